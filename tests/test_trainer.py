"""Trainer: resume replays the same loss curve, DDP (2 gloo processes) = 1 process, accumulation = bigger batch,
online = offline features, S3 store + CLI, and (slow) learning on real conversations with SmolLM2."""

from __future__ import annotations

import io
import json
import os

import pytest
import torch

from eagle_core.config import load_config
from eagle_core.storage import ArtifactStore
from eagle_core.train.trainer import train_stage
from tests.conftest import free_port

VOCAB, DRAFT_VOCAB = 256, 64


@pytest.fixture(scope="session")
def tiny_target(tmp_path_factory, tokenizer) -> str:
    """A small random Llama saved as an HF folder (with a tokenizer, which Target loads)."""
    from tests.specdec_helpers import tiny_llama

    path = tmp_path_factory.mktemp("tiny_target")
    tiny_llama(vocab=VOCAB, layers=6, hidden=64, seed=0).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return str(path)


def synthetic_inputs(store, n: int = 16, seed: int = 0, holdout: int = 0, prefix: str = "tok",
                     prompt: int = 6) -> None:
    """Tokenized shards (train, and `holdout` held-out rows) + draft vocab in the agreed layouts; sequences
    follow a learnable pattern, the first `prompt` tokens out of the loss mask."""
    import pyarrow as pa
    import pyarrow.parquet as pq
    from safetensors.torch import save

    g = torch.Generator().manual_seed(seed)
    for split, count, tag in (("train", n, "ex"), ("holdout", holdout, "ho")):
        if not count:
            continue
        ids, masks = [], []
        for i in range(count):
            t = int(torch.randint(20, 40, (1,), generator=g))
            start = int(torch.randint(0, VOCAB, (1,), generator=g))
            seq = [(start + 7 * j) % VOCAB for j in range(t)]
            mask = [0] * prompt + [1] * (t - prompt)
            ids.append(seq)
            masks.append(mask)
        table = pa.table({"id": [f"{tag}{i}" for i in range(count)], "input_ids": pa.array(ids, pa.list_(pa.int32())),
                          "loss_mask": pa.array(masks, pa.list_(pa.int8()))})
        buf = io.BytesIO()
        pq.write_table(table, buf)
        store.write_bytes(f"{prefix}/{split}/shard-00000.parquet", buf.getvalue())
    keep = torch.arange(0, VOCAB, VOCAB // DRAFT_VOCAB)
    t2d = torch.zeros(VOCAB, dtype=torch.bool)
    t2d[keep] = True
    store.write_bytes("vocab/vocab.safetensors", save({"d2t": keep - torch.arange(DRAFT_VOCAB), "t2d": t2d}))


def tiny_cfg(target: str, *extra: str):
    return load_config(None, [f"target.model={target}", "training.ttt_length=3", "training.batch_size=4",
                              "training.max_length=40", "training.lr=3e-3", "training.warmup_ratio=0.2",
                              "training.checkpoint_every=3", "training.progress=false", "training.log_every=100",
                              "draft.export_dtype=float32",
                              "evaluation.benchmarks=[{name: chat, kind: heldout, num_prompts: 2}]", *extra])


def losses(manifest_store, out: str) -> list[float]:
    return [json.loads(x)["loss"] for x in manifest_store.read_text(f"{out}/metrics.jsonl").splitlines()]


class StopAt:
    """Simulates a crash: raises once the trainer reports the given step."""

    def __init__(self, step: int) -> None:
        self.step = step

    def on_step(self, step: int, metrics: dict) -> None:
        if step == self.step:
            raise KeyboardInterrupt("simulated crash")


class Recorder:
    def __init__(self) -> None:
        self.steps, self.summary = [], None

    def on_step(self, step, metrics):
        self.steps.append((step, metrics))

    def on_end(self, summary):
        self.summary = summary


def test_resume_replays_the_uninterrupted_loss_curve(tmp_path, tiny_target):
    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store)
    cfg = tiny_cfg(tiny_target, "training.epochs=2")  # 16 examples / 4 = 4 steps per epoch -> 8 steps
    rec = Recorder()
    full = train_stage(cfg, store, "tok", "vocab", "full", callbacks=[rec])
    assert full["steps"] == 8 and [s for s, _ in rec.steps] == list(range(1, 9))
    assert {"loss", "acc_0", "acc_2", "lr", "grad_norm", "tokens_per_s"} <= set(rec.steps[0][1])
    assert rec.summary["head_uri"] == full["head_uri"]
    with pytest.raises(KeyboardInterrupt):
        train_stage(cfg, store, "tok", "vocab", "resumed", callbacks=[StopAt(5)])
    assert store.read_text("resumed/checkpoints/LATEST") == "step-0000003"
    train_stage(cfg, store, "tok", "vocab", "resumed", resume=True)
    a, b = losses(store, "full"), losses(store, "resumed")
    assert len(a) == len(b) == 8
    assert a == b, (a, b)
    assert a[-1] < a[0]
    # only the newest checkpoints are kept, LATEST names the last one
    names = {k.split("/")[-2] for k in store.list("full/checkpoints") if k.endswith("state.pt")}
    assert names == {"step-0000006", "step-0000008"} and store.read_text("full/checkpoints/LATEST") == "step-0000008"


