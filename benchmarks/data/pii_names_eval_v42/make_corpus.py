#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v42/names_eval.jsonl (python3 standard library only).

    python3 make_corpus.py          # rebuilds names_eval.jsonl byte for byte

Theme: recruiting and hiring, immigration and visas, personal assistants (calendar,
contacts, reminders), car dealerships and garages, real-estate agents.

Template markup (generated records):
  {A}            full name of person A (persons A..F per record)
  {A.g}          given name as used in address     {A.f}  family name (after a title)
  {A.F}          family name, first letter upper (sentence-initial "Van der Berg")
  {A.gf}         all given parts                    {A.i}  initial + family ("P. Raman")
  {A.lf}         "Family, Given"                    {A.N}  vCard N field "Family;Given"
  {A.h}          handle ("priya.raman", "praman")   {A.e}  e-mail local part
  {A.s}          URL slug ("priya-raman")           {A.fn} file-name form ("Priya_Raman")
  {A.t}          Ms/Mr (literal, not a span)        {A?her|his}  gender alternative (literal)
  {$pool}        filler literal (numbers, times, domains; never a name, never a keep item)
  [[word]]       literal keep item                  [[$pool]] keep item drawn from a pool
  <<Name>>       literal name span (hand records only use <<..>> and [[..]])
  "@f:" / "@m:"  at the start of a template forces the gender of A.
Case changes are applied per segment, so offsets stay exact when case mapping changes
the length of a string (ß -> SS, İ -> i̇).
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
from names_data import ORIGIN_TABLE, NATIVE  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 42042
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]
CASE_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]

# ---------------------------------------------------------------------------- pools
KEEP_POOLS = {
    "role": ["Senior Backend Engineer", "Data Analyst", "Product Manager", "Service Advisor",
             "Letting Agent", "Talent Acquisition Partner", "Head of People", "Sales Executive",
             "Site Reliability Engineer", "Office Manager", "Immigration Paralegal",
             "Workshop Foreman", "Property Manager", "UX Designer", "Staff Accountant",
             "QA Engineer", "Payroll Specialist", "Parts Manager"],
    "jobboard": ["LinkedIn", "Indeed", "Glassdoor", "StepStone", "Xing", "Monster",
                 "ZipRecruiter", "Wellfound", "Seek", "Naukri", "Totaljobs", "Reed"],
    "ats": ["Greenhouse", "Lever", "Workday", "BambooHR", "SmartRecruiters", "Personio",
            "Ashby", "Taleo", "iCIMS", "Teamtailor", "Recruitee", "Workable"],
    "visa": ["H-1B", "O-1", "L-1", "TN", "E-2", "EB-2", "Blue Card", "Skilled Worker",
             "ESTA", "Global Talent", "J-1", "F-1"],
    "car": ["Toyota Corolla", "Volkswagen Golf", "Škoda Octavia", "Hyundai Tucson",
            "Kia Sportage", "Ford Focus", "Honda Civic", "Nissan Leaf", "Renault Clio",
            "Peugeot 308", "Mazda CX-5", "Volvo XC60", "Tesla Model 3", "Seat Leon",
            "Renault Zoe", "Fiat Panda", "Opel Corsa", "Dacia Duster", "Subaru Outback",
            "Toyota Yaris", "Hyundai Kona", "Kia Ceed", "BMW X3", "Audi A4"],
    "app": ["Outlook", "Google Contacts", "iCloud", "HubSpot", "Salesforce", "Gmail"],
    "calapp": ["Outlook", "Google Calendar", "Calendly", "Zoom", "Microsoft Teams"],
    "realestate": ["Zoopla", "Rightmove", "Zillow", "Idealista", "Redfin", "Funda",
                   "ImmoScout24", "OpenRent", "SpareRoom"],
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "company": ["Northgate Motors", "Kestrel Talent", "Harbourview Lettings",
                "Bluepeak Recruiting", "Riverside Autos", "Oakridge Homes",
                "Brightlane Relocation", "Copperfield Garage"],
    "month_de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                 "September", "Oktober", "November", "Dezember"],
    "weekday_de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
}
# keep items that are places or organisations (not persons); README lists them so that
# keep-rate can be reported with and without them.
PLACE_ORG_KEEP = set(KEEP_POOLS["company"]) | {
    # places
    "Jordan", "Georgia", "Florida", "Victoria Station", "Victoria", "Pimlico",
    "Central Station", "Austin", "Brazil", "Washington", "Portugal", "Charlotte",
    "Adelaide", "Chad", "Niger", "Paris", "München", "Lisboa", "Madrid",
    # organisations and agencies (brands and software products are ordinary keep items)
    "USCIS", "IND", "ZAB", "DMV", "DHL", "Jobcenter", "Ausländerbehörde", "Questura",
    "Préfecture", "Migrationsverket", "Seguridad Social", "Segurança Social", "Hilton",
    "Marriott", "Chase", "Wells Fargo", "Amazon", "Google",
}

FILL = {
    "domain": ["example.com", "example.org", "mail.example.net", "acme-recruiting.example",
               "northgate-motors.example", "harbourlets.example", "relo.example.com"],
    "date": ["2025-01-14", "2025-02-03", "2025-03-18", "2025-04-29", "2025-06-10",
             "2025-07-22", "2025-09-05", "2025-10-16", "2025-11-27"],
}


def fill(name, rng):
    if name in FILL:
        return rng.choice(FILL[name])
    if name in KEEP_POOLS:
        return rng.choice(KEEP_POOLS[name])
    if name.startswith("n") and name[1:].isdigit():
        k = int(name[1:])
        return "".join(str(rng.randint(0, 9)) for _ in range(k))
    if name == "hhmm":
        return "%02d:%02d" % (rng.randint(8, 18), rng.choice([0, 15, 30, 45]))
    if name == "hhmm0":
        return "%02d%02d" % (rng.randint(8, 18), rng.choice([0, 15, 30, 45]))
    if name == "mmdd":
        return "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    if name == "hex4":
        return "".join(rng.choice("0123456789abcdef") for _ in range(6))
    raise KeyError(name)


# ---------------------------------------------------------------------------- people
def parse_origins():
    origins = []
    for line in ORIGIN_TABLE.strip().splitlines():
        cols = [c.strip() for c in line.split(" ; ")]
        assert len(cols) in (7, 8), line
        slug, cont, label, pat, fem, mal, fam = cols[:7]
        assert re.fullmatch(r"[a-z_]+", slug), slug
        extra = {}
        if len(cols) == 8:
            for kv in cols[7].split():
                k, v = kv.split("=", 1)
                extra[k] = v
        origins.append(dict(slug=slug, continent=cont, label=label, pattern=pat,
                            f=fem.split("|"), m=mal.split("|"),
                            fam=[] if fam == "-" else fam.split("|"), extra=extra))
    slugs = [o["slug"] for o in origins]
    assert len(slugs) == len(set(slugs))
    return origins


class Retry(Exception):
    pass


_FOLD = {"ß": "ss", "Æ": "Ae", "æ": "ae", "Ø": "O", "ø": "o", "Ł": "L", "ł": "l", "Đ": "D",
         "đ": "d", "Ð": "D", "ð": "d", "Þ": "Th", "þ": "th", "ı": "i", "Œ": "Oe", "œ": "oe",
         "ʻ": "", "'": "", "’": ""}


