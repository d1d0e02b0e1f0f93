#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for names_eval.jsonl (v25, everyday chat prompts). python3 stdlib only.

    python3 make_corpus.py           # validate everything, then write names_eval.jsonl
    python3 make_corpus.py --stats   # also print counts per slice / language / origin
    python3 make_corpus.py --lint    # extra authoring checks (near-duplicate hand records ...)

Markup used in templates and hand-written records
  {{A}}            full name of drawn person A (B, C, D, E likewise)
  {{A:form}}       another form of A's name: first, last, tlast (the part used after a
                   title), initlast, lastfirst, handle, email (handle span + "@domain"),
                   plural ("Okonkwos"); non-span words: he, him, his, He, His, ms, msd
  ⟦...⟧            a literal, hand-written person-name span
  [[...]]          a literal word or phrase to keep (not a name)
Nothing is written unless every record passes validate().
"""
import json
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True  # keep the folder free of __pycache__
import names_data  # noqa: E402
import hand_records  # noqa: E402

SEED = 20261128
OUT = "names_eval.jsonl"
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "nonenglish", "business", "titles", "keep"]

RNG = random.Random(SEED)
ORIGINS = names_data.load()
ORIGIN_BY_CODE = {o["code"]: o for o in ORIGINS}

# ----------------------------------------------------------------------------- people
FOLD = {"ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "æ": "ae",
        "Æ": "AE", "ł": "l", "Ł": "L", "ß": "ss", "ı": "i", "œ": "oe", "ŋ": "ng"}


def ascii_fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def slug(s):
    return re.sub(r"[^a-z0-9]", "", ascii_fold(s).lower())


DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "hotmail.co.uk",
           "web.de", "orange.fr", "mail.example.org", "fastmail.com"]
HANDLE_STYLES = ["first.last", "firstlast", "first_last", "flast", "first.l", "last.first"]


class Person:
    def __init__(self, origin, gender, given, family, order, handle_style, domain):
        self.o = origin
        self.gender = gender
        self.given = given
        self.family = family          # may contain particles / second surname; "" for mono
        self.order = order            # "gf" or "fg"
        self.handle_style = handle_style
        self.domain = domain
        self.mid = ""                 # Vietnamese middle name (Thị / Văn)

    # -- name forms (all are spans)
    def full(self):
        if self.o["kind"] == "mono":
            return self.given
        if self.o["kind"] == "viet":
            return " ".join(x for x in (self.family, self.mid, self.given) if x)
        if self.order == "fg":
            return self.family + " " + self.given
        return self.given + " " + self.family

    def last(self):
        return self.family if self.family else self.given

    def tlast(self):
        if self.o["kind"] == "mono":
            return self.given
        if self.o["title"] == "first":
            return self.given
        return self.family

    def initlast(self):
        if self.o["kind"] in ("mono", "malay"):
            return self.full()
        parts = self.given.split(" ")
        ini = " ".join(p[0] + "." for p in parts)
        if self.o["kind"] == "viet":
            return ini + " " + self.family
        return ini + " " + self.family

    def lastfirst(self):
        if self.o["kind"] in ("mono", "malay"):
            return self.full()
        g = (self.mid + " " + self.given) if self.mid else self.given
        return self.family + ", " + g

    def handle(self):
        g = slug(self.given.split(" ")[0]) if self.o["kind"] != "mono" else slug(self.given)
        fam = self.family
        if self.o["kind"] == "malay":
            fam = fam.split(" ", 1)[1]
        f = slug(fam) if fam else ""
        st = self.handle_style
        if not f:
            return g
        if st == "first.last":
            return g + "." + f
        if st == "firstlast":
            return g + f
        if st == "first_last":
            return g + "_" + f
        if st == "flast":
            return g[0] + f
        if st == "first.l":
            return g + "." + f[0]
        return f + "." + g

    def plural(self):
        fam = self.family
        if re.search(r"(s|x|z|ch|sh)$", fam):
            return fam + "es"
        return fam + "s"

    def segs(self, form):
        """Segments for a placeholder: list of (kind, text)."""
        if form in (None, "full"):
            return [("name", self.full())]
        if form == "first":
            return [("name", self.given)]
        if form == "last":
            return [("name", self.last())]
        if form == "tlast":
            return [("name", self.tlast())]
        if form == "initlast":
            return [("name", self.initlast())]
        if form == "lastfirst":
            return [("name", self.lastfirst())]
        if form == "handle":
            return [("name", self.handle())]
        if form == "email":
            return [("name", self.handle()), ("lit", "@" + self.domain)]
        if form == "plural":
            return [("name", self.plural())]
        f = self.gender == "f"
        words = {"he": ("she", "he"), "him": ("her", "him"), "his": ("her", "his"),
                 "He": ("She", "He"), "His": ("Her", "His"), "ms": ("Ms", "Mr"),
                 "msd": ("Ms.", "Mr."), "mrs": ("Mrs", "Mr")}
        if form in words:
            return [("lit", words[form][0 if f else 1])]
        raise ValueError("unknown form " + form)


def draw_person(rng, origin=None, gender=None, need_plural=False, need_family=False):
    if origin is None:
        pool = [o for o in ORIGINS if (o["plural"] or not need_plural)
                and (o["kind"] != "mono" or not need_family)]
        origin = rng.choice(pool)
    if gender is None:
        gender = rng.choice("fm")
    given = rng.choice(origin[gender])
    order = origin["order"]
    if order == "mixed":
        order = rng.choice(["gf", "fg"])
    family = ""
    if origin["kind"] == "mono":
        family = ""
    elif origin["kind"] == "malay":
        family = ("binti " if gender == "f" else "bin ") + rng.choice([x[0] for x in origin["fam"]])
    else:
        pair = rng.choice(origin["fam"])
        family = pair[0] if gender == "m" else pair[1]
        if origin["second"] and rng.random() < origin["second"]:
            others = [x for x in origin["fam"] if x is not pair]
            pair2 = rng.choice(others)
            join = " "
            if origin["joiner"] != " " and rng.random() < 0.5:
                join = origin["joiner"]
            family = family + join + (pair2[0] if gender == "m" else pair2[1])
    p = Person(origin, gender, given, family, order, rng.choice(HANDLE_STYLES), rng.choice(DOMAINS))
    if origin["kind"] == "viet":
        p.mid = "Thị" if gender == "f" else "Văn"
        if rng.random() < 0.2:  # typed without diacritics
            p.given, p.family, p.mid = ascii_fold(p.given), ascii_fold(p.family), ascii_fold(p.mid)
    return p


# ----------------------------------------------------------------------------- rendering
MARK = re.compile(r"\{\{([A-E])(?::(\w+))?\}\}|⟦(.+?)⟧|\[\[(.+?)\]\]", re.S)


def parse(markup, persons=None):
    segs, pos = [], 0
    for m in MARK.finditer(markup):
        if m.start() > pos:
            segs.append(("lit", markup[pos:m.start()]))
        if m.group(1):
            segs.extend(persons[m.group(1)].segs(m.group(2)))
        elif m.group(3) is not None:
            segs.append(("name", m.group(3)))
        else:
            segs.append(("keep", m.group(4)))
        pos = m.end()
    if pos < len(markup):
        segs.append(("lit", markup[pos:]))
    for kind, t in segs:
        if kind == "lit" and ("⟦" in t or "⟧" in t or "[[" in t or "]]" in t or "{{" in t):
            raise ValueError("unparsed markup in: " + markup)
    return segs


def apply_case(segs, mode):
    out = []
    for kind, t in segs:
        if mode == "lower" or (mode == "namelower" and kind == "name"):
            t = t.lower()
        elif mode == "upper" or (mode == "nameupper" and kind == "name"):
            t = t.upper()
        out.append((kind, t))
    return out


def build(segs):
    text, names, keep = "", [], []
    for kind, t in segs:
        if kind == "name":
            names.append({"start": len(text), "end": len(text) + len(t), "text": t})
        elif kind == "keep" and t not in keep:
            keep.append(t)
        text += t
    return text, names, keep


# ----------------------------------------------------------------------------- validation
UNSEG = re.compile(r"[\u0E00-\u0E7F\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF]")
PARTICLES = set()


def isw(c):
    """Word character: \w or a combining mark (Indic vowel signs and viramas, Thai vowels
    are combining marks, which Python's \w does not match)."""
    return bool(re.match(r"\w", c)) or unicodedata.category(c).startswith("M")


def boundary_ok(text, i):
    """True if position i is a word boundary (or a script boundary in unsegmented scripts)."""
    if i <= 0 or i >= len(text):
        return True
    a, b = text[i - 1], text[i]
    if not (isw(a) and isw(b)):
        return True
    return bool(UNSEG.match(a) and UNSEG.match(b))


def relaxed(text, i):
    if i <= 0 or i >= len(text):
        return False
    a, b = text[i - 1], text[i]
    return isw(a) and isw(b)


def tokens(s):
    """Word tokens; combining marks stay inside their word (see isw)."""
    out, cur = [], ""
    for c in s:
        if isw(c):
            cur += c
        else:
            if cur:
                out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def validate(rec):
    """Return a list of problems (empty if the record is fine)."""
    errs = []
    text, names, keep = rec["text"], rec["names"], rec["keep"]
    if not text or text != text.replace("\r", ""):
        errs.append("empty text or CR")
    if rec["slice"] not in SLICES:
        errs.append("bad slice")
    last_end = -1
    for s in names:
        st, en = s["start"], s["end"]
        if not (0 <= st < en <= len(text)):
            errs.append("bad offsets %r" % s)
            continue
        if text[st:en] != s["text"]:
            errs.append("span text mismatch %r" % s)
        if s["text"] != s["text"].strip():
            errs.append("span has surrounding whitespace %r" % s["text"])
        if st < last_end:
            errs.append("overlapping/unsorted spans %r" % s["text"])
        last_end = en
        if not boundary_ok(text, st) or not boundary_ok(text, en):
            errs.append("span not on a word boundary %r" % s["text"])
    if rec["slice"] == "keep":
        if names:
            errs.append("keep slice record has names")
        if not keep:
            errs.append("keep slice record has no keep item")
    elif not names:
        errs.append("name slice record has no names")
    name_toks = set(t.lower() for s in names for t in tokens(s["text"]))
    for k in keep:
        if outside_count(text, k, names) < 1:
            errs.append("keep item %r not found outside name spans" % k)
        shared = set(t.lower() for t in tokens(k)) & name_toks
        if shared:
            errs.append("keep item %r shares token %r with a name" % (k, sorted(shared)))
    return errs


def name_tokens_outside(rec):
    """Name tokens that also occur as a whole word outside all name spans (case-sensitive)."""
    out = []
    for s in rec["names"]:
        for t in tokens(s["text"]):
            if outside_count(rec["text"], t, rec["names"]) and t not in out:
                out.append(t)
    return out


# ----------------------------------------------------------------------------- templates
# Cultures: one record per origin, persons A and B both from that origin.
CULTURES_T = [
    "Can you write a short welcome message for {{A}} and {{B}}, who are joining our [[Sunday]] choir?",
    "My landlord {{A}} wants the deposit by [[Friday]]. {{B:first}} says that's not in the lease. Who is right?",
    "Draft a polite reminder to {{A}} that {{A:his}} dentist appointment moved to [[Tuesday]] at 9, and copy {{B}}.",
    "Our five-a-side team needs a captain. Write a poll between {{A}} and {{B}} for the [[WhatsApp]] group.",
    "Help me reply to {{A:first}}: {{A:he}} asked if {{B}} can take over the [[Airbnb]] check-in on [[Saturday]].",
    "I matched with {{A}} on [[Hinge]]. Give me three opening lines about {{A:his}} hiking photos; my friend {{B:first}} says keep it short.",
    "Translate this note for {{A}}: 'The parent-teacher meeting with {{B:ms}} {{B:tlast}} is on [[Thursday]] in room 12.'",
    "Summarise the complaint from {{A}} about the delayed [[Ryanair]] refund and suggest what {{B:first}} from support should say.",
    "Write a thank-you card from the youth group to {{A}} and {{B}} for running the [[Easter]] bake sale.",
    "Our clan [[Discord]] has a new officer, {{A}}. Write the announcement and thank {{B:first}} for {{B:his}} time as officer.",
    "Client {{A}} wants the logo by [[Monday]]; {{B}} is doing the illustrations. Draft a short [[Upwork]] update.",
    "Help me compare two tutors for my son: {{A}} (maths, [[GCSE]]) and {{B}} (physics).",
    "Book a physio session for {{A}} and a follow-up with Dr {{B:tlast}} in [[March]].",
    "We're viewing a flat with the letting agent {{A}} tomorrow. What should I ask {{A:him}}? {{B:first}} will join by video.",
    "Hotel booking under {{A}}, second guest {{B}}, two nights in [[Lisbon]], arriving [[Wednesday]]. Write the email to the front desk.",
    "Make a seating plan for the wedding, but {{A}} and {{B}} should not sit at the same table.",
    "{{A}} from [[HR]] asked me to confirm {{B}}'s start date. Draft a two-line reply.",
    "Write a short bio for the church newsletter about {{A}}, our new youth pastor, and {{A:his}} partner {{B}}.",
    "My daughter's swim coach is {{A}} and her carpool partner is {{B}}. Make a schedule for the [[Monday]] and [[Wednesday]] practices.",
    "Check the tone before I send this: 'Hi {{A:first}}, {{B}} told me you can't make the [[Zoom]] call, no worries at all.'",
    "Who should go down as emergency contact on the school form, {{A}} or {{B}}?",
    "Plan a surprise party for {{A}}; {{B}} is bringing the cake from [[Costco]].",
    "Our tenants {{A}} and {{B}} want to end the lease two months early. What are my options?",
    "Write a short match report: {{A}} scored twice and {{B}} saved a penalty in the last minute.",
]

CASING_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]
CASING_T = [
    "my friend {{A}} said the [[Zoom]] link for the [[PTA]] meeting doesn't work, can you write a new invite?",
    "can you help me write a text to {{A}} asking if {{A:he}} can cover my shift on [[Saturday]]",
    "{{A}} keeps messaging me on [[Instagram]] after our first date, how do i say no politely",
    "pls remind {{A:first}} that the [[Netflix]] password changed and {{B}} has the new one",
    "need an apology email to {{A}} because our [[Airbnb]] host cancelled last minute",
    "what's a good gift for my coach {{A}}? budget 30 euros, {{A:he}} likes [[Nike]] stuff",
    "is it rude to ask {{A}} for the deposit back before [[Friday]]?",
    "tell {{A}} and {{B}} the raid starts at 9 on [[Discord]], no excuses this time",
    ("my mum {{A}} needs a [[GP]] appointment for her knee, can you write the message to the surgery", {"A": "f"}),
    "write a short bio for {{A}}, our new [[Sunday]] school teacher, keep it under 50 words",
]

