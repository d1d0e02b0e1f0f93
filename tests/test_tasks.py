"""Stage tasks: cache keys move exactly with their inputs, config sections and versions; results stay slim;
a real Prefect run serves a second call from cache, and a committed prefix is reused across Prefect databases."""

from __future__ import annotations

import json

import flows_helpers  # noqa: F401  (fast retries before tasks/ is imported)
import pytest

from eagle_core.config import PipelineConfig, load_config
from tasks import common, data, model


def _inputs(tag: str = "a") -> dict[str, dict]:
    names = ("prompts", "conversations", "tokenized", "vocab", "train", "evaluate")
    return {n: {"stage": n, "prefix": f"{n}/x", "uri": f"/s/{n}/x", "digest": f"{n}-{tag}", "rows": 1} for n in names}


def all_keys(cfg: PipelineConfig, inp: dict[str, dict]) -> dict[str, str]:
    lineage = {k: inp[k] for k in ("prompts", "conversations", "tokenized", "vocab")}
    return {
        "extract": data.extract_key(cfg),
        "regenerate": data.regenerate_key(cfg, inp["prompts"]),
        "tokenize": data.tokenize_key(cfg, inp["conversations"]),
        "vocab": data.vocab_key(cfg, inp["tokenized"]),
        "features": model.features_key(cfg, inp["tokenized"]),
        "train": model.train_key(cfg, inp["tokenized"], inp["vocab"]),
        "evaluate": model.evaluate_key(cfg, inp["train"], inp["conversations"]),
        "compare": model.compare_key(cfg, inp["evaluate"], "models:/eagle3-x/1"),
        "register": model.register_key(cfg, inp["train"], inp["evaluate"], lineage),
    }


@pytest.mark.parametrize("override, changed", [
    ("training.lr=5e-5", {"train"}),
    ("training.max_steps=7", {"train"}),
    ("training.features_dtype=float32", {"features"}),
    ("evaluation.max_new_tokens=9", {"evaluate", "compare"}),
    # validation picks the exported head: its chain length and the conversations it leaves to the heldout benchmark
    ("evaluation.num_steps=5", {"train", "evaluate", "compare"}),
    ("evaluation.benchmarks.0.num_prompts=3", {"features", "train", "evaluate", "compare"}),
    ("training.early_stop_patience=2", {"train"}),
    ("training.export_checkpoint=last", {"train"}),
    ("tracking.promotion_margin=0.5", {"register"}),
    ("tracking.promotion_rule=point", {"register"}),
    ("tracking.promotion_metric=tau_tree", {"register", "compare"}),  # what the champion decodes
    ("vocab.draft_vocab_size=1024", {"vocab"}),
    ("tokenization.max_length=99", {"tokenize"}),
    ("data.holdout_fraction=0.3", {"tokenize"}),
    ("regeneration.max_tokens=17", {"regenerate"}),
    ("pii.score_threshold=0.7", {"extract"}),
    ("data.sources.0.limit=17", {"extract"}),
    ("data.answers=source", {"extract", "regenerate"}),
    ("draft.num_layers=2", {"train"}),
    # run-time only: where/how a stage runs never invalidates what it computed
    ("training.work_pool=gpu", set()),
    ("training.progress=false", set()),
    ("engine.port=4321", set()),
    ("name=other", set()),
])
def test_a_config_change_moves_only_the_keys_of_stages_that_read_it(override, changed):
    base = PipelineConfig()
    cfg = load_config(None, [override])
    k0, k1 = all_keys(base, _inputs()), all_keys(cfg, _inputs())
    assert {s for s in k0 if k0[s] != k1[s]} == changed
    assert all_keys(base, _inputs()) == k0  # stable across calls


def test_target_change_moves_every_key_and_input_digests_move_downstream():
    base, other = PipelineConfig(), load_config(None, ["target.model=/models/other"])
    k0, k1 = all_keys(base, _inputs()), all_keys(other, _inputs())
    assert all(k0[s] != k1[s] for s in k0)
    assert model.compare_key(base, _inputs()["evaluate"], "models:/eagle3-x/2") != k0["compare"]  # champion moved
    moved = _inputs()
    moved["tokenized"]["digest"] = "new"  # re-tokenized data: its consumers (and register's lineage) move
    k2 = all_keys(base, moved)
    assert {s for s in k0 if k0[s] != k2[s]} == {"vocab", "features", "train", "register"}


