#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v31 PERSON-name evaluation corpus (travel, hospitality, events, hobbies).

python3 make_corpus.py           rewrites names_eval.jsonl (byte-for-byte deterministic)
python3 make_corpus.py --stats   same, and prints counts per slice and per language
python3 make_corpus.py --check   builds and validates only, writes nothing

Markup (templates and hand records):
  {A} {Af} {Am}            full name of person A (f/m forces the gender)
  {A:first} {A:last} {A:lastfirst} {A:initlast} {A:handle}   other forms of A's name
  <<...>>                  a literal, hand-written person-name span
  [[...]]                  a literal keep item; [[$pool]] draws a keep word from KEEP[pool]
Stdlib only. Seed 20261231.
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from names_data import ORIGINS, NATIVE  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 20261231
OUT = os.path.join(HERE, "names_eval.jsonl")


def split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


# ----------------------------------------------------------------- keep pools
KEEP = {
    "day": split("Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday"),
    "month": split("January, February, March, April, May, June, July, August, September, October, November, December"),
    "airline": split("Lufthansa, Emirates, Qantas, Ryanair, easyJet, KLM, Air France, Turkish Airlines, "
                     "Singapore Airlines, Delta, United, Aer Lingus, LATAM, Ethiopian Airlines, Wizz Air, Vueling"),
    "hotel": split("Hilton, Marriott, Hyatt, Ibis, Novotel, Radisson, Holiday Inn, Four Seasons, Sheraton, "
                   "Best Western, Premier Inn, Mandarin Oriental, Ritz-Carlton, Motel One"),
    "app": split("WhatsApp, Airbnb, Uber, Google Maps, Strava, Eventbrite, Meetup, Discord, Slack, Zoom, Splitwise, "
                 "Revolut, PayPal, Doodle, Calendly, TripAdvisor, Skyscanner, OpenTable, Notion, Trello, Excel, "
                 "Google Sheets, Outlook, Telegram, Komoot, AllTrails, Duolingo, Booking.com"),
    "acr": split("PNR, ETA, VAT, RSVP, ESTA, GPS, SIM, QR, FAQ, BBQ, DJ, AV, HR, NDA, PDF, CSV, ID, VIP"),
    "holiday": split("Christmas, Easter, Thanksgiving, Diwali, Eid, Hanukkah, Halloween, Boxing Day, "
                     "New Year's Eve, Carnival, Labor Day, Ramadan, Midsummer, Lunar New Year"),
    "team": split("Arsenal, Real Madrid, Lakers, Yankees, Bayern, Celtics, All Blacks, Juventus, Boca Juniors, "
                  "Red Sox, Ajax, Galatasaray, Springboks, Chicago Bulls"),
    "band": split("Coldplay, Metallica, ABBA, Radiohead, Queen, Muse, Genesis, Journey, Kraftwerk, Pearl Jam"),
    "product": split("iPhone, Kindle, GoPro, Nintendo Switch, PlayStation, Lego, Garmin, AirPods, Polaroid, Instax"),
    "dish": split("Caesar salad, Eggs Benedict, Beef Wellington, Margherita pizza, Pavlova, Tiramisu, Peach Melba, "
                  "Waldorf salad, Cobb salad, Beef Stroganoff, Crêpes Suzette, Oysters Rockefeller"),
    "job": split("Concierge, Front Office Manager, Duty Manager, Head Sommelier, Tour Leader, Wedding Planner, "
                 "Events Coordinator, Purser, Head Chef, Night Auditor"),
    "city": split("Lisbon, Kyoto, Marrakech, Cusco, Florence, Sydney, Adelaide, Charlotte, Victoria, Austin, "
                  "Savannah, Jackson, Split, Valencia, Georgia, Jordan"),
}

# ----------------------------------------------------------------- persons
FOLD = {"ß": "ss", "ø": "o", "æ": "ae", "ð": "d", "þ": "th", "ł": "l", "đ": "d", "ı": "i", "œ": "oe", "ə": "e"}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s.lower())
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and c.isalnum())


class Person:
    def __init__(self, given, family, mid, order, gender, sep=" "):
        self.given, self.family, self.mid, self.order, self.gender, self.sep = given, family, mid, order, gender, sep

    def full(self):
        if self.order == "mono" or not self.family:
            return self.given
        parts = [self.family, self.mid, self.given] if self.order == "fg" else [self.given, self.mid, self.family]
        return self.sep.join(p for p in parts if p)

    def form(self, f):
        if f in (None, "full"):
            return self.full()
        if self.order == "mono" or not self.family:
            return self.given if f != "handle" else ".".join(fold(w) for w in self.given.split()[:2])
        if f == "first":
            return self.given
        if f == "last":
            return self.family
        if f == "lastfirst":
            return self.family + ", " + self.given
        if f == "initlast":
            return self.given[0] + ". " + self.family
        if f == "handle":
            return fold(self.given.split()[0]) + "." + fold(self.family)
        raise ValueError("unknown form " + f)


