"""Write/read a draft head as the folder SGLang (`LlamaForCausalLMEagle3`) and vLLM (`Eagle3LlamaForCausalLM`) load.

Key names follow the published EAGLE-3 heads: `fc.weight`, `midlayer.*` (SGLang >= 0.5.23 and vLLM both map it
onto `layers.0.*`; older SGLang only knows `midlayer`), `layers.{i}.*` for extra layers, `norm.weight`,
`lm_head.weight`, `d2t`, `t2d`, and `fc_norm.{i}.weight` for EAGLE-3.1. `embed_tokens.weight` is optional in both
loaders: SGLang always shares the target's embedding, vLLM shares it when the key is absent. We write it by
default so the folder is self-contained (our evaluator and vLLM load it unchanged; the values are the target's
own, frozen), and drop it with `include_embeddings=False` when head size matters (it is vocab x hidden).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import torch

from eagle_core.draft.model import Eagle3Draft, Eagle3DraftConfig, Rotary

DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}


def head_config(cfg: Eagle3DraftConfig, dtype: str = "bfloat16") -> dict[str, Any]:
    """The `config.json` both engines read (Llama fields + EAGLE-3 keys)."""
    out: dict[str, Any] = {
        "architectures": ["LlamaForCausalLMEagle3"],
        "model_type": "llama",
        "hidden_size": cfg.hidden_size,
        "intermediate_size": cfg.intermediate_size,
        "num_attention_heads": cfg.num_attention_heads,
        "num_key_value_heads": cfg.num_key_value_heads,
        "head_dim": cfg.head_dim,
        "num_hidden_layers": cfg.num_hidden_layers,
        "rms_norm_eps": cfg.rms_norm_eps,
        "rope_theta": cfg.rope_theta,
        "rope_scaling": cfg.rope_scaling,
        "max_position_embeddings": cfg.max_position_embeddings,
        "hidden_act": cfg.hidden_act,
        "vocab_size": cfg.vocab_size,
        "draft_vocab_size": cfg.draft_vocab_size,
        "target_hidden_size": cfg.target_hidden_size,
        "tie_word_embeddings": False,
        "attention_bias": False,
        "mlp_bias": False,
        "torch_dtype": dtype,
        "eagle_config": {
            # SGLang's convention, layer OUTPUT ids: it captures the output of layer k = HF hidden_states index k+1
            "eagle_aux_hidden_state_layer_ids": [i - 1 for i in cfg.aux_hidden_state_ids],
            "use_aux_hidden_state": True,
        },
        # HF hidden_states indices (the INPUT of layer L): where llama.cpp's converter, vLLM's newer EAGLE-3 runner
        # and `speculators` read the ids; each reads only this one (SGLang only the nested one above).
        "eagle_aux_hidden_state_layer_ids": list(cfg.aux_hidden_state_ids),
        "fc_norm": cfg.fc_norm,
        "norm_output": cfg.norm_output,
        "eagle_pipeline": {"draft_config": cfg.to_dict()},
    }
    return out


def head_state_dict(model: Eagle3Draft, include_embeddings: bool = True,
                    dtype: torch.dtype | None = None) -> dict[str, torch.Tensor]:
    """The model's tensors under the engines' names (extra layers renumbered after `midlayer` = layer 0).

    With a full draft vocabulary (draft_vocab_size == vocab_size) `d2t`/`t2d` are left out: the mapping is the
    identity and vLLM refuses a `d2t` it has no parameter for. Layers after the first normalise their input with
    `input_layernorm` here and in vLLM, with `hidden_norm` in SGLang (left at ones when absent): each gets a
    `hidden_norm.weight` equal to its `input_layernorm.weight`, so both engines compute what we trained.
    """
    full_vocab = model.config.draft_vocab_size == model.config.vocab_size
    out: dict[str, torch.Tensor] = {}
    for name, tensor in model.state_dict().items():
        if name.startswith("rotary.") or (name == "embed_tokens.weight" and not include_embeddings):
            continue
        if full_vocab and name in ("d2t", "t2d"):
            continue
        m = re.match(r"layers\.(\d+)\.(.*)", name)
        if m:
            name = f"layers.{int(m.group(1)) + 1}.{m.group(2)}"
        if dtype is not None and tensor.is_floating_point():
            tensor = tensor.to(dtype)
        out[name] = tensor.detach() if tensor.is_meta else tensor.detach().cpu().contiguous()
        if m and m.group(2) == "input_layernorm.weight":
            out[f"layers.{int(m.group(1)) + 1}.hidden_norm.weight"] = out[name].clone()
    return out


def export_head(model: Eagle3Draft, out_dir: str | Path, dtype: str | None = None,
                include_embeddings: bool = True) -> Path:
    """Write `config.json` + `model.safetensors`; dtype None keeps the model's own (bit-exact round trip)."""
    from safetensors.torch import save_file

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    torch_dtype = DTYPES[dtype] if dtype else None
    name = dtype or {v: k for k, v in DTYPES.items()}.get(model.fc.weight.dtype, "float32")
    tensors = head_state_dict(model, include_embeddings, torch_dtype)
    save_file(tensors, str(out / "model.safetensors"), metadata={"format": "pt"})
    (out / "config.json").write_text(json.dumps(head_config(model.config, name), indent=2, sort_keys=True))
    return out


