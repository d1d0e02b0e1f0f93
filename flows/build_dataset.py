"""build_dataset: sources -> scrubbed prompts -> regenerated conversations -> tokenized shards -> draft vocab."""

from __future__ import annotations

from typing import Any

from prefect import flow

from eagle_core.config import PipelineConfig
from flows.common import call
from tasks.data import extract_task, regenerate_task, tokenize_task, vocab_task


def dataset_steps(cfg: PipelineConfig) -> dict[str, Any]:
    """The wiring, shared by this flow and the pipeline (which runs it inline: a subflow costs ~1 s of Prefect
    bookkeeping, a lot next to a fully cached run)."""
    prompts = call(extract_task, cfg)
    conversations = call(regenerate_task, cfg, prompts)
    tokenized = call(tokenize_task, cfg, conversations)
    vocab = call(vocab_task, cfg, tokenized)
    return {"prompts": prompts, "conversations": conversations, "tokenized": tokenized, "vocab": vocab}


@flow(name="build_dataset")
def build_dataset(cfg: PipelineConfig) -> dict[str, Any]:
    return dataset_steps(cfg)
