#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl: a held-out PERSON-name evaluation corpus.

Run:  python3 make_corpus.py      (stdlib only; output is byte-identical on every run)

Template mini-language (used in all templates and hand-written sentences):
  {A}          full name of person A (same letter = same person within one example)
  {Af} / {Am}  person A, female / male (the marker is needed only on one occurrence)
  {A:first}    given name only            {A:last}      family name only
  {A:handle}   lower-case ascii "given.family" handle (e.g. priya.raman)
  {A:initlast} "P. Raman"                 {A:lastfirst} "Raman, Priya"
  <<Text>>     a literal (hand-written) person-name span
  [[word]]     a literal word/phrase that must be KEPT (goes into "keep")
Every name slot becomes a gold span in "names"; every [[...]] goes into "keep".
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True  # keep the folder clean
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from names_data import ORIGINS  # noqa: E402

SEED = 20261125
OUT = os.path.join(HERE, "names_eval.jsonl")
ORIGIN_KEYS = list(ORIGINS.keys())  # dict order is insertion order -> deterministic


# ----------------------------------------------------------------- persons
def _split(s):
    return [x for x in s.split("|") if x]


def ascii_fold(s):
    s = s.replace("Đ", "D").replace("đ", "d").replace("ı", "i").replace("ø", "o").replace("Ø", "O")
    s = s.replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("æ", "ae")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


class Person:
    def __init__(self, rng, origin=None, gender=None):
        self.origin = origin or rng.choice(ORIGIN_KEYS)
        o = ORIGINS[self.origin]
        self.gender = gender or rng.choice("fm")
        self.first = rng.choice(_split(o[self.gender]))
        last = rng.choice(_split(o["last"]))
        while last.split("/")[0] == self.first:  # e.g. Kenyan "Kamau Kamau"
            last = rng.choice(_split(o["last"]))
        if "/" in last:
            m, f = last.split("/")
            last = f if self.gender == "f" else m
        extra = o.get("extra", "")
        if extra == "two_surnames" and rng.random() < 0.45:
            second = rng.choice(_split(o["last"]))
            if second != last and "/" not in second:
                last = last + " " + second
        self.last = last
        order = o["order"]
        if extra == "sometimes_fg" and rng.random() < 0.3:
            order = "fg"
        if extra == "viet_middle":
            r = rng.random()
            if r < 0.6:
                mid = "Thị" if self.gender == "f" else "Văn"
                self.first_full = mid + " " + self.first
            else:
                self.first_full = self.first
            if rng.random() < 0.3:  # unaccented spelling, common in chat
                self.first = ascii_fold(self.first)
                self.first_full = ascii_fold(self.first_full)
                self.last = ascii_fold(self.last)
        else:
            self.first_full = self.first
        self.order = order

    def form(self, kind):
        if kind in ("", "full"):
            if self.order == "fg":
                return self.last + " " + self.first_full
            return self.first_full + " " + self.last
        if kind == "first":
            return self.first
        if kind == "last":
            return self.last
        if kind == "handle":
            g = re.sub(r"[^a-z]", "", ascii_fold(self.first.split()[0]).lower())
            f = re.sub(r"[^a-z]", "", ascii_fold(self.last).lower())
            return g + "." + f
        if kind == "initlast":
            return self.first[0] + ". " + self.last
        if kind == "lastfirst":
            return self.last + ", " + self.first_full
        raise ValueError(kind)


# ----------------------------------------------------------------- rendering
TOKEN = re.compile(r"\{([A-Z])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]")


def render(tpl, rng, origin=None, origins=None, case=None, name_case=None):
    """Render a template. Returns (text, names, keep).

    origin: force all persons to this origin; origins: dict letter->origin.
    case: function applied to literal text (and keep words); name_case: to names
    (defaults to case). Case is applied segment by segment so spans stay exact
    even when case mapping changes string length (e.g. German ß -> SS).
    """
    case = case or (lambda s: s)
    name_case = name_case or case
    # first pass: find gender constraints
    genders = {}
    for m in TOKEN.finditer(tpl):
        if m.group(1) and m.group(2):
            genders[m.group(1)] = m.group(2)
    persons = {}
    out, names, keep = [], [], []
    pos = 0
    last = 0
    for m in TOKEN.finditer(tpl):
        lit = case(tpl[last:m.start()])
        out.append(lit)
        pos += len(lit)
        last = m.end()
        if m.group(1):
            letter = m.group(1)
            if letter not in persons:
                org = origin or (origins or {}).get(letter)
                # avoid two identical people in one example
                for _ in range(20):
                    p = Person(rng, org, genders.get(letter))
                    if all(p.form("full") != q.form("full") and p.first != q.first
                           for q in persons.values()):
                        break
                persons[letter] = p
            s = name_case(persons[letter].form(m.group(3) or ""))
            names.append({"start": pos, "end": pos + len(s), "text": s})
        elif m.group(4) is not None:
            s = name_case(m.group(4))
            names.append({"start": pos, "end": pos + len(s), "text": s})
        else:
            s = case(m.group(5))
            if s not in keep:
                keep.append(s)
        out.append(s)
        pos += len(s)
    lit = case(tpl[last:])
    out.append(lit)
    text = "".join(out)
    return text, names, keep


