#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval v24 (python3 stdlib only).

    python3 make_corpus.py            -> writes names_eval.jsonl (byte-for-byte reproducible)
    python3 make_corpus.py --stats    -> also prints counts per slice / language

Markup used by templates (here) and by the hand-written records (hand_records.py):
  ⟨...⟩          a literal person-name mention (gold span)
  ⟦...⟧          a literal KEEP item (ordinary word that must survive)
  {A}            full name of a drawn person A (letters A-E), {A|f} / {A|m} forces gender
  {A:first}      given name            {A:last}      family name (title form)
  {A:initlast}   "P. Raman"            {A:lastfirst} "Raman, Priya"
  {A:email}      e-mail local part     {A:handle}    random handle style
  {A:h.dot} {A:h.init} {A:h.under} {A:h.dash} {A:h.cap} {A:h.first} {A:h.lastinit}
  {K:pool}       a KEEP word drawn from the named pool (distinct within a record)
Every record is validated before anything is written (see validate()).
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, EXTRA_ORIGINS
from hand_records import HAND

SEED = 20261127
OUT = "names_eval.jsonl"
NAME_SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
               "nonenglish", "business", "titles"]
ALL_SLICES = NAME_SLICES + ["keep"]
ORIGIN_KEYS = list(ORIGINS.keys())          # dict order is insertion order: fixed

# --------------------------------------------------------------------------------------
# people
# --------------------------------------------------------------------------------------
FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "đ": "d", "Đ": "D",
        "ł": "l", "Ł": "L", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
        "ʻ": "", "'": "", "’": "", "œ": "oe"}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def strip_vi(s):
    """Vietnamese without diacritics (as typed on many keyboards / forms)."""
    return fold(s)


