#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v23 PERSON-name evaluation corpus (stdlib only, deterministic).

    python3 make_corpus.py          # writes names_eval.jsonl next to this file

Markup used by templates (templates_en.py, templates_intl.py) and hand-written lines (hand.py):
  §A§  full name of person A      §Af§ / §Am§  force gender (first occurrence binds it)
  §A.first§ §A.last§ §A.handle§ (first.last) §A.flast§ (flast) §A.initlast§ (P. Raman)
  §A.lastfirst§ (Raman, Priya) §A.under§ (priya_raman) §A.FULL§ (upper-case full name)
  ⟦...⟧  a literal, hand-written person name (gold span)
  ⟪...⟫  a literal word/phrase to keep (keep item)
  ↵      newline (hand.py only; templates may use \\n directly)
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import names_data  # noqa: E402
import templates_en  # noqa: E402
import templates_intl  # noqa: E402
import hand  # noqa: E402

SEED = 20261126
OUT = os.path.join(HERE, "names_eval.jsonl")

TOKEN_RE = re.compile(r"§([A-E])([fm]?)(?:\.(\w+))?§|⟦(.+?)⟧|⟪(.+?)⟫")
LATIN_FORMS = {"handle", "flast", "initlast", "lastfirst", "under"}

SPECIAL = {"ß": "ss", "ø": "o", "æ": "ae", "ł": "l", "đ": "d", "ı": "i", "ð": "d", "þ": "th",
           "œ": "oe", "Ø": "o", "Æ": "ae", "Ł": "l", "Đ": "d", "Ð": "d", "Þ": "th"}