POSITION_T = {
    "start": [
        "{{A}} wants to know if the [[Saturday]] practice is cancelled. What should I tell {{A:him}}?",
        "{{A}} is my new landlord and {{A:he}} still hasn't returned the deposit. Draft a firm but polite message.",
        "{{A:first}} here, I need to move my [[Delta]] flight to [[Tuesday]]. What do I say to the agent?",
        "{{A}}: can you send me the [[Excel]] sheet with next week's shifts?",
        "{{A}} and I are planning a trip to [[Kyoto]] in [[April]]. Suggest a five-day itinerary.",
        "{{A:first}} asked me to be godparent to the baby. How do I say yes in a heartfelt way?",
        "{{A}} from accounting never answers on [[Teams]]. How do I escalate without being rude?",
        "{{A}}'s mum wants to share the school run with us. Write a schedule for the week.",
    ],
    "middle": [
        "At the open house the agent, {{A}}, said the [[HOA]] fee is negotiable. Is that normal?",
        "Please write a short note saying that {{A}} will pick up the kids from after-school club today.",
        "I have a check-up with Dr {{A:tlast}} on [[Thursday]] but I need to move it. Write the email.",
        "For the fundraiser, {{A}} is running the raffle and we still need someone for the [[PayPal]] donations.",
        "Our guild leader {{A:handle}} kicked two people without warning. Help me write a fair rule proposal.",
        "Can you make this message to {{A}} sound less passive-aggressive? 'As I already said twice...'",
        "The invoice from {{A}} says 14 hours but we agreed on 10. How do I raise it politely?",
        "My son says {{A}} pushed him at recess. Draft a calm email to the class teacher.",
    ],
    "end": [
        "Write a birthday message for my colleague {{A}}",
        "Who's on call this weekend? The rota says {{A}}",
        "Draft an out-of-office reply that sends urgent requests to {{A}}.",
        "I need a reference letter for our former nanny, {{A}}",
        "Suggest a name for our pub quiz team. The captain is {{A}}",
        "Please sign the farewell card from all of us to {{A}}.",
        "Thanks in advance for any tips on the lease,\n{{A}}",
        "Add this line at the bottom of the flyer: Organised by {{A}}",
    ],
}

