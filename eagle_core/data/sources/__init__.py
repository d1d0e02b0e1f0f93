"""Prompt sources -> prompt records {"id", "source", "messages"}: readers per source kind, the extraction, the stage."""

from eagle_core.data.sources.extraction import iter_prompts
from eagle_core.data.sources.stage import extract_stage
from eagle_core.data.sources.traffic import commit_watermark

__all__ = ["commit_watermark", "extract_stage", "iter_prompts"]
