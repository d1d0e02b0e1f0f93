#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v10/names_eval.jsonl (python3 stdlib only).

    python3 make_corpus.py            # builds, validates, writes names_eval.jsonl
    python3 make_corpus.py --stats    # also prints keep-kind / language / origin tables

All records are built in memory and validated; any problem raises an error naming the
record id before anything is written.  Fixed seed, fixed iteration order,
json.dumps(ensure_ascii=False), "\\n" line ends: the output is byte-for-byte reproducible.
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

import hand_prompts as H  # noqa: E402
import templates as T  # noqa: E402
from names_data import INFLECT, ORIGINS  # noqa: E402

SEED = 20261130
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]
MIN_NAMES = {"cultures": 150, "lists": 150}
MIN_NAMES_DEFAULT = 100
MIN_KEEP_PROMPTS = 100

# --------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------


def split(s):
    return [x for x in s.split("|") if x] if s else []


def pairs(s):
    """'a/b|c' -> [('a','b'), ('c','c')]"""
    out = []
    for x in split(s):
        if "/" in x:
            m, f = x.split("/", 1)
        else:
            m = f = x
        out.append((m, f))
    return out


FOLD = {"ß": "ss", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "æ": "ae",
        "Æ": "AE", "œ": "oe", "þ": "th", "Þ": "Th", "ð": "d", "ı": "i", "ə": "a", "Ə": "A"}


def fold(s):
    """ASCII handle part: 'van der Berg' -> 'vanderberg', 'Łukasz' -> 'lukasz'."""
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and c.isalnum()).lower()


def strip_marks(s):
    """Vietnamese without diacritics: 'Nguyễn Thị Hạnh' -> 'Nguyen Thi Hanh'."""
    s = s.replace("đ", "d").replace("Đ", "D")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s)


def wtokens(s):
    """Word tokens for validation: runs of letters, marks, digits and '_' (so that Indic
    vowel signs do not split a word), case-folded."""
    out, cur = [], []
    for c in s:
        cat = unicodedata.category(c)
        if cat[0] in "LMN" or c == "_":
            cur.append(c)
        else:
            if cur:
                out.append("".join(cur).casefold())
                cur = []
    if cur:
        out.append("".join(cur).casefold())
    return out


# the scorer's own token rules (score.py)
def s_tokens(s):
    return re.findall(r"\w+", s)


def s_outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def s_word_count(text, w):
    return len(re.findall(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text))


# --------------------------------------------------------------------------------------
# origins and persons
# --------------------------------------------------------------------------------------
ORI = {}
for _o in ORIGINS:
    o = dict(_o)
    o["F"] = split(o["F"])
    o["M"] = split(o["M"])
    o["S"] = pairs(o.get("S", ""))
    o["P"] = pairs(o.get("P", ""))
    o["X"] = pairs(o.get("X", ""))  # X pairs are written female/male
    opts = {}
    for kv in (o.get("opts") or "").split():
        k, v = kv.split("=")
        opts[k] = float(v)
    o["opts"] = opts
    o.setdefault("sep", " ")
    o.setdefault("addr", "family")
    o.setdefault("native", False)
    ORI[o["key"]] = o
LATIN_KEYS = [o["key"] for o in ORIGINS if not o.get("native")]
NATIVE_KEYS = [o["key"] for o in ORIGINS if o.get("native")]


def pick_family(o, g, rng, avoid=()):
    cands = [p for p in o["S"] if p[0] not in avoid]
    m, f = rng.choice(cands)
    return f if g == "F" else m


