"""MLflow tracking and model registry: what a reviewer opens to judge a head, and where deployment fetches it.

One experiment per target model (`<experiment_prefix>-<target>`), one run per pipeline run (tagged with the
Prefect flow run that made it), one registered model per target (`<registered_model_prefix>-<target>`).
A registered version is a pyfunc model (models-from-code, no pickles) whose `artifacts/head/` folder is the
exported SGLang head, so `export_version` can hand SGLang a plain folder (config.json + model.safetensors).
Aliases: `challenger` = newest version, `champion` = the one to serve, moved only by `promote_if_better`
(`tracking.promotion_rule`: the paired interval against the champion, or the point tau).

Nothing here writes raw prompt text: params are the redacted config, datasets are metadata (URI, digest,
counts), the PII report comes from the store where only counts live.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any, Iterable

import yaml
from mlflow.pyfunc import PythonModel
from pydantic import BaseModel

from eagle_core.config import PipelineConfig
from eagle_core.config_redaction import redacted_config, secret_paths  # noqa: F401 - secret_paths: the registry's API
from eagle_core.faults import kill_point
from eagle_core.review import (comparison_table, data_statistics, model_description, promotion_rule_text,
                               provenance_tags, reference_label, report_html, review_page, rounded,
                               statistics_metrics_and_params)

HEAD_ARTIFACT = "head"  # key in the pyfunc artifacts: the model folder holds the head at artifacts/head/
LOGGED_MODEL_NAME = "eagle3_head"
CHAMPION, CHALLENGER = "champion", "challenger"
TAG_FLOW_RUN_ID = "prefect.flow_run_id"
TAG_FLOW_RUN_URL = "prefect.flow_run_url"
TAG_TARGET = "eagle.target_model"
TAG_TAU = "tau"
TAG_DRAFT_VOCAB = "draft_vocab_size"
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


def _link(cfg: PipelineConfig, route: str, text: str) -> str:
    """A markdown link for descriptions: absolute when the UI's address is known, else relative to the page
    (`#/...`), which the UI resolves on whatever host serves it."""
    base = ui_base(cfg)
    return f"[{text}]({base}/#{route}?{ML_VIEW})" if base else f"[{text}](#{route}?{ML_VIEW})"


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


def run_url(cfg: PipelineConfig, experiment_id: str, run_id: str) -> str:
    """Link to the run page in the MLflow UI."""
    return ui_url(cfg, f"/experiments/{experiment_id}/runs/{run_id}")


def experiment_url(cfg: PipelineConfig, experiment_id: str) -> str:
    """The experiment's runs table (not the GenAI overview)."""
    return ui_url(cfg, f"/experiments/{experiment_id}/runs")


def version_url(cfg: PipelineConfig, name: str, version: str | int) -> str:
    return ui_url(cfg, f"/models/{name}/versions/{version}")


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


# ------------------------------------------------------------------------------------------ config
def flatten(node: Any, prefix: str = "") -> dict[str, Any]:
    """`{"a": {"b": [x, {"c": 1}]}}` -> `{"a.b.0": x, "a.b.1.c": 1}`; scalar lists stay one JSON value."""
    out: dict[str, Any] = {}
    if isinstance(node, dict):
        for k, v in node.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else str(k)))
    elif isinstance(node, list) and any(isinstance(v, (dict, list)) for v in node):
        for i, v in enumerate(node):
            out.update(flatten(v, f"{prefix}.{i}" if prefix else str(i)))
    else:
        out[prefix] = node
    return out


def config_params(cfg: PipelineConfig) -> dict[str, str]:
    """MLflow params: flattened redacted config, values as strings (lists as JSON, None as 'None')."""
    return {k: _param_str(v) for k, v in flatten(redacted_config(cfg)).items()}


def _param_str(v: Any) -> str:
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return (json.dumps(v) if isinstance(v, list) else str(v))[:6000]


