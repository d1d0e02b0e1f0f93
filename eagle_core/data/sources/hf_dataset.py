"""Hugging Face datasets sources: a `save_to_disk` folder or a json/jsonl/parquet/csv/arrow file."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from eagle_core.config import SourceConfig
from eagle_core.data.sources.raw import Raw


def iter_hf_dataset(src: SourceConfig, path: Path, label: str) -> Iterator[Raw]:
    """Rows of the source's split (`src.split`, else train, else the first one)."""
    import datasets

    if path.is_dir() and ((path / "dataset_info.json").exists() or (path / "dataset_dict.json").exists()
                          or (path / "state.json").exists()):
        ds = datasets.load_from_disk(str(path))
        if isinstance(ds, datasets.DatasetDict):
            split = src.split or ("train" if "train" in ds else next(iter(ds)))
            if split not in ds:
                raise ValueError(f"source {label}: split {split!r} not in dataset (has {sorted(ds)})")
            ds = ds[split]
    else:
        suffix = path.suffix.lower().lstrip(".")
        builder = {"jsonl": "json", "json": "json", "parquet": "parquet", "csv": "csv", "arrow": "arrow"}.get(suffix)
        if builder is None:
            raise ValueError(f"source {label}: not a saved dataset folder nor a json/jsonl/parquet/csv/arrow file")
        ds = datasets.load_dataset(builder, data_files=str(path), split=src.split or "train")
    for n, row in enumerate(ds, 1):
        yield Raw(label, ("row", n), row)
