#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v40, theme: logistics, freight, farming, ports).

python3 make_corpus.py            -> writes names_eval.jsonl, prints counts and md5
Standard library only; deterministic (seed 40040, fixed iteration order, no set or
hash-order iteration, json.dumps(..., ensure_ascii=False), "\\n" line ends).

Template markup
  {A}            full name of person A (persons A..E drawn per record)
  {Af} / {Am}    same, but force the gender of A (first mention decides)
  {A:first}      given name (or the English name for Hong Kong / Singapore people)
  {A:last}       family name (the whole family part, particles included)
  {A:initlast}   "P. Raman"
  {A:lastfirst}  "Raman, Priya"
  {A:handle}     ASCII code handle (priya.raman, praman, priya_raman)
  {A:poss}       full name + possessive ('s, or ' after s); the suffix is outside the span
  {A:firstposs}  given name + possessive
  {A:ttl}        English title (Ms/Mr/Dr/Capt.) + family name; the title is outside the span
  <<...>>        a literal name span (hand-written)
  [[...]]        a keep item
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

from names_data import ORIGINS, FAMOUS  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 40040
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICE_ORDER = ["cultures", "casing", "position", "lists", "possessive", "quoted",
               "code", "titles", "business", "nonenglish", "keep"]
LANGS = ["de", "es", "fr", "pt", "it", "nl", "pl", "tr", "sv"]

# ---------------------------------------------------------------------------
# people
# ---------------------------------------------------------------------------
_ASCII_MAP = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D",
              "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ł": "l", "Ł": "L", "ı": "i",
              "œ": "oe", "Œ": "OE", "ŋ": "n", "Ŋ": "N"}


def ascii_fold(s):
    s = "".join(_ASCII_MAP.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", ascii_fold(s).lower())


def fam_list(o, g):
    out = []
    for e in o["fam"]:
        if "/" in e:
            m, f = e.split("/")
            out.append(f if g == "f" else m)
        else:
            out.append(e)
    out.extend(o["fam_" + g])
    return out


def gform(entry, g):
    if "/" in entry:
        m, f = entry.split("/")
        return f if g == "f" else m
    return entry


class Person(object):
    def __init__(self, origin, gender, full, first, last, lastfirst=None, initlast=None):
        self.origin = origin
        self.gender = gender
        self.full = full
        self.first = first
        self.last = last
        self.lastfirst = lastfirst or full
        self.initlast = initlast or full
        self.handle = None


def build_person(rng, o, g):
    st = o["style"]
    given = rng.choice(o[g])
    fams = fam_list(o, g)
    p = None
    if st == "nofamily":
        p = Person(o["key"], g, given, given, given)
    elif st == "malay":
        father = rng.choice(fams)
        r = rng.random()
        if g == "f":
            conn = "binti" if r < 0.8 else "bt"
        else:
            conn = "bin" if r < 0.8 else "b."
        p = Person(o["key"], g, "%s %s %s" % (given, conn, father), given, given)
    elif st == "somali":
        father, grand = rng.sample(fams, 2)
        p = Person(o["key"], g, "%s %s %s" % (given, father, grand), given, father)
    elif st == "tamil":
        father = rng.choice(fams)
        if rng.random() < 0.4:
            p = Person(o["key"], g, "%s. %s" % (father[0], given), given, given)
        else:
            p = Person(o["key"], g, "%s %s" % (given, father), given, father,
                       "%s, %s" % (father, given), "%s. %s" % (given[0], father))
    elif st == "sikh":
        conn = "Kaur" if g == "f" else "Singh"
        if rng.random() < 0.6:
            fam = rng.choice(fams)
            p = Person(o["key"], g, "%s %s %s" % (given, conn, fam), given, fam,
                       "%s, %s %s" % (fam, given, conn), "%s. %s" % (given[0], fam))
        else:
            p = Person(o["key"], g, "%s %s" % (given, conn), given, conn)
    elif st == "viet":
        fam = rng.choice(fams)
        mid = rng.choice(o["mids_" + g])
        parts = [fam, mid, given]
        if rng.random() < 0.25:
            parts = [ascii_fold(x) for x in parts]
        fam, mid, given = parts
        p = Person(o["key"], g, "%s %s %s" % (fam, mid, given), given, fam,
                   "%s, %s %s" % (fam, mid, given))
    elif st == "arab_nasab":
        fam = rng.choice(fams)
        if rng.random() < o.get("p_nasab", 0.5):
            father = rng.choice(o["fathers"])
            conn = "bint" if g == "f" else "bin"
            full = "%s %s %s %s" % (given, conn, father, fam)
        else:
            full = "%s %s" % (given, fam)
        p = Person(o["key"], g, full, given, fam, "%s, %s" % (fam, given),
                   "%s. %s" % (given[0], fam))
    elif st in ("double", "portuguese", "catalan"):
        fam1 = rng.choice(fams)
        last = fam1
        if rng.random() < o.get("p_double", 0.5):
            fam2 = rng.choice([x for x in fams if x != fam1])
            last = ("%s i %s" if st == "catalan" else "%s %s") % (fam1, fam2)
        p = Person(o["key"], g, "%s %s" % (given, last), given, last,
                   "%s, %s" % (last, given), "%s. %s" % (given[0], last))
    elif st == "filipino":
        fam = rng.choice(fams)
        r = rng.random()
        if r < 0.3:
            mid = rng.choice([x for x in fams if x != fam])
            full = "%s %s %s" % (given, mid, fam)
        elif r < 0.55:
            mid = rng.choice([x for x in fams if x != fam])
            full = "%s %s. %s" % (given, mid.split()[-1][0], fam)
        else:
            full = "%s %s" % (given, fam)
        p = Person(o["key"], g, full, given, fam, "%s, %s" % (fam, given),
                   "%s. %s" % (given[0], fam))
    else:
        # western, family_first, hungarian, japanese
        fam = rng.choice(fams)
        if o.get("mononym") and rng.random() < o["mononym"]:
            return Person(o["key"], g, given, given, given)
        eng = o["english_" + g]
        if eng and rng.random() < o.get("p_english", 0):
            e = rng.choice(eng)
            if rng.random() < 0.5:
                full = "%s %s" % (e, fam)
            else:
                full = "%s %s %s" % (e, fam, given)
            return Person(o["key"], g, full, e, fam, "%s, %s" % (fam, e), "%s. %s" % (e[0], fam))
        pff = {"family_first": o.get("p_family_first", 1.0), "hungarian": 0.5,
               "japanese": 0.3}.get(st, 0.0)
        if rng.random() < pff:
            full = "%s %s" % (fam, given)
            if o["suffix_f"] and g == "f" and rng.random() < o.get("p_suffix", 0.5):
                full += " " + rng.choice(o["suffix_f"])
            p = Person(o["key"], g, full, given, fam, "%s, %s" % (fam, given))
        else:
            mid = ""
            if o["patr"] and rng.random() < o.get("p_patr", 0):
                mid = gform(rng.choice(o["patr"]), g) + " "
            p = Person(o["key"], g, "%s %s%s" % (given, mid, fam), given, fam,
                       "%s, %s" % (fam, given), "%s. %s" % (given[0], fam))
    return p


def add_handle(rng, p):
    first = handle_part(p.first.split()[0] if " " in p.first and p.first == p.full else p.first)
    last = handle_part(p.last) if p.last != p.first else ""
    if not last:
        parts = [handle_part(x) for x in p.full.split()]
        parts = [x for x in parts if x]
        p.handle = ".".join(parts) if rng.random() < 0.6 else "".join(parts)
        return
    r = rng.random()
    if r < 0.5:
        p.handle = "%s.%s" % (first, last)
    elif r < 0.75:
        p.handle = "%s%s" % (first[0], last)
    elif r < 0.9:
        p.handle = "%s_%s" % (first, last)
    else:
        p.handle = "%s%s" % (first, last[0])


def is_famous(p):
    for f in FAMOUS:
        if f in p.full or f == "%s %s" % (p.first, p.last):
            return True
    return False


def draw_person(rng, origin, gender):
    for _ in range(100):
        g = gender or rng.choice("fm")
        p = build_person(rng, origin, g)
        toks = [t.lower() for t in re.findall(r"\w+", p.full)]
        if len(toks) != len(set(toks)):
            continue  # e.g. given name == family name
        if is_famous(p):
            continue
        add_handle(rng, p)
        return p
    raise RuntimeError("cannot draw a person for %s" % origin["key"])


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
TOKEN_RE = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)
TITLES_EN = {"f": ["Ms", "Mrs", "Dr", "Capt."], "m": ["Mr", "Dr", "Capt."]}

