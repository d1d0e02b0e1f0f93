"""Helpers for the engine/regeneration tests: ShareGPT prompt records, greedy references, a fault-injecting server.

`python tests/regen_helpers.py serve --port P [--fail-first N] [--never-healthy]` runs a tiny real HTTP
server speaking the OpenAI chat-completions protocol (health, models, chat). It stands in only where the
real engine cannot be made to misbehave on demand (429/5xx bursts, never becoming healthy).
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from data_helpers import sharegpt_head

BOOT_MARKER = "fake-openai-server booting"


def prompt_records(path: Path, n: int, max_chars: int = 400, multi_turn: int = 3) -> list[dict[str, Any]]:
    """n prompt records (system/user turns only) from ShareGPT human turns; the first `multi_turn` get 2 user turns."""
    from eagle_core.data.records import stable_id

    records = []
    for conv in sharegpt_head(path, 600):
        users = [m["value"].strip() for m in conv["conversations"] if m["from"] == "human"]
        users = [u for u in users if 8 <= len(u) <= max_chars]
        if not users:
            continue
        turns = users[:2] if len(records) < multi_turn and len(users) >= 2 else users[:1]
        if len(records) < multi_turn and len(turns) < 2:
            continue
        msgs = [{"role": "user", "content": u} for u in turns]
        records.append({"id": stable_id("sharegpt", conv["id"]), "source": "sharegpt", "messages": msgs})
        if len(records) == n:
            return records
    raise RuntimeError(f"only {len(records)} usable ShareGPT prompts")


def write_prompts(store: Any, prefix: str, records: list[dict[str, Any]], per_shard: int = 7) -> None:
    from eagle_core.data.records import dumps_jsonl, shard_name

    for k in range(0, len(records), per_shard):
        store.write_text(f"{prefix}/{shard_name(k // per_shard)}", dumps_jsonl(records[k:k + per_shard]))


def greedy_reference(model: Any, tok: Any, messages: list[dict[str, str]], max_tokens: int) -> tuple[str, int]:
    """model.generate greedy answer to a chat (same chat template as the server), as (text, n_tokens)."""
    import torch

    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=max_tokens, do_sample=False)
    new = out[0, enc["input_ids"].shape[1]:]
    return tok.decode(new, skip_special_tokens=True), int(new.shape[0])


def _teacher_forced_greedy(model: Any, tok: Any, history: list[dict[str, str]], answer: str, finish: str | None,
                           n_tokens: int | None, max_tokens: int) -> bool:
    """True when `answer` is exactly greedy decoding's output: each of its tokens is the argmax given the
    prefix, it stops with EOS when finish == "stop" (or has max_tokens tokens when "length"), and its token
    count matches the server's. One forward instead of max_tokens decode steps."""
    import torch

    prompt = tok.apply_chat_template(history, add_generation_prompt=True, return_dict=True)["input_ids"]
    ans = tok(answer, add_special_tokens=False)["input_ids"]
    eos = model.generation_config.eos_token_id
    eos = eos[0] if isinstance(eos, list) else eos
    if finish == "stop":
        ans = ans + [eos]
    elif len(ans) != max_tokens:
        return False
    if n_tokens is not None and n_tokens != len(ans):
        return False
    ids = torch.tensor([prompt + ans])
    with torch.no_grad():
        pred = model(ids).logits[0, len(prompt) - 1:-1].argmax(-1).tolist()
    return pred == ans


def greedy_match_rate(target_path: str, conversations: list[dict[str, Any]], max_tokens: int) -> tuple[float, list[str]]:
    """Share of assistant turns token-exact equal to model.generate's greedy output given the same history.

    Checked by teacher forcing first (cheap); a turn that fails it is decided by running model.generate
    (text and token count), so re-tokenization or near-tie numerics cannot fake a mismatch.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(target_path)
    model = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32).eval()
    total = same = 0
    diffs = []
    for rec in conversations:
        history: list[dict[str, str]] = []
        turn = 0
        for m in rec["messages"]:
            if m["role"] == "assistant":
                total += 1
                n = rec["completion_tokens"][turn]
                ok = _teacher_forced_greedy(model, tok, history, m["content"], rec["finish_reasons"][turn], n, max_tokens)
                if not ok:
                    ref, n_ref = greedy_reference(model, tok, history, max_tokens)
                    ok = ref == m["content"] and n_ref == n
                    if not ok:
                        diffs.append(f"{rec['id']} turn {turn}: server {n} tokens, generate {n_ref}")
                same += ok
                turn += 1
            history.append({"role": m["role"], "content": m["content"]})
    return same / max(total, 1), diffs


# ----------------------------------------------------------------------------- fault-injecting server


def serve(port: int, fail_first: int, never_healthy: bool, status: int) -> None:
    lock = threading.Lock()
    state = {"chat": 0}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, fmt: str, *args: Any) -> None:
            print("fake-server:", fmt % args, flush=True)

        def _send(self, code: int, obj: Any) -> None:
            body = json.dumps(obj).encode()
            self.send_response(code)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:
            if never_healthy:
                return self._send(503, {"error": "still loading"})
            if self.path == "/health":
                return self._send(200, {"status": "ok"})
            if self.path == "/v1/models":
                return self._send(200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]})
            self._send(404, {"error": "not found"})

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["content-length"])))
            with lock:
                state["chat"] += 1
                n = state["chat"]
            if n <= fail_first:
                return self._send(status, {"error": {"message": f"injected failure {n}", "type": "server_error"}})
            last = [m["content"] for m in body["messages"] if m["role"] == "user"][-1]
            turns = sum(m["role"] == "user" for m in body["messages"])
            text = f"echo{turns}: {last[:24]}"
            self._send(200, {
                "id": f"c{n}", "object": "chat.completion", "created": 0, "model": body["model"],
                "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
                "usage": {"prompt_tokens": 1, "completion_tokens": len(text.split()), "total_tokens": 1 + len(text.split())},
            })

    print(BOOT_MARKER, flush=True)
    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("cmd", choices=["serve"])
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--fail-first", type=int, default=0)
    p.add_argument("--status", type=int, default=503)
    p.add_argument("--never-healthy", action="store_true")
    a = p.parse_args()
    serve(a.port, a.fail_first, a.never_healthy, a.status)
    sys.exit(0)