def test_grad_accumulation_equals_bigger_batch(tmp_path, tiny_target):
    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store)
    train_stage(tiny_cfg(tiny_target, "training.max_steps=3"), store, "tok", "vocab", "big")
    train_stage(tiny_cfg(tiny_target, "training.max_steps=3", "training.batch_size=2", "training.grad_accum=2"),
                store, "tok", "vocab", "accum")
    torch.testing.assert_close(torch.tensor(losses(store, "accum")), torch.tensor(losses(store, "big")),
                               rtol=1e-5, atol=1e-6)


def _dist_worker(rank: int, world: int, port: int, target: str, root: str, mode: str, out: str, steps: int,
                 resume: bool = False) -> None:
    os.environ.update(RANK=str(rank), WORLD_SIZE=str(world), LOCAL_RANK=str(rank), MASTER_ADDR="127.0.0.1",
                      MASTER_PORT=str(port))
    torch.set_num_threads(1)
    store = ArtifactStore(root)
    cfg = tiny_cfg(target, f"training.max_steps={steps}", "training.batch_size=2", f"training.distributed={mode}",
                   "training.checkpoint_every=2", "training.val_every=2")  # a mid-run best: gathered under FSDP
    train_stage(cfg, store, "tok", "vocab", out, resume=resume)
    import torch.distributed as dist

    dist.destroy_process_group()


def _assert_same_head(store, a: str, b: str) -> None:
    from eagle_core.draft.export import load_head

    ha, hb = (load_head(store.local_path(f"{x}/head/config.json").parent) for x in (a, b))
    sa, sb = ha.state_dict(), hb.state_dict()
    assert sa.keys() == sb.keys()
    for n in sa:
        torch.testing.assert_close(sa[n], sb[n], rtol=1e-4, atol=1e-5, msg=n)  # Adam magnifies fp sum-order noise


def _assert_same_validation(store, a: str, b: str) -> None:
    rows = {x: [json.loads(line) for line in store.read_text(f"{x}/metrics.jsonl").splitlines()] for x in (a, b)}
    va, vb = ([r for r in rows[x] if "val/loss" in r] for x in (a, b))
    assert [r["step"] for r in va] == [r["step"] for r in vb] and va
    for ra, rb in zip(va, vb):
        for key in ("val/loss", "val/acc_0", "val/tau_chain_est", "val/anchors"):
            assert ra[key] == pytest.approx(rb[key], rel=1e-4, abs=1e-5), key


