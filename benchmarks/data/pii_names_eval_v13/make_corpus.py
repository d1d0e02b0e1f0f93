#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v13/names_eval.jsonl (python3 stdlib only).

    python3 make_corpus.py            # writes names_eval.jsonl and prints statistics

Deterministic: fixed seed, fixed iteration order, json.dumps(..., ensure_ascii=False),
'\\n' line ends. Every record is validated before anything is written; a bad record
raises ValueError naming the record id and the reason.
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

import names_data  # noqa: E402
import nonenglish_data as NE  # noqa: E402
import templates_en as T  # noqa: E402

SEED = 20261203
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "nonenglish", "titles", "business", "keep"]
CASING_MODES = ["lower", "upper", "namelower", "nameupper"]

# how many templated prompts per slice (templates are used at most twice)
N_CASING_PER_MODE = 18
N_POSITION_PER_POS = 24
N_LISTS = 40
N_POSSESSIVE = 62
N_QUOTED = 58
N_CODE = 62
N_TITLES = 64
N_BUSINESS = 60

MARK_RE = re.compile(r"\{([A-H])([fm]?)(?::([a-z_]+))?\}|⟪(.+?)⟫|⟦(.+?)⟧")
LEFTOVER_RE = re.compile(r"\{[A-H][fm]?(?::[a-z_]+)?\}|[⟪⟫⟦⟧⟨⟩¶]")
HINT_RE = re.compile(r"^⟨([a-z_]+)⟩ ")
TOK_RE = re.compile(r"\w+")
FORMS = {"full", "first", "last", "initlast", "lastfirst", "handle", "snake", "kebab"}

FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D",
                      "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "þ": "th",
                      "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "ʻ": "", "'": "", "’": "",
                      "ə": "e", "Ə": "E"})


# ---------------------------------------------------------------------------- persons
def fold(s):
    s = unicodedata.normalize("NFKD", s.translate(FOLD))
    return "".join(c for c in s if not unicodedata.combining(c))


