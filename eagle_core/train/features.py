"""Offline mode: run the target once over the training set and store what the draft trains on.

Per example we keep the three aux hidden states [T, 3H] and the final (post-norm) hidden state [T, H]; logits are
recomputed at training time as `lm_head(last_hidden)`, which is exact for Llama/Qwen-style heads (no softcap)
and V/H times smaller than storing logits. Shards are safetensors files holding the examples back to back
(`aux`, `last`, `offsets`), read by slice through a memory map, so a training step touches only its rows.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import torch

from eagle_core.train.data import Example, benchmark_holdout_prompts, load_examples, load_holdout

FEATURES_VERSION = 1


def target_weights(path: str) -> tuple[Any, torch.Tensor, torch.Tensor]:
    """(HF config, input embedding [V,H], lm_head [V,H]) read straight from the target's safetensors."""
    from safetensors import safe_open
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(path)
    folder = Path(path)
    files = sorted(folder.glob("*.safetensors"))
    if not files:
        raise FileNotFoundError(f"target {path} has no safetensors weights")
    found: dict[str, torch.Tensor] = {}
    for f in files:
        with safe_open(str(f), "pt") as st:
            for key in st.keys():
                if key.endswith("embed_tokens.weight") and "embed" not in found:
                    found["embed"] = st.get_tensor(key)
                elif key.endswith("lm_head.weight") and "head" not in found:
                    found["head"] = st.get_tensor(key)
    if "embed" not in found:
        raise ValueError(f"target {path}: no *embed_tokens.weight tensor")
    return config, found["embed"], found.get("head", found["embed"])  # tied embeddings share the matrix


def _settings(cfg: Any, target: Any) -> str:
    """What a shard's content depends on besides its examples: a resumed run reuses only matching shards."""
    return json.dumps({"version": FEATURES_VERSION, "target": str(target.path), "aux": list(target.aux_ids),
                       "target_dtype": str(target.dtype), "features_dtype": cfg.training.features_dtype,
                       "max_length": cfg.training.max_length}, sort_keys=True)


def _finished_shard(store: Any, key: str, ids: list[str], settings: str) -> bool:
    """True when `key` already holds these examples' features computed with these settings."""
    from safetensors import safe_open

    if not store.exists(key):
        return False
    try:
        with safe_open(str(store.local_path(key)), "pt") as f:
            meta = f.metadata() or {}
    except Exception:  # a truncated or foreign file: recompute it
        return False
    return meta.get("ids") == json.dumps(ids) and meta.get("settings") == settings


