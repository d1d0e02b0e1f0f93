"""engine.kind=llamacpp: the real llama-server (built by the set-up from the pinned llama-cpp-python sdist).

Regeneration through it keeps every guarantee of the CPU engine: greedy answers equal `model.generate()`'s,
a run whose engine is SIGKILLed half-way resumes and completes every record exactly once.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from regen_helpers import greedy_match_rate, prompt_records, write_prompts

from eagle_core.config import PipelineConfig
from eagle_core.data.records import iter_jsonl_shards
from eagle_core.data.regenerate import regenerate_stage
from eagle_core.engines import llamacpp, llamacpp_build
from eagle_core.engines.launch import engine_for
from eagle_core.storage import ArtifactStore

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def llama_server() -> Path:
    # Built by scripts/setup.sh; a checkout without it builds here once (~6 min on 2 cores).
    return llamacpp_build.ensure_built()


@pytest.fixture(scope="module")
def prompts(sharegpt_file):
    return prompt_records(sharegpt_file, 12, multi_turn=2)


def _cfg(**regen) -> PipelineConfig:
    cfg = PipelineConfig()
    cfg.engine.kind = "llamacpp"
    cfg.engine.llamacpp.threads = 1  # correctness, not speed: one thread holds up on a crowded machine
    cfg.engine.startup_timeout_s = 300
    cfg.engine.stop_grace_s = 5
    cfg.regeneration.retry_base_s = 0.01
    cfg.regeneration.retry_max_s = 0.05
    for k, v in regen.items():
        setattr(cfg.regeneration, k, v)
    return cfg


def test_build_names_the_missing_tools(tmp_path, monkeypatch):
    """No cmake/ninja/compiler on PATH: a deterministic error that says what to install (nothing is built)."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CXX", raising=False)
    with pytest.raises(llamacpp_build.BuildToolMissing) as exc:
        llamacpp_build.ensure_built(cache_dir=tmp_path / "cache")
    for tool in ("cmake", "ninja", "C++ compiler"):
        assert tool in str(exc.value)
    assert not (tmp_path / "cache").exists()


def test_a_build_with_other_flags_is_not_taken_for_this_one(tmp_path):
    """`BUILT` records version and cmake flags: a cache built with other flags (the llamafile build before
    GGML_LLAMAFILE=OFF) is rebuilt, not served; an image's extra flags (EAGLE_LLAMACPP_CMAKE_ARGS, set only while
    it builds) do not make it rebuild at run time."""
    binary = llamacpp_build.server_binary(tmp_path)
    binary.parent.mkdir(parents=True)
    binary.write_text("")
    done = llamacpp_build.build_root(tmp_path) / "BUILT"
    done.write_text(llamacpp_build.LLAMA_CPP_PYTHON_VERSION)  # what a build before the flags were recorded wrote
    assert not llamacpp_build.is_built(tmp_path)
    done.write_text(llamacpp_build.build_signature() + "\n-DGGML_NATIVE=OFF\n")
    assert llamacpp_build.is_built(tmp_path)


