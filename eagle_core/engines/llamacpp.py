"""The llama.cpp engine: `llama-server` on the target converted to GGUF, optionally with an EAGLE-3 head.

Why: it is a real serving engine that runs on CPU, batches concurrent requests (`--parallel` slots, continuous
batching) and serves EAGLE-3 heads (`--spec-type draft-eagle3`), so regeneration gets a fast engine and every
exported head gets loaded by something the project did not write. Greedy output equals `generate()` only on an
f32 GGUF (engine.llamacpp.dtype f32, the default): bf16/f16/q8_0 trade exactness for speed.

- The binary: engine.llamacpp.binary, else the one the set-up built into the cache (llamacpp_build).
- The target GGUF: converted once with the vendored `convert_hf_to_gguf.py`, cached under
  `<cache>/llama.cpp/gguf/<target folder digest>-<dtype>.gguf` (written to a temp name, then renamed).
- A head: converted with `--target-model-dir` (tokenizer and aux layer ids); llama.cpp takes one-layer heads
  with exactly three aux layers and reads the TOP-level `eagle_aux_hidden_state_layer_ids` (hidden_states indices).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from eagle_core.engines import llamacpp_build as build
from eagle_core.engines.base import EngineKind, LaunchSpec, configured_or_target
from eagle_core.errors import DeterministicError

GGUF_TYPES = ("f32", "bf16", "f16", "q8_0")


def server_binary(ecfg: Any, cache_dir: str | Path | None = None) -> Path:
    """The llama-server to run: the configured one, else the cached build (built now if the set-up has not)."""
    lcfg = ecfg.llamacpp
    if lcfg.binary:
        path = Path(lcfg.binary).expanduser()
        found = path if path.is_file() else (Path(shutil.which(str(path))) if shutil.which(str(path)) else None)
        if found is None:
            raise DeterministicError(f"engine.llamacpp.binary: no llama-server at {path}")
        return found
    return build.ensure_built(cache_dir)


def folder_digest(folder: str | Path) -> str:
    """sha256 over the folder's files (relative names and contents): the target GGUF's cache key."""
    root = Path(folder)
    h = hashlib.sha256()
    for f in sorted(p for p in root.rglob("*") if p.is_file()):
        h.update(str(f.relative_to(root)).encode() + b"\0")
        with open(f, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 22), b""):
                h.update(block)
        h.update(b"\0")
    return h.hexdigest()


def _converter_env(src: Path) -> dict[str, str]:
    env = dict(os.environ)
    # The vendored gguf-py first: it knows the EAGLE3 arch; the gguf wheel in the venv may be older.
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(src / "gguf-py"), env.get("PYTHONPATH")]))
    env.setdefault("HF_HUB_OFFLINE", "1")
    return env


def run_converter(model_dir: str | Path, outfile: str | Path, outtype: str, target_dir: str | Path | None = None,
                  cache_dir: str | Path | None = None) -> str:
    """Run llama.cpp's convert_hf_to_gguf.py; returns its log. Writes to a temp name and renames on success."""
    if outtype not in GGUF_TYPES:
        raise DeterministicError(f"GGUF type {outtype!r} is not one of {', '.join(GGUF_TYPES)}")
    try:
        import sentencepiece  # noqa: F401
    except ImportError as exc:
        raise DeterministicError("llama.cpp's converter needs sentencepiece: pip install sentencepiece") from exc
    src = build.ensure_source(cache_dir)
    out = Path(outfile)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.{os.getpid()}.tmp")
    cmd = [sys.executable, str(src / "convert_hf_to_gguf.py"), str(model_dir), "--outtype", outtype, "--outfile", str(tmp)]
    if target_dir is not None:
        cmd += ["--target-model-dir", str(target_dir)]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=_converter_env(src))
    log = proc.stdout + proc.stderr
    if proc.returncode != 0 or not tmp.is_file():
        tmp.unlink(missing_ok=True)
        tail = "\n".join(log.splitlines()[-25:])
        raise RuntimeError(f"convert_hf_to_gguf.py failed on {model_dir} (rc={proc.returncode}):\n{tail}")
    os.replace(tmp, out)
    return log


def target_gguf(target_path: str | Path, dtype: str = "f32", cache_dir: str | Path | None = None) -> Path:
    """The target as GGUF, converted once per (folder content, dtype)."""
    folder = Path(target_path)
    if not (folder / "config.json").is_file():
        raise DeterministicError(f"engine.kind=llamacpp needs a local HF folder for the target, got {target_path}")
    digest = folder_digest(folder)[:16]
    root = build.build_root(cache_dir).parent / "gguf"
    out = root / f"{folder.name}-{digest}-{dtype}.gguf"
    if out.is_file():
        return out
    with build._locked(root / f".{out.name}.lock"):
        if not out.is_file():
            run_converter(folder, out, dtype, cache_dir=cache_dir)
    return out


