#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl (pii_names_eval_v5) deterministically. Stdlib only.

    python3 make_corpus.py            # writes names_eval.jsonl next to this file

Fixed seed, fixed iteration order, json.dumps(..., ensure_ascii=False), "\\n" line ends.
Every record is validated before anything is written; any problem raises and nothing is
written (fail loudly).
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
sys.dont_write_bytecode = True  # keep the data folder free of __pycache__

from names_data import ORIGINS, PARTICLES  # noqa: E402
import prompts_data as P  # noqa: E402

SEED = 20250517
OUT = os.path.join(HERE, "names_eval.jsonl")
REPEAT_TARGET = 57          # name-bearing records per slice for slices that reuse templates
CASING_MODES = ["lower", "upper", "namelower", "nameupper", "mixed", "title"]

ORIG = {o["key"]: o for o in ORIGINS}
ORIGIN_KEYS = [o["key"] for o in ORIGINS]
if len(ORIG) != len(ORIGINS):
    raise SystemExit("duplicate origin key")

# ------------------------------------------------------------------ name helpers
_FOLD = {"ß": "ss", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ø": "o", "Ø": "O",
         "æ": "ae", "Æ": "Ae", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "œ": "oe",
         "ı": "i", "ʻ": "", "’": "", "'": ""}


