#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v3 PERSON-name evaluation corpus (python3 stdlib only).

    python3 make_corpus.py            # writes names_eval.jsonl next to this file

Deterministic: fixed seed, fixed iteration order, json.dumps(ensure_ascii=False), "\n".
Every record is validated before anything is written (see validate()).

Markup used in the prompts below
  {{A}}                full name of person A (A..E are distinct people drawn per record)
  {{A:first}}          given name only          {{A:last}}      family name only
  {{A:handle}}         code handle  "first.last" {{A:gh}}        GitHub-style "first-last"
  {{A:initlast}}       "F. Last"                 {{A:lastfirst}} "Last, First"
  {{A:g:male|female}}  a gendered word chosen by A's gender (NOT a name span)
  <<...>>              a literal, hand-written name (a gold span)
  [[...]]              a literal word/phrase that must be kept (goes to "keep")
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from names_data import ORIGINS  # noqa: E402
# ===================================================================== prompts
# All prompts below were written by hand for this corpus.
# ===================================================================== cultures
CULTURE_TEMPLATES = [
    "Can you help me write a short thank-you note to {{A}} for covering my shift on [[Saturday]]?",
    "{{A}} just joined our team as a [[Data Engineer]]. Draft a friendly welcome message I can post in [[Slack]].",
    "My landlord, {{A}}, still hasn't returned the deposit. What should I say in a polite but firm email?",
    "Summarise in two lines: {{A}} presented the [[Q3]] numbers and {{B}} raised concerns about the office lease.",
    "Is it rude to address {{A}} by first name in a first email? {{A:g:He|She}} is a professor in [[Toronto]].",
    "Write a [[LinkedIn]] recommendation for {{A}}, who led our migration to [[AWS]] last year.",
    "I need a birthday message for my colleague {{A}} — {{A:g:he|she}} is turning 40 and hates fuss.",
    "How do I pronounce {{A}}? I'm introducing {{A:g:him|her}} on stage tomorrow and don't want to get it wrong.",
    "Book a 30-minute call with {{A}} some time after [[Wednesday]] and add the [[Zoom]] link to the invite.",
    "Reword this so it sounds less harsh: \"{{A}}, your report was late again.\"",
    "{{A}} and I are co-presenting at [[PyCon]]. Suggest a fair way to split a 25-minute talk.",
    "Make a seating plan where {{A}} sits next to {{B}} but not near the kitchen door.",
    "Give me three icebreaker questions for my first 1:1 with my new manager, {{A}}.",
    "The invoice was approved by {{A}} on [[March]] 3rd. Write a nudge to [[Accounts Payable]] that it's still unpaid.",
    "Help me write a condolence card to {{A}}, whose father passed away last week.",
    "Draft a reference letter confirming that {{A}} worked as a nurse at our clinic from 2019 to 2023.",
    "Our new tenant is {{A}}. What should the welcome pack include besides the [[Wi-Fi]] password?",
    "Please proofread the award citation for {{A}}, winner of this year's [[Innovation Prize]].",
    "Remind me that {{A}} prefers tea, not coffee, when {{A:g:he|she}} visits on [[Thursday]].",
    "I'm giving the toast at the wedding of {{A}} and {{B}}. Make the opening funny but kind.",
    "{{A}} asked for a two-week extension on the thesis. As the supervisor, how should I reply?",
    "Draft an out-of-office reply that points people to {{A}} for anything urgent until [[January]] 8.",
    "We're hiring {{A}} as a freelance translator. What should go into the [[NDA]]?",
    "Write a two-sentence speaker bio for {{A}}, who is giving the keynote at the [[Open Source Summit]].",
    "My neighbour {{A}} lent me a ladder for the weekend; suggest a small thank-you gift under 20 euros.",
    "Make a packing list for the hiking trip {{A}} and I are taking to [[Patagonia]] in [[November]].",
    "How can I politely remind {{A}} that the rent for [[October]] is overdue?",
    "Can you turn these notes into minutes? Present: {{A}}, {{B}}. Decision: move the launch to [[Q2]].",
    "What's a good way to tell {{A}} that I can't make it to the wedding without hurting {{A:g:his|her}} feelings?",
]

CULTURE_HAND = [
    ("icelandic", "Is <<Þórunn Sigurbjörnsdóttir>> the daughter of <<Sigurbjörn Hauksson>>? I'm confused by how [[Icelandic]] surnames work."),
    ("arabic", "The contract lists the buyer as <<Abdullah bin Saud bin Fahad Al-Dosari>>. Do I need the whole chain on the [[PDF]] cover page?"),
    ("tamil", "Address the letter to <<K. R. Venkataraman>> at the [[Chennai]] branch, not to the general inbox."),
    ("somali", "Our driver writes <<Maxamed Cabdullaahi Faarax>> in Somali but <<Mohamed Abdullahi Farah>> on his passport. Which one goes on the [[UK]] visa form?"),
    ("mongolian", "<<Batbayaryn Enkhjargal>> goes by <<Enkhjargal>> at work. Should her badge show the given name first?"),
    ("malagasy", "Please check the spelling of <<Andrianarivelo Rakotomalala Haingonirina>> — the registration system cuts names off at 30 characters."),
    ("burmese", "<<Khin Myat Thu>> and <<Zaw Min Htet>> don't have family names. What do I put in the [[Last Name]] field of the [[HR]] portal?"),
    ("georgian", "Send the final slides to <<Nino Gelashvili>> and cc <<Levan Tsiklauri>>, please."),
    ("armenian", "<<Anahit Hovhannisyan>> is presenting right after lunch, so add a five-minute buffer before her slot."),
    ("hawaiian", "Write a short card for <<Keʻalohilani Kahananui>> and keep the ʻokina in her name."),
    ("dutch", "The client is <<Geertje van 't Hek>>. At the start of a sentence, is it \"<<Van 't Hek>> called\" or lower-case?"),
    ("spanish", "The notary wrote <<María del Carmen Ruiz y Lozano>>. Is the \"y\" part of her legal surname?"),
    ("portuguese", "<<Luís Filipe de Sousa e Menezes>> signs his emails as \"<<Luís Menezes>>\". Which version belongs in the [[CRM]]?"),
    ("chinese", "Is <<Ouyang Lingyun>> a two-syllable surname plus a given name? I don't want to write Mr. <<Lingyun>> by mistake."),
    ("korean", "For the name tag, print <<Namgung Seo-jin>> exactly like that; <<Namgung>> is the surname."),
    ("russian", "<<Vera Nikolaevna Zhukovskaya>> wants to be addressed as <<Vera Nikolaevna>> in the formal letter. Is that normal?"),
    ("yoruba", "Congratulate <<Oluwatoyin Adebayo-Ogunbiyi>> on her promotion to [[Head of Research]]."),
    ("english", "Add <<Hope Marlowe>> and <<Will Featherstone>> to the guest list, and yes, I will bring the wine."),
    ("akan", "My son <<Kwabena Ofosu-Appiah>> was born on a [[Tuesday]]; write a short note explaining Akan day names for his class."),
    ("maori", "<<Tūmanako Te Whatahoro>> will open the hui with a karakia. How should I introduce her in English?"),
    ("igbo", "<<Nkechinyere Okoro-Udeh>> prefers to be called <<Nkechi>>; update the team roster accordingly."),
    ("thai", "In the [[Bangkok]] office <<Pornthip Chaisiri>> goes by her nickname <<Ploy>>. Which one should go on the certificate?"),
    ("filipino", "Update the payroll record for <<Ma. Cristina de los Reyes-Buenaventura>>; her surname now has a hyphen."),
]

