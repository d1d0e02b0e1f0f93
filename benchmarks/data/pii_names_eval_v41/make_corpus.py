#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v41 (theme: arts, culture and events).

python3 make_corpus.py  ->  writes names_eval.jsonl (byte-identical on every run),
prints per-slice counts and the md5.  Python 3 standard library only.

Markup used by templates and by hand_records.py:
  <<...>>        a literal person-name span
  [[...]]        a literal keep item (must survive scrubbing)
  {A} .. {F}     a drawn person (optionally {Af}/{Am} to force gender) with forms
                 {A:first} {A:last} {A:addr} {A:handle} {A:initlast} {A:lastfirst}
  {+pool}        a keep item drawn from a keep pool
  {=pool}        plain filler text drawn from a pool (not a name, not a keep item)
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

from names_data import ORIGINS  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 41041
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICE_ORDER = ["cultures", "casing", "position", "lists", "possessive", "quoted",
               "code", "business", "titles", "nonenglish", "keep"]

# ---------------------------------------------------------------- pools
KEEP_POOLS = {
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "holiday": ["Easter", "Christmas", "Diwali", "Eid", "Hanukkah", "Advent", "Lent", "Pentecost",
                "Ramadan", "Thanksgiving", "Halloween", "Passover", "Holi", "Midsummer",
                "Epiphany", "Lunar New Year", "Nowruz", "Kwanzaa"],
    "venue": ["Carnegie Hall", "Royal Albert Hall", "Wigmore Hall", "Barbican", "Southbank Centre",
              "Sydney Opera House", "Elbphilharmonie", "La Scala", "Palais Garnier",
              "Lincoln Center", "Hollywood Bowl", "Concertgebouw", "Musikverein", "Usher Hall",
              "Bridgewater Hall", "Kennedy Center", "Tate Modern", "Guggenheim", "Getty Center",
              "Walt Disney Concert Hall", "Apollo Theater", "Old Vic", "Abbey Theatre"],
    "software": ["Final Cut Pro", "DaVinci Resolve", "Premiere Pro", "Avid", "Pro Tools",
                 "Ableton Live", "Logic Pro", "Sibelius", "Dorico", "MuseScore", "Lightroom",
                 "Photoshop", "Capture One", "QLab", "Eventbrite", "Ticketmaster", "Mailchimp",
                 "Airtable", "Notion", "Slack", "WhatsApp", "Zoom", "Canva", "Squarespace",
                 "WordPress", "Bandcamp", "Spotify", "SoundCloud", "Vimeo", "YouTube", "Dropbox",
                 "Google Sheets", "Excel", "Trello", "StudioBinder", "Final Draft", "Omeka",
                 "ArchivesSpace", "Zotero", "Figma", "Blender", "TouchDesigner"],
    "brand": ["Steinway", "Yamaha", "Fender", "Gibson", "Marshall", "Roland", "Korg", "Moog",
              "Shure", "Sennheiser", "Neumann", "Leica", "Canon", "Nikon", "Hasselblad",
              "Fujifilm", "Arri", "Sony", "Zeiss", "Pantone", "Bose", "Ludwig", "Zildjian",
              "Hammond", "Wurlitzer", "Bechstein", "Bösendorfer", "Mercedes", "Bentley",
              "Rolls-Royce", "Hilton", "Marriott", "Ritz", "Moleskine", "Faber-Castell",
              "Winsor & Newton", "Tiffany", "Cartier"],
    "pianobrand": ["Steinway", "Yamaha", "Bechstein", "B\u00f6sendorfer", "Kawai", "Bl\u00fcthner", "Fazioli"],
    "cambrand": ["Leica", "Canon", "Nikon", "Hasselblad", "Fujifilm", "Sony", "Arri", "Panasonic"],
    "micbrand": ["Shure", "Sennheiser", "Neumann", "Rode", "AKG", "Audio-Technica"],
    "keybrand": ["Roland", "Korg", "Yamaha", "Nord", "Casio", "Kawai", "Moog"],
    "artbrand": ["Moleskine", "Faber-Castell", "Winsor & Newton", "Daler-Rowney", "Stabilo", "Caran d'Ache"],
    "movement": ["Baroque", "Renaissance", "Impressionism", "Cubism", "Surrealism", "Dada",
                 "Bauhaus", "Art Deco", "Art Nouveau", "Romanticism", "Modernism", "Minimalism",
                 "Pop Art", "Fluxus", "Expressionism", "Pre-Raphaelite"],
    "instrument": ["Cello", "Viola", "Oboe", "Harp", "Marimba", "Theremin", "Sitar", "Oud",
                   "Tabla", "Kora", "Duduk", "Bandoneon", "Harpsichord", "Celesta", "Erhu",
                   "Koto", "Bassoon", "Clarinet", "Trombone", "Timpani"],
    "dance": ["Tango", "Waltz", "Flamenco", "Salsa", "Samba", "Bachata", "Polka", "Mazurka",
              "Bharatanatyam", "Kathak", "Lindy Hop", "Foxtrot", "Charleston", "Bolero",
              "Kizomba", "Ceilidh", "Odissi", "Capoeira", "Sevillanas", "Hula", "Cumbia"],
    "work": ["Messiah", "The Nutcracker", "Swan Lake", "Carmina Burana", "The Four Seasons",
             "Giselle", "Carmen", "Tosca", "Aida", "Boléro", "La Traviata", "The Magic Flute",
             "Hamlet", "Macbeth", "Coppélia", "West Side Story", "The Tempest",
             "Peter and the Wolf", "Romeo and Juliet", "Madama Butterfly", "Turandot",
             "Don Quixote", "Les Misérables", "The Rite of Spring"],
    "place": ["Florence", "Adelaide", "Charlotte", "Victoria", "Sofia", "Santiago", "Georgia",
              "Jackson", "Houston", "Austin", "Lincoln", "Darwin", "Hamilton", "Wellington",
              "Kingston", "Chester", "Regina", "Alexandria", "Madison", "Savannah", "Eugene",
              "Marseille", "Edinburgh", "Salzburg", "Kraków", "Lagos", "Nairobi", "Oaxaca",
              "Kyoto", "Busan", "Lisbon", "Valparaíso", "Montreal", "Reykjavík", "Cape Town",
              "Accra", "Dakar", "Jaipur", "Chennai", "Bergen", "Tbilisi", "Yerevan", "Hobart",
              "Galway", "Cusco", "St. Louis", "San Antonio", "Marrakesh", "Hanoi", "Manila"],
    "abbr": ["US", "UK", "EU", "VAT", "CEO", "CFO", "PR", "HR", "FAQ", "RSVP", "DJ", "MC", "AV",
             "PA", "DSLR", "BBC", "NPR", "UNESCO", "ASCAP", "PRS", "BMI", "IATSE", "NDA", "GDPR",
             "IBAN", "ETA", "FOH", "LED", "XLR", "DMX", "PDF", "ISBN", "GST"],
    "org": ["Arts Council England", "National Trust", "Smithsonian", "British Library",
            "Library of Congress", "Rijksmuseum", "Louvre", "Prado", "Uffizi", "Sotheby's",
            "Christie's", "Bonhams", "Getty Images", "Royal Ballet", "Bolshoi",
            "Salvation Army", "Red Cross", "Oxfam", "Rotary Club", "Lions Club",
            "Goethe-Institut", "Alliance Française", "Instituto Cervantes", "British Council"],
}
PLAIN_POOLS = {
    "time": ["6:30am", "07:00", "9.15", "10am", "noon", "2pm", "14:30", "18:00", "7.30pm", "19:45"],
    "role": ["cellist", "stage manager", "curator", "gaffer", "choreographer", "archivist",
             "sound engineer", "volunteer coordinator", "florist", "caterer", "usher",
             "lighting designer", "scenic painter", "best man", "maid of honour", "verger",
             "sacristan", "registrar", "conservator", "docent", "props master"],
    "amount": ["$450", "€1,200", "£85", "3,500 SEK", "₹12,000", "A$600", "R2,400", "$2,750",
               "€380", "£1,150", "CHF 900", "¥48,000"],
    "domain": ["example.org", "example.com", "festival.example", "gallery.example",
               "choir.example.net", "museum.example"],
    "orgname": ["Hillside Heritage Society", "Northgate Camera Club", "Old Mill Arts Trust",
                "Riverside Community Choir", "Lantern Street Theatre", "Eastbank Historical Society",
                "Harbourside Jazz Collective", "Saint-Urbain Parish Library"],
    "instr": ["cello", "viola", "harp", "double bass", "harpsichord", "marimba", "tuba",
              "bandoneon", "sitar", "kora", "oud", "drum kit"],
    "room": ["the green room", "Studio B", "room 204", "the east gallery", "the crypt",
             "rehearsal room 3", "the foyer", "the loading dock", "the vestry", "the reading room"],
}

FOLD = {"đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "ß": "ss", "æ": "ae",
        "Æ": "Ae", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "œ": "oe", "Œ": "Oe",
        "ŋ": "ng", "ʻ": "", "’": "", "'": ""}


def fold(s):
    out = []
    for ch in s:
        if ch in FOLD:
            out.append(FOLD[ch])
            continue
        d = unicodedata.normalize("NFKD", ch)
        out.append("".join(c for c in d if not unicodedata.combining(c)))
    return "".join(out)


def lower(s):
    # a person typing lower-case writes "i" for Turkish dotted capital I
    return s.replace("İ", "i").lower()


def upper(s):
    return s.upper()


# -------------------------------------------------------------- persons
def _gendered(entry, g):
    if "/" in entry:
        m, f = entry.split("/", 1)
        return f if g == "f" else m
    return entry


def _pick_other(rng, lst, avoid):
    cands = [x for x in lst if x not in avoid]
    return rng.choice(cands or lst)


