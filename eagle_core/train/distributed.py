"""torchrun's process group as the trainer sees it: rank and world from the environment, summed metrics, and the
DDP / FSDP2 wrapping (one process runs the same code unwrapped)."""

from __future__ import annotations

import os

import torch
import torch.distributed as dist


def dist_info() -> tuple[int, int, int]:
    """(rank, world size, local rank) from torchrun's environment (1 process when absent)."""
    return int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1)), int(os.environ.get("LOCAL_RANK", 0))


def init_distributed(device: torch.device) -> tuple[int, int]:
    """(rank, world size), joining the process group first when torchrun started several processes."""
    rank, world, _ = dist_info()
    if world > 1 and not dist.is_initialized():
        dist.init_process_group("nccl" if device.type == "cuda" else "gloo")
    return rank, world


def all_reduce_sum(t: torch.Tensor) -> torch.Tensor:
    """The sum over ranks (a copy), so every rank sees the global batch's figures; one process: the tensor."""
    if dist.is_available() and dist.is_initialized() and dist.get_world_size() > 1:
        t = t.clone()
        dist.all_reduce(t, op=dist.ReduceOp.SUM)
    return t


def is_sharded(model: torch.nn.Module) -> bool:
    """True when FSDP2 has sharded the model's parameters (DTensors)."""
    return any(hasattr(p, "full_tensor") for p in model.parameters())


def wrap_module(module: torch.nn.Module, mode: str, world: int, device: torch.device) -> torch.nn.Module:
    """DDP, or FSDP2 on the midlayer and the whole module (training.distributed); one process runs unwrapped."""
    if world == 1 or mode == "none" and world == 1:
        return module
    if mode == "fsdp":
        from torch.distributed.fsdp import fully_shard

        fully_shard(module.draft.midlayer)
        fully_shard(module)
        return module
    from torch.nn.parallel import DistributedDataParallel as DDP

    return DDP(module, device_ids=[device.index] if device.type == "cuda" else None)
