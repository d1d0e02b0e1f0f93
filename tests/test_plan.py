"""`eagle-pipeline run --plan`: keys and states come from the tasks' own key functions and the store, nothing runs."""

from __future__ import annotations

import json

from eagle_core.config import load_config
from eagle_core.data.source_answers import source_answers_stage
from eagle_core.data.sources import extract_stage
from flows.plan import format_plan, plan_rows
from tasks.common import stage_prefix, store_of
from tasks.data import extract_key, regenerate_key


def _cfg(tmp_path):
    chats = tmp_path / "chats.jsonl"
    chats.write_text("".join(json.dumps({"id": f"c{i}", "messages": [
        {"role": "user", "content": f"Name one thing about topic {i}."},
        {"role": "assistant", "content": f"Topic {i} is interesting."}]}) + "\n" for i in range(12)))
    return load_config(None, [f"storage.root={tmp_path / 'artifacts'}", f"tracking.uri=sqlite:///{tmp_path / 'm.db'}",
                              "data.sources.0.kind=messages", f"data.sources.0.path={chats}",
                              "data.answers=source", "pii.n_process=1"])


def _state(rows):
    return {r["stage"]: (r["state"], r["key"]) for r in rows}


def test_plan_follows_the_store_stage_by_stage(tmp_path, capsys):
    """Nothing committed: extract runs, the rest waits for it. After extract (and then regenerate) commit at the
    keys the tasks compute, the plan shows them reused with those keys, and the next stage as the one to run."""
    cfg = _cfg(tmp_path)
    rows = plan_rows(cfg)
    assert _state(rows)["prompts"] == ("runs", extract_key(cfg))
    assert all(r["state"] == "runs" and r["key"] is None and r["where"] == "after prompts" for r in rows[1:])
    assert [r["stage"] for r in rows] == ["prompts", "conversations", "tokenized", "vocab", "train", "evaluate",
                                         "compare", "register"]

    store = store_of(cfg)
    prompts = extract_stage(cfg, store, stage_prefix("prompts", extract_key(cfg)))
    rows = plan_rows(cfg)
    conv_key = regenerate_key(cfg, {"digest": prompts["digest"]})
    assert _state(rows)["prompts"] == ("reused", extract_key(cfg))
    assert _state(rows)["conversations"] == ("runs", conv_key)
    assert rows[2]["where"] == "after conversations"

    source_answers_stage(cfg, store, stage_prefix("prompts", extract_key(cfg)), stage_prefix("conversations", conv_key))
    rows = plan_rows(cfg)
    assert _state(rows)["conversations"] == ("reused", conv_key) and _state(rows)["tokenized"][0] == "runs"
    assert _state(rows)["tokenized"][1] is not None and rows[3]["where"] == "after tokenized"
    text = format_plan(rows)
    assert "would run: tokenize, vocab, train, evaluate, compare, register" in text
    assert not (tmp_path / "artifacts" / "tokenized").exists()  # the plan wrote nothing


def test_run_plan_command_prints_the_plan_and_returns(tmp_path, capsys, monkeypatch):
    from flows.cli import cli_run

    cfg_file = tmp_path / "c.yaml"
    cfg = _cfg(tmp_path)
    cfg_file.write_text(cfg.to_yaml())
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    assert cli_run([str(cfg_file), "--plan"]) == 0
    out = capsys.readouterr().out
    assert extract_key(cfg) in out and "would run: extract_scrub" in out and "after extract_scrub" in out


def test_s3_store_without_credentials_is_one_clear_line(tmp_path, capsys, monkeypatch):
    """storage.root on s3:// with no credentials: `run` (and --plan) say so in one line naming storage.root and exit
    2, before Prefect starts, instead of a botocore traceback after the task's retries."""
    from flows.cli import cli_run

    for var in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("AWS_CONFIG_FILE", str(tmp_path / "none"))
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "none"))
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    cfg_file = tmp_path / "c.yaml"
    cfg_file.write_text(_cfg(tmp_path).to_yaml().replace(str(tmp_path / "artifacts"), "s3://no-such-bucket/x"))
    for extra in (["--plan"], []):
        assert cli_run([str(cfg_file), *extra]) == 2
        err = capsys.readouterr().err
        assert "storage.root s3://no-such-bucket/x: no AWS credentials" in err and "Traceback" not in err
