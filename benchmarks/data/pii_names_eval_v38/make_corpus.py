#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v38: food, restaurants, hospitality, farming).

python3 stdlib only. `python3 make_corpus.py` regenerates names_eval.jsonl byte for byte
(fixed seed 38038, fixed iteration order, json.dumps(..., ensure_ascii=False), "\n").

Template markup
  {A}            full name of person A (B..F likewise); {Af}/{Am} force the gender
  {A:first}      given name            {A:last}      family name (what follows a title)
  {A:initlast}   "P. Raman"            {A:lastfirst} "Raman, Priya"
  {A:LASTfirst}  "RAMAN Priya"         {A:handle}    code handle, e.g. priya.raman
  {A:t}          title + name, the title is NOT part of the span ("Ms <<Raman>>")
  {A:tf}         title + full name, title outside the span
  {$pool}        a random word from a pool (not a keep item by itself)
  [[...]]        a keep item (may wrap {$pool})
  <<...>>        a literal, hand-written name
  {#a-b}         a random integer
Every span is recorded while the markup is stripped; offsets are never searched for.
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

from names_data import ORIGINS, BY_KEY, ORIGIN_KEYS, BANNED_FULL  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 38038
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICE_ORDER = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
               "titles", "business", "nonenglish", "keep"]
NONEN_LANGS = ["de", "es", "fr", "pt", "it", "nl", "pl", "vi", "sw"]

# generated records per slice (hand-written records come on top)
N_CASING_PER_MODE = 9
CASING_MODES = ["lower", "upper", "title", "namelower", "nameupper", "surnameupper", "mixed"]
N_POSITION_EACH = 20
N_LISTS = 56
N_POSSESSIVE = 52
N_QUOTED = 56
N_CODE = 62
N_TITLES = 52
N_BUSINESS = 56
N_NONEN_PER_LANG = 11
N_KEEP_EN = 36
N_KEEP_PER_LANG = 4


# ============================================================================= templates
# Pools of ordinary words (keep items when wrapped in [[...]]). No place names.
POOLS = {
    "en": {
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "February", "March", "April", "May", "June", "July", "August",
                  "September", "October", "November", "December"],
        "dish": ["Fish Pie", "Sticky Toffee Pudding", "Chicken Katsu", "Mushroom Risotto",
                 "Crème Brûlée", "Tiramisu", "Beef Rendang", "Shakshuka", "Suya Skewers", "Bánh Mì",
                 "Panna Cotta", "Focaccia", "Halloumi Fries", "Ramen", "Lamb Shank", "Shepherd's Pie",
                 "Chocolate Fondant", "Kimchi Pancake", "Dal Makhani", "Gnocchi", "Ceviche",
                 "Bread and Butter Pudding", "Pad See Ew", "Falafel Wrap"],
        "brand": ["Heinz", "Nestlé", "Lipton", "Tetra Pak", "Thermomix", "KitchenAid", "Vitamix",
                  "Robot Coupe", "Le Creuset", "Miele", "Bosch", "Smeg", "Oatly", "Lurpak", "Tabasco",
                  "Marmite", "Nespresso", "Rational"],
        "app": ["OpenTable", "Deliveroo", "Uber Eats", "Just Eat", "Lightspeed", "SumUp", "Resy",
                "SevenRooms", "Xero", "QuickBooks", "Excel", "Google Sheets", "WhatsApp", "Slack",
                "Trello", "Notion", "Airtable", "Shopify", "Stripe", "PayPal", "Tripadvisor",
                "Booking.com", "Airbnb", "Instagram", "Canva", "Zoom", "Outlook", "Dropbox", "Deputy",
                "7shifts", "Planday"],
        "pos": ["Lightspeed", "SumUp", "Square", "Toast", "Zettle", "Epos Now", "TouchBistro"],
        "booking": ["OpenTable", "Resy", "SevenRooms", "ResDiary", "Quandoo", "TheFork"],
        "channel": ["OpenTable", "Resy", "Deliveroo", "Uber Eats", "Just Eat", "SevenRooms", "TheFork"],
        "pay": ["Stripe", "PayPal", "SumUp", "Square", "Apple Pay", "Revolut"],
        "rota": ["Deputy", "7shifts", "Planday", "Homebase", "Slack", "WhatsApp", "Google Sheets"],
        "chat": ["WhatsApp", "Slack", "Teams", "Telegram"],
        "acr": ["HACCP", "VAT", "POS", "EHO", "SKU", "GRN", "EPOS", "RSVP", "ETA", "FOH", "BOH",
                "PDF", "CSV", "COSHH", "PAYE", "HR", "KP", "ABV", "MOQ", "QR"],
        "role": ["Chef", "Sous", "Head Chef", "Commis", "Sommelier", "Porter", "Barista", "Bartender",
                 "Runner", "Manager", "Supervisor", "Housekeeping", "Reception", "Concierge"],
    },
    "de": {
        "weekday": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
        "month": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                  "Oktober", "November", "Dezember"],
        "dish": ["Kartoffelsalat", "Schnitzel", "Käsespätzle", "Apfelstrudel", "Rinderroulade",
                 "Flammkuchen", "Maultaschen", "Spargelcremesuppe", "Kaiserschmarrn", "Zwiebelrostbraten"],
    },
    "es": {
        "weekday": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
        "month": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                  "septiembre", "octubre", "noviembre", "diciembre"],
        "dish": ["tortilla de patatas", "gazpacho", "croquetas", "paella", "flan", "churros",
                 "salmorejo", "pisto", "fabada", "arroz con leche"],
    },
    "fr": {
        "weekday": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
        "month": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                  "septembre", "octobre", "novembre", "décembre"],
        "dish": ["blanquette de veau", "ratatouille", "tarte aux pommes", "pot-au-feu",
                 "île flottante", "croque-monsieur", "gratin de courgettes", "soupe à l'oignon",
                 "moules-frites", "crème caramel"],
    },
    "pt": {
        "weekday": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
                    "sábado", "domingo"],
        "month": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
                  "setembro", "outubro", "novembro", "dezembro"],
        "dish": ["pastel de nata", "caldo verde", "feijoada", "arroz de pato", "coxinha",
                 "pão de queijo", "brigadeiro", "moqueca", "arroz doce", "bolinhos de bacalhau"],
    },
    "it": {
        "weekday": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
        "month": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                  "settembre", "ottobre", "novembre", "dicembre"],
        "dish": ["Tiramisù", "Carbonara", "risotto ai funghi", "cacio e pepe", "panna cotta",
                 "lasagne", "arancini", "ossobuco", "vitello tonnato", "Margherita"],
    },
    "nl": {
        "weekday": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
        "month": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
                  "september", "oktober", "november", "december"],
        "dish": ["bitterballen", "stamppot", "erwtensoep", "poffertjes", "appeltaart", "hutspot",
                 "kroketten", "stroopwafels", "oliebollen", "hagelslag"],
    },
    "pl": {
        "weekday": ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
        "month": ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień",
                  "wrzesień", "październik", "listopad", "grudzień"],
        "dish": ["pierogi", "żurek", "bigos", "gołąbki", "barszcz", "sernik", "kotlet schabowy",
                 "placki ziemniaczane", "kopytka", "chłodnik"],
    },
    "vi": {
        "weekday": ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"],
        "month": ["tháng Giêng", "tháng Hai", "tháng Ba", "tháng Tư", "tháng Năm", "tháng Sáu",
                  "tháng Bảy", "tháng Tám", "tháng Chín", "tháng Mười", "tháng Chạp"],
        "dish": ["phở bò", "bánh mì", "bún chả", "gỏi cuốn", "cơm tấm", "bánh xèo", "chè ba màu",
                 "cà phê sữa đá", "bún bò", "cháo gà"],
        "app": ["Zalo", "MoMo", "GrabFood", "ShopeeFood", "VNPay"],
        "pos": ["KiotViet", "Sapo", "MoMo"],
    },
    "sw": {
        "weekday": ["Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi", "Jumapili"],
        "month": ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti",
                  "Septemba", "Oktoba", "Novemba", "Desemba"],
        "dish": ["ugali", "pilau", "chapati", "mandazi", "nyama choma", "sukuma wiki",
                 "wali wa nazi", "mishkaki", "samaki wa kupaka", "maharage ya nazi"],
        "app": ["M-Pesa", "Airtel Money", "Tigo Pesa"],
        "pos": ["Loyverse", "Glovo", "Uber Eats"],
    },
}

# (title, which name part follows it)
TITLES = {
    "en": {"f": [("Ms", "last"), ("Mrs", "last"), ("Miss", "last"), ("Ms.", "last"), ("Mrs.", "last")],
           "m": [("Mr", "last"), ("Mr.", "last")],
           "n": [("Dr", "last"), ("Dr.", "last"), ("Chef", "last"), ("Mx", "last")]},
    "de": {"f": [("Frau", "last")], "m": [("Herr", "last")], "n": [("Dr.", "last")]},
    "es": {"f": [("Sra.", "last"), ("Doña", "first")], "m": [("Sr.", "last"), ("Don", "first")],
           "n": []},
    "fr": {"f": [("Mme", "last"), ("Madame", "last")], "m": [("M.", "last"), ("Monsieur", "last")],
           "n": [("Dr", "last")]},
    "pt": {"f": [("Sra.", "last"), ("Dona", "first")], "m": [("Sr.", "last"), ("Seu", "first")],
           "n": [("Dr.", "last")]},
    "it": {"f": [("Sig.ra", "last"), ("signora", "last")], "m": [("Sig.", "last"), ("signor", "last")],
           "n": [("Dott.", "last")]},
    "nl": {"f": [("mevrouw", "last"), ("mevr.", "last")], "m": [("meneer", "last"), ("dhr.", "last")],
           "n": []},
    "pl": {"f": [("Pani", "last"), ("Pani", "first")], "m": [("Pan", "last"), ("Pan", "first")],
           "n": []},
    "vi": {"f": [("chị", "first"), ("cô", "first"), ("bà", "first")],
           "m": [("anh", "first"), ("chú", "first"), ("ông", "first")], "n": []},
    "sw": {"f": [("Bi.", "last"), ("Mama", "first")], "m": [("Bw.", "last"), ("Mzee", "last")],
           "n": [("Dkt.", "last")]},
}

