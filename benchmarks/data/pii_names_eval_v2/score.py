#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Reference scorer for names_eval.jsonl (stdlib only).

Usage: python3 score.py names_eval.jsonl predictions.jsonl
predictions.jsonl: one object per line with "id" and EITHER
  "redacted_spans": [[start, end], ...]   (character offsets into the ORIGINAL text), or
  "scrubbed": "..."                        (the scrubbed output text)
Metrics (overall and per slice):
  whole-name recall: share of gold name spans fully redacted
     - spans mode:    every character of the gold span lies inside some redacted span
     - scrubbed mode: no token (\\w+ run) of the gold name survives as a whole word in
                      the output (tokens that also occur outside every name span of the
                      original text are ignored, as they are not attributable)
  keep-rate: share of keep words still present verbatim (as many times as they occur
             outside name spans in the original text)
"""
import json
import re
import sys


def tokens(s):
    return re.findall(r"\w+", s)


def word_count(text, w):
    return len(re.findall(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text))


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def apply_spans(text, spans):
    out, last = [], 0
    for s, e in sorted(spans):
        if s < last:
            s = last
        out.append(text[last:s])
        out.append("[REDACTED]")
        last = max(last, e)
    out.append(text[last:])
    return "".join(out)


def main(gold_path, pred_path):
    gold = {}
    with open(gold_path, encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            gold[r["id"]] = r
    preds = {}
    with open(pred_path, encoding="utf-8") as fh:
        for line in fh:
            p = json.loads(line)
            preds[p["id"]] = p
    stats = {}

    def bump(sl, key, hit):
        d = stats.setdefault(sl, {"name": [0, 0], "keep": [0, 0]})
        d[key][0] += int(hit)
        d[key][1] += 1

    for gid, r in gold.items():
        p = preds.get(gid)
        if p is None:
            print("missing prediction:", gid, file=sys.stderr)
            continue
        text = r["text"]
        if "redacted_spans" in p:
            red = [tuple(x) for x in p["redacted_spans"]]
            scrubbed = apply_spans(text, red)
            for n in r["names"]:
                hit = all(any(s <= i < e for s, e in red) for i in range(n["start"], n["end"]))
                for sl in (r["slice"], "ALL"):
                    bump(sl, "name", hit)
        else:
            scrubbed = p["scrubbed"]
            for n in r["names"]:
                toks = [t for t in tokens(n["text"]) if outside_count(text, t, r["names"]) == 0]
                hit = all(word_count(scrubbed, t) == 0 for t in toks)
                for sl in (r["slice"], "ALL"):
                    bump(sl, "name", hit)
        for k in r["keep"]:
            need = max(1, outside_count(text, k, r["names"]))
            hit = scrubbed.count(k) >= need
            for sl in (r["slice"], "ALL"):
                bump(sl, "keep", hit)

    print("%-12s %18s %18s" % ("slice", "whole-name recall", "keep-rate"))
    for sl in sorted(stats, key=lambda s: (s == "ALL", s)):
        d = stats[sl]
        f = lambda a: ("%.3f (%d/%d)" % (a[0] / a[1], a[0], a[1])) if a[1] else "-"
        print("%-12s %18s %18s" % (sl, f(d["name"]), f(d["keep"])))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
