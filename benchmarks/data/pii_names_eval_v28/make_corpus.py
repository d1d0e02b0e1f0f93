#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v28 (PERSON-name evaluation corpus; stdlib only).

    python3 make_corpus.py            # validates everything, then writes names_eval.jsonl
    python3 make_corpus.py --stats    # same, and prints counts per slice / language

Markup used in templates and in hand_records.py:
  {A}  full name of drawn person A ({Af}/{Am} force gender); {A:first}, {A:last},
       {A:initlast}, {A:lastfirst}, {A:handle} are other forms of the same person.
  <<...>>   a literal, hand-written person name (annotated as a name span)
  [[...]]   a literal word/phrase to keep (not a name)
  {K:kind}  a keep word drawn from a pool (day, month, app, org, place)
Spans are computed while the text is assembled segment by segment; case changes are
applied per segment, so offsets stay exact when case mapping changes string length.
"""
import json
import os
import random
import re
import sys
import unicodedata

from names_data import ORIGINS
from hand_records import HAND

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

POOLS = {
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "app": ["Zoom", "Teams", "WhatsApp", "Google Classroom", "ClassDojo", "Seesaw", "Moodle",
            "Canvas", "Excel", "Outlook", "MyChart", "PowerSchool", "Signal", "Google Forms",
            "Arbor", "Bromcom", "SchoolCloud", "Doctolib"],
    "org": ["NHS", "HMRC", "DWP", "UCAS", "Ofsted", "Citizens Advice", "Home Office", "USCIS",
            "IRS", "Medicaid", "UNICEF", "Red Cross", "YMCA", "Social Security", "DVLA",
            "Department for Education", "Barnardo's", "Age UK"],
    "place": ["Leeds", "Bristol", "Manchester", "Toronto", "Nairobi", "Manila", "Auckland",
              "Kraków", "Lisbon", "Dublin", "Phoenix", "Florence", "Victoria", "Adelaide",
              "Chelsea", "Sydney", "Austin", "Lagos", "Eugene", "Charlotte", "Hamilton"],
}

# --------------------------------------------------------------------------- people

FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ł": "l", "Ł": "L", "đ": "d",
        "Đ": "D", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "œ": "oe"}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


class Person:
    def __init__(self, rng, origin, gender):
        o = origin
        self.origin = o["key"]
        self.gender = gender
        self.given = rng.choice(o["female"] if gender == "f" else o["male"])
        fams = o["family"]

        def gform(x):
            if "/" in x:
                m, f = x.split("/")
                return f if gender == "f" else m
            return x
        fam = gform(rng.choice(fams))
        if "sur2" in o["opts"] and rng.random() < 0.45:
            other = gform(rng.choice([x for x in fams if gform(x) != fam]))
            fam = fam + " " + other
        self.family = fam
        self.middle = ""
        if "viet" in o["opts"]:
            self.middle = "Thị" if gender == "f" else "Văn"
            if rng.random() < 0.3:
                self.given, self.family, self.middle = fold(self.given), fold(self.family), fold(self.middle)
        fg = "fg" in o["opts"] or ("fg30" in o["opts"] and rng.random() < 0.3)
        self.fg = fg
        self.opts = o["opts"]

    def short_last(self):
        toks = self.family.split()
        if toks[0] in ("bin", "bint", "binti") and len(toks) > 2:
            return toks[-1]
        return self.family

    def form(self, f):
        if f in (None, "full"):
            if self.fg:
                return " ".join(x for x in (self.family, self.middle, self.given) if x)
            return self.given + " " + self.family
        if f == "first":
            return self.given
        if f == "last":
            if "titlegiven" in self.opts:
                return self.given
            return self.short_last()
        if f == "initlast":
            return self.given[0] + ". " + self.short_last()
        if f == "lastfirst":
            if self.short_last().startswith("bin"):
                return self.given + " " + self.family
            return self.short_last() + ", " + self.given
        if f == "handle":
            g = re.sub(r"[^a-z0-9]", "", fold(self.given.split()[0]).lower())
            l = re.sub(r"[^a-z0-9]", "", fold(self.short_last().split()[-1]).lower())
            return g + "." + l
        raise ValueError(f)


# --------------------------------------------------------------------------- rendering

TOKEN = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?\}|\{K:(\w+)\}|<<(.+?)>>|\[\[(.+?)\]\]")


def parse(tpl):
    segs, pos = [], 0
    for m in TOKEN.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        if m.group(1):
            segs.append(("person", m.group(1), m.group(2), m.group(3) or "full"))
        elif m.group(4):
            segs.append(("pool", m.group(4)))
        elif m.group(5):
            segs.append(("name", m.group(5)))
        else:
            segs.append(("keep", m.group(6)))
        pos = m.end()
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    return segs


def case(s, how):
    return s.lower() if how == "lower" else s.upper() if how == "upper" else s


def render(tpl, rng=None, origin=None, mode="normal"):
    """Return (text, names, keep). mode: normal|lower|upper|namelower|nameupper."""
    segs = parse(tpl)
    genders = {}
    for s in segs:
        if s[0] == "person" and s[2]:
            genders[s[1]] = s[2]
    people = {}
    for s in segs:
        if s[0] == "person" and s[1] not in people:
            for _ in range(50):
                o = origin or rng.choice(ORIGINS)
                g = genders.get(s[1]) or rng.choice("fm")
                p = Person(rng, o, g)
                used = {q.form("full") for q in people.values()}
                usedtok = set()
                for q in people.values():
                    usedtok |= set(re.findall(r"\w+", q.form("full").lower()))
                if p.form("full") not in used and not (set(re.findall(r"\w+", p.form("full").lower())) & usedtok):
                    break
            people[s[1]] = p
    text, names, keep = "", [], []
    whole = mode if mode in ("lower", "upper") else None
    namecase = {"namelower": "lower", "nameupper": "upper"}.get(mode, whole)
    for s in segs:
        if s[0] == "lit":
            text += case(s[1], whole)
        elif s[0] in ("person", "name"):
            val = people[s[1]].form(s[3]) if s[0] == "person" else s[1]
            val = case(val, namecase)
            names.append({"start": len(text), "end": len(text) + len(val), "text": val})
            text += val
        else:
            val = rng.choice(POOLS[s[1]]) if s[0] == "pool" else s[1]
            val = case(val, whole)
            text += val
            if val not in keep:
                keep.append(val)
    return text, names, keep


# --------------------------------------------------------------------------- validation

def _occ(text, w):
    return [(m.start(), m.end()) for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


def check(rec, ids):
    t, sl, rid = rec["text"], rec["slice"], rec["id"]
    assert rid not in ids, "duplicate id " + rid
    assert sl in SLICES, rid
    assert re.fullmatch(re.escape(sl) + r"(-[a-z0-9_]+)*-\d{3}", rid), rid
    last = 0
    for n in rec["names"]:
        assert t[n["start"]:n["end"]] == n["text"], (rid, n)
        assert n["end"] > n["start"] and n["text"] == n["text"].strip(), (rid, n)
        assert n["start"] >= last, ("overlap/unsorted", rid, n)
        last = n["end"]
    if sl == "keep":
        assert not rec["names"] and rec["keep"], rid
    else:
        assert rec["names"], ("no names", rid)
    ntoks = set()
    for n in rec["names"]:
        ntoks |= {x.lower() for x in re.findall(r"\w+", n["text"])}
    for k in rec["keep"]:
        outside = [o for o in _occ(t, k) if all(o[1] <= n["start"] or o[0] >= n["end"] for n in rec["names"])]
        assert outside, ("keep not found outside names", rid, k)
        shared = {x.lower() for x in re.findall(r"\w+", k)} & ntoks
        assert not shared, ("keep shares token with name", rid, k, shared)
    assert "\n" not in rid and t == t.strip(), rid


def valid(rec):
    try:
        check(rec, set())
        return True
    except AssertionError:
        return False


# --------------------------------------------------------------------------- templates

CULTURE_TPL = [
    "Can you draft a reminder to {A} that the parent-teacher evening moves to {K:day}?",
    "Please summarise these case notes for {A}; the [[NHS]] referral is still pending.",
    "{A} missed the Year 9 maths test, how do I word the email to the family?",
    "Translate for the pharmacy: the prescription for {A} is ready for collection after {K:day}.",
    "Write a short welcome note for {A}, who joins the under-12 football squad in {K:month}.",
    "My mother-in-law {Af} needs help with the [[USCIS]] change-of-address form; which questions usually trip people up?",
    "Summarise the housing officer's notes: {A} and {B} share a two-bed flat and joined the council waiting list in {K:month}.",
    "How should I open a reference letter for {A}, who is applying to nursing school in {K:place}?",
    "Is it okay to list {A} as the emergency contact on the [[GP]] registration form?",
    "{A} and {B} are co-chairs of the [[PTA]]; draft minutes listing their action points.",
    "The tutor, {A}, wants feedback on the [[IELTS]] essay plan pasted below.",
    "Remind {A:first} to bring the vaccination card to the {K:day} clinic.",
    "Our community centre volunteer {A} is running the food bank shift this {K:day}, write a thank-you post.",
    "Check the grammar: 'Dear {A}, your appointment with the physiotherapy team is confirmed for {K:day}.'",
    "Write an [[Instagram]] caption congratulating {A} on finishing the nursing degree in {K:place}.",
    "Grandma wants to know whether {A} can pick up the twins from swimming on {K:day}.",
    "In the [[UCAS]] reference I need to mention that {A} tutored younger pupils in chemistry.",
    "The social worker asked {A} to bring proof of address and the [[HMRC]] letter.",
    "Draft a message to the caseworker saying {A} has a [[Home Office]] interview in {K:month}.",
    "Explain to {A} in plain words how [[Medicaid]] renewal works.",
    "Rewrite more kindly: {A} has been late to choir practice three times since {K:month}.",
    "Who should {A} contact at [[Citizens Advice]] about the benefits appeal?",
    "Make a rota: {A}, {B} and {C} share the school run, starting {K:day}.",
    "new student {A} starts in class 4B tomorrow, can you suggest an icebreaker?",
]

CASING_TPL = [
    "my friend {Af} said the [[Ofsted]] inspection is next week, can you help her prepare?",
    "please write a sick note for {A}, absent from school since {K:day} with a fever",
    "can you check if {A} is on the waiting list for the {K:org} appointment",
    "urgent: {A} needs the repeat prescription before the pharmacy closes on {K:day}",
    "reminder for the family chat: {A} is collecting the kids after karate",
    "draft a reply telling {A} the [[FAFSA]] documents arrived",
    "help me thank {A} for coaching the netball team all season",
    "is {A} allowed to sign the consent form for the school trip to {K:place}",
    "summarise the home visit: {A} lives alone and uses a walking frame",
    "tell the admissions office that {A} will upload the transcript via {K:app}",
]

POSITION_TPL = {
    "start": [
        "{A} has asked whether the tutoring session can move to {K:day}.",
        "{A} called the surgery about a blood test result, what should I say back?",
        "{A} is the new SENCo, please write a short intro for the newsletter.",
        "{A}: please confirm the bed on ward 7 is still free.",
        "{A} needs a letter for the housing office by {K:day}",
    ],
    "middle": [
        "Could you write to {A} about the late library books before {K:month}?",
        "The clinic says {A} should fast from midnight before the scan.",
        "Our caseworker, {A}, recommended applying for the [[PIP]] benefit.",
        "When {Af} arrives at reception, send her straight to room 12.",
        "Ask the coach whether {A} can join the {K:day} training.",
    ],
    "end": [
        "Please forward the immunisation record to {A}",
        "The form needs a countersignature from {A}.",
        "Who is the class teacher for Year 3? I think it is {A}",
        "Write a birthday message for my aunt, {Af}!",
        "The interpreter booked for the {K:day} appointment is {A}.",
    ],
}

LISTS_TPL = [
    "Add {A}, {B}, {C} and {D} to the {K:app} group for the school trip.",
    "Invigilators for the exam: {A}; {B}; {C}.",
    "- {A}\n- {B}\n- {C}\nPlease email these parents about the missing consent forms.",
    "1. {A}\n2. {B}\n3. {C}\nWho on this list still owes the trip money?",
    "name,year,allergy\n{A},7,peanuts\n{B},8,none\n{C},7,lactose",
    "Authors: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format this citation in APA.",
    "Volunteers this {K:day}: {A} & {B}, then {C} / {D} after lunch.",
    "On the carers' rota are {A:first}, {B:first} and {C}.",
    "Surname\tFirst name\tClass\n{A:last}\t{A:first}\t5C\n{B:last}\t{B:first}\t5A",
    "Shortlist for the bursary: {A}, {B}, and {C}. Write a short note to each.",
    "Team sheet: GK {A}, DEF {B}, {C}, MID {D}.",
    "Seating plan row 1: {A}, {B}, {C}; row 2: {D}, {E}.",
]

POSSESSIVE_TPL = [
    "{A}'s reading age has jumped two years, how do I tell the parents?",
    "Please proofread {A}’s personal statement for [[UCAS]].",
    "I found {A}'s inhaler in the changing room after {K:day} practice.",
    "Summarise {A}'s and {B}'s attendance for {K:month}.",
    "Is {A}'s blood pressure reading worrying for a 70-year-old?",
    "The landlord ignored {A}'s complaint about damp in the bathroom.",
    "Can you compare {A}'s essay with {B}'s before I mark them?",
    "My son copied {A:first}'s homework, how do I handle it?",
    "Add {A}’s new phone number to the emergency contacts.",
    "We need {A}'s signature on the {K:org} form.",
]

QUOTED_TPL = [
    "Hi {A:first},\nthanks for picking up the prescription. See you {K:day}!\n{B:first}",
    "> From: {A}\n> The bus for the {K:place} trip leaves at 7.\nWrite a reply confirming.",
    "My sister texted: \"{A} is in A&E, can you get the kids from school?\" How do I respond?",
    "[09:14] {A}: is the parents' evening still on?\n[09:15] {B}: yes, {K:day} at 6",
    "Dear {A},\nYour child's place at the holiday club is confirmed.\nKind regards,\n{B}\nSchool Office",
    "Is this email a scam? 'Hello {A}, your [[HMRC]] refund is waiting, click here.'",
    "Reply to this: \"Morning all, it's {A} from Year 2, has anyone seen a blue lunchbox?\"",
    "Signature block:\n{A}\nFamily Support Worker\n{K:org}",
    "Grandad wrote in the family chat: 'tell {A:first} happy birthday from us all x'",
    "Email header: From: {A} <office@example.org> To: admissions@example.edu",
]

CODE_TPL = [
    "# TODO({A:handle}): add the {K:month} attendance export",
    "// author: {A}\nfunction pupilAge(dob) { return 0; }",
    "Why does this fail? student = {\"name\": \"{A}\", \"year\": 10}",
    "-- reviewed by {A:initlast}\nSELECT * FROM appointments WHERE day = '{K:day}';",
    "<!-- form owner: {A} -->\n<input name=\"nhs_number\">",
    "commit 3f2a9c1\nAuthor: {A} <dev@example.org>\n\n    Fix waiting-list sort",
    "Co-authored-by: {A} <noreply@example.com>\nCan you tidy this commit message?",
    "INSERT INTO carers (name, phone) VALUES ('{A}', '0000');",
    "assert patient.full_name == \"{A}\"  # fails after the migration",
    "@{A:handle} please review the timetable script before {K:day}",
    "/**\n * @author {A:lastfirst}\n */\nclass EnrolmentForm {}",
    "logger.info(\"Referral created by %s\", \"{A}\")",
]

BUSINESS_TPL = [
    "Invoice 2291: school trip to {K:place}, payer {A}, amount due GBP 45.00 by {K:day}.",
    "Council tax reduction claim: applicant {A}, partner {B}, 2 children.",
    "Receipt: prescription charge paid by {A} at Riverside Pharmacy.",
    "Tenancy agreement between {A} (landlord) and {B} (tenant), starting 1 {K:month}.",
    "Payslip query from teaching assistant {A}: the {K:month} overtime is missing.",
    "Benefit overpayment letter addressed to {A}, reference DWP-4471.",
    "Please check this refund request from {A} for the cancelled swimming term.",
    "Direct debit for after-school club set up by {A}; first payment {K:month}.",
    "Nursery fees statement for {A}, parent/guardian {B}.",
    "Travel insurance for the exchange trip: policyholder {A}, dependants {B} and {C}.",
]

TITLES_TPL = [
    "Please book a follow-up with Dr. {A:last} for {K:day} morning.",
    "Mrs {Af:last} asked whether the reading club is still on.",
    "Write a thank-you card to Mr. {Am:last} for running the science fair.",
    "Prof. {A} will chair the admissions panel in {K:month}.",
    "Ms {Af:last} is covering Year 5 until the end of term.",
    "Could Nurse {A:last} call the family about the wound dressing?",
    "Coach {A:first} says the under-14s train on {K:day}.",
    "Dear Dr {A}, thank you for seeing my father at short notice.",
    "Mx {A:last} from the youth service will attend the review.",
    "Tell Sister {Af:last} on ward 3 that the pharmacy delivered the insulin.",
    "Headteacher Mr {Am} has approved the charity bake sale.",
    "Judge {A:last} adjourned the custody hearing to {K:month}.",
]

NONENG_TPL = {
    "de": [
        "Kannst du eine E-Mail an {A} schreiben? Der [[Elternabend]] findet am [[Donnerstag]] in der [[Aula]] statt.",
        "Bitte fasse zusammen: {A} hat beim [[Jobcenter]] einen [[Antrag]] auf [[Wohngeld]] gestellt, der [[Bescheid]] fehlt noch.",
        "Frau {Af:last} aus der [[Kita]] fragt, ob {B:first} am [[Freitag]] früher abgeholt werden kann.",
        "Formuliere höflich: {A} hat die [[Krankmeldung]] für [[Januar]] noch nicht in der [[Schule]] abgegeben.",
        "Übersetze ins Englische: „Liebe Familie {A:last}, Ihr [[Termin]] in der [[Hausarztpraxis]] wurde auf [[Montag]] verschoben.“",
    ],
    "es": [
        "¿Puedes escribir un correo a {A}? La reunión de padres del [[IES]] Cervantes se pasa al [[lunes]].",
        "Resume el informe: {A} pidió cita en el [[Centro de Salud]] y todavía no tiene la tarjeta sanitaria.",
        "La trabajadora social dice que {A} necesita el [[NIE]] antes de empadronarse en el [[Ayuntamiento]].",
        "Hola, soy {Af}, madre de {B:first}, del grupo de 3º B. ¿Hay clase el [[Viernes Santo]]?",
        "Redacta una carta de recomendación para {A}, que solicita plaza en la [[Universidad de Salamanca]].",
    ],
    "fr": [
        "Peux-tu écrire un mot pour {A} ? La réunion parents-professeurs est reportée à [[mardi]] au [[CDI]].",
        "Résume ce dossier : {A} a déposé une demande d'[[APL]] auprès de la [[CAF]] en [[novembre]].",
        "Madame {Af:last} demande si {B:first} peut récupérer l'ordonnance à la pharmacie [[samedi]].",
        "Traduis en anglais : « Bonjour {A}, votre rendez-vous sur [[Doctolib]] est confirmé pour [[jeudi]]. »",
        "{A} s'inscrit au club de judo de la [[MJC]] ; rédige la fiche d'inscription.",
    ],
    "pt": [
        "Podes escrever um email para {A}? A reunião de pais da [[Escola Secundária]] passou para [[quinta-feira]].",
        "Resumo: {A} pediu o número de utente do [[SNS]] e o [[NIF]] na [[Loja do Cidadão]].",
        "A Dona {Af:first} quer saber se o {Bm:first} pode ir à consulta no [[Centro de Saúde]] em [[março]].",
        "Traduz para inglês: «Olá {A}, a sua matrícula na [[Universidade do Porto]] foi aceite.»",
        "{A} vai treinar a equipa de futsal no [[Pavilhão Municipal]] ao [[sábado]].",
    ],
    "it": [
        "Scrivi una mail a {A}: il colloquio con i docenti è spostato a [[giovedì]] presso il [[Liceo Scientifico]].",
        "Riassumi: {A} ha presentato l'[[ISEE]] all'[[INPS]] per l'assegno unico.",
        "La pediatra, dottoressa {Af:last}, ha prescritto a {B:first} uno sciroppo; la farmacia apre [[lunedì]].",
        "Traduci in inglese: «Gentile {A}, la sua iscrizione all'[[Università di Bologna]] è confermata.»",
        "{A} allena i ragazzi dell'oratorio ogni [[martedì]] al [[PalaSport]].",
    ],
    "nl": [
        "Kun je een mail aan {A} schrijven? De ouderavond op de basisschool is verplaatst naar [[woensdag]].",
        "Vat samen: {A} heeft via [[DigiD]] huurtoeslag aangevraagd bij de [[Belastingdienst]].",
        "Mevrouw {Af:last} van de [[GGD]] belt {B:first} terug over de vaccinatie.",
        "Vertaal naar het Engels: 'Beste {A}, je afspraak bij de huisarts is op [[vrijdag]].'",
        "{A} en {B} zijn vrijwilligers bij de [[Voedselbank]] in [[Utrecht]].",
    ],
    "pl": [
        "Przetłumacz na angielski: „Dzień dobry, nazywam się {A} i chcę zapisać syna do przedszkola od [[września]].”",
        "Pani {Af} z [[MOPS]] prosi o zaświadczenie z [[ZUS]].",
        "Uczeń: {Am}, klasa 3b. Nieobecność usprawiedliwiona przez [[Librus]] w [[poniedziałek]].",
        "Lekarz rodzinny: dr {A}, [[NFZ]], przychodnia przy ulicy [[Puławskiej]].",
        "Kim jest {A}? Dostałam wiadomość na [[Messengerze]] w sprawie zbiórki dla [[Caritasu]].",
    ],
    "tr": [
        "{Af:first} Hanım, [[e-Devlet]] üzerinden randevu alamadığını söylüyor; ne yapmalı?",
        "Veli toplantısı [[Salı]] günü: {A} ve {B} katılacak.",
        "Kısa bir mesaj yaz: {A} [[SGK]] kaydını yeniledi, randevu [[MHRS]] üzerinden alınacak.",
        "İngilizceye çevir: “Sayın {A}, [[Boğaziçi Üniversitesi]] başvurunuz alınmıştır.”",
        "Öğrenci: {A}, sınıf 7-C, [[Ekim]] ayı devamsızlık 3 gün.",
    ],
}

KEEP_TPL = {
    "en": [
        "Can you explain how [[FAFSA]] deadlines work for students starting in {K:month}?",
        "Our clinic switched from [[EMIS]] to [[SystmOne]]; write a staff FAQ for {K:day}'s training.",
        "What's the difference between [[Medicare]] Part B and [[Medicaid]] for someone in {K:place}?",
        "How do I set up {K:app} for a Year 6 class before {K:month}?",
        "Write a flyer for the [[Easter]] holiday club at the {K:place} community centre.",
        "How long does a [[BRP]] take to arrive after the [[Home Office]] approves a visa?",
        "Explain [[SEND]] support and [[EHCP]] assessments in plain English for a parent in {K:place}.",
        "Draft a notice that the {K:org} office is closed every {K:day} in {K:month}.",
        "Is it normal for the {K:org} to take six weeks to answer a letter?",
        "Write a timetable reminder: swimming moves from {K:day} to {K:day} after half term.",
        "Which forms does the {K:org} need for a new carer's allowance claim?",
        "Turn these notes into an agenda for the {K:month} governors' meeting on {K:app}.",
    ],
    "de": [
        "Wie beantrage ich [[Kindergeld]] bei der [[Familienkasse]], wenn das Kind im [[März]] geboren wurde?",
        "Erkläre den Unterschied zwischen [[Realschule]] und [[Gymnasium]] für Eltern aus {K:place}.",
    ],
    "es": ["¿Cómo pido cita previa en la [[Seguridad Social]] para el [[lunes]]?"],
    "fr": ["Comment inscrire mon fils à la [[cantine]] via l'[[ENT]] avant [[septembre]] ?"],
    "pt": ["Como marco uma consulta no [[SNS 24]] para [[segunda-feira]]?"],
    "it": ["Come si rinnova la [[tessera sanitaria]] se scade a [[dicembre]]?"],
    "nl": ["Hoe vraag ik [[kinderopvangtoeslag]] aan bij de [[Belastingdienst]]?"],
    "tr": ["[[MEB]] kayıt tarihleri [[Eylül]] ayında mı açıklanıyor?"],
}


def GEN(sl):
    """Yield (subslice, lang, template, mode, origin_key) in a fixed order."""
    out = []
    if sl == "cultures":
        n = len(CULTURE_TPL)
        for i, o in enumerate(ORIGINS):
            for j in (2 * i, 2 * i + 1):
                out.append((o["key"], "en", CULTURE_TPL[j % n], "normal", o["key"]))
    elif sl == "casing":
        for mode in ("lower", "upper", "namelower", "nameupper", "normal"):
            for t in CASING_TPL:
                out.append((mode, "en", t, mode, None))
    elif sl == "position":
        for pos in ("start", "middle", "end"):
            for k in range(15):
                out.append((pos, "en", POSITION_TPL[pos][k % 5], "normal", None))
    elif sl in ("lists", "possessive", "quoted", "code", "business", "titles"):
        pool = {"lists": LISTS_TPL, "possessive": POSSESSIVE_TPL, "quoted": QUOTED_TPL,
                "code": CODE_TPL, "business": BUSINESS_TPL, "titles": TITLES_TPL}[sl]
        for k in range(40):
            mode = "lower" if (sl in ("lists", "quoted") and k % 7 == 6) else "normal"
            out.append(("", "en", pool[k % len(pool)], mode, None))
    elif sl == "nonenglish":
        for lang in ("de", "es", "fr", "pt", "it", "nl", "pl", "tr"):
            for k in range(10):
                out.append((lang, lang, NONENG_TPL[lang][k % 5], "normal", None))
    elif sl == "keep":
        for lang in ("en", "de", "es", "fr", "pt", "it", "nl", "tr"):
            reps = 3 if lang == "en" else 1
            for t in KEEP_TPL[lang]:
                for _ in range(reps if "{K:" in t else 1):
                    out.append((lang, lang, t, "normal", None))
    return out


def build():
    rng = random.Random(SEED)
    okey = {o["key"]: o for o in ORIGINS}
    records, counters = [], {}

    def add(prefix, sl, lang, text, names, keep):
        counters[prefix] = counters.get(prefix, 0) + 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        records.append({"id": rid, "slice": sl, "lang": lang, "text": text,
                        "names": names, "keep": keep})

    for sl in SLICES:
        for sub, lang, tpl, mode, ok in GEN(sl):
            for attempt in range(200):
                text, names, keep = render(tpl, rng, okey.get(ok), mode)
                rec = {"id": "x-001", "slice": sl, "lang": lang, "text": text, "names": names, "keep": keep}
                rec["id"] = sl + "-001"
                if valid(rec):
                    break
            else:
                raise SystemExit("cannot render valid record for template: " + tpl)
            prefix = sl + ("-" + sub if sub else "")
            add(prefix, sl, lang, text, names, keep)
        for hsl, lang, tpl in HAND:
            if hsl != sl:
                continue
            text, names, keep = render(tpl)
            if sl in ("nonenglish", "keep"):
                prefix = "%s-%s-hand" % (sl, lang)
            else:
                prefix = sl + "-hand"
            add(prefix, sl, lang, text, names, keep)
    ids = set()
    for r in records:
        try:
            check(r, ids)
        except AssertionError as e:
            raise SystemExit("validation failed: %r\n  text: %s" % (e.args, r["text"]))
        ids.add(r["id"])
    present = {r["slice"] for r in records}
    missing = [s for s in SLICES if s not in present]
    assert not missing, missing
    return records


def stats(records):
    print("%-12s %8s %8s %8s %8s" % ("slice", "records", "hand", "names", "keep"))
    tot = [0, 0, 0, 0]
    for sl in SLICES:
        rs = [r for r in records if r["slice"] == sl]
        row = [len(rs), sum("-hand-" in r["id"] for r in rs), sum(len(r["names"]) for r in rs),
               sum(len(r["keep"]) for r in rs)]
        tot = [a + b for a, b in zip(tot, row)]
        print("%-12s %8d %8d %8d %8d" % (sl, *row))
    print("%-12s %8d %8d %8d %8d" % ("total", *tot))
    langs = {}
    for r in records:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages:", ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    orig = {}
    for r in records:
        m = re.match(r"cultures-([a-z_]+)-\d{3}$", r["id"])
        if m and m.group(1) != "hand":
            orig[m.group(1)] = orig.get(m.group(1), 0) + 1
    print("cultures origins:", len(orig))


def main():
    records = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s" % (len(records), OUT))
    if "--stats" in sys.argv[1:]:
        stats(records)


if __name__ == "__main__":
    main()
