#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v21 PERSON-name evaluation corpus (python3 stdlib only).

    python3 make_corpus.py            # writes names_eval.jsonl next to this file

Deterministic: fixed seed, fixed iteration order, json.dumps(ensure_ascii=False), "\\n"
line ends. Every record is validated before anything is written.

Template markup (used by templates_*.py and hand.py):
    {A} {B} ...        full name of person slot A, B, ... (drawn from names_data.py)
    {Af} {Bm}          same, and the slot must be female / male (gendered titles)
    {A.form}           another form of the same person's name:
                       first  given name            last   name used after a title
                       fam    family name           native name in its own script
                       handle first.last            flast  first initial + last
                       under  first_last            dash   first-last
                       init   "P. Raman"            lastfirst "Raman, Priya"
                       capsfam "RAMAN Priya"        plural "Ramans" (the family)
    ⟪...⟫               a literal, hand-written person-name mention (gold span)
    ⟦...⟧               a literal word or phrase to keep (keep item)
Everything else is plain text.
"""
import copy
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import names_data  # noqa: E402
import templates_en  # noqa: E402
import templates_intl  # noqa: E402
import hand  # noqa: E402

SEED = 21052026
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# scripts without spaces between words, and Korean (particles attach to the name): the
# name span may touch neighbouring letters there
NO_SPACE_LANGS = {"zh", "ja", "th", "ko"}

MARK_RE = re.compile(r"\{([A-H])([fm]?)(?:\.([a-z]+))?\}|⟪(.+?)⟫|⟦(.+?)⟧", re.S)
NEED_FAMILY = {"plural", "fam", "lastfirst", "capsfam", "init"}
# middle parts that only join given and family name (Malay "bin", "a/p"): no "Last, First"
CONNECTORS = {"bin", "binti", "bint", "a/p", "a/l"}


# ------------------------------------------------------------------ people
_FOLD = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "ł": "l", "Ł": "L", "đ": "d",
         "Đ": "D", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "œ": "oe", "ʻ": "",
         "'": "", "’": ""}


def fold(s):
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


class Person:
    def __init__(self, origin, order, flip, tfirst, spec):
        parts = spec.split("|")
        self.h = None
        pos = []
        for p in parts:
            if p.startswith("h="):
                self.h = p[2:]
            else:
                pos.append(p)
        while len(pos) < 5:
            pos.append("")
        self.gender, self.given, self.family, self.middle, self.native = pos[:5]
        self.origin, self.order, self.flip, self.tfirst = origin, order, flip, tfirst
        self.flipped = False

    def key(self):
        return (self.origin, self.given, self.family)

    def full(self):
        if not self.family:
            return " ".join(x for x in (self.given, self.middle) if x)
        order = self.order
        if self.flipped:
            order = "gf" if order == "fg" else "fg"
        if order == "gf":
            return " ".join(x for x in (self.given, self.middle, self.family) if x)
        return " ".join(x for x in (self.family, self.middle, self.given) if x)

    def hfirst(self):
        return fold(self.given.split()[0]).lower()

    def hlast(self):
        if self.h:
            return self.h
        if not self.family:
            return ""
        return fold(self.family).lower().replace(" ", "")

    def form(self, f):
        if f is None or f == "full":
            return self.full()
        if f == "first":
            return self.given
        if f == "last":
            if self.tfirst or not self.family:
                return self.given
            return self.family
        if f == "fam":
            return self.family or self.given
        if f == "native":
            return self.native or self.full()
        hl = self.hlast()
        if f == "handle":
            return self.hfirst() + "." + hl if hl else fold(self.given).lower().replace(" ", ".")
        if f == "flast":
            return self.hfirst()[0] + hl if hl else fold(self.given).lower().replace(" ", "")
        if f == "under":
            return self.hfirst() + "_" + hl if hl else fold(self.given).lower().replace(" ", "_")
        if f == "dash":
            return self.hfirst() + "-" + hl if hl else fold(self.given).lower().replace(" ", "-")
        if f == "init":
            if self.family and self.order == "gf" and not self.flipped \
                    and self.middle not in CONNECTORS:
                initial = next(c for c in self.given if c.isalpha())
                return initial + ". " + self.family
            return self.full()
        if f == "lastfirst":
            if not self.family or self.middle in CONNECTORS:
                return self.full()
            rest = " ".join(x for x in (self.given, self.middle) if x) if self.order == "gf" \
                else " ".join(x for x in (self.middle, self.given) if x)
            return self.family + ", " + rest
        if f == "capsfam":
            if not self.family or self.middle in CONNECTORS:
                return self.full()
            return self.family.upper() + " " + self.given
        if f == "plural":
            fam = self.family
            if re.search(r"(s|x|z|ch|sh)$", fam):
                return fam + "es"
            return fam + "s"
        raise ValueError("unknown form " + f)


def plural_ok(p):
    """'the Okafors'': base (male) surname form, one word, a shared family name."""
    return p.gender == "m" and p.family and " " not in p.family and not p.tfirst


