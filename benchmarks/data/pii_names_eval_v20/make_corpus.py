#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl for pii_names_eval_v20 (python3 stdlib only).

    python3 make_corpus.py          # rewrites names_eval.jsonl byte for byte

Deterministic: fixed seed, fixed iteration order, json.dumps(ensure_ascii=False), "\n" line ends.
Every record is validated before anything is written; a bad record raises ValueError naming its id.
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import hand  # noqa: E402
import names_data  # noqa: E402
import templates_en as T  # noqa: E402
import templates_intl as TI  # noqa: E402

SEED = 58213377
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code", "business",
          "titles", "nonenglish", "keep"]

ORIGINS = names_data.ORIGINS
BY_CODE = {o["code"]: o for o in ORIGINS}


# ============================================================================ helpers
def split(s):
    return [x for x in s.split("|") if x] if isinstance(s, str) else list(s)


def gendered(item, g):
    if "/" in item:
        m, f = item.split("/", 1)
        return f if g == "f" else m
    return item


FOLD = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ß": "ss", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D",
        "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "œ": "oe", "ə": "a", "Ə": "A", "ħ": "h"}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = re.sub(r"[^A-Za-z0-9]", "", s)
    if not s:
        raise ValueError("cannot fold %r to ASCII" % s)
    return s.lower()


def initials(given):
    first = given.split(" ")[0]
    return "-".join(p[0] + "." for p in first.split("-") if p)


def tokens(s):
    return re.findall(r"\w+", s)


