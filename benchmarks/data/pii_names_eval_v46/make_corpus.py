#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v46/names_eval.jsonl (python3 standard library only).

    python3 make_corpus.py

regenerates names_eval.jsonl byte for byte (seed 46046, one random.Random, fixed
iteration order, json.dumps(..., ensure_ascii=False), "\\n" line ends), validates every
record and prints per-slice / per-subslice counts and the md5 of the file.

Template markup
  {A} {B} ... {F}        full name of person A..F   ({Af}/{Am} force the gender)
  {A:form}               another form of the same person's name:
                         first, last, lastfirst ("Raman, Priya"), initlast ("P. Raman"),
                         caplast ("RAMAN Priya"), handle ("p.raman", "praman", ...)
  {#fill}                a random non-name filler (time, inc, claim, age, dob, num, date)
  <<Name>>               a literal, hand-written name span
  [[word]]               a literal keep item
  [[@pool]]              a keep item drawn from KEEP_POOLS[pool]
"""
import hashlib
import json
import os
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

sys.dont_write_bytecode = True  # keep the folder free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from names_data import ORIGINS, BY_KEY, LANG_ORIGINS  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 46046
rng = random.Random(SEED)
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# ---------------------------------------------------------------- keep pools
KEEP_POOLS = {
    "unit": ["Engine 7", "Medic 12", "Ladder 3", "Rescue 1", "Squad 41", "Truck 9", "Battalion 2",
             "Ambulance 14", "Tower 5", "Brush 22", "Medic 3", "Engine 51", "Rescue 2", "Ladder 118",
             "Medic 21", "Engine 33", "Air 1", "Marine 6"],
    "street": ["Martin Luther King Jr. Blvd", "Victoria Street", "Cesar Chavez Ave", "Lincoln Avenue",
               "Elm Street", "Washington Blvd", "George Street", "Queen Street", "Nelson Mandela Drive",
               "Kennedy Road", "Jefferson Ave", "Abbey Road", "Harriet Tubman Way", "King Street",
               "Wellington Road", "Churchill Way"],
    "hospital": ["St. Mary's", "Johns Hopkins", "Mount Sinai", "Cedars-Sinai", "Guy's Hospital",
                 "John Radcliffe Hospital", "Addenbrooke's", "Massachusetts General", "Royal London Hospital",
                 "Mayo Clinic", "Cleveland Clinic", "Karolinska", "Charité", "Great Ormond Street Hospital",
                 "St. Jude", "Memorial Sloan Kettering", "Royal Victoria Infirmary", "Baylor St. Luke's"],
    "school": ["Lincoln Elementary", "Roosevelt High School", "Jefferson Middle School",
               "St. Patrick's Primary", "King Edward VI School", "Washington Irving Middle School",
               "Kingsway Primary", "Hamilton Academy"],
    "storm": ["Hurricane Milton", "Hurricane Helene", "Storm Babet", "Storm Ciarán", "Typhoon Haiyan",
              "Cyclone Freddy", "Hurricane Ian", "Storm Eunice", "Hurricane Beryl", "Tropical Storm Debby",
              "Typhoon Yagi", "Storm Isha", "Hurricane Otis", "Cyclone Gabrielle"],
    "vehicle": ["Ford Transit", "Toyota Camry", "Honda Civic", "Nissan Leaf", "VW Golf", "Tesla Model Y",
                "Kia Sportage", "Subaru Outback", "Chevy Tahoe", "Lincoln Navigator", "Mercedes Sprinter",
                "Renault Clio", "Toyota Corolla", "Hyundai Elantra", "Škoda Octavia", "Vauxhall Corsa",
                "Dodge Charger", "Jeep Cherokee", "Ford Ranger", "Mazda CX-5", "Volvo XC90", "Fiat Panda"],
    "drug": ["Tylenol", "Narcan", "EpiPen", "Advil", "Xarelto", "Eliquis", "Coumadin", "Lasix", "Zofran",
             "Ativan", "Benadryl", "Ventolin", "Lantus", "Keppra", "Plavix", "Augmentin"],
    "software": ["PagerDuty", "Opsgenie", "Jira", "Grafana", "ServiceNow", "Datadog", "Splunk", "Kibana",
                 "Sentry", "Statuspage", "Zendesk", "Slack", "Microsoft Teams", "Everbridge", "RapidSOS",
                 "Mark43", "Prometheus", "Jenkins", "Zetron"],
    "acronym": ["EMS", "ER", "ICU", "CPR", "DOB", "VIN", "HR", "ETA", "AED", "GCS", "MVA", "DUI", "OSHA",
                "PPE", "SAR", "EMT", "CAD", "PSAP", "BOLO", "NHS", "FEMA", "HAZMAT", "MCI", "RCA", "SLA",
                "EOC", "CCTV", "DNR", "ALS", "BLS"],
    "place": ["Denver", "Harris County", "Charlotte", "Florence", "Austin", "Victoria", "Lincoln", "Madison",
              "Jackson", "Chelsea", "Sydney", "Regina", "Adelaide", "Hamilton", "Wellington", "Darwin",
              "Georgia", "Jordan", "St. Helens", "Orlando", "Phoenix", "Tulsa", "Leeds", "Bristol", "Cork",
              "Winnipeg", "Savannah", "Augusta"],
    "insurer": ["State Farm", "GEICO", "Allianz", "AXA", "Aviva", "Zurich", "Liberty Mutual", "Travelers",
                "Nationwide", "Admiral", "Churchill", "Direct Line", "Progressive", "Hastings Direct",
                "Allstate", "Lloyd's", "Generali", "Tokio Marine"],
    "org": ["Red Cross", "FEMA", "Salvation Army", "RNLI", "St John Ambulance", "Samaritans", "AAA", "RAC",
            "ADAC", "Mountain Rescue", "Coast Guard", "Civil Air Patrol"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "March", "April", "May", "June", "July", "August", "October", "December"],
    "medic": ["Medic 12", "Medic 3", "Medic 21", "Ambulance 14", "Ambulance 7", "Rescue 1", "Medic 44", "Air 1"],
    "rescue": ["Air 1", "Rescue 1", "Rescue 2", "Marine 6", "Coastguard 9", "Mountain Rescue 2"],
    "alerting": ["PagerDuty", "Opsgenie", "Datadog", "Grafana", "Prometheus", "Splunk", "Sentry", "ServiceNow",
                 "xMatters", "Everbridge"],
    "medterm": ["Apgar score", "Foley catheter", "Glasgow Coma Scale", "Trendelenburg position", "Colles fracture",
                "Bell's palsy", "Epley maneuver", "Heimlich maneuver", "Parkinson's disease", "Alzheimer's disease",
                "Babinski sign", "Cushing's triad"],
    "law": ["Good Samaritan law", "Baker Act", "Marchman Act"],
    "alert": ["AMBER Alert", "Silver Alert", "Code Adam", "Blue Alert"],
    "gear": ["Stokes basket", "Sked stretcher", "Jaws of Life", "Thomas splint", "KED board", "Ambu bag"],
    "roadside": ["AAA", "RAC", "ADAC", "the AA", "Green Flag"],
    "shelter_org": ["Red Cross", "Salvation Army", "Team Rubicon", "Catholic Charities", "United Way"],
    "fire": ["Marshall Fire", "Camp Fire", "Dixie Fire", "Park Fire", "Caldor Fire", "Eaton Fire",
             "Palisades Fire"],
}

# ---------------------------------------------------------------- templates
CULTURE_T = [
    "Incident #{#inc}: caller {A} reported smoke coming from the laundry room of the apartment block on [[@street]]. [[@unit]] on scene at {#time}.",
    "Witness statement — I, {A}, was waiting at the crossing when the [[@vehicle]] ran the red light and struck the cyclist. I did not see the driver's face.",
    "Triage note {#time}: {A}, {#age} y/o, brought in by [[@medic]] after a fall from a ladder. [[GCS]] 14, suspected wrist fracture. Next of kin: {B}.",
    "can you help me word my travel insurance claim? flight cancelled and bag lost. policy holder is {A}, co-traveller {B}. insurer is [[@insurer]]",
    "MISSING PERSON — {A}, {#age}, last seen [[@day]] evening near the harbour wearing a red raincoat. Please call the non-emergency line with any information.",
    "Shift handover {#time}: {A} (nights) → {B} (days). Two open calls, one [[AED]] needs restocking, [[@unit]] fuel card still missing.",
    "Visitor log — Building C reception\n08:42  {A}  contractor  badge V-117\n09:05  {B}  interview  badge V-118",
    "Please summarise this home claim: the insured, {A}, says a burst pipe flooded the kitchen while the family was away in [[@place]].",
    "SAR callout roster: team lead {A}; navigator {B}. Meet at the trailhead car park, radios on channel 4.",
    "Discharge summary: {A} admitted via [[ER]] with chest pain, troponin negative x2, discharged home on [[@drug]]. Follow-up with GP in 1 week.",
    "Hi, I'm writing on behalf of my mother {Af} — her car was rear-ended on [[@street]] and the other driver's insurer ([[@insurer]]) still hasn't replied.",
    "Badge access denied 3x at door B-214 for cardholder {A} between 22:10 and 22:14. Security notified via [[@alerting]].",
    "School incident form: pupil {A} slipped in the corridor at lunch; first aid given by {B}; parents informed by phone at {#time}.",
    "Police report excerpt: officers spoke with {A}, who stated that the back door had been forced open when they returned home around {#time}.",
    "Postmortem draft — incident commander: {A}. Timeline: {#time} alert fired in [[@alerting]]; four minutes later {B} acknowledged the page.",
    "Near-miss report: forklift reversed into aisle 6 without a spotter. Reported by {A}, witnessed by {B}. No injuries, [[PPE]] worn.",
    "Lost child at the fairground: {A}, age 6, found near the carousel and reunited with {B} at {#time}.",
    "Admission: patient {A}, DOB {#dob}, allergic to penicillin. Next of kin {B} (sibling) informed.",
    "Dispatcher notes: RP {A} says the neighbour's dog bit a delivery driver. Animal control requested; [[@unit]] not needed.",
    "Translate this into plain English for the family: '{A} sustained a closed fracture of the left tibia and was taken to theatre.'",
    "The tow yard says the car is registered to {A} but the claim was filed by {B}. Which name goes on the release form?",
    "Welfare check requested by {A} for an elderly neighbour who hasn't collected the post since [[@day]].",
    "Rescue log 14:20 — hiker {A} located on the ridge with a sprained ankle; winched out by [[@rescue]] at 14:55.",
    "Statement of {A}: 'The smoke alarm went off at about 3 in the morning. I woke {B} and we left through the window.'",
    "Claim {#claim}: insured {A}; third party {B}; location: car park of the [[@place]] retail park; damage to rear bumper.",
    "Hotel security report: guest {A} reported a stolen laptop from room 412. CCTV request sent to the night manager.",
    "From the on-call notes: {A} was paged twice for the database outage, escalated to {B} after no ack within 10 min.",
    "Patient {A} refused transport after the [[MVA]] and signed the refusal form in front of two crew members.",
    "Our nanny {Af} called 112 when the toddler swallowed a button battery — can you check if her first-aid steps were right?",
    "Fire investigation interview: occupant {A} states the space heater was left on in the bedroom overnight.",
    "Please draft a thank-you note to {A}, the lifeguard who pulled my son out of the pool on [[@day]].",
    "Security guard daily log — {#time} patrol of level 2 car park, all clear. Keys handed to {A}.",
    "Evacuation headcount: floor warden {A} reports everyone accounted for on floor 5 except a visitor signed in by {B}.",
    "Trauma bay: {A}, pedestrian struck by a [[@vehicle]], arrived via [[@medic]]. Primary survey complete.",
    "Injury at work form — Employee name: {A}. Supervisor: {B}. Body part: right hand. Treated on site, [[OSHA]] recordable: no.",
    "we reported the break-in but the officer spelled my husband's name wrong, it should be {Am}. how do i get the report corrected?",
    "Ambulance crew log: patient {A}, found on the kitchen floor, family member {B} on scene, transported to [[@hospital]].",
    "Fraud flag on claim {#claim}: policyholder {A} reported the same watch stolen in two separate incidents.",
    "Flood rescue update: boat crew reached {A} and two children on the roof at {#time}; all safe.",
    "Lost property at the stadium: wallet handed in, ID card shows {A}. Owner notified by stadium security.",
    "Interpreter booked for {A} (ward 6) — family says {B} will also attend the meeting with the consultant.",
    "Mountain hut logbook: {A} and {B} left at 05:30 for the summit, expected back by 16:00.",
]

CASING_T = [
    "911 caller {Af} says her father fell in the shower and can't get up; address confirmed, [[@unit]] dispatched.",
    "Reporting officer: {A}. Victim: {B}. Offense: burglary of a vehicle, [[@street]] parking lot.",
    "Can you rewrite this claim letter more formally? My name is {A} and my car was hit in the supermarket car park during [[@storm]].",
    "Patient {A} admitted to [[ICU]] at {#time}; next of kin {B} informed by phone.",
    "Witness statement of {A}: I saw the [[@vehicle]] reverse into the bollard and drive off.",
    "Missing hiker {A}, {#age}, last seen near the north trail on [[@day]]. [[SAR]] team deployed.",
    "Security log {#time}: {A} signed out the master key; key returned by {B} one hour later.",
    "Emergency contact for {A}: {B} (spouse), phone on file.",
    "Please summarise: {A} slipped on a wet floor at work and the manager, {B}, refused to file an incident report.",
    "Insured: {A}. Loss: hail damage to the roof. Adjuster: {B}. Insurer: [[@insurer]].",
    "Driver 1: {A}. Driver 2: {B}. Vehicle 1: [[@vehicle]]. No injuries reported.",
    "Badge {#num} belongs to {A}; it was used at the loading dock at {#time} while they were on leave.",
    "The paramedic, {A}, gave [[@drug]] and the patient improved within minutes.",
    "Lost child at the mall: {A}, 5, red jumper. Parent {B} waiting at the information desk.",
    "Guard on duty: {A}. Relieved by: {B}. Notes: gate 3 motor faulty, reported to facilities.",
    "BOLO issued for {A}, wanted in connection with the warehouse fire on [[@street]].",
    "Thank you card for {A}, who found our dog after [[@storm]] and brought him to the shelter.",
    "Claimant {A} says the [[@insurer]] adjuster never visited the property.",
    "Discharge note: {A} seen in [[ER]], discharged with [[@drug]], follow-up in 2 weeks.",
    "On-call this week: {A}. Backup: {B}. Escalation through [[@alerting]].",
    "Volunteer sign-in: {A} arrived 08:00, {B} arrived 08:15, both assigned to the sandbag line.",
    "The tenant, {A}, reported a gas smell at {#time}; the landlord {B} was unreachable.",
    "Bus crash passenger list includes {A} and {B}; both taken to [[@hospital]].",
    "Firefighter {A} rescued two cats from the second floor during the [[@fire]].",
    "Who pays for the ambulance? It was called by {A} for {B}, who was unconscious.",
    "School nurse log: {A} (year 4) nosebleed, sent home with {B} at {#time}.",
    "my brother {Am} was in the crash on the motorway, how do i find which hospital he is in",
    "Claim {#claim} — policyholder {A} — status: awaiting photos of the flood damage.",
]

POS_START_T = [
    "{A} called at {#time} reporting a gas smell in the basement of the building on [[@street]].",
    "{A:lastfirst} — DOB {#dob} — admitted via [[ER]] after a fall, see triage notes.",
    "{A} is the adjuster on my [[@insurer]] claim, how do I ask for an update without sounding rude?",
    "{A}: I'm at the train station in [[@place]], my daughter is missing, she was wearing a yellow coat",
    "{A} completed the [[CPR]] refresher on [[@day]] and can be added to the first-aider list.",
    "{A}'s statement is attached as page 3 of the incident report.",
    "{A} and {B} were the first officers on scene at the [[@fire]] evacuation point.",
    "{A:first}, can you cover the gatehouse tonight? The usual guard is off sick.",
    "{A} (driver) was not injured; the passenger was taken to [[@hospital]].",
    "{A:caplast} — visitor — signed in 09:12, signed out 17:40, host: facilities.",
    "{A} reported the lift entrapment via the emergency phone at {#time}.",
    "{A:initlast} confirmed the [[AED]] on floor 2 was used and needs new pads.",
    "{A} was the floor warden during the evacuation drill on [[@day]].",
    "{A} — witness — says the van did not stop at the crossing.",
    "{A:first} here — I'm the night nurse on ward 7, the patient in bed 3 keeps pulling out her IV.",
]
POS_MID_T = [
    "Dispatch received a call from {A} about a car fire on [[@street]]; [[@unit]] responded.",
    "The claim filed by {A} last [[@day]] is still pending because the photos are missing.",
    "At {#time} the guard, {A}, found the fire door propped open with a chair.",
    "We interviewed {A} and two other witnesses about the collision on the ring road.",
    "According to the triage nurse {A}, the patient arrived with a [[GCS]] of 13.",
    "The missing teenager was found by {A} in the bus shelter and taken home safely.",
    "Please forward the notes from {A} to the claims team before the deadline.",
    "After the blackout the generator was restarted by {A} from maintenance within 20 minutes.",
    "During the storm, {A} and a neighbour moved the elderly residents to the community hall.",
    "The police report lists {A} as the registered keeper of the [[@vehicle]].",
    "Yesterday {A:first} told me the ambulance took 40 minutes — is that normal for a rural area?",
    "The rescue helicopter crew winched {A} off the cliff ledge at dusk.",
    "My landlord says {A} from the insurer will inspect the ceiling on [[@day]].",
    "The hotel manager, {A}, says the fire alarm was tested the week before.",
    "Our security camera caught {A} leaving the warehouse at {#time} with a trolley.",
]
POS_END_T = [
    "Patient was accompanied to the hospital by {A}.",
    "Incident closed by {A}",
    "Please forward the claim form to {A}.",
    "Witness: {A}",
    "The 911 call was placed by {A}!",
    "Signed,\n{A}",
    "Statement taken at {#time} from {A}",
    "Next of kin: {A}.",
    "Badge returned to reception by {A}",
    "who is the adjuster for the flood claim? the letter just says {A}",
    "Reporting party: {A:lastfirst}",
    "Shift handed over to {A:first}.",
    "Found the wallet at the bus stop, ID says {A}",
    "Rescued from the river near the weir: {A}.",
    "Thanks for your help, {A:first}",
]

LIST_T = [
    "SAR team roster — Saturday:\n- {A} (team lead)\n- {B} (medic)\n- {C} (navigator)\n- {D} (dog handler)",
    "On-call this week: {A}, {B}, {C} and {D}.",
    "Passengers in vehicle 2: {A}; {B}; {C}.",
    "name,role,badge\n{A},guard,G-104\n{B},guard,G-117\n{C},supervisor,S-002",
    "Witnesses: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}.",
    "1. {A} – smoke inhalation\n2. {B} – minor burns\n3. {C} – uninjured",
    "Evacuated from flat 4B: {A}, {B} & {C}",
    "first responders on scene: {A} / {B} / {C}",
    "Claimants: {A}, {B}, {C}, and {D} (all passengers of the [[@vehicle]]).",
    "| Name | Unit | Shift |\n|---|---|---|\n| {A} | [[@unit]] | A |\n| {B} | [[@unit]] | B |\n| {C} | [[@unit]] | C |",
    "Can you sort these volunteers alphabetically by surname? {A}, {B}, {C}, {D}, {E}",
    "Next of kin notified: {A} (spouse), {Bm} (son), {Cf} (daughter).",
    "Rotation: week 1 {A:first}, week 2 {B:first}, week 3 {C:first}, week 4 {D:first}",
    "Badge holders flagged for tailgating: {A:caplast}; {B:caplast}; {C:caplast}",
    "Interviewed so far: {A:initlast}, {B:initlast}, {C:initlast}.",
    "Guards on the night of the break-in: {A}, {B}. Supervisor: {C}.",
    "Patients transferred to [[@hospital]]: {A}, {B}; discharged on scene: {C}.",
    "Please add {A}, {B} and {C} to the incident channel in [[@software]].",
    "Casualty list\n• {A}\n• {B}\n• {C}\n• {D}",
    "Drivers involved: (1) {A}, (2) {B}, (3) {C}.",
    "Fire wardens by floor — 1: {A}; 2: {B}; 3: {C}; 4: {D}.",
    "The insurer wants written statements from {A}, {B} and {C} by [[@day]].",
    "Kids signed out after the lockdown: {A:first}, {B:first}, {C:first}. Still waiting: {D:first}.",
    "Triage tags — RED: {A}; YELLOW: {B}, {C}; GREEN: {D}.",
    "Authors of the postmortem: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}.",
]

POSS_T = [
    "{A}'s car was parked in the fire lane when [[@unit]] arrived.",
    "I need to file a claim for {A}'s broken phone — it fell during the evacuation.",
    "The adjuster reviewed {A}’s photos and {B}’s repair estimate.",
    "Per {A:last}'s statement, the light was green when the [[@vehicle]] entered the junction.",
    "Is {A}'s travel insurance still valid if the trip was booked before [[@storm]] was forecast?",
    "{A}'s and {B}'s shifts overlapped by two hours on [[@day]].",
    "Paramedic {A:last}'s notes say the patient was alert and oriented.",
    "We found {A}’s backpack near the trailhead but no sign of the hiker yet.",
    "Whose badge opened door 3 at 02:00? The access log says it was {A}'s.",
    "The landlord disputes {A}'s claim that the boiler was never serviced.",
    "{Af}'s daughter called [[EMS]] after finding her on the floor.",
    "Can you help me appeal the denial of {A}'s claim? The insurer says the damage is wear and tear.",
    "The hospital lost {A}’s hearing aids during the transfer to [[@hospital]].",
    "{A}'s dashcam footage shows the other driver on the phone.",
    "According to {A}'s handover notes, [[@unit]] is out of service until [[@day]].",
    "Officer {A:last}'s body-cam footage has been requested by the insurer.",
    "{A}’s dog was found two streets away after the fire.",
    "The school wants {A}'s parents to sign the incident form by [[@day]].",
    "Why was the payout sent to {A}'s old bank account?",
    "{A:first}'s inhaler was in the locker, which delayed treatment until [[@medic]] arrived.",
]

QUOTE_T = [
    "From: claims@harbourmutual.example\nTo: {A}\nSubject: Your claim {#claim}\n\nDear {A:first},\nwe have received the photos of the water damage. An adjuster will visit on [[@day]].\n\nKind regards,\n{B}\nClaims Team",
    "> On [[@day]], {A} wrote:\n> the generator in the basement is making a clicking noise again\n\nThanks {A:first}, I've logged it for the facilities team.",
    "[09:14] {A:first}: anyone know if the [[AED]] on level 3 was replaced?\n[09:15] {B:first}: yes, swapped it yesterday",
    "Dispatcher: 911, what's the address of your emergency?\nCaller: 42 Birch Lane, my husband {Am:first} isn't breathing.\nDispatcher: Okay, is he on the floor?",
    "\"I saw {A} run out of the shop holding a red bag,\" the witness told the officer.",
    "Hi {A:first},\nJust confirming you're covering the night shift at the gatehouse.\nCheers, {B:first}",
    "URGENT: {A}, your policy will be CANCELLED unless you verify your payment details within 24h. — [[@insurer]] Security Team",
    "Transcript (call 112):\nOPERATOR: Emergency, which service?\nCALLER: Ambulance. My name's {A}, my friend {B:first} collapsed at the gym.",
    "Text from my neighbour: \"hi it's {A:first} from no. 9, the tree from your garden fell on my car, do you have insurance?\" — how should I reply?",
    "Voicemail (auto-transcribed): \"hi this is {A} from the shelter, calling for {B} about the replacement documents, please call back\"",
    "---------- Forwarded message ---------\nFrom: {A}\nSubject: the fall in the car park\n\nSee below, this is what {B:first} told the security guard.",
    "Caller: \"It's my son, {Am:first}, he's not waking up.\" Dispatcher {B} started [[CPR]] instructions at {#time}.",
    "Quote from the postmortem: “{A:first} noticed the queue growing at 14:02 but the alert only fired at 14:19.”",
    "> From: {A}\n> The insurer says the flood was 'gradual seepage'.\n\n{A:first}, ask them for the surveyor's report in writing.",
    "Teams chat:\n{A} 10:42\nis the visitor from the contractor still in the building?\n{B} 10:43\nsigned out at 10:30",
    "Recorded statement (partial): 'Then {Am:first} — that's my brother-in-law — tried to open the door but it was too hot.'",
    "Auto-reply: I am out of the office until [[@day]]. For urgent incidents page the duty manager. Regards, {A}",
    "Message left at the front desk: \"For {A} — the patient in bed 7 wants to discuss the discharge.\"",
    "Slack #security-ops\n{A:handle}: badge reader at B-214 is rejecting valid cards\n{B:handle}: restarting the controller now",
    "Call-taker: Can you spell the surname?\nCaller: {A:last}. First name {A:first}.",
    "Subject: RE: broken window at [[@school]]\n\n{A:first} — the caretaker boarded it up this morning.\n{B:first}",
    "Email signature to shorten:\n--\n{A}\nFire Safety Officer | Emergency Management Agency\n\"Safety first, always\"",
    "The witness told the officer: \"The lady in the green coat — I think her name is {Af:first} — shouted before the bus hit the barrier.\"",
    "WhatsApp:\n{A:first}: Dad's been taken to [[@hospital]]\n{B:first}: omg which ward??\n{A:first}: [[ICU]] for now",
    "Hey {A:first}! The hospital social worker called — they need a copy of the insurance card before [[@day]].",
]

CODE_T = [
    "# TODO({A:handle}): retry the [[RapidSOS]] location lookup when the carrier times out",
    "oncall:\n  primary: {A:handle}\n  secondary: {B:handle}\n  escalation_policy: sev1-dispatch\n  tool: [[@software]]",
    "{\"incident_id\": \"INC-{#num}\", \"commander\": \"{A}\", \"scribe\": \"{B}\", \"status\": \"resolved\"}",
    "2024-11-03T02:14:07Z INFO cad.assign unit=M12 incident={#inc} rp=\"{A}\" callback=redacted",
    "commit 9f2c1e7\nAuthor: {A}\nDate:   Tue\n\n    Fix null caller name in dispatch queue\n\n    Co-authored-by: {B}",
    "-- reviewed by {A:initlast}\nSELECT * FROM incidents WHERE severity = 1 AND closed_at IS NULL;",
    "INSERT INTO visitors (name, host, badge) VALUES ('{A}', '{B}', 'V-{#num}');",
    "/**\n * @author {A:lastfirst}\n */\npublic class TriageScore {",
    "<!-- last edited by {A:handle} -->\n<div id=\"aed-map\"></div>",
    "@{A:handle} can you take the [[PagerDuty]] handoff tonight?",
    "assignee: {A:handle}\nreporter: {B:handle}\npriority: P2\nsummary: Door controller rejects valid badges",
    "logger.info(\"Patient %s checked in\", \"{A}\")",
    "rotation = [\"{A:handle}\", \"{B:handle}\", \"{C:handle}\"]",
    "ticket INC-{#num} reassigned from {A:handle} to {B:handle} by automation",
    "badge_id,holder,door,result\n{#num},{A},B-214,DENIED\n{#num},{A},B-214,DENIED\n{#num},{B},LOBBY,GRANTED",
    "WARN access.door door=SRV-1 holder=\"{A:caplast}\" result=FORCED_OPEN",
    "const caller = { name: \"{A}\", language: \"en\" };",
    "# owners\n/dispatch/ @{A:handle}\n/triage/ @{B:handle}",
    "Jira INC-{#num} | Assignee: {A} | Reporter: {B} | Component: [[@software]]",
    "git commit -m \"Revert escalation change from {A:first}, breaks [[@software]] routing\"",
    "- user: {A:handle}\n  start: 2024-07-01T09:00\n- user: {B:handle}\n  start: 2024-07-08T09:00",
    "{\"claim\": \"{#claim}\", \"insured\": {\"first\": \"{A:first}\", \"last\": \"{A:last}\"}, \"peril\": \"[[@storm]]\"}",
    "# approved-by: {A:lastfirst} (safety officer)\nMAX_OCCUPANCY = 240",
    "export ONCALL_USER={A:handle}\n./page.sh --sev 2",
    "UPDATE claims SET adjuster = '{A:initlast}' WHERE claim_id = '{#claim}';",
    "| time | actor | action |\n|---|---|---|\n| 02:14 | {A:handle} | acknowledged |\n| 02:31 | {B:handle} | resolved |",
    "Exception: caller name was null for incident {#inc} (entered by {A:handle})",
    "user_display_name = \"{A}\"  # synced from the HR system nightly",
    "<tr><td>{A}</td><td>[[@unit]]</td><td>on shift</td></tr>",
    "Signed-off-by: {A}\nReviewed-by: {B}",
]

BUSINESS_T = [
    "INVOICE #{#num}\nBill to: {A}\nService: emergency board-up after break-in\nTechnician: {B}\nTotal due: $385.00",
    "Insurance claim form\nPolicyholder: {A}\nPolicy no.: HM-{#num}\nDate of loss: {#date}\nCause: [[@storm]]\nAdjuster assigned: {B}",
    "Please confirm the payout of €2,340 to {A} (IBAN on file) for the theft claim; approved by {B}.",
    "Subrogation notice: our insured {A} was struck by your insured {B} on [[@street]].",
    "Overtime sheet — week 14\n{A}: 12h (storm callout)\n{B}: 9h\n{C}: 4h",
    "Repair estimate for {A}: [[@vehicle]], rear bumper, tail light, labour 6h.",
    "Payslip query from {A}: hazard pay for the [[@storm]] deployment is missing.",
    "Settlement agreement between [[@insurer]] and {A} regarding the slip-and-fall at the Elm Road store.",
    "Rental car damage report — renter: {A}, additional driver: {B}, vehicle: [[@vehicle]].",
    "Lease addendum: tenant {A} reported mould after the flood; landlord {B} agrees to remediation by [[@day]].",
    "Funeral expense claim: deceased {A}; claimant {B}; amount $6,800.",
    "Workers' comp form\nEmployee: {A}\nInjury: crushed finger, loading dock\nWitness: {B}",
    "Cheque no. {#num} made out to {A} for $760 (emergency accommodation after the house fire).",
    "Statement of account — {A}\nambulance transport $1,250\n[[ER]] facility fee $890\ninsurer payment -$1,600",
    "Guard invoice (night shifts): {A} 7 × 12h, {B} 5 × 12h. Rate $24/h.",
    "Travel claim, Section B — traveller: {A}; companion: {B}; reason for cancellation: [[@storm]].",
    "Deed of release — I, {A}, release [[@insurer]] from further claims arising from the accident of {#date}.",
    "Purchase order PO-{#num}: 12 x trauma kits, requested by {A}, approved by {B} (finance).",
    "Please draft a formal complaint to [[@insurer]] on behalf of {A}; the claim has been pending 94 days.",
    "Policy schedule\nNamed driver 1: {A}\nNamed driver 2: {B}\nVehicle: [[@vehicle]]\nExcess: $750",
    "Refund of the cancelled first-aid course goes to {A}; trainer {B} is paid in full.",
    "KYC check failed for claimant {A} — bank account holder name does not match.",
    "Salary advance for security officer {A} after the flood, approved by [[HR]].",
    "Quote for [[CCTV]] upgrade prepared for {A} by {B}, valid 30 days.",
    "Damage waiver signed by {A} at the rental counter in [[@place]].",
]

TITLE_T = [
    "Dr. {A:last} examined the patient at {#time} and ordered a CT of the head.",
    "Officer {A:last} took the statement; Sgt. {B:last} approved the report.",
    "Mrs. {Af:last} called again about the fence damaged during [[@storm]].",
    "Capt. {A:last} of [[@unit]] assumed incident command.",
    "Please send the discharge letter to Mr. {Am} and cc Dr. {B}.",
    "Det. {A:last} asked whether anyone else had a key to the shop.",
    "Nurse {A:first} checked the IV site at 04:00.",
    "Prof. {A} will review the postmortem for the [[@software]] outage.",
    "Chief {A:last} signed off on the after-action review.",
    "Ms {Af:last} is the claims handler for the water damage case.",
    "Lt. {A:last} and Firefighter {B:last} performed the primary search.",
    "Deputy {A:last} responded to the alarm at the pharmacy.",
    "Mx. {A} requested a copy of the incident report.",
    "Sister {Af:last} (ward manager) escalated the fall to the matron.",
    "PC {A:last} attended and issued a crime reference number.",
    "Trooper {A:last} measured the skid marks on the ramp.",
    "Paramedic {A:last} and EMT {B:last} were assigned to [[@unit]].",
    "Dr {A:initlast}, consultant in emergency medicine, reviewed the case.",
    "Insp. {A:last} (Major Incident Team) will brief the press at {#time}.",
    "Rev. {A} offered support to the families at the reception centre.",
    "Mr {Am:last} says the ceiling collapsed at around 2am.",
    "Dr. {A} and Nurse {B:last} stabilised the patient before transfer to [[@hospital]].",
    "Judge {A:last} ordered the insurer to pay the claim in full.",
    "Station Officer {A:last} led the crew at the [[@fire]] staging area.",
    "Miss {Af:last} reported that the smoke alarm did not sound.",
    "Agent {A:last} from [[@insurer]] will call you on [[@day]].",
    "Prof. Dr. {A:last} chaired the morbidity and mortality meeting.",
    "Sgt. {A:last}'s report lists two witnesses, Mr {Bm:last} and Ms {Cf:last}.",
]

# per-language templates (nonenglish slice)
NONEN_T = OrderedDict([
    ("de", ["Einsatzprotokoll {#time}: Anrufer {A} meldet Rauchentwicklung im [[Treppenhaus]]. [[RTW]] und [[HLF]] alarmiert, Eintreffen nach 7 Minuten.",
            "Schadensmeldung an die [[Versicherung]]: Versicherungsnehmerin {Af}, Schadenstag [[Montag]], [[Wasserschaden]] in der [[Küche]] nach Rohrbruch.",
            "Zeugenaussage von {A}: Ich stand an der [[Ampel]], als der [[Lieferwagen]] ohne zu bremsen in die [[Kreuzung]] fuhr. Die [[Polizei]] kam nach zehn Minuten."]),
    ("fr", ["Main courante {#time} : l'appelant, {Am}, signale une fuite de gaz au sous-sol. Le [[SAMU]] et le [[SDIS]] sont en route.",
            "Déclaration de sinistre : l'assurée, {Af}, déclare un dégât des eaux survenu [[mardi]] dans la salle de bains. Expert mandaté par [[Groupama]].",
            "Témoignage de {A} : « J'ai vu la voiture percuter le poteau près de la [[Gare de Lyon]]. »"]),
    ("es", ["Parte de emergencias {#time}: la llamante, {Af}, informa de un incendio en la cocina. Se envía una dotación de [[Bomberos]] y una [[UVI móvil]].",
            "Reclamación al seguro: el asegurado {Am} sufrió un robo en su vehículo en [[Sevilla]]; adjunta la denuncia de la [[Guardia Civil]].",
            "Informe de alta: paciente {A}, ingresado en [[Urgencias]] por caída casual; se pauta [[Nolotil]] y control en una semana."]),
    ("it", ["Verbale di intervento: la richiedente {Af} segnala un uomo a terra in [[Piazza Garibaldi]]. Inviata ambulanza del [[118]].",
            "Denuncia di sinistro stradale: conducente {A}, veicolo [[Fiat Panda]], testimone {B}."]),
    ("pt", ["Ocorrência {#inc}: a solicitante {Af} relata queda de idoso em casa; viatura do [[SAMU]] enviada às {#time}.",
            "Participação de sinistro: o segurado {Am} declara que a [[Fidelidade]] ainda não respondeu ao pedido de reboque."]),
    ("nl", ["Meldkamer {#time}: melder {A} ziet rook uit een schuur aan de [[Prins Hendrikkade]]; [[brandweer]] onderweg.",
            "Schadeformulier: verzekerde {A}, tegenpartij {B}, plaats ongeval: rotonde bij [[Utrecht]]."]),
    ("sv", ["Händelserapport: anmälaren {A} uppger att dörren till förrådet var uppbruten. [[Polisen]] kontaktad via [[112]].",
            "Skadeanmälan till [[Länsförsäkringar]]: försäkringstagare {A}, skadedatum i [[oktober]], vattenläcka i badrummet."]),
    ("nb", ["Hendelseslogg {#time}: innringer {A} melder om en person i vannet ved [[Aker Brygge]]. [[Redningsselskapet]] varslet.",
            "Skademelding: forsikringstaker {A}, bil av typen [[Tesla Model Y]], skade på frontrute etter steinsprut."]),
    ("da", ["Vagtrapport: vagt {A} overdrog nøglerne til {B} kl. {#time}. [[Falck]] tilkaldt til en faldulykke.",
            "Skadeanmeldelse til [[Tryg]]: forsikringstager {A}, indbrud i sommerhuset i [[Gilleleje]]."]),
    ("fi", ["Hätäkeskusilmoitus {#time}: soittaja {A} ilmoittaa savua kerrostalon rappukäytävässä [[Helsingissä]]. Paikalle [[pelastuslaitos]] ja ensihoito.",
            "Vahinkoilmoitus: vakuutettu {A}, vahinkopäivä [[maanantai]], vesivahinko keittiössä. Vakuutusyhtiö [[LähiTapiola]]."]),
    ("is", ["Útkallsskýrsla: tilkynnandi {A} sá reyk frá húsi við [[Laugavegur]]. [[Slökkviliðið]] kom á staðinn kl. {#time}.",
            "Tjónstilkynning: vátryggingartaki {A}, bifreið af gerðinni [[Toyota Land Cruiser]], tjón vegna óveðurs."]),
    ("pl", ["Notatka dyspozytora {#time}: zgłaszający {Am} informuje o pożarze w piwnicy bloku przy ulicy [[Mickiewicza]]. Zadysponowano [[PSP]].",
            "Zgłoszenie szkody: ubezpieczona {Af}, pojazd [[Škoda Octavia]], sprawca {B}."]),
    ("cs", ["Záznam z operačního střediska: oznamovatel {Am} hlásí dopravní nehodu na dálnici [[D1]]. Vyslána [[ZZS]].",
            "Hlášení pojistné události: pojištěná {Af}, škoda na střeše po bouřce, pojišťovna [[Kooperativa]]."]),
    ("sk", ["Záznam z tiesňovej linky {#time}: volajúci {Am} hlási požiar garáže v obci [[Pezinok]]. Vyslaný [[HaZZ]].",
            "Hlásenie poistnej udalosti: poistená {Af}, krádež bicykla v [[Bratislave]]."]),
    ("hu", ["Kárbejelentés: a biztosított {A}, a káresemény helye [[Debrecen]], időpont: kedd este.",
            "Mentésirányítás {#time}: a bejelentő {A} szerint egy idős férfi elesett a lépcsőházban. Kiküldve: [[OMSZ]] mentőegység."]),
    ("ro", ["Apel [[112]] la ora {#time}: apelanta {Af} raportează un incendiu într-o bucătărie din [[Cluj-Napoca]]. Intervine [[ISU]].",
            "Declarație de martor: subsemnatul {Am} am văzut autoturismul [[Dacia Logan]] trecând pe roșu."]),
    ("hr", ["Izvješće o intervenciji: pozivatelj {A} prijavio je dim iz podruma zgrade. Na mjesto upućen [[DVD]].",
            "Prijava štete: osiguranik {A}, vozilo [[Opel Astra]], mjesto nezgode: [[Zagreb]]."]),
    ("sl", ["Poročilo o dogodku: klicateljica {Af} je prijavila padec starejšega moškega v [[Mariboru]]. Na kraj je prišla ekipa [[NMP]].",
            "Prijava škode zavarovalnici [[Triglav]]: zavarovanec {Am}, toča je poškodovala streho."]),
    ("sr", ["Записник о интервенцији: позивалац {A} пријавио је пожар у стану у [[Новом Саду]].",
            "Пријава штете: осигураник {A}, оштећење аутомобила на паркингу у [[Београду]]."]),
    ("bg", ["Сигнал на [[112]] в {#time}: подателят {A} съобщава за пожар в мазе в [[Пловдив]].",
            "Застрахователна претенция: застрахован {A}, щета от градушка по автомобил [[Тойота]]."]),
    ("ru", ["Карточка вызова {#time}: заявитель {A} сообщает о запахе газа в подъезде, город [[Москва]]. Направлена бригада [[СМП]].",
            "Заявление о страховом случае: страхователь {A}, ДТП на [[МКАД]], виновник {B}.",
            "Объяснение свидетеля {A}: «Я видел, как [[Газель]] выехала на красный свет»."]),
    ("uk", ["Повідомлення на лінію [[101]]: заявниця {Af} повідомляє про пожежу на балконі у [[Львові]].",
            "Акт про нещасний випадок на виробництві: потерпілий {Am}, свідок {B}."]),
    ("el", ["Αναφορά συμβάντος: ο καλών {Am} ανέφερε τροχαίο στην [[Εγνατία Οδό]]. Στάλθηκε ασθενοφόρο του [[ΕΚΑΒ]].",
            "Δήλωση ζημιάς: ασφαλισμένη {Af}, πλημμύρα στο υπόγειο μετά την κακοκαιρία [[Daniel]]."]),
    ("tr", ["[[112]] çağrı kaydı {#time}: arayan {A}, [[Kadıköy]]'de bir binada duman olduğunu bildirdi.",
            "Hasar ihbarı: sigortalı {A}, araç [[Fiat Egea]], kaza yeri [[Ankara]]."]),
    ("lt", ["Įvykio ataskaita: pranešėjas {Am} pranešė apie gaisrą garaže [[Kaune]]. Informuotas [[BPC]].",
            "Žalos pranešimas: draudėja {Af}, automobilis [[Volkswagen Passat]]."]),
    ("lv", ["Notikuma ziņojums: zvanītājs {Am} ziņoja par dūmiem daudzdzīvokļu mājā [[Rīgā]]. Izsaukts [[VUGD]].",
            "Apdrošināšanas pieteikums [[BTA]]: apdrošinātā {Af}, bojāts jumts pēc vētras."]),
    ("et", ["Häirekeskuse kõne {#time}: helistaja {A} teatas suitsust kortermajas [[Tartus]]. Välja sõitis [[Päästeamet]].",
            "Kahjuteade: kindlustatu {A}, sõiduk [[Toyota RAV4]], kahju põhjus: kokkupõrge põdraga."]),
    ("ca", ["Registre del [[112]]: la persona que truca, {Af}, informa d'un incendi en un pis de [[Girona]]. S'hi envien els [[Bombers]].",
            "Declaració de sinistre: l'assegurat {Am} explica que la riuada va inundar el garatge; ho cobreix el [[Consorci]]."]),
    ("eu", ["[[SOS Deiak]] erregistroa {#time}. Deitzailea: {A}. Gertalekua: [[Bilbo]]. Baliabideak: [[Ertzaintza]] eta suhiltzaileak.",
            "Istripu-txostena: gidaria {A}, lekukoa {B}."]),
    ("ga", ["Tuairisc teagmhais {#time}: ghlaoigh {A} ar [[112]] faoi dhóiteán i dteach. Áit: [[Gaillimh]].",
            "Ráiteas finné: Chonaic {A} an carr ag dul tríd an solas dearg."]),
    ("cy", ["Adroddiad digwyddiad {#time}: ffoniodd {A} [[999]] ar ôl gweld mwg o'r sied. Lleoliad: [[Caerdydd]].",
            "Hawliad yswiriant: deiliad y polisi {A}, difrod dŵr i'r gegin ar ôl y storm."]),
    ("af", ["Voorvalverslag {#time}: beller {A} meld 'n brand in 'n woonstel in [[Kaapstad]]. [[ER24]] ambulans gestuur.",
            "Eis by [[Santam]]: polishouer {A}, motor gesteel op [[Vrydag]]."]),
    ("sw", ["Ripoti ya tukio {#time}: mpigaji simu {A} ameripoti moto katika soko la [[Kariakoo]]. Zimamoto wametumwa.",
            "Dai la bima: mwenye bima {A}, gari aina ya [[Toyota Probox]] liligongwa na bodaboda."]),
    ("ar", ["بلاغ طوارئ الساعة {#time}: أفاد المتصل {Am} بوجود حريق في شقة في [[عمّان]]. تم إرسال فرق [[الدفاع المدني]].",
            "مطالبة تأمين: المؤمَّن له {A}، حادث سير على طريق [[المطار]]، الطرف الآخر {B}.",
            "تقرير خروج من المستشفى: المريضة {Af}، دخلت قسم [[الطوارئ]] بسبب كسر في الساق."]),
    ("he", ["דיווח למוקד [[מד\"א]]: המתקשר {Am} דיווח על אדם שהתמוטט ברחוב [[הרצל]].",
            "תביעת ביטוח: המבוטחת {Af}, נזקי מים בדירה, סוכן הביטוח {B}."]),
    ("fa", ["گزارش حادثه ساعت {#time}: تماس‌گیرنده {A} از آتش‌سوزی در یک آپارتمان در [[تهران]] خبر داد. [[اورژانس]] اعزام شد.",
            "درخواست خسارت: بیمه‌گذار {A}، تصادف با خودروی [[پژو ۲۰۶]]."]),
    ("hi", ["आपातकालीन कॉल {#time}: कॉल करने वाले {A} ने बताया कि [[दिल्ली]] में एक इमारत में आग लगी है। [[108]] एम्बुलेंस भेजी गई।",
            "बीमा दावा: बीमाधारक {A}, वाहन [[मारुति स्विफ्ट]], दुर्घटना स्थल [[जयपुर]]।"]),
    ("mr", ["घटना अहवाल: फोन करणारे {A} यांनी [[पुणे]] येथे इमारतीत आग लागल्याचे कळवले.",
            "विमा दावा: विमाधारक {A}, पुरामुळे घराचे नुकसान, साक्षीदार {B}."]),
    ("ne", ["घटना विवरण: फोन गर्ने {A} ले [[काठमाडौं]] मा आगलागी भएको जानकारी दिनुभयो।",
            "बीमा दाबी: बीमित {A}, मोटरसाइकल दुर्घटना, स्थान [[पोखरा]]।"]),
    ("bn", ["জরুরি কল {#time}: কলার {A} জানিয়েছেন যে [[ঢাকা]] শহরের একটি ভবনে আগুন লেগেছে।",
            "বীমা দাবি: বীমাকারী {A}, গাড়ি দুর্ঘটনা, সাক্ষী {B}।"]),
    ("ta", ["அவசர அழைப்பு {#time}: அழைத்தவர் {A}, [[சென்னை]] நகரில் ஒரு கட்டிடத்தில் தீ விபத்து என்று தெரிவித்தார்.",
            "காப்பீட்டு கோரிக்கை: காப்பீட்டாளர் {A}, சாட்சி {B}."]),
    ("ur", ["ہنگامی کال {#time}: کال کرنے والے {A} نے بتایا کہ [[لاہور]] میں ایک عمارت میں آگ لگی ہے۔ [[ریسکیو 1122]] روانہ۔",
            "انشورنس کلیم: بیمہ دار {A}، گاڑی کی چوری، گواہ {B}۔"]),
    ("th", ["บันทึกเหตุ {#time}: ผู้แจ้ง {A} แจ้งว่ามีไฟไหม้อาคารในเขต[[บางนา]]",
            "เคลมประกัน: ผู้เอาประกัน {A} รถ [[Toyota Yaris]] ถูกชนท้ายที่ [[กรุงเทพฯ]]"]),
    ("vi", ["Biên bản sự việc {#time}: người gọi {A} báo cháy tại một căn hộ ở [[Hà Nội]]. Đã điều xe [[115]].",
            "Yêu cầu bồi thường bảo hiểm: người được bảo hiểm {A}, xe [[Honda Wave]] bị va chạm, nhân chứng {B}."]),
    ("id", ["Laporan kejadian {#time}: pelapor {A} melaporkan kebakaran rumah di [[Bekasi]]. [[Damkar]] sudah dikirim.",
            "Klaim asuransi: tertanggung {A}, motor [[Honda Beat]] hilang di parkiran [[Stasiun Gambir]]."]),
    ("ms", ["Laporan kejadian: pemanggil {A} melaporkan kemalangan jalan raya di [[Lebuhraya PLUS]]. [[Bomba]] dan ambulans dihantar.",
            "Tuntutan insurans: pemegang polisi {A}, kereta [[Perodua Myvi]] rosak akibat banjir."]),
    ("tl", ["Ulat ng insidente {#time}: tumawag si {A} para iulat ang sunog sa isang bahay sa [[Tondo]]. Rumesponde ang [[BFP]].",
            "Claim sa insurance: ang nakaseguro ay si {A}; ang sasakyan ay [[Toyota Vios]]."]),
    ("zh", ["接警记录 {#time}：报警人{A}称[[朝阳区]]某小区地下车库起火，已派[[消防]]救援队。",
            "理赔申请：被保险人：{A}；事故地点：[[京港澳高速]]；目击者：{B}。",
            "出院小结：患者{A}，因车祸入[[急诊]]，已行[[CT]]检查，家属{B}陪同。"]),
    ("ja", ["救急要請記録 {#time}：通報者 {A}さん、[[新宿区]]のマンションで高齢者が転倒。[[救急車]]出動。",
            "事故報告書：運転者 {A}、同乗者 {B}、車両 [[トヨタ・プリウス]]。",
            "保険金請求：契約者 {A:last}様、[[台風10号]]による屋根の破損。"]),
    ("ko", ["신고 접수 {#time}: 신고자 {A} 씨가 [[강남구]] 아파트 화재를 신고함. [[119]] 출동.",
            "보험금 청구서: 피보험자 {A}, 사고 차량 [[현대 아반떼]], 목격자 {B}."]),
    ("ka", ["შემთხვევის ოქმი {#time}. განმცხადებელი: {A}. მისამართი: [[თბილისი]], [[ჭავჭავაძის გამზირი]].",
            "სადაზღვევო განაცხადი: დაზღვეული {A}, ავტომობილი [[Toyota Prius]], მოწმე {B}."]),
    ("hy", ["Դեպքի արձանագրություն {#time}: զանգահարող՝ {A}։ Հասցե՝ [[Երևան]], [[Մաշտոցի պողոտա]]։",
            "Ապահովագրական հայց՝ ապահովադիր {A}, վկա {B}։"]),
    ("am", ["የአደጋ ሪፖርት {#time}፦ ደዋዩ {A} በ[[አዲስ አበባ]] እሳት መነሳቱን አሳውቋል።",
            "የኢንሹራንስ ጥያቄ፦ መድን ገቢ {A}፣ ምስክር {B}።"]),
    ("so", ["Warbixin shil {#time}: wacaha {A} wuxuu soo sheegay dab ka kacay suuqa [[Bakaaraha]] ee [[Muqdisho]].",
            "Codsi caymis: qofka caymiska leh {A}, markhaati {B}."]),
    ("mn", ["Дуудлагын бүртгэл {#time}: дуудлага өгсөн {A} [[Улаанбаатар]] хотод гал гарсныг мэдээлэв.",
            "Даатгалын нөхөн төлбөрийн хүсэлт: даатгуулагч {A}, гэрч {B}."]),
    ("kk", ["Оқиға туралы хабарлама {#time}: қоңырау шалған {A} [[Алматы]] қаласында өрт шыққанын хабарлады. [[ТЖМ]] бөлімшесі жіберілді.",
            "Сақтандыру өтініші: сақтанушы {A}, куә {B}."]),
])

KEEP_T_EN = [
    "[[@unit]] and [[@unit]] responded to a two-vehicle [[MVA]] on [[@street]]; one patient transported to [[@hospital]].",
    "Reminder: the [[AED]] cabinets in the lobby are checked every [[@day]] by facilities.",
    "Can you explain how [[@software]] escalation policies work for a small [[EMS]] agency?",
    "My [[@insurer]] claim for [[@storm]] damage was denied, what should I write in the appeal?",
    "Patient given [[@drug]] and [[@drug]]; [[BP]] 142/88, [[SpO2]] 97%.",
    "[[@vehicle]] with a cracked windscreen; [[VIN]] checked against the stolen-vehicle list, no hits.",
    "Evacuation drill at [[@school]] moved to [[@day]] because of the [[@storm]] warning.",
    "What does \"[[@medterm]]\" mean on a discharge sheet?",
    "Is the [[@fire]] covered by standard home insurance in [[@place]], or do I need extra wildfire cover?",
    "Our [[@alerting]] alert fired at 02:14 but nobody acknowledged it until [[@alerting]] escalated.",
    "The [[@hospital]] [[ER]] was on diversion, so [[@medic]] went to the next nearest hospital.",
    "Flights to [[@place]] are cancelled because of [[@storm]]; does travel insurance cover the extra hotel night?",
    "Volunteers from the [[@org]] helped at the marathon first-aid tents in [[@place]].",
    "The [[@vehicle]] rolled into the ditch on [[@street]]; tow truck requested, no injuries.",
    "How long does [[@insurer]] usually take to pay out after a [[@storm]] claim in [[@month]]?",
    "Quick question: can you take [[@drug]] after [[@drug]], or is there an interaction?",
    "[[@unit]] back in service at 06:40 after restocking; [[@medic]] still at [[@hospital]].",
    "Security report: tailgating at the main gate reported twice on [[@day]]; [[CCTV]] footage saved.",
    "Write a checklist for an [[EOC]] coordinator preparing for [[@storm]].",
    "Our postmortem template has sections for [[RCA]], timeline, impact and [[SLA]] breach; tool is [[@software]].",
    "Hurricane prep: the [[@school]] gym will be the shelter, with [[@shelter_org]] volunteers from [[@day]].",
    "Does the [[@law]] apply to an off-duty [[EMT]] in [[@place]]?",
    "The [[@street]] closure lasts until [[@month]] 14 while the bridge damaged by [[@storm]] is repaired.",
    "[[@rescue]] requested a [[@gear]] for the cliff rescue; [[@unit]] staged at the car park.",
    "Is it normal that [[@insurer]] wants a [[DOB]] and a [[VIN]] for a windscreen claim?",
    "can you help me set up an on-call rota in [[@alerting]] for our 6-person [[SAR]] team",
    "The [[@fire]] evacuation centre at [[@school]] closed on [[@day]].",
    "[[@hospital]] confirmed the transfer; [[ICU]] bed ready, [[ETA]] 20 minutes by [[@medic]].",
    "The [[@vehicle]] recall affects the airbag sensor; [[@insurer]] says it won't change our premium.",
    "Who should I call first after a fender bender in [[@place]]: police, [[@insurer]] or [[@roadside]]?",
    "Dispatcher training covers [[CAD]] basics, [[PSAP]] transfers and [[@alerting]] paging.",
    "The pharmacy was out of [[@drug]] during [[@storm]], so the clinic gave [[@drug]] instead.",
    "[[@month]] update: [[@org]] delivered 400 blankets to the shelter in [[@place]].",
    "The [[@school]] fire alarm went off during exams on [[@day]]; cause was burnt toast in the staff room.",
    "Set up [[@alerting]] so that [[CAD]] queue alerts page the supervisor after 5 minutes.",
    "What's the difference between an [[@alert]] and a [[@alert]], and who can issue one?",
    "The crew used the [[@gear]] to free the driver of the [[@vehicle]] on [[@street]].",
    "Shelter list for [[@storm]]: [[@school]] (pets allowed), [[@school]] (no pets), run by the [[@shelter_org]].",
    "Our insurer [[@insurer]] asked whether the [[@vehicle]] was parked on [[@street]] or in the garage when [[@storm]] hit.",
    "Incident timeline: 02:14 [[@alerting]] page, 02:19 ack, 02:40 mitigation; root cause in the [[CAD]] database failover.",
    "The nurse mentioned [[@medterm]] and [[@medterm]] in the handover; can you explain both in simple words?",
    "[[@medic]] transported one patient to [[@hospital]]; [[@unit]] and [[@unit]] cleared the scene at 04:10.",
    "Which documents does [[@insurer]] need for a stolen [[@vehicle]]: police report, [[VIN]], keys?",
]

KEEP_T_OTHER = [
    ("de", "Die [[Feuerwehr]] sperrte die [[Hauptstraße]]; der [[Rettungsdienst]] brachte zwei Verletzte ins [[Krankenhaus]]."),
    ("de", "Wie lange braucht die [[Versicherung]] normalerweise für die [[Regulierung]] eines [[Sturmschadens]]?"),
    ("de", "Am [[Donnerstag]] ist [[Brandschutzübung]] im [[Lager]], bitte die [[Fluchtwege]] freihalten."),
    ("fr", "Les [[pompiers]] de [[Marseille]] ont évacué l'immeuble ; le [[SAMU]] a pris en charge deux blessés légers."),
    ("fr", "Mon assurance [[MAIF]] demande le constat amiable et le numéro de [[SIRET]] du garage."),
    ("es", "El [[SAMUR]] atendió a tres heridos en la [[Gran Vía]]; los [[Bomberos]] cortaron el tráfico hasta el [[lunes]]."),
    ("es", "¿Cubre el seguro de hogar de [[Mutua Madrileña]] los daños por la [[DANA]]?"),
    ("it", "La [[Protezione Civile]] ha aperto un centro di accoglienza a [[Bologna]] dopo l'alluvione."),
    ("pt", "A [[Proteção Civil]] emitiu aviso vermelho para o [[Porto]]; o [[INEM]] reforçou as equipas."),
    ("nl", "De [[GGD]] en de [[brandweer]] oefenen op [[woensdag]] een ontruiming van het [[UMC]]."),
    ("sv", "[[Räddningstjänsten]] i [[Göteborg]] larmades till en brand i en lagerlokal vid [[Hisingen]]."),
    ("pl", "[[Pogotowie Ratunkowe]] przewiozło poszkodowanego do szpitala w [[Gdańsku]]; [[Policja]] zamknęła drogę."),
    ("cs", "[[Hasiči]] zasahovali u požáru skladu v [[Ostravě]]; [[ZZS]] ošetřila dva lidi."),
    ("ru", "[[Скорая помощь]] доставила пострадавших в больницу; [[ГИБДД]] перекрыла движение на [[Тверской]]."),
    ("uk", "[[ДСНС]] ліквідувала пожежу в [[Харкові]]; постраждалих доставили до лікарні."),
    ("el", "Η [[Πυροσβεστική]] έσβησε τη φωτιά στην [[Πάρνηθα]]· το [[ΕΚΑΒ]] μετέφερε δύο τραυματίες."),
    ("tr", "[[İtfaiye]] [[İzmir]]'deki yangına 10 dakikada ulaştı; [[112]] ekipleri iki kişiyi hastaneye götürdü."),
    ("ar", "أعلن [[الهلال الأحمر]] عن إقامة مخيم إيواء في [[إربد]] بعد الفيضانات."),
    ("he", "[[כבאות והצלה]] פעלו בשריפה ב[[חולון]]; [[מד\"א]] פינה שני פצועים."),
    ("hi", "[[मुंबई]] में भारी बारिश के बाद [[एनडीआरएफ]] की टीमें तैनात की गईं।"),
    ("ja", "[[気象庁]]は[[大雨特別警報]]を発表し、[[消防]]が住民の避難を呼びかけた。"),
    ("zh", "[[应急管理部]]启动四级响应，[[红十字会]]向灾区运送物资。"),
    ("ko", "[[소방청]]은 [[부산]] 화재 현장에 대응 1단계를 발령했다."),
    ("id", "[[BNPB]] mencatat banjir di [[Semarang]]; [[Basarnas]] mengevakuasi warga dengan perahu karet."),
    ("vi", "[[Cảnh sát PCCC]] đã dập tắt đám cháy ở [[Quận 7]]; không có thương vong."),
    ("fi", "[[Pelastuslaitos]] sammutti tulipalon [[Tampereella]]; [[poliisi]] tutkii syytä."),
    ("ro", "[[SMURD]] a intervenit la accidentul de pe [[DN1]]; [[ISU]] a deblocat drumul după două ore."),
    ("sw", "[[Msalaba Mwekundu]] umegawa chakula kwa waathirika wa mafuriko huko [[Mombasa]]."),
    ("th", "[[กรมป้องกันและบรรเทาสาธารณภัย]]แจ้งเตือนน้ำท่วมใน[[เชียงใหม่]]"),
    ("ka", "[[112]]-ის ბრიგადამ დაზარალებულები [[თბილისი]]ს საავადმყოფოში გადაიყვანა."),
]


# ---------------------------------------------------------------- helpers
SPECIAL_FOLD = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ß": "ss", "ł": "l", "Ł": "L", "đ": "d",
                "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "œ": "oe", "Œ": "Oe",
                "ə": "e", "Ə": "E", "ʻ": "", "’": "", "'": ""}


def fold(s):
    s = "".join(SPECIAL_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def slug(s):
    return re.sub(r"[^a-z]", "", fold(s).lower())


def tokens(s):
    """Runs of letters, combining marks, digits and '_' (a \\w run that also keeps
    Indic/Thai vowel signs inside the word)."""
    out, cur = [], []
    for ch in s:
        if unicodedata.category(ch)[0] in "LMN" or ch == "_":
            cur.append(ch)
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out


def gform(entry, g):
    if "/" in entry:
        m, f = entry.split("/", 1)
        return f if g == "f" else m
    return entry


def make_person(o, gender=None, order=None):
    kw = o["kw"]
    g = gender or rng.choice(["f", "m"])
    given = rng.choice(o["f"] if g == "f" else o["m"])
    pat = o["pattern"]
    fam = ""
    full = None
    first = given
    if pat in ("gf", "fg", "fg0", "two", "ru"):
        fam = gform(rng.choice(o["fam"]), g)
        tries = 0
        while fam == given and tries < 10:
            fam = gform(rng.choice(o["fam"]), g)
            tries += 1
    if pat == "gf":
        if rng.random() < kw.get("p_mono", 0.0):
            full, fam = given, ""
        elif rng.random() < kw.get("p_fg", 0.0) or order == "fg":
            full = fam + " " + given
        else:
            full = given + " " + fam
    elif pat == "fg":
        if order == "fg" or rng.random() >= kw.get("p_gf", 0.0):
            full = fam + " " + given
        else:
            full = given + " " + fam
    elif pat == "fg0":
        sep = rng.choice(kw.get("sep", [""]))
        full = fam + sep + given
    elif pat == "two":
        full = given + " " + fam
        if rng.random() < kw.get("p2", 0.0):
            pool = kw.get("fam2") or o["fam"]
            f2 = gform(rng.choice(pool), g)
            if f2 != fam:
                conj = kw.get("conj", " ") if rng.random() < kw.get("p_conj", 0.0) else " "
                fam = fam + conj + f2
                full = given + " " + fam
    elif pat == "ru":
        if rng.random() < kw.get("p_patr", 0.0):
            full = given + " " + gform(rng.choice(kw["patr"]), g) + " " + fam
        else:
            full = given + " " + fam
    elif pat == "vn":
        fam = rng.choice(o["fam"])
        mid = rng.choice(kw["mid_f"] if g == "f" else kw["mid_m"])
        if order != "fg" and rng.random() < kw.get("p_gf", 0.0):
            full = given + " " + fam
        else:
            full = fam + " " + mid + " " + given
    elif pat == "mono":
        full = given
        first = given.split(" ")[0] if kw.get("first_tok") else given
    elif pat == "is":
        stem = rng.choice(o["fam"])
        fam = stem + ("dóttir" if g == "f" else "son")
        full = given + " " + fam
    elif pat == "nasab":
        if rng.random() < kw.get("p_nasab", 1.0):
            fathers = kw.get("fathers") or o["m"]
            father = rng.choice([x for x in fathers if x != given] or fathers)
            full = given + " " + (kw["bint"] if g == "f" else kw["bin"]) + " " + father
            if o["fam"] and rng.random() < kw.get("p_fam", 0.0):
                fam = rng.choice(o["fam"])
                full += " " + fam
        else:
            fam = rng.choice(o["fam"])
            full = given + " " + fam
    elif pat == "patr":
        fathers = kw.get("fathers") or o["m"]
        fam = rng.choice([x for x in fathers if x != given] or fathers)
        full = given + " " + fam
        if rng.random() < kw.get("p_grand", 0.0):
            gr = rng.choice([x for x in fathers if x not in (given, fam)] or fathers)
            full += " " + gr
    elif pat == "ini":
        father = rng.choice(o["fam"])
        if rng.random() < kw.get("p_ini", 0.0):
            full = father[0] + ". " + given
        else:
            fam = father
            full = given + " " + fam
    elif pat == "hk":
        fam = rng.choice(o["fam"])
        eng = rng.choice(kw["eng_f"] if g == "f" else kw["eng_m"])
        r = rng.random()
        if r < 0.4:
            full, first = eng + " " + fam + " " + given, eng
        elif r < 0.7:
            full, first = fam + " " + given, given
        else:
            full, first = eng + " " + fam, eng
    else:
        raise ValueError(pat)
    if kw.get("first_tok"):
        first = given.split(" ")[0]
    return {"full": full, "first": first, "given": given, "last": fam, "gender": g,
            "origin": o["key"], "latin": o["script"] == "Latn"}


HANDLE_STYLES = ["{f}.{l}", "{fi}{l}", "{fi}.{l}", "{f}_{l}", "{f}{li}", "{l}.{f}", "{f}.{l}", "{fi}{l}"]


def render_form(p, form):
    full, fam, given = p["full"], p["last"], p["given"]
    if form in (None, "full"):
        return full
    if form == "first":
        return p["first"]
    if form == "last":
        return fam or full
    if form == "lastfirst":
        return (fam + ", " + given) if fam and full.strip() != fam else full
    if form == "initlast":
        return (given[0] + ". " + fam) if fam and p["latin"] else full
    if form == "caplast":
        return (fam.upper() + " " + given) if fam and p["latin"] else full
    if form == "handle":
        if not p["latin"]:
            return full
        f = slug(given.split(" ")[0] if " " in given else given)
        lsrc = fam or (given.split(" ")[-1] if " " in given else "")
        l = slug(lsrc)
        if not l:
            return f
        style = rng.choice(HANDLE_STYLES)
        return style.format(f=f, l=l, fi=f[0], li=l[0])
    raise ValueError(form)


def fill(key):
    if key == "time":
        return "%02d:%02d" % (rng.randrange(24), rng.randrange(60))
    if key == "inc":
        return "%d-%06d" % (rng.choice([23, 24, 25]), rng.randrange(1000, 999999))
    if key == "claim":
        return "CLM-%06d" % rng.randrange(100000, 999999)
    if key == "age":
        return str(rng.randrange(18, 93))
    if key == "dob":
        return "%d-%02d-%02d" % (rng.randrange(1938, 2006), rng.randrange(1, 13), rng.randrange(1, 29))
    if key == "num":
        return str(rng.randrange(100, 99999))
    if key == "date":
        return "%02d/%02d" % (rng.randrange(1, 29), rng.randrange(1, 13))
    raise ValueError(key)


TPL = re.compile(r"\{([A-F])([fm]?)(?::(\w+))?\}|\{#(\w+)\}|<<(.+?)>>|\[\[(@?)(.+?)\]\]", re.S)


def slots(tpl):
    """letters used in a template, their forced gender and whether a Latin name is needed"""
    out = OrderedDict()
    for m in TPL.finditer(tpl):
        if m.group(1):
            L = m.group(1)
            d = out.setdefault(L, {"gender": None, "latin": False})
            if m.group(2):
                d["gender"] = m.group(2)
    return out


def case_fn(mode):
    if mode == "lower":
        return str.lower
    if mode == "upper":
        return str.upper
    return lambda s: s


def render(tpl, persons=None, whole=None, namecase=None):
    """returns text, names (list of [start,end]), keep list"""
    persons = persons or {}
    W = case_fn(whole)
    N = case_fn(namecase)
    out, names, keep = [], [], []
    pos = 0
    used_pool = {}
    last = 0
    for m in TPL.finditer(tpl):
        lit = tpl[last:m.start()]
        if lit:
            s = W(lit)
            out.append(s)
            pos += len(s)
        last = m.end()
        if m.group(1):
            s = W(N(render_form(persons[m.group(1)], m.group(3))))
            names.append([pos, pos + len(s)])
        elif m.group(4):
            s = W(fill(m.group(4)))
        elif m.group(5) is not None:
            s = W(N(m.group(5)))
            names.append([pos, pos + len(s)])
        else:
            item = m.group(7)
            if m.group(6):
                pool_name = item
                pool = [x for x in KEEP_POOLS[pool_name] if x not in used_pool.get(pool_name, [])]
                item = rng.choice(pool)
                used_pool.setdefault(pool_name, []).append(item)
            s = W(item)
            if s not in keep:
                keep.append(s)
        out.append(s)
        pos += len(s)
    tail = tpl[last:]
    if tail:
        out.append(W(tail))
    return "".join(out), names, keep


# ---------------------------------------------------------------- validation
class Invalid(Exception):
    pass


def outside(text, start, end, spans):
    return all(end <= s or start >= e for s, e in spans)


def check_record(text, spans, keep, slice_, strict_tokens):
    if not text.strip():
        raise Invalid("empty text")
    for x in ("<<", ">>", "[[", "]]"):
        if x in text:
            raise Invalid("markup left in text: " + x)
    if re.search(r"\{[A-F][fm]?(:\w+)?\}|\{#\w+\}", text):
        raise Invalid("slot left in text")
    prev = 0
    for s, e in spans:
        if e <= s:
            raise Invalid("empty span")
        if s < prev:
            raise Invalid("overlap/unsorted spans")
        seg = text[s:e]
        if seg != seg.strip():
            raise Invalid("whitespace around span %r" % seg)
        prev = e
    if slice_ == "keep":
        if spans:
            raise Invalid("keep slice with names")
        if not keep:
            raise Invalid("keep slice without keep items")
    elif not spans:
        raise Invalid("name slice without names")
    name_toks = set()
    for s, e in spans:
        name_toks.update(t.casefold() for t in tokens(text[s:e]))
    # also the \w+ tokens used by score.py (they split Indic words at vowel signs)
    name_wtoks = set()
    for s, e in spans:
        name_wtoks.update(t.casefold() for t in re.findall(r"\w+", text[s:e]))
    for k in keep:
        if not k or k != k.strip():
            raise Invalid("bad keep item %r" % k)
        ok = False
        i = text.find(k)
        while i >= 0:
            if outside(text, i, i + len(k), spans):
                ok = True
                break
            i = text.find(k, i + 1)
        if not ok:
            raise Invalid("keep item %r not outside names" % k)
        shared = set(t.casefold() for t in tokens(k)) & name_toks
        shared |= set(t.casefold() for t in re.findall(r"\w+", k)) & name_wtoks
        if shared:
            raise Invalid("keep %r shares token %s with a name" % (k, sorted(shared)))
    if strict_tokens:
        # a name token must not also occur outside the name spans (ambiguous gold)
        for t in name_toks:
            if len(t) < 2:
                continue
            for m in re.finditer(r"(?<!\w)" + re.escape(t) + r"(?!\w)", text, re.I):
                if outside(text, m.start(), m.end(), spans):
                    raise Invalid("name token %r also outside names" % t)


def make_rec(rid, slice_, lang, text, spans, keep):
    return OrderedDict([("id", rid), ("slice", slice_), ("lang", lang), ("text", text),
                        ("names", [OrderedDict([("start", s), ("end", e), ("text", text[s:e])]) for s, e in spans]),
                        ("keep", keep)])


# ---------------------------------------------------------------- drawing persons
LATIN = [o for o in ORIGINS if o["script"] == "Latn"]
NONLATIN = [o for o in ORIGINS if o["script"] != "Latn"]
CASED = [o for o in ORIGINS if o["script"] in ("Latn", "Cyrl", "Grek")]
LATIN_FORMS = ("handle", "initlast", "caplast", "lastfirst")


def needs_latin(tpl, L):
    return any(m.group(1) == L and m.group(3) in LATIN_FORMS for m in TPL.finditer(tpl))


def draw_persons(tpl, pick):
    """draw one person per slot; persons in one record never share a given name or a full name"""
    persons = {}
    used_full, used_given = set(), set()
    for L, d in slots(tpl).items():
        for _ in range(50):
            p = pick(L, d)
            if p["full"] not in used_full and p["given"] not in used_given:
                break
        used_full.add(p["full"])
        used_given.add(p["given"])
        persons[L] = p
    return persons


def draw_general(tpl, pool="mixed"):
    def pick(L, d):
        if needs_latin(tpl, L) or pool == "latin":
            o = rng.choice(LATIN)
        elif pool == "cased":
            o = rng.choice(CASED)
        else:
            o = rng.choice(NONLATIN) if rng.random() < 0.12 else rng.choice(LATIN)
        return make_person(o, d["gender"])
    return draw_persons(tpl, pick)


def draw_from(tpl, origin_keys, p_native, order=None):
    def pick(L, d):
        if rng.random() < p_native:
            o = BY_KEY[rng.choice(origin_keys)]
        else:
            o = rng.choice(LATIN)
        return make_person(o, d["gender"], order=order if o["key"] == "hungarian" else None)
    return draw_persons(tpl, pick)


def draw_origin(tpl, o):
    return draw_persons(tpl, lambda L, d: make_person(o, d["gender"]))


SEEN_TEXTS = set()


def generate(tpl, drawer, whole=None, namecase=None, slice_="x"):
    for attempt in range(200):
        persons = drawer()
        text, spans, keep = render(tpl, persons, whole, namecase)
        try:
            givens = [p["given"] for p in persons.values()]
            fulls = [p["full"] for p in persons.values()]
            if len(set(givens)) != len(givens) or len(set(fulls)) != len(fulls):
                raise Invalid("two persons share a given or full name")
            check_record(text, spans, keep, slice_, strict_tokens=True)
            if text in SEEN_TEXTS:
                raise Invalid("duplicate text")
            SEEN_TEXTS.add(text)
            return text, spans, keep
        except Invalid as e:
            err = e
    raise SystemExit("cannot render template %r: %s" % (tpl, err))


# ---------------------------------------------------------------- hand records
HAND_PAT = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def render_hand(src):
    out, spans, keep = [], [], []
    pos, last = 0, 0
    for m in HAND_PAT.finditer(src):
        lit = src[last:m.start()]
        out.append(lit)
        pos += len(lit)
        last = m.end()
        if m.group(1) is not None:
            s = m.group(1)
            spans.append([pos, pos + len(s)])
        else:
            s = m.group(2)
            if s not in keep:
                keep.append(s)
        out.append(s)
        pos += len(s)
    out.append(src[last:])
    return "".join(out), spans, keep


# ---------------------------------------------------------------- build
def cycle(templates):
    order = list(range(len(templates)))
    rng.shuffle(order)
    i = 0
    while True:
        yield templates[order[i % len(order)]]
        i += 1
        if i % len(order) == 0:
            rng.shuffle(order)


def main():
    records = []
    counters = Counter()
    sub = Counter()

    def add(slice_, subslice, lang, text, spans, keep, hand=False):
        check_record(text, spans, keep, slice_, strict_tokens=False)
        prefix = slice_ + ("-" + subslice if subslice else "")
        counters[prefix] += 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        records.append(make_rec(rid, slice_, lang, text, spans, keep))
        sub[(slice_, subslice or "-")] += 1

    hand_by = OrderedDict((s, []) for s in SLICES)
    for sl, lang, src in HAND:
        if sl not in hand_by:
            raise SystemExit("unknown slice in hand record: %s" % sl)
        hand_by[sl].append((lang, src))

    def add_hand(sl):
        for lang, src in hand_by[sl]:
            text, spans, keep = render_hand(src)
            try:
                check_record(text, spans, keep, sl, strict_tokens=False)
            except Invalid as e:
                raise SystemExit("hand record invalid (%s): %s\n%s" % (sl, e, src))
            subslice = (lang + "-hand") if sl == "nonenglish" else "hand"
            add(sl, subslice, lang, text, spans, keep, hand=True)

    # cultures: one prompt per origin, persons from that origin only
    cyc = cycle(CULTURE_T)
    for o in ORIGINS:
        tpl = next(cyc)
        text, spans, keep = generate(
            tpl, lambda o=o, tpl=tpl: draw_origin(tpl, o),
            slice_="cultures")
        add("cultures", o["key"], "en", text, spans, keep)
    add_hand("cultures")

    # casing: 5 modes x 14
    modes = [("lower", "lower", None), ("upper", "upper", None), ("namelower", None, "lower"),
             ("nameupper", None, "upper"), ("normal", None, None)]
    cyc = cycle(CASING_T)
    for name, whole, namecase in modes:
        for _ in range(14):
            tpl = next(cyc)
            text, spans, keep = generate(tpl, lambda tpl=tpl: draw_general(tpl, "cased"), whole, namecase, "casing")
            add("casing", name, "en", text, spans, keep)
    add_hand("casing")

    # position
    for pname, T in (("start", POS_START_T), ("middle", POS_MID_T), ("end", POS_END_T)):
        for tpl in T:
            text, spans, keep = generate(tpl, lambda tpl=tpl: draw_general(tpl), slice_="position")
            if pname == "start" and spans[0][0] != 0:
                raise SystemExit("start template does not start with a name: " + tpl)
            if pname == "end" and text[spans[-1][1]:].strip(" .!?,;") != "":
                raise SystemExit("end template does not end with a name: " + tpl)
            add("position", pname, "en", text, spans, keep)
    add_hand("position")

    # lists, possessive, quoted, code, business, titles
    plan = [("lists", LIST_T, 50), ("possessive", POSS_T, 45), ("quoted", QUOTE_T, 50),
            ("code", CODE_T, 55), ("business", BUSINESS_T, 50), ("titles", TITLE_T, 50)]
    for sl, T, n in plan:
        cyc = cycle(T)
        for i in range(n):
            tpl = next(cyc)
            whole = "lower" if sl in ("lists", "quoted") and i % 7 == 6 else None
            pool = "latin" if sl in ("code", "titles") else "mixed"
            text, spans, keep = generate(tpl, lambda tpl=tpl, pool=pool: draw_general(tpl, pool), whole, None, sl)
            add(sl, None, "en", text, spans, keep)
        add_hand(sl)

    # nonenglish
    for lang, T in NONEN_T.items():
        for tpl in T:
            order = "fg" if lang == "hu" else None
            text, spans, keep = generate(
                tpl, lambda tpl=tpl, lang=lang, order=order: draw_from(tpl, LANG_ORIGINS[lang], 0.65, order),
                slice_="nonenglish")
            add("nonenglish", lang, lang, text, spans, keep)
    add_hand("nonenglish")

    # keep
    for tpl in KEEP_T_EN:
        text, spans, keep = generate(tpl, lambda: {}, slice_="keep")
        add("keep", "en", "en", text, spans, keep)
    cyc = cycle(KEEP_T_EN)
    for _ in range(25):
        tpl = next(cyc)
        text, spans, keep = generate(tpl, lambda: {}, slice_="keep")
        add("keep", "en", "en", text, spans, keep)
    for lang, tpl in KEEP_T_OTHER:
        text, spans, keep = generate(tpl, lambda: {}, slice_="keep")
        add("keep", lang, lang, text, spans, keep)
    add_hand("keep")

    # corpus-wide checks
    ids = [r["id"] for r in records]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    texts = Counter(r["text"] for r in records)
    dups = [t for t, c in texts.items() if c > 1]
    if dups:
        raise SystemExit("duplicate texts: %r" % dups[:3])
    for r in records:
        if r["slice"] not in SLICES or not r["id"].startswith(r["slice"] + "-"):
            raise SystemExit("bad slice/id " + r["id"])
        for n in r["names"]:
            if r["text"][n["start"]:n["end"]] != n["text"]:
                raise SystemExit("offset mismatch " + r["id"])

    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    # report
    by_slice = Counter(r["slice"] for r in records)
    names_by = Counter()
    keep_by = Counter()
    hand_n = Counter()
    for r in records:
        names_by[r["slice"]] += len(r["names"])
        keep_by[r["slice"]] += len(r["keep"])
        if "-hand-" in r["id"]:
            hand_n[r["slice"]] += 1
    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "hand", "names", "keep"))
    for s in SLICES:
        print("%-12s %6d %6d %6d %6d" % (s, by_slice[s], hand_n[s], names_by[s], keep_by[s]))
    print("%-12s %6d %6d %6d %6d" % ("TOTAL", len(records), sum(hand_n.values()),
                                     sum(names_by.values()), sum(keep_by.values())))
    print()
    print("subslices:")
    for s in SLICES:
        parts = ["%s=%d" % (k[1], v) for k, v in sub.items() if k[0] == s]
        print("  %s (%d): %s" % (s, len(parts), ", ".join(parts)))
    langs = Counter(r["lang"] for r in records)
    print()
    print("languages (%d): %s" % (len(langs), ", ".join("%s=%d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])))))
    scripts = Counter(o["script"] for o in ORIGINS)
    print("origins: %d (%d Latin-script, %d native-script variants); scripts: %d" % (
        len(ORIGINS), scripts["Latn"], len(ORIGINS) - scripts["Latn"], len(scripts)))
    with open(OUT, "rb") as fh:
        print("md5 %s  %s" % (hashlib.md5(fh.read()).hexdigest(), os.path.basename(OUT)))


if __name__ == "__main__":
    main()
