"""The held-out split's size, checked right after extraction: a small run must not regenerate and train for
minutes, then fail in evaluation because the id-hash split held out fewer conversations than the `heldout`
benchmark decodes (at holdout_fraction 0.05, 30 prompts hold out ~1.5 on average, often 0).
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from eagle_core.data.records import iter_jsonl_shards, split_point
from eagle_core.errors import DeterministicError


def holdout_needed(cfg: Any) -> tuple[int, str]:
    """(held-out conversations the run needs, the config key that sets it): the largest `heldout` benchmark, plus
    one for held-out validation when it is on (training.val_max_examples > 0)."""
    need, key = 0, "evaluation.benchmarks"
    for i, b in enumerate(cfg.evaluation.benchmarks):
        if b.kind == "heldout" and b.num_prompts > need:
            need, key = b.num_prompts, f"evaluation.benchmarks.{i}.num_prompts"
    if need and cfg.training.val_max_examples > 0:
        return need + 1, f"{key} (+1 for validation, training.val_max_examples > 0)"
    return need, key


def check_holdout(cfg: Any, ids: Iterable[str]) -> dict[str, Any]:
    """Count the prompts the split holds out; raise DeterministicError, naming the keys to change and a
    holdout_fraction that would do, when fewer than `holdout_needed`. Regeneration only drops records, so this
    is an upper bound of what evaluation will find: a necessary check, cheap before the expensive stages."""
    need, key = holdout_needed(cfg)
    points = sorted(split_point(i, cfg.data.seed) for i in ids)
    frac = cfg.data.holdout_fraction
    held = sum(1 for p in points if p < frac) if frac > 0 else 0
    out = {"records": len(points), "holdout": held, "needed": need}
    if held >= need:
        return out
    where = f"data.holdout_fraction = {frac} holds out {held} of {len(points)} prompts; {key} needs {need}"
    if need > len(points) // 2:
        raise DeterministicError(f"{where}: add prompts (data.sources.*.limit) or lower {key.split(' ')[0]}")
    suggest = math.ceil(points[need - 1] * 100 + 1e-9) / 100  # the smallest 2-decimal fraction holding out `need`
    raise DeterministicError(f"{where}: raise data.holdout_fraction to {suggest:.2f} or more, or lower "
                             f"{key.split(' ')[0]}")


def check_holdout_in_store(cfg: Any, store: Any, prompts_prefix: str) -> dict[str, Any]:
    """check_holdout over the ids of the prompt records committed under `prompts_prefix`."""
    return check_holdout(cfg, (r["id"] for r in iter_jsonl_shards(store, prompts_prefix)))
