# -*- coding: utf-8 -*-
"""English prompt templates for the `cultures` slice (all persons of one origin).
CULT: romanised names; CULT_NAT: the same origin's native-script pool."""

CULT = [
    "Summarise this candidate statement for the ((ward)) by-election in three bullet points: "
    "\"My name is {A} and I have lived in this ward for twenty years. I will fight for the "
    "library and the night bus.\"",
    "Draft a short thank-you note from the [[@role]] to {A} for supervising the count at the "
    "[[@place]] count centre on [[@weekday]] night.",
    "Who seconded the motion? Minutes extract: \"Proposed by Cllr {A}, seconded by Cllr {B}. "
    "Carried 9 votes to 4, with the Chair abstaining.\"",
    "Reformat these candidates for the ballot paper (surname first, capitals): {A}; {B}; {C}.",
    "Rewrite this casework reply in plain English: \"Dear {A:first}, thank you for contacting "
    "my office regarding your housing benefit. I have raised the matter with the [[@ministry]] "
    "and will revert upon receipt of their response.\"",
    "Please check the spelling of {A} in tomorrow's [[Order Paper]] against the nomination form.",
    "Turn this ministerial diary entry into a bullet list: ((time)) call with {A} ([[Permanent "
    "Secretary]]), ((time)) briefing by {B}, then travel to [[@place]].",
    "{A} has just been appointed [[Returning Officer]] for [[@place]]. Write a 120-word press "
    "release for the council website.",
    "Our petition to the [[@body]] was started by {A} and has 2,140 signatures. Write "
    "a covering letter to go with it.",
    "Make this FOI response sound less defensive: \"Dear {A}, we have considered your "
    "request under the [[Freedom of Information Act]] and are withholding the information "
    "under section 36.\"",
    "Add {A} ({A:e}@((dom))) to the volunteer rota for the [[@month]] canvassing sessions and "
    "tell me which evenings are still short of people.",
    "Make this [[Hansard]] excerpt easier to read: \"{A} ([[@place]]): Will the Minister confirm "
    "when the review will be published? The Minister: I thank the hon. Member for that "
    "question.\"",
    "The nomination paper says: Candidate: {A:lf}. Proposer: {B:lf}. Seconder: {C:lf}. Is "
    "anything missing before the deadline at 4 pm?",
    "Translate into French: \"The Ambassador, {A}, presents ((g:A:his|her)) compliments to "
    "the [[Ministry of Foreign Affairs]] and has the honour to request a meeting.\"",
    "Write a two-sentence biography of {A}, newly elected to the [[@chamber]], for the "
    "members' directory.",
    "Are \"{A:il}\" in the committee report and \"{A}\" in the register of interests the same "
    "councillor? Explain what I should check.",
    "I'm {A:first}, a caseworker for {B}. Can you help me write a polite holding reply to a "
    "constituent who has emailed five times this week?",
    "Shortlist for the [[@party]] selection meeting: {A}, {B} and {C}. Suggest three fair "
    "interview questions for each candidate.",
    "Put these declared results into a table with percentages: {A} 4,312; {B} 3,998; {C} "
    "1,204; rejected ballots 57.",
    "Draft the staff briefing email: the polling station at ((ward)) Community Centre will be "
    "run by Presiding Officer {A}, with {B} as poll clerk.",
    "Summarise this lobbying register entry: lobbyist {A} met Minister {B} on [[@weekday]] to "
    "discuss planning reform and the [[@actthe]].",
    "How do I pronounce {A}? I have to introduce ((g:A:him|her)) at the hustings tonight.",
    "The [[@committee]] now lists {A} (chair), {B} and {C}. Write a short welcome email to "
    "{C:first}.",
    "Draft a condolence letter from the council to the family of former councillor {A}, who "
    "served the ward for 24 years.",
    "What is the correct form of address for {A}, who sits in the [[@chamber]]? I am "
    "writing ((g:A:him|her)) a formal letter.",
    "Summarise this casework note: \"Constituent {A} phoned about a visa delay for "
    "((g:A:his|her)) spouse; {B} in the casework team is chasing the [[Home Office]].\"",
    "{A} wants to be a teller on [[Polling Day]]. Write a reply thanking ((g:A:him|her)) and "
    "attaching the tellers' guidance.",
    "Turn this into a formal note verbale: the Consul, {A}, will attend the reception on "
    "[[@month]] 14 together with the deputy head of mission, {B}.",
    "Proofread this speech opening: \"It is my honour to welcome {A}, our partner from the "
    "twin-town council, and ((g:A:his|her)) colleague {B}.\"",
    "The electoral register has two entries for {A} at the same address. Draft an email to "
    "the [[Electoral Registration Officer]] asking which one is current.",
    "Make name badges for the civic reception, one per line, given name in bold: {A}; {B}; {C}; {D}.",
    "Can you rewrite this tweet from {A:h} so it fits in 280 characters and keeps the link to "
    "the consultation?",
    "Write the minute for item 5: {A} declared a non-pecuniary interest as a school governor "
    "and left the room; {B} took the chair.",
    "A resident, {A}, asked at the [[@committee]] why the bins are collected on [[@weekday]]. "
    "Draft the written answer.",
    "Please prepare a one-page brief on {A} before the Minister's bilateral with "
    "((g:A:him|her)) next [[@weekday]].",
    "Sort these signatories alphabetically by surname: {A}, {B}, {C}, {D}.",
    "{A:first} asked me to check whether the [[@rulebook]] allows a member to speak twice on the "
    "same motion. Can you explain?",
    "The civil-service org chart shows {A} as Director and {B} as Deputy Director. Write the "
    "announcement of {B:tl}'s promotion.",
]

CULT_NAT = [
    "The nomination paper was filed in the original script as {A}. Add a Latin transliteration "
    "for the [[Electoral Commission]] register.",
    "Transliterate this delegate's name for the conference badge: {A}.",
    "Our embassy received a letter signed \"{A}\". Which desk in the [[@ministry]] should handle it?",
    "The ballot paper shows the candidate as {A}, but our spreadsheet only has Latin letters. "
    "How should we match the records?",
    "Write a short welcome message for the parliamentary delegation led by {A}.",
    "Check this visa note for consistency: applicant {A}, sponsor {B}, both from the same "
    "municipality.",
    "Translate the caption under the photo: \"{A} at the opening of the new [[@building]] wing\".",
    "A constituent wrote their name as {A} on the petition. Is it OK to keep the original "
    "script in the [[@body]] database?",
    "How would {A} normally be addressed in a formal letter from the [[@ministry]]?",
    "Here is the minutes line: \"{A} and {B} attended on behalf of the diaspora association.\" "
    "Rewrite it in formal English.",
]
