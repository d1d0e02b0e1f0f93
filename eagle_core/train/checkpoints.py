"""Checkpoints of a training run in the artifact store: full (unsharded) model, optimizer, scheduler and RNG states
under `<out>/checkpoints/step-N`, so a checkpoint written by any world size resumes under any other."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import torch

from eagle_core.draft.model import Eagle3Draft
from eagle_core.faults import kill_point
from eagle_core.train.distributed import is_sharded

CKPT_DIR = "checkpoints"


def _rng_state() -> dict:
    state = {"torch": torch.get_rng_state(), "python": random.getstate()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def set_rng_state(state: dict) -> None:
    """Restore a checkpoint's RNG states, so a resumed run draws what an uninterrupted one would."""
    torch.set_rng_state(state["torch"])
    random.setstate(state["python"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda"])


def model_state(model: Eagle3Draft, copy: bool = False) -> dict[str, torch.Tensor]:
    """Unsharded CPU weights less the frozen embeddings; `copy` = not sharing storage with the live parameters.

    Collective under FSDP: every rank must call it, though only rank 0 uses the result.
    """
    if is_sharded(model):
        from torch.distributed.checkpoint.state_dict import StateDictOptions, get_model_state_dict

        msd = get_model_state_dict(model, options=StateDictOptions(full_state_dict=True, cpu_offload=True))
    else:
        msd = model.state_dict()
    return {k: v.detach().to("cpu", copy=copy) for k, v in msd.items() if k != "embed_tokens.weight"}


def full_states(model: Eagle3Draft, opt: torch.optim.Optimizer) -> tuple[dict[str, torch.Tensor], dict]:
    """Unsharded CPU model (less the frozen embeddings) and optimizer states. Collective under FSDP."""
    if is_sharded(model):
        from torch.distributed.checkpoint.state_dict import StateDictOptions, get_optimizer_state_dict

        opts = StateDictOptions(full_state_dict=True, cpu_offload=True)
        return model_state(model), get_optimizer_state_dict(model, opt, options=opts)
    return model_state(model), opt.state_dict()


def load_full_states(model: Eagle3Draft, opt: torch.optim.Optimizer, model_state: dict[str, torch.Tensor],
                     opt_state: dict) -> None:
    """Inverse of full_states: a checkpoint written by any world size resumes under any other."""
    model_state = {**model_state, "embed_tokens.weight": model.embed_tokens.weight.detach().cpu()}
    if is_sharded(model):
        from torch.distributed.checkpoint.state_dict import (StateDictOptions, set_model_state_dict,
                                                             set_optimizer_state_dict)

        opts = StateDictOptions(full_state_dict=True)
        set_model_state_dict(model, model_state, options=opts)
        set_optimizer_state_dict(model, opt, opt_state, options=opts)
    else:
        model.load_state_dict(model_state, strict=True)
        opt.load_state_dict(opt_state)


def save_checkpoint(store: Any, out_key: str, step: int, model: Eagle3Draft, opt, sched, metrics: list[dict],
                    keep: int, states: tuple[dict, dict] | None = None,
                    best: tuple[int, dict[str, torch.Tensor]] | None = None) -> str:
    """Write a checkpoint from rank 0; `states` = full_states(...) when the caller already gathered them.

    `best` = (step, weights) of the best validation so far, so a resumed run can still export it (weights
    omitted when they are this step's own).
    """
    name = f"step-{step:07d}"
    weights, opt_state = states or full_states(model, opt)
    best_rec = None if best is None else {"step": best[0], "model": None if best[0] == step else best[1]}
    buf = io.BytesIO()
    torch.save({"step": step, "model": weights, "optimizer": opt_state, "best": best_rec,
                "scheduler": sched.state_dict(), "rng": _rng_state(), "draft_config": model.config.to_dict()}, buf)
    store.write_bytes(f"{out_key}/{CKPT_DIR}/{name}/state.pt", buf.getvalue())
    write_metrics(store, out_key, metrics)
    store.write_text(f"{out_key}/{CKPT_DIR}/LATEST", name)  # last: the pointer only names complete checkpoints
    kill_point("train:after_checkpoint")
    names = sorted({k.split("/")[-2] for k in store.list(f"{out_key}/{CKPT_DIR}") if k.endswith("/state.pt")})
    for old in names[:-keep]:
        store.delete_prefix(f"{out_key}/{CKPT_DIR}/{old}")
    return store.uri(f"{out_key}/{CKPT_DIR}/{name}")


def load_latest_checkpoint(store: Any, out_key: str) -> dict | None:
    """The checkpoint LATEST names (only complete ones are named), or None when the run has none."""
    key = f"{out_key}/{CKPT_DIR}/LATEST"
    if not store.exists(key):
        return None
    name = store.read_text(key).strip()
    return torch.load(io.BytesIO(store.read_bytes(f"{out_key}/{CKPT_DIR}/{name}/state.pt")), weights_only=False)


def write_metrics(store: Any, out_key: str, metrics: list[dict]) -> None:
    """All step metrics so far as metrics.jsonl (rewritten whole: a resume truncates to its checkpoint's step)."""
    store.write_text(f"{out_key}/metrics.jsonl", "".join(json.dumps(m, sort_keys=True) + "\n" for m in metrics))
