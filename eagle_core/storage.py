"""ArtifactStore: the one place stages read and write, over a local folder or `s3://bucket/prefix`.

Stages hand each other URIs into this store, never data. Writes are atomic (temp file + rename locally,
a single PUT or a completed multipart upload on S3), so a crashed stage never leaves a half file behind
that a resumed run would trust.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

CHUNK = 8 * 1024 * 1024


def _default_cache_dir() -> Path:
    return Path(os.environ.get("EAGLE_CACHE_DIR", "~/.cache/eagle-pipeline")).expanduser()


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


# Files a stage writes beside its data that differ between two runs over the same data (timings, throughput,
# logs, optimizer checkpoints, rendered reports): listed in a manifest, never part of its content digest.
VOLATILE_FILES = ("logs/*", "checkpoints/*", "_journal/*", "metrics.jsonl", "pii_report.json", "report.md", "*.png",
                  "*.log")


def is_volatile(rel: str, patterns: tuple[str, ...] = VOLATILE_FILES) -> bool:
    """True when a file (path relative to the stage prefix) matches a volatile pattern (fnmatch; `dir/*` = tree)."""
    from fnmatch import fnmatchcase

    return any(fnmatchcase(rel, p) or (p.endswith("/*") and rel.startswith(p[:-1])) for p in patterns)


def content_digest(files: dict[str, Any], patterns: tuple[str, ...] = VOLATILE_FILES) -> str:
    """sha256 over the data files' (relative path, sha256) in sorted path order, volatile files left out."""
    data = {rel: f["sha256"] if isinstance(f, dict) else f for rel, f in sorted(files.items())
            if not is_volatile(rel, patterns)}
    return sha256_bytes(json.dumps(data, sort_keys=True).encode())


@dataclass(frozen=True)
class S3Location:
    bucket: str
    prefix: str


def parse_s3(uri: str) -> S3Location:
    if not uri.startswith("s3://"):
        raise ValueError(f"not an s3:// URI: {uri!r}")
    rest = uri[len("s3://"):]
    bucket, _, prefix = rest.partition("/")
    if not bucket:
        raise ValueError(f"s3 URI without bucket: {uri!r}")
    return S3Location(bucket, prefix.strip("/"))