def test_ddp_two_gloo_processes_equal_one_process(tmp_path, tiny_target):
    import torch.multiprocessing as mp

    root = str(tmp_path / "store")
    store = ArtifactStore(root)
    synthetic_inputs(store, holdout=5)
    mp.spawn(_dist_worker, args=(2, free_port(), tiny_target, root, "ddp", "ddp", 3), nprocs=2, join=True)
    train_stage(tiny_cfg(tiny_target, "training.max_steps=3", "training.val_every=2"), store, "tok", "vocab", "single")
    torch.testing.assert_close(torch.tensor(losses(store, "ddp")), torch.tensor(losses(store, "single")),
                               rtol=1e-5, atol=1e-6)
    _assert_same_validation(store, "ddp", "single")
    m = store.read_manifest("ddp")
    assert m["world_size"] == 2
    _assert_same_head(store, "ddp", "single")


def test_fsdp_two_gloo_processes_equal_one_process_and_resume(tmp_path, tiny_target):
    """FSDP2 shards the draft: checkpoints and the exported head must hold the gathered full weights, and a
    checkpoint written under FSDP resumes under FSDP to the uninterrupted curve."""
    import torch.multiprocessing as mp

    root = str(tmp_path / "store")
    store = ArtifactStore(root)
    synthetic_inputs(store, holdout=5)
    train_stage(tiny_cfg(tiny_target, "training.max_steps=4", "training.checkpoint_every=2", "training.val_every=2"),
                store, "tok", "vocab", "single")
    mp.spawn(_dist_worker, args=(2, free_port(), tiny_target, root, "fsdp", "fsdp", 4), nprocs=2, join=True)
    torch.testing.assert_close(torch.tensor(losses(store, "fsdp")), torch.tensor(losses(store, "single")),
                               rtol=1e-5, atol=1e-6)
    _assert_same_validation(store, "fsdp", "single")  # every rank validates the same batches (collective forwards)
    assert store.read_manifest("fsdp")["world_size"] == 2
    assert store.read_manifest("fsdp")["exported_step"] == store.read_manifest("single")["exported_step"]
    _assert_same_head(store, "fsdp", "single")
    ck = torch.load(io.BytesIO(store.read_bytes("fsdp/checkpoints/step-0000002/state.pt")), weights_only=False)
    assert not any(hasattr(v, "full_tensor") for v in ck["model"].values())  # plain tensors, not DTensor shards
    assert ck["model"]["fc.weight"].shape == (64, 3 * 64)

    # resume from the FSDP checkpoint at step 2 (as if the run had died there), under FSDP again
    store.write_bytes("resumed/checkpoints/step-0000002/state.pt",
                      store.read_bytes("fsdp/checkpoints/step-0000002/state.pt"))
    store.write_text("resumed/checkpoints/LATEST", "step-0000002")
    store.write_text("resumed/metrics.jsonl", "".join(x + "\n" for x in store.read_text("fsdp/metrics.jsonl").splitlines()[:2]))
    mp.spawn(_dist_worker, args=(2, free_port(), tiny_target, root, "fsdp", "resumed", 4, True), nprocs=2, join=True)
    torch.testing.assert_close(torch.tensor(losses(store, "resumed")), torch.tensor(losses(store, "single")),
                               rtol=1e-5, atol=1e-6)
    _assert_same_head(store, "resumed", "single")


def test_offline_features_train_like_online(tmp_path, tiny_target):
    from eagle_core.train.features import features_stage

    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store)
    cfg = tiny_cfg(tiny_target, "training.max_steps=3", "training.features_dtype=float32",
                   "training.features_shard_size=5")
    fm = features_stage(cfg, store, "tok", "feat")
    assert fm["rows"] == 16 and len([k for k in fm["files"] if k.endswith(".safetensors")]) == 4
    train_stage(cfg, store, "tok", "vocab", "online")
    off = train_stage(cfg, store, "tok", "vocab", "offline", features_prefix="feat")
    assert off["mode"] == "offline"
    torch.testing.assert_close(torch.tensor(losses(store, "offline")), torch.tensor(losses(store, "online")),
                               rtol=1e-4, atol=1e-5)
    # bf16 storage (the default) halves the bytes and still trains to nearly the same losses
    cfg16 = tiny_cfg(tiny_target, "training.max_steps=3", "training.features_shard_size=16")
    features_stage(cfg16, store, "tok", "feat16")
    train_stage(cfg16, store, "tok", "vocab", "offline16", features_prefix="feat16")
    torch.testing.assert_close(torch.tensor(losses(store, "offline16")), torch.tensor(losses(store, "online")),
                               rtol=2e-2, atol=1e-2)