def features_stage(cfg: Any, store: Any, tokenized_prefix: str, out_prefix: str) -> dict:
    """Precompute target features for the train split into `<out_prefix>/shard-*.safetensors`, and for the
    validation's holdout conversations (`data.load_holdout`) into `holdout-*.safetensors`.

    Resumable: a shard already in the store with the same examples and settings is kept, so an interrupted run
    (hours of target forwards on CPU) continues where it stopped. The manifest is written last.
    """
    import logging
    import time

    from safetensors.torch import save_file

    from eagle_core.target import Target

    log = logging.getLogger(__name__)
    tcfg = cfg.training
    target = Target.from_config(cfg.target, cache_dir=cfg.storage.cache_dir)
    examples = load_examples(store, tokenized_prefix, "train", tcfg.max_length)
    held = load_holdout(store, tokenized_prefix, tcfg.max_length, tcfg.val_max_examples, benchmark_holdout_prompts(cfg))
    dtype = torch.bfloat16 if tcfg.features_dtype == "bfloat16" else torch.float32
    settings = _settings(cfg, target)
    index: list[dict] = []
    out_key = store.key_of(out_prefix)
    started, done_tokens, kept = time.monotonic(), 0, 0
    size = tcfg.features_shard_size
    # Train shards keep their names (`shard-*`) so a features set made before validation existed stays valid.
    plan = [(f"shard-{n:05d}", "train", examples[i:i + size]) for n, i in enumerate(range(0, len(examples), size))]
    plan += [(f"holdout-{n:05d}", "holdout", held[i:i + size]) for n, i in enumerate(range(0, len(held), size))]
    total = len(examples) + len(held)
    with tempfile.TemporaryDirectory() as tmp:
        for stem, split, chunk in plan:
            name = f"{stem}.safetensors"
            index += [{"id": e.id, "shard": name, "row": i, "split": split} for i, e in enumerate(chunk)]
            if _finished_shard(store, f"{out_key}/{name}", [e.id for e in chunk], settings):
                kept += 1
                continue
            aux, last, offsets = [], [], [0]
            for ex in chunk:  # one example per forward: no padding, exact per-sequence states
                out = target.forward(ex.input_ids[None], logits=False)
                aux.append(out.aux_hidden[0].to("cpu", dtype))
                last.append(out.last_hidden[0].to("cpu", dtype))
                offsets.append(offsets[-1] + len(ex.input_ids))
            path = Path(tmp) / name
            save_file({"aux": torch.cat(aux).contiguous(), "last": torch.cat(last).contiguous(),
                       "offsets": torch.tensor(offsets, dtype=torch.long)}, str(path),
                      metadata={"ids": json.dumps([e.id for e in chunk]), "settings": settings})
            store.upload_file(path, f"{out_key}/{name}")
            path.unlink()
            done_tokens += offsets[-1]
            elapsed = time.monotonic() - started
            log.info("features: %d/%d examples (%s), %.0f tokens/s", len(index), total, name,
                     done_tokens / elapsed if elapsed > 0 else 0.0)
    if kept:
        log.info("features: kept %d finished shard(s) from an earlier run", kept)
    store.write_json(f"{out_key}/index.json", {"version": FEATURES_VERSION, "examples": index,
                                               "aux_hidden_state_ids": target.aux_ids, "target": target.path,
                                               "dtype": tcfg.features_dtype})
    store.write_manifest(out_key, rows=len(examples), holdout_rows=len(held), stage="features", version=FEATURES_VERSION,
                         config={"training": tcfg.model_dump(mode="json"), "target": cfg.target.model_dump(mode="json")},
                         tokenized=store.uri(tokenized_prefix))
    return store.read_manifest(out_key)


class FeatureReader:
    """Random access to stored features by example id (slices through safetensors' memory map)."""

    def __init__(self, store: Any, prefix: str) -> None:
        from safetensors import safe_open

        self._safe_open = safe_open
        self.store = store
        self.prefix = store.key_of(prefix)
        meta = store.read_json(f"{self.prefix}/index.json")
        self.aux_ids = meta["aux_hidden_state_ids"]
        self.where = {e["id"]: (e["shard"], e["row"]) for e in meta["examples"]}
        self._open: dict[str, Any] = {}
        self._offsets: dict[str, list[int]] = {}

    def _handle(self, shard: str):
        if shard not in self._open:
            f = self._safe_open(str(self.store.local_path(f"{self.prefix}/{shard}")), "pt")
            self._open[shard] = f
            self._offsets[shard] = f.get_tensor("offsets").tolist()
        return self._open[shard]

    def get(self, ex: Example) -> tuple[torch.Tensor, torch.Tensor]:
        if ex.id not in self.where:
            raise KeyError(f"features for example {ex.id!r} not found under {self.store.uri(self.prefix)}")
        shard, row = self.where[ex.id]
        f = self._handle(shard)
        a, b = self._offsets[shard][row], self._offsets[shard][row + 1]
        if b - a != len(ex.input_ids):
            raise ValueError(f"features for example {ex.id!r} cover {b - a} tokens, the example has "
                             f"{len(ex.input_ids)}: features and tokenized data are out of sync")
        return f.get_slice("aux")[a:b], f.get_slice("last")[a:b]

    def batch(self, examples: list[Example], dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
        """Right-padded [B,T,3H] aux and [B,T,H] last hidden, matching `data.collate`."""
        rows = [self.get(e) for e in examples]
        t = max(r[0].shape[0] for r in rows)
        aux = torch.zeros(len(rows), t, rows[0][0].shape[1], dtype=dtype)
        last = torch.zeros(len(rows), t, rows[0][1].shape[1], dtype=dtype)
        for i, (a, h) in enumerate(rows):
            aux[i, :a.shape[0]], last[i, :h.shape[0]] = a.to(dtype), h.to(dtype)
        return aux, last
