#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v18/names_eval.jsonl (python3 stdlib only).

    python3 make_corpus.py            # writes names_eval.jsonl next to this file

Deterministic: fixed seed SEED, fixed iteration order, json.dumps(ensure_ascii=False),
'\\n' line ends.  Every record is validated before anything is written; a bad
record raises ValueError naming its id.

Template markup (see README.md):
  {A} {Bf} {Cm:last} ...   person placeholder (letters A-E; f/m forces gender;
                           form after ':' - see FORMS below; default: full name)
  [[word]] / [[a|b|c]]     a word to keep (one alternative picked at random)
  <<Name>>                 a literal, hand-written person name
  ⟪a|b|c⟫                  plain text, one alternative picked at random
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the corpus folder free of __pycache__

import names_data  # noqa: E402
import templates_en as T  # noqa: E402
import templates_intl as TI  # noqa: E402
import hand  # noqa: E402

SEED = 20261218
OUT = os.path.join(HERE, "names_eval.jsonl")

CAPS_SCRIPTS = {"latin", "cyrillic", "greek", "armenian"}
PARTICLES = {"van", "der", "den", "de", "la", "du", "dos", "das", "da", "di", "von", "zu",
             "ter", "'t", "bin", "binti", "bint", "al", "el", "ap", "i", "y", "del", "le"}
SPECIAL = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae",
           "Æ": "Ae", "œ": "oe", "Œ": "Oe", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
           "ı": "i", "ə": "e", "Ə": "E", "ħ": "h", "Ħ": "H", "ŋ": "ng"}


