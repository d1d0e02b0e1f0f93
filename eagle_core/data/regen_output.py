"""The regenerate stage's output under out_prefix, written crash-safe through the store.

`shard-00000.jsonl`, ... with records in input order (record i lands in shard i // shard_size); each object
write is atomic and nothing is appended in place, on a local folder and on S3 alike:
- every finished record is first written to a journal part `_journal/shard-K/part-<run>-<seq>.jsonl`
  (one part per `journal_flush_records` records, so with the default 1 a crash loses nothing finished);
- when all records of shard K are done the shard file is written and its journal deleted, so
  "shard file present, no journal" means final; a journal means "resume from here" (records are keyed by
  input index, so a part written twice never duplicates a record);
- a shard whose records partly failed is still written (downstream gets what succeeded) but keeps a
  compacted journal, so a resumed run retries only the failed records and rewrites that shard;
- a shard whose journal holds every record but has no shard file yet (a crash between the two writes) is
  written on load, since no pending record would ever trigger it.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import Any

from eagle_core.data.records import dumps_jsonl, shard_name

JOURNAL = "_journal"


@dataclass
class _Shard:
    k: int
    lo: int
    hi: int
    finished: dict[int, dict[str, Any]] = field(default_factory=dict)
    failed: dict[int, str] = field(default_factory=dict)
    buffer: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    buffer_since: float = 0.0
    parts: list[str] = field(default_factory=list)  # journal keys written so far (this run and earlier)
    final: bool = False  # shard file written with every record, journal gone

    @property
    def done(self) -> bool:
        return len(self.finished) + len(self.failed) >= self.hi - self.lo


class Output:
    """Shard files + journal under out_prefix; all writes are whole-object writes through the store."""

    def __init__(self, store: Any, prefix: str, n: int, rcfg: Any) -> None:
        self.store, self.prefix, self.rcfg = store, prefix, rcfg
        self.run = f"{int(time.time() * 1000):x}{os.getpid():x}"
        self.seq = 0
        size = rcfg.shard_size
        self.shards = [_Shard(k, k * size, min(n, (k + 1) * size)) for k in range((n + size - 1) // size)]
        self._load()

    def shard_of(self, index: int) -> _Shard:
        return self.shards[index // self.rcfg.shard_size]

    def _journal_prefix(self, k: int) -> str:
        return f"{self.prefix}/{JOURNAL}/{shard_name(k)}"

    def _load(self) -> None:
        existing = set(self.store.list(self.prefix))
        journal: dict[int, list[str]] = {}
        for key in existing:
            rel = key[len(self.prefix):].lstrip("/")
            if rel.startswith(JOURNAL + "/") and rel.endswith(".jsonl"):
                k = int(rel.split("/")[1][len("shard-"):].split(".")[0])
                journal.setdefault(k, []).append(key)
        for sh in self.shards:
            shard_key = f"{self.prefix}/{shard_name(sh.k)}"
            if shard_key in existing and sh.k in journal:
                # Either a partly failed shard (journal kept on purpose) or a crash between writing a complete
                # shard and deleting its journal: a complete shard file wins.
                if sum(1 for ln in self.store.iter_lines(shard_key) if ln.strip()) == sh.hi - sh.lo:
                    for key in journal.pop(sh.k):
                        self.store.delete(key)
            if sh.k in journal:
                sh.parts = sorted(journal[sh.k])
                for key in sh.parts:
                    for line in self.store.iter_lines(key):
                        if line.strip():
                            entry = json.loads(line)
                            sh.finished.setdefault(int(entry["index"]), entry["record"])
            elif shard_key in existing:
                sh.final = True
            if not sh.final and sh.done:
                # Every record journaled, shard file not yet written (a crash between the last journal part and
                # the shard write): no record is pending, so nothing else would ever write it.
                self._maybe_finish(sh)

    def resume_summary(self) -> str:
        """What an interrupted run left that this one reuses: `120/400 records (2 shards complete, 20 journaled)`."""
        final = [sh for sh in self.shards if sh.final]
        journaled = sum(len(sh.finished) for sh in self.shards if not sh.final)
        done = sum(sh.hi - sh.lo for sh in final) + journaled
        total = self.shards[-1].hi if self.shards else 0
        return (f"{done}/{total} records resumed ({len(final)} shards complete, {journaled} records journaled), "
                f"{total - done} to regenerate")

    def pending(self) -> list[int]:
        return [i for sh in self.shards if not sh.final for i in range(sh.lo, sh.hi) if i not in sh.finished]

    def add(self, index: int, record: dict[str, Any]) -> None:
        sh = self.shard_of(index)
        sh.finished[index] = record
        sh.failed.pop(index, None)
        if not sh.buffer:
            sh.buffer_since = time.monotonic()
        sh.buffer.append((index, record))
        if (len(sh.buffer) >= self.rcfg.journal_flush_records
                or time.monotonic() - sh.buffer_since >= self.rcfg.journal_flush_s):
            self.flush(sh)
        self._maybe_finish(sh)

    def fail(self, index: int, error: str) -> None:
        sh = self.shard_of(index)
        sh.failed[index] = error
        self._maybe_finish(sh)

    def flush(self, sh: _Shard) -> None:
        if not sh.buffer:
            return
        self.seq += 1
        key = f"{self._journal_prefix(sh.k)}/part-{self.run}-{self.seq:08d}.jsonl"
        self.store.write_text(key, dumps_jsonl({"index": i, "record": r} for i, r in sh.buffer))
        sh.parts.append(key)
        sh.buffer.clear()

    def flush_all(self) -> None:
        for sh in self.shards:
            self.flush(sh)

    def _maybe_finish(self, sh: _Shard) -> None:
        if not sh.done:
            return
        rows = [sh.finished[i] for i in range(sh.lo, sh.hi) if i in sh.finished]
        if not sh.failed:
            # Order matters: shard file first, journal deleted after; a crash in between only redoes this step.
            self.store.write_text(f"{self.prefix}/{shard_name(sh.k)}", dumps_jsonl(rows))
            sh.buffer.clear()
            for key in sh.parts:
                self.store.delete(key)
            sh.parts = []
            sh.final = True
            return
        # Partly failed: publish what succeeded, keep one compacted journal part for the retry.
        sh.buffer.clear()
        self.seq += 1
        compact = f"{self._journal_prefix(sh.k)}/part-{self.run}-{self.seq:08d}.jsonl"
        self.store.write_text(compact, dumps_jsonl({"index": i, "record": sh.finished[i]} for i in sorted(sh.finished)))
        for key in sh.parts:
            self.store.delete(key)
        sh.parts = [compact]
        self.store.write_text(f"{self.prefix}/{shard_name(sh.k)}", dumps_jsonl(rows))

    def failures(self, prompts: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [
            {"index": i, "id": prompts[i]["id"], "error": sh.failed[i]}
            for sh in self.shards for i in sorted(sh.failed)
        ]
