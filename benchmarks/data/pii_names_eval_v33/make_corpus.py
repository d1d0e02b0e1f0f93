#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v33 PERSON-name evaluation corpus (community, media and local life).

python3 make_corpus.py          rewrites names_eval.jsonl (byte for byte, seed 20270102)
python3 make_corpus.py --stats  prints counts per slice and language (writes nothing)

stdlib only. Every record is validated before anything is written.
"""
import json
import os
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import names_data  # noqa: E402
import hand_records  # noqa: E402

SEED = 20270102
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# --------------------------------------------------------------------- keep pools
POOLS = {
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "MONTH": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "MEDIA": ["BBC Radio Kent", "the Evening Post", "ITV News", "the Gazette", "Channel 4",
              "the Courier", "Sky News", "the Herald", "NPR", "CBC", "Al Jazeera", "RTÉ",
              "the Local Voice", "Radio Sunshine FM"],
    "CHARITY": ["Oxfam", "the Red Cross", "Age UK", "Barnardo's", "Shelter", "Mind",
                "the Trussell Trust", "UNICEF", "Islamic Relief", "Christian Aid",
                "Macmillan", "the RSPCA", "Crisis", "Khalsa Aid"],
    "TEAM": ["Riverside United", "Northgate Rovers", "the Harriers", "Millbrook Athletic",
             "the Vikings", "St Jude's FC", "Eastfield Eagles", "the Kestrels",
             "Parkside Panthers", "Old Town Wanderers"],
    "PLACE": ["Victoria Station", "King Street", "Nelson Mandela Square", "the Churchill Centre",
              "Lincoln Road", "Queen Elizabeth Park", "Gandhi Hall", "Wellington Street",
              "the Mandela Library", "George Square", "Elizabeth Line", "Albert Dock"],
    "APP": ["WhatsApp", "Facebook", "Instagram", "Nextdoor", "Eventbrite", "Zoom", "Canva",
            "Google Forms", "TikTok", "Signal", "Teams", "Mailchimp", "Spotify", "Discord"],
    "HOLIDAY": ["Christmas", "Easter", "Diwali", "Eid", "Hanukkah", "Vaisakhi", "Lunar New Year",
                "Thanksgiving", "Halloween", "Bonfire Night", "Passover", "Ramadan",
                "Juneteenth", "Matariki"],
    "VENUE": ["the Scout Hut", "the Village Hall", "the Methodist Church", "the Community Centre",
              "the Central Library", "the Leisure Centre", "the Guildhall", "the Gurdwara",
              "the Mosque", "St Peter's Church", "the Town Hall", "the Bandstand"],
    "ACRO": ["NHS", "PTA", "AGM", "DBS", "BBC", "FA", "RSVP", "CCTV", "GDPR", "PA", "UK", "US", "EU"],
    "ROLE": ["Treasurer", "Secretary", "Chair", "Captain", "Editor", "Head Coach", "Churchwarden",
             "Volunteer Coordinator", "Safeguarding Lead", "Press Officer"],
}

TITLES = {
    "en": {"f": ["Mrs", "Ms", "Miss", "Dr", "Cllr", "Rev.", "Pastor", "Sister", "Coach", "Prof.",
                 "Lady", "Dame", "Imam", "Captain", "Judge", "Hon."],
           "m": ["Mr", "Dr", "Cllr", "Rev.", "Imam", "Pastor", "Coach", "Sheikh", "Fr.", "Rabbi",
                 "Brother", "Prof.", "Sir", "Captain", "Deacon", "Chief", "Alhaji", "Datuk"]},
    "de": {"f": ["Frau", "Frau Dr.", "Pfarrerin", "Bürgermeisterin", "Trainerin"],
           "m": ["Herr", "Herr Dr.", "Pfarrer", "Bürgermeister", "Trainer"]},
    "es": {"f": ["la señora", "doña", "la doctora", "la concejala", "la profesora"],
           "m": ["el señor", "don", "el doctor", "el padre", "el concejal"]},
    "fr": {"f": ["Madame", "Mme", "la docteure", "Maître", "sœur"],
           "m": ["Monsieur", "M.", "le docteur", "l'abbé", "le père"]},
    "it": {"f": ["la signora", "la dottoressa", "la professoressa", "suor"],
           "m": ["il signor", "il dottor", "don", "l'avvocato"]},
    "pt": {"f": ["a senhora", "dona", "a doutora", "a vereadora"],
           "m": ["o senhor", "seu", "o doutor", "o padre"]},
    "nl": {"f": ["mevrouw", "dominee", "dokter"], "m": ["meneer", "pastoor", "dokter"]},
    "pl": {"f": ["pani", "dr", "siostra"], "m": ["pan", "ks.", "dr"]},
    "tr": {"f": ["Doktor", "Öğretmen"], "m": ["Doktor", "İmam"]},
    "sv": {"f": ["kyrkoherde", "tränaren"], "m": ["kyrkoherde", "tränaren"]},
    "id": {"f": ["Ibu", "Bu", "dr."], "m": ["Bapak", "Pak", "Ustaz"]},
}


# ------------------------------------------------------------------- people
def ascii_fold(s):
    table = {"ø": "o", "Ø": "O", "ß": "ss", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "æ": "ae",
             "Æ": "AE", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "ə": "e", "Ə": "E",
             "œ": "oe"}
    s = "".join(table.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


class Person:
    def __init__(self, rng, origin, gender=None):
        f, m, fam = names_data.parse(origin)
        o = names_data.ORIGINS[origin]
        self.origin = origin
        self.gender = gender or rng.choice("fm")
        self.first = rng.choice(f if self.gender == "f" else m)
        pair = rng.choice(fam)
        last = pair[1] if self.gender == "f" else pair[0]
        if o.get("two") and rng.random() < o["two"]:
            pair2 = rng.choice([p for p in fam if p != pair])
            second = pair2[1] if self.gender == "f" else pair2[0]
            last = last + " " + second
        self.last = last
        mid = o.get("mid")
        self.mid = rng.choice(mid[self.gender]) if mid else None
        order = o.get("order", "gf")
        if isinstance(order, float):
            order = "fg" if rng.random() < order else "gf"
        self.order = order

    def form(self, kind):
        if kind == "full":
            if self.order == "fg":
                parts = [self.last] + ([self.mid] if self.mid else []) + [self.first]
            else:
                parts = [self.first] + ([self.mid] if self.mid else []) + [self.last]
            return " ".join(parts)
        if kind == "first":
            return self.first
        if kind == "last":
            return self.last
        if kind == "lastfirst":
            return self.last + ", " + self.first
        if kind == "initlast":
            return self.first[0] + ". " + self.last
        if kind == "handle":
            a = re.sub(r"[^a-z0-9]", "", ascii_fold(self.first).lower())
            b = re.sub(r"[^a-z0-9]", "", ascii_fold(self.last).lower())
            return a + "." + b
        if kind == "tag":
            return re.sub(r"[\s\-'’.]", "", self.form("full"))
        raise ValueError(kind)


# ------------------------------------------------------------------ markup
TOKEN_RE = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]|\{([A-Z]+|[A-Z][fm])(?::([a-z]+))?\}|\{T:([A-Z])\}")


def parse_markup(s):
    """Hand-written string -> list of (kind, text) segments."""
    segs, pos = [], 0
    for mt in re.finditer(r"<<(.+?)>>|\[\[(.+?)\]\]", s, re.S):
        if mt.start() > pos:
            segs.append(("text", s[pos:mt.start()]))
        if mt.group(1) is not None:
            segs.append(("name", mt.group(1)))
        else:
            segs.append(("keep", mt.group(2)))
        pos = mt.end()
    if pos < len(s):
        segs.append(("text", s[pos:]))
    return segs


def render_template(tpl, rng, people, lang="en", origin=None):
    """Template -> segments. {A} {Af} {Am} {A:first|last|lastfirst|initlast|handle|tag},
    {T:A} a title matching A's gender, {DAY} etc. keep pools, <<lit>> and [[keep]]."""
    segs, pos = [], 0

    def get_person(letter, gender):
        if letter not in people:
            org = origin or rng.choice(ORIGIN_KEYS)
            for _ in range(50):
                p = Person(rng, org, gender)
                if all(p.form("full") != q.form("full") and p.first != q.first
                       and p.last != q.last for q in people.values()):
                    break
            people[letter] = p
        return people[letter]

    for mt in TOKEN_RE.finditer(tpl):
        if mt.start() > pos:
            segs.append(("text", tpl[pos:mt.start()]))
        pos = mt.end()
        if mt.group(1) is not None:
            segs.append(("name", mt.group(1)))
        elif mt.group(2) is not None:
            segs.append(("keep", mt.group(2)))
        elif mt.group(5) is not None:
            p = get_person(mt.group(5), None)
            tl = TITLES.get(lang, TITLES["en"])
            segs.append(("text", rng.choice(tl[p.gender])))
        else:
            key, form = mt.group(3), mt.group(4) or "full"
            if key in POOLS:
                segs.append(("keep", rng.choice(POOLS[key])))
                continue
            p = get_person(key[0], key[1:] or None)
            segs.append(("name", p.form(form)))
    if pos < len(tpl):
        segs.append(("text", tpl[pos:]))
    return segs


