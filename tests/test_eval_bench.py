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
    """tokens per verify round = (predicted - 1) / (predicted - accepted - 1) per request (the first token is the
    prompt forward's, as in the in-process tau); a failed request counts as an error only."""
    from eagle_core.evaluate.bench import CompletionResult, summarize_llamacpp

    ok = [CompletionResult(tokens=list(range(10)), ttft_s=0.1, latency_s=1.0,
                           timings={"predicted_n": 10, "draft_n": 9, "draft_n_accepted": 4, "predicted_ms": 600.0}),
          CompletionResult(tokens=list(range(6)), ttft_s=0.2, latency_s=0.7,
                           timings={"predicted_n": 6, "draft_n": 6, "draft_n_accepted": 2, "predicted_ms": 400.0})]
    bad = CompletionResult(tokens=[], ttft_s=None, latency_s=0.1, timings={}, error="HTTP 500")
    row = summarize_llamacpp([*ok, bad], wall_s=2.0, concurrency=2)
    assert (row["requests"], row["errors"], row["first_error"], row["output_tokens"]) == (3, 1, "HTTP 500", 16)
    assert row["output_tokens_per_s"] == 8.0 and row["accept_rate"] == 6 / 15
    assert row["accept_length"] == 14 / (16 - 6 - 2)  # 2 first tokens from the prompts, then 8 rounds emitted 14
    assert row["ttft_ms_mean"] == pytest.approx(150.0) and row["tpot_ms_mean"] == pytest.approx((100.0 + 100.0) / 2)
    assert row["decode_ms_per_token"] == 1000.0 / 14 and row["decode_ms_per_round"] == 1000.0 / 8


def test_serving_recipe_predicts_from_acceptance_and_round_cost_and_picks_the_measured_best():
    """Predicted speedup(k) = (1 + sum of P(draft i accepted), i <= k) / round cost(k); the advice is the measured
    best length, or no head at all when no length beats plain decoding."""
    from eagle_core.evaluate.recipe import expected_tokens_per_round, recipe_tags, serving_recipe

    rates = [0.5, 0.4, 0.8]
    assert expected_tokens_per_round(rates, 1) == 1.5
    assert expected_tokens_per_round(rates, 3) == pytest.approx(1 + 0.5 + 0.2 + 0.16)
    assert expected_tokens_per_round(rates, 4) is None  # beyond the positions the in-process decoder drafted
    base = {"concurrency": 1, "decode_ms_per_token": 20.0, "output_tokens_per_s": 50.0}
    sweep = [{"draft_n_max": k, "decode_ms_per_round": ms, "speedup": sp, "accept_length": al,
              "output_tokens_per_s": 50.0 * sp} for k, ms, sp, al in
             [(3, 40.0, 1.1, 1.8), (1, 24.0, 1.2, 1.5), (2, 30.0, 1.15, 1.7)]]
    r = serving_recipe(rates, base, sweep)
    assert [x["draft_n_max"] for x in r["rows"]] == [1, 2, 3]
    assert r["rows"][0]["round_cost"] == 1.2 and r["rows"][0]["predicted_speedup"] == pytest.approx(1.5 / 1.2)
    assert r["rows"][2]["predicted_speedup"] == pytest.approx(1.86 / 2.0)
    assert (r["draft_n_max"], r["speedup"], r["predicted_draft_n_max"]) == (1, 1.2, 1)
    assert recipe_tags({"engine": "llamacpp", "recipe": r}) == {
        "serving.llamacpp.advice": "serve with --spec-draft-n-max 1 (1.20x measured)",
        "serving.llamacpp.draft_n_max": "1", "serving.llamacpp.speedup": "1.200",
        "serving.llamacpp.predicted_speedup": "1.250"}
    slow = serving_recipe(rates, base, [dict(s, speedup=0.9) for s in sweep])
    assert slow["draft_n_max"] is None and "serve without the head" in slow["advice"]
