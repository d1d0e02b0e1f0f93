"""PII/DLP scrubbing (Presidio) applied to prompt records before anything is persisted: the batch scrubber.

Whole records are spread over `n_process` worker processes that each hold their own engine (pii_analyzer); small
batches run in-process. `scrub_file` scrubs an OpenAI-messages JSONL file for the `scrub` command.

Raw text never leaves this module except as scrubbed output: reports carry counts and examples rendered with
placeholders, errors name the record id and field only.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import logging
import multiprocessing as mp
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Iterable, Iterator

from eagle_core.config import PiiConfig
from eagle_core.data.pii_analyzer import Engine
from eagle_core.data.pii_records import PiiRecordError, slot_text, text_slots
from eagle_core.data.pii_report import build_report, merge_stats, new_stats
from eagle_core.data.records import stable_id

log = logging.getLogger(__name__)


# --- worker processes -------------------------------------------------------------------------------------

_WORKER: Engine | None = None


def _worker_init(cfg_json: str) -> None:
    global _WORKER
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    _WORKER = Engine(PiiConfig.model_validate_json(cfg_json))


def _worker_run(records: list[dict[str, Any]]) -> tuple[list[dict | None], dict[str, Any]]:
    assert _WORKER is not None
    return _WORKER.process(records)


# --- public API -------------------------------------------------------------------------------------------


class Scrubber:
    """Scrubs prompt records in batches and keeps an audit report (counts, redacted examples, throughput).

    With n_process > 1 whole records are spread over worker processes (spawned once, each loading its own
    spaCy model), so pseudonyms stay consistent within a record; small batches run in-process.
    """

    def __init__(self, pii_cfg: PiiConfig):
        self.cfg = pii_cfg
        self._engine: Engine | None = None
        self._pool: cf.ProcessPoolExecutor | None = None
        self._stats = new_stats()
        self._invalid: list[dict[str, Any]] = []
        self._wall = 0.0
        self._startup_s = 0.0

    # lifecycle
    def __enter__(self) -> "Scrubber":
        return self

    def __exit__(self, exc_type: Any, *exc: Any) -> None:
        self.close(abort=exc_type is not None)

    def close(self, abort: bool = False) -> None:
        """Stop the worker processes. `abort` (an error or a Ctrl-C / SIGTERM is unwinding) terminates them at once
        instead of waiting for their batch: a signal to the CLI alone otherwise waited ~9 s for a batch nobody
        will read."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if abort:
            for proc in list((getattr(pool, "_processes", None) or {}).values()):
                proc.terminate()
        pool.shutdown(wait=True, cancel_futures=True)

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            t0 = time.perf_counter()
            logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
            self._engine = Engine(self.cfg)
            self._startup_s += time.perf_counter() - t0
        return self._engine

    def _get_pool(self) -> cf.ProcessPoolExecutor:
        if self._pool is None:
            t0 = time.perf_counter()
            # spawn, not fork: the parent may run threads (Prefect, HTTP clients) that fork would copy half-locked.
            self._pool = cf.ProcessPoolExecutor(
                max_workers=self.cfg.n_process, mp_context=mp.get_context("spawn"),
                initializer=_worker_init, initargs=(self.cfg.model_dump_json(),),
            )
            # Start every worker now so start-up is not billed to the first batch's throughput. Until every worker
            # has answered: the first one ready would otherwise take all the start tasks while another still loads
            # its models into the first batch.
            ready: set[int] = set()
            while len(ready) < self.cfg.n_process:
                ready.update(self._pool.map(_ready, range(self.cfg.n_process)))
            self._startup_s += time.perf_counter() - t0
        return self._pool

    def warm_up(self) -> None:
        """Load models (and start workers) ahead of the first batch."""
        if self.cfg.n_process > 1:
            self._get_pool()
        else:
            _ = self.engine

    # scrubbing
    def scrub_batch(self, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Scrubbed copies of the records, in order; dropped (drop_on) and malformed records are left out and counted."""
        if not self.cfg.enabled:
            return [json.loads(json.dumps(r)) for r in records]
        good = []
        for i, r in enumerate(records):
            try:
                if not isinstance(r, dict):
                    raise PiiRecordError(f"#{i}", "<record>", "must be an object")
                text_slots(r)
                good.append(r)
            except PiiRecordError as exc:
                self._invalid.append({"record": exc.record, "field": exc.field, "error": exc.problem})
        t0 = time.perf_counter()
        n_docs = sum(len(text_slots(r)) for r in good)
        parallel = self.cfg.n_process > 1 and n_docs >= 4 * self.cfg.batch_size
        if parallel:
            pool = self._get_pool()
            t0 = time.perf_counter()
            parts = _spread(pool, good, self.cfg.batch_size)
        else:
            engine = self.engine
            t0 = time.perf_counter()
            parts = [engine.process(good)] if good else []
        out: list[dict[str, Any]] = []
        for recs, stats in parts:
            merge_stats(self._stats, stats, self.cfg.report_examples)
            out.extend(r for r in recs if r is not None)
        self._wall += time.perf_counter() - t0
        return out

    def scrub_text(self, text: str, record_id: str = "") -> str:
        """One string, every detected entity replaced per its operator (drop_on entities are replaced, not dropped)."""
        if not self.cfg.enabled:
            return text
        spans = self.engine.analyze_many([text])[0]
        return self.engine.anonymize(text, spans, {}, record_id)

    def report(self) -> dict[str, Any]:
        """Audit report: counts per entity, records seen/dropped/changed, redacted examples, throughput."""
        return build_report(self.cfg, self._stats, self._invalid, self._wall, self._startup_s)


def _ready(_: int) -> int:
    time.sleep(0.05)  # long enough that one worker cannot answer for all while another is still starting
    return os.getpid()


def _spread(pool: cf.ProcessPoolExecutor, records: list[dict[str, Any]], size: int
            ) -> list[tuple[list[dict | None], dict[str, Any]]]:
    """Each chunk's (records, stats), in the records' order. Chunks of `size` records go out longest text first:
    the last to finish are short ones, so no worker idles while another ends a long chunk (with 4 chunks per worker,
    in order, a tail of one busy worker cost ~10% of the batch's wall time on 1,000 ShareGPT prompts)."""
    chunks = [records[i:i + size] for i in range(0, len(records), size)]
    cost = [sum(len(slot_text(r, s)) for r in c for s in text_slots(r)) for c in chunks]
    order = sorted(range(len(chunks)), key=lambda k: (-cost[k], k))
    parts: list[Any] = [None] * len(chunks)
    for k, part in zip(order, pool.map(_worker_run, [chunks[k] for k in order])):
        parts[k] = part
    return parts


# --- CLI --------------------------------------------------------------------------------------------------


def _validated(lines: Iterable[str]) -> Iterator[tuple[int, dict[str, Any] | None, dict[str, Any] | None]]:
    """(line number, record or None, problem or None) for each non-blank input line; problems carry no content."""
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            yield n, None, {"line": n, "field": "<line>", "error": "not valid JSON"}
            continue
        if not isinstance(rec, dict):
            yield n, None, {"line": n, "field": "<line>", "error": "not a JSON object"}
            continue
        rid = rec.get("id")
        if rid is not None and not isinstance(rid, (str, int)):
            yield n, None, {"line": n, "field": "id", "error": "must be a string or integer"}
            continue
        try:
            text_slots(rec, where=f"line {n}")
        except PiiRecordError as exc:
            yield n, None, {"line": n, "id": None if rid is None else str(rid), "field": exc.field,
                            "error": exc.problem}
            continue
        out = {"id": str(rid) if rid is not None else
               stable_id("messages", json.dumps(rec["messages"], sort_keys=True, ensure_ascii=False)),
               "messages": rec["messages"]}
        if isinstance(rec.get("source"), str):
            out["source"] = rec["source"]
        yield n, out, None


def scrub_file(cfg: PiiConfig, input_path: str | Path, output_path: str | Path,
               chunk_records: int | None = None) -> dict[str, Any]:
    """Scrub an OpenAI-messages JSONL file (read streaming) into output_path (written atomically); returns the report.

    Only id, source and messages are written: other fields of the input may carry PII the scrubber never looked at.
    """
    output_path = Path(output_path)
    output_path.parent.mkdir(parents=True, exist_ok=True)
    chunk = chunk_records or cfg.batch_size * 16
    bad: list[dict[str, Any]] = []
    written = 0
    fd, tmp = tempfile.mkstemp(prefix=f".{output_path.name}.", suffix=".tmp", dir=output_path.parent)
    try:
        with Scrubber(cfg) as scrubber, open(input_path, encoding="utf-8", errors="replace") as fin, \
                os.fdopen(fd, "w", encoding="utf-8") as fout:
            pending: list[dict[str, Any]] = []

            def flush() -> None:
                nonlocal written
                for r in scrubber.scrub_batch(pending):
                    fout.write(json.dumps(r, ensure_ascii=False) + "\n")
                    written += 1
                pending.clear()

            for _, rec, problem in _validated(fin):
                if problem is not None:
                    bad.append(problem)
                    continue
                pending.append(rec)
                if len(pending) >= chunk:
                    flush()
            flush()
            report = scrubber.report()
        os.replace(tmp, output_path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    report["bad_records"] = len(bad)
    report["bad"] = bad[:1000]
    report["records_written"] = written
    return report
