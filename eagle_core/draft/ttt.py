"""Training-time test (TTT): unroll the draft K steps on its own outputs, as it will run at inference.

Step k (0-based) at position t sees token t+1+k and the hidden state the draft produced at position t in step
k-1 (step 0: the fused target aux state at t), and predicts token t+2+k. Its attention covers the real prefix
causally (step-0 keys 0..t) plus, on the diagonal, its own keys at position t from steps 1..k. Its rotary
position is t+k, as where it runs at inference: a chain round anchored at t drafts step k at position t+k
(SGLang advances the draft's positions by one per step; SpecForge's TTT rotates step k at position_ids + k). Instead of a
(K*T)^2 mask we keep each step's K/V and add the k diagonal scores to a causal score matrix, so memory stays
O(T^2 + k*T) per step. Steps >= 1 run only over the positions whose later predictions are counted (the
assistant spans), since nothing else reads them.

Targets are the target model's next-token distribution restricted to the draft vocab (softmax over
`logits[..., t2d]`); a position counts only when the predicted token is an assistant token and the target's
argmax lies in the draft vocab. Losses are soft cross-entropies weighted 0.8^k.

The unroll is also an exact simulation of greedy chain drafting: at anchor t, step k proposes token t+2+k from
the same inputs a chain round anchored at t feeds it once steps 0..k-1 were accepted (the true tokens are then
the drafted ones), and greedy verification accepts it iff it is the target's argmax. So on the target's own
greedy text, the number of leading right steps at t is the accepted length of a round anchored there, and
`chain_walk` replays the rounds of a decode over them: the acceptance length decoding would measure, without
decoding.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from eagle_core.draft.model import Eagle3Draft, repeat_kv


@torch.no_grad()
def prepare_targets(target_logits: torch.Tensor, t2d: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Full-vocab target logits [B,T,V] -> (probs over the draft vocab [B,T,Vd] fp32, argmax-in-draft-vocab [B,T]).

    Done right after the target forward so the full-vocab logits can be freed before the draft runs.
    """
    t2d = t2d.to(target_logits.device)
    in_vocab = t2d[target_logits.argmax(dim=-1)]
    probs = torch.softmax(target_logits[..., t2d].float(), dim=-1)
    return probs, in_vocab


def _shift(x: torch.Tensor, n: int) -> torch.Tensor:
    """x[:, n:] right-padded with zeros back to length T (dim 1)."""
    if n == 0:
        return x
    pad = torch.zeros_like(x[:, :n])
    return torch.cat([x[:, n:], pad], dim=1)


def step_masks(loss_mask: torch.Tensor, length: int) -> torch.Tensor:
    """[K,B,T]: position t counts at step k when the token it predicts (t+2+k) is an assistant token.

    A function of the data alone, so the trainer can sum it over a whole optimizer step (all micro-batches,
    all ranks) before any forward and normalise the loss identically however the batch is split.
    """
    return torch.stack([_shift(loss_mask.bool(), 2 + k) for k in range(length)])


@dataclass
class TTTStats:
    loss_sums: torch.Tensor  # [K] sum of soft-CE over counted positions (carries grad)
    correct: torch.Tensor  # [K] counted positions where the draft's top-1 = the target's top-1
    counted: torch.Tensor  # [K] counted positions (assistant token AND target argmax in the draft vocab)
    assistant: torch.Tensor  # [K] assistant positions (the accuracy / loss denominator)
    runs: torch.Tensor | None = None  # [B,T] leading right steps per anchor (ttt_forward(keep_runs=True))


def chain_walk_rows(runs: torch.Tensor, loss_mask: torch.Tensor, num_steps: int) -> list[tuple[int, int]]:
    """Per conversation (row), the (tokens, rounds) greedy chain decoding with `num_steps` drafts spends on its
    assistant spans.

    Replays the decoder: the target emits a span's first token, then each round, anchored just before the newest
    token, accepts min(run, num_steps) drafts plus one bonus token, until the span's last token. On the target's
    own greedy text tokens / rounds is the tau decoding measures. A mean of the runs over every position is not:
    it weighs easy stretches, which decoding crosses in few long rounds, by their length (demo heads: 1.87-1.90
    per position against 1.69-1.71 replayed and measured on the same 24 prompts).
    """
    if runs.shape != loss_mask.shape:
        raise ValueError(f"runs {tuple(runs.shape)} and loss_mask {tuple(loss_mask.shape)} differ in shape")
    out = []
    for run, mask in zip(runs.clamp(max=num_steps).tolist(), loss_mask.bool().tolist()):
        tokens = rounds = 0
        t, n = 0, len(mask)
        while t < n:
            if not mask[t] or t == 0:
                t += 1
                continue
            end = t
            while end + 1 < n and mask[end + 1]:
                end += 1
            last = t  # the newest emitted token: the span's first comes from the target
            while last < end:
                accepted = run[last - 1]  # a miss past the span ends the run there (step_masks)
                tokens, rounds, last = tokens + accepted + 1, rounds + 1, last + accepted + 1
            t = end + 1
        out.append((tokens, rounds))
    return out


