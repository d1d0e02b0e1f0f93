"""Serving benchmark: the same prompts against an OpenAI-compatible engine without and with the head.

Per concurrency level it streams `max(len(prompts), concurrency)` chat completions with at most `concurrency`
in flight and measures TTFT (first content chunk), TPOT ((last chunk - first chunk) / (tokens - 1)), output
tokens/s over the level's wall clock, and the engine's own acceptance length (SGLang `/server_info`
`avg_spec_accept_length`; None when the engine reports none, e.g. the CPU engine or a run without a head).
Token counts come from the stream's `usage` when the engine sends it (speculative engines pack several
tokens per chunk), else from the number of content chunks.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from dataclasses import dataclass
from typing import Any, Sequence

import httpx


@dataclass
class RequestResult:
    ttft_s: float | None
    tpot_s: float | None
    latency_s: float
    output_tokens: int
    error: str | None = None


def _percentile(xs: list[float], q: float) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))
    return xs[k]


async def _one_request(client: httpx.AsyncClient, url: str, headers: dict[str, str], body: dict[str, Any]
                       ) -> RequestResult:
    t0 = time.perf_counter()
    first = last = None
    chunks = 0
    usage_tokens = None
    try:
        async with client.stream("POST", url, json=body, headers=headers) as resp:
            if resp.status_code >= 400:
                text = (await resp.aread()).decode("utf-8", errors="replace")[:300]
                return RequestResult(None, None, time.perf_counter() - t0, 0, f"HTTP {resp.status_code}: {text}")
            async for line in resp.aiter_lines():
                if not line.startswith("data:"):
                    continue
                data = line[5:].strip()
                if data == "[DONE]":
                    break
                event = json.loads(data)
                if event.get("usage") and event["usage"].get("completion_tokens") is not None:
                    usage_tokens = int(event["usage"]["completion_tokens"])
                for choice in event.get("choices") or []:
                    if (choice.get("delta") or {}).get("content"):
                        now = time.perf_counter()
                        first = now if first is None else first
                        last = now
                        chunks += 1
    except (httpx.HTTPError, json.JSONDecodeError) as exc:
        return RequestResult(None, None, time.perf_counter() - t0, 0, f"{type(exc).__name__}: {exc}")
    tokens = usage_tokens if usage_tokens is not None else chunks
    ttft = None if first is None else first - t0
    tpot = (last - first) / (tokens - 1) if first is not None and tokens > 1 else None
    return RequestResult(ttft, tpot, time.perf_counter() - t0, tokens)


async def _run_level(base_url: str, model: str, prompts: Sequence[list[dict[str, str]]], concurrency: int,
                     max_tokens: int, temperature: float, api_key: str, timeout_s: float
                     ) -> tuple[list[RequestResult], float]:
    url = base_url.rstrip("/") + "/v1/chat/completions"
    headers = {"Authorization": f"Bearer {api_key}"}
    n = max(len(prompts), concurrency)
    sem = asyncio.Semaphore(concurrency)
    limits = httpx.Limits(max_connections=concurrency + 4, max_keepalive_connections=concurrency + 4)

    async with httpx.AsyncClient(timeout=timeout_s, limits=limits) as client:
        async def run(i: int) -> RequestResult:
            body = {"model": model, "messages": prompts[i % len(prompts)], "max_tokens": max_tokens,
                    "temperature": temperature, "stream": True, "stream_options": {"include_usage": True}}
            async with sem:
                return await _one_request(client, url, headers, body)

        t0 = time.perf_counter()
        results = await asyncio.gather(*(run(i) for i in range(n)))
        return list(results), time.perf_counter() - t0


def engine_accept_length(base_url: str, timeout_s: float = 10.0) -> float | None:
    """SGLang's running mean acceptance length (mean over data-parallel ranks); None if the engine has none."""
    root = base_url.rstrip("/")
    for path in ("/server_info", "/get_server_info"):
        try:
            r = httpx.get(root + path, timeout=timeout_s)
            if r.status_code >= 400:
                continue
            info = r.json()
        except (httpx.HTTPError, ValueError):
            continue
        if not isinstance(info, dict):
            continue
        if isinstance(info.get("avg_spec_accept_length"), (int, float)):
            return float(info["avg_spec_accept_length"])
        vals = [s.get("avg_spec_accept_length") for s in info.get("internal_states") or [] if isinstance(s, dict)]
        vals = [float(v) for v in vals if isinstance(v, (int, float))]
        if vals:
            return statistics.fmean(vals)
    return None


