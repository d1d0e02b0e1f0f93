"""Chat-template tokenization with an assistant-only loss mask, for any HF chat template.

The mask covers exactly the assistant contents plus the special token that closes each assistant turn
(`<|im_end|>`, `<|eot_id|>`, `</s>`...): the draft must learn to predict the answer and its end, never the
template's headers or the user's text. The character spans come from eagle_core.data.assistant_spans and
become token spans through one batched fast-tokenizer call with offsets, so a batch costs one Rust call, not
2n+1 `apply_chat_template(tokenize=True)` calls per conversation.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Iterator

import numpy as np

from eagle_core.config import PipelineConfig
from eagle_core.data.assistant_spans import ConversationError, assistant_char_spans, special_strings
from eagle_core.data.mask_check import mask_summary
from eagle_core.data.records import is_holdout, shard_name
from eagle_core.data.tokenized_shards import iter_conversation_lines, parquet_bytes
from eagle_core.storage import ArtifactStore

log = logging.getLogger(__name__)

STAGE = "tokenize"
STAGE_VERSION = 1
MAX_REPORTED = 100


# ----------------------------------------------------------------------------- batched tokenization
def _validate(rec: Any, i: int) -> tuple[str, list[dict[str, str]]]:
    if not isinstance(rec, dict):
        raise ConversationError(f"#{i}", "<record>", "must be an object")
    rid = rec.get("id")
    if not isinstance(rid, str) or not rid:
        raise ConversationError(f"#{i}", "id", "missing or not a string")
    msgs = rec.get("messages")
    if not isinstance(msgs, list) or not msgs:
        raise ConversationError(rid, "messages", "must be a non-empty list")
    clean = []
    for j, m in enumerate(msgs):
        if not isinstance(m, dict) or not isinstance(m.get("role"), str):
            raise ConversationError(rid, f"messages[{j}].role", "missing or not a string")
        if not isinstance(m.get("content"), str):
            raise ConversationError(rid, f"messages[{j}].content", "must be a string")
        clean.append({"role": m["role"], "content": m["content"]})
    if not any(m["role"] == "assistant" for m in clean):
        raise ConversationError(rid, "messages", "no assistant turn to train on")
    return rid, clean


def _tokenize_batch(records: list[Any], tokenizer: Any, max_length: int, specials: list[str]
                    ) -> tuple[list[dict[str, Any]], list[ConversationError], int]:
    """(rows, errors, records left without any assistant token after truncation)."""
    ids_, texts, spans_, errors = [], [], [], []
    for i, rec in enumerate(records):
        try:
            rid, msgs = _validate(rec, i)
            text, spans = assistant_char_spans(tokenizer, msgs, rid, specials)
        except ConversationError as exc:
            errors.append(exc)
            continue
        ids_.append(rid)
        texts.append(text)
        spans_.append(spans)
    if not texts:
        return [], errors, 0
    rows, empty = [], 0
    for rid, spans, (ids, mask) in zip(ids_, spans_, _encode_masked(tokenizer, texts, spans_, max_length)):
        if not mask.any():
            empty += 1
            continue
        rows.append({"id": rid, "input_ids": ids, "loss_mask": mask})
    return rows, errors, empty


def _backend(tokenizer: Any) -> Any:
    """The Rust `tokenizers.Tokenizer` when calling it directly is equivalent (no truncation/padding preset)."""
    backend = getattr(tokenizer, "_tokenizer", None)
    if backend is None or not hasattr(backend, "encode_batch"):
        return None
    if getattr(backend, "truncation", None) is not None or getattr(backend, "padding", None) is not None:
        return None
    return backend


CUT_CHARS_PER_TOKEN = 6  # a text is cut after this many chars per max_length token (re-encoded whole if short)


def _boundary_strings(tokenizer: Any) -> list[str]:
    """Special tokens that are hard boundaries for the tokenizer: text before one tokenizes the same whatever
    follows (added tokens are split out before normalization and pre-tokenization)."""
    backend = getattr(tokenizer, "_tokenizer", None)
    if getattr(tokenizer, "split_special_tokens", False) or getattr(backend, "encode_special_tokens", False):
        return []
    out = []
    for tok in (getattr(tokenizer, "added_tokens_decoder", None) or {}).values():
        if getattr(tok, "special", False) and not getattr(tok, "single_word", False) and str(tok):
            out.append(str(tok))
    return out


def _cut_point(text: str, min_chars: int, bounds: list[str]) -> int:
    """End of the first boundary token at or after min_chars (len(text) when none): the prefix to encode."""
    if len(text) <= min_chars:
        return len(text)
    best = len(text)
    for b in bounds:
        at = text.find(b, min_chars, best)
        if at >= 0:
            best = min(best, at + len(b))
    return best


def _encode_masked(tokenizer: Any, texts: list[str], spans: list[list[tuple[int, int]]], max_length: int
                   ) -> list[tuple[np.ndarray, np.ndarray]]:
    """(int32 ids, int8 mask) per text, truncated to max_length.

    Long chats are encoded only up to a special-token boundary past the point max_length tokens can reach
    (exact: the prefix before a special token tokenizes the same); a prefix that turns out shorter than
    max_length tokens is encoded again whole.
    """
    bounds = _boundary_strings(tokenizer)
    cuts = [_cut_point(t, max_length * CUT_CHARS_PER_TOKEN, bounds) for t in texts]
    clipped = [[(s, min(e, c)) for s, e in sp if s < c] for sp, c in zip(spans, cuts)]
    out = list(_encode_spans(tokenizer, [t[:c] for t, c in zip(texts, cuts)], clipped, max_length))
    redo = [i for i, (t, c) in enumerate(zip(texts, cuts)) if c < len(t) and len(out[i][0]) < max_length]
    if redo:
        again = _encode_spans(tokenizer, [texts[i] for i in redo], [spans[i] for i in redo], max_length)
        for i, row in zip(redo, again):
            out[i] = row
    return out


def _encode_spans(tokenizer: Any, texts: list[str], spans: list[list[tuple[int, int]]], max_length: int
                  ) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """(int32 ids, int8 mask) per text: one batched call; a token is masked when it overlaps a span."""
    backend = _backend(tokenizer)
    if backend is not None:
        # Straight to Rust: no per-token offset tuples cross into Python, only two lookups per span.
        for enc, text_spans in zip(backend.encode_batch(texts, add_special_tokens=False), spans):
            ids = np.asarray(enc.ids[:max_length], dtype=np.int32)
            mask = np.zeros(len(ids), dtype=np.int8)
            for s, e in text_spans:
                lo = _char_token(enc, s, e, +1)
                hi = _char_token(enc, e - 1, s - 1, -1)
                if lo is not None and hi is not None and lo <= hi:
                    mask[lo:hi + 1] = 1
            yield ids, mask
        return
    enc = tokenizer(texts, add_special_tokens=False, return_offsets_mapping=True, return_attention_mask=False)
    for ids, offs, text_spans in zip(enc["input_ids"], enc["offset_mapping"], spans):
        ids = np.asarray(ids[:max_length], dtype=np.int32)
        off = np.asarray(offs[:max_length], dtype=np.int64).reshape(-1, 2)
        mask = np.zeros(len(ids), dtype=np.int8)
        for s, e in text_spans:
            mask[(off[:, 0] < e) & (off[:, 1] > s)] = 1
        yield ids, mask


def _char_token(enc: Any, pos: int, stop: int, step: int) -> int | None:
    """Index of the token holding character `pos`, else the nearest one walking towards `stop` (offset gaps)."""
    while pos != stop:
        t = enc.char_to_token(pos)
        if t is not None:
            return t
        pos += step
    return None


def tokenize_conversations(records: list[dict[str, Any]], tokenizer: Any, max_length: int) -> list[dict[str, Any]]:
    """Rows {"id", "input_ids": int32 array, "loss_mask": int8 array} (1 = assistant content / end-of-turn).

    Raises ConversationError (naming the record and field) on a malformed conversation. Rows whose
    assistant tokens all fall past max_length are left out.
    """
    rows, errors, _ = _tokenize_batch(records, tokenizer, max_length, special_strings(tokenizer))
    if errors:
        raise errors[0]
    return rows


# ----------------------------------------------------------------------------- stage
def tokenize_stage(cfg: PipelineConfig, store: ArtifactStore, conversations_prefix: str, out_prefix: str,
                   tokenizer: Any = None) -> dict[str, Any]:
    """Conversation shards -> `<out>/train|holdout/shard-*.parquet` (id, input_ids int32, loss_mask int8)."""
    from eagle_core.target import target_tokenizer

    t0 = time.perf_counter()
    out = store.key_of(out_prefix)
    tcfg = cfg.tokenization
    tokenizer = tokenizer if tokenizer is not None else target_tokenizer(cfg)
    specials = special_strings(tokenizer)
    buffers: dict[str, list[dict[str, Any]]] = {"train": [], "holdout": []}
    counts = {"train": {"rows": 0, "shards": 0, "tokens": 0, "masked": 0, "truncated": 0},
              "holdout": {"rows": 0, "shards": 0, "tokens": 0, "masked": 0, "truncated": 0}}
    malformed: list[dict[str, Any]] = []
    n_malformed = n_empty = n_read = 0
    sample: str | None = None
    seen: set[str] = set()
    duplicates = 0

    def flush(split: str, final: bool = False) -> None:
        buf = buffers[split]
        while len(buf) >= tcfg.shard_size or (final and buf):
            part, buf = buf[: tcfg.shard_size], buf[tcfg.shard_size:]
            store.write_bytes(f"{out}/{split}/{shard_name(counts[split]['shards'], 'parquet')}", parquet_bytes(part))
            counts[split]["shards"] += 1
        buffers[split] = buf

    def bad(where: dict[str, Any]) -> None:
        nonlocal n_malformed
        n_malformed += 1
        if len(malformed) < MAX_REPORTED:
            malformed.append(where)

    def run(batch: list[tuple[str, int, Any]]) -> None:
        nonlocal n_empty, sample, duplicates
        rows, errors, empty = _tokenize_batch([r for _, _, r in batch], tokenizer, tcfg.max_length, specials)
        n_empty += empty
        by_id = {r.get("id") if isinstance(r, dict) else None: (k, n) for k, n, r in batch}
        for exc in errors:
            k, n = by_id.get(exc.record, (None, None))
            bad({"file": k, "line": n, "record": exc.record, "field": exc.field, "error": exc.problem})
        for row in rows:
            if row["id"] in seen:
                duplicates += 1
                continue
            seen.add(row["id"])
            split = "holdout" if is_holdout(row["id"], cfg.data.holdout_fraction, cfg.data.seed) else "train"
            c = counts[split]
            c["rows"] += 1
            c["tokens"] += len(row["input_ids"])
            c["masked"] += int(row["loss_mask"].sum())
            c["truncated"] += int(len(row["input_ids"]) >= tcfg.max_length)
            buffers[split].append(row)
            if sample is None:  # at once: a mask with no trained tokens is visible before any shard is written
                # Counts and token ids only: no stage logs conversation text (`--show-mask` decodes it on request).
                sample = mask_summary(row["id"], row["input_ids"], row["loss_mask"])
                log.info("tokenize mask check: record %s, %d/%d tokens trained on, runs %s", sample["id"],
                         sample["trained_tokens"], sample["tokens"], sample["trained_runs"][:4])
            flush(split)

    store.delete_prefix(out)  # shards of an earlier, interrupted run must not mix with this one's
    batch: list[tuple[str, int, Any]] = []
    for key, n, rec, err in iter_conversation_lines(store, conversations_prefix):
        n_read += 1
        if err is not None:
            bad({"file": key, "line": n, "field": "<json>", "error": err})
            continue
        batch.append((key, n, rec))
        if len(batch) >= tcfg.batch_size:
            run(batch)
            batch = []
    if batch:
        run(batch)
    for split in buffers:
        flush(split, final=True)
    seconds = time.perf_counter() - t0
    tokens = counts["train"]["tokens"] + counts["holdout"]["tokens"]
    store.write_manifest(
        out, stage=STAGE, stage_version=STAGE_VERSION,
        rows=counts["train"]["rows"] + counts["holdout"]["rows"], splits=counts, read=n_read,
        malformed=n_malformed, malformed_at=malformed, no_assistant_tokens=n_empty, duplicate_ids=duplicates,
        mask_check=sample, tokenizer=getattr(tokenizer, "name_or_path", None),
        config={"tokenization": tcfg.model_dump(mode="json"),
                "holdout_fraction": cfg.data.holdout_fraction, "seed": cfg.data.seed},
        seconds=round(seconds, 3), tokens_per_s=round(tokens / seconds, 1) if seconds > 0 else None,
    )
    return store.read_manifest(out)
