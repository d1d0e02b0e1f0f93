#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v14/names_eval.jsonl (python3 stdlib only).

    python3 make_corpus.py            # writes names_eval.jsonl next to this file

Fixed seed, fixed iteration order: the output is byte-for-byte reproducible.
Every record is validated before anything is written; a bad record raises
ValueError("<id>: <reason>").

Template markup (see README.md):
  {A}            full name of person A (A..H); {Af} / {Am} force the gender
  {A:first}      the name people use to address A ("Tomasz", "Lan" for Nguyễn Thị Lan)
  {A:ref}        the part used after a title (family name, or given/full name where
                 that is the custom)
  {A:handle}     first.last in ASCII (code handles)
  {A:initlast}   "P. Raman";  {A:lastfirst}  "Raman, Priya"
  {A:...|lower}  {A:...|upper}  case of this mention only
  ⟪...⟫          a literal, hand-written name
  ⟦...⟧          a word or phrase that must be kept
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
import templates as T  # noqa: E402
import hand_en as HE  # noqa: E402
import hand_intl as HI  # noqa: E402

SEED = 20261204
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "nonenglish", "titles", "business", "keep"]

ORIGIN_BY_SLUG = {o["slug"]: o for o in ORIGINS}

# --------------------------------------------------------------------- persons
_ASCII_MAP = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ł": "l", "Ł": "L",
              "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "œ": "oe",
              "ı": "i", "ə": "e", "Ə": "E", "ʻ": "", "'": "", "’": ""}


def strip_marks(s):
    out = []
    for ch in unicodedata.normalize("NFD", s):
        if unicodedata.category(ch) == "Mn":
            continue
        out.append(ch)
    s = unicodedata.normalize("NFC", "".join(out))
    return s.replace("đ", "d").replace("Đ", "D")


def to_ascii(s):
    s = "".join(_ASCII_MAP.get(c, c) for c in s)
    s = strip_marks(s)
    return "".join(c for c in s if c.isascii())


class Person:
    def __init__(self, origin, given, mid, family, gender, fg, stripped):
        self.origin = origin["slug"]
        self.gender = gender
        if stripped:
            given, mid, family = strip_marks(given), strip_marks(mid), strip_marks(family)
        base = given
        given = f"{given} {mid}" if mid else given
        self.given = given
        self.family = family
        self.fg = fg
        if family:
            self.full = f"{family} {given}" if fg else f"{given} {family}"
        else:
            self.full = given
        call = origin.get("call", "given")
        self.call = base.split()[-1] if call == "lastword" else base
        ref = origin.get("ref", "last")
        if ref == "first":
            self.ref = self.call
        elif ref == "full" or not family:
            self.ref = self.full
        else:
            self.ref = family
        a_first = re.sub(r"[^a-z0-9]", "", to_ascii(self.call).lower())
        a_fam = re.sub(r"[^a-z0-9]", "", to_ascii(family).lower())
        self.handle = f"{a_first}.{a_fam}" if a_fam else ".".join(
            re.sub(r"[^a-z0-9]", "", to_ascii(w).lower()) for w in self.full.split())
        self.initlast = f"{given[0]}. {family}" if family else self.full
        self.lastfirst = f"{family}, {given}" if family else self.full

    def form(self, name):
        if name in ("", "full"):
            return self.full
        if name == "first":
            return self.call
        if name == "ref":
            return self.ref
        if name == "last":
            return self.family or self.full
        if name == "handle":
            return self.handle
        if name == "initlast":
            return self.initlast
        if name == "lastfirst":
            return self.lastfirst
        raise KeyError(name)