def hpart(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


def gendered(entry, g):
    if "/" in entry:
        m, f = entry.split("/", 1)
        return f if g == "f" else m
    return entry


def make_person(rng, o, g=None):
    g = g or rng.choice("fm")
    given = rng.choice(o[g])
    st = o["style"]
    fam_entry = rng.choice(o["fam"]) if o["fam"] else ""
    fam = gendered(fam_entry, g)
    first, last, hb = given, fam, None
    if st in ("gf", "fg", "korean"):
        if o.get("two") and rng.random() < o["two"]:
            other = rng.choice([x for x in o["fam"] if x != fam_entry])
            fam = fam + " " + gendered(other, g)
            last = fam
        middle = ""
        if o.get("pat") and rng.random() < 0.3:
            middle = gendered(rng.choice(o["pat"]), g)
        if st == "korean" and rng.random() < 0.25:
            given = given[0].upper() + given[1:].replace("-", "").lower()
            first = given
        fam_first = st in ("fg", "korean") and rng.random() < o.get("p_fg", 0.0)
        if fam_first:
            full = fam + " " + given
        else:
            full = " ".join(x for x in (given, middle, fam) if x)
    elif st == "viet":
        mid = rng.choice([x for x in o["mid_" + g].split(";") if x not in given.split()])
        parts = [fam, mid, given]
        if rng.random() < 0.2:
            parts = [fold(x) for x in parts]
        full = " ".join(parts)
        last, first = parts[0], parts[2]
        hb = (first, last)
    elif st == "arab":
        if rng.random() < 0.35:
            father = rng.choice([x for x in o["m"] if x != given])
            full = "%s %s %s %s" % (given, "bint" if g == "f" else "bin", father, fam)
        else:
            full = given + " " + fam
    elif st == "malay":
        full = "%s %s %s" % (given, "binti" if g == "f" else "bin", fam)
        last = given
        hb = (given, fam)
    elif st == "tamil":
        if rng.random() < 0.4:
            full = "%s. %s" % (fam[0], given)
            last = given
            hb = (given, fam[0])
        else:
            full = given + " " + fam
    elif st == "mono":
        full = first = last = given
        hb = tuple(given.split())
    elif st == "twopart":
        full = given + " " + fam
    elif st == "somali":
        f1 = fam
        f2 = gendered(rng.choice([x for x in o["fam"] if x != fam_entry and x != given]), g)
        if f1 == given:
            f1 = gendered(rng.choice([x for x in o["fam"] if x not in (given, f2)]), g)
        full = " ".join((given, f1, f2))
        last = f1
    elif st == "indo":
        if rng.random() < 0.4:
            full = first = last = given
            hb = tuple(given.split())
        else:
            full = given + " " + fam
    elif st == "bali":
        order = rng.choice(["Wayan", "Made", "Nyoman", "Ketut", "Putu", "Kadek", "Komang"])
        full = "%s %s %s" % ("Ni" if g == "f" else "I", order, given)
        first, last = order, given
    elif st == "hk":
        if rng.random() < 0.5:
            first = rng.choice(o["eng_" + g].split(";"))
            full = first + " " + fam
        else:
            full = fam + " " + given
    elif st == "filipino":
        if rng.random() < 0.4:
            mi = rng.choice([x for x in o["fam"] if x != fam_entry])
            mi = [c for c in mi if c.isupper()][0]
            full = "%s %s. %s" % (given, mi, fam)
        else:
            full = given + " " + fam
    else:
        raise ValueError("unknown style " + st)
    if hb is None:
        hb = (first, last) if last != first else tuple(first.split())
    hparts = [hpart(x) for x in hb if hpart(x)]
    p = {
        "origin": o["key"], "gender": g, "full": full, "first": first, "last": last,
        "initlast": ("%s. %s" % (first[0], last)) if last != first else full,
        "lastfirst": ("%s, %s" % (last, first)) if last != first else full,
        "handle": ".".join(hparts), "snake": "_".join(hparts), "kebab": "-".join(hparts),
    }
    if st == "tamil" and full.startswith(fam[0] + ". "):
        p["initlast"] = full
        p["lastfirst"] = "%s, %s." % (given, fam[0])
    return p


# ---------------------------------------------------------------------------- rendering
def case_fn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def slots_of(tpl):
    slots = collections.OrderedDict()
    for m in MARK_RE.finditer(tpl):
        if m.group(1):
            s, g, form = m.group(1), m.group(2), m.group(3) or "full"
            if form not in FORMS:
                raise ValueError("unknown form %r in template %r" % (form, tpl))
            if g:
                if slots.get(s) and slots[s] != g:
                    raise ValueError("conflicting gender for slot %s in %r" % (s, tpl))
                slots[s] = g
            else:
                slots.setdefault(s, None)
    return slots


def draw_persons(rng, tpl, origin_pool):
    persons, used_tokens = {}, set()
    for slot, g in slots_of(tpl).items():
        for _ in range(200):
            o = rng.choice(origin_pool)
            p = make_person(rng, o, g)
            toks = {t.lower() for t in TOK_RE.findall(p["full"])}
            if toks & used_tokens:
                continue
            break
        else:
            raise ValueError("could not draw distinct persons for %r" % tpl)
        used_tokens |= toks
        persons[slot] = p
    return persons


def render(tpl, persons=None, mode=None):
    persons = persons or {}
    out, names, keep, pos, last = [], [], [], 0, 0

    def emit(s, kind):
        nonlocal pos
        s = case_fn(mode, kind)(s.replace("¶", "\n"))
        out.append(s)
        start = pos
        pos += len(s)
        return start, pos, s

    for m in MARK_RE.finditer(tpl):
        emit(tpl[last:m.start()], "text")
        if m.group(1):
            s = persons[m.group(1)][m.group(3) or "full"]
            a, b, s = emit(s, "name")
            names.append({"start": a, "end": b, "text": s})
        elif m.group(4) is not None:
            a, b, s = emit(m.group(4), "name")
            names.append({"start": a, "end": b, "text": s})
        else:
            a, b, s = emit(m.group(5), "keep")
            if s not in keep:
                keep.append(s)
        last = m.end()
    emit(tpl[last:], "text")
    return "".join(out), names, keep


# ---------------------------------------------------------------------------- validation
ID_RE = re.compile(r"^(%s)(-[a-z0-9_]+)*-\d{3}$" % "|".join(SLICES))
SPACED_SCRIPTS = {"LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "GEORGIAN", "DEVANAGARI",
                  "BENGALI", "TAMIL"}


def script(c):
    return unicodedata.name(c, "?").split(" ")[0]


def wordchar(c):
    return unicodedata.category(c)[0] in "LMN"


def words(s):
    """Word tokens: maximal runs of letters, marks and digits (so that scripts with
    combining vowel signs, e.g. Devanagari or Tamil, are not cut into single letters),
    plus the scorer's own \\w+ tokens of two or more characters."""
    out, cur = [], []
    for c in s:
        if wordchar(c) or c == "_":
            cur.append(c)
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out + [t for t in TOK_RE.findall(s) if len(t) > 1]


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def validate(rec, seen_ids, extra=None):
    rid = rec.get("id")

    def bad(msg):
        raise ValueError("record %s: %s" % (rid, msg))

    if list(rec) != ["id", "slice", "lang", "text", "names", "keep"]:
        bad("keys/order %r" % list(rec))
    if not isinstance(rid, str) or not ID_RE.match(rid):
        bad("malformed id")
    if rid in seen_ids:
        bad("duplicate id")
    sl, text, names, keep = rec["slice"], rec["text"], rec["names"], rec["keep"]
    if sl not in SLICES or not rid.startswith(sl + "-"):
        bad("slice %r does not match id" % sl)
    if not isinstance(rec["lang"], str) or not re.match(r"^[a-z]{2}$", rec["lang"]):
        bad("bad lang")
    if not text or text != text.strip():
        bad("empty text or surrounding whitespace")
    if LEFTOVER_RE.search(text):
        bad("markup left in text")
    prev_end = -1
    for n in names:
        if list(n) != ["start", "end", "text"]:
            bad("span keys %r" % list(n))
        s, e, t = n["start"], n["end"], n["text"]
        if not (0 <= s < e <= len(text)):
            bad("span out of range %r" % n)
        if text[s:e] != t:
            bad("span text mismatch: %r vs %r" % (text[s:e], t))
        if s < prev_end:
            bad("spans unsorted or overlapping at %r" % t)
        prev_end = e
        if t != t.strip() or "\n" in t:
            bad("span %r has surrounding whitespace or a line break" % t)
        if not wordchar(t[0]):
            bad("span %r starts with a non-letter" % t)
        if not wordchar(t[-1]) and not re.search(r"(^|[\s.])\w\.$", t):
            bad("span %r ends with punctuation" % t)
        if t.endswith("'s") or t.endswith("’s"):
            bad("span %r includes a possessive" % t)
        # in scripts written with spaces, a span must not cut a word
        for i, j in ((s - 1, s), (e, e - 1)):
            if 0 <= i < len(text) and wordchar(text[i]) and \
                    script(text[i]) in SPACED_SCRIPTS and script(text[j]) in SPACED_SCRIPTS:
                bad("span %r cuts a word" % t)
    if sl == "keep":
        if names:
            bad("keep slice record has names")
        if not keep:
            bad("keep slice record without keep items")
    elif not names:
        bad("name slice record without names")
    name_toks = {x.lower() for n in names for x in words(n["text"])}
    if len(set(keep)) != len(keep):
        bad("duplicate keep items")
    for k in keep:
        if not k or k != k.strip() or "\n" in k:
            bad("bad keep item %r" % k)
        if outside_count(text, k, names) < 1:
            bad("keep item %r does not occur as a word outside the name spans" % k)
        shared = {x.lower() for x in words(k)} & name_toks
        if shared:
            bad("keep item %r shares token(s) %r with a name" % (k, sorted(shared)))
    extra = extra or {}
    if sl == "lists" and len(names) < 2:
        bad("list prompt with fewer than two names")
    if sl == "possessive" and not any(
            text[n["end"]:n["end"] + 1] in ("'", "’") for n in names):
        bad("possessive prompt without a possessive name")
    pos = extra.get("position")
    if pos == "start" and names[0]["start"] != 0:
        bad("position-start: first name not at offset 0")
    if pos == "end" and not re.match(r"^[\s.!?…:)]*$", text[names[-1]["end"]:]):
        bad("position-end: text continues after the last name")
    if pos == "middle" and (names[0]["start"] == 0 or
                            not re.search(r"\w", text[names[-1]["end"]:])):
        bad("position-middle: a name is at the start or the end")
    mode = extra.get("casing")
    if mode == "lower" and text != text.lower():
        bad("casing-lower: text not lower-case")
    if mode == "upper" and text != text.upper():
        bad("casing-upper: text not upper-case")
    if mode == "namelower" and any(n["text"] != n["text"].lower() for n in names):
        bad("casing-namelower: name not lower-case")
    if mode == "nameupper" and any(n["text"] != n["text"].upper() for n in names):
        bad("casing-nameupper: name not upper-case")
    if extra.get("origin"):
        if any(p["origin"] != extra["origin"] for p in extra.get("persons", {}).values()):
            bad("cultures: a person from another origin")


# ---------------------------------------------------------------------------- building
class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records, self.seen = [], set()
        self.counters = collections.Counter()
        self.person_origins = collections.Counter()
        self.all_origins = names_data.ORIGINS

    def next_id(self, prefix):
        self.counters[prefix] += 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def add(self, prefix, sl, lang, tpl, origin_pool=None, mode=None, extra=None):
        extra = dict(extra or {})
        rid = self.next_id(prefix)
        hint = HINT_RE.match(tpl)
        if hint:
            keys = set(T.GROUPS[hint.group(1)].split())
            if origin_pool is None:
                origin_pool = [o for o in self.all_origins if o["key"] in keys]
            if not origin_pool or len(keys) != len([o for o in self.all_origins if o["key"] in keys]):
                raise ValueError("bad origin group %r" % hint.group(1))
            tpl = tpl[hint.end():]
        err = None
        for _ in range(60):
            persons = draw_persons(self.rng, tpl, origin_pool or self.all_origins)
            text, names, keep = render(tpl, persons, mode)
            rec = collections.OrderedDict([("id", rid), ("slice", sl), ("lang", lang),
                                           ("text", text), ("names", names),
                                           ("keep", keep)])
            extra["persons"] = persons
            try:
                validate(rec, self.seen, extra)
            except ValueError as ex:
                err = ex
                if not persons:
                    break
                continue
            break
        else:
            raise err
        if err is not None and not persons:
            raise err
        for p in persons.values():
            self.person_origins[p["origin"]] += 1
        self.seen.add(rid)
        self.records.append(rec)

    def pool(self, templates, n):
        seq = []
        while len(seq) < n:
            block = list(templates)
            self.rng.shuffle(block)
            seq.extend(block)
        if n > 2 * len(templates):
            raise ValueError("template pool too small: %d prompts from %d templates"
                             % (n, len(templates)))
        return seq[:n]

    def build(self):
        rng = self.rng
        # cultures: one templated prompt per origin, all persons from that origin
        tpls = self.pool(T.CULTURES, len(self.all_origins))
        for o, tpl in zip(self.all_origins, tpls):
            self.add("cultures-" + o["key"], "cultures", "en", tpl, origin_pool=[o],
                     extra={"origin": o["key"]})
        for tpl in T.CULTURES_HAND:
            self.add("cultures-hand", "cultures", "en", tpl)
        # casing
        tpls = self.pool(T.CASING, N_CASING_PER_MODE * len(CASING_MODES))
        for i, tpl in enumerate(tpls):
            mode = CASING_MODES[i % len(CASING_MODES)]
            self.add("casing-" + mode, "casing", "en", tpl, mode=mode, extra={"casing": mode})
        for tpl in T.CASING_HAND:
            self.add("casing-hand", "casing", "en", tpl)
        # position
        for pos, pool in (("start", T.POSITION_START), ("middle", T.POSITION_MIDDLE),
                          ("end", T.POSITION_END)):
            for tpl in self.pool(pool, N_POSITION_PER_POS):
                self.add("position-" + pos, "position", "en", tpl, extra={"position": pos})
        for tpl in T.POSITION_HAND:
            self.add("position-hand", "position", "en", tpl)
        # lists, possessive, quoted, code
        for sl, pool, n, hand in (("lists", T.LISTS, N_LISTS, T.LISTS_HAND),
                                  ("possessive", T.POSSESSIVE, N_POSSESSIVE, T.POSSESSIVE_HAND),
                                  ("quoted", T.QUOTED, N_QUOTED, T.QUOTED_HAND),
                                  ("code", T.CODE, N_CODE, T.CODE_HAND)):
            for tpl in self.pool(pool, n):
                self.add(sl, sl, "en", tpl)
            for tpl in hand:
                self.add(sl + "-hand", sl, "en", tpl)
        # non-English
        for lang, tpls, hand in NE.NONENGLISH:
            for tpl in tpls:
                if not slots_of(tpl):
                    raise ValueError("nonenglish-%s template without a person slot: %r"
                                     % (lang, tpl))
                self.add("nonenglish-" + lang, "nonenglish", lang, tpl)
            for tpl in hand:
                if slots_of(tpl):
                    raise ValueError("nonenglish-%s hand prompt with a slot: %r" % (lang, tpl))
                self.add("nonenglish-%s-hand" % lang, "nonenglish", lang, tpl)
        # titles, business
        for sl, pool, n, hand in (("titles", T.TITLES, N_TITLES, T.TITLES_HAND),
                                  ("business", T.BUSINESS, N_BUSINESS, T.BUSINESS_HAND)):
            for tpl in self.pool(pool, n):
                self.add(sl, sl, "en", tpl)
            for tpl in hand:
                self.add(sl + "-hand", sl, "en", tpl)
        # keep (no names)
        for tpl in NE.KEEP_EN:
            self.add("keep-en", "keep", "en", tpl)
        for lang, tpl in NE.KEEP_OTHER:
            self.add("keep-" + lang, "keep", lang, tpl)
        del rng
        return self.records


def main():
    b = Builder()
    recs = b.build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    md5 = hashlib.md5(data.encode("utf-8")).hexdigest()
    # ------------------------------------------------------------------ statistics
    per = collections.OrderedDict((s, [0, 0, 0]) for s in SLICES)
    sub = collections.Counter()
    langs = collections.Counter()
    for r in recs:
        per[r["slice"]][0] += 1
        per[r["slice"]][1] += len(r["names"])
        per[r["slice"]][2] += len(r["keep"])
        sub[r["id"].rsplit("-", 1)[0]] += 1
        langs[r["lang"]] += 1
    tot = [sum(v[i] for v in per.values()) for i in range(3)]
    print("wrote %s: %d records, %d name spans, %d keep items, md5 %s"
          % (os.path.basename(OUT), tot[0], tot[1], tot[2], md5))
    print("| slice | prompts | name spans | keep items |")
    print("|---|---:|---:|---:|")
    for s, v in per.items():
        print("| `%s` | %d | %d | %d |" % (s, v[0], v[1], v[2]))
    print("| **total** | **%d** | **%d** | **%d** |" % tuple(tot))
    print("\nsubslices:")
    print(", ".join("%s %d" % (k, v) for k, v in sorted(sub.items())
                    if not k.startswith("cultures-") or k == "cultures-hand"))
    print("\nlanguages (%d, %d besides English):" % (len(langs), len(langs) - 1))
    print(", ".join("%s %d" % (k, v) for k, v in sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
    used = [o["key"] for o in names_data.ORIGINS if b.person_origins[o["key"]]]
    print("\norigins: %d defined, %d used for generated persons"
          % (len(names_data.ORIGINS), len(used)))
    print("persons per origin: min %d, max %d" % (
        min(b.person_origins[k] for k in used), max(b.person_origins[k] for k in used)))


if __name__ == "__main__":
    main()
