"""The register stage: everything a pipeline run logs, the registered version and the promotion decision."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from eagle_core.config import PipelineConfig
from eagle_core.faults import kill_point
from eagle_core.registry.lineage import log_lineage, pii_counts
from eagle_core.registry.metrics import MlflowStepLogger, log_eval, log_metrics, replay_metrics_jsonl
from eagle_core.registry.models import register_head_once
from eagle_core.registry.params import log_config
from eagle_core.registry.promotion import TAG_TAU, headline_tau, promote_if_better
from eagle_core.registry.review_log import log_review, read_report_dir
from eagle_core.registry.tracking import (TAG_FLOW_RUN_ID, TAG_REGISTER_KEY, registered_model_name, start_run,
                                          tracking_setup)
from eagle_core.registry.ui import experiment_url, run_url, version_url
from eagle_core.review import provenance_tags, rounded


def register_stage(
    cfg: PipelineConfig,
    store,
    train_prefix: str,
    eval_prefix: str | None,
    lineage_prefixes: dict[str, str] | None = None,
    flow_run_id: str | None = None,
    flow_run_url: str | None = None,
    run_id: str | None = None,
    compare_prefix: str | None = None,
    run_key: str | None = None,
    register_key: str | None = None,
) -> dict[str, Any]:
    """Everything a pipeline run logs, in one call: config, lineage, training curves (the steps of
    metrics.jsonl that a live `MlflowStepLogger` did not already log), evaluation, the paired comparison
    with the champion, the registered version and the promotion decision. Returns ids a flow can link to."""
    client = tracking_setup(cfg)
    run_id = run_id or start_run(cfg, flow_run_id, flow_run_url, run_key=run_key, register_key=register_key)
    if register_key:  # a rerun after a crash between finishing the run and committing finds it by this
        client.set_tag(run_id, TAG_REGISTER_KEY, register_key)
    run = client.get_run(run_id)
    log_config(run_id, cfg, client)

    stages: dict[str, tuple[str, dict[str, Any]]] = {}  # name -> (prefix, manifest): provenance and statistics
    piis: dict[str, dict[str, Any]] = {}
    for name, prefix in (lineage_prefixes or {}).items():
        manifest = store.read_manifest(prefix)
        if manifest is None:
            raise FileNotFoundError(f"lineage {name!r}: no manifest under {store.uri(prefix)} (stage not committed)")
        pii_key = f"{store.key_of(prefix)}/pii_report.json"
        pii = store.read_json(pii_key) if store.exists(pii_key) else None
        stages[name] = (store.key_of(prefix), manifest)
        if pii is not None:
            piis[name] = pii
        log_lineage(run_id, name, manifest, pii, client=client)
        if pii is not None:
            # Counts only: example snippets stay in the store beside the scrubbed shards, never in MLflow.
            client.log_dict(run_id, pii_counts(pii), f"pii/{name}_pii_report.json")

    train_manifest = store.read_manifest(train_prefix)
    if train_manifest is None:
        raise FileNotFoundError(f"no training manifest under {store.uri(train_prefix)} (training not committed)")
    stages["train"] = (store.key_of(train_prefix), train_manifest)
    log_lineage(run_id, "train", train_manifest, context="model", client=client)
    metrics_key = f"{store.key_of(train_prefix)}/metrics.jsonl"
    if store.exists(metrics_key):  # only the (metric, step) pairs the run lacks: every step once
        replay_metrics_jsonl(store.iter_lines(metrics_key),
                             MlflowStepLogger(run_id, cfg.tracking.uri, every=cfg.tracking.log_every_steps,
                                              system_metrics=False))

    with tempfile.TemporaryDirectory(prefix="eagle-register-") as tmp:
        head_dir = store.download_dir(f"{store.key_of(train_prefix)}/head", Path(tmp) / "head")
        scalars: dict[str, float] = {}
        eval_uri = None
        report: tuple[dict[str, Any], str, dict[str, bytes]] | None = None
        if eval_prefix:
            eval_manifest = store.read_manifest(eval_prefix)
            if eval_manifest is None:
                raise FileNotFoundError(f"no evaluation manifest under {store.uri(eval_prefix)}")
            eval_uri = eval_manifest.get("uri")
            report_dir = store.download_dir(eval_prefix, Path(tmp) / "eval")
            (report_dir / "manifest.json").unlink(missing_ok=True)
            scalars = log_eval(run_id, eval_manifest, report_dir, client=client)
            stages["evaluate"] = (store.key_of(eval_prefix), eval_manifest)
            report = read_report_dir(report_dir)
        if compare_prefix and store.read_manifest(compare_prefix) is not None:
            stages["compare"] = (store.key_of(compare_prefix), store.read_manifest(compare_prefix))
        provenance = provenance_tags(stages)
        _set_tags(client, run_id, provenance)
        tau = headline_tau(scalars, cfg)
        tags = {TAG_TAU: tau, "train_uri": train_manifest.get("uri"), "train_digest": train_manifest.get("digest"),
                "train_step": train_manifest.get("exported_step"),  # the step whose weights this version holds
                "eval_uri": eval_uri, TAG_FLOW_RUN_ID: flow_run_id,
                **{k: v for k, v in provenance.items() if k.startswith("eagle.")}}
        if report is not None:  # what to serve the head with, as the serving benchmark measured it
            from eagle_core.evaluate.recipe import recipe_tags

            tags.update(recipe_tags(report[0].get("serving") or {}))
        mv = register_head_once(cfg, run_id, head_dir, tags, client=client)

    paired = None
    if compare_prefix:
        if store.read_manifest(compare_prefix) is None:
            raise FileNotFoundError(f"no comparison manifest under {store.uri(compare_prefix)}")
        paired = store.read_json(f"{store.key_of(compare_prefix)}/paired.json")
        client.log_dict(run_id, paired, "compare/paired.json")
        log_metrics(client, run_id, {f"promotion/{k}": rounded(paired[k]) for k in
                                      ("diff", "diff_lo", "diff_hi", "head_tau", "reference_tau")}, step=0)
        client.set_tag(run_id, "eagle.compared_with", paired["reference"])
    name = registered_model_name(cfg)
    rule = cfg.tracking.promotion_rule
    promoted = promote_if_better(client, name, mv.version, tau, cfg.tracking.promotion_margin,
                                 paired if rule == "paired" else None)
    client.set_tag(run_id, "eagle.model_version", f"{name}/{mv.version}")
    client.set_tag(run_id, "eagle.promoted", str(promoted).lower())
    log_review(client, cfg, run, name, str(mv.version), stages, piis, report, paired, flow_run_url, provenance)
    client.set_terminated(run_id, "FINISHED")
    aliases = client.get_model_version(name, mv.version).aliases
    return {
        "run_id": run_id,
        "experiment_id": run.info.experiment_id,
        "run_url": run_url(cfg, run.info.experiment_id, run_id),
        "version_url": version_url(cfg, name, mv.version),
        "experiment_url": experiment_url(cfg, run.info.experiment_id),
        "model_name": name,
        "version": str(mv.version),
        "model_uri": f"models:/{name}/{mv.version}",
        "aliases": sorted(aliases),
        "promoted": promoted,
        "tau": tau,
        "promotion": client.get_model_version(name, mv.version).tags.get("promotion"),
    }


def commit_registration(store, prefix: str, reg: dict[str, Any]) -> dict[str, Any]:
    """The register stage's output: registration.json, then the manifest (written last: it marks the commit)."""
    kill_point("register:after_alias")  # the version and its aliases exist, the manifest does not yet
    store.write_json(f"{prefix}/registration.json", reg)  # run ids and URLs: volatile
    store.write_json(f"{prefix}/version.json", {k: reg.get(k) for k in ("model_name", "version", "model_uri")})
    store.write_manifest(prefix, stage="register", rows=1, volatile_files=("registration.json",), **reg)
    return store.read_manifest(prefix)


def _set_tags(client, run_id: str, tags: dict[str, str]) -> None:
    from mlflow.entities import RunTag

    client.log_batch(run_id, tags=[RunTag(k, str(v)) for k, v in tags.items()])
