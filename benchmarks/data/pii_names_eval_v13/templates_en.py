# -*- coding: utf-8 -*-
"""Hand-written templates and hand-written prompts (English) for pii_names_eval_v13.

Markup (one prompt per line; lines starting with '%%' and blank lines are ignored):
  {A} {B} ...        a randomly drawn person (full name); {Af}/{Am} force the gender
  {A:form}           another form of the same person: first, last, initlast, lastfirst,
                     handle (first.last), snake (first_last), kebab (first-last)
  ⟪...⟫              a literal, hand-written person name (a gold span)
  ⟦...⟧              a literal word or phrase that is not a name and must be kept
  ¶                  a line break
"""


# origin groups for culture-specific titles: a template starting with ⟨group⟩ draws
# its persons from these origins only
GROUPS = {
    "germanic": "german austrian swiss luxembourgish",
    "hispanic": "spanish catalan basque galician mexican puerto_rican cuban dominican colombian argentine chilean peruvian venezuelan",
    "francophone": "french breton quebecois haitian ivorian cameroonian congolese burkinabe luxembourgish",
    "japanese": "japanese okinawan",
    "british": "english scottish irish welsh",
    "muslim": "gulf_arab iraqi egyptian moroccan pakistani bangladeshi somali bosnian turkish malay hausa sudanese",
    "jewish": "israeli ashkenazi sephardic",
    "arab": "gulf_arab yemeni omani iraqi jordanian",
    "italian": "italian sardinian sicilian",
    "malay": "malay javanese sundanese maldivian",
    "indonesian": "javanese sundanese batak balinese",
    "thai": "thai",
    "westafrican_muslim": "hausa fulani gambian wolof sierra_leonean malian",
    "engr": "yoruba igbo hausa akan filipino",
    "filipino": "filipino",
    "indian": "hindi gujarati marathi bengali telugu kannada malayali odia assamese",
    "african": "yoruba igbo akan ewe ga zulu xhosa tswana sotho shona",
}


def lines(block):
    out = []
    for ln in block.split("\n"):
        s = ln.strip()
        if not s or s.startswith("%%"):
            continue
        out.append(s)
    return out


# ------------------------------------------------------------------ cultures (templated)
CULTURES = lines(r"""
Can you draft a short, warm birthday message for my colleague {A}? We've worked together on the ⟦Lisbon⟧ rollout since ⟦March⟧.
I'm meeting {A} and {B} for dinner on ⟦Friday⟧ — suggest a restaurant that works for vegetarians.
Rewrite this so it sounds less passive-aggressive: 'As I already told {A}, the deadline was ⟦Tuesday⟧.'
{Af} asked me to proofread her cover letter for a job at ⟦Spotify⟧. What mistakes should I look for?
My landlord, {A}, wants to raise the rent by 12%. Is that legal in ⟦Ontario⟧?
Summarize the key points from my call with {A} about the ⟦Q3⟧ budget.
Write a LinkedIn recommendation for {A}, who led our ⟦Kubernetes⟧ migration.
How do I politely tell {A} that I can't make it to the wedding in ⟦June⟧?
Give me three icebreaker questions for a first one-on-one with my new manager, {A}.
My grandmother {Af} turns 90 next week. Any ideas for a small family celebration?
Translate 'thank you for the lovely evening' into ⟦Portuguese⟧ — I want to text it to {A}.
I need a reference letter template. The candidate is {A}, a data analyst who used ⟦Tableau⟧ and ⟦SQL⟧ daily.
Explain like I'm five why {A} keeps saying our ⟦API⟧ is not idempotent.
Draft a condolence note to {Af}; her father passed away last ⟦Sunday⟧.
Who should present first at the offsite, {Af} or {Bm}? She's nervous, he isn't.
Plan a 5-day itinerary for {A} and me in ⟦Kyoto⟧ in ⟦November⟧.
Is it rude to call my professor by her first name? She signs as {Af} but everyone else says 'Professor {Af:last}'.
Turn these notes into a tidy paragraph: met {A} at the ⟦Berlin⟧ conference, discussed hiring, follow-up on ⟦Monday⟧.
Help me write a toast for the retirement party of {A}.
My son's football coach is {Am}. How do I ask him for more playing time without being pushy?
Compose a polite reminder to {A} that the invoice from ⟦October⟧ is still unpaid.
{A} and I are sharing a flat from next month. Make a fair chore rota for two people.
What gift would suit {Am}? He loves hiking, jazz and old ⟦Nikon⟧ cameras.
Fix the grammar: 'me and {A} was going to the store when it started raining'
Write a short bio for {A}, our new Head of Design, for the company newsletter.
How should I reply to {Af}? She wrote that the ⟦Excel⟧ file is corrupted again.
I think {A} is ghosting me after our second date. What's a chill text I could send?
Create a study schedule for my niece {Af} — she has exams in ⟦Chemistry⟧ and ⟦History⟧ soon.
Make this sound more professional: hey {A:first}, can u send the deck before lunch
Our neighbour {A} keeps parking in front of our garage. How should I bring it up?
Generate five interview questions for {A}, who applied for the night-shift nurse role.
My best friend {A} just got engaged to {B}! Write a funny congratulations card.
Compare two candidates for me: {A} has six years of ⟦Java⟧, {B} has three years of ⟦Go⟧ and a PhD.
Write an out-of-office message saying that {A} is covering for me until ⟦Thursday⟧.
I owe {A} money from our trip to ⟦Morocco⟧. Draft a message proposing I pay in two parts.
What should I ask {A} at the parent-teacher meeting about my daughter's reading?
Help me name our team's ⟦Slack⟧ channel; the members are {A}, {B} and me.
Write a haiku about {A:first}, my cat-sitter, who never forgets to water the plants.
Does this email sound too formal? 'Dear {A}, I hereby request an extension of the deadline.'
I'm writing a eulogy for my uncle {Am}. Can you help me structure it?
What's a good way to introduce {A} to {B} over email? They both work in renewable energy.
Draft a thank-you note to Dr. {A:last} for seeing my daughter on short notice.
My PhD supervisor {A} wants the draft by ⟦Monday⟧; make me a realistic plan for the weekend.
{A} sent a voice note saying 'the ⟦VPN⟧ token expired'. What does that mean and how do I fix it?
Write a limerick featuring {A:first} and a runaway goat.
Can you help me apologize to {Af} for missing her graduation?
How should we split the restaurant bill between {A}, {B} and {C} if only {C:first} drank wine?
How do you pronounce {A}? I have to introduce this speaker on stage tomorrow.
Give me feedback on my speech introducing our keynote speaker, {A}.
I'm flying to ⟦Nairobi⟧ to visit {A}. What should I pack for ⟦August⟧?
Write a polite refusal to {A}, who wants to borrow my car for a week.
Make a grocery list for a dinner I'm cooking for {Af} — she's gluten-free.
My tenant {A} says the boiler broke on ⟦Christmas Eve⟧. Who pays for the emergency repair?
Summarize this feedback from {A} in two bullets: the onboarding was too long and the ⟦VPN⟧ setup failed twice.
I want to surprise {A} with a weekend away. Budget is 800 ⟦EUR⟧ — where can we go from ⟦Madrid⟧?
Write an email inviting {A} to be a guest on our podcast about ⟦AI⟧ ethics.
Explain the difference between a will and a trust. My father, {Am}, is 78 and wants to plan ahead.
{A} told me the meeting moved to 3 pm ⟦CET⟧. What time is that in ⟦Chicago⟧?
Draft talking points for my performance review with {A}.
How do I congratulate {Af} on the baby in a way she will appreciate? She's very formal.
List some team-building activities for a group where {A} and {B} don't get along.
Write a short detective story where the inspector is called {A}.
We're adopting a dog together with {A}. Suggest dog names that aren't human names.
Check this sentence: 'Attached is the contract signed by {A} on behalf of the tenant.'
My mentor {A} suggested I learn ⟦Rust⟧. Is that a good idea for embedded work?
Format this as a calendar invite: lunch with {A}, ⟦Wednesday⟧ 12:30, ⟦Café Central⟧.
Help me respond to {Af}, who wants a refund for a workshop she attended.
I'm {A}. Write a two-line intro I can use at networking events.
Prepare a short agenda for tomorrow's call; attendees are {A} and {B}.
Why would {A} get a ⟦403⟧ error when opening our ⟦SharePoint⟧ site when I don't?
Write a sincere apology to {Am} for spilling coffee on his laptop.
Suggest a recipe my mother-in-law {Af} would like — she misses home cooking.
Draft a message to {A} confirming the babysitting hours for ⟦Saturday⟧.
{A} is visiting from abroad next week. What are the must-see places in ⟦Edinburgh⟧?
Turn this into a formal letter telling {A} that the scholarship was approved.
My roommate {A} keeps eating my food. Help me write a note that isn't mean.
Which subject line works best for an email to {A}: 'Quick question', 'Follow-up' or 'Hello again'?
Write a tribute post for {A}, who volunteered at our food bank for twenty years.
Help me remember the names of my new team — {A}, {B} and {C} — with silly mnemonics.
Please rephrase: 'Following the instructions of {A}, the samples were stored at 4 °C.'
Does it make sense to cc {A} on an email to ⟦HR⟧ about my contract?
Tell me how to ask {A} for a reference without sounding desperate.
I'm organising a surprise party for {A} on ⟦Saturday⟧; write the invite for the group chat.
What questions should I ask the surgeon, Dr. {A:last}, before my knee operation?
I met {A} at the ⟦Frankfurt⟧ book fair and promised to send my manuscript. Draft the email.
Rate this pickup line I want to use on {A:first}: 'Are you a ⟦Wi-Fi⟧ signal? Because I feel a connection.'
Write the 'about the author' blurb for {A}, a nurse turned novelist.
Make a packing checklist for the first week of summer camp; it's for {A}, who is eleven.
Our choir director {A} is leaving. Suggest a song we could perform as a farewell.
Explain this message from {A} in plain English: 'pls rebase on main before ⟦CI⟧ runs'.
Help me write a welcome speech for {A}, who joins our ⟦Lagos⟧ office as country director.
{A} wants to learn to cook three easy dinners; write a beginner's plan.
Draft a message asking {A} whether the flat in ⟦Lyon⟧ is still available in ⟦January⟧.
Write a short poem for the 50th wedding anniversary of {A} and {B}.
Could you turn my notes into a thank-you letter to {A} for mentoring me through my ⟦MBA⟧?
{A} is giving a talk on ⟦Edge AI⟧; suggest three tough but fair audience questions.
I keep mixing up {A} and {B} in meetings. Any tricks to remember who is who?
What can I cook for {A}, who is fasting during ⟦Lent⟧?
Write a recommendation for {A} for the volunteer coordinator role at the ⟦Red Cross⟧.
My colleague {A} is moving back home after ten years here. Help me write a goodbye email to the whole floor.
""")

