"""Model tasks: offline features, training (in-process or dispatched to a work pool), evaluation, registration."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from prefect import get_run_logger, task
from prefect.artifacts import create_markdown_artifact

from eagle_core.config import PipelineConfig
from eagle_core.train.data import benchmark_holdout_prompts
from tasks.common import (CACHED, HOUR, code_version, flow_run_ui_url, io_retries, network_retries, run_stage, slim,
                          stage_key, stage_prefix, store_of)

TASK_VERSION = 1
# Training keys that change how a run is carried out, not what it computes (warm_start enters resolved; the
# features_* keys through the features digest).
_NOT_IN_TRAIN_KEY = {"work_pool", "progress", "log_every", "device", "warm_start", "checkpoint_every",
                     "keep_checkpoints", "features_dtype", "features_shard_size"}


# ----------------------------------------------------------------------------- features (offline mode)
def features_key(cfg: PipelineConfig, tokenized: dict[str, Any]) -> str:
    t = cfg.training
    extra = {"max_length": t.max_length, "dtype": t.features_dtype, "shard_size": t.features_shard_size,
             "holdout": [t.val_max_examples, benchmark_holdout_prompts(cfg)]}  # validation's holdout features
    return stage_key("features", code_version(TASK_VERSION, "eagle_core.train.features", "FEATURES_VERSION"), cfg, ("target",), {"tokenized": tokenized}, extra)


@task(name="features", cache_key_fn=lambda ctx, p: features_key(p["cfg"], p["tokenized"]),
      timeout_seconds=24 * HOUR, task_run_name="features", **CACHED, **io_retries())
def features_task(cfg: PipelineConfig, tokenized: dict[str, Any]) -> dict[str, Any]:
    from eagle_core.train.features import features_stage

    key = features_key(cfg, tokenized)
    return run_stage("features", key, cfg,
                     lambda store, prefix: features_stage(cfg, store, tokenized["prefix"], prefix))


# ----------------------------------------------------------------------------- train
def warm_start_ref(cfg: PipelineConfig) -> str | None:
    """The warm-start head as a fixed reference (an alias pinned to its version now), so the cache key changes
    when the alias moves."""
    from eagle_core.registry.promotion import pinned_ref

    return pinned_ref(cfg, cfg.training.warm_start)


def local_head(cfg: PipelineConfig, ref: str | None) -> str | None:
    """A local head folder (for the trainer, the compare stage): registered versions are exported once into the
    cache dir, under their tracking store's digest (`name/3` of another store is another head)."""
    if not ref or not ref.startswith("models:/"):
        return ref
    import hashlib
    import os

    from eagle_core.registry.export import export_version
    from eagle_core.registry.tracking import resolve_tracking_uri

    cache = Path(cfg.storage.cache_dir or os.environ.get("EAGLE_CACHE_DIR", "~/.cache/eagle-pipeline")).expanduser()
    store = hashlib.sha256(resolve_tracking_uri(cfg.tracking.uri).encode()).hexdigest()[:12]
    dest = cache / "heads" / f"{store}-{ref[len('models:/'):].replace('/', '-')}"
    if not (dest / "model.safetensors").is_file():
        export_version(ref, dest, cfg.tracking.uri)
    return str(dest)


def train_key(cfg: PipelineConfig, tokenized: dict[str, Any], vocab: dict[str, Any],
              features: dict[str, Any] | None = None) -> str:
    training = {k: v for k, v in cfg.training.model_dump(mode="json").items() if k not in _NOT_IN_TRAIN_KEY}
    return stage_key("train", code_version(TASK_VERSION, "eagle_core.train.trainer"), cfg, ("draft", "target"),
                     {"tokenized": tokenized, "vocab": vocab, "features": features},
                     {"training": training, "warm_start": warm_start_ref(cfg),
                      # the held-out validation that picks the exported head: which conversations, what chain
                      "validation": [benchmark_holdout_prompts(cfg), cfg.evaluation.num_steps]})