def make_person(key, rng, gender=None):
    o = ORI[key]
    g = gender or rng.choice("FM")
    given = rng.choice(o["F"] if g == "F" else o["M"])
    order, opts, sep = o["order"], o["opts"], o["sep"]
    fam = pick_family(o, g, rng) if o["S"] else None
    p = {"origin": key, "gender": g, "latin": not o["native"], "given": given,
         "family": fam, "first": given, "middle": None, "initlast": None,
         "lastfirst": None, "handle": None, "uhandle": None}
    hfam = fam  # family part used in handles

    if order == "viet":
        xf, xm = rng.choice(o["X"][:1] * 3 + o["X"][1:])  # Thị/Văn most often
        mid = xf if g == "F" else xm
        full = "%s %s %s" % (fam, mid, given)
        if rng.random() < opts.get("strip", 0):
            full, fam, given, mid = (strip_marks(x) for x in (full, fam, given, mid))
        p.update(full=full, family=fam, given=given, first=given, middle=mid,
                 lastfirst="%s, %s %s" % (fam, mid, given))
        hfam = fam
    elif order == "punjabi":
        mid = "Kaur" if g == "F" else "Singh"
        if rng.random() < 0.6:
            full = "%s %s %s" % (given, mid, fam)
            p.update(family="%s %s" % (mid, fam), last=fam)
            hfam = fam
        else:
            full = "%s %s" % (given, mid)
            p.update(family=mid, last=mid)
            hfam = mid
        p.update(full=full, lastfirst="%s, %s" % (p["last"], given),
                 initlast="%s. %s" % (given[0], p["last"]))
    elif order == "malay":
        full = "%s %s %s" % (given, "binti" if g == "F" else "bin", fam)
        p.update(full=full, family=None, last=given)
        hfam = fam
    elif order == "balinese":
        pre = "Ni" if g == "F" else "I"
        bo = fam
        full = "%s %s %s" % (pre, bo, given)
        p.update(full=full, family=None, first=given.split()[0], last=given)
        hfam = bo
    elif order == "pair":
        second = fam
        full = "%s %s" % (given, second)
        p.update(full=full, family=None, last=full)
        hfam = second
    elif order == "single":
        p.update(full=given, family=None, last=given)
        hfam = None
    elif order == "tamil":
        if rng.random() < 0.45:
            ini = rng.choice("RSKMVPNAG")
            full = "%s. %s" % (ini, given)
            p.update(full=full, family=None, last=given)
            hfam = ini
        else:
            full = "%s %s" % (given, fam)
            p.update(full=full)
    elif order == "somali":
        father = rng.choice([x for x in o["M"] if x != given])
        full = "%s %s %s" % (given, father, fam)
        p.update(full=full, middle=father, lastfirst="%s, %s %s" % (fam, given, father))
    elif order == "arab":
        r = rng.random()
        father = rng.choice([x for x in o["M"] if x != given])
        if key == "gulf_arab" and r < 0.35:
            full = "%s %s %s %s" % (given, "bint" if g == "F" else "bin", father, fam)
        elif key != "gulf_arab" and r < 0.4:
            full = "%s %s %s" % (given, father, fam)
        else:
            full = "%s %s" % (given, fam)
        p.update(full=full)
    else:
        # gf / fg / fgp:<p>
        famfirst = order == "fg"
        if order.startswith("fgp:"):
            famfirst = rng.random() < float(order[4:])
        if opts.get("second") and rng.random() < opts["second"]:
            fam2 = pick_family(o, g, rng, avoid={fam, fam.lower()})
            fam = "%s %s" % (fam, fam2)
            p["family"] = fam
        if opts.get("mono") and rng.random() < opts["mono"]:
            mono = rng.choice([xf if g == "F" else xm for xf, xm in o["X"]])
            p.update(full=mono, given=mono, first=mono, family=None, last=mono)
            hfam = None
        elif opts.get("eng") and rng.random() < opts["eng"]:
            eng = rng.choice([xf if g == "F" else xm for xf, xm in o["X"]])
            full = "%s %s" % (eng, fam)
            p.update(full=full, given=eng, first=eng)
        elif opts.get("init") and rng.random() < opts["init"]:
            full = "%s. %s" % (fam[0], given)
            p.update(full=full, family=None, last=given)
        else:
            mid = None
            if opts.get("patr") and o["P"] and rng.random() < opts["patr"]:
                pm, pf = rng.choice(o["P"])
                mid = pf if g == "F" else pm
            elif opts.get("mi") and rng.random() < opts["mi"]:
                mid = rng.choice("ABCDEJKLMRST") + "."
            elif opts.get("mid") and rng.random() < opts["mid"]:
                mid = pick_family(o, g, rng, avoid={fam})
            if famfirst:
                full = fam + sep + given
            else:
                full = given + (" " + mid if mid else "") + " " + fam
            p.update(full=full, middle=mid)
            if not famfirst or sep:
                p["lastfirst"] = "%s, %s%s" % (fam, given, (" " + mid) if mid else "")
    p.setdefault("last", None)
    if p["last"] is None:
        if o["addr"] == "given":
            p["last"] = p["first"]
        elif o["addr"] == "full":
            p["last"] = p["full"]
        else:
            p["last"] = p["family"] if p["family"] else p["given"]
    if p["latin"]:
        gpart = fold(p["given"].split()[0] if order in ("balinese",) else p["given"])
        if order == "balinese":
            gpart = fold(hfam) + "." + fold(p["given"].split()[0])
            p["handle"] = gpart
            p["uhandle"] = fold(hfam)[0] + fold(p["given"].split()[0])
        elif hfam:
            h1 = fold(hfam)
            p["handle"] = "%s.%s" % (gpart, h1)
            p["uhandle"] = gpart[0] + h1
        else:
            p["handle"] = fold(p["full"])
            p["uhandle"] = p["handle"]
        if p["family"] and p["initlast"] is None and order not in ("viet",):
            p["initlast"] = "%s. %s" % (p["given"][0], p["family"])
    else:
        p["lastfirst"] = None
    return p