def _log_params(client, run_id: str, params: dict[str, str]) -> None:
    """Params are immutable in MLflow: skip ones a retried task already logged."""
    from mlflow.entities import Param

    existing = client.get_run(run_id).data.params
    todo = [Param(k, v) for k, v in sorted(params.items()) if k not in existing]
    for i in range(0, len(todo), 100):
        client.log_batch(run_id, params=todo[i:i + 100])


def log_config(run_id: str, cfg: PipelineConfig, client=None) -> None:
    """Params = flattened config (searchable, comparable in the UI) + the redacted YAML as an artifact."""
    client = client or tracking_setup(cfg)
    _log_params(client, run_id, config_params(cfg))
    client.log_text(run_id, yaml.safe_dump(redacted_config(cfg), sort_keys=False), "config/pipeline.yaml")


# ------------------------------------------------------------------------------------------ lineage
def _numeric_leaves(node: Any, prefix: str = "") -> dict[str, float]:
    return {k: float(v) for k, v in flatten(node, prefix).items()
            if isinstance(v, (int, float)) and not isinstance(v, bool)}


def pii_counts(report: dict[str, Any]) -> dict[str, Any]:
    """A PII report without text: counts, entity tallies and settings; no examples, no invalid-record list."""
    return {k: v for k, v in report.items() if k not in ("examples", "invalid", "bad")}


def lineage_dataset(name: str, manifest: dict[str, Any], pii_report: dict[str, Any] | None = None):
    """An MLflow dataset describing a stage output by URI, digest and counts (no rows are copied)."""
    from mlflow.data.dataset_source_registry import resolve_dataset_source
    from mlflow.data.meta_dataset import MetaDataset

    profile: dict[str, Any] = {"num_rows": manifest.get("rows"), "num_files": len(manifest.get("files", {}))}
    if manifest.get("stage"):
        profile["stage"] = manifest["stage"]
    if pii_report:
        profile["pii"] = _numeric_leaves(pii_report)

    class _StageDataset(MetaDataset):
        @property
        def profile(self) -> Any:
            return profile

        def to_dict(self) -> dict[str, str]:
            return {**super().to_dict(), "profile": json.dumps(profile)}

    with warnings.catch_warnings():  # MLflow registers the local source twice and warns about the tie
        warnings.simplefilter("ignore")
        source = resolve_dataset_source(manifest["uri"])
    digest = str(manifest.get("digest") or "")[:36] or None
    return _StageDataset(source, name=name, digest=digest)


def log_lineage(
    run_id: str,
    name: str,
    manifest: dict[str, Any],
    pii_report: dict[str, Any] | None = None,
    context: str = "training",
    client=None,
) -> None:
    """Record one stage output as a run input: URI, digest, row counts, PII counts."""
    import mlflow
    from mlflow.entities import DatasetInput, InputTag

    if "uri" not in manifest:
        raise ValueError(f"lineage {name!r}: manifest has no 'uri' field (is it a stage manifest?)")
    client = client or mlflow.MlflowClient()
    ds = lineage_dataset(name, manifest, pii_report)
    client.log_inputs(run_id, datasets=[DatasetInput(ds._to_mlflow_entity(), tags=[
        InputTag("mlflow.data.context", context),
        InputTag("eagle.stage", str(manifest.get("stage", name))),
        InputTag("eagle.digest", str(manifest.get("digest", ""))),
    ])])
    # Counts also as params, so the runs table can show and compare them across runs.
    rows = manifest.get("rows")
    counts = _numeric_leaves(rows, f"lineage.{name}.rows") if isinstance(rows, dict) else (
        {f"lineage.{name}.rows": rows} if _finite_number(rows) else {})
    if pii_report:
        counts.update(_numeric_leaves(pii_report, f"lineage.{name}.pii"))
    counts[f"lineage.{name}.digest"] = manifest.get("digest")
    _log_params(client, run_id, {k: _param_str(v) for k, v in counts.items() if v is not None})


