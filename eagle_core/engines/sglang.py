"""SGLang commands: the target alone (regeneration at scale) and target + EAGLE-3 head (serving, benchmarks).

Commands are validated against SGLang's own `ServerArgs` (argparse + resolution + `check_server_args`)
by `check_commands`, which runs SGLang's parser in a subprocess. SGLang is a GPU dependency; on a CPU
machine the parser still runs after `pip install --no-deps sglang` plus its pure-Python runtime deps
(scripts/setup.sh puts them in `$VIRTUAL_ENV/sglang-parse`, outside the project's import path), with
`--device cpu` added for the check only.

Flag facts (SGLang 0.5.x): with `--speculative-eagle-topk 1` SGLang silently resets
`--speculative-num-draft-tokens` to num_steps + 1, so the builder does that itself and the check asserts
that SGLang resolves exactly the values we asked for.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Sequence

from eagle_core.engines.base import EngineKind, LaunchSpec, configured_or_target

LAUNCH_MODULE = "sglang.launch_server"
# Resolved fields `check_commands` reports, to assert SGLang kept what the project asked for.
REPORTED_FIELDS = (
    "model_path", "host", "port", "tp_size", "dp_size", "dtype", "context_length", "mem_fraction_static",
    "served_model_name", "speculative_algorithm", "speculative_draft_model_path", "speculative_num_steps",
    "speculative_eagle_topk", "speculative_num_draft_tokens",
)


def speculative_settings(ecfg: Any) -> tuple[int, int, int]:
    """(num_steps, eagle_topk, num_draft_tokens) as SGLang will run them."""
    steps, topk = int(ecfg.speculative_num_steps), int(ecfg.speculative_eagle_topk)
    draft_tokens = ecfg.speculative_num_draft_tokens
    if topk == 1 or draft_tokens is None:
        draft_tokens = steps + 1  # a chain: SGLang forces this at topk 1 anyway
    return steps, topk, int(draft_tokens)


def server_command(
    target_path: str,
    ecfg: Any,
    draft_path: str | None = None,
    host: str = "{host}",
    port: str | int = "{port}",
    python: str | None = None,
) -> list[str]:
    """`python -m sglang.launch_server ...` for the target, plus the EAGLE-3 flags when a head is given."""
    cmd = [
        python or sys.executable, "-m", LAUNCH_MODULE,
        "--model-path", str(target_path), "--host", str(host), "--port", str(port),
        "--tp-size", str(ecfg.tp_size), "--dp-size", str(ecfg.dp_size), "--dtype", ecfg.dtype,
    ]
    if ecfg.context_length is not None:
        cmd += ["--context-length", str(ecfg.context_length)]
    if ecfg.mem_fraction_static is not None:
        cmd += ["--mem-fraction-static", str(ecfg.mem_fraction_static)]
    if ecfg.served_model_name:
        cmd += ["--served-model-name", ecfg.served_model_name]
    if draft_path is not None:
        steps, topk, draft_tokens = speculative_settings(ecfg)
        cmd += [
            "--speculative-algorithm", "EAGLE3",
            "--speculative-draft-model-path", str(draft_path),
            "--speculative-num-steps", str(steps),
            "--speculative-eagle-topk", str(topk),
            "--speculative-num-draft-tokens", str(draft_tokens),
        ]
    return cmd + [str(a) for a in ecfg.extra_args]


def launch_args(cmd: Sequence[str]) -> list[str]:
    """The server arguments of a launch command (what follows `-m sglang.launch_server`)."""
    cmd = list(cmd)
    for i in range(len(cmd) - 1):
        if cmd[i] == "-m" and cmd[i + 1] == LAUNCH_MODULE:
            return cmd[i + 2:]
    raise ValueError(f"not an SGLang launch command: {cmd[:4]}")


def parse_env_dir() -> Path:
    """Where scripts/setup.sh installs SGLang's parser for CPU machines."""
    return Path(os.environ.get("EAGLE_SGLANG_PARSE_DIR", Path(sys.prefix) / "sglang-parse"))


