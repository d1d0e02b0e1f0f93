"""Training examples from the tokenized stage, the draft vocab, and the seeded global-batch schedule.

The schedule is a pure function of (seed, epoch, step): every rank of a DDP job, a resumed job and a
single-process job with the same global batch see exactly the same examples in the same order.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any, Iterator

import torch


@dataclass
class Example:
    id: str
    input_ids: torch.Tensor  # int64 [T]
    loss_mask: torch.Tensor  # bool [T]


def _iter_parquet_rows(store: Any, prefix: str, split: str) -> Iterator[dict]:
    import pyarrow.parquet as pq

    keys = [k for k in store.list(f"{store.key_of(prefix)}/{split}") if k.endswith(".parquet")]
    if not keys:
        raise FileNotFoundError(f"no tokenized shards under {store.uri(prefix)}/{split}/")
    for key in keys:
        table = pq.read_table(io.BytesIO(store.read_bytes(key)) if store.is_s3 else store.local_path(key),
                              columns=["id", "input_ids", "loss_mask"])
        for row in table.to_pylist():
            row["_shard"] = key
            yield row


def load_examples(store: Any, prefix: str, split: str = "train", max_length: int | None = None) -> list[Example]:
    """Tokenized rows (truncated to max_length) that have at least one trainable (assistant) prediction."""
    out = []
    for row in _iter_parquet_rows(store, prefix, split):
        ids, mask = row.get("input_ids"), row.get("loss_mask")
        if ids is None or mask is None or len(ids) != len(mask):
            raise ValueError(f"tokenized record {row.get('id')!r} in {row['_shard']}: input_ids and loss_mask "
                             f"must be lists of equal length")
        ids_t = torch.tensor(ids, dtype=torch.long)[:max_length]
        mask_t = torch.tensor(mask, dtype=torch.bool)[:max_length]
        if mask_t[2:].any():  # step 0 predicts token t+2: anything earlier can never count
            out.append(Example(str(row["id"]), ids_t, mask_t))
    return out


def benchmark_holdout_prompts(cfg: Any) -> int:
    """How many holdout conversations the `heldout` benchmarks decode: the first N, in conversation order."""
    return max((b.num_prompts for b in cfg.evaluation.benchmarks if b.kind == "heldout"), default=0)


def load_holdout(store: Any, prefix: str, max_length: int | None, limit: int, skip: int = 0) -> list[Example]:
    """Holdout conversations for validation: `limit` of them after the first `skip`; [] without a holdout split.

    Validation picks the exported head, so it must not read the conversations the heldout benchmark then
    measures it on: the tokenized holdout keeps the conversations' order (tokenize drops, never reorders), so
    skipping the first `benchmark_holdout_prompts(cfg)` rows leaves out every benchmark prompt.
    """
    if limit == 0:
        return []
    try:
        return load_examples(store, prefix, "holdout", max_length)[skip:skip + limit]
    except FileNotFoundError:
        return []


def load_vocab(store: Any, prefix: str) -> tuple[torch.Tensor, torch.Tensor]:
    """(d2t int64 [draft_vocab], t2d bool [target_vocab]) from `<prefix>/vocab.safetensors`."""
    from safetensors.torch import load

    key = f"{store.key_of(prefix)}/vocab.safetensors"
    if not store.exists(key):
        raise FileNotFoundError(f"draft vocab not found: {store.uri(key)}")
    tensors = load(store.read_bytes(key))
    if "d2t" not in tensors or "t2d" not in tensors:
        raise ValueError(f"{store.uri(key)} must hold tensors d2t and t2d, found {sorted(tensors)}")
    return tensors["d2t"].long(), tensors["t2d"].bool()


def permutation(n: int, seed: int, epoch: int) -> list[int]:
    g = torch.Generator().manual_seed(seed * 1_000_003 + epoch)
    return torch.randperm(n, generator=g).tolist()


@dataclass
class Schedule:
    """Global step -> example indices, laid out [micro-batch][rank][row]."""

    num_examples: int
    batch_size: int  # per rank per micro-batch
    grad_accum: int
    world_size: int
    epochs: int
    seed: int
    max_steps: int | None = None

    @property
    def global_batch(self) -> int:
        return self.batch_size * self.grad_accum * self.world_size

    @property
    def steps_per_epoch(self) -> int:
        return self.num_examples // self.global_batch

    @property
    def total_steps(self) -> int:
        total = self.steps_per_epoch * self.epochs
        return min(total, self.max_steps) if self.max_steps else total

    def step_indices(self, step: int) -> list[int]:
        """All example indices of one optimizer step (every rank, every micro-batch), in layout order."""
        epoch, within = divmod(step, self.steps_per_epoch)
        perm = permutation(self.num_examples, self.seed, epoch)
        return perm[within * self.global_batch:(within + 1) * self.global_batch]

    def micro_indices(self, step: int, micro: int, rank: int) -> list[int]:
        idx = self.step_indices(step)
        start = (micro * self.world_size + rank) * self.batch_size
        return idx[start:start + self.batch_size]


def collate(examples: list[Example], pad_id: int = 0) -> dict[str, torch.Tensor]:
    """Right-pad to the longest example (causal attention keeps padding invisible to real tokens)."""
    t = max(len(e.input_ids) for e in examples)
    ids = torch.full((len(examples), t), pad_id, dtype=torch.long)
    mask = torch.zeros(len(examples), t, dtype=torch.bool)
    attn = torch.zeros(len(examples), t, dtype=torch.long)
    for i, e in enumerate(examples):
        n = len(e.input_ids)
        ids[i, :n], mask[i, :n], attn[i, :n] = e.input_ids, e.loss_mask, 1
    return {"input_ids": ids, "loss_mask": mask, "attention_mask": attn}
