#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl (pii_names_eval_v15). python3 stdlib only.

python3 make_corpus.py   -> regenerates names_eval.jsonl byte for byte.
"""
import collections
import json
import os
import random
import re
import unicodedata

import extra_templates as X
import hand as H
import names_data as N
import templates as T

SEED = 20261205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")
MAX_FRAME_USES = 2

TOKEN = re.compile(
    r"\{\{|\}\}|\{([A-F])(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)
ORIGIN = {o[0]: o for o in N.ORIGINS}


def ascii_fold(s):
    s = s.replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("đ", "d")
    s = s.replace("Đ", "D").replace("ø", "o").replace("Ø", "O").replace("æ", "ae")
    s = s.replace("ð", "d").replace("þ", "th").replace("Þ", "Th").replace("ı", "i")
    s = s.replace("ə", "a").replace("Ə", "A")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if ord(c) < 128)


class Person:
    def __init__(self, origin, given, family):
        self.origin = origin
        key, order = origin[0], origin[1]
        self.given, self.family = given, family
        if order == "s":
            self.full = given
            self.first = given
            self.last = given
        elif order == "f":
            self.full = family + " " + given
            self.first = given.split()[-1] if key == "vietnamese" else given
            self.last = family
        else:
            self.full = given + " " + family
            self.first = given
            self.last = family

    def form(self, f):
        if f is None:
            return self.full
        if f == "first":
            return self.first
        if f == "last":
            return self.last
        if f == "initlast":
            if self.origin[1] == "s":
                return self.full
            return self.given[0] + ". " + self.family
        if f == "lastfirst":
            if self.origin[1] == "s":
                return self.full
            return self.family + ", " + self.given
        if f == "handle":
            g = re.sub(r"[^a-z]", "", ascii_fold(self.given.split()[0]).lower())
            fam = re.sub(r"[^a-z]", "", ascii_fold(self.family).lower())
            if self.origin[1] == "s" or not fam:
                parts = [re.sub(r"[^a-z]", "", ascii_fold(p).lower()) for p in self.full.split()]
                return ".".join(p for p in parts if p)
            return g + "." + fam
        raise ValueError("unknown name form " + f)


class NativePerson(Person):
    def __init__(self, tup):
        self.origin = ("native", "x")
        if len(tup) == 3:  # CJK: family + given written together
            self.family, self.given = tup[0], tup[1]
            self.full = tup[0] + tup[1]
            self.first, self.last = tup[1], tup[0]
        else:
            self.given, self.family = tup
            self.full = tup[0] + " " + tup[1]
            self.first, self.last = tup[0], tup[1]


def casefn(mode):
    return {"lower": str.lower, "upper": str.upper}.get(mode, lambda s: s)


def render(template, people, mode="normal"):
    """Return text, spans, keep. mode: normal|lower|upper|namelower|nameupper."""
    whole = casefn(mode) if mode in ("lower", "upper") else (lambda s: s)
    namef = casefn(mode[4:]) if mode in ("namelower", "nameupper") else whole
    out, spans, keep, pos = [], [], [], 0

    def emit(s):
        nonlocal pos
        out.append(s)
        pos += len(s)

    last = 0
    for m in TOKEN.finditer(template):
        emit(whole(template[last:m.start()]))
        g = m.group(0)
        if g == "{{":
            emit("{")
        elif g == "}}":
            emit("}")
        elif m.group(1):
            s = namef(people[m.group(1)].form(m.group(2)))
            spans.append({"start": pos, "end": pos + len(s), "text": s})
            emit(s)
        elif m.group(3) is not None:
            s = namef(m.group(3))
            spans.append({"start": pos, "end": pos + len(s), "text": s})
            emit(s)
        else:
            s = whole(m.group(4))
            keep.append(s)
            emit(s)
        last = m.end()
    emit(whole(template[last:]))
    return "".join(out), spans, keep


def toks(s):
    return set(t.casefold() for t in re.findall(r"\w+", s))


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def problem(rec):
    """Return the reason a record is invalid, or None."""
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    if not re.fullmatch(r"[a-z]+(-[a-z_]+)*-\d{3}", rec["id"]):
        return "bad id"
    if rec["slice"] == "keep":
        if names:
            return "keep slice record has names"
        if not keep:
            return "keep slice record without keep items"
    elif not names:
        return "no names"
    prev = 0
    for s in names:
        if text[s["start"]:s["end"]] != s["text"]:
            return "span text mismatch %r" % s["text"]
        if s["end"] <= s["start"] or s["text"] != s["text"].strip():
            return "empty or padded span %r" % s["text"]
        if s["start"] < prev:
            return "unsorted or overlapping spans"
        prev = s["end"]
    ntoks = set()
    for s in names:
        ntoks |= toks(s["text"])
    for k in keep:
        if outside_count(text, k, names) < 1:
            return "keep item %r not found outside name spans" % k
        if toks(k) & ntoks:
            return "keep item %r shares a token with a name" % k
    return None


def person_ok(people, keeps_template):
    fulls = [p.full for p in people.values()]
    if len(set(fulls)) != len(fulls):
        return False
    allt = [toks(p.full) for p in people.values()]
    for i in range(len(allt)):
        for j in range(i + 1, len(allt)):
            if allt[i] & allt[j]:
                return False
    kt = set()
    for k in keeps_template:
        kt |= toks(k)
    return not any(t & kt for t in allt)


def draw(rng, pool):
    o = rng.choice(pool)
    fam = rng.choice(o[3]) if o[3] else ""
    return Person(o, rng.choice(o[2]), fam)


def make_people(rng, template, pool=None, native=None):
    keeps = re.findall(r"\[\[(.+?)\]\]", template)
    for _ in range(200):
        if native:
            people = {L: NativePerson(rng.choice(native)) for L in "ABCDEF"}
        else:
            people = {L: draw(rng, pool or N.ORIGINS) for L in "ABCDEF"}
        used = {L: people[L] for L in set(re.findall(r"\{([A-F])", template))}
        if person_ok(used, keeps):
            return people
    raise ValueError("cannot draw people for template %r" % template)


def frames_iter(frames, n):
    """Yield n frames, each at most MAX_FRAME_USES times, in fixed order."""
    if n > len(frames) * MAX_FRAME_USES:
        raise ValueError("not enough frames: %d needed, %d available" % (n, len(frames) * 2))
    seq = (list(frames) * MAX_FRAME_USES)[:n]
    return seq


def build():
    rng = random.Random(SEED)
    recs = []
    counters = collections.Counter()
    frame_uses = collections.Counter()

    def add(slice_, sub, lang, template, people=None, mode="normal", hand=False):
        counters[slice_] += 1
        rid = slice_ + ("-" + sub if sub else "") + "-%03d" % counters[slice_]
        text, spans, keep = render(template, people or {}, mode)
        if not hand:
            frame_uses[template] += 1
        recs.append({"id": rid, "slice": slice_, "lang": lang, "text": text,
                     "names": spans, "keep": keep})

    def add_hand(slice_):
        for s, lang, t in H.HAND:
            if s == slice_:
                sub = ("%s-hand" % lang) if s == "nonenglish" else "hand"
                add(s, sub, lang, t, hand=True)

    # cultures: one prompt per origin, persons all from that origin
    frames = frames_iter(T.CULTURES, len(N.ORIGINS))
    for origin, fr in zip(N.ORIGINS, frames):
        add("cultures", origin[0], "en", fr, make_people(rng, fr, [origin]))
    add_hand("cultures")

    # casing
    modes = ["lower", "upper", "namelower", "nameupper", "normal"]
    fr_all = T.CASING + X.CASING
    for i, fr in enumerate(frames_iter(fr_all, 85)):
        m = modes[i % len(modes)]
        add("casing", m, "en", fr, make_people(rng, fr), mode=m)
    add_hand("casing")

    # position
    for sub, frs in (("start", T.POSITION_START + X.POSITION_START),
                     ("middle", T.POSITION_MIDDLE + X.POSITION_MIDDLE),
                     ("end", T.POSITION_END + X.POSITION_END)):
        for i, fr in enumerate(frames_iter(frs, 30)):
            mode = "lower" if i % 9 == 8 else "normal"
            add("position", sub, "en", fr, make_people(rng, fr), mode=mode)
    add_hand("position")

    # lists, possessive, quoted, code, titles, business
    for slice_, frs, n in (("lists", T.LISTS, 60), ("possessive", T.POSSESSIVE + X.POSSESSIVE, 75),
                           ("quoted", T.QUOTED + X.QUOTED, 75), ("code", T.CODE + X.CODE, 75),
                           ("titles", T.TITLES + X.TITLES, 82),
                           ("business", T.BUSINESS + X.BUSINESS, 77)):
        for i, fr in enumerate(frames_iter(frs, n)):
            mode = "lower" if (slice_ in ("lists", "quoted") and i % 7 == 6) else "normal"
            if slice_ == "titles" and i % 11 == 10:
                mode = "upper"
            add(slice_, None, "en", fr, make_people(rng, fr), mode=mode)
        add_hand(slice_)

    # non-English: each language's first frame twice, second frame once
    for lang, origins, native, frs in T.NONENGLISH:
        pool = [ORIGIN[k] for k in origins] if origins else None
        texts = set()
        for fr in (frs[0], frs[1], frs[0]):
            for _ in range(50):  # redraw so that no prompt text repeats
                if native:
                    people = make_people(rng, fr, native=native)
                else:
                    # 3 in 4 persons from the language's own origins, else from anywhere
                    people = make_people(rng, fr, pool if rng.random() < 0.75 else None)
                if render(fr, people)[0] not in texts:
                    break
            texts.add(render(fr, people)[0])
            add("nonenglish", lang, lang, fr, people)
    add_hand("nonenglish")

    # keep (no names)
    for lang, t in H.KEEP:
        add("keep", lang, lang, t, hand=True)

    # validation
    seen = set()
    for r in recs:
        if r["id"] in seen:
            raise ValueError("%s: duplicate id" % r["id"])
        seen.add(r["id"])
        why = problem(r)
        if why:
            raise ValueError("%s: %s" % (r["id"], why))
    dup = collections.Counter(r["text"] for r in recs)
    for r in recs:
        if dup[r["text"]] > 1:
            raise ValueError("%s: duplicate prompt text" % r["id"])
    for fr, n in frame_uses.items():
        if n > MAX_FRAME_USES:
            raise ValueError("frame used %d times: %r" % (n, fr[:40]))
    return recs


def main():
    recs = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records to %s" % (len(recs), OUT))


if __name__ == "__main__":
    main()