def bounded(text, w):
    return [m for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


# ============================================================================ persons
class Person:
    """pieces: [(text, role)] of the full name in display order; role g(iven) m(iddle) f(amily) s(ep)."""

    def __init__(self, pieces, first, last, kind, order="W", tamil=False, native=False, sep=" "):
        self.pieces, self.first, self.last = pieces, first, last
        self.kind, self.order, self.tamil, self.native, self.sep = kind, order, tamil, native, sep

    @property
    def full(self):
        return "".join(t for t, _ in self.pieces)

    def key_tokens(self):
        return {t.casefold() for t in tokens(self.full + " " + self.first + " " + self.last)}

    def form(self, name):
        f, l, S = self.first, self.last, self.sep
        if name in ("", "full"):
            return list(self.pieces)
        if self.kind == "single" and name not in ("handle", "flast", "under", "camel"):
            return list(self.pieces)
        if name == "first":
            return [(f, "g")]
        if name == "last":
            return [(l, "f")]
        if self.kind == "malay" and name in ("firstlast", "initlast", "lastfirst", "lastinit"):
            return list(self.pieces)
        if name == "firstlast":
            return [(l, "f"), (S, "s"), (f, "g")] if self.order == "E" else [(f, "g"), (" ", "s"), (l, "f")]
        if name == "initlast":
            if self.tamil:
                return [(l[0] + ".", "f"), (" ", "s"), (f, "g")]
            return [(initials(f), "g"), (" ", "s"), (l, "f")]
        if name == "lastfirst":
            return [(l, "f"), (", ", "s"), (f, "g")]
        if name == "lastinit":
            return [(l, "f"), (", ", "s"), (initials(f), "g")]
        if self.native:
            raise ValueError("handle form of a native-script name")
        if self.kind == "single":
            parts = [fold(p) for p in self.full.split()]
            fp, lp = parts[0], "".join(parts[1:]) or parts[0]
        else:
            fp, lp = fold(f.split(" ")[0]), fold(l)
        if name == "handle":
            return [(fp + "." + lp, "h")]
        if name == "flast":
            return [(fp[0] + lp, "h")]
        if name == "under":
            return [(fp + "_" + lp, "h")]
        if name == "camel":
            return [(fp.capitalize() + lp.capitalize(), "h")]
        raise ValueError("unknown form %r" % name)


def make_person(rng, o, gender, native=False):
    pick = lambda lst: lst[rng.randrange(len(lst))]  # noqa: E731
    src = o["native"] if native else o
    if "single" in src:
        items = [x.split(":", 1) for x in split(src["single"])]
        cand = [n for g, n in items if g == gender] or [n for g, n in items]
        full = pick(cand)
        return Person([(full, "g")], full, full, "single", native=native)
    if not native and o.get("mono") and rng.random() < o["mono"]:
        given = pick(o[gender])
        return Person([(given, "g")], given, given, "single")
    given = pick(src[gender])
    fam_all = src["fam"]
    fam = gendered(pick(fam_all), gender)
    while fam == given and len(fam_all) > 1:
        fam = gendered(pick(fam_all), gender)
    order = src.get("order", o["order"])
    sep = src.get("sep", " ") if native else " "
    if not native and o.get("flip") and rng.random() < o["flip"]:
        order = "E" if order == "W" else "W"
    first, last = given, fam
    mid = []
    pre = None
    pat = src.get("pat")
    if pat and rng.random() < pat[1]:
        mid.append(gendered(pick(split(pat[0])), gender))
    if native and src.get("kaur") and rng.random() < src["kaur"][2]:
        mid.append(src["kaur"][0] if gender == "f" else src["kaur"][1])
    if not native:
        if o.get("mid") and rng.random() < o["mid"][2]:
            x = pick(split(o["mid"][0] if gender == "f" else o["mid"][1]))
            if rng.random() < o.get("midinit", 0):
                x = x[0] + "."
            mid.append(x)
        if o.get("midfam") and rng.random() < o["midfam"]:
            x = gendered(pick([y for y in fam_all if gendered(y, gender) != fam]), gender)
            if rng.random() < o.get("midinit", 0):
                x = x.split(" ")[-1][0] + "."
            mid.append(x)
        if o.get("father") and rng.random() < o["father"]:
            mid.append(pick([y for y in o["m"] if y not in (given, fam)]))
        if o.get("nasab") and rng.random() < o["nasab"]:
            mid.append(("bint " if gender == "f" else "bin ") + pick([y for y in o["m"] if y != given]))
        if o.get("kaur") and rng.random() < o["kaur"]:
            mid.append("Kaur" if gender == "f" else "Singh")
            if rng.random() < 0.35:
                fam = None
                last = mid[-1]
                mid = mid[:-1]
        if fam and o.get("second") and rng.random() < o["second"]:
            other = [gendered(y, gender) for y in fam_all if gendered(y, gender) != fam]
            fam = fam + o.get("join", " ") + pick(other)
            last = fam
        if o.get("pre"):
            pf = split(o["pre"][0] if gender == "f" else o["pre"][1])
            if pf and rng.random() < o["pre"][2]:
                pre = pick(pf)
        if o.get("malay"):
            if rng.random() < 0.7:
                full = given + (" binti " if gender == "f" else " bin ") + fam
            else:
                full = given + " " + fam
            return Person([(given, "g"), (full[len(given):len(full) - len(fam)], "s"), (fam, "f")],
                          given, given, "malay")
        if o.get("vi"):
            vm = "Thị" if gender == "f" else pick(["Văn", "Đức", "Minh", "Hữu", "Quốc"])
            plain = rng.random() < 0.25
            g2, f2, m2 = given, fam, vm
            if plain:
                g2, f2, m2 = (unicodedata.normalize("NFKD", x.replace("Đ", "D").replace("đ", "d"))
                              for x in (given, fam, vm))
                g2, f2, m2 = ("".join(c for c in x if not unicodedata.combining(c)) for x in (g2, f2, m2))
            if rng.random() < 0.2:   # diaspora order "Lan Nguyen"
                return Person([(g2, "g"), (" ", "s"), (f2, "f")], g2, f2, "std", "W")
            return Person([(f2, "f"), (" ", "s"), (m2, "m"), (" ", "s"), (g2, "g")], g2, f2, "std", "E")
        if o.get("eng") and rng.random() < o["eng"][2]:
            eng = pick(split(o["eng"][0] if gender == "f" else o["eng"][1]))
            if rng.random() < 0.5:
                return Person([(eng, "g"), (" ", "s"), (fam, "f")], eng, fam, "std", "W")
            return Person([(eng, "g"), (" ", "s"), (fam, "f"), (" ", "s"), (given, "m")], eng, fam, "std", "W")
    pieces = []
    if order == "W":
        if pre:
            pieces += [(pre, "g"), (" ", "s"), (given, "m")]
            first = pre if "." not in pre and o["code"] != "bangladeshi" else given
        else:
            pieces.append((given, "g"))
        for x in mid:
            pieces += [(" ", "s"), (x, "m")]
        if fam:
            pieces += [(" ", "s"), (fam, "f")]
    else:
        if fam:
            pieces += [(fam, "f"), (sep, "s")]
        pieces.append((given, "g"))
        for x in mid:
            pieces += [(" ", "s"), (x, "m")]
    pieces = [(t, r) for t, r in pieces if t != ""]
    return Person(pieces, first, last, "std", order, tamil=bool(o.get("tamil")), native=native, sep=sep)


# ============================================================================ rendering
TOKEN = re.compile(r"\{([A-H])([fm]?)(?::([a-z]*)(?:\+([a-z]+))?)?\}|\[\[(.+?)\]\]|<<(?!<)(.+?)>>")
VOW = "aeıioöuü"


def tr_suffix(name, case):
    low = name.replace("I", "ı").replace("İ", "i").lower()
    vs = [c for c in low if c in VOW]
    v = vs[-1] if vs else "e"
    four = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[v]
    two = "a" if v in "aıou" else "e"
    endv = low[-1] in VOW
    hard = low[-1] in "fstkçşhp"
    s = {"trgen": ("n" if endv else "") + four + "n",
         "tracc": ("y" if endv else "") + four,
         "trdat": ("y" if endv else "") + two,
         "trloc": ("t" if hard else "d") + two,
         "trabl": ("t" if hard else "d") + two + "n",
         "trcom": ("y" if endv else "") + "l" + two}[case]
    return "'" + s


def case_piece(text, kind, role, mode):
    if mode == "lower":
        return text.lower()
    if mode == "upper":
        return text.upper()
    if kind == "name":
        if mode == "namelower":
            return text.lower()
        if mode == "nameupper":
            return text.upper()
        if mode == "famupper" and role == "f":
            return text.upper()
    return text


def parse(tpl):
    """-> list of items: ('text', s) | ('keep', s) | ('lit', s) | ('person', letter, gender, form, suffix)"""
    items, pos = [], 0
    for m in TOKEN.finditer(tpl):
        if m.start() > pos:
            items.append(("text", tpl[pos:m.start()]))
        if m.group(1):
            items.append(("person", m.group(1), m.group(2), m.group(3) or "", m.group(4) or ""))
        elif m.group(5) is not None:
            items.append(("keep", m.group(5)))
        else:
            items.append(("lit", m.group(6)))
        pos = m.end()
    if pos < len(tpl):
        items.append(("text", tpl[pos:]))
    return items


def render(items, persons, mode, rng):
    text, names, keep = "", [], []
    for it in items:
        kind = it[0]
        if kind == "text":
            text += case_piece(it[1], "text", "", mode)
        elif kind == "keep":
            k = case_piece(it[1], "keep", "", mode)
            text += k
            if k not in keep:
                keep.append(k)
        elif kind == "lit":
            start = len(text)
            text += case_piece(it[1], "name", "g", mode)
            names.append({"start": start, "end": len(text), "text": text[start:]})
        else:
            _, letter, _, form, suffix = it
            p = persons[letter]
            start = len(text)
            for t, role in p.form(form):
                text += case_piece(t, "name", role, mode)
            names.append({"start": start, "end": len(text), "text": text[start:]})
            if suffix:
                raw = "".join(t for t, _ in p.form(form))
                if suffix == "poss":
                    ap = "’" if rng.random() < 0.3 else "'"
                    suf = ap if raw.lower().endswith("s") and rng.random() < 0.5 else ap + "s"
                elif suffix.startswith("tr"):
                    suf = tr_suffix(raw, suffix)
                elif suffix == "san":
                    suf = "-san"
                else:
                    raise ValueError("unknown suffix " + suffix)
                text += case_piece(suf, "text", "", mode)
    return text, names, keep


def person_specs(items):
    spec = {}
    for it in items:
        if it[0] == "person":
            g = spec.get(it[1], "")
            spec[it[1]] = it[2] or g
    return spec


def conflicts(persons, names, keep):
    """reasons to redraw the persons of a generated record"""
    ps = list(persons.values())
    for i in range(len(ps)):
        for j in range(i + 1, len(ps)):
            if ps[i].key_tokens() & ps[j].key_tokens():
                return True
    ntok = {t.casefold() for n in names for t in tokens(n["text"])}
    for p in ps:
        ntok |= p.key_tokens()
    for k in keep:
        if {t.casefold() for t in tokens(k)} & ntok:
            return True
    return False


def strip_prefixes(tpl):
    """'@code,code|' restricts the origins; 'NATIVE:' / 'LATIN:' pick the script"""
    only, script = None, None
    m = re.match(r"@([a-z_,]+)\|", tpl)
    if m:
        only = [BY_CODE[c] for c in m.group(1).split(",")]
        tpl = tpl[m.end():]
    for p in ("NATIVE:", "LATIN:"):
        if tpl.startswith(p):
            script, tpl = p[:-1], tpl[len(p):]
    return only, script, tpl


def generate(rng, tpl, chooser, mode=None, native_default=False, seen_texts=None):
    native = native_default
    only, script, tpl = strip_prefixes(tpl)
    if only:
        chooser = lambda r, nat: (only[r.randrange(len(only))], False)  # noqa: E731
    if script == "NATIVE":
        native = True
    elif script == "LATIN":
        native = False
    items = parse(tpl)
    spec = person_specs(items)
    nat_ok = not any(it[0] == "person" and it[3] in ("handle", "flast", "under", "camel") for it in items)
    for _ in range(500):
        persons = {}
        for letter in sorted(spec):
            g = spec[letter] or rng.choice("fm")
            o, nat = chooser(rng, True if native else ("maybe" if nat_ok else False))
            persons[letter] = make_person(rng, o, g, nat)
        text, names, keep = render(items, persons, mode, rng)
        if seen_texts is not None and text in seen_texts:
            continue
        if not conflicts(persons, names, keep):
            if seen_texts is not None:
                seen_texts.add(text)
            return text, names, keep, persons
    raise ValueError("could not draw persons for template: " + tpl[:60])


# ============================================================================ validation
def validate(rec, seen):
    rid = rec.get("id")
    if rid in seen:
        raise ValueError("%s: duplicate id" % rid)
    seen.add(rid)
    if not re.fullmatch(r"[a-z]+(-[a-z_]+)*(-hand)?-\d{3}", rid or ""):
        raise ValueError("%s: bad id" % rid)
    if rec["slice"] not in SLICES or not rid.startswith(rec["slice"] + "-"):
        raise ValueError("%s: bad slice" % rid)
    text = rec["text"]
    last = 0
    for n in rec["names"]:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(text)):
            raise ValueError("%s: span out of range %r" % (rid, n))
        if text[s:e] != n["text"]:
            raise ValueError("%s: span text %r does not match offsets (%r)" % (rid, n["text"], text[s:e]))
        if n["text"] != n["text"].strip():
            raise ValueError("%s: span has surrounding whitespace %r" % (rid, n["text"]))
        if s < last:
            raise ValueError("%s: spans overlap or are unsorted" % rid)
        last = e
    if rec["slice"] == "keep":
        if rec["names"]:
            raise ValueError("%s: keep slice record has names" % rid)
        if not rec["keep"]:
            raise ValueError("%s: keep slice record without keep items" % rid)
    elif not rec["names"]:
        raise ValueError("%s: no names in a name-bearing slice" % rid)
    ntok = {t.casefold() for n in rec["names"] for t in tokens(n["text"])}
    for k in rec["keep"]:
        outside = [m for m in bounded(text, k)
                   if all(m.end() <= n["start"] or m.start() >= n["end"] for n in rec["names"])]
        if not outside:
            raise ValueError("%s: keep item %r absent from the text outside name spans" % (rid, k))
        shared = {t.casefold() for t in tokens(k)} & ntok
        if shared:
            raise ValueError("%s: keep item %r shares token(s) %s with a name" % (rid, k, sorted(shared)))