def draw_person(rng, origin, gender=None, native=False):
    d = NATIVE[origin] if native else ORIGINS[origin]
    gender = gender or rng.choice("fm")
    given = rng.choice(split(d[gender]))
    fams = split(d["fam"])
    family = ""
    if fams:
        pick = rng.sample(fams, 2) if len(fams) > 1 else fams * 2
        forms = []
        for fm in pick:
            if "/" in fm:
                a, b = fm.split("/")
                fm = a if gender == "m" else b
            forms.append(fm)
        family = forms[0]
        if rng.random() < d.get("dbl", 0):
            family = forms[0] + " " + forms[1]
    mid = ""
    if d.get("mid") and rng.random() < d.get("mid_p", 0):
        m = rng.choice(split(d["mid"]))
        a, b = m.split("/")
        mid = a if gender == "m" else b
    order = d["order"]
    if order == "gf" and rng.random() < d.get("fg_p", 0):
        order = "fg"
    if order == "fg" and d.get("fg_p") and d["order"] == "fg" and rng.random() < d["fg_p"]:
        order = "gf"
    return Person(given, family, mid, order, gender, d.get("sep", " "))


# ----------------------------------------------------------------- rendering
TOKEN = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]")


def parse(tpl):
    """-> list of (kind, payload) with kind in lit/person/name/keep."""
    out, pos = [], 0
    for m in TOKEN.finditer(tpl):
        if m.start() > pos:
            out.append(("lit", tpl[pos:m.start()]))
        if m.group(1):
            out.append(("person", (m.group(1), m.group(2), m.group(3))))
        elif m.group(4) is not None:
            out.append(("name", m.group(4)))
        else:
            out.append(("keep", m.group(5)))
        pos = m.end()
    if pos < len(tpl):
        out.append(("lit", tpl[pos:]))
    return out


def case(s, mode, is_name):
    if mode == "lower" or (mode == "name_lower" and is_name):
        return s.lower()
    if mode == "upper" or (mode == "name_upper" and is_name):
        return s.upper()
    return s


def render(tpl, rng=None, origin=None, mode="normal", native=None):
    segs = parse(tpl)
    genders = {}
    for k, p in segs:
        if k == "person" and p[1]:
            genders.setdefault(p[0], p[1])
    people = {}
    text, names, keep = "", [], []
    for k, p in segs:
        if k == "lit":
            text += case(p, mode, False)
        elif k == "keep":
            w = rng.choice(KEEP[p[1:]]) if p.startswith("$") else p
            w = case(w, mode, False)
            text += w
            if w not in keep:
                keep.append(w)
        else:
            if k == "person":
                letter, g, form = p
                if letter not in people:
                    while True:
                        if native:
                            per = draw_person(rng, native, genders.get(letter), native=True)
                        else:
                            o = origin or rng.choice(ORIGIN_KEYS)
                            per = draw_person(rng, o, genders.get(letter))
                        if all(per.full() != q.full() and per.given != q.given for q in people.values()):
                            break
                    people[letter] = per
                s = people[letter].form(form)
            else:
                s = p
            s = case(s, mode, True)
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
            text += s
    return text, names, keep


ORIGIN_KEYS = list(ORIGINS)  # fixed (insertion) order

# ----------------------------------------------------------------- validation
WORD = re.compile(r"\w+")


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def validate(r, seen):
    rid = r["id"]
    assert rid not in seen, "duplicate id " + rid
    assert re.fullmatch(r"[a-z]+(-[a-z]+)*(-hand)?-\d{3}", rid), "bad id " + rid
    assert rid.startswith(r["slice"] + "-"), rid
    t = r["text"]
    last = 0
    for s in r["names"]:
        assert 0 <= s["start"] < s["end"] <= len(t), rid
        assert t[s["start"]:s["end"]] == s["text"], (rid, s)
        assert s["text"] == s["text"].strip(), (rid, s)
        assert s["start"] >= last, ("overlap/unsorted", rid)
        last = s["end"]
    if r["slice"] == "keep":
        assert not r["names"], "names in keep slice " + rid
        assert r["keep"], "no keep item " + rid
    else:
        assert r["names"], "no names " + rid
    ntoks = {w.lower() for s in r["names"] for w in WORD.findall(s["text"])}
    assert len(set(r["keep"])) == len(r["keep"]), "dup keep " + rid
    for k in r["keep"]:
        assert k.strip() == k and k, rid
        assert outside_count(t, k, r["names"]) >= 1, ("keep not outside names", rid, k)
        shared = {w.lower() for w in WORD.findall(k)} & ntoks
        assert not shared, ("keep shares token with name", rid, k, shared)
    seen.add(rid)


