# -*- coding: utf-8 -*-
"""English prompt templates for the v7 corpus (hand-written for this corpus).

Markup:
  {A}            full name of person A      {A:first}  name used to address A
  {A:given}      all given names            {A:last}   family name (incl. particles)
  {A:initlast}   "F. Family"                {A:lastfirst}  "Family, Given"
  {A:handle}     a code handle (first.last, flast, first_last ...), never with '@'
  {A:capslast}   given + FAMILY IN CAPITALS (passport / French admin style)
  {Af} / {Am}    force the sex of A (for gendered titles or pronouns)
  ⟪...⟫          a keep item (must survive scrubbing verbatim)
  {T}            a title chosen to fit person A (titles slice only)
"""

CULTURES = [
    "Can you help me write a short birthday message for {A}? We worked together at ⟪Siemens⟫ for years.",
    "Please draft a welcome note for {A}, who joins the ⟪Lisbon⟫ office on ⟪Monday⟫.",
    "I need to book a table for four under the name {A} for ⟪Friday⟫ evening.",
    "{A} and {B} are presenting the ⟪Q3⟫ numbers tomorrow. Suggest a title for the first slide.",
    "Summarise this for me: {A} says the ⟪API⟫ migration slipped by a week.",
    "Write a ⟪LinkedIn⟫ recommendation for {A}, my former team lead.",
    "How do I pronounce {A}? I'm introducing the keynote speaker on ⟪Thursday⟫.",
    "My neighbour {A} asked me to water the plants while {A:first} is away in ⟪August⟫.",
    "Reply to {A:first} and say thanks for the ⟪PDF⟫, I'll review it before ⟪Wednesday⟫.",
    "Create a seating plan: {A} next to {B}, and the ⟪CFO⟫ at the head of the table.",
    "Check this reference for me: {A:lastfirst} (2019). Urban heat islands in coastal cities. ⟪Elsevier⟫.",
    "Remind me to ring {A} once the ⟪Teams⟫ call is over.",
    "{A} wants to know whether our ⟪Eurostar⟫ tickets can still be refunded.",
    "Our new intern is {A}. Give me three icebreaker questions for the ⟪Tuesday⟫ stand-up.",
    "Turn this into a contact card: {A}, ⟪QA⟫ lead, based in ⟪Nairobi⟫.",
    "Write a thank-you note to {A} and {B} for hosting us over the ⟪Easter⟫ weekend.",
    "Is 'Dear {A}' too formal for a first email to a ⟪PhD⟫ supervisor?",
    "I met {A} at the ⟪Web Summit⟫. Draft a short follow-up message.",
    "Schedule a one-on-one with {A} every other ⟪Monday⟫ at 10:00.",
    "{A} left a voicemail about the ⟪Airbnb⟫ booking; write a polite reply.",
    "Could you make a packing list for {A}, who is flying to ⟪Reykjavik⟫ in ⟪January⟫?",
    "Write two sentences congratulating {A} on finishing the ⟪MBA⟫.",
]

CASING = [
    "can you remind {A} about the dentist appointment on ⟪Tuesday⟫",
    "tell {A} the ⟪Wi-Fi⟫ password changed again",
    "draft a text to {A} saying I'm running 10 minutes late for the ⟪Netflix⟫ watch party",
    "what should I get {A} for ⟪Christmas⟫? budget is 40 euros",
    "{A} needs the ⟪Excel⟫ file by noon, please write a quick reminder",
    "send {A} the link to the ⟪GitHub⟫ repo and ask for a review",
    "is it rude to cancel on {A} twice in one week? we had plans for ⟪Saturday⟫",
    "help me write a complaint, {A} from the landlord's office never fixed the heating",
    "my colleague {A} keeps cc'ing the ⟪CEO⟫, how do I bring it up politely",
    "write a short toast for {A} and {B}'s wedding in ⟪June⟫",
    "please summarise the call with {A} about the ⟪AWS⟫ bill",
    "{A} asked if we can move the ⟪Friday⟫ sync to 4pm, draft a yes",
]

