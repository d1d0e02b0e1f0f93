"""The evaluate stage's report.md: figures with their 95% intervals, the benchmark and serving tables, and the
notes that say what the numbers measure (and what they do not)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eagle_core.evaluate.stats import RESAMPLES


def _fmt(v: Any, nd: int = 2) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.{nd}f}"
    return str(v)


def with_interval(m: dict[str, Any], key: str, suffix: str = "") -> str:
    """`1.50 [1.38, 1.62]`: the figure and its 95% prompt-bootstrap interval, where the metrics carry one."""
    text = f"{_fmt(m.get(key))}{suffix}"
    if m.get(f"{key}_lo") is not None and m.get(f"{key}_hi") is not None:
        text += f" [{_fmt(m[f'{key}_lo'])}, {_fmt(m[f'{key}_hi'])}]"
    return text


def render_report(metrics: dict[str, Any], images: list[str], title: str | None = None) -> str:
    """The report in markdown; `title` names the head (a registered `name vN` once there is one), else its
    storage key."""
    ev = metrics["settings"]
    lines = [
        f"# EAGLE-3 head evaluation: {title or metrics['head']}",
        "",
        f"Target `{metrics['target']}`, temperature {ev['temperature']}, max {ev['max_new_tokens']} new tokens; "
        f"chain: {ev['num_steps']} draft tokens (SGLang `--speculative-num-steps {ev['num_steps']} "
        "--speculative-eagle-topk 1 "
        f"--speculative-num-draft-tokens {ev['num_draft_tokens']}`); tree: top-{ev['tree_topk']}, "
        f"{ev['tree_num_draft_tokens']} nodes incl. the root.",
        "",
        f"**tau (promotion metric, {metrics['tau_benchmark']} chain): "
        f"{with_interval(metrics['benchmarks'][metrics['tau_benchmark']], 'tau_chain')}**",
        "",
    ]
    est = metrics.get("training_estimate")
    if est:
        lines += [
            f"Training's held-out estimate at step {est['step']}"
            + (f" of {est['trained_steps']} (the exported head is that best validation's)"
               if est.get("trained_steps") not in (None, est["step"]) else "")
            + f": tau chain {with_interval(est, 'tau_chain_est')} (the TTT unroll "
            f"over {_fmt(est['conversations'], 0)} holdout conversations, scored as greedy chain rounds of "
            f"{_fmt(est.get('chain_steps'), 0)} drafts; no decoding).",
            "",
        ]
    lines += [
        "| benchmark | prompts | tau chain | tau tree | accept rate by position (chain) | spec tok/s | baseline tok/s "
        "| speedup chain | speedup tree | greedy mismatches |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, m in metrics["benchmarks"].items():
        mm = m.get("greedy_mismatches")
        lines.append(
            f"| {name} | {m['num_prompts']} | {with_interval(m, 'tau_chain')} | {with_interval(m, 'tau_tree')} | "
            f"{', '.join(_fmt(r) for r in m['accept_rate_by_pos'])} | {_fmt(m['tokens_per_s'], 1)} | "
            f"{_fmt(m['baseline_tokens_per_s'], 1)} | {with_interval(m, 'speedup', 'x')} | "
            f"{with_interval(m, 'speedup_tree', 'x')} | "
            f"{'-' if mm is None else mm['chain'] + mm['tree']} |")
    lines += [
        "",
        "tau = tokens emitted per target verification forward (accepted draft tokens + 1); a chain of k draft tokens "
        "caps it at k+1. [lo, hi] is a 95% interval from a seeded bootstrap over the benchmark's prompts "
        f"({RESAMPLES} resamples): where the figure would land on another draw of prompts of the same kind; it does "
        "not cover machine noise in the timings. Speedups are wall clock of the in-process batch-1 reference decoder "
        "against plain KV-cache "
        f"greedy decoding of the same target on the same prompts ({metrics['device']}, {metrics['threads']} threads, "
        f"target in {metrics.get('target_dtype', 'its configured dtype')}, "
        f"draft in {metrics.get('draft_dtype', 'the target dtype')}): "
        "they show the head's effect on this machine, not an engine's."
        + (" Use the serving table below for deployment." if metrics.get("serving") else ""),
    ]
    if metrics.get("target_dtype", "float32") != "float32":
        lines += [
            "",
            f"Greedy mismatches with a {metrics['target_dtype']} target measure numerics, not the decoder: a k-token "
            "verify forward is not bitwise equal to k one-token forwards (kernels reduce in an order that depends on "
            "the row count; `benchmarks/verify_cost_bench.py` counts the argmax flips), so after a near-tie the "
            "speculative and baseline outputs follow different, equally valid greedy paths. Evaluate with "
            "`evaluation.target_dtype: float32` for the lossless check.",
        ]
    serving = metrics.get("serving")
    if serving:
        lines += ["", f"## Serving benchmark ({serving['engine']}, max {serving['max_tokens']} tokens)", ""]
        if serving.get("note"):
            lines += [f"_{serving['note']}_", ""]
        lines += ["| run | concurrency | output tok/s | TTFT ms (mean) | TPOT ms (mean) | accept length | errors |",
                  "| --- | --- | --- | --- | --- | --- | --- |"]
        for run in ("without_head", "with_head"):
            for r in serving.get(run) or []:
                lines.append(f"| {run.replace('_', ' ')} | {r['concurrency']} | {_fmt(r['output_tokens_per_s'], 1)} | "
                             f"{_fmt(r['ttft_ms_mean'], 1)} | {_fmt(r['tpot_ms_mean'], 1)} | "
                             f"{_fmt(r['accept_length'])} | {r['errors']} |")
        if serving["engine"] == "llamacpp":  # the engine's own counters beside the in-process decoder's
            lines += ["", f"In-process tau on the same prompts ({metrics['tau_benchmark']}, chain): "
                      f"{_fmt(metrics['tau'])}; llama.cpp: " + "; ".join(
                          f"concurrency {r['concurrency']}: accept length {_fmt(r['accept_length'])}, accept rate "
                          f"{_fmt(r['accept_rate'])}, speedup {_fmt(r.get('speedup'))}x, outputs equal without head "
                          f"{r.get('outputs_equal')}/{r.get('outputs_compared')}"
                          for r in serving.get("with_head") or [])]
        if serving.get("recipe"):
            from eagle_core.evaluate.recipe import recipe_markdown

            lines += [""] + recipe_markdown(serving["recipe"])
    if images:
        lines += [""] + [f"![{Path(i).stem}]({i})" for i in images]
    return "\n".join(lines) + "\n"
