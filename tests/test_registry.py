"""MLflow tracking + registry: what a pipeline run leaves in MLflow, read back through MlflowClient.

Fast tests use the embedded sqlite store; the slow ones run a real `mlflow server` with a moto S3 artifact
root and the real trainer, and check the downloaded version reproduces the trained head's logits.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
import yaml

from eagle_core.cli import main as cli_main
from eagle_core.config import load_config
from eagle_core.draft.export import load_head
from eagle_core.registry.export import export_version
from eagle_core.registry.metrics import MlflowStepLogger, eval_metrics
from eagle_core.registry.models import TAG_DRAFT_VOCAB, register_head
from eagle_core.registry.promotion import TAG_TAU, headline_tau, promote_if_better
from eagle_core.registry.stage import register_stage
from eagle_core.registry.tracking import (EXPERIMENT_KIND, TAG_FLOW_RUN_ID, TAG_TARGET, registered_model_name,
                                          resolve_tracking_uri, start_run, target_name, tracking_setup)
from eagle_core.registry.ui import ML_VIEW
from eagle_core.storage import ArtifactStore
from tests.conftest import free_port, wait_http
from tests.registry_helpers import (eval_metrics_json, head_logits, mlflow_server, tiny_head, write_data_stages,
                                    write_train_eval)


def sqlite_cfg(tmp_path, *extra: str):
    return load_config(None, [f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", f"storage.root={tmp_path}/artifacts",
                              "tracking.target_name=tiny", *extra])


@pytest.fixture()
def client_cfg(tmp_path):
    cfg = sqlite_cfg(tmp_path)
    return tracking_setup(cfg), cfg


def test_register_and_export_cli_sqlite(tmp_path, capsys):
    """`eagle-pipeline register` logs config, lineage, curves, eval, registers v1 as champion+challenger;
    `eagle-pipeline export` hands back a folder load_head reads into the same logits."""
    cfg = sqlite_cfg(tmp_path, "engine.api_key=sk-secret-123", "pii.deny_lists={PERSON: [Jane Roe]}",
                     "engine.base_url=http://user:hunter2@gpu-box:30000/v1")
    cfg_file = tmp_path / "cfg.yaml"
    cfg_file.write_text(cfg.to_yaml())
    store = ArtifactStore.from_config(cfg.storage)
    model, head = tiny_head(tmp_path / "head")
    lineage = write_data_stages(store)
    train, ev = write_train_eval(store, head, tau=2.1, steps=12)

    rc = cli_main(["register", "--config", str(cfg_file), "--train", train, "--eval", ev,
                   "--flow-run-id", "fr-0001", "--flow-run-url", "http://prefect:4200/runs/flow-run/fr-0001",
                   *[f"--lineage={k}={v}" for k, v in lineage.items()]])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["model_name"] == "eagle3-tiny" and out["version"] == "1"
    assert out["aliases"] == ["challenger", "champion"] and out["promoted"] is True
    assert out["tau"] == pytest.approx(2.1)  # the evaluate stage's headline: held-out chat chain tau

    client = tracking_setup(cfg)
    run = client.get_run(out["run_id"])
    assert client.get_experiment(run.info.experiment_id).name == "eagle3-tiny"
    assert run.info.status == "FINISHED"
    assert run.data.tags[TAG_FLOW_RUN_ID] == "fr-0001"
    assert "http://prefect:4200/runs/flow-run/fr-0001" in run.data.tags["mlflow.note.content"]
    # params: flattened config, secrets and PII terms gone
    p = run.data.params
    assert p["training.lr"] == str(cfg.training.lr) and p["data.sources.0.kind"] == "sharegpt"
    assert not any("api_key" in k for k in p)
    dump = json.dumps(p)
    assert "sk-secret-123" not in dump and "Jane Roe" not in dump and "hunter2" not in dump
    assert p["lineage.prompts.pii.entities.PERSON"] == "7" and p["lineage.tokenized.rows.holdout"] == "2"
    # lineage as MLflow dataset inputs with URI, digest and counts
    inputs = {d.dataset.name: d for d in run.inputs.dataset_inputs}
    assert set(inputs) == {"prompts", "conversations", "tokenized", "train"}
    man = store.read_manifest("prompts/p1")
    assert json.loads(inputs["prompts"].dataset.source)["uri"] == man["uri"]
    assert inputs["prompts"].dataset.digest == man["digest"][:36]
    profile = json.loads(inputs["prompts"].dataset.profile)
    assert profile["num_rows"] == 40 and profile["pii"]["entities.PERSON"] == 7
    # per-step training curves replayed from metrics.jsonl, eval metrics per benchmark and position
    hist = client.get_metric_history(out["run_id"], "train/loss")
    assert [m.step for m in sorted(hist, key=lambda m: m.step)] == list(range(1, 13))
    assert run.data.metrics["eval/heldout-chat/tau_chain"] == pytest.approx(2.1)
    assert run.data.metrics["eval/humaneval/speedup"] == pytest.approx(1.8)
    assert p["eval.humaneval.greedy_mismatches.chain"] == "0" and p["eval.humaneval.num_prompts"] == "10"
    assert [run.data.metrics[f"eval/humaneval/accept_pos{i}"] for i in (1, 2, 3)] == pytest.approx([0.85, 0.6, 0.35])
    assert run.data.metrics["eval/heldout-chat/tau_chain_lo"] == 1.977  # rounded, not 1.9765433
    assert not {"tau", "eval/tau", "eval/humaneval/num_prompts"} & set(run.data.metrics)  # one tau per bench+mode
    # artifacts: config YAML (redacted), eval report + plot, PII audit report
    arts = {a.path for d in ("config", "eval", "pii") for a in client.list_artifacts(out["run_id"], d)}
    assert {"config/pipeline.yaml", "eval/report.md", "eval/acceptance.png", "eval/metrics.json",
            "pii/prompts_pii_report.json"} <= arts
    # the PII report reaches MLflow as counts: example snippets (whatever the scrubber missed) stay in the store
    pii_art = json.loads(open(client.download_artifacts(out["run_id"], "pii/prompts_pii_report.json",
                                                        str(tmp_path / "dl-pii"))).read())
    assert pii_art["entities"] == {"PERSON": 7, "EMAIL_ADDRESS": 2} and "examples" not in pii_art
    assert "Zorblax" not in json.dumps(pii_art) and "Zorblax" not in json.dumps(run.data.params)
    local_yaml = client.download_artifacts(out["run_id"], "config/pipeline.yaml", str(tmp_path / "dl"))
    text = open(local_yaml).read()
    assert "sk-secret-123" not in text and "Jane Roe" not in text and yaml.safe_load(text)["training"]["lr"] == cfg.training.lr
    # model version: tags + aliases
    mv = client.get_model_version_by_alias("eagle3-tiny", "champion")
    assert str(mv.version) == "1" and mv.run_id == out["run_id"]
    assert mv.tags[TAG_TARGET] == cfg.target.model and mv.tags[TAG_DRAFT_VOCAB] == "16"
    assert float(mv.tags[TAG_TAU]) == pytest.approx(2.1)

    dest = tmp_path / "served"
    assert cli_main(["export", "--config", str(cfg_file), "--model", "eagle3-tiny@champion", "--to", str(dest)]) == 0
    assert (dest / "config.json").is_file() and (dest / "model.safetensors").is_file()
    assert json.loads((dest / "eagle_registry.json").read_text())["version"] == "1"
    assert (dest / "model.safetensors").read_bytes() == (head / "model.safetensors").read_bytes()
    torch.testing.assert_close(head_logits(load_head(dest)), head_logits(model), rtol=0, atol=0)


def test_pyfunc_predict_runs_the_head(tmp_path, client_cfg):
    """The version also loads as an MLflow pyfunc whose predict is the head's draft step."""
    import mlflow

    client, cfg = client_cfg
    model, head = tiny_head(tmp_path / "head", seed=3)
    run_id = start_run(cfg)
    mv = register_head(cfg, run_id, head, {"tau": 1.5}, client=client)
    assert mv.aliases == ["challenger"]
    g = torch.Generator().manual_seed(0)
    ids = torch.randint(0, 128, (5,), generator=g)
    aux = torch.randn(5, 96, generator=g)
    pyf = mlflow.pyfunc.load_model(f"models:/eagle3-tiny/{mv.version}")
    got = torch.tensor(pyf.predict([{"input_ids": ids.tolist(), "aux_hidden": aux.tolist()}])[0])
    with torch.no_grad():
        want = model(ids[None], model.fuse(aux[None]), torch.arange(5)[None])[1][0]
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)