POSITION_START = [
    "{A} asked whether the ⟪Friday⟫ review can move to 3 pm.",
    "{A} will cover the front desk while I'm at the ⟪IKEA⟫ warehouse.",
    "{A:first} here, can you turn these notes into a status update for ⟪Jira⟫?",
    "{A} and I need an agenda for the quarterly ⟪OKR⟫ meeting.",
    "{A} sent over the draft contract; list the clauses that mention ⟪GDPR⟫.",
    "{A}: please check the numbers in the ⟪March⟫ report.",
    "{A} is allergic to peanuts, so plan a menu for ⟪Sunday⟫ lunch without them.",
    "{A} won the hackathon! Write a two-line announcement for ⟪Slack⟫.",
    "{A} has asked for parental leave starting in ⟪October⟫; what forms does HR usually need?",
    "{A} thinks the ⟪Docker⟫ image is too big. How can we shrink it?",
    "{A:first}, could you double-check the tax figures before ⟪Monday⟫?",
    "{A} got the job. Suggest a fun way to celebrate on ⟪Thursday⟫.",
    "{A} keeps getting a 403 from the ⟪S3⟫ bucket, what should we check first?",
    "{A} requested a refund for the ⟪Spotify⟫ family plan.",
]

POSITION_MIDDLE = [
    "Yesterday I spoke with {A} about the delayed ⟪Kubernetes⟫ upgrade.",
    "Please ask {A} to bring the projector on ⟪Wednesday⟫.",
    "The flat was rented to {A} until the end of ⟪September⟫, right?",
    "I think {A} would be a great fit for the ⟪UX⟫ role.",
    "Could you tell me whether {A} confirmed the ⟪Lufthansa⟫ booking?",
    "Last week {A} and {B} fixed the memory leak in the ⟪Android⟫ app.",
    "We owe {A} an apology for the mix-up with the ⟪DHL⟫ parcel.",
    "The school says {A} missed two ⟪PE⟫ lessons this month.",
    "Can you check if {A} is free for a ⟪Zoom⟫ call on ⟪Tuesday⟫?",
    "My sister says {A} recommended this plumber in ⟪Leeds⟫.",
    "Apparently {A} already booked the venue for the ⟪Diwali⟫ party.",
    "For the audit, {A} prepared all receipts from ⟪February⟫.",
    "The manager said {A} can start on the first of ⟪May⟫.",
    "I told {A} that the ⟪NHS⟫ letter arrived.",
]

POSITION_END = [
    "Please forward the signed lease to {A}.",
    "Write a short note of thanks for the ⟪Python⟫ workshop, addressed to {A}",
    "The booking reference should be sent to {A}",
    "Who should I cc on the ⟪VAT⟫ question? I was thinking {A}.",
    "Draft the ⟪Monday⟫ reminder and sign it from {A}",
    "I'm looking for a polite way to say no to {A}.",
    "The last person to edit the ⟪Confluence⟫ page was {A}",
    "Make the certificate out to {A}.",
    "Our keynote speaker this year is {A}!",
    "Please translate the ⟪FAQ⟫ and send it to {A} and {B}.",
    "The ⟪Uber⟫ receipt is under the name of {A}",
    "Add a footnote crediting the photographs to {A}.",
    "Who took the minutes on ⟪Tuesday⟫? I believe it was {A}",
    "Reply that the ⟪SQL⟫ dump has been shared with {A}.",
]

