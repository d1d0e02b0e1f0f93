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
    tokens = sum(r.output_tokens for r in ok)
    return {
        "concurrency": concurrency, "requests": len(results), "errors": len(results) - len(ok),
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
                      store: Any = None, log_prefix: str | None = None) -> dict[str, Any]:
    """Launch the configured engine without, then with the head, and benchmark both on the same prompts.

    The CPU engine cannot serve a head: it runs the baseline only, so the code path stays tested on CPU.
    An external engine is measured once, as it is.
    """
    from eagle_core.engines.launch import engine_for

    ev = cfg.evaluation
    kind = cfg.engine.kind
    max_tokens = ev.serving_max_tokens or ev.max_new_tokens
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