def test_loss_on_every_position_trains_on_prompts_and_validates_on_answers(tmp_path, tiny_target, capsys):
    """training.loss_positions=all trains exactly as data whose loss mask covers every token would (online and
    from offline features, which then need every position's logits), while validation still reads the answers."""
    from eagle_core.train.features import features_stage

    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store)
    synthetic_inputs(store, prefix="tok-full", prompt=0)
    every = tiny_cfg(tiny_target, "training.max_steps=4", "training.features_dtype=float32",
                     "training.loss_positions=all")
    plain = tiny_cfg(tiny_target, "training.max_steps=4", "training.features_dtype=float32")
    taus = {}
    for name, cfg, data in (("all", every, "tok"), ("full-mask", plain, "tok-full"), ("answers", plain, "tok")):
        rec = Recorder()
        train_stage(cfg, store, data, "vocab", name, callbacks=[rec])
        taus[name] = [m["tau_chain_est"] for _, m in rec.steps]
        if name == "all":
            assert "loss on every position (training.loss_positions=all): " in capsys.readouterr().out
    torch.testing.assert_close(torch.tensor(losses(store, "all")), torch.tensor(losses(store, "full-mask")))
    assert losses(store, "all")[0] != pytest.approx(losses(store, "answers")[0], rel=1e-3)
    # the train-batch tau replay still walks the answers: with the same weights as the full-mask run (same losses),
    # it differs from that run's walk over whole sequences wherever the head drafts anything right
    drafted = [i for i, t in enumerate(taus["full-mask"]) if t > 1.0]
    assert drafted and all(taus["all"][i] != pytest.approx(taus["full-mask"][i]) for i in drafted)
    features_stage(every, store, "tok", "feat")
    train_stage(every, store, "tok", "vocab", "all-offline", features_prefix="feat")
    torch.testing.assert_close(torch.tensor(losses(store, "all-offline")), torch.tensor(losses(store, "all")),
                               rtol=1e-4, atol=1e-5)

    synthetic_inputs(store, holdout=8)  # validation: the answers of the holdout conversations, as without the option
    recs = {}
    for name, cfg in (("all", every), ("answers", plain)):
        recs[name] = Recorder()
        train_stage(cfg.model_copy(update={"training": cfg.training.model_copy(update={"val_every": 2})}), store,
                    "tok", "vocab", f"val-{name}", callbacks=[recs[name]])
    val = {n: [m for _, m in r.steps if "val/loss" in m] for n, r in recs.items()}
    assert len(val["all"]) == len(val["answers"]) == 2
    for a, b in zip(val["all"], val["answers"]):
        assert a["val/anchors"] == b["val/anchors"] > 0 and a["val/examples"] == b["val/examples"] == 6


