"""Training throughput of one EAGLE-3 online step: tokens/s, achieved FLOP/s vs a dense matmul, peak memory.

    python benchmarks/train_bench.py [--target smollm2-135m-instruct] [--batch 4] [--seq 256] [--ttt 7]
                                     [--assistant-frac 0.25]

FLOPs are counted analytically (2 per multiply-add): the target forward (no grad) and the draft's TTT
forward + backward (backward = 2x forward; the frozen embedding gets no weight gradient), separately, and
compared with a square matmul of the same dtype timed in the same run on the same device.

`--assistant-frac` makes the last fraction of each row the assistant span (the loss mask); TTT steps >= 1 run
only over that span (eagle_core/draft/ttt.py), so it sets how much of the unroll is computed. 0.25 is the
demo's regenerated ShareGPT data (57.7k assistant tokens of ~234k); 1.0 is the worst case (every position).

Measured on this machine (2 CPU cores, AMD EPYC with AVX512-BF16, regeneration paused for each run; batch 4 x
256, TTT 7, draft vocab 8192):
- --assistant-frac 1.0 (fp32):       online 163 tokens/s, offline (draft only) 274 tokens/s;
- --assistant-frac 0.25 (fp32):      online 266, offline 711 (2.6x: steps >= 1 over a 69-position window);
- --assistant-frac 0.25, bf16:       online 322, offline 1,196 (4.4x); the target forward (fp32) is then most of
  an online step, so offline features pay off from the second epoch.
"""

from __future__ import annotations

import argparse
import resource
import time

import torch


def matmul_peak(device: torch.device, dtype: torch.dtype, n: int = 2048, secs: float = 2.0) -> float:
    a, b = torch.randn(n, n, device=device, dtype=dtype), torch.randn(n, n, device=device, dtype=dtype)
    for _ in range(2):
        a @ b
    sync(device)
    iters, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < secs:
        a @ b
        iters += 1
    sync(device)
    return 2 * n**3 * iters / (time.perf_counter() - t0)


def sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def target_flops(cfg, tokens: int, seq: int) -> float:
    h, L, i, v = cfg.hidden_size, cfg.num_hidden_layers, cfg.intermediate_size, cfg.vocab_size
    heads, kv = cfg.num_attention_heads, cfg.num_key_value_heads or cfg.num_attention_heads
    d = getattr(cfg, "head_dim", None) or h // heads
    per_layer = h * heads * d + 2 * h * kv * d + heads * d * h + 3 * h * i  # projections + MLP (MACs per token)
    attn = 2 * heads * d * seq / 2  # QK^T + PV, causal: half the keys on average (MACs per token)
    return 2 * tokens * (L * (per_layer + attn) + h * v)


def draft_flops(dc, tokens: int, seq: int, ttt: int, window_tokens: int | None = None) -> float:
    h, i, heads, kv, d = dc.hidden_size, dc.intermediate_size, dc.num_attention_heads, dc.num_key_value_heads, dc.head_dim
    fc = 3 * dc.target_hidden_size * h  # once per token (step 0)
    layer = 2 * h * (heads * d + 2 * kv * d) + heads * d * h + 3 * h * i
    per_step = layer + h * dc.draft_vocab_size + 2 * heads * d * seq / 2
    window_tokens = tokens if window_tokens is None else window_tokens  # positions computed by steps >= 1
    fwd = 2 * (tokens * (fc + per_step) + window_tokens * (ttt - 1) * per_step)
    return 3 * fwd  # forward + backward (2x)