# ------------------------------------------------------------------------------------------ metrics
def _finite_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(float(v))


def _log_metrics(client, run_id: str, metrics: dict[str, float], step: int = 0, model_id: str | None = None) -> None:
    from mlflow.entities import Metric

    ts = int(time.time() * 1000)
    batch = [Metric(k, float(v), ts, step, model_id=model_id) for k, v in metrics.items() if _finite_number(v)]
    for i in range(0, len(batch), 1000):
        client.log_batch(run_id, metrics=batch[i:i + 1000])


class MlflowStepLogger:
    """Trainer callback: buffers per-step metrics and sends them in `log_batch` calls every `every` steps.

    Picklable (holds only the run id and URI), so a training job on another worker can log to the same run.
    Only global rank 0 logs under torchrun.
    """

    def __init__(self, run_id: str, tracking_uri: str | None = None, every: int = 10, prefix: str = "train/",
                 system_metrics: bool = True) -> None:
        self.run_id = run_id
        self.system_metrics = system_metrics  # False when replaying a finished run's metrics.jsonl
        self.tracking_uri = tracking_uri
        self.every = max(1, every)
        self.prefix = prefix
        self._buffer: list[Any] = []
        self._pending_steps = 0
        self._client = None
        self.last_step = 0
        self._logged: dict[str, set[int]] = {}  # steps the run already holds, per key (a resumed run)

    system_metrics_interval_s = 10.0

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_client": None, "_buffer": [], "_pending_steps": 0, "_logged": {}, "_monitor": None}

    def _new(self, key: str, step: int) -> bool:
        """False when the run already has this key at this step: a resumed training run or a replay of
        metrics.jsonl adds only what is missing, so the curve holds every step once."""
        if key not in self._logged:
            self._logged[key] = {m.step for m in self.client.get_metric_history(self.run_id, key)}
        if step in self._logged[key]:
            return False
        self._logged[key].add(step)
        return True

    @property
    def enabled(self) -> bool:
        return int(os.environ.get("RANK", "0")) == 0

    @property
    def client(self):
        if self._client is None:
            import mlflow

            uri = resolve_tracking_uri(self.tracking_uri) if self.tracking_uri else None
            self._client = mlflow.MlflowClient(tracking_uri=uri)
        return self._client

    def _key(self, name: str) -> str:
        return name if "/" in name else f"{self.prefix}{name}"

    def on_step(self, step: int, metrics: dict[str, float]) -> None:
        from mlflow.entities import Metric

        if not self.enabled:
            return
        if self.system_metrics and getattr(self, "_monitor", None) is None and self.last_step == 0:
            self.start_system_metrics()  # the first step of a live training run
        ts = int(time.time() * 1000)
        for k, v in metrics.items():
            if isinstance(v, (list, tuple)):  # e.g. acc per TTT step -> acc_0, acc_1, ...
                for i, x in enumerate(v):
                    if _finite_number(x) and self._new(self._key(f"{k}_{i}"), int(step)):
                        self._buffer.append(Metric(self._key(f"{k}_{i}"), rounded(x), ts, int(step)))
            elif _finite_number(v) and self._new(self._key(k), int(step)):
                self._buffer.append(Metric(self._key(k), rounded(v), ts, int(step)))
        self.last_step = int(step)
        self._pending_steps += 1
        if self._pending_steps >= self.every:
            self.flush()

    def flush(self) -> None:
        buf, self._buffer, self._pending_steps = self._buffer, [], 0
        for i in range(0, len(buf), 1000):
            self.client.log_batch(self.run_id, metrics=buf[i:i + 1000])

    def on_end(self, summary: dict[str, Any] | None = None) -> None:
        if not self.enabled:
            return
        self.flush()
        if summary:  # run-level figures; per-step values are already in the curves
            final = {f"{self.prefix}summary/{k}": v for k, v in summary.items()
                     if _finite_number(v) and k not in TRAIN_COUNTS}
            _log_metrics(self.client, self.run_id, final, step=self.last_step)
            _log_params(self.client, self.run_id, train_params(summary))
        self.stop_system_metrics()

    def start_system_metrics(self) -> None:
        """CPU/GPU/memory/disk as `system/*` metrics while training runs, when psutil is installed (rank 0)."""
        if not self.enabled or getattr(self, "_monitor", None) is not None:
            return
        try:
            import psutil  # noqa: F401 - MLflow's monitors need it
            from mlflow.system_metrics.system_metrics_monitor import SystemMetricsMonitor

            uri = resolve_tracking_uri(self.tracking_uri) if self.tracking_uri else None
            self._monitor = SystemMetricsMonitor(self.run_id, resume_logging=True, tracking_uri=uri,
                                                 sampling_interval=self.system_metrics_interval_s)
            self._monitor.start()
        except Exception:  # noqa: BLE001 - monitoring must never fail training
            self._monitor = None

    def stop_system_metrics(self) -> None:
        monitor, self._monitor = getattr(self, "_monitor", None), None
        if monitor is not None:
            try:
                monitor.finish()
            except Exception:  # noqa: BLE001
                pass