def test_promotion_gate(tmp_path, client_cfg):
    """champion moves only when tau beats the champion's by more than the margin; challenger = newest."""
    client, cfg = client_cfg
    _, head = tiny_head(tmp_path / "head")
    name = registered_model_name(cfg)
    run_id = start_run(cfg)
    decisions = []
    for tau in (2.0, 1.9, 2.05, 2.5):
        mv = register_head(cfg, run_id, head, {"tau": tau}, client=client)
        decisions.append(promote_if_better(client, name, mv.version, tau, margin=0.1))
        assert client.get_model_version_by_alias(name, "challenger").version == mv.version
    assert decisions == [True, False, False, True]
    assert str(client.get_model_version_by_alias(name, "champion").version) == "4"
    assert "kept champion" in client.get_model_version(name, "3").tags["promotion"]
    # idempotent for a retried task, and a version without tau never displaces a measured champion
    assert promote_if_better(client, name, "4", 2.5, margin=0.1) is True
    mv5 = register_head(cfg, run_id, head, {}, client=client)
    assert promote_if_better(client, name, mv5.version, None) is False
    assert str(client.get_model_version_by_alias(name, "champion").version) == "4"


def test_paired_promotion_gate_needs_the_whole_interval_above_the_margin(tmp_path, client_cfg):
    """With a comparison against the current champion, the lower end of the paired interval decides; a
    comparison with a version that is no longer champion falls back to the point rule, and says so."""
    client, cfg = client_cfg
    _, head = tiny_head(tmp_path / "head")
    name = registered_model_name(cfg)
    run_id = start_run(cfg)

    def paired(version: int, d: float, lo: float, hi: float) -> dict:
        return {"reference": f"models:/{name}/{version}", "metric": "tau_chain", "diff": d, "diff_lo": lo,
                "diff_hi": hi, "prompts": 46}

    versions = [str(register_head(cfg, run_id, head, {}, client=client).version) for _ in range(5)]
    assert promote_if_better(client, name, versions[0], 2.0) is True
    # point estimate higher, but the interval reaches below zero: kept
    assert promote_if_better(client, name, versions[1], 2.3, paired=paired(1, 0.3, -0.02, 0.6)) is False
    why = client.get_model_version(name, versions[1]).tags["promotion"]
    assert why == (f"kept champion: paired tau_chain difference +0.3000 [-0.0200, +0.6000] vs champion v1 on 46 "
                   "prompts, lower bound vs margin 0.0")
    # the whole interval above the margin: promoted, even though the point rule would say the same
    assert promote_if_better(client, name, versions[2], 2.1, margin=0.05, paired=paired(1, 0.1, 0.06, 0.14)) is True
    assert str(client.get_model_version_by_alias(name, "champion").version) == versions[2]
    # above zero but not above the margin: kept
    assert promote_if_better(client, name, versions[3], 2.5, margin=0.05, paired=paired(3, 0.4, 0.04, 0.8)) is False
    # compared with v1, but v3 is champion now: the point rule decides, and the tag says why
    assert promote_if_better(client, name, versions[4], 2.2, paired=paired(1, 0.2, 0.1, 0.3)) is True
    why = client.get_model_version(name, versions[4]).tags["promotion"]
    assert why.startswith("promoted: tau 2.2000 vs champion v3 2.1000 + margin 0.0")
    assert f"(unpaired: compared with models:/{name}/1, the champion is now v3)" in why