def summarize_level(results: list[RequestResult], wall_s: float, concurrency: int) -> dict[str, Any]:
    ok = [r for r in results if r.error is None]
    ttft = [r.ttft_s * 1000 for r in ok if r.ttft_s is not None]
    tpot = [r.tpot_s * 1000 for r in ok if r.tpot_s is not None]
    return latency_row(results, sum(r.output_tokens for r in ok), ttft, tpot, wall_s, concurrency)


def latency_row(results: Sequence[Any], tokens: int, ttft: list[float], tpot: list[float], wall_s: float,
                concurrency: int) -> dict[str, Any]:
    """The serving row every engine's benchmark shares: requests, errors, tokens/s, TTFT and TPOT (ms)."""
    return {
        "concurrency": concurrency, "requests": len(results), "errors": sum(r.error is not None for r in results),
        "first_error": next((r.error for r in results if r.error), None),
        "output_tokens": tokens, "wall_s": wall_s, "output_tokens_per_s": tokens / wall_s if wall_s > 0 else 0.0,
        "ttft_ms_mean": statistics.fmean(ttft) if ttft else None, "ttft_ms_p50": _percentile(ttft, 0.5),
        "ttft_ms_p99": _percentile(ttft, 0.99),
        "tpot_ms_mean": statistics.fmean(tpot) if tpot else None, "tpot_ms_p50": _percentile(tpot, 0.5),
        "tpot_ms_p99": _percentile(tpot, 0.99),
    }


def bench_engine(base_url: str, model: str, prompts: Sequence[list[dict[str, str]]], concurrency: Sequence[int],
                 max_tokens: int, temperature: float = 0.0, api_key: str = "EMPTY", timeout_s: float = 600.0,
                 warmup: bool = True) -> list[dict[str, Any]]:
    """Benchmark a running engine at each concurrency level; one summary dict per level."""
    if not prompts:
        raise ValueError("serving benchmark needs at least one prompt")
    if warmup:  # first request pays lazy initialisation (graph capture, kernels), not the head's cost
        asyncio.run(_run_level(base_url, model, prompts[:1], 1, min(8, max_tokens), temperature, api_key, timeout_s))
    levels = []
    for c in concurrency:
        results, wall = asyncio.run(_run_level(base_url, model, prompts, c, max_tokens, temperature, api_key,
                                               timeout_s))
        row = summarize_level(results, wall, c)
        row["accept_length"] = engine_accept_length(base_url)
        levels.append(row)
    return levels


