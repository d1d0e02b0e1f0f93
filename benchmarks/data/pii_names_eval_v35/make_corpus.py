#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v35 (theme: customer support, retail, e-commerce, delivery).

python3 make_corpus.py            -> writes names_eval.jsonl next to this file
python3 make_corpus.py --stats    -> also prints counts per slice / language / origin

stdlib only; fixed seed 35035; fixed iteration order; json.dumps(ensure_ascii=False); "\n".

Markup used in templates and in hand_records.py:
  {A} {B} ...        full name of a drawn person (slot letter A-E)
  {Af} {Am}          force the gender of that slot (first occurrence decides)
  {A@origin}         force the origin of that slot
  {A:form}           another form of the same person's name:
                     first, last, handle (first.last), uhandle (first_last),
                     ihandle (initial+last), fhandle (first), initlast ("P. Raman"),
                     lastfirst ("Raman, Priya")
  <<...>>            a literal, hand-written person name (a gold span)
  [[...]]            a literal word/phrase to keep
  {K:pool}           a keep item drawn from a pool (distinct within a record)
  {V:kind}           neutral filler (order numbers, amounts, times ...), neither name nor keep
Offsets are computed segment by segment while the text is built (never by str.replace),
and case changes are applied per segment, so they stay exact when case mapping changes
the length of a string (German ß -> SS, Turkish İ -> i̇).
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

from names_data import ORIGINS, WORD_GIVEN_F, WORD_GIVEN_M, WORD_FAMILY  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 35035
OUT = os.path.join(HERE, "names_eval.jsonl")

ORIGIN_KEYS = sorted(ORIGINS)

# particles that may legitimately occur outside a name span as ordinary words
PARTICLES = {"de", "da", "do", "dos", "das", "del", "della", "la", "le", "les", "van", "von",
             "der", "den", "ter", "te", "t", "in", "zu", "bin", "binti", "bint", "al", "el",
             "y", "i", "e", "ap", "di", "lo", "dell", "san", "mac", "ó", "ní", "du", "des",
             "abou", "abu", "ibn", "ben", "st", "s"}


def csv(s):
    return [x.strip() for x in s.split(",") if x.strip()]


SPECIAL_FOLD = {"đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss",
                "ł": "l", "Ł": "L", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
                "œ": "oe", "Œ": "OE", "ə": "e", "Ə": "E"}


