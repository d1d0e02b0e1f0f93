# -*- coding: utf-8 -*-
"""Whole-corpus validation and statistics for make_corpus.py (stdlib only)."""
import collections
import hashlib
import re
import unicodedata

import render

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "titles", "code",
          "business", "nonenglish", "keep"]
ID_RE = re.compile(r"^(?P<slice>[a-z]+)(?:-(?P<sub>[a-z0-9]+))?(?:-(?P<hand>hand))?-\d{3}$")


def validate_all(records):
    """Re-check every record as it will be written; raise SystemExit on any problem."""
    seen = set()
    for r in records:
        if set(r) != {"id", "slice", "lang", "text", "names", "keep"}:
            raise SystemExit("bad fields: %s" % r["id"])
        if r["id"] in seen:
            raise SystemExit("duplicate id " + r["id"])
        seen.add(r["id"])
        m = ID_RE.match(r["id"])
        if not m or m.group("slice") != r["slice"] or r["slice"] not in SLICES:
            raise SystemExit("bad id " + r["id"])
        if r["slice"] in ("nonenglish", "keep") and m.group("sub") != r["lang"]:
            raise SystemExit("id/lang mismatch " + r["id"])
        if r["slice"] not in ("nonenglish", "keep") and r["lang"] != "en":
            raise SystemExit("non-English record outside nonenglish/keep " + r["id"])
        if "\r" in r["text"]:
            raise SystemExit("carriage return in " + r["id"])
        try:
            render.check(r["text"], r["names"], r["keep"], r["slice"])
        except (render.Retry, render.Bad) as e:
            raise SystemExit("%s: %s" % (r["id"], e))
        if len(set(r["keep"])) != len(r["keep"]):
            raise SystemExit("duplicate keep item in " + r["id"])


def script_of(s):
    for ch in s:
        if ch.isalpha():
            n = unicodedata.name(ch, "UNKNOWN")
            if n.startswith("CJK"):
                return "Han"
            w = n.split()[0]
            return {"HIRAGANA": "Kana", "KATAKANA": "Kana", "MYANMAR": "Myanmar",
                    "ETHIOPIC": "Ethiopic", "OL": "Ol Chiki"}.get(w, w.title())
    return "none"


def md5(path):
    with open(path, "rb") as fh:
        return hashlib.md5(fh.read()).hexdigest()


def stats(records, meta, path):
    by_slice = collections.Counter(r["slice"] for r in records)
    hand = collections.Counter(r["slice"] for r, m in zip(records, meta) if m["hand"])
    spans = collections.Counter()
    keeps = collections.Counter()
    for r in records:
        spans[r["slice"]] += len(r["names"])
        keeps[r["slice"]] += len(r["keep"])
    langs = collections.Counter(r["lang"] for r in records)
    ne_langs = collections.Counter(r["lang"] for r in records if r["slice"] == "nonenglish")
    scripts = collections.Counter(script_of(s["text"]) for r in records for s in r["names"])
    origins, nat_origins, nat_scripts = set(), set(), set()
    for m in meta:
        for origin, script, native in m["persons"]:
            origins.add(origin)
            if native:
                nat_origins.add(origin)
                nat_scripts.add(script)
    subs = collections.Counter(r["id"].rsplit("-", 1)[0] for r in records)
    print("records        %d" % len(records))
    print("name spans     %d" % sum(spans.values()))
    print("keep items     %d" % sum(keeps.values()))
    print("hand-written   %d" % sum(hand.values()))
    print("origins        %d (native-script names from %d origins, %d native pools' scripts)"
          % (len(origins), len(nat_origins), len(nat_scripts)))
    print("span scripts   %d: %s" % (len(scripts), ", ".join(
        "%s %d" % kv for kv in sorted(scripts.items(), key=lambda kv: (-kv[1], kv[0])))))
    print("languages      %d (non-English slice: %d)" % (len(langs), len(ne_langs)))
    print("  " + " ".join("%s:%d" % kv for kv in sorted(langs.items())))
    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "hand", "names", "keep"))
    for s in SLICES:
        print("%-12s %6d %6d %6d %6d" % (s, by_slice[s], hand[s], spans[s], keeps[s]))
    print("%-12s %6d %6d %6d %6d" % ("total", len(records), sum(hand.values()),
                                     sum(spans.values()), sum(keeps.values())))
    print("subslices      %d" % len(subs))
    modes = collections.Counter(m["mode"] for m in meta)
    print("casing modes   " + " ".join("%s:%d" % kv for kv in sorted(modes.items())))
    print("md5            %s  %s" % (md5(path), path.rsplit("/", 1)[-1]))