def serving_benchmark(cfg: Any, target_path: str, prompts: Sequence[list[dict[str, str]]], head_path: str | None,
                      store: Any = None, log_prefix: str | None = None,
                      accept_rate_by_pos: Sequence[float] | None = None) -> dict[str, Any]:
    """Launch the serving engine without, then with the head, and benchmark both on the same prompts.

    The engine is `evaluation.serving_engine` (default: `engine.kind`). The CPU engine cannot serve a head: it
    runs the baseline only, so the code path stays tested on CPU. An external engine is measured once, as it is.
    llama.cpp: `llamacpp_serving` (one server per level, plus the draft-length sweep and serving recipe).
    """
    from eagle_core.engines.launch import engine_for

    ev = cfg.evaluation
    kind = ev.serving_engine or cfg.engine.kind
    if kind != cfg.engine.kind:
        cfg = cfg.model_copy(update={"engine": cfg.engine.model_copy(update={"kind": kind})})
    max_tokens = ev.serving_max_tokens or ev.max_new_tokens
    if kind == "llamacpp":  # token ids in (the in-process decoder's), the engine's own draft counters out
        from eagle_core.target import load_tokenizer

        tok = load_tokenizer(target_path)
        ids = [[int(i) for i in tok.apply_chat_template(list(p), add_generation_prompt=True, tokenize=True,
                                                         return_dict=True)["input_ids"]] for p in prompts]
        return llamacpp_serving(cfg, target_path, ids, head_path, ev.concurrency, max_tokens, store, log_prefix,
                                draft_lengths=ev.serving_draft_lengths, accept_rate_by_pos=accept_rate_by_pos)
    out: dict[str, Any] = {"engine": kind, "max_tokens": max_tokens, "without_head": None, "with_head": None}
    runs: list[tuple[str, str | None]] = [("without_head", None)]
    if kind == "sglang" and head_path is not None:
        runs.append(("with_head", head_path))
    elif kind == "cpu" and head_path is not None:
        out["note"] = "engine.kind=cpu cannot serve an EAGLE-3 head: baseline only"
    elif kind == "external":
        out["note"] = "engine.kind=external: measured once, as configured"
    for name, draft in runs:
        log_key = f"{log_prefix}/engine-{name}.log" if log_prefix else None
        with engine_for(cfg, target_path, store=store, log_key=log_key, draft_path=draft) as eng:
            out[name] = bench_engine(eng.base_url, eng.model, prompts, ev.concurrency, max_tokens, ev.temperature,
                                     cfg.engine.api_key)
    return out


# ----------------------------------------------------------------------------- llama.cpp: the engine's own counters


@dataclass
class CompletionResult:
    """One `/completion` of llama-server: the generated token ids and the server's own timings."""

    tokens: list[int]
    ttft_s: float | None
    latency_s: float
    timings: dict[str, Any]
    error: str | None = None


async def _llamacpp_one(client: httpx.AsyncClient, url: str, ids: list[int], max_tokens: int) -> CompletionResult:
    # Token ids in, token ids out: the in-process decoder's exact prompts, no chat-template or detokenization drift.
    body = {"prompt": ids, "n_predict": max_tokens, "temperature": 0.0, "top_k": 1, "cache_prompt": False,
            "return_tokens": True, "stream": True, "seed": 0}
    t0 = time.perf_counter()
    first = None
    tokens: list[int] = []
    timings: dict[str, Any] = {}
    try:
        async with client.stream("POST", url, json=body) as resp:
            if resp.status_code >= 400:
                text = (await resp.aread()).decode("utf-8", errors="replace")[:300]
                return CompletionResult([], None, time.perf_counter() - t0, {}, f"HTTP {resp.status_code}: {text}")
            async for line in resp.aiter_lines():
                if not line.startswith("data:"):
                    continue
                event = json.loads(line[5:].strip())
                if event.get("tokens"):
                    first = time.perf_counter() if first is None else first
                    tokens.extend(int(t) for t in event["tokens"])
                if event.get("timings"):
                    timings = event["timings"]
                if event.get("stop"):
                    break
    except (httpx.HTTPError, json.JSONDecodeError) as exc:
        return CompletionResult(tokens, None, time.perf_counter() - t0, timings, f"{type(exc).__name__}: {exc}")
    return CompletionResult(tokens, None if first is None else first - t0, time.perf_counter() - t0, timings)