def case_map(segs, mode):
    def tr(kind, s):
        if mode == "lower":
            return s.lower()
        if mode == "upper":
            return s.upper()
        if mode == "namelower" and kind == "name":
            return s.lower()
        if mode == "nameupper" and kind == "name":
            return s.upper()
        return s
    return [(k, tr(k, s)) for k, s in segs]


def assemble(rid, slc, lang, segs):
    text, names, keep = "", [], []
    for kind, s in segs:
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep":
            if s not in keep:
                keep.append(s)
        text += s
    return OrderedDict([("id", rid), ("slice", slc), ("lang", lang), ("text", text),
                        ("names", names), ("keep", keep)])


# --------------------------------------------------------------- validation
def toks(s):
    return set(t.lower() for t in re.findall(r"\w+", s))


def check(r):
    errs = []
    t = r["text"]
    last = 0
    for n in r["names"]:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(t)):
            errs.append("bad offsets %r" % n)
            continue
        if t[s:e] != n["text"]:
            errs.append("span text mismatch %r" % n)
        if n["text"] != n["text"].strip():
            errs.append("whitespace around span %r" % n)
        if s < last:
            errs.append("overlap/unsorted %r" % n)
        last = e
    if r["slice"] == "keep":
        if r["names"]:
            errs.append("keep slice has names")
        if not r["keep"]:
            errs.append("keep slice without keep items")
    elif not r["names"]:
        errs.append("no names")
    for k in r["keep"]:
        ok = False
        for m in re.finditer(r"(?<!\w)" + re.escape(k) + r"(?!\w)", t):
            if all(m.end() <= n["start"] or m.start() >= n["end"] for n in r["names"]):
                ok = True
        if not ok:
            errs.append("keep item not found outside names: %r" % k)
        for n in r["names"]:
            if toks(k) & toks(n["text"]):
                errs.append("keep %r shares a token with name %r" % (k, n["text"]))
    for marker in ("<<", "[[", "]]"):
        if marker in t:
            errs.append("leftover markup %r" % marker)
    if re.search(r"\{([A-Z]+|[A-Z][fm])(:[a-z]+)?\}|\{T:[A-Z]\}", t):
        errs.append("leftover placeholder")
    return errs


