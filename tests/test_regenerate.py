"""Regeneration: answers come from the target (greedy = model.generate), resumable, crash-safe, failures listed."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import pytest
from regen_helpers import greedy_match_rate, prompt_records, write_prompts

from eagle_core.config import PipelineConfig
from eagle_core.data.records import iter_jsonl_shards
from eagle_core.cli import cli_regenerate
from eagle_core.data.regenerate import regenerate_stage
from eagle_core.engines.launch import engine_for, launched_engine
from eagle_core.storage import ArtifactStore

HELPER = str(Path(__file__).with_name("regen_helpers.py"))


def _cfg(**regen) -> PipelineConfig:
    cfg = PipelineConfig()
    cfg.regeneration.retry_base_s = 0.01
    cfg.regeneration.retry_max_s = 0.05
    for k, v in regen.items():
        setattr(cfg.regeneration, k, v)
    return cfg


def _fake(tmp_path: Path, *args: str):
    return launched_engine([sys.executable, HELPER, "serve", "--port", "{port}", *args],
                           log_path=tmp_path / "fake.log", startup_timeout_s=60, stop_grace_s=2)


def _records(n: int) -> list[dict]:
    recs = []
    for i in range(n):
        msgs = [{"role": "system", "content": "Be brief."}] if i % 4 == 0 else []
        msgs += [{"role": "user", "content": f"question {i}"}]
        if i % 3 == 0:
            msgs += [{"role": "assistant", "content": "dataset answer, must be replaced"}, {"role": "user", "content": f"follow-up {i}"}]
        recs.append({"id": f"r{i:03d}", "source": "unit", "messages": msgs})
    return recs


def _out_records(store, prefix):
    return list(iter_jsonl_shards(store, prefix))


def test_bad_prompt_record_names_record_and_field(tmp_path):
    store = ArtifactStore(str(tmp_path))
    recs = _records(3)
    recs[1]["messages"][0]["content"] = ["not", "a", "string"]
    write_prompts(store, "prompts", recs)
    with pytest.raises(ValueError, match=r"'r001'.*messages\[0\]\.content must be a string"):
        regenerate_stage(_cfg(), store, "prompts", "conv", base_url="http://127.0.0.1:9")
    recs[1]["messages"] = [{"role": "tool", "content": "x"}]
    write_prompts(store, "prompts", recs)
    with pytest.raises(ValueError, match=r"'r001'.*messages\[0\]\.role"):
        regenerate_stage(_cfg(), store, "prompts", "conv", base_url="http://127.0.0.1:9")


def test_multi_turn_order_shards_and_retries(tmp_path):
    store = ArtifactStore(str(tmp_path))
    recs = _records(11)
    write_prompts(store, "prompts", recs, per_shard=4)
    with _fake(tmp_path, "--fail-first", "5", "--status", "503") as eng:
        m = regenerate_stage(_cfg(shard_size=5, concurrency=3), store, "prompts", "conv", base_url=eng.base_url)
    assert m["rows"] == 11 and m["failures"] == 0 and m["shards"] == 3
    assert m["this_run"]["retries"] == 5  # the 5 injected 503s were retried
    assert [k.rsplit("/", 1)[-1] for k in store.list("conv") if "shard-" in k] == [
        "shard-00000.jsonl", "shard-00001.jsonl", "shard-00002.jsonl"]
    assert not [k for k in store.list("conv") if "_journal" in k]
    out = _out_records(store, "conv")
    assert [r["id"] for r in out] == [r["id"] for r in recs]  # input order
    r0 = out[0]  # system + 2 user turns; the dataset's assistant turn replaced by the engine's answers
    assert [x["role"] for x in r0["messages"]] == ["system", "user", "assistant", "user", "assistant"]
    assert r0["messages"][2]["content"] == "echo1: question 0" and r0["messages"][4]["content"] == "echo2: follow-up 0"
    assert r0["finish_reasons"] == ["stop", "stop"] and len(r0["completion_tokens"]) == 2
    assert set(out[1]) >= {"id", "source", "messages", "finish_reasons", "completion_tokens"}
    assert store.read_text("conv/failures.jsonl") == ""


@pytest.mark.parametrize("multi_turn", [True, False])
def test_source_answers_written_without_an_engine(tmp_path, tokenizer, multi_turn):
    """data.answers: source: the kept answers are the conversations; no engine (base_url=None would launch one)."""
    store = ArtifactStore(str(tmp_path))
    recs = [r for r in _records(9) if any(m["role"] == "assistant" for m in r["messages"])]
    for r in recs[1:]:
        r["messages"] = r["messages"][:-1]  # extract (data.answers: source) ends a record on an answer
    recs[0]["messages"].append({"role": "assistant", "content": "a second answer"})
    write_prompts(store, "prompts", recs, per_shard=2)
    cfg = _cfg(shard_size=2, multi_turn=multi_turn)
    cfg.data.answers = "source"
    m = regenerate_stage(cfg, store, "prompts", "conv")
    assert m["engine"] == "none" and m["failures"] == 0 and m["rows"] == len(recs) == 3 and m["shards"] == 2
    out = _out_records(store, "conv")
    if not multi_turn:  # up to the first answer, as the engine would answer the first user turn only
        recs[0]["messages"] = recs[0]["messages"][:3]
    assert [r["messages"] for r in out] == [r["messages"] for r in recs]
    assert out[0]["finish_reasons"] == ["source"] * (1 + multi_turn)
    assert [r["finish_reasons"] for r in out[1:]] == [["source"], ["source"]]
    n_tokens = lambda text: len(tokenizer(text, add_special_tokens=False)["input_ids"])  # noqa: E731
    first = n_tokens("dataset answer, must be replaced")
    assert [r["completion_tokens"] for r in out] == [[first] + [n_tokens("a second answer")] * multi_turn, [first], [first]]
    assert m["completion_tokens"] == sum(map(sum, (r["completion_tokens"] for r in out)))
    assert m["finish_reasons"] == {"source": 3 + multi_turn}

    bad = recs + [{"id": "q-only", "source": "unit", "messages": [{"role": "user", "content": "no answer"}]}]
    write_prompts(store, "prompts", bad)
    with pytest.raises(ValueError, match=r"'q-only'.*'messages' has no assistant turn"):
        regenerate_stage(cfg, store, "prompts", "conv")
    assert _out_records(store, "conv") == out and store.read_manifest("conv") == m  # nothing written is lost


def test_failures_listed_then_retried_on_resume(tmp_path):
    store = ArtifactStore(str(tmp_path))
    recs = _records(8)
    write_prompts(store, "prompts", recs)
    cfg = _cfg(shard_size=4, concurrency=1, max_retries=0)
    with _fake(tmp_path, "--fail-first", "2", "--status", "500") as eng:
        m = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url)
        assert m["failures"] == 2 and m["rows"] == 6
        failures = [json.loads(x) for x in store.read_text("conv/failures.jsonl").splitlines()]
        assert [f["id"] for f in failures] == ["r000", "r001"] and "InternalServerError" in failures[0]["error"]
        assert len(_out_records(store, "conv")) == 6  # what succeeded is published
        m2 = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url)
    assert m2["failures"] == 0 and m2["rows"] == 8
    assert m2["this_run"]["requests"] == 3  # only the two failed records (r000 has two user turns) were redone
    assert [r["id"] for r in _out_records(store, "conv")] == [r["id"] for r in recs]
    assert store.read_text("conv/failures.jsonl") == "" and not [k for k in store.list("conv") if "_journal" in k]


def test_client_errors_are_not_retried(tmp_path):
    store = ArtifactStore(str(tmp_path))
    write_prompts(store, "prompts", _records(2))
    with _fake(tmp_path, "--fail-first", "100", "--status", "400") as eng:
        m = regenerate_stage(_cfg(max_retries=5), store, "prompts", "conv", base_url=eng.base_url)
    assert m["failures"] == 2 and m["this_run"]["retries"] == 0 and "BadRequestError" in store.read_text("conv/failures.jsonl")


def test_crash_mid_run_resumes_without_loss_or_duplicates(tmp_path):
    store = ArtifactStore(str(tmp_path))
    recs = _records(10)
    write_prompts(store, "prompts", recs)
    cfg = _cfg(shard_size=4, concurrency=2)

    def crash(done, total):
        if done == 5:
            raise KeyboardInterrupt  # the process dies mid-run

    with _fake(tmp_path) as eng:
        with pytest.raises(KeyboardInterrupt):
            regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url, progress=crash)
        assert store.read_manifest("conv") is None  # nothing committed
        assert [k for k in store.list("conv") if "_journal" in k]  # finished records are journaled
        m = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url)
    ids = [r["id"] for r in _out_records(store, "conv")]
    assert ids == [r["id"] for r in recs]  # every record exactly once, in order
    total_turns = sum(sum(x["role"] == "user" for x in r["messages"]) for r in recs)
    assert m["this_run"]["requests"] < total_turns  # the finished records were not redone


def test_crash_after_a_shards_last_journal_part_resumes(tmp_path):
    """Killed after the last record of a shard was journaled but before the shard file was written: no record
    of that shard is pending, so the resumed run itself must write the shard (CI's SIGTERM chaos run hit this)."""
    store = ArtifactStore(str(tmp_path))
    recs = _records(6)
    write_prompts(store, "prompts", recs)
    cfg = _cfg(shard_size=4, concurrency=2)
    with _fake(tmp_path) as eng:
        regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url)
    done = [json.loads(ln) for ln in store.read_text("conv/shard-00000.jsonl").splitlines()]
    store.delete("conv/shard-00000.jsonl")
    store.delete("conv/manifest.json")
    for i, rec in enumerate(done):  # the state the crash left: one journal part per finished record
        part = json.dumps({"index": i, "record": rec}) + "\n"
        store.write_text(f"conv/_journal/shard-00000/part-a-{i:08d}.jsonl", part)
    m = regenerate_stage(cfg, store, "prompts", "conv", base_url="http://127.0.0.1:9")  # nothing left to ask
    assert m["rows"] == 6 and m["failures"] == 0 and m["this_run"]["requests"] == 0
    assert [r["id"] for r in _out_records(store, "conv")] == [r["id"] for r in recs]
    assert not [k for k in store.list("conv") if "_journal" in k]


