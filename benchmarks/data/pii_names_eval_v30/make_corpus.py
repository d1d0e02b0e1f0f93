#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v30: money, law and everyday admin).

python3 make_corpus.py          -> writes names_eval.jsonl (deterministic, seed 20261230)
python3 make_corpus.py --stats  -> also prints counts per slice / language

Template markup:
  {A} {B} {C} {D}      full name of person A..D (random origin unless the slice fixes it)
  {Af} {Am}            force the gender of that person (gendered titles)
  {A:first} {A:last} {A:handle} {A:initlast} {A:lastfirst}   other forms of the same name
  {A|poss} {A:last|possc}   name followed by 's / ' (or curly ’s / ’), outside the span
  <<...>>              literal hand-written name span
  [[...]]              literal keep item
Hand-written records (hand_records.py) use only <<...>> and [[...]].
"""
import json
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

from names_data import ORIGINS, split
from hand_records import HAND

SEED = 20261230
OUT = "names_eval.jsonl"

# --------------------------------------------------------------------------- persons

_FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D",
         "ł": "l", "Ł": "L", "ı": "i", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "œ": "oe"}


def fold(s):
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_of(first, last):
    a = re.sub(r"[^a-z0-9-]", "", fold(first).lower())
    b = re.sub(r"[^a-z0-9-]", "", fold(last).lower())
    return a + "." + b if b and b != a else a


def fam_pair(entry):
    if "/" in entry:
        m, f = entry.split("/")
        return m, f
    return entry, entry


def make_person(o, gender, rng):
    g = gender or rng.choice("fm")
    given = rng.choice(split(o["f"] if g == "f" else o["m"]))
    style = o.get("style", "")
    fams = split(o["fam"])
    p = {"origin": o["key"], "gender": g}
    if style == "whole":
        p.update(first=given, last=given, full=given, handle=re.sub(r"\s", "", fold(given).lower()),
                 initlast=given, lastfirst=given)
        return p
    if style == "malay":
        father = rng.choice([x for x in split(o["m"]) if x != given])
        full = given + (" bin " if g == "m" else " binti ") + father
        p.update(first=given, last=given, full=full, handle=handle_of(given, ""),
                 initlast=full, lastfirst=full)
        return p
    if o.get("mono_prob") and rng.random() < o["mono_prob"]:
        p.update(first=given, last=given, full=given, handle=handle_of(given, ""),
                 initlast=given, lastfirst=given)
        return p
    if style == "patro":
        last = rng.choice(fams) + ("son" if g == "m" else "dóttir")
        full = given + " " + last
    elif style == "vi":
        last = rng.choice(fams)
        mid = ("Thị " if g == "f" else "Văn ") if rng.random() < 0.6 else ""
        if rng.random() < o.get("ascii_prob", 0):
            last, given, mid = fold(last), fold(given), fold(mid)
        full = last + " " + mid + given
    else:
        m, f = fam_pair(rng.choice(fams))
        last = f if g == "f" else m
        if o.get("double") and rng.random() < o["double"]:
            other = [x for x in fams if fam_pair(x)[0] != m]
            m2, f2 = fam_pair(rng.choice(other))
            last = last + o.get("join", " ") + (f2 if g == "f" else m2)
        if style == "nasab" and rng.random() < o.get("nasab_prob", 0):
            father = rng.choice([x for x in split(o["m"]) if x != given])
            full = given + (" bin " if g == "m" else " bint ") + father + " " + last
        elif o.get("order") == "fg" or (o.get("fg_prob") and rng.random() < o["fg_prob"]):
            full = last + " " + given
        else:
            full = given + " " + last
    p.update(first=given, last=last, full=full, handle=handle_of(given, last),
             initlast=given[0] + ". " + last, lastfirst=last + ", " + given)
    return p


ORIGIN_BY_KEY = OrderedDict((o["key"], o) for o in ORIGINS)

# --------------------------------------------------------------------------- renderer

TOK = re.compile(r"\{([A-D])([fm]?)(?::(\w+))?(?:\|(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]")


def segments(template, persons, raw=False):
    """-> list of (kind, text) with kind in text/name/keep."""
    segs, last = [], 0
    for m in TOK.finditer(template):
        if m.start() > last:
            segs.append(("text", (template[last:m.start()] if raw else _unesc(template[last:m.start()]))))
        if m.group(1):
            p = persons[m.group(1)]
            form = m.group(3) or "full"
            s = p[form]
            segs.append(("name", s))
            mod = m.group(4)
            if mod:
                ap = "'" if mod == "poss" else "\u2019"
                segs.append(("text", ap if s[-1] in "sS" else ap + "s"))
        elif m.group(5):
            segs.append(("name", m.group(5)))
        else:
            segs.append(("keep", m.group(6)))
        last = m.end()
    if last < len(template):
        segs.append(("text", (template[last:] if raw else _unesc(template[last:]))))
    return segs


def _unesc(s):
    return s.replace("{{", "{").replace("}}", "}")


def case_fn(mode, kind):
    if mode == "lower" or (mode == "namelower" and kind == "name"):
        return str.lower
    if mode == "upper" or (mode == "nameupper" and kind == "name"):
        return str.upper
    return lambda s: s


def build(rid, slice_, lang, segs, mode="normal"):
    text, names, keep = "", [], []
    for kind, s in segs:
        s = case_fn(mode, kind)(s)
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return {"id": rid, "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}


def tokens(s):
    return re.findall(r"\w+", s)


def problems(r):
    out = []
    t = r["text"]
    prev = 0
    for n in r["names"]:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(t)) or t[s:e] != n["text"]:
            out.append("bad span %r" % (n,))
        if n["text"] != n["text"].strip():
            out.append("whitespace around span %r" % n["text"])
        if s < prev:
            out.append("overlap/unsorted %r" % n["text"])
        prev = e
    if r["slice"] == "keep":
        if r["names"]:
            out.append("keep slice with names")
        if not r["keep"]:
            out.append("keep slice without keep item")
    elif not r["names"]:
        out.append("no names")
    name_toks = {x.lower() for n in r["names"] for x in tokens(n["text"])}
    for k in r["keep"]:
        ok = False
        for m in re.finditer(r"(?<!\w)" + re.escape(k) + r"(?!\w)", t):
            if all(m.end() <= n["start"] or m.start() >= n["end"] for n in r["names"]):
                ok = True
        if not ok:
            out.append("keep %r not outside names" % k)
        if {x.lower() for x in tokens(k)} & name_toks:
            out.append("keep %r shares token with a name" % k)
    return out


def render(rid, slice_, lang, template, rng, origin=None, mode="normal", tries=200):
    letters = sorted(set(re.findall(r"\{([A-D])", template)))
    for _ in range(tries):
        persons, fulls = {}, set()
        for L in letters:
            gm = re.search(r"\{" + L + r"([fm])", template)
            gender = gm.group(1) if gm else None
            for _ in range(50):
                o = ORIGIN_BY_KEY[origin] if origin else rng.choice(ORIGINS)
                p = make_person(o, gender, rng)
                if p["full"] not in fulls and p["first"] not in {q["first"] for q in persons.values()}:
                    break
            persons[L] = p
            fulls.add(p["full"])
        r = build(rid, slice_, lang, segments(template, persons), mode)
        if not problems(r):
            return r
    raise SystemExit("cannot render %s: %s" % (rid, problems(r)))


# --------------------------------------------------------------------------- templates

CULTURE_T = [
    "My accountant {A} says I can still claim the home office on my [[HMRC]] return. Is that right?",
    "Write a polite reminder to {A} that the rent for [[March]] is nine days late.",
    "{A} sold me a bike on [[Facebook Marketplace]] and it was stolen property. What are my options?",
    "Can you check this [[IBAN]] transfer to {A} before I hit send? It's my first [[SEPA]] payment.",
    "The notary, {A}, wants two witnesses for the will on [[Thursday]]. Who can legally sign?",
    "Draft a dispute letter to [[Barclays]] about a double charge; the card is in the name of {A}.",
    "{A} is listed as the second borrower on our mortgage with [[Nationwide]]. Can they be removed?",
    "How do I add {A} as a beneficiary on my [[Fidelity]] 401(k)?",
    "I co-signed a car loan for {A} and now the lender is calling me. Explain my liability.",
    "Summarise the small-claims judgment: claimant {A}, defendant {B}, amount 1,840.",
    "Our HR letter says {A} will be the new payroll contact from [[October]]. Reply to confirm.",
    "Please translate this residence permit letter addressed to {A} into plain English.",
    "Help {A} fill in the [[W-4]] for a second job without over-withholding.",
    "I donated 50 to {A}'s [[GoFundMe]] for medical bills. Is that tax deductible?",
    "The debt collector keeps asking for {A}, who lived here before me. How do I make them stop?",
    "Is it legal for the landlord {A} to keep my whole deposit for a stained carpet?",
    "Make a checklist for {A}'s insurance claim after the kitchen flood on [[Sunday]].",
    "Can {A} and {B} both be executors, or does the [[Probate]] registry want just one?",
    "I'm paying {A} to redo my tax return; what should a fair fee look like in [[April]]?",
    "Explain the visa sponsorship letter from {A}, the [[HR]] director at our new company.",
    "The [[PayPal]] claim says the seller {A} shipped the item but the tracking is fake.",
    "Please calculate the pro-rated rent if {A} moves out on the 17th of [[June]].",
    "Word a thank-you note to {A} for handling the closing on our flat.",
    "My payslip from {A}'s bakery shows no [[National Insurance]] deduction. Is that wrong?",
    "Write the minutes: treasurer {A} reported the charity raised 12,300 at the [[Christmas]] fair.",
    "Prepare questions for my meeting with the loan officer, {A}, at [[Wells Fargo]].",
    "Translate 'please pay the outstanding balance' for my tenant {A}.",
    "{A} and I split the utility bills 60/40. Make a simple formula for [[Excel]].",
    "My brother-in-law {Am} wants me to lend him 5,000. Draft a simple loan agreement.",
    "Check the lease: is {A} allowed to sublet the spare room without asking?",
    "The insurer says {A} was driving, not me. How do I correct the claim with [[Allianz]]?",
    "File this under refunds: {A} returned the sofa but [[Klarna]] still charges me.",
]

CASING_T = [
    "my landlord {A} wants cash only for rent, is that even legal in [[Ohio]]",
    "Can you help me answer {A} about the late fee on my [[Visa]] card?",
    "{A} from the bank said the [[ACH]] transfer will clear by [[Friday]]. Should I wait?",
    "Draft a reply to {A}: we accept the settlement offer but want it in writing.",
    "Who pays the [[HOA]] fees, me or the seller {A}? Closing is in [[May]].",
    "the tax preparer {A} filed my return without my signature what do i do",
    "Please remind {A} that the invoice is due before [[Easter]].",
    "Is a handwritten will signed by {A} valid if nobody witnessed it?",
    "Remove {A} from our joint [[Chase]] account, we divorced last year.",
    "Summarise the warning letter that {A} got from [[HR]] about timesheets.",
]

POS_START_T = [
    "{A} owes me 340 for the concert tickets and stopped answering. Small claims worth it?",
    "{A} signed the lease but never moved in. Is the guarantor still liable?",
    "{A} here: I need to dispute a charge from a hotel in [[Lisbon]].",
    "{A} wants me to sign as witness on a [[Power of Attorney]]. What am I confirming?",
    "{A}, our tenant, paid in crypto. How do I report that to the [[IRS]]?",
    "{A} just emailed the signed [[NDA]]; where should I store it?",
    "{A} is my late father's executor and won't share the accounts. Help.",
    "{A} bought my car and the cheque bounced. What now?",
    "{A}: please review the payroll run before [[Monday]].",
    "{A} asked whether the [[VAT]] number on the invoice is valid.",
    "{A} and the letting agent disagree about who broke the boiler.",
    "{A} received a [[CP2000]] notice. Explain it simply.",
]

POS_MID_T = [
    "I wired the deposit to {A} and now the listing is gone from [[Zillow]]. Was I scammed?",
    "The arbitration clause names {A} as the mediator; can I object?",
    "Our charity got a 2,000 donation from {A} with no address. Do we need a receipt?",
    "The bailiff letter mentions {A} as the creditor but I never borrowed from them.",
    "When I asked {A} for the payslips, [[HR]] said they were confidential. Really?",
    "We hired {A} as a freelancer and paid via [[Wise]]; do we issue a [[1099-NEC]]?",
    "My aunt left the house to me and {A} jointly. How do we split the council tax?",
    "Please write to {A} in accounts and ask why the [[November]] salary was short.",
    "The court form asks whether {A} was served in person or by post.",
    "Yesterday {A} offered 900 for the sofa on [[Vinted]] and then asked for my bank login.",
    "Tell me if {A} can legally raise the rent twice in one year in [[Ontario]].",
    "Last week {A} moved the savings into a new [[ISA]] without telling me.",
]

POS_END_T = [
    "Draft a polite but firm demand letter to {A}",
    "Who should I list as emergency contact on the visa form? Probably {A}.",
    "The refund was approved by {A}",
    "Make a payment plan proposal for the overdue [[Verizon]] bill, addressed to {A}.",
    "The second signature on the cheque belongs to {A}",
    "The lease renewal is still waiting on {A}",
    "Forward the [[P60]] to my accountant {A}",
    "Our crowdfunding page needs a thank-you line for the top donor, {A}!",
    "The deed of gift was notarised for {A}",
    "Write the cover letter for the insurance claim and sign it {A}",
    "Set up a standing order for rent to {A}",
    "Who's the beneficiary? {A}",
]

LISTS_T = [
    "Split the [[Airbnb]] refund of 1,260 equally between {A}, {B}, {C} and {D}.",
    "The will names three beneficiaries: {A}; {B}; and {C}. Who gets the house?",
    "Tenants on the lease:\n- {A}\n- {B}\n- {C}\nCan one of them leave early?",
    "name,amount,date\n{A},120.00,2025-03-01\n{B},85.50,2025-03-04\n{C},300.00,2025-03-09\nSum the amounts per person.",
    "Board of the housing co-op: {A} (chair), {B} (treasurer), {C} (secretary). Draft the [[AGM]] notice.",
    "Payroll for [[January]]:\n1. {A} - 2,400\n2. {B} - 2,150\n3. {C} - 1,980\nCheck the totals.",
    "Witnesses: {A:lastfirst}; {B:lastfirst}. Is that order fine for the deed?",
    "The [[GoFundMe]] top donors were {A}, {B} & {C}; write thank-you notes.",
    "Parties to the contract: {A} / {B} / {C}. Who needs to initial each page?",
    "Claimants {A} and {B} v. {C}: summarise the small-claims filing.",
    "Invite {A:first}, {B:first}, {C} and {D:first} to the budgeting call on [[Zoom]].",
    "employee\tgross\tnet\n{A}\t3100\t2390\n{B}\t2800\t2210\nflag anything odd for [[HMRC]]",
    "Guarantors: {A}, {B}. Co-signers: {C}.",
    "Who still owes for the holiday cottage? Paid: {A}, {B}. Not paid: {C}, {D}.",
    "Signatories of the [[LLC]] bank account are {A}, {B}, and {C}.",
]

POSS_T = [
    "Is {A|poss} signature on the lease valid if it was e-signed through [[DocuSign]]?",
    "Please summarise {A|possc} insurance claim for the stolen laptop.",
    "My landlord kept {A|poss} deposit and mine. Can we sue together?",
    "Add {A|poss} and {B|poss} salaries to the [[Q3]] payroll sheet.",
    "Was {A:first|possc} bonus taxed at the supplemental rate?",
    "I found {A|poss} old [[Amex]] statement in the drawer. Should I shred it?",
    "What happens to {A|possc} pension if the will is contested?",
    "Explain {A:last|poss} counteroffer on the house in plain words.",
    "Update {A|poss} address with the [[DVLA]] and the bank.",
    "Check {A|possc} tax code; [[HMRC]] changed it in [[August]].",
    "The buyer disputes {A|poss} description of the camera on [[eBay]].",
    "{A|poss} mortgage broker wants three months of payslips.",
    "Can I contest {A|possc} parking fine if the sign was hidden?",
    "Forward {A:first|poss} visa appointment confirmation to me.",
    "Rewrite {A|poss} and {B|possc} joint letter to the council.",
]

QUOTED_T = [
    "My tenant texted: \"hi its {A:first}, rent will be late again sorry\". How should I answer?",
    "From: {A}\nTo: accounts\nSubject: Invoice 2291 overdue\n\nPlease settle by [[Friday]].\n\nIs this a scam?",
    "> On [[Tuesday]], {A} wrote:\n> the refund has been processed\nIt has not. Draft a reply.",
    "Hi {A:first},\n\nPlease find the signed contract attached.\n\nBest,\n{B}\n-- fix the tone",
    "The chat log says:\n[10:02] {A}: did you send the deposit?\n[10:05] {B}: yes via [[Revolut]]\nWho is right?",
    "---------- Forwarded message ---------\nFrom: {A}\nDate: [[Monday]]\nSubject: Lease renewal\nSummarise.",
    "My boss {A} wrote 'your contract ends in [[December]]'. Is that a valid notice?",
    "Dear {A}, we regret to inform you that your claim has been denied. -- what can I appeal?",
    "Seller message: \"I am {A}, pay by gift card only\". Red flag?",
    "Kind regards,\n{A}\nSenior Paralegal\nDoes this letter commit us to anything?",
    "\"{A:first} told me the loan was a gift\" — is that enough for the court?",
    "Reply to {A:first}: thanks for the quote, we'll sign on [[Wednesday]].",
]

CODE_T = [
    "{{\"payee\": \"{A}\", \"amount\": 1250.00, \"currency\": \"EUR\", \"scheme\": \"[[SEPA]]\"}}\nValidate this JSON.",
    "# TODO({A:handle}): handle [[ACH]] returns before release",
    "2025-04-02T09:14:22Z INFO refund issued to user={A:handle} via [[Stripe]]",
    "UPDATE tenants SET rent_due = 0 WHERE name = '{A}'; -- is this safe?",
    "invoice_id,client,total\n8812,{A},420.00\n8813,{B},99.90\nWrite pandas to sum by client.",
    "// author: {A:initlast}\nfunction lateFee(days) {{ return days * 5; }}",
    "Co-authored-by: {A} <noreply@example.com>\nExplain this commit line.",
    "const beneficiary = \"{A}\"; // [[IBAN]] checked",
    "ERROR payout failed for {A:handle}: account closed ([[BIC]] mismatch)",
    "- name: {A}\n  role: guarantor\n  share: 0.5\nIs this YAML valid?",
    "SELECT * FROM claims WHERE adjuster = '{A:lastfirst}' AND status = 'OPEN';",
    "@{A:handle} please approve the [[W-2]] export",
    "print(f\"Dear {A}, your balance is {{bal}}\")",
    "<!-- reviewed by {A:initlast} on [[Thursday]] -->",
    "log: 403 for {A:handle} on /api/[[KYC]]/upload",
]

BUSINESS_T = [
    "Invoice 1042\nBill to: {A}\nServices: bookkeeping ([[March]])\nTotal: 640.00\nCheck the [[VAT]] line.",
    "Transfer 2,300 to {A}, [[IBAN]] DE00 0000 0000 0000 0000 00, reference RENT-0425.",
    "Payslip - employee: {A} - employer pension 3% - is this below the legal minimum?",
    "Rental agreement between {A} (landlord) and {B} (tenant) starting 1 [[September]].",
    "Refund request: order 55102, customer {A}, reason: item never arrived via [[DHL]].",
    "Claim form: policyholder {A}, insurer [[Aviva]], incident: burst pipe.",
    "The mortgage offer lists {A} and {B} as joint borrowers at 4.1% [[APR]].",
    "Receipt of donation: 250 from {A} to [[Oxfam]]. Is the wording enough for [[Gift Aid]]?",
    "Employment contract: {A}, position Junior Analyst, probation 6 months.",
    "Bill of sale: vehicle sold by {A} to {B} for 3,900 cash.",
    "Statement of account for {A}: opening balance 12.40, closing balance -86.10.",
    "Please reconcile: [[Xero]] shows a payment from {A} that the bank doesn't.",
    "Power of attorney granted by {A} to {B}. Does it cover selling the flat?",
    "Debt letter: you owe 1,182.30 to [[Lowell]] on behalf of creditor {A}.",
    "Crowdfunding payout to organiser {A} delayed by [[Kickstarter]]; why?",
]

TITLES_T = [
    "Write to Mrs {Af:last} at the council asking for a payment plan.",
    "Mr {Am:last} from the bank says the loan is approved. Summarise next steps.",
    "Dr {A:last} needs an itemised invoice for the insurance claim.",
    "Please address the letter to Ms {Af:last}, Head of Payroll.",
    "Prof. {A} is the expert witness. Draft questions for the deposition.",
    "Judge {A:last} set the hearing for [[Wednesday]]. What should I bring?",
    "Ask Mx {A:last} whether the lease allows pets.",
    "Sir {Am} chairs the charity trustees; draft the donation report.",
    "The Hon. {A} signed the affidavit. Is that unusual?",
    "Attorney {A} filed the motion late. Can we still respond?",
    "Notary {A:last} stamped the wrong date. Is the deed void?",
    "Thank Dr. {A} for the pro-bono advice on the tenancy case.",
    "Dear Mr. {Am:last}, please find the overdue rent enclosed. -- polish this",
    "Mrs. {Af} is the trustee of my grandmother's estate.",
    "Capt. {Am:last} wants his deposit back from the marina. Draft it.",
]

NONEN_T = {
    "de": [
        "Kannst du mir helfen, einen Brief an {A} wegen der [[Nebenkostenabrechnung]] zu schreiben?",
        "Frau {Af:last} vom [[Finanzamt]] braucht noch die [[Steuererklärung]] für 2024.",
        "Herr {Am:last} hat die [[Kaution]] nicht zurückgezahlt. Was kann ich tun?",
        "Die [[Rechnung]] von {A} ist falsch, die [[Mehrwertsteuer]] fehlt.",
        "Mein Vermieter {Am} will die [[Miete]] ab [[Januar]] erhöhen. Ist das erlaubt?",
        "Bitte fasse das Testament von {A} zusammen, der [[Notar]] kommt am [[Montag]].",
    ],
    "es": [
        "¿Puedes redactar una reclamación a [[Santander]] por un cargo que hizo {A}?",
        "La señora {Af:last} dice que el contrato de alquiler vence en junio y quiere avisar al [[Ayuntamiento]].",
        "Mi contable, {A}, presentó el [[Modelo 303]] tarde. ¿Hay recargo?",
        "El comprador {Am} pagó por [[Bizum]] y luego pidió la devolución.",
        "Necesito el [[NIE]] para {A}; ¿qué papeles pide la [[Policía Nacional]]?",
        "Escribe un burofax a {A} reclamando la fianza.",
    ],
    "fr": [
        "Peux-tu écrire une lettre à {A} pour contester les frais de la [[Banque Postale]] ?",
        "Madame {Af:last} refuse de rendre le dépôt de garantie. Que faire ?",
        "Le notaire, Maître {A:last}, demande une copie du [[Livret]] de famille.",
        "{A} a déclaré mes revenus en retard aux [[Impôts]]. Y a-t-il une pénalité ?",
        "Résume la mise en demeure envoyée par {A} le mardi 3 par [[LRAR]].",
        "Mon employeur {A} n'a pas versé le salaire de février, dois-je saisir les [[Prud'hommes]] ?",
    ],
    "it": [
        "Puoi scrivere una diffida a {A} per l'affitto non pagato?",
        "La signora {Af:last} dice che l'[[IMU]] è già stata versata.",
        "Il commercialista {Am} ha sbagliato il [[Modello 730]]. Come rimedio?",
        "Ho venduto una bici a {A} su [[Subito]] ma il bonifico non è arrivato.",
        "Il notaio {Am} vuole due testimoni per la procura.",
        "Spiega la busta paga di {A}: perché manca il [[TFR]]?",
    ],
    "pt": [
        "Podes escrever uma carta ao senhorio {Am} sobre a caução?",
        "A senhora {Af:last} das [[Finanças]] pediu o [[NIF]] do inquilino.",
        "O comprador {Am} pagou com [[Pix]] e depois abriu disputa.",
        "Meu contador {Am} esqueceu de declarar o [[Imposto de Renda]].",
        "Resume o contrato de trabalho de {A} em linguagem simples.",
        "O cartório pediu a assinatura de {A} e de {B} no testamento.",
    ],
    "nl": [
        "Kun je een bezwaarschrift voor {A} schrijven aan de [[Belastingdienst]]?",
        "Mevrouw {Af:last} wil de [[Huurcommissie]] inschakelen.",
        "Meneer {Am:last} heeft de borg nog niet terugbetaald.",
        "De koper {A} betaalde via een [[Tikkie]] dat niet klopte.",
        "Vat de arbeidsovereenkomst van {A} samen, graag voor vrijdag, in [[Word]].",
        "Is de notaris, {A}, verplicht om het testament te registreren?",
    ],
    "pl": [
        "Napisz pismo do {A} w sprawie zaległego czynszu za marzec, z kopią do [[Urzędu Skarbowego]].",
        "Pani {Af} z [[ZUS]] prosi o zaświadczenie o zatrudnieniu.",
        "Pan {Am} nie oddał mi kaucji za mieszkanie.",
        "Mój księgowy {Am} złożył [[PIT]] po terminie. Co teraz?",
        "Kupujący {Am} zapłacił przez [[BLIK]] i zgłosił reklamację.",
        "Streść umowę najmu, którą podpisał {Am}.",
    ],
    "tr": [
        "{Af:first} Hanım'a kira artışı için bir mektup yazar mısın?",
        "Ev sahibim {A} depozitoyu iade etmiyor, ne yapmalıyım?",
        "{A} adlı alıcı [[Sahibinden]] üzerinden ödeme yapmadı.",
        "Muhasebecim {A} [[SGK]] primlerini yanlış hesaplamış.",
        "{Am:first} Bey noterde vekaletname imzalayacak, hangi belgeler lazım?",
        "Bu icra takibi {A} adına mı açılmış, açıklar mısın?",
    ],
    "sv": [
        "Kan du skriva ett brev till {A} om den obetalda hyran?",
        "Min revisor {A} lämnade in deklarationen sent till [[Skatteverket]].",
        "Köparen {A} betalade med [[Swish]] men pengarna kom aldrig.",
        "Sammanfatta testamentet som {A} skrev, mötet är hos [[Handelsbanken]] på måndag.",
        "Vad betyder betalningsanmärkning från [[Kronofogden]] för {A}?",
        "Hyresvärden {A} vill höja hyran från januari, säger [[Hyresgästföreningen]].",
    ],
    "id": [
        "Tolong buatkan surat untuk {A} soal uang sewa yang belum dibayar.",
        "Pembeli {A} sudah transfer lewat [[GoPay]] tapi minta refund.",
        "Ibu {Af:first} dari bagian [[HRD]] minta slip gaji bulan [[Maret]].",
        "Pak {Am:first} mau jadi saksi untuk akta jual beli di notaris.",
        "Apakah {A} wajib lapor [[SPT]] tahunan kalau gajinya kecil?",
        "Ringkas kontrak kerja {A} dengan bahasa sederhana.",
    ],
}

KEEP_T = [
    ("en", "My [[Wells Fargo]] card was charged twice on [[Black Friday]]. How do I dispute it?"),
    ("en", "Is a [[Roth IRA]] at [[Schwab]] or [[Vanguard]] better for a first-time saver?"),
    ("en", "[[HMRC]] sent a [[P800]] saying I underpaid. What does that mean?"),
    ("en", "Explain the difference between [[Chapter 7]] and [[Chapter 13]] bankruptcy."),
    ("en", "Can I pay the [[IRS]] with a [[Visa]] card, or only by [[ACH]]?"),
    ("en", "The [[Lloyds]] app froze my account after a [[SEPA]] transfer from [[Spain]]."),
    ("en", "What does [[FDCPA]] say about debt collectors calling at work?"),
    ("en", "We sold a couch on [[Craigslist]] and the buyer paid with a fake [[Zelle]] screenshot."),
    ("en", "Does [[Fannie Mae]] or [[Freddie Mac]] own my mortgage? How do I check?"),
    ("en", "My [[Sallie Mae]] loan payment is due the [[Tuesday]] after [[Labor Day]]."),
    ("en", "Is a [[W-2]] employee allowed to also take [[1099]] work?"),
    ("en", "The [[Goldman Sachs]] savings rate dropped in [[July]]. Should I move to [[Ally]]?"),
    ("en", "Our [[Etsy]] shop got a chargeback through [[Mastercard]]. Walk me through it."),
    ("en", "How long does [[USCIS]] take to process an [[I-765]] these days?"),
    ("en", "Summarise the [[GDPR]] rights I have against my bank."),
    ("en", "Please list the documents the [[Home Office]] wants for a spouse visa."),
    ("en", "Is [[Gift Aid]] available on donations to the [[Red Cross]]?"),
    ("en", "My [[State Farm]] renters policy excludes floods. Is that normal in [[Florida]]?"),
    ("en", "Compare [[TurboTax]] and [[H&R Block]] for a simple return."),
    ("en", "Do I report [[Venmo]] side income if it's under the [[IRS]] threshold?"),
    ("de", "Wie lange muss ich [[Kontoauszüge]] für das [[Finanzamt]] aufbewahren?"),
    ("de", "Die [[Sparkasse]] hat mir eine [[Mahnung]] geschickt, obwohl die [[Lastschrift]] lief."),
    ("de", "Was kostet eine [[Grundbuch]]-Eintragung beim [[Amtsgericht]]?"),
    ("es", "¿Cuándo vence la [[Declaración de la Renta]] en [[Hacienda]] este año?"),
    ("es", "El [[BBVA]] me cobró una comisión en [[Navidad]]. ¿Puedo reclamar?"),
    ("fr", "La [[CAF]] me demande un [[RIB]] et un avis d'imposition."),
    ("fr", "Comment contester une amende de la [[SNCF]] reçue en août à [[Lyon]] ?"),
    ("it", "Quando scade il pagamento dell'[[IMU]] a dicembre?"),
    ("pt", "O [[Banco do Brasil]] bloqueou o [[Pix]] no [[Carnaval]]. O que faço?"),
    ("nl", "Moet ik de [[Belastingdienst]] bellen of de [[DigiD]] app gebruiken?"),
]

# slice, per-template repetitions
PLAN = [
    ("lists", LISTS_T, 2),
    ("possessive", POSS_T, 2),
    ("quoted", QUOTED_T, 2),
    ("code", CODE_T, 2),
    ("business", BUSINESS_T, 2),
    ("titles", TITLES_T, 2),
]


def hand_records():
    """Parse the hand-written records into rendered records."""
    out, counters = [], Counter()
    for slice_, lang, text in HAND:
        if slice_ in ("nonenglish", "keep"):
            prefix = "%s-%s-hand" % (slice_, lang)
        else:
            prefix = "%s-hand" % slice_
        counters[prefix] += 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        out.append(build(rid, slice_, lang, segments(text, {}, raw=True)))
    return out


def generate():
    rng = random.Random(SEED)
    recs = []
    # cultures: 2 prompts per origin, all persons from that origin
    for i, o in enumerate(ORIGINS):
        for k in range(2):
            t = CULTURE_T[(i * 2 + k * 7) % len(CULTURE_T)]
            recs.append(render("cultures-%s-%03d" % (o["key"], k + 1), "cultures", "en", t, rng,
                               origin=o["key"]))
    # casing: 5 modes x 8
    for mode in ("lower", "upper", "namelower", "nameupper", "normal"):
        for j in range(8):
            t = CASING_T[(j + len(mode)) % len(CASING_T)]
            recs.append(render("casing-%s-%03d" % (mode, j + 1), "casing", "en", t, rng, mode=mode))
    # position
    for pos, ts in (("start", POS_START_T), ("middle", POS_MID_T), ("end", POS_END_T)):
        for j, t in enumerate(ts):
            recs.append(render("position-%s-%03d" % (pos, j + 1), "position", "en", t, rng))
    # plain slices
    for slice_, ts, reps in PLAN:
        n = 0
        for rep in range(reps):
            for t in ts:
                n += 1
                mode = "lower" if slice_ in ("lists", "quoted") and n % 7 == 0 else "normal"
                recs.append(render("%s-%03d" % (slice_, n), slice_, "en", t, rng, mode=mode))
    # non-English templated
    for lang, ts in NONEN_T.items():
        for j, t in enumerate(ts):
            recs.append(render("nonenglish-%s-%03d" % (lang, j + 1), "nonenglish", lang, t, rng))
    # keep slice templated (no persons)
    kc = Counter()
    for lang, t in KEEP_T:
        kc[lang] += 1
        recs.append(build("keep-%s-%03d" % (lang, kc[lang]), "keep", lang, segments(t, {})))
    recs.extend(hand_records())
    order = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
             "business", "titles", "nonenglish", "keep"]
    recs.sort(key=lambda r: order.index(r["slice"]))  # stable: keeps generation order
    return recs


def validate(recs):
    seen, bad = set(), []
    for r in recs:
        if r["id"] in seen:
            bad.append((r["id"], ["duplicate id"]))
        seen.add(r["id"])
        p = problems(r)
        if p:
            bad.append((r["id"], p))
    if bad:
        for rid, p in bad:
            print(rid, p, file=sys.stderr)
        raise SystemExit("%d invalid records" % len(bad))


def stats(recs):
    by = OrderedDict()
    for r in recs:
        d = by.setdefault(r["slice"], Counter())
        d["records"] += 1
        d["names"] += len(r["names"])
        d["keep"] += len(r["keep"])
        d["hand"] += "-hand-" in r["id"]
    tot = Counter()
    print("%-12s %8s %8s %8s %8s" % ("slice", "records", "names", "keep", "hand"))
    for s, d in by.items():
        tot.update(d)
        print("%-12s %8d %8d %8d %8d" % (s, d["records"], d["names"], d["keep"], d["hand"]))
    print("%-12s %8d %8d %8d %8d" % ("TOTAL", tot["records"], tot["names"], tot["keep"], tot["hand"]))
    langs = Counter(r["lang"] for r in recs)
    print("languages:", ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: -kv[1])))
    print("origins:", len(ORIGINS), " regions:", ", ".join(sorted({o["region"] for o in ORIGINS})))


def main():
    recs = generate()
    validate(recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        stats(recs)
    else:
        print("wrote %d records to %s" % (len(recs), OUT))


if __name__ == "__main__":
    main()