def inflect_people(lang):
    out = []
    for g, spec in INFLECT[lang]:
        cases = dict(kv.split("=", 1) for kv in spec.split(";"))
        out.append({"gender": g, "cases": cases, "full": cases["nom"], "latin": lang in ("pl", "cs", "fi", "hu"),
                    "origin": "inflect-" + lang})
    return out


def first_word(lang, s):
    return s.split()[-1] if lang == "hu" else s.split()[0]


# --------------------------------------------------------------------------------------
# titles and morphology
# --------------------------------------------------------------------------------------
EN_T = {"M": ["Mr ", "Mr. ", "Dr ", "Dr. ", "Prof. "],
        "F": ["Ms ", "Mrs ", "Ms. ", "Mrs. ", "Miss ", "Dr. ", "Prof. "]}

# lang -> gender -> [(prefix, suffix, form)]
LANG_T = {
    "en": {g: [(t, "", "last") for t in EN_T[g]] for g in "MF"},
    "de": {"M": [("Herrn ", "", "last")], "F": [("Frau ", "", "last")]},
    "fr": {"M": [("M. ", "", "last"), ("Monsieur ", "", "last")],
           "F": [("Mme ", "", "last"), ("Madame ", "", "last")]},
    "es": {"M": [("el Sr. ", "", "last"), ("el señor ", "", "last")],
           "F": [("la Sra. ", "", "last"), ("la señora ", "", "last")]},
    "it": {"M": [("al signor ", "", "last"), ("al dott. ", "", "last")],
           "F": [("alla signora ", "", "last"), ("alla dott.ssa ", "", "last")]},
    "pt": {"M": [("o Sr. ", "", "last"), ("o senhor ", "", "last")],
           "F": [("a Sra. ", "", "last"), ("a senhora ", "", "last"), ("a Dona ", "", "first")]},
    "nl": {"M": [("meneer ", "", "last"), ("dhr. ", "", "last")],
           "F": [("mevrouw ", "", "last"), ("mevr. ", "", "last")]},
    "id": {"M": [("Pak ", "", "first"), ("Bapak ", "", "first")],
           "F": [("Bu ", "", "first"), ("Ibu ", "", "first")]},
    "vi": {"M": [("anh ", "", "first"), ("ông ", "", "first")],
           "F": [("chị ", "", "first"), ("bà ", "", "first")]},
    "tr": {"M": [("", " Bey", "first")], "F": [("", " Hanım", "first")]},
    "ja": {"M": [("", "様", "last"), ("", "部長", "last"), ("", "先生", "last")],
           "F": [("", "様", "last"), ("", "部長", "last"), ("", "先生", "last")]},
    "zh": {"M": [("", "先生", "last"), ("", "经理", "last"), ("", "老师", "last")],
           "F": [("", "女士", "last"), ("", "经理", "last"), ("", "老师", "last")]},
    "ar": {"M": [("السيد ", "", "full"), ("الدكتور ", "", "full")],
           "F": [("السيدة ", "", "full"), ("الدكتورة ", "", "full")]},
    "hi": {"M": [("", " जी", "first"), ("श्री ", "", "full")],
           "F": [("", " जी", "first"), ("श्रीमती ", "", "full")]},
}