def chain_walk(runs: torch.Tensor, loss_mask: torch.Tensor, num_steps: int) -> tuple[int, int]:
    """(tokens, rounds) of `chain_walk_rows` summed over the batch: tokens / rounds is the batch's tau."""
    rows = chain_walk_rows(runs, loss_mask, num_steps)
    return sum(t for t, _ in rows), sum(r for _, r in rows)


def weighted_loss(stats: TTTStats, denominators: torch.Tensor | None = None, decay: float = 0.8) -> torch.Tensor:
    """sum_k decay^k * loss_sum_k / denominator_k (default denominators: this batch's assistant counts)."""
    den = (stats.assistant if denominators is None else denominators).to(stats.loss_sums).clamp(min=1)
    weights = decay ** torch.arange(stats.loss_sums.numel(), device=stats.loss_sums.device, dtype=stats.loss_sums.dtype)
    return (weights * stats.loss_sums / den).sum()


def step_windows(masks: torch.Tensor) -> torch.Tensor:
    """[B,W] positions that steps >= 1 must compute: per row, a W-wide window covering every position counted
    at any step >= 1 (W = the widest such span in the batch, at least 1).

    Why: a position's step-k output feeds only its own step k+1 (hidden state and diagonal key), so positions
    whose predicted tokens are never counted after step 0 (prompts, padding) need only step 0, whose keys every
    later step attends to. On single-turn chat data that skips ~3/4 of the positions in steps 1..K-1.
    """
    need = masks[1:].any(dim=0) if masks.shape[0] > 1 else torch.zeros_like(masks[0])  # [B,T]
    b, t = need.shape
    pos = torch.arange(t, device=need.device)
    lo = torch.where(need, pos, t).amin(dim=1)
    hi = torch.where(need, pos + 1, 0).amax(dim=1)
    width = int(max(1, (hi - lo).clamp(min=0).max().item()))
    start = torch.minimum(lo.clamp(max=t), torch.full_like(lo, t - width))  # fits in [0, T) and covers [lo, hi)
    return start[:, None] + torch.arange(width, device=need.device)[None]


def _take(x: torch.Tensor, index: torch.Tensor, offset: int) -> torch.Tensor:
    """x[b, index[b, i] + offset] (zeros past the end): the windowed form of _shift(x, offset)."""
    t = x.shape[1]
    pos = index + offset
    rows = torch.arange(x.shape[0], device=x.device)[:, None]
    out = x[rows, pos.clamp(max=t - 1)]
    valid = (pos < t).view(*pos.shape, *([1] * (out.dim() - 2)))
    return out * valid if out.dtype != torch.bool else out & valid


class StepKV:
    """Per-layer K/V of the steps so far; builds the attention kernel for the current step.

    Step 0 runs over all T positions; later steps over the window `index` [B,W] only, attending to step 0's keys
    causally by true position and to their own window keys on the diagonal.
    """

    def __init__(self, num_layers: int) -> None:
        self.keys: list[list[torch.Tensor]] = [[] for _ in range(num_layers)]
        self.values: list[list[torch.Tensor]] = [[] for _ in range(num_layers)]
        self.index: torch.Tensor | None = None

    def attend_fn(self, layer: int):
        def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
            self.keys[layer].append(k)
            self.values[layer].append(v)
            return ttt_attention(q, self.keys[layer], self.values[layer], self.index)
        return attend


