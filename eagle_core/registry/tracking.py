"""Where a pipeline run logs: the tracking store, the target's experiment, and the run itself (created, reused
by a retried flow run, resumed after a crash, or ended as KILLED when its process is gone).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from eagle_core.config import PipelineConfig

TAG_FLOW_RUN_ID = "prefect.flow_run_id"
TAG_FLOW_RUN_URL = "prefect.flow_run_url"
TAG_TARGET = "eagle.target_model"
# Opens the experiment in the UI's "model training" view (curves, models) rather than the GenAI one.
EXPERIMENT_KIND = ("mlflow.experimentKind", "custom_model_development")


# ------------------------------------------------------------------------------------------ names, setup
def target_name(cfg: PipelineConfig) -> str:
    """A short, registry-safe name for the target: `tracking.target_name` or a slug of `target.model`."""
    if cfg.tracking.target_name:
        return cfg.tracking.target_name
    base = cfg.target.model.rstrip("/").split("/")[-1]
    base = re.sub(r"\.gguf$", "", base, flags=re.I)
    slug = re.sub(r"[^a-z0-9._-]+", "-", base.lower()).strip("-.")
    return slug or "target"


def experiment_name(cfg: PipelineConfig) -> str:
    return f"{cfg.tracking.experiment_prefix}-{target_name(cfg)}"


def registered_model_name(cfg: PipelineConfig) -> str:
    return f"{cfg.tracking.registered_model_prefix}-{target_name(cfg)}"


def _sqlite_path(uri: str) -> Path | None:
    if not uri.startswith("sqlite:///"):
        return None
    return Path(uri[len("sqlite:///"):]).expanduser()


def resolve_tracking_uri(uri: str) -> str:
    """Absolute form of a sqlite URI, so every process (trainer worker, UI) opens the same database."""
    path = _sqlite_path(uri)
    if path is None:
        return uri
    return f"sqlite:///{path.resolve()}"


def default_artifact_location(cfg: PipelineConfig) -> str | None:
    """Where new experiments keep artifacts: the configured root, else `mlruns/` next to a sqlite db."""
    if cfg.tracking.artifact_location:
        return cfg.tracking.artifact_location
    path = _sqlite_path(cfg.tracking.uri)
    if path is not None:
        return (path.resolve().parent / "mlruns").as_uri()
    return None  # a tracking server decides (its --default-artifact-root / --artifacts-destination)


def tracking_setup(cfg: PipelineConfig):
    """Point MLflow (fluent API and a returned `MlflowClient`) at the configured store.

    An S3-compatible endpoint from `storage.endpoint_url` (MinIO, moto) is exported as MLFLOW_S3_ENDPOINT_URL
    so clients that write artifacts straight to an `s3://` root reach the same object store as the pipeline.
    """
    import mlflow

    uri = resolve_tracking_uri(cfg.tracking.uri)
    endpoint = cfg.tracking.s3_endpoint_url or cfg.storage.endpoint_url
    if endpoint and not os.environ.get("MLFLOW_S3_ENDPOINT_URL"):
        os.environ["MLFLOW_S3_ENDPOINT_URL"] = endpoint
    path = _sqlite_path(uri)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    mlflow.set_tracking_uri(uri)
    mlflow.set_registry_uri(uri)
    return mlflow.MlflowClient(tracking_uri=uri, registry_uri=uri)


def ensure_experiment(client, cfg: PipelineConfig) -> str:
    name = experiment_name(cfg)
    exp = client.get_experiment_by_name(name)
    if exp is not None:
        if exp.lifecycle_stage == "deleted":
            client.restore_experiment(exp.experiment_id)
        if EXPERIMENT_KIND[0] not in exp.tags:
            client.set_experiment_tag(exp.experiment_id, *EXPERIMENT_KIND)
        return exp.experiment_id
    retire_empty_default_experiment(client)
    try:
        return client.create_experiment(
            name,
            artifact_location=default_artifact_location(cfg),
            tags={TAG_TARGET: cfg.target.model, EXPERIMENT_KIND[0]: EXPERIMENT_KIND[1], "mlflow.note.content": f"EAGLE-3 draft heads for `{cfg.target.model}`."},
        )
    except Exception:  # another process created it between the lookup and the create
        exp = client.get_experiment_by_name(name)
        if exp is None:
            raise
        return exp.experiment_id


def retire_empty_default_experiment(client) -> bool:
    """Soft-delete MLflow's `Default` experiment (id 0, made with every new store) while it holds no run, so the
    experiment list shows only the pipeline's. The store keeps the row, so it is not recreated."""
    from mlflow.entities import ViewType

    try:
        exp = client.get_experiment("0")
        if exp is None or exp.lifecycle_stage != "active" or exp.name != "Default":
            return False
        if client.search_runs(["0"], run_view_type=ViewType.ALL, max_results=1):
            return False
        client.delete_experiment("0")
        return True
    except Exception:  # noqa: BLE001 - cosmetic: a server that refuses keeps its Default
        return False