def test_build_entry_point_is_cached(llama_server):
    """The set-up's command returns at once when the build is there, printing the binary it would run."""
    out = subprocess.run([sys.executable, "-m", "eagle_core.engines.llamacpp_build"], capture_output=True,
                         text=True, timeout=120, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert Path(out.stdout.strip()) == llama_server and os.access(llama_server, os.X_OK)


def test_regenerates_greedy_equals_generate(tmp_path, llama_server, target_path, prompts):
    """The stage launches llama-server itself (f32 GGUF, 4 slots); every answer = model.generate's greedy one."""
    store = ArtifactStore(str(tmp_path))
    recs = prompts[:6]  # two two-turn conversations + four single-turn ones
    write_prompts(store, "prompts", recs, per_shard=4)
    m = regenerate_stage(_cfg(max_tokens=24, shard_size=4, concurrency=4), store, "prompts", "conv")
    assert m["rows"] == 6 and m["failures"] == 0 and m["engine"] == "llamacpp"
    log = store.read_text("conv/logs/engine.log")
    assert "llama-server" in log.splitlines()[0] and "--parallel 4" in log.splitlines()[0]
    out = list(iter_jsonl_shards(store, "conv"))
    assert [r["id"] for r in out] == [r["id"] for r in recs]
    assert sum(len(r["finish_reasons"]) for r in out) == 8
    rate, diffs = greedy_match_rate(target_path, out, 24)
    print(f"\nllamacpp: greedy match rate {rate:.3f} over 8 turns, {m['this_run']['tokens_per_s']} tok/s")
    assert rate == 1.0, diffs


@pytest.mark.slow
def test_killed_engine_then_resume(tmp_path, llama_server, target_path, prompts):
    """SIGKILL llama-server's process group half-way; failures listed; a resume completes every record once."""
    store = ArtifactStore(str(tmp_path))
    recs = prompts[:12]
    write_prompts(store, "prompts", recs)
    cfg = _cfg(max_tokens=16, shard_size=4, concurrency=2, max_retries=1, abort_after_consecutive_failures=0)
    killed = []
    with engine_for(cfg, target_path, log_path=tmp_path / "engine1.log") as eng:
        assert eng.kind == "llamacpp"

        def kill_half_way(done, total):
            if done >= total // 2 and not killed:
                os.killpg(eng.process.proc.pid, signal.SIGKILL)
                killed.append(done)

        m1 = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url, progress=kill_half_way)
    assert killed and 0 < m1["failures"] < 12 and m1["rows"] + m1["failures"] == 12
    failed = [json.loads(x)["id"] for x in store.read_text("conv/failures.jsonl").splitlines()]
    assert len(failed) == m1["failures"]
    before = {r["id"]: r for r in iter_jsonl_shards(store, "conv")}
    m2 = regenerate_stage(cfg, store, "prompts", "conv")  # the stage launches a fresh engine itself
    out = list(iter_jsonl_shards(store, "conv"))
    assert [r["id"] for r in out] == [r["id"] for r in recs]  # every record exactly once, in input order
    assert m2["failures"] == 0 and m2["engine"] == "llamacpp" and store.read_text("conv/failures.jsonl") == ""
    assert all(before[r["id"]] == r for r in out if r["id"] in before)  # finished records kept as they were
    assert m2["this_run"]["requests"] == sum(
        sum(x["role"] == "user" for x in r["messages"]) for r in recs if r["id"] in failed)
    rate, diffs = greedy_match_rate(target_path, out, 16)
    assert rate == 1.0, diffs


@pytest.mark.slow
def test_answers_do_not_depend_on_requests_in_flight(tmp_path, llama_server, sharegpt_file):
    """The same 48 prompts regenerated at 1 and at 16 requests in flight give the same answers, token for token.

    With llama.cpp's default build (llamafile sgemm, tiled by batch width) 3 of these 48 answers (64 tokens)
    changed between 1 and 16 in flight; the set-up builds with GGML_LLAMAFILE=OFF (llamacpp_build.CMAKE_FLAGS)."""
    store = ArtifactStore(str(tmp_path))
    write_prompts(store, "prompts", prompt_records(sharegpt_file, 48, multi_turn=0), per_shard=12)
    answers = {}
    for c in (1, 16):
        cfg = _cfg(max_tokens=64, shard_size=12, concurrency=c)
        cfg.engine.llamacpp.threads = None  # llama.cpp's own thread split, as users run it
        m = regenerate_stage(cfg, store, "prompts", f"c{c}")
        assert m["failures"] == 0 and m["rows"] == 48
        answers[c] = {r["id"]: r["messages"][-1]["content"] for r in iter_jsonl_shards(store, f"c{c}")}
    differ = [i for i in answers[1] if answers[1][i] != answers[16][i]]
    assert not differ, f"{len(differ)}/48 answers changed with 16 in flight: {differ}"


def test_target_gguf_is_converted_once(tmp_path, target_path):
    """The GGUF is keyed by the folder's content and dtype: a second call reuses the file, no re-conversion."""
    first = llamacpp.target_gguf(target_path, "f32")
    mtime = first.stat().st_mtime_ns
    assert llamacpp.target_gguf(target_path, "f32") == first and first.stat().st_mtime_ns == mtime
    assert first.read_bytes()[:4] == b"GGUF"