# Training summary figures that are counts or settings: params (`train.<name>`), not metric charts.
TRAIN_COUNTS = {"steps", "planned_steps", "exported_step", "draft_params", "target_params", "world_size",
                "mode", "stopped_early", "export_checkpoint"}


def train_params(summary: dict[str, Any]) -> dict[str, str]:
    return {f"train.{k}": _param_str(summary[k]) for k in TRAIN_COUNTS if summary.get(k) is not None}


def replay_metrics_jsonl(lines: Iterable[str], logger: MlflowStepLogger) -> int:
    """Feed a trainer's metrics.jsonl (one {"step": n, ...} object per line) through a step logger."""
    n = 0
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        row = json.loads(line)
        step = int(row.pop("step", i))
        logger.on_step(step, {k: v for k, v in row.items() if isinstance(v, (int, float, list))})
        n += 1
    logger.on_end()
    return n


# ------------------------------------------------------------------------------------------ evaluation
def eval_metrics(report: dict[str, Any]) -> tuple[dict[str, float], dict[str, list[float]]]:
    """Flatten the evaluate stage's metrics.json into `eval/<bench>/<metric>` scalars and per-position series.

    Reads `{"tau": x, "benchmarks": {name: {...}}, "serving": {...}}` (a list of {"name", ...} or a bare
    `{name: {...}}` mapping also work). Numeric lists (acceptance by position) become series logged with
    step = position; the headline `tau` becomes `eval/tau`, serving figures `eval/serving/...`.
    """
    benches = report.get("benchmarks", report)
    if isinstance(benches, list):
        benches = {b.get("name", str(i)): b for i, b in enumerate(benches)}
    scalars: dict[str, float] = {}
    series: dict[str, list[float]] = {}

    def add(prefix: str, body: dict[str, Any]) -> None:
        for k, v in flatten({k: v for k, v in body.items() if k != "name"}).items():
            key = f"{prefix}/{k.replace('.', '/')}"
            if _finite_number(v):
                scalars[key] = float(v)
            elif isinstance(v, list) and v and all(_finite_number(x) for x in v):
                series[key] = [float(x) for x in v]

    for bench, body in benches.items():
        if isinstance(body, dict):
            add(f"eval/{bench}", body)
        elif _finite_number(body) and "benchmarks" not in report:
            scalars[f"eval/{bench}"] = float(body)
    if "benchmarks" in report:
        if _finite_number(report.get("tau")):
            scalars["eval/tau"] = float(report["tau"])
        if isinstance(report.get("serving"), dict):
            add("eval/serving", report["serving"])
            from eagle_core.evaluate.bench import serving_scalars  # serving/<engine>/c<n>/<run>/<metric>

            scalars.update(serving_scalars(report["serving"]))
    return scalars, series


