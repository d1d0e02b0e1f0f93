"""What every stage task shares: content-addressed cache keys, output prefixes, slim results, retry policy.

A stage's cache key digests (its input artifacts' digests, its config section(s), its code version). The same key
names its output prefix `<stage>/<key>/`, so the store itself is the cache: a task whose manifest is already
committed at its prefix returns it at once, even against a fresh Prefect database. Prefect's own cache (the result
persisted under the same key) only skips the task run. Results hold URIs and a few numbers, never records.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from typing import Any, Callable, Iterable

from prefect import get_run_logger
from prefect.tasks import exponential_backoff

from eagle_core.config import PipelineConfig
from eagle_core.storage import ArtifactStore

# Retry policy. Network stages (engine, MLflow, object store) back off exponentially with jitter so many
# workers hitting one flaky endpoint spread out; CPU stages get a couple of plain retries for S3 hiccups.
RETRY_BASE_S = float(os.environ.get("EAGLE_RETRY_BASE_S", "10"))
NETWORK_RETRIES = int(os.environ.get("EAGLE_NETWORK_RETRIES", "4"))
IO_RETRIES = int(os.environ.get("EAGLE_IO_RETRIES", "2"))
JITTER = 0.5
HOUR = 3600.0

# Keys a slim result may carry besides the stage-specific extras: nothing here can hold a record.
BASE_KEYS = ("stage", "key", "prefix", "uri", "digest", "rows")


def retry_if_transient(task: Any, task_run: Any, state: Any) -> bool:
    """Prefect's retry_condition_fn: retry only what a retry can fix (eagle_core.errors.is_transient); a bad
    config, an empty benchmark or malformed data fails at once instead of after minutes of back-off."""
    from eagle_core.errors import is_transient

    try:
        state.result(raise_on_failure=True)
    except BaseException as exc:  # the task's own exception, re-raised by the failed state
        transient = is_transient(exc)
        if not transient:
            get_run_logger().info("%s: %s is deterministic, not retried", task_run.name, type(exc).__name__)
        return transient
    return True


def network_retries() -> dict[str, Any]:
    return dict(retries=NETWORK_RETRIES, retry_delay_seconds=exponential_backoff(backoff_factor=RETRY_BASE_S),
                retry_jitter_factor=JITTER, retry_condition_fn=retry_if_transient)


def io_retries() -> dict[str, Any]:
    return dict(retries=IO_RETRIES, retry_delay_seconds=exponential_backoff(backoff_factor=RETRY_BASE_S),
                retry_jitter_factor=JITTER, retry_condition_fn=retry_if_transient)


# persist_result: Prefect's cache needs the result stored under the key; JSON so it stays greppable and small.
CACHED = dict(persist_result=True, result_serializer="json")


def _digest_of(x: Any) -> Any:
    if x is None or isinstance(x, (str, int, float, bool)):
        return x
    if isinstance(x, dict) and "digest" in x:
        return x["digest"]
    if isinstance(x, dict):
        return {k: _digest_of(v) for k, v in sorted(x.items())}
    if isinstance(x, (list, tuple)):
        return [_digest_of(v) for v in x]
    raise TypeError(f"cannot digest a {type(x).__name__} input; pass stage results (dicts with 'digest')")


def stage_key(stage: str, version: str, cfg: PipelineConfig, sections: Iterable[str],
              inputs: dict[str, Any] | None = None, extra: Any = None) -> str:
    """sha256 of (store, stage, code version, config sections, input digests, extra)[:16]."""
    payload = {
        # Outputs live in this store: the same stage in another store is another cache entry (Prefect's result
        # storage is shared by every pipeline a machine runs).
        "store": [cfg.storage.root, cfg.storage.endpoint_url],
        "stage": stage,
        "version": version,
        "config": cfg.section_digest(*sections),
        "inputs": {k: _digest_of(v) for k, v in sorted((inputs or {}).items())},
        "extra": extra,
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()[:16]


def module_version(module: str, name: str = "STAGE_VERSION") -> int:
    """`NAME = <int>` read from a module's source without importing it (a cached run must not pay for torch)."""
    import importlib.util
    import re
    from pathlib import Path

    spec = importlib.util.find_spec(module)
    if spec is None or not spec.origin:
        return 0
    m = re.search(rf"^{name}\s*=\s*(\d+)", Path(spec.origin).read_text(encoding="utf-8"), re.M)
    return int(m.group(1)) if m else 0


def code_version(task_version: int, module: str | None = None, name: str = "STAGE_VERSION") -> str:
    """Task version plus the stage module's own STAGE_VERSION (a format change there invalidates the cache)."""
    return f"{task_version}.{module_version(module, name) if module else 0}"


def stage_prefix(stage: str, key: str) -> str:
    return f"{stage}/{key}"


def store_of(cfg: PipelineConfig) -> ArtifactStore:
    return ArtifactStore.from_config(cfg.storage)


def as_config(cfg: PipelineConfig | dict[str, Any]) -> PipelineConfig:
    return cfg if isinstance(cfg, PipelineConfig) else PipelineConfig.model_validate(cfg)


def slim(manifest: dict[str, Any], stage: str, key: str, extras: Iterable[str] = (), **more: Any) -> dict[str, Any]:
    """The persisted task result: URIs, digests and a few numbers from the manifest (never its records)."""
    out: dict[str, Any] = {"stage": stage, "key": key}
    for k in BASE_KEYS[2:]:
        out[k] = manifest.get(k)
    for k in extras:
        v = manifest.get(k)
        if v is None or isinstance(v, (str, int, float, bool)):
            out[k] = v
    out.update(more)
    return out


def run_stage(
    stage: str,
    key: str,
    cfg: PipelineConfig,
    body: Callable[[ArtifactStore, str], dict[str, Any]],
    extras: Iterable[str] = (),
    committed: Callable[[dict[str, Any]], bool] = lambda m: True,
) -> dict[str, Any]:
    """Run `body(store, prefix)` unless a committed manifest already sits at `<stage>/<key>/`; return the slim result."""
    log = get_run_logger()
    store = store_of(cfg)
    prefix = stage_prefix(stage, key)
    t0 = time.perf_counter()
    existing = store.read_manifest(prefix)
    if existing is not None and committed(existing):
        log.info("%s: output already committed at %s, reusing it", stage, existing.get("uri"))
        return slim(existing, stage, key, extras, seconds=0.0, reused=True)
    log.info("%s: writing %s", stage, store.uri(prefix))
    manifest = body(store, prefix)
    seconds = round(time.perf_counter() - t0, 3)
    if not manifest or "digest" not in manifest:
        raise RuntimeError(f"{stage}: the stage returned no committed manifest for {store.uri(prefix)}")
    log.info("%s: %s rows in %.1fs -> %s", stage, manifest.get("rows"), seconds, manifest.get("uri"))
    return slim(manifest, stage, key, extras, seconds=seconds, reused=False, attempt=attempt())


def attempt() -> int:
    """1 on a task's first run, 2 on its first retry, ..."""
    from prefect.context import TaskRunContext

    ctx = TaskRunContext.get()
    return int(ctx.task_run.run_count) if ctx is not None else 1


def flow_run_ui_url() -> str | None:
    """This flow run's page in the Prefect UI; None when no UI serves it (the ephemeral API has none, and
    Prefect then builds 'None/flow-runs/...')."""
    from prefect.runtime import flow_run
    from prefect.settings import PREFECT_UI_URL

    return flow_run.ui_url if flow_run.id and PREFECT_UI_URL.value() else None