# ===================================================================== casing
CASING_TEMPLATES = [
    "tell {{A}} the meeting moved to [[Friday]] at 10",
    "Can you write a quick text to {{A}} saying I'm running 15 minutes late?",
    "who is {{A}} and why do they keep emailing our support address",
    "Draft a reminder for {{A}} about the [[VAT]] return due in [[April]].",
    "please forward the [[Jira]] ticket to {{A}} and {{B}}",
    "URGENT: {{A}} needs the signed contract before [[Monday]].",
    "I met {{A}} at the [[Berlin]] meetup, how do I follow up without sounding salesy?",
    "rewrite this for {{A}}: the server is down again, sorry",
    "add {{A}} as a reviewer on the [[GitHub]] pull request",
    "What gift would {{A}} like? {{A:g:He|She}} loves hiking and bad puns.",
    "schedule a call with {{A}} next [[Tuesday]] about the [[GDPR]] audit",
    "my coworker {{A}} keeps taking credit for my work, what do i do",
    "Is {{A}} the right person to approve a refund over $500?",
    "write a haiku for the retirement party of {{A}}",
]

CASING_HAND = [
    "hey can u check if <<ngozi okafor>> got my email about the [[airbnb]] booking",
    "PLEASE CALL <<DMITRI VOLKOV>> BACK ASAP, HE SAID IT'S ABOUT THE [[AUDIT]].",
    "ok so <<jean-françois tremblay>> says the build is broken again lol",
    "<<SEO-YEON PARK>> AND <<ÁLVARO DE LA VEGA>> ARE BOTH OUT ON [[FRIDAY]]",
    "need a resignation letter, my manager is <<bartosz wiśniewski>> and he's pretty chill",
    "REMIND ME TO PAY <<OLUMIDE ADEYEMI>> BACK FOR THE [[UBER]] RIDE",
    "not <<mcnamara>>, it's <<siobhán mac giolla bhríde>>, she's the new hire",
    "WHY DOES <<NGUYEN VAN MINH>> KEEP GETTING LOCKED OUT OF [[OUTLOOK]]",
    "draft a reply to <<björn åkesson>> thanking him for the referral",
    "<<Katarzyna DĄBROWSKA>> signed the form, but the portal shows her as <<KATARZYNA DABROWSKA>>. Same person?",
]

# ===================================================================== position
POSITION_TEMPLATES = {
    "start": [
        "{{A}} asked me to review the budget spreadsheet before [[Thursday]]. Any tips?",
        "{{A}} is allergic to nuts; suggest a menu for the team lunch.",
        "{{A:first}} here, can you help me write a cover letter for a [[UX]] role?",
        "{{A}}: please confirm you received the shipment.",
        "{{A}} versus {{B}}: who should lead the [[Android]] rewrite, based on these notes?",
        "{{A}} wants the hotel booked on the company card; how do I do that in [[Concur]]?",
    ],
    "middle": [
        "Yesterday {{A}} mentioned a bug in the checkout flow; can you help me reproduce it?",
        "Please ask whether {{A}} can cover the on-call rotation over [[Easter]].",
        "The quote from {{A}} seems high for a bathroom renovation. Is that normal in [[Madrid]]?",
        "I think {{A}} misunderstood the brief, so write a gentle clarification.",
        "Our accountant, {{A}}, says we can deduct the laptop. Is that right under [[HMRC]] rules?",
        "When {{A}} sends over the logs, what should I look for first?",
    ],
    "end": [
        "Write a short thank-you message to {{A}}",
        "Who should I cc on this? The only stakeholder I know is {{A}}.",
        "Can you translate this paragraph into plain English for {{A}}?",
        "The package has to be signed for by {{A}}",
        "Draft an apology email addressed to {{A}}.",
        "Meeting notes attached, all action items owned by {{A}}!",
    ],
}

POSITION_HAND = [
    ("start", "<<Marisol Quispe Mamani>>."),
    ("start", "<<Tavita Leota>>, <<Sina Faleolo>>: both need parking passes for [[Monday]]."),
    ("start", "<<Yaw>>? Is that short for something, or is it the full name?"),
    ("middle", "So apparently <<Ingrid Holmgren>> already booked the venue, which means we can cancel ours."),
    ("middle", "Between you and me, <<Hendra>> has been doing two jobs since [[June]]."),
    ("middle", "Dear team, <<Adaeze Nwosu>> will be our [[Scrum Master]] from next sprint."),
    ("end", "Signed,\n<<Hallgrímur Einarsson>>"),
    ("end", "cc: <<Beatriz Magalhães>>"),
    ("end", "ok thanks <<wanjiru>>"),
]

# ===================================================================== lists
LIST_TEMPLATES = [
    "Invite {{A}}, {{B}} and {{C}} to the [[Monday]] stand-up.",
    "Attendees: {{A}}; {{B}}; {{C}}; {{D}}",
    "Sort these names alphabetically by surname:\n- {{A}}\n- {{B}}\n- {{C}}\n- {{D}}",
    "1. {{A}} - [[Frontend]]\n2. {{B}} - [[Backend]]\n3. {{C}} - [[QA]]\nTurn this into a table.",
    "name,email,role\n{{A}},a1@example.org,[[Admin]]\n{{B}},b2@example.org,[[Viewer]]\nConvert this CSV to JSON.",
    "Split the bill between {{A}}, {{B}}, {{C}} & {{D}}: total 184.60 euros.",
    "Authors: {{A:lastfirst}}; {{B:lastfirst}}; {{C:lastfirst}}. Format this as an [[APA]] reference.",
    "Who's on the rota this week? {{A:first}}, {{B:first}}, {{C:first}}.",
    "{{A}}/{{B}} (co-leads) and {{C}} (sponsor): write the project kickoff email.",
    "Shortlist for the [[Marketing Manager]] role: {{A}}, {{B}}, {{C}}. Draft rejection emails for the two we don't pick.",
    "| Name | Team |\n|---|---|\n| {{A}} | [[Platform]] |\n| {{B}} | [[Payments]] |\n| {{C}} | [[Search]] |\nAdd a column for start date.",
    "Speakers in order: {{A}}, then {{B}}, then {{C}}, with {{D}} closing.",
    "Please group by team: {{A}} (sales), {{B}} (legal), {{C}} (sales), {{D}} (legal).",
    "Committee: [[Chair]] {{A}}, [[Treasurer]] {{B}}, [[Secretary]] {{C}}. Write the announcement.",
]

