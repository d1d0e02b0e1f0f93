"""Runs the extract+scrub stage twice over the same config into two fresh stores and prints, per run, the
all-files digest (what manifests carried before content digests), the content digest now in `digest`, and the
regenerate cache key each gives downstream.

    python benchmarks/digest_stability.py --config configs/demo.yaml [--set data.sources.0.limit=200]
"""

from __future__ import annotations

import json
import sys
import tempfile
import time

from eagle_core.cli import config_from_args, config_parser
from eagle_core.storage import ArtifactStore, sha256_bytes


def main(argv: list[str]) -> int:
    args = config_parser("digest_stability", __doc__).parse_args(argv)
    from eagle_core.data.sources import extract_stage
    from tasks.common import slim
    from tasks.data import extract_key, regenerate_key

    rows = []
    for run in (1, 2):
        with tempfile.TemporaryDirectory(prefix="eagle-digest-") as tmp:
            cfg = config_from_args(args)
            cfg.storage.root = tmp
            key = extract_key(cfg)
            t0 = time.perf_counter()
            m = extract_stage(cfg, ArtifactStore.from_config(cfg.storage), f"prompts/{key}")
            seconds = time.perf_counter() - t0
            all_files = sha256_bytes(json.dumps(m["files"], sort_keys=True).encode())
            cfg.storage.root = "./artifacts"  # the key as the demo computes it (store root is in every key)
            regen_old = regenerate_key(cfg, {"digest": all_files})
            regen_new = regenerate_key(cfg, slim(m, "prompts", key))
            rows.append((run, m["rows"], seconds, all_files[:16], m["digest"][:16], regen_old, regen_new,
                         m.get("volatile")))
    print(f"extract key: {key}")
    print("run  rows  seconds  all-files digest  content digest    regenerate key (old)  regenerate key (new)")
    for run, n, s, old, new, ro, rn, vol in rows:
        print(f"{run:>3}  {n:>4}  {s:>7.1f}  {old}  {new}  {ro}      {rn}   volatile: {vol}")
    print("content digests equal:", rows[0][4] == rows[1][4], "| all-files digests equal:", rows[0][3] == rows[1][3])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
