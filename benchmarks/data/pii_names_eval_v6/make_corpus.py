#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Deterministic generator for pii_names_eval_v6/names_eval.jsonl (python3 stdlib only).

    python3 make_corpus.py            # validate everything, then write names_eval.jsonl
    python3 make_corpus.py --check    # validate and print the summary, write nothing

All records are built and validated in memory first; any failure raises before the
output file is touched. Fixed seed, fixed iteration order, json.dumps(ensure_ascii=False),
'\\n' line ends -> identical bytes on every run.
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

import hand_data  # noqa: E402
import keep_data  # noqa: E402
import names_data  # noqa: E402
import templates_en as T  # noqa: E402
import templates_intl as TI  # noqa: E402

SEED = 20260606
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]
REDACTED = "[REDACTED]"
# Short name particles that may legitimately also occur as ordinary words in the prompt
# (e.g. Spanish "de la", Dutch "van", Arabic "bin"); all other name tokens must not.
PARTICLES = {"de", "la", "le", "las", "los", "van", "der", "den", "von", "zu", "und", "du",
             "da", "das", "do", "dos", "di", "del", "della", "lo", "bin", "binti", "bint",
             "ibn", "al", "el", "ben", "ap", "ter", "t", "i", "y", "e", "te", "abou", "nic",
             "ní", "mac", "a", "ó"}


class CorpusError(Exception):
    pass


# ----------------------------------------------------------------------------- helpers
def tokens(s):
    return re.findall(r"\w+", s)


def word_iter(text, w):
    return re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)


def outside_count(text, w, spans):
    n = 0
    for m in word_iter(text, w):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D", "ł": "l",
        "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "œ": "oe", "ʻ": ""}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


# ----------------------------------------------------------------------------- people
def split_list(s):
    return [x.replace("_", " ") for x in s.split()] if s else []


class Origin:
    def __init__(self, key, style, f, m, fam, extra):
        self.key, self.style = key, style
        self.f, self.m = split_list(f), split_list(m)
        self.fam = split_list(fam)
        self.extra = {k: split_list(v) for k, v in extra.items()}


ORIGINS = [Origin(*o) for o in names_data.ORIGINS]
ORIGIN_BY_KEY = {o.key: o for o in ORIGINS}
if len(ORIGIN_BY_KEY) != len(ORIGINS):
    raise CorpusError("duplicate origin key")


def pick_family(rng, origin, gender, exclude=()):
    choices = [x for x in origin.fam if x not in exclude]
    fam = rng.choice(choices)
    if "/" in fam:
        male, female = fam.split("/")
        return fam, (male if gender == "m" else female)
    return fam, fam