TR_VOW = "aeıioöuü"


def tr_suffix(word, case):
    w = word.replace("İ", "i").replace("I", "ı").lower()
    w = w.replace("â", "a").replace("é", "e").replace("î", "i").replace("û", "u")
    vs = [c for c in w if c in TR_VOW]
    lv = vs[-1] if vs else "e"
    back = lv in "aıou"
    ea = "a" if back else "e"
    i4 = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[lv]
    endv = w[-1] in TR_VOW
    hard = w[-1] in "çfhkpsşt"
    if case == "dat":
        return "'" + ("y" if endv else "") + ea
    if case == "acc":
        return "'" + ("y" if endv else "") + i4
    if case == "gen":
        return "'" + ("n" if endv else "") + i4 + "n"
    if case == "abl":
        return "'" + ("t" if hard else "d") + ea + "n"
    if case == "loc":
        return "'" + ("t" if hard else "d") + ea
    raise ValueError("unknown Turkish case " + case)


def genitive(lang, name):
    """-> (span text, trailing plain text)"""
    low = name.lower()
    if lang in ("de",):
        if low.endswith(("s", "ß", "x", "z")):
            return name, "'"
        return name + "s", ""
    if lang in ("sv", "da", "no"):
        if low.endswith(("s", "x", "z")):
            return name, ""
        return name + "s", ""
    if lang == "nl":
        if low.endswith(("s", "x", "z")):
            return name, "'"
        if low[-1] in "aiouy" or low.endswith("é"):
            return name, "'s"
        return name + "s", ""
    raise ValueError(lang)


def nl_particle_cap(s):
    return s[0].upper() + s[1:] if s and s[0].islower() else s


# --------------------------------------------------------------------------------------
# template rendering
# --------------------------------------------------------------------------------------
PH_RE = re.compile(r"\{([A-F])([fm]?)(?:\.([a-z_]+)(?::([a-z]+))?)?\}|\[\[(.+?)\]\]")
DOMAINS = ["example.com", "example.org", "mail.example.net", "acme.example", "corp.example.com"]
LATIN_FORMS = {"handle", "uhandle", "email", "initlast", "lastfirst", "tlast", "tfull"}


class Retry(Exception):
    pass


def parse_template(t):
    toks, pos = [], 0
    for m in PH_RE.finditer(t):
        if m.start() > pos:
            toks.append(("text", t[pos:m.start()]))
        if m.group(5) is not None:
            toks.append(("keep", m.group(5)))
        else:
            toks.append(("ph", m.group(1), m.group(2), m.group(3) or "full", m.group(4)))
        pos = m.end()
    if pos < len(t):
        toks.append(("text", t[pos:]))
    return toks


def keep_pool(kind, lang):
    d = T.KEEP[kind]
    return split(d.get(lang) or d["en"])


def person_form(p, form, arg, lang, rng):
    """-> list of (kind, text) segments"""
    if form == "full":
        return [("name", p["full"])]
    if form in ("first", "given", "last", "handle", "uhandle", "initlast", "lastfirst", "family"):
        v = p.get(form)
        if not v:
            raise Retry()
        return [("name", v)]
    if form == "email":
        if not p.get("handle"):
            raise Retry()
        return [("name", p["handle"]), ("text", "@" + rng.choice(DOMAINS))]
    if form in ("tlast", "tfull"):
        if not p["latin"]:
            raise Retry()
        t = rng.choice(EN_T[p["gender"]])
        return [("text", t), ("name", p["last"] if form == "tlast" else p["full"])]
    if form == "t":
        pre, suf, f = rng.choice(LANG_T[lang][p["gender"]])
        v = p.get(f)
        if not v:
            raise Retry()
        if lang == "nl" and f == "last":
            v = nl_particle_cap(v)
        segs = []
        if pre:
            segs.append(("text", pre))
        segs.append(("name", v))
        if suf:
            segs.append(("text", suf))
        return segs
    if form in ("c", "cf"):
        v = p["cases"][arg]
        if form == "cf":
            v = first_word(lang, v)
        return [("name", v)]
    if form in ("sfx", "sfxf"):
        v = p["full"] if form == "sfx" else p["first"]
        return [("name", v), ("text", tr_suffix(v.split()[-1], arg))]
    if form in ("de_gen", "de_genf", "sv_gen", "nl_gen"):
        v = p["first"] if form.endswith("f") else p["full"]
        span, tail = genitive(form[:2], v)
        segs = [("name", span)]
        if tail:
            segs.append(("text", tail))
        return segs
    raise ValueError("unknown form " + form)


