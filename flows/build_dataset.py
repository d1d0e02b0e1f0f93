"""build_dataset: sources -> scrubbed prompts -> regenerated conversations -> tokenized shards -> draft vocab."""

from __future__ import annotations

from typing import Any

from prefect import flow, get_run_logger

from eagle_core.config import PipelineConfig
from flows.common import call, stage_logging
from tasks.data import extract_task, regenerate_task, tokenize_task, vocab_task


def dataset_steps(cfg: PipelineConfig) -> dict[str, Any]:
    """The wiring, shared by this flow and the pipeline (which runs it inline: a subflow costs ~1 s of Prefect
    bookkeeping, a lot next to a fully cached run)."""
    prompts = call(extract_task, cfg)
    check_split(cfg, prompts)  # before the engine and training spend minutes on a split evaluation can't use
    conversations = call(regenerate_task, cfg, prompts)
    tokenized = call(tokenize_task, cfg, conversations)
    vocab = call(vocab_task, cfg, tokenized)
    return {"prompts": prompts, "conversations": conversations, "tokenized": tokenized, "vocab": vocab}


def check_split(cfg: PipelineConfig, prompts: dict[str, Any]) -> dict[str, Any]:
    """Fail (DeterministicError, the keys to change named) when the split holds out fewer prompts than the
    `heldout` benchmark and validation need (eagle_core.data.split)."""
    from eagle_core.data.split import check_holdout_in_store
    from tasks.common import store_of

    split = check_holdout_in_store(cfg, store_of(cfg), prompts["prefix"])
    get_run_logger().info("holdout split: %d of %d prompts held out (%d needed)", split["holdout"],
                          split["records"], split["needed"])
    return split


@flow(name="build_dataset")
def build_dataset(cfg: PipelineConfig) -> dict[str, Any]:
    stage_logging()
    return dataset_steps(cfg)
