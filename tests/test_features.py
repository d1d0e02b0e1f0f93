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
