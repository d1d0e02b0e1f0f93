"""evaluate_head: acceptance length of a trained head on the configured benchmarks."""

from __future__ import annotations

from typing import Any

from prefect import flow

from eagle_core.config import PipelineConfig
from flows.common import call, stage_logging
from tasks.model import evaluate_task


@flow(name="evaluate_head")
def evaluate_head(cfg: PipelineConfig, train: dict[str, Any], conversations: dict[str, Any] | None) -> dict[str, Any]:
    stage_logging()
    return call(evaluate_task, cfg, train, conversations)