def make_person(rng, origin, gender=None, need_family=False):
    if gender is None:
        gender = rng.choice("fm")
    pool = origin[gender] or origin["m" if gender == "f" else "f"]
    given = rng.choice(pool)
    family = ""
    if origin["family"]:
        fam = rng.choice(origin["family"])
        family = fam if isinstance(fam, str) else (fam[0] if gender == "m" else fam[1])
        if origin.get("second_p") and rng.random() < origin["second_p"]:
            others = [f for f in origin["family"] if f != fam and isinstance(f, str)]
            if others:
                family = family + origin.get("second_join", " ") + rng.choice(others)
        if not need_family and origin.get("single_p") and rng.random() < origin["single_p"]:
            family = ""
    mid = ""
    if origin.get("mid") and rng.random() < origin.get("mid_p", 0):
        mid = rng.choice(origin["mid"])
        if "/" in mid:
            mid = mid.split("/")[0 if gender == "m" else 1]
    fg = (not need_family) and rng.random() < origin.get("fg_p", 0.0)
    stripped = rng.random() < origin.get("strip_p", 0.0)
    return Person(origin, given, mid, family, gender, fg, stripped)


# -------------------------------------------------------------------- renderer
PLACEHOLDER = re.compile(r"\{([A-H])([fm]?)(?::([a-z]+))?(?:\|(lower|upper))?\}")
TOKEN = re.compile(r"(\{[A-H][fm]?(?::[a-z]+)?(?:\|(?:lower|upper))?\}|⟪.+?⟫|⟦.+?⟧)", re.S)
NEEDS_FAMILY = {"handle", "initlast", "lastfirst", "last"}


def parse(template):
    """-> list of (kind, payload): ('txt', s) | ('ph', (letter, gender, form, case))
    | ('lit', name) | ('keep', word)"""
    segs = []
    for part in TOKEN.split(template):
        if not part:
            continue
        m = PLACEHOLDER.fullmatch(part)
        if m:
            segs.append(("ph", (m.group(1), m.group(2) or None, m.group(3) or "full",
                                m.group(4))))
        elif part.startswith("⟪") and part.endswith("⟫"):
            segs.append(("lit", part[1:-1]))
        elif part.startswith("⟦") and part.endswith("⟧"):
            segs.append(("keep", part[1:-1]))
        else:
            if "⟪" in part or "⟫" in part or "⟦" in part or "⟧" in part:
                raise ValueError("unbalanced markup in template: %r" % template[:80])
            segs.append(("txt", part))
    return segs


def placeholder_needs(segs):
    """letter -> (gender or None, needs_family)"""
    need = {}
    for kind, p in segs:
        if kind != "ph":
            continue
        letter, g, form, _ = p
        g0, f0 = need.get(letter, (None, False))
        if g and g0 and g != g0:
            raise ValueError("conflicting genders for %s" % letter)
        need[letter] = (g or g0, f0 or form in NEEDS_FAMILY)
    return need


def title_case_chars(s):
    out = list(s)
    for i, ch in enumerate(s):
        if ch.islower() and (i == 0 or s[i - 1] in " \t\n\"(/[-“«"):
            up = ch.upper()
            if len(up) == 1:
                out[i] = up
    return "".join(out)


def render(segs, persons, mode=None):
    """Build text, name spans and keep list. mode: None | lower | upper | namelower |
    nameupper | title | inverted. Case changes are applied per segment, so offsets stay
    exact even where case mapping changes the length of a string."""
    pieces = []  # (kind, text)
    for kind, p in segs:
        if kind == "txt":
            pieces.append(("txt", p))
        elif kind == "keep":
            pieces.append(("keep", p))
        elif kind == "lit":
            pieces.append(("name", p))
        else:
            letter, _g, form, case = p
            s = persons[letter].form(form)
            if case == "lower":
                s = s.lower()
            elif case == "upper":
                s = s.upper()
            pieces.append(("name", s))
    if mode in ("lower", "upper"):
        pieces = [(k, getattr(t, mode)()) for k, t in pieces]
    elif mode == "namelower":
        pieces = [(k, t.lower() if k == "name" else t) for k, t in pieces]
    elif mode == "nameupper":
        pieces = [(k, t.upper() if k == "name" else t) for k, t in pieces]
    elif mode in ("title", "inverted"):
        whole = "".join(t for _, t in pieces)
        if mode == "title":
            new = title_case_chars(whole)
        else:
            new = "".join(c.swapcase() if len(c.swapcase()) == 1 else c for c in whole)
        assert len(new) == len(whole)
        out, pos = [], 0
        for k, t in pieces:
            out.append((k, new[pos:pos + len(t)]))
            pos += len(t)
        pieces = out
    elif mode is not None:
        raise ValueError("unknown mode %s" % mode)
    text, names, keep, pos = [], [], [], 0
    for k, t in pieces:
        if k == "name":
            names.append({"start": pos, "end": pos + len(t), "text": t})
        elif k == "keep" and t not in keep:
            keep.append(t)
        text.append(t)
        pos += len(t)
    return "".join(text), names, keep