def ttt_attention(q: torch.Tensor, keys: list[torch.Tensor], values: list[torch.Tensor],
                  index: torch.Tensor | None = None) -> torch.Tensor:
    """q [B,H,W,D] at positions `index` [B,W] (None: all T); keys/values: step 0's [B,Hkv,T,D], then one
    [B,Hkv,W,D] per later step. Causal over step 0, diagonal after."""
    rep = q.shape[1] // keys[0].shape[1]
    t = keys[0].shape[2]
    scale = 1.0 / math.sqrt(q.shape[-1])
    k0, v0 = repeat_kv(keys[0], rep), repeat_kv(values[0], rep)
    if len(keys) == 1:
        return F.scaled_dot_product_attention(q, k0, v0, is_causal=True)
    if index is None:
        index = torch.arange(t, device=q.device)[None].expand(q.shape[0], t)
    scores = torch.matmul(q, k0.transpose(-1, -2)) * scale  # [B,H,W,T]
    visible = torch.arange(t, device=q.device)[None, None, :] <= index[:, :, None]  # [B,W,T]
    scores = scores.masked_fill(~visible[:, None], float("-inf"))
    diag = torch.stack([(q * repeat_kv(k, rep)).sum(-1) * scale for k in keys[1:]], dim=-1)  # [B,H,W,k]
    probs = torch.softmax(torch.cat([scores, diag], dim=-1).float(), dim=-1).to(q.dtype)
    out = torch.matmul(probs[..., :t], v0)
    for j, v in enumerate(values[1:]):
        out = out + probs[..., t + j, None] * repeat_kv(v, rep)
    return out


def ttt_forward(model: Eagle3Draft, input_ids: torch.Tensor, aux_hidden: torch.Tensor, target_probs: torch.Tensor,
                target_in_vocab: torch.Tensor, loss_mask: torch.Tensor, length: int,
                position_ids: torch.Tensor | None = None, keep_runs: bool = False) -> TTTStats:
    """Unroll `length` draft steps over a right-padded batch; returns per-step sums (normalise with weighted_loss).

    Step 0 covers every position; steps >= 1 only each row's loss window (step_windows), which gives the same
    losses and gradients as unrolling every position. `keep_runs` also returns each anchor's run of right steps.
    """
    b, t = input_ids.shape
    if position_ids is None:
        position_ids = torch.arange(t, device=input_ids.device)[None].expand(b, t)
    hidden = model.fuse(aux_hidden)
    positions = position_ids
    kv = StepKV(1 + len(model.layers))
    attends = [kv.attend_fn(i) for i in range(1 + len(model.layers))]
    masks = step_masks(loss_mask, length)
    in_vocab = target_in_vocab.bool()
    index = torch.arange(t, device=input_ids.device)[None].expand(b, t)
    loss_sums, correct, counted, assistant = [], [], [], []
    run = runs = None
    for k in range(length):
        if k == 1:  # from here on, only the loss windows
            index = step_windows(masks)
            hidden, positions = _take(hidden, index, 0), _take(position_ids, index, 0)
            kv.index = index
        cos, sin = model.rope(positions + k, hidden.dtype)
        ids_k = _take(input_ids, index, 1 + k)
        probs_k = _take(target_probs, index, 1 + k)
        counts_k = _take(masks[k], index, 0) & _take(in_vocab, index, 1 + k)
        embeds = model.embed_tokens(ids_k).to(hidden.dtype)
        out = model.backbone(embeds, hidden, cos, sin, attends)
        hidden, logits = model.head(out)
        logp = torch.log_softmax(logits.float(), dim=-1)
        ce = -(probs_k * logp).sum(-1)  # [B,W]
        loss_sums.append((ce * counts_k).sum())
        with torch.no_grad():
            hit = (logits.argmax(-1) == probs_k.argmax(-1)) & counts_k
            correct.append(hit.sum())
            counted.append(counts_k.sum())
            assistant.append(masks[k].sum())
            # A chain from anchor t survives step k iff it survived k-1 and step k is right (a miss outside the
            # assistant span or the draft vocab ends it, as a rejection would).
            if keep_runs and k == 0:
                run, runs = hit, hit.long()
            elif keep_runs:
                run = (_take(run, index, 0) if k == 1 else run) & hit
                runs.scatter_add_(1, index, run.long())
    return TTTStats(torch.stack(loss_sums), torch.stack(correct).float(), torch.stack(counted).float(),
                    torch.stack(assistant).float(), runs)


class TTTModel(nn.Module):
    """The TTT unroll as one module forward, so DDP/FSDP see (and sync) a single forward per micro-batch."""

    def __init__(self, draft: Eagle3Draft, length: int, keep_runs: bool = True) -> None:
        super().__init__()
        self.draft = draft
        self.length = length
        self.keep_runs = keep_runs  # the runs feed chain_walk's acceptance estimate ([B,T] ints: cheap)

    def forward(self, input_ids: torch.Tensor, aux_hidden: torch.Tensor, target_probs: torch.Tensor,
                target_in_vocab: torch.Tensor, loss_mask: torch.Tensor) -> TTTStats:
        return ttt_forward(self.draft, input_ids, aux_hidden, target_probs, target_in_vocab, loss_mask, self.length,
                           keep_runs=self.keep_runs)