def build_person(rng, origin, gender=None):
    g = gender or rng.choice("fm")
    given = rng.choice(origin.f if g == "f" else origin.m)
    st = origin.style
    first, last, has_family = given, None, True
    if st == "my":
        full, last, has_family = given, given, False
    elif st in ("w", "hu", "jp", "e", "id"):
        _, last = pick_family(rng, origin, g)
        order_e = (st == "e" or (st == "hu" and rng.random() < 0.4)
                   or (st == "jp" and rng.random() < 0.5))
        full = last + " " + given if order_e else given + " " + last
        if st == "id" and rng.random() < 0.3:
            full, last, has_family = given, given, False
    elif st == "hk":
        _, last = pick_family(rng, origin, g)
        if rng.random() < 0.4:
            first = rng.choice(origin.extra["en_f" if g == "f" else "en_m"])
            full = first + " " + last
        else:
            full = last + " " + given
    elif st == "vn":
        _, last = pick_family(rng, origin, g)
        mid = rng.choice(origin.extra["mid_f" if g == "f" else "mid_m"])
        full = " ".join([last, mid, given])
        if rng.random() < 0.25:
            full, first, last = fold(full), fold(given), fold(last)
    elif st == "ru":
        _, last = pick_family(rng, origin, g)
        if rng.random() < 0.4:
            pat = rng.choice(origin.extra["pf" if g == "f" else "pm"])
            full = " ".join([given, pat, last])
        else:
            full = given + " " + last
    elif st in ("es", "ca"):
        raw, last1 = pick_family(rng, origin, g)
        full, last = given + " " + last1, last1
        if rng.random() < (0.6 if st == "es" else 0.5):
            _, last2 = pick_family(rng, origin, g, exclude=(raw,))
            full += (" i " if st == "ca" else " ") + last2
            last = last1 + (" i " if st == "ca" else " ") + last2
    elif st == "pt":
        if rng.random() < 0.3:
            second = rng.choice([x for x in (origin.f if g == "f" else origin.m) if x != given])
            given = given + " " + second
        raw, last1 = pick_family(rng, origin, g)
        full, last = given + " " + last1, last1
        if rng.random() < 0.5:
            _, last2 = pick_family(rng, origin, g, exclude=(raw,))
            full, last = given + " " + last1 + " " + last2, last2
        first = given.split(" ")[0]
    elif st == "ar":
        fathers = origin.extra["fathers"]
        father = rng.choice(fathers)
        _, last = pick_family(rng, origin, g)
        full = given + (" bin " if g == "m" else " bint ") + father
        if rng.random() < 0.4:
            full += " bin " + rng.choice([x for x in fathers if x != father])
        full += " " + last
    elif st == "ms":
        father = rng.choice(origin.fam)
        full = given + (" bin " if g == "m" else " binti ") + father
        last, has_family = given, False
    elif st == "so":
        father = rng.choice(origin.fam)
        grand = rng.choice([x for x in origin.fam if x != father])
        full, last = " ".join([given, father, grand]), father
    elif st == "et":
        father = rng.choice(origin.fam)
        full, last = given + " " + father, father
    elif st == "ta":
        father = rng.choice(origin.fam)
        if rng.random() < 0.5:
            full, last, has_family = father[0] + ". " + given, given, False
        else:
            full, last = given + " " + father, father
    else:
        raise CorpusError("unknown style " + st)
    fh, lh = handle_part(first), handle_part(last)
    if has_family:
        form = rng.choice(["{f}.{l}", "{f}_{l}", "{i}{l}", "{f}.{l}", "{f}{l}"])
        handle = form.format(f=fh, l=lh, i=fh[:1])
        initlast = first[0] + ". " + last
        lastfirst = last + ", " + first
    else:
        handle = handle_part(full)
        initlast = lastfirst = full
    return {"origin": origin.key, "gender": g, "full": full, "first": first, "last": last,
            "handle": handle, "initlast": initlast, "lastfirst": lastfirst}


def name_tokens(p):
    return {t.casefold() for t in tokens(p["full"] + " " + p["handle"])} - PARTICLES


# ----------------------------------------------------------------------------- render
TOKEN_RE = re.compile(
    r"\{\{|\}\}"
    r"|\{([A-E])([fm]?)(?::([^{}]*))?\}"
    r"|\{K:(\w+)\}"
    r"|<<(.+?)>>"
    r"|\[\[(.+?)\]\]", re.S)

POOLS = {}
for _k, _v in keep_data.POOLS.items():
    POOLS[_k] = _v.split("|") if "|" in _v else _v.split()


def template_people(tpl):
    """letters used in a template -> forced gender (or None)."""
    out = {}
    for m in TOKEN_RE.finditer(tpl):
        if m.group(1):
            letter, g = m.group(1), m.group(2) or None
            if g or letter not in out:
                out[letter] = g or out.get(letter)
    return out


def honorific(rng, lang, gender):
    male, female = TI.HON.get(lang, TI.HON["en"])
    return rng.choice(male if gender == "m" else female)


