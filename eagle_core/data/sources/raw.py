"""What a source reader yields (`Raw`), what it counts (`SourceStats`) and the two ways a record is refused.

A malformed record is reported by file + line/item + field and never stops the run; no raw text ever enters a
report.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MAX_REPORTED = 100  # malformed locations kept per source in the manifest


class MalformedRecord(ValueError):
    """A record that cannot be read; `field` names the offending field, the message never quotes its text."""

    def __init__(self, field_: str, problem: str):
        super().__init__(f"{field_}: {problem}")
        self.field = field_
        self.problem = problem


class NonText(ValueError):
    """A message whose content is not plain text (images, audio, tool calls)."""


@dataclass
class Raw:
    """One record as read from a source, before conversion: where it came from and its parsed JSON."""

    file: str
    loc: tuple[str, int]  # ("line", n) or ("item", n), 1-based
    value: Any = None
    error: str | None = None  # JSON syntax error
    fatal: bool = False  # the file itself cannot be read on from here (not one bad record)


@dataclass
class SourceStats:
    name: str
    kind: str
    read: int = 0
    kept: int = 0
    malformed: int = 0
    filtered: dict[str, int] = field(default_factory=dict)
    malformed_at: list[dict[str, Any]] = field(default_factory=list)
    files: int = 0
    rekeyed: int = 0  # records whose original id was already used by different content (kept, re-keyed)
    notes: list[str] = field(default_factory=list)

    def bad(self, raw: Raw, field_: str, problem: str) -> None:
        self.malformed += 1
        if len(self.malformed_at) < MAX_REPORTED:
            self.malformed_at.append({"file": raw.file, raw.loc[0]: raw.loc[1], "field": field_, "error": problem})

    def drop(self, reason: str) -> None:
        self.filtered[reason] = self.filtered.get(reason, 0) + 1

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "read": self.read, "kept": self.kept, "malformed": self.malformed,
                "filtered": dict(sorted(self.filtered.items())), "malformed_at": self.malformed_at,
                "files": self.files, "rekeyed": self.rekeyed, "notes": self.notes[:MAX_REPORTED]}
