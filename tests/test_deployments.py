"""Deployments: prefect.yaml and `eagle-pipeline deploy` describe the same three deployments on the cpu/gpu pools;
against a real `prefect server` with process workers, `prefect deployment run 'pipeline/demo'` completes, with
training dispatched to the gpu pool through run_deployment, and leaves its artifacts and Prefect artifacts."""

from __future__ import annotations

import contextlib
import importlib
import json
import subprocess
import sys
import time
from pathlib import Path

import flows_helpers as fh
import pytest
import yaml
from flows_helpers import prefect_server  # noqa: F401  (session fixture)

ROOT = Path(__file__).resolve().parents[1]
YAML = ROOT / "deployments" / "prefect.yaml"


def _yaml_deployments() -> dict[str, dict]:
    return {d["name"]: d for d in yaml.safe_load(YAML.read_text())["deployments"]}


def test_prefect_yaml_matches_the_deploy_helper():
    from eagle_core.config import load_config
    from flows.deploy import POOLS, deployment_name, deployment_specs, has_traffic

    deps = _yaml_deployments()
    cfg = load_config(str(ROOT / "configs" / "demo.yaml"))
    assert deployment_name(cfg, "configs/demo.yaml") == "demo" and not has_traffic(cfg)
    specs = {s["name"]: s for s in deployment_specs("configs/demo.yaml", [], cfg.retrain.cron, ROOT, "demo",
                                                    has_traffic(cfg))}
    assert set(deps) == set(specs) == {"demo", "gpu"}  # no traffic retrain for a config without traffic
    for name, spec in specs.items():
        d = deps[name]
        assert d["entrypoint"] == spec["entrypoint"] and d["work_pool"]["name"] == spec["work_pool_name"]
        assert d["work_pool"]["name"] in POOLS
        module, _, attr = d["entrypoint"].partition(":")
        flow = getattr(importlib.import_module(module.removesuffix(".py").replace("/", ".")), attr)
        assert type(flow).__name__ == "Flow"
        if "parameters" in d:
            assert set(d["parameters"]) <= set(flow.parameters.properties)  # names the flow really takes
    assert deps["gpu"]["work_pool"]["job_variables"]["env"]["CUDA_VISIBLE_DEVICES"] == "0"
    assert deps["demo"]["parameters"]["config"] == "configs/demo.yaml"


def test_deployment_names_follow_the_config_and_the_run_line_parses_back(tmp_path):
    import shlex

    from eagle_core.config import load_config
    from flows.deploy import deployment_name, portable_config_path, run_command

    path = fh.write_config(tmp_path / "llama-prod.yaml", fh.tiny_config(tmp_path))
    cfg = load_config(str(path))
    assert deployment_name(cfg, str(path)) == "llama-prod"
    cfg = load_config(str(path), ["deployment.name=llama3-8b"])
    assert deployment_name(cfg, str(path)) == "llama3-8b"
    with pytest.raises(ValueError, match="deployment"):
        load_config(str(path), ["deployment.name=a/b"])  # "/" would split flow/deployment
    assert portable_config_path(str(path)) == str(path)  # outside the project: absolute
    assert portable_config_path(str(ROOT / "configs" / "demo.yaml")) == "configs/demo.yaml"

    line = run_command("pipeline/llama3-8b", str(path), ["data.sources.0.limit=30", "training.max_steps=1"])
    argv = shlex.split(line)
    assert argv[:4] == ["prefect", "deployment", "run", "pipeline/llama3-8b"]
    params = dict(argv[i + 1].split("=", 1) for i, a in enumerate(argv) if a == "--param")
    assert params["config"] == str(path)
    assert json.loads(params["overrides"]) == ["data.sources.0.limit=30", "training.max_steps=1"]


def test_train_deployment_name_matches_the_yaml():
    from tasks.model import train_deployment_name

    assert train_deployment_name("gpu") == "train_head/gpu"
    assert _yaml_deployments()["gpu"]["entrypoint"].endswith(":train_head")


@contextlib.contextmanager
def _client(api: str):
    from prefect.client.orchestration import get_client
    from prefect.settings import PREFECT_API_URL, temporary_settings

    with temporary_settings(updates={PREFECT_API_URL: api}), get_client(sync_client=True) as client:
        yield client


