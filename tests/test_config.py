from pathlib import Path

import pytest

from eagle_core.config import ConfigError, PipelineConfig, load_config

ROOT = Path(__file__).resolve().parent.parent
CONFIGS = ROOT / "configs"


def test_defaults_validate():
    cfg = load_config()
    assert cfg.target.model == "smollm2-135m-instruct"
    assert cfg.training.ttt_length == 7


def test_override_types_and_nested_list():
    cfg = load_config(None, ["training.lr=5e-5", "training.max_steps=10", "data.sources.0.limit=7", "pii.enabled=false"])
    assert cfg.training.lr == 5e-5 and cfg.training.max_steps == 10
    assert cfg.pii.enabled is False


def test_unknown_key_names_the_key(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text("training:\n  learning_rate: 1e-4\n")
    with pytest.raises(ConfigError, match=r"training\.learning_rate"):
        load_config(p)


def test_bad_value_names_the_key():
    with pytest.raises(ConfigError, match=r"training\.lr"):
        load_config(None, ["training.lr=-1"])
    with pytest.raises(ConfigError, match=r"target\.aux_hidden_state_ids"):
        load_config(None, ["target.aux_hidden_state_ids=[1,2]"])


def test_paired_promotion_needs_a_tau_metric():
    with pytest.raises(ConfigError, match=r"tracking: .*promotion_rule 'paired' decodes acceptance lengths .*'speedup'"):
        load_config(None, ["tracking.promotion_metric=speedup"])
    assert load_config(None, ["tracking.promotion_metric=speedup", "tracking.promotion_rule=point"]).tracking.promotion_rule == "point"


def test_malformed_override():
    with pytest.raises(ConfigError, match="key.path=value"):
        load_config(None, ["training.lr"])


@pytest.mark.parametrize("name", ["demo.yaml", "llama3.1-8b.yaml", "qwen3-4b.yaml"])
def test_shipped_configs_validate(name):
    cfg = load_config(CONFIGS / name)
    assert cfg.name


def test_section_digest_changes_only_with_section():
    a = load_config()
    b = load_config(None, ["training.lr=3e-4"])
    assert a.section_digest("data", "pii") == b.section_digest("data", "pii")
    assert a.section_digest("training") != b.section_digest("training")


def test_configuration_reference_is_current():
    """docs/configuration.md is generated from the models and their comments: a key added, renamed or re-commented
    in config.py without regenerating it fails here (python -m eagle_core.config_reference > docs/configuration.md)."""
    from eagle_core.config_reference import reference_markdown

    doc = (ROOT / "docs" / "configuration.md").read_text()
    assert doc == reference_markdown()
    for section in PipelineConfig.model_fields:  # every section and key is there
        assert f"| `{section}` |" in doc
    for key in ("ctx_per_slot", "holdout_fraction", "promotion_rule", "non_english"):
        assert f"| `{key}` |" in doc


def test_config_show_prints_the_resolved_config_with_secrets_masked(capsys):
    """`eagle-pipeline config --show`: the file, defaults and --set overrides applied, as YAML that loads back into
    the same config once the masked values are put back; what MLflow never gets is masked here too: a secret
    (engine.api_key), a secret flag in engine.extra_args, credentials in a URL, PII term lists."""
    import yaml

    from eagle_core.cli import main

    sets = ["data.sources.0.limit=30", "engine.api_key=sk-secret-789",
            "engine.extra_args=[--api-key, sk-secret-456, --log-level, info]",
            "tracking.uri=http://alice:pw-321@mlflow:5000", "pii.allow_list=[Anastasia Petrova]"]
    assert main(["config", "--show", "--config", str(ROOT / "configs" / "demo.yaml"),
                 *[x for kv in sets for x in ("--set", kv)]]) == 0
    out = capsys.readouterr().out
    for raw in ("sk-secret-789", "sk-secret-456", "pw-321", "alice", "Anastasia"):
        assert raw not in out
    shown = yaml.safe_load(out)
    assert shown["engine"]["api_key"] == "***" and shown["data"]["sources"][0]["limit"] == 30
    assert shown["engine"]["extra_args"] == ["--api-key", "***", "--log-level", "info"]
    assert shown["tracking"]["uri"] == "http://***@mlflow:5000"
    assert shown["pii"]["allow_list"] == "<redacted: 1 items>"
    expected = load_config(str(ROOT / "configs" / "demo.yaml"), sets)
    shown["engine"]["api_key"], shown["engine"]["extra_args"] = expected.engine.api_key, expected.engine.extra_args
    shown["tracking"]["uri"] = expected.tracking.uri
    for key in ("allow_list", "deny_lists", "custom_recognizers"):
        shown["pii"][key] = getattr(expected.pii, key)
    assert PipelineConfig.model_validate(shown) == expected
