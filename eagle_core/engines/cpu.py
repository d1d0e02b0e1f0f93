"""The CPU engine: `transformers serve --continuous-batching` on the materialized HF folder of the target.

Why this engine (the embedded default and CI): EAGLE training data must be the target's own outputs, so
the CPU engine must compute exactly what `model.generate()` computes. `transformers serve` runs the same
modeling code on the same fp32 weights and, with continuous batching, serves concurrent requests in one
batched forward per step.

Measured on this machine (2 CPU cores shared with other jobs, SmolLM2-135M fp32, greedy):
- greedy output equals `model.generate(do_sample=False)` token for token on 23/23 assistant turns of 20
  ShareGPT conversations (3 two-turn), max_tokens 40, concurrency 8 (tests/test_regenerate.py, slow);
- throughput (benchmarks/regen_bench.py, 16 requests x 24 tokens, lightly loaded machine): 14-18 tok/s at
  concurrency 1, ~42 tok/s at 4, ~90 tok/s at 16; continuous batching is what makes concurrency pay off.
  Under heavy load from other jobs the same runs drop to 3-7 tok/s.
The alternative measured here, llama-cpp-python on the GGUF, is faster single-stream (~87 tok/s) but
computes on quantized weights and matched greedy `generate()` on 1/5 prompts: it breaks the golden rule.

Determinism: continuous batching fixes the sampling settings (temperature, top_p) at the FIRST request it
sees and applies them to every later one (transformers 5.x: "CB does not support per-request generation
config" yet). So the engine's readiness check sends a warm-up request with the regeneration's own
temperature/top_p; with temperature 0 that makes every request greedy. `--default-seed` pins sampling runs.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable

import httpx

from eagle_core.engines.base import EngineKind, LaunchSpec
from eagle_core.target import default_cache_dir


def server_command(target_path: str, ecfg: Any, cache_dir: str | Path | None = None) -> tuple[list[str], dict[str, str]]:
    """argv (with `{host}`/`{port}` placeholders) and extra environment of the CPU server."""
    hub_cache = Path(cache_dir) if cache_dir else default_cache_dir() / "hf-hub"
    hub_cache.mkdir(parents=True, exist_ok=True)  # transformers serve scans it at start and fails if missing
    dtype = "float32" if ecfg.dtype == "auto" else ecfg.dtype  # generate() reference runs fp32 on CPU
    cmd = [
        sys.executable, "-m", "transformers.cli.transformers", "serve",
        "--continuous-batching", "--device", "cpu", "--dtype", dtype,
        "--host", "{host}", "--port", "{port}", "--default-seed", "0", "--log-level", "info",
    ]
    if ecfg.cpu_kv_blocks:
        cmd += ["--cb-num-blocks", str(ecfg.cpu_kv_blocks)]
    cmd += [*ecfg.extra_args, str(target_path)]
    env = {
        "HF_HUB_CACHE": str(hub_cache),
        "HF_HUB_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
        "PYTHONUNBUFFERED": "1",
    }
    return cmd, env


def warmup(model: str, api_key: str = "EMPTY", temperature: float = 0.0, top_p: float = 1.0) -> Callable[[str], None]:
    """A readiness check: one tiny chat completion, which loads the model and fixes the sampling settings."""

    def check(base_url: str) -> None:
        body = {
            "model": model,
            "messages": [{"role": "user", "content": "Hi"}],
            "max_tokens": 2,
            "temperature": temperature,
            "top_p": top_p,
        }
        r = httpx.post(f"{base_url}/v1/chat/completions", json=body, timeout=300.0,
                       headers={"Authorization": f"Bearer {api_key}"})
        r.raise_for_status()
        if not r.json().get("choices"):
            raise RuntimeError(f"warm-up answer has no choices: {r.text[:200]}")

    return check


def launch_spec(cfg: Any, target_path: str, draft_path: str | None = None) -> LaunchSpec:
    """`transformers serve` on the target, ready once a warm-up with the regeneration's sampling settings answered."""
    if draft_path is not None:
        raise ValueError("the CPU engine cannot serve an EAGLE-3 head; use engine.kind=sglang")
    cmd, env = server_command(target_path, cfg.engine)
    ready = warmup(target_path, cfg.engine.api_key, cfg.regeneration.temperature, cfg.regeneration.top_p)
    return LaunchSpec(cmd, env=env, ready=ready)


def served_model_name(cfg: Any, target_path: str, base_url: str) -> str:
    """The target path, whatever engine.served_model_name says: transformers serve names the model by its path."""
    return target_path


ENGINE = EngineKind(kind="cpu", launch_spec=launch_spec, served_model_name=served_model_name)
