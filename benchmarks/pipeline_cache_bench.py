"""Pipeline orchestration overhead: a full run, then the same run served from cache, then a training-LR change.

    python benchmarks/pipeline_cache_bench.py --config configs/demo.yaml [--set k=v ...]

Runs against PREFECT_API_URL when set (server), else Prefect's ephemeral API. Prints per-stage state and seconds
for each run and the cached/full time ratio. Uses the config's storage root and MLflow store as they are: point
them at a scratch folder (`--set storage.root=/tmp/x --set tracking.uri=sqlite:////tmp/x/mlflow.db`) to start cold.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    from flows.common import format_stages
    from flows.pipeline import pipeline

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--config", default="configs/demo.yaml")
    ap.add_argument("--set", dest="overrides", action="append", default=[])
    ap.add_argument("--lr", default="5e-4", help="training.lr of the third run")
    args = ap.parse_args()
    config = str(Path(args.config).resolve())
    times = {}
    for name, extra in (("full", []), ("cached", []), ("lr-change", [f"training.lr={args.lr}"])):
        t0 = time.perf_counter()
        out = pipeline(config=config, overrides=args.overrides + extra)
        times[name] = time.perf_counter() - t0
        print(f"\n== {name}: {times[name]:.1f}s\n{format_stages(out['stages'])}", flush=True)
    print(f"\ncached / full = {times['cached'] / times['full']:.3%}   "
          f"lr-change / full = {times['lr-change'] / times['full']:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