TRAIN_EXTRAS = ("steps", "exported_step", "stopped_early", "head_uri", "mode", "world_size", "tokens_per_s",
                "draft_params")


def _train_summary(res: dict[str, Any], manifest: dict[str, Any] | None) -> dict[str, Any]:
    final = (manifest or {}).get("final") or {}
    res.update({k: final[k] for k in ("loss", "acc_0") if isinstance(final.get(k), (int, float))})
    return res


def live_training_logger(cfg: PipelineConfig, run_key: str | None = None) -> list[Any]:
    """Stream the training curves into this flow run's MLflow run while training goes, so a reviewer can watch
    them; register later finds the same run by its flow-run tag. Best effort: without a tracking server the
    curves are replayed from metrics.jsonl at registration instead."""
    from prefect.runtime import flow_run

    if not flow_run.id:
        return []
    try:
        from eagle_core.registry.metrics import MlflowStepLogger
        from eagle_core.registry.tracking import start_run

        run_id = start_run(cfg, str(flow_run.id), flow_run_ui_url(), run_key=run_key)
    except Exception as e:  # noqa: BLE001 - tracking must never fail a training run
        get_run_logger().warning("train: MLflow not reachable (%s); curves will be logged at registration", e)
        return []
    get_run_logger().info("train: streaming metrics to MLflow run %s", run_id)
    return [MlflowStepLogger(run_id, cfg.tracking.uri, every=cfg.tracking.log_every_steps)]


@task(name="train", cache_key_fn=lambda ctx, p: train_key(p["cfg"], p["tokenized"], p["vocab"], p.get("features")),
      timeout_seconds=7 * 24 * HOUR, task_run_name="train", **CACHED, **io_retries())
def train_task(cfg: PipelineConfig, tokenized: dict[str, Any], vocab: dict[str, Any],
               features: dict[str, Any] | None = None) -> dict[str, Any]:
    """Train in this process. A retry resumes from the prefix's LATEST checkpoint (same key = same run)."""
    from eagle_core.train.trainer import train_stage

    key = train_key(cfg, tokenized, vocab, features)
    ref = warm_start_ref(cfg)

    def body(store, prefix):
        run_cfg = cfg.model_copy(deep=True)
        run_cfg.training.warm_start = local_head(cfg, ref)
        return train_stage(run_cfg, store, tokenized["prefix"], vocab["prefix"], prefix,
                           features_prefix=features["prefix"] if features else None,
                           callbacks=live_training_logger(cfg, key), resume=True)

    res = run_stage("train", key, cfg, body, extras=TRAIN_EXTRAS)
    return _train_summary(res, store_of(cfg).read_manifest(res["prefix"]))


def train_deployment_name(pool: str) -> str:
    return f"train_head/{pool}"


@task(name="train_remote", cache_key_fn=lambda ctx, p: train_key(p["cfg"], p["tokenized"], p["vocab"], p.get("features")),
      timeout_seconds=7 * 24 * HOUR, task_run_name="train@{cfg.training.work_pool}", **CACHED, **network_retries())
