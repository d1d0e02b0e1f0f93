"""The evaluate stage: acceptance length and speedup of a head, per benchmark, as metrics.json + report.md + plots.

In-process figures come from the reference decoder (eagle_core.evaluate.specdec): batch 1, the target and draft
in PyTorch, baseline = the same target decoding greedily with a KV cache, prompts interleaved (baseline, chain,
tree per prompt) so a noisy machine slows all three alike. tau does not depend on speed; the speedup does, and
on CPU it is a property of this reference loop, not of a serving engine: `evaluation.serving` runs the engine
benchmark (SGLang on GPU) for deployment numbers. With temperature 0 every speculative output is also checked
token for token against the baseline (`greedy_mismatches`, expected 0).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

import torch

from eagle_core.evaluate.benchmarks import load_benchmark, render
from eagle_core.evaluate.specdec import GenerationResult, SpeculativeDecoder, summarize
from eagle_core.evaluate.stats import RESAMPLES, speedup_interval, tau_interval, tau_rows
from eagle_core.storage import sha256_file

STAGE = "evaluate"
STAGE_VERSION = 1  # 1: per_prompt.json (the rows a paired comparison with the champion reads)
PER_PROMPT = "per_prompt.json"


# ----------------------------------------------------------------------------- inputs


def resolve_head_folder(store: Any, head: str) -> Path:
    """A local head folder from a local path, a store prefix of the head, or a train prefix holding `head/`."""
    local = Path(head).expanduser()
    for cand in (local, local / "head"):
        if (cand / "config.json").is_file():
            return cand
    if head.startswith("s3://") and not head.startswith(store.root):
        from eagle_core.draft.export import _local_dir

        return _local_dir(head)
    key = store.key_of(head)
    for prefix in (key, f"{key}/head"):
        if store.exists(f"{prefix}/config.json"):
            # Keyed by every file's content: heads of one architecture share config.json but not weights. Each
            # file is read once: local_path is the file itself locally, an ETag-checked cached download on S3.
            copies = {k: store.local_path(k) for k in sorted(store.list(prefix))}
            files = "".join(f"{k}:{sha256_file(p)}\n" for k, p in copies.items())
            dest = Path(store.cache_dir) / "heads" / hashlib.sha256(files.encode()).hexdigest()[:16]
            if not (dest / "config.json").is_file():
                dest.parent.mkdir(parents=True, exist_ok=True)
                tmp = Path(tempfile.mkdtemp(prefix=".head-", dir=dest.parent))
                for k, p in copies.items():
                    out = tmp / k[len(prefix):].lstrip("/")
                    out.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(p, out)
                try:
                    tmp.rename(dest)
                except OSError:  # another process won
                    pass
            return dest
    raise FileNotFoundError(f"no draft head (config.json) at {head!r}, {head!r}/head, or in the store")


def load_draft_for(target: Any, folder: Path, dtype: str | None = None) -> Any:
    """The head on the target's device: in the target's dtype (None), the saved weights' ("auto"), or as named."""
    from eagle_core.draft.export import load_head

    want = {None: target.dtype, "auto": None, "float32": torch.float32, "bfloat16": torch.bfloat16}[dtype]
    return load_head(folder, device=str(target.device), embed=target.embed_weight().detach(), dtype=want)


def read_train_metrics(store: Any, train_prefix: str | None) -> list[dict[str, Any]]:
    if not train_prefix:
        return []
    key = f"{store.key_of(train_prefix)}/metrics.jsonl"
    if not store.exists(key):
        return []
    return [json.loads(line) for line in store.iter_lines(key) if line.strip()]


# ----------------------------------------------------------------------------- measurement


def ids_digest(ids: list[int]) -> str:
    """Names a token sequence (a rendered prompt, a generated answer) without its text, so a later comparison can
    check it decodes the same prompts into the same answers."""
    return hashlib.sha256(json.dumps(ids).encode()).hexdigest()[:16]


