"""Flow plumbing: load the config a flow was given, call stage tasks while recording state and wall time."""

from __future__ import annotations

import contextvars
import copy
import logging
import sys
import time
from pathlib import Path
from typing import Any

from prefect.exceptions import MissingContextError
from prefect.logging.handlers import APILogHandler

from eagle_core.config import ConfigError, PipelineConfig, apply_override, load_config

PROJECT_ROOT = Path(__file__).resolve().parents[1]

_STAGES: contextvars.ContextVar[list[dict[str, Any]] | None] = contextvars.ContextVar("eagle_stages", default=None)


def resolve_config_path(path: str | None) -> str | None:
    """A relative config path is looked up in the working directory, then in the project (deployments run
    from wherever the worker put the code)."""
    if path is None or Path(path).expanduser().is_file():
        return path
    candidate = PROJECT_ROOT / path
    return str(candidate) if candidate.is_file() else path


def pipeline_config(config: str | dict[str, Any] | PipelineConfig | None, overrides: list[str] | None = None
                    ) -> PipelineConfig:
    """A config from a YAML path (relative to the cwd or the project), a dict or a model, plus `a.b=c` overrides."""
    if config is None or isinstance(config, str):
        return load_config(resolve_config_path(config), list(overrides or []))
    data = config.model_dump(mode="json") if isinstance(config, PipelineConfig) else copy.deepcopy(config)
    for ov in overrides or []:
        try:
            apply_override(data, ov)
        except (KeyError, IndexError, ValueError, TypeError) as exc:
            raise ConfigError(f"override {ov!r}: {exc}") from exc
    return PipelineConfig.model_validate(data)


class RunLogHandler(APILogHandler):
    """Prefect's API log handler that quietly skips records logged outside a run (a stage's worker threads carry
    no run context; the console still shows them)."""

    def handleError(self, record: logging.LogRecord) -> None:
        if isinstance(sys.exc_info()[1], MissingContextError):
            return
        super().handleError(record)


def stage_logging() -> None:
    """Show the stages' own `eagle_core` log lines (they never hold raw text) at INFO, and send them to the run's
    logs in the Prefect API: every flow calls it, so a deployment run on a worker logs them as `eagle-pipeline run`
    does, whatever the worker's logging settings (PREFECT_LOGGING_EXTRA_LOGGERS alone keeps WARNING)."""
    logger = logging.getLogger("eagle_core")
    if logger.getEffectiveLevel() > logging.INFO:
        logger.setLevel(logging.INFO)
    if not any(isinstance(h, APILogHandler) for h in logger.handlers):
        logger.addHandler(RunLogHandler())


class StageLog:
    """Collects (stage, Prefect state name, wall seconds, output URI) of the tasks `call` runs, across subflows."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []
        self._token: contextvars.Token | None = None

    def __enter__(self) -> "StageLog":
        self._token = _STAGES.set(self.rows)
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._token is not None:
            _STAGES.reset(self._token)


def call(task: Any, *args: Any, **kwargs: Any) -> Any:
    """Run a task, note its state ("Completed", "Cached", ...) and wall time, return its result (raises on failure)."""
    t0 = time.perf_counter()
    state = task(*args, return_state=True, **kwargs)
    seconds = time.perf_counter() - t0
    result = state.result()  # raises the task's exception when it failed
    rows = _STAGES.get()
    if rows is not None:
        stage = result.get("stage", task.name) if isinstance(result, dict) else task.name
        rows.append({"stage": stage, "task": task.name, "state": state.name, "seconds": round(seconds, 3),
                     "uri": result.get("uri") if isinstance(result, dict) else None,
                     "attempt": result.get("attempt") if isinstance(result, dict) else None})
    return result


def format_stages(rows: list[dict[str, Any]]) -> str:
    width = max([len(r["task"]) for r in rows] + [5])
    lines = [f"{'stage':<{width}}  {'state':<10} {'seconds':>9}  output"]
    for r in rows:
        lines.append(f"{r['task']:<{width}}  {r['state']:<10} {r['seconds']:>9.2f}  {r.get('uri') or ''}")
    lines.append(f"{'total':<{width}}  {'':<10} {sum(r['seconds'] for r in rows):>9.2f}")
    return "\n".join(lines)
