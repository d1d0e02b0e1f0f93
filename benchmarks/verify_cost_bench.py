"""What a speculative verify forward costs against a plain decode step, per target dtype, on this machine.

    python benchmarks/verify_cost_bench.py                              # SmolLM2, fp32 and bf16, 2 threads
    python benchmarks/verify_cost_bench.py --dtypes bfloat16 --tokens 1 4 16 --context 512

Speculative decoding pays off when verifying k tokens in one target forward costs little more than decoding one:
speedup ~ tau * step(1) / (step(k) + drafting). On GPUs a batch-1 decode is memory bound and step(4) ~ step(1);
on CPUs it depends on the GEMM kernels for a few rows, so this prints step(k) / step(1) per dtype: the ratio that
caps the in-process CPU speedup (evaluation.target_dtype picks the dtype the evaluate stage runs the target in).
Each figure is the median of `--reps` forwards over a KV cache of `--context` tokens, cropped back after each.

It also counts, per dtype, the positions where one 4-token forward and four 1-token forwards disagree on the
argmax: what decides whether greedy speculative output can equal plain greedy output token for token.

Measured on this machine (2 CPU cores, AMD EPYC with AVX512-BF16, 2 threads, context 200, median of 30;
SmolLM2-135M-Instruct; absolute times vary ~1.5x with the VM's neighbours, the ratios much less):
- float32:  1 token 64-103 ms, 4 tokens 1.54-1.70x that: MKL's few-row sgemm runs well below the bandwidth bound;
- bfloat16: 1 token 50-70 ms, 4 tokens 1.09-1.13x, 16 tokens 1.2-1.4x: oneDNN's AVX512-BF16 kernels stay near
  the bandwidth bound, so a chain of 4 verifies at ~1.1 decode steps and the baseline is 1.3-1.5x fp32's speed;
- argmax flips, 4-token vs 1-token forwards: float32 0/100 on HumanEval text (max |logit diff| 1e-4);
  bfloat16 0/100 on HumanEval text but max |logit diff| 1.07, 1/100 on the README as it was on 2026-11-24
  (`--text README.md`, max 0.81; 4/100 in a one-off run over positions spread across 1,000 README tokens): the
  bf16 MLP down-projection (K = 1536) reduces in a different order for 1 row than for 4. So a bf16 target gives
  the serving-like speed but not a bitwise lossless check (the evaluate report says so).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def step_ms(model, context: int, k: int, reps: int, seed: int = 0) -> float:
    """Median wall time of one k-token forward on a `context`-token KV cache."""
    from transformers import DynamicCache

    g = torch.Generator().manual_seed(seed)
    vocab = model.config.vocab_size
    with torch.no_grad():
        cache = DynamicCache()
        model(input_ids=torch.randint(0, vocab, (1, context), generator=g), past_key_values=cache, use_cache=True)
        times = []
        for _ in range(reps + 3):
            ids = torch.randint(0, vocab, (1, k), generator=g)
            t0 = time.perf_counter()
            model(input_ids=ids, position_ids=torch.arange(context, context + k)[None], past_key_values=cache,
                  use_cache=True, output_hidden_states=True)
            times.append(time.perf_counter() - t0)
            cache.crop(-k)
    return 1000 * statistics.median(times[3:])  # the first forwards warm kernels and caches up


def argmax_flips(model, ids: torch.Tensor, k: int, starts: range) -> tuple[int, int, float]:
    """(positions, argmax differences, max |logit difference|) of one k-token forward vs k one-token forwards.

    Speculative decoding is lossless only if verifying k tokens at once gives the logits decoding them one by one
    gives; fp32 kernels do to ~1e-4, a kernel whose reduction order depends on the row count does not.
    """
    from transformers import DynamicCache

    n = flips = 0
    worst = 0.0
    with torch.no_grad():
        for s in starts:
            cache = DynamicCache()
            model(input_ids=ids[None, :s], past_key_values=cache, use_cache=True)
            multi = model(input_ids=ids[None, s:s + k], position_ids=torch.arange(s, s + k)[None],
                          past_key_values=cache, use_cache=True).logits[0].float()
            cache.crop(-k)
            for j in range(k):
                one = model(input_ids=ids[None, s + j:s + j + 1], position_ids=torch.tensor([[s + j]]),
                            past_key_values=cache, use_cache=True).logits[0, -1].float()
                worst = max(worst, float((one - multi[j]).abs().max()))
                flips += int(one.argmax() != multi[j].argmax())
                n += 1
    return n, flips, worst


def check_text(path: str | None, min_chars: int) -> str:
    """The text compared: a file's, else HumanEval prompts (code) joined until long enough."""
    if path:
        return Path(path).read_text()
    from eagle_core.evaluate.benchmarks import humaneval_prompts

    text = ""
    for p in humaneval_prompts():
        text += p.messages[-1]["content"] + "\n"
        if len(text) >= min_chars:
            break
    return text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--target", default="smollm2-135m-instruct")
    ap.add_argument("--dtypes", nargs="+", default=["float32", "bfloat16"])
    ap.add_argument("--tokens", nargs="+", type=int, default=[1, 2, 4, 8, 16])
    ap.add_argument("--context", type=int, default=200)
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--check-positions", type=int, default=100,
                    help="positions compared between 4-token and 1-token forwards (0: timing only)")
    ap.add_argument("--text", default=None, help="a text file to compare on (default: HumanEval prompts, code)")
    args = ap.parse_args()

    from eagle_core.target import Target, resolve_target_path

    torch.set_num_threads(args.threads)
    path = resolve_target_path(args.target)
    print(f"target={args.target} context={args.context} threads={args.threads} reps={args.reps}")
    print("| dtype | " + " | ".join(f"{k} tok ms" for k in args.tokens) + " | " +
          " | ".join(f"{k}/1" for k in args.tokens if k > 1) + " |")
    text = check_text(args.text, 8 * (100 + args.check_positions + 4))  # ~4 chars a token, with margin
    label = args.text or "HumanEval text"
    flips = {}
    for dtype in args.dtypes:
        target = Target(path, device="cpu", dtype=dtype)
        model = target.model
        ms = {k: step_ms(model, args.context, k, args.reps) for k in args.tokens}
        base = ms.get(1) or step_ms(model, args.context, 1, args.reps)
        print(f"| {dtype} | " + " | ".join(f"{ms[k]:.1f}" for k in args.tokens) + " | " +
              " | ".join(f"{ms[k] / base:.2f}x" for k in args.tokens if k > 1) + " |", flush=True)
        if args.check_positions:
            ids = target.tokenizer(text, return_tensors="pt").input_ids[0]
            if len(ids) < 100 + args.check_positions + 4:
                raise SystemExit(f"--text has {len(ids)} tokens, fewer than the {100 + args.check_positions + 4} "
                                 "the --check-positions need")
            flips[dtype] = argmax_flips(model, ids, 4, range(100, 100 + args.check_positions, 4))
        del model, target
    for dtype, (n, f, worst) in flips.items():
        print(f"{dtype}: one 4-token forward vs 4 one-token forwards on {label}: argmax differs at {f}/{n} "
              f"positions, max |logit difference| {worst:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
