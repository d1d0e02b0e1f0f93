"""Start an OpenAI-compatible serving engine as a subprocess, wait until it answers, and always stop it.

Every stage that needs the target behind an HTTP API (regeneration, serving benchmarks) goes through
`launched_engine` / `engine_for`, so the hard parts live in one place (what to run per engine kind lives in the
kind's own module, looked up in engines/registry.py):
- the server runs in its own process group (start_new_session) and is stopped as a group (SIGTERM, then
  SIGKILL after a grace period), whatever happens to the caller: exceptions, KeyboardInterrupt, SIGTERM
  from an orchestrator (turned into SystemExit while the engine is up), or the parent dying (PDEATHSIG);
- its log goes to a local file, is copied into the artifact store while it runs, and its tail is put
  into every startup error, because "did not become healthy" without the log is useless.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import httpx

from eagle_core.engines.base import DEFAULT_HEALTH_PATHS
from eagle_core.engines.registry import get_engine


class EngineError(RuntimeError):
    """The engine could not be started, or died; the message carries the end of its log."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def log_tail(path: str | Path | None, max_lines: int = 40, max_chars: int = 6000) -> str:
    if path is None or not Path(path).is_file():
        return "(no log)"
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - 64 * 1024))
        text = f.read().decode("utf-8", errors="replace")
    return "\n".join(text.splitlines()[-max_lines:])[-max_chars:]


def _set_pdeathsig() -> None:
    # Runs in the child before exec: if the launching process dies (even SIGKILL), the server gets SIGTERM.
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def _healthy(base_url: str, paths: Sequence[str]) -> bool:
    for path in paths:
        try:
            if httpx.get(base_url + path, timeout=5.0).status_code < 300:
                return True
        except httpx.HTTPError:
            continue
    return False


class _LogMirror(threading.Thread):
    """Copies the growing local log file into the store every few seconds (S3 has no append)."""

    def __init__(self, path: Path, store: Any, key: str, every_s: float = 10.0) -> None:
        super().__init__(daemon=True, name="engine-log-mirror")
        self.path, self.store, self.key, self.every_s = path, store, key, every_s
        self._halt = threading.Event()
        self._last_size = -1

    def sync(self) -> None:
        try:
            size = self.path.stat().st_size
            if size != self._last_size:
                self.store.upload_file(self.path, self.key)
                self._last_size = size
        except Exception:  # the mirror is best effort; the local log stays authoritative
            pass

    def run(self) -> None:
        while not self._halt.wait(self.every_s):
            self.sync()

    def stop(self) -> None:
        self._halt.set()
        self.join(timeout=30)
        self.sync()


def stop_process_group(proc: subprocess.Popen, grace_s: float = 15.0) -> None:
    """SIGTERM the whole group, wait up to grace_s for the leader, then SIGKILL whatever is left."""
    try:
        pgid = os.getpgid(proc.pid)
    except ProcessLookupError:
        pgid = proc.pid  # leader already reaped; its group id equals its pid (start_new_session)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGTERM)
    try:
        proc.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        pass
    # Workers (e.g. SGLang's scheduler processes) may outlive the leader: kill the group unconditionally.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=10)