def squash(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


def pick_fam(rng, o, g):
    f = rng.choice(o["fam"])
    if isinstance(f, tuple):
        f = f[0] if g == "m" else f[1]
    return f


def build_person(rng, origin, gender=None):
    o = ORIGINS[origin]
    g = gender or rng.choice("fm")
    st = o["style"]
    first = rng.choice(o[g])
    last = last_full = None
    full = None
    if st == "gf":
        last = pick_fam(rng, o, g)
        while last == first:
            last = pick_fam(rng, o, g)
        full = first + " " + last
    elif st == "fg":
        last = pick_fam(rng, o, g)
        eng = o.get("english_" + g)
        if eng and rng.random() < 0.2:
            first = rng.choice(eng)
            full = first + " " + last
        elif origin == "korean" and rng.random() < 0.2:
            first = first.replace("-", "").capitalize()
            full = first + " " + last
        else:
            full = last + " " + first
    elif st == "es":
        a = pick_fam(rng, o, g)
        last = a
        if rng.random() < 0.45:
            b = pick_fam(rng, o, g)
            while b == a:
                b = pick_fam(rng, o, g)
            last_full = a + " " + b
        full = first + " " + (last_full or a)
    elif st == "pt":
        if rng.random() < 0.3 and " " not in first:
            mid = rng.choice(o[g])
            while mid == first or " " in mid:
                mid = rng.choice(o[g])
            first_full = first + " " + mid
        else:
            first_full = first
        a = pick_fam(rng, o, g)
        if rng.random() < 0.45:
            b = pick_fam(rng, o, g)
            while b == a:
                b = pick_fam(rng, o, g)
            last_full = a + " " + b
            last = b
        else:
            last = a
        full = first_full + " " + (last_full or a)
    elif st == "ar":
        last = pick_fam(rng, o, g)
        if rng.random() < 0.35:
            father = rng.choice(o["m"])
            while father == first:
                father = rng.choice(o["m"])
            full = first + (" bin " if g == "m" else " bint ") + father + " " + last
        else:
            full = first + " " + last
    elif st == "ms":
        father = rng.choice(o["fathers"])
        full = first + (" bin " if g == "m" else " binti ") + father
    elif st == "id":
        if rng.random() < 0.5:
            first = rng.choice(o["single_" + g])
            full = first
        else:
            last = pick_fam(rng, o, g)
            full = first + " " + last
    elif st == "is":
        fa = rng.choice(o["fathers"])
        last = fa + ("son" if g == "m" else "dóttir")
        full = first + " " + last
    elif st == "mm":
        full = first
    elif st == "so":
        last = rng.choice(o["fam"])
        full = first + " " + last
        if rng.random() < 0.5:
            gf = rng.choice(o["fam"])
            while gf == last:
                gf = rng.choice(o["fam"])
            full += " " + gf
            last_full = last + " " + gf
    elif st == "et":
        last = rng.choice(o["fam"])
        full = first + " " + last
    elif st == "mn":
        pat = rng.choice(o["fam"])
        if rng.random() < 0.35:
            full = pat[0] + ". " + first
        else:
            last = pat
            full = first + " " + pat
    elif st == "ta":
        fa = rng.choice(o["fam"])
        if rng.random() < 0.4:
            full = fa[0] + ". " + first
        else:
            last = fa
            full = first + " " + fa
    elif st == "vi":
        fam = rng.choice(o["fam"])
        mid = rng.choice(o["mid_" + g])
        if rng.random() < 0.25:
            fam, mid, first = strip_vi(fam), strip_vi(mid), strip_vi(first)
        last = fam
        full = fam + " " + mid + " " + first
    elif st == "hu":
        last = pick_fam(rng, o, g)
        full = (last + " " + first) if rng.random() < 0.3 else (first + " " + last)
    elif st == "ja":
        last = pick_fam(rng, o, g)
        full = (last + " " + first) if rng.random() < 0.4 else (first + " " + last)
    elif st == "ru":
        last = pick_fam(rng, o, g)
        if rng.random() < 0.15:
            p = rng.choice(o["patronymics"])
            full = first + " " + (p[0] if g == "m" else p[1]) + " " + last
        else:
            full = first + " " + last
    else:
        raise ValueError(st)
    return dict(origin=origin, gender=g, full=full, first=first, last=last,
                last_full=last_full or last)


def initial(s):
    for c in s:
        if unicodedata.category(c) in ("Lu", "Ll"):
            return c.upper()
    return s[0]


def handle(p, style):
    if p["last"]:
        g, l = squash(p["first"]), squash(p["last_full"] if style == "cap" else p["last"])
        if style == "dot":
            return g + "." + l
        if style == "init":
            return g[0] + l
        if style == "under":
            return g + "_" + l
        if style == "dash":
            return g + "-" + l
        if style == "cap":
            return fold(p["first"]).replace(" ", "") + "." + fold(p["last"]).replace(" ", "")
        if style == "first":
            return g
        if style == "lastinit":
            return l + g[0]
    parts = [squash(x) for x in re.split(r"[\s.]+", p["full"]) if squash(x)]
    if style == "cap":
        return ".".join(x.capitalize() for x in parts)
    if style == "first":
        return parts[-1] if re.match(r"^\w\. ", p["full"]) else parts[0]
    sep = {"under": "_", "dash": "-"}.get(style, ".")
    return sep.join(parts)


def form(p, f, rng):
    if f is None or f == "full":
        return p["full"]
    if f == "first":
        return p["first"]
    if f == "last":
        return p["last"] or p["full"]
    if f == "initlast":
        return (initial(p["first"]) + ". " + p["last"]) if p["last"] else p["full"]
    if f == "lastfirst":
        return (p["last_full"] + ", " + p["first"]) if p["last"] else p["full"]
    if f == "email":
        return handle(p, "dot")
    if f == "handle":
        return handle(p, rng.choice(["dot", "init", "under", "dot"]))
    if f.startswith("h."):
        return handle(p, f[2:])
    raise ValueError(f)


# --------------------------------------------------------------------------------------
# keep pools (ordinary capitalised words that are not person names)
# --------------------------------------------------------------------------------------
POOLS = {
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "tool": ["Jira", "Confluence", "Slack", "Zoom", "Figma", "Notion", "Trello", "Asana",
             "Outlook", "Excel", "PowerPoint", "SharePoint", "Salesforce", "HubSpot",
             "Tableau", "Miro", "Zendesk", "Workday", "Dropbox", "Calendly"],
    "tech": ["Kubernetes", "Terraform", "Docker", "Postgres", "Redis", "Kafka", "Grafana",
             "Django", "React", "PyTorch", "NumPy", "Airflow", "Elasticsearch", "Nginx",
             "Ansible", "Prometheus", "Snowflake", "BigQuery", "Spark", "Vue"],
    "tz": ["UTC", "CET", "GMT", "PST", "EST", "IST"],
    "tax": ["VAT", "GST", "HST"],
    "rule": ["GDPR", "HIPAA", "SLA", "NDA", "SOX", "PCI", "CCPA", "DORA"],
    "form": ["NDA", "HR", "VAT", "GDPR", "KYC", "IT"],
    "audit": ["GDPR", "ISO", "SOC", "PCI", "VAT", "KYC", "HIPAA"],
    "report": ["KPI", "ESG", "QA", "SLA", "OKR", "ROI", "KYC"],
    "renewal": ["SLA", "NDA", "ISO", "VPN", "SSL"],
    "company": ["Siemens", "Bosch", "Airbus", "Nestlé", "Philips", "Unilever", "Toyota",
                "Samsung", "Infosys", "Zalando", "Maersk", "Heineken", "Vodafone", "Lufthansa",
                "Ikea", "Spotify", "Shopify", "Stripe", "Canon", "Lenovo"],
    "city": ["Berlin", "Lisbon", "Nairobi", "Lagos", "Toronto", "Singapore", "Dubai",
             "Warsaw", "Madrid", "Vienna", "Oslo", "Seoul", "Manila", "Lima", "Casablanca",
             "Auckland", "Helsinki", "Prague", "Milan", "Chicago"],
    "country": ["Germany", "France", "Brazil", "Kenya", "Japan", "Canada", "India", "Mexico",
                "Norway", "Poland", "Turkey", "Vietnam", "Morocco", "Australia"],
    "bloc": ["US", "UK", "EU", "UAE"],
    "hw": ["Lenovo", "Dell", "Asus", "Acer", "HP", "Samsung", "Toshiba"],
    "cluster": ["Kubernetes", "Kafka", "Elasticsearch", "Redis", "Spark", "Cassandra",
                "RabbitMQ"],
    "dash": ["Grafana", "Kibana", "Datadog", "Sentry", "PagerDuty"],
    "nb": ["Jupyter", "Colab", "Databricks"],
    "dept": ["Finance", "Procurement", "Legal", "Compliance", "Marketing", "Sales",
             "Engineering", "Support", "Facilities", "Payroll", "Logistics"],
    "holiday": ["Christmas", "Easter", "Ramadan", "Diwali", "Thanksgiving", "Hanukkah",
                "Eid", "Lunar New Year"],
    # names that are *also* places: used only where the context makes the place clear
    "nameplace": ["Victoria", "Florence", "Charlotte", "Austin", "Adelaide", "Regina",
                  "Sydney", "Darwin", "Nelson", "Hamilton", "Sofia", "Madison", "Lincoln",
                  "Georgia", "Jordan", "Chad", "Eugene", "Wellington", "Kingston",
                  "Houston", "Santiago"],
    "nametech": ["Julia", "Ruby", "Jenkins", "Hugo", "Jasmine", "Ada", "Pascal", "Crystal",
                 "Elixir", "Celery", "Sphinx", "Dash", "Karma", "Mocha", "Flask"],
}


# --------------------------------------------------------------------------------------
# rendering
# --------------------------------------------------------------------------------------
TOK = re.compile(r"\{([A-E])(?:\|([fm]))?(?::([a-z.!]+))?\}|\{K:(\w+)\}|⟨(.+?)⟩|⟦(.+?)⟧",
                 re.S)


def segments(markup, people=None, rng=None):
    segs, pos, used = [], 0, {}
    for m in TOK.finditer(markup):
        if m.start() > pos:
            segs.append(("lit", markup[pos:m.start()]))
        if m.group(1):
            f = m.group(3).rstrip("!") if m.group(3) else None
            segs.append(("name", form(people[m.group(1)], f, rng)))
        elif m.group(4):
            pool = m.group(4)
            if pool == "homecity":
                choices = ORIGINS[people["A"]["origin"]]["cities"]
            else:
                choices = POOLS[pool]
            left = [c for c in choices if c not in used.get(pool, [])]
            v = rng.choice(left)
            used.setdefault(pool, []).append(v)
            segs.append(("keep", v))
        elif m.group(5) is not None:
            segs.append(("name", m.group(5)))
        else:
            segs.append(("keep", m.group(6)))
        pos = m.end()
    if pos < len(markup):
        segs.append(("lit", markup[pos:]))
    return segs


def title_case(s, prev):
    out = []
    for c in s:
        if (prev == "" or prev.isspace() or prev in "(\"“«/") and c.isalpha():
            out.append(c.upper())
        else:
            out.append(c)
        prev = c
    return "".join(out)


def assemble(segs, mode=None):
    text, names, keep = "", [], []
    for kind, s in segs:
        if mode == "lower" or (mode == "namelower" and kind == "name"):
            s = s.lower()
        elif mode == "upper" or (mode == "nameupper" and kind == "name"):
            s = s.upper()
        elif mode == "title":
            s = title_case(s, text[-1:] if text else "")
        start = len(text)
        text += s
        if kind == "name":
            names.append({"start": start, "end": len(text), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
    return text, names, keep


# --------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------
def is_w(c):
    return c.isalnum() or c == "_"


def toks(s):
    return [t.casefold() for t in re.findall(r"\w+", s)]


def validate(r):
    errs = []
    t = r["text"]
    for ch in "⟨⟩⟦⟧":
        if ch in t:
            errs.append("markup left: " + ch)
    if re.search(r"\{[A-E](\|[fm])?(:[a-z.!]+)?\}|\{K:\w+\}", t):
        errs.append("placeholder left")
    if r["slice"] not in ALL_SLICES:
        errs.append("bad slice")
    last_end = -1
    for n in r["names"]:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(t)):
            errs.append("bad offsets %r" % n)
            continue
        if t[s:e] != n["text"]:
            errs.append("span text mismatch %r" % n)
        if n["text"] != n["text"].strip():
            errs.append("span has surrounding whitespace %r" % n)
        if s < last_end:
            errs.append("overlap/unsorted %r" % n)
        last_end = e
        if s > 0 and is_w(t[s - 1]):
            errs.append("span glued to preceding word char %r" % n)
        if e < len(t) and is_w(t[e]):
            errs.append("span glued to following word char %r" % n)
    if r["slice"] == "keep":
        if r["names"]:
            errs.append("keep slice with names")
        if not r["keep"]:
            errs.append("keep slice without keep items")
    elif not r["names"]:
        errs.append("name slice without names")
    name_toks = set()
    for n in r["names"]:
        name_toks.update(toks(n["text"]))
    for k in r["keep"]:
        if not k.strip() or k != k.strip():
            errs.append("bad keep item %r" % k)
            continue
        outside = 0
        for m in re.finditer(r"(?<!\w)" + re.escape(k) + r"(?!\w)", t):
            if all(m.end() <= n["start"] or m.start() >= n["end"] for n in r["names"]):
                outside += 1
        if outside == 0:
            errs.append("keep item not found outside names: %r" % k)
        shared = set(toks(k)) & name_toks
        if shared:
            errs.append("keep item %r shares token(s) %r with a name" % (k, sorted(shared)))
    return errs


# --------------------------------------------------------------------------------------
# templates
# --------------------------------------------------------------------------------------
CULTURE_T = [
    "Can you draft a polite reminder to {A} about the overdue {K:report} report from {K:homecity}?",
    "{A} joined the team last week; write a short welcome note for our {K:tool} page.",
    "Summarise this feedback from {A}: the onboarding checklist is too long and the ⟦VPN⟧ guide is outdated.",
    "I need a reference letter for {A}, who worked with us as a data analyst in {K:homecity} from 2021 to 2024.",
    "Translate into English and keep the names: the meeting with {A} and {B} is moved to {K:weekday}.",
    "Fix the grammar please: me and {A} was going to present the results but {B:first} got sick.",
    "Write a short birthday message for {A:first} from the whole {K:dept} team.",
    "Who should I cc while {A} is on leave? The ticket lists {B} as backup.",
    "Rewrite this more formally: hey {A:first}, the invoice is still not paid, can u check?",
    "{A} and {B} both asked for {K:weekday} off. How do I say no nicely?",
    "Generate five interview questions for {A}, who is applying for the ⟦DevOps⟧ role in {K:homecity}.",
    "The patient, {A}, reports dizziness since {K:weekday}. Draft a referral summary for the GP.",
    "Create a two-sentence speaker bio: {A} is a hydrologist based in {K:homecity}.",
    "Add {A} to the {K:tool} distribution list for the {K:homecity} office.",
    "Compose a short condolence note to {A:first}; their grandmother passed away in {K:homecity}.",
    "Is this sentence correct? \"{A} have sent the documents yesterday.\"",
    "Book a table for four under the name {A} for {K:weekday} evening.",
    "{A:first} says the ⟦API⟧ keys expired again. Write a runbook step for this.",
    "Prioritise these tasks for {A}: renew passport, pay the {K:tax} bill, call the landlord in {K:homecity}.",
    "How do I pronounce {A}? We are introducing them at the {K:homecity} town hall.",
    "Draft a LinkedIn recommendation for {A}, my former manager at {K:company}.",
    "Please check the spelling of {A} on the conference badge list before {K:weekday}.",
    "My neighbour {A} lent me a ladder. Suggest a small thank-you gift.",
    "Write a polite out-of-office reply that points people to {A} until {K:month}.",
    "Turn these notes into an email: {A} – contract renewal – {K:homecity} warehouse – sign by {K:weekday}.",
    "Can you explain to {A:first} how compound interest works, in simple words?",
    "{A} was promoted to team lead in {K:homecity}. Draft the announcement.",
    "Explain how to address {A} correctly in a formal letter.",
]

CASING_T = [
    "remind {A} to send the {K:tool} export before {K:weekday}",
    "pls ask {A} if the demo moved to {K:weekday}",
    "{A} wants the slides in ⟦PowerPoint⟧, not ⟦Keynote⟧",
    "can you write a thank you note to {A} for covering my shift on {K:weekday}",
    "who approved the {K:rule} exception, was it {A} or {B}?",
    "tell {A} the {K:cluster} cluster is down again",
    "{A} and {B} are flying to {K:city} next week, find a cheap hotel",
    "draft a msg to {A}: the parcel from {K:company} arrived damaged",
    "is {A} still the contact for the {K:city} office?",
    "my landlord {A} wants the rent by {K:weekday}, how do i ask for a delay",
    "summarise the call with {A} about the {K:audit} audit",
    "i owe {A} money for the {K:holiday} dinner, write a funny text",
    "{A} keeps booking meetings over lunch on {K:tool}, how do I say something",
    "send {A} the link to the {K:month} newsletter",
]
CASE_MODES = ["lower", "upper", "title", "namelower", "nameupper"]

POSITION_T = {
    "start": [
        "{A} asked whether the Q2 numbers include {K:tax}. Can you check?",
        "{A:first} here. Can you rewrite my intro for the company newsletter?",
        "{A} is out until {K:weekday}; draft an auto-reply for the shared inbox.",
        "{A}: please summarise the attached contract in five bullet points.",
        "{A:first}, can you explain what a {K:cluster} operator is?",
        "{A} and I disagree about the budget split. Who is right?",
        "{A} reported the outage first, at 03:12 {K:tz}.",
        "{A} needs a packing list for a week in {K:city}.",
        "{A}'s manager wants the report earlier, so help me reprioritise.",
        "{A} — urgent: the {K:company} invoice bounced.",
        "{A:first} wanted to know how to export contacts from {K:tool}.",
        "{A} will cover reception on {K:weekday}; write a handover note.",
    ],
    "middle": [
        "Please ask {A} to confirm the {K:city} booking before noon.",
        "Yesterday {A} sent me a spreadsheet with broken formulas in {K:tool}.",
        "The quote from {A} looks high compared to {K:company}'s.",
        "Can you help me thank {A} for the {K:holiday} basket without sounding stiff?",
        "Our auditor, {A}, flagged three {K:audit} issues.",
        "If {A} signs today, we can ship on {K:weekday}.",
        "I met {A} at the {K:city} meetup and promised to send slides.",
        "We need {A:first} to approve the {K:dept} budget first.",
        "Tell the caterer that {A} is vegetarian and {B} has a nut allergy.",
        "My daughter's teacher, {A}, asked for a meeting on {K:weekday}.",
        "The ticket assigned to {A} has been open since {K:month}.",
        "According to {A}, the {K:tech} upgrade broke the login page.",
    ],
    "end": [
        "Write a short thank-you note to {A}",
        "Who signed the {K:form} form? I think it was {A}.",
        "The delivery should go to {A}!",
        "Can you proofread this cover letter for {A:first}?",
        "Minutes taken by {A}",
        "Forward the {K:tool} ticket to {A:first} :)",
        "Please draft an apology email to {A}.",
        "Tomorrow's presentation is by {A}",
        "Who is the new {K:dept} lead? Apparently {A}",
        "cc {A}",
        "Best regards,\n{A}",
        "Book the {K:city} flight for {A} (economy is fine).",
    ],
}

LIST_T = [
    ("Add {L:and} to the {K:tool} channel.", 3),
    ("Invite {A}, {B} & {C} to the {K:weekday} retro.", 3),
    ("{A} / {B} / {C} / {D}: who is on call this weekend?", 4),
    ("Reviewers: {A}; {B}; {C}", 3),
    ("Attendees:\n- {A}\n- {B}\n- {C}\n- {D}\nAgenda: {K:renewal} renewal, {K:city} office move", 4),
    ("Rank these candidates for the {K:dept} role:\n1. {A}\n2. {B}\n3. {C}", 3),
    ("name,email,team\n{A},{A:email}@example.com,{K:dept}\n{B},{B:email}@example.com,{K:dept}\n{C},{C:email}@example.com,{K:dept}", 3),
    ("Format these authors in APA style: {A:lastfirst!}; {B:lastfirst!}; {C:lastfirst!}", 3),
    ("Team for the {K:city} launch: {A:first}, {B}, {C:first} and {D}.", 4),
    ("Sort alphabetically by surname: {A}, {B}, {C}, {D}, {E}", 5),
    ("Shortlist: {A} ({K:tech}), {B} ({K:tech}), {C} (data).", 3),
    ("Seat {A:first} between {B:first} and {C:first}, and put {D:first} near the door.", 4),
    ("| Name | Role |\n|---|---|\n| {A} | PM |\n| {B} | QA |\n| {C} | {K:dept} |", 3),
    ("Who is missing from the photo? I can see {A}, {B} and {C}, but not {D}.", 4),
    ("Split the bill between {A:first}, {B:first}, {C:first} and me: total 148.60.", 3),
    ("Rota for {K:month}: week 1 {A}, week 2 {B}, week 3 {C}, week 4 {A:first} again.", 3),
    ("Please merge duplicates: {A}, {A:initlast!}, {B}, {B:lastfirst!}", 2),
    ("Send the {K:rule} training reminder to {A}, {B}, {C}, {D}, and {E}.", 5),
]

POSSESSIVE_T = [
    "{A}'s flight to {K:city} was cancelled; rebook it for {K:weekday}.",
    "Please summarise {A:first}'s comments on the {K:tool} mockups.",
    "Where should I send {A:last}'s payslip for {K:month}?",
    "{A}'s and {B}'s timesheets don't match. Which one is right?",
    "I borrowed {A:first}'s charger at the {K:city} offsite; how do I return it?",
    "Is {A}'s ⟦Amex⟧ card still the one on file?",
    "Update {A}'s home address in ⟦SAP⟧.",
    "Merge {A:first}'s branch after {B:first}'s review.",
    "Write a toast for {A:first}'s retirement party on {K:weekday}.",
    "Compare {A}'s proposal with {B}'s and list the differences.",
    "Can you rephrase {A:first}'s complaint so it sounds less angry?",
    "{A:first}'s visa for {K:country} expires in {K:month}.",
    "Book a room for {A:last}'s interview panel.",
    "Is it rude to mention {A}'s accent in the feedback?",
    "Translate {A:first}'s message into Spanish, please.",
    "What should be in {A}'s handover document before parental leave?",
    "We are repainting {A:first} and {B:first}'s flat in {K:month}.",
    "{A:first}'s {K:nb} notebook keeps running out of memory.",
]

QUOTED_T = [
    "Reply to this message from {A:first}: \"Hey, is the {K:tool} link still the same for {K:weekday}?\"",
    "Reply politely: \"Hi, this is {A}, your new account manager at {K:company}.\"",
    "From: {A} <{A:email}@example.com>\nSubject: Invoice 4471\n\nPlease see attached. Payment is due {K:weekday}.",
    "> On Tue, {A} wrote:\n> Can we push the release to {K:month}?\n\nWhat should I answer?",
    "[09:14] {A:first}: anyone seen the {K:dash} alert?\n[09:15] {B:first}: yes, looking now\n[09:21] {A:first}: thx\n\nSummarise this chat.",
    "Hi {A:first},\n\nthanks for the quick turnaround on the {K:form} forms.\n\nBest,\n{B}\n\nMake this email sound warmer.",
    "Is this phishing? 'Dear {A}, your mailbox quota is full. Verify your {K:company} account here.'",
    "My sister forwarded this from {A}: \"Tell {B:first} the keys are under the mat.\" What does it mean?",
    "Translate this WhatsApp message from {A:first}: 'on my way, 10 min, sorry!!'",
    "Summarise the thread: {A} wants to delay, {B} disagrees, and {C} proposed {K:weekday}.",
    "--- Original Message ---\nFrom: {A}\nTo: {B}\nSent: {K:weekday}\nSubject: {K:city} trip\n\nCan you help me answer this?",
    "<{A:h.first}> anyone know why the build is red?\n<{B:h.first}> flaky test again\nExplain what they mean.",
    "Voicemail transcript: \"Hi, it's {A} from the {K:dept} desk, call me back about the refund.\" Draft a callback note.",
    "\"{A:first}, you left your umbrella in the meeting room.\" — is that too informal for a sign?",
    "Customer review: \"{A} at the front desk was incredibly helpful!\" Write a reply from the hotel.",
    "Quote of the day from {A}: \"Ship it, then fix it.\" Is this good advice?",
    "Please answer this ticket:\n\"Hello, my name is {A} and I cannot log into {K:tool} since {K:weekday}.\"",
    "Text from {A:first}: 'can u cover my shift sat? ask {B:first} if not'. How do I say no?",
]

CODE_T = [
    "# TODO({A:handle}): remove this fallback after the {K:tech} migration\nWhat does this comment mean?",
    "// author: {A}\n// reviewed-by: {B}\nfunction parseDate(s) {{ return new Date(s); }}\nAdd JSDoc to this.",
    "/**\n * @author {A:lastfirst}\n * Parses ISO 8601 dates.\n */\nConvert this to a Python docstring.",
    "-- reviewed by {A:initlast}, 2024-11-02\nSELECT * FROM invoices WHERE vat_rate > 0;\nOptimise this query.",
    "Co-authored-by: {A} <{A:email}@users.noreply.example.com>\nHow do I add this trailer to my last commit?",
    "commit 3f9a2c1d\nAuthor: {A} <{A:email}@example.org>\nDate:   Mon Sep 8 14:02:11 2025 +0200\n\n    Fix {K:tech} timeout\n\nWrite a better commit message.",
    "/src/payments/ @{A:h.dash} @{B:h.dash}\n/docs/ @{C:h.dash}\nIs this CODEOWNERS file valid?",
    "Traceback (most recent call last):\n  File \"/home/{A:h.init}/proj/app.py\", line 12, in <module>\n    import yaml\nModuleNotFoundError: No module named \'yaml\'\nWhy?",
    "user = {{\"name\": \"{A}\", \"role\": \"admin\", \"team\": \"{K:dept}\"}}\nValidate this JSON.",
    "<!-- {A:first}: fix the footer before launch -->\nWhy is this comment visible in the page source?",
    "assert greet(\"{A:first}\") == \"Hello, {A:first}!\"\nWrite the greet function.",
    "LABEL maintainer=\"{A} <{A:email}@example.net>\"\nIs LABEL maintainer deprecated in Docker?",
    "Signed-off-by: {A} <{A:email}@example.com>\nWhat is a DCO sign-off?",
    "[ERROR] 2025-02-11T10:22:01Z auth failed for user={A:h.dot} ip=10.0.0.7\nWhat could cause this?",
    "git push says: remote: Permission to acme/api.git denied to {A:h.dash}. How do I fix it?",
    "owners:\n  - {A:h.dot}\n  - {B:h.dot}\nteam: platform\nWhy does the YAML linter complain?",
    "INSERT INTO employees (first_name, last_name, dept) VALUES ('{A:first}', '{A:last!}', '{K:dept}');\nTurn this into an UPSERT.",
    "C:\\Users\\{A:h.cap}\\AppData\\Local\\Temp\\build.log cannot be opened. What now?",
    "# Maintainer: {A} <{A:email} at example dot org>\nIs this PKGBUILD header correct?",
    "const reviewer = '{A:h.first}'; // ask {B:first} before changing\nRefactor to use a config file.",
    "  \"author\": \"{A} <{A:email}@example.com>\",\n  \"license\": \"MIT\"\nFix this package.json fragment.",
    "@{A:h.dash} please rebase on main, the {K:tech} bump conflicts. Rewrite this PR comment nicely.",
]

BUSINESS_T = [
    "Draft a payment reminder: invoice INV-{N} to {A}, amount EUR {AMT}, due {K:weekday}.",
    "Transfer EUR {AMT} to {A}, IBAN DE89 3704 0044 0532 0130 00, reference \"Rent {K:month}\". Is the IBAN format valid?",
    "Payslip for {A}, employee no. {N}, {K:month} 2025: gross 3,450.00, tax 612.10. Explain the deductions.",
    "This Non-Disclosure Agreement is made between Northwind Ltd and {A} (the \"Recipient\"). Is this clause enforceable?",
    "Tenant: {A}\nLandlord: {B}\nProperty: Flat 3, 12 Harbour Road\nRent due: 1st of each month\nTurn this into a rental agreement.",
    "Claim no. {N}: policyholder {A} reports water damage; loss adjuster {B} visits on {K:weekday}. Draft the letter.",
    "Ship to: {A}, 44 Rue des Lilas, 69003 ⟦Lyon⟧, ⟦France⟧\nIs this label complete?",
    "PO-{N} approved by {A} ({K:dept}); supplier contact {B}. Write the confirmation email.",
    "Expense report: {A}, taxi to the airport 62.00, hotel in {K:city} 140.00; approver {B}. Any policy problems?",
    "Please write a refund confirmation for {A}, order #{N} from our ⟦Shopify⟧ store.",
    "Quote for {A}: 3 x ⟦ThinkPad⟧ T14, 1 x ⟦Dell⟧ monitor. Add {K:tax} and a delivery fee.",
    "Credit note for {A}, VAT number GB123456789, reverse charge under ⟦EU⟧ rules. Check the wording.",
    "Employment contract: the Employer hires {A} as Senior Accountant starting 1 {K:month} 2026. Add a probation clause.",
    "Account holder: {A}\nSort code: 20-00-00\nAccount: 55779911\nWhy was my standing order to {B} rejected?",
    "Delivery note {N}: received by {A} at the {K:city} warehouse, signed {K:weekday}. Summarise.",
    "Write a late-fee letter to {A} for the storage unit in {K:city}; two months overdue.",
    "Certificate of employment: {A} has worked at {K:company} as a technician since 2019. Make it formal.",
]

TITLES_T = [
    "Dr. {A:last} will see you at 10:30 on {K:weekday}. Write an appointment reminder.",
    "Please address the letter to Mrs {A|f:last} at the {K:dept} department.",
    "Prof. {A} will give the keynote in {K:city}; write an introduction.",
    "Ask Mr. {A|m:last} whether the {K:rule} applies to subcontractors.",
    "Ms {A|f} from {K:dept} called twice about the audit.",
    "Mx. {A:last} requested gender-neutral forms; update our templates.",
    "Write a formal invitation to Sir {A|m} for the charity dinner.",
    "Rev. {A} will officiate the ceremony on {K:weekday}.",
    "Capt. {A:last} reported a delay of forty minutes.",
    "Judge {A:last} adjourned the hearing until {K:month}; explain what that means.",
    "The Hon. {A} will open the new library.",
    "Write to Herr {A|m:last} about the delayed shipment to {K:city}.",
    "Please confirm the booking for Frau {A|f:last}, two nights.",
    "Draft an apology to Señora {A|f:last}: her order was sent to the wrong address.",
    "Madame {A|f:last} asked for the minutes in French.",
    "Professor {A:last} wants the thesis draft by {K:month}.",
    "Dr {A} is the on-call cardiologist this weekend.",
    "Nurse {A:first} will take your blood pressure first.",
    "Coach {A:last} moved practice to {K:weekday}.",
    "Officer {A:last} took the statement; how do I get a copy?",
    "Dear Dr. {A:last}, — is this salutation correct with the comma and dash?",
    "Mr and Mrs {A:last!} have booked the {K:city} suite.",
    "Dr.-Ing. {A} leads the ⟦Bosch⟧ battery project.",
    "Signora {A|f:last} chiede un preventivo; translate her request into English.",
]

NONENG_T = {
    "de": [
        "Kannst du bitte eine freundliche Erinnerung an {A} schreiben? Die ⟦Rechnung⟧ vom ⟦März⟧ ist noch offen.",
        "{A} hat am ⟦Montag⟧ den ⟦Mietvertrag⟧ unterschrieben, aber die ⟦Kaution⟧ fehlt noch.",
        "Formuliere eine Absage an Frau {A|f:last} – die Stelle im ⟦Vertrieb⟧ ist leider schon besetzt.",
        "Fasse das Protokoll zusammen: {A} und {B} übernehmen die ⟦Steuererklärung⟧, Herr {C|m:last} klärt das mit dem ⟦Finanzamt⟧.",
        "Bitte übersetze ins Englische: „Ich habe mit {A:first} über das ⟦Angebot⟧ gesprochen.“",
        "Schreib eine Geburtstagskarte für {A:first} von allen aus der ⟦Buchhaltung⟧.",
    ],
    "es": [
        "¿Puedes escribir un correo a {A} para recordarle la reunión con ⟦Iberdrola⟧ del lunes?",
        "{A} pidió vacaciones en ⟦Semana Santa⟧; redacta una respuesta amable.",
        "Resume esto: la señora {A|f:last} no recibió la factura de ⟦Movistar⟧ y {B} va a llamar a soporte.",
        "Corrige la ortografía: «{A:first} y yo fuimos a ⟦Sevilla⟧ con {B}».",
        "Necesito una carta de recomendación para {A}, que trabajó con nosotros en ⟦Monterrey⟧.",
        "¿Cómo le digo a {A:first} que el ⟦IVA⟧ no está incluido en el presupuesto?",
    ],
    "fr": [
        "Peux-tu rédiger un mail à {A} pour lui rappeler le rendez-vous à la ⟦CAF⟧ ?",
        "{A} et {B} seront absents pendant la ⟦Toussaint⟧ ; prévois un remplaçant.",
        "Écris une lettre de résiliation au nom de Madame {A|f} pour son abonnement ⟦Orange⟧.",
        "Traduis en anglais : « J'ai parlé avec {A:first} de la facture ⟦EDF⟧. »",
        "Résume : M. {A|m:last} demande un délai pour la ⟦TVA⟧ du mois de juin.",
        "Comment dire poliment à {A:first} que son rapport pour la ⟦SNCF⟧ est en retard ?",
    ],
    "pt": [
        "Pode escrever um e-mail para {A} lembrando do pagamento do ⟦IPTU⟧?",
        "{A} vai tirar férias no ⟦Carnaval⟧; quem cobre o plantão?",
        "Resuma: a senhora {A|f:last} não recebeu a restituição da ⟦Receita Federal⟧.",
        "Corrija: «Eu e {A:first} fomos para ⟦Curitiba⟧ com {B}».",
        "Escreva uma mensagem de aniversário para {A:first} em nome da equipe de ⟦Marketing⟧.",
        "Como digo ao {A|m:first} que o ⟦CPF⟧ dele está errado no contrato?",
    ],
    "it": [
        "Puoi scrivere una mail a {A} per ricordargli la scadenza dell'⟦IMU⟧?",
        "{A} e {B} saranno in ferie a ⟦Ferragosto⟧; chi copre il turno?",
        "Riassumi: la signora {A|f:last} contesta la bolletta ⟦Enel⟧ di gennaio.",
        "Traduci in inglese: «Ho parlato con {A:first} del contratto con ⟦Fastweb⟧».",
        "Scrivi un biglietto d'auguri per {A:first} da parte dell'ufficio di ⟦Bologna⟧.",
        "Come dico a {A|m:first} che il suo ⟦Codice Fiscale⟧ è sbagliato?",
    ],
    "nl": [
        "Kun je een herinnering sturen naar {A} over de aanslag van de ⟦Belastingdienst⟧?",
        "{A} en {B} zijn met ⟦Koningsdag⟧ vrij; wie neemt de dienst over?",
        "Vat samen: mevrouw {A|f:last} kon haar ⟦DigiD⟧ niet activeren.",
        "Vertaal naar het Engels: 'Ik heb met {A:first} over de huur in ⟦Utrecht⟧ gesproken.'",
        "Schrijf een verjaardagskaartje voor {A:first} namens het team in ⟦Eindhoven⟧.",
        "Hoe zeg ik tegen {A:first} dat de ⟦BTW⟧ niet in de offerte staat?",
    ],
    "pl": [
        "{A} prosi o przypomnienie w sprawie rozliczenia ⟦PIT⟧. Napisz krótką wiadomość.",
        "{A} i {B} biorą wolne w ⟦Wigilię⟧; kto przejmie dyżur?",
        "Streść: pani {A|f:last} nie dostała odpowiedzi z ⟦ZUS⟧.",
        "Przetłumacz na angielski: „{A:first} pyta o zamówienie z ⟦Allegro⟧”.",
        "Kartka urodzinowa – adresat: {A:first}, od całego działu ⟦IT⟧. Napisz treść.",
        "{A:first} twierdzi, że paczka z ⟦InPost⟧ jest uszkodzona. Jak odpowiedzieć?",
    ],
    "tr": [
        "{A} için ⟦SGK⟧ prim borcu hakkında kibar bir hatırlatma yazar mısın?",
        "{A} ve {B} ⟦Kurban Bayramı⟧ tatilinde izinli; nöbeti kim alır?",
        "Özetle: {A|f:first} Hanım ⟦e-Devlet⟧ şifresini alamamış.",
        "İngilizceye çevir: \"{A:first} ile ⟦Trendyol⟧ siparişi hakkında konuştum.\"",
        "{A:first} için ⟦Ankara⟧ ofisinden kısa bir doğum günü mesajı yaz.",
        "{A|m:first} Bey'e faturada ⟦KDV⟧ olmadığını nasıl söylerim?",
    ],
}
LOCAL_ORIGIN = {"de": "german", "es": "spanish", "fr": "french", "pt": "brazilian",
                "it": "italian", "nl": "dutch", "pl": "polish", "tr": "turkish"}

KEEP_T = {
    "en": [
        "Schedule the database backup for every {K:weekday} at 02:00 {K:tz}.",
        "Does the {K:rule} rule apply to freelancers working from the {K:bloc}?",
        "Compare {K:tool} and {K:tool} for a team of twelve people.",
        "We ship to {K:city} and {K:city} from {K:month} onwards.",
        "Is {K:company} still hiring engineers in {K:city}?",
        "Write a haiku about {K:month} rain in {K:city}.",
        "Explain the difference between {K:tech} and {K:tech} to a product manager.",
        "Plan a three-day trip to {K:nameplace}: museums, food and one hike.",
        "My {K:nametech} setup fails with a dependency error after the upgrade.",
        "What is the cheapest way to get from {K:city} to {K:nameplace}?",
        "Our {K:dept} team wants a {K:tool} template for {K:holiday} leave requests.",
        "How many working days are there in {K:month} if {K:holiday} falls on a {K:weekday}?",
        "Translate the {K:rule} policy summary into plain English for the {K:dept} team.",
        "Is {K:nametech} a good choice for a small internal tool?",
        "Write a product description for a laptop from {K:hw} sold in {K:country}.",
        "Remind me every {K:weekday} to check the {K:dash} dashboards.",
    ],
    "de": [
        "Bis wann muss die ⟦Steuererklärung⟧ für {DE_MONTH} beim ⟦Finanzamt⟧ sein?",
        "Die ⟦Nebenkostenabrechnung⟧ kam am {DE_DAY}; ist die ⟦Frist⟧ schon abgelaufen?",
        "Schreib eine ⟦Kündigung⟧ für meinen ⟦Handyvertrag⟧ bei ⟦Vodafone⟧.",
        "Wie beantrage ich ⟦Elterngeld⟧, wenn das ⟦Kind⟧ im {DE_MONTH} geboren wird?",
        "Der ⟦Zug⟧ nach ⟦Hamburg⟧ fällt aus; steht mir eine ⟦Entschädigung⟧ von der ⟦Deutschen Bahn⟧ zu?",
    ],
    "es": [
        "¿Cuándo hay que presentar la declaración de la ⟦Renta⟧ ante ⟦Hacienda⟧?",
        "Escribe una queja a ⟦Renfe⟧ por el retraso del tren a ⟦Valencia⟧.",
        "¿El ⟦IVA⟧ se aplica a los servicios que vendo a clientes de ⟦México⟧?",
    ],
    "fr": [
        "Comment déclarer mes revenus aux ⟦Impôts⟧ si j'ai déménagé à ⟦Lyon⟧ ?",
        "Rédige une réclamation à la ⟦SNCF⟧ pour mon train de ⟦Noël⟧.",
        "La ⟦CAF⟧ me demande une attestation de ⟦Pôle emploi⟧ ; que faire ?",
    ],
    "pt": [
        "Como emitir a segunda via do ⟦DARF⟧ no site da ⟦Receita Federal⟧?",
        "Vale a pena pagar o ⟦IPVA⟧ à vista em ⟦Minas Gerais⟧?",
    ],
    "it": [
        "Come si paga il bollo auto sul sito dell'⟦ACI⟧ in ⟦Lombardia⟧?",
        "Scrivi un reclamo a ⟦Trenitalia⟧ per il ritardo a ⟦Natale⟧.",
    ],
    "nl": [
        "Hoe vraag ik ⟦Zorgtoeslag⟧ aan bij de ⟦Belastingdienst⟧?",
        "Mijn trein van ⟦Amsterdam⟧ naar ⟦Rotterdam⟧ viel uit; krijg ik geld terug van de ⟦NS⟧?",
    ],
    "pl": [
        "Jak złożyć ⟦PIT⟧ przez ⟦e-Urząd Skarbowy⟧?",
        "Napisz reklamację do ⟦PKP Intercity⟧ za spóźniony pociąg do ⟦Gdańska⟧.",
    ],
    "tr": [
        "⟦e-Devlet⟧ üzerinden ⟦SGK⟧ hizmet dökümü nasıl alınır?",
        "⟦İstanbul⟧ - ⟦Ankara⟧ hızlı tren biletini ⟦TCDD⟧ sitesinden iade edebilir miyim?",
    ],
}
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
             "September", "Oktober", "November", "Dezember"]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]


