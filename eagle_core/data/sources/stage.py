"""The extract stage: every source -> scrubbed prompt shards + a manifest with counts and pending watermarks."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any, Callable

from eagle_core.config import PipelineConfig
from eagle_core.data.records import dumps_jsonl, shard_name
from eagle_core.data.sources.extraction import Extraction
from eagle_core.data.sources.raw import SourceStats
from eagle_core.data.sources.traffic import TrafficFiles, read_watermark
from eagle_core.errors import DeterministicError
from eagle_core.storage import ArtifactStore

log = logging.getLogger(__name__)

STAGE = "extract"
STAGE_VERSION = 1


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


def source_fingerprint(cfg: PipelineConfig, store: ArtifactStore | None = None) -> list[Any]:
    """What the configured sources hold right now, cheaply: traffic = watermark + file sizes, local files =
    size + mtime. A new traffic line or an edited file changes the extract key; an unchanged source does not.
    The store (built from cfg when not given, and only for a traffic source) holds the watermarks."""
    out: list[Any] = []
    for src in cfg.data.sources:
        if src.kind == "traffic":
            store = store or ArtifactStore.from_config(cfg.storage)
            mark = read_watermark(store, src).get("files", {})
            out.append({"watermark": mark, "files": TrafficFiles(src.path, cfg).list()})
            continue
        p = Path(src.path).expanduser()
        if src.path.startswith(("package:", "s3://")) or not p.exists():
            out.append(src.path)
        elif p.is_file():
            st = p.stat()
            out.append([st.st_size, st.st_mtime_ns])
        else:
            out.append(sorted((f.relative_to(p).as_posix(), f.stat().st_size, f.stat().st_mtime_ns)
                              for f in p.rglob("*") if f.is_file()))
    return out
