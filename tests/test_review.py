"""What a reviewer reads in MLflow: every setting, readable metrics, the version page, the self-contained report.

Against the embedded sqlite store and the real registry code; the browser test (slow) opens a real `mlflow server`
in headless Chromium and reads the pages as a reviewer sees them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from eagle_core.config import load_config
from eagle_core.config_redaction import secret_paths
from eagle_core.registry.metrics import MlflowStepLogger, replay_metrics_jsonl
from eagle_core.registry.params import flatten, log_config, param_str
from eagle_core.registry.tracking import ensure_experiment, start_run, tracking_setup
from eagle_core.registry.ui import experiment_url, run_url, ui_links, version_url
from eagle_core.review import git_commit

ROOT = Path(__file__).resolve().parents[1]
# the settings a substring pattern on "token" used to drop
TOKEN_KEYS = ("regeneration.max_tokens", "data.max_prompt_tokens", "evaluation.max_new_tokens",
              "evaluation.num_draft_tokens", "evaluation.tree_num_draft_tokens", "evaluation.serving_max_tokens",
              "engine.speculative_num_draft_tokens", "tokenization.batch_size", "tokenization.max_length",
              "tokenization.shard_size")


def _collapsed(flat: dict, prefixes: set[str]) -> dict:
    """Keys under a PII term list collapse to the list's own key (its value is replaced by a count)."""
    out = {}
    for k, v in flat.items():
        hit = next((p for p in prefixes if k == p or k.startswith(p + ".")), None)
        out[hit or k] = v if hit is None else "<collapsed>"
    return out


def test_every_non_secret_setting_reaches_params_and_yaml(tmp_path):
    """The demo config, flattened: each key but the secret is a run param (same value) and in config/pipeline.yaml;
    the secret (marked in the config model, not matched by substring) is in neither, nor its value."""
    cfg = load_config(str(ROOT / "configs/demo.yaml"), [
        f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", f"storage.root={tmp_path}/artifacts",
        "engine.api_key=sk-secret-123", "engine.extra_args=[--api-key, sk-secret-456, --log-level, info]",
        "pii.deny_lists={PERSON: [Jane Roe]}"])
    assert secret_paths() == {"engine.api_key"}
    client = tracking_setup(cfg)
    run_id = start_run(cfg)
    log_config(run_id, cfg, client)
    params = client.get_run(run_id).data.params
    text_keys = {"pii.deny_lists", "pii.allow_list", "pii.custom_recognizers"}
    want = _collapsed(flatten(cfg.model_dump(mode="json")), text_keys)
    want.pop("engine.api_key")
    assert set(want) <= set(params)
    for k, v in want.items():
        if v != "<collapsed>" and k != "engine.extra_args":
            assert params[k] == param_str(v), k
    assert "engine.api_key" not in params and set(TOKEN_KEYS) <= set(params)
    assert params["regeneration.max_tokens"] == "64" and params["tokenization.max_length"] == "384"
    assert json.loads(params["engine.extra_args"]) == ["--api-key", "***", "--log-level", "info"]
    local = client.download_artifacts(run_id, "config/pipeline.yaml", str(tmp_path / "dl"))
    text = Path(local).read_text()
    flat_yaml = flatten(yaml.safe_load(text))
    assert set(flat_yaml) == set(want)
    assert flat_yaml["regeneration.max_tokens"] == 64 and flat_yaml["evaluation.num_draft_tokens"] == 4
    dump = text + json.dumps(params)
    assert "sk-secret-123" not in dump and "sk-secret-456" not in dump and "Jane Roe" not in dump


def _two_versions(tmp_path, *extra: str, **kw):
    from eagle_core.storage import ArtifactStore
    from tests.registry_helpers import register_two_versions

    cfg = load_config(None, [f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", f"storage.root={tmp_path}/artifacts",
                             "tracking.target_name=tiny", *extra])
    store = ArtifactStore.from_config(cfg.storage)
    first, second = register_two_versions(cfg, store, tmp_path, **kw)
    return cfg, tracking_setup(cfg), first, second


