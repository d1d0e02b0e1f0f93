"""The shape of a prompt record as the PII scrubber reads it: where its texts are, and errors that name the record
and field but never the content."""

from __future__ import annotations

from typing import Any

from eagle_core.data.records import OPENAI_ROLES


class PiiRecordError(ValueError):
    """A record does not have the expected shape; names the record and field, never the content."""

    def __init__(self, record: str, field: str, problem: str):
        super().__init__(f"record {record}: field {field}: {problem}")
        self.record, self.field, self.problem = record, field, problem


def text_slots(record: dict[str, Any], where: str = "") -> list[tuple[int, int | None]]:
    """(message index, part index or None) of every text in a record; raises PiiRecordError on a bad shape."""
    rid = str(record.get("id", where or "?"))
    msgs = record.get("messages")
    if not isinstance(msgs, list) or not msgs:
        raise PiiRecordError(rid, "messages", "must be a non-empty list")
    slots: list[tuple[int, int | None]] = []
    for i, m in enumerate(msgs):
        if not isinstance(m, dict):
            raise PiiRecordError(rid, f"messages[{i}]", "must be an object")
        if m.get("role") not in OPENAI_ROLES:
            raise PiiRecordError(rid, f"messages[{i}].role", f"must be one of {sorted(OPENAI_ROLES)}")
        c = m.get("content")
        if isinstance(c, str):
            slots.append((i, None))
        elif isinstance(c, list):
            for j, part in enumerate(c):
                if not (isinstance(part, dict) and isinstance(part.get("text", ""), str)):
                    raise PiiRecordError(rid, f"messages[{i}].content[{j}]", "must be a text part")
                if "text" in part:
                    slots.append((i, j))
        elif c is None and m.get("role") in ("assistant", "tool", "function"):
            continue
        else:
            raise PiiRecordError(rid, f"messages[{i}].content", "must be a string or a list of text parts")
    return slots


def slot_text(record: dict, slot: tuple[int, int | None]) -> str:
    """The text at a slot from text_slots (a whole message content or one text part)."""
    i, j = slot
    c = record["messages"][i]["content"]
    return c if j is None else c[j]["text"]


def set_slot_text(record: dict, slot: tuple[int, int | None], value: str) -> None:
    """Replace the text at a slot in place (the caller scrubs a copy, never the input record)."""
    i, j = slot
    if j is None:
        record["messages"][i]["content"] = value
    else:
        record["messages"][i]["content"][j]["text"] = value
