# -*- coding: utf-8 -*-
"""English templates for the `quoted` and `titles` slices."""

QUOTED = [
    "Hi {A:first},\n\nThanks for signing up to deliver leaflets in ((ward)). Your round is "
    "ready to collect.\n\nBest,\n{B}\n\nCan you make this sound warmer?",
    "From: {A} <{A:e}@((dom))>\nTo: casework@((dom))\nSubject: Bin collections\n\nDear "
    "Councillor, ...\n\nDraft a reply from the ward office.",
    "> On [[@weekday]], {A} wrote:\n> The [[@committee]] papers are late again.\n\nHow "
    "should I respond without blaming the clerks?",
    "[((time))] {A:first}: has anyone got the turnout figures?\n[((time))] {B:first}: "
    "[[@crm]] export is in the drive\nSummarise this chat.",
    "\"We will not support the [[@actthe]] in its current form,\" said {A}. Is this quote "
    "accurate to the [[Hansard]] record? Here is the source text.",
    "Dear {A},\n\nI am writing about the closure of the ((ward)) library...\n\nYours "
    "sincerely,\n{B}\n\nSummarise the constituent's request.",
    "Is this email a scam? \"Hello, I am {A} from the [[@body]]. Please confirm your "
    "ballot registration by clicking the link.\"",
    "{A} said: \"The budget is balanced.\" {B} replied: \"Only on paper.\" Write a neutral "
    "news summary.",
    "Reply to this WhatsApp from {A:first}: \"can u send the rota for [[@weekday]] pls\"",
    "Best regards,\n{A}\nSenior Policy Adviser, [[@ministry]]\nExtract the name and job "
    "title into JSON.",
    "Quote from the minutes: \"{A:tl} thanked {B:first} for the report.\" Who is {B:first}? "
    "The report was written by {B}.",
    "Subject: Re: FOI ((ref))\nFrom: {A}\n\nThanks, but you missed part 3 of my request.\n\n"
    "Draft the response.",
    "Forwarded message from {A}: \"Please add me to the [[@month]] surgery list.\" "
    "Confirm a slot.",
    "Hello {A:first}! Welcome to the [[@party]] volunteer group. Reply STOP to opt out. "
    "Shorten this SMS to 160 characters.",
    "Translate the greeting for the delegation: \"Welcome, {A}, and welcome to your "
    "colleagues.\"",
    "'{A} is the best councillor we have had in years' - is it OK to use this testimonial "
    "on a leaflet without asking ((g:A:him|her))?",
    "Transcript:\n{A:up}: Order, order.\n{B:up}: Point of order, Madam Chair.\nClean up "
    "the transcript formatting.",
    "Thanks {A:first} - and thanks to {B:first} for the photos. Turn this into a proper "
    "newsletter sign-off.",
    "Email chain: {A} → {B} → {C}. Who made the final decision on the venue?",
    "Dear Mr/Ms {A:tl}, your application to join the [[@committee]] has been received. "
    "Make this gender-neutral.",
    "The caller said her name was {Af} and that she lives in ((ward)). Write up the "
    "casework note.",
    "Voicemail: \"Hi, it's {A:first} from the [[@body]], call me back about the "
    "count.\" Who should return this call?",
    "Signed: {A}, {B}. Witnessed: {C}. Is the nomination validly witnessed?",
    "\"I'm {A}, and I approve this message.\" Is this disclaimer required on an ad "
    "shared via [[@chat]]?",
]

TITLES = [
    "Draft a letter to {A} MP about the closure of the ((ward)) post office.",
    "Write an introduction for Councillor {A} at the [[@holiday]] reception.",
    "Cllr {A:tl} asked for the figures again. Reply politely with the link.",
    "Please draft remarks welcoming the Rt Hon {A} MP to [[@building]].",
    "Senator {A} will testify before the [[@committee]] on [[@weekday]]. Prepare a brief.",
    "How should I address Ambassador {A} in the opening line of a note verbale?",
    "H.E. {A}, Ambassador of the Republic, requests a courtesy call with the [[@role]]. "
    "Draft the reply.",
    "Mayor {A} wants a speech for the [[@month]] civic service. Three minutes, please.",
    "Minister {A:tl} is answering questions on [[@weekday]]; draft a likely supplementary.",
    "Write a toast for ((g:A:Mr|Ms)) {A:tl}, the retiring [[@role]].",
    "Please send Dr {A:tl} the consultation pack for the [[@committee]].",
    "The Hon. {A} has asked to see the [[@paper]] before the vote.",
    "Dear Sir or Madam, I write on behalf of {A} MP regarding your petition. Finish "
    "this letter.",
    "Deputy Mayor {A} and Councillor {B} will both attend. Which one speaks first?",
    "Professor {A:tl} chairs the independent review. Summarise the terms of reference.",
    "Commissioner {A} is visiting the [[@body]]. Draft a welcome.",
    "Sir {Am:first} is the usual form, but how do I address {Am} in a letter's address "
    "block?",
    "Dame {Af:first} or Dame {Af:last}? What's the correct form for {Af}?",
    "Lord {Am:last} has tabled an amendment in the [[House of Lords]]. Summarise it.",
    "Rep. {A} (D) and Rep. {B} (R) co-sponsored the bill. Write a neutral summary.",
    "Governor {A} vetoed the bill; draft a statement for the [[@party]] group.",
    "Please confirm the booking for Mrs {Af:tl} and Mr {Bm:tl} at [[@building]].",
    "The Chief Executive, {A}, and the [[@role]], {B}, will sign the contract.",
    "Secretary of State {A} will make a statement to the [[@chamber]] on [[@weekday]].",
    "Ms {Af:tl} from the [[@committee]] secretariat needs the evidence by Friday noon.",
    "Mr {Am:tl} from the [[@ministry]] has not answered our FOI. Draft a chaser.",
    "Judge {A:tl} will hear the election petition. What happens at a first hearing?",
    "Alderman {A} and Sheriff {B} will lead the procession. Write the order of service.",
    "Can Councillor Dr {A} sit on both the [[@committee]] and the [[@committee]]?",
    "Leader of the Council {A} asked for the draft budget. Summarise the key changes.",
    "Special Adviser {A} emailed about the [[@session]] grid. What is a grid?",
    "Inspector {A:tl} will attend the count as an observer. Add ((g:A:him|her)) to the list.",
    "Chair {A:tl} opened the [[@committee]] session. Continue the minutes.",
    "President {A} signed the decree on [[@month]] 3. Translate the announcement.",
    "Prime Minister {A} met Chancellor {B} at [[@building]]. Draft the readout.",
    "Counsellor {A} of the embassy and First Secretary {B} will attend.",
]
