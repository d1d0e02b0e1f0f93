"""Engine launching: always stopped, clear startup errors, logs mirrored; SGLang commands parse with SGLang itself."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import typing
import time
from pathlib import Path

import httpx
import pytest

from eagle_core.config import EngineConfig, PipelineConfig
from eagle_core.engines import sglang
from eagle_core.engines.launch import EngineError, engine_for, launched_engine
from eagle_core.engines.registry import get_engine, known_kinds
from eagle_core.storage import ArtifactStore

HELPER = str(Path(__file__).with_name("regen_helpers.py"))
FAKE = [sys.executable, HELPER, "serve", "--port", "{port}"]


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


def _wait_gone(pgid: int, timeout: float = 20.0) -> bool:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if not _group_alive(pgid):
            return True
        time.sleep(0.1)
    return False


def test_engine_stopped_when_body_raises(tmp_path):
    store = ArtifactStore(str(tmp_path / "store"))
    pgid = None
    with pytest.raises(RuntimeError, match="boom"):
        with launched_engine(FAKE, store=store, log_key="logs/engine.log", startup_timeout_s=60, stop_grace_s=5) as eng:
            pgid = os.getpgid(eng.proc.pid)
            assert pgid == eng.proc.pid  # its own process group
            assert httpx.get(eng.base_url + "/health").status_code == 200
            raise RuntimeError("boom")
    assert _wait_gone(pgid), "engine process group still alive after the body raised"
    assert "fake-openai-server booting" in store.read_text("logs/engine.log")  # log mirrored into the store


def test_engine_stopped_on_keyboard_interrupt_and_sigkilled_if_sigterm_ignored(tmp_path):
    # A server that ignores SIGTERM must still be gone after the grace period.
    cmd = [sys.executable, "-c",
           "import signal,subprocess,sys; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
           f"subprocess.run([sys.executable, {HELPER!r}, 'serve', '--port', sys.argv[1]])", "{port}"]
    with pytest.raises(KeyboardInterrupt):
        with launched_engine(cmd, log_path=tmp_path / "e.log", startup_timeout_s=60, stop_grace_s=1) as eng:
            pgid = eng.proc.pid
            raise KeyboardInterrupt
    assert _wait_gone(pgid), "SIGTERM-ignoring engine (and its child) not killed"


def test_never_healthy_engine_fails_with_log_tail(tmp_path):
    t0 = time.time()
    with pytest.raises(EngineError) as err:
        with launched_engine(FAKE + ["--never-healthy"], log_path=tmp_path / "e.log", startup_timeout_s=4, stop_grace_s=2):
            pytest.fail("body must not run")
    msg = str(err.value)
    assert "not ready after 4s" in msg and "fake-openai-server booting" in msg, msg
    assert time.time() - t0 < 30


def test_engine_exiting_at_startup_fails_fast_with_log_tail(tmp_path):
    cmd = [sys.executable, "-c", "import sys; print('bad flag --nope'); sys.exit(3)"]
    t0 = time.time()
    with pytest.raises(EngineError, match=r"(?s)exited with code 3.*bad flag --nope"):
        with launched_engine(cmd, log_path=tmp_path / "e.log", startup_timeout_s=120):
            pass
    assert time.time() - t0 < 30


def test_external_engine_is_only_health_checked(tmp_path):
    with launched_engine(FAKE, log_path=tmp_path / "e.log", startup_timeout_s=60) as running:
        cfg = PipelineConfig()
        cfg.engine.kind = "external"
        cfg.engine.base_url = running.base_url + "/v1"
        with engine_for(cfg, "unused-target") as eng:
            assert eng.base_url == running.base_url and eng.process.proc is None
            assert eng.model == "fake-model"  # first of /v1/models
        assert running.proc.poll() is None  # an external engine is never stopped by us
    cfg.engine.base_url = "http://127.0.0.1:9"  # nothing listens there
    cfg.engine.startup_timeout_s = 1
    with pytest.raises(EngineError, match="not ready"):
        with engine_for(cfg, "unused-target"):
            pass


def test_external_engine_uses_the_configured_model_name_and_needs_a_base_url(tmp_path):
    cfg = PipelineConfig()
    cfg.engine.kind = "external"
    with pytest.raises(ValueError, match="engine.kind=external needs engine.base_url"):
        with engine_for(cfg, "unused-target"):
            pytest.fail("body must not run")
    with launched_engine(FAKE, log_path=tmp_path / "e.log", startup_timeout_s=60) as running:
        cfg.engine.base_url = running.base_url
        cfg.engine.served_model_name = "configured"
        with engine_for(cfg, "unused-target") as eng:
            assert (eng.model, eng.kind, eng.openai_base_url) == ("configured", "external", running.base_url + "/v1")


def test_registry_has_one_engine_per_configurable_kind():
    assert known_kinds() == sorted(typing.get_args(EngineConfig.model_fields["kind"].annotation))
    assert known_kinds() == ["cpu", "external", "llamacpp", "sglang"]
    assert all(get_engine(kind).kind == kind for kind in known_kinds())
    cfg = PipelineConfig()
    assert get_engine("sglang").served_model_name(cfg, "/t", "http://x") == "/t"
    cfg.engine.served_model_name = "named"
    assert get_engine("llamacpp").served_model_name(cfg, "/t", "http://x") == "named"
    assert get_engine("cpu").served_model_name(cfg, "/t", "http://x") == "/t"  # transformers serve: the path


def test_unknown_engine_kind_names_the_known_ones():
    cfg = PipelineConfig()
    cfg = cfg.model_copy(update={"engine": cfg.engine.model_copy(update={"kind": "vllm"})})  # past validation
    with pytest.raises(ValueError, match=r"unknown engine.kind 'vllm'; known kinds: cpu, external, llamacpp, sglang"):
        with engine_for(cfg, "t"):
            pytest.fail("body must not run")


def test_importing_launch_does_not_import_torch():
    code = "import sys, eagle_core.engines.launch; print('torch' in sys.modules, 'transformers' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).parents[1])  # `-c` imports this checkout first
    assert out.stdout.split() == ["False", "False"]


def test_cpu_engine_refuses_a_draft_head():
    with pytest.raises(ValueError, match="kind=sglang"):
        with engine_for(PipelineConfig(), "t", draft_path="/some/head"):
            pass


# ----------------------------------------------------------------------------- SGLang commands


def _draft_folder(tmp_path: Path, target_path: str) -> Path:
    """A head folder as export writes it (config only: SGLang resolves arguments from config.json)."""
    import json

    tcfg = json.loads((Path(target_path) / "config.json").read_text())
    d = tmp_path / "head"
    d.mkdir()
    (d / "config.json").write_text(json.dumps({
        "architectures": ["LlamaForCausalLMEagle3"], "model_type": "llama", "num_hidden_layers": 1,
        "hidden_size": tcfg["hidden_size"], "intermediate_size": tcfg["intermediate_size"],
        "num_attention_heads": tcfg["num_attention_heads"], "num_key_value_heads": tcfg["num_key_value_heads"],
        "vocab_size": tcfg["vocab_size"], "draft_vocab_size": 8192, "rms_norm_eps": tcfg["rms_norm_eps"],
        "max_position_embeddings": tcfg["max_position_embeddings"], "tie_word_embeddings": False,
        "hidden_act": "silu", "torch_dtype": "float32",
    }))
    return d


def test_sglang_commands_parse_with_sglang_server_args(tmp_path, target_path):
    if not sglang.parse_env_dir().is_dir():
        pytest.fail(f"SGLang's parser is not installed at {sglang.parse_env_dir()}: run scripts/setup.sh")
    head = _draft_folder(tmp_path, target_path)
    cfg = PipelineConfig()
    big = PipelineConfig()
    big.engine.tp_size, big.engine.dp_size, big.engine.dtype = 2, 2, "bfloat16"
    big.engine.context_length, big.engine.mem_fraction_static = 4096, 0.8
    big.engine.served_model_name = "target"
    big.engine.speculative_num_steps, big.engine.speculative_eagle_topk, big.engine.speculative_num_draft_tokens = 5, 4, 16
    big.engine.extra_args = ["--enable-metrics"]
    cmds = {
        "target": sglang.server_command(target_path, cfg.engine, host="127.0.0.1", port=30000),
        "eagle3-chain": sglang.server_command(target_path, cfg.engine, draft_path=str(head), host="127.0.0.1", port=30001),
        "target-big": sglang.server_command(target_path, big.engine, host="0.0.0.0", port=30002),
        "eagle3-tree": sglang.server_command(target_path, big.engine, draft_path=str(head), host="127.0.0.1", port=30003),
        "bad-flag": sglang.server_command(target_path, cfg.engine, host="127.0.0.1", port=30004) + ["--no-such-flag"],
    }
    results = dict(zip(cmds, sglang.check_commands(list(cmds.values()))))
    for name in ("target", "eagle3-chain", "target-big", "eagle3-tree"):
        assert results[name]["ok"], f"{name}: {results[name]['error']}"
    assert not results["bad-flag"]["ok"] and "--no-such-flag" in results["bad-flag"]["error"]
    chain = results["eagle3-chain"]["resolved"]
    assert chain["speculative_algorithm"] == "EAGLE3" and chain["speculative_draft_model_path"] == str(head)
    # SGLang kept exactly what we asked for (it silently rewrites inconsistent chain settings).
    assert (chain["speculative_num_steps"], chain["speculative_eagle_topk"], chain["speculative_num_draft_tokens"]) == (3, 1, 4)
    tree = results["eagle3-tree"]["resolved"]
    assert (tree["speculative_num_steps"], tree["speculative_eagle_topk"], tree["speculative_num_draft_tokens"]) == (5, 4, 16)
    bigr = results["target-big"]["resolved"]
    assert (bigr["tp_size"], bigr["dp_size"], bigr["dtype"], bigr["context_length"]) == (2, 2, "bfloat16", 4096)
    assert bigr["mem_fraction_static"] == 0.8 and bigr["served_model_name"] == "target"
    assert results["target"]["resolved"]["model_path"] == target_path


def test_engine_for_sglang_builds_the_launch_command():
    cfg = PipelineConfig()
    cfg.engine.speculative_num_draft_tokens = 9  # inconsistent with a chain: the builder uses steps + 1
    cmd = sglang.server_command("/m", cfg.engine, draft_path="/h")
    args = sglang.launch_args(cmd)
    assert args[args.index("--speculative-num-draft-tokens") + 1] == "4"
    assert args[args.index("--model-path") + 1] == "/m" and "{port}" in args