LISTS_T = [
    "Add {{A}}, {{B}}, {{C}} and {{D}} to the [[WhatsApp]] group for the under-12s team.",
    "Volunteers for the [[Sunday]] coffee rota: {{A}} / {{B}} / {{C}}. Make it into a four-week schedule.",
    "Sort these players by position:\n- {{A}} (goalkeeper)\n- {{B}} (defender)\n- {{C}} (striker)\n- {{D}} (midfield)",
    "Carpool order for the week:\n1. {{A}}\n2. {{B}}\n3. {{C}}\nMake it fair, {{D:first}} can't drive on [[Fridays]].",
    "Clean up this CSV:\nname,role,phone\n{{A}},tenant,555-0134\n{{B}},tenant,555-0178\n{{C}},guarantor,555-0112",
    "Format this reading list in [[APA]] style: {{A:lastfirst}}; {{B:lastfirst}}; {{C:lastfirst}}.",
    "Row 2: {{A}} | Room 14 | [[Monday]]\nRow 3: {{B}} | Room 9 | [[Wednesday]]\nWhy are these two rows highlighted in red?",
    "Seating at table 4: {{A}}, {{B:first}}, {{C}}, and {{D:first}}'s plus-one. Is there room for a high chair?",
    "Attendees: {{A}} & {{B}} & {{C}}. Draft the opening paragraph of the minutes.",
    "Shortlist for the nanny job: {{A}}, {{B}}, {{C}}. Which questions should I ask each of them?",
    "Players still missing the [[Adidas]] kit: {{A:first}}, {{B:first}}, {{C:first}}, {{D}}.",
    "Please put these names in alphabetical order: {{A}}, {{B}}, {{C}}, {{D}}, {{E}}",
    "Team 1: {{A}}, {{B}}\nTeam 2: {{C}}, {{D}}\nIs this balanced for the doubles night?",
    "Said yes: {{A}} (+1), {{B}}, {{C}} (vegan). Still needs an [[RSVP]] reminder: {{D}}.",
    "Prayer list this week: {{A}}, {{B}} and the {{C:plural}}. Format it for the bulletin.",
    "Raid group tonight: {{A:handle}}, {{B:handle}}, {{C:handle}}. We still need a healer, write the [[LFG]] post.",
]

POSSESSIVE_T = [
    "Can you proofread {{A}}'s cover letter before {{A:he}} sends it to [[Deloitte]]?",
    "{{A}}’s flight lands at 6; can {{B}} pick {{A:him}} up at [[Heathrow]]?",
    "I'm confused about {{A}}'s and {{B}}'s schedules for the [[Easter]] holidays. Make one table.",
    "We're having dinner at the {{A:plural}}' place on [[Saturday]]. What wine goes with lamb?",
    "The {{A:plural}} are moving out on the 30th. Write a move-out inspection checklist.",
    "Write a toast for {{A:first}}'s 40th; {{A:his}} best friend {{B}} will read it out.",
    "{{A}}'s insurance claim was rejected by [[Allianz]]. What should the appeal letter say?",
    "My daughter's teacher, {{A}}, says {{B}}'s son is bullying her. How do I respond?",
    "Update {{A}}'s address in the church directory and remove the {{B:plural}}, they moved away.",
    "Summarise {{A}}'s feedback on my [[Fiverr]] gig in three bullet points.",
    "{{A:first}}'s mum and {{B:first}}'s dad both want to coach the team. How do we decide fairly?",
    "What's the fairest way to split {{A}}'s share of the [[Airbnb]] after {{A:he}} cancelled?",
    "Please reply to {{A}}'s review on [[Google Maps]]; {{A:he}} says the wait was too long.",
    "It's {{A}}'s turn to host book club, but {{B}}'s flat is bigger. How do I suggest swapping?",
    "Rewrite {{A:initlast}}'s notes from the [[HOA]] meeting as bullet points.",
    "Is {{A}}’s parking permit still valid if {{A:he}} moved to {{B}}’s address?",
]

