#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl (PERSON-name evaluation corpus, v17).

python3 stdlib only.  `python3 make_corpus.py` rewrites names_eval.jsonl byte for byte
(fixed seed, fixed iteration order, per-record RNGs seeded with strings, which Python
hashes with SHA-512 independently of PYTHONHASHSEED).  Every record is validated before
anything is written; a bad record raises ValueError naming its id.

    python3 make_corpus.py            # write names_eval.jsonl, print a summary
    python3 make_corpus.py --stats    # also print per-slice / per-subslice tables (markdown)
    python3 make_corpus.py --check    # generate + validate, write nothing
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS  # noqa: E402
from templates import (VOCAB, CULTURES, CASING, POSITION, LISTS, POSSESSIVE,  # noqa: E402
                       QUOTED, CODE, TITLES, BUSINESS, NONENGLISH)
from hand_data import HAND, KEEP  # noqa: E402

SEED = 20261217
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICE_ORDER = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
               "titles", "business", "nonenglish", "keep"]
CASED_SCRIPTS = ("Latn", "Cyrl", "Grek")
ORIGIN_BY_KEY = {o["key"]: o for o in ORIGINS}

# ----------------------------------------------------------------------------- text helpers
_FOLD = {"ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE",
         "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
         "ı": "i", "ə": "e", "Ə": "E", "ŋ": "ng", "Ŋ": "Ng", "ħ": "h", "Ħ": "H"}


def deaccent(s):
    """Remove diacritics but keep case and punctuation (Nguyễn -> Nguyen, Đỗ -> Do)."""
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def ascii_slug(s):
    s = deaccent(s).lower()
    return re.sub(r"[^a-z0-9]", "", s)


def scorer_tokens(s):
    return re.findall(r"\w+", s)


def word_tokens(s):
    """Tokens that keep combining marks inside words (Indic, Thai, Myanmar scripts)."""
    toks, cur = [], []
    for c in s:
        if c.isalnum() or c == "_" or unicodedata.category(c).startswith("M"):
            cur.append(c)
        else:
            if cur:
                toks.append("".join(cur))
            cur = []
    if cur:
        toks.append("".join(cur))
    return toks


def outside_count(text, w, spans):
    """Same rule as score.py: whole-word occurrences of w outside every name span."""
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


# ----------------------------------------------------------------------------- people
def gendered(item, gender):
    if "/" in item:
        m, f = item.split("/", 1)
        return f if gender == "f" else m
    return item


def initial(given):
    return given[0].upper() + "."