def test_holdout_validation_online_offline_and_after_training(tmp_path, tiny_target, capsys):
    """val/* metrics at each epoch's end (or every N steps) on the holdout split: the last one equals validating
    the exported head afresh, offline features give the online figures, and features made without the holdout
    switch validation off with the reason, until the features stage adds it (keeping the train shards)."""
    from eagle_core.draft.export import load_head
    from eagle_core.draft.ttt import TTTModel
    from eagle_core.train.data import load_examples, load_vocab
    from eagle_core.train.features import features_stage
    from eagle_core.train.target_side import TargetSide
    from eagle_core.train.validate import validate

    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store, holdout=8)
    cfg = tiny_cfg(tiny_target, "training.epochs=2", "evaluation.num_steps=2")  # 4 steps per epoch
    rec = Recorder()
    online = train_stage(cfg, store, "tok", "vocab", "online", callbacks=[rec])
    val_at = {s: m for s, m in rec.steps if "val/loss" in m}
    assert sorted(val_at) == [4, 8]
    last = val_at[8]
    assert last["val/examples"] == 6 and last["val/anchors"] > 0 and last["val/chain_steps"] == 2
    assert 1.0 <= last["val/tau_chain_est"] <= 3.0 and 1.0 <= rec.steps[-1][1]["tau_chain_est"] <= 3.0
    assert last["val/loss"] < val_at[4]["val/loss"]
    assert online["val"]["step"] == 8 and online["val"]["val/tau_chain_est"] == last["val/tau_chain_est"]
    out = capsys.readouterr().out
    assert "validation at step 4" in out
    assert f"{last['val/tau_chain_est']:.3f} [{last['val/tau_chain_est_lo']:.3f}, " in out
    assert "validation: 6 holdout conversations (after the 2 the heldout" in out

    # validation reads the holdout conversations the heldout benchmark (first 2) does not decode: ho2..ho7
    _, t2d = load_vocab(store, "vocab")
    side = TargetSide(cfg, store, None, torch.device("cpu"), t2d)
    head = load_head(str(tmp_path / "store" / "online" / "head"), embed=side.embed)
    held = load_examples(store, "tok", "holdout", cfg.training.max_length)
    assert [e.id for e in held] == [f"ho{i}" for i in range(8)]
    held = held[2:]
    k = cfg.training.ttt_length
    again = validate(TTTModel(head, k), side, held, k, 2)
    for key, v in again.items():
        assert v == pytest.approx(last[key], rel=1e-5, abs=1e-6), key
    # the interval resamples whole conversations: validated one by one, their rounds and tokens add up to the
    # whole, one conversation has no spread, and six that differ give an interval around the estimate
    alone = [validate(TTTModel(head, k), side, [e], k, 2) for e in held]
    assert sum(a["val/rounds"] for a in alone) == again["val/rounds"]
    assert sum(a["val/tau_chain_est"] * a["val/rounds"] for a in alone) == pytest.approx(
        again["val/tau_chain_est"] * again["val/rounds"])
    assert alone[0]["val/tau_chain_est_lo"] == alone[0]["val/tau_chain_est"] == alone[0]["val/tau_chain_est_hi"]
    assert len({a["val/tau_chain_est"] for a in alone}) > 1
    assert last["val/tau_chain_est_lo"] < last["val/tau_chain_est"] < last["val/tau_chain_est_hi"]
    assert (min(a["val/tau_chain_est"] for a in alone) <= last["val/tau_chain_est_lo"]
            and last["val/tau_chain_est_hi"] <= max(a["val/tau_chain_est"] for a in alone))

    old = tiny_cfg(tiny_target, "training.epochs=2", "evaluation.num_steps=2", "training.features_dtype=float32",
                   "training.val_max_examples=0")
    assert features_stage(old, store, "tok", "feat")["holdout_rows"] == 0
    cfg32 = tiny_cfg(tiny_target, "training.epochs=2", "evaluation.num_steps=2", "training.features_dtype=float32",
                     "training.val_every=3")
    capsys.readouterr()
    rec = Recorder()
    train_stage(cfg32, store, "tok", "vocab", "no-val", features_prefix="feat", callbacks=[rec])
    assert "validation off: the offline features lack these holdout conversations" in capsys.readouterr().out
    assert not any("val/loss" in m for _, m in rec.steps)
    shard = store.read_bytes("feat/shard-00000.safetensors")
    fm = features_stage(cfg32, store, "tok", "feat")
    assert fm["holdout_rows"] == 6 and store.exists("feat/holdout-00000.safetensors")
    assert store.read_bytes("feat/shard-00000.safetensors") == shard
    rec = Recorder()
    train_stage(cfg32, store, "tok", "vocab", "offline", features_prefix="feat", callbacks=[rec])
    off = {s: m for s, m in rec.steps if "val/loss" in m}
    assert sorted(off) == [3, 6, 8]
    for key in again:
        assert off[8][key] == pytest.approx(last[key], rel=1e-4, abs=1e-5), key

    # a benchmark that decodes every holdout conversation leaves none to validate on, and says so
    every = tiny_cfg(tiny_target, "training.max_steps=1", "evaluation.benchmarks=[{name: c, kind: heldout, num_prompts: 8}]")
    capsys.readouterr()
    train_stage(every, store, "tok", "vocab", "all-bench")
    assert ("validation off: all 8 holdout conversations are heldout-benchmark prompts (the benchmarks decode the "
            "first 8)") in capsys.readouterr().out


