"""Dataset tasks: extract+scrub (one task, so raw text only ever lives in its memory), regenerate, tokenize,
vocab, and the traffic watermark commit.
"""

from __future__ import annotations

from typing import Any

from prefect import get_run_logger, task
from prefect.artifacts import create_markdown_artifact

from eagle_core.config import PipelineConfig
from tasks.common import (CACHED, HOUR, code_version, io_retries, module_version, network_retries, run_stage, stage_key,
                          store_of)

TASK_VERSION = 1


# ----------------------------------------------------------------------------- extract + scrub
def extract_key(cfg: PipelineConfig) -> str:
    from eagle_core.data.sources.stage import source_fingerprint

    data = {k: v for k, v in cfg.data.model_dump(mode="json").items() if k != "holdout_fraction"}  # split: tokenize's
    if data["answers"] == "target":
        del data["answers"]  # what extract did before the setting existed: those keys stay valid
    if data.get("on_malformed") is None:
        data.pop("on_malformed", None)  # likewise: the default reads what it read before
    extra = {"data": data, "sources": source_fingerprint(cfg)}
    if cfg.pii.enabled:  # prompts scrubbed by older rules are scrubbed again
        extra["scrub"] = module_version("eagle_core.data.pii_names", "SCRUB_VERSION")
    return stage_key("prompts", code_version(TASK_VERSION, "eagle_core.data.sources.stage"), cfg, ("pii", "target"),
                     extra=extra)


def pii_markdown(report: dict[str, Any], uri: str) -> str:
    """Counts only: the report's redacted example snippets and invalid-record notes stay in the store."""
    lines = ["# PII scrub report\n", f"Prompts: `{uri}`\n",
             f"- records seen: {report.get('records_seen')}", f"- records changed: {report.get('records_changed')}",
             f"- records dropped: {report.get('records_dropped')} (drop_on: {', '.join(report.get('drop_on', []))})",
             f"- records out: {report.get('records_out')}", f"- invalid records: {report.get('records_invalid')}",
             f"- throughput: {report.get('docs_per_s')} docs/s\n",
             "| entity | found | records dropped |", "| --- | ---: | ---: |"]
    dropped = report.get("dropped_by_entity", {})
    for ent, n in sorted(report.get("entities", {}).items()):
        lines.append(f"| {ent} | {n} | {dropped.get(ent, 0)} |")
    return "\n".join(lines) + "\n"


@task(name="extract_scrub", cache_key_fn=lambda ctx, p: extract_key(p["cfg"]), timeout_seconds=6 * HOUR,
      task_run_name="extract_scrub", **CACHED, **io_retries())
def extract_task(cfg: PipelineConfig) -> dict[str, Any]:
    """Read sources and scrub PII in memory; only scrubbed shards and the report reach the store."""
    from eagle_core.data.sources import extract_stage

    key = extract_key(cfg)
    res = run_stage("prompts", key, cfg, lambda store, prefix: extract_stage(cfg, store, prefix),
                    extras=("shards", "malformed", "dropped_by_scrub", "scrubbed"))
    store = store_of(cfg)
    rep_key = f"{res['prefix']}/pii_report.json"
    if store.exists(rep_key):
        create_markdown_artifact(key="pii-report", markdown=pii_markdown(store.read_json(rep_key), res["uri"]),
                                 description="PII scrub counts per entity")
    return res


@task(name="commit_watermark", **network_retries())
def commit_watermark_task(cfg: PipelineConfig, prompts: dict[str, Any]) -> list[str]:
    """Advance traffic watermarks to what `prompts` consumed; run only after everything built on it succeeded."""
    from eagle_core.data.sources import commit_watermark

    store = store_of(cfg)
    manifest = store.read_manifest(prompts["prefix"]) or {}
    if not manifest.get("pending_watermarks"):
        return []
    keys = commit_watermark(store, manifest)
    get_run_logger().info("watermarks advanced: %s", ", ".join(keys))
    return keys


# ----------------------------------------------------------------------------- regenerate
class RegenerationIncomplete(RuntimeError):
    """Some records failed after the stage's own request retries; the task retry resumes only those."""


MAX_FAILED_FRACTION = 0.05  # accepted on the last attempt (a prompt the engine always rejects must not block a run)