def test_version_page_run_metrics_and_provenance(tmp_path):
    """A challenger's version description is the reviewer's page: decision and rule, tau and speedup per benchmark
    with intervals, the paired difference against champion v1, the training data, links. The run carries readable
    metrics (one tau per benchmark and mode, acceptance per position), counts as params, stage seconds, provenance."""
    cfg, client, first, second = _two_versions(tmp_path, "tracking.promotion_margin=0.1")
    assert second["promoted"] is False and second["aliases"] == ["challenger"]
    page = client.get_model_version("eagle3-tiny", "2").description
    assert page == client.get_model_version_by_alias("eagle3-tiny", "challenger").description
    assert "**Decision:** kept champion: paired tau_chain difference +0.1200 [+0.0500, +0.2000] vs champion v1" in page
    assert "lies above the margin 0.1 (`tracking.promotion_rule: paired`)" in page
    assert "| heldout-chat | 10 | 2.30 [2.18, 2.40] | 2.60 [2.50, 2.70] | 1.60x [1.40, 1.80] |" in page
    assert "#### Against champion v1 (paired: same prompts, same settings)" in page
    assert "| heldout-chat | 10 | 2.30 | 2.18 | +0.120 [+0.050, +0.200] |" in page
    assert "| held-out set | 2 conversations, 300 tokens of which 120 in answers |" in page
    assert "30 (76.9%) cut at the cap `regeneration.max_tokens` = 64" in page
    assert "| PII found (by type) | EMAIL_ADDRESS 2, PERSON 7; records dropped: 1 |" in page
    assert "| regeneration failures | 1 |" in page
    run_id = second["run_id"]
    assert f"[demo-fr-2](#/experiments/1/runs/{run_id}?workflowType=machine_learning)" in page
    assert f"(#/experiments/1/runs/{run_id}/artifacts/eval/report.html?workflowType=machine_learning)" in page
    assert "[fr-2](http://prefect:4200/runs/flow-run/fr-2)" in page
    v1 = client.get_model_version("eagle3-tiny", "1").description
    assert "**Decision:** promoted: first version" in v1 and "Against champion" not in v1
    run = client.get_run(run_id)
    assert page in run.data.tags["mlflow.note.content"]  # the run description carries the same page
    assert "whole 95% interval of its paired tau_chain difference" in client.get_registered_model("eagle3-tiny").description

    m, p, t = run.data.metrics, run.data.params, run.data.tags
    assert not {"tau", "eval/tau", "eval/heldout-chat/num_prompts", "train/summary/steps"} & set(m)
    assert [m[f"eval/heldout-chat/accept_pos{i}"] for i in (1, 2, 3)] == [0.8, 0.55, 0.3]
    assert len(client.get_metric_history(run_id, "eval/heldout-chat/accept_pos1")) == 1
    assert m["data/answers_capped_share"] == 0.7692 and m["time/conversations_s"] == 301.5
    assert m["promotion/diff_lo"] == 0.05
    assert p["stats.heldout_rows"] == "2" and p["stats.pii.PERSON"] == "7" and p["stats.answer_tokens"] == "2101"
    assert p["stats.regeneration_failures"] == "1" and p["train.steps"] == "12"
    assert t["eagle.stage.train.key"] == "h2" and t["eagle.stage.train.version"] == "2"
    assert t["eagle.stage.tokenized.key"] == "t1" and t["eagle.stage.compare.key"] == "k1"
    assert t["eagle.package_version"] == "0.1.0" and t["mlflow.source.name"].startswith("eagle-pipeline")
    assert t["mlflow.source.git.commit"] == git_commit()[0]  # this checkout's HEAD
    mv_tags = client.get_model_version("eagle3-tiny", "2").tags
    assert mv_tags["eagle.stage.evaluate.key"] == "e2" and mv_tags["eagle.git_commit"].startswith(
        t["mlflow.source.git.commit"])
    assert second["version_url"] == "http://127.0.0.1:5000/#/models/eagle3-tiny/versions/2?workflowType=machine_learning"


def test_html_report_is_self_contained(tmp_path):
    """eval/report.html: titled by model version, the plots embedded as base64, the champion comparison table;
    no sentence about a serving table when none exists."""
    import base64
    import re

    cfg, client, first, second = _two_versions(tmp_path)
    html = Path(client.download_artifacts(second["run_id"], "eval/report.html", str(tmp_path / "dl"))).read_text()
    assert "<title>eagle3-tiny v2</title>" in html and "<h1>eagle3-tiny v2</h1>" in html
    imgs = re.findall(r'<img alt="([^"]+)" src="data:image/png;base64,([^"]+)"', html)
    assert [a for a, _ in imgs] == ["acceptance"]
    assert base64.b64decode(imgs[0][1]).startswith(b"\x89PNG")
    assert "Against champion v1 (paired: same prompts, same settings)" in html
    assert "<td>+0.120 [+0.050, +0.200]</td>" in html and "serving table" not in html
    md = Path(client.download_artifacts(second["run_id"], "eval/report.md", str(tmp_path / "dl2"))).read_text()
    assert md.startswith("# EAGLE-3 head evaluation: eagle3-tiny v2\n") and "serving table" not in md