LIST_HAND = [
    "Pair each new starter with a buddy: <<Femke>>, <<Rodel>>, <<Chebet>>, <<Giorgos>> / buddies: <<Amir Katz>>, <<Siriporn Boonmee>>, <<Thabo Mahlangu>>, <<Clémence Giraud>>.",
    "Which of these people should get the [[Slack]] admin role? <<Oisín Kavanagh>> (IT), <<Yoon Ha-eun>> (design), <<Guled Jama Hirsi>> (support).",
    "Team photo left to right: <<Abena Ofori>>, <<Constança Teixeira>>, <<Ioane Sapolu>>, <<Ren Fujita>>. Write alt text.",
    "Please merge these duplicates in the [[CRM]]:\n* <<Jocelyn Dorvil>>\n* <<J. Dorvil>>\n* <<DORVIL, Jocelyn>>",
    "Reviewers: <<Zsuzsanna Balogh>>, <<Bence Farkas>>, and <<Gergely Molnár>> (chair).",
    "the carpool is me, <<yetunde>>, <<sjoerd>> and <<liban>> — who should drive on [[wednesday]]?",
    "Ranked candidates:\n1) <<Pimchanok Srisuk>>\n2) <<Mahad Warsame>>\n3) <<Josée Côté>>\nWrite feedback for #3.",
    "Turn into a sentence: organisers = <<Aroha Ngata>>, <<Rawiri Parata>>; volunteers = <<Mele Tuilagi>>, <<Sione Aumua>>.",
    "Names for the plaque: Dr... no wait, just <<Anbarasi Natarajan>>, <<Thenmozhi Krishnan>> and <<Prasert Rattanakorn>>.",
    "Check-in list for [[Saturday]]: <<Efua Boateng>> (vegan), <<Wesner Toussaint>> (halal), <<Killa Apaza>> (none).",
    "Group chat members: <<Nadav>>, <<Orly>>, <<Kourosh>>, <<Roya>>, <<Ebuka>>. Suggest a chat name.",
    "Bibliography: <<Kovalenko, O.>>, <<Shevchuk, T.>> and <<Melnyk, I.>> (2021). Is the comma placement right for [[MLA]]?",
]

# ===================================================================== possessive
POSSESSIVE_TEMPLATES = [
    "Summarise {{A}}'s feedback on the draft in three bullet points.",
    "Where should I forward {{A}}’s expense claims while the [[CFO]] is away?",
    "Compare {{A}}'s proposal with {{B}}'s and tell me which one is cheaper.",
    "{{A}}'s flight lands at 6 pm at [[Heathrow]]; what's the fastest way into [[London]]?",
    "Fix the grammar in {{A}}'s bio, but keep it under 80 words.",
    "Is it okay to reuse {{A}}'s slides for the [[Q4]] review?",
    "I'm {{A}}'s manager; what should go into {{A:first}}'s annual review if targets were missed?",
    "Can you explain {{A}}’s comment about the [[API]] rate limits?",
    "We're throwing {{A}}'s farewell party on [[Friday]]. Ideas for the card?",
    "Rewrite {{A:g:Mr|Ms}} {{A:last}}'s complaint as a neutral summary for the [[CRM]].",
    "Add {{A}}'s and {{B}}'s availability to the shared calendar.",
    "Whose turn is it to water the plants, {{A:first}}'s or {{B:first}}'s?",
    "Translate {{A}}'s out-of-office message into English.",
    "The dog is {{A}}'s and the cat is {{B}}'s; write a pet-sitting schedule for [[August]].",
]

POSSESSIVE_HAND = [
    "Is <<Thomas>>' laptop covered by the warranty, or only mine?",
    "<<Dolores Ibáñez>>' recipe calls for saffron; what's a cheaper substitute?",
    "Reply to <<Agnès Delacroix>>’s question about the [[SEPA]] transfer.",
    "I found Mr. <<Kowalczyk>>'s keys in the lobby; write a note for the front desk.",
    "Can you read <<Ngũgĩ Kamau>>'s handwriting in this scan?",
    "My sister-in-law's name is <<Aisling>>. What's a good gift for <<Aisling>>'s first baby?",
    "The kids' tablets and <<Wiremu>>'s phone all need parental controls. Where do I start?",
    "<<Hiroshi>> and <<Yui Watanabe>>'s apartment lease ends in [[May]]; how early should they give notice?",
    "Is it <<Charles>>' or <<Charles>>'s? The parish newsletter is about <<Charles Mwangi>>'s ordination.",
    "Please check <<Lewandowska>>'s and <<Nowak>>'s timesheets for [[March]].",
]

# ===================================================================== quoted
QUOTED_TEMPLATES = [
    "Can you make this email sound more professional?\n\n\"Hi {{A:first}},\n\nsorry for the delay, numbers attached.\n\nCheers,\n{{B}}\"",
    "> From: {{A}} <finance@example.com>\n> Sent: [[Tuesday]], 4 [[June]] 2024 09:12\n> Subject: Invoice 4471\n\nWhat is this person actually asking for?",
    "Summarise this chat:\n[09:14] {{A}}: is the deploy done?\n[09:15] {{B}}: not yet, waiting on [[CI]]\n[09:21] {{A}}: ok ping me",
    "---------- Forwarded message ---------\nFrom: {{A}}\nTo: {{B}}\nSubject: venue\n\nCould you check whether this venue has step-free access?\n\nBest regards,\n{{A:first}}",
    "Is this phishing? \"Dear {{A}}, your [[PayPal]] account has been limited. Click below to verify. Regards, {{B}}, Security Team\"",
    "{{A}} wrote: \"I can't make it on [[Wednesday]], can we do [[Thursday]]?\" Reply that Thursday works for me.",
    "Reply to this for me: \"Hello, this is {{A}} from the leasing office. Your parking permit expires at the end of [[May]].\"",
    "Got this text: 'tell {{A:first}} i said hi and that {{B:first}} is bringing dessert'. Write a cheerful reply.",
    "Kind regards,\n{{A}}\n[[Senior Account Manager]] | [[Northwind Traders]]\n\nIs this signature too long?",
    "On [[Mon]], 3 [[Feb]] 2025 at 10:02, {{A}} wrote:\n> Please send the [[W-9]] form by [[Friday]].\n\nWhat is a W-9 and do I need one?",
    "Transcript:\n{{A:g:MR|MS}} {{A:last}}: We never received the refund.\n[[AGENT]]: I understand, let me check.\nRate the agent's empathy from 1 to 5.",
    "Dear {{A:g:Mr|Ms}} {{A:last}},\nThank you for your application.\nYours sincerely,\n{{B}}\n\nTranslate this letter into [[Spanish]].",
]

