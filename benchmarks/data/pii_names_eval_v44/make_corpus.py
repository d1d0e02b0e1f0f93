#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for pii_names_eval_v44/names_eval.jsonl (python3 stdlib only).

Theme: transcripts and machine-made text (speech-to-text, call-centre logs,
podcast/interview transcripts, hearing and meeting minutes, SRT/VTT subtitles,
OCR'd forms and receipts, translation requests, voice-assistant logs, captions).

    python3 make_corpus.py        # rebuilds names_eval.jsonl byte for byte

Markup used in templates and hand records:
    {A} {Bf} {Cm:last} {A:first|u} person references (see render())
    <<Name>>                       literal, hand-written name span
    [[word]]                       literal keep item
    {K:pool}                       keep item drawn from a pool
    {R:pool}                       filler drawn from a pool (neither name nor keep)
"""
import hashlib
import json
import os
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import names_data  # noqa: E402
import hand_records  # noqa: E402

SEED = 44044
OUT = os.path.join(HERE, "names_eval.jsonl")
rng = random.Random(SEED)

ORIGINS = names_data.load_origins()
SCRIPTS = names_data.load_scripts()

# ---------------------------------------------------------------- pools
POOLS = OrderedDict([
    ("app", ["Zoom", "Otter", "Teams", "Whisper", "Rev", "Descript", "Webex", "Trint",
             "Sonix", "Audacity", "Dropbox", "Notion", "Slack", "YouTube", "Spotify",
             "Excel", "Premiere", "Riverside", "Loom", "Dragon"]),
    ("assistant", ["Alexa", "Siri", "Cortana", "Bixby"]),
    ("weekday", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
    ("month", ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]),
    ("role", ["Speaker", "Interviewer", "Host", "Moderator", "Clerk", "Chair", "Agent",
              "Caller", "Interpreter", "Narrator", "Panelist", "Respondent", "Transcriber"]),
    ("legal", ["Court", "Council", "Motion", "Exhibit", "Tribunal", "Plaintiff", "Defendant",
               "Appeal", "Ordinance", "Subpoena", "Affidavit", "Committee"]),
    ("place", ["Leeds", "Nairobi", "Toronto", "Lagos", "Manila", "Auckland", "Lyon", "Osaka",
               "Denver", "Cork", "Bergen", "Accra", "Perth", "Lima", "Quebec", "Mumbai",
               "Glasgow", "Adelaide", "Rotterdam", "Kraków", "Montevideo", "Halifax"]),
    ("brand", ["Samsung", "Sony", "Costco", "IKEA", "Nike", "Uber", "Lidl", "Vodafone",
               "Airbnb", "Heineken", "Walmart", "Tesco", "Carrefour", "Shell", "Toyota"]),
    ("lang", ["French", "Spanish", "German", "Portuguese", "Japanese", "Arabic", "Swahili",
              "Italian", "Polish", "Turkish", "Korean", "Hindi", "Dutch", "Tagalog"]),
    ("fmt", ["SRT", "VTT", "PDF", "CSV", "JSON", "DOCX", "MP3", "WAV"]),
])
FILLERS = OrderedDict([
    ("time", ["00:00:04", "00:01:12", "00:02:47", "00:05:03", "00:11:38", "00:14:09",
              "00:23:51", "00:31:26", "00:42:10", "01:03:55"]),
    ("clock", ["09:14", "10:02", "11:47", "13:30", "14:05", "15:58", "16:20", "17:45"]),
    ("num", ["2", "3", "4", "7", "12", "14", "19", "23", "31", "48"]),
    ("case", ["CV-2024-0113", "24-FC-0872", "HC/2023/551", "2025-CR-0419", "CIV 88/24"]),
    ("tf", ["Mrs.", "Ms", "Ms.", "Miss", "Mrs"]),
    ("tm", ["Mr.", "Mr", "Sir"]),
    ("tn", ["Dr.", "Dr", "Prof.", "Councillor", "Mx.", "Detective", "Capt.", "Rev."]),
])

REF_RE = re.compile(r"\{([A-E])([fm]?)(?::(\w+))?(?:\|([ul]))?\}")
TOKEN_RE = re.compile(r"(\{[A-E][fm]?(?::\w+)?(?:\|[ul])?\}|\{[KR]:\w+(?:\|[ul])?\}|<<.+?>>|\[\[.+?\]\])", re.S)

FOLD = {"ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae",
        "ß": "ss", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i", "ə": "e", "Ə": "E",
        "œ": "oe", "ħ": "h", "Ħ": "H"}


def ascii_fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def is_latin(s):
    for c in s:
        if c.isalpha() and "LATIN" not in unicodedata.name(c, ""):
            return False
    return True


# ---------------------------------------------------------------- persons
def make_person(o, gender):
    given = rng.choice(o["f"] if gender == "f" else o["m"])
    order = o["order"]
    if order == "g":
        fam = ""
    else:
        m, w = rng.choice(o["fam"])
        fam = w if gender == "f" else m
    if order == "g":
        full, first, last = given, given, given
    elif order == "fg":
        full, first, last = fam + " " + given, given, fam
    elif order == "vn":
        mid = "Thị" if gender == "f" else "Văn"
        full, first, last = fam + " " + mid + " " + given, given, fam
    else:
        full, first, last = given + " " + fam, given, fam
    return {"origin": o["origin"], "gender": gender, "full": full, "first": first,
            "last": last, "latin": True}


def make_script_person(s, gender):
    raw = rng.choice(s["f"] if gender == "f" else s["m"])
    if "·" in raw:
        fam, given = raw.split("·")
        full, first, last = fam + given, given, fam
    else:
        first, last = raw.split(" ", 1)
        full = raw
    return {"origin": s["origin"], "gender": gender, "full": full, "first": first,
            "last": last, "latin": False}


def form(p, f):
    if f in (None, "", "full"):
        return p["full"]
    if f == "first":
        return p["first"]
    if f == "last":
        return p["last"]
    if f == "lastfirst":
        if p["first"] == p["last"]:
            return p["full"]
        return p["last"] + ", " + p["first"]
    if f == "initlast":
        if p["first"] == p["last"]:
            return p["full"]
        return p["first"][0] + ". " + p["last"]
    if f == "handle":
        if p["first"] == p["last"]:
            parts = [p["full"]]
        else:
            parts = [p["first"], p["last"]]
        parts = [re.sub(r"[^a-z0-9-]", "", ascii_fold(x).lower()) for x in parts]
        return ".".join(parts)
    if f == "at":
        return form(p, "handle").replace(".", "_")
    raise ValueError(f)


LATIN_FORMS = {"lastfirst", "initlast", "handle", "at"}


def template_needs(tpl):
    """letter -> (gender or '', needs latin)"""
    need = OrderedDict()
    for m in REF_RE.finditer(tpl):
        L, g, f, _ = m.groups()
        cur = need.get(L, ["", False])
        if g:
            cur[0] = g
        if f in LATIN_FORMS:
            cur[1] = True
        need[L] = cur
    return need


def draw_people(tpl, origin=None, script=None, script_ok=True):
    people = {}
    used = set()
    for L, (g, latin) in template_needs(tpl).items():
        for _ in range(50):
            gender = g or rng.choice("fm")
            if script is not None:
                p = make_script_person(script, gender)
            elif origin is not None:
                p = make_person(origin, gender)
            elif script_ok and not latin and rng.random() < 0.07:
                p = make_script_person(rng.choice(SCRIPTS), gender)
            else:
                p = make_person(rng.choice(ORIGINS), gender)
            if p["full"] not in used and p["first"] not in used:
                break
        used.add(p["full"])
        used.add(p["first"])
        people[L] = p
    return people


# ---------------------------------------------------------------- rendering
def case_map(s, mode):
    if mode == "lower":
        return s.lower()
    if mode == "upper":
        return s.upper()
    return s


def render(tpl, people=None, case=None, name_case=None):
    """Render markup; returns (text, spans, keep).  case applies to every segment,
    name_case only to name segments (applied after case)."""
    people = people or {}
    out, spans, keep = [], [], []
    pos = 0
    for piece in TOKEN_RE.split(tpl):
        if not piece:
            continue
        kind = "text"
        if piece.startswith("<<") and piece.endswith(">>"):
            kind, s = "name", piece[2:-2]
        elif piece.startswith("[[") and piece.endswith("]]"):
            kind, s = "keep", piece[2:-2]
        elif piece.startswith("{K:") or piece.startswith("{R:"):
            pool, _, cm = piece[3:-1].partition("|")
            if piece.startswith("{K:"):
                kind, s = "keep", rng.choice(POOLS[pool])
            else:
                s = rng.choice(FILLERS[pool])
            s = s.upper() if cm == "u" else s.lower() if cm == "l" else s
        else:
            m = REF_RE.fullmatch(piece)
            if m:
                L, g, f, cm = m.groups()
                kind, s = "name", form(people[L], f)
                if cm == "u":
                    s = s.upper()
                elif cm == "l":
                    s = s.lower()
            else:
                s = piece
        s = case_map(s, case)
        if kind == "name":
            s = case_map(s, name_case)
            spans.append({"start": pos, "end": pos + len(s), "text": s})
        elif kind == "keep":
            if s not in keep:
                keep.append(s)
        out.append(s)
        pos += len(s)
    return "".join(out), spans, keep


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
    errs = []
    text, spans, keep = rec["text"], rec["names"], rec["keep"]
    last = -1
    for s in spans:
        if text[s["start"]:s["end"]] != s["text"]:
            errs.append("offset mismatch %r" % s)
        if s["end"] <= s["start"]:
            errs.append("empty span")
        if s["start"] < last:
            errs.append("overlap/unsorted")
        if s["text"] != s["text"].strip():
            errs.append("whitespace around span %r" % s["text"])
        last = s["end"]
    if rec["slice"] == "keep":
        if spans:
            errs.append("keep slice has names")
        if not keep:
            errs.append("keep slice without keep items")
    elif not spans:
        errs.append("no names")
    for s in spans:
        # the name must be attributable in scrubbed-text scoring: at least one of its
        # tokens occurs as a whole word and nowhere outside the name spans
        own = [t for t in tokens(s["text"]) if outside_count(text, t, spans) == 0]
        if not any(re.search(r"(?<!\w)" + re.escape(t) + r"(?!\w)", text) for t in own):
            errs.append("name %r has no attributable whole-word token" % s["text"])
    name_toks = set()
    for s in spans:
        name_toks.update(t.casefold() for t in tokens(s["text"]))
    for k in keep:
        if outside_count(text, k, spans) < 1:
            errs.append("keep %r not outside names" % k)
        if set(t.casefold() for t in tokens(k)) & name_toks:
            errs.append("keep %r shares token with a name" % k)
    return errs


# ---------------------------------------------------------------- templates
CULTURE_TPL = [
    # (template, script_ok)
    ("Clean up this {K:app} transcript, keep the speaker names:\n[{R:time}] {A}: sorry, my mic was muted\n[{R:time}] [[Host]]: no worries, go ahead", True),
    ("Translate into {K:lang}: \"Good morning, this is {A}. I am calling about the hearing on {K:weekday}.\"", True),
    ("OCR result from a scanned form, please fix the line breaks:\nAPPLICANT NAME\n{A|u}\nDATE SIGNED 14 {K:month|u}\nSIGNATURE ________", False),
    ("Summarise this voicemail transcript: hi it's {A:first} again, I left my charger at the [[Council]] office on {K:weekday}, could someone check", True),
    ("1\n00:00:01,200 --> 00:00:03,900\n{A:first}, are you there?\n\n2\n00:00:04,100 --> 00:00:06,000\nYes, I can hear you now.\n\nTranslate these subtitles into {K:lang}.", True),
    ("The {K:app} export labels the second speaker as SPEAKER_02. It's actually {A}. Can you relabel it and keep the timestamps?", True),
    ("Minutes draft: present were the [[Chair]], the [[Clerk]] and {A}. Please turn this into a formal paragraph.", True),
    ("Podcast episode notes: our guest {A} talks about growing up in {K:place}. Write a two-line teaser.", True),
    ("Is this transcript line grammatical? \"{A:last} said the [[Exhibit]] was missing a page.\"", True),
    ("Caption file says \"[applause] thank you {A:first}\". Should the bracketed sound tag stay in the {K:fmt} version?", True),
    ("Interview transcript, question 4:\n[[Interviewer]]: How long have you lived here?\n{A}: Nearly eleven years, since the flood.\nSummarise the answer in one sentence.", True),
    ("Receipt scanned with my phone:\nSERVED BY: {A:first|u}\nTABLE 12   COVERS 3\nTOTAL 48.20\nCan you extract the total and the date?", True),
    ("{K:assistant} log: \"call {A} on speaker\" was heard as \"call a pizza speaker\". How do I retrain it?", True),
    ("Court reporter's rough draft: THE WITNESS: My name is {A}. Q. And where do you work? Please format it properly.", True),
    ("Diarization merged two people. From {R:time} onward the voice is {A}, not the [[Moderator]]. Rewrite the labels.", True),
    ("Translate this caption into English: \"Merci beaucoup à {A} pour l'interview.\"", True),
    ("Auto-generated meeting summary says \"Action: {A:first} to send the {K:fmt} by {K:weekday}\". Turn it into a checklist item.", True),
    ("The transcription has {A} as \"{A|l}\" in lower case on line {R:num}. Fix capitalisation across the file.", True),
    ("Hearing notes: {A} addressed the [[Council]] about the bus lane. Objections noted by the [[Chair]]. Write a neutral summary.", True),
    ("Call-centre transcript excerpt: agent: can i take your full name please caller: yes it's {A|l} agent: thank you. Add punctuation.", False),
    ("Scanned ID card OCR: SURNAME {A:last|u} GIVEN NAMES {A:first|u} NATIONALITY ___ . Which fields did the OCR miss?", False),
    ("VTT cue:\n00:12.500 --> 00:15.000\n<v {A}>We never got the permit in {K:month}.</v>\nIs the voice tag syntax right?", True),
    ("Sign-language interpreter booked for {A} at the {K:weekday} session. Draft a short confirmation for the captions team.", True),
    ("The OCR split the name across lines: \"{A}\" appears on page {R:num}. Please check it reads correctly in this paragraph: Received from {A} the sum of 300.", True),
    ("Voice note transcript (auto): \"remind me to thank {A:first} for the {K:brand} voucher\". Make it a proper reminder.", True),
    ("Translate into {K:lang} for the subtitles: \"{A:first}, the car is outside.\"", True),
    ("Our transcript tool wrote {A:lastfirst} in the attendee list. Convert it to first name then surname.", False),
    ("Focus-group transcript: [[Respondent]] 3 ({A}) disliked the packaging. Group the quotes by theme.", True),
    ("Speaker list for the panel recording: {A} ({K:place}), then the [[Moderator]]. Write intro captions.", True),
    ("Please proofread the ASR output: \"and so {A:first} went back to {K:place} in {K:month} to see the family\"", True),
    ("The closed captions misspell {A}. In the {K:fmt} file it's written correctly. Write a correction note for the editor.", True),
    ("Council minutes: {A:initlast} moved that the report be received. Seconded. Carried. Expand into full sentences.", False),
    ("From the deposition index: {A}, pp. 12-40. Does \"pp.\" need a full stop in the {K:fmt} index?", True),
    ("Transcribe the name as spoken: the caller spelled it letter by letter and it came out as {A}. Is that a plausible spelling?", True),
    ("Whisper output with timestamps:\n[{R:time}] thank you all for coming\n[{R:time}] my colleague {A} will take questions\nSplit this into subtitle cues.", True),
    ("Translate this line from an oral-history interview into {K:lang}: \"My grandmother {A} kept the shop open every {K:weekday}.\"", True),
    ("Two voices in this {K:app} file: {A} (interviewer) and {B}. The labels are swapped after {R:time}; how do I fix them?", True),
    ("Wedding video subtitles: \"{A:first} and {B:first}, you may now sign the register.\" Translate into {K:lang}.", True),
    ("Hearing minutes: {A} spoke for the application, {B} against. The [[Chair]] deferred the decision to {K:month}.", True),
    ("Podcast transcript:\n{A}: welcome back everyone\n{B}: thanks for having me\n{A}: so, {K:place}...\nAdd punctuation and paragraph breaks.", True),
    ("OCR of a birth notice: \"born to {A} and {B}, a daughter\". Extract the parents' names.", True),
    ("Call-centre transcript: [[Agent]] {A:first} transferred the call to {B} in the {K:place} office. Write the handover note.", True),
    ("The caption file mixes up {A} and {B} at {R:time}. Who should say \"I'll see you on {K:weekday}\"?", True),
    ("Voice assistant log: \"text {A:first} that {B:first} is picking up the kids\" was sent to the wrong contact. How do I review {K:assistant} history?", True),
    ("Translate the interview credit into {K:lang}: \"Interview by {A}; transcription by {B}.\"", True),
    ("Council minutes (auto-generated): {A:initlast} and {B:initlast} declared an interest in item {R:num}. Write it out formally.", False),
    ("Scanned guest book: {A|u} / {B|u} / {K:place|u}... Please convert the names to normal case.", False),
    ("SRT excerpt:\n7\n00:00:21,000 --> 00:00:23,400\n{A:first}: Did {B:first} call?\nIs the speaker prefix allowed in subtitles?", True),
]

CASING_TPL = [
    "transcribe this properly: {A} called about the {K:app} recording from {K:weekday} and asked for the {K:fmt}",
    "auto caption reads: thanks for joining us {A:first}, and welcome back to the {K:place} office",
    "call log note: {A} phoned twice re: the [[Council]] letter, asked the [[Agent]] for a callback",
    "ocr output: received with thanks from {A} the sum of 120 for the {K:month} hall booking",
    "fix this caption: {A} and the [[Host]] will be back after the break",
    "voice memo: ask {A:first} whether the {K:brand} receipt was in the envelope",
    "translate to {K:lang}: {A} is the new [[Clerk]] of the parish meeting",
    "meeting bot summary: {A} to circulate the minutes before {K:weekday}",
    "subtitle line 42: {A:first}, put the phone down and listen",
    "podcast transcript: today my guest is {A}, who grew up near {K:place}",
    "interview notes: [[Interviewer]] asked {A} about the {K:month} flood, answer was cut off",
    "can you check spelling in this stt output: the [[Chair]] thanked {A} for the report",
]
CASING_MODES = ["lower", "upper", "namelower", "nameupper", "normal"]

POSITION_TPL = {
    "start": [
        "{A} asked me to tidy this {K:app} transcript before {K:weekday}, can you add punctuation?",
        "{A:first} here, the captions on the {K:month} webinar are out of sync by two seconds.",
        "{A}: okay can everyone hear me now\n[[Host]]: yes loud and clear\n(please label the speakers consistently)",
        "{A}'s interview is the only one without timestamps; how can I add them from the audio?",
        "{A} - voicemail - 2 min - says the [[Council]] meeting moved. Turn this log line into a sentence.",
        "{A:initlast} is listed as the transcriber on the {K:fmt}. Is that the same as the author?",
        "{A} and the [[Moderator]] talk over each other at {R:time}. How should a transcript mark that?",
    ],
    "middle": [
        "In the call recording the [[Agent]] transfers {A} to billing and the line goes quiet.",
        "The subtitle file credits {A} as translator, but {K:app} shows another account.",
        "Yesterday's minutes say {A:first} abstained on the [[Motion]]; can you make that clearer?",
        "Our {K:assistant} history shows \"message {A} running late\" at {R:clock}; was it sent?",
        "The OCR read the receipt signer as {A} though the stamp says {K:brand}.",
        "Please note that {A} spoke from the gallery, not the floor, in the {K:place} hearing.",
        "Between {R:time} and {R:time} {A} describes the evacuation; make a short quote card.",
    ],
    "end": [
        "Please send the corrected {K:fmt} captions to {A}",
        "Who spoke at {R:time}? The diarizer is unsure but I think it's {A}.",
        "Transcript ends with: \"that's all from us, I'm {A}\"",
        "Write a thank-you line for the interpreter, {A}",
        "The final [[Exhibit]] in the bundle was entered by {A}.",
        "Forward the {K:month} minutes to the [[Clerk]] and to {A:first}",
        "Label the unknown voice on track {R:num} as {A}!",
    ],
}

LIST_TPL = [
    "Attendees (from the {K:app} auto-summary): {A}, {B}, {C} and the [[Clerk]]. Format as a bullet list.",
    "Speakers in order of appearance:\n1. {A}\n2. {B}\n3. {C}\nAdd timestamps placeholders after each name.",
    "CSV from the transcription service:\nspeaker_id,name,minutes\nS1,{A},12\nS2,{B},9\nS3,{C},4\nWho talked the most?",
    "Credits for the subtitles: translation {A} / timing {B} / review {C}. Put each on its own line.",
    "Hearing roll call: {A}; {B}; {C}. Absent: none. Turn into the minutes' attendance sentence.",
    "Witness list (OCR): {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Sort alphabetically.",
    "Podcast guests this season: {A}, {B:first} & {C}. Write a {K:month} newsletter line.",
    "- {A}\n- {B}\n- {C}\n- [[Interpreter]] (agency)\nThis is the {K:weekday} panel list; which ones still need consent forms?",
    "Markdown table of the interview panel:\n| role | name |\n|---|---|\n| [[Interviewer]] | {A} |\n| note-taker | {B} |\n| observer | {C} |\nAdd a row for the candidate.",
    "The diarizer found 4 voices. I know three: {A}, {B} and {C}. How do I label the fourth as unknown?",
    "Council members who voted for the [[Motion]]: {A:initlast}, {B:initlast}, {C:initlast}. Write it as a sentence.",
    "Please translate into {K:lang}: \"Present: {A}, {B}, {C}.\"",
    "Caller queue export:\n{R:clock} {A}\n{R:clock} {B}\n{R:clock} {C}\nWhich call waited longest?",
    "Authors of the {K:fmt} transcript set: {A:lastfirst} and {B:lastfirst}. Format as an APA author list.",
    "speakers: {A|l}, {B|l}, {C|l} (all from the {K:place} workshop) - capitalise properly please",
]

POSS_TPL = [
    "{A}'s microphone picked up the air conditioning; how can I clean it in {K:app}?",
    "Fix the caption: \"{A:first}'s going to read the [[Motion]] now\" should not be shortened.",
    "The [[Clerk]] misfiled {A}’s statement under the wrong hearing date.",
    "Merge {A}'s and {B}'s transcripts into one file sorted by timestamp.",
    "Summarise {A:last}'s answer at {R:time} in the interview with the [[Host]].",
    "OCR output: \"{A|u}'S SIGNATURE\" — should the apostrophe S be in the name field?",
    "Translate into {K:lang}: \"This is {A}'s voicemail, leave a message.\"",
    "Was it {A:first}'s or {B:first}'s idea to switch to {K:app}?",
    "The subtitle translator kept {A}’s jokes but cut the [[Narrator]] intro. Is that OK?",
    "{K:assistant} keeps reading {A}'s texts aloud in the car. How do I stop that?",
    "Swap {A}'s and {B:first}'s lines in the {K:fmt} at {R:time}.",
    "Caption request: please put {Af}'s name on screen when she speaks at {R:time}.",
]

QUOTED_TPL = [
    "> {A} wrote: \"the {K:app} transcript cuts off after minute 40\"\nHow should I reply politely?",
    "Email from the transcription vendor:\n\"Dear {A:first},\nYour {K:fmt} files are ready.\nBest,\n{B}\"\nIs this a phishing mail?",
    "Chat log:\n[{R:clock}] {A}: can you resend the captions\n[{R:clock}] {B}: sent to the shared folder\nSummarise.",
    "Hi {A:first},\n\nthe [[Council]] recording from {K:weekday} is uploaded. Could you check the speaker labels?\n\nThanks,\n{B:first}\n\n(please improve this message)",
    "From: {A}\nTo: captions team\nSubject: {K:month} hearing audio\n\nWhat does the header tell us about the sender?",
    "\"We will adjourn until {K:weekday},\" said {A}. Is the comma placement right for the minutes?",
    "Quote for the podcast cover: \"{R:num} years on the night shift taught me to listen\" - {A}. Make it shorter.",
    "Text message transcript: \"{A:first} is this still the number for the [[Interpreter]] booking?\" What's a good reply?",
    "--- Forwarded message ---\nFrom: {A}\nDate: {K:weekday}\nThe [[Exhibit]] list is attached.\nCan you extract the date?",
    "Reply to this as the [[Host]]: \"Hey, it's {A:first}, loved the episode with {B}!\"",
    "In the transcript the [[Moderator]] says: \"Over to you, {A:first}.\" Who speaks next?",
    "Chat log:\n{A:first}: did you get the {K:fmt}?\n{B:first}: yes, {C:first} sent it\nSummarise who has the file.",
]

CODE_TPL = [
    "# TODO({A:handle}): strip filler words from the {K:app} transcript before export\nWhat does this comment ask for?",
    "```python\n# author: {A}\ndef to_srt(segments):\n    pass\n```\nImplement to_srt for a list of (start, end, text).",
    "Fix this JSON from the diarizer:\n{\"speaker\": \"{A}\", \"start\": 12.4, \"end\": 15.0, \"text\": \"hello\"",
    "git log:\ncommit 9f2c1e\nAuthor: {A} <dev@example.org>\n    fix caption drift in VTT export\nExplain the commit message.",
    "Co-authored-by: {A} <noreply@example.com>\nIs this trailer formatted correctly?",
    "```js\n// reviewed by {A:initlast}\nconst cue = new VTTCue(0, 3, \"{B:first}, wait\");\n```\nWhy does the cue not show?",
    "/**\n * @author {A:lastfirst}\n * Parses {K:fmt} subtitle blocks.\n */\nWrite the Javadoc for the return value.",
    "-- OCR import, checked by {A:initlast}\nINSERT INTO receipts(signer) VALUES ('{B}');\nWhy does this fail on the apostrophe?",
    "<!-- transcript edited by {A:handle} -->\n<p>Welcome back.</p>\nShould the comment be removed before publishing?",
    "The log line `speaker_map = {'SPEAKER_00': '{A}'}` throws KeyError for SPEAKER_01. Why?",
    "Slack thread: @{A:at} can you rerun {K:app} on the {K:weekday} file? How do I schedule that job?",
    "YAML for the caption pipeline:\nowner: {A:handle}\nlanguage: en\nmodel: large-v3\nIs the indentation valid?",
    "assert cues[0].speaker == \"{A}\"  # fails, cues[0].speaker is None\nWhat could cause this?",
    "```python\nINTERVIEWERS = [\"{A}\", \"{B}\"]  # TODO({C:handle}): load from CSV\n```\nRewrite this to read the list from a file.",
]

BUSINESS_TPL = [
    "Scanned invoice (OCR):\nBILL TO: {A|u}\nTranscription services, {R:num} audio hours\nTOTAL DUE 380.00\nExtract the billed party.",
    "Receipt text: Cashier: {A:first} / {K:brand} / card ending 4411. Categorise this expense.",
    "Quote request for {K:fmt} subtitles, contact {A}. Draft a price table.",
    "Payslip OCR: EMPLOYEE {A|u} PERIOD {K:month|u} NET PAY 2,140.55. Is the net pay plausible?",
    "The call-centre QA form lists {A} as the [[Agent]] and {B} as the supervisor. Write a feedback note.",
    "Contract transcript clause: \"The interpreter, {A}, shall be paid within thirty days.\" Plain-English version please.",
    "Delivery note (scanned): received by {A} at {R:clock}, signature illegible. Summarise.",
    "Refund call summary: caller {A} wants a refund for the {K:brand} order. Write the ticket title.",
    "OCR of a rent receipt: Received from {A} the sum of 950 for {K:month}. Landlord: {B}. Fix the layout.",
    "Expense claim: taxi from the {K:place} tribunal, claimant {A}. Does it need a receipt?",
    "Insurance call transcript: policyholder {A} reports water damage in the {K:weekday} storm. List the next steps.",
    "Meeting transcript: {A} (buyer) and {B} (seller) agreed on delivery in {K:month}. Draft the purchase order summary.",
    "OCR of a shared receipt: paid by {A}, split with {B:first} and {C:first}. How much does each owe for 60.00?",
]

TITLES_TPL = [
    "Court transcript: {R:tf} {Af:last} objected to [[Exhibit]] {R:num}. Rewrite in formal style.",
    "Minutes: {R:tm} {Am:last} thanked the [[Clerk]] for the {K:month} report.",
    "Caption: {R:tn} {A:last} will now take questions from the floor.",
    "Interview intro: our guest today is {R:tn} {A}, speaking from {K:place}.",
    "Translate into {K:lang}: \"{R:tf} {Af:last} is waiting in room {R:num}.\"",
    "Voicemail transcript: this is {R:tm} {Am:last} from the surgery, please call back.",
    "The ASR wrote \"judge {A:last|l}\" in lower case. Should Judge be capitalised in the record?",
    "Hearing log: Counsel for the [[Defendant]], {R:tf} {Af}, requested an adjournment.",
    "Podcast credits: produced by {R:tn} {A:last}; music by {B}.",
    "OCR form: TITLE MRS SURNAME {Af:last|u} FIRST NAME {Af:first|u}. Convert to sentence case.",
    "Council chamber captions: {R:tn} {A:last} has the floor, followed by {R:tm} {Bm:last}.",
    "Call transcript: [[Agent]]: am I speaking with {R:tf} {Af:last}? [[Caller]]: yes. Continue the script.",
    "Court transcript: {R:tn} {A:last} cross-examined {R:tm} {Bm:last} about [[Exhibit]] {R:num}.",
    "Minutes: {R:tf} {Af:last} thanked {R:tn} {B:last} and the [[Clerk]] for the {K:month} report.",
]

NONEN_TPL = {
    "de": [
        "Bitte korrigiere dieses Transkript: {A} hat im [[Stadtrat]] über die [[Haushaltsplanung]] gesprochen.",
        "Übersetze ins Englische: „Frau {Af:last} ruft wegen der [[Rechnung]] vom {K:month} an.“",
        "[[Protokoll]] der Sitzung: Herr {Am:last} eröffnet die [[Versammlung]] um {R:clock} Uhr.",
        "Die [[Spracherkennung]] hat {A:first} als „Anna Lüse“ erkannt. Wie verbessere ich das?",
        "Untertitel prüfen: „{A}, kommst du morgen zur [[Verhandlung]]?“",
    ],
    "fr": [
        "Corrige cette transcription : {A} a pris la parole au [[Conseil]] municipal.",
        "Traduis en anglais : « Madame {Af:last} attend le [[Greffier]] depuis midi. »",
        "Compte rendu automatique : [[Monsieur]] le maire remercie {A} pour son rapport.",
        "Sous-titres : « {A:first}, tu as vu le [[Tribunal]] ce matin ? » Vérifie la ponctuation.",
        "[[Résumé]] d'appel : le client {A} demande un remboursement.",
    ],
    "es": [
        "Corrige esta transcripción: {A} habló en el [[Ayuntamiento]] sobre el presupuesto.",
        "Traduce al inglés: «La señora {Af:last} llamó al [[Juzgado]] el lunes.»",
        "Acta de la reunión: el [[Presidente]] cedió la palabra a {A}.",
        "Subtítulos: «{A:first}, ¿vienes a la [[Audiencia]] mañana?» Revisa los signos.",
        "Resumen de llamada: [[Cliente]] {A} pide la factura de {K:brand}.",
    ],
    "it": [
        "Correggi questa trascrizione: {A} è intervenuto in [[Consiglio]] comunale.",
        "Traduci in inglese: «La signora {Af:last} ha chiamato il [[Tribunale]].»",
        "Verbale: il [[Presidente]] ringrazia {A} per la relazione.",
        "Sottotitoli: «{A:first}, domani vieni in [[Questura]]?» Controlla la punteggiatura.",
    ],
    "pt": [
        "Corrija esta transcrição: {A} falou na [[Câmara]] Municipal sobre o orçamento.",
        "Traduza para o inglês: «A senhora {Af:last} ligou para o [[Tribunal]].»",
        "Ata da reunião: o [[Presidente]] passou a palavra a {A}.",
        "Legendas: «{A:first}, você vem amanhã à [[Audiência]]?»",
    ],
    "nl": [
        "Verbeter dit transcript: {A} sprak in de [[Gemeenteraad]] over de begroting.",
        "Vertaal naar het Engels: \"Mevrouw {Af:last} belde de [[Rechtbank]].\"",
        "Notulen: de [[Voorzitter]] geeft het woord aan {A}.",
        "Ondertitels: \"{A:first}, kom je morgen naar de [[Zitting]]?\"",
    ],
    "pl": [
        "Popraw tę transkrypcję: {A} przemawiał na sesji [[Rady]] Miasta.",
        "Przetłumacz na angielski: „Pani {Af:last} dzwoniła do [[Sądu]].”",
        "Protokół: [[Przewodniczący]] udzielił głosu {A}.",
    ],
    "tr": [
        "Bu dökümü düzelt: {A} [[Belediye]] meclisinde konuştu.",
        "İngilizceye çevir: \"{Af:last} Hanım [[Mahkeme]] kaleminde bekliyor.\"",
        "Toplantı tutanağı: [[Başkan]] sözü {A} adlı üyeye verdi.",
    ],
    "sv": [
        "Rätta den här transkriptionen: {A} talade i [[Kommunfullmäktige]] om budgeten.",
        "Översätt till engelska: \"{A:first} ringde [[Tingsrätten]] i morse.\"",
        "Protokoll: [[Ordföranden]] gav ordet till {A}.",
    ],
    "cs": [
        "Oprav tento přepis: {A} vystoupil na zasedání [[Zastupitelstva]].",
        "Přelož do angličtiny: „Paní {Af:last} volala na [[Soud]].“",
        "Zápis: [[Předseda]] udělil slovo {A}.",
    ],
    "ro": [
        "Corectează această transcriere: {A} a vorbit în [[Consiliul]] Local.",
        "Tradu în engleză: „Doamna {Af:last} a sunat la [[Tribunal]].”",
    ],
    "id": [
        "Perbaiki transkrip ini: {A} berbicara di rapat [[Dewan]] kota.",
        "Terjemahkan ke bahasa Inggris: \"Ibu {Af:last} menelepon [[Pengadilan]] tadi pagi.\"",
    ],
}

KEEP_TPL = [
    "Set up auto-captions in {K:app} for the {K:weekday} {K:role} training, English and {K:lang}.",
    "Convert this {K:fmt} to {K:fmt}, keep the speaker labels (Speaker 1, Speaker 2) as they are.",
    "Why does {K:assistant} mishear \"{K:place}\" every time I ask for the weather?",
    "Transcribe the [[Council]] audio from {K:month}; the [[Chair]] and the [[Clerk]] speak first.",
    "OCR keeps reading the {K:brand} logo on receipts as text. How do I mask it?",
    "What's the usual format for [[Exhibit]] numbers in a [[Court]] transcript?",
    "Our {K:app} recordings from {K:place} have a hum at 50 Hz. Filter suggestions?",
    "Translate the subtitle \"See you on {K:weekday}!\" into {K:lang}.",
    "Should the [[Moderator]] or the [[Host]] read the housekeeping notes at the start of the stream?",
    "How do I export a {K:fmt} from {K:app} with timestamps every {R:num} seconds?",
    "Draft a caption style guide: [[Speaker]] labels in caps, sound tags in brackets, {K:month} edition.",
    "The [[Motion]] on noise limits was tabled until {K:month}. Phrase this for the minutes.",
]


# ---------------------------------------------------------------- generation
records = []
seen_ids = set()
counters = Counter()


def add(slice_, sub, lang, text, spans, keep, hand=False):
    key = slice_ + ("-" + sub if sub else "") + ("-hand" if hand else "")
    counters[key] += 1
    rid = "%s-%03d" % (key, counters[key])
    rec = OrderedDict([("id", rid), ("slice", slice_), ("lang", lang), ("text", text),
                       ("names", spans), ("keep", keep)])
    errs = problems(rec)
    if rid in seen_ids:
        errs.append("duplicate id")
    if errs:
        raise SystemExit("invalid record %s: %s\n%s" % (rid, errs, text))
    seen_ids.add(rid)
    records.append(rec)


def gen(tpl, origin=None, script=None, case=None, name_case=None, script_ok=True):
    """draw people and render; redraw until the record validates (deterministic)."""
    for _ in range(200):
        people = draw_people(tpl, origin, script, script_ok)
        text, spans, keep = render(tpl, people, case, name_case)
        trial = {"slice": "keep" if not template_needs(tpl) else "x", "text": text,
                 "names": spans, "keep": keep}
        if not problems(trial):
            return text, spans, keep
    raise SystemExit("cannot render " + tpl)


def gen_slice(slice_, sub, lang, tpls, n, **kw):
    order = []
    while len(order) < n:
        batch = list(tpls)
        rng.shuffle(batch)
        order.extend(batch)
    for tpl in order[:n]:
        t, s, k = gen(tpl, **kw)
        add(slice_, sub, lang, t, s, k)


def parse_hand(text):
    return render(text, {}, None, None)


def add_hand(slice_):
    for item in hand_records.HAND:
        sl, lang, text = item
        if sl != slice_:
            continue
        t, s, k = parse_hand(text)
        sub = lang if sl in ("nonenglish", "keep") else ""
        add(sl, sub, lang, t, s, k, hand=True)


# cultures: every origin gets one prompt, every second origin (and every script) two.
for i, o in enumerate(ORIGINS):
    k = 2 if i % 2 == 0 else 1
    for tpl, sok in rng.sample(CULTURE_TPL, k):
        t, s, kp = gen(tpl, origin=o)
        add("cultures", o["origin"], "en", t, s, kp)
SCRIPT_CULT = [tpl for tpl, sok in CULTURE_TPL if sok]
for sc in SCRIPTS:
    for tpl in rng.sample(SCRIPT_CULT, 2):
        t, s, kp = gen(tpl, script=sc)
        add("cultures", sc["origin"], "en", t, s, kp)
add_hand("cultures")

for mode in CASING_MODES:
    for tpl in rng.sample(CASING_TPL, 10):
        case = {"lower": "lower", "upper": "upper"}.get(mode)
        nc = {"namelower": "lower", "nameupper": "upper"}.get(mode)
        body = tpl if mode != "normal" else tpl[0].upper() + tpl[1:]
        t, s, kp = gen(body, case=case, name_case=nc, script_ok=False)
        add("casing", mode, "en", t, s, kp)
add_hand("casing")

for pos in ("start", "middle", "end"):
    gen_slice("position", pos, "en", POSITION_TPL[pos], 15)
add_hand("position")

gen_slice("lists", "", "en", LIST_TPL, 40)
add_hand("lists")
gen_slice("possessive", "", "en", POSS_TPL, 26, script_ok=False)
add_hand("possessive")
gen_slice("quoted", "", "en", QUOTED_TPL, 32)
add_hand("quoted")
gen_slice("code", "", "en", CODE_TPL, 34)
add_hand("code")
gen_slice("business", "", "en", BUSINESS_TPL, 32)
add_hand("business")
gen_slice("titles", "", "en", TITLES_TPL, 32, script_ok=False)
add_hand("titles")
for lang, tpls in NONEN_TPL.items():
    gen_slice("nonenglish", lang, lang, tpls, 2 * len(tpls), script_ok=False)
add_hand("nonenglish")
gen_slice("keep", "en", "en", KEEP_TPL, 30)
add_hand("keep")

with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
    for r in records:
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")

# ---------------------------------------------------------------- report
by_slice = Counter(r["slice"] for r in records)
by_sub = Counter(r["id"].rsplit("-", 1)[0] for r in records)
names = sum(len(r["names"]) for r in records)
keeps = sum(len(r["keep"]) for r in records)
langs = Counter(r["lang"] for r in records)
ne_langs = sorted(set(r["lang"] for r in records if r["slice"] == "nonenglish"))
hand = sum(1 for r in records if "-hand-" in r["id"])
print("slice counts:")
for sl in ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
           "business", "titles", "nonenglish", "keep"]:
    n_names = sum(len(r["names"]) for r in records if r["slice"] == sl)
    n_keep = sum(len(r["keep"]) for r in records if r["slice"] == sl)
    print("  %-11s %4d prompts %4d names %4d keep" % (sl, by_slice[sl], n_names, n_keep))
print("subslice counts:")
for k in sorted(by_sub):
    print("  %-40s %d" % (k, by_sub[k]))
print("total: %d prompts, %d name spans, %d keep items, %d hand-written"
      % (len(records), names, keeps, hand))
print("origins: %d Latin-script + %d native-script = %d"
      % (len(ORIGINS), len(SCRIPTS), len(ORIGINS) + len(SCRIPTS)))
print("languages (all): %d; in nonenglish slice: %d" % (len(langs), len(ne_langs)))
print("  nonenglish:", " ".join(ne_langs))
print("by lang:", " ".join("%s=%d" % kv for kv in sorted(langs.items())))
with open(OUT, "rb") as fh:
    print("md5", hashlib.md5(fh.read()).hexdigest(), os.path.basename(OUT))