# ---------------------------------------------------------------- templates
ORIGIN_KEYS = list(names_data.ORIGINS)

from templates import TEMPLATES, KEEP_TEMPLATES, NONEN_TEMPLATES  # noqa: E402


def build():
    rng = random.Random(SEED)
    records = []

    def templ(rid, slc, lang, tpl, mode="normal", origin=None):
        for _ in range(200):
            segs = render_template(tpl, rng, {}, lang, origin)
            segs = case_map(segs, mode)
            r = assemble(rid, slc, lang, segs)
            if not check(r):
                return r
        raise SystemExit("cannot render %s: %s" % (rid, check(r)))

    def cycle(lst, n):
        out = []
        while len(out) < n:
            block = list(lst)
            rng.shuffle(block)
            out.extend(block)
        return out[:n]

    # cultures: 2 per origin, persons from that origin only
    ctpl = TEMPLATES["cultures"]
    for org in ORIGIN_KEYS:
        for i, tpl in enumerate(rng.sample(ctpl, 2), 1):
            records.append(templ("cultures-%s-%03d" % (org, i), "cultures", "en", tpl, origin=org))
    # casing
    for mode in ["lower", "upper", "namelower", "nameupper", "normal"]:
        for i, tpl in enumerate(cycle(TEMPLATES["casing"], 8), 1):
            records.append(templ("casing-%s-%03d" % (mode, i), "casing", "en", tpl, mode=mode))
    # position
    for where in ["start", "middle", "end"]:
        for i, tpl in enumerate(cycle(TEMPLATES["position_" + where], 12), 1):
            records.append(templ("position-%s-%03d" % (where, i), "position", "en", tpl))
    # other english slices
    for slc, n in [("lists", 30), ("possessive", 30), ("quoted", 30), ("code", 30),
                   ("business", 25), ("titles", 30)]:
        for i, tpl in enumerate(cycle(TEMPLATES[slc], n), 1):
            mode = "lower" if slc in ("lists", "quoted") and i % 7 == 0 else "normal"
            records.append(templ("%s-%03d" % (slc, i), slc, "en", tpl, mode=mode))
    # non-English templates
    for lang in sorted(NONEN_TEMPLATES):
        for i, tpl in enumerate(cycle(NONEN_TEMPLATES[lang], 6), 1):
            records.append(templ("nonenglish-%s-%03d" % (lang, i), "nonenglish", lang, tpl))
    # keep templates
    for lang in sorted(KEEP_TEMPLATES):
        n = 25 if lang == "en" else 5
        for i, tpl in enumerate(cycle(KEEP_TEMPLATES[lang], n), 1):
            records.append(templ("keep-%s-%03d" % (lang, i), "keep", lang, tpl))
    # hand-written records
    for slc in SLICES:
        counters = Counter()
        for entry in hand_records.HAND.get(slc, []):
            lang, s = ("en", entry) if isinstance(entry, str) else entry
            if slc in ("nonenglish", "keep"):
                key = "%s-%s-hand" % (slc, lang)
            else:
                key = "%s-hand" % slc
            counters[key] += 1
            rid = "%s-%03d" % (key, counters[key])
            records.append(assemble(rid, slc, lang, parse_markup(s)))
    # order: by slice, template records first, then hand records
    order = {s: i for i, s in enumerate(SLICES)}
    records.sort(key=lambda r: order[r["slice"]])
    return records


