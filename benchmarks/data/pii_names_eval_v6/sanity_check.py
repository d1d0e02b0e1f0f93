#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Sanity checks of score.py on synthetic predictions (stdlib only).

    python3 sanity_check.py

Writes the prediction files to a temporary directory, runs score.py on each and checks
the ALL row: oracle = 1.000 recall / 1.000 keep (spans mode and scrubbed-text mode),
identity (no redaction) = 0.000 recall / 1.000 keep, redact-everything = 1.000 recall /
0.000 keep. "last token only" is printed for information (partial redaction is a miss).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, "names_eval.jsonl")
SCORER = os.path.join(HERE, "score.py")


def apply_spans(text, spans):
    out, last = [], 0
    for s, e in sorted(spans):
        out.append(text[last:s])
        out.append("[REDACTED]")
        last = e
    out.append(text[last:])
    return "".join(out)


def last_token_spans(r):
    spans = []
    for n in r["names"]:
        toks = list(re.finditer(r"\w+", n["text"]))
        m = toks[-1]
        spans.append([n["start"] + m.start(), n["start"] + m.end()])
    return spans


SYSTEMS = {
    "oracle-spans": lambda r: {"redacted_spans": [[n["start"], n["end"]] for n in r["names"]]},
    "oracle-scrubbed": lambda r: {"scrubbed": apply_spans(r["text"], [(n["start"], n["end"]) for n in r["names"]])},
    "identity": lambda r: {"scrubbed": r["text"]},
    "redact-everything": lambda r: {"redacted_spans": [[0, len(r["text"])]]},
    "last-token-only": lambda r: {"redacted_spans": last_token_spans(r)},
}
EXPECT = {"oracle-spans": (1.0, 1.0), "oracle-scrubbed": (1.0, 1.0), "identity": (0.0, 1.0),
          "redact-everything": (1.0, 0.0), "last-token-only": (None, 1.0)}


def main():
    gold = [json.loads(l) for l in open(GOLD, encoding="utf-8")]
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for name, fn in SYSTEMS.items():
            path = os.path.join(tmp, name + ".jsonl")
            with open(path, "w", encoding="utf-8") as fh:
                for r in gold:
                    p = {"id": r["id"]}
                    p.update(fn(r))
                    fh.write(json.dumps(p, ensure_ascii=False) + "\n")
            res = subprocess.run([sys.executable, SCORER, GOLD, path], capture_output=True,
                                 text=True, check=True)
            if res.stderr.strip():
                print(res.stderr)
                ok = False
            row = [l for l in res.stdout.splitlines() if l.startswith("ALL")][0]
            rec, keep = [float(x) for x in re.findall(r"(\d\.\d{3}) \(", row)]
            er, ek = EXPECT[name]
            good = (er is None or abs(rec - er) < 1e-9) and abs(keep - ek) < 1e-9
            ok &= good
            print("%-18s recall %.3f  keep %.3f  %s" % (name, rec, keep, "OK" if good else "UNEXPECTED"))
            if name == "last-token-only":
                print(res.stdout)
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