def asc(s):
    s = "".join(SPECIAL.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", s.lower())


class Person:
    def __init__(self, origin, gender, full, first, last, latin):
        self.origin, self.gender, self.full, self.first, self.last = origin, gender, full, first, last
        self.latin = latin

    def form(self, f):
        if f in (None, "", "full"):
            return self.full
        if f == "first":
            return self.first
        if f == "last":
            return self.last
        if f == "FULL":
            return self.full.upper()
        first0 = asc(self.first.split()[0])
        lastc = asc(self.last)
        if f == "handle":
            return first0 if first0 == lastc else first0 + "." + lastc
        if f == "under":
            return first0 if first0 == lastc else first0 + "_" + lastc
        if f == "flast":
            return first0 if first0 == lastc else first0[0] + lastc
        if f == "initlast":
            return self.full if self.first == self.last else self.first[0] + ". " + self.last
        if f == "lastfirst":
            return self.full if self.first == self.last else self.last + ", " + self.first
        raise ValueError(f)


def gform(item, g):
    if "/" in item:
        m, f = item.split("/")
        return f if g == "f" else m
    return item


def make_person(rng, origin, gender=None):
    key, region, order, latin, fem, mal, fam, extra = origin
    g = gender or rng.choice("fm")
    given = rng.choice((fem if g == "f" else mal).split("|"))
    fams = [x for x in fam.split("|") if x]
    males = mal.split("|")
    first = given
    if order == "gf":
        last = gform(rng.choice(fams), g)
        mid = ""
        if extra and rng.random() < 0.35:
            mid = gform(rng.choice(extra.split("|")), g) + " "
        full = given + " " + mid + last
    elif order == "fg":
        last = gform(rng.choice(fams), g)
        full = last + " " + given
    elif order == "fgn":
        last = gform(rng.choice(fams), g)
        full = last + given
    elif order == "es":
        last = rng.choice(fams)
        full = given + " " + last
        if rng.random() < 0.45:
            second = rng.choice([x for x in fams if x != last])
            full += " " + second
    elif order == "vi":
        last = rng.choice(fams)
        full = last + " " + given
        first = given.split()[-1]
    elif order == "mono":
        full = first = last = given
    elif order == "father":
        father = rng.choice([m for m in males if m != given])
        full = given + " " + father
        last = father
        if key == "somali" and rng.random() < 0.5:
            grand = rng.choice([m for m in males if m not in (given, father)])
            full += " " + grand
    elif order == "nasab":
        father = rng.choice([m for m in males if m != given])
        if key == "malay":
            link = "binti" if g == "f" else "bin"
        else:
            link = "bint" if g == "f" else "bin"
        full = given + " " + link + " " + father
        if fams:
            last = rng.choice(fams)
            full += " " + last
        else:
            last = given
    else:
        raise ValueError(order)
    return Person(key, g, full, first, last, bool(latin) and bool(asc(first)) and bool(asc(last)))


ORIGINS = names_data.O
LATIN_ORIGINS = [o for o in ORIGINS if o[3]]
NONLATIN_ORIGINS = [o for o in ORIGINS if not o[3]]


def parse(tpl):
    """Split markup into segments: (kind, payload)."""
    segs, pos = [], 0
    for m in TOKEN_RE.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        if m.group(1):
            segs.append(("person", (m.group(1), m.group(2), m.group(3))))
        elif m.group(4) is not None:
            segs.append(("name", m.group(4)))
        else:
            segs.append(("keep", m.group(5)))
        pos = m.end()
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    return segs


def casefn(mode, kind):
    if mode == "lower":
        return str.lower
    if mode == "upper":
        return str.upper
    if mode == "namelower" and kind == "name":
        return str.lower
    if mode == "nameupper" and kind == "name":
        return str.upper
    return lambda s: s


def render(segs, persons, mode="normal"):
    text, names, keep = "", [], []
    for kind, pay in segs:
        if kind == "person":
            letter, _g, form = pay
            s, kind = persons[letter].form(form), "name"
        else:
            s = pay
        s = casefn(mode, kind)(s)
        s = s.replace("↵", "\n")
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep


def needs(segs):
    req = {}
    for kind, pay in segs:
        if kind == "person":
            letter, g, form = pay
            r = req.setdefault(letter, {"g": None, "latin": False})
            if g and not r["g"]:
                r["g"] = g
            if form in LATIN_FORMS:
                r["latin"] = True
    return req


def toks(s):
    return set(t.lower() for t in re.findall(r"\w+", s))


def conflict(text, names, keep):
    ntoks = set()
    for n in names:
        ntoks |= toks(n["text"])
    for k in keep:
        if toks(k) & ntoks:
            return True
    return False


def draw(rng, segs, mode, origin=None, nonlatin_share=0.06):
    req = needs(segs)
    for _ in range(200):
        persons, used = {}, set()
        ok = True
        for letter in sorted(req):
            r = req[letter]
            if origin is not None:
                o = origin
            elif not r["latin"] and rng.random() < nonlatin_share:
                o = rng.choice(NONLATIN_ORIGINS)
            else:
                o = rng.choice(LATIN_ORIGINS)
            p = make_person(rng, o, r["g"])
            if (r["latin"] and not p.latin) or p.full in used or p.first in [q.first for q in persons.values()]:
                ok = False
                break
            used.add(p.full)
            persons[letter] = p
        if not ok:
            continue
        text, names, keep = render(segs, persons, mode)
        if not conflict(text, names, keep):
            return text, names, keep, persons
    raise RuntimeError("could not draw persons for: %r" % (segs,))


# ---------------------------------------------------------------- validation

def validate(recs):
    errs = []
    for r in recs:
        try:
            validate1(r)
        except AssertionError as e:
            errs.append(repr(e))
    rids = [r["id"] for r in recs]
    if len(set(rids)) != len(rids):
        errs.append("duplicate ids")
    if errs:
        sys.exit("VALIDATION FAILED:\n" + "\n".join(errs))


def validate1(r):
    if True:
        rid = r["id"]
        assert set(r) == {"id", "slice", "lang", "text", "names", "keep"}, rid
        assert rid.startswith(r["slice"] + "-"), rid
        assert re.fullmatch(r"[a-z_]+(-[a-z_]+)*-\d{3}", rid), rid
        t = r["text"]
        assert not re.search("[§⟦⟧⟪⟫↵]", t), rid
        last = 0
        for n in r["names"]:
            s, e = n["start"], n["end"]
            assert 0 <= s < e <= len(t), rid
            assert t[s:e] == n["text"], (rid, n)
            assert n["text"] == n["text"].strip(), (rid, n)
            assert s >= last, (rid, "order/overlap")
            last = e
        if r["slice"] == "keep":
            assert not r["names"], rid
            assert r["keep"], rid
        else:
            assert r["names"], rid
        ntoks = set()
        for n in r["names"]:
            ntoks |= toks(n["text"])
        for k in r["keep"]:
            assert k and k == k.strip(), (rid, k)
            found = False
            i = t.find(k)
            while i >= 0 and not found:
                if all(i + len(k) <= n["start"] or i >= n["end"] for n in r["names"]):
                    found = True
                i = t.find(k, i + 1)
            assert found, (rid, "keep not outside names", k)
            assert not (toks(k) & ntoks), (rid, "keep shares token with name", k)


# ---------------------------------------------------------------- build

def main():
    rng = random.Random(SEED)
    recs = []
    counters = {}

    def add(prefix, slc, lang, text, names, keep):
        counters[prefix] = counters.get(prefix, 0) + 1
        recs.append({"id": "%s-%03d" % (prefix, counters[prefix]), "slice": slc, "lang": lang,
                     "text": text, "names": names, "keep": keep})

    def add_hand(prefix, slc, lines, default_lang="en"):
        for line in lines:
            lang = default_lang
            m = re.match(r"^([a-z]{2})\|", line)
            if m:
                lang, line = m.group(1), line[3:]
            text, names, keep = render(parse(line), {})
            add(prefix, slc, lang, text, names, keep)

    T = templates_en.T
    # cultures: one templated prompt per origin (templates cycle), then hand-written
    ct = T["cultures"]
    for i, o in enumerate(ORIGINS):
        segs = parse(ct[i % len(ct)])
        text, names, keep, _ = draw(rng, segs, "normal", origin=o)
        add("cultures-" + o[0], "cultures", "en", text, names, keep)
    add_hand("cultures-hand", "cultures", hand.lines("cultures"))

    # casing: modes x templates
    modes = ["lower", "upper", "namelower", "nameupper", "normal"]
    cs = T["casing"]
    for i in range(55):
        mode = modes[i % 5]
        segs = parse(cs[i % len(cs)])
        text, names, keep, _ = draw(rng, segs, mode)
        add("casing-" + mode, "casing", "en", text, names, keep)
    add_hand("casing-hand", "casing", hand.lines("casing"))

    # position
    for pos in ("start", "middle", "end"):
        pt = T["position_" + pos]
        for i in range(17):
            segs = parse(pt[i % len(pt)])
            text, names, keep, _ = draw(rng, segs, "normal")
            add("position-" + pos, "position", "en", text, names, keep)
    add_hand("position-hand", "position", hand.lines("position"))

    for slc in ("lists", "possessive", "quoted", "code", "business", "titles"):
        tl = T[slc]
        for i in range(53):
            segs = parse(tl[i % len(tl)])
            mode = "lower" if slc in ("lists", "quoted") and i % 9 == 8 else "normal"
            text, names, keep, _ = draw(rng, segs, mode)
            add(slc, slc, "en", text, names, keep)
        add_hand(slc + "-hand", slc, hand.lines(slc))

    # non-English: templated per language, then hand-written per language
    for lang in sorted(templates_intl.NONEN):
        for tpl in templates_intl.NONEN[lang]:
            text, names, keep, _ = draw(rng, parse(tpl), "normal", nonlatin_share=0.0)
            add("nonenglish-" + lang, "nonenglish", lang, text, names, keep)
    for lang, lines in hand.nonenglish():
        add_hand("nonenglish-" + lang + "-hand", "nonenglish", lines, lang)

    # keep: hand-written, per language
    for lang, lines in hand.keep():
        add_hand("keep-" + lang, "keep", lines, lang)

    validate(recs)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records, %d names, %d keep items -> %s" % (
        len(recs), sum(len(r["names"]) for r in recs), sum(len(r["keep"]) for r in recs), OUT))


if __name__ == "__main__":
    main()
