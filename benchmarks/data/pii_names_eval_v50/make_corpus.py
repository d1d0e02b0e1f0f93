#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (PERSON-name evaluation corpus v50, theme: energy,
utilities and telecoms).  python3 stdlib only.

    python3 make_corpus.py           # writes names_eval.jsonl (byte-for-byte reproducible)
    python3 make_corpus.py --stats   # also prints statistics

Template markup (see README.md):
    {A} {B} ...      full name of person A, B, ... (drawn at random; {Af}/{Am} force gender)
    {A:form}         other form of the same person: first, last, gm, initlast, firstinit,
                     lastfirst, ulf, up, low, handle
    <<...>>          literal, hand-written name span
    [[...]]          literal keep item (capitalised non-name that must survive)
    {K:cat}          a keep snippet drawn from lexicon.KEEP[cat]
    {#n}             n random digits (not a name, not a keep item)
"""
import json
import re
import sys
import unicodedata
import hashlib
import random

import names_a, names_b, names_c, names_d, names_e, names_f, names_g, names_h, names_i
import lexicon
import tpl_cult, tpl_en_a, tpl_en_b, tpl_en_c, tpl_en_d, tpl_en_e, tpl_keep_en
import tpl_xx_a, tpl_xx_b, tpl_xx_c, tpl_xx_d
import hand_a, hand_b, hand_c

SEED = 50050
OUT = "names_eval.jsonl"
RNG = random.Random(SEED)

# ----------------------------------------------------------------------------- origins
class Origin:
    def __init__(self, t):
        self.key, self.script, self.order = t[0], t[1], t[2]
        sp = lambda s: [x.strip() for x in s.split(",") if x.strip()]
        self.fem, self.male, self.fam = sp(t[3]), sp(t[4]), sp(t[5])
        o = t[6] if len(t) > 6 else {}
        mid = o.get("mid", "")
        self.mid = mid if mid == "@m" else sp(mid)
        self.pm = o.get("pm", 0.0)
        self.p2 = o.get("p2", 0.0)
        self.j2 = o.get("j2", " ")
        self.pfg = o.get("pfg", 0.0)
        self.pflip = o.get("pflip", 0.0)
        self.mono = o.get("mono", 0.0)
        self.pinit = o.get("pinit", 0.0)
        self.pascii = o.get("pascii", 0.0)
        self.lastg = o.get("lastg", 0)
        self.sep = o.get("sep", [" "])
        self.latin = self.script == "Latin"


ORIGINS = []
for mod in (names_a, names_b, names_c, names_d, names_e, names_f, names_g, names_h, names_i):
    for t in mod.DATA:
        ORIGINS.append(Origin(t))
OBYKEY = {o.key: o for o in ORIGINS}
assert len(OBYKEY) == len(ORIGINS), "duplicate origin key"
LATIN = [o for o in ORIGINS if o.latin]

SPECIAL = {"ß": "ss", "ø": "o", "æ": "ae", "đ": "d", "ł": "l", "ı": "i", "þ": "th", "ð": "d",
           "œ": "oe", "ŋ": "ng", "ə": "e", "Đ": "D", "Ø": "O", "Æ": "AE", "Ł": "L", "Þ": "Th"}


def deaccent(s):
    s = "".join(SPECIAL.get(c, c) for c in s)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def ascii_slug(s):
    return re.sub(r"[^a-z0-9]", "", deaccent(s).lower())


def initial(s):
    return next(c for c in s if c.isalpha())


def gform(entry, g):
    if "/" in entry:
        m, f = entry.split("/", 1)
        return f if g == "f" else m
    return entry


class Person:
    def __init__(self, o, g, rng):
        self.o, self.g = o, g
        self.given = rng.choice(o.fem if g == "f" else o.male)
        self.mid = ""
        self.family = ""
        if not (o.mono and rng.random() < o.mono):
            self.family = gform(rng.choice(o.fam), g)
            if o.p2 and rng.random() < o.p2:
                second = gform(rng.choice([x for x in o.fam if gform(x, g) != self.family]), g)
                self.family = self.family + o.j2 + second
            if o.mid and rng.random() < o.pm:
                if o.mid == "@m":
                    self.mid = rng.choice([x for x in o.male if x != self.given])
                else:
                    self.mid = gform(rng.choice(o.mid), g)
        if o.pascii and rng.random() < o.pascii:
            self.given, self.mid, self.family = (deaccent(x) for x in (self.given, self.mid, self.family))
        self.sep = rng.choice(o.sep)
        self.flip = bool(self.family) and ((o.order == "gf" and rng.random() < o.pfg) or
                                           (o.order == "fg" and rng.random() < o.pflip))
        self.init_style = bool(self.family) and o.pinit and rng.random() < o.pinit
        if not self.family:
            self.full = self.given
        elif self.init_style:
            self.full = self.family[0] + ". " + self.given
        elif o.order == "gf":
            parts = [self.family, self.given, self.mid] if self.flip else [self.given, self.mid, self.family]
            self.full = " ".join(p for p in parts if p)
        else:
            if self.flip:
                self.full = " ".join(p for p in [self.given, self.mid, self.family] if p)
            else:
                self.full = self.sep.join(p for p in [self.family, self.mid, self.given] if p)

    def tokens(self):
        return set(t.casefold() for t in re.findall(r"\w+", " ".join([self.given, self.mid, self.family])))

    def form(self, f, rng):
        fam, giv = self.family, self.given
        if f == "full":
            return self.full
        if f == "first":
            return giv
        if f == "last":
            return giv if (self.o.lastg or not fam) else fam
        if f == "gm":
            return giv + " " + self.mid if self.mid else giv
        if f == "initlast":
            return initial(giv) + ". " + fam if fam else giv
        if f == "firstinit":
            return giv + " " + fam.split()[-1].lstrip("'")[0].upper() + "." if fam else giv
        if f == "lastfirst":
            return fam + ", " + giv if fam else giv
        if f == "ulf":
            return fam.upper() + " " + giv if fam else giv.upper()
        if f == "up":
            return self.full.upper()
        if f == "low":
            return self.full.lower()
        if f == "handle":
            g = ascii_slug(giv.split()[0])
            fm = ascii_slug(fam)
            if not fm:
                return g + rng.choice(["", "01", "77"])
            return rng.choice([g + "." + fm, g[0] + fm, g + "_" + fm, g + fm[0], fm + "." + g, g + "-" + fm])
        raise ValueError("unknown form " + f)


LATIN_FORMS = {"handle", "initlast", "firstinit"}

# ----------------------------------------------------------------------------- rendering
TOKEN = re.compile(r"\{([A-F])([fm]?)(?::([a-z]+))?\}|\{K:([a-z]+)\}|\[\[(.+?)\]\]|<<(.+?)>>|\{#(\d+)\}")


def needs(markup):
    """letter -> (gender or None, latin needed)"""
    req = {}
    for m in TOKEN.finditer(markup):
        if m.group(1):
            g, lat = req.get(m.group(1), (None, False))
            req[m.group(1)] = (m.group(2) or g, lat or (m.group(3) in LATIN_FORMS))
    return req


def parse(markup, rng, people):
    segs, pos = [], 0
    for m in TOKEN.finditer(markup):
        if m.start() > pos:
            segs.append(("t", markup[pos:m.start()], None))
        if m.group(1):
            p = people[m.group(1)]
            segs.append(("n", p.form(m.group(3) or "full", rng), p))
        elif m.group(4):
            segs.extend(parse(rng.choice(lexicon.KEEP[m.group(4)]), rng, people))
        elif m.group(5) is not None:
            segs.append(("k", m.group(5), None))
        elif m.group(6):
            segs.append(("n", m.group(6), None))
        else:
            segs.append(("t", "".join(rng.choice("0123456789") for _ in range(int(m.group(7)))), None))
        pos = m.end()
    if pos < len(markup):
        segs.append(("t", markup[pos:], None))
    return segs


def assemble(segs, mode):
    text, names, keep, origins = "", [], [], []
    for kind, s, p in segs:
        if mode == "lower" or (mode == "namelower" and kind == "n"):
            s = s.lower()
        elif mode == "upper" or (mode == "nameupper" and kind == "n"):
            s = s.upper()
        if kind == "n":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
            origins.append(p.o.key if p else "hand")
        elif kind == "k" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep, origins


# ----------------------------------------------------------------------------- validation
def wre(w):
    return re.compile(r"(?<!\w)" + re.escape(w) + r"(?!\w)")


def outside_count(text, w, spans):
    return sum(1 for m in wre(w).finditer(text)
               if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans))


LATIN_TOK = re.compile(r"[A-Za-z\u00C0-\u024F]{2,}")
# lower-case particles may occur as ordinary words elsewhere in a prompt ("de", "van", "der")
PARTICLES = set("de del della di da das do dos du la le los las van von der den ter te y e i bin binti "
                "bint ibn al el ap ferch ní nic mac ó á í av zu ould mint ben dela delos san".split())


def check(text, names, keep, need_names=None):
    """Return an error string, or None when the record is valid."""
    last = 0
    for s in names:
        if not (0 <= s["start"] < s["end"] <= len(text)):
            return "bad offsets"
        if text[s["start"]:s["end"]] != s["text"]:
            return "span text mismatch"
        if s["start"] < last:
            return "overlap / unsorted"
        last = s["end"]
        if s["text"] != s["text"].strip():
            return "whitespace at span edge"
        if s["start"] > 0 and re.match(r"\w", text[s["start"] - 1]):
            return "span starts inside a word: %r" % s["text"]
        if s["end"] < len(text) and re.match(r"\w", text[s["end"]]):
            return "span ends inside a word: %r" % s["text"]
    if need_names is True and not names:
        return "no names"
    if need_names is False and names:
        return "names in keep slice"
    ntok = set()
    for s in names:
        ntok |= set(t.casefold() for t in re.findall(r"\w+", s["text"]))
    for k in keep:
        if outside_count(text, k, names) < 1:
            return "keep item not outside names: %r" % k
        if set(t.casefold() for t in re.findall(r"\w+", k)) & ntok:
            return "keep item shares a token with a name: %r" % k
    for t in ntok:
        if LATIN_TOK.fullmatch(t) and t not in PARTICLES and any(
                True for m in re.finditer(r"(?<!\w)" + re.escape(t) + r"(?!\w)", text, re.I)
                if all(m.end() <= s["start"] or m.start() >= s["end"] for s in names)):
            return "name token %r also occurs outside the name spans" % t
    return None


SEEN_TEXT = set()


def draw_person(rng, g, lat, origin, pool):
    if origin is not None:
        cands = [origin]
    elif pool is not None:
        cands = [OBYKEY[k] for k in pool]
    else:
        cands = ORIGINS
    if lat:
        cands = [o for o in cands if o.latin] or (LATIN if origin is None and pool is None else [])
        if not cands:
            raise RuntimeError("template needs a Latin-script person but the pool has none")
    return Person(rng.choice(cands), g or rng.choice("fm"), rng)


def build(markup, rng, mode="normal", origin=None, pool=None, need_names=True, tries=500):
    req = needs(markup)
    err = None
    for _ in range(tries):
        people, used = {}, set()
        for letter in sorted(req):
            g, lat = req[letter]
            for _ in range(200):
                p = draw_person(rng, g, lat, origin, pool)
                if not (p.tokens() & used):
                    break
            people[letter] = p
            used |= p.tokens()
        text, names, keep, origins = assemble(parse(markup, rng, people), mode)
        err = check(text, names, keep, need_names)
        if err is None and text in SEEN_TEXT:
            err = "duplicate text"
        if err is None:
            SEEN_TEXT.add(text)
            return text, names, keep, origins
    raise RuntimeError("cannot render %r: %s" % (markup, err))


# ----------------------------------------------------------------------------- generation
N_CASING = 18          # per casing mode
CASING_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]
N_POSITION = 25        # per position
N_LISTS, N_POSS, N_QUOTED, N_TITLES, N_CODE, N_BUSINESS = 70, 60, 70, 60, 80, 70
N_NONEN = 4            # per language
N_KEEP_EN = 92
LANGS = tpl_xx_a.LANGS + tpl_xx_b.LANGS + tpl_xx_c.LANGS + tpl_xx_d.LANGS
HAND = hand_a.HAND + hand_b.HAND + hand_c.HAND
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "titles", "code",
          "business", "nonenglish", "keep"]


def generate():
    rng = RNG
    recs, counters = [], {}

    def emit(slice_, sub, lang, text, names, keep, origins, hand=False):
        prefix = slice_ + ("-" + sub if sub else "") + ("-hand" if hand else "")
        counters[prefix] = counters.get(prefix, 0) + 1
        rec = {"id": "%s-%03d" % (prefix, counters[prefix]), "slice": slice_, "lang": lang,
               "text": text, "names": names, "keep": keep}
        recs.append((rec, origins, hand))

    def hand_for(slice_):
        for sl, lang, markup in HAND:
            if sl != slice_:
                continue
            segs = parse(markup, rng, {})
            text, names, keep, origins = assemble(segs, "normal")
            err = check(text, names, keep, slice_ != "keep")
            if err:
                raise RuntimeError("hand case %r: %s" % (markup, err))
            if text in SEEN_TEXT:
                raise RuntimeError("duplicate hand case %r" % markup)
            SEEN_TEXT.add(text)
            sub = lang if slice_ in ("nonenglish", "keep") else None
            emit(slice_, sub, lang, text, names, keep, origins, hand=True)

    def simple(slice_, tpls, n, lower_every=0):
        for i in range(n):
            mode = "lower" if lower_every and i % lower_every == lower_every - 1 else "normal"
            emit(slice_, None, "en", *build(tpls[i % len(tpls)], rng, mode))
        hand_for(slice_)

    # cultures: 2 prompts per origin, all persons from that origin, distinct templates
    for oi, o in enumerate(ORIGINS):
        pool = tpl_cult.ANY + (tpl_cult.LATIN if o.latin else [])
        for j in range(2):
            tpl = pool[(oi * 2 + j) % len(pool)]
            emit("cultures", o.key, "en", *build(tpl, rng, origin=o))
    hand_for("cultures")
    # casing
    for mi, mode in enumerate(CASING_MODES):
        for i in range(N_CASING):
            tpl = tpl_en_a.CASING[(i * len(CASING_MODES) + mi) % len(tpl_en_a.CASING)]
            emit("casing", mode, "en", *build(tpl, rng, mode))
    hand_for("casing")
    # position
    for pos in ("start", "middle", "end"):
        tpls = tpl_en_a.POS[pos]
        for i in range(N_POSITION):
            emit("position", pos, "en", *build(tpls[i % len(tpls)], rng))
    hand_for("position")
    simple("lists", tpl_en_b.LISTS, N_LISTS, lower_every=7)
    simple("possessive", tpl_en_b.POSSESSIVE, N_POSS)
    simple("quoted", tpl_en_c.QUOTED, N_QUOTED, lower_every=7)
    simple("titles", tpl_en_c.TITLES, N_TITLES)
    simple("code", tpl_en_d.CODE, N_CODE)
    simple("business", tpl_en_e.BUSINESS, N_BUSINESS)
    # non-English
    for lang, pool, ntpls, _k in LANGS:
        for i in range(N_NONEN):
            emit("nonenglish", lang, lang, *build(ntpls[i % len(ntpls)], rng, pool=pool))
    hand_for("nonenglish")
    # keep (no names)
    for i in range(N_KEEP_EN):
        tpl = tpl_keep_en.KEEP_EN[i % len(tpl_keep_en.KEEP_EN)]
        emit("keep", "en", "en", *build(tpl, rng, need_names=False))
    for lang, _p, _n, ktpls in LANGS:
        for tpl in ktpls:
            emit("keep", lang, lang, *build(tpl, rng, need_names=False))
    hand_for("keep")
    # fixed slice order
    order = {s: i for i, s in enumerate(SLICES)}
    recs.sort(key=lambda r: order[r[0]["slice"]])
    ids = [r[0]["id"] for r in recs]
    assert len(ids) == len(set(ids)), "duplicate id"
    return recs


SCRIPT_PREFIX = [("LATIN", "Latin"), ("CYRILLIC", "Cyrillic"), ("GREEK", "Greek"), ("HEBREW", "Hebrew"),
                 ("ARABIC", "Arabic"), ("ARMENIAN", "Armenian"), ("GEORGIAN", "Georgian"),
                 ("DEVANAGARI", "Devanagari"), ("BENGALI", "Bengali"), ("TAMIL", "Tamil"),
                 ("TELUGU", "Telugu"), ("KANNADA", "Kannada"), ("MALAYALAM", "Malayalam"),
                 ("GUJARATI", "Gujarati"), ("GURMUKHI", "Gurmukhi"), ("SINHALA", "Sinhala"),
                 ("THAI", "Thai"), ("LAO", "Lao"), ("KHMER", "Khmer"), ("MYANMAR", "Myanmar"),
                 ("CJK", "Han"), ("IDEOGRAPHIC", "Han"), ("HANGUL", "Hangul"), ("HIRAGANA", "Kana"), ("KATAKANA", "Kana"),
                 ("ETHIOPIC", "Ethiopic"), ("TIBETAN", "Tibetan"), ("THAANA", "Thaana")]


def scripts_of(s):
    out = set()
    for c in s:
        if c.isalpha():
            n = unicodedata.name(c, "")
            for pre, sc in SCRIPT_PREFIX:
                if n.startswith(pre):
                    out.add(sc)
                    break
            else:
                out.add("other:" + n.split(" ")[0])
    return out


def stats(recs):
    from collections import Counter, defaultdict
    sl, lang, scr, orig = Counter(), Counter(), Counter(), Counter()
    nspans = nkeep = nhand = 0
    sub = defaultdict(Counter)
    native = set()
    for rec, origins, hand in recs:
        sl[rec["slice"]] += 1
        lang[rec["lang"]] += 1
        nspans += len(rec["names"])
        nkeep += len(rec["keep"])
        nhand += hand
        parts = rec["id"].split("-")
        sub[rec["slice"]]["hand" if hand else (parts[1] if len(parts) > 2 else "-")] += 1
        for s, o in zip(rec["names"], origins):
            orig[o] += 1
            for x in scripts_of(s["text"]):
                scr[x] += 1
                if x != "Latin" and o != "hand":
                    native.add(o)
    print("records", len(recs), "| name spans", nspans, "| keep items", nkeep, "| hand-written", nhand)
    print("md5", hashlib.md5(open(OUT, "rb").read()).hexdigest())
    print("slices:", dict(sl))
    for s in SLICES:
        if s in ("cultures",):
            continue
        print("  %-11s %s" % (s, dict(sub[s])))
    print("languages (%d):" % len(lang), dict(sorted(lang.items())))
    print("origins defined %d, origins with spans %d" % (len(ORIGINS), len([o for o in orig if o != "hand"])))
    print("native-script origins with spans (%d): %s" % (len(native), ", ".join(sorted(native))))
    print("scripts in name spans (%d): %s" % (len(scr), dict(scr.most_common())))
    print("non-English languages:", len(LANGS))


def main():
    recs = generate()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec, _o, _h in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        stats(recs)


if __name__ == "__main__":
    main()