def test_default_experiment_retired_and_links_open_the_training_view(tmp_path):
    """A new store's empty `Default` experiment is soft-deleted when the pipeline's experiment is made (not when it
    holds runs); `eagle-pipeline ui` lists the runs table, the champion's page and the last run, each in the
    model-training view (MLflow 3.17 opens the GenAI view otherwise)."""
    from mlflow.entities import ViewType

    cfg, client, first, second = _two_versions(tmp_path)
    active = [e.name for e in client.search_experiments(view_type=ViewType.ACTIVE_ONLY)]
    assert active == ["eagle3-tiny"]
    assert client.get_experiment("0").lifecycle_stage == "deleted"
    lines = ui_links(cfg, "http://h:1")
    exp = first["experiment_id"]
    assert lines == [f"  runs: http://h:1/#/experiments/{exp}/runs?workflowType=machine_learning",
                     "  champion: http://h:1/#/models/eagle3-tiny/versions/2?workflowType=machine_learning",
                     "  challenger: http://h:1/#/models/eagle3-tiny/versions/2?workflowType=machine_learning",
                     f"  last run: http://h:1/#/experiments/{exp}/runs/{second['run_id']}?workflowType=machine_learning"]
    # a store whose Default already holds a run keeps it
    other = load_config(None, [f"tracking.uri=sqlite:///{tmp_path}/other.db", "tracking.target_name=x"])
    c2 = tracking_setup(other)
    c2.create_run("0")
    ensure_experiment(c2, other)
    assert c2.get_experiment("0").lifecycle_stage == "active"