def headline_tau(scalars: dict[str, float], cfg: PipelineConfig) -> float | None:
    """The acceptance length the promotion gate compares.

    `tracking.promotion_benchmark` picks a benchmark; otherwise the evaluate stage's own headline (`eval/tau`,
    its held-out chat chain tau) when comparing tau_chain, else the metric's mean over benchmarks.
    """
    metric = cfg.tracking.promotion_metric
    if cfg.tracking.promotion_benchmark:
        return scalars.get(f"eval/{cfg.tracking.promotion_benchmark}/{metric}")
    if metric == "tau_chain" and "eval/tau" in scalars:
        return scalars["eval/tau"]
    vals = [v for k, v in scalars.items() if k.startswith("eval/") and k.endswith(f"/{metric}")]
    return sum(vals) / len(vals) if vals else None


def log_eval(run_id: str, eval_manifest: dict[str, Any], report_dir: str | Path | None, client=None,
             model_id: str | None = None) -> dict[str, float]:
    """Log evaluation metrics (`eval/<bench>/<metric>`, `.../accept_pos<k>`), counts as params, and the report
    folder (markdown + plots); returns every scalar of metrics.json (`eval/tau` included) for `headline_tau`."""
    import mlflow

    client = client or mlflow.MlflowClient()
    report: dict[str, Any] | None = None
    if report_dir is not None and (Path(report_dir) / "metrics.json").is_file():
        report = json.loads((Path(report_dir) / "metrics.json").read_text())
    if report is None:
        report = eval_manifest.get("metrics") or {}
    from eagle_core.review import eval_metrics_and_params

    scalars, _ = eval_metrics(report)  # what headline_tau reads
    metrics, params = eval_metrics_and_params(report)  # what a reviewer reads: per position, rounded, no steps
    _log_metrics(client, run_id, metrics, step=0, model_id=model_id)
    _log_params(client, run_id, params)
    if report_dir is not None and Path(report_dir).is_dir():
        client.log_artifacts(run_id, str(report_dir), "eval")
    return scalars


# ------------------------------------------------------------------------------------------ registry
class DraftStepInput(BaseModel):
    """One sequence for `Eagle3HeadModel.predict` (also the logged model's input signature)."""

    input_ids: list[int]  # [T] the tokens the draft embeds (token t+1 at position t)
    aux_hidden: list[list[float]]  # [T][3 * target_hidden] the three target hidden states


class Eagle3HeadModel(PythonModel):
    """pyfunc wrapper around an exported head; `predict` runs one draft step per sequence.

    Input: a list of `DraftStepInput`; output: the draft logits [T][draft_vocab] of each sequence. The real consumer is SGLang reading `artifacts/head/`; this makes a
    version usable from `mlflow.pyfunc.load_model` as well (e.g. to check that its weights load and run).
    """

    def load_context(self, context) -> None:
        from eagle_core.draft.export import load_head

        self.head = load_head(context.artifacts[HEAD_ARTIFACT])
        self.head.eval()

    def predict(self, context, model_input: list[DraftStepInput], params: dict[str, Any] | None = None) -> list[list[list[float]]]:
        import torch

        out = []
        for item in model_input:
            ids = torch.as_tensor(item.input_ids, dtype=torch.long)[None]
            aux = torch.as_tensor(item.aux_hidden, dtype=torch.float32)[None]
            pos = torch.arange(ids.shape[1])[None]
            with torch.no_grad():
                _, logits = self.head(ids, self.head.fuse(aux), pos)
            out.append(logits[0].tolist())
        return out


_MODEL_CODE = '''"""MLflow models-from-code entry point for an EAGLE-3 draft head (see eagle_core.registry)."""
import mlflow
from eagle_core.registry import Eagle3HeadModel

mlflow.models.set_model(Eagle3HeadModel())
'''