# ----------------------------------------------------------------- templates
# Generic English prompts (used by the cultures and casing slices)
GENERIC = [
    "Can you summarize the email {A} sent me on [[Monday]] about the [[Q3]] budget?",
    "Please draft a polite reply to {A} declining the meeting.",
    "{A} asked whether the [[Excel]] export can include the [[VAT]] column.",
    "Write a short birthday message for my colleague {A}.",
    "Translate this for {A}: the delivery is delayed until [[March]].",
    "My neighbour {A} wants to know how to reset the router.",
    "Create a seating chart with {A} next to {B}.",
    "Who should review the pull request, {A} or {B}?",
    "Remind me to call {A} after the [[Zoom]] call with the [[HR]] team.",
    "Summarize the feedback from {A} in three bullet points.",
    "I interviewed {A} yesterday; write a hiring recommendation for the [[Senior Engineer]] role.",
    "Book a table for four under the name {A} for [[Friday]] evening.",
    "Is it okay to cc {A} on the [[GDPR]] audit thread?",
    "Write a [[LinkedIn]] recommendation for {A}, who led our [[Kubernetes]] migration.",
    "Rewrite this note so it sounds friendlier: '{A}, the report is late again.'",
    "{A} and {B} are co-authors on the paper; format the citation in [[APA]] style.",
    "My friend {A} said the [[iPhone]] battery drains overnight, any ideas?",
    "Explain to {A} why the [[Postgres]] query is slow.",
    "Make a to-do list for {A:first}: renew the [[US]] visa, file taxes, call the bank.",
    "Help me write a reference letter for {A}, my former student.",
    "Our new intern is {A}; write a welcome post for the [[Slack]] channel.",
    "Can you check whether {A} is free on [[Thursday]] at 3 pm?",
]

POSITION = {
    "start": [
        "{A} needs the slides by [[Thursday]].",
        "{A} told me the [[API]] keys expired last night.",
        "{A} will present the [[OKR]] update, please prepare talking points.",
        "{A} wants a summary of the [[Jira]] tickets closed this week.",
        "{A}: please rewrite this paragraph to be more concise.",
        "{A} from accounting says the [[SEPA]] transfer bounced.",
        "{A} is moving to [[Berlin]] in [[September]]; draft a farewell note.",
        "{A}'s team owns the [[Terraform]] modules, so ask them first.",
    ],
    "middle": [
        "Yesterday {A} approved the budget for the [[Android]] app.",
        "Please tell {A} that the meeting moved to [[Wednesday]].",
        "The contract that {A} signed needs a second page.",
        "I think {A} has the spare keys to the office.",
        "We asked {A} to benchmark [[PyTorch]] against [[JAX]] last week.",
        "According to {A} the [[EU]] grant deadline is in [[June]].",
        "Could you ask {A} whether the [[NASA]] dataset is public?",
        "When {A} returns from leave, schedule a one-on-one.",
    ],
    "end": [
        "Send the signed contract to {A}",
        "The last person to touch this [[Dockerfile]] was {A}.",
        "Write a thank-you card addressed to {A}!",
        "Who is the manager of {A}?",
        "Please forward the [[PDF]] invoice to {A}.",
        "The [[Christmas]] party was organised by {A}",
        "This [[Python]] script was written by {A}.",
        "Draft an out-of-office reply that points people to {A}.",
    ],
}