def apply_case(segs, mode):
    out = []
    for kind, txt in segs:
        if mode == "lower":
            txt = txt.lower()
        elif mode == "upper":
            txt = txt.upper()
        elif mode == "namelower" and kind == "name":
            txt = txt.lower()
        elif mode == "nameupper" and kind == "name":
            txt = txt.upper()
        elif mode == "title" and kind == "text":
            txt = re.sub(r"(?<![\w'\u2019])([a-z])", lambda m: m.group(1).upper(), txt)
        out.append((kind, txt))
    return out


def assemble(segs):
    text, names, keep = [], [], []
    pos = 0
    for kind, txt in segs:
        if kind == "name":
            names.append({"start": pos, "end": pos + len(txt), "text": txt})
        elif kind == "keep":
            if txt not in keep:
                keep.append(txt)
        text.append(txt)
        pos += len(txt)
    return "".join(text), names, keep


def record_problems(rec):
    """Validation of one record; returns a list of reasons (empty when fine)."""
    probs = []
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    prev_end = -1
    for n in names:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(text)):
            probs.append("span out of range %r" % n)
            continue
        if text[s:e] != n["text"]:
            probs.append("span text mismatch %r vs %r" % (text[s:e], n["text"]))
        if n["text"] != n["text"].strip():
            probs.append("span has surrounding whitespace %r" % n["text"])
        if s < prev_end:
            probs.append("overlapping or unsorted spans at %d" % s)
        prev_end = e
    name_toks = set()
    for n in names:
        name_toks.update(wtokens(n["text"]))
    for k in keep:
        if not k or k != k.strip():
            probs.append("bad keep item %r" % k)
            continue
        outside = False
        for m in re.finditer(re.escape(k), text):
            if all(m.end() <= n["start"] or m.start() >= n["end"] for n in names):
                outside = True
                break
        if not outside:
            probs.append("keep item %r does not occur outside the name spans" % k)
        shared = set(wtokens(k)) & name_toks
        if shared:
            probs.append("keep item %r shares token(s) %s with a name" % (k, sorted(shared)))
    for n in names:
        toks = [t for t in s_tokens(n["text"]) if s_outside_count(text, t, names) == 0]
        if not toks:
            probs.append("every token of name %r also occurs outside the name spans "
                         "(the scorer could not score it)" % n["text"])
    for marker in ("[[", "]]"):
        if marker in text:
            probs.append("leftover markup %r in text" % marker)
    if re.search(r"\{[A-F][fm]?(\.[a-z_:]+)?\}", text):
        probs.append("leftover placeholder in text")
    if rec["slice"] == "keep":
        if names:
            probs.append("keep-slice record has names")
        if not keep:
            probs.append("keep-slice record has no keep item")
    elif not names:
        probs.append("name-bearing record has no names")
    return probs


