"""Cost per training step of MLflow logging: MlflowStepLogger (one log_batch every N steps) vs one
log_metric call per metric, on the embedded sqlite store.

    python benchmarks/mlflow_step_logging.py [--steps 200] [--every 10]
"""

from __future__ import annotations

import argparse
import tempfile
import time

from eagle_core.config import load_config
from eagle_core.registry.metrics import MlflowStepLogger
from eagle_core.registry.tracking import start_run, tracking_setup


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--every", type=int, default=10)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cfg = load_config(None, [f"tracking.uri=sqlite:///{tmp}/mlflow.db", "tracking.target_name=bench"])
        client = tracking_setup(cfg)
        metrics = {"loss": 1.0, "lr": 1e-4, "grad_norm": 0.5, "tokens_per_s": 400.0, **{f"acc_{i}": 0.5 for i in range(7)}}
        logger = MlflowStepLogger(start_run(cfg), cfg.tracking.uri, every=args.every)
        t = time.perf_counter()
        for step in range(1, args.steps + 1):
            logger.on_step(step, metrics)
        logger.on_end()
        batched = (time.perf_counter() - t) / args.steps
        run = start_run(cfg)
        n = max(1, args.steps // 4)
        t = time.perf_counter()
        for step in range(1, n + 1):
            for k, v in metrics.items():
                client.log_metric(run, f"train/{k}", v, step=step)
        single = (time.perf_counter() - t) / n
    print(f"{len(metrics)} metrics/step, {args.steps} steps")
    print(f"MlflowStepLogger (log_batch every {args.every}): {batched * 1000:.2f} ms/step")
    print(f"log_metric per metric:                  {single * 1000:.2f} ms/step ({single / batched:.0f}x)")


if __name__ == "__main__":
    main()