LISTS = [
    "Invite {A:first}, {B} and {C} to the [[Tuesday]] stand-up.",
    "Add {A}, {B}, {C}, and {D} to the [[Slack]] channel.",
    "Attendees: {A}; {B}; {C}.",
    "Team roster:\n- {A}\n- {B}\n- {C}\nPlease format this as a table.",
    "{A}/{B}/{C} own the [[Postgres]] migration.",
    "Split the dinner bill between {A}, {B} & {C}.",
    "Sort these authors alphabetically: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}",
    "Convert to JSON: name\n{A}\n{B}\n{C}",
    "The winners are {A}, {B}, and {C}, congratulations!",
    "Assign the [[Sprint]] tasks to {A}, {B} or {C} at random.",
    "cc: {A}, {B}, {C}",
    "1. {A} (lead)\n2. {B} (backend)\n3. {C} (design)\nWrite a short team intro.",
    "Both {A} and {B} missed the [[Monday]] deadline.",
    "Create a rota: {A} on [[Saturday]], {B} on [[Sunday]].",
    "Compare the CVs of {A}, {B}, {C} and {D} for the [[DevOps]] role.",
    "Invite {A:first}, {B:first}, {C:first} and {D} to the offsite.",
]

POSSESSIVE = [
    "Can you proofread {A}'s cover letter?",
    "{A}'s report on the [[Q2]] numbers is attached.",
    "I need {A}'s and {B}'s signatures by [[Friday]].",
    "{A}'s flight lands at 9:40 on [[Sunday]].",
    "The [[PDF]] is in {A}’s shared folder.",
    "Summarize {A}'s comments on the [[Figma]] mock-up.",
    "What do you think about {A:first}'s idea to switch to [[Rust]]?",
    "Update {A}'s address in the [[CRM]].",
    "Is {A}'s laptop still under [[AppleCare]]?",
    "This is {A}'s third late submission this month.",
    "Please merge {A}'s branch after {B}'s review.",
    "Rewrite {A}'s bio for the conference website.",
    "Dr. {A}'s clinic is closed on [[Wednesday]].",
    "Check {A}'s expense claim against the [[VAT]] receipts.",
]

QUOTED = [
    'Forward this: "Hi {A:first}, the [[PyTorch]] build is green. Best, {B}"',
    "Reply to this email:\n\nFrom: {A} <billing@example.com>\nSubject: [[Invoice]] 4471\n\nDear {B:first},\nplease find the invoice attached.\n\nKind regards,\n{A}",
    "> {A} wrote:\n> can we move the [[Sprint]] review to [[Wednesday]]?\nHow should I answer?",
    'Rewrite more formally: "hey {A:first} — ping {B:first} about the [[AWS]] bill"',
    "Summarize this chat log:\n[10:02] {A}: is the [[VPN]] down?\n[10:03] {B}: yes, since [[Monday]]\n[10:05] {A}: ok thanks",
    'Translate to German: "Dear {A}, thank you for your order. Sincerely, {B}"',
    "Is this phishing?\n---\nHello {A:first},\nyour [[PayPal]] account is locked. Click here.\nRegards, {B}\n---",
    "Fix the grammar: 'Hi {A:first}, me and {B:first} was thinking about the [[Excel]] sheet.'",
    "Email thread:\nOn [[Tue]], {A} wrote:\n> Approved.\nOn [[Mon]], {B} wrote:\n> Please approve the [[PO]].\nWho approved it?",
    'She texted: "tell {A:first} I\'m running late" — write a short reply.',
    "Draft a reply to this: 'Dear Mr. {Am:last}, your [[Visa]] appointment is confirmed. — {B}, Consular Section'",
    "Signature block:\n--\n{A}\nHead of Finance\nPlease shorten it.",
    "Make this warmer: \"{A:first}, we need the numbers today. -{B:first}\"",
    "Subject: Re: [[Kubernetes]] outage\nTo: {A}\nCc: {B}\n\nCan you write the postmortem intro?",
]

