#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v27 (python3 stdlib only).

    python3 make_corpus.py           # validate everything, then write names_eval.jsonl
    python3 make_corpus.py --stats   # same, and print counts per slice / language
    python3 make_corpus.py --audit   # list name-list tokens found OUTSIDE name spans
                                     # (a review aid for unannotated names; writes nothing)

Markup used by the templates below and by hand_records.py:
  {A} {B} ...      full name of a randomly drawn person (A..E); {Af}/{Am} force gender
  {A:first} {A:last} {A:handle} {A:initlast} {A:lastfirst}   other forms of that person
  <<...>>          a literal (hand-written) person-name mention
  [[...]]          a word/phrase to keep; [[=slot]] draws a keep word from SLOTS[slot]
Case modes (casing slice) are applied per segment, so offsets stay exact.
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, ORIGIN_BY_CODE  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 20261130
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted",
          "code", "business", "titles", "nonenglish", "keep"]

# --------------------------------------------------------------------------- slots
SLOTS = {
    "day": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday",
    "month": "January|February|March|April|May|June|July|August|September|October|November|December",
    "app": "WhatsApp|Telegram|Signal|Instagram|TikTok|Snapchat|Discord|Slack|Zoom|Teams|Notion|"
           "Spotify|Google Maps|Excel|Canva|Duolingo|Messenger|LinkedIn",
    "msgapp": "WhatsApp|Telegram|Signal|Instagram|Snapchat|Messenger|Discord|Viber|LINE|iMessage",
    "groupapp": "WhatsApp|Telegram|Discord|Signal|Messenger|Viber|LINE|Slack",
    "story": "Instagram|Snapchat|WhatsApp|Facebook|TikTok",
    "meeting": "Zoom|Teams|Google Meet|Discord|Webex|Skype",
    "workapp": "Slack|Teams|Google Chat|Outlook|Jira",
    "premium": "Spotify|Duolingo|Canva|LinkedIn|YouTube|Tinder|Snapchat|Notion",
    "pay": "Venmo|PayPal|Zelle|Revolut|Wise|GCash|Paytm|M-Pesa|Cash App|Bizum|Twint|Swish|MobilePay|Lydia",
    "city": "Lisbon|Nairobi|Manila|Toronto|Lagos|Berlin|Osaka|Bogotá|Melbourne|Istanbul|Chennai|"
            "Kraków|Accra|Dubai|Auckland|Montreal|Leeds|Cebu",
    "market": "Vinted|Depop|eBay|Craigslist|Wallapop|Kleinanzeigen|Marketplace|OLX|Carousell|Shopee|Etsy|Gumtree",
    "dating": "Tinder|Hinge|Bumble|OkCupid|Badoo|Feeld",
    "game": "Valorant|Fortnite|Minecraft|Overwatch|Apex|Dota|Roblox|Rocket League|League",
    "acr": "ASAP|FYI|ETA|TBH|IRL|BTW|OTP|POV|NGL|IMO",
    "device": "iPhone|PlayStation|Nintendo Switch|MacBook|Kindle|AirPods|Xbox|iPad|Pixel|"
              "Samsung Galaxy|GoPro|Fitbit|ThinkPad|Steam Deck",
    "store": "IKEA|Lidl|Costco|Decathlon|Zara|Aldi|Tesco|Target|Walmart|Primark|Carrefour",
    "company": "Samsung|IKEA|Toyota|Nike|Adidas|Spotify|Decathlon|Unilever|Siemens|Deloitte|Accenture|Infosys",
    "resto": "Starbucks|KFC|Domino's|Jollibee|Greggs|Chipotle|Five Guys|Pizza Hut|Burger King|Subway",
    "delivery": "Deliveroo|Swiggy|Zomato|Glovo|DoorDash|Uber Eats|GrabFood|Just Eat|Rappi|Talabat",
    "holiday": "Christmas|Eid|Diwali|Easter|Thanksgiving|Ramadan|Hanukkah|Lunar New Year|Halloween|Carnival|Songkran",
}
SLOTS = {k: v.split("|") for k, v in SLOTS.items()}

# --------------------------------------------------------------------------- people
_TRANS = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "đ": "d", "Đ": "D", "æ": "ae",
          "Æ": "AE", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "œ": "oe", "Œ": "OE"}