def _wait_flow_run(api: str, run_id: str, timeout: float) -> object:
    deadline = time.time() + timeout
    with _client(api) as client:
        while time.time() < deadline:
            run = client.read_flow_run(run_id)
            if run.state is not None and run.state.is_final():
                return run
            time.sleep(3)
    raise TimeoutError(f"flow run {run_id} not finished after {timeout}s")


@pytest.mark.slow
def test_server_pools_deploy_worker_and_deployment_run(tmp_path, prefect_server):
    api, home = prefect_server
    env = fh.prefect_env(home, api)
    cfg = fh.quick_config(tmp_path, training={"work_pool": "gpu"})
    cfg_path = fh.write_config(tmp_path / "tiny.yaml", cfg)
    workers = []
    try:
        res = fh.run_cli(["deploy", "--config", str(cfg_path)], env, tmp_path, timeout=300)
        assert res.returncode == 0, res.stdout + res.stderr
        assert "deployment pipeline/tiny" in res.stdout and "deployment train_head/gpu" in res.stdout
        assert "no retrain_on_traffic/tiny" in res.stdout  # tiny.yaml has no traffic source

        with _client(api) as client:
            pools = {p.name: p.type for p in client.read_work_pools()}
            assert pools.get("cpu") == "process" and pools.get("gpu") == "process"
            deps = {f"{client.read_flow(d.flow_id).name}/{d.name}": d for d in client.read_deployments()}
        assert {"pipeline/tiny", "train_head/gpu"} <= set(deps) and "retrain_on_traffic/tiny" not in deps
        assert deps["pipeline/tiny"].parameters["config"] == str(cfg_path)

        for pool in ("cpu", "gpu"):
            log = open(tmp_path / f"worker-{pool}.log", "wb")
            workers.append(subprocess.Popen(
                [sys.executable, "-m", "prefect", "worker", "start", "--pool", pool, "--type", "process",
                 "--prefetch-seconds", "5"], env=env, cwd=tmp_path, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True))

        res = subprocess.run([sys.executable, "-m", "prefect", "deployment", "run", "pipeline/tiny"], env=env,
                             cwd=tmp_path, capture_output=True, text=True, timeout=120)
        assert res.returncode == 0, res.stdout + res.stderr
        run_id = next(line.split()[-1] for line in res.stdout.splitlines() if "UUID" in line)
        run = _wait_flow_run(api, run_id, timeout=1500)
        logs = "".join((tmp_path / f"worker-{p}.log").read_text(errors="replace")[-3000:] for p in ("cpu", "gpu"))
        assert run.state.is_completed(), f"{run.state}\n{logs}"

        with _client(api) as client:
            from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterDeploymentId

            from prefect.client.schemas.sorting import ArtifactSort, FlowRunSort

            trains = client.read_flow_runs(flow_run_filter=FlowRunFilter(
                deployment_id=FlowRunFilterDeploymentId(any_=[deps["train_head/gpu"].id])),
                sort=FlowRunSort.ID_DESC, limit=10)
            assert len(trains) == 1 and trains[0].state.is_completed()  # training ran on the gpu pool
            assert trains[0].work_pool_name == "gpu"
            keys = {a.key for a in client.read_artifacts(sort=ArtifactSort.ID_DESC, limit=100)}
        assert {"pii-report", "eval-report"} <= keys

        root = Path(cfg["storage"]["root"])
        for stage in ("prompts", "conversations", "tokenized", "vocab", "train", "evaluate", "register"):
            manifests = list((root / stage).glob("*/manifest.json"))
            assert len(manifests) == 1, stage
        reg = json.loads(next((root / "register").glob("*/registration.json")).read_text())
        assert reg["version"] == "1" and reg["promoted"] is True
        head = next((root / "train").glob("*/head/model.safetensors"))
        assert head.stat().st_size > 0

        # the YAML route creates the same deployments (pools exist now)
        res = subprocess.run([sys.executable, "-m", "prefect", "--no-prompt", "deploy", "--all", "--prefect-file",
                              str(YAML)], env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
        with _client(api) as client:
            assert client.read_deployment_by_name("pipeline/demo").work_pool_name == "cpu"
            assert client.read_deployment_by_name("train_head/gpu").work_pool_name == "gpu"
    finally:
        for w in workers:
            fh.stop(w)


PLANTED_EMAIL = "jane.roe.4417@example.org"


def small_run_overrides(tmp: Path) -> list[str]:
    """configs/demo.yaml made small through run parameters only: 30 short prompts (one carrying a planted email),
    16-token answers, one training step, 2 held-out + 1 HumanEval prompts of 8 tokens."""
    prompts = tmp / "prompts.jsonl"
    texts = [f"Write one short sentence about {t}." for t in fh.TOPICS] + \
            [f"Name one colour you link with {t}." for t in fh.TOPICS[:6]]
    texts[5] = f"My address is {PLANTED_EMAIL}. {texts[5]}"
    prompts.write_text("".join(json.dumps({"id": f"p{i:02d}", "messages": [{"role": "user", "content": t}]}) + "\n"
                               for i, t in enumerate(texts)))
    return [f"storage.root={tmp / 'artifacts'}", f"tracking.uri=sqlite:///{tmp / 'mlflow.db'}",
            "data.sources.0.kind=messages", f"data.sources.0.path={prompts}", "data.sources.0.limit=30",
            "data.holdout_fraction=0.3", "pii.n_process=1", "engine.cpu_kv_blocks=16",
            "regeneration.max_tokens=16", "regeneration.concurrency=8", "tokenization.max_length=256",
            "vocab.draft_vocab_size=512", "training.max_steps=1", "training.epochs=1", "training.batch_size=2",
            "training.ttt_length=2", "training.max_length=256", "evaluation.benchmarks.0.num_prompts=2",
            "evaluation.benchmarks.1.num_prompts=1", "evaluation.max_new_tokens=8", "evaluation.tree_topk=2",
            "evaluation.tree_num_draft_tokens=4", "evaluation.threads=1"]


@pytest.mark.slow
def test_deployment_run_with_config_and_overrides_completes_with_stage_logs(tmp_path, prefect_server):
    """`eagle-pipeline deploy --config configs/demo.yaml`, then the `prefect deployment run` line it printed with
    overrides passed as a parameter: a cpu worker runs the 30-prompt pipeline to Completed, and the run's logs in
    the API hold the stages' own `eagle_core` lines, never the planted email of a prompt."""
    import shlex

    from prefect.client.schemas.filters import LogFilter, LogFilterFlowRunId

    api, home = prefect_server
    env = fh.prefect_env(home, api)
    t0 = time.time()
    res = fh.run_cli(["deploy", "--config", "configs/demo.yaml"], env, tmp_path, timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
    t_deploy = time.time() - t0
    run_line = next(line.split("run:", 1)[1].strip() for line in res.stdout.splitlines() if line.startswith("run:"))
    argv = shlex.split(run_line)
    assert argv[:4] == ["prefect", "deployment", "run", "pipeline/demo"]
    assert "--param" in argv and "config=configs/demo.yaml" in argv and "overrides=[]" in argv
    argv[argv.index("overrides=[]")] = "overrides=" + json.dumps(small_run_overrides(tmp_path))

    worker = fh.start_worker("cpu", env, tmp_path, tmp_path / "worker.log")
    try:
        t1 = time.time()
        res = subprocess.run([sys.executable, "-m", *argv], env=env, cwd=tmp_path, capture_output=True, text=True,
                             timeout=120)
        assert res.returncode == 0, res.stdout + res.stderr
        run_id = next(line.split()[-1] for line in res.stdout.splitlines() if "UUID" in line)
        run = _wait_flow_run(api, run_id, timeout=1800)
        log = (tmp_path / "worker.log").read_text(errors="replace")[-4000:]
        assert run.state.is_completed(), f"{run.state}\n{log}"
        print(f"deploy {t_deploy:.1f}s; 30-prompt deployment run {time.time() - t1:.1f}s from "
              f"`prefect deployment run` to Completed")
        assert run.parameters["overrides"] == small_run_overrides(tmp_path)
        with _client(api) as client:
            logs = client.read_logs(log_filter=LogFilter(flow_run_id=LogFilterFlowRunId(any_=[run.id])), limit=200)
    finally:
        fh.stop(worker)
    names = {lg.name for lg in logs}
    assert any(n.startswith("eagle_core.") for n in names), names  # the stages' own lines, not only Prefect's
    assert any("extract: 30 prompts" in lg.message for lg in logs)  # eagle_core.data.sources' own line
    assert not [lg.name for lg in logs if PLANTED_EMAIL in lg.message]
    root = tmp_path / "artifacts"
    reg = json.loads(next((root / "register").glob("*/registration.json")).read_text())
    assert reg["version"] == "1"
    assert fh.grep_tree([root], [PLANTED_EMAIL]) == []