def _pip_requirements() -> list[str]:
    from importlib.metadata import PackageNotFoundError, version

    reqs = []
    for pkg in ("eagle-pipeline", "torch", "safetensors", "mlflow"):
        try:
            reqs.append(f"{pkg}=={version(pkg)}" if pkg != "torch" else f"torch>={version(pkg).split('+')[0]}")
        except PackageNotFoundError:
            reqs.append(pkg)
    return reqs


def head_summary(head_dir: str | Path) -> dict[str, Any]:
    cfg = json.loads((Path(head_dir) / "config.json").read_text())
    return {k: cfg.get(k) for k in ("draft_vocab_size", "vocab_size", "hidden_size", "num_hidden_layers",
                                    "target_hidden_size", "architectures") if k in cfg}


def register_head(cfg: PipelineConfig, run_id: str, head_dir: str | Path, tags: dict[str, Any] | None = None,
                  client=None):
    """Log the head folder as the run's pyfunc model and register it; the new version becomes `challenger`."""
    import mlflow

    head_dir = Path(head_dir)
    for f in ("config.json", "model.safetensors"):
        if not (head_dir / f).is_file():
            raise FileNotFoundError(f"head folder {head_dir} has no {f} (not an exported EAGLE-3 head)")
    client = client or tracking_setup(cfg)
    name = registered_model_name(cfg)
    summary = head_summary(head_dir)
    all_tags = {TAG_TARGET: cfg.target.model, "run_id": run_id,
                TAG_DRAFT_VOCAB: summary.get("draft_vocab_size"), **(tags or {})}
    all_tags = {k: str(v) for k, v in all_tags.items() if v is not None}
    try:
        client.get_registered_model(name)
    except Exception:
        try:
            client.create_registered_model(
                name, tags={TAG_TARGET: cfg.target.model},
                description=model_description(cfg.target.model, name, cfg.tracking.promotion_rule,
                                              cfg.tracking.promotion_metric, cfg.tracking.promotion_margin))
        except Exception:
            pass  # created concurrently
    with tempfile.TemporaryDirectory() as tmp:
        code = Path(tmp) / "eagle3_head_model.py"
        code.write_text(_MODEL_CODE)
        with mlflow.start_run(run_id=run_id, nested=mlflow.active_run() is not None):
            info = mlflow.pyfunc.log_model(
                name=LOGGED_MODEL_NAME, python_model=str(code), artifacts={HEAD_ARTIFACT: str(head_dir)},
                pip_requirements=_pip_requirements(), tags=all_tags,
                params={f"head.{k}": json.dumps(v) if isinstance(v, list) else v for k, v in summary.items()},
            )
    mv = mlflow.register_model(info.model_uri, name, tags=all_tags)
    kill_point("register:after_version")  # the version row exists, no alias or description yet
    desc = f"Run `{run_id}`" + (f", tau {all_tags[TAG_TAU]}" if TAG_TAU in all_tags else "") + "."
    client.update_model_version(name, mv.version, description=desc)
    client.set_registered_model_alias(name, CHALLENGER, mv.version)
    return client.get_model_version(name, mv.version)


TAG_HEAD_DIGEST = "head_digest"


def head_content_digest(head_dir: str | Path) -> str:
    """sha256 over the head folder's files (relative path + content digest, sorted): the same weights give the
    same digest whichever run, store or retry produced them."""
    from eagle_core.storage import sha256_file

    head_dir = Path(head_dir)
    files = {p.relative_to(head_dir).as_posix(): sha256_file(p) for p in sorted(head_dir.rglob("*")) if p.is_file()}
    return hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()


def version_of_head(client, name: str, head_digest: str):
    """The registered version of `name` that already holds this head (lowest number), or None."""
    from mlflow.exceptions import MlflowException

    try:
        found = client.search_model_versions(f"name = '{name}' and tags.`{TAG_HEAD_DIGEST}` = '{head_digest}'")
    except MlflowException:  # no such registered model yet
        return None
    return min(found, key=lambda mv: int(mv.version)) if found else None