QUOTED_HAND = [
    "[12/03/24, 21:07] <<Tamsin Pryce-Jones>>: did anyone take the spare key??\n[12/03/24, 21:09] <<Kiri>>: not me\n[12/03/24, 21:10] <<Nils Ekdahl>>: <<Gemma>> had it on [[Sunday]]\n\nWho has the key, based on this?",
    "From: \"<<Okafor, Chiamaka>>\" <accounts@example.net>\nTo: support@example.net\nSubject: [[Re]]: refund\n\nWhy is the name shown surname first?",
    "Hi all, hi <<Aishwarya>>,\n\nthe [[Q1]] report is attached.\n\nThanks,\n<<Rohit>>\n\n-- can you shorten this?",
    "Voicemail transcript: \"Hi, it's <<Doreen>> from the dentist, calling for <<Lamia Haddad>> to confirm [[Tuesday]] at 3.\" What should I reply?",
    "Hej <<Lars>>!\n\nTack för senast.\n\n/<<Elsa>>\n\nWhat does this Swedish note mean?",
    "This came from my bank: \"Dear Valued Customer\" and it's signed \"<<Harold P. Grimsby>>, [[Fraud Department]]\". Is it real?",
    "Microsoft [[Teams]] chat:\n<<Mathieu Gagnon>> (External) 10:41\ncan you resend the deck?\n<<Ama Asante>> 10:43\nsure\nWrite this up as a task.",
    "> > <<Giacomo>>, can you confirm the dates?\n> Yes, 12 to 15 [[September]]. <<Giacomo>>\nOk, draft a booking request for the hotel.",
    "Slack message from @<<tigist.bekele>>: \"who approved the [[AWS]] bill?\" How should I answer?",
    "Here is the thread:\nMum: is Auntie <<Folake>> coming?\nme: yes with Uncle <<Segun>>\nSummarise in one line.",
    "Regards,\nDr. <<Eitan Shapira>>\n[[Head of Cardiology]]\nTel. +972 3 000 0000\n\nTurn this signature into a vCard.",
    "\"Sent from my iPhone\" — <<Malia Fuimaono>>'s reply just says \"k\". Is she annoyed?",
    "Please translate: \"Prezado <<Murilo>>, segue em anexo o contrato. Abraços, <<Luana Siqueira>>\"",
    "Customer chat log\nUser (<<Yesenia Tapia>>): my order hasn't arrived\nBot: Sorry <<Yesenia>>! Can you share the order number?\nIs the bot's tone ok?",
    "Please reply to <<Karthik>>'s email below:\n> Hi, <<Karthik>> here from the [[Pune]] team, can we move the sync?",
    "-----Original Message-----\nFrom: <<Hessa Al Mansouri>>\nSent: [[Sunday]]\nSubject: Visa\n\nShe needs a letter of invitation. Draft one.",
    "The card said: \"To <<Nomvula>>, with love from Gran and Grandpa <<Themba>>\". Write a thank-you reply.",
    "Forwarding what <<Ignacio>> sent me:\n\"Hola, soy <<Ignacio Llorente>>, el fontanero. Llego el [[lunes]].\"\nWhat day is he coming?",
]

# ===================================================================== code
CODE_TEMPLATES = [
    "Why does this fail?\n\n# TODO({{A:handle}}): remove once the v2 endpoint is live\nresp = client.get(url)",
    "Explain this docstring:\n\"\"\"Compute tax for an order.\n\nAuthor: {{A}}\nReviewed-by: {{B}}\n\"\"\"",
    "commit 9f2c1ab\nAuthor: {{A}} <dev@example.com>\nDate:   [[Thu]] [[Mar]] 14 10:02:11 2024 +0100\n\n    Fix race in [[Redis]] lock\n\nWrite a better commit message.",
    "Our CODEOWNERS has `/billing/ @{{A:gh}} @{{B:gh}}`. What does that mean for pull request reviews?",
    "package.json has \"author\": \"{{A}}\". Should it be an object with an email instead?",
    "git blame shows:\n3e1d0f2 ({{A}} 2023-11-02 14:31:07 +0100 42)     retries = 3\nWho should I ask about the retry count?",
    "This test fixture looks odd:\n\nUSERS = [\n    {\"name\": \"{{A}}\", \"role\": \"admin\"},\n    {\"name\": \"{{B}}\", \"role\": \"viewer\"},\n]\n\nHow do I parametrize it with [[pytest]]?",
    "// Written by {{A}}, do not touch without asking\nfunction legacyCharge(amount) { return amount * 1.2; }\nCan you port this to [[TypeScript]]?",
    "Co-authored-by: {{A}} <{{A:handle}}@users.noreply.github.com>\nIs this trailer formatted correctly?",
    "-- migration 0042, reviewed by {{A:initlast}}\nALTER TABLE orders ADD COLUMN vat_rate numeric;\nIs this safe on [[Postgres]] 15?",
    "/**\n * @author {{A:lastfirst}}\n * @since 2.3\n */\nDoes [[Javadoc]] allow a comma in the author tag?",
    "logger.info(\"Password reset requested by {{A}}\") - is logging names like this a problem under [[GDPR]]?",
    "In the [[Dockerfile]] I found LABEL maintainer=\"{{A}}\". Is that label deprecated?",
    "Our AUTHORS file lists:\n{{A}}\n{{B}}\n{{C}}\nShould it include email addresses too?",
    "assert greet(\"{{A:first}}\") == \"Hello, {{A:first}}!\" fails with a [[KeyError]]. Why?",
]

CODE_HAND = [
    "# FIXME(<<j.okonkwo>>): this breaks on leap years\ndef days_in_feb(year):\n    return 28\nFix it please.",
    "[package]\nname = \"ledger\"\nauthors = [\"<<Ifeoma Ugwu>> <ifeoma@example.dev>\", \"<<Sanne Bakker>>\"]\nedition = \"2021\"\nIs the authors field still used by [[Cargo]]?",
    "setup(\n    name='tinyq',\n    author='<<Aurélien Le Guennec>>',\n    license='[[MIT]]',\n)\nConvert this setup.py to pyproject.toml.",
    "$ git shortlog -sn\n   412  <<Kerem Aydın>>\n   198  <<Chen Yuxin>>\n    37  <<Wojciech Nowak>>\nWho are the main contributors?",
    "INSERT INTO employees (first_name, last_name, dept) VALUES ('<<Rowena>>', '<<Villanueva>>', 'Finance');\nWhy does this violate the unique constraint?",
    "# Reviewed by <<T. Mutua>> on 2024-05-02\nlibrary(dplyr)\ndf |> filter(score > 0.5)\nWhat does this [[R]] code do?",
    "\\documentclass{article}\n\\title{Soil carbon in alpine meadows}\n\\author{<<Hana Novotná>> \\and <<Matěj Dvořák>>}\nWhy does [[LaTeX]] put the names on one line?",
    "Jira ticket PAY-311\nAssignee: <<Kiprono Kiplagat>>\nReporter: <<Sukanya Phromphan>>\nStatus: [[In Progress]]\nWrite a status update.",
    "// Deprecated: use NewClient instead. Ask <<Gilad>> before removing.\nfunc OldClient() *Client { return nil }\nHow do I mark this deprecated in [[Go]] properly?",
    "<!-- layout by <<Élodie Bélanger>>, 2022 -->\n<div class=\"hero\">...</div>\nCan I keep this comment in production [[HTML]]?",
    ".mailmap:\n<<Ekaterina Orlova>> <katya@example.com>\n<<Ekaterina Orlova>> <e.orlova@example.com>\nWhat does this file do?",
    "github review: @<<lwazi-dlamini>> approved these changes; @<<marieke-hoekstra>> requested changes. Can I merge?",
    "const fixture = { customer: \"<<Wambui Gitau>>\", iban: \"DE00 0000 0000 0000\" };\nHow do I anonymise test fixtures like this?",
    "# owner: <<s.tehrani>>\n# escalation: <<rahimzadeh>>\nservice: invoice-worker\nreplicas: 3\nIs this valid [[Kubernetes]] YAML?",
    "Error: Commit author '<<Vangelis Vlachos>>' does not match [[GPG]] key owner '<<E. Vlachos>>'. How do I fix this?",
    "def test_signup():\n    user = make_user(first='<<Nasrin>>', last='<<Mirzaei>>')\n    assert user.display_name == '<<Nasrin Mirzaei>>'\nWhy does this test fail with an [[AttributeError]]?",
    "Please explain this line from git log --oneline: a81c3e0 Merge pull request #88 from <<kofi-mensah>>/fix-timezone",
    "# Thanks to <<Guðrún Halldórsdóttir>> for the original algorithm.\nCan you optimise this function for [[NumPy]]?",
]

