"""Retraining data: the dataset history (which conversation sets trained earlier heads) and the replay mix of new
traffic with a sample of that earlier data, so a head retrained on new traffic does not forget the old."""

from __future__ import annotations

import hashlib
import time
from typing import Any

from eagle_core.config import PipelineConfig
from eagle_core.data.records import dumps_jsonl, iter_jsonl_shards, shard_name
from eagle_core.storage import ArtifactStore


def history_key(cfg: PipelineConfig) -> str:
    """One history per registered model: every retrain of that model replays from the same list."""
    from eagle_core.registry.tracking import registered_model_name

    return f"history/{registered_model_name(cfg)}.json"


def read_history(cfg: PipelineConfig, store: ArtifactStore | None = None) -> dict[str, Any]:
    """{"conversations": [earlier conversation sets], "benchmark": the first one (the fixed held-out benchmark)}."""
    store = store or ArtifactStore.from_config(cfg.storage)
    key = history_key(cfg)
    return store.read_json(key) if store.exists(key) else {"conversations": [], "benchmark": None}


def record_history(cfg: PipelineConfig, store: ArtifactStore, conversations: dict[str, Any],
                   registration: dict[str, Any]) -> dict[str, Any]:
    """Append a trained-on conversation set (idempotent: a retried run adds nothing twice)."""
    hist = read_history(cfg, store)
    entry = {"prefix": conversations["prefix"], "digest": conversations["digest"], "rows": conversations.get("rows"),
             "model_version": registration.get("version"), "at": time.time()}
    if not any(h["digest"] == entry["digest"] for h in hist["conversations"]):
        hist["conversations"].append(entry)
    if hist.get("benchmark") is None:
        hist["benchmark"] = {k: conversations[k] for k in ("prefix", "uri", "digest", "rows", "stage", "key")
                             if k in conversations}
    store.write_json(history_key(cfg), hist)
    return hist


def replay_sample(store: ArtifactStore, previous: list[str], exclude: set[str], fraction: float, seed: int
                  ) -> list[dict[str, Any]]:
    """A seeded `fraction` of the earlier conversations (deduplicated by id, minus the new ids)."""
    if fraction <= 0 or not previous:
        return []
    seen: dict[str, dict[str, Any]] = {}
    for prefix in previous:
        for rec in iter_jsonl_shards(store, prefix):
            if rec["id"] not in exclude and rec["id"] not in seen:
                seen[rec["id"]] = rec
    k = round(fraction * len(seen))
    order = sorted(seen, key=lambda i: hashlib.sha256(f"{seed}:{i}".encode()).hexdigest())
    return [seen[i] for i in sorted(order[:k])]


def mix_stage(cfg: PipelineConfig, store: ArtifactStore, new_prefix: str, previous: list[str], out_prefix: str
              ) -> dict[str, Any]:
    """New conversations + the replay sample, as conversation shards (the regenerate stage's layout)."""
    t0 = time.perf_counter()
    out = store.key_of(out_prefix)
    store.delete_prefix(out)
    new = list(iter_jsonl_shards(store, new_prefix))
    replay = replay_sample(store, previous, {r["id"] for r in new}, cfg.retrain.replay_fraction, cfg.data.seed)
    rows = new + replay
    size = cfg.regeneration.shard_size
    for n, start in enumerate(range(0, len(rows), size)):
        store.write_text(f"{out}/{shard_name(n)}", dumps_jsonl(rows[start:start + size]))
    store.write_manifest(out, stage="mix", rows=len(rows), new_rows=len(new), replay_rows=len(replay),
                         new=store.uri(new_prefix), previous=[store.uri(p) for p in previous],
                         config={"retrain": cfg.retrain.model_dump(mode="json")},
                         seconds=round(time.perf_counter() - t0, 3))
    return store.read_manifest(out)