CASE_FUNCS = {
    "normal": (lambda s: s, lambda s: s),
    "lower": (str.lower, str.lower),
    "upper": (str.upper, str.upper),
    "namelower": (lambda s: s, str.lower),
    "nameupper": (lambda s: s, str.upper),
    "inverted": (str.swapcase, str.swapcase),
}


def genders_in(tpl):
    out = {}
    for m in TOKEN_RE.finditer(tpl):
        if m.group(1) and m.group(2):
            out[m.group(1)] = m.group(2)
    return out


def letters_in(tpl):
    out = []
    for m in TOKEN_RE.finditer(tpl):
        if m.group(1) and m.group(1) not in out:
            out.append(m.group(1))
    return out


def poss(name):
    return "'" if name.endswith("s") else "'s"


def segments(tpl, persons, rng):
    """Split a template into (kind, text) segments; kind in lit / name / keep."""
    segs = []
    pos = 0
    for m in TOKEN_RE.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        pos = m.end()
        if m.group(4) is not None:
            segs.append(("name", m.group(4)))
            continue
        if m.group(5) is not None:
            segs.append(("keep", m.group(5)))
            continue
        p = persons[m.group(1)]
        form = m.group(3) or "full"
        if form == "full":
            segs.append(("name", p.full))
        elif form == "first":
            segs.append(("name", p.first))
        elif form == "last":
            segs.append(("name", p.last))
        elif form == "initlast":
            segs.append(("name", p.initlast))
        elif form == "lastfirst":
            segs.append(("name", p.lastfirst))
        elif form == "handle":
            segs.append(("name", p.handle))
        elif form == "poss":
            segs.append(("name", p.full))
            segs.append(("lit", poss(p.full)))
        elif form == "firstposs":
            segs.append(("name", p.first))
            segs.append(("lit", poss(p.first)))
        elif form == "ttl":
            segs.append(("lit", rng.choice(TITLES_EN[p.gender]) + " "))
            segs.append(("name", p.last))
        else:
            raise ValueError("unknown form %s in %r" % (form, tpl))
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    return segs


def assemble(segs, case="normal"):
    lit_f, name_f = CASE_FUNCS[case]
    text = []
    names = []
    keep = []
    n = 0
    for kind, s in segs:
        if kind == "name":
            s = name_f(s)
            names.append({"start": n, "end": n + len(s), "text": s})
        else:
            s = lit_f(s)
            if kind == "keep":
                keep.append(s)
        text.append(s)
        n += len(s)
    return "".join(text), names, keep


def parse_markup(markup):
    """Hand records: strip <<...>> and [[...]], computing offsets while stripping."""
    segs = []
    pos = 0
    for m in re.finditer(r"<<(.+?)>>|\[\[(.+?)\]\]", markup, re.S):
        if m.start() > pos:
            segs.append(("lit", markup[pos:m.start()]))
        if m.group(1) is not None:
            segs.append(("name", m.group(1)))
        else:
            segs.append(("keep", m.group(2)))
        pos = m.end()
    if pos < len(markup):
        segs.append(("lit", markup[pos:]))
    return assemble(segs)


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
TITLE_WORDS = {"mr", "mrs", "ms", "mx", "dr", "prof", "capt", "captain", "sir", "herr",
               "frau", "señora", "senora", "señor", "sr", "sra", "madame", "monsieur", "mme",
               "m", "sig", "dhr", "mevr", "pan", "pani", "bay", "hanım", "dona", "don",
               "daw", "u", "ko", "ma", "bwana", "mama", "chief", "sgt", "inspector", "hon",
               "fru", "signora", "signor", "mevrouw", "meneer", "ustaz", "datuk", "haji",
               "hajiya", "alhaji", "shri", "smt", "khun", "aunty", "uncle", "oga", "madam"}


AMBIGUOUS_TITLES = {"u", "ma", "m", "ko", "don", "mama", "pan", "sr"}


class Invalid(Exception):
    pass


def words(s):
    return [w.lower() for w in re.findall(r"\w+", s)]


def outside_text(text, names):
    chars = list(text)
    for sp in names:
        for i in range(sp["start"], sp["end"]):
            chars[i] = " "
    return "".join(chars)


def validate(rec):
    text, names, keep, sl = rec["text"], rec["names"], rec["keep"], rec["slice"]
    for mk in ("<<", ">>", "[[", "]]"):
        if mk in text:
            raise Invalid("markup left over: %s" % mk)
    if "{" in text and re.search(r"\{[A-E][fm]?(:\w+)?\}", text):
        raise Invalid("template placeholder left over")
    prev_end = -1
    for sp in names:
        s, e, t = sp["start"], sp["end"], sp["text"]
        if not (0 <= s < e <= len(text)):
            raise Invalid("bad offsets %r" % sp)
        if text[s:e] != t:
            raise Invalid("span text mismatch %r" % sp)
        if t != t.strip():
            raise Invalid("span with surrounding whitespace %r" % t)
        if s < prev_end:
            raise Invalid("spans unsorted or overlapping")
        prev_end = e
        if s > 0 and (text[s - 1].isalnum() or text[s - 1] == "_"):
            raise Invalid("span starts inside a word: %r" % t)
        if e < len(text) and (text[e].isalnum() or text[e] == "_"):
            raise Invalid("span ends inside a word: %r" % t)
        if t.startswith("@"):
            raise Invalid("@ inside span %r" % t)
        if re.search(r"['’]s?$", t):
            raise Invalid("possessive inside span %r" % t)
        ft = words(t)
        if len(ft) > 1 and ft[0] in TITLE_WORDS and ft[0] not in AMBIGUOUS_TITLES:
            raise Invalid("title inside span %r" % t)
    if sl == "keep":
        if names:
            raise Invalid("keep slice with names")
        if not keep:
            raise Invalid("keep slice without keep items")
    elif not names:
        raise Invalid("name-bearing slice without names")
    out = outside_text(text, names)
    out_words = set(words(out))
    name_words = set()
    for sp in names:
        name_words.update(words(sp["text"]))
    for k in keep:
        if not k or k != k.strip():
            raise Invalid("bad keep item %r" % k)
        if not re.search(r"(?<!\w)" + re.escape(k) + r"(?!\w)", out):
            raise Invalid("keep item %r not found as a whole word outside names" % k)
        shared = set(words(k)) & name_words
        if shared:
            raise Invalid("keep item %r shares token %r with a name" % (k, sorted(shared)))
    for sp in names:
        if all(w in out_words for w in words(sp["text"])):
            raise Invalid("name %r has no token unique to the name spans" % sp["text"])


# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------
# --- cultures: every origin gets two of these, with persons of that origin only ---
T_CULT = [
    "Can you draft a text to {A} saying the reefer container for the [[Rotterdam]] sailing is delayed until [[Thursday]]?",
    "{A} is covering the night shift at the cross-dock this week; please add them to the drivers' [[WhatsApp]] group.",
    "Summarise this handover note: {A} checked the seals on trailer 14 and {B} signed the [[CMR]] at 05:40.",
    "Write a short thank-you message to {A} for unloading the heifers at the co-op yard in the pouring rain.",
    "Our customs broker, {A}, says the [[HS]] code on the commercial invoice is wrong. How do I reply politely?",
    "Dispatch note: driver {A}, co-driver {B}, pickup 06:30 at gate 4, drop at the [[DC]] after lunch.",
    "Translate this into plain English for {A}, who runs the milk tanker on the northern loop: 'pump seal leaking, do not load'.",
    "What should go in a reference letter for {A}, a forklift operator with six years in our cold store?",
    "{A} and {B} swapped their ramp shifts at the airport; update the rota and let the ops desk know.",
    "Remind {A:first} that the vet certificate for the export lambs runs out on [[Friday]].",
    "Make a handover checklist for {A}, who takes over as harbour pilot coordinator next week.",
    "Rewrite this more politely: 'hey {A:first}, ferry's cancelled again, rebook the trucks for tomorrow'",
    "The fishing co-op just elected {A} as treasurer. Write a two-line announcement for the newsletter.",
    "Delivered to {A}, signed 14:12, two pallets short. Turn that into a proper [[POD]] exception note.",
    "Tell {A:first} the grain dryer at silo 3 is fixed and the harvest can carry on tonight.",
    "Who signs the bill of lading here, {A} as the shipper's agent or {B} at the terminal?",
    "Write a LinkedIn post congratulating {A} on twenty-five years as a train conductor.",
    "Plan a route for {A} with stops at the abattoir, the feed mill and the depot, back before dark.",
    "Log entry 03:40: {A} reported a reefer alarm on container MSKU 204113-7. Make this sound calmer for the client.",
    "Give {A} and {B} a one-page briefing on the new [[ADR]] rules for their tanker runs.",
    "Check the tone of my email to {Af}; she complained that the feed delivery came three days late.",
    "The livestock haulier {A} needs a movement permit for forty ewes. What should I send?",
    "Draft a welcome message for {A}, our new deckhand on the night ferry.",
    "Rota: {A} loads at 05:00, {B} drives the second leg, handover at the border post.",
    "Write an apology to {A}: the parcel was left with a neighbour instead of the parcel locker.",
    "Our beekeeper {A} wants to truck the hives to the almond orchards. Which paperwork applies?",
    "Is it normal that {A} from the freight forwarder wants our [[EORI]] number by e-mail?",
    "Turn these notes into minutes: {A} chaired, {B} presented the cold-chain audit, no objections.",
    "{A:first} asked whether the cattle truck can use the ferry on [[Sunday]]. What do I check first?",
    "Prepare a shift swap request from {A} to {B} for the baggage hall, late rotation.",
    "How do I tell {A} kindly that their tractor can't be parked in the loading bay any more?",
    "Our ground handler {A} wants a reference for a job with [[Lufthansa]] Cargo; help me write it.",
    "Write a toast for {Am}'s retirement party: forty years on the grain barges.",
    "{A} found mould on the hay bales from the last delivery. Draft the complaint to the supplier.",
]

# --- casing: rendered in six modes (whole prompt lower/upper/inverted, only names lower/upper, normal)
T_CASE = [
    "Please ask {A} to bring the spare tarp for the flatbed tomorrow",
    "{A} has the keys to the [[Volvo]], don't let anyone else take it out",
    "Reminder: {A} and {B} are on the 04:50 ferry with the livestock trailers",
    "Can you write a quick sms to {A} saying the forklift is back from the workshop",
    "Urgent: container for {A} is held at customs, need the packing list tonight",
    "Who is {A} and why are they on my delivery sheet for the [[Aldi]] run?",
    "Tell {A:first} the cows are out on the road by the level crossing again",
    "{A} called in sick, can {B} cover route 7 or do we need an agency driver",
    "Draft a note for {A}: tachograph download due before [[Friday]]",
    "Is it ok if {A} signs for the pallets on my behalf?",
    "Message from {A}: stuck at the weighbridge, 300 kg over",
    "Book a vet visit with {A} for the calves in pen 4",
    "The harbour master wants a word with {A} about the mooring lines",
    "Add {A} to the [[GPS]] tracker account for the night vans",
    "Thank {A} for covering the airport fuel run at short notice",
    "Where did {A} leave the pallet truck? It's not in bay 2",
]

# --- position: name at the start, in the middle, at the end of the prompt ---
T_POS = {
    "start": [
        "{A} will pick up the refrigerated trailer from bay 9 at six.",
        "{A} here, the ferry is running 40 minutes late, please tell the warehouse.",
        "{A:first}, can you confirm the pallet count for the [[Lidl]] order?",
        "{A} needs the delivery notes scanned before the audit on Monday.",
        "{A}: truck 22 loaded and sealed, leaving now.",
        "{A} says the sheep won't go up the ramp, any tips?",
        "{A} and I are doing the stock take in the cold store tonight.",
        "{A:first} - the crane at berth 5 is down again.",
    ],
    "middle": [
        "The cold store key is with {A} until the morning shift arrives.",
        "Please ask dispatch to move {A} onto the coastal route tomorrow.",
        "I think {A} signed for the grain samples yesterday, can you check the log?",
        "Yesterday {A} found two crates of eggs cracked in the back of van 3.",
        "The surveyor and {A} disagree about the water damage on the coils.",
        "Our new apprentice {A} starts on the pick line in [[August]].",
        "Only {A} knows the code for the bonded warehouse door.",
        "If {A} can't drive the tractor, who moves the bales?",
    ],
    "end": [
        "The last signature on the customs form belongs to {A}",
        "Send the revised loading plan to {A}.",
        "Today's relief driver for the dairy run is {A}",
        "Best wishes from the night crew and {A}",
        "Who approved the extra pallet? It was {A}!",
        "Can you forward the vet's invoice to {A}?",
        "The forklift certificate is issued in the name of {A}",
        "Questions about the ferry booking go to {A:first}",
    ],
}