# ===================================================================== non-English
NONEN_TEMPLATES = [
    ("de", [
        "Kannst du eine kurze E-Mail an {{A}} schreiben, dass die [[Rechnung]] für [[März]] noch offen ist?",
        "{{A:g:Herr|Frau}} {{A:last}} hat den [[Termin]] am [[Donnerstag]] abgesagt. Formuliere bitte eine freundliche Antwort.",
    ]),
    ("fr", [
        "Peux-tu rédiger un message pour {{A}} pour dire que la réunion de lundi est annulée ?",
        "{{A:g:Monsieur|Madame}} {{A:last}} demande un remboursement. Comment répondre poliment au nom du [[SAV]] ?",
    ]),
    ("es", [
        "¿Puedes escribir un correo a {{A}} para confirmar la reserva del sábado en [[Sevilla]]?",
        "Mi jefe, {{A}}, me pidió el informe del [[IVA]]. ¿Cómo lo estructuro?",
    ]),
    ("it", [
        "Puoi scrivere una mail a {{A}} per ricordare la scadenza dell'[[IMU]]?",
        "{{A}} mi ha chiesto le slide della riunione di venerdì: come rispondo in modo cortese?",
    ]),
    ("pt", [
        "Podes escrever uma mensagem para {{A}} a dizer que o pagamento por [[MB Way]] falhou?",
        "{{A:g:O|A}} {{A}} pediu férias em agosto. Como respondo de forma educada?",
    ]),
    ("nl", [
        "Kun je een mailtje aan {{A}} schrijven dat de [[btw-aangifte]] klaar is?",
        "Mijn {{A:g:buurman|buurvrouw}} {{A}} wil de schutting delen. Hoe leg ik dat vast voor de [[VvE]]?",
    ]),
    ("pl", [
        "{{A}} prosi o fakturę za styczeń. Jak odpisać uprzejmie, że wyślemy ją w [[poniedziałek]]?",
        "{{A:g:Mój kierownik|Moja kierowniczka}}, {{A}}, nie odpowiada na maile od tygodnia. Co mam zrobić?",
    ]),
    ("sv", [
        "Kan du skriva ett mejl till {{A}} om att [[Skatteverket]] har skickat ett brev?",
        "{{A}} har sagt upp sig. Hjälp mig skriva ett kort avskedstal till fredag.",
    ]),
    ("tr", [
        "{{A}} için [[Pazartesi]] günkü toplantıyı iptal eden kısa bir mesaj yazar mısın?",
        "Müdürüm {{A}} bana [[KDV]] raporunu sordu, nasıl cevap vereyim?",
    ]),
    ("id", [
        "Tolong buatkan pesan untuk {{A}} bahwa rapat hari [[Senin]] diundur.",
        "{{A:g:Pak|Bu}} {{A:first}} minta laporan [[PPN]] bulan ini. Bagaimana cara membalasnya dengan sopan?",
    ]),
]

NONEN_HAND = [
    ("de", "Bitte fasse das [[Protokoll]] zusammen: <<Jörg Hansen-Brückner>> und <<Merve Aksoy>> waren dagegen, die [[Miete]] zu erhöhen."),
    ("de", "Wie gratuliere ich meiner Kollegin <<Friederike von der Heyde>> zur [[Hochzeit]], ohne zu steif zu klingen?"),
    ("fr", "Résume ce courriel d'<<Anne-Laure Ménard>> : elle propose de déplacer l'atelier à [[Lyon]] en septembre."),
    ("fr", "C'est correct d'écrire « Chère <<Maëlle>> » dans un mail pro adressé à la [[DRH]] ?"),
    ("es", "Doña <<Pilar Ibáñez de la Cruz>> llamó para cambiar la cita del martes. ¿Qué le contesto?"),
    ("es", "Oye, ¿qué le regalo a <<Xiomara>> por su cumple? Le encanta el [[K-pop]]."),
    ("it", "Riassumi: <<Gianmarco Dell'Orto>> e <<Benedetta Lo Presti>> hanno firmato ieri il contratto con [[Enel]]."),
    ("it", "Come si scrive una lettera di referenze per <<Ettore Santangelo>>, ex stagista nella sede di [[Bologna]]?"),
    ("pt", "Resuma este e-mail da <<Maria Eduarda dos Santos Figueiredo>> sobre o atraso no [[INSS]]."),
    ("pt", "Oi, me ajuda a escrever parabéns pro <<Caio Henrique>>? Ele fez 30 anos no sábado."),
    ("nl", "Vat samen: <<Sjoerd van der Wal>> en <<Marieke ter Beek>> willen de migratie naar [[Azure]] uitstellen tot januari."),
    ("nl", "Hoe spreek ik <<Wouter IJsselmuiden>> aan in een sollicitatiebrief voor [[Rijkswaterstaat]]?"),
    ("pl", "Streść tego maila: <<Małgorzata Wiśniewska-Kołodziej>> prosi o zmianę terminu odbioru mieszkania w [[Gdańsku]]."),
    ("pl", "Jak napisać życzenia imieninowe dla pana <<Mirosława>> z działu [[IT]]?"),
    ("sv", "Sammanfatta: <<Linnea Åkerlund>> och <<Torbjörn Sjögren>> vill flytta kontoret till [[Malmö]]."),
    ("sv", "Hur tilltalar man <<Sven-Erik af Klercker>> i ett formellt brev från [[Försäkringskassan]]?"),
    ("tr", "<<Ayşe Nur Karaosmanoğlu>> ve <<İsmail Hakkı Özdemir>> için [[İstanbul]] ofisine giriş kartı lazım."),
    ("tr", "<<Gülşen>> Hanım'a teşekkür mesajı yazar mısın? [[Ankara]] ziyaretinde çok yardımcı oldu."),
    ("id", "<<Sri Wulandari>> dan <<Bambang Triyono>> akan presentasi di [[Jakarta]] hari [[Kamis]]. Buatkan agenda singkat."),
    ("id", "Bagaimana menulis ucapan selamat untuk Mas <<Gilang>> yang baru lulus dari [[UGM]]?"),
]

