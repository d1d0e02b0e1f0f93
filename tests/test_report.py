"""The evaluate stage end to end on SmolLM2 with an exported random head, plus the benchmark prompt sets."""

from __future__ import annotations

import json

import pytest
import torch

from eagle_core.config import load_config
from eagle_core.data.records import dumps_jsonl, is_holdout
from eagle_core.evaluate.benchmarks import BenchPrompt, humaneval_prompts, jsonl_prompts, load_benchmark, render
from eagle_core.storage import ArtifactStore


def _conversations(n: int) -> list[dict]:
    return [{"id": f"conv-{i}", "source": "test", "messages": [
        {"role": "system", "content": "Be brief."}, {"role": "user", "content": f"Name a colour number {i}."},
        {"role": "assistant", "content": "Blue."}, {"role": "user", "content": "Another?"},
        {"role": "assistant", "content": "Red."}], "finish_reasons": ["stop", "stop"], "completion_tokens": [2, 2]}
        for i in range(n)]


def _eval_setup(store: ArtifactStore, tmp_path, chat_prompts: int, max_new_tokens: int):
    """12 conversations in the store, a one-line JSONL benchmark, and a config evaluating both on one thread."""
    store.write_text("conv/c1/shard-00000.jsonl", dumps_jsonl(_conversations(12)))
    bench_file = tmp_path / "mine.jsonl"
    bench_file.write_text(json.dumps({"messages": [{"role": "user", "content": "What is 2+2?"}]}) + "\n")
    cfg_file = tmp_path / "cfg.yaml"
    cfg_file.write_text(f"""
storage: {{root: {tmp_path / 'store'}}}
data: {{holdout_fraction: 0.5}}
evaluation:
  benchmarks:
    - {{name: chat, kind: heldout, num_prompts: {chat_prompts}}}
    - {{name: mine, kind: jsonl, path: {bench_file}, num_prompts: 1}}
  max_new_tokens: {max_new_tokens}
  tree_num_draft_tokens: 8
  threads: 1
""")
    return cfg_file, bench_file


def test_heldout_benchmark_takes_only_held_out_first_turns(tmp_path):
    store = ArtifactStore(str(tmp_path / "store"))
    store.write_text("conv/x/shard-00000.jsonl", dumps_jsonl(_conversations(40)))
    cfg = load_config(None, ["data.holdout_fraction=0.3", "data.seed=7"])
    bench = cfg.evaluation.benchmarks[0].model_copy(update={"num_prompts": 100})
    prompts = load_benchmark(bench, cfg, store, "conv/x")
    expect = [f"conv-{i}" for i in range(40) if is_holdout(f"conv-{i}", 0.3, 7)]
    assert [p.id for p in prompts] == expect and 0 < len(expect) < 40
    assert all([m["role"] for m in p.messages] == ["system", "user"] for p in prompts)