def measure(decoder: SpeculativeDecoder, prompts: list[list[int]], ev: Any, name: str = ""
            ) -> tuple[dict[str, Any], dict[str, Any]]:
    """Baseline, chain and tree decoding of every prompt; tau, acceptance by position, tokens/s, speedup.

    Returns the summary and the per-prompt rows (prompt digests, tau rows per mode, output digests)."""
    from tqdm.auto import tqdm

    base: list[GenerationResult] = []
    chain: list[GenerationResult] = []
    tree: list[GenerationResult] = []
    mismatches = {"chain": 0, "tree": 0}
    for i, p in enumerate(tqdm(prompts, desc=f"evaluate {name}".strip(), unit="prompt", dynamic_ncols=True)):
        seed = ev.seed + i
        b = decoder.baseline(p, ev.max_new_tokens, ev.temperature, seed)
        c = decoder.generate(p, ev.max_new_tokens, num_steps=ev.num_steps, topk=1,
                             num_draft_tokens=ev.num_draft_tokens, temperature=ev.temperature, seed=seed)
        t = decoder.generate(p, ev.max_new_tokens, num_steps=ev.num_steps, topk=ev.tree_topk,
                             num_draft_tokens=ev.tree_num_draft_tokens, temperature=ev.temperature, seed=seed)
        if ev.temperature <= 0:
            mismatches["chain"] += c.tokens != b.tokens
            mismatches["tree"] += t.tokens != b.tokens
        base.append(b), chain.append(c), tree.append(t)
    sb, sc, st = summarize(base, 0), summarize(chain), summarize(tree)
    out = {
        "num_prompts": len(prompts),
        "tau_chain": sc.tau, "tau_tree": st.tau,
        "accept_rate_by_pos": sc.accept_rate_by_pos, "accept_frac_by_pos": sc.accept_frac_by_pos,
        "accept_rate_by_pos_tree": st.accept_rate_by_pos,
        "tokens_per_s": sc.tokens_per_s, "tokens_per_s_tree": st.tokens_per_s,
        "baseline_tokens_per_s": sb.tokens_per_s,
        "speedup": sc.tokens_per_s / sb.tokens_per_s if sb.tokens_per_s else None,
        "speedup_tree": st.tokens_per_s / sb.tokens_per_s if sb.tokens_per_s else None,
        "rounds_chain": sc.rounds, "rounds_tree": st.rounds,
        "tokens": sc.tokens, "baseline_tokens": sb.tokens,
    }
    # 95% prompt-bootstrap intervals (eagle_core/evaluate/stats.py): what another draw of prompts would give
    for key, results in (("tau_chain", chain), ("tau_tree", tree)):
        out[f"{key}_lo"], out[f"{key}_hi"] = tau_interval(results, ev.seed)
    if sb.tokens_per_s:
        for key, results in (("speedup", chain), ("speedup_tree", tree)):
            out[f"{key}_lo"], out[f"{key}_hi"] = speedup_interval(results, base, ev.seed)
    if ev.temperature <= 0:
        out["greedy_mismatches"] = mismatches
    rows = {"prompts": [ids_digest(p) for p in prompts], "tau_chain": tau_rows(chain), "tau_tree": tau_rows(tree),
            "outputs": [ids_digest(b.tokens) for b in base]}
    return out, rows


def _warmup(decoder: SpeculativeDecoder, prompt: list[int], ev: Any) -> None:
    """One short run of each mode so lazy initialisation is not billed to the first prompt."""
    decoder.baseline(prompt, 4)
    decoder.generate(prompt, 4, num_steps=ev.num_steps, topk=1, num_draft_tokens=ev.num_draft_tokens)
    decoder.generate(prompt, 4, num_steps=ev.num_steps, topk=ev.tree_topk, num_draft_tokens=ev.tree_num_draft_tokens)


# ----------------------------------------------------------------------------- plots + report


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
        f"chain: {ev['num_steps']} draft tokens (SGLang `--speculative-num-steps {ev['num_steps']} --speculative-eagle-topk 1 "
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
        "| benchmark | prompts | tau chain | tau tree | accept rate by position (chain) | spec tok/s | baseline tok/s | speedup chain | speedup tree | greedy mismatches |",
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
        "not cover machine noise in the timings. Speedups are wall clock of the in-process batch-1 reference decoder against plain KV-cache "
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
            lines += ["", f"In-process tau on the same prompts ({metrics['tau_benchmark']}, chain): {_fmt(metrics['tau'])}; "
                      "llama.cpp: " + "; ".join(
                          f"concurrency {r['concurrency']}: accept length {_fmt(r['accept_length'])}, accept rate "
                          f"{_fmt(r['accept_rate'])}, speedup {_fmt(r.get('speedup'))}x, outputs equal without head "
                          f"{r.get('outputs_equal')}/{r.get('outputs_compared')}" for r in serving.get("with_head") or [])]
        if serving.get("recipe"):
            from eagle_core.evaluate.recipe import recipe_markdown

            lines += [""] + recipe_markdown(serving["recipe"])
    if images:
        lines += [""] + [f"![{Path(i).stem}]({i})" for i in images]
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- the stage


def open_decoder(cfg: Any, folder: Path, name: str, target: Any = None) -> tuple[Any, SpeculativeDecoder]:
    """The target (loaded once, with `evaluation`'s threads, seed and dtype) and a decoder for the head in `folder`.

    A second head on an already loaded `target` reads the aux states it was trained on, which may differ."""
    from eagle_core.draft.export import config_from_head
    from eagle_core.target import Target, resolve_target_path

    ev = cfg.evaluation
    head_cfg = json.loads((folder / "config.json").read_text())
    aux_ids = config_from_head(head_cfg).aux_hidden_state_ids or cfg.target.aux_hidden_state_ids
    if target is None:
        if ev.threads:
            torch.set_num_threads(ev.threads)
        torch.manual_seed(ev.seed)
        target_path = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
        target_dtype = cfg.target.dtype if ev.target_dtype == "auto" else ev.target_dtype
        target = Target(target_path, cfg.target.device, target_dtype, aux_ids)
    aux_ids = list(aux_ids) if aux_ids else target.aux_ids
    if cfg.target.aux_hidden_state_ids and list(cfg.target.aux_hidden_state_ids) != aux_ids:
        raise ValueError(f"head {name} was trained on aux states {aux_ids}, "
                         f"config target.aux_hidden_state_ids says {cfg.target.aux_hidden_state_ids}")
    draft = load_draft_for(target, folder, ev.draft_dtype)
    eos = [i for i in {target.tokenizer.eos_token_id, getattr(target.config, "eos_token_id", None)}
           if isinstance(i, int)]
    return target, SpeculativeDecoder(target.model, draft, aux_ids, eos)


