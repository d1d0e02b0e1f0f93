"""Regenerate every assistant turn with the target model itself, through an OpenAI-compatible engine.

The golden rule of EAGLE data: the draft learns to predict the TARGET's continuation, so answers must
come from the target (same weights, same chat template, greedy by default), not from the dataset. The one
opt-out, `data.answers: source`, is data.source_answers: the source's answers, no engine.

Turns are regenerated in order: [sys?, u1] -> a1, then [sys?, u1, a1, u2] -> a2, ... Requests run with
bounded concurrency over all pending records (not shard by shard), each retried with exponential backoff
and full jitter on 429/5xx/timeouts/connection errors.

Output (under out_prefix): `shard-00000.jsonl`, ... with records in input order (record i lands in shard
i // shard_size), `failures.jsonl` (records that failed after retries, with the error), `manifest.json`
written last. Crash safety, on a local folder and on S3 alike (each object write is atomic, nothing is
appended in place):
- every finished record is first written to a journal part `_journal/shard-K/part-<run>-<seq>.jsonl`
  (one part per `journal_flush_records` records, so with the default 1 a crash loses nothing finished);
- when all records of shard K are done the shard file is written and its journal deleted, so
  "shard file present, no journal" means final; a journal means "resume from here" (records are keyed by
  input index, so a part written twice never duplicates a record);
- a shard whose records partly failed is still written (downstream gets what succeeded) but keeps a
  compacted journal, so a resumed run retries only the failed records and rewrites that shard.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from eagle_core.data.records import dumps_jsonl, load_prompts, shard_name

log = logging.getLogger(__name__)

STAGE = "regenerate"
STAGE_VERSION = 1
JOURNAL = "_journal"
RETRYABLE_STATUS = {408, 409, 425, 429}


class RegenerationAborted(RuntimeError):
    """The engine stopped answering; finished records are journaled, a resumed run continues."""


# ----------------------------------------------------------------------------- input


# ----------------------------------------------------------------------------- one record


@dataclass
class _Stats:
    requests: int = 0
    retries: int = 0
    completion_tokens: int = 0
    consecutive_failures: int = 0


def _retryable(exc: BaseException) -> bool:
    import openai

    if isinstance(exc, (openai.APIConnectionError, openai.APITimeoutError, asyncio.TimeoutError, ConnectionError)):
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in RETRYABLE_STATUS or exc.status_code >= 500
    return isinstance(exc, _BadAnswer)


class _BadAnswer(ValueError):
    pass


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:1000]


async def _complete(client: Any, model: str, messages: list[dict[str, str]], rcfg: Any, stats: _Stats,
                    rng: random.Random, alive: Callable[[], bool] | None) -> tuple[str, str | None, int | None]:
    """One chat completion with retries; returns (content, finish_reason, completion_tokens)."""
    attempt = 0
    while True:
        try:
            stats.requests += 1
            resp = await client.chat.completions.create(
                model=model, messages=messages, max_tokens=rcfg.max_tokens,
                temperature=rcfg.temperature, top_p=rcfg.top_p, seed=rcfg.seed,
            )
            if not resp.choices or resp.choices[0].message is None or resp.choices[0].message.content is None:
                raise _BadAnswer("answer without choices/content")
            choice = resp.choices[0]
            tokens = resp.usage.completion_tokens if resp.usage is not None else None
            return choice.message.content, choice.finish_reason, tokens
        except Exception as exc:
            if not _retryable(exc) or attempt >= rcfg.max_retries or (alive is not None and not alive()):
                raise
            delay = min(rcfg.retry_max_s, rcfg.retry_base_s * (2 ** attempt)) * rng.uniform(0.5, 1.0)
            attempt += 1
            stats.retries += 1
            await asyncio.sleep(delay)


async def regenerate_record(client: Any, model: str, prompt: dict[str, Any], rcfg: Any, stats: _Stats | None = None,
                            rng: random.Random | None = None, alive: Callable[[], bool] | None = None) -> dict[str, Any]:
    """Regenerate each assistant turn of one prompt record in order; returns the conversation record."""
    stats = stats or _Stats()
    rng = rng or random.Random()
    convo: list[dict[str, str]] = []
    finish, tokens = [], []
    for m in prompt["messages"]:
        if m["role"] == "assistant":
            continue  # every assistant turn is the target's own
        convo.append({"role": m["role"], "content": m["content"]})
        if m["role"] != "user":
            continue
        content, reason, n = await _complete(client, model, convo, rcfg, stats, rng, alive)
        convo.append({"role": "assistant", "content": content})
        finish.append(reason)
        tokens.append(n)
        stats.completion_tokens += n or 0
        if not rcfg.multi_turn:
            break
    out = {k: v for k, v in prompt.items() if k not in ("messages",)}
    out.update(messages=convo, finish_reasons=finish, completion_tokens=tokens)
    out.setdefault("source", "unknown")
    return out


# ----------------------------------------------------------------------------- journal + shards


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


class _Output:
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
        if len(sh.buffer) >= self.rcfg.journal_flush_records or time.monotonic() - sh.buffer_since >= self.rcfg.journal_flush_s:
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


# ----------------------------------------------------------------------------- the async run


async def _run(prompts: list[dict[str, Any]], out: _Output, base_url: str, model: str, cfg: Any,
               alive: Callable[[], bool] | None, progress: Callable[[int, int], None] | None) -> _Stats:
    from openai import AsyncOpenAI

    rcfg = cfg.regeneration
    stats = _Stats()
    rng = random.Random()
    todo = out.pending()
    total = len(todo)
    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in todo:
        queue.put_nowait(i)
    aborted: list[str] = []
    done_count = 0
    url = base_url.rstrip("/")
    url = url if url.endswith("/v1") else url + "/v1"
    client = AsyncOpenAI(base_url=url, api_key=cfg.engine.api_key, max_retries=0, timeout=rcfg.request_timeout_s)

    async def worker() -> None:
        nonlocal done_count
        while not aborted:
            try:
                i = queue.get_nowait()
            except asyncio.QueueEmpty:
                return
            try:
                rec = await regenerate_record(client, model, prompts[i], rcfg, stats, rng, alive)
            except Exception as exc:
                out.fail(i, _describe(exc))
                if _retryable(exc):
                    stats.consecutive_failures += 1
                limit = rcfg.abort_after_consecutive_failures
                if (alive is not None and not alive()) or (limit and stats.consecutive_failures >= limit):
                    aborted.append(f"engine unreachable ({stats.consecutive_failures} records failed in a row; last: {_describe(exc)})")
            else:
                stats.consecutive_failures = 0
                out.add(i, rec)
            done_count += 1
            if progress is not None:
                progress(done_count, total)

    try:
        await asyncio.gather(*(worker() for _ in range(min(rcfg.concurrency, max(total, 1)))))
    finally:
        out.flush_all()
        await client.close()
    if aborted:
        raise RegenerationAborted(aborted[0] + "; finished records are journaled: re-run with resume to continue")
    return stats


def _fingerprint(prompts: list[dict[str, Any]], cfg: Any) -> dict[str, Any]:
    ids = hashlib.sha256("\n".join(p["id"] for p in prompts).encode()).hexdigest()
    msgs = hashlib.sha256(json.dumps([p["messages"] for p in prompts], sort_keys=True).encode()).hexdigest()
    return {
        "stage_version": STAGE_VERSION,
        "records": len(prompts),
        "ids_sha256": ids,
        "prompts_sha256": msgs,
        "regeneration": {k: v for k, v in cfg.regeneration.model_dump(mode="json").items()
                         if k in ("temperature", "top_p", "max_tokens", "shard_size", "multi_turn", "seed")},
        "target": cfg.target.model,
    }


def regenerate_stage(
    cfg: Any,
    store: Any,
    prompts_prefix: str,
    out_prefix: str,
    base_url: str | None = None,
    model_name: str | None = None,
    resume: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Regenerate all prompt records under prompts_prefix into conversation shards under out_prefix.

    Launches the configured engine itself (engine_for) unless `base_url` points at a running one; with
    `data.answers: source` keeps the source's answers instead (source_answers), and no engine runs.
    Resumable: finished shards and records are never redone; records that failed before are retried.
    Returns the manifest. Raises RegenerationAborted when the engine stops answering mid-run.
    """
    if cfg.data.answers == "source":
        from eagle_core.data.source_answers import source_answers_stage

        return source_answers_stage(cfg, store, prompts_prefix, out_prefix)
    from eagle_core.engines.external import served_model
    from eagle_core.engines.launch import engine_for
    from eagle_core.target import resolve_target_path

    out = store.key_of(out_prefix)
    prompts = load_prompts(store, prompts_prefix)
    fp = _fingerprint(prompts, cfg)
    state_key = f"{out}/_run.json"
    existing = store.list(out)
    if existing:
        if not resume:
            raise FileExistsError(f"{store.uri(out)} already has output; resume it or pick a fresh prefix")
        if store.exists(state_key):
            old = store.read_json(state_key)
            diff = sorted(k for k in fp if old.get(k) != fp[k])
            if diff:
                raise ValueError(f"cannot resume {store.uri(out)}: its {', '.join(diff)} differ from this run's; use a fresh prefix")
        manifest = store.read_manifest(out)
        if manifest is not None and manifest.get("failures", 0) == 0:
            return manifest  # committed and complete
        if manifest is not None:
            store.delete(f"{out}/manifest.json")  # about to change shards: the old manifest is no longer true
    store.write_json(state_key, fp)

    output = _Output(store, out, len(prompts), cfg.regeneration)
    if existing:
        log.info("regeneration: resuming %s: %s", store.uri(out), output.resume_summary())
    started = time.monotonic()
    stats = _Stats()
    engine_kind = "external"
    if output.pending():
        if base_url is None:
            target_path = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
            with engine_for(cfg, target_path, store=store, log_key=f"{out}/logs/engine.log") as engine:
                engine_kind = engine.kind
                model = model_name or engine.model
                alive = engine.process.alive if engine.process.proc is not None else None
                stats = asyncio.run(_run(prompts, output, engine.base_url, model, cfg, alive, progress))
        else:
            model = model_name or cfg.engine.served_model_name or served_model(base_url, cfg.engine.api_key)
            if model is None:
                try:
                    model = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
                except FileNotFoundError:  # a remote engine serves it; this machine need not hold the weights
                    model = cfg.target.model
            stats = asyncio.run(_run(prompts, output, base_url, model, cfg, None, progress))
    elapsed = time.monotonic() - started

    failures = output.failures(prompts)
    store.write_text(f"{out}/failures.jsonl", dumps_jsonl(failures))
    reasons: Counter[str] = Counter()
    rows = turns = tokens = 0
    for sh in output.shards:
        key = f"{out}/{shard_name(sh.k)}"
        for line in store.iter_lines(key):
            if line.strip():
                rec = json.loads(line)
                rows += 1
                turns += len(rec["finish_reasons"])
                tokens += sum(n or 0 for n in rec["completion_tokens"])
                reasons.update(str(r) for r in rec["finish_reasons"])
    if failures:
        log.warning("regeneration: %d of %d records failed after retries (see failures.jsonl)", len(failures), len(prompts))
    store.write_manifest(
        out,
        stage=STAGE,
        stage_version=STAGE_VERSION,
        rows=rows,
        records_in=len(prompts),
        failures=len(failures),
        shards=len(output.shards),
        assistant_turns=turns,
        completion_tokens=tokens,
        finish_reasons=dict(sorted(reasons.items())),
        engine=engine_kind,
        prompts=store.uri(store.key_of(prompts_prefix)),
        config=cfg.regeneration.model_dump(mode="json"),
        this_run={
            "seconds": round(elapsed, 3),
            "requests": stats.requests,
            "retries": stats.retries,
            "completion_tokens": stats.completion_tokens,
            "tokens_per_s": round(stats.completion_tokens / elapsed, 3) if elapsed > 0 else None,
        },
    )
    return store.read_manifest(out)
