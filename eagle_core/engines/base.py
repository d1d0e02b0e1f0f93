"""What an engine kind provides, so that `launch.engine_for` only runs processes and never branches on the kind.

An engine kind describes; it never starts anything: `launch_spec` says what to run for a target (and an optional
EAGLE-3 head) and how to tell it is ready, `served_model_name` the name requests must send, `metrics` how to read
the counters the engine reports with each response (None where it reports none). Kinds are looked up in
`engines/registry.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

DEFAULT_HEALTH_PATHS = ("/health", "/v1/models")


@dataclass(frozen=True)
class LaunchSpec:
    """One engine to start (or reach): `launch.launched_engine` runs it."""

    cmd: Sequence[str] | None  # argv with `{host}`/`{port}` placeholders; None = start nothing, reach `base_url`
    env: dict[str, str] | None = None  # added to the environment of the server
    base_url: str | None = None  # a running engine (cmd=None)
    health_paths: Sequence[str] = DEFAULT_HEALTH_PATHS  # any of them answering < 300 means "up"
    ready: Callable[[str], None] | None = None  # after health: raises while not ready (e.g. a warm-up request)


@dataclass(frozen=True)
class EngineKind:
    """An engine kind (`engine.kind`): how to launch it, the model name it answers to, its metrics."""

    kind: str
    # (cfg, target_path, draft_path) -> what to run; raises ValueError for what the kind cannot do
    launch_spec: Callable[[Any, str, str | None], LaunchSpec]
    # (cfg, target_path, base_url of the ready engine) -> the model name requests send
    served_model_name: Callable[[Any, str, str], str]
    # one response's engine-reported counters (llama.cpp: its `timings`) -> named numbers; None = reports none
    metrics: Callable[[dict[str, Any]], dict[str, float]] | None = None


def configured_or_target(cfg: Any, target_path: str, base_url: str | None = None) -> str:
    """`engine.served_model_name`, else the target path: the name an engine launched by us is given."""
    return cfg.engine.served_model_name or target_path