def conversations_committed(manifest: dict[str, Any]) -> bool:
    """A regenerate output counts as done only with no failed records (a rerun retries those)."""
    return manifest.get("failures", 0) == 0


def regenerate_key(cfg: PipelineConfig, prompts: dict[str, Any]) -> str:
    # engine settings (port, kind, ...) do not change greedy answers of the same target: not in the key
    source = cfg.data.answers == "source"  # no engine: the source's answers, versioned by their own module
    extra = {"answers": "source"} if source else None
    module = "eagle_core.data.source_answers" if source else "eagle_core.data.regenerate"
    return stage_key("conversations", code_version(TASK_VERSION, module), cfg, ("regeneration", "target"),
                     {"prompts": prompts}, extra)


def _progress_bar():
    from tqdm.auto import tqdm

    bar = None

    def update(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = tqdm(total=total, desc="regenerate", dynamic_ncols=True)
        bar.n = done
        bar.refresh()
        if done >= total:
            bar.close()

    return update


@task(name="regenerate", cache_key_fn=lambda ctx, p: regenerate_key(p["cfg"], p["prompts"]),
      timeout_seconds=48 * HOUR, task_run_name="regenerate", **CACHED, **network_retries())
def regenerate_task(cfg: PipelineConfig, prompts: dict[str, Any]) -> dict[str, Any]:
    """Launch the engine (stopped on exit, whatever happens), answer every prompt, journal as it goes.

    A retry resumes: finished records are never asked again, failed ones are."""
    from prefect.context import TaskRunContext

    from eagle_core.data.regenerate import regenerate_stage

    key = regenerate_key(cfg, prompts)
    res = run_stage("conversations", key, cfg,
                    lambda store, prefix: regenerate_stage(cfg, store, prompts["prefix"], prefix,
                                                           progress=_progress_bar()),
                    extras=("records_in", "failures", "completion_tokens", "engine"),
                    committed=conversations_committed)
    failed, total = res.get("failures") or 0, res.get("records_in") or 0
    if failed:
        ctx = TaskRunContext.get()
        last = ctx is None or ctx.task_run.run_count > ctx.task.retries
        if not last or failed > MAX_FAILED_FRACTION * total:
            raise RegenerationIncomplete(f"{failed} of {total} records failed (see {res['uri']}/failures.jsonl)")
        get_run_logger().warning("regenerate: accepting %d of %d failed records on the last attempt", failed, total)
    return res


# ----------------------------------------------------------------------------- tokenize, vocab
def tokenize_key(cfg: PipelineConfig, conversations: dict[str, Any]) -> str:
    extra = {"holdout_fraction": cfg.data.holdout_fraction, "seed": cfg.data.seed}  # the split, not the sources
    return stage_key("tokenized", code_version(TASK_VERSION, "eagle_core.data.tokenize"), cfg, ("tokenization", "target"),
                     {"conversations": conversations}, extra)


@task(name="tokenize", cache_key_fn=lambda ctx, p: tokenize_key(p["cfg"], p["conversations"]),
      timeout_seconds=6 * HOUR, task_run_name="tokenize", **CACHED, **io_retries())
def tokenize_task(cfg: PipelineConfig, conversations: dict[str, Any]) -> dict[str, Any]:
    from eagle_core.data.tokenize import tokenize_stage

    key = tokenize_key(cfg, conversations)
    return run_stage("tokenized", key, cfg,
                     lambda store, prefix: tokenize_stage(cfg, store, conversations["prefix"], prefix))


def vocab_key(cfg: PipelineConfig, tokenized: dict[str, Any]) -> str:
    return stage_key("vocab", code_version(TASK_VERSION, "eagle_core.data.vocab"), cfg, ("vocab", "target"), {"tokenized": tokenized})


@task(name="vocab", cache_key_fn=lambda ctx, p: vocab_key(p["cfg"], p["tokenized"]),
      timeout_seconds=2 * HOUR, task_run_name="vocab", **CACHED, **io_retries())
def vocab_task(cfg: PipelineConfig, tokenized: dict[str, Any]) -> dict[str, Any]:
    from eagle_core.data.vocab import vocab_stage

    key = vocab_key(cfg, tokenized)
    return run_stage("vocab", key, cfg, lambda store, prefix: vocab_stage(cfg, store, tokenized["prefix"], prefix),
                     extras=("coverage", "draft_vocab_size"))
