# -*- coding: utf-8 -*-
"""More hand-written frames (mostly two or three people per prompt)."""

CASING = [
    "{A} and {B} are fighting over the thermostat again, suggest a compromise.",
    "did {A} or {B} take the van keys?",
    "Make a rota so {A}, {B} and {C} each get one weekend off.",
    "Write a group text to {A} and {B} about the broken dishwasher.",
    "{A} replaced {B} as treasurer; update the bank mandate letter.",
    "Compare the quotes from {A} and {B} for the roof repair.",
    "Ask {A} to call {B} about the [[Netflix]] password.",
    "Wedding seating: put {A} next to {B}, far from {C}.",
    "I need to apologise to both {A} and {B} for missing the [[Zoom]] call.",
    "thank {A}, {B} and {C} for staying late",
]
POSITION_START = [
    "{A} and {B} want to co-author the article; who should be first author?",
    "{A} just messaged me about {B}'s leaving card.",
    "{A} borrowed my charger and {B} lost it. Fair to ask for money?",
    "{A:first}, quick one: did {B} approve the [[PTO]]?",
    "{A} recommended {B} for the [[Oracle]] contract role.",
    "{A} will hand over to {B} on [[Monday]]; draft the handover checklist.",
]
POSITION_MIDDLE = [
    "Between us, {A} has been taking credit for {B}'s work.",
    "Honestly {A} was the only one who helped; {B} vanished.",
    "Yesterday {A} swapped desks with {B} without asking facilities.",
    "So the tutor, {A}, thinks my son should skip a grade - thoughts?",
    "During the audit {A} found receipts missing from {B}'s folder.",
    "Apparently {A} and {B} are starting a podcast about [[Bitcoin]].",
]
POSITION_END = [
    "Keys are with the concierge; ask for {A}",
    "Write a poem for our two grandparents, {A} and {B}",
    "This week's employee of the month: {A}!",
    "For any questions please contact {A} or {B}.",
    "The person who found the bug was {A}",
    "Sent from my [[iPhone]]\n-- {A}",
]
POSSESSIVE = [
    "Is {A}'s claim stronger than {B}'s?",
    "Merge {A}'s notes with {B}’s notes and remove duplicates.",
    "{A}'s mother and {B}'s father are both retiring; card ideas?",
    "Which is cheaper, {A}'s quote or {B}'s?",
    "Split {A}' and {B}'s tasks evenly.",
    "I keep mixing up {A}'s kids with {B}'s kids at pickup.",
    "{A}'s team beat {B}'s team; write a funny newsletter blurb.",
    "Put {A}'s, {B}'s and {C}'s scores in a table.",
    "Rewrite {A}'s reply to {B}'s email so it's less curt.",
    "Whose turn is it - {A}'s or {B}'s - to host [[Thanksgiving]]?",
]
QUOTED = [
    "{A}: are we still on for [[Saturday]]?\n{B}: yes!\n{C}: I'll bring snacks\nWho's coming?",
    "Email thread:\nFrom {A}: 'Deadline moved.'\nFrom {B}: 'To when?'\nReply for me.",
    "\"Ask {A}, not me,\" said {B}. Who do I email about the refund?",
    "Hi {A:first} and {B:first},\nthe venue cancelled. Alternatives?\nThanks, {C:first}",
    "Group chat 'Family':\nMum: dinner at 7\n{A:first}: can't, late shift\n{B:first}: 👍\nSummarise.",
    "Original message\nFrom: {A}\nSent: [[Wednesday]]\nTo: {B}\nIs this forwarding chain complete?",
    "Dear {A} and {B}, thank you for your generous gift. Finish this note.",
    "My colleague said 'loop in {A} and {B}'. What does loop in mean?",
]
CODE = [
    "# Maintainers: {A}, {B}\n# Do not edit generated files\nWhere's the generator?",
    "reviewers = [\"{A:handle}\", \"{B:handle}\"]\nHow do I load this list in [[Go]]?",
    "SELECT * FROM patients WHERE name IN ('{A}', '{B}');\nParameterise this query.",
    "authors:\n  - name: {A}\n  - name: {B}\nIs this [[CITATION.cff]] valid?",
    "{{\"assignee\": \"{A}\", \"watchers\": [\"{B}\", \"{C}\"]}}\nConvert to [[YAML]].",
    "commit message: 'Revert {A}'s change, breaks {B}'s tests' - is this good style?",
    "test('greets {A:first}', () => {{ expect(greet('{A:first}')).toBe('Hi {A:first}') }})\nWhy flaky?",
    "AUTHORS file:\n{A}\n{B}\n{C}\nSort it and dedupe.",
    "/* Ported from {A}'s original [[Fortran]] code by {B} */\nKeep or remove this header?",
    "csv row: 17,\"{A:lastfirst}\",[[Berlin]],active - why does the parser split it wrong?",
]
TITLES = [
    "Dr. {A:last} referred me to Prof. {B:last}; how do I prepare?",
    "Please seat Mrs. {A} next to Mr. {B} at the gala.",
    "Ms {A:last} and Dr {B:last} co-signed the letter. Cite them correctly.",
    "Prof. {A}, Prof. {B} and Dr. {C} are on my committee; draft the invite.",
    "Judge {A:last} and Attorney {B} met in chambers. What does that mean?",
    "Our GP, Dr {A}, retired; his patients were moved to Dr {B}.",
    "Pastor {A:last} and Deacon {B:last} will lead the [[Advent]] service.",
    "Mr. {A:last} (maths) and Ms. {B:last} (biology) both flagged my son's absences.",
    "Captain {A} and First Officer {B} - write the cabin announcement.",
    "Dr. med. {A} signed the sick note; is it valid for my employer in [[Germany]]?",
    "Professor {A:last} cited Dr. {B:initlast} in the lecture slides.",
    "Address the envelope to Mr. and Mrs. {A}.",
    "Dame {A} and Sir {B} are patrons of the charity; write the intro.",
]
BUSINESS = [
    "Joint account holders: {A} and {B}. Close the account - what's needed?",
    "Shareholders: {A} 60%, {B} 40%. Draft the dividend letter.",
    "Interview panel: {A}, {B}; candidate: {C}. Write the scorecard.",
    "Handover from {A} to {B}: clients, passwords, open invoices. Template?",
    "The contract is signed by {A} for the buyer and {B} for the seller. Check dates.",
    "Salary review: {A} +4%, {B} +2.5%, {C} frozen. Write the letters.",
]