def fold(s):
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def aw(s):
    """ascii word for handles"""
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


class Person:
    def __init__(self, origin, gender, full, first, last, given_full, sep, native=False):
        self.origin, self.gender, self.full = origin, gender, full
        self.first, self.last, self.given_full, self.sep = first, last, given_full, sep
        self.native = native
        self.handle = self.email = self.slug = self.fn = None

    def finish(self, rng):
        if self.native:
            return self
        toks = [aw(t) for t in self.full.split()]
        toks = [t for t in toks if t]
        gw, fw = aw(self.first), aw(self.last)
        if self.sep and gw and fw and gw != fw:
            self.handle = rng.choice([gw + "." + fw, gw[0] + fw, gw + fw[0], gw + "_" + fw,
                                      fw + gw[0], gw + "." + fw, gw + str(rng.randint(2, 98))])
            self.email = rng.choice([gw + "." + fw, gw[0] + "." + fw, gw + fw, fw + "." + gw,
                                     gw + "." + fw])
        else:
            self.handle = rng.choice([".".join(toks), "".join(toks), "_".join(toks)])
            self.email = rng.choice([".".join(toks), "".join(toks)])
        self.slug = "-".join(toks)
        self.fn = "_".join(fold(t) for t in self.full.split())
        return self


def pick_fam(o, gender, rng, avoid=None):
    for _ in range(20):
        x = rng.choice(o["fam"])
        if "/" in x:
            m, f = x.split("/")
            x = f if gender == "f" else m
        if x != avoid:
            return x
    return x


def make_person(o, gender, rng):
    pat, ex = o["pattern"], o["extra"]
    g = rng.choice(o[gender])
    mid = None
    if ("mid_" + gender) in ex and rng.random() < float(ex.get("p", "0.3")):
        mid = rng.choice(ex["mid_" + gender].split("|"))
    if pat == "full":
        p = Person(o["slug"], gender, g, g, g, g, False)
    elif pat in ("gf", "hu", "jp"):
        fam = pick_fam(o, gender, rng)
        flip = {"hu": 0.3, "jp": 0.25}.get(pat, 0.0)
        if rng.random() < flip:
            full = fam + " " + g
        else:
            full = " ".join(x for x in (g, mid, fam) if x)
        p = Person(o["slug"], gender, full, g, fam, g, True)
    elif pat == "fg":
        fam = pick_fam(o, gender, rng)
        p = Person(o["slug"], gender, fam + " " + g, g, fam, g, True)
    elif pat == "gff":
        fam = pick_fam(o, gender, rng)
        if rng.random() < 0.45:
            fam = fam + " " + pick_fam(o, gender, rng, avoid=fam)
        p = Person(o["slug"], gender, g + " " + fam, g, fam, g, True)
    elif pat == "viet":
        fam = pick_fam(o, gender, rng)
        gfull = (mid + " " + g) if mid else g
        full = fam + " " + gfull
        if rng.random() < 0.2:
            full, g, fam, gfull = fold(full), fold(g), fold(fam), fold(gfull)
        p = Person(o["slug"], gender, full, g, fam, gfull, True)
    elif pat == "arab":
        fam = pick_fam(o, gender, rng)
        if rng.random() < 0.4:
            father = rng.choice(o["m"])
            full = "%s %s %s %s" % (g, "bint" if gender == "f" else "bin", father, fam)
        else:
            full = g + " " + fam
        p = Person(o["slug"], gender, full, g, fam, g, True)
    elif pat == "malay":
        father = rng.choice(ex["fathers"].split("|"))
        full = "%s %s %s" % (g, "binti" if gender == "f" else "bin", father)
        p = Person(o["slug"], gender, full, g, g, g, False)
    elif pat == "eth":
        father = pick_fam(o, gender, rng)
        p = Person(o["slug"], gender, g + " " + father, g, father, g, True)
    elif pat == "som":
        father = rng.choice(ex["fathers"].split("|"))
        gp = pick_fam(o, gender, rng, avoid=father)
        p = Person(o["slug"], gender, "%s %s %s" % (g, father, gp), g, gp, g, True)
    elif pat == "icel":
        stem = pick_fam(o, gender, rng)
        last = stem + ("dóttir" if gender == "f" else "son")
        p = Person(o["slug"], gender, g + " " + last, g, last, g, True)
    elif pat == "tamil":
        fam = pick_fam(o, gender, rng)
        if rng.random() < 0.4:
            p = Person(o["slug"], gender, fam[0] + ". " + g, g, g, g, False)
        else:
            p = Person(o["slug"], gender, g + " " + fam, g, fam, g, True)
    elif pat == "sikh":
        kaur = "Kaur" if gender == "f" else "Singh"
        if rng.random() < 0.6:
            fam = pick_fam(o, gender, rng)
            p = Person(o["slug"], gender, "%s %s %s" % (g, kaur, fam), g, fam, g, True)
        else:
            p = Person(o["slug"], gender, g + " " + kaur, g, kaur, g, True)
    else:
        raise ValueError(pat)
    return p.finish(rng)


def native_person(lang, gender, rng):
    name = rng.choice(NATIVE[lang][gender])
    return Person("native-" + lang, gender, name, name, name, name, False, native=True)


# ---------------------------------------------------------------------------- render
TOK = re.compile(r"\{([A-F])\?([^|{}]*)\|([^{}]*)\}"
                 r"|\{([A-F])(?:\.(\w+))?\}"
                 r"|\{\$(\w+)\}"
                 r"|\[\[(.+?)\]\]"
                 r"|<<(.+?)>>", re.S)
LETTERS = re.compile(r"\{([A-F])[.?}]")


def person_segments(p, attr):
    """list of (kind, text) for one person reference"""
    if attr is None:
        return [("n", p.full)]
    if attr == "t":
        return [("t", "Ms" if p.gender == "f" else "Mr")]
    if attr in ("g", "gf"):
        return [("n", p.first if attr == "g" else p.given_full)]
    if attr == "f":
        return [("n", p.last)]
    if attr == "F":
        return [("n", p.last[:1].upper() + p.last[1:])]
    if p.native:
        raise Retry("native person has no %s form" % attr)
    if attr in ("i", "lf", "N") and not p.sep:
        raise Retry("no separable family name")
    if attr == "i":
        return [("n", p.first[0] + ". " + p.last)]
    if attr == "lf":
        return [("n", p.last + ", " + p.given_full)]
    if attr == "N":
        return [("n", p.last), ("t", ";"), ("n", p.given_full)]
    if attr in ("h", "e", "s", "fn"):
        return [("n", {"h": p.handle, "e": p.email, "s": p.slug, "fn": p.fn}[attr])]
    raise KeyError(attr)


def to_segments(tpl, persons, rng):
    segs, pos = [], 0
    for m in TOK.finditer(tpl):
        if m.start() > pos:
            segs.append(("t", tpl[pos:m.start()]))
        pos = m.end()
        if m.group(1):
            p = persons[m.group(1)]
            segs.append(("t", m.group(2) if p.gender == "f" else m.group(3)))
        elif m.group(4):
            segs.extend(person_segments(persons[m.group(4)], m.group(5)))
        elif m.group(6):
            segs.append(("t", fill(m.group(6), rng)))
        elif m.group(7) is not None:
            k = m.group(7)
            segs.append(("k", rng.choice(KEEP_POOLS[k[1:]]) if k.startswith("$") else k))
        else:
            segs.append(("n", m.group(8)))
    if pos < len(tpl):
        segs.append(("t", tpl[pos:]))
    return segs


