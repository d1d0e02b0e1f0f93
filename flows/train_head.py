"""train_head: (offline features) -> training. Also the `train_head/<pool>` deployment that `run_deployment`
starts on the gpu work pool; inputs and the trained head travel through the artifact store."""

from __future__ import annotations

from typing import Any

from prefect import flow

from eagle_core.config import PipelineConfig
from flows.common import call, stage_logging
from tasks.model import features_task, train_remote_task, train_task


def train_steps(cfg: PipelineConfig, tokenized: dict[str, Any], vocab: dict[str, Any],
                features: dict[str, Any] | None = None) -> dict[str, Any]:
    if cfg.training.mode == "offline" and features is None:
        features = call(features_task, cfg, tokenized)
    return call(train_task, cfg, tokenized, vocab, features)


@flow(name="train_head")
def train_head(cfg: PipelineConfig, tokenized: dict[str, Any], vocab: dict[str, Any],
               features: dict[str, Any] | None = None) -> dict[str, Any]:
    stage_logging()
    return train_steps(cfg, tokenized, vocab, features)


def train(cfg: PipelineConfig, tokenized: dict[str, Any], vocab: dict[str, Any]) -> dict[str, Any]:
    """In this process, or on `training.work_pool` through its train_head deployment."""
    if not cfg.training.work_pool:
        return train_steps(cfg, tokenized, vocab)
    features = call(features_task, cfg, tokenized) if cfg.training.mode == "offline" else None
    return call(train_remote_task, cfg, tokenized, vocab, features)
