"""The pyfunc model a registered version is: models-from-code (no pickles) around the exported head folder."""

from __future__ import annotations

from typing import Any

from mlflow.pyfunc import PythonModel
from pydantic import BaseModel

HEAD_ARTIFACT = "head"  # key in the pyfunc artifacts: the model folder holds the head at artifacts/head/
LOGGED_MODEL_NAME = "eagle3_head"


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


# Stored in each version and run when it loads. Versions registered before eagle_core.registry became a package
# import `from eagle_core.registry import Eagle3HeadModel`; the package keeps that name for them.
MODEL_CODE = '''"""MLflow models-from-code entry point for an EAGLE-3 draft head (see eagle_core.registry.pyfunc)."""
import mlflow
from eagle_core.registry.pyfunc import Eagle3HeadModel

mlflow.models.set_model(Eagle3HeadModel())
'''


def pip_requirements() -> list[str]:
    """What a version's environment needs to load the head: this project and the versions installed now."""
    from importlib.metadata import PackageNotFoundError, version

    reqs = []
    for pkg in ("eagle-pipeline", "torch", "safetensors", "mlflow"):
        try:
            reqs.append(f"{pkg}=={version(pkg)}" if pkg != "torch" else f"torch>={version(pkg).split('+')[0]}")
        except PackageNotFoundError:
            reqs.append(pkg)
    return reqs