class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.keep_kinds = collections.Counter()
        self.keep_kind_of = {}
        for kind, d in T.KEEP.items():
            for lang, s in d.items():
                for w in split(s):
                    self.keep_kind_of.setdefault(w, kind)
        for w, kind in T.KIND_EXTRA.items():
            self.keep_kind_of.setdefault(w, kind)
        for w, kind in getattr(H, "KIND_EXTRA", {}).items():
            self.keep_kind_of.setdefault(w, kind)
        self.hand_kind = {}

    # ---- person sources ----
    def draw(self, source, gender, needs_latin, lang):
        rng = self.rng
        kind, arg = source
        if kind == "origin":
            return make_person(arg, rng, gender)
        if kind == "any":
            allow_native = arg
            if allow_native and not needs_latin and rng.random() < 0.07:
                return make_person(rng.choice(NATIVE_KEYS), rng, gender)
            return make_person(rng.choice(LATIN_KEYS), rng, gender)
        if kind == "local":
            local, p_local = arg
            if rng.random() < p_local:
                return make_person(rng.choice(local), rng, gender)
            return make_person(rng.choice(LATIN_KEYS), rng, gender)
        if kind == "inflect":
            people = [p for p in inflect_people(arg) if gender is None or p["gender"] == gender]
            p = dict(rng.choice(people))
            p["first"] = first_word(arg, p["full"])
            return p
        raise ValueError(kind)

    def render(self, rid, slc, lang, template, source, mode=None, possessive=False):
        toks = parse_template(template)
        forms = collections.defaultdict(set)
        genders = {}
        for t in toks:
            if t[0] == "ph":
                forms[t[1]].add(t[3])
                if t[2]:
                    genders[t[1]] = t[2].upper()
        last_err = "no attempt"
        for attempt in range(400):
            try:
                persons, used_keep, segs = {}, set(), []
                for t in toks:
                    if t[0] == "text":
                        segs.append(("text", t[1]))
                    elif t[0] == "keep":
                        w = t[1]
                        if w.startswith("@"):
                            pool = [x for x in keep_pool(w[1:], lang) if x not in used_keep]
                            w = self.rng.choice(pool)
                        used_keep.add(w)
                        segs.append(("keep", w))
                    else:
                        var, form, arg = t[1], t[3], t[4]
                        if var not in persons:
                            needs_latin = bool(forms[var] & LATIN_FORMS)
                            for _ in range(50):
                                p = self.draw(source, genders.get(var), needs_latin, lang)
                                if needs_latin and not p["latin"]:
                                    continue
                                if any(p["full"] == q["full"] or p.get("first") == q.get("first")
                                       for q in persons.values()):
                                    continue
                                break
                            else:
                                raise Retry()
                            persons[var] = p
                        segs.extend(person_form(persons[var], form, arg, lang, self.rng))
                if possessive:
                    segs = self.possessive_variants(segs)
                if mode:
                    segs = apply_case(segs, mode)
                text, names, keep = assemble(segs)
                rec = {"id": rid, "slice": slc, "lang": lang, "text": text, "names": names,
                       "keep": keep}
                probs = record_problems(rec)
                # avoid the same name token twice in different persons of one record
                fulls = [p["full"] for p in persons.values()]
                if len(set(fulls)) != len(fulls):
                    probs.append("duplicate person")
                if probs:
                    last_err = "; ".join(probs)
                    raise Retry()
                self.records.append(rec)
                return rec
            except Retry:
                continue
        raise RuntimeError("%s: could not render template (%s): %r" % (rid, last_err, template))

    def possessive_variants(self, segs):
        out = list(segs)
        for i in range(len(out) - 1):
            k, txt = out[i]
            nk, ntxt = out[i + 1]
            if k == "name" and nk == "text" and txt.lower().endswith("s") and \
                    (ntxt.startswith("'s") or ntxt.startswith("\u2019s")):
                if self.rng.random() < 0.5:
                    out[i + 1] = (nk, ntxt[0] + ntxt[2:])
        return out

    # ---- hand-written prompts ----
    HAND_RE = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]", re.S)

    def hand(self, rid, slc, lang, marked):
        segs, pos = [], 0
        for m in self.HAND_RE.finditer(marked):
            if m.start() > pos:
                segs.append(("text", marked[pos:m.start()]))
            if m.group(1) is not None:
                segs.append(("name", m.group(1)))
            else:
                w = m.group(2)
                if "|" in w:
                    w, kind = w.rsplit("|", 1)
                    self.hand_kind[w] = kind
                segs.append(("keep", w))
            pos = m.end()
        if pos < len(marked):
            segs.append(("text", marked[pos:]))
        for k, t in segs:
            for marker in ("<<", ">>", "[[", "]]"):
                if k == "text" and marker in t:
                    raise ValueError("%s: leftover markup %r in hand-written prompt" % (rid, marker))
        # "&lt;" / "&gt;" write a literal "<" / ">" next to the markup
        segs = [(k, t.replace("&lt;", "<").replace("&gt;", ">")) if k == "text" else (k, t)
                for k, t in segs]
        text, names, keep = assemble(segs)
        rec = {"id": rid, "slice": slc, "lang": lang, "text": text, "names": names, "keep": keep}
        self.records.append(rec)
        return rec

    def kind_of(self, w):
        if w in self.hand_kind:
            return self.hand_kind[w]
        if w in self.keep_kind_of:
            return self.keep_kind_of[w]
        for k, v in self.keep_kind_of.items():
            if k.casefold() == w.casefold():
                return v
        return None

    # ---- slices ----
    def cycle(self, templates):
        order = list(range(len(templates)))
        self.rng.shuffle(order)
        i = 0
        while True:
            yield templates[order[i % len(order)]]
            i += 1

    def build(self):
        rng = self.rng
        any_src = ("any", True)
        latin_src = ("any", False)
        counters = collections.Counter()

        def nid(prefix):
            counters[prefix] += 1
            return "%s-%03d" % (prefix, counters[prefix])

        # cultures: one prompt per origin (romanised and native script)
        cyc = self.cycle(T.CULTURES)
        for o in ORIGINS:
            key = o["key"]
            self.render(nid("cultures-" + key), "cultures", "en", next(cyc), ("origin", key))
        self.add_hand("cultures", nid)

        # casing
        cyc = self.cycle(T.CASING)
        for mode in ("lower", "upper", "namelower", "nameupper", "title"):
            for _ in range(11):
                self.render(nid("casing-" + mode), "casing", "en", next(cyc), latin_src, mode=mode)
        self.add_hand("casing", nid)

        # position
        for pos in ("start", "middle", "end"):
            cyc = self.cycle(T.POSITION[pos])
            for _ in range(22):
                self.render(nid("position-" + pos), "position", "en", next(cyc), any_src)
        self.add_hand("position", nid)

        for slc, tpls, n, src, lower_every in (
                ("lists", T.LISTS, 40, any_src, 8),
                ("possessive", T.POSSESSIVE, 60, any_src, 0),
                ("quoted", T.QUOTED, 44, any_src, 9),
                ("code", T.CODE, 48, latin_src, 0),
                ("business", T.BUSINESS, 50, any_src, 0),
                ("titles", T.TITLES, 60, any_src, 0)):
            cyc = self.cycle(tpls)
            for i in range(n):
                mode = "lower" if lower_every and i % lower_every == lower_every - 1 else None
                self.render(nid(slc), slc, "en", next(cyc), src, mode=mode,
                            possessive=(slc == "possessive"))
            self.add_hand(slc, nid)

        # non-English
        for lang, tpls in T.NONENGLISH.items():
            src = NONEN_SOURCE[lang]
            for t in tpls:
                self.render(nid("nonenglish-" + lang), "nonenglish", lang, t, src)
        self.add_hand("nonenglish", nid)

        # keep slice
        for lang, tpls in T.KEEP_T.items():
            # English keep templates are used twice (the first 20 of them), with new draws
            todo = tpls + tpls[:20] if lang == "en" else tpls
            for t in todo:
                self.render(nid("keep-" + lang), "keep", lang, t, latin_src)
        self.add_hand("keep", nid)

    def add_hand(self, slc, nid):
        for item in H.HAND[slc]:
            lang, marked = item
            if slc == "nonenglish":
                rid = nid("nonenglish-%s-hand" % lang)
            else:
                rid = nid(slc + "-hand")
            self.hand(rid, slc, lang, marked)