def parse(tpl, persons, lang, rng):
    """-> list of (kind, string) segments; kind in {'text', 'name', 'keep'}."""
    segs, pos, used = [], 0, {}
    for m in TOKEN_RE.finditer(tpl):
        if m.start() > pos:
            segs.append(("text", tpl[pos:m.start()]))
        pos = m.end()
        tok = m.group(0)
        if tok in ("{{", "}}"):
            segs.append(("text", tok[0]))
        elif m.group(1):
            p = persons[m.group(1)]
            form = m.group(3) or "full"
            if form == "hon":
                segs.append(("text", honorific(rng, lang, p["gender"])))
            elif form.startswith("g:"):
                male, female = form[2:].split("|")
                segs.append(("text", male if p["gender"] == "m" else female))
            else:
                base, _, suffix = form.partition("+")
                if base not in ("full", "first", "last", "handle", "initlast", "lastfirst"):
                    raise CorpusError("bad form %r in %r" % (form, tpl))
                val = p[base]
                segs.append(("name", val))
                if suffix in ("poss", "cposs"):
                    ap = "'" if suffix == "poss" else "\u2019"
                    segs.append(("text", ap if val.endswith("s") else ap + "s"))
                elif suffix:
                    raise CorpusError("bad suffix %r" % suffix)
        elif m.group(4):
            pool = m.group(4)
            if pool not in POOLS:
                raise CorpusError("unknown keep pool %r" % pool)
            choices = [w for w in POOLS[pool] if w not in used.setdefault(pool, set())]
            w = rng.choice(choices)
            used[pool].add(w)
            segs.append(("keep", w))
        elif m.group(5):
            segs.append(("name", m.group(5)))
        else:
            segs.append(("keep", m.group(6)))
    if pos < len(tpl):
        segs.append(("text", tpl[pos:]))
    return segs


