#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v45: pets, hobbies and second-hand markets).

python3 make_corpus.py   -> rewrites names_eval.jsonl byte for byte, validates every
record, prints per-slice / per-subslice counts and the md5 of the file.

stdlib only; one random.Random(45045); fixed iteration order; json.dumps(ensure_ascii=False);
"\n" line ends.
"""
import collections
import hashlib
import json
import os
import re
import sys
import unicodedata

import random

from names_data import ORIGINS, NATIVE
from hand_records import HAND

SEED = 45045
rng = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# --------------------------------------------------------------------------------------
# keep-word fillers (all hand-typed): things that are capitalised but are not people
# --------------------------------------------------------------------------------------
KEEP = {
    "pet": ["Biscuit", "Luna", "Max", "Bella", "Pepper", "Ginger", "Mochi", "Waffles",
            "Pickles", "Nala", "Rocky", "Toffee", "Pumpkin", "Oreo", "Noodle", "Sable",
            "Smudge", "Tigger", "Bramble", "Juniper", "Pistachio", "Domino", "Mango",
            "Clover", "Peanut", "Shadow", "Misty", "Coco", "Marmite", "Dumpling",
            "Pretzel", "Socks", "Ziggy", "Bagel", "Nugget", "Sprout"],
    "breed": ["Labrador", "Siamese", "Border Collie", "Dachshund", "Maine Coon",
              "Cockapoo", "Beagle", "Ragdoll", "French Bulldog", "Whippet", "Greyhound",
              "Bengal", "Shih Tzu", "Staffie", "Springer Spaniel", "Dalmatian",
              "Golden Retriever", "Cocker Spaniel", "Sphynx", "Holland Lop",
              "British Shorthair", "Pomeranian", "Vizsla", "Samoyed", "Weimaraner"],
    "market": ["Vinted", "Depop", "Gumtree", "Craigslist", "Etsy", "eBay",
               "Facebook Marketplace", "Shpock", "OLX", "Discogs", "Reverb", "Preloved",
               "Mercari", "Poshmark"],
    "chat": ["WhatsApp", "Signal", "Nextdoor", "Meetup", "Telegram", "Discord"],
    "petapp": ["Rover", "Wag", "Pawshake", "TrustedHousesitters", "BorrowMyDoggy"],
    "pay": ["PayPal", "Venmo", "Revolut", "Monzo", "Wise"],
    "camera": ["Canon", "Nikon", "Fujifilm", "Leica", "Olympus", "Pentax", "Lumix",
               "Hasselblad", "Zeiss", "Sony"],
    "music": ["Fender", "Yamaha", "Gibson", "Roland", "Casio", "Steinway", "Kawai", "Korg",
              "Martin", "Stradivarius", "Boss"],
    "rail": ["Hornby", "Bachmann", "Märklin", "Graham Farish", "Peco"],
    "sewing": ["Bernina", "Brother", "Singer", "Janome", "Pfaff"],
    "place": ["Leeds", "Bristol", "Brighton", "Glasgow", "Cardiff", "Portland",
              "Toronto", "Melbourne", "Auckland", "Hackney", "Brooklyn", "Camden",
              "Dundee", "Halifax", "Wellington", "Adelaide", "Norwich", "Galway",
              "Sheffield", "Leith"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "word": ["Sable", "Ginger", "Ruby", "Pepper", "Amber", "Hunter", "Sterling",
             "Bishop", "Rook", "Knight", "Summer", "Holly", "Ivy", "Heather", "Robin"],
    "bird": ["Robin", "Wren", "Kingfisher", "Grey Heron", "Goldcrest", "Nuthatch",
             "Little Egret", "Red Kite", "Jay", "House Martin", "Treecreeper"],
}

# --------------------------------------------------------------------------------------
# templates.  {A} full name of person A; {Af}/{Am} force gender; {A:first} {A:last}
# {A:handle} {A:initlast} {A:lastfirst} {A:mr} (title + family name, title outside span)
# {K:cat} a keep filler; {N} a native-script name of the origin; <<x>> literal name;
# [[x]] literal keep word.
# --------------------------------------------------------------------------------------
CULT_T = [
    "Can you help me write a thank-you note to {A}, who looked after our {K:breed} while we were in {K:place}?",
    "Summarise this vet note: patient {K:pet} ({K:breed}, 4 yrs), owner {A}, booster due in {K:month}.",
    "I'm selling a {K:camera} camera body on {K:market}. The buyer, {A}, wants to pick it up at the weekend. Write a polite pickup message.",
    "Draft two lines for the chess club newsletter: {A} beat {B} in the {K:month} ladder final.",
    "Our choir needs a new alto section lead. {A} has sung with us since 2019, write a short nomination.",
    "Reply to {A:first}: yes, the knitting circle still meets on {K:day} evenings at the library, and {B} is hosting.",
    "Who should I list as second contact on {K:pet}'s microchip form, {A} or {B}?",
    "Make a dog-walking rota for next week: {A} mornings, {B} evenings, {K:pet} needs two walks a day.",
    "Write a 5-star review for the seller {A}, the {K:music} keyboard arrived well packed and {B} delivered it on time.",
    "Birdwatching log, {K:month} 14: {A} spotted a {K:bird} at the reservoir. Please tidy this into a table.",
    "{A} teaches my son guitar every {K:day}. How do I ask to move the lesson to later?",
    "Please check this pet insurance claim: policyholder {A}, pet {K:pet}, treatment date 3 {K:month}.",
    "Turn this into a flyer: model railway open day, hosted by {A} and {B}, locomotives by {K:rail}.",
    "I bought a pram from {A} on {K:market} and it's missing the rain cover. How should I word my message?",
    "The photography club judges this month are {A} and {B}. Write a short intro for the newsletter.",
    "Pet sitter update from {A}: {K:pet} ate half his dinner and slept on the sofa. Make it sound less alarming.",
    "Remind me that {A} is collecting the spare aquarium on {K:day} after 6pm, and {B:first} wants the filter.",
    "Proofread: 'Many thanks to {A} and {B} for fostering the two {K:breed} puppies over the winter.'",
    "Found a set of keys near the allotments, the fob says {K:pet}. Write a post saying to contact {A} in the {K:chat} group.",
    "{A} and {B} are running the pottery taster session. Write a welcome email to the new students.",
    "Is it rude to haggle with {A}? They listed a {K:music} amp for 180 and I want to offer 150.",
    "Write a caption for the club album: {A} with the first prize print from the {K:place} salon, next to runner-up {B}.",
]
NATIVE_T = [
    "The seller on {K:market} signs every message as {N}. Should I address them by the first or the last part?",
    "Please write a short English reply to {N} confirming the {K:camera} lens is still available.",
    "Our vet in {K:place} is {N}. How do I say 'thank you for the vaccination' politely in their language?",
    "I received a parcel from {N} with a knitted jumper for {K:pet}. Draft a thank-you note.",
    "Add this to the chess club roster: {N}, rating 1650, joined in {K:month}.",
    "My birdwatching partner {N} sent me a photo of a {K:bird}. Help me reply with a compliment.",
]

CASING_T = [
    "my neighbour {A} offered to feed {K:pet} while we're away, what should i leave out for her?",
    "can you draft a message to {A} asking if the {K:camera} tripod is still for sale",
    "{A} won the club's {K:month} photo competition, write a short congratulations post",
    "remind me to pay {A} for the violin lessons before {K:day}",
    "the seller {A} never shipped my {K:music} pedal, how do i open a claim on {K:market}?",
    "write a lost dog notice: {K:breed}, answers to {K:pet}, call {A} if seen near the park",
    "{A} and {B} are swapping knitting patterns on {K:chat}, summarise their thread",
    "is it normal that {A}, our pet sitter, charges extra for a {K:day} visit?",
    "please list the chess results: {A} 1, {B} 0 (round 4)",
    "thank {A:first} for returning the birding scope, it's a {K:camera}",
    "book a vet slot for {K:pet} with {A} on {K:day} morning",
    "tell {A} the choir rehearsal moved to {K:day}",
    "help me write a review for {A}, the pickup was quick and the {K:camera} flash works",
    "how much should i tip {A} for walking {K:pet} every day in {K:month}?",
    "{A} says the model railway layout needs new {K:rail} points, is that true?",
]

POS_START_T = [
    "{A} asked if the {K:camera} lens cap is included. What should I say?",
    "{A}, our dog walker, wants a key safe code. Is it safe to text it?",
    "{A} is bringing {K:pet} for the booster on {K:day}.",
    "{A} left a 1-star review on my {K:market} shop. How do I respond calmly?",
    "{A:first} wants to join the knitting circle. Send her the {K:day} details?",
    "{A} has offered to swap a {K:music} keyboard for my old drum kit, fair deal?",
    "{A} found a ginger cat near {K:place} station. Write a short post.",
    "{A:mr} from the chess club wants the {K:month} fixtures. Can you format them?",
    "{A} will judge the bird photo contest this year.",
    "{A}: is the pram still available? I can collect {K:day}.",
]
POS_MID_T = [
    "Please write to the vet saying that {A} will bring {K:pet} in on {K:day}.",
    "We agreed with {A} on 40 for the {K:camera} flash, cash on pickup.",
    "Yesterday at the choir I sat next to {A}, who sings tenor, and we swapped numbers.",
    "The lost {K:breed} was returned by {A} after two days, write a thank-you post.",
    "My teacher {A} says I should practise scales for {K:music} digital pianos differently, why?",
    "The rota shows {A} on {K:day} and nobody on Sunday, can you fix it?",
    "On {K:market} the seller {A} has 300 reviews, is that trustworthy?",
    "Our club secretary {A:initlast} wants the {K:month} minutes by Friday.",
    "Tell the insurer that {A} was the vet who treated {K:pet} in {K:month}.",
    "Write a short bio for {A} who leads the {K:place} birdwatching walks.",
]
POS_END_T = [
    "The {K:camera} camera on {K:market} is being sold by {A}",
    "Who is the sitter for {K:pet} next week? It's {A}.",
    "Please add a note that the chess trophy was won by {A}",
    "Send the knitting pattern link to {A}!",
    "Lost {K:breed} found near {K:place}, contact {A}",
    "The violin lessons on {K:day} are with {A}.",
    "Booking confirmed for {K:pet}'s nail trim, vet: {A}",
    "Write a thank-you card for the birding trip leader, {A}",
    "Who should I ask about the {K:rail} points? Probably {A}?",
    "Best regards from the photography club, {A}",
]

LISTS_T = [
    "Dog-walking rota for {K:month}:\n- {A}\n- {B}\n- {C}\nPlease add {K:day} cover.",
    "Choir altos for the [[Messiah]] in {K:month}: {A}, {B}, {C} and {D}. Make a seating plan.",
    "[[Lichess]] arena results: 1. {A} 2. {B} 3. {C}. Write a short report.",
    "name,pet,breed\n{A},{K:pet},{K:breed}\n{B},{K:pet},{K:breed}\nTurn this CSV into a table.",
    "Authors of the birding atlas chapter: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format in APA.",
    "Sellers I trust on {K:market}: {A} / {B} / {C} (all near {K:place})",
    "Knitting circle: {A:first}, {B:first}, {C}, and {D:first} are bringing yarn on {K:day}.",
    "Photography walk leaders: {A} & {B}; backup: {C}",
    "Pet sitters shortlisted on {K:petapp}:\n1. {A}\n2. {B}\n3. {C}\nWhich one has the best reviews?",
    "| Lesson | Teacher |\n|---|---|\n| [[Piano]] | {A} |\n| [[Cello]] | {B} |\n| Ukulele | {C} |\nCheck the table.",
    "Model railway working party: {A:initlast}, {B:initlast}, {C:initlast}. Send them the {K:rail} catalogue.",
    "Thank {A}, {B}, and {C} for the {K:place} jumble sale.",
]

POSS_T = [
    "{A}'s {K:breed} keeps barking at the postman, any training tips?",
    "Can you summarise {A}’s feedback on my {K:camera} listing?",
    "I'm looking after {A}'s cat and {B}'s hamster this {K:day}.",
    "Is {A:first}'s offer of 90 for the amp too low?",
    "The vet said {A}'s {K:breed} needs a dental. Explain the procedure.",
    "{A}'s knitting pattern for the {K:month} scarf uses chunky wool, which needle size?",
    "Proofread {A}'s review of the {K:market} seller.",
    "We found {A}'s lost keys by the chess boards in {K:place}.",
    "What's a good reply to {A:mr}'s complaint about the {K:day} rehearsal?",
    "Add {A}'s and {B}'s bird counts for the {K:place} survey.",
    "Check {A}' spelling in the [[Requiem]] programme.",
]

QUOTED_T = [
    "From: {A}\nSubject: {K:camera} lens\n\nHi, is the lens still for sale? I can pay via {K:pay}.\n\nWhat should I reply?",
    "> {A} wrote:\n> Can you walk {K:pet} on {K:day}?\nHow do I say no nicely?",
    "[18:02] {A}: is the {K:breed} still looking for a home?\n[18:05] me: yes\nWrite my next message.",
    "Hi {A:first},\n\nThanks for the lesson on {K:day}. See you next week!\n\nIs this too informal?",
    "Message from the {K:market} seller: \"I'm {A}, I'll post the pedal tomorrow.\" Should I trust this?",
    "Email signature:\n--\n{A}\nSecretary, {K:place} Camera Club\nShorten it.",
    "\"{A} has shared a knitting pattern with you\" came from an unknown address, is this phishing?",
    "Dear {A:mr},\nYour dog {K:pet} is due for a booster in {K:month}.\nMake this reminder friendlier.",
    "<{A:first}> anyone selling a {K:music} strap?\n<me> maybe\nTranslate to formal English.",
    "Voicemail transcript: 'Hi, it's {A} about the [[DGT]] chess clock, call me back before {K:day}.' Summarise.",
]

CODE_T = [
    "# TODO({A:handle}): add {K:breed} to the breed dropdown\nWhat does this comment mean?",
    "// author: {A}\n// walkers: [[Monday]]-[[Friday]]\nfunction rotaFor(day) {{ return walkers[day]; }}\nExplain this code.",
    "/**\n * @author {A:lastfirst}\n */\npublic class PetRecord {{}}\nAdd a field for the microchip.",
    "-- reviewed by {A:initlast}\nSELECT name FROM pets WHERE breed = '[[Beagle]]';\nIs the query right?",
    "<!-- listing page by {A} -->\n<h1>Used {K:camera} camera</h1>\nValidate this HTML.",
    "commit 3f9a2c1\nAuthor: {A} <dev@example.com>\n\n    fix seller rating rounding on [[Etsy]] import\nWrite a better message.",
    "Co-authored-by: {A} <noreply@example.com>\nWhat is this [[GitHub]] trailer for?",
    "{{\"owner\": \"{A}\", \"pet\": \"{K:pet}\", \"chip\": \"985112000123456\"}}\nValidate this JSON.",
    "print(\"Welcome to the chess club, {A:first}!\")\nWhy does this print a broken accent on [[Windows]]?",
    "@{A:handle} can you review the {K:market} scraper PR before {K:day}?",
    "log: 2024-05-02 user={A:handle} action=listing_created item='{K:music} amp'\nParse this line.",
    "birds = {{'{K:bird}': 3}}  # counted by {A}\nHow do I add a second counter?",
]

BUSINESS_T = [
    "Invoice 2231\nBill to: {A}\nItem: {K:breed} grooming, full\nTotal: 65.00\nIs the VAT right?",
    "Pet insurance claim form: policyholder {A}, pet {K:pet}, vet {B}. Fill in the missing dates.",
    "Bank transfer reference: 'VIOLIN LESSONS {K:month} {A}'. Is that too long?",
    "Receipt: sold to {A}, one used {K:sewing} sewing machine, 120 paid in cash.",
    "Microchip registration: keeper {A}, address withheld, animal {K:pet} ({K:breed}).",
    "Payslip query: {A} worked 12 dog-walking hours in {K:month}, rate 14/hour.",
    "Refund request from {A} for a cracked {K:camera} lens bought on {K:market}.",
    "Membership renewal for {A}, {K:place} Model Railway Society, due 1 {K:month}.",
    "Boarding kennel contract between Happy Paws Ltd and {A} for {K:pet}.",
    "Consignment note: {A} leaves a {K:music} guitar with the shop for 60 days.",
]

TITLES_T = [
    "Please email {A:mr} to confirm {K:pet}'s surgery on {K:day}.",
    "Dr {A:last} said the {K:breed} should lose two kilos. Make a diet plan.",
    "Prof. {A:last} will give the birdwatching talk in {K:month}.",
    "Write a formal letter to {A:mr} about the noisy choir practice on {K:day}.",
    "Mx {A:last} is the new treasurer of the {K:place} chess club.",
    "Capt. {A:last} runs the model boat club every {K:day}.",
    "Is '{A:mr}' correct when addressing the pet sitter from {K:petapp} in a complaint?",
    "Our vet, Dr. {A}, recommends a [[Sure Petcare]] feeder. Is it any good?",
    "Invite {A:mr} and Dr {B:last} to the photography awards.",
    "Sir {A:last} opened the village dog show last {K:month}.",
]

NONEN_T = {
    "de": [
        "Bitte schreib eine Nachricht an {A}: Der [[Hund]] {K:pet} braucht am [[Montag]] seine [[Impfung]].",
        "Ich habe bei [[Kleinanzeigen]] eine [[Kamera]] von {A} gekauft, aber das [[Objektiv]] fehlt.",
        "{A} leitet den [[Chor]] seit 2018. Formuliere eine [[Dankeskarte]].",
        "Kannst du die [[Rechnung]] für die [[Tierarztpraxis]] prüfen? Halterin: {Af}.",
        "Gefunden: schwarze [[Katze]] in der [[Gartenstraße]]. Bitte bei {A} melden.",
    ],
    "fr": [
        "Peux-tu écrire un message à {A} pour récupérer le [[Canon]] samedi matin ?",
        "{A} garde notre [[Labrador]] pendant les vacances. Rédige des consignes.",
        "La vendeuse sur [[Leboncoin]], {Af}, ne répond plus. Que faire ?",
        "[[Bonjour]], je cherche le club d'échecs de {A}. Il est ouvert le mardi à [[Lyon]] ?",
        "Le vétérinaire, {Am}, a noté un rappel en janvier pour [[Caramel]]. Résume.",
    ],
    "es": [
        "Escribe un mensaje a {A} para recoger la [[Yamaha]] el viernes.",
        "{A} cuida a nuestro [[Beagle]] en agosto. ¿Qué le dejo escrito?",
        "Compré una bici en [[Wallapop]] a {A} y llegó sin frenos. ¿Cómo reclamo?",
        "[[Hola]], soy del coro. ¿Puedes avisar a {A} del ensayo?",
        "Se busca gata siamesa perdida en [[Triana]]. Contactar con {A}.",
    ],
    "it": [
        "Scrivi a {A} che il [[Golden Retriever]] ha la visita giovedì.",
        "Ho comprato una chitarra [[Fender]] da {A} su [[Subito]], ma è scordata.",
        "{A} dirige il coro di [[Bologna]]. Prepara un ringraziamento.",
        "[[Buongiorno]], il corso di maglia con {A} è confermato?",
    ],
    "pt": [
        "Escreve uma mensagem a {A} sobre a vacina do [[Pipoca]] em março.",
        "Comprei uma câmara [[Nikon]] ao {Am} no [[OLX]] e não liga.",
        "{A} dá aulas de cavaquinho em [[Braga]]. Faz um anúncio curto.",
        "[[Olá]], o passeio de observação de aves com {A} continua de pé?",
    ],
    "nl": [
        "Schrijf een bericht aan {A} over het ophalen van de fiets via [[Marktplaats]].",
        "{A} past op onze [[Teckel]] tijdens de vakantie in [[Zeeland]].",
        "De schaakclub van {A} speelt op woensdag in [[Leiden]]. Maak een aankondiging.",
        "[[Hallo]], is de naaimachine van {A} nog te koop?",
    ],
    "pl": [
        "Napisz wiadomość do {A}, że [[Burek]] ma szczepienie w poniedziałek.",
        "Kupiłem aparat [[Canon]] od {A} na [[Allegro]], ale brakuje ładowarki.",
        "{A} prowadzi chór w [[Krakowie]]. Przygotuj podziękowanie.",
        "[[Dzień]] dobry, czy kółko szachowe {A} jest otwarte?",
    ],
    "sv": [
        "Skriv ett meddelande till {A} om att hämta kameran på [[Blocket]].",
        "{A} passar vår [[Tax]] medan vi är i [[Göteborg]].",
        "[[Hej]], körövningen med {A} är flyttad.",
    ],
    "tr": [
        "{A} ile [[Kadıköy]] kedisi [[Tarçın]] için veteriner randevusu ayarla.",
        "[[Sahibinden]] üzerinden {A} bana bir [[Nikon]] sattı ama lens çizik.",
        "[[Merhaba]], {A} satranç kulübüne katılmak istiyor.",
    ],
}
NONEN_COUNT = {"de": 8, "fr": 6, "es": 6, "it": 4, "pt": 4, "nl": 4, "pl": 4, "sv": 3, "tr": 3}

KEEP_T = [
    "Is a {K:breed} or a {K:breed} better for a small flat in {K:place}?",
    "What should I check before buying a used {K:camera} camera on {K:market}?",
    "My cat {K:pet} hides every {K:day}, when the bins are collected. Is that stress?",
    "Compare {K:market} and {K:market} fees for selling vintage clothes.",
    "Write a lost-pet post: {K:pet}, a grey {K:breed}, last seen near {K:place} on {K:day}.",
    "How do I clean the neck of a {K:music} guitar?",
    "Which is easier for a beginner birder to spot in {K:month}: a {K:bird} or a {K:bird}?",
    "Is {K:word} a good name for a {K:breed} puppy?",
    "Our knitting circle meets every {K:day}. Suggest a {K:month} project.",
    "Suggest a caption for a photo of {K:pet} and {K:pet} asleep on the sofa.",
    "Is it safe to accept {K:pay} payments for a {K:music} keyboard?",
    "Make a vaccination checklist for a {K:breed} puppy due in {K:month}.",
    "Plan a chess club social for {K:day} night, something better than pizza.",
    "Should I list my {K:camera} lens on {K:market} or sell it in a shop in {K:place}?",
    "What do the {K:word} and {K:word} pieces do in a variant of chess I saw online?",
    "Write a 3-line ad: {K:music} digital piano, collection only, {K:place}.",
    "Does a {K:breed} shed more in {K:month} than in {K:month}?",
    "How many walks a day does {K:pet}, my {K:breed}, need?",
]

TEMPLATE_MAP = None  # unused; kept for readability

# --------------------------------------------------------------------------------------
# people
# --------------------------------------------------------------------------------------
FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D",
        "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i",
        "œ": "oe", "ə": "e", "Ə": "E", "ʻ": "", "’": ""}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def initial(s):
    for c in s:
        if c.isalpha():
            return c
    return s[0]


class Person:
    def __init__(self, origin, gender):
        o = origin
        self.origin = o["key"]
        g = gender or rng.choice("fm")
        self.gender = g
        first = rng.choice(o["female"] if g == "f" else o["male"])
        flags = o["flags"]
        self.western = True
        if "mono" in flags or not o["family"]:
            self.first = self.last = self.full = first
            self.western = False
            self.mono = True
            return
        self.mono = False
        fam = rng.choice(o["family"])
        last = fam[1] if g == "f" else fam[0]
        if ("two" in flags or "two_i" in flags) and rng.random() < 0.4:
            fam2 = rng.choice([f for f in o["family"] if f != fam])
            last2 = fam2[1] if g == "f" else fam2[0]
            last = last + (" i " if "two_i" in flags else " ") + last2
        if "vi" in flags:
            mid = "Thị" if g == "f" else "Văn"
            full = "%s %s %s" % (last, mid, first)
            if rng.random() < 0.25:
                full, first, last = fold(full), fold(first), fold(last)
            self.western = False
        elif "ff" in flags or ("ff30" in flags and rng.random() < 0.3) or \
                ("ff50" in flags and rng.random() < 0.5):
            full = "%s %s" % (last, first)
            self.western = False
        elif "tinit" in flags and rng.random() < 0.3:
            full = "%s. %s" % (rng.choice("SRKMVP"), first)
            self.western = False
        else:
            full = "%s %s" % (first, last)
        self.first, self.last, self.full = first, last, full

    def form(self, f):
        if f in (None, "full"):
            return self.full
        if f == "first":
            return self.first
        if f == "last":
            return self.last
        if f == "handle":
            if self.mono:
                parts = re.findall(r"[a-z0-9]+", fold(self.full).lower())
                return ".".join(parts)
            a = "".join(re.findall(r"[a-z0-9]+", fold(self.first).lower()))
            b = "".join(re.findall(r"[a-z0-9]+", fold(self.last).lower()))
            return a + "." + b
        if f == "initlast":
            if self.western:
                return initial(self.first) + ". " + self.last
            return self.full
        if f == "lastfirst":
            if self.mono:
                return self.full
            return self.last + ", " + self.first
        raise ValueError(f)


TOK = re.compile(r"\{([A-D])([fm]?)(?::(\w+))?\}|\{K:(\w+)\}|\{N\}|<<(.+?)>>|\[\[(.+?)\]\]|\{\{|\}\}",
                 re.S)


def parse(template):
    """-> list of ('lit', s) | ('p', letter, form) | ('k', cat) | ('n',) | ('name', s) | ('keep', s)"""
    out, pos = [], 0
    genders = {}
    for m in TOK.finditer(template):
        if m.start() > pos:
            out.append(("lit", template[pos:m.start()]))
        g = m.group(0)
        if g == "{{":
            out.append(("lit", "{"))
        elif g == "}}":
            out.append(("lit", "}"))
        elif m.group(1):
            out.append(("p", m.group(1), m.group(3)))
            if m.group(2):
                genders[m.group(1)] = m.group(2)
        elif m.group(4):
            out.append(("k", m.group(4)))
        elif g == "{N}":
            out.append(("n",))
        elif m.group(5) is not None:
            out.append(("name", m.group(5)))
        else:
            out.append(("keep", m.group(6)))
        pos = m.end()
    if pos < len(template):
        out.append(("lit", template[pos:]))
    return out, genders


def title_for(gender):
    if gender == "f":
        return rng.choice(["Ms ", "Mrs ", "Miss ", "Ms. ", "Dr "])
    return rng.choice(["Mr ", "Mr. ", "Dr "])


def render(parsed, genders, origin_fn, native=None):
    """Return list of (kind, text) with kind in lit/name/keep."""
    people = {}
    segs = []
    for p in parsed:
        if p[0] == "p":
            letter, form = p[1], p[2]
            if letter not in people:
                for _ in range(30):
                    per = Person(origin_fn(), genders.get(letter))
                    if all(per.first != q.first and per.last != q.last for q in people.values()):
                        break
                people[letter] = per
            per = people[letter]
            if form == "mr":
                segs.append(("lit", title_for(per.gender)))
                segs.append(("name", per.last if not per.mono else per.full))
            else:
                segs.append(("name", per.form(form)))
        elif p[0] == "k":
            segs.append(("keep", rng.choice(KEEP[p[1]])))
        elif p[0] == "n":
            segs.append(("name", native))
        else:
            segs.append(p)
    return segs


def assemble(segs, mode="normal"):
    text, names, keep = [], [], []
    pos = 0
    for kind, s in segs:
        if mode == "lower" or (mode == "name_lower" and kind == "name"):
            s = s.lower()
        elif mode == "upper" or (mode == "name_upper" and kind == "name"):
            s = s.upper()
        if kind == "name":
            names.append({"start": pos, "end": pos + len(s), "text": s})
        elif kind == "keep":
            if s not in keep:
                keep.append(s)
        text.append(s)
        pos += len(s)
    return "".join(text), names, keep


# --------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------
WORD = re.compile(r"\w+")
PARTICLES = {"van", "der", "den", "de", "del", "la", "le", "los", "dos", "da", "di", "do",
             "du", "von", "ter", "bin", "bint", "binti", "ibn", "al", "el", "ole", "ap",
             "ab", "ferch", "ní", "nic", "mac", "ó", "te", "i", "ni", "abu", "ben", "lo",
             "li", "san", "á", "í", "mc", "st", "abd"}


def occurrences(text, w):
    return [m.span() for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


def outside(text, w, spans):
    return [o for o in occurrences(text, w)
            if all(o[1] <= s["start"] or o[0] >= s["end"] for s in spans)]


def validate(rec):
    errs = []
    t = rec["text"]
    spans = rec["names"]
    last_end = -1
    for s in spans:
        if t[s["start"]:s["end"]] != s["text"]:
            errs.append("offset mismatch %r" % s["text"])
        if s["end"] <= s["start"]:
            errs.append("empty span")
        if s["start"] < last_end:
            errs.append("overlap/unsorted %r" % s["text"])
        last_end = s["end"]
        if s["text"] != s["text"].strip():
            errs.append("whitespace around %r" % s["text"])
        if s["start"] > 0 and re.match(r"\w", t[s["start"] - 1]):
            errs.append("span starts inside a word %r" % s["text"])
        if s["end"] < len(t) and re.match(r"\w", t[s["end"]]):
            errs.append("span ends inside a word %r" % s["text"])
        toks = WORD.findall(s["text"])
        if not toks:
            errs.append("name without token %r" % s["text"])
        if not any(not outside(t, w, spans) for w in toks):
            errs.append("no name token unique to spans %r" % s["text"])
        for w in toks:
            if len(w) >= 3 and w.lower() not in PARTICLES and outside(t, w, spans):
                errs.append("name token %r also outside spans (unmarked mention?)" % w)
    if rec["slice"] == "keep":
        if spans:
            errs.append("keep slice with names")
        if not rec["keep"]:
            errs.append("keep slice without keep items")
    elif not spans:
        errs.append("no names")
    name_toks = {w.casefold() for s in spans for w in WORD.findall(s["text"])}
    for k in rec["keep"]:
        if not k or k != k.strip():
            errs.append("bad keep %r" % k)
        if not outside(t, k, spans):
            errs.append("keep %r not outside name spans" % k)
        if {w.casefold() for w in WORD.findall(k)} & name_toks:
            errs.append("keep %r shares a token with a name" % k)
    return errs


# --------------------------------------------------------------------------------------
# building
# --------------------------------------------------------------------------------------
RECORDS = []
IDS = set()
COUNTERS = collections.Counter()
REJECTED = collections.Counter()
ERRORS = []


def add(slice_, sub, lang, text, names, keep):
    prefix = slice_ + ("-" + sub if sub else "")
    COUNTERS[prefix] += 1
    rid = "%s-%03d" % (prefix, COUNTERS[prefix])
    rec = {"id": rid, "slice": slice_, "lang": lang, "text": text, "names": names,
           "keep": keep}
    errs = validate(rec)
    if rid in IDS:
        errs.append("duplicate id")
    if errs:
        ERRORS.append("INVALID %s: %s\n%s" % (rid, "; ".join(errs), text))
    IDS.add(rid)
    RECORDS.append(rec)


def gen(slice_, sub, lang, template, origin_fn, mode="normal", native_fn=None):
    parsed, genders = parse(template)
    for attempt in range(200):
        native = native_fn() if native_fn else None
        segs = render(parsed, genders, origin_fn, native)
        text, names, keep = assemble(segs, mode)
        rec = {"slice": slice_, "text": text, "names": names, "keep": keep}
        if not validate(rec):
            add(slice_, sub, lang, text, names, keep)
            return
        REJECTED[slice_] += 1
        last = (text, validate(rec))
    raise SystemExit("could not render %r\n%r" % (template, last))


def any_origin():
    return rng.choice(ORIGINS)


def build_templated(slice_):
    if slice_ == "cultures":
        for o in ORIGINS:
            fn = (lambda o=o: o)
            t1, t2 = rng.sample(CULT_T, 2)
            gen("cultures", o["key"], "en", t1, fn)
            if o["key"] in NATIVE:
                names = NATIVE[o["key"]][1]
                gen("cultures", o["key"], "en", rng.choice(NATIVE_T), fn,
                    native_fn=lambda names=names: rng.choice(names))
            else:
                gen("cultures", o["key"], "en", t2, fn)
    elif slice_ == "casing":
        for mode in ["lower", "upper", "name_lower", "name_upper", "normal"]:
            for t in rng.sample(CASING_T, 12):
                gen("casing", mode.replace("_", ""), "en", t, any_origin, mode=mode)
    elif slice_ == "position":
        for pos, pool in (("start", POS_START_T), ("middle", POS_MID_T), ("end", POS_END_T)):
            for i in range(18):
                gen("position", pos, "en", pool[i % len(pool)], any_origin)
    elif slice_ == "lists":
        for i in range(48):
            mode = "lower" if i % 7 == 6 else "normal"
            gen("lists", None, "en", LISTS_T[i % len(LISTS_T)], any_origin, mode=mode)
    elif slice_ == "possessive":
        for i in range(40):
            gen("possessive", None, "en", POSS_T[i % len(POSS_T)], any_origin)
    elif slice_ == "quoted":
        for i in range(40):
            mode = "lower" if i % 7 == 6 else "normal"
            gen("quoted", None, "en", QUOTED_T[i % len(QUOTED_T)], any_origin, mode=mode)
    elif slice_ == "code":
        for i in range(42):
            gen("code", None, "en", CODE_T[i % len(CODE_T)], any_origin)
    elif slice_ == "business":
        for i in range(36):
            gen("business", None, "en", BUSINESS_T[i % len(BUSINESS_T)], any_origin)
    elif slice_ == "titles":
        for i in range(36):
            gen("titles", None, "en", TITLES_T[i % len(TITLES_T)], any_origin)
    elif slice_ == "nonenglish":
        for lang in ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr"]:
            pool = NONEN_T[lang]
            for i in range(NONEN_COUNT[lang]):
                gen("nonenglish", lang, lang, pool[i % len(pool)], any_origin)
    elif slice_ == "keep":
        for i in range(36):
            gen("keep", "en", "en", KEEP_T[i % len(KEEP_T)], any_origin)


HAND_TOK = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def build_hand(slice_):
    for sl, lang, body in HAND:
        if sl != slice_:
            continue
        segs, pos = [], 0
        for m in HAND_TOK.finditer(body):
            if m.start() > pos:
                segs.append(("lit", body[pos:m.start()]))
            if m.group(1) is not None:
                segs.append(("name", m.group(1)))
            else:
                segs.append(("keep", m.group(2)))
            pos = m.end()
        if pos < len(body):
            segs.append(("lit", body[pos:]))
        text, names, keep = assemble(segs)
        if any(x in text for x in ("<<", "[[", "]]")):
            raise SystemExit("unbalanced markup in hand record: %r" % body)
        if sl == "nonenglish":
            sub = lang + "-hand"
        elif sl == "keep":
            sub = lang + "-hand"
        else:
            sub = "hand"
        add(sl, sub, lang, text, names, keep)


def main():
    for sl, lang, body in HAND:
        if sl not in SLICES:
            raise SystemExit("unknown slice in hand record: %r" % sl)
    for sl in SLICES:
        build_templated(sl)
        build_hand(sl)
    if ERRORS:
        print("\n\n".join(ERRORS))
        raise SystemExit("%d invalid records" % len(ERRORS))
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in RECORDS)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    md5 = hashlib.md5(data.encode("utf-8")).hexdigest()

    per_slice = collections.OrderedDict((s, [0, 0, 0, 0]) for s in SLICES)
    per_sub = collections.Counter()
    langs_nonen = set()
    langs_all = collections.Counter()
    for r in RECORDS:
        d = per_slice[r["slice"]]
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
        if "-hand-" in r["id"]:
            d[3] += 1
        per_sub[r["id"].rsplit("-", 1)[0]] += 1
        langs_all[r["lang"]] += 1
        if r["slice"] == "nonenglish":
            langs_nonen.add(r["lang"])
    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for s, d in per_slice.items():
        print("%-12s %6d %6d %6d %6d" % (s, d[0], d[1], d[2], d[3]))
        tot = [a + b for a, b in zip(tot, d)]
    print("%-12s %6d %6d %6d %6d" % ("TOTAL", tot[0], tot[1], tot[2], tot[3]))
    print()
    print("subslices:")
    for k in sorted(per_sub):
        print("  %-40s %d" % (k, per_sub[k]))
    print()
    print("origins:", len(ORIGINS), "native-script origins:", len(NATIVE),
          "scripts:", len({v[0] for v in NATIVE.values()}))
    print("hand records:", len(HAND))
    print("nonenglish languages (%d): %s" % (len(langs_nonen), " ".join(sorted(langs_nonen))))
    print("all languages (%d): %s" % (len(langs_all), " ".join("%s:%d" % kv for kv in sorted(langs_all.items()))))
    print("template re-draws per slice:", dict(REJECTED))
    print("seed:", SEED)
    print("md5:", md5)


if __name__ == "__main__":
    main()
