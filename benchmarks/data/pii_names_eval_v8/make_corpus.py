#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v8 held-out PERSON-name corpus (python3 stdlib only).

python3 make_corpus.py  -> builds and validates every record in memory, then writes
names_eval.jsonl and prints per-slice counts and the file's md5. Nothing is written if any
record fails validation (the error names the record id).
"""
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, PARTICLES, PATRONYMIC, VIET_MIDDLE, SECOND_SURNAME, NATIVE  # noqa: E402
from keep_pools import POOLS  # noqa: E402
import templates as T  # noqa: E402
from hand_prompts import HAND  # noqa: E402

SEED = 20261127
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICE_ORDER = ["business", "casing", "code", "cultures", "lists", "nonenglish", "position",
               "possessive", "quoted", "titles", "keep"]
NAME_SLICES = set(SLICE_ORDER) - {"keep"}
PARTS = PARTICLES | {"d", "wa", "los", "las"}
WORD = re.compile(r"\w+")


class CorpusError(Exception):
    pass


# ----------------------------------------------------------------------------- people
def ascii_fold(s):
    table = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "ß": "ss", "đ": "d", "Đ": "D", "ı": "i",
             "æ": "ae", "Æ": "AE", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ʻ": "", "'": ""}
    s = "".join(table.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


class Person:
    def __init__(self, rng, origin, gender=None):
        o = ORIGINS[origin]
        self.origin = origin
        self.gender = gender or rng.choice("fm")
        self.given = rng.choice(o[self.gender])
        fam = rng.choice(o["family"])
        if "/" in fam:
            fam = fam.split("/")[0 if self.gender == "m" else 1]
        if origin in SECOND_SURNAME and rng.random() < 0.4:
            f2 = rng.choice(o["family"])
            if f2 != fam and "/" not in f2:
                fam = fam + " " + f2
        self.family = fam
        self.middle = ""
        if origin in PATRONYMIC and rng.random() < 0.35:
            pat = rng.choice(PATRONYMIC[origin]).split("/")
            self.middle = pat[0 if self.gender == "m" else 1]
        if origin == "vietnamese":
            self.middle = rng.choice(VIET_MIDDLE[self.gender])
        order = o["order"]
        if order == "mix":
            order = "fg" if rng.random() < 0.35 else "gf"
        self.order = order
        self.mononym = origin == "indonesian" and rng.random() < 0.2
        self.initial_style = origin == "tamil" and rng.random() < 0.35
        self.fold = origin == "vietnamese" and rng.random() < 0.25
        if self.initial_style:
            self.initial = rng.choice("KRSMPV")

    def _f(self, s):
        return ascii_fold(s) if self.fold else s

    def form(self, kind):
        g, f, m = self.given, self.family, self.middle
        if self.mononym:
            return {"handle": ascii_fold(g).lower()}.get(kind, g)
        if self.initial_style:
            return {"full": self.initial + ". " + g, "first": g, "last": g, "initlast": self.initial + ". " + g,
                    "lastfirst": g + ", " + self.initial + ".",
                    "handle": ascii_fold(g).lower() + "." + self.initial.lower()}[kind]
        if kind == "full":
            if self.order == "fg":
                s = " ".join(x for x in (f, m, g) if x)
            else:
                s = " ".join(x for x in (g, m, f) if x)
            return self._f(s)
        if kind == "first":
            return self._f(g)
        if kind == "last":
            return self._f(f)
        if kind == "initlast":
            return self._f(g[0] + ". " + f)
        if kind == "lastfirst":
            return self._f(f + ", " + g)
        if kind == "handle":
            gg = re.sub(r"[^a-z0-9-]", "", ascii_fold(g).lower().replace(" ", "-"))
            ff = re.sub(r"[^a-z0-9]", "", ascii_fold(f).lower())
            return gg + "." + ff
        raise CorpusError("unknown form " + kind)


# ----------------------------------------------------------------------------- rendering
SLOT = re.compile(r"\{([A-EPQ])([fm]?)(?::(\w+))?\}|\{K:(\w+)\}|<<(.+?)>>|\[\[(.+?)\]\]")


def parse(template):
    segs, pos = [], 0
    for m in SLOT.finditer(template):
        if m.start() > pos:
            segs.append(("lit", template[pos:m.start()], None))
        if m.group(1):
            segs.append(("person", m.group(1), (m.group(2), m.group(3) or "full")))
        elif m.group(4):
            segs.append(("pool", m.group(4), None))
        elif m.group(5):
            segs.append(("name", m.group(5), None))
        else:
            segs.append(("keep", m.group(6), None))
        pos = m.end()
    if pos < len(template):
        segs.append(("lit", template[pos:], None))
    return segs


def casefn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def render(segs, people, rng, mode="normal", native=None):
    """Return (text, names[{start,end,text,pid}], keep[])."""
    text, names, keep = "", [], []
    used_pool = set()
    for kind, val, meta in segs:
        if kind == "lit":
            piece = casefn(mode, "lit")(val)
            text += piece
        elif kind in ("person", "name"):
            if kind == "person":
                piece = people[val] if val in "PQ" else people[val].form(meta[1])
                pid = val
            else:
                piece, pid = val, None
            piece = casefn(mode, "name")(piece)
            names.append({"start": len(text), "end": len(text) + len(piece), "text": piece, "pid": pid})
            text += piece
        else:
            if kind == "pool":
                choices = [w for w in POOLS[val] if w not in used_pool]
                word = rng.choice(choices)
                used_pool.add(word)
            else:
                word = val
            piece = casefn(mode, "keep")(word)
            if piece not in keep:
                keep.append(piece)
            text += piece
    return text, names, keep


# ----------------------------------------------------------------------------- validation
def wc(text, w, flags=0):
    return [m for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text, flags)]


def outside(text, w, spans, flags=0):
    return [m for m in wc(text, w, flags)
            if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans)]


def sig_tokens(s):
    return {t.lower() for t in WORD.findall(s) if t.lower() not in PARTS}


def validate(rec, check_people=False):
    rid, text, spans = rec["id"], rec["text"], rec["names"]

    def fail(msg):
        raise CorpusError("record %s: %s" % (rid, msg))

    last = 0
    for s in spans:
        if not (0 <= s["start"] < s["end"] <= len(text)):
            fail("bad offsets %r" % s)
        if text[s["start"]:s["end"]] != s["text"]:
            fail("span text mismatch %r" % s)
        if s["start"] < last:
            fail("spans overlap or unsorted")
        if s["text"] != s["text"].strip():
            fail("span has surrounding whitespace %r" % s["text"])
        if s["start"] > 0 and re.match(r"\w", text[s["start"] - 1]):
            fail("span starts inside a word %r" % s["text"])
        if s["end"] < len(text) and re.match(r"\w", text[s["end"]]):
            fail("span ends inside a word %r" % s["text"])
        last = s["end"]
        toks = [t for t in WORD.findall(s["text"]) if t.lower() not in PARTS]
        if not toks:
            fail("name without a non-particle token %r" % s["text"])
        for t in toks:
            if outside(text, t, spans, re.IGNORECASE):
                fail("name word %r also occurs outside name spans" % t)
    if rec["slice"] in NAME_SLICES and not spans:
        fail("name slice without names")
    if rec["slice"] == "keep" and (spans or not rec["keep"]):
        fail("keep slice must have no names and >=1 keep item")
    name_toks = set()
    for s in spans:
        name_toks |= {t.lower() for t in WORD.findall(s["text"])}
    for k in rec["keep"]:
        if not outside(text, k, spans):
            fail("keep item %r not found outside name spans" % k)
        if sig_tokens(k) & name_toks:
            fail("keep item %r shares a token with a name" % k)
    if check_people:
        by_pid = {}
        for s in spans:
            by_pid.setdefault(s.get("pid"), set()).update(sig_tokens(s["text"]))
        pids = sorted(by_pid, key=str)
        for i, a in enumerate(pids):
            for b in pids[i + 1:]:
                if by_pid[a] & by_pid[b]:
                    fail("different persons share a name word %r" % (by_pid[a] & by_pid[b]))


# ----------------------------------------------------------------------------- building
ORIGIN_LIST = list(ORIGINS)  # file order, fixed


class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.ids = set()
        self.counters = {}

    def next_id(self, sl, sub=None):
        n = self.counters.get(sl, 0) + 1
        self.counters[sl] = n
        return "%s-%s%03d" % (sl, (sub + "-") if sub else "", n)

    def add(self, rec, check_people):
        if rec["id"] in self.ids:
            raise CorpusError("record %s: duplicate id" % rec["id"])
        validate(rec, check_people)
        self.ids.add(rec["id"])
        self.records.append(rec)

    def from_template(self, sl, sub, lang, template, mode="normal", origin=None, lang_origins=None):
        forced = None
        if isinstance(template, tuple):  # (template, origins that every person must come from)
            template, forced = template
        segs = parse(template)
        letters = sorted({v for k, v, _ in segs if k == "person"})
        genders = {v: m[0] for k, v, m in segs if k == "person" and m[0]}
        rid = self.next_id(sl, sub)
        err = None
        for _attempt in range(200):
            people = {}
            natives = list(NATIVE.get(lang, []))
            for L in letters:
                if L in "PQ":
                    people[L] = self.rng.choice([n for n in natives if n not in people.values()])
                    continue
                o = origin
                if o is None and forced:
                    o = self.rng.choice(forced)
                if o is None:
                    if lang_origins and self.rng.random() < 0.65:
                        o = self.rng.choice(lang_origins)
                    else:
                        o = self.rng.choice(ORIGIN_LIST)
                people[L] = Person(self.rng, o, genders.get(L))
            text, names, keep = render(segs, people, self.rng, mode)
            rec = {"id": rid, "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}
            if origin:
                rec["_origin"] = origin
            try:
                validate(rec, check_people=True)
            except CorpusError as e:
                err = e
                continue
            for n in names:
                del n["pid"]
            self.add(rec, check_people=False)
            return
        raise CorpusError("record %s: no valid fill after 200 tries (%s)" % (rid, err))

    def from_hand(self, sl, lang, text):
        sub = "hand" if sl not in ("nonenglish", "keep") else lang + "-hand"
        rid = self.next_id(sl, sub)
        t, names, keep = render(parse(text), {}, self.rng)
        for n in names:
            del n["pid"]
        self.add({"id": rid, "slice": sl, "lang": lang, "text": t, "names": names, "keep": keep},
                 check_people=False)


def build():
    b = Builder()
    reps = {"business": 2, "code": 2, "lists": 2, "possessive": 2, "quoted": 2, "titles": 2}
    tmpl = {"business": T.BUSINESS, "code": T.CODE, "lists": T.LISTS, "possessive": T.POSSESSIVE,
            "quoted": T.QUOTED, "titles": T.TITLES}
    for sl in SLICE_ORDER:
        if sl in tmpl:
            for r in range(reps[sl]):
                for t in tmpl[sl]:
                    b.from_template(sl, None, "en", t)
        elif sl == "casing":
            for mode in ("lower", "upper", "namelower", "nameupper"):
                for t in T.CASING:
                    b.from_template(sl, mode, "en", t, mode=mode)
        elif sl == "position":
            for r in range(3):
                for pos in ("start", "middle", "end"):
                    for t in T.POSITION[pos]:
                        b.from_template(sl, pos, "en", t)
        elif sl == "cultures":
            for i, o in enumerate(ORIGIN_LIST):
                b.from_template(sl, o, "en", T.CULTURES[i % len(T.CULTURES)], origin=o)
        elif sl == "nonenglish":
            for lang in T.NONENGLISH:
                for t in T.NONENGLISH[lang]:
                    b.from_template(sl, lang, lang, t, lang_origins=T.LANG_ORIGINS.get(lang))
        elif sl == "keep":
            for r in range(4):
                for t in T.KEEP:
                    b.from_template(sl, "en", "en", t)
        for lang, text in HAND.get(sl, []):
            b.from_hand(sl, lang, text)
    for r in b.records:
        r.pop("_origin", None)
    return b.records


def main():
    recs = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("%-12s %7s %7s %7s %7s" % ("slice", "prompts", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for sl in SLICE_ORDER:
        rs = [r for r in recs if r["slice"] == sl]
        row = [len(rs), sum(len(r["names"]) for r in rs), sum(len(r["keep"]) for r in rs),
               sum("-hand-" in r["id"] for r in rs)]
        tot = [a + c for a, c in zip(tot, row)]
        print("%-12s %7d %7d %7d %7d" % (sl, *row))
    print("%-12s %7d %7d %7d %7d" % ("TOTAL", *tot))
    langs = {}
    for r in recs:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages:", " ".join("%s=%d" % kv for kv in sorted(langs.items())))
    print("md5", hashlib.md5(data.encode("utf-8")).hexdigest(), OUT)


if __name__ == "__main__":
    main()