def build_people():
    origins = []
    for key, region, order, flip, tfirst, specs in names_data.ORIGINS:
        assert re.fullmatch(r"[a-z]+", key), key
        people = [Person(key, order, flip, tfirst, s) for s in specs]
        origins.append((key, region, people))
    return origins


# ------------------------------------------------------------------ rendering
def parse(tpl):
    segs, last = [], 0
    for m in MARK_RE.finditer(tpl):
        if m.start() > last:
            segs.append(("t", tpl[last:m.start()]))
        if m.group(1):
            segs.append(("slot", m.group(1), m.group(2), m.group(3)))
        elif m.group(4) is not None:
            segs.append(("name", m.group(4)))
        else:
            segs.append(("keep", m.group(5)))
        last = m.end()
    if last < len(tpl):
        segs.append(("t", tpl[last:]))
    return segs


def slot_needs(segs):
    need = {}
    for s in segs:
        if s[0] == "slot":
            d = need.setdefault(s[1], {"g": "", "fam": False, "native": False, "plural": False})
            if s[2]:
                d["g"] = s[2]
            if s[3] in NEED_FAMILY:
                d["fam"] = True
            if s[3] == "native":
                d["native"] = True
            if s[3] == "plural":
                d["plural"] = True
    return need


def casefn(mode, kind):
    """kind: 'name' or 'text' (keep items follow the text)."""
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def render(segs, persons, mode="normal"):
    out, names, keeps, pos = [], [], [], 0
    for s in segs:
        if s[0] == "t":
            piece = casefn(mode, "text")(s[1])
        elif s[0] == "keep":
            piece = casefn(mode, "text")(s[1])
            if piece not in keeps:
                keeps.append(piece)
        else:
            raw = s[1] if s[0] == "name" else persons[s[1]].form(s[3])
            piece = casefn(mode, "name")(raw)
            names.append({"start": pos, "end": pos + len(piece), "text": piece})
        out.append(piece)
        pos += len(piece)
    return "".join(out), names, keeps


# ------------------------------------------------------------------ validation
def wb_positions(text, w):
    return [m for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


def validate(rec):
    errs = []
    t, names, keep = rec["text"], rec["names"], rec["keep"]
    last_end = -1
    for n in names:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(t)):
            errs.append("bad offsets %r" % n)
            continue
        if t[s:e] != n["text"]:
            errs.append("text mismatch %r" % n)
        if n["text"] != n["text"].strip():
            errs.append("surrounding whitespace %r" % n)
        if s < last_end:
            errs.append("overlap/unsorted %r" % n)
        last_end = e
        if rec["lang"] not in NO_SPACE_LANGS:
            if (s > 0 and re.match(r"\w", t[s - 1])) or (e < len(t) and re.match(r"\w", t[e])):
                errs.append("span not on word boundary %r in %r" % (n["text"], t[max(0, s - 10):e + 10]))
    if rec["slice"] == "keep":
        if names:
            errs.append("keep slice has names")
        if not keep:
            errs.append("keep slice without keep items")
    elif not names:
        errs.append("name-bearing record without names")
    name_toks = set()
    for n in names:
        name_toks.update(x.lower() for x in re.findall(r"\w+", n["text"]))
    for k in keep:
        if rec["lang"] in NO_SPACE_LANGS:
            cands = [m for m in re.finditer(re.escape(k), t)]
        else:
            cands = wb_positions(t, k)
        occ = [m for m in cands
               if all(m.end() <= n["start"] or m.start() >= n["end"] for n in names)]
        if not occ:
            errs.append("keep item not found outside names: %r" % k)
        shared = set(x.lower() for x in re.findall(r"\w+", k)) & name_toks
        if shared:
            errs.append("keep item %r shares token %r with a name" % (k, sorted(shared)))
    return errs


