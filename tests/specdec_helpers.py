"""Helpers for the speculative-decoding tests: a tiny random Llama target and drafts with known quality.

`OracleDraft` wraps a real draft head (or none) and overrides its logits with the target's own greedy
continuation at chosen positions, so tests know exactly which draft tokens must be accepted: right at every
position -> tau = num_steps + 1; right at some -> a partially-right draft; never -> every proposal is wrong.
The wrapped head still runs (fuse, KV cache, tree masks), so the cache bookkeeping is exercised for real.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import torch
from torch import nn


def tiny_llama(vocab: int = 256, layers: int = 4, hidden: int = 64, seed: int = 0, dtype=torch.float32):
    """A randomly initialised LlamaForCausalLM small enough to decode thousands of tokens in seconds."""
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(seed)
    cfg = LlamaConfig(vocab_size=vocab, hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024,
                      tie_word_embeddings=True, attn_implementation="sdpa")
    model = LlamaForCausalLM(cfg).to(dtype).eval()
    # Random init gives near-uniform logits; sharpen so greedy decoding is not a coin toss of rounding.
    with torch.no_grad():
        model.lm_head.weight.mul_(8.0)
    return model


def cycle_llama(vocab: int = 256, hidden: int = 64, layers: int = 4, seed: int = 0):
    """A LlamaForCausalLM whose greedy text walks one random cycle through the whole vocab (next = pi(current)).

    Random targets collapse into repeating one token under greedy decoding, which makes every position look
    alike; tests that must tell positions apart need text that never repeats within `vocab` tokens. The layers
    add nothing to the residual stream (o_proj and down_proj are zero) and lm_head row pi(x) is 8 x embed(x).
    """
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(seed)
    cfg = LlamaConfig(vocab_size=vocab, hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024,
                      tie_word_embeddings=False, attn_implementation="sdpa")
    model = LlamaForCausalLM(cfg).eval()
    order = torch.randperm(vocab, generator=torch.Generator().manual_seed(seed))
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
        embed = model.model.embed_tokens.weight
        model.lm_head.weight[order.roll(-1)] = 8.0 * embed[order] / embed[order].norm(dim=-1, keepdim=True)
    return model


class _ListCache:
    """Minimal DraftCache stand-in for drafts without a real head: only the length matters."""

    def __init__(self) -> None:
        self.length = 0

    def crop(self, length: int) -> None:
        self.length = min(self.length, length)


class OracleDraft(nn.Module):
    """A draft whose token at draft position p is `reference[p + 2]` when `right(p)`, else a wrong token.

    reference: the full greedy sequence (prompt + target continuation). `inner`: a real Eagle3Draft whose
    forward still runs (its logits are replaced), or None for a protocol-only draft.
    """

    def __init__(self, reference: Sequence[int], vocab: int, right: Callable[[int], bool] = lambda p: True,
                 inner: Any = None, seed: int = 0) -> None:
        super().__init__()
        self.ref = list(reference)
        self.vocab = vocab
        self.right = right
        self.inner = inner
        self._dummy = nn.Parameter(torch.zeros(1), requires_grad=False)
        self.seed = seed
        if inner is None:
            self.new_cache = _ListCache
        else:
            self.new_cache = inner.new_cache
            ids = inner.draft_to_target(torch.arange(inner.config.draft_vocab_size)).tolist()
            self._t2d = {t: d for d, t in enumerate(ids)}

    def fuse(self, aux_hidden: torch.Tensor) -> torch.Tensor:
        if self.inner is not None:
            return self.inner.fuse(aux_hidden)
        return aux_hidden[..., :1]

    def forward(self, input_ids, hidden, position_ids, past_key_values=None, attention_mask=None):
        if self.inner is not None:
            h, logits = self.inner(input_ids, hidden, position_ids, past_key_values=past_key_values,
                                   attention_mask=attention_mask)
            logits = logits.float().clone()
        else:
            past_key_values.length += input_ids.shape[1]
            h = hidden
            logits = torch.zeros(*input_ids.shape, self.vocab)
        out = torch.zeros(*logits.shape)
        width = logits.shape[-1]
        for b in range(input_ids.shape[0]):
            for t in range(input_ids.shape[1]):
                p = int(position_ids[b, t])
                g = torch.Generator().manual_seed(self.seed * 100003 + p * 7919 + int(input_ids[b, t]))
                row = torch.randn(width, generator=g)
                nxt = p + 2
                if nxt < len(self.ref):
                    tok = self.ref[nxt] if self.right(p) else (self.ref[nxt] + 1) % self.vocab
                    d = self._to_draft(tok)
                    if d is not None:
                        row[d] = 30.0
                out[b, t] = row
        return h, out

    def _to_draft(self, target_id: int) -> int | None:
        """The draft id of a target token, None when the draft vocab lacks it (the draft cannot propose it)."""
        if self.inner is None:
            return target_id
        return self._t2d.get(target_id)

    def draft_to_target(self, draft_ids: torch.Tensor) -> torch.Tensor:
        if self.inner is not None:
            return self.inner.draft_to_target(draft_ids)
        return draft_ids


def tiny_draft(target, aux_ids, draft_vocab: int | None = None, seed: int = 0, include: Sequence[int] = ()):
    """A randomly initialised real Eagle3Draft for `target`; its draft vocab holds `include` + random other ids."""
    from eagle_core.draft.model import Eagle3DraftConfig, build_draft

    vocab = target.config.vocab_size
    n = draft_vocab or vocab
    must = sorted(set(int(i) for i in include))[:n]
    rest = [i for i in torch.randperm(vocab, generator=torch.Generator().manual_seed(seed)).tolist() if i not in set(must)]
    ids = torch.sort(torch.tensor(must + rest[: n - len(must)], dtype=torch.long)).values
    t2d = torch.zeros(vocab, dtype=torch.bool)
    t2d[ids] = True
    cfg = Eagle3DraftConfig.from_target_config(target.config, n, list(aux_ids))
    draft = build_draft(cfg, target.get_input_embeddings().weight.detach(), ids - torch.arange(n), t2d, seed=seed)
    return draft.to(target.dtype).eval()
