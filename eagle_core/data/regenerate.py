"""Regenerate every assistant turn with the target model itself, through an OpenAI-compatible engine.

The golden rule of EAGLE data: the draft learns to predict the TARGET's continuation, so answers must
come from the target (same weights, same chat template, greedy by default), not from the dataset. The one
opt-out, `data.answers: source`, is data.source_answers: the source's answers, no engine.

Turns are regenerated in order: [sys?, u1] -> a1, then [sys?, u1, a1, u2] -> a2, ... (data.regen_request). Requests
run with bounded concurrency over all pending records (not shard by shard), each retried with exponential backoff
and full jitter on 429/5xx/timeouts/connection errors.

Output (under out_prefix): `shard-00000.jsonl`, ... with records in input order, `failures.jsonl` (records that
failed after retries, with the error), `manifest.json` written last. Finished records are journaled first, so an
interrupted run resumes where it stopped (data.regen_output).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import time
from collections import Counter
from typing import Any, Callable

from eagle_core.data.records import dumps_jsonl, load_prompts, shard_name
from eagle_core.data.regen_output import Output
from eagle_core.data.regen_request import Stats, describe, regenerate_record, retryable

log = logging.getLogger(__name__)

STAGE = "regenerate"
STAGE_VERSION = 1


class RegenerationAborted(RuntimeError):
    """The engine stopped answering; finished records are journaled, a resumed run continues."""


# ----------------------------------------------------------------------------- the async run


async def _run(prompts: list[dict[str, Any]], out: Output, base_url: str, model: str, cfg: Any,
               alive: Callable[[], bool] | None, progress: Callable[[int, int], None] | None) -> Stats:
    from openai import AsyncOpenAI

    rcfg = cfg.regeneration
    stats = Stats()
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
                out.fail(i, describe(exc))
                if retryable(exc):
                    stats.consecutive_failures += 1
                limit = rcfg.abort_after_consecutive_failures
                if (alive is not None and not alive()) or (limit and stats.consecutive_failures >= limit):
                    aborted.append(f"engine unreachable ({stats.consecutive_failures} records failed in a row; "
                                   f"last: {describe(exc)})")
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
                raise ValueError(f"cannot resume {store.uri(out)}: its {', '.join(diff)} differ from this run's; "
                                 "use a fresh prefix")
        manifest = store.read_manifest(out)
        if manifest is not None and manifest.get("failures", 0) == 0:
            return manifest  # committed and complete
        if manifest is not None:
            store.delete(f"{out}/manifest.json")  # about to change shards: the old manifest is no longer true
    store.write_json(state_key, fp)

    output = Output(store, out, len(prompts), cfg.regeneration)
    if existing:
        log.info("regeneration: resuming %s: %s", store.uri(out), output.resume_summary())
    started = time.monotonic()
    stats = Stats()
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
        log.warning("regeneration: %d of %d records failed after retries (see failures.jsonl)", len(failures),
                    len(prompts))
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
