#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (PERSON-name evaluation corpus, v29).

Theme: what people paste into an LLM assistant when they want writing help.

    python3 make_corpus.py            # writes names_eval.jsonl (byte-for-byte reproducible)
    python3 make_corpus.py --stats    # also prints counts per slice / language / origin

Python 3 standard library only. Fixed seed, fixed iteration order,
json.dumps(..., ensure_ascii=False), "\\n" line ends.

Template markup:
  {A}            full name of person A (A..H), drawn at random (or from a fixed origin)
  {Af} / {Am}    the same, forcing the gender (first occurrence decides)
  {A:first}      given name            {A:last}      family name
  {A:title}      the name used after a title (family name, or given name where that is
                 the custom: Icelandic, Thai, Indonesian, Malay, Ethiopian, ...)
  {A:handle}     first.last handle     {A:initlast}  "P. Raman"     {A:lastfirst} "Raman, Priya"
  {$POOL}        a keep word drawn from KEEP_POOLS (distinct within a record)
  <<...>>        a literal, hand-written name
  [[...]]        a literal keep word
"""
import json
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

import names_data
import hand_records

SEED = 20261227
OUT = "names_eval.jsonl"

ORIGINS = names_data.ORIGINS

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# ----------------------------------------------------------------- keep pools
KEEP_POOLS = {
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "DAY3": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    "MONTH": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "APP": ["Slack", "Zoom", "Signal", "WhatsApp", "Teams", "Notion", "Canva", "Grammarly",
            "Outlook", "Gmail", "Trello", "Venmo", "Telegram", "Duolingo", "Strava",
            "Calendly", "Eventbrite", "Mailchimp", "Squarespace", "Shopify", "Dropbox",
            "Figma", "Jira", "Asana", "Discord", "Messenger"],
    "BRAND": ["Ford", "Tesla", "Dell", "Samsung", "Wendy's", "McDonald's", "Ferrari",
              "Porsche", "Disney", "Hilton", "Marriott", "Chanel", "Dyson", "Heinz",
              "Kellogg's", "IKEA", "Lidl", "Aldi", "Boeing", "Philips", "Bosch", "Levi's",
              "Mercedes", "Toyota", "Honda", "Cadbury", "Gillette", "Trader Joe's",
              "Tim Hortons", "Ben & Jerry's", "Peugeot", "Lamborghini"],
    "HOLIDAY": ["Christmas", "Easter", "Thanksgiving", "Diwali", "Hanukkah", "Ramadan",
                "Passover", "Halloween", "Boxing Day", "Lunar New Year", "Juneteenth",
                "Labor Day", "Memorial Day", "New Year's Eve", "St. Patrick's Day",
                "Valentine's Day", "Mother's Day", "Father's Day", "Good Friday", "Holi",
                "Nowruz", "Vesak", "Kwanzaa", "Yom Kippur", "Rosh Hashanah", "Hogmanay",
                "Anzac Day", "Canada Day", "Bastille Day", "Eid al-Fitr", "Carnival"],
    "ACR": ["US", "UK", "EU", "VAT", "HR", "CEO", "CFO", "CTO", "PTO", "IRS", "HMRC", "NHS",
            "GDPR", "FAQ", "RSVP", "ETA", "PDF", "KPI", "NDA", "UN", "WHO", "NASA", "BBC",
            "FIFA", "IBAN", "ATM", "HOA", "DMV", "PTA", "IT"],
    "CITY": ["Florence", "Austin", "Savannah", "Georgia", "Charlotte", "Victoria", "Adelaide",
             "Sydney", "Madison", "Lincoln", "Orlando", "Houston", "Regina", "Alexandria",
             "Paris", "Lisbon", "Nairobi", "Lagos", "Accra", "Jakarta", "Manila", "Osaka",
             "Kraków", "Dubrovnik", "Marrakesh", "Auckland", "Cusco", "Montréal", "Bergen",
             "Tbilisi", "Chelsea", "Darwin", "Santiago", "Salvador", "Lourdes", "Phoenix",
             "Sofia", "Jordan", "Chad", "Aurora", "Kingston", "Dallas"],
    "DEPT": ["HR", "IT", "Finance", "Legal", "Procurement", "Payroll", "Marketing", "Facilities",
             "Sales", "Compliance"],
    "AGENCY": ["HMRC", "IRS", "NHS", "DMV", "EU", "WHO", "CDC", "ATO", "CRA", "UN"],
    "TAX": ["VAT", "GST", "HST", "IRS", "HMRC"],
    "APPLIANCE": ["Bosch", "Samsung", "Philips", "Dyson", "IKEA", "Siemens", "Whirlpool", "Miele",
                  "Smeg", "Beko", "Hotpoint", "Electrolux"],
    "FOOD": ["Wendy's", "McDonald's", "Ben & Jerry's", "Tim Hortons", "Nando's", "Domino's",
             "Trader Joe's", "Wagamama", "Chipotle", "Papa John's", "Dunkin'", "Costco", "Pret",
             "Greggs", "Chick-fil-A"],
    "CAR": ["Ford", "Tesla", "Toyota", "Honda", "Mercedes", "Peugeot", "Renault", "Volvo", "Kia",
            "Hyundai", "Nissan", "Citroën", "Lincoln", "Chevrolet", "Chrysler", "Skoda", "Fiat"],
    "JOB": ["Project Manager", "Head of Marketing", "Office Manager", "Senior Engineer",
            "Vice President", "Managing Director", "Account Executive", "Chief of Staff",
            "Team Lead", "Nurse Practitioner", "Data Analyst", "Head Chef",
            "Communications Officer", "Product Owner"],
    "LIB": ["NumPy", "React", "Django", "Flask", "Hugo", "Jekyll", "Kafka", "Cassandra",
            "Luigi", "Celery", "Ruby", "Julia", "Rust", "Swift", "Pillow", "Sphinx", "Jest",
            "Selenium", "Ansible", "Terraform", "Excel", "PowerPoint", "Tableau", "Kotlin"],
}

# ------------------------------------------------------------------ templates
CULTURE_TEMPLATES = [
    "Can you help me write a short thank-you note to {A} for hosting us in {$MONTH}? Keep it warm but not cheesy.",
    "Draft a reference letter for {Af}, who worked under me as a junior analyst for two years. Mention her attention to detail.",
    "Please proofread this wedding toast: 'When {A:first} first brought {B:first} home for {$HOLIDAY}, we all knew.' Make it a bit funnier.",
    "Write an obituary for {Am}, a retired schoolteacher who loved gardening and crossword puzzles. He is survived by his wife, {Bf:first}, and two sons.",
    "I need a cover letter. My name is {A} and I'm applying for the {$JOB} role at [[Spotify]].",
    "Summarise this thread for me: {A} says the venue is booked, {B} disagrees about the date, and {C:first} hasn't replied yet.",
    "Rewrite this so it sounds less passive-aggressive: \"As I told {A:first} on {$DAY}, the report was due on {$DAY}.\"",
    "Our book club starts a new novel in {$MONTH}. Write an announcement inviting {A} and {B} to lead the first discussion.",
    "Help me reply to my landlord, {A}. The boiler has been broken since {$DAY} and I've already emailed twice.",
    "Explain this in plain English for my grandmother: {A} from the clinic called about the [[MRI]] results.",
    "Make this [[LinkedIn]] post sound more professional: so proud of {Af} for finishing her PhD today!!",
    "Write a funny birthday message for my coworker {Af:first}. She's obsessed with {$LIB}.",
    "Draft meeting minutes.\nPresent: {A}, {B}, {C}\nApologies: {D}\nItem 1: budget for [[Q3]].",
    "Write a 200-word story opening in which {A:first} finds an old letter in the attic signed by {B}.",
    "Can you make this complaint firmer? The hotel cancelled my booking under the name {A} two days before {$HOLIDAY}.",
    "Write a speech for my dad's retirement party. His name is {Am:first}, and his boss, {B}, will speak before me.",
    "Announce in the club newsletter that {A} is our new captain and {B:first} will be vice-captain from {$MONTH}.",
    "Help me write a message to our [[Airbnb]] host {A:first} asking if we can check in early on {$DAY}.",
    "Turn these notes into a polite email: ask {A} for the signed contract, cc {B}, mention the {$TAX} invoice.",
    "Write a condolence card for the family of {A}. We were neighbours for twenty years.",
    "Give me three subject lines for an email introducing {A} to {B}; both work in {$DEPT}.",
    "Rephrase this for our {$APP} channel: welcome {Af} to the design team, she starts on {$DAY}.",
    "Plan day 2 of our trip: our guide {A} meets us in the lobby at 9, then lunch with {B:first} and family.",
    "My daughter's teacher is {A}. Write a short end-of-year thank-you note from both of us.",
]

CASING_TEMPLATES = [
    "my friend {Af} asked me to write a toast for her wedding in {$MONTH}, can you help? she wants it short",
    "pls fix the grammar: {A} and me went to the [[Apple]] store on {$DAY} to buy a new phone",
    "write an instagram caption for {Af:first}'s graduation, she studied nursing in {$CITY} 🎓",
    "can u make this sound nicer — {A} never replies to my emails and the deadline is {$DAY}",
    "draft a text to {A:first} saying we're running late because the {$CAR} rental broke down",
    "Write a [[LinkedIn]] recommendation for {A}, my former {$JOB}.",
    "help me write a birthday post for my grandma {Af} who turns 90 on {$DAY} 🎉🎂",
    "Tell {A} the {$APP} link changed and the call moved to {$DAY}.",
    "rewrite this for a sympathy card: thinking of you {A:first}, {B:first} was the kindest person we knew",
    "I need a short bio for {A}, a nurse from {$CITY} who runs marathons at weekends",
    "URGENT can you write an apology to {A} for missing the {$HOLIDAY} party",
    "our new neighbours {A} and {B} just moved in, write a welcome note from the street group chat on {$APP}",
]
CASING_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]

POSITION_TEMPLATES = {
    "start": [
        "{Af} asked me to tidy up her cover letter for the {$JOB} role. Here it is:",
        "{A:first} wants a two-minute toast for the {$HOLIDAY} dinner, funny but kind.",
        "{A} here — could you help me write a complaint to {$BRAND} about a faulty product?",
        "{A} and I are hosting the team lunch on {$DAY}; draft the invite.",
        "{A:first}, my landlord, still hasn't returned the deposit. Write a firm but polite message.",
        "{A} is retiring in {$MONTH}. Give me five ideas for the farewell card.",
        "{A} will be our guide in {$CITY}; write a message confirming the pickup time.",
        "{A:first} said the minutes from {$DAY} were too long. Can you shorten them?",
        "{Af} — that's who the reference letter is for. She was my intern for a year.",
        "{A} just got promoted to {$JOB}!! write a congrats post",
        "{A:first} and {B:first} are getting married in {$MONTH}, help me with the speech",
        "{A} needs a one-paragraph bio for the {$HOLIDAY} concert programme.",
    ],
    "middle": [
        "Please write a thank-you email to {Af} for the {$HOLIDAY} hamper she sent.",
        "Can you draft a short speech where I thank {A} and the whole {$DEPT} team?",
        "I'm writing to {A} about the {$APP} subscription that renewed without warning; make it firmer.",
        "We need a caption saying {A:first} scored the winning goal on {$DAY}.",
        "Summarise this note from {A} about the roof repairs in two lines.",
        "Make an itinerary: arrive in {$CITY} on {$DAY}, dinner with {A} at 8, museum after.",
        "Help me tell {A:first} politely that I can't be a bridesmaid this time.",
        "Rewrite the intro so {A} sounds like the obvious choice for the {$JOB} job.",
        "The obituary should mention that {A} volunteered at the library for 30 years.",
        "Translate the message from {A} into simpler English for my mum.",
        "i told {A:first} the party is on {$DAY} but can you write the actual invite",
        "Write a two-line bio of {A} for the {$MONTH} newsletter, please.",
    ],
    "end": [
        "Write a short poem for the card and sign it from {A}",
        "Who should I cc on the complaint to {$AGENCY}? Probably {A}.",
        "Proofread my speech, it's for {A}",
        "Draft a reminder about the {$DAY} rehearsal and send it to {A}!",
        "the reference letter is for {A}",
        "Can you make a packing list for the trip? Our host in {$CITY} is {A}.",
        "Thank-you note please, addressed to {A:first}",
        "New captain of the under-12s: {A}",
        "End the email with: Warm regards, {A}",
        "This obituary draft is about my grandfather, {Am}.",
        "Please write the welcome message for our new member {A} :)",
        "The villain in my story is called {A}",
    ],
}

LIST_TEMPLATES = [
    "Attendees: {A}, {B}, {C} and {D}. Turn my notes into minutes for the {$DAY} meeting.",
    "Seating plan for the reception:\nTable 1 – {A}, {B}, {C}\nTable 2 – {D}, {E}\nCan you make it look nicer?",
    "Draft one email to the committee ({A:first}/{B:first}/{C:first}) about the {$MONTH} fundraiser.",
    "Volunteers for the bake sale:\n- {A}\n- {B}\n- {C}\n- {D}\nWrite them a thank-you note.",
    "Squad for {$DAY}:\n1. {A} (GK)\n2. {B}\n3. {C}\n4. {D} (c)\nWrite a short announcement for the club page.",
    "Format these authors for the reference list: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}.",
    "snacks rota: {A:first}, {B:first}, {C:first} & {D:first}. make it into a cute message for the parents group chat",
    "Invite list for the farewell: {A}, {B}, {C}, {D}, {E}, plus anyone from {$DEPT} who wants to come.",
    "Speakers in order: {A}, then {B}, then {C}. Write the MC's link lines between them.",
    "Bridesmaids are {Af}, {Bf} and {Cf}; groomsmen are {Dm} and {Em}. Write the thank-you paragraph for the speech.",
    "name | room | arrival\n{A} | 12 | {$DAY}\n{B} | 14 | {$DAY}\n{C} | 15 | {$DAY}\nWrite a welcome note for each guest.",
    "Pallbearers: {Am}; {Bm}; {Cm}; {Dm}. Please add them to the order of service wording.",
]

POSSESSIVE_TEMPLATES = [
    "Can you cut {A}'s speech down to three minutes? It rambles.",
    "Summarise {A}’s email and {B}'s reply in two bullet points.",
    "I'm writing the best-man toast for {A:first} and {B:first}'s wedding.",
    "Please edit {Af:first}’s cover letter for the {$JOB} position at {$BRAND}.",
    "We're collecting for {A}'s leaving gift; write the message for the card.",
    "Rewrite {A:first}'s review of our {$CITY} apartment so it sounds less angry.",
    "{A}'s dog ate the wedding favours 😂 write a funny post about it",
    "Can you turn {A}’s notes from the {$DAY} meeting into a proper summary?",
    "Draft a condolence message to {A:first}; {Bm:first}’s funeral was on {$DAY}.",
    "Is it {A}'s or {B}'s turn to host the book club in {$MONTH}? Write a reminder either way.",
    "fix the typos in my mum's message to {A:first}'s teacher",
    "Please add {A}'s and {B}'s bios to the programme for the {$HOLIDAY} concert.",
]

QUOTED_TEMPLATES = [
    "On {$DAY3} at 09:12, {A} <noreply@example.com> wrote:\n> Can we push the site visit to next week?\nHelp me reply that next week is fine, mornings only.",
    "---------- Forwarded message ---------\nFrom: {A} <noreply@example.com>\nTo: {B}\nSubject: Re: hall booking\n\nConfirmed for the 14th.\n\nSummarise this for the committee.",
    "Reply to this review for me: \"The host {A:first} was lovely but the shower was cold.\" Sign it from {B}, guest relations.",
    "[19:02] {A:first}: running late sorry\n[19:03] {B:first}: np we'll save u a seat\n[19:20] {A:first}: here!!\nturn this chat into one line for the minutes",
    "Hi {A:first},\n\nThanks for sending the photos from {$DAY}. Could you also share the ones from the ceremony?\n\nBest,\n{B}\n\nMake this email warmer.",
    "Kind regards,\n{A}\n{$JOB} | [[Northwind Travel]]\n\nIs this signature too long?",
    "My aunt wrote: \"{A} passed away peacefully on {$DAY} surrounded by family.\" Help me turn this into a short announcement.",
    "> {A}: who's bringing the projector?\n> {B}: not me lol\nwrite a polite nudge to the group",
    "{A} texted me \"can u cover my shift sat?\" — how do I say no nicely?",
    "Translate this voicemail transcript: \"Hi, it's {A} from the {$CITY} office, call me back about the lease.\"",
    "From: {A}\nSent: {$DAY3} 09:40\nTo: {B}; {C}\nSubject: {$HOLIDAY} rota\n\nWrite a reply accepting the late shift.",
    "Dear {A:first},\nI hope you are well.\nYours sincerely,\n{B}\n— rewrite this in a friendlier tone",
]

CODE_TEMPLATES = [
    "# TODO({A:handle}): fix the RSVP date parsing before {$DAY}\nExplain this comment to someone non-technical.",
    "```json\n{\"organiser\": \"{A}\", \"guests\": [\"{B}\", \"{C}\"], \"venue\": \"{$CITY}\"}\n```\nWrite an invitation for each guest from this JSON.",
    "team.yaml:\ncaptain: {A}\ncoach: {B}\nkit_sponsor: {$BRAND}\nWrite the season announcement from this.",
    "INSERT INTO guests (name, table_no) VALUES ('{A}', 3), ('{B}', 5);\nTurn these rows into place-card text.",
    "// author: {A}\n// reviewed-by: {B:initlast}\nWrite a friendly commit message for this change to the wedding website.",
    "/**\n * @author {A:lastfirst}\n */\nAdd a one-line summary to this header.",
    "speakers = [\"{A}\", \"{B}\", \"{C}\"]  # toast order\nWrite a short intro for each speaker.",
    "<!-- copy approved by {A:initlast} -->\nRewrite the hero text of this landing page for the {$HOLIDAY} sale.",
    "Co-authored-by: {A} <noreply@example.com>\nWrite a PR description for the RSVP form fix.",
    "guest,diet,plus_one\n{A},vegan,yes\n{B},none,no\n{C},halal,yes\nDraft the caterer email from this CSV.",
    "@{A:handle} can you review the {$APP} bot message before {$DAY}?\nRewrite my ask so it's less pushy.",
    "commit 9f2c1e4\nAuthor: {A} <noreply@example.com>\nDate:   {$DAY3} Mar 3 10:14\n\n    update club fixtures page\n\nWrite release notes for the members.",
]

BUSINESS_TEMPLATES = [
    "Write a polite rent reminder to my tenant {A}: rent for {$MONTH} is 5 days late.",
    "Draft a reply to a customer, {A}, who was charged twice for order #48213.",
    "Invoice to: {A}\n14 Harbour Road\nDue: 28 {$MONTH}\nWrite the payment reminder email for this invoice.",
    "Write a rental listing message: viewings with our agent {A} on {$DAY} 10–12, deposit one month.",
    "Refund request: I'm {A}, booking ref XK29PL, and the airline cancelled my flight. Make it firm.",
    "Summarise this clause: 'The Landlord, {A}, and the Tenant, {B}, agree that the deposit is held by [[TDS]].'",
    "Email to {$DEPT} from {A}, employee no. 20931, about missing overtime on the {$MONTH} payslip — please tidy it up.",
    "Write an out-of-office: away until {$DAY}; for urgent matters contact {A}.",
    "Customer service reply: apologise to {A} that the {$APPLIANCE} order arrived damaged and offer a replacement.",
    "Quote request from {A} for a 3-course menu for 40 guests on {$DAY}. Draft our reply with prices.",
    "Our host {A} charged an extra cleaning fee on [[Airbnb]]. Help me write a dispute message.",
    "Letter of engagement between [[Brightwater Accounting]] and {A} for the {$TAX} return. Make it plain English.",
]

TITLE_TEMPLATES = [
    "Write a thank-you card to Dr. {A:title} for looking after my dad in {$MONTH}.",
    "Dear Mrs {Af:title}, … — can you finish this letter to my son's teacher?",
    "Draft an email to Prof. {A} asking for an extension on my dissertation.",
    "Sehr geehrter Herr {Am:title} — how should I continue a formal German email about the flat?",
    "Help me address the envelope to Señora {Af:title}, our host in {$CITY}.",
    "Madame {Af:title} runs the bakery downstairs; write a thank-you note in simple English.",
    "Write a welcome for Capt. {A:title} at the sailing club dinner.",
    "Is 'Mx. {A:title}' okay in the salutation? Rewrite the email opening.",
    "Introduce Sir {Am} at the charity gala in two sentences.",
    "Write a short bio for Rev. {A}, who will officiate the wedding on {$DAY}.",
    "Email to Coach {A:title} saying my son will miss training on {$DAY}.",
    "Ms. {Af:title} and Mr. {Bm:title} are co-chairs — write the welcome line for the {$MONTH} newsletter.",
    "Please thank Judge {A:title} for speaking at the graduation.",
    "Our guide, Mr. {Am:title}, showed us round the old town; write him a review.",
]

NONENGLISH_TEMPLATES = OrderedDict([
    ("de", [
        "Kannst du mir helfen, eine [[E-Mail]] an {A} zu schreiben? Die [[Rechnung]] für den [[Umzug]] ist noch offen.",
        "Schreib bitte eine kurze [[Rede]] für die [[Hochzeit]] von {A} und {B} am [[Samstag]].",
        "Formuliere eine höfliche [[Absage]] an Frau {Af:title}, die uns zum [[Sommerfest]] eingeladen hat.",
        "Fasse die [[Nachricht]] von {A} zusammen: Der [[Vermieter]] will die [[Miete]] ab [[Januar]] erhöhen.",
        "Bitte schreib einen [[Nachruf]] für {Am}. Er war dreißig Jahre lang [[Trainer]] beim [[Fußballverein]].",
    ]),
    ("es", [
        "¿Me ayudas a escribir un brindis para la boda de {A} y {B}? Es en [[Sevilla]] el próximo sábado.",
        "Redacta un correo para la señora {Af:title} pidiendo la factura con el [[IVA]] desglosado.",
        "Escribe una nota de agradecimiento para {A:first}, que nos ayudó con la mudanza.",
        "Resume este mensaje de {A}: dice que el partido contra el [[Betis]] se cambió al domingo.",
        "Necesito una carta de recomendación para {A}, que trabajó conmigo en [[Telefónica]] durante tres años.",
    ]),
    ("fr", [
        "Peux-tu m'aider à écrire un discours pour le mariage de {A} et {B} ? C'est prévu à la [[Toussaint]].",
        "Rédige un mail poli à Madame {Af:title} pour annuler le rendez-vous pris sur [[Doctolib]].",
        "Écris une carte de condoléances pour la famille de {A}.",
        "Résume ce message de {A:first} : le rendez-vous à la [[CAF]] est reporté.",
        "Je dois répondre à mon propriétaire, {A}, au sujet de la caution. Tu peux reformuler ?",
    ]),
    ("it", [
        "Mi aiuti a scrivere un biglietto di auguri per {A}? Compie quarant'anni a [[Ferragosto]].",
        "Scrivi una mail formale alla dottoressa {Af:title} per spostare la visita.",
        "Riassumi il messaggio di {A}: la riunione di condominio è rimandata a dopo [[Natale]].",
        "Prepara un discorso breve per il pensionamento di {A}, che ha lavorato trent'anni alle [[Poste Italiane]].",
        "Rispondi gentilmente a {A:first}, che chiede se la casa a [[Firenze]] è libera ad agosto.",
    ]),
    ("pt", [
        "Pode me ajudar a escrever uma mensagem de aniversário para {Af}? Ela adora o [[Carnaval]].",
        "Escreve um email formal à senhora {Af:title} sobre o contrato e o [[IBAN]] para a renda.",
        "Resuma a conversa: {A} disse que o pagamento via [[Pix]] não caiu.",
        "Faz um discurso curto para o casamento de {A} e {B} em [[Lisboa]].",
        "Preciso de uma carta de referência para {A}, que trabalhou comigo na [[Petrobras]].",
    ]),
    ("nl", [
        "Kun je een bedankje schrijven voor {Af}? Ze heeft ons geholpen met de verhuizing naar [[Utrecht]].",
        "Schrijf een nette mail aan mevrouw {Af:title} over de brief van de [[Belastingdienst]].",
        "Vat het bericht van {A} samen: het feest is verplaatst naar [[Koningsdag]].",
        "Maak een uitnodiging voor de afscheidsborrel van {A} op het hoofdkantoor van [[Albert Heijn]].",
        "Help me een [[Tikkie]] bericht te schrijven aan {A:first} voor de etentjes.",
    ]),
    ("pl", [
        "Pomóż mi napisać życzenia urodzinowe. Solenizant: {Am}.",
        "Napisz uprzejmego maila w sprawie faktury z [[Allegro]]. Adresatka: pani {Af:title}.",
        "Streść tę wiadomość: {A} pisze, że kolacja firmowa będzie dopiero po [[Wielkanocy]].",
        "Mój sąsiad {Am} prosi o list polecający. Pracowaliśmy razem w [[Biedronce]] dwa lata.",
        "Przygotuj krótkie przemówienie na ślub. Para młoda: {Af} i {Bm}.",
    ]),
    ("tr", [
        "{A} için kısa bir doğum günü mesajı yazar mısın? [[Bayram]] tatilinde kutlayacağız.",
        "Sayın {A} ile yaptığımız toplantının tutanağını düzenler misin? Toplantı [[Pazartesi]] günü yapıldı.",
        "Ev sahibim {A} depozitoyu iade etmiyor, kibar ama net bir mesaj yaz.",
        "Bu e-postayı İngilizceye çevir: {Af:first} Hanım, faturanız [[Trendyol]] üzerinden gönderildi.",
        "{Am:first} Bey'e teşekkür notu yaz, [[Kapadokya]] gezisinde rehberimizdi.",
    ]),
    ("sv", [
        "Kan du hjälpa mig att skriva ett tacktal till {A} på [[Midsommar]]?",
        "Skriv ett artigt mejl till {A} om hyran för lägenheten i [[Göteborg]].",
        "Sammanfatta meddelandet från {A}: betalningen via [[Swish]] gick inte igenom.",
        "Jag behöver ett personligt brev. Jag heter {A} och söker jobb på [[Volvo]].",
        "Skriv en minnesruna om {Am}, som var ordförande i föreningen i tjugo år.",
    ]),
    ("id", [
        "Tolong buatkan ucapan terima kasih untuk {A} yang sudah membantu acara [[Lebaran]] kemarin.",
        "Buatkan email resmi kepada Bapak {Am:title} tentang jadwal rapat hari [[Senin]].",
        "Ringkas pesan dari {A}: pembayaran lewat [[GoPay]] belum masuk.",
        "Saya perlu surat rekomendasi untuk {A}, mantan rekan kerja saya di [[Tokopedia]].",
        "Tolong perbaiki kalimat ini: Ibu {Af:title} akan datang ke [[Bandung]] hari [[Jumat]].",
    ]),
    ("sw", [
        "Naomba uniandikie ujumbe wa shukrani kwa {A} kwa msaada wake wakati wa harusi.",
        "Andika tangazo kwa klabu: {A} ndiye nahodha mpya kuanzia [[Jumamosi]].",
        "Fupisha ujumbe huu kutoka kwa {A}: malipo ya [[M-Pesa]] hayajafika.",
        "Niandikie barua ya maombi ya kazi. Jina langu ni {A} na ninaomba nafasi katika [[Safaricom]].",
        "Andika salamu za rambirambi kwa familia ya {A}.",
    ]),
    ("vi", [
        "Viết giúp tôi một lời cảm ơn gửi {A} vì đã giúp gia đình tôi dịp [[Tết]].",
        "Tóm tắt tin nhắn của {A}: cuộc họp ở [[Hà Nội]] bị hoãn sang tuần sau.",
        "Soạn email trang trọng gửi anh {Am:first} về hợp đồng thuê nhà.",
        "Viết bài đăng [[Facebook]] chúc mừng {A} tốt nghiệp.",
        "Tôi cần thư giới thiệu cho {A}, từng làm việc với tôi tại [[Viettel]].",
    ]),
])

KEEP_TEMPLATES = [
    "Can you write a reminder that the office is closed on {$DAY} for {$HOLIDAY}?",
    "Draft a complaint to {$APPLIANCE} about a fridge that broke after two weeks.",
    "Summarise the {$AGENCY} guidance on expenses in three bullet points.",
    "Write an itinerary: fly into {$CITY} on {$DAY}, two nights, then the train to {$CITY}.",
    "Rewrite this announcement: the {$APP} workspace moves to single sign-on in {$MONTH}.",
    "Make a packing list for the {$HOLIDAY} weekend in {$CITY}.",
    "Help me write a cover letter for the {$JOB} role; I've used {$LIB} for four years.",
    "What's a polite way to say the {$MONTH} newsletter is delayed until {$DAY}?",
    "Write a social post with our {$HOLIDAY} opening hours. We close at 3 on {$DAY}.",
    "Draft minutes: {$DEPT} budget approved, {$APP} licence renewed, next meeting {$DAY}.",
    "Compare {$FOOD} and {$FOOD} as catering options for our office party, in two sentences.",
    "Our club plays away in {$CITY} this {$DAY}; write the travel notice for parents.",
    "My {$APP} account was charged twice in {$MONTH}. Write the refund request.",
    "Explain {$ACR} and {$ACR} to a new hire in plain words.",
    "Write a post announcing the {$LIB} workshop on {$DAY} at 6pm.",
    "Reply to a customer asking whether we deliver to {$CITY} before {$HOLIDAY}.",
]

# ------------------------------------------------------------------- helpers
_SPECIAL = str.maketrans({"ß": "ss", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae",
                          "Æ": "AE", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th",
                          "Þ": "Th", "ı": "i", "ə": "e", "Ə": "E", "œ": "oe"})


def strip_marks(s):
    s = s.translate(_SPECIAL)
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", strip_marks(s).lower())


def pick_family(rng, o, gender):
    f = rng.choice(o["family"])
    if isinstance(f, tuple):
        f = f[0] if gender == "m" else f[1]
    return f


def make_person(rng, o, gender=None):
    """Return a dict of name forms for one person of origin o."""
    if gender is None:
        gender = rng.choice("fm")
    given = rng.choice(o["female"] if gender == "f" else o["male"])
    style = o["style"]
    p = {"origin": o["key"], "gender": gender}
    if style == "whole":
        parts = given.split()
        p.update(full=given, first=given, last=given, title=given,
                 handle=".".join(handle_part(x) for x in parts), initlast=given, lastfirst=given)
        return p
    if style == "connector":
        father = rng.choice(o["fathers"])
        con = o["connector"][0 if gender == "m" else 1]
        full = "%s %s %s" % (given, con, father)
        p.update(full=full, first=given, last=father, title=given,
                 handle=handle_part(given.split()[0]) + "." + handle_part(father),
                 initlast=full, lastfirst=full)
        return p
    if style == "vn":
        fam = pick_family(rng, o, gender)
        mid = rng.choice(o["middle_" + gender])
        if rng.random() < o.get("ascii_rate", 0):
            fam, mid, given = strip_marks(fam), strip_marks(mid), strip_marks(given)
        full = "%s %s %s" % (fam, mid, given)
        p.update(full=full, first=given, last=fam, title=given,
                 handle=handle_part(given) + "." + handle_part(fam),
                 initlast=full, lastfirst="%s, %s %s" % (fam, mid, given))
        return p
    # gf / fg
    if rng.random() < o.get("mononym_rate", 0):
        p.update(full=given, first=given, last=given, title=given, handle=handle_part(given),
                 initlast=given, lastfirst=given)
        return p
    fam = pick_family(rng, o, gender)
    if rng.random() < o.get("second_family_rate", 0):
        fam2 = pick_family(rng, o, gender)
        if fam2 != fam:
            fam = fam + " " + fam2
    if rng.random() < o.get("initial_rate", 0):
        full = "%s. %s" % (fam[0], given)
        p.update(full=full, first=given, last=full, title=full,
                 handle=handle_part(given) + "." + handle_part(fam[0]),
                 initlast=full, lastfirst="%s, %s." % (given, fam[0]))
        return p
    if o.get("middle_rate") and rng.random() < o["middle_rate"]:
        given_full = given + " " + rng.choice(o["middle_" + gender])
    else:
        given_full = given
    if "nasab_rate" in o and rng.random() < o["nasab_rate"]:
        father = rng.choice(o["male"])
        fam = "%s %s %s" % ("bin" if gender == "m" else "bint", father, fam)
    fg = style == "fg" or rng.random() < o.get("fg_rate", 0)
    full = ("%s %s" % (fam, given_full)) if fg else ("%s %s" % (given_full, fam))
    last = fam
    if fam.startswith(("bin ", "bint ")):
        last = fam.split(" ", 2)[2]
    title = given if o.get("title_ref") == "given" else last
    p.update(full=full, first=given, last=last, title=title,
             handle=handle_part(given) + "." + handle_part(last),
             initlast="%s. %s" % (given[0], last), lastfirst="%s, %s" % (last, given_full))
    return p


TOKEN_RE = re.compile(r"\{([A-H])([fm]?)(?::(\w+))?\}|\{\$(\w+)\}|<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def case_fn(mode, kind):
    if mode == "lower":
        return str.lower
    if mode == "upper":
        return str.upper
    if mode == "namelower" and kind == "name":
        return str.lower
    if mode == "nameupper" and kind == "name":
        return str.upper
    return lambda s: s


def parse_segments(template):
    """Split a template into (kind, value) segments."""
    segs, pos = [], 0
    for m in TOKEN_RE.finditer(template):
        if m.start() > pos:
            segs.append(("text", template[pos:m.start()]))
        if m.group(1):
            segs.append(("person", (m.group(1), m.group(2), m.group(3) or "full")))
        elif m.group(4):
            segs.append(("pool", m.group(4)))
        elif m.group(5) is not None:
            segs.append(("lit_name", m.group(5)))
        else:
            segs.append(("lit_keep", m.group(6)))
        pos = m.end()
    if pos < len(template):
        segs.append(("text", template[pos:]))
    return segs


def render(rng, template, origin=None, mode="normal"):
    segs = parse_segments(template)
    genders = {}
    for kind, val in segs:
        if kind == "person":
            letter, g, _ = val
            if g and letter not in genders:
                genders[letter] = g
    people, used_full = {}, set()
    for kind, val in segs:
        if kind == "person" and val[0] not in people:
            letter = val[0]
            for _ in range(100):
                o = origin if origin is not None else rng.choice(ORIGINS)
                p = make_person(rng, o, genders.get(letter))
                if p["full"] not in used_full and p["first"] not in {q["first"] for q in people.values()}:
                    break
            used_full.add(p["full"])
            people[letter] = p
    text, names, keep, pool_used = "", [], [], {}
    for kind, val in segs:
        if kind == "text":
            text += case_fn(mode, "text")(val)
        elif kind in ("person", "lit_name"):
            s = people[val[0]][val[2]] if kind == "person" else val
            s = case_fn(mode, "name")(s)
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
            text += s
        else:
            if kind == "pool":
                used = pool_used.setdefault(val, set())
                choices = [w for w in KEEP_POOLS[val] if w not in used]
                s = rng.choice(choices)
                used.add(s)
            else:
                s = val
            s = case_fn(mode, "keep")(s)
            text += s
            if s not in keep:
                keep.append(s)
    if mode == "lower":
        keep = []  # lower-cased words are no longer capitalised keep words
    return text, names, keep


def parse_hand(marked):
    """Strip <<name>> / [[keep]] markup from a hand-written record."""
    segs = parse_segments(marked)
    text, names, keep = "", [], []
    for kind, val in segs:
        if kind == "text":
            text += val
        elif kind == "lit_name":
            names.append({"start": len(text), "end": len(text) + len(val), "text": val})
            text += val
        elif kind == "lit_keep":
            text += val
            if val not in keep:
                keep.append(val)
        else:
            raise ValueError("template placeholder in hand record: %r" % (marked,))
    return text, names, keep


# ---------------------------------------------------------------- validation
def tokens(s):
    return re.findall(r"\w+", s)


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def problems(rec):
    """Return a list of problems with a record (empty when valid)."""
    out = []
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    last_end = -1
    for n in names:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(text)):
            out.append("bad offsets %r" % n)
            continue
        if text[s:e] != n["text"]:
            out.append("span text mismatch %r" % n)
        if n["text"] != n["text"].strip():
            out.append("span has surrounding whitespace %r" % n)
        if s < last_end:
            out.append("overlapping/unsorted spans %r" % n)
        last_end = e
    if rec["slice"] == "keep":
        if names:
            out.append("keep slice record has names")
        if not keep:
            out.append("keep slice record without keep items")
    elif not names:
        out.append("name-bearing record without names")
    name_toks = {t.lower() for n in names for t in tokens(n["text"])}
    for k in keep:
        if outside_count(text, k, names) < 1:
            out.append("keep item %r not found outside name spans" % k)
        shared = {t.lower() for t in tokens(k)} & name_toks
        if shared:
            out.append("keep item %r shares tokens %r with a name" % (k, sorted(shared)))
    return out


# ---------------------------------------------------------------- generation
def build():
    rng = random.Random(SEED)
    records = []
    counters = Counter()

    def next_id(prefix):
        counters[prefix] += 1
        return "%s-%03d" % (prefix, counters[prefix])

    def add_templated(slice_name, prefix, lang, template, origin=None, mode="normal"):
        for _ in range(200):
            text, names, keep = render(rng, template, origin, mode)
            rec = OrderedDict([("id", None), ("slice", slice_name), ("lang", lang),
                               ("text", text), ("names", names), ("keep", keep)])
            if not problems(rec):
                break
        else:
            raise SystemExit("could not render a valid record from %r" % template)
        rec["id"] = next_id(prefix)
        records.append(rec)

    hand_by_slice = OrderedDict((s, []) for s in SLICES)
    for sl, lang, marked in hand_records.HAND:
        hand_by_slice[sl].append((lang, marked))

    def add_hand(slice_name):
        for lang, marked in hand_by_slice[slice_name]:
            text, names, keep = parse_hand(marked)
            if slice_name in ("nonenglish", "keep"):
                prefix = "%s-%s-hand" % (slice_name, lang)
            else:
                prefix = "%s-hand" % slice_name
            rec = OrderedDict([("id", next_id(prefix)), ("slice", slice_name), ("lang", lang),
                               ("text", text), ("names", names), ("keep", keep)])
            records.append(rec)

    # cultures: 2 templated prompts per origin (distinct templates), then hand-written
    nt = len(CULTURE_TEMPLATES)
    for i, o in enumerate(ORIGINS):
        for j in range(2):
            t = CULTURE_TEMPLATES[(2 * i + j) % nt]
            add_templated("cultures", "cultures-%s" % o["key"], "en", t, origin=o)
    add_hand("cultures")

    # casing: 8 per mode
    k = 0
    for mode in CASING_MODES:
        for _ in range(8):
            t = CASING_TEMPLATES[k % len(CASING_TEMPLATES)]
            k += 1
            add_templated("casing", "casing-%s" % mode, "en", t, mode=mode)
    add_hand("casing")

    # position: 15 per position
    for pos in ("start", "middle", "end"):
        ts = POSITION_TEMPLATES[pos]
        for i in range(15):
            add_templated("position", "position-%s" % pos, "en", ts[i % len(ts)])
    add_hand("position")

    # lists / possessive / quoted / code / business / titles: 25 each
    for slice_name, ts, lower_every in (("lists", LIST_TEMPLATES, 6),
                                        ("possessive", POSSESSIVE_TEMPLATES, 0),
                                        ("quoted", QUOTED_TEMPLATES, 6),
                                        ("code", CODE_TEMPLATES, 0),
                                        ("business", BUSINESS_TEMPLATES, 7),
                                        ("titles", TITLE_TEMPLATES, 0)):
        for i in range(25):
            mode = "lower" if lower_every and i % lower_every == lower_every - 1 else "normal"
            add_templated(slice_name, slice_name, "en", ts[i % len(ts)], mode=mode)
        add_hand(slice_name)

    # nonenglish: every template once per language, then hand-written
    for lang, ts in NONENGLISH_TEMPLATES.items():
        for t in ts:
            add_templated("nonenglish", "nonenglish-%s" % lang, lang, t)
    add_hand("nonenglish")

    # keep: 40 English templated prompts without names, then hand-written
    for i in range(40):
        add_templated("keep", "keep-en", "en", KEEP_TEMPLATES[i % len(KEEP_TEMPLATES)])
    add_hand("keep")

    # final validation of everything
    seen, errors = set(), []
    for rec in records:
        if rec["id"] in seen:
            errors.append("%s: duplicate id" % rec["id"])
        seen.add(rec["id"])
        if rec["slice"] not in SLICES:
            errors.append("%s: unknown slice" % rec["id"])
        for p in problems(rec):
            errors.append("%s: %s" % (rec["id"], p))
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        raise SystemExit("%d validation errors; nothing written" % len(errors))
    return records


def stats(records):
    by = OrderedDict((s, Counter()) for s in SLICES)
    langs = Counter()
    origins = Counter()
    for r in records:
        c = by[r["slice"]]
        c["records"] += 1
        c["names"] += len(r["names"])
        c["keep"] += len(r["keep"])
        if "-hand-" in r["id"]:
            c["hand"] += 1
        langs[r["lang"]] += 1
        if r["slice"] == "cultures" and "-hand-" not in r["id"]:
            origins[r["id"].split("-")[1]] += 1
    print("%-12s %8s %8s %8s %8s" % ("slice", "records", "hand", "names", "keep"))
    tot = Counter()
    for s, c in by.items():
        print("%-12s %8d %8d %8d %8d" % (s, c["records"], c["hand"], c["names"], c["keep"]))
        tot.update(c)
    print("%-12s %8d %8d %8d %8d" % ("TOTAL", tot["records"], tot["hand"], tot["names"], tot["keep"]))
    print()
    print("languages (%d, %d other than en): %s" % (
        len(langs), len([l for l in langs if l != "en"]),
        ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])))))
    conts = Counter(o["continent"] for o in ORIGINS)
    print("origins in names_data.py: %d (%s)" % (
        len(ORIGINS), ", ".join("%s %d" % (c, conts[c]) for c in names_data.CONTINENTS)))
    print("origins with cultures records: %d" % len(origins))


def main(argv):
    records = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records to %s" % (len(records), OUT))
    if "--stats" in argv:
        stats(records)


if __name__ == "__main__":
    main(sys.argv[1:])