def strip_marks(s):
    s = "".join(SPECIAL_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def fold(s):
    return re.sub(r"[^a-z0-9]", "", strip_marks(s).lower())


# ----------------------------------------------------------------------------- persons
class Person:
    def __init__(self, full, first, last, gender, origin, mono=False):
        self.full, self.first, self.last = full, first, last
        self.gender, self.origin, self.mono = gender, origin, mono

    def form(self, f):
        if f in (None, "full"):
            return self.full
        if f == "first":
            return self.first
        if f == "last":
            return self.last
        if f == "handle":
            return fold(self.first) + "." + fold(self.last) if not self.mono else fold(self.full)
        if f == "uhandle":
            return fold(self.first) + "_" + fold(self.last) if not self.mono else fold(self.full)
        if f == "ihandle":
            return fold(self.first)[0] + fold(self.last) if not self.mono else fold(self.full)
        if f == "fhandle":
            return fold(self.first)
        if f == "initlast":
            if self.mono:
                return self.full
            return strip_marks(self.first)[0].upper() + ". " + self.last
        if f == "lastfirst":
            if self.mono:
                return self.full
            return self.last + ", " + self.first
        raise KeyError(f)


def _fam(rng, d, g, exclude=()):
    opts = [x for x in csv(d["fam"]) if x not in exclude]
    e = rng.choice(opts)
    if "|" in e:
        m, f = e.split("|")
        return (f if g == "f" else m), e
    return e, e


def make_person(rng, origin, gender=None):
    g = gender or rng.choice("fm")
    if origin == "wordnames":
        given = rng.choice(WORD_GIVEN_F if g == "f" else WORD_GIVEN_M)
        if rng.random() < 0.5:
            fam = rng.choice(WORD_FAMILY)
        else:
            fam, _ = _fam(rng, ORIGINS["english"], g)
        return Person(given + " " + fam, given, fam, g, origin)
    d = ORIGINS[origin]
    style = d["style"]
    given = rng.choice(csv(d[g]))
    if style == "mono":
        return Person(given, given, given, g, origin, mono=True)
    fam, key = _fam(rng, d, g)
    if style == "gf" or style == "is":
        return Person(given + " " + fam, given, fam, g, origin)
    if style == "fg":
        return Person(fam + " " + given, given, fam, g, origin)
    if style == "hu":
        full = fam + " " + given if rng.random() < 0.4 else given + " " + fam
        return Person(full, given, fam, g, origin)
    if style == "jp":
        full = fam + " " + given if rng.random() < 0.25 else given + " " + fam
        return Person(full, given, fam, g, origin)
    if style in ("es2", "pt2"):
        p = 0.45 if style == "es2" else 0.5
        if rng.random() < p:
            fam2, _ = _fam(rng, d, g, exclude=(key,))
            joiner = " i " if origin == "catalan" and rng.random() < 0.4 else " "
            fam = fam + joiner + fam2
        return Person(given + " " + fam, given, fam, g, origin)
    if style == "vi":
        middle = "Thị" if g == "f" else "Văn"
        if " " in given and rng.random() < 0.5:
            full = fam + " " + given
        else:
            full = fam + " " + middle + " " + given
        if rng.random() < 0.3:
            full, given, fam = strip_marks(full), strip_marks(given), strip_marks(fam)
        return Person(full, given, fam, g, origin)
    if style == "ar":
        if rng.random() < 0.3:
            father = rng.choice(csv(d["father"]))
            if origin == "arabic_gulf":
                full = given + (" bint " if g == "f" else " bin ") + father + " " + fam
            else:
                full = given + " " + father + " " + fam
        else:
            full = given + " " + fam
        return Person(full, given, fam, g, origin)
    if style == "ml":
        full = given + (" binti " if g == "f" else " bin ") + fam
        return Person(full, given, fam, g, origin)
    if style == "pat":
        if rng.random() < 0.4:
            gf, _ = _fam(rng, d, g, exclude=(key,))
            return Person(given + " " + fam + " " + gf, given, fam, g, origin)
        return Person(given + " " + fam, given, fam, g, origin)
    if style == "ru":
        if rng.random() < 0.25:
            pm, pf = rng.choice(csv(d["patr"])).split("|")
            return Person(given + " " + (pf if g == "f" else pm) + " " + fam, given, fam, g, origin)
        return Person(given + " " + fam, given, fam, g, origin)
    if style == "ta":
        if rng.random() < 0.35:
            return Person(fam[0] + ". " + given, given, given, g, origin)
        return Person(given + " " + fam, given, fam, g, origin)
    if style == "id":
        if rng.random() < 0.25:
            return Person(given, given, given, g, origin, mono=True)
        return Person(given + " " + fam, given, fam, g, origin)
    raise ValueError(style)


# ----------------------------------------------------------------------------- keep pools
POOLS = {
    "carrier": csv("DHL, UPS, FedEx, Hermes, Royal Mail, DPD, GLS, USPS, Evri, PostNL, InPost, "
                   "Correos, Colissimo, Chronopost, Purolator, Canada Post, Australia Post, Yodel, "
                   "Parcelforce, SEUR, BRT, CTT, Aras Kargo, Poczta Polska, Deutsche Post, TNT"),
    "platform": csv("Shopify, Zendesk, Freshdesk, Klarna, PayPal, Stripe, Afterpay, Magento, "
                    "WooCommerce, Gorgias, Intercom, HubSpot, Salesforce, Etsy, eBay, Amazon, "
                    "Zalando, Vinted, Allegro, Trendyol, Bol.com, Mercado Libre, AliExpress, "
                    "Help Scout, Jira, Slack, Google Sheets, Excel"),
    "brandperson": csv("Dell, Ford, Marks & Spencer, Tommy Hilfiger, Dr. Martens, Wendy's, "
                       "Calvin Klein, Ralph Lauren, Hugo Boss, Louis Vuitton, Michael Kors, Ted Baker, "
                       "Paul Smith, McDonald's, Trader Joe's, John Lewis, Sainsbury's, Kellogg's, "
                       "Heinz, Levi's, Jimmy Choo, Kate Spade, Victoria's Secret, Tim Hortons, "
                       "Papa John's, Fred Perry, Estée Lauder, Carolina Herrera, Harvey Nichols, "
                       "Mercedes, Porsche, Peugeot, Bosch, Miele, Dyson, Chanel, Dior, Gucci, "
                       "Macy's, Kohl's, Nordstrom, Barnes & Noble, Ben & Jerry's, Jack Wolfskin"),
    "product": csv("iPhone 15, Galaxy S24, PlayStation 5, Kindle Paperwhite, AirPods Pro, Nespresso, "
                   "Thermomix, Roomba, Nintendo Switch, MacBook Air, Apple Watch, Instant Pot, "
                   "KitchenAid, Fitbit, GoPro, Vitamix, Le Creuset, Sonos Arc"),
    "weekday": csv("Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday"),
    "month": csv("January, February, March, April, May, June, July, August, September, "
                 "October, November, December"),
    "holiday": csv("Black Friday, Cyber Monday, Boxing Day, Prime Day, Christmas, Easter, "
                   "Thanksgiving, Ramadan, Diwali, Chinese New Year, Singles' Day, Halloween, "
                   "Valentine's Day, Mother's Day, Hanukkah, New Year's Eve, Eid"),
    "place": csv("Leeds, Rotterdam, Hamburg, Lyon, Milton Keynes, Memphis, Leipzig, Valencia, "
                 "Antwerp, Gdańsk, Bursa, Porto, Bologna, Utrecht, Newark, Daventry, Reno, "
                 "Louisville, Felixstowe, Duisburg"),
    "acro": csv("RMA, SKU, ETA, COD, POD, EORI, VAT, GDPR, CSAT, NPS, SLA, KPI, ASN, WMS, "
                "3PL, B2B, BOPIS, FAQ, CRM, AOV"),
    # capitalised words that are also given/family names, in non-name use
    "wordproduct": csv("Rose Gold, King size, Hunter wellies, Joy-Con, Pearl White, Little Tikes, "
                       "Ivy Park, Sky Glass, Holly wreath, River Island, Dawn Ultra, Amber Glass, "
                       "Summer Infant, Baker's Twine, Story Cubes"),
    "wordui": csv("Mark as resolved, Bill to, Will Call, Grace period, Price Match, Amber, "
                  "Hope Fund, Frank Feedback, Chase Up, Grant Access"),
    "promo": csv("Summer Sale, Spring Clearance, Winter Sale, Price Match Week, Mid-Season Sale, "
                 "Flash Sale, Warehouse Sale"),
    "wochentag": csv("Montag, Dienstag, Mittwoch, Donnerstag, Freitag, Samstag"),
    "ort_de": csv("Hannover, Kassel, Bielefeld, Erfurt, Nürnberg, Dortmund, Augsburg, Bremen"),
    "jour": csv("lundi, mardi, mercredi, jeudi, vendredi, samedi"),
}

# ----------------------------------------------------------------------------- fillers
def filler(kind, rng):
    if kind == "order":
        return "#" + str(rng.randint(100000, 999999))
    if kind == "ticket":
        return "#" + str(rng.randint(20000, 99999))
    if kind == "num":
        return str(rng.randint(100, 9999))
    if kind == "amount":
        return rng.choice("€£$") + "%d.%02d" % (rng.randint(5, 480), rng.choice([0, 49, 95, 99, 50]))
    if kind == "eur":
        return "%d,%02d €" % (rng.randint(5, 480), rng.choice([0, 49, 95, 99, 50]))
    if kind == "time":
        return "%02d:%02d" % (rng.randint(6, 21), rng.choice([0, 15, 30, 45, 5, 40]))
    if kind == "date":
        return "%02d/%02d" % (rng.randint(1, 28), rng.randint(1, 12))
    if kind == "track":
        return "JD" + "".join(str(rng.randint(0, 9)) for _ in range(16))
    if kind == "invoice":
        return "INV-2024-%05d" % rng.randint(1, 99999)
    if kind == "email":
        return rng.choice(["orders", "support", "noreply", "dispatch", "ops", "returns"]) + \
            "-%d@example.com" % rng.randint(10, 999)
    if kind == "qty":
        return str(rng.randint(2, 48))
    if kind == "pct":
        return "%d%%" % rng.randint(55, 99)
    raise KeyError(kind)


# ----------------------------------------------------------------------------- renderer
TOK = re.compile(r"\{([A-E])([fm]?)(?:@(\w+))?(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]|"
                 r"\{K:(\w+)\}|\{V:(\w+)\}", re.S)


def case_fn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def render(tpl, rng, origin=None, casing=None):
    genders, origins = {}, {}
    for m in TOK.finditer(tpl):
        if m.group(1):
            if m.group(2):
                genders.setdefault(m.group(1), m.group(2))
            if m.group(3):
                origins.setdefault(m.group(1), m.group(3))
    people, segs, used, pos = {}, [], {}, 0
    for m in TOK.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        if m.group(1):
            slot = m.group(1)
            if slot not in people:
                o = origins.get(slot) or origin or rng.choice(ORIGIN_KEYS)
                for _ in range(50):
                    p = make_person(rng, o, genders.get(slot))
                    if all(p.full != q.full and p.first != q.first for q in people.values()):
                        break
                people[slot] = p
            segs.append(("name", people[slot].form(m.group(4))))
        elif m.group(5) is not None:
            segs.append(("name", m.group(5)))
        elif m.group(6) is not None:
            segs.append(("keep", m.group(6)))
        elif m.group(7):
            pool = m.group(7)
            opts = [x for x in POOLS[pool] if x not in used.setdefault(pool, set())]
            k = rng.choice(opts)
            used[pool].add(k)
            segs.append(("keep", k))
        else:
            segs.append(("lit", filler(m.group(8), rng)))
        pos = m.end()
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    text, names, keep = "", [], []
    for kind, s in segs:
        s = case_fn(casing, kind)(s)
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep


# ----------------------------------------------------------------------------- validation
WORD = re.compile(r"\w+")


def occurrences(text, w):
    return [(m.start(), m.end()) for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


def outside(spans, a, b):
    return all(b <= s["start"] or a >= s["end"] for s in spans)


def problems(rec):
    """Return a list of problems (empty if the record is valid)."""
    errs = []
    text, names, keep, sl = rec["text"], rec["names"], rec["keep"], rec["slice"]
    for bad in ("<<", ">>", "[[", "]]", "{V:", "{K:"):
        if bad in text:
            errs.append("markup left: " + bad)
    last_end = -1
    for n in names:
        s, e, t = n["start"], n["end"], n["text"]
        if text[s:e] != t:
            errs.append("offset mismatch %r" % t)
        if not t or t != t.strip():
            errs.append("empty/whitespace span %r" % t)
        if s < last_end:
            errs.append("overlap/unsorted at %r" % t)
        last_end = e
    if sl == "keep":
        if names:
            errs.append("names in keep slice")
        if not keep:
            errs.append("keep slice without keep items")
    elif not names:
        errs.append("no names")
    name_toks = {t.casefold() for n in names for t in WORD.findall(n["text"])}
    for k in keep:
        if not k or k != k.strip():
            errs.append("bad keep item %r" % k)
        if not any(outside(names, a, b) for a, b in occurrences(text, k)):
            errs.append("keep item not outside names: %r" % k)
        shared = {t.casefold() for t in WORD.findall(k)} & name_toks
        if shared:
            errs.append("keep %r shares token %s with a name" % (k, sorted(shared)))
    # every token of a name must be attributable (not an ordinary word elsewhere in the text),
    # apart from particles such as "de", "van", "bin"
    for n in names:
        for t in WORD.findall(n["text"]):
            if t.casefold() in PARTICLES:
                continue
            if any(outside(names, a, b) for a, b in occurrences(text, t)):
                errs.append("name token %r also occurs outside the name spans" % t)
    return errs


# ----------------------------------------------------------------------------- templates
# Culture prompts: every person in a record is drawn from the record's origin.
CULTURE_T = [
    "Can you draft a polite reply to {A} whose {K:carrier} parcel (order {V:order}) has been stuck in customs since {K:weekday}?",
    "Ticket {V:ticket}: customer {A} says the blender arrived with a cracked jug. Offer a replacement or a refund via {K:platform}, whichever is faster.",
    "Summarise this chat for the handover: {A} asked twice about the delivery window and {B} from our {K:place} depot promised a call back before {K:weekday}.",
    "Rota for the {K:holiday} peak: {A} takes the early pick shift, {B} covers returns, and I still need one more packer for [[Saturday]].",
    "Write a short apology to {A}. Our {K:carrier} driver left the box at the wrong house and it went missing.",
    "{A} left a 2-star review saying the [[Bluetooth]] speaker stopped charging after a week. How should we respond publicly?",
    "Please check whether {A} is eligible for the {K:holiday} price match; the TV was bought two days before the sale started.",
    "Escalate to {A}: the [[Shopify]] order sync failed again and 14 orders for {K:place} have no tracking numbers.",
    "The courier on route 7 today is {A}. Send the updated stop list and mention that the {K:carrier} parcel shop closes at 6pm.",
    "Customer name: {A}\nIssue: charged twice through {K:platform}\nPriority: high\nCan you write the first response?",
    "Translate for the warehouse team: {A} will lead the stocktake on {K:weekday} and needs two people with forklift licences.",
    "I spoke to {A} on the phone about the missing [[IKEA]] screw bag; write up the call notes in three bullet points.",
    "Our top seller this month was {A}, with 312 orders on {K:platform}. Draft a thank-you note with a discount code.",
    "QA note: agent {A} closed the ticket without confirming the refund amount. Rewrite this as constructive feedback for the [[Zendesk]] review.",
    "Help me answer {A}, who wants to change the delivery address after the parcel already left the {K:carrier} hub.",
    "Pickup confirmed for {A} at the [[Royal Mail]] Customer Service Point, reference {V:ticket}. Turn this into an SMS under 160 characters.",
    "{A} and {B} both ordered the last limited [[Lego]] set in stock. How do we tell the second customer fairly?",
    "Write a reference for {A}, who worked in our returns department for three years and trained new starters on [[SAP]].",
    "New hire: {A} starts in the {K:place} fulfilment centre on {K:weekday}. Draft the welcome message and list what to bring.",
    "Complaint from {A}: the {K:product} was sold as new but the box had been opened. Suggest a goodwill gesture.",
]

# Casing prompts (rendered lower, UPPER, name-lower, name-UPPER, and with English-word names)
CASING_T = [
    "hey can you help me write a message to {A}? the {K:carrier} guy left my parcel in the recycling bin again",
    "my order from [[Zalando]] never arrived and {A} from support keeps telling me to wait till {K:weekday}",
    "pls summarise: {A} called about the late refund, promised the {K:platform} payout by {K:weekday}",
    "urgent, {A} needs the [[Amazon]] return label reprinted, the old one expired yesterday",
    "tell {A} the shift swap with {B} is fine for {K:weekday}, just update the rota",
    "{A} says the courier never rang the bell, draft a complaint to {K:carrier} for me",
    "we owe {A} a refund of {V:amount}, write the email, keep it short, mention [[Visa]]",
    "is it rude to tell {A} that the [[Nike]] trainers were clearly worn before they sent them back?",
    "rewrite this so it sounds nicer: {A}, your parcel is in the [[InPost]] locker, collect it or it goes back",
    "who should cover the tills on {K:holiday}, {A} or {B}?",
    "customer {A} keeps emailing the same question about [[Apple Pay]], can you make a macro for it",
    "remind me to call {A} back about the damaged {K:product} before lunch",
]

POSITION_T = {
    "start": [
        "{A} asked whether the [[Prime]] delivery can be moved to {K:weekday}.",
        "{A}: where is my parcel?? it's been nine days and {K:carrier} says delivered",
        "{A} here from the {K:place} warehouse, can you turn my notes into a shift report?",
        "{A} wants a refund for the {K:product}, not store credit. How do I word the reply?",
        "{A} and I are splitting the {K:holiday} returns backlog; suggest a fair split by postcode.",
        "{A} reported that the scanner in bay 4 keeps freezing during the {K:acro} check.",
    ],
    "middle": [
        "After the call, {A} confirmed the new delivery slot with {K:carrier} for {K:weekday} morning.",
        "The refund for {A} was approved, but {K:platform} still shows it as pending.",
        "Yesterday the {K:carrier} driver, {A}, scanned the parcel as delivered at {V:time} although nobody was home.",
        "Could you ask whether {A} still has the original packaging for the {K:product}?",
        "Our store in {K:place} said {A} had already collected the click-and-collect order.",
        "For the {K:holiday} campaign {A} will handle the live chat while I do e-mail.",
    ],
    "end": [
        "The damaged {K:product} was reported by {A}",
        "Please forward the {K:carrier} claim form to {A}.",
        "Who approved this {K:platform} refund? The log says {A}",
        "Write the handover note for the {K:weekday} night shift and address it to {A}.",
        "Sign the apology e-mail about the {K:holiday} delays as {A}",
        "Last stop on the route sheet for {K:weekday}: {A}",
    ],
}

LISTS_T = [
    "Drivers on the {K:weekday} rota: {A}, {B}, {C} and {D}.",
    "Please add {A}; {B}; {C} to the [[Freshdesk]] escalation group.",
    "Pickers this week: {A:first}/{B:first}/{C:first}. Packing bench: {D}. Can you balance the hours for the {K:holiday} rush?",
    "Returns team:\n- {A}\n- {B}\n- {C}\nAll of them need access to the [[Shopify]] admin by {K:weekday}.",
    "1. {A} - van 3, north loop\n2. {B} - van 5, city centre\n3. {C} - cargo bike\nTurn this into a table with a column for {K:carrier} collections.",
    "customer_name,order_id,carrier,status\n{A},{V:order},[[DHL]],delivered\n{B},{V:order},[[GLS]],in transit\n{C},{V:order},[[DPD]],exception\nWhich rows need a follow-up?",
    "name\tstore\tshift\n{A}\t[[Camden]]\tearly\n{B}\t[[Brixton]]\tlate\n{C}\t[[Croydon]]\tnight\nSort this by shift.",
    "| Agent | Tickets | CSAT |\n|---|---|---|\n| {A} | 41 | {V:pct} |\n| {B} | 37 | {V:pct} |\n| {C} | 52 | {V:pct} |\nWho should get the [[Q3]] bonus?",
    "Sorted by surname: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Export it to [[Excel]] please.",
    "{A} & {B} swapped their {K:weekday} shifts, and {C} is on holiday until {K:month}.",
    "Cc on the {K:carrier} dispute: {A}, {B}, and {C}.",
    "Mystery shoppers for {K:month}: * {A} * {B} * {C} — send each a [[Tesco]] voucher.",
]

POSSESSIVE_T = [
    "{A}'s parcel was delivered to a neighbour, but the {K:carrier} app shows the wrong photo.",
    "Can you check {A}’s refund? {K:platform} says the money was never received.",
    "{A}'s and {B}'s shifts overlap on {K:weekday}; which one should I move?",
    "The review quotes {A}'s exact words: 'worst {K:holiday} deal ever'. How do we respond?",
    "Put {A}'s order on hold until the [[Klarna]] check clears.",
    "I need {A:first}'s feedback on the new {K:product} packaging before {K:weekday}.",
    "Is {A}'s complaint covered by the 30-day [[Returns Policy]]?",
    "Merge {A}'s two customer accounts in [[Salesforce]]; one has the old e-mail.",
    "Update the delivery note with {A}’s safe-place instructions for {K:carrier}: behind the green bin.",
    "Why was {A}'s {K:carrier} label printed twice?",
]

QUOTED_T = [
    "Customer wrote: \"Hi, this is {A}, my order {V:order} still hasn't shipped.\" Draft a reply that mentions the {K:carrier} backlog.",
    "> From: {A}\n> Sent: {K:weekday} {V:time}\n> Subject: refund??\n> I returned the {K:product} three weeks ago.\n\nWrite a reply.",
    "[{V:time}] {A:first}: hi, the {K:product} I got is the wrong colour\n[{V:time}] Agent {B:first}: sorry about that! can you send a photo?\nSummarise this chat.",
    "Dear {A},\n\nThank you for contacting [[Zalando]] customer care about your return.\n\nKind regards,\n{B}\nCustomer Experience Team\n\nMake this warmer.",
    "Hi {A:first},\nyour {K:carrier} parcel is out for delivery today.\nCheers, {B:first}\n\nTranslate to Spanish.",
    "Best regards,\n{A}\nTeam Lead, Returns\n{K:place} Distribution Centre\n\nDoes this signature look professional?",
    "She said \"{A} promised me a full refund on the phone\" — check the {K:platform} call log and tell me if that's true.",
    "Forwarded message\nFrom: {A} <{V:email}>\nTo: {B} <{V:email}>\nSubject: {K:holiday} stock\n\nCan you pull out the action items?",
    "The macro should read: 'Hi {{first_name}}, thanks for your patience' but it sent 'Hi {A:first}, thanks for your patience' to everyone. What went wrong in [[Zendesk]]?",
    "Chat transcript\nVisitor ({A}): is the {K:product} back in stock?\nBot: Let me check.\nAgent ({B}): Yes, from {K:weekday}.",
]

CODE_T = [
    "# TODO({A:handle}): handle {K:carrier} webhook retries when the label API times out",
    "{\"customer\": {\"name\": \"{A}\", \"tier\": \"[[Gold]]\", \"carrier\": \"{K:carrier}\"}}\nWhy does this JSON fail schema validation?",
    "INSERT INTO customers (full_name, city) VALUES ('{A}', '{K:place}');\nWhy does this fail when the name has an apostrophe?",
    "SELECT * FROM tickets WHERE assignee = '{A:handle}' AND channel = '[[Zendesk]]' AND status = 'open';",
    "customer:\n  name: {A}\n  loyalty: [[Platinum]]\n  preferred_carrier: {K:carrier}\n# fix the YAML indentation",
    "Co-authored-by: {A} <{V:email}>\n\nFix {K:carrier} label rotation for A6 printers",
    "2024-11-29 14:03:11 INFO dispatch: route 12 assigned to driver={A:uhandle} vehicle=[[Sprinter]] depot={K:place}",
    "logger.info(\"Refund issued to {A} via [[Stripe]]\")  # why does this leak PII into the logs?",
    "// reviewed by {A:initlast} - [[Magento]] checkout fix, see ticket {V:ticket}",
    "@{A:fhandle} can you look at the [[Zendesk]] trigger that tags VIP orders? It fires on {K:weekday} only.",
    "Author: {A} <{V:email}>\nDate:   {K:weekday}\n\n    Add {K:carrier} tracking links to the shipping e-mail",
    "const assignee = \"{A}\"; // [[Jira]] SUP-{V:num}, remove before release",
    "<!-- template owner: {A} | [[Shopify]] theme {K:month} release -->",
    "@author {A:lastfirst}\n * Parses {K:carrier} manifest files (CSV).",
    "df[df['agent'] == '{A}'].groupby('channel')['csat'].mean()  # [[Pandas]] question",
]

BUSINESS_T = [
    "Invoice {V:invoice}\n[[Bill to]]: {A}\n14 Harbour Road, [[Cork]]\nTotal: {V:amount} incl. [[VAT]]\nCheck the maths.",
    "SHIP TO: {A}\nUnit 4, Riverside Trade Park\n{K:place}\nService: {K:carrier} Express\nWeight: {V:qty} kg",
    "Refund request {V:ticket}: {A} returned two items ([[Adidas]] hoodie, socks). Approved by {B}.",
    "Please issue a credit note for {A}; the [[Mastercard]] chargeback was withdrawn on {K:weekday}.",
    "Delivery address: c/o {A}, Flat 2, 88 Mill Lane, {K:place}. Is this format OK for {K:carrier}?",
    "Payslip query from warehouse operative {A}: overtime for {K:holiday} is missing.",
    "Purchase order from {A} ({K:acro} required): {V:qty} pallets, net 30, delivery to {K:place}.",
    "Store credit of {V:amount} issued to {A} as a goodwill gesture after the {K:holiday} delay.",
    "Return authorisation {V:num} for {A}: reason 'arrived late', condition unopened, refund to [[PayPal]].",
    "COD collected by driver {A}: {V:amount}. Customer signature missing. What do we tell [[Finance]]?",
    "Bank transfer from {A} for order {V:order} arrived without a reference. Draft a [[SEPA]] query.",
]

TITLES_T = [
    "Please call back Mrs {Af:last} about the [[Whirlpool]] washing machine delivery.",
    "Dr {A} ordered {V:qty} boxes of gloves, but the invoice shows the wrong {K:acro} number.",
    "Mr. {Am:last} wants to speak to a manager about the {K:product}.",
    "Ms {Af} (account {V:num}) disputes an [[Amex]] charge from {K:month}.",
    "Capt. {A} confirms the container vessel reaches {K:place} on {K:weekday}.",
    "Sgt. {A:last} from the local police asked for [[CCTV]] footage of the loading bay.",
    "Mx {A:last} asked us not to use gendered greetings in {K:platform} replies.",
    "Prof. {A} bought 30 copies of the textbook; can we offer the [[Education]] discount?",
    "Rev. {A} collects parcels for the parish; add a safe-place note for {K:carrier}.",
    "Miss {Af:last} returned the dress after the {K:holiday} party. Refund or exchange?",
    "Sir {Am} complained that the [[Rolls-Royce]] model car arrived without its box.",
    "Dame {Af} is a VIP customer; please flag her account in [[Salesforce]].",
    "Lt. {A:last} needs the parcel held at the {K:carrier} depot until {K:weekday}.",
    "Madam {Af:last} called twice about the [[Dyson]] repair.",
    "Mrs. {Af} and Mr. {Bm} want their {K:holiday} orders combined into one shipment.",
]

NONENGLISH_T = {
    "de": [
        "Bitte schreib eine freundliche Antwort an {A}: das [[Paket]] ist laut {K:carrier} zugestellt, aber nie angekommen.",
        "Kannst du die [[Retoure]] von {A} prüfen? Die [[Gutschrift]] fehlt seit [[Montag]].",
        "[[Schichtplan]] [[Lager]] KW 48: {A} Frühschicht, {B} Spätschicht, {C} [[Inventur]].",
        "Frau {Af:last} hat sich über die [[Lieferung]] beschwert; der [[Fahrer]] sei unfreundlich gewesen.",
        "Herr {Am:last} möchte seine [[Bestellung]] stornieren und das Geld per [[PayPal]] zurück.",
        "Fasse das [[Gespräch]] mit {A} zusammen und leite es an die [[Buchhaltung]] weiter.",
        "Die [[Rechnung]] für {A} wurde doppelt im [[Kundenkonto]] gebucht. Wie erkläre ich das?",
        "[[Tourenplan]] Depot {K:ort_de}: [[Fahrer]] {A}, 112 Stopps, [[Rückgabe]] der Scanner bis 18 Uhr.",
        "Im [[Kundenservice]] hat {A} heute die meisten [[Tickets]] gelöst. Formuliere ein kurzes Lob.",
        "Wie antworte ich {A} auf die [[Bewertung]] mit nur einem [[Stern]]?",
        "Kunde: {A}\n[[Anliegen]]: [[Umtausch]] der Größe\n[[Versand]]: [[Hermes]]\nSchreib die erste Antwort.",
        "Die [[Filiale]] in {K:ort_de} meldet, dass {A} die [[Abholung]] verpasst hat.",
        "Kannst du {A} erklären, warum die [[Lieferzeit]] vor [[Weihnachten]] länger ist?",
    ],
    "es": [
        "¿Me ayudas a responder a {A}? El paquete de [[SEUR]] llegó abierto y falta un producto.",
        "La devolución de {A} todavía no aparece en su cuenta de [[Bizum]].",
        "Turnos del almacén de [[Zaragoza]]: {A} de mañana, {B} de tarde y {C} de noche.",
        "La Sra. {Af:last} pide una factura con [[NIF]] para su pedido del [[Black Friday]].",
        "Resume la llamada con {A}: quiere cambiar la dirección de entrega antes de [[Reyes]].",
        "El repartidor {A} dice que nadie abrió la puerta, pero el cliente tiene cámara. ¿Qué hacemos con [[Correos]]?",
        "Escribe un mensaje de disculpa para {A}; el pedido de [[Navidad]] llegó tres días tarde.",
        "Cliente: {A}\nMotivo: producto defectuoso\nTransportista: [[MRW]]\nRedacta la respuesta.",
        "{A} dejó una reseña de una estrella en [[Trustpilot]]. ¿Cómo contestamos sin sonar a robot?",
        "El Sr. {Am:last} quiere hablar con un supervisor sobre su reembolso de [[Amazon]].",
    ],
    "fr": [
        "Peux-tu rédiger une réponse à {A} ? Son colis [[Colissimo]] est bloqué depuis [[mardi]].",
        "Mme {Af:last} demande le remboursement de sa commande [[Cdiscount]].",
        "Planning de l'entrepôt de [[Lille]] : {A} le matin, {B} l'après-midi, {C} en réserve.",
        "Le livreur {A} n'a pas trouvé le [[Point Relais]] et a ramené le colis au dépôt.",
        "Résume l'échange avec {A} pour le [[SAV]] et propose un geste commercial.",
        "M. {Am:last} conteste les frais de retour facturés par [[Chronopost]].",
        "Client : {A}\nObjet : article manquant\nCanal : [[Messenger]]\nRédige la première réponse.",
        "Comment répondre à {A} qui a laissé un avis négatif sur [[Vinted]] ?",
        "Merci de prévenir {A} que la livraison prévue avant [[Noël]] aura deux jours de retard.",
        "Pour les [[Soldes]], {A} et {B} gèrent le chat, moi les e-mails.",
    ],
    "pt": [
        "Pode escrever uma resposta para {A}? A encomenda dos [[CTT]] chegou danificada.",
        "{A} pediu reembolso pelo [[Mercado Livre]] e ainda não recebeu nada.",
        "Escala do armazém em [[Guarulhos]]: {A} de manhã, {B} à tarde.",
        "A cliente {Af} reclamou que o entregador da [[Jadlog]] deixou a caixa na chuva. Como responder?",
        "Resuma a conversa com {A} sobre a troca de tamanho antes do [[Natal]].",
    ],
    "it": [
        "Puoi scrivere una risposta a {A}? Il pacco [[BRT]] è in giacenza da una settimana.",
        "Turni del magazzino di [[Piacenza]]: {A} mattina, {B} pomeriggio.",
        "Il cliente {Am} chiede il rimborso tramite [[Satispay]]. Come procedo?",
        "Riassumi la chiamata con {A} sul reso dopo il [[Black Friday]].",
        "La signora {Af:last} ha lasciato una recensione negativa su [[Trustpilot]].",
    ],
    "nl": [
        "Kun je een antwoord schrijven aan {A}? Het pakket van [[PostNL]] is nooit bezorgd.",
        "Rooster magazijn [[Tilburg]]: {A} vroege dienst, {B} late dienst.",
        "Klant {A} wil het retourlabel van [[Bol.com]] opnieuw ontvangen.",
        "Vat het gesprek met {A} samen voor de collega's van de [[Klantenservice]].",
        "Mevrouw {Af:last} klaagt dat de bezorger van [[DHL]] het pakket bij de buren liet.",
    ],
    "tr": [
        "{A} adlı müşteri [[Trendyol]] siparişinin iadesini istiyor, nasıl yanıt verelim?",
        "Depo vardiyası: {A} sabah, {B} akşam; [[Bayram]] boyunca kim çalışacak?",
        "Müşteri: {A}\nKonu: hasarlı ürün\nKargo: [[Aras Kargo]]\nİlk yanıtı yazar mısın?",
        "Kurye {A} paketi yanlış adrese bırakmış, [[Yurtiçi Kargo]] ile nasıl çözeriz?",
        "Sayın {A}, [[Hepsiburada]] siparişiniz yola çıktı. Bu mesajı daha sıcak yaz.",
    ],
    "pl": [
        "Napisz odpowiedź dla klienta {A}: paczka z [[InPost]] utknęła w paczkomacie.",
        "Grafik magazynu w [[Poznaniu]]: {A} rano, {B} po południu.",
        "Klientka {Af} prosi o zwrot pieniędzy za zamówienie z [[Allegro]].",
        "Streść rozmowę z klientem ({A}) dotyczącą reklamacji przed [[Świętami]].",
        "Kurier {Am} zostawił paczkę pod drzwiami. Jak odpowiedzieć w imieniu [[Poczty Polskiej]]?",
    ],
}
NONENGLISH_N = {"de": 26, "es": 20, "fr": 20, "pt": 9, "it": 9, "nl": 9, "tr": 9, "pl": 9}

KEEP_T = {
    "en": [
        "Track my {K:carrier} parcel that was supposed to arrive on {K:weekday} before {K:holiday}.",
        "Is the {K:brandperson} store in {K:place} open on {K:holiday}?",
        "Compare return windows: {K:brandperson} vs {K:brandperson} vs {K:platform} sellers.",
        "Write a {K:platform} macro for customers asking when {K:holiday} orders will ship.",
        "Our {K:acro} for {K:month} dropped after we switched from {K:carrier} to {K:carrier}. Why?",
        "The {K:product} from {K:brandperson} came with a UK plug instead of an EU one.",
        "Customer asks whether the {K:wordproduct} is back in stock and if {K:carrier} can deliver it by {K:weekday}.",
        "Draft a banner: the {K:promo} ends {K:weekday}, free shipping over 50 with {K:carrier}.",
        "Explain the difference between {K:acro} and {K:acro} for a new support agent.",
        "In {K:platform}, what does the '{K:wordui}' label mean on orders from the {K:place} warehouse?",
        "List the cut-off times for {K:carrier} next-day delivery in {K:month}.",
        "Customer asks if the {K:brandperson} gift card works on {K:holiday}. Reply politely.",
    ],
    "de": [
        "Wo ist mein [[Paket]]? Die [[Sendungsverfolgung]] von {K:carrier} zeigt seit {K:wochentag} nichts mehr.",
        "Schreib eine [[Vorlage]] für die [[Rückerstattung]] nach dem [[Widerruf]] für {K:platform}.",
        "Gilt die [[Garantie]] auch für die [[Ersatzteile]] von {K:brandperson}?",
        "Bitte erkläre der [[Spätschicht]] die neue [[Regel]] zur [[Annahme]] von Retouren aus {K:ort_de}.",
    ],
    "es": [
        "¿Cuándo llega mi pedido de {K:platform} si lo envían con [[Correos Express]] desde {K:place}?",
        "Redacta una plantilla para el [[Día de la Madre]] con envío gratis de {K:brandperson}.",
        "¿El [[IVA]] se devuelve también si el paquete viene por {K:carrier}?",
    ],
    "fr": [
        "Où est mon colis {K:carrier} ? Il devait arriver avant la [[Toussaint]].",
        "Rédige une réponse type pour les retours {K:brandperson} pendant les [[Soldes]] d'hiver.",
        "Le [[Service Client]] de {K:platform} ne répond plus depuis {K:jour}.",
    ],
    "pt": ["A minha encomenda dos [[CTT]] ficou parada na alfândega de [[Lisboa]] desde a [[Páscoa]].",
           "Escreva uma mensagem sobre a [[Black Friday]] com frete grátis via [[Correios]]."],
    "it": ["Il corriere [[GLS]] non consegna a [[Ferragosto]]: scrivi un avviso per i clienti.",
           "Come funziona il reso su [[Amazon]] per un prodotto [[Bosch]] difettoso?"],
    "nl": ["Bezorgt [[PostNL]] pakketten op [[Koningsdag]] in [[Utrecht]]?",
           "Schrijf een bericht over [[Sinterklaas]]-bestellingen die via [[DHL]] later komen."],
    "tr": ["[[Aras Kargo]] [[Kurban Bayramı]] boyunca [[Ankara]] şubesinde çalışıyor mu?",
           "[[Trendyol]] iade süresi [[Ramazan]] ayında uzatıldı mı?"],
    "pl": ["Czy [[InPost]] dostarcza paczki w [[Wigilię]] do [[Krakowa]]?",
           "Napisz komunikat o opóźnieniach [[Poczty Polskiej]] przed [[Wielkanocą]]."],
}
KEEP_N = {"en": 30, "de": 8, "es": 5, "fr": 5, "pt": 2, "it": 2, "nl": 2, "tr": 2, "pl": 2}


def as_tpl(t):
    return (t, None) if isinstance(t, str) else t


class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = {}
        self.ids = set()
        self.errors = []

    def next_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        rid = "%s-%03d" % (prefix, n)
        assert rid not in self.ids, rid
        self.ids.add(rid)
        return rid

    def add(self, prefix, sl, lang, text, names, keep):
        rec = {"id": self.next_id(prefix), "slice": sl, "lang": lang, "text": text,
               "names": names, "keep": keep}
        errs = problems(rec)
        if errs:
            self.errors.append("%s: %s\n%s" % (rec["id"], errs, text))
        self.records.append(rec)

    def templ(self, prefix, sl, lang, tpl, origin=None, casing=None):
        tpl, forced = as_tpl(tpl)
        for _ in range(200):
            text, names, keep = render(tpl, self.rng, origin=origin, casing=casing)
            rec = {"slice": sl, "text": text, "names": names, "keep": keep}
            if not problems(rec):
                self.add(prefix, sl, lang, text, names, keep)
                return
        raise ValueError("template never validates: %r" % tpl)

    def hand(self, sl, lang, markup):
        # hand-written records: only literal markup (<<name>>, [[keep]]), no random draws
        text, names, keep = render(markup, random.Random(0))
        if sl == "nonenglish":
            prefix = "nonenglish-%s-hand" % lang
        elif sl == "keep":
            prefix = "keep-%s-hand" % lang
        else:
            prefix = "%s-hand" % sl
        self.add(prefix, sl, lang, text, names, keep)


def cycle_pick(lst, i):
    return lst[i % len(lst)]


def build():
    b = Builder()
    rng = b.rng
    hand_by_slice = {}
    for sl, lang, markup in HAND:
        hand_by_slice.setdefault(sl, []).append((lang, markup))

    def hands(sl):
        for lang, markup in hand_by_slice.get(sl, []):
            b.hand(sl, lang, markup)

    # cultures: two prompts per origin, distinct templates, all persons from that origin
    for oi, origin in enumerate(ORIGIN_KEYS):
        a = (oi * 5) % len(CULTURE_T)
        c = (a + 1 + (oi % (len(CULTURE_T) - 1))) % len(CULTURE_T)
        if c == a:
            c = (a + 1) % len(CULTURE_T)
        for ti in (a, c):
            b.templ("cultures-" + origin, "cultures", "en", CULTURE_T[ti], origin=origin)
    hands("cultures")

    # casing
    modes = ["lower", "upper", "namelower", "nameupper", "wordnames"]
    for mi, mode in enumerate(modes):
        for i in range(11):
            tpl = cycle_pick(CASING_T, i * 3 + mi)
            if mode == "wordnames":
                b.templ("casing-wordnames", "casing", "en", tpl, origin="wordnames", casing="lower")
            else:
                b.templ("casing-" + mode, "casing", "en", tpl, casing=mode)
    hands("casing")

    # position
    for where in ("start", "middle", "end"):
        for i in range(13):
            b.templ("position-" + where, "position", "en", cycle_pick(POSITION_T[where], i))
    hands("position")

    for sl, tpls, n in (("lists", LISTS_T, 30), ("possessive", POSSESSIVE_T, 26),
                        ("quoted", QUOTED_T, 28), ("code", CODE_T, 30),
                        ("business", BUSINESS_T, 28), ("titles", TITLES_T, 30)):
        for i in range(n):
            casing = "lower" if sl in ("lists", "quoted") and i % 9 == 8 else None
            b.templ(sl, sl, "en", cycle_pick(tpls, i), casing=casing)
        hands(sl)

    for lang in ("de", "es", "fr", "pt", "it", "nl", "tr", "pl"):
        for i in range(NONENGLISH_N[lang]):
            b.templ("nonenglish-" + lang, "nonenglish", lang, cycle_pick(NONENGLISH_T[lang], i))
    hands("nonenglish")

    for lang in ("en", "de", "es", "fr", "pt", "it", "nl", "tr", "pl"):
        for i in range(KEEP_N[lang]):
            b.templ("keep-" + lang, "keep", lang, cycle_pick(KEEP_T[lang], i))
    hands("keep")
    if b.errors:
        raise SystemExit("invalid records:\n" + "\n".join(b.errors))
    return b.records


def main():
    recs = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s (md5 %s)" % (len(recs), OUT,
                                               hashlib.md5(data.encode("utf-8")).hexdigest()))
    if "--stats" in sys.argv:
        from collections import Counter
        sl = Counter(r["slice"] for r in recs)
        hand = Counter(r["slice"] for r in recs if "-hand-" in r["id"])
        lang = Counter(r["lang"] for r in recs)
        print("slices:", {k: (sl[k], hand[k]) for k in sl})
        print("langs:", dict(lang))
        print("names:", sum(len(r["names"]) for r in recs), "keep:", sum(len(r["keep"]) for r in recs))
        print("hand total:", sum(hand.values()))
        print("origins:", len(ORIGINS))


if __name__ == "__main__":
    main()