def train_remote_task(cfg: PipelineConfig, tokenized: dict[str, Any], vocab: dict[str, Any],
                      features: dict[str, Any] | None = None) -> dict[str, Any]:
    """Run the `train_head/<work_pool>` deployment and wait; the head comes back through the store.

    The remote flow computes the same key, so it writes where this task then reads (and a retry, here or there,
    resumes the same checkpoints)."""
    from prefect.deployments import run_deployment

    log = get_run_logger()
    key = train_key(cfg, tokenized, vocab, features)
    store, prefix = store_of(cfg), stage_prefix("train", key)
    if (m := store.read_manifest(prefix)) is not None:
        log.info("train: output already committed at %s, reusing it", m["uri"])
        return _train_summary(slim(m, "train", key, TRAIN_EXTRAS, seconds=0.0, reused=True), m)
    if store.uri("").startswith("/"):
        log.warning("artifact store %s is a local folder: the %s worker must share this filesystem",
                    store.root, cfg.training.work_pool)
    name = train_deployment_name(cfg.training.work_pool)
    t0 = time.perf_counter()
    run = run_deployment(name, parameters={"cfg": cfg.model_dump(mode="json"), "tokenized": tokenized,
                                           "vocab": vocab, "features": features},
                         timeout=None, poll_interval=2, as_subflow=True)
    if not run.state or not run.state.is_completed():
        raise RuntimeError(f"{name} flow run {run.id} ended {run.state.name if run.state else 'without a state'}")
    m = store.read_manifest(prefix)
    if m is None:
        raise RuntimeError(f"{name} flow run {run.id} completed but {store.uri(prefix)} has no manifest")
    log.info("train: remote run %s wrote %s", run.id, m["uri"])
    return _train_summary(slim(m, "train", key, TRAIN_EXTRAS, seconds=round(time.perf_counter() - t0, 3),
                               reused=False, flow_run_id=str(run.id)), m)


# ----------------------------------------------------------------------------- evaluate
def evaluate_key(cfg: PipelineConfig, train: dict[str, Any], conversations: dict[str, Any] | None) -> str:
    return stage_key("evaluate", code_version(TASK_VERSION, "eagle_core.evaluate.report"), cfg, ("evaluation", "target"),
                     {"train": train, "conversations": conversations})


@task(name="evaluate", cache_key_fn=lambda ctx, p: evaluate_key(p["cfg"], p["train"], p.get("conversations")),
      timeout_seconds=12 * HOUR, task_run_name="evaluate", **CACHED, **io_retries())
def evaluate_task(cfg: PipelineConfig, train: dict[str, Any], conversations: dict[str, Any] | None) -> dict[str, Any]:
    """Acceptance length per benchmark; the report also becomes a Prefect artifact."""
    from eagle_core.evaluate.report import evaluate_stage

    key = evaluate_key(cfg, train, conversations)
    res = run_stage("evaluate", key, cfg,
                    lambda store, prefix: evaluate_stage(cfg, store, f"{train['prefix']}/head",
                                                         conversations["prefix"] if conversations else None,
                                                         prefix, train_prefix=train["prefix"]),
                    extras=("tau",))
    store = store_of(cfg)
    res["report_uri"] = store.uri(f"{res['prefix']}/report.md")
    if store.exists(f"{res['prefix']}/report.md"):
        md = store.read_text(f"{res['prefix']}/report.md")
        create_markdown_artifact(key="eval-report", markdown=md + f"\n\nFull report and plots: `{res['uri']}`\n",
                                 description=f"EAGLE-3 head evaluation, tau {res.get('tau')}")
    return res


# ----------------------------------------------------------------------------- compare (the promotion gate's evidence)
def compare_reference(cfg: PipelineConfig, train: dict[str, Any]) -> str | None:
    """The champion the compare stage pairs this trained head with (`models:/name/N`), part of its cache key; None
    when there is nothing to compare with."""
    from eagle_core.registry.promotion import champion_to_compare

    return champion_to_compare(cfg, train.get("digest"))


def compare_key(cfg: PipelineConfig, evaluation: dict[str, Any], reference: str | None) -> str:
    return stage_key("compare", code_version(TASK_VERSION, "eagle_core.evaluate.compare"), cfg,
                     ("evaluation", "target"), {"evaluate": evaluation},
                     {"reference": reference,
                      "gate": [cfg.tracking.promotion_metric, cfg.tracking.promotion_benchmark]})


@task(name="compare", timeout_seconds=12 * HOUR, task_run_name="compare", **CACHED, **io_retries(),
      cache_key_fn=lambda ctx, p: compare_key(p["cfg"], p["evaluation"], compare_reference(p["cfg"], p["train"])))