def assemble(segs, case="normal"):
    text, names, keep = [], [], []
    off = 0
    for kind, s in segs:
        if case == "lower" or (case == "namelower" and kind == "n"):
            s = s.lower()
        elif case == "upper" or (case == "nameupper" and kind == "n"):
            s = s.upper()
        if kind == "n":
            names.append({"start": off, "end": off + len(s), "text": s})
        elif kind == "k" and s not in keep:
            keep.append(s)
        text.append(s)
        off += len(s)
    return "".join(text), names, keep


# ---------------------------------------------------------------------------- checks
WORD = re.compile(r"\w+")


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def _wordish(c):
    return bool(re.match(r"\w", c)) or unicodedata.category(c).startswith("M")


def validate(r):
    errs = []
    text, names, keep = r["text"], r["names"], r["keep"]
    for bad in ("<<", ">>", "[[", "]]"):
        if bad in text:
            errs.append("markup left in text: %r" % bad)
    prev = 0
    for s in names:
        a, b = s["start"], s["end"]
        if text[a:b] != s["text"]:
            errs.append("offset mismatch %r" % s)
        if b <= a:
            errs.append("empty span")
        if s["text"] != s["text"].strip():
            errs.append("span with surrounding whitespace %r" % s["text"])
        if a < prev:
            errs.append("spans overlap or unsorted at %r" % s["text"])
        prev = b
        if a > 0 and _wordish(text[a - 1]):
            errs.append("span %r glued to a word on the left" % s["text"])
        if b < len(text) and _wordish(text[b]):
            errs.append("span %r glued to a word on the right" % s["text"])
        if s["text"] and not (_wordish(s["text"][0]) and _wordish(s["text"][-1])):
            errs.append("span %r starts/ends with punctuation" % s["text"])
        toks = [t for t in WORD.findall(s["text"]) if outside_count(text, t, names) == 0]
        if not toks:
            errs.append("span %r has no attributable token" % s["text"])
    if r["slice"] == "keep":
        if names:
            errs.append("keep slice record has names")
        if not keep:
            errs.append("keep slice record without keep items")
    elif not names:
        errs.append("name-bearing record without names")
    name_toks = {t.lower() for s in names for t in WORD.findall(s["text"])}
    for k in keep:
        if outside_count(text, k, names) == 0:
            errs.append("keep %r not found outside name spans" % k)
        if {t.lower() for t in WORD.findall(k)} & name_toks:
            errs.append("keep %r shares a token with a name" % k)
    if len(set(keep)) != len(keep):
        errs.append("duplicate keep items")
    return errs


# ---------------------------------------------------------------------------- templates
CULT_T = [
    "Can you draft a short, friendly rejection e-mail to {A} for the [[$role]] role? Say we'll keep the CV on file for six months.",
    "Summarise this interview feedback in two bullets:\n\nCandidate: {A}\nInterviewer: hiring manager\nNotes: strong on system design, vague on testing, wants to relocate in {$month}.",
    "Turn this into a plain-English reminder:\nBEGIN:VEVENT\nSUMMARY:Flat viewing with {A}\nDTSTART:2025{$mmdd}T{$hhmm0}00\nORGANIZER;CN=Lettings Desk:mailto:lettings@{$domain}\nEND:VEVENT",
    "Is this vCard OK to import into [[$app]]?\nBEGIN:VCARD\nVERSION:3.0\nFN:{A}\nN:{A.N};;;\nTEL;TYPE=cell:+1-555-01{$n2}\nEND:VCARD",
    "{A} is coming at {$hhmm} to test drive the {$car}. Write a two-line confirmation text I can send.",
    "Please proofread this landlord reference: \"I rented my flat to {A} for three years and the rent was never late.\"",
    "Write a sponsor letter for {A}, who is visiting my family on a [[Schengen]] visa in {$month}. I'll cover all costs.",
    "Service ticket #{$n5}: customer {A}, {$car}, grinding noise when braking at low speed. Rewrite this as a clear note for the technician.",
    "What's a polite way to tell {A.g} that the second interview has moved to [[$weekday]]?",
    "Fix the grammar please: {A.t} {A.f} have submit all the document for the background check yesterday.",
    "Our contacts export has this row and {$app} won't import it, why?\n\"{A}\",\"{A.e}@{$domain}\",\"+44 7700 900{$n3}\"",
    "Add to my reminders: send {A} the signed offer letter before {$weekday} noon.",
    "How do I add a second co-author to a commit? Right now the message ends with:\n\nCo-authored-by: {A} <{A.e}@users.noreply.github.com>",
    "Explain this consular note to me like I'm five: \"Applicant {A.lf} - interview scheduled, bring original [[I-797]] and [[DS-160]] confirmation.\"",
    "The tenant reference for {A} came back positive. Can you write two sentences I can forward to the landlord?",
    "My colleague {A} and I both need to renew our {$visa} paperwork this year. What documents does [[HR]] usually ask for?",
    "Make this recruiter message less pushy: \"Hi {A.g}! Saw your profile on [[$jobboard]] and would LOVE to chat about a {$role} opening!!\"",
    "Who signed this e-mail and what's their role?\n\nKind regards,\n{A}\n{$role} | {$company}",
    "Please turn these notes into a table (name, day, time): {A} - {$weekday} 10:00; second slot 11:30 same day, still free.",
    "Reply to {A} and say the car will be ready for pickup after 4 pm, the part arrived late.",
    "Is \"{A}\" spelled the same way on a passport and on a visa application, or do I need to transliterate it?",
    "interview loop for {A}: recruiter screen, tech round, hiring manager. can you suggest 45-min slots next week?",
    "Translate into simple English for my landlord: the flat was shown to {A} on {$weekday} and they want a second viewing.",
    "Check the wording of this consent form: \"I, {A}, authorise the company to verify my employment and education history.\"",
    "Write a short [[LinkedIn]] recommendation for {A}, who reported to me for two years as a {$role}.",
    "From the immigration case notes: \"{A.F} has a pending {$visa} petition; the spouse is listed as a dependant.\" What does dependant mean here?",
    "Can you clean up this address book entry? Name: {A}; Company: none; Birthday: 14 {$month}; Notes: met at the open house",
    "Is it rude to start an e-mail with \"Dear {A.g}\" instead of \"Dear {A.t} {A.f}\"? It's a hiring manager I've never met.",
    "Garage log, {$date}: 08:52 vehicle checked in by {A} (key tag {$n3}), 15:10 collected. Write a one-line summary.",
    "Write a thank-you note to {A} for showing us around the house on {$weekday}.",
    "{A.F} is on the hiring panel but on leave next week. Who should lead the debrief instead?",
    "Set up a recurring 1:1 with {A} every {$weekday} at 9:00 and send it from [[$calapp]] - what should the description say?",
    "What should I ask {A} on the reference call? They managed me at my last job for about a year.",
    "Condense this voicemail transcript: \"Hi, this is {A} calling about the [[$car]] you have listed online, please ring me back.\"",
    "reminder to self: pick up the spare keys from {A} tomorrow before the viewing",
    "My new manager's name is {A}. How do I pronounce it, and which part is the family name?",
    "Draft the opening paragraph of an offer letter for {A}, starting 1 [[$month]] as {$role}.",
    "The background check vendor flagged a name mismatch: \"{A}\" on the application vs \"{A.i}\" on the degree certificate. Is that a real problem?",
    "Please write a short message to {A.g} to confirm the valuation appointment on {$weekday} at {$hhmm}.",
    "Can you rewrite this referral so it sounds less generic? \"I'd like to refer {A} for the {$role} position, great team player.\"",
]

