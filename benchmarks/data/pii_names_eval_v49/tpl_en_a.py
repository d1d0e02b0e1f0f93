# -*- coding: utf-8 -*-
"""English templates for the `casing` and `position` slices."""

CASING = [
    "my councillor {A} still hasn't replied about the pothole on ((ward)) road, can you "
    "write a firmer follow-up",
    "Remind me to ring {A} after the [[@committee]] meeting on [[@weekday]].",
    "Draft a tweet congratulating {A} on winning the ((ward)) seat for the [[@partythe]].",
    "Who is {A}? The name is on the [[@committee]] agenda but not in the staff list.",
    "Tell {A} the [[@crm]] export of the canvass data is ready.",
    "Did {A} vote for or against the [[@act]] amendment? Summarise what the record shows.",
    "Please write a short bio for {A}, the new press officer at the [[@ministry]].",
    "Forward the petition results to {A} and {B} before the [[@holiday]] recess.",
    "Ask {A} whether the [[@body]] has published the [[@month]] figures yet.",
    "{A} from the campaign office says the leaflets arrive [[@weekday]]. Make a delivery plan.",
    "Write a formal invitation to {A} to give evidence to the [[@committee]].",
    "Check whether {A} is registered to vote in ((ward)) before we list ((g:A:him|her)) as a "
    "proposer.",
    "Help me reply to {A}, who wants to know why the [[@body]] rejected the petition.",
    "Convert my notes into minutes: {A} opened, {B} presented the budget, questions on the "
    "[[@paper]].",
    "Summarise what {A} said during [[@session]] about the boundary changes.",
    "Schedule a call on [[@call]] with {A} and the [[@role]] next [[@weekday]].",
]

POSITION = {
    "start": [
        "{A} asked me to summarise the [[@committee]] report before [[@weekday]]. Can you do "
        "it in five bullets?",
        "{A} wants a list of every ward where turnout fell below 30%. Which columns do I need "
        "from the [[@crm]] export?",
        "{A:first} here, caseworker for the ((ward)) office. How do I close a case politely?",
        "{A} is standing down at the next election; draft a tribute for the [[@party]] "
        "newsletter.",
        "{A:tl}'s office rang about the FOI again. What are the statutory deadlines?",
        "{A}, {B} and I are drafting the consultation response. Suggest a structure.",
        "{A} - please check the attached rota and confirm [[@weekday]].",
        "{A:h} posted the turnout chart on [[@chat]]; can you explain what it shows?",
        "{A} (chair) opened the meeting at ((time)). Continue the minutes from there.",
        "{A:lf} is listed twice on the electoral register. What's the usual fix?",
        "{A} told the [[@body]] the figures were final. Were they?",
        "{A:up} appears in capitals on the ballot paper. Is that required by law?",
        "{A} and the [[@role]] disagree about the count. Who has the final say?",
        "{A}'s nomination was rejected. Write a neutral explanation for the press office.",
    ],
    "middle": [
        "Can you ask {A} whether the [[@committee]] minutes are final?",
        "Yesterday {A} told the [[@body]] the figures were provisional; draft a "
        "correction.",
        "The polling station in ((ward)) will be run by {A} this year, so update the staff list.",
        "Please write to {A} about the [[@month]] surgery dates and the new venue.",
        "I think {A} chairs the [[@committee]] now; check and update the web page.",
        "We met {A} and {B} at the reception in [[@building]] and promised them a follow-up.",
        "The petition from {A} has 3,400 signatures, so it qualifies for a debate.",
        "According to the register, {A:il} declared a shareholding in [[@month]].",
        "Both {A} and {B} want the same slot at [[@session]]; how should I decide?",
        "Draft an apology to {A} for the late FOI response and offer a new date.",
        "Last week {A:tl} raised the bus cuts at [[@session]]; find the follow-up actions.",
        "When {A} joined the [[@ministry]], the team was half the size.",
        "Could {A} and the [[@role]] both sign the declaration, or only one?",
        "Our volunteer {A:first} knocked on 140 doors on [[@weekday]], a new record.",
    ],
    "end": [
        "Please draft the thank-you letter to {A}.",
        "Who should the complaint go to? The leaflet was delivered by {A}",
        "The [[@committee]] report was written mostly by {A}.",
        "Add a line crediting the photographs to {A}",
        "Send the draft agenda for [[@weekday]] to {A} and {B}.",
        "Which ward does this councillor represent: {A}?",
        "The FOI request came from {A}",
        "Minutes taken by {A}.",
        "The [[@role]] has asked for a meeting with {A}",
        "This consultation response was submitted on behalf of {A}.",
        "Copy in {A:h}",
        "Signed on behalf of the [[@body]]: {A}",
        "Can you summarise the points raised by {A}?",
        "Next on the speakers' list after the [[@role]] is {A}",
    ],
}
