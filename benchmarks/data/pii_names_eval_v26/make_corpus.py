#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v26 PERSON-name evaluation corpus (work traffic sent to an LLM).

python3 make_corpus.py           regenerate names_eval.jsonl (byte for byte)
python3 make_corpus.py --stats   print counts per slice (does not write)

stdlib only.  Fixed seed, fixed iteration order.  Every record is validated before
anything is written; a single failure aborts without touching names_eval.jsonl.

Template markup (generated records):
  {A} {B} {C} {D} {E}   full name of person A..E   ({Af}/{Am} force a gender)
  {A:first}             given name            {A:last}     family name / formal name
  {A:handle}            given.family handle   {A:uhandle}  initial+family handle
  {A:initlast}          "P. Raman"            {A:lastfirst} "Raman, Priya"
  <<...>>               a literal person name (hand-written)
  [[...]]               a word or phrase to keep
Hand-written records (hand_records.py) use only <<...>> and [[...]].
"""
import json
import os
import random
import re
import sys
import unicodedata

from names_data import ORIGINS, MIDDLE_INITIALS, VIET_MIDDLE
from hand_records import HAND

SEED = 20261129
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]
ORIGIN_BY_KEY = {o["key"]: o for o in ORIGINS}

# ---------------------------------------------------------------------------
# people
# ---------------------------------------------------------------------------
_FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ð": "d", "Ð": "D",
         "þ": "th", "Þ": "Th", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i",
         "ə": "e", "Ə": "E", "'": "", "’": ""}


def fold(s):
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_part(s):
    return re.sub(r"[^a-z0-9-]", "", fold(s).lower().replace(" ", ""))


def pick_family(rng, o, g):
    f = rng.choice(o["family"])
    if isinstance(f, tuple):
        f = f[0] if g == "m" else f[1]
    return f


def make_person(rng, o, g):
    """Return a dict with the name forms of one person of origin o and gender g."""
    style = o.get("style", "plain")
    given = rng.choice(o["female"] if g == "f" else o["male"])
    fam = ""
    full = None
    first = given.split(" ")[0] if style in ("malay",) else given
    formal = None           # what follows a title (Mr / Dr ...)
    lastfirst = None
    initlast = None
    if style == "plain":
        fam = pick_family(rng, o, g)
        if rng.random() < o.get("double", 0.0):
            fam2 = pick_family(rng, o, g)
            if fam2 != fam:
                fam = fam + " " + fam2
        mid = ""
        if o.get("patr") and rng.random() < o.get("patr_p", 0.0):
            p = rng.choice(o["patr"])
            mid = p[0] if g == "m" else p[1]
        elif rng.random() < o.get("mid_init", 0.0):
            mid = rng.choice(MIDDLE_INITIALS) + "."
        if rng.random() < o.get("fg", 0.0):
            full = fam + " " + given
        else:
            full = given + (" " + mid if mid else "") + " " + fam
    elif style == "vietnamese":
        fam = rng.choice(o["family"])
        mid = VIET_MIDDLE[g] if rng.random() < 0.6 else ""
        if rng.random() < 0.3:
            fam, mid, given = fold(fam), fold(mid), fold(given)
            first = given
        full = fam + (" " + mid if mid else "") + " " + given
        lastfirst = fam + ", " + ((mid + " ") if mid else "") + given
    elif style == "icelandic":
        fam = pick_family(rng, o, g)
        full = given + " " + fam
        formal = given
    elif style == "nasab":
        fam = rng.choice(o["family"])
        if rng.random() < 0.45:
            father = rng.choice(o["male"])
            while father == given:
                father = rng.choice(o["male"])
            full = given + (" bin " if g == "m" else " bint ") + father + " " + fam
        else:
            full = given + " " + fam
    elif style == "malay":
        father = rng.choice(o["extra"]["fathers"])
        full = given + (" bin " if g == "m" else " binti ") + father
        formal = given
        lastfirst = full
        initlast = full
    elif style == "single":
        full = given
        first = given
        formal = given
        lastfirst = full
        initlast = full
    elif style == "single_opt":
        if rng.random() < 0.45:
            full = given
            formal = given
            lastfirst = full
            initlast = full
        else:
            fam = rng.choice(o["family"])
            full = given + " " + fam
    elif style == "ethiopian":
        pool = o["family"] + o["male"]
        father = rng.choice(pool)
        while father == given:
            father = rng.choice(pool)
        fam = father
        full = given + " " + father
        if rng.random() < 0.2:
            gf = rng.choice(pool)
            if gf not in (given, father):
                full += " " + gf
                fam = father + " " + gf
    elif style == "somali":
        pool = o["male"] + o["family"]
        father = rng.choice(pool)
        while father == given:
            father = rng.choice(pool)
        gf = rng.choice(o["family"])
        while gf in (given, father):
            gf = rng.choice(o["family"])
        full = given + " " + father + " " + gf
        fam = gf
    elif style == "tamil":
        fam = rng.choice(o["family"])
        if rng.random() < 0.4:
            full = fam[0] + ". " + given
            formal = given
            initlast = full
            lastfirst = given + ", " + fam[0] + "."
        else:
            full = given + " " + fam
    elif style == "mongolian":
        fam = rng.choice(o["family"])
        if rng.random() < 0.4:
            full = fam[0] + ". " + given
            formal = given
            initlast = full
            lastfirst = given + ", " + fam[0] + "."
        else:
            full = given + " " + fam
    elif style == "cantonese":
        fam = rng.choice(o["family"])
        eng = rng.choice(o["extra"][g])
        r = rng.random()
        if r < 0.34:
            full = fam + " " + given
        elif r < 0.67:
            full = eng + " " + fam
            first = eng
        else:
            full = eng + " " + fam + " " + given
            first = eng
    else:
        raise ValueError(style)
    if formal is None:
        formal = fam or given
        if o.get("cap_alone") and formal[:1].islower():
            formal = formal[0].upper() + formal[1:]
    if lastfirst is None:
        lastfirst = (fam + ", " + given) if fam else full
    if initlast is None:
        initlast = (first[0] + ". " + fam) if fam else full
    hg = handle_part(first)
    hf = handle_part(fam) if fam else ""
    if fam:
        handle = hg + "." + hf
        uhandle = hg[0] + hf
    else:
        parts = [handle_part(x) for x in full.replace(".", " ").split()]
        handle = ".".join(p for p in parts if p)
        uhandle = handle.replace(".", "")
    return {"full": full, "first": first, "last": formal, "lastfirst": lastfirst,
            "initlast": initlast, "handle": handle, "uhandle": uhandle,
            "gender": g, "origin": o["key"]}


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
PH = re.compile(r"\{([A-E])([fm]?)(?::(first|last|handle|uhandle|initlast|lastfirst))?\}"
                r"|<<(.+?)>>|\[\[(.+?)\]\]", re.S)
HAND_PH = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]", re.S)
WORD = re.compile(r"\w+")


def parse(template, people=None, hand=False):
    """Split a template into segments (kind, text); kind in plain/name/keep."""
    segs, last = [], 0
    rx = HAND_PH if hand else PH
    for m in rx.finditer(template):
        if m.start() > last:
            segs.append(("plain", template[last:m.start()]))
        if hand:
            nm, kp = m.group(1), m.group(2)
            if segs and segs[-1][0] == "plain":
                segs[-1] = ("plain", unescape(segs[-1][1]))
            segs.append(("name", nm) if nm is not None else ("keep", kp))
        elif m.group(1):
            p = people[m.group(1)]
            form = m.group(3) or "full"
            segs.append(("name", p[form]))
        elif m.group(4) is not None:
            segs.append(("name", m.group(4)))
        else:
            segs.append(("keep", m.group(5)))
        last = m.end()
    if last < len(template):
        segs.append(("plain", unescape(template[last:]) if hand else template[last:]))
    return segs


def unescape(s):
    return s.replace("&lt;", "<").replace("&gt;", ">")


def assemble(segs, case="normal"):
    text, names, keep = [], [], []
    pos = 0
    for kind, s in segs:
        if case == "lower" or (case == "namelower" and kind == "name"):
            s = s.lower()
        elif case == "upper" or (case == "nameupper" and kind == "name"):
            s = s.upper()
        if kind == "name":
            names.append({"start": pos, "end": pos + len(s), "text": s})
        elif kind == "keep":
            if s not in keep:
                keep.append(s)
        text.append(s)
        pos += len(s)
    return "".join(text), names, keep


def letters_in(template):
    """Letters used in a template and any forced gender per letter."""
    want = {}
    for m in re.finditer(r"\{([A-E])([fm]?)(?::\w+)?\}", template):
        L, g = m.group(1), m.group(2)
        if g:
            want[L] = g
        else:
            want.setdefault(L, "")
    return want


def toks(s):
    return {t.casefold() for t in WORD.findall(s)}


def render_generated(rng, template, origin_picker, case="normal", used=None):
    """Draw people, render; redraw if a keep word shares a token with a name
    or if the text was already produced."""
    want = letters_in(template)
    keep_toks = set()
    for m in re.finditer(r"\[\[(.+?)\]\]", template):
        keep_toks |= toks(m.group(1))
    plain_toks = toks(re.sub(r"\{[^}]*\}|<<.+?>>|\[\[.+?\]\]", " ", template))
    for _ in range(200):
        people, fulls, firsts = {}, set(), set()
        ok = True
        for L in sorted(want):
            g = want[L] or rng.choice("fm")
            o = origin_picker()
            p = make_person(rng, o, g)
            if p["full"] in fulls or p["first"] in firsts:
                ok = False
                break
            fulls.add(p["full"])
            firsts.add(p["first"])
            people[L] = p
        if not ok:
            continue
        segs = parse(template, people)
        t, names, keep = assemble(segs, case)
        ntoks = set()
        for n in names:
            ntoks |= toks(n["text"])
        if ntoks & keep_toks:
            continue
        # avoid a name token that also occurs as an ordinary word in the template
        if ntoks & plain_toks:
            continue
        if used is not None:
            if t in used:
                continue
            used.add(t)
        return t, names, keep
    raise RuntimeError("could not render: " + template)


# ---------------------------------------------------------------------------
# templates (work traffic)
# ---------------------------------------------------------------------------
CULTURE_T = [
    "Triage this ticket: {A} reports that the [[Android]] app logs them out after every update since [[Tuesday]]. Suggest a priority and a reply.",
    "Summarise the sales call: {A} from the buyer side wants [[SSO]] and a three-year price lock; {B} on our side promised a follow-up before [[Friday]].",
    "Interview feedback for {A}: strong on system design, weaker on [[SQL]] window functions. Panel: {B} and {C}. Recommend hire or no hire.",
    "Meeting minutes, [[Q3]] planning. Attendees: {A}, {B}, {C}. Action item: {B:first} to update the [[Jira]] roadmap by [[Monday]].",
    "Post-mortem draft: the [[Redis]] cluster failed over at 02:14 [[UTC]]. {A} was on call and paged {B} at 02:31. Rewrite the timeline in neutral language.",
    "Handover note from {A} to {B}: two open [[P2]] incidents, both waiting on the [[AWS]] support case. Turn it into a bullet list.",
    "CRM note: spoke with {A} ([[CFO]]) about the renewal. Budget frozen until [[January]]; {A:first} asked us to resend the [[SOW]].",
    "Polish this reference letter for {A}, who worked under {B} in our [[Finance]] team for four years.",
    "Draft a polite rejection email to {A} for the [[Senior Data Engineer]] role. Mention that {B:first} enjoyed reviewing the take-home task.",
    "Pharmacy note: patient {A} switched from [[Metformin]] 500 mg to 850 mg on the advice of {B}. Check for interactions with [[Lisinopril]].",
    "Insurance claim received from {A}: water damage in the kitchen, loss adjuster {B} to visit on [[Thursday]]. Summarise for the claims queue.",
    "Shipment update: consignee {A}, carrier [[Maersk]], container held at [[Rotterdam]] customs. Who should contact {B:first} about the missing commercial invoice?",
    "Grant report section: {A} supervised two [[PhD]] students this year; co-investigator {B} led the fieldwork in [[October]].",
    "Edit this lede for the newsroom: {A}, a ward nurse, said the hospital ran short of staff over [[Easter]]. Editor on duty: {B}.",
    "Code review thread: {A} wants to replace the retry loop with a [[Kubernetes]] job; {B:first} disagrees. Summarise both positions.",
    "Contract check: \"This Agreement is signed by {A}, acting for the [[Supplier]], and by {B}, acting for the [[Customer]].\" Is the signature block complete?",
    "Purchase order approved by {A}; goods received by {B} at the [[Leeds]] warehouse. Reconcile it with the [[ERP]] record.",
    "Expense report flagged: {A} claimed two hotel nights in [[Lisbon]] during the [[GDPR]] audit. Ask {B:first} in accounts to verify.",
    "Onboarding checklist for {A}, starting [[March]] 3. Buddy: {B}. Laptop: [[MacBook]] Pro.",
    "Supervision log: met {A} to discuss chapter 2 and suggested reading on [[Bayesian]] hierarchical models. Next meeting with {B} present.",
    "Support chat summary: {A} could not reset the [[VPN]] token; agent {B} escalated it to [[Tier]] 2.",
    "Performance review input for {A} from peer {B}: \"reliable, owns the [[CI]] pipeline, could delegate more.\" Make it more constructive.",
    "Slack thread recap: {A:first} and {B:first} agreed to move the launch to [[April]] after the [[QA]] sign-off slipped.",
    "Board minutes: motion to approve the [[Series B]] term sheet proposed by {A}, seconded by {B}. Carried unanimously.",
    "Clinical handover: bed 12, {A}, post-op day 2, on [[IV]] antibiotics; consultant {B} reviews on the [[Monday]] ward round.",
    "Recruiter note: {A} has six years of [[React]] and is relocating to [[Toronto]]; hiring manager {B} wants a call next week.",
    "Lab notebook summary: samples prepared by {A}, [[PCR]] run by {B}, results uploaded to [[Benchling]].",
    "Sprint retro notes: {A} felt the [[Kanban]] board was out of date; {B} offered to facilitate the next [[Scrum]] review.",
    "Legal hold notice to {A} and {B}: preserve all [[Outlook]] and [[Teams]] messages about Project [[Falcon]].",
    "Fix the grammar: \"As discussed with {A}, the refund will be issued to the original [[Visa]] card within ten days.\"",
    "Customer escalation: {A} has called five times about the delayed [[DHL]] delivery; team lead {B} authorised a goodwill credit.",
    "Write a short speaker bio: {A} leads the [[NLP]] group and previously worked at [[Siemens]] alongside {B}.",
    "On-call handover: {A:first} to {B:first}. Alert storm from [[Prometheus]] at 19:00, silenced until [[Sunday]].",
    "Thesis committee: {A} (chair), {B}, {C}. The defence is scheduled for [[June]]; draft the invitation.",
    "Check the tone: \"Dear {A}, we regret that your warranty claim for the [[Bosch]] dishwasher was declined.\"",
    "Translate for the customer {A}: the claim is on hold under [[Section]] 4 of the policy until the police report arrives.",
    "Account plan: champion {A}, economic buyer {B}, blocker is the [[IT]] security review. Suggest next steps.",
    "Write the [[PR]] description: fixes the timezone bug reported by {A}; tested by {B} on [[Safari]].",
    "Dispatch note: courier {A} collected 14 parcels from the [[Antwerp]] depot; recipient {B} signed for 13.",
    "Newsroom: fact-check the quote attributed to {A} in the [[Reuters]] wire before the {B:first} profile runs.",
]

CASING_T = [
    "please forward the [[Zendesk]] ticket from {A} to billing, they were charged twice in [[May]]",
    "{A} needs admin access to [[Salesforce]] before the [[Friday]] demo",
    "summarise the call with {A} about the [[SLA]] breach last [[Wednesday]]",
    "rewrite my standup update: blocked on {A}'s review of the [[Terraform]] change",
    "draft minutes: {A} presented the [[KPI]] dashboard and {B} asked about [[EMEA]] churn",
    "incident handed over to {A} at shift change, [[PagerDuty]] still firing",
    "tell {A} in formal english that the [[NDA]] is signed and the [[PO]] is on its way",
    "interview debrief for {A}: good [[Python]], weak on testing, {B} wants a second round",
    "ship the replacement to {A} via [[FedEx]] priority, the original got lost in [[Memphis]]",
    "note for the pharmacist: {A} reports dizziness since starting [[Amlodipine]]",
    "legal wants to know whether {A} signed the [[DPA]] addendum in [[December]]",
    "assign the crash bug to {A}, not {B}, and label it [[iOS]]",
]
CASE_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]

POSITION_T = {
    "start": [
        "{A} asked for the [[Q2]] pipeline numbers by end of day; can you draft them?",
        "{A:first} here, please summarise the attached [[SOC 2]] findings.",
        "{A} wants the [[Jira]] epic split into smaller stories.",
        "{A} is out sick, so who covers the [[Berlin]] customer call?",
        "{A}: approve the [[AWS]] reserved instance purchase or not?",
        "{A} reported that the [[Stripe]] webhook fails with a 401.",
        "{A:first} said the [[Monday]] stand-up is cancelled.",
        "{A} signed the contract; update the [[CRM]] stage to Closed Won.",
        "{A}, the patient in bay 4, is allergic to [[Penicillin]]; add it to the handover.",
        "{A} from [[Procurement]] needs three quotes for the laptops.",
        "{A} and the [[Legal]] team disagree on the liability cap.",
        "{A} filed the claim on [[Tuesday]]; what documents are missing?",
        "{A:first} will present the [[OKR]] review, prepare three slides.",
    ],
    "middle": [
        "Please ask {A} whether the [[Excel]] export includes [[VAT]].",
        "The ticket was reopened by {A} after the [[iOS]] 18 update broke login.",
        "Our auditor, {A}, wants the [[IFRS]] 16 lease schedule by [[Friday]].",
        "In yesterday's sync {A:first} proposed moving to [[Postgres]] 16.",
        "The [[Lyon]] shipment, signed for by {A}, arrived damaged.",
        "Compare the offers that {A} and {B} received from [[HR]].",
        "Tell the board that {A} will step down as [[COO]] in [[July]].",
        "If {A:first} approves, merge the branch into [[main]] tonight.",
        "Yesterday {A} escalated the [[P1]] to the vendor.",
        "For the [[NHS]] tender, {A} owns section 3 and the pricing annex.",
        "The claimant, {A}, disputes the [[Audi]] repair estimate.",
        "Could you check whether {A} is still the [[DPO]] for our [[EU]] entity?",
        "After {A:first} left, nobody updated the [[Confluence]] runbook.",
    ],
    "end": [
        "Escalate the [[P1]] to {A}",
        "Approved by {A}.",
        "Owner of the [[GDPR]] request: {A}",
        "Draft a thank-you note for the [[Q4]] launch to {A}!",
        "Who signed the [[NDA]] on behalf of the supplier, {A}?",
        "Forward the [[PDF]] invoice to {A:first}",
        "The on-call engineer this [[Saturday]] is {A}.",
        "Send the rejection for the [[UX]] role to {A}",
        "Reviewed and merged by {A:first}.",
        "Prescribing clinician: {A}",
        "Please book the [[Zoom]] interview with {A}.",
        "Point of contact at the [[Hamburg]] port: {A}",
        "The [[CSV]] import was started by {A}…",
    ],
}

LISTS_T = [
    "Who from this list still needs [[Okta]] access revoked: {A}, {B}, {C}, {D}?",
    "Badge printing queue for the [[Lisbon]] offsite -- {A} | {B} | {C}",
    "Sort by start date:\n{A} - 2026-03-01\n{B} - 2026-01-15\n{C} - 2026-02-10",
    "Escalation path for a [[Sev1]]:\n  a) {A}\n  b) {B}\n  c) {C}\nWrite it up for the runbook.",
    "Timesheet export:\n{A}\t[[Warehouse]]\t40h\n{B}\t[[Warehouse]]\t32h\n{C}\t[[Office]]\t40h\nTotal the hours per site.",
    "References for the tender: {A:lastfirst}, {B:lastfirst} and {C:lastfirst}. Put them in [[Harvard]] style.",
    "Tag {A:first}, {B:first} + {C:first} on the [[Confluence]] page about the [[Kafka]] upgrade.",
    "Owners by region: [[EMEA]]: {A}; [[APAC]]: {B}; [[AMER]]: {C}. Turn this into a table.",
    "reviewers = [\"{A:handle}\", \"{B:handle}\", \"{C:handle}\"]\nWhy does the bot only ping the first one?",
    "Out of office next week: {A} ([[Mon]]-[[Wed]]), {B} ([[Thu]]), {C} (all week). Who can approve invoices?",
    "Judges for the internal hackathon: {A}, {B}, {C} and {D}. Pick three and explain why.",
    "Payroll exceptions for [[January]]:\n• {A}: missing bank details\n• {B}: tax code change\n• {C}: unpaid leave",
    "The [[Teams]] call had {A}, {B} and {C} plus two guests from the vendor. Write a recap.",
    "Rename these project folders to surnames only: {A}, {B}, {C}.",
    "Nominees for the [[Q2]] values award: {A}; {B}; {C}; {D}; {E}.",
]

POSSESSIVE_T = [
    "Archive {A}'s mailbox thirty days after the exit date, per [[HR]] policy.",
    "{A}’s [[AWS]] keys were found in a public repo; write the rotation steps.",
    "Combine {A}'s and {B}'s slides into one [[PowerPoint]] deck for the board.",
    "Reset {A:first}'s [[MFA]] device; the old phone was lost.",
    "Translate {A}'s complaint into [[Spanish]] before sending it to the [[Madrid]] team.",
    "Does {A}'s parental leave overlap with {B:first}'s sabbatical?",
    "Check {A}'s maths in the [[ROI]] model, tab 3.",
    "{A}’s flight to [[Nairobi]] was cancelled; rebook it and tell {B:first}'s assistant.",
    "Whose approval do we need after {A}'s sign-off on the [[Capex]] request?",
    "Move {A:first}'s one-to-ones to [[Thursday]] afternoons.",
    "Summarise {A}'s risk assessment of the [[Shenzhen]] supplier.",
    "{A}'s badge still opens the server room; remove it in [[Genetec]].",
    "Print {A}'s boarding pass and {B}'s hotel voucher for [[Monday]].",
    "Credit {A}'s account with the [[Uber]] refund.",
    "Is {A}'s consent form signed for the [[Phase II]] study?",
]

QUOTED_T = [
    "Ticket comment from the customer: \"{A} here again, the [[Wi-Fi]] router still reboots every hour.\" Suggest troubleshooting steps.",
    "Sender: {A}\nRecipient: [[Payroll]]\nRe: missing overtime\n\nClassify this email by urgency.",
    "On [[Fri]], {A} wrote:\n> please stop charging my card\nWrite a reply confirming the cancellation.",
    "Hello {A:first},\n\nYour [[Zoom]] webinar is scheduled.\n\nRegards,\n{B}\nMake this email friendlier.",
    "{A:first} (10:01): is [[Jira]] down?\n{B:first} (10:02): works for me\n{A:first} (10:03): weird\nWhat is the likely cause?",
    "Bot: Welcome to [[Vodafone]]! What's your name?\nUser: {A}\nBot: Thanks, {A:first}. How can I help?\nIs the bot collecting too much data?",
    "Best wishes,\n{A}\n[[Clinical Nurse Specialist]]\nMake this signature match our [[NHS]] template.",
    "Moderator ({A}): Over to you.\nPanelist ({B}): Thanks. Our [[ESG]] targets are ambitious.\nTurn this into a summary.",
    "Suspicious SMS: \"{A:first}, your [[DHL]] parcel is held, pay 1.99 here. - {B}\" Is it a scam?",
    "Left on the answering machine: \"This is {A} from [[Allianz]], calling about claim 4471.\" What should I prepare?",
    "To: {A}\nBcc: {B}\nSubject: [[Q4]] targets\nWhy would someone be in Bcc on this email?",
    "According to the statement, {A} said: \"The van was already dented when I picked it up.\" Summarise for the [[Claims]] file.",
    "\"Prices will rise in [[January]],\" {A}, the procurement lead, told the team. Rewrite as a news brief.",
    "Begin forwarded message:\nFrom: {A}\nSubject: [[Visa]] letter\nCan you answer this for me?",
    "My colleague {A} messaged: \"can u cover my [[Saturday]] shift?\" Draft a polite no.",
]

CODE_T = [
    "// TODO({A:handle}) handle leap years in the [[Stripe]] billing cycle\nIs this TODO still relevant?",
    "// author: {A}\n// reviewed-by: {B:handle}\nfunction parseInvoice(raw) {{ ... }}\nAdd [[JSDoc]] to this.",
    "/**\n * @author {A:lastfirst}\n * Parses [[ISO]] 8601 timestamps.\n */\nWrite unit tests for this class.",
    "feat(billing): add [[SEPA]] retries\n\nCo-authored-by: {A} <{A:handle}@users.noreply.github.com>\nWrite a better commit body.",
    "/* checked by {A:initlast} on 2026-02-11 */\nDELETE FROM sessions WHERE created_at < now() - interval '30 days';\nWill this lock the table in [[Postgres]]?",
    "git blame says line 88 was last touched by {A} during the [[Django]] upgrade. Explain the change.",
    "{{\"ticket\": 4412, \"assignee\": \"{A}\", \"reporter\": \"{B}\", \"component\": \"[[Checkout]]\"}}\nValidate this JSON.",
    "owner: {A:handle}\nteam: [[Platform]]\nslack: \"#payments-alerts\"\nWhat does this service descriptor say?",
    "Signed-off-by: {A} <{A:uhandle}@example.org>\nIs this trailer valid for the [[DCO]] check?",
    "<!-- maintained by {A}; ask before editing the [[Tailwind]] config -->\nWhy does this comment matter?",
    "# FIXME {A:first}: this breaks on [[Windows]] paths\nSuggest a portable fix.",
    "2026-03-02T10:11:09Z INFO user={A:handle} action=export format=[[CSV]] rows=1200\nIs this log line normal?",
    "CODEOWNERS:\n/billing/ @{A:handle} @{B:handle}\n/docs/ @docs-team\nWho reviews changes in the billing folder?",
    "Review comment from {A}: \"nit: rename tmp to something meaningful and add a [[JUnit]] test.\" Is this fair?",
    "Branch {A:uhandle}/[[OAuth]]-refresh-fix was force-pushed. How do I recover the old commits?",
]

BUSINESS_T = [
    "Pro-forma invoice for {A}: 300 units at USD 4.10, [[CIF]] [[Durban]]. Check the totals.",
    "Standing order set up by {A}; the [[Direct Debit]] mandate was signed by {B}.",
    "Debt collection letter to {A}: three invoices overdue since [[June]]. Tone: firm, not threatening.",
    "Stock transfer approved by {A} from the [[Rotterdam]] hub to [[Antwerp]].",
    "Prepare the [[P60]] summary for {A} and explain it in plain English.",
    "Licence agreement: {A} acts as the [[Licensor]] and we are the [[Licensee]]. Summarise the royalty terms.",
    "Reimbursement request by {A} for a [[Eurostar]] ticket. Is it within policy?",
    "Home insurance renewal for {A}: premium up 18%. Draft a query to the broker, {B}.",
    "Chargeback on order 7711 from {A}; the card issuer is [[Barclaycard]]. Draft the response pack.",
    "Quarterly bonus letter for {A}, signed by {B}, [[Chief People Officer]].",
    "Customs hold: the consignment for {A} is stuck at [[Jebel Ali]] pending a certificate of origin.",
    "Tender submission signed by {A}; the bid bond was issued by [[HSBC]].",
    "Probate query from {A} about a joint account held at [[Santander]].",
    "Rent arrears notice for {A}: two months unpaid, flat 4B, [[Leeds]].",
    "Franchise agreement between [[Brewhouse]] Ltd and {A}; guarantor {B}. Flag the non-compete.",
]

TITLES_T = [
    "Draft a thank-you letter to Dr. {A:last} for the [[CPD]] lecture.",
    "Mrs {Af} called about her [[ISA]] transfer; call her back today.",
    "Prof. {A:last} and Dr {B:last} are co-supervisors; fill in the [[UKRI]] form.",
    "Mr {Am:last} disputes the [[Council Tax]] band on his flat.",
    "Ms {Af} will cover the [[Front Desk]] on [[Friday]].",
    "Justice {A:last} reserved judgment; summarise the hearing for the client.",
    "Sgt. {A:last} requested the shift logs from the [[Leeds]] depot.",
    "Rep. {A:last} wants a briefing on the [[FDA]] recall.",
    "Dr. {A} is our new [[Chief Medical Officer]]; write the intranet announcement.",
    "Insp. {A:last} is investigating the break-in at the [[Felixstowe]] yard.",
    "Lady {Af:last} asked for the [[Trust]] accounts for last year.",
    "Prof. {A} has retired; update the faculty page and the [[ORCID]] link.",
    "Mx {A} uses they/them pronouns; update the [[HRIS]] profile.",
    "Gen. {A:last} will visit the plant on [[Tuesday]]; prepare the security clearance.",
    "Please send Professor {A:last} the [[Zoom]] link for the viva.",
]

NONEN_T = {
    "de": [
        "Bitte beantworte die [[Anfrage]] von {A} zur [[Mahnung]] vom [[Dezember]].",
        "{A} fragt, ob die [[Reisekosten]] nach [[Hamburg]] erstattet werden.",
        "Erstelle eine [[Stellenanzeige]] und leite die Bewerbung von {A} an {B} weiter.",
        "Der [[Zahlungseingang]] von {A} fehlt in [[SAP]], bitte prüfen.",
        "Herr {Am:last} möchte die [[Kündigung]] seines [[Mietvertrags]] bestätigt haben.",
    ],
    "es": [
        "Contesta a {A}: su pedido a [[Valparaíso]] sale mañana con [[DHL]].",
        "¿Puedes resumir el correo de {A} sobre la auditoría de [[Deloitte]]?",
        "El Sr. {Am:last} pide cambiar la cuenta bancaria para las nóminas de [[marzo]].",
        "Prepara una nota de bienvenida para {A}, que se incorpora al equipo de [[Marketing]] con {B}.",
        "Guardia: {A:first} deja abierta la alerta de [[Datadog]] para {B:first}.",
    ],
    "fr": [
        "Réponds à {A} : la livraison à [[Nantes]] est reportée à lundi.",
        "M. {Am:last} conteste les frais de résiliation de son abonnement [[Free]].",
        "Prépare l'ordre du jour avec {A} et {B} pour le comité [[RSE]].",
        "Le stagiaire {A} a besoin d'un accès au [[VPN]] avant jeudi.",
        "Traduis le retour de {A} sur la maquette [[Figma]].",
    ],
    "pt": [
        "Responda a {A}: o reembolso do [[Uber]] foi aprovado.",
        "O Sr. {Am:last} pediu a segunda via do boleto de [[março]].",
        "Prepare a pauta da reunião com {A} e {B} sobre o [[eSocial]].",
        "{A} não consegue acessar o [[Teams]] desde a troca de senha.",
        "Agradeça a {A} pela apresentação sobre o [[Nubank]].",
    ],
    "it": [
        "Rispondi a {A}: la consegna a [[Napoli]] è rimandata a lunedì.",
        "Il sig. {Am:last} contesta la bolletta [[Enel]] di febbraio.",
        "Prepara l'ordine del giorno con {A} e {B} per il [[CdA]].",
        "{A} non riesce ad accedere a [[Salesforce]] dopo il cambio password.",
        "Traduci in inglese il feedback di {A} sul prototipo [[Figma]].",
    ],
    "nl": [
        "Beantwoord de vraag van {A} over de [[Zorgverzekering]].",
        "Meneer {Am:last} wil zijn abonnement bij [[KPN]] opzeggen.",
        "Stel de agenda op voor het overleg met {A} en {B} over de [[AVG]].",
        "{A} kan sinds maandag niet inloggen op [[Exact Online]].",
        "Bedank {A} voor de presentatie bij [[Philips]].",
    ],
    "pl": [
        "Odpowiedz klientowi: {A} pyta o zwrot za zamówienie z [[Empik]].",
        "Pan {Am:last} zgłosił, że terminal [[PayU]] nie działa w sklepie.",
        "Lista obecności: {A}, {B}. Temat: audyt [[RODO]].",
        "Zgłaszający: {A}. Problem: brak dostępu do [[Jira]].",
        "Dyżur przejmuje {A}; alert z [[Datadog]] nadal otwarty.",
    ],
    "tr": [
        "{A} sipariş iadesi istiyor; kargo firması [[Yurtiçi Kargo]].",
        "Katılımcılar: {A}, {B}. Konu: [[KVKK]] denetimi.",
        "Talep sahibi: {A}. Sorun: [[VPN]] bağlantısı kopuyor.",
        "{A} için teşekkür e-postası yaz; [[İstanbul]] lansmanı başarılıydı.",
        "Vardiya: {A:first} → {B:first}, [[Jenkins]] derlemesi kırık.",
    ],
}
NONEN_LOCAL = {
    "de": ["german", "swiss"], "es": ["spanish", "mexican", "argentine", "colombian", "andean"],
    "fr": ["french", "haitian", "maghrebi", "wolof", "congolese"], "pt": ["portuguese", "brazilian"],
    "it": ["italian"], "nl": ["dutch", "flemish"], "pl": ["polish"], "tr": ["turkish"],
}

KEEP_T = [
    ("en", "Schedule the [[SOC 2]] audit kickoff for [[Monday]], [[March]] 9, and invite the [[Security]] team."),
    ("en", "Compare [[Jenkins]] and [[GitHub Actions]] for our [[CI]] pipeline; we deploy to [[Kubernetes]]."),
    ("en", "Our [[US]] subsidiary charges [[VAT]] on [[EU]] invoices. Explain the reverse-charge rule."),
    ("en", "Draft a [[KPI]] summary for the [[APAC]] region for [[Q4]], in bullet points."),
    ("en", "The [[Ford]] Transit van needs its [[MOT]] before [[June]]; add it to the fleet calendar."),
    ("en", "Write release notes: [[Kafka]] consumer upgraded, [[Django]] 5.1, [[Ruby]] gems pinned."),
    ("en", "Does the [[Sunday]] maintenance window breach the [[SLA]] in our [[Master Services Agreement]]?"),
    ("en", "Book a room in the [[Victoria]] office for [[Thursday]] with the [[Sales]] team."),
    ("en", "Our [[Jordan]] distributor missed the shipment window before [[Ramadan]]."),
    ("en", "Draft an [[IRB]]-approved reminder for patients in the [[Hodgkin lymphoma]] trial."),
    ("en", "Convert the [[Excel]] payroll sheet from the [[Georgia]] office into [[CSV]]."),
    ("en", "Why does our [[Alexa]] skill fail certification on [[Amazon]] devices?"),
    ("en", "Write an incident summary: [[PagerDuty]] paged the [[SRE]] rotation at 03:12 [[UTC]] on [[Saturday]]."),
    ("de", "Bitte prüfe den [[Vertrag]] mit der [[Deutschen Bahn]] auf die [[Kündigungsfrist]]."),
    ("de", "Welche [[Unterlagen]] braucht die [[Krankenkasse]] für den [[Mutterschutz]]?"),
    ("de", "Die [[Umsatzsteuer]] auf der [[Rechnung]] aus [[Österreich]] ist falsch ausgewiesen."),
    ("es", "Calcula el [[IRPF]] de una factura de autónomo emitida en [[Valencia]]."),
    ("es", "Traduce al inglés la política de vacaciones de [[Telefónica]]."),
    ("fr", "Quelles sont les obligations [[URSSAF]] pour un auto-entrepreneur à [[Lille]] ?"),
    ("fr", "Rédige une annonce pour un poste de [[Comptable]] chez [[Decathlon]]."),
    ("pt", "Explique o [[FGTS]] para um funcionário novo em [[Salvador]]."),
    ("pt", "Traduza a política de reembolso da [[Natura]] para o inglês."),
    ("it", "Spiega la differenza tra [[Partita IVA]] e [[Codice Fiscale]] a un nuovo collega."),
    ("nl", "Wanneer moet de [[Jaarrekening]] bij de [[KvK]] gedeponeerd zijn?"),
    ("pl", "Jak wystawić fakturę w [[KSeF]] dla klienta z [[Niemiec]]?"),
]


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
def occurs_outside(text, w, names):
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= n["start"] or m.start() >= n["end"] for n in names):
            return True
    return False


def validate(recs):
    errs = []
    seen = set()
    texts = set()
    per_slice = {s: 0 for s in SLICES}
    for r in recs:
        rid = r["id"]
        if rid in seen:
            errs.append(rid + ": duplicate id")
        seen.add(rid)
        if r["slice"] not in per_slice:
            errs.append(rid + ": unknown slice")
            continue
        per_slice[r["slice"]] += 1
        if r["text"] in texts:
            errs.append(rid + ": duplicate text")
        texts.add(r["text"])
        if not rid.startswith(r["slice"] + "-") or not re.fullmatch(r"[a-z0-9_-]+-\d{3}", rid):
            errs.append(rid + ": bad id")
        t = r["text"]
        for bad in ("<<", ">>", "[[", "]]"):
            if bad in t:
                errs.append(rid + ": leftover markup " + bad)
        if re.search(r"\{[A-E][fm]?(:\w+)?\}", t):
            errs.append(rid + ": leftover placeholder")
        prev = 0
        for n in r["names"]:
            s, e = n["start"], n["end"]
            if not (0 <= s < e <= len(t)):
                errs.append(rid + ": bad span")
                continue
            if t[s:e] != n["text"]:
                errs.append(rid + ": offset mismatch")
            if s < prev:
                errs.append(rid + ": overlapping/unsorted spans")
            if n["text"] != n["text"].strip():
                errs.append(rid + ": whitespace around span")
            if s > 0 and re.match(r"\w", t[s - 1]):
                errs.append(rid + ": span starts inside a word: " + n["text"])
            if e < len(t) and re.match(r"\w", t[e]):
                errs.append(rid + ": span ends inside a word: " + n["text"])
            prev = e
        if r["slice"] == "keep":
            if r["names"]:
                errs.append(rid + ": keep slice with names")
            if not r["keep"]:
                errs.append(rid + ": keep slice without keep items")
        elif not r["names"]:
            errs.append(rid + ": no names")
        ntoks = set()
        for n in r["names"]:
            ntoks |= toks(n["text"])
        for k in r["keep"]:
            if not k or k != k.strip():
                errs.append(rid + ": empty/whitespace keep item")
            if not occurs_outside(t, k, r["names"]):
                errs.append(rid + ": keep item not found outside names: " + k)
            if toks(k) & ntoks:
                errs.append(rid + ": keep item shares a token with a name: " + k)
        if len(set(r["keep"])) != len(r["keep"]):
            errs.append(rid + ": duplicate keep items")
        sub = rid.split("-")
        if r["slice"] == "position" and "hand" not in sub:
            pos = sub[1]
            if pos == "start" and r["names"][0]["start"] != 0:
                errs.append(rid + ": start position wrong")
            if pos == "end" and not re.fullmatch(r"[\s.!?…\"')]*", t[r["names"][-1]["end"]:]):
                errs.append(rid + ": end position wrong")
            if pos == "middle" and (r["names"][0]["start"] == 0
                                    or not t[r["names"][-1]["end"]:].strip(" .!?…")):
                errs.append(rid + ": middle position wrong")
    for s, c in per_slice.items():
        if c == 0:
            errs.append("slice missing: " + s)
    return errs


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def rec(rid, sl, lang, text, names, keep):
    return {"id": rid, "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}


def build():
    rng = random.Random(SEED)
    any_origin = lambda: rng.choice(ORIGINS)
    used = set()
    out = {s: [] for s in SLICES}

    # cultures: two templates per origin, all people from that origin
    n_t = len(CULTURE_T)
    for i, o in enumerate(ORIGINS):
        for j in range(2):
            tpl = CULTURE_T[(2 * i + j) % n_t]
            t, names, keep = render_generated(rng, tpl, lambda o=o: o, used=used)
            out["cultures"].append(rec("cultures-%s-%03d" % (o["key"], j + 1), "cultures",
                                       "en", t, names, keep))

    # casing: 5 modes x 10
    for mi, mode in enumerate(CASE_MODES):
        for k in range(10):
            tpl = CASING_T[(k + 2 * mi) % len(CASING_T)]
            t, names, keep = render_generated(rng, tpl, any_origin, case=mode, used=used)
            out["casing"].append(rec("casing-%s-%03d" % (mode, k + 1), "casing", "en",
                                     t, names, keep))

    # position
    for pos in ("start", "middle", "end"):
        for k, tpl in enumerate(POSITION_T[pos]):
            t, names, keep = render_generated(rng, tpl, any_origin, used=used)
            out["position"].append(rec("position-%s-%03d" % (pos, k + 1), "position", "en",
                                       t, names, keep))

    # lists, possessive, quoted, code, business, titles: each template twice
    for sl, tpls in (("lists", LISTS_T), ("possessive", POSSESSIVE_T), ("quoted", QUOTED_T),
                     ("code", CODE_T), ("business", BUSINESS_T), ("titles", TITLES_T)):
        k = 0
        for rep in range(2):
            for tpl in tpls:
                tpl = tpl.replace("{{", "\x00").replace("}}", "\x01") if sl == "code" else tpl
                t, names, keep = render_generated(rng, tpl, any_origin, used=used)
                t2 = t.replace("\x00", "{").replace("\x01", "}")
                k += 1
                out[sl].append(rec("%s-%03d" % (sl, k), sl, "en", t2, names, keep))

    # nonenglish: 8 languages x 5 templates; half the people from local origins
    for lang in ("de", "es", "fr", "pt", "it", "nl", "pl", "tr"):
        local = [ORIGIN_BY_KEY[k] for k in NONEN_LOCAL[lang]]

        def picker(local=local):
            return rng.choice(local) if rng.random() < 0.5 else rng.choice(ORIGINS)
        for k, tpl in enumerate(NONEN_T[lang]):
            t, names, keep = render_generated(rng, tpl, picker, used=used)
            out["nonenglish"].append(rec("nonenglish-%s-%03d" % (lang, k + 1), "nonenglish",
                                         lang, t, names, keep))

    # keep (no names)
    cnt = {}
    for lang, tpl in KEEP_T:
        cnt[lang] = cnt.get(lang, 0) + 1
        t, names, keep = assemble(parse(tpl, {}))
        out["keep"].append(rec("keep-%s-%03d" % (lang, cnt[lang]), "keep", lang, t, names, keep))

    # hand-written records
    hcnt = {}
    for sl, lang, text in HAND:
        if sl in ("nonenglish", "keep"):
            prefix = "%s-%s-hand" % (sl, lang)
        else:
            prefix = "%s-hand" % sl
        hcnt[prefix] = hcnt.get(prefix, 0) + 1
        t, names, keep = assemble(parse(text, hand=True))
        out[sl].append(rec("%s-%03d" % (prefix, hcnt[prefix]), sl, lang, t, names, keep))

    recs = []
    for s in SLICES:
        recs.extend(out[s])
    return recs


def stats(recs):
    print("%-12s %6s %6s %6s %6s %6s" % ("slice", "recs", "hand", "gen", "names", "keep"))
    tot = [0, 0, 0, 0, 0]
    for s in SLICES:
        rs = [r for r in recs if r["slice"] == s]
        h = sum(1 for r in rs if "-hand-" in r["id"])
        nn = sum(len(r["names"]) for r in rs)
        kk = sum(len(r["keep"]) for r in rs)
        row = [len(rs), h, len(rs) - h, nn, kk]
        tot = [a + b for a, b in zip(tot, row)]
        print("%-12s %6d %6d %6d %6d %6d" % ((s,) + tuple(row)))
    print("%-12s %6d %6d %6d %6d %6d" % (("total",) + tuple(tot)))
    langs = {}
    for r in recs:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("by language:", ", ".join("%s %d" % (k, langs[k]) for k in sorted(langs, key=lambda k: (-langs[k], k))))
    origins = {r["id"].split("-")[1] for r in recs if r["slice"] == "cultures" and "-hand-" not in r["id"]}
    print("origins in cultures slice:", len(origins))


def main():
    recs = build()
    errs = validate(recs)
    if errs:
        for e in errs:
            print("INVALID", e, file=sys.stderr)
        print("%d validation errors; nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    if "--stats" in sys.argv[1:]:
        stats(recs)
        return
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records to %s" % (len(recs), OUT))


if __name__ == "__main__":
    main()