CASING_T = [
    "my friend {A} said the [[$car]] failed its [[MOT]], can you explain what an advisory is",
    "please check if {A} has signed the [[$visa]] paperwork before [[$weekday]]",
    "can you remind {A} that the viewing is at {$hhmm} tomorrow",
    "URGENT: {A} needs the employment verification letter for the consulate today",
    "add {A} to the interview loop for the [[$role]] role and send the invite",
    "the landlord wants a reference for {A} by end of day, can you draft one",
    "Just got off the phone with {A}, they want to test drive the [[$car]] on [[$weekday]].",
    "who is {A} and why are they on the background check list?",
    "Please forward the CV from {A} to the hiring manager.",
    "reschedule my call with {A} to next week, same time",
    "Note from the garage: {A} dropped off the keys, car is in bay 3.",
    "Can you write a birthday reminder for {A} in my contacts?",
]

POS_T = {
    "start": [
        "{A} has accepted the offer! Can you draft a welcome e-mail for the first day?",
        "{A.g} wants to move the viewing to [[$weekday]]; what's a polite way to say that slot is gone?",
        "{A}: please confirm whether the [[$car]] test drive is still on for {$hhmm}.",
        "{A.lf} - CV attached. Can you rank it against the other two for the [[$role]] role?",
        "{A} asked whether switching employers affects the [[$visa]] petition. How should I answer?",
        "{A.F} says the brakes still squeal after the service. Draft an apologetic reply.",
        "{A} (tenant, flat 4B) reported a leaking boiler. Write a message to the plumber.",
        "{A.g} from the dealership called twice about the trade-in valuation - what should I ask when I call back?",
        "{A.F} never returned the signed tenancy agreement. Draft a firm but polite reminder.",
    ],
    "middle": [
        "Could you ask {A} to bring the original passport to the consulate appointment?",
        "Tell the recruiter that {A} is available from [[$month]] and prefers hybrid work.",
        "We showed the flat to {A} on [[$weekday]] and they want to apply, what references do we need?",
        "Please write a short note saying {A} collected the [[$car]] keys at {$hhmm}.",
        "I need a sponsor letter for {A} by [[Friday]], can you outline the sections?",
        "Is it okay to ask {A.g} for a reference before the offer is final?",
        "The background check for {A} is stuck at the education step - what can I do?",
        "Let the garage know {A} will pick the car up, not me.",
        "Yesterday {A.g} and I went through the [[$ats]] pipeline; can you turn my notes into action items?",
    ],
    "end": [
        "Draft a polite follow-up e-mail to {A}",
        "Who is the referee for this tenant? The form says {A}.",
        "Send the signed employment contract to {A}!",
        "Schedule the onsite interview for next [[$weekday]] with {A}",
        "The [[$car]] service was booked under the name {A}.",
        "Please add a reminder to call back {A}",
        "Thanks for the quick turnaround, {A.g}",
        "Can you check the spelling of the applicant's name: {A}?",
        "Write the confirmation text for the valuation, the client is {A}",
    ],
}

LISTS_T = [
    "Dedupe and sort this shortlist alphabetically: {A}, {B}, {C}, {D}",
    "Interview panel: {A} / {B} / {C}. Can you create a rota so nobody does two in a row?",
    "Bullet these for the visa status update:\n- {A}: [[$visa]] approved\n- {B}: [[RFE]] received\n- {C}: waiting for biometrics",
    "Turn this CSV into a Markdown table:\nname,email,stage\n{A},{A.e}@{$domain},phone screen\n{B},{B.e}@{$domain},onsite\n{C},{C.e}@{$domain},offer",
    "References for the flat application: {A}; {B}; and {C.g} (previous landlord). Which one should I list first?",
    "Sort by surname please: {A.lf}; {B.lf}; {C.lf}; {D.lf}",
    "Can you split this into first and last name columns?\n{A}\n{B}\n{C}\n{D}\n{E}",
    "Test drives today: 1. {A} ([[$car]]) 2. {B} 3. {C} - can you write reminder texts?",
    "Who's on the hiring committee? {A}, {B} & {C}. I need their titles for the offer letter.",
    "TSV from the ATS, please fix the columns:\n{A}\t[[$role]]\tscreen\n{B}\tonsite\n{C}\trejected",
    "Guests for the open house: {A.g}, {B.g}, {C} and {D} - draft a group invite.",
    "YAML from our recruiting bot, is this valid?\ninterviewers:\n  - name: {A}\n    handle: {A.h}\n  - name: {B}\n    handle: {B.h}",
]

POSS_T = [
    "Can you check {A}'s visa expiry date against the start date? Visa: 2026-01-31, start: 2025-11-03.",
    "Please summarise {A}\u2019s interview feedback in one paragraph.",
    "{A}'s landlord never sent the reference - what should I do?",
    "I'm updating {A.g}'s contact card, where do I put the pronouns field in [[$app]]?",
    "Compare {A}'s and {B}'s offers: base, bonus, equity. Who has the better deal?",
    "The service advisor said {A}'s [[$car]] needs new pads. Is that normal at 40,000 km?",
    "Draft a reply: {A.t} {A.f}'s deposit will be returned within 10 working days.",
    "Put {A}\u2019s birthday in my calendar and remind me a week before.",
    "Is it okay to forward {A.g}'s CV to another hiring manager without asking?",
    "What's missing from {A}'s sponsor letter? It has the salary, job title and start date.",
]

QUOTED_T = [
    "Help me reply to this:\n\nFrom: {A} <{A.e}@{$domain}>\nSubject: Re: offer\n\nHi {B.g}, I have a question about the relocation package before I sign.",
    "Can you summarise this thread?\n\n> On [[$weekday]], {A} wrote:\n> The flat is still available, viewings on Saturday morning.\n\nGreat, can we come at 11? - {B.g}",
    "Group chat, flattened: [09:12] {A.g}: car's ready? [09:14] {B.g}: yes, invoice sent [09:15] {A.g}: ok thx - write a status update for my manager.",
    "Is this a phishing mail? \"Dear {A}, your [[$visa]] application is on hold. Verify your identity within 24 hours at the link below.\"",
    "Transcript snippet, please clean up:\nINTERVIEWER ({A}): So tell me about your last role.\nCANDIDATE ({B}): Sure, I led a team of four...",
    "Reply to this as me: \"Hi {A.g}, just checking you got the tenancy agreement? Thanks, {B.g}\"",
    "What does {A} mean here: \"per our call, the test drive is confirmed, no deposit needed\"? Is that binding?",
    "---------- Forwarded message ---------\nFrom: {A} <{A.e}@{$domain}>\nTo: {B} <{B.e}@{$domain}>\nSubject: background check\n\nCan you tell me what this e-mail is asking for?",
    "My assistant wrote \"{A} called, wants the keys back\" - draft a reply text to {A.g}.",
    "Hi {A.g},\n\nThanks for coming in today. ... - can you finish this follow-up e-mail for me? Sign it from {B}.",
]