def make_person(rng, o, g=None):
    opt = o["opt"]
    if g is None:
        g = rng.choice(["f", "m"])
    givens = o[g] or o["m" if g == "f" else "f"]
    given = rng.choice(givens)
    order = opt.get("order", "gf")
    first, last, full = given, None, None
    if order == "gf":
        fam = _gendered(rng.choice(o["fam"]), g) if o["fam"] else ""
        if fam and opt.get("fam2") and rng.random() < opt["fam2"]:
            fam2 = _gendered(_pick_other(rng, o["fam"], [fam]), g)
            if fam2 != fam:
                fam = fam + opt.get("fam2_join", " ") + fam2
        mids = []
        if opt.get("nasab") and rng.random() < opt["nasab"]:
            mids += ["bint" if g == "f" else "bin", _pick_other(rng, o["m"], [given])]
        if opt.get("patr") and rng.random() < opt.get("patr_rate", 0):
            mids.append(_gendered(rng.choice(opt["patr"]), g))
        ml = opt.get("mid_" + g)
        if ml and rng.random() < opt.get("mid_rate", 0):
            mid = _pick_other(rng, ml, [given])
            if mid != given and mid not in fam.split():
                mids.append(mid)
        if opt.get("mid") and rng.random() < opt["mid"]:
            mids.append(rng.choice("ABCDEFGJKLMPRST") + ".")
        last = fam or None
        if fam and opt.get("fg") and rng.random() < opt["fg"]:
            full = fam + " " + given
        else:
            full = " ".join([given] + mids + ([fam] if fam else []))
    elif order == "viet":
        fam = rng.choice(o["fam"])
        mid = rng.choice(opt["mid_" + g])
        full = "%s %s %s" % (fam, mid, given)
        if rng.random() < opt.get("ascii", 0):
            full, fam, given = fold(full), fold(fam), fold(given)
        first, last = given, fam
    elif order in ("nasab3", "nasab2"):
        father = _pick_other(rng, o["m"], [given])
        parts = [given, father]
        if order == "nasab3":
            parts.append(_pick_other(rng, o["m"], [given, father]))
        full = " ".join(parts)
    elif order == "malay":
        father = rng.choice(o["fam"])
        if rng.random() < 0.75:
            full = "%s %s %s" % (given, "binti" if g == "f" else "bin", father)
        else:
            full = "%s %s" % (given, father)
    elif order == "tamil":
        father = rng.choice(o["fam"])
        if rng.random() < 0.35:
            full = "%s. %s" % (father[0], given)
        else:
            full = "%s %s" % (given, father)
            last = father
    elif order == "mongol":
        father = _pick_other(rng, o["fam"], [given])
        if rng.random() < 0.35:
            full = "%s. %s" % (father[0], given)
        else:
            full = "%s %s" % (given, father)
            last = father
    elif order == "mono":
        full, first = given, None
    elif order == "balinese":
        bo = rng.choice(["Wayan", "Putu", "Made", "Kadek", "Nyoman", "Komang", "Ketut"] +
                        (["Gede"] if g == "m" else ["Luh"]))
        full = "%s %s %s" % ("Ni" if g == "f" else "I", bo, given)
        first = None
    elif order == "cjk":
        fam = rng.choice(o["fam"])
        sep = " " if (o["opt"].get("script") == "Jpan" and rng.random() < 0.3) else ""
        full = fam + sep + given
        last = fam
    else:
        raise ValueError(order)
    p = {"origin": o["key"], "g": g, "full": full, "first": first or full,
         "last": last or full, "has_last": last is not None and first is not None,
         "script": opt.get("script")}
    addr = opt.get("addr", "last")
    p["addr"] = p["first"] if addr == "first" else (full if addr == "full" else p["last"])
    # handle (ascii, lower case); None when the name is not in Latin script
    fa = re.sub(r"[^a-z0-9 ]", "", fold(p["first"]).lower().replace("-", " "))
    la = re.sub(r"[^a-z0-9 ]", "", fold(p["last"]).lower().replace("-", " "))
    if p["script"] or not fa.strip():
        p["handle"] = None
    else:
        fj, lj = fa.replace(" ", ""), la.replace(" ", "")
        if not p["has_last"]:
            toks = fa.split()
            pats = ["".join(toks), ".".join(toks), "_".join(toks)]
        else:
            pats = [fj + "." + lj, fj + "_" + lj, fj[0] + lj, fj + lj, fj + "-" + lj,
                    fj + "." + lj[0], lj + "." + fj]
        p["handle"] = rng.choice(pats)
    return p


def form(p, f):
    if f in (None, "full"):
        return p["full"]
    if f in ("first", "last", "addr", "handle"):
        return p[f]
    if f == "initlast":
        if p["has_last"]:
            return p["first"][0] + ". " + p["last"]
        return p["full"]
    if f == "lastfirst":
        if p["has_last"]:
            return p["last"] + ", " + p["first"]
        return p["full"]
    raise ValueError(f)


LATIN = [o for o in ORIGINS if not o["opt"].get("script")]

# culturally plausible origins for religious and traditional titles
GROUPS = {
    "christian": ["english", "scottish", "irish", "welsh", "cornish", "french", "breton", "basque",
                  "catalan", "spanish", "galician", "portuguese", "italian", "sardinian", "maltese",
                  "german", "austrian", "swiss_german", "dutch", "flemish", "luxembourgish", "polish",
                  "czech", "slovak", "croatian", "slovenian", "hungarian", "lithuanian", "latvian",
                  "filipino", "visayan", "ilocano", "timorese", "goan", "igbo", "yoruba", "akan", "ewe",
                  "ga", "kikuyu", "luo", "kalenjin", "ganda", "rwandan", "burundian", "congolese",
                  "zulu", "xhosa", "sotho", "tswana", "shona", "ndebele", "chewa", "bemba", "angolan",
                  "mozambican", "cape_verdean", "mexican", "cuban", "puerto_rican", "dominican",
                  "colombian", "venezuelan", "peruvian", "chilean", "argentine", "brazilian", "haitian",
                  "jamaican", "american", "african_american", "quebecois", "acadian", "samoan", "tongan",
                  "fijian", "chamorro", "papua_new_guinean", "solomon_islander", "ni_vanuatu",
                  "armenian", "georgian", "greek", "cypriot", "romanian", "bulgarian", "serbian",
                  "russian", "ukrainian", "assyrian", "amhara", "tigrinya", "malayali", "australian",
                  "hawaiian", "maori", "garifuna", "guatemalan", "salvadoran", "costa_rican",
                  "ecuadorian", "paraguayan", "batak", "afrikaner", "liberian"],
    "muslim": ["turkish", "kurdish", "persian", "afghan_dari", "pashtun", "levantine", "palestinian",
               "iraqi", "gulf", "yemeni", "omani", "egyptian", "sudanese", "libyan", "tunisian",
               "algerian", "moroccan", "amazigh", "pakistani", "bangladeshi", "kashmiri", "malay",
               "javanese", "sundanese", "hausa", "fulani", "wolof", "mandinka", "bambara", "somali",
               "bosnian", "albanian", "azerbaijani", "chechen", "tatar", "bashkir", "uzbek", "kazakh",
               "kyrgyz", "tajik", "turkmen", "uyghur", "maldivian", "tuareg"],
    "jewish": ["ashkenazi", "israeli"],
    "ustad": ["pakistani", "kashmiri", "afghan_dari", "bangladeshi", "pashtun", "persian"],
    "sensei": ["japanese"],
    "chief": ["yoruba", "igbo", "edo"],
    "alhaji": ["hausa", "fulani", "yoruba", "wolof", "mandinka"],
    "hispanic": ["spanish", "mexican", "cuban", "puerto_rican", "dominican", "colombian",
                 "venezuelan", "peruvian", "chilean", "argentine", "salvadoran", "guatemalan",
                 "costa_rican", "ecuadorian", "paraguayan", "galician"],
}
BY_KEY = {o["key"]: o for o in ORIGINS}
CYRL = [BY_KEY["russian_cyrillic"], BY_KEY["ukrainian_cyrillic"]]

# ------------------------------------------------------------ rendering
HAND_TOK = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]")
TOK = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]|\{([A-F])([fm]?)(?::(\w+))?\}|\{([+=])(\w+)\}")
PH = re.compile(r"\{([A-F])([fm]?)(?::(\w+))?\}")
WORD = re.compile(r"\w+")


def needs(template):
    """letter -> (gender or None, set of forms) for the person placeholders."""
    req = {}
    for m in PH.finditer(template):
        g, fs = req.get(m.group(1), (None, []))
        g = g or (m.group(2) or None)
        f = m.group(3) or "full"
        if f not in fs:
            fs = fs + [f]
        req[m.group(1)] = (g, fs)
    return req


def segments(template, rng=None, persons=None, hand=False):
    segs, pos = [], 0
    for m in (HAND_TOK if hand else TOK).finditer(template):
        if m.start() > pos:
            segs.append(("t", template[pos:m.start()]))
        if m.group(1) is not None:
            segs.append(("n", m.group(1)))
        elif m.group(2) is not None:
            segs.append(("k", m.group(2)))
        elif m.group(3) is not None:
            segs.append(("n", form(persons[m.group(3)], m.group(5))))
        else:
            pool = m.group(7)
            if m.group(6) == "+":
                segs.append(("k", rng.choice(KEEP_POOLS[pool])))
            else:
                segs.append(("t", rng.choice(PLAIN_POOLS[pool])))
        pos = m.end()
    if pos < len(template):
        segs.append(("t", template[pos:]))
    return segs