class ArtifactStore:
    """Key/value blobs under a root. Keys are '/'-separated relative paths, e.g. 'tokenize/ab12/shard-00000.parquet'."""

    def __init__(
        self,
        root: str,
        endpoint_url: str | None = None,
        region: str | None = None,
        multipart_threshold_mb: int = 64,
        cache_dir: str | Path | None = None,
    ) -> None:
        self.root = root.rstrip("/") if root.startswith("s3://") else str(Path(root).expanduser().resolve())
        self.is_s3 = root.startswith("s3://")
        self.endpoint_url = endpoint_url or os.environ.get("AWS_ENDPOINT_URL") or None
        self.region = region
        self.multipart_threshold = multipart_threshold_mb * 1024 * 1024
        self.cache_dir = Path(cache_dir).expanduser().resolve() if cache_dir else _default_cache_dir()
        self._client = None
        if self.is_s3:
            self._loc = parse_s3(self.root)
        else:
            Path(self.root).mkdir(parents=True, exist_ok=True)

    @classmethod
    def from_config(cls, cfg: Any) -> "ArtifactStore":
        """Build from a `StorageConfig` (or anything with the same attributes)."""
        return cls(cfg.root, cfg.endpoint_url, cfg.region, cfg.multipart_threshold_mb, cfg.cache_dir)

    # ---------------------------------------------------------------- addressing
    def uri(self, key: str) -> str:
        key = key.strip("/")
        return f"{self.root}/{key}" if key else self.root

    def key_of(self, uri: str) -> str:
        """Inverse of `uri`: accepts a full URI under this root or a bare key."""
        if uri.startswith(self.root):
            return uri[len(self.root):].strip("/")
        if uri.startswith("s3://") or uri.startswith("/"):
            raise ValueError(f"{uri!r} is not under this store's root {self.root!r}")
        return uri.strip("/")

    def _path(self, key: str) -> Path:
        return Path(self.root) / self.key_of(key)

    def _s3_key(self, key: str) -> str:
        k = self.key_of(key)
        return f"{self._loc.prefix}/{k}" if self._loc.prefix else k

    @property
    def client(self):  # boto3 client, created lazily so local stores never import boto3
        if self._client is None:
            import boto3
            from botocore.config import Config

            # Its own session: boto3's default one keeps the credentials it resolved first, so a store made after
            # the environment changed (a rotated key, a cleared profile) would still sign with the old ones.
            self._client = boto3.session.Session().client(
                "s3",
                endpoint_url=self.endpoint_url,
                region_name=self.region or os.environ.get("AWS_DEFAULT_REGION", "us-east-1"),
                config=Config(retries={"max_attempts": 8, "mode": "adaptive"}),
            )
        return self._client

    # ---------------------------------------------------------------- writes
    def write_bytes(self, key: str, data: bytes) -> str:
        if self.is_s3:
            if len(data) >= self.multipart_threshold:
                self._upload_fileobj(io.BytesIO(data), key)
            else:
                self.client.put_object(Bucket=self._loc.bucket, Key=self._s3_key(key), Body=data)
            return self.uri(key)
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        except FileNotFoundError:  # a concurrent delete pruned the folder just now
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        return self.uri(key)

    def write_text(self, key: str, text: str) -> str:
        return self.write_bytes(key, text.encode("utf-8"))

    def write_json(self, key: str, obj: Any) -> str:
        return self.write_text(key, json.dumps(obj, indent=2, sort_keys=True, default=str))

    def _upload_fileobj(self, fileobj: Any, key: str) -> None:
        from boto3.s3.transfer import TransferConfig

        cfg = TransferConfig(multipart_threshold=self.multipart_threshold, multipart_chunksize=max(self.multipart_threshold // 4, 5 * 1024 * 1024))
        self.client.upload_fileobj(fileobj, self._loc.bucket, self._s3_key(key), Config=cfg)

    def upload_file(self, local_path: str | Path, key: str) -> str:
        """Copy a local file into the store atomically (multipart on S3 above the threshold)."""
        local_path = Path(local_path)
        if self.is_s3:
            with open(local_path, "rb") as f:
                self._upload_fileobj(f, key)
            return self.uri(key)
        dest = self._path(key)
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp = dest.parent / f".{dest.name}.{os.getpid()}.tmp"
        shutil.copyfile(local_path, tmp)
        os.replace(tmp, dest)
        return self.uri(key)

    def upload_dir(self, local_dir: str | Path, prefix: str) -> str:
        local_dir = Path(local_dir)
        for p in sorted(local_dir.rglob("*")):
            if p.is_file():
                self.upload_file(p, f"{prefix.strip('/')}/{p.relative_to(local_dir).as_posix()}")
        return self.uri(prefix)

    # ---------------------------------------------------------------- reads
    def exists(self, key: str) -> bool:
        if self.is_s3:
            from botocore.exceptions import ClientError

            try:
                self.client.head_object(Bucket=self._loc.bucket, Key=self._s3_key(key))
                return True
            except ClientError as exc:
                if exc.response.get("Error", {}).get("Code") in ("404", "NoSuchKey", "NotFound"):
                    return False
                raise
        return self._path(key).is_file()

    def read_bytes(self, key: str) -> bytes:
        if self.is_s3:
            return self.client.get_object(Bucket=self._loc.bucket, Key=self._s3_key(key))["Body"].read()
        return self._path(key).read_bytes()

    def read_text(self, key: str) -> str:
        return self.read_bytes(key).decode("utf-8")

    def read_json(self, key: str) -> Any:
        return json.loads(self.read_text(key))

    def local_path(self, key: str) -> Path:
        """A local file with the artifact's content: the file itself locally, a cached download on S3."""
        if not self.is_s3:
            p = self._path(key)
            if not p.is_file():
                raise FileNotFoundError(self.uri(key))
            return p
        head = self.client.head_object(Bucket=self._loc.bucket, Key=self._s3_key(key))
        etag = head["ETag"].strip('"')
        dest = self.cache_dir / "s3" / self._loc.bucket / self._s3_key(key)
        marker = dest.with_name(dest.name + ".etag")
        if dest.is_file() and marker.is_file() and marker.read_text() == etag:
            return dest
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp = dest.with_name(dest.name + f".{os.getpid()}.tmp")
        self.client.download_file(self._loc.bucket, self._s3_key(key), str(tmp))
        os.replace(tmp, dest)
        marker.write_text(etag)
        return dest

    def download_dir(self, prefix: str, dest: str | Path) -> Path:
        dest = Path(dest)
        prefix = self.key_of(prefix)
        for key in self.list(prefix):
            target = dest / key[len(prefix):].lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            if self.is_s3:
                self.client.download_file(self._loc.bucket, self._s3_key(key), str(target))
            else:
                shutil.copyfile(self._path(key), target)
        return dest

    def list(self, prefix: str = "") -> list[str]:
        """Keys under a prefix (recursive, sorted), relative to the store root; temp files excluded."""
        prefix = self.key_of(prefix) if prefix else ""
        keys: list[str] = []
        if self.is_s3:
            full = self._s3_key(prefix) if prefix else (self._loc.prefix + "/" if self._loc.prefix else "")
            strip = len(self._loc.prefix) + 1 if self._loc.prefix else 0
            paginator = self.client.get_paginator("list_objects_v2")
            for page in paginator.paginate(Bucket=self._loc.bucket, Prefix=full):
                keys.extend(obj["Key"][strip:] for obj in page.get("Contents", []))
        else:
            base = Path(self.root) / prefix if prefix else Path(self.root)
            if base.is_file():
                return [prefix]
            if base.is_dir():
                root = Path(self.root)
                keys = [p.relative_to(root).as_posix() for p in base.rglob("*") if p.is_file() and not p.name.endswith(".tmp")]
        return sorted(keys)

    def iter_lines(self, key: str) -> Iterator[str]:
        """Stream a text artifact line by line (no full read into memory on local stores)."""
        if self.is_s3:
            body = self.client.get_object(Bucket=self._loc.bucket, Key=self._s3_key(key))["Body"]
            for line in body.iter_lines():
                yield line.decode("utf-8")
        else:
            with open(self._path(key), encoding="utf-8") as f:
                for line in f:
                    yield line.rstrip("\n")

    def digest(self, key: str) -> str:
        """sha256 of the artifact's content."""
        if self.is_s3:
            return sha256_bytes(self.read_bytes(key))
        return sha256_file(self._path(key))

    def delete(self, key: str) -> None:
        if self.is_s3:
            self.client.delete_object(Bucket=self._loc.bucket, Key=self._s3_key(key))
        else:
            path = self._path(key)
            path.unlink(missing_ok=True)
            self._prune_empty_dirs(path.parent)

    def _prune_empty_dirs(self, folder: Path) -> None:
        """Remove folders a delete left empty (an old `checkpoints/step-*/`, a compacted `_journal/shard-*/`), up
        to the store root: locally a folder is not a key, and an empty one only misleads whoever lists the store."""
        root = Path(self.root)
        while folder != root and root in folder.parents:
            try:
                folder.rmdir()  # only when empty
            except OSError:
                return
            folder = folder.parent

    def delete_prefix(self, prefix: str) -> None:
        for key in self.list(prefix):
            self.delete(key)

    # ---------------------------------------------------------------- manifests
    def write_manifest(self, prefix: str, volatile_files: tuple[str, ...] = (), **fields: Any) -> str:
        """Write `<prefix>/manifest.json` listing every file under the prefix with its digest.

        `digest` is a content digest: it covers only the stage's data files (see `is_volatile`; a stage adds its
        own patterns in `volatile_files`), so two runs with the same data commit the same digest and downstream
        cache keys survive an upstream recompute. `files` still lists everything, `volatile` names what the
        digest leaves out. The manifest is written last: its presence marks the stage output as committed.
        """
        prefix = self.key_of(prefix)
        files = {}
        for key in self.list(prefix):
            rel = key[len(prefix):].lstrip("/")
            if rel == "manifest.json":
                continue
            files[rel] = {"sha256": self.digest(key)}
        patterns = VOLATILE_FILES + tuple(volatile_files)
        volatile = sorted(rel for rel in files if is_volatile(rel, patterns))
        manifest = {"prefix": prefix, "uri": self.uri(prefix), "files": files, "volatile": volatile, **fields}
        manifest["digest"] = content_digest(files, patterns)
        self.write_json(f"{prefix}/manifest.json", manifest)
        return self.uri(f"{prefix}/manifest.json")

    def read_manifest(self, prefix: str) -> dict[str, Any] | None:
        key = f"{self.key_of(prefix)}/manifest.json"
        return self.read_json(key) if self.exists(key) else None


def store_for_uri(uri: str, endpoint_url: str | None = None, cache_dir: str | Path | None = None) -> tuple[ArtifactStore, str]:
    """A store rooted at the URI's parent plus the key of the URI, for reading a single artifact by URI."""
    if uri.startswith("s3://"):
        loc = parse_s3(uri)
        return ArtifactStore(f"s3://{loc.bucket}", endpoint_url=endpoint_url, cache_dir=cache_dir), loc.prefix
    p = Path(uri).expanduser().resolve()
    return ArtifactStore(str(p.parent), cache_dir=cache_dir), p.name