POSSESSIVE = [
    "Can you proofread {A}'s cover letter before ⟪Friday⟫?",
    "Summarise {A}’s feedback on the ⟪Figma⟫ mock-ups.",
    "I borrowed {A}'s car and got a parking ticket in ⟪Manchester⟫. What should I do?",
    "{A}'s flight from ⟪Dubai⟫ lands at 6:40; when should I leave for the airport?",
    "Merge {A}'s and {B}'s comments into one list.",
    "Compare {A}’s proposal with {B}’s and tell me which is cheaper.",
    "Is {A}'s ⟪PhD⟫ thesis available online?",
    "Write a card for {A}'s retirement party on ⟪Saturday⟫.",
    "{A:first}'s laptop won't boot after the ⟪Windows⟫ update.",
    "Please add {A}’s new phone number to the ⟪Outlook⟫ contact.",
    "The dog is {A}'s, not mine, so who pays the vet?",
    "Rewrite {A}'s bio for the conference programme in under 80 words.",
    "What time is {A}'s ⟪MRI⟫ appointment on ⟪Thursday⟫?",
    "I need {A}'s consent form before the school trip to ⟪Bath⟫.",
    "Use {A}'s slides as the template for the ⟪Q4⟫ deck.",
    "Was it {A}'s idea to switch to ⟪Postgres⟫?",
    "Reply to {A}’s question about the ⟪IBAN⟫ format.",
    "Collect {A}'s, {B}'s and {C}'s availability for ⟪November⟫.",
    "{A:first}’s birthday is in ⟪April⟫, remind me a week before.",
]

LISTS = [
    "Add {A}, {B} and {C} to the ⟪Slack⟫ channel for the launch.",
    "Attendees: {A}; {B}; {C}. Please turn this into a sign-in sheet.",
    "Sort these alphabetically by surname:\n- {A}\n- {B}\n- {C}\n- {D}",
    "name,email_verified,plan\n{A},true,⟪Pro⟫\n{B},false,⟪Free⟫\n{C},true,⟪Pro⟫\nCount how many are on the Pro plan.",
    "Team rota for ⟪December⟫:\n1. {A} (mornings)\n2. {B} (afternoons)\n3. {C} (weekends)",
    "Split the bill between {A}, {B}, {C} and me. Total was 184.50.",
    "Who is missing from this list? {A} / {B} / {C}",
    "| Name | Role |\n|---|---|\n| {A} | ⟪DevOps⟫ |\n| {B} | ⟪Design⟫ |\nAdd a column for start date.",
    "Authors: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format this in ⟪APA⟫ style.",
    "Invite list for ⟪Hanukkah⟫ dinner: {A}, {B}, {C}, {D}. Suggest a seating order.",
    "Carpool for ⟪Saturday⟫: {A} drives, {B} and {C} ride along.",
    "Shortlisted candidates\n* {A}\n* {B}\nWrite rejection emails for everyone except the first.",
    "The jury is {A}, {B}, and {C}; draft the announcement for the ⟪Instagram⟫ page.",
    "ID;Name;Department\n1;{A};⟪Finance⟫\n2;{B};⟪Legal⟫\n3;{C};⟪Finance⟫\nWhich departments appear?",
    "Reviewers: {A:first}, {B:first} & {C}",
    "Group A: {A}, {B}\nGroup B: {C}, {D}\nRandomise the groups again.",
]

