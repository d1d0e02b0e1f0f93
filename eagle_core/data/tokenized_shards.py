"""Tokenized shards: `<out>/train|holdout/shard-*.parquet` (id, input_ids int32, loss_mask int8) written and read
back, and the conversation shard lines the tokenize stage reads."""

from __future__ import annotations

import io
import json
from typing import Any, Iterator

import numpy as np

from eagle_core.storage import ArtifactStore


def _table(rows: list[dict[str, Any]]):
    import pyarrow as pa

    lengths = np.fromiter((len(r["input_ids"]) for r in rows), dtype=np.int32, count=len(rows))
    offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    ids = np.concatenate([r["input_ids"] for r in rows]).astype(np.int32)
    mask = np.concatenate([r["loss_mask"] for r in rows]).astype(np.int8)
    return pa.table({
        "id": pa.array([r["id"] for r in rows], type=pa.string()),
        "input_ids": pa.ListArray.from_arrays(pa.array(offsets), pa.array(ids)),
        "loss_mask": pa.ListArray.from_arrays(pa.array(offsets), pa.array(mask)),
    })


def parquet_bytes(rows: list[dict[str, Any]]) -> bytes:
    import pyarrow.parquet as pq

    buf = io.BytesIO()
    pq.write_table(_table(rows), buf, compression="zstd")
    return buf.getvalue()


def iter_tokenized(store: ArtifactStore, prefix: str, split: str = "train") -> Iterator[dict[str, Any]]:
    """Rows {"id", "input_ids": list[int], "loss_mask": list[int]} of one split, in shard order."""
    import pyarrow.parquet as pq

    base = f"{store.key_of(prefix)}/{split}/"
    for key in store.list(base):
        if key.endswith(".parquet"):
            table = pq.read_table(store.local_path(key))
            yield from table.to_pylist()


def iter_conversation_lines(store: ArtifactStore, prefix: str) -> Iterator[tuple[str, int, Any, str | None]]:
    """(shard key, line number, parsed record or None, JSON error) of every conversation shard line."""
    base = store.key_of(prefix)
    for key in store.list(base):
        name = key[len(base):].lstrip("/")
        if "/" in name or not (name.startswith("shard-") and name.endswith(".jsonl")):
            continue  # only the stage's own top-level shards (not a journal, failures or manifest)
        for n, line in enumerate(store.iter_lines(key), 1):
            if not line.strip():
                continue
            try:
                yield key, n, json.loads(line), None
            except json.JSONDecodeError as exc:
                yield key, n, None, f"invalid JSON at column {exc.colno}"