# --------------------------------------------------------------------------------------
# generation
# --------------------------------------------------------------------------------------
def expand_lists(tpl, n):
    letters = "ABCDE"[:n]
    if "{L:and}" in tpl:
        items = ["{%s}" % c for c in letters]
        tpl = tpl.replace("{L:and}", ", ".join(items[:-1]) + ", and " + items[-1])
    return tpl


def make_record(rng, slice_, lang, tpl, origin=None, mode=None, local=None,
                extra_subs=None, tries=60):
    """Render a template; redraw people on a validation failure (e.g. a drawn name that
    collides with a keep word)."""
    for _ in range(tries):
        t = tpl
        if extra_subs:
            for k, v in extra_subs.items():
                while k in t:
                    t = t.replace(k, v(), 1)
        letters = sorted(set(re.findall(r"\{([A-E])[|:}]", t)))
        genders = {}
        for m in re.finditer(r"\{([A-E])\|([fm])", t):
            genders[m.group(1)] = m.group(2)
        needs_last = set(re.findall(r"\{([A-E])(?:\|[fm])?:[a-z.]+!\}", t))
        people, fulls = {}, set()
        for c in letters:
            for _ in range(60):
                if origin:
                    o = origin
                elif local and rng.random() < 0.5:
                    o = local
                else:
                    o = rng.choice(ORIGIN_KEYS)
                p = build_person(rng, o, genders.get(c))
                if c in needs_last and not p["last"]:
                    continue
                if p["full"] not in fulls and p["first"] not in [q["first"] for q in people.values()]:
                    break
            fulls.add(p["full"])
            people[c] = p
        segs = segments(t, people, rng)
        text, names, keep = assemble(segs, mode)
        names.sort(key=lambda n: n["start"])
        r = {"id": None, "slice": slice_, "lang": lang, "text": text, "names": names,
             "keep": keep}
        if not validate(r):
            return r
    raise SystemExit("could not render template without errors: %r -> %r" % (tpl, validate(r)))