# ------------------------------------------------------------------ validation
ID_RE = re.compile(r"^([a-z]+)(?:-([a-z_]+))?(?:-(hand))?-(\d{3})$")
WORD = re.compile(r"\w+")


def is_word_char(c):
    # letters, digits and combining marks (Python's \w leaves out the vowel signs of
    # Indic and Southeast Asian scripts, which would split words into fragments)
    return c == "_" or unicodedata.category(c)[0] in "LNM"


def words(s):
    """Word tokens for the validator's checks (keeps combining marks in the word)."""
    out, cur = [], []
    for c in s:
        if is_word_char(c):
            cur.append(c)
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out
# scripts in which particles, prefixes or honorifics are routinely written together
# with the name (the span then covers the name only, see README)
FUSING_LANGS = {"zh", "yue", "ja", "ko", "th", "km", "my", "ar", "he", "fa", "ur", "am",
                "bn", "hi", "mr", "ta", "te"}
LANGS_OK = None  # filled in main()


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def substring_outside(text, w, spans):
    i = text.find(w)
    while i != -1:
        if all(i + len(w) <= s["start"] or i >= s["end"] for s in spans):
            return True
        i = text.find(w, i + 1)
    return False


def validate(r):
    rid = r.get("id", "?")

    def bad(why):
        raise ValueError("%s: %s" % (rid, why))

    if set(r) != {"id", "slice", "lang", "text", "names", "keep"}:
        bad("unexpected fields %s" % sorted(r))
    m = ID_RE.match(rid)
    if not m:
        bad("id does not follow <slice>[-<subslice>]-NNN")
    if m.group(1) != r["slice"] or r["slice"] not in SLICES:
        bad("slice %r does not match id" % r["slice"])
    text, names, keep = r["text"], r["names"], r["keep"]
    if not isinstance(text, str) or not text.strip():
        bad("empty text")
    if "⟪" in text or "⟫" in text or "⟦" in text or "⟧" in text:
        bad("markup left in text")
    if not re.fullmatch(r"[a-z]{2,3}", r["lang"]):
        bad("bad lang code %r" % r["lang"])
    if r["slice"] == "keep":
        if names:
            bad("keep slice example has names")
        if not keep:
            bad("keep slice example without keep items")
    elif not names:
        bad("name-bearing slice example without names")
    last_end = -1
    for s in names:
        if set(s) != {"start", "end", "text"}:
            bad("bad span fields")
        st, en = s["start"], s["end"]
        if not (0 <= st < en <= len(text)):
            bad("span out of range %r" % s)
        if text[st:en] != s["text"]:
            bad("span text mismatch %r != %r" % (text[st:en], s["text"]))
        if s["text"] != s["text"].strip():
            bad("span has surrounding whitespace %r" % s["text"])
        if not words(s["text"]):
            bad("span without letters %r" % s["text"])
        if st < last_end:
            bad("spans unsorted or overlapping at %r" % s["text"])
        last_end = en
        if r["lang"] not in FUSING_LANGS:
            if st > 0 and is_word_char(text[st - 1]):
                bad("span starts inside a word: %r" % s["text"])
            if en < len(text) and is_word_char(text[en]):
                bad("span ends inside a word: %r" % s["text"])
    name_tokens = set()
    for s in names:
        name_tokens.update(t.casefold() for t in words(s["text"]))
    if len(set(keep)) != len(keep):
        bad("duplicate keep items")
    for k in keep:
        if not k or k != k.strip():
            bad("empty or padded keep item %r" % k)
        if not substring_outside(text, k, names):
            bad("keep item %r does not occur outside the name spans" % k)
        shared = {t.casefold() for t in words(k)} & name_tokens
        if shared:
            bad("keep item %r shares token(s) %s with a name" % (k, sorted(shared)))


