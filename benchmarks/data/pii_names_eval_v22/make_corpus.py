#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Deterministic generator for names_eval.jsonl (v22, python3 stdlib only).

Markup used in templates and hand-written records:
  {A} {B} ... {F}     full name of a drawn person; {Af}/{Am} force a gender
  {A:form}            form in first,last,handle,flast,initlast,lastfirst,login,given_family
  <<...>>             literal, hand-written person-name span
  [[...]]             literal keep item
Case changes are applied per segment, so offsets stay exact.
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from names_data import ORIGINS, PEOPLE  # noqa: E402
import templates_en as T  # noqa: E402
import templates_xx as X  # noqa: E402
import hand as H  # noqa: E402

SEED = 22_0713
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "names_eval.jsonl")
TOK = re.compile(r"\{([A-F])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)
VN = {"vietnamese"}
PARTICLES = {"de", "da", "del", "della", "di", "do", "dos", "das", "du", "van", "von", "der", "den",
             "ter", "t", "la", "le", "el", "al", "bin", "binti", "bint", "ibn", "ap", "i", "e", "y",
             "í", "ní", "ó", "abou", "abu", "abdel", "ben", "ba", "lo", "dalla", "st", "mac"}
FOLD = {"ø": "o", "ð": "d", "þ": "th", "ł": "l", "ß": "ss", "đ": "d", "æ": "ae", "œ": "oe", "ı": "i"}


def ascii_fold(s):
    s = "".join(FOLD.get(c, FOLD.get(c.lower(), c)) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def squash(s):
    return re.sub(r"[^a-z0-9]", "", ascii_fold(s).lower())


def form(p, f):
    giv, fam, order = p["given"], p["family"], p["order"]
    if order == "mono":
        if f in ("handle", "flast", "login"):
            return ".".join(squash(w) for w in giv.split()) if f != "login" else squash(giv)
        return giv
    first = giv.split()[-1] if p["origin"] in VN else giv
    last = p["short"] or fam
    if f == "full":
        return fam + " " + giv if order == "fg" else giv + " " + fam
    if f == "given_family":
        return giv + " " + fam
    if f == "first":
        return first
    if f == "last":
        return last
    if f == "handle":
        return squash(first.split()[0] if order == "gf" else first) + "." + squash(last)
    if f == "flast":
        return squash(first)[0] + squash(last)
    if f == "login":
        return squash(first.split()[0]) + squash(last)[:1]
    if f == "initlast":
        return first[0] + ". " + last
    if f == "lastfirst":
        return last + ", " + first
    raise KeyError(f)


ALLPEOPLE = []
for _k, _ in ORIGINS:
    for _p in PEOPLE[_k]:
        _p["origin"] = _k
        ALLPEOPLE.append(_p)


def casefns(mode):
    ident = lambda s: s
    low = lambda s: s.lower()
    up = lambda s: s.upper()
    return {"normal": (ident, ident), "lower": (low, low), "upper": (up, up),
            "namelower": (ident, low), "nameupper": (ident, up)}[mode]


def render(tpl, people, mode="normal"):
    ft, fn = casefns(mode)
    out, names, keep, pos, n = [], [], [], 0, 0
    for m in TOK.finditer(tpl):
        lit = ft(tpl[pos:m.start()])
        out.append(lit)
        n += len(lit)
        pos = m.end()
        if m.group(1):
            s = fn(form(people[m.group(1)], m.group(3) or "full"))
            names.append({"start": n, "end": n + len(s), "text": s})
        elif m.group(4) is not None:
            s = fn(m.group(4))
            names.append({"start": n, "end": n + len(s), "text": s})
        else:
            s = ft(m.group(5))
            keep.append(s)
        out.append(s)
        n += len(s)
    lit = ft(tpl[pos:])
    out.append(lit)
    text = "".join(out)
    kk = []
    for k in keep:
        if k not in kk:
            kk.append(k)
    return text, names, kk


def draw(rng, tpl, pool):
    need = {}
    for m in TOK.finditer(tpl):
        if m.group(1):
            need.setdefault(m.group(1), "")
            if m.group(2):
                need[m.group(1)] = m.group(2)
    people, used = {}, set()
    for letter in sorted(need):
        g = need[letter]
        cands = [p for p in pool if (not g or p["g"] == g) and id(p) not in used]
        if not cands:
            cands = [p for p in ALLPEOPLE if (not g or p["g"] == g) and id(p) not in used]
        p = rng.choice(cands)
        used.add(id(p))
        people[letter] = p
    return people


def words(s):
    return re.findall(r"\w+", s)


def problems(r, strict=True):
    t, sp, errs = r["text"], r["names"], []
    last = -1
    for s in sp:
        if not (0 <= s["start"] < s["end"] <= len(t)) or t[s["start"]:s["end"]] != s["text"]:
            errs.append("bad span %r" % s)
        if s["text"] != s["text"].strip():
            errs.append("whitespace %r" % s)
        if s["start"] < last:
            errs.append("overlap/order %r" % s)
        last = s["end"]
    if r["slice"] == "keep":
        if sp or not r["keep"]:
            errs.append("keep slice must have no names and >=1 keep")
    elif not sp:
        errs.append("no names")
    ntoks = set()
    for s in sp:
        ntoks.update(words(s["text"]))
    for k in r["keep"]:
        ok = False
        for m in re.finditer(r"(?<!\w)" + re.escape(k) + r"(?!\w)", t):
            if all(m.end() <= s["start"] or m.start() >= s["end"] for s in sp):
                ok = True
        if not ok:
            errs.append("keep not outside names: %r" % k)
        if set(words(k)) & ntoks:
            errs.append("keep shares token with a name: %r" % k)
    if strict:
        # a name token must not also occur unannotated elsewhere (catches missing gold)
        for tok in ntoks:
            if len(tok) < 2 or tok.lower() in PARTICLES:
                continue
            for m in re.finditer(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", t):
                if all(m.end() <= s["start"] or m.start() >= s["end"] for s in sp):
                    errs.append("name token %r also outside spans" % tok)
                    break
    return errs


def make(rng, rid, sl, lang, tpl, pool, mode="normal"):
    for _ in range(200):
        people = draw(rng, tpl, pool)
        text, names, keep = render(tpl, people, mode)
        r = {"id": rid, "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}
        if not problems(r):
            return r
    raise SystemExit("cannot render %s: %s | %s" % (rid, tpl, problems(r)))


def hand_record(rid, sl, lang, tpl, strict=True):
    text, names, keep = render(tpl, {})
    r = {"id": rid, "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}
    errs = problems(r, strict)
    if errs:
        raise SystemExit("hand record %s: %s" % (rid, errs))
    return r


def main():
    rng = random.Random(SEED)
    recs = []
    counters = {}

    def nid(prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, counters[prefix])

    def lowmode(i, every):
        return "lower" if i % every == every - 1 else "normal"

    # cultures: one templated prompt per origin, all persons of that origin
    ct = T.split(T.CULTURES)
    for i, (k, _) in enumerate(ORIGINS):
        tpl = ct[i % len(ct)]
        recs.append(make(rng, nid("cultures-" + k.replace("_", "")), "cultures", "en", tpl, PEOPLE[k]))
    # casing
    cas = T.split(T.CASING)
    modes = ["lower", "upper", "namelower", "nameupper", "normal"]
    for i in range(85):
        mode = modes[i % 5]
        recs.append(make(rng, nid("casing-" + mode), "casing", "en", cas[i % len(cas)], ALLPEOPLE, mode))
    # position
    for where, block in (("start", T.POS_START), ("middle", T.POS_MIDDLE), ("end", T.POS_END)):
        tl = T.split(block)
        for i in range(28):
            recs.append(make(rng, nid("position-" + where), "position", "en", tl[i % len(tl)], ALLPEOPLE))
    # generic slices
    for sl, block, n, every in (("lists", T.LISTS, 80, 6), ("possessive", T.POSSESSIVE, 78, 9),
                                ("quoted", T.QUOTED, 80, 7), ("code", T.CODE, 88, 0),
                                ("business", T.BUSINESS, 80, 0), ("titles", T.TITLES, 78, 0)):
        tl = T.split(block)
        for i in range(n):
            mode = lowmode(i, every) if every else "normal"
            recs.append(make(rng, nid(sl), sl, "en", tl[i % len(tl)], ALLPEOPLE, mode))
    # non-English templated
    for lang in sorted(X.LANGS):
        tl = T.split(X.LANGS[lang])
        for i, tpl in enumerate(tl):
            recs.append(make(rng, nid("nonenglish-" + lang), "nonenglish", lang, tpl, ALLPEOPLE))
    # hand-written records for all slices (keep slice included)
    for sl, lang, tpl, strict in H.records():
        if sl == "keep":
            prefix = "keep-" + lang + ("-hand" if strict == "hand" else "")
        elif sl == "nonenglish":
            prefix = "nonenglish-" + lang + "-hand"
        else:
            prefix = sl + "-hand"
        recs.append(hand_record(nid(prefix), sl, lang, tpl, strict is not False))

    ids = [r["id"] for r in recs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for r in recs:
        e = problems(r, strict=False)
        assert not e, (r["id"], e)
    order = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
             "business", "titles", "nonenglish", "keep"]
    recs.sort(key=lambda r: (order.index(r["slice"]), r["id"]))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records, %d names, %d keep items" % (
        len(recs), sum(len(r["names"]) for r in recs), sum(len(r["keep"]) for r in recs)))


if __name__ == "__main__":
    main()
