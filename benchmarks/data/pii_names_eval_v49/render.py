# -*- coding: utf-8 -*-
"""Template renderer and record validator for the v49 corpus.

Markup inside a template string:
  {A} {Af} {Am}        full name of person A (f/m forces the gender); letters A-H
  {A:form}             another form of the same person: first, last, tl (what follows a
                       title), il ("P. Raman"), lf ("Raman, Priya"), Lf ("RAMAN Priya"),
                       fL ("Priya RAMAN"), up, low, h (handle), e (e-mail local part)
  {A:form|lower}       the same, lower-cased (|upper likewise)
  <<Name>>             a literal, hand-written person name (a gold span)
  [[word]]             a literal keep item;  [[@cat]] a keep item drawn from a lexicon
                       category (lexicon.K or a language's own lexicon)
  ((fill))             filler that is neither a name nor a keep item:
                       ward, dom, date, time, ref, money, n:LO-HI, pick:a|b|c,
                       g:A:male text|female text
The text is built segment by segment and every span is recorded as it is appended, so the
offsets stay exact even where case mapping changes the length of a string.
"""
import re
import unicodedata

from lexicon import DOMAINS, WARDS

TOKEN = re.compile(r"\{([A-H])([fm]?)(?::([A-Za-z]+))?(?:\|(lower|upper))?\}"
                   r"|\[\[(.+?)\]\]|<<([^<>].*?)>>|\(\((.+?)\)\)", re.S)
WORD = re.compile(r"\w+")


def words(s):
    """Tokens for the keep/name overlap check: runs of word characters *and* combining
    marks, so that Devanagari, Tamil, Thai ... words are not cut at their vowel signs."""
    out, cur = [], ""
    for ch in s:
        if ch.isalnum() or ch == "_" or unicodedata.category(ch) in ("Mn", "Mc"):
            cur += ch
        else:
            if cur:
                out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


class Retry(Exception):
    """The drawn persons / keep items do not fit; draw again."""


class Bad(Exception):
    """A template or record is broken (a bug, never retried)."""


def parse(tpl):
    segs, pos = [], 0
    for m in TOKEN.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        if m.group(1):
            segs.append(("person", m.group(1), m.group(2), m.group(3) or "full", m.group(4)))
        elif m.group(5) is not None:
            segs.append(("keep", m.group(5)))
        elif m.group(6) is not None:
            segs.append(("hand", m.group(6)))
        else:
            segs.append(("fill", m.group(7)))
        pos = m.end()
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    return segs


def letters(segs):
    """Letters in order of first use, with any gender constraint."""
    out = {}
    for s in segs:
        if s[0] == "person":
            g = out.get(s[1])
            if s[2]:
                if g and g != s[2]:
                    raise Bad("conflicting genders for " + s[1])
                g = s[2]
            out[s[1]] = g
        elif s[0] == "fill" and s[1].startswith("g:"):
            out.setdefault(s[1].split(":")[1], None)
    return out


def casefn(mode):
    return {"lower": str.lower, "upper": str.upper}.get(mode, lambda x: x)


def fill(rng, spec, persons):
    if spec == "ward":
        return rng.choice(WARDS)
    if spec == "dom":
        return rng.choice(DOMAINS)
    if spec == "date":
        return "20%02d-%02d-%02d" % (rng.randint(23, 26), rng.randint(1, 12), rng.randint(1, 28))
    if spec == "dmy":
        return "%02d/%02d/20%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(23, 26))
    if spec == "time":
        return "%02d:%s" % (rng.randint(8, 19), rng.choice(["00", "15", "30", "45"]))
    if spec == "ref":
        return "%s-20%02d-%04d" % (rng.choice(["FOI", "REQ", "CW", "EIR", "PET", "SAR"]),
                                  rng.randint(23, 26), rng.randint(1, 9999))
    if spec == "money":
        return "%s%d,%03d.%02d" % (rng.choice(["£", "$", "€"]), rng.randint(1, 48),
                                   rng.randint(0, 999), rng.randint(0, 99))
    if spec.startswith("n:"):
        lo, hi = spec[2:].split("-")
        return str(rng.randint(int(lo), int(hi)))
    if spec.startswith("pick:"):
        return rng.choice(spec[5:].split("|"))
    if spec.startswith("g:"):
        _, letter, alts = spec.split(":", 2)
        male, female = alts.split("|")
        return male if persons[letter].gender == "m" else female
    raise Bad("unknown filler " + spec)