def unmarked_mentions(rec):
    """Tokens of gold names (>= 3 letters, same case) that also occur outside all spans."""
    t, names = rec["text"], rec["names"]
    found = []
    toks = set()
    for n in names:
        toks.update(x for x in re.findall(r"\w+", n["text"]) if len(x) >= 3)
    for tok in sorted(toks):
        for m in wb_positions(t, tok):
            if all(m.end() <= n["start"] or m.start() >= n["end"] for n in names):
                found.append(tok)
                break
    return found


# ------------------------------------------------------------------ generation
class Gen:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.origins = build_people()
        self.counters = {}
        self.records = []

    def next_id(self, prefix):
        self.counters[prefix] = self.counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def add(self, slc, sub, lang, text, names, keep, origin=None):
        prefix = slc + ("-" + sub if sub else "")
        rec = {"id": self.next_id(prefix), "slice": slc, "lang": lang, "text": text,
               "names": names, "keep": keep}
        self.records.append(rec)
        return rec

    def draw(self, need, pool=None):
        """Pick distinct persons for the slots in `need` (optionally from one origin)."""
        persons, used_keys = {}, set()
        for slot in sorted(need):
            req = need[slot]
            for _ in range(200):
                if pool is None:
                    _, _, people = self.rng.choice(self.origins)
                else:
                    people = pool
                p = self.rng.choice(people)
                if req["g"] and p.gender != req["g"]:
                    continue
                if req["fam"] and not p.family:
                    continue
                if req["native"] and not p.native:
                    continue
                if req["plural"] and not plural_ok(p):
                    continue
                if p.key() in used_keys:
                    continue
                break
            else:
                return None
            q = copy.copy(p)
            q.flipped = self.rng.random() < p.flip
            used_keys.add(p.key())
            persons[slot] = q
        return persons

    def from_template(self, slc, sub, lang, tpl, mode="normal", pool=None):
        tpl, opts = directives(tpl)
        mode = opts.get("mode", mode)
        if "pool" in opts:
            known = {key for key, _, _ in self.origins}
            assert set(opts["pool"]) <= known, opts["pool"]
            pool = [p for key, _, people in self.origins if key in opts["pool"] for p in people]
        segs = parse(tpl)
        need = slot_needs(segs)
        for _ in range(60):
            persons = self.draw(need, pool)
            if persons is None:
                return None
            text, names, keeps = render(segs, persons, mode)
            rec = {"slice": slc, "lang": lang, "text": text, "names": names, "keep": keeps}
            if not validate(rec):
                return self.add(slc, sub, lang, text, names, keeps)
        raise SystemExit("could not fill template: %r" % tpl)

    def from_hand(self, slc, sub, lang, tpl):
        segs = parse(tpl)
        assert not slot_needs(segs), tpl
        text, names, keeps = render(segs, {})
        return self.add(slc, sub, lang, text, names, keeps)


DIRECTIVE_RE = re.compile(r"^@(lower|pool=[a-z,]+):")


def directives(tpl):
    """Leading template options: "@lower:" (render lower-case), "@pool=o1,o2:" (draw
    persons only from these origins, e.g. culture-specific honorifics)."""
    opts = {}
    while True:
        m = DIRECTIVE_RE.match(tpl)
        if not m:
            return tpl, opts
        if m.group(1) == "lower":
            opts["mode"] = "lower"
        else:
            opts["pool"] = m.group(1)[5:].split(",")
        tpl = tpl[m.end():]