CODE_T = [
    "What does this TODO mean? # TODO({A.h}): drop the legacy [[$ats]] sync once the webhook is live",
    "Can you explain this Java header?\n/**\n * Parses candidate CSV exports from [[$ats]].\n * @author {A.lf}\n */",
    "Fix this SQL: SELECT * FROM candidates WHERE full_name = '{A}' AND stage = 'offer",
    "Why does the commit hook reject this message?\n\nFix date parsing in [[$visa]] module\n\nSigned-off-by: {A} <{A.e}@{$domain}>\nCo-authored-by: {B} <{B.e}@{$domain}>",
    "Parse this log line for me: 2025-03-02T10:11:03Z INFO user={A.h} action=export_candidates count=42",
    "Is this JSON valid? {\"recruiter\": \"{A}\", \"candidate\": \"{B}\", \"stage\": \"onsite\"}",
    "Review this config:\nowner: {A.h}\nreviewers: [{B.h}, {C.h}]\nnotify: true",
    "-- reviewed by {A.i}\nUPDATE offers SET status = 'sent' WHERE id = 1842;\nIs this safe to run on [[Postgres]]?",
    "@{A.h} can you review the PR for the [[$ats]] connector? <- rewrite this Slack message to sound friendlier",
    "Where does this path come from? /home/{A.h}/Documents/offers/{A.fn}.pdf",
    "Why is this URL giving a 404? https://www.linkedin.com/in/{A.s}-{$hex4}",
    "<!-- TODO {A.h}: replace the placeholder photo on the agent bio page --> what is this HTML comment for?",
    "git log shows \"Author: {A} <{A.e}@{$domain}>\" - how do I change the author on the last commit in [[GitHub Desktop]]?",
    "Write a [[Python]] function that greets the user; test it with name = \"{A}\"",
    "INSERT INTO tenants (first_name, last_name, email) VALUES ('{A.gf}', '{A.f}', '{A.e}@{$domain}'); -- why does it fail with a duplicate key?",
]

BUS_T = [
    "Draft an offer letter: candidate {A}, position [[$role]], start date 1 [[$month]], salary 68,000 EUR.",
    "Invoice #{$n5} - Bill to: {A}, 12 Orchard Lane. Labour 2.5 h, brake pads. Can you check the [[VAT]] maths?",
    "Employment verification request for {A}: please confirm title and dates of employment. Write the [[HR]] reply.",
    "Rental application summary: applicant {A}, guarantor {B}, monthly income 3,200. Does this pass a 3x rent test for 950?",
    "The bank transfer reference says 'DEPOSIT {A.f} FLAT 2' - can I use that on the holding deposit receipt?",
    "Background check form: Full legal name: {A}. Previous names: none. What else do these forms usually ask?",
    "Payslip query from {A}: the overtime from [[$month]] is missing. Draft a response from payroll.",
    "Sponsor declaration: I, {A}, will cover accommodation and travel for {B} during the visit. Is this enough for the consulate?",
    "Trade-in quote for {A}: [[$car]], 2019, 61k miles. Write the quote e-mail with a 48-hour validity.",
    "NDA party: {A} (\"the Candidate\"). Can you explain clause 3 in plain English?",
    "Holding deposit receipt: received from {A} the sum of 250 GBP for the property at 7 Mill Road. Is this wording enough?",
    "Relocation expense claim by {A}: flights, 2 weeks temporary housing, visa fees. Is anything usually not covered?",
]

TITLES_T = [
    "Please draft a formal letter to Dr. {A.f} about the medical exam for the [[K-1]] visa.",
    "How do I address Prof. {A} in a reference request sent through [[$ats]]?",
    "Dear {A.t} {A.f}, thank you for viewing the property - please continue this e-mail.",
    "Is 'Mx {A.f}' correct in an offer letter if the candidate asked for a gender-neutral title?",
    "Capt. {A.f} from the airline is our referee; how formal should the e-mail be?",
    "Write to the Hon. {A} to thank them for the sponsor letter for the [[$visa]] application.",
    "@f:Should I write Mrs {A.f} or Ms {A.f} on the tenancy agreement?",
    "@m:Our service manager, Mr. {A.f}, will call you about the warranty claim on your [[$car]]. Rewrite this more warmly.",
    "Reverend {A} is the character referee on the visa application; what should the letter contain?",
    "Coach {A.g} asked for a reference for the assistant coach job - help me write it.",
    "Judge {A.f} signed the name-change order; does the visa application need a certified copy?",
    "@m:Sir {A.g} {A.f} is the landlord; how should I address the envelope?",
    "@f:Ms. {A.f} from the consulate asked for bank statements; do they usually need three or six months for a [[Schengen]] visa?",
    "Dr {A.g} {A.f} will be on the interview panel - add the title to the [[$calapp]] invite.",
]