def test_stage_version_is_part_of_the_key(monkeypatch):
    cfg = PipelineConfig()
    assert common.module_version("eagle_core.data.tokenize") >= 1  # read from the source, not imported
    before = data.tokenize_key(cfg, _inputs()["conversations"])
    real = common.module_version
    monkeypatch.setattr(common, "module_version",
                        lambda m, name="STAGE_VERSION": real(m, name) + (m == "eagle_core.data.tokenize"))
    assert data.tokenize_key(cfg, _inputs()["conversations"]) != before
    vocab_before = data.vocab_key(cfg, _inputs()["tokenized"])
    monkeypatch.setattr(data, "TASK_VERSION", data.TASK_VERSION + 1)
    assert data.vocab_key(cfg, _inputs()["tokenized"]) != vocab_before


def test_new_scrub_rules_re_scrub(monkeypatch):
    cfg = PipelineConfig()
    before = data.extract_key(cfg)
    real = data.module_version
    monkeypatch.setattr(data, "module_version",
                        lambda m, name="STAGE_VERSION": real(m, name) + (name == "SCRUB_VERSION"))
    assert data.extract_key(cfg) != before
    cfg.pii.enabled = False
    off = data.extract_key(cfg)
    monkeypatch.setattr(data, "module_version", real)
    assert data.extract_key(cfg) == off  # without scrubbing the rules are no input


def test_extract_key_follows_source_content(tmp_path):
    src = tmp_path / "prompts.jsonl"
    src.write_text(json.dumps({"messages": [{"role": "user", "content": "hi"}]}) + "\n")
    cfg = load_config(None, [f"storage.root={tmp_path / 'a'}", f"data.sources=[{{kind: messages, path: '{src}'}}]"])
    k0 = data.extract_key(cfg)
    assert data.extract_key(cfg) == k0
    src.write_text(src.read_text() + json.dumps({"messages": [{"role": "user", "content": "more"}]}) + "\n")
    assert data.extract_key(cfg) != k0


def test_extract_key_of_traffic_follows_new_lines_and_the_watermark(tmp_path):
    from eagle_core.data.sources.traffic import watermark_key
    from eagle_core.storage import ArtifactStore

    logs = tmp_path / "traffic"
    logs.mkdir()
    line = json.dumps({"request": {"messages": [{"role": "user", "content": "hello"}]}}) + "\n"
    (logs / "a.jsonl").write_text(line)
    cfg = load_config(None, [f"storage.root={tmp_path / 'art'}", f"data.sources=[{{kind: traffic, path: '{logs}'}}]"])
    k0 = data.extract_key(cfg)
    (logs / "a.jsonl").write_text(line * 2)
    k1 = data.extract_key(cfg)
    assert k1 != k0
    store = ArtifactStore(str(tmp_path / "art"))
    store.write_json(watermark_key(cfg.data.sources[0]), {"files": {"a.jsonl": {"offset": 10, "lines": 1}}})
    assert data.extract_key(cfg) not in (k0, k1)


def test_slim_results_keep_only_uris_digests_and_scalars():
    manifest = {"prefix": "p/k", "uri": "/s/p/k", "digest": "d", "rows": 3, "tau": 2.5,
                "records": [{"messages": "secret"}], "sources": [{"name": "x"}], "mask_check": "text",
                "config": {"pii": {"deny_lists": {"PERSON": ["Jane"]}}}}
    out = common.slim(manifest, "evaluate", "k", extras=("tau", "records", "config"))
    assert out == {"stage": "evaluate", "key": "k", "prefix": "p/k", "uri": "/s/p/k", "digest": "d", "rows": 3,
                   "tau": 2.5}


def test_pii_markdown_has_counts_but_no_examples():
    report = {"records_seen": 5, "records_changed": 2, "records_dropped": 1, "records_out": 4,
              "entities": {"PERSON": 3, "EMAIL_ADDRESS": 1}, "dropped_by_entity": {"CREDIT_CARD": 1},
              "examples": {"PERSON": ["...met <PERSON> in ..."]}, "invalid": [{"id": "r1"}], "drop_on": ["CREDIT_CARD"]}
    md = data.pii_markdown(report, "/s/prompts/k")
    assert "| PERSON | 3 | 0 |" in md and "records dropped: 1" in md
    assert "met <PERSON>" not in md and "r1" not in md


def test_replay_sample_is_seeded_deduplicated_and_sized(tmp_path):
    from eagle_core.data.records import dumps_jsonl
    from eagle_core.data.replay import replay_sample
    from eagle_core.storage import ArtifactStore

    store = ArtifactStore(str(tmp_path))
    recs = [{"id": f"r{i}", "messages": []} for i in range(20)]
    store.write_text("conversations/a/shard-00000.jsonl", dumps_jsonl(recs[:12]))
    store.write_text("conversations/b/shard-00000.jsonl", dumps_jsonl(recs[8:]))  # r8..r11 in both
    s1 = replay_sample(store, ["conversations/a", "conversations/b"], {"r0"}, 0.5, seed=0)
    s2 = replay_sample(store, ["conversations/a", "conversations/b"], {"r0"}, 0.5, seed=0)
    ids = [r["id"] for r in s1]
    assert ids == [r["id"] for r in s2] and len(ids) == len(set(ids)) == round(0.5 * 19) and "r0" not in ids
    assert [r["id"] for r in replay_sample(store, ["conversations/a"], set(), 0.5, seed=1)] != ids[:6]
    assert replay_sample(store, ["conversations/a"], set(), 0.0, seed=0) == []


