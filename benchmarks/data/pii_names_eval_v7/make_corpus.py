#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v7 held-out PERSON-name evaluation corpus (python3 stdlib only).

    python3 make_corpus.py      -> writes names_eval.jsonl, prints per-slice counts + md5

Deterministic: fixed seed, fixed iteration order, json.dumps(ensure_ascii=False), '\\n'.
Every record is built and validated in memory first; if any record fails a check a
ValueError naming the record id is raised and nothing is written.
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
sys.dont_write_bytecode = True  # keep the data directory free of __pycache__

import names_data  # noqa: E402
import templates_en as T  # noqa: E402
import templates_intl  # noqa: E402
import hand_data  # noqa: E402
import keep_data  # noqa: E402

SEED = 20261126
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "possessive", "lists", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# --------------------------------------------------------------------------- people

_TRANS = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ł": "l", "Ł": "L",
          "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i",
          "œ": "oe", "Œ": "OE", "ʻ": "", "'": "", "’": ""}


def ascii_fold(s):
    s = "".join(_TRANS.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


class Person(object):
    def __init__(self, given, family, sex, origin, order="GF", mid="", call="first",
                 can_last=True, joiner=" "):
        self.given, self.family, self.sex, self.origin = given, family, sex, origin
        self.order, self.mid, self.call, self.joiner = order, mid, call, joiner
        self.can_last = bool(family) and can_last
        self.handle_style = "dot"

    def form(self, f):
        g, fam, mid = self.given, self.family, self.mid
        if f == "full":
            if not fam:
                return g
            if self.order == "FG":
                return fam + self.joiner + g
            return " ".join(x for x in (g, mid, fam) if x)
        if f == "first":
            toks = g.split(" ")
            return toks[-1] if self.call == "last" else toks[0]
        if f == "given":
            return g
        if f == "last":
            return fam
        if f == "initlast":
            return g[0] + ". " + fam
        if f == "lastfirst":
            return fam + ", " + " ".join(x for x in (g, mid) if x)
        if f == "capslast":
            if self.order == "FG":
                return fam.upper() + " " + g
            return " ".join(x for x in (g, mid, fam.upper()) if x)
        if f == "handle":
            first = re.sub(r"[^a-z]", "", ascii_fold(self.form("first")).lower())
            last = re.sub(r"[^a-z]", "", ascii_fold(fam).lower()) if fam else ""
            if not last:
                return first
            st = self.handle_style
            if st == "dot":
                return first + "." + last
            if st == "flast":
                return first[0] + last
            if st == "under":
                return first + "_" + last
            if st == "dash":
                return first + "-" + last
            return first + last
        raise ValueError("unknown name form %r" % f)


def draw_person(rng, origin=None, sex=None):
    o = origin if origin is not None else rng.choice(names_data.ORIGINS)
    sx = sex or rng.choice("fm")
    given = rng.choice(o[sx])
    family = ""
    if o["family"] and rng.random() >= o["mono"]:
        fam = rng.choice(o["family"])
        if "/" in fam:
            m, f = fam.split("/")
            fam = m if sx == "m" else f
        family = fam
    mid = ""
    if o["mid"] and family and rng.random() < o["mid_p"]:
        m, f = rng.choice(o["mid"])
        mid = m if sx == "m" else f
    p = Person(given, family, sx, o["key"], o["order"], mid, o["call"], not o["nolast"])
    p.handle_style = rng.choice(["dot", "dot", "flast", "under", "concat", "dash"])
    return p


def draw_native(rng, lang, sex=None):
    pool = [x for x in names_data.NATIVE[lang] if sex is None or x[2] == sex]
    g, fam, sx, order = rng.choice(pool)
    joiner = "" if lang in ("zh", "ko") else " "
    return Person(g, fam, sx, "native-" + lang, order, "", "first", True, joiner)


# --------------------------------------------------------------------------- markup

TPL_RE = re.compile(r"\{\{|\}\}|⟦(.+?)⟧|⟪(.+?)⟫|\{([A-Z])([fm]?)(?::(\w+))?\}", re.S)
HAND_RE = re.compile(r"⟦(.+?)⟧|⟪(.+?)⟫", re.S)


def parse(tpl, hand=False):
    """-> list of segments (kind, value); kind in lit/name/keep/ph (placeholder)."""
    segs, pos = [], 0
    rx = HAND_RE if hand else TPL_RE
    for m in rx.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        g = m.group(0)
        if g == "{{":
            segs.append(("lit", "{"))
        elif g == "}}":
            segs.append(("lit", "}"))
        elif m.group(1) is not None:
            segs.append(("name", m.group(1)))
        elif m.group(2) is not None:
            segs.append(("keep", m.group(2)))
        else:
            segs.append(("ph", (m.group(3), m.group(4) or "", m.group(5) or "full")))
        pos = m.end()
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    for k, v in segs:
        if k == "lit" and any(c in v for c in "⟦⟧⟪⟫"):
            raise ValueError("unbalanced markup in template: %r" % tpl[:80])
    return segs


def letters_needed(segs):
    need = {}
    for k, v in segs:
        if k == "ph" and v[0] != "T":
            d = need.setdefault(v[0], {"sex": None, "forms": set()})
            if v[1]:
                d["sex"] = v[1]
            d["forms"].add(v[2])
    return need


def case_fn(mode, kind):
    if mode == "lower" or (mode == "name_lower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "name_upper" and kind == "name"):
        return str.upper
    return lambda s: s


def assemble(segs, people=None, titles=None, mode=None):
    """segments -> (text, names, keep). Case changes are applied per segment."""
    text, names, keep = "", [], []
    for k, v in segs:
        if k == "ph":
            if v[0] == "T":
                k, v = "lit", titles["A"]
            else:
                k, v = "name", people[v[0]].form(v[2])
        s = case_fn(mode, k)(v)
        if k == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif k == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep


# --------------------------------------------------------------------------- checks

def tokens(s):
    return re.findall(r"\w+", s)


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


# Particles may also occur as ordinary words elsewhere in a prompt ("de la Serna" ...
# "la fianza"); the scorer then ignores them, which is fine. Any other name token that
# also occurs outside the name spans would make the mention unscorable in scrubbed mode.
PARTICLES = set("de la del las los da das do dos di du le van der den von vom zu ten ter "
                "e i y bin binti bint al el ul ap te ó ní mac".split())


def problems(rec):
    """Return a list of problems with one record (empty if valid)."""
    out = []
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    if rec["slice"] not in SLICES:
        out.append("unknown slice")
    if not text.strip():
        out.append("empty text")
    if unicodedata.normalize("NFC", text) != text:
        out.append("text not NFC")
    last_end = -1
    for n in names:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(text)):
            out.append("bad offsets %r" % n)
            continue
        if text[s:e] != n["text"]:
            out.append("span text mismatch %r vs %r" % (text[s:e], n["text"]))
        if n["text"] != n["text"].strip():
            out.append("span with surrounding whitespace %r" % n["text"])
        if s < last_end:
            out.append("overlapping/unsorted spans at %r" % n["text"])
        last_end = e
        if (s > 0 and re.match(r"\w", text[s - 1])) or (e < len(text) and re.match(r"\w", text[e])):
            out.append("span %r starts/ends inside a word" % n["text"])
        toks = tokens(n["text"])
        if not toks:
            out.append("span %r has no \\w token" % n["text"])
        for t in toks:
            if outside_count(text, t, names) and t.casefold() not in PARTICLES:
                out.append("name token %r also occurs outside name spans (unscorable)" % t)
    if rec["slice"] == "keep":
        if names:
            out.append("keep slice record has names")
        if not keep:
            out.append("keep slice record without keep items")
    elif not names:
        out.append("name-bearing slice record without names")
    name_toks = set(t.casefold() for n in names for t in tokens(n["text"]))
    for k in keep:
        oc = outside_count(text, k, names)
        if oc == 0:
            out.append("keep item %r not found as a whole word outside name spans" % k)
        elif text.count(k) != oc:
            out.append("keep item %r also occurs inside a longer word or a name" % k)
        shared = set(t.casefold() for t in tokens(k)) & name_toks
        if shared:
            out.append("keep item %r shares token(s) %r with a name" % (k, sorted(shared)))
    if len(keep) != len(set(keep)):
        out.append("duplicate keep items")
    return out


# --------------------------------------------------------------------------- builders

class Builder(object):
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = {}

    def next_id(self, prefix):
        self.counters[prefix] = self.counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def add(self, prefix, slc, lang, text, names, keep):
        rec = {"id": self.next_id(prefix), "slice": slc, "lang": lang, "text": text,
               "names": names, "keep": keep}
        self.records.append(rec)
        return rec

    def from_template(self, prefix, slc, lang, tpl, origin=None, native=None, mode=None,
                      title_for=None, form_override=None):
        segs = parse(tpl)
        if form_override:
            segs = [("ph", (v[0], v[1], form_override)) if k == "ph" and v[0] != "T"
                    and v[2] == "full" else (k, v) for k, v in segs]
        need = letters_needed(segs)
        last_err = None
        for _attempt in range(60):
            people, used = {}, set()
            for letter in sorted(need):
                req = need[letter]
                for _ in range(200):
                    if native:
                        p = draw_native(self.rng, native, req["sex"])
                    else:
                        p = draw_person(self.rng, origin, req["sex"])
                    if p.form("full") in used:
                        continue
                    if req["forms"] & {"last", "initlast", "lastfirst", "capslast"} and not p.family:
                        continue
                    if "last" in req["forms"] and not p.can_last:
                        continue
                    break
                used.add(p.form("full"))
                people[letter] = p
            titles = None
            if title_for is not None:
                titles = {"A": title_for(self.rng, people["A"], need["A"]["forms"])}
            text, names, keep = assemble(segs, people, titles, mode)
            rec = {"id": "?", "slice": slc, "lang": lang, "text": text, "names": names,
                   "keep": keep}
            last_err = problems(rec)
            if not last_err:
                return self.add(prefix, slc, lang, text, names, keep)
        raise ValueError("%s: no valid draw for template %r: %s" % (prefix, tpl[:60], last_err))

    def from_hand(self, prefix, slc, lang, marked):
        try:
            text, names, keep = assemble(parse(marked, hand=True))
        except ValueError as exc:
            raise ValueError("%s-%03d: %s" % (prefix, self.counters.get(prefix, 0) + 1, exc))
        return self.add(prefix, slc, lang, text, names, keep)


# titles chosen to fit the person (origin-appropriate where there is a convention)
TITLE_SETS = {
    ("german", "austrian", "swiss"): {"m": ["Herr", "Herr Dr."], "f": ["Frau", "Frau Dr."]},
    ("french", "quebecois", "haitian"): {"m": ["M.", "Monsieur", "Maître"], "f": ["Mme", "Madame", "Maître"]},
    ("spanish", "catalan", "basque", "mexican", "colombian", "argentine", "chilean", "andean"):
        {"m": ["Sr.", "Señor", "Lic."], "f": ["Sra.", "Señora", "Lic."]},
    ("portuguese", "brazilian"): {"m": ["Sr.", "Dr."], "f": ["Sra.", "Dra."]},
    ("italian",): {"m": ["Sig.", "Dott.", "Ing.", "Avv."], "f": ["Sig.ra", "Dott.ssa"]},
    ("polish",): {"m": ["Pan"], "f": ["Pani"]},
    ("czech", "slovak"): {"m": ["pan", "Ing."], "f": ["paní", "Mgr."]},
    ("dutch", "flemish"): {"m": ["dhr.", "meneer"], "f": ["mevr.", "mevrouw"]},
}
TITLES_DEFAULT = {
    "m": ["Mr", "Mr.", "Dr.", "Dr", "Prof.", "Professor", "Mx.", "Capt.", "Sgt.", "Lt.",
          "Rev.", "Judge", "Councillor", "Senator", "Coach", "Officer", "Lord", "Brother"],
    "f": ["Mrs", "Mrs.", "Ms", "Ms.", "Miss", "Dr.", "Prof.", "Professor", "Mx.", "Capt.",
          "Det. Insp.", "Rev.", "Judge", "Councillor", "Senator", "Coach", "Nurse", "Sister"],
}
TITLES_FULL_ONLY = {"m": ["Sir"], "f": ["Dame"]}


def pick_title(rng, person, forms):
    pool = None
    for origins, sets in TITLE_SETS.items():
        if person.origin in origins and rng.random() < 0.8:
            pool = list(sets[person.sex])
    if pool is None:
        pool = list(TITLES_DEFAULT[person.sex])
        if "last" not in forms:
            pool += TITLES_FULL_ONLY[person.sex]
    return rng.choice(pool)


def build():
    b = Builder()
    rng = b.rng

    # cultures: one templated prompt per origin (all people from that origin), then hand
    for o in names_data.ORIGINS:
        tpl = rng.choice(T.CULTURES)
        b.from_template("cultures-" + o["key"], "cultures", "en", tpl, origin=o)
    for lang, text in hand_data.HAND["cultures"]:
        b.from_hand("cultures-hand", "cultures", lang, text)

    # casing
    for mode in ("lower", "upper", "name_lower", "name_upper"):
        for tpl in rng.sample(T.CASING, 10):
            b.from_template("casing-" + mode.replace("_", ""), "casing", "en", tpl, mode=mode)
    for tpl in rng.sample(T.CASING, 6):
        b.from_template("casing-capslast", "casing", "en", tpl, form_override="capslast")
    for lang, text in hand_data.HAND["casing"]:
        b.from_hand("casing-hand", "casing", lang, text)

    # position
    for pos, tpls in (("start", T.POSITION_START), ("middle", T.POSITION_MIDDLE),
                      ("end", T.POSITION_END)):
        for tpl in tpls:
            b.from_template("position-" + pos, "position", "en", tpl)
    for lang, text in hand_data.HAND["position"]:
        b.from_hand("position-hand", "position", lang, text)

    # possessive, lists, quoted, code, business: every template twice
    for slc, tpls, lower_every in (("possessive", T.POSSESSIVE, 0), ("lists", T.LISTS, 8),
                                   ("quoted", T.QUOTED, 8), ("code", T.CODE, 0),
                                   ("business", T.BUSINESS, 0)):
        i = 0
        for rep in range(2):
            for tpl in tpls:
                i += 1
                mode = "lower" if lower_every and i % lower_every == 0 else None
                b.from_template(slc, slc, "en", tpl, mode=mode)
        for lang, text in hand_data.HAND[slc]:
            b.from_hand(slc + "-hand", slc, lang, text)

    # titles
    for rep in range(5):
        for tpl in T.TITLES_EN:
            b.from_template("titles", "titles", "en", tpl, title_for=pick_title)
    for lang, text in hand_data.HAND["titles"]:
        b.from_hand("titles-hand", "titles", lang, text)

    # non-English
    for lang in sorted(templates_intl.LANGS):
        native, tpls = templates_intl.LANGS[lang]
        for tpl in tpls:
            b.from_template("nonenglish-" + lang, "nonenglish", lang, tpl,
                            native=lang if native else None)
    for lang, text in hand_data.HAND["nonenglish"]:
        b.from_hand("nonenglish-%s-hand" % lang, "nonenglish", lang, text)

    # keep (no names)
    for lang, text in keep_data.KEEP:
        b.from_hand("keep-" + lang, "keep", lang, text)
    return b.records


def validate_all(records):
    seen = set()
    for r in records:
        if r["id"] in seen:
            raise ValueError("%s: duplicate id" % r["id"])
        seen.add(r["id"])
        errs = problems(r)
        if errs:
            raise ValueError("%s: %s" % (r["id"], "; ".join(errs)))


def main():
    records = build()
    validate_all(records)
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    print("%-12s %7s %7s %7s %7s" % ("slice", "prompts", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for slc in SLICES:
        rs = [r for r in records if r["slice"] == slc]
        row = [len(rs), sum(len(r["names"]) for r in rs), sum(len(r["keep"]) for r in rs),
               sum(1 for r in rs if "-hand-" in r["id"] or slc == "keep")]
        tot = [a + c for a, c in zip(tot, row)]
        print("%-12s %7d %7d %7d %7d" % tuple([slc] + row))
    print("%-12s %7d %7d %7d %7d" % tuple(["TOTAL"] + tot))
    langs = {}
    for r in records:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages:", " ".join("%s=%d" % kv for kv in sorted(langs.items())))
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))


if __name__ == "__main__":
    main()
