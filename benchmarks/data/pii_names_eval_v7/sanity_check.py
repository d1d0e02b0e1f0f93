#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Checks that score.py reads names_eval.jsonl, using trivial predictions (stdlib only).

    python3 sanity_check.py

identity (scrubbed == text)       -> expect recall 0.000, keep-rate 1.000
oracle spans / oracle scrubbed    -> expect 1.000 / 1.000
last token of each name only      -> partial-name baseline (recall well below 1)
Prediction files are written to a temporary directory and removed afterwards.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, "names_eval.jsonl")


def redact(text, spans):
    out, last = [], 0
    for s, e in sorted(spans):
        out.append(text[last:s])
        out.append("[REDACTED]")
        last = e
    out.append(text[last:])
    return "".join(out)


def main():
    recs = [json.loads(l) for l in open(GOLD, encoding="utf-8")]
    preds = {
        "identity": [{"id": r["id"], "scrubbed": r["text"]} for r in recs],
        "oracle_spans": [{"id": r["id"], "redacted_spans": [[n["start"], n["end"]] for n in r["names"]]}
                         for r in recs],
        "oracle_scrubbed": [{"id": r["id"], "scrubbed": redact(r["text"], [(n["start"], n["end"]) for n in r["names"]])}
                            for r in recs],
    }
    last = []
    for r in recs:
        sp = []
        for n in r["names"]:
            m = list(re.finditer(r"\w+", n["text"]))[-1]
            sp.append([n["start"] + m.start(), n["start"] + m.end()])
        last.append({"id": r["id"], "redacted_spans": sp})
    preds["last_token_only"] = last
    with tempfile.TemporaryDirectory() as tmp:
        for name, rows in preds.items():
            p = os.path.join(tmp, name + ".jsonl")
            with open(p, "w", encoding="utf-8") as fh:
                for row in rows:
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            print("==", name)
            sys.stdout.flush()
            subprocess.check_call([sys.executable, os.path.join(HERE, "score.py"), GOLD, p])


if __name__ == "__main__":
    main()