LOCAL_ORIGINS = {
    "de": ["german", "austrian", "swiss", "turkish", "polish"],
    "es": ["spanish", "mexican", "colombian", "rioplatense", "basque", "catalan", "galician",
           "quechua", "aymara", "mapuche", "maya"],
    "fr": ["french", "breton", "haitian", "maghrebi", "amazigh", "wolof", "fula", "bambara",
           "congolese", "malagasy", "rwandan"],
    "pt": ["portuguese", "brazilian", "lusophone_africa"],
    "it": ["italian", "sicilian", "maltese", "albanian", "romanian"],
    "nl": ["dutch", "flemish", "frisian", "turkish", "maghrebi"],
    "pl": ["polish", "ukrainian", "belarusian"],
    "vi": ["vietnamese"],
    "sw": ["swahili", "kikuyu", "luo", "kalenjin", "ganda", "somali"],
}

CULTURE_T = [
    "Can you draft a thank-you note to {A} for running the grill station all weekend? Mention the [[{$weekday}]] brunch rush.",
    "New hire for the pastry section: {A}. Please add them to the [[{$rota}]] rota and the [[HACCP]] training list.",
    "{A} and {B} are sharing the early harvest shift on the lower field. Write a short reminder text for both.",
    "Room 2{#10-40} is booked under {A}, arriving [[{$weekday}]] late evening. Draft a welcome card.",
    "Summarise this review: 'Lovely slow-cooked lamb, and our server {A:first} was brilliant with the kids.'",
    "Our supplier rep {A} says the [[{$month}]] price list for flour is going up. How should I reply politely?",
    "Write a short post congratulating {A} on making head chef after six years in our kitchen.",
    "The catering order for 80 guests was placed by {A}; the contact on the day is {B}. Make a checklist.",
    "Give me a polite way to tell {A} that the walk-in fridge door was left open again.",
    "Who should close on [[{$weekday}]]: {A} or {B}? {A:first} has done three closes in a row.",
    "Market stall rota: {A} on the cheese stall, {B} on veg. Turn this into a table.",
    "Invoice dispute: {A} from the butcher's says we owe for two extra crates. Draft a reply.",
    "Our allotment secretary, {A}, wants the minutes tidied up before the [[{$month}]] meeting.",
    "Guest {A} has a severe nut allergy; flag this for the kitchen and the front-of-house team.",
    "{A} harvested 40 kg of courgettes this week. Write a fun caption crediting them.",
    "Can you help {A} write a cover letter for a sous chef job? Eight years on the line so far.",
    "The food-safety inspector, {A}, visited on [[{$weekday}]]. Summarise the actions we agreed.",
    "Please reword: '{A} will cover the bar while {B:first} is on leave.'",
    "My neighbour {Af} gave me her grandmother's dumpling recipe. How do I credit her on my blog?",
    "Booking confirmation for {A}, table for six, [[{$weekday}]] at 19:30. Make it sound warmer.",
    "{A} asked for a reference letter after two seasons picking apples with us. Draft it.",
    "We are naming our new house loaf after our baker {A:first}. Suggest a tagline.",
    "Split the tips: {A} 32 hours, {B} 28 hours, {C} 12 hours. Total tips {#300-900} pounds.",
    "Write a short bio for our co-op chair {A} for the newsletter.",
    "Is it rude to call the owner by her first name, {Af:first}, or should I write Ms {Af:last}?",
    "The wedding party booked by {A} needs vegetarian options for 12. Suggest a menu.",
    "{Am} will be our head sommelier from [[{$month}]]. Write the staff announcement and mention his wine list.",
    "Draft an apology to {A}, whose birthday cake order went to the wrong address.",
    "Our beekeeper {A} wants to sell honey at the farm shop. Write a label blurb.",
    "Two new pickers, {A} and {B}, start on [[{$weekday}]]. What PPE do they need?",
    "Reply to a review from {A} who said the soup was lukewarm.",
    "Who is {A}? They are listed as the contact on our fish delivery note.",
    "Help {A} plan a five-course tasting menu for a pop-up night.",
    "Write a toast for {A}, retiring after 30 years of running the village café.",
    "{A} (kitchen porter) and {B} (commis) swapped shifts; update the rota message.",
    "Please check the spelling of {A} on the place cards for table 4.",
    "{Am} lost two ewes during lambing. Draft a kind but practical message from the farm manager to him.",
    "Translate into plain English for {A}: the cold-room log must be signed twice a day.",
    "The goat cheese we sell is made by {A} on the hill farm. Write a short producer profile.",
    "Make a handover note: {A} finishes the night shift and {B} takes over breakfast at six.",
]

CASING_T = [
    "Can someone cover for {A} on [[{$weekday}]]? The dinner service is fully booked.",
    "Reminder: {A} is receiving the [[{$brand}]] delivery at 6am, not {B}.",
    "Please tell {A} the walk-in fridge is back down to 3 degrees.",
    "Urgent: {A} needs the allergen sheet for table 12 before service.",
    "Rota change: {A} swaps with {B} for the [[{$weekday}]] brunch shift.",
    "Happy birthday {A}! The cake is in the pastry fridge, hands off.",
    "Guest {A} checked into room {#101-420} and asked for a late checkout.",
    "{A} picked sixty trays of strawberries today, a new farm record.",
    "Order from {A}: three cases of oat milk and two of [[{$brand}]] sauce.",
    "Met {A} at the farmers market today, best goat cheese I have ever had.",
    "Does anyone have a number for {A}? The fish order is short by two boxes.",
    "Staff meal tonight is cooked by {A}: [[{$dish}]] for everyone.",
    "{A} just texted, the lambing shed needs more straw before [[{$weekday}]].",
    "Who signed off the [[HACCP]] log yesterday, {A} or {B}?",
    "Booking for {A}, party of eight, [[{$weekday}]] at 8pm, one vegan.",
    "Note from the co-op: {A} is stepping down as treasurer in [[{$month}]].",
    "Can you write a quick thank-you to {A} for fixing the dishwasher?",
    "The supplier rep {A} wants to move our delivery slot to [[{$weekday}]] mornings.",
    "Please add {A} to the [[{$chat}]] group for the harvest crew.",
    "{A} says the market stall gazebo is broken again, can we claim it on insurance?",
]

POS_START_T = [
    "{A} is on the pass tonight, so tell the runners to check every plate with them.",
    "{A} asked whether the [[{$weekday}]] delivery can come before 7am.",
    "{A:first} here, can you rewrite our allergen notice so it is clearer?",
    "{A}: please confirm the headcount for the harvest supper.",
    "{A} and the pastry team need a new ordering list for chocolate.",
    "{A} booked the private dining room for 14 guests; write a confirmation.",
    "{A} left a two-star review saying the chips were soggy. Help me reply.",
    "{A} will manage the cheese stall at the market this [[{$weekday}]].",
    "{A} wants to know if goat kids can be sold before weaning.",
    "{A}, our new sommelier, needs a short bio for the website.",
    "{A} signed for the fish delivery, but the invoice lists three boxes short.",
    "{A} is allergic to sesame, please flag it for table 9.",
    "{A:first} says the cold room alarm went off twice overnight.",
    "{A} has offered to run the [[{$month}]] allotment open day.",
    "{A} (room {#100-330}) asked for gluten-free breakfast options.",
    "{A} needs a payslip for [[{$month}]] by tomorrow.",
    "{A:first}, can you check the [[{$booking}]] bookings for tonight?",
    "{A} brought in 30 dozen eggs; how should we price them at the farm gate?",
    "{A} is the new night porter at the inn. Write a welcome email.",
    "{A} won the chilli cook-off; draft a short announcement.",
]

POS_MIDDLE_T = [
    "Please tell the brigade that {A} will be running the grill until close.",
    "We need to pay {A} for the extra lambing shifts before [[{$month}]].",
    "Could you draft a note thanking {A} for the eggs and asking about next week?",
    "Our usual driver {A} is off, so the veg box round starts late.",
    "The recipe was passed on by {A} and tweaked by our pastry team.",
    "Tonight the tasting menu will be introduced by {A} at 7pm sharp.",
    "The inspector spoke with {A} for an hour about the [[HACCP]] plan.",
    "If {A} confirms the numbers, we can order the lamb on [[{$weekday}]].",
    "Last season {A} managed the pick-your-own field on weekends.",
    "Apparently {A} knows how to fix the ice cream machine without a technician.",
    "The cheese order from {A} came with the wrong labels again.",
    "I asked {A} to taste the new [[{$dish}]] before we put it on the menu.",
    "The barn wedding planned by {A} has moved to the following [[{$weekday}]].",
    "Our guest {A} left a lovely note in room {#100-300} for the housekeepers.",
    "When {A} arrives, show them where the fire blanket is.",
    "The co-op has elected {A} as treasurer for the coming year.",
    "For the pop-up, {A} will handle the bar and the playlist.",
    "Yesterday {A} counted 212 hay bales in the top barn.",
    "Send the [[{$month}]] stock-take to {A} and copy the accountant.",
    "My business partner {A} thinks we should open on Mondays too.",
]