CULTURES_HAND = lines(r"""
Please address the letter to ⟪Guðrún Sigurðardóttir⟫, not to 'Mrs ⟪Sigurðsson⟫' — in ⟦Iceland⟧ she keeps her own patronymic.
My colleague ⟪Abdullah bin Khalid bin Sultan Al-Qahtani⟫ signs his emails as just ⟪Abdullah⟫. Which name goes on the visa form?
In the staff list he appears as ⟪K. Senthilkumar⟫ — the K is for his father ⟪Kandasamy⟫. How do I sort him alphabetically?
I met ⟪Hope Wanjiku Mwangi⟫ and ⟪Innocent Habimana⟫ at the ⟦Kigali⟧ summit; draft a follow-up to both.
Help me write a message to ⟪Ni Made Ayu Lestari⟫. Everyone at the villa just calls her ⟪Made⟫.
⟪Faith⟫, ⟪Mercy⟫ and ⟪Precious⟫ are my nieces — suggest matching gifts for three girls aged 6 to 10.
Forward the minutes to ⟪Marie-Thérèse de la Croix-Vaubois⟫ and to ⟪Jean-Baptiste N'Guessan⟫.
Our new intern is ⟪Ngozi Okonkwo-Adeyemi⟫ but her badge only says ⟪Okonkwo⟫. How do I get ⟦IT⟧ to fix it?
Our accountant is ⟪Cyrus Engineer⟫ and our lawyer is ⟪Roshan Contractor⟫ — yes, really. Draft a joint email to both.
Should the badge say ⟪Aung Ko Ko⟫ or U ⟪Aung Ko Ko⟫? He told me Burmese names have no surname.
My manager ⟪Trần Thị Ngọc Anh⟫ is addressed as Ms ⟪Ngọc Anh⟫, not Ms ⟪Trần⟫. Fix my draft accordingly.
Email ⟪Aroha Te Rangi⟫ and ⟪Wiremu Ngata⟫ about the kapa haka practice on ⟦Thursday⟧.
Write a birthday card for ⟪Kaʻiulani Kealoha⟫ — please keep the ʻokina in her name.
My friend ⟪Vernon Yellow Hawk⟫ asked me to proofread his grant application to the ⟦NEA⟧.
Our guide was ⟪Mingma Tshering Sherpa⟫ and the cook was ⟪Dawa Yangji Sherpa⟫. Write them a thank-you note.
The recipient is ⟪Mamadou Oumar Diallo⟫ and the sender ⟪Fatou Binetou Ndiaye⟫. Translate the letter into ⟦French⟧.
⟪Yordanos Habte⟫ wants to visit ⟦Jordan⟧ and ⟦Egypt⟧ in spring. Which visas does she need with an ⟦Eritrean⟧ passport?
Please check the spelling: ⟪Jaspreet Kaur Sandhu⟫, ⟪Harjit Singh Gill⟫, ⟪Gurleen Kaur⟫.
The author list has ⟪van der Merwe, Pieter⟫ and ⟪Janse van Rensburg, Elmarie⟫ — which one sorts first?
Is ⟪Haingo Randrianarisoa⟫ the same person as ⟪H. Randrianarisoa⟫ in the ⟦WWF⟧ report?
⟪Abdirahman Warsame Jama⟫ is called ⟪Warsame⟫ by nobody — everyone uses ⟪Abdirahman⟫. Which name goes in the ⟦CRM⟧?
Make a name tag for ⟪Tavita Fa'alogo⟫ and another one for ⟪Losaline Havili⟫.
My neighbours ⟪Chance Sixkiller⟫ and ⟪Autumn Begay⟫ invited us for ⟦Thanksgiving⟧. What should I bring?
Can you write to ⟪Nii Armah Quaye⟫? Please don't drop the ⟪Nii⟫, it belongs to his name.
⟪Georgia Ashworth⟫ and ⟪Austin Banks⟫ are flying to ⟦Tbilisi⟧ next week — what visas do they need?
""")

