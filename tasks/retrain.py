"""Retraining tasks: record the dataset history and build the replay mix (the logic: eagle_core.data.replay)."""

from __future__ import annotations

from typing import Any

from prefect import get_run_logger, task

from eagle_core.config import PipelineConfig
from eagle_core.data.replay import mix_stage, record_history
from tasks.common import CACHED, HOUR, code_version, io_retries, run_stage, stage_key, store_of

TASK_VERSION = 1


@task(name="record_history", **io_retries())
def record_history_task(cfg: PipelineConfig, conversations: dict[str, Any], registration: dict[str, Any]) -> dict:
    """Append a trained-on conversation set (idempotent: a retried run adds nothing twice)."""
    return record_history(cfg, store_of(cfg), conversations, registration)


def mix_key(cfg: PipelineConfig, conversations: dict[str, Any], previous: list[dict[str, Any]]) -> str:
    # The code version names no module (eagle_core.data.replay has no STAGE_VERSION): naming one would move every key.
    extra = {"replay_fraction": cfg.retrain.replay_fraction, "seed": cfg.data.seed,
             "shard_size": cfg.regeneration.shard_size}
    return stage_key("mix", code_version(TASK_VERSION), cfg, (), {"new": conversations, "previous": previous}, extra)


@task(name="replay_mix", cache_key_fn=lambda ctx, p: mix_key(p["cfg"], p["conversations"], p["previous"]),
      timeout_seconds=4 * HOUR, task_run_name="replay_mix", **CACHED, **io_retries())
def mix_task(cfg: PipelineConfig, conversations: dict[str, Any], previous: list[dict[str, Any]]) -> dict[str, Any]:
    key = mix_key(cfg, conversations, previous)
    res = run_stage("mix", key, cfg, lambda store, prefix: mix_stage(cfg, store, conversations["prefix"],
                                                                      [p["prefix"] for p in previous], prefix),
                    extras=("new_rows", "replay_rows"))
    get_run_logger().info("replay mix: %s new + %s replayed conversations", res.get("new_rows"), res.get("replay_rows"))
    return res
