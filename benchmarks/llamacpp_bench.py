"""llama.cpp serving a trained head: engine acceptance and speed beside the in-process decoder's tau.

On each configured benchmark (the evaluate stage's own prompts, as token ids, greedy, `evaluation.max_new_tokens`),
llama-server runs without and with the head at each concurrency and each `--spec-draft-n-max`; printed per row:
output tok/s, TTFT, TPOT, draft acceptance rate (`draft_n_accepted / draft_n`), the engine's acceptance length
(tokens per verify round), speedup against the same server without the head, and how many outputs equal the
no-head outputs. With `--eval` (the evaluate stage's metrics.json) the in-process tau stands beside it.

    python benchmarks/llamacpp_bench.py --config configs/demo.yaml --head artifacts/train/<key>/head \
        --conversations artifacts/conversations/<key> --eval artifacts/evaluate/<key>/metrics.json \
        --concurrency 1 4 --n-max 1 2 3 [--json out.json]

Measured here: see docs/llamacpp.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from eagle_core.config import load_config
from eagle_core.evaluate.bench import llamacpp_serving
from eagle_core.evaluate.benchmarks import load_benchmark, render
from eagle_core.evaluate.report import resolve_head_folder
from eagle_core.storage import ArtifactStore
from eagle_core.target import load_tokenizer, resolve_target_path


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", default=None)
    p.add_argument("--set", dest="overrides", action="append", default=[])
    p.add_argument("--head", required=True, help="head folder or store prefix")
    p.add_argument("--conversations", default=None, help="conversations prefix (heldout benchmarks)")
    p.add_argument("--eval", default=None, help="the evaluate stage's metrics.json (in-process tau)")
    p.add_argument("--concurrency", type=int, nargs="+", default=[1, 4])
    p.add_argument("--n-max", type=int, nargs="+", default=[3])
    p.add_argument("--json", default=None)
    a = p.parse_args()
    cfg = load_config(a.config, a.overrides)
    store = ArtifactStore.from_config(cfg.storage)
    head = resolve_head_folder(store, a.head)
    target = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
    tok = load_tokenizer(target)
    inproc = json.loads(Path(a.eval).read_text())["benchmarks"] if a.eval else {}
    report = {}
    for bench in cfg.evaluation.benchmarks:
        ids = render(tok, load_benchmark(bench, cfg, store, a.conversations))
        ip = inproc.get(bench.name, {})
        print(f"\n== {bench.name}: {len(ids)} prompts, {cfg.evaluation.max_new_tokens} tokens, llama.cpp "
              f"{cfg.engine.llamacpp.dtype}; in-process tau chain {ip.get('tau_chain', float('nan')):.3f} "
              f"(speedup {ip.get('speedup', float('nan')):.2f}x, accept by position "
              f"{[round(x, 2) for x in ip.get('accept_rate_by_pos', [])]})")
        print(f"{'n_max':>5} {'conc':>4} {'base tok/s':>10} {'head tok/s':>10} {'speedup':>7} {'acc rate':>8} "
              f"{'acc len':>7} {'TTFT ms':>8} {'TPOT ms':>8} {'equal':>6} {'base=c1':>7}")
        for n_max in a.n_max:
            r = llamacpp_serving(cfg, target, ids, str(head), a.concurrency, cfg.evaluation.max_new_tokens,
                                 draft_n_max=n_max)
            report[f"{bench.name}/n_max={n_max}"] = r
            for base, spec in zip(r["without_head"], r["with_head"]):
                c = base["concurrency"]
                same = r.get("without_head_equal_across_concurrency", {}).get(str(c), len(ids))
                print(f"{n_max:>5} {c:>4} {base['output_tokens_per_s']:>10.1f} {spec['output_tokens_per_s']:>10.1f} "
                      f"{spec['speedup']:>7.2f} {spec['accept_rate'] or 0:>8.3f} {spec['accept_length'] or 0:>7.3f} "
                      f"{spec['ttft_ms_mean'] or 0:>8.1f} {spec['tpot_ms_mean'] or 0:>8.1f} "
                      f"{spec['outputs_equal']:>3}/{spec['outputs_compared']:<2} {same:>4}/{len(ids)}")
    if a.json:
        Path(a.json).write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