# --- lists ---
T_LISTS = [
    "Crew for the 07:15 ferry: {A}, {B}, {C} and {D}.",
    "Please add {A}, {B} & {C} to the harvest rota.",
    "Drivers booked on the [[ADR]] refresher: {A}; {B}; {C}.",
    "Report on port congestion, authors: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format this as a citation.",
    "Shift leads for the peak week:\n- {A}\n- {B}\n- {C}",
    "Who does what tomorrow:\n1. {A} - forklift\n2. {B} - reach truck\n3. {C} - picking",
    "Clean up this CSV:\ndriver,route,depot\n{A},R12,North\n{B},R14,North\n{C},R03,South",
    "Turn this TSV into a table:\nname\tshift\tbay\n{A}\tearly\t4\n{B}\tlate\t7",
    "Fix the alignment:\n| driver | truck |\n|---|---|\n| {A} | TR-11 |\n| {B} | TR-07 |\n| {C} | TR-02 |",
    "{A}/{B}/{C} are on call for the grain terminal this weekend.",
    "Vets on the rota: {A:first}, {B} and {C:first}.",
    "Signatories to the charter party: {A:initlast}, {B:initlast} and {C:initlast}.",
    "Invite {A}, {B}, {C}, {D} and {E} to the safety briefing at the container yard.",
    "Sort these by surname please: {A}, {B}, {C}, {D}",
    "Ramp team B = {A} + {B} + {C}",
    "Deckhands: {A:first}, {B:first}, {C:first}. Engineers: {D}, {E}.",
    "Swap {A} with {B}, and {C} with {D}, on the milk collection routes.",
    "Combine crew this year: {A} (driver), {B} (grain cart), {C} (trucks).",
]

# --- possessive ---
T_POSS = [
    "{A:poss} truck failed the brake test this morning.",
    "Is {A:poss} forklift licence still valid?",
    "Put {A}’s pallets in aisle 12 until the customer calls.",
    "{A:poss} and {B:poss} routes overlap on the ring road.",
    "We found {A:poss} hi-vis jacket in the cab of unit 44.",
    "Please copy {A:firstposs} notes from the night shift into the log.",
    "The milk quota is registered in {A:poss} name now.",
    "Can you proofread {A}’s incident report about the gangway?",
    "Check {A:poss} overtime for the ferry refit against the tacho data.",
    "The vet signed off {A:poss} herd for export yesterday.",
    "Whose scanner is this, {A:poss} or {B:poss}?",
    "Move the seed order to {A:firstposs} account.",
]

# --- quoted messages, e-mails, chats, greetings, sign-offs ---
T_QUOTED = [
    "My dispatcher wrote: \"{A} won't make the 6 am slot, can {B} take it?\" How should I answer?",
    "Reply to this e-mail for me:\n\nFrom: {A}\nSubject: missing pallet on delivery 55812\n\nHi, we are one pallet short again.\n\n{A:first}",
    "> On Tue, {A} wrote:\n> reefer is at -18, all fine on my side\n\nWrite a reply confirming we received the temperature log.",
    "Fix the grammar:\n\nHi {A:first},\n\nthe container have cleared customs, please book the haulier.\n\nThanks,\n{B:first}",
    "Summarise this chat:\n[07:02] {A:first}: at the gate\n[07:05] {B:first}: ok bay 3\n[07:31] {A:first}: unloaded, 2 boxes crushed",
    "Is this phishing? 'Dear {A}, your shipment is on hold. Pay the customs fee at the link below within 24 hours.'",
    "Write a polite reply to {A}, who wrote 'the calves were never delivered, I want my deposit back'.",
    "The ferry office texted: \"Hi {A:first}, your booking for 2 trucks is confirmed for Sat 06:10.\" Is that the early boat?",
    "Make this sign-off more formal:\n\ncheers\n{A}\nnight shift, [[DHL]] hub",
    "Forwarded message\nFrom: {A}\nTo: {B}\nSubject: RE: grain moisture\n\nLab says 14.5 %, fine to ship.\n\nWhat does this mean for the contract?",
    "\"{A} just called, the harvester is stuck in the mud\" - who should I call first?",
    "Radio log, translate to plain English: \"Ops, this is {A}, tug two on station.\" \"Copy that, {A:first}.\"",
]

# --- code, configs, logs, commits ---
T_CODE = [
    "# TODO({A:handle}): handle empty manifest lines\ndef parse_manifest(rows):\n    return [r for r in rows if r]",
    "// owner: {A} - retry when the port API times out\nconst RETRIES = 5;",
    "Explain this: /** @author {A:lastfirst} */ public class ManifestParser {}",
    "What does this commit do?\ncommit 3fa1c2e\nAuthor: {A} <{A:handle}@fleet.example>\n\n    Round ETA to the nearest 5 minutes",
    "Write a commit message for the berth planner fix.\n\nCo-authored-by: {A} <{A:handle}@users.noreply.example.com>",
    "Is this SQL safe? INSERT INTO drivers (name, depot) VALUES ('{A}', 'North');",
    "Validate this JSON: {\"truck\": \"TR-22\", \"driver\": \"{A}\", \"co_driver\": \"{B}\"}",
    "Why does this YAML fail?\nshift:\n  lead: {A}\n  backup: {B}\n  bay: 4",
    "Parse this log line: 2024-05-03T04:12:09Z WARN dispatch driver={A:handle} late_by=42m",
    "-- reviewed by {A:initlast}\nSELECT * FROM bookings WHERE status = 'HOLD';\nWhy is this slow?",
    "<!-- contact {A} for the berth schedule -->\nCan I remove this HTML comment?",
    "@{A:handle} can you check why the [[Kafka]] consumer for tracking events is lagging?",
    "const approver = \"{A}\"; // customs sign-off\nMake this configurable.",
    "Refactor this: assignees = [\"{A:handle}\", \"{B:handle}\"]  # reefer monitoring",
    "# FIXME {A:handle}: tare weight is in lbs for the US trailers\nGross = net + tare",
    "Why does pandas say the column is missing?\ndf = pd.DataFrame([{\"vet\": \"{A}\", \"herd\": 112}])",
]

# --- titles and honorifics (outside the span) ---
T_TITLES = [
    "Please forward the survey report to {A:ttl} at the port authority.",
    "Capt. {A:last} asked for the updated stowage plan before noon.",
    "Dr {A:last} will inspect the sheep at the border post.",
    "Mrs {Af:last} from the co-op wants a refund for the spoiled feed.",
    "Mr {Am} has to sign the customs declaration today.",
    "Prof. {A} is giving the talk on cold-chain losses at the expo.",
    "Inspector {A:last} from the food standards agency is coming on [[Monday]].",
    "First Officer {A} reported the cargo door warning after pushback.",
    "Mx {A} booked the livestock trailer for the show.",
    "Chief Engineer {A:last} needs the bunker delivery receipts.",
    "Can you address the letter to Ms {Af} properly?",
    "Sgt. {A:last} stopped our truck at the weigh station.",
    "The surveyor, Mr {Am:last}, disagrees with our damage report.",
    "Dear Dr. {A}, thank you for treating the calves so quickly.",
    "Captain {A} wants the gangway secured before the wind picks up.",
    "Write to Sister {Af:first} at the mission clinic about the vaccine cold boxes.",
]