# ============================================================================ assembly
class Numberer:
    def __init__(self):
        self.n = {}

    def __call__(self, prefix):
        self.n[prefix] = self.n.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, self.n[prefix])


def rec(rid, sl, lang, text, names, keep):
    return {"id": rid, "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}


def any_origin(rng, native):
    return ORIGINS[rng.randrange(len(ORIGINS))], False


def fixed_origin(o):
    def ch(rng, native):
        return o, bool(native is True and "native" in o)
    return ch


NATIVE_ORIGINS = [o for o in ORIGINS if "native" in o]


def mixed_origin(share):
    """any origin; where the template allows it, a share of persons written in their native script"""
    def ch(rng, native):
        if native == "maybe" and rng.random() < share:
            return NATIVE_ORIGINS[rng.randrange(len(NATIVE_ORIGINS))], True
        return ORIGINS[rng.randrange(len(ORIGINS))], False
    return ch


def lang_chooser(lang):
    locs = [BY_CODE[c] for c in lang["origins"]]
    local_share = 0.85 if lang.get("native") else 0.7

    def ch(rng, native):
        if rng.random() < local_share:
            o = locs[rng.randrange(len(locs))]
            return o, bool(native is True and "native" in o)
        return ORIGINS[rng.randrange(len(ORIGINS))], False
    return ch


def is_literal(tpl):
    return not any(it[0] == "person" for it in parse(strip_prefixes(tpl)[2]))


def hand_records(sl, num, out):
    for entry in hand.HAND.get(sl, []):
        lang, tpl = entry if isinstance(entry, tuple) else ("en", entry)
        text, names, keep = render(parse(tpl), {}, None, None)
        out.append(rec(num(sl + "-hand"), sl, lang, text, names, keep))


def cycle(rng, tpls, n):
    """n templates: whole shuffled passes over tpls (fixed order given the seed)"""
    out = []
    while len(out) < n:
        order = list(tpls)
        rng.shuffle(order)
        out.extend(order)
    return out[:n]


def build():
    rng = random.Random(SEED)
    num = Numberer()
    out = []
    seen = set()

    # ---- cultures: one prompt per origin, a native-script one where the origin has a script,
    #      a second template prompt for every third origin without one, + hand-written cases
    pool = cycle(rng, T.CULTURE, 10 * len(ORIGINS))
    npool = cycle(rng, T.NATIVE, 3 * len(ORIGINS))
    pi = ni = 0
    for idx, o in enumerate(ORIGINS):
        tpls = [pool[pi]]
        pi += 1
        if "native" in o:
            tpls.append("NATIVE:" + npool[ni] if not npool[ni].startswith("NATIVE:") else npool[ni])
            ni += 1
        elif idx % 3 == 0:
            while pool[pi] == tpls[0]:
                pi += 1
            tpls.append(pool[pi])
            pi += 1
        for tpl in tpls:
            text, names, keep, _ = generate(rng, tpl, fixed_origin(o), seen_texts=seen)
            out.append(rec(num("cultures-" + o["code"]), "cultures", "en", text, names, keep))
    hand_records("cultures", num, out)

    # ---- casing
    modes = ["lower", "upper", "namelower", "nameupper", "famupper"]
    mi = 0
    for tpl in cycle(rng, T.CASING, 60):
        mode = modes[mi % len(modes)]
        mi += 1
        text, names, keep, _ = generate(rng, tpl, any_origin, mode, seen_texts=seen)
        out.append(rec(num("casing-" + mode), "casing", "en", text, names, keep))
    hand_records("casing", num, out)

    # ---- position
    for pos in ("start", "middle", "end"):
        for tpl in cycle(rng, T.POSITION[pos], 20):
            text, names, keep, _ = generate(rng, tpl, any_origin, seen_texts=seen)
            out.append(rec(num("position-" + pos), "position", "en", text, names, keep))
    hand_records("position", num, out)

    # ---- lists, possessive, quoted, code, business, titles
    plan = [("lists", T.LISTS, 46), ("possessive", T.POSSESSIVE, 48), ("quoted", T.QUOTED, 52),
            ("code", T.CODE, 76), ("business", T.BUSINESS, 56), ("titles", T.TITLES, 58)]
    for sl, tpls, n in plan:
        for i, tpl in enumerate(cycle(rng, tpls, n)):
            mode = "lower" if sl in ("lists", "quoted") and i % 7 == 6 else None
            ch = mixed_origin(0.12) if sl in ("lists", "quoted", "code", "business") else any_origin
            text, names, keep, _ = generate(rng, tpl, ch, mode, seen_texts=seen)
            out.append(rec(num(sl), sl, "en", text, names, keep))
        hand_records(sl, num, out)

    # ---- non-English
    for lang in TI.LANGS:
        ch = lang_chooser(lang)
        for tpl in lang["tpl"]:
            if is_literal(tpl):
                text, names, keep = render(parse(strip_prefixes(tpl)[2]), {}, None, None)
                rid = num("nonenglish-%s-hand" % lang["code"])
            else:
                text, names, keep, _ = generate(rng, tpl, ch, None, native_default=lang.get("native", False), seen_texts=seen)
                rid = num("nonenglish-" + lang["code"])
            out.append(rec(rid, "nonenglish", lang["code"], text, names, keep))

    # ---- keep (no names)
    for tpl in T.KEEP_EN:
        text, names, keep = render(parse(tpl), {}, None, None)
        out.append(rec(num("keep-en"), "keep", "en", text, names, keep))
    for code in TI.KEEP_INTL:
        for tpl in TI.KEEP_INTL[code]:
            text, names, keep = render(parse(tpl), {}, None, None)
            out.append(rec(num("keep-" + code), "keep", code, text, names, keep))
    return out


def main():
    records = build()
    seen = set()
    for r in records:
        validate(r, seen)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    by_slice = {}
    for r in records:
        d = by_slice.setdefault(r["slice"], [0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
    for sl in SLICES:
        print("%-11s %5d prompts %5d names %5d keep" % ((sl,) + tuple(by_slice.get(sl, [0, 0, 0]))))
    print("%-11s %5d prompts %5d names %5d keep" % ("total", len(records),
                                                     sum(len(r["names"]) for r in records),
                                                     sum(len(r["keep"]) for r in records)))


if __name__ == "__main__":
    main()