def evaluate_stage(cfg: Any, store: Any, head_prefix: str, conversations_prefix: str | None, out_prefix: str,
                   train_prefix: str | None = None) -> dict[str, Any]:
    """Measure a head on every configured benchmark; write metrics.json, report.md, PNGs, then the manifest."""
    import time

    t0 = time.perf_counter()
    ev = cfg.evaluation
    folder = resolve_head_folder(store, head_prefix)
    target, decoder = open_decoder(cfg, folder, str(head_prefix))
    draft = decoder.draft

    benchmarks: dict[str, dict[str, Any]] = {}
    per_prompt: dict[str, dict[str, Any]] = {}
    chats: dict[str, list] = {}
    for bench in ev.benchmarks:
        prompts = load_benchmark(bench, cfg, store, conversations_prefix)
        chats[bench.name] = [p.messages for p in prompts]
        ids = render(target.tokenizer, prompts)
        if not benchmarks:
            _warmup(decoder, ids[0], ev)
        summary, per_prompt[bench.name] = measure(decoder, ids, ev, bench.name)
        benchmarks[bench.name] = summary | {"kind": bench.kind}

    primary = next((n for b in ev.benchmarks for n in [b.name] if b.kind == "heldout"), ev.benchmarks[0].name)
    metrics: dict[str, Any] = {
        "head": str(head_prefix), "target": cfg.target.model, "device": str(target.device),
        "threads": torch.get_num_threads(), "settings": ev.model_dump(mode="json"),
        "draft_dtype": str(next(draft.parameters()).dtype).removeprefix("torch."),
        "target_dtype": str(target.dtype).removeprefix("torch."),
        "tau": benchmarks[primary]["tau_chain"], "tau_benchmark": primary,
        "benchmarks": benchmarks,
    }
    train_rows = read_train_metrics(store, train_prefix)
    train_manifest = (store.read_manifest(train_prefix) or {}) if train_rows else {}
    exported = train_manifest.get("exported_step")
    # the exported head's own validation, as training recorded it; else the last one logged
    val = train_manifest.get("val") or next((r for r in reversed(train_rows) if "val/tau_chain_est" in r), None)
    if val is not None:  # what training predicted for this chain length, to set beside the measured tau
        metrics["training_estimate"] = {"step": val["step"], "tau_chain_est": val["val/tau_chain_est"],
                                        "tau_chain_est_lo": val.get("val/tau_chain_est_lo"),
                                        "tau_chain_est_hi": val.get("val/tau_chain_est_hi"),
                                        "acc_0": val.get("val/acc_0"), "conversations": val.get("val/examples"),
                                        "chain_steps": val.get("val/chain_steps"),
                                        "trained_steps": train_manifest.get("steps", train_rows[-1]["step"])}
    if ev.serving:
        from eagle_core.evaluate.bench import serving_benchmark

        first = chats[primary]
        metrics["serving"] = serving_benchmark(cfg, target.path, first, str(folder), store, out_prefix,
                                               benchmarks[primary]["accept_rate_by_pos"])

    out = store.key_of(out_prefix)
    images: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        plot_tau(benchmarks, t / "tau.png", ev)
        plot_acceptance(benchmarks, t / "acceptance.png")
        images += ["tau.png", "acceptance.png"]
        if metrics.get("serving"):
            plot_serving(metrics["serving"], t / "serving_tpot.png")
            images.append("serving_tpot.png")
        if train_rows:
            plot_training(train_rows, t / "training.png", exported)
            images.append("training.png")
        for name in images:
            store.upload_file(t / name, f"{out}/{name}")
    store.write_json(f"{out}/metrics.json", metrics)
    store.write_json(f"{out}/{PER_PROMPT}", {"settings": metrics["settings"], "benchmarks": per_prompt})
    store.write_text(f"{out}/report.md", render_report(metrics, images))
    store.write_manifest(out, rows=sum(b["num_prompts"] for b in benchmarks.values()), stage=STAGE,
                         volatile_files=("metrics.json",),  # tokens/s, speedups; the content is per_prompt.json
                         config=ev.model_dump(mode="json"), head=str(head_prefix),
                         conversations=conversations_prefix, tau=metrics["tau"],
                         benchmarks={n: {k: v for k, v in m.items()} for n, m in benchmarks.items()},
                         seconds=round(time.perf_counter() - t0, 3))
    return store.read_manifest(out)
