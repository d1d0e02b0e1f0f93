#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v12/names_eval.jsonl (python3 stdlib only).

python3 make_corpus.py  -> builds all records in memory, validates every record (raises
ValueError naming the record id and the reason before anything is written), writes
names_eval.jsonl, prints per-slice counts and the file's md5.
"""
import collections
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, LATIN_ORIGINS  # noqa: E402
from templates import KEEP, T, LANG_ORIGIN, LANG_NATIVE, LITERAL_KIND  # noqa: E402
from hand_prompts import HAND  # noqa: E402

SEED = 20261202
OUT = os.path.join(HERE, "names_eval.jsonl")

KEEP_KIND = dict(LITERAL_KIND)
for _kind, _items in KEEP.items():
    for _it in _items:
        KEEP_KIND.setdefault(_it, _kind)

TOKEN_RE = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|\{([A-E])'\}|\{K:(\w+)\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)
ASCII_MAP = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "đ": "d", "Đ": "D",
                           "æ": "ae", "Æ": "AE", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
                           "œ": "oe", "ẞ": "SS"})


def to_ascii(s):
    s = s.translate(ASCII_MAP)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


# ------------------------------------------------------------------ persons
class Person:
    def __init__(self, origin, gender, given, family, middle, fg):
        o = ORIGINS[origin]
        self.origin, self.gender = origin, gender
        self.given, self.family, self.middle = given, family, middle
        j = o["join"]
        if not family:
            parts = [given]
        elif fg:
            parts = [family, middle, given]
        else:
            parts = [given, middle, family]
        self.full = j.join(p for p in parts if p)
        self.init_form = None

    def form(self, f):
        if f in (None, "full"):
            return self.init_form or self.full
        if f == "first":
            return self.given
        if f == "last":
            return self.family or self.given
        if f == "initlast":
            return (self.given[0] + ". " + self.family) if self.family else self.full
        if f == "lastfirst":
            return (self.family + ", " + self.given) if self.family else self.full
        if f == "handle":
            g = re.sub(r"[^a-z0-9]", "", to_ascii(self.given).lower())
            fam = re.sub(r"[^a-z0-9]", "", to_ascii(self.family).lower())
            return g + "." + fam if fam else g
        raise ValueError("unknown form " + f)


def make_person(rng, origin, gender=None):
    o = ORIGINS[origin]
    g = gender or rng.choice("fm")
    given = rng.choice(o[g])
    family = ""
    mono = not o["l"] or rng.random() < o["mono_p"]
    if not mono:
        fams = o["lf"] if (g == "f" and o["lf"]) else o["l"]
        i = rng.randrange(len(fams))
        family = fams[i]
        if o["l2_p"] and rng.random() < o["l2_p"]:
            j = rng.randrange(len(fams))
            if j != i:
                family = family + o["l2_join"] + fams[j]
    middle = ""
    if not mono and o["mid_" + g] and rng.random() < o["mid_p"]:
        middle = rng.choice(o["mid_" + g])
    fg = rng.random() < o["fg_p"]
    p = Person(origin, g, given, family, middle, fg)
    if not mono and o["init_p"] and rng.random() < o["init_p"]:
        p.init_form = family[0] + ". " + given
    if o["ascii_p"] and rng.random() < o["ascii_p"]:
        p.given, p.family, p.middle, p.full = (to_ascii(p.given), to_ascii(p.family),
                                               to_ascii(p.middle), to_ascii(p.full))
    return p


# ------------------------------------------------------------------ rendering
def parse(tmpl):
    segs, pos = [], 0
    for m in TOKEN_RE.finditer(tmpl):
        if m.start() > pos:
            segs.append(("text", tmpl[pos:m.start()]))
        if m.group(1):
            segs.append(("person", m.group(1), m.group(2), m.group(3)))
        elif m.group(4):
            segs.append(("poss", m.group(4)))
        elif m.group(5):
            segs.append(("kpool", m.group(5)))
        elif m.group(6) is not None:
            segs.append(("name", m.group(6)))
        else:
            segs.append(("keep", m.group(7)))
        pos = m.end()
    if pos < len(tmpl):
        segs.append(("text", tmpl[pos:]))
    return segs


def needs_latin(segs):
    return any(s[0] == "person" and s[3] in ("handle", "initlast") for s in segs)


def render(segs, persons, rng, case_all=None, case_name=None):
    """Returns text, spans, keep items (list of (item, kind))."""
    out, spans, keep = [], [], []
    n = 0

    def add(s, kind, is_name=False, kk=None):
        nonlocal n
        f = case_name if (is_name and case_name) else case_all
        if f:
            s = f(s)
        if is_name:
            spans.append({"start": n, "end": n + len(s), "text": s})
        if kind == "keep":
            keep.append((s, kk))
        out.append(s)
        n += len(s)

    for seg in segs:
        t = seg[0]
        if t == "text":
            add(seg[1], "text")
        elif t == "person":
            add(persons[seg[1]].form(seg[3]), "name", True)
        elif t == "poss":
            s = persons[seg[1]].full
            add(s, "name", True)
            add("'" if s.endswith("s") else "'s", "text")
        elif t == "kpool":
            add(rng.choice(KEEP[seg[1]]), "keep", kk=seg[1])
        elif t == "name":
            add(seg[1], "name", True)
        else:
            add(seg[1], "keep", kk=KEEP_KIND.get(seg[1], "other"))
    return "".join(out), spans, keep


def person_slots(segs):
    slots = collections.OrderedDict()
    for s in segs:
        if s[0] == "person":
            if s[2] or s[1] not in slots:
                slots[s[1]] = s[2] or slots.get(s[1])
        elif s[0] == "poss":
            slots.setdefault(s[1], None)
    return slots


# ------------------------------------------------------------------ validation
def wtokens(s):
    # \w runs extended with combining marks (Devanagari/Tamil/Bengali/Thai vowel signs)
    return set(re.findall(r"[\w\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f\u200c]+", s))


def outside(text, item, spans):
    for m in re.finditer(r"(?<!\w)" + re.escape(item) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            return True
    return False


def check(rec):
    rid, text, spans = rec["id"], rec["text"], rec["names"]
    last = -1
    for s in spans:
        if s["start"] >= s["end"]:
            return "empty span %r" % s
        if text[s["start"]:s["end"]] != s["text"]:
            return "span text mismatch %r" % s
        if s["text"] != s["text"].strip():
            return "span has surrounding whitespace %r" % s
        if s["start"] < last:
            return "overlapping or unsorted spans at %r" % s
        last = s["end"]
    if rec["slice"] == "keep":
        if spans:
            return "keep-slice record has names"
        if not rec["keep"]:
            return "keep-slice record has no keep item"
    elif not spans:
        return "name-bearing record has no names"
    ntoks = set()
    for s in spans:
        ntoks |= wtokens(s["text"])
    for k in rec["keep"]:
        if not outside(text, k, spans):
            return "keep item %r not found outside name spans" % k
        shared = wtokens(k) & ntoks
        if shared:
            return "keep item %r shares token(s) %r with a name" % (k, sorted(shared))
    return None


# ------------------------------------------------------------------ building
class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = collections.Counter()
        self.meta = {}  # id -> dict(hand, kinds, origins)

    def new_id(self, prefix):
        self.counters[prefix] += 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def emit(self, prefix, slc, lang, text, spans, keep, hand, origins=()):
        rid = self.new_id(prefix)
        items, kinds = [], {}
        for k, kind in keep:
            if k not in kinds:
                items.append(k)
                kinds[k] = kind
        rec = {"id": rid, "slice": slc, "lang": lang, "text": text, "names": spans, "keep": items}
        self.records.append(rec)
        self.meta[rid] = {"hand": hand, "kinds": kinds, "origins": list(origins)}
        return rec

    def templated(self, prefix, slc, lang, tmpl, origin_fn, case_all=None, case_name=None):
        segs = parse(tmpl)
        slots = person_slots(segs)
        latin = needs_latin(segs)
        last_err = None
        for _attempt in range(60):
            persons, used = {}, set()
            for letter, g in slots.items():
                for _ in range(20):
                    og = origin_fn(latin)
                    p = make_person(self.rng, og, g)
                    if p.full not in used and p.given not in {q.given for q in persons.values()}:
                        break
                used.add(p.full)
                persons[letter] = p
            text, spans, keep = render(segs, persons, self.rng, case_all, case_name)
            items = []
            for k, _ in keep:
                if k not in items:
                    items.append(k)
            probe = {"id": prefix, "slice": slc, "text": text, "names": spans, "keep": items}
            last_err = check(probe)
            if last_err is None:
                return self.emit(prefix, slc, lang, text, spans, keep, False,
                                 [p.origin for p in persons.values()])
        raise ValueError("%s: cannot build a valid record from template %r: %s" % (prefix, tmpl, last_err))


def any_origin(rng):
    keys = list(ORIGINS)
    lat = LATIN_ORIGINS

    def fn(latin):
        return rng.choice(lat if latin else keys)
    return fn


def build():
    b = Builder()
    rng = b.rng
    anyo = any_origin(rng)

    # cultures: one prompt per origin (two for every 4th), all persons of that origin
    ct = T["cultures"]
    for i, og in enumerate(ORIGINS):
        reps = 2 if i % 8 == 0 else 1
        for r in range(reps):
            tmpl = ct[(i * 7 + r * 3) % len(ct)]
            b.templated("cultures-" + og, "cultures", "en", tmpl, lambda latin, og=og: og)

    # casing
    modes = [("lower", str.lower, None), ("upper", str.upper, None), ("namelower", None, str.lower),
             ("nameupper", None, str.upper), ("normal", None, None)]
    for mode, ca, cn in modes:
        for j in range(12):
            tmpl = T["casing"][(j + len(mode)) % len(T["casing"])]
            b.templated("casing-" + mode, "casing", "en", tmpl, anyo, ca, cn)

    # position
    for pos in ("start", "middle", "end"):
        tl = T["position"][pos]
        for j in range(22):
            b.templated("position-" + pos, "position", "en", tl[j % len(tl)], anyo)

    # lists (every 7th lower-cased entirely, chat style)
    for j in range(50):
        tl = T["lists"]
        b.templated("lists", "lists", "en", tl[j % len(tl)], anyo, str.lower if j % 7 == 6 else None)

    for slc, n in (("possessive", 55), ("quoted", 55), ("code", 60), ("business", 52), ("titles", 52)):
        tl = T[slc]
        for j in range(n):
            ca = str.lower if (slc == "quoted" and j % 7 == 6) else None
            b.templated(slc, slc, "en", tl[j % len(tl)], anyo, ca)

    # non-English
    for lang, tl in T["nonenglish"].items():
        for j, tmpl in enumerate(tl):
            if lang in LANG_NATIVE:
                fn = lambda latin, lang=lang: LANG_NATIVE[lang]
            elif lang in LANG_ORIGIN:
                fn = lambda latin, lang=lang: LANG_ORIGIN[lang] if rng.random() < 0.7 else rng.choice(LATIN_ORIGINS)
            else:
                fn = anyo
            b.templated("nonenglish-" + lang, "nonenglish", lang, tmpl, fn)

    # keep slice
    for j in range(66):
        tl = T["keep_en"]
        b.templated("keep-en", "keep", "en", tl[j % len(tl)], anyo)
    for lang, tmpl in T["keep_other"]:
        b.templated("keep-" + lang, "keep", lang, tmpl, anyo)

    # hand-written
    for slc, lang, tmpl in HAND:
        segs = parse(tmpl)
        if any(s[0] in ("person", "poss", "kpool") for s in segs):
            raise ValueError("hand prompt uses generated markup: %r" % tmpl)
        text, spans, keep = render(segs, {}, rng)
        prefix = "nonenglish-%s-hand" % lang if slc == "nonenglish" else "%s-hand" % slc
        b.emit(prefix, slc, lang, text, spans, keep, True)
    return b


def main():
    b = build()
    seen = set()
    for rec in b.records:
        if rec["id"] in seen:
            raise ValueError("%s: duplicate id" % rec["id"])
        seen.add(rec["id"])
        err = check(rec)
        if err:
            raise ValueError("%s: %s" % (rec["id"], err))
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b.records).encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)

    order = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code", "business",
             "titles", "nonenglish", "keep"]
    st = {s: collections.Counter() for s in order}
    langs, kinds, origins = collections.Counter(), collections.Counter(), set()
    for r in b.records:
        c = st[r["slice"]]
        c["prompts"] += 1
        c["names"] += len(r["names"])
        c["keep"] += len(r["keep"])
        c["hand"] += b.meta[r["id"]]["hand"]
        langs[r["lang"]] += 1
        for k in r["keep"]:
            kinds[b.meta[r["id"]]["kinds"][k]] += 1
        origins.update(b.meta[r["id"]]["origins"])
    tot = collections.Counter()
    print("%-12s %7s %6s %6s %5s" % ("slice", "prompts", "names", "keep", "hand"))
    for s in order:
        c = st[s]
        tot.update(c)
        print("%-12s %7d %6d %6d %5d" % (s, c["prompts"], c["names"], c["keep"], c["hand"]))
    print("%-12s %7d %6d %6d %5d" % ("TOTAL", tot["prompts"], tot["names"], tot["keep"], tot["hand"]))
    print("languages (%d):" % len(langs), dict(sorted(langs.items())))
    print("keep kinds:", dict(sorted(kinds.items(), key=lambda x: -x[1])))
    print("origins used in generated records: %d of %d" % (len(origins), len(ORIGINS)))
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))


if __name__ == "__main__":
    main()