QUOTED_T = [
    "Reply to this for me:\n\"Hi, it's {{A}} from the school office. {{B:first}} forgot {{B:his}} lunch again.\"",
    "Forwarded message:\nFrom: {{A}} <{{A:email}}>\nTo: {{B}}\nSubject: Lease renewal\n\nCan you summarise what {{A:first}} is asking for?",
    "> {{A}} wrote:\n> are we still on for the [[Saturday]] match?\nWrite a short yes with the kick-off time.",
    "[10:42] {{A:first}}: who's bringing the projector?\n[10:43] {{B:first}}: not me lol\n[10:45] {{C:first}}: I can\nWho volunteered?",
    "Kind regards,\n{{A:first}}\n{{A:last}}\n[[Parish Office]]\n\nIs this sign-off too stiff for an email to volunteers?",
    "What does my manager mean by this: 'Please loop in {{A}} before the [[Q3]] review.'",
    "Someone texted me: \"This is {{A}}, your new [[DHL]] courier, please confirm your address.\" Is it a scam?",
    "Hi {{A:first}},\n\nThanks for the viewing yesterday. We'd like to make an offer on the flat.\n\nBest,\n{{B}}\n\nCan you make this more formal?",
    "Our clan chat:\n<{{A:handle}}> gg\n<{{B:handle}}> who took the loot\n<{{C:handle}}> not me\nWrite a fair loot rule.",
    "The coach wrote: “{{A}} and {{B}} are starting on [[Sunday]], {{C:first}} is on the bench.” How do I explain this to my kid?",
    "Translate into Spanish: 'Dear {{A}}, your appointment with Dr. {{B:tlast}} is confirmed.'",
    "Please help me answer this dating-app message: \"hey it's {{A:first}} 😊 loved your dog pics\"",
    "---------- Forwarded message ---------\nFrom: {{A}}\nDate: [[Mon]], 3 [[Mar]]\n> Can {{B:first}} cover the morning shift?\nWhat should I answer?",
    "The email ends with:\n--\n{{A}}\nSenior Recruiter | [[Talent Acquisition]]\nDoes this recruiter look legit?",
    "Text from {{A:first}}: 'tell {{B:first}} the ferry leaves at 7 not 8'. Write the reminder for {{B:first}}.",
    "The minutes say: 'Motion proposed by {{A}}, seconded by {{B}}.' Is that enough under our bylaws?",
]

CODE_T = [
    "Why does this fail?\n# TODO({{A:handle}}): remove after migration\nimport [[pandas]] as pd\ndf = pd.read_csv('rota.csv')",
    "// author: {{A}}\n// reviewed: {{B:initlast}}\nPlease add JSDoc comments to this [[React]] component.",
    "/**\n * @author {{A:lastfirst}}\n */\nConvert this [[Java]] class to [[Kotlin]].",
    "git log shows:\ncommit 3f2a9c1\nAuthor: {{A}} <{{A:email}}>\n\n    Fix booking timezone bug\n\nCo-authored-by: {{B}} <{{B:email}}>\nWrite a changelog entry.",
    "Validate this JSON: {\"tenant\": \"{{A}}\", \"unit\": \"4B\", \"landlord\": \"{{B}}\", \"rent\": 1200}",
    "Fix the indentation:\nteam:\n  captain: {{A}}\n   coach: {{B}}\n  sponsor: [[Adidas]]",
    "SELECT * FROM members WHERE last_name = '{{A:last}}' AND first_name = '{{A:first}}';\nTurn this into an UPDATE that changes the email.",
    "What does this log mean?\n2025-03-04T09:12:44Z INFO login ok user={{A:handle}} ip=10.0.3.7\n2025-03-04T09:13:02Z WARN [[OAuth]] token expired user={{A:handle}}",
    "Traceback (most recent call last):\n  File \"/home/{{A:handle}}/clinic/booking.py\", line 42, in <module>\n    book(patient)\nKeyError: 'dob'\nWhat's wrong?",
    "BEGIN:VEVENT\nSUMMARY:Parent-teacher conference\nORGANIZER;CN={{A}}:mailto:{{A:email}}\nATTENDEE;CN={{B}}:mailto:{{B:email}}\nDTSTART:20250312T160000\nEND:VEVENT\nTurn this into a plain-English reminder.",
    "Rename these files consistently:\nCV {{A}} final.pdf\n{{B:handle}}-cover-letter.docx\nscan passport.jpg",
    "Parse this export:\nid;full_name;team\n17;{{A}};[[U14]] Girls\n18;{{B}};[[U14]] Girls",
    "<!-- edited by {{A:handle}} -->\n<p>Contact {{B}} for tickets.</p>\nWhy is the paragraph not styled?",
    "@{{A:handle}} can you review PR #482 before the release? cc @{{B:handle}}",
    "ADMIN_EMAIL={{A:email}}\nSUPPORT_NAME=\"{{B}}\"\nIs it safe to commit this [[.env]] file?",
    "=VLOOKUP(\"{{A}}\", Roster!A:D, 3, FALSE) returns #N/A even though {{A:first}} is in the roster. Why?",
]

BUSINESS_T = [
    "Invoice #2025-114\nBill to: {{A}}\nServices: logo design, 3 revisions\nTotal: €450\nWrite a friendly payment reminder, it's 14 days overdue.",
    "Please draft a rental agreement between landlord {{A}} and tenant {{B}} for a 12-month lease starting [[June]] 1.",
    "Transfer €1,250 to {{A}}, IBAN DE89 3704 0044 0532 0130 00, reference: deposit flat 3. Is the reference clear enough?",
    "Payslip for {{A}}, employee no. 4471: gross 3,200, tax 610. Why is the [[National Insurance]] line so high?",
    "Write a refund request to [[Booking.com]] for reservation 88213 under the name {{A}}: the hotel was closed when we arrived.",
    "Our freelancer {{A}} quoted $2,000 for the website. {{B}} thinks it's too high. Write a polite counteroffer.",
    "Insurance claim: policyholder {{A}}, claim no. 55-2019, water damage in the kitchen. Draft a cover letter to [[Aviva]].",
    "Draft a simple NDA between {{A}} (consultant) and our bakery.",
    "The estate agent {{A}} says the sellers accept $412,000 if we close by [[August]]. Write a reply asking for the survey report.",
    "Write a receipt for {{A}}: six piano lessons paid in cash in [[March]].",
    "Proforma invoice for {{A}}, billing contact {{B}} ({{B:email}}). Add [[VAT]] at 20%.",
    "Write a reference-check summary for {{A}}, who worked as a live-in carer for {{B}} for two years.",
    "Customer {{A}} (order 10442) says the [[IKEA]] wardrobe arrived damaged. Draft the support reply.",
    "Membership renewal for the {{A:plural}}: family plan, €180 a year. Write the reminder email.",
    "Quote for {{A}}: deep clean of a 3-bed house, end of tenancy, [[Friday]] morning. Make it look professional.",
    "{{A}} paid the deposit twice by mistake. Write a message confirming we'll refund the second payment to {{A:his}} [[Revolut]] account.",
]

