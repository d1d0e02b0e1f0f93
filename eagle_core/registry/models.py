"""Registered versions: one per head (by content digest), logged as the run's pyfunc model, `challenger` = newest."""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

from eagle_core.config import PipelineConfig
from eagle_core.faults import kill_point
from eagle_core.registry.promotion import CHALLENGER, TAG_TAU
from eagle_core.registry.pyfunc import HEAD_ARTIFACT, LOGGED_MODEL_NAME, MODEL_CODE, pip_requirements
from eagle_core.registry.tracking import TAG_TARGET, registered_model_name, tracking_setup
from eagle_core.review import model_description

TAG_DRAFT_VOCAB = "draft_vocab_size"


def head_summary(head_dir: str | Path) -> dict[str, Any]:
    cfg = json.loads((Path(head_dir) / "config.json").read_text())
    return {k: cfg.get(k) for k in ("draft_vocab_size", "vocab_size", "hidden_size", "num_hidden_layers",
                                    "target_hidden_size", "architectures") if k in cfg}


def register_head(cfg: PipelineConfig, run_id: str, head_dir: str | Path, tags: dict[str, Any] | None = None,
                  client=None):
    """Log the head folder as the run's pyfunc model and register it; the new version becomes `challenger`."""
    import mlflow

    head_dir = Path(head_dir)
    for f in ("config.json", "model.safetensors"):
        if not (head_dir / f).is_file():
            raise FileNotFoundError(f"head folder {head_dir} has no {f} (not an exported EAGLE-3 head)")
    client = client or tracking_setup(cfg)
    name = registered_model_name(cfg)
    summary = head_summary(head_dir)
    all_tags = {TAG_TARGET: cfg.target.model, "run_id": run_id,
                TAG_DRAFT_VOCAB: summary.get("draft_vocab_size"), **(tags or {})}
    all_tags = {k: str(v) for k, v in all_tags.items() if v is not None}
    try:
        client.get_registered_model(name)
    except Exception:
        try:
            client.create_registered_model(
                name, tags={TAG_TARGET: cfg.target.model},
                description=model_description(cfg.target.model, name, cfg.tracking.promotion_rule,
                                              cfg.tracking.promotion_metric, cfg.tracking.promotion_margin))
        except Exception:
            pass  # created concurrently
    with tempfile.TemporaryDirectory() as tmp:
        code = Path(tmp) / "eagle3_head_model.py"
        code.write_text(MODEL_CODE)
        with mlflow.start_run(run_id=run_id, nested=mlflow.active_run() is not None):
            info = mlflow.pyfunc.log_model(
                name=LOGGED_MODEL_NAME, python_model=str(code), artifacts={HEAD_ARTIFACT: str(head_dir)},
                pip_requirements=pip_requirements(), tags=all_tags,
                params={f"head.{k}": json.dumps(v) if isinstance(v, list) else v for k, v in summary.items()},
            )
    mv = mlflow.register_model(info.model_uri, name, tags=all_tags)
    kill_point("register:after_version")  # the version row exists, no alias or description yet
    desc = f"Run `{run_id}`" + (f", tau {all_tags[TAG_TAU]}" if TAG_TAU in all_tags else "") + "."
    client.update_model_version(name, mv.version, description=desc)
    client.set_registered_model_alias(name, CHALLENGER, mv.version)
    return client.get_model_version(name, mv.version)


TAG_HEAD_DIGEST = "head_digest"


def head_content_digest(head_dir: str | Path) -> str:
    """sha256 over the head folder's files (relative path + content digest, sorted): the same weights give the
    same digest whichever run, store or retry produced them."""
    from eagle_core.storage import sha256_file

    head_dir = Path(head_dir)
    files = {p.relative_to(head_dir).as_posix(): sha256_file(p) for p in sorted(head_dir.rglob("*")) if p.is_file()}
    return hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()


def version_of_head(client, name: str, head_digest: str):
    """The registered version of `name` that already holds this head (lowest number), or None."""
    from mlflow.exceptions import MlflowException

    try:
        found = client.search_model_versions(f"name = '{name}' and tags.`{TAG_HEAD_DIGEST}` = '{head_digest}'")
    except MlflowException:  # no such registered model yet
        return None
    return min(found, key=lambda mv: int(mv.version)) if found else None


def _newest_version(client, name: str) -> str:
    return str(max(int(mv.version) for mv in client.search_model_versions(f"name = '{name}'")))


def register_head_once(cfg: PipelineConfig, run_id: str, head_dir: str | Path, tags: dict[str, Any] | None = None,
                       client=None):
    """Exactly one version per head: reuse the version whose `head_digest` tag matches (a rerun after a crash, a
    retried task, the same head trained again), else register a new one. `challenger` is (re)set idempotently on
    the newest version, so a crash between creating the version and moving the alias heals on the rerun."""
    client = client or tracking_setup(cfg)
    name = registered_model_name(cfg)
    digest = head_content_digest(head_dir)
    mv = version_of_head(client, name, digest)
    if mv is None:
        mv = register_head(cfg, run_id, head_dir, {**(tags or {}), TAG_HEAD_DIGEST: digest}, client=client)
    elif _newest_version(client, name) == str(mv.version) and CHALLENGER not in mv.aliases:
        client.set_registered_model_alias(name, CHALLENGER, mv.version)
    return client.get_model_version(name, mv.version)
