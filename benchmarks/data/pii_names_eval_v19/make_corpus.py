#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v19/names_eval.jsonl (python3 stdlib only).

    python3 make_corpus.py            # rewrites names_eval.jsonl byte for byte

Template markup (see README.md):
  {A} {B} ...          full name of a randomly drawn person (same letter = same person)
  {Af} {Am}            force the person's gender (pronouns, gendered titles)
  {A:form}             another form of the same person's name: first, last, lastfirst,
                       initlast, gm (given + patronymic), handle (given.family), flast,
                       under (given_family), user (given, lower-case)
  {K:pool}             a keep word drawn from names_data.KEEP_POOLS[pool]
  ⟪...⟫                a literal, hand-written name span
  ⟦...⟧                a literal keep item
  ⟨k1,k2⟩ (at the start) draw the template's persons from these origins only (used
                       where a title or custom belongs to particular cultures)
A record whose template has no random slot ({A}, {K:...}) is a hand-written record and
gets the `hand` subslice in its id.
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, NATIVE, KEEP_POOLS  # noqa: E402
import tmpl_en  # noqa: E402
import tmpl_en2  # noqa: E402
import tmpl_intl  # noqa: E402

SEED = 58210397
OUT = os.path.join(HERE, "names_eval.jsonl")

ORIG = {o["key"]: o for o in ORIGINS}
NAME_SLICES = ("business", "casing", "code", "cultures", "lists", "nonenglish",
               "position", "possessive", "quoted", "titles")
ALL_SLICES = NAME_SLICES + ("keep",)

TOK = re.compile(r"\{([A-F])([fm]?)(?::(\w+))?\}|\{K:(\w+)\}|⟪(.+?)⟫|⟦(.+?)⟧", re.S)
POOL_DIRECTIVE = re.compile(r"⟨([^⟩]+)⟩")
LEFTOVER = re.compile(r"\{[A-F][fm]?(?::\w+)?\}|\{K:\w+\}|[⟪⟫⟦⟧⟨⟩]")

_FOLD = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "đ": "d",
         "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "œ": "oe", "Œ": "OE",
         "ħ": "h", "Ħ": "H", "ŋ": "ng", "ʼ": "'"}


def fold(s):
    """Strip diacritics, keep spaces, hyphens and apostrophes (typed-without-accents)."""
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def ascii_id(s):
    s = fold(s).lower()
    return "".join(c for c in s if "a" <= c <= "z" or "0" <= c <= "9")


def _is_word_char(c):
    # \w plus combining marks, so that Indic vowel signs do not split a word
    return c.isalnum() or c == "_" or unicodedata.category(c)[0] == "M"


def word_spans(s):
    out, start = [], None
    for i, c in enumerate(s):
        if _is_word_char(c):
            if start is None:
                start = i
        elif start is not None:
            out.append((start, i))
            start = None
    if start is not None:
        out.append((start, len(s)))
    return out


def words(s):
    return [s[a:b] for a, b in word_spans(s)]