def test_cli_refuses_to_overwrite_without_resume(tmp_path, capsys):
    store_root = tmp_path / "store"
    store = ArtifactStore(str(store_root))
    write_prompts(store, "prompts", _records(3))
    with _fake(tmp_path) as eng:
        argv = ["--set", f"storage.root={store_root}", "--prompts", "prompts", "--out", "conv", "--base-url", eng.base_url + "/v1"]
        assert cli_regenerate(argv) == 0
        assert cli_regenerate(argv) == 1 and "resume" in capsys.readouterr().out
        assert cli_regenerate(argv + ["--resume"]) == 0
    assert len(_out_records(store, "conv")) == 3


# ----------------------------------------------------------------------------- the real CPU engine


MAX_TOKENS = 40


@pytest.fixture(scope="module")
def sharegpt_prompts(sharegpt_file):
    return prompt_records(sharegpt_file, 20, multi_turn=3)


def test_cpu_engine_smoke_greedy_equals_generate(tmp_path, target_path, sharegpt_prompts):
    """The default engine end to end, small: launched by the stage, greedy answers = model.generate's."""
    store = ArtifactStore(str(tmp_path))
    recs = sharegpt_prompts[2:6]  # one two-turn conversation + three single-turn ones
    write_prompts(store, "prompts", recs)
    m = regenerate_stage(_cfg(max_tokens=12, shard_size=3, concurrency=4), store, "prompts", "conv")
    assert m["rows"] == 4 and m["failures"] == 0 and m["engine"] == "cpu" and m["shards"] == 2
    out = _out_records(store, "conv")
    assert [r["id"] for r in out] == [r["id"] for r in recs] and len(out[0]["finish_reasons"]) == 2
    rate, diffs = greedy_match_rate(target_path, out, 12)
    print(f"\nsmoke: greedy match rate {rate:.3f} over 5 turns")
    assert rate == 1.0, diffs
    if os.environ.get("EAGLE_KEEP_REGEN_SAMPLE"):
        store.download_dir("conv", os.environ["EAGLE_KEEP_REGEN_SAMPLE"])


