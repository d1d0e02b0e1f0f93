"""The scrubber's audit report: counts per entity, dropped and changed records, and examples rendered with
placeholders, so raw text never reaches a report."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from eagle_core.config import PiiConfig

if TYPE_CHECKING:
    from eagle_core.data.pii_analyzer import Detection


def new_stats() -> dict[str, Any]:
    """Empty counters for one batch (a worker's) or for the whole run (merge_stats adds batches in)."""
    return {"records_seen": 0, "records_dropped": 0, "records_changed": 0, "docs": 0, "unique_docs": 0, "chars": 0,
            "entities": Counter(), "dropped_by_entity": Counter(), "examples": {}, "analyze_s": 0.0,
            "languages": Counter()}


def add_examples(examples: dict[str, list[str]], text: str, spans: list[Detection], limit: int,
                 width: int = 32) -> None:
    """Snippets around hits, every detected span rendered as <ENTITY> whatever the operator (keep included)."""
    for sp in spans:
        bucket = examples.setdefault(sp.entity, [])
        if len(bucket) >= limit:
            continue
        lo, hi = max(0, sp.start - width), min(len(text), sp.end + width)
        parts, pos = [], lo
        for o in spans:
            if o.end <= lo or o.start >= hi:
                continue
            parts.append(text[pos:max(pos, o.start)])
            parts.append(f"<{o.entity}>")
            pos = max(pos, o.end)
        parts.append(text[pos:hi])
        snippet = " ".join("".join(parts).split())
        bucket.append(("... " if lo > 0 else "") + snippet + (" ..." if hi < len(text) else ""))


def merge_stats(total: dict[str, Any], part: dict[str, Any], limit: int) -> None:
    """Add a batch's counters into the run's, keeping at most `limit` examples per entity."""
    for k in ("records_seen", "records_dropped", "records_changed", "docs", "unique_docs", "chars", "analyze_s"):
        total[k] += part[k]
    total["entities"].update(part["entities"])
    total["dropped_by_entity"].update(part["dropped_by_entity"])
    total["languages"].update(part["languages"])
    for e, ex in part["examples"].items():
        bucket = total["examples"].setdefault(e, [])
        bucket.extend(ex[: max(0, limit - len(bucket))])


def build_report(cfg: PiiConfig, stats: dict[str, Any], invalid: list[dict[str, Any]], wall: float,
                 startup_s: float) -> dict[str, Any]:
    """Audit report: counts per entity, records seen/dropped/changed, redacted examples, throughput."""
    s = stats
    return {
        "enabled": cfg.enabled,
        "records_seen": s["records_seen"],
        "records_dropped": s["records_dropped"],
        "records_changed": s["records_changed"],
        "records_out": s["records_seen"] - s["records_dropped"],
        "records_invalid": len(invalid),
        "invalid": invalid[:100],
        "entities": dict(sorted(s["entities"].items())),
        "dropped_by_entity": dict(sorted(s["dropped_by_entity"].items())),
        "non_english_records": dict(sorted(s["languages"].items())),  # records with a non-English text, by language
        "examples": {e: list(v) for e, v in sorted(s["examples"].items())},
        "docs": s["docs"],
        "unique_docs": s["unique_docs"],
        "seconds": round(wall, 3),
        "startup_seconds": round(startup_s, 3),
        "docs_per_s": round(s["docs"] / wall, 2) if wall > 0 else None,
        "chars_per_s": round(s["chars"] / wall, 1) if wall > 0 else None,
        "operators": {e: cfg.operators.get(e, cfg.operator) for e in cfg.entities},
        "drop_on": list(cfg.drop_on),
        "spacy_model": cfg.spacy_model,
        "n_process": cfg.n_process,
    }
