"""Helpers for the orchestration tests: a tiny pipeline config, a fault-injecting HTTP proxy process, isolated
Prefect homes, and a grep over everything a run persisted."""

from __future__ import annotations

import os

os.environ.setdefault("EAGLE_RETRY_BASE_S", "0.2")  # before tasks/ is imported: fast retries in tests

import argparse
import http.client
import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]


def terminal_signals() -> None:
    """Popen's preexec_fn: Ctrl-C as a terminal delivers it. A suite started in the background from a script
    (`cmd &`, nohup) runs with SIGINT ignored, which every child would inherit and obey, as POSIX asks; the tests
    that press Ctrl-C test a user at a terminal."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def tiny_config(tmp: Path, **sections: dict[str, Any]) -> dict[str, Any]:
    """Every stage on CPU in about a minute: 16 ShareGPT prompts, 16-token answers, 10 training steps."""
    cfg: dict[str, Any] = {
        "name": "tiny",
        "storage": {"root": str(tmp / "artifacts")},
        "target": {"model": "smollm2-135m-instruct"},
        "data": {"sources": [{"kind": "sharegpt", "path": "package:sharegpt", "limit": 16}],
                 "max_prompt_tokens": 256, "holdout_fraction": 0.2},
        "pii": {"n_process": 1},
        "engine": {"kind": "cpu", "cpu_kv_blocks": 16},
        "regeneration": {"max_tokens": 16, "concurrency": 8, "shard_size": 8, "retry_base_s": 0.05,
                         "retry_max_s": 0.2},
        "tokenization": {"max_length": 256},
        "vocab": {"draft_vocab_size": 512},
        "training": {"max_steps": 10, "batch_size": 2, "max_length": 256, "ttt_length": 2,
                     "checkpoint_every": 5, "log_every": 5, "progress": False},
        "evaluation": {"benchmarks": [{"name": "heldout-chat", "kind": "heldout", "num_prompts": 2},
                                      {"name": "humaneval", "kind": "humaneval", "num_prompts": 1}],
                       "max_new_tokens": 8, "tree_topk": 2, "tree_num_draft_tokens": 4, "threads": 1},
        "tracking": {"uri": f"sqlite:///{tmp / 'mlflow' / 'mlflow.db'}"},
    }
    for name, body in sections.items():
        cfg[name] = {**cfg.get(name, {}), **body}
    return cfg


TOPICS = ["rain", "coffee", "bicycles", "the moon", "bread", "rivers", "chess", "owls", "winter", "trains",
          "paper", "gardens", "clocks", "salt", "bridges", "music", "maps", "honey", "glass", "wind",
          "libraries", "volcanoes", "shoes", "lighthouses"]


def mlflow_client(uri: str):
    """A client of this store for runs and models alike: a test in the same process may have set MLflow's
    process-wide registry URI to another store (registry.tracking_setup does)."""
    import mlflow

    return mlflow.MlflowClient(tracking_uri=uri, registry_uri=uri)


def write_prompts(path: Path, n: int = 24) -> Path:
    """n short single-turn prompts (messages JSONL): quick to answer on a loaded CPU."""
    lines = [json.dumps({"id": f"p{i:02d}", "messages": [{"role": "user", "content": f"Write one short sentence about {t}."}]})
             for i, t in enumerate((TOPICS * (n // len(TOPICS) + 1))[:n])]
    path.write_text("\n".join(lines) + "\n")
    return path


def quick_config(tmp: Path, n: int = 24, **sections: dict[str, Any]) -> dict[str, Any]:
    """tiny_config over short prompts instead of multi-turn ShareGPT chats."""
    prompts = write_prompts(tmp / "prompts.jsonl", n)
    data = {"sources": [{"kind": "messages", "path": str(prompts)}], "holdout_fraction": 0.25}
    return tiny_config(tmp, data={**data, **sections.pop("data", {})}, **sections)


def write_config(path: Path, cfg: dict[str, Any]) -> Path:
    path.write_text(yaml.safe_dump(cfg, sort_keys=False))
    return path


def prefect_env(home: Path, api_url: str | None = None) -> dict[str, str]:
    """Environment for a Prefect process with its own home (SQLite DB, result storage) under `home`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    env.update(PREFECT_HOME=str(home), PREFECT_LOCAL_STORAGE_PATH=str(home / "storage"),
               PREFECT_SERVER_ANALYTICS_ENABLED="false", PREFECT_TELEMETRY_ENABLE_RESOURCE_METRICS="false",
               EAGLE_RETRY_BASE_S="0.2", PYTHONPATH=str(ROOT), HF_HUB_OFFLINE="1",
               TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS="", TOKENIZERS_PARALLELISM="false")
    if api_url:
        env["PREFECT_API_URL"] = api_url
    return env