def test_step_logger_batches_and_flushes(client_cfg):
    """Metrics go out every N steps in one batch, the remainder on on_end; lists expand per TTT step."""
    client, cfg = client_cfg
    run_id = start_run(cfg)
    logger = MlflowStepLogger(run_id, cfg.tracking.uri, every=5)
    for step in range(1, 5):
        logger.on_step(step, {"loss": 1.0 / step, "acc": [0.5, 0.25], "lr": 1e-4, "note": "x"})
    assert client.get_metric_history(run_id, "train/loss") == []  # buffered, not sent per step
    logger.on_step(5, {"loss": 0.2, "acc": [0.6, 0.3], "lr": 1e-4})
    assert len(client.get_metric_history(run_id, "train/loss")) == 5
    for step in range(6, 8):
        logger.on_step(step, {"loss": 0.1, "acc": [0.7, 0.4], "lr": 1e-4, "grad_norm": float("nan")})
    logger.on_end({"tokens_per_s": 1234.0, "final": {"loss": 0.1}, "head_uri": "s3://x"})
    hist = client.get_metric_history(run_id, "train/acc_1")
    assert sorted(m.step for m in hist) == list(range(1, 8))
    metrics = client.get_run(run_id).data.metrics
    assert metrics["train/summary/tokens_per_s"] == 1234.0 and "train/grad_norm" not in metrics
    # a picklable callback (trainer on another worker), and non-zero ranks stay silent
    import pickle

    clone = pickle.loads(pickle.dumps(logger))
    os.environ["RANK"] = "1"
    try:
        clone.on_step(8, {"loss": 9.0})
        clone.on_end()
    finally:
        del os.environ["RANK"]
    assert len(client.get_metric_history(run_id, "train/loss")) == 7