TITLES_T = [
    "Write a thank-you email to Dr. {{A:tlast}} for the quick [[MRI]] referral.",
    "How should I address a letter to Professor {{A}} about my son's application?",
    "Remind {{A:ms}} {{A:tlast}} that parents' evening moved to [[Wednesday]].",
    "Can Pastor {{A:tlast}} bless the new community garden after the service on [[Sunday]]?",
    "Coach {{A:first}} wants the kids at the field by 8. Write the reminder for the parents.",
    ("Is it okay to call my son's teacher 'Miss {{A:first}}' instead of Ms {{A:tlast}}?", {"A": "f"}),
    "Rev. {{A}} will officiate the wedding. Write the line for the order of service.",
    "Please book me with Nurse {{A:tlast}} for my flu jab next week.",
    "Draft a complaint to Councillor {{A:tlast}} about the potholes on [[Elm Street]].",
    "Should I write 'Dear {{A:ms}} {{A:tlast}}' or 'Dear {{A}}' to a landlord I've never met?",
    ("Father {{A:first}} asked if the youth group can help with the [[Christmas]] food drive. Write a sign-up post.", {"A": "m"}),
    "Imam {{A:tlast}} is giving the talk after the [[Friday]] prayer. Write a short announcement.",
    "Prof. {{A:initlast}} wants my thesis draft by [[Friday]]. Help me ask for a one-week extension.",
    "Sgt. {{A:tlast}} took my statement after the break-in. How do I get a copy of the report?",
    "Mx {{A:tlast}} is our new [[SENCO]]. Draft a short intro email to parents.",
    "Ask Dr {{A}} and Dr {{B}} if one of them can cover the weekend clinic.",
]

NONEN_T = {
    "de": [
        "Kannst du eine kurze Nachricht an {{A}} schreiben, dass die [[Rechnung]] bis [[Freitag]] bezahlt werden muss?",
        "Mein [[Vermieter]] {{A}} will die [[Kaution]] nicht zurückzahlen. Wie formuliere ich eine [[Mahnung]]?",
        "Bitte sag {{A:first}}, dass das [[Training]] am [[Mittwoch]] ausfällt und {{B}} die Trikots mitbringt.",
        ("Frau {{A:tlast}} ist die neue [[Klassenlehrerin]] meiner Tochter. Schreib eine freundliche [[Begrüßung]] für den [[Elternabend]].", {"A": "f"}),
        ("Herr {{A:tlast}} hat mir beim [[Zahnarzt]] einen [[Termin]] für [[Dienstag]] gegeben. Wie sage ich ab?", {"A": "m"}),
        "Für die [[Gemeinde]] suchen wir Helfer: {{A}}, {{B}} und {{C}} haben zugesagt. Schreib eine [[Rundmail]].",
        "Ich habe eine [[Kündigung]] von {{A}} bekommen. Ist die [[Frist]] von drei Monaten korrekt?",
        "Unser [[Clan]] braucht einen neuen Anführer: {{A:handle}} oder {{B:handle}}? Schreib eine [[Umfrage]] für [[Discord]].",
    ],
    "es": [
        "¿Puedes escribirle un mensaje a {{A}} para decirle que la reunión de padres es el [[jueves]]?",
        ("Mi casero, {{A}}, no me devuelve la fianza. ¿Qué le escribo?", {"A": "m"}),
        ("Necesito una cita con la doctora {{A:tlast}} para el [[lunes]] por la mañana.", {"A": "f"}),
        "{{A}} y {{B}} quieren cambiar el turno del [[sábado]]. Redacta un mensaje para el grupo de [[WhatsApp]].",
        "Escribe una carta de recomendación para {{A}}, que cuidó a nuestros hijos durante tres años.",
        "¿Cómo le pido a {{A:first}} que me pague la factura de [[diciembre]] sin sonar borde?",
        ("El entrenador {{A}} dice que mi hijo no juega el [[domingo]]. ¿Cómo se lo explico al niño?", {"A": "m"}),
    ],
    "fr": [
        "Peux-tu écrire un message à {{A}} pour lui dire que la réunion des parents est [[mardi]] ?",
        ("Mon propriétaire, {{A}}, refuse de rendre la caution. Que faire ?", {"A": "m"}),
        "Prends rendez-vous chez le docteur {{A:tlast}} pour [[vendredi]] matin, s'il te plaît.",
        "Rédige une annonce pour la paroisse : {{A}} et {{B}} organisent la kermesse de [[juin]].",
        ("Madame {{A:tlast}} demande la facture de [[novembre]]. Tu peux m'aider à répondre ?", {"A": "f"}),
        "Mon coéquipier {{A:handle}} ne vient plus aux entraînements. Comment lui en parler ?",
        "Le devis de {{A}} pour la salle de bains est trop cher. Écris une contre-proposition polie.",
    ],
    "it": [
        "Puoi scrivere un messaggio a {{A}} per dire che la partita di [[sabato]] è rinviata?",
        ("La maestra {{A:first}} vuole parlarmi [[giovedì]]. Come rispondo?", {"A": "f"}),
        ("Ho un appuntamento con il dottor {{A:tlast}} ma devo spostarlo a [[lunedì]].", {"A": "m"}),
        "{{A}} e {{B}} hanno prenotato lo stesso appartamento su [[Booking]]. Cosa scrivo all'host?",
        ("Scrivi un biglietto di ringraziamento per {{A}}, il nostro nuovo parroco.", {"A": "m"}),
        "Il cliente {{A}} non ha ancora pagato la fattura di [[marzo]]. Scrivi un sollecito gentile.",
    ],
    "pt": [
        "Você pode escrever uma mensagem para {{A}} dizendo que a consulta foi remarcada para [[segunda-feira]]?",
        ("O corretor {{A}} disse que o aluguel sobe em [[janeiro]]. Isso é permitido?", {"A": "m"}),
        "Preciso de um e-mail para {{A}} cobrando o pagamento do projeto de [[design]] de dezembro.",
        "{{A}} e {{B}} vão organizar o churrasco da igreja no [[domingo]]. Escreva o convite.",
        ("A professora {{A:first}} mandou um bilhete sobre o meu filho. Como respondo com educação?", {"A": "f"}),
        "Reserve um quarto no nome de {{A}} para [[sexta-feira]], por favor.",
    ],
    "nl": [
        "Kun je een bericht schrijven aan {{A}} dat de training op [[woensdag]] niet doorgaat?",
        "Onze verhuurder {{A}} wil de borg niet terugbetalen. Wat kan ik doen?",
        "Maak een rooster voor de kerk: {{A}}, {{B}} en {{C}} doen de koffie op [[zondag]].",
        ("Mevrouw {{A:tlast}} van school vraagt of mijn dochter [[donderdag]] vrij kan krijgen. Wat antwoord ik?", {"A": "f"}),
        "Ik heb een afspraak bij dokter {{A:tlast}} op [[maandag]], maar ik moet verzetten. Schrijf een berichtje.",
    ],
    "pl": [
        "{{A}} pyta, czy zebranie rodziców jest w [[czwartek]]. Napisz krótką odpowiedź.",
        ("Mój wynajmujący, {{A}}, nie chce oddać kaucji. Co mam napisać?", {"A": "m"}),
        ("Pani {{A:tlast}} z przychodni przesunęła moją wizytę na [[poniedziałek]]. Jak odpowiedzieć?", {"A": "f"}),
        ("Trener {{A}} mówi, że mecz w [[sobotę]] jest odwołany. Napisz wiadomość do rodziców.", {"A": "m"}),
        "Klient: {{A}}. Faktura za [[marzec]] nie została opłacona. Napisz uprzejme przypomnienie.",
    ],
    "tr": [
        "[[Cumartesi]] maçı için {{A}} ile konuşmam gerekiyor, kısa bir mesaj yazar mısın?",
        "Ev sahibim {{A}} depozitoyu geri vermiyor. Ne yazmalıyım?",
        ("{{A:first}} Hanım yarın veli toplantısına gelemiyor. Öğretmene kısa bir not yaz.", {"A": "f"}),
        "Müşterim {{A}} [[Ocak]] faturasını ödemedi. Kibar bir hatırlatma yaz.",
    ],
}

