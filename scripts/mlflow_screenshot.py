"""Headless-Chromium screenshot of an MLflow run page, for reviews and CI artifacts.

    python scripts/mlflow_screenshot.py --tracking-uri sqlite:///mlflow.db --out run.png
    python scripts/mlflow_screenshot.py --tracking-uri http://mlflow:5000 --run-id <id> --tab model-metrics --out curves.png

With a sqlite store a throw-away `mlflow server` is started on a free port and stopped afterwards. The
run defaults to the newest run of the newest `eagle3-*` experiment. Needs a Chromium binary
(Debian: `apt-get install -y chromium`). MLflow's UI is a JS app: `--virtual-time-budget` lets it fetch
and render before the capture.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TABS = {"overview": "", "model-metrics": "/model-metrics", "artifacts": "/artifacts"}
TAB_TEXT = {"overview": "Metrics (", "model-metrics": "Add chart", "artifacts": "config"}
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars", "--disable-dev-shm-usage",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, timeout: float, proc: subprocess.Popen | None = None) -> None:
    import httpx

    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"mlflow server exited with {proc.returncode}")
        try:
            if httpx.get(url, timeout=2.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer within {timeout}s")


def find_chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise FileNotFoundError("no Chromium binary found (Debian: apt-get install -y chromium)")


def pick_run(tracking_uri: str, run_id: str | None, experiment: str | None) -> tuple[str, str, str]:
    """(experiment_id, run_id, run_name): the given run, or the newest of the experiment (or any eagle3-*)."""
    import mlflow

    client = mlflow.MlflowClient(tracking_uri=tracking_uri)
    if run_id:
        info = client.get_run(run_id).info
        return info.experiment_id, run_id, info.run_name
    if experiment:
        exps = [client.get_experiment_by_name(experiment)]
    else:
        exps = client.search_experiments(filter_string="name LIKE 'eagle3-%'", order_by=["creation_time DESC"])
    exps = [e for e in exps if e is not None]
    if not exps:
        raise SystemExit(f"no experiment found in {tracking_uri}")
    runs = client.search_runs([exps[0].experiment_id], order_by=["attributes.start_time DESC"], max_results=1)
    if not runs:
        raise SystemExit(f"experiment {exps[0].name!r} has no runs")
    return exps[0].experiment_id, runs[0].info.run_id, runs[0].info.run_name


class Chromium:
    """A headless Chromium driven over the DevTools protocol (websockets is already a Prefect dependency).

    Plain `--screenshot` can't wait for MLflow's JS app to fetch its data or dismiss the assistant panel
    that opens on first load, so the page is loaded, polled until the run's content shows, then captured.
    """

    def __init__(self, width: int = 1600, height: int = 1000, timeout: float = 90) -> None:
        self.width, self.height, self.timeout = width, height, timeout
        # Chromium's helper processes may still write the profile after the browser exits: a leftover temp
        # folder must not fail the screenshot.
        self._profile = tempfile.TemporaryDirectory(prefix="chromium-profile-", ignore_cleanup_errors=True)
        cmd = [find_chromium(), *CHROMIUM_FLAGS, f"--user-data-dir={self._profile.name}",
               f"--window-size={width},{height}", "--remote-debugging-port=0", "about:blank"]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        ws_url = None
        deadline = time.time() + timeout
        while time.time() < deadline and ws_url is None:
            line = self.proc.stderr.readline()
            if not line and self.proc.poll() is not None:
                raise RuntimeError(f"chromium exited with {self.proc.returncode}")
            if "DevTools listening on " in line:
                ws_url = line.split("DevTools listening on ", 1)[1].strip()
        if ws_url is None:
            raise TimeoutError("chromium did not open its DevTools port")
        port = ws_url.split(":")[2].split("/")[0]
        import httpx

        pages = [t for t in httpx.get(f"http://127.0.0.1:{port}/json/list", timeout=10).json() if t["type"] == "page"]
        from websockets.sync.client import connect

        self.ws = connect(pages[0]["webSocketDebuggerUrl"], max_size=64 * 1024 * 1024, open_timeout=timeout)
        self._id = 0
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    def call(self, method: str, _session: str | None = None, **params):
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params}
        if _session:  # a command for an attached target (an out-of-process iframe)
            msg["sessionId"] = _session
        self.ws.send(json.dumps(msg))
        while True:
            msg = json.loads(self.ws.recv(timeout=self.timeout))
            if msg.get("id") == self._id:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})

    def js(self, expr: str):
        return self.call("Runtime.evaluate", expression=expr, returnByValue=True).get("result", {}).get("value")

    def frames_js(self, expr: str) -> list:
        """`expr` evaluated in each iframe of the page. MLflow shows an HTML artifact in a sandboxed blob: iframe,
        which Chromium runs out of process: it is reached as its own DevTools target, not through the page."""
        out = []
        for t in self.call("Target.getTargets")["targetInfos"]:
            if t["type"] == "iframe":
                session = self.call("Target.attachToTarget", targetId=t["targetId"], flatten=True)["sessionId"]
                res = self.call("Runtime.evaluate", _session=session, expression=expr, returnByValue=True)
                out.append(res.get("result", {}).get("value"))
        return out

    def wait_for_text(self, texts: list[str], timeout: float) -> bool:
        deadline = time.time() + timeout
        cond = " && ".join(f"document.body.innerText.includes({json.dumps(t)})" for t in texts)
        while time.time() < deadline:
            if self.js(f"!!document.body && ({cond})"):
                return True
            time.sleep(0.5)
        return False

    def screenshot(self, url: str, out: Path, wait_texts: list[str], section: str | None = None,
                   settle_s: float = 2.0) -> Path:
        self.call("Page.enable")
        self.call("Page.navigate", url=url)
        if not self.wait_for_text(wait_texts, self.timeout):
            print(f"warning: page never showed {wait_texts}; capturing anyway", file=sys.stderr)
        # The MLflow assistant opens itself on a fresh profile's first visit; close it to show the run.
        self.js("document.querySelector('[data-component-id=\"mlflow.assistant.chat_panel.close\"]')?.click()")
        if section:  # metric charts are grouped by name prefix ("train" + "(12)"); bring that group to the top
            self.js(f"""(() => {{ const want = {json.dumps(section)};
                const el = Array.from(document.querySelectorAll('div,span,h2,h3'))
                    .find(e => e.childElementCount === 0 && (e.innerText || '').trim() === want);
                el?.scrollIntoView({{block: 'start'}}); }})()""")
        time.sleep(settle_s)
        data = self.call("Page.captureScreenshot", format="png")["data"]
        out = Path(out).resolve()
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(base64.b64decode(data))
        return out

    def close(self) -> None:
        try:
            self.ws.close()
        finally:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
            self._profile.cleanup()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tracking-uri", default=os.environ.get("MLFLOW_TRACKING_URI", "sqlite:///mlflow.db"))
    p.add_argument("--run-id", default=None)
    p.add_argument("--experiment", default=None, help="experiment name (default: newest eagle3-*)")
    p.add_argument("--tab", choices=sorted(TABS), default="overview")
    p.add_argument("--out", default="mlflow_run.png")
    p.add_argument("--window-size", default="1600,1000")
    p.add_argument("--section", default="train", help="model-metrics tab: chart group scrolled into view")
    p.add_argument("--timeout", type=float, default=90, help="seconds the page gets to show the run")
    args = p.parse_args(argv)

    uri = args.tracking_uri
    if uri.startswith("sqlite:///"):
        uri = f"sqlite:///{Path(uri[len('sqlite:///'):]).expanduser().resolve()}"
    exp_id, run_id, run_name = pick_run(uri, args.run_id, args.experiment)
    proc = None
    base = uri
    if not uri.startswith(("http://", "https://")):
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        proc = subprocess.Popen(
            [sys.executable, "-m", "mlflow", "server", "--backend-store-uri", uri, "--host", "127.0.0.1",
             "--port", str(port), "--workers", "1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
    try:
        wait_http(f"{base.rstrip('/')}/health", timeout=120, proc=proc)
        url = f"{base.rstrip('/')}/#/experiments/{exp_id}/runs/{run_id}{TABS[args.tab]}?workflowType=machine_learning"
        width, height = (int(x) for x in args.window_size.split(","))
        browser = Chromium(width, height, timeout=args.timeout)
        try:
            section = args.section if args.tab == "model-metrics" else None
            out = browser.screenshot(url, Path(args.out), wait_texts=[run_name, TAB_TEXT[args.tab]], section=section)
        finally:
            browser.close()
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
    print(f"{url}\n{out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
