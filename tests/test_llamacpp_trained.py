"""A TRAINED head on non-default aux layers: llama.cpp accepts what our decoder accepts, so the ids reach it.

The head is trained (on SmolLM2's own greedy answers to a few prompts, long enough to learn them) with
`target.aux_hidden_state_ids: [3, 12, 24]`; the converter's fallback for SmolLM2 is [2, 15, 27]. Served by the real
llama-server on the same prompts (token ids), at one request in flight and at four, its acceptance length must be
within 5% of the in-process decoder's tau (measured on an AVX-only host: 3.71 at both vs 3.82). The control: the
same weights with the top-level aux ids removed from config.json, which makes the converter fall back to its default
layers; acceptance then drops far below ours (2.95), so the check can fail when the ids do not reach the engine.

Both sides must run the same target: a prompt whose greedy answer differs between torch and llama.cpp (an f32 near-tie
that a CPU's own kernels flip; on an AVX-only host prompt 1 of this pool flips at its 11th token, logits 13.33281 vs
13.33272) teaches the head an answer llama.cpp never produces, and its acceptance there says nothing about the ids.
So the prompts are the first 8 of a pool of 12 on which llama-server without a head gives torch's greedy answer.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import torch

from eagle_core.config import load_config
from eagle_core.engines import llamacpp_build
from eagle_core.evaluate.bench import _llamacpp_run, llamacpp_serving
from eagle_core.evaluate.report import open_decoder
from eagle_core.evaluate.specdec import summarize
from eagle_core.storage import ArtifactStore
from eagle_core.train.trainer import train_stage

pytestmark = pytest.mark.slow

AUX = [3, 12, 24]
ANSWER_TOKENS = 40
STEPS = 3  # draft chain length, in-process and --spec-draft-n-max


def _prompts(tokenizer, n: int) -> list[list[int]]:
    from tests.train_helpers import first_sharegpt

    out = []
    for conv in first_sharegpt(60):
        first = next((t["value"] for t in conv["conversations"] if t["from"] == "human"), "")
        if not 20 <= len(first) <= 300:
            continue
        ids = tokenizer.apply_chat_template([{"role": "user", "content": first}], add_generation_prompt=True,
                                            tokenize=True, return_dict=True)["input_ids"]
        out.append([int(i) for i in ids])
        if len(out) == n:
            break
    return out


def _greedy(target_path: str, prompts: list[list[int]]) -> list[list[int]]:
    """The target's own greedy answers, prompt included (float32, as llama.cpp's f32 GGUF computes them)."""
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32).eval()
    with torch.no_grad():
        return [model.generate(torch.tensor([p]), max_new_tokens=ANSWER_TOKENS, do_sample=False)[0].tolist()
                for p in prompts]


def _agreeing(cfg, target_path: str, prompts: list[list[int]], n: int) -> tuple[list[list[int]], list[list[int]]]:
    """The first n prompts (and torch's answers) on which llama-server, without a head, answers as torch does."""
    answers = _greedy(target_path, prompts)
    _, served = _llamacpp_run(cfg, target_path, prompts, None, 1, ANSWER_TOKENS, STEPS, None, None)
    keep = [i for i, (p, a, s) in enumerate(zip(prompts, answers, served)) if a[len(p):] == s][:n]
    print(f"{len(keep)} of {len(prompts)} prompts answered alike by torch and llama.cpp (kept: {keep})")
    assert len(keep) == n, "too few prompts on which both targets agree: the comparison would be too small"
    return [prompts[i] for i in keep], [answers[i] for i in keep]


def _training_data(store, target_path: str, prompts: list[list[int]], answers: list[list[int]]) -> None:
    """Loss on the target's greedy answers."""
    import io

    import pyarrow as pa
    import pyarrow.parquet as pq
    from transformers import AutoConfig

    from tests.train_helpers import make_vocab

    ids, masks = [], []
    for p, out in zip(prompts, answers):
        ids.append(out)
        masks.append([0] * len(p) + [1] * (len(out) - len(p)))
    table = pa.table({"id": [f"p{i}" for i in range(len(ids))], "input_ids": pa.array(ids, pa.list_(pa.int32())),
                      "loss_mask": pa.array(masks, pa.list_(pa.int8()))})
    buf = io.BytesIO()
    pq.write_table(table, buf)
    store.write_bytes("tok/train/shard-00000.parquet", buf.getvalue())
    make_vocab(store, "vocab", "tok", AutoConfig.from_pretrained(target_path).vocab_size, 1024)


def _inprocess_tau(cfg, head: Path, prompts: list[list[int]]) -> float:
    _, decoder = open_decoder(cfg, head, "trained")
    results = [decoder.generate(p, ANSWER_TOKENS, num_steps=STEPS, topk=1, num_draft_tokens=STEPS + 1,
                                temperature=0.0, seed=0) for p in prompts]
    return summarize(results).tau


def test_llamacpp_accepts_what_we_accept_on_non_default_aux_layers(tmp_path, target_path, tokenizer):
    llamacpp_build.ensure_built()
    store = ArtifactStore(str(tmp_path / "store"))
    cfg = load_config(None, [f"target.aux_hidden_state_ids={AUX}", "training.ttt_length=3", "training.batch_size=4",
                             "training.max_length=256", "training.lr=3e-3", "training.epochs=40",
                             "training.max_steps=60", "training.warmup_ratio=0.05", "training.progress=false",
                             "training.log_every=20", "training.checkpoint_every=1000", "vocab.draft_vocab_size=1024",
                             "draft.export_dtype=float32", "evaluation.draft_dtype=float32",
                             "evaluation.target_dtype=float32", "engine.llamacpp.threads=1",
                             "engine.llamacpp.ctx_per_slot=1024", "engine.startup_timeout_s=600"])
    prompts, answers = _agreeing(cfg, target_path, _prompts(tokenizer, 12), 8)
    _training_data(store, target_path, prompts, answers)
    train_stage(cfg, store, "tok", "vocab", "head")
    head = Path(store.root) / "head" / "head"
    written = json.loads((head / "config.json").read_text())
    assert written["eagle_aux_hidden_state_layer_ids"] == AUX

    ours = _inprocess_tau(cfg, head, prompts)
    served = llamacpp_serving(cfg, target_path, prompts, str(head), concurrency=[1, 4], max_tokens=ANSWER_TOKENS,
                              draft_n_max=STEPS)
    assert ours >= 1.5, f"the head did not learn its training answers (tau {ours:.3f}): the comparison says nothing"
    for engine in served["with_head"]:  # one request in flight, and four (each slot drafts for itself)
        print(f"in-process tau {ours:.3f}; llama.cpp at concurrency {engine['concurrency']}: accept length "
              f"{engine['accept_length']:.3f} (accept rate {engine['accept_rate']:.3f}, outputs equal "
              f"{engine['outputs_equal']}/{len(prompts)})")
        assert engine["outputs_equal"] == len(prompts)
        assert abs(engine["accept_length"] / ours - 1) <= 0.05
    engine = served["with_head"][0]

    # Control: same weights, no top-level ids -> the converter's default layers [2, 15, 27].
    blind = tmp_path / "head-default-layers"
    shutil.copytree(head, blind)
    conf = json.loads((blind / "config.json").read_text())
    conf.pop("eagle_aux_hidden_state_layer_ids")
    (blind / "config.json").write_text(json.dumps(conf))
    wrong = llamacpp_serving(cfg, target_path, prompts, str(blind), concurrency=[1], max_tokens=ANSWER_TOKENS,
                             draft_n_max=STEPS)["with_head"][0]
    print(f"same head read at the converter's default layers: accept length {wrong['accept_length']:.3f}")
    assert wrong["accept_length"] < 0.9 * engine["accept_length"]
