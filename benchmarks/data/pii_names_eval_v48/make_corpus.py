#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v48 (theme: personal services and bookings).

python3 make_corpus.py            -> writes names_eval.jsonl next to this file
python3 make_corpus.py --stats    -> also prints the statistics used in README.md

Python 3 standard library only. Deterministic: one random.Random(48048), fixed
iteration order, json.dumps(..., ensure_ascii=False), "\n" line ends.

Template markup (see README.md):
  {A} {B} ... {H}      a person (full name); {Af}/{Am} force a gender
  {A:form}             other forms of the same person: first, last, title, lastfirst,
                       initlast, handle, refname (upper-case ASCII surname as glued into
                       a payment/booking reference), hon (honorific + name, titles slice);
                       "+poss" appends a possessive outside the span ({A:first+poss})
  N| (prefix)          the persons of this template are written in their native script
  {%key}               a filler from lexicon.FILL (may itself contain markup)
  {~a|b|c}             an inline choice
  [[...]]              a keep item (capitalised non-name that must survive)
  <<...>>              a literal, hand-written name span
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the folder free of __pycache__

import names_data  # noqa: E402
import lexicon  # noqa: E402
import tpl_en  # noqa: E402
import tpl_intl  # noqa: E402
import tpl_keep  # noqa: E402
import tpl_hand  # noqa: E402

SEED = 48048
OUT = os.path.join(HERE, "names_eval.jsonl")

LISTKEYS = {"f", "m", "fam", "fathers", "patr", "mid_f", "mid_m", "pre_f", "pre_m",
            "p1", "p2f", "p2m", "birth", "eng_f", "eng_m"}


def _parse(d):
    out = {}
    for k, v in d.items():
        if k in LISTKEYS:
            out[k] = v.split("|")
        elif k == "nat":
            out[k] = _parse(v)
        else:
            out[k] = v
    return out


ORIG = {}
ORIG_ORDER = []
for _o in names_data.ORIGINS:
    _p = _parse(_o)
    if _p["key"] in ORIG:
        raise SystemExit("duplicate origin " + _p["key"])
    ORIG[_p["key"]] = _p
    ORIG_ORDER.append(_p["key"])

# ----------------------------------------------------------------------------- helpers

SPECIAL = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "đ": "d", "Đ": "D",
           "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ł": "l", "Ł": "L", "ı": "i",
           "ə": "e", "Ə": "E", "œ": "oe", "ŋ": "ng", "ʻ": "", "’": "", "'": ""}


