"""Production traffic, read incrementally: JSONL log files (a local folder or an s3:// prefix) from byte offsets.

A watermark (byte offset per log file) lives in the artifact store under `watermarks/<source digest>.json`.
`extract_stage` only returns the advanced watermark as `pending_watermarks` in its manifest; `commit_watermark`
writes it once the downstream dataset is committed, so a failed run re-reads the same lines next time instead of
losing them.
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path
from typing import Any, Iterable, Iterator

from eagle_core.config import PipelineConfig, SourceConfig
from eagle_core.data.records import stable_id
from eagle_core.data.sources.files import parse_line
from eagle_core.data.sources.raw import Raw, SourceStats
from eagle_core.storage import ArtifactStore, parse_s3


def source_digest(src: SourceConfig) -> str:
    """Identity of a traffic source (kind + location), naming its watermark."""
    return stable_id(src.kind, src.path.rstrip("/"))


def watermark_key(src: SourceConfig) -> str:
    """Store key of a traffic source's watermark."""
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


def iter_traffic(src: SourceConfig, cfg: PipelineConfig, state: dict[str, Any], stats: SourceStats) -> Iterator[Raw]:
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
                yield parse_line(line, label, line_no)


def read_watermark(store: ArtifactStore, src: SourceConfig) -> dict[str, Any]:
    """The committed watermark of a traffic source, or an empty one (read everything) before its first commit."""
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