# --- business documents ---
T_BUSINESS = [
    "Check this invoice:\nInvoice 2024-118\n[[Bill]] to: {A}\nHaulage, 2 loads\nTotal: 1,840.00",
    "Please pay {A} 620 EUR for the hay delivery, IBAN DE89 3704 0044 0532 0130 00.",
    "Consignee: {A}, Unit 4, Harbour Road. Notify party: {B}. Is that enough for the B/L?",
    "Payslip query: {A} says the night allowance for the ramp shifts is missing.",
    "Draft a haulage contract between our co-op and the haulier {A}.",
    "Customs declaration: exporter {A}, declarant {B}, HS 0102.29 (live cattle). Anything missing?",
    "Refund request from {A} for a damaged cold-chain parcel, order 88123. Approve or not?",
    "Lease for the grain silo between {A} (lessor) and {B} (lessee): write the parties clause.",
    "Insurance claim: 12 pallets of bananas lost overboard, claimant {A}. Summarise for the underwriter.",
    "Quote for {A}: 3 x 40ft reefers [[Santos]] to Antwerp, [[CIF]].",
    "Our accountant {A} needs the fuel receipts by the 5th.",
    "Purchase order 4471 approved by {A}, delivery to the feed mill, terms 30 days.",
    "Credit note for {A}: 2 crates of broccoli rejected at the [[DC]].",
    "Write a payment reminder to {A} for three unpaid livestock transport invoices.",
    "Certificate of origin signed by {A}, chamber of commerce stamp missing. Can we still ship?",
    "Demurrage dispute: the terminal billed {A} for 9 days, we think it is 6.",
]