def ascii_fold(s):
    s = "".join(SPECIAL.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def gform(entry, g):
    if "/" in entry:
        m, f = entry.split("/", 1)
        return f if g == "f" else m
    return entry


def initial(name):
    w = name.split()[0]
    out = []
    for p in w.split("-"):
        ch = next((c for c in p if c.isalpha()), None)
        if ch:
            out.append(ch.upper() + ".")
    return "-".join(out)


def capalone(fam):
    return fam[0].upper() + fam[1:] if fam and fam[0].islower() else fam


# ----------------------------------------------------------------------------- persons

def build_person(okey, g, rng, native=False, over=None):
    o = ORIG[okey]
    s = dict(o["nat"] if native else o)
    if over:
        s.update(over)
    style = s.get("style", "western")
    tform = s.get("tform", "last")
    P = {"origin": okey, "gender": g, "native": native}

    def fam_pick(exclude=()):
        for _ in range(20):
            x = gform(pick(rng, s["fam"]), g)
            if x not in exclude:
                return x
        return x

    def father_pick(exclude=()):
        for _ in range(20):
            x = pick(rng, s["fathers"])
            if x not in exclude:
                return x
        return x

    if style == "western":
        given = pick(rng, s[g])
        first = given
        gfull = given
        if rng.random() < s.get("prep", 0):
            pre = pick(rng, s["pre_" + g])
            gfull = pre + " " + given
            first = pre if rng.random() < 0.5 else given
        fam = fam_pick()
        if rng.random() < s.get("dbl", 0):
            fam2 = fam_pick(exclude=(fam,))
            if fam2 != fam:
                fam = fam + s.get("joiner", " ") + fam2
        mid = ""
        if rng.random() < s.get("mi", 0):
            mid = pick(rng, "ABCDEJLMRST") + "."
        patr = ""
        if rng.random() < s.get("patp", 0):
            patr = gform(pick(rng, s["patr"]), g)
        full = " ".join(x for x in (gfull, mid, patr, fam) if x)
        last = capalone(fam) if s.get("capalone") else fam
        P.update(full=full, first=first, last=last, lastfirst=last + ", " + gfull,
                 initlast=initial(first) + " " + fam, hg=first, hf=fam)
    elif style == "eastern":
        given = pick(rng, s[g])
        fam = fam_pick()
        if not native and rng.random() < s.get("asciip", 0):
            given, fam = ascii_fold(given), ascii_fold(fam)
        sep = s.get("sep", " ")
        if "sepalt" in s and rng.random() < 0.5:
            sep = s["sepalt"]
        if rng.random() < s.get("flip", 0):
            full = given + " " + fam
        else:
            full = fam + sep + given
        P.update(full=full, first=given, last=fam, lastfirst=fam + ", " + given,
                 initlast=initial(given) + " " + fam, hg=given, hf=fam)
    elif style == "viet":
        given = pick(rng, s[g])
        mid = pick(rng, s["mid_" + g])
        fam = fam_pick()
        if mid == given:
            mid = pick(rng, s["mid_" + g])
        if rng.random() < s.get("asciip", 0):
            given, mid, fam = ascii_fold(given), ascii_fold(mid), ascii_fold(fam)
        full = fam + " " + mid + " " + given
        P.update(full=full, first=given, last=fam, lastfirst=fam + ", " + mid + " " + given,
                 initlast=initial(given) + " " + fam, hg=given, hf=fam)
    elif style == "icelandic":
        given = pick(rng, s[g])
        patr = pick(rng, s["patr"]) + ("dóttir" if g == "f" else "son")
        P.update(full=given + " " + patr, first=given, last=patr,
                 lastfirst=patr + ", " + given, initlast=initial(given) + " " + patr,
                 hg=given, hf=patr)
    elif style == "nasab":
        given = pick(rng, s[g])
        father = father_pick(exclude=(given,))
        fam = fam_pick()
        if not native and rng.random() < 0.3:
            fam = pick(rng, [fam.replace("Al-", "al-"), fam.replace("Al-", "Al "),
                             fam.replace("Al ", "Al-"), fam.replace("Al ", "")])
        if native:
            conn = "بنت" if g == "f" else "بن"
            gconn = "بن"
        else:
            conn = "bint" if g == "f" else "bin"
            gconn = "bin"
        r = rng.random()
        if r < 0.45:
            full = "%s %s %s %s" % (given, conn, father, fam)
        elif r < 0.6:
            gf = father_pick(exclude=(given, father))
            full = "%s %s %s %s %s %s" % (given, conn, father, gconn, gf, fam)
        else:
            full = given + " " + fam
        P.update(full=full, first=given, last=fam, lastfirst=fam + ", " + given,
                 initlast=initial(given) + " " + fam, hg=given, hf=fam)
    elif style == "triple":
        given = pick(rng, s[g])
        father = father_pick(exclude=(given,))
        if "fam" in s:
            tail = fam_pick(exclude=(given, father))
        else:
            tail = father_pick(exclude=(given, father))
        parts = [given]
        if rng.random() < s.get("midp", 0.5):
            parts.append(father)
        parts.append(tail)
        full = " ".join(parts)
        P.update(full=full, first=given, last=tail, lastfirst=tail + ", " + " ".join(parts[:-1]),
                 initlast=initial(given) + " " + tail, hg=given, hf=tail)
    elif style == "father":
        given = pick(rng, s[g])
        father = father_pick(exclude=(given,))
        P.update(full=given + " " + father, first=given, last=father,
                 lastfirst=father + ", " + given, initlast=initial(given) + " " + father,
                 hg=given, hf=father)
    elif style == "malay":
        given = pick(rng, s[g])
        father = father_pick()
        conn = "binti" if g == "f" else "bin"
        full = given + " " + conn + " " + father if rng.random() < 0.8 else given + " " + father
        P.update(full=full, first=given, last=given, lastfirst=full, initlast=full,
                 hg=given, hf=father)
    elif style == "mononym":
        name = pick(rng, s[g])
        P.update(full=name, first=name.split()[0], last=name, lastfirst=name, initlast=name,
                 hg=name, hf="")
    elif style == "burmese":
        name = pick(rng, s[g])
        P.update(full=name, first=name, last=name, lastfirst=name, initlast=name,
                 hg=name, hf="")
    elif style == "tibetan":
        name = pick(rng, s["p1"]) + " " + pick(rng, s["p2" + g])
        P.update(full=name, first=name, last=name, lastfirst=name, initlast=name,
                 hg=name, hf="")
    elif style == "balinese":
        birth = pick(rng, s["birth"])
        while g == "f" and birth == "Gede":  # Gede is a male birth-order name
            birth = pick(rng, s["birth"])
        given = pick(rng, s[g])
        if rng.random() < 0.6:
            full = ("Ni " if g == "f" else "I ") + birth + " " + given
        else:
            full = birth + " " + given
        first = birth if rng.random() < 0.5 else given.split()[0]
        P.update(full=full, first=first, last=full, lastfirst=full, initlast=full,
                 hg=birth + given.split()[0], hf="")
    elif style == "kyrgyz":
        given = pick(rng, s[g])
        if rng.random() < 0.5:
            father = father_pick(exclude=(given,))
            full = given + " " + father + (" kyzy" if g == "f" else " uulu")
            P.update(full=full, first=given, last=full, lastfirst=full,
                     initlast=initial(given) + " " + father + (" kyzy" if g == "f" else " uulu"),
                     hg=given, hf=father)
            tform = "full"
        else:
            fam = fam_pick()
            P.update(full=given + " " + fam, first=given, last=fam,
                     lastfirst=fam + ", " + given, initlast=initial(given) + " " + fam,
                     hg=given, hf=fam)
    elif style == "mongolian":
        given = pick(rng, s[g])
        fg = father_pick()
        P.update(full=fg + " " + given, first=given, last=given, lastfirst=fg + " " + given,
                 initlast=initial(fg) + " " + given, hg=given, hf=initial(fg)[0])
    elif style == "tamil":
        given = pick(rng, s[g])
        father = father_pick()
        r = rng.random()
        if r < 0.5:
            full, last, lf = given + " " + father, father, father + ", " + given
        elif r < 0.8 or native:
            full, last, lf = initial(father) + " " + given, given, given + ", " + initial(father)
        else:
            full, last, lf = given + " " + initial(father), given, given + ", " + initial(father)
        P.update(full=full, first=given, last=last, lastfirst=lf,
                 initlast=initial(father) + " " + given, hg=given, hf=father)
    elif style == "sikh":
        given = pick(rng, s[g])
        mid = s.get("kaur", "Kaur") if g == "f" else s.get("singh", "Singh")
        fam = fam_pick()
        r = rng.random()
        if r < 0.6:
            full, last = given + " " + mid + " " + fam, fam
        elif r < 0.8:
            full, last = given + " " + fam, fam
        else:
            full, last = given + " " + mid, mid
        P.update(full=full, first=given, last=last, lastfirst=last + ", " + given,
                 initlast=initial(given) + " " + last, hg=given, hf=last)
    elif style == "sinhala":
        given = pick(rng, s[g])
        fam = fam_pick()
        if rng.random() < 0.25:
            inits = pick(rng, "WKMHDRSGPA") + ". " + pick(rng, "WKMHDRSGPA") + "."
            full = inits + " " + given + " " + fam
        else:
            full = given + " " + fam
        P.update(full=full, first=given, last=fam, lastfirst=fam + ", " + given,
                 initlast=initial(given) + " " + fam, hg=given, hf=fam)
    elif style == "hk":
        fam = fam_pick()
        cg = pick(rng, s[g])
        eng = pick(rng, s["eng_" + g])
        r = rng.random()
        if r < 0.35:
            full, first = eng + " " + fam, eng
        elif r < 0.55:
            full, first = eng + " " + fam + " " + cg, eng
        else:
            full, first = fam + " " + cg, cg
        P.update(full=full, first=first, last=fam, lastfirst=fam + ", " + first,
                 initlast=initial(first) + " " + fam, hg=first, hf=fam)
    elif style == "marathi":
        given = pick(rng, s[g])
        fam = fam_pick()
        if rng.random() < 0.35:
            full = given + " " + father_pick() + " " + fam
        else:
            full = given + " " + fam
        P.update(full=full, first=given, last=fam, lastfirst=fam + ", " + given,
                 initlast=initial(given) + " " + fam, hg=given, hf=fam)
    elif style == "filipino":
        given = pick(rng, s[g])
        fam = fam_pick()
        r = rng.random()
        if r < 0.25:
            mid = fam_pick(exclude=(fam,))
            full = given + " " + initial(capalone(mid)) + " " + fam
        elif r < 0.4:
            mid = fam_pick(exclude=(fam,))
            full = given + " " + mid + " " + fam
        else:
            full = given + " " + fam
        P.update(full=full, first=given, last=capalone(fam) if fam.startswith("dela") else fam,
                 lastfirst=fam + ", " + given, initlast=initial(given) + " " + fam,
                 hg=given, hf=fam)
    else:
        raise ValueError(style)
    tf = {"last": P["last"], "first": P["first"], "full": P["full"]}[tform]
    P["title"] = tf
    return P


def handle_of(P, rng):
    def clean(x):
        return re.sub(r"[^a-z0-9]", "", ascii_fold(x).lower())
    g = clean(P["hg"])
    f = clean(P["hf"]) if P["hf"] else ""
    if not f:
        words = [clean(w) for w in P["full"].split()]
        words = [w for w in words if w]
        opts = ["".join(words), ".".join(words), words[0] + "".join(w[0] for w in words[1:])]
        if len(words) == 1:
            opts = [words[0], words[0] + pick(rng, ["88", "07", "_bali", ".id", "23"])]
        return pick(rng, opts)
    opts = [g + "." + f, g + "_" + f, g[0] + f, g + f, f + "." + g, g + "." + f[0],
            g + "." + f + pick(rng, ["92", "07", "85", "2", "01"]), g[0] + "." + f, g + "-" + f]
    return pick(rng, opts)


# ----------------------------------------------------------------------------- rendering

CHOICE_RE = re.compile(r"\{~([^{}]*)\}")
FILL_RE = re.compile(r"\{%(\w+)\}")
SLOT_RE = re.compile(r"\{([A-H])([fm]?)(?::([a-z+]+))?\}")
TOKEN_RE = re.compile(r"\[\[([^\[\]]+?)\]\]|<<([^<>]+?)>>|\{([A-H])([fm]?)(?::([a-z+]+))?\}")


def expand(t, rng):
    used = {}

    def fill(m):
        key = m.group(1)
        seen = used.setdefault(key, set())
        for _ in range(20):  # the same weekday/price/... only once per prompt
            v = pick(rng, lexicon.FILL[key])
            if v not in seen:
                break
        seen.add(v)
        return v

    for _ in range(12):
        t2 = CHOICE_RE.sub(lambda m: pick(rng, m.group(1).split("|")), t)
        t2 = FILL_RE.sub(fill, t2)
        if t2 == t:
            break
        t = t2
    # "the {%spa}" -> "the a Swedish massage": drop the filler's own article
    return re.sub(r"\b(the|The|your|Your|their|our|Our|my|same|first|one) (a|an) ", r"\1 ", t)


def title_case(s):
    return re.sub(r"(^|(?<=\s))([^\W\d_])", lambda m: m.group(1) + m.group(2).upper(), s)


def apply_case(kind, s, mode):
    if mode is None or mode == "normal":
        return s
    if mode == "lower":
        return s.lower()
    if mode == "upper":
        return s.upper()
    if mode == "title":
        return s if kind == "k" else title_case(s)
    if mode == "namelower":
        return s.lower() if kind == "n" else s
    if mode == "nameupper":
        return s.upper() if kind == "n" else s
    raise ValueError(mode)


def poss_suffix(name, rng, curly=None):
    ap = "’" if (curly if curly is not None else rng.random() < 0.3) else "'"
    if name.endswith("s") or name.endswith("S"):
        return pick(rng, [ap, ap + "s"])
    return ap + "s"


def segments(t, persons, rng, hons):
    segs = []
    pos = 0
    for m in TOKEN_RE.finditer(t):
        if m.start() > pos:
            segs.append(("t", t[pos:m.start()]))
        if m.group(1) is not None:
            segs.append(("k", m.group(1)))
        elif m.group(2) is not None:
            segs.append(("n", m.group(2)))
        else:
            letter, form = m.group(3), m.group(5) or "full"
            P = persons[letter]
            parts = form.split("+")
            base, suf = parts[0], (parts[1] if len(parts) > 1 else None)
            if base == "poss":
                base, suf = "full", "poss"
            if base == "hon":
                pre, post, hform = hons[letter]
                if pre:
                    segs.append(("t", pre))
                name = P[hform]
                segs.append(("n", name))
                if post:
                    segs.append(("t", post))
            else:
                name = P[base]
                segs.append(("n", name))
            if suf == "poss":
                segs.append(("t", poss_suffix(name, rng)))
            elif suf is not None:
                raise ValueError("bad suffix " + form)
        pos = m.end()
    if pos < len(t):
        segs.append(("t", t[pos:]))
    return segs


def assemble(segs, mode):
    text = []
    names = []
    keeps = []
    n = 0
    for kind, s in segs:
        s = apply_case(kind, s, mode)
        if kind == "n":
            names.append({"start": n, "end": n + len(s), "text": s})
        elif kind == "k":
            if s not in keeps:
                keeps.append(s)
        text.append(s)
        n += len(s)
    return "".join(text), names, keeps


# ----------------------------------------------------------------------------- validation

PARTICLES = {"de", "da", "do", "dos", "das", "del", "della", "di", "van", "von", "der", "den",
             "ter", "t", "la", "le", "du", "y", "i", "bin", "binti", "bint", "al", "el", "ben",
             "abu", "abi", "bou", "ap", "ní", "nic", "mac", "ó", "te", "zu", "uulu", "kyzy",
             "aït", "ait", "janse", "ni", "dela", "lo", "d", "ba", "der"}


def wordish(c):
    return c == "_" or unicodedata.category(c)[0] in "LMN"


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def validate(rec, name_slice):
    text, names, keeps = rec["text"], rec["names"], rec["keep"]
    last_end = -1
    for s in names:
        if text[s["start"]:s["end"]] != s["text"]:
            return "offset mismatch"
        if not s["text"] or s["text"] != s["text"].strip():
            return "empty/whitespace span"
        if s["start"] < last_end:
            return "overlap"
        last_end = s["end"]
        if s["start"] > 0 and wordish(text[s["start"] - 1]) and wordish(text[s["start"]]):
            return "span glued on the left: %r" % s["text"]
        if s["end"] < len(text) and wordish(text[s["end"]]) and wordish(text[s["end"] - 1]):
            return "span glued on the right: %r" % s["text"]
    if name_slice and not names:
        return "no names"
    if not name_slice and names:
        return "names in keep slice"
    if not name_slice and not keeps:
        return "no keep items in keep slice"
    # every keep item occurs outside all name spans
    for k in keeps:
        if outside_count(text, k, names) < 1:
            return "keep not outside names: %r" % k
    # no keep item shares a token with a name
    ntoks = set()
    for s in names:
        for t in re.findall(r"\w+", s["text"]):
            ntoks.add(t.casefold())
    for k in keeps:
        for t in re.findall(r"\w+", k):
            if t.casefold() in ntoks:
                return "keep %r shares token %r with a name" % (k, t)
    # each name text occurs only inside spans
    for s in names:
        for m in re.finditer(r"(?<!\w)" + re.escape(s["text"]) + r"(?!\w)", text):
            if not any(m.start() >= x["start"] and m.end() <= x["end"] for x in names):
                return "name text %r also occurs outside the spans" % s["text"]
    # name tokens do not collide with the surrounding text
    for s in names:
        for t in re.findall(r"\w+", s["text"]):
            if t.casefold() in PARTICLES or len(t) == 1:
                continue
            flags = re.IGNORECASE if len(t) >= 4 else 0
            for m in re.finditer(r"(?<!\w)" + re.escape(t) + r"(?!\w)", text, flags):
                if not any(m.start() >= x["start"] and m.end() <= x["end"] for x in names):
                    return "name token %r also occurs outside the spans" % t
    return None


# ----------------------------------------------------------------------------- record factory

class Maker:
    def __init__(self, rng):
        self.rng = rng
        self.records = []
        self.ids = set()
        self.texts = set()
        self.counters = {}
        self.persons_used = []  # (origin, native) of every templated person

    def next_id(self, slice_, sub=None, hand=False):
        parts = [slice_]
        if sub:
            parts.append(sub)
        if hand:
            parts.append("hand")
        key = "-".join(parts)
        self.counters[key] = self.counters.get(key, 0) + 1
        return "%s-%03d" % (key, self.counters[key])

    def add(self, rec, name_slice=True):
        err = validate(rec, name_slice)
        if err:
            raise RuntimeError("invalid record %s: %s\n%s" % (rec["id"], err, rec["text"]))
        if rec["id"] in self.ids:
            raise RuntimeError("duplicate id " + rec["id"])
        if rec["text"] in self.texts:
            raise RuntimeError("duplicate text " + rec["id"])
        self.ids.add(rec["id"])
        self.texts.add(rec["text"])
        self.records.append(rec)

    def render(self, template, drawer, mode=None, hon_pick=None, name_slice=True):
        """drawer(letter, gender, native, rng) -> person. Returns (rec-part, persons)."""
        rng = self.rng
        err = None
        for attempt in range(300):
            t = template
            native = False
            if t.startswith("N|"):
                native, t = True, t[2:]
            t = expand(t, rng)
            letters = []
            genders = {}
            for m in SLOT_RE.finditer(t):
                L_ = m.group(1)
                if L_ not in letters:
                    letters.append(L_)
                if m.group(2):
                    genders[L_] = m.group(2)
            persons = {}
            ok = True
            for L_ in letters:
                for _ in range(60):
                    g = genders.get(L_) or pick(rng, "fm")
                    P = drawer(L_, g, native, rng)
                    clash = False
                    for Q in persons.values():
                        if (P["full"].casefold() == Q["full"].casefold()
                                or P["first"].casefold() == Q["first"].casefold()
                                or P["last"].casefold() == Q["last"].casefold()):
                            clash = True
                    if not clash:
                        break
                else:
                    ok = False
                if not P["native"]:
                    P["handle"] = handle_of(P, rng)
                    # surname as it appears glued into bank/booking references: OKAFOR, DELAFUENTE
                    P["refname"] = re.sub(r"[^A-Z0-9]", "", ascii_fold(P["hf"] or P["hg"]).upper())
                persons[L_] = P
            if not ok:
                err = "could not draw distinct persons"
                continue
            hons = {}
            if hon_pick:
                for L_ in letters:
                    hons[L_] = hon_pick(persons[L_], rng)
            try:
                segs = segments(t, persons, rng, hons)
            except KeyError as e:
                raise RuntimeError("template uses missing form %s: %s" % (e, template))
            text, names, keeps = assemble(segs, mode)
            rec = {"text": text, "names": names, "keep": keeps}
            err = validate(rec, name_slice)
            if err is None and text not in self.texts:
                for P in persons.values():
                    self.persons_used.append((P["origin"], P["native"]))
                return rec
            if err is None:
                err = "duplicate text"
        raise RuntimeError("cannot render template (%s): %s" % (err, template))

    def emit(self, slice_, sub, lang, part, hand=False):
        rec = {"id": self.next_id(slice_, sub, hand), "slice": slice_, "lang": lang,
               "text": part["text"], "names": part["names"], "keep": part["keep"]}
        self.add(rec, name_slice=(slice_ != "keep"))
        return rec

    def hand(self, slice_, sub, lang, text, mode=None):
        segs = []
        pos = 0
        for m in TOKEN_RE.finditer(text):
            if m.group(3):
                raise RuntimeError("slot in hand case: " + text)
            if m.start() > pos:
                segs.append(("t", text[pos:m.start()]))
            segs.append(("k", m.group(1)) if m.group(1) is not None else ("n", m.group(2)))
            pos = m.end()
        if pos < len(text):
            segs.append(("t", text[pos:]))
        t, names, keeps = assemble(segs, mode)
        return self.emit(slice_, sub, lang, {"text": t, "names": names, "keep": keeps}, hand=True)


# ----------------------------------------------------------------------------- drawers

def any_drawer(native_ok=False):
    def draw(letter, g, native, rng):
        if native:
            key = pick(rng, NATIVE_KEYS)
            return build_person(key, g, rng, native=True)
        return build_person(pick(rng, ORIG_ORDER), g, rng)
    return draw


def origin_drawer(key):
    def draw(letter, g, native, rng):
        return build_person(key, g, rng, native=native)
    return draw


def pool_drawer(pool):
    """pool: list of (spec, weight, overrides); spec 'key', 'key!' (native) or '*'."""
    total = sum(w for _, w, _ in pool)

    def draw(letter, g, native, rng):
        r = rng.random() * total
        for spec, w, over in pool:
            r -= w
            if r < 0:
                break
        if spec == "*":
            return build_person(pick(rng, ORIG_ORDER), g, rng)
        if spec.endswith("!"):
            return build_person(spec[:-1], g, rng, native=True, over=over)
        return build_person(spec, g, rng, over=over)
    return draw


NATIVE_KEYS = [k for k in ORIG_ORDER if "nat" in ORIG[k]]


class Deck:
    """Cycles through a template list in shuffled order, reshuffling when used up."""

    def __init__(self, items, rng):
        self.items = list(items)
        self.rng = rng
        self.cur = []

    def draw(self):
        if not self.cur:
            self.cur = list(self.items)
            self.rng.shuffle(self.cur)
        return self.cur.pop()


def make_hon_pick(hon_table):
    def hp(P, rng):
        cands_c = [h for h in hon_table if h[2] is not None and P["origin"] in h[2]
                   and (h[3] is None or h[3] == P["gender"])]
        cands_e = [h for h in hon_table if h[2] is None and (h[3] is None or h[3] == P["gender"])]
        if P["native"]:
            cands_c = []
        h = pick(rng, cands_c) if cands_c and rng.random() < 0.6 else pick(rng, cands_e)
        return h[0], h[1], h[4]
    return hp


# ----------------------------------------------------------------------------- build

def build():
    rng = random.Random(SEED)
    M = Maker(rng)

    # 1. cultures: two English prompts per origin (+1 with the name in native script)
    deck_c = Deck(tpl_en.CULTURES, rng)
    deck_cn = Deck(tpl_en.CULTURES_NATIVE, rng)
    for key in ORIG_ORDER:
        drawer = origin_drawer(key)
        for _ in range(2):
            M.emit("cultures", key, "en", M.render(deck_c.draw(), drawer))
        if "nat" in ORIG[key]:
            M.emit("cultures", key, "en", M.render(deck_cn.draw(), drawer))
    for text in tpl_hand.CULTURES:
        M.hand("cultures", None, "en", text)

    # 2. casing
    deck = Deck(tpl_en.CASING, rng)
    for mode in ("lower", "upper", "title", "namelower", "nameupper", "normal"):
        for _ in range(13):
            M.emit("casing", mode, "en", M.render(deck.draw(), any_drawer(), mode=mode))
    for text, mode in tpl_hand.CASING:
        M.hand("casing", None, "en", text)

    # 3. position
    for pos, pool in (("start", tpl_en.POS_START), ("middle", tpl_en.POS_MIDDLE),
                      ("end", tpl_en.POS_END)):
        for i, t in enumerate(pool):
            mode = "lower" if i % 9 == 8 else None
            M.emit("position", pos, "en", M.render(t, any_drawer(), mode=mode))
    for text in tpl_hand.POSITION:
        M.hand("position", None, "en", text)

    # 4-8. lists, possessive, quoted, code, business
    for slice_, pool, n, lower_every in (("lists", tpl_en.LISTS, 72, 7),
                                         ("possessive", tpl_en.POSSESSIVE, 58, 9),
                                         ("quoted", tpl_en.QUOTED, 78, 7),
                                         ("code", tpl_en.CODE, 90, 0),
                                         ("business", tpl_en.BUSINESS, 76, 0)):
        deck = Deck(pool, rng)
        for i in range(n):
            mode = "lower" if lower_every and i % lower_every == lower_every - 1 else None
            M.emit(slice_, None, "en", M.render(deck.draw(), any_drawer(), mode=mode))
        for text in getattr(tpl_hand, slice_.upper()):
            M.hand(slice_, None, "en", text)

    # 9. titles
    deck = Deck(tpl_en.TITLES, rng)
    hp = make_hon_pick(tpl_en.HONORIFICS)
    for i in range(78):
        M.emit("titles", None, "en", M.render(deck.draw(), any_drawer(), hon_pick=hp))
    for text in tpl_hand.TITLES:
        M.hand("titles", None, "en", text)

    # 10. non-English
    for lang, cfg in tpl_intl.LANGS.items():
        drawer = pool_drawer(cfg["pool"])
        for t in cfg["templates"]:
            M.emit("nonenglish", lang, lang, M.render(t, drawer))
    for lang, text in tpl_hand.NONENGLISH:
        M.hand("nonenglish", lang, lang, text)

    # 11. keep (no names)
    for lang, texts in tpl_keep.KEEP.items():
        for text in texts:
            part = render_keep(text)
            M.emit("keep", lang, lang, part)
    for lang, text in tpl_keep.KEEP_HAND:
        part = render_keep(text)
        rec = {"id": M.next_id("keep", lang, True), "slice": "keep", "lang": lang,
               "text": part["text"], "names": part["names"], "keep": part["keep"]}
        M.add(rec, name_slice=False)
    return M


def render_keep(text):
    segs = []
    pos = 0
    for m in TOKEN_RE.finditer(text):
        if m.group(3) or m.group(2):
            raise RuntimeError("name in keep text: " + text)
        if m.start() > pos:
            segs.append(("t", text[pos:m.start()]))
        segs.append(("k", m.group(1)))
        pos = m.end()
    if pos < len(text):
        segs.append(("t", text[pos:]))
    t, names, keeps = assemble(segs, None)
    return {"text": t, "names": names, "keep": keeps}


def write(M):
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in M.records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def stats(M):
    import collections
    import hashlib
    recs = M.records
    by_slice = collections.Counter(r["slice"] for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    nnames = sum(len(r["names"]) for r in recs)
    nkeep = sum(len(r["keep"]) for r in recs)
    names_by_slice = collections.Counter()
    keep_by_slice = collections.Counter()
    for r in recs:
        names_by_slice[r["slice"]] += len(r["names"])
        keep_by_slice[r["slice"]] += len(r["keep"])
    hand = sum(1 for r in recs if "-hand-" in r["id"])
    scripts = collections.Counter()
    for r in recs:
        for s in r["names"]:
            for c in s["text"]:
                if c.isalpha():
                    nm = unicodedata.name(c, "?").split()[0]
                    scripts[nm] += 1
                    break
    print("records", len(recs), "names", nnames, "keep", nkeep, "hand", hand)
    for k in sorted(by_slice):
        print("  slice %-11s %4d  names %4d  keep %4d" % (k, by_slice[k], names_by_slice[k],
                                                         keep_by_slice[k]))
    print("languages", len(by_lang), dict(sorted(by_lang.items(), key=lambda x: -x[1])))
    print("origins", len(ORIG_ORDER), "with native script", len(NATIVE_KEYS))
    print("scripts of name spans (first letter)", dict(scripts))
    print("distinct keep items", len({k for r in recs for k in r["keep"]}))
    print("origins drawn (templated persons):", len({o for o, _ in M.persons_used}))
    h = hashlib.md5(open(OUT, "rb").read()).hexdigest()
    print("md5", h)


if __name__ == "__main__":
    M = build()
    write(M)
    if "--stats" in sys.argv:
        stats(M)
    else:
        print("wrote %d records to %s" % (len(M.records), OUT))