# ------------------------------------------------------------------ casing
CASING = lines(r"""
remind me to call {A} about the ⟦Airbnb⟧ booking before ⟦Friday⟧
Can you check if {A} replied to the thread about the ⟦AWS⟧ bill?
Tell {A} the ⟦Zoom⟧ link changed and the new one is in the calendar.
I need to send {A} the ⟦PDF⟧ tonight, write a two line message
what do i get {A} for ⟦Christmas⟧, budget 50 bucks
Write a note excusing {A} from ⟦PE⟧ class on ⟦Monday⟧.
{A} says the ⟦Wi-Fi⟧ password is on the fridge, is that a security risk?
pls summarise the email from {A} re: ⟦GDPR⟧ training
Is it weird to invite {A} and {B} to the same party?
my boss {A} wants a ⟦PowerPoint⟧ by tomorrow lol help
Help me answer {Af}: she asked whether ⟦Netflix⟧ or ⟦Hulu⟧ is better for anime.
Book a table for {A} and four guests, ⟦Saturday⟧ 8pm, window seat if possible.
draft a complaint to the school because {A} keeps bullying my son
URGENT: {A} locked out of ⟦Gmail⟧, how to recover the account
Who is {Am}? He just added me on ⟦LinkedIn⟧ and claims we met in ⟦Toronto⟧.
thank {A} for the ⟦Easter⟧ cookies in a cute way
Convert the hours {A} worked into a weekly total: 7.5, 8, 6, 9, 7
Write a text telling {A} I'm running 10 min late for the ⟦IKEA⟧ trip.
can u explain what {A} meant by 'let's take this offline'
My sister {Af} is getting married in ⟦October⟧, I need speech ideas.
Send {A} a polite nudge about the ⟦Venmo⟧ request from last week.
Does {Af} need a ⟦Schengen⟧ visa if she has a ⟦UK⟧ passport?
Proofread my message to {A}: 'sorry for the delay, the ⟦DHL⟧ package got stuck in customs'
{A} and {B} both want ⟦Friday⟧ off; how do I decide fairly?
Write a dating-app bio for my friend {Am}, he's into climbing and board games.
What time zone is {Af} in if she's working from ⟦Manila⟧?
Suggest a ⟦Spotify⟧ playlist name for the 30th birthday of {A}.
my coworker {A} keeps microwaving fish, how do i address it
Tell me if the excuse {A} gave for missing the ⟦Scrum⟧ review sounds legit.
Ask {A} whether the ⟦USB-C⟧ charger in the meeting room is theirs.
I'm flying with {A} on ⟦Lufthansa⟧, can we share one checked bag?
Need a quick bio for {A} for the ⟦TEDx⟧ program.
rewrite: {A} is out sick, {B} will run standup today
Explain ⟦Bitcoin⟧ to {A}, who is 82 and curious.
how do i congratulate {A} on passing the ⟦CPA⟧ exam without being cringe
{A} wants to know if ⟦Tylenol⟧ and ibuprofen can be taken together.
Write a caption for a photo of {A} and me at ⟦Coachella⟧.
Does {A} qualify for free ⟦NHS⟧ dental treatment while studying?
Translate for {A}: 'the meeting is cancelled' into ⟦Spanish⟧.
draft a text to {A} saying the ⟦Uber⟧ is outside
""")

CASING_HAND = lines(r"""
hey so ⟪siobhán o'sullivan⟫ said ⟪DARRAGH⟫ would bring the ⟦HDMI⟧ cable
Not ⟪MACDONALD⟫ from the vendor list — I mean ⟪Fiona MacDonald⟫ from ⟦Finance⟧.
plz email ⟪jean-pierre lefèvre⟫ and ⟪ANNE-SOPHIE DUBOIS⟫ the ⟦Q4⟧ numbers
MY NAME IS ⟪DAAN VAN DER MEER⟫ AND I NEED HELP WITH MY ⟦KVK⟧ REGISTRATION
ok so ⟪björn⟫ and ⟪åsa⟫ are coming, ⟪SØREN⟫ maybe
who is ⟪kim ji-hoon⟫ and why is he in my ⟦Teams⟧ chat
WHAT DID HERR ⟪GROSSMANN⟫ SAY ABOUT THE ⟦ISO⟧ AUDIT?
i'm ⟪ayşe yılmaz⟫, can you help me write my ⟦CV⟧ in english
⟪ÇAĞLA ÖZTÜRK⟫ AND ⟪İLKER ŞAHİN⟫ ARE PRESENTING AT ⟦MWC⟧ THIS YEAR
fyi ⟪priya⟫ from ⟦HR⟧ said the leave for ⟪rohan sharma⟫ is approved
He typed his own name as ⟪o'BRIEN⟫ in the ⟦CRM⟧ — should I change it to ⟪O'Brien⟫?
can you sort these: ⟪nguyen van bao⟫, ⟪tran thi hanh⟫, ⟪le minh⟫
meeting w/ ⟪mcallister⟫ and ⟪de la cruz⟫ moved to ⟦thursday⟧
THANK YOU SO MUCH ⟪NOMVULA⟫, THE ⟦GOOGLE⟧ DOC IS PERFECT
""")

# ------------------------------------------------------------------ position
POSITION_START = lines(r"""
{A} wants to know whether the ⟦Airbus⟧ A320 has power outlets in economy.
{A:first}, can you summarize this ⟦PDF⟧ for me before the meeting?
{A} here — I'm trying to set up ⟦Docker⟧ on my work laptop and it keeps failing.
{A} and {B} need a shared calendar; what's easier, ⟦Google Calendar⟧ or ⟦Outlook⟧?
{A}'s flight lands at 6:40 — how long does it take from ⟦Heathrow⟧ to ⟦Paddington⟧?
{A} said yes!!! Help me plan the engagement dinner.
{A} (my manager) asked for a summary of the ⟦SOC 2⟧ findings, under 200 words.
{A}: 'we should just rewrite it in ⟦Rust⟧.' Is that sensible for a ten-year-old ⟦PHP⟧ app?
{Af} keeps forgetting her insulin. Any reminder apps you'd recommend for ⟦Android⟧?
{A:last} from accounting says the ⟦VAT⟧ number has been wrong on every invoice since ⟦January⟧.
{A} is allergic to nuts; rewrite this menu so it's safe for the party.
{A}, {B} and {C} are the finalists; write a neutral announcement for the ⟦Intranet⟧.
{A} just texted 'we need to talk'. How worried should I be?
{A} wrote the original ⟦Fortran⟧ code in 1998 and nobody understands it; help me document it.
""")

POSITION_MIDDLE = lines(r"""
Yesterday {A} told me the ⟦Jenkins⟧ pipeline has been red for a week.
Please compare the offers that {A} and {B} made for the ⟦Volvo⟧.
Can you ask whether {A} is free on ⟦Wednesday⟧ afternoon?
I think {A} misunderstood the ⟦NDA⟧; how do I explain clause 4 gently?
At the meetup, {A} recommended ⟦Obsidian⟧ for notes. Is it better than ⟦Notion⟧?
Write a card from all of us to {Af} — she's moving to ⟦Singapore⟧ next month.
My neighbour {A} offered to water the plants while we're in ⟦Crete⟧.
The doctor told {Af} to avoid grapefruit with her statins. Why?
Last time {A} ran the quiz, nobody knew how many moons ⟦Saturn⟧ has.
We hired {A} as a contractor through ⟦Upwork⟧; what should the contract cover?
Between {A} and {B}, who should own the ⟦Terraform⟧ modules?
Apparently {A} once sang at ⟦Eurovision⟧ — write a funny intro for the team lunch.
Could you help {A} understand why the ⟦HTTP⟧ 502 errors only happen at night?
In the photo {A} is the one holding the ⟦Olympic⟧ torch, third from the left.
""")

POSITION_END = lines(r"""
Draft a short thank-you email for the ⟦Lisbon⟧ workshop and address it to {A}
Who should I cc on the ⟦SLA⟧ dispute? Legal says {A}.
Write a limerick about ⟦Monday⟧ mornings for {A}!
The ⟦Excel⟧ macro that breaks every month was written by {A}.
Best regards,¶{A}
Book the ⟦Tuesday⟧ slot for {A}.
Translate this into ⟦German⟧ and sign it from {A}
The new ⟦CFO⟧ is {A}
Tell me a bedtime story about a friendly dragon and a girl called {Af:first}.
Who wrote this ⟦README⟧? git blame says {A}?
Remind me on ⟦Friday⟧ to call {A}
Please forward the ⟦MRI⟧ report to Dr. {A:last}.
Our ⟦Secret Santa⟧ pick this year: {A}
Thanks for covering the ⟦IELTS⟧ prep session, {A:first}!
""")

POSITION_HAND = lines(r"""
⟪Inès⟫
Thanks, ⟪Ngozi⟫
⟪Tenzin Norbu⟫?
who is ⟪Lwazi Mgijima⟫
⟪Jordan⟫ wants to move to ⟦Georgia⟧ — the state, not the country.
Call ⟪Chad⟫ back about the ⟦Sahara⟧ photo trip.
Message from ⟪Victoria⟫: landed in ⟦Austin⟧, see you ⟦Monday⟧.
⟪Paris Nakamura⟫ is flying to ⟦London⟧ tonight, can you suggest a hotel near ⟦Heathrow⟧?
Summary for ⟪Maxim⟫:
— ⟪Kofi⟫
⟪María José⟫ y ⟪José María⟫: which one is the woman?
Ping me when ⟪Sunday⟫ arrives — she's bringing the ⟦Monday⟧ slides.
⟪Aigerim⟫, ⟪Daulet⟫ and ⟪Serik⟫ need ⟦Schengen⟧ visas for the ⟦Vienna⟧ trip — what's the fastest route?
Forward the ⟦Q2⟧ deck to ⟪Hiranya Baruah⟫ and cc ⟪Bornali Gogoi⟫
Lunch order: soup for me, curry for ⟪Tamanda⟫, salad for ⟪Chikondi Phiri⟫
⟪Olumide⟫ or ⟪Olumide Balogun⟫ — are these the same contact in ⟦HubSpot⟧?
Does this ⟦Instagram⟧ account belong to ⟪Naja Kleist⟫ or to ⟪Aviaja Lynge⟫?
⟪Zoltán⟫ wrote it, ⟪Réka⟫ reviewed it and ⟪Levente⟫ merged it.
""")