CODE = [
    "# TODO({A:handle}): remove this hack once [[NumPy]] 2.0 is out",
    "// author: {A}\nfunction parse(s) { return JSON.parse(s); }\nAdd error handling.",
    "/* Copyright 2024 {A}. Licensed under the [[MIT]] License. */ what license is this?",
    "# FIXME {A:first}: this breaks on [[Windows]] paths\nimport os",
    '"""Module maintained by {A}. See [[README]] for details."""\nWrite a docstring for the class below.',
    "Why does this fail? `assert user.full_name == \"{A}\"`",
    "/**\n * @author {A:lastfirst}\n * @since 1.4\n */\npublic class Invoice {}",
    "-- reviewed by {A:initlast} on 2024-03-02\nSELECT * FROM orders WHERE total > 100;",
    "<!-- owner: {A} -->\n<div class=\"hero\"></div>\nMake this responsive.",
    "git blame says {A} wrote line 42 of [[Dockerfile]]; how do I see the commit?",
    "Co-authored-by: {A} <noreply@example.com>\nIs this trailer formatted correctly?",
    "# {A:first} says this is O(n^2) — is that right?\ndef merge(a, b):\n    return sorted(a + b)",
    "// TODO({A:handle}) handle [[UTF-8]] BOM\nconst data = fs.readFileSync(p);",
    "users = [{\"name\": \"{A}\"}, {\"name\": \"{B}\"}]  # why is this not valid [[YAML]]?",
    "commit 3f2a9c1\nAuthor: {A}\nDate: [[Mon]] [[Jan]] 8\n\n    Fix [[OAuth]] redirect\nExplain the change.",
    "@{A:handle} please rebase onto main before the [[CI]] runs",
]

BUSINESS = [
    "Prepare an invoice for {A} at Hauptstraße 12, 10115 [[Berlin]], payment terms [[Net 30]].",
    "Transfer 250 EUR to IBAN DE89 3704 0044 0532 0130 00 for {A} and write a confirmation note.",
    "{A} lives at 221 Maple Avenue, Springfield; draft a letter about the [[HOA]] fees.",
    "Write a payslip summary for employee {A} (ID 48213) for [[October]].",
    "Generate an [[NDA]] between Acme Ltd and {A}.",
    "Our client {A} disputes the [[VAT]] charge on invoice INV-2291; draft a response.",
    "Set up a recurring [[SEPA]] direct debit from {A}'s account, IBAN GB29 NWBK 6016 1331 9268 19.",
    "Customer {A}, phone +44 20 7946 0958, wants a refund for order 7781.",
    "Please create a shipping label for {A}, 14 Rue de la Paix, 75002 [[Paris]].",
    "Draft a rental agreement between landlord {A} and tenant {B}.",
    "Write a reminder to {A} that the [[Q4]] invoice of 1,240.00 EUR is overdue.",
    "Our supplier contact is {A}; ask for a quote for 500 [[USB-C]] cables.",
    "Reimburse {A} for the [[Uber]] rides during the [[Lisbon]] trip.",
    "The account holder {A} requested a new [[Visa]] debit card.",
    "Add {A} as a beneficiary on policy 99-1842 and notify {B}.",
    "Prepare the onboarding checklist for {A}, starting [[Monday]] as [[CFO]].",
]

TITLES = [
    "Dr. {A} will see you at 10 am.",
    "Please address the letter to Mrs. {Af}.",
    "Mr. {Am} called about the [[Tesla]] lease.",
    "Prof. {A} approved the thesis outline.",
    "Schedule a call with Herr {Am} for [[Tuesday]].",
    "Frau {Af} hat die [[Rechnung]] schon bezahlt, please confirm in English.",
    "Write to Señora {Af} about the apartment.",
    "Madame {Af} asked for the [[PDF]] version.",
    "Ms {Af:last} is our new [[CTO]].",
    "Sir {Am} will open the conference.",
    "Dr {A:last} prescribed ibuprofen; is that safe with aspirin?",
    "Draft a formal invitation for Professor {A} and Dr. {B}.",
    "Ask Mx. {A} whether the [[Zoom]] link works.",
    "Hon. {A} will give the keynote at the [[UN]] forum.",
    "Dear Dr. {A:last}, — finish this letter for me.",
    "Capt. {Am} reported the delay to air traffic control.",
]

DE = [
    "Bitte schicken Sie die [[Rechnung]] für das [[Projekt]] an Herrn {Am} bis [[Freitag]].",
    "Kannst du eine E-Mail an {A} schreiben? Der [[Termin]] am [[Montag]] fällt aus.",
    "{A} hat die [[Zahlung]] für das [[Haus]] noch nicht überwiesen.",
    "Frau {Af} braucht die [[Unterlagen]] für die [[Steuererklärung]] bis [[März]].",
    "Fasse die [[Besprechung]] mit {A} und {B} in drei Sätzen zusammen.",
    "Die [[Kündigung]] von {A} muss bis Ende [[Oktober]] beim [[Vermieter]] sein.",
    "Schreibe eine [[Absage]] an {A}, die [[Stelle]] ist leider schon vergeben.",
    "Laut {A} ist der [[Server]] seit [[Dienstag]] nicht erreichbar.",
    "Überweise 300 Euro an {A}, IBAN DE89 3704 0044 0532 0130 00, [[Verwendungszweck]]: [[Miete]].",
    "Bitte korrigiere die [[Rechtschreibung]] im [[Brief]] an {A}.",
    "Der [[Vertrag]] zwischen der [[Firma]] und {A} läuft im [[Januar]] aus.",
    "Erstelle eine [[Einladung]] zum [[Geburtstag]] von {A:first} am [[Samstag]].",
    "Der [[Bericht]] von {A} über die [[Umsatzsteuer]] liegt im [[Ordner]].",
    "Wann hat {A} den [[Antrag]] beim [[Finanzamt]] gestellt?",
    "Die [[Mitarbeiterin]] {Af} wohnt in der Lindenstraße 5 in [[Köln]].",
    "Sehr geehrter Herr {Am:last}, vielen Dank für Ihre [[Nachricht]]. — formuliere das höflicher.",
]

