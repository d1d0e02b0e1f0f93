"""Draft vocabulary: the target tokens the draft head can propose.

EAGLE-3's lm_head predicts over a small vocabulary (8k-32k) instead of the target's full one; tokens
outside it can never be drafted, so it holds the most frequent tokens of what the draft learns to predict:
the assistant (masked) tokens of the TRAIN split, never the held-out one. Special tokens (eos, end of turn)
are always in, so the draft can predict the end of an answer. SGLang reads `d2t` (offsets, target_id - i)
and computes `hot_token_id = d2t + arange(draft_vocab)`; draft ids are therefore sorted by target id.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import numpy as np
import torch

from eagle_core.config import PipelineConfig
from eagle_core.storage import ArtifactStore

STAGE = "vocab"
STAGE_VERSION = 1
FILE = "vocab.safetensors"


def build_draft_vocab(counts: torch.Tensor, draft_vocab_size: int, always_include: list[int]
                      ) -> tuple[torch.Tensor, torch.Tensor]:
    """(d2t int64 [k], t2d bool [V]) from per-target-token counts.

    Picks `always_include` first, then by descending count (ties and never-seen tokens by ascending id, so
    a corpus with fewer than k distinct tokens is padded deterministically).
    """
    counts = torch.as_tensor(counts).flatten().to(torch.float64)
    vocab = counts.numel()
    k = int(draft_vocab_size)
    if not 0 < k <= vocab:
        raise ValueError(f"vocab.draft_vocab_size={k} must be in [1, target vocab size {vocab}]")
    forced = sorted({int(i) for i in always_include if 0 <= int(i) < vocab})
    if len(forced) > k:
        raise ValueError(f"{len(forced)} always-included tokens do not fit a draft vocab of {k}")
    keyed = counts.clone()
    keyed[forced] = float("inf")
    # Stable sort on -count keeps ascending ids among equal counts.
    order = torch.sort(-keyed, stable=True).indices[:k]
    selected = torch.sort(order).values.to(torch.int64)
    d2t = selected - torch.arange(k, dtype=torch.int64)
    t2d = torch.zeros(vocab, dtype=torch.bool)
    t2d[selected] = True
    return d2t, t2d


def target_vocab_size(tokenizer: Any, model_path: str | None = None) -> int:
    """Rows of the target's logits: the model config's vocab_size (may be padded past len(tokenizer))."""
    if model_path is not None:
        try:
            from transformers import AutoConfig

            conf = AutoConfig.from_pretrained(model_path)
            conf = conf.get_text_config() if hasattr(conf, "get_text_config") else conf
            if getattr(conf, "vocab_size", None):
                return max(int(conf.vocab_size), len(tokenizer))
        except (OSError, ValueError, KeyError):  # not an HF folder / unknown architecture: the tokenizer decides
            pass
    return len(tokenizer)


def always_include_ids(tokenizer: Any, model_path: str | None = None) -> list[int]:
    """eos, pad, bos and every other special token id (turn delimiters) of the target tokenizer, plus the
    generation config's eos ids (e.g. Llama 3's <|eot_id|> and <|eom_id|>)."""
    ids = set(int(i) for i in (getattr(tokenizer, "all_special_ids", None) or []))
    for name in ("eos_token_id", "bos_token_id", "pad_token_id"):
        v = getattr(tokenizer, name, None)
        if isinstance(v, int):
            ids.add(v)
    gen = Path(model_path) / "generation_config.json" if model_path else None
    if gen is not None and gen.is_file():
        eos = json.loads(gen.read_text()).get("eos_token_id")
        ids.update(int(i) for i in (eos if isinstance(eos, list) else [eos] if isinstance(eos, int) else []))
    return sorted(ids)


def count_masked_tokens(store: ArtifactStore, tokenized_prefix: str, vocab_size: int, split: str = "train") -> np.ndarray:
    """Per-token counts of the masked (assistant) tokens of one split, computed column-wise per shard."""
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    counts = np.zeros(vocab_size, dtype=np.int64)
    keys = [k for k in store.list(f"{store.key_of(tokenized_prefix)}/{split}/") if k.endswith(".parquet")]
    if not keys:
        raise FileNotFoundError(f"no {split} shards under {store.uri(tokenized_prefix)}")
    for key in keys:
        table = pq.read_table(store.local_path(key), columns=["input_ids", "loss_mask"])
        ids = pc.list_flatten(table.column("input_ids")).to_numpy(zero_copy_only=False)
        mask = pc.list_flatten(table.column("loss_mask")).to_numpy(zero_copy_only=False).astype(bool)
        sel = ids[mask]
        if sel.size and (sel.min() < 0 or sel.max() >= vocab_size):
            raise ValueError(f"{key}: token id {int(sel.max())} outside the target vocab ({vocab_size})")
        counts += np.bincount(sel, minlength=vocab_size)[:vocab_size]
    return counts


def vocab_stage(cfg: PipelineConfig, store: ArtifactStore, tokenized_prefix: str, out_prefix: str,
                tokenizer: Any = None) -> dict[str, Any]:
    """Count train-split assistant tokens, pick the draft vocab, write `<out>/vocab.safetensors` + manifest."""
    from safetensors.torch import save

    from eagle_core.target import load_tokenizer, resolve_target_path

    t0 = time.perf_counter()
    out = store.key_of(out_prefix)
    path = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
    tokenizer = tokenizer if tokenizer is not None else load_tokenizer(path)
    vocab_size = target_vocab_size(tokenizer, path)
    counts = count_masked_tokens(store, tokenized_prefix, vocab_size)
    k = min(cfg.vocab.draft_vocab_size, vocab_size)
    forced = always_include_ids(tokenizer, path)
    d2t, t2d = build_draft_vocab(torch.from_numpy(counts), k, forced)
    total = int(counts.sum())
    covered = int(counts[t2d.numpy()].sum())
    store.write_bytes(f"{out}/{FILE}", save({"d2t": d2t.contiguous(), "t2d": t2d.contiguous()}))
    store.write_manifest(
        out, stage=STAGE, stage_version=STAGE_VERSION, rows=k,
        draft_vocab_size=k, target_vocab_size=vocab_size,
        masked_tokens=total, distinct_tokens=int((counts > 0).sum()),
        coverage=covered / total if total else 0.0, always_include=forced,
        tokenized=store.uri(tokenized_prefix),
        config={"vocab": cfg.vocab.model_dump(mode="json")},
        seconds=round(time.perf_counter() - t0, 3),
    )
    return store.read_manifest(out)


def load_vocab(store: ArtifactStore, prefix: str) -> tuple[torch.Tensor, torch.Tensor]:
    """(d2t int64 [draft_vocab], t2d bool [target_vocab]) from `<prefix>/vocab.safetensors`."""
    from safetensors.torch import load_file

    key = f"{store.key_of(prefix)}/{FILE}"
    if not store.exists(key):
        raise FileNotFoundError(f"draft vocab not found: {store.uri(key)}")
    tensors = load_file(str(store.local_path(key)))
    missing = {"d2t", "t2d"} - set(tensors)
    if missing:
        raise ValueError(f"{store.uri(key)} lacks {sorted(missing)}")
    return tensors["d2t"].to(torch.int64), tensors["t2d"].to(torch.bool)
