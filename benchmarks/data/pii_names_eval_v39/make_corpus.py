#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v39, theme: housing, tenancy, trades, local government).

python3 stdlib only.  `python3 make_corpus.py` rewrites names_eval.jsonl byte for byte
(seed 39039, fixed iteration order, json.dumps(..., ensure_ascii=False), "\\n" line ends),
validates every record and prints counts and the md5 of the file.

Template markup
  {A}                full name of person A (letters A-H); {A:form} another form of the same
                     person: first, last, initlast, lastfirst, surup (SURNAME Given), handle
                     (kmensah), dothandle (kofi.mensah), user (kofi), lasthandle (mensah);
                     suffix _p / _c adds a straight / curly possessive ('s, or a bare
                     apostrophe after a final s) that is NOT part of the span.
  {A|f,m,fam,s,sg,<origin>...:form}  filters: gender, has a real family name, family name
                     ends in s, given name ends in s, allowed origins.
  {@pool}            a keep item drawn from POOLS[pool]
  <<...>>            a literal name span (hand-written)
  [[...]]            a literal keep item
A template starting with "@lower@" is lower-cased as a whole.
"""
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from names_data import ORIGINS  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 39039
OUT = os.path.join(HERE, "names_eval.jsonl")
ORIGIN_BY_KEY = {o["key"]: o for o in ORIGINS}

# ------------------------------------------------------------------ keep pools
POOLS = {
    "app": ["Rightmove", "Zoopla", "Zillow", "Nextdoor", "WhatsApp", "Slack", "Excel",
            "Google Sheets", "Notion", "Trello", "Jira", "Outlook", "Gmail", "DocuSign",
            "OpenRent", "SpareRoom", "Airbnb", "Zoom", "Dropbox", "Xero", "QuickBooks",
            "PayPal", "Revolut", "Monzo", "Signal", "Telegram", "Calendly", "Canva",
            "Splitwise", "Fixflo"],
    "acro": ["HOA", "HMO", "EPC", "VAT", "IBAN", "GDPR", "HVAC", "PDF", "CSV", "SEPA",
             "BACS", "EICR", "CCTV", "LED", "FAQ", "UPRN", "AST", "PAT", "CO2", "LPG"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "brand": ["Dyson", "Miele", "Bosch", "Siemens", "IKEA", "Vaillant", "Worcester Bosch",
              "Hive", "Nest", "Screwfix", "Toolstation", "Wickes", "Home Depot", "Samsung",
              "Hotpoint", "Kärcher", "Makita", "DeWalt", "Velux", "Dulux", "Yale",
              "Henry hoover", "Ring doorbell", "Philips Hue"],
    "role": ["Landlord", "Surveyor", "Plumber", "Warden", "Caretaker", "Electrician",
             "Letting Agent", "Building Manager", "Concierge", "Treasurer", "Roofer",
             "Inspector"],
    "util": ["Octopus Energy", "EDF", "E.ON", "Virgin Media", "BT", "Openreach", "Ofgem",
             "Vodafone", "Comcast", "Xfinity", "Hyperoptic"],
    "scheme": ["TDS", "DPS", "mydeposits"],
    "speaker": ["Alexa", "Siri", "Google Home", "Cortana"],
    "month_de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                 "September", "Oktober", "November", "Dezember"],
    "day_de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    "month_es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                 "septiembre", "octubre", "noviembre", "diciembre"],
    "month_fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                 "septembre", "octobre", "novembre", "décembre"],
    "month_pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
                 "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "month_it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio",
                 "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "day_nl": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
    "month_pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca",
                 "sierpnia", "września", "października", "listopada", "grudnia"],
    "month_tr": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos",
                 "Eylül", "Ekim", "Kasım", "Aralık"],
    "month_sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti",
                 "september", "oktober", "november", "december"],
}

# ------------------------------------------------------------------ templates
CULTURE_T = [
    "Can you help me write a message to {A} about the damp patch in the back bedroom? They manage the flat through {@app}.",
    "My new flatmate {A} is moving in on {@day}. What should we put in a house-share agreement about bills?",
    "Draft a reference letter for my tenant {A}, who has rented the ground-floor flat for three years and always paid on time.",
    "{A} from the residents' association asked me to summarise the minutes about the new bike store: agreed in principle, quote pending.",
    "Our plumber, {A}, quoted £340 to replace the stopcock. Is that reasonable, and what should I ask before saying yes?",
    "The estate agent {A} says the buyers want to exchange contracts before the end of {@month}. What does exchange actually mean?",
    "Please write a thank-you card from the whole street to {A}, who organised the skip hire and the clear-out day.",
    "I'm subletting a room to {A} while I'm away. Do I need my landlord's written consent?",
    "Help me reply to {A|f}: she wants to swap bin collection days with our block. Keep it friendly.",
    "Write a short intro for the neighbourhood group chat welcoming {A} and {B}, who just moved into number 14.",
    "{A} and I are buying our first flat together. Explain joint tenants vs tenants in common in plain English.",
    "The roofer {A} found cracked slates and wants a deposit before the scaffolding goes up. How much deposit is normal?",
    "Remind me to send {A} the meter readings for the {@util} account before {@day}.",
    "I volunteered at the polling station with {A} last year. Draft an email asking if they'd do the next election with me.",
    "Translate this note for my neighbour {A}: 'The water will be off on {@day} morning for the pipe repair.'",
    "How should {A|f} apply for a residents' parking permit if the car is registered at her mother's address?",
    "My landlord {A} wants to increase the rent by 12%. Is there a cap, and how should I respond?",
    "Summarise this voicemail from {A}: the electrician can come on {@day} between 8 and 12 but needs access to the fuse box.",
    "Write a welcome-pack paragraph introducing our building caretaker, {A}, and when to contact them.",
    "{A} is the treasurer of our tenants' union. Draft a message asking members to pay the £5 annual subs by {@month}.",
    "Can you check this library card application? Applicant: {A}; proof of address: council tax bill.",
    "I got a jury summons and my housemate {A:first} says I can defer it because of the move. Is that true?",
    "Our electrician {A} left an [[EICR]] report that says C2 on two circuits. What does that mean for the landlord?",
    "Write a polite complaint to the management company about the broken lift. Mention that {A} on the fifth floor uses a wheelchair.",
    "{A:first} keeps parking across our driveway. How do I raise it without starting a feud?",
    "The surveyor {A} flagged rising damp in the homebuyer report. Should we renegotiate the price?",
    "Please make a moving-day checklist for me and {A}, including redirecting post and cancelling the {@app} subscription.",
    "Draft a message to {A}, chair of the [[HOA]] board, asking for the budget spreadsheet before the meeting on {@day}.",
    "{A} has offered to water our plants while we move. What's a nice thank-you gift under £20?",
    "I'm the guarantor for {A}. What exactly am I liable for if the rent is missed?",
    "Help me fill in a planning objection. The applicant is {A} and the proposal is a two-storey rear extension.",
    "Write a text to {A:first} saying the boiler engineer is running late and will arrive after lunch.",
    "My mother-in-law {A|f} is moving into a care home. How do we tell the council she no longer lives at her old address?",
    "Could you rewrite this lease clause so {A} understands it: 'the tenant shall keep the gutters clear of debris'.",
    "{A} and {B} both want the bigger bedroom. Suggest a fair way to split the rent in our three-bed house.",
    "Our letting agent {A} sent an inventory with 140 photos. What should I check before signing it?",
    "Please draft a notice for the lobby: a set of keys was found near the bins, ask {A:first} in flat 3.",
    "Write meeting minutes: attendees {A} and {B}; agenda: hallway lighting, recycling bins, [[EPC]] renewal.",
    "The locksmith {A|m} charged a call-out fee even though he couldn't open the door. Can I dispute it?",
    "Is it normal for the housing officer {A} to ask for three months of bank statements for a council flat application?",
]

CASING_T = [
    "Please tell {A} that the {@role} will inspect the boiler on {@day}.",
    "Can you write a reminder for {A} about the council tax bill due in {@month}?",
    "Ask {A} to upload the signed lease to {@app} before the next viewing.",
    "{A} wants to know if the [[HOA]] fee covers the roof repairs.",
    "Draft a reply to {A} about the broken intercom and the {@brand}.",
    "Our neighbour {A} found a leak under the sink; the plumber is booked for {@day}.",
    "Remind {A} and {B} that the bins go out every {@day} night.",
    "Write an email to {A} asking for the {@acro} certificate for flat 2.",
    "The new tenant {A} asked whether the deposit is protected with {@scheme}.",
    "Tell {A} the skip arrives on {@day} and the permit is in the front window.",
    "Can {A} sign the petition against the planning application before {@month}?",
    "Forward the {@util} bill to {A} and split it three ways.",
    "My landlord {A} still hasn't returned the deposit after the checkout on {@day}.",
    "Let {A:first} know the electrician fixed the tripping fuse, and thank {B} for the ladder.",
]

POS_T = {
    "start": [
        "{A} is our new building manager, so please update the contact sheet.",
        "{A} wants to know how to appeal the council tax band.",
        "{A}: can you send me the gas safety certificate before {@day}?",
        "{A} has booked the removal van for {@month} 3rd; please check the parking suspension.",
        "{A:first} says the radiator in the hallway is cold again.",
        "{A} and the {@role} will meet at the property at nine.",
        "{A} reported a leak from the flat above, so draft a message to the freeholder.",
        "{A} left a voicemail about the broken window latch; what should I do?",
        "{A|f} said her deposit came back minus £80 for cleaning. Is that fair?",
        "{A} volunteers at the polling station in the church hall; can you write the rota?",
        "{A:lastfirst} is listed as the lead tenant on the [[HMO]] licence. Is that right?",
        "{A} - please check the viewing slots for {@day}.",
        "{A:first}, the bins are out early again.",
        "{A} asked me to proofread this planning objection letter.",
    ],
    "middle": [
        "Could you tell me whether {A} needs to be on the tenancy to get a parking permit?",
        "The caretaker said {A} has the spare keys for the bike store.",
        "Write a message saying that {A} will read the meters on {@day}.",
        "We hired {A} to repaint the stairwell with [[Dulux]] paint.",
        "Last week {A} from the council came to check the fire doors.",
        "My sister and {A} are viewing a two-bed flat on {@day} afternoon.",
        "If {A} signs the renewal, the rent goes up in {@month}.",
        "The invoice from {A} lists the call-out charge twice.",
        "Please ask whether {A:first} can cover my shift at the food bank.",
        "Our group chat says {A} is organising the street party this year.",
        "I think {A} is the registered owner, but the [[Land Registry]] title is unclear.",
        "The letter says {A} must attend jury service in {@month}.",
        "When {A} moved out, the meter readings were never sent to {@util}.",
        "Apparently {A:initlast} signed off the building control inspection.",
    ],
    "end": [
        "Please forward the inventory report to {A}",
        "Who do I contact about the noisy extractor fan? The building manager is {A}.",
        "The spare key is with {A}.",
        "Write a thank-you note for the new fence to {A}",
        "Our [[HOA]] treasurer this year is {A}",
        "Draft a short text confirming the viewing on {@day} with {A}.",
        "The planning application was submitted by {A}",
        "Can you check the tone of this complaint before I send it to {A}?",
        "I need to return the library books borrowed by {A}",
        "The roof repair quote came from {A}.",
        "Send the {@acro} certificate and the floor plan to {A}!",
        "Help me write a message to my new landlord, {A}",
        "The name on the jury summons is {A:lastfirst}",
        "Thanks for sorting the boiler, {A:first}",
    ],
}

LISTS_T = [
    "Add {A}, {B}, {C} and {D} to the {@app} group for the building.",
    "The viewing slots on {@day} are for {A}, {B}, and {C}.",
    "Tenants at number 12: {A} & {B}.",
    "Keyholders: {A} / {B} / {C:first}",
    "Committee members: {A}; {B}; {C}; {D}.",
    "Please chase the following tenants for rent:\n- {A}\n- {B}\n- {C}",
    "Rota for bin duty:\n1. {A}\n2. {B}\n3. {C}\n4. {D}",
    "Who is on the fire-warden list?\n{A}\n{B}\n{C}",
    "Convert this to a table:\nname,flat,deposit\n{A},1A,950\n{B},1B,1100\n{C},2A,875",
    "Clean up this TSV of viewings:\nname\tdate\tslot\n{A}\t{@month} 4\t10:00\n{B}\t{@month} 4\t10:30\n{C}\t{@month} 5\t09:00",
    "| Tenant | Unit | Balance |\n|---|---|---|\n| {A} | 3 | £0 |\n| {B} | 4 | £120 |\n| {C} | 7 | £45 |\nWhich units are in arrears?",
    "Sort these owners alphabetically: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}; {D:lastfirst}",
    "@lower@signatories for the lease: {A}, {B}, {C:first} and {D}",
    "Invite {A:first}, {B}, and {C:first} to the residents' meeting on {@day}.",
    "Planning objections came from {A}, {B} and {C}; summarise the themes.",
    "The {@role} rota is {A} ({@day}), {B} ({@day}) and {C} (weekends).",
    "Polling station volunteers: {A}, {B}, {C}, {D}, {E}.",
    "Can you split the {@util} bill between {A}, {B} and me?",
    "Owners (SURNAME Given): {A:surup}, {B:surup}, {C:surup}",
    "Co-signers: {A:initlast}, {B:initlast} and {C:initlast}",
    "Guarantors for flat 9 are {A} and {B}; the lead tenant is {C}.",
    "Group chat members: {A:first}, {B:first}, {C}, {D:first}",
    "Garden working party: {A} & {B} & {C}",
    "Please merge these contact pairs: {A}/{B}, {C}/{D}",
    "Write a rota from this list:\n* {A}\n* {B}\n* {C}\n* {D}",
    "@lower@street party helpers: {A}, {B}, {C}",
    "Keys handed back by: {A}; {B}; {C:first}.",
    "Who paid the service charge? {A} yes, {B} no, {C} partial.",
    "Check-out attended by {A}, {B} (agent) and {C} (tenant).",
    "Jury summons received for {A}, {B}, and {C}; draft a deferral request for each.",
    "Deposit returns due:\n{A} - £650\n{B} - £720\n{C} - £1,050",
    "CSV export from the ticket system:\nticket,reporter,assignee\nMNT-101,{A},{B}\nMNT-102,{C},{B}\nMNT-103,{D},{B}",
    "Rank the contractors by price: {A} (£420), {B} (£395), {C} (£510).",
    "Allotment waiting list: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}.",
    "@lower@who's coming to clean the bike store? {A:first}, {B}, maybe {C:first}",
]

POSS_T = [
    "Can you summarise {A:full_p} complaint about the neighbour's extension?",
    "{A:first_p} flat has had no hot water since {@day}.",
    "Please draft a reply to {A|fam:last_c} letter about the service charge.",
    "Mrs {A|f,fam:last_p} garden fence blew down; who pays for the repair?",
    "Is {A:full_c} deposit protected if the letting agency goes bust?",
    "I'm storing {A:first_p} and {B:first_p} bikes in the hallway; is that a fire risk?",
    "{A|s,fam:last_p} quote for the rewiring seems high.",
    "Dr {A|fam:last_p} letter supports my ground-floor housing application.",
    "Add {A:full_p} new mobile number to the tenant database.",
    "The council rejected {A:full_c} planning application for the loft conversion.",
    "Forward {A:first_p} meter photos to {@util}.",
    "We're borrowing {A|fam:last_p} van for the move on {@day}.",
    "{A|sg:first_c} landlord won't deal with the mould.",
    "Mr {A|m,fam,s:last_p} bins were left on the pavement all week.",
    "Ms {A|f,fam:last_c} tenancy ends in {@month}.",
    "Could you rewrite {A:first_p} message so it sounds less angry?",
    "The [[HOA]] approved {A:full_p} request for a satellite dish.",
    "Is it legal to keep {A|f:first_p} post after she moved out?",
    "{A:full_p} and {B:full_p} keys both open the bin store.",
    "{A|s:full_c} boiler service is overdue according to the {@acro} log.",
    "Professor {A|fam,s:last_c} house is on the conservation list.",
    "I found {A|sg:first_p} parcel in the recycling room.",
]

QUOTED_T = [
    "From: {A} <lettings@example.com>\nTo: me\nSubject: Rent review\n\nHi, your rent will change from {@month}. Regards, {A:first}\n\nHow should I reply?",
    "Can you tidy up my email signature?\n\n--\n{A}\nBlock Manager, Residents' Association\n07700 900123",
    "> On {@day}, {A} wrote:\n> The skip is full, please stop adding mattresses.\n\nHelp me write a reply that apologises.",
    "[12/03, 19:42] {A}: anyone got a ladder I can borrow?\n[12/03, 19:45] {B}: yes, flat 6\n[12/03, 19:46] {A:first}: legend\nSummarise this chat.",
    "Voicemail transcript: \"Hi, it's {A|f} from the lettings team, calling about your viewing on {@day}. Call me back.\" What does she want?",
    "Is this a scam? 'Dear tenant, your landlord {A} has changed bank details. Pay rent to the new [[IBAN]] today.'",
    "Hi {A:first},\n\nThe electrician will come on {@day}.\n\nThanks,\n{B:first}\n\nMake this sound more professional.",
    "Dear {A},\nPlease find attached the {@acro} report for the property.\nKind regards,\n{B}\n\nIs this email OK?",
    "My neighbour texted: \"{A:first} here, your hedge is blocking the pavement again\". How do I respond?",
    "Chat export:\n{A}: meeting moved to {@day}\n{B}: fine by me\n{C}: can't make it\nWho is attending?",
    "Reply to this: '{A} has nominated you as the new fire marshal for the building.'",
    "---------- Forwarded message ---------\nFrom: {A}\nDate: {@day}\nSubject: Boiler service\n\nWhat is the engineer asking for?",
    "Greeting for the card: Welcome home, {A:first} and {B:first}!",
    "Good morning {A:first}, just confirming the keys are in the lockbox. Is this too casual for a landlord?",
    "> {A} said: the parking permit renewal opens in {@month}\nIs that true for our council?",
    "Group chat \"Block B neighbours\":\n{A}: bins weren't collected again\n{B}: reported it on the council app\nDraft a complaint.",
    "Phishing? 'Hello, this is {A} from {@util} billing. Your direct debit failed, confirm your card here.'",
    "Email header: From: \"{A}\" <no-reply@council.example.gov>\nSubject: Your garden waste subscription\nIs this legit?",
    "Signature block:\n{A}\nSenior Surveyor, [[MRICS]]\nCan you check the formatting?",
    "Text from the plumber: 'Running late, {A:first} will come instead of me. {B:first}'. Should I let someone else in?",
    "Quote from the residents' newsletter: \"Thanks to {A} and {B} for repainting the railings.\" Rewrite it for the website.",
    "> {A:first}: who took my parcel from the lobby??\n> {B:first}: not me\nWrite a neutral message for the group.",
    "Text from my landlord: \"Hi it's {A:first}, can I come round on {@day} to look at the damp?\" Do I have to say yes?",
    "@lower@msg from {A:first}: hey can u feed the cat sat, keys under the mat",
    "Voicemail: \"Message for {A}. This is the council's housing team about your bidding number.\" Summarise it.",
]

CODE_T = [
    "# TODO({A:handle}): handle pro-rata rent for mid-month move-ins\nExplain what this TODO means.",
    "Fix this SQL: INSERT INTO tenants (full_name, unit, deposit) VALUES ('{A}', '4B', 950.00)",
    "```json\n{\"tenant\": \"{A}\", \"unit\": \"12\", \"guarantor\": \"{B}\"}\n```\nValidate this JSON.",
    "tenant:\n  name: {A}\n  unit: 3C\n  emergency_contact: {B}\nIs this valid [[YAML]]?",
    "2025-03-14T09:12:44Z INFO ticket=MNT-4411 assigned_to={A:dothandle} status=open\nWhat does this log line say?",
    "Why can't the cron job open /home/{A:user}/leases/unit-7.pdf?",
    "@{A:lasthandle} can you check the boiler ticket? -- rewrite this for {@app}.",
    "commit 3f9a2c1\nAuthor: {A} <dev@example.com>\n\n    Fix council tax band lookup for [[HMO]] units\n\nWrite a better commit message.",
    "Co-authored-by: {A} <noreply@example.com>\nCo-authored-by: {B} <noreply@example.com>\nWhat does this trailer do in [[Git]]?",
    "// reviewed by {A:initlast}\nfunction lateFee(days) { return days * 5; }\nIs this late fee logic OK?",
    "[landlord]\nname = {A}\nemail = lettings@example.com\nConvert this [[INI]] file to [[TOML]].",
    "send_notice(tenant=\"{A}\", notice_type=\"rent_increase\")\nWhy does this raise a [[KeyError]]?",
    "<!-- maintained by {A:dothandle} -->\nWhy doesn't the HTML comment show up on the listing page?",
    "-- owner: {A:handle}\nSELECT unit, balance FROM arrears WHERE balance > 0;\nOptimise this query.",
    "git log --author=\"{A}\" shows nothing. Why?",
    "/**\n * @author {A:lastfirst}\n */\nAdd a [[Javadoc]] description for this rent calculator class.",
    "[[Jira]] ticket PROP-88 assigned to {A} says \"gutter overflow at block C\". Write acceptance criteria.",
    "Explain this cron line: 0 7 * * 1 /opt/bins/remind.sh --to {A:dothandle}",
    "Why is the key missing?\nowners = {\"flat_1\": \"{A}\", \"flat_2\": \"{B}\"}",
    "df[df['tenant'] == '{A}'] returns an empty [[DataFrame]]. Help!",
    "=VLOOKUP(\"{A}\", Tenants!A:D, 3, FALSE) gives #N/A in [[Excel]]. Why?",
    "PR #231 by @{A:user}: add [[EPC]] rating field to the listing model. Review the summary.",
    "The maintenance app's [[Docker]] container fails; the env file has MAINTAINER={A:dothandle}. Is that the problem?",
    "TODO({A:handle}) and FIXME({B:handle}) comments are all over the [[HOA]] portal repo. Write a script to list them.",
    "Error log: user {A:dothandle} failed to upload gas_cert.pdf (413 Payload Too Large).",
    "viewings:\n  - name: {A}\n    slot: \"10:00\"\n  - name: {B}\n    slot: \"10:30\"\nSort this by slot.",
    "mysql> SELECT * FROM residents WHERE surname = '{A|fam:last}';\nEmpty set. Why?",
    "My regex in validate_tenant() rejects '{A}' as a name. Fix it.",
    "[[Slack]] bot message: \"<@{A:user}> your parcel is at the concierge desk\". Make it friendlier.",
    "minutes.md:\n## Attendees\n- {A}\n- {B}\n## Actions\n- {A:first}: chase the roofer\nConvert to HTML.",
    "ls /home\n{A:user}  {B:user}  shared\nWhich user owns the lease scans?",
    "# FIXME({A:dothandle}): council tax band is hard-coded for {@month}\nRefactor this.",
]

TITLES_T = [
    "Write to Mrs {A|f,fam:last} about the overgrown hedge.",
    "Mr {A|m,fam:last} says the fence is on his side of the boundary.",
    "Ms {A|f,fam:last} from the housing office called about my application.",
    "Mx {A|fam:last} is our new community warden; draft a welcome note.",
    "Dr {A|fam} signed the letter supporting my ground-floor flat request.",
    "Prof. {A|fam:last} chairs the conservation area committee.",
    "Councillor {A} will attend the planning meeting on {@day}.",
    "Cllr {A|fam:last} promised to look at the potholes on our road.",
    "Sir {A|m,english,scottish,welsh,australian,nzpakeha:full} has bought the old vicarage; how do I address the invitation?",
    "Dame {A|f,english,scottish,welsh,nzpakeha:full} opened the new community library.",
    "Rev. {A|fam:last} offered the church hall as a polling station.",
    "Herr {A|m,german,austrian,swiss:last} is the caretaker; write an English note to him about the [[Nebenkosten]].",
    "Frau {A|f,german,austrian,swiss:last} wants the [[Betriebskostenabrechnung]] explained in English.",
    "Señora {A|f,spanish,mexican,colombian,cuban,puertorican,argentine:last} is the new owner of the flat below.",
    "Don {A|m,spanish,mexican,colombian,cuban:first} manages the building; write him a thank-you.",
    "Madame {A|f,french,quebecois,haitian,cameroonian:last} asked for the syndic's phone number.",
    "Monsieur {A|m,french,quebecois,haitian,cameroonian:last} is our concierge; translate my note for him.",
    "Signora {A|f,italian:last} rents the garage under my flat.",
    "Sheikh {A|m,gulf:full} owns the building; how do I address a letter to him?",
    "Alhaji {A|m,hausa:full} is the landlord of our compound.",
    "Chief {A|yoruba,igbo:full} is selling the plot next to ours.",
    "Datuk {A|malay:full} is the developer of the condo.",
    "Encik {A|m,malay:first} from management says the lift will be fixed.",
    "Puan {A|f,malay:first} collects the maintenance fee.",
    "Pak {A|m,indonesian:first} is the head of our neighbourhood [[RT]].",
    "Ibu {A|f,indonesian:first} runs the boarding house where I'm staying.",
    "{A|japanese:last}-san, the building manager, prefers email.",
    "Could you write a polite note to {A|japanese:last}-sensei about the noise upstairs?",
    "{A|korean:full} ssi asked about the jeonse deposit.",
    "Shri {A|m,hindi,marathi,gujarati:full} is the secretary of our housing society.",
    "Smt. {A|f,hindi,marathi,gujarati,telugu:full} filed the complaint with the society.",
    "{A|hindi,gujarati,marathi:last} ji said the society dues are late.",
    "Ato {A|m,amharic,oromo:full} is the kebele representative.",
    "Woizero {A|f,amharic:full} rents us the ground floor.",
    "Mama {A|f,swahili,kikuyu,luo:first} sells the water tokens at the gate.",
    "Nana {A|m,akan:full} is the caretaker's uncle; how should I greet him?",
    "Ratu {A|m,fijian:full} sits on the village housing committee.",
    "Daw {A|f,burmese:full} runs the apartment office.",
    "U {A|m,burmese:full} is the landlord of the shophouse.",
    "Father {A|m,irish,filipino,goan:last} blessed the new house.",
    "Rabbi {A|m,ashkenazi,hebrew:last} asked about the eruv near our block.",
    "Imam {A|m,pakistani,somali,egyptian:full} offered the mosque hall for the residents' meeting.",
    "Pastor {A|m,yoruba,igbo,ganda,akan:full} is moving into the manse.",
    "Aunty {A|f,hindi,punjabi,yoruba,jamaican:first} from number 4 takes in everyone's parcels.",
    "Judge {A|fam:last} dismissed the eviction claim.",
    "Sergeant {A|fam:last} from the neighbourhood policing team will attend.",
    "Hon. {A|fam} will open the new social housing block.",
    "Capt. {A|fam:last} manages the houseboat moorings.",
    "Lady {A|f,english,scottish:full} owns the freehold; how formal should my letter be?",
    "Dr. {A|fam:initlast} and Mrs {B|f,fam:last} both objected to the phone mast.",
]

BUSINESS_T = [
    "Draft a rent receipt: received £1,250 from {A} for {@month}, paid by bank transfer.",
    "Invoice #2231 from {A|fam:last} Roofing Ltd: £2,400 for ridge tiles. Is [[VAT]] included?",
    "Transfer the deposit to {A}, [[IBAN]] GB29 NWBK 6016 1331 9268 19, reference FLAT2-DEP. Write the payment instructions.",
    "Council letter: 'Dear {A}, your council tax for {@month} is overdue.' How do I set up a payment plan?",
    "Utility bill: account holder {A}, {@util}, balance £214.55. Why is it so high?",
    "Lease clause: 'The [[Landlord]], {A}, grants the [[Tenant]], {B}, a term of 12 months.' Check the wording.",
    "Deposit dispute: {A} withheld £300 for carpet cleaning. Draft a claim to {@scheme}.",
    "Write a rent arrears letter to {A}, who owes £1,800 since {@month}.",
    "Service charge statement for {A}: £1,120 for the year. What's typically included?",
    "Letter of authority: I, {A}, authorise {B} to collect my keys from the agent.",
    "Quote from {A|fam:last} Electrical: consumer unit replacement £650 + [[VAT]].",
    "My employer letter says {A} earns £32,000. Is that enough for £1,000 a month rent?",
    "Create a holding deposit receipt for {A}, one week's rent, refundable if the landlord withdraws.",
    "Standing order to {A}: £650 monthly from {@month} by [[SEPA]] transfer. Is that the same as a direct debit?",
    "The mortgage offer names {A} and {B} as joint applicants. What happens if one of us moves out?",
    "Council tax exemption request: the occupant, {A}, is a full-time student.",
    "The broadband contract is in {A|f:full_p} name. Can I transfer it to mine when she moves out?",
    "Guarantor agreement between {A} (guarantor) and {B} (tenant): explain 'joint and several'.",
    "Invoice: {A}, [[Gas Safe]] engineer, annual boiler service £95. Landlord or tenant cost?",
    "Refund of £420 overpaid service charge to {A}: write the cover letter.",
    "The water bill is in the names of {A} and {B}; one of us left in {@month}. How do we split it?",
    "The buyer's solicitor, {A}, asks for the [[FENSA]] certificate for the windows.",
    "[[HOA]] fine letter: 'Dear {A}, your trash cans were visible from the street on {@day}. Fine: $50.'",
    "Management fee: 12% of rent collected from {A} and {B}. How is that calculated?",
    "Payment reference for the parking permit: PP-7731-{A|fam:lasthandle}. Is the reference too long?",
    "Pay £85 to {A} for the annual garden maintenance by {@app}; write the note for the transfer.",
]

NONEN_T = {
    "de": [
        "Kannst du mir helfen, eine E-Mail an {A} wegen der [[Nebenkosten]] zu schreiben? Die [[Abrechnung]] kam erst im {@month_de}.",
        "Unser [[Vermieter]] {A} will die [[Kaution]] nicht zurückzahlen. Was steht dazu im [[Mietvertrag]]?",
        "Frau {A|f,fam:last} von der [[Hausverwaltung]] sagt, der [[Hausmeister]] kommt am {@day_de}.",
        "Herr {A|m,fam:last} hat den [[Wasserschaden]] im [[Treppenhaus]] gemeldet. Schreib bitte eine [[Schadensmeldung]].",
        "Bitte formuliere eine Antwort auf die [[Mieterhöhung]] von {A}: Ich bin nicht einverstanden.",
        "{A} und {B} machen die [[Wohnungsübergabe]] am {@day_de}; brauchen wir ein [[Übergabeprotokoll]]?",
        "Der [[Elektriker]] {A} hat eine [[Rechnung]] über 480 Euro geschickt. Ist die [[Mehrwertsteuer]] enthalten?",
        "Für die [[Anmeldung]] beim [[Bürgeramt]] braucht {A} eine [[Wohnungsgeberbestätigung]]. Wie schreibe ich die?",
    ],
    "es": [
        "¿Puedes ayudarme a escribir a {A} sobre la fianza del piso y el [[IBI]]?",
        "Mi casero, {A}, quiere subir el alquiler en {@month_es}. ¿Es legal?",
        "La señora {A|f,fam:last} es la presidenta de la [[Comunidad de Propietarios]]; redacta el acta de la reunión.",
        "El fontanero {A} cobró 120 euros por la visita. ¿Incluye el [[IVA]]?",
        "Escribe un mensaje para el grupo de [[WhatsApp]] del edificio: {A} y {B} organizan la limpieza del trastero.",
        "Tengo que pagar un recibo del [[Ayuntamiento]] que está a nombre de {A}. ¿Cómo lo cambio?",
        "Don {A|m:first} dice que el administrador de fincas no contesta. ¿Qué hago?",
        "Redacta una carta a {A} para rescindir el contrato de alquiler con un mes de preaviso; el último pago irá por [[Bizum]].",
    ],
    "fr": [
        "Peux-tu m'aider à écrire à {A} au sujet de la [[taxe foncière]] ?",
        "Madame {A|f,fam:last} du [[syndic]] dit que l'assemblée générale aura lieu en {@month_fr}.",
        "Monsieur {A|m,fam:last} refuse de rendre le [[dépôt de garantie]]. Que dit la loi ?",
        "{A} et {B} emménagent au troisième étage ; rédige un message de bienvenue pour le groupe [[WhatsApp]].",
        "Le plombier {A} a envoyé un devis de 640 euros [[TTC]]. Est-ce raisonnable ?",
        "Ma demande d'[[APL]] à la [[CAF]] est au nom de {A}. Comment la transférer ?",
        "Écris une lettre à la [[Mairie]] : {A} signale des encombrants devant l'immeuble depuis lundi.",
        "Le gardien, {A}, part à la retraite. Rédige un petit mot de la part des copropriétaires.",
    ],
    "pt": [
        "Podes ajudar-me a escrever ao senhorio {A} sobre a caução e o [[IMI]]?",
        "A senhora {A|f,fam:last} é a administradora do [[condomínio]]; escreve a ata da reunião.",
        "O canalizador {A} cobrou 90 euros com [[IVA]]. Está correto?",
        "Preciso pagar o [[IPTU]] e o boleto está no nome de {A}.",
        "{A} e {B} vão dividir a conta da [[EDP]] este mês; como calculo?",
        "O síndico {A} quer aumentar a taxa de condomínio em {@month_pt}. Posso contestar?",
        "Escreve uma mensagem para o grupo do [[WhatsApp]] a apresentar {A}, o novo porteiro.",
        "Dona {A|f:first} disse que o [[Pix]] do aluguel não caiu.",
    ],
    "it": [
        "Puoi aiutarmi a scrivere a {A} per la caparra dell'appartamento?",
        "La signora {A|f,fam:last} è l'amministratrice del [[condominio]]; scrivi il verbale dell'assemblea.",
        "L'idraulico {A} ha mandato il preventivo via [[PEC]]. È valido?",
        "Devo pagare la [[TARI]] ma il bollettino è intestato a {A}.",
        "{A} e {B} traslocano a {@month_it}; prepara una lista di cose da fare.",
        "Il signor {A|m,fam:last} dice che la bolletta [[Enel]] è troppo alta.",
        "Scrivi una disdetta del contratto d'affitto da inviare a {A}.",
    ],
    "nl": [
        "Kun je een mail aan {A} schrijven over de [[VvE]]-bijdrage?",
        "Mevrouw {A|f,fam:last} van de woningcorporatie komt {@day_nl} langs.",
        "Meneer {A|m,fam:last} wil de borg niet terugbetalen. Wat zegt de [[Huurcommissie]]?",
        "{A} en {B} zoeken een huurhuis via [[Funda]]; maak een lijst met vragen voor de bezichtiging.",
        "De loodgieter {A} stuurde een factuur van 210 euro inclusief [[btw]].",
        "De [[WOZ]]-beschikking staat op naam van {A}. Kan ik bezwaar maken?",
        "Schrijf een bericht in de buurtapp: {A} organiseert de opschoondag op {@day_nl}.",
    ],
    "pl": [
        "Mój wynajmujący, {A}, chce podnieść czynsz od {@month_pl}. Co mogę zrobić?",
        "Pani {A|f,fam:last} ze [[Wspólnoty Mieszkaniowej]] pisze, że winda będzie nieczynna.",
        "Pan {A|m,fam:last} (hydraulik) wystawił fakturę z [[VAT]]. Czy to normalne?",
        "{A} i {B} wprowadzają się w sobotę; napisz powitanie na grupę [[WhatsApp]].",
        "Rachunek z [[PGE]] jest wystawiony na: {A}. Jak to zmienić?",
        "Zarządca budynku, {A}, nie odpowiada na maile w sprawie przecieku.",
        "Napisz ogłoszenie: klucze do piwnicy ma {A}.",
    ],
    "tr": [
        "Ev sahibim {A}, kirayı {@month_tr} ayından itibaren artırmak istiyor. Ne yapmalıyım?",
        "{A|f,turkish,turkishgerman:first} Hanım apartman yöneticisi; [[aidat]] için ona bir mesaj yaz.",
        "{A|m,turkish,turkishgerman:first} Bey tesisatçı; faturayı [[KDV]] dahil mi gönderdi?",
        "[[Sahibinden]] ilanındaki ev için {A} ile görüşme ayarla.",
        "{A} ve {B} yeni komşularımız; site [[WhatsApp]] grubuna hoş geldin mesajı yaz.",
        "[[e-Devlet]] üzerinden adres değişikliği yaptım ama kayıt hâlâ {A} adına görünüyor.",
        "Depozitoyu {A} iade etmiyor. [[Tüketici Hakem Heyeti]]'ne başvurabilir miyim?",
    ],
    "sv": [
        "Kan du hjälpa mig att skriva till {A} om depositionen för lägenheten?",
        "Vår hyresvärd {A} vill höja hyran från {@month_sv}. Vad säger [[Hyresnämnden]]?",
        "{A} i [[BRF]]-styrelsen bad mig sammanfatta årsmötet.",
        "Rörmokaren {A} vill ha betalt via [[Swish]]. Är det normalt?",
        "{A} och {B} flyttar in på fredag; skriv ett välkomstmeddelande till trapphusets grupp.",
        "Elräkningen från [[Vattenfall]] står på {A}. Hur byter jag namn?",
        "Hur anmäler {A} flytt till [[Skatteverket]] med [[BankID]]?",
    ],
}

KEEP_EN_T = [
    "What does {@acro} stand for in a lettings advert?",
    "Our boiler is a {@brand2}; it shows fault code F28 every {@day} morning.",
    "Is a {@brand} worth it for a small flat with carpets?",
    "Set up a {@app} reminder for the bin collection every {@day}.",
    "Write a checklist for moving house in {@month}, including the {@acro} check.",
    "{@role} visits are on {@day}; draft a notice for the lobby.",
    "Compare {@util} with a cheaper supplier for a two-bed flat.",
    "Can {@speaker} turn the heating down when nobody is home?",
    "The {@role} said the gutters need clearing before {@month}.",
    "Does {@app} let me split the {@util} bill with housemates?",
    "Is it normal for a letting agent to charge a fee for the {@acro} in {@month}?",
    "Explain how {@scheme} deposit protection works for a first-time renter.",
]
POOLS["brand2"] = ["Vaillant", "Worcester Bosch", "Baxi", "Ideal Logic", "Viessmann", "Glow-worm"]

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "titles", "business", "nonenglish", "keep"]
CASE_MODES = ["lower", "upper", "title", "namelower", "nameupper", "surnameupper", "mixed"]
NONEN_LANGS = ["de", "es", "fr", "pt", "it", "nl", "pl", "tr", "sv"]

COUNTS = {"casing_per_mode": 12, "position_per_pos": 25, "lists": 66, "possessive": 44,
          "quoted": 56, "code": 66, "titles": 52, "business": 56, "nonenglish_per_lang": 11,
          "keep_en": 30}


# ------------------------------------------------------------------ persons
SPECIAL_FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D",
                "æ": "ae", "Æ": "AE", "ı": "i", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
                "œ": "oe", "Œ": "OE"}


def fold(s):
    s = "".join(SPECIAL_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def compact(s):
    return re.sub(r"[^A-Za-z0-9]", "", fold(s))


class Person:
    def __init__(self, origin, gender, given, fam, order, style):
        self.origin, self.gender, self.given, self.fam = origin, gender, given, fam
        self.order, self.style = order, style  # style: normal | nofam | patro | initial

    @property
    def callname(self):
        if self.origin["callname"] == "last":
            return self.given.split()[-1]
        return self.given

    def has_fam(self):
        return self.style == "normal" and bool(self.fam)

    def full(self, surup=False):
        if self.style == "nofam" or not self.fam:
            return self.given
        if self.style == "initial":
            return self.fam[0] + ". " + self.given
        fam = self.fam.upper() if surup else self.fam
        if self.order == "fg":
            return fam + " " + self.given
        return self.given + " " + fam

    def form(self, name, surup_mode=False):
        if name == "full":
            return self.full(surup=surup_mode and self.has_fam())
        if name == "first":
            return self.callname
        if name == "last":
            if self.style == "normal" and self.fam:
                return self.fam.upper() if surup_mode else self.fam
            if self.style in ("patro", "initial"):
                return self.callname
            return self.full()
        if name == "initlast":
            if self.has_fam():
                return self.given[0] + ". " + self.fam
            return self.full()
        if name == "lastfirst":
            if self.has_fam():
                return self.fam + ", " + self.given
            return self.full()
        if name == "surup":
            if self.has_fam():
                return self.fam.upper() + " " + self.given
            return self.full()
        if name == "handle":
            if self.fam and self.style != "initial":
                return (compact(self.given)[:1] + compact(self.fam)).lower()
            return compact(self.given).lower()
        if name == "dothandle":
            first = compact(self.callname.split()[0]).lower()
            if self.fam and self.style != "initial":
                return first + "." + compact(self.fam).lower()
            return ".".join(compact(w).lower() for w in self.given.split())
        if name == "user":
            return compact(self.callname.split()[0]).lower()
        if name == "lasthandle":
            if self.fam and self.style != "initial":
                return compact(self.fam).lower()
            return compact(self.given).lower()
        raise ValueError("unknown form " + name)

    def tokens(self):
        return set(t.lower() for t in re.findall(r"\w+", self.full() + " " + self.given))


def make_person(rng, origin, gender):
    g = gender or rng.choice(["f", "m"])
    given = rng.choice(origin[g])
    fam, style, order = "", "normal", origin["order"]
    if origin["nofamily"]:
        style = "nofam"
    else:
        item = rng.choice(origin["l"])
        fam = item if isinstance(item, str) else item[0 if g == "m" else 1]
        if origin["double"] and rng.random() < origin["double"]:
            plain = [x for x in origin["l"] if isinstance(x, str) and x != fam]
            fam = fam + " " + rng.choice(plain)
        if origin["patro"]:
            style = "patro"
        if origin["mononym"] and rng.random() < origin["mononym"]:
            fam, style = "", "nofam"
        if origin["initial"] and rng.random() < origin["initial"]:
            style = "initial"
        if origin["fg_prob"] and rng.random() < origin["fg_prob"]:
            order = "fg"
    if origin["ascii_prob"] and rng.random() < origin["ascii_prob"]:
        given, fam = fold(given), fold(fam)
    return Person(origin, g, given, fam, order, style)


def draw_person(rng, filters, forced_origin, taken):
    gender = None
    origins = []
    preds = []
    for f in filters:
        if f in ("f", "m"):
            gender = f
        elif f in ("fam", "s", "sg"):
            preds.append(f)
        else:
            origins.append(ORIGIN_BY_KEY[f])
    if forced_origin is not None:
        origins = [forced_origin]
    if not origins:
        origins = ORIGINS
    for _ in range(2000):
        o = rng.choice(origins)
        p = make_person(rng, o, gender)
        ok = True
        for pr in preds:
            if pr == "fam" and not p.has_fam():
                ok = False
            if pr == "s" and not (p.has_fam() and p.fam.endswith("s")):
                ok = False
            if pr == "sg" and not p.callname.endswith("s"):
                ok = False
        if ok and all(not (p.tokens() & q.tokens()) for q in taken):
            return p
    raise RuntimeError("cannot draw person for filters %r" % (filters,))


# ------------------------------------------------------------------ rendering
TOKEN_RE = re.compile(r"\{([A-H])(?:\|([\w,]+))?(?::(\w+))?\}|\{@(\w+)\}|<<(.+?)>>|\[\[(.+?)\]\]",
                      re.S)


def parse_markup(markup):
    """Split markup into segments (kind, payload). kinds: plain, name, keep, person, pool."""
    segs, pos = [], 0
    for m in TOKEN_RE.finditer(markup):
        if m.start() > pos:
            segs.append(("plain", markup[pos:m.start()]))
        if m.group(1):
            segs.append(("person", (m.group(1), m.group(2) or "", m.group(3) or "full")))
        elif m.group(4):
            segs.append(("pool", m.group(4)))
        elif m.group(5) is not None:
            segs.append(("name", m.group(5)))
        else:
            segs.append(("keep", m.group(6)))
        pos = m.end()
    if pos < len(markup):
        segs.append(("plain", markup[pos:]))
    return segs


def title_case(text, prev):
    out = []
    for c in text:
        if c.isalpha() and (prev == "" or prev.isspace() or prev in "(\"/[-*|>"):
            out.append(c.upper())
        else:
            out.append(c)
        prev = c
    return "".join(out)


def apply_case(kind, text, mode, prev):
    if mode == "lower":
        return text.lower()
    if mode == "upper":
        return text.upper()
    if mode == "title":
        return title_case(text, prev)
    if mode == "namelower":
        return text.lower() if kind == "name" else text
    if mode == "nameupper":
        return text.upper() if kind == "name" else text
    if mode == "mixed":
        return text.swapcase()
    return text


def render(markup, rng, mode="normal", forced_origin=None):
    if markup.startswith("@lower@"):
        markup, mode = markup[len("@lower@"):], "lower"
    segs = parse_markup(markup)
    # pre-scan: filters for each person letter (union of all occurrences)
    filt = {}
    for kind, pay in segs:
        if kind == "person":
            letter, fs, _ = pay
            lst = filt.setdefault(letter, [])
            for f in fs.split(","):
                if f and f not in lst:
                    lst.append(f)
    people, taken = {}, []
    for letter in sorted(filt):
        fs = list(filt[letter])
        if mode == "surnameupper" and "fam" not in fs:
            fs.append("fam")
        p = draw_person(rng, fs, forced_origin, taken)
        people[letter] = p
        taken.append(p)
    pieces = []  # (kind, text)
    for kind, pay in segs:
        if kind == "plain":
            pieces.append(("plain", pay))
        elif kind == "name":
            pieces.append(("name", pay))
        elif kind == "keep":
            pieces.append(("keep", pay))
        elif kind == "pool":
            pieces.append(("keep", rng.choice(POOLS[pay])))
        else:
            letter, _, form = pay
            poss = ""
            if form.endswith("_p") or form.endswith("_c"):
                poss, form = form[-1], form[:-2]
            text = people[letter].form(form, surup_mode=(mode == "surnameupper"))
            pieces.append(("name", text))
            if poss:
                ap = "'" if poss == "p" else "\u2019"
                pieces.append(("plain", ap if text.endswith("s") else ap + "s"))
    text, names, keep, prev = "", [], [], ""
    for kind, t in pieces:
        t2 = apply_case(kind, t, mode, prev)
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(t2), "text": t2})
        elif kind == "keep" and t2 not in keep:
            keep.append(t2)
        text += t2
        if t2:
            prev = t2[-1]
    return text, names, keep


# ------------------------------------------------------------------ validation
def word_spans(text, w):
    return [(m.start(), m.end()) for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)]


def outside(a, b, spans):
    return all(b <= s["start"] or a >= s["end"] for s in spans)


def validate(rec, seen_ids, seen_texts):
    errs = []
    t, names, keep = rec["text"], rec["names"], rec["keep"]
    if rec["id"] in seen_ids:
        errs.append("duplicate id")
    if t in seen_texts:
        errs.append("duplicate text")
    last_end = -1
    for n in names:
        if t[n["start"]:n["end"]] != n["text"]:
            errs.append("offset mismatch %r" % n)
        if n["start"] >= n["end"]:
            errs.append("empty span")
        if n["text"] != n["text"].strip():
            errs.append("whitespace around span %r" % n["text"])
        if n["start"] < last_end:
            errs.append("overlap/unsorted")
        last_end = n["end"]
    if rec["slice"] == "keep":
        if names:
            errs.append("keep slice has names")
        if not keep:
            errs.append("keep slice without keep items")
    elif not names:
        errs.append("name slice without names")
    name_tokens = set()
    for n in names:
        name_tokens |= set(x.lower() for x in re.findall(r"\w+", n["text"]))
    for k in keep:
        if k != k.strip() or not k:
            errs.append("bad keep item %r" % k)
        if not any(outside(a, b, names) for a, b in word_spans(t, k)):
            errs.append("keep item not found outside names: %r" % k)
        shared = set(x.lower() for x in re.findall(r"\w+", k)) & name_tokens
        if shared:
            errs.append("keep %r shares token with name: %r" % (k, sorted(shared)))
    # every name keeps at least one token that does not occur outside all name spans
    for n in names:
        toks = re.findall(r"\w+", n["text"])
        if not any(all(not outside(a, b, names) for a, b in word_spans(t, tok)) for tok in toks):
            errs.append("all tokens of %r also occur outside names" % n["text"])
    if re.search(r"<<|\[\[|\]\]|\{[A-H@](?:\||:|\})", t):
        errs.append("unrendered markup")
    return errs


# ------------------------------------------------------------------ build
def build():
    rng = random.Random(SEED)
    records = []
    counters = {}

    def new_id(prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, counters[prefix])

    seen = set()
    seen_texts = set()

    def add(slice_, prefix, lang, maker):
        for attempt in range(200):
            text, names, keep = maker()
            rec = {"id": "%s-%03d" % (prefix, counters.get(prefix, 0) + 1), "slice": slice_,
                   "lang": lang, "text": text, "names": names, "keep": keep}
            errs = validate(rec, seen, seen_texts)
            if not errs:
                rec["id"] = new_id(prefix)
                seen.add(rec["id"])
                seen_texts.add(text)
                records.append(rec)
                return
        raise RuntimeError("cannot build valid record %s: %s\n%s" % (prefix, errs, text))

    def add_hand(slice_, lang, markup):
        prefix = "%s-hand" % slice_
        if slice_ in ("nonenglish", "keep"):
            prefix = "%s-%s-hand" % (slice_, lang)
        text, names, keep = render(markup, rng)
        rec = {"id": new_id(prefix), "slice": slice_, "lang": lang, "text": text,
               "names": names, "keep": keep}
        errs = validate(rec, seen, seen_texts)
        if errs:
            raise RuntimeError("hand record %s invalid: %s\n%s" % (rec["id"], errs, markup))
        seen.add(rec["id"])
        seen_texts.add(text)
        records.append(rec)

    hand_by_slice = {s: [h for h in HAND if h[0] == s] for s in SLICES}
    assert sum(len(v) for v in hand_by_slice.values()) == len(HAND), "unknown slice in HAND"

    for slice_ in SLICES:
        if slice_ == "cultures":
            nt = len(CULTURE_T)
            for i, o in enumerate(ORIGINS):
                for j in (0, 1):
                    tpl = CULTURE_T[(2 * i + j + (i // (nt // 2))) % nt]
                    add("cultures", "cultures-%s" % o["key"], "en",
                        lambda tpl=tpl, o=o: render(tpl, rng, forced_origin=o))
        elif slice_ == "casing":
            for k, mode in enumerate(CASE_MODES):
                for i in range(COUNTS["casing_per_mode"]):
                    tpl = CASING_T[(i + 2 * k) % len(CASING_T)]
                    add("casing", "casing-%s" % mode, "en", lambda tpl=tpl, mode=mode: render(tpl, rng, mode))
        elif slice_ == "position":
            for pos in ("start", "middle", "end"):
                for i in range(COUNTS["position_per_pos"]):
                    tpl = POS_T[pos][i % len(POS_T[pos])]
                    add("position", "position-%s" % pos, "en", lambda tpl=tpl: render(tpl, rng))
        elif slice_ in ("lists", "quoted"):
            T = LISTS_T if slice_ == "lists" else QUOTED_T
            for i in range(COUNTS[slice_]):
                tpl = T[i % len(T)]
                mode = "lower" if i % 7 == 6 else "normal"
                add(slice_, slice_, "en", lambda tpl=tpl, mode=mode: render(tpl, rng, mode))
        elif slice_ in ("possessive", "code", "titles", "business"):
            T = {"possessive": POSS_T, "code": CODE_T, "titles": TITLES_T, "business": BUSINESS_T}[slice_]
            for i in range(COUNTS[slice_]):
                tpl = T[i % len(T)]
                add(slice_, slice_, "en", lambda tpl=tpl: render(tpl, rng))
        elif slice_ == "nonenglish":
            for lang in NONEN_LANGS:
                T = NONEN_T[lang]
                for i in range(COUNTS["nonenglish_per_lang"]):
                    tpl = T[i % len(T)]
                    add("nonenglish", "nonenglish-%s" % lang, lang, lambda tpl=tpl: render(tpl, rng))
                for s, lg, markup in hand_by_slice["nonenglish"]:
                    if lg == lang:
                        add_hand("nonenglish", lg, markup)
            continue
        elif slice_ == "keep":
            for i in range(COUNTS["keep_en"]):
                tpl = KEEP_EN_T[i % len(KEEP_EN_T)]
                add("keep", "keep-en", "en", lambda tpl=tpl: render(tpl, rng))
            for lang in ["en"] + NONEN_LANGS:
                for s, lg, markup in hand_by_slice["keep"]:
                    if lg == lang:
                        add_hand("keep", lg, markup)
            continue
        for s, lg, markup in hand_by_slice[slice_]:
            add_hand(slice_, lg, markup)
    langs_in_hand = set(h[1] for h in HAND)
    assert langs_in_hand <= set(["en"] + NONEN_LANGS), langs_in_hand
    return records


def main():
    records = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    md5 = hashlib.md5(data.encode("utf-8")).hexdigest()
    print("%-12s %5s %5s %6s %6s" % ("slice", "n", "hand", "names", "keep"))
    tot = [0, 0, 0, 0]
    for s in SLICES:
        rs = [r for r in records if r["slice"] == s]
        row = [len(rs), sum(1 for r in rs if "-hand-" in r["id"]),
               sum(len(r["names"]) for r in rs), sum(len(r["keep"]) for r in rs)]
        tot = [a + b for a, b in zip(tot, row)]
        print("%-12s %5d %5d %6d %6d" % ((s,) + tuple(row)))
    print("%-12s %5d %5d %6d %6d" % (("TOTAL",) + tuple(tot)))
    langs = {}
    for r in records:
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
    print("languages:", ", ".join("%s %d" % (k, langs[k]) for k in ["en"] + NONEN_LANGS if k in langs))
    print("origins:", len(ORIGINS))
    print("md5:", md5)


if __name__ == "__main__":
    main()
