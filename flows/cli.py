"""The `eagle-pipeline` console script: the Prefect commands (`run`, `deploy`, `retrain`) live here, beside the
flows they start; every stage command is handed down to `eagle_core.cli`, which knows nothing of Prefect."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from eagle_core import cli as stage_cli
from eagle_core.cli import config_from_args, config_parser


def cli_run(argv: list[str]) -> int:
    from flows.interrupts import (arm_exit_code, exit_code_after_interrupt, interrupt_of, sigterm_as_interrupt,
                                  start_temporary_server)
    from flows.pipeline import pipeline, print_summary, stage_logging, storage_problem

    p = config_parser("run", "run the whole pipeline as a Prefect flow (ephemeral API unless PREFECT_API_URL is set)")
    p.add_argument("config_file", nargs="?", default=None, help="pipeline YAML config (same as --config)")
    p.add_argument("--json", default=None, help="also write the run summary as JSON to this file")
    p.add_argument("--refresh-cache", action="store_true",
                   help="ignore Prefect's cached results (stages still reuse outputs committed in the store)")
    p.add_argument("--plan", "--dry-run", dest="plan", action="store_true",
                   help="print each stage's cache key and whether its output is committed (reused) or would run; "
                        "start nothing")
    args = p.parse_args(argv)
    if args.config_file and args.config and args.config_file != args.config:
        p.error("give the config once: positionally or with --config")
    args.config = args.config or args.config_file
    if args.refresh_cache:
        os.environ["PREFECT_TASKS_REFRESH_CACHE"] = "true"
    cfg = config_from_args(args)  # fail fast, with the key named, before Prefect starts
    problem = storage_problem(cfg)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    if args.plan:
        from flows.plan import format_plan, plan_rows

        print(format_plan(plan_rows(cfg)))
        return 0
    config = str(Path(args.config).resolve()) if args.config else None
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")  # the ephemeral server inherits it
    stage_logging()
    t0 = time.perf_counter()
    arm_exit_code()
    try:
        with sigterm_as_interrupt():
            start_temporary_server()
            out = pipeline(config=config, overrides=args.overrides)
    except BaseException as exc:  # noqa: BLE001 - Ctrl-C / SIGTERM end the run with their own exit code
        stop = interrupt_of(exc)
        if stop is None:
            raise
        print(f"\neagle-pipeline run: {stop} after {time.perf_counter() - t0:.1f}s; the running stage was stopped "
              f"(its engine too) and committed nothing; stages committed before it are kept and a rerun resumes "
              f"from them (exit {stop.code})", file=sys.stderr, flush=True)
        return exit_code_after_interrupt(stop.code)
    seconds = time.perf_counter() - t0
    print_summary(out, seconds)
    if args.json:
        import json

        Path(args.json).write_text(json.dumps(out | {"seconds": seconds}, indent=2, default=str))
    return 0


def cli_retrain(argv: list[str]) -> int:
    from flows.pipeline import print_summary, stage_logging
    from flows.retrain_on_traffic import retrain_on_traffic, traffic_only

    p = config_parser("retrain", "retrain on new production traffic since the watermark")
    args = p.parse_args(argv)
    traffic_only(config_from_args(args))
    stage_logging()
    t0 = time.perf_counter()
    out = retrain_on_traffic(config=str(Path(args.config).resolve()) if args.config else None,
                             overrides=args.overrides)
    if out["status"] == "skipped":
        print(out["message"])
        return 0
    print(f"retrained on {out['new_samples']} new samples (+{out['replayed']} replayed)")
    print_summary(out, time.perf_counter() - t0)
    return 0


def cli_deploy(argv: list[str]) -> int:
    from flows import deploy as d

    p = argparse.ArgumentParser(prog="eagle-pipeline deploy", description=(d.__doc__ or "").split("\n")[0])
    p.add_argument("--config", "-c", default="configs/demo.yaml",
                   help="config path the deployments pass to their flows (relative paths: cwd, then the project)")
    p.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--cron", default=None, help="retrain schedule (default: retrain.cron of the config)")
    p.add_argument("--pools-only", action="store_true", help="only create the work pools")
    args = p.parse_args(argv)
    if not os.environ.get("PREFECT_API_URL"):
        from prefect.settings import PREFECT_API_URL

        if not PREFECT_API_URL.value():
            print("error: set PREFECT_API_URL (e.g. http://127.0.0.1:4200/api after `prefect server start`); "
                  "deployments need a server that outlives this command")
            return 2
    created = d.ensure_pools()
    print(f"work pools: {', '.join(d.POOLS)}" + (f" (created {', '.join(created)})" if created else " (existed)"))
    if args.pools_only:
        return 0
    from eagle_core.config import load_config
    from flows.common import resolve_config_path

    cfg = load_config(resolve_config_path(args.config), args.overrides)  # a bad config fails here, key named
    name, cron = d.deployment_name(cfg, args.config), args.cron or cfg.retrain.cron
    ids = d.deploy(args.config, args.overrides, args.cron)
    for dep, dep_id in ids.items():
        print(f"deployment {dep}: {dep_id}" + (f"  (schedule: cron '{cron}' UTC)" if dep.startswith("retrain") else ""))
    if not d.has_traffic(cfg):
        print(f"no retrain_on_traffic/{name}: {args.config} has no data.sources entry with kind: traffic")
    print("start workers:  prefect worker start --pool cpu   |   prefect worker start --pool gpu")
    print(f"run:            {d.run_command(f'pipeline/{name}', d.portable_config_path(args.config), args.overrides)}")
    return 0


FLOW_COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {
    "run": (cli_run, "run the whole pipeline (Prefect flow) from a config"),
    "deploy": (cli_deploy, "create work pools and Prefect deployments"),
    "retrain": (cli_retrain, "retrain on new production traffic since the watermark"),
}
COMMANDS = {"run": FLOW_COMMANDS["run"], **stage_cli.COMMANDS, "deploy": FLOW_COMMANDS["deploy"],
            "retrain": FLOW_COMMANDS["retrain"]}


def main(argv: list[str] | None = None) -> int:
    return stage_cli.dispatch(list(sys.argv[1:] if argv is None else argv), COMMANDS)


if __name__ == "__main__":
    sys.exit(main())