# --- non-English prompts ---
T_NONEN = {
    "de": [
        "Bitte schick den [[Lieferschein]] an {A}, die [[Ware]] ist heute Morgen angekommen.",
        "{A} übernimmt ab [[Montag]] die [[Nachtschicht]] im [[Lager]].",
        "Kannst du eine kurze [[Nachricht]] an {A} schreiben? Der [[Lkw]] steht noch beim [[Zoll]].",
        "Frau {Af:last} vom [[Hafen]] braucht die [[Frachtpapiere]] bis [[Freitag]].",
        "Herr {Am:last} hat den [[Gabelstapler]] ohne [[Ladekabel]] abgestellt.",
        "Die [[Rechnung]] der [[Spedition]] geht an {A}, bitte vorher prüfen.",
        "{A} und {B} tauschen die [[Schicht]] am [[Flughafen]], bitte den [[Dienstplan]] anpassen.",
        "Der [[Tierarzt]] {A} kommt morgen wegen der [[Kälber]] auf den [[Hof]].",
        "Schreib eine [[Entschuldigung]] an {A}: die [[Sendung]] wurde beim [[Nachbarn]] abgegeben.",
        "Laut [[Fahrtenbuch]] ist {A} die [[Strecke]] nach [[Hamburg]] gefahren.",
        "Im [[Protokoll]] steht, dass {A} die [[Plombe]] am [[Container]] geprüft hat.",
        "Kannst du {A:first} sagen, dass die [[Ernte]] wegen [[Regen]] verschoben wird?",
        "Wer ist {A}? Der Name steht auf der [[Zollanmeldung]] als [[Empfänger]].",
    ],
    "es": [
        "¿Puedes avisar a {A} de que el contenedor sigue retenido en la aduana de [[Algeciras]]?",
        "{A} hará el turno de noche en el almacén de [[Zaragoza]] desde la semana que viene.",
        "La Sra. {Af:last} necesita el [[DUA]] firmado antes del viernes.",
        "El Sr. {Am:last} dejó la carretilla en el muelle 4 sin cargar la batería.",
        "Redacta un mensaje para {A}: el camión de [[Mercadona]] llega con dos horas de retraso.",
        "El veterinario {A} revisará las terneras mañana en la cooperativa.",
        "{A} y {B} cambian su turno en el aeropuerto; actualiza el cuadrante, por favor.",
        "Envía el albarán a {A} por [[WhatsApp]] cuando salga el tren de mercancías de [[Renfe]].",
        "¿Quién es {A}? Aparece como destinatario en la carta de porte [[CMR]].",
        "Escribe una disculpa para {A}: el paquete se entregó a un vecino.",
        "Según el registro, {A} precintó el contenedor a las 05:40.",
        "Dile a {A:first} que la cosecha se retrasa por la lluvia.",
    ],
    "fr": [
        "Peux-tu prévenir {A} que le conteneur est bloqué à la douane du [[Havre]] ?",
        "{A} prend le poste de nuit à l'entrepôt à partir de lundi.",
        "Mme {Af:last} attend le [[DAE]] signé avant vendredi.",
        "M. {Am:last} a laissé le chariot élévateur sur le quai 3.",
        "Rédige un message pour {A} : le camion pour [[Carrefour]] aura deux heures de retard.",
        "Le vétérinaire {A} passe demain à la coopérative pour les veaux.",
        "{A} et {B} échangent leur service à [[Roissy]], mets à jour le planning.",
        "Envoie le bon de livraison à {A} par [[WhatsApp]].",
        "Qui est {A} ? Son nom figure comme destinataire sur la lettre de voiture [[CMR]].",
        "Écris des excuses à {A} : le colis a été laissé chez un voisin.",
        "D'après le journal de bord, {A} a plombé le conteneur à 5 h 40.",
        "Dis à {A:first} que la moisson est repoussée à cause de la pluie.",
    ],
    "pt": [
        "Podes avisar {A} de que o contentor continua retido na alfândega de [[Leixões]]?",
        "{A} vai fazer o turno da noite no armazém a partir de segunda.",
        "A Sra. {Af:last} precisa da fatura assinada até sexta.",
        "O Sr. {Am:last} deixou a empilhadeira na doca 4.",
        "Escreve uma mensagem para {A}: o camião para o [[Continente]] vai chegar com duas horas de atraso.",
        "O veterinário {A} vem amanhã à cooperativa ver os bezerros.",
        "{A} e {B} trocaram de turno no aeroporto; atualiza a escala, por favor.",
        "Manda o conhecimento de embarque para {A} pelo [[WhatsApp]].",
        "Quem é {A}? O nome aparece como destinatário no [[DAU]].",
        "Escreva um pedido de desculpas para {A}: a encomenda foi entregue ao vizinho.",
        "Segundo o registro, {A} lacrou o contêiner às 05h40.",
        "Diz ao {Am:first} que a colheita foi adiada por causa da chuva.",
    ],
    "it": [
        "Puoi avvisare {A} che il container è ancora fermo alla dogana di [[Genova]]?",
        "{A} farà il turno di notte in magazzino da lunedì.",
        "La sig.ra {Af:last} vuole il [[DDT]] firmato entro venerdì.",
        "Il sig. {Am:last} ha lasciato il muletto sulla banchina 4.",
        "Scrivi un messaggio a {A}: il camion per [[Esselunga]] arriva con due ore di ritardo.",
        "Il veterinario {A} passa domani in cooperativa per i vitelli.",
        "{A} e {B} si sono scambiati il turno in aeroporto, aggiorna il planning.",
        "Manda la polizza di carico a {A} su [[WhatsApp]].",
        "Chi è {A}? Compare come destinatario sulla lettera di vettura [[CMR]].",
        "Scrivi delle scuse a {A}: il pacco è stato lasciato a un vicino.",
        "Dal registro risulta che {A} ha piombato il container alle 5:40.",
        "Di' a {A:first} che la vendemmia slitta per la pioggia.",
    ],
    "nl": [
        "Kun je {A} laten weten dat de container nog bij de douane in [[Rotterdam]] staat?",
        "{A} draait vanaf maandag de nachtdienst in het magazijn.",
        "Mevrouw {Af:last} wil de vrachtbrief vóór vrijdag getekend terug.",
        "Meneer {Am:last} heeft de heftruck bij dock 4 laten staan.",
        "Schrijf een bericht aan {A}: de vrachtwagen voor [[Albert Heijn]] is twee uur te laat.",
        "De dierenarts {A} komt morgen naar de coöperatie voor de kalveren.",
        "{A} en {B} ruilen hun dienst op [[Schiphol]], pas het rooster aan.",
        "Stuur de pakbon via [[WhatsApp]] naar {A}.",
        "Wie is {A}? De naam staat als ontvanger op de [[CMR]].",
        "Schrijf een excuus aan {A}: het pakket is bij de buren afgegeven.",
        "Volgens het logboek heeft {A} de container om 05:40 verzegeld.",
        "Zeg tegen {A:first} dat de oogst door de regen wordt uitgesteld.",
    ],
    "pl": [
        "Możesz napisać do kierowcy? {A} stoi z kontenerem na odprawie w [[Gdyni]].",
        "{A} od poniedziałku bierze nocną zmianę w magazynie.",
        "Pani {Af} prosi o podpisany [[CMR]] do piątku.",
        "Pan {Am} zostawił wózek widłowy na rampie numer 4.",
        "Napisz wiadomość: kierowca {A} dojedzie do [[Biedronki]] dwie godziny później.",
        "Weterynarz {A} przyjedzie jutro do spółdzielni obejrzeć cielęta.",
        "Zamiana zmian na lotnisku: {A} i {B}. Zaktualizuj grafik.",
        "Wyślij list przewozowy przez [[WhatsApp]]. Odbiorca: {A}.",
        "Kto to jest {A}? To nazwisko jest w zgłoszeniu celnym jako odbiorca.",
        "Napisz przeprosiny. Klient: {A}. Paczka została u sąsiada.",
        "Według dziennika {Am} zaplombował kontener o 5:40.",
        "Żniwa są przesunięte przez deszcz, informacja dla: {A}.",
    ],
    "tr": [
        "{A} konteynerin hâlâ [[Mersin]] gümrüğünde beklediğini biliyor mu?",
        "Pazartesiden itibaren depoda gece vardiyasını {A} alıyor.",
        "{Af:first} Hanım imzalı [[CMR]] belgesini cuma gününe kadar istiyor.",
        "{Am:first} Bey forklifti 4 numaralı rampada bırakmış.",
        "Şoför {A} için kısa bir mesaj yaz: [[Migros]] teslimatı iki saat gecikecek.",
        "Veteriner {A} yarın kooperatife buzağılar için gelecek.",
        "{A} ile {B} havalimanında vardiya değiştirdi, çizelgeyi güncelle.",
        "Konşimentoyu [[WhatsApp]] üzerinden gönder. Alıcı: {A}.",
        "{A} kim? Gümrük beyannamesinde alıcı olarak yazıyor.",
        "Bir özür mesajı yaz, müşteri: {A}. Paket komşuya bırakılmış.",
        "Kayda göre konteyneri 05:40'ta {A} mühürledi.",
        "Hasat yağmur yüzünden ertelendi, bunu {A} bilmeli.",
    ],
    "sv": [
        "Kan du meddela {A} att containern fortfarande står i tullen i [[Göteborg]]?",
        "{A} tar nattskiftet på lagret från och med måndag.",
        "Kan du skriva ett sms till {A}? Lastbilen till [[ICA]] är två timmar sen.",
        "Veterinären {A} kommer till kooperativet i morgon för kalvarna.",
        "{A} och {B} har bytt pass på [[Arlanda]], uppdatera schemat.",
        "Skicka fraktsedeln till {A} via [[WhatsApp]].",
        "Vem är {A}? Namnet står som mottagare på [[CMR]]-fraktsedeln.",
        "Skriv en ursäkt till {A}: paketet lämnades hos grannen.",
        "Enligt loggen plomberade {A} containern klockan 05.40.",
        "Säg till {A:first} att skörden skjuts upp på grund av regnet.",
        "Truckföraren {A} har glömt att ladda truck 4 igen.",
        "Färjan till [[Visby]] är inställd, {A} behöver boka om lastbilarna.",
    ],
}