def assemble(segs, casing=None):
    text, names, keep = "", [], []
    for kind, val in segs:
        if casing == "lower" or (casing == "namelower" and kind == "n"):
            val = lower(val)
        elif casing == "upper" or (casing == "nameupper" and kind == "n"):
            val = upper(val)
        start = len(text)
        text += val
        if kind == "n":
            names.append({"start": start, "end": len(text), "text": val})
        elif kind == "k" and val not in keep:
            keep.append(val)
    return text, names, keep


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def check(text, names, keep, slice_):
    """hard errors (must be empty) and soft warnings."""
    errs, warns = [], []
    last = 0
    for s in names:
        if not (0 <= s["start"] < s["end"] <= len(text)):
            errs.append("bad offsets %r" % s)
            continue
        if text[s["start"]:s["end"]] != s["text"]:
            errs.append("span text mismatch %r" % s)
        if s["start"] < last:
            errs.append("overlap/unsorted %r" % s)
        last = s["end"]
        if s["text"] != s["text"].strip():
            errs.append("whitespace around span %r" % s)
        if s["start"] > 0 and WORD.match(text[s["start"] - 1]) and WORD.match(text[s["start"]]):
            errs.append("span starts inside a word %r" % s)
        if s["end"] < len(text) and WORD.match(text[s["end"]]) and WORD.match(text[s["end"] - 1]):
            errs.append("span ends inside a word %r" % s)
    if slice_ == "keep":
        if names:
            errs.append("keep slice record has names")
        if not keep:
            errs.append("keep slice record without keep items")
    elif not names:
        errs.append("name slice record without names")
    name_toks = []
    for s in names:
        for t in WORD.findall(s["text"]):
            if t.lower() not in name_toks:
                name_toks.append(t.lower())
    for k in keep:
        if outside_count(text, k, names) < 1:
            errs.append("keep item not found outside names: %r" % k)
        for t in WORD.findall(k):
            if t.lower() in name_toks:
                errs.append("keep item %r shares token %r with a name" % (k, t))
    # soft: a token of a name also used as an ordinary word elsewhere in the text
    for t in name_toks:
        if outside_count(text.lower(), t, names) > 0 and len(t) > 1:
            warns.append("name token %r also occurs outside the name spans" % t)
    return errs, warns


# -------------------------------------------------------------- drawing
class Drawer:
    def __init__(self, rng):
        self.rng = rng
        self.texts = []
        self.seen = {}

    def render(self, template, slice_, origin_fn, casing=None, flags=""):
        req = needs(template)
        for attempt in range(300):
            persons, fulls, ok = {}, [], True
            for letter in sorted(req):
                g, fs = req[letter]
                for _ in range(60):
                    p = make_person(self.rng, origin_fn(), g)
                    if p["full"] in fulls:
                        continue
                    if "handle" in fs and not p["handle"]:
                        continue
                    if ("initlast" in fs or "lastfirst" in fs or "last" in fs) and not p["has_last"] \
                            and "nolast_ok" not in flags:
                        continue
                    if "noapos" in flags and ("'" in p["full"] or "’" in p["full"]):
                        continue
                    break
                else:
                    ok = False
                persons[letter] = p
                fulls.append(p["full"])
            if not ok:
                continue
            segs = segments(template, self.rng, persons)
            text, names, keep = assemble(segs, casing)
            errs, warns = check(text, names, keep, slice_)
            if errs or warns or text in self.seen:
                continue
            self.seen[text] = 1
            return text, names, keep
        raise RuntimeError("could not render template: %r" % template)


def from_list(rng, lst):
    return lambda: rng.choice(lst)


# ============================================================ templates
CULTURES = [
    "Can you write a 60-word bio for our festival programme? The guest curator this year is {A}, who has spent fifteen years working with textile collectives.",
    "Draft a short thank-you note to {A} for lending us the {=instr} for {+day}'s concert.",
    "Seating plan, table 4: {A}, {B}, and the two cousins from {A:first}'s side. Can you check the table isn't over ten people?",
    "Photo caption needed: {A} ({=role}) and {B} at the opening of the {+movement} show. Keep it under 20 words.",
    "Who gets the lighting design credit? The programme says {A} but the poster says {B}. Write a short email asking the producer which is right.",
    "Remind me to send the loan agreement to {A} before the gallery closes on {+day}.",
    "{A} has volunteered to run the book stall at the parish fair. Can you make a rota with two-hour slots from 10 to 4?",
    "I'm organising a farewell concert for {A}, our choir director for 22 years. Give me three ideas for the speech.",
    "Rewrite this in a friendlier tone: 'Soloist {A} has withdrawn due to illness. {B} will perform the part as scheduled.'",
    "Turn this into a catalogue entry: artist {A}, oil on linen, 120 x 90 cm, lot 42, estimate 3,000-5,000.",
    "Our wedding photographer for {+month} is {A}. Is it normal to pay a 50% deposit six months before the date?",
    "The archive catalogue lists the donor as \"{A:lastfirst}\". How should I cite this collection in a footnote?",
    "Set designer {A} and assistant stage manager {B} both need building access from 7am on {+day}. Write the request to security.",
    "Write a [[LinkedIn]] post congratulating {A} on their first solo exhibition. Warm but not over the top.",
    "Is this spelled right for the engraved plaque: \"In memory of {A}, friend of the library\"?",
    "Volunteer sign-in sheet\n{A} - 09:10 - cloakroom\n{B} - 09:25 - ticket desk\nCan you total the hours if everyone leaves at 1pm?",
    "The drummer on the original sleeve is credited as {A}. Help me write a caption for the reissue.",
    "Dear {A},\n\nThank you for agreeing to judge the young composers' competition.\n\nCan you finish this letter with the practical details (date, fee, parking)?",
    "{A} just posted in the band chat that the van broke down outside the venue. What do we tell the promoter?",
    "Write a polite reminder to {A} that rehearsal has moved to {+day} at 6pm.",
    "Please write an email introducing {A} to {B}; they are both restoring church organs and should meet.",
    "Shorten this credit line: 'Costumes designed and made by {A}, with additional embroidery by {B}.'",
    "Can we list {A} as 'in memoriam' in the concert programme? They sang with us for thirty years and died in {+month}.",
    "Auction notes: lot 118 ({+movement} bronze figure) sold to paddle 204; consignor {A}. Draft the settlement letter.",
    "Give the [[MC]] a two-line introduction for the next act, the poet {A}.",
    "Make a certificate of appreciation for {A}, who catalogued 3,000 photographs for the town archive.",
    "Summarise the volunteer roles: {A} leads the children's workshop, {B} handles registration, and {C} is on tea and biscuits.",
    "How do I politely decline {A:first}'s offer to be the [[DJ]] at our wedding?",
    "Camera operator: {A} ({+cambrand})\nFocus puller: {B}\nCall time 06:30 at the harbour car park.\nFormat this as a call sheet table.",
    "Turn this into a formal invitation: a reception hosted by {A} in {=room}, drinks from 7.",
    "My grandmother {Af} sang in the cathedral choir in the 1960s. Where could I find old service sheets with her name?",
    "The museum label says 'Gift of {A}, 1987'. What does 'gift of' mean for ownership?",
    "Help me write a eulogy for {A}, who taught piano to half the children on our street.",
    "Write an [[Instagram]] caption for the gallery opening and tag the photographer, {A}.",
    "{A} and {B} are the new co-chairs of the {+place} festival board. Draft a short press release.",
    "We had a complaint from {A} about the seating at last {+day}'s recital. How should we reply?",
    "Can you make name badges for the {+month} symposium? Speakers: {A}, {B}. Moderator: {C}.",
    "Quick one: should the lanyard say \"{A}\" or just \"{A:first}\"? The festival wants full names.",
    "Please proofread: \"The flowers in the chancel this week are given by {Af} in loving memory of her parents.\"",
    "Booking note: {A}, party of 6 for the {+day} matinee, accessible seating in row C. Write the confirmation email.",
    "The tour guide rota for {+month}: weekends {A}, weekdays {B}. Make it into a table.",
    "The film's sound recordist was {A}; the boom operator was {B}. Write the end-credit block.",
    "{A} is lending three embroidered wedding garments for our exhibition. What should the loan form cover?",
    "Write a short welcome for {A}, our new artist-in-residence at the library from {+month}.",
    "Our harvest festival raffle was won by {A}. Draft a two-line announcement.",
]

CASING = [
    "my friend {A} is doing the flowers for the wedding on {+day}, can you write a thank you text",
    "can u check if {A} is still on the guest list for the gala",
    "urgent: {A} needs the stage plot before soundcheck at 4",
    "who is {A}? they emailed about booking the hall for a birthday party",
    "tell {A} the costume fitting is moved to {+day}",
    "{A} left their violin in the green room again, write a lost property notice",
    "reminder for {A} and {B}: bring the {+keybrand} keyboard stand to the gig",
    "is {A} the same person who photographed last year's street parade?",
    "pls add {A} to the {+software} group for the festival volunteers",
    "can you make this sound less angry: {A} still hasn't returned the borrowed costumes",
    "draft an out of office saying {A} covers the box office until {+month}",
    "{A} and {B} got engaged at the museum late opening!! help me write a card",
    "note to self: pay {A} for the headshots",
    "did {A} ever confirm the projector for the film club screening",
    "the organist {A} is off sick, who can we ask to cover evensong",
    "ok so {A} says the drone footage is on the shared drive, how do i import it into {+software}",
    "rsvp list so far: {A}, {B}, {C}",
    "write a silly limerick about {A} losing the raffle tickets",
    "what do i write in the card for {A}, who's retiring from the library after 30 years",
    "the invoice from {A} says 12 hours but the shoot was 9, how do i raise it",
]
CASING_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]

