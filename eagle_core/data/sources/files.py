"""Source files (a local path, an s3:// object or the packaged ShareGPT file) read as streams of `Raw` records:
JSONL line by line, a JSON array item by item (a 125 MB ShareGPT file is never held in memory), parquet by suffix.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

from eagle_core.config import PipelineConfig
from eagle_core.data.sources.parquet import iter_parquet
from eagle_core.data.sources.raw import Raw
from eagle_core.data.sources.sharegpt import SHAREGPT_PACKAGE
from eagle_core.storage import ArtifactStore, parse_s3


def open_local_or_s3(path: str, cfg: PipelineConfig) -> Path:
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
            yield parse_line(line, label, n)


def parse_line(line: bytes, label: str, n: int) -> Raw:
    """One JSONL line as a `Raw` (a syntax error is carried, not raised); traffic logs share it."""
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



def iter_file(path: Path, label: str) -> Iterator[Raw]:
    """Records of one file, by suffix: parquet, JSONL, else a JSON array or JSONL by its first byte."""
    name = path.name.lower()
    if name.endswith(".parquet"):
        yield from iter_parquet(path, label)
    elif name.endswith(".jsonl") or name.endswith(".ndjson"):
        yield from _iter_jsonl_file(path, label)
    else:
        with open(path, "rb") as f:
            head = f.read(4096).lstrip()
        yield from (_iter_json_array(path, label) if head.startswith(b"[") else _iter_jsonl_file(path, label))
