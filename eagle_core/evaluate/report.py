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
from eagle_core.evaluate.plots import plot_acceptance, plot_serving, plot_tau, plot_training
from eagle_core.evaluate.report_markdown import render_report
from eagle_core.evaluate.specdec import GenerationResult, SpeculativeDecoder, summarize
from eagle_core.evaluate.stats import speedup_interval, tau_interval, tau_rows
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
        from eagle_core.draft.export import local_dir

        return local_dir(head)
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
