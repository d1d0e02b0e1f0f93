"""Target resolution (HF folder, GGUF file, HF id from the offline cache) and the aux-state capture EAGLE-3
training and SGLang serving must agree on: the INPUTS of decoder layers [2, N//2, N-3]."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from eagle_core.target import PACKAGED_TARGETS, Target, packaged_file, resolve_target_path

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def smol(target_path) -> Target:
    torch.manual_seed(0)
    return Target(target_path, device="cpu", dtype="float32")


def test_aux_states_are_the_inputs_of_layers_2_mid_and_n_minus_3(smol, tokenizer):
    n = smol.num_layers
    assert n == 30 and smol.aux_ids == [2, 15, 27]
    captured: dict[int, torch.Tensor] = {}
    layers = smol.model.model.layers
    hooks = [layers[i].register_forward_pre_hook(
        lambda mod, args, kwargs, i=i: captured.__setitem__(i, (args[0] if args else kwargs["hidden_states"]).clone()),
        with_kwargs=True) for i in (2, n // 2, n - 3)]
    ids = tokenizer.apply_chat_template([{"role": "user", "content": "Name three prime numbers."}],
                                        add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    try:
        out = smol.forward(ids)
    finally:
        for h in hooks:
            h.remove()
    h = smol.hidden_size
    assert out.aux_hidden.shape == (1, ids.shape[1], 3 * h)
    for chunk, layer in enumerate((2, n // 2, n - 3)):  # concatenated in layer order
        torch.testing.assert_close(out.aux_hidden[..., chunk * h:(chunk + 1) * h], captured[layer], rtol=0, atol=0)
    # logits are the lm_head of the final (post-norm) hidden state, as the offline features rebuild them
    torch.testing.assert_close(out.logits, smol.model.lm_head(out.last_hidden), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="aux hidden state id 31"):
        Target(smol.path, device="cpu", aux_ids=[2, 15, 31])


def test_local_folder_and_missing_config(target_path, tmp_path):
    assert resolve_target_path(target_path) == str(Path(target_path).resolve())
    (tmp_path / "empty").mkdir()
    with pytest.raises(FileNotFoundError, match="has no config.json"):
        resolve_target_path(str(tmp_path / "empty"))


def test_gguf_file_materialized_once_and_reused(target_path, tmp_path, monkeypatch):
    package, filename = PACKAGED_TARGETS["smollm2-135m-instruct"]
    gguf = tmp_path / "gguf" / "smol.Q4_1.gguf"
    gguf.parent.mkdir()
    gguf.symlink_to(packaged_file(package, filename))
    cache = tmp_path / "cache"
    out = Path(resolve_target_path(str(gguf), cache_dir=cache))
    assert out == cache / "models" / "smol.Q4_1" and (out / "config.json").is_file()
    assert (out / "tokenizer.json").is_file() and not list(out.parent.glob(".*.tmp"))
    # the same de-quantized fp32 weights as the default target built from the same file
    a, b = load_file(out / "model.safetensors"), load_file(Path(target_path) / "model.safetensors")
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)

    import transformers

    def no_rebuild(*a, **k):
        raise AssertionError("materialized folder was rebuilt instead of reused")

    monkeypatch.setattr(transformers.AutoModelForCausalLM, "from_pretrained", no_rebuild)
    assert Path(resolve_target_path(str(gguf), cache_dir=cache)) == out
    # a folder holding the GGUF, with target.gguf_file naming it, resolves to the same materialized folder
    assert Path(resolve_target_path(str(gguf.parent), gguf_file=gguf.name, cache_dir=cache)) == out


def test_hf_id_served_from_the_offline_cache(target_path, tmp_path):
    """An HF hub id loads from the local HF cache only; the network is never tried."""
    snap = tmp_path / "hub" / "models--acme--smol-chat" / "snapshots" / "0123abcd"
    snap.mkdir(parents=True)
    for f in Path(target_path).iterdir():
        if f.is_file():
            shutil.copy(f, snap / f.name)
    (snap.parents[1] / "refs").mkdir()
    (snap.parents[1] / "refs" / "main").write_text("0123abcd")
    code = ("import os; from eagle_core.target import resolve_target_path, Target; p = resolve_target_path('acme/smol-chat');"
            "assert p == 'acme/smol-chat' and os.environ['HF_HUB_OFFLINE'] == '1', p; t = Target(p, device='cpu');"
            "print(t.num_layers, t.aux_ids, t.tokenizer.chat_template is not None)")
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(HF_HUB_CACHE=str(tmp_path / "hub"), PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    assert res.stdout.strip().splitlines()[-1] == "30 [2, 15, 27] True"
    # an id absent from the cache fails at once, naming the key and the cache, never trying the network
    res = subprocess.run([sys.executable, "-c", code.replace("acme/smol-chat", "acme/absent")], env=env,
                         capture_output=True, text=True, timeout=300)
    assert res.returncode != 0
    assert "target.model 'acme/absent'" in res.stderr and str(tmp_path / "hub") in res.stderr