NONEN_T = {
    "de": [
        "Kannst du diese Absage freundlicher formulieren? \u201e{A?Sehr geehrte Frau|Sehr geehrter Herr} {A.f}, leider haben wir uns für eine andere [[Bewerbung]] entschieden.\u201c",
        "Bitte fasse zusammen: {A} hat den [[Arbeitsvertrag]] unterschrieben, die [[Probezeit]] beträgt sechs Monate.",
        "Termin in der [[Werkstatt]]: {A} bringt den [[$car]] am [[$weekday_de]] zur [[Inspektion]]. Schreib eine kurze Bestätigung.",
        "Erinnerung: {A} braucht bis Ende [[$month_de]] eine [[Meldebescheinigung]] für die [[Ausländerbehörde]]. Was muss da rein?",
    ],
    "fr": [
        "Peux-tu rendre ce message plus poli ? \u00ab Bonjour {A?Madame|Monsieur} {A.f}, votre visite de l'appartement est confirmée pour demain. \u00bb",
        "Résume cet échange : {A} a envoyé son [[CV]] pour le poste de [[$role]] et attend une réponse.",
        "Rédige un rappel : essai de la [[$car]] avec {A} demain à {$hhmm}.",
        "Dossier de visa : {A} doit fournir une attestation d'hébergement avant le rendez-vous au consulat. Quels documents joindre ?",
    ],
    "es": [
        "¿Puedes redactar un correo a {A} para confirmar la visita del piso que vimos en [[Idealista]]?",
        "Resume esta nota: {A} firmó el contrato de alquiler y entregó la fianza el lunes.",
        "Recordatorio: {A} tiene cita en el taller para la [[ITV]] del [[$car]].",
        "Traduce al inglés: «{A} ha superado la entrevista técnica y pasa a la fase final.»",
    ],
    "it": [
        "Puoi scrivere una risposta gentile a {A}? Chiede se il colloquio per la posizione di [[$role]] è ancora confermato.",
        "Promemoria: {A} deve portare il permesso di soggiorno in [[Questura]] giovedì mattina.",
    ],
    "pt": [
        "Podes resumir isto? {A} enviou o currículo pelo [[LinkedIn]] e quer saber a faixa salarial.",
        "Lembrete: visita ao apartamento com {A} amanhã às {$hhmm}. Escreve uma mensagem curta.",
    ],
    "nl": [
        "Kun je deze afwijzing vriendelijker maken? \"Beste {A.g}, helaas hebben we voor een andere kandidaat gekozen.\"",
        "Notitie van de garage: {A} haalt de [[$car]] morgen op na de [[APK]]. Maak er een sms van.",
    ],
    "pl": [
        "Popraw proszę tę notatkę z rekrutacji:\nKandydat/ka: {A}\nStanowisko: [[$role]]\nZgoda [[RODO]]: tak",
        "Przetłumacz na angielski: \u201eUmowa najmu - najemca: {A}, kaucja: dwa czynsze.\u201d",
    ],
    "cs": [
        "Můžeš to přeložit do angličtiny? Uchazeč: {A}, pozice: [[$role]], nástup: ihned.",
        "Připomínka z autoservisu: zákazník {A}, vůz [[$car]], výměna brzdových destiček.",
    ],
    "sk": [
        "Zhrň prosím: nájomca {A} podpísal nájomnú zmluvu a zaplatil zálohu.",
        "Pripomienka: pohovor s uchádzačom - {A}, pozícia [[$role]].",
    ],
    "sl": [
        "Lahko to prevedeš v angleščino? Kandidat: {A}, delovno mesto: [[$role]].",
        "Opomnik: ogled stanovanja - stranka {A}, jutri ob {$hhmm}.",
    ],
    "hr": [
        "Možeš li ovo prevesti na engleski? Kandidat: {A}, radno mjesto: [[$role]], status: drugi krug.",
        "Podsjetnik za servis: vlasnik vozila {A}, [[$car]], zamjena ulja.",
    ],
    "sr": [
        "Можеш ли да преведеш на енглески? Кандидат: {A}, позиција: [[$role]].",
        "Подсетник: разговор за посао, кандидат {A}, у петак у {$hhmm}.",
    ],
    "ru": [
        "Переведи на английский, пожалуйста: «Кандидат: {A}. Этап: финальное интервью.»",
        "Составь короткое напоминание: просмотр квартиры, клиент - {A}, завтра в {$hhmm}.",
    ],
    "uk": [
        "Переклади англійською: «Кандидат: {A}, посада: [[$role]], статус: офер надіслано.»",
        "Нагадування: тест-драйв [[$car]], клієнт - {A}, субота.",
    ],
    "bg": [
        "Преведи на английски: \u201eКандидат: {A}, позиция: [[$role]], етап: интервю.\u201c",
        "Напомняне: оглед на апартамента, клиент {A}, утре в {$hhmm}.",
    ],
    "el": [
        "Μπορείς να το μεταφράσεις στα αγγλικά; «{A?Υποψήφια|Υποψήφιος}: {A}, θέση: [[$role]].»",
        "Υπενθύμιση: προβολή διαμερίσματος, {A?πελάτισσα|πελάτης}: {A}, αύριο στις {$hhmm}.",
    ],
    "tr": [
        "Bunu İngilizceye çevirir misin? Aday: {A}, pozisyon: [[$role]], durum: teklif gönderildi.",
        "Hatırlatma: müşteri {A}, yarın saat {$hhmm} [[$car]] test sürüşü.",
    ],
    "hu": [
        "Lefordítanád angolra? Jelölt: {A}, pozíció: [[$role]], státusz: második kör.",
        "Emlékeztető a szervizből: ügyfél: {A}, autó: [[$car]], olajcsere.",
    ],
    "fi": [
        "Voitko kääntää tämän englanniksi? Hakija: {A}, tehtävä: [[$role]], tila: haastattelu.",
        "Muistutus: asuntonäyttö, asiakas {A}, huomenna klo {$hhmm}.",
    ],
    "et": [
        "Kas saaksid selle inglise keelde tõlkida? Kandidaat: {A}, ametikoht: [[$role]].",
        "Meeldetuletus: korteri näitamine, klient {A}, homme kell {$hhmm}.",
    ],
    "lv": [
        "Vai vari iztulkot angliski? Kandidāts: {A}, amats: [[$role]], statuss: intervija.",
        "Atgādinājums: dzīvokļa apskate, klients {A}, rīt plkst. {$hhmm}.",
    ],
    "lt": [
        "Ar gali išversti į anglų kalbą? Kandidatas: {A}, pareigos: [[$role]].",
        "Priminimas: buto apžiūra, klientas {A}, rytoj {$hhmm}.",
    ],
    "sv": [
        "Kan du göra det här avslaget vänligare? \"Hej {A.g}, tyvärr har vi valt en annan kandidat till tjänsten som [[$role]].\"",
        "Påminnelse från verkstaden: {A} hämtar sin [[$car]] på fredag efter service.",
    ],
    "da": [
        "Kan du oversætte til engelsk? Kandidat: {A}, stilling: [[$role]], status: anden samtale.",
        "Påmindelse: fremvisning af lejligheden med {A} i morgen kl. {$hhmm}.",
    ],
    "no": [
        "Kan du oversette dette til engelsk? Søker: {A}, stilling: [[$role]], status: tilbud sendt.",
        "Påminnelse: {A} henter [[$car]] på verkstedet etter [[EU-kontroll]] i morgen.",
    ],
    "is": [
        "Geturðu þýtt þetta á ensku? Umsækjandi: {A}, starf: [[$role]].",
        "Áminning: íbúðarskoðun, viðskiptavinur: {A}, á morgun kl. {$hhmm}.",
    ],
    "ro": [
        "Poți traduce în engleză? Candidat: {A}, post: [[$role]], etapă: interviu final.",
        "Memento: vizionare apartament, client {A}, mâine la ora {$hhmm}.",
    ],
    "ga": [
        "An féidir leat é seo a aistriú go Béarla? Iarrthóir: {A}, post: [[$role]].",
        "Meabhrúchán: féachaint ar an árasán, cliant: {A}, amárach ag {$hhmm}.",
    ],
    "cy": [
        "Allwch chi gyfieithu hwn i'r Saesneg? Ymgeisydd: {A}, swydd: [[$role]].",
        "Nodyn atgoffa: gwylio'r fflat, cleient: {A}, yfory am {$hhmm}.",
    ],
    "ca": [
        "Pots traduir això a l'anglès? Candidat: {A}, lloc: [[$role]], estat: entrevista final.",
        "Recordatori: visita al pis amb {A} demà a les {$hhmm}.",
    ],
    "ar": [
        "هل يمكنك ترجمة هذا إلى الإنجليزية؟ المرشح: {A}، الوظيفة: [[$role]].",
        "تذكير: معاينة الشقة مع العميل {A} غدًا الساعة {$hhmm}.",
    ],
    "he": [
        "אפשר לתרגם לאנגלית? מועמד/ת: {A}, תפקיד: [[$role]].",
        "תזכורת: נסיעת מבחן עם {A} מחר בשעה {$hhmm}.",
    ],
    "fa": [
        "می‌توانی این را به انگلیسی ترجمه کنی؟ نامزد: {A}، سمت: [[$role]].",
        "یادآوری: بازدید از آپارتمان با {A} فردا ساعت {$hhmm}.",
    ],
    "hi": [
        "क्या आप इसका अंग्रेज़ी में अनुवाद कर सकते हैं? उम्मीदवार: {A}, पद: [[$role]]।",
        "रिमाइंडर: कल {$hhmm} बजे {A} के साथ फ्लैट देखने जाना है।",
    ],
    "zh": [
        "请把这段翻译成英文：候选人：{A}，职位：[[$role]]，状态：终面。",
        "提醒：明天{$hhmm}带客户（{A}）看房。",
    ],
    "ja": [
        "次の文を英語に訳してください：「候補者：{A}、職種：[[$role]]、選考状況：最終面接」",
        "リマインダー：明日{$hhmm}、{A} 様と内見の予定。",
    ],
    "ko": [
        "이걸 영어로 번역해 줄래요? 지원자: {A}, 직무: [[$role]], 단계: 최종 면접",
        "알림: 내일 {$hhmm} {A} 님과 시승 예약 ([[$car]]).",
    ],
    "vi": [
        "Dịch sang tiếng Anh giúp mình: Ứng viên: {A}, vị trí: [[$role]], trạng thái: phỏng vấn vòng cuối.",
        "Nhắc việc: dẫn khách {A} đi xem căn hộ lúc {$hhmm} ngày mai.",
    ],
    "th": [
        "ช่วยแปลเป็นภาษาอังกฤษหน่อย: ผู้สมัคร: {A} ตำแหน่ง: [[$role]]",
        "เตือนความจำ: พรุ่งนี้ {$hhmm} พาลูกค้า {A} ไปดูคอนโด",
    ],
    "id": [
        "Bisa terjemahkan ke bahasa Inggris? Kandidat: {A}, posisi: [[$role]], status: wawancara akhir.",
        "Pengingat: {A} akan test drive [[$car]] besok jam {$hhmm}.",
    ],
    "tl": [
        "Pwede mo bang isalin sa Ingles? Aplikante: {A}, posisyon: [[$role]], status: final interview.",
        "Paalala: titingnan ni {A} ang apartment bukas ng {$hhmm}.",
    ],
    "sw": [
        "Unaweza kutafsiri hii kwa Kiingereza? Mwombaji: {A}, nafasi: [[$role]], hatua: usaili wa mwisho.",
        "Kikumbusho: {A} atakuja kuangalia nyumba kesho saa {$hhmm}.",
    ],
}
NONLATIN = set(NATIVE)