@pytest.mark.slow
def test_cpu_engine_regeneration_equals_generate(tmp_path, target_path, sharegpt_prompts):
    """20 ShareGPT conversations through the launched CPU engine: greedy answers = model.generate's."""
    store = ArtifactStore(str(tmp_path))
    write_prompts(store, "prompts", sharegpt_prompts)
    cfg = _cfg(max_tokens=MAX_TOKENS, shard_size=8, concurrency=8)
    m = regenerate_stage(cfg, store, "prompts", "conv")  # launches engine.kind=cpu itself
    assert m["rows"] == 20 and m["failures"] == 0 and m["engine"] == "cpu"
    assert "Uvicorn running" in store.read_text("conv/logs/engine.log")
    out = _out_records(store, "conv")
    assert [r["id"] for r in out] == [r["id"] for r in sharegpt_prompts]
    assert sum(len(r["finish_reasons"]) for r in out) == 23  # 3 two-turn conversations
    rate, diffs = greedy_match_rate(target_path, out, MAX_TOKENS)
    print(f"\ngreedy token-exact match rate vs model.generate: {rate:.3f} over 23 turns; "
          f"{m['this_run']['tokens_per_s']} tok/s at concurrency 8; diffs: {diffs}")
    assert rate >= 0.9, diffs


