"""A head exported by the project, converted by llama.cpp's own converter and served by the real llama-server.

The head here has NON-default aux layers ([3, 12, 24] as hidden_states indices; the converter's fallback for
SmolLM2's 30 layers is [2, 15, 27]), so the converter must read the ids we wrote, and llama-server's model loader
must list the same layers. It is untrained: what is checked is loading, the layers, drafting, and that the head never
changes greedy output (the target verifies every token). Acceptance of a trained head: benchmarks/llamacpp_bench.py.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
import torch

from eagle_core.config import PipelineConfig
from eagle_core.draft.export import export_head
from eagle_core.draft.model import Eagle3DraftConfig, build_draft
from eagle_core.engines import llamacpp, llamacpp_build
from eagle_core.engines.launch import launched_engine
from eagle_core.errors import DeterministicError
from eagle_core.evaluate.bench import _llamacpp_level, summarize_llamacpp

AUX = [3, 12, 24]  # hidden_states indices; SGLang's output ids are [2, 11, 23]
MAX_TOKENS = 24


@pytest.fixture(scope="module")
def llama_server() -> Path:
    return llamacpp_build.ensure_built()


def _head(target_path: str, out: Path, draft_vocab: int = 4096, **kw) -> Path:
    from transformers import AutoConfig
    from safetensors.torch import load_file

    tc = AutoConfig.from_pretrained(target_path)
    cfg = Eagle3DraftConfig.from_target_config(tc, draft_vocab, AUX, **kw)
    embed = load_file(str(Path(target_path) / "model.safetensors"))["model.embed_tokens.weight"]
    t2d = torch.zeros(tc.vocab_size, dtype=torch.bool)
    t2d[:draft_vocab] = True
    model = build_draft(cfg, embed=embed, d2t=torch.zeros(draft_vocab, dtype=torch.long), t2d=t2d, seed=0)
    return export_head(model, out, dtype="float32")


@pytest.fixture(scope="module")
def head_gguf(tmp_path_factory, llama_server, target_path):
    tmp = tmp_path_factory.mktemp("head")
    folder = _head(target_path, tmp / "head")
    path, log = llamacpp.head_gguf(folder, target_path, tmp / "head.gguf", "f32")
    return path, log


def test_converter_reads_our_aux_ids(head_gguf):
    """llama.cpp's converter takes the top-level hidden_states ids we write, not its fallback."""
    path, log = head_gguf
    assert f"target_layers = {AUX}" in log, log[-2000:]
    src = llamacpp_build.ensure_source()
    import subprocess
    import sys

    code = ("import sys, gguf; r = gguf.GGUFReader(sys.argv[1]); "
            "f = next(f for n, f in r.fields.items() if n.endswith('.target_layers')); "
            "print([int(f.parts[i][0]) for i in f.data])")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                         env={**llamacpp._converter_env(src)}, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.strip()) == AUX


def test_unsupported_heads_are_refused_by_name(tmp_path, target_path):
    """Several layers or EAGLE-3.1's fc_norm: a clear error naming the config key, no half-written GGUF."""
    folder = _head(target_path, tmp_path / "multi", draft_vocab=256, num_layers=2)
    with pytest.raises(DeterministicError, match="draft.num_layers"):
        llamacpp.head_gguf(folder, target_path, tmp_path / "x.gguf")
    assert not (tmp_path / "x.gguf").exists()


def _serve(cfg, binary, model, draft, prompts, parallel=1):
    cmd = llamacpp.server_command(binary, model, cfg.engine, parallel, draft_gguf=draft, draft_n_max=3)
    with launched_engine(cmd, health_paths=("/health",), startup_timeout_s=300, stop_grace_s=5) as eng:
        results, wall = asyncio.run(_llamacpp_level(eng.base_url, prompts, parallel, MAX_TOKENS, 600.0))
        log_text = eng.log_path.read_text(errors="replace")
    return results, summarize_llamacpp(results, wall, parallel), log_text