class Bad(Exception):
    pass


def try_validate(r):
    try:
        validate(r, set())
        return True
    except AssertionError:
        return False


# ----------------------------------------------------------------- templates
from templates import (CULTURE_T, CASING_T, POSITION_T, LISTS_T, POSS_T, QUOTED_T,  # noqa: E402
                       CODE_T, BUSINESS_T, TITLES_T, KEEP_T, NONENG_T)


def build():
    rng = random.Random(SEED)
    recs = []
    counters = {}

    def nid(prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, counters[prefix])

    def add_tpl(slice_, prefix, lang, tpl, origin=None, mode="normal", native=None):
        for _ in range(200):
            text, names, keep = render(tpl, rng, origin, mode, native)
            r = {"id": None, "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}
            r["id"] = prefix + "-000"
            if try_validate(r):
                r["id"] = nid(prefix)
                recs.append(r)
                return
        raise SystemExit("could not render template: " + tpl)

    # cultures: 2 distinct templates per origin, persons all from that origin
    for o in ORIGIN_KEYS:
        for tpl in rng.sample(CULTURE_T, 2):
            add_tpl("cultures", "cultures-" + o.replace("_", ""), "en", tpl, origin=o)
    # casing: 5 modes
    for mode in ("lower", "upper", "name_lower", "name_upper", "normal"):
        for tpl in rng.sample(CASING_T, 8):
            add_tpl("casing", "casing-" + mode.replace("_", ""), "en", tpl, mode=mode)
    for pos in ("start", "middle", "end"):
        for tpl in POSITION_T[pos]:
            add_tpl("position", "position-" + pos, "en", tpl)
    for i, tpl in enumerate(LISTS_T):
        add_tpl("lists", "lists", "en", tpl, mode="lower" if i % 7 == 6 else "normal")
    for tpl in POSS_T:
        add_tpl("possessive", "possessive", "en", tpl)
    for i, tpl in enumerate(QUOTED_T):
        add_tpl("quoted", "quoted", "en", tpl, mode="lower" if i % 7 == 6 else "normal")
    for tpl in CODE_T:
        add_tpl("code", "code", "en", tpl)
    for tpl in BUSINESS_T:
        add_tpl("business", "business", "en", tpl)
    for tpl in TITLES_T:
        add_tpl("titles", "titles", "en", tpl)
    for lang, tpl in KEEP_T:
        add_tpl("keep", "keep-" + lang, lang, tpl)
    for lang, native, tpl, reps in NONENG_T:
        for _ in range(reps):
            add_tpl("nonenglish", "nonenglish-" + lang, lang, tpl, native=lang if native else None)

    # hand-written records
    for slice_, lang, tpl in HAND:
        text, names, keep = render(tpl)
        if slice_ == "nonenglish":
            prefix = "nonenglish-%s-hand" % ("mix" if "-" in lang else lang)
        elif slice_ == "keep":
            prefix = "keep-%s-hand" % ("mix" if "-" in lang else lang)
        else:
            prefix = slice_ + "-hand"
        recs.append({"id": nid(prefix), "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep})
    return recs


SLICE_ORDER = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code", "business",
               "titles", "nonenglish", "keep"]


def main(argv):
    recs = build()
    recs.sort(key=lambda r: (SLICE_ORDER.index(r["slice"]), "-hand-" in r["id"], r["id"]))
    seen = set()
    for r in recs:
        validate(r, seen)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    if "--check" not in argv:
        with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
    if "--stats" in argv or "--check" in argv:
        from collections import Counter, defaultdict
        sl = defaultdict(lambda: [0, 0, 0, 0])
        for r in recs:
            d = sl[r["slice"]]
            d[0] += 1
            d[1] += "-hand-" in r["id"]
            d[2] += len(r["names"])
            d[3] += len(r["keep"])
        print("%-12s %6s %6s %6s %6s" % ("slice", "n", "hand", "names", "keep"))
        tot = [0, 0, 0, 0]
        for s in SLICE_ORDER:
            d = sl[s]
            tot = [a + b for a, b in zip(tot, d)]
            print("%-12s %6d %6d %6d %6d" % (s, *d))
        print("%-12s %6d %6d %6d %6d" % ("TOTAL", *tot))
        langs = Counter(r["lang"] for r in recs)
        print("languages (%d):" % len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("wrote" if "--check" not in argv else "checked", len(recs), "records")


if __name__ == "__main__":
    main(sys.argv[1:])