@pytest.mark.slow
def test_killed_engine_then_resume(tmp_path, target_path, sharegpt_prompts):
    """SIGKILL the engine's process group half-way; failures are listed; a resume completes every record once."""
    store = ArtifactStore(str(tmp_path))
    recs = sharegpt_prompts[:12]
    write_prompts(store, "prompts", recs)
    cfg = _cfg(max_tokens=12, shard_size=4, concurrency=2, max_retries=2, abort_after_consecutive_failures=0)
    killed = []
    with engine_for(cfg, target_path, log_path=tmp_path / "engine1.log") as eng:
        def kill_half_way(done, total):
            if done >= total // 2 and not killed:
                os.killpg(eng.process.proc.pid, signal.SIGKILL)
                killed.append(done)

        m1 = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url, progress=kill_half_way)
    assert killed and 0 < m1["failures"] < 12 and m1["rows"] + m1["failures"] == 12
    failed = [json.loads(x)["id"] for x in store.read_text("conv/failures.jsonl").splitlines()]
    assert len(failed) == m1["failures"] and "Connection" in store.read_text("conv/failures.jsonl")
    before = {r["id"]: r for r in _out_records(store, "conv")}
    with engine_for(cfg, target_path, log_path=tmp_path / "engine2.log") as eng:
        m2 = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url)
    out = _out_records(store, "conv")
    assert [r["id"] for r in out] == [r["id"] for r in recs]  # every record exactly once, in input order
    assert m2["failures"] == 0 and store.read_text("conv/failures.jsonl") == ""
    assert all(before[r["id"]] == r for r in out if r["id"] in before)  # finished records kept as they were
    assert m2["this_run"]["requests"] == sum(
        sum(x["role"] == "user" for x in r["messages"]) for r in recs if r["id"] in failed)


def test_s3_store_crash_and_resume(tmp_path, s3_env):
    """The same journal/shard protocol on S3 (moto server): a crash loses nothing, resume completes once."""
    endpoint, make_bucket = s3_env
    store = ArtifactStore(f"s3://{make_bucket('regen')}/run", endpoint_url=endpoint, cache_dir=tmp_path / "cache")
    recs = _records(7)
    write_prompts(store, "prompts", recs)
    cfg = _cfg(shard_size=3, concurrency=2, journal_flush_records=2)

    def crash(done, total):
        if done == 4:
            raise KeyboardInterrupt

    with _fake(tmp_path) as eng:
        with pytest.raises(KeyboardInterrupt):
            regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url, progress=crash)
        m = regenerate_stage(cfg, store, "prompts", "conv", base_url=eng.base_url)
    assert m["rows"] == 7 and m["failures"] == 0 and m["uri"].startswith("s3://regen/run/conv")
    assert [r["id"] for r in _out_records(store, "conv")] == [r["id"] for r in recs]
    assert not [k for k in store.list("conv") if "_journal" in k]
