#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Scorer sanity checks for names_eval.jsonl (stdlib only).

Writes three synthetic prediction files into ./sanity/ and runs score.py on each:
  oracle      redacts exactly the gold name spans          -> recall 1.000, keep 1.000
  identity    redacts nothing                              -> recall 0.000, keep 1.000
  last_token  redacts only the last \\w+ token of each span  -> partial recall
Each is run in offset mode ("redacted_spans") and in text mode ("scrubbed").
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, "names_eval.jsonl")
OUTDIR = os.path.join(HERE, "sanity")
sys.path.insert(0, HERE)
from score import apply_spans  # noqa: E402


def spans_for(rec, mode):
    if mode == "oracle":
        return [[n["start"], n["end"]] for n in rec["names"]]
    if mode == "identity":
        return []
    if mode == "last_token":
        out = []
        for n in rec["names"]:
            toks = list(re.finditer(r"\w+", n["text"]))
            if toks:
                m = toks[-1]
                out.append([n["start"] + m.start(), n["start"] + m.end()])
        return out
    raise ValueError(mode)


def main():
    recs = [json.loads(line) for line in open(GOLD, encoding="utf-8")]
    os.makedirs(OUTDIR, exist_ok=True)
    for mode in ("oracle", "identity", "last_token"):
        for kind in ("spans", "scrubbed"):
            path = os.path.join(OUTDIR, "pred_%s_%s.jsonl" % (mode, kind))
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                for r in recs:
                    sp = spans_for(r, mode)
                    if kind == "spans":
                        p = {"id": r["id"], "redacted_spans": sp}
                    else:
                        p = {"id": r["id"], "scrubbed": apply_spans(r["text"], [tuple(x) for x in sp])}
                    fh.write(json.dumps(p, ensure_ascii=False) + "\n")
            res = subprocess.run([sys.executable, os.path.join(HERE, "score.py"), GOLD, path],
                                 capture_output=True, text=True, check=True)
            last = [ln for ln in res.stdout.splitlines() if ln.startswith("ALL")][0]
            print("%-10s %-8s %s" % (mode, kind, last))
            if "-v" in sys.argv:
                print(res.stdout)


if __name__ == "__main__":
    main()
