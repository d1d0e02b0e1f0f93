# -*- coding: utf-8 -*-
"""English templates for the `lists` and `possessive` slices."""

LISTS = [
    "Add {A}, {B}, {C} and {D} to the [[@chat]] channel for the ((ward)) campaign.",
    "Candidates in ((ward)) ward: {A} ([[@party]]), {B} ([[@party]]), {C} (Independent). "
    "Write a neutral voter guide.",
    "Polling station staff, ((ward)):\n- Presiding Officer: {A}\n- Poll clerk: {B}\n- Poll "
    "clerk: {C}\nTurn this into a rota table.",
    "Signatories: {A:lf}; {B:lf}; {C:lf}; {D:lf}. Put them in 'First Last' order.",
    "Petition signatories so far: {A}, {B}, {C}, {D}, {E}. Draft the thank-you email.",
    "1. {A}\n2. {B}\n3. {C}\nThese are the [[@party]] list candidates in order. Explain how the "
    "[[@votemethod]] would allocate seats if the party wins two.",
    "The [[@committee]] is {A} (chair), {B}, {C}, {D} and {E}. Who is missing from the "
    "quorum if {C:first} and {D:first} send apologies?",
    "Canvass team A: {A:first}, {B:first}, {C}. Team B: {D}, {E:first}. Split them into "
    "pairs for [[@weekday]].",
    "Speakers' list: {A} / {B} / {C} / {D}. Allocate four minutes each and print the "
    "running order.",
    "Witnesses for the inquiry: {A}; {B}; and {C}. Draft the invitation letters.",
    "Name,Role,Ward\n{A},Teller,((ward))\n{B},Teller,((ward))\n{C},Driver,((ward))\n"
    "Summarise this volunteer sheet.",
    "Tag {A:h}, {B:h} and {C:h} in the post about the [[@holiday]] street stall.",
    "The shortlist is {A} & {B}; the reserve is {C}. Write the outcome letters.",
    "Please alphabetise: {A}, {B}, {C}, {D}, {E}, {F}.",
    "Apologies for absence: {A}, {B}. Present: {C}, {D}, {E}, the [[@role]].",
    "* {A} - press\n* {B} - logistics\n* {C} - data\n* {D} - social media\nWhich role "
    "should take the [[@software]] admin account?",
    "Delegation to the [[@chamber]]: {A} (head), {B}, {C}; interpreters {D} and {E}.",
    "Election agents: {A} for the [[@partythe]], {B} for the [[@partythe]], and {C} for the "
    "independents. Draft the count-centre access list.",
    "Co-sponsors of the motion: {A:il}, {B:il}, {C:il}. Expand them to full names from "
    "this list: {A}, {B}, {C}.",
    "Can you deduplicate: {A}, {B}, {A}, {C}, {B:up}?",
    "Door-knockers this [[@weekday]]: {A:first}, {B:first}, {C:first} and {D:first}. "
    "Text them the meeting point.",
    "Ward surgeries in [[@month]]: {A} (1st), {B} (8th), {C} (15th), {D} (22nd). Make a "
    "calendar.",
    "Objectors to planning application ((ref)): {A}; {B}; {C}; {D}. Group the objections.",
    "The FOI was copied to {A}, {B} and {C} in the [[@ministry]].",
    "Interview panel: {A}, {B}, {C}. Candidates: {D}, {E}. Write a scoring grid.",
    "Ministers attending: {A}, {B}; officials: {C}, {D}, {E}; observers: {F}.",
]

POSSESSIVE = [
    "Summarise {A}'s maiden speech in the [[@chamber]] in three sentences.",
    "What was {A}'s position on the [[@actthe]]? Give me a neutral summary.",
    "Please proofread {A}’s letter to the [[@ministry]] about the school closure.",
    "Compare {A}'s and {B}'s manifestos on housing.",
    "{A}'s casework backlog is 212 cases. Draft a plan to clear it by [[@month]].",
    "Can you check {A:tl}'s expenses claim against the [[@rulebook]]?",
    "Reply to {A:first}'s email about the [[@committee]] vacancy.",
    "I need {A}'s and {B}'s availability for the [[@weekday]] hustings.",
    "Rewrite {A}’s amendment so it is clearer, without changing its effect.",
    "Is {A}'s petition eligible for a debate under the [[@rulebook]]?",
    "Draft the press line on {A}'s resignation from the [[@partythe]].",
    "Who replaces {A} as chair of the [[@committee]] after {A:tl}'s term ends?",
    "Put {A}'s, {B}'s and {C}'s votes on the budget into a table.",
    "Find the figures {A} quoted in {B}'s constituency newsletter.",
    "{A}'s team counted 1,204 postal votes; {B}'s team counted 1,198. What's the next step?",
    "What should go in {A:first}'s handover note before ((g:A:he|she)) leaves the "
    "[[@ministry]]?",
    "Translate {A}'s statement for the [[@body]] into Spanish.",
    "The [[@role]] queried {A}’s declaration of interests. Draft {A:tl}’s reply.",
    "Turn {A}'s voice memo into a casework note.",
    "Why was {A}'s question to the Minister not selected for [[@session]]?",
    "Check {A:h}'s spreadsheet formulas; the turnout percentages look off.",
    "Draft a letter of support for {A}'s funding bid to the [[@body]].",
]