@pytest.mark.slow
def test_served_head_uses_our_layers_and_keeps_greedy_output(head_gguf, llama_server, target_path, tokenizer,
                                                              sharegpt_200):
    """8 prompts, greedy, f32: llama-server with the head drafts (draft_n > 0), reports our layers, and every
    output equals the output without the head."""
    cfg = PipelineConfig()
    cfg.engine.llamacpp.threads = 1  # correctness, not speed: one thread holds up on a crowded machine
    model = llamacpp.target_gguf(target_path, "f32")
    chats = [[{"role": "user", "content": m["value"][:300]}] for c in sharegpt_200
             for m in c["conversations"][:1] if m["from"] == "human" and len(m["value"]) > 20][:8]
    assert len(chats) == 8
    prompts = [tokenizer.apply_chat_template(c, add_generation_prompt=True, tokenize=True, return_dict=True)["input_ids"]
               for c in chats]
    base, base_row, _ = _serve(cfg, llama_server, model, None, prompts)
    cfg.engine.extra_args = ["-lv", "4"]  # the model loader's metadata lines
    spec, spec_row, log = _serve(cfg, llama_server, model, head_gguf[0], prompts)
    assert re.search(r"eagle3\.target_layers\s+arr\[i32,3\]\s+= \[3, 12, 24\]", log), log[:3000]
    assert base_row["errors"] == spec_row["errors"] == 0
    assert spec_row["draft_n"] > 0 and base_row["draft_n"] == 0
    assert [r.tokens for r in spec] == [r.tokens for r in base]
    assert all(len(r.tokens) > 0 for r in base)


@pytest.mark.slow
def test_export_cli_gguf_and_speculators(tmp_path, capsys, llama_server, target_path, tokenizer):
    """`eagle-pipeline export --format gguf|speculators` on a registered SmolLM2-sized head: the GGUF carries our
    aux layers and llama-server serves it; the speculators folder holds vLLM's config with our ids."""
    from eagle_core.cli import main as cli_main
    from eagle_core.config import load_config
    from eagle_core.registry.tracking import tracking_setup
    from eagle_core.storage import ArtifactStore
    from tests.registry_helpers import write_data_stages, write_train_eval

    cfg = load_config(None, [f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", f"storage.root={tmp_path}/artifacts",
                             "tracking.target_name=smol"])
    cfg_file = tmp_path / "cfg.yaml"
    cfg_file.write_text(cfg.to_yaml())
    head = _head(target_path, tmp_path / "head", draft_vocab=1024)
    store = ArtifactStore.from_config(cfg.storage)
    lineage = write_data_stages(store)
    train, ev = write_train_eval(store, head)
    assert cli_main(["register", "--config", str(cfg_file), "--train", train, "--eval", ev,
                     *[f"--lineage={k}={v}" for k, v in lineage.items()]]) == 0
    name = json.loads(capsys.readouterr().out)["model_name"]
    tracking_setup(cfg)
    assert cli_main(["export", "--config", str(cfg_file), "--model", f"{name}@champion", "--to",
                     str(tmp_path / "gguf"), "--format", "gguf"]) == 0
    gguf = tmp_path / "gguf" / "head.gguf"
    assert gguf.read_bytes()[:4] == b"GGUF" and (tmp_path / "gguf" / "eagle_registry.json").is_file()
    assert cli_main(["export", "--config", str(cfg_file), "--model", f"{name}@champion", "--to",
                     str(tmp_path / "spec"), "--format", "speculators"]) == 0
    spec = json.loads((tmp_path / "spec" / "config.json").read_text())
    assert spec["eagle_aux_hidden_state_layer_ids"] == AUX and spec["draft_vocab_size"] == 1024
    assert spec["norm_before_residual"] is False

    model = llamacpp.target_gguf(target_path, "f32")
    ids = tokenizer.apply_chat_template([{"role": "user", "content": "Name three colours."}],
                                        add_generation_prompt=True, tokenize=True, return_dict=True)["input_ids"]
    cfg.engine.llamacpp.threads, cfg.engine.extra_args = 1, ["-lv", "4"]
    _, row, log = _serve(cfg, llama_server, model, gguf, [ids])
    assert row["errors"] == 0 and row["draft_n"] > 0
    assert re.search(r"eagle3\.target_layers\s+arr\[i32,3\]\s+= \[3, 12, 24\]", log)