# Keep slice (no names): frames with typed slots {cat} / {cat2}, filled from the pools below.
KEEP_POOLS = {
    "en": {
        "shop": ["McDonald's", "Gucci", "Chanel", "Prada", "Hermès", "Dior", "Sainsbury's", "Macy's",
                 "Harrods", "Nordstrom", "Walgreens", "Tiffany & Co.", "Carl's Jr.", "Wendy's"],
        "car": ["Ford", "Tesla", "Mercedes", "Chevrolet", "Citroën", "Peugeot", "Renault", "Honda", "Toyota",
                "Porsche", "Ferrari", "Lamborghini"],
        "food": ["Kellogg's", "Heinz", "Cadbury", "Hershey's", "Nestlé", "Kraft", "Campbell's"],
        "place": ["Charlotte", "Austin", "Florence", "Victoria", "Jackson", "Lincoln", "Adelaide", "Kingston",
                  "Darwin", "Regina", "Hamilton", "Eugene", "Tyler", "Santa Barbara", "São Paulo", "San Diego",
                  "Sydney", "Halifax", "St. Louis", "Alexandria"],
        "dish": ["Caesar salad", "Eggs Benedict", "Beef Wellington", "Peach Melba", "Margherita pizza",
                 "Beef Stroganoff", "Crêpes Suzette", "Oysters Rockefeller", "Reuben sandwich", "Pavlova",
                 "Bananas Foster", "Chicken Tetrazzini"],
        "holiday": ["Thanksgiving", "Easter", "Diwali", "Eid al-Fitr", "Hanukkah", "Christmas Eve",
                    "St Patrick's Day", "Valentine's Day", "Lunar New Year", "Boxing Day", "Juneteenth",
                    "Good Friday", "Nowruz", "Holi", "Mother's Day", "Labor Day", "Halloween"],
        "giftday": ["Christmas", "Hanukkah", "Diwali", "Eid al-Fitr", "Valentine's Day", "Mother's Day",
                    "Father's Day"],
        "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                  "October", "November", "December"],
        "dept": ["HR", "IT", "QA", "PR", "R&D"],
        "agency": ["IRS", "HMRC", "DMV", "DVLA", "NHS", "CRA", "ATO"],
        "taxagency": ["IRS", "HMRC", "CRA", "ATO"],
        "tool": ["Jira", "Notion", "Figma", "Excel", "Confluence", "Trello", "Airtable", "Google Sheets",
                 "Slack", "Teams"],
        "soft": ["React", "Kubernetes", "Postgres", "Pandas", "NumPy", "Jenkins", "Ansible", "Terraform",
                 "Celery", "Airflow", "Kafka", "Cassandra", "Julia", "Ruby", "Grafana", "Sphinx"],
        "web": ["Hugo", "Jekyll", "WordPress", "Django", "Laravel", "Flask", "Wix", "Squarespace"],
        "product": ["iPhone 15", "Galaxy S24", "PlayStation 5", "Kindle", "Echo Dot", "Roomba",
                    "Thermomix", "AirPods", "Nintendo Switch", "MacBook Air", "Pixel 8", "Apple Watch", "Fitbit"],
        "device": ["iPhone 15", "Galaxy S24", "Pixel 8", "Apple Watch", "Echo Dot", "Fitbit"],
        "teamp": ["Lakers", "Boston Celtics", "All Blacks", "Chicago Bulls", "Green Bay Packers",
                  "New York Yankees", "Toronto Maple Leafs", "Golden State Warriors", "Seattle Seahawks",
                  "Dallas Cowboys"],
        "club": ["Real Madrid", "Manchester United", "Arsenal", "Juventus", "Borussia Dortmund", "Ajax",
                 "Galatasaray", "Benfica", "Celtic"],
        "street": ["Baker Street", "Abbey Road", "Oxford Street", "Elm Street", "Washington Avenue",
                   "Queen Street", "Lincoln Road", "Victoria Road", "King Street", "George Street",
                   "Rue de Rivoli", "Gran Vía"],
    },
    "de": {
        "day": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
        "month": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                  "Oktober", "November", "Dezember"],
        "noun": ["Rechnung", "Kündigung", "Nebenkostenabrechnung", "Steuererklärung", "Krankmeldung",
                 "Überweisung", "Bescheinigung", "Meldebescheinigung", "Bewerbung"],
        "office": ["Finanzamt", "Bürgeramt", "Jobcenter", "Ordnungsamt", "Jugendamt", "Standesamt", "Bauamt"],
        "brand": ["Lidl", "Aldi", "Edeka", "Kaufland", "Rossmann", "Tchibo", "Netto"],
    },
    "es": {
        "day": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
        "month": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                  "octubre", "noviembre", "diciembre"],
        "holiday": ["Semana Santa", "Nochebuena", "Reyes", "Navidad", "Nochevieja"],
        "place": ["Santiago", "San Sebastián", "Santa Cruz", "Victoria", "Valencia", "Córdoba", "Mercedes"],
    },
    "fr": {
        "day": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
        "month": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                  "octobre", "novembre", "décembre"],
        "orgf": ["CAF", "SNCF", "CPAM", "MDPH"],
        "brand": ["Carrefour", "Decathlon", "Monoprix", "Fnac", "Darty", "Picard"],
        "place": ["Saint-Malo", "Saint-Denis", "Montpellier", "Nancy", "Lourdes", "Orléans"],
    },
    "it": {
        "day": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
        "month": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                  "settembre", "ottobre", "novembre", "dicembre"],
        "org": ["Enel", "Trenitalia", "Poste Italiane", "Agenzia delle Entrate", "Telepass"],
    },
    "nl": {
        "day": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
        "month": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
                  "september", "oktober", "november", "december"],
        "org": ["Belastingdienst", "NS", "Kruidvat", "Jumbo", "Gemeente Utrecht", "Rabobank"],
    },
    "pt": {
        "day": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira"],
        "month": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
                  "outubro", "novembro", "dezembro"],
        "org": ["INSS", "Nubank", "Detran", "Itaú", "Bradesco", "Sebrae"],
    },
}