def hand_record(slice_, lang, markup):
    segs = segments(markup)
    text, names, keep = assemble(segs)
    return {"id": None, "slice": slice_, "lang": lang, "text": text, "names": names,
            "keep": keep}


def generate():
    rng = random.Random(SEED)
    out = {s: [] for s in ALL_SLICES}
    num = lambda: str(rng.randint(1000, 99999))
    amt = lambda: "%d.%02d" % (rng.randint(40, 9800), rng.randint(0, 99))
    subs = {"{N}": num, "{AMT}": amt}

    # cultures: one template record per origin, two for the easy-to-forget origins
    order = list(range(len(CULTURE_T)))
    rng.shuffle(order)
    k = 0
    for o in ORIGIN_KEYS:
        reps = 2 if o in EXTRA_ORIGINS else 1
        for _ in range(reps):
            tpl = CULTURE_T[order[k % len(order)]]
            k += 1
            out["cultures"].append((o, make_record(rng, "cultures", "en", tpl, origin=o)))

    # casing: each mode x 12 templates
    for mode in CASE_MODES:
        tpls = list(CASING_T)
        rng.shuffle(tpls)
        for tpl in tpls[:12]:
            out["casing"].append((mode, make_record(rng, "casing", "en", tpl, mode=mode)))

    for pos in ("start", "middle", "end"):
        for tpl in POSITION_T[pos] + POSITION_T[pos][:-3]:
            out["position"].append((pos, make_record(rng, "position", "en", tpl,
                                                     extra_subs=subs)))

    for tpl, n in LIST_T:
        for _ in range(3):
            t = expand_lists(tpl, n)
            out["lists"].append((None, make_record(rng, "lists", "en", t)))

    for i, tpl in enumerate(POSSESSIVE_T):
        for j in range(3):
            t = tpl.replace("'s", "’s") if (i + j) % 3 == 1 else tpl
            out["possessive"].append((None, make_record(rng, "possessive", "en", t)))

    for tpl in QUOTED_T:
        for j in range(3):
            out["quoted"].append((None, make_record(rng, "quoted", "en", tpl)))

    for tpl in CODE_T:
        for j in range(2):
            t = tpl.replace("{{", "\x00").replace("}}", "\x01")
            r = make_record(rng, "code", "en", t)
            r["text"] = r["text"].replace("\x00", "{").replace("\x01", "}")
            out["code"].append((None, r))

    for tpl in BUSINESS_T:
        for j in range(3):
            out["business"].append((None, make_record(rng, "business", "en", tpl,
                                                      extra_subs=subs)))

    for tpl in TITLES_T:
        for j in range(2):
            out["titles"].append((None, make_record(rng, "titles", "en", tpl)))

    for lang in ["de", "es", "fr", "pt", "it", "nl", "pl", "tr"]:
        for tpl in NONENG_T[lang][:5]:
            out["nonenglish"].append((lang, make_record(rng, "nonenglish", lang, tpl,
                                                        local=LOCAL_ORIGIN[lang])))

    de_subs = {"{DE_MONTH}": lambda: rng.choice(DE_MONTHS),
               "{DE_DAY}": lambda: rng.choice(DE_DAYS)}
    for lang in ["en", "de", "es", "fr", "pt", "it", "nl", "pl", "tr"]:
        reps = 2 if lang == "en" else 1
        for tpl in KEEP_T[lang]:
            for _ in range(reps):
                t = tpl
                if lang == "de":
                    t = t.replace("{DE_MONTH}", "⟦{DE_MONTH}⟧").replace("{DE_DAY}", "⟦{DE_DAY}⟧")
                out["keep"].append((lang, make_record(rng, "keep", lang, t,
                                                      extra_subs=de_subs)))

    # hand-written records
    hand = {s: [] for s in ALL_SLICES}
    for slice_, lang, markup in HAND:
        hand[slice_].append(hand_record(slice_, lang, markup))

    # ids
    records = []
    counters = {}

    def nid(prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, counters[prefix])

    for s in ALL_SLICES:
        for sub, r in out[s]:
            if s == "keep":
                prefix = "keep-" + r["lang"]
            elif sub:
                prefix = s + "-" + sub
            else:
                prefix = s
            r["id"] = nid(prefix)
            r["hand"] = False
            records.append(r)
        for r in hand[s]:
            if s in ("nonenglish", "keep"):
                prefix = "%s-%s-hand" % (s, r["lang"])
            else:
                prefix = s + "-hand"
            r["id"] = nid(prefix)
            r["hand"] = True
            records.append(r)
    return records