ES = [
    "Por favor, envía el informe a {A} antes del viernes.",
    "¿Puedes escribir un correo a la señora {Af} sobre la [[factura]] del [[IVA]]?",
    "{A} pagó la cuenta con una tarjeta [[Visa]] en [[Madrid]].",
    "Resume la reunión con {A} y {B} en tres frases.",
    "El contrato entre la empresa y {A} vence en [[enero]].",
    "Escribe un mensaje de cumpleaños para {A:first}.",
    "Según {A}, el servidor de [[Linux]] está caído desde el lunes.",
    "Transfiere 200 euros a {A}, IBAN ES91 2100 0418 4502 0005 1332, concepto: alquiler.",
    "Don {Am} pidió una copia del [[PDF]].",
    "Traduce al inglés la carta de {A} para el [[Ministerio]].",
    "La doctora {Af} atiende los martes en la [[Clínica]] San Rafael.",
    "Invita a {A}, {B} y {C} a la reunión de [[Excel]] avanzado.",
    "Corrige la ortografía del mensaje de {A:first}: 'ola, nos vemos en [[Barcelona]]'.",
    "Redacta una carta de recomendación para {A}, que trabajó con nosotros en [[Google]].",
]

FR = [
    "Peux-tu transférer le compte rendu à {A} avant jeudi ?",
    "Rédige un courriel à Madame {Af} au sujet de la [[facture]] et de la [[TVA]].",
    "{A} a réservé la salle pour la réunion [[Teams]] de mardi.",
    "Résume l'échange entre {A} et {B} en trois phrases.",
    "Le contrat de {A} se termine en [[décembre]].",
    "Écris un message d'anniversaire pour {A:first}.",
    "Selon {A}, le serveur [[Ubuntu]] ne répond plus depuis lundi.",
    "Vire 150 euros à {A}, IBAN FR14 2004 1010 0505 0001 3M02 606, motif : loyer.",
    "Monsieur {Am} demande une copie du [[PDF]].",
    "Traduis en anglais la lettre de {A} destinée à la [[Préfecture]].",
    "Invite {A}, {B} et {C} à la formation [[Python]] de la semaine prochaine.",
    "Le docteur {A:last} consulte le mercredi à [[Lyon]].",
    "Corrige les fautes dans le mot de {A:first} : 'on se voit a [[Marseille]]'.",
    "Prépare une lettre de recommandation pour {A}, qui a travaillé chez [[Airbus]].",
]