def test_start_run_reuses_flow_run_and_names(client_cfg):
    client, cfg = client_cfg
    a = start_run(cfg, flow_run_id="fr-42", flow_run_url="http://p/fr-42")
    assert start_run(cfg, flow_run_id="fr-42") == a  # a retried flow run logs into the same run
    assert start_run(cfg, flow_run_id="fr-43") != a
    assert target_name(load_config(None, ["target.model=/models/Meta-Llama-3.1-8B-Instruct/"])) == \
        "meta-llama-3.1-8b-instruct"
    assert target_name(load_config(None, ["target.model=/x/SmolLM2-135M.Q4_1.gguf"])) == "smollm2-135m.q4_1"
    exp = client.get_experiment(client.get_run(a).info.experiment_id)
    assert exp.tags[EXPERIMENT_KIND[0]] == EXPERIMENT_KIND[1]
    assert exp.artifact_location.endswith("/mlruns")


def test_bad_inputs_name_what_is_missing(tmp_path, client_cfg):
    client, cfg = client_cfg
    store = ArtifactStore.from_config(cfg.storage)
    _, head = tiny_head(tmp_path / "head")
    train, ev = write_train_eval(store, head)
    with pytest.raises(FileNotFoundError, match="prompts/none"):
        register_stage(cfg, store, train, ev, {"prompts": "prompts/none"})
    with pytest.raises(FileNotFoundError, match="train/missing"):
        register_stage(cfg, store, "train/missing", ev, {})
    (head / "model.safetensors").unlink()
    with pytest.raises(FileNotFoundError, match="model.safetensors"):
        register_head(cfg, start_run(cfg), head, {}, client=client)
    with pytest.raises(FileExistsError, match="not empty"):
        (tmp_path / "full").mkdir()
        (tmp_path / "full" / "x").write_text("x")
        export_version("eagle3-tiny@champion", tmp_path / "full")


def test_headline_tau_choice():
    scalars, series = eval_metrics(eval_metrics_json(2.0))
    assert series["eval/heldout-chat/accept_rate_by_pos"] == [0.8, 0.55, 0.3]
    assert headline_tau(scalars, load_config(None)) == 2.0  # the evaluate stage's headline
    assert headline_tau(scalars, load_config(None, ["tracking.promotion_benchmark=humaneval"])) == pytest.approx(2.2)
    assert headline_tau(scalars, load_config(None, ["tracking.promotion_metric=tau_tree"])) == pytest.approx(2.4)


