"""The target side of a training step: the target's aux hidden states and its next-token distribution over the
draft vocab, computed per micro-batch (online) or read from stored features (offline)."""

from __future__ import annotations

from typing import Any

import torch

from eagle_core.draft.ttt import prepare_targets
from eagle_core.train.data import Example


class TargetSide:
    """What the loop needs from the target per micro-batch: aux states and draft-vocab target distributions."""

    def __init__(self, cfg: Any, store: Any, features_prefix: str | None, device: torch.device,
                 t2d: torch.Tensor) -> None:
        from eagle_core.target import Target, resolve_target_path
        from eagle_core.train.features import FeatureReader, target_weights

        self.device, self.t2d = device, t2d.to(device)
        self.offline = features_prefix is not None
        if self.offline:
            path = resolve_target_path(cfg.target.model, cfg.target.gguf_file, cfg.storage.cache_dir)
            self.hf_config, self.embed, head = target_weights(path)
            self.lm_head = head.to(device, torch.float32)
            self.reader = FeatureReader(store, features_prefix)
            self.aux_ids = self.reader.aux_ids
            self.target = None
        else:
            self.target = Target.from_config(cfg.target, cache_dir=cfg.storage.cache_dir)
            self.target.model.to(device)
            self.target.device = device
            self.hf_config, self.embed = self.target.config, self.target.embed_weight()
            self.aux_ids = self.target.aux_ids

    def covers(self, examples: list[Example]) -> bool:
        """Whether this side can serve these examples (offline: their features were computed)."""
        return not self.offline or all(e.id in self.reader.where for e in examples)

    @property
    def vocab_size(self) -> int:
        return int(self.embed.shape[0])

    def __call__(self, examples: list[Example], batch: dict[str, torch.Tensor], dtype: torch.dtype
                 ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """(aux [B,T,3H], target probs over the draft vocab [B,T,Vd], target argmax in draft vocab [B,T])."""
        if self.offline:
            aux, last = self.reader.batch(examples, torch.float32)
            # Logits only where a loss can read them: position p predicts token p+1, which TTT counts only when
            # it is an assistant token. On chat data that is ~1/4 of the positions, and the full-vocab lm_head
            # is the largest matmul of an offline step. Elsewhere probs stay 0 and in_vocab False (never read).
            mask = batch["loss_mask"].to(self.device)
            need = torch.zeros_like(mask)
            need[:, :-1] = mask[:, 1:]
            rows = need.nonzero(as_tuple=True)
            probs_sel, in_vocab_sel = prepare_targets(last.to(self.device)[rows][None] @ self.lm_head.T, self.t2d)
            probs = torch.zeros(*need.shape, probs_sel.shape[-1], device=self.device)
            in_vocab = torch.zeros(need.shape, dtype=torch.bool, device=self.device)
            probs[rows], in_vocab[rows] = probs_sel[0], in_vocab_sel[0]
            return aux.to(self.device, dtype), probs, in_vocab
        else:
            out = self.target.forward(batch["input_ids"], batch["attention_mask"])
            aux, logits = out.aux_hidden, out.logits
        probs, in_vocab = prepare_targets(logits, self.t2d)
        return aux.to(dtype), probs, in_vocab
