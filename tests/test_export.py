"""Export: the folder SGLang/vLLM load (names, shapes, config keys) and a lossless round trip."""

from __future__ import annotations

import json

import torch

from eagle_core.draft.export import export_head, head_config, head_state_dict, load_head
from eagle_core.draft.model import DraftCache, Eagle3DraftConfig, build_draft
from tests.test_draft_model import tiny_cfg, tiny_vocab

# The published EAGLE-3 Llama-3.1-8B-Instruct head (yuhuili/EAGLE3-LLaMA3.1-Instruct-8B) tensor layout.
LLAMA31_8B_HEAD = {
    "fc.weight": (4096, 12288),
    "midlayer.hidden_norm.weight": (4096,),
    "midlayer.input_layernorm.weight": (4096,),
    "midlayer.post_attention_layernorm.weight": (4096,),
    "midlayer.self_attn.q_proj.weight": (4096, 8192),
    "midlayer.self_attn.k_proj.weight": (1024, 8192),
    "midlayer.self_attn.v_proj.weight": (1024, 8192),
    "midlayer.self_attn.o_proj.weight": (4096, 4096),
    "midlayer.mlp.gate_proj.weight": (14336, 4096),
    "midlayer.mlp.up_proj.weight": (14336, 4096),
    "midlayer.mlp.down_proj.weight": (4096, 14336),
    "norm.weight": (4096,),
    "lm_head.weight": (32000, 4096),
    "d2t": (32000,),
    "t2d": (128256,),
}