def make_person(rng, o, gender):
    style = o["style"]
    givens = o["f"] if gender == "f" else o["m"]
    given = rng.choice(givens)
    family = None
    given_full = given
    first = given
    title = None
    full = None
    if style in ("western", "flex"):
        eng_used = False
        if o.get("eng_f") and rng.random() < o.get("engp", 0):
            given = rng.choice(o["eng_f"] if gender == "f" else o["eng_m"])
            first = given_full = given
            eng_used = True
        if rng.random() < o.get("mono_p", 0) or not o["fam"]:
            full = given
        else:
            family = gendered(rng.choice(o["fam"]), gender)
            if rng.random() < o.get("fam2p", 0):
                other = [x for x in o["fam"] if gendered(x, gender) != family]
                family = family + o.get("joiner", " ") + gendered(rng.choice(other), gender)
            middle = ""
            if o.get("patr") and rng.random() < o.get("patrp", 0):
                middle = gendered(rng.choice(o["patr"]), gender) + " "
            elif rng.random() < o.get("mip", 0):
                middle = rng.choice("ABCDEFGHJKLMNPRSTW") + ". "
            if style == "flex" and not eng_used and rng.random() < o.get("eastp", 0):
                full = family + " " + given
            else:
                full = given + " " + middle + family
    elif style == "joined":
        family = rng.choice(o["fam"])
        sep = " " if rng.random() < o.get("spacep", 0) else ""
        full = family + sep + given
        first = full
        title = full
        family = None
    elif style == "viet":
        family = rng.choice(o["fam"])
        mid = rng.choice(o["mid_f"] if gender == "f" else o["mid_m"])
        if rng.random() < o.get("deacc", 0):
            family, mid, given = deaccent(family), deaccent(mid), deaccent(given)
        full = family + " " + mid + " " + given
        first = given
        given_full = mid + " " + given
        title = given
    elif style == "patronymic_is":
        family = gendered(rng.choice(o["fam"]), gender) + ("dóttir" if gender == "f" else "son")
        full = given + " " + family
    elif style == "gulf":
        family = rng.choice(o["fam"])
        if rng.random() < o.get("binp", 0):
            b = o["bin"][1] if gender == "f" else o["bin"][0]
            full = given + " " + b + " " + rng.choice(o["fathers"]) + " " + family
        else:
            full = given + " " + family
    elif style == "malay":
        b = o["bin"][1] if gender == "f" else o["bin"][0]
        full = given + " " + b + " " + rng.choice(o["fathers"])
        title = given
    elif style == "ethiopian":
        fathers = list(o["fathers"])
        father = rng.choice(fathers)
        full = given + " " + father
        if rng.random() < o.get("gfp", 0):
            full += " " + rng.choice([x for x in fathers if x != father])
        family = father
        title = given
    elif style == "sikh":
        sk = o["singh"][1] if gender == "f" else o["singh"][0]
        full = given + " " + sk
        family = sk
        if rng.random() < o.get("famp", 0):
            family = rng.choice(o["fam"])
            full += " " + family
    elif style == "tamil":
        father = rng.choice(o["fam"])
        if rng.random() < o.get("initialp", 0):
            full = father[0] + ". " + given
        else:
            full = given + " " + father
            family = father
        title = given
    elif style == "fixed":
        full = first = title = given
    elif style == "pair":
        pool = o["f"] + o["m"]
        a = given
        b = rng.choice([x for x in pool if x != a])
        full = first = title = a + " " + b
        given_full = full
    elif style == "balinese":
        pre = rng.choice(o["prefix_f"] if gender == "f" else o["prefix_m"])
        full = pre + " " + given
        title = given
    elif style == "hk":
        family = rng.choice(o["fam"])
        if rng.random() < o.get("engp", 0):
            eng = rng.choice(o["eng_f"] if gender == "f" else o["eng_m"])
            full = eng + " " + family
            if rng.random() < o.get("bothp", 0):
                full += " " + given
            first = given_full = eng
        else:
            full = family + " " + given
    elif style == "kenyan":
        parts = []
        if rng.random() < o.get("engp", 0):
            parts.append(rng.choice(o["eng_f"] if gender == "f" else o["eng_m"]))
        parts.append(given)
        if rng.random() < o.get("famp", 0) or len(parts) == 1:
            fam = rng.choice([x for x in o["fam"] if x != given])
            parts.append(fam)
        full = " ".join(parts)
        first = given_full = parts[0]
        family = parts[-1] if len(parts) > 1 else None
    elif style == "rwandan":
        family = rng.choice(o["fam"])
        full = (family + " " + given) if rng.random() < 0.5 else (given + " " + family)
    else:
        raise ValueError("unknown style %s" % style)
    if title is None:
        if o.get("tform") == "first":
            title = first
        else:
            title = family if family else first
    p = dict(origin=o["key"], script=o["script"], gender=gender, full=full, first=first,
             title=title, family=family, given_full=given_full)
    if o["script"] == "Latn":
        g, f = ascii_slug(given_full.split(" ")[0] if style != "pair" else full), ascii_slug(family or "")
        styles = ["first.last", "first.last", "first.last", "flast", "first_last", "first-last", "firstl"]
        hs = rng.choice(styles) if f else "first"
        if hs == "first.last":
            h = g + "." + f
        elif hs == "flast":
            h = g[0] + f
        elif hs == "first_last":
            h = g + "_" + f
        elif hs == "first-last":
            h = g + "-" + f
        elif hs == "firstl":
            h = g + f[0]
        else:
            h = ascii_slug(full)
        p["handle"] = h
    return p


def form_of(p, form):
    fam = p["family"]
    lcg = p["script"] in CASED_SCRIPTS
    if form in (None, "full"):
        return p["full"]
    if form == "first":
        return p["first"]
    if form == "last":
        return p["title"]
    if form == "family":
        return fam or p["full"]
    if form == "lastfirst":
        return (fam + ", " + p["given_full"]) if fam else p["full"]
    if form == "lastinit":
        if fam and lcg:
            return fam + ", " + initial(p["given_full"])
        return form_of(p, "lastfirst")
    if form == "initlast":
        if fam and lcg:
            return initial(p["given_full"]) + " " + fam
        return p["full"]
    if form == "handle":
        if "handle" not in p:
            raise KeyError("handle for non-Latin person")
        return p["handle"]
    raise ValueError("unknown form %r" % form)