def plain(s):
    s = "".join(_TRANS.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def pick_fam(rng, o, g):
    e = rng.choice(o["fam"])
    if "/" in e:
        m, f = e.split("/")
        return f if g == "f" else m
    return e


def make_person(rng, code, g=None):
    o = ORIGIN_BY_CODE[code]
    g = g or rng.choice("fm")
    given = rng.choice(o[g])
    order = o["order"]
    r = rng.random()
    if order == "single" or (o.get("single") and r < o["single"]):
        if o.get("single"):
            # Indonesian single names: pick a one-word given name
            singles = [x for x in o[g] if " " not in x]
            given = rng.choice(singles)
        return dict(full=given, first=given, last=given, g=g, origin=code,
                    initlast=given, lastfirst=given, parts=[given])
    if order == "nasab":
        father = rng.choice(ORIGIN_BY_CODE[code]["m"])
        # a father's name from the family-name list is also common in Malaysia
        if rng.random() < 0.5:
            father = rng.choice(o["fam"])
        link = "binti" if g == "f" else "bin"
        full = "%s %s %s" % (given, link, father)
        return dict(full=full, first=given, last=given, g=g, origin=code,
                    initlast=full, lastfirst=full, parts=[given, father])
    fam = pick_fam(rng, o, g)
    while fam == given:
        fam = pick_fam(rng, o, g)
    if o.get("double") and rng.random() < o["double"]:
        fam2 = pick_fam(rng, o, g)
        if fam2 != fam:
            fam = fam + " " + fam2
    if o.get("eng") and rng.random() < o["eng"]:
        given = rng.choice(o["eng_" + g])
        order = "gf"
    mid = ""
    if o.get("mid_" + g):
        mid = rng.choice(o["mid_" + g])
    if o.get("patr") and rng.random() < o["patr_p"]:
        pm, pf = rng.choice(o["patr"]).split("/")
        mid = pf if g == "f" else pm
    if o.get("nasab") and rng.random() < o["nasab"]:
        mid = ("bint " if g == "f" else "bin ") + rng.choice(o["m"])
    if o.get("sikh") and rng.random() < o["sikh"]:
        mid = "Kaur" if g == "f" else "Singh"
    if o.get("chain") and rng.random() < o["chain"]:
        fam2 = rng.choice(o["fam"])
        if fam2 != fam:
            fam = fam + " " + fam2
    if o.get("swap") and rng.random() < o["swap"]:
        order = "gf" if order == "fg" else "fg"
    if order == "fg":
        full = " ".join(x for x in (fam, mid, given) if x)
    else:
        full = " ".join(x for x in (given, mid, fam) if x)
    first, last = given, fam
    if o.get("plain") and rng.random() < o["plain"]:
        full, first, last = plain(full), plain(first), plain(last)
    return dict(full=full, first=first, last=last, g=g, origin=code,
                initlast="%s. %s" % (first[0], last), lastfirst="%s, %s" % (last, first),
                parts=[first, last])


def handle_of(rng, p):
    toks = [re.sub(r"[^a-z0-9]", "", plain(x).lower()) for x in p["parts"]]
    toks = [t for t in toks if t]
    a, b = toks[0], toks[-1]
    style = rng.randrange(6)
    if len(toks) == 1 or a == b:
        h = a + rng.choice(["", "_", "."]) + rng.choice(["", "x", "99", "07", "_official"]).strip("_.")
        return h.rstrip("_.") or a
    if style == 0:
        return a + "." + b
    if style == 1:
        return a + "_" + b
    if style == 2:
        return a + b
    if style == 3:
        return a[0] + b
    if style == 4:
        return a + "." + b + str(rng.randrange(80, 100))
    return a + "_" + b[:3]


# --------------------------------------------------------------------------- renderer
TOK = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def case_fn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def render(tpl, rng, mode="normal", origin=None, people=None):
    """Return (text, names, keep) built segment by segment."""
    people = {} if people is None else people
    segs = []
    pos = 0
    for m in TOK.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        pos = m.end()
        if m.group(1):
            key, g, form = m.group(1), m.group(2) or None, m.group(3) or "full"
            if key not in people:
                used = {x["full"] for x in people.values()} | {x["first"] for x in people.values()}
                while True:
                    code = origin or rng.choice(ORIGINS)["code"]
                    p = make_person(rng, code, g)
                    if p["full"] not in used and p["first"] not in used:
                        break
                p["handle"] = handle_of(rng, p)
                people[key] = p
            segs.append(("name", people[key][form]))
        elif m.group(4) is not None:
            segs.append(("name", m.group(4)))
        else:
            k = m.group(5)
            if k.startswith("="):
                k = rng.choice(SLOTS[k[1:]])
            segs.append(("keep", k))
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    text, names, keep = "", [], []
    for kind, s in segs:
        s = case_fn(mode, kind)(s)
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep


# --------------------------------------------------------------------------- validation
WORD = r"(?<!\w){}(?!\w)"


def outside(text, w, spans):
    for m in re.finditer(WORD.format(re.escape(w)), text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            return True
    return False


def check(rec):
    """Return a list of problems (empty = valid)."""
    errs = []
    t, names, keep = rec["text"], rec["names"], rec["keep"]
    for bad in ("<<", ">>", "[[", "]]"):
        if bad in t:
            errs.append("markup left in text: %r" % bad)
    if re.search(r"\{[A-E][fm]?(:\w+)?\}", t):
        errs.append("template placeholder left in text")
    last = -1
    for s in names:
        if not (0 <= s["start"] < s["end"] <= len(t)):
            errs.append("bad offsets %r" % s)
            continue
        if t[s["start"]:s["end"]] != s["text"]:
            errs.append("offset text mismatch %r" % s)
        if s["text"] != s["text"].strip():
            errs.append("surrounding whitespace %r" % s)
        if s["start"] < last:
            errs.append("overlap/unsorted %r" % s)
        last = s["end"]
    if rec["slice"] == "keep":
        if names:
            errs.append("keep slice with names")
        if not keep:
            errs.append("keep slice without keep items")
    elif not names:
        errs.append("name slice without names")
    name_toks = set()
    for s in names:
        name_toks.update(x.lower() for x in re.findall(r"\w+", s["text"]))
    for k in keep:
        if not outside(t, k, names):
            errs.append("keep item not found outside names: %r" % k)
        shared = {x.lower() for x in re.findall(r"\w+", k)} & name_toks
        if shared:
            errs.append("keep item %r shares token with a name: %r" % (k, shared))
    return errs


# --------------------------------------------------------------------------- templates
# (lang, template). Persons come from random origins unless the slice says otherwise.
T_CULTURES = [
    ("en", "omg just ran into {A} at the [[=market]] meetup 😂 hasn't changed one bit"),
    ("en", "can u remind me to text {A} back before [[=day]]?? they asked twice already"),
    ("en", "note to self: {A} owes me 20 for the [[=delivery]] order, {A:first} said [[=pay]] is fine"),
    ("en", "voice memo summary - call w {A} and {B}, they want the deck by [[=day]], follow up with {A:first}"),
    ("en", "who else is in the group chat?? {A}, {B} and me i think"),
    ("en", "pls write a short bday msg for {A} 🎂 we've been friends since uni in [[=city]]"),
    ("en", "my landlord {A} keeps ignoring my texts abt the boiler, draft a polite but firm msg?"),
    ("en", "lol {A:first} just sent 14 voice notes in a row. can u summarize what {A} actually wants"),
    ("en", "translate this for my mother-in-law {Af}: thank you for the food on [[=holiday]]"),
    ("en", "is it rude to reply to {A} with just 👍 after 3 days"),
    ("en", "help me write a reference for {A}, they interned with us from [[=month]] to [[=month]]"),
    ("en", "matched w {A} on [[=dating]], what's a good opener that isn't just hey"),
    ("en", "{A} and {B} are coming over [[=day]], any easy veggie recipes??"),
    ("en", "pinned: welcome {A} to the server!! say hi 👋 mods are {B} and {C}"),
    ("en", "ok so {A}'s cousin {B} wants to buy my old [[=device]], how much should i ask"),
    ("en", "reminder for [[=day]]: pick up keys from {A} at 6 then drop the [[=device]] at {B:first}'s"),
    ("en", "My coworker {A} asked me to cover the [[=day]] shift. how do i say no nicely"),
    ("en", "can you check the spelling of {A}? it's for the wedding place cards"),
    ("en", "coach {A:last} said practice moved to [[=day]] 7pm, pls tell {B:first}"),
    ("en", "new neighbour is called {A}, brought us cookies 🍪 what do i bring back"),
    ("en", "tagged {A} and {B:first} in the pics from [[=city]], hope they don't mind"),
]

T_CASING = [
    ("en", "my friend {A} said the [[=groupapp]] group is dead lol, can u help me write smth to revive it"),
    ("en", "tell {A} im outside"),
    ("en", "ok google text {A} that i'll be there by 8 and call {B} after"),
    ("en", "pls summarize this voice note from {A}, its like 6 mins long 😭"),
    ("en", "who is {A} and why are they in my [[=dating]] likes"),
    ("en", "{A} just sent a [[=pay]] request for the [[=delivery]] order... do i really owe that much"),
    ("en", "lunch with {A} on [[=day]] at noon, bring the [[=device]] charger"),
    ("en", "draft a sorry msg to {A}, i forgot their bday in [[=month]]"),
    ("en", "can you check if {A} and {B} are on the guest list for [[=holiday]]"),
    ("en", "posting for my aunt {Af}: selling her [[=device]], barely used, DM me"),
    ("en", "gm everyone!! shoutout to {A} for carrying us in [[=game]] last night"),
    ("en", "make a grocery list, {A} is vegan and {B:first} hates cilantro"),
    ("hinglish", "yaar {A} ko bol do ki [[=day]] ko meeting cancel hai, mera phone dead hai"),
    ("spanglish", "oye can you text {A} que I'm running late, el [[=app]] no me carga"),
]

T_POS_START = [
    ("en", "{A} said the [[=meeting]] link doesn't work, can u make a new one"),
    ("en", "{A:first} here, quick q about the rent for [[=month]]"),
    ("en", "{A} - call back re: [[=market]] listing"),
    ("en", "{A}!!! u won't believe what happened on [[=day]]"),
    ("en", "{A} and i need a name for our [[=game]] team, ideas?"),
    ("en", "{A} keeps leaving me on read since [[=day]] what does that mean"),
    ("en", "{A} wants to split the [[=resto]] bill three ways, is that fair if i only had fries"),
    ("taglish", "{A} said na hindi na siya makakapunta sa [[=city]], sayang"),
]
T_POS_MIDDLE = [
    ("en", "ok so basically {A} told me the party is off and nobody told me"),
    ("en", "can u help me write a msg to {A} about splitting the [[=resto]] bill"),
    ("en", "yesterday at the gym {A} asked for my number?? and i said yes??"),
    ("en", "we're picking up {A} at [[=city]] airport then driving straight home"),
    ("en", "my sister and {A} are not speaking since [[=holiday]] lol"),
    ("en", "the guy from [[=market]], {Am}, wants to meet at a gas station. safe?"),
    ("en", "fyi {A:first} from the climbing gym is also doing the run on [[=day]]"),
    ("franglais", "honnêtement {A} est trop chill, on fait un call [[=meeting]] ce soir?"),
]
T_POS_END = [
    ("en", "who's bringing drinks? asking for {A}"),
    ("en", "remind me to pay back {A}"),
    ("en", "best way to say congrats on the new job to {A}"),
    ("en", "new phone who dis... jk it's {A}"),
    ("en", "this voice note was dictated by {A}"),
    ("en", "the [[=device]] i'm selling on [[=market]] goes to {A}"),
    ("en", "need a cute caption for my pic with {A}"),
    ("en", "ugh i can't stop thinking about {A}"),
]
END_PUNCT = ["", ".", "?", "!!", " 🙏", "", "!", "..."]

T_LISTS = [
    ("en", "group chat roll call: {A}, {B}, {C} and {D} 🙋"),
    ("en", "carpool for [[=day]]: {A} / {B} / {C}"),
    ("en", "- {A}\n- {B}\n- {C:first} (maybe)\ncan u turn this into a table"),
    ("en", "seating: table 1 {A} & {B}; table 2 {C} & {D}"),
    ("en", "whos coming: {A:first}, {B:first}, {C}, {D:first}??"),
    ("en", "squad for [[=game]] tonight → @{A:handle} @{B:handle} @{C:handle}"),
    ("en", "name,phone\n{A},000-0101\n{B},000-0199\n{C},000-0143\nturn this csv into a list pls"),
    ("en", "sort alphabetically: {A} then {B} then {C} then {D}"),
    ("en", "1. {A}\n2. {B}\n3. {C}\nwho should be team captain lol"),
    ("en", "authors are {A:lastfirst}; {B:lastfirst}; {C:lastfirst} — fix the citation format?"),
    ("en", "secret santa: {A:first} → {B:first}, {B:first} → {C:first}, {C:first} → {A:first}"),
    ("en", "invite list for [[=holiday]] dinner: {A} (+1), {B}, {C} + kids"),
    ("en", "{A}, {B}, {C}: ur all late for [[=meeting]] standup 😤"),
    ("taglish", "sino kasama sa outing? {A}, {B} tsaka si {C:first} daw"),
    ("hinglish", "list bana do: {A}, {B}, {C} - sab ko [[=groupapp]] pe add karna hai"),
]

T_POSS = [
    ("en", "{A}'s cat threw up on my [[=device]] lol"),
    ("en", "is this {A}’s charger or {B}'s??"),
    ("en", "went to {A:first}'s place after [[=resto]], now i'm dead"),
    ("en", "need help replying to {A}'s [[=story]] story without sounding weird"),
    ("en", "{A} and {B}'s wedding is in [[=month]]!! what do i gift"),
    ("en", "copy of {A}'s [[ID]] is still in my downloads, should i delete it"),
    ("en", "i think {A}'s mum is {Bf}?? small world"),
    ("en", "can u proofread {A}'s cover letter, they're applying to [[=company]]"),
    ("en", "lol at {A}’s post about [[=city]] weather"),
    ("en", "{A:first}'s [[=game]] rank is higher than mine and it hurts"),
    ("en", "my roommate ate {A}'s leftovers and now it's a whole thing"),
    ("en", "whose hoodie is this, {A}'s or {B:first}'s?"),
]

T_QUOTED = [
    ("en", "[[=msgapp]] from {A}: \"hey is the room still free?\" what do i say"),
    ("en", "{A}: u up?\n{B}: no\n{A}: ok 🙃\nwhat does this mean"),
    ("en", "> {A} wrote:\n> can we move it to [[=day]]\nhow do i reply politely"),
    ("en", "[21:04] {A}: gg\n[21:04] {B}: ez\nis ez rude??"),
    ("en", "got this msg: 'Hi it's {A} from the [[=market]] listing, still available?' scam or legit"),
    ("en", "fwd from {A}: \"pls send the [[=pay]] link, thx\""),
    ("en", "{A} texted 'we need to talk' and then went offline. what do i do"),
    ("en", "Hi {A:first},\n\nThanks for the quick reply, [[=day]] works.\n\nCheers,\n{B:first}"),
    ("en", "{A} replied to your story: 😍🔥 (do i reply or nah)"),
    ("en", "[12/03/2024, 19:22] {A}: did u eat\n[12/03/2024, 19:40] {B}: yes mum\nis this passive aggressive"),
    ("en", "\"{A} is typing...\" for 10 mins then just 'k'"),
    ("en", "my boss {A} wrote \"per my last email\" in [[=workapp]] 💀"),
    ("spanglish", "mi tía {Af} me mandó: \"mija call me back, es urgente\" 😳"),
    ("arabizi", "{A} b3atli: \"yalla ta3a 3al [[=resto]] ba3d shway\""),
]

T_CODE = [
    ("en", "# TODO({A:handle}): fix this before [[=day]] lol\nwhy does it still crash"),
    ("en", "// quick hack by {A}, pls don't judge\nwhy does this loop forever"),
    ("en", "why does this break?\n users = ['{A}', '{B}']\nprint(users[2])"),
    ("en", "Co-authored-by: {A} <noreply@example.com>\nwhat does this line in the commit do"),
    ("en", "/**\n * @author {A:lastfirst}\n */\nconvert this to kotlin pls"),
    ("en", "-- reviewed by {A:initlast}\nSELECT * FROM orders; why so slow"),
    ("en", "<!-- {A} asked for this div, don't delete -->\nhow do i center it"),
    ("en", "assert user.full_name == \"{A}\"  # fails, why"),
    ("en", "my script prints 'hello {A:first}' twice, heres the code"),
    ("en", "pls review my PR, {A:handle} left 12 comments 💀 [[GitHub]] says changes requested"),
    ("en", "{\"name\": \"{A}\", \"team\": \"[[=city]]\"}\nhow do i parse this in [[Python]]"),
    ("en", "git blame says {A} wrote this regex in [[=month]] and i can't ask them"),
]

T_BUSINESS = [
    ("en", "sold my [[=device]] on [[=market]] to {A}, they paid via [[=pay]], do i need a receipt"),
    ("en", "invoice for {A}: 3 hrs tutoring, 60 total, due [[=day]]"),
    ("en", "landlord {A} wants the deposit in cash?? is that normal in [[=city]]"),
    ("en", "draft a simple sublet agreement between me and {A} starting 1 [[=month]]"),
    ("en", "transfer to {A}, ref 'rent [[=month]]', [[IBAN]] ending 4421 — is the ref ok"),
    ("en", "write a refund request to the seller {A}, item never arrived"),
    ("en", "quote for {A}'s kitchen: tiles + labour, make it look professional"),
    ("en", "insurance claim help: the other driver was {A}, they admitted fault on [[=day]]"),
    ("en", "payslip says employee {A} but their name is spelled wrong, do i email [[HR]]?"),
    ("en", "buyer {A} wants to pay half now half on delivery via [[=pay]], risky?"),
    ("en", "receipt: 2x haircut, client {A}, paid cash, [[=day]]"),
    ("spanglish", "el cliente {Am} still hasn't paid la factura de [[=month]], how do i remind him nicely"),
]

T_TITLES = [
    ("en", "Dr. {A:last} moved my appt to [[=day]] ugh"),
    ("en", "mrs {Af:last} from next door keeps parking in my spot"),
    ("en", "Prof {A} said the exam covers ch 1-5 only??"),
    ("en", "email to Mr {Am:last} asking for an extension pls, be sincere"),
    ("en", "Ms. {Af} is my kid's new teacher, how do i introduce myself"),
    ("en", "Auntie {Af:first} sent food again 😭 how do i say thank u"),
    ("en", "Uncle {Am:first} keeps forwarding fake news on [[=groupapp]]"),
    ("en", "my doctor, Dr {A}, wants bloodwork before [[=month]]"),
    ("en", "Mx {A:last} is running the [[=day]] workshop"),
    ("en", "Capt. {A:last} announced a 40 min delay lol"),
    ("en", "Pastor {A:last} asked me to do the reading on [[Sunday]]"),
    ("en", "Officer {A:last} gave me a ticket, how do i contest it"),
    ("taglish", "Sir {Am:first} said walang pasok bukas, totoo ba?"),
    ("taglish", "Ma'am {Af:first} wants the project on [[=day]] na daw"),
    ("en", "Coach {A:last} wants everyone at the field by 7"),
]

T_NONEN = [
    ("de", "kannst du {A} schreiben dass ich am [[Montag]] später komme? danke 🙏"),
    ("de", "Hab grad {A} bei [[Kleinanzeigen]] angeschrieben wegen dem Fahrrad, ist der Preis ok?"),
    ("de", "erinnerung: [[Steuererklärung]] mit {A} durchgehen, [[Termin]] am [[Donnerstag]]"),
    ("de", "{A} hat in die [[WhatsApp]]-Gruppe geschrieben dass die [[Miete]] steigt 😤"),
    ("de", "Schreib bitte eine nette Nachricht an {A}, dass die [[Rechnung]] noch offen ist"),
    ("de", "Sprachmemo: {A} fragt ob wir [[Samstag]] zum Grillen kommen, {B:first} bringt Salat"),
    ("es", "oye puedes escribirle a {A} que llego tarde? el [[Metro]] va fatal"),
    ("es", "{A} me pasó el [[Bizum]] de la cena, avísale a {B:first} porfa"),
    ("es", "jajaja {A} se quedó dormido en la reunión de [[Zoom]]"),
    ("es", "mi suegra {Af} quiere que le explique cómo usar [[Instagram]] 😅"),
    ("es", "necesito responder a {A} en [[Wallapop]], quiere rebajar el precio a la mitad"),
    ("fr", "tu peux écrire à {A} que je serai en retard, le [[RER]] est bloqué"),
    ("fr", "{A} m'a envoyé un [[Lydia]] pour le resto, c'est bon pour toi?"),
    ("fr", "aide moi à répondre à {Am} sur [[Leboncoin]], il veut baisser le prix"),
    ("fr", "ma coloc {Af} a encore laissé la vaisselle, j'écris quoi sur le groupe [[WhatsApp]]"),
    ("fr", "rdv chez {A} après le taf, {B:first} ramène les bières"),
    ("pt", "manda msg pro {Am} dizendo que o [[Pix]] caiu, valeu"),
    ("pt", "a {Af} me marcou no [[Instagram]] kkkkk que vergonha"),
    ("pt", "lembrete: devolver a furadeira do {Am} antes de [[Sexta]]"),
    ("pt", "vendi o sofá na [[OLX]] pro {Am}, ele vem buscar amanhã"),
    ("it", "scrivi a {A} che arrivo tardi, [[Trenitalia]] in sciopero"),
    ("it", "{A} mi ha mandato un vocale di cinque minuti su [[WhatsApp]] 😩 me lo riassumi?"),
    ("it", "ricordami di pagare {A} con [[Satispay]] per la pizza"),
    ("it", "raga {A} e {B} non vengono a [[Ferragosto]], che facciamo"),
    ("nl", "kun je {A} appen dat ik later ben, de [[NS]] heeft weer storing"),
    ("nl", "{A} heeft via [[Tikkie]] betaald, klopt het bedrag?"),
    ("nl", "op [[Marktplaats]] wil {A} de bank ophalen, is dat veilig?"),
    ("nl", "help me een berichtje aan {A} te schrijven over het feestje op [[Koningsdag]]"),
    ("pl", "{Am} przelał mi kasę przez [[BLIK]], sprawdź czy doszło"),
    ("pl", "pociąg [[PKP]] ma opóźnienie, {A} czeka na mnie na dworcu"),
    ("pl", "{A} pyta czy wpadniemy w [[Sylwestra]], co odpisać"),
    ("pl", "napisz grzecznie, że {A} i {B} nie mogą przyjść na [[Wigilię]]"),
    ("tr", "{A} [[WhatsApp]] grubuna yazmış, yarın toplantı yokmuş"),
    ("tr", "{A} ile [[Kadıköy]] tarafında buluşacağız, neresi iyi"),
    ("tr", "{A} dedi ki [[Trendyol]] siparişi hâlâ gelmemiş"),
    ("tr", "annem {Af:first} Hanım için kısa bir doğum günü mesajı yaz lütfen"),
    ("sv", "kan du skriva till {A} att jag är sen, [[SL]] strular igen"),
    ("sv", "{A} skickade pengar via [[Swish]] för pizzan, tacka snällt"),
    ("sv", "påminn mig att ringa {A} innan [[Midsommar]]"),
    ("id", "tolong bilangin ke {A} aku telat, macet parah di [[Sudirman]]"),
    ("id", "{A} udah transfer lewat [[GoPay]] belum ya?"),
    ("id", "buatin caption ulang tahun buat {A} dong, yang lucu tapi sopan"),
    ("sw", "mwambie {A} nimetuma pesa kwa [[M-Pesa]] asubuhi"),
    ("sw", "{A} na {B} watakuja [[Jumamosi]] jioni"),
]

T_KEEP = [
    ("en", "can u remind me to cancel [[=premium]] premium before [[=day]]"),
    ("en", "is [[=holiday]] in [[=month]] this year or am i tripping"),
    ("en", "whats better for a student, [[=device]] or [[=device]]"),
    ("en", "my [[=device]] died again and the warranty ended in [[=month]] 😭"),
    ("en", "flight to [[=city]] on [[=day]] at 6am, is 2 hrs enough at the airport"),
    ("en", "selling stuff on [[=market]] vs [[=market]], which one is less sketchy"),
    ("en", "ok google add oat milk eggs and batteries to the [[=store]] list"),
    ("en", "voice memo: renew passport, call the bank, order [[=delivery]] for [[=day]]"),
    ("en", "anyone else's [[=app]] crashing since [[=day]]??"),
    ("en", "ranked [[=game]] is a war crime tbh, send help"),
    ("en", "is [[=pay]] safe for paying a stranger on [[=market]]"),
    ("en", "note to self: gym [[=day]], dentist in [[=month]], [[=holiday]] gifts"),
    ("en", "[[=dating]] or [[=dating]] for someone who hates small talk lol"),
    ("en", "what time does [[=resto]] close on [[=holiday]]"),
    ("en", "moving to [[=city]] in [[=month]], what should i know"),
    ("en", "what does [[=acr]] mean, my manager keeps writing it on [[=workapp]]"),
]


# --------------------------------------------------------------------------- build
def build():
    rng = random.Random(SEED)
    counters = {}
    recs = []
    seen = set(render(h[2], random.Random(0))[0] for h in HAND)

    def new_id(prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, counters[prefix])

    def emit(slc, prefix, lang, tpl, mode="normal", origin=None, suffix=""):
        for _ in range(200):
            text, names, keep = render(tpl, rng, mode, origin)
            text += suffix
            rec = {"id": None, "slice": slc, "lang": lang, "text": text, "names": names, "keep": keep}
            if text not in seen and not check(rec):
                rec["id"] = new_id(prefix)
                recs.append(rec)
                seen.add(text)
                return
        raise SystemExit("could not render a valid record from %r" % tpl)

    by_slice = {s: [] for s in SLICES}
    for h in HAND:
        by_slice[h[0]].append(h)

    for slc in SLICES:
        if slc == "cultures":
            for i, o in enumerate(ORIGINS):
                lang, tpl = T_CULTURES[(i * 5) % len(T_CULTURES)]
                emit(slc, "cultures-" + o["code"], lang, tpl, origin=o["code"])
        elif slc == "casing":
            for mi, mode in enumerate(["lower", "upper", "namelower", "nameupper", "normal"]):
                for j in range(11):
                    lang, tpl = T_CASING[(mi * 3 + j) % len(T_CASING)]
                    emit(slc, "casing-" + mode, lang, tpl, mode=mode)
        elif slc == "position":
            for pname, pool, n in (("start", T_POS_START, 18), ("middle", T_POS_MIDDLE, 18),
                                   ("end", T_POS_END, 18)):
                for j in range(n):
                    lang, tpl = pool[j % len(pool)]
                    suffix = END_PUNCT[j % len(END_PUNCT)] if pname == "end" else ""
                    emit(slc, "position-" + pname, lang, tpl, suffix=suffix)
        elif slc == "nonenglish":
            for lang, tpl in T_NONEN:
                emit(slc, "nonenglish-" + lang, lang, tpl)
        elif slc == "keep":
            for j in range(45):
                lang, tpl = T_KEEP[j % len(T_KEEP)]
                emit(slc, "keep-" + lang, lang, tpl)
        else:
            pool = {"lists": T_LISTS, "possessive": T_POSS, "quoted": T_QUOTED, "code": T_CODE,
                    "business": T_BUSINESS, "titles": T_TITLES}[slc]
            for j in range(50):
                lang, tpl = pool[j % len(pool)]
                emit(slc, slc, lang, tpl)
        # hand-written records of this slice
        for h in by_slice[slc]:
            _, lang, tpl = h
            text, names, keep = render(tpl, rng)
            if slc in ("nonenglish", "keep"):
                prefix = "%s-%s-hand" % (slc, lang)
            else:
                prefix = slc + "-hand"
            rec = {"id": None, "slice": slc, "lang": lang, "text": text, "names": names, "keep": keep}
            errs = check(rec)
            if errs:
                raise SystemExit("invalid hand record (%s): %r\n  %s" % (slc, tpl[:80], "\n  ".join(errs)))
            rec["id"] = new_id(prefix)
            recs.append(rec)
    return recs


def validate_all(recs):
    errs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    idre = re.compile(r"^(%s)(-[a-z_]+)*-\d{3}$" % "|".join(SLICES))
    for r in recs:
        if not idre.match(r["id"]) or not r["id"].startswith(r["slice"] + "-"):
            errs.append("bad id %s" % r["id"])
        for e in check(r):
            errs.append("%s: %s" % (r["id"], e))
    texts = [r["text"] for r in recs]
    if len(set(texts)) != len(texts):
        seen = set()
        for r in recs:
            if r["text"] in seen:
                errs.append("duplicate text in %s" % r["id"])
            seen.add(r["text"])
    for s in SLICES:
        n = sum(1 for r in recs if r["slice"] == s)
        if n < 60:
            errs.append("slice %s has only %d records" % (s, n))
    return errs


def audit(recs):
    """Print name-list tokens found outside name spans, for manual review."""
    vocab = set()
    for o in ORIGINS:
        for k in ("f", "m", "fam", "eng_f", "eng_m"):
            for x in o.get(k, []):
                for part in x.split("/"):
                    vocab.update(w.lower() for w in re.findall(r"\w+", part) if len(w) > 1)
    skip = {"de", "la", "van", "der", "den", "del", "da", "dos", "von", "ter", "bin", "ap", "le", "di",
            "lo", "al", "el", "te", "in", "abou", "abu", "ben", "nic", "mac", "ní", "ó"}
    for r in recs:
        hits = []
        for m in re.finditer(r"\w+", r["text"]):
            w = m.group(0).lower()
            if w in vocab and w not in skip:
                if all(m.end() <= s["start"] or m.start() >= s["end"] for s in r["names"]):
                    hits.append(m.group(0))
        if hits:
            print(r["id"], hits, "|", r["text"][:100].replace("\n", " / "))


def main():
    recs = build()
    errs = validate_all(recs)
    if errs:
        print("\n".join(errs[:50]), file=sys.stderr)
        raise SystemExit("validation failed (%d problems); nothing written" % len(errs))
    if "--audit" in sys.argv:
        audit(recs)
        return
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        print("%-12s %7s %6s %6s %6s" % ("slice", "records", "hand", "names", "keep"))
        tot = [0, 0, 0, 0]
        for s in SLICES:
            rs = [r for r in recs if r["slice"] == s]
            row = [len(rs), sum("-hand-" in r["id"] for r in rs),
                   sum(len(r["names"]) for r in rs), sum(len(r["keep"]) for r in rs)]
            tot = [a + b for a, b in zip(tot, row)]
            print("%-12s %7d %6d %6d %6d" % (s, *row))
        print("%-12s %7d %6d %6d %6d" % ("TOTAL", *tot))
        langs = {}
        for r in recs:
            langs[r["lang"]] = langs.get(r["lang"], 0) + 1
        print("by lang:", ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: -kv[1])))
        print("origins:", len(ORIGINS))
    print("wrote %d records to %s" % (len(recs), os.path.basename(OUT)))


if __name__ == "__main__":
    main()
