#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl (v4 held-out PERSON-name corpus) deterministically.

    python3 make_corpus.py          # writes names_eval.jsonl next to this file

Markup used in templates and hand-written prompts:
  {A}            full name of person A (random origin unless the slice fixes one)
  {Af} / {Am}    same, but forces A to be female / male (for gendered titles)
  {A:first}      given name of A       {A:last}     family name (as used after a title)
  {A:handle}     ascii handle a.b      {A:initlast} "P. Family"
  {A:lastfirst}  "Family, Given"
  <<...>>        a literal, hand-written name (a gold span)
  [[...]]        a word/phrase that must be kept (keep item)
Everything else is plain text.  Case changes are applied per segment so offsets stay
exact.  Every record is validated before it is written (see validate()).
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from names_data import ORIGINS  # noqa: E402
from prompts_data import *  # noqa: E402,F401,F403

SEED = 20261125 + 4
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- people

_ASCII_MAP = {"đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "æ": "ae", "ß": "ss", "ł": "l",
              "Ł": "L", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i"}


def to_ascii(s):
    s = "".join(_ASCII_MAP.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", to_ascii(s).lower())


def make_person(rng, origin, gender=None):
    o = ORIGINS[origin]
    g = gender or rng.choice("fm")
    given = rng.choice(o[g])
    fams = o.get("fam_" + g) or o.get("fam")
    style = o["style"]
    first, last, full, lastfirst = given, None, None, None
    if style == "fg_some":
        style = "fg" if rng.random() < o["fg_rate"] else "gf"
    if style == "gf":
        fam = rng.choice(fams)
        if o.get("mono_rate") and rng.random() < o["mono_rate"]:
            full = last = given
        elif o.get("middle_rate") and rng.random() < o["middle_rate"]:
            mid = rng.choice([f for f in fams if f != fam])
            full, last = "%s %s %s" % (given, mid, fam), fam
        else:
            full, last = "%s %s" % (given, fam), fam
    elif style == "fg":
        fam = rng.choice(fams)
        full, last = "%s %s" % (fam, given), fam
    elif style == "iberian":
        f1 = rng.choice(fams)
        last = f1
        if rng.random() < o["second_rate"]:
            f2 = rng.choice([f for f in fams if f != f1])
            last = "%s %s" % (f1, f2)
        full = "%s %s" % (given, last)
    elif style == "luso":
        f1 = rng.choice(fams)
        last = f1
        if rng.random() < 0.5:
            f0 = rng.choice([f for f in fams if f != f1])
            full = "%s %s %s" % (given, f0, f1)
        else:
            full = "%s %s" % (given, f1)
    elif style == "slavic_p":
        fam = rng.choice(fams)
        last = fam
        if rng.random() < 0.35:
            full = "%s %s %s" % (given, rng.choice(o["patr_" + g]), fam)
        else:
            full = "%s %s" % (given, fam)
    elif style == "icelandic":
        last = rng.choice(o["father_gen"]) + ("dóttir" if g == "f" else "son")
        full = "%s %s" % (given, last)
    elif style == "nasab":
        fam = rng.choice(fams)
        last = fam
        if rng.random() < 0.4:
            full = "%s %s %s %s" % (given, "bint" if g == "f" else "bin", rng.choice(o["fathers"]), fam)
        else:
            full = "%s %s" % (given, fam)
    elif style == "malay":
        fa = rng.choice(o["fathers"])
        full = "%s %s %s" % (given, "binti" if g == "f" else "bin", fa)
        last = given
        lastfirst = full
    elif style == "ethiopian":
        last = rng.choice(o["fathers"])
        full = "%s %s" % (given, last)
    elif style == "somali":
        f1, f2 = rng.sample(o["fathers"], 2)
        full, last = "%s %s %s" % (given, f1, f2), f2
        lastfirst = full
    elif style == "viet":
        fam = rng.choice(fams)
        last = fam
        mid = None
        if " " not in given and rng.random() < 0.6:
            mid = "Thị" if g == "f" else "Văn"
        full = " ".join(x for x in (fam, mid, given) if x)
        if rng.random() < 0.25:
            full, first, last = to_ascii(full), to_ascii(given), to_ascii(fam)
        lastfirst = full
    elif style == "tamil":
        if rng.random() < 0.45:
            ini = rng.choice(["S.", "R.", "K.", "M.", "P. K.", "V. S.", "T.", "N."])
            full = "%s %s" % (ini, given)
            last = given
            lastfirst = full
        else:
            last = rng.choice(fams)
            full = "%s %s" % (given, last)
    elif style == "sikh":
        mid = "Kaur" if g == "f" else "Singh"
        if rng.random() < 0.65:
            last = rng.choice(fams)
            full = "%s %s %s" % (given, mid, last)
        else:
            last = mid
            full = "%s %s" % (given, mid)
    elif style == "mono":
        full = last = given
        lastfirst = full
    elif style == "mongol":
        last = rng.choice([x for x in o["fathers"] if x != given])
        full = "%s %s" % (last, given)
    else:
        raise ValueError(style)
    if lastfirst is None:
        lastfirst = full if last == full else "%s, %s" % (last, first)
    if last == full or last == first:
        handle = handle_part(full.replace(".", ""))
        initlast = full
    else:
        handle = "%s.%s" % (handle_part(first), handle_part(last))
        initlast = "%s. %s" % (first[0], last)
    return dict(full=full, first=first, last=last, gender=g, origin=origin,
                handle=handle, initlast=initlast, lastfirst=lastfirst)


# ---------------------------------------------------------------- rendering

TOKEN_RE = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]")


def parse(template):
    segs, pos = [], 0
    for m in TOKEN_RE.finditer(template):
        if m.start() > pos:
            segs.append(("text", template[pos:m.start()]))
        if m.group(1):
            segs.append(("person", (m.group(1), m.group(2), m.group(3) or "full")))
        elif m.group(4) is not None:
            segs.append(("name", m.group(4)))
        else:
            segs.append(("keep", m.group(5)))
        pos = m.end()
    if pos < len(template):
        segs.append(("text", template[pos:]))
    return segs


def mixed_case(s):
    words = s.split(" ")
    return " ".join(w.lower() if i % 2 == 0 else w.upper() for i, w in enumerate(words))


def casefn(mode, kind):
    ident = lambda s: s  # noqa: E731
    if mode == "lower":
        return str.lower
    if mode == "upper":
        return str.upper
    if kind == "name":
        return {"namelower": str.lower, "nameupper": str.upper, "mixed": mixed_case}.get(mode, ident)
    return ident


def render(template, rng, origin=None, case=None):
    """Return (text, names, keep) or raise ValueError if validation fails."""
    people = {}
    segs = parse(template)
    # draw people in order of first appearance
    for kind, val in segs:
        if kind == "person":
            letter, g, _ = val
            if letter not in people:
                for _try in range(50):
                    org = origin or rng.choice(ORIGIN_KEYS)
                    p = make_person(rng, org, g or None)
                    if all(p["full"] != q["full"] and p["last"] != q["last"] for q in people.values()):
                        break
                people[letter] = p
    text, names, keep = "", [], []
    for kind, val in segs:
        if kind == "text":
            text += casefn(case, "text")(val)
        elif kind == "keep":
            k = casefn(case, "text")(val)
            text += k
            if k not in keep:
                keep.append(k)
        else:
            if kind == "person":
                letter, _, form = val
                s = people[letter][form]
            else:
                s = val
            s = casefn(case, "name")(s)
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
            text += s
    return text, names, keep


def word_count_outside(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def validate(rec, need_names):
    t = rec["text"]
    prev = 0
    for s in rec["names"]:
        assert t[s["start"]:s["end"]] == s["text"], rec
        assert s["end"] > s["start"] and s["start"] >= prev, rec
        assert s["text"] == s["text"].strip(), rec
        prev = s["end"]
        assert not TITLE_RE.match(s["text"]), ("title inside span", rec)
    if need_names is True:
        assert rec["names"], rec["id"]
    if need_names is False:
        assert not rec["names"] and rec["keep"], rec["id"]
    name_toks = {x.lower() for s in rec["names"] for x in re.findall(r"\w+", s["text"])}
    for k in rec["keep"]:
        if word_count_outside(t, k, rec["names"]) < 1:
            raise ValueError("keep item %r not found outside names in %r" % (k, t))
        if {x.lower() for x in re.findall(r"\w+", k)} & name_toks:
            raise ValueError("keep item %r shares a token with a name in %r" % (k, t))
    assert "{" not in t.replace("{}", "") or rec["slice"] == "code", t
    assert ("<<" not in t or rec["slice"] == "code") and "[[" not in t, t


ORIGIN_KEYS = sorted(ORIGINS)
TITLE_RE = re.compile(r"(?i)(dr|mr|mrs|ms|mx|prof|herr|frau|señora|señor|mme|madame|sir|rev)\.?\s")

# ---------------------------------------------------------------- build


def build():
    rng = random.Random(SEED)
    out = []
    counters = {}

    def add(slice_, sub, lang, template, origin=None, case=None, need=True):
        prefix = slice_ + ("-" + sub if sub else "")
        last_err = None
        for _try in range(60):
            text, names, keep = render(template, rng, origin, case)
            counters[prefix] = counters.get(prefix, 0) + 0
            rec = {"id": None, "slice": slice_, "lang": lang, "text": text,
                   "names": names, "keep": keep}
            try:
                validate(rec, need)
            except ValueError as e:  # re-draw people (token clash with a keep word)
                last_err = e
                if "<<" in template or not TOKEN_RE.search(template):
                    raise
                continue
            counters[prefix] = counters.get(prefix, 0) + 1
            rec["id"] = "%s-%03d" % (prefix, counters[prefix])
            out.append(rec)
            return rec
        raise last_err

    # cultures: 2 template prompts per origin, distinct templates, persons of that origin
    for org in ORIGIN_KEYS:
        for tpl in rng.sample(CULTURE_TEMPLATES, 2):
            add("cultures", org, "en", tpl, origin=org)
    for tpl in CULTURE_HAND:
        add("cultures", "hand", "en", tpl)

    # casing
    for mode in ("lower", "upper", "namelower", "nameupper", "mixed"):
        for tpl in rng.sample(CASING_TEMPLATES, 8):
            add("casing", mode, "en", tpl, case=mode)
    for tpl in CASING_HAND:
        add("casing", "hand", "en", tpl)

    # position
    for pos, tpls in (("start", POS_START), ("middle", POS_MIDDLE), ("end", POS_END)):
        for tpl in tpls:
            add("position", pos, "en", tpl)
    for tpl in POSITION_HAND:
        add("position", "hand", "en", tpl)

    simple = [("lists", LIST_TEMPLATES, LIST_HAND),
              ("possessive", POSS_TEMPLATES, POSS_HAND),
              ("quoted", QUOTED_TEMPLATES, QUOTED_HAND),
              ("code", CODE_TEMPLATES, CODE_HAND),
              ("business", BUSINESS_TEMPLATES, BUSINESS_HAND),
              ("titles", TITLE_TEMPLATES, TITLE_HAND)]
    for sl, tpls, hand in simple:
        for i, tpl in enumerate(tpls):
            case = "lower" if sl in ("lists", "quoted") and i % 8 == 7 else None
            add(sl, None, "en", tpl, case=case)
        for tpl in hand:
            add(sl, "hand", "en", tpl)

    # non-English
    for lang in NONENG_LANGS:
        for tpl in NONENG_TEMPLATES.get(lang, []):
            add("nonenglish", lang, lang, tpl)
        for tpl in NONENG_HAND.get(lang, []):
            add("nonenglish", lang + "-hand", lang, tpl)

    # prompts without any name: the keep slice, and a few in every other slice
    for lang, tpl in KEEP_HAND:
        add("keep", lang, lang, tpl, need=False)
    for sl, lang, tpl in NONAME_HAND:
        add(sl, "noname", lang, tpl, need=False)
    return out


def main():
    recs = build()
    ids = [r["id"] for r in recs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    path = os.path.join(HERE, "names_eval.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    # re-read and re-check offsets from the file itself
    n_names = 0
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            for s in r["names"]:
                assert r["text"][s["start"]:s["end"]] == s["text"]
                n_names += 1
    by_slice, by_lang = {}, {}
    for r in recs:
        by_slice[r["slice"]] = by_slice.get(r["slice"], 0) + 1
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
    n_hand = sum(1 for r in recs if "-hand-" in r["id"] or "-noname-" in r["id"] or r["slice"] == "keep")
    print("records:", len(recs), "names:", n_names, "keep items:", sum(len(r["keep"]) for r in recs))
    print("no-name records:", sum(1 for r in recs if not r["names"]), "hand-written:", n_hand)
    print("origins:", len(ORIGINS))
    print("by slice:", json.dumps(by_slice))
    print("by lang:", json.dumps(by_lang))


if __name__ == "__main__":
    main()
