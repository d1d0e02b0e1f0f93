from pathlib import Path

import pytest

from eagle_core.config import ConfigError, load_config

CONFIGS = Path(__file__).resolve().parent.parent / "configs"


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