QUOTED = [
    "---------- Forwarded message ---------\nFrom: {A} <billing@example.com>\nDate: ⟪Mon⟫, 4 ⟪Mar⟫ 2024\nSubject: Overdue invoice\n\nPlease pay by ⟪Friday⟫.\n\nIs this a phishing email?",
    "> On ⟪Tue⟫ 12 ⟪Nov⟫, {A} wrote:\n> Can we push the demo to next week?\n\nDraft a reply saying yes.",
    "[09:14] {A:first}: did the deploy go out?\n[09:15] {B:first}: not yet, ⟪CI⟫ is red\n[09:20] {A:first}: ok ping me\nSummarise this chat.",
    "Hi {A:first},\n\nThanks for sending the ⟪Q2⟫ figures. Could you also share the raw data?\n\nBest,\n{B}\n\nMake this sound friendlier.",
    "{A:first}: I can't log in to the ⟪VPN⟫\nSupport: have you reset your token?\n{A:first}: yes, twice\nWrite the ticket summary.",
    "My boss {Af} wrote: \"Please have the ⟪KPI⟫ dashboard ready before the board meeting.\" What does she mean by KPI here?",
    "Dear {A},\nWe regret to inform you that your application to the ⟪Erasmus⟫ programme was unsuccessful.\nKind regards,\n{B}\n\nIs this letter too harsh?",
    "Text from {A:first}: 'running late, start without me'. How do I tell the group?",
    "Transcript:\n{A}: Let's start with the ⟪Berlin⟫ numbers.\n{B}: They are up 12 percent.\nWrite minutes from this.",
    "Interviewer: Tell me about yourself.\n{A}: I have worked in ⟪SaaS⟫ sales for six years.\nGive feedback on this answer.",
    "Can you translate this email from {A}? \"Merci pour votre aide, à ⟪lundi⟫ !\"",
    "Subject: Re: Re: parking spaces\nFrom: {A}\nTo: {B}\n\n> we only have two spaces on ⟪Level⟫ 3\nOk, then {C:first} takes the second one.\n\nWho gets the spaces?",
    "-----Original Message-----\nFrom: {A}\nSent: ⟪Wednesday⟫, 7 ⟪June⟫\nI'm out until the 20th.\n\nShould I wait or escalate?",
    "Voice note transcript (from {A:first}): hey it's me, can you pick up the kids from ⟪Scouts⟫ at six",
    "<{A:handle}> anyone know why ⟪npm⟫ install hangs?\n<{B:handle}> clear the cache\nExplain the fix.",
    "WhatsApp chat\n{A}: are we still on for ⟪Sunday⟫?\n{B}: yes, 11 at the park\nAdd this to my calendar.",
]

CODE = [
    "# TODO({A:handle}): remove this fallback once ⟪Redis⟫ is upgraded\nExplain what this comment asks for.",
    "// author: {A}\n// reviewed: {B}\nfunction parseDate(s) {{ return new Date(s); }}\nAdd ⟪JSDoc⟫ to this.",
    "/**\n * @author {A:lastfirst}\n */\npublic class InvoiceService {{}}\nWrite a ⟪JUnit⟫ test skeleton.",
    "-- reviewed by {A:initlast}\nSELECT * FROM orders WHERE status = 'open';\nOptimise this ⟪SQL⟫.",
    "commit 3f9a1c2\nAuthor: {A} <{A:handle}@users.noreply.example.com>\nDate:   ⟪Thu⟫ ⟪Jan⟫ 11 10:03 2024\n\n    Fix race in cache warmup\n\nWrite a changelog entry.",
    "Co-authored-by: {A} <dev@example.org>\nCo-authored-by: {B} <dev2@example.org>\nIs this trailer format right for ⟪GitHub⟫?",
    "/src/billing/ @{A:handle}\n/docs/ @{B:handle}\nWhat does this ⟪CODEOWNERS⟫ file do?",
    "{{\"owner\": \"{A}\", \"team\": \"⟪Payments⟫\", \"oncall\": true}}\nValidate this ⟪JSON⟫.",
    "maintainers:\n  - name: {A}\n  - name: {B}\nConvert this ⟪YAML⟫ to ⟪TOML⟫.",
    "INSERT INTO customers (full_name, city) VALUES ('{A}', '⟪Porto⟫');\nWhy does this fail when the name has an apostrophe?",
    "def test_signup():\n    user = create_user(name=\"{A}\")\n    assert user.is_active\nWhy does ⟪pytest⟫ say the fixture is missing?",
    "<!-- {A:first}: temporary banner, remove after ⟪Black Friday⟫ -->\nIs this ⟪HTML⟫ comment visible to users?",
    "git blame says line 88 was changed by {A} in ⟪March⟫. How do I see the full diff?",
    "[user]\n    name = {A}\n    email = {A:handle}@example.com\nIs this ⟪gitconfig⟫ correct?",
    "logger.info(\"Payment approved by {A:initlast}\")\nShould we log approver names at ⟪INFO⟫ level?",
    "\"author\": \"{A} <{A:handle}@example.dev>\",\n\"license\": \"⟪MIT⟫\"\nIs this valid in ⟪package.json⟫?",
    "# Owner: {A} ({A:handle})\nresource \"aws_s3_bucket\" \"logs\" {{}}\nAdd a lifecycle rule to this ⟪Terraform⟫.",
    "Dockerfile:\nLABEL maintainer=\"{A}\"\nFROM python:3.12-slim\nWhy is ⟪LABEL⟫ before ⟪FROM⟫ a problem?",
]

