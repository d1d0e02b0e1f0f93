"""Scheduled retraining as it runs in production: `eagle-pipeline deploy` with an every-minute cron against a real
`prefect server`, whose own scheduler service creates the `retrain_on_traffic` flow run, which a real `cpu` process
worker runs to a final state that says why (here: too little new traffic, watermark kept)."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path

import flows_helpers as fh
import pytest
from conftest import free_port

# The scheduler service's loop (default 60 s) and the window it fills, through Prefect's own settings.
FAST_SCHEDULER = {"PREFECT_SERVER_SERVICES_SCHEDULER_LOOP_SECONDS": "5",
                  "PREFECT_SERVER_SERVICES_SCHEDULER_RECENT_DEPLOYMENTS_LOOP_SECONDS": "2",
                  "PREFECT_SERVER_SERVICES_SCHEDULER_MIN_RUNS": "2",
                  "PREFECT_SERVER_SERVICES_SCHEDULER_MAX_RUNS": "3"}


@contextlib.contextmanager
def _client(api: str):
    from prefect.client.orchestration import get_client
    from prefect.settings import PREFECT_API_URL, temporary_settings

    with temporary_settings(updates={PREFECT_API_URL: api}), get_client(sync_client=True) as client:
        yield client


def _retrain_runs(api: str) -> list:
    from prefect.client.schemas.filters import FlowFilter, FlowFilterName

    with _client(api) as client:
        return client.read_flow_runs(flow_filter=FlowFilter(name=FlowFilterName(any_=["retrain_on_traffic"])))


def traffic_config(tmp: Path, lines: int) -> dict:
    """A tiny config whose only source is a traffic log folder holding `lines` requests (fewer than
    retrain.min_new_samples, so a retrain run reads them and stops, saying so)."""
    logs = tmp / "traffic"
    logs.mkdir()
    rows = [json.dumps({"request_id": f"req-{i}", "request": {"model": "m", "messages": [
        {"role": "user", "content": f"Write one short sentence about {fh.TOPICS[i]}."}]}}) for i in range(lines)]
    (logs / "requests.jsonl").write_text("\n".join(rows) + "\n")
    return fh.tiny_config(tmp, data={"sources": [{"kind": "traffic", "path": str(logs)}]},
                          retrain={"min_new_samples": 10, "cron": "* * * * *"})


@pytest.mark.slow
def test_server_scheduler_creates_the_retrain_run_and_a_worker_finishes_it(tmp_path):
    home = tmp_path / "prefect-home"
    server, api = fh.start_prefect_server(home, free_port(), settings=FAST_SCHEDULER)
    env = fh.prefect_env(home, api)
    cfg_path = fh.write_config(tmp_path / "traffic.yaml", traffic_config(tmp_path, lines=3))
    worker = None
    try:
        t0 = time.time()
        res = fh.run_cli(["deploy", "--config", str(cfg_path)], env, tmp_path, timeout=300)
        assert res.returncode == 0, res.stdout + res.stderr
        assert "deployment retrain_on_traffic/traffic" in res.stdout and "cron '* * * * *'" in res.stdout
        deployed = time.time()
        worker = fh.start_worker("cpu", env, tmp_path, tmp_path / "worker.log")

        created = None
        while time.time() < deployed + 120 and not created:
            created = [r for r in _retrain_runs(api) if r.auto_scheduled]
            time.sleep(2)
        assert created, f"the server's scheduler created no retrain_on_traffic run in 120 s\n" \
                        f"{(home / 'server.log').read_text(errors='replace')[-3000:]}"
        print(f"deploy took {deployed - t0:.1f}s; first scheduled run created {time.time() - deployed:.1f}s later")

        # The first one due runs on the worker (every later minute adds another; the first is what we follow).
        first = min(created, key=lambda r: r.expected_start_time)
        deadline = time.time() + 600
        with _client(api) as client:
            while time.time() < deadline:
                run = client.read_flow_run(first.id)
                if run.state is not None and run.state.is_final():
                    break
                time.sleep(3)
        log = (tmp_path / "worker.log").read_text(errors="replace")[-4000:]
        assert run.state is not None and run.state.is_final(), f"not finished: {run.state}\n{log}"
        print(f"scheduled run finished {time.time() - deployed:.1f}s after deploy: {run.state.name} "
              f"({run.state.message})")
        assert run.auto_scheduled and run.work_pool_name == "cpu"
        assert run.state.is_completed(), f"{run.state}\n{log}"
        assert "only 3 new traffic samples" in run.state.message
        assert "retrain.min_new_samples = 10" in run.state.message
        assert "watermark not advanced" in run.state.message
        assert not list((Path(tmp_path) / "artifacts" / "watermarks").glob("*.json"))  # nothing consumed

        # A second config deploys beside the first (named after its file) without touching it.
        other = fh.write_config(tmp_path / "other.yaml", fh.tiny_config(tmp_path))
        res = fh.run_cli(["deploy", "--config", str(other)], env, tmp_path, timeout=300)
        assert res.returncode == 0, res.stdout + res.stderr
        assert "no retrain_on_traffic/other" in res.stdout
        with _client(api) as client:
            deps = {f"{client.read_flow(d.flow_id).name}/{d.name}": d for d in client.read_deployments()}
        assert {"pipeline/traffic", "pipeline/other", "retrain_on_traffic/traffic"} <= set(deps)
        assert "retrain_on_traffic/other" not in deps
        assert deps["pipeline/traffic"].parameters["config"] == str(cfg_path)
        assert deps["pipeline/other"].parameters["config"] == str(other)
    finally:
        if worker is not None:
            fh.stop(worker)
        fh.stop(server)
