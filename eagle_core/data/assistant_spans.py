"""Where the assistant turns lie in a chat template's rendering: the character spans the loss mask covers.

Each span is an assistant content plus the special token that closes its turn (`<|im_end|>`, `<|eot_id|>`,
`</s>`...). Spans are found without hard-coding a template: each conversation is rendered once with unique
sentinels in place of the contents (so the contents' character spans are known exactly) and once for real;
when the template rewrites contents (strip, reasoning removal) and the two disagree, spans are located by
rendering message prefixes instead.
"""

from __future__ import annotations

import secrets
from typing import Any


class ConversationError(ValueError):
    """A conversation that cannot be tokenized; names the record and the field."""

    def __init__(self, record: str, field: str, problem: str):
        super().__init__(f"record {record!r}: {field}: {problem}")
        self.record, self.field, self.problem = record, field, problem


def special_strings(tokenizer: Any) -> list[str]:
    """Text of every special token (candidates for the end-of-turn token), longest first."""
    found = set(getattr(tokenizer, "all_special_tokens", []) or [])
    for tok in (getattr(tokenizer, "added_tokens_decoder", None) or {}).values():
        if getattr(tok, "special", False):
            found.add(str(tok))
    return sorted((s for s in found if s), key=len, reverse=True)


def _render(tokenizer: Any, messages: list[dict[str, str]], **kw: Any) -> str:
    return tokenizer.apply_chat_template(messages, tokenize=False, **kw)


def _spans_by_sentinel(tokenizer: Any, messages: list[dict], text: str) -> list[tuple[int, int, int]] | None:
    """(content start, content end, next content start) of each assistant message, or None if the template
    does not place contents verbatim (then the rebuilt text differs from the real rendering)."""
    nonce = secrets.token_hex(4)
    marks = [f"@@EAGLE{nonce}x{j}@@" for j in range(len(messages))]
    if any(nonce in m["content"] for m in messages):
        return None
    rendered = _render(tokenizer, [{**m, "content": s} for m, s in zip(messages, marks)])
    pieces, starts, ends, pos = [], [], [], 0
    length = 0
    for m, s in zip(messages, marks):
        at = rendered.find(s, pos)
        if at < 0 or rendered.find(s, at + len(s)) >= 0:
            return None  # content dropped or rendered twice
        pieces.append(rendered[pos:at])
        length += at - pos
        starts.append(length)
        pieces.append(m["content"])
        length += len(m["content"])
        ends.append(length)
        pos = at + len(s)
    pieces.append(rendered[pos:])
    if "".join(pieces) != text:
        return None
    nxt = starts[1:] + [len(text)]
    return [(starts[j], ends[j], nxt[j]) for j, m in enumerate(messages) if m["role"] == "assistant"]


def _spans_by_prefix(tokenizer: Any, messages: list[dict], text: str, rid: str) -> list[tuple[int, int, int]]:
    """Fallback for templates that rewrite contents: the generation prompt of each prefix marks where the
    answer starts; the (possibly stripped) content is searched from there."""
    spans, cursor = [], 0
    for i, m in enumerate(messages):
        if m["role"] != "assistant":
            continue
        start = cursor
        if i:
            try:
                gen = _render(tokenizer, messages[:i], add_generation_prompt=True)
                if text.startswith(gen):
                    start = max(start, len(gen))
            except Exception:  # noqa: BLE001 - a strict template may reject a prefix
                pass
        content = m["content"]
        at = text.find(content, start)
        if at < 0 or not content.strip():
            content = content.strip()
            at = text.find(content, start)
        if at < 0:
            raise ConversationError(rid, f"messages[{i}].content",
                                    "assistant content not found in the rendered template")
        spans.append((at, at + len(content)))
        cursor = at + len(content)
    nxt = [s for s, _ in spans[1:]] + [len(text)]
    return [(s, e, n) for (s, e), n in zip(spans, nxt)]


def assistant_char_spans(tokenizer: Any, messages: list[dict[str, str]], rid: str = "?",
                         specials: list[str] | None = None) -> tuple[str, list[tuple[int, int]]]:
    """(rendered text, [(start, end)] character spans to train on): each assistant content + its end-of-turn token."""
    specials = special_strings(tokenizer) if specials is None else specials
    try:
        text = _render(tokenizer, messages)
    except Exception as exc:  # noqa: BLE001 - template errors name the record, never its text
        raise ConversationError(rid, "messages",
                                f"chat template failed: {type(exc).__name__}: {str(exc)[:120]}") from None
    spans = _spans_by_sentinel(tokenizer, messages, text)
    if spans is None:
        spans = _spans_by_prefix(tokenizer, messages, text, rid)
    out = []
    for start, end, limit in spans:
        region = text[end:limit]
        hits = [(region.find(s), -len(s), s) for s in specials]
        hits = [h for h in hits if h[0] >= 0]
        if hits:
            at, _, tok = min(hits)
            end = end + at + len(tok)
        out.append((start, end))
    return text, out