BUSINESS = [
    "Invoice 2024-0193\nBill to: {A}\n⟪Brightwater Logistics⟫ Ltd\nAmount due: 1,240.00 EUR incl. ⟪VAT⟫\nCheck the totals.",
    "Please prepare a transfer of 850 GBP to {A} (⟪IBAN⟫ in the attached sheet) for the ⟪Kestrel Freight⟫ consultancy work.",
    "CRM note: call with {A} of ⟪Tidewater Marine⟫, interested in the ⟪Enterprise⟫ tier. Draft a follow-up.",
    "This ⟪NDA⟫ is between ⟪Orchard Lane Bakery⟫ and {A}. Is the non-compete clause enforceable?",
    "Payslip for {A}, ⟪October⟫: gross 3,100, tax 612. Explain the deductions.",
    "Refund request from {A}: order 88231, ⟪Silverline Dental⟫ whitening kit, arrived broken.",
    "The lease is signed by {A} (tenant) and {B} (landlord). When does the ⟪Council Tax⟫ become the tenant's responsibility?",
    "Quote for {A} at ⟪Bluecrest Analytics⟫: 40 hours of data cleaning at 75/hour. Write it up formally.",
    "Purchase order approved by {A}, ⟪Procurement⟫, on 14 ⟪May⟫. Is a second signature needed?",
    "Expense claim: taxi and hotel in ⟪Frankfurt⟫, submitted by {A}, approved by {B}. Flag anything unusual.",
    "Account manager: {A}\nClient: ⟪Harbour View Hotels⟫\nRenewal date: 1 ⟪July⟫\nWrite a renewal reminder.",
    "Insurance claim filed by {Af} for water damage; policy with ⟪Northgate Mutual⟫. What documents should she attach?",
    "Draft a late-payment letter to {A}, director of ⟪Greenleaf Interiors⟫, about invoice 557.",
    "Commission report: {A} 12 deals, {B} 9 deals, {C} 15 deals. Who tops the ⟪EMEA⟫ board?",
    "Sender: ⟪Copperfield Print⟫ (contact: {A})\nItem: 500 business cards for {B}\nIs the delivery date realistic?",
    "Shareholder letter signed by {A}, ⟪CEO⟫ of ⟪Lumen Robotics⟫. Shorten it to one page.",
    "Reimburse {A} 62.30 for the ⟪Staples⟫ receipt and note it under office supplies.",
    "Supplier onboarding form: company ⟪Quarry Hill Stone⟫, contact person {A}, ⟪VAT⟫ number pending.",
]

TITLES_EN = [
    "Please write to {T} {A:last} to confirm the appointment on ⟪Monday⟫.",
    "How should I greet {T} {A} at the opening of the ⟪Jubilee⟫ hall?",
    "{T} {A:last} will chair the panel; prepare a short introduction.",
    "Draft a thank-you letter to {T} {A} for the ⟪Cardiology⟫ consultation.",
    "Is it 'Dear {T} {A:last}' or 'Dear {T} {A}' in a formal ⟪UK⟫ letter?",
    "Our guest speaker is {T} {A}; list three questions to ask about ⟪AI⟫ policy.",
    "Remind me that {T} {A:last} prefers phone calls to email.",
    "Schedule a follow-up with {T} {A:last} in ⟪September⟫.",
]
