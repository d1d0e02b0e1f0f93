"""Train an EAGLE-3 head: the TTT loss over target features (online: target forward per batch; offline: stored).

One loop serves one CPU process, one GPU, and `torchrun` DDP/FSDP: the data schedule is a pure function of
(seed, step), the loss of an optimizer step is normalised by the assistant-token count of the whole global
batch (all micro-batches, all ranks), so 1 process x batch 2B and 2 processes x batch B give the same update,
and a resumed run replays exactly the steps an uninterrupted one would.
"""

from __future__ import annotations

import json
import math
import sys
import tempfile
import time
from contextlib import nullcontext
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Sequence

import torch
import torch.distributed as dist

from eagle_core.draft.export import export_head
from eagle_core.draft.model import Eagle3DraftConfig, build_draft
from eagle_core.draft.ttt import TTTModel, TTTStats, chain_walk, step_masks, weighted_loss
from eagle_core.train.checkpoints import (full_states, load_full_states, load_latest_checkpoint, model_state,
                                         save_checkpoint, set_rng_state, write_metrics)
from eagle_core.train.data import (Example, Schedule, benchmark_holdout_prompts, collate, load_examples,
                                   load_holdout, load_vocab)
from eagle_core.train.distributed import all_reduce_sum, dist_info, init_distributed, is_sharded, wrap_module
from eagle_core.train.selection import select, should_stop
from eagle_core.train.target_side import TargetSide
from eagle_core.train.validate import validate

# Bumped when the same inputs train a different head (the train task's cache key reads it).
# 2: TTT step k rotates at position t+k, as inference drafts it (was t for every step); holdout validation.
STAGE_VERSION = 2


def lr_lambda(total_steps: int, warmup_ratio: float, min_lr_ratio: float) -> Callable[[int], float]:
    """Linear warmup, then cosine decay to min_lr_ratio * lr at the last step."""
    warmup = int(round(total_steps * warmup_ratio))

    def f(step: int) -> float:
        if step < warmup:
            return (step + 1) / warmup
        progress = min(1.0, (step - warmup) / max(1, total_steps - warmup))
        return min_lr_ratio + (1 - min_lr_ratio) * 0.5 * (1 + math.cos(math.pi * progress))
    return f


# ----------------------------------------------------------------------------- the stage
def _data_check(examples: list[Example], tokenizer: Any | None) -> str:
    toks = sum(len(e.input_ids) for e in examples)
    assistant = sum(int(e.loss_mask.sum()) for e in examples)
    lines = [f"data: {len(examples)} train sequences, {toks} tokens, {assistant} assistant tokens "
             f"({assistant / max(toks, 1):.0%} trained on)"]
    if examples:  # counts and token positions only: worker logs never carry conversation text
        e = examples[0]
        mask = [int(x) for x in e.loss_mask.tolist()]
        starts = [i for i, m in enumerate(mask) if m and (i == 0 or not mask[i - 1])]
        lines.append(f"mask check (first sequence): {sum(mask)}/{len(mask)} tokens trained on, "
                     f"{len(starts)} assistant run(s) starting at token {starts[:8]}")
    return "\n".join(lines)


def _val_examples(store: Any, tokenized_prefix: str, cfg: Any, target: TargetSide,
                  log: Callable[..., None]) -> list[Example]:
    """Validation's holdout conversations (`data.load_holdout`), or [] with the reason logged."""
    tcfg = cfg.training
    if tcfg.val_max_examples == 0:
        return []
    skip = benchmark_holdout_prompts(cfg)
    held = load_holdout(store, tokenized_prefix, tcfg.max_length, tcfg.val_max_examples, skip)
    if not held:
        there = len(load_holdout(store, tokenized_prefix, tcfg.max_length, skip or 1))
        log(f"validation off: no holdout conversations under {store.uri(tokenized_prefix)}/holdout" if not there else
            f"validation off: all {there} holdout conversations are heldout-benchmark prompts (the benchmarks decode "
            f"the first {skip}); raise data.holdout_fraction so that some are left to validate on")
        return []
    if not target.covers(held):
        log("validation off: the offline features lack these holdout conversations (computed before validation "
            "existed, or for another heldout-benchmark size); re-run the features stage, which keeps the finished "
            "train shards and adds them")
        return []
    return held


