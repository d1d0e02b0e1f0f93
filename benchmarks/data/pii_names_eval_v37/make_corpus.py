#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the sports / fitness / gaming PERSON-name evaluation corpus (v37).

python3 stdlib only.  `python3 make_corpus.py` regenerates names_eval.jsonl byte for byte
(fixed seed 37037, fixed iteration order, json.dumps(..., ensure_ascii=False), "\\n" line
ends).  Every record is validated before anything is written.

Template markup (templated records):
  {A} {B} ... {F}        full name of person A..F     {A|f} / {A|m} force the gender
  {A:first} {A:last}      given name / family name
  {A:title}               the form that follows a title (family name, or the given name
                          where custom addresses people by it: Icelandic, Thai, Malay ...)
  {A:initlast}            "K. Mensah"          {A:lastfirst}  "Mensah, Kofi"
  {A:handle}              code / chat handle   "kofi.mensah", "kmensah", "kofi_mensah"
  {kw:<pool>}             a keep word drawn from KEEP_POOLS[pool]
  {d2} {d3} {d4} {time}   filler numbers (not names, not keep items)
  <<...>>                 a literal, hand-written name     [[...]] a literal keep item
  {{ and }}               literal braces
Hand-written records (hand_records.py) use only <<...>> and [[...]].
Offsets are computed while the text is built segment by segment; case changes are applied
per segment, so offsets stay exact where case mapping changes the length (ß -> SS).
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
sys.dont_write_bytecode = True

from names_data import ORIGINS, FAMOUS  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 37037
OUT = os.path.join(HERE, "names_eval.jsonl")

SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "titles", "business", "nonenglish", "keep"]
LANGS = ["en", "de", "es", "fr", "pt", "it", "nl", "pl", "tr", "id"]
NONEN = ["de", "es", "fr", "pt", "it", "nl", "pl", "tr", "id"]

ORIG = {o["key"]: o for o in ORIGINS}
OKEYS = [o["key"] for o in ORIGINS]

# origins that are drawn more often for persons in prompts of a given language
LOCAL = {
    "de": ["german", "austrian", "swiss"],
    "es": ["spanish", "mexican", "argentine", "catalan", "basque"],
    "fr": ["french", "breton", "haitian", "maghrebi"],
    "pt": ["portuguese", "brazilian"],
    "it": ["italian"],
    "nl": ["dutch", "flemish"],
    "pl": ["polish"],
    "tr": ["turkish", "kurdish"],
    "id": ["javanese", "batak"],
}

KEEP_POOLS = {
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "game": ["Valorant", "Fortnite", "Minecraft", "Overwatch", "Rocket League",
             "Apex Legends", "Tekken", "Street Fighter", "Counter-Strike", "Dota",
             "League of Legends", "StarCraft", "Hearthstone", "Rainbow Six Siege",
             "Halo Infinite", "Splatoon", "Tetris", "Smash Bros"],
    "app": ["Strava", "Zwift", "Peloton", "MyFitnessPal", "TrainingPeaks", "Discord",
            "Twitch", "Steam", "Slack", "WhatsApp", "Excel", "Google Sheets", "Notion",
            "Trello", "Zoom", "TeamSnap", "Spond", "Garmin Connect"],
    "tech": ["Python", "JSON", "YAML", "SQL", "Postgres", "Redis", "Docker", "Kubernetes",
             "GitHub", "Lua", "Linux", "Grafana", "Nginx", "SQLite", "TypeScript"],
    "acro": ["MVP", "VAR", "NBA", "NFL", "NHL", "UEFA", "FIFA", "HP", "XP", "DPS", "KDA",
             "HIIT", "BMI", "FTP", "AMRAP", "EMOM", "WOD", "PB", "DNF", "ACL", "MRI", "GPS",
             "UTC", "ETA", "PDF", "AGM", "RSVP", "ELO"],
    "brand": ["Adidas", "Nike", "Puma", "Asics", "Wilson", "Yonex", "Decathlon", "Gatorade",
              "Reebok", "Mizuno", "Salomon", "Hoka", "Oakley", "Wahoo", "Shimano", "Babolat",
              "Under Armour", "New Balance"],
    "league": ["Premier League", "Bundesliga", "LaLiga", "Serie A", "Ligue 1", "Eredivisie",
               "Ekstraklasa", "Champions League", "Europa League", "Super Bowl",
               "Stanley Cup", "World Cup", "Olympics", "Paralympics", "Grand Slam"],
    "holiday": ["Christmas", "Easter", "Boxing Day", "Thanksgiving", "Halloween", "Ramadan",
                "Diwali", "Eid", "Hanukkah", "Lunar New Year"],
    "football": ["Premier League", "Bundesliga", "LaLiga", "Serie A", "Ligue 1", "Eredivisie",
                 "Ekstraklasa", "Championship", "MLS", "Primeira Liga"],
    "shoe": ["Adidas", "Nike", "Puma", "Asics", "Mizuno", "Salomon", "Hoka", "Reebok",
             "New Balance", "Saucony"],
    "proglang": ["Python", "JavaScript", "TypeScript", "Lua", "Rust", "Kotlin", "PowerShell",
                 "Bash"],
    "role": ["Coach", "Captain", "Referee", "Treasurer", "Physio", "Commissioner",
             "Moderator", "Admin", "Groundsman", "Quartermaster"],
    # language-specific pools
    "de_day": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag",
               "Sonntag"],
    "de_noun": ["Training", "Mannschaft", "Spieltag", "Verein", "Mitgliedsbeitrag",
                "Schiedsrichter", "Saison", "Kader", "Aufstellung", "Halbzeit", "Elfmeter",
                "Umkleide", "Turnhalle", "Rechnung", "Zahlung", "Termin", "Anmeldung",
                "Trainingsplan", "Sportplatz", "Vorstand"],
    "tr_day": ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
    "tr_month": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos",
                 "Eylül", "Ekim", "Aralık"],
    "id_day": ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"],
    "id_month": ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus",
                 "September", "Oktober", "November", "Desember"],
}

# ---------------------------------------------------------------------------- persons
SPECIAL = {"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "ł": "l",
           "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
           "ı": "i", "ə": "a", "Ə": "A", "œ": "oe", "Œ": "Oe", "ŋ": "ng"}


