#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v2 PERSON-name evaluation corpus). stdlib only.

python3 make_corpus.py            -> writes names_eval.jsonl next to this file
Deterministic: fixed seed, fixed iteration order, ensure_ascii=False, "\\n" line ends.

Template markup
  {A} {B} ... {E}     full name of person A..E (a name span)
  {A.first}           given name only            {A.last}   family name only
  {A.init}            initials + family name     ("J. R. Okafor")
  {A.handle}          code handle                ("j.okafor", "jokafor")
  {A.rev}             "Family, Given"
  {A.mr}              title literal Mr/Ms (NOT part of the span); also .herr .mme .sr
                      .sig .srpt .dhr .pan .bey (de/fr/es/it/pt/nl/pl/tr)
  <<text>>            literal hand-written name span
  [[text]]            literal word(s) to keep
  {%POOL}             a filler drawn from POOLS; kept (or its [[...]] parts are kept)
"""
import json
import os
import random
import re
import unicodedata

import names_data as ND

SEED = 20260307
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")

L = ND._l
ORIGIN_KEYS = list(ND.ORIGINS)

# ----------------------------------------------------------------------------- fillers
POOLS = {
    "DAY": L("Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday"),
    "MONTH": L("January, February, March, April, May, June, July, August, September, October, November, December"),
    "TOOL": L("PyTorch, Kubernetes, Excel, Jira, Salesforce, Terraform, Postgres, TensorFlow, Figma, SharePoint, "
              "Tableau, Docker, GitLab, Notion, Power BI, Slack, Zoom, Outlook, Confluence, Airflow, React, Django, "
              "NumPy, Snowflake, HubSpot, QuickBooks, Workday, BigQuery"),
    "COUNTRY": ["Portugal", "Japan", "Canada", "Mexico", "Kenya", "Vietnam", "Norway", "Morocco", "Chile",
                "the [[US]]", "the [[UK]]", "Germany", "Australia", "Peru", "Iceland", "Ghana", "Thailand",
                "the [[UAE]]", "Poland", "Colombia"],
    "ROLE": L("Senior Data Engineer, Head of Finance, Product Manager, Chief Operating Officer, Nurse Practitioner, "
              "Sales Director, Software Architect, Office Manager, Compliance Officer, Head of People, "
              "Marketing Lead, Site Reliability Engineer"),
    "ABBR": L("VAT, GDPR, HR, CEO, CFO, IBAN, NHS, IRS, HMRC, API, SQL, AWS, KPI, SLA, OKR, ISO, NDA"),
    "BRAND": L("Toyota, Nike, IKEA, Samsung, Lufthansa, Heineken, Nespresso, Adidas, Volvo, Lenovo, Uniqlo, Spotify"),
}

# ----------------------------------------------------------------------------- people
FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L",
        "ı": "i", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "œ": "oe"}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


def split_g(entry, gender):
    if "/" in entry:
        m, f = entry.split("/")
        return f if gender == "f" else m
    return entry


TITLES = {
    "mr": ("Ms", "Mr"), "herr": ("Frau", "Herr"), "mme": ("Mme", "M."), "sr": ("Sra.", "Sr."),
    "sig": ("Sig.ra", "Sig."), "srpt": ("Sra.", "Sr."), "dhr": ("mevrouw", "meneer"),
    "pan": ("Pani", "Pan"), "bey": ("Hanım", "Bey"),
    "sehr": ("Sehr geehrte Frau", "Sehr geehrter Herr"), "estim": ("Estimada Sra.", "Estimado Sr."),
    "alla": ("alla Sig.ra", "al Sig."), "prez": ("Prezada Sra.", "Prezado Sr."),
    "paraa": ("para a Sra.", "para o Sr."),
}


class Person:
    def __init__(self, origin, gender, full, first, last, init, rev):
        self.origin, self.gender = origin, gender
        self.full, self.first, self.last, self.init, self.rev = full, first, last, init, rev
        self.handle = None

    def form(self, attr):
        if attr is None:
            return self.full
        return getattr(self, attr)


def make_person(rng, okey, allow_mono=True):
    o = ND.ORIGINS[okey]
    kind, opts = o["kind"], o["opts"]
    mono = L(opts.get("mono", ""))
    if kind == "mono" or (mono and allow_mono and rng.random() < opts.get("mono_share", 0)):
        if not allow_mono and kind == "mono":
            raise ValueError("mono origin")
        n = rng.choice(mono)
        p = Person(okey, "x", n, n, n, n, n)
        p.handle = handle_part(n)
        return p
    gender = rng.choice("fm")
    given = rng.choice(o[gender])
    fam_entry = rng.choice(o["fam"])
    fam = split_g(fam_entry, gender)
    init = None
    if kind == "gf":
        mid = []
        if opts.get("middle_" + gender) and rng.random() < opts.get("middle_share", 0):
            mid.append(rng.choice(L(opts["middle_" + gender])))
        if opts.get("patronyms") and rng.random() < opts.get("patronym_share", 0):
            mid.append(split_g(rng.choice(L(opts["patronyms"])), gender))
        fam_full = fam
        if opts.get("second_share") and rng.random() < opts["second_share"]:
            fam2 = rng.choice([x for x in o["fam"] if x != fam_entry])
            fam_full = fam + " " + fam2
        if opts.get("de_forms") and rng.random() < opts.get("de_share", 0):
            fam_full = rng.choice(L(opts["de_forms"])) + " " + fam_full
        nasab = ""
        if opts.get("nasab_share") and rng.random() < opts["nasab_share"]:
            nasab = ("bint " if gender == "f" else "bin ") + rng.choice(o["m"]) + " "
        fg = rng.random() < opts.get("fg_share", 0)
        given_full = " ".join([given] + mid)
        if fg:
            full = fam_full + " " + given_full
        else:
            full = given_full + " " + nasab + fam_full
        ini = given[0] + "."
        if rng.random() < 0.4:
            ini += " " + rng.choice(ND.EXTRA_INITIALS) + "."
        init = full if fg else ini + " " + fam_full
        p = Person(okey, gender, full, given, fam_full, init, fam_full + ", " + given_full)
    elif kind == "fg":
        full = fam + " " + given
        p = Person(okey, gender, full, given, fam, full, fam + ", " + given)
    elif kind == "fg_mid":
        mid = rng.choice(L(opts[gender + "_mid"]))
        if rng.random() < opts.get("ascii_share", 0):
            fam, mid, given = fold(fam), fold(mid), fold(given)
        full = " ".join([fam, mid, given])
        p = Person(okey, gender, full, given, fam, full, fam + ", " + mid + " " + given)
    elif kind == "bin":
        full = given + (" binti " if gender == "f" else " bin ") + fam
        p = Person(okey, gender, full, given, given, full, full)
    elif kind == "father":
        full = given + " " + fam
        p = Person(okey, gender, full, given, fam, full, fam + ", " + given)
    elif kind == "father2":
        father = rng.choice([x for x in o["m"] if x != given])
        full = " ".join([given, father, fam])
        p = Person(okey, gender, full, given, fam, full, full)
    elif kind == "tamil":
        full = given + " " + fam
        p = Person(okey, gender, full, given, fam, fam[0] + ". " + given, fam + ", " + given)
    else:
        raise ValueError(kind)
    f, l = handle_part(p.first), handle_part(p.last)
    style = rng.randrange(4)
    p.handle = [f + "." + l, f[0] + l, f + "_" + l, f + l[0]][style]
    return p


# ----------------------------------------------------------------------------- rendering
TOKEN_RE = re.compile(r"\{([A-E])(?:\.(\w+))?\}|\{%(\w+)\}|\[\[(.+?)\]\]|<<(.+?)>>")


def segments(template, persons, rng):
    segs = []
    pos = 0
    for m in TOKEN_RE.finditer(template):
        if m.start() > pos:
            segs.append(("lit", template[pos:m.start()]))
        pos = m.end()
        who, attr, pool, keep, lit = m.groups()
        if who:
            p = persons[who]
            if attr in TITLES:
                if p.gender == "x":
                    raise ValueError("title for ungendered person")
                segs.append(("lit", TITLES[attr][0 if p.gender == "f" else 1]))
            else:
                segs.append(("name", p.form(attr)))
        elif pool:
            val = rng.choice(POOLS[pool])
            if "[[" in val:
                segs.extend(segments(val, persons, rng))
            else:
                segs.append(("keep", val))
        elif keep:
            segs.append(("keep", keep))
        else:
            segs.append(("name", lit))
    if pos < len(template):
        segs.append(("lit", template[pos:]))
    return segs


def apply_case(kind, s, mode):
    if mode == "lower" or (mode == "name_lower" and kind == "name"):
        return s.lower()
    if mode == "upper" or (mode == "name_upper" and kind == "name"):
        return s.upper()
    return s


def words(s):
    return [w.casefold() for w in re.findall(r"\w+", s)]


def build(template, persons, rng, mode=None):
    text, names, keep = "", [], []
    for kind, s in segments(template, persons, rng):
        s = apply_case(kind, s, mode)
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, names, keep


def outside(text, w, names):
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= n["start"] or m.start() >= n["end"] for n in names):
            return True
    return False


def problems(rec):
    t, names, keep = rec["text"], rec["names"], rec["keep"]
    errs = []
    last_end = -1
    for n in names:
        if t[n["start"]:n["end"]] != n["text"]:
            errs.append("span text mismatch %r" % n)
        if not n["text"] or n["text"] != n["text"].strip():
            errs.append("empty or padded span %r" % n)
        if n["start"] < last_end:
            errs.append("overlapping/unsorted spans")
        last_end = n["end"]
    if rec["slice"] == "keep":
        if names:
            errs.append("keep slice has names")
        if not keep:
            errs.append("keep slice without keep items")
    elif not names:
        errs.append("no names in a name-bearing slice")
    name_words = set()
    for n in names:
        name_words.update(words(n["text"]))
    for k in keep:
        if not outside(t, k, names):
            errs.append("keep item not outside name spans: %r" % k)
        if set(words(k)) & name_words:
            errs.append("keep item shares a token with a name: %r" % k)
    return errs


def persons_ok(persons):
    seen = set()
    for p in persons.values():
        toks = set(words(p.full))
        if toks & seen:
            return False
        seen |= toks
    return True


RECORDS = []
IDS = set()
COUNTERS = {}


def add(slice_, sub, lang, text, names, keep):
    key = slice_ + ("-" + sub if sub else "")
    COUNTERS[key] = COUNTERS.get(key, 0) + 1
    rid = "%s-%03d" % (key, COUNTERS[key])
    assert rid not in IDS, rid
    IDS.add(rid)
    rec = {"id": rid, "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}
    errs = problems(rec)
    if errs:
        raise SystemExit("invalid record %s: %s\n%s" % (rid, errs, text))
    RECORDS.append(rec)


def letters_in(template):
    return sorted(set(re.findall(r"\{([A-E])(?:\.\w+)?\}", template)))


def gen(rng, slice_, sub, lang, template, origins=None, mode=None, origin_bias=None):
    """Render a template with freshly drawn people; redraw on token collisions."""
    needs_title = any(a in TITLES for a in re.findall(r"\{[A-E]\.(\w+)\}", template))
    for _ in range(200):
        persons = {}
        for w in letters_in(template):
            if origins:
                ok = rng.choice(origins)
            elif origin_bias and rng.random() < 0.5:
                ok = rng.choice(origin_bias)
            else:
                ok = rng.choice(ORIGIN_KEYS)
            if needs_title and ND.ORIGINS[ok]["kind"] == "mono":
                ok = "anglo" if not origins else ok
                if ND.ORIGINS[ok]["kind"] == "mono":
                    raise SystemExit("title template with mono origin")
            persons[w] = make_person(rng, ok, allow_mono=not needs_title)
        if not persons_ok(persons):
            continue
        text, names, keep = build(template, persons, rng, mode)
        rec = {"slice": slice_, "text": text, "names": names, "keep": keep}
        if problems(rec):
            continue
        add(slice_, sub, lang, text, names, keep)
        return
    raise SystemExit("could not render: " + template)


def hand(slice_, sub, lang, template, mode=None):
    text, names, keep = build(template, {}, random.Random(0), mode)
    add(slice_, sub, lang, text, names, keep)


# ============================================================================= templates
CULTURE_T = [
    "Can you draft a short thank-you email to {A} for covering my shift on {%DAY}?",
    "I need to introduce {A} to {B} by email; they are both working on the {%TOOL} migration. Keep it to three sentences.",
    "Summarise this for me: {A} will run the onboarding sessions in {%MONTH}, and {B} takes over the budget review.",
    "Write a [[LinkedIn]] recommendation for {A}, who was my team lead for two years.",
    "My landlord, {A}, says the deposit will be returned by {%DAY}. How do I politely ask for that in writing?",
    "Help me write a birthday message for my colleague {A}. Keep it light and not too cheesy.",
    "Please put into plain English the note {A} left about the [[VAT]] refund.",
    "Draft a reply to {A} saying I can't attend the workshop but would love to get the slides.",
    "What's a polite way to remind {A} that the invoice is 30 days overdue?",
    "Rewrite this so it sounds more formal: {A} and I fixed the bug in the [[Excel]] macro last night.",
    "Give me three interview questions to ask {A}, who is applying for the {%ROLE} role.",
    "I'm nominating {A} for the employee of the month award. Write the nomination in about 100 words.",
    "Create an agenda for the {%DAY} sync with {A} and {B}.",
    "Turn these notes into a paragraph: call with {A}, agreed to ship in {%MONTH}, follow up on [[GDPR]] questions.",
    "How should I address a wedding card to {A} and {B}?",
    "Proofread this: 'Dear all, please welcome {A}, who joins us as our new {%ROLE}.'",
    "Write a short condolence note to {A}, whose father passed away last week.",
    "Can you check whether this reference letter for {A} sounds too generic?",
    "Our new tenant {A} wants to pay the rent through [[PayPal]]. Is that a bad idea for a small landlord?",
    "Explain to {A} in simple words why the [[Kubernetes]] cluster went down on {%DAY}.",
    "Make a packing list for the trip I'm taking with {A} to {%COUNTRY} in {%MONTH}.",
    "Compose a short toast for the retirement party of {A}.",
    "Write an out-of-office message telling people to contact {A} while I'm on leave.",
    "I met {A} at a trade fair in {%COUNTRY} and want to follow up about a partnership. Draft the email.",
    "Write a polite complaint to the [[Property Manager]], {A}, about the broken heating since [[Tuesday]].",
    "Suggest a gift for {A}, who just finished a [[PhD]] in marine biology.",
    "Translate into [[Spanish]]: \"{A} will pick you up from the airport at six.\"",
    "Is it rude to ask {A} for a reference after only six months at [[Siemens]]?",
    "Write a two-line intro I can read before {A} gives the keynote on {%DAY}.",
    "Please tidy up this sentence for the minutes: action item for {A} - chase the [[HR]] paperwork.",
    "Do I need to cc {A} on the reply to the auditors, or is that overkill?",
    "Help me split the restaurant bill between me, {A} and {B}: 184 euros plus a 10% tip.",
]

GENERIC_T = [  # used by casing
    "hey can you write a quick note to {A} saying the {%TOOL} demo moved to {%DAY}",
    "remind me to call {A} about the [[Airbnb]] booking tomorrow",
    "pls summarise what {A} said in the standup, i missed it",
    "Write a formal letter to {A} confirming the job offer and the start date in {%MONTH}.",
    "URGENT: {A} needs the signed contract before {%DAY}. Draft a reminder.",
    "Can you turn this into bullet points? {A} approved the budget, {B} is still waiting on [[Legal]].",
    "how do i tell {A} that i can't make the wedding without sounding rude",
    "Please translate this into [[French]]: {A} is the new point of contact for {%COUNTRY}.",
    "Write a short thank-you card for {A}, who helped us move flat over the [[Easter]] weekend.",
    "Check my grammar: me and {A} was planning to go to the [[IKEA]] on {%DAY}.",
    "is {A} the right person to ask about the [[SQL]] timeout or should i ask {B}",
    "Draft an apology to {A} for missing the {%DAY} meeting.",
    "Summarise the complaint {A} sent about the delayed [[Amazon]] parcel.",
    "Write a welcome message for {A} in the team channel, mention the {%TOOL} onboarding doc.",
    "Give {A} some feedback on the quarterly deck: too many slides, great charts.",
    "Tell me how to ask {A} for a pay rise before the [[April]] review without burning bridges.",
]

POS_START = [
    "{A} wants to know if the [[Q3]] numbers are final. Can you draft a reply?",
    "{A} and I are planning a road trip through {%COUNTRY}; suggest a ten-day route.",
    "{A} asked me to explain the difference between a [[Roth]] [[IRA]] and a regular one. Help me write it up.",
    "{A.first} keeps scheduling meetings over lunch. How do I push back nicely?",
    "{A} is leaving the company on {%DAY}. Write a farewell message from the whole team.",
    "{A} sent me a spreadsheet with 40,000 rows; what's the fastest way to dedupe it in {%TOOL}?",
    "{A} recommended a book on negotiation but I forgot the title. It was about hostage talks, I think.",
    "{A}: can you help me prepare for my citizenship interview next {%DAY}?",
    "{A.first} says the [[API]] returns 502 errors after the deploy. What should we check first?",
    "{A} won the regional chess championship! Write a short announcement for the newsletter.",
    "{A} needs a cover letter for a {%ROLE} job at a startup. Here's the CV.",
    "{A}'s flight got cancelled on the way home; what are the passenger's rights under [[EU]] rules?",
]
POS_MIDDLE = [
    "Could you ask {A} whether the [[Keynote]] slides are ready before we send anything to [[Accenture]]?",
    "I told {A} the launch was moving to {%MONTH}, but the board hasn't confirmed it yet.",
    "Yesterday {A} and the {%ROLE} disagreed about the roadmap; how do I mediate?",
    "Please draft an email where {A} introduces our new refund policy to customers.",
    "The contract says {A} is liable for repairs over 500 pounds. Is that normal in the [[UK]]?",
    "My neighbour {A} keeps parking in front of my garage. What can I legally do?",
    "Write a scene where {A} and {B} meet for the first time at [[Grand Central]] station.",
    "When {A} joined, we didn't have any documentation for the {%TOOL} setup at all.",
    "Last {%DAY} {A.first} forgot the keys again, so write a funny sign for the front door.",
    "Our auditor {A} flagged three [[Uber]] expense claims from [[March]]; help me explain them.",
    "If {A} signs the lease today, when is the first payment due?",
    "The podcast guest, {A}, talked about burnout; give me five follow-up questions.",
]
POS_END = [
    "Write a [[Christmas]] haiku for {A}",
    "Please send the final [[VAT]] invoice to {A}.",
    "Who should I cc on this? Probably {A}",
    "Draft a short note wishing good luck to {A}!",
    "Make the tone warmer and sign it from {A}.",
    "The person to contact about the [[NDA]] is {A}",
    "Fix the typos in this [[Father's Day]] speech I'm giving for {A}.",
    "Add a line at the end thanking {A}",
    "This week's on-call engineer is {A}.",
    "The meeting notes should be addressed to {A} and {B}",
    "Can you write a limerick about a cat owned by {A}?",
    "Finally, translate the summary for our partner in {%COUNTRY}, {A}.",
]

LIST_T = [
    "Add {A}, {B} and {C} to the invite for the {%DAY} planning session.",
    "Write a group email to {A}, {B}, {C}, and {D} about the new parking rules.",
    "Attendees: {A}; {B}; {C}. Please turn this into formal minutes.",
    "Make a seating plan for {A}, {B}, {C}, {D} and {E}; {A.first} and {B.first} shouldn't sit together.",
    "The panel is {A} & {B}. Write a two-sentence intro for each.",
    "Reviewers:\n- {A}\n- {B}\n- {C}\nTurn this into a sentence for the report.",
    "1. {A}\n2. {B}\n3. {C}\nRank these candidates by the notes below and explain why.",
    "Split the cleaning rota between {A}, {B} and {C} for {%MONTH}.",
    "Cite these authors in [[APA]] style: {A.rev}; {B.rev}; {C.rev}.",
    "name,role\n{A},{%ROLE}\n{B},[[Intern]]\nConvert this CSV into a markdown table.",
    "Thank {A}, {B}, and {C} for organising the [[Oxfam]] charity run in [[Hyde Park]].",
    "Who has the most experience with {%TOOL}: {A}, {B} or {C}?",
    "Sort alphabetically by surname: {A}, {B}, {C}, {D}.",
    "{A}/{B} will share the on-call rotation over the holidays. Draft the announcement.",
    "The winners are {A}, {B} and {C}, congratulations to all three! Make this sound more exciting.",
    "| Name | Team |\n|---|---|\n| {A} | [[Finance]] |\n| {B} | [[Marketing]] |\nAdd a column for start dates.",
    "Write a birthday card signed by {A.first}, {B.first}, {C.first} and the rest of the {%TOOL} team.",
    "Co-applicants: {A} and {B}. Does the mortgage form need both signatures on every page?",
    "Email {A}, {B} (cc {C}) that the [[SLA]] review moved to {%DAY}.",
    "Volunteers for the [[Red Cross]] drive: {A}, {B}, {C}, {D}. Draft a thank-you post.",
    "Compare the proposals from {A} and {B} and tell me which is cheaper.",
    "Book a table for four at [[Nando's]] on [[Friday]] under the names {A} and {B}.",
]

POSS_T = [
    "Summarise {A}'s report on the {%MONTH} sales figures.",
    "I borrowed {A}’s [[ThinkPad]] and spilled [[Starbucks]] coffee on it. How do I apologise?",
    "Can you make {A.first}'s speech shorter? It runs nine minutes.",
    "{A}'s visa application was rejected; what documents usually fix that?",
    "Compare {A}'s proposal with {B}'s and list the main differences.",
    "Reply to {A.mr} {A.last}'s complaint about the noise on {%DAY} night.",
    "Rewrite {A}’s bio so it fits in 280 characters.",
    "What should I bring to {A}'s housewarming party on [[New Year's Eve]]?",
    "Please review {A}'s pull request description for clarity; it touches the {%TOOL} config.",
    "Explain {A}'s feedback to me like I'm five: 'the cohort analysis ignores churned users'.",
    "We need {A}'s signature and {B}’s initials on the [[NDA]] by {%DAY}.",
    "Write a toast for {A.first}'s 40th birthday at the [[Hilton]].",
    "Forward {A}'s [[CV]] to the [[Hiring Manager]] with a short note.",
    "Is {A}'s claim that the [[EU]] bans this ingredient accurate?",
    "Translate {A}'s message into [[German]] for our [[Berlin]] office.",
    "Turn {A}'s rough notes into a proper press release.",
    "Our dog sitter is {A}; draft instructions for {A.first}'s first day with the puppy.",
    "Fix the formatting of {A}'s expense table before I send it to the {%ROLE}.",
]

QUOTE_T = [
    "Write a reply to this email:\n\n\"Hi {B.first},\nCould you send the revised quote by {%DAY}? The client is getting impatient.\nBest,\n{A}\"",
    "Summarise this chat:\n[09:14] {A.first}: is the build green?\n[09:15] {B.first}: no, {%TOOL} tests are flaky again\n[09:16] {A.first}: ugh ok",
    "Is this email a phishing attempt?\n\n\"Dear customer, your [[Netflix]] account is on hold. Verify your details within 24 hours.\nRegards,\n{A}\n[[Account Security Team]]\"",
    "Make this reply more polite:\n> On {%DAY}, {A} wrote:\n> Where is the report?\nIt's coming, calm down.",
    "From: {A}\nTo: {B}\nSubject: {%MONTH} rota\n\nPlease explain what this email is asking me to do.",
    "Translate to English: \"Hola {A.first}, te mando el contrato mañana. Un abrazo, {B.first}\"",
    "My colleague wrote: \"{A.first}, you dropped the ball on the [[KPI]] dashboard.\" How should I respond?",
    "Shorten this signature:\n--\n{A}\n{%ROLE}\nOffice: +44 20 7946 0000",
    "Draft a response to {A.first}'s text: \"can u pick up the kids at 4? im stuck at work\"",
    "Hi {A.first},\n\nThanks for the quick turnaround. Can you check this paragraph before I send it?\n\nCheers,\n{B.first}",
    "Proofread: \"Dear {A.mr} {A.last}, further to our call on {%DAY}, please find attached the signed agreement. Kind regards, {B}\"",
    "What tone is this? \"{A.first} — per my last email, the [[SLA]] was breached twice.\"",
    "Rewrite this WhatsApp message so it sounds less passive-aggressive: \"Fine, {A.first}. Do whatever you want.\"",
    "Here's a voicemail transcript: \"Hi, it's {A} from [[St Mary's]] clinic, calling about your appointment on {%DAY}.\" Write a callback script.",
    "Forwarded message:\n---------\nFrom: {A}\nDate: {%DAY}\nSubject: Re: keys\nI left them with {B.first}.\n---------\nWhat should I do next?",
    "Summarise the thread:\n{A}: we should drop [[IE11]] support\n{B}: agreed, but ask the {%ROLE} first\n{C}: I'll raise it on {%DAY}",
    "Turn this into a formal letter: \"yo {A.first}, rent's late, sorry, will pay friday. {B.first}\"",
    "Reply to {A} who wrote: \"Could we push the demo to {%MONTH}? Thanks, {A.first}\"",
    "Quote for the newsletter: \"Volunteering changed my life,\" says {A}, a retired teacher from [[Ohio]].",
    "Make this email shorter:\n\nDear {A.first},\nI hope you're well. I wanted to follow up on the [[VAT]] question from last week...\nWarm wishes,\n{B}",
    "Analyse the sentiment of this review: \"The host, {A.first}, was lovely, but the flat was freezing.\"",
    "Is this a scam? \"Hello, I am {A}, a lawyer representing an unclaimed estate. Reply with your bank details.\"",
]

CODE_T = [
    "Fix this function:\n```python\n# TODO({A.handle}): handle empty input\ndef mean(xs):\n    return sum(xs) / len(xs)\n```",
    "Why does this fail?\n```js\n// author: {A}\nconst total = items.reduce((a, b) => a + b);\n```",
    "Explain this git log:\ncommit 3f9a1c2\nAuthor: {A} <dev@example.com>\nDate:   {%DAY}\n\n    Fix race in cache warmup",
    "Clean up this docstring:\n```python\ndef load(path):\n    \"\"\"Load the dataset. Written by {A}, reviewed by {B.init}.\"\"\"\n```",
    "What does this blame line mean?\n^a81be2f ({A} 2024-03-11 14:02:33 +0100 42)     retries = 3",
    "Add type hints:\n```python\nDEFAULT_OWNER = \"{A}\"\ndef assign(ticket, owner=DEFAULT_OWNER):\n    ticket.owner = owner\n```",
    "Convert this Java header to Kotlin:\n/**\n * Parses invoices.\n * @author {A.rev}\n */",
    "Review this SQL:\n-- reviewed by {A.init}\nSELECT * FROM orders WHERE status = 'open';",
    "Write a commit message for this [[GitHub]] diff. Co-authored-by: {A} <noreply@example.org>",
    "Fix the JSON:\n{\"name\": \"{A}\", \"role\": \"admin\", }",
    "Why does pip complain about this pyproject?\n[project]\nname = \"tinyq\"\nauthors = [{ name = \"{A}\" }]",
    "Explain this [[Dockerfile]] line: LABEL maintainer=\"{A}\"",
    "Write a unit test for greet():\n```python\ndef greet(name):\n    return f\"Hello, {name}!\"\n\nassert greet(\"{A.first}\") == \"Hello, {A.first}!\"\n```",
    "In this PR comment, what is @{A.handle} asking for? \"please rebase onto main before I approve\"",
    "Refactor:\n```go\n// Package ledger was written by {A} in 2019.\npackage ledger\n```",
    "Make this YAML valid:\nmaintainers:\n  - {A}\n  - {B}\n version: 2",
    "Translate these comments to English:\n# FIXME ({A.handle}): el timeout es demasiado corto\n# Gracias a {B.first} por el parche",
    "Convert this to a [[Python]] dataclass: user = {\"first\": \"{A.first}\", \"last\": \"{A.last}\"}",
    "What does this [[CODEOWNERS]] rule do?\n/billing/ @{A.handle} @{B.handle}",
    "Write a changelog entry: 'Fixed crash on startup (thanks {A})'.",
    "Why is this [[HTML]] comment showing up? <!-- layout by {A}, do not touch -->",
    "Rename the variable in:\n```python\nsigned_off_by = \"{A}\"  # legal asked for this in {%MONTH}\n```",
    "Explain this stack trace comment: // {A.first} says this only breaks on [[Windows]]",
    "Summarise these commits:\n{A.handle}  fix: null check in parser\n{B.handle}  feat: add [[CSV]] export\n{A.handle}  chore: bump deps",
    "Is this license header OK?\n# Copyright (c) 2025 {A}\n# SPDX-License-Identifier: MIT",
    "Fix the test fixture:\nUser(id=7, full_name='{A}', email='user7@example.com')",
    "Review this Rust doc comment:\n/// Contributed by {A.init}. See the [[RFC]] for details.",
]

NONENG_T = {
    "de": [
        ("Kannst du eine kurze [[E-Mail]] an {A} schreiben, dass die [[Rechnung]] bis [[Freitag]] bezahlt wird?", ["german"]),
        ("Bitte formuliere eine höfliche Absage für das [[Vorstellungsgespräch]] am [[Montag]]. Empfänger: {A.herr} {A.last}.", ["german"]),
        ("Fasse den [[Bericht]] von {A} zur [[Steuererklärung]] in drei Sätzen zusammen.", None),
        ("Übersetze ins Englische: \"{A} übernimmt ab [[Januar]] die Leitung der [[Buchhaltung]].\"", None),
        ("Wie schreibe ich {A} eine [[Erinnerung]] wegen der offenen [[Miete]], ohne unhöflich zu sein?", None),
        ("{A} hat mir die [[Kündigung]] geschickt. Was muss ich jetzt beim [[Finanzamt]] beachten?", ["german"]),
        ("Schreib eine Glückwunschkarte zur Hochzeit von {A} und {B}.", None),
        ("Jemand aus meinem Team, {A.first}, braucht Hilfe mit [[Excel]]: Wie erstelle ich eine [[Pivot-Tabelle]]?", None),
        ("Korrigiere bitte: \"{A.sehr} {A.last}, anbei sende ich Ihnen den [[Vertrag]].\"", ["german"]),
    ],
    "fr": [
        ("Peux-tu rédiger un courriel à {A} pour confirmer le [[rendez-vous]] de [[mardi]] ?", None),
        ("Écris une lettre de recommandation pour {A.mme} {A.last}, qui dirigeait le service [[RH]] jusqu'en [[mars]].", ["french"]),
        ("Résume le compte rendu de {A} sur le projet [[Kubernetes]].", None),
        ("Traduis en anglais : « {A} arrivera à [[Lyon]] le 3 [[juin]] avec {B}. »", None),
        ("Comment dire poliment à {A} que la [[TVA]] n'était pas incluse dans le devis ?", None),
        ("{A} m'a demandé un modèle de lettre de démission. Tu peux m'aider ?", ["french"]),
        ("Corrige les fautes : « Bonjour {A.first}, je t'envoie le fichier [[Excel]] demain. Bisous, {B.first} »", None),
        ("Prépare un discours pour le départ à la retraite de {A.mme} {A.last}.", ["french"]),
        ("J'ai un désaccord avec {A} sur le budget de l'[[Union européenne]]. Aide-moi à structurer mes arguments.", None),
    ],
    "es": [
        ("¿Puedes escribir un correo a {A} para recordarle la reunión del [[lunes]]?", None),
        ("Redacta una carta formal para {A} sobre el retraso del pedido que hizo en [[Amazon]].", ["spanish", "mexican", "andean"]),
        ("Resume el informe de {A} sobre las ventas de [[Navidad]].", None),
        ("Traduce al inglés: \"{A} y {B} llegan a [[Madrid]] en [[octubre]].\"", None),
        ("{A} me pidió ayuda con una fórmula de [[Excel]]. ¿Cómo sumo solo las celdas en rojo?", ["spanish", "andean", "mexican"]),
        ("Escribe un mensaje de cumpleaños para {A}, que cumple sesenta años el [[sábado]].", None),
        ("¿Cómo le explico a {A.first} que el [[IVA]] no es deducible en este caso?", None),
        ("Corrige este texto: \"{A.estim} {A.last}: le adjunto la factura de [[marzo]].\"", ["spanish", "mexican"]),
        ("Necesito una carta de presentación para {A}, que quiere trabajar en [[Google]].", None),
    ],
    "it": [
        ("Puoi scrivere una mail a {A} per spostare la riunione a [[giovedì]]?", None),
        ("Riassumi la relazione di {A} sul bilancio di [[dicembre]].", ["italian"]),
        ("Scrivi una lettera formale {A.alla} {A.last} per il rimborso dell'[[IVA]].", ["italian"]),
        ("Traduci in inglese: \"{A} e {B} arriveranno a [[Milano]] domenica sera.\"", None),
        ("Come posso dire a {A} che il suo codice [[Python]] non passa i test?", None),
        ("{A} mi ha chiesto un discorso per il matrimonio della sorella. Aiutami tu.", ["italian"]),
        ("Correggi: \"Gentile {A.sig} {A.last}, le invio il contratto firmato.\"", ["italian"]),
        ("Prepara una scaletta per la chiamata con {A} e il team di [[Amazon]].", None),
    ],
    "pt": [
        ("Você pode escrever um e-mail para {A} confirmando a entrega na [[segunda-feira]]?", None),
        ("Resuma o relatório de {A} sobre o projeto de [[SAP]].", ["brazilian", "portuguese"]),
        ("Escreva uma carta formal {A.paraa} {A.last} sobre o atraso no pagamento do [[IPTU]].", ["brazilian", "portuguese"]),
        ("Traduza para o inglês: \"{A} chega a [[Lisboa]] em [[agosto]] com {B}.\"", None),
        ("Como digo para {A.first} que o [[INSS]] ainda não foi pago?", ["brazilian"]),
        ("{A} pediu uma mensagem de boas-vindas para a equipe de [[Marketing]].", None),
        ("Corrija: \"{A.prez} {A.last}, segue em anexo a nota fiscal.\"", ["brazilian", "portuguese"]),
        ("Crie uma agenda para a reunião com {A} e {B} na [[sexta-feira]].", None),
    ],
    "nl": [
        ("Kun je een mail schrijven aan {A} dat de [[factuur]] pas op [[woensdag]] komt?", None),
        ("Vat het verslag van {A} over de [[Belastingdienst]] samen.", ["dutch"]),
        ("Schrijf een formele brief aan {A.dhr} {A.last} over de huurverhoging.", ["dutch"]),
        ("Vertaal naar het Engels: \"{A} en {B} komen in [[april]] naar [[Utrecht]].\"", None),
        ("Hoe vertel ik {A.first} dat de [[KPI]]'s dit kwartaal niet gehaald zijn?", None),
        ("{A} vroeg om een speech voor het jubileum van de [[Rabobank]]-vestiging.", ["dutch"]),
        ("Verbeter: \"Beste {A.first}, bijgevoegd vind je de offerte. Groet, {B.first}\"", None),
        ("Maak een planning voor de verhuizing met {A} in [[juli]].", None),
    ],
    "pl": [
        ("Napisz maila, w którym {A} prosi o przesunięcie spotkania na [[poniedziałek]].", None),
        ("{A} przygotował(a) raport o sprzedaży w [[Allegro]]. Streść go w trzech punktach.", ["polish"]),
        ("Napisz oficjalny list w sprawie faktury [[VAT]]. Adresat: {A.pan} {A}.", ["polish"]),
        ("Przetłumacz na angielski: \"{A} i {B} przyjadą do [[Krakowa]] w [[maju]].\"", None),
        ("Jak napisać na [[Teams]], że arkusz w [[Excelu]], który przygotował(a) {A}, ma błędy?", None),
        ("{A} potrzebuje listu motywacyjnego na stanowisko w [[ZUS]].", ["polish"]),
        ("Popraw: \"Dzień dobry, w załączniku przesyłam umowę. Z poważaniem, {A}\"", ["polish"]),
        ("Przygotuj życzenia urodzinowe od całego zespołu [[IT]]. Solenizant: {A.first}.", None),
    ],
    "tr": [
        ("{A} için [[pazartesi]] toplantısını hatırlatan kısa bir e-posta yazar mısın?", None),
        ("{A.first} {A.bey} için resmi bir teşekkür mektubu yaz.", ["turkish"]),
        ("{A} tarafından hazırlanan [[KDV]] raporunu özetle.", None),
        ("İngilizceye çevir: \"{A} ve {B} [[Ağustos]] ayında [[İzmir]]'e gelecek.\"", None),
        ("{A.first} ile [[Excel]] dosyasındaki hatalar hakkında kibarca nasıl konuşurum?", ["turkish"]),
        ("{A} bana istifa mektubu yazmamda yardım etmemi istedi.", None),
        ("Düzelt: \"Sayın {A}, ekte sözleşmeyi gönderiyorum. Saygılarımla, {B}\"", ["turkish"]),
        ("{A.first} {A.bey} ile yapılacak görüşme için bir gündem hazırla.", ["turkish"]),
    ],
}
LANG_ORIGIN = {"de": ["german"], "fr": ["french", "wolof", "maghreb"], "es": ["spanish", "mexican", "andean"],
               "it": ["italian"], "pt": ["portuguese", "brazilian"], "nl": ["dutch"], "pl": ["polish"],
               "tr": ["turkish"]}

# ----------------------------------------------------------------------------- hand-written cases
CULTURE_HAND = [
    "Please book a table for <<J. R. Okafor>> and two guests at 7pm on [[Saturday]].",
    "Forward the lease to <<María Fernanda de los Ángeles Ruiz-Tagle>> before [[Monday]].",
    "<<Sukarni>> from the Surabaya office asked for the [[Q2]] forecast.",
    "Draft a visa support letter for <<Abdulaziz bin Nasser bin Hamad Al-Kaabi>>.",
    "Write a short bio for <<K. Meenakshi>>, a [[Carnatic]] violinist.",
    "The notary is <<Ludwig van der Meer-de Wit>>; ask him about the [[KvK]] extract.",
    "Thank <<Teuila Fa'afetai Ioane-Leiataua>> for the [[Pacific]] heritage talk.",
    "Can you translate a message from <<Đặng Thị Ngọc Hân>> about her tuition fees?",
    "Cite <<Oyelaran-Adeyemi, Tolulope>> and <<Mac an tSaoir, Pádraig>> correctly in [[MLA]].",
    "Send the minutes to <<Marie-Thérèse d'Ornano>> and <<Guðmundur Þór Ásgeirsson>>.",
    "<<Anh Nguyen-Whitfield>> will host the [[AMA]] on [[Thursday]].",
    "Who should sign first, <<王秀英>> or <<高桥健一>>?",
    "Write a reminder to <<Сергей Орлов>> that the [[VPN]] certificate expires in [[May]].",
    "Reply to <<محمد الحربي>> and thank him for the quick response.",
    "Make a congratulations card for <<김서연>> on her graduation.",
    "Ask <<Ελένη Παπαδάκη>> whether the ferry tickets are refundable.",
    "Translate this invitation for <<अनन्या शर्मा>> into English.",
    "<<Hine-te-rangi Pōmare>> and <<Siaosi 'Ofa Vaipulu>> are leading the kapa haka workshop.",
    "Write an email to <<S. K. Banerjee-Roy>> about the [[IEEE]] paper deadline.",
    "<<D'Angelo Ferraro>> and <<Siobhán O'Donoghue-Ryan>> need badges for the [[Dublin]] summit.",
    "Set up a call with <<De la Garza>> and <<Van Leeuwen>> about the [[EU]] tender.",
    "My grandmother <<Thin Thin Aye>> wants to video-call <<Aung Kyaw Moe>> on [[Sunday]].",
    "Send flowers to <<Ngozi Okorie-Eze>> and sign the card from <<Blessing>> and <<Precious>>.",
    "Add Mx. <<Rowan Achterberg>> to the speaker list for the [[Web Summit]].",
    "Draft a note for <<Jan-Willem ten Brink>> and <<Carl-Johan af Klercker>> about the board dinner.",
]

CASING_HAND = [
    ("can you tell <<siobhán ó briain>> that the [[zoom]] link changed", "lower"),
    ("WRITE A THANK-YOU NOTE TO <<OLUWASEUN ADEBAYO-COLE>> FOR THE [[DECEMBER]] FUNDRAISER", "upper"),
    ("ask <<nguyen van hung>> and <<xu ruoxi>> about the [[aws]] bill", "lower"),
    ("PLEASE CC <<JÜRGEN WEISSBACH>> ON THE [[GDPR]] AUDIT EMAIL", "upper"),
]

POSITION_HAND = [
    ("<<Itziar Etxeberria Gil>>", "start"),
    ("Thanks, <<Kwabena>>", "end"),
    ("<<Liang Qiuyue>>, <<Tomasz Jabłoński>>: who owns the [[Terraform]] state?", "start"),
    ("Is the new [[CFO]] called <<Ruairí Mac Cárthaigh>>", "end"),
]

LIST_HAND = [
    "Authors: <<Okonkwo, C.>>, <<Mäkinen, E.>>, and <<da Silva, R. M.>> Format this for [[BibTeX]].",
    "Guests: <<Ayodele>> (vegan), <<Chiara Dell'Acqua>> (nut allergy), <<Bat-Erdene>> (no restrictions). Plan a menu.",
    "Make name tags for <<Sione Havili>>, <<Ikaika Kahananui>> & <<Aroha Te Rangi>>.",
]

POSS_HAND = [
    "Can you shorten <<Chris Adams>>' acceptance speech?",
    "Is <<Thomas>>' or <<Agnès>>’ version of the [[README]] better?",
    "Summarise <<Kwame Nkansah-Boadu>>'s and <<Eilidh Urquhart>>'s feedback on the [[OKR]] draft.",
]

QUOTE_HAND = [
    "Reply to this:\n\n\"Salaam <<Farhan>>,\nThe [[Eid]] party is at my place this year.\n<<Hodan>>\"",
    "What does this mean? \"<<Mele>> says the [[Wi-Fi]] password changed, ask <<Tevita>>.\"",
    "Reply as if I'm <<Ingrid>>:\n> <<Sindre Haugen>> wrote on [[Tuesday]]:\n> Are we still on for skiing?",
]

CODE_HAND = [
    "Fix this:\n# TODO(<<okafor.jr>>): remove after [[Python]] 3.8 is gone\nimport imp",
    "git shortlog says:\n    12  <<Hamza Qureshi>>\n     7  <<Rūta Kazlauskienė>>\n     3  dependabot[bot]\nWho contributed most?",
    "Explain: Signed-off-by: <<Wanjiru Kamau>> <wk@example.net>",
]

NONENG_HAND = [
    ("de", "Kannst du <<Annas>> [[Bewerbung]] für die [[Stelle]] in [[Hamburg]] korrigieren?"),
    ("de", "Schreib eine [[Nachricht]] an Frau <<Schulze-Brandt>> und Herrn Dr. <<von Aue>>."),
    ("pl", "Przekaż dokumenty <<Annie Kowalczyk>> i poproś <<Tomasza>> o podpis."),
    ("tr", "<<Ayşe>>'nin sunumunu [[PowerPoint]] formatında kısalt."),
    ("fr", "Envoie le dossier à <<Jean-Luc Mbarga-Tchamba>> et à Mme <<N'Diaye>> avant [[vendredi]]."),
    ("es", "Dile a <<Xóchitl>> que el [[SAT]] ya aceptó la declaración de <<Rigoberto Juárez Zepeda>>."),
]

KEEP_EN = [
    "[[Will]] the new [[Kubernetes]] release break our [[Helm]] charts?",
    "[[May]] I ask why the [[EU]] requires a [[VAT]] number for small online shops?",
    "Write a product description for a [[Rose]] gold [[iPhone]] case.",
    "Plan a [[Summer]] sale for our shop that runs from [[June]] to [[August]].",
    "How do I write a [[Grant]] application for a community garden?",
    "What's the difference between a [[Bill]] of Lading and an invoice?",
    "Explain the [[GDPR]] rules for storing customer emails in the [[US]].",
    "Convert this [[Excel]] formula to [[Google Sheets]]: =XLOOKUP(A2,B:B,C:C)",
    "Compare [[PyTorch]] and [[TensorFlow]] for a beginner who knows [[NumPy]].",
    "Write a cover letter for a [[Senior Software Engineer]] role at [[Spotify]].",
    "Our [[CFO]] wants the [[Q4]] forecast in [[Power BI]] by [[Friday]]. Where do I start?",
    "Is it cheaper to fly [[Lufthansa]] or [[KLM]] from [[Frankfurt]] to [[Nairobi]] in [[December]]?",
    "Summarise the [[UK]] rules on [[Statutory Sick Pay]].",
    "Which is better for a small office, [[Microsoft 365]] or [[Google Workspace]]?",
    "How does [[Grace]] period work on a credit card payment?",
    "Write a haiku about [[Monday]] mornings and cold coffee.",
    "Give me a [[Docker]] compose file for [[Postgres]] and [[Redis]].",
    "Draft a job ad for a [[Head of Marketing]] at a [[B2B]] [[SaaS]] company.",
    "Why does [[Safari]] block third-party cookies but [[Chrome]] doesn't (yet)?",
    "What is the [[IRS]] deadline for quarterly estimated taxes in [[September]]?",
    "Help me choose between a [[Toyota]] [[Corolla]] and a [[Honda]] [[Civic]].",
    "Explain [[Bitcoin]] halving in two paragraphs.",
    "Create a study plan for the [[AWS]] [[Solutions Architect]] exam over [[March]] and [[April]].",
    "Translate 'The [[Board of Directors]] meets every [[Wednesday]]' into Spanish.",
    "Will it rain in [[London]] on [[Saturday]]? If so, suggest indoor plans.",
    "How do I set up [[SSO]] with [[Okta]] for our [[Jira]] instance?",
    "Write a LinkedIn post celebrating [[International Women's Day]].",
    "What does [[NATO]] Article 5 actually say?",
    "[[Mark]] the emails from the [[IT]] helpdesk as read and summarise the rest.",
    "[[Frank]] feedback please: is this [[README]] too long?",
    "Our [[Hope]] Street office closes early on [[Christmas Eve]]; write the notice.",
    "Explain the [[Amber]] weather warning the [[Met Office]] issued.",
    "Write a recipe that uses [[Sunny]] side up eggs and [[Tabasco]].",
    "What's the best way to clean a car [[Jack]] that has rusted?",
    "Rewrite for the [[HR]] handbook: staff [[May]] work from home on [[Fridays]].",
    "Give me a workout plan for the [[Ramadan]] fasting hours.",
    "Is [[Rust]] or [[Go]] better for a small [[CLI]] tool?",
    "My [[MacBook Pro]] won't charge after the [[macOS]] update. What can I try?",
    "Explain how [[Stripe]] handles [[SEPA]] direct debits.",
    "Draft a polite reminder that the [[Annual General Meeting]] is on [[Thursday]].",
    "Why is my [[React]] component rendering twice in [[Strict Mode]]?",
    "Summarise the plot of the [[Iliad]] for a [[Year 9]] class.",
    "Write a tweet announcing our [[Black Friday]] deal on [[Nike]] trainers.",
    "Which [[ISO]] standard covers information security management?",
    "Help me plan a [[Thanksgiving]] dinner for twelve with one vegan guest.",
    "Explain the [[Fed]] rate decision to a teenager.",
    "What documents do I need to renew a [[UK]] passport from [[Spain]]?",
    "Please fix this [[SQL]]: SELECT name FROM users WHERE created > '2024-01-01' GROUP BY",
    "Write a sonnet about [[Autumn]] in [[Kyoto]].",
    "How does [[Medicare]] Part D differ from Part B?",
    "Our [[VP]] of [[Sales]] wants a [[Salesforce]] dashboard of [[ARR]] by region.",
    "Is the [[Apple Watch]] waterproof enough for swimming in the sea?",
    "Convert 45 [[USD]] to [[EUR]] and explain the fee on my [[Revolut]] card.",
    "Create a [[Terraform]] module for an [[S3]] bucket with versioning.",
    "What should the [[Data Protection Officer]] check before we use [[ChatGPT]] internally?",
    "Summarise the [[WHO]] guidance on measles vaccination.",
    "[[Bill]] the client for 12 hours and send the [[PDF]] by [[Tuesday]].",
    "[[Grant]] read access to the [[Finance]] folder in [[SharePoint]] for the interns.",
    "Can you explain [[Kafka]] consumer groups with a diagram in [[Mermaid]]?",
    "Write a [[Valentine's Day]] menu for a small bistro.",
    "Help me compare [[Ikea]] and [[Wayfair]] return policies.",
    "What's the [[NHS]] advice on hay fever in [[May]] and [[June]]?",
    "Draft a [[Slack]] message saying the [[VPN]] will be down on [[Sunday]] night.",
    "How do I cite a [[UN]] report in [[APA]] style?",
    "Will [[Daylight Saving Time]] end this [[October]] in the [[EU]]?",
    "[[Rose]] petals, [[Earl Grey]] and honey: write a tea blend description.",
    "Give feedback on this [[Tableau]] chart: [[Revenue]] by [[Quarter]] and [[Region]].",
    "Write an ad for our [[Summer]] internship programme at [[Deloitte]].",
    "Explain how the [[Supreme Court]] confirmation process works.",
    "What is a [[Roth]] conversion and should a [[Canadian]] care?",
    "Summarise the [[Paris Agreement]] targets in plain language.",
    "Why does my [[Raspberry Pi]] keep rebooting when I plug in a [[USB]] drive?",
    "Make a checklist for the [[SOC 2]] audit in [[November]].",
    "Write a friendly reminder about the [[Lunar New Year]] potluck on [[Wednesday]].",
]

KEEP_OTHER = [
    ("de", "Wie beantrage ich beim [[Finanzamt]] eine [[Fristverlängerung]] für die [[Steuererklärung]]?"),
    ("de", "Schreib eine [[Kündigung]] für meinen [[Handyvertrag]] bei der [[Telekom]] zum [[März]]."),
    ("de", "Was kostet ein [[Führerschein]] in [[Bayern]] ungefähr?"),
    ("de", "Erkläre mir den Unterschied zwischen [[GmbH]] und [[UG]]."),
    ("fr", "Comment déclarer la [[TVA]] pour une [[micro-entreprise]] en [[France]] ?"),
    ("fr", "Écris un message pour annoncer la fermeture du bureau le [[lundi]] de [[Pâques]]."),
    ("fr", "Quelle est la différence entre la [[CAF]] et la [[CPAM]] ?"),
    ("es", "¿Cómo pido una cita en la [[Seguridad Social]] para el [[lunes]]?"),
    ("es", "Explícame el [[IRPF]] como si tuviera diez años."),
    ("es", "Escribe un anuncio para las rebajas de [[Navidad]] en [[El Corte Inglés]]."),
    ("it", "Come si compila il modello [[F24]] per pagare l'[[IMU]]?"),
    ("it", "Scrivi un post per il [[Black Friday]] del nostro negozio di [[Torino]]."),
    ("pt", "Como emitir uma nota fiscal eletrônica no [[Simples Nacional]]?"),
    ("pt", "Escreva um convite para a festa de [[São João]] da empresa."),
    ("nl", "Hoe vraag ik [[huurtoeslag]] aan bij de [[Belastingdienst]]?"),
    ("nl", "Schrijf een bericht dat de winkel op [[Koningsdag]] gesloten is."),
    ("pl", "Jak rozliczyć [[PIT]] za pracę w [[Niemczech]]?"),
    ("pl", "Napisz ogłoszenie o promocji na [[Black Friday]] w [[Biedronce]]."),
    ("tr", "[[KDV]] iadesi için hangi belgeler gerekiyor?"),
    ("tr", "[[Ramazan]] Bayramı için müşterilere bir tebrik mesajı yaz."),
]


# ============================================================================= generation
def main():
    rng = random.Random(SEED)

    # -- cultures: 2 prompts per origin, persons from that origin
    for ok in ORIGIN_KEYS:
        for t in rng.sample(CULTURE_T, 3):
            gen(rng, "cultures", ok, "en", t, origins=[ok])
    for t in CULTURE_HAND:
        hand("cultures", "hand", "en", t)

    # -- casing
    modes = ["lower", "upper", "name_lower", "name_upper"]
    for i in range(52):
        mode = modes[i % 4]
        t = GENERIC_T[(i * 5) % len(GENERIC_T)] if i >= len(GENERIC_T) else GENERIC_T[i]
        gen(rng, "casing", mode.replace("_", ""), "en", t, mode=mode)
    for t, mode in CASING_HAND:
        hand("casing", "hand", "en", t)

    # -- position
    for pos, pool in (("start", POS_START), ("middle", POS_MIDDLE), ("end", POS_END)):
        for i in range(20):
            gen(rng, "position", pos, "en", pool[i % len(pool)])
    for t, pos in POSITION_HAND:
        hand("position", "hand", "en", t)

    # -- lists
    for i in range(48):
        gen(rng, "lists", None, "en", LIST_T[i % len(LIST_T)])
    for t in LIST_HAND:
        hand("lists", "hand", "en", t)

    # -- possessive
    for i in range(48):
        gen(rng, "possessive", None, "en", POSS_T[i % len(POSS_T)])
    for t in POSS_HAND:
        hand("possessive", "hand", "en", t)

    # -- quoted
    for i in range(50):
        gen(rng, "quoted", None, "en", QUOTE_T[i % len(QUOTE_T)])
    for t in QUOTE_HAND:
        hand("quoted", "hand", "en", t)

    # -- code
    for i in range(58):
        gen(rng, "code", None, "en", CODE_T[i % len(CODE_T)])
    for t in CODE_HAND:
        hand("code", "hand", "en", t)

    # -- non-English
    for lang, pool in NONENG_T.items():
        for t, bias in pool:
            gen(rng, "non_english", lang, lang, t, origin_bias=bias or LANG_ORIGIN[lang])
    for lang, t in NONENG_HAND:
        hand("non_english", lang + "-hand", lang, t)

    # -- keep (no names)
    for t in KEEP_EN:
        hand("keep", "en", "en", t)
    for lang, t in KEEP_OTHER:
        hand("keep", lang, lang, t)

    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in RECORDS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    by = {}
    for r in RECORDS:
        d = by.setdefault(r["slice"], [0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
    for s, (n, nn, nk) in by.items():
        print("%-12s %4d examples %4d names %4d keep" % (s, n, nn, nk))
    print("total        %4d examples %4d names %4d keep" % (
        len(RECORDS), sum(len(r["names"]) for r in RECORDS), sum(len(r["keep"]) for r in RECORDS)))


if __name__ == "__main__":
    main()
