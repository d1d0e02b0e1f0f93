"""Registry test inputs: a tiny real exported head, committed stage outputs in the agreed layouts, an MLflow server."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import torch

from tests.conftest import free_port, wait_http

VOCAB, HIDDEN, DRAFT_VOCAB = 128, 32, 16


def tiny_head(out_dir: Path, seed: int = 0):
    """A randomly initialised real Eagle3Draft exported with eagle_core.draft.export; returns (model, folder)."""
    from eagle_core.draft.export import export_head
    from eagle_core.draft.model import Eagle3DraftConfig, build_draft

    g = torch.Generator().manual_seed(seed)
    cfg = Eagle3DraftConfig(hidden_size=HIDDEN, intermediate_size=64, num_attention_heads=4, num_key_value_heads=2,
                            head_dim=8, vocab_size=VOCAB, draft_vocab_size=DRAFT_VOCAB, target_hidden_size=HIDDEN,
                            aux_hidden_state_ids=[2, 3, 4], max_position_embeddings=256)
    ids = torch.sort(torch.randperm(VOCAB, generator=g)[:DRAFT_VOCAB]).values
    t2d = torch.zeros(VOCAB, dtype=torch.bool)
    t2d[ids] = True
    model = build_draft(cfg, torch.randn(VOCAB, HIDDEN, generator=g), ids - torch.arange(DRAFT_VOCAB), t2d, seed=seed)
    model.eval()
    return model, export_head(model, out_dir)


def head_logits(model, seed: int = 1) -> torch.Tensor:
    """Draft logits of one step on fixed random inputs (same inputs for every model)."""
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, VOCAB, (2, 9), generator=g)
    aux = torch.randn(2, 9, 3 * HIDDEN, generator=g)
    pos = torch.arange(9).expand(2, 9)
    with torch.no_grad():
        return model(ids, model.fuse(aux), pos)[1]


def _bench(kind: str, tau: float, tree: float, acc: list[float], speedup: float) -> dict:
    return {"kind": kind, "num_prompts": 10, "tau_chain": tau, "tau_chain_lo": tau - 0.1234567, "tau_chain_hi": tau + 0.1,
            "tau_tree": tree, "tau_tree_lo": tree - 0.1, "tau_tree_hi": tree + 0.1, "accept_rate_by_pos": acc,
            "accept_frac_by_pos": [a * 0.9 for a in acc], "accept_rate_by_pos_tree": [min(1.0, a + 0.1) for a in acc],
            "tokens_per_s": 31.25, "tokens_per_s_tree": 28.5, "baseline_tokens_per_s": 20.0, "speedup": speedup,
            "speedup_lo": speedup - 0.2, "speedup_hi": speedup + 0.2, "speedup_tree": speedup - 0.1,
            "rounds_chain": 300, "rounds_tree": 280, "tokens": 640, "baseline_tokens": 640,
            "greedy_mismatches": {"chain": 0, "tree": 0}}


def eval_metrics_json(tau: float) -> dict:
    """metrics.json in the evaluate stage's layout (eagle_core.evaluate.report.evaluate_stage)."""
    from eagle_core.config import EvaluationConfig

    return {"tau": tau, "tau_benchmark": "heldout-chat", "target": "t", "head": "train/h1/head", "device": "cpu",
            "threads": 2, "draft_dtype": "float32", "target_dtype": "float32",
            "settings": EvaluationConfig().model_dump(mode="json") | {"num_steps": 3}, "benchmarks": {
                "heldout-chat": _bench("heldout", tau, tau + 0.3, [0.8, 0.55, 0.3], 1.6),
                "humaneval": _bench("humaneval", tau + 0.2, tau + 0.5, [0.85, 0.6, 0.35], 1.8)}}


def png_bytes() -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(2, 2))
    ax.plot([1, 2, 3], [0.8, 0.55, 0.3])
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    plt.close(fig)
    return buf.getvalue()


def write_data_stages(store) -> dict[str, str]:
    """Committed prompts / conversations / tokenized outputs (metadata only matters to the registry)."""
    store.write_text("prompts/p1/shard-00000.jsonl", json.dumps({"id": "a", "source": "s", "messages": []}) + "\n")
    store.write_json("prompts/p1/pii_report.json", {"records": 40, "dropped": 1, "entities": {"PERSON": 7, "EMAIL_ADDRESS": 2},
                                                    "examples": {"PERSON": ["missed Zorblax Quendt here <PERSON>"]}})
    # the fields the stages' own manifests carry (sources/stage.py, regenerate.py, tokenize.py, vocab.py)
    store.write_manifest("prompts/p1", rows=40, stage="extract", stage_version=1, dropped_by_scrub=1, seconds=8.25,
                         sources=[{"name": "chat", "kind": "sharegpt", "read": 45, "kept": 41, "malformed": 1}])
    store.write_text("conversations/c1/shard-00000.jsonl", "{}\n")
    store.write_manifest("conversations/c1", rows=39, stage="regenerate", stage_version=1, records_in=40, failures=1,
                         assistant_turns=39, completion_tokens=2101, finish_reasons={"length": 30, "stop": 9},
                         engine="cpu", config={"max_tokens": 64}, this_run={"seconds": 301.5})
    store.write_bytes("tokenized/t1/train/shard-00000.parquet", b"PAR1")
    store.write_manifest("tokenized/t1", rows={"train": 37, "holdout": 2}, stage="tokenize", stage_version=1,
                         splits={"train": {"rows": 37, "shards": 1, "tokens": 5000, "masked": 1900, "truncated": 3},
                                 "holdout": {"rows": 2, "shards": 1, "tokens": 300, "masked": 120, "truncated": 0}},
                         seconds=4.0)
    return {"prompts": "prompts/p1", "conversations": "conversations/c1", "tokenized": "tokenized/t1"}