KEEP_T = {
    "en": [
        "Can you compare the [[$car]] and the [[$car]] for a family of four? Test drive is on [[$weekday]].",
        "What's the difference between an [[H-1B]] transfer and a new [[H-1B]] petition?",
        "Write a job ad for a [[$role]] to post on [[$jobboard]] and [[$jobboard]].",
        "How do I export candidates from [[$ats]] to [[Excel]] without losing the notes?",
        "Is [[$visa]] processing slower in [[$month]] than in [[$month]]?",
        "Set a reminder every [[$weekday]] at 9 to check new listings on [[$realestate]].",
        "What does [[I-797]] mean on a [[USCIS]] notice, and is it the same as an [[I-94]]?",
        "My [[$car]] shows a check-engine light right after the [[MOT]]; should I go back to the garage?",
        "Draft a checklist for a [[Schengen]] visa appointment in [[$month]].",
        "Which is better for booking interviews, [[$calapp]] or [[$calapp]]?",
        "Explain the [[PERM]] process and where [[EB-2]] fits in.",
        "Can [[$ats]] send automatic rejection e-mails after 30 days?",
        "Summarise the pros and cons of listing a flat on [[$realestate]] versus [[$realestate]].",
        "What should a [[$role]] job description include? Keep it under 200 words.",
        "This calendar line says RRULE:FREQ=WEEKLY;BYDAY=MO - does that mean every [[Monday]]?",
        "How many days of annual leave should a [[$role]] get in the first year in the [[UK]]?",
        "Does the [[$visa]] let me work remotely for a [[US]] company?",
        "What's a fair trade-in value for a 2018 [[$car]] with 90k km?",
        "Sync my [[$app]] contacts with [[$calapp]] so birthdays show up as all-day events.",
        "Our [[$company]] newsletter goes out every [[$weekday]]; write a subject line about winter tyres.",
    ],
    "de": [
        "Welche Unterlagen brauche ich für die [[Ausländerbehörde]], wenn mein [[Aufenthaltstitel]] im [[$month_de]] abläuft?",
        "Ist der [[$car]] oder der [[$car]] günstiger in der [[Versicherung]]?",
        "Schreib eine [[Stellenanzeige]] für [[StepStone]] für eine Werkstudentenstelle im [[Vertrieb]].",
    ],
    "fr": [
        "Quels documents faut-il pour renouveler un [[titre de séjour]] à la [[Préfecture]] ?",
        "Compare la [[Renault Clio]] et la [[Peugeot 208]] pour un jeune conducteur.",
        "Rédige une annonce pour [[Welcome to the Jungle]] pour un poste en [[CDI]] de [[$role]].",
    ],
    "es": [
        "¿Qué necesito para renovar el [[NIE]] si cambio de trabajo en [[Madrid]]?",
        "Compara el [[Seat León]] y el [[Toyota Corolla]] en consumo y seguro.",
        "Escribe una oferta de empleo para [[InfoJobs]]: [[$role]], jornada completa.",
    ],
    "it": [
        "Quali documenti servono in [[Questura]] per il rinnovo del permesso di soggiorno?",
        "Conviene la [[Fiat Panda]] o la [[Toyota Yaris]] per la città?",
        "Scrivi un annuncio per [[LinkedIn]] per una posizione di [[$role]] a tempo pieno.",
        "Come si calcola il [[TFR]] se mi dimetto durante il periodo di prova?",
    ],
    "nl": [
        "Hoe lang duurt een [[IND]]-aanvraag voor een kennismigrant?",
        "Is een [[Volkswagen Polo]] of een [[Kia Picanto]] zuiniger in de stad?",
        "Schrijf een vacaturetekst voor [[Indeed]] voor een [[$role]], 32 uur per week.",
        "Moet ik mijn [[BSN]] al doorgeven aan de nieuwe werkgever voor de eerste werkdag?",
    ],
    "pl": [
        "Jakie dokumenty są potrzebne do [[Karty Pobytu]] przy zmianie pracodawcy?",
        "Czy [[Škoda Octavia]] czy [[Toyota Corolla]] lepiej trzyma cenę?",
        "Napisz ogłoszenie na [[Pracuj.pl]] na stanowisko [[$role]].",
        "Czy pracodawca musi zgłosić mnie do [[ZUS]] przed pierwszym dniem pracy?",
    ],
}
KEEP_COUNTS = {"en": 24, "de": 6, "fr": 6, "es": 6, "it": 4, "nl": 4, "pl": 4}

GEN_COUNTS = {"casing": 8, "position": 12, "lists": 14, "possessive": 24, "quoted": 24,
              "code": 24, "business": 24, "titles": 24}