def _validate_head(store, cfg, out: str) -> dict:
    """val/* figures of the head exported under `out`, computed afresh on the holdout split."""
    from eagle_core.draft.export import load_head
    from eagle_core.draft.ttt import TTTModel
    from eagle_core.train.data import load_examples, load_vocab
    from eagle_core.train.target_side import TargetSide
    from eagle_core.train.validate import validate

    _, t2d = load_vocab(store, "vocab")
    side = TargetSide(cfg, store, None, torch.device("cpu"), t2d)
    head = load_head(store.local_path(f"{out}/head/config.json").parent, embed=side.embed)
    held = load_examples(store, "tok", "holdout", cfg.training.max_length)[2:]  # after the benchmark's 2
    k = cfg.training.ttt_length
    return validate(TTTModel(head, k), side, held, k, cfg.evaluation.num_steps)


def test_selection_is_the_first_validation_to_beat_all_earlier_ones():
    from eagle_core.train.selection import select, should_stop

    rows = [{"step": 1, "loss": 3.0}, {"step": 2, "val/tau_chain_est": 1.2}, {"step": 4, "val/tau_chain_est": 1.5},
            {"step": 6, "val/tau_chain_est": 1.5}, {"step": 8, "val/tau_chain_est": 1.52},
            {"step": 10, "val/tau_chain_est": 1.4}]
    sel = select(rows)
    assert (sel.best_step, sel.best_value, sel.since_best, sel.validations) == (8, 1.52, 1, 5)
    sel = select(rows, min_delta=0.05)  # 1.52 is not 0.05 better than 1.5: step 4 stays the best
    assert (sel.best_step, sel.since_best) == (4, 3)
    assert should_stop(sel, 3) and not should_stop(sel, 4) and not should_stop(sel, 0)
    assert select([{"step": 1, "loss": 1.0}]).best_step is None and not should_stop(select([]), 1)


