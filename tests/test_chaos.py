"""Chaos (slow): `eagle-pipeline run` on the tiny pipeline, killed or interrupted at chosen points with real
signals (kill -9 of the process group, SIGKILL at a named point through EAGLE_TEST_KILL_AT, SIGTERM, Ctrl-C), then
rerun; every outcome compared with an undisturbed run: conversation shards and head byte-identical, every record
exactly once, one model version with both aliases, one finished MLflow run holding every training step once, no
process left behind, and a signalled run gone within 10 s."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import flows_helpers as fh

pytestmark = pytest.mark.slow

SIGNALLED = {"kill9-regenerate": (signal.SIGKILL, None), "sigterm-regenerate": (signal.SIGTERM, 143),
             "sigint-regenerate": (signal.SIGINT, 130)}
KILL_POINTS = {"kill9-train-after-checkpoint": "train:after_checkpoint",
               "kill9-register-after-version": "register:after_version",
               "kill9-register-after-alias": "register:after_alias"}


def _config(tmp: Path) -> Path:
    cfg = fh.quick_config(tmp, n=16, regeneration={"max_tokens": 24, "shard_size": 4, "journal_flush_records": 1},
                          training={"max_steps": 12, "epochs": 10, "checkpoint_every": 5})
    return fh.write_config(tmp / "tiny.yaml", cfg)


def _env(tmp: Path, kill_at: str | None = None) -> dict[str, str]:
    env = fh.prefect_env(tmp / "prefect")  # no PREFECT_API_URL: each run starts the temporary server, as a user's
    env["PYTHONUNBUFFERED"] = "1"
    if kill_at:
        env["EAGLE_TEST_KILL_AT"] = kill_at
    return env


def _start(tmp: Path, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "flows.cli", "run", str(tmp / "tiny.yaml"), "--json",
                             str(tmp / "summary.json")], env=env, cwd=fh.ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True,
                            preexec_fn=fh.terminal_signals)


def _gone_within(tmp: Path, seconds: float) -> list[str]:
    """The processes still left after waiting up to `seconds` for them to exit."""
    deadline = time.monotonic() + seconds
    while (left := _leftovers(tmp)) and time.monotonic() < deadline:
        time.sleep(0.25)
    return left


def _leftovers(tmp: Path) -> list[str]:
    """Processes whose environment points at this test's Prefect home (CLI, temporary server, engine, workers)."""
    needle = f"PREFECT_HOME={tmp / 'prefect'}".encode()
    found = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit() and int(d.name) != os.getpid():
            try:
                if needle in (d / "environ").read_bytes().split(b"\0"):
                    found.append(f"{d.name}: {(d / 'cmdline').read_bytes().replace(bytes(1), b' ')[:120]!r}")
            except OSError:
                pass
    return found


def _outcome(tmp: Path) -> dict:
    from eagle_core.config import load_config
    from eagle_core.registry.tracking import experiment_name, registered_model_name

    cfg = load_config(str(tmp / "tiny.yaml"), [])
    root = Path(cfg.storage.root)
    shards = {p.relative_to(root).as_posix().split("/", 2)[-1]: p.read_bytes()
              for p in sorted(root.glob("conversations/*/shard-*.jsonl"))}
    ids = [json.loads(line)["id"] for data in shards.values() for line in data.decode().splitlines() if line.strip()]
    head = {p.name: p.read_bytes() for p in sorted(root.glob("train/*/head/*")) if p.is_file()}
    uri = f"sqlite:///{Path(cfg.tracking.uri[len('sqlite:///'):]).resolve()}"
    client = fh.mlflow_client(uri)
    name = registered_model_name(cfg)
    versions = [client.get_model_version(name, v.version) for v in client.search_model_versions(f"name = '{name}'")]
    exp = client.get_experiment_by_name(experiment_name(cfg))
    runs = client.search_runs([exp.experiment_id]) if exp else []
    finished = [r for r in runs if r.info.status == "FINISHED"]
    steps = sorted(m.step for m in client.get_metric_history(finished[0].info.run_id, "train/loss")) if finished else []
    return {"shards": shards, "ids": ids, "head": head, "steps": steps,
            "versions": sorted((str(v.version), tuple(sorted(v.aliases))) for v in versions),
            "runs": sorted(r.info.status for r in runs)}


@pytest.fixture(scope="module")
def undisturbed(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("undisturbed")
    _config(tmp)
    proc = _start(tmp, _env(tmp))
    out, _ = proc.communicate(timeout=1500)
    assert proc.returncode == 0, out[-4000:]
    return _outcome(tmp)


@pytest.mark.parametrize("scenario", [*SIGNALLED, *KILL_POINTS])
def test_chaos_rerun_matches_the_undisturbed_run(tmp_path, undisturbed, scenario):
    _config(tmp_path)
    took = None
    if scenario in SIGNALLED:
        sig, code = SIGNALLED[scenario]
        proc = _start(tmp_path, _env(tmp_path))
        lines = []
        for line in proc.stdout:  # wait until regeneration has journaled a few answers
            lines.append(line)
            if "Task run 'regenerate'" in line and "conversations: writing" in line:
                break
        root = tmp_path / "artifacts" / "conversations"
        deadline = time.time() + 600
        while time.time() < deadline and (len(list(root.glob("*/_journal/*/part-*.jsonl")))
                                          + 4 * len(list(root.glob("*/shard-*.jsonl")))) < 3:
            time.sleep(0.2)  # three answers done (journaled, or already compacted into a shard of 4)
        t0 = time.monotonic()
        os.killpg(proc.pid, sig) if sig != signal.SIGTERM else proc.send_signal(sig)
        out = "".join(lines) + proc.stdout.read()
        rc = proc.wait(timeout=120)
        took = time.monotonic() - t0
        assert rc == (code if code is not None else -signal.SIGKILL), out[-4000:]
        if code is not None:
            assert "Finished in state Crashed" in out and "state Running()" not in out, out[-4000:]
    else:
        proc = _start(tmp_path, _env(tmp_path, KILL_POINTS[scenario]))
        out, _ = proc.communicate(timeout=1500)
        assert proc.returncode == -signal.SIGKILL, out[-4000:]
    assert _gone_within(tmp_path, 10.0) == []  # PDEATHSIG'd children shut down gracefully (SIGTERM) first

    proc = _start(tmp_path, _env(tmp_path))
    out, _ = proc.communicate(timeout=1500)
    assert proc.returncode == 0, out[-4000:]
    got = _outcome(tmp_path)
    assert got["shards"] == undisturbed["shards"] and got["head"] == undisturbed["head"]
    assert sorted(got["ids"]) == sorted(set(got["ids"])) == sorted(undisturbed["ids"])
    assert got["versions"] == [("1", ("challenger", "champion"))]
    assert got["runs"].count("FINISHED") == 1 and "RUNNING" not in got["runs"], got["runs"]
    assert got["steps"] == undisturbed["steps"] == list(range(1, len(got["steps"]) + 1))
    assert _gone_within(tmp_path, 10.0) == []
    if took is not None:
        assert took < 10, took
    print(f"{scenario}: exit {took if took is None else round(took, 1)} s after the signal; rerun identical")
