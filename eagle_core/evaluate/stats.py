"""Prompt-bootstrap intervals for tau and speedup: how far a figure would move on another draw of prompts.

Benchmarks here are small (8-24 prompts of 64-128 tokens on a CPU), and tau differs a lot between prompts: the
demo head measured 1.80 on 8 held-out chat prompts and 1.49 on 24. A figure without its interval invites reading
prompt noise as progress, so the report carries a 95% percentile interval from a seeded bootstrap over prompts.
Both statistics are ratios of sums over prompts (tokens per round, tokens per second), so each resample re-sums
per-prompt columns; the point estimate stays the plain ratio. Machine noise in wall time is not covered.
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from eagle_core.evaluate.specdec import GenerationResult

RESAMPLES = 2000
LEVEL = 0.95


def resampled_sums(columns: np.ndarray, resamples: int = RESAMPLES, seed: int = 0) -> np.ndarray:
    """[resamples, k] column sums of prompts drawn with replacement from the [n, k] per-prompt `columns`."""
    n = columns.shape[0]
    idx = np.random.default_rng(seed).integers(0, n, size=(resamples, n))
    return columns[idx].sum(axis=1)


def percentile_interval(columns: np.ndarray, statistic: Callable[[np.ndarray], np.ndarray],
                        resamples: int = RESAMPLES, level: float = LEVEL, seed: int = 0) -> tuple[float, float]:
    """(lo, hi) of `statistic` (sums [R, k] -> [R]) over bootstrap resamples of the prompts."""
    if columns.ndim != 2 or columns.shape[0] == 0:
        raise ValueError(f"need per-prompt columns [n >= 1, k], got shape {columns.shape}")
    values = statistic(resampled_sums(columns.astype(np.float64), resamples, seed))
    tail = (1.0 - level) / 2 * 100
    lo, hi = np.percentile(values, [tail, 100 - tail])
    return float(lo), float(hi)


def tau_counts_interval(counts: np.ndarray, seed: int = 0) -> tuple[float, float]:
    """Interval of tau = tokens / rounds from per-prompt [tokens, rounds] rows (decoded, or replayed in training's
    validation), resampling whole prompts."""
    if counts.size == 0 or counts[:, 1].sum() == 0:
        raise ValueError("a tau interval needs at least one verification round")
    return percentile_interval(counts, lambda s: s[:, 0] / np.maximum(s[:, 1], 1), seed=seed)


def tau_rows(results: Sequence[GenerationResult]) -> list[list[int]]:
    """Per-prompt [tokens counted by tau (accepted drafts + one per round), rounds]: tau's sums, prompt by prompt."""
    return [[sum(r.accept_lengths) + r.rounds, r.rounds] for r in results]


def tau_interval(results: Sequence[GenerationResult], seed: int = 0) -> tuple[float, float]:
    """Interval of tau = (accepted drafts + rounds) / rounds, resampling whole prompts."""
    return tau_counts_interval(np.array(tau_rows(results), dtype=np.float64).reshape(-1, 2), seed)


def speedup_interval(spec: Sequence[GenerationResult], base: Sequence[GenerationResult],
                     seed: int = 0) -> tuple[float, float]:
    """Interval of (spec tokens / spec wall) / (baseline tokens / baseline wall), resampling prompts in pairs."""
    if len(spec) != len(base) or not spec:
        raise ValueError(f"speedup_interval needs paired results per prompt, got {len(spec)} and {len(base)}")
    cols = np.array([[len(s.tokens), s.wall_s, len(b.tokens), b.wall_s] for s, b in zip(spec, base)],
                    dtype=np.float64)
    return percentile_interval(cols, lambda s: (s[:, 0] * s[:, 3]) / np.maximum(s[:, 1] * s[:, 2], 1e-12),
                               seed=seed)


def tau_difference_interval(groups: Sequence[tuple[np.ndarray, np.ndarray]], seed: int = 0
                            ) -> tuple[float, float, float]:
    """Mean over benchmarks of tau(head) - tau(reference), with a 95% interval; per-prompt [tokens, rounds] rows.

    Paired: each resample draws the same prompts for both heads (within each benchmark, independently across
    them), so the prompt-to-prompt spread of tau, which both heads share, cancels out of the difference.
    """
    if not groups:
        raise ValueError("a tau difference needs at least one benchmark")
    points, resampled = [], []
    for i, (head, ref) in enumerate(groups):
        head, ref = np.asarray(head, np.float64).reshape(-1, 2), np.asarray(ref, np.float64).reshape(-1, 2)
        if head.shape != ref.shape or head.shape[0] == 0:
            raise ValueError(f"benchmark {i}: paired rows need the same prompts, "
                             f"got {head.shape[0]} and {ref.shape[0]}")
        if head[:, 1].sum() == 0 or ref[:, 1].sum() == 0:
            raise ValueError(f"benchmark {i}: a tau difference needs at least one verification round per head")
        points.append(head[:, 0].sum() / head[:, 1].sum() - ref[:, 0].sum() / ref[:, 1].sum())
        s = resampled_sums(np.concatenate([head, ref], axis=1), seed=seed + i)
        resampled.append(s[:, 0] / np.maximum(s[:, 1], 1) - s[:, 2] / np.maximum(s[:, 3], 1))
    tail = (1.0 - LEVEL) / 2 * 100
    lo, hi = np.percentile(np.mean(resampled, axis=0), [tail, 100 - tail])
    return float(np.mean(points)), float(lo), float(hi)
