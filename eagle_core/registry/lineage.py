"""Stage outputs as run inputs: what a head was trained on, by URI, digest and counts (no rows, no text)."""

from __future__ import annotations

import json
import warnings
from typing import Any

from eagle_core.registry.metrics import finite_number
from eagle_core.registry.params import flatten, log_params, param_str


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
        {f"lineage.{name}.rows": rows} if finite_number(rows) else {})
    if pii_report:
        counts.update(_numeric_leaves(pii_report, f"lineage.{name}.pii"))
    counts[f"lineage.{name}.digest"] = manifest.get("digest")
    log_params(client, run_id, {k: param_str(v) for k, v in counts.items() if v is not None})
