"""Reference EAGLE-3 speculative decoding in PyTorch: what a head buys, measured in-process.

One round: the draft proposes a chain or a tree of tokens from its own state, the target scores every proposed
node in ONE forward (a tree attention mask + per-node positions over its KV cache), verification keeps the
longest acceptable path plus one bonus token from the target, both KV caches are cut back to the accepted path,
and the target's aux states at the accepted positions are fed back to the draft for the next round (as SGLang's
EAGLE-3 worker does). Greedy verification is lossless: the output equals the target's own greedy output.

Sampling (temperature > 0) uses recursive rejection sampling, which preserves the target distribution:
- chain: each draft token is sampled from the draft distribution q; accept with min(1, p/q), on rejection
  resample from norm(max(p - q, 0)).
- tree: children are chosen deterministically (top-k of q), so each child is a point-mass proposal; siblings are
  tried in score order, child c accepted with probability p(c), on rejection p <- norm(p with c removed); if
  every sibling is rejected the bonus is drawn from what is left. This is the same min(1, p/q) rule with q = the
  one-hot proposal (SGLang's "target only" tree sampling), so it is exact too.

Conventions (SGLang's): a draft at position t sees token t+1 and the target's fused aux state at t. The tree's
root is the last committed token (its target state is not computed yet); `num_draft_tokens` counts tree nodes
INCLUDING the root, so a chain of `num_steps` draft tokens needs num_draft_tokens = num_steps + 1 and caps the
acceptance length tau (tokens emitted per target verification forward) at num_steps + 1.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

import torch


class DraftLike(Protocol):
    """What the decoder needs from a draft head (eagle_core.draft.model.Eagle3Draft satisfies it)."""

    def fuse(self, aux_hidden: torch.Tensor) -> torch.Tensor: ...

    def forward(self, input_ids: torch.Tensor, hidden: torch.Tensor, position_ids: torch.Tensor,
                past_key_values: Any = None, attention_mask: torch.Tensor | None = None
                ) -> tuple[torch.Tensor, torch.Tensor]: ...

    def draft_to_target(self, draft_ids: torch.Tensor) -> torch.Tensor: ...


def new_draft_cache(draft: Any) -> Any:
    """A fresh KV cache for the draft: its own factory when it has one, else eagle_core.draft.model.DraftCache."""
    factory = getattr(draft, "new_cache", None)
    if callable(factory):
        return factory()
    from eagle_core.draft.model import DraftCache

    return DraftCache()


# ----------------------------------------------------------------------------- trees


@dataclass
class DraftTree:
    """Proposed tokens as a tree. Node 0 is the root (last committed token); parents precede children.

    `proposals[i]` is the distribution (over the target vocab) node i's token was sampled from, or None when the
    token was chosen deterministically (greedy / top-k), which verification treats as a point mass.
    """

    tokens: list[int]
    parents: list[int]
    proposals: list[torch.Tensor | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.tokens) != len(self.parents) or self.parents[0] != -1:
            raise ValueError("tree needs one parent per token and a root (parent -1) at index 0")
        for i, p in enumerate(self.parents[1:], start=1):
            if not 0 <= p < i:
                raise ValueError(f"node {i}: parent {p} must precede it")
        if not self.proposals:
            self.proposals = [None] * len(self.tokens)
        self.depths = [0] * len(self.tokens)
        self.children: list[list[int]] = [[] for _ in self.tokens]
        for i, p in enumerate(self.parents[1:], start=1):
            self.depths[i] = self.depths[p] + 1
            self.children[p].append(i)

    def __len__(self) -> int:
        return len(self.tokens)

    @property
    def is_chain(self) -> bool:
        return all(p == i - 1 for i, p in enumerate(self.parents[1:], start=1))

    def ancestor_mask(self) -> torch.Tensor:
        """bool [N, N]: row i attends to column j iff j is i or an ancestor of i."""
        n = len(self.tokens)
        mask = torch.zeros(n, n, dtype=torch.bool)
        for i in range(n):
            mask[i, i] = True
            if i:
                mask[i] |= mask[self.parents[i]]
        return mask


def tree_attention_mask(tree: DraftTree, prefix_len: int) -> torch.Tensor:
    """bool [1, 1, N, prefix_len + N] (True = attend): every node sees the whole committed prefix and its ancestors."""
    n = len(tree)
    mask = torch.ones(n, prefix_len + n, dtype=torch.bool)
    mask[:, prefix_len:] = tree.ancestor_mask()
    return mask[None, None]


# ----------------------------------------------------------------------------- verification


def verify_greedy(tree: DraftTree, target_logits: torch.Tensor) -> tuple[list[int], int]:
    """Longest path whose tokens equal the target's argmax at their parent, plus the target's next token.

    target_logits: [N, V], row i = the target's next-token logits after node i. Returns (path node ids, bonus).
    """
    best = target_logits.argmax(dim=-1).tolist()
    node, path = 0, []
    while True:
        nxt = next((c for c in tree.children[node] if tree.tokens[c] == best[node]), None)
        if nxt is None:
            return path, int(best[node])
        path.append(nxt)
        node = nxt


def _sample(probs: torch.Tensor, generator: torch.Generator | None) -> int:
    return int(torch.multinomial(probs, 1, generator=generator).item())


def verify_sampling(tree: DraftTree, target_probs: torch.Tensor, generator: torch.Generator | None = None
                    ) -> tuple[list[int], int]:
    """Recursive rejection sampling over the tree; the emitted tokens follow the target distribution exactly.

    target_probs: [N, V] (already temperature-scaled), row i = p(. | prefix, path to node i).
    """
    node, path = 0, []
    while True:
        p = target_probs[node].clone()
        accepted = None
        for c in tree.children[node]:
            tok, q = tree.tokens[c], tree.proposals[c]
            q_tok = 1.0 if q is None else float(q[tok])
            u = torch.rand((), generator=generator, device=p.device).item()
            if q_tok > 0 and u < min(1.0, float(p[tok]) / q_tok):
                accepted = c
                break
            if q is None:
                p[tok] = 0.0
            else:
                p = torch.clamp(p - q.to(p.dtype), min=0.0)
            total = float(p.sum())
            # p == q exactly means the proposal is always accepted, so this is unreachable up to rounding.
            p = p / total if total > 0 else target_probs[node].clone()
        if accepted is None:
            return path, _sample(p, generator)
        path.append(accepted)
        node = accepted


# ----------------------------------------------------------------------------- results


@dataclass
class GenerationResult:
    tokens: list[int]  # generated token ids (prompt excluded), cut after EOS / at max_new_tokens
    wall_s: float
    accept_lengths: list[int] = field(default_factory=list)  # accepted draft tokens per verification round
    draft_tokens_per_round: int = 0

    @property
    def rounds(self) -> int:
        return len(self.accept_lengths)


@dataclass
class SpecStats:
    """Aggregate over prompts. tau = (accepted drafts + 1 bonus) per target verification forward."""

    tau: float
    accept_rate_by_pos: list[float]  # P(draft j accepted | draft j-1 accepted), j = 1..max depth
    accept_frac_by_pos: list[float]  # P(draft j accepted), per round
    rounds: int
    tokens: int
    wall_s: float

    @property
    def tokens_per_s(self) -> float:
        return self.tokens / self.wall_s if self.wall_s > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"tau": self.tau, "accept_rate_by_pos": self.accept_rate_by_pos,
                "accept_frac_by_pos": self.accept_frac_by_pos, "rounds": self.rounds, "tokens": self.tokens,
                "wall_s": self.wall_s, "tokens_per_s": self.tokens_per_s}


def summarize(results: Sequence[GenerationResult], max_depth: int | None = None) -> SpecStats:
    lengths = [m for r in results for m in r.accept_lengths]
    rounds = len(lengths)
    depth = max_depth if max_depth is not None else max([r.draft_tokens_per_round for r in results] + [0])
    reach = [sum(1 for m in lengths if m >= j) for j in range(depth + 1)]
    rate = [reach[j] / reach[j - 1] if reach[j - 1] else 0.0 for j in range(1, depth + 1)]
    frac = [reach[j] / rounds if rounds else 0.0 for j in range(1, depth + 1)]
    tau = (sum(lengths) + rounds) / rounds if rounds else 0.0
    return SpecStats(tau, rate, frac, rounds, sum(len(r.tokens) for r in results), sum(r.wall_s for r in results))


# ----------------------------------------------------------------------------- KV cache surgery


def keep_cache_positions(cache: Any, keep: torch.Tensor | int) -> None:
    """Keep only these sequence positions of an HF DynamicCache (an int keeps the first `keep`)."""
    for layer in cache.layers:
        if getattr(layer, "keys", None) is None or layer.keys.numel() == 0:
            continue
        if isinstance(keep, int):
            layer.keys, layer.values = layer.keys[..., :keep, :], layer.values[..., :keep, :]
        else:
            idx = keep.to(layer.keys.device)
            layer.keys, layer.values = layer.keys.index_select(-2, idx), layer.values.index_select(-2, idx)


# ----------------------------------------------------------------------------- decoder


class SpeculativeDecoder:
    """Batch-1 reference decoder over an HF causal LM target and an EAGLE-3 draft head.

    `aux_ids` are HF output_hidden_states indices (eagle_core.target convention); `eos_token_ids` stop generation.
    """

    def __init__(self, target_model: Any, draft: DraftLike | None, aux_ids: Sequence[int],
                 eos_token_ids: Sequence[int] = ()) -> None:
        self.model = target_model
        self.draft = draft
        self.aux_ids = list(aux_ids)
        self.eos = set(int(e) for e in eos_token_ids)
        self.device = next(target_model.parameters()).device

    # ------------------------------------------------------------- target calls
    def _target(self, ids: torch.Tensor, positions: torch.Tensor, cache: Any, mask: torch.Tensor | None = None,
                aux: bool = True) -> tuple[torch.Tensor, torch.Tensor | None]:
        out = self.model(input_ids=ids[None].to(self.device), position_ids=positions[None].to(self.device),
                         attention_mask=None if mask is None else mask.to(self.device),
                         past_key_values=cache, use_cache=True, output_hidden_states=aux)
        aux_h = torch.cat([out.hidden_states[i] for i in self.aux_ids], dim=-1)[0] if aux else None
        return out.logits[0].float(), aux_h

    def _pick(self, logits: torch.Tensor, temperature: float, gen: torch.Generator | None) -> int:
        if temperature <= 0:
            return int(logits.argmax())
        return _sample(torch.softmax(logits / temperature, dim=-1), gen)

    def _finish(self, out: list[int], new: list[int], max_new_tokens: int) -> bool:
        """Append tokens, cutting after EOS and at the budget; True when generation is over."""
        for t in new:
            out.append(t)
            if t in self.eos or len(out) >= max_new_tokens:
                return True
        return False

    def _generator(self, seed: int | None) -> torch.Generator | None:
        if seed is None:
            return None
        g = torch.Generator(device=self.device)
        g.manual_seed(seed)
        return g

    @torch.no_grad()
    def baseline(self, prompt_ids: Sequence[int], max_new_tokens: int, temperature: float = 0.0,
                 seed: int | None = 0) -> GenerationResult:
        """Plain target decoding with a KV cache: one forward per token. The speedup's denominator."""
        from transformers import DynamicCache

        gen = self._generator(seed)
        t0 = time.perf_counter()
        cache = DynamicCache()
        ids = torch.tensor(list(prompt_ids), dtype=torch.long)
        logits, _ = self._target(ids, torch.arange(len(ids)), cache, aux=False)
        out: list[int] = []
        pos = len(ids)
        tok = self._pick(logits[-1], temperature, gen)
        while not self._finish(out, [tok], max_new_tokens):
            logits, _ = self._target(torch.tensor([tok]), torch.tensor([pos]), cache, aux=False)
            pos += 1
            tok = self._pick(logits[-1], temperature, gen)
        self._sync()
        return GenerationResult(out, time.perf_counter() - t0)

    def _sync(self) -> None:
        if self.device.type == "cuda":
            torch.cuda.synchronize(self.device)

    # ------------------------------------------------------------- draft calls
    def _draft_extend(self, cache: Any, tokens: list[int], aux: torch.Tensor, start: int
                      ) -> tuple[torch.Tensor, torch.Tensor]:
        """Feed committed tokens with their target aux states; returns (next_hidden, logits) at the last one."""
        draft = self.draft
        n = len(tokens)
        hidden = draft.fuse(aux[None].to(self._draft_dtype()))
        past = cache.length
        mask = torch.ones(n, past + n, dtype=torch.bool, device=self.device)
        mask[:, past:] = torch.tril(mask[:, past:])
        h, logits = draft(torch.tensor([tokens], device=self.device), hidden,
                          torch.arange(start, start + n, device=self.device)[None], past_key_values=cache,
                          attention_mask=mask[None, None])
        return h[0, -1], logits[0, -1].float()

    def _draft_dtype(self) -> torch.dtype:
        return next(self.draft.parameters()).dtype

    def _draft_step(self, cache: Any, tokens: list[int], hiddens: torch.Tensor, position: int,
                    mask_tail: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """One draft forward over k sibling-level nodes at the same depth; mask_tail: bool [k, tree entries + k]."""
        k = len(tokens)
        past = cache.length
        prefix = past - (mask_tail.shape[1] - k)
        mask = torch.ones(k, past + k, dtype=torch.bool, device=self.device)
        mask[:, prefix:] = mask_tail.to(self.device)
        h, logits = self.draft(torch.tensor([tokens], device=self.device), hiddens[None],
                               torch.full((1, k), position, device=self.device), past_key_values=cache,
                               attention_mask=mask[None, None])
        return h[0], logits[0].float()

    def _to_target_vocab(self, draft_probs: torch.Tensor, vocab: int) -> torch.Tensor:
        full = torch.zeros(vocab, dtype=draft_probs.dtype, device=draft_probs.device)
        ids = self.draft.draft_to_target(torch.arange(draft_probs.shape[-1], device=draft_probs.device))
        full[ids] = draft_probs
        return full

    def _build_tree(self, cache: Any, root_token: int, root_hidden: torch.Tensor, root_logits: torch.Tensor,
                    num_steps: int, topk: int, num_draft_tokens: int, temperature: float, vocab: int,
                    gen: torch.Generator | None) -> DraftTree:
        """EAGLE-2/SGLang dynamic tree: expand the top-k frontier per step, keep the best nodes by cumulative log-prob.

        The draft cache grows by the drafted entries; the caller crops it back to the committed length.
        """
        committed = cache.length
        scale = temperature if temperature > 0 else 1.0
        budget = num_draft_tokens - 1
        sample_chain = topk == 1 and temperature > 0
        # Candidate pool; index 0 is the root. Each: token, parent, score, depth, proposal.
        tokens, parents, scores, depths = [root_token], [-1], [0.0], [0]
        proposals: list[torch.Tensor | None] = [None]
        frontier = [0]
        f_logits, f_hidden = root_logits[None], root_hidden[None]
        expanded: list[int] = []  # pool ids in draft-cache order (tree entries after `committed`)
        for step in range(num_steps):
            if step > 0:
                # Forward the frontier (depth = step) through the draft: each node attends to the committed
                # prefix and to its expanded ancestors + itself.
                order = expanded + frontier
                anc = {i: set() for i in frontier}
                for i in frontier:
                    j = i
                    while j > 0:
                        anc[i].add(j)
                        j = parents[j]
                tail = torch.tensor([[o in anc[i] for o in order] for i in frontier], dtype=torch.bool)
                toks = [tokens[i] for i in frontier]
                f_hidden, f_logits = self._draft_step(cache, toks, f_hidden, committed + step - 1, tail)
                expanded += frontier
            logp = torch.log_softmax(f_logits / scale, dim=-1)
            cands: list[int] = []
            for row, parent in enumerate(frontier):
                if sample_chain:
                    q = logp[row].exp()
                    top_ids = torch.tensor([_sample(q, gen)], device=q.device)
                    proposal = self._to_target_vocab(q, vocab)
                else:
                    top_ids = torch.topk(logp[row], min(topk, logp.shape[-1])).indices
                    proposal = None
                targets = self.draft.draft_to_target(top_ids).tolist()
                for d_id, t_id in zip(top_ids.tolist(), targets):
                    tokens.append(int(t_id))
                    parents.append(parent)
                    scores.append(scores[parent] + float(logp[row, d_id]))
                    depths.append(depths[parent] + 1)
                    proposals.append(proposal)
                    cands.append(len(tokens) - 1)
            # The next frontier: the best top-k candidates of this depth, carrying their parent's output state.
            best = sorted(cands, key=lambda i: (-scores[i], i))[:topk]
            rows = {p: r for r, p in enumerate(frontier)}
            f_hidden = torch.stack([f_hidden[rows[parents[i]]] for i in best])
            frontier = best
        # Budget: best nodes by cumulative log-prob. A child never outscores its parent (log-probs <= 0), and ties
        # break toward the shallower, earlier node, so the selection is closed under ancestors.
        chosen = sorted(range(1, len(tokens)), key=lambda i: (-scores[i], depths[i], i))[:budget]
        chosen_set = set(chosen)
        assert all(parents[i] == 0 or parents[i] in chosen_set for i in chosen), "tree selection not ancestor-closed"
        chosen.sort(key=lambda i: (depths[i], -scores[i], i))
        remap = {0: 0, **{old: new + 1 for new, old in enumerate(chosen)}}
        return DraftTree(tokens=[root_token] + [tokens[i] for i in chosen],
                         parents=[-1] + [remap[parents[i]] for i in chosen],
                         proposals=[None] + [proposals[i] for i in chosen])

    @torch.no_grad()
    def generate(self, prompt_ids: Sequence[int], max_new_tokens: int, num_steps: int = 3, topk: int = 1,
                 num_draft_tokens: int | None = None, temperature: float = 0.0, seed: int | None = 0
                 ) -> GenerationResult:
        """Speculative decoding: chain when topk == 1, else a dynamic tree of `num_draft_tokens` nodes (root included)."""
        from transformers import DynamicCache

        if self.draft is None:
            raise ValueError("speculative decoding needs a draft head")
        if num_draft_tokens is None:
            num_draft_tokens = num_steps + 1 if topk == 1 else 1 + topk * num_steps
        if num_draft_tokens < 2 or num_steps < 1 or topk < 1:
            raise ValueError("need num_steps >= 1, topk >= 1, num_draft_tokens >= 2 (root + one draft)")
        depth = min(num_steps, num_draft_tokens - 1)  # deeper nodes could never fit the budget
        gen = self._generator(seed)
        t0 = time.perf_counter()
        ids = torch.tensor(list(prompt_ids), dtype=torch.long)
        n = len(ids)
        t_cache = DynamicCache()
        logits, aux = self._target(ids, torch.arange(n), t_cache)
        vocab = logits.shape[-1]
        root = self._pick(logits[-1], temperature, gen)
        out: list[int] = []
        lengths: list[int] = []
        done = self._finish(out, [root], max_new_tokens)
        d_cache = new_draft_cache(self.draft)
        if not done:
            # Draft prefill: position t sees token t+1 and the target state at t.
            d_hidden, d_logits = self._draft_extend(d_cache, ids[1:].tolist() + [root], aux, 0)
        committed = n  # tokens whose target (and draft) states are cached; `root` is the pending one
        while not done:
            tree = self._build_tree(d_cache, root, d_hidden, d_logits, depth, topk, num_draft_tokens,
                                    temperature, vocab, gen)
            d_cache.crop(committed)
            positions = committed + torch.tensor(tree.depths)
            mask = None if tree.is_chain else tree_attention_mask(tree, committed)
            t_logits, t_aux = self._target(torch.tensor(tree.tokens), positions, t_cache, mask)
            if temperature > 0:
                path, bonus = verify_sampling(tree, torch.softmax(t_logits / temperature, dim=-1), gen)
            else:
                path, bonus = verify_greedy(tree, t_logits)
            lengths.append(len(path))
            kept = [0] + path
            if tree.is_chain:  # the accepted path is a prefix of the chain: a slice, no gather
                keep_cache_positions(t_cache, committed + len(kept))
            else:
                keep_cache_positions(t_cache, torch.cat([torch.arange(committed), committed + torch.tensor(kept)]))
            new_tokens = [tree.tokens[i] for i in path] + [bonus]
            done = self._finish(out, new_tokens, max_new_tokens)
            if not done:
                d_hidden, d_logits = self._draft_extend(d_cache, new_tokens, t_aux[kept], committed)
            committed += len(kept)
            root = bonus
        self._sync()
        return GenerationResult(out, time.perf_counter() - t0, lengths, depth)