# ===================================================================== keep (no names)
KEEP_HAND = [
    ("en", "[[Will]] the [[Kubernetes]] upgrade finish before [[Monday]], or should we freeze deploys?"),
    ("en", "[[May]] I ask why the [[EU]] charges [[VAT]] on digital services sold from the [[US]]?"),
    ("en", "Suggest a [[Rose]] gold case for an [[iPhone]] 15 that isn't too bulky."),
    ("en", "[[Grant]] applications for the [[Horizon Europe]] call close in [[February]]. Make me a checklist."),
    ("en", "[[Bill]] of materials: 4x [[Raspberry Pi]], 2x [[USB-C]] hubs. Estimate the cost in [[GBP]]."),
    ("en", "[[Hope]] this makes sense: I want a [[Python]] script that renames files by date."),
    ("en", "[[Mark]] all [[Jira]] tickets older than 90 days as [[Won't Fix]]; how do I bulk edit?"),
    ("en", "[[Frank]] question: is a [[PhD]] worth it for a career in [[Machine Learning]]?"),
    ("en", "Write the [[Executive Summary]] section for a [[GDPR]] compliance report."),
    ("en", "What's the difference between an [[LLC]] and an [[S Corp]] in [[Delaware]]?"),
    ("en", "Our [[Chief Technology Officer]] wants a [[Product Owner]] per squad. Write the job ad."),
    ("en", "Compare [[Apache Kafka]] and [[RabbitMQ]] for event streaming on [[Azure]]."),
    ("en", "Why does [[Jenkins]] keep failing on the [[Docker]] build step since [[Tuesday]]?"),
    ("en", "Is [[Julia]] faster than [[Python]] for numerical simulations, honestly?"),
    ("en", "Plan a three-day trip to [[Florence]] and [[Siena]] in [[April]] on a budget."),
    ("en", "How long does a [[UK]] passport renewal take if I apply in [[December]]?"),
    ("en", "Explain how [[Victoria Line]] and [[Jubilee Line]] connect at [[Green Park]]."),
    ("en", "Is [[Jordan]] safe to visit in [[August]]? I want to see [[Petra]] and [[Wadi Rum]]."),
    ("en", "Write a cover letter for a [[Senior Software Engineer]] role at [[Spotify]]."),
    ("en", "Help me set up [[Alexa]] routines so the lights turn off at 11 on [[Sundays]]."),
    ("en", "What's the [[Ruby]] equivalent of a [[Python]] list comprehension?"),
    ("en", "The [[Grace]] period on my [[Visa]] card ends on the 15th. Does interest apply before that?"),
    ("en", "[[Rose]] wine or [[Pinot Noir]] with salmon for a dinner party of eight?"),
    ("en", "Draft [[Terms and Conditions]] for a small [[Shopify]] store selling candles."),
    ("en", "Does [[HIPAA]] apply to a fitness app that stores heart-rate data in [[AWS]]?"),
    ("en", "[[Dear Hiring Manager]] or [[To Whom It May Concern]]: which opening is better?"),
    ("en", "Rewrite the [[Release Notes]] heading list: [[New Features]], [[Bug Fixes]], [[Known Issues]]."),
    ("en", "Convert 250 [[USD]] to [[EUR]] and explain what the [[ECB]] reference rate is."),
    ("en", "[[Will]] [[Brexit]] affect how I pay [[VAT]] when I ship to [[Ireland]]?"),
    ("en", "My [[Lincoln]] [[Navigator]] shows a [[Check Engine]] light. What could it be?"),
    ("en", "Summarise the [[Paris Agreement]] in five bullet points for a school project."),
    ("en", "How do I [[Mark]] a message as unread in [[Gmail]] on [[Android]]?"),
    ("en", "Is a [[Roth IRA]] better than a [[401(k)]] if I'm self-employed?"),
    ("en", "Give me a [[SQL]] query that returns orders placed between [[January]] and [[March]]."),
    ("en", "What's the best [[Stack Overflow]] tag for questions about [[Pandas]] groupby?"),
    ("en", "Write an agenda: [[Welcome]], [[Budget Review]], [[Hiring Plan]], [[Any Other Business]]."),
    ("en", "Does [[Hugo]] or [[Jekyll]] work better for a blog hosted on [[GitHub Pages]]?"),
    ("en", "[[Bill]] me later or pay now: which option does [[Klarna]] offer in [[Germany]]?"),
    ("en", "Our [[Head of Sales]] asked for a [[CRM]] comparison: [[Salesforce]] vs [[HubSpot]]."),
    ("en", "Explain the [[Kelvin]] scale and why [[Celsius]] degrees are the same size."),
    ("en", "Help me decode this error from [[Nginx]]: 502 [[Bad Gateway]] after a [[Cloudflare]] change."),
    ("en", "[[Frank]] and honest feedback on my logo, please; it's for a bakery in [[Chelsea]]."),
    ("en", "How do [[Morgan Stanley]] and [[Goldman Sachs]] differ in their graduate programmes?"),
    ("en", "I bought a [[Dyson]] vacuum on [[Black Friday]] and it stopped working. What are my rights in the [[EU]]?"),
    ("en", "Can you list [[Georgia]]'s wine regions? I mean the country, not the [[US]] state."),
    ("en", "[[Hope]] Street in [[Liverpool]]: what's worth seeing nearby?"),
    ("en", "Translate [[Happy New Year]] into [[Korean]] and [[Vietnamese]]."),
    ("en", "[[Grant]] read access to the [[S3]] bucket for the [[CI]] role only."),
    ("en", "What is the [[Marshall Plan]] and why does it matter for [[Europe]] today?"),
    ("en", "Set a reminder: [[Wednesday]] standup moved to 9:30 [[CET]]."),
    ("en", "Is [[Victoria]] in [[British Columbia]] rainier than [[Seattle]]?"),
    ("en", "Our [[NGO]] needs a [[Data Protection Officer]]; is that mandatory under [[GDPR]]?"),
    ("en", "What does [[IBAN]] stand for, and how is it different from a [[SWIFT]] code?"),
    ("en", "WRITE A SHORT POEM ABOUT [[MONDAY]] MORNINGS AND COLD COFFEE."),
    ("en", "what's the cheapest way to get from [[heathrow]] to [[gatwick]] on a [[sunday]]"),
    ("en", "Explain [[Agile]] vs [[Waterfall]] to a [[CEO]] in one paragraph."),
    ("en", "Which [[Ford]] or [[Toyota]] hybrids qualify for the [[IRS]] clean vehicle credit?"),
    ("de", "Wie beantrage ich beim [[Finanzamt]] eine [[Fristverlängerung]] für die [[Steuererklärung]]?"),
    ("de", "Schreib eine [[Kündigung]] für meinen [[Handyvertrag]] bei der [[Telekom]] zum [[Dezember]]."),
    ("de", "Was kostet ein [[Deutschlandticket]] im [[Abo]] und gilt es im [[ICE]]?"),
    ("fr", "Comment déclarer mes revenus [[Airbnb]] aux impôts en [[France]] ?"),
    ("fr", "Quelle est la différence entre un [[CDD]] et un [[CDI]] pour un prêt à la [[Banque Postale]] ?"),
    ("es", "¿Cuánto tarda la [[Seguridad Social]] en pagar la baja por maternidad en [[España]]?"),
    ("es", "Escribe un correo para pedir el [[NIE]] en la [[Comisaría]] de [[Valencia]]."),
    ("it", "Come si rinnova la [[Carta d'Identità]] elettronica a [[Milano]]?"),
    ("pt", "Como emitir nota fiscal como [[MEI]] pelo portal da [[Receita Federal]]?"),
    ("nl", "Hoe vraag ik zorgtoeslag aan bij de [[Belastingdienst]] als ik in [[Utrecht]] woon?"),
    ("pl", "Jak złożyć [[PIT]] przez [[e-Urząd Skarbowy]] bez profilu zaufanego?"),
    ("sv", "Hur ansöker jag om [[BankID]] om jag har samordningsnummer?"),
    ("tr", "[[e-Devlet]] üzerinden [[SGK]] hizmet dökümünü nasıl alırım?"),
    ("id", "Bagaimana cara bayar [[BPJS]] lewat [[GoPay]] atau [[OVO]]?"),
]