POS_END_T = [
    "Write a short welcome message for our new commis chef, {A}.",
    "The key to the polytunnel is with {A}",
    "Table 7 is reserved under the name {A}.",
    "Please forward the supplier invoice to {A}",
    "Who is covering breakfast on [[{$weekday}]]? I think it's {A}",
    "Signed for by {A}.",
    "Recipe adapted from one shared by {A}",
    "Head of housekeeping: {A}",
    "Can you write a birthday message for our dishwasher, {A}?",
    "The best review this month came from {A}!",
    "Collection for the veg box: {A}",
    "Draft a reference for our former barista {A}.",
    "Delivery contact on site: {A:first}",
    "Make the cheque payable to {A}",
    "The cake order is for {A:first}.",
    "Please seat the late arrivals with {A}",
    "Today's farm tour guide is {A}.",
    "Our new supplier for microgreens is {A}",
    "Lost property from room {#100-300} belongs to {A}.",
    "Thank you for everything this season, {A:first}!",
]

LIST_INTROS = [
    "Staff on the [[{$weekday}]] lunch shift: {LIST}",
    "Please alphabetise these guests for the place cards: {LIST}",
    "Harvest crew for the west orchard: {LIST}",
    "Who is on the [[{$rota}]] rota this week? So far: {LIST}",
    "Apologies for the allotment meeting were received from {LIST}.",
    "The tasting panel for the new [[{$dish}]] will be {LIST}.",
    "Turn this into a rota table: {LIST}",
    "Market stall volunteers for [[{$month}]]: {LIST}",
    "Please send the [[HACCP]] refresher link to {LIST}",
    "Guests in the garden suites tonight: {LIST}",
    "Christmas party dietary forms are still missing from {LIST}.",
    "Recipe credits for the zine: {LIST}",
    "These pickers still need a [[PAYE]] starter form: {LIST}",
    "Co-op board nominees: {LIST}",
    "Wedding party for the barn on [[{$weekday}]]: {LIST}",
    "Kitchen brigade, new starters: {LIST}",
    "Tip share for [[{$month}]] goes to {LIST}.",
    "Delivery drivers on the veg box round: {LIST}",
    "Pre-orders for the [[{$dish}]] were placed by {LIST}.",
    "Sort these by family name for the hotel check-in sheet: {LIST}",
    "Lambing night-watch volunteers: {LIST}",
    "Staff who finished the [[COSHH]] training: {LIST}",
]

LIST_COLS = [
    (["name", "station", "hours"], ["grill", "pastry", "larder", "fryer", "pass", "bar"]),
    (["guest", "room", "nights"], ["12", "14", "21", "loft", "annex", "7B"]),
    (["picker", "field", "crates"], ["north", "orchard", "tunnel 2", "top field"]),
    (["vendor", "stall", "pitches"], ["cheese", "bread", "veg", "honey", "flowers"]),
]

POSSESSIVE_T = [
    "{A}'s shift notes say the fryer oil was changed on [[{$weekday}]].",
    "Can you rewrite {A}'s recipe for brown butter cookies in grams?",
    "{A:first}'s allergy card says no shellfish at all.",
    "Please forward {A}'s invoice to the accountant before [[{$month}]] ends.",
    "We loved {A}'s hotpot at the harvest supper.",
    "Is {A}'s food hygiene certificate still valid?",
    "Add {A}'s and {B}'s hours to the timesheet.",
    "{A:t}'s complaint about the noise from the kitchen extractor needs a reply.",
    "The goats are in {A}'s paddock until the fence is fixed.",
    "Summarise {A}'s review: great service, tiny portions.",
    "{A}'s sourdough starter is older than the restaurant.",
    "Chef {A:last}'s brigade won the local burger award.",
    "Please reply to {A}'s email about the wedding tasting menu.",
    "Where is {A:first}'s knife roll? It was on the pass last night.",
    "Put {A}'s booking on table 10 by the window.",
    "Translate {A}'s note for the night porter into simple English.",
    "{A}'s hens are laying again, so we can run [[{$dish}]] on [[{$weekday}]].",
    "Did anyone check {A}'s temperature log for the cold room?",
    "Can you make {A}'s wedding menu nut-free?",
    "I need to write {A}'s reference; best pot-wash we have had in years.",
    "We're moving {A}'s market pitch next to the cheese stall.",
    "Change {A}'s room from a double to a twin.",
    "{A}'s and {B}'s tips got mixed up in [[{$pos}]]; can you split them again?",
    "Our bees are kept on {A}'s land in return for honey.",
    "Is it okay to post {A}'s photo of the tasting menu on [[Instagram]]?",
    "Reply to {A:first}'s review politely but firmly.",
    "The co-op signed off {A}'s request for a second polytunnel.",
    "{A:t}'s table wants the bill split four ways.",
]

QUOTED_T = [
    "From: {A}\nTo: reservations\nSubject: Table for 6 on [[{$weekday}]]\n\nHi, could we move our booking to 7pm?",
    "Hi {A:first},\n\nThanks for the quick delivery yesterday. The [[GRN]] is attached.\n\nCheers",
    "My manager wrote: \"{A} will train the new commis on the [[{$pos}]] tills.\" Is that clear enough?",
    "> {A} wrote:\n> Can we get the lamb delivered before 9?\nHow do I say no politely?",
    "[07:12] {A:first}: milk delivery is here\n[07:13] {B:first}: can you check the dates\n[07:15] {A:first}: all good",
    "Dear {A},\nYour [[{$app}]] account has been suspended. Click the link to verify your payout details.\n\nIs this phishing?",
    "Best regards,\n{A}\nHead of Housekeeping\n\nCan you make this signature look more professional?",
    "12/03/2024, 05:41 - {A}: tractor is fixed\n12/03/2024, 05:43 - {B}: great, starting on the barley\nSummarise this chat.",
    "Forwarded message from {A}: 'The health inspector is coming on [[{$weekday}]], clean the extraction hood.'",
    "Review reply draft: 'Dear {A}, thank you for your kind words about our [[{$dish}]].' Too stiff?",
    "Can you make this friendlier? 'Hi {A:first}, you forgot to sign the fridge log again.'",
    "She said, 'Ask {A}, they run the pickers.' Who should I email about day rates?",
    "Text from {A}: 'running late, the ewes got out again'",
    "On [[{$weekday}]], {A} wrote:\n> Please confirm numbers for the wedding.\nReply drafted: 80 adults, 12 children.",
    "Voicemail transcript: 'Hi, it's {A} from the bakery, your rye order is ready.'",
    "cc: {A}; {B}\nSubject: [[{$month}]] menu costing\nPlease tidy this email up.",
    "Hello {A:first}! Your booking at the farm café is confirmed for [[{$weekday}]].",
    "Quote from our guestbook: 'Wonderful stay, thanks {A:first}!' Can I use it on the website?",
    "{A:first}: is the [[POS]] down?\nme: yes, use the card reader\n{A:first}: ok thanks",
    "Reply to {A}:\n\"Thanks for flagging the mouldy bread rolls; we've refunded the order.\"",
    "Subject: Invitation\nDear {A:tf},\nWe would be delighted to host your anniversary dinner.",
    "Slack message from {A}: '@channel fridge 2 is at 9 degrees, moving stock to fridge 1'",
    "The note on the parcel said 'Left with {A} at the back door'.",
    "Sign-off options for my newsletter: 'Happy cooking, {A:first}' or 'See you at the market, {A:first}'?",
    "Original complaint from {A}: 'We waited 50 minutes for starters.' Draft a response.",
    "-----Original Message-----\nFrom: {A}\nSent: [[{$weekday}]]\nSubject: Re: hog roast quote",
    "Group chat:\n{A:first}: who has the van keys\n{B}: me, back in 10",
    "\"Kind regards, {A}, Events Coordinator\" — is this sign-off okay for a wedding venue?",
]