def test_best_validation_head_is_exported_and_early_stop_survives_resume(tmp_path, tiny_target, capsys):
    """export_checkpoint=best hands on the weights of the validation with the highest val/tau_chain_est (still
    after a crash and a resume), `last` the last step's; early_stop_patience ends training after N validations
    without a new best, and resuming a stopped run trains nothing more."""
    from eagle_core.train.selection import select

    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store, holdout=8)
    base = ("training.epochs=3", "evaluation.num_steps=2", "training.val_every=1")  # 12 steps, each validated
    cfg = tiny_cfg(tiny_target, *base)
    best = train_stage(cfg, store, "tok", "vocab", "best")
    rows = [json.loads(x) for x in store.read_text("best/metrics.jsonl").splitlines()]
    vals = {r["step"]: r for r in rows if "val/loss" in r}
    top = max(r["val/tau_chain_est"] for r in vals.values())
    peak = min(s for s, r in vals.items() if r["val/tau_chain_est"] == top)
    assert sorted(vals) == list(range(1, 13)) and peak < 11, "this run must peak before its end to test anything"
    assert best["exported_step"] == peak and best["steps"] == best["planned_steps"] == 12
    assert not best["stopped_early"] and best["export_checkpoint"] == "best"
    assert best["val"]["step"] == peak and best["val"]["val/tau_chain_est"] == top
    assert f"exporting the head of step {peak} (best val/tau_chain_est), not of the last step 12" in \
        capsys.readouterr().out
    again = _validate_head(store, cfg, "best")  # the exported weights are the peak's, not the last step's
    for key in ("val/tau_chain_est", "val/loss", "val/acc_0"):
        assert again[key] == pytest.approx(vals[peak][key], rel=1e-5, abs=1e-6), key
    assert again["val/loss"] != pytest.approx(vals[12]["val/loss"], rel=1e-4)

    last = train_stage(tiny_cfg(tiny_target, *base, "training.export_checkpoint=last"), store, "tok", "vocab", "last")
    assert losses(store, "last") == losses(store, "best") and last["exported_step"] == 12 == last["val"]["step"]
    assert _validate_head(store, cfg, "last")["val/loss"] == pytest.approx(vals[12]["val/loss"], rel=1e-5)

    # a crash after the peak: checkpoint 11 carries the peak's weights, and the resumed run exports them
    crash = tiny_cfg(tiny_target, *base, "training.checkpoint_every=1")
    with pytest.raises(KeyboardInterrupt):
        train_stage(crash, store, "tok", "vocab", "crashed", callbacks=[StopAt(12)])
    assert store.read_text("crashed/checkpoints/LATEST") == "step-0000011"
    ck = torch.load(io.BytesIO(store.read_bytes("crashed/checkpoints/step-0000011/state.pt")), weights_only=False)
    assert ck["best"]["step"] == peak and ck["best"]["model"] is not None
    resumed = train_stage(crash, store, "tok", "vocab", "crashed", resume=True)
    assert resumed["exported_step"] == peak and losses(store, "crashed") == losses(store, "best")
    _assert_same_head(store, "crashed", "best")

    # early stop: the first validation that is the patience-th in a row without a new best
    stop = next(s for s in sorted(vals) if select([vals[t] for t in vals if t <= s]).since_best >= 2)
    assert stop < 12
    es_cfg = tiny_cfg(tiny_target, *base, "training.early_stop_patience=2")
    es = train_stage(es_cfg, store, "tok", "vocab", "early")
    assert es["steps"] == stop and es["planned_steps"] == 12 and es["stopped_early"]
    assert es["exported_step"] == select([vals[t] for t in vals if t <= stop]).best_step
    assert losses(store, "early") == losses(store, "best")[:stop]
    assert store.read_text("early/checkpoints/LATEST") == f"step-{stop:07d}"
    assert f"early stop at step {stop}/12: 2 validations without beating" in capsys.readouterr().out
    head_bytes = store.read_bytes("early/head/model.safetensors")
    again = train_stage(es_cfg, store, "tok", "vocab", "early", resume=True)
    assert f"this run stopped early at step {stop}: nothing left to train" in capsys.readouterr().out
    assert again["steps"] == stop and len(losses(store, "early")) == stop
    assert store.read_bytes("early/head/model.safetensors") == head_bytes