# ------------------------------------------------------------------- building
class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = {}
        self.template_uses = {}
        self.origin_uses = {}
        self.used_full = set()  # a drawn full name is used only once in the corpus

    def new_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return "%s-%03d" % (prefix, n)

    def add(self, prefix, slice_, lang, text, names, keep):
        rec = {"id": self.new_id(prefix), "slice": slice_, "lang": lang, "text": text,
               "names": names, "keep": keep}
        validate(rec)
        self.records.append(rec)
        return rec

    def use_template(self, tpl):
        self.template_uses[tpl] = self.template_uses.get(tpl, 0) + 1
        if self.template_uses[tpl] > 2:
            raise ValueError("template used more than twice: %r" % tpl[:60])

    def draw(self, segs, origin=None, mode=None):
        """Draw persons for every placeholder letter and render. Redraws (fixed RNG
        sequence, so still deterministic) when a keep item would share a token with a
        drawn name or two persons would share a token."""
        need = placeholder_needs(segs)
        keep_tokens = set()
        for kind, p in segs:
            if kind == "keep":
                keep_tokens.update(t.casefold() for t in WORD.findall(p))
        lit_tokens = set()
        for kind, p in segs:
            if kind == "lit":
                lit_tokens.update(t.casefold() for t in WORD.findall(p))
        txt_tokens = set()  # case-sensitive, as in the scorer's attribution rule
        for kind, p in segs:
            if kind == "txt":
                txt_tokens.update(WORD.findall(p))
        for _attempt in range(200):
            persons, used = {}, set()
            ok = True
            for letter in sorted(need):
                g, fam = need[letter]
                if origin is not None:
                    o = origin
                else:
                    pool = [x for x in ORIGINS
                            if not fam or (x["family"] and x.get("ref", "last") == "last"
                                           and x.get("fg_p", 0) < 1)]
                    o = self.rng.choice(pool)
                p = make_person(self.rng, o, g, need_family=fam)
                raw = set(WORD.findall(p.full + " " + p.handle + " " + p.ref))
                toks = {t.casefold() for t in raw}
                ident = {p.full.casefold(), p.call.casefold()}
                # a keep item must never share a token with a name; two persons must
                # not share a full name or call name; and a name must keep at least one
                # token that does not also occur in the surrounding text
                if (ident & used or p.full.casefold() in self.used_full
                        or toks & keep_tokens
                        or set(WORD.findall(p.full)) <= txt_tokens
                        or set(WORD.findall(p.call)) <= txt_tokens):
                    ok = False
                    break
                used |= ident
                persons[letter] = p
            if ok:
                for p in persons.values():
                    self.origin_uses[p.origin] = self.origin_uses.get(p.origin, 0) + 1
                    self.used_full.add(p.full.casefold())
                return render(segs, persons, mode)
        raise ValueError("could not draw persons for template %r" % (segs,))

    # -- slices -----------------------------------------------------------
    def templated(self, prefix, slice_, tpl, lang="en", origin=None, mode=None,
                  lower_all=False):
        self.use_template(tpl)
        segs = parse(tpl)
        text, names, keep = self.draw(segs, origin=origin, mode=mode or (
            "lower" if lower_all else None))
        return self.add(prefix, slice_, lang, text, names, keep)

    def literal(self, prefix, slice_, lang, tpl, mode=None):
        segs = parse(tpl)
        if any(k == "ph" for k, _ in segs):
            raise ValueError("placeholder in hand-written prompt: %r" % tpl[:60])
        text, names, keep = render(segs, {}, mode)
        return self.add(prefix, slice_, lang, text, names, keep)