def llama31_8b_target_config():
    from transformers import LlamaConfig

    return LlamaConfig(hidden_size=4096, intermediate_size=14336, num_attention_heads=32, num_key_value_heads=8,
                       num_hidden_layers=32, vocab_size=128256, max_position_embeddings=131072, rms_norm_eps=1e-5,
                       rope_parameters={"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0,
                                        "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                                        "original_max_position_embeddings": 8192})


def test_llama31_8b_layout_matches_published_head():
    from eagle_core.target import default_aux_ids

    cfg = Eagle3DraftConfig.from_target_config(llama31_8b_target_config(), 32000, default_aux_ids(32))
    with torch.device("meta"):
        model = build_draft(cfg)
    sd = head_state_dict(model, include_embeddings=False, dtype=torch.bfloat16)
    assert {k: tuple(v.shape) for k, v in sd.items()} == LLAMA31_8B_HEAD
    assert sd["d2t"].dtype == torch.int64 and sd["t2d"].dtype == torch.bool and sd["fc.weight"].dtype == torch.bfloat16
    with_embed = head_state_dict(model, include_embeddings=True)
    assert set(with_embed) - set(sd) == {"embed_tokens.weight"}
    assert tuple(with_embed["embed_tokens.weight"].shape) == (128256, 4096)
    print(f"Llama-3.1-8B draft: {model.num_parameters() / 1e6:.1f}M trainable params "
          f"({model.num_parameters() / 8.03e9:.1%} of the 8.03B target)")

    conf = head_config(cfg)
    assert conf["architectures"] == ["LlamaForCausalLMEagle3"] and conf["model_type"] == "llama"
    assert conf["num_hidden_layers"] == 1 and conf["tie_word_embeddings"] is False
    assert conf["draft_vocab_size"] == 32000 and conf["vocab_size"] == 128256 and conf["target_hidden_size"] == 4096
    # SGLang's default for a 32-layer target is layer ids [1, 15, 28] (inputs of layers 2, 16, 29)
    assert conf["eagle_config"] == {"eagle_aux_hidden_state_layer_ids": [1, 15, 28], "use_aux_hidden_state": True}
    assert conf["rope_scaling"]["rope_type"] == "llama3" and conf["rope_theta"] == 500000.0
    assert conf["fc_norm"] is False and conf["norm_output"] is False
    json.dumps(conf)


def _roundtrip(tmp_path, include_embeddings, **cfg_kw):
    cfg = tiny_cfg(**cfg_kw)
    d2t, t2d = tiny_vocab()
    embed = torch.randn(100, 32)
    model = build_draft(cfg, embed=embed, d2t=d2t, t2d=t2d, seed=5).eval()
    folder = export_head(model, tmp_path / "head", include_embeddings=include_embeddings)
    loaded = load_head(folder, embed=None if include_embeddings else embed)
    ids = torch.randint(0, 100, (1, 6))
    aux = torch.randn(1, 6, 3 * 48)
    pos = torch.arange(6)[None]
    with torch.no_grad():
        a = model(ids, model.fuse(aux), pos, past_key_values=DraftCache())
        b = loaded(ids, loaded.fuse(aux), pos, past_key_values=DraftCache())
    assert torch.equal(a[1], b[1]) and torch.equal(a[0], b[0])
    assert torch.equal(loaded.d2t, model.d2t) and torch.equal(loaded.t2d, model.t2d)
    assert loaded.config == model.config
    return folder


def test_export_load_roundtrip_identical_logits(tmp_path):
    folder = _roundtrip(tmp_path, True)
    from safetensors import safe_open

    with safe_open(str(folder / "model.safetensors"), "pt") as f:
        keys = set(f.keys())
    assert "midlayer.self_attn.q_proj.weight" in keys and "embed_tokens.weight" in keys
    assert not any(k.startswith("rotary") for k in keys)


def test_roundtrip_multilayer_eagle31_without_embeddings(tmp_path):
    folder = _roundtrip(tmp_path, False, num_hidden_layers=2, fc_norm=True, norm_output=True)
    from safetensors import safe_open

    with safe_open(str(folder / "model.safetensors"), "pt") as f:
        keys = set(f.keys())
    # extra layers follow midlayer as layers.1.* (the engines map midlayer -> layers.0)
    assert "layers.1.self_attn.q_proj.weight" in keys and "layers.0.self_attn.q_proj.weight" not in keys
    assert {"fc_norm.0.weight", "fc_norm.1.weight", "fc_norm.2.weight"} <= keys
    assert "embed_tokens.weight" not in keys
    conf = json.loads((folder / "config.json").read_text())
    assert conf["fc_norm"] is True and conf["norm_output"] is True and conf["num_hidden_layers"] == 2


def test_third_party_config_without_our_metadata(tmp_path):
    """A head folder carrying only the engine keys (e.g. a published one) loads with the same config."""
    folder = _roundtrip(tmp_path, True)
    conf = json.loads((folder / "config.json").read_text())
    expected = conf.pop("eagle_pipeline")["draft_config"]
    (folder / "config.json").write_text(json.dumps(conf))
    assert load_head(folder).config.to_dict() == expected


def test_aux_ids_in_both_conventions(tmp_path):
    """Top level: hidden_states indices (llama.cpp, vLLM's newer runner, speculators); eagle_config: SGLang's
    output ids (index - 1). A folder carrying only the top-level list loads with the same ids."""
    folder = _roundtrip(tmp_path, True, aux_hidden_state_ids=[1, 3, 5])
    conf = json.loads((folder / "config.json").read_text())
    assert conf["eagle_aux_hidden_state_layer_ids"] == [1, 3, 5]
    assert conf["eagle_config"]["eagle_aux_hidden_state_layer_ids"] == [0, 2, 4]
    del conf["eagle_pipeline"], conf["eagle_config"]
    (folder / "config.json").write_text(json.dumps(conf))
    assert load_head(folder).config.aux_hidden_state_ids == [1, 3, 5]


def test_full_vocab_head_has_no_d2t(tmp_path):
    """draft_vocab_size == vocab_size: no d2t/t2d in the file (vLLM rejects them); it loads as the identity map."""
    cfg = tiny_cfg(draft_vocab_size=100)
    model = build_draft(cfg, embed=torch.randn(100, 32), seed=3).eval()
    folder = export_head(model, tmp_path / "head")
    from safetensors import safe_open

    with safe_open(str(folder / "model.safetensors"), "pt") as f:
        assert not {"d2t", "t2d"} & set(f.keys())
    loaded = load_head(folder)
    ids = torch.randint(0, 100, (1, 5))
    assert torch.equal(loaded.draft_to_target(ids), ids)
    with torch.no_grad():
        a = model(ids, model.fuse(torch.randn(1, 5, 144)), torch.arange(5)[None], past_key_values=DraftCache())
    assert torch.isfinite(a[0]).all()


def test_extra_layers_carry_sglang_hidden_norm():
    """Layers after the first: SGLang normalises with hidden_norm, we (and vLLM) with input_layernorm: same weights."""
    model = build_draft(tiny_cfg(num_hidden_layers=3), embed=torch.randn(100, 32), d2t=tiny_vocab()[0],
                        t2d=tiny_vocab()[1], seed=1)
    with torch.no_grad():
        for layer in model.layers:
            layer.input_layernorm.weight.uniform_(0.5, 1.5)
    sd = head_state_dict(model)
    for i in (1, 2):
        assert torch.equal(sd[f"layers.{i}.hidden_norm.weight"], sd[f"layers.{i}.input_layernorm.weight"])
        assert not torch.equal(sd[f"layers.{i}.hidden_norm.weight"], torch.ones(32))
    assert "layers.0.hidden_norm.weight" not in sd and "midlayer.hidden_norm.weight" in sd