def fold(s):
    """ASCII form of a Latin-script name part, or None."""
    s = "".join(SPECIAL.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = re.sub(r"[\s'’ʻ.\-]", "", s)
    return s if re.fullmatch(r"[A-Za-z]+", s) else None


class Person:
    def __init__(self, origin, gender, entry):
        parts = [x.strip() for x in entry.split("|")]
        parts += [""] * (4 - len(parts))
        p1, p2, call, last = parts
        self.origin = origin["key"]
        self.script = origin["script"]
        self.caps = self.script in CAPS_SCRIPTS
        self.gender = gender
        self.flags = origin["flags"]
        if p2:
            self.full = p1 + origin["sep"] + p2
            if origin["order"] == "ff":
                self.family, self.given = p1, p2
            else:
                self.given, self.family = p1, p2
        else:
            self.full, self.given, self.family = p1, p1, None
        self.call = call or self.given
        if last == "-":
            self.last = None
        else:
            self.last = last or self.family
        # handle base (ascii) for code forms
        self.hgiven = self.hfam = None
        if self.script == "latin" and self.family:
            toks = self.family.split()
            if origin["primary"] == "first":
                keep = []
                for t in toks:
                    keep.append(t)
                    if t.lower() not in PARTICLES:
                        break
            else:
                keep = [toks[-1]]
                i = len(toks) - 2
                while i >= 0 and toks[i].lower() in PARTICLES:
                    keep.insert(0, toks[i])
                    i -= 1
            fam = fold("".join(k for k in keep if k.lower() not in ("bin", "binti", "i", "y")))
            giv = fold(self.call)
            if fam and giv:
                self.hgiven, self.hfam = giv, fam

    def initials(self):
        first = self.given.split()[0]
        if "-" in first:
            return ".-".join(x[0].upper() for x in first.split("-") if x) + "."
        return first[0].upper() + "."

    def form(self, f):
        if f in ("", "full"):
            return self.full
        if f == "first":
            return self.call
        if f == "given":
            return self.given
        if f == "last":
            return self.last
        if f == "initlast":
            return self.initials() + " " + self.last
        if f == "lastfirst":
            return self.family + ", " + self.given
        if f == "lastinit":
            return self.family + ", " + self.initials()
        if f == "handle":
            return self.hgiven.lower() + "." + self.hfam.lower()
        if f == "hflat":
            return (self.hgiven[0] + self.hfam).lower()
        if f == "hunder":
            return self.hgiven.lower() + "_" + self.hfam.lower()
        if f == "hdash":
            return self.hgiven.lower() + "-" + self.hfam.lower()
        if f == "hfirst":
            return self.hgiven.lower()
        if f == "hcamel":
            return self.hgiven[0].upper() + self.hgiven[1:] + self.hfam[0].upper() + self.hfam[1:]
        raise KeyError(f)

    def supports(self, f):
        if f in ("", "full", "first", "given"):
            return True
        if f == "last":
            return bool(self.last)
        if f in ("initlast", "lastfirst", "lastinit"):
            return bool(self.last) and bool(self.family) and self.caps and "noinit" not in self.flags
        if f.startswith("h"):
            return self.hgiven is not None
        raise KeyError(f)


PEOPLE = []
BY_ORIGIN = {}
for _o in names_data.ORIGINS:
    BY_ORIGIN[_o["key"]] = []
    for _g in ("f", "m"):
        for _e in _o[_g].split(";"):
            if _e.strip():
                _p = Person(_o, _g, _e.strip())
                PEOPLE.append(_p)
                BY_ORIGIN[_o["key"]].append(_p)


def pool(spec):
    if spec == "all":
        return PEOPLE
    if spec == "caps":
        return [p for p in PEOPLE if p.caps]
    if spec == "latin":
        return [p for p in PEOPLE if p.script == "latin"]
    keys = spec if isinstance(spec, (list, tuple)) else [spec]
    out = []
    for k in keys:
        out.extend(BY_ORIGIN[k])
    return out


TOK = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|\[\[(.+?)\]\]|<<(.+?)>>|⟪(.+?)⟫", re.S)


def needs(template):
    req = {}
    for m in TOK.finditer(template):
        if m.group(1):
            d = req.setdefault(m.group(1), {"forms": set(), "gender": ""})
            d["forms"].add(m.group(3) or "")
            if m.group(2):
                d["gender"] = m.group(2)
    return req


def tokens(s):
    return re.findall(r"\w+", s)


USAGE = {}


def draw(rng, template, people, least_used=True):
    """pick a distinct person for every placeholder letter, preferring the persons
    used least so far in the corpus (spreads names over all origins/persons)"""
    req = needs(template)
    chosen = {}
    used = set()
    for letter in sorted(req):
        d = req[letter]
        cands = [p for p in people if id(p) not in used
                 and (not d["gender"] or p.gender == d["gender"])
                 and all(p.supports(f) for f in d["forms"])]
        if not cands:
            return None
        if least_used:
            low = min(USAGE.get(id(p), 0) for p in cands)
            cands = [p for p in cands if USAGE.get(id(p), 0) == low]
        p = rng.choice(cands)
        chosen[letter] = p
        used.add(id(p))
    return chosen


def render(rng, template, chosen):
    segs = []
    pos = 0
    for m in TOK.finditer(template):
        if m.start() > pos:
            segs.append(("text", template[pos:m.start()]))
        if m.group(1):
            segs.append(("name", chosen[m.group(1)].form(m.group(3) or "")))
        elif m.group(4) is not None:
            segs.append(("keep", rng.choice(m.group(4).split("|"))))
        elif m.group(5) is not None:
            segs.append(("name", m.group(5)))
        else:
            segs.append(("text", rng.choice(m.group(6).split("|"))))
        pos = m.end()
    if pos < len(template):
        segs.append(("text", template[pos:]))
    return segs


def upper(s):
    """str.upper(), but Greek capitals lose the tonos as in real Greek all-caps text"""
    out = []
    for c in s.upper():
        if "\u0370" <= c <= "\u03ff" or c == "\u0301":
            c = unicodedata.normalize("NFD", c).replace("\u0301", "")
            c = unicodedata.normalize("NFC", c)
        out.append(c)
    return "".join(out)


def apply_case(segs, mode):
    out = []
    for kind, s in segs:
        if mode == "lower" or (mode == "nameslower" and kind == "name"):
            s = s.lower()
        elif mode == "upper" or (mode == "namesupper" and kind == "name"):
            s = upper(s)
        out.append((kind, s))
    return out


def assemble(segs):
    text, names, keep = "", [], []
    for kind, s in segs:
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep


def outside_count(text, w, spans):
    """occurrences of w (as a substring) that do not overlap any name span"""
    n, i = 0, text.find(w)
    while i >= 0:
        j = i + len(w)
        if all(j <= s["start"] or i >= s["end"] for s in spans):
            n += 1
        i = text.find(w, i + 1)
    return n


def words(s):
    """maximal runs of letters, combining marks, digits and '_' (keeps Indic/Thai
    syllables whole, unlike \\w+ which splits at vowel signs)"""
    out, cur = [], ""
    for c in s:
        if c == "_" or unicodedata.category(c)[0] in "LMN":
            cur += c
        else:
            if cur:
                out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def conflicts(names, keep):
    """keep items sharing a token with a name of the same record, case-insensitive;
    checked both with \\w+ tokens (as score.py tokenises) and with words()"""
    bad = []
    for tok in (tokens, words):
        nt = {t.lower() for n in names for t in tok(n["text"])}
        bad += [k for k in keep if k not in bad and any(t.lower() in nt for t in tok(k))]
    return bad


def validate(rec, seen):
    rid = rec.get("id", "?")

    def bad(msg):
        raise ValueError("record %s: %s" % (rid, msg))

    if rid in seen:
        bad("duplicate id")
    if not re.fullmatch(r"[a-z]+(-[a-z0-9_]+)*-\d{3}", rid):
        bad("id does not follow <slice>[-<subslice>]-NNN")
    if not rid.startswith(rec["slice"] + "-"):
        bad("id does not start with slice")
    text = rec["text"]
    last_end = 0
    for sp in rec["names"]:
        if text[sp["start"]:sp["end"]] != sp["text"]:
            bad("span text mismatch %r" % (sp,))
        if sp["end"] <= sp["start"] or sp["text"] != sp["text"].strip():
            bad("empty span or surrounding whitespace %r" % (sp,))
        if sp["start"] < last_end:
            bad("overlapping or unsorted spans")
        last_end = sp["end"]
    if rec["slice"] == "keep":
        if rec["names"]:
            bad("keep slice record has names")
        if not rec["keep"]:
            bad("keep slice record has no keep items")
    elif not rec["names"]:
        bad("name-bearing slice without names")
    for k in rec["keep"]:
        if outside_count(text, k, rec["names"]) < 1:
            bad("keep item %r does not occur outside name spans" % k)
    c = conflicts(rec["names"], rec["keep"])
    if c:
        bad("keep item(s) share a token with a name: %r" % c)
    if "[[" in text or "<<" in text or "⟪" in text or re.search(r"\{[A-E][fm]?(:\w+)?\}", text):
        bad("unrendered markup left in text")


class Builder:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.records = []
        self.counters = {}
        self.seen = set()

    def next_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return "%s-%03d" % (prefix, n)

    def try_make(self, template, people, casing=None):
        """render once with fresh draws; returns (text, names, keep) or None"""
        for attempt in range(80):
            chosen = draw(self.rng, template, people, least_used=attempt < 20)
            if chosen is None:
                return None
            segs = apply_case(render(self.rng, template, chosen), casing)
            text, names, keep = assemble(segs)
            if not conflicts(names, keep):
                for p in chosen.values():
                    USAGE[id(p)] = USAGE.get(id(p), 0) + 1
                return text, names, keep
        return None

    def add(self, slice_, sub, lang, template, people=None, casing=None):
        prefix = slice_ + ("-" + sub if sub else "")
        rid = self.next_id(prefix)
        got = self.try_make(template, people if people is not None else PEOPLE, casing)
        if got is None:
            raise ValueError("record %s: cannot render template %r" % (rid, template[:60]))
        text, names, keep = got
        rec = {"id": rid, "slice": slice_, "lang": lang, "text": text,
               "names": names, "keep": keep}
        validate(rec, self.seen)
        self.seen.add(rid)
        self.records.append(rec)
        return rec


def build():
    b = Builder(SEED)
    rng = b.rng

    # ---------------------------------------------------------------- cultures
    deck = []
    for o in names_data.ORIGINS:
        ppl = BY_ORIGIN[o["key"]]
        used = set()
        for _ in range(2):
            for _try in range(400):
                if not deck:
                    deck = list(range(len(T.CULTURES)))
                    rng.shuffle(deck)
                i = deck.pop()
                if i in used or draw(random.Random(i), T.CULTURES[i], ppl) is None:
                    deck.insert(0, i)
                    continue
                used.add(i)
                b.add("cultures", o["key"], "en", T.CULTURES[i], ppl)
                break
            else:
                raise ValueError("no template fits origin %s" % o["key"])
    for lang, text in hand.CULTURES:
        b.add("cultures", "hand", lang, text)

    # ---------------------------------------------------------------- casing
    caps = pool("caps")
    for mode in ("lower", "upper", "nameslower", "namesupper"):
        for t in T.CASING[mode]:
            b.add("casing", mode, "en", t, caps, casing=mode)
    for lang, text in hand.CASING:
        b.add("casing", "hand", lang, text)

    # ---------------------------------------------------------------- simple slices
    for slice_, table, hand_list in (
            ("position", T.POSITION, hand.POSITION),
            ("lists", T.LISTS, hand.LISTS),
            ("possessive", T.POSSESSIVE, hand.POSSESSIVE),
            ("quoted", T.QUOTED, hand.QUOTED),
            ("code", T.CODE, hand.CODE),
            ("titles", T.TITLES, hand.TITLES),
            ("business", T.BUSINESS, hand.BUSINESS)):
        for sub, items in table:
            for item in items:
                if isinstance(item, str):
                    item = ("en", item)
                lang, t = item[0], item[1]
                # English title templates draw from cased scripts ("Officer Bandara", not
                # a title before a Sinhala-script name); other slices draw from everyone
                default = pool("caps") if slice_ == "titles" else PEOPLE
                ppl = pool(item[2]) if len(item) > 2 else default
                b.add(slice_, sub, lang, t, ppl)
        for lang, text in hand_list:
            b.add(slice_, "hand", lang, text)

    # ---------------------------------------------------------------- non-English
    for lang, origins, items in TI.NONENGLISH:
        ppl = pool(origins)
        for t in items:
            if t.startswith("!"):
                b.add("nonenglish", lang + "-hand", lang, t[1:], ppl)
            else:
                b.add("nonenglish", lang, lang, t, ppl)

    # ---------------------------------------------------------------- keep (no names)
    for lang, items in TI.KEEP:
        for t in items:
            b.add("keep", lang, lang, t, PEOPLE)
    return b.records


def main():
    records = build()
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for line in lines:
            fh.write(line + "\n")
    # summary
    by = {}
    for r in records:
        d = by.setdefault(r["slice"], [0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
    tot = [0, 0, 0]
    for s, d in by.items():
        print("%-12s prompts %4d  names %4d  keep %4d" % (s, d[0], d[1], d[2]))
        tot = [a + x for a, x in zip(tot, d)]
    print("%-12s prompts %4d  names %4d  keep %4d" % ("TOTAL", *tot))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