KEEP_T = {
    "en": [
        "Is {shop} open on {holiday}? I need to return something.",
        "What drink goes well with {dish} at a {day} dinner party?",
        "Cheapest way to fly from {place} to {place2} in {month}?",
        "Our {dept} team wants everyone on {tool} by {month}. Write the announcement.",
        "Is the {product} a good present for a 70-year-old beginner?",
        "Did the {teamp} win on {day}? Give me the score and the top scorer.",
        "I live on {street}; which bin goes out on {day}?",
        "Explain {soft} to me like I'm a small-business owner who only knows {tool}.",
        "Is {holiday} a good time to visit {place}, or is everything closed?",
        "Write a kid-friendly recipe for {dish} for a {holiday} party.",
        "Can I return a {product} after 30 days if the box is already open?",
        "Which is more reliable as a family car, a {car} or a {car2}?",
        "Find a hotel near {street} for the first week of {month}.",
        "My {agency} letter says the deadline is {day} the 14th. Is that this month or next?",
        "Make a packing list for a trip to {place} in {month} with two kids.",
        "Is it worth getting season tickets for {club} if we live two hours away?",
        "Our community potluck is on {holiday}. Can {dish} be made a day ahead?",
        "Translate 'see you on {day} in {month}' into French and Spanish.",
        "Set up a reminder on my {device} for every {day} at 7am.",
        "What's the {taxagency} rule for claiming mileage when I drive to clients?",
        "We're hosting a watch party for the {teamp} game. Suggest food besides {dish}.",
        "Is {web} or {web2} easier for a volunteer-run church website?",
        "My kid's school trip to {place} is on {day}. What should the packed lunch include?",
        "Does {shop} have a store on {street}?",
        "Write a sign for the office fridge: {dish} leftovers must go by {day}.",
        "Is the {product} worth it as a {giftday} present for a teenager?",
        "Our gaming clan runs tournaments every {day}. Should we use {tool} or pen and paper for brackets?",
        "How early should I book flights to {place} for {holiday}?",
        "Draft a notice that the office is closed on {holiday} and reopens the next working day.",
        "Who has won more titles, the {teamp} or the {teamp2}?",
        "Did {club} win on {day}? My son missed the match.",
        "Which {food} snacks are safe for a kid with a nut allergy?",
        "Is a used {car} cheaper to insure than a new {car2} for a 19-year-old?",
    ],
    "de": [
        "Brauche ich für die {noun} einen Termin beim {office}? Am {day} hätte ich frei.",
        "Muss ich die {noun} bis Ende {month} beim {office} abgeben?",
        "Hat {brand} am {day} nach [[Ostern]] geöffnet?",
        "Schreib mir eine Erinnerung: {noun} im {month} nicht vergessen.",
        "Ist das {office} auch im {month} am {day} erreichbar?",
    ],
    "es": [
        "¿Abren los bancos en {place} durante {holiday}?",
        "¿Qué tiempo hace en {place} a finales de {month}?",
        "Recuérdame pagar el alquiler el {day} antes de {holiday}.",
    ],
    "fr": [
        "Est-ce que la {orgf} est ouverte le {day} en {month} ?",
        "Combien coûte un billet pour {place} en {month} ?",
        "Le magasin {brand} de mon quartier ouvre-t-il le {day} ?",
    ],
    "it": [
        "Gli uffici di {org} sono aperti di {day} nel mese di {month}?",
        "Ricordami di pagare la bolletta entro {day}, prima della fine di {month}.",
    ],
    "nl": [
        "Is de {org} ook op {day} bereikbaar in {month}?",
        "Herinner me eraan om op {day} de huur over te maken, vóór eind {month}.",
    ],
    "pt": [
        "O {org} abre na {day} depois do feriado de {month}?",
        "Me lembre de pagar o boleto na {day}, antes do fim de {month}.",
    ],
}
KEEP_COUNTS = {"en": 40, "de": 10, "es": 6, "fr": 6, "it": 4, "nl": 4, "pt": 4}


# ----------------------------------------------------------------------------- generation
records = []
STATS = {"retries": 0}


def add(slice_, sub, lang, text, names, keep, hand=False, origin=None):
    rec = {"_prefix": "-".join([x for x in (slice_, sub, "hand" if hand else None) if x]),
           "slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep,
           "_hand": hand, "_origin": origin}
    records.append(rec)
    return rec


def split_template(t):
    if isinstance(t, tuple):
        return t[0], t[1]
    return t, {}


def render_template(template, rng, origin=None, case_mode=None, extra_check=None):
    """Draw persons for a template and render it; retries until the record validates."""
    markup, genders = split_template(template)
    letters = sorted(set(re.findall(r"\{\{([A-E])", markup)))
    plural_letters = set(re.findall(r"\{\{([A-E]):plural\}\}", markup))
    family_letters = set(re.findall(r"\{\{([A-E]):last\}\}", markup))
    for attempt in range(200):
        persons, used = {}, set()
        ok = True
        for L in letters:
            p = draw_person(rng, origin=origin, gender=genders.get(L), need_plural=(L in plural_letters),
                            need_family=(L in family_letters))
            toks = set(t.lower() for t in tokens(p.full()))
            if toks & used:
                ok = False
                break
            used |= toks
            persons[L] = p
        if not ok:
            STATS["retries"] += 1
            continue
        segs = apply_case(parse(markup, persons), case_mode)
        text, names, keep = build(segs)
        rec = {"slice": "lists", "text": text, "names": names, "keep": keep}
        if validate(rec) or name_tokens_outside(rec) or (extra_check and not extra_check(rec)):
            STATS["retries"] += 1
            continue
        return text, names, keep
    raise RuntimeError("could not render template: " + markup)


def gen_cultures():
    for i, o in enumerate(ORIGINS):
        t = CULTURES_T[i % len(CULTURES_T)]
        text, names, keep = render_template(t, RNG, origin=o)
        add("cultures", o["code"], "en", text, names, keep, origin=o["code"])


def gen_casing():
    for mode in CASING_MODES:
        for j in range(len(CASING_T)):
            text, names, keep = render_template(CASING_T[j], RNG, case_mode=None if mode == "normal" else mode)
            add("casing", mode, "en", text, names, keep)


def position_check(where):
    def chk(rec):
        t, n = rec["text"], rec["names"]
        if where == "start":
            return n[0]["start"] == 0
        if where == "end":
            return re.fullmatch(r"[\s.!?]*", t[n[-1]["end"]:]) is not None and n[0]["start"] > 0
        return n[0]["start"] > 0 and t[n[-1]["end"]:].strip(" .!?\n") != ""
    return chk


def gen_position():
    for where in ("start", "middle", "end"):
        ts = POSITION_T[where]
        for j in range(15):
            text, names, keep = render_template(ts[j % len(ts)], RNG, extra_check=position_check(where))
            add("position", where, "en", text, names, keep)


def gen_simple(slice_, templates, n):
    for j in range(n):
        text, names, keep = render_template(templates[j % len(templates)], RNG)
        add(slice_, None, "en", text, names, keep)


def gen_nonenglish():
    for lang in ("de", "es", "fr", "it", "pt", "nl", "pl", "tr"):
        for t in NONEN_T[lang]:
            text, names, keep = render_template(t, RNG)
            add("nonenglish", lang, lang, text, names, keep)