# Keep-set: sentences with NO person names; capitalised ordinary words to keep.
KEEP_EN = [
    "Schedule the [[Kubernetes]] upgrade for [[Monday]], [[March]] 3, after the [[Postgres]] backup.",
    "My [[iPhone]] won't sync with [[Outlook]] since the [[iOS]] update.",
    "How long does a [[US]] visa take if I apply in [[January]]?",
    "Is [[VAT]] charged on [[EU]] invoices paid in [[USD]]?",
    "Compare [[PyTorch]] and [[TensorFlow]] for training on [[NVIDIA]] GPUs.",
    "[[NASA]] and [[ESA]] published new images on [[Friday]].",
    "Write a [[Python]] function that reads an [[Excel]] file with [[Pandas]].",
    "Convert this [[Word]] document to [[PDF]] and upload it to [[SharePoint]].",
    "What changed between [[Java]] 17 and [[Java]] 21?",
    "Our [[Q3]] [[OKR]] review is on [[Thursday]] in the [[Main Hall]].",
    "Deploy the [[Django]] app to [[AWS]] with [[Terraform]].",
    "Should I learn [[Julia]] or [[Ruby]] for data analysis?",
    "The [[Amazon]] order arrived on [[Tuesday]] but the [[Kindle]] is broken.",
    "[[Siri]] and [[Alexa]] both misunderstood my request.",
    "Book a [[Ford]] or a [[Toyota]] rental car for [[August]].",
    "My [[Mercedes]] needs new tyres before [[December]].",
    "Explain the [[GDPR]] rules for storing [[IP]] addresses.",
    "Our [[CEO]] and [[CFO]] will attend the [[WHO]] summit.",
    "Set a reminder for [[Easter]] [[Sunday]] and [[Christmas]] Eve.",
    "The [[Diwali]] and [[Ramadan]] holidays overlap with our [[Sprint]] this year.",
    "Is [[Jordan]] safe to visit in [[April]]?",
    "The [[Amazon]] rainforest and the [[Nile]] are on my travel list.",
    "I run [[Ubuntu]] on a [[Dell]] laptop and [[macOS]] on a [[MacBook]].",
    "Why does [[Chrome]] use more memory than [[Firefox]]?",
    "Migrate the [[MongoDB]] cluster to [[Azure]] before [[May]].",
    "Our [[HR]] team uses [[Workday]], [[Slack]] and [[Notion]].",
    "Add a [[Stripe]] checkout to the [[Shopify]] store.",
    "Does [[Netflix]] work with a [[VPN]] in the [[UK]]?",
    "The [[IBAN]] field in the [[SEPA]] form is mandatory.",
    "Please review the [[README]] and the [[CHANGELOG]] before the release.",
    "[[Apache Kafka]] lags behind [[Redis]] Streams in our benchmark.",
    "What's the difference between [[React]], [[Vue]] and [[Angular]]?",
    "Run the [[Jupyter]] notebook on [[Google Colab]] with a [[GPU]].",
    "Can [[ChatGPT]] read [[CSV]] files from [[Dropbox]]?",
    "I need a [[Schengen]] visa for a [[Lufthansa]] flight via [[Frankfurt]].",
    "My [[Samsung]] [[Galaxy]] keeps restarting after the [[Android]] 14 update.",
    "The [[Olympics]] start in [[July]]; book hotels near the [[Stade de France]].",
    "Translate the [[Terms]] of [[Service]] into plain English.",
    "[[Monday]] to [[Wednesday]] I work from home, [[Thursday]] from the office.",
    "Our [[SaaS]] plan costs 49 [[USD]] per seat, billed in [[January]].",
    "The [[Tesla]] [[Model 3]] and the [[Nissan]] [[Leaf]] have similar range.",
    "Write a [[SQL]] query that joins [[Orders]] and [[Customers]] on [[ID]].",
    "Is [[Victoria]] Station closer than [[King's Cross]] to the [[British Museum]]?",
    "Does the [[IRS]] accept [[PDF]] signatures on [[W-9]] forms?",
    "[[Grace]] period for the [[Visa]] card payment ends in [[June]].",
    "The [[Wells Fargo]] and [[Morgan Stanley]] reports differ on [[Q1]].",
    "Explain [[HTTP]], [[TCP]] and [[DNS]] to a beginner.",
    "Fix the [[CORS]] error between [[Next.js]] and the [[FastAPI]] backend.",
]
KEEP_DE = [
    "Die [[Rechnung]] für den [[Termin]] am [[Montag]] wurde per [[Überweisung]] bezahlt.",
    "Bitte prüfe die [[Zahlung]] für das [[Haus]] und die [[Nebenkosten]] im [[Januar]].",
    "Der [[Vertrag]] mit der [[Versicherung]] endet im [[Dezember]].",
    "Wie beantrage ich beim [[Finanzamt]] eine [[Fristverlängerung]] für die [[Steuererklärung]]?",
    "Die [[Besprechung]] zum [[Haushalt]] findet am [[Donnerstag]] im [[Rathaus]] statt.",
    "Unsere [[Firma]] nutzt [[Excel]], [[SAP]] und [[Outlook]] für die [[Buchhaltung]].",
    "Schreibe eine [[Kündigung]] für meinen [[Mietvertrag]] zum [[März]].",
    "Die [[Mehrwertsteuer]] auf der [[Quittung]] ist falsch berechnet.",
    "Kannst du die [[Anleitung]] für den [[Drucker]] ins Englische übersetzen?",
    "Am [[Wochenende]] ist das [[Büro]] geschlossen, die [[Hotline]] ist erreichbar.",
    "Der [[Arzt]] hat mir eine [[Krankschreibung]] bis [[Freitag]] gegeben.",
    "Wir brauchen ein [[Angebot]] für 20 [[Laptops]] von [[Lenovo]].",
]
KEEP_ES = [
    "La [[Agencia Tributaria]] exige el [[IVA]] trimestral antes del 20 de abril.",
    "¿Cómo instalo [[Python]] y [[Pandas]] en [[Windows]]?",
    "El [[Banco Santander]] cobra comisión por transferencias [[SEPA]].",
    "Necesito un visado de [[EE. UU.]] para viajar en julio.",
    "Compara [[Netflix]], [[HBO]] y [[Disney+]] en precio.",
    "La reunión del [[Ayuntamiento]] es el martes a las diez.",
]
KEEP_FR = [
    "La [[TVA]] sur les factures [[UE]] est-elle récupérable ?",
    "Comment configurer [[Kubernetes]] sur [[OVH]] ?",
    "La [[Sécurité sociale]] a remboursé la consultation de mardi.",
    "Traduis la notice de l'[[iPhone]] en anglais.",
    "La [[SNCF]] annonce une grève en mars ; faut-il réserver un [[TGV]] ?",
    "Quelle est la différence entre [[Excel]] et [[LibreOffice Calc]] ?",
]

