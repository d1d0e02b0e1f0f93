"""Crash points for the crash tests: `EAGLE_TEST_KILL_AT=register:after_version,...` makes this process kill itself
with SIGKILL when it reaches a named point, a real `kill -9` at a chosen moment rather than an exception that
`finally` blocks and handlers would see. Unset (production), `kill_point` does nothing.
"""

from __future__ import annotations

import os
import signal

ENV = "EAGLE_TEST_KILL_AT"


def kill_point(name: str) -> None:
    """SIGKILL this process if `name` is listed in $EAGLE_TEST_KILL_AT."""
    if name in {p.strip() for p in os.environ.get(ENV, "").split(",") if p.strip()}:
        os.kill(os.getpid(), signal.SIGKILL)
