#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v9/names_eval.jsonl (python3 stdlib only).

python3 make_corpus.py  -> builds every record in memory, validates all of them
(raising an error that names the record id on the first failure), then writes
names_eval.jsonl and prints per-slice counts and the file's md5.
"""
import hashlib
import json
import os
import random
import re
import unicodedata

import names_data as ND
import templates as T
from hand_prompts import HAND

SEED = 20261128
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")

MARK_RE = re.compile(r"\{([A-Z])(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)
FEMALE, MALE = set("FGH"), set("MNO")
ORIG_BY_KEY = {o["key"]: o for o in ND.ORIGINS}
SPECIAL_FOLD = {"ß": "ss", "ø": "o", "æ": "ae", "đ": "d", "ł": "l", "þ": "th", "ð": "d",
                "ı": "i", "œ": "oe"}


class CorpusError(Exception):
    pass


# ---------------------------------------------------------------- persons
def _gendered(item, gender):
    if "/" in item:
        m, f = item.split("/", 1)
        return f if gender == "f" else m
    return item


def fold(s):
    s = "".join(SPECIAL_FOLD.get(c, c) for c in s.lower())
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c == "-"))


def make_person(rng, origin, gender):
    given = rng.choice(origin[gender])
    family = _gendered(rng.choice(origin["family"]), gender)
    mid = ""
    if origin["middle"] and (origin["order"] == "vn" or rng.random() < 0.4):
        mid = _gendered(rng.choice(origin["middle"]), gender)
    order = origin["order"]
    if order == "gf":
        full = " ".join(x for x in (given, mid, family) if x)
    elif order == "fg":
        full = family + " " + given
    elif order == "fg0":
        full = family + given
    else:  # vn
        full = " ".join(x for x in (family, mid, given) if x)
    fam_words = [w for w in family.split() if w.lower() not in ND.PARTICLES] or family.split()
    g0 = fold(given.split()[0])
    lw = fold(fam_words[-1]).replace("-", "")
    return {
        "origin": origin["key"], "gender": gender,
        "full": full, "first": given, "last": family,
        "lastfirst": family + ", " + given,
        "initlast": given[0] + ". " + family,
        "handle": g0 + "." + lw,
        "login": g0.replace("-", "")[:1] + lw,
    }


# ---------------------------------------------------------------- rendering
def tcase(s, mode):
    if mode == "lower":
        return s.lower()
    if mode == "upper":
        return s.upper()
    return s


def render(tpl, persons, rng, text_case=None, name_case=None):
    """Returns (text, names, keep, pool_words)."""
    text, names, keep, pooled = "", [], [], []
    pos = 0
    ncase = name_case or text_case
    for m in MARK_RE.finditer(tpl):
        text += tcase(tpl[pos:m.start()], text_case)
        if m.group(1) or m.group(3):
            val = persons[m.group(1)][m.group(2) or "full"] if m.group(1) else m.group(3)
            val = tcase(val, ncase)
            names.append({"start": len(text), "end": len(text) + len(val), "text": val})
            text += val
        else:
            kw = m.group(4)
            if kw.startswith("$"):
                kw = rng.choice(T.POOLS[kw[1:]])
                pooled.append(kw)
            kw = tcase(kw, text_case)
            if kw not in keep:
                keep.append(kw)
            text += kw
        pos = m.end()
    text += tcase(tpl[pos:], text_case)
    return text, names, keep, pooled


# ---------------------------------------------------------------- validation
def _outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def check(rec):
    """Returns None if the record is valid, else a message."""
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    last_end = 0
    for s in names:
        if text[s["start"]:s["end"]] != s["text"]:
            return "span text mismatch %r" % s["text"]
        if not s["text"] or s["text"] != s["text"].strip():
            return "empty span or surrounding whitespace %r" % s["text"]
        w = re.compile(r"\w")
        if (s["start"] > 0 and w.match(text[s["start"] - 1]) and w.match(text[s["start"]])) or \
                (s["end"] < len(text) and w.match(text[s["end"]]) and w.match(text[s["end"] - 1])):
            return "span %r starts or ends inside a word" % s["text"]
        if s["start"] < last_end:
            return "spans unsorted or overlapping at %r" % s["text"]
        last_end = s["end"]
    if rec["slice"] == "keep":
        if names:
            return "keep slice record has names"
        if not keep:
            return "keep slice record has no keep item"
    elif not names:
        return "name-bearing record without names"
    name_toks = set()
    for s in names:
        name_toks.update(t.casefold() for t in re.findall(r"\w+", s["text"]))
    masked = list(text)
    for s in names:
        for i in range(s["start"], s["end"]):
            masked[i] = " "
    outside_toks = set(t.casefold() for t in re.findall(r"\w+", "".join(masked)))
    for t in sorted(name_toks):
        if t in ND.PARTICLES or (len(t) == 1 and t.isascii()):
            continue
        if t in outside_toks:
            return "name word %r also occurs outside a name span" % t
    for k in keep:
        if _outside_count(text, k, names) < 1:
            return "keep item %r not found outside name spans" % k
        shared = set(t.casefold() for t in re.findall(r"\w+", k)) & name_toks
        if shared:
            return "keep item %r shares token(s) %r with a name" % (k, sorted(shared))
    return None


# ---------------------------------------------------------------- building
def persons_for(tpl, rng, origin_pick):
    persons, used = {}, set()
    for letter in sorted(set(re.findall(r"\{([A-Z])", tpl))):
        if letter in FEMALE:
            g = "f"
        elif letter in MALE:
            g = "m"
        else:
            g = rng.choice("fm")
        for _ in range(50):
            p = make_person(rng, origin_pick(), g)
            if p["full"] not in used:
                break
        used.add(p["full"])
        persons[letter] = p
    return persons


class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = {}

    def next_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return "%s-%03d" % (prefix, n)

    def add(self, prefix, slc, lang, text, names, keep):
        self.records.append({"id": self.next_id(prefix), "slice": slc, "lang": lang,
                             "text": text, "names": names, "keep": keep})

    def templated(self, prefix, slc, lang, tpl, origin_pick, text_case=None, name_case=None):
        for attempt in range(300):
            persons = persons_for(tpl, self.rng, origin_pick)
            text, names, keep, pooled = render(tpl, persons, self.rng, text_case, name_case)
            if len(set(pooled)) != len(pooled):
                continue
            rec = {"id": "?", "slice": slc, "lang": lang, "text": text, "names": names,
                   "keep": keep}
            if check(rec) is None:
                self.add(prefix, slc, lang, text, names, keep)
                return
        raise CorpusError("could not render a valid record for %s from template %r"
                          % (prefix, tpl))


def any_origin(rng):
    return lambda: rng.choice(ND.ORIGINS)


def build():
    b = Builder()
    rng = b.rng
    rand = any_origin(rng)

    # cultures: one prompt per origin, all persons from that origin
    for i, o in enumerate(ND.ORIGINS):
        tpl = T.CULTURES[i % len(T.CULTURES)]
        b.templated("cultures-" + o["key"], "cultures", "en", tpl, lambda o=o: o)

    # casing
    for mode in ("lower", "upper", "namelower", "nameupper"):
        for i, tpl in enumerate(T.CASING):
            if mode in ("lower", "upper"):
                b.templated("casing-" + mode, "casing", "en", tpl, rand, text_case=mode)
            else:
                b.templated("casing-" + mode, "casing", "en", tpl, rand,
                            name_case=mode[4:])

    # position
    for pos in ("start", "middle", "end"):
        tpls = T.POSITION[pos]
        for i in range(14):
            b.templated("position-" + pos, "position", "en", tpls[i % len(tpls)], rand)

    for slc, tpls, n, lower_every in (("business", T.BUSINESS, 44, 0),
                                      ("possessive", T.POSSESSIVE, 40, 0),
                                      ("quoted", T.QUOTED, 42, 8),
                                      ("titles", T.TITLES, 44, 0),
                                      ("lists", T.LISTS, 45, 8),
                                      ("code", T.CODE, 42, 0)):
        for i in range(n):
            tc = "lower" if lower_every and i % lower_every == lower_every - 1 else None
            lang = "en"
            b.templated(slc, slc, lang, tpls[i % len(tpls)], rand, text_case=tc)

    # nonenglish
    for lang in sorted(T.NONENGLISH):
        okeys, tpls = T.NONENGLISH[lang]
        pool = [ND.NATIVE[k[1:]] if k.startswith("@") else ORIG_BY_KEY[k] for k in okeys]
        pick = lambda pool=pool: rng.choice(pool) if rng.random() < 0.85 else rng.choice(ND.ORIGINS)
        if okeys[0].startswith("@"):
            pick = lambda pool=pool: rng.choice(pool)
        for tpl in tpls:
            b.templated("nonenglish-" + lang, "nonenglish", lang, tpl, pick)

    # keep (templated)
    for rep in range(3):
        for lang, tpl in T.KEEP_TEMPLATES:
            b.templated("keep-" + lang, "keep", lang, tpl, rand)

    # hand-written
    for slc, lang, tpl in HAND:
        text, names, keep, _ = render(tpl, {}, rng)
        if slc in ("nonenglish", "keep"):
            prefix = "%s-%s-hand" % (slc, lang)
        else:
            prefix = slc + "-hand"
        b.add(prefix, slc, lang, text, names, keep)

    # validate everything before writing anything
    seen = set()
    for r in b.records:
        if r["id"] in seen:
            raise CorpusError("%s: duplicate id" % r["id"])
        seen.add(r["id"])
        msg = check(r)
        if msg:
            raise CorpusError("%s: %s" % (r["id"], msg))
    return b.records


def main():
    records = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    stats = {}
    for r in records:
        d = stats.setdefault(r["slice"], [0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
    print("%-12s %8s %6s %6s" % ("slice", "prompts", "names", "keep"))
    for s in sorted(stats):
        print("%-12s %8d %6d %6d" % ((s,) + tuple(stats[s])))
    tot = [sum(v[i] for v in stats.values()) for i in range(3)]
    print("%-12s %8d %6d %6d" % ("TOTAL", tot[0], tot[1], tot[2]))
    langs = {}
    for r in records:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages:", " ".join("%s=%d" % kv for kv in sorted(langs.items())))
    print("hand-written:", sum(1 for r in records if "-hand-" in r["id"]))
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))


if __name__ == "__main__":
    main()