LOCAL = {
    "de": ["german", "austrian", "swiss"],
    "es": ["spanish", "mexican", "argentine", "colombian", "catalan", "basque", "galician", "andean"],
    "fr": ["french", "quebecois", "haitian", "maghrebi", "kabyle", "wolof", "mande", "congolese"],
    "it": ["italian", "maltese"],
    "pt": ["portuguese", "brazilian"],
    "nl": ["dutch", "flemish", "afrikaans"],
    "sv": ["swedish", "sami", "finnish"],
    "id": ["javanese", "balinese"],
    "vi": ["vietnamese"],
    "tr": ["turkish"],
}
NONEN_SOURCE = {lang: ("local", (keys, 0.6)) for lang, keys in LOCAL.items()}
NONEN_SOURCE.update({"vi": ("origin", "vietnamese"), "tr": ("origin", "turkish"),
                     "ja": ("origin", "japanese_jpan"), "zh": ("origin", "chinese_hans"),
                     "ko": ("origin", "korean_hang"), "ar": ("origin", "arabic_arab"),
                     "hi": ("origin", "hindi_deva"), "he": ("origin", "hebrew_hebr")})
for _l in INFLECT:
    NONEN_SOURCE[_l] = ("inflect", _l)


def validate_all(b):
    seen = set()
    for rec in b.records:
        rid = rec["id"]
        if rid in seen:
            raise ValueError("%s: duplicate id" % rid)
        seen.add(rid)
        if rec["slice"] not in SLICES:
            raise ValueError("%s: unknown slice %r" % (rid, rec["slice"]))
        if not rid.startswith(rec["slice"] + "-"):
            raise ValueError("%s: id does not start with the slice name" % rid)
        probs = record_problems(rec)
        if probs:
            raise ValueError("%s: %s" % (rid, "; ".join(probs)))
        for k in rec["keep"]:
            if b.kind_of(k) is None:
                raise ValueError("%s: keep item %r has no kind (add it to a pool or mark it "
                                 "[[word|kind]])" % (rid, k))
    st = stats(b)
    for slc in SLICES:
        s = st[slc]
        if slc == "keep":
            if s["prompts"] < MIN_KEEP_PROMPTS:
                raise ValueError("slice keep: only %d prompts" % s["prompts"])
        elif s["names"] < MIN_NAMES.get(slc, MIN_NAMES_DEFAULT):
            raise ValueError("slice %s: only %d names" % (slc, s["names"]))


