"""`eagle-pipeline run --plan`: the DAG a config would run, each stage's cache key and whether its output is already
committed in the store (reused) or would run, without starting Prefect, an engine or a trainer.

Keys come from the tasks' own key functions, fed the digests of upstream outputs read from their committed
manifests; a stage below one that has to run cannot know its key yet (it digests that stage's output), so it
shows as "after <stage>". compare and register read the tracking store (which head is champion, whether the
version exists), nothing more.
"""

from __future__ import annotations

from typing import Any

from eagle_core.config import PipelineConfig
from flows.pipeline import LINEAGE
from tasks.common import stage_prefix, store_of


def plan_rows(cfg: PipelineConfig) -> list[dict[str, Any]]:
    """One row per stage in run order: stage, key (None when not knowable yet), state, uri or what it waits for."""
    from tasks import data as D
    from tasks import model as M

    store = store_of(cfg)
    # the run's own tests of a committed output, where a manifest alone is not enough
    committed_rule = {"conversations": D.conversations_committed, "register": lambda m: M.version_exists(cfg, m)}
    rows: list[dict[str, Any]] = []
    done: dict[str, dict[str, Any] | None] = {}
    blocked: str | None = None

    def step(stage: str, key_fn: Any, *inputs: str, note: str = "") -> dict[str, Any] | None:
        nonlocal blocked
        if blocked:
            rows.append({"stage": stage, "key": None, "state": "runs", "where": f"after {blocked}", "note": note})
            done[stage] = None
            return None
        key = key_fn(*[done[i] for i in inputs])
        manifest = store.read_manifest(stage_prefix(stage, key))
        committed = manifest is not None and committed_rule.get(stage, lambda m: True)(manifest)
        if committed:
            result = {"key": key, "digest": manifest.get("digest"), "prefix": stage_prefix(stage, key)}
            rows.append({"stage": stage, "key": key, "state": "reused", "where": manifest.get("uri"), "note": note})
        else:
            result, blocked = None, stage
            rows.append({"stage": stage, "key": key, "state": "runs", "where": store.uri(stage_prefix(stage, key)),
                         "note": note})
        done[stage] = result
        return result

    step("prompts", lambda: D.extract_key(cfg), note="extract + scrub")
    step("conversations", lambda p: D.regenerate_key(cfg, p), "prompts",
         note="source answers, no engine" if cfg.data.answers == "source" else f"engine {cfg.engine.kind}")
    step("tokenized", lambda c: D.tokenize_key(cfg, c), "conversations")
    step("vocab", lambda t: D.vocab_key(cfg, t), "tokenized")
    train_inputs: tuple[str, ...] = ("tokenized", "vocab")
    if cfg.training.mode == "offline":
        step("features", lambda t: M.features_key(cfg, t), "tokenized")
        train_inputs += ("features",)
    pool = f"work pool {cfg.training.work_pool}" if cfg.training.work_pool else "in this process"
    step("train", lambda *a: M.train_key(cfg, *a), *train_inputs, note=f"{cfg.training.mode}, {pool}")
    step("evaluate", lambda tr, c: M.evaluate_key(cfg, tr, c), "train", "conversations")
    if blocked:
        rows.append({"stage": "compare", "key": None, "state": "runs", "where": f"after {blocked}",
                     "note": "the champion decodes the new head's prompts"})
        rows.append({"stage": "register", "key": None, "state": "runs", "where": f"after {blocked}", "note": ""})
        return rows
    reference = M.compare_reference(cfg, done["train"])
    if reference is None:
        comparison: dict[str, Any] | None = {"key": M.compare_key(cfg, done["evaluate"], None)}
        rows.append({"stage": "compare", "key": comparison["key"], "state": "skipped", "where": "",
                     "note": "no other champion, or promotion_rule point"})
    else:
        comparison = step("compare", lambda e: M.compare_key(cfg, e, reference), "evaluate", note=f"vs {reference}")
    lineage = {k: done[k] for k in LINEAGE}
    step("register", lambda tr, e: M.register_key(cfg, tr, e, lineage, comparison), "train", "evaluate",
         note="MLflow run + model version")
    return rows


# The names `eagle-pipeline run` prints for each stage (its tasks'); the plan's rows carry the store's prefixes.
TASK_NAMES = {"prompts": "extract_scrub", "conversations": "regenerate", "tokenized": "tokenize"}


def format_plan(rows: list[dict[str, Any]]) -> str:
    name = {r["stage"]: TASK_NAMES.get(r["stage"], r["stage"]) for r in rows}
    width = max(len(n) for n in name.values())
    lines = [f"{'stage':<{width}}  {'key':<16}  {'state':<7}  output / waits for"]
    for r in rows:
        note = f"  ({r['note']})" if r.get("note") else ""
        where = r["where"]
        if where.startswith("after "):
            where = "after " + TASK_NAMES.get(where[6:], where[6:])
        lines.append(f"{name[r['stage']]:<{width}}  {r['key'] or '-':<16}  {r['state']:<7}  {where}{note}")
    runs = [name[r["stage"]] for r in rows if r["state"] == "runs"]
    lines.append("\nnothing to run: every stage is committed" if not runs else f"\nwould run: {', '.join(runs)}")
    return "\n".join(lines)
