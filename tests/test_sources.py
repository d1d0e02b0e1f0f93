"""Prompt sources on real files: ShareGPT (the packaged file), messages JSONL/parquet, HF datasets, traffic logs
(local folder and an s3:// prefix on a real moto server) with a watermark that only moves when committed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eagle_core.config import load_config
from eagle_core.data.records import iter_jsonl_shards, stable_id
from eagle_core.data.sources import commit_watermark, extract_stage, iter_prompts
from eagle_core.data.sources.messages import normalized_hash
from eagle_core.data.sources.traffic import watermark_key
from eagle_core.storage import ArtifactStore
from data_helpers import sharegpt_head


def make_cfg(tmp_path: Path, sources: list[dict], **data: object):
    over = ["pii.enabled=false", f"storage.root={tmp_path / 'store'}"]
    cfg = load_config(None, over)
    cfg.data = cfg.data.model_validate({**cfg.data.model_dump(), "sources": sources, **data})
    return cfg


def store_of(cfg) -> ArtifactStore:
    return ArtifactStore.from_config(cfg.storage)


def chat(i: int, user: str | None = None, turns: int = 1, system: str | None = None) -> dict:
    msgs = [{"role": "system", "content": system}] if system else []
    for t in range(turns):
        msgs.append({"role": "user", "content": user or f"question {i} turn {t}"})
        msgs.append({"role": "assistant", "content": f"answer {i} turn {t}"})
    return {"id": f"c{i}", "messages": msgs}


def write_jsonl(path: Path, rows: list, raw_lines: dict[int, str] | None = None) -> Path:
    """rows as JSON lines; raw_lines {index: text} puts a literal (broken) line at that position."""
    lines = [json.dumps(r) for r in rows]
    for at, text in sorted((raw_lines or {}).items()):
        lines.insert(at, text)
    path.write_text("".join(line + "\n" for line in lines))
    return path


# ----------------------------------------------------------------------------- ShareGPT
def test_sharegpt_package_streams_user_turns_with_stable_ids(tmp_path, sharegpt_200, tokenizer):
    cfg = make_cfg(tmp_path, [{"kind": "sharegpt", "path": "package:sharegpt", "limit": 30}])
    recs = list(iter_prompts(cfg, store_of(cfg), tokenizer))
    assert len(recs) == 30
    assert all(m["role"] in ("user", "system") for r in recs for m in r["messages"])
    # Same order, same user turns (in order) as the shipped file; assistant turns gone.
    by_id = {stable_id("sharegpt:package", c["id"]): c for c in sharegpt_200}
    for r in recs:
        orig = by_id[r["id"]]
        humans = [t["value"] for t in orig["conversations"] if t["from"] == "human"]
        assert [m["content"] for m in r["messages"] if m["role"] == "user"] == humans
    multi = [r for r in recs if len(r["messages"]) > 1]
    assert multi, "the first ShareGPT records include multi-turn chats"
    again = list(iter_prompts(cfg, store_of(cfg), tokenizer))
    assert [r["id"] for r in again] == [r["id"] for r in recs]


def test_sharegpt_random_sample_is_seeded(tmp_path, tokenizer, sharegpt_file):
    src = [{"kind": "sharegpt", "path": "package:sharegpt", "limit": 5, "sample": "random"}]
    sharegpt_json = tmp_path / "sg.json"
    sharegpt_json.write_text(json.dumps(sharegpt_head(sharegpt_file, 300)))
    src[0]["path"] = str(sharegpt_json)
    a = [r["id"] for r in iter_prompts(make_cfg(tmp_path, src, seed=1), store_of(make_cfg(tmp_path, src)), tokenizer)]
    b = [r["id"] for r in iter_prompts(make_cfg(tmp_path, src, seed=1), store_of(make_cfg(tmp_path, src)), tokenizer)]
    c = [r["id"] for r in iter_prompts(make_cfg(tmp_path, src, seed=2), store_of(make_cfg(tmp_path, src)), tokenizer)]
    head = [r["id"] for r in iter_prompts(make_cfg(tmp_path, [{**src[0], "sample": "head"}]),
                                          store_of(make_cfg(tmp_path, src)), tokenizer)]
    assert len(a) == 5 and a == b and a != c and a != head


# ----------------------------------------------------------------------------- messages JSONL / parquet
def test_messages_jsonl_filters_and_reports_malformed_lines(tmp_path, tokenizer):
    rows = [
        chat(0, turns=2, system="be brief"),                                     # kept, multi-turn
        chat(1),                                                                 # kept
        chat(2, user="  QUESTION 0 TURN 0 "),                                    # ... unique
        {**chat(3), "id": "dup"} | {"messages": chat(1)["messages"]},            # duplicate of chat 1
        {"id": "ws", "messages": [{"role": "user", "content": " \n "}]},        # empty
        {"id": "img", "messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]},
        {"id": "long", "messages": [{"role": "user", "content": "word " * 400}]},  # > 64 tokens
        {"id": "bad-role", "messages": [{"role": "wizard", "content": "hi"}]},
        {"id": "bad-content", "messages": [{"role": "user", "content": 42}]},
        {"id": "parts", "messages": [{"role": "user", "content": [{"type": "text", "text": "part one"}]}]},
    ]
    path = write_jsonl(tmp_path / "chats.jsonl", rows, raw_lines={4: "{not json", 7: "[1, 2]"})
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(path)}], max_prompt_tokens=64)
    store = store_of(cfg)
    m = extract_stage(cfg, store, "prompts/t", tokenizer=tokenizer)
    out = list(iter_jsonl_shards(store, "prompts/t"))
    kept_ids = {stable_id("messages:chats.jsonl", i) for i in ("c0", "c1", "c2", "parts")}
    assert {r["id"] for r in out} == kept_ids and m["rows"] == 4
    first = next(r for r in out if r["id"] == stable_id("messages:chats.jsonl", "c0"))
    assert first["messages"] == [{"role": "system", "content": "be brief"},
                                 {"role": "user", "content": "question 0 turn 0"},
                                 {"role": "user", "content": "question 0 turn 1"}]
    src = m["sources"][0]
    assert src["filtered"] == {"duplicate": 1, "empty": 1, "non_text": 1, "too_long": 1}
    assert src["malformed"] == 4
    at = {(e["line"], e["field"]) for e in src["malformed_at"]}
    # lines are 1-based file lines: the broken lines sit at 5 and 8; bad-role/bad-content follow them
    assert at == {(5, "<json>"), (8, "<record>"), (10, "messages[0].role"), (11, "messages[0].content")}
    assert all(e["file"] == str(path) for e in src["malformed_at"])
    assert "word" not in json.dumps(m)  # no raw text in the manifest
    assert "wizard" not in json.dumps(m)  # not even an unknown role's name: the field is named, not its value


def test_source_answers_kept_with_the_same_ids_and_split(tmp_path, sharegpt_200, tokenizer):
    """data.answers: source keeps ShareGPT's own answers, in order; ids (and so the held-out split) are those of
    the regenerate setting, because ids, dedup and the length filter look at the prompt turns only."""
    src = [{"kind": "sharegpt", "path": "package:sharegpt", "limit": 40}]
    regen = make_cfg(tmp_path, src, max_prompt_tokens=256)
    target = {r["id"]: r for r in iter_prompts(regen, store_of(regen), tokenizer)}
    cfg = make_cfg(tmp_path, src, max_prompt_tokens=256, answers="source")
    kept = list(iter_prompts(cfg, store_of(cfg), tokenizer))
    assert len(kept) == 40
    by_id = {stable_id("sharegpt:package", c["id"]): c for c in sharegpt_200}
    shared = [r for r in kept if r["id"] in target]
    assert len(shared) >= 35  # only records without an answer differ, and those after them
    for r in shared:  # its prompt turns are the regenerate setting's, up to where its last answer ends
        prompt = [m for m in r["messages"] if m["role"] != "assistant"]
        assert prompt == target[r["id"]]["messages"][: len(prompt)]
    for r in kept:
        assert r["messages"][-1]["role"] == "assistant" and r["messages"][0]["role"] != "assistant"
        conv = by_id[r["id"]]["conversations"]
        gpt = [t["value"] for k, t in enumerate(conv) if t["from"] == "gpt" and any(u["from"] == "human" for u in conv[:k])]
        answers = [m["content"] for m in r["messages"] if m["role"] == "assistant"]
        assert answers == gpt[: len(answers)] and all(a.strip() for a in answers)


def test_source_answers_trim_and_drop(tmp_path, tokenizer):
    def msgs(*turns):
        return [{"role": role, "content": text} for role, text in turns]

    rows = [
        chat(0, turns=2, system="be brief"),                                                   # kept whole
        {"id": "open", "messages": msgs(("user", "q"), ("assistant", "a"), ("user", "unanswered"))},  # tail cut
        {"id": "lead", "messages": msgs(("assistant", "hello"), ("user", "q2"), ("assistant", "a2"))},  # lead cut
        {"id": "gap", "messages": msgs(("user", "q3"), ("assistant", "a3"), ("user", "q4"), ("assistant", " "),
                                       ("user", "q5"), ("assistant", "a5"))},                  # ends at the gap
        {"id": "none", "messages": msgs(("user", "no answer here"))},                          # dropped
        {"id": "long-answer", "messages": msgs(("user", "short q"), ("assistant", "word " * 400))},  # prompt is short
    ]
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(write_jsonl(tmp_path / "c.jsonl", rows))}],
                   answers="source", max_prompt_tokens=64)
    store = store_of(cfg)
    m = extract_stage(cfg, store, "p", tokenizer=tokenizer)
    out = {r["id"]: r["messages"] for r in iter_jsonl_shards(store, "p")}
    sid = lambda i: stable_id("messages:c.jsonl", i)  # noqa: E731
    assert out[sid("c0")] == chat(0, turns=2, system="be brief")["messages"]
    assert out[sid("open")] == msgs(("user", "q"), ("assistant", "a"))
    assert out[sid("lead")] == msgs(("user", "q2"), ("assistant", "a2"))
    assert out[sid("gap")] == msgs(("user", "q3"), ("assistant", "a3"))
    assert sid("long-answer") in out and sid("none") not in out
    assert m["sources"][0]["filtered"] == {"no_answer": 1}


def test_messages_parquet_and_dedup_across_sources(tmp_path, tokenizer):
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = [chat(i) for i in range(6)]
    pq.write_table(pa.Table.from_pylist(rows), tmp_path / "chats.parquet")
    jsonl = write_jsonl(tmp_path / "more.jsonl", [chat(i) for i in range(4, 9)])  # 4, 5 repeat the parquet
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(tmp_path / "chats.parquet")},
                              {"kind": "messages", "path": str(jsonl), "name": "more"}])
    recs = list(iter_prompts(cfg, store_of(cfg), tokenizer))
    assert [r["messages"][0]["content"] for r in recs] == [f"question {i} turn 0" for i in range(9)]
    assert {r["source"] for r in recs} == {"messages:chats.parquet", "more"}
    assert normalized_hash([{"role": "user", "content": " A  b"}]) == normalized_hash([{"role": "user", "content": "a b "}])


def test_max_samples_split_by_weight(tmp_path, tokenizer):
    a = write_jsonl(tmp_path / "a.jsonl", [chat(i) for i in range(10)])
    b = write_jsonl(tmp_path / "b.jsonl", [chat(i) for i in range(10, 20)])
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(a), "weight": 3},
                              {"kind": "messages", "path": str(b), "weight": 1}], max_samples=8)
    recs = list(iter_prompts(cfg, store_of(cfg), tokenizer))
    assert [r["source"] for r in recs] == ["messages:a.jsonl"] * 6 + ["messages:b.jsonl"] * 2


# ----------------------------------------------------------------------------- HF datasets
def test_hf_dataset_folder_and_file(tmp_path, tokenizer):
    import datasets

    rows = [{"conversations": [{"from": "human", "value": f"hf q{i}"}, {"from": "gpt", "value": "a"}], "id": str(i)}
            for i in range(5)]
    dd = datasets.DatasetDict({"train": datasets.Dataset.from_list(rows[:3]), "test": datasets.Dataset.from_list(rows[3:])})
    dd.save_to_disk(str(tmp_path / "ds"))
    write_jsonl(tmp_path / "prompts.jsonl", [{"prompt": "plain prompt"}])
    cfg = make_cfg(tmp_path, [{"kind": "hf_dataset", "path": str(tmp_path / "ds"), "split": "test"},
                              {"kind": "hf_dataset", "path": str(tmp_path / "prompts.jsonl")}])
    recs = list(iter_prompts(cfg, store_of(cfg), tokenizer))
    assert [r["messages"] for r in recs] == [[{"role": "user", "content": "hf q3"}], [{"role": "user", "content": "hf q4"}],
                                            [{"role": "user", "content": "plain prompt"}]]


# ----------------------------------------------------------------------------- traffic
def log_line(i: int, top_level: bool = False) -> str:
    msgs = [{"role": "system", "content": "sys"}, {"role": "user", "content": f"traffic {i}"},
            {"role": "assistant", "content": "old answer"}, {"role": "user", "content": f"follow-up {i}"}]
    if top_level:
        return json.dumps({"timestamp": 1700000000 + i, "messages": msgs})
    return json.dumps({"timestamp": 1700000000 + i, "request": {"model": "m", "messages": msgs},
                       "response": {"choices": [{"message": {"role": "assistant", "content": "x"}}]}})


def user_texts(recs: list[dict]) -> list[str]:
    return [r["messages"][1]["content"] for r in recs]


def run_extract(cfg, store, prefix, tokenizer) -> tuple[list[dict], dict]:
    m = extract_stage(cfg, store, prefix, tokenizer=tokenizer)
    return list(iter_jsonl_shards(store, prefix)), m


def test_traffic_incremental_with_watermark(tmp_path, tokenizer):
    logs = tmp_path / "logs"
    (logs / "2024-01-01").mkdir(parents=True)
    day1 = logs / "2024-01-01" / "a.jsonl"
    day1.write_text("".join(log_line(i) + "\n" for i in range(3)) + "{broken\n")
    cfg = make_cfg(tmp_path, [{"kind": "traffic", "path": str(logs)}])
    store = store_of(cfg)

    recs, m1 = run_extract(cfg, store, "p/1", tokenizer)
    assert user_texts(recs) == ["traffic 0", "traffic 1", "traffic 2"]
    assert recs[0]["messages"] == [{"role": "system", "content": "sys"}, {"role": "user", "content": "traffic 0"},
                                   {"role": "user", "content": "follow-up 0"}]
    assert m1["sources"][0]["malformed_at"][0]["line"] == 4
    # Not committed: the next run reads the same lines again.
    assert not store.exists(watermark_key(cfg.data.sources[0]))
    again, _ = run_extract(cfg, store, "p/2", tokenizer)
    assert [r["id"] for r in again] == [r["id"] for r in recs]

    commit_watermark(store, m1)
    empty, m3 = run_extract(cfg, store, "p/3", tokenizer)
    assert empty == [] and m3["rows"] == 0

    # Lines appended to the known file (one still being written: no newline yet) and a new file.
    with open(day1, "a") as f:
        f.write(log_line(3) + "\n" + log_line(4)[:20])
    (logs / "2024-01-02.jsonl").write_text(log_line(5, top_level=True) + "\n")
    new, m4 = run_extract(cfg, store, "p/4", tokenizer)
    assert user_texts(new) == ["traffic 3", "traffic 5"]
    with pytest.raises(ValueError, match="not a pending watermark"):
        commit_watermark(store, {"rows": 2})  # some other manifest
    assert commit_watermark(store, m4["pending_watermarks"]) == [watermark_key(cfg.data.sources[0])]
    with open(day1, "a") as f:  # the partial line is completed
        f.write(log_line(4)[20:] + "\n")
    last, m5 = run_extract(cfg, store, "p/5", tokenizer)
    assert user_texts(last) == ["traffic 4"]
    commit_watermark(store, m5)
    assert run_extract(cfg, store, "p/6", tokenizer)[0] == []


def test_traffic_keeps_the_served_answer_with_source_answers(tmp_path, tokenizer):
    """Logs of this target's own traffic: with data.answers: source the answer it served ends the conversation,
    under the id the regenerate setting gives the same line; a bad response is reported by line and field."""
    logs = tmp_path / "logs"
    logs.mkdir()
    bad = json.loads(log_line(2))
    bad["response"] = {"choices": []}
    tool = json.loads(log_line(3))
    tool["response"]["choices"][0]["message"] = {"role": "assistant", "content": None,
                                                 "tool_calls": [{"id": "t", "type": "function"}]}
    (logs / "a.jsonl").write_text("".join(line + "\n" for line in (
        log_line(0), log_line(1, top_level=True), json.dumps(bad), json.dumps(tool))))
    regen = make_cfg(tmp_path, [{"kind": "traffic", "path": str(logs)}])
    cfg = make_cfg(tmp_path, [{"kind": "traffic", "path": str(logs)}], answers="source")
    target_ids = [r["id"] for r in iter_prompts(regen, store_of(regen), tokenizer)]
    recs, m = run_extract(cfg, store_of(cfg), "p", tokenizer)
    assert [r["messages"] for r in recs] == [
        [{"role": "system", "content": "sys"}, {"role": "user", "content": "traffic 0"},
         {"role": "assistant", "content": "old answer"}, {"role": "user", "content": "follow-up 0"},
         {"role": "assistant", "content": "x"}],  # the served answer
        [{"role": "system", "content": "sys"}, {"role": "user", "content": "traffic 1"},
         {"role": "assistant", "content": "old answer"}],  # no response logged: up to the last answer
    ]
    assert [r["id"] for r in recs] == target_ids[:2]
    src = m["sources"][0]
    assert [(e["line"], e["field"]) for e in src["malformed_at"]] == [(3, "response.choices")]
    assert src["filtered"] == {"non_text": 1}


def test_traffic_limit_stops_watermark_at_last_taken_line(tmp_path, tokenizer):
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "a.jsonl").write_text("".join(log_line(i) + "\n" for i in range(5)))
    cfg = make_cfg(tmp_path, [{"kind": "traffic", "path": str(logs), "limit": 2}])
    store = store_of(cfg)
    seen = []
    for n in range(3):
        recs, m = run_extract(cfg, store, f"p/{n}", tokenizer)
        commit_watermark(store, m)
        seen += user_texts(recs)
    assert seen == [f"traffic {i}" for i in range(5)]


def test_traffic_from_s3_prefix(tmp_path, s3_env, tokenizer):
    import boto3

    endpoint, make_bucket = s3_env
    bucket = make_bucket("traffic-logs")
    make_bucket("artifacts")
    client = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1")
    client.put_object(Bucket=bucket, Key="prod/api/part-0.jsonl", Body="".join(log_line(i) + "\n" for i in range(3)))
    client.put_object(Bucket=bucket, Key="prod/api/readme.txt", Body=b"not a log")
    cfg = make_cfg(tmp_path, [{"kind": "traffic", "path": f"s3://{bucket}/prod/api"}])
    cfg.storage.root = "s3://artifacts/pipeline"
    cfg.storage.endpoint_url = endpoint
    store = store_of(cfg)
    recs, m = run_extract(cfg, store, "p/1", tokenizer)
    assert user_texts(recs) == ["traffic 0", "traffic 1", "traffic 2"]
    assert m["sources"][0]["files"] == 1
    commit_watermark(store, m)
    assert store.exists(watermark_key(cfg.data.sources[0]))
    # S3 objects are replaced, not appended: a longer object with the same head continues from the offset.
    client.put_object(Bucket=bucket, Key="prod/api/part-0.jsonl", Body="".join(log_line(i) + "\n" for i in range(4)))
    client.put_object(Bucket=bucket, Key="prod/api/part-1.jsonl", Body=log_line(9) + "\n")
    recs, m = run_extract(cfg, store, "p/2", tokenizer)
    assert user_texts(recs) == ["traffic 3", "traffic 9"]
    commit_watermark(store, m)
    assert run_extract(cfg, store, "p/3", tokenizer)[0] == []


# ----------------------------------------------------------------------------- scrubbing
def test_extract_scrubs_before_writing(tmp_path, tokenizer):
    path = write_jsonl(tmp_path / "c.jsonl", [chat(i, user=f"mail me at person{i}@example.com") for i in range(3)])
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(path)}])
    store = store_of(cfg)
    calls = []

    def scrub(batch):
        calls.append(len(batch))
        return [{**r, "messages": [{**m, "content": m["content"].replace("@example.com", "@<REDACTED>")}
                                   for m in r["messages"]]} for r in batch[1:]]  # and drops the first record

    m = extract_stage(cfg, store, "p", scrub=scrub, tokenizer=tokenizer)
    assert calls == [3] and m["rows"] == 2 and m["dropped_by_scrub"] == 1 and m["scrubbed"]
    text = "".join(store.read_text(k) for k in store.list("p"))
    assert "example.com" not in text


@pytest.mark.parametrize("answers", ["target", "source"])
def test_pii_enabled_uses_the_real_scrubber(tmp_path, tokenizer, answers):
    row = chat(0, user="Please email jane.roe@example.org about the invoice")
    row["messages"][1]["content"] = "Sure, I will write to john.doe@example.com today."
    path = write_jsonl(tmp_path / "c.jsonl", [row])
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(path)}], answers=answers)
    cfg.pii.enabled = True
    cfg.pii.n_process = 1
    store = store_of(cfg)
    m = extract_stage(cfg, store, "p", tokenizer=tokenizer)
    out = list(iter_jsonl_shards(store, "p"))
    assert m["scrubbed"] and len(out) == 1
    text = store.read_text("p/shard-00000.jsonl")
    assert "jane.roe@example.org" not in text and "john.doe@example.com" not in text
    assert [m["role"] for m in out[0]["messages"]] == ["user", "assistant"][: 1 + (answers == "source")]
    report = store.read_json("p/pii_report.json")
    assert report["entities"].get("EMAIL_ADDRESS") == 1 + (answers == "source")  # the kept answer is scrubbed too


def test_cli_extract(tmp_path, capsys):
    from eagle_core.cli import main

    path = write_jsonl(tmp_path / "c.jsonl", [chat(i) for i in range(3)])
    rc = main(["extract", "--set", "pii.enabled=false", "--set", f"storage.root={tmp_path / 'store'}",
               "--set", f"data.sources=[{{kind: messages, path: '{path}'}}]", "--out", "prompts/cli"])
    assert rc == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["rows"] == 3 and summary["sources"][0]["kept"] == 3
    assert (tmp_path / "store" / "prompts" / "cli" / "manifest.json").is_file()


def test_broken_json_array_keeps_items_before_the_break(tmp_path, tokenizer):
    """A JSON array cut mid-record fails by default (tests/test_bad_input.py); with data.on_malformed: skip the
    complete items are read, the break is reported by item number without quoting the text around it."""
    good = [{"id": "a", "conversations": [{"from": "human", "value": "first"}, {"from": "gpt", "value": "x"}]}]
    path = tmp_path / "sg.json"
    path.write_text(json.dumps(good)[:-1] + ', {"id": "b", "conversations": [{"from": "human", "value": "secret tex')
    cfg = make_cfg(tmp_path, [{"kind": "sharegpt", "path": str(path)}], on_malformed="skip")
    m = extract_stage(cfg, store_of(cfg), "p", tokenizer=tokenizer)
    assert m["rows"] == 1 and m["malformed"] == 1
    assert m["sources"][0]["malformed_at"][0]["item"] == 2 and "secret" not in json.dumps(m)


def test_ids_stay_unique_when_ids_repeat(tmp_path, tokenizer):
    rows = [{"id": "same", "messages": [{"role": "user", "content": f"q{i % 2}"}]} for i in range(4)]
    path = write_jsonl(tmp_path / "c.jsonl", rows)
    for dedup, n in ((True, 2), (False, 4)):
        cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(path)}], dedup=dedup)
        recs = list(iter_prompts(cfg, store_of(cfg), tokenizer))
        assert len(recs) == n and len({r["id"] for r in recs}) == n
        assert recs[0]["id"] == stable_id("messages:c.jsonl", "same")


def test_cli_extract_missing_source_is_a_clear_error(tmp_path, capsys):
    from eagle_core.cli import main

    rc = main(["extract", "--set", "pii.enabled=false", "--set", f"storage.root={tmp_path / 'store'}",
               "--set", f"data.sources=[{{kind: messages, path: '{tmp_path / 'nope.jsonl'}'}}]"])
    assert rc == 2 and "nope.jsonl" in capsys.readouterr().err


def test_no_pii_module_means_no_unscrubbed_output(tmp_path, tokenizer, monkeypatch):
    import sys

    path = write_jsonl(tmp_path / "c.jsonl", [chat(0)])
    cfg = make_cfg(tmp_path, [{"kind": "messages", "path": str(path)}])
    cfg.pii.enabled = True
    monkeypatch.setitem(sys.modules, "eagle_core.data.pii", None)  # the module is absent: import fails
    store = store_of(cfg)
    with pytest.raises(RuntimeError, match="refusing to write unscrubbed"):
        extract_stage(cfg, store, "p", tokenizer=tokenizer)
    assert store.list("p") == []