def check_commands(
    cmds: Sequence[Sequence[str]],
    python: str | None = None,
    pythonpath: str | Path | None = None,
    device: str | None = "cpu",
    timeout_s: float = 600.0,
) -> list[dict[str, Any]]:
    """Run SGLang's real ServerArgs parser + resolution + checks on each command, in one subprocess.

    Returns one dict per command: {"ok": bool, "error": str | None, "resolved": {field: value}}.
    `pythonpath` = where SGLang is importable from (default: parse_env_dir() when it exists).
    `device` is appended as `--device` when the command names none (SGLang cannot probe a GPU here).
    """
    argvs = []
    for cmd in cmds:
        argv = launch_args(cmd)
        if device and "--device" not in argv:
            argv += ["--device", device]
        argvs.append(argv)
    env = dict(os.environ)
    path = pythonpath or (parse_env_dir() if parse_env_dir().is_dir() else None)
    if path:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(path), env.get("PYTHONPATH")]))
    env.setdefault("HF_HUB_OFFLINE", "1")
    proc = subprocess.run(
        [python or sys.executable, "-m", "eagle_core.engines.sglang"], input=json.dumps(argvs),
        capture_output=True, text=True, env=env, timeout=timeout_s,
    )
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"SGLang argument check failed to run (rc={proc.returncode}):\n{proc.stderr[-4000:]}")
    return json.loads(lines[-1])["results"]


def launch_spec(cfg: Any, target_path: str, draft_path: str | None = None) -> LaunchSpec:
    """`sglang.launch_server` on the target (with the head when given), up once `/health` answers."""
    return LaunchSpec(server_command(target_path, cfg.engine, draft_path=draft_path), health_paths=("/health",))


ENGINE = EngineKind(kind="sglang", launch_spec=launch_spec, served_model_name=configured_or_target)


# ----------------------------------------------------------------------------- the checker subprocess


def _import_torchvision_without_ops() -> None:
    # SGLang imports torchvision.transforms (InternVL constants). PyPI's torchvision wheel is CUDA-linked, so
    # next to CPU torch its C ops do not load and its Python side fails registering fakes for two of them;
    # declaring their schemas lets the pure-Python part import. Only ever done in this checker process.
    try:
        import torchvision  # noqa: F401
        return
    except (RuntimeError, ImportError):
        for name in [m for m in sys.modules if m == "torchvision" or m.startswith("torchvision.")]:
            del sys.modules[name]
    import torch

    lib = torch.library.Library("torchvision", "FRAGMENT")
    for op in ("nms", "qnms"):
        try:
            lib.define(f"{op}(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
        except RuntimeError:
            pass
    sys.modules["_eagle_torchvision_lib"] = lib  # keep the registration alive
    try:
        import torchvision  # noqa: F401,F811
    except ImportError:
        pass


def _check_one(argv: list[str]) -> dict[str, Any]:
    import contextlib
    import io

    from sglang.srt.server_args import prepare_server_args

    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            args = prepare_server_args(argv)
            args.resolve_once()
            args.check_server_args()
    except SystemExit as exc:  # argparse: unknown flag, bad choice, bad type
        lines = [ln for ln in err.getvalue().splitlines() if "error:" in ln] or err.getvalue().splitlines()[-3:]
        return {"ok": False, "error": f"argparse exit {exc.code}: {' '.join(lines)[-2000:]}", "resolved": {}}
    except Exception as exc:
        return {"ok": False, "error": f"{type(exc).__name__}: {exc}"[:2000], "resolved": {}}
    try:
        from sglang.srt.arg_groups.overrides import resolving_view

        view = resolving_view(args)
    except Exception:
        view = args
    resolved = {}
    for name in REPORTED_FIELDS:
        value = getattr(view, name, getattr(args, name, None))
        resolved[name] = value if isinstance(value, (str, int, float, bool, type(None))) else str(value)
    return {"ok": True, "error": None, "resolved": resolved}


def _main() -> int:
    argvs = json.loads(sys.stdin.read())
    _import_torchvision_without_ops()
    results = [_check_one(a) for a in argvs]
    print(json.dumps({"results": results}, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(_main())