POS_START = [
    "{A} is bringing the spare music stands on {+day}.",
    "{A} asked whether the exhibition is wheelchair accessible; what should I answer?",
    "{A:first} here. Can you help me word a sponsorship request for our youth orchestra?",
    "{A} said the raffle raised $1,240. Write a thank-you post for the community page.",
    "{A}, could you check the subtitles for reel 3 before the screening?",
    "{A} and I are co-directing the spring musical; what's a fair way to split the work?",
    "{A} will read the second lesson at the carol service.",
    "{A} booked the {+venue} date, so now we need a poster.",
    "{A} wants the choir robes dry-cleaned before {+holiday}.",
    "{A} from the framing shop says the glass is cracked. What are my options?",
    "{A} won the young photographer award; write two lines for the newsletter.",
    "{A} runs the ceramics class on [[Thursday]] mornings and needs a new kiln quote.",
    "{A} is our new props master. Write a welcome message for the crew group.",
    "{A:lastfirst} appears twice in the donor list. How do I merge the duplicates in {+software}?",
    "{A} told me the archive boxes are acid-free, but I'm not sure. How can I check?",
    "{A} recorded the whole concert on a phone. Is it okay to post it online?",
    "{A} keeps double-booking the rehearsal room. How do I raise it kindly?",
    "{A} wants to propose during the first dance. Help me plan the timing with the band.",
    "{A} is stepping down as festival treasurer. Draft the announcement.",
    "{A} painted the new mural by the library entrance; write a plaque text.",
]
POS_MIDDLE = [
    "The person to call about the marquee is {A}, not the hotel.",
    "Could you ask {A} whether the harp fits through the side door?",
    "Last night {A} stepped in as conductor with an hour's notice. Write a thank-you note.",
    "For the film festival jury we have {A} plus two critics. Draft the welcome email.",
    "Our sound engineer, {A}, needs a [[W-9]] form before we can pay them.",
    "The bride's aunt, {Af}, is doing a reading; where should she sit?",
    "Please tell {A} that the kiln is free on [[Wednesday]] afternoon.",
    "At the auction, {A} bid on the tapestry by phone. What paperwork do we need?",
    "I think {A} still has the key to the archive store room.",
    "In the minutes, note that {A} seconded the motion to buy new hymn books.",
    "The costume budget was approved by {A} on {+day}, so go ahead and order the fabric.",
    "Tonight the understudy, {A}, goes on for the lead. How do we announce it?",
    "If {A} can't bring the [[PA]], we'll hire one. Find me three rental options.",
    "Yesterday {A} found a box of 1920s glass negatives in the attic. How should we store them?",
    "We asked {A} to photograph the christening, but the church bans flash. Any tips?",
    "My cousin {A} wants to sing at the reception. How long should the slot be?",
    "The new box office manager, {A}, starts on {+day}; draft the staff announcement.",
    "Both {A} and {B} applied for the conductor post. Compare the two cover letters for me.",
    "Apparently {A} has never seen the Northern Lights, so the choir tour to [[Tromsø]] is a surprise gift.",
    "After {A} left the quartet, we auditioned five violists. Summarise my notes.",
]
POS_END = [
    "Who should I thank for the lighting? It was {A}",
    "The new head of education at the museum is {A}.",
    "Please forward the floor plan to {A}",
    "Best wishes,\n{A}",
    "Photo credit: {A}",
    "Can you write a short bio for our bassist, {A}?",
    "Send the revised contract to {A}.",
    "The lost umbrella belongs to {A}",
    "Thanks for everything, {A:first}!",
    "Tonight's pre-concert talk is given by {A}",
    "Our volunteer of the month is {A}.",
    "A film by {A}",
    "Questions about the seating plan? Ask {A}",
    "The winning quilt was made by {A}!",
    "Choreography: {A}",
    "Next up on the open mic list is {A}",
    "Please make the cheque payable to {A}.",
    "The keys are with {A}",
    "Edited and translated by {A}",
    "Could you write the obituary for the newsletter? The name is {A}",
]

LISTS = [
    "Add {A}, {B}, {C} and {D} to the {+software} channel for the festival crew.",
    "Choir rota for {+month}:\n- Sopranos: {A}, {B}\n- Altos: {C}\n- Tenors: {D}\n- Basses: {E}",
    "Cast list (Act 1): Narrator - {A}; Nurse - {B}; Messenger - {C}; Chorus - {D} & {E}.",
    "name,role,fee\n{A},first violin,350\n{B},viola,350\n{C},cello,350\n{D},double bass,300\nSum the fees please",
    "Authors: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format this as a [[Chicago]]-style citation for the exhibition catalogue.",
    "Bridesmaids: {Af}, {Bf} and {Cf}. Groomsmen: {Dm}, {Em}. Make a table for the florist.",
    "Judges / {A} / {B} / {C} - put them in alphabetical order by surname",
    "Who's driving to the festival? {A:first}, {B:first}, {C} and maybe {D}.",
    "1. {A} (curator)\n2. {B} (registrar)\n3. {C} (conservator)\n4. {D} (education)\nTurn this into an org chart description.",
    "Crew | Dept\n{A} | Camera\n{B} | Sound\n{C} | Art\n{D} | Wardrobe\nConvert this to [[CSV]].",
    "The prize winners were {A}, {B}, and {C}; runners-up {D} and {E}.",
    "Panel speakers (in order): {A}; {B}; {C}; moderator {D}.",
    "Table 7: {A}, {B}, {C}, {D}, {E}, {F}",
    "Please mail-merge thank-you letters in [[Word]] for {A}, {B}, {C} and {D} from the {+month} gala.",
    "name\tvoice\tfitting\n{A}\tsoprano\t{+day}\n{B}\tbaritone\t{+day}\n{C}\tmezzo\t{+day}",
    "Band members: {A} (vocals), {B} (guitar), {C} (drums), {D} (bass). Write a band bio.",
    "Ushers for the matinee: {A:first}, {B:first}, {C:first}, {D:first}. Evening: {E}.",
    "Exhibiting artists: {A}, {B}, {C}, {D}, {E}. Which order makes sense for the wall text?",
    "Lenders to the exhibition: {A}; {B}; the private collection of {C}; and the estate of {D}.",
    "Readers at the memorial: {A}, then {B}, then {C}. Eulogy: {D}.",
    "* {A} - bar\n* {B} - door\n* {C} - merch\n* {D} - float\nMake this a shift table for the gig.",
    "Dance troupe line-up, front row: {A}, {B}, {C}. Back row: {D}, {E}, {F}.",
    "Authors of the conference paper: {A:initlast}, {B:initlast} and {C:initlast}. Which citation style puts initials first?",
]

POSSESSIVE = [
    "{A}'s cello case is still in the church hall. Write a note to the caretaker.",
    "Is {A}\u2019s photography contract the same as last year's?",
    "We need {A}'s and {B}'s signatures on the venue hire form.",
    "Summarise {A}'s notes from the {+day} costume meeting: more sequins, fewer feathers, budget \u20ac800.",
    "Print {A:first}'s name badge again, it was misspelled.",
    "Where do I send {A}'s royalties for the {+month} streams?",
    "{A}'s grandmother donated the quilt; the accession number is 1994.27.3.",
    "Can you fix {A}'s bio so it's in the third person?",
    "The gallery wants {A}\u2019s invoice by {+day}.",
    "Rewrite {A}'s speech for the prize-giving so it's under two minutes.",
    "Is it {A:first}'s or {B:first}'s turn to bring cake to rehearsal?",
    "{A}'s {+micbrand} mic kept cutting out during the second set. What should the sound tech check?",
    "We're using {A}'s arrangement of the hymn. Do we need permission?",
    "That was {A}'s idea, not mine.",
    "Update the archive record to show {A}'s correct years as churchwarden.",
    "{A}\u2019s dog got into the marquee and ate half the canap\u00e9s. Write a funny newsletter line.",
    "Please move {A}'s dance solo to after the interval.",
    "Where in {+place} can I buy a frame for {A}'s watercolour?",
    "Copy {A}'s phone number from the [[RSVP]] list into the group chat.",
    "Add {A}'s workshop to the festival schedule on {+day}.",
    "The caterer said {A}\u2019s and {B}\u2019s meals are both vegan.",
    "How should the programme credit {A:first}'s late father, who wrote the tune?",
]

QUOTED = [
    "Can you help me reply to this?\n\n> Hi,\n> I'm {A} from the {=orgname}. We'd love to borrow two of your posters for our exhibition.\n> Best,\n> {A:first}",
    "From: {A}\nTo: bookings@{=domain}\nSubject: hire of the main hall\n\nIs the hall free on {+day} the 14th for a ceilidh?\n\nWhat should I answer?",
    "Hi {A:first},\n\nThanks for the photos from the christening! Could you send the high-res files?\n\nCheers,\n{B:first}\n\nTranslate this email to [[Spanish]].",
    "[18:02] {A:first}: running late, start without me\n[18:03] {B:first}: ok who has the keys\n[18:05] {C:first}: {A:first} has them lol\nSummarise this chat.",
    "group chat: {A:first}: who's bringing the tripod? {B:first}: me. {C:first}: I've got the reflectors. {A:first}: great, see you at 6. Who is bringing what?",
    "On {+day}, {A} wrote:\n> The choir's summer concert is cancelled because of the roof repairs.\nCan you turn this into a notice for the website?",
    "---------- Forwarded message ----------\nFrom: {A}\nSubject: Re: programme proofs\n\n> Page 4 still says the soloist is {B}. It should be {C}.\n\nCan you make a corrections list?",
    "My colleague {A} signs off every email with just '{A:first} x'. Is that too informal for a museum?",
    "Text from {A}: 'Cake's ready, icing is the wrong colour, don't panic.' Draft a calm reply.",
    "Hi {A:first}! Thank you so much for playing at our wedding, the first dance was everyone's highlight. Make this longer and more heartfelt.",
    "HOST ({A}): So how did the festival start?\nGUEST ({B}): Honestly, in my garage with a borrowed PA.\nClean up this transcript.",
    "Is this a scam? 'Hello, I am {A}, director of a foundation that wants to fund your theatre. Please send your bank details.'",
    "Got this text: \"This is {A} from the ticketing team, your {+venue} tickets are on hold, reply with your card number.\" Legit?",
    "Email signature:\n--\n{A}\nVolunteer Coordinator\nRiverside Arts Trust\nMake it look more professional.",
    "> {A} said the screen-printing workshop is full\n> can we add a second session?\nYes, if {B} can teach it. Write this up as a reply.",
    "Write a reply to {A:first}: 'Hey, can I bring my partner to the opening?' Say yes, plus-ones are welcome.",
    "12/05/24, 21:14 - {A}: Did anyone pick up the flowers? 12/05/24, 21:16 - {B}: I did, they're in the vestry. 12/05/24, 21:17 - {A}: legend",
    "Thanks {A:first}, see you at the tech rehearsal! Can you make this sound less abrupt?",
    "Hi {A:first} and {B:first}, quick question about the seating plan - can you rewrite this opening so it's clearer?",
    "Pull quote for the programme: \"Music is what holds this village together\" - {A}, founder of the brass band.",
    "Dear friends, it is with great sadness that we share the news that {A} died on {+day}. Help me finish this announcement for the congregation.",
    "Voicemail transcript: 'Hi, it's {A:first}, calling about the piano tuning, ring me back on the landline.' Summarise.",
    "Slack thread:\n{A:handle}: is the gallery wifi down?\n{B:handle}: yes since 10\n{A:handle}: ok I'll tell the visitors\nWrite an incident note.",
    "Reply-all from {A}: 'Please remove me from this list.' How do I do that in {+software}?",
    "> Looking forward to the quiz night!\n> {A:first}\n\nWrite a cheerful reply confirming the team table.",
]