def _newest_version(client, name: str) -> str:
    return str(max(int(mv.version) for mv in client.search_model_versions(f"name = '{name}'")))


def register_head_once(cfg: PipelineConfig, run_id: str, head_dir: str | Path, tags: dict[str, Any] | None = None,
                       client=None):
    """Exactly one version per head: reuse the version whose `head_digest` tag matches (a rerun after a crash, a
    retried task, the same head trained again), else register a new one. `challenger` is (re)set idempotently on
    the newest version, so a crash between creating the version and moving the alias heals on the rerun."""
    client = client or tracking_setup(cfg)
    name = registered_model_name(cfg)
    digest = head_content_digest(head_dir)
    mv = version_of_head(client, name, digest)
    if mv is None:
        mv = register_head(cfg, run_id, head_dir, {**(tags or {}), TAG_HEAD_DIGEST: digest}, client=client)
    elif _newest_version(client, name) == str(mv.version) and CHALLENGER not in mv.aliases:
        client.set_registered_model_alias(name, CHALLENGER, mv.version)
    return client.get_model_version(name, mv.version)


def alias_version(client, name: str, alias: str):
    """The model version holding `alias` (e.g. champion), or None when no version holds it yet."""
    from mlflow.exceptions import MlflowException

    try:
        return client.get_model_version_by_alias(name, alias)
    except MlflowException:
        return None


def promote_if_better(client, name: str, version: str | int, tau: float | None, margin: float = 0.0,
                      paired: dict[str, Any] | None = None) -> bool:
    """Move `champion` to this version iff it beats the champion by more than `margin`.

    With `paired` (the compare stage's result against the current champion's version) the whole 95% interval of
    the paired tau difference must lie above the margin; otherwise the point tau must beat the champion's
    recorded one. The first version of a model becomes champion. A version without a tau never displaces one
    that has it. The decision is recorded on the version (`promotion` tag) so the UI shows why.
    """
    version = str(version)
    champ = alias_version(client, name, CHAMPION)
    if champ is not None and str(champ.version) == version:
        return True
    champ_tau = None
    if champ is not None and champ.tags.get(TAG_TAU) not in (None, "", "None"):
        champ_tau = float(champ.tags[TAG_TAU])
    ref = _reference_version(paired)
    if champ is None:
        promote, why = True, "first version"
    elif tau is None:
        promote, why = champ_tau is None, "no tau measured"
    elif paired is not None and ref == str(champ.version):
        promote = paired["diff_lo"] > margin
        why = (f"paired {paired['metric']} difference {paired['diff']:+.4f} [{paired['diff_lo']:+.4f}, "
               f"{paired['diff_hi']:+.4f}] vs champion v{champ.version} on {paired['prompts']} prompts, "
               f"lower bound vs margin {margin}")
    elif champ_tau is None:
        promote, why = True, f"champion v{champ.version} has no tau"
    else:
        promote = tau > champ_tau + margin
        why = f"tau {tau:.4f} vs champion v{champ.version} {champ_tau:.4f} + margin {margin}"
        if paired is not None:
            why += f" (unpaired: compared with {paired.get('reference')}, the champion is now v{champ.version})"
    if tau is not None:
        client.set_model_version_tag(name, version, TAG_TAU, str(tau))
    client.set_model_version_tag(name, version, "promotion", ("promoted: " if promote else "kept champion: ") + why)
    if promote:
        client.set_registered_model_alias(name, CHAMPION, version)
    return promote


def _reference_version(paired: dict[str, Any] | None) -> str | None:
    """The registered version a comparison decoded (`models:/name/N`), if it names one."""
    ref = (paired or {}).get("reference") or ""
    m = re.fullmatch(r"models:/[^/@]+/(\d+)", ref)
    return m.group(1) if m else None


def _models_uri(model: str) -> str:
    if model.startswith(("models:/", "runs:/")):
        return model
    if "@" in model or "/" in model:
        return f"models:/{model}"
    return f"models:/{model}@{CHAMPION}"