# --------------------------------------------------------------------------- persons
class Person:
    def __init__(self, o, gender, rng):
        self.origin = o["key"]
        self.gender = gender
        pool = o[gender] or o["f"] + o["m"]
        given = rng.choice(pool)
        fam = ""
        if o["fam"]:
            first = rng.choice(o["fam"])
            fam = self._form(first, gender)
            if o["p2"] and rng.random() < o["p2"]:
                second = rng.choice([x for x in o["fam"] if x != first])
                fam = fam + o["j2"] + self._form(second, gender)
        mid = ""
        if o["pmid"] and rng.random() < o["pmid"]:
            mids = o["midf"] if gender == "f" else o["midm"]
            mid = rng.choice(mids)
        order = o["order"]
        if o["swap"] and rng.random() < o["swap"]:
            order = "FG" if order == "GF" else "GF"
        if o["ascii"] and rng.random() < o["ascii"]:
            given, fam, mid = fold(given), fold(fam), fold(mid)
        self.given, self.fam, self.mid, self.order, self.sep = given, fam, mid, order, o["sep"]

    @staticmethod
    def _form(entry, gender):
        if "/" in entry:
            m, f = entry.split("/")
            return f if gender == "f" else m
        return entry

    def render(self, form, famupper=False):
        g, f, mid, sep = self.given, self.fam, self.mid, self.sep
        if famupper:
            f = f.upper()
        if form in (None, "full"):
            parts = [g, mid, f] if self.order == "GF" else [f, mid, g]
            return sep.join(p for p in parts if p)
        if form == "first":
            return g
        if form == "last":
            # a nasab-only "surname" (bin Rahman) is not used alone after a title
            if not f or f.split(" ")[0] in ("bin", "binti", "bint"):
                return self.render("full", famupper)
            return f
        if form == "gm":
            return (g + " " + mid) if mid else g
        if form == "lastfirst":
            return (f + ", " + g + (" " + mid if mid else "")) if f else g
        if form == "initlast":
            return (g[0] + ". " + f) if f else g
        gi = ascii_id(g)
        fi = ascii_id(f) if f else ""
        if form == "handle":
            return gi + "." + fi if fi else ".".join(ascii_id(x) for x in g.split())
        if form == "flast":
            return gi[:1] + fi if fi else gi
        if form == "under":
            return gi + "_" + fi if fi else gi
        if form == "user":
            return gi
        raise KeyError(form)

    def tokens(self):
        return {w.casefold() for w in words(" ".join([self.given, self.mid, self.fam]))}


def drawer_for(spec):
    """spec: list of origin keys, '@xx' for a native pool, '*' for any origin."""
    def draw(rng, gender):
        key = rng.choice(spec)
        if key == "*":
            o = rng.choice(ORIGINS)
        elif key.startswith("@"):
            o = NATIVE[key[1:]]
        else:
            o = ORIG[key]
        return Person(o, gender, rng)
    return draw


ANY = drawer_for(["*"])


