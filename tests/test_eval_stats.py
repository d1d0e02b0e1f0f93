"""Prompt-bootstrap intervals of tau and speedup: seeded, around the estimate, as wide as the prompts disagree."""

from __future__ import annotations

import math

import numpy as np
import pytest

from eagle_core.evaluate.specdec import GenerationResult, summarize
from eagle_core.evaluate.stats import (percentile_interval, speedup_interval, tau_difference_interval,
                                      tau_interval, tau_rows)


def spec(accepts: list[int], wall: float = 1.0) -> GenerationResult:
    """One prompt's speculative run: `accepts` drafts accepted per round, each round emitting accepted + 1 tokens."""
    return GenerationResult(tokens=[0] * (sum(accepts) + len(accepts)), wall_s=wall, accept_lengths=accepts,
                            draft_tokens_per_round=3)


def test_identical_prompts_give_a_point_interval_at_tau():
    results = [spec([1, 2, 0, 3])] * 10
    lo, hi = tau_interval(results)
    assert lo == pytest.approx(summarize(results).tau) and hi == pytest.approx(summarize(results).tau)


def test_interval_is_seeded_contains_tau_and_matches_the_normal_approximation():
    rng = np.random.default_rng(3)
    # 400 prompts of 20 rounds each; a prompt's acceptance depends on the prompt (easy / hard), as on real data
    results = [spec(list(rng.binomial(3, p, size=20))) for p in rng.uniform(0.1, 0.9, size=400)]
    tau = summarize(results).tau
    lo, hi = tau_interval(results, seed=0)
    assert (lo, hi) == tau_interval(results, seed=0) and (lo, hi) != tau_interval(results, seed=1)
    assert lo < tau < hi
    # equal rounds per prompt: tau is the mean of per-prompt taus, so the 95% interval ~ mean +- 1.96 sd / sqrt(n)
    per_prompt = np.array([summarize([r]).tau for r in results])
    half = 1.96 * per_prompt.std(ddof=1) / math.sqrt(len(results))
    assert (hi - lo) / 2 == pytest.approx(half, rel=0.15)


def test_more_prompts_and_agreeing_prompts_narrow_the_interval():
    mixed = [spec([0, 0, 0, 0]), spec([3, 3, 3, 3]), spec([1, 2, 1, 2]), spec([0, 3, 0, 3])]
    agree = [spec([1, 2, 1, 2]), spec([2, 1, 2, 1]), spec([1, 2, 2, 1]), spec([2, 1, 1, 2])]
    width = lambda r: (lambda lo, hi: hi - lo)(*tau_interval(r))  # noqa: E731
    assert width(agree) < width(mixed)
    assert width(mixed * 16) < width(mixed) / 2  # ~1/sqrt(n)


def test_speedup_interval_pairs_prompts():
    base = [GenerationResult(tokens=[0] * 64, wall_s=4.0 + i) for i in range(12)]
    # every prompt runs exactly 2x faster: any resample of the pairs gives exactly 2x
    fast = [GenerationResult(tokens=[0] * 64, wall_s=(4.0 + i) / 2, accept_lengths=[1] * 32) for i in range(12)]
    lo, hi = speedup_interval(fast, base)
    assert lo == pytest.approx(2.0) and hi == pytest.approx(2.0)
    # half the prompts 3x, half 1x: the interval spans the disagreement and holds the pooled ratio
    mixed = [GenerationResult(tokens=[0] * 64, wall_s=(4.0 + i) / (3 if i % 2 else 1)) for i in range(12)]
    pooled = (64 * 12 / sum(r.wall_s for r in mixed)) / (64 * 12 / sum(r.wall_s for r in base))
    lo, hi = speedup_interval(mixed, base)
    assert 1.0 < lo < pooled < hi < 3.0


def test_bad_inputs_say_what_is_wrong():
    with pytest.raises(ValueError, match="paired"):
        speedup_interval([spec([1])], [])
    with pytest.raises(ValueError, match="verification round"):
        tau_interval([GenerationResult(tokens=[], wall_s=0.0)])
    with pytest.raises(ValueError, match="per-prompt columns"):
        percentile_interval(np.zeros((0, 2)), lambda s: s[:, 0])


def test_paired_difference_cancels_the_prompt_spread_both_heads_share():
    rng = np.random.default_rng(5)
    # 40 prompts from easy to hard; the new head accepts one more draft than the reference in 1 round of 10
    ease = rng.uniform(0.1, 0.9, size=40)
    ref = [spec(list(rng.binomial(3, p, size=20))) for p in ease]
    head = [spec([min(a + (j % 10 == 0), 3) for j, a in enumerate(r.accept_lengths)]) for r in ref]
    gain = summarize(head).tau - summarize(ref).tau
    d, lo, hi = tau_difference_interval([(tau_rows(head), tau_rows(ref))], seed=0)
    assert d == pytest.approx(gain) and 0 < lo < d < hi  # a small, consistent gain is seen as one
    # unpaired, the two heads' own intervals overlap: separate evaluations could not tell them apart
    (h_lo, h_hi), (r_lo, r_hi) = tau_interval(head), tau_interval(ref)
    assert h_lo < r_hi and hi - lo < 0.5 * min(h_hi - h_lo, r_hi - r_lo)
    assert tau_difference_interval([(tau_rows(head), tau_rows(ref))], seed=0) == (d, lo, hi)  # seeded
    # the same head against itself: no difference, and no interval around it
    assert tau_difference_interval([(tau_rows(ref), tau_rows(ref))]) == (0.0, 0.0, 0.0)
    # several benchmarks: the mean of their differences, resampled within each
    d2, lo2, hi2 = tau_difference_interval([(tau_rows(head), tau_rows(ref)), (tau_rows(ref), tau_rows(ref))])
    assert d2 == pytest.approx(gain / 2) and lo2 < d2 < hi2
    with pytest.raises(ValueError, match="benchmark 0: paired rows need the same prompts, got 40 and 39"):
        tau_difference_interval([(tau_rows(head), tau_rows(ref)[:-1])])
    with pytest.raises(ValueError, match="at least one benchmark"):
        tau_difference_interval([])
