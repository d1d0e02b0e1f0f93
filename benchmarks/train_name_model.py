"""Train the learned pass of the names scrubber (eagle_core/data/pii_learned.py) on the development name corpora.

The held-out corpus (pii_bench.HELD_OUT) and any newer one are never read. Run it again whenever the name rules
change (tests/test_pii.py checks that the weights were trained against the current SCRUB_VERSION): the model reads
what the rules left, so rules and weights go together.

    python benchmarks/train_name_model.py [--c 0.3] [--processes 2]
"""
from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pii_bench import DEV_CORPORA, HELD_OUT, sharegpt_prompts  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--c", type=float, default=0.3, help="inverse L2 strength of both logistic models")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--background", type=int, default=5000,
                    help="ShareGPT prompts after pii_bench's first 1,000 taken as text without names")
    args = ap.parse_args()
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    from eagle_core.data import pii_learned

    dev = [p.parent for p in DEV_CORPORA]
    print(f"training on {len(dev)} development corpora (held out: v{HELD_OUT} and newer)", flush=True)
    background = sharegpt_prompts(1000 + args.background)[1000:]
    pii_learned.train(dev, c=args.c, processes=args.processes, background=background,
                      log=lambda m: print(m, flush=True))
    print(f"wrote {pii_learned.WEIGHTS}")


if __name__ == "__main__":
    main()
