"""Engine kinds by `engine.kind`. Adding an engine = a module exposing `ENGINE` (an `EngineKind`) + one line here.

Modules are imported on lookup only: the CPU engine pulls in torch, which launching any other kind must not pay.
"""

from __future__ import annotations

import importlib

from eagle_core.engines.base import EngineKind

ENGINES: dict[str, str] = {
    "cpu": "eagle_core.engines.cpu",
    "external": "eagle_core.engines.external",
    "llamacpp": "eagle_core.engines.llamacpp",
    "sglang": "eagle_core.engines.sglang",
}


def known_kinds() -> list[str]:
    return sorted(ENGINES)


def get_engine(kind: str) -> EngineKind:
    """The engine kind registered as `kind`; a ValueError naming the known kinds otherwise."""
    if kind not in ENGINES:
        raise ValueError(f"unknown engine.kind {kind!r}; known kinds: {', '.join(known_kinds())}")
    return importlib.import_module(ENGINES[kind]).ENGINE
