"""Chat-template tokenization with an assistant-only loss mask, for any HF chat template.

The mask covers exactly the assistant contents plus the special token that closes each assistant turn
(`<|im_end|>`, `<|eot_id|>`, `</s>`...): the draft must learn to predict the answer and its end, never the
template's headers or the user's text. Spans are found without hard-coding a template: each conversation
is rendered once with unique sentinels in place of the contents (so the contents' character spans are
known exactly) and once for real; when the template rewrites contents (strip, reasoning removal) and the
two disagree, spans are located by rendering message prefixes instead. Character spans become token spans
through one batched fast-tokenizer call with offsets, so a batch costs one Rust call, not 2n+1
`apply_chat_template(tokenize=True)` calls per conversation.
"""

from __future__ import annotations

import io
import json
import logging
import secrets
import time
from typing import Any, Iterator

import numpy as np

from eagle_core.config import PipelineConfig
from eagle_core.data.records import is_holdout, shard_name
from eagle_core.storage import ArtifactStore

log = logging.getLogger(__name__)

STAGE = "tokenize"
STAGE_VERSION = 1
MAX_REPORTED = 100


class ConversationError(ValueError):
    """A conversation that cannot be tokenized; names the record and the field."""

    def __init__(self, record: str, field: str, problem: str):
        super().__init__(f"record {record!r}: {field}: {problem}")
        self.record, self.field, self.problem = record, field, problem


# ----------------------------------------------------------------------------- assistant spans
def special_strings(tokenizer: Any) -> list[str]:
    """Text of every special token (candidates for the end-of-turn token), longest first."""
    found = set(getattr(tokenizer, "all_special_tokens", []) or [])
    for tok in (getattr(tokenizer, "added_tokens_decoder", None) or {}).values():
        if getattr(tok, "special", False):
            found.add(str(tok))
    return sorted((s for s in found if s), key=len, reverse=True)


def _render(tokenizer: Any, messages: list[dict[str, str]], **kw: Any) -> str:
    return tokenizer.apply_chat_template(messages, tokenize=False, **kw)


def _spans_by_sentinel(tokenizer: Any, messages: list[dict], text: str) -> list[tuple[int, int, int]] | None:
    """(content start, content end, next content start) of each assistant message, or None if the template
    does not place contents verbatim (then the rebuilt text differs from the real rendering)."""
    nonce = secrets.token_hex(4)
    marks = [f"@@EAGLE{nonce}x{j}@@" for j in range(len(messages))]
    if any(nonce in m["content"] for m in messages):
        return None
    rendered = _render(tokenizer, [{**m, "content": s} for m, s in zip(messages, marks)])
    pieces, starts, ends, pos = [], [], [], 0
    length = 0
    for m, s in zip(messages, marks):
        at = rendered.find(s, pos)
        if at < 0 or rendered.find(s, at + len(s)) >= 0:
            return None  # content dropped or rendered twice
        pieces.append(rendered[pos:at])
        length += at - pos
        starts.append(length)
        pieces.append(m["content"])
        length += len(m["content"])
        ends.append(length)
        pos = at + len(s)
    pieces.append(rendered[pos:])
    if "".join(pieces) != text:
        return None
    nxt = starts[1:] + [len(text)]
    return [(starts[j], ends[j], nxt[j]) for j, m in enumerate(messages) if m["role"] == "assistant"]


def _spans_by_prefix(tokenizer: Any, messages: list[dict], text: str, rid: str) -> list[tuple[int, int, int]]:
    """Fallback for templates that rewrite contents: the generation prompt of each prefix marks where the
    answer starts; the (possibly stripped) content is searched from there."""
    spans, cursor = [], 0
    for i, m in enumerate(messages):
        if m["role"] != "assistant":
            continue
        start = cursor
        if i:
            try:
                gen = _render(tokenizer, messages[:i], add_generation_prompt=True)
                if text.startswith(gen):
                    start = max(start, len(gen))
            except Exception:  # noqa: BLE001 - a strict template may reject a prefix
                pass
        content = m["content"]
        at = text.find(content, start)
        if at < 0 or not content.strip():
            content = content.strip()
            at = text.find(content, start)
        if at < 0:
            raise ConversationError(rid, f"messages[{i}].content", "assistant content not found in the rendered template")
        spans.append((at, at + len(content)))
        cursor = at + len(content)
    nxt = [s for s, _ in spans[1:]] + [len(text)]
    return [(s, e, n) for (s, e), n in zip(spans, nxt)]


def assistant_char_spans(tokenizer: Any, messages: list[dict[str, str]], rid: str = "?",
                         specials: list[str] | None = None) -> tuple[str, list[tuple[int, int]]]:
    """(rendered text, [(start, end)] character spans to train on): each assistant content + its end-of-turn token."""
    specials = special_strings(tokenizer) if specials is None else specials
    try:
        text = _render(tokenizer, messages)
    except Exception as exc:  # noqa: BLE001 - template errors name the record, never its text
        raise ConversationError(rid, "messages", f"chat template failed: {type(exc).__name__}: {str(exc)[:120]}") from None
    spans = _spans_by_sentinel(tokenizer, messages, text)
    if spans is None:
        spans = _spans_by_prefix(tokenizer, messages, text, rid)
    out = []
    for start, end, limit in spans:
        region = text[end:limit]
        hits = [(region.find(s), -len(s), s) for s in specials]
        hits = [h for h in hits if h[0] >= 0]
        if hits:
            at, _, tok = min(hits)
            end = end + at + len(tok)
        out.append((start, end))
    return text, out


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


# ----------------------------------------------------------------------------- shards
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


def _parquet_bytes(rows: list[dict[str, Any]]) -> bytes:
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


def _iter_conversation_lines(store: ArtifactStore, prefix: str) -> Iterator[tuple[str, int, Any, str | None]]:
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
            store.write_bytes(f"{out}/{split}/{shard_name(counts[split]['shards'], 'parquet')}", _parquet_bytes(part))
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
    for key, n, rec, err in _iter_conversation_lines(store, conversations_prefix):
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