def build():
    b = Builder()
    rng = b.rng

    # 1. cultures: one templated prompt per origin (all persons from that origin),
    #    templates in a seeded order, each used at most twice; then hand-written cases.
    order = list(range(len(T.CULTURES)))
    rng.shuffle(order)
    if 2 * len(order) < len(ORIGINS):
        raise ValueError("not enough culture templates")
    for i, o in enumerate(ORIGINS):
        tpl = T.CULTURES[order[i % len(order)]]
        b.templated("cultures-%s" % o["slug"], "cultures", tpl, origin=o)
    for slug, lang, tpl in HE.CULTURES_HAND:
        if slug not in ORIGIN_BY_SLUG:
            raise ValueError("unknown origin in hand-written culture case: %s" % slug)
        b.literal("cultures-%s-hand" % slug, "cultures", lang, tpl)

    # 2. casing: each template in two different modes
    modes = ["lower", "upper", "namelower", "nameupper", "title"]
    for j, tpl in enumerate(T.CASING):
        for mode in (modes[j % 5], modes[(j + 2) % 5]):
            b.templated("casing-%s" % mode, "casing", tpl, mode=mode)
    for lang, tpl in HE.CASING_HAND:
        b.literal("casing-hand", "casing", lang, tpl)

    # 3. position
    for pos in ("start", "middle", "end"):
        for tpl in T.POSITION[pos]:
            for _ in range(2):
                b.templated("position-%s" % pos, "position", tpl)
    for lang, tpl in HE.POSITION_HAND:
        b.literal("position-hand", "position", lang, tpl)

    # 4-9. templated slices (each template twice), then hand-written cases
    for slice_, tpls, hand in (("lists", T.LISTS, HE.LISTS_HAND),
                               ("possessive", T.POSSESSIVE, HE.POSSESSIVE_HAND),
                               ("quoted", T.QUOTED, HE.QUOTED_HAND),
                               ("code", T.CODE, HE.CODE_HAND),
                               ("titles", T.TITLES, HE.TITLES_HAND),
                               ("business", T.BUSINESS, HE.BUSINESS_HAND)):
        k = 0
        for tpl in tpls:
            n_persons = len(placeholder_needs(parse(tpl)))
            # lists: every frame once (they carry many names); business: frames with
            # a single person once, the others twice; all other slices twice
            uses = 1 if slice_ == "lists" or (slice_ == "business" and n_persons == 1) else 2
            for _ in range(uses):
                k += 1
                # chat style: every 7th lists / quoted example entirely lower-case
                low = slice_ in ("lists", "quoted") and k % 7 == 0
                b.templated(slice_, slice_, tpl, lower_all=low)
        for lang, tpl in hand:
            b.literal("%s-hand" % slice_, slice_, lang, tpl)

    # 10. non-English prompts (all hand-written)
    for lang, tpl in HI.NONENGLISH:
        b.literal("nonenglish-%s" % lang, "nonenglish", lang, tpl)

    # 11. keep-only prompts
    for lang, tpl in HE.KEEP_EN + HI.KEEP_INTL:
        b.literal("keep-%s" % lang, "keep", lang, tpl)

    return b


def check_corpus(records):
    seen_ids, seen_text, frames = set(), set(), {}
    for r in records:
        if r["id"] in seen_ids:
            raise ValueError("%s: duplicate id" % r["id"])
        seen_ids.add(r["id"])
        if r["text"] in seen_text:
            raise ValueError("%s: duplicate text" % r["id"])
        seen_text.add(r["text"])
        # sentence frame = text with the name spans blanked out, case-folded
        t, last, parts = r["text"], 0, []
        for s in r["names"]:
            parts.append(t[last:s["start"]])
            parts.append("\u00a4")
            last = s["end"]
        parts.append(t[last:])
        frame = "".join(parts).casefold()
        frames.setdefault(frame, []).append(r["id"])
        if len(frames[frame]) > 2:
            raise ValueError("%s: sentence frame used more than twice (%s)"
                             % (r["id"], ", ".join(frames[frame])))


def main():
    b = build()
    check_corpus(b.records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b.records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    n_names = sum(len(r["names"]) for r in b.records)
    n_keep = sum(len(r["keep"]) for r in b.records)
    print("wrote %d records, %d name spans, %d keep items -> %s"
          % (len(b.records), n_names, n_keep, OUT))


if __name__ == "__main__":
    main()