# ------------------------------------------------------------------ lists
LISTS = lines(r"""
Create a seating plan for {A}, {B}, {C}, {D} and {E}; nobody from ⟦Sales⟧ should sit next to each other.
Sort alphabetically by surname:¶- {A}¶- {B}¶- {C}¶- {D}
Split these people into two teams for the ⟦Hackathon⟧: {A}, {B}, {C}, {D}, {E}, {F}
Convert this CSV to a ⟦Markdown⟧ table:¶name,team,start¶{A},⟦Platform⟧,2024-03-01¶{B},⟦Data⟧,2024-04-15¶{C},⟦Mobile⟧,2024-05-02
| Name | Role |¶|---|---|¶| {A} | ⟦QA⟧ lead |¶| {B} | ⟦DevOps⟧ |¶| {C} | intern |¶Add a column for ⟦Slack⟧ handles.
Attendees: {A}; {B}; {C}. Apologies: {D}.
Who's bringing what to the picnic? {A:first} – salad, {B:first} – drinks, {C:first} – dessert, {D:first} – nothing as usual 🙄
1. {A}¶2. {B}¶3. {C}¶Rank these speakers by how well they fit a ⟦FinTech⟧ panel.
Make a rota for ⟦Sunday⟧ school: {A}, {B}, {C} and {D}, each twice a month.
Chat roster for tonight's raid: {A:handle}, {B:handle}, {C:handle}, {D:handle}
Authors: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format this reference in ⟦APA⟧ style.
Our book club (me, {A}, {B} & {C}) wants a sci-fi pick under 300 pages.
* {A} — ⟦Berlin⟧¶* {B} — ⟦Lagos⟧¶* {C} — ⟦Lima⟧¶Find a meeting time that works for all three time zones.
Witnesses listed in the report: {A}, {B}, and {C}. Summarize what each of them saw.
{A}/{B}/{C} share the on-call pager this week; write the handover note.
Participants (n=4): {A:initlast}, {B:initlast}, {C:initlast}, {D:initlast}
Please dedupe this list: {A}, {B}, {A}, {C}, {B}
Group chat members: {A:first}, {B:first}, {C:first}, {D:first}, {E:first}. Suggest a group name.
Emergency contacts:¶• {A} (mother)¶• {B} (neighbour)¶• {C} (family doctor)
Thank everyone who helped with the move: {A}, {B}, {C}, {D}, and especially {E}.
Panel: {A} (moderator), {B}, {C}. Draft three questions for each panelist.
The shortlist for the ⟦Fulbright⟧ nomination is {A} and {B}. Help me compare them fairly.
Party invites for my kids' friends: {A:first}, {B:first}, {C:first}, {D:first}, {E:first}, {F:first}.
name;opt_in;country¶{A};yes;⟦Kenya⟧¶{B};no;⟦Peru⟧¶{C};yes;⟦Norway⟧¶Count the opt-ins per country.
Jury: {A} (chair), {B}, {C}, {D}
Co-founders: {A}, {B}. Advisors: {C}, {D}. Write the team section of our pitch deck.
- [ ] ask {A} about the keys¶- [ ] pay {B} back¶- [x] call {C}¶Turn this into a ⟦Todoist⟧ import.
The reviewers for my paper are {A}, {B} and {C}; draft the rebuttal intro.
Plus-ones: {A} + {B}, {C} + {D}. Make a seating chart for table 4.
Owners per service: ⟦Billing⟧ → {A}; ⟦Auth⟧ → {B}; ⟦Search⟧ → {C}.
""")

LISTS_HAND = lines(r"""
Team ⟦Alpha⟧: ⟪Olena Kovalenko⟫, ⟪Mbali⟫, ⟪Tuan⟫ and ⟪Jean-Luc Moreau-Lefèvre⟫; Team ⟦Bravo⟧: ⟪Xu Ming⟫, ⟪Ana⟫, ⟪Oyelaran⟫.
invitees: ⟪Олена Коваленко⟫, ⟪山田花子⟫, ⟪Σοφία Παπαδοπούλου⟫, ⟪Nguyễn Văn Bảo⟫ — write one welcome line each in their own language
Sort these: ⟪de Vries, Sanne⟫; ⟪van den Heuvel, Bram⟫; ⟪ter Horst, Joost⟫; ⟪Van Acker, Koen⟫ — ⟦Dutch⟧ rules or ⟦Belgian⟧ rules?
who's on call: mon ⟪raj⟫, tue ⟪raj⟫, wed ⟪oksana⟫, thu ⟪hamish⟫, fri ⟪ayesha⟫
standup¶✅ ⟪Tomasz⟫¶✅ ⟪Adaeze⟫¶❌ ⟪Kenji⟫ (sick)¶✅ ⟪María José⟫¶Who's missing?
First names only please: ⟪Hope⟫, ⟪Faith⟫, ⟪Chance⟫, ⟪Sunday⟫ — yes, those are my cousins' real names. Write a group birthday poem.
Pallbearers: ⟪Oisín Ó Dónaill⟫, ⟪Pádraig Mac Giolla Phádraig⟫, ⟪Cian Fitzgerald⟫, ⟪Darragh McCarthy⟫.
Rank by seniority — ⟪Park Ji-woo⟫ (2015), ⟪Lee Min-jun⟫ (2019), ⟪Choi Ha-eun⟫ (2012)
Name,Score¶⟪Zhang Wei⟫,88¶⟪Wei Zhang⟫,91¶⟪Wei Zhāng⟫,79¶Are these three rows the same person?
Send the ⟦Zoom⟧ link to ⟪Malia⟫ & ⟪Sione⟫ & ⟪Tevita⟫ & ⟪Losaline Havili⟫
Bridesmaids: ⟪Grace⟫ (maid of honour), ⟪Joy⟫, ⟪Destiny⟫, ⟪Blessing Okafor⟫. Write a cute intro for each.
""")