def compatible(tpl, people):
    need = slot_needs(parse(tpl))
    for slot, req in need.items():
        cands = [p for p in people if (not req["g"] or p.gender == req["g"])
                 and (not req["fam"] or p.family) and (not req["native"] or p.native)
                 and (not req["plural"] or plural_ok(p))]
        if not cands:
            return False
    # enough distinct people overall
    return len(need) <= len(people)


def generate():
    g = Gen()
    # ---- cultures: one templated prompt per origin (persons of that origin only)
    ctpls = templates_en.CULTURES
    ptr = 0  # rotating pointer: each template in turn, skipping incompatible ones
    for key, region, people in g.origins:
        for j in range(len(ctpls)):
            tpl = ctpls[(ptr + j) % len(ctpls)]
            if compatible(tpl, people):
                ptr = (ptr + j + 1) % len(ctpls)
                break
        r = g.from_template("cultures", key, "en", tpl, pool=people)
        assert r is not None, key
    for sub, lang, txt in hand.CULTURES:
        g.from_hand("cultures", sub, lang, txt)
    # ---- casing
    modes = ["lower", "upper", "namelower", "nameupper", "normal"]
    for i, tpl in enumerate(templates_en.CASING):
        mode = modes[i % len(modes)]
        g.from_template("casing", mode, "en", tpl, mode=mode)
    for txt in hand.CASING:
        g.from_hand("casing", "hand", "en", txt)
    # ---- position
    for posn in ("start", "middle", "end"):
        for tpl in templates_en.POSITION[posn]:
            g.from_template("position", posn, "en", tpl)
    for txt in hand.POSITION:
        g.from_hand("position", "hand", "en", txt)
    # ---- plain template slices
    for slc in ("lists", "possessive", "quoted", "code", "business", "titles"):
        for tpl in getattr(templates_en, slc.upper()):
            g.from_template(slc, None, "en", tpl)
        for txt in getattr(hand, slc.upper()):
            g.from_hand(slc, "hand", "en", txt)
    # ---- non-English
    for lang, tpls in templates_intl.TEMPLATES:
        for tpl in tpls:
            g.from_template("nonenglish", lang, lang, tpl)
    for lang, txt in templates_intl.HAND:
        g.from_hand("nonenglish", lang + "-hand", lang, txt)
    # ---- keep (no names)
    for lang, txt in hand.KEEP:
        g.from_hand("keep", lang, lang, txt)
    for lang, txt in hand.KEEP_HARD:
        g.from_hand("keep", lang + "-hand", lang, txt)
    return g


def main():
    g = generate()
    errors, ids = [], set()
    for r in g.records:
        if r["id"] in ids:
            errors.append("duplicate id " + r["id"])
        ids.add(r["id"])
        if r["slice"] not in SLICES:
            errors.append("unknown slice " + r["id"])
        for e in validate(r):
            errors.append(r["id"] + ": " + e)
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        raise SystemExit("%d validation errors; nothing written" % len(errors))
    if "--warn" in sys.argv:
        for r in g.records:
            u = unmarked_mentions(r)
            if u:
                print("WARN", r["id"], u, "|", r["text"][:200].replace("\n", " / "))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in g.records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    # summary
    by_slice, by_lang = {}, {}
    n_names = n_keep = 0
    for r in g.records:
        by_slice.setdefault(r["slice"], [0, 0, 0])
        by_slice[r["slice"]][0] += 1
        by_slice[r["slice"]][1] += len(r["names"])
        by_slice[r["slice"]][2] += len(r["keep"])
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
        n_names += len(r["names"])
        n_keep += len(r["keep"])
    print("records %d, name spans %d, keep items %d" % (len(g.records), n_names, n_keep))
    for s in SLICES:
        if s in by_slice:
            print("  %-11s %4d prompts %4d names %4d keep" % ((s,) + tuple(by_slice[s])))
    print("  langs:", ", ".join("%s %d" % kv for kv in sorted(by_lang.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