def fold(s):
    s = "".join(SPECIAL.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def hpart(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


class Person:
    def __init__(self, rng, okey, gender=None):
        o = ORIG[okey]
        self.origin = okey
        self.gender = gender or rng.choice(["f", "m"])
        self.given = rng.choice(o[self.gender])
        self.mono = bool(o.get("mono"))
        fam = ""
        if not self.mono:
            entries = o["fam"]
            e = rng.choice(entries)
            fam = e if isinstance(e, str) else (e[0] if self.gender == "m" else e[1])
            if o.get("double") and rng.random() < o["double"]:
                e2 = rng.choice(entries)
                f2 = e2 if isinstance(e2, str) else (e2[0] if self.gender == "m" else e2[1])
                if f2 != fam:
                    fam = fam + o.get("joiner", " ") + f2
        self.family = fam
        mid = ""
        if o.get("mid_p") and rng.random() < o["mid_p"]:
            mid = rng.choice(o["mid_" + self.gender])
        self.middle = mid
        order = o.get("order", "gf")
        if order == "gf" and rng.random() < o.get("fg_p", 0.0):
            order = "fg"
        self.order = order
        if o.get("ascii_p") and rng.random() < o["ascii_p"]:
            self.given, self.family, self.middle = fold(self.given), fold(self.family), fold(self.middle)
        self.title_form = o.get("title", "last")
        self.handle_variant = rng.randrange(4)

    def full(self):
        if self.mono:
            return self.given
        if self.order == "fg":
            parts = [self.family, self.middle, self.given]
        else:
            parts = [self.given, self.middle, self.family]
        return " ".join(p for p in parts if p)

    def form(self, name):
        if name is None or name == "full":
            return self.full()
        if name == "first":
            return self.given
        if name == "last":
            return self.family or self.full()
        if name == "title":
            return {"last": self.family or self.full(), "first": self.given,
                    "full": self.full()}[self.title_form]
        if name == "initlast":
            if self.mono:
                return self.full()
            g = self.given.lstrip("'")
            return g[0] + ". " + self.family
        if name == "lastfirst":
            if self.mono:
                return self.full()
            return self.family + ", " + self.given
        if name == "handle":
            if self.mono:
                ps = [hpart(x) for x in self.given.split()]
                return ".".join(ps) if self.handle_variant % 2 == 0 else "".join(ps)
            g, f = hpart(self.given), hpart(self.family)
            v = self.handle_variant
            if v == 0:
                return g + "." + f
            if v == 1:
                return g[0] + f
            if v == 2:
                return g + "_" + f
            return g + f[0]
        raise ValueError(name)


# ------------------------------------------------------------------------- rendering
TOKEN = re.compile(
    r"\{\{|\}\}|<<(?P<lit>.+?)>>|\[\[(?P<keep>.+?)\]\]"
    r"|\{(?P<p>[A-F])(?:\|(?P<g>[fm]))?(?::(?P<form>\w+))?\}"
    r"|\{kw:(?P<kw>\w+)\}|\{(?P<fill>d2|d3|d4|time)\}")
HAND_TOKEN = re.compile(r"<<(?P<lit>.+?)>>|\[\[(?P<keep>.+?)\]\]")


def template_people(tpl):
    need = {}
    for m in TOKEN.finditer(tpl):
        if m.group("p"):
            p = m.group("p")
            g = m.group("g")
            if p not in need or (g and not need[p]):
                need[p] = g
    return need


def parse_template(tpl, people, rng):
    """-> list of [kind, text] with kind in t (text), n (name), k (keep)."""
    segs = []
    drawn = set()
    pos = 0
    for m in TOKEN.finditer(tpl):
        if m.start() > pos:
            segs.append(["t", tpl[pos:m.start()]])
        s = m.group(0)
        if s == "{{":
            segs.append(["t", "{"])
        elif s == "}}":
            segs.append(["t", "}"])
        elif m.group("lit") is not None:
            segs.append(["n", m.group("lit")])
        elif m.group("keep") is not None:
            segs.append(["k", m.group("keep")])
        elif m.group("p"):
            segs.append(["n", people[m.group("p")].form(m.group("form"))])
        elif m.group("kw"):
            pool = [w for w in KEEP_POOLS[m.group("kw")] if w not in drawn]
            w = rng.choice(pool)
            drawn.add(w)
            segs.append(["k", w])
        else:
            f = m.group("fill")
            if f == "d2":
                v = str(rng.randint(10, 99))
            elif f == "d3":
                v = str(rng.randint(100, 999))
            elif f == "d4":
                v = str(rng.randint(1000, 9999))
            else:
                v = "%02d:%02d" % (rng.randint(6, 21), rng.choice([0, 15, 30, 45]))
            segs.append(["t", v])
        pos = m.end()
    if pos < len(tpl):
        segs.append(["t", tpl[pos:]])
    return segs


def parse_hand(markup):
    segs = []
    pos = 0
    for m in HAND_TOKEN.finditer(markup):
        if m.start() > pos:
            segs.append(["t", markup[pos:m.start()]])
        if m.group("lit") is not None:
            segs.append(["n", m.group("lit")])
        else:
            segs.append(["k", m.group("keep")])
        pos = m.end()
    if pos < len(markup):
        segs.append(["t", markup[pos:]])
    return segs


def apply_case(segs, mode, rng):
    if mode in (None, "normal"):
        return segs
    if mode == "lower":
        return [[k, t.lower()] for k, t in segs]
    if mode == "upper":
        return [[k, t.upper()] for k, t in segs]
    if mode == "namelower":
        return [[k, t.lower() if k == "n" else t] for k, t in segs]
    if mode == "nameupper":
        return [[k, t.upper() if k == "n" else t] for k, t in segs]
    if mode == "mixed":
        # text (and keep words) in one case, names in the other
        if rng.random() < 0.5:
            return [[k, t.upper() if k == "n" else t.lower()] for k, t in segs]
        return [[k, t.lower() if k == "n" else t.upper()] for k, t in segs]
    raise ValueError(mode)


def build(segs):
    text = []
    names = []
    keep = []
    n = 0
    for kind, t in segs:
        if kind == "n":
            names.append({"start": n, "end": n + len(t), "text": t})
        elif kind == "k":
            if t not in keep:
                keep.append(t)
        text.append(t)
        n += len(t)
    return "".join(text), names, keep


# ------------------------------------------------------------------------ validation
def tokens(s):
    return re.findall(r"\w+", s)


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


PARTICLES = {"de", "la", "le", "del", "della", "van", "der", "den", "von", "und", "zu", "bin",
             "binti", "bint", "da", "dos", "das", "do", "di", "ter", "ten", "ap", "av", "al",
             "el", "san"}


def check(rec):
    """Return a list of problems (empty when the record is valid)."""
    errs = []
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    if rec["slice"] not in SLICES:
        errs.append("bad slice")
    if rec["lang"] not in LANGS:
        errs.append("bad lang")
    for bad in ("<<", ">>", "[[", "]]"):
        if bad in text:
            errs.append("markup left in text: " + bad)
    last = 0
    for s in names:
        if text[s["start"]:s["end"]] != s["text"]:
            errs.append("offset mismatch %r" % s)
        if s["end"] <= s["start"]:
            errs.append("empty span")
        if s["start"] < last:
            errs.append("overlap/unsorted %r" % s)
        if s["text"] != s["text"].strip():
            errs.append("whitespace around span %r" % s["text"])
        last = s["end"]
    if rec["slice"] == "keep":
        if names:
            errs.append("keep slice record has names")
        if not keep:
            errs.append("keep slice record without keep items")
    elif not names:
        errs.append("name-bearing record without names")
    name_toks = set()
    for s in names:
        name_toks.update(t.lower() for t in tokens(s["text"]))
    for k in keep:
        if outside_count(text, k, names) < 1:
            errs.append("keep item %r not found outside name spans" % k)
        shared = set(t.lower() for t in tokens(k)) & name_toks
        if shared:
            errs.append("keep item %r shares token %r with a name" % (k, sorted(shared)))
        for s in names:
            if k.lower() in s["text"].lower():
                errs.append("keep item %r inside name %r" % (k, s["text"]))
    # every token of a name occurs only inside name spans (guards against an unmarked
    # second mention of the same person); single letters (initials) and lower-case
    # particles (de, van, bin ...) are exempt
    for s in names:
        for t in tokens(s["text"]):
            if len(t) >= 2 and t not in PARTICLES and outside_count(text, t, names):
                errs.append("name token %r of %r also occurs unmarked" % (t, s["text"]))
        if s["text"] in FAMOUS:
            errs.append("famous combination %r" % s["text"])
    return errs


# ------------------------------------------------------------------------- templates
# All templates were written for this corpus.  Theme: sports, fitness and gaming.

CULTURES_T = [
    "Can you write a short shout-out for {A}, who ran a sub-40 10K at the {kw:weekday} parkrun, and for {B}, who paced the first half?",
    "{A} and {B} are co-captains of our futsal team. Draft a message asking them to confirm the {kw:month} fixtures.",
    "Please tidy up this scouting note: '{A}, left back, 19, reads the game well but loses aerial duels. Better on the ball than {B}.'",
    "Turn this into a table. {kw:weekday}: 06:00 spin with {A}, 07:30 [[HIIT]] with {B}, 18:00 mobility with {C}.",
    "My climbing partner {A} wants a six-week fingerboard plan. What should I tell {A:first} about rest days?",
    "Generate a short match report: {A} scored twice, {B} saved a penalty, and [[VAR]] overturned a red card late on.",
    "In our fantasy league {A} traded two strikers to {B} for a goalkeeper. As commissioner, is that trade fair?",
    "Who deserves [[MVP]] at chess club blitz night: {A} with 7/9 or {B} with 6.5/9? Give reasons.",
    "Write a birthday card message from the rowing squad to our cox {A}, signed by {B} on behalf of the crew.",
    "Compose a polite email to {A} explaining that the {kw:weekday} court booking clashes with the junior tournament run by {B}.",
    "Check this esports roster for typos: IGL {A}, entry {B}, support {C}. We scrim in {kw:game} every {kw:weekday}.",
    "Draft a referee report: player {A} (#{d2}) received a second yellow card for dissent towards assistant referee {B}.",
    "I'm building the swim-meet heat sheet. Lane 4 is {A}, lane 5 is {B}. Output it as [[CSV]] with the columns lane and swimmer.",
    "Rank these badminton doubles pairs by recent form: {A} / {B} and {C} / {D}.",
    "Text {A} that a spot opened in the {kw:weekday} evening yoga class because {B} gave up the place.",
    "Write a thank-you note to {A}, who volunteered as a course marshal at the [[Ironman]] qualifier.",
    "Is a two-match ban fair? {A} went in late on {B}, and the [[Referee]] only showed yellow at first.",
    "Summarise this coaching note in two bullet points: {A} needs to drop the hips on the deadlift; {B} is ready for a 5 kg jump.",
    "Create a 12-week half-marathon plan for {A}, four runs a week. {A:first} trains with a [[Garmin]] watch.",
    "Give me three interview questions for {A}, who won the club table tennis ladder in {kw:month} for the third year in a row.",
    "Write a Discord announcement: tonight's [[Twitch]] stream features {A} against {B} in the {kw:game} showmatch.",
    "Our boxing gym signed two new amateur fighters, {A} and {B}. Draft a welcome paragraph for the newsletter.",
    "Proofread: 'Congratulations to {A|f} on her black belt grading, and to {B} on passing the first dan theory exam.'",
    "Explain to the parents that the U12 squad will be led by {A} and assistant coach {B} until [[Easter]].",
    "Compare the sprint splits of {A} (11.2 s) and {B} (11.4 s) and suggest who should run the anchor leg.",
    "{A} finished third in the {kw:game} regional qualifier. Write a [[LinkedIn]] post congratulating {A:first}.",
]

CASING_T = [
    "ok so {A} just hit diamond in {kw:game} lol, can u write a hype msg for the [[Discord]]",
    "{A} won the 5k again!! write a congrats post and mention that {B} came second",
    "remind {A} that leg day on {kw:weekday} starts at 6",
    "pls make a list of who still owes subs: {A} 20 quid, {B} 15",
    "can you explain the offside rule so i can send it to {A}? {A:first} keeps arguing with the ref",
    "gg {A}, that clutch in round 24 was insane. write a tweet about it, tag it [[MVP]]",
    "urgent: {A} is injured, need someone to cover the {kw:weekday} shift at the front desk",
    "write a short bio for {A}, our new spin instructor, mention the [[Peloton]] certification",
    "how do i tell {A} nicely that they are benched for the cup game in {kw:month}",
    "summarise: {A} benched 100kg for 5, {B} pulled 180kg, new [[PB]] for both",
    "who is better for our 5-a-side, {A} or {B}? be honest",
    "draft a dm to {A} asking if they want to join our {kw:game} team for the {kw:month} cup",
    "{A} keeps feeding mid, how do i give feedback without starting drama",
    "write a funny caption: {A} fell off the rowing machine during the [[AMRAP]] challenge",
    "can u turn this into a schedule: {A} mon/wed, {B} tue/thu, {C} sat mornings",
    "what should i get {A} for finishing the [[Comrades]] ultra? budget 50 euro",
]

POSITION_T = {
    "start": [
        "{A} wants to know if the {kw:weekday} session is still on.",
        "{A:first} here, can you help me plan a deload week?",
        "{A} asked me to book the squash court for {time}.",
        "{A}: please draft the minutes of the club [[AGM]].",
        "{A} and I are arguing about whether [[VAR]] should be scrapped. Settle it.",
        "{A} scored a hat-trick yesterday; write a headline for the club site.",
        "{A} will referee the {kw:month} derby. Draft the appointment email.",
        "{A} (coach, U16 girls) needs a warm-up routine without equipment.",
        "{A} to all: training moves to the indoor hall on {kw:weekday}.",
        "{A} ran 42:17, a new club record. Write a short post about it.",
    ],
    "middle": [
        "Could you tell the team that {A} is taking over the kit bag this season?",
        "The new physio, {A}, starts on {kw:weekday}; write an intro for the group chat.",
        "We think {A} deserves the [[MVP]] award, but the vote is split.",
        "Please let the league know that {A} was registered late because the [[PDF]] form failed.",
        "Yesterday {A} and {B} finished the ridge route in under five hours.",
        "If {A} misses another practice, what is a fair consequence?",
        "My trainer {A} says I should eat more protein; is 2 g per kg too much?",
        "In game three {A} switched to support and we won the series.",
        "Our keeper {A|f} wants new [[Adidas]] gloves; what size should she order?",
        "Last night {A} streamed six hours of {kw:game} for charity.",
    ],
    "end": [
        "Write a motivational message for our captain, {A}.",
        "Who carried the team last night? Definitely {A}",
        "Please forward the training plan to {A}.",
        "The last-minute winner was scored by {A}",
        "Send the updated fixture list to {A} and {B}.",
        "Can you suggest a nickname for our new striker {A}?",
        "Top scorer this {kw:month}: {A}",
        "This week's gym-floor shout-out goes to {A}!",
        "Best dressed at the club dinner: {A}.",
        "Put the booking under the name {A}",
    ],
}

LISTS_T = [
    "Add {A}, {B}, {C} and {D} to the {kw:weekday} five-a-side [[WhatsApp]] group.",
    "Relay order: {A} / {B} / {C} / {D}. Is that the fastest order?",
    "Starting five draft: {A}; {B}; {C}; {D}; {E}. Who should be captain?",
    "- {A}\n- {B}\n- {C}\nThese three still haven't paid the {kw:month} subs. Write a polite reminder.",
    "1. {A}\n2. {B}\n3. {C}\nFormat this podium as a results table for the newsletter.",
    "name,position,shirt\n{A},GK,1\n{B},DF,4\n{C},MF,8\nConvert this [[CSV]] to a [[Markdown]] table.",
    "Authors of the club history booklet: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format them in [[APA]] style.",
    "Tonight's squad: {A:first}, {B}, {C:first} & {D}.",
    "Mixed doubles draw: {A} & {B} vs {C} & {D}.",
    "player\tteam\tpoints\n{A}\tRed\t{d2}\n{B}\tBlue\t{d2}\n{C}\tRed\t{d2}\nWhich team leads? The file is a [[TSV]] export.",
    "Ride leaders for {kw:weekday}: {A}, {B}, and {C}.",
    "The shortlist for volunteer of the year is {A}, {B} and {C}.",
    "Carpool: {A} drives {B} and {C}; {D} drives the rest.",
    "Seeds: (1) {A} (2) {B} (3) {C} (4) {D}",
    "Lineup for the {kw:game} qualifier: top {A}, jungle {B}, mid {C}, bot {D}, support {E}",
    "Sort alphabetically by family name: {A}, {B}, {C}, {D}.",
    "Subs bench: {A:first}, {B:first}, {C:first} and {D}.",
    "Judges' panel: {A:initlast}, {B:initlast}, {C:initlast}.",
    "* {A}: 5 km\n* {B}: 10 km\n* {C}: half marathon\nMake a certificate list from this.",
    "Bib numbers | runner\n101 | {A}\n102 | {B}\n103 | {C}\nCheck the table for duplicates.",
]

POSSESSIVE_T = [
    "{A}'s deadlift looks off in this clip description; what cue would help?",
    "Can you summarise {A}’s injury report for the {kw:weekday} selection meeting?",
    "I borrowed {A}'s racket and broke a string. How do I apologise?",
    "Compare {A}'s and {B}'s split times: 1:32 vs 1:29 per 500 m.",
    "{A}'s [[Strava]] says 88 km but the route was 80. Why?",
    "Write a caption for {A}’s first pro fight photo.",
    "Our chances depend on {A}'s fitness. Write a preview paragraph.",
    "Is {A}'s transfer to the rival club allowed before the [[January]] window?",
    "Update the leaderboard: {A}'s score is {d3}, {B}'s is {d3}.",
    "{A:first}'s dad wants to know when pickup is after the {kw:weekday} match.",
    "Why was {A}'s goal disallowed? The [[VAR]] check took four minutes.",
    "Add {A}'s personal best (5:02 mile) to the club records doc.",
    "We used {A}’s playbook for the {kw:game} finals.",
    "Draft a tribute to {A}'s twenty years as groundskeeper.",
    "The club paid {A}'s entry fee for the [[Ironman]] by mistake. How do we get it back?",
]

QUOTED_T = [
    "Reply to this for me:\n> hey, it's {A}. can i swap my {kw:weekday} slot with {B}?",
    "From: {A}\nTo: Membership Office\n[[Subject]]: Freezing my membership\n\nHi, I'm travelling in {kw:month}. Can you pause my direct debit?\n\nThanks,\n{A:first}\n\nWrite a reply.",
    "Hi {A:first},\n\nThanks for coaching the juniors on {kw:weekday}. The parents loved it.\n\nBest,\n{B}\n\nMake this sound warmer.",
    "[19:02] {A:handle}: anyone up for ranked?\n[19:03] {B:handle}: after dinner\n[19:05] {A:handle}: ok 8pm\nSummarise this [[Discord]] log.",
    "{A} wrote: 'The pitch is waterlogged, training is off.' Please rewrite it as an official club notice.",
    "Forwarded message from {A}: 'Bring your own [[Gatorade]], the vending machine is broken.'",
    "Is this a phishing email? 'Dear member, this is {A} from the ticket office. Confirm your season ticket via the link below.'",
    "Message in the team chat from {A}: 'who took my shin pads??' Write a funny reply.",
    "<{A:handle}> gg wp\n<{B:handle}> rematch tomorrow?\nTurn this IRC log into a match summary.",
    "Quote of the day from our coach, {A}: \"Pain is temporary, the leaderboard is forever.\" Make a poster caption.",
    "Sign off this email as {A}, Head of Performance, and make it shorter.",
    "'{A} is a magician with the ball' - rewrite this commentary line to sound more professional.",
    "Draft a DM: 'Hi {A:first}, loved your stream last night. Any tips for {kw:game} aim training?'",
    "Email signature:\n{A}\nStrength & Conditioning Coach\nMake it look cleaner.",
    "Voicemail transcript: 'Hi, this is {A}, calling about the trial on {kw:weekday}. Call me back.' Summarise it.",
]

CODE_T = [
    "# TODO({A:handle}): clamp the respawn timer before the {kw:month} patch\nrespawn = base * 1.5\nWhat does this do?",
    "// author: {A}\nfunction calcElo(a, b) {{ return a + 32 * (b - a); }}\nIs this [[ELO]] formula right?",
    "/**\n * Computes league standings.\n * @author {A:lastfirst}\n */\nWrite unit tests for this class.",
    "-- reviewed by {A:initlast}\nSELECT player_id, SUM(goals) FROM matches GROUP BY player_id;\nAdd assists to this [[SQL]] query.",
    "<!-- page owner: {A} -->\n<h1>Fixtures</h1>\nAdd a table for the {kw:month} games.",
    "commit 3f9a2c1\nAuthor: {A} <dev@clubsite.example>\n\n    Fix leaderboard sort\n\nWrite a better commit message.",
    "Co-authored-by: {A} <noreply@example.org>\nWhat does this git trailer mean?",
    "players = [{{\"name\": \"{A}\", \"class\": \"Paladin\", \"hp\": 120}}]\nAdd a second player in the same [[JSON]] shape.",
    "server.yml:\nadmins:\n  - {A:handle}\n  - {B:handle}\nmotd: \"Welcome to the [[Minecraft]] server\"\nValidate this [[YAML]].",
    "2025-03-14 19:22:01 INFO player_joined name=\"{A}\" team=blue\nWrite a regex that extracts the team from these log lines.",
    "INSERT INTO members (full_name, tier) VALUES ('{A}', 'gold');\nRewrite this for [[Postgres]] with a RETURNING clause.",
    "@{A:handle} can you review the [[Redis]] leaderboard PR before {kw:weekday}?",
    "def test_rank():\n    # FIXME({A:handle}): flaky when two players tie on rating\n    assert rank([1200, 1200]) == [1, 1]\nFix the flaky test.",
    "<tr><td>{A}</td><td>{d2}</td></tr>\nGenerate the remaining rows for the top scorers table.",
    "logger.info(\"Kicked %s for AFK\", \"{A}\")\nMake this log line structured.",
    "# Maintainer: {A}\n# Contact: admin@server.example\nWrite a README intro for this [[Lua]] plugin.",
    "{{\"referee\": \"{A}\", \"fourth_official\": \"{B}\", \"var\": true}}\nConvert this to [[YAML]].",
    "// TODO({A:handle}) ask {B:first} about the anti-cheat hook\nExplain what a TODO comment with a handle is for.",
    "git blame shows {A:handle} changed the spawn weights. Write a commit message explaining the revert.",
    "CAPTAIN = \"{A}\"\nVICE_CAPTAIN = \"{B}\"\nMove these constants into a config file for [[Docker]].",
]

TITLES_T = [
    "Please write to Dr. {A:title} asking for my knee [[MRI]] results before {kw:weekday}.",
    "Coach {A:title} wants the U14s at the pitch by nine.",
    "Mrs {A|f:title} has complained about the noise from the [[Zumba]] class.",
    "Mr. {A|m:title} refereed the final; draft a thank-you letter.",
    "Prof. {A:title} will give the sports-science talk on lactate thresholds.",
    "Ms {A|f:title} is the new head of the swim school. Write an introduction.",
    "Sensei {A:title} grades the brown belts on {kw:weekday}.",
    "Referee {A:title} sent off two players; summarise the disciplinary letter.",
    "Mx. {A:title} runs the inclusive climbing night on {kw:weekday} evenings.",
    "Dr {A} and Mr {B|m:title} will sit on the anti-doping panel. Draft the invitation.",
    "Capt. {A:title} led the regiment's rugby sevens team to the title.",
    "Miss {A|f:title} teaches the toddler swim class; write a parent FAQ.",
    "Skip {A:title} wants the curling rink booked for {kw:month}.",
    "Please address the letter to Mrs. {A|f} and Mr. {B|m}, the club's patrons.",
    "Dear Professor {A:title}, thank you for the biomechanics workshop. Continue this email.",
    "Physio {A:first} says I can start jogging again. Write a return-to-run plan.",
    "Sir {A|m} will present the trophies; draft his introduction.",
    "Lt. {A:title} asked for the obstacle course times from {kw:weekday}.",
    "Judge {A:title} will chair the disciplinary hearing. Write the notice to the player.",
    "Dr. {A|f:title} cleared me after the concussion test; what's a safe return-to-play protocol?",
]

BUSINESS_T = [
    "Invoice #{d3}{d2}\nBill to: {A}\nItem: 12-month gym membership (Premium)\nTotal: EUR 540\nCheck the [[VAT]] calculation.",
    "Please transfer the tournament prize money to {A}, [[IBAN]] DE89 3704 0044 0532 0130 00, reference {kw:month} cup.",
    "Draft a sponsorship agreement between the club and {A} for {d2} [[Nike]] kits.",
    "Payroll query: the match fee for {A} in {kw:month} is missing from the payslip.",
    "Refund request: {A} cancelled the [[Spartan]] race entry (order {d3}{d3}). Write the confirmation.",
    "Physio invoice for {A}: four sessions of [[ACL]] rehab, EUR 320. Is the total right?",
    "Venue rental contract: tenant {A}, sports hall B, every {kw:weekday} from 18:00 to 20:00. Draft clause 3.",
    "Player contract: {A} (the Player) and the Club agree a transfer fee of EUR {d3},000. Summarise the obligations.",
    "Insurance claim for {A}, climbing accident on {kw:weekday}, policy {d3}-{d3}. Write the cover letter.",
    "Membership renewal: {A}, Gold tier, renews on 1 {kw:month} by direct debit. Write the reminder.",
    "Expense claim submitted by {A}: fuel for the away game, 140 km at 0.30 per km. Approve or reject?",
    "Quote for {A}: ten personal training sessions at GBP 45, payable via [[PayPal]].",
    "Purchase order to [[Decathlon]]: 20 training bibs, requested by {A}, cost centre youth.",
    "Receipt needed for {A}, who paid the {kw:month} personal training block in cash.",
    "Non-disclosure agreement between the esports team and {A} covering the {kw:game} playbook. Draft it.",
]

NONEN_T = {
    "de": [
        "Kannst du {A} eine Nachricht schreiben, dass das [[Training]] am [[Mittwoch]] ausfällt?",
        "Bitte formuliere eine [[Rechnung]] für {A}: zehn Einheiten Personal Training, [[Zahlung]] bis Monatsende.",
        "Der [[Schiedsrichter]] {A|m} hat zwei Elfmeter gegeben. Schreib einen neutralen [[Spielbericht]].",
        "Frau {A|f:title} ist unsere neue Trainerin für die U15. Entwirf eine Begrüßung für den [[Newsletter]].",
        "Herr {A|m:title} möchte seine [[Mitgliedschaft]] im [[Verein]] kündigen. Antworte höflich.",
        "Im [[Kader]] für {kw:de_day} stehen {A}, {B} und {C}. Stimmt die [[Aufstellung]] so?",
        "{A} ist beim [[Marathon]] eine neue [[Bestzeit]] gelaufen. Schreib einen kurzen Glückwunsch.",
        "Übersetze ins Englische: „{A} fällt wegen einer [[Zerrung]] drei Wochen aus.“",
        "Bitte erstelle einen [[Trainingsplan]] für {A}, vier Einheiten pro [[Woche]].",
        "Die [[Hallenzeiten]] ändern sich: {A} übernimmt den {kw:de_day}, {B} das [[Wochenende]].",
    ],
    "es": [
        "¿Puedes escribirle a {A} que el entrenamiento del sábado se cancela? Mándalo por [[WhatsApp]].",
        "Redacta una crónica del partido: {A} marcó dos goles y {B} falló un penalti. El [[VAR]] anuló un tercer gol.",
        "El entrenador {A|m:title} quiere que el equipo llegue a las nueve. ¿Cómo se lo digo a los padres?",
        "Necesito una factura para {A}: cuota mensual del gimnasio, 45 euros, [[IVA]] incluido.",
        "La señora {A|f:title} pregunta si quedan plazas en la clase de [[Pilates]].",
        "{A} ganó el torneo de {kw:game} del instituto. Escribe un tuit para felicitarle.",
        "Traduce al inglés: «{A} se lesionó el tobillo y no jugará contra el líder».",
        "Apunta a {A}, {B} y {C} en la lista de la carrera popular de [[Navidad]].",
        "Convocatoria para la jornada de [[LaLiga]] juvenil: {A}, {B}, {C} y {D}.",
        "Hola {A:first}, ¿te viene bien cambiar tu turno de [[CrossFit]] al jueves?",
    ],
    "fr": [
        "Peux-tu écrire à {A} que l'entraînement de mardi est annulé ? Envoie-le sur [[Discord]].",
        "Rédige le compte rendu du match : {A} a marqué deux buts et {B} a été expulsé après vérification de la [[VAR]].",
        "Madame {A|f:title} souhaite résilier son abonnement à la salle. Réponds poliment.",
        "Monsieur {A|m:title}, arbitre de la rencontre, a envoyé un rapport disciplinaire. Résume-le.",
        "{A} vient de battre son record au semi-marathon. Écris un message de félicitations pour [[Instagram]].",
        "Liste des joueuses convoquées : {A|f}, {B|f}, {C|f}. Mets-la en forme pour le site du club.",
        "Facture pour {A} : dix séances de coaching, [[TVA]] à 20 %.",
        "Traduis en anglais : « {A|m} sera absent jusqu'à [[Noël]] à cause d'une entorse. »",
        "Bonjour {A:first}, ton dossard pour le trail est disponible. Complète ce message.",
        "Le capitaine {A|m} et l'entraîneur {B|m} veulent changer l'horaire du [[HIIT]] du jeudi.",
    ],
    "pt": [
        "Escreve uma mensagem para {A} a avisar que o treino de quarta foi cancelado. Envia pelo [[WhatsApp]].",
        "Faz um resumo do jogo: {A} marcou de cabeça e {B} defendeu um pênalti; o [[VAR]] anulou um gol.",
        "O treinador {A|m:title} quer os atletas no ginásio às sete. Redige o aviso.",
        "Preciso de uma fatura para {A}: mensalidade de [[CrossFit]], 80 euros, com [[IVA]].",
        "A senhora {A|f:title} pediu para congelar a matrícula na academia. Responde com educação.",
        "Parabéns a {A} e {B} pela medalha de ouro no torneio estadual de vôlei! Escreve um post.",
        "Traduz para inglês: «{A} lesionou o joelho e fica fora três semanas».",
        "Lista de inscritos na corrida de domingo: {A}, {B}, {C}. Organiza por ordem alfabética.",
        "Oi {A:first}, tudo bem? O seu personal trainer mudou o horário para as 18h.",
        "O árbitro {A|m} expulsou dois jogadores. Escreve uma nota oficial para o [[Instagram]] do clube.",
    ],
    "it": [
        "Puoi scrivere a {A} che l'allenamento di giovedì è annullato? Mandalo su [[Telegram]].",
        "Scrivi la cronaca: {A} ha segnato al 90', {B} ha parato un rigore e il [[VAR]] ha annullato un gol.",
        "La signora {A|f:title} vuole disdire l'abbonamento in palestra. Rispondi gentilmente.",
        "Il mister {A|m:title} ha convocato la squadra per sabato alle otto. Scrivi l'avviso ai genitori.",
        "Fattura per {A}: dieci lezioni di tennis, [[IVA]] inclusa.",
        "Convocate per la partita di [[Serie A]] femminile: {A|f}, {B|f}, {C|f}.",
        "Traduci in inglese: «{A} salterà la gara per un infortunio al ginocchio».",
        "Ciao {A:first}, ti va di giocare a {kw:game} stasera con {B}?",
        "L'arbitro {A|m} ha espulso il capitano al 60'. Riassumi il referto.",
        "Scrivi un post per [[Facebook]]: {A} ha vinto la mezza maratona della città.",
    ],
    "nl": [
        "Kun je {A} laten weten dat de training van woensdag niet doorgaat? Zet het in de [[WhatsApp]]-groep.",
        "Schrijf een wedstrijdverslag: {A} scoorde twee keer en {B} kreeg rood na tussenkomst van de [[VAR]].",
        "Mevrouw {A|f:title} wil haar lidmaatschap van de sportschool opzeggen. Antwoord netjes.",
        "Meneer {A|m:title} is de nieuwe scheidsrechter van onze afdeling. Schrijf een welkomstbericht.",
        "Factuur voor {A}: tien lessen padel, [[BTW]] 21 procent.",
        "Opstelling voor zaterdag: {A}, {B}, {C}. Zet het in een tabel.",
        "Vertaal naar het Engels: '{A} mist de wedstrijd door een enkelblessure.'",
        "Hoi {A:first}, wil je zondag mee fietsen met {B}? We rijden de ronde via [[Strava]].",
        "De trainer, {A}, vraagt of iedereen voor vrijdag de [[Spond]]-poll invult.",
        "{A} heeft de clubkampioenschappen schaken gewonnen. Schrijf een kort stukje voor de nieuwsbrief.",
    ],
    "pl": [
        "{A} pyta, czy trening w środę jest aktualny. Odpisz uprzejmie.",
        "Napisz relację z meczu: {A|m} strzelił dwa gole, a [[VAR]] anulował trzeciego.",
        "Pani {A|f:title} chce zrezygnować z karnetu na siłownię. Przygotuj odpowiedź.",
        "Pan {A|m:title} sędziował finał turnieju. Napisz podziękowanie.",
        "Faktura dla: {A}, dziesięć treningów personalnych, [[VAT]] 23 procent.",
        "Skład na sobotę: {A}, {B}, {C}. Zrób z tego tabelę.",
        "Przetłumacz na angielski: „{A|f} nie zagra w niedzielę z powodu kontuzji kolana”.",
        "Cześć {A:first}, {B} pyta, czy możesz poprowadzić zajęcia [[Zumba]] we wtorek.",
        "Trener: {A}. Asystent: {B}. Przygotuj ogłoszenie o nowym sztabie szkoleniowym.",
        "Zwycięzca turnieju [[FIFA]] w akademiku: {A}. Napisz krótki post na [[Facebook]].",
    ],
    "tr": [
        "{A} ile {kw:tr_day} antrenmanı hakkında konuşmam lazım. Kısa bir mesaj yazar mısın?",
        "Maç raporu yaz: {A} iki gol attı, {B} penaltı kurtardı, [[VAR]] bir golü iptal etti.",
        "{A|f:first} Hanım spor salonu üyeliğini dondurmak istiyor. Kibar bir cevap yaz.",
        "Antrenör {A}, kadroyu {kw:tr_day} günü açıklayacak. Duyuruyu hazırla.",
        "Fatura: {A}, on seans kişisel antrenman, [[KDV]] dahil.",
        "Kadro: {A}, {B}, {C}. {kw:tr_month} turnuvası için listeyi düzenle.",
        "İngilizceye çevir: \"{A} dizinden sakatlandı ve üç hafta yok.\"",
        "Merhaba {A:first}, {kw:tr_day} akşamki [[Valorant]] turnuvasına katılıyor musun?",
        "{A|m:first} Bey hakem raporunu gönderdi. Özetler misin?",
        "Kulübün [[Instagram]] hesabı için yaz: {A} yarı maratonda kulüp rekoru kırdı.",
    ],
    "id": [
        "Tolong kabari {A} bahwa latihan hari {kw:id_day} dibatalkan.",
        "Buat laporan pertandingan: {A} mencetak dua gol dan {B} menepis penalti; [[VAR]] menganulir satu gol.",
        "Pak {A|m:title} ingin memperpanjang keanggotaan gym sampai {kw:id_month}.",
        "Bu {A|f:title} bertanya soal jadwal kelas [[Zumba]] hari {kw:id_day}.",
        "Susunan pemain: {A}, {B}, {C}. Rapikan untuk grup [[WhatsApp]].",
        "Faktur untuk {A}: delapan sesi pelatih pribadi, [[PPN]] 11 persen.",
        "Terjemahkan ke bahasa Inggris: \"{A} cedera lutut dan absen tiga minggu.\"",
        "Halo {A:first}, mabar [[Mobile Legends]] nanti malam bareng {B}?",
        "Wasit {A} memberi dua kartu merah. Ringkas laporan wasitnya.",
        "Tulis ucapan selamat untuk {A} yang juara lari 10K antarkampus.",
    ],
}

KEEP_T = {
    "en": [
        "Can you build a {kw:weekday} and {kw:weekday} running plan that fits around my {kw:app} data?",
        "What's the difference between [[AMRAP]] and [[EMOM]] workouts?",
        "Explain how rating-based matchmaking works in {kw:game}.",
        "Is the [[VAR]] protocol in the {kw:football} different from other competitions?",
        "Write a {kw:proglang} script that reads a [[CSV]] of race results and prints the top ten.",
        "My [[Garmin]] says my [[FTP]] dropped after {kw:holiday}. Should I worry?",
        "Compare {kw:shoe} and {kw:shoe} running shoes for flat feet.",
        "Summarise the {kw:football} table as of the end of {kw:month}.",
        "How many [[XP]] do I need to reach level 50 in {kw:game}, roughly?",
        "Plan a charity five-a-side tournament for the {kw:holiday} weekend, eight teams.",
        "Our {kw:role} wants a budget template in [[Excel]] for the {kw:month} tournament.",
        "Is [[HIIT]] three times a week too much if I also lift on {kw:weekday}?",
        "Create a [[Kubernetes]] deployment for a small {kw:game} match server.",
        "What does [[KDA]] mean, and is it a good stat for supports?",
        "Write a [[SQL]] query that returns each team's goal difference.",
        "Which is better for tracking strength training, {kw:app} or a paper log?",
        "The {kw:role} asked for a packing list for the {kw:month} away trip.",
        "Explain [[DPS]] versus burst damage for a new {kw:game} player.",
        "Recommend a warm-up for {kw:weekday} sprint sessions that takes under ten minutes.",
        "What's a good [[RPE]] target for a deload week in {kw:month}?",
        "How do I export my {kw:app} activities to a [[CSV]] file?",
        "Explain the [[NFL]] overtime rules in plain English.",
        "Suggest a stretching routine after long {kw:game} sessions at the desk.",
        "Write a [[Discord]] bot command that posts the {kw:weekday} training time.",
        "What is a good [[BMI]] range for a rugby forward, and is it even useful there?",
        "Compare [[Zwift]] and [[TrainingPeaks]] for structured cycling workouts.",
        "How does the [[NHL]] salary cap work?",
        "Make a packing list for a ski trip over {kw:holiday}.",
        "Which stats matter most in [[FIFA]] Ultimate Team for a striker?",
        "Give me a 30-minute [[EMOM]] for a hotel gym with only dumbbells.",
        "How should the {kw:role} store the first-aid kit at away games?",
        "Build a [[Postgres]] schema for a darts league with players, matches and legs.",
        "Why does my [[GPS]] watch overestimate distance on track intervals?",
        "What's the best way to stream {kw:game} to [[Twitch]] and [[YouTube]] at the same time?",
        "Is creatine safe for teenagers? Our [[U18]] squad keeps asking.",
        "Explain how a {kw:football} club's academy pathway usually works.",
    ],
    "de": [
        "Wann beginnt die neue [[Saison]] in der [[Bundesliga]]? Bitte mit [[Spieltag]] und [[Termin]].",
        "Schreib eine [[Einladung]] zur [[Mitgliederversammlung]] am {kw:de_day}; der [[Vorstand]] stellt den [[Haushalt]] vor.",
        "Wie hoch darf der [[Mitgliedsbeitrag]] für die [[Jugendabteilung]] sein? Die [[Satzung]] sagt nichts dazu.",
    ],
    "es": [
        "¿Cuál es la diferencia entre el [[VAR]] de [[LaLiga]] y el de la [[Champions League]]?",
        "Hazme una rutina de [[HIIT]] de 20 minutos sin material. Quiero subirla a [[YouTube]].",
        "Explica cómo funciona el sistema de rangos de [[Valorant]] para principiantes.",
    ],
    "fr": [
        "Explique la règle du hors-jeu comme en [[Ligue 1]], avec un exemple de [[VAR]].",
        "Propose un programme [[EMOM]] de 15 minutes pour débutants, à suivre sur [[Strava]].",
        "Quelle est la différence entre un [[PB]] et un record du club ?",
    ],
    "pt": [
        "Explica a diferença entre [[AMRAP]] e [[EMOM]] para um aluno novo de [[CrossFit]].",
        "Como funciona o [[VAR]] no [[Brasileirão]]? Resume em três pontos.",
        "Cria uma tabela no [[Excel]] para controlar as mensalidades do clube.",
    ],
    "it": [
        "Come funziona il [[VAR]] in [[Serie A]]? Spiegalo in tre frasi.",
        "Scrivi un programma di allenamento [[HIIT]] da fare a casa con [[Zwift]] nei giorni di pioggia.",
        "Qual è la differenza tra [[KDA]] e punteggio di combattimento in [[Valorant]]?",
    ],
    "nl": [
        "Hoe werkt de [[VAR]] in de [[Eredivisie]]? Leg het kort uit.",
        "Maak een [[Excel]]-sheet voor de contributie van de hockeyclub.",
        "Wat is het verschil tussen [[FTP]] en drempelvermogen op [[Zwift]]?",
    ],
    "pl": [
        "Jak działa [[VAR]] w polskiej lidze? Wyjaśnij w trzech punktach.",
        "Przygotuj plan treningowy [[HIIT]] na 4 tygodnie w arkuszu [[Excel]].",
        "Co oznacza [[KDA]] w grach typu [[MOBA]]?",
    ],
    "tr": [
        "[[Süper Lig]] maçlarında [[VAR]] nasıl çalışıyor? Kısaca anlat.",
        "{kw:tr_day} ve {kw:tr_day} günleri için evde [[HIIT]] programı hazırla.",
        "[[Ocak]] ayındaki turnuva için [[Excel]] tablosu oluştur.",
    ],
    "id": [
        "Bagaimana cara kerja [[VAR]] di [[Liga 1]]? Jelaskan singkat.",
        "Buat jadwal latihan [[HIIT]] untuk hari {kw:id_day} dan {kw:id_day}.",
        "Apa arti [[MVP]] dan [[KDA]] di [[Mobile Legends]]?",
    ],
}


class Gen:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = {}
        self.texts = set()

    def next_id(self, prefix):
        self.counters[prefix] = self.counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, self.counters[prefix])

    def add(self, prefix, slc, lang, text, names, keep):
        rec = {"id": self.next_id(prefix), "slice": slc, "lang": lang, "text": text,
               "names": names, "keep": keep}
        errs = check(rec)
        if text in self.texts:
            errs.append("duplicate text")
        if errs:
            raise SystemExit("invalid record %s: %s\n%s" % (rec["id"], errs, text))
        self.records.append(rec)
        self.texts.add(text)

    def pick_origin(self, origin, lang):
        if origin:
            return origin
        if lang in LOCAL and self.rng.random() < 0.45:
            return self.rng.choice(LOCAL[lang])
        return self.rng.choice(OKEYS)

    def templated(self, prefix, slc, lang, tpl, origin=None, mode=None):
        need = template_people(tpl)
        for _ in range(200):
            people = {}
            used = set()
            for p in sorted(need):
                for _ in range(50):
                    per = Person(self.rng, self.pick_origin(origin, lang), need[p])
                    if per.full() not in used:
                        break
                used.add(per.full())
                people[p] = per
            segs = apply_case(parse_template(tpl, people, self.rng), mode, self.rng)
            text, names, keep = build(segs)
            rec = {"id": "x", "slice": slc, "lang": lang, "text": text, "names": names,
                   "keep": keep}
            # given and family name of one person must not share a token (Kamau Kamau)
            ok = all(len(set(tokens(pp.full()))) == len(tokens(pp.full()))
                     for pp in people.values())
            givens = [pp.given for pp in people.values()]
            ok = ok and len(set(givens)) == len(givens) and text not in self.texts
            last = check(rec)
            if ok and not last:
                self.add(prefix, slc, lang, text, names, keep)
                return
        raise SystemExit("could not render template without conflicts: %s\n%s" % (tpl, last))

    def hand(self, slc, lang, markup):
        if slc == "nonenglish" or slc == "keep":
            prefix = "%s-%s-hand" % (slc, lang)
        else:
            prefix = "%s-hand" % slc
        text, names, keep = build(parse_hand(markup))
        self.add(prefix, slc, lang, text, names, keep)

    def run(self):
        rng = self.rng
        hand_by_slice = {s: [] for s in SLICES}
        for slc, lang, markup in HAND:
            hand_by_slice[slc].append((lang, markup))

        # cultures: 2 prompts per origin, all persons from that origin
        nT = len(CULTURES_T)
        for i, okey in enumerate(OKEYS):
            for k in range(2):
                tpl = CULTURES_T[(2 * i + k) % nT]
                self.templated("cultures-" + okey, "cultures", "en", tpl, origin=okey)
        for lang, mk in hand_by_slice["cultures"]:
            self.hand("cultures", lang, mk)

        # casing
        modes = [("lower", 13), ("upper", 12), ("namelower", 10), ("nameupper", 10),
                 ("mixed", 11), ("normal", 10)]
        j = 0
        for mode, n in modes:
            for _ in range(n):
                tpl = CASING_T[j % len(CASING_T)]
                j += 1
                self.templated("casing-" + mode, "casing", "en", tpl, mode=mode)
        for lang, mk in hand_by_slice["casing"]:
            self.hand("casing", lang, mk)

        # position
        for pos in ("start", "middle", "end"):
            tpls = POSITION_T[pos]
            for i in range(20):
                self.templated("position-" + pos, "position", "en", tpls[i % len(tpls)])
        for lang, mk in hand_by_slice["position"]:
            self.hand("position", lang, mk)

        # lists, possessive, quoted, code, titles, business
        plan = [("lists", LISTS_T, 50, True), ("possessive", POSSESSIVE_T, 45, False),
                ("quoted", QUOTED_T, 50, True), ("code", CODE_T, 65, False),
                ("titles", TITLES_T, 50, False), ("business", BUSINESS_T, 45, False)]
        for slc, tpls, n, lower7 in plan:
            for i in range(n):
                mode = "lower" if (lower7 and i % 7 == 6) else None
                self.templated(slc, slc, "en", tpls[i % len(tpls)], mode=mode)
            for lang, mk in hand_by_slice[slc]:
                self.hand(slc, lang, mk)

        # non-English prompts with names
        for lang in NONEN:
            tpls = NONEN_T[lang]
            for i in range(12):
                self.templated("nonenglish-" + lang, "nonenglish", lang, tpls[i % len(tpls)])
        for lang, mk in hand_by_slice["nonenglish"]:
            self.hand("nonenglish", lang, mk)

        # keep slice: no names
        for lang in LANGS:
            tpls = KEEP_T[lang]
            n = 36 if lang == "en" else 3
            for i in range(n):
                self.templated("keep-" + lang, "keep", lang, tpls[i % len(tpls)])
        for lang, mk in hand_by_slice["keep"]:
            self.hand("keep", lang, mk)
        return self.records


def main():
    if len(ORIGINS) < 100:
        raise SystemExit("need at least 100 origins")
    if len(HAND) < 400:
        raise SystemExit("need at least 400 hand-written records, have %d" % len(HAND))
    recs = Gen().run()
    ids = [r["id"] for r in recs]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    lines = [json.dumps(r, ensure_ascii=False) for r in recs]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    # summary
    by_slice, by_lang = {}, {}
    for r in recs:
        by_slice[r["slice"]] = by_slice.get(r["slice"], 0) + 1
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
    hand = sum(1 for r in recs if "-hand-" in r["id"])
    print("records", len(recs), "hand", hand, "origins", len(ORIGINS))
    print("spans", sum(len(r["names"]) for r in recs),
          "keep items", sum(len(r["keep"]) for r in recs))
    for s in SLICES:
        nh = sum(1 for r in recs if r["slice"] == s and "-hand-" in r["id"])
        print("  %-11s %4d  (hand %d)" % (s, by_slice.get(s, 0), nh))
    print("langs", " ".join("%s=%d" % (l, by_lang.get(l, 0)) for l in LANGS))
    print("md5", hashlib.md5(data).hexdigest())


if __name__ == "__main__":
    main()