def stats(b):
    st = {s: collections.Counter() for s in SLICES + ["total"]}
    for r in b.records:
        for key in (r["slice"], "total"):
            st[key]["prompts"] += 1
            st[key]["names"] += len(r["names"])
            st[key]["keep"] += len(r["keep"])
            st[key]["hand"] += "-hand-" in r["id"]
    return st


def main():
    b = Builder()
    b.build()
    validate_all(b)
    lines = [json.dumps(r, ensure_ascii=False) for r in b.records]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    st = stats(b)
    print("%-12s %8s %6s %6s %6s" % ("slice", "prompts", "names", "keep", "hand"))
    for s in SLICES + ["total"]:
        c = st[s]
        print("%-12s %8d %6d %6d %6d" % (s, c["prompts"], c["names"], c["keep"], c["hand"]))
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))
    if "--stats" in sys.argv:
        kinds = collections.Counter()
        for r in b.records:
            for k in r["keep"]:
                kinds[b.kind_of(k)] += 1
        print("keep kinds:", dict(sorted(kinds.items(), key=lambda x: -x[1])))
        langs = collections.Counter(r["lang"] for r in b.records)
        print("langs:", dict(sorted(langs.items(), key=lambda x: -x[1])))
        nonen = collections.Counter(r["lang"] for r in b.records if r["slice"] == "nonenglish")
        print("nonenglish langs:", len(nonen), dict(nonen))
        glued = 0
        for r in b.records:
            for n in r["names"]:
                toks = [t for t in s_tokens(n["text"]) if s_outside_count(r["text"], t, r["names"]) == 0]
                if all(s_word_count(r["text"], t) == 0 for t in toks):
                    glued += 1
        print("names invisible to scrubbed-mode scoring (glued to adjacent letters):", glued)
        print("origins:", len(ORIGINS), "romanised:", len(LATIN_KEYS), "native:", len(NATIVE_KEYS))


if __name__ == "__main__":
    main()