# ------------------------------------------------------------------------------------------ slow
@pytest.mark.slow
def test_server_s3_pipeline_run(tmp_path, s3_env, target_path, tokenizer):
    """The tiny-config pipeline tail against a real `mlflow server` (sqlite backend, moto S3 artifact root)
    with the pipeline store on S3 too: the real trainer on SmolLM2 logs live through MlflowStepLogger, the real
    evaluate stage measures the head, register_stage logs the rest and registers it. Everything is read back
    through MlflowClient; the champion, downloaded from S3, reproduces the trained head's logits exactly."""
    from safetensors.torch import load_file

    from eagle_core.evaluate.report import evaluate_stage
    from eagle_core.train.trainer import train_stage
    from tests.train_helpers import first_sharegpt, make_tokenized, make_vocab

    torch.set_num_threads(2)
    endpoint, make_bucket = s3_env
    make_bucket("mlflow-art")
    make_bucket("pipeline")
    with mlflow_server(f"sqlite:///{tmp_path}/server.db", "s3://mlflow-art/mlflow",
                       env={"MLFLOW_S3_ENDPOINT_URL": endpoint}) as url:
        cfg = load_config(None, [
            f"tracking.uri={url}", "storage.root=s3://pipeline/art", f"storage.endpoint_url={endpoint}",
            f"target.model={target_path}", "tracking.target_name=smollm2-tiny", "tracking.log_every_steps=2",
            "training.ttt_length=2", "training.batch_size=2", "training.max_length=64", "training.max_steps=3",
            "training.progress=false", "draft.export_embeddings=false",
            "evaluation.benchmarks=[{name: chat, kind: jsonl, path: BENCH, num_prompts: 2}]".replace(
                "BENCH", str(tmp_path / "bench.jsonl")),
            "evaluation.max_new_tokens=8", "evaluation.tree_num_draft_tokens=4", "evaluation.threads=2",
        ])
        (tmp_path / "bench.jsonl").write_text("".join(json.dumps({"messages": [{"role": "user", "content": q}]}) + "\n"
                                                       for q in ("What is 2+2?", "Name a colour.")))
        store = ArtifactStore.from_config(cfg.storage)
        lineage = write_data_stages(store)
        n = make_tokenized(store, "tokenized/t1", tokenizer, first_sharegpt(30), max_length=64)  # real shards over t1
        store.write_manifest("tokenized/t1", rows={"train": n, "holdout": 0}, stage="tokenize")
        vocab_size = json.loads(open(f"{target_path}/config.json").read())["vocab_size"]
        make_vocab(store, "vocab/v1", "tokenized/t1", vocab_size, 256)

        run_id = start_run(cfg, flow_run_id="fr-s3", flow_run_url="http://prefect/fr-s3")
        logger = MlflowStepLogger(run_id, cfg.tracking.uri, every=cfg.tracking.log_every_steps)
        train_manifest = train_stage(cfg, store, "tokenized/t1", "vocab/v1", "train/s3", callbacks=[logger])
        eval_manifest = evaluate_stage(cfg, store, "train/s3", None, "eval/s3", train_prefix="train/s3")
        out = register_stage(cfg, store, "train/s3", "eval/s3", lineage, flow_run_id="fr-s3", run_id=run_id)

        client = tracking_setup(cfg)
        run = client.get_run(run_id)
        assert out["run_url"] == f"{url}/#/experiments/{run.info.experiment_id}/runs/{run_id}?{ML_VIEW}"
        assert run.info.artifact_uri.startswith("s3://mlflow-art/mlflow/")
        assert run.data.tags[TAG_FLOW_RUN_ID] == "fr-s3" and run.info.status == "FINISHED"
        loss = client.get_metric_history(run_id, "train/loss")
        assert train_manifest["steps"] == 3
        assert sorted(m.step for m in loss) == [1, 2, 3]  # logged live once, not replayed again
        assert {"train/acc_0", "train/acc_1", "train/lr", "train/grad_norm", "train/tokens_per_s",
                "train/summary/tokens_per_s"} <= set(run.data.metrics)
        assert run.data.metrics["eval/chat/tau_chain"] == pytest.approx(eval_manifest["tau"], rel=1e-3)  # 4 significant digits
        assert run.data.params["eval.chat.greedy_mismatches.chain"] == "0"
        assert {f"eval/chat/accept_pos{i}" for i in range(1, cfg.evaluation.num_steps + 1)} <= set(run.data.metrics)
        assert run.data.params["train.steps"] == "3" and "train/summary/steps" not in run.data.metrics
        assert {d.dataset.name for d in run.inputs.dataset_inputs} == {"prompts", "conversations", "tokenized", "train"}
        assert {a.path for a in client.list_artifacts(run_id, "eval")} >= {"eval/report.md", "eval/tau.png",
                                                                           "eval/acceptance.png", "eval/training.png"}
        assert {a.path for a in client.list_artifacts(run_id, "config")} == {"config/pipeline.yaml"}
        mv = client.get_model_version_by_alias("eagle3-smollm2-tiny", "champion")
        assert mv.run_id == run_id and set(mv.aliases) == {"champion", "challenger"}
        assert mv.tags[TAG_DRAFT_VOCAB] == "256" and mv.tags["train_digest"] == train_manifest["digest"]
        assert mv.tags["train_step"] == str(train_manifest["exported_step"]) == "3"
        assert float(mv.tags[TAG_TAU]) == pytest.approx(eval_manifest["tau"])
        # the model's files live in the S3 bucket behind the server, not on this machine
        import boto3

        keys = [o["Key"] for o in boto3.client("s3", endpoint_url=endpoint).list_objects_v2(
            Bucket="mlflow-art", Prefix="mlflow/")["Contents"]]
        assert any(k.endswith("artifacts/head/model.safetensors") for k in keys)

        dest = export_version("eagle3-smollm2-tiny@champion", tmp_path / "served", cfg.tracking.uri)
        assert json.loads((dest / "config.json").read_text())["architectures"] == ["LlamaForCausalLMEagle3"]
        embed = next(v for k, v in load_file(f"{target_path}/model.safetensors").items() if k.endswith("embed_tokens.weight"))
        trained = load_head(store.download_dir("train/s3/head", tmp_path / "trained"), embed=embed)
        torch.testing.assert_close(head_logits_for(load_head(dest, embed=embed)), head_logits_for(trained), rtol=0, atol=0)