def assemble(segs, mode="normal"):
    text, names, keep = [], [], []
    n = 0
    for kind, s in segs:
        if mode == "lower" or (mode == "namelower" and kind == "name"):
            s = s.lower()
        elif mode == "upper" or (mode == "nameupper" and kind == "name"):
            s = s.upper()
        if kind == "name":
            names.append({"start": n, "end": n + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text.append(s)
        n += len(s)
    return "".join(text), names, keep


# ----------------------------------------------------------------------------- validate
def validate(rec, seen_ids):
    rid, text, names, keep = rec["id"], rec["text"], rec["names"], rec["keep"]

    def fail(msg):
        raise CorpusError("%s: %s | %r" % (rid, msg, text))

    if set(rec) != {"id", "slice", "lang", "text", "names", "keep"}:
        fail("bad keys")
    if rid in seen_ids:
        fail("duplicate id")
    if rec["slice"] not in SLICES or not rid.startswith(rec["slice"] + "-"):
        fail("bad slice")
    if not re.fullmatch(r"[a-z]+(-[a-z_]+)*(-hand)?-\d{3}", rid):
        fail("bad id format")
    if not text or text != text.strip() and rec["slice"] != "code":
        fail("empty text or surrounding whitespace")
    last_end = -1
    for s in names:
        if set(s) != {"start", "end", "text"}:
            fail("bad span keys")
        if not (0 <= s["start"] < s["end"] <= len(text)):
            fail("span out of range")
        if text[s["start"]:s["end"]] != s["text"]:
            fail("offset mismatch %r" % s)
        if s["text"] != s["text"].strip() or not tokens(s["text"]):
            fail("span has surrounding whitespace or no word %r" % s)
        if s["start"] < last_end:
            fail("overlapping or unsorted spans")
        last_end = s["end"]
        # the span must not cut a word in two
        if (s["start"] > 0 and re.match(r"\w", text[s["start"] - 1]) and re.match(r"\w", s["text"][0])) or \
           (s["end"] < len(text) and re.match(r"\w", text[s["end"]]) and re.match(r"\w", s["text"][-1])):
            fail("span cuts a word %r" % s)
    if rec["slice"] == "keep":
        if names or not keep:
            fail("keep slice needs no names and >=1 keep item")
    elif not names:
        fail("name-bearing slice without names")
    name_toks = set()
    for s in names:
        name_toks |= {t.casefold() for t in tokens(s["text"])}
    if len(set(keep)) != len(keep):
        fail("duplicate keep item")
    for k in keep:
        if not k or k != k.strip():
            fail("bad keep item %r" % k)
        oc = outside_count(text, k, names)
        if oc < 1:
            fail("keep item %r not found as a word outside the names" % k)
        if text.count(k) != oc:
            fail("keep item %r also occurs inside another word or a name" % k)
        if k in REDACTED:
            fail("keep item %r is a substring of the redaction marker" % k)
        shared = {t.casefold() for t in tokens(k)} & name_toks
        if shared:
            fail("keep item %r shares tokens %s with a name" % (k, sorted(shared)))
    for s in names:
        attributable = 0
        for t in tokens(s["text"]):
            if outside_count(text, t, names) == 0:
                attributable += 1
            elif t.casefold() not in PARTICLES:
                fail("name token %r of %r also occurs outside the name spans" % (t, s["text"]))
        if not attributable:
            fail("name %r has no attributable token" % s["text"])


# ----------------------------------------------------------------------------- build
class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.ids = set()
        self.counters = {}
        self.name_origins = []  # origin of every generated name span (for the summary)

    def next_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return "%s-%03d" % (prefix, n)

    def add(self, prefix, slc, lang, text, names, keep, origins=()):
        rec = {"id": self.next_id(prefix), "slice": slc, "lang": lang, "text": text,
               "names": names, "keep": keep}
        validate(rec, self.ids)
        self.ids.add(rec["id"])
        self.records.append(rec)
        self.name_origins.extend(origins)

    def draw_people(self, tpl, origin_choice):
        people = {}
        taken = set()
        for letter, g in sorted(template_people(tpl).items()):
            for _ in range(100):
                p = build_person(self.rng, origin_choice(), g)
                if not (name_tokens(p) & taken):
                    break
            else:
                raise CorpusError("could not draw distinct people for %r" % tpl)
            taken |= name_tokens(p)
            people[letter] = p
        return people

    def gen(self, prefix, slc, lang, tpl, origin_choice, mode="normal"):
        last_err = None
        for _ in range(60):
            people = self.draw_people(tpl, origin_choice)
            segs = parse(tpl, people, lang, self.rng)
            text, names, keep = assemble(segs, mode)
            rec = {"id": "%s-000" % prefix, "slice": slc, "lang": lang, "text": text,
                   "names": names, "keep": keep}
            try:
                validate(rec, set())
            except CorpusError as e:  # redraw people / keep words
                last_err = e
                continue
            # origin of each span, in span order
            origins = []
            for m in TOKEN_RE.finditer(tpl):
                if m.group(1) and not (m.group(3) or "").startswith(("hon", "g:")):
                    origins.append(people[m.group(1)]["origin"])
            self.add(prefix, slc, lang, text, names, keep, origins)
            return
        raise CorpusError("no valid draw for %r: %s" % (tpl, last_err))

    def hand(self, slc, lang, tpl):
        prefix = "nonenglish-%s-hand" % lang if slc == "nonenglish" else slc + "-hand"
        segs = parse(tpl, {}, lang, self.rng)
        text, names, keep = assemble(segs)
        self.add(prefix, slc, lang, text, names, keep)


def cycle(rng, items, n):
    """n items from a list, every item used before any repeats, shuffled per round."""
    out = []
    while len(out) < n:
        r = list(items)
        rng.shuffle(r)
        out.extend(r)
    return out[:n]


def any_origin(rng):
    return lambda: rng.choice(ORIGINS)


def build():
    b = Builder()
    rng = b.rng
    anyo = any_origin(rng)
    hand_by_slice = {}
    for slc, lang, tpl in hand_data.HAND:
        hand_by_slice.setdefault(slc, []).append((lang, tpl))

    # cultures: 2 prompts per origin, all persons from that origin
    tpls = cycle(rng, T.CULTURES, 2 * len(ORIGINS))
    for i, o in enumerate(ORIGINS):
        t1, t2 = tpls[2 * i], tpls[2 * i + 1]
        if t1 == t2:
            t2 = T.CULTURES[(T.CULTURES.index(t1) + 1) % len(T.CULTURES)]
        for t in (t1, t2):
            b.gen("cultures-" + o.key, "cultures", "en", t, lambda o=o: o)

    # casing: 11 per mode
    modes = ["lower", "upper", "namelower", "nameupper"]
    tpls = cycle(rng, T.CASING, 44)
    for i, t in enumerate(tpls):
        mode = modes[i % 4]
        b.gen("casing-" + mode, "casing", "en", t, anyo, mode)

    # position
    for pos in ("start", "middle", "end"):
        for t in T.POSITION[pos]:
            b.gen("position-" + pos, "position", "en", t, anyo)

    # lists, possessive, quoted, code, business, titles: every template twice
    for slc, tl in (("lists", T.LISTS), ("possessive", T.POSSESSIVE), ("quoted", T.QUOTED),
                    ("code", T.CODE), ("business", T.BUSINESS), ("titles", T.TITLES)):
        for k, t in enumerate(tl + tl):
            mode = "lower" if slc in ("lists", "quoted") and k % 8 == 7 else "normal"
            b.gen(slc, slc, "en", t, anyo, mode)

    # nonenglish: every template once, half of the persons from a local origin
    for lang, tl in TI.NONENGLISH.items():
        local = [ORIGIN_BY_KEY[k] for k in TI.LOCAL_ORIGINS[lang]]
        chooser = (lambda local=local: rng.choice(local) if rng.random() < 0.5 else rng.choice(ORIGINS))
        for t in tl:
            b.gen("nonenglish-" + lang, "nonenglish", lang, t, chooser)

    # hand-written hard cases
    for slc in SLICES:
        for lang, tpl in hand_by_slice.get(slc, []):
            b.hand(slc, lang, tpl)

    # keep slice (no names)
    for lang, tpl in keep_data.KEEP_PROMPTS:
        segs = parse(tpl, {}, lang, rng)
        text, names, keep = assemble(segs)
        b.add("keep-" + lang, "keep", lang, text, names, keep)

    order = {s: i for i, s in enumerate(SLICES)}
    b.records.sort(key=lambda r: (order[r["slice"]], r["id"]))
    return b


def summary(b, md5=None):
    recs = b.records
    print("%-11s %7s %6s %6s" % ("slice", "prompts", "names", "keep"))
    tot = [0, 0, 0]
    for s in SLICES:
        rs = [r for r in recs if r["slice"] == s]
        row = [len(rs), sum(len(r["names"]) for r in rs), sum(len(r["keep"]) for r in rs)]
        tot = [a + c for a, c in zip(tot, row)]
        print("%-11s %7d %6d %6d" % (s, *row))
    print("%-11s %7d %6d %6d" % ("TOTAL", *tot))
    langs = {}
    for r in recs:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages (%d):" % len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items())))
    print("prompts without any name:", sum(1 for r in recs if not r["names"]))
    print("origins defined: %d; origins with a cultures prompt: %d; origins among generated name spans: %d"
          % (len(ORIGINS), len({r["id"].split("-")[1] for r in recs
                                if r["slice"] == "cultures" and "-hand-" not in r["id"]}),
             len(set(b.name_origins))))
    print("hand-written records:", sum(1 for r in recs if "-hand-" in r["id"]))
    if md5:
        print("md5(names_eval.jsonl) =", md5)


def main():
    b = build()
    # final pass over the whole corpus
    seen = set()
    for r in b.records:
        validate(r, seen)
        seen.add(r["id"])
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b.records).encode("utf-8")
    md5 = hashlib.md5(data).hexdigest()
    if "--check" not in sys.argv:
        with open(OUT, "wb") as fh:
            fh.write(data)
    summary(b, md5)


if __name__ == "__main__":
    main()
