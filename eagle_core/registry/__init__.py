"""MLflow tracking and model registry: what a reviewer opens to judge a head, and where deployment fetches it.

One experiment per target model (`<experiment_prefix>-<target>`), one run per pipeline run (tagged with the
Prefect flow run that made it), one registered model per target (`<registered_model_prefix>-<target>`).
A registered version is a pyfunc model (models-from-code, no pickles) whose `artifacts/head/` folder is the
exported SGLang head, so `export_version` can hand SGLang a plain folder (config.json + model.safetensors).
Aliases: `challenger` = newest version, `champion` = the one to serve, moved only by `promote_if_better`
(`tracking.promotion_rule`: the paired interval against the champion, or the point tau).

Nothing here writes raw prompt text: params are the redacted config, datasets are metadata (URI, digest,
counts), the PII report comes from the store where only counts live.

Modules: `tracking` (store, experiment, runs), `params` (the config as params), `lineage` (stage outputs as
inputs), `metrics` (training curves, evaluation scalars), `pyfunc` (the logged model), `models` (registered
versions), `promotion` (the champion rule), `export` (a version as a folder), `review_log` (the reviewer's page),
`stage` (the register stage), `ui` (links, `mlflow server`). Import names from them, not from here.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """`eagle_core.registry.Eagle3HeadModel`, the one name kept at the package level: every version registered
    before the split holds a models-from-code file that runs `from eagle_core.registry import Eagle3HeadModel` when
    it loads. Resolved on first use, so importing a light submodule (tracking, promotion, ui) skips mlflow.pyfunc."""
    if name == "Eagle3HeadModel":
        from eagle_core.registry.pyfunc import Eagle3HeadModel

        return Eagle3HeadModel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
