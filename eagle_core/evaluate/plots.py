"""The evaluate stage's figures (PNG): tau per benchmark with its intervals, acceptance by draft position, serving
TPOT by concurrency and the training curves. matplotlib is imported on first use, with the Agg backend (no display)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def plot_tau(benchmarks: dict[str, dict[str, Any]], path: Path, ev: Any) -> None:
    plt = _plt()
    names = list(benchmarks)
    x = range(len(names))
    fig, ax = plt.subplots(figsize=(max(4, 1.6 * len(names) + 2), 3.5))
    for shift, key, label in ((-0.2, "tau_chain", f"chain ({ev.num_steps} steps)"),
                              (0.2, "tau_tree", f"tree (top-{ev.tree_topk}, {ev.tree_num_draft_tokens} nodes)")):
        vals = [benchmarks[n][key] for n in names]
        # 95% prompt-bootstrap interval as error bars (older metrics without one: no bar)
        err = [[max(0.0, v - benchmarks[n].get(f"{key}_lo", v)) for n, v in zip(names, vals)],
               [max(0.0, benchmarks[n].get(f"{key}_hi", v) - v) for n, v in zip(names, vals)]]
        ax.bar([i + shift for i in x], vals, 0.4, yerr=err, capsize=3, label=label)
    ax.axhline(1.0, color="grey", lw=0.8, ls="--")
    ax.set_xticks(list(x), names)
    ax.set_ylabel("tau (tokens / target forward)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_acceptance(benchmarks: dict[str, dict[str, Any]], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for name, m in benchmarks.items():
        rates = m["accept_rate_by_pos"]
        ax.plot(range(1, len(rates) + 1), rates, marker="o", label=f"{name} (chain)")
    ax.set_xlabel("draft position")
    ax.set_ylabel("P(accepted | previous accepted)")
    ax.set_ylim(0, 1.05)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_serving(serving: dict[str, Any], path: Path) -> None:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for name in ("without_head", "with_head"):
        rows = serving.get(name) or []
        pts = [(r["concurrency"], r["tpot_ms_mean"]) for r in rows if r.get("tpot_ms_mean") is not None]
        if pts:
            ax.plot(*zip(*pts), marker="o", label=name.replace("_", " "))
    ax.set_xscale("log", base=2)
    ax.set_xlabel("concurrency")
    ax.set_ylabel("TPOT (ms)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_training(rows: list[dict[str, Any]], path: Path, exported_step: int | None = None) -> None:
    """Loss and per-step accuracy on train batches; held-out validation (loss, acc_0, tau estimate) as markers,
    and the step whose weights were exported (the best validation) as a vertical line."""
    plt = _plt()
    val = [r for r in rows if "val/loss" in r]
    fig, axes = plt.subplots(1, 3 if val else 2, figsize=(13 if val else 9, 3.5))
    a, b = axes[0], axes[1]
    steps = [r["step"] for r in rows]
    a.plot(steps, [r.get("loss") for r in rows], label="train")
    a.set_xlabel("step")
    a.set_ylabel("loss")
    accs = sorted({k for r in rows for k in r if k.startswith("acc_")}, key=lambda k: int(k.split("_")[1]))
    for k in accs:
        b.plot(steps, [r.get(k) for r in rows], label=k)
    b.set_xlabel("step")
    b.set_ylabel("draft accuracy")
    if val:
        vsteps = [r["step"] for r in val]
        a.plot(vsteps, [r["val/loss"] for r in val], "ko-", label="holdout")
        a.legend(fontsize=7)
        b.plot(vsteps, [r.get("val/acc_0") for r in val], "ko-", label="holdout acc_0")
        c = axes[2]
        c.plot(vsteps, [r.get("val/tau_chain_est") for r in val], "ko-", label="holdout")
        c.plot(steps, [r.get("tau_chain_est") for r in rows], alpha=0.5, label="train batches")
        c.set_xlabel("step")
        c.set_ylabel("chain tau estimate (TTT)")
        if exported_step is not None:
            c.axvline(exported_step, color="tab:green", linestyle="--", linewidth=1, label="exported head")
        c.legend(fontsize=7)
    if accs:
        b.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
