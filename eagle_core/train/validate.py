"""Held-out validation of a head during training: TTT loss, per-step accuracy and an acceptance-length estimate.

Why: train-batch accuracy keeps rising while a small data set is re-read (0.70 step-0 accuracy after 10 epochs
of the demo's 954 chats, whose head measured tau 1.71), so it cannot say when more epochs stop paying off.
The same unroll over the tokenized `holdout` split (conversations never trained on; `data.load_holdout` leaves
out the ones the `heldout` benchmark decodes) can: its chain acceptance length (`ttt.chain_walk_rows`) replays
the rounds greedy chain decoding would run on the target's own text, at the cost of one forward-only pass, no
decoding, and per conversation, so it carries the report's bootstrap interval.
"""

from __future__ import annotations

from contextlib import nullcontext
from typing import Callable, Sequence

import numpy as np
import torch

from eagle_core.draft.ttt import TTTStats, chain_walk_rows, step_masks, weighted_loss
from eagle_core.evaluate.stats import tau_counts_interval
from eagle_core.train.data import Example, collate

# (examples, collated batch, compute dtype) -> (aux [B,T,3H], target probs over the draft vocab, argmax in vocab)
TargetFn = Callable[[list[Example], dict[str, torch.Tensor], torch.dtype], tuple[torch.Tensor, torch.Tensor,
                                                                                  torch.Tensor]]


@torch.no_grad()
def validate(module: Callable[..., TTTStats], target: TargetFn, examples: Sequence[Example], ttt_length: int,
             num_steps: int, batch_size: int = 4, device: torch.device | str = "cpu",
             amp_dtype: torch.dtype | None = None, loss_decay: float = 0.8) -> dict[str, float]:
    """`val/...` metrics of `module` (a TTTModel, possibly DDP/FSDP-wrapped) over `examples`.

    Deterministic (fixed order, no sampling). Under torchrun every rank must call it with the same examples:
    the forwards of a sharded model are collective, and each rank then holds the same figures.
    """
    if not examples:
        raise ValueError("validation needs at least one example")
    if num_steps > ttt_length:
        raise ValueError(f"a {num_steps}-step chain needs a TTT unroll of >= {num_steps} steps, got {ttt_length}")
    device = torch.device(device)
    k = ttt_length
    sums = torch.zeros(4, k, device=device)
    walks: list[tuple[int, int]] = []  # (tokens, rounds) per conversation
    denom = torch.zeros(k, device=device)
    was_training = getattr(module, "training", False)
    if hasattr(module, "eval"):
        module.eval()
    try:
        for start in range(0, len(examples), batch_size):
            chunk = list(examples[start:start + batch_size])
            batch = {n: v.to(device) for n, v in collate(chunk).items()}
            aux, probs, in_vocab = target(chunk, batch, amp_dtype or torch.float32)
            amp = torch.autocast(device.type, dtype=amp_dtype) if amp_dtype is not None else nullcontext()
            with amp:
                stats: TTTStats = module(batch["input_ids"], aux, probs, in_vocab, batch["loss_mask"])
            if stats.runs is None:
                raise ValueError("validation needs the TTT runs: a TTTModel with keep_runs=True")
            sums += torch.stack([stats.loss_sums.float(), stats.correct, stats.counted, stats.assistant])
            denom += step_masks(batch["loss_mask"], k).sum(dim=(1, 2)).float()
            walks += chain_walk_rows(stats.runs, batch["loss_mask"], num_steps)
    finally:
        if was_training and hasattr(module, "train"):
            module.train()
    per_step = TTTStats(sums[0], sums[1], sums[2], sums[3])
    cols = np.array(walks, dtype=np.float64)
    tokens, rounds = int(cols[:, 0].sum()), int(cols[:, 1].sum())
    out = {"val/loss": float(weighted_loss(per_step, denom, loss_decay)),
           "val/tau_chain_est": tokens / rounds if rounds else float("nan"), "val/chain_steps": float(num_steps),
           "val/rounds": float(rounds), "val/examples": float(len(examples)), "val/anchors": float(sums[3, 0])}
    if rounds:  # how far the estimate would move on another draw of as many conversations
        out["val/tau_chain_est_lo"], out["val/tau_chain_est_hi"] = tau_counts_interval(cols)
    for j in range(k):
        out[f"val/acc_{j}"] = float(sums[1, j] / sums[3, j].clamp(min=1))
    return out
