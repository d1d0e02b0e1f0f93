"""The config as run params: flattened and redacted, so every setting is searchable and comparable in the UI."""

from __future__ import annotations

import json
from typing import Any

import yaml

from eagle_core.config import PipelineConfig
from eagle_core.config_redaction import redacted_config
from eagle_core.registry.tracking import tracking_setup


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
    return {k: param_str(v) for k, v in flatten(redacted_config(cfg)).items()}


def param_str(v: Any) -> str:
    """A param value as MLflow stores it: whole floats as ints, lists as JSON, at most 6000 characters."""
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return (json.dumps(v) if isinstance(v, list) else str(v))[:6000]


def log_params(client, run_id: str, params: dict[str, str]) -> None:
    """Params are immutable in MLflow: skip ones a retried task already logged."""
    from mlflow.entities import Param

    existing = client.get_run(run_id).data.params
    todo = [Param(k, v) for k, v in sorted(params.items()) if k not in existing]
    for i in range(0, len(todo), 100):
        client.log_batch(run_id, params=todo[i:i + 100])


def log_config(run_id: str, cfg: PipelineConfig, client=None) -> None:
    """Params = flattened config (searchable, comparable in the UI) + the redacted YAML as an artifact."""
    client = client or tracking_setup(cfg)
    log_params(client, run_id, config_params(cfg))
    client.log_text(run_id, yaml.safe_dump(redacted_config(cfg), sort_keys=False), "config/pipeline.yaml")
