#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v16/names_eval.jsonl (python3 stdlib only).

python3 make_corpus.py  -> rewrites names_eval.jsonl byte for byte (seed 20261206).
Every record is validated before anything is written; a bad record raises
ValueError("<id>: <reason>").
"""
import json
import os
import random
import re
import unicodedata

from names_data import ORIGINS
from templates_en import (CULTURES, CASING, POSITION_START, POSITION_MIDDLE,
                          POSITION_END, LISTS, POSSESSIVE, QUOTED, CODE, TITLES, BUSINESS)
from templates_intl import NONENGLISH, KEEP
from hand import HAND

SEED = 20261206
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")
NAME_SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted",
               "code", "nonenglish", "titles", "business"]
MAX_TEMPLATE_USES = 2

PH = re.compile(r"\{([A-F])([fm]?)(?::(\w+))?\}|\[\[(.+?)\]\]|<<(.+?)>>")


def is_latin(s):
    return all((not c.isalpha()) or ord(c) < 0x250 or 0x1E00 <= ord(c) <= 0x1EFF for c in s)


class Origin:
    def __init__(self, key, order, f, m, fam):
        self.key, self.order = key, order
        self.given = {"f": f.split(","), "m": m.split(",")}
        self.family = fam.split(",") if fam else []
        allnames = f + m + fam
        self.latin = is_latin(allnames)


ORIGIN_LIST = [Origin(*o) for o in ORIGINS]
ORIGIN_BY_KEY = {o.key: o for o in ORIGIN_LIST}
if len(ORIGIN_BY_KEY) != len(ORIGIN_LIST):
    raise ValueError("duplicate origin key")


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ø", "o").replace("Ø", "O").replace("ß", "ss").replace("ł", "l").replace("Ł", "L")
    s = s.replace("đ", "d").replace("Đ", "D").replace("ð", "d").replace("þ", "th").replace("Þ", "Th")
    s = s.replace("æ", "ae").replace("ı", "i")
    return s


class Person:
    def __init__(self, origin, gender, given, family):
        self.origin, self.gender, self.given = origin, gender, given
        if "/" in family:
            male, female = family.split("/")
            family = female if gender == "f" else male
        self.family = family

    def form(self, f):
        o = self.origin.order
        g, fam = self.given, self.family
        if f in (None, "full"):
            if o == "gf":
                return g + " " + fam
            if o in ("fg", "fgv"):
                return fam + " " + g
            if o == "fgns":
                return fam + g
            return g  # mono
        if f == "first":
            if o == "fgv":
                return g.split()[-1]
            return g
        if f == "last":
            return fam if fam else g
        if f == "handle":
            h = ascii_fold(g).lower() + "." + ascii_fold(fam).lower()
            return re.sub(r"[^a-z0-9.]", "", h)
        if f == "initlast":
            return g[0] + ". " + fam
        if f == "lastfirst":
            return fam + ", " + g
        raise ValueError("unknown form " + f)


GF_ONLY_FORMS = {"handle", "initlast", "lastfirst"}


def pick_origin(rng, pool, latin_only, gf_only):
    cands = [ORIGIN_BY_KEY[k] for k in pool]
    if latin_only:
        cands = [o for o in cands if o.latin] or cands
    if gf_only:
        cands = [o for o in cands if o.order == "gf" and o.latin]
    if not cands:
        raise ValueError("no origin fits pool %r" % (pool,))
    return rng.choice(cands)


def make_person(rng, origin, gender):
    if gender is None:
        gender = rng.choice("fm")
    given = rng.choice(origin.given[gender])
    family = rng.choice(origin.family) if origin.family else ""
    return Person(origin, gender, given, family)


def case_fn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def render(tpl, people, mode=None):
    text, names, keep = [], [], []
    pos = 0
    last = 0

    def emit(s, kind):
        nonlocal pos
        s = case_fn(mode, kind)(s)
        start = pos
        text.append(s)
        pos += len(s)
        return start, s

    for m in PH.finditer(tpl):
        emit(tpl[last:m.start()], "text")
        last = m.end()
        if m.group(1):
            p = people[m.group(1)]
            start, s = emit(p.form(m.group(3)), "name")
            names.append({"start": start, "end": start + len(s), "text": s})
        elif m.group(4) is not None:
            _, s = emit(m.group(4), "keep")
            if s not in keep:
                keep.append(s)
        else:
            start, s = emit(m.group(5), "name")
            names.append({"start": start, "end": start + len(s), "text": s})
    emit(tpl[last:], "text")
    return "".join(text), names, keep


def toks(s):
    """Word tokens; combining marks (Indic vowel signs etc.) stay inside the word."""
    out, cur = set(), []
    for c in s + " ":
        if c.isalnum() or c == "_" or unicodedata.category(c).startswith("M"):
            cur.append(c)
        elif cur:
            out.add("".join(cur).lower())
            cur = []
    return out


def keep_problem(text, names, keep):
    ntoks = set()
    for n in names:
        ntoks |= toks(n["text"])
    for k in keep:
        if toks(k) & ntoks:
            return "keep item %r shares a token with a name" % k
        ok = False
        i = text.find(k)
        while i >= 0:
            if all(i + len(k) <= n["start"] or i >= n["end"] for n in names):
                ok = True
                break
            i = text.find(k, i + 1)
        if not ok:
            return "keep item %r does not occur outside the name spans" % k
    return None


def fill(rng, tpl, pool, mode=None, latin_only=False, same_origin=None):
    """Draw persons for the placeholders of tpl and render it (retries on clashes)."""
    specs = {}
    for m in PH.finditer(tpl):
        if m.group(1):
            letter = m.group(1)
            d = specs.setdefault(letter, {"gender": None, "gf": False})
            if m.group(2):
                d["gender"] = m.group(2)
            if m.group(3) in GF_ONLY_FORMS:
                d["gf"] = True
    for _ in range(200):
        people = {}
        for letter in sorted(specs):
            d = specs[letter]
            if same_origin is not None:
                o = same_origin
            else:
                lo = latin_only or rng.random() < 0.88
                o = pick_origin(rng, pool, lo, d["gf"])
            people[letter] = make_person(rng, o, d["gender"])
        fulls = [p.form("full") for p in people.values()]
        allt = [toks(p.form("full")) for p in people.values()]
        clash = len(set(fulls)) < len(fulls) or any(
            allt[i] & allt[j] for i in range(len(allt)) for j in range(i + 1, len(allt)))
        if clash:
            continue
        text, names, keep = render(tpl, people, mode)
        if keep_problem(text, names, keep):
            continue
        return text, names, keep, people
    raise ValueError("could not fill template %r" % tpl)


def validate(rec, seen):
    rid = rec["id"]
    if rid in seen:
        raise ValueError("%s: duplicate id" % rid)
    seen.add(rid)
    if not re.fullmatch(r"[a-z]+(-[a-z_]+)*(-hand)?-\d{3}", rid):
        raise ValueError("%s: bad id format" % rid)
    if not rid.startswith(rec["slice"] + "-"):
        raise ValueError("%s: id does not start with slice" % rid)
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    if not text.strip():
        raise ValueError("%s: empty text" % rid)
    prev_end = -1
    for n in names:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(text)):
            raise ValueError("%s: span out of range %r" % (rid, n))
        if text[s:e] != n["text"]:
            raise ValueError("%s: text[start:end] != name text %r" % (rid, n["text"]))
        if n["text"] != n["text"].strip():
            raise ValueError("%s: span has surrounding whitespace" % rid)
        if s < prev_end:
            raise ValueError("%s: spans overlap or unsorted" % rid)
        prev_end = e
        if s > 0 and (text[s - 1].isalnum() and text[s - 1].isascii() and n["text"][0].isascii()):
            raise ValueError("%s: span %r starts inside a word" % (rid, n["text"]))
    if rec["slice"] in NAME_SLICES and not names:
        raise ValueError("%s: name slice without names" % rid)
    if rec["slice"] == "keep":
        if names:
            raise ValueError("%s: keep slice has names" % rid)
        if not keep:
            raise ValueError("%s: keep slice without keep items" % rid)
    if len(set(keep)) != len(keep):
        raise ValueError("%s: duplicate keep items" % rid)
    prob = keep_problem(text, names, keep)
    if prob:
        raise ValueError("%s: %s" % (rid, prob))
    if rec["slice"] == "position" and "-hand-" not in rid:
        where = rid.split("-")[1]
        first, lastn = names[0], names[-1]
        if where == "start" and first["start"] != 0:
            raise ValueError("%s: name not at start" % rid)
        if where == "end" and text[lastn["end"]:].strip(" .!?") != "":
            raise ValueError("%s: name not at end" % rid)
        if where == "middle" and (first["start"] == 0 or text[lastn["end"]:].strip(" .!?") == ""):
            raise ValueError("%s: name not in the middle" % rid)


def build():
    rng = random.Random(SEED)
    records = []
    counters = {}
    origin_use = {}

    def add(slice_, sub, lang, text, names, keep, people=None):
        prefix = slice_ + ("-" + sub if sub else "")
        counters[prefix] = counters.get(prefix, 0) + 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        records.append({"id": rid, "slice": slice_, "lang": lang, "text": text,
                        "names": names, "keep": keep})
        for p in (people or {}).values():
            origin_use[p.origin.key] = origin_use.get(p.origin.key, 0) + 1

    all_keys = [o.key for o in ORIGIN_LIST]
    use = {}

    def order(templates, name):
        idx = list(range(len(templates))) * MAX_TEMPLATE_USES
        rng.shuffle(idx)
        return idx

    def count_use(tpl):
        use[tpl] = use.get(tpl, 0) + 1
        if use[tpl] > MAX_TEMPLATE_USES:
            raise ValueError("template used more than twice: %r" % tpl)

    # cultures: one prompt per origin, all persons from that origin
    idx = order(CULTURES, "cultures")
    if len(idx) < len(ORIGIN_LIST):
        raise ValueError("not enough culture templates")
    for i, o in enumerate(ORIGIN_LIST):
        tpl = CULTURES[idx[i]]
        count_use(tpl)
        text, names, keep, people = fill(rng, tpl, all_keys, same_origin=o)
        add("cultures", o.key, "en", text, names, keep, people)

    # casing
    modes = ["lower", "upper", "namelower", "nameupper"]
    for j, i in enumerate(order(CASING, "casing")):
        tpl = CASING[i]
        count_use(tpl)
        mode = modes[j % 4]
        text, names, keep, people = fill(rng, tpl, all_keys, mode=mode, latin_only=True)
        add("casing", mode, "en", text, names, keep, people)

    # position
    for where, tpls in (("start", POSITION_START), ("middle", POSITION_MIDDLE), ("end", POSITION_END)):
        for i in order(tpls, where):
            tpl = tpls[i]
            count_use(tpl)
            text, names, keep, people = fill(rng, tpl, all_keys)
            add("position", where, "en", text, names, keep, people)

    for slice_, tpls in (("lists", LISTS), ("possessive", POSSESSIVE), ("quoted", QUOTED),
                         ("code", CODE), ("titles", TITLES), ("business", BUSINESS)):
        for j, i in enumerate(order(tpls, slice_)):
            tpl = tpls[i]
            count_use(tpl)
            mode = "lower" if slice_ in ("lists", "quoted") and j % 9 == 8 else None
            text, names, keep, people = fill(rng, tpl, all_keys, mode=mode)
            add(slice_, None, "en", text, names, keep, people)

    latin_keys = [o.key for o in ORIGIN_LIST if o.latin]
    for lang, (native, tpls) in NONENGLISH.items():
        for i in order(tpls, lang):
            tpl = tpls[i]
            count_use(tpl)
            native_o = [ORIGIN_BY_KEY[k] for k in native]
            if all(o.latin for o in native_o) and rng.random() >= 0.6:
                text, names, keep, people = fill(rng, tpl, latin_keys, latin_only=True)
            else:
                text, names, keep, people = fill(rng, tpl, native, same_origin=rng.choice(native_o))
            add("nonenglish", lang, lang, text, names, keep, people)

    for slice_, lang, tpl in HAND:
        count_use(tpl)
        text, names, keep = render(tpl, {})
        sub = (lang + "-hand") if slice_ == "nonenglish" else "hand"
        if slice_ == "keep":
            sub = lang + "-hand"
        add(slice_, sub, lang, text, names, keep)

    for lang, prompts in KEEP.items():
        for tpl in prompts:
            count_use(tpl)
            text, names, keep = render(tpl, {})
            add("keep", lang, lang, text, names, keep)

    seen = set()
    for r in records:
        validate(r, seen)
    return records, origin_use


def main():
    records, _ = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s" % (len(records), OUT))


if __name__ == "__main__":
    main()