CODE_T = [
    "# TODO({A:handle}): round [[VAT]] to 2 decimals before printing the receipt\ndef vat(total):\n    return round(total * 0.2, 2)",
    "// author: {A}\n// Reads the [[POS]] export and builds the daily sales summary",
    "/**\n * @author {A:lastfirst}\n * Menu pricing helper for the [[{$app}]] integration.\n */",
    "-- reviewed by {A:initlast}\nSELECT sku, SUM(qty) FROM deliveries GROUP BY sku;",
    "<!-- menu card layout by {A} -->\n<div class=\"dish\">[[{$dish}]]</div>",
    "commit 3f9a2c1\nAuthor: {A} <ci@kitchen-tools.example>\n\n    Fix rounding in tip split",
    "Add allergen badges to menu items\n\nCo-authored-by: {A} <noreply@example.org>",
    "{\"booking_id\": {#1000-9999}, \"guest\": \"{A}\", \"covers\": 4, \"source\": \"[[{$channel}]]\"}",
    "staff:\n  - name: {A}\n    station: grill\n  - name: {B}\n    station: pastry",
    "INSERT INTO suppliers (contact, company) VALUES ('{A}', 'Green Valley Produce');",
    "2024-06-01T06:02:11Z INFO booking.created guest=\"{A}\" covers=2 channel=[[{$channel}]]",
    "logger.warning(\"late delivery signed by %s\", \"{A}\")",
    "# FIXME({A:handle}): the [[HACCP]] probe readings are stored in Fahrenheit",
    "@{A:handle} can you review the PR that adds allergen flags to the menu [[API]]?",
    "git log --author=\"{A}\" --since=\"2 weeks ago\" -- menu/",
    "guest = Guest(name=\"{A}\", room={#100-400}, breakfast=True)",
    "rota = {\"[[{$weekday}]]\": [\"{A}\", \"{B}\"]}",
    "assert order.customer == \"{A}\"  # regression from ticket 412",
    "# Owner: {A} ({A:handle}). Do not change the [[SKU]] format without asking.",
    "const chef = \"{A}\"; // shown on the menu footer",
    "# pickers.csv\nname,field,crates\n{A},north,34\n{B},tunnel,28",
    "// HACK({A:handle}): [[{$channel}]] webhook sends duplicate orders",
    "Why does df[df.server == \"{A}\"] return nothing in [[pandas]]? They had 12 orders.",
    "Reviewed-by: {A} <review@example.org>\nSigned-off-by: {B} <dev@example.org>",
    "# Recipe scraper, maintained by {A:initlast}. Uses [[BeautifulSoup]] and [[requests]].",
    "ERROR 2024-05-03 22:41:09 payment declined for table 14, server={A:handle}",
    "0 5 * * * /opt/farm/feed_log.sh  # added by {A:first}",
    "<meta name=\"author\" content=\"{A}\">",
    "SELECT * FROM bookings WHERE guest_name = '{A}' AND visit_date >= '2024-07-01';",
    "\"\"\"Stock rotation job.\n\nMaintainer: {A}\n\"\"\"",
    "menu:\n  chef: \"{A}\"\n  dessert: \"[[{$dish}]]\"",
    "# NOTE({A:handle}) the [[Redis]] cache key includes the table number",
]

TITLES_T = [
    ("Please seat Dr {A:last} at table 3; the party is celebrating a promotion.", "en"),
    ("{A:t} from the council wants to inspect the farm shop on [[{$weekday}]].", "en"),
    ("Could you write to {A:t} about the late payment for the christening buffet?", "en"),
    ("Chef {A:last} wants the whole brigade in at 2pm.", "en"),
    ("Prof. {A:last} booked the private room for a retirement lunch.", "en"),
    ("Sir {Am} is hosting the charity dinner in the orangery.", "en"),
    ("Dame {Af} will open the food festival this year.", "en"),
    ("Rev. {A:last} will say grace at the harvest festival lunch.", "en"),
    ("Capt. {A:last} and the crew booked the back room for [[{$weekday}]].", "en"),
    ("Councillor {A:last} asked about the allotment waiting list.", "en"),
    ("Cllr {A} opened the new community kitchen yesterday.", "en"),
    ("Inspector {A:last} from the food standards team visited on [[{$weekday}]].", "en"),
    ("Auntie {Af:first} brought her famous jollof again!", "en"),
    ("Uncle {Am:first} runs the pig farm up the road.", "en"),
    ("Mx {A:last} prefers a table near the door.", "en"),
    ("Mr and Mrs {Am:last}, room {#100-300}, anniversary package with champagne on arrival.", "en"),
    ("Dr. {A} (the vet) will check the calves on [[{$weekday}]].", "en"),
    ("Farmer {A:last} delivered the potatoes late again.", "en"),
    ("Ms. {Af:last} asked whether the goat's cheese is pasteurised.", "en"),
    ("Head Chef {A} will lead the knife-skills masterclass.", "en"),
    ("Sous Chef {A:last} is on holiday until [[{$month}]].", "en"),
    ("Judge {A:last} is on the panel for the jam competition.", "en"),
    ("Hon. {A} will present the best-in-show rosette.", "en"),
    ("Professor {A} is giving a talk on soil health at the co-op.", "en"),
    ("Mrs {Af} called to cancel the afternoon tea for four.", "en"),
    ("Please tell Mr {Am:last} his taxi is waiting outside.", "en"),
    ("Bitte reservieren Sie für Frau {Af:last} einen Tisch am Fenster.", "de"),
    ("Herr Dr. {Am:last} hat die [[Lieferung]] reklamiert.", "de"),
    ("La mesa 4 es para la Sra. {Af:last} y su familia.", "es"),
    ("Madame {Af:last} a réservé la salle pour [[{$weekday}]].", "fr"),
    ("Il tavolo per il Dott. {A:last} è confermato per [[{$weekday}]].", "it"),
]

BUSINESS_T = [
    "Invoice INV-{#1000-9999}\nBill to: {A}\n12 x free-range eggs (tray)\nSubtotal {#40-90}.00 GBP\n[[VAT]] 0%\nPlease check the totals.",
    "Please draft a payment reminder to {A}, who still owes {#100-900} GBP for the wedding catering deposit.",
    "Bank transfer: account holder {A}, IBAN GB00 TEST 0000 0000 {#1000-9999} 00, reference LAMBS. Does this look right?",
    "Delivery note DN-{#100-999}: 20 kg onions, 10 kg carrots. Received by {A}. Driver: {B}.",
    "Payslip for [[{$month}]]: {A}, Commis Chef, 152 hours, holiday pay included. Explain the deductions.",
    "Tenancy agreement for the farm cottage between the estate and {A}; rent is due on the first [[{$weekday}]] of each month.",
    "Refund request from {A} for a cancelled cookery class. Draft a reply with the refund amount.",
    "Insurance claim: freezer failure, stock loss {#800-3000} GBP. Claimant: {A}, policy FBX-{#10000-99999}.",
    "Gift voucher {#1000-9999} for a tasting menu for two, bought by {A} for {B}.",
    "Supplier agreement: {A} of Hillside Dairy will supply 200 litres of milk per week.",
    "Catering quote for {A}: canapés for 60, three-course dinner for 45, [[VAT]] included.",
    "Market pitch licence: stall 14 assigned to {A} for the [[{$month}]] season.",
    "Grazing licence: {A} may graze 30 ewes on the lower meadow until [[{$month}]].",
    "Wholesale account application from {A}, trading as Little Orchard Cider.",
    "Booking deposit of {#50-200} GBP received from {A} via [[{$pay}]].",
    "Employment contract: {A} joins as Restaurant Manager on a 40-hour week. Summarise the notice period.",
    "Expense claim by {A}: fuel to the abattoir, {#20-80} GBP, receipt attached.",
    "Land lease: {A} leases 4 acres to the co-op for vegetable growing.",
    "NDA between the restaurant group and {A}, recipe developer. Summarise clause 3.",
    "Credit note CN-{#100-999} issued to {A} for two damaged cases of [[{$brand}]] stock.",
    "Purchase order PO-{#1000-9999}, requested by {A}, approved by {B}.",
    "Please check this receipt: server {A}, table 9, four covers, service charge 12.5%.",
    "Hotel folio for {A}, room {#100-400}, three nights, minibar charges disputed.",
    "Pension enrolment letter for {A}, kitchen porter. Explain it simply.",
    "Loan application for a new tractor, applicant {A}, farm turnover {#80-400}k.",
    "Direct debit mandate: payer {A}, for the weekly veg box.",
    "Write a letter confirming that {A} worked as a seasonal picker with us from [[{$month}]] to [[{$month}]].",
    "Price list sent to {A} at the deli: olive oil 5L {#30-50} GBP, capers 1kg {#8-15} GBP.",
    "Cheque for {#100-900} GBP made out to {A}, for the hog roast.",
    "Remittance advice: paid to {A}, invoice 88{#10-99}, bank charges deducted.",
]

