"""The MLflow UI: links into its model-training view, and the `mlflow server` command `eagle-pipeline ui` starts."""

from __future__ import annotations

import sys

from eagle_core.config import PipelineConfig
from eagle_core.registry.promotion import CHALLENGER, CHAMPION, alias_version
from eagle_core.registry.tracking import (default_artifact_location, experiment_name, registered_model_name,
                                          resolve_tracking_uri, tracking_setup)

UI_DEFAULT = "http://127.0.0.1:5000"  # where `eagle-pipeline ui` serves a local store by default
# MLflow 3.17's UI opens an experiment in the view of a global "GenAI / Model training" toggle (localStorage
# `mlflow.workflowType_v1`, default GenAI), ignoring the experiment's `mlflow.experimentKind` tag; this query
# parameter picks "Model training" for the page it opens, so the links the project prints land on the runs.
ML_VIEW = "workflowType=machine_learning"


def ui_base(cfg: PipelineConfig) -> str | None:
    """The MLflow UI's address: `tracking.ui_url`, else the tracking server; None for a local store."""
    uri = cfg.tracking.ui_url or (cfg.tracking.uri if cfg.tracking.uri.startswith("http") else None)
    return uri.rstrip("/") if uri else None


def ui_url(cfg: PipelineConfig, route: str) -> str:
    """An absolute UI link (a local store: where `eagle-pipeline ui` serves it) in the model-training view."""
    return f"{ui_base(cfg) or UI_DEFAULT}/#{route}?{ML_VIEW}"


def ui_link(cfg: PipelineConfig, route: str, text: str) -> str:
    """A markdown link for descriptions: absolute when the UI's address is known, else relative to the page
    (`#/...`), which the UI resolves on whatever host serves it."""
    base = ui_base(cfg)
    return f"[{text}]({base}/#{route}?{ML_VIEW})" if base else f"[{text}](#{route}?{ML_VIEW})"


def run_url(cfg: PipelineConfig, experiment_id: str, run_id: str) -> str:
    """Link to the run page in the MLflow UI."""
    return ui_url(cfg, f"/experiments/{experiment_id}/runs/{run_id}")


def experiment_url(cfg: PipelineConfig, experiment_id: str) -> str:
    """The experiment's runs table (not the GenAI overview)."""
    return ui_url(cfg, f"/experiments/{experiment_id}/runs")


def version_url(cfg: PipelineConfig, name: str, version: str | int) -> str:
    return ui_url(cfg, f"/models/{name}/versions/{version}")


def ui_command(cfg: PipelineConfig, host: str, port: int) -> list[str]:
    """`mlflow server` over the configured backend store, artifacts where the pipeline writes them."""
    uri = resolve_tracking_uri(cfg.tracking.uri)
    cmd = [sys.executable, "-m", "mlflow", "server", "--backend-store-uri", uri, "--host", host, "--port", str(port),
           "--workers", "1"]
    root = default_artifact_location(cfg)
    if root:
        cmd += ["--default-artifact-root", root, "--no-serve-artifacts"]
    return cmd


def ui_links(cfg: PipelineConfig, base: str) -> list[str]:
    """The pages a reviewer opens, in the UI's model-training view: the experiment's runs, the champion version
    and the newest run. Empty when the store holds nothing yet."""
    out = []
    try:
        client = tracking_setup(cfg)
        exp = client.get_experiment_by_name(experiment_name(cfg))
        if exp is None:
            return []
        out.append(f"  runs: {base}/#/experiments/{exp.experiment_id}/runs?{ML_VIEW}")
        name = registered_model_name(cfg)
        for alias in (CHAMPION, CHALLENGER):
            mv = alias_version(client, name, alias)
            if mv is not None:
                out.append(f"  {alias}: {base}/#/models/{name}/versions/{mv.version}?{ML_VIEW}")
        runs = client.search_runs([exp.experiment_id], order_by=["attributes.start_time DESC"], max_results=1)
        if runs:
            out.append(f"  last run: {base}/#/experiments/{exp.experiment_id}/runs/{runs[0].info.run_id}?{ML_VIEW}")
    except Exception:  # noqa: BLE001 - the links are a convenience; the UI still starts
        pass
    return out