def config_from_head(cfg: dict[str, Any]) -> Eagle3DraftConfig:
    """Our config from a head `config.json` (ours, or a third-party EAGLE-3 head with the engine keys only)."""
    ours = cfg.get("eagle_pipeline", {}).get("draft_config")
    if ours:
        return Eagle3DraftConfig.from_dict(ours)
    # SGLang's nested output ids (+1 = hidden_states index), else the top-level hidden_states indices (vLLM, llama.cpp)
    layer_ids = (cfg.get("eagle_config") or {}).get("eagle_aux_hidden_state_layer_ids")
    aux = [i + 1 for i in layer_ids] if layer_ids else list(cfg.get("eagle_aux_hidden_state_layer_ids") or [])
    hidden = int(cfg["hidden_size"])
    return Eagle3DraftConfig(
        hidden_size=hidden, intermediate_size=int(cfg["intermediate_size"]),
        num_attention_heads=int(cfg["num_attention_heads"]),
        num_key_value_heads=int(cfg.get("num_key_value_heads") or cfg["num_attention_heads"]),
        head_dim=int(cfg.get("head_dim") or hidden // int(cfg["num_attention_heads"])),
        vocab_size=int(cfg["vocab_size"]), draft_vocab_size=int(cfg.get("draft_vocab_size") or cfg["vocab_size"]),
        target_hidden_size=int(cfg.get("target_hidden_size") or hidden),
        aux_hidden_state_ids=aux,
        num_hidden_layers=int(cfg.get("num_hidden_layers", 1)), rms_norm_eps=float(cfg.get("rms_norm_eps", 1e-6)),
        rope_theta=float(cfg.get("rope_theta", 10000.0)), rope_scaling=cfg.get("rope_scaling"),
        max_position_embeddings=int(cfg.get("max_position_embeddings", 4096)),
        hidden_act=cfg.get("hidden_act", "silu"), fc_norm=bool(cfg.get("fc_norm", False)),
        norm_output=bool(cfg.get("norm_output", False)),
    )


def local_dir(path: str | Path) -> Path:
    """A head folder on local disk: the path itself, or an s3:// folder downloaded into the cache."""
    text = str(path)
    if text.startswith("s3://"):
        from eagle_core.storage import store_for_uri

        store, key = store_for_uri(text.rstrip("/"))
        dest = store.cache_dir / "heads" / text.replace("s3://", "").replace("/", "_")
        return store.download_dir(key, dest)
    return Path(path)


def load_head(path: str | Path, device: str = "cpu", embed: torch.Tensor | None = None,
              dtype: torch.dtype | None = None) -> Eagle3Draft:
    """Load an exported head folder (local or s3://). `embed`: the target's embeddings, for heads saved without."""
    from safetensors.torch import load_file

    folder = local_dir(path)
    if not (folder / "config.json").is_file():
        raise FileNotFoundError(f"{folder} is not a draft head folder (no config.json)")
    cfg = config_from_head(json.loads((folder / "config.json").read_text()))
    tensors: dict[str, torch.Tensor] = {}
    for f in sorted(folder.glob("*.safetensors")):
        tensors.update(load_file(str(f)))
    state: dict[str, torch.Tensor] = {}
    for name, t in tensors.items():
        m = re.match(r"layers\.(\d+)\.(.*)", name)
        if m:
            i = int(m.group(1))
            if i > 0 and m.group(2) == "hidden_norm.weight":
                continue  # SGLang's copy of input_layernorm (head_state_dict)
            name = f"midlayer.{m.group(2)}" if i == 0 else f"layers.{i - 1}.{m.group(2)}"
        state[name] = t
    if "embed_tokens.weight" not in state:
        if embed is None:
            raise ValueError(f"{folder}: head has no embed_tokens.weight; pass the target's embeddings (embed=...)")
        state["embed_tokens.weight"] = embed.detach().cpu()
    if "d2t" not in state and cfg.draft_vocab_size == cfg.vocab_size:  # full vocabulary: the identity mapping
        state["d2t"] = torch.zeros(cfg.vocab_size, dtype=torch.long)
        state["t2d"] = torch.ones(cfg.vocab_size, dtype=torch.bool)
    if "t2d" not in state and "d2t" in state:  # some heads omit t2d: rebuild it from d2t
        t2d = torch.zeros(cfg.vocab_size, dtype=torch.bool)
        t2d[state["d2t"] + torch.arange(state["d2t"].numel())] = True
        state["t2d"] = t2d
    floating = next(t.dtype for n, t in state.items() if n == "fc.weight")
    with torch.device("meta"):
        model = Eagle3Draft(cfg)
    model = model.to_empty(device="cpu").to(dtype or floating)
    model.rotary = Rotary(cfg)  # meta-built buffers: recompute rope frequencies
    missing, unexpected = model.load_state_dict(state, strict=False)
    missing = [m for m in missing if not m.startswith("rotary.")]
    if missing or unexpected:
        raise ValueError(f"{folder}: head tensors do not match the config: missing {missing}, unexpected {unexpected}")
    model.embed_tokens.weight.requires_grad_(False)
    return model.to(device).eval()