def fold(s):
    """Remove diacritics (Nguyễn -> Nguyen, Þórður -> Thordur)."""
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def hpart(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


def tokens(s):
    return re.findall(r"\w+", s)


def is_particle(tok):
    return tok == tok.lower() and tok.lower() in PARTICLES


def sig_tokens(s):
    """Tokens of a name that identify the person (lower-case particles excluded)."""
    return [t for t in tokens(s) if not is_particle(t)]


def _fam(rng, o, g, exclude=()):
    choices = [f for f in o["fam"] if (f if isinstance(f, str) else f[0]) not in exclude
               and (f if isinstance(f, str) else f[1]) not in exclude]
    f = rng.choice(choices)
    if isinstance(f, tuple):
        return f[0] if g == "m" else f[1]
    return f


def make_person(rng, key, g):
    o = ORIG[key]
    st = o["style"]
    given = rng.choice(o[g])
    first, last = given, None
    if st == "western":
        fam = _fam(rng, o, g)
        parts = [given]
        if rng.random() < o.get("middle_p", 0.0):
            parts.append(rng.choice([x for x in o[g] if x != given]))
        parts.append(fam)
        full, last = " ".join(parts), fam
    elif st == "ff":
        fam = _fam(rng, o, g)
        full = f"{fam} {given}" if rng.random() < o["ff_p"] else f"{given} {fam}"
        last = fam
    elif st == "spanish":
        last = _fam(rng, o, g)
        if rng.random() < o["second_p"]:
            last = last + " " + _fam(rng, o, g, exclude=(last,))
        full = f"{given} {last}"
    elif st == "portuguese":
        f1 = _fam(rng, o, g)
        if rng.random() < 0.5:
            f2 = _fam(rng, o, g, exclude=(f1,))
            full, last = f"{given} {f1} {f2}", f2
        else:
            full, last = f"{given} {f1}", f1
    elif st in ("icelandic", "father"):
        full = f"{given} {_fam(rng, o, g)}"
    elif st == "somali":
        fa = _fam(rng, o, g)
        parts = [given, fa]
        if rng.random() < 0.5:
            parts.append(_fam(rng, o, g, exclude=(fa,)))
        full = " ".join(parts)
    elif st == "arabic":
        fam = _fam(rng, o, g)
        if rng.random() < o["nasab_p"]:
            father = rng.choice([x for x in o["m"] if x != given])
            full = f"{given} {'bin' if g == 'm' else 'bint'} {father} {fam}"
        else:
            full = f"{given} {fam}"
        last = fam
    elif st == "malay":
        full = f"{given} {'bin' if g == 'm' else 'binti'} {_fam(rng, o, g)}"
    elif st == "burmese":
        full = given
    elif st == "indo":
        if rng.random() < o["mono_p"]:
            full = given
        else:
            last = _fam(rng, o, g)
            full = f"{given} {last}"
    elif st == "russian":
        fam = _fam(rng, o, g)
        if rng.random() < o["pat_p"]:
            pm, pf = rng.choice(o["pat"])
            full = f"{given} {pm if g == 'm' else pf} {fam}"
        else:
            full = f"{given} {fam}"
        last = fam
    elif st in ("tamil", "mongolian"):
        father = _fam(rng, o, g)
        if rng.random() < (0.55 if st == "tamil" else 0.5):
            full = f"{given} {father}"
            if st == "tamil":
                last = father
        else:
            full = f"{father[0]}. {given}"
    elif st == "sikh":
        sk = "Singh" if g == "m" else "Kaur"
        clan = _fam(rng, o, g)
        r = rng.random()
        if r < 0.6:
            full, last = f"{given} {sk} {clan}", clan
        elif r < 0.85:
            full, last = f"{given} {sk}", sk
        else:
            full, last = f"{given} {clan}", clan
    elif st == "hk":
        last = _fam(rng, o, g)
        if rng.random() < 0.6:
            full = f"{last} {given}"
        else:
            first = rng.choice(o["en_" + g])
            full = f"{first} {last}" + (f" {given}" if rng.random() < 0.5 else "")
    elif st == "vietnamese":
        last = _fam(rng, o, g)
        full = f"{last} {rng.choice(o['mid_' + g])} {given}"
        if rng.random() < o["fold_p"]:
            full, first, last = fold(full), fold(first), fold(last)
    elif st == "filipino":
        fam = _fam(rng, o, g)
        parts = [given]
        if rng.random() < o["mid_p"]:
            parts.append(_fam(rng, o, g, exclude=(fam,)))
        parts.append(fam)
        full, last = " ".join(parts), fam
    elif st == "aa":
        last = _fam(rng, o, g)
        parts = [given]
        if rng.random() < o["mid_p"]:
            parts.append(rng.choice(o["mid_" + g]))
        full = " ".join(parts + [last])
    elif st == "kenyan":
        last = _fam(rng, o, g)
        if rng.random() < o["pre_p"]:
            first = rng.choice(o["pre_" + g])
            full = f"{first} {given} {last}"
        else:
            full = f"{given} {last}"
    else:
        raise ValueError("unknown style " + st)
    return {"origin": key, "gender": g, "full": full, "first": first, "last": last}


def name_form(p, form):
    first, last, full = p["first"], p["last"], p["full"]
    if form == "full":
        return full
    if form == "first":
        return first
    if form in ("handle", "us"):
        sep = "." if form == "handle" else "_"
        if last:
            return hpart(first.split()[0]) + sep + hpart(last)
        toks = [hpart(t) for t in tokens(full)]
        toks = [t for t in toks if t]
        return toks[0] + sep + toks[-1] if len(toks) > 1 else toks[0]
    if last is None:
        raise ValueError("form %s needs a family name" % form)
    if form == "last":
        return last
    if form == "initlast":
        initial = next(c for c in first if c.isalpha())
        return f"{initial}. {last}"
    if form == "lastfirst":
        return f"{last}, {first}"
    if form == "pnr":
        return (re.sub(r"[^A-Z]", "", fold(last).upper()) + "/"
                + re.sub(r"[^A-Z]", "", fold(first).upper()))
    raise ValueError("unknown form " + form)


LAST_FORMS = {"last", "initlast", "lastfirst", "pnr"}
FORMS = {"full", "first", "handle", "us"} | LAST_FORMS

# ------------------------------------------------------------------ templates
PH = re.compile(r"\{([A-H])([fm])?(?:@([a-z_|]+))?(?::([a-z_]+))?\}|<<(.+?)>>|\[\[(.+?)\]\]",
                re.S)


def parse(t):
    pieces, pos = [], 0
    for m in PH.finditer(t):
        if m.start() > pos:
            pieces.append(("lit", t[pos:m.start()]))
        if m.group(1):
            form = m.group(4) or "full"
            if form not in FORMS:
                raise ValueError("unknown form %r in %r" % (form, t))
            pieces.append(("ph", m.group(1), m.group(2), m.group(3), form))
        elif m.group(5) is not None:
            pieces.append(("name", m.group(5)))
        else:
            pieces.append(("keep", m.group(6)))
        pos = m.end()
    if pos < len(t):
        pieces.append(("lit", t[pos:]))
    return pieces


def constraints(pieces):
    cons = collections.OrderedDict()
    for pc in pieces:
        if pc[0] != "ph":
            continue
        _, letter, g, origins, form = pc
        c = cons.setdefault(letter, {"g": None, "origins": None, "needs_last": False})
        if g:
            if c["g"] not in (None, g):
                raise ValueError("conflicting gender for " + letter)
            c["g"] = g
        if origins:
            lst = origins.split("|")
            for k in lst:
                if k not in ORIG:
                    raise ValueError("unknown origin " + k)
            if c["origins"] not in (None, lst):
                raise ValueError("conflicting origins for " + letter)
            c["origins"] = lst
        if form in LAST_FORMS:
            c["needs_last"] = True
    return cons


def title_words(s):
    return re.sub(r"(^|(?<=\s))(\w)", lambda m: m.group(1) + m.group(2).upper(), s)


def mixed_case(s, variant):
    parts = s.split(" ")
    if len(parts) == 1:
        return s.lower() if variant in (0, 1) else s.upper()
    if variant == 0:
        return " ".join([parts[0].lower()] + parts[1:])
    if variant == 1:
        return " ".join([parts[0]] + [x.lower() for x in parts[1:]])
    if variant == 2:
        return " ".join(parts[:-1] + [parts[-1].upper()])
    return " ".join([parts[0].upper()] + parts[1:])


def transform(s, kind, mode, variant):
    if mode == "normal":
        return s
    if mode == "lower":
        return s.lower()
    if mode == "upper":
        return s.upper()
    if mode == "namelower":
        return s.lower() if kind == "name" else s
    if mode == "nameupper":
        return s.upper() if kind == "name" else s
    if mode == "mixed":
        return mixed_case(s, variant) if kind == "name" else s
    if mode == "title":
        return title_words(s) if kind in ("lit", "name") else s
    raise ValueError(mode)


def render(pieces, persons, mode="normal", variant=0):
    out, names, keep, pos = [], [], [], 0
    for pc in pieces:
        if pc[0] == "lit":
            kind, s = "lit", pc[1]
        elif pc[0] == "ph":
            kind, s = "name", name_form(persons[pc[1]], pc[4])
        elif pc[0] == "name":
            kind, s = "name", pc[1]
        else:
            kind, s = "keep", pc[1]
        s = transform(s, kind, mode, variant)
        if kind == "name":
            names.append({"start": pos, "end": pos + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        out.append(s)
        pos += len(s)
    return "".join(out), names, keep


def _word_re(w):
    return re.compile(r"(?<!\w)" + re.escape(w) + r"(?!\w)")


def _outside(text, spans, start, end):
    return all(end <= s["start"] or start >= s["end"] for s in spans)


def collisions(text, names, keep):
    """Problems that make a prompt ambiguous; templated prompts are redrawn."""
    probs = []
    name_toks = set()
    for n in names:
        for t in sig_tokens(n["text"]):
            name_toks.add(t.lower())
            for m in _word_re(t).finditer(text):
                if _outside(text, names, m.start(), m.end()):
                    probs.append("name token %r also occurs outside the name spans" % t)
    for k in keep:
        shared = {t.lower() for t in tokens(k)} & name_toks
        if shared:
            probs.append("keep %r shares token(s) %s with a name" % (k, sorted(shared)))
        if not any(_outside(text, names, m.start(), m.end()) for m in _word_re(k).finditer(text)):
            probs.append("keep %r does not occur as a word outside the name spans" % k)
    return probs


def person_key(p):
    return {hpart(t) for t in tokens(p["full"]) if not is_particle(t)} - {""}


def build(rng, template, pool, mode="normal", variant=0, bias=None, tries=500):
    pieces = parse(template)
    cons = constraints(pieces)
    if not cons:
        text, names, keep = render(pieces, {}, mode, variant)
        probs = collisions(text, names, keep)
        if probs:
            raise ValueError("hand-written prompt fails checks: %r: %s" % (template, probs))
        return text, names, keep, []
    last_probs = None
    for _ in range(tries):
        persons, used, ok = {}, set(), True
        for letter, c in cons.items():
            for _ in range(200):
                if c["origins"]:
                    key = rng.choice(c["origins"])
                elif bias and rng.random() < 0.5:
                    key = rng.choice(bias)
                else:
                    key = rng.choice(pool)
                g = c["g"] or rng.choice("fm")
                p = make_person(rng, key, g)
                if c["needs_last"] and p["last"] is None:
                    continue
                if person_key(p) & used:
                    continue
                break
            else:
                ok = False
                break
            persons[letter] = p
            used |= person_key(p)
        if not ok:
            continue
        text, names, keep = render(pieces, persons, mode, variant)
        probs = collisions(text, names, keep)
        if not probs:
            return text, names, keep, [persons[k] for k in cons]
        last_probs = probs
    raise ValueError("could not render %r: %s" % (template, last_probs))


# ------------------------------------------------------------------ validation
LEFTOVER = re.compile(r"\[\[|\]\]|<<|>>|\{[A-H][fm]?[@:}]")


def validate(recs):
    seen = set()
    for r in recs:
        rid = r["id"]
        if rid in seen:
            raise ValueError("duplicate id " + rid)
        seen.add(rid)
        text = r["text"]
        if LEFTOVER.search(text):
            raise ValueError(rid + ": leftover markup")
        prev_end = 0
        for s in r["names"]:
            if not (prev_end <= s["start"] < s["end"] <= len(text)):
                raise ValueError(rid + ": spans unsorted, overlapping or out of range")
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError(rid + ": span text mismatch %r" % s)
            if s["text"] != s["text"].strip():
                raise ValueError(rid + ": span has surrounding whitespace")
            prev_end = s["end"]
        neg = "-noname-" in rid
        if neg and (r["names"] or not r["keep"]):
            raise ValueError(rid + ": no-name record must have no names and >=1 keep")
        if not neg and not r["names"]:
            raise ValueError(rid + ": name-bearing record without names")
        if any(not k or k != k.strip() for k in r["keep"]):
            raise ValueError(rid + ": bad keep item")
        probs = collisions(text, r["names"], r["keep"])
        if probs:
            raise ValueError(rid + ": " + "; ".join(probs))
        if r["lang"] == "en" and r["slice"] == "nonenglish":
            raise ValueError(rid + ": nonenglish record with lang en")
    texts = [r["text"] for r in recs]
    if len(set(texts)) != len(texts):
        dup = [t for t, c in collections.Counter(texts).items() if c > 1]
        raise ValueError("duplicate texts: %r" % dup[:3])


# ------------------------------------------------------------------ generation
def main():
    rng = random.Random(SEED)
    recs = []
    counters = collections.Counter()
    person_origins = collections.Counter()

    def emit(slice_, sub, lang, built):
        text, names, keep, persons = built
        counters[slice_] += 1
        rid = "%s-%s%03d" % (slice_, (sub + "-") if sub else "", counters[slice_])
        recs.append({"id": rid, "slice": slice_, "lang": lang, "text": text,
                     "names": names, "keep": keep})
        for p in persons:
            person_origins[p["origin"]] += 1

    def norm(entry):
        return entry if isinstance(entry, tuple) else (None, entry)

    def has_ph(t):
        return bool(constraints(parse(t)))

    def sub_for(sub, t):
        if sub:
            return sub
        return None if has_ph(t) else "hand"

    # cultures: one prompt per origin, all persons from that origin
    for i, key in enumerate(ORIGIN_KEYS):
        t = P.CULTURES[i % len(P.CULTURES)]
        emit("cultures", key, "en", build(rng, t, [key]))
    for t in P.CULTURES_HAND:
        emit("cultures", "hand", "en", build(rng, t, ORIGIN_KEYS))
    for t in P.CULTURES_NEG:
        emit("cultures", "noname", "en", build(rng, t, ORIGIN_KEYS))

    # casing: every template twice, in two different modes
    n = len(P.CASING)
    for i in range(2 * n):
        t = P.CASING[i % n]
        mode = CASING_MODES[(i + i // n) % len(CASING_MODES)]
        variant = rng.randrange(4)
        emit("casing", mode, "en", build(rng, t, ORIGIN_KEYS, mode=mode, variant=variant))
    for t in P.CASING_NEG:
        emit("casing", "noname", "en", build(rng, t, ORIGIN_KEYS))

    def plain_slice(name, templates, negs, target):
        entries = [norm(e) for e in templates]
        for sub, t in entries:
            emit(name, sub_for(sub, t), "en", build(rng, t, ORIGIN_KEYS))
        reuse = [(s, t) for s, t in entries if has_ph(t)]
        j = 0
        while target is not None and counters[name] < target:
            sub, t = reuse[j % len(reuse)]
            emit(name, sub, "en", build(rng, t, ORIGIN_KEYS))
            j += 1
        for sub, t in (norm(e) for e in negs):
            emit(name, "noname", "en", build(rng, t, ORIGIN_KEYS))

    plain_slice("position", P.POSITION, P.POSITION_NEG, None)
    plain_slice("lists", P.LISTS, P.LISTS_NEG, REPEAT_TARGET)
    plain_slice("possessive", P.POSSESSIVE, P.POSSESSIVE_NEG, REPEAT_TARGET)
    plain_slice("quoted", P.QUOTED, P.QUOTED_NEG, REPEAT_TARGET)
    plain_slice("code", P.CODE, P.CODE_NEG, REPEAT_TARGET)
    plain_slice("titles", P.TITLES, P.TITLES_NEG, REPEAT_TARGET)
    plain_slice("business", P.BUSINESS, P.BUSINESS_NEG, REPEAT_TARGET)

    for lang, t in P.NONENGLISH:
        sub = lang if has_ph(t) else lang + "-hand"
        emit("nonenglish", sub, lang,
             build(rng, t, ORIGIN_KEYS, bias=P.NONENGLISH_BIAS[lang]))
    for lang, t in P.NONENGLISH_NEG:
        emit("nonenglish", lang + "-noname", lang, build(rng, t, ORIGIN_KEYS))

    validate(recs)

    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs).encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)

    # ---- summary
    by_slice = collections.Counter(r["slice"] for r in recs)
    nonames = collections.Counter(r["slice"] for r in recs if not r["names"])
    spans = collections.Counter()
    keeps = collections.Counter()
    for r in recs:
        spans[r["slice"]] += len(r["names"])
        keeps[r["slice"]] += len(r["keep"])
    langs = collections.Counter(r["lang"] for r in recs)
    all_keep = [k for r in recs for k in r["keep"]]
    print("records %d  name spans %d  keep items %d (distinct %d, places %d)  no-name %d"
          % (len(recs), sum(spans.values()), len(all_keep), len(set(all_keep)),
             sum(1 for k in all_keep if k in P.PLACE_KEEPS), sum(nonames.values())))
    print("%-11s %5s %7s %6s %6s" % ("slice", "n", "no-name", "names", "keep"))
    for s in by_slice:
        print("%-11s %5d %7d %6d %6d" % (s, by_slice[s], nonames[s], spans[s], keeps[s]))
    print("langs:", dict(sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("origins: %d defined, %d drawn; persons per origin min %d max %d"
          % (len(ORIGIN_KEYS), len(person_origins), min(person_origins.values()),
             max(person_origins.values())))
    regions = collections.Counter(o["region"].split(" (")[0] for o in ORIGINS)
    print("regions:", dict(regions))
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))


if __name__ == "__main__":
    main()
