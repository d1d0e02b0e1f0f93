"""The loss-mask check: what a log or manifest may say about a sample's mask (counts and token ids), and the
decoded view `eagle tokenize --show-mask` prints on explicit request."""

from __future__ import annotations

from typing import Any

from eagle_core.data.tokenized_shards import iter_tokenized
from eagle_core.storage import ArtifactStore


def mask_summary(record_id: str, input_ids: Any, loss_mask: Any, head: int = 16) -> dict[str, Any]:
    """What a manifest or log may say about a sample's loss mask: counts, trained-on token runs and the first
    token ids, never its text (the text is shown only by `eagle tokenize --show-mask`, via describe_mask)."""
    ids = [int(x) for x in input_ids]
    mask = [int(x) for x in loss_mask]
    runs, i = [], 0
    while i < len(mask):
        j = i
        while j < len(mask) and mask[j] == mask[i]:
            j += 1
        if mask[i]:
            runs.append([i, j])
        i = j
    return {"id": str(record_id), "tokens": len(ids), "trained_tokens": sum(mask), "trained_runs": runs[:32],
            "first_ids": ids[:head], "first_trained_ids": [ids[s] for s, _ in runs[:8]]}


def describe_mask(tokenizer: Any, input_ids: Any, loss_mask: Any, max_chars: int = 1500) -> str:
    """The decoded sequence with trained-on runs in [[...]]: the start-up check that the mask is where it
    should be. Only call it on scrubbed (regenerated) records: it prints their text."""
    ids = [int(x) for x in input_ids]
    mask = [int(x) for x in loss_mask]
    parts, i = [], 0
    while i < len(ids):
        j = i
        while j < len(ids) and mask[j] == mask[i]:
            j += 1
        text = tokenizer.decode(ids[i:j], skip_special_tokens=False)
        parts.append(f"[[{text}]]" if mask[i] else text)
        i = j
    out = "".join(parts)
    n = sum(mask)
    head = f"loss mask: {n}/{len(ids)} tokens trained on ([[...]] = assistant tokens)\n"
    return head + (out if len(out) <= max_chars else out[: max_chars // 2] + "\n[...]\n" + out[-max_chars // 2:])


def tokenizer_for_show(cfg: Any) -> Any:
    from eagle_core.target import target_tokenizer

    return target_tokenizer(cfg)


def show_mask(store: ArtifactStore, tokenized_prefix: str, tokenizer: Any) -> str:
    """The decoded mask check of the record the manifest names: text on explicit request only (a terminal, not a
    log or manifest). Only scrubbed (regenerated) conversations are ever tokenized."""
    m = store.read_manifest(tokenized_prefix) or {}
    want = (m.get("mask_check") or {}).get("id") if isinstance(m.get("mask_check"), dict) else None
    for split in ("train", "holdout"):
        for row in iter_tokenized(store, tokenized_prefix, split):
            if want is None or row["id"] == want:
                return f"record {row['id']}: " + describe_mask(tokenizer, row["input_ids"], row["loss_mask"])
    return "no tokenized rows"