SEED = 7319
MAX_TEMPLATE_USES = 3
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")

# --------------------------------------------------------------------------- people
FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D",
        "ł": "l", "Ł": "L", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i",
        "œ": "oe", "Œ": "OE"}


def ascii_fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", ascii_fold(s).lower())


def pick_fam(rng, o, g):
    fam = rng.choice(o["fam"])
    if isinstance(fam, tuple):
        fam = fam[0] if g == "m" else fam[1]
    return fam


def make_person(rng, origin):
    o = ORIGINS[origin]
    g = rng.choice("fm")
    pool2 = o.get(g + "2")
    first = rng.choice(pool2) if pool2 and rng.random() < 0.4 else rng.choice(o[g])
    fam = pick_fam(rng, o, g)
    style = o["style"]
    last = fam
    lastfirst = None
    initlast = None
    if style == "western":
        full = "%s %s" % (first, fam)
    elif style == "hispanic":
        if rng.random() < 0.45:
            fam2 = pick_fam(rng, o, g)
            while fam2 == fam:
                fam2 = pick_fam(rng, o, g)
            last = "%s %s" % (fam, fam2)
        full = "%s %s" % (first, last)
    elif style == "luso":
        if rng.random() < 0.35:
            fam2 = pick_fam(rng, o, g)
            while fam2 == fam:
                fam2 = pick_fam(rng, o, g)
            last = "%s %s" % (fam2, fam)
        full = "%s %s" % (first, last)
    elif style == "russian":
        if rng.random() < 0.3:
            p = rng.choice(o["patr"])
            full = "%s %s %s" % (first, p[0] if g == "m" else p[1], fam)
        else:
            full = "%s %s" % (first, fam)
    elif style == "icelandic":
        last = fam + ("son" if g == "m" else "dóttir")
        full = "%s %s" % (first, last)
    elif style == "hungarian":
        full = "%s %s" % (fam, first) if rng.random() < 0.5 else "%s %s" % (first, fam)
    elif style == "family_first":
        full = "%s %s" % (fam, first)
    elif style == "japanese":
        full = "%s %s" % (fam, first) if rng.random() < 0.35 else "%s %s" % (first, fam)
    elif style == "vietnamese":
        mid = ("Văn " if g == "m" else "Thị ") if rng.random() < 0.5 else ""
        full = "%s %s%s" % (fam, mid, first)
        if rng.random() < 0.25:
            full, first, last = ascii_fold(full), ascii_fold(first), ascii_fold(fam)
    elif style == "indonesian":
        if rng.random() < 0.4:
            full = last = lastfirst = initlast = first
        else:
            full = "%s %s" % (first, fam)
    elif style == "tamil":
        if rng.random() < 0.5:
            full = "%s. %s" % (fam[0], first)
            last = first
            lastfirst = initlast = full
        else:
            full = "%s %s" % (first, fam)
    elif style == "arabic":
        if rng.random() < 0.35:
            father = rng.choice(o["m"])
            while father == first:
                father = rng.choice(o["m"])
            full = "%s %s %s %s" % (first, "bin" if g == "m" else "bint", father, fam)
        else:
            full = "%s %s" % (first, fam)
    elif style == "somali":
        last = fam
        if rng.random() < 0.5:
            grand = rng.choice(o["fam"])
            while grand == fam:
                grand = rng.choice(o["fam"])
            full = "%s %s %s" % (first, fam, grand)
        else:
            full = "%s %s" % (first, fam)
    else:
        raise ValueError(style)
    if lastfirst is None:
        lastfirst = "%s, %s" % (last, first)
    if initlast is None:
        initlast = "%s. %s" % (first[0], last)
    if full == first:
        handle = gh = handle_part(first)
    else:
        handle = "%s.%s" % (handle_part(first), handle_part(last))
        gh = "%s-%s" % (handle_part(first), handle_part(last))
    return {"g": g, "origin": origin, "full": full, "first": first, "last": last,
            "handle": handle, "gh": gh, "initlast": initlast, "lastfirst": lastfirst}