# --------------------------------------------------------------------------- checks
def occurrences(text, w):
    return [(m.start(), m.end()) for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


def outside(spans, a, b):
    return all(b <= s["start"] or a >= s["end"] for s in spans)


def keep_outside_count(text, k, spans):
    n = sum(1 for a, b in occurrences(text, k) if outside(spans, a, b))
    if n == 0:
        # scripts that attach prefixes/particles or use no spaces (Hebrew, Arabic,
        # Indic case endings, Thai, CJK, Hangul + particle ...): plain substring,
        # when the item or its neighbours are in such a script
        i = text.find(k)
        while i >= 0:
            ctx = k + text[max(0, i - 1):i] + text[i + len(k):i + len(k) + 1]
            if outside(spans, i, i + len(k)) and any(ord(c) >= 0x0590 for c in ctx):
                n += 1
            i = text.find(k, i + 1)
    return n


def keep_name_clash(keep, names):
    nt = {w.casefold() for n in names for w in words(n["text"])}
    return [k for k in keep if {w.casefold() for w in words(k)} & nt]


def validate(rec, seen):
    rid = rec["id"]
    if rid in seen:
        raise ValueError("%s: duplicate id" % rid)
    seen.add(rid)
    t = rec["text"]
    if rec["slice"] not in ALL_SLICES:
        raise ValueError("%s: unknown slice %r" % (rid, rec["slice"]))
    if LEFTOVER.search(t):
        raise ValueError("%s: template markup left in text" % rid)
    last = 0
    for s in rec["names"]:
        if t[s["start"]:s["end"]] != s["text"]:
            raise ValueError("%s: span text %r does not match offsets %d:%d (%r)"
                             % (rid, s["text"], s["start"], s["end"], t[s["start"]:s["end"]]))
        if s["end"] <= s["start"] or s["text"] != s["text"].strip():
            raise ValueError("%s: empty span or span with surrounding whitespace %r" % (rid, s["text"]))
        if s["start"] < last:
            raise ValueError("%s: spans unsorted or overlapping at %r" % (rid, s["text"]))
        last = s["end"]
    if rec["slice"] == "keep":
        if rec["names"] or not rec["keep"]:
            raise ValueError("%s: keep slice needs no names and at least one keep item" % rid)
    elif not rec["names"]:
        raise ValueError("%s: name-bearing slice without a name" % rid)
    for k in rec["keep"]:
        if not k or keep_outside_count(t, k, rec["names"]) == 0:
            raise ValueError("%s: keep item %r absent from the text outside name spans" % (rid, k))
    clash = keep_name_clash(rec["keep"], rec["names"])
    if clash:
        raise ValueError("%s: keep item(s) %r share a token with a name" % (rid, clash))
    if len(set(rec["keep"])) != len(rec["keep"]):
        raise ValueError("%s: duplicate keep item" % rid)


def soft_ok(text, names, keep, persons):
    """Extra conditions for randomly filled templates (re-drawn until they hold)."""
    if keep_name_clash(keep, names):
        return False
    for k in keep:
        if keep_outside_count(text, k, names) == 0:
            return False
    # each name token is attributable: it does not occur as a word outside name spans
    name_toks = {w.casefold() for n in names for w in words(n["text"])}
    for a, b in word_spans(text):
        if text[a:b].casefold() in name_toks and outside(names, a, b):
            return False
    # different persons in one record share no token
    toks = [p.tokens() for p in persons]
    for i in range(len(toks)):
        for j in range(i + 1, len(toks)):
            if toks[i] & toks[j]:
                return False
    return True


# --------------------------------------------------------------------------- rendering
def is_hand(template):
    return not any(m.group(1) or m.group(4) for m in TOK.finditer(template))


def render(template, rng, draw=ANY, mode=None, tries=200):
    hints = {}
    for m in TOK.finditer(template):
        if m.group(1) and m.group(2):
            hints[m.group(1)] = m.group(2)
    for _ in range(tries):
        persons, kpick = {}, {}
        segs = []  # (kind, text)
        pos = 0
        ok = True
        for m in TOK.finditer(template):
            if m.start() > pos:
                segs.append(("text", template[pos:m.start()]))
            pos = m.end()
            letter, _g, form, kpool, lit_name, lit_keep = m.groups()
            if letter:
                if letter not in persons:
                    g = hints.get(letter) or rng.choice("fm")
                    persons[letter] = draw(rng, g)
                s = persons[letter].render(form, famupper=(mode == "famupper"))
                if form in ("handle", "flast", "under", "user") and not re.fullmatch(r"[a-z0-9._]+", s or "-"):
                    ok = False
                segs.append(("name", s))
            elif kpool:
                used = kpick.setdefault(kpool, set())
                choices = [x for x in KEEP_POOLS[kpool] if x not in used]
                w = rng.choice(choices)
                used.add(w)
                segs.append(("keep", w))
            elif lit_name is not None:
                segs.append(("name", lit_name))
            else:
                segs.append(("keep", lit_keep))
        if pos < len(template):
            segs.append(("text", template[pos:]))
        text, names, keep = "", [], []
        for kind, s in segs:
            if mode == "lower" or (mode == "namelower" and kind == "name"):
                s = s.lower()
            elif mode == "upper" or (mode == "nameupper" and kind == "name"):
                s = s.upper()
            if kind == "name":
                names.append({"start": len(text), "end": len(text) + len(s), "text": s})
            elif kind == "keep" and s not in keep:
                keep.append(s)
            text += s
        if not ok:
            continue
        if is_hand(template) or soft_ok(text, names, keep, list(persons.values())):
            return text, names, keep
    raise ValueError("could not fill template after %d tries: %r" % (tries, template[:80]))


# --------------------------------------------------------------------------- corpus plan
def cycle(rng, items, n):
    """n items from a list, each used as evenly as possible, in a seeded order."""
    out = []
    while len(out) < n:
        batch = list(items)
        rng.shuffle(batch)
        out.extend(batch)
    return out[:n]


def build():
    rng = random.Random(SEED)
    jobs = []  # (slice, subslice or None, lang, template, draw, mode)

    # cultures: one prompt per origin (all persons from that origin), a second one in
    # native script where the origin has a native pool, then the hand-written cases.
    cul = [t for t in tmpl_en.CULTURES]
    order = cycle(rng, cul, len(ORIGINS) + sum(1 for o in ORIGINS if o["native"]))
    i = 0
    for o in ORIGINS:
        jobs.append(("cultures", o["key"], "en", order[i], drawer_for([o["key"]]), None))
        i += 1
        if o["native"]:
            jobs.append(("cultures", o["key"], "en", order[i], drawer_for(["@" + o["native"]]), None))
            i += 1
    for t in tmpl_en.CULTURES_HAND:
        jobs.append(("cultures", None, "en", t, ANY, None))

    # casing: the same pool of templates under six casing modes
    modes = ["lower", "upper", "namelower", "nameupper", "famupper", "normal"]
    per_mode = 12
    ctpl = cycle(rng, tmpl_en.CASING, per_mode * len(modes))
    for mi, mode in enumerate(modes):
        for t in ctpl[mi * per_mode:(mi + 1) * per_mode]:
            jobs.append(("casing", mode, "en", t, ANY, None if mode == "normal" else mode))
    for t in tmpl_en.CASING_HAND:
        jobs.append(("casing", None, "en", t, ANY, None))

    for pos in ("start", "middle", "end"):
        for t in tmpl_en.POSITION[pos]:
            jobs.append(("position", pos, "en", t, ANY, None))
    for t in tmpl_en.POSITION_HAND:
        jobs.append(("position", None, "en", t, ANY, None))

    for sl, tl in (("lists", tmpl_en.LISTS), ("possessive", tmpl_en.POSSESSIVE),
                   ("quoted", tmpl_en2.QUOTED), ("code", tmpl_en2.CODE),
                   ("business", tmpl_en2.BUSINESS), ("titles", tmpl_en2.TITLES)):
        for j, item in enumerate(tl):
            lang, t = item if isinstance(item, tuple) else ("en", item)
            mode = None
            if sl in ("lists", "quoted", "possessive") and j % 7 == 6 and not is_hand(t):
                mode = "lower"  # chat style: the whole prompt typed in lower case
            jobs.append((sl, None, lang, t, ANY, mode))

    for lang, spec, tl in tmpl_intl.NONENGLISH:
        for t in tl:
            jobs.append(("nonenglish", lang, lang, t, drawer_for(spec), None))

    for lang, tl in tmpl_en2.KEEP + tmpl_intl.KEEP:
        for t in tl:
            jobs.append(("keep", lang, lang, t, ANY, None))

    # ids: <slice>[-<subslice>][-hand]-NNN, numbered per prefix in plan order
    counters = {}
    records = []
    for sl, sub, lang, t, draw, mode in jobs:
        m = POOL_DIRECTIVE.match(t)
        if m:  # template-level pool override, e.g. ⟨malay,javanese⟩ for culture-specific titles
            draw = drawer_for([x.strip() for x in m.group(1).split(",")])
            t = t[m.end():]
        hand = is_hand(t)
        if sl in ("nonenglish", "keep"):
            prefix = sl + "-" + sub + ("-hand" if hand else "")
        elif hand:
            prefix = sl + "-hand"
        else:
            prefix = sl + ("-" + sub if sub else "")
        counters[prefix] = counters.get(prefix, 0) + 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        try:
            text, names, keep = render(t, rng, draw, mode)
        except ValueError as e:
            raise ValueError("%s: %s" % (rid, e))
        records.append({"id": rid, "slice": sl, "lang": lang, "text": text,
                        "names": names, "keep": keep})
    return records


def main():
    records = build()
    seen = set()
    for r in records:
        validate(r, seen)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_names = sum(len(r["names"]) for r in records)
    n_keep = sum(len(r["keep"]) for r in records)
    print("wrote %d records, %d name spans, %d keep items -> %s"
          % (len(records), n_names, n_keep, OUT))


if __name__ == "__main__":
    main()