def head_logits_for(model) -> torch.Tensor:
    """Draft logits on fixed inputs sized from the model's own config."""
    c = model.config
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(0, c.vocab_size, (1, 7), generator=g)
    aux = torch.randn(1, 7, 3 * c.target_hidden_size, generator=g, dtype=model.fc.weight.dtype)
    with torch.no_grad():
        return model(ids, model.fuse(aux), torch.arange(7)[None])[1]


@pytest.mark.slow
def test_ui_command_serves_the_store(tmp_path, client_cfg):
    """`eagle-pipeline ui` starts an MLflow server on the configured sqlite store (the pipeline's runs show)."""
    import httpx

    client, cfg = client_cfg
    start_run(cfg, flow_run_id="fr-ui")
    cfg_file = tmp_path / "cfg.yaml"
    cfg_file.write_text(cfg.to_yaml())
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "eagle_core.cli", "ui", "--config", str(cfg_file), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_http(f"http://127.0.0.1:{port}/health", timeout=180, proc=proc)
        r = httpx.post(f"http://127.0.0.1:{port}/api/2.0/mlflow/experiments/search", json={"max_results": 10}, timeout=30)
        assert "eagle3-tiny" in [e["name"] for e in r.json()["experiments"]]
        proc.send_signal(15)  # SIGTERM to the command alone, as a service manager sends it: the server goes too
        proc.wait(timeout=60)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                httpx.get(f"http://127.0.0.1:{port}/health", timeout=2)
            except httpx.HTTPError:
                break
            time.sleep(0.5)
        else:
            pytest.fail("the MLflow server still answers after `eagle-pipeline ui` was stopped")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, 9)
        proc.wait(timeout=30)


def test_compare_reference_is_the_pinned_champion_unless_it_is_this_head(tmp_path, client_cfg):
    """The compare stage pairs with the champion as `models:/name/N` (so its cache key moves with the alias); not
    before there is one, not under promotion_rule point, not when the champion is this very head. The champion's
    local copy is keyed by its tracking store too."""
    from eagle_core.registry.promotion import champion_ref, pinned_ref
    from tasks.model import compare_reference, local_head

    client, cfg = client_cfg
    assert compare_reference(cfg, {"digest": "d1"}) is None  # no registered model yet
    assert champion_ref(cfg) is None
    _, head = tiny_head(tmp_path / "head")
    run_id = start_run(cfg)
    mv = register_head(cfg, run_id, head, {"train_digest": "d1"}, client=client)
    assert promote_if_better(client, registered_model_name(cfg), mv.version, 2.0) is True
    name = registered_model_name(cfg)
    assert compare_reference(cfg, {"digest": "d1"}) is None  # a cached re-run: the champion is this head
    assert compare_reference(cfg, {"digest": "d2"}) == f"models:/{name}/1"
    assert champion_ref(cfg) == f"models:/{name}@champion"  # what a retrain warm-starts from
    assert pinned_ref(cfg, champion_ref(cfg)) == f"models:/{name}/1" and pinned_ref(cfg, "a/dir") == "a/dir"
    point = cfg.model_copy(deep=True)
    point.tracking.promotion_rule = "point"
    assert compare_reference(point, {"digest": "d2"}) is None
    cfg.storage.cache_dir = str(tmp_path / "cache")
    folder = Path(local_head(cfg, f"models:/{name}/1"))
    store = hashlib.sha256(resolve_tracking_uri(cfg.tracking.uri).encode()).hexdigest()[:12]
    assert folder == tmp_path / "cache" / "heads" / f"{store}-{name}-1"  # name/1 of another store is another head
    assert (folder / "model.safetensors").read_bytes() == (head / "model.safetensors").read_bytes()
