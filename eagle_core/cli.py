"""`eagle-pipeline <stage> ...`: every stage command, each a thin call of one library function.

Stage modules know nothing of command lines; the Prefect commands (`run`, `deploy`, `retrain`) live with the flows
(`flows/cli.py`, the console script), which hands the stage commands down here. Library modules are imported only
for the command that runs, so `eagle-pipeline scrub` never loads torch.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from eagle_core.config import ConfigError, PipelineConfig, load_config

log = logging.getLogger("eagle_core.cli")


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


def cli_extract(argv: list[str]) -> int:
    from eagle_core.data.sources import commit_watermark, extract_stage
    from eagle_core.storage import ArtifactStore
    from eagle_core.errors import DeterministicError

    p = config_parser("extract", "read prompt sources into scrubbed prompt shards")
    p.add_argument("--out", default=None, help="output prefix in the artifact store (default prompts/<config digest>)")
    p.add_argument("--commit-watermark", action="store_true",
                   help="advance traffic watermarks right away (otherwise the pipeline does it after training data is built)")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    store = ArtifactStore.from_config(cfg.storage)
    out = args.out or f"prompts/{cfg.section_digest('data', 'pii', 'target')}"
    try:
        manifest = extract_stage(cfg, store, out)
    except (RuntimeError, FileNotFoundError, DeterministicError) as exc:  # no scrubber, a missing or bad source
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.commit_watermark:
        commit_watermark(store, manifest)
    summary = {k: manifest[k] for k in ("uri", "rows", "shards", "malformed", "scrubbed")}
    summary["sources"] = [{k: s[k] for k in ("name", "read", "kept", "malformed", "filtered")} for s in manifest["sources"]]
    print(json.dumps(summary, indent=2))
    return 0


def cli_scrub(argv: list[str]) -> int:
    from eagle_core.data.pii import scrub_file

    p = config_parser("scrub", "PII/DLP-scrub an OpenAI-messages JSONL file ({id, messages} per line)")
    p.add_argument("--input", "-i", required=True, help="input JSONL (read streaming, never copied)")
    p.add_argument("--output", "-o", required=True, help="scrubbed JSONL (written atomically)")
    p.add_argument("--report", "-r", default=None, help="write the audit report (JSON) here")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    if not Path(args.input).is_file():
        print(f"error: --input {args.input}: no such file", file=sys.stderr)
        return 2
    report = scrub_file(cfg.pii, args.input, args.output)
    if args.report:
        Path(args.report).parent.mkdir(parents=True, exist_ok=True)
        Path(args.report).write_text(json.dumps(report, indent=2) + "\n")
    for b in report["bad"][:20]:
        where = f"line {b['line']}" + (f" (id {b['id']})" if b.get("id") else "")
        print(f"skipped {where}: {b['field']}: {b['error']}", file=sys.stderr)
    print(f"scrubbed {report['records_seen']} records: {report['records_written']} written, "
          f"{report['records_dropped']} dropped {report['dropped_by_entity']}, {report['bad_records']} bad; "
          f"entities {report['entities']}; {report['docs_per_s']} docs/s", file=sys.stderr)
    return 0


def cli_regenerate(argv: list[str]) -> int:
    from eagle_core.data.regenerate import RegenerationAborted, regenerate_stage
    from eagle_core.storage import ArtifactStore

    p = config_parser("regenerate", "regenerate every assistant turn with the target model through an engine")
    p.add_argument("--prompts", required=True, help="prompt-shard prefix (key or URI under storage.root)")
    p.add_argument("--out", required=True, help="output prefix for the conversation shards")
    p.add_argument("--base-url", default=None, help="a running OpenAI-compatible engine (default: launch engine.kind)")
    p.add_argument("--model", default=None, help="model name to send (default: the engine's)")
    p.add_argument("--resume", action="store_true", help="continue an interrupted run in --out")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    store = ArtifactStore.from_config(cfg.storage)
    last = [0.0]

    def progress(done: int, total: int) -> None:
        if time.monotonic() - last[0] > 10 or done == total:
            last[0] = time.monotonic()
            log.info("regenerated %d/%d records", done, total)

    try:
        manifest = regenerate_stage(cfg, store, args.prompts, args.out, base_url=args.base_url,
                                    model_name=args.model, resume=args.resume, progress=progress)
    except (FileExistsError, ValueError, RegenerationAborted) as exc:
        print(f"error: {exc}")
        return 1
    summary = {k: manifest.get(k) for k in ("uri", "rows", "failures", "completion_tokens", "finish_reasons", "this_run")}
    print(json.dumps(summary, indent=2))
    return 0 if manifest.get("failures", 0) == 0 else 3


def cli_tokenize(argv: list[str]) -> int:
    from eagle_core.data.mask_check import show_mask, tokenizer_for_show
    from eagle_core.data.tokenize import tokenize_stage
    from eagle_core.storage import ArtifactStore
    from eagle_core.data.vocab import vocab_stage

    p = config_parser("tokenize", "chat-template + assistant-mask tokenization, then the draft vocabulary")
    p.add_argument("--conversations", required=True, help="prefix (or URI in the store) of regenerated conversation shards")
    p.add_argument("--out", default=None, help="tokenized output prefix (default tokenized/<digest>)")
    p.add_argument("--vocab-out", default=None, help="draft vocab output prefix (default vocab/<digest>)")
    p.add_argument("--show-mask", action="store_true", help="print the decoded mask check of the sampled record (its text: terminal only)")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    store = ArtifactStore.from_config(cfg.storage)
    conv = store.key_of(args.conversations)
    digest = cfg.section_digest("target", "tokenization", "data")
    out = args.out or f"tokenized/{digest}"
    tok = tokenize_stage(cfg, store, conv, out)
    vocab_out = args.vocab_out or f"vocab/{cfg.section_digest('target', 'tokenization', 'data', 'vocab')}"
    voc = vocab_stage(cfg, store, out, vocab_out)
    if args.show_mask:
        print(show_mask(store, out, tokenizer_for_show(cfg)))
    print(json.dumps({"tokenized": tok["uri"], "rows": tok["rows"], "splits": tok["splits"],
                      "malformed": tok["malformed"], "vocab": voc["uri"], "coverage": voc["coverage"]}, indent=2))
    return 0


def cli_train(argv: list[str]) -> int:
    from eagle_core.train.distributed import dist_info
    from eagle_core.train.trainer import train_stage
    from eagle_core.storage import ArtifactStore

    p = config_parser("train", "train the EAGLE-3 draft head (run under torchrun for DDP/FSDP)")
    p.add_argument("--data", required=True, help="tokenized stage prefix (holds train/ and holdout/)")
    p.add_argument("--vocab", required=True, help="vocab stage prefix (holds vocab.safetensors)")
    p.add_argument("--out", required=True, help="output prefix for checkpoints, metrics and head/")
    p.add_argument("--features", default=None, help="offline features prefix (from `features`)")
    p.add_argument("--make-features", action="store_true", help="compute offline features into --features first")
    p.add_argument("--resume", action="store_true", help="continue from <out>/checkpoints/LATEST")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    store = ArtifactStore.from_config(cfg.storage)
    if args.make_features:
        if not args.features:
            p.error("--make-features needs --features PREFIX")
        if dist_info()[1] > 1:
            p.error("--make-features runs in one process: compute features first, then launch torchrun")
        from eagle_core.train.features import features_stage

        features_stage(cfg, store, args.data, args.features)
    manifest = train_stage(cfg, store, args.data, args.vocab, args.out, features_prefix=args.features,
                           resume=args.resume)
    if manifest:
        final = manifest.get("final", {})
        val = manifest.get("val") or {}
        print(json.dumps({"head": manifest["head_uri"], "loss": final.get("loss"), "acc_0": final.get("acc_0"),
                          "val_acc_0": val.get("val/acc_0"), "val_tau_chain_est": val.get("val/tau_chain_est"),
                          "steps": manifest.get("steps"), "exported_step": manifest.get("exported_step"),
                          "tokens_per_s": manifest.get("tokens_per_s")}))
    return 0


def cli_evaluate(argv: list[str]) -> int:
    from eagle_core.evaluate.report import evaluate_stage
    from eagle_core.evaluate.report_markdown import with_interval
    from eagle_core.storage import ArtifactStore

    p = config_parser("evaluate", "acceptance length (tau) and speedup of an EAGLE-3 head, per benchmark")
    p.add_argument("--head", required=True, help="head folder, or its store prefix (or a train prefix with head/)")
    p.add_argument("--conversations", default=None, help="conversations prefix (for heldout benchmarks)")
    p.add_argument("--train", default=None, help="train prefix, for training curves from its metrics.jsonl")
    p.add_argument("--out", required=True, help="output prefix in the store")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    store = ArtifactStore.from_config(cfg.storage)
    manifest = evaluate_stage(cfg, store, args.head, args.conversations, args.out, args.train)
    for name, m in manifest["benchmarks"].items():
        print(f"{name}: tau chain {with_interval(m, 'tau_chain')}, tree {with_interval(m, 'tau_tree')}, "
              f"speedup {with_interval(m, 'speedup', 'x')} (baseline {m['baseline_tokens_per_s']:.1f} tok/s)")
    print(f"tau={manifest['tau']:.3f}  report: {store.uri(store.key_of(args.out) + '/report.md')}")
    return 0


def cli_compare(argv: list[str]) -> int:
    from eagle_core.evaluate.compare import compare_stage
    from eagle_core.evaluate.report import resolve_head_folder
    from eagle_core.storage import ArtifactStore

    p = config_parser("compare", "a head's tau against a reference head on the prompts of its evaluation, paired")
    p.add_argument("--eval", required=True, help="the head's evaluation prefix (metrics.json, per_prompt.json)")
    p.add_argument("--reference", required=True,
                   help="reference head: a folder, a store prefix, or a registered one (name@champion, models:/...)")
    p.add_argument("--out", required=True, help="output prefix in the store")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    store = ArtifactStore.from_config(cfg.storage)
    ref = args.reference
    if ref.startswith("models:/") or ("@" in ref and not Path(ref).exists()):
        import tempfile

        from eagle_core.registry.export import export_version
        from eagle_core.registry.tracking import tracking_setup

        tracking_setup(cfg)
        folder = export_version(ref, Path(tempfile.mkdtemp(prefix="eagle-reference-")) / "head")
    else:
        folder = resolve_head_folder(store, ref)
    m = compare_stage(cfg, store, args.eval, folder, ref, args.out)
    print(f"{m['metric']}: head {m['head_tau']:.3f} vs reference {m['reference_tau']:.3f}, difference "
          f"{m['diff']:+.3f} [{m['diff_lo']:+.3f}, {m['diff_hi']:+.3f}] on {m['rows']} prompts (paired, 95%)")
    return 0


def cli_register(argv: list[str]) -> int:
    from eagle_core.registry.stage import commit_registration, register_stage
    from eagle_core.storage import ArtifactStore

    p = config_parser("register", "log a pipeline run to MLflow and register its head")
    p.add_argument("--train", required=True, help="training stage prefix (holds head/ and metrics.jsonl)")
    p.add_argument("--eval", default=None, help="evaluation stage prefix (report.md, *.png, metrics.json)")
    p.add_argument("--lineage", action="append", default=[], metavar="NAME=PREFIX",
                   help="a data stage output to record as a run input, e.g. prompts=prompts/ab12 (repeatable)")
    p.add_argument("--compare", default=None,
                   help="compare stage prefix (paired.json against the champion): the gate of promotion_rule paired")
    p.add_argument("--run-id", default=None, help="log into this existing MLflow run")
    p.add_argument("--flow-run-id", default=None)
    p.add_argument("--flow-run-url", default=None)
    p.add_argument("--run-key", default=None,
                   help="resume the unfinished MLflow run tagged with this key (the pipeline passes the train key)")
    p.add_argument("--out", default=None, metavar="PREFIX",
                   help="also commit registration.json + manifest.json under this store prefix (as the task does)")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    lineage = {}
    for item in args.lineage:
        name, sep, prefix = item.partition("=")
        if not sep or not name or not prefix:
            p.error(f"--lineage {item!r} must look like NAME=PREFIX")
        lineage[name] = prefix
    store = ArtifactStore.from_config(cfg.storage)
    out = register_stage(cfg, store, args.train, args.eval, lineage, args.flow_run_id, args.flow_run_url, args.run_id,
                         args.compare, run_key=args.run_key, register_key=args.out)
    if args.out:
        commit_registration(store, args.out, out)
    print(json.dumps(out, indent=2))
    return 0


def cli_export(argv: list[str]) -> int:
    from eagle_core.registry.export import export_version
    from eagle_core.registry.tracking import tracking_setup

    p = config_parser("export", "fetch a registered head as a folder for SGLang --speculative-draft-model-path")
    p.add_argument("--model", required=True, help="name@alias, name/version or models:/ URI (e.g. eagle3-x@champion)")
    p.add_argument("--to", required=True, help="destination folder (must be empty or absent)")
    p.add_argument("--tracking-uri", default=None, help="overrides tracking.uri from the config")
    p.add_argument("--format", default="hf", choices=["hf", "gguf", "speculators"],
                   help="hf: the SGLang/vLLM folder; gguf: --to/head.gguf for llama.cpp (engine.llamacpp.draft_dtype, "
                        "else dtype); speculators: vLLM's own format")
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    if args.tracking_uri is None:
        tracking_setup(cfg)
    if args.format == "hf":
        print(export_version(args.model, args.to, args.tracking_uri))
        return 0
    from eagle_core.draft.formats import export_other_format

    print(export_other_format(cfg, args.format, lambda d: export_version(args.model, d, args.tracking_uri), args.to))
    return 0


def cli_ui(argv: list[str]) -> int:
    from eagle_core.registry.tracking import resolve_tracking_uri
    from eagle_core.registry.ui import ui_command, ui_links

    p = config_parser("ui", "start the MLflow UI on the configured tracking store")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=5000)
    args = p.parse_args(argv)
    cfg = config_from_args(args)
    if cfg.tracking.uri.startswith(("http://", "https://")):
        print(f"tracking.uri is a server: open {cfg.tracking.uri}")
        return 0
    env = dict(os.environ)
    endpoint = cfg.tracking.s3_endpoint_url or cfg.storage.endpoint_url
    if endpoint:
        env.setdefault("MLFLOW_S3_ENDPOINT_URL", endpoint)
    base = f"http://{args.host}:{args.port}"
    print(f"MLflow UI on {base} ({resolve_tracking_uri(cfg.tracking.uri)})", flush=True)
    for line in ui_links(cfg, base):
        print(line, flush=True)
    # Its own process group: `mlflow server` runs uvicorn as a child, and a stop must take both down.
    proc = subprocess.Popen(ui_command(cfg, args.host, args.port), env=env, start_new_session=True)

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)  # a service manager's stop is a Ctrl-C here, not an orphaned server
    try:
        return proc.wait()
    except KeyboardInterrupt:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            return proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            return proc.wait()


COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {
    "extract": (cli_extract, "read prompt sources into scrubbed prompt shards"),
    "scrub": (cli_scrub, "PII/DLP-scrub an OpenAI-messages JSONL file"),
    "regenerate": (cli_regenerate, "regenerate answers with the target model through an engine"),
    "tokenize": (cli_tokenize, "chat-template + assistant-mask tokenization, draft vocab"),
    "train": (cli_train, "train the EAGLE-3 draft head"),
    "evaluate": (cli_evaluate, "acceptance length and speedup of a head"),
    "compare": (cli_compare, "a head's tau against another's (the champion) on the same prompts"),
    "register": (cli_register, "log a run and register a head in MLflow"),
    "export": (cli_export, "fetch a registered head as an SGLang/vLLM-ready folder"),
    "ui": (cli_ui, "start the MLflow UI on the configured tracking store"),
    "config": (cli_config, "print the resolved config (--show) or the key reference (--reference)"),
}


def usage(commands: dict[str, tuple[Callable[[list[str]], int], str]]) -> str:
    width = max(len(c) for c in commands)
    lines = ["usage: eagle-pipeline <command> [options]", "", "commands:"]
    lines += [f"  {name:<{width}}  {help_}" for name, (_, help_) in commands.items()]
    return "\n".join(lines)


def dispatch(argv: list[str], commands: dict[str, tuple[Callable[[list[str]], int], str]]) -> int:
    """Run `argv[0]` from `commands`; a config error is one line on stderr and exit 2, as for every command."""
    if not argv or argv[0] in ("-h", "--help"):
        print(usage(commands))
        return 0 if argv else 2
    name, rest = argv[0], argv[1:]
    if name not in commands:
        print(f"unknown command {name!r}\n\n{usage(commands)}", file=sys.stderr)
        return 2
    try:
        return int(commands[name][0](rest) or 0)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def main(argv: list[str] | None = None) -> int:
    """The stage commands alone (`python -m eagle_core.cli`); the console script is `flows.cli:main`."""
    return dispatch(list(sys.argv[1:] if argv is None else argv), COMMANDS)


if __name__ == "__main__":
    sys.exit(main())
