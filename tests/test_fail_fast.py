"""Runs fail fast and once on what a retry cannot fix: the held-out split is checked right after extraction
(before the engine and training), and tasks retry only transient failures (eagle_core.errors.is_transient)."""

from __future__ import annotations

from pathlib import Path

import flows_helpers as fh
import pytest

from eagle_core.config import PipelineConfig
from eagle_core.data.records import is_holdout
from eagle_core.data.split import check_holdout
from eagle_core.errors import DeterministicError

IDS = [f"rec-{i}" for i in range(30)]


def _cfg(fraction: float, heldout: int = 8, val: int = 256) -> PipelineConfig:
    return PipelineConfig.model_validate({
        "data": {"holdout_fraction": fraction},
        "training": {"val_max_examples": val},
        "evaluation": {"benchmarks": [{"name": "humaneval", "kind": "humaneval", "num_prompts": 4},
                                      {"name": "heldout-chat", "kind": "heldout", "num_prompts": heldout}]}})


def test_a_split_too_small_fails_naming_the_keys_and_a_fraction_that_works():
    with pytest.raises(DeterministicError) as err:
        check_holdout(_cfg(0.05), IDS)
    msg = str(err.value)
    assert "data.holdout_fraction = 0.05" in msg and "of 30 prompts" in msg
    assert "evaluation.benchmarks.1.num_prompts" in msg and "needs 9" in msg  # 8 decoded + 1 to validate on
    suggested = float(msg.split("raise data.holdout_fraction to ")[1].split()[0])
    out = check_holdout(_cfg(suggested), IDS)  # the suggestion really holds out enough
    assert out["holdout"] >= 9 == out["needed"]
    assert out["holdout"] == sum(is_holdout(i, suggested) for i in IDS)  # the very split tokenize makes


def test_the_smallest_fraction_suggested_is_the_smallest_two_decimal_one():
    msg = str(pytest.raises(DeterministicError, check_holdout, _cfg(0.05), IDS).value)
    suggested = float(msg.split("raise data.holdout_fraction to ")[1].split()[0])
    with pytest.raises(DeterministicError):
        check_holdout(_cfg(round(suggested - 0.01, 2)), IDS)


def test_too_few_prompts_for_any_fraction_asks_for_more_data_and_no_heldout_benchmark_needs_nothing():
    msg = str(pytest.raises(DeterministicError, check_holdout, _cfg(0.05, heldout=20), IDS).value)
    assert "add prompts (data.sources.*.limit) or lower evaluation.benchmarks.1.num_prompts" in msg
    cfg = PipelineConfig.model_validate({"evaluation": {"benchmarks": [
        {"name": "humaneval", "kind": "humaneval", "num_prompts": 4}]}})
    assert check_holdout(cfg, IDS)["needed"] == 0
    with pytest.raises(DeterministicError, match="holds out 0 of 0 prompts; evaluation.benchmarks.1.num_prompts "
                                                 "needs 2: add prompts"):
        check_holdout(_cfg(0.5, heldout=2, val=0), [])  # validation off: the benchmark's 2 only


@pytest.fixture(scope="module")
def prefect_harness():
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


def test_deterministic_failures_run_once_transient_ones_retry(prefect_harness):
    from prefect import flow, task

    from eagle_core.config import ConfigError
    from tasks.common import io_retries, network_retries

    calls: dict[str, int] = {}

    def make(name: str, exc: BaseException, fail_times: int, retry_kwargs: dict):
        @task(name=name, **{**retry_kwargs, "retry_delay_seconds": 0})
        def t() -> str:
            calls[name] = calls.get(name, 0) + 1
            if calls[name] <= fail_times:
                raise exc
            return "ok"
        return t

    tasks = {
        "bad-config": make("bad-config", ConfigError("training.lr: must be > 0"), 99, io_retries()),
        "empty-benchmark": make("empty-benchmark", DeterministicError("benchmark 'x' yielded no prompts"), 99,
                                network_retries()),
        "engine-start": make("engine-start", ConnectionError("engine not up"), 1, network_retries()),
        "s3-hiccup": make("s3-hiccup", OSError("connection reset"), 2, io_retries()),
    }

    @flow
    def f() -> dict:
        return {n: t(return_state=True) for n, t in tasks.items()}

    states = f()
    assert calls == {"bad-config": 1, "empty-benchmark": 1, "engine-start": 2, "s3-hiccup": 3}
    assert states["bad-config"].is_failed() and states["empty-benchmark"].is_failed()
    assert states["engine-start"].is_completed() and states["s3-hiccup"].is_completed()


def test_pipeline_fails_after_extraction_before_regeneration_when_the_split_is_too_small(prefect_harness, tmp_path):
    from flows.pipeline import pipeline

    cfg = fh.quick_config(tmp_path, data={"holdout_fraction": 0.0}, pii={"enabled": False})
    path = fh.write_config(tmp_path / "small.yaml", cfg)
    state = pipeline(config=str(path), return_state=True)
    assert state.is_failed()
    with pytest.raises(DeterministicError,
                       match=r"data.holdout_fraction = 0.0 holds out 0 of 24 prompts.*raise data.holdout_fraction to 0.\d\d"):
        state.result()
    root = Path(cfg["storage"]["root"])
    assert list((root / "prompts").glob("*/manifest.json"))  # extracted
    assert not (root / "conversations").exists()  # no engine started, nothing regenerated or trained