def test_step_logger_records_system_metrics_while_training(tmp_path):
    """A live training logger samples CPU/memory as `system/*` metrics (psutil is installed here) and stops on
    on_end; a replay of metrics.jsonl at registration does not."""
    import time

    cfg = load_config(None, [f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", "tracking.target_name=tiny"])
    client = tracking_setup(cfg)
    run_id = start_run(cfg)
    logger = MlflowStepLogger(run_id, cfg.tracking.uri, every=1)
    logger.system_metrics_interval_s = 0.5
    logger.on_step(1, {"loss": 1.0})
    time.sleep(2.5)
    logger.on_end({"steps": 1, "tokens_per_s": 10.5, "world_size": 1, "mode": "online"})
    assert logger._monitor is None
    data = client.get_run(run_id).data
    assert "system/cpu_utilization_percentage" in data.metrics
    assert data.params["train.world_size"] == "1" and data.params["train.mode"] == "online"
    assert "train/summary/world_size" not in data.metrics and data.metrics["train/summary/tokens_per_s"] == 10.5
    replay_run = start_run(cfg)
    replay_metrics_jsonl(['{"step": 1, "loss": 2.0}'], MlflowStepLogger(replay_run, cfg.tracking.uri,
                                                                           system_metrics=False))
    assert not any(k.startswith("system/") for k in client.get_run(replay_run).data.metrics)


# ------------------------------------------------------------------------------------------ slow: the browser
def _chromium_module():
    import importlib.util
    import shutil

    if not any(shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")):
        pytest.skip("no Chromium (Debian: apt-get install -y chromium; .ci/run installs it)")
    spec = importlib.util.spec_from_file_location("mlflow_screenshot", ROOT / "scripts/mlflow_screenshot.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.slow
def test_reviewer_pages_in_the_browser(tmp_path):
    """A real `mlflow server` over a registry with a champion (v1) and a challenger (v2, compared with v1), opened in
    headless Chromium as a reviewer would: the experiment link lands on the runs (not the GenAI overview), the run
    shows its description, readable metrics and every setting, the version page shows the one-page summary with
    the champion comparison, and the HTML report shows its plots as images. Screenshots are kept as test artifacts
    ($EAGLE_TEST_ARTIFACTS, else the test's tmp folder)."""
    import os

    from tests.registry_helpers import mlflow_server

    shot = _chromium_module()
    out = Path(os.environ.get("EAGLE_TEST_ARTIFACTS") or tmp_path / "screenshots")
    cfg, client, first, second = _two_versions(tmp_path, "tracking.promotion_margin=0.1")
    assert second["aliases"] == ["challenger"]
    assert str(client.get_model_version_by_alias("eagle3-tiny", "champion").version) == "1"
    exp, run_id = first["experiment_id"], second["run_id"]
    with mlflow_server(f"sqlite:///{tmp_path}/mlflow.db") as url:
        browser = shot.Chromium(1400, 1100, timeout=90)
        try:
            def page(route: str, name: str, wait: list[str]) -> str:
                browser.screenshot(f"{url}/#{route}", out / f"{name}.png", wait_texts=wait, settle_s=2)
                return browser.js("document.body.innerText")

            # the GenAI overview is what a bare experiment link shows; the printed link opens the runs table
            text = page(f"/experiments/{exp}", "experiment_genai_view", ["Overview", "Total Cost"])
            assert "demo-fr-2" not in text
            link = experiment_url(cfg, exp).split("/#", 1)[1]
            text = page(link, "experiment_runs", ["demo-fr-1", "demo-fr-2"])
            assert "Run Name" in text and "eagle-pipeline 0.1.0" in text  # the Source column

            text = page(run_url(cfg, exp, run_id).split("/#", 1)[1], "run", ["demo-fr-2", "Parameters ("])
            for setting in TOKEN_KEYS[:3] + ("tokenization.max_length", "stats.heldout_rows", "stats.pii.PERSON"):
                assert setting in text, setting
            assert "eval/heldout-chat/accept_pos1" in text and "Against champion v1" in text
            assert "api_key" not in text

            text = page(version_url(cfg, "eagle3-tiny", 2).split("/#", 1)[1], "version",
                        ["Version 2", "Against champion v1"])
            assert "Decision: kept champion: paired tau_chain difference +0.1200 [+0.0500, +0.2000]" in text
            assert "heldout-chat\t10\t2.30 [2.18, 2.40]\t2.60 [2.50, 2.70]\t1.60x [1.40, 1.80]" in text
            assert "heldout-chat\t10\t2.30\t2.18\t+0.120 [+0.050, +0.200]" in text  # the paired table
            assert "held-out set\t2 conversations" in text and "regeneration.max_tokens = 64" in text
            assert "challenger" in text

            text = page(f"/experiments/{exp}/runs/{run_id}/artifacts/eval/report.html", "report",
                        ["eval/report.html", "KB"])
            frames = [json.loads(f) for f in browser.frames_js(
                "JSON.stringify({title: document.title, text: document.body.innerText, images: "
                "Array.from(document.images).map(i => [i.alt, i.naturalWidth, i.src.slice(0, 22)])})")]
            report = next(f for f in frames if f["title"] == "eagle3-tiny v2")
            assert report["images"] == [["acceptance", 200, "data:image/png;base64,"]]  # decoded, shown
            assert "Against champion v1" in report["text"] and "+0.120 [+0.050, +0.200]" in report["text"]
        finally:
            browser.close()
    assert all((out / f"{n}.png").stat().st_size > 10_000 for n in ("experiment_runs", "run", "version", "report"))


def test_data_statistics_from_real_manifest_layouts():
    """The figures come from the stages' own manifest fields: extract (sources, dropped by scrub), regenerate
    (answers, tokens, finish reasons, failures), tokenize (splits), vocab (coverage), PII reports (entities)."""
    from eagle_core.review import data_statistics, statistics_metrics_and_params

    stats = data_statistics({
        "prompts": {"rows": 980, "dropped_by_scrub": 3, "seconds": 61.0,
                    "sources": [{"name": "sharegpt", "kind": "sharegpt", "read": 1000, "kept": 983, "malformed": 0}]},
        "conversations": {"rows": 978, "failures": 2, "assistant_turns": 978, "completion_tokens": 59584,
                          "finish_reasons": {"length": 855, "stop": 123}, "engine": "cpu", "config": {"max_tokens": 64},
                          "this_run": {"seconds": 1203.25}},
        "tokenized": {"splits": {"train": {"rows": 929, "tokens": 150000, "masked": 58000, "truncated": 1},
                                 "holdout": {"rows": 49, "tokens": 8000, "masked": 3100, "truncated": 0}}},
        "vocab": {"draft_vocab_size": 4096, "coverage": 0.971234, "seconds": 2.5},
    }, {"prompts": {"entities": {"PERSON": 12, "EMAIL_ADDRESS": 3}}})
    assert stats["answers_capped"] == 855 and stats["answers_capped_share"] == 0.8742
    assert stats["heldout_rows"] == 49 and stats["train_assistant_tokens"] == 58000
    assert stats["draft_vocab_coverage"] == 0.9712 and stats["pii_entities"] == {"EMAIL_ADDRESS": 3, "PERSON": 12}
    metrics, params = statistics_metrics_and_params(stats)
    assert metrics == {"data/answers_capped_share": 0.8742, "data/draft_vocab_coverage": 0.9712,
                       "time/prompts_s": 61.0, "time/conversations_s": 1203.2, "time/vocab_s": 2.5}
    assert params["stats.pii.PERSON"] == "12" and params["stats.source.sharegpt.kept"] == "983"
    assert params["stats.regeneration_failures"] == "2" and params["stats.answer_cap"] == "64"