# ------------------------------------------------------------------ possessive
POSSESSIVE = lines(r"""
{A}'s laptop won't boot after the ⟦Windows⟧ update. What should I try first?
Rewrite {A}’s bio so it fits in 50 words.
Is {A}'s argument about ⟦Keynesian⟧ stimulus correct?
Summarize {A}'s feedback and {B}'s feedback separately.
I accidentally deleted {A}'s ⟦Dropbox⟧ folder. Can it be restored?
{A} and {B}'s wedding is in ⟦Tuscany⟧; suggest a gift under 150 ⟦EUR⟧.
What's a tactful way to say {A}’s presentation ran too long?
Proofread {A:first}'s speech for the ⟦Rotary⟧ club dinner.
My daughter is sleeping over at {A}'s place on ⟦Friday⟧; what should I ask the parents?
Calculate {A}'s overtime: 46 hours at 22 ⟦USD⟧, time-and-a-half after 40.
{A}'s dog bit my kid; what are my options in ⟦California⟧?
Can you explain {A}'s ⟦Python⟧ script line by line?
Where can I find {A}’s thesis? It used to be on ⟦ResearchGate⟧.
Compare {A}'s and {B}'s quotes for the roof repair.
Mr. {Am:last}'s class is doing a project on ancient ⟦Egypt⟧; give me ideas.
Rename {A:first}'s files to the ⟦ISO⟧ date format.
I'm updating {A}'s emergency contact in ⟦Workday⟧ — which fields are required?
Turn {A}'s rambling voice memo into three action items.
Is {A}’s ⟦Instagram⟧ post an ad under ⟦FTC⟧ rules?
Write a response to {A}'s complaint about the noise on ⟦Saturday⟧ night.
{A}'s mum and {B}'s dad are both in the ⟦PTA⟧; draft a joint invitation.
Help me decode {A}'s handwriting: 'meet @ ⟦Gare du Nord⟧ 9ish'.
Can I claim {Af}'s medical bills on my ⟦IRS⟧ return? She's my mother.
Please make {A}’s and my schedules line up for the ⟦Easter⟧ holidays.
Explain Dr. {A:last}'s diagnosis in plain language: ⟦ACL⟧ tear, grade 2.
Give me a backstory for {A}'s character in our fantasy campaign.
Check whether {A}'s ⟦IBAN⟧ looks valid: GB29 NWBK 6016 1331 9268 19
{A:first}'s sourdough starter smells like nail polish. Is that normal?
What should go into {A}'s farewell card from the ⟦London⟧ office?
Edit {A}’s cover letter for the ⟦UN⟧ internship.
Fix the formula in {A}'s ⟦Google Sheets⟧ budget — it returns #REF!
Who's responsible for {A}'s onboarding if ⟦HR⟧ is short-staffed?
My cat chewed {A}'s ⟦AirPods⟧ case. How do I apologize?
Write a review of {A}'s bakery for ⟦Google Maps⟧.
Translate {A}’s message into ⟦Italian⟧: 'See you at the station.'
Merge {A}'s notes with {B}'s slides into one ⟦Keynote⟧ deck.
{A:first}'s and {B:first}'s birthdays are both on ⟦Christmas Day⟧ — plan a joint party that doesn't feel cheap.
Is {A}'s claim that {B}'s code caused the outage fair? The ⟦Datadog⟧ graph says otherwise.
Whose turn is it to host the ⟦Diwali⟧ dinner, {A}'s or {B}'s?
Rewrite {A}’s apology to {B} so it sounds sincere.
""")

POSSESSIVE_HAND = lines(r"""
⟪Chris⟫' and ⟪Jonas⟫' bikes were stolen from the ⟦Uni⟧ rack — how do we report it?
Is it ⟪James⟫'s car or ⟪James⟫' car? Settle this grammar debate.
⟪Thomas⟫’ notebook has the ⟦Wi-Fi⟧ password in it, where would he have left it?
⟪Kwabena Osei-Bonsu⟫'s and ⟪Efua⟫'s kids start school in ⟦September⟧.
⟪Nguyễn Thị Lan⟫'s visa expires next week — what are her options in ⟦Japan⟧?
Split ⟪Ahmed El-Sayed⟫'s and ⟪Moritz von Bülow⟫'s ⟦Uber⟧ receipts by project.
⟪Hope⟫'s one hope is that the ⟦Erasmus⟧ grant comes through.
my bad, i used ⟪ravi⟫'s charger and now it's gone
WHERE IS ⟪ALEKSANDR⟫'S ⟦USB⟧ STICK
⟪Brooks⟫' proposal and ⟪Lewis⟫'s counter-offer — which is better for us?
How do I write '⟪Andreas⟫' Wohnung' correctly in ⟦German⟧?
⟪Anaïs⟫’s thesis defence is on ⟦Thursday⟧; what do I wear?
What's the ⟦Turkish⟧ for '⟪Mehmet⟫'in arabası'? I think it means ⟪Mehmet⟫'s car.
⟪Daan van der Berg⟫'s garden floods every spring; what drainage would you suggest?
⟪Tou Vang⟫'s and ⟪Mai Nou Xiong⟫'s shifts overlap on ⟦Tuesday⟧ — fix the rota.
⟪Ngọc Anh⟫'s mum asked whether ⟪Quang Huy⟫'s sister is coming for ⟦Tết⟧.
Coach ⟪Sixkiller⟫'s team beat ⟪Hummingbird⟫'s team 3–1; write the match recap.
⟪Aoife⟫’s and ⟪Niamh⟫’s flights from ⟦Dublin⟧ land ten minutes apart — can one taxi take both?
""")

# ------------------------------------------------------------------ quoted
QUOTED = lines(r"""
Reply to this for me:¶> Hi, it's {A}. Are we still on for ⟦Thursday⟧?
From: {A}¶To: {B}¶Subject: ⟦Q2⟧ forecast¶¶Can you make this email shorter?
Is this a scam? 'Dear customer, I am {A} from the ⟦PayPal⟧ security team, kindly confirm your password.'
[09:14] {A:first}: did anyone restart the ⟦Redis⟧ box?¶[09:15] {B:first}: not me¶Summarize this chat.
Hi {A:first},¶¶Thanks for the quick turnaround on the ⟦SOW⟧.¶¶Best,¶{B:first}¶¶— make this warmer.
My friend wrote: "{A} is the only one who understands the ⟦SAP⟧ module." What does she mean by that?
On Mon, 3 Jun 2024 at 10:02, {A} wrote:¶> the invoice was sent twice¶How should I respond?
Translate the quote into English: «{A} dit que la réunion est annulée».
Kind regards,¶{A}¶Senior Counsel | ⟦Harbourside Legal⟧¶— is this signature too long?
12/03/24, 21:14 - {A}: ok see u at ⟦Costco⟧¶12/03/24, 21:15 - {B}: bring the card¶What's the plan according to this ⟦WhatsApp⟧ export?
Please polish this greeting: 'Dear {A}, I hope this email finds you well.'
"{A:first} — we need to talk about the ⟦AWS⟧ bill" is the whole message. Draft a reply.
---------- Forwarded message ---------¶From: {A}¶Date: ⟦Friday⟧¶Is the tone of this hostile?
He said, and I quote, 'ask {A}, not me.' How do I follow up?
Sender: {A} <hr-updates@company.example>. Is it normal that ⟦HR⟧ asks for my ⟦SSN⟧ by email?
> {A:first} wrote: can we push the launch?¶> {B:first} wrote: no¶Mediate between them.
Yo {A:first}!!! u coming to ⟦Glastonbury⟧ or not
Text from {A}: 'running late, grab me a ⟦Starbucks⟧ pls'. Write a funny reply.
Cheers,¶{A:first}¶¶Sent from my ⟦iPhone⟧¶— what does this sign-off say about formality?
Subject: Re: ⟦Visa⟧ appointment¶{A} wrote: I can bring the documents on ⟦Monday⟧.¶What should I answer?
Voicemail transcript: 'Hi, this is {A} calling about your ⟦Medicare⟧ plan, please call me back.'
Please translate this for my grandma: 'Hallo Oma, hier ist {A:first}!'
In the ⟦Teams⟧ chat {A} wrote 'LGTM' — what does that mean?
Hey {A:first}, long time no see! ← is this opener too casual for a recruiter?
Dear Mr. {Am:last},¶¶Please find attached the ⟦ISO⟧ certificate.¶¶Yours sincerely,¶{B}
{A} (via ⟦LinkedIn⟧): 'Are you open to new opportunities?' — how do I decline politely?
The customer, {A}, said on the phone: 'I was charged twice for ⟦Premium⟧.' Draft the support reply.
Transcript:¶CLERK: Please state your name.¶WITNESS: My name is {A}.¶Clean up this transcript.
Can you make sense of this sticky note: 'call {A:first} re: ⟦Toyota⟧ lease ASAP'
"Greetings from {A}!" — should I start a cold email like this?
Here's the chain:¶{A}: who broke prod?¶{B}: the nightly ⟦cron⟧ job¶{A}: fix it¶Write a blameless postmortem intro.
Good morning {A}, — is the comma after the name correct here?
"Love you, {A:first}" — translate this into ⟦Korean⟧ for a birthday cake.
Phishing test: 'Urgent wire request from {A}, CEO. Reply ASAP.' Write the training explanation.
Signature block:¶{A}¶Project Manager¶⟦Siemens⟧ Mobility ⟦GmbH⟧¶Is this layout OK?
""")

