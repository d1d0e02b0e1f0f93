"""Bad input is loud: an unreadable source file fails naming file and position (unless data.on_malformed: skip),
a stage that would commit 0 prompts fails at once with the counts and the key to change, and counts reach the log."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from eagle_core.config import load_config
from eagle_core.data.sources import extract_stage
from eagle_core.errors import DeterministicError, is_transient
from eagle_core.storage import ArtifactStore


def cfg_for(tmp_path: Path, path: Path, *extra: str):
    cfg = load_config(None, ["pii.enabled=false", f"storage.root={tmp_path / 'store'}", *extra])
    cfg.data = cfg.data.model_validate({**cfg.data.model_dump(), "sources": [{"kind": "messages", "path": str(path)}]})
    return cfg


def chat(i: int, words: int = 3) -> dict:
    return {"id": f"c{i}", "messages": [{"role": "user", "content": " ".join(f"q{i}w{j}" for j in range(words))},
                                        {"role": "assistant", "content": "a"}]}


def test_json_array_cut_mid_file_fails_naming_file_and_item_unless_skip(tmp_path, tokenizer):
    text = json.dumps([chat(i) for i in range(30)])
    cut = text.index('{"id": "c10"') + 25  # inside item 11
    path = tmp_path / "chats.json"
    path.write_text(text[:cut])
    cfg = cfg_for(tmp_path, path)
    store = ArtifactStore.from_config(cfg.storage)
    with pytest.raises(DeterministicError) as err:
        extract_stage(cfg, store, "prompts/a", tokenizer=tokenizer)
    msg = str(err.value)
    assert str(path) in msg and "item 11" in msg and "after item 10" in msg and "data.on_malformed: skip" in msg
    assert "q10w" not in msg and not is_transient(err.value)
    assert store.read_manifest("prompts/a") is None

    m = extract_stage(cfg_for(tmp_path, path, "data.on_malformed=skip"), store, "prompts/b", tokenizer=tokenizer)
    assert m["rows"] == 10 and m["malformed"] == 1
    assert m["sources"][0]["malformed_at"][0]["field"] == "<file>"


def test_truncated_parquet_fails_naming_the_file(tmp_path, tokenizer):
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / "chats.parquet"
    pq.write_table(pa.Table.from_pylist([chat(i) for i in range(50)]), path)
    path.write_bytes(path.read_bytes()[:-40])  # footer gone
    cfg = cfg_for(tmp_path, path)
    with pytest.raises(DeterministicError, match=r"chats\.parquet: row 1: unreadable parquet after row 0"):
        extract_stage(cfg, ArtifactStore.from_config(cfg.storage), "prompts/p", tokenizer=tokenizer)


def test_every_record_malformed_fails_at_once_with_counts_and_key(tmp_path, tokenizer):
    path = tmp_path / "chats.jsonl"
    path.write_text("".join(json.dumps({"id": f"b{i}", "messages": [{"role": "wizard", "content": "secret words"}]})
                            + "\n" for i in range(5)) + '{"id": "cut", "messages": [{"role": "user", "content": "x\n')
    cfg = cfg_for(tmp_path, path)
    store = ArtifactStore.from_config(cfg.storage)
    with pytest.raises(DeterministicError) as err:
        extract_stage(cfg, store, "prompts/m", tokenizer=tokenizer)
    msg = str(err.value)
    assert "0 prompt records" in msg and "read 6, malformed 6, too long 0, PII-dropped 0" in msg
    assert "data.sources" in msg and f"{path} line 1 field messages" in msg
    assert "secret words" not in msg  # (role names: the PII issue redacts those in the per-record texts)
    assert store.read_manifest("prompts/m") is None and store.list("prompts/m") == []


def test_jsonl_line_cut_at_its_end_reports_the_right_column_and_fail_policy(tmp_path, tokenizer, caplog):
    path = tmp_path / "chats.jsonl"
    good = [json.dumps(chat(i)) for i in range(4)]
    cut = json.dumps(chat(9))[:-7]
    path.write_text("\n".join(good[:2] + [cut] + good[2:]) + "\n")
    cfg = cfg_for(tmp_path, path)
    with caplog.at_level(logging.INFO, logger="eagle_core"):
        m = extract_stage(cfg, ArtifactStore.from_config(cfg.storage), "prompts/j", tokenizer=tokenizer)
    bad = m["sources"][0]["malformed_at"]
    assert m["rows"] == 4 and len(bad) == 1 and bad[0]["line"] == 3
    assert bad[0]["error"].endswith(f"at its end (column {len(cut) + 1} of {len(cut)})")
    assert any("kept 4/5 (malformed 1)" in r.getMessage() for r in caplog.records)

    with pytest.raises(DeterministicError, match=r"chats\.jsonl: line 3: invalid JSON"):
        extract_stage(cfg_for(tmp_path, path, "data.on_malformed=fail"), ArtifactStore(str(tmp_path / "s2")),
                      "prompts/j", tokenizer=tokenizer)


def test_every_prompt_too_long_names_max_prompt_tokens(tmp_path, tokenizer):
    path = tmp_path / "chats.jsonl"
    path.write_text("".join(json.dumps(chat(i, words=80)) + "\n" for i in range(4)))
    cfg = cfg_for(tmp_path, path, "data.max_prompt_tokens=16")
    with pytest.raises(DeterministicError, match=r"too long 4.*data\.max_prompt_tokens \(now 16\)"):
        extract_stage(cfg, ArtifactStore.from_config(cfg.storage), "prompts/t", tokenizer=tokenizer)


def test_regeneration_resume_summary_counts_shards_and_journal(tmp_path):
    from eagle_core.data.regen_output import Output

    cfg = load_config(None, ["regeneration.shard_size=2"])
    store = ArtifactStore(str(tmp_path / "store"))
    rec = {"id": "x", "messages": []}
    store.write_text("c/shard-00000.jsonl", json.dumps(rec) + "\n" + json.dumps(rec) + "\n")
    store.write_text("c/_journal/shard-00001/part-a-00000001.jsonl", json.dumps({"index": 2, "record": rec}) + "\n")
    out = Output(store, "c", 5, cfg.regeneration)
    assert out.resume_summary() == "3/5 records resumed (1 shards complete, 1 records journaled), 2 to regenerate"
    assert out.pending() == [3, 4]


def test_bad_prompt_record_names_record_and_field_never_the_value(tmp_path):
    """A prompt shard with a role that is text (a name typed where the role goes): the error names the record and
    the field; the value itself never reaches the message (it would reach logs and Prefect's state)."""
    from eagle_core.data.records import load_prompts

    store = ArtifactStore(str(tmp_path / "store"))
    store.write_text("p/shard-00000.jsonl", json.dumps({"id": "ok", "messages": [{"role": "user", "content": "hi"}]})
                     + "\n" + json.dumps({"id": "r7", "messages": [{"role": "Anastasia Petrova", "content": "hi"}]}) + "\n")
    with pytest.raises(ValueError) as exc:
        load_prompts(store, "p")
    msg = str(exc.value)
    assert "'r7'" in msg and "messages[0].role" in msg and "record #1" in msg
    assert "Anastasia" not in msg and "Petrova" not in msg
