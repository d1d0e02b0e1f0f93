#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v36 (theme: family, household, parenting, housing and
home services).  python3 stdlib only.

    python3 make_corpus.py            # writes names_eval.jsonl next to this file

Markup used by templates and hand-written records:
    {A}            full name of person A (letters A-E)
    {A!f} {A!m}    same, forcing the gender of A (for gendered titles / pronouns)
    {A:form}       other forms of the same person: first, last, lastfirst, initlast,
                   handle, snake, lfirst
    <<...>>        a literal, hand-written name span
    [[...]]        a literal word/phrase to keep
    %pool%         (keep templates) replaced by a random item of a pool, kept
Offsets are computed segment by segment while the text is assembled; case changes
are applied per segment so offsets stay exact.
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

SEED = 36036
OUT = os.path.join(HERE, "names_eval.jsonl")

ORIGIN_KEYS = list(ORIGINS)  # fixed order (dict order of names_data.py)

# --------------------------------------------------------------------------- people

ASCII_MAP = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ł": "l", "Ł": "L", "đ": "d",
             "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "œ": "oe", "Œ": "Oe",
             "ə": "e", "Ə": "E", "ʻ": "", "’": "", "'": ""}


def ascii_fold(s):
    s = "".join(ASCII_MAP.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def strip_vn(s):
    s = s.replace("đ", "d").replace("Đ", "D")
    s = unicodedata.normalize("NFD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def compact(s):
    return re.sub(r"[^a-z0-9]", "", ascii_fold(s).lower())


VN_MID = {"f": ["Thị", "Thị", "Thị", "Ngọc", "Thu"], "m": ["Văn", "Văn", "Văn", "Đức", "Quốc"]}


def make_person(rng, okey, gender=None, need_last=False):
    o = ORIGINS[okey]
    g = gender or rng.choice("fm")
    given = rng.choice(o[g])
    form = o.get("form")

    def fam_pick(exclude=None):
        while True:
            f = rng.choice(o["fam"])
            if "|" in f:
                fm, ff = f.split("|")
                f = fm if g == "m" else ff
            if f != exclude:
                return f

    p = {"origin": okey, "gender": g, "given": given, "last": None}
    if form == "burmese":
        p["full"] = given
        p["first"] = given
    elif form == "vietnamese":
        fam = fam_pick()
        mid = rng.choice(VN_MID[g]) if " " not in given else "Thị" if g == "f" else "Văn"
        full, first, last = "%s %s %s" % (fam, mid, given), given, fam
        if rng.random() < 0.25:
            full, first, last = strip_vn(full), strip_vn(first), strip_vn(last)
        p.update(full=full, first=first, last=last)
    elif form == "malay":
        father = fam_pick()
        p["full"] = "%s %s %s" % (given, "bin" if g == "m" else "binti", father)
        p["first"] = given
    elif form == "gulf":
        fam = fam_pick()
        if rng.random() < 0.35:
            father = rng.choice(o["m"])
            p["full"] = "%s %s %s %s" % (given, "bin" if g == "m" else "bint", father, fam)
        else:
            p["full"] = "%s %s" % (given, fam)
        p.update(first=given, last=fam)
    elif form == "tamil":
        fam = fam_pick()
        if not need_last and rng.random() < 0.3:
            p["full"] = "%s. %s" % (fam[0], given)
        else:
            p["full"] = "%s %s" % (given, fam)
            p["last"] = fam
        p["first"] = given
    elif form == "catalan":
        fam = fam_pick()
        if rng.random() < 0.5:
            fam = fam + rng.choice([" i ", " "]) + fam_pick(exclude=fam)
        p.update(full="%s %s" % (given, fam), first=given, last=fam)
    elif form == "filipino":
        fam = fam_pick()
        if rng.random() < 0.3:
            mi = fam_pick(exclude=fam).replace("dela ", "")[0].upper()
            p["full"] = "%s %s. %s" % (given, mi, fam)
        else:
            p["full"] = "%s %s" % (given, fam)
        p.update(first=given, last=fam)
    elif form == "indonesian":
        if not need_last and " " not in given and rng.random() < 0.25:
            p.update(full=given, first=given)
        else:
            fam = fam_pick()
            p.update(full="%s %s" % (given, fam), first=given, last=fam)
    else:
        fam = fam_pick()
        if rng.random() < o.get("second", 0.0):
            fam = fam + " " + fam_pick(exclude=fam)
        if rng.random() < o.get("fg", 0.0):
            p["full"] = "%s %s" % (fam, given)
        else:
            p["full"] = "%s %s" % (given, fam)
        p.update(first=given, last=fam)
    return p


def make_word_person(rng, gender=None):
    g = gender or rng.choice("fm")
    given = rng.choice(WORD_GIVEN_F if g == "f" else WORD_GIVEN_M)
    if rng.random() < 0.6:
        fam = rng.choice(WORD_FAMILY)
    else:
        o = ORIGINS[rng.choice(["anglo", "scottish", "irish", "welsh", "african_american", "jamaican"])]
        fam = rng.choice(o["fam"]).split("|")[0]
    return {"origin": "word", "gender": g, "given": given, "first": given, "last": fam,
            "full": "%s %s" % (given, fam)}


def form_of(p, form, rng_handle):
    if form is None or form == "full":
        return p["full"]
    if form == "first":
        return p["first"]
    if form == "last":
        return p["last"]
    if form == "lastfirst":
        return "%s, %s" % (p["last"], p["first"])
    if form == "initlast":
        return "%s. %s" % (p["first"][0], p["last"])
    f = compact(p["first"])
    l = compact(p["last"]) if p["last"] else ""
    if form == "lfirst":
        return f
    if form == "snake":
        return f + "_" + l if l else f
    if form == "handle":
        if not l:
            return compact(p["full"])
        if "_handle" not in p:
            p["_handle"] = _handle_style(rng_handle, f, l)
        return p["_handle"]
    raise ValueError(form)


def _handle_style(rng, f, l):
    style = rng.choice(["dot", "cat", "under", "dash", "initial"])
    return {"dot": f + "." + l, "cat": f + l, "under": f + "_" + l, "dash": f + "-" + l,
            "initial": f[0] + l}[style]


# --------------------------------------------------------------------------- rendering

SLOT_RE = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]|\{([A-E])(?:!([fm]))?(?::(\w+))?\}", re.S)
NEED_LAST_FORMS = {"last", "lastfirst", "initlast"}


def scan_slots(tpl):
    slots = {}
    for m in SLOT_RE.finditer(tpl):
        if m.group(3):
            d = slots.setdefault(m.group(3), {"gender": None, "need_last": False})
            if m.group(4):
                d["gender"] = m.group(4)
            if m.group(5) in NEED_LAST_FORMS:
                d["need_last"] = True
    return slots


def case_fn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name") or mode == "wordname":
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def render(tpl, persons=None, mode="normal", rng_handle=None):
    """Return (text, names, keep)."""
    out, names, keep = [], [], []
    pos = 0
    last = 0

    def emit(kind, s):
        nonlocal pos
        s = case_fn(mode, kind)(s)
        start = pos
        out.append(s)
        pos += len(s)
        return start, pos, s

    for m in SLOT_RE.finditer(tpl):
        if m.start() > last:
            emit("lit", tpl[last:m.start()])
        last = m.end()
        if m.group(1) is not None:
            s, e, t = emit("name", m.group(1))
            names.append({"start": s, "end": e, "text": t})
        elif m.group(2) is not None:
            s, e, t = emit("keep", m.group(2))
            if t not in keep:
                keep.append(t)
        else:
            p = persons[m.group(3)]
            s, e, t = emit("name", form_of(p, m.group(5), rng_handle))
            names.append({"start": s, "end": e, "text": t})
    if last < len(tpl):
        emit("lit", tpl[last:])
    return "".join(out), names, keep


# --------------------------------------------------------------------------- validation

def tokens(s):
    return re.findall(r"\w+", s)


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


PARTICLES = {"de", "del", "della", "la", "le", "van", "der", "den", "von", "zu", "da", "das", "do", "dos",
             "di", "du", "y", "i", "e", "ter", "te", "t", "bin", "binti", "bint", "ap", "ab", "al", "el",
             "ben", "san", "mac", "nic"}


class Invalid(Exception):
    pass


def validate(rec, seen_ids):
    t, names, keep = rec["text"], rec["names"], rec["keep"]
    if rec["id"] in seen_ids:
        raise Invalid("duplicate id")
    prev_end = -1
    for n in names:
        if t[n["start"]:n["end"]] != n["text"]:
            raise Invalid("offset mismatch %r" % n)
        if not n["text"] or n["text"] != n["text"].strip():
            raise Invalid("empty/whitespace span %r" % n)
        if n["start"] < prev_end:
            raise Invalid("overlap/unsorted %r" % n)
        prev_end = n["end"]
        # a span must start and end on token boundaries
        if n["start"] > 0 and re.match(r"\w", t[n["start"] - 1]) and re.match(r"\w", t[n["start"]]):
            raise Invalid("span starts inside a token %r" % n)
        if n["end"] < len(t) and re.match(r"\w", t[n["end"]]) and re.match(r"\w", t[n["end"] - 1]):
            raise Invalid("span ends inside a token %r" % n)
        # attributable: no token of a name occurs as a whole word outside all name spans
        # (name particles such as "de", "van", "bin" excepted; they are ignored by the
        # scorer), and every name keeps at least one attributable token
        attributable = 0
        for tok in tokens(n["text"]):
            if not outside_count(t, tok, names):
                attributable += 1
            elif tok.lower() not in PARTICLES:
                raise Invalid("name token %r also outside name spans" % tok)
        if not attributable:
            raise Invalid("name %r has no attributable token" % n["text"])
    if rec["slice"] == "keep":
        if names:
            raise Invalid("keep slice with names")
        if not keep:
            raise Invalid("keep slice without keep items")
    elif not names:
        raise Invalid("name slice without names")
    name_toks = {x.lower() for n in names for x in tokens(n["text"])}
    for k in keep:
        if outside_count(t, k, names) < 1:
            raise Invalid("keep item %r not outside name spans" % k)
        shared = {x.lower() for x in tokens(k)} & name_toks
        if shared:
            raise Invalid("keep item %r shares token %r with a name" % (k, shared))
    if rec["slice"] == "position":
        where = rec["id"].split("-")[1]
        first, lastn = names[0], names[-1]
        at_start = first["start"] == 0
        at_end = re.fullmatch(r"[\s.!?,;:)\]\"'’…]*", t[lastn["end"]:]) is not None
        if where == "start" and not at_start:
            raise Invalid("position-start but name not at start")
        if where == "end" and not at_end:
            raise Invalid("position-end but name not at end")
        if where == "middle" and (at_start or at_end):
            raise Invalid("position-middle but name at an edge")
    return True


# --------------------------------------------------------------------------- templates

def T(text, o=None, mode=None):
    return {"t": text, "o": o, "mode": mode}


CULTURE_T = [
    "Can you draft a [[WhatsApp]] message to the class parents saying {A} will collect the costumes before the [[Nativity]] rehearsal?",
    "Babysitting rota for half-term: [[Monday]] and [[Tuesday]] {A}, [[Wednesday]] {B}. Please turn this into a table.",
    "My neighbour {A} keeps parking across our drive. How do I word a polite note? We're both in the [[Residents' Association]].",
    "Write a short condolence card for {A:first}, whose grandmother died last week. Mention the [[Sunday]] lunches she hosted.",
    "Birthday party guest list so far: {A}, {B} and {C}. The venue is the [[Lego]] room at the library, [[Saturday]] 2pm.",
    "Please summarise this email from our landlord {A} about the boiler repair and the [[Council Tax]] band.",
    "Family tree note: {A} married {B} in 1962 and they had four children. How should I record this in [[Gramps]]?",
    "Our plumber {A} quoted £480 for replacing the pump on the [[Worcester]] boiler. Is that reasonable?",
    "Explain in simple English: the school nurse says {A:first} must stay home until [[Thursday]] because of [[Covid]].",
    "{A} has offered to host [[Christmas]] dinner this year. Suggest a menu for twelve people, two of them vegan.",
    "Scouts roster update: {A} moves up to [[Cubs]] in [[September]]; {B} stays in [[Beavers]] for another term.",
    "Help me write an obituary for my uncle {A!m}, who ran the hardware shop on [[High Street]] for forty years.",
    "Can you remind me what I promised {A:first}? Something about lending our [[Dyson]] for the move on [[Friday]].",
    "The letting agent says {A} from their maintenance team will inspect the damp in the [[HMO]] next week. What should I document first?",
    "Wedding seating plan: table 4 is {A}, {B} and their two kids. Where do we put the [[Photo Booth]]?",
    "Custody question: my ex, {A}, wants to move the handover from [[Sunday]] evening to [[Monday]] morning. Do I need to go back to court?",
    "We're adopting our foster son and the social worker is {A}. What documents does [[CAFCASS]] usually ask for?",
    "Our electrician {A} left an invoice for the [[EV]] charger install. Please check the [[VAT]] maths: £1,050 + 20%.",
    "{A:first} says the [[PTA]] bake sale has moved to [[Wednesday]]. Can you write a reminder for the parents' group?",
    "Please proofread my letter to the housing officer, {A}, about the mould in the children's bedroom. I mention the [[Housing Ombudsman]].",
    "Moving company inventory: box 12 (kitchen, fragile) belongs to {A}; box 13 (books) to {B}. Who signs the [[Bill of Lading]]?",
    "Write a thank-you note for {A}, who looked after our cat while we were in [[Lisbon]].",
    "HOA minutes: motion to repaint the fences proposed by {A}, seconded by {B}, carried 7–2. Format this for the [[Newsletter]].",
    "What's a kind way to tell {A:first} the sleepover is off because we're travelling for [[Eid]]?",
    "Carer schedule for Grandma: mornings {A}, evenings {B}. The [[GP]] visits on [[Tuesday]].",
    "I need a reference letter for our former nanny {A!f}; she worked for us for three years and has an enhanced [[DBS]] check.",
    "Reply to {A:first} in the family group: yes, we'll bring the [[Pavlova]] and the folding chairs.",
    "The football club coach, {A}, wants the kids at the pitch by 9:15 on [[Saturday]]. Draft a lift rota.",
    "Write a short speech for my sister's wedding; she is marrying {A}. They met at a [[Zumba]] class.",
    "Add {A} to the emergency contacts for the nursery and remove the old [[Vodafone]] number.",
    "{A} is our new neighbour at number 14. Write a welcome card and mention the [[Tuesday]] bin collection.",
    "Please write an email to Mr {A!m:last}, the head teacher, asking for a day off for a family wedding in [[June]].",
    "Dr {A:last} confirmed the [[MMR]] booster for [[Friday]]; can you add it to the family calendar?",
    "Mrs {A!f:last} from the residents' committee wants the [[AGM]] moved. Draft a reply suggesting [[Thursday]].",
]

CASE_T = [
    "My friend {A} asked if we can swap the [[Thursday]] pickup for [[Friday]]. How do I say no nicely?",
    "Please write a birthday invite for {A:first}'s party at [[Jump Zone]] on [[Saturday]] from 2 to 4.",
    "Remind {A} that the [[Council]] is collecting the old sofa on [[Monday]].",
    "Our landlord {A} still hasn't returned the deposit held by the [[DPS]]. What's the next step?",
    "Write a note to {A!f} thanking her for the [[Tupperware]] full of soup after the baby arrived.",
    "The plumber, {A}, says the [[Combi]] boiler needs a new diverter valve. Is £250 fair?",
    "Can you make a packing list for {A:first} and {B:first} for scout camp in [[August]]?",
    "{A} from flat 3 complained about noise again. Draft a reply for the [[Residents Committee]].",
    "Condolence message for {A}, whose father died on [[Easter Sunday]].",
    "Set up a shared [[Google Calendar]] for the carers: {A} mornings, {B} nights.",
    "Is it okay to list {A} as the second guardian on the [[Passport]] application?",
    "Wedding table plan: {A} next to {B}, well away from the [[DJ]] booth.",
    "Help me reply to {A}, the letting agent, about the broken [[Velux]] window.",
    "Grandad {A!m:first} turns 90 in [[May]]; any ideas for a surprise party?",
]

WORDNAME_T = [
    "can {A:first} grab the kids from school tmrw? i'm stuck at [[tesco]] till 5",
    "ok so {A:first} is doing dinner, {B:first} has laundry, i'll do bins. [[sunday]] we swap",
    "pls remind {A:first} abt the dentist on [[wed]]",
    "{A:first} said the leak under the sink is back. call the plumber or the [[letting agency]]?",
    "omg {A:first} and {B:first} are both bringing pavlova to the [[bbq]] on [[saturday]]",
    "{A!f} (mum of the twins in [[year 2]]) is collecting for the teacher gift, £5 each via [[paypal]]",
    "babysitter tonight is {A!f:first}, she's fine with the dog. [[netflix]] login is on the fridge",
    "tell {A:first} the [[ikea]] wardrobe is still in bits in the hallway",
    "did {A:first} ever pay back the £20 for the [[lego]] set?",
    "{A} from next door took in our [[amazon]] parcel, say thanks pls",
    "is {A:first} still doing the [[brownies]] rota or has {B:first} taken over?",
    "wedding update: {A} + {B} on table 2, near the [[ceilidh]] band",
]

POS_T = {
    "start": [
        "{A!f} is my son's new childminder; what should I ask her on day one? She is [[Ofsted]] registered.",
        "{A} just moved into flat 3 and wants to join the [[Residents' Association]].",
        "{A} sent a quote for the loft conversion: £38k including [[Building Regs]] fees.",
        "{A}, our landlord, has come into the flat without notice twice this month. Is that allowed in [[Wales]]?",
        "{A} and I are separating; how do we tell the kids before [[Christmas]]?",
        "{A:first} wants a [[Frozen]] themed party; give me ten ideas.",
        "{A} passed away on [[Sunday]]; which organisations do I need to notify?",
        "{A:lastfirst} is how the adoption agency wrote my name. Is that a problem for the [[Passport Office]]?",
        "{A} (age 9) needs a lift to [[Cubs]] on Wednesday.",
        "{A} will be the celebrant at our wedding in [[Tuscany]].",
        "{A} asked to borrow our [[Kärcher]] pressure washer again.",
        "{A:first} here — can you plan the week's dinners with a [[Tesco]] shopping list?",
        "{A} from the housing association says the damp is caused by 'lifestyle'. Is that true after [[Awaab's Law]]?",
        "{A}: please fill in the [[Gift Aid]] form for the school fair.",
        "{A!m} is our new window cleaner; he comes every other [[Thursday]].",
    ],
    "middle": [
        "My daughter and {A} are planning a joint party at the [[Lido]].",
        "Can you tell me whether {A} needs to sign the tenancy renewal from [[OpenRent]] too?",
        "We hired {A} to paint the hallway but the [[Dulux]] colour came out wrong.",
        "Last week {A!f:first} lost her retainer at school; will the [[NHS]] replace it?",
        "The nursery told {A} that the fees go up in [[September]].",
        "For the wedding, {A} will sit between the two grandmothers, far from the [[Prosecco]] bar.",
        "I think {A} overcharged us for the [[Combi]] boiler service.",
        "Should {A} be named as executor in Dad's will, or should we ask [[Co-op Legal Services]]?",
        "The scout group asked {A} to run the [[First Aid]] badge session.",
        "My neighbour {A!f} keeps putting her recycling in our bin on [[Tuesdays]].",
        "Our electrician, {A}, found no earth on the ring main during the [[EICR]].",
        "Please ask {A} if the [[Airbnb]] has a travel cot for the baby.",
        "After the funeral {A} offered to sort out Grandad's paperwork and the [[DWP]] forms.",
        "We think {A} would be a great guardian for the kids if anything happened to us. Where does that go in the [[Will]]?",
        "The removal company sent {A} with a van that was too small for the [[Steinway]].",
    ],
    "end": [
        "Who should I ask about the leaking gutter on the [[Victorian]] terrace? The landlord is {A}",
        "Please draft a [[Moonpig]] birthday card message for {A:first}",
        "The [[Harvest Festival]] collection will be taken round by {A}.",
        "Write a thank-you note for [[Christmas]] to our nanny {A!f}",
        "The holding deposit went through [[Zoopla]] and was paid to {A}.",
        "This year's [[Easter]] egg hunt is organised by {A}",
        "Found on [[Checkatrade]]: our new plumber is called {A!m}.",
        "The kids' swimming coach at the [[Aquadrome]] is {A}!",
        "Can you find a gentle poem, maybe from the [[Book of Common Prayer]], for the funeral of {A}?",
        "Minutes of the [[AGM]] taken by {A}",
        "Questions about [[Scout]] camp? Contact {A}.",
        "Merry [[Christmas]] and love you all, {A:first}",
        "Lift to football on [[Saturday]]: {A}",
        "Thanks again for the [[Lego]] — {A:first}",
        "The [[HMRC]] Child Benefit form asks for the name of the other parent: {A}",
    ],
}

LIST_T = [
    "Party guest list: {A}, {B}, {C}, {D} and {E}. Can you split them into two tables near the [[Bouncy Castle]]?",
    "Pickup rota: {A:first} / {B:first} / {C:first} / me. Put it into a weekly table starting [[Monday]].",
    "Emergency contacts for [[Little Stars]] nursery:\n- {A} (mum)\n- {B} (grandma)\n- {C} (neighbour)",
    "1. {A} – bins\n2. {B} – recycling\n3. {C} – garden\nPlease rotate this every [[Sunday]].",
    "name,relation,phone\n{A},aunt,+44 7700 900111\n{B},uncle,+44 7700 900222\n{C},godparent,+44 7700 900333\n(exported from [[Google Contacts]] – please dedupe)",
    "Name\tFlat\tParking\n{A}\t1A\tyes\n{B}\t2C\tno\n{C}\t3B\tyes\nHow many bays does the [[Management Company]] need?",
    "| Table | Guests |\n|---|---|\n| 1 | {A}, {B} |\n| 2 | {C}, {D} |\nMark the [[Vegan]] meals for table 2.",
    "Contributors to the family history booklet: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format the list in [[APA]] style.",
    "Carpool for [[Scouts]]: {A:first} & {B:first} on Tuesdays, {C:first} and {D:first} on Thursdays.",
    "Who's bringing what for [[Thanksgiving]]? turkey – {A:first}; pies – {B:first}; sides – {C:first}.",
    "Residents' committee 2025: chair {A}; secretary {B}; treasurer {C}. Update the [[Noticeboard]] text.",
    "Cubs pack roster: {A}, {B}, {C}, {D}. Leader: {E}. Please send the [[Jamboree]] consent forms.",
    "Godparents: {A} and {B}. Witnesses: {C}, {D}. The christening is at [[St Mary's]].",
    "Swimming lessons waiting list\n• {A}\n• {B}\n• {C}\nClasses are at the [[Leisure Centre]].",
    "Please alphabetise these tenants by surname for the [[Council]] register: {A}, {B}, {C}, {D}, {E}.",
    "Thank-you cards still to write: {A:first}, {B:first}, {C:first} and {D:first} (the [[Le Creuset]] pot!).",
    "Family tree, generation II:\n  {A} (1931–2010) m. {B} (1934–2019)\n    ├─ {C}\n    └─ {D}\nCan I export this as [[GEDCOM]]?",
    "Reading buddies for [[World Book Day]]: {A:first}+{B:first}, {C:first}+{D:first}.",
    "first_name;last_name;team\n{A:first};{A:last};U10\n{B:first};{B:last};U12\n{C:first};{C:last};U12\nSort by team for the [[Sports Day]] sheet.",
    "Bridesmaids: {A}, {B}, {C}. Groomsmen: {D}, {E}. Colour scheme: [[Sage]] green.",
    "Pets-and-plants rota while we're in [[Lanzarote]]: {A:first} (Mon–Wed), {B:first} (Thu–Sun).",
    "Volunteers for the street party: {A}/{B}/{C}. Road closure permit from the [[Council]] still pending.",
    "The lease lists {A}, {B} and {C} as joint tenants. Can one of us leave before [[August]]?",
    "Invite list (kids): {A:first}, {B:first}, {C:first}, {D:first}, {E:first}. Parents get [[Prosecco]].",
    "Carers this week —\nMon: {A}\nTue: {B}\nWed: {A}\nThu: {C}\nFri: agency ([[Home Instead]])",
    "Recipients of the [[Christmas]] hamper: 1) {A} 2) {B} 3) {C}",
    "Beneficiaries named in the will: {A}; {B}; and the [[RSPCA]].",
    "Choir parents [[WhatsApp]] admins: {A:first}, {B:first} and {C:first}.",
    "Sign-up sheet for cleaning the [[Community Hall]]:\n[x] {A}\n[ ] {B}\n[x] {C}",
    "{A}, {B}, {C} – please confirm you can host a student for the [[Erasmus]] exchange.",
    "Seating at the funeral in [[St Columba's]]: front pew {A} and {B}; second pew {C}, {D}, {E}.",
    "Team sheet U8 Tigers: {A:first} (GK), {B:first}, {C:first}, {D:first}, {E:first}. Kit from [[Adidas]].",
    "Household members for the [[Census]] form: {A}, {B}, {C}.",
    "Key holders for the allotment shed: {A:initlast}, {B:initlast}, {C:initlast}. New padlock from [[Screwfix]].",
    "HOA board candidates (vote by [[Friday]]):\n  a) {A}\n  b) {B}\n  c) {C}",
    "Merge these two contact lists? List 1: {A}, {B}. List 2: {B}, {C}. Both came from [[Gmail]].",
    "Packing boxes labelled for: {A:first} (blue), {B:first} (green), {C:first} (red) — boxes from [[Pickfords]].",
    "Sleepover RSVPs — yes: {A:first}, {B:first}; maybe: {C:first}; no: {D:first}. Film: [[Encanto]].",
    "Moving-day helpers: {A} (van), {B} & {C} (boxes), {D} (kids + [[Pizza Hut]]).",
    "Wedding RSVP tally\n✔ {A} + {B}\n✔ {C}\n✘ {D} (in [[Singapore]])",
]

POSS_T = [
    "{A}'s birthday party is at the [[Trampoline Park]] on [[Saturday]]; what's a good gift?",
    "Can you help me reply to {A}’s complaint about our hedge? It's [[Leylandii]], about 4 m tall.",
    "{A:first}'s and {B:first}'s school photos arrived; the order deadline is [[Friday]].",
    "I'm keeping {A}'s spare key until the locksmith comes on [[Monday]].",
    "The landlord refuses to fix {A}'s boiler even though [[Shelter]] says he has to.",
    "Write a toast for {A}'s and {B}'s golden anniversary at the [[Royal Oak]].",
    "{A:first}’s nanny is off sick; can {B:first}'s au pair cover [[Tuesday]]?",
    "Our neighbour {A}'s dog barks all day. Should I contact the [[Council]]?",
    "Please summarise {A}'s notes from the HOA meeting about the [[Pool]] renovation.",
    "My late mother {A!f}'s recipe book — I want to scan it and share it on [[Dropbox]].",
    "{A}'s custody schedule changes after [[Easter]]; what does 'alternate weekends' mean exactly?",
    "Is {A}'s signature needed on our son's [[DS-11]] passport form?",
    "We're storing {A!f}’s furniture in our garage since her move to [[Aberdeen]].",
    "{A:first}'s piano teacher moved the lesson to [[Thursday]].",
    "I accidentally deleted {A}'s photos from the shared [[iCloud]] album. Can they be recovered?",
    "{A}'s plumbing firm overcharged us; [[Trading Standards]] said to write to them first.",
    "Who inherits {A}'s house if there's no will? We're in [[Scotland]].",
    "Put {A:first}'s and {B:first}'s football kit in the wash before [[Saturday]].",
    "Compare {A}'s quote with {B}'s: same [[Worcester Bosch]] boiler, £700 difference.",
    "{A}'s kids and mine go to the same [[Montessori]]; we want to share the pickups.",
    "Please proofread the eulogy for {A}'s funeral at [[St Andrew's]].",
    "My sister-in-law {A!f}'s wedding is in [[Goa]]; what should I wear?",
    "{A}'s tenancy ends in [[August]]; can the agent charge a re-letting fee?",
    "The babysitter {A}'s hourly rate went up to £14. Is that normal in [[London]]?",
    "Add {A}’s peanut allergy to the party spreadsheet in [[Excel]].",
    "Our scout leader {A}'s retirement — ideas for a leaving gift from the [[Explorers]]?",
    "{A}'s dad and {B}'s mum are both coming on the [[Year 4]] trip as helpers.",
    "Re {A}'s email: yes, the skip can go on the drive from [[Monday]].",
    "Grandpa {A!m}'s medals — how do I get them valued? Some are from [[Korea]].",
    "Update the rota: {A:first}'s turn for the bins, then {B:first}'s turn for the [[Hoover]].",
]

QUOTE_T = [
    "[19:02] {A:first}: can someone grab milk?\n[19:04] {B:first}: on it, at [[Lidl]] now\nSummarise this family chat.",
    "From: {A} <office@hillside-primary.example>\nSubject: [[Sports Day]] moved\nPlease rewrite this in plain English for my mum.",
    "> On Tue, {A} wrote:\n> The skip will be collected on [[Thursday]].\nCan you reply that we need it until Friday?",
    "Hi {A:first},\nThanks so much for feeding the cat! We're back from [[Mallorca]] on Sunday.\nBest,\n{B:first}\n\nMake this sound warmer.",
    "{A:first} said: \"the [[PTA]] owes me £40 for the raffle prizes\". How should I answer?",
    "Message from the landlord: 'Dear tenant, {A} will come to read the meter on [[Monday]].' Is that enough notice?",
    "Got this text: \"Hi it's {A}, your neighbour at 11 – your [[Amazon]] parcel is with me\". Legit or scam?",
    "Kind regards,\n{A}\nTreasurer, [[Elm Court]] Residents' Association\n\nIs this sign-off too formal?",
    "Mum: who's doing [[Christmas]] this year?\n{A:first}: not us, we did it last year 😅\n{B:first}: we can host!\nWrite a reply from me agreeing with {B:first}.",
    "\"Can {A:first} sleep over on [[Friday]]?\" — what's a nice way to say we already have plans?",
    "Dear {A},\nFurther to our call, please find the signed [[Check-In]] inventory attached.\nKind regards\n\nShorten this email.",
    "WhatsApp from {A}: 'the [[Brownies]] subs are £35 for the term, cash or bank transfer'. Reply politely that I'll pay Friday.",
    "Voicemail transcript: \"Hi, this is {A} from [[British Gas]], calling about your boiler cover.\" Should I call back?",
    "— {A:first} (sent from my [[iPhone]])\nTranslate the email above into Spanish.",
    "> {A} wrote:\n> Can we swap the [[Halloween]] disco volunteers?\n> Thanks, {A:first}\nDraft a yes.",
    "In the class chat {A:first} wrote 'nits again in [[Year 1]] 🙄' — what should we do at home?",
    "---------- Forwarded message ---------\nFrom: {A}\nTo: All residents\nSubject: lift out of service, [[Block B]]",
    "Best wishes,\n{A} & {B}\n(inside a [[Hallmark]] card) — is this too short for a condolence card?",
    "Text from the babysitter: 'hi it's {A:first}! kids asleep, the [[Netflix]] login didn't work'",
    "{A:first}: did anyone get the letter from the agent?\n{B:first}: yes, inspection on [[Wednesday]]\n{C:first}: I'll tidy the hall",
    "Hey {A:first}! Sorry we missed the [[Zoom]] call about the funeral arrangements.",
    "Subject: Re: leak in flat 3\n\nHi {A:first}, the plumber ({B}) can come [[Tuesday]] 8–10.",
    "Post in the neighbourhood [[Facebook]] group by {A}: 'Lost cat, grey tabby, answers to [[Biscuit]].'",
    "Reply to {A} on [[Nextdoor]]: the fence is on our side of the boundary.",
    "{A!f:first} left a note on our door: 'Your [[DPD]] parcel is with me – flat 6'. How do I thank her?",
    "From the school app: '{A} has been awarded Star of the Week in [[Oak Class]]!' Should I share it?",
    "Letter: 'Dear Mr {A!m:last}, your application for a [[Blue Badge]] has been approved.' Is this real?",
    "thanks {A:first}!!! see you at [[Legoland]] 🎢",
    "On 3 May, {A} <no-reply@letting.example> wrote:\n> Your deposit is protected with the [[TDS]].",
    "{A} (Flat 2): \"Whoever leaves bikes in the [[Lobby]], please stop.\" How do I respond as the bike owner?",
]

CODE_T = [
    "# TODO({A:handle}): bin day moves to Tuesday, update the [[Home Assistant]] automation\nBIN_DAY = 'tue'",
    "# [[Home Assistant]] – laundry reminder\n- alias: \"Tell {A:first} the washing is done\"\n  trigger:\n    platform: state\n    entity_id: sensor.washer_status\n    to: \"finished\"",
    "{\"event\": \"[[Halloween]] party\", \"guests\": [{\"name\": \"{A}\", \"allergy\": \"nuts\"}, {\"name\": \"{B}\", \"allergy\": null}]}\nCount the guests with allergies.",
    "INSERT INTO tenants (full_name, flat, move_in) VALUES ('{A}', '4B', '2024-09-01'); -- checked by {B:initlast}, see [[Excel]] sheet",
    "commit 3f9c2e1\nAuthor: {A} <dev@household.example>\n\n    Add school holidays to calendar\n\n    Co-authored-by: {B} <noreply@household.example>\nExplain what [[Git]] means by Co-authored-by.",
    "2024-11-02 07:41:13 INFO front_door: unlocked via keypad by {A:first} (code #3)\n2024-11-02 07:41:50 WARN [[Ring]] doorbell offline\nWhy would the doorbell drop off?",
    "CHORES = {\"{A:first}\": \"dishes\", \"{B:first}\": \"bins\", \"{C:first}\": \"laundry\"}  # rotate every [[Sunday]]",
    "const babysitter = \"{A}\"; // confirmed for [[Friday]] via [[WhatsApp]]",
    "u9_team:\n  coach: {A}\n  assistant: {B}\n  kit_sponsor: [[Decathlon]]\n  training: [[Tuesday]] 17:30",
    "person:\n  - name: {A}\n    id: {A:snake}\n    device_trackers:\n      - device_tracker.phone_1  # [[Pixel]] 7",
    "<!-- family newsletter, edited by {A:handle} -->\n<h2>[[Summer]] fete</h2>",
    "@{A:handle} can you merge the [[Zigbee]] config before Friday? The hallway sensor is flapping.",
    "// [[Alexa]] routine owner: {A}\n// triggers at 07:00 on school days",
    "git commit -m \"Add {A:first}'s swimming times to family.ics\"  # pushed to [[GitHub]]",
    "mosquitto_pub -t home/kids/{A:lfirst}/bedtime -m \"20:00\"  # [[Mosquitto]] on the NAS",
    "NANNY_NAME=\"{A}\"\nNANNY_PHONE=+44 7700 900321  # [[Twilio]] SMS reminders",
    "BEGIN:VEVENT\nSUMMARY:Parents' evening – {A:first}\nORGANIZER;CN={B}:mailto:office@school.example\nLOCATION:[[Room]] 4\nEND:VEVENT",
    "<li class=\"guest\">{A} <span>(+1)</span></li> <!-- [[RSVP]] via [[Google Forms]] -->",
    "LABEL maintainer=\"{A}\" description=\"[[Pi-hole]] for the kids' devices\"",
    "def split_bill(total):\n    \"\"\"Split the [[Netflix]] bill between {A:first}, {B:first} and me.\"\"\"\n    return round(total / 3, 2)",
    "{\"ts\":\"2024-06-01T08:00:00Z\",\"event\":\"garage_open\",\"user\":\"{A:snake}\",\"source\":\"[[SmartThings]]\"}",
    "SELECT * FROM rota WHERE volunteer = '{A}' AND day = '[[Saturday]]';",
    "logger.info(\"Reminder sent to %s for [[Scouts]] subs\", \"{A}\")",
    "/** @author {A:lastfirst} – exports the moving inventory for [[Pickfords]] */",
    "echo \"Happy birthday, {A:first}!\" | mail -s \"[[Birthday]]\" family@home.example",
    "BEGIN:VCARD\nFN:{A}\nN:{A:last};{A:first}\nORG:[[Greenfield]] Primary PTA\nEND:VCARD",
    "# Reviewed-by: {A}\n# Tested on the [[Raspberry Pi]] in the garage",
    "if user == \"{A:lfirst}\":\n    unlock(\"side_gate\")  # only during [[Ramadan]] hours",
    "curl -X POST https://api.example/notify -d '{\"to\": \"{A}\", \"msg\": \"[[Tesco]] delivery at 7\"}'",
    "- [ ] {A:handle}: order the [[Hue]] bulbs for the nursery\n- [x] {B:handle}: fix the gate latch",
    "ERROR 2024-03-14 22:10:09 heating: boost requested by {A:first} rejected ([[Nest]] offline)",
    "tenants.csv\nid,name,rent_due\n101,{A},1st\n102,{B},15th\n# imported into [[Airtable]]",
    "Signed-off-by: {A} <{A:snake}@users.noreply.example>\nWhat does this line mean in a [[Linux]] patch?",
    "alert('Dinner is ready, {A:first}!'); // kitchen tablet, [[Chrome]] kiosk mode",
    "# crontab – water the plants while {A} is away\n0 7 * * * /home/pi/water.sh  # [[Raspberry Pi]] 4",
]

BUS_T = [
    "INVOICE #2291\nBill to: {A}, 7 Orchard Close\nWork: replace kitchen tap and isolation valve\nLabour 2h £90, parts £38.50\n[[VAT]] 20%: £25.70\nIs this correct?",
    "Quote from our electrician {A}: full rewire of a 3-bed semi, £4,800 including the [[NICEIC]] certificate. Fair price?",
    "Dear {A}, rent for [[March]] (£1,150) was paid by standing order from [[Barclays]]. Please confirm receipt.",
    "This [[Assured Shorthold Tenancy]] is made between the landlord {A} and the tenants {B} and {C}. Explain clause 4.",
    "Our letting agent, {A} at [[Foxtons]], is deducting £300 for carpet cleaning. We have check-in photos.",
    "Removal inventory – client {A} (supervisor {B})\n1. Sofa, 3-seater – living room\n2. [[IKEA]] bookcase ×2 – study\n3. Piano – hallway",
    "Received with thanks from {A} the sum of €600 as deposit for the flat at [[Calle Mayor]] 12.",
    "Transfer £45 to {A}, sort code 20-00-00, reference [[Brownies]] camp.",
    "Childminding invoice for {A:first} (age 3), [[October]]: 12 days × £52. Payable to {B}.",
    "Gardening agreement: {A} will mow the lawn every second [[Thursday]] from [[April]] to [[October]].",
    "Residents' association dues statement – unit 14, owner {A}: £120 outstanding for [[Q3]]. Contact the treasurer, {B}.",
    "[[Gas Safe]] certificate issued to landlord {A} for 22 Mill Lane; engineer {B}, reg. no. 554321.",
    "Home insurance claim: water damage from the flat above (owner {A}). [[Aviva]] policy HM-77812. Draft the description.",
    "Payslip for {A}, nanny, [[November]]: gross £1,900, tax via [[PAYE]], pension £57.",
    "Landlord reference for {A}: tenant at 5 Orchard Terrace 2019–2024, rent always on time. Make it sound professional for [[Rightmove]] agents.",
    "Please split this [[Airbnb]] invoice between {A}, {B} and me for the family reunion.",
    "Estimate no. 118 for {A}: supply and fit a [[Velux]] roof window, €1,240 + [[IVA]].",
    "Can you check this wedding venue contract? It's signed by {A} as the client and {B} as venue manager, and has a [[Force Majeure]] clause.",
    "Funeral director's invoice for the late {A}: coffin, hearse, [[Crematorium]] fee £1,020. What's typical?",
    "Childcare voucher claim: child {A}, provider [[Little Acorns]] Nursery, [[Ofsted]] URN 2650041.",
    "Letter of authority: I, {A}, authorise {B} to collect my keys from the letting agent on [[Friday]].",
    "Work order #77: dripping shower in flat 2 (tenant {A}), plumber {B}, access via [[Keysafe]].",
    "Our landlord {A} wants to raise the rent by 9% from [[January]]. Draft a counter-offer referring to the [[Section 13]] notice.",
    "Piano lessons invoice: 4 × 30 min for {A:first}, teacher {B}, payable by [[PayPal]].",
    "Storage unit 44 at [[Big Yellow]]: account holder {A}, second key holder {B}.",
    "Receipt: 1 × [[Miele]] washing machine, installed by {A}, two-year warranty.",
    "Holiday expense split: {A} paid the villa (€1,800), {B} the car hire; I paid the [[Ryanair]] flights.",
    "Pest control report for {A}'s flat: mice in the kitchen, bait stations placed, revisit [[Wednesday]].",
    "Window cleaner {A} charges £18 per visit; we owe for [[May]] and [[June]]. Write a payment note.",
    "Service charge dispute: the managing agent ({A}) billed £640 for [[CCTV]] that was never installed.",
    "Probate question: my late father {A!m} left the house to me and my brother {B!m}. Do we need a [[Grant of Probate]]?",
    "Carpet fitter {A!m} quoted £1,100 for the stairs and landing. Any red flags? He's on [[Checkatrade]].",
    "Bill of sale: 2015 [[Ford]] Galaxy sold by {A} to {B} for £3,200.",
    "Tenant: {A}\nProperty: 18B Harbour View\nRent: £975 pcm\nDeposit: £1,125 (protected with [[MyDeposits]])\nPlease draft the move-out checklist.",
    "Quote #Q-5512 for {A}\n- Unblock kitchen drain: £85\n- CCTV drain survey: £120\nTotal excl. [[VAT]]: £205\nAccepted by: {B}",
]

TITLE_T = [
    T("Please write a thank-you card to Mrs {A!f:last}, our daughter's [[Reception]] teacher."),
    T("Dr {A:last} said the twins need their boosters before [[Easter]]. Add it to the calendar."),
    T("Can you draft an email to Mr {A!m:last}, head of [[Year 6]], about the residential trip?"),
    T("Rev. {A} will officiate the wedding at [[St Mary's]] on 14 June."),
    T("Fr. {A!m:last} asked us to bring the baptism certificate to the parish office by [[Friday]]."),
    T("Sister {A!f:first} from [[St Bernadette's]] convent school has retired after forty years; help me write a card."),
    T("Aunty {A!f:first} is bringing the jollof; Uncle {B!m:first} is bringing the speakers. Make a list for the [[Naming Ceremony]].", o=["yoruba", "igbo", "hausa", "akan", "wolof", "gambian"]),
    T("Please translate for {A:last}-san: the rubbish collection day changes to [[Thursday]] next month.", o=["japanese"]),
    T("{A!m:first}-ji will do the puja at our housewarming on [[Sunday]]; what should we prepare?", o=["hindi", "gujarati", "punjabi"]),
    T("How do I address Bapak {A!m} in a formal invitation to our son's [[Khitanan]]?", o=["indonesian"]),
    T("Ms {A!f:last} from the letting agency says the inventory check is on [[Monday]] at 10."),
    T("Prof. {A} agreed to be a referee for our adoption application with [[Barnardo's]]."),
    T("Mx {A:last} runs the [[Rainbows]] group on Tuesday evenings; can you write them a thank-you note?"),
    T("Cllr {A} chaired the residents' meeting about the new [[HMO]] licensing scheme."),
    T("Mrs. {A!f} (Flat 9) has asked the committee to fix the [[Entryphone]]."),
    T("Grandma {A!f:first} and Grandpa {B!m:first} arrive on the [[Eurostar]] at six."),
    T("Señora {A!f:last} has cleaned for us on Mondays for years; how much notice before we stop? We're in [[Marbella]].", o=["spanish", "mexican", "basque", "catalan"]),
    T("Madame {A!f:last} teaches the kids French on [[Saturday]] mornings; how much should we give her at [[Christmas]]?", o=["french", "breton", "haitian", "congolese"]),
    T("Herr {A!m:last} on the ground floor keeps complaining about our bikes in the [[Treppenhaus]]. Draft a friendly note in English and German.", o=["german"]),
    T("Pastor {A} will lead the memorial service at [[Bethel Chapel]] on Saturday."),
    T("Imam {A!m} will perform the nikah on [[Saturday]]; what do we need to register the marriage?", o=["gulf", "egyptian", "levantine", "maghrebi", "pakistani", "somali", "turkish", "bosnian", "malay", "hausa", "wolof", "kurdish", "persian", "pashtun", "uzbek", "tajik", "chechen", "amazigh", "uyghur", "gambian"]),
    T("Rabbi {A:last} asked whether the [[Bar Mitzvah]] could move to March.", o=["hebrew", "ashkenazi"]),
    T("Coach {A:last} wants all the [[Under-11s]] at training by 6 pm."),
    T("Officer {A:last} took our statement about the break-in; do I need a [[Crime Reference Number]] for the insurer?"),
    T("Judge {A:last} granted the child arrangements order; what does a [[Specific Issue Order]] mean?"),
    T("Nurse {A!f:first} from the [[NHS]] health visiting team will come on Wednesday."),
    T("Tía {A!f:first} and Tío {B!m:first} are the godparents; write the baptism invitation in English for [[Our Lady of Guadalupe]] parish.", o=["mexican", "chamorro"]),
    T("Oma {A!f:first} wants the recipe for [[Black Forest]] gateau for Sunday.", o=["german"]),
    T("Babcia {A!f:first} is coming for [[Wigilia]]; how many pierogi do we need for fourteen people?", o=["polish"]),
    T("Mrs {A!f} and Mr {B!m} have RSVPed for table 6, near the [[Candy Cart]]."),
    T("Lola {A!f:first} turns 80 at [[Christmas]]; help me plan a surprise video call.", o=["filipino"]),
    T("Dr. {A} and Dr. {B} will share table 2 near the [[Photo Booth]]."),
    T("Mr. and Mrs. {A!m:last} at number 12 offered to feed the cat during [[Diwali]] week."),
    T("Ustadz {A!m:first} teaches the kids Qur'an on Saturdays; how do I thank him before [[Ramadan]]?", o=["indonesian", "malay"]),
    T("Councillor {A:last} says the [[Council]] will look at the potholes on our street."),
]

NONENG_T = {
    "de": [
        "Kannst du eine Nachricht an {A} schreiben, dass die [[Nebenkostenabrechnung]] für 2023 noch fehlt? Der [[Vermieter]] reagiert nicht.",
        "Unser [[Hausmeister]] {A!m} sagt, die [[Heizung]] wird erst am [[Montag]] repariert.",
        "[[Elternabend]] am [[Donnerstag]]: {A} bringt Kuchen, {B} kümmert sich um die [[Getränke]].",
        "Bitte formuliere eine Beileidskarte für {A!f}. Ihr Vater ist letzte Woche gestorben, die [[Trauerfeier]] ist am Freitag.",
        "Frau {A!f:last} von der [[Hausverwaltung]] will die [[Wohnung]] besichtigen. Muss ich sie reinlassen?",
        "Herr {A!m:last} hat den [[Kostenvoranschlag]] für das [[Badezimmer]] geschickt: 6.200 Euro. Ist das angemessen?",
        "Die [[Kita]] hat angerufen: {A:first} hat Fieber. Kann {B:first} abholen?",
        "[[Tischordnung]] für die [[Hochzeit]]: Tisch 1 {A} und {B}, Tisch 2 {C}.",
        "{A} aus dem dritten Stock beschwert sich über den [[Lärm]]. Wie antworte ich höflich?",
        "Im [[Mietvertrag]] steht noch {A!m} als Mieter, aber ich wohne seit März allein hier. Was tun?",
        "Der [[Umzug]] ist am Samstag; {A} fährt den [[Transporter]], {B} packt die [[Küche]].",
        "Gruß an {A:first} — die [[Schlüssel]] liegen beim [[Nachbarn]].",
        "Unsere Babysitterin {A!f} kommt [[Dienstag]] und [[Mittwoch]]; welcher [[Stundenlohn]] ist üblich?",
        "Frage zum [[Sorgerecht]]: Mein Ex-Mann {A!m} will mit den Kindern nach [[Spanien]] ziehen.",
        "Protokoll der [[Eigentümerversammlung]]: Antrag von {A} zur [[Dachsanierung]] angenommen, {B} enthält sich.",
        "Der [[Schornsteinfeger]] {A!m} kommt am 12. März; bitte im [[Treppenhaus]] aushängen.",
        "Bitte prüfe die [[Rechnung]] von Elektriker {A!m}: drei Stunden [[Arbeitszeit]] plus Material.",
        "Oma {A!f:first} hat [[Geburtstag]]; wir feiern im [[Biergarten]].",
        "Kannst du den [[Stammbaum]] ergänzen? {A} heiratete 1958 {B}.",
        "Die [[Grundschule]] sucht Eltern für den [[Laternenumzug]] an [[Sankt Martin]]; {A} hat sich gemeldet.",
    ],
    "es": [
        "¿Puedes escribir un mensaje a {A} diciendo que la casera no ha devuelto la fianza? Lo comentamos en la [[Comunidad de Propietarios]].",
        "La profesora de mi hija, {A!f}, dice que la excursión al [[Museo del Prado]] es el jueves.",
        "Para la [[Primera Comunión]] de {A:first} vienen {B} y {C}. ¿Cómo organizo las mesas?",
        "El fontanero {A!m} me ha pasado un presupuesto de 420 € más [[IVA]]. ¿Es razonable?",
        "Acta de la reunión de vecinos: {A} propone cambiar el portero automático; {B} se opone. Se vota en la [[Junta]] de marzo.",
        "Mi suegra {A!f} viene en [[Nochebuena]]; ¿qué menú sin gluten puedo preparar?",
        "Sr. {A!m:last}, le escribo por la avería del ascensor del portal 3 ([[Comunidad]] Los Pinos).",
        "¿Cómo pido la custodia compartida si {A} no quiere firmar el convenio? Vivimos en [[Valencia]].",
        "Lista del cumpleaños: {A:first}, {B:first}, {C:first}. La tarta la compramos en [[Mercadona]].",
        "La canguro, {A!f}, puede martes y jueves; ¿cuánto se suele pagar en [[Madrid]]?",
        "Esquela: falleció {A}, a los 87 años. Misa en la parroquia de [[San José]] el lunes.",
        "Por favor traduce al inglés: '{A} y {B} se casan el 12 de octubre en [[Sevilla]]'.",
        "El electricista {A!m} no nos ha dado el boletín ([[CIE]]) de la instalación. ¿Qué hago?",
        "Hola {A:first}, ¿me recuerdas la contraseña del [[WiFi]] de la casa de la playa?",
    ],
    "fr": [
        "Peux-tu rédiger un mot pour {A!f}, la nounou, pour la remercier avant les vacances de la [[Toussaint]] ?",
        "Le plombier {A!m} a envoyé un devis de 850 € [[TTC]] pour le chauffe-eau [[Atlantic]]. C'est correct ?",
        "Mme {A!f:last}, notre propriétaire, refuse de rendre la caution. Faut-il saisir la [[Commission Départementale de Conciliation]] ?",
        "Compte rendu de l'[[AG]] : {A} propose de repeindre la cage d'escalier, {B} veut d'abord changer l'interphone.",
        "Liste des invités pour l'anniversaire de {A:first} : {B:first}, {C:first} et {D:first}. Goûter au parc [[Monceau]].",
        "M. {A!m:last}, le directeur de l'école, demande un certificat médical pour la [[Classe Verte]].",
        "Carte de condoléances pour la famille de {A!m}, décédé le 2 mars à [[Lyon]].",
        "La [[CAF]] demande une attestation de garde alternée signée par {A}.",
        "Bonjour {A:first}, [[Darty]] livre le lave-linge samedi entre 8 h et 12 h, tu seras là ?",
        "Notre voisin {A!m} fait des travaux le dimanche ; que dit le règlement de la [[Mairie]] ?",
        "Plan de table du mariage : {A} et {B} à la table 3, près du [[DJ]].",
        "Qui a l'autorité parentale si {A} et moi ne sommes pas mariés ? On habite à [[Bruxelles]].",
        "L'électricien {A!m} a laissé une facture de 320 € ; la [[TVA]] est bien à 10 % ?",
        "Mamie {A!f:first} arrive par le [[TGV]] de 14 h 12.",
    ],
    "pt": [
        "Podes escrever uma mensagem à {A!f} a dizer que a reunião de condomínio passou para dia 14? Envio pelo [[WhatsApp]].",
        "O canalizador {A!m} cobrou 180 € sem [[IVA]]. Devo pedir fatura?",
        "Lista de convidados do batizado: {A}, {B} e {C}. O almoço é em [[Sintra]].",
        "O senhorio, Sr. {A!m:last}, quer aumentar a renda 7 % a partir de janeiro. Isso é permitido pelo [[NRAU]]?",
        "Oi {A:first}, a festa junina da escola é no sábado; você compra os salgados no [[Assaí]]?",
        "A babá, {A!f}, pediu aumento. Quanto se paga por mês em [[São Paulo]] com [[INSS]]?",
    ],
    "it": [
        "Puoi scrivere a {A} che la riunione di condominio è spostata? L'avviso è in bacheca al [[Condominio Aurora]].",
        "L'idraulico {A!m} ci ha fatto un preventivo di 600 euro più [[IVA]].",
        "Lista invitati per la [[Prima Comunione]] di {A:first}: {B}, {C} e la nonna.",
        "La signora {A!f:last} del piano di sopra ha una perdita d'acqua; chiamo l'assicurazione [[Generali]]?",
        "Biglietto di condoglianze per la famiglia di {A}: la messa è a [[Santa Maria Novella]] lunedì.",
        "Ciao {A:first}, la baby-sitter può venire venerdì? Andiamo al concerto al [[Forum]] di Assago.",
    ],
    "nl": [
        "Kun je een berichtje sturen naar {A} dat de [[VvE]]-vergadering naar donderdag is verschoven?",
        "De loodgieter {A} heeft een offerte van €540 incl. [[BTW]] gestuurd. Is dat redelijk?",
        "Verjaardagslijst: {A}, {B} en {C}. Taart van de [[HEMA]].",
        "Mevrouw {A!f:last} van [[Ymere]] komt de schimmel in de badkamer bekijken.",
        "Onze oppas {A} kan op woensdag; hoeveel betaal je per uur in [[Utrecht]]?",
        "Voor [[Sinterklaas]] trekken we lootjes: {A:first}, {B:first}, {C:first} en ik.",
    ],
    "sv": [
        "Kan du skriva ett sms till {A} om att [[BRF]]-stämman flyttas till torsdag?",
        "Rörmokaren {A} skickade en offert på 12 000 kr inklusive [[ROT]]-avdrag.",
        "Kalas för {A:first}: {B:first}, {C:first} och {D:first} kommer. Tårtan köper vi på [[ICA]].",
        "Vår granne {A} klagar på att vi grillar på balkongen. Vad säger [[Hyresgästföreningen]]?",
        "Inför [[Midsommar]]: {A} tar med sill, {B} tar med jordgubbar.",
    ],
    "pl": [
        "Napisz wiadomość do {A}, że zebranie wspólnoty przeniesiono na czwartek. Wyślę przez [[Messenger]].",
        "Hydraulik {A!m} wystawił fakturę na 850 zł z [[VAT]]. Czy to dużo?",
        "Pani {A!f:last} ze [[Spółdzielni]] mówi, że kaloryfery będą włączone od października.",
        "Na [[Wigilię]] przyjeżdżają {A} i {B}; ile pierogów zrobić?",
        "Pan {A!m:last} z parteru pyta, kto zostawił wózek na klatce. Napisz grzeczną kartkę, [[Administracja]] ją powiesi.",
    ],
    "id": [
        "Tolong buatkan pesan untuk Ibu {A!f} bahwa arisan RT diundur ke hari Sabtu. Kirim lewat [[WhatsApp]].",
        "Bapak {A!m}, tukang ledeng, minta Rp 750.000 untuk ganti pipa. Wajar? Kami tinggal di [[Bekasi]].",
        "Daftar tamu syukuran rumah baru: {A}, {B}, dan keluarga {C:last}. Katering dari [[GoFood]].",
        "Pak {A!m:first}, iuran [[RT]] bulan ini sudah saya transfer lewat [[BCA]].",
        "Bu {A!f:first} bilang les piano {B:first} pindah ke hari Kamis. Tolong ingatkan saya sebelum [[Lebaran]].",
    ],
}

LOCAL = {"de": ["german", "german", "turkish", "polish"], "es": ["spanish", "mexican", "basque", "catalan"],
         "fr": ["french", "breton", "maghrebi", "haitian", "congolese"], "pt": ["portuguese", "brazilian"],
         "it": ["italian"], "nl": ["dutch", "flemish", "frisian"], "sv": ["swedish", "finnish", "sami"],
         "pl": ["polish"], "id": ["indonesian"]}

KEEP_T = {
    "en": [
        "Can you compare the [[Dyson]] V15 with the [[Miele]] Triflex for a house with two cats?",
        "Our [[Hoover]] washing machine shows error E03 after the [[%day%]] wash. What does it mean?",
        "Ideas for a [[Barbie]] themed party for a six-year-old, budget £150, at home in [[%month%]].",
        "Is a [[Montessori]] nursery worth an extra £200 a month compared with the council one in [[Leeds]]?",
        "How do I get [[Alexa]] to announce bin day every [[%day%]] evening? We have an [[Echo Dot]].",
        "[[Siri]] keeps adding milk to the wrong list — how do I fix [[Reminders]] sharing with my partner?",
        "Gift ideas for [[Father's Day]] under £30 — he likes [[Lego]] and gardening.",
        "What should the kids wear for [[St Patrick's Day]] at school? Just green, or the flag of [[Ireland]]?",
        "Is it safe to leave a [[Ford]] Galaxy on the drive with only the [[Ring]] camera watching it?",
        "Write a letter from [[Santa Claus]] to a five-year-old who wants a puppy.",
        "Our [[HOA]] wants all fences painted [[Sherwin-Williams]] 'Agreeable Gray' by [[Memorial Day]]. Can they enforce that?",
        "How much notice does a landlord in [[England]] have to give with a [[Section 21]]?",
        "Best [[IKEA]] hacks for a small nursery: [[Kallax]], [[Hemnes]] or [[Trofast]]?",
        "Tenancy deposits: [[DPS]], [[TDS]] or [[MyDeposits]] — which protects us better?",
        "Plan a [[Halloween]] trail for our street: twelve houses, [[Haribo]] only, finished by seven.",
        "What's the difference between a [[Victorian]] terrace and an [[Edwardian]] one when it comes to damp?",
        "Can a [[Tesla]] Powerwall keep a [[Nest]] thermostat and a [[Worcester Bosch]] boiler running in a power cut?",
        "Recipe for a gluten-free [[Victoria Sponge]] for [[Mother's Day]], please.",
        "Which is better for a toddler's room: [[Philips Hue]] or [[IKEA]] Tradfri bulbs?",
        "Is £2 normal from the [[Tooth Fairy]] these days?",
        "Our [[Kenwood]] mixer and [[Russell Hobbs]] kettle trip the fuse together — is that a wiring issue?",
        "Plan a [[Paw Patrol]] party for twins at a trampoline park on a [[%day%]] afternoon.",
        "Should we get the kids the [[Peppa Pig]] or the [[Bluey]] advent calendar?",
        "Is a [[Thermomix]] worth it for a family of five? We batch-cook on [[%day%]] afternoons.",
        "When does [[Hanukkah]] start this year, and does it overlap with [[Christmas]]?",
        "The [[RSPCA]] inspector asked about our rabbit hutch. What size is the rule?",
        "Who pays for servicing the [[Jacuzzi]] in a rented house, landlord or tenant?",
        "Explain [[Down syndrome]] screening at the 12-week scan in simple words.",
        "How do I move our [[Nest]] doorbell from [[Google Home]] to [[Apple Home]]?",
        "Can my [[Housing Association]] refuse a [[Mutual Exchange]] because of rent arrears?",
    ],
    "de": [
        "Wie viel [[Kaution]] darf der [[Vermieter]] in [[Deutschland]] höchstens verlangen?",
        "Unsere [[Miele]] [[Spülmaschine]] zeigt den [[Fehler]] F70. Was tun?",
        "Was gehört in die [[Nebenkostenabrechnung]]? [[Grundsteuer]], [[Hausmeister]], [[Gartenpflege]]?",
        "Ideen für einen [[Kindergeburtstag]] mit [[Playmobil]]-Motto im [[%de_month%]]?",
        "Wann ist [[Sankt Martin]] dieses Jahr und wann ist der [[Laternenumzug]] in der [[Kita]]?",
        "Muss ich den [[Schornsteinfeger]] reinlassen, wenn ich am [[%de_day%]] nicht zu Hause bin?",
        "Darf die [[Hausverwaltung]] die [[Mülltonnen]] im [[Innenhof]] verbieten?",
        "Welcher [[Staubsauger]] ist besser, [[Dyson]] oder [[Vorwerk]] [[Kobold]]?",
    ],
    "es": [
        "¿Cuánto cuesta una [[Roomba]] en [[El Corte Inglés]] durante el [[Black Friday]]?",
        "¿Qué día cae el [[Día de la Madre]] en [[México]] y en [[España]]?",
        "Ideas para ver la cabalgata de [[Reyes]] con niños pequeños en [[Madrid]].",
        "¿Puede la [[Comunidad de Propietarios]] prohibir las barbacoas en la terraza?",
        "Receta de roscón de [[Reyes]] sin [[Thermomix]].",
    ],
    "fr": [
        "Combien coûte un lave-linge [[Bosch]] chez [[Boulanger]] ?",
        "Que faire pour la [[Fête des Pères]] avec un budget de 30 € ?",
        "La [[CAF]] verse-t-elle l'[[APL]] pour une colocation à [[Paris]] ?",
        "Idées de déguisements pour [[Mardi Gras]] à la maternelle.",
        "Le [[Père Noël]] doit-il écrire en cursive ? Ma fille est en [[CP]].",
    ],
    "pt": ["Quanto custa um aspirador [[Dyson]] na [[Worten]] antes do [[Natal]]?"],
    "it": ["Quando arriva la [[Befana]] e cosa si mette nella calza dei bambini?"],
    "nl": ["Wat kost een [[Miele]] wasmachine bij [[Coolblue]] met installatie?"],
    "sv": ["Hur monterar man en [[IKEA]] [[Pax]]-garderob ensam?"],
    "pl": ["Ile kosztuje odkurzacz [[Dyson]] w [[Media Markt]] przed [[Black Friday]]?"],
    "id": ["Berapa harga kulkas [[Sharp]] di [[Tokopedia]] menjelang [[Lebaran]]?"],
}

POOLS = {
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "de_day": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    "de_month": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "Oktober", "November", "Dezember"],
}