def validate_all(records):
    bad, seen = [], set()
    for r in records:
        if r["id"] in seen:
            bad.append((r["id"], ["duplicate id"]))
        seen.add(r["id"])
        if r["slice"] not in SLICES:
            bad.append((r["id"], ["unknown slice"]))
        e = check(r)
        if e:
            bad.append((r["id"], e))
    return bad


def stats(records):
    by_slice = OrderedDict((s, [0, 0, 0, 0]) for s in SLICES)
    for r in records:
        d = by_slice[r["slice"]]
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
        d[3] += "-hand-" in r["id"]
    print("%-12s %6s %6s %6s %6s" % ("slice", "recs", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for s, d in by_slice.items():
        print("%-12s %6d %6d %6d %6d" % (s, *d))
        tot = [a + b for a, b in zip(tot, d)]
    print("%-12s %6d %6d %6d %6d" % ("total", *tot))
    langs = Counter(r["lang"] for r in records)
    print("languages (%d):" % len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("origins:", len(names_data.ORIGINS), dict(Counter(o["region"] for o in names_data.ORIGINS.values())))


def main():
    records = build()
    bad = validate_all(records)
    if bad:
        for rid, e in bad:
            print(rid, e, file=sys.stderr)
        raise SystemExit("%d invalid records; nothing written" % len(bad))
    if "--stats" in sys.argv:
        stats(records)
        return
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s" % (len(records), OUT))


if __name__ == "__main__":
    main()