CODE = [
    "# TODO({A:handle}): replace the hard-coded gallery IDs\ngallery_ids = [12, 14, 19]\nRefactor this to read from config.",
    "// FIXME({A:handle}) ticket price rounding is wrong for concessions\nconst price = Math.round(base * 0.85);\nWhat's the bug?",
    "Explain this git log:\ncommit 4f2a91c\nAuthor: {A} <dev@{=domain}>\n\n    Add seating chart export\n\n    Co-authored-by: {B} <noreply@{=domain}>",
    "What does this trailer mean?\nSigned-off-by: {A} <patches@{=domain}>",
    "/**\n * @author {A:lastfirst}\n * Parses MARC records for the library catalogue.\n */\nWrite a better docstring.",
    "-- reviewed by {A:initlast}, 2023-09-14\nSELECT title, accession_no FROM objects WHERE on_loan = 1;\nExplain this query.",
    "<!-- photo: {A}, used with permission -->\n<img src=\"hero.jpg\" alt=\"Festival crowd\">\nHow do I show a visible credit instead?",
    "{\"performer\": \"{A}\", \"instrument\": \"cello\", \"slot\": \"19:30\"}\nAdd a field for the accompanist, {B}.",
    ("INSERT INTO volunteers (name, shift) VALUES ('{A}', 'bar'), ('{B}', 'cloakroom');\nWhy does this fail on [[SQLite]]?", "noapos"),
    "crew:\n  - name: {A}\n    dept: camera\n  - name: {B}\n    dept: grip\nValidate this [[YAML]].",
    "2024-06-01T19:02:11Z INFO ticket scanned holder=\"{A}\" gate=B\nWrite a regex to extract the holder.",
    ("Why does this test fail?\nassert format_credit('{A}', 'editor') == 'Editor: {A}'", "noapos"),
    "PR description: '@{A:handle} please review the donations export, cc @{B:handle}'",
    "# {A:handle} 2019: legacy hack for the ticket printer, don't touch\nShould I remove this comment?",
    "def test_booking():\n    b = Booking(client=\"{A}\", venue=\"{+venue}\")\n    assert b.deposit == 200\nAdd a test for cancellation.",
    "My config:\n[archive]\nowner = {A:handle}\nbackup_dir = /mnt/scans\nIs the owner field used for permissions?",
    "Review comment from {A}: 'This loop reloads every thumbnail, cache it.' How do I do that in [[Django]]?",
    "Ticket ART-212 assigned to {A}, reporter {B}: 'Audio guide app crashes on [[Android]] 14'. Write reproduction steps.",
    "// {A:handle}: returns the choir rota as [[JSON]]\napp.get('/rota', handler)\nAdd pagination.",
    "git shortlog -sn says:\n    14  {A}\n     9  {B}\n     2  {C}\nWho wrote most of the festival site?",
    "PermissionError: [Errno 13] Permission denied: '/home/{A:handle}/scans/box12.tif'\nHow do I fix this?",
    "LABEL maintainer=\"{A}\"\nFROM python:3.12-slim\nIs this [[Dockerfile]] line order fine?",
    "const crew = [{ name: \"{A}\", role: \"gaffer\" }, { name: \"{B}\", role: \"best boy\" }];\nSort this by role.",
    "<meta name=\"author\" content=\"{A}\">\nIs this tag still useful for [[SEO]] on the gallery site?",
    "Reviewed-by: {A} <review@{=domain}>\nAcked-by: {B:handle}\nWhat is the difference between these two trailers?",
    "// TODO({A:handle}) handle sold-out performances in the [[Stripe]] webhook",
    ("UPDATE donors SET display_name = '{A}' WHERE id = 5512;\nHow do I do this for many rows at once?", "noapos"),
    "CODEOWNERS:\n/exhibitions/  @{A:handle}\n/education/    @{B:handle}\nExplain how this works on [[GitHub]].",
    "print(f\"Welcome, {{name}}!\")  # {A:handle}: greet visitors at the kiosk\nWhy are there double braces?",
    "Changelog 2.3.0 - seating export fixed (thanks {A}), PDF tickets (thanks {B}).\nRewrite for the release notes.",
]

BUSINESS = [
    "Invoice #2024-118\nBill to: {A}\nService: wedding photography, 8 hours\nTotal: {=amount} incl. [[VAT]]\nCheck the maths.",
    "Please draft a simple contract between our theatre and freelance set builder {A}: fee, dates in {+month}, insurance.",
    "Transfer {=amount} to {A} for the mural restoration, reference MURAL-07. Write the payment note.",
    "Grant report for [[Arts Council England]]: project lead {A}; community partner {B}. Write the outcomes section.",
    "Payslip query from {A}: the overtime for the festival weekend is missing. Draft a reply from payroll.",
    "Venue hire agreement between the parish council and {A}, for a fundraising ceilidh on {+day}. List the clauses we need.",
    "The insurer needs the name of the exhibition courier; it's {A}. Fill in the form section.",
    "Quote request: {A} wants 120 chairs and a dance floor for {+month} 12. Draft our quote.",
    "Royalty statement for {A}: 3,412 streams on {+software}. Roughly what payout is that?",
    "Refund request from {A}: two tickets for the cancelled {+work} performance. Draft the approval.",
    "Consignment agreement: consignor {A}, lot 7 (silver tea service), reserve {=amount}. Summarise the seller's obligations.",
    "Can you check this W-8BEN for {A}, a visiting violinist from abroad?",
    "Expense claim: {A} - taxi to the [[BBC]] studio, {=amount}. Is a receipt needed?",
    "Sponsorship: {A} from the {+brand} regional office agreed to fund the programme printing. Draft the thank-you.",
    "Budget line 'artist fee - {A}' is over by 10%. Suggest where to cut.",
    "The caterer, {A}, wants 30% upfront. Is that standard for weddings?",
    "Draft a loan receipt: object lent by {A} to the museum until 31 {+month}.",
    "Reference letter for {A}, who volunteered 200 hours at the food bank's [[Christmas]] concert.",
    "Payroll: add {A} as a casual usher at \u00a312.60 an hour from {+day}.",
    "Write a receipt for a donation of {=amount} from {A} to the choir's roof appeal. [[Gift Aid]] applies.",
    "Purchase order: 40 music stands, supplier contact {A}, delivery to {=room}. Put it in a table.",
    "Memo: the band's agent, {A}, is asking for a 15% commission on merch. Is that usual?",
    "Rental agreement for the bridal dress: renter {A}, deposit {=amount}, return within 3 days.",
    "Artist resale royalty: the seller's agent is {A}. Explain who pays what.",
]

TITLES = [
    "Please address the letter to Dr {A:addr}, the new head of conservation.",
    ("Rev. {A:last} will officiate at the wedding at 2pm on {+day}. Draft the order of service header.", "orig=christian"),
    "Could you write an introduction for Prof. {A}, our keynote at the archives conference in {+place}?",
    "Mrs {Af:addr} asked for two extra programmes for her grandchildren.",
    "Mr. {Am:addr} wants a refund for the cancelled recital.",
    "Ms {Af:addr} is the chair of the Friends of the Museum. Write her a welcome letter.",
    "Mx {A:last} will be stage managing the youth production.",
    "Maestro {Am:last} prefers the second violins seated on the right.",
    "Maestra {Af} will conduct the second half of the concert.",
    ("Father {Am:first} will bless the new bells on {+day}.", "orig=christian"),
    ("Sister {Af:first} runs the choir at the convent school. Draft an invitation to our festival.", "orig=christian"),
    ("Rabbi {A:last} has agreed to speak at the interfaith concert.", "orig=jewish"),
    ("Imam {Am:last} will give the welcome at the [[Eid]] festival.", "orig=muslim"),
    "Please seat Lady {Af:last} and Sir {Bm} at the front table.",
    "Dame {Af} is patron of the dance company; draft the annual letter.",
    "Capt. {A:last} of the harbour band asked about parking.",
    "The Hon. {A} will open the exhibition. How should the MC introduce them?",
    ("Pastor {A:first} asked for the projector for the youth service.", "orig=christian"),
    ("Canon {A:last} will preach at evensong on {+holiday} [[Sunday]].", "orig=christian"),
    "Herr {Am:last} from the [[Kulturamt]] called about the street-festival permit.",
    ("Se\u00f1ora {Af:last} wants the mariachi band to start at 8.", "orig=hispanic"),
    "Madame {Af:last} teaches ballet on [[Tuesday]] evenings; write a flyer.",
    "Dr. {A} and Dr. {B} will co-curate the exhibition. Write the press line.",
    "Councillor {A:last} will cut the ribbon at the new library.",
    "Professor {A:last}'s lecture on [[Byzantine]] icons is sold out. Offer a waiting list.",
    ("Ustad {Am} will give the sitar recital on {+day}. Write a short introduction.", "orig=ustad"),
    ("Sensei {A:last} runs the taiko drumming workshop for teenagers.", "orig=sensei"),
    ("Chief {Am} is the guest of honour at the cultural day. How do I address him in the speech?", "orig=chief"),
    ("Alhaji {Am} has donated the prize money for the drama competition.", "orig=alhaji"),
    "Monsieur {Am:last} from the embassy will attend the film premiere.",
    "Frau {Af:last} is our new piano teacher. Write a welcome note for parents.",
    "Signora {Af:last} is lending her grandmother's lace for the exhibition.",
    ("Deacon {A:last} will read at the carol service.", "orig=christian"),
    "Dear Mr {Am:last},\nThank you for your enquiry about the organ recital. Finish this letter.",
    "Dear Ms {Af:last},\nWe are delighted to offer you a place in the youth orchestra. Make this warmer.",
]