NONENGLISH_T = {
    "de": [
        "Bitte schreib eine kurze Nachricht an {A}: Die [[Lieferung]] kommt erst am [[{$weekday}]].",
        "Im [[Dienstplan]] für nächste Woche fehlt noch {A}. Kannst du die [[Spätschicht]] ergänzen?",
        "{A} hat die [[Rechnung]] für das Catering bezahlt, aber der [[Lieferschein]] fehlt.",
        "Unser neuer Koch {Am} beginnt am [[{$weekday}]] in der [[Frühschicht]].",
        "Die [[Reservierung]] für acht Personen läuft auf {A}; bitte Tisch 5 vorbereiten.",
        "Notiz für die Theke: {A:t} holt die [[Bestellung]] am [[{$weekday}]] ab.",
        "Im [[Hofladen]] hilft ab [[{$month}]] {Af} mit; wer zeigt ihr die Kasse?",
        "Für die [[Ernte]] haben sich {A} und {B} gemeldet.",
        "Die [[Hygieneschulung]] hat {A} noch nicht abgeschlossen.",
        "Gast {A} (Zimmer {#100-320}) hat eine Nussallergie. Bitte an die [[Küche]] weitergeben.",
        "Schreib eine Antwort auf die Bewertung von {A}: Das Gericht ([[{$dish}]]) war angeblich kalt.",
        "{A} übernimmt ab sofort den [[Stall]] und die Kälber.",
        "Laut [[Gästeliste]] kommen {A}, {B} und {C} zur Hochzeit.",
    ],
    "es": [
        "¿Puedes escribir un mensaje a {A} para confirmar la reserva del [[{$weekday}]]?",
        "{A} trabaja el turno de noche del [[{$weekday}]] en la cocina.",
        "La factura de {A} incluye el [[IVA]] pero no el transporte.",
        "Hemos contratado a {A} como jefe de sala a partir de [[{$month}]].",
        "Hoy viene a recoger el pedido para la comunión: {A:t}.",
        "En la lista de recolectores están {A}, {B} y {C}.",
        "Responde a la reseña de {A}: dice que su plato, [[{$dish}]], llegó frío.",
        "{A} entrega los huevos cada [[{$weekday}]] por la mañana.",
        "El pedido de {A} se pagó con [[Bizum]].",
        "¿Cómo le digo a {A:first} que su turno en la barra empieza a las seis?",
        "La inspección de sanidad la firmó {A}; nos pidió el plan [[APPCC]].",
        "Para la boda del [[{$weekday}]], {A} se encarga del cordero y {B} de los postres.",
    ],
    "fr": [
        "Peux-tu écrire à {A} que la livraison arrive [[{$weekday}]] matin ?",
        "{A} prendra le poste de chef de partie à partir de [[{$month}]].",
        "La facture de {A} ne mentionne pas la [[TVA]].",
        "Hier, {A:t} a réservé une table pour six personnes.",
        "Dans la brigade, {A} est au garde-manger et {B} à la pâtisserie.",
        "Réponds à l'avis de {A} : le plat du jour, [[{$dish}]], était trop salé.",
        "{A} a signé le bon de livraison pour les fromages.",
        "Le contrôle [[HACCP]] a été fait par {A} ce matin.",
        "Pour les vendanges, on a {A}, {B} et {C}.",
        "Merci de prévenir {A:first} que la chambre froide est en panne.",
        "Le client {A} (chambre {#100-300}) demande un petit-déjeuner sans gluten.",
        "{A} vend ses œufs au marché chaque [[{$weekday}]].",
    ],
    "pt": [
        "Escreve uma mensagem para {A} a confirmar a reserva de [[{$weekday}]].",
        "Turno da noite na cozinha ([[{$weekday}]]): {A}.",
        "A fatura de {A} inclui o [[IVA]], mas não o transporte.",
        "Contratámos {A} como chefe de cozinha a partir de [[{$month}]].",
        "Ontem {A:t} pediu uma mesa perto da janela para o jantar de aniversário.",
        "Na equipa da vindima estão {A}, {B} e {C}.",
        "Responde à avaliação de {A}: disse que o prato [[{$dish}]] chegou frio.",
        "O pagamento de {A} foi feito por [[PIX]].",
        "Dia de entrega dos ovos de {A}: [[{$weekday}]] de manhã.",
        "A inspeção da [[ASAE]] foi acompanhada por {A}.",
        "O hóspede {A} (quarto {#100-300}) tem alergia a marisco.",
        "Obrigada, {A:first}! O prato do dia ([[{$dish}]]) estava perfeito.",
    ],
    "it": [
        "Puoi scrivere a {A} che la consegna arriva [[{$weekday}]] mattina?",
        "{A} farà il turno serale di [[{$weekday}]] in cucina.",
        "La fattura di {A} non riporta l'[[IVA]].",
        "Abbiamo assunto {A} come capo partita da [[{$month}]].",
        "Prenotazione per sei persone, cliente: {A:t}.",
        "Nella brigata, {A} è ai primi e {B} alla pasticceria.",
        "Rispondi alla recensione di {A}: dice che il piatto ([[{$dish}]]) era freddo.",
        "Il controllo [[HACCP]] l'ha firmato {A}.",
        "Per la vendemmia abbiamo {A}, {B} e {C}.",
        "Avvisa {A:first} che la cella frigorifera è guasta.",
        "L'ospite {A} (camera {#100-300}) chiede una colazione senza glutine.",
        "{A} porta le uova al mercato ogni [[{$weekday}]].",
    ],
    "nl": [
        "Kun je {A} laten weten dat de levering pas op [[{$weekday}]] komt?",
        "{A} werkt op [[{$weekday}]] de avonddienst in de keuken.",
        "Op de factuur van {A} staat geen [[btw]].",
        "We hebben {A} aangenomen als souschef vanaf [[{$month}]].",
        "Gisteren heeft {A:t} een tafel voor zes gereserveerd.",
        "In de brigade staat {A} op de grill en {B} op de patisserie.",
        "Reageer op de review van {A}: de [[{$dish}]] waren koud.",
        "De [[HACCP]]-controle is afgetekend door {A}.",
        "Voor de pluk hebben we {A}, {B} en {C}.",
        "Laat {A:first} weten dat de koelcel kapot is.",
        "Gast {A} (kamer {#100-300}) wil een glutenvrij ontbijt.",
        "{A} verkoopt elke [[{$weekday}]] eieren op de markt.",
    ],
    "pl": [
        "Grafik na dzień: [[{$weekday}]]. Kuchnia – {A}, bar – {B}.",
        "Stolik dla sześciu osób zarezerwowała {Af}.",
        "Fakturę za catering wystawił {Am}; brakuje na niej numeru [[NIP]].",
        "Napisz krótką wiadomość do zespołu: od jutra zmianę poranną przejmuje {A}.",
        "Podczas kontroli [[HACCP]] dokumenty pokazywała {Af}.",
        "Odpowiedz na opinię, którą napisał {Am}: twierdzi, że danie ([[{$dish}]]) było zimne.",
        "Do zbioru truskawek zgłosili się: {A}, {B} i {C}.",
        "Gość: {A}, pokój {#100-300}, dieta bezglutenowa.",
        "Płatność przez [[BLIK]]: {A}, 120 zł.",
        "{A:t} pyta, czy jajka są z wolnego wybiegu.",
        "Dostawę warzyw odebrał {Am} o 6:30; brakuje dwóch skrzynek.",
        "Na stoisku z serami na targu stoi dziś {A}.",
    ],
    "vi": [
        "Nhắn giúp mình cho {A} là hàng sẽ giao vào [[{$weekday}]] nhé.",
        "{A} làm ca tối [[{$weekday}]] ở bếp.",
        "Hóa đơn của {A} chưa có [[VAT]].",
        "Nhà hàng vừa tuyển {A} làm bếp phó từ [[{$month}]].",
        "Tối nay {A:t} đặt bàn sáu người.",
        "Trong bếp, {A} đứng bếp nướng, còn {B} lo món tráng miệng.",
        "Trả lời đánh giá của {A}: khách nói món [[{$dish}]] bị nguội.",
        "Biên bản kiểm tra [[HACCP]] do {A} ký.",
        "Đội thu hoạch cà phê tuần này gồm {A}, {B} và {C}.",
        "Báo giúp {A:t} là kho lạnh bị hỏng rồi.",
        "Khách {A} (phòng {#100-300}) dị ứng đậu phộng.",
        "Đơn hàng của {A} thanh toán qua [[{$app}]].",
    ],
    "sw": [
        "Tafadhali mwambie {A} kwamba mzigo utafika [[{$weekday}]] asubuhi.",
        "{A} atafanya zamu ya usiku jikoni [[{$weekday}]].",
        "Ankara ya {A} haina [[VAT]].",
        "Tumemwajiri {A} kama mpishi mkuu kuanzia [[{$month}]].",
        "{A:t} ameweka meza ya watu sita kwa chakula cha jioni.",
        "Jikoni, {A} yuko kwenye jiko la mkaa na {B} anapika [[{$dish}]].",
        "Jibu maoni ya {A}: anasema [[{$dish}]] ilikuwa baridi.",
        "Ukaguzi wa [[HACCP]] ulisainiwa na {A}.",
        "Wavunaji wa chai wiki hii ni {A}, {B} na {C}.",
        "Mgeni {A} (chumba {#100-300}) ana mzio wa karanga.",
        "Malipo ya {A} yalifanywa kwa [[{$app}]].",
        "{A} huleta maziwa kila [[{$weekday}]] asubuhi.",
    ],
}

