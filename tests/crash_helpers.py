"""A pipeline's tracking path in one process, for crash tests to kill and rerun: train with the live MLflow step
logger under the run key, then register (the task layer's calls, without Prefect).

    python -m tests.crash_helpers CONFIG.yaml FLOW_RUN_ID RUN_KEY [OTHER_RUN_KEY]

OTHER_RUN_KEY opens a second run first (another pipeline run of this process, left RUNNING if it dies)."""

from __future__ import annotations

import json
import sys

from eagle_core.config import load_config
from eagle_core.registry.metrics import MlflowStepLogger
from eagle_core.registry.stage import register_stage
from eagle_core.registry.tracking import start_run
from eagle_core.storage import ArtifactStore
from eagle_core.train.trainer import train_stage


def main(argv: list[str]) -> int:
    cfg = load_config(argv[0], [])
    flow_run_id, run_key = argv[1], argv[2]
    if len(argv) > 3:
        start_run(cfg, f"{flow_run_id}-other", run_key=argv[3])
    store = ArtifactStore.from_config(cfg.storage)
    run_id = start_run(cfg, flow_run_id, run_key=run_key)
    logger = MlflowStepLogger(run_id, cfg.tracking.uri, every=2)
    train_stage(cfg, store, "tok", "vocab", f"train/{run_key}", callbacks=[logger], resume=True)
    reg = register_stage(cfg, store, f"train/{run_key}", None, flow_run_id=flow_run_id, run_key=run_key)
    print(json.dumps(reg))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
