"""Other engines' head formats, made from an exported head folder (export.py writes the SGLang/vLLM folder).

- gguf: llama.cpp's EAGLE3 GGUF, by llama.cpp's own converter (engines/llamacpp.py); one-layer heads only.
- speculators: vLLM's own format (the `speculators` package's `Eagle3Speculator` config), see speculators_config.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

FORMATS = ("hf", "gguf", "speculators")
GGUF_NAME = "head.gguf"


def export_gguf(head_dir: str | Path, target_path: str | Path, dest: str | Path, dtype: str = "f32",
                cache_dir: str | Path | None = None) -> Path:
    """`dest/head.gguf` from the head folder, converted against the target (its tokenizer, its layer count)."""
    from eagle_core.engines.llamacpp import head_gguf

    out = Path(dest) / GGUF_NAME
    head_gguf(head_dir, target_path, out, dtype, cache_dir)
    return out


def gguf_artifact(store: Any, head_dir: str | Path, target_path: str | Path, out_prefix: str, dtype: str = "f32",
                  cache_dir: str | Path | None = None) -> str | None:
    """Best effort, beside a trained head: `<out_prefix>/head-gguf/head.gguf`; returns its URI or None.

    Skipped (logged, never fatal: the SGLang/vLLM folder is the product) when llama.cpp's source is not in the
    cache (nothing is downloaded at run time) or the head is one llama.cpp cannot run (several layers, fc_norm).
    """
    from eagle_core.engines import llamacpp_build
    from eagle_core.errors import DeterministicError

    if not (llamacpp_build.build_root(cache_dir) / "src" / "UNPACKED").is_file():
        log.info("no GGUF beside the head: llama.cpp's source is not in the cache (scripts/setup.sh builds it)")
        return None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            path = export_gguf(head_dir, target_path, tmp, dtype, cache_dir)
            key = f"{out_prefix}/head-gguf/{GGUF_NAME}"
            store.upload_file(path, key)
            return store.uri(key)
    except (DeterministicError, RuntimeError) as exc:
        log.warning("no GGUF beside the head: %s", str(exc).splitlines()[0])
        return None


def replace_dir(src: Path, dest: Path) -> Path:
    if dest.exists():
        shutil.rmtree(dest)
    shutil.move(str(src), str(dest))
    return dest


# ----------------------------------------------------------------------------- speculators (vLLM)


def speculators_config(head_cfg: dict[str, Any], verifier: str, verifier_architectures: list[str] | None = None
                       ) -> dict[str, Any]:
    """The `speculators` Eagle3 config for our head config (`eagle_pipeline.draft_config` holds every field).

    `norm_before_residual: false` is written out: vLLM assumes true when a speculators config omits it, and our
    layer adds the raw fused state to the residual. Aux ids are hidden_states indices (speculators' convention).
    """
    from eagle_core.draft.export import config_from_head

    c = config_from_head(head_cfg)
    layer = {
        "architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "hidden_size": c.hidden_size, "intermediate_size": c.intermediate_size,
        "num_attention_heads": c.num_attention_heads, "num_key_value_heads": c.num_key_value_heads,
        "head_dim": c.head_dim, "num_hidden_layers": c.num_hidden_layers, "rms_norm_eps": c.rms_norm_eps,
        "rope_theta": c.rope_theta, "rope_scaling": c.rope_scaling,
        "max_position_embeddings": c.max_position_embeddings, "hidden_act": c.hidden_act,
        "vocab_size": c.vocab_size, "attention_bias": False, "mlp_bias": False, "tie_word_embeddings": False,
    }
    return {
        "architectures": ["Eagle3Speculator"],
        "speculators_model_type": "eagle3",
        "speculators_version": "0.9.0",
        "transformer_layer_config": layer,
        "draft_vocab_size": c.draft_vocab_size,
        "norm_before_residual": False,
        "fc_norm": c.fc_norm,  # EAGLE-3.1: RMSNorm per aux chunk (speculators' own field, same tensor names)
        "norm_output": c.norm_output,
        "target_hidden_size": c.target_hidden_size,
        "eagle_aux_hidden_state_layer_ids": list(c.aux_hidden_state_ids),
        "torch_dtype": head_cfg.get("torch_dtype", "bfloat16"),
        "speculators_config": {
            "algorithm": "eagle3",
            "default_proposal_method": "greedy",
            "proposal_methods": [{"proposal_type": "greedy", "speculative_tokens": 3, "verifier_accept_k": 1,
                                  "accept_tolerance": 0.0}],
            "verifier": {"name_or_path": verifier, "architectures": verifier_architectures or ["LlamaForCausalLM"]},
        },
    }


def speculators_state_dict(tensors: dict[str, Any]) -> dict[str, Any]:
    """Our tensor names -> speculators' (`midlayer.*` -> `layers.0.*`); the rest keep their names, except SGLang's
    `hidden_norm` copies on layers after the first (speculators' later layers are plain Llama layers)."""
    out = {}
    for name, t in tensors.items():
        if re.match(r"layers\.[1-9]\d*\.hidden_norm\.weight$", name):
            continue
        out[re.sub(r"^midlayer\.", "layers.0.", name)] = t
    return out


def export_speculators(head_dir: str | Path, dest: str | Path, verifier: str,
                       verifier_architectures: list[str] | None = None) -> Path:
    """Write `dest/config.json` + `dest/model.safetensors` in the speculators layout."""
    from safetensors.torch import load_file, save_file

    head_dir, dest = Path(head_dir), Path(dest)
    head_cfg = json.loads((head_dir / "config.json").read_text())
    conf = speculators_config(head_cfg, verifier, verifier_architectures)
    tensors: dict[str, Any] = {}
    for f in sorted(head_dir.glob("*.safetensors")):
        tensors.update(load_file(str(f)))
    dest.mkdir(parents=True, exist_ok=True)
    save_file(speculators_state_dict(tensors), str(dest / "model.safetensors"), metadata={"format": "pt"})
    (dest / "config.json").write_text(json.dumps(conf, indent=2, sort_keys=True))
    return dest


def export_other_format(cfg: Any, fmt: str, fetch_hf: Any, dest: str | Path) -> Path:
    """`eagle-pipeline export --format gguf|speculators`: fetch the hf folder aside (`fetch_hf(dir)`), convert it
    into `dest` (which must be empty or absent), keep the registry provenance beside it."""
    from eagle_core.target import resolve_target_path

    dest = Path(dest).expanduser().resolve()
    if dest.exists() and any(dest.iterdir()):
        raise FileExistsError(f"export destination {dest} is not empty")
    dest.parent.mkdir(parents=True, exist_ok=True)
    target = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
    with tempfile.TemporaryDirectory(dir=dest.parent, prefix=f".{dest.name}.") as tmp:
        hf = fetch_hf(Path(tmp) / "hf")
        out = Path(tmp) / "out"
        out.mkdir()
        if fmt == "gguf":
            lc = cfg.engine.llamacpp
            export_gguf(hf, target, out, lc.draft_dtype or lc.dtype, cfg.storage.cache_dir)
        elif fmt == "speculators":
            arch = json.loads((Path(target) / "config.json").read_text()).get("architectures")
            export_speculators(hf, out, str(target), arch)  # the verifier as this machine loads it
        else:
            raise ValueError(f"unknown export format {fmt!r}; one of {', '.join(FORMATS)}")
        if (hf / "eagle_registry.json").is_file():
            shutil.copy2(hf / "eagle_registry.json", out / "eagle_registry.json")
        if dest.exists():
            dest.rmdir()
        shutil.move(str(out), str(dest))
    return dest