def main():
    records = generate()
    errors = []
    seen = set()
    for r in records:
        if r["id"] in seen:
            errors.append((r["id"], ["duplicate id"]))
        seen.add(r["id"])
        e = validate(r)
        if e:
            errors.append((r["id"], e, r["text"]))
    if errors:
        for e in errors:
            print("INVALID", e, file=sys.stderr)
        raise SystemExit("%d invalid records; nothing written" % len(errors))
    with open(os.path.join(HERE, OUT), "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            rec = {"id": r["id"], "slice": r["slice"], "lang": r["lang"], "text": r["text"],
                   "names": r["names"], "keep": r["keep"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d records to %s" % (len(records), OUT))
    if "--stats" in sys.argv:
        stats(records)


def stats(records):
    from collections import Counter
    sl = Counter(r["slice"] for r in records)
    hd = Counter(r["slice"] for r in records if r["hand"])
    print("%-12s %5s %5s" % ("slice", "n", "hand"))
    for s in ALL_SLICES:
        print("%-12s %5d %5d" % (s, sl[s], hd[s]))
    print("%-12s %5d %5d" % ("total", len(records), sum(hd.values())))
    print("spans", sum(len(r["names"]) for r in records),
          "keep items", sum(len(r["keep"]) for r in records))
    lg = Counter(r["lang"] for r in records)
    print("langs", sorted(lg.items(), key=lambda x: (-x[1], x[0])))
    kl = Counter(r["lang"] for r in records if r["slice"] == "keep")
    print("keep langs", sorted(kl.items(), key=lambda x: (-x[1], x[0])))
    nl = Counter(r["lang"] for r in records if r["slice"] == "nonenglish")
    print("nonenglish langs", sorted(nl.items(), key=lambda x: (-x[1], x[0])))


if __name__ == "__main__":
    main()
