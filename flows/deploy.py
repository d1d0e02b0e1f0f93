"""`eagle-pipeline deploy`: create the work pools and the Prefect deployments, programmatically.

Same result as `prefect work-pool create ...` + `prefect deploy --all --prefect-file deployments/prefect.yaml`:
- pools `cpu` and `gpu`, both `process` (docker / kubernetes variants: see deployments/prefect.yaml);
- `pipeline/<name>` (cpu pool; parameters: config path + overrides), name = `deployment.name` or the config's stem,
- `retrain_on_traffic/<name>` (cpu pool, cron `retrain.cron`), only when the config has a traffic source,
- `train_head/gpu` (gpu pool; started by the pipeline through `run_deployment` when training.work_pool=gpu).
Code is pulled from this project folder (`Flow.from_source(<path>)`), so a process worker on this machine or one
that mounts the same path runs it; images / git sources are the production variant.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eagle_core.config import PipelineConfig
from flows.common import PROJECT_ROOT

POOLS = {"cpu": "process", "gpu": "process"}
GPU_ENV = {"CUDA_VISIBLE_DEVICES": "0", "NCCL_P2P_DISABLE": "0", "PYTORCH_CUDA_ALLOC_CONF": "expandable_segments:True"}
COMMON_ENV = {"PREFECT_LOGGING_EXTRA_LOGGERS": "eagle_core", "TOKENIZERS_PARALLELISM": "false"}


def ensure_pools(pools: dict[str, str] | None = None) -> list[str]:
    """Create missing work pools (existing ones are left as they are); returns the names created."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.actions import WorkPoolCreate
    from prefect.exceptions import ObjectNotFound
    from prefect.workers.process import ProcessWorker

    created = []
    with get_client(sync_client=True) as client:
        for name, kind in (pools or POOLS).items():
            try:
                client.read_work_pool(name)
                continue
            except ObjectNotFound:
                pass
            template = ProcessWorker.get_default_base_job_template() if kind == "process" else None
            client.create_work_pool(WorkPoolCreate(name=name, type=kind, base_job_template=template or {}))
            created.append(name)
    return created


def deployment_name(cfg: PipelineConfig, config: str | None) -> str:
    """`deployment.name`, else the config file's stem ("demo" for configs/demo.yaml)."""
    return cfg.deployment.name or (Path(config).stem if config else cfg.name)


def has_traffic(cfg: PipelineConfig) -> bool:
    return any(s.kind == "traffic" for s in cfg.data.sources)


def portable_config_path(config: str) -> str:
    """The path a deployment passes to its flows: relative to the project when the file lies in it (workers that
    mount the project elsewhere still find it), else absolute (a worker's cwd is the project, not the caller's)."""
    path = Path(config).expanduser()
    if not path.is_file():
        return config  # resolve_config_path tries the project at run time
    path = path.resolve()
    try:
        return str(path.relative_to(PROJECT_ROOT))
    except ValueError:
        return str(path)


def deployment_specs(config: str, overrides: list[str], cron: str, source: Path, name: str = "demo",
                     traffic: bool = True) -> list[dict[str, Any]]:
    """Prefect deployment arguments: `pipeline/<name>`, `retrain_on_traffic/<name>` (only with a traffic source;
    scheduled on `cron`) and the shared `train_head/gpu`."""
    work = {"working_dir": str(source)}
    params = {"config": config, "overrides": overrides}
    specs = [
        dict(entrypoint="flows/pipeline.py:pipeline", name=name, work_pool_name="cpu", parameters=params,
             job_variables={**work, "env": COMMON_ENV}, tags=["eagle", "pipeline"],
             description="Extract, scrub, regenerate, tokenize, train, evaluate, compare with the champion and "
                         "register an EAGLE-3 head."),
        dict(entrypoint="flows/train_head.py:train_head", name="gpu", work_pool_name="gpu",
             job_variables={**work, "env": {**COMMON_ENV, **GPU_ENV}}, tags=["eagle", "train"],
             description="Train a head from tokenized data in the artifact store (run by the pipeline)."),
    ]
    if traffic:
        specs.insert(1, dict(
            entrypoint="flows/retrain_on_traffic.py:retrain_on_traffic", name=name, work_pool_name="cpu",
            parameters=params, cron=cron, concurrency_limit=1, job_variables={**work, "env": COMMON_ENV},
            tags=["eagle", "retrain"],
            description="Retrain on production traffic since the watermark; promote only if tau improves."))
    return specs


def deploy(config: str = "configs/demo.yaml", overrides: list[str] | None = None, cron: str | None = None,
           source: str | Path = PROJECT_ROOT) -> dict[str, str]:
    """Create pools and deployments against the current PREFECT_API_URL; returns {"flow/name": deployment id}."""
    from prefect import Flow

    from eagle_core.config import load_config
    from flows.common import resolve_config_path

    overrides = list(overrides or [])
    cfg = load_config(resolve_config_path(config), overrides)
    cron = cron or cfg.retrain.cron
    ensure_pools()
    ids = {}
    for spec in deployment_specs(portable_config_path(config), overrides, cron, Path(source).resolve(),
                                 deployment_name(cfg, config), has_traffic(cfg)):
        entrypoint = spec.pop("entrypoint")
        fl = Flow.from_source(source=str(source), entrypoint=entrypoint)
        dep_id = fl.deploy(build=False, push=False, print_next_steps=False, ignore_warnings=True, **spec)
        ids[f"{fl.name}/{spec['name']}"] = str(dep_id)
    return ids


def run_command(deployment: str, config: str, overrides: list[str]) -> str:
    """The `prefect deployment run` line that starts `deployment` with these parameters (shell-quoted)."""
    import json
    import shlex

    return (f"prefect deployment run {shlex.quote(deployment)} --param {shlex.quote(f'config={config}')} "
            f"--param {shlex.quote('overrides=' + json.dumps(overrides))}")
