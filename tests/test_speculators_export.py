"""`--format speculators` (vLLM's own head format) loads in the `speculators` package with our draft logits.

`speculators` 0.9.0 pins transformers <= 5.19 and wants torchvision/torchaudio, so the set-up installs it --no-deps
into `$VIRTUAL_ENV/speculators` (outside the project's import path) and its model runs in a subprocess here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from eagle_core.draft.export import export_head
from eagle_core.draft.formats import export_speculators
from eagle_core.draft.model import DraftCache, Eagle3DraftConfig, build_draft

SPEC_DIR = Path(os.environ.get("EAGLE_SPECULATORS_DIR", Path(sys.prefix) / "speculators"))

# Runs inside the speculators environment: its own config class and model class, its own forward.
RUNNER = r"""
import sys, torch
from speculators.models.eagle3 import Eagle3DraftModel, Eagle3SpeculatorConfig
folder, inputs, out = sys.argv[1:4]
cfg = Eagle3SpeculatorConfig.from_pretrained(folder)
cfg.transformer_layer_config._attn_implementation = "eager"   # flex attention wants a compiler; same math
model = Eagle3DraftModel.from_pretrained(folder, config=cfg).eval()
x = torch.load(inputs)
seen = []
model.lm_head.register_forward_hook(lambda m, i, o: seen.append(o.detach()))
T = x["ids"].shape[1]
with torch.no_grad():
    model(hidden_states=x["aux"], input_ids=x["ids"], document_ids=torch.zeros(1, T, dtype=torch.long),
          position_ids=x["pos"], ttt_steps=1)
torch.save({"logits": seen[0], "aux_ids": list(model.target_layer_ids), "d2t": model.d2t,
            "fc_norm": model.fc_norm is not None, "layers": len(model.layers)}, out)
"""


@pytest.fixture(scope="module")
def spec_env() -> Path:
    if not (SPEC_DIR / "speculators").is_dir():
        pytest.fail(f"speculators not installed in {SPEC_DIR}: scripts/setup.sh installs it")
    return SPEC_DIR


def _run_speculators(folder: Path, model, tmp_path: Path, T: int = 7) -> dict:
    torch.manual_seed(0)
    ids = torch.randint(0, model.config.vocab_size, (1, T))
    aux = torch.randn(1, T, 3 * model.config.target_hidden_size)
    pos = torch.arange(T)[None]
    torch.save({"ids": ids, "aux": aux, "pos": pos}, tmp_path / "inputs.pt")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(SPEC_DIR), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, "-c", RUNNER, str(folder), str(tmp_path / "inputs.pt"),
                           str(tmp_path / "out.pt")], capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    theirs = torch.load(tmp_path / "out.pt")
    with torch.no_grad():
        _, ours = model(ids, model.fuse(aux), pos, past_key_values=DraftCache())
    theirs["ours"] = ours
    return theirs


@pytest.mark.parametrize("variant", ["eagle3", pytest.param("eagle31-2layers", marks=pytest.mark.slow)])
def test_speculators_loads_export_with_our_logits(tmp_path, spec_env, target_path, variant):
    from transformers import AutoConfig

    tc = AutoConfig.from_pretrained(target_path)
    kw = dict(num_layers=2, fc_norm=True, norm_output=True) if variant != "eagle3" else {}
    cfg = Eagle3DraftConfig.from_target_config(tc, 512, [3, 12, 24], intermediate_size=256, **kw)
    embed = torch.randn(tc.vocab_size, tc.hidden_size) * 0.02
    t2d = torch.zeros(tc.vocab_size, dtype=torch.bool)
    ids = torch.randperm(tc.vocab_size)[:512].sort().values
    t2d[ids] = True
    model = build_draft(cfg, embed=embed, d2t=ids - torch.arange(512), t2d=t2d, seed=1).eval()
    with torch.no_grad():  # non-trivial norms, so a norm read from the wrong tensor shows
        for n, p in model.named_parameters():
            if n.endswith("norm.weight") or ".fc_norm." in n or n.startswith("fc_norm"):
                p.uniform_(0.5, 1.5)
    hf = export_head(model, tmp_path / "hf", dtype="float32")
    spec = export_speculators(hf, tmp_path / "spec", str(target_path), ["LlamaForCausalLM"])
    conf = json.loads((spec / "config.json").read_text())
    assert conf["norm_before_residual"] is False and conf["architectures"] == ["Eagle3Speculator"]
    assert conf["speculators_config"]["verifier"]["name_or_path"] == str(target_path)
    out = _run_speculators(spec, model, tmp_path)
    assert out["aux_ids"] == [3, 12, 24]  # hidden_states indices, speculators' convention
    assert torch.equal(out["d2t"], model.d2t)
    assert out["fc_norm"] == cfg.fc_norm and out["layers"] == cfg.num_hidden_layers
    diff = (out["logits"] - out["ours"]).abs().max().item()
    print(f"\n{variant}: max |logit diff| {diff:.2e}")
    assert out["logits"].shape == out["ours"].shape and diff < 1e-4