def test_jsonl_and_humaneval_benchmarks(tmp_path, tokenizer):
    lines = [json.dumps({"id": "a", "messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}]}),
             json.dumps({"messages": [{"role": "user", "content": "bye"}]})]
    got = list(jsonl_prompts(lines, "f.jsonl"))
    assert [p.id for p in got] == ["a", "line-2"] and got[0].messages == [{"role": "user", "content": "hi"}]
    with pytest.raises(ValueError, match=r"record 'b'.*messages\[0\]"):
        list(jsonl_prompts([json.dumps({"id": "b", "messages": [{"role": "bot", "content": "x"}]})], "f.jsonl"))
    with pytest.raises(ValueError, match="line 1: not JSON"):
        list(jsonl_prompts(["{oops"], "f.jsonl"))
    he = list(humaneval_prompts())
    assert len(he) == 164 and he[0].id == "HumanEval/0" and "def has_close_elements" in he[0].messages[0]["content"]
    ids = render(tokenizer, [BenchPrompt("x", [{"role": "user", "content": "hi"}])])[0]
    assert tokenizer.decode(ids).endswith("<|im_start|>assistant\n")


def test_evaluate_stage_cli_writes_report_metrics_plots(tmp_path, target_path):
    from eagle_core.cli import main
    from eagle_core.draft.export import export_head
    from eagle_core.target import Target
    from specdec_helpers import tiny_draft

    torch.set_num_threads(1)
    store = ArtifactStore(str(tmp_path / "store"))
    target = Target(target_path, device="cpu", dtype="float32")
    head = export_head(tiny_draft(target.model, target.aux_ids, draft_vocab=512), tmp_path / "head", dtype="bfloat16")
    store.upload_dir(head, "train/t1/head")
    store.write_text("train/t1/metrics.jsonl", "".join(
        json.dumps({"step": s, "loss": 5.0 / (s + 1), "acc_0": s / 10, "acc_1": s / 20, "lr": 1e-4,
                    "tau_chain_est": 1 + s / 10}
                   | ({"val/loss": 6.0 / (s + 1), "val/acc_0": s / 12, "val/tau_chain_est": 1 + s / 15,
                       "val/examples": 7.0, "val/chain_steps": 3.0} if s in (2, 4) else {})) + "\n"
        for s in range(5)))
    store.write_manifest("train/t1", rows=5, stage="train", steps=4, exported_step=2,  # best validation: not the last
                         val={"step": 2, "val/loss": 2.0, "val/acc_0": 2 / 12, "val/tau_chain_est": 1 + 2 / 15,
                              "val/tau_chain_est_lo": 1.05, "val/tau_chain_est_hi": 1.25, "val/examples": 7.0,
                              "val/chain_steps": 3.0})  # as the trainer records it
    cfg_file, bench_file = _eval_setup(store, tmp_path, chat_prompts=2, max_new_tokens=10)
    rc = main(["evaluate", "--config", str(cfg_file), "--head", "train/t1", "--conversations", "conv/c1",
               "--train", "train/t1", "--out", "eval/e1"])
    assert rc == 0
    man = store.read_manifest("eval/e1")
    assert man["stage"] == "evaluate" and set(man["benchmarks"]) == {"chat", "mine"}
    for name, m in man["benchmarks"].items():
        assert m["greedy_mismatches"] == {"chain": 0, "tree": 0}, name  # lossless on the real target
        assert 1.0 <= m["tau_chain"] < 1.5 and 1.0 <= m["tau_tree"] < 2.0  # a random head: tau ~ 1
        assert len(m["accept_rate_by_pos"]) == 3
        assert m["baseline_tokens_per_s"] > 0 and m["speedup"] == pytest.approx(
            m["tokens_per_s"] / m["baseline_tokens_per_s"])
        for key in ("tau_chain", "tau_tree", "speedup", "speedup_tree"):  # 95% prompt-bootstrap interval
            assert m[f"{key}_lo"] - 1e-9 <= m[key] <= m[f"{key}_hi"] + 1e-9, (name, key)
    assert man["tau"] == man["benchmarks"]["chat"]["tau_chain"]
    files = set(man["files"])
    assert {"report.md", "metrics.json", "tau.png", "acceptance.png", "training.png"} <= files
    for png in ("tau.png", "acceptance.png", "training.png"):
        assert store.read_bytes(f"eval/e1/{png}")[:8] == b"\x89PNG\r\n\x1a\n"
    report = store.read_text("eval/e1/report.md")
    assert "| chat | 2 |" in report and "| mine | 1 |" in report and "![training](training.png)" in report
    chat = man["benchmarks"]["chat"]
    assert f"| chat | 2 | {chat['tau_chain']:.2f} [{chat['tau_chain_lo']:.2f}, {chat['tau_chain_hi']:.2f}] |" in report
    assert "bootstrap over the benchmark's prompts" in report
    metrics = json.loads(store.read_text("eval/e1/metrics.json"))
    assert metrics["tau_benchmark"] == "chat"
    assert metrics["training_estimate"] == {"step": 2, "tau_chain_est": 1 + 2 / 15, "tau_chain_est_lo": 1.05,
                                            "tau_chain_est_hi": 1.25, "acc_0": 2 / 12, "conversations": 7.0,
                                            "chain_steps": 3.0, "trained_steps": 4}  # the exported head's own
    assert ("Training's held-out estimate at step 2 of 4 (the exported head is that best validation's): tau chain "
            "1.13 [1.05, 1.25] (the TTT unroll over 7 holdout conversations, "
            "scored as greedy chain rounds of 3 drafts" in report)
    assert metrics["draft_dtype"] == "bfloat16" and "draft in bfloat16" in report  # auto: the exported dtype
    assert metrics["target_dtype"] == "float32" and "target in float32" in report  # auto: target.dtype (CPU: fp32)

    # evaluation.target_dtype loads the target (baseline and speculative alike) in another dtype, and is a new run.
    rc = main(["evaluate", "--config", str(cfg_file), "--head", "train/t1", "--conversations", "conv/c1",
               "--out", "eval/e2", "--set", "evaluation.target_dtype=bfloat16",
               "--set", "evaluation.benchmarks=[{name: mine, kind: jsonl, path: '%s', num_prompts: 1}]" % bench_file])
    assert rc == 0
    metrics = json.loads(store.read_text("eval/e2/metrics.json"))
    assert metrics["target_dtype"] == "bfloat16" and metrics["settings"]["target_dtype"] == "bfloat16"
    report2 = store.read_text("eval/e2/report.md")
    assert "target in bfloat16" in report2 and "measure numerics, not the decoder" in report2
    assert "measure numerics" not in report  # the fp32 run is the lossless check
    assert metrics["benchmarks"]["mine"]["baseline_tokens"] == 10


def test_compare_stage_decodes_the_reference_on_the_evaluated_prompts(tmp_path, target_path, capsys, monkeypatch):
    """The compare stage re-decodes the evaluation's prompts (same digests, settings, seeds) with a reference head:
    against itself the difference is exactly 0; against another head its rows are that head's own evaluation's;
    a changed setting or changed prompts is refused, naming what changed."""
    from eagle_core.cli import main
    from eagle_core.draft.export import export_head
    from eagle_core.target import Target
    from specdec_helpers import tiny_draft

    torch.set_num_threads(1)
    store = ArtifactStore(str(tmp_path / "store"))
    target = Target(target_path, device="cpu", dtype="float32")
    heads = {}
    for name, seed in (("a", 0), ("b", 1)):
        heads[name] = export_head(tiny_draft(target.model, target.aux_ids, draft_vocab=512, seed=seed),
                                  tmp_path / f"head-{name}", dtype="bfloat16")
    cfg_file, _ = _eval_setup(store, tmp_path, chat_prompts=3, max_new_tokens=12)
    base = ["--config", str(cfg_file)]
    for name in ("a", "b"):
        assert main(["evaluate", *base, "--head", str(heads[name]), "--conversations", "conv/c1",
                     "--out", f"eval/{name}"]) == 0
    rows = {n: json.loads(store.read_text(f"eval/{n}/per_prompt.json"))["benchmarks"] for n in ("a", "b")}
    metrics = json.loads(store.read_text("eval/a/metrics.json"))
    chat = rows["a"]["chat"]
    assert len(chat["prompts"]) == len(chat["tau_chain"]) == len(chat["outputs"]) == 3
    assert sum(r[0] for r in chat["tau_chain"]) / sum(r[1] for r in chat["tau_chain"]) == pytest.approx(
        metrics["benchmarks"]["chat"]["tau_chain"])
    assert chat["prompts"] == rows["b"]["chat"]["prompts"] and chat["outputs"] == rows["b"]["chat"]["outputs"]

    # the evaluated head against itself: the same rounds on every prompt
    assert main(["compare", *base, "--eval", "eval/a", "--reference", str(heads["a"]), "--out", "cmp/self"]) == 0
    same = json.loads(store.read_text("cmp/self/paired.json"))
    assert list(same["benchmarks"]) == ["chat"]  # the gate's benchmark: the held-out headline of tau_chain
    assert same["benchmarks"]["chat"]["reference_rows"] == chat["tau_chain"]
    assert (same["diff"], same["diff_lo"], same["diff_hi"]) == (0.0, 0.0, 0.0)
    assert same["benchmarks"]["chat"]["greedy_mismatches"] == 0
    assert "difference +0.000 [+0.000, +0.000] on 3 prompts (paired, 95%)" in capsys.readouterr().out

    # another head: its rows are those its own evaluation decoded; tau_tree reads every benchmark's tree rows
    assert main(["compare", *base, "--eval", "eval/a", "--reference", str(heads["b"]), "--out", "cmp/b",
                 "--set", "tracking.promotion_metric=tau_tree"]) == 0
    other = store.read_manifest("cmp/b")
    paired = json.loads(store.read_text("cmp/b/paired.json"))
    assert other["stage"] == "compare" and other["rows"] == 4 and set(paired["benchmarks"]) == {"chat", "mine"}
    for bench in ("chat", "mine"):
        got = paired["benchmarks"][bench]
        assert got["reference_rows"] == rows["b"][bench]["tau_tree"] and got["greedy_mismatches"] == 0
        assert got["head"] == pytest.approx(metrics["benchmarks"][bench]["tau_tree"])
        assert got["diff"] == pytest.approx(got["head"] - got["reference"])
        assert got["diff_lo"] - 1e-9 <= got["diff"] <= got["diff_hi"] + 1e-9
    assert other["diff"] == pytest.approx((paired["benchmarks"]["chat"]["diff"] + paired["benchmarks"]["mine"]["diff"]) / 2)

    # refused: another decoding setting, other prompts, an evaluation without per-prompt rows
    with pytest.raises(ValueError, match=r"other evaluation settings \(\['num_steps'\]\)"):
        main(["compare", *base, "--eval", "eval/a", "--reference", str(heads["b"]), "--out", "cmp/x",
              "--set", "evaluation.num_steps=2"])
    convs = _conversations(12)
    for c in convs:
        c["messages"][1]["content"] += " Please."
    store.write_text("conv/c1/shard-00000.jsonl", dumps_jsonl(convs))
    import eagle_core.evaluate.compare as compare

    def no_model(*args, **kwargs):
        raise AssertionError("the target was loaded before the prompts were checked")

    monkeypatch.setattr(compare, "open_decoder", no_model)  # a refusal never pays for loading the model
    with pytest.raises(ValueError, match="benchmark 'chat': its prompts are not those evaluation"):
        main(["compare", *base, "--eval", "eval/a", "--reference", str(heads["b"]), "--out", "cmp/x"])
    store.delete("eval/b/per_prompt.json")
    with pytest.raises(FileNotFoundError, match="has no per_prompt.json"):
        main(["compare", *base, "--eval", "eval/b", "--reference", str(heads["a"]), "--out", "cmp/x"])
    assert store.read_manifest("cmp/x") is None


def test_store_heads_of_one_architecture_resolve_to_their_own_weights(tmp_path):
    """Heads of the same shape share config.json byte for byte: the local copy must follow the weights too
    (a cache keyed by config.json alone evaluated an earlier head's weights)."""
    from eagle_core.evaluate.report import resolve_head_folder
    from eagle_core.storage import ArtifactStore

    store = ArtifactStore(str(tmp_path / "store"), cache_dir=tmp_path / "cache")
    for name, weights in (("a", b"weights-a"), ("b", b"weights-b")):
        store.write_text(f"train/{name}/head/config.json", '{"architectures": ["LlamaForCausalLMEagle3"]}')
        store.write_bytes(f"train/{name}/head/model.safetensors", weights)
    fa = resolve_head_folder(store, str(tmp_path / "store" / "train" / "a"))  # a local folder is used as it is
    assert (fa / "model.safetensors").read_bytes() == b"weights-a"
    s3_like = ArtifactStore(str(tmp_path / "store"), cache_dir=tmp_path / "cache")
    ka, kb = (resolve_head_folder(s3_like, f"train/{n}") for n in ("a", "b"))
    assert (ka / "model.safetensors").read_bytes() == b"weights-a"
    assert (kb / "model.safetensors").read_bytes() == b"weights-b"


def test_s3_head_is_downloaded_once_and_reused(tmp_path, s3_env):
    """A head in an S3 store is read once to key and copy it; resolving it again costs no download."""
    from eagle_core.evaluate.report import resolve_head_folder
    from eagle_core.storage import ArtifactStore

    endpoint, make_bucket = s3_env
    make_bucket("heads")
    store = ArtifactStore("s3://heads/run", endpoint_url=endpoint, cache_dir=tmp_path / "cache")
    store.write_text("train/a/head/config.json", '{"architectures": ["LlamaForCausalLMEagle3"]}')
    store.write_bytes("train/a/head/model.safetensors", b"weights-a" * 1000)
    reads = []  # every object read (boto's download_file also goes through get_object)
    real_get = store.client.get_object
    store.client.get_object = lambda *a, **k: reads.append(k.get("Key")) or real_get(*a, **k)
    folder = resolve_head_folder(store, "train/a")
    assert (folder / "model.safetensors").read_bytes() == b"weights-a" * 1000
    assert sorted(reads) == ["run/train/a/head/config.json", "run/train/a/head/model.safetensors"]  # once each
    reads.clear()
    assert resolve_head_folder(store, "s3://heads/run/train/a") == folder and reads == []