# ----------------------------------------------------------------------------- rendering
TOKEN = re.compile(r"\{([A-H])([fm]?)(?:\.(\w+))?(?:!([lu]))?\}"
                   r"|<<(.+?)>>|\[\[(.+?)\]\]|%([A-Z]+)%|#([A-Z]+)#", re.S)
LATIN_FORMS = ("handle", "initlast", "lastinit")


def analyse(tpl):
    """letters used -> (gender or None, needs_latin)"""
    info = {}
    for m in TOKEN.finditer(tpl):
        if m.group(1):
            L = m.group(1)
            g, latin = info.get(L, (None, False))
            if m.group(2):
                g = m.group(2)
            if m.group(3) in LATIN_FORMS:
                latin = True
            info[L] = (g, latin)
    return info


def filler(rng, kind):
    if kind == "AMT":
        return "{:,}.{:02d}".format(rng.randint(80, 9800), rng.choice([0, 0, 50, 99, 25]))
    if kind == "NUM":
        return str(rng.randint(10000, 99999))
    if kind == "INV":
        return "INV-%d-%04d" % (rng.choice([2023, 2024, 2025]), rng.randint(1, 9999))
    raise ValueError("unknown filler %s" % kind)


def vocab_fill(rng, s):
    return re.sub(r"%([A-Z]+)%", lambda m: rng.choice(VOCAB[m.group(1)]), s)


def case_fn(mode, kind):
    if mode == "lower":
        return str.lower
    if mode == "upper":
        return str.upper
    if mode == "nameslower" and kind == "name":
        return str.lower
    if mode == "namesupper" and kind == "name":
        return str.upper
    return None