def render(rng, tpl, draw, lex, mode="normal", need=None):
    """Render one template.  draw(gender, taken) -> Person; lex: keep categories.
    mode: normal | lower | upper | namelower | nameupper | famupper.
    Returns (text, spans, keep, persons)."""
    segs = parse(tpl) if isinstance(tpl, str) else tpl
    want = letters(segs)
    persons = {}
    for letter, g in want.items():
        persons[letter] = draw(g, list(persons.values()))
    allc = casefn(mode if mode in ("lower", "upper") else "")
    namec = casefn({"namelower": "lower", "nameupper": "upper"}.get(mode, ""))
    out, spans, keep, pos = [], [], [], 0
    used = set()
    for s in segs:
        kind = s[0]
        if kind == "lit":
            t = allc(s[1])
        elif kind == "person":
            p = persons[s[1]]
            form = s[3]
            if form in ("h", "e") and not p.latin:
                raise Retry("handle of a non-Latin name")
            if mode == "famupper" and form == "full":
                form = rng.choice(["Lf", "fL"])
            t = p.form(form)
            t = casefn(s[4] or "")(t)
            t = namec(allc(t))
        elif kind == "hand":
            t = namec(allc(s[1]))
        elif kind == "keep":
            v = s[1]
            if v.startswith("@"):
                pool = lex[v[1:]]
                for _ in range(20):
                    v = rng.choice(pool)
                    if v not in used:
                        break
            used.add(v)
            t = allc(v)
        else:
            t = allc(fill(rng, s[1], persons))
        if kind in ("person", "hand"):
            spans.append({"start": pos, "end": pos + len(t), "text": t})
        if kind == "keep" and t not in keep:
            keep.append(t)
        out.append(t)
        pos += len(t)
    text = "".join(out)
    return text, spans, keep, persons


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def _glued(a, b):
    """True when two adjacent characters would run a name into a neighbouring word."""
    if not (a.isalnum() and b.isalnum()):
        return False
    return ord(a) < 0x250 or ord(b) < 0x250 or (0x370 <= ord(a) < 0x530 and 0x370 <= ord(b) < 0x530)


def check(text, spans, keep, slice_name):
    """Raise Retry for drawable conflicts, Bad for template bugs."""
    last = -1
    for s in spans:
        if text[s["start"]:s["end"]] != s["text"]:
            raise Bad("offset mismatch")
        if not s["text"] or s["text"] != s["text"].strip():
            raise Bad("empty or padded span %r" % s["text"])
        if s["start"] < last:
            raise Bad("overlapping spans")
        last = s["end"]
        if s["start"] > 0 and _glued(text[s["start"] - 1], s["text"][0]):
            raise Bad("span glued to the left: %r" % text[max(0, s["start"] - 8):s["end"]])
        if s["end"] < len(text) and _glued(s["text"][-1], text[s["end"]]):
            raise Bad("span glued to the right: %r" % text[s["start"]:s["end"] + 8])
    if slice_name == "keep":
        if spans:
            raise Bad("names in the keep slice")
        if not keep:
            raise Bad("keep record without keep items")
    elif not spans:
        raise Bad("name slice record without names")
    # tokens both as runs of word characters plus combining marks (whole Indic/Thai words)
    # and as the scorer's plain \w+ runs (which cut such words at their vowel signs)
    name_toks = set()
    for s in spans:
        name_toks.update(t.lower() for t in words(s["text"]))
        name_toks.update(t.lower() for t in WORD.findall(s["text"]))
    for k in keep:
        if outside_count(text, k, spans) < 1:
            raise Retry("keep item %r not outside the spans" % k)
        if name_toks & set(t.lower() for t in words(k) + WORD.findall(k)):
            raise Retry("keep item %r shares a token with a name" % k)
