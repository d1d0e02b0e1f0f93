"""Which weights training hands on, and when it stops: by the held-out tau estimate, not by the last step.

Why: on a data set re-read for several epochs the train-batch figures keep rising after the head has stopped
improving on conversations it never saw (the demo's 4-epoch run: held-out estimate 1.52 -> 1.61 -> 1.62 while
train batches went 1.55 -> 1.72 -> 1.84). Users size epochs by guess; the head they deploy should be the one
with the best `val/tau_chain_est`, and a scheduled retrain should not pay for epochs that no longer help.

The selection is a pure function of the metric history, so a resumed run (whose metrics.jsonl is trimmed to its
checkpoint) makes the same choices as an uninterrupted one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

METRIC = "val/tau_chain_est"


@dataclass(frozen=True)
class Selection:
    best_step: int | None  # step of the best validation so far (None: no validation yet)
    best_value: float | None
    since_best: int  # validations after the best one that did not beat it by min_delta
    validations: int


def select(metrics: Iterable[dict], min_delta: float = 0.0) -> Selection:
    """Best validation in `metrics` (rows of metrics.jsonl): the first to beat every earlier one by > min_delta."""
    best_step, best_value, since, n = None, None, 0, 0
    for row in metrics:
        value = row.get(METRIC)
        if value is None:
            continue
        n += 1
        if best_value is None or value > best_value + min_delta:
            best_step, best_value, since = int(row["step"]), float(value), 0
        else:
            since += 1
    return Selection(best_step, best_value, since, n)


def should_stop(sel: Selection, patience: int) -> bool:
    """Early stop: `patience` validations in a row without a new best (patience 0 = never)."""
    return patience > 0 and sel.best_step is not None and sel.since_best >= patience
