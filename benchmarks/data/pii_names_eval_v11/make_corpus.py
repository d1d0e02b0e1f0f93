#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v11/names_eval.jsonl (python3 stdlib only).

python3 make_corpus.py   -> builds every record in memory, validates all of them (raises
ValueError naming the record id and the reason before anything is written), writes
names_eval.jsonl next to this file, prints per-slice counts and the file's md5.
"""
import collections
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, BY_KEY, INFLECTED  # noqa: E402
import templates as T  # noqa: E402
from hand_prompts import HAND  # noqa: E402

SEED = 20261201
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# ----------------------------------------------------------------------------- persons
FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ł": "l", "Ł": "L", "đ": "d",
        "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "œ": "oe", "ə": "e",
        "Ə": "E", "ʻ": "", "'": "", "’": "", " ": ""}


def ascii_fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def pick_form(entry, g):
    if "/" in entry:
        m, f = entry.split("/")
        return f if g == "f" else m
    return entry


def de_gen(name):
    # German/Swedish genitive of a name: Annas, Jürgen Müllers; after s/ß/x/z: Jens' (span without ')
    if name[-1] in "sßxzSXZ":
        return name, "'"
    return name + "s", ""


def make_person(o, g, rng):
    given = rng.choice(o[g])
    fam = pick_form(rng.choice(o["fam"]), g) if o["fam"] else ""
    mid = pick_form(rng.choice(o["mid"]), g) if o["mid"] and rng.random() < o["mid_p"] else ""
    order = o["order"]
    if order == "mix":
        order = rng.choice(["gf", "fg"])
    if order == "mono":
        full, last = given, given
    elif order == "gf":
        full, last = " ".join(x for x in (given, mid, fam) if x), fam
    elif order == "fg":
        full, last = " ".join(x for x in (fam, mid, given) if x), fam
    else:  # fg0
        full, last = fam + mid + given, fam
    p = {"full": full, "first": given, "last": last, "g": g, "origin": o["key"],
         "latin": o["script"] == "latin", "order": order}
    if p["latin"]:
        gv = ascii_fold(given).lower()
        fm = ascii_fold(fam).lower() if fam else ""
        p["handle"] = (gv + "." + fm) if fm else gv.replace("-", ".")
        if order == "gf" and fam:
            p["initlast"] = given[0] + ". " + fam
            p["lastfirst"] = fam + ", " + " ".join(x for x in (given, mid) if x)
        else:
            p["initlast"] = full
            p["lastfirst"] = full
    gen, sfx = de_gen(full)
    p["gen"], p["x_gen_sfx"] = gen, sfx
    return p


def inflected_person(d):
    p = dict(d)
    p["full"] = d["nom"]
    p["latin"] = False
    return p


# ----------------------------------------------------------------------------- rendering
PH = re.compile(r"\{([A-Z])([fm]?)(?::(\w+))?\}|<<([^<].*?)>>|\[\[(.+?)\]\]", re.S)
HAND_PH = re.compile(r"<<([^<].*?)>>|\[\[(.+?)\]\]", re.S)
NEEDS_LATIN = {"handle", "initlast", "lastfirst"}


def template_letters(tpl):
    letters = collections.OrderedDict()
    for m in PH.finditer(tpl):
        if m.group(1):
            d = letters.setdefault(m.group(1), {"g": "", "forms": set()})
            if m.group(2):
                d["g"] = m.group(2)
            d["forms"].add(m.group(3) or "full")
    return letters


def segments_from_template(tpl, persons, rng):
    segs, pos, used_keep = [], 0, set()
    for m in PH.finditer(tpl):
        if m.start() > pos:
            segs.append((tpl[pos:m.start()], "plain"))
        if m.group(1):
            p = persons[m.group(1)]
            form = m.group(3) or "full"
            if form.startswith("x_"):
                segs.append((p[form], "plain"))
            elif form == "gen" and "x_gen_sfx" in p:
                segs.append((p["gen"], "name"))
                if p["x_gen_sfx"]:
                    segs.append((p["x_gen_sfx"], "plain"))
            else:
                segs.append((p[form], "name"))
        elif m.group(4):
            segs.append((m.group(4), "name"))
        else:
            k = m.group(5)
            if k.startswith("@"):
                pool = T.KEEP_POOLS[k[1:]]
                for _ in range(20):
                    k2 = rng.choice(pool)
                    if k2 not in used_keep:
                        break
                k = k2
                used_keep.add(k)
            segs.append((k, "keep"))
        pos = m.end()
    if pos < len(tpl):
        segs.append((tpl[pos:], "plain"))
    return segs


def segments_from_hand(text):
    segs, pos = [], 0
    for m in HAND_PH.finditer(text):
        if m.start() > pos:
            segs.append((text[pos:m.start()], "plain"))
        segs.append((m.group(1), "name") if m.group(1) is not None else (m.group(2), "keep"))
        pos = m.end()
    if pos < len(text):
        segs.append((text[pos:], "plain"))
    return segs


def assemble(rid, slice_, lang, segs, case=None):
    text, names, keep = "", [], []
    for s, kind in segs:
        if case == "lower" or (case == "name_lower" and kind == "name"):
            s = s.lower()
        elif case == "upper" or (case == "name_upper" and kind == "name"):
            s = s.upper()
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return {"id": rid, "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}


# ----------------------------------------------------------------------------- validation
def tokens(s):
    return re.findall(r"\w+", s)


def spaced_script(s):
    # Latin, Greek, Cyrillic, Armenian: words are delimited, so a keep item must occur as a
    # whole word; for other scripts (CJK, Hebrew prefixes, Thai ...) and inside Japanese or
    # Chinese text (no spaces) a substring suffices.
    return all(ord(c) < 0x0590 for c in s)


def occurs_outside(text, k, spans, lang):
    if spaced_script(k) and lang not in ("ja", "zh"):
        it = re.finditer(r"(?<!\w)" + re.escape(k) + r"(?!\w)", text)
    else:
        it = re.finditer(re.escape(k), text)
    return any(all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans) for m in it)


def validate(r):
    rid, text, names, keep = r["id"], r["text"], r["names"], r["keep"]
    if r["slice"] not in SLICES:
        raise ValueError("%s: unknown slice %r" % (rid, r["slice"]))
    last_end = -1
    for n in names:
        if not (0 <= n["start"] < n["end"] <= len(text)):
            raise ValueError("%s: bad span %r" % (rid, n))
        if text[n["start"]:n["end"]] != n["text"]:
            raise ValueError("%s: span text mismatch %r" % (rid, n))
        if n["text"] != n["text"].strip():
            raise ValueError("%s: span with surrounding whitespace %r" % (rid, n))
        if n["start"] < last_end:
            raise ValueError("%s: overlapping or unsorted spans at %r" % (rid, n))
        last_end = n["end"]
    if r["slice"] == "keep":
        if names:
            raise ValueError("%s: keep slice record has names" % rid)
        if not keep:
            raise ValueError("%s: keep slice record has no keep items" % rid)
    elif not names:
        raise ValueError("%s: name-bearing record has no names" % rid)
    name_toks = {t.casefold() for n in names for t in tokens(n["text"])}
    for k in keep:
        if not k.strip():
            raise ValueError("%s: empty keep item" % rid)
        if not occurs_outside(text, k, names, r["lang"]):
            raise ValueError("%s: keep item %r does not occur outside name spans" % (rid, k))
        shared = {t.casefold() for t in tokens(k)} & name_toks
        if shared:
            raise ValueError("%s: keep item %r shares token(s) %s with a name" % (rid, k, sorted(shared)))
    if "<<" in text or "[[" in text or "]]" in text:
        raise ValueError("%s: unrendered markup" % rid)
    if re.search(r"\{[A-Z][fm]?(:\w+)?\}", text):
        raise ValueError("%s: unrendered placeholder" % rid)


# ----------------------------------------------------------------------------- generation
class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = collections.Counter()
        self.latin_gf = [o for o in ORIGINS if o["script"] == "latin" and o["order"] == "gf"]
        self.latin = [o for o in ORIGINS if o["script"] == "latin"]

    def new_id(self, prefix):
        self.counters[prefix] += 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def draw_persons(self, letters, origin_pool, infl_pool=None):
        # persons of one record share no token (no two "Tyrone"s, no two "Kim"s) where possible
        rng = self.rng
        persons, seen, seen_toks = {}, set(), set()
        for L, d in letters.items():
            for attempt in range(200):
                if infl_pool is not None:
                    p = inflected_person(rng.choice(infl_pool))
                else:
                    pool = origin_pool
                    if d["forms"] & NEEDS_LATIN:
                        pool = [o for o in pool if o in self.latin_gf] or self.latin_gf
                    o = rng.choice(pool)
                    p = make_person(o, d["g"] or rng.choice("fm"), rng)
                toks = {t.casefold() for t in re.split(r"[\s\-]+", p["full"]) if t}
                if p["full"] not in seen and (attempt >= 150 or not toks & seen_toks):
                    break
            seen.add(p["full"])
            seen_toks |= toks
            persons[L] = p
        return persons

    def mixed_pool(self):
        # English prompts outside `cultures`: mostly romanised names (Latin script); about one
        # prompt in twelve may draw from every origin, native scripts included.
        return ORIGINS if self.rng.random() < 0.08 else self.latin

    def gen(self, prefix, slice_, lang, tpl, origin_pool=None, case=None, infl_pool=None):
        rid = self.new_id(prefix)
        letters = template_letters(tpl)
        err = None
        for _ in range(100):
            persons = self.draw_persons(letters, origin_pool or self.mixed_pool(), infl_pool)
            segs = segments_from_template(tpl, persons, self.rng)
            r = assemble(rid, slice_, lang, segs, case)
            try:
                validate(r)
            except ValueError as e:  # redraw (e.g. a keep word shares a token with a name)
                err = e
                continue
            if infl_pool is None and letters:
                r["_origins"] = [persons[L]["origin"] for L in letters]
            self.records.append(r)
            return r
        raise ValueError("%s: could not draw a valid record: %s" % (rid, err))

    def hand(self, slice_, lang, text):
        if slice_ == "nonenglish" or slice_ == "keep":
            prefix = "%s-%s-hand" % (slice_, lang)
        else:
            prefix = "%s-hand" % slice_
        r = assemble(self.new_id(prefix), slice_, lang, segments_from_hand(text))
        self.records.append(r)
        return r


def build():
    b = Builder()
    hand_by_slice = collections.defaultdict(list)
    for sl, lang, text in HAND:
        hand_by_slice[sl].append((lang, text))

    # cultures: one prompt per origin, both persons from that origin
    for i, o in enumerate(ORIGINS):
        tpl = T.CULTURES[i % len(T.CULTURES)]
        b.gen("cultures-%s" % o["key"], "cultures", "en", tpl, origin_pool=[o])
    # casing
    i = 0
    for mode in ("lower", "upper", "name_lower", "name_upper", "normal"):
        for _ in range(N_CASING):
            b.gen("casing-%s" % mode, "casing", "en", T.CASING[i % len(T.CASING)],
                  case=None if mode == "normal" else mode)
            i += 1
    # position
    for pos, tpls in (("start", T.POS_START), ("middle", T.POS_MIDDLE), ("end", T.POS_END)):
        for j in range(N_POSITION):
            b.gen("position-%s" % pos, "position", "en", tpls[j % len(tpls)])
    # lists / possessive / quoted / code / business / titles
    for sl, tpls, n in (("lists", T.LISTS, N_LISTS), ("possessive", T.POSSESSIVE, N_POSS),
                        ("quoted", T.QUOTED, N_QUOTED), ("code", T.CODE, N_CODE),
                        ("business", T.BUSINESS, N_BUSINESS), ("titles", T.TITLES, N_TITLES)):
        for j in range(n):
            case = "lower" if sl in ("lists", "quoted") and j % 9 == 8 else None
            b.gen(sl, sl, "en", tpls[j % len(tpls)], case=case)
    # non-English
    for lang, tpls in T.NONEN.items():
        infl = INFLECTED.get(lang)
        pool = [BY_KEY[k] for k in T.NONEN_ORIGINS.get(lang, [])]
        for tpl in tpls:
            if infl is not None:
                b.gen("nonenglish-%s" % lang, "nonenglish", lang, tpl, infl_pool=infl)
            else:
                b.gen("nonenglish-%s" % lang, "nonenglish", lang, tpl, origin_pool=pool)
    # keep slice
    for j in range(N_KEEP_EN):
        b.gen("keep-en", "keep", "en", T.KEEP_EN[j % len(T.KEEP_EN)])
    for lang, tpls in T.KEEP_OTHER.items():
        for tpl in tpls:
            b.gen("keep-%s" % lang, "keep", lang, tpl)
    # hand-written, slice by slice, in file order
    for sl in SLICES:
        for lang, text in hand_by_slice[sl]:
            b.hand(sl, lang, text)
    # order: slice order, generated first then hand-written (stable)
    order = {s: i for i, s in enumerate(SLICES)}
    b.records.sort(key=lambda r: order[r["slice"]])
    return b.records


N_CASING = 12
N_POSITION = 22
N_LISTS = 50
N_POSS = 54
N_QUOTED = 50
N_CODE = 52
N_BUSINESS = 50
N_TITLES = 56
N_KEEP_EN = 64


def main():
    records = build()
    seen = set()
    for r in records:
        if r["id"] in seen:
            raise ValueError("%s: duplicate id" % r["id"])
        seen.add(r["id"])
        validate(r)
    lines = []
    for r in records:
        out = {"id": r["id"], "slice": r["slice"], "lang": r["lang"], "text": r["text"],
               "names": r["names"], "keep": r["keep"]}
        lines.append(json.dumps(out, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    stats = collections.OrderedDict((s, [0, 0, 0, 0]) for s in SLICES)
    for r in records:
        st = stats[r["slice"]]
        st[0] += 1
        st[1] += len(r["names"])
        st[2] += len(r["keep"])
        st[3] += int("-hand-" in r["id"])
    print("%-12s %7s %6s %6s %5s" % ("slice", "prompts", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for s, st in stats.items():
        print("%-12s %7d %6d %6d %5d" % (s, *st))
        tot = [a + b for a, b in zip(tot, st)]
    print("%-12s %7d %6d %6d %5d" % ("TOTAL", *tot))
    langs = collections.Counter(r["lang"] for r in records)
    print("languages:", len(langs), dict(sorted(langs.items())))
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))


if __name__ == "__main__":
    main()