# Hand-written name-bearing sentences (hard cases), assigned to slices.
HAND = [
    ("cultures", "en", "Please send the minutes to <<Grace Hopper-Ndlovu>> and <<Hope Mwangi>>, who chair the [[Monday]] call."),
    ("cultures", "en", "Write a short bio for <<Sukarno Wibowo>> and for <<Nguyen Van An>>."),
    ("cultures", "en", "Remind <<Sigríður Jónsdóttir>> that the [[Reykjavik]] office closes early on [[Friday]]."),
    ("cultures", "en", "Ask <<Mohammed bin Abdullah Al-Shehri>> to sign the [[NDA]]."),
    ("cultures", "en", "Thank <<S. Karthikeyan>> and <<R. Lakshmi Narayanan>> for the [[Tamil]] translation."),
    ("cultures", "en", "The wedding of <<Oluwadamilola Adeyemi-Okafor>> is in [[June]]."),
    ("casing", "en", "cc <<björn lindqvist>> and <<ayşe yılmaz>> on the [[jira]] ticket pls"),
    ("casing", "en", "URGENT: <<CHUKWUEMEKA NWOSU>> NEEDS THE [[VPN]] TOKEN TODAY"),
    ("casing", "en", "told <<rosa>> and <<ivan>> the [[wifi]] password was wrong"),
    ("position", "en", "<<Leilani Kahale>>"),
    ("position", "en", "Thanks, <<Ines>>"),
    ("lists", "en", "invite <<Ana>>, <<Kwame Mensah>> and <<Li Wei>> to the [[Friday]] demo"),
    ("possessive", "en", "<<Ngozi Okafor>>'s report on the [[Lagos]] branch is due [[Tuesday]]."),
    ("possessive", "en", "Where is <<Chris>>' charger? <<James>>'s is broken."),
    ("quoted", "en", 'forward this: "Hi <<Tomasz>>, the [[Postgres]] dump is ready." signed <<Marta Wiśniewska>>'),
    ("code", "en", "# TODO(<<priya.raman>>): switch to [[asyncio]] once the [[API]] is stable"),
    ("code", "en", "// author: <<Kenji Watanabe>>\n// reviewer: <<Seo-yeon Park>>"),
    ("business", "en", "Invoice for <<Amara Nwosu-Bello>> at 5 Harbour Road, [[VAT]] 20%, due [[Net 15]]."),
    ("titles", "en", "Dr. <<Ahmed Zewail-Haddad>> and Mrs. <<van der Linde>> will attend."),
    ("titles", "de", "Sehr geehrte Frau Dr. <<Müller-Lüdenscheidt>>, anbei die [[Rechnung]] für [[Oktober]]."),
    ("de", "de", "Die [[Rechnung]] von <<Jürgen Klinsmann-Özdemir>> für die [[Reparatur]] im [[Keller]] ist zu hoch."),
    ("de", "de", "Kann <<Annalena Schulte-Hubbert>> den [[Schlüssel]] für die [[Wohnung]] am [[Mittwoch]] abholen?"),
    ("es", "es", "La señora <<María del Carmen Ruiz de Alarcón>> pidió la [[factura]] en [[PDF]]."),
    ("fr", "fr", "Merci de transmettre le dossier à <<Jean-Marie Le Pennec>> et à <<Anne-Sophie de Saint-Exupéry>>."),
]