KEEP_T = {
    "en": [
        "Can you plan a prep list for [[{$weekday}]] brunch? We're doing [[{$dish}]] and [[{$dish}]].",
        "What does [[HACCP]] require for cooling cooked rice quickly?",
        "Draft a [[{$month}]] newsletter for our farm shop: a new [[{$dish}]] recipe and strawberry picking from [[{$weekday}]].",
        "How do I export last month's sales from [[{$pos}]] into [[Excel]]?",
        "Is the [[{$brand}]] combi oven worth it for a 40-cover restaurant?",
        "Explain [[VAT]] on takeaway food versus eat-in.",
        "Write a job ad for a [[{$role}]] in a busy gastropub, four shifts a week.",
        "Our [[POS]] keeps printing duplicate tickets. What should I check?",
        "[[Delivery]] was late again. Write a firm note to the wholesaler.",
        "[[Invoice]] numbering question: should credit notes share the same sequence?",
        "Give me a [[COSHH]] checklist for the cleaning cupboard.",
        "Suggest a menu for [[{$month}]] with seasonal veg and a [[{$dish}]] special.",
        "How many [[KP]] hours do we need for 120 covers on a [[{$weekday}]]?",
        "Convert this recipe for [[{$dish}]] from cups to grams.",
        "Write alt text for a photo of our [[{$dish}]] for [[Instagram]].",
        "Which [[{$booking}]] plan supports table deposits?",
        "Make a cleaning rota from [[{$weekday}]] to [[{$weekday}]].",
        "The [[{$role}]] asked whether [[GDPR]] applies to our paper booking diary.",
        "[[Harvest]] starts early this year; how should I plan casual labour?",
        "[[Lambing]] checklist please: what should be in the kit?",
        "Our [[{$brand}]] fridge shows error E5. What does that usually mean?",
        "Write a polite sign asking guests to scan the [[QR]] code for the menu.",
        "Compare [[{$pos}]] and [[{$pos}]] as a till system for a small café.",
        "[[Chef]] wants a new ordering sheet for the walk-in. Make a template.",
        "[[Sous]] is off on [[{$weekday}]], so who runs the pass?",
        "What [[ABV]] should I print on the menu for our house cider?",
        "Write a [[{$weekday}]] special board: [[{$dish}]], soup of the day, and a vegan pie.",
        "Our [[{$booking}]] widget shows no tables for [[{$weekday}]] although we have space. Why?",
        "Draft a supplier email: the [[{$brand}]] order for [[{$month}]] arrived with a broken pallet.",
        "Which allergens are usually in [[{$dish}]]? I need the [[HACCP]] paperwork right.",
        "[[{$role}]] rota for [[{$month}]]: how many people do I need for weddings on Saturdays?",
        "Create a [[{$month}]] to [[{$month}]] crop plan for a half-acre market garden.",
        "Give me five names for a pop-up serving [[{$dish}]] and craft cider.",
        "What should the closing checklist for the [[FOH]] team include?",
        "Write a short apology for a cancelled [[{$weekday}]] cookery class.",
        "How do I set up [[{$pay}]] for deposits on the farm shop website?",
        "Make a staff training plan for the new [[{$brand}]] dishwasher.",
    ],
    "de": [
        "Wie lange muss ein [[Lieferschein]] aufbewahrt werden?",
        "Erstelle einen [[Dienstplan]] von [[{$weekday}]] bis [[{$weekday}]].",
        "Was muss wegen der [[Allergenkennzeichnung]] auf die [[Speisekarte]]?",
        "Für [[{$month}]] plane ich [[{$dish}]] als [[Mittagstisch]]. Ideen?",
        "Unsere [[Rechnung]] enthält 7 % [[MwSt]]. Stimmt das für Speisen?",
    ],
    "es": [
        "¿Qué [[IVA]] se aplica a la comida para llevar?",
        "Haz un menú para el [[{$weekday}]] con [[{$dish}]] de primero.",
        "¿Cómo exporto las ventas de [[{$pos}]] a [[Excel]]?",
        "Necesito un plan [[APPCC]] sencillo para un bar pequeño.",
        "Ideas para el menú de [[{$month}]] con productos de temporada.",
    ],
    "fr": [
        "Quelle [[TVA]] pour la vente à emporter ?",
        "Fais un planning du [[{$weekday}]] au [[{$weekday}]] pour la brigade.",
        "Propose un menu de [[{$month}]] avec [[{$dish}]] en plat du jour.",
        "Comment exporter les ventes de [[{$pos}]] vers [[Excel]] ?",
        "[[Livraison]] en retard encore une fois : rédige un message au grossiste.",
    ],
    "pt": [
        "Que taxa de [[IVA]] se aplica ao take-away?",
        "Faz uma escala de [[{$weekday}]] a [[{$weekday}]] para a cozinha.",
        "Ideias para o menu de [[{$month}]] com [[{$dish}]].",
        "Como exporto as vendas do [[{$pos}]] para o [[Excel]]?",
        "Preciso de um plano [[HACCP]] simples para uma pastelaria.",
    ],
    "it": [
        "Quale aliquota [[IVA]] si applica all'asporto?",
        "Fammi i turni da [[{$weekday}]] a [[{$weekday}]] per la cucina.",
        "Idee per il menu di [[{$month}]] con [[{$dish}]].",
        "Come esporto le vendite da [[{$pos}]] su [[Excel]]?",
        "Mi serve un piano [[HACCP]] semplice per una gelateria.",
    ],
    "nl": [
        "Welk [[btw]]-tarief geldt voor afhaalmaaltijden?",
        "Maak een rooster van [[{$weekday}]] tot [[{$weekday}]] voor de keuken.",
        "Ideeën voor het menu in [[{$month}]] met [[{$dish}]].",
        "Hoe exporteer ik de omzet uit [[{$pos}]] naar [[Excel]]?",
        "Ik heb een eenvoudig [[HACCP]]-plan nodig voor een lunchroom.",
    ],
    "pl": [
        "Jaka stawka [[VAT]] obowiązuje na jedzenie na wynos?",
        "Zrób grafik dla kuchni, pierwszy dzień: [[{$weekday}]].",
        "Pomysły na menu, miesiąc: [[{$month}]], danie dnia: [[{$dish}]].",
        "Jak wyeksportować sprzedaż z systemu [[{$pos}]] do [[Excel]]?",
        "Potrzebuję prostego planu [[HACCP]] dla małej piekarni.",
    ],
    "vi": [
        "Thuế [[VAT]] cho đồ mang đi là bao nhiêu?",
        "Lên lịch ca cho bếp từ [[{$weekday}]] đến [[{$weekday}]] giúp mình.",
        "Gợi ý thực đơn [[{$month}]] có món [[{$dish}]].",
        "Làm sao xuất doanh thu từ [[{$pos}]] sang [[Excel]]?",
        "Mình cần một kế hoạch [[HACCP]] đơn giản cho quán cà phê.",
    ],
    "sw": [
        "Kiwango cha [[VAT]] kwa chakula cha kubeba ni kipi?",
        "Tengeneza ratiba ya jikoni kuanzia [[{$weekday}]] hadi [[{$weekday}]].",
        "Nipe mawazo ya menyu ya [[{$month}]] yenye [[{$dish}]].",
        "Nitahamishaje mauzo kutoka [[{$pos}]] kwenda [[Excel]]?",
        "Malipo ya [[M-Pesa]] yamechelewa; niwaandikie nini wateja?",
    ],
}


# ----------------------------------------------------------------------------- text utils
WORD = re.compile(r"\w+")

FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D", "ł": "l",
        "Ł": "L", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ə": "e", "Ə": "E",
        "ʻ": "", "'": "", "’": ""}


