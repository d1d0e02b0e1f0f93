"""Draft vocabulary: d2t/t2d invariants, selection rules, and the stage on real tokenized ShareGPT (train split only)."""

from __future__ import annotations

import json

import pytest
import torch

from data_helpers import sharegpt_head, to_conversation
from eagle_core.config import load_config
from eagle_core.data.records import dumps_jsonl
from eagle_core.data.tokenize import tokenize_stage
from eagle_core.data.tokenized_shards import iter_tokenized
from eagle_core.data.vocab import build_draft_vocab, load_vocab, vocab_stage
from eagle_core.storage import ArtifactStore


def check_invariants(d2t: torch.Tensor, t2d: torch.Tensor, k: int, vocab: int) -> torch.Tensor:
    """The layout SGLang reads (hot ids = d2t + arange); returns the selected target ids."""
    assert d2t.dtype == torch.int64 and d2t.shape == (k,)
    assert t2d.dtype == torch.bool and t2d.shape == (vocab,)
    assert int(t2d.sum()) == k
    target = torch.arange(k) + d2t
    assert torch.equal(target, torch.nonzero(t2d).flatten())  # exactly where t2d is true, ascending
    assert bool((target[1:] > target[:-1]).all())
    return target


def test_top_k_plus_forced_tokens():
    counts = torch.zeros(100, dtype=torch.long)
    counts[[50, 7, 93, 20, 3]] = torch.tensor([500, 400, 300, 200, 100])
    d2t, t2d = build_draft_vocab(counts, 4, always_include=[99])
    target = check_invariants(d2t, t2d, 4, 100)
    assert target.tolist() == [7, 50, 93, 99]  # forced 99 + the three most frequent, sorted by target id


def test_padding_with_lowest_unseen_ids_when_few_distinct():
    counts = torch.zeros(64, dtype=torch.long)
    counts[[40, 41]] = 5
    counts[10] = 9
    d2t, t2d = build_draft_vocab(counts, 6, always_include=[2])
    assert check_invariants(d2t, t2d, 6, 64).tolist() == [0, 1, 2, 10, 40, 41]
    # ties broken by ascending id
    d2t, t2d = build_draft_vocab(torch.ones(10), 3, always_include=[])
    assert check_invariants(d2t, t2d, 3, 10).tolist() == [0, 1, 2]


def test_bad_sizes_are_clear_errors():
    with pytest.raises(ValueError, match="draft_vocab_size=200"):
        build_draft_vocab(torch.ones(100), 200, [])
    with pytest.raises(ValueError, match="do not fit"):
        build_draft_vocab(torch.ones(100), 2, [1, 2, 3])


@pytest.fixture(scope="module")
def tokenized(tmp_path_factory, tokenizer, sharegpt_file):
    root = tmp_path_factory.mktemp("vocab")
    cfg = load_config(None, [f"storage.root={root}", "data.holdout_fraction=0.25", "vocab.draft_vocab_size=2048"])
    store = ArtifactStore.from_config(cfg.storage)
    convs = [to_conversation(x) for x in sharegpt_head(sharegpt_file, 120)]
    convs = [c for c in convs if any(m["role"] == "assistant" for m in c["messages"])]
    store.write_text("conv/shard-00000.jsonl", dumps_jsonl(convs))
    tokenize_stage(cfg, store, "conv", "tok", tokenizer=tokenizer)
    return cfg, store


def test_vocab_stage_counts_train_assistant_tokens_only(tokenized, tokenizer):
    cfg, store = tokenized
    m = vocab_stage(cfg, store, "tok", "voc", tokenizer=tokenizer)
    d2t, t2d = load_vocab(store, "voc")
    target = check_invariants(d2t, t2d, 2048, 49152)
    # Recount by hand from the train split's masked tokens: coverage and the chosen set must agree.
    counts = torch.zeros(49152, dtype=torch.long)
    for row in iter_tokenized(store, "tok", "train"):
        ids = torch.tensor(row["input_ids"])[torch.tensor(row["loss_mask"], dtype=torch.bool)]
        counts += torch.bincount(ids, minlength=49152)
    assert m["masked_tokens"] == int(counts.sum())
    assert m["coverage"] == pytest.approx(float(counts[t2d].sum() / counts.sum()))
    assert 0.8 < m["coverage"] < 1.0  # 2k of ~49k ids cover most of what the answers say
    assert tokenizer.eos_token_id in target.tolist() and tokenizer.convert_tokens_to_ids("<|im_start|>") in target.tolist()
    # Every token seen more often than the least frequent non-forced pick is in.
    forced = set(m["always_include"])
    floor = min(int(counts[i]) for i in target.tolist() if i not in forced)
    assert bool(t2d[counts > floor].all())
    # Held-out answers are not counted: a token seen only in the holdout split has no count.
    hold = torch.zeros(49152, dtype=torch.long)
    for row in iter_tokenized(store, "tok", "holdout"):
        ids = torch.tensor(row["input_ids"])[torch.tensor(row["loss_mask"], dtype=torch.bool)]
        hold += torch.bincount(ids, minlength=49152)
    only_holdout = (hold > 0) & (counts == 0)
    assert bool(only_holdout.any()) and m["distinct_tokens"] == int((counts > 0).sum())
    assert json.loads(store.read_text("voc/manifest.json"))["draft_vocab_size"] == 2048


def test_trainer_reads_the_vocab(tokenized, tokenizer):
    from eagle_core.train.data import load_vocab as trainer_load_vocab

    cfg, store = tokenized
    vocab_stage(cfg, store, "tok", "voc2", tokenizer=tokenizer)
    d2t, t2d = trainer_load_vocab(store, "voc2")
    mine = load_vocab(store, "voc2")
    assert torch.equal(d2t, mine[0]) and torch.equal(t2d, mine[1])


def test_cli_tokenize_runs_tokenize_then_vocab(tokenized, capsys):
    from eagle_core.cli import main

    cfg, store = tokenized
    rc = main(["tokenize", "--set", f"storage.root={store.root}", "--set", "vocab.draft_vocab_size=512",
               "--conversations", "conv", "--out", "tok-cli", "--vocab-out", "voc-cli"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rows"] > 0 and 0 < out["coverage"] < 1
    d2t, t2d = load_vocab(store, "voc-cli")
    check_invariants(d2t, t2d, 512, 49152)


def test_always_include_specials_and_generation_eos(tmp_path, tokenizer):
    from eagle_core.data.vocab import always_include_ids

    (tmp_path / "generation_config.json").write_text(json.dumps({"eos_token_id": [2, 4242, 777]}))
    ids = always_include_ids(tokenizer, str(tmp_path))
    assert {0, 1, 2, 777, 4242} <= set(ids) and ids == sorted(ids)