def start_run(
    cfg: PipelineConfig,
    flow_run_id: str | None = None,
    flow_run_url: str | None = None,
    run_name: str | None = None,
    run_key: str | None = None,
    register_key: str | None = None,
) -> str:
    """Create the pipeline run's MLflow run, or reuse the one a retried flow run already made, or (with
    `run_key`, the training stage's key) resume the one a crashed pipeline run left unfinished; returns its id.
    Runs that crashed processes left RUNNING are ended as KILLED on the way."""
    client = tracking_setup(cfg)
    exp_id = ensure_experiment(client, cfg)
    if flow_run_id:
        found = client.search_runs(
            [exp_id], filter_string=f"tags.`{TAG_FLOW_RUN_ID}` = '{flow_run_id}'", max_results=1,
        )
        if found and (not run_key or found[0].data.tags.get(TAG_RUN_KEY) in (None, run_key)):
            return found[0].info.run_id
    resumed = resume_run(client, exp_id, run_key, flow_run_id, register_key) if run_key else None
    end_stale_runs(client, exp_id, keep=resumed)
    if resumed:
        return resumed
    note = f"EAGLE-3 head for `{cfg.target.model}` (pipeline `{cfg.name}`)."
    if flow_run_url:
        note += f"\n\nPrefect flow run: [{flow_run_id or flow_run_url}]({flow_run_url})"
    tags = {TAG_TARGET: cfg.target.model, "eagle.pipeline": cfg.name, "mlflow.note.content": note}
    if flow_run_id:
        tags[TAG_FLOW_RUN_ID] = flow_run_id
    if flow_run_url:
        tags[TAG_FLOW_RUN_URL] = flow_run_url
    name = run_name or (f"{cfg.name}-{flow_run_id[:8]}" if flow_run_id else None)
    if run_key:
        tags[TAG_RUN_KEY] = run_key
    tags[TAG_OWNER] = _owner()
    run = client.create_run(exp_id, tags=tags, run_name=name)
    return run.info.run_id


# ------------------------------------------------------------------------------------------ run lifecycle
TAG_RUN_KEY = "eagle.run_key"  # the training stage's cache key: the same head is the same pipeline run
TAG_OWNER = "eagle.owner"  # host:pid of the process that last logged into the run


def _owner() -> str:
    import socket

    return f"{socket.gethostname()}:{os.getpid()}"


def _owner_gone(owner: str | None) -> bool:
    """True only when the owner ran on this host and its process no longer exists (other hosts: unknown)."""
    import socket

    host, _, pid = (owner or "").rpartition(":")
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def end_stale_runs(client, experiment_id: str, keep: str | None = None) -> list[str]:
    """Runs left RUNNING by a crashed process of this host (its owner pid is gone) end as KILLED, so the runs
    table never shows a run as live that nothing logs into. Runs owned by other hosts are left alone."""
    ended = []
    for run in client.search_runs([experiment_id], filter_string="attributes.status = 'RUNNING'", max_results=500):
        if run.info.run_id != keep and _owner_gone(run.data.tags.get(TAG_OWNER)):
            client.set_tag(run.info.run_id, "eagle.ended", "KILLED by a later pipeline run: its process was gone")
            client.set_terminated(run.info.run_id, "KILLED")
            ended.append(run.info.run_id)
    return ended


TAG_REGISTER_KEY = "eagle.register_key"  # the register stage (key or output prefix) that logs into the run


def resume_run(client, experiment_id: str, run_key: str, flow_run_id: str | None = None,
               register_key: str | None = None) -> str | None:
    """The unfinished run (RUNNING, KILLED or FAILED) of this run key, newest first, reopened and claimed by this
    process and flow run; else, with `register_key`, the finished run whose register stage of that key crashed
    before committing its manifest. None when there is none (another finished pipeline run is never reopened)."""
    order = ["attributes.start_time DESC"]
    found = client.search_runs([experiment_id], filter_string=f"tags.`{TAG_RUN_KEY}` = '{run_key}' and "
                                                              f"attributes.status != 'FINISHED'",
                               order_by=order, max_results=1)
    if not found and register_key:
        found = client.search_runs([experiment_id], filter_string=f"tags.`{TAG_RUN_KEY}` = '{run_key}' and "
                                                                  f"tags.`{TAG_REGISTER_KEY}` = '{register_key}'",
                                   order_by=order, max_results=1)
    if not found:
        return None
    run = found[0]
    if run.info.status != "RUNNING":
        client.update_run(run.info.run_id, status="RUNNING")
    client.set_tag(run.info.run_id, TAG_OWNER, _owner())
    if flow_run_id and run.data.tags.get(TAG_FLOW_RUN_ID) != flow_run_id:
        earlier = [x for x in run.data.tags.get("eagle.earlier_flow_runs", "").split(",") if x]
        earlier.append(run.data.tags.get(TAG_FLOW_RUN_ID, ""))
        client.set_tag(run.info.run_id, "eagle.earlier_flow_runs", ",".join(x for x in earlier if x)[:5000])
        client.set_tag(run.info.run_id, TAG_FLOW_RUN_ID, flow_run_id)
    return run.info.run_id