def grep_tree(roots: list[Path], needles: list[str]) -> list[tuple[str, str]]:
    """(file, needle) for every needle found in any file under the roots (binary files read as latin-1 too)."""
    hits = []
    for root in roots:
        if not root.exists():
            continue
        for p in [root] if root.is_file() else sorted(root.rglob("*")):
            if not p.is_file():
                continue
            data = p.read_bytes()
            texts = [data.decode("utf-8", errors="replace"), data.decode("latin-1")]
            hits += [(str(p), n) for n in needles if any(n in t for t in texts)]
    return hits


# ----------------------------------------------------------------------------- a real Prefect server
def start_prefect_server(home: Path, port: int, timeout: float = 180.0, settings: dict[str, str] | None = None
                         ) -> tuple[subprocess.Popen, str]:
    """`prefect server start` on 127.0.0.1:port with its SQLite DB under `home` (plus Prefect `settings` as
    environment variables); returns (process, API URL)."""
    import time

    import httpx

    home.mkdir(parents=True, exist_ok=True)
    log = open(home / "server.log", "wb")
    proc = subprocess.Popen([sys.executable, "-m", "prefect", "server", "start", "--host", "127.0.0.1",
                             "--port", str(port)], env={**prefect_env(home), **(settings or {})}, stdout=log,
                            stderr=subprocess.STDOUT,
                            start_new_session=True)
    api = f"http://127.0.0.1:{port}/api"
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"prefect server exited {proc.returncode}: {(home / 'server.log').read_text()[-2000:]}")
        try:
            if httpx.get(f"{api}/health", timeout=2).status_code == 200:
                return proc, api
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    stop(proc)
    raise TimeoutError(f"prefect server on port {port} not healthy after {timeout}s")


def stop(proc: subprocess.Popen, grace: float = 20.0) -> None:
    """Terminate a process this test started (and its process group when it leads one)."""
    import signal

    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM) if os.getpgid(proc.pid) == proc.pid else proc.terminate()
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL) if os.getpgid(proc.pid) == proc.pid else proc.kill()
        proc.wait(timeout=10)


@pytest.fixture(scope="session")
def prefect_server(tmp_path_factory):
    """One real Prefect server for the slow orchestration tests; yields (API URL, its PREFECT_HOME)."""
    import socket

    home = tmp_path_factory.mktemp("prefect-home")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc, api = start_prefect_server(home, port)
    try:
        yield api, home
    finally:
        stop(proc)


def start_worker(pool: str, env: dict[str, str], cwd: Path, log_path: Path) -> subprocess.Popen:
    """`prefect worker start --pool <pool>` (a process worker polling every 2 s) in its own process group."""
    return subprocess.Popen([sys.executable, "-m", "prefect", "worker", "start", "--pool", pool, "--type", "process",
                             "--prefetch-seconds", "5"], env={**env, "PREFECT_WORKER_QUERY_SECONDS": "2"}, cwd=cwd,
                            stdout=open(log_path, "wb"), stderr=subprocess.STDOUT, start_new_session=True)


