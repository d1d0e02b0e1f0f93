"""A stand-in for SGLang at the GPU boundary: a real HTTP server process speaking the parts of its protocol
the serving benchmark reads (streamed chat completions whose chunks carry several tokens, with `usage`, and
`/server_info` with `internal_states[].avg_spec_accept_length`).

Run as `python tests/evaluate_helpers.py PORT`.
"""

from __future__ import annotations

import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOKENS_PER_CHUNK = 3  # what EAGLE serving does: one verified draft = several tokens in one chunk
ACCEPT_LENGTH = 2.75


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):  # quiet
        pass

    def _json(self, obj, code=200):
        data = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/health":
            self._json({})
        elif self.path == "/v1/models":
            self._json({"data": [{"id": "fake"}]})
        elif self.path == "/server_info":
            self._json({"internal_states": [{"avg_spec_accept_length": ACCEPT_LENGTH}, {"avg_spec_accept_length": ACCEPT_LENGTH}]})
        else:
            self._json({"error": "not found"}, 404)

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        n = int(body["max_tokens"])
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

        def send(obj):
            line = f"data: {obj if isinstance(obj, str) else json.dumps(obj)}\n\n".encode()
            self.wfile.write(f"{len(line):x}\r\n".encode() + line + b"\r\n")
            self.wfile.flush()

        sent = 0
        while sent < n:
            k = min(TOKENS_PER_CHUNK, n - sent)
            time.sleep(0.01)
            send({"choices": [{"index": 0, "delta": {"content": "x" * k}}]})
            sent += k
        send({"choices": [], "usage": {"completion_tokens": n, "prompt_tokens": 5}})
        send("[DONE]")
        self.wfile.write(b"0\r\n\r\n")


if __name__ == "__main__":
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
