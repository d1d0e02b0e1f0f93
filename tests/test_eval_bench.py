"""Serving benchmark: TTFT/TPOT/throughput/accept-length bookkeeping against real server processes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import free_port, wait_http
from eagle_core.config import load_config
from eagle_core.evaluate.bench import bench_engine, engine_accept_length, serving_benchmark

PROMPTS = [[{"role": "user", "content": "Say hello."}], [{"role": "user", "content": "Count to three."}]]


@pytest.fixture()
def fake_sglang():
    port = free_port()
    proc = subprocess.Popen([sys.executable, str(Path(__file__).parent / "evaluate_helpers.py"), str(port)])
    url = f"http://127.0.0.1:{port}"
    try:
        wait_http(url + "/health", proc=proc)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_bench_counts_multi_token_chunks_and_reads_accept_length(fake_sglang):
    levels = bench_engine(fake_sglang, "fake", PROMPTS, [1, 4], max_tokens=12)
    assert [r["concurrency"] for r in levels] == [1, 4]
    one, four = levels
    assert one["requests"] == 2 and four["requests"] == 4 and one["errors"] == 0
    # 12 tokens arrive in 4 chunks of 3: usage (not the chunk count) gives the token count.
    assert one["output_tokens"] == 24 and four["output_tokens"] == 48
    # 3 gaps of ~10 ms between 4 chunks spread over 11 tokens -> TPOT ~2.7 ms, TTFT ~10 ms.
    assert 1.5 < one["tpot_ms_mean"] < 30 and one["ttft_ms_mean"] >= 5
    assert one["accept_length"] == 2.75
    assert engine_accept_length("http://127.0.0.1:%d" % free_port()) is None  # nothing listening


@pytest.mark.slow
def test_serving_benchmark_on_the_cpu_engine(target_path, tmp_path):
    cfg = load_config(None, ["evaluation.concurrency=[1,2]", "evaluation.serving_max_tokens=6",
                             "engine.kind=cpu", "engine.startup_timeout_s=300"])
    out = serving_benchmark(cfg, target_path, PROMPTS, head_path=str(tmp_path / "head"))
    assert out["with_head"] is None and "cannot serve" in out["note"]
    rows = out["without_head"]
    assert [r["concurrency"] for r in rows] == [1, 2]
    for r in rows:
        assert r["errors"] == 0, r["first_error"]
        assert 0 < r["output_tokens"] <= 6 * r["requests"]
        assert r["output_tokens_per_s"] > 0 and r["ttft_ms_mean"] > 0 and r["tpot_ms_mean"] is not None
        assert r["accept_length"] is None  # transformers serve reports no speculative acceptance


def test_llamacpp_row_counts_rounds_from_the_servers_own_timings():
    """tokens per verify round = predicted / (predicted - accepted); a failed request counts as an error only."""
    from eagle_core.evaluate.bench import CompletionResult, summarize_llamacpp

    ok = [CompletionResult(tokens=list(range(10)), ttft_s=0.1, latency_s=1.0,
                           timings={"predicted_n": 10, "draft_n": 9, "draft_n_accepted": 4}),
          CompletionResult(tokens=list(range(6)), ttft_s=0.2, latency_s=0.7,
                           timings={"predicted_n": 6, "draft_n": 6, "draft_n_accepted": 2})]
    bad = CompletionResult(tokens=[], ttft_s=None, latency_s=0.1, timings={}, error="HTTP 500")
    row = summarize_llamacpp([*ok, bad], wall_s=2.0, concurrency=2)
    assert (row["requests"], row["errors"], row["first_error"], row["output_tokens"]) == (3, 1, "HTTP 500", 16)
    assert row["output_tokens_per_s"] == 8.0 and row["accept_rate"] == 6 / 15
    assert row["accept_length"] == 16 / (16 - 6)  # 10 rounds emitted 16 tokens
    assert row["ttft_ms_mean"] == pytest.approx(150.0) and row["tpot_ms_mean"] == pytest.approx((100.0 + 100.0) / 2)