# --------------------------------------------------------------------------- markup
TOKEN_RE = re.compile(
    r"\{\{([A-E])(?::(first|last|handle|gh|initlast|lastfirst|g:[^}|]*\|[^}]*))?\}\}"
    r"|<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def parse(markup, people=None):
    """Return a list of (kind, string) segments; kind in text/name/keep."""
    segs, pos = [], 0
    for m in TOKEN_RE.finditer(markup):
        if m.start() > pos:
            segs.append(("text", markup[pos:m.start()]))
        if m.group(1):
            if people is None:
                raise ValueError("placeholder in hand-written prompt: %r" % markup)
            p = people[m.group(1)]
            form = m.group(2) or "full"
            if form.startswith("g:"):
                male, female = form[2:].split("|")
                segs.append(("text", male if p["g"] == "m" else female))
            else:
                segs.append(("name", p[form]))
        elif m.group(3) is not None:
            segs.append(("name", m.group(3)))
        else:
            segs.append(("keep", m.group(4)))
        pos = m.end()
    if pos < len(markup):
        segs.append(("text", markup[pos:]))
    rest = "".join(s for k, s in segs if k == "text")
    for bad in ("{{", "}}", "<<", ">>", "[[", "]]"):
        if bad in rest:
            raise ValueError("stray markup %r in %r" % (bad, markup))
    return segs


def render(segs, casing=None):
    """casing: None | lower | upper | namelower | nameupper (applied per segment)."""
    text, spans, keep = "", [], []
    for kind, s in segs:
        if casing in ("lower", "upper") or (casing == "name" + "lower" and kind == "name") \
                or (casing == "nameupper" and kind == "name"):
            s = s.lower() if casing.endswith("lower") else s.upper()
        if kind == "name":
            spans.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
        text += s
    return text, spans, keep


def tokens(s):
    return re.findall(r"\w+", s)


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def clean_people(segs):
    """For templated records: name tokens must not clash with each other, with keep
    words or with any other word of the prompt (so scrubbed-mode scoring is exact)."""
    name_strs = sorted({s for k, s in segs if k == "name"})
    other = {t.lower() for k, s in segs if k != "name" for t in tokens(s)}
    seen = {}
    for ns in name_strs:
        for t in tokens(ns):
            t = t.lower()
            if t in other:
                return False
    return True


def distinct(people):
    toks = [set(t.lower() for t in tokens(p["full"])) for p in people.values()]
    for i in range(len(toks)):
        for j in range(i + 1, len(toks)):
            if toks[i] & toks[j]:
                return False
    return True


# --------------------------------------------------------------------------- records
class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []
        self.counters = {}
        self.template_uses = {}
        self.hand = 0
        self.origins = list(ORIGINS)

    def next_id(self, slice_, sub):
        n = self.counters.get(slice_, 0) + 1
        self.counters[slice_] = n
        return "%s-%s-%03d" % (slice_, sub, n) if sub else "%s-%03d" % (slice_, n)

    def add(self, slice_, sub, lang, segs, casing=None):
        text, spans, keep = render(segs, casing)
        rec = {"id": self.next_id(slice_, sub), "slice": slice_, "lang": lang,
               "text": text, "names": spans, "keep": keep}
        self.records.append(rec)
        return rec

    def templated(self, slice_, sub, lang, tpl, origin=None, casing=None):
        key = (slice_, tpl)
        self.template_uses[key] = self.template_uses.get(key, 0) + 1
        if self.template_uses[key] > MAX_TEMPLATE_USES:
            raise ValueError("template used more than %d times: %r" % (MAX_TEMPLATE_USES, tpl))
        letters = sorted(set(re.findall(r"\{\{([A-E])", tpl)))
        for _ in range(200):
            people = {L: make_person(self.rng, origin or self.rng.choice(self.origins))
                      for L in letters}
            if not distinct(people):
                continue
            segs = parse(tpl, people)
            if clean_people(segs):
                return self.add(slice_, sub, lang, segs, casing)
        raise ValueError("could not fill template %r" % tpl)

    def handwritten(self, slice_, sub, lang, markup):
        self.hand += 1
        return self.add(slice_, sub, lang, parse(markup))


def validate(records):
    ids = set()
    for r in records:
        rid, text = r["id"], r["text"]
        assert rid not in ids, "duplicate id " + rid
        ids.add(rid)
        assert set(r) == {"id", "slice", "lang", "text", "names", "keep"}, rid
        last_end = 0
        for s in r["names"]:
            assert text[s["start"]:s["end"]] == s["text"], rid
            assert s["end"] > s["start"], rid
            assert s["text"] == s["text"].strip(), (rid, s)
            assert s["start"] >= last_end, ("overlap", rid)
            last_end = s["end"]
        if r["slice"] == "keep":
            assert not r["names"], rid
            assert r["keep"], rid
        else:
            assert r["names"], rid
        name_toks = {t.lower() for s in r["names"] for t in tokens(s["text"])}
        for k in r["keep"]:
            assert outside_count(text, k, r["names"]) >= 1, ("keep not outside names", rid, k)
            shared = name_toks & {t.lower() for t in tokens(k)}
            assert not shared, ("keep shares a token with a name", rid, k, shared)


# --------------------------------------------------------------------------- build
def build():
    b = Builder()
    rng = b.rng

    # cultures: every origin twice, all people of that origin; templates in a fixed
    # rotation so consecutive (same-origin) records never share a template.
    order = list(CULTURE_TEMPLATES)
    rng.shuffle(order)
    k = 0
    for origin in b.origins:
        for _ in range(2):
            b.templated("cultures", origin, "en", order[k % len(order)], origin=origin)
            k += 1
    for origin, markup in CULTURE_HAND:
        b.handwritten("cultures", origin + "-hand", "en", markup)

    # casing
    modes = ["lower", "upper", "namelower", "nameupper"]
    k = 0
    for tpl in CASING_TEMPLATES:
        for _ in range(3):
            b.templated("casing", modes[k % 4], "en", tpl, casing=modes[k % 4])
            k += 1
    for markup in CASING_HAND:
        b.handwritten("casing", "hand", "en", markup)

    # position
    for pos in ("start", "middle", "end"):
        for tpl in POSITION_TEMPLATES[pos]:
            for _ in range(3):
                b.templated("position", pos, "en", tpl)
    for pos, markup in POSITION_HAND:
        b.handwritten("position", pos + "-hand", "en", markup)

    for slice_, tpls, hand in (("lists", LIST_TEMPLATES, LIST_HAND),
                               ("possessive", POSSESSIVE_TEMPLATES, POSSESSIVE_HAND),
                               ("quoted", QUOTED_TEMPLATES, QUOTED_HAND),
                               ("code", CODE_TEMPLATES, CODE_HAND)):
        for tpl in tpls:
            for _ in range(3):
                b.templated(slice_, None, "en", tpl)
        for markup in hand:
            b.handwritten(slice_, "hand", "en", markup)

    for lang, tpls in NONEN_TEMPLATES:
        for tpl in tpls:
            for _ in range(3):
                b.templated("non_english", lang, lang, tpl)
    for lang, markup in NONEN_HAND:
        b.handwritten("non_english", lang + "-hand", lang, markup)

    for lang, markup in KEEP_HAND:
        b.handwritten("keep", lang, lang, markup)
    return b


def main():
    b = build()
    validate(b.records)
    counts = {}
    for r in b.records:
        counts[r["slice"]] = counts.get(r["slice"], 0) + 1
    for sl, n in counts.items():
        assert n >= 40, (sl, n)
    assert 500 <= len(b.records) <= 700, len(b.records)
    assert b.hand >= 150, b.hand
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in b.records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records (%d hand-written, %d templated) to %s"
          % (len(b.records), b.hand, len(b.records) - b.hand, OUT))
    for sl, n in counts.items():
        print("  %-12s %d" % (sl, n))
    print("  name spans %d, keep items %d" % (sum(len(r["names"]) for r in b.records),
                                             sum(len(r["keep"]) for r in b.records)))


if __name__ == "__main__":
    main()