NONENGLISH = {
    "de": [
        "Kannst du eine kurze Dankesmail an {A} schreiben? Die [[Ausstellung]] war ein voller Erfolg.",
        "{A} \u00fcbernimmt am [[Samstag]] die [[Abendkasse]], {B} die [[Garderobe]].",
        "Bitte formuliere eine Absage an {A}: Die [[Probe]] im [[Gemeindehaus]] f\u00e4llt aus.",
        "Die [[Rechnung]] von {A} f\u00fcr die [[Hochzeitsfotos]] enth\u00e4lt keine [[MwSt]]. Ist das korrekt?",
        "Programmheft: Leitung {A}, [[Klavier]] {B}. Kannst du ein Layout vorschlagen?",
        "Schreib eine Einladung: {Af} liest am [[Donnerstag]] in der [[Stadtbibliothek]] aus ihrem neuen Roman.",
        "Notiz f\u00fcr mich: {A} hat den [[Schl\u00fcssel]] f\u00fcr das [[Archiv]].",
        "Wer macht die [[Technik]] beim [[Sommerfest]]? Laut Plan {A}, aber {B} ist auch eingetragen.",
        "Kurze Frage: Darf ich {Af} als [[Trauzeugin]] und {Bm} als [[Trauzeugen]] in die [[Einladung]] schreiben?",
        "Bitte mach aus dieser Liste eine Tabelle: {Af} (Sopran), {Bf} (Alt), {Cm} (Tenor).",
        "Wir brauchen eine [[Vollmacht]] f\u00fcr {Af}, damit sie die Leihgabe im [[Museum]] abholen kann.",
    ],
    "fr": [
        "Peux-tu \u00e9crire un mot de remerciement \u00e0 {A} pour le pr\u00eat du violoncelle ?",
        "{A} s'occupera de la billetterie samedi, et {B} du vestiaire.",
        "La facture de {A} pour les photos du mariage n'inclut pas la [[TVA]]. C'est normal ?",
        "Programme : mise en sc\u00e8ne {A}, lumi\u00e8res {B}, costumes {C}.",
        "Merci de pr\u00e9venir {A} que la r\u00e9p\u00e9tition est d\u00e9plac\u00e9e au [[Th\u00e9\u00e2tre du Ch\u00e2telet]].",
        "Bonjour {A:first}, pouvez-vous confirmer votre pr\u00e9sence au vernissage jeudi ?",
        "R\u00e9dige une courte biographie de {Af}, chor\u00e9graphe invit\u00e9e du festival d'[[Avignon]].",
        "Note pour la chorale : {A} et {B} chanteront le solo du [[Magnificat]].",
        "Qui g\u00e8re la sonorisation du bal ? Sur le planning c'est {A}.",
        "Peux-tu traduire en anglais le mot de {A} pour le catalogue de l'exposition ?",
    ],
    "es": [
        "\u00bfPuedes escribir un mensaje a {A} para confirmar la sesi\u00f3n de fotos del s\u00e1bado?",
        "{Af} ser\u00e1 la maestra de ceremonias en la boda; {B} se encarga de la m\u00fasica.",
        "La factura de {A} no incluye el [[IVA]]. \u00bfC\u00f3mo se lo digo con tacto?",
        "Reparto: la madre, {Af}; la hija, {Bf}; el vecino, {Cm}.",
        "Recordatorio: {A} trae el equipo de sonido para la fiesta en [[Oaxaca]].",
        "\u00bfMe ayudas a redactar la invitaci\u00f3n a la exposici\u00f3n de {A}?",
        "Hola {A:first}, \u00bfpodr\u00edas mandarme las partituras antes del ensayo del jueves?",
        "El coro necesita un nuevo director desde que {A} se jubil\u00f3. Redacta el anuncio.",
        "Lista de voluntarios para la verbena: {A}, {B} y {C}.",
        "Dile a {A} que el [[Museo del Prado]] confirm\u00f3 el pr\u00e9stamo.",
    ],
    "it": [
        "Puoi scrivere una mail a {A} per confermare le prove del coro gioved\u00ec?",
        "{A} suoner\u00e0 il violoncello nel concerto di [[Natale]].",
        "La fattura di {A} per il catering del matrimonio non riporta l'[[IVA]].",
        "Programma di sala: regia di {A}, scene di {B}, luci di {C}.",
        "Ciao {A:first}, mi mandi le foto del vernissage entro venerd\u00ec?",
        "Bisogna ringraziare {A} per aver prestato il pianoforte [[Steinway]].",
        "Chi porta il proiettore al cineforum? Secondo il foglio, {A}.",
        "Scrivi una breve biografia di {Am}, fotografo ospite del festival.",
        "Elenco dei volontari per la sagra: {A}, {B}, {C}.",
    ],
    "pt": [
        "Pode escrever uma mensagem para {A} a confirmar o ensaio de s\u00e1bado?",
        "{A} vai tocar cavaquinho na festa de [[S\u00e3o Jo\u00e3o]].",
        "A fatura de {A} para as fotografias do casamento n\u00e3o inclui [[IVA]].",
        "Ficha t\u00e9cnica: dire\u00e7\u00e3o de {A}, cenografia de {B}, figurinos de {C}.",
        "Ol\u00e1 {A:first}, consegue enviar as partituras at\u00e9 quinta-feira?",
        "Lembrete: {A} traz o projetor para a sess\u00e3o de cinema ao ar livre.",
        "Quem vai fazer a decora\u00e7\u00e3o do casamento? A lista diz {A}.",
        "Escreva uma legenda para a foto de {A} e {B} na abertura da exposi\u00e7\u00e3o.",
        "Volunt\u00e1rios da quermesse: {A}, {B} e {C}.",
    ],
    "nl": [
        "Kun je een bedankmail schrijven aan {A} voor het uitlenen van de vleugel?",
        "{A} doet zaterdag de kassa en {B} de garderobe.",
        "De factuur van {A} voor de trouwfoto's is zonder [[BTW]]. Klopt dat?",
        "Programma: regie {A}, decor {B}, licht {C}.",
        "Hoi {A:first}, kun je de bladmuziek v\u00f3\u00f3r de repetitie van donderdag sturen?",
        "Herinnering: {A} neemt de beamer mee naar de filmavond.",
        "Wie doet het geluid op [[Koningsdag]]? Volgens het rooster {A}.",
        "Schrijf een korte bio van {A}, de nieuwe dirigent van ons koor.",
        "Vrijwilligers voor de braderie: {A}, {B} en {C}.",
    ],
    "pl": [
        "Dyrygent: {A}. Akompaniament: {B}. Czy mo\u017cesz przygotowa\u0107 program koncertu?",
        "Wolontariusz miesi\u0105ca: {A}. Napisz kr\u00f3tkie podzi\u0119kowanie do biuletynu.",
        "Zdj\u0119cia na \u015blubie robi {A}, a muzyk\u0119 gra zesp\u00f3\u0142 z [[Krakowa]].",
        "{A} poprowadzi warsztaty ceramiczne w sobot\u0119. Napisz og\u0142oszenie na stron\u0119.",
        "Lista go\u015bci: {A}, {B}, {C}. Posortuj alfabetycznie po nazwisku.",
        "Wystawca faktury: {A}. Czy kwota z [[VAT]] si\u0119 zgadza?",
        "Kto odpowiada za nag\u0142o\u015bnienie? Wed\u0142ug grafiku {A}.",
        "Obsada: Matka - {Af}, C\u00f3rka - {Bf}, S\u0105siad - {Cm}.",
        "Kontakt w sprawie wypo\u017cyczenia eksponat\u00f3w: {A}, tel. 600 100 200.",
    ],
    "cs": [
        "Dirigent: {A}, s\u00f3listka: {Bf}. M\u016f\u017ee\u0161 p\u0159ipravit text do programu?",
        "{A} povede v sobotu workshop keramiky. Napi\u0161 ozn\u00e1men\u00ed.",
        "Fotograf na svatb\u011b: {A}. Je z\u00e1loha 50 % obvykl\u00e1?",
        "Seznam host\u016f: {A}, {B}, {C}. Se\u0159a\u010f je podle p\u0159\u00edjmen\u00ed.",
        "Kontaktn\u00ed osoba pro [[N\u00e1rodn\u00ed divadlo]]: {A}.",
        "Kdo m\u00e1 na starosti zvuk? Podle rozpisu {A}.",
        "Obsazen\u00ed: Matka - {Af}, Dcera - {Bf}, Soused - {Cm}.",
        "Napi\u0161 kr\u00e1tk\u00fd medailonek: {Am}, nov\u00fd sbormistr na\u0161eho sboru.",
        "Dobrovoln\u00edci na pou\u0165: {A}, {B} a {C}.",
    ],
    "ru": [
        "\u0414\u0438\u0440\u0438\u0436\u0451\u0440: {A}. \u0421\u043e\u043b\u0438\u0441\u0442: {Bm}. \u041f\u043e\u043c\u043e\u0433\u0438 \u0441\u043e\u0441\u0442\u0430\u0432\u0438\u0442\u044c \u0442\u0435\u043a\u0441\u0442 \u043f\u0440\u043e\u0433\u0440\u0430\u043c\u043c\u043a\u0438.",
        "{A} \u043f\u0440\u043e\u0432\u0435\u0434\u0451\u0442 \u043c\u0430\u0441\u0442\u0435\u0440-\u043a\u043b\u0430\u0441\u0441 \u043f\u043e \u043a\u0435\u0440\u0430\u043c\u0438\u043a\u0435 \u0432 \u0441\u0443\u0431\u0431\u043e\u0442\u0443. \u041d\u0430\u043f\u0438\u0448\u0438 \u043e\u0431\u044a\u044f\u0432\u043b\u0435\u043d\u0438\u0435.",
        "\u0424\u043e\u0442\u043e\u0433\u0440\u0430\u0444 \u043d\u0430 \u0441\u0432\u0430\u0434\u044c\u0431\u0435 \u2014 {A}. \u041d\u043e\u0440\u043c\u0430\u043b\u044c\u043d\u043e \u043b\u0438 \u043f\u043b\u0430\u0442\u0438\u0442\u044c \u043f\u0440\u0435\u0434\u043e\u043f\u043b\u0430\u0442\u0443 50%?",
        "\u0421\u043f\u0438\u0441\u043e\u043a \u0433\u043e\u0441\u0442\u0435\u0439: {A}, {B}, {C}. \u041e\u0442\u0441\u043e\u0440\u0442\u0438\u0440\u0443\u0439 \u043f\u043e \u0444\u0430\u043c\u0438\u043b\u0438\u0438.",
        "\u041a\u043e\u043d\u0442\u0430\u043a\u0442\u043d\u043e\u0435 \u043b\u0438\u0446\u043e \u0432 [[\u042d\u0440\u043c\u0438\u0442\u0430\u0436\u0435]]: {A}.",
        "\u041a\u0442\u043e \u043e\u0442\u0432\u0435\u0447\u0430\u0435\u0442 \u0437\u0430 \u0437\u0432\u0443\u043a \u043d\u0430 \u0432\u044b\u043f\u0443\u0441\u043a\u043d\u043e\u043c? \u041f\u043e \u0433\u0440\u0430\u0444\u0438\u043a\u0443 \u2014 {A}.",
        "\u0420\u043e\u043b\u0438 \u0438 \u0438\u0441\u043f\u043e\u043b\u043d\u0438\u0442\u0435\u043b\u0438: \u041c\u0430\u0442\u044c \u2014 {Af}, \u0421\u044b\u043d \u2014 {Bm}, \u0421\u043e\u0441\u0435\u0434\u043a\u0430 \u2014 {Cf}.",
        "\u041d\u0430\u043f\u0438\u0448\u0438 \u043a\u043e\u0440\u043e\u0442\u043a\u0443\u044e \u0431\u0438\u043e\u0433\u0440\u0430\u0444\u0438\u044e: {Am}, \u043d\u043e\u0432\u044b\u0439 \u0445\u0443\u0434\u043e\u0436\u0435\u0441\u0442\u0432\u0435\u043d\u043d\u044b\u0439 \u0440\u0443\u043a\u043e\u0432\u043e\u0434\u0438\u0442\u0435\u043b\u044c \u0445\u043e\u0440\u0430.",
        "\u0412\u043e\u043b\u043e\u043d\u0442\u0451\u0440\u044b \u043d\u0430 \u044f\u0440\u043c\u0430\u0440\u043a\u0435: {A}, {B} \u0438 {C}.",
    ],
    "fi": [
        "Kapellimestari: {A}. Solisti: {B}. Voitko kirjoittaa k\u00e4siohjelman tekstin?",
        "{A} vet\u00e4\u00e4 lauantaina keramiikkaty\u00f6pajan. Kirjoita ilmoitus.",
        "H\u00e4\u00e4kuvaaja: {A}. Onko 50 % ennakkomaksu tavallinen?",
        "Vieraslista: {A}, {B}, {C}. J\u00e4rjest\u00e4 sukunimen mukaan.",
        "Yhteyshenkil\u00f6 [[Musiikkitalossa]]: {A}.",
        "Kuka hoitaa \u00e4\u00e4nentoiston? Vuorolistan mukaan {A}.",
        "Roolit: \u00c4iti - {Af}, Tyt\u00e4r - {Bf}, Naapuri - {C}.",
        "Kirjoita lyhyt esittely: {A}, kuoromme uusi johtaja.",
        "Talkoolaiset kes\u00e4juhlille: {A}, {B} ja {C}.",
    ],
    "tr": [
        "\u015eef: {A}. Solist: {B}. Konser program\u0131 i\u00e7in k\u0131sa bir metin yazar m\u0131s\u0131n?",
        "{A} cumartesi g\u00fcn\u00fc seramik at\u00f6lyesini y\u00f6netecek. Bir duyuru yaz.",
        "D\u00fc\u011f\u00fcn foto\u011fraf\u00e7\u0131s\u0131: {A}. Y\u00fczde 50 kapora normal mi?",
        "Davetli listesi: {A}, {B}, {C}. Soyad\u0131na g\u00f6re s\u0131rala.",
        "[[\u0130stanbul]] Caz Festivali i\u00e7in ileti\u015fim ki\u015fisi: {A}.",
        "Ses sisteminden kim sorumlu? Programa g\u00f6re {A}.",
        "Oyuncular: Anne - {Af}, K\u0131z - {Bf}, Kom\u015fu - {C}.",
        "K\u0131sa bir tan\u0131t\u0131m yaz: {A}, korumuzun yeni \u015fefi.",
        "Kermes g\u00f6n\u00fcll\u00fcleri: {A}, {B} ve {C}.",
    ],
    "sv": [
        "Dirigent: {A}. Solist: {B}. Kan du skriva en text till programbladet?",
        "{A} leder keramikworkshopen p\u00e5 l\u00f6rdag. Skriv ett anslag.",
        "Br\u00f6llopsfotograf: {A}. \u00c4r 50 % i f\u00f6rskott normalt?",
        "G\u00e4stlista: {A}, {B}, {C}. Sortera efter efternamn.",
        "Kontaktperson p\u00e5 [[Konserthuset]]: {A}.",
        "Vem sk\u00f6ter ljudet p\u00e5 [[Midsommar]]? Enligt schemat {A}.",
        "Roller: Mamman - {Af}, Dottern - {Bf}, Grannen - {C}.",
        "Skriv en kort presentation av {A}, v\u00e5r nya k\u00f6rledare.",
        "Volont\u00e4rer till loppisen: {A}, {B} och {C}.",
    ],
}

