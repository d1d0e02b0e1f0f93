"""Offline features: stored states equal the target's own forward; stale features are refused by name."""

from __future__ import annotations

import pytest
import torch

from eagle_core.config import load_config
from eagle_core.storage import ArtifactStore
from eagle_core.train.data import load_examples
from eagle_core.train.features import FeatureReader, features_stage, target_weights
from tests.test_trainer import synthetic_inputs, tiny_target  # noqa: F401 (fixture)


def test_features_match_target_forward_and_detect_stale_data(tmp_path, tiny_target):  # noqa: F811
    from eagle_core.target import Target

    store = ArtifactStore(str(tmp_path / "s"))
    synthetic_inputs(store, n=6)
    cfg = load_config(None, [f"target.model={tiny_target}", "training.features_dtype=float32",
                             "training.features_shard_size=4"])
    m = features_stage(cfg, store, "tok", "feat")
    assert m["stage"] == "features" and m["rows"] == 6
    examples = load_examples(store, "tok")
    reader = FeatureReader(store, "feat")
    target = Target(tiny_target)
    out = target.forward(examples[5].input_ids[None])
    aux, last = reader.get(examples[5])
    torch.testing.assert_close(aux, out.aux_hidden[0])
    _, embed, head = target_weights(tiny_target)
    torch.testing.assert_close(last @ head.T, out.logits[0], rtol=1e-4, atol=1e-4)  # logits = lm_head(last)
    assert torch.equal(embed, head)  # tied embeddings: lm_head falls back to the embedding matrix
    stale = examples[5]
    stale.input_ids = stale.input_ids[:-1]
    with pytest.raises(ValueError, match=repr(stale.id)):
        reader.get(stale)


def test_features_resume_keeps_finished_shards_and_redoes_stale_ones(tmp_path, tiny_target):  # noqa: F811
    """An interrupted run leaves finished shards: a re-run keeps them (no target forward), recomputes a shard
    whose settings differ or whose file is damaged, and the result equals a fresh run."""
    from unittest import mock

    from eagle_core.target import Target

    store = ArtifactStore(str(tmp_path / "s"))
    synthetic_inputs(store, n=10)
    args = [f"target.model={tiny_target}", "training.features_dtype=float32", "training.features_shard_size=4"]
    cfg = load_config(None, args)
    features_stage(cfg, store, "tok", "feat")
    fresh = {k: store.read_bytes(k) for k in store.list("feat") if k.endswith(".safetensors")}
    assert len(fresh) == 3
    store.delete("feat/manifest.json")  # as if the run stopped after its last shard
    store.write_bytes("feat/shard-00001.safetensors", b"truncated")  # and one upload was cut short
    calls = []
    real = Target.forward

    def counting(self, ids, *a, **k):
        calls.append(ids.shape[1])
        return real(self, ids, *a, **k)

    with mock.patch.object(Target, "forward", counting):
        m = features_stage(cfg, store, "tok", "feat")
    assert m["rows"] == 10 and len(calls) == 4  # only shard 1 (examples 4..7) was recomputed
    from safetensors.torch import load as st_load
    for k, blob in fresh.items():
        again = st_load(store.read_bytes(k))
        for name, t in st_load(blob).items():
            assert torch.equal(again[name], t), (k, name, (again[name].float() - t.float()).abs().max())
    calls.clear()
    with mock.patch.object(Target, "forward", counting):  # other settings: nothing may be reused
        features_stage(load_config(None, args[:1] + ["training.features_dtype=bfloat16", args[2]]), store, "tok", "feat")
    assert len(calls) == 10