def gen_keep_templated():
    for lang in ("en", "de", "es", "fr", "it", "nl", "pt"):
        frames, pools = KEEP_T[lang], KEEP_POOLS[lang]
        for j in range(KEEP_COUNTS[lang]):
            frame = frames[j % len(frames)]
            chosen = {}

            def fill(m):
                cat, idx = m.group(1), m.group(2)
                opts = [x for x in pools[cat] if x not in chosen.values()]
                v = RNG.choice(opts)
                chosen[cat + idx] = v
                return "[[" + v + "]]"
            markup = re.sub(r"\{([a-z]+)(\d?)\}", fill, frame)
            text, names, keep = build(parse(markup))
            add("keep", lang, lang, text, names, keep)


def gen_hand():
    for slice_, items in hand_records.HAND:
        for item in items:
            origin = None
            if slice_ == "cultures":
                origin, lang, markup = item
                if origin not in ORIGIN_BY_CODE:
                    raise ValueError("unknown origin " + origin)
            elif isinstance(item, tuple):
                lang, markup = item
            else:
                lang, markup = "en", item
            text, names, keep = build(parse(markup))
            if slice_ == "cultures":
                sub = origin
            elif slice_ in ("nonenglish", "keep"):
                sub = lang
            else:
                sub = None
            add(slice_, sub, lang, text, names, keep, hand=True, origin=origin)


def main():
    args = sys.argv[1:]
    gen_cultures()
    gen_casing()
    gen_position()
    gen_simple("lists", LISTS_T, 42)
    gen_simple("possessive", POSSESSIVE_T, 42)
    gen_simple("quoted", QUOTED_T, 41)
    gen_simple("code", CODE_T, 41)
    gen_nonenglish()
    gen_simple("business", BUSINESS_T, 43)
    gen_simple("titles", TITLES_T, 41)
    gen_keep_templated()
    gen_hand()

    # order: by slice, templated before hand-written, creation order within
    order = {s: i for i, s in enumerate(SLICES)}
    recs = sorted(enumerate(records), key=lambda x: (order[x[1]["slice"]], x[1]["_hand"], x[0]))
    recs = [r for _, r in recs]
    counters = {}
    for r in recs:
        counters[r["_prefix"]] = counters.get(r["_prefix"], 0) + 1
        r["id"] = "%s-%03d" % (r["_prefix"], counters[r["_prefix"]])

    # validate everything before writing anything
    problems = []
    seen_ids, seen_texts = set(), set()
    for r in recs:
        for e in validate(r):
            problems.append("%s: %s" % (r["id"], e))
        if r["id"] in seen_ids:
            problems.append("%s: duplicate id" % r["id"])
        seen_ids.add(r["id"])
        if r["text"] in seen_texts:
            problems.append("%s: duplicate text" % r["id"])
        seen_texts.add(r["text"])
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print("%d problem(s); nothing written" % len(problems), file=sys.stderr)
        sys.exit(1)

    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            out = {"id": r["id"], "slice": r["slice"], "lang": r["lang"], "text": r["text"],
                   "names": r["names"], "keep": r["keep"]}
            fh.write(json.dumps(out, ensure_ascii=False) + "\n")
    n_hand = sum(1 for r in recs if r["_hand"])
    print("wrote %s: %d records (%d hand-written, %.1f%%), %d name spans, %d keep items"
          % (OUT, len(recs), n_hand, 100.0 * n_hand / len(recs),
             sum(len(r["names"]) for r in recs), sum(len(r["keep"]) for r in recs)))
    if "--stats" in args or "--lint" in args:
        stats(recs)
    if "--lint" in args:
        lint(recs)


def stats(recs):
    from collections import Counter, OrderedDict
    by_slice = OrderedDict((s, [0, 0, 0, 0]) for s in SLICES)
    for r in recs:
        d = by_slice[r["slice"]]
        d[0] += 1
        d[1] += int(r["_hand"])
        d[2] += len(r["names"])
        d[3] += len(r["keep"])
    print("slice        n  hand  spans  keep")
    for s, d in by_slice.items():
        print("%-11s %3d  %4d  %5d  %4d" % (s, d[0], d[1], d[2], d[3]))
    langs = Counter(r["lang"] for r in recs)
    print("languages:", ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    nonen = Counter(r["lang"] for r in recs if r["slice"] == "nonenglish")
    print("nonenglish:", ", ".join("%s %d" % kv for kv in sorted(nonen.items(), key=lambda kv: (-kv[1], kv[0]))))
    keepl = Counter(r["lang"] for r in recs if r["slice"] == "keep")
    print("keep:", ", ".join("%s %d" % kv for kv in sorted(keepl.items(), key=lambda kv: (-kv[1], kv[0]))))
    cult = Counter(r["_origin"] for r in recs if r["slice"] == "cultures")
    print("cultures origins: %d" % len(cult))
    print("  " + ", ".join("%s %d" % (o["code"], cult.get(o["code"], 0)) for o in ORIGINS))
    rel = sum(1 for r in recs for s in r["names"] if relaxed(r["text"], s["start"]) or relaxed(r["text"], s["end"]))
    print("spans at a script (not \\w) boundary in unsegmented scripts: %d" % rel)
    for r in recs:
        for s in r["names"]:
            if relaxed(r["text"], s["start"]) or relaxed(r["text"], s["end"]):
                print("   ", r["id"], s["text"])
    nl = sum(1 for r in recs for s in r["names"] if "\n" in s["text"])
    print("spans containing a newline: %d" % nl)
    out_tok = [(r["id"], name_tokens_outside(r)) for r in recs if name_tokens_outside(r)]
    print("records where a name token also occurs outside the spans: %d" % len(out_tok))
    for i, t in out_tok:
        print("   ", i, t)


def lint(recs):
    import difflib
    hand = [r for r in recs if r["_hand"]]

    def skel(r):
        t = r["text"]
        for s in reversed(r["names"]):
            t = t[:s["start"]] + "N" + t[s["end"]:]
        return t.lower()
    sk = [(r["id"], skel(r)) for r in hand]
    flagged = 0
    for i in range(len(sk)):
        for j in range(i + 1, len(sk)):
            a, b = sk[i][1], sk[j][1]
            sm = difflib.SequenceMatcher(None, a, b)
            if sm.real_quick_ratio() > 0.7 and sm.quick_ratio() > 0.7 and sm.ratio() > 0.7:
                print("near-duplicate hand records:", sk[i][0], sk[j][0], round(sm.ratio(), 2))
                flagged += 1
    print("near-duplicate pairs (ratio > 0.7): %d" % flagged)
    words = ["Grace", "Joy", "Honey", "Sunny", "Precious", "Blessing", "Gift", "Brook", "Dawn", "Robin",
             "Drew", "Chase", "Cash", "Major", "Royal", "Sterling", "Rich", "Frank", "Earnest", "Sage",
             "River", "Storm"]
    for w in words:
        n = sum(1 for r in recs for s in r["names"] if w.lower() in [t.lower() for t in tokens(s["text"])])
        k = sum(1 for r in recs for x in r["keep"] if w.lower() in [t.lower() for t in tokens(x)])
        print("word-name %-9s as name: %3d   in keep items: %3d" % (w, n, k))


if __name__ == "__main__":
    main()