def render(tpl, rng, pools, opts=None, mode=None):
    """Returns (text, names, keep).  pools: letter -> list of origin dicts."""
    opts = opts or {}
    info = analyse(tpl)
    genders = dict(opts.get("gender", {}))
    people = {}
    used_full, used_first = set(), set()
    for L in sorted(info):
        g, latin = info[L]
        g = genders.get(L, g) or rng.choice("fm")
        cands = [o for o in pools[L] if (o["script"] == "Latn" or not (latin or opts.get("latin")))]
        if not cands:
            raise LookupError("no origin for %s" % L)
        for _ in range(40):
            o = rng.choice(cands)
            p = make_person(rng, o, g)
            if p["full"] not in used_full and p["first"] not in used_first:
                break
        else:
            raise LookupError("could not draw distinct people")
        used_full.add(p["full"])
        used_first.add(p["first"])
        people[L] = p
    segs = []  # (kind, text)
    pos = 0
    for m in TOKEN.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        pos = m.end()
        if m.group(1):
            s = form_of(people[m.group(1)], m.group(3))
            if m.group(4) == "l":
                s = s.lower()
            elif m.group(4) == "u":
                s = s.upper()
            segs.append(("name", s))
        elif m.group(5) is not None:
            segs.append(("name", m.group(5)))
        elif m.group(6) is not None:
            segs.append(("keep", vocab_fill(rng, m.group(6))))
        elif m.group(7):
            segs.append(("lit", rng.choice(VOCAB[m.group(7)])))
        else:
            segs.append(("lit", filler(rng, m.group(8))))
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    text_parts, names, keep = [], [], []
    off = 0
    for kind, s in segs:
        s = unicodedata.normalize("NFC", s)
        fn = case_fn(mode, kind)
        if fn:
            s = fn(s)
        if kind == "name":
            names.append({"start": off, "end": off + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text_parts.append(s)
        off += len(s)
    return "".join(text_parts), names, keep, people


# ----------------------------------------------------------------------------- validation
LEFTOVER = re.compile(r"\{[A-H][fm]?(?:\.\w+)?(?:![lu])?\}|<<|\[\[|\]\]|%[A-Z]+%|#[A-Z]+#")
END_TAIL = re.compile(r"[\s.!?'\"”’»)]*\Z")


def validate(rec):
    rid = rec.get("id", "?")

    def bad(msg):
        raise ValueError("record %s: %s" % (rid, msg))

    for k in ("id", "slice", "lang", "text", "names", "keep"):
        if k not in rec:
            bad("missing field %s" % k)
    text = rec["text"]
    if LEFTOVER.search(text):
        bad("unrendered markup in text")
    if not text.strip():
        bad("empty text")
    prev = -1
    for n in rec["names"]:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(text)):
            bad("span out of range %r" % n)
        if text[s:e] != n["text"]:
            bad("span text mismatch %r vs %r" % (text[s:e], n["text"]))
        if n["text"] != n["text"].strip():
            bad("span has surrounding whitespace %r" % n["text"])
        if s < prev:
            bad("spans overlap or are unsorted at %r" % n["text"])
        prev = e
    if rec["slice"] == "keep":
        if rec["names"]:
            bad("keep slice record has names")
        if not rec["keep"]:
            bad("keep slice record has no keep items")
    elif not rec["names"]:
        bad("name-bearing record has no names")
    name_toks = set()
    for n in rec["names"]:
        name_toks.update(t.casefold() for t in word_tokens(n["text"]))
    for k in rec["keep"]:
        if not k.strip() or k != k.strip():
            bad("bad keep item %r" % k)
        if outside_count(text, k, rec["names"]) < 1:
            bad("keep item %r does not occur as a word outside the name spans" % k)
        ktoks = set(t.casefold() for t in word_tokens(k))
        shared = ktoks & name_toks
        if shared:
            bad("keep item %r shares token(s) %s with a name" % (k, sorted(shared)))
    parts = rec["id"].split("-")
    if rec["slice"] == "position" and parts[1] in ("start", "middle", "end"):
        first, last = rec["names"][0], rec["names"][-1]
        if parts[1] == "start" and first["start"] != 0:
            bad("position-start but first name does not start the prompt")
        if parts[1] == "end" and not END_TAIL.match(text[last["end"]:]):
            bad("position-end but text continues after the last name")
        if parts[1] == "middle" and (first["start"] == 0 or not re.search(r"\w", text[last["end"]:])):
            bad("position-middle but a name touches an edge")


# ----------------------------------------------------------------------------- plan
def build_plan():
    """A list of items: dict(slice, sub, lang, tpl, opts, pools, mode)."""
    master = random.Random("%d:plan" % SEED)
    all_pool = list(ORIGINS)
    cased_pool = [o for o in ORIGINS if o["script"] in CASED_SCRIPTS]
    latin_pool = [o for o in ORIGINS if o["script"] == "Latn"]
    plan = []

    def pools_for(tpl, opts, default):
        pools = {}
        for L in analyse(tpl):
            keys = opts.get("origins_" + L) or opts.get("origins")
            pools[L] = [ORIGIN_BY_KEY[k] for k in keys] if keys else default
        return pools

    def norm(t):
        if isinstance(t, str):
            return None, t, {}
        if len(t) == 2:
            return t[0], t[1], {}
        return t[0], t[1], t[2]

    # cultures: every origin once, then a second prompt for every non-Latin origin and
    # every third Latin origin.  Templates are dealt from a shuffled deck.
    deck = list(range(len(CULTURES)))
    master.shuffle(deck)
    di = [0]

    def deal(avoid):
        for _ in range(len(deck)):
            t = deck[di[0] % len(deck)]
            di[0] += 1
            if di[0] % len(deck) == 0:
                master.shuffle(deck)
            if t not in avoid:
                return t
        raise RuntimeError("deck exhausted")

    first_round = {}
    rounds = [(o, None) for o in ORIGINS]
    rounds += [(o, 2) for i, o in enumerate(ORIGINS) if o["script"] != "Latn" or i % 3 == 0]
    for o, r in rounds:
        t = deal({first_round.get(o["key"])} if r else set())
        first_round.setdefault(o["key"], t)
        _, tpl, opts = norm(CULTURES[t])
        plan.append(dict(slice="cultures", sub=o["key"], lang="en", tpl=tpl, opts=opts,
                         pools={L: [o] for L in analyse(tpl)}, mode=None))
    # casing: 4 modes x 18, templates dealt in order (each template in 2 different modes)
    ci = 0
    for mode in ("lower", "upper", "nameslower", "namesupper"):
        for _ in range(18):
            tpl = CASING[ci % len(CASING)]
            ci += 1
            plan.append(dict(slice="casing", sub=mode, lang="en", tpl=tpl, opts={},
                             pools={L: cased_pool for L in analyse(tpl)}, mode=mode))
    for posn in ("start", "middle", "end"):
        for tpl in POSITION[posn]:
            plan.append(dict(slice="position", sub=posn, lang="en", tpl=tpl, opts={},
                             pools={L: all_pool for L in analyse(tpl)}, mode=None))
    for sl, items in (("lists", LISTS), ("possessive", POSSESSIVE), ("quoted", QUOTED),
                      ("code", CODE), ("titles", TITLES), ("business", BUSINESS)):
        default = latin_pool if sl == "titles" else all_pool
        for t in items:
            sub, tpl, opts = norm(t)
            plan.append(dict(slice=sl, sub=sub, lang="en", tpl=tpl, opts=opts,
                             pools=pools_for(tpl, opts, default), mode=None))
    for lang, (okeys, tpls) in NONENGLISH.items():
        pool = [ORIGIN_BY_KEY[k] for k in okeys]
        opts = {}
        for tpl in tpls:
            plan.append(dict(slice="nonenglish", sub=lang, lang=lang, tpl=tpl, opts=opts,
                             pools={L: pool for L in analyse(tpl)}, mode=None,
                             east=(lang == "hu")))
    for sl, lang, text in HAND:
        sub = ("%s-hand" % lang) if sl == "nonenglish" else "hand"
        plan.append(dict(slice=sl, sub=sub, lang=lang, tpl=text, opts={}, pools={}, mode=None))
    for lang, text in KEEP:
        plan.append(dict(slice="keep", sub=lang, lang=lang, tpl=text, opts={}, pools={}, mode=None))
    order = {s: i for i, s in enumerate(SLICE_ORDER)}
    plan.sort(key=lambda it: order[it["slice"]])  # stable: keeps the order within a slice
    return plan


def east_pools(pools):
    """Hungarian prompts use the Hungarian (family-first) order."""
    out = {}
    for L, ps in pools.items():
        out[L] = [dict(o, eastp=1.0) if o["style"] == "flex" else o for o in ps]
    return out


def generate():
    plan = build_plan()
    counters = {}
    records, seen_text, seen_id = [], set(), set()
    for it in plan:
        prefix = it["slice"] + ("-" + it["sub"] if it["sub"] else "")
        counters[prefix] = counters.get(prefix, 0) + 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        if rid in seen_id:
            raise ValueError("record %s: duplicate id" % rid)
        seen_id.add(rid)
        pools = east_pools(it["pools"]) if it.get("east") else it["pools"]
        last_err = None
        for attempt in range(80):
            rng = random.Random("%d:%s:%d" % (SEED, rid, attempt))
            try:
                text, names, keep, _ = render(it["tpl"], rng, pools, it["opts"], it["mode"])
            except (LookupError, KeyError) as e:
                last_err = e
                continue
            rec = {"id": rid, "slice": it["slice"], "lang": it["lang"], "text": text,
                   "names": names, "keep": keep}
            try:
                validate(rec)
            except ValueError as e:
                last_err = e
                if not it["pools"]:  # hand-written: no second chance
                    raise
                continue
            if text in seen_text:
                last_err = ValueError("record %s: duplicate text" % rid)
                continue
            break
        else:
            raise ValueError("record %s: no valid rendering (%s)" % (rid, last_err))
        seen_text.add(text)
        records.append(rec)
    for rec in records:  # final pass over everything that will be written
        validate(rec)
    return records


# ----------------------------------------------------------------------------- output
def dump(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def summary(records, stats=False):
    by_slice = {}
    for r in records:
        d = by_slice.setdefault(r["slice"], [0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
    tot = [sum(v[i] for v in by_slice.values()) for i in range(3)]
    print("| slice | prompts | name spans | keep items |")
    print("|---|---:|---:|---:|")
    for s in SLICE_ORDER:
        if s in by_slice:
            print("| `%s` | %d | %d | %d |" % ((s,) + tuple(by_slice[s])))
    print("| **total** | **%d** | **%d** | **%d** |" % tuple(tot))
    if not stats:
        return
    subs = {}
    for r in records:
        parts = r["id"].split("-")
        sub = "-".join(parts[1:-1]) or "-"
        d = subs.setdefault((r["slice"], sub), [0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
    for s in SLICE_ORDER:
        print("\n#### `%s`\n" % s)
        rows = sorted((k[1], v) for k, v in subs.items() if k[0] == s)
        print(", ".join("%s %d/%d/%d" % (sub, v[0], v[1], v[2]) for sub, v in rows))
    langs = {}
    for r in records:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("\nlanguages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items()))))
    print("origins: %d" % len(ORIGINS))


def main(argv):
    records = generate()
    data = dump(records)
    if "--check" not in argv:
        with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
        print("wrote %s (%d records)" % (OUT, len(records)))
    summary(records, stats="--stats" in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