KEEP_EN = [
    "Is the {+venue} box office open on {+day} mornings?",
    "Export the {+software} timeline as 4K [[ProRes]] for the festival screening on {+day}.",
    "Our gallery shop sells {+artbrand} sketchbooks. Do we charge [[VAT]] on them in the [[UK]]?",
    "Write a wall text about {+movement} for school groups visiting in {+month}.",
    "Which is easier for adult beginners, {+dance} or {+dance}?",
    "Plan a {+holiday} concert: {+work} in the first half, carols in the second.",
    "The orchestra's tour goes {+place}, {+place}, then {+place}. Draft a press release headline.",
    "Can [[MuseScore]] open a [[Sibelius]] file, or do I need [[Dorico]]?",
    "What's the difference between a {+pianobrand} grand and a {+pianobrand} upright for a church hall?",
    "How much does it cost to hire the {+venue} for a charity gala in {+month}?",
    "Our [[CEO]] wants a [[DJ]] and an [[MC]] for the staff party on {+day}. Any tips?",
    "Is {+work} a good first ballet or opera for a ten-year-old?",
    "Explain [[Dublin Core]] vs [[MARC]] metadata for a small parish archive.",
    "Do I need an [[ASCAP]] or [[BMI]] licence to play recorded music at a [[US]] wedding?",
    "Write a {+software} subject line for the {+month} newsletter of a community choir.",
    "Which lens should I rent, [[Zeiss]] or [[Cooke]], for a short film shot in {+place}?",
    "Convert this [[Excel]] seating plan to a [[PDF]] with table numbers.",
    "The [[Uffizi]] and the [[Pitti Palace]] in [[Florence]]: can we see both in one day?",
    "Suggest a playlist for a [[Charleston]] party with [[Art Deco]] decorations.",
    "Where in {+place} can I take {+dance} classes on {+day} nights?",
    "Did the [[Bolshoi]] ever tour {+work} to {+place}?",
    "[[Victoria]] to [[Brighton]] trains on [[Sunday]]: will we make the 3pm matinee?",
    "How do I set up [[QLab]] with a [[Behringer]] desk over [[OSC]]?",
    "[[Fender]] or [[Gibson]] for a beginner in a church worship band?",
    "Is {+work} at the {+venue} suitable for a 12-year-old?",
    "Create an [[Eventbrite]] description for a [[Diwali]] dance night with [[Bhangra]] and [[Garba]].",
    "Which {+cambrand} camera is best for street photography at the [[Edinburgh Fringe]]?",
    "Write alt text for a {+movement} painting in our [[Instagram]] post.",
    "The [[Hammond]] organ in our chapel hums. Could it be the [[XLR]] cable?",
    "Can the [[Smithsonian]] authenticate a [[Tiffany]] lamp?",
    "Compare {+org} and [[Christie's]] seller's commission on a [[Cartier]] watch.",
    "Our [[Lions Club]] fundraiser is at the [[Hilton]] in [[Jackson]] on {+day}. Draft the flyer.",
    "Is [[Georgia]] or [[Virginia]] better for an autumn barn wedding?",
    "What is {+movement} typography and how can I use it in [[Canva]]?",
    "How do I cite a [[UNESCO]] report in [[Chicago]] style?",
    "My [[Yamaha]] digital piano won't connect to [[GarageBand]] over [[USB]].",
    "Translate 'sold out' into [[Japanese]] for our [[Kyoto]] tour flyer.",
    "Write a [[FAQ]] for the {+holiday} craft fair: parking, card payments, dogs.",
    "What should a {+dance} workshop cost per person in {+place}?",
    "Is {+month} or {+month} better for an outdoor summer theatre season?",
    "Give me five fun facts about the {+instrument} for a school concert.",
    "Our [[PA]] keeps feeding back during the {+dance} class. How do I fix it?",
    "Which is older, the {+venue} or the {+venue}?",
    "Can I use [[Getty Images]] photos in a free community newsletter?",
    "Help me price tickets for a {+holiday} ceilidh: adults, [[NHS]] staff, students.",
    "Which {+software} plugin works best for recording a string quartet in {+place}?",
    "Is {+month} too early to book the {+venue} for a {+holiday} concert?",
    "Explain what {+abbr} means on a festival crew contract.",
    "Where can I see {+movement} paintings in {+place}?",
    "Suggest a wedding first dance: {+dance} or {+dance}?",
    "How far is the {+venue} from the nearest station, and is there step-free access?",
    "Compare {+micbrand} and {+micbrand} microphones for a podcast about local history.",
    "Can I play {+work} at a wedding ceremony, or is it too dramatic?",
    "What does a [[PRS]] licence cost for live music at a {+holiday} market?",
    "How do I archive {+software} project files for the museum's digital collection?",
    "Programme note needed: {+work}, in under 150 words, no spoilers.",
    "Best time of year to visit the {+org}? We're going in {+month}.",
    "Write a caption for a {+holiday} lantern parade photo taken in {+place}.",
    "Set up a {+software} workflow for submitting photos to the {+month} exhibition.",
    "Is a {+pianobrand} worth the price difference for a small concert hall in {+place}?",
]

