"""The configuration reference (docs/configuration.md), generated from the pydantic models in `config.py`.

Why generated: a hand-written key table drifts from the code. Keys, types and defaults come from the models;
the notes are the comments written beside (or just above) each field in `config.py`, so documenting a key
means commenting it where it is defined. `tests/test_config.py` fails when the checked-in file is stale;
`python -m eagle_core.config_reference > docs/configuration.md` (or `eagle-pipeline config --reference`) rewrites it.
"""

from __future__ import annotations

import ast
import inspect
import io
import json
import tokenize
import typing
from typing import Any

from pydantic import BaseModel

from eagle_core import config as C

HEADER = """# Configuration reference

Generated from `eagle_core/config.py` by `python -m eagle_core.config_reference > docs/configuration.md`
(`tests/test_config.py` checks it is current). One YAML file, validated strictly: an unknown key or a bad
value fails with the key named. Override any key with `--set a.b=c` (lists by index: `data.sources.0.limit=30`);
`eagle-pipeline config --show --config FILE [--set ...]` prints the resolved config (secrets masked).
"""


def _field_notes(cls: type) -> dict[str, str]:
    """Comments beside each field of `cls` (same line), else the comment block just above it."""
    src = inspect.getsource(cls)
    comments: dict[int, str] = {}
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type == tokenize.COMMENT:
            comments[tok.start[0]] = tok.string.lstrip("#").strip()
    lines = src.splitlines()
    notes: dict[str, str] = {}
    for node in ast.parse(src).body[0].body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        name = node.target.id
        same = [comments[n] for n in range(node.lineno, (node.end_lineno or node.lineno) + 1) if n in comments]
        above, n = [], node.lineno - 1
        while n >= 1 and n in comments and lines[n - 1].lstrip().startswith("#"):
            above.insert(0, comments[n])
            n -= 1
        notes[name] = " ".join(same or above)
    return notes


def _type_name(tp: Any) -> str:
    origin = typing.get_origin(tp)
    if origin is typing.Literal:
        return " \\| ".join(json.dumps(a) for a in typing.get_args(tp))
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        return " \\| ".join(_type_name(a) for a in typing.get_args(tp))
    if origin is not None:
        args = ", ".join(_type_name(a) for a in typing.get_args(tp))
        return f"{getattr(origin, '__name__', str(origin))}[{args}]"
    if tp is type(None):
        return "null"
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return tp.__name__
    return getattr(tp, "__name__", str(tp))


def _default(field: Any) -> str:
    if field.is_required():
        return "required"
    value = field.get_default(call_default_factory=True)
    if isinstance(value, BaseModel):
        return "(section)"
    if isinstance(value, list) and value and isinstance(value[0], BaseModel):
        value = [v.model_dump(mode="json", exclude_defaults=True) for v in value]
    text = json.dumps(value, ensure_ascii=False)
    return f"`{text}`"


def _nested(tp: Any) -> list[type]:
    """Section models reachable from a field type (a section, or a list of them)."""
    if isinstance(tp, type) and issubclass(tp, C.Section):
        return [tp]
    return [s for a in typing.get_args(tp) for s in _nested(a)]


def _section(path: str, cls: type, out: list[str], seen: set[type]) -> None:
    seen.add(cls)
    notes = _field_notes(cls)
    doc = inspect.getdoc(cls) if cls.__doc__ else ""
    out.append(f"\n## `{path}`\n" if path else "\n## top level\n")
    if doc and cls is not C.PipelineConfig:
        out.append(doc.replace("\n", " ") + "\n")
    out.append("| key | type | default | notes |\n|---|---|---|---|")
    later = []
    for name, field in cls.model_fields.items():
        tp = field.annotation
        subs = [s for s in _nested(tp) if s not in seen]
        note = notes.get(name, "").replace("|", "\\|")
        if subs:
            note = (note + " " if note else "") + f"see `{(path + '.') if path else ''}{name}` below"
            later += [(f"{(path + '.') if path else ''}{name}", s) for s in subs]
        out.append(f"| `{name}` | {_type_name(tp)} | {_default(field)} | {note} |")
    for sub_path, sub in later:
        _section(sub_path, sub, out, seen)


def reference_markdown() -> str:
    """The whole reference: every section and key of PipelineConfig, in definition order."""
    out = [HEADER]
    _section("", C.PipelineConfig, out, {C.Section})
    return "\n".join(out).rstrip() + "\n"


if __name__ == "__main__":
    print(reference_markdown(), end="")
