"""The EAGLE-3 draft: sizing from target configs, the KV-cache forward the evaluator uses, and parity with HF Llama."""

from __future__ import annotations

import pytest
import torch

from eagle_core.draft.model import DraftCache, Eagle3DraftConfig, build_draft


def tiny_cfg(**kw) -> Eagle3DraftConfig:
    base = dict(hidden_size=32, intermediate_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=8,
                vocab_size=100, draft_vocab_size=20, target_hidden_size=48, aux_hidden_state_ids=[2, 3, 4],
                rope_theta=10000.0)
    base.update(kw)
    return Eagle3DraftConfig(**base)


def tiny_vocab(v: int = 100, dv: int = 20) -> tuple[torch.Tensor, torch.Tensor]:
    ids = torch.arange(0, v, v // dv)[:dv]
    t2d = torch.zeros(v, dtype=torch.bool)
    t2d[ids] = True
    return ids - torch.arange(dv), t2d


def test_from_smollm2_config_sizes_and_param_count(target_path):
    from transformers import AutoConfig

    tc = AutoConfig.from_pretrained(target_path)
    cfg = Eagle3DraftConfig.from_target_config(tc, draft_vocab_size=8192, aux_hidden_state_ids=[2, 15, 27])
    assert (cfg.hidden_size, cfg.num_attention_heads, cfg.num_key_value_heads, cfg.head_dim) == (576, 9, 3, 64)
    assert cfg.rope_theta == 100000.0 and cfg.rope_scaling is None and cfg.vocab_size == 49152
    assert Eagle3DraftConfig.from_dict(cfg.to_dict()) == cfg
    with torch.device("meta"):
        model = build_draft(cfg)
    n = model.num_parameters()
    # fc 3h*h + q/k/v (2h in) + o + MLP + 4 norms + lm_head; the frozen embedding is not trainable.
    h, i, kvd = 576, 1536, 3 * 64
    expected = 3 * h * h + 2 * h * (h + 2 * kvd) + h * h + 3 * h * i + 4 * h + h * 8192
    assert n == expected
    assert not model.embed_tokens.weight.requires_grad


def test_llama3_rope_scaling_matches_transformers():
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaRotaryEmbedding

    scaling = {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
               "original_max_position_embeddings": 8192}
    hf = LlamaConfig(hidden_size=4096, num_attention_heads=32, num_key_value_heads=8,
                     rope_parameters={"rope_theta": 500000.0, **scaling}, max_position_embeddings=131072)
    cfg = Eagle3DraftConfig.from_target_config(hf, 32000, [2, 16, 29])
    assert cfg.rope_scaling["rope_type"] == "llama3" and cfg.rope_theta == 500000.0
    with torch.device("meta"):
        model = build_draft(cfg)
    from eagle_core.draft.model import Rotary

    ours = Rotary(cfg)
    ref = LlamaRotaryEmbedding(hf)
    pos = torch.tensor([[0, 5, 1000, 100000]])
    cos, sin = ours(pos, torch.float32)
    rcos, rsin = ref(torch.zeros(1, 4, 4096), pos)
    torch.testing.assert_close(cos, rcos, atol=1e-4, rtol=1e-4)
    torch.testing.assert_close(sin, rsin, atol=1e-4, rtol=1e-4)
    assert model.fc.weight.shape == (4096, 3 * 4096)


def test_cached_incremental_forward_equals_full_forward():
    cfg = tiny_cfg(num_hidden_layers=2)
    d2t, t2d = tiny_vocab()
    model = build_draft(cfg, embed=torch.randn(100, 32), d2t=d2t, t2d=t2d, seed=1).eval()
    torch.manual_seed(0)
    ids = torch.randint(0, 100, (2, 9))
    hidden = model.fuse(torch.randn(2, 9, 3 * 48))
    pos = torch.arange(9)[None].expand(2, 9)
    full_h, full_logits = model(ids, hidden, pos)
    cache = DraftCache()
    model(ids[:, :4], hidden[:, :4], pos[:, :4], past_key_values=cache)
    assert cache.length == 4
    outs = [model(ids[:, t:t + 1], hidden[:, t:t + 1], pos[:, t:t + 1], past_key_values=cache) for t in range(4, 9)]
    assert cache.length == 9
    torch.testing.assert_close(torch.cat([o[1] for o in outs], 1), full_logits[:, 4:], atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(torch.cat([o[0] for o in outs], 1), full_h[:, 4:], atol=1e-5, rtol=1e-4)
    # crop drops rejected tokens: re-feeding them after a crop gives the same answer again.
    cache.crop(6)
    assert cache.length == 6
    _, again = model(ids[:, 6:], hidden[:, 6:], pos[:, 6:], past_key_values=cache)
    torch.testing.assert_close(again, full_logits[:, 6:], atol=1e-5, rtol=1e-4)


def test_tree_mask_siblings_do_not_see_each_other():
    """Two siblings fed together with a tree mask = each fed alone after the same prefix."""
    cfg = tiny_cfg()
    model = build_draft(cfg, embed=torch.randn(100, 32), seed=2).eval()
    ids = torch.randint(0, 100, (1, 5))
    hidden = torch.randn(1, 5, 32)
    cache = DraftCache()
    model(ids, hidden, torch.arange(5)[None], past_key_values=cache)
    sib_ids, sib_h = torch.tensor([[7, 9]]), torch.randn(1, 2, 32)
    mask = torch.ones(1, 1, 2, 7, dtype=torch.bool)
    mask[0, 0, 0, 6] = False
    mask[0, 0, 1, 5] = False
    _, both = model(sib_ids, sib_h, torch.full((1, 2), 5), past_key_values=cache, attention_mask=mask)
    for j in range(2):
        cache.crop(5)
        _, alone = model(sib_ids[:, j:j + 1], sib_h[:, j:j + 1], torch.full((1, 1), 5), past_key_values=cache)
        torch.testing.assert_close(alone[:, 0], both[:, j], atol=1e-5, rtol=1e-4)


def test_extra_layers_match_hf_llama_decoder_layer():
    """Layers after the first are plain Llama layers: same output as transformers' LlamaDecoderLayer."""
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding

    cfg = tiny_cfg(num_hidden_layers=2, target_hidden_size=32)
    model = build_draft(cfg, seed=3).eval()
    hf_cfg = LlamaConfig(hidden_size=32, intermediate_size=64, num_attention_heads=4, num_key_value_heads=2,
                         head_dim=8, rms_norm_eps=cfg.rms_norm_eps, rope_parameters={"rope_theta": 10000.0,
                         "rope_type": "default"}, attn_implementation="eager")
    ref = LlamaDecoderLayer(hf_cfg, layer_idx=0).eval()
    missing = ref.load_state_dict(model.layers[0].state_dict(), strict=False)
    assert not missing.missing_keys
    x = torch.randn(2, 6, 32)
    pos = torch.arange(6)[None].expand(2, 6)
    cos, sin = model.rope(pos, torch.float32)
    from eagle_core.draft.model import masked_attention

    ours = model.layers[0](None, x, cos, sin, lambda q, k, v: masked_attention(q, k, v, None, 0))
    rot = LlamaRotaryEmbedding(hf_cfg)(x, pos)
    causal = torch.full((6, 6), float("-inf")).triu(1)[None, None]
    theirs = ref(x, attention_mask=causal, position_ids=pos, position_embeddings=rot)
    theirs = theirs[0] if isinstance(theirs, tuple) else theirs
    torch.testing.assert_close(ours, theirs, atol=1e-5, rtol=1e-4)


def test_vocab_mapping_and_bad_vocab_errors():
    cfg = tiny_cfg()
    d2t, t2d = tiny_vocab()
    model = build_draft(cfg, d2t=d2t, t2d=t2d)
    assert model.draft_to_target(torch.tensor([0, 1, 19])).tolist() == [0, 5, 95]
    bad = t2d.clone()
    bad[1] = True
    with pytest.raises(ValueError, match="disagree"):
        model.set_vocab(d2t, bad)
    with pytest.raises(ValueError, match="shapes"):
        model.set_vocab(d2t[:5], t2d)


@pytest.mark.parametrize("fc_norm,norm_output", [(True, False), (False, True)])
def test_eagle31_flags_change_the_computation(fc_norm, norm_output):
    cfg = tiny_cfg(fc_norm=fc_norm, norm_output=norm_output)
    model = build_draft(cfg, seed=4).eval()
    aux = torch.randn(1, 3, 3 * 48) * 5
    hidden = model.fuse(aux)
    h, logits = model(torch.tensor([[1, 2, 3]]), hidden, torch.arange(3)[None])
    if fc_norm:
        assert len(model.fc_norm) == 3
        # per-chunk RMSNorm makes fuse invariant to rescaling one aux chunk
        aux2 = aux.clone()
        aux2[..., :48] *= 10
        torch.testing.assert_close(model.fuse(aux2), hidden, atol=1e-4, rtol=1e-4)
    if norm_output:
        # the handed-over state is post-norm: unit RMS (norm weight = 1 at init)
        torch.testing.assert_close(h.pow(2).mean(-1), torch.ones(1, 3), atol=1e-3, rtol=1e-3)
