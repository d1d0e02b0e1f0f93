#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Sanity check for names_eval.jsonl (python3 standard library only).

Writes three baseline prediction files into sanity/, in both prediction formats that
score.py accepts, and runs score.py on each:
  oracle      redacts exactly the gold name spans           -> recall 1.000, keep 1.000
  identity    redacts nothing                               -> recall 0.000, keep 1.000
  last_token  redacts only the last \\w+ token of each span  -> low recall (one-token
              mentions such as given names alone, handles, inflected single words)
"*_spans.jsonl" use "redacted_spans", "*_scrubbed.jsonl" use "scrubbed".
Exits non-zero if oracle or identity do not score as expected.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, "names_eval.jsonl")
OUTDIR = os.path.join(HERE, "sanity")


def apply_spans(text, spans):
    out, last = [], 0
    for s, e in sorted(spans):
        s = max(s, last)
        out.append(text[last:s])
        out.append("[REDACTED]")
        last = max(last, e)
    out.append(text[last:])
    return "".join(out)


def last_token(n):
    toks = list(re.finditer(r"\w+", n["text"]))
    m = toks[-1]
    return [n["start"] + m.start(), n["start"] + m.end()]


def main():
    gold = [json.loads(line) for line in open(GOLD, encoding="utf-8")]
    os.makedirs(OUTDIR, exist_ok=True)
    systems = {
        "oracle": lambda r: [[n["start"], n["end"]] for n in r["names"]],
        "identity": lambda r: [],
        "last_token": lambda r: [last_token(n) for n in r["names"]],
    }
    results = {}
    for name, fn in systems.items():
        for mode in ("spans", "scrubbed"):
            path = os.path.join(OUTDIR, "%s_%s.jsonl" % (name, mode))
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                for r in gold:
                    spans = fn(r)
                    if mode == "spans":
                        p = {"id": r["id"], "redacted_spans": spans}
                    else:
                        p = {"id": r["id"], "scrubbed": apply_spans(r["text"], spans)}
                    fh.write(json.dumps(p, ensure_ascii=False) + "\n")
            out = subprocess.run([sys.executable, os.path.join(HERE, "score.py"), GOLD, path],
                                 capture_output=True, text=True, check=True).stdout
            with open(os.path.join(OUTDIR, "%s_%s.score.txt" % (name, mode)), "w",
                      encoding="utf-8", newline="\n") as fh:
                fh.write(out)
            print("== %s (%s)" % (name, mode))
            print(out.rstrip())
            all_line = [l for l in out.splitlines() if l.startswith("ALL")][0].split()
            results[(name, mode)] = (all_line[1], all_line[3])
    print()
    print("%-12s %-9s %8s %8s" % ("system", "format", "recall", "keep"))
    for (name, mode), (rec, keep) in results.items():
        print("%-12s %-9s %8s %8s" % (name, mode, rec, keep))
    ok = True
    for mode in ("spans", "scrubbed"):
        ok &= results[("oracle", mode)] == ("1.000", "1.000")
        ok &= results[("identity", mode)] == ("0.000", "1.000")
    if not ok:
        sys.exit("SANITY CHECK FAILED")
    print("sanity check passed")


if __name__ == "__main__":
    main()
