"""Training-time test: the efficient diagonal attention + loss equal a slow, explicit step-by-step unroll."""

from __future__ import annotations

import torch

from eagle_core.draft.model import DraftCache, build_draft
from eagle_core.draft.ttt import prepare_targets, ttt_forward, weighted_loss
from tests.test_draft_model import tiny_cfg, tiny_vocab


def reference_ttt(model, input_ids, aux, target_logits, loss_mask, length, decay=0.8):
    """Unroll with the inference forward: all steps' keys concatenated in one cache, one explicit full mask, and
    step k at rotary position t+k, where a chain round anchored at t drafts it (SGLang; SpecForge's + lck)."""
    b, t = input_ids.shape
    t2d = model.t2d
    hidden = model.fuse(aux)
    cache = DraftCache()
    pos = torch.arange(t)[None].expand(b, t)
    total, accs = 0.0, []
    for k in range(length):
        ids = torch.zeros_like(input_ids)
        ids[:, : t - 1 - k] = input_ids[:, 1 + k:]
        # query t at step k: step-0 keys 0..t, and key t of every step 1..k
        mask = torch.zeros(t, (k + 1) * t, dtype=torch.bool)
        mask[:, :t] = torch.ones(t, t, dtype=torch.bool).tril()
        for j in range(1, k + 1):
            mask[torch.arange(t), j * t + torch.arange(t)] = True
        hidden, logits = model(ids, hidden, pos + k, past_key_values=cache, attention_mask=mask[None, None].expand(b, 1, t, -1))
        loss_sum, denom, correct = 0.0, 0, 0
        for bi in range(b):
            for ti in range(t):
                src = ti + 1 + k  # target logits predicting token ti+2+k
                if ti + 2 + k >= t or not loss_mask[bi, ti + 2 + k]:
                    continue
                denom += 1
                full = target_logits[bi, src]
                if not t2d[full.argmax()]:
                    continue
                p = torch.softmax(full[t2d], -1)
                loss_sum = loss_sum - (p * torch.log_softmax(logits[bi, ti], -1)).sum()
                correct += int(logits[bi, ti].argmax() == p.argmax())
        total = total + decay ** k * loss_sum / max(denom, 1)
        accs.append(correct / max(denom, 1))
    return total, accs


def _setup(num_layers=1, seed=0):
    cfg = tiny_cfg(num_hidden_layers=num_layers)
    d2t, t2d = tiny_vocab()
    model = build_draft(cfg, embed=torch.randn(100, 32), d2t=d2t, t2d=t2d, seed=seed)
    g = torch.Generator().manual_seed(seed)
    b, t = 2, 11
    ids = torch.randint(0, 100, (b, t), generator=g)
    aux = torch.randn(b, t, 3 * 48, generator=g)
    logits = torch.randn(b, t, 100, generator=g) * 3
    logits[0, 3, 7] = 50.0  # argmax outside the draft vocab (7 is not a multiple of 5): must not count
    mask = torch.rand(b, t, generator=g) > 0.3
    return model, ids, aux, logits, mask


def _assert_matches_reference(model, ids, aux, logits, mask, length=4) -> dict:
    """ttt_forward's loss, per-step accuracy and grads equal the explicit unroll's; returns the fast grads."""
    probs, in_vocab = prepare_targets(logits, model.t2d)
    stats = ttt_forward(model, ids, aux, probs, in_vocab, mask, length=length)
    loss = weighted_loss(stats)
    loss.backward()
    fast_grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
    model.zero_grad()
    ref_loss, ref_acc = reference_ttt(model, ids, aux, logits, mask, length)
    ref_loss.backward()
    torch.testing.assert_close(loss, ref_loss, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(stats.correct / stats.assistant.clamp(min=1), torch.tensor(ref_acc))
    assert fast_grads.keys() == {n for n, p in model.named_parameters() if p.grad is not None}
    for n, p in model.named_parameters():
        if p.grad is not None:
            torch.testing.assert_close(fast_grads[n], p.grad, atol=1e-5, rtol=1e-4, msg=n)
    model.zero_grad()
    return fast_grads


def test_ttt_matches_explicit_unroll_loss_acc_and_grads():
    for layers in (1, 2):
        model, ids, aux, logits, mask = _setup(layers)
        assert not prepare_targets(logits, model.t2d)[1][0, 3]
        fast_grads = _assert_matches_reference(model, ids, aux, logits, mask)
        assert "embed_tokens.weight" not in fast_grads  # frozen


def test_loss_weights_and_later_steps_depend_on_earlier_outputs():
    model, ids, aux, logits, mask = _setup()
    probs, in_vocab = prepare_targets(logits, model.t2d)
    stats = ttt_forward(model, ids, aux, probs, in_vocab, mask, length=3)
    manual = sum(0.8 ** k * stats.loss_sums[k] / stats.assistant[k] for k in range(3))
    torch.testing.assert_close(weighted_loss(stats), manual)
    assert (stats.counted <= stats.assistant).all() and (stats.correct <= stats.counted).all()
    # step 1's loss changes when the fused step-0 state changes at one position even with step-0 targets fixed
    aux2 = aux.clone()
    aux2[0, 2] += 1.0
    stats2 = ttt_forward(model, ids, aux2, probs, in_vocab, mask, length=3)
    assert not torch.allclose(stats.loss_sums[1], stats2.loss_sums[1])


def test_step_counts_shift_left_by_one_per_step():
    """All-assistant mask, every target argmax in the draft vocab: step k counts T-2-k positions per row."""
    model, ids, aux, _, _ = _setup()
    b, t = ids.shape
    logits = torch.full((b, t, 100), -10.0)
    logits[..., 0] = 10.0  # target always predicts token 0 (draft id 0)
    probs, in_vocab = prepare_targets(logits, model.t2d)
    mask = torch.ones(b, t, dtype=torch.bool)
    stats = ttt_forward(model, ids, aux, probs, in_vocab, mask, length=2)
    assert stats.assistant.tolist() == [b * (t - 2), b * (t - 3)]
    assert stats.counted.tolist() == stats.assistant.tolist()


def test_windowed_steps_match_explicit_unroll_on_assistant_spans():
    """Chat-like masks (one assistant span per row at different places, one running to the last position, one
    row with none): steps >= 1 run only over the loss windows, yet loss, accuracy and grads equal the explicit
    unroll over every position."""
    from eagle_core.draft.ttt import step_masks, step_windows

    model, ids, aux, logits, _ = _setup()
    ids, aux, logits = ids.repeat(2, 1), aux.repeat(2, 1, 1), logits.repeat(2, 1, 1)
    b, t = ids.shape
    mask = torch.zeros(b, t, dtype=torch.bool)
    mask[0, 6:9] = True    # a span in the middle
    mask[1, 8:] = True     # a span that runs to the end
    mask[2, 3:6] = True    # row 3 has none: its window is clamped to the last W positions
    windows = step_windows(step_masks(mask, 4))
    assert windows.shape[1] < t and windows.max() == t - 1 and windows.min() >= 0
    _assert_matches_reference(model, ids, aux, logits, mask)