QUOTED_HAND = lines(r"""
> On 4 Mar, ⟪Søren Kjærgaard⟫ <office@firm.example> wrote:¶> the ⟦Danfoss⟧ order is delayed¶Draft a reply in ⟦Danish⟧-flavoured English.
[21:02] ⟪Nour⟫: وصلت؟¶[21:03] ⟪Karim Haddad⟫: yes at the ⟦Beirut⟧ airport¶[21:03] ⟪Nour⟫: 👍¶Translate the Arabic line.
Yours truly, ⟪Hamish⟫ (not ⟪Hamish⟫ from ⟦IT⟧, the other one) — make this sign-off less confusing.
From: "⟪Tanaka, Yui⟫" <no-reply@example.jp>¶Subject: ⟦JLPT⟧ results¶Is this mail legit?
The whole message is 'k thx ⟪deb⟫'. Is she annoyed?
RE: RE: FW: lunch — ⟪Jo⟫ says ⟪Mo⟫ can't come. Rewrite the subject line.
Hi ⟪Mehmet⟫ Bey, — is this a polite way to open a business email in ⟦Turkey⟧?
Dear ⟪Ayşe⟫ Hanım, thank you for the ⟦Ankara⟧ meeting. — Continue this letter.
"Hello ⟪Tanaka⟫-san, thank you for the ⟦Osaka⟧ tour." Make it sound more natural.
Can you check this email? It ends with '— ⟪Will⟫' and I'm not sure about the tone.
Reply-To: ⟪Grace Holloway⟫ <support@shop.example>¶The rest says my ⟦Amazon⟧ order is on hold. Phishing?
> ⟪dmitri⟫: who has the keys¶> ⟪anya⟫: ⟪sasha⟫ does¶Summarize.
ⓘ ⟪Lindiwe Dlamini⟫ reacted 😂 to your message — what does this ⟦iMessage⟧ notification mean?
Bonjour ⟪Margaux⟫, merci pour le ⟦PDF⟧ ! — how formal is this greeting?
From: ⟪Oyunchimeg Purevdorj⟫¶To: ⟪Batbayar Ganzorig⟫; ⟪Saruul Enkhbayar⟫¶Subject: ⟦Ulaanbaatar⟧ office¶Make this email friendlier.
[10:01] ⟪kirra⟫: anyone seen ⟪jarrah⟫?¶[10:02] ⟪tyson⟫: he's at ⟦Bunnings⟧¶What are they talking about?
> ⟪Levan⟫: ⟪Nino⟫ says the ⟦Tbilisi⟧ flight is delayed¶> ⟪Ketevan⟫: ok¶Write a reply from ⟪Davit⟫.
Dear ⟪Hessa⟫, dear ⟪Latifa⟫, — is it OK to greet two people like this?
“Ask ⟪Marek⟫, he knows ⟪Zuzana⟫ from ⟦Košice⟧.” — what is my friend suggesting?
Regards, ⟪Bilkisu Garba⟫ | cc: ⟪Aminu Bello⟫, ⟪Rakiya Lawal⟫ — is this sign-off OK for a bank?
""")

# ------------------------------------------------------------------ code
CODE = lines(r"""
# TODO({A:handle}): remove this hack once ⟦NumPy⟧ 2.0 lands¶Why does this line exist?
// author: {A}¶function debounce(fn, ms) { let t; return (...a) => { clearTimeout(t); t = setTimeout(() => fn(...a), ms); }; }¶Add ⟦TypeScript⟧ types to this.
/**¶ * @author {A:lastfirst}¶ */¶Convert this ⟦Javadoc⟧ header to ⟦KDoc⟧.
commit 3f9a2c1¶Author: {A} <48213+dev@users.noreply.example.com>¶¶    Fix race in ⟦Kafka⟧ consumer¶Write a better commit message.
Co-authored-by: {A} <noreply@example.com>¶Is this trailer format right for ⟦GitHub⟧?
reviewers:¶  - {A:handle}¶  - {B:handle}¶Is this valid ⟦YAML⟧?
{"owner": "{A}", "team": "⟦Payments⟧", "oncall": true}¶Write a ⟦JSON⟧ Schema for this object.
print("Welcome back, {A:first}!")¶Why does this print nothing inside my ⟦Jupyter⟧ cell?
-- reviewed by {A:initlast}, 2023-11-02¶SELECT * FROM orders WHERE status = 'open';¶Optimize this ⟦PostgreSQL⟧ query.
<!-- maintained by {A} -->¶<div class="hero">...</div>¶Make this ⟦HTML⟧ accessible.
git log says {A} changed the ⟦Dockerfile⟧ last week; how do I see just that diff?
@{A:kebab} can you look at the flaky ⟦Cypress⟧ test? ← rephrase this for a PR comment
* @{A:kebab} @{B:kebab}¶Explain this ⟦CODEOWNERS⟧ line.
const author = "{A}";¶const year = 2021;¶Should these be exported in ⟦ES2015⟧ modules?
[tool.poetry]¶authors = ["{A} <pkg@example.org>"]¶Why does ⟦Poetry⟧ reject this?
Fix this ⟦SQL⟧: INSERT INTO users (name) VALUES ('{A}'); -- it fails on some names
# Maintainer: {A}¶pkgname=fastgrep¶Is this ⟦PKGBUILD⟧ header complete?
assert user.full_name == "{A}"¶Write more ⟦pytest⟧ cases like this one.
Signed-off-by: {A} <dco@example.org>¶What does the ⟦DCO⟧ check want from me?
// FIXME {A:first}: this breaks on ⟦Safari⟧¶How do I feature-detect instead?
LABEL maintainer="{A}"¶Is LABEL better than MAINTAINER in a ⟦Dockerfile⟧?
contacts = ['{A}', '{B}', '{C}']¶Sort these by surname in ⟦Python⟧.
Blame shows `{A:handle}` on line 88 of auth.go; how do I find the PR on ⟦GitHub⟧?
Merge pull request #412 from {A:kebab}/fix-timezone¶Explain what this commit does.
Is this ⟦GitHub Actions⟧ step named sensibly: '- name: Notify {A} on failure'?
# Copyright (c) 2019 {A}¶# Licensed under the ⟦MIT⟧ License¶Can I relicense this under ⟦Apache⟧ 2.0?
user = User(first_name="{A:first}", last_name="{A:last}")¶Why is ⟦Django⟧ complaining about a missing email?
<developer><name>{A}</name></developer>¶Where does this go in a ⟦Maven⟧ pom?
TODO: ask {A:first} why the ⟦GraphQL⟧ resolver returns null
tags = { owner = "{A:snake}" }¶Convert this ⟦Terraform⟧ tag block to a map variable.
My ⟦Jest⟧ snapshot contains "Hello, {A}" and fails on ⟦CI⟧. Why?
{A} reverted my commit without a reason; draft a polite PR comment.
The seed row is ('{A}', 'admin'). Is storing names in seed data ⟦GDPR⟧-compliant?
logger.info("Payment approved by {A:initlast}")¶Should this log line contain personal data?
---¶title: Quarterly notes¶author: {A}¶---¶Render this ⟦Markdown⟧ front matter in ⟦Hugo⟧.
""")