def export_version(model: str, dest: str | Path, tracking_uri: str | None = None) -> Path:
    """Download a registered head (`name@alias`, `name/version` or a models:/ URI) into `dest` as a plain
    SGLang folder: dest/config.json + dest/model.safetensors (+ eagle_registry.json provenance)."""
    import mlflow

    if tracking_uri:
        mlflow.set_tracking_uri(resolve_tracking_uri(tracking_uri))
        mlflow.set_registry_uri(resolve_tracking_uri(tracking_uri))
    uri = _models_uri(model)
    dest = Path(dest).expanduser().resolve()
    if dest.exists() and any(dest.iterdir()):
        raise FileExistsError(f"export destination {dest} is not empty")
    dest.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=dest.parent, prefix=f".{dest.name}.") as tmp:
        local = Path(mlflow.artifacts.download_artifacts(artifact_uri=uri, dst_path=tmp))
        mlmodel = yaml.safe_load((local / "MLmodel").read_text())
        rel = mlmodel["flavors"]["python_function"].get("artifacts", {}).get(HEAD_ARTIFACT, {}).get("path")
        head = local / (rel or f"artifacts/{HEAD_ARTIFACT}")
        if not (head / "config.json").is_file() or not (head / "model.safetensors").is_file():
            raise FileNotFoundError(f"{uri} holds no exported head (expected {rel or 'artifacts/head'}/config.json)")
        provenance = {"model_uri": uri, "model_id": mlmodel.get("model_id"), "run_id": mlmodel.get("run_id")}
        ref = uri[len("models:/"):] if uri.startswith("models:/") else ""
        mv = None
        if "@" in ref:
            mv = mlflow.MlflowClient().get_model_version_by_alias(*ref.split("@", 1))
        elif re.fullmatch(r"[^/]+/\d+", ref):
            mv = mlflow.MlflowClient().get_model_version(*ref.split("/", 1))
        if mv is not None:
            provenance.update(name=mv.name, version=str(mv.version), tags=dict(mv.tags))
        (head / "eagle_registry.json").write_text(json.dumps(provenance, indent=2, sort_keys=True))
        if dest.exists():
            dest.rmdir()
        shutil.move(str(head), str(dest))
    return dest


# ------------------------------------------------------------------------------------------ the stage
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
        _log_metrics(client, run_id, {f"promotion/{k}": rounded(paired[k]) for k in
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


# ------------------------------------------------------------------------------------------ review
def _set_tags(client, run_id: str, tags: dict[str, str]) -> None:
    from mlflow.entities import RunTag

    client.log_batch(run_id, tags=[RunTag(k, str(v)) for k, v in tags.items()])


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
    from eagle_core.evaluate.report import render_report

    run_id, exp_id = run.info.run_id, run.info.experiment_id
    stats = data_statistics({k: m for k, (_, m) in stages.items()}, piis if piis else None)
    metrics, params = statistics_metrics_and_params(stats)
    train = stages.get("train", ("", {}))[1]
    params.update(train_params(train))
    if _finite_number(train.get("tokens_per_s")):
        metrics["train/summary/tokens_per_s"] = rounded(train["tokens_per_s"])
    _log_metrics(client, run_id, metrics)
    _log_params(client, run_id, params)
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
        report_link = _link(cfg, f"/experiments/{exp_id}/runs/{run_id}/artifacts/eval/report.html", "eval/report.html")
    rule = promotion_rule_text(cfg.tracking.promotion_rule, cfg.tracking.promotion_metric,
                               cfg.tracking.promotion_margin)
    aliases = sorted(mv.aliases)
    links = {"MLflow run": _link(cfg, f"/experiments/{exp_id}/runs/{run_id}", run.info.run_name or run_id),
             "report (plots, settings)": report_link,
             "model version": _link(cfg, f"/models/{name}/versions/{version}", title),
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


# ------------------------------------------------------------------------------------------ UI


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
