"""The external engine: one already running at `engine.base_url` (any OpenAI-compatible server), never started or
stopped by the pipeline, only health-checked. Its model name is asked from the engine when not configured."""

from __future__ import annotations

from typing import Any

import httpx

from eagle_core.engines.base import EngineKind, LaunchSpec


def served_model(base_url: str, api_key: str = "EMPTY", timeout_s: float = 10.0) -> str | None:
    """The first model id the engine lists under /v1/models (None when it lists none)."""
    try:
        r = httpx.get(base_url.rstrip("/") + "/v1/models", headers={"Authorization": f"Bearer {api_key}"},
                      timeout=timeout_s)
        data = r.json().get("data") or []
        return data[0]["id"] if data else None
    except (httpx.HTTPError, ValueError, KeyError, IndexError):
        return None


def launch_spec(cfg: Any, target_path: str, draft_path: str | None = None) -> LaunchSpec:
    """Nothing to start: reach `engine.base_url` (a head, if any, is whatever that engine was started with)."""
    if not cfg.engine.base_url:
        raise ValueError("engine.kind=external needs engine.base_url")
    return LaunchSpec(cmd=None, base_url=cfg.engine.base_url)


def served_model_name(cfg: Any, target_path: str, base_url: str) -> str:
    """The configured name, else the first model the engine lists, else the target path."""
    return cfg.engine.served_model_name or served_model(base_url, cfg.engine.api_key) or target_path


ENGINE = EngineKind(kind="external", launch_spec=launch_spec, served_model_name=served_model_name)
