"""Run metrics: training curves (live from the trainer, or replayed from metrics.jsonl) and evaluation scalars."""

from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path
from typing import Any, Iterable

from eagle_core.registry.params import flatten, log_params, param_str
from eagle_core.registry.tracking import resolve_tracking_uri
from eagle_core.review import rounded


def finite_number(v: Any) -> bool:
    """A real, finite number (not a bool): what MLflow accepts as a metric value."""
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(float(v))


def log_metrics(client, run_id: str, metrics: dict[str, float], step: int = 0, model_id: str | None = None) -> None:
    """The finite ones of `metrics` at one step, in batches of MLflow's 1000-metric limit."""
    from mlflow.entities import Metric

    ts = int(time.time() * 1000)
    batch = [Metric(k, float(v), ts, step, model_id=model_id) for k, v in metrics.items() if finite_number(v)]
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
                    if finite_number(x) and self._new(self._key(f"{k}_{i}"), int(step)):
                        self._buffer.append(Metric(self._key(f"{k}_{i}"), rounded(x), ts, int(step)))
            elif finite_number(v) and self._new(self._key(k), int(step)):
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
                     if finite_number(v) and k not in TRAIN_COUNTS}
            log_metrics(self.client, self.run_id, final, step=self.last_step)
            log_params(self.client, self.run_id, train_params(summary))
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
    return {f"train.{k}": param_str(summary[k]) for k in TRAIN_COUNTS if summary.get(k) is not None}


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
            if finite_number(v):
                scalars[key] = float(v)
            elif isinstance(v, list) and v and all(finite_number(x) for x in v):
                series[key] = [float(x) for x in v]

    for bench, body in benches.items():
        if isinstance(body, dict):
            add(f"eval/{bench}", body)
        elif finite_number(body) and "benchmarks" not in report:
            scalars[f"eval/{bench}"] = float(body)
    if "benchmarks" in report:
        if finite_number(report.get("tau")):
            scalars["eval/tau"] = float(report["tau"])
        if isinstance(report.get("serving"), dict):
            add("eval/serving", report["serving"])
            from eagle_core.evaluate.bench import serving_scalars  # serving/<engine>/c<n>/<run>/<metric>

            scalars.update(serving_scalars(report["serving"]))
    return scalars, series


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
    log_metrics(client, run_id, metrics, step=0, model_id=model_id)
    log_params(client, run_id, params)
    if report_dir is not None and Path(report_dir).is_dir():
        client.log_artifacts(run_id, str(report_dir), "eval")
    return scalars
