"""The reviewer's page: what a version's description, its run and its HTML report show, from the stage outputs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from eagle_core.config import PipelineConfig
from eagle_core.registry.metrics import finite_number, log_metrics, train_params
from eagle_core.registry.params import log_params
from eagle_core.registry.ui import ui_link
from eagle_core.review import (comparison_table, data_statistics, model_description, promotion_rule_text,
                               reference_label, report_html, review_page, rounded, statistics_metrics_and_params)


def read_report_dir(report_dir: str | Path) -> tuple[dict[str, Any], str, dict[str, bytes]] | None:
    """(metrics.json, report.md, the PNGs) of an evaluation folder, kept for the version's report and page."""
    d = Path(report_dir)
    if not (d / "metrics.json").is_file():
        return None
    md = (d / "report.md").read_text() if (d / "report.md").is_file() else ""
    return json.loads((d / "metrics.json").read_text()), md, {p.name: p.read_bytes() for p in sorted(d.glob("*.png"))}


_NOTE_SEP = "\n---\n\n"  # the run description: the review page first (the collapsed preview), then start_run's note


def log_review(client, cfg: PipelineConfig, run, name: str, version: str,
               stages: dict[str, tuple[str, dict[str, Any]]], piis: dict[str, dict[str, Any]],
               report: tuple[dict[str, Any], str, dict[str, bytes]] | None, paired: dict[str, Any] | None,
               flow_run_url: str | None, provenance: dict[str, str]) -> str:
    """The reviewer's page: data statistics and stage seconds on the run, the one-page markdown as the version's
    and the run's description, the HTML report (plots embedded, titled `name vN`, champion table), the registered
    model's description with the real promotion rule. Returns the page."""
    from eagle_core.evaluate.report_markdown import render_report

    run_id, exp_id = run.info.run_id, run.info.experiment_id
    stats = data_statistics({k: m for k, (_, m) in stages.items()}, piis if piis else None)
    metrics, params = statistics_metrics_and_params(stats)
    train = stages.get("train", ("", {}))[1]
    params.update(train_params(train))
    if finite_number(train.get("tokens_per_s")):
        metrics["train/summary/tokens_per_s"] = rounded(train["tokens_per_s"])
    log_metrics(client, run_id, metrics)
    log_params(client, run_id, params)
    client.log_dict(run_id, stats, "review/data_statistics.json")

    mv = client.get_model_version(name, version)
    title = f"{name} v{version}"
    report_link = None
    if report is not None:
        metrics_json, stored_md, images = report
        try:
            md = render_report(metrics_json, list(images), title=title)
        except (KeyError, TypeError):  # a metrics.json of an older layout: its own report, retitled
            md = re.sub(r"\A# [^\n]*", f"# EAGLE-3 head evaluation: {title}", stored_md)
        champion = reference_label(paired)
        comparison = None
        if paired:
            comparison = "\n".join([f"## Against champion {champion} (paired: same prompts, same settings)", "",
                                     *comparison_table(paired, champion), "",
                                     f"Decision: {mv.tags.get('promotion', '-')}"])
        client.log_text(run_id, md, "eval/report.md")
        client.log_text(run_id, report_html(title, md, images, comparison), "eval/report.html")
        report_link = ui_link(cfg, f"/experiments/{exp_id}/runs/{run_id}/artifacts/eval/report.html", "eval/report.html")
    rule = promotion_rule_text(cfg.tracking.promotion_rule, cfg.tracking.promotion_metric,
                               cfg.tracking.promotion_margin)
    aliases = sorted(mv.aliases)
    links = {"MLflow run": ui_link(cfg, f"/experiments/{exp_id}/runs/{run_id}", run.info.run_name or run_id),
             "report (plots, settings)": report_link,
             "model version": ui_link(cfg, f"/models/{name}/versions/{version}", title),
             "Prefect flow run": f"[{flow_run_url.rstrip('/').split('/')[-1]}]({flow_run_url})" if flow_run_url else None}
    page = review_page(title=f"{title} ({', '.join(aliases) or 'no alias'})",
                       report=report[0] if report else None, stats=stats, decision=mv.tags.get("promotion"),
                       rule=rule, paired=paired, links=links, provenance=provenance)
    client.update_model_version(name, version, description=page)
    note = client.get_run(run_id).data.tags.get("mlflow.note.content", "")
    original = note.split(_NOTE_SEP, 1)[1] if _NOTE_SEP in note else note  # a retried task replaces its page
    client.set_tag(run_id, "mlflow.note.content", f"{page}{_NOTE_SEP}{original}")
    client.update_registered_model(name, description=model_description(
        cfg.target.model, name, cfg.tracking.promotion_rule, cfg.tracking.promotion_metric,
        cfg.tracking.promotion_margin))
    return page