async def _llamacpp_level(base_url: str, prompts: Sequence[list[int]], concurrency: int, max_tokens: int,
                          timeout_s: float) -> tuple[list[CompletionResult], float]:
    url = base_url.rstrip("/") + "/completion"
    sem = asyncio.Semaphore(concurrency)
    limits = httpx.Limits(max_connections=concurrency + 4, max_keepalive_connections=concurrency + 4)
    async with httpx.AsyncClient(timeout=timeout_s, limits=limits) as client:
        async def run(ids: list[int]) -> CompletionResult:
            async with sem:
                return await _llamacpp_one(client, url, ids, max_tokens)

        t0 = time.perf_counter()
        results = await asyncio.gather(*(run(ids) for ids in prompts))
        return list(results), time.perf_counter() - t0


def summarize_llamacpp(results: list[CompletionResult], wall_s: float, concurrency: int) -> dict[str, Any]:
    """The serving row (same keys as `summarize_level`) plus llama.cpp's draft counters.

    A request's first token comes from the prompt's forward, not from a verify round; every later round yields its
    accepted drafts plus one token of the target. So rounds = tokens - accepted - 1 per request, and the engine's
    acceptance length = (tokens - 1) / rounds: the in-process tau's meaning (which counts verify forwards only).
    """
    from eagle_core.engines.registry import get_engine

    read = get_engine("llamacpp").metrics
    ok = [r for r in results if r.error is None]
    ttft = [r.ttft_s * 1000 for r in ok if r.ttft_s is not None]
    tpot = [(r.latency_s - r.ttft_s) * 1000 / (len(r.tokens) - 1) for r in ok if r.ttft_s is not None and len(r.tokens) > 1]
    tokens = sum(len(r.tokens) for r in ok)
    counters = [read(r.timings) for r in ok]
    predicted = sum(c["predicted_n"] for c in counters)
    drafted = sum(c["draft_n"] for c in counters)
    accepted = sum(c["draft_n_accepted"] for c in counters)
    firsts = sum(1 for c in counters if c["predicted_n"] > 0)  # tokens of the prompt's forward
    rounds = predicted - accepted - firsts
    decode_ms = sum(c["predicted_ms"] for c in counters)
    return {
        **latency_row(results, tokens, ttft, tpot, wall_s, concurrency),
        "draft_n": drafted, "draft_n_accepted": accepted,
        "accept_rate": accepted / drafted if drafted else None,
        "accept_length": (predicted - firsts) / rounds if drafted and rounds > 0 else None,
        # the engine's own decode clock (after the first token): what one verify round, or one plain step, costs
        "decode_ms_per_token": decode_ms / (predicted - firsts) if predicted > firsts else None,
        "decode_ms_per_round": decode_ms / rounds if rounds > 0 else None,
    }


def _llamacpp_run(cfg: Any, target_path: str, prompts: Sequence[list[int]], head_path: str | None, concurrency: int,
                  max_tokens: int, n_max: int, store: Any, log_key: str | None) -> tuple[dict[str, Any], list[list[int]]]:
    """One server (`--parallel` = concurrency, with or without the head), a warm-up, then every prompt: row, outputs."""
    from eagle_core.engines.launch import launched_engine
    from eagle_core.engines.llamacpp import prepare_command

    cmd = prepare_command(cfg, target_path, draft_path=head_path, parallel=concurrency, draft_n_max=n_max)
    with launched_engine(cmd, health_paths=("/health",), store=store, log_key=log_key,
                         startup_timeout_s=cfg.engine.startup_timeout_s, stop_grace_s=cfg.engine.stop_grace_s) as eng:
        asyncio.run(_llamacpp_level(eng.base_url, prompts[:1], 1, min(8, max_tokens), 600.0))  # warm-up
        results, wall = asyncio.run(_llamacpp_level(eng.base_url, prompts, concurrency, max_tokens, 600.0))
    return summarize_llamacpp(results, wall, concurrency), [r.tokens for r in results]


def _against_base(row: dict[str, Any], outputs: list[list[int]], base: dict[str, Any], base_outputs: list[list[int]]
                  ) -> dict[str, Any]:
    row["outputs_equal"] = sum(a == b for a, b in zip(outputs, base_outputs))
    row["outputs_compared"] = len(base_outputs)
    base_tps = base["output_tokens_per_s"]
    row["speedup"] = row["output_tokens_per_s"] / base_tps if base_tps else None
    return row