# ----------------------------------------------------------------- build
def main():
    rng = random.Random(SEED)
    rows = []
    counters = {}

    def add(slice_, lang, text, names, keep, sub=""):
        key = slice_ + ("-" + sub if sub else "")
        counters[key] = counters.get(key, 0) + 1
        rows.append({"id": "%s-%03d" % (key, counters[key]), "slice": slice_, "lang": lang,
                     "text": text, "names": names, "keep": keep})

    # cultures: 4 per origin (distinct templates), all persons from that origin
    for org in ORIGIN_KEYS:
        for t in rng.sample(GENERIC, 4):
            add("cultures", "en", *render(t, rng, origin=org), sub=org)

    # casing: whole-lower, whole-upper, name-only lower, name-only upper, normal
    modes = [("lower", str.lower, None), ("upper", str.upper, None),
             ("namelower", None, str.lower), ("nameupper", None, str.upper),
             ("normal", None, None)]
    for mode, case, ncase in modes:
        for i in range(10):
            t = GENERIC[(i * 3 + len(mode)) % len(GENERIC)]
            add("casing", "en", *render(t, rng, case=case, name_case=ncase), sub=mode)

    # position
    for pos_name, tpls in POSITION.items():
        for i in range(15):
            t = tpls[i % len(tpls)]
            add("position", "en", *render(t, rng), sub=pos_name)

    simple = [("lists", LISTS, 42), ("possessive", POSSESSIVE, 42), ("quoted", QUOTED, 42),
              ("code", CODE, 44), ("business", BUSINESS, 44), ("titles", TITLES, 42)]
    for sl, tpls, n in simple:
        for i in range(n):
            t = tpls[i % len(tpls)]
            # every 7th example of these slices is rendered lower-case (chat style)
            case = str.lower if (sl in ("lists", "quoted") and i % 7 == 6) else None
            add(sl, "en", *render(t, rng, case=case))

    for lang, tpls, n in (("de", DE, 40), ("es", ES, 32), ("fr", FR, 32)):
        for i in range(n):
            add("nonenglish", lang, *render(tpls[i % len(tpls)], rng), sub=lang)

    for lang, tpls in (("en", KEEP_EN), ("de", KEEP_DE), ("es", KEEP_ES), ("fr", KEEP_FR)):
        for t in tpls:
            add("keep", lang, *render(t, rng), sub=lang)

    for sl, lang, t in HAND:
        real = "nonenglish" if sl in ("de", "es", "fr") else sl
        add(real, lang, *render(t, rng), sub=(lang + "-hand" if real == "nonenglish" else "hand"))

    validate(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    summary(rows)


def validate(rows):
    ids = set()
    for r in rows:
        assert r["id"] not in ids, r["id"]
        ids.add(r["id"])
        t = r["text"]
        prev_end = -1
        for n in r["names"]:
            assert t[n["start"]:n["end"]] == n["text"], (r["id"], n)
            assert n["start"] >= prev_end, ("overlap", r["id"])
            assert n["text"].strip() == n["text"] and n["text"], (r["id"], n)
            prev_end = n["end"]
        if r["slice"] == "keep":
            assert not r["names"] and r["keep"], r["id"]
        else:
            assert r["names"], r["id"]
        name_tokens = set()
        for n in r["names"]:
            name_tokens.update(x.lower() for x in re.findall(r"\w+", n["text"]))
        for k in r["keep"]:
            # keep word must occur at least once outside every name span
            ok = False
            for m in re.finditer(re.escape(k), t):
                if all(m.end() <= n["start"] or m.start() >= n["end"] for n in r["names"]):
                    ok = True
                    break
            assert ok, (r["id"], k)
            for tok in re.findall(r"\w+", k):
                assert tok.lower() not in name_tokens, ("keep word collides with name", r["id"], k)


def summary(rows):
    by = {}
    for r in rows:
        by[r["slice"]] = by.get(r["slice"], 0) + 1
    for k, v in by.items():
        print("%-12s %4d" % (k, v))
    print("%-12s %4d" % ("TOTAL", len(rows)))
    print("name spans:", sum(len(r["names"]) for r in rows),
          " keep words:", sum(len(r["keep"]) for r in rows))


if __name__ == "__main__":
    main()