@contextlib.contextmanager
def _sigterm_as_exit() -> Iterator[None]:
    """While the engine runs, turn a default-handled SIGTERM into SystemExit so `finally` blocks stop it."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        yield
        return

    def handler(signum: int, frame: Any) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


@dataclass
class EngineProcess:
    """What `launched_engine` yields: where the engine answers and how to reach its process."""

    base_url: str
    proc: subprocess.Popen | None  # None for an external engine
    log_path: Path | None

    def alive(self) -> bool:
        return self.proc is None or self.proc.poll() is None

    def __str__(self) -> str:
        return self.base_url


@contextlib.contextmanager
def launched_engine(
    cmd: Sequence[str] | None,
    *,
    base_url: str | None = None,
    host: str = "127.0.0.1",
    port: int | None = None,
    env: dict[str, str] | None = None,
    log_path: str | Path | None = None,
    store: Any = None,
    log_key: str | None = None,
    health_paths: Sequence[str] = DEFAULT_HEALTH_PATHS,
    startup_timeout_s: float = 600.0,
    ready: Callable[[str], None] | None = None,
    stop_grace_s: float = 15.0,
) -> Iterator[EngineProcess]:
    """Run `cmd` (its `{host}`/`{port}` placeholders filled in) until the block exits; yield the engine.

    With `cmd=None` and a `base_url`, nothing is started: the external engine is only health-checked.
    `ready(base_url)` runs after the health check and may raise to say "not yet" (e.g. a warm-up request
    that loads the model); it is retried until the startup timeout.
    """
    if cmd is None:
        if not base_url:
            raise ValueError("launched_engine needs a command or the base_url of a running engine")
        base_url = base_url.rstrip("/")
        if base_url.endswith("/v1"):
            base_url = base_url[: -len("/v1")]
        _wait_ready(base_url, None, None, health_paths, startup_timeout_s, ready)
        yield EngineProcess(base_url, None, None)
        return

    port = port or free_port(host)
    argv = [str(a).replace("{host}", host).replace("{port}", str(port)) for a in cmd]
    url = f"http://{host}:{port}"
    if log_path is None:
        log_path = Path(tempfile.mkdtemp(prefix="eagle-engine-")) / "engine.log"
    log_path = Path(log_path)
    log_path.parent.mkdir(parents=True, exist_ok=True)
    mirror = _LogMirror(log_path, store, log_key) if store is not None and log_key else None
    full_env = {**os.environ, **(env or {})}
    proc: subprocess.Popen | None = None
    with _sigterm_as_exit():
        try:
            with open(log_path, "ab", buffering=0) as log:
                log.write(f"$ {' '.join(argv)}\n".encode())
                proc = subprocess.Popen(
                    argv, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=full_env,
                    start_new_session=True, preexec_fn=_set_pdeathsig if sys.platform == "linux" else None,
                )
            if mirror is not None:
                mirror.start()
            _wait_ready(url, proc, log_path, health_paths, startup_timeout_s, ready)
            yield EngineProcess(url, proc, log_path)
        finally:
            if proc is not None:
                stop_process_group(proc, stop_grace_s)
            if mirror is not None:
                mirror.stop()


def _wait_ready(
    url: str,
    proc: subprocess.Popen | None,
    log_path: Path | None,
    health_paths: Sequence[str],
    timeout_s: float,
    ready: Callable[[str], None] | None,
) -> None:
    deadline = time.monotonic() + timeout_s
    last_error = "no health endpoint answered"
    delay = 0.2
    while True:
        if proc is not None and proc.poll() is not None:
            raise EngineError(
                f"engine exited with code {proc.returncode} before becoming healthy at {url}; log tail ({log_path}):\n"
                f"{log_tail(log_path)}"
            )
        if _healthy(url, health_paths):
            if ready is None:
                return
            try:
                ready(url)
                return
            except Exception as exc:  # not ready yet (model still loading), retry until the deadline
                last_error = f"readiness check failed: {type(exc).__name__}: {exc}"
        if time.monotonic() > deadline:
            raise EngineError(
                f"engine at {url} not ready after {timeout_s:.0f}s ({last_error}); log tail ({log_path}):\n{log_tail(log_path)}"
            )
        time.sleep(delay)
        delay = min(delay * 1.5, 2.0)


# ----------------------------------------------------------------------------- high level


@dataclass
class Engine:
    """A running engine as regeneration and benchmarks see it: URL, the model name to send, its process."""

    base_url: str
    model: str
    kind: str
    process: EngineProcess

    @property
    def openai_base_url(self) -> str:
        return self.base_url + "/v1"


@contextlib.contextmanager
def engine_for(
    cfg: Any,
    target_path: str,
    store: Any = None,
    log_key: str | None = None,
    draft_path: str | None = None,
    log_path: str | Path | None = None,
) -> Iterator[Engine]:
    """Start (or reach) the engine `cfg.engine` describes for `target_path`; stop it on exit.

    The kind (engines/registry.py) says what to run: kind=cpu `transformers serve` (engines/cpu.py); kind=sglang
    `python -m sglang.launch_server` and kind=llamacpp `llama-server` on the target's GGUF, each with the EAGLE-3
    head when `draft_path` is given; kind=external `cfg.engine.base_url`, health-checked only.
    """
    ecfg = cfg.engine
    engine = get_engine(ecfg.kind)
    spec = engine.launch_spec(cfg, target_path, draft_path)
    with launched_engine(
        spec.cmd, base_url=spec.base_url, env=spec.env, health_paths=spec.health_paths, ready=spec.ready,
        host=ecfg.host, port=ecfg.port, store=store, log_key=log_key, log_path=log_path,
        startup_timeout_s=ecfg.startup_timeout_s, stop_grace_s=ecfg.stop_grace_s,
    ) as proc:
        yield Engine(proc.base_url, engine.served_model_name(cfg, target_path, proc.base_url), engine.kind, proc)