def compare_task(cfg: PipelineConfig, train: dict[str, Any], evaluation: dict[str, Any]) -> dict[str, Any]:
    """The champion decodes the new head's evaluation prompts; register promotes on the paired difference."""
    reference = compare_reference(cfg, train)
    key = compare_key(cfg, evaluation, reference)
    if reference is None:
        why = ("promotion_rule point" if cfg.tracking.promotion_rule != "paired"
               else "no other champion to compare with")
        get_run_logger().info("compare: skipped (%s)", why)
        return {"stage": "compare", "key": key, "prefix": None, "uri": None, "digest": None, "rows": 0,
                "reference": None, "skipped": why}
    from eagle_core.evaluate.compare import compare_stage

    res = run_stage("compare", key, cfg,
                    lambda store, prefix: compare_stage(cfg, store, evaluation["prefix"], local_head(cfg, reference),
                                                        reference, prefix),
                    extras=("reference", "diff", "diff_lo", "diff_hi", "head_tau", "reference_tau"))
    line = (f"{cfg.tracking.promotion_metric}: new head {res['head_tau']:.3f} vs {reference} "
            f"{res['reference_tau']:.3f}, paired difference {res['diff']:+.3f} "
            f"[{res['diff_lo']:+.3f}, {res['diff_hi']:+.3f}] on {res['rows']} prompts (95%)")
    get_run_logger().info("compare: %s", line)
    create_markdown_artifact(key="champion-comparison", description=line,
                             markdown=f"**Against the champion, on the evaluation's prompts.** {line}. The champion "
                                      f"moves only if the whole interval lies above tracking.promotion_margin "
                                      f"({cfg.tracking.promotion_margin}).\n\nDetails: `{res['uri']}/paired.json`\n")
    return res


# ----------------------------------------------------------------------------- register
def register_key(cfg: PipelineConfig, train: dict[str, Any], evaluation: dict[str, Any] | None,
                 lineage: dict[str, dict[str, Any]], comparison: dict[str, Any] | None = None) -> str:
    return stage_key("register", code_version(TASK_VERSION), cfg, ("tracking", "target"),
                     {"train": train, "evaluate": evaluation, "lineage": lineage,
                      "compare": (comparison or {}).get("key")})


def version_exists(cfg: PipelineConfig, m: dict[str, Any]) -> bool:
    """A register output counts as done only while its model version is in the tracking store."""
    from eagle_core.registry.tracking import tracking_setup

    try:
        tracking_setup(cfg).get_model_version(m["model_name"], m["version"])
        return True
    except Exception:  # a different / wiped tracking store: register again
        return False


@task(name="register",
      cache_key_fn=lambda ctx, p: register_key(p["cfg"], p["train"], p.get("evaluation"), p["lineage"],
                                               p.get("comparison")),
      timeout_seconds=2 * HOUR, task_run_name="register", **CACHED, **network_retries())
def register_task(cfg: PipelineConfig, train: dict[str, Any], evaluation: dict[str, Any] | None,
                  lineage: dict[str, dict[str, Any]], comparison: dict[str, Any] | None = None) -> dict[str, Any]:
    """Log the run to MLflow, register the head, move `champion` only if it beats the champion by the margin."""
    from prefect.runtime import flow_run

    from eagle_core.registry.stage import commit_registration, register_stage

    key = register_key(cfg, train, evaluation, lineage, comparison)

    def body(store, prefix):
        reg = register_stage(cfg, store, train["prefix"], evaluation["prefix"] if evaluation else None,
                             {name: r["prefix"] for name, r in lineage.items()},
                             flow_run_id=str(flow_run.id) if flow_run.id else None,
                             flow_run_url=flow_run_ui_url(),
                             compare_prefix=(comparison or {}).get("prefix"), run_key=train.get("key"),
                             register_key=key)
        return commit_registration(store, prefix, reg)

    return run_stage("register", key, cfg, body, committed=lambda m: version_exists(cfg, m),
                     extras=("run_id", "run_url", "model_name", "version", "model_uri", "promoted", "tau",
                             "promotion", "version_url", "experiment_url"))