def check_head_supported(head_config: dict[str, Any]) -> None:
    """Refuse heads llama.cpp's EAGLE-3 cannot run, naming the config key (it would fail or run something else)."""
    ours = (head_config.get("eagle_pipeline") or {}).get("draft_config") or {}
    layers = int(head_config.get("num_hidden_layers", 1))
    if layers != 1:
        raise DeterministicError(f"llama.cpp's EAGLE-3 runs one-layer heads; this head has draft.num_layers={layers}")
    if head_config.get("fc_norm") or ours.get("fc_norm"):
        raise DeterministicError("llama.cpp's EAGLE-3 has no per-chunk fc norm: draft.fc_norm must be false for GGUF")
    if head_config.get("norm_output") or ours.get("norm_output"):
        raise DeterministicError("llama.cpp's EAGLE-3 hands the pre-norm state on: draft.norm_output must be false for GGUF")
    aux = head_config.get("eagle_aux_hidden_state_layer_ids")
    if aux is not None and len(aux) != 3:
        raise DeterministicError(f"llama.cpp's EAGLE-3 needs exactly 3 aux layers; target.aux_hidden_state_ids has {len(aux)}")


def head_gguf(head_dir: str | Path, target_path: str | Path, out: str | Path, dtype: str = "f32",
              cache_dir: str | Path | None = None) -> tuple[Path, str]:
    """Convert an exported head folder to GGUF (llama.cpp's EAGLE3 arch); returns (path, converter log)."""
    head_dir = Path(head_dir)
    check_head_supported(json.loads((head_dir / "config.json").read_text()))
    log = run_converter(head_dir, out, dtype, target_dir=target_path, cache_dir=cache_dir)
    return Path(out), log


def cached_head_gguf(head_dir: str | Path, target_path: str | Path, dtype: str = "f32",
                     cache_dir: str | Path | None = None) -> Path:
    """A head's GGUF, converted once per (head folder content, target, dtype)."""
    key = hashlib.sha256(f"{folder_digest(head_dir)}:{folder_digest(target_path)}".encode()).hexdigest()[:16]
    root = build.build_root(cache_dir).parent / "gguf"
    out = root / f"head-{key}-{dtype}.gguf"
    if not out.is_file():
        with build._locked(root / f".{out.name}.lock"):
            if not out.is_file():
                head_gguf(head_dir, target_path, out, dtype, cache_dir)
    return out


def server_command(
    binary: str | Path,
    model_gguf: str | Path,
    ecfg: Any,
    parallel: int,
    draft_gguf: str | Path | None = None,
    draft_n_max: int | None = None,
    alias: str | None = None,
) -> list[str]:
    """`llama-server ...` argv with `{host}`/`{port}` placeholders: `parallel` slots, each with ctx_per_slot tokens."""
    lcfg = ecfg.llamacpp
    parallel = max(1, int(parallel))
    cmd = [
        str(binary), "-m", str(model_gguf), "--host", "{host}", "--port", "{port}",
        "--parallel", str(parallel), "--ctx-size", str(parallel * lcfg.ctx_per_slot),
        "--seed", "0", "--no-webui", "--jinja",
    ]
    if alias:
        cmd += ["--alias", alias]
    if lcfg.threads:
        cmd += ["--threads", str(lcfg.threads)]
    if not lcfg.cache_prompt:
        cmd += ["--no-cache-prompt"]
    if draft_gguf is not None:
        cmd += [
            "--spec-draft-model", str(draft_gguf), "--spec-type", "draft-eagle3",
            "--spec-draft-n-max", str(draft_n_max or lcfg.draft_n_max),
        ]
        if not lcfg.draft_backend_sampling:
            # llama.cpp 0.3.36: with several requests in flight, backend draft sampling hands every sequence the
            # last sequence's candidate ids (a reused ggml allocation plan), and acceptance falls by ~60%;
            # docs/llamacpp_parallel_acceptance.md. Sampling the draft on the CPU side is exact at any load.
            cmd += ["--no-spec-draft-backend-sampling"]
    return cmd + [str(a) for a in ecfg.extra_args]


def prepare_command(cfg: Any, target_path: str, draft_path: str | None = None, parallel: int | None = None,
                    alias: str | None = None, draft_n_max: int | None = None) -> list[str]:
    """Build/convert what is missing (binary, target GGUF, head GGUF) and return the launch argv."""
    ecfg, cache = cfg.engine, cfg.storage.cache_dir
    binary = server_binary(ecfg, cache)
    model = target_gguf(target_path, ecfg.llamacpp.dtype, cache)
    draft = None
    if draft_path is not None:
        draft = cached_head_gguf(draft_path, target_path, ecfg.llamacpp.draft_dtype or ecfg.llamacpp.dtype, cache)
    return server_command(binary, model, ecfg, parallel or cfg.regeneration.concurrency, draft, draft_n_max, alias)


def launch_spec(cfg: Any, target_path: str, draft_path: str | None = None) -> LaunchSpec:
    """llama-server on the target's GGUF (and the head's), built/converted now if missing; up once `/health` answers.

    llama-server serves one model whatever name a request sends; it lists it under this alias.
    """
    alias = configured_or_target(cfg, target_path)
    return LaunchSpec(prepare_command(cfg, target_path, draft_path=draft_path, alias=alias), health_paths=("/health",))


def draft_counters(timings: dict[str, Any]) -> dict[str, float]:
    """One response's counters from llama-server's `timings`: tokens predicted, drafted, accepted, decode ms."""
    return {
        "predicted_n": int(timings.get("predicted_n", 0)),
        "draft_n": int(timings.get("draft_n", 0)),
        "draft_n_accepted": int(timings.get("draft_n_accepted", 0)),
        "predicted_ms": float(timings.get("predicted_ms", 0.0)),
    }


ENGINE = EngineKind(kind="llamacpp", launch_spec=launch_spec, served_model_name=configured_or_target,
                    metrics=draft_counters)