CODE_HAND = lines(r"""
# TODO(⟪ngozi.okonkwo⟫): drop the ⟦Python⟧ 3.8 shim¶# TODO(⟪ngozi.okonkwo⟫): and the six import¶Can I remove both now?
⟪Siobhán Ní Bhriain⟫ (12):¶      Fix flaky ⟦Selenium⟧ login test¶⟪Tomás Ó Briain⟫ (3):¶      Bump deps¶Summarize this git shortlog.
git config --global user.name "⟪Björn Åkesson⟫" — why does ⟦GitHub⟧ still show my old name?
{"pm": "⟪tuomas⟫", "qa": ["⟪aino⟫", "⟪eero⟫"], "region": "⟦EU⟧"}¶Validate this config.
.mailmap:¶⟪Ji-hoon Park⟫ <dev@example.kr> ⟪jihoon⟫ <12345@old.example.kr>¶What does this line do?
// regex courtesy of ⟪Ayşe⟫ — do not touch¶const re = /^\d{4}-\d{2}$/;¶Explain the pattern.
fix: typo reported by ⟪ines⟫ in the ⟦FAQ⟧ page¶Is this a good conventional commit?
metadata:¶  labels:¶    owner: ⟪dmitry-volkov⟫¶    team: ⟦platform⟧¶Why does ⟦Kubernetes⟧ reject the label?
SELECT * FROM staff WHERE last_name = '⟪Nakamura⟫' AND first_name LIKE 'Hi%';¶Add an index for this ⟦MySQL⟧ query.
Reviewed-by: ⟪Kwame Mensah⟫¶Acked-by: ⟪Efua Asante⟫¶Where do these trailers go in a ⟦Linux⟧ kernel patch?
<img src="team.jpg" alt="Photo of ⟪Leilani Akana⟫ and ⟪Kekoa Kahale⟫">¶Is this alt text good enough for ⟦WCAG⟧?
# analysis by ⟪Chidi⟫, checked by ⟪Adaeze N.⟫¶library(dplyr)¶Why is this ⟦R⟧ script so slow?
0 3 * * * /opt/backup.sh  # ping ⟪olu⟫ if this fails¶Explain this ⟦cron⟧ line.
authors = ["⟪Иван Петров⟫", "⟪Γιώργος Παπαδόπουλος⟫", "⟪José Ángel Ruiz⟫"]¶Why does ⟦Rust⟧'s Cargo complain about this list?
/billing/ @⟪fatou-ndiaye⟫ @⟪cheikh-diop⟫¶/search/ @⟪astou-fall⟫¶Why is this ⟦CODEOWNERS⟧ rule ignored?
git shortlog -sn¶    42  ⟪Kaisa Korhonen⟫¶    17  ⟪Eero Heikkinen⟫¶     3  ⟦dependabot⟧[bot]¶Who should review the ⟦Rust⟧ changes?
users = [{'name': '⟪Adaeze Nwosu⟫'}, {'name': '⟪Obinna Eze⟫'}]¶Convert this to a ⟦pandas⟧ DataFrame.
-- owner: ⟪chen.jingyi⟫, backup: ⟪liu.haoran⟫¶CREATE VIEW active_users AS SELECT id FROM users;¶Rewrite this ⟦SQL⟧ view.
""")

# ------------------------------------------------------------------ titles
TITLES = lines(r"""
Write a formal invitation to Dr. {A:last} for the ⟦Rotary⟧ gala.
How do I address a letter to Prof. {A}? Is 'Dear Professor {A:last}' fine?
Mrs. {Af:last} asked for the ⟦PTA⟧ minutes; make them readable.
Mr. {Am} is our new landlord. Draft a welcome note from the tenants.
Should I write Ms or Mrs {Af:last} if I don't know her marital status?
⟨germanic⟩ Frau {Af:last} from the ⟦Finanzamt⟧ called — what does 'Vorauszahlung' mean?
⟨germanic⟩ Herr {Am:last} wants my ⟦Steuer-ID⟧ by ⟦Monday⟧; where do I find it?
⟨hispanic⟩ Señora {Af:last} is my host mother in ⟦Seville⟧. What's a good thank-you gift?
⟨francophone⟩ Please translate for Madame {Af}: 'your table is ready'.
⟨japanese⟩ {Af:last} Sensei teaches our ⟦Aikido⟧ class; how do I thank her in ⟦Japanese⟧?
Capt. {A} will brief the crew at 0600. Format the briefing schedule.
⟨british⟩ Sir {Am} was knighted last year, so how do I address him in an email?
Is 'Hon. {A}' correct for a city councillor in ⟦Canada⟧?
Rev. {A} will officiate; suggest wording for the ceremony program.
Dear Dr {A:last}, — should there be a full stop after Dr in ⟦British⟧ English?
Judge {A:last} adjourned my hearing to ⟦January⟧; what happens now?
Mx. {A} prefers they/them; rewrite this bio accordingly.
Prof. Dr. {A} is giving the keynote; how do I introduce someone with two titles?
Sgt. {Am:last} took my statement; how do I get a copy of the police report?
⟨muslim⟩ Imam {Am} will lead the iftar prayer at 7:42 — write an announcement for ⟦Ramadan⟧.
⟨jewish⟩ Rabbi {A} is speaking at our interfaith panel; draft a short bio intro.
⟨arab⟩ Sheikh {Am} is visiting our ⟦Dubai⟧ branch; what are the protocol dos and don'ts?
⟨italian⟩ Dott.ssa {Af:last} prescribed this; what does 'due volte al giorno' mean?
⟨francophone⟩ Monsieur {Am:last} from the bank wants my ⟦RIB⟧; is that safe to send?
⟨hispanic⟩ Sra. {Af} is the notary; translate her note about the ⟦NIE⟧ appointment.
Lt. Col. {A} retires after 30 years; write a short speech.
⟨british⟩ Dame {Af} is patron of our charity. How do I address her on the envelope?
Fr. {Am:last} baptised both my kids; write a thank-you card.
Nurse {Af:first} was amazing during my stay — help me write a note to the ⟦NHS⟧ trust.
⟨malay⟩ Ustaz {Am:first} teaches my son ⟦Arabic⟧; how do I ask about his progress?
⟨indonesian⟩ Pak {Am:first} is our driver in ⟦Jakarta⟧; how much should I tip?
⟨thai⟩ Khun {Af:first} helped us at the hotel in ⟦Chiang Mai⟧; write a review mentioning her.
⟨westafrican_muslim⟩ Alhaji {Am} wants a quote for 40 tons of cement; draft a reply.
⟨engr⟩ Engr. {A} signed the inspection report — is that title used outside ⟦Nigeria⟧?
⟨filipino⟩ Atty. {A} handles my case; what documents should I prepare?
Coach {Am:last} benched my son again; how do I talk to him about it?
⟨indian⟩ Shri {Am} and Smt. {Bf} are the chief guests; write the welcome speech.
Auntie {Af:first} is visiting from abroad — plan a relaxed weekend.
⟨african⟩ Chief {Am} called a meeting of the cooperative for ⟦Tuesday⟧; summarize the notice.
Professor {A:last} and Dr. {B:last} disagree on the methods section — help me mediate.
Dr. {A:last} and Prof. {B:last} are co-authors; how do I cite them in ⟦Chicago⟧ style?
Mr. {Am:last} and Mrs. {Bf:last} want a joint appointment on ⟦Friday⟧; draft the confirmation.
⟨germanic⟩ Frau Prof. {Af} und Herr Dr. {Bm} — is this salutation order right for a ⟦German⟧ letter?
Ms {Af:last} replaced Mr {Bm:last} as head teacher; write the announcement for parents.
""")

TITLES_HAND = lines(r"""
Please list Dr. med. ⟪Friederike Weißenberger-Lutz⟫ correctly on the ⟦Charité⟧ poster.
How do I address Univ.-Prof. Dipl.-Ing. Dr. techn. ⟪Florian Gruber⟫ in an email to ⟦TU Wien⟧?
⟪Tanaka⟫-sensei wants ⟪Yui⟫-chan to practise ⟦hiragana⟧ every day; make a fun plan.
Dato' ⟪Hafiz bin Yusof⟫ will open the ⟦Penang⟧ branch — write the MC script.
Ven. ⟪Lobsang Gyatso⟫ is visiting our meditation group on ⟦Sunday⟧.
Her Excellency Ambassador ⟪Ngozi Eze⟫ will attend; how do we seat her?
Doña ⟪Pilar⟫ from the bakery turns 80 — write a card in ⟦Spanish⟧.
Mme ⟪Le Bihan⟫ et M. ⟪Quéré⟫ are my neighbours in ⟦Brest⟧; invite them for dinner.
Ms. ⟪Ng⟫ and Dr ⟪Oh⟫ are co-chairs — which name goes first alphabetically?
Herr Dr. ⟪von Bülow⟫ or Dr. ⟪Moritz von Bülow⟫ — which is right on the envelope?
Ing. ⟪Novák⟫ approved the drawings; translate his notes from ⟦Czech⟧.
Dr. ⟪Ma⟫ and Dr. ⟪Wu⟫ both work in the ⟦ICU⟧ — write a thank-you card to both.
Sister ⟪Mary Agnes⟫ taught me in ⟦Dublin⟧ — help me find the words for her jubilee card.
Tell Mister ⟪Grant⟫ that the ⟦NIH⟧ funding came through.
Capt. ⟪Hamish Drummond⟫ and First Officer ⟪Ebba Sjöberg⟫ — write the welcome announcement for the ⟦Oslo⟧ flight.
Prof. ⟪Wang⟫ and Prof. ⟪Wong⟫ are different people — please don't mix them up in the ⟦IEEE⟧ program.
Dr. ⟪Ngozi Eze⟫ wants to be 'Dr. ⟪Eze⟫', not 'Mrs. ⟪Okafor⟫' — fix the conference badges.
Pastor ⟪Kwabena Asante⟫ and Deaconess ⟪Abena Owusu⟫ will lead the service; write the bulletin intro.
Lady ⟪Harriet Pemberton⟫ and Lord ⟪Ashworth⟫ are both coming — what order on the place cards?
""")