def main() -> None:
    from eagle_core.draft.model import Eagle3DraftConfig, build_draft
    from eagle_core.draft.ttt import TTTModel, prepare_targets, step_masks, step_windows, weighted_loss
    from eagle_core.target import Target, resolve_target_path

    p = argparse.ArgumentParser()
    p.add_argument("--target", default="smollm2-135m-instruct")
    p.add_argument("--device", default="auto")
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--seq", type=int, default=256)
    p.add_argument("--ttt", type=int, default=7)
    p.add_argument("--draft-vocab", type=int, default=8192)
    p.add_argument("--steps", type=int, default=4)
    p.add_argument("--draft-dtype", default="auto", choices=["auto", "float32", "bfloat16"],
                   help="draft compute: auto = bf16 autocast on GPU, fp32 on CPU (training.dtype's meaning)")
    p.add_argument("--assistant-frac", type=float, default=0.25, help="loss-masked tail of each row (1.0 = all)")
    args = p.parse_args()

    target = Target(resolve_target_path(args.target), device=args.device)
    device, dtype = target.device, target.dtype
    v = target.vocab_size
    t2d = torch.zeros(v, dtype=torch.bool)
    t2d[torch.randperm(v, generator=torch.Generator().manual_seed(0))[: args.draft_vocab]] = True
    ids = t2d.nonzero().flatten()
    dc = Eagle3DraftConfig.from_target_config(target.config, args.draft_vocab, target.aux_ids)
    draft = build_draft(dc, embed=target.embed_weight().detach().cpu(), d2t=ids - torch.arange(len(ids)), t2d=t2d).to(device)
    module = TTTModel(draft, args.ttt)
    opt = torch.optim.AdamW([q for q in draft.parameters() if q.requires_grad], lr=1e-4)
    use_bf16 = args.draft_dtype == "bfloat16" or (args.draft_dtype == "auto" and device.type == "cuda")
    amp = torch.autocast(device.type, dtype=torch.bfloat16) if use_bf16 else None
    g = torch.Generator().manual_seed(0)
    input_ids = torch.randint(0, v, (args.batch, args.seq), generator=g).to(device)
    loss_mask = torch.zeros(args.batch, args.seq, dtype=torch.bool, device=device)
    loss_mask[:, args.seq - max(1, round(args.assistant_frac * args.seq)):] = True
    window = int(step_windows(step_masks(loss_mask, args.ttt)).shape[1]) if args.ttt > 1 else 0
    tokens = args.batch * args.seq

    t_target = t_draft = 0.0
    for step in range(args.steps + 1):  # step 0 warms up
        sync(device)
        t0 = time.perf_counter()
        out = target.forward(input_ids)
        probs, in_vocab = prepare_targets(out.logits, draft.t2d)
        aux = out.aux_hidden.to(torch.bfloat16 if amp else torch.float32)
        del out
        sync(device)
        t1 = time.perf_counter()
        opt.zero_grad(set_to_none=True)
        if amp:
            with amp:
                stats = module(input_ids, aux, probs, in_vocab, loss_mask)
        else:
            stats = module(input_ids, aux, probs, in_vocab, loss_mask)
        weighted_loss(stats).backward()
        torch.nn.utils.clip_grad_norm_(draft.parameters(), 0.5)
        opt.step()
        sync(device)
        t2 = time.perf_counter()
        if step:
            t_target += t1 - t0
            t_draft += t2 - t1
    n = args.steps
    f_t, f_d = target_flops(target.config, tokens, args.seq), draft_flops(dc, tokens, args.seq, args.ttt, args.batch * window)
    peak_t = matmul_peak(device, dtype)
    peak_d = matmul_peak(device, torch.bfloat16 if amp else torch.float32)
    if device.type == "cuda":
        mem = f"{torch.cuda.max_memory_allocated(device) / 2**30:.2f} GiB (cuda max allocated)"
    else:
        mem = f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20:.2f} GiB (peak RSS)"
    step_s = (t_target + t_draft) / n
    print(f"device {device} ({torch.get_num_threads()} threads), target {args.target} {dtype}, "
          f"draft {draft.num_parameters() / 1e6:.2f}M params, batch {args.batch} x seq {args.seq}, TTT {args.ttt}, "
          f"draft vocab {args.draft_vocab}, draft {'bf16 autocast' if amp else 'fp32'}, assistant span {loss_mask[0].sum().item()} (steps >= 1 over {window} positions)")
    print(f"training step: {step_s:.3f} s, {tokens / step_s:.0f} tokens/s (online: target forward + draft TTT fwd/bwd)")
    print(f"  target forward: {t_target / n:.3f} s, {f_t / 1e9:.1f} GFLOP -> {f_t * n / t_target / 1e9:.1f} GFLOP/s "
          f"= {f_t * n / t_target / peak_t:.0%} of matmul peak {peak_t / 1e9:.1f} GFLOP/s ({dtype})")
    print(f"  draft TTT fwd+bwd+step: {t_draft / n:.3f} s, {f_d / 1e9:.1f} GFLOP -> {f_d * n / t_draft / 1e9:.1f} GFLOP/s "
          f"= {f_d * n / t_draft / peak_d:.0%} of matmul peak {peak_d / 1e9:.1f} GFLOP/s")
    print(f"  draft-only (offline mode) throughput: {tokens * n / t_draft:.0f} tokens/s")
    print(f"peak memory: {mem}")


if __name__ == "__main__":
    main()