def run_cli(args: list[str], env: dict[str, str], cwd: Path, timeout: float = 1500) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flows.cli", *args], env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)


# ----------------------------------------------------------------------------- fault-injecting proxy
class _Proxy(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    upstream: tuple[str, int]
    rules: dict[str, Any]
    lock = threading.Lock()
    counts: dict[str, int] = {"matched": 0, "failed": 0, "forwarded": 0}

    def log_message(self, fmt: str, *args: Any) -> None:
        pass

    def _handle(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        matched = self.command in self.rules["methods"] and self.rules["path"] in self.path
        with self.lock:
            if matched:
                self.counts["matched"] += 1
            fail = matched and self.counts["failed"] < self.rules["fail"]
            if fail:
                self.counts["failed"] += 1
        if fail:
            if self.rules["mode"] == "drop":
                self.close_connection = True
                self.connection.shutdown(2)
                return
            payload = b'{"error": "injected fault"}'
            self.send_response(self.rules["status"])
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
            return
        conn = http.client.HTTPConnection(*self.upstream, timeout=600)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("connection", "keep-alive")}
        conn.request(self.command, self.path, body=body, headers=headers)
        resp = conn.getresponse()
        data = resp.read()
        with self.lock:
            self.counts["forwarded"] += 1
        self.send_response(resp.status)
        for k, v in resp.getheaders():
            if k.lower() not in ("transfer-encoding", "connection", "content-length"):
                self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
        conn.close()

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _handle


def serve_proxy(port: int, upstream: str, fail: int, path: str, methods: list[str], mode: str, status: int,
                counts_file: str | None) -> None:
    host, _, up_port = upstream.replace("http://", "").partition(":")
    _Proxy.upstream = (host, int(up_port or 80))
    _Proxy.rules = {"fail": fail, "path": path, "methods": methods, "mode": mode, "status": status}
    server = ThreadingHTTPServer(("127.0.0.1", port), _Proxy)
    if counts_file:
        def dump() -> None:
            # Written to a side file and renamed over, so a proxy stopped mid-write never leaves the test an empty
            # or half-written counts file to read.
            target, tmp = Path(counts_file), Path(f"{counts_file}.tmp")
            while True:
                with _Proxy.lock:
                    text = json.dumps(_Proxy.counts)
                tmp.write_text(text)
                os.replace(tmp, target)
                threading.Event().wait(0.2)

        threading.Thread(target=dump, daemon=True).start()
    server.serve_forever()


def start_proxy(port: int, upstream: str, fail: int, path: str = "/", methods: tuple[str, ...] = ("POST",),
                mode: str = "status", status: int = 500, counts_file: Path | None = None) -> subprocess.Popen:
    """A proxy process on 127.0.0.1:port in front of `upstream` that fails the first `fail` matching requests
    (HTTP `status`, or a dropped connection with mode="drop") and forwards everything else unchanged."""
    cmd = [sys.executable, __file__, "proxy", "--port", str(port), "--upstream", upstream, "--fail", str(fail),
           "--path", path, "--mode", mode, "--status", str(status), "--methods", ",".join(methods)]
    if counts_file:
        cmd += ["--counts", str(counts_file)]
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def proxy_counts(path: Path) -> dict[str, int]:
    return json.loads(path.read_text()) if path.exists() else {}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["proxy"])
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--upstream", required=True)
    ap.add_argument("--fail", type=int, default=0)
    ap.add_argument("--path", default="/")
    ap.add_argument("--methods", default="POST")
    ap.add_argument("--mode", default="status", choices=["status", "drop"])
    ap.add_argument("--status", type=int, default=500)
    ap.add_argument("--counts", default=None)
    a = ap.parse_args()
    serve_proxy(a.port, a.upstream, a.fail, a.path, a.methods.split(","), a.mode, a.status, a.counts)