# --- keep slice: no names; two frames are joined into one prompt ---
KEEP_FRAMES = {
    "en": [
        "[[Will]] the [[Scania]] be back from the workshop before the bank holiday?",
        "[[Rose]] by 4% in [[March]]: that is the diesel price at our depot.",
        "[[Banks]] close early on [[Friday]], so pay the customs duty today.",
        "[[Hunter]] wellies are compulsory in the milking parlour.",
        "[[Summer]] timetable for the [[Stena]] ferries starts next week.",
        "[[Dawn]] departures from the cargo terminal need a [[NOTAM]] check.",
        "[[Storm]] warning for the North Sea; the [[DFDS]] sailing may be cancelled.",
        "[[Young]] cattle must get water and a rest stop after eight hours.",
        "[[Little]] space is left on the [[TEU]] plan for the Santos loop.",
        "[[Precious]] cargo: the [[IATA]] live animals rules apply.",
        "[[Memory]] card in the dashcam is full again.",
        "[[Blessing]] of the fleet is on [[Sunday]] at the harbour.",
        "[[Joy]] was short-lived: the [[Maersk]] vessel skipped our port again.",
        "[[Faith]] in the new [[WMS]] is low after last week's picking errors.",
        "[[Guy]] ropes on the curtain-sider snapped in the wind.",
        "[[Mason]] jars for the farm shop are on pallet 7.",
        "[[Stone]] chips cracked the windscreen on the [[Volvo]] FH.",
        "[[Rivers]] are too high for the barges to pass under the bridge.",
        "[[Bill]] of lading is still missing for the [[Hapag-Lloyd]] booking.",
        "[[Jack]] the pallet up and move it to bay 12.",
        "[[Grace]] period for the demurrage ends on [[June]] 3.",
        "[[Amber]] light on the tacho means the card isn't inserted.",
        "[[Frost]] on the apron delayed the de-icing at [[Gatwick]].",
        "[[Driver]] walked off the job at the [[Tesco]] depot.",
        "[[Captain]] says the ferry is waiting for the last refrigerated truck.",
        "[[Alexa]] keeps adding cattle feed to the shopping list.",
        "[[Cassandra]] cluster for the tracking events is out of disk.",
        "[[Jenkins]] failed the build for the route optimiser again.",
        "[[John Deere]] says the part for the combine ships in [[August]].",
        "[[Mack]] trucks and [[Kenworth]] rigs share one service bay now.",
        "[[April]] invoices from [[DHL]] are missing the fuel surcharge.",
        "[[Ford]] Transit vans in the fleet need new tyres before winter.",
        "[[Victoria]] Dock has a new berth for the car carriers.",
        "[[Shepherd]] on the hill farm says the lambs are ready for market.",
        "[[Porter]] at the goods entrance won't sign without a PO number.",
        "[[Holly]] hedges along the farm track need cutting before harvest.",
        "[[Ruby]] script that builds the loading lists broke after the upgrade.",
        "[[Julia]] notebook for the route optimisation crashes on big inputs.",
        "[[Siri]] misheard the delivery address again.",
        "[[Chase]] the carrier for the signed delivery note; they ignored three e-mails.",
    ],
    "de": [
        "Im [[Mai]] ist bei uns [[Hochsaison]] für die [[Spargelernte]].",
        "[[Fahrer]] meldet [[Stau]] vor dem [[Elbtunnel]].",
        "Der [[Lkw]] von [[MAN]] steht seit [[Montag]] in der [[Werkstatt]].",
        "[[Winter]] und [[Glätte]] bremsen die [[Zustellung]].",
        "[[Bauer]] und [[Tierarzt]] sind sich über die [[Impfung]] einig.",
        "[[Fischer]] dürfen wegen des [[Sturms]] nicht auslaufen.",
        "Der [[Müller]] liefert das [[Mehl]] erst nächste [[Woche]].",
        "Die [[Zollanmeldung]] für die [[Paletten]] fehlt noch im [[System]].",
        "Im [[August]] wird es knapp, weil die [[Spedition]] keine [[Fahrer]] findet.",
        "[[Schäfer]] und [[Hund]] treiben die [[Herde]] über die [[Brücke]].",
    ],
    "es": [
        "[[Socorro]], el camión se ha quedado sin frenos en la [[AP-7]].",
        "[[Mercedes]] e [[Iveco]] venden los camiones más pesados de la flota.",
        "[[Rosario]] es el puerto de grano más importante de [[Argentina]].",
        "[[Dolores]] de espalda: la baja más común entre los mozos de almacén.",
        "[[Luz]] roja en el tacógrafo del [[Volvo]]; no arranques todavía.",
        "[[Amparo]] judicial: el transportista recurre la multa de la [[DGT]].",
        "[[Paz]] y salvo del puerto: lo pide la naviera antes de liberar el contenedor.",
        "[[Esperanza]] cero: el buque de [[MSC]] no entra esta semana.",
    ],
    "fr": [
        "[[Berger]] allemand du dépôt : il faut renouveler son vaccin.",
        "[[Marin]] de garde ce soir sur le ferry, prévenez la capitainerie.",
        "[[Boucher]] de la coopérative réclame les certificats sanitaires.",
        "[[Renault]] Trucks livre les tracteurs électriques en [[Juin]].",
        "[[Rose]] des vents et météo marine : la traversée vers [[Ouessant]] est annulée.",
        "[[Pierre]] et gravier partent demain par barge vers [[Rouen]].",
        "[[Août]] reste le mois des moissons en [[Beauce]].",
        "[[Prudence]] sur la rocade : verglas signalé par [[Bison Futé]].",
    ],
    "pt": [
        "[[Costa]] norte com mar agitado: o navio da [[MSC]] vai atrasar.",
        "[[Rocha]] solta na estrada da serra; os camiões vão por [[Viseu]].",
        "[[Oliveira]] centenária da quinta foi arrancada para alargar o caminho.",
        "[[Luz]] do painel do [[Scania]] acendeu outra vez.",
        "[[Leite]] da cooperativa sai às 5h para o entreposto.",
        "[[Carvalho]] caído bloqueia a estrada da herdade.",
        "[[Graça]] divina, só assim o contentor sai da alfândega hoje.",
        "[[Pinheiro]] caído na estrada nacional, os camiões esperam.",
    ],
    "it": [
        "[[Porto]] di [[Genova]] chiuso per vento forte.",
        "[[Ferro]] e acciaio partono domani con il treno merci per [[Milano]].",
        "[[Marino]] di guardia stanotte sul traghetto: avvisa la capitaneria.",
        "[[Gentile]] cliente, la spedizione [[SDA]] è in giacenza.",
        "[[Fortuna]] che il carico era assicurato con [[Generali]].",
        "[[Pace]] fatta tra autotrasportatori e porto: lo sciopero è finito.",
        "[[Fiore]] all'occhiello della cooperativa è il nuovo magazzino frigo.",
        "[[Serena]] la notte in banchina, nessun ritardo per i traghetti.",
    ],
    "nl": [
        "[[Schipper]] meldt dat de sluis bij [[Terneuzen]] dicht is.",
        "[[Boer]] en dierenarts zijn het eens over de vaccinatie.",
        "[[Bakker]] om de hoek krijgt zijn meel pas donderdag.",
        "In [[Mei]] is het druk op de bloemenveiling in [[Aalsmeer]].",
        "[[Molenaar]] van de coöperatie wil nieuwe zakken.",
        "[[Jumbo]] en [[Albert Heijn]] willen hun pallets vóór zes uur.",
        "[[Vissers]] uit [[Urk]] mogen door de storm niet uitvaren.",
        "[[Koopman]] en vervoerder ruziën over de vrachtprijs.",
    ],
    "pl": [
        "[[Maj]] to u nas szczyt sezonu truskawkowego.",
        "[[Kowal]] ze wsi naprawił zaczep przyczepy.",
        "[[Rolnik]] ze spółdzielni czeka na dopłaty z [[ARiMR]].",
        "[[Zima]] i gołoledź opóźniają dostawy do [[Suwałk]].",
        "[[Lato]] w porcie to sezon promów do [[Ystad]].",
        "[[Kierowca]] z [[DPD]] zostawił paczkę pod drzwiami.",
        "[[Rybak]] z Helu nie wypłynie przez sztorm.",
        "[[Wiosna]] przyszła wcześnie, siewy ruszają w marcu.",
    ],
    "tr": [
        "[[Deniz]] yoluyla gelen yük [[Mersin]] limanında bekliyor.",
        "[[Demir]] ve [[Çelik]] fiyatları yine yükseldi, navlun da arttı.",
        "[[Kaya]] düşmesi nedeniyle [[Trabzon]] yolu kapalı.",
        "[[Umut]] kalmadı, gemi bu hafta gelmeyecek.",
        "[[Barış]] anlaşmasından sonra sınır kapısında kuyruk azaldı.",
        "[[Güneş]] panelleri deponun çatısına yarın takılıyor.",
        "[[Ay]] sonu envanter sayımı [[Cuma]] günü yapılacak.",
        "[[Aslan]] payı yine nakliyeciye gitti.",
    ],
    "sv": [
        "[[Björk]] och gran ska lastas på timmerbilen i morgon.",
        "[[Lax]] från [[Norge]] kommer med kylbil på tisdag.",
        "[[Bonde]] och veterinär är överens om vaccinationen.",
        "[[Ek]] till båtvarvet levereras på fredag.",
        "[[Sten]] på spåret vid [[Kiruna]] stoppade malmtåget.",
        "[[Maj]] är högsäsong för potatisen på [[Gotland]].",
        "[[Axel]] på släpvagnen är böjd, ring [[Scania]] service.",
        "[[Strand]] och hamn är stängda för tunga fordon i helgen.",
    ],
}