def llamacpp_serving(cfg: Any, target_path: str, prompts: Sequence[list[int]], head_path: str | None,
                     concurrency: Sequence[int] = (1, 4), max_tokens: int | None = None, store: Any = None,
                     log_prefix: str | None = None, draft_n_max: int | None = None,
                     draft_lengths: Sequence[int] = (), accept_rate_by_pos: Sequence[float] | None = None
                     ) -> dict[str, Any]:
    """llama-server without, then with the head, at each concurrency (one server per level, `--parallel` = level).

    Prompts are token ids (the in-process decoder's own), greedy, `cache_prompt: false`. Every with-head output
    is compared with the without-head output of the same level: the head must not change what is generated.
    `draft_lengths` adds one run per draft length at one request in flight (`draft_length_sweep`), and with the
    in-process `accept_rate_by_pos` the serving recipe (`recipe`): predicted and measured speedup per length.
    """
    from eagle_core.evaluate.recipe import serving_recipe

    if not prompts:
        raise ValueError("serving benchmark needs at least one prompt")
    max_tokens = max_tokens or cfg.evaluation.serving_max_tokens or cfg.evaluation.max_new_tokens
    n_max = draft_n_max or cfg.engine.llamacpp.draft_n_max
    out: dict[str, Any] = {"engine": "llamacpp", "max_tokens": max_tokens, "dtype": cfg.engine.llamacpp.dtype,
                           "draft_n_max": n_max, "num_prompts": len(prompts), "without_head": [], "with_head": []}
    levels = list(dict.fromkeys([*concurrency, *([1] if draft_lengths and head_path is not None else [])]))

    def key(name: str, c: int, k: int | None = None) -> str | None:
        return f"{log_prefix}/engine-llamacpp-{name}-c{c}{'' if k is None else f'-n{k}'}.log" if log_prefix else None

    base: dict[int, tuple[dict[str, Any], list[list[int]]]] = {}
    for c in levels:
        base[c] = _llamacpp_run(cfg, target_path, prompts, None, c, max_tokens, n_max, store, key("without_head", c))
        if c in concurrency:
            out["without_head"].append(base[c][0])
    if head_path is not None:
        for c in concurrency:
            row, outputs = _llamacpp_run(cfg, target_path, prompts, head_path, c, max_tokens, n_max, store,
                                         key("with_head", c))
            out["with_head"].append(_against_base(row, outputs, *base[c]) | {"draft_n_max": n_max})
        sweep = []
        for k in draft_lengths:
            row, outputs = _llamacpp_run(cfg, target_path, prompts, head_path, 1, max_tokens, k, store,
                                         key("with_head", 1, k))
            sweep.append(_against_base(row, outputs, *base[1]) | {"draft_n_max": k})
        if sweep:
            out["draft_length_sweep"] = sweep
            out["recipe"] = serving_recipe(accept_rate_by_pos or [], base[1][0], sweep)
    if len(concurrency) > 1:  # batch shape alone (no head) can flip near-ties: say how often it does here
        ref = base[concurrency[0]][1]
        out["without_head_equal_across_concurrency"] = {
            str(c): sum(a == b for a, b in zip(base[c][1], ref)) for c in concurrency[1:]}
    return out


def serving_scalars(serving: dict[str, Any]) -> dict[str, float]:
    """`serving/<engine>/c<concurrency>/<run>/<metric>` scalars for MLflow."""
    out: dict[str, float] = {}
    engine = serving.get("engine", "engine")
    for run in ("without_head", "with_head"):
        for row in serving.get(run) or []:
            for k, v in row.items():
                if k != "concurrency" and isinstance(v, (int, float)) and not isinstance(v, bool):
                    out[f"serving/{engine}/c{row['concurrency']}/{run}/{k}"] = float(v)
    return out