# ------------------------------------------------------------------ business
BUSINESS = lines(r"""
INVOICE #2024-117¶Bill to: {A}¶Amount: 1,240.00 ⟦EUR⟧ incl. ⟦VAT⟧¶Due: 30 days¶— does this invoice meet ⟦EU⟧ requirements?
Purchase order approved by {A}, Procurement, for 12 ⟦Dell⟧ monitors. Draft the confirmation to the supplier.
This Agreement is made between ⟦Northwind Logistics Ltd⟧ and {A} (the "Contractor"). Simplify this clause.
Ticket #8812 | Reporter: {A} | Assignee: {B} | Priority: P1¶⟦VPN⟧ drops every 10 minutes. Write a status update.
Payslip — Employee: {A}, ID 40213, Gross: 3,850 ⟦GBP⟧, Tax code 1257L. Explain the deductions.
Please transfer 500 ⟦CHF⟧ to {A}, ⟦IBAN⟧ CH93 0076 2011 6238 5295 7, reference 'deposit'. Is the format right?
Lease: Landlord {A}; Tenant {B}; Premises: Flat 3, 14 ⟦Elm Street⟧. Spot any missing clauses.
Expense report for {A}: ⟦Uber⟧ 34.20, hotel 189.00, per diem 60. Flag anything against policy.
Quote prepared by {A}, Account Executive, valid until 31 ⟦December⟧. Make it more persuasive.
Meeting minutes — present: {A}, {B}, {C}; absent: {D}. Action: {A:first} to update the ⟦OKR⟧ sheet.
Insurance claim 55-2019: the insured, {A}, reports water damage on ⟦Sunday⟧. Draft the adjuster's first letter.
NDA signed by {A} on behalf of ⟦Bluefin Analytics GmbH⟧. Does it cover former employees?
Refund request from {A} for order #A-7781 (running shoes, size 42). Approve or deny under our 30-day policy?
CRM note: called {A}, interested in the ⟦Enterprise⟧ tier, wants a demo on ⟦Thursday⟧.
Shipping label:¶{A}¶22 Harbour Road¶⟦Cork⟧, ⟦Ireland⟧¶Is the address format correct?
Offer letter for {A}: Data Engineer, start date 1 ⟦September⟧, salary 72,000 ⟦USD⟧. Proofread it.
Termination notice to {A}, effective end of ⟦Q1⟧ — make it compassionate but clear.
Delivery note signed by {A} shows 18 boxes but ⟦SAP⟧ says 20. Write an email to the warehouse.
Performance review: {A} exceeded targets by 14% and mentored {B}. Turn this into a formal paragraph.
Power of attorney granted by {A} to {B}. What has to be notarised in ⟦Spain⟧?
Reimburse {A} 230 ⟦CAD⟧ for the ⟦Toronto⟧ conference; write the finance memo.
Vendor onboarding form: contact person {A}, tax ID pending, ⟦W-9⟧ attached. What's missing?
Board resolution: {A} is appointed Company Secretary with effect from 1 ⟦April⟧.
Support chat: {A} can't log in to ⟦Salesforce⟧ after the ⟦SSO⟧ migration. Suggest troubleshooting steps.
Loan application — applicant {A}, co-applicant {B}, ⟦FICO⟧ 712. Summarize the risk.
Timesheet disputed by {A}: 42 hours logged, 38 approved by {B}. Help me mediate.
The rental deposit of 1,200 ⟦EUR⟧ must be returned to {A} within 30 days of the key handover. Draft the letter.
Credit note CN-0093 issued to {A} for a damaged ⟦Bosch⟧ drill — write the cover email.
Incident report: {A} slipped in aisle 7; witness {B}. Rewrite it in neutral language for ⟦OSHA⟧.
Tender submission, contact person {A}, ⟦ISO⟧ 9001 certified. Draft the cover letter.
Payroll change: {A} moves from the ⟦Munich⟧ entity to ⟦Vienna⟧ on 1 ⟦July⟧. Which tax forms apply?
Customer {A} disputes a ⟦Visa⟧ chargeback of 89.99; write the merchant response.
Consulting agreement between {A} and ⟦Kestrel Health⟧ Inc. — add a non-solicitation clause.
Warranty claim by {A} for a ⟦Samsung⟧ fridge bought in ⟦March⟧. Is it still covered?
Job posting: the role reports to {A}, Head of ⟦Finance⟧. Rewrite it to be more inclusive.
Quarterly commission: {A} 4,200 ⟦USD⟧, {B} 3,950 ⟦USD⟧, {C} 5,100 ⟦USD⟧. Who hit the 4,000 target?
Handover from {A} to {B}: the ⟦Acme⟧ account, two open tickets and one overdue invoice. Write the handover email.
Guarantor {A} signs for tenant {B}; what liability does the guarantor take on under ⟦English⟧ law?
""")

BUSINESS_HAND = lines(r"""
Factura n.º 0042 a nombre de ⟪Íñigo Etxeberria Goikoetxea⟫, ⟦NIF⟧ pendiente — translate this invoice line into English.
Rechnung an Frau ⟪Hannelore Schäfer-Krüger⟫, ⟦USt-IdNr⟧ DE123456789 — is the ⟦VAT⟧ ID format right?
Tenancy agreement: landlord ⟪Pieter Janse van Rensburg⟫, tenant ⟪Naledi Motsumi⟫, ⟦Cape Town⟧. Check the deposit clause.
Beneficiary: ⟪AL-QAHTANI ABDULLAH KHALID⟫ — the bank wants the name as on the passport. Is this order right?
SWIFT transfer to ⟪Nguyen Thi Hanh⟫ (⟦Vietcombank⟧) bounced — what information is usually missing?
Ticket JIRA-4410: ⟪J. Okafor⟫ reported that ⟦Stripe⟧ webhooks fail; ⟪M. Dvořáková⟫ is assignee. Write a summary.
Contract between ⟪Wang Xiuying⟫ (Party A) and ⟪Li Haoran⟫ (Party B) — explain 'Party A' and 'Party B' for me.
Payslip of ⟪Sreejith K. Nair⟫: basic 42,000 ⟦INR⟧, ⟦HRA⟧ 16,800. Why is ⟦TDS⟧ so high?
Please countersign: ⟪Rosalia Lo Bianco⟫ (seller), ⟪Calogero La Rosa⟫ (buyer), notary ⟪Gaetano Messina⟫.
Order #5521 shipped to ⟪Kekoa Kahale⟫, ⟦Honolulu⟧ — tracking says delivered but he has nothing.
Claim adjuster ⟪Chantal Tremblay⟫ denied the ⟦Desjardins⟧ claim; help me write an appeal.
Bill of lading: shipper ⟪Kouassi Konan⟫, consignee ⟪Adjoua Kouamé⟫, port of discharge ⟦Abidjan⟧. What's missing?
Signatures: ⟪Jacinta Mamani⟫ (treasurer), ⟪Rufino Choque⟫ (president). Write the cooperative's bank mandate letter.
Invoice INV-88 to ⟪Malia Sapolu⟫, cc ⟪Tavita Tuilagi⟫ — payment terms net 15. Draft the reminder.
Payroll query: ⟪Tiwonge Banda⟫ and ⟪Kondwani Mwale⟫ were both paid twice in ⟦June⟧ — draft the recovery letter.
""")
