"""In-process speculative decoding figures for a head: tau (chain and tree), acceptance by position, speedup.

    python benchmarks/specdec_bench.py --head artifacts/train/<key>/head --benchmark humaneval --prompts 8
    python benchmarks/specdec_bench.py --head random --benchmark humaneval      # a random head: checks tau ~ 1
    python benchmarks/specdec_bench.py --head oracle --benchmark humaneval      # a perfect draft: tau = steps + 1

`--head` is a head folder (or a train prefix folder with head/), `random` (a random-init Eagle3Draft, what an
untrained head gives), or `oracle` (the random head steered to propose the target's own greedy continuation,
i.e. the ceiling of the bookkeeping). Benchmarks: humaneval, a `.jsonl` OpenAI-messages file, or `chat` (a few
built-in questions). Baseline = the same target decoding greedily with a KV cache, run interleaved with the
speculative runs on the same prompts; speedup = speculative tokens/s / baseline tokens/s, on this machine.

Measured on this machine (2 CPU cores shared with ~8 other jobs, load average ~11, so absolute tok/s are low;
SmolLM2-135M fp32, 1 thread, 6 HumanEval prompts, 48 new tokens; chain 3 steps / 4 tokens, tree top-4 / 16 nodes):
- random head: tau chain 1.000, tree 1.000, acceptance 0.00 at every position; baseline 5.7 tok/s, chain 3.0 tok/s
  (0.53x), tree 2.3 tok/s (0.40x): drafting + a wider verification forward cost ~2x a plain step when nothing
  is accepted; 0 greedy mismatches;
- oracle head: tau chain 4.000, tree 4.000, acceptance 1.00 at every position; baseline 6.4 tok/s, chain
  10.8 tok/s (1.69x), tree 8.4 tok/s (1.31x) (the oracle's Python logits override adds per-step overhead, so
  this is a floor for a perfect head); 0 greedy mismatches.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

CHAT = ["What is the capital of France?", "Explain what a hash map is.", "Give me three tips for better sleep.",
        "How do I reverse a list in Python?", "What causes rain?", "Summarize the plot of Romeo and Juliet.",
        "Write a haiku about autumn leaves.", "Name five fruits that are red."]


def load_prompts(name: str, n: int):
    from eagle_core.evaluate.benchmarks import BenchPrompt, humaneval_prompts, jsonl_prompts

    if name == "humaneval":
        it = humaneval_prompts()
    elif name == "chat":
        it = (BenchPrompt(f"chat-{i}", [{"role": "user", "content": c}]) for i, c in enumerate(CHAT))
    elif name.endswith(".jsonl"):
        it = jsonl_prompts(Path(name).read_text().splitlines(), name)
    else:
        raise SystemExit(f"unknown benchmark {name!r}: humaneval, chat or a .jsonl file")
    out = []
    for p in it:
        out.append(p)
        if len(out) == n:
            break
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--head", required=True, help="head folder | random | oracle")
    ap.add_argument("--target", default="smollm2-135m-instruct")
    ap.add_argument("--benchmark", default="humaneval")
    ap.add_argument("--prompts", type=int, default=6)
    ap.add_argument("--max-new-tokens", type=int, default=48)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--draft-tokens", type=int, default=4, help="chain nodes incl. the root (= steps + 1)")
    ap.add_argument("--topk", type=int, default=4)
    ap.add_argument("--tree-tokens", type=int, default=16)
    ap.add_argument("--draft-dtype", default=None, choices=["auto", "float32", "bfloat16"],
                    help="the head's compute dtype (default: the target's)")
    ap.add_argument("--json", default=None, help="also write the figures to this file")
    args = ap.parse_args()

    from eagle_core.evaluate.benchmarks import render
    from eagle_core.evaluate.report import load_draft_for, resolve_head_folder
    from eagle_core.evaluate.specdec import SpeculativeDecoder, summarize
    from eagle_core.storage import ArtifactStore
    from eagle_core.target import Target, resolve_target_path

    torch.set_num_threads(args.threads)
    target = Target(resolve_target_path(args.target), device="cpu", dtype="float32")
    prompts = render(target.tokenizer, load_prompts(args.benchmark, args.prompts))
    eos = [target.tokenizer.eos_token_id]
    base = SpeculativeDecoder(target.model, None, target.aux_ids, eos)
    refs = [base.baseline(p, args.max_new_tokens).tokens for p in prompts]  # also warms the target up

    if args.head in ("random", "oracle"):
        from specdec_helpers import tiny_draft

        head = tiny_draft(target.model, target.aux_ids, draft_vocab=8192, include=[t for r in refs for t in r])
    else:
        folder = resolve_head_folder(ArtifactStore(str(Path(args.head).parent)), args.head)
        head = load_draft_for(target, folder, args.draft_dtype)
        if head.config.aux_hidden_state_ids and head.config.aux_hidden_state_ids != target.aux_ids:
            target.aux_ids = list(head.config.aux_hidden_state_ids)

    def draft_for(i: int):
        if args.head != "oracle":
            return head
        from specdec_helpers import OracleDraft

        return OracleDraft(prompts[i] + refs[i], target.vocab_size, inner=head)

    results = {"baseline": [], "chain": [], "tree": []}
    mismatches = 0
    t0 = time.perf_counter()
    for i, p in enumerate(prompts):
        dec = SpeculativeDecoder(target.model, draft_for(i), target.aux_ids, eos)
        b = dec.baseline(p, args.max_new_tokens)
        c = dec.generate(p, args.max_new_tokens, num_steps=args.steps, topk=1, num_draft_tokens=args.draft_tokens)
        t = dec.generate(p, args.max_new_tokens, num_steps=args.steps, topk=args.topk,
                         num_draft_tokens=args.tree_tokens)
        mismatches += (c.tokens != b.tokens) + (t.tokens != b.tokens)
        for k, r in (("baseline", b), ("chain", c), ("tree", t)):
            results[k].append(r)
    sb = summarize(results["baseline"], 0)
    sc, st = summarize(results["chain"]), summarize(results["tree"])
    figures = {
        "head": args.head, "benchmark": args.benchmark, "prompts": len(prompts), "max_new_tokens": args.max_new_tokens,
        "threads": args.threads, "tau_chain": sc.tau, "tau_tree": st.tau,
        "accept_rate_by_pos_chain": sc.accept_rate_by_pos, "accept_rate_by_pos_tree": st.accept_rate_by_pos,
        "baseline_tokens_per_s": sb.tokens_per_s, "chain_tokens_per_s": sc.tokens_per_s,
        "tree_tokens_per_s": st.tokens_per_s, "speedup_chain": sc.tokens_per_s / sb.tokens_per_s,
        "speedup_tree": st.tokens_per_s / sb.tokens_per_s, "greedy_mismatches": mismatches,
        "wall_s": time.perf_counter() - t0,
    }
    print(f"head={args.head} benchmark={args.benchmark} prompts={len(prompts)} max_new_tokens={args.max_new_tokens} "
          f"threads={args.threads}")
    print(f"tau chain ({args.steps} steps / {args.draft_tokens} tokens): {sc.tau:.3f}   "
          f"tree (top-{args.topk} / {args.tree_tokens} tokens): {st.tau:.3f}")
    print("acceptance by position (chain): " + ", ".join(f"{r:.2f}" for r in sc.accept_rate_by_pos))
    print("acceptance by position (tree):  " + ", ".join(f"{r:.2f}" for r in st.accept_rate_by_pos))
    print(f"tokens/s: baseline {sb.tokens_per_s:.1f}, chain {sc.tokens_per_s:.1f} "
          f"({figures['speedup_chain']:.2f}x), tree {st.tokens_per_s:.1f} ({figures['speedup_tree']:.2f}x)")
    print(f"greedy mismatches vs baseline: {mismatches} (must be 0)")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
