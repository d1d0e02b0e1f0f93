"""Crash safety: a real `kill -9` (SIGKILL through EAGLE_TEST_KILL_AT) at chosen points, then a rerun, and what
the store and MLflow hold afterwards."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from eagle_core.config import load_config
from eagle_core.registry.models import TAG_HEAD_DIGEST, head_content_digest
from eagle_core.registry.tracking import (TAG_FLOW_RUN_ID, TAG_RUN_KEY, experiment_name, registered_model_name,
                                          tracking_setup)
from eagle_core.review import rounded
from eagle_core.storage import ArtifactStore
from tests.flows_helpers import terminal_signals
from tests.registry_helpers import tiny_head, write_data_stages, write_train_eval
from tests.test_trainer import tiny_target  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[1]


def _cfg(tmp_path):
    cfg = load_config(None, [f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", f"storage.root={tmp_path}/artifacts",
                             "tracking.target_name=tiny"])
    path = tmp_path / "cfg.yaml"
    path.write_text(cfg.to_yaml())
    return cfg, path


def _register(cfg_file: Path, train: str, ev: str, out: str, kill_at: str | None = None,
              flow_run_id: str = "fr-1", run_key: str = "k1") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("EAGLE_TEST_KILL_AT", None)
    if kill_at:
        env["EAGLE_TEST_KILL_AT"] = kill_at
    return subprocess.run([sys.executable, "-m", "eagle_core.cli", "register", "--config", str(cfg_file),
                           "--train", train, "--eval", ev, "--out", out, "--flow-run-id", flow_run_id,
                           "--run-key", run_key],
                          env=env, capture_output=True, text=True, timeout=600, cwd=ROOT)


def _versions(client, name: str) -> list:
    found = sorted(client.search_model_versions(f"name = '{name}'"), key=lambda mv: int(mv.version))
    return [client.get_model_version(name, mv.version) for mv in found]  # with aliases


@pytest.mark.parametrize("point", ["register:after_version",
                                   pytest.param("register:after_alias", marks=pytest.mark.slow)])
def test_register_killed_then_rerun_gives_one_version(tmp_path, point):
    """SIGKILL after the version exists (before the aliases / before the manifest): the rerun reuses that
    version (found by the head's content digest), the aliases end where an undisturbed run puts them, and the
    register manifest records it. A second head then gets version 2, and a killed rerun of it no version 3."""
    cfg, cfg_file = _cfg(tmp_path)
    store = ArtifactStore.from_config(cfg.storage)
    _, head = tiny_head(tmp_path / "head", seed=0)
    write_data_stages(store)
    train, ev = write_train_eval(store, head, tau=2.1, steps=5)

    killed = _register(cfg_file, train, ev, "register/r1", kill_at=point)
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    assert store.read_manifest("register/r1") is None  # nothing committed
    client = tracking_setup(cfg)
    name = registered_model_name(cfg)
    assert [str(mv.version) for mv in _versions(client, name)] == ["1"]

    rerun = _register(cfg_file, train, ev, "register/r1", flow_run_id="fr-1-rerun")  # a new flow run
    assert rerun.returncode == 0, rerun.stderr[-2000:]
    exp = client.get_experiment_by_name(experiment_name(cfg)).experiment_id
    runs = client.search_runs([exp])
    assert [r.info.status for r in runs] == ["FINISHED"]  # the killed run resumed, not a second one
    assert runs[0].info.run_id == json.loads(rerun.stdout)["run_id"]
    versions = _versions(client, name)
    assert [str(mv.version) for mv in versions] == ["1"]
    assert sorted(versions[0].aliases) == ["challenger", "champion"]
    assert versions[0].tags["promotion"].startswith("promoted: first version")
    assert versions[0].tags[TAG_HEAD_DIGEST] == head_content_digest(head)
    m = store.read_manifest("register/r1")
    assert m["version"] == "1" and m["model_uri"] == f"models:/{name}/1"

    # a different head: version 2, killed at the same point and rerun -> still version 2 only
    _, head2 = tiny_head(tmp_path / "head2", seed=1)
    train2, ev2 = write_train_eval(store, head2, train="train/h2", evaluation="eval/e2", tau=2.5, steps=5)
    killed = _register(cfg_file, train2, ev2, "register/r2", kill_at=point, flow_run_id="fr-2", run_key="k2")
    assert killed.returncode == -signal.SIGKILL
    rerun = _register(cfg_file, train2, ev2, "register/r2", flow_run_id="fr-2-rerun", run_key="k2")
    assert rerun.returncode == 0, rerun.stderr[-2000:]
    versions = _versions(client, name)
    assert [str(mv.version) for mv in versions] == ["1", "2"]
    assert sorted(versions[1].aliases) == ["challenger", "champion"] and versions[0].aliases == []
    assert store.read_manifest("register/r2")["version"] == "2"
    assert sorted(r.info.status for r in client.search_runs([exp])) == ["FINISHED", "FINISHED"]


# ----------------------------------------------------------------------------- content digests
def test_two_identical_extract_runs_commit_the_same_digest(tmp_path, tokenizer):
    """extract+scrub (real Presidio) twice over one source into two stores: pii_report.json differs (its timings)
    but the manifests' content digests, and so the regenerate key downstream, are equal; a changed record
    changes them."""
    from eagle_core.data.sources import extract_stage
    from tasks.common import slim
    from tasks.data import regenerate_key

    src = tmp_path / "chats.jsonl"
    rows = [{"id": f"c{i}", "messages": [{"role": "user", "content": f"question {i}: call Jane Roe at 555-0100"}]}
            for i in range(12)]
    src.write_text("".join(json.dumps(r) + "\n" for r in rows))

    def run(name: str):
        cfg = load_config(None, [f"storage.root={tmp_path / name}", "pii.n_process=1"])
        cfg.data = cfg.data.model_validate({**cfg.data.model_dump(), "sources": [{"kind": "messages", "path": str(src)}]})
        store = ArtifactStore.from_config(cfg.storage)
        m = extract_stage(cfg, store, "prompts/k", tokenizer=tokenizer)
        cfg.storage.root = "same"  # the store root is part of every key; compare the inputs' effect only
        return m, store.read_json("prompts/k/pii_report.json"), regenerate_key(cfg, slim(m, "prompts", "k"))

    (m1, rep1, key1), (m2, rep2, key2) = run("a"), run("b")
    assert m1["rows"] == 12 and "pii_report.json" in m1["volatile"]
    assert rep1["records_seen"] == rep2["records_seen"] == 12 and "seconds" in rep1
    assert m1["digest"] == m2["digest"] and key1 == key2
    assert {f: v for f, v in m1["files"].items() if f.startswith("shard-")} == \
        {f: v for f, v in m2["files"].items() if f.startswith("shard-")}

    rows[3]["messages"][0]["content"] = "question 3, reworded"
    src.write_text("".join(json.dumps(r) + "\n" for r in rows))
    m3, _, key3 = run("c")
    assert m3["digest"] != m1["digest"] and key3 != key1


def test_content_digest_leaves_logs_checkpoints_and_reports_out(tmp_path):
    """Only data files count: a different engine log, checkpoint, metrics.jsonl or rendered report keeps the
    digest; a different data file changes it. Every file is still listed in `files`."""
    def commit(root: str, log: str, data: str) -> dict:
        store = ArtifactStore(str(tmp_path / root))
        store.write_text("s/k/shard-00000.jsonl", data)
        store.write_text("s/k/logs/engine.log", log)
        store.write_text("s/k/metrics.jsonl", log)
        store.write_text("s/k/checkpoints/step-00010/state.pt", log)
        store.write_text("s/k/report.md", log)
        store.write_text("s/k/metrics.json", log)
        store.write_manifest("s/k", stage="s", volatile_files=("metrics.json",))
        return store.read_manifest("s/k")

    a, b, c = commit("a", "t=1.0s", '{"id": 1}\n'), commit("b", "t=2.5s", '{"id": 1}\n'), commit("c", "t=1.0s", '{"id": 2}\n')
    assert a["digest"] == b["digest"] != c["digest"]
    assert len(a["files"]) == 6 and a["volatile"] == sorted(set(a["files"]) - {"shard-00000.jsonl"})


# ----------------------------------------------------------------------------- one MLflow run per pipeline run
def test_training_killed_after_a_checkpoint_resumes_one_mlflow_run_with_every_step_once(tmp_path, tiny_target):
    """SIGKILL right after the step-3 checkpoint (steps 1-2 streamed, step 3 still buffered), rerun under another
    flow run: the same MLflow run is resumed (run key = the train key), training resumes at step 3, register
    replays the missing step from metrics.jsonl, so train/loss holds steps 1..8 once each with the values of
    metrics.jsonl and the run ends FINISHED; the other run the dead process left RUNNING ends KILLED."""
    from tests.test_trainer import synthetic_inputs, tiny_cfg

    cfg = tiny_cfg(tiny_target, "training.epochs=2", f"storage.root={tmp_path}/artifacts",
                   f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", "tracking.target_name=tiny")
    cfg_file = tmp_path / "cfg.yaml"
    cfg_file.write_text(cfg.to_yaml())
    store = ArtifactStore.from_config(cfg.storage)
    synthetic_inputs(store)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def run(flow_run_id: str, *extra: str, kill_at: str | None = None):
        e = {**env, "EAGLE_TEST_KILL_AT": kill_at} if kill_at else env
        return subprocess.run([sys.executable, "-m", "tests.crash_helpers", str(cfg_file), flow_run_id, "k1", *extra],
                              env=e, capture_output=True, text=True, timeout=600, cwd=ROOT)

    killed = run("fr-a", "k-other", kill_at="train:after_checkpoint")
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-3000:]
    client = tracking_setup(cfg)
    exp = client.get_experiment_by_name(experiment_name(cfg)).experiment_id
    runs = {r.data.tags[TAG_RUN_KEY]: r for r in client.search_runs([exp])}
    assert {k: r.info.status for k, r in runs.items()} == {"k1": "RUNNING", "k-other": "RUNNING"}
    assert [m.step for m in client.get_metric_history(runs["k1"].info.run_id, "train/loss")] == [1, 2]

    done = run("fr-b")
    assert done.returncode == 0, done.stderr[-3000:]
    reg = json.loads(done.stdout.strip().splitlines()[-1])
    assert reg["run_id"] == runs["k1"].info.run_id  # resumed, not a second run
    after = {r.data.tags[TAG_RUN_KEY]: r for r in client.search_runs([exp])}
    assert len(after) == 2 and after["k1"].info.status == "FINISHED" and after["k-other"].info.status == "KILLED"
    assert after["k1"].data.tags[TAG_FLOW_RUN_ID] == "fr-b" and after["k1"].data.tags["eagle.earlier_flow_runs"] == "fr-a"
    curve = client.get_metric_history(reg["run_id"], "train/loss")
    expected = [json.loads(x) for x in store.read_text("train/k1/metrics.jsonl").splitlines()]
    assert sorted(m.step for m in curve) == [r["step"] for r in expected] == list(range(1, 9))
    # logged at 4 significant digits (eagle_core.review.rounded), streamed or replayed alike
    assert {m.step: m.value for m in curve} == {r["step"]: rounded(r["loss"]) for r in expected}


# ----------------------------------------------------------------------------- interrupts
def _children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    return [int(x) for x in out.split()]


def _alive(pid: int) -> bool:
    """Running, not a zombie: an orphan that exited (multiprocessing's resource tracker) stays a zombie here until
    PID 1 reaps it, and this machine's PID 1 does not."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")


@pytest.mark.slow
@pytest.mark.parametrize("sig,to_group,code", [(signal.SIGINT, True, 130), (signal.SIGTERM, False, 143),
                                               (signal.SIGTERM, True, 143)])
def test_interrupted_run_exits_promptly_crashed_and_leaves_nothing(tmp_path, sig, to_group, code):
    """`eagle-pipeline run` interrupted while extract+scrub runs (Ctrl-C = SIGINT to the terminal's process group,
    `kill PID`, `kill -TERM -PGID`): exit 130/143 within 10 s, the flow run ends Crashed (not Running), the
    temporary Prefect server and every other child is gone, the stage committed nothing."""
    import time

    cfg = load_config(None, [f"storage.root={tmp_path}/artifacts", f"tracking.uri=sqlite:///{tmp_path}/mlflow.db",
                             "data.sources=[{kind: sharegpt, path: 'package:sharegpt', limit: 2000}]"])
    cfg_file = tmp_path / "cfg.yaml"
    cfg_file.write_text(cfg.to_yaml())
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PREFECT_HOME": str(tmp_path / "prefect"), "PYTHONUNBUFFERED": "1"}
    env.pop("PREFECT_API_URL", None)
    proc = subprocess.Popen([sys.executable, "-m", "flows.cli", "run", str(cfg_file)], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
                            preexec_fn=terminal_signals)
    lines = []
    try:
        for line in proc.stdout:
            lines.append(line)
            if "prompts: writing" in line:
                break
        time.sleep(3)
        children = _children(proc.pid)
        assert children, "".join(lines)  # the temporary Prefect server at least
        t0 = time.monotonic()
        os.killpg(proc.pid, sig) if to_group else proc.send_signal(sig)
        rest = proc.stdout.read()
        rc = proc.wait(timeout=60)
        took = time.monotonic() - t0
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    out = "".join(lines) + rest
    assert rc == code, out[-3000:]
    assert took < 10, (took, out[-3000:])
    assert "Flow run" in out and "Finished in state Crashed" in out and "state Running" not in out
    assert f"interrupted by {signal.Signals(sig).name}" in out
    time.sleep(1)
    assert not [pid for pid in children if _alive(pid)]
    store = ArtifactStore.from_config(cfg.storage)
    assert not [k for k in store.list("prompts") if k.endswith("manifest.json")]


def test_deletes_leave_no_empty_folders(tmp_path):
    """An old checkpoint pruned or a journal compacted leaves no empty `checkpoints/step-*/` or `_journal/...`
    folder behind; folders still holding files, and the store root, stay."""
    store = ArtifactStore(str(tmp_path / "store"))
    store.write_text("train/k/checkpoints/step-0000003/state.pt", "a")
    store.write_text("train/k/checkpoints/step-0000006/state.pt", "b")
    store.write_text("conv/k/_journal/shard-00000/part-a-1.jsonl", "{}\n")
    store.write_text("conv/k/shard-00000.jsonl", "{}\n")
    store.delete_prefix("train/k/checkpoints/step-0000003")
    store.delete("conv/k/_journal/shard-00000/part-a-1.jsonl")
    root = tmp_path / "store"
    assert not (root / "train/k/checkpoints/step-0000003").exists()
    assert (root / "train/k/checkpoints/step-0000006/state.pt").is_file()
    assert not (root / "conv/k/_journal").exists() and (root / "conv/k/shard-00000.jsonl").is_file()
    store.delete_prefix("")
    assert root.is_dir() and list(root.iterdir()) == []
    store.write_text("train/k/checkpoints/LATEST", "x")  # writing into a pruned folder recreates it
    assert store.read_text("train/k/checkpoints/LATEST") == "x"
