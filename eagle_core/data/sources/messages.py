"""Source record -> messages: the layouts (OpenAI messages, ShareGPT, traffic logs, bare prompts), ids, dedup keys.

Every assistant turn is dropped because the target regenerates all of them: the draft must learn the
target's own distribution, not ChatGPT's. With `data.answers: source` the source's assistant turns are kept
instead, and a record without one is dropped; ids, dedup and the length filter still look at the prompt turns
only, so a record both settings keep has the same id, and so the same side of the held-out split.
"""

from __future__ import annotations

import hashlib
from typing import Any

from eagle_core.data.records import SOURCE_ROLES
from eagle_core.data.sources.raw import MalformedRecord, NonText


def _text(content: Any, where: str) -> str:
    """Plain text of an OpenAI content value (string or list of text parts)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for j, part in enumerate(content):
            if not isinstance(part, dict) or "type" not in part:
                raise MalformedRecord(f"{where}[{j}]", "content part must be an object with a type")
            if part["type"] != "text":
                raise NonText(part["type"])
            if not isinstance(part.get("text"), str):
                raise MalformedRecord(f"{where}[{j}].text", "must be a string")
            parts.append(part["text"])
        return "".join(parts)
    raise MalformedRecord(where, f"must be a string or a list of content parts, got {type(content).__name__}")


def _prompt_messages(turns: Any, field_: str, role_key: str, content_key: str,
                     keep_answers: bool = False) -> list[dict[str, str]]:
    """System/user turns in order (assistant turns dropped unless kept); raises on malformed or non-text turns."""
    if not isinstance(turns, list):
        raise MalformedRecord(field_, f"must be a list of turns, got {type(turns).__name__}")
    out = []
    for i, turn in enumerate(turns):
        where = f"{field_}[{i}]"
        if not isinstance(turn, dict):
            raise MalformedRecord(where, "turn must be an object")
        role = turn.get(role_key)
        if not isinstance(role, str):
            raise MalformedRecord(f"{where}.{role_key}", "missing or not a string")
        role_l = role.lower()
        if role_l in ("tool", "function", "ipython"):
            raise NonText("tool")  # tool results cannot be regenerated without the tool
        if role_l not in SOURCE_ROLES:
            raise MalformedRecord(f"{where}.{role_key}", f"unknown role (not one of {sorted(SOURCE_ROLES)})")
        mapped = SOURCE_ROLES[role_l]
        if mapped is None:
            if not keep_answers:
                continue
            mapped = "assistant"
        out.append({"role": mapped, "content": _text(turn.get(content_key), f"{where}.{content_key}")})
    return out


def messages_of(obj: Any, keep_answers: bool = False) -> tuple[list[dict[str, str]], str | None]:
    """(prompt messages, original id) of one source record in any supported layout.

    Layouts: OpenAI `messages`; ShareGPT `conversations` (from/value or role/content); traffic logs
    (`request.messages`); a bare `prompt` string. `keep_answers` keeps assistant turns as role "assistant",
    and a traffic log's `response` (the answer it served) as the last one.
    """
    if not isinstance(obj, dict):
        raise MalformedRecord("<record>", f"must be a JSON object, got {type(obj).__name__}")
    orig = obj.get("id", obj.get("request_id"))
    if orig is not None and not isinstance(orig, (str, int)):
        raise MalformedRecord("id", "must be a string or an integer")
    if "request" in obj and "messages" not in obj:
        req = obj["request"]
        if not isinstance(req, dict):
            raise MalformedRecord("request", "must be an object")
        if orig is None:
            orig = req.get("id", req.get("request_id"))
        messages = _prompt_messages(req.get("messages"), "request.messages", "role", "content", keep_answers)
        if keep_answers and obj.get("response") is not None:
            messages.append({"role": "assistant", "content": _served_answer(obj["response"])})
        return messages, _id_str(orig)
    if "messages" in obj:
        return _prompt_messages(obj["messages"], "messages", "role", "content", keep_answers), _id_str(orig)
    if "conversations" in obj:
        conv = obj["conversations"]
        sharegpt = isinstance(conv, list) and conv and isinstance(conv[0], dict) and "from" in conv[0]
        keys = ("from", "value") if sharegpt or not conv else ("role", "content")
        return _prompt_messages(conv, "conversations", *keys, keep_answers=keep_answers), _id_str(orig)
    if "prompt" in obj:
        return [{"role": "user", "content": _text(obj["prompt"], "prompt")}], _id_str(orig)
    raise MalformedRecord("messages", "no messages, conversations, request.messages or prompt field")


def _served_answer(response: Any) -> str:
    """The answer a traffic log recorded: the first choice of an OpenAI chat-completion response."""
    choices = response.get("choices") if isinstance(response, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise MalformedRecord("response.choices", "must be a non-empty list of choice objects")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise MalformedRecord("response.choices[0].message", "must be an object")
    if message.get("tool_calls"):
        raise NonText("tool_calls")
    return _text(message.get("content"), "response.choices[0].message.content")


def prompt_turns(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """The system/user turns: what ids, dedup and the length filter see, whichever `data.answers` is."""
    return [m for m in messages if m["role"] != "assistant"]


def answered_turns(messages: list[dict[str, str]]) -> list[dict[str, str]] | None:
    """The turns worth training on with `data.answers: source`, or None when no answer is left.

    Assistant turns before the first user turn answer nothing and are dropped; an empty answer ends the
    conversation there (what follows answers a turn the model never saw); trailing prompt turns are cut.
    """
    out: list[dict[str, str]] = []
    for m in messages:
        if m["role"] == "assistant":
            if not m["content"].strip():
                break
            if not any(o["role"] == "user" for o in out):
                continue
        out.append(m)
    while out and out[-1]["role"] != "assistant":
        out.pop()
    return out or None


def _id_str(orig: Any) -> str | None:
    return None if orig is None or orig == "" else str(orig)


def normalized_hash(messages: list[dict[str, str]]) -> str:
    """Dedup key: roles + contents with case and whitespace folded."""
    h = hashlib.sha256()
    for m in messages:
        h.update(m["role"].encode())
        h.update(b"\x1e")
        h.update(" ".join(m["content"].split()).lower().encode("utf-8"))
        h.update(b"\x1f")
    return h.hexdigest()