@pytest.fixture(scope="module")
def prefect_harness():
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


def _conversations(n: int = 12) -> list[dict]:
    out = []
    for i in range(n):
        out.append({"id": f"c{i:02d}", "source": "test", "finish_reasons": ["stop"], "completion_tokens": [5],
                    "messages": [{"role": "user", "content": f"Say something about the number {i}."},
                                 {"role": "assistant", "content": f"The number {i} is {'even' if i % 2 == 0 else 'odd'}."}]})
    return out


def test_tasks_in_a_flow_are_cached_then_reused_from_the_store(prefect_harness, tmp_path, target_path):
    """tokenize + vocab as real Prefect tasks: run 1 computes, run 2 is Cached (same key), a task forced past
    Prefect's cache finds the committed manifest at its content-addressed prefix and does not recompute it."""
    from prefect import flow

    from eagle_core.data.records import dumps_jsonl
    from flows.common import StageLog, call

    root = tmp_path / "artifacts"
    cfg = load_config(None, [f"storage.root={root}", "vocab.draft_vocab_size=64", "tokenization.max_length=64",
                             "data.holdout_fraction=0.2"])
    store = common.store_of(cfg)
    store.write_text("conversations/given/shard-00000.jsonl", dumps_jsonl(_conversations()))
    store.write_manifest("conversations/given", rows=12, stage="regenerate")
    conv = {"stage": "conversations", **{k: store.read_manifest("conversations/given")[k]
                                         for k in ("prefix", "uri", "digest", "rows")}}

    @flow(name="tok_vocab")
    def tok_vocab(cfg: PipelineConfig, refresh: bool = False):
        with StageLog() as log:
            tok = call(data.tokenize_task.with_options(refresh_cache=refresh), cfg, conv)
            voc = call(data.vocab_task.with_options(refresh_cache=refresh), cfg, tok)
        return tok, voc, log.rows

    tok, voc, rows = tok_vocab(cfg)
    assert [r["state"] for r in rows] == ["Completed", "Completed"]
    assert tok["prefix"] == f"tokenized/{data.tokenize_key(cfg, conv)}" and not tok["reused"]
    assert store.read_manifest(tok["prefix"])["digest"] == tok["digest"]
    assert voc["prefix"] == f"vocab/{data.vocab_key(cfg, tok)}" and voc["draft_vocab_size"] == 64
    assert set(tok) <= set(common.BASE_KEYS) | {"seconds", "reused", "attempt"}  # nothing but pointers/numbers

    tok2, voc2, rows2 = tok_vocab(cfg)
    assert [r["state"] for r in rows2] == ["Cached", "Cached"] and (tok2, voc2) == (tok, voc)

    mtime = (root / tok["prefix"] / "manifest.json").stat().st_mtime_ns
    tok3, voc3, rows3 = tok_vocab(cfg, refresh=True)
    assert [r["state"] for r in rows3] == ["Completed", "Completed"]
    assert tok3["reused"] and voc3["reused"] and tok3["digest"] == tok["digest"]
    assert (root / tok["prefix"] / "manifest.json").stat().st_mtime_ns == mtime  # not rewritten

    cfg2 = load_config(None, [f"storage.root={root}", "vocab.draft_vocab_size=32", "tokenization.max_length=64",
                              "data.holdout_fraction=0.2"])
    _, voc4, rows4 = tok_vocab(cfg2)
    assert [r["state"] for r in rows4] == ["Cached", "Completed"] and voc4["prefix"] != voc["prefix"]


def test_flow_run_ui_url_only_where_a_ui_serves_it(prefect_harness):
    """MLflow's flow-run link tag: the run's page on a Prefect server; none under the ephemeral API (no UI),
    where Prefect itself would build 'None/flow-runs/...'."""
    from prefect import flow
    from prefect.runtime import flow_run
    from prefect.settings import PREFECT_API_URL, temporary_settings

    @flow(name="ui_url")
    def urls():
        with_ui = common.flow_run_ui_url()
        with temporary_settings(updates={PREFECT_API_URL: None}):  # what `eagle-pipeline run` has by default
            without = common.flow_run_ui_url()
        return str(flow_run.id), with_ui, without

    fid, with_ui, without = urls()
    assert with_ui.startswith("http://") and with_ui.endswith(f"/flow-runs/flow-run/{fid}")
    assert without is None
    assert common.flow_run_ui_url() is None  # outside any flow run
