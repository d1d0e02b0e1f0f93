"""Parquet source files, read in row batches."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from eagle_core.data.sources.raw import Raw


def iter_parquet(path: Path, label: str) -> Iterator[Raw]:
    """Rows of a parquet file; a truncated or non-parquet file ends in one fatal `Raw`."""
    import pyarrow.parquet as pq

    import pyarrow as pa

    n = 0
    try:
        pf = pq.ParquetFile(path)
        for batch in pf.iter_batches(batch_size=512):
            for row in batch.to_pylist():
                n += 1
                yield Raw(label, ("row", n), row)
    except (pa.ArrowException, OSError) as exc:  # truncated or not parquet: the rest of the file is unreadable
        yield Raw(label, ("row", n + 1), fatal=True,
                  error=f"unreadable parquet after row {n}: {type(exc).__name__}: {str(exc).splitlines()[0][:120]}")