# --------------------------------------------------------------------------- building

class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.ids = set()
        self.counters = {}

    def next_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return "%s-%03d" % (prefix, n)

    def add(self, rec):
        validate(rec, self.ids)
        self.ids.add(rec["id"])
        self.records.append(rec)

    def draw_persons(self, tpl, origins=None, local=None, word=False):
        rng = self.rng
        persons = {}
        for letter, d in sorted(scan_slots(tpl).items()):
            for _ in range(200):
                if word:
                    p = make_word_person(rng, d["gender"])
                else:
                    if origins:
                        okey = rng.choice(origins)
                    elif local and rng.random() < 0.5:
                        okey = rng.choice(local)
                    else:
                        okey = rng.choice(ORIGIN_KEYS)
                    if d["need_last"] and ORIGINS[okey].get("nolast"):
                        continue
                    p = make_person(rng, okey, d["gender"], d["need_last"])
                if d["need_last"] and not p["last"]:
                    continue
                if any(p["full"] == q["full"] or p["first"] == q["first"] for q in persons.values()):
                    continue
                break
            else:
                raise RuntimeError("could not draw a person for %r" % tpl)
            persons[letter] = p
        return persons

    def from_template(self, tpl, slice_, lang, prefix, origins=None, local=None, mode="normal", word=False):
        for attempt in range(300):
            persons = self.draw_persons(tpl, origins, local, word)
            text, names, keep = render(tpl, persons, mode, self.rng)
            rec = {"id": None, "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}
            rec["id"] = "%s-%03d" % (prefix, self.counters.get(prefix, 0) + 1)
            try:
                validate(rec, self.ids)
            except Invalid:
                continue
            self.next_id(prefix)
            self.add(rec)
            return rec
        raise RuntimeError("no valid draw for %s: %r" % (prefix, tpl))

    def from_hand(self, slice_, lang, markup):
        if slice_ in ("nonenglish", "keep"):
            prefix = "%s-%s-hand" % (slice_, lang)
        else:
            prefix = "%s-hand" % slice_
        text, names, keep = render(markup)
        rec = {"id": self.next_id(prefix), "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}
        try:
            self.add(rec)
        except Invalid as e:
            raise SystemExit("hand record %s invalid: %s\n%s" % (rec["id"], e, markup))


def build():
    b = Builder()
    rng = b.rng

    # cultures: 3 templates per origin, persons of that origin only
    for okey in ORIGIN_KEYS:
        nolast = ORIGINS[okey].get("nolast") or ORIGINS[okey].get("form") in ("tamil", "indonesian")
        pool = [t for t in CULTURE_T if not (nolast and any(v["need_last"] for v in scan_slots(t).values()))]
        for tpl in rng.sample(pool, 3):
            b.from_template(tpl, "cultures", "en", "cultures-%s" % okey, origins=[okey])

    # casing
    for mode in ("lower", "upper", "namelower", "nameupper"):
        for tpl in rng.sample(CASE_T, 12):
            b.from_template(tpl, "casing", "en", "casing-%s" % mode, mode=mode)
    for tpl in WORDNAME_T:
        b.from_template(tpl, "casing", "en", "casing-wordname", mode="wordname", word=True)

    # position
    for where in ("start", "middle", "end"):
        for tpl in POS_T[where]:
            b.from_template(tpl, "position", "en", "position-%s" % where)

    for tpl in LIST_T:
        b.from_template(tpl, "lists", "en", "lists")
    for tpl in POSS_T:
        b.from_template(tpl, "possessive", "en", "possessive")
    for i, tpl in enumerate(QUOTE_T):
        b.from_template(tpl, "quoted", "en", "quoted", mode="lower" if i % 7 == 6 else "normal")
    for tpl in CODE_T:
        b.from_template(tpl, "code", "en", "code")
    for tpl in BUS_T:
        b.from_template(tpl, "business", "en", "business")
    for t in TITLE_T:
        b.from_template(t["t"], "titles", "en", "titles", origins=t["o"])
    for lang, tpls in NONENG_T.items():
        for tpl in tpls:
            b.from_template(tpl, "nonenglish", lang, "nonenglish-%s" % lang, local=LOCAL[lang])
    for lang, tpls in KEEP_T.items():
        for tpl in tpls:
            tpl = re.sub(r"%(\w+)%", lambda m: rng.choice(POOLS[m.group(1)]), tpl)
            b.from_template(tpl, "keep", lang, "keep-%s" % lang)

    # hand-written records
    for slice_, lang, markup in HAND:
        b.from_hand(slice_, lang, markup)
    return b.records


def main():
    recs = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s (md5 %s)" % (len(recs), OUT, hashlib.md5(data.encode("utf-8")).hexdigest()))


if __name__ == "__main__":
    main()