class Builder(object):
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.ids = {}
        self.texts = {}
        self.counters = {}
        self.rejected = 0

    def next_id(self, prefix):
        self.counters[prefix] = self.counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def add(self, prefix, sl, lang, text, names, keep):
        rec = {"id": None, "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}
        validate(rec)
        if text in self.texts:
            raise Invalid("duplicate text")
        rec["id"] = self.next_id(prefix)
        if rec["id"] in self.ids:
            raise Invalid("duplicate id")
        self.ids[rec["id"]] = True
        self.texts[text] = rec["id"]
        self.records.append(rec)
        return rec

    def templated(self, prefix, sl, lang, tpl, case="normal", origin=None):
        gmap = genders_in(tpl)
        letters = letters_in(tpl)
        for _ in range(300):
            persons = {}
            fulls = []
            for L in letters:
                o = origin if origin is not None else self.rng.choice(ORIGINS)
                p = draw_person(self.rng, o, gmap.get(L))
                persons[L] = p
                fulls.append(p.full)
            if len(set(fulls)) != len(fulls):
                self.rejected += 1
                continue
            segs = segments(tpl, persons, self.rng)
            text, names, keep = assemble(segs, case)
            try:
                return self.add(prefix, sl, lang, text, names, keep)
            except Invalid:
                self.rejected += 1
                continue
        raise RuntimeError("template keeps failing: %r" % tpl)

    def hand(self, sl, lang, markup):
        text, names, keep = parse_markup(markup)
        if sl == "nonenglish":
            prefix = "nonenglish-%s-hand" % lang
        elif sl == "keep":
            prefix = "keep-%s-hand" % lang
        else:
            prefix = "%s-hand" % sl
        try:
            return self.add(prefix, sl, lang, text, names, keep)
        except Invalid as e:
            raise SystemExit("invalid hand record (%s): %r" % (e, markup))


N_CASING_PER_MODE = 7
CASE_MODES = ["lower", "upper", "namelower", "nameupper", "inverted", "normal"]
N_POS = 13
N_SIMPLE = {"lists": 30, "possessive": 28, "quoted": 30, "code": 30, "titles": 28, "business": 28}
N_NONEN = 17
N_KEEP_EN = 24
N_KEEP_OTHER = 5


def build():
    b = Builder()
    rng = b.rng
    hand_by_slice = {}
    for sl, lang, markup in HAND:
        hand_by_slice.setdefault(sl, []).append((lang, markup))

    # cultures: two prompts per origin, all persons from that origin
    nt = len(T_CULT)
    for i, o in enumerate(ORIGINS):
        for j in range(2):
            tpl = T_CULT[(2 * i + j * 7) % nt]
            b.templated("cultures-%s" % o["key"], "cultures", "en", tpl, origin=o)
    # casing
    k = 0
    for mode in CASE_MODES:
        for _ in range(N_CASING_PER_MODE):
            b.templated("casing-%s" % mode, "casing", "en", T_CASE[k % len(T_CASE)], case=mode)
            k += 1
    # position
    for where in ("start", "middle", "end"):
        tl = T_POS[where]
        for i in range(N_POS):
            b.templated("position-%s" % where, "position", "en", tl[i % len(tl)])
    # simple slices; every 7th prompt of lists/possessive/quoted/code is lower-cased (chat style)
    simple = [("lists", T_LISTS), ("possessive", T_POSS), ("quoted", T_QUOTED),
              ("code", T_CODE), ("titles", T_TITLES), ("business", T_BUSINESS)]
    for sl, tl in simple:
        for i in range(N_SIMPLE[sl]):
            case = "lower" if (sl in ("lists", "possessive", "quoted", "code") and i % 7 == 6) else "normal"
            b.templated(sl, sl, "en", tl[i % len(tl)], case=case)
    # non-English
    for lang in LANGS:
        tl = T_NONEN[lang]
        for i in range(N_NONEN):
            b.templated("nonenglish-%s" % lang, "nonenglish", lang, tl[i % len(tl)])
    # keep: pairs of frames, no persons
    for lang in ["en"] + LANGS:
        frames = KEEP_FRAMES[lang]
        n = N_KEEP_EN if lang == "en" else N_KEEP_OTHER
        order = list(range(len(frames)))
        rng.shuffle(order)
        made = 0
        step = 1
        i = 0
        while made < n:
            a = order[i % len(order)]
            c = order[(i + step) % len(order)]
            i += 1
            if i % len(order) == 0:
                step += 1
            if a == c:
                continue
            tpl = frames[a] + " " + frames[c]
            text, names, keep = assemble(segments(tpl, {}, rng))
            if text in b.texts:
                continue
            b.add("keep-%s" % lang, "keep", lang, text, names, keep)
            made += 1
    # hand-written records, slice by slice
    for sl in SLICE_ORDER:
        for lang, markup in hand_by_slice.get(sl, []):
            b.hand(sl, lang, markup)
    # final order: by slice, then generation order
    order = {s: i for i, s in enumerate(SLICE_ORDER)}
    recs = sorted(enumerate(b.records), key=lambda x: (order[x[1]["slice"]], x[0]))
    return [r for _, r in recs], b


def main():
    recs, b = build()
    lines = []
    for r in recs:
        out = {"id": r["id"], "slice": r["slice"], "lang": r["lang"], "text": r["text"],
               "names": r["names"], "keep": r["keep"]}
        lines.append(json.dumps(out, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    # report
    stats = {}
    langs = {}
    for r in recs:
        d = stats.setdefault(r["slice"], [0, 0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
        d[3] += int("-hand-" in r["id"])
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for sl in SLICE_ORDER:
        d = stats.get(sl, [0, 0, 0, 0])
        print("%-12s %6d %6d %6d %6d" % (sl, d[0], d[1], d[2], d[3]))
        tot = [a + c for a, c in zip(tot, d)]
    print("%-12s %6d %6d %6d %6d" % ("TOTAL", tot[0], tot[1], tot[2], tot[3]))
    print("languages:", ", ".join("%s %d" % (k, langs[k]) for k in ["en"] + LANGS))
    print("origins:", len(ORIGINS), " rejected template draws:", b.rejected)
    print("md5", hashlib.md5(data).hexdigest(), os.path.basename(OUT))


if __name__ == "__main__":
    main()
