"""pipeline: the whole thing end to end, and `eagle-pipeline run --config C [--set k=v ...]`.

build_dataset -> train_head (here, or on the gpu pool) -> evaluate -> compare (the champion on the same
prompts) -> register, run inline (the same wiring as those flows, without a subflow's bookkeeping per step); then
the traffic watermark (if any source is traffic) and the dataset history advance, only after everything else
succeeded.
"""

from __future__ import annotations

import sys
from typing import Any

from prefect import flow, get_run_logger

from flows.build_dataset import dataset_steps
from flows.common import StageLog, call, format_stages, pipeline_config, stage_logging
from flows.train_head import train
from tasks.data import commit_watermark_task
from tasks.model import compare_task, evaluate_task, register_task
from tasks.retrain import record_history_task

LINEAGE = ("prompts", "conversations", "tokenized", "vocab")


def summarize(stages: list[dict[str, Any]], trained: dict, evaluation: dict, reg: dict) -> dict[str, Any]:
    from prefect.runtime import flow_run

    return {
        "flow_run_id": str(flow_run.id) if flow_run.id else None,
        "stages": stages,
        "head_uri": trained.get("head_uri"),
        "report_uri": evaluation.get("report_uri"),
        "tau": evaluation.get("tau"),
        "model_uri": reg.get("model_uri"),
        "model_name": reg.get("model_name"),
        "version": reg.get("version"),
        "promoted": reg.get("promoted"),
        "promotion": reg.get("promotion"),
        "mlflow_run_id": reg.get("run_id"),
        "mlflow_run_url": reg.get("run_url"),
        "mlflow_version_url": reg.get("version_url"),
    }


@flow(name="pipeline")
def pipeline(config: str | None = None, overrides: list[str] | None = None) -> dict[str, Any]:
    """End to end from a config file (+ `a.b=c` overrides); returns where everything went."""
    stage_logging()
    cfg = pipeline_config(config, overrides)
    with StageLog() as log:
        data = dataset_steps(cfg)
        trained = train(cfg, data["tokenized"], data["vocab"])
        evaluation = call(evaluate_task, cfg, trained, data["conversations"])
        comparison = call(compare_task, cfg, trained, evaluation)
        reg = call(register_task, cfg, trained, evaluation, {k: data[k] for k in LINEAGE}, comparison)
        commit_watermark_task(cfg, data["prompts"])
        record_history_task(cfg, data["conversations"], reg)
    out = summarize(log.rows, trained, evaluation, reg)
    get_run_logger().info("pipeline done: tau %s, %s (%s)\n%s", _fmt_tau(out["tau"]), out["model_uri"],
                          "champion" if out["promoted"] else "not promoted", format_stages(log.rows))
    return out


def _fmt_tau(tau: float | None) -> str:
    return "n/a" if tau is None else f"{tau:.2f}"


def print_summary(out: dict[str, Any], seconds: float, file: Any = sys.stdout) -> None:
    print("\n" + format_stages(out["stages"]), file=file)
    print(f"\nwall time: {seconds:.1f}s", file=file)
    print(f"report:    {out.get('report_uri')}  (tau {_fmt_tau(out.get('tau'))})", file=file)
    print(f"head:      {out.get('head_uri')}", file=file)
    alias = "champion" if out.get("promoted") else "challenger (champion kept)"
    print(f"model:     {out.get('model_uri')}  [{alias}]", file=file)
    if out.get("promotion"):
        print(f"promotion: {out['promotion']}", file=file)
    print(f"mlflow:    {out.get('mlflow_run_url') or out.get('mlflow_run_id')}", file=file)
    if out.get("mlflow_version_url"):  # the version's page: the reviewer's one page (`eagle-pipeline ui` serves it)
        print(f"version:   {out['mlflow_version_url']}", file=file)


def storage_problem(cfg: Any) -> str | None:
    """An s3:// store this machine has no credentials for, said in one line before anything starts (otherwise a
    botocore traceback after Prefect's start-up and the task's retries)."""
    if not cfg.storage.root.startswith("s3://"):
        return None
    from botocore.exceptions import NoCredentialsError, PartialCredentialsError

    from tasks.common import store_of

    try:
        store_of(cfg).read_manifest("_preflight")
    except (NoCredentialsError, PartialCredentialsError):
        return (f"storage.root {cfg.storage.root}: no AWS credentials found (set AWS_ACCESS_KEY_ID and "
                f"AWS_SECRET_ACCESS_KEY or AWS_PROFILE; for MinIO also storage.endpoint_url)")
    return None
