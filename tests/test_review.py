"""What a reviewer reads in MLflow: every setting, readable metrics, the version page, the self-contained report.

Against the embedded sqlite store and the real registry code; the browser test (slow) opens a real `mlflow server`
in headless Chromium and reads the pages as a reviewer sees them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from eagle_core import registry as R
from eagle_core.config import load_config

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
    assert R.secret_paths() == {"engine.api_key"}
    client = R.tracking_setup(cfg)
    run_id = R.start_run(cfg)
    R.log_config(run_id, cfg, client)
    params = client.get_run(run_id).data.params
    text_keys = {"pii.deny_lists", "pii.allow_list", "pii.custom_recognizers"}
    want = _collapsed(R.flatten(cfg.model_dump(mode="json")), text_keys)
    want.pop("engine.api_key")
    assert set(want) <= set(params)
    for k, v in want.items():
        if v != "<collapsed>" and k != "engine.extra_args":
            assert params[k] == R._param_str(v), k
    assert "engine.api_key" not in params and set(TOKEN_KEYS) <= set(params)
    assert params["regeneration.max_tokens"] == "64" and params["tokenization.max_length"] == "384"
    assert json.loads(params["engine.extra_args"]) == ["--api-key", "***", "--log-level", "info"]
    local = client.download_artifacts(run_id, "config/pipeline.yaml", str(tmp_path / "dl"))
    text = Path(local).read_text()
    flat_yaml = R.flatten(yaml.safe_load(text))
    assert set(flat_yaml) == set(want)
    assert flat_yaml["regeneration.max_tokens"] == 64 and flat_yaml["evaluation.num_draft_tokens"] == 4
    dump = text + json.dumps(params)
    assert "sk-secret-123" not in dump and "sk-secret-456" not in dump and "Jane Roe" not in dump