def strip_accents(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def strip_viet(s):
    # Vietnamese without diacritics: keep the letters, drop the marks
    s = s.replace("Đ", "D").replace("đ", "d")
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def ascii_handle_part(s):
    s = strip_accents(s).lower()
    return re.sub(r"[^a-z0-9]", "", s)


def initials(given):
    out = []
    for word in given.split(" "):
        parts = word.split("-")
        out.append("-".join(p[0] + "." for p in parts if p))
    return " ".join(out)


def titlecase(s):
    return re.sub(r"(?<![^\s\"(\[/-])([^\W\d_])", lambda m: m.group(1).upper(), s)


# ----------------------------------------------------------------------------- persons
def pick_fam(rng, o, g):
    e = rng.choice(o["fam"])
    if "/" in e:
        m, f = e.split("/")
        return f if g == "f" else m
    return e


def make_person(rng, okey, gender=None):
    o = BY_KEY[okey]
    opts = o["opts"]
    style = o["style"]
    for _ in range(60):
        g = gender or rng.choice("fm")
        given = rng.choice(o[g])
        p = {"origin": okey, "gender": g, "given": given}
        if style == "gf":
            if opts.get("mononym_p") and rng.random() < opts["mononym_p"]:
                full = first = last = initlast = lastfirst = given
                LASTfirst = given.upper()
                hparts = [given]
            else:
                fam = pick_fam(rng, o, g)
                mid = None
                if opts.get("mid_p") and rng.random() < opts["mid_p"]:
                    mid = rng.choice(opts["mid_" + g].split("|"))
                    if mid == fam:
                        mid = None
                last = fam
                if opts.get("sur2_p") and rng.random() < opts["sur2_p"]:
                    fam2 = pick_fam(rng, o, g)
                    if fam2 != fam:
                        last = fam + " " + fam2
                gm = given + (" " + mid if mid else "")
                if opts.get("fg_p") and rng.random() < opts["fg_p"]:
                    full = last + " " + given
                else:
                    full = gm + " " + last
                first = given
                initlast = initials(given) + " " + last
                lastfirst = last + ", " + gm
                LASTfirst = last.upper() + " " + gm
                hparts = [given, fam]
        elif style == "fg":
            fam = pick_fam(rng, o, g)
            full = fam + " " + given
            first, last = given, fam
            initlast = initials(given) + " " + fam
            lastfirst = fam + ", " + given
            LASTfirst = fam.upper() + " " + given
            hparts = [given, fam]
        elif style == "viet":
            fam = pick_fam(rng, o, g)
            mid = rng.choice(opts["mid_" + g].split("|"))
            if rng.random() < opts.get("noacc_p", 0):
                fam, mid, given = strip_viet(fam), strip_viet(mid), strip_viet(given)
            full = fam + " " + mid + " " + given
            first, last = given, fam
            initlast = initials(given) + " " + fam
            lastfirst = fam + ", " + mid + " " + given
            LASTfirst = fam.upper() + " " + mid + " " + given
            hparts = [given, fam]
        elif style == "icelandic":
            stem = rng.choice(o["fam"])
            pat = stem + ("dóttir" if g == "f" else "son")
            full = given + " " + pat
            first, last = given, pat
            initlast = initials(given) + " " + pat
            lastfirst = pat + ", " + given
            LASTfirst = pat.upper() + " " + given
            hparts = [given, pat]
        elif style == "patronym":
            father = rng.choice(o["fam"])
            parts = [given, father]
            if rng.random() < opts.get("third_p", 0):
                gf = rng.choice(o["fam"])
                if gf != father:
                    parts.append(gf)
            full = " ".join(parts)
            first, last = given, parts[-1]
            initlast = initials(given) + " " + " ".join(parts[1:])
            lastfirst = " ".join(parts[1:]) + ", " + given
            LASTfirst = " ".join(parts[1:]).upper() + " " + given
            hparts = [given, father]
        elif style == "arabic":
            fam = pick_fam(rng, o, g)
            if opts.get("nasab_p") and rng.random() < opts["nasab_p"]:
                father = rng.choice([x for x in o["m"] if x != given])
                gm = given + (" bint " if g == "f" else " bin ") + father
            else:
                gm = given
            full = gm + " " + fam
            first, last = given, fam
            initlast = initials(given) + " " + fam
            lastfirst = fam + ", " + gm
            LASTfirst = fam.upper() + " " + gm
            hparts = [given, fam]
        elif style == "malay":
            father = rng.choice(o["fam"])
            full = given + (" binti " if g == "f" else " bin ") + father
            first = last = given
            initlast = lastfirst = full
            LASTfirst = full.upper()
            hparts = [given.split(" ")[-1], father]
        elif style == "twopart":
            second = pick_fam(rng, o, g)
            full = given + " " + second
            first = given
            if opts.get("title_full"):
                first = last = initlast = lastfirst = full
                LASTfirst = full.upper()
            else:
                last = second
                initlast = initials(given) + " " + second
                lastfirst = second + ", " + given
                LASTfirst = second.upper() + " " + given
            hparts = [given, second]
        elif style == "tamil":
            father = rng.choice(o["fam"])
            if rng.random() < opts.get("init_p", 0):
                full = father[0] + ". " + given
            else:
                full = given + " " + father
            first, last = given, father
            initlast = father[0] + ". " + given
            lastfirst = father + ", " + given
            LASTfirst = father.upper() + " " + given
            hparts = [given, father]
        elif style == "balinese":
            order = rng.choice(o["fam"])
            full = ("Ni " if g == "f" else "I ") + order + " " + given
            first = given.split(" ")[0]
            last = given
            initlast = lastfirst = full
            LASTfirst = full.upper()
            hparts = [given.split(" ")[0], order]
        else:
            raise ValueError(style)
        if full in BANNED_FULL:
            continue
        hp = [ascii_handle_part(x) for x in hparts]
        pat = rng.randrange(5) if len(hp) > 1 else 4
        if pat == 0:
            handle = hp[0] + "." + hp[1]
        elif pat == 1:
            handle = hp[0][0] + hp[1]
        elif pat == 2:
            handle = hp[0] + "_" + hp[1]
        elif pat == 3:
            handle = hp[0] + hp[1][0]
        else:
            handle = hp[0]
        p.update(full=full, first=first, last=last, initlast=initlast, lastfirst=lastfirst,
                 LASTfirst=LASTfirst, handle=handle)
        return p
    raise RuntimeError("no person for " + okey)


# ----------------------------------------------------------------------------- rendering
PH = re.compile(r"\{([A-F])([fm])?(?::(\w+))?\}|\{\$(\w+)\}|\{#(\d+)-(\d+)\}")
MARK = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def pool(lang, name, rng):
    d = POOLS.get(lang, {})
    if name not in d:
        d = POOLS["en"]
    return rng.choice(d[name])


def title_for(p, lang, rng):
    t = TITLES.get(lang, TITLES["en"])
    choices = list(t[p["gender"]])
    if rng.random() < 0.2:
        choices = list(t["n"])
    title, part = rng.choice(choices)
    name = p["first"] if part == "first" else p["last"]
    return title, name


def fill(tpl, persons, lang, rng, name_form=None):
    out = []
    pos = 0
    for m in PH.finditer(tpl):
        out.append(tpl[pos:m.start()])
        if m.group(1):
            p = persons[m.group(1)]
            form = m.group(3) or "full"
            if form == "full" and name_form:
                form = name_form
            if form == "t":
                title, nm = title_for(p, lang, rng)
                out.append(title + " <<" + nm + ">>")
            elif form == "tf":
                t = TITLES.get(lang, TITLES["en"])
                title = rng.choice([x for x, part in t[p["gender"]] + t["n"] if part == "last"])
                out.append(title + " <<" + p["full"] + ">>")
            else:
                out.append("<<" + p[form] + ">>")
        elif m.group(4):
            out.append(pool(lang, m.group(4), rng))
        else:
            out.append(str(rng.randint(int(m.group(5)), int(m.group(6)))))
        pos = m.end()
    out.append(tpl[pos:])
    s = "".join(out)

    # possessive of a name ending in s: sometimes just the apostrophe ("Chris'")
    def poss(mm):
        if rng.random() < 0.5:
            return mm.group(1) + mm.group(2)
        return mm.group(0)
    s = re.sub(r"(s>>)(['’])s\b", poss, s)
    return s


def parse(markup):
    segs = []
    pos = 0
    for m in MARK.finditer(markup):
        if m.start() > pos:
            segs.append(["lit", markup[pos:m.start()]])
        if m.group(1) is not None:
            segs.append(["name", m.group(1)])
        else:
            segs.append(["keep", m.group(2)])
        pos = m.end()
    if pos < len(markup):
        segs.append(["lit", markup[pos:]])
    for s in segs:
        if "<<" in s[1] or ">>" in s[1] or "[[" in s[1] or "]]" in s[1]:
            raise ValueError("unbalanced markup: %r" % markup)
        if s[0] == "lit" and PH.search(s[1]):
            raise ValueError("unfilled placeholder: %r" % markup)
    return segs


def apply_case(segs, mode, rng):
    for s in segs:
        k = s[0]
        if mode == "lower":
            s[1] = s[1].lower()
        elif mode == "upper":
            s[1] = s[1].upper()
        elif mode == "title":
            if k != "name":
                s[1] = titlecase(s[1])
        elif mode == "namelower":
            if k == "name":
                s[1] = s[1].lower()
        elif mode == "nameupper":
            if k == "name":
                s[1] = s[1].upper()
        elif mode == "mixed":
            r = rng.random()
            if k == "name":
                s[1] = s[1].lower() if r < 0.4 else (s[1].upper() if r < 0.7 else s[1])
            else:
                s[1] = s[1].upper() if r < 0.35 else (s[1].lower() if r < 0.7 else s[1])
    return segs


def assemble(segs):
    text = []
    names = []
    keep = []
    n = 0
    for kind, t in segs:
        if kind == "name":
            names.append({"start": n, "end": n + len(t), "text": t})
        elif kind == "keep":
            if t not in keep:
                keep.append(t)
        text.append(t)
        n += len(t)
    return "".join(text), names, keep


# ----------------------------------------------------------------------------- validation
def outside_count(text, w, spans):
    c = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            c += 1
    return c


def check(rec):
    """Return None if the record is valid, else a reason."""
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    last_end = -1
    for s in names:
        if text[s["start"]:s["end"]] != s["text"]:
            return "offset mismatch"
        if not s["text"] or s["text"] != s["text"].strip():
            return "empty or padded span"
        if s["start"] < last_end:
            return "overlap"
        last_end = s["end"]
        if not WORD.search(s["text"]):
            return "span without word"
        # a span must start and end on a word boundary (not inside a longer \w+ run)
        if s["start"] > 0 and re.match(r"\w", text[s["start"] - 1]) and re.match(r"\w", s["text"][0]):
            return "span starts inside a word"
        if s["end"] < len(text) and re.match(r"\w", text[s["end"]]) and re.match(r"\w", s["text"][-1]):
            return "span ends inside a word"
    if rec["slice"] == "keep":
        if names:
            return "keep slice with names"
        if not keep:
            return "keep slice without keep items"
    elif not names:
        return "no names"
    name_toks = set()
    for s in names:
        name_toks.update(t.lower() for t in WORD.findall(s["text"]))
    for k in keep:
        if not k or k != k.strip():
            return "bad keep item"
        if outside_count(text, k, names) < 1:
            return "keep item not outside names: %r" % k
        if any(t.lower() in name_toks for t in WORD.findall(k)):
            return "keep item shares a token with a name: %r" % k
    # every name must have at least one token that does not occur outside all
    # name spans, so that the no-redaction baseline scores 0 on it
    for s in names:
        toks = WORD.findall(s["text"])
        if all(outside_count(text, t, names) > 0 for t in toks):
            return "name fully ambiguous with surrounding words: %r" % s["text"]
    if "\r" in text:
        return "CR in text"
    return None


# ----------------------------------------------------------------------------- generation
class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.records = []
        self.counters = {}
        self.ids = set()
        self.texts = set()

    def new_id(self, prefix):
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        rid = "%s-%03d" % (prefix, n)
        assert rid not in self.ids
        self.ids.add(rid)
        return rid

    def draw_persons(self, tpl, origin_fn):
        persons = {}
        used = []
        for m in PH.finditer(tpl):
            if not m.group(1):
                continue
            letter, g = m.group(1), m.group(2)
            if letter in persons:
                continue
            for _ in range(40):
                p = make_person(self.rng, origin_fn(), g)
                if p["full"] not in used and p["first"] not in [q["first"] for q in persons.values()]:
                    break
            persons[letter] = p
            used.append(p["full"])
        return persons

    def render(self, tpl, slc, lang, origin_fn, mode=None, name_form=None, tries=200):
        for _ in range(tries):
            persons = self.draw_persons(tpl, origin_fn)
            markup = fill(tpl, persons, lang, self.rng, name_form=name_form)
            segs = parse(markup)
            if mode:
                apply_case(segs, mode, self.rng)
            text, names, keep = assemble(segs)
            rec = {"slice": slc, "lang": lang, "text": text, "names": names, "keep": keep}
            if check(rec) is None and text not in self.texts:
                return rec
        raise RuntimeError("could not render: %r (%s)" % (tpl, check(rec)))

    def add(self, prefix, rec):
        if rec["text"] in self.texts:
            raise SystemExit("duplicate text: %r" % rec["text"])
        self.texts.add(rec["text"])
        out = {"id": self.new_id(prefix), "slice": rec["slice"], "lang": rec["lang"],
               "text": rec["text"], "names": rec["names"], "keep": rec["keep"]}
        self.records.append(out)


def any_origin(rng):
    return lambda: rng.choice(ORIGIN_KEYS)


def lang_origin(rng, lang):
    local = LOCAL_ORIGINS[lang]
    return lambda: rng.choice(local) if rng.random() < 0.55 else rng.choice(ORIGIN_KEYS)


def cycle(rng, items, n):
    """n items from a shuffled cycle over items (each used before any repeats)."""
    out = []
    while len(out) < n:
        batch = list(items)
        rng.shuffle(batch)
        out.extend(batch)
    return out[:n]


def list_markup(rng, persons, style, lang):
    forms = []
    for i, p in enumerate(persons):
        r = rng.random()
        if style == "lastfirst":
            forms.append("<<" + p["lastfirst"] + ">>")
        elif r < 0.18 and style not in ("csv", "tsv", "md"):
            forms.append("<<" + p["first"] + ">>")
        else:
            forms.append("<<" + p["full"] + ">>")
    conj = {"en": " and ", "de": " und ", "es": " y ", "fr": " et "}.get(lang, " and ")
    if style == "comma_and":
        return ", ".join(forms[:-1]) + conj + forms[-1]
    if style == "oxford":
        return ", ".join(forms[:-1]) + "," + conj + forms[-1]
    if style == "amp":
        return ", ".join(forms[:-1]) + " & " + forms[-1]
    if style == "slash":
        return " / ".join(forms)
    if style == "semicolon":
        return "; ".join(forms)
    if style == "lastfirst":
        return "; ".join(forms)
    if style == "bullets":
        b = rng.choice(["- ", "* ", "• "])
        return "\n" + "\n".join(b + f for f in forms)
    if style == "numbered":
        return "\n" + "\n".join("%d. %s" % (i + 1, f) for i, f in enumerate(forms))
    if style == "newline":
        return "\n" + "\n".join(forms)
    if style in ("csv", "tsv", "md"):
        cols = rng.choice(LIST_COLS)
        head, vals = cols[0], cols[1]
        rows = []
        for f in forms:
            v = rng.choice(vals)
            rows.append((f, v, str(rng.randint(4, 12))))
        if style == "csv":
            return "\n" + ",".join(head) + "\n" + "\n".join(",".join(r) for r in rows)
        if style == "tsv":
            return "\n" + "\t".join(head) + "\n" + "\n".join("\t".join(r) for r in rows)
        return ("\n| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n" +
                "\n".join("| " + " | ".join(r) + " |" for r in rows))
    raise ValueError(style)


LIST_STYLES = ["comma_and", "oxford", "amp", "slash", "semicolon", "lastfirst", "bullets",
               "numbered", "newline", "csv", "tsv", "md"]


def gen_lists(g, rng):
    styles = cycle(rng, LIST_STYLES, N_LISTS)
    intros = cycle(rng, LIST_INTROS, N_LISTS)
    for i in range(N_LISTS):
        style = styles[i]
        prefix, suffix = intros[i].split("{LIST}")
        if style in ("csv", "tsv", "md", "bullets", "numbered", "newline"):
            # block lists go after a colon and end the prompt
            prefix = prefix.rstrip()
            if not prefix.endswith(":"):
                prefix += ":"
            suffix = ""
        intro = prefix + "{LIST}" + suffix
        lower = (i % 7 == 6)
        for _ in range(200):
            n = rng.randint(3, 6)
            persons = []
            for _k in range(n):
                for _j in range(40):
                    p = make_person(rng, rng.choice(ORIGIN_KEYS))
                    if p["full"] not in [q["full"] for q in persons] and \
                            p["first"] not in [q["first"] for q in persons]:
                        break
                persons.append(p)
            lm = list_markup(rng, persons, style, "en")
            tpl = intro.replace("{LIST}", "\x00")
            markup = fill(tpl, {}, "en", rng).replace("\x00", lm)
            segs = parse(markup)
            if lower:
                apply_case(segs, "lower", rng)
            text, names, keep = assemble(segs)
            rec = {"slice": "lists", "lang": "en", "text": text, "names": names, "keep": keep}
            if check(rec) is None:
                break
        else:
            raise RuntimeError("lists: " + str(check(rec)))
        g.add("lists", rec)


def add_hand(g):
    counts = {}
    for slc, lang, markup in HAND:
        segs = parse(markup)
        text, names, keep = assemble(segs)
        rec = {"slice": slc, "lang": lang, "text": text, "names": names, "keep": keep}
        why = check(rec)
        if why:
            raise SystemExit("hand record invalid (%s): %r" % (why, markup))
        counts.setdefault(slc, []).append(rec)
    return counts


def main():
    rng = random.Random(SEED)
    g = Gen(rng)
    hand = add_hand(g)

    def hand_prefix(rec):
        if rec["slice"] in ("nonenglish", "keep"):
            return "%s-%s-hand" % (rec["slice"], rec["lang"])
        return rec["slice"] + "-hand"

    def flush_hand(slc):
        recs = hand.get(slc, [])
        if slc in ("nonenglish", "keep"):
            order = ["en"] + NONEN_LANGS
            recs = sorted(recs, key=lambda r: order.index(r["lang"]))
        for r in recs:
            g.add(hand_prefix(r), r)

    # cultures: two prompts per origin, distinct templates, all persons of that origin
    tpl_seq = cycle(rng, list(range(len(CULTURE_T))), 2 * len(ORIGINS))
    for i, o in enumerate(ORIGINS):
        a, b = tpl_seq[2 * i], tpl_seq[2 * i + 1]
        if a == b:
            b = (b + 1) % len(CULTURE_T)
        for t in (a, b):
            key = o["key"]
            rec = g.render(CULTURE_T[t], "cultures", "en", lambda key=key: key)
            g.add("cultures-" + key, rec)
    flush_hand("cultures")

    # casing
    for mode in CASING_MODES:
        for tpl in cycle(rng, CASING_T, N_CASING_PER_MODE):
            nf = "LASTfirst" if mode == "surnameupper" else None
            rec = g.render(tpl, "casing", "en", any_origin(rng), mode=mode, name_form=nf)
            g.add("casing-" + mode, rec)
    flush_hand("casing")

    # position
    for where, pool_t in (("start", POS_START_T), ("middle", POS_MIDDLE_T), ("end", POS_END_T)):
        for tpl in cycle(rng, pool_t, N_POSITION_EACH):
            rec = g.render(tpl, "position", "en", any_origin(rng))
            g.add("position-" + where, rec)
    flush_hand("position")

    gen_lists(g, rng)
    flush_hand("lists")

    for tpl in cycle(rng, POSSESSIVE_T, N_POSSESSIVE):
        if rng.random() < 0.35:
            tpl = tpl.replace("'s", "’s")  # curly apostrophe
        rec = g.render(tpl, "possessive", "en", any_origin(rng))
        g.add("possessive", rec)
    flush_hand("possessive")

    for i, tpl in enumerate(cycle(rng, QUOTED_T, N_QUOTED)):
        rec = g.render(tpl, "quoted", "en", any_origin(rng), mode=("lower" if i % 7 == 6 else None))
        g.add("quoted", rec)
    flush_hand("quoted")

    for tpl in cycle(rng, CODE_T, N_CODE):
        rec = g.render(tpl, "code", "en", any_origin(rng))
        g.add("code", rec)
    flush_hand("code")

    for tpl, lang in cycle(rng, TITLES_T, N_TITLES):
        rec = g.render(tpl, "titles", lang, any_origin(rng) if lang == "en" else lang_origin(rng, lang))
        g.add("titles", rec)
    flush_hand("titles")

    for tpl in cycle(rng, BUSINESS_T, N_BUSINESS):
        rec = g.render(tpl, "business", "en", any_origin(rng))
        g.add("business", rec)
    flush_hand("business")

    for lang in NONEN_LANGS:
        for tpl in cycle(rng, NONENGLISH_T[lang], N_NONEN_PER_LANG):
            rec = g.render(tpl, "nonenglish", lang, lang_origin(rng, lang))
            g.add("nonenglish-" + lang, rec)
    flush_hand("nonenglish")

    for lang in ["en"] + NONEN_LANGS:
        n = N_KEEP_EN if lang == "en" else N_KEEP_PER_LANG
        for tpl in cycle(rng, KEEP_T[lang], n):
            rec = g.render(tpl, "keep", lang, any_origin(rng))
            g.add("keep-" + lang, rec)
    flush_hand("keep")

    # final validation over everything
    seen = set()
    for r in g.records:
        assert r["id"] not in seen
        seen.add(r["id"])
        why = check(r)
        if why:
            raise SystemExit("invalid %s: %s" % (r["id"], why))

    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in g.records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)

    # summary
    by_slice = {}
    by_lang = {}
    nspans = nkeep = 0
    for r in g.records:
        by_slice[r["slice"]] = by_slice.get(r["slice"], 0) + 1
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
        nspans += len(r["names"])
        nkeep += len(r["keep"])
    nhand = sum(1 for r in g.records if "-hand-" in r["id"])
    print("records:", len(g.records), " hand-written:", nhand, " name spans:", nspans,
          " keep items:", nkeep)
    for s in SLICE_ORDER:
        h = sum(1 for r in g.records if r["slice"] == s and "-hand-" in r["id"])
        print("  %-11s %4d  (hand %d)" % (s, by_slice.get(s, 0), h))
    print("  langs:", ", ".join("%s %d" % (k, by_lang[k]) for k in ["en"] + NONEN_LANGS if k in by_lang))
    print("  origins:", len(ORIGINS))
    print("md5", hashlib.md5(data.encode("utf-8")).hexdigest())


if __name__ == "__main__":
    main()
