"""Ctrl-C and SIGTERM for `eagle-pipeline run`: stop within seconds, say so, exit 130 / 143.

Prefect's temporary API server (used when PREFECT_API_URL is unset) is a child in the CLI's process group, so a
Ctrl-C in the terminal (SIGINT to the whole group) or `kill -TERM -PGID` killed it first: the flow could not
record its final state ("Finished in state Running()") and the CLI then retried the dead API for minutes. Here
the server starts in its own session, tied to this process's life (PDEATHSIG on Linux), so it outlives the
interrupt long enough for the flow run to be marked Crashed, and is stopped at exit like before.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import os
import signal
import subprocess
import sys
from typing import Any, Iterator

EXIT_CODES = {signal.SIGINT: 130, signal.SIGTERM: 143}


def _set_pdeathsig() -> None:
    try:  # in the child before exec: when the CLI dies (even SIGKILL) the server gets SIGTERM
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except OSError:
        pass


class _OwnSession:
    """`subprocess` as Prefect's server module sees it while starting: Popen in a new session."""

    def __getattr__(self, name: str) -> Any:
        return getattr(subprocess, name)

    @staticmethod
    def Popen(*args: Any, **kwargs: Any) -> subprocess.Popen:  # noqa: N802 - the name it replaces
        kwargs.setdefault("start_new_session", True)
        if sys.platform == "linux":
            kwargs.setdefault("preexec_fn", _set_pdeathsig)
        return subprocess.Popen(*args, **kwargs)


def start_temporary_server() -> Any:
    """Start Prefect's temporary server now, in its own session, when no API URL is configured; returns it (or
    None). Prefect's clients reuse this instance (`SubprocessASGIServer()` is a per-port singleton)."""
    from prefect.settings import PREFECT_API_URL

    if PREFECT_API_URL.value():
        return None
    import prefect.server.api.server as srv

    server = srv.SubprocessASGIServer()
    if server.running:
        return server
    real = srv.subprocess
    srv.subprocess = _OwnSession()
    from prefect.settings import PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS

    try:  # a fresh PREFECT_HOME migrates its database first: slower than Prefect's 20 s default on a busy machine
        server.start(timeout=max(int(PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS.value()), 90))
    finally:
        srv.subprocess = real
    return server


class Interrupted(Exception):
    """The run was stopped by a signal; `code` is the conventional exit status (128 + signal)."""

    def __init__(self, signum: int) -> None:
        super().__init__(f"interrupted by {signal.Signals(signum).name}")
        self.signum = signum
        self.code = EXIT_CODES.get(signum, 128 + signum)


def interrupt_of(exc: BaseException) -> Interrupted | None:
    """The signal behind an exception a flow call raised: KeyboardInterrupt (SIGINT), Prefect's
    TerminationSignal or the SystemExit(143) the engine launcher turns SIGTERM into."""
    from prefect.exceptions import TerminationSignal

    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, KeyboardInterrupt):
            return Interrupted(signal.SIGINT)
        if isinstance(seen, TerminationSignal):
            return Interrupted(seen.signal)
        if isinstance(seen, SystemExit) and seen.code in (130, 143):
            return Interrupted(signal.SIGINT if seen.code == 130 else signal.SIGTERM)
        seen = seen.__cause__ or seen.__context__
    return None


@contextlib.contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """Outside Prefect's own handler (before and after the flow), SIGTERM raises like Ctrl-C does."""
    def handler(signum: int, frame: Any) -> None:
        raise SystemExit(EXIT_CODES[signal.SIGTERM])

    old = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


_exit_code: list[int] = []


def _exit_with_recorded_code() -> None:
    if _exit_code:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_exit_code[0])


def arm_exit_code() -> None:
    """Registered before Prefect starts its server and workers, so it runs after their exit handlers (atexit is
    LIFO): an interrupted run then leaves with exactly its 130 / 143, never re-raised by a late KeyboardInterrupt."""
    atexit.register(_exit_with_recorded_code)


def exit_code_after_interrupt(code: int) -> int:
    """Record the code for the last exit handler and ignore further Ctrl-C while the exit handlers stop the
    temporary server (a second Ctrl-C must not leave it running)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _exit_code[:] = [code]
    return code