def test_cli_train_on_s3_store(tmp_path, tiny_target, s3_env, monkeypatch):
    from eagle_core.cli import main

    endpoint, make_bucket = s3_env
    make_bucket("heads")
    store = ArtifactStore("s3://heads/run", endpoint_url=endpoint, cache_dir=tmp_path / "cache")
    synthetic_inputs(store)
    cfg_file = tmp_path / "c.yaml"
    cfg_file.write_text(tiny_cfg(tiny_target, "training.max_steps=2", "storage.root=s3://heads/run",
                                 f"storage.endpoint_url={endpoint}", f"storage.cache_dir={tmp_path / 'cache'}").to_yaml())
    assert main(["train", "--config", str(cfg_file), "--data", "tok", "--vocab", "vocab", "--out", "train1"]) == 0
    m = store.read_manifest("train1")
    assert m["head_uri"] == "s3://heads/run/train1/head" and m["steps"] == 2
    assert store.exists("train1/head/model.safetensors") and store.exists("train1/checkpoints/LATEST")
    assert main(["train", "--config", str(cfg_file), "--data", "tok", "--vocab", "vocab", "--out", "train1",
                 "--resume"]) == 0  # nothing left to do: resumes at the end and re-exports
    from eagle_core.draft.export import load_head

    monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
    monkeypatch.setenv("EAGLE_CACHE_DIR", str(tmp_path / "cache"))
    head = load_head("s3://heads/run/train1/head")
    assert head.config.draft_vocab_size == DRAFT_VOCAB


def test_bad_tokenized_record_names_record_and_field(tmp_path, tiny_target):
    import pyarrow as pa
    import pyarrow.parquet as pq

    store = ArtifactStore(str(tmp_path / "store"))
    synthetic_inputs(store)
    buf = io.BytesIO()
    pq.write_table(pa.table({"id": ["bad1"], "input_ids": [[1, 2, 3]], "loss_mask": [[1, 1]]}), buf)
    store.write_bytes("tok/train/shard-00001.parquet", buf.getvalue())
    with pytest.raises(ValueError, match="'bad1'.*loss_mask"):
        train_stage(tiny_cfg(tiny_target, "training.max_steps=1"), store, "tok", "vocab", "x")


@pytest.mark.slow
def test_smollm2_learns_on_real_conversations(tmp_path, target_path, tokenizer):
    """Step-0 accuracy climbs and the loss drops on ShareGPT conversations with the real SmolLM2 target."""
    from tests.train_helpers import first_sharegpt, make_tokenized, make_vocab

    store = ArtifactStore(str(tmp_path / "store"))
    n = make_tokenized(store, "tok", tokenizer, first_sharegpt(120), max_length=128)
    make_vocab(store, "vocab", "tok", 49152, 2048)
    cfg = load_config(None, ["training.ttt_length=3", "training.batch_size=4", "training.max_length=128",
                             "training.lr=2e-3", "training.epochs=4", "training.max_steps=24", "training.progress=false",
                             "training.log_every=5", "vocab.draft_vocab_size=2048"])
    m = train_stage(cfg, store, "tok", "vocab", "smol")
    ms = [json.loads(x) for x in store.read_text("smol/metrics.jsonl").splitlines()]
    first = sum(x["acc_0"] for x in ms[:5]) / 5
    last = sum(x["acc_0"] for x in ms[-5:]) / 5
    print(f"{n} conversations: acc_0 {first:.3f} -> {last:.3f}, loss {ms[0]['loss']:.2f} -> {ms[-1]['loss']:.2f}, "
          f"{m['tokens_per_s']:.0f} tok/s")
    assert last > first + 0.05 and ms[-1]["loss"] < ms[0]["loss"]


def test_data_check_reports_counts_not_conversation_text(tokenizer):
    """The start-up data check goes to worker stdout (Prefect logs): token counts and positions, never text."""
    from eagle_core.train.data import Example
    from eagle_core.train.trainer import _data_check
    from tests.train_helpers import chat_tokens

    msgs = [{"role": "user", "content": "Please greet Quenby Thistlewaite"},
            {"role": "assistant", "content": "Hello Quenby Thistlewaite, welcome aboard"}]
    ids, mask = chat_tokens(tokenizer, msgs)
    ex = Example("c1", torch.tensor(ids), torch.tensor(mask, dtype=torch.bool))
    out = _data_check([ex], tokenizer)
    assert f"{sum(mask)}/{len(ids)} tokens trained on" in out and "1 assistant run(s)" in out
    assert "Quenby" not in out and "Thistlewaite" not in out and "greet" not in out