@pytest.mark.slow
def test_serving_benchmark_rows_and_mlflow_keys(tmp_path, head_gguf, llama_server, target_path, tokenizer):
    """evaluation.serving with engine.kind=llamacpp: one server per level without and with the head, the engine's
    own draft counters, output equality, and the `serving/llamacpp/...` scalars MLflow logs."""
    from eagle_core.evaluate.bench import llamacpp_serving, serving_scalars
    from eagle_core.registry.metrics import eval_metrics

    cfg = PipelineConfig()
    cfg.engine.llamacpp.threads = 1
    folder = head_gguf[0].parent / "head"  # the fixture's exported folder (converted again, cached by digest)
    ids = [tokenizer.apply_chat_template([{"role": "user", "content": q}], add_generation_prompt=True, tokenize=True,
                                         return_dict=True)["input_ids"] for q in ("What is 2+2?", "Say hi.", "Why?")]
    out = llamacpp_serving(cfg, target_path, ids, str(folder), (1, 2), 12)
    assert [r["concurrency"] for r in out["without_head"]] == [r["concurrency"] for r in out["with_head"]] == [1, 2]
    for base, spec in zip(out["without_head"], out["with_head"]):
        assert base["errors"] == spec["errors"] == 0 and base["draft_n"] == 0 and spec["draft_n"] > 0
        assert spec["outputs_equal"] == spec["outputs_compared"] == 3  # the head never changes greedy output
        assert 0 <= spec["accept_rate"] <= 1 and spec["accept_length"] >= 1 and spec["speedup"] > 0
        assert base["output_tokens"] == spec["output_tokens"] > 0 and base["ttft_ms_mean"] > 0
    scalars = serving_scalars(out)
    assert scalars["serving/llamacpp/c1/with_head/draft_n"] == out["with_head"][0]["draft_n"]
    logged, _ = eval_metrics({"tau": 1.5, "benchmarks": {"heldout-chat": {"tau_chain": 1.5}}, "serving": out})
    assert logged["serving/llamacpp/c2/with_head/accept_rate"] == pytest.approx(out["with_head"][1]["accept_rate"])


@pytest.mark.slow
def test_evaluate_serving_on_llamacpp_from_a_cpu_config_with_the_recipe(tmp_path, head_gguf, llama_server,
                                                                       target_path):
    """What `evaluation.serving: true, serving_engine: llamacpp` runs for a pipeline that regenerates with the CPU
    engine: the llama.cpp rows, one run per draft length at one request in flight, and the serving recipe built
    from the in-process acceptance and the engine's round cost, whose tags the registered version carries."""
    from eagle_core.config import load_config
    from eagle_core.evaluate.bench import serving_benchmark
    from eagle_core.evaluate.recipe import recipe_tags

    cfg = load_config(None, ["engine.kind=cpu", "evaluation.serving=true", "evaluation.serving_engine=llamacpp",
                             "evaluation.concurrency=[1]", "evaluation.serving_draft_lengths=[1,2]",
                             "evaluation.serving_max_tokens=10", "engine.llamacpp.threads=1"])
    folder = head_gguf[0].parent / "head"
    chats = [[{"role": "user", "content": q}] for q in ("What is 2+2?", "Say hi.")]
    out = serving_benchmark(cfg, target_path, chats, str(folder), accept_rate_by_pos=[0.5, 0.25, 0.1])
    assert out["engine"] == "llamacpp" and [r["concurrency"] for r in out["with_head"]] == [1]
    assert [r["draft_n_max"] for r in out["draft_length_sweep"]] == [1, 2]
    for r in out["draft_length_sweep"]:
        assert r["outputs_equal"] == 2 and r["decode_ms_per_round"] > 0 and r["speedup"] > 0
    recipe = out["recipe"]
    assert [r["draft_n_max"] for r in recipe["rows"]] == [1, 2]
    assert recipe["rows"][0]["predicted_accept_length"] == 1.5 and recipe["rows"][0]["round_cost"] > 0
    # an untrained head accepts nearly nothing, so on this engine the recipe may well say "serve without it"
    assert recipe["draft_n_max"] in (None, 1, 2) and recipe["advice"]
    assert recipe_tags(out)["serving.llamacpp.advice"] == recipe["advice"]


def test_gguf_artifact_beside_the_head(tmp_path, head_gguf, target_path):
    """What the train stage writes when engine.kind=llamacpp: head-gguf/head.gguf in the store; None (logged, not
    fatal) for a head llama.cpp cannot run."""
    from eagle_core.draft.formats import gguf_artifact
    from eagle_core.storage import ArtifactStore

    store = ArtifactStore(str(tmp_path / "store"))
    uri = gguf_artifact(store, head_gguf[0].parent / "head", target_path, "train/k1")
    assert uri == store.uri("train/k1/head-gguf/head.gguf")
    assert store.read_bytes("train/k1/head-gguf/head.gguf")[:4] == b"GGUF"
    multi = _head(target_path, tmp_path / "multi", draft_vocab=256, num_layers=2)
    assert gguf_artifact(store, multi, target_path, "train/k2") is None and not store.exists("train/k2/head-gguf/head.gguf")