KEEP_OTHER = {
    "de": ["Findet die [[Probe]] am [[Dienstag]] im [[Gemeindesaal]] statt oder in der [[Kirche]]?",
           "Brauche ich f\u00fcr die [[Hochzeit]] im [[Mai]] eine [[Genehmigung]] vom [[Ordnungsamt]]?",
           "Wie viel [[GEMA]] zahlt man f\u00fcr ein [[Sommerfest]] mit [[Liveband]]?"],
    "fr": ["Le [[Louvre]] est-il ouvert le lundi de [[P\u00e2ques]] ?",
           "Faut-il d\u00e9clarer \u00e0 la [[SACEM]] un concert gratuit \u00e0 [[Lyon]] ?"],
    "es": ["\u00bfEl [[Museo Reina Sof\u00eda]] abre en [[Semana Santa]]?",
           "\u00bfCu\u00e1nto cuesta alquilar un [[Steinway]] para un concierto en [[Sevilla]]?"],
    "it": ["Gli [[Uffizi]] sono aperti a [[Ferragosto]]?",
           "Serve la [[SIAE]] per una festa di matrimonio a [[Firenze]]?"],
    "pt": ["A [[Gulbenkian]] tem concertos no [[Carnaval]]?",
           "Preciso de pagar \u00e0 [[SPA]] para tocar m\u00fasica num casamento em [[Braga]]?"],
    "nl": ["Is het [[Concertgebouw]] open op [[Koningsdag]]?",
           "Moet ik [[Buma]] betalen voor muziek op een bruiloft in [[Utrecht]]?"],
    "pl": ["Czy [[Filharmonia Narodowa]] gra w [[Wigili\u0119]]?"],
    "ru": ["\u0420\u0430\u0431\u043e\u0442\u0430\u0435\u0442 \u043b\u0438 [[\u0422\u0440\u0435\u0442\u044c\u044f\u043a\u043e\u0432\u0441\u043a\u0430\u044f \u0433\u0430\u043b\u0435\u0440\u0435\u044f]] \u0432 \u043f\u043e\u043d\u0435\u0434\u0435\u043b\u044c\u043d\u0438\u043a?"],
    "sv": ["\u00c4r [[Moderna Museet]] \u00f6ppet p\u00e5 [[Midsommarafton]]?"],
}


# ============================================================ generation
def gen_slice_records(rng, dr):
    recs = []  # (slice, sub, lang, text, names, keep)

    def add(slice_, sub, lang, res):
        text, names, keep = res
        recs.append((slice_, sub, lang, text, names, keep))

    def tmpl(t):
        return (t, "") if isinstance(t, str) else t

    # cultures: every origin once, every second origin twice (native-script origins once)
    order = list(range(len(CULTURES)))
    rng.shuffle(order)
    ci = 0
    for oi, o in enumerate(ORIGINS):
        n = 2 if (oi % 5 == 0 and not o["opt"].get("script")) else 1
        pick = from_list(rng, [o])
        for _ in range(n):
            for _try in range(len(CULTURES)):
                t = CULTURES[order[ci % len(order)]]
                ci += 1
                req = needs(t)
                fs = [f for g, ff in req.values() for f in ff]
                if o["opt"].get("script") and any(f in ("handle", "initlast", "lastfirst") for f in fs):
                    continue
                if not o["f"] and any(g == "f" for g, ff in req.values()):
                    continue
                break
            add("cultures", o["key"], "en", dr.render(t, "cultures", pick, flags="nolast_ok"))

    anyone = from_list(rng, LATIN)

    # casing
    for i in range(55):
        t = CASING[i % len(CASING)]
        mode = CASING_MODES[i % len(CASING_MODES)]
        add("casing", mode, "en", dr.render(t, "casing", anyone, None if mode == "normal" else mode))

    # position
    for sub, lst, n in (("start", POS_START, 20), ("middle", POS_MIDDLE, 20), ("end", POS_END, 20)):
        for i in range(n):
            add("position", sub, "en", dr.render(lst[i % len(lst)], "position", anyone))

    for name, lst, n in (("lists", LISTS, 18), ("possessive", POSSESSIVE, 38),
                         ("quoted", QUOTED, 50), ("code", CODE, 50),
                         ("business", BUSINESS, 42), ("titles", TITLES, 45)):
        idx = list(range(len(lst)))
        rng.shuffle(idx)
        for i in range(n):
            t, flags = tmpl(lst[idx[i % len(idx)]])
            src = anyone
            if "orig=" in flags:
                grp = flags.split("orig=")[1].split()[0]
                src = from_list(rng, [BY_KEY[k] for k in GROUPS[grp]])
            add(name, None, "en", dr.render(t, name, src, flags=flags))

    # non-English
    cyr = from_list(rng, CYRL)
    for lang in ["de", "fr", "es", "it", "pt", "nl", "pl", "cs", "ru", "fi", "tr", "sv"]:
        lst = NONENGLISH[lang]
        n = 11 if lang in ("de", "fr", "es") else 9
        for i in range(n):
            src = cyr if (lang == "ru" and i % 5 != 4) else anyone
            add("nonenglish", lang, lang, dr.render(lst[i % len(lst)], "nonenglish", src))

    # keep (no names)
    for t in KEEP_EN:
        for _ in range(2 if "{+" in t else 1):
            add("keep", "en", "en", dr.render(t, "keep", anyone))
    for lang in ["de", "fr", "es", "it", "pt", "nl", "pl", "ru", "sv"]:
        for t in KEEP_OTHER[lang]:
            add("keep", lang, lang, dr.render(t, "keep", anyone))
    return recs


def hand_records(dr):
    recs, warns = [], []
    for slice_, lang, template in HAND:
        segs = segments(template, hand=True)
        text, names, keep = assemble(segs)
        errs, w = check(text, names, keep, slice_)
        if errs:
            raise SystemExit("hand record invalid: %r\n  %s" % (template[:80], "\n  ".join(errs)))
        if text in dr.seen:
            raise SystemExit("duplicate hand record: %r" % template[:80])
        dr.seen[text] = 1
        warns += ["%s: %s" % (text[:50].replace("\n", " "), x) for x in w]
        if slice_ == "nonenglish":
            sub = lang + "-hand"
        elif slice_ == "keep":
            sub = lang + "-hand"
        else:
            sub = "hand"
        recs.append((slice_, sub, lang, text, names, keep))
    return recs, warns


def main():
    rng = random.Random(SEED)
    dr = Drawer(rng)
    gen = gen_slice_records(rng, dr)
    hand, warns = hand_records(dr)
    allrecs = gen + hand
    out, counters = [], {}
    for sl in SLICE_ORDER:
        for r in allrecs:
            if r[0] != sl:
                continue
            slice_, sub, lang, text, names, keep = r
            prefix = slice_ + ("-" + sub if sub else "")
            counters[prefix] = counters.get(prefix, 0) + 1
            rid = "%s-%03d" % (prefix, counters[prefix])
            out.append({"id": rid, "slice": slice_, "lang": lang, "text": text,
                        "names": names, "keep": keep})
    ids = [r["id"] for r in out]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for r in out:  # final re-validation of the records exactly as written
        errs, _ = check(r["text"], r["names"], r["keep"], r["slice"])
        assert not errs, (r["id"], errs)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    md5 = hashlib.md5(data.encode("utf-8")).hexdigest()

    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "hand", "names", "keep"))
    tot = [0, 0, 0, 0]
    for sl in SLICE_ORDER:
        rs = [r for r in out if r["slice"] == sl]
        h = sum(1 for r in rs if "-hand-" in r["id"])
        nn = sum(len(r["names"]) for r in rs)
        kk = sum(len(r["keep"]) for r in rs)
        print("%-12s %6d %6d %6d %6d" % (sl, len(rs), h, nn, kk))
        for i, v in enumerate((len(rs), h, nn, kk)):
            tot[i] += v
    print("%-12s %6d %6d %6d %6d" % ("TOTAL", *tot))
    langs = {}
    for r in out:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages:", ", ".join("%s %d" % (k, langs[k]) for k in sorted(langs, key=lambda k: (-langs[k], k))))
    origins = [o for o in ORIGINS if not o["opt"].get("script")]
    conts = {}
    for o in origins:
        conts[o["continent"]] = conts.get(o["continent"], 0) + 1
    print("origins: %d (+%d native-script variants); %s" % (
        len(origins), len(ORIGINS) - len(origins),
        ", ".join("%s %d" % (k, conts[k]) for k in sorted(conts))))
    print("hand-record soft warnings (name token reused as ordinary word): %d" % len(warns))
    if "-v" in sys.argv:
        for w in warns:
            print("  ", w)
    print("md5 %s  %s" % (md5, os.path.basename(OUT)))


if __name__ == "__main__":
    main()
