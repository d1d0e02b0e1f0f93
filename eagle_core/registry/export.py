"""A registered head out of the registry as a plain SGLang folder (config.json + model.safetensors)."""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from pathlib import Path

import yaml

from eagle_core.registry.promotion import CHAMPION
from eagle_core.registry.pyfunc import HEAD_ARTIFACT
from eagle_core.registry.tracking import resolve_tracking_uri


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
