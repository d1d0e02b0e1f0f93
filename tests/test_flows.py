"""The pipeline as users run it: `eagle-pipeline run` end to end on CPU, a cached re-run, a changed LR rerunning only
train/evaluate/register, transient engine and S3 faults retried with nothing lost or duplicated, scheduled
retraining on planted-PII traffic that persists no planted value anywhere (store, Prefect DB + results, MLflow)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import flows_helpers as fh
import pytest
from flows_helpers import prefect_server  # noqa: F401  (session fixture)

STAGES = ["extract_scrub", "regenerate", "tokenize", "vocab", "train", "evaluate", "compare", "register"]


def _run(tmp: Path, env: dict, cfg_path: Path, name: str, *extra: str) -> dict:
    out = tmp / f"{name}.json"
    res = fh.run_cli(["run", "--config", str(cfg_path), "--json", str(out), *extra], env, tmp)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-6000:]
    summary = json.loads(out.read_text())
    summary["stdout"] = res.stdout
    return summary


def _states(summary: dict) -> dict[str, str]:
    return {r["task"]: r["state"] for r in summary["stages"]}


@pytest.mark.slow
def test_run_end_to_end_then_cached_then_only_training_onwards(tmp_path, prefect_server):
    api, home = prefect_server
    env = fh.prefect_env(home, api)
    # a first run of a minute or more: the cached run's cost is Prefect's fixed per-flow overhead (a few seconds)
    # epochs high enough that max_steps ends training: the hash holdout leaves ~18 of 24 rows, 9 steps an epoch
    cfg = fh.quick_config(tmp_path, regeneration={"max_tokens": 24}, training={"max_steps": 24, "epochs": 10})
    cfg_path = fh.write_config(tmp_path / "tiny.yaml", cfg)

    first = _run(tmp_path, env, cfg_path, "first")
    assert [r["task"] for r in first["stages"]] == STAGES
    assert set(_states(first).values()) == {"Completed"}
    report = Path(first["report_uri"])
    assert report.is_file() and "tau" in report.read_text().lower()
    assert (Path(first["head_uri"]) / "model.safetensors").is_file()
    assert first["model_uri"].endswith("/1") and first["promoted"] is True
    for line in ("report:", "model:", "head:", "wall time:"):
        assert line in first["stdout"]
    for stage in STAGES[:-1]:
        assert f"\n{stage}" in first["stdout"]  # the per-stage wall-time table
    client = fh.mlflow_client(cfg["tracking"]["uri"])
    run = client.get_run(first["mlflow_run_id"])
    assert run.data.tags["prefect.flow_run_id"] == first["flow_run_id"]
    assert run.data.tags["prefect.flow_run_url"] == f"{api[:-len('/api')]}/flow-runs/flow-run/{first['flow_run_id']}"
    losses = client.get_metric_history(run.info.run_id, "train/loss")
    assert sorted(m.step for m in losses) == list(range(1, 25))
    stamps = [m.timestamp for m in losses]
    assert max(stamps) - min(stamps) > 2000  # streamed while training ran, not replayed at registration

    second = _run(tmp_path, env, cfg_path, "second")
    assert set(_states(second).values()) == {"Cached"}
    assert second["report_uri"] == first["report_uri"] and second["model_uri"] == first["model_uri"]
    print(f"first run {first['seconds']:.1f}s, cached run {second['seconds']:.1f}s")
    assert second["seconds"] < 0.1 * first["seconds"]

    third = _run(tmp_path, env, cfg_path, "lr", "--set", "training.lr=5e-4")
    states = _states(third)
    assert {s: states[s] for s in STAGES[:4]} == dict.fromkeys(STAGES[:4], "Cached")
    assert {s: states[s] for s in STAGES[4:]} == dict.fromkeys(STAGES[4:], "Completed")
    assert third["head_uri"] != first["head_uri"] and third["model_uri"].endswith("/2")
    # the champion (v1) decoded the new head's evaluation prompts; the paired interval decided, and says so
    assert first["promotion"] == "promoted: first version"
    assert third["promotion"].split(": ", 1)[1].startswith("paired tau_chain difference ")
    assert "vs champion v1 on " in third["promotion"] and "promotion: " in third["stdout"]
    compared = [json.loads(p.read_text()) for p in Path(cfg["storage"]["root"]).glob("compare/*/paired.json")]
    assert len(compared) == 1 and compared[0]["reference"] == f"models:/{first['model_name']}/1"
    # logged to 4 significant digits (eagle_core.review.rounded)
    assert run_metric(cfg, third["mlflow_run_id"], "promotion/diff") == pytest.approx(compared[0]["diff"], rel=1e-3)
    # the reviewer's page: the challenger's version description holds the comparison with champion v1
    mv = fh.mlflow_client(cfg["tracking"]["uri"]).get_model_version(first["model_name"], "2")
    assert "#### Against champion v1" in mv.description and "| held-out set |" in mv.description
    assert "version:   http" in third["stdout"] and "workflowType=machine_learning" in third["stdout"]

    # the same states, as the Prefect API recorded them for each flow run and its subflows
    assert recorded_states(api, third["flow_run_id"]) == states
    assert recorded_states(api, second["flow_run_id"]) == _states(second)


def run_metric(cfg: dict, run_id: str, key: str) -> float:
    return fh.mlflow_client(cfg["tracking"]["uri"]).get_run(run_id).data.metrics[key]


def recorded_states(api: str, flow_run_id: str) -> dict[str, str]:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId, FlowRunFilterParentFlowRunId
    from prefect.client.schemas.sorting import FlowRunSort, TaskRunSort
    from prefect.settings import PREFECT_API_URL, temporary_settings

    with temporary_settings(updates={PREFECT_API_URL: api}), get_client(sync_client=True) as client:
        subs = client.read_flow_runs(flow_run_filter=FlowRunFilter(
            parent_flow_run_id=FlowRunFilterParentFlowRunId(any_=[flow_run_id])), sort=FlowRunSort.ID_DESC,
            limit=100)
        ids = [flow_run_id] + [str(r.id) for r in subs]
        runs = client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=ids)),
                                     sort=TaskRunSort.EXPECTED_START_TIME_DESC, limit=200)
    return {r.name: r.state_name for r in runs if r.name in STAGES}


@pytest.mark.slow
def test_transient_engine_and_s3_faults_are_retried_with_nothing_lost_or_duplicated(tmp_path, prefect_server,
                                                                                       s3_env, target_path):
    """A proxy drops the connections of the first 3 chat completions (the stage's own retries are off, so the
    Prefect task retry resumes just those records) and 500s the first 9 tokenized-shard PUTs to S3 (more than boto's 8 attempts, so the
    tokenize task fails once and its retry rewrites the prefix)."""
    from eagle_core.config import load_config
    from eagle_core.data.records import iter_jsonl_shards
    from eagle_core.engines.launch import engine_for
    from eagle_core.storage import ArtifactStore

    api, home = prefect_server
    endpoint, make_bucket = s3_env
    make_bucket("faults")
    s3_port, engine_port = fh_free_port(), fh_free_port()
    s3_counts, engine_counts = tmp_path / "s3.json", tmp_path / "engine.json"
    procs = [fh.start_proxy(s3_port, endpoint, fail=9, path="/tokenized/", methods=("PUT",),
                            counts_file=s3_counts)]
    engine_cfg = load_config(None, ["engine.kind=cpu", "engine.cpu_kv_blocks=16"])
    try:
        with engine_for(engine_cfg, target_path) as engine:
            procs.append(fh.start_proxy(engine_port, engine.base_url, fail=3, path="/chat/completions",
                                        mode="drop", counts_file=engine_counts))
            cfg = fh.quick_config(
                tmp_path,
                storage={"root": "s3://faults/art", "endpoint_url": f"http://127.0.0.1:{s3_port}"},
                engine={"kind": "external", "base_url": f"http://127.0.0.1:{engine_port}",
                        "served_model_name": engine.model},
                regeneration={"max_retries": 0})
            cfg_path = fh.write_config(tmp_path / "faults.yaml", cfg)
            fh_wait_port(s3_port)
            fh_wait_port(engine_port)
            summary = _run(tmp_path, fh.prefect_env(home, api), cfg_path, "faults")
    finally:
        for p in procs:
            fh.stop(p)
    rows = {r["task"]: r for r in summary["stages"]}
    assert {r["state"] for r in rows.values()} == {"Completed"}
    assert rows["regenerate"]["attempt"] >= 2 and rows["tokenize"]["attempt"] >= 2
    assert fh.proxy_counts(engine_counts)["failed"] == 3 and fh.proxy_counts(s3_counts)["failed"] == 9

    store = ArtifactStore("s3://faults/art", endpoint_url=endpoint)
    key = lambda t: store.key_of(rows[t]["uri"])  # noqa: E731
    prompts = [r["id"] for r in iter_jsonl_shards(store, key("extract_scrub"))]
    convs = [r["id"] for r in iter_jsonl_shards(store, key("regenerate"))]
    assert len(prompts) == 24 and sorted(convs) == sorted(prompts)  # every prompt answered exactly once
    assert store.read_text(f"{key('regenerate')}/failures.jsonl").strip() == ""
    tok = store.read_manifest(key("tokenize"))
    assert tok["splits"]["train"]["rows"] + tok["splits"]["holdout"]["rows"] == 24
    assert sorted(tok["files"]) == sorted(k[len(key("tokenize")) + 1:] for k in store.list(key("tokenize"))
                                          if not k.endswith("manifest.json"))  # no stray half-written shards


def fh_free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fh_wait_port(port: int, timeout: float = 30) -> None:
    import socket
    import time

    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"nothing listening on {port}")


def _traffic_lines(items, start: int) -> list[str]:
    lines = []
    for i, it in enumerate(items):
        msgs = it.record["messages"] + [{"role": "assistant", "content": "Noted."}]
        lines.append(json.dumps({"request_id": f"req-{start + i}", "user": it.planted.get("EMAIL_ADDRESS", ["-"])[0],
                                 "request": {"model": "m", "messages": msgs}}))
    return lines


@pytest.mark.slow
def test_retrain_on_planted_pii_traffic_persists_no_planted_value(tmp_path, prefect_server):
    """pipeline on traffic -> retrain below min_new_samples (skipped, watermark kept) -> retrain on enough new
    traffic (replay mixed, champion kept under a high margin, watermark advanced) -> not one planted value in any
    file of the artifact store, the Prefect home (server DB, result storage) or the MLflow store."""
    sys.path.insert(0, str(Path(__file__).parent))
    from pii_corpus import _REAL_TOWNS, build_corpus

    api, home = prefect_server
    env = fh.prefect_env(home, api)
    items = build_corpus(60, seed=13)
    logs = tmp_path / "traffic"
    logs.mkdir()
    traffic = logs / "requests.jsonl"
    traffic.write_text("\n".join(_traffic_lines(items[:30], 0)) + "\n")
    cfg = fh.tiny_config(tmp_path, data={"sources": [{"kind": "traffic", "path": str(logs)}],
                                         "holdout_fraction": 0.25},
                         retrain={"min_new_samples": 10, "replay_fraction": 0.5},
                         tracking={"promotion_margin": 100.0})
    cfg_path = fh.write_config(tmp_path / "traffic.yaml", cfg)
    root = Path(cfg["storage"]["root"])

    first = _run(tmp_path, env, cfg_path, "pipeline")
    assert first["promoted"] is True  # the first version becomes champion
    marks = list((root / "watermarks").glob("*.json"))
    assert len(marks) == 1
    mark = json.loads(marks[0].read_text())["files"]["requests.jsonl"]
    assert mark["offset"] == traffic.stat().st_size  # consumed everything, committed after success

    def retrain() -> tuple[str, dict | None]:
        out = tmp_path / "retrain.out"
        res = fh.run_cli(["retrain", "--config", str(cfg_path)], env, tmp_path)
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-6000:]
        out.write_text(res.stdout)
        return res.stdout, json.loads(marks[0].read_text())

    stdout, after = retrain()
    assert "only 0 new traffic samples" in stdout and after["files"]["requests.jsonl"]["offset"] == mark["offset"]

    with open(traffic, "a") as f:
        f.write("\n".join(_traffic_lines(items[30:35], 30)) + "\n")
    stdout, after = retrain()
    assert "retrain.min_new_samples = 10" in stdout and "watermark not advanced" in stdout
    assert after["files"]["requests.jsonl"]["offset"] == mark["offset"]  # the 5 lines wait for the next run

    with open(traffic, "a") as f:
        f.write("\n".join(_traffic_lines(items[35:], 35)) + "\n")
    stdout, after = retrain()
    assert "retrained on" in stdout and "challenger (champion kept)" in stdout
    assert after["files"]["requests.jsonl"]["offset"] == traffic.stat().st_size
    mixes = [json.loads(p.read_text()) for p in (root / "mix").glob("*/manifest.json")]
    assert len(mixes) == 1 and mixes[0]["new_rows"] >= 10 and mixes[0]["replay_rows"] > 0
    history = json.loads(next((root / "history").glob("*.json")).read_text())
    assert len(history["conversations"]) == 2 and history["benchmark"]["prefix"].startswith("conversations/")

    client = fh.mlflow_client(cfg["tracking"]["uri"])
    name = first["model_name"]
    assert str(client.get_model_version_by_alias(name, "champion").version) == "1"
    assert str(client.get_model_version_by_alias(name, "challenger").version) == "2"

    # Real town names ("Galway") are also words the target writes on its own in a regenerated answer: not needles.
    planted = sorted({v for it in items for ent, vals in it.planted.items() for v in vals
                      if not (ent == "LOCATION" and v in _REAL_TOWNS)})
    assert len(planted) > 100
    hits = fh.grep_tree([root, home, Path(cfg["tracking"]["uri"][len("sqlite:///"):]).parent], planted)
    assert hits == [], f"{len(hits)} planted values persisted, e.g. {hits[:3]}"