# ---------------------------------------------------------------------------- driver
class Gen:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.origins = parse_origins()
        self.by_slug = {o["slug"]: o for o in self.origins}
        self.seen = set()

    def draw(self, letters, origin=None, lang=None, force=None):
        rng, out, seen = self.rng, {}, set()
        for L in letters:
            for _ in range(50):
                gender = force if (L == "A" and force) else rng.choice("fm")
                if lang in NONLATIN:
                    p = native_person(lang, gender, rng)
                else:
                    o = origin or rng.choice(self.origins)
                    p = make_person(o, gender, rng)
                if p.full not in seen:
                    break
            seen.add(p.full)
            out[L] = p
        return out

    def one(self, slice_, lang, tpl, case="normal", origin=None, tries=40):
        force = None
        if tpl.startswith("@f:") or tpl.startswith("@m:"):
            force, tpl = tpl[1], tpl[3:]
        letters = sorted(set(LETTERS.findall(tpl)))
        for _ in range(tries):
            persons = self.draw(letters, origin=origin, lang=lang, force=force)
            try:
                segs = to_segments(tpl, persons, self.rng)
            except Retry:
                continue
            text, names, keep = assemble(segs, case)
            rec = {"slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}
            if rec["text"] not in self.seen and not validate(rec):
                self.seen.add(rec["text"])
                return rec
        return None

    def deck(self, templates):
        d = list(templates)
        self.rng.shuffle(d)
        i = 0
        while True:
            yield d[i % len(d)]
            i += 1

    def cycle_one(self, deck, slice_, lang, case="normal", origin=None):
        for _ in range(60):
            rec = self.one(slice_, lang, next(deck), case=case, origin=origin)
            if rec:
                return rec
        raise RuntimeError("cannot render a record for %s/%s" % (slice_, origin))

    def generate(self):
        recs = {s: [] for s in SLICES}   # slice -> list of (sub, rec)
        d = self.deck(CULT_T)
        for o in self.origins:
            for _ in range(2):
                recs["cultures"].append((o["slug"], self.cycle_one(d, "cultures", "en", origin=o)))
        d = self.deck(CASING_T)
        for mode in CASE_MODES:
            for _ in range(GEN_COUNTS["casing"]):
                recs["casing"].append((mode, self.cycle_one(d, "casing", "en", case=mode)))
        for pos in ("start", "middle", "end"):
            d = self.deck(POS_T[pos])
            for _ in range(GEN_COUNTS["position"]):
                recs["position"].append((pos, self.cycle_one(d, "position", "en")))
        for sl, tl in (("lists", LISTS_T), ("possessive", POSS_T), ("quoted", QUOTED_T),
                       ("code", CODE_T), ("business", BUS_T), ("titles", TITLES_T)):
            d = self.deck(tl)
            for i in range(GEN_COUNTS[sl]):
                case = "lower" if sl in ("lists", "quoted") and i % 7 == 6 else "normal"
                recs[sl].append((None, self.cycle_one(d, sl, "en", case=case)))
        for lang in NONEN_T:
            d = self.deck(NONEN_T[lang])
            for _ in range(len(NONEN_T[lang])):
                recs["nonenglish"].append((lang, self.cycle_one(d, "nonenglish", lang)))
        for lang in KEEP_T:
            d = self.deck(KEEP_T[lang])
            for _ in range(KEEP_COUNTS[lang]):
                recs["keep"].append((lang, self.cycle_one(d, "keep", lang)))
        return recs


MARK = re.compile(r"<<(?!<)(.+?)>>|\[\[(.+?)\]\]", re.S)   # "<<<x>>" = "<" + name x


def render_hand(h):
    segs, pos = [], 0
    for m in MARK.finditer(h["text"]):
        if m.start() > pos:
            segs.append(("t", h["text"][pos:m.start()]))
        segs.append(("n", m.group(1)) if m.group(1) is not None else ("k", m.group(2)))
        pos = m.end()
    if pos < len(h["text"]):
        segs.append(("t", h["text"][pos:]))
    text, names, keep = assemble(segs)
    return {"slice": h["slice"], "lang": h["lang"], "text": text, "names": names, "keep": keep}


def build():
    g = Gen()
    recs = g.generate()
    hand = {s: [] for s in SLICES}
    errors = []
    for i, h in enumerate(HAND):
        assert h["slice"] in SLICES, h
        r = render_hand(h)
        e = validate(r)
        if e:
            errors.append("hand #%d (%s/%s): %s\n    %r" % (i, h["slice"], h["sub"], "; ".join(e), h["text"][:150]))
        hand[h["slice"]].append((h["sub"], r))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit("%d hand records failed validation" % len(errors))
    out, counters, seen_text = [], {}, set()
    for s in SLICES:
        for is_hand, items in ((False, recs[s]), (True, hand[s])):
            for sub, r in items:
                prefix = s + ("-" + sub if sub else "") + ("-hand" if is_hand else "")
                counters[prefix] = counters.get(prefix, 0) + 1
                rid = "%s-%03d" % (prefix, counters[prefix])
                if r["text"] in seen_text:
                    sys.exit("duplicate text: %r" % r["text"][:80])
                seen_text.add(r["text"])
                out.append({"id": rid, "slice": s, "lang": r["lang"], "text": r["text"],
                            "names": r["names"], "keep": r["keep"]})
    return out, g


def main():
    out, g = build()
    ids = [r["id"] for r in out]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for r in out:                      # final re-check of every written record
        e = validate(r)
        assert not e, (r["id"], e)
    present = {r["slice"] for r in out}
    missing = [s for s in SLICES if s not in present]
    assert not missing, "missing slices: %r" % missing
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out).encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    # report
    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "hand", "names", "keep"))
    tot = [0, 0, 0, 0]
    for s in SLICES:
        rs = [r for r in out if r["slice"] == s]
        row = [len(rs), sum("-hand-" in r["id"] for r in rs), sum(len(r["names"]) for r in rs),
               sum(len(r["keep"]) for r in rs)]
        tot = [a + b for a, b in zip(tot, row)]
        print("%-12s %6d %6d %6d %6d" % ((s,) + tuple(row)))
    print("%-12s %6d %6d %6d %6d" % (("TOTAL",) + tuple(tot)))
    subs = {}
    for r in out:
        key = re.sub(r"-\d+$", "", r["id"]).replace("-hand", "")
        if r["slice"] in ("casing", "position", "nonenglish", "keep"):
            subs[key] = subs.get(key, 0) + 1
    print("subslices: " + ", ".join("%s %d" % kv for kv in sorted(subs.items())))
    langs = {}
    for r in out:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])))))
    conts = {}
    for o in g.origins:
        conts[o["continent"]] = conts.get(o["continent"], 0) + 1
    print("origins: %d (%s)" % (len(g.origins), ", ".join("%s %d" % kv for kv in sorted(conts.items()))))
    po = [k for r in out for k in r["keep"] if k in PLACE_ORG_KEEP]
    print("keep items that are places/organisations: %d (%s)" % (len(po), ", ".join(sorted(set(po)))))
    print("md5 names_eval.jsonl: %s" % hashlib.md5(data).hexdigest())


if __name__ == "__main__":
    main()
