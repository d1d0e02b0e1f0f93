"""`eagle-pipeline <command> ...`: a thin dispatcher; each stage module owns its own arguments.

Modules are imported only for the command that runs, so `eagle-pipeline scrub` never loads torch.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from eagle_core.config import ConfigError, PipelineConfig, load_config

COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("flows.pipeline", "run the whole pipeline (Prefect flow) from a config"),
    "extract": ("eagle_core.data.sources", "read prompt sources into scrubbed prompt shards"),
    "scrub": ("eagle_core.data.pii", "PII/DLP-scrub an OpenAI-messages JSONL file"),
    "regenerate": ("eagle_core.data.regenerate", "regenerate answers with the target model through an engine"),
    "tokenize": ("eagle_core.data.tokenize", "chat-template + assistant-mask tokenization, draft vocab"),
    "train": ("eagle_core.train.trainer", "train the EAGLE-3 draft head"),
    "evaluate": ("eagle_core.evaluate.report", "acceptance length and speedup of a head"),
    "compare": ("eagle_core.evaluate.compare", "a head's tau against another's (the champion) on the same prompts"),
    "register": ("eagle_core.registry", "log a run and register a head in MLflow"),
    "export": ("eagle_core.registry", "fetch a registered head as an SGLang/vLLM-ready folder"),
    "ui": ("eagle_core.registry", "start the MLflow UI on the configured tracking store"),
    "config": ("eagle_core.cli", "print the resolved config (--show) or the key reference (--reference)"),
    "deploy": ("flows.deploy", "create work pools and Prefect deployments"),
    "retrain": ("flows.retrain_on_traffic", "retrain on new production traffic since the watermark"),
}


def config_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A parser with the options every stage shares: `--config FILE` and repeated `--set a.b=c`."""
    p = argparse.ArgumentParser(prog=f"eagle-pipeline {prog}", description=description)
    p.add_argument("--config", "-c", default=None, help="pipeline YAML config (defaults if omitted)")
    p.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE",
                   help="override a config value, e.g. --set training.lr=5e-5 (repeatable)")
    return p


def config_from_args(args: argparse.Namespace) -> PipelineConfig:
    return load_config(args.config, args.overrides)


def cli_config(argv: list[str]) -> int:
    p = config_parser("config", "Print the config a run would use: the file with defaults and --set overrides "
                                "applied (secrets, credentials in URLs and PII term lists masked, as in MLflow), "
                                "or the reference of every key.")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--show", action="store_true", help="the resolved config as YAML (the default)")
    what.add_argument("--reference", action="store_true", help="every key with type, default and notes (Markdown)")
    args = p.parse_args(argv)
    if args.reference:
        from eagle_core.config_reference import reference_markdown

        print(reference_markdown(), end="")
        return 0
    import yaml

    from eagle_core.config_redaction import redacted_config

    print(yaml.safe_dump(redacted_config(config_from_args(args), mask=True), sort_keys=False, allow_unicode=True),
          end="")
    return 0


def _usage() -> str:
    width = max(len(c) for c in COMMANDS)
    lines = ["usage: eagle-pipeline <command> [options]", "", "commands:"]
    lines += [f"  {name:<{width}}  {help_}" for name, (_, help_) in COMMANDS.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(_usage())
        return 0 if argv else 2
    name, rest = argv[0], argv[1:]
    if name not in COMMANDS:
        print(f"unknown command {name!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    module = importlib.import_module(COMMANDS[name][0])
    entry = getattr(module, f"cli_{name}")
    try:
        return int(entry(rest) or 0)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