def write_train_eval(store, head_dir: Path, train: str = "train/h1", evaluation: str = "eval/e1",
                     tau: float = 2.1, steps: int = 12) -> tuple[str, str]:
    """A committed train output (head/ + metrics.jsonl) and eval output (metrics.json, report.md, a plot)."""
    store.upload_dir(head_dir, f"{train}/head")
    rows = [{"step": s, "loss": 3.0 / s, "acc_0": 0.1 + 0.05 * s, "acc_1": 0.05 * s, "lr": 1e-3,
             "grad_norm": 0.4, "tokens_per_s": 900.0} for s in range(1, steps + 1)]
    store.write_text(f"{train}/metrics.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
    store.write_manifest(train, rows=37, stage="train", steps=steps)
    from eagle_core.evaluate.report_markdown import render_report

    store.write_json(f"{evaluation}/metrics.json", eval_metrics_json(tau))
    store.write_text(f"{evaluation}/report.md", render_report(eval_metrics_json(tau), ["acceptance.png"]))
    store.write_bytes(f"{evaluation}/acceptance.png", png_bytes())
    store.write_manifest(evaluation, rows=20, stage="evaluate", seconds=12.5)
    return train, evaluation


@contextlib.contextmanager
def mlflow_server(backend_uri: str, artifact_root: str | None = None, env: dict[str, str] | None = None,
                  serve_artifacts: bool = False) -> Iterator[str]:
    """A real `mlflow server` process on a free 127.0.0.1 port; yields its URL."""
    port = free_port()
    cmd = [sys.executable, "-m", "mlflow", "server", "--backend-store-uri", backend_uri, "--host", "127.0.0.1",
           "--port", str(port), "--workers", "1"]
    if artifact_root and serve_artifacts:
        cmd += ["--artifacts-destination", artifact_root]
    elif artifact_root:
        cmd += ["--default-artifact-root", artifact_root, "--no-serve-artifacts"]
    log = open(Path(backend_uri.replace("sqlite:///", "")).with_suffix(".log"), "w") if backend_uri.startswith("sqlite:///") else subprocess.DEVNULL
    proc = subprocess.Popen(cmd, env={**os.environ, **(env or {})}, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_http(f"{url}/health", timeout=180, proc=proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def write_comparison(store, reference: str, prefix: str = "compare/k1", diff: float = 0.12, lo: float = 0.05,
                     hi: float = 0.2) -> str:
    """A committed compare output (paired.json in eagle_core.evaluate.compare's layout) against `reference`."""
    paired = {"metric": "tau_chain", "reference": reference, "head": "train/h2/head", "evaluation": "eval/e2",
              "benchmarks": {"heldout-chat": {"prompts": 10, "head": 2.3, "reference": 2.3 - diff, "diff": diff,
                                              "diff_lo": lo, "diff_hi": hi, "greedy_mismatches": 0}},
              "diff": diff, "diff_lo": lo, "diff_hi": hi, "head_tau": 2.3, "reference_tau": 2.3 - diff, "prompts": 10}
    store.write_json(f"{prefix}/paired.json", paired)
    store.write_manifest(prefix, rows=10, stage="compare", reference=reference, metric="tau_chain", diff=diff,
                         diff_lo=lo, diff_hi=hi, seconds=20.0)
    return prefix


def register_two_versions(cfg, store, tmp_path: Path, diff: float = 0.12, lo: float = 0.05, hi: float = 0.2,
                          flow_run_url: str | None = "http://prefect:4200/runs/flow-run/fr-2") -> tuple[dict, dict]:
    """v1 (champion, no comparison) and v2 (challenger, compared with v1 paired), through register_stage."""
    from eagle_core.registry.stage import register_stage

    lineage = write_data_stages(store)
    _, head1 = tiny_head(tmp_path / "head1", seed=1)
    _, head2 = tiny_head(tmp_path / "head2", seed=2)
    t1, e1 = write_train_eval(store, head1, "train/h1", "eval/e1", tau=2.1)
    first = register_stage(cfg, store, t1, e1, lineage, flow_run_id="fr-1",
                             flow_run_url="http://prefect:4200/runs/flow-run/fr-1")
    t2, e2 = write_train_eval(store, head2, "train/h2", "eval/e2", tau=2.3)
    cmp = write_comparison(store, f"models:/{first['model_name']}/{first['version']}", diff=diff, lo=lo, hi=hi)
    second = register_stage(cfg, store, t2, e2, lineage, flow_run_id="fr-2", flow_run_url=flow_run_url,
                              compare_prefix=cmp)
    return first, second