def _val_due(step: int, total: int, steps_per_epoch: int, every: int) -> bool:
    """After optimizer step `step` (1-based): every `every` steps, else at each epoch's end; always at the last."""
    return step == total or (step % every == 0 if every else step % max(1, steps_per_epoch) == 0)


def _interval(m: dict) -> str:
    lo, hi = m.get("val/tau_chain_est_lo"), m.get("val/tau_chain_est_hi")
    return f" [{lo:.3f}, {hi:.3f}]" if lo is not None and hi is not None else ""


def train_stage(cfg: Any, store: Any, tokenized_prefix: str, vocab_prefix: str, out_prefix: str,
                features_prefix: str | None = None, callbacks: Sequence[Any] | None = None,
                resume: bool = False) -> dict:
    """Train a head on the tokenized train split; checkpoints, metrics and `<out_prefix>/head` go to the store.

    Offline mode when `features_prefix` is given (or training.mode == "offline", which then requires it).
    `resume`: continue from `<out_prefix>/checkpoints/LATEST` when present.
    """
    from eagle_core.target import pick_device

    tcfg, dcfg = cfg.training, cfg.draft
    if tcfg.mode == "offline" and features_prefix is None:
        raise ValueError("training.mode is 'offline' but no features prefix was given (run the features stage)")
    rank, world, local_rank = dist_info()
    device = pick_device(tcfg.device)
    if device.type == "cuda" and world > 1:
        device = torch.device("cuda", local_rank)
        torch.cuda.set_device(device)
    rank, world = init_distributed(device)
    amp_dtype = {"auto": torch.bfloat16 if device.type == "cuda" else None, "float32": None,
                 "bfloat16": torch.bfloat16}[tcfg.dtype]
    out_key = store.key_of(out_prefix)
    log = (lambda *a: print(*a, flush=True)) if rank == 0 else (lambda *a: None)

    examples = load_examples(store, tokenized_prefix, "train", tcfg.max_length)
    if not examples:
        raise ValueError(f"no trainable examples under {store.uri(tokenized_prefix)}/train")
    d2t, t2d = load_vocab(store, vocab_prefix)
    target = TargetSide(cfg, store, features_prefix, device, t2d)
    if t2d.numel() != target.vocab_size:
        raise ValueError(f"vocab t2d covers {t2d.numel()} ids but the target vocab has {target.vocab_size}")
    dc = Eagle3DraftConfig.from_target_config(target.hf_config, d2t.numel(), target.aux_ids, dcfg.num_layers,
                                              dcfg.fc_norm, dcfg.norm_output, dcfg.intermediate_size)
    draft = build_draft(dc, embed=target.embed, d2t=d2t, t2d=t2d, seed=tcfg.seed).to(device)
    if tcfg.warm_start:
        from eagle_core.draft.export import load_head

        warm = load_head(tcfg.warm_start, embed=target.embed)
        draft.load_state_dict(warm.state_dict(), strict=False)
        log(f"warm start from {tcfg.warm_start}")
    sched_data = Schedule(len(examples), tcfg.batch_size, tcfg.grad_accum, world, tcfg.epochs, tcfg.seed,
                          tcfg.max_steps)
    total = sched_data.total_steps
    if total < 1:
        raise ValueError(f"{len(examples)} examples < one global batch of {sched_data.global_batch}")
    n_params = draft.num_parameters()
    target_params = sum(p.numel() for p in target.target.model.parameters()) if target.target else None
    tokenizer = target.target.tokenizer if target.target else None
    log(_data_check(examples, tokenizer))
    answers = examples  # answer-masked: what the train-batch tau replay walks (validation reads its own)
    if tcfg.loss_positions == "all":  # the loss reads the prompts too
        examples = [replace(e, loss_mask=torch.ones_like(e.loss_mask)) for e in examples]
        log(f"loss on every position (training.loss_positions=all): all {sum(len(e.loss_mask) for e in examples)} "
            f"tokens, not only the answers")
    log(f"draft: {n_params / 1e6:.2f}M trainable params" + (f" ({n_params / target_params:.1%} of the "
        f"{target_params / 1e6:.0f}M target)" if target_params else "") + f", draft vocab {d2t.numel()}, "
        f"aux ids {target.aux_ids}, TTT length {tcfg.ttt_length}")
    log(f"plan: {total} steps x global batch {sched_data.global_batch} ({world} proc x {tcfg.batch_size} x "
        f"{tcfg.grad_accum} accum), {'offline' if target.offline else 'online'}, {device}, "
        f"{'bf16 autocast' if amp_dtype else 'fp32'}")
    val_examples = _val_examples(store, tokenized_prefix, cfg, target, log)
    val_steps = min(cfg.evaluation.num_steps, tcfg.ttt_length)
    if val_examples:
        log(f"validation: {len(val_examples)} holdout conversations (after the {benchmark_holdout_prompts(cfg)} the "
            f"heldout benchmark decodes), "
            f"{'every %d steps' % tcfg.val_every if tcfg.val_every else 'each epoch'}; tau estimate for a "
            f"{val_steps}-step chain")

    module = wrap_module(TTTModel(draft, tcfg.ttt_length), tcfg.distributed, world, device)
    sharded = is_sharded(draft)
    params = [p for p in draft.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=tcfg.lr, betas=(0.9, 0.95), weight_decay=tcfg.weight_decay)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda(total, tcfg.warmup_ratio, tcfg.min_lr_ratio))
    metrics: list[dict] = []
    start = 0
    keep_best = tcfg.export_checkpoint == "best" and bool(val_examples)
    best: tuple[int, dict[str, torch.Tensor]] | None = None  # rank 0: (step, CPU copy) of the best validation
    if resume and (ck := load_latest_checkpoint(store, out_key)) is not None:
        load_full_states(draft, opt, ck["model"], ck["optimizer"])
        sched.load_state_dict(ck["scheduler"])
        set_rng_state(ck["rng"])
        start = int(ck["step"])
        if keep_best and ck.get("best"):
            b = ck["best"]
            best = (int(b["step"]), b["model"] if b["model"] is not None else
                    {n: v.clone() for n, v in ck["model"].items()})
        if store.exists(f"{out_key}/metrics.jsonl"):
            metrics = [json.loads(x) for x in store.read_text(f"{out_key}/metrics.jsonl").splitlines() if x.strip()]
            metrics = [m for m in metrics if m["step"] <= start]
        log(f"resumed from step {start}")
    stopped = should_stop(select(metrics, tcfg.early_stop_min_delta), tcfg.early_stop_patience)
    if stopped:
        log(f"this run stopped early at step {start}: nothing left to train; exporting its head again")

    callbacks = list(callbacks or []) if rank == 0 else []
    bar = None
    if rank == 0 and tcfg.progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=total, initial=start, desc="train", dynamic_ncols=True, file=sys.stderr)
    k = tcfg.ttt_length
    t_start, tokens_seen = time.perf_counter(), 0
    done = start  # optimizer steps taken (< total after an early stop)
    for step in range(start, total if not stopped else start):
        t0 = time.perf_counter()
        all_ex = [examples[i] for i in sched_data.step_indices(step)]
        # data-only denominators over the whole global batch: identical under any split / world size
        denom = sum(step_masks(e.loss_mask[None], k).sum(dim=(1, 2)) for e in all_ex).float().to(device)
        sums = torch.zeros(4, k, device=device)
        n_tokens = torch.zeros((), device=device)
        walk = torch.zeros(2, device=device)  # chain_walk's (tokens, rounds) over the batch
        opt.zero_grad(set_to_none=True)
        for micro in range(tcfg.grad_accum):
            idx = sched_data.micro_indices(step, micro, rank)
            mex = [examples[i] for i in idx]
            batch = {n: v.to(device) for n, v in collate(mex).items()}
            answer_mask = batch["loss_mask"] if answers is examples else \
                collate([answers[i] for i in idx])["loss_mask"].to(device)
            aux, probs, in_vocab = target(mex, batch, amp_dtype or torch.float32)
            sync = micro == tcfg.grad_accum - 1 or world == 1
            ctx = module.no_sync() if (not sync and hasattr(module, "no_sync")) else nullcontext()
            amp = torch.autocast(device.type, dtype=amp_dtype) if amp_dtype is not None else nullcontext()
            with ctx, amp:
                stats: TTTStats = module(batch["input_ids"], aux, probs, in_vocab, batch["loss_mask"])
                loss = weighted_loss(stats, denom, tcfg.loss_decay) * world  # DDP averages grads over ranks
            loss.backward()
            sums += torch.stack([stats.loss_sums.detach(), stats.correct, stats.counted, stats.assistant])
            n_tokens += batch["attention_mask"].sum()
            walk += torch.tensor(chain_walk(stats.runs, answer_mask, val_steps), device=device)
        grad_norm = torch.nn.utils.clip_grad_norm_(params, tcfg.max_grad_norm)
        lr = opt.param_groups[0]["lr"]
        opt.step()
        sched.step()
        sums, n_tokens, walk = all_reduce_sum(sums), all_reduce_sum(n_tokens), all_reduce_sum(walk)
        dt = time.perf_counter() - t0
        tokens_seen += int(n_tokens)
        w = tcfg.loss_decay ** torch.arange(k, device=device)
        m = {"step": step + 1, "loss": float((w * sums[0] / denom.clamp(min=1)).sum()), "lr": lr,
             "grad_norm": float(grad_norm), "tokens_per_s": float(n_tokens) / dt, "step_time_s": dt}
        for j in range(k):
            m[f"acc_{j}"] = float(sums[1, j] / sums[3, j].clamp(min=1))
            m[f"loss_{j}"] = float(sums[0, j] / denom[j].clamp(min=1))
        if walk[1] > 0:
            m["tau_chain_est"] = float(walk[0] / walk[1])
        if val_examples and _val_due(step + 1, total, sched_data.steps_per_epoch, tcfg.val_every):
            m.update(validate(module, target, val_examples, k, val_steps, tcfg.batch_size, device, amp_dtype,
                              tcfg.loss_decay))
            log(f"validation at step {step + 1}: loss {m['val/loss']:.4f} acc0 {m['val/acc_0']:.3f} "
                f"tau_chain_est {m['val/tau_chain_est']:.3f}{_interval(m)} ({len(val_examples)} holdout "
                f"conversations)")
        metrics.append(m)
        done = step + 1
        if "val/loss" in m:
            sel = select(metrics, tcfg.early_stop_min_delta)
            if keep_best and sel.best_step == done:
                weights = model_state(draft, copy=True)  # collective under FSDP
                best = (done, weights) if rank == 0 else None
            stopped = should_stop(sel, tcfg.early_stop_patience) and done < total
            if stopped:
                log(f"early stop at step {done}/{total}: {sel.since_best} validations without beating "
                    f"val/tau_chain_est {sel.best_value:.3f} (step {sel.best_step}) by more than "
                    f"{tcfg.early_stop_min_delta}")
        for cb in callbacks:
            cb.on_step(step + 1, {key: v for key, v in m.items() if key != "step"})
        if bar is not None:
            bar.update(1)
            bar.set_postfix(loss=f"{m['loss']:.3f}", acc0=f"{m['acc_0']:.3f}", tok_s=f"{m['tokens_per_s']:.0f}")
        if rank == 0 and (step + 1) % tcfg.log_every == 0 and bar is None:
            log(f"step {step + 1}/{total} loss {m['loss']:.4f} acc0 {m['acc_0']:.3f} lr {lr:.2e} "
                f"gnorm {m['grad_norm']:.2f} {m['tokens_per_s']:.0f} tok/s")
        if stopped:
            break
        if (step + 1) % tcfg.checkpoint_every == 0 and step + 1 < total and (rank == 0 or sharded):
            states = full_states(draft, opt)  # collective under FSDP: every rank gathers, rank 0 writes
            if rank == 0:
                save_checkpoint(store, out_key, step + 1, draft, opt, sched, metrics, tcfg.keep_checkpoints, states,
                                best)
    if bar is not None:
        bar.close()
    elapsed = time.perf_counter() - t_start

    manifest: dict = {}
    states = full_states(draft, opt) if rank == 0 or sharded else None  # collective under FSDP
    if rank == 0:
        if done > start:
            save_checkpoint(store, out_key, done, draft, opt, sched, metrics, tcfg.keep_checkpoints, states, best)
        exported_step, weights = best if best is not None and best[0] != done else (done, None)
        if weights is None and sharded:
            weights = states[0]
        head = draft
        if weights is not None:  # an unsharded copy holding the best (or the gathered) weights
            head = build_draft(dc, embed=target.embed, d2t=d2t, t2d=t2d, seed=tcfg.seed)
            head.load_state_dict({**weights, "embed_tokens.weight": head.embed_tokens.weight}, strict=True)
        if exported_step != done:
            log(f"exporting the head of step {exported_step} (best val/tau_chain_est), not of the last step {done}")
        with tempfile.TemporaryDirectory() as tmp:
            export_head(head, Path(tmp) / "head", dtype=dcfg.export_dtype, include_embeddings=dcfg.export_embeddings)
            store.delete_prefix(f"{out_key}/head")
            store.upload_dir(Path(tmp) / "head", f"{out_key}/head")
            gguf = None
            if cfg.engine.kind == "llamacpp":  # the pipeline serves with llama.cpp: its GGUF beside the head
                from eagle_core.draft.formats import gguf_artifact
                from eagle_core.target import resolve_target_path

                lc = cfg.engine.llamacpp
                gguf = gguf_artifact(store, Path(tmp) / "head", resolve_target_path(
                    cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir), out_key,
                    lc.draft_dtype or lc.dtype, cfg.storage.cache_dir)
        write_metrics(store, out_key, metrics)
        last = metrics[-1] if metrics else {}
        vals = [mm for mm in metrics if "val/loss" in mm]
        picked = next((mm for mm in vals if mm["step"] == exported_step), vals[-1] if vals else None)
        val = None if picked is None else {key: v for key, v in picked.items() if key.startswith("val/")} | {
            "step": picked["step"]}  # the exported head's own validation
        summary = {"final": last, "val": val, "steps": done, "planned_steps": total, "stopped_early": done < total,
                   "exported_step": exported_step, "export_checkpoint": "best" if keep_best else "last",
                   "tokens_per_s": tokens_seen / elapsed if elapsed and tokens_seen else None,
                   "draft_params": n_params, "target_params": target_params, "head_uri": store.uri(f"{out_key}/head"), "gguf_uri": gguf,
                   "mode": "offline" if target.offline else "online", "world_size": world}
        for cb in callbacks:
            if hasattr(cb, "on_end"):
                cb.on_end(summary)
        store.write_manifest(out_key, rows=len(examples), stage="train", **summary, seconds=round(elapsed, 3),
                             config={"training": tcfg.model_dump(mode="json"), "draft": dcfg.model_dump(mode="json"),
                                     "target": cfg.target.model_dump(mode="json")},
                             draft_config=dc.to_dict(), tokenized=store.uri(tokenized_prefix),
                             vocab=store.uri(vocab_prefix), features=store.uri(features_prefix) if features_prefix else None)
        manifest = store.read_manifest(out_key)
    if dist.is_initialized():
        dist.barrier()
    return manifest
