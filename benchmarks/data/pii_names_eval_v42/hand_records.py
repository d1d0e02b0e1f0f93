# -*- coding: utf-8 -*-
"""Hand-written records for pii_names_eval_v42.

Markup:  <<Name>>  a person-name span (titles and a possessive 's stay outside);
         [[word]]  a keep item (an ordinary word or phrase that must survive);
         "<<<x>>"  is a literal "<" followed by the name x (e-mail headers "Name <x@...>").
H(slice, sub, lang, text): sub is the subslice (origin for cultures, casing mode,
position, language for nonenglish/keep) or None.
Inflected forms: the span covers the whole inflected word ("Agnieszki Wiśniewskiej",
"Péternek", "Annas"); a suffix after an apostrophe ("'s", Turkish "'a") is left outside.
"""

HAND = []


def H(slice_, sub, lang, text):
    HAND.append({"slice": slice_, "sub": sub, "lang": lang, "text": text})


# =========================================================================== cultures
C = "cultures"
H(C, "icelandic", "en", r"""Can you help me address an e-mail to <<Guðrún Sigurðardóttir>>? Her dad is <<Sigurður Jónsson>>, so I assumed her surname was <<Jónsson>> and I've been writing "Ms <<Jónsson>>" in every reply. How bad is that?""")
H(C, "saudi", "en", r"""The visa form only has First Name and Last Name boxes. How do I enter <<Faisal bin Turki bin Abdulaziz Al-Qahtani>>? His sponsor letter spells it <<Faisal B. T. Al-Qahtani>>.""")
H(C, "tamil", "en", r"""Our [[ATS]] forces a last name. The candidate is <<R. Karthik>> - the R. is his father's initial and he has no family name. What should go in the Last Name field?""")
H(C, "yoruba", "en", r"""please fix the capitalisation in this reference before I send it: "i have known <<olumide oyelaran-smith>> since 2016 and he was the best engineer on my team." """.rstrip())
H(C, "igbo", "en", r"""Our new hires this month are <<Precious Okafor>>, <<Blessing Nwosu>>, <<Goodluck Eze>> and <<Favour Adeyemi>>. Write a welcome post for the [[Slack]] #general channel, max 80 words.""")
H(C, "vietnamese", "en", r"""Is <<Nguyễn Thị Hạnh>> addressed as Ms <<Nguyễn>> or Ms <<Hạnh>>? She's the tenant in flat 3 and I want the lease letter to be right.""")
H(C, "mandarin", "en", r"""The passport says <<ZHANG Wei>> (surname first, in capitals) but the offer letter has <<Wei Zhang>>. Is that a problem for the [[H-1B]] petition?""")
H(C, "korean", "en", r"""My landlord is <<Park Ji-hoon>>; in the group chat he goes by <<Jihoon>>. How should I address the deposit-return letter?""")
H(C, "japanese", "en", r"""The business card reads 「<<山田 太郎>>」 with <<YAMADA Taro>> underneath. Which order should go into [[Salesforce]]?""")
H(C, "hungarian", "en", r"""<<Nagy Zsófia>> or <<Zsófia Nagy>>? She wrote the first one on her CV and the second on [[LinkedIn]], and I'm doing the offer letter right now.""")
H(C, "mexican", "en", r"""For the sponsor letter, do I use <<María Fernanda López Villaseñor>> or just <<María Fernanda López>>? Her passport has both surnames.""")
H(C, "brazilian", "en", r"""Please alphabetise: <<Ana Luiza dos Santos Costa>>, <<João Pedro da Silva>>, <<Thaís de Albuquerque Nascimento>>. Do "dos" and "da" count when sorting?""")
H(C, "dutch", "en", r"""Filing tenants by surname - is <<Daan van der Berg>> under V or B? And <<Noor van 't Hof>>, is that under H or T?""")
H(C, "dutch", "en", r"""<<Van der Berg>> called again about the boiler. The Dutch capitalise the "Van" when no first name comes before it, right?""")
H(C, "german", "en", r"""Should the offer letter say Herr <<von Bülow>> or Herr <<Von Bülow>> when it starts a sentence?""")
H(C, "malay", "en", r"""How do I fill in the surname box for <<Muhammad Hafiz bin Ismail>>? He doesn't have a family name, <<Ismail>> is his father.""")
H(C, "javanese", "en", r"""Our Indonesian candidate <<Sukarni>> has only one name. [[Workday]] won't submit the form without a last name - what's the usual workaround?""")
H(C, "balinese", "en", r"""Two of our drivers are <<I Wayan Sudarta>> and <<I Ketut Arsana>>. Is the "I" an initial? Can I drop it on the rota?""")
H(C, "burmese", "en", r"""The applicant <<Thandar Win>> has no surname, and her father is U <<Aung Win>>. Do I put <<Win>> as the family name on the [[DS-160]]?""")
H(C, "amhara", "en", r"""On the relocation paperwork <<Dawit Haile>>'s "last name" is really his father's first name. Can his wife <<Meron Tesfaye>> be listed as Mrs <<Haile>>?""")
H(C, "somali", "en", r"""Our tenant <<Hodan Abdi Warsame>> says <<Abdi>> is her father's name, not a middle name. Which one goes in the surname field on the deposit protection form?""")
H(C, "hmong", "en", r"""New driver on the rota: <<Mai Yer Her>>. Autocorrect keeps changing <<Her>> to lower case, lol""")
H(C, "liberian", "en", r"""Reference call with <<Comfort Toe>> went well, she rated the candidate 9/10. Please write up the notes in three bullets.""")
H(C, "parsi", "en", r"""Is <<Cyrus Engineer>> really his surname? The background check vendor thinks it's a job title and flagged the application.""")
H(C, "lakota", "en", r"""Please add <<Winona Little Thunder>> and <<Chaske Iron Shell>> to the interview panel invite for [[Thursday]].""")
H(C, "maori", "en", r"""How do I pronounce <<Rāwiri Te Whata>>? He's the property manager for the flats on the east side and I'm meeting him tomorrow.""")
H(C, "irish", "en", r"""Letter for <<Siobhán Ní Bhriain>>: is it Ms <<Ní Bhriain>> or Ms <<Ó Briain>>? Her dad is <<Pádraig Ó Briain>> and the lease is in his name too.""")
H(C, "welsh", "en", r"""<<Dafydd ap Rhys>> signed the tenancy today. Does the "ap" get a capital on the deposit certificate?""")
H(C, "russian", "en", r"""The Russian passport says <<Anastasia Sergeyevna Petrova>>. Do I put <<Sergeyevna>> in the middle-name field of the [[DS-160]]?""")
H(C, "spanish", "en", r"""<<José María>> from the dealership is a man, right? I almost wrote "Dear Ms" in my reply about the [[Seat Leon]] trade-in.""")
H(C, "cantonese", "en", r"""In the Hong Kong office everyone calls him <<Kelvin>>, but his HKID says <<CHAN Tai Man>>. Which one goes on the employment contract?""")
H(C, "taiwanese", "en", r"""<<Tsai Shu-fen>> or <<Shu-fen Tsai>> on the visa invitation letter? Her residence card uses the first one.""")
H(C, "emirati", "en", r"""Is the "Al" in <<Noura Al Shamsi>> capitalised in a salutation? "Dear Ms <<Al Shamsi>>" looks odd to me.""")
H(C, "afrikaner", "en", r"""Sort these landlords by surname: <<Pieter van der Merwe>>, <<Riana du Plessis>>, <<Wynand le Roux>>, <<Annelie Botha>>.""")
H(C, "maasai", "en", r"""The safari company's referee is <<Lemayian ole Sankale>>; is "ole" part of the surname, and should it be capitalised in the letter?""")
H(C, "congolese", "en", r"""Meeting notes: <<Dieumerci Mbemba>> and <<Trésor Makiese>> will handle the test drives on [[Saturday]] while <<Merveille>> covers the showroom. Turn this into a rota.""")
H(C, "rwandan", "en", r"""My referee is <<Innocent Niyonzima>> and Word keeps flagging "<<Innocent>>" as an adjective in my cover letter. How do I stop that?""")
H(C, "malagasy", "en", r"""Can you shorten <<Randriamampionona>> for a name badge without it looking rude? Full name is <<Hery Randriamampionona>>.""")
H(C, "akan", "en", r"""Is <<Kwame>> a [[Saturday]]-born name? I'm writing a welcome card for <<Kwame Asante>> and wanted to mention it.""")
H(C, "thai", "en", r"""Our Thai engineer <<Kittisak Wongsawat>> goes by <<Bank>>. Should the staff directory show <<Bank>> as the preferred name?""")
H(C, "cebuano", "en", r"""The lease lists <<Ma. Theresa Cabahug-Ouano>>. Is "Ma." short for <<Maria>>? Do I spell it out on the deposit certificate?""")
H(C, "tagalog", "en", r"""Our recruiter <<Jun-Jun dela Cruz>> wants his e-mail signature to just say <<Jun-Jun>>. Too informal for candidates?""")
H(C, "hawaiian", "en", r"""Make sure the ʻokina survives in <<Keoni Kaʻaihue>> when we export the contacts to CSV - it turned into a question mark last time.""")
H(C, "haitian", "en", r"""<<Marie-Carmelle Jean-Baptiste>> and <<Jean-Robert Pierre-Louis>> are both on the viewing list, but the portal splits hyphenated names into two people. How do I fix the import?""")
H(C, "greek", "en", r"""The sales rep is <<Giorgos Papadopoulos>> and his sister <<Eleni Papadopoulou>> is the finance contact. Same family, different endings?""")
H(C, "polish", "en", r"""Why is the husband <<Tomasz Kowalski>> but the wife <<Agnieszka Kowalska>> on the rental application? Did someone make a typo?""")
H(C, "lithuanian", "en", r"""Is <<Rūta Kazlauskienė>> married to <<Darius Kazlauskas>>? The tenant form asks for the relationship and I'm only guessing from the endings.""")
H(C, "faroese", "en", r"""The Faroese applicant is <<Sunnvá í Líð>>. Do I file her under Í or L in the [[Greenhouse]] export?""")
H(C, "mongolian", "en", r"""<<Batbayar Ganbold>> says <<Ganbold>> is his father's name. So the offer letter should say Mr <<Batbayar>>?""")
H(C, "punjabi", "en", r"""Should I address <<Harpreet Kaur Sandhu>> as Ms <<Kaur>> or Ms <<Sandhu>>? She's our new letting agent.""")
H(C, "javanese", "en", r"""The car loan form asks for a surname but <<Bambang Sutrisno>> says <<Sutrisno>> isn't really a family name. What do dealers usually do?""")
H(C, "amazigh", "en", r"""Spelling check for the offer letter: <<Massinissa Aït Ahmed>> - with or without the diaeresis on the i?""")
H(C, "navajo", "en", r"""The background check came back with two hits for <<Kee Begay>>. How do we make sure it's the right person before we reject anyone?""")
H(C, "okinawan", "en", r"""Is <<Shimabukuro>> a Japanese surname? <<Ryusei Shimabukuro>> applied for the [[Service Advisor]] job and my manager asked.""")
H(C, "chamorro", "en", r"""Sorting question: in <<Tasi Leon Guerrero>>, is <<Leon>> part of the surname or a middle name?""")
H(C, "samoan", "en", r"""<<Fetu Tuilagi>> and <<Ioane Fa'amausili>> are doing the open house on [[Sunday]]. Can you make a two-hour roster?""")
H(C, "tongan", "en", r"""<<Sione Fifita>> asked for a reference letter for his [[Schengen]] visa. Draft one from me as his employer at the garage.""")
H(C, "quechua", "en", r"""Is <<Nina Quispe Mamani>> a woman's name? Someone told me "<<Nina>>" means fire in Quechua.""")
H(C, "yucatec_maya", "en", r"""Candidate <<Wilberth May Canul>> - is <<May>> his surname or a middle name? The CV lists it both ways.""")
H(C, "mexican", "en", r"""<<Jesús Hernández de la Garza>> is the buyer. In the purchase agreement, is "de la" written in lower case?""")
H(C, "khmer", "en", r"""Name order for our Cambodian staff: <<Sok Dara>> has the surname <<Sok>>, right? So the letter says Mr <<Sok>>?""")
H(C, "georgian", "en", r"""<<Nino Beridze>> is a woman, right? I thought <<Nino>> was the Spanish word for boy and nearly wrote "Mr".""")
H(C, "kurdish", "en", r"""The tenancy is in the name of <<Berivan Zebari>>, but her brother <<Azad>> will pay the rent by standing order. Is that a problem?""")
H(C, "cherokee", "en", r"""Please confirm <<Waya Sixkiller>> for the 2 pm test drive of the [[Subaru Outback]].""")
H(C, "inuit", "en", r"""Can you help me spell <<Siila Qaqqaq>> correctly on the visa support letter? The double q looks like a typo to my boss.""")
H(C, "xhosa", "en", r"""Pronunciation note for the interview panel: <<Xolani Gqirana>> (the Gq is a click, please don't skip it).""")
H(C, "fijian", "en", r"""Ratu <<Epeli Naivalu>> is one of the referees. Do I keep "Ratu" in the salutation?""")
H(C, "sami", "en", r"""<<Máret Sara>> is on the shortlist. Careful, <<Sara>> is her surname, not her first name.""")
H(C, "basque", "en", r"""Can you check the accents and spelling: <<Itziar Goikoetxea Urrutia>> and <<Iker Etxeberria>>?""")
H(C, "sephardic", "en", r"""Is <<Cohen-Solal>> one surname? <<Allegra Cohen-Solal>> booked the viewing and [[Zoopla]] shows her as <<Solal, Allegra Cohen>>.""")
H(C, "ashkenazi", "en", r"""The vCard for <<Rivka Teitelbaum>> has N:<<Teitelbaum>>;<<Rivka>>;;; but the phone shows "<<Teitelbaum Rivka>>". Why?""")
H(C, "armenian", "en", r"""<<Tigran Hakobyan>> wants the Armenian spelling of his name on the work permit. Is that allowed?""")
H(C, "ivorian", "en", r"""The apostrophe in <<N'Guessan Kouamé>> breaks our SQL insert. How do I escape it properly?""")
H(C, "luo", "en", r"""Add <<Achieng Nyong'o>> to my contacts - the apostrophe keeps getting replaced in [[Outlook]].""")
H(C, "kalenjin", "en", r"""Is <<Chebet>> a first name or a surname? The tenant application says <<Jerotich Chebet>> and her husband is <<Kiprotich Rotich>>.""")
H(C, "mauritian", "en", r"""<<Marie-Noëlle de Spéville>> is selling the flat - in the brochure, do I write "Madame <<de Spéville>>" or "Madame <<De Spéville>>"?""")
H(C, "breton", "en", r"""The garage owner is <<Yannick Le Goff>>; should I sort him under L or G in the supplier list?""")
H(C, "italian", "en", r"""<<Giulia De Luca>> vs <<Giulia de Luca>> - the CV uses both. Which is correct for an Italian surname?""")
H(C, "ga", "en", r"""Is "Nii" a title? The new tenant signs as <<Nii Armah Quaye>> and I don't want to drop part of his name.""")
H(C, "wolof", "en", r"""Our Senegalese mechanic is <<Moussa Fall>>. The rota app capitalised <<Fall>> weirdly, it shows "<<FALL>>" - can I fix that?""")
H(C, "acadian", "en", r"""Is <<Richard>> a first name here? The buyer signed as <<Réal Richard>> and the bank flagged the finance application.""")
H(C, "cree", "en", r"""Please send the viewing details to <<Darcy Cardinal>>; he's bringing his partner <<Kelsey Whitecalf>>.""")
H(C, "sherpa", "en", r"""Half our Nepal trekking guides are called <<Sherpa>> on their passports, e.g. <<Pemba Dorje Sherpa>> and <<Ang Dolma Sherpa>>. How do I stop the HR system merging them?""")
H(C, "tibetan", "en", r"""Two candidates are both <<Tenzin>>: <<Tenzin Norbu>> and <<Tenzin Dolma>>. Neither has a family name. How should the interview schedule tell them apart?""")


# =========================================================================== casing
K = "casing"
H(K, "lower", "en", r"""hey can u ask <<priya raman>> if the [[h-1b]] transfer went through, hr hasn't said anything""")
H(K, "lower", "en", r"""pls remind me to call <<tomasz>> abt the test drive tmrw, he wants the [[skoda]] not the [[kia]]""")
H(K, "lower", "en", r"""<<mehmet yılmaz>> says the viewing is off?? can u tell the agent and rebook for [[saturday]]""")
H(K, "lower", "en", r"""who is <<jean-baptiste moreau>> and why is he cc'd on my offer letter""")
H(K, "lower", "en", r"""lol <<van der berg>> finally paid the deposit""")
H(K, "lower", "en", r"""can you write a quick note for <<siobhán ní bhriain>> saying the keys are at reception""")
H(K, "lower", "en", r"""fwd cv from <<olumide oyelaran-smith>>, can you pull out his last 3 jobs""")
H(K, "lower", "en", "remind me: <<" + "İbrahim Çelik".lower() + ">> has the visa appointment at the consulate at 9:30, bring the [[ds-160]] confirmation")
H(K, "lower", "en", r"""anyone know if <<nguyen van bao>> got the keys for unit 12? asking for the landlord""")
H(K, "lower", "en", r"""ok so <<aoife>> and <<cian>> both want the [[tuesday]] interview slot, who gets it""")
H(K, "upper", "en", r"""URGENT: <<ANASTASIA PETROVA>>'S VISA APPOINTMENT IS TOMORROW AND WE STILL DON'T HAVE THE [[I-797]] COPY. WHAT DO I TELL HER?""")
H(K, "upper", "en", r"""CALL BACK MR <<ØSTERGAARD>> RE: [[VOLVO XC60]] RECALL, HE HAS CALLED 3 TIMES""")
H(K, "upper", "en", r"""SUBJECT: OFFER LETTER - <<GÜNEL MAMMADOVA>> - PLEASE REVIEW BEFORE [[FRIDAY]]. IS THIS SUBJECT LINE TOO LONG?""")
H(K, "upper", "en", r"""TENANT: <<FRIEDERIKE WEISS>> (PASSPORT SAYS <<WEIß>>). WHICH SPELLING GOES ON THE LEASE?""")
H(K, "upper", "en", r"""PLEASE TELL <<KWABENA>> THE [[COROLLA]] IS READY FOR COLLECTION AFTER 5PM""")
H(K, "upper", "en", r"""NEW HIRE: <<CHUKWUEMEKA OBI>>, START DATE 3 [[MARCH]], LAPTOP NOT ORDERED YET!!! WHO DO I ESCALATE TO""")
H(K, "upper", "en", r"""REMINDER FROM <<DOLORES>>: BRING 3 PAYSLIPS AND PHOTO ID TO THE VIEWING""")
H(K, "namelower", "en", r"""The candidate typed her name as <<anna-lena schröder>> in the form; should I fix the capitalisation before the offer goes out?""")
H(K, "namelower", "en", r"""Why does the CRM show <<de vries>> in lower case when I search for <<Sanne>>?""")
H(K, "namelower", "en", r"""Our [[Workday]] import lowercased <<mohammed al-harbi>> and <<léa dubois>> - is there a setting for that?""")
H(K, "namelower", "en", r"""The invite says ATTENDEE;CN=<<kofi boateng>>:mailto:<<kofi>>@example.com - why does it show up without capitals?""")
H(K, "namelower", "en", r"""In the contacts export every name is lower case, e.g. <<ji-woo park>>, <<sipho dlamini>>. Can you give me an [[Excel]] formula to fix it?""")
H(K, "nameupper", "en", r"""Please check the spelling of <<NGUYEN THI HANH>> on the lease, she wrote it without accents.""")
H(K, "nameupper", "en", r"""The passport page reads <<OKONKWO, CHINEDU EMMANUEL>>. Which part is the surname?""")
H(K, "nameupper", "en", r"""The DMV paperwork has the buyer as <<GARCÍA MÁRQUEZ, ROCÍO>>, but the finance contract says <<Rocío García Márquez>>. Is that a problem?""")
H(K, "nameupper", "en", r"""Can you sort these by surname? <<DE LA FUENTE, María>>; <<VAN DIJK, Joris>>; <<O'SULLIVAN, Niamh>>""")
H(K, "nameupper", "en", r"""The flight booking for the relocation says <<KOWALSKA/AGNIESZKA>> MS. Is that her full name as on the passport?""")
H(K, "mixed", "en", r"""RE: RE: VIEWING CONFIRMED - hi <<Ines>>, see you [[Saturday]] at 10, cheers <<KOFI>>""")
H(K, "mixed", "en", r"""Re: Offer For <<Chukwuemeka Obi>> – Start Date In [[June]] (can you make this subject line normal case?)""")
H(K, "mixed", "en", r"""FYI <<siobhan>> from HR said the [[BLUE CARD]] application for <<MATEUS DA COSTA>> is approved""")
H(K, "normal", "en", r"""Sorting question: do I write <<McAllister>> or <<Mcallister>>? The candidate's e-mail uses both.""")
H(K, "normal", "en", r"""<<DeShawn Washington>> shows up as <<Deshawn Washington>> in [[BambooHR]] - how do I stop it "fixing" the capital S?""")


# =========================================================================== position
P = "position"
H(P, "start", "en", r"""<<Obinna>>?? where are the keys for the [[Corolla]], customer is waiting""")
H(P, "start", "en", r"""<<Kowalska>> never sent the signed lease back. Should I nudge her again or wait until [[Monday]]?""")
H(P, "start", "en", r"""<<Zsófia Nagy>>""")
H(P, "start", "en", r"""<<Lindqvist>>, <<Åkesson>> and <<Sjöberg>> all applied for the same flat - how do I pick fairly?""")
H(P, "start", "en", r"""<<Tran Van Bao>> - that's the name on the car registration. Is "Van" a middle name?""")
H(P, "start", "en", r"""<<Adebayo>> here, I need to reschedule my interview because it clashes with my visa biometrics appointment. Can you word that for me?""")
H(P, "start", "en", r"""<<Ó Dónaill>> is the referee on the form, but the number goes straight to voicemail. What now?""")
H(P, "start", "en", r"""<<María José>> can't make the [[Tuesday]] viewing - can we offer [[Thursday]] instead?""")
H(P, "start", "en", r"""<<Whitfield>>: 3 missed calls about the [[Fiesta]] trade-in. Summarise what he probably wants.""")
H(P, "start", "en", r"""<<Hamish MacLeod>>, <<Isla Campbell>> - both referees confirmed. Next step?""")
H(P, "middle", "en", r"""So apparently <<Ayesha Siddiqui>> already accepted another offer, can you draft a graceful reply?""")
H(P, "middle", "en", r"""My landlord (<<Hamdan Al Falasi>>) wants six months upfront - is that even legal?""")
H(P, "middle", "en", r"""Yesterday I met <<Juan Pablo Ramírez>> at the dealership and he offered 500 off the [[Kia Sportage]].""")
H(P, "middle", "en", r"""Could you check whether <<Hye-jin>>'s start date clashes with the [[Chuseok]] holiday?""")
H(P, "middle", "en", r"""We think <<Ngozi>> from legal has the sponsor letter template, but nobody can find it.""")
H(P, "middle", "en", r"""When <<Bjørn>> collects the van, can the garage ask him about the next service?""")
H(P, "middle", "en", r"""The agent said Mrs <<Patel>> will let us see the flat on [[Sunday]] if we bring ID.""")
H(P, "middle", "en", r"""Tell the team that <<Rasmus Østergaard>> and <<Mette Kjærgaard>> are now both interviewers.""")
H(P, "middle", "en", r"""After the call with <<Dario>> I updated the candidate notes; please tidy them up.""")
H(P, "middle", "en", r"""Ask if <<Kenji>> can do the handover on the 14th instead.""")
H(P, "end", "en", r"""Thanks, <<Ines>>""")
H(P, "end", "en", r"""who do I make the offer out to, <<Ngozi Adichie-Okafor>>""")
H(P, "end", "en", r"""Please cc Mr. <<Lindqvist>>""")
H(P, "end", "en", r"""Draft the welcome message for our new service advisor, <<Kwabena Darko>>.""")
H(P, "end", "en", r"""can you make this shorter? "running late, be there in 10. Sent from my [[iPhone]]" - <<Yaw>>""")
H(P, "end", "en", r"""The tenancy reference should be addressed to <<Hilde Vestergaard-Berg>>!""")
H(P, "end", "en", r"""Book the test drive for 3 pm and put it under <<Pham Minh Tuan>>""")
H(P, "end", "en", r"""Who approved this visa extension? The log only says 'approved by <<t.nakamura>>'""")
H(P, "end", "en", r"""Reminder text for the viewing, sign it off as <<Solveig>>""")
H(P, "end", "en", r"""whose car is the blue [[Golf]] in bay 2? the ticket just says <<Oyelaran>>""")


# =========================================================================== lists
L = "lists"
H(L, None, "en", r"""CSV from [[Greenhouse]]:
candidate,stage,recruiter
"<<Okafor, Chiamaka>>",onsite,<<Lena Hoffmann>>
"<<Nakamura, Haruto>>",offer,<<Lena Hoffmann>>
"<<dela Cruz, Analyn>>",screen,<<Mateus Soares>>
Can you count candidates per recruiter?""")
H(L, None, "en", "Paste from the ATS, tab separated, please turn it into a table:\n<<Wiremu Parata>>\t[[Site Reliability Engineer]]\tphone screen\n<<Ana Taufa>>\t[[Data Analyst]]\tonsite\n<<Chiara Esposito>>\t[[Product Manager]]\toffer")
H(L, None, "en", r"""| Name | Visa | Expires |
|---|---|---|
| <<Kaveh Hosseini>> | [[Skilled Worker]] | 2026-02 |
| <<Aroha Ngata>> | none | - |
| <<Ioana Popescu>> | [[Blue Card]] | 2025-11 |

Which rows need sponsorship before the end of the year?""")
H(L, None, "en", r"""Can you convert this YAML to JSON?
panel:
  - <<Tendai Moyo>>
  - <<Siddharth Kulkarni>>
  - <<Aylin Kaya>>
backup: <<Ruth Sikua>>""")
H(L, None, "en", r"""Merge first and last into a full_name field with jq: [{"first": "<<Yaw>>", "last": "<<Mensah>>"}, {"first": "<<Ingrid>>", "last": "<<Haugen>>"}, {"first": "<<Thabo>>", "last": "<<Mokoena>>"}]""")
H(L, None, "en", r"""Can you format this reference in APA? <<Raman, P>>., <<Okonkwo, C>>., & <<Lindqvist, E>>. (2021). Visa processing times and the hiring funnel. Journal of Talent Research, 4(2), 11-29.""")
H(L, None, "en", r"""Which of these can I safely delete from [[iCloud]]?
- <<Tobias>> (old landlord)
- Mrs <<Chen>> (letting agent, 2019)
- <<Brodie Hawkins>> (car salesman)
- <<Lupe>>""")
H(L, None, "en", r"""Interview order tomorrow: 1) <<Anjali Verma>> 9:00 2) <<Kofi Asante>> 9:45 3) <<Marta Kowalczyk>> 10:30. Make calendar blocks with 15 min buffers.""")
H(L, None, "en", r"""Referees: Prof. <<Henrik Sørensen>>; Dr <<Amal Haddad>>; <<Jonas Petraitis>> (line manager). Which one should I contact first?""")
H(L, None, "en", r"""Who's covering the showroom this weekend, <<Gaute>>/<<Sindre>>/<<Eirik>>? I need a rota that's fair.""")
H(L, None, "en", r"""<<Sipho>> & <<Lerato Molefe>> & <<Johan>> - viewing at 4 on [[Friday]]. Write a group text.""")
H(L, None, "en", r"""Dinner for the interview panel: <<Emeka>>, <<Priya Raman>>, <<Jo>>, and me. Book a table for four somewhere quiet.""")
H(L, None, "en", r"""Why does [[Google Contacts]] say row 3 is invalid?
First Name,Last Name,Mobile
<<Kalani>>,<<Kealoha>>,808-555-0142
<<Mele>>,<<Fifita>>,
<<Rhys>>,<<Pritchard>>,07700 900456""")
H(L, None, "en", r"""Which visa types expire first?
 id | full_name       | visa
----+-----------------+------
 11 | <<Layla Haddad>>    | [[O-1]]
 12 | <<Mikael Nieminen>> | [[L-1]]
 13 | <<Chiara Bianchi>>  | [[H-1B]]""")
H(L, None, "en", r"""List the attendees as a table:
ATTENDEE;CN=<<Fatou Diop>>:mailto:<<fatou.diop>>@example.com
ATTENDEE;CN=<<Jens Nielsen>>:mailto:<<jnielsen>>@example.com""")
H(L, None, "en", r"""Shortlist after phone screens: <<Kwame>>, <<Ayşe>>, <<Diego>> and maybe <<Chen Jing>>. Draft rejection e-mails for everybody else.""")
H(L, None, "en", r"""what's left on this list?
- [ ] send offer to <<Matías Rojas>>
- [ ] book [[TN]] consult for <<Hannah Whitfield>>
- [x] reference check for <<Yuki Tanaka>>""")
H(L, None, "en", r"""Make a mailing list from this: <<Noa Levi>> (<<noa.levi>>@example.com), <<Itai Mizrahi>> (<<itai>>@example.com), <<Shira Ben-David>> (<<shira.bd>>@example.com)""")
H(L, None, "en", r"""Key log: unit 4 - <<Hemi Tipene>>; unit 7 - <<Ngaire Horomona>>; unit 9 - <<Tane>>. Who still has keys out after the inspection?""")
H(L, None, "en", r"""Sort by model: <<Olga Sokolova>> - [[Hyundai i30]]; <<Pavel Volkov>> - [[Mazda 3]]; <<Darya Lebedeva>> - [[Kia Niro]].""")
H(L, None, "en", r"""Can you dedupe these contacts: <<Jose Garcia>>, <<José García>>, <<J. Garcia>>, <<Garcia, Jose>>?""")
H(L, None, "en", r"""Referees on file for <<Kim Min-jun>>: <<Lee Seo-yeon>> (manager), <<Choi Do-hyun>> (colleague). Draft the reference request.""")
H(L, None, "en", r"""Post this in #hiring: panel for Thursday is @<<sofia.georgiou>>, @<<mkaplan>> and @<<d.nwosu>>, please accept the invite""")
H(L, None, "en", r"""Dutch sorting rules please: <<Sanne de Jong>>, <<Lotte ter Horst>>, <<Jan-Willem van den Broek>>, <<Femke Bakker>>""")
H(L, None, "en", r"""Dependants on the application: spouse <<Farida Rahimi>>, children <<Omid>> (7) and <<Parisa>> (4). Which forms does each of them need?""")
H(L, None, "en", r"""Count shifts per person: Mon <<Pita>>, Tue <<Malia>>, Wed <<Tavita>>, Thu <<Sina>>, Fri <<Pita>>""")
H(L, None, "en", r"""Are these sorted correctly? <<van Zyl, Gerrit>>; <<du Plessis, Riana>>; <<le Roux, Wynand>>""")
H(L, None, "en", r"""Who are <<kwabena.d>>, <<ayesha_s>> and <<m.rossi>> in the #recruiting channel? I only know display names.""")
H(L, None, "en", r"""Tenant list (flat, name, phone): 1A <<Emeka Eze>> 07700 900111; 1B <<Grace Liu>> 07700 900222; 2A <<Hope Mwangi>> 07700 900333. Sort by flat.""")
H(L, None, "en", r"""Add to the interview loop: <<Ravi Teja Chowdary>>, <<Sravani Reddy>>, <<Naveen Kondapalli>>""")
H(L, None, "en", r"""Which of these are the same person? <<Nikolai Petrov>>, <<Nikolay Petrov>>, <<Н. Петров>>, <<Petrov N>>""")
H(L, None, "en", r"""Contacts to merge: <<Jo Baker>> / <<Joanne Baker>> / <<jo.baker>> - which name should I keep?""")
H(L, None, "en", r"""Seating plan for the offer dinner: <<Mariana>> next to <<Tiago>>, <<Beatriz>> next to <<Duarte>>. Does that work?""")
H(L, None, "en", r"""People with [[Skilled Worker]] visas expiring this year: <<Suresh>>, <<Hadiza Bello>>, <<Marek>>. Draft a reminder for each.""")
H(L, None, "en", r"""vCards to fix (the phone shows them surname-first):
FN:<<Wairimu Gitau>>
FN:<<Ole Bakke>>
FN:<<Mei Lin Goh>>""")
H(L, None, "en", r"""Test drive bookings for [[Saturday]]:
* 09:00 <<Alcide Guidry>> - [[Jeep Wrangler]]
* 10:30 <<Noémie Broussard>> - [[Jeep Compass]]
* 12:00 walk-in
Can you text each of them a reminder?""")


# =========================================================================== possessive
S = "possessive"
H(S, None, "en", r"""Can you proofread <<Chris>>' cover letter? He's applying for the [[Service Advisor]] job.""")
H(S, None, "en", r"""I left <<James>>'s spare key at the office - draft a text telling him where it is.""")
H(S, None, "en", r"""Is <<Agnes>>' reference enough for the letting agent or do they need two?""")
H(S, None, "en", r"""<<Nguyễn>>’s passport expires before the visa does; what happens then?""")
H(S, None, "en", r"""The <<Okafors>>' deposit hasn't been returned after 30 days - what are their options?""")
H(S, None, "en", r"""Compare <<Ingrid>>'s and <<Håkon>>'s relocation packages in a small table.""")
H(S, None, "en", r"""<<Thomas>>' [[Tesla]] is due for its tyre rotation - book it for next week.""")
H(S, None, "en", r"""Before I share this screenshot, remind me to blur <<Amira Haddad>>'s phone number.""")
H(S, None, "en", r"""Found in the meeting room: "<<Jürgen Weiß>>'s car keys". Draft a message to the team.""")
H(S, None, "en", r"""<<Francis>>'s and <<Frances>>'s CVs got mixed up - how do I tell which is which?""")
H(S, None, "en", r"""<<Moses>>' car was towed to the garage overnight, what do I tell the insurer?""")
H(S, None, "en", r"""I still need Dr <<Osei-Bonsu>>'s signature on the medical form for the visa.""")
H(S, None, "en", r"""<<Keisha Freeman>>’s offer letter has the wrong start date - it says [[May]] 5 instead of [[June]] 5.""")
H(S, None, "en", r"""Summarise <<Aarav>>'s interview scorecard from [[Greenhouse]] in three bullets.""")
H(S, None, "en", r"""<<Kowalski>>'s landlord reference mentions late payments in [[March]]. Is that a red flag?""")
H(S, None, "en", r"""Add <<Lars>>' birthday to my calendar - 12 [[April]].""")
H(S, None, "en", r"""<<Hernández>>'s [[Toyota Hilux]] needs a new clutch; write the estimate message.""")
H(S, None, "en", r"""<<Sun-hee>>’s visa interview moved - can you update the reminder?""")
H(S, None, "en", r"""The immigration lawyer wants <<Mustafa Al-Jubouri>>'s and his wife's birth certificates translated.""")
H(S, None, "en", r"""Where does Ms <<Teo>>'s invoice go, accounts payable or the garage manager?""")
H(S, None, "en", r"""<<Oluwaseun>>'s name keeps getting truncated in the ATS to "<<Oluwase>>". Is there a field length limit?""")
H(S, None, "en", r"""Remind me it's <<Siddharth>>'s last day on [[Friday]].""")
H(S, None, "en", r"""<<Achieng>>'s bike, <<Otieno>>'s car and my van all need parking permits at the new flat.""")
H(S, None, "en", r"""The lease is in <<Bao>>’s name only; can I still be listed as an occupant?""")
H(S, None, "en", r"""Can <<Angus>>' mum act as guarantor on the flat?""")
H(S, None, "en", r"""<<Mendel Goldberg>>'s work permit and <<Chaya Goldberg>>'s dependant permit expire on the same day.""")
H(S, None, "en", r"""<<Rosie>>'s question from the interview: is the role hybrid? Write an answer.""")
H(S, None, "en", r"""<<Paolo>>'s referee never replied; what's a polite nudge?""")
H(S, None, "en", r"""Is it "<<Dumas>>'s" or "<<Dumas>>'" in the landlord's letter? His name is <<Olivier Dumas>>.""")
H(S, None, "en", r"""what time is <<priyanka>>'s test drive again? the [[i20]] one""")


# =========================================================================== quoted
Q = "quoted"
H(Q, None, "en", r"""Can you help me answer this politely?

> On Tue, 4 Mar 2025 at 09:12, <<Lukas Hoffmann>> <<<lukas.hoffmann>>@example.com> wrote:
> Hi <<Amara>>, thanks for the interview yesterday. Unfortunately we went with another candidate.
> Best, <<Lukas>>

I'd like to ask for feedback without sounding bitter.""")
H(Q, None, "en", r"""Summarise who's doing what:

From: <<Beatriz Carvalho>> <<<bcarvalho>>@harbourlets.example>
Subject: Re: Re: viewing 14B

Yes, [[Saturday]] 11:00 works. <<Duarte>> will bring the keys.

> Can we come on Saturday morning instead?
> <<Sam>>""")
H(Q, None, "en", r"""[10:02] <<Marco>>: is the [[Golf]] still available? [10:05] <<Sven>> (dealer): yes, test drive today? [10:06] <<Marco>>: 5pm ok [10:07] <<Sven>>: 👍 - can you turn this into a calendar entry?""")
H(Q, None, "en", r"""12/03/25, 18:41 - <<Priyanka Desai>>: did the landlord reply?
12/03/25, 18:43 - <<Rohan>>: not yet, Mr <<Shah>> said tomorrow
12/03/25, 18:44 - <<Priyanka Desai>>: ok
What's the status of the flat?""")
H(Q, None, "en", r"""Voicemail (auto-transcribed): "hi it's <<kemal>> from the garage, your [[passat]] is ready, ask for <<serkan>> at the desk" - write me a to-do.""")
H(Q, None, "en", r"""Please summarise the candidate's answers:
[00:03:12] <<Halvorsen>>: Walk me through the migration.
[00:03:20] <<Adaeze Eze>>: Sure. At my last job we moved from [[Taleo]] to [[Workday]] in four months.
[00:05:01] <<Halvorsen>>: And the data mapping?""")
H(Q, None, "en", r"""Is this legit? 'Dear <<Svetlana Morozova>>, your [[ESTA]] has been REVOKED. Pay the 89 USD reinstatement fee within 12 hours. Regards, <<John Miller>>, Immigration Officer'""")
H(Q, None, "en", r"""Who is this from and what do they want?

Thanks,
<<Tomás Ó Súilleabháin>>
[[Lettings Negotiator]]
m: 087 555 0199""")
H(Q, None, "en", r"""Hi <<Tomasz>>,

Just confirming your car will be ready at 4.

<<Gareth>>

^ can you make this sound more professional?""")
H(Q, None, "en", r"""> > <<Rukhsana>>: can we push the offer call?
> Sure, [[Thursday]]?
yes thursday works - <<Rukhsana>>

what day did we agree on in the end?""")
H(Q, None, "en", r"""<<jwhitaker>> 10:14 AM: who owns the [[iCIMS]] migration?
<<ananya.c>> 10:15 AM: me + <<Debjani>>
<<jwhitaker>> 10:16 AM: 🙏
Turn this into a one-line status update.""")
H(Q, None, "en", r"""My mum forwarded this: 'From Auntie <<Akua>>: your tenant <<Efua>> called, says the boiler is broken again.' Who should I call first, the agent or the plumber?""")
H(Q, None, "en", r"""Got this auto-reply: 'I'm out until [[Monday]]. For urgent visa matters contact <<Ingrid Solberg>> (<<ingrid.solberg>>@example.org).' Should I wait or e-mail her?""")
H(Q, None, "en", r"""Text from the dealer: "<<Dwayne>> here from the showroom, the [[Hyundai Tucson]] you liked dropped 1,000. Still keen?" How do I negotiate further?""")
H(Q, None, "en", r"""Invitation: Final interview - <<Sofía Benítez>> @ Wed 12 Mar 2025 15:00 - 16:00 (GMT)
Organizer: <<Martín Cabrera>>
Guests: <<Lucía Silva>>, <<Bruno Techera>>
Can you check if I'm double-booked at that time?""")
H(Q, None, "en", r"""Please reply to this for me:

Dear Mr <<Abernethy>>,
I'm writing regarding <<Tessa Quinlan>>, who has applied to rent 22 Elm Court. Could you confirm she was your tenant from 2021 to 2024?""")
H(Q, None, "en", r"""Quote from the interview: “I worked under <<Yusuf Demir>> at the Istanbul office for three years.” Should I verify this with a reference call?""")
H(Q, None, "en", r"""Customer review to answer: '<<Gerrit>> at the service desk was rude and the [[Audi A4]] still rattles. 1 star.' Draft a calm reply.""")
H(Q, None, "en", r"""landlord: hi its <<Winston>> | me: hi, about the deposit | <<Winston>>: will pay fri | me: ok - is he promising to pay on Friday?""")
H(Q, None, "en", r"""Voicemail from the consulate: 'This message is for <<Aigerim Akhmetova>>, please call us regarding your appointment on the 14th.' What should I prepare before calling back?""")
H(Q, None, "en", r"""Reply-To: <<Kaveh Rostami>> <<<k.rostami>>@relo.example.com>
Cc: <<Golnaz Tehrani>>
Subject: Your [[O-1]] petition - [[RFE]] response

What is an RFE and how long do I have?""")
H(Q, None, "en", r"""Recruiter DM: 'hey <<Lwazi>>! 👋 <<Thandeka>> from the talent team here, are you open to a [[Product Manager]] role?' How do I say not now but maybe later?""")
H(Q, None, "en", r"""From the tenant portal: '<<Jakub Wróbel>> wrote: the washing machine leaks again. <<Zofia Wróbel>> wrote: and the heating is off.' Write one repair request.""")
H(Q, None, "en", r"""User: book a call with <<Yerlan>>
Bot: which <<Yerlan>>, <<Yerlan Omarov>> or <<Yerlan Seitkali>>?
User: the second one
- what did I just ask the bot to do?""")
H(Q, None, "en", r"""Hi <<Soo-ah>>, 안녕하세요! Sorry for the late reply about the apartment. <- is this greeting okay for a Korean landlord?""")
H(Q, None, "en", r"""My French colleague wrote « <<Benoît>> passe récupérer la voiture demain ». What does it mean?""")
H(Q, None, "en", r"""Make this announcement more fun: "Hi all - please welcome <<Ibrahima Ndiaye>>, who joins as [[Parts Manager]] on [[Monday]]. <<Fatou>> will show him around." """.rstrip())
H(Q, None, "en", r"""Summarise this support chat: [Agent <<Priscilla>>] Thanks for waiting. [Customer] my [[Renault Clio]] keeps losing power [Agent <<Priscilla>>] Let me book a diagnostic for you.""")
H(Q, None, "en", r"""> From: <<Hamza Qureshi>>
> Sent: [[Friday]]
> I can't make the viewing, ask <<Bilal>> to cover.

Who is covering, and do they have the keys?""")
H(Q, None, "en", r"""The interviewer's notes say: '<<Bello>> - strong; <<Garba>> - weak on SQL; <<Dikko>> - no show'. Turn them into a table.""")
H(Q, None, "en", r"""me: is <<Florin>> coming to the viewing? <<Ioana>>: yes, with his wife <<Mihaela>>. me: ok - how many people should I expect?""")
H(Q, None, "en", r"""Quoted in the tenant reference: “<<Nomsa>> was a model tenant.” - signed <<P. Mokoena>>. Is an initial enough for the agency?""")
H(Q, None, "en", r"""Fix the formatting of this call transcript: Caller: hi yes it's <<Eleanor Whitcombe>>, <<W-H-I-T-C-O-M-B-E>>, about the valuation on Thursday.""")
H(Q, None, "en", r"""Rewrite this more formally: 'Hey <<Mo>>, it's <<Dee>>, the keys are under the mat, car's unlocked.'""")
H(Q, None, "en", r"""Thanks <<Kasia>>!

-----Original Message-----
From: <<Katarzyna Nowak>>
Sent: 03 March 2025 10:14
Subject: Your [[Skoda Fabia]] service

Could you tell me what this thread is about?""")
H(Q, None, "en", r"""Texts from the agent: 'Hi it's <<Jodie>> from [[Rightmove]] lettings' - is that even a real agency or a scam?""")
H(Q, None, "en", r"""Reply to the applicant who wrote: 'Dear Hiring Manager, my name is <<Obiageli Nwachukwu>> and I'm applying for the [[QA Engineer]] role.' Thank her and ask for a portfolio.""")
H(Q, None, "en", r"""Fwd: Appointment confirmation - Applicant: <<HERNÁNDEZ LÓPEZ, Guadalupe>> | Post: consulate | Category: [[B1/B2]]. What do I need to bring?""")
H(Q, None, "en", r"""My assistant's note: 'Called <<Rafa>> re: [[Kia Ceed]] - he'll call back after 6.' Make it a reminder.""")
H(Q, None, "en", r"""> my recruiter <<Kaitlyn>> ghosted me after the final round
how do I follow up without burning the bridge?""")
H(Q, None, "en", r"""[<<Ahmad Shah>>] salam, flat still free? [me] yes [<<Ahmad Shah>>] can I see it with my brother <<Zalmai>>? - reply in English, friendly.""")
H(Q, None, "en", r"""Summarise this complaint: 'I spoke with <<Imelda>> twice and <<Ronan>> once and nobody fixed my booking.'""")
H(Q, None, "en", r"""The voicemail says 'this is <<Farhan>> from [[Naukri]]' - is Naukri a recruiter or a job board?""")
H(Q, None, "en", r"""From: noreply@consulate.example
Dear <<KHALIDI, Yazan>>, your appointment is confirmed.

Why is my name written like that?""")
H(Q, None, "en", r"""Interview debrief thread:
<<Eszter>>: hire
<<Gábor>>: no hire, weak on testing
<<Réka>>: hire
What's the consensus?""")
H(Q, None, "en", r"""<<Lamin>>: bro the landlord wants 2 months deposit / <<Ebrima>>: that's normal here? - is two months normal for a flat?""")
H(Q, None, "en", r"""Can you translate the dealer's e-mail? 'Estimado Sr. <<Villalba>>: su vehículo ya está listo para recoger.'""")
H(Q, None, "en", r"""You: who's the duty agent today?
Rota bot: <<Naledi>> (am), <<Thulani>> (pm)
Can you write one message to both of them?""")
H(Q, None, "en", r"""Please reply to this: 'Hi, this is <<Hye-won>>, the flat above yours. Your car alarm went off at 3am again.'""")
H(Q, None, "en", r"""Cover letter opening: 'My name is <<Astrid Lindqvist>>, and I was referred by <<Jonas Berg>>.' Is it ok to name the referrer?""")
H(Q, None, "en", r"""Who sent this?
--
<<Kofi Owusu-Ansah>> | Senior Recruiter | he/him
<<kofi.oa>>@bluepeak.example""")
H(Q, None, "en", r"""Marketplace message: 'hi, is the [[Prius]] still available? <<Luis>>' - reply that it's sold but we have a [[Corolla]].""")
H(Q, None, "en", r"""Email draft: 'Dear <<Marie-Claire>> and <<Jean-Baptiste>>, congratulations on the flat!' Should I use their surnames instead?""")
H(Q, None, "en", r"""Is this a scam? SMS: "[[DHL]]: parcel for <<M. Fontaine>> held at customs, pay 2.99 EUR here"...""")


# =========================================================================== code
D = "code"
H(D, None, "en", r"""What is this comment asking for? # TODO(<<priya.raman>>): remove once the [[Workday]] webhook is stable""")
H(D, None, "en", r"""Explain this git trailer block:

Signed-off-by: <<Thandiwe Ncube>> <<<t.ncube>>@example.com>
Co-authored-by: <<Lars Holmgren>> <<<lars>>@example.org>""")
H(D, None, "en", r"""Why does the first value need two apostrophes?
SELECT first_name, last_name FROM applicants WHERE last_name IN ('<<O''Brien>>', '<<Ní Bhriain>>');""")
H(D, None, "en", r"""How many applicants failed?
2025-03-01 12:00:01 WARN [visa-sync] applicant=<<ayodele.bankole>> missing field passport_expiry
2025-03-01 12:00:02 INFO [visa-sync] applicant=<<mikkel.sorensen>> ok
2025-03-01 12:00:02 WARN [visa-sync] applicant=<<hsaikia>> missing field employer_id""")
H(D, None, "en", r"""Why does this print the wrong surname for some people?
candidates = ["<<Ahmed El-Sayed>>", "<<Hoda Abdel Fattah>>", "<<Sherif Mansour>>"]
for c in candidates:
    print(c.split()[-1])""")
H(D, None, "en", r"""Add a JSDoc block to this:
// author: <<Kenji Watanabe>> (<<kwatanabe>>)
function formatPlate(p) { return p.replace(/\s+/g, '').toUpperCase(); }""")
H(D, None, "en", r"""Update the author tag to also include <<Otieno Okoth>>:
/**
 * Lease renewal reminders.
 * @author <<Nyambura, Wanjiku>>
 * @since 2.3
 */""")
H(D, None, "en", r"""What does this HTML comment mean? <!-- TODO(<<mmoreau>>): agent photo is 2MB, compress it --> <img src="/agents/<<camille-moreau>>.jpg" alt="">""")
H(D, None, "en", r"""What does this CODEOWNERS file do?
/visa/      @<<ljovanovic>> @<<dnikolic>>
/garage/    @<<peter.kovac>>
*           @<<hr-ops>>""".replace("@<<hr-ops>>", "@hr-ops"))
H(D, None, "en", r"""Is this valid JSON? {"assignee": "<<Nkosinathi Ndlovu>>", "watchers": ["<<sibanda.t>>", "<<mpofu>>"], "ticket": "GAR-118"}""")
H(D, None, "en", r"""Who changed the VIN check?
3f2a1c9 (<<Ramona Ionescu>>) fix VIN validation
8e7d0b2 (<<Mihai Stoica>>) add [[Dacia]] trims
1c0ffee (<<Ramona Ionescu>>) bump deps""")
H(D, None, "en", r"""Is it safe to commit this .env?
SMTP_FROM="<<Léa Rousseau>> <no-reply@example.com>"
ADMIN_USER=<<lrousseau>>
ADMIN_PASS=changeme""")
H(D, None, "en", r"""This link is broken: https://github.com/<<kwame-mensah>>/tenant-portal/pull/42 - was the PR closed?""")
H(D, None, "en", r"""Why does Word say this path is too long? C:\Users\<<Tomasz.Grabowski>>\Documents\Oferty\2025\umowa-<<grabowski>>.docx""")
H(D, None, "en", r"""Where did this file end up? /Users/<<hkaplan>>/Downloads/CV-<<Hannah-Kaplan>>-2025.pdf""")
H(D, None, "en", r"""Why does <<maria.del.carmen.ruiz>>@example.es bounce? Is the address too long for our mail server?""")
H(D, None, "en", r"""What's the modern replacement for this line? MAINTAINER <<Baraka Mwinyi>> <<<baraka>>@example.com>""")
H(D, None, "en", r"""How do I skip rows with a NULL phone?
INSERT INTO contacts (name, phone) VALUES
  ('<<Aisha Bello>>', '+234 803 555 0101'),
  ('<<Chinedu Okonkwo>>', '+234 803 555 0102'),
  ('<<Zainab Lawal>>', NULL);""")
H(D, None, "en", r"""Python's csv module splits this line into four fields instead of three, why? "<<Sithole, Themba>>",[[Letting Agent]],2024-05-01""")
H(D, None, "en", r"""Write a regex that accepts names like <<Jean-Luc>>, <<O'Neill>>, <<D'Souza>> and <<McAllister>> but rejects digits.""")
H(D, None, "en", r"""Why does this print "Dear Mr None"?
last_name = "<<Al-Rashidi>>"
title = None
print(f"Dear Mr {title}")""")
H(D, None, "en", r"""Why does this test fail on Windows but pass on my Mac?
def test_greeting():
    assert greet("<<Siobhán>>") == "Hi <<Siobhán>>!"
""".rstrip())
H(D, None, "en", r"""Why the 403? 10.0.3.4 - <<aoife.kavanagh>> [12/Mar/2025:10:01:22 +0000] "GET /offers/417 HTTP/1.1" 403 512""")
H(D, None, "en", r"""Write steps to reproduce for this ticket: GAR-221 Customer <<Yaw Boateng>> reports [[CarPlay]] disconnects on the motorway. Assignee: <<e.osei>>""")
H(D, None, "en", r"""Should I keep the trailer when reverting?

Revert "add <<Nadia>>'s field mapping for [[BambooHR]]"

This reverts commit 1a2b3c4.
Reported-by: <<Karim Benali>> <<<kbenali>>@example.com>""")
H(D, None, "en", r"""This returns nothing but the car is definitely there:
SELECT v.plate FROM vehicles v JOIN owners o ON o.id = v.owner_id WHERE o.name = '<<Ngo Thi Mai>>';""")
H(D, None, "en", r"""What's a sensible tagging convention? tags = { owner = "<<s.adhikari>>", team = "talent", cost_center = "4410" }""")
H(D, None, "en", r"""Improve this PR description: "Closes #88. Thanks @<<wiebe-hoekstra>> for the report and @<<sytske>> for testing on [[Safari]]."
""".rstrip())
H(D, None, "en", r"""# maintained by <<Bogdan Munteanu>> since 2021; ask <<Radu>> before changing the deploy target
deploy: build
	rsync -az dist/ web01:/srv/careers
- can you explain this Makefile?""")
H(D, None, "en", r"""package.json has "author": "<<Ilse Wijngaarde>> <<<ilse>>@example.sr>", "contributors": ["<<Rabin Ramdin>>"] - is the contributors format right?""")
H(D, None, "en", r"""Traceback (most recent call last):
  File "match.py", line 41, in lookup
    return by_name[key]
KeyError: '<<Oyelaran-Smith>>'
Why do hyphenated surnames fail the lookup?""")
H(D, None, "en", r"""The diaeresis gets lost in this Cypress test, how do I fix it? cy.get('[data-test=name]').type('<<Zoë Kealoha>>')""")
H(D, None, "en", r"""Android shows this contact as "<<Naidu Ravi Teja>>", how do I get first name first?
BEGIN:VCARD
FN:<<Ravi Teja Naidu>>
N:<<Naidu>>;<<Ravi Teja>>;;;
END:VCARD""")
H(D, None, "en", r"""Why does [[Outlook]] show the wrong time?
BEGIN:VEVENT
SUMMARY:Test drive - [[BMW X3]] - <<Hannelore Schröder>>
ATTENDEE;CN=<<Klaus Weber>>;ROLE=REQ-PARTICIPANT:mailto:<<k.weber>>@autohaus.example
DTSTART;TZID=Europe/Berlin:20250314T150000
END:VEVENT""")
H(D, None, "en", r"""UPDATE contacts SET display_name = '<<Ahmad Popal>>' WHERE handle = '<<apopal>>'; -- affected 2 rows?? why""")
H(D, None, "en", r"""Turn these into GitHub issues:
# TODO(<<jbaker>>): handle multiple guarantors
# FIXME(<<r.chowdhury>>): deposit rounding is off by one cent""")
H(D, None, "en", r"""// Deprecated: ask <<Luthando Mthembu>> before removing (see RFC-12)
func LegacyApplicant() {}
- what's the Go convention for deprecation comments?""")
H(D, None, "en", r"""What does #[doc = "Maintainer: <<Eero Häkkinen>>"] do on a Rust module?""")
H(D, None, "en", r"""Why are my commits still showing the old name?
export GIT_AUTHOR_NAME="<<Ngaire Parata>>"
export GIT_AUTHOR_EMAIL="<<ngaire>>@example.nz\"""".replace('\\"', '"'))
H(D, None, "en", r"""What does this do? /remind @<<liam.kelly>> to send the [[DBS]] check form tomorrow at 9am""")
H(D, None, "en", r"""=CONCAT(B2," ",A2) gives "<<Khoury Rania>>" instead of "<<Rania Khoury>>" in [[Excel]], what's wrong?""")
H(D, None, "en", r"""Pretty-print this log line: {"level":"info","msg":"offer sent","candidate":"<<Ifeoma Nwosu>>","recruiter":"<<c.ekanem>>","ats":"[[Lever]]"}""")
H(D, None, "en", r"""Which of these are valid e-mail addresses? test@example.com, <<wanjiru.kamau>>@example.co.ke, <<otieno>>+cars@example.com, @example.com""")
H(D, None, "en", r"""Translate the string in this Java line to English: String greeting = "Karibu, <<Neema>>! Nyumba iko tayari.";""")
H(D, None, "en", r"""Who last touched line 42?
^a1b2c3d (<<Oskar Bergström>> 2024-11-02 14:10:11 +0100 42)     if (visa.expires.isBefore(today)) {""")
H(D, None, "en", r"""-- owner: <<Zhang Wei>> / backup: <<Liu Yang>>
CREATE INDEX idx_tenant_surname ON tenants (surname);
Is this index useful for LIKE 'Mc%' searches?""")
H(D, None, "en", r"""Is there a better way than hardcoding this in docker-compose?
    environment:
      - RECRUITER_NAME=<<Sanne de Vries>>
      - RECRUITER_EMAIL=<<s.devries>>@example.nl""")
H(D, None, "en", r"""Who created the branch feature/<<aelsayed>>/ics-export, and can I delete it?""")
H(D, None, "en", r"""metadata:
  annotations:
    owner: <<j.okafor>>
    contact: <<Jideofor Okafor>>
Is annotations the right place for this?""")
H(D, None, "en", r"""is putting the password here safe? curl -u <<nsibanda>>:hunter2 https://ats.example.com/api/v1/candidates""")
H(D, None, "en", r"""Sort this dict by flat number: landlords = {"<<Kemal Aydın>>": "flat 2", "<<Elif Şahin>>": "flat 5", "<<Barış Öztürk>>": "flat 1"}""")
H(D, None, "en", r"""My CV template has \author{<<Tuulikki Laaksonen>> \and <<Jukka Mäkinen>>} - how do I show only one author?""")
H(D, None, "en", r"""---
title: Offer letter
author: <<Zanele Mkhize>>
reviewer: <<s.dlamini>>
---
What is this block at the top of the Markdown file?""")
H(D, None, "en", r"""-- TODO(<<lpereira>>): add index on last_name
Should I add the index now? The tenants table has 2M rows.""")
H(D, None, "en", r"""Co-authored-by: <<Tariq Wani>> <41277+<<tariqwani>>@users.noreply.github.com> - does GitHub need the number part?""")
H(D, None, "en", r"""How do I allow Irish names? ValidationError: last_name '<<Ó Dónaill>>' contains invalid characters""")
H(D, None, "en", r"""pm.expect(json.tenant.name).to.eql("<<Mehmet Öztürk>>") fails with "expected 'Mehmet Ozturk'"... why?""".replace("'Mehmet Ozturk'", "'<<Mehmet Ozturk>>'"))
H(D, None, "en", r"""What does this do? scp offer.pdf <<bkaya>>@10.0.0.5:/home/<<bkaya>>/offers/""")
H(D, None, "en", r"""Why does the import swap first and last names?
Nom;Prénom;Poste
<<Lefèvre>>;<<Océane>>;[[Service Advisor]]
<<Girard>>;<<Théo>>;Technicien""")
H(D, None, "en", r"""Refactor this: if user.username in ("<<mkowalczyk>>", "<<jnovak>>", "<<a.horvat>>"): grant_admin(user)""")


# =========================================================================== business
B = "business"
H(B, None, "en", r"""Can you check the probation clause in this?

Dear <<Nomvula>>,
We are pleased to offer you the position of [[Payroll Specialist]] at [[Kestrel Talent]], starting 1 [[April]] 2025, subject to a six-month probation period.""")
H(B, None, "en", r"""INVOICE 2025-0341
Bill to: <<Dimitra Vlachou>>, Odos Ermou 12, Athens
Vehicle: [[Toyota Yaris]] Hybrid
Labour 1.5 h, brake fluid, pads
Is 24% the right VAT rate for Greece?""")
H(B, None, "en", r"""Which fields on this background check form are mandatory?
Full name: <<Oluwaseun Adebayo-Williams>>
Other names used: <<Seun Adebayo>>
Date of birth: 1990-07-12""")
H(B, None, "en", r"""Rental application: applicant <<Mattias Berg>>, salary 41,000; guarantor <<Birgitta Berg>> (mother), retired. [[Will]] the agency accept a retired guarantor?""")
H(B, None, "en", r"""Re: Reference for <<Chidi Okeke>> - could you confirm the tenancy dates and whether rent was paid on time? Make this request sound friendlier.""")
H(B, None, "en", r"""Employee: <<WAWERU, Njeri>>  ID 0042  Period: [[March]] 2025  Net: 84,200 KES - why is the NSSF deduction higher this month?""")
H(B, None, "en", r"""Is this invitation letter OK for the embassy? "I, <<Farid Huseynov>>, residing at 14 Park Lane, invite my sister <<Sevinj Huseynova>> to stay with me from 1 to 21 [[July]]." """.rstrip())
H(B, None, "en", r"""This is to confirm that Ms <<Tiurma Simanjuntak>> has been employed by [[Oakridge Homes]] as a [[Property Manager]] since 2019. - Is this enough for a mortgage lender?""")
H(B, None, "en", r"""Seller: [[Northgate Motors]] Ltd. Buyer: <<Gaspar Chan Poot>>. Vehicle: 2021 [[Honda Civic]]. What is the cooling-off period in a contract like this?""")
H(B, None, "en", r"""Deposit protection certificate - Tenants: <<Amaru Quispe>>, <<Killa Condori>>. Landlord: <<Dylan Pritchard>>. Does each tenant need their own certificate?""")
H(B, None, "en", r"""This Agreement is made between [[Bluepeak Recruiting]] and <<Sherzod Karimov>> (the "Recipient"). - is this NDA mutual or one-way?""")
H(B, None, "en", r"""Relocation allowance approved for <<Hiroshi Yamashita>>: 6,000 EUR, paid with the [[May]] payroll. Is it taxable?""")
H(B, None, "en", r"""Customer: Mr <<Adeyemi>>
Vehicle: [[Volkswagen Passat]]
Work: timing belt, water pump
Can you explain to him why the water pump is replaced at the same time?""")
H(B, None, "en", r"""Beneficiary: <<Ananya Chatterjee>>
Petitioner: [[Brightlane Relocation]] Inc.
Classification: [[H-1B]]
What does "beneficiary" mean on this receipt notice?""")
H(B, None, "en", r"""Insurance claim draft: policyholder <<Remy Boudreaux>>, named driver <<Odile Boudreaux>>, rear-ended at a red light on I-10. What else should I include?""")
H(B, None, "en", r"""Lease clause: "The Tenant, <<Nikolaos Georgiou>>, shall not sublet the premises without written consent." Can I still have a lodger for two months?""")
H(B, None, "en", r"""Payroll change form - name change: <<Emily Carter>> -> <<Emily Carter-Nakamura>>, effective next pay run. Which systems need updating?""")
H(B, None, "en", r"""Interview expense claim: claimant <<Lorne Cardinal>>; train 84.50; hotel 129.00. Are these within a 200 limit?""")
H(B, None, "en", r"""New occupant for the utilities transfer: <<Siti Aminah binti Yusof>> from 1 [[September]]. Draft the e-mail to the energy supplier.""")
H(B, None, "en", r"""Receipt no. 7781 - Applicant: <<Abdulmalik Macarambon>> - Fee: 160 USD - Category: [[B1/B2]]. Is this fee refundable if the visa is refused?""")
H(B, None, "en", r"""Agent <<Kirra Mundine>>: 3 lets in [[February]], 1 sale at 540,000. Calculate commission at 8% of first-year rent (1,900/month each) and 1.5% of the sale.""")
H(B, None, "en", r"""Test drive waiver: "I, <<Chanthou Sok>>, accept responsibility for any damage caused during the test drive." Is this enforceable?""")
H(B, None, "en", r"""To whom it may concern: <<Lahiru Perera>> worked as a [[Workshop Foreman]] at [[Copperfield Garage]] from 2018 to 2024. - make this reference warmer.""")
H(B, None, "en", r"""Guarantor form: <<Rosario Lo Presti>>; relationship: uncle; income 42,000. Is that enough for a flat at 1,100 a month?""")
H(B, None, "en", r"""Note for the file: checked the passport of <<Aylin Demir>> on 3 [[March]]; share code verified. Is this a complete right-to-work record?""")
H(B, None, "en", r"""Car finance quote: borrower <<Thabo Molefe>>, co-borrower <<Palesa Molefe>>, 18,000 over 48 months at 9.9% APR. What's the monthly payment?""")
H(B, None, "en", r"""Draft a one-page agreement between <<Behram Contractor>> ("Contractor") and the Company for a six-week garage refit.""")
H(B, None, "en", r"""Payee: <<Nilufar Rahman>> | Reference: RENT-<<RAHMAN>>-FLAT3 | Amount 950.00 - will the landlord's bank match this reference?""")
H(B, None, "en", r"""The transfer memo says 'Deposit <<K. Vaipulu>> 14 Kauri St' - is that enough for the agency to match the payment?""")
H(B, None, "en", r"""Dear Mr <<Okonjo>>, your request for unpaid leave from 3 to 14 [[November]] has been approved. - can you add a line about handover?""")
H(B, None, "en", r"""Vendor: <<Estrella Agbayani>>; Purchasers: <<Marlon Pacis>> and <<Lorna Pacis>>; Price: 4,200,000 PHP. Who usually pays the capital gains tax?""")
H(B, None, "en", r"""Check-in inventory signed by tenant <<Vusi Zungu>> and agent <<Hamish MacLeod>> on 2 June. Two items are missing from the list - what now?""")
H(B, None, "en", r"""Fuel card request: employee <<Selasi Agbeko>>, vehicle [[Ford Ranger]], monthly limit 300. Write the approval e-mail.""")
H(B, None, "en", r"""Emergency contact on the onboarding form: <<Dolma Sherpa>> (sister), +977 98 5555 0101. Is a contact abroad allowed?""")
H(B, None, "en", r"""[[I-864]] sponsor: <<Tommy Taitano>>; household member: <<Lourdes Taitano>>. Does the household member also need to sign something?""")
H(B, None, "en", r"""Hi <<Joris>>, thank you for the offer for the [[Product Manager]] role. I'd like to discuss the base salary before signing. - does this sound too pushy?""")
H(B, None, "en", r"""To the Consular Section: this letter confirms that <<Mbali Zungu>>, passport no. A1234567, is employed full-time and will return to work on 6 [[January]]. Anything missing?""")
H(B, None, "en", r"""Warranty claim - claimant: <<Võ Thị Thu Trang>>; vehicle: [[VinFast VF 8]]; issue: charging port fault. Write the claim summary.""")
H(B, None, "en", r"""Listing agent: <<Hinano Tetuanui>> - call to arrange a viewing. Write an Instagram caption for a two-bed with a lagoon view.""")
H(B, None, "en", r"""Keys (3 sets) handed over by <<Jaco Pretorius>> to <<Liezel Coetzee>> on 28 [[February]]. Turn this into a handover certificate.""")
H(B, None, "en", r"""Timesheet for <<Mwikali Mutua>>: Mon 8h, Tue 7.5h, Wed 9h, Thu 10h. How much overtime over 37.5h?""")
H(B, None, "en", r"""Please refund the holding deposit to <<Yoandra Valdés Portuondo>>; the landlord withdrew the flat. Draft the refund confirmation.""")
H(B, None, "en", r"""My [[W-2]] shows my name as <<Marquis Colman>> instead of <<Marquis Coleman>> - who do I contact to fix it?""")
H(B, None, "en", r"""Renewal offer for <<Tjitske Postma>>: rent +3.5% from 1 [[August]]. Is that within the legal cap?""")
H(B, None, "en", r"""Attn: Ms <<Dube>>, Accounts - invoice 5512 for the valet service is overdue. Write a polite reminder.""")
H(B, None, "en", r"""We regret to inform <<Baltazar Tzul Ixcoy>> that the offer dated 3 March is withdrawn because the [[TN]] status could not be confirmed. - is this wording too harsh?""")
H(B, None, "en", r"""Appraisal form: reviewer <<Kari Haugen>>; employee <<Sindre Bakke>>; rating: exceeds expectations. Write two sentences of justification.""")
H(B, None, "en", r"""Power of attorney: "I, <<Giovanna Pinna>>, appoint <<Efisio Sanna>> to collect my car from the garage and sign the release." Is this enough?""")
H(B, None, "en", r"""Quote request from <<Aline Uwase>>: 3-bed house, 12-month lease, moving in 1 [[October]], two cats. Write the reply with the pet deposit terms.""")


# =========================================================================== titles
T = "titles"
H(T, None, "en", r"""Should I write "Dear Dr <<Kapoor>>" or "Dear Dr. <<Kapoor>>" in a UK reference letter?""")
H(T, None, "de", r"""Herr <<Weber>> vom [[Autohaus]] hat wegen der [[Probefahrt]] angerufen. Kannst du ihm kurz antworten, dass [[Samstag]] passt?""")
H(T, None, "en", r"""Señora <<Ruiz>> asked whether the flat has a lift. Draft a short reply in English.""")
H(T, None, "en", r"""Madame <<Lefèvre>> will be 20 minutes late for the viewing; should we wait or start with the next couple?""")
H(T, None, "en", r"""How do I address Prof. Dr. <<Hans-Peter Krause>> on a visa invitation letter?""")
H(T, None, "en", r"""Our candidate uses the title Mx. Is "Dear Mx <<Ellery>>" right, or should I write Mx. <<Rowan Ellery>>?""")
H(T, None, "en", r"""Imam <<Abdullahi Sule>> will be the character referee. What should the reference letter contain?""")
H(T, None, "en", r"""Rabbi <<Shmuel Horowitz>> wrote the reference; how do I thank him formally?""")
H(T, None, "en", r"""Sgt. <<Tamika Brooks>> is one of the referees - do I use her rank in the e-mail?""")
H(T, None, "en", r"""Capt. <<Jone Nakarawa>> from the shipping company confirmed the employment dates. Add that to the case notes.""")
H(T, None, "en", r"""Justice <<Nwachukwu>> signed the affidavit; is "Justice" the right salutation in my thank-you note?""")
H(T, None, "en", r"""Nurse <<Joy>> at the clinic needs the medical form for the visa by noon.""")
H(T, None, "en", r"""Should I call him <<Tanaka>>-san in an English e-mail, or just Mr <<Tanaka>>?""")
H(T, None, "en", r"""In Korean e-mails I see "<<Kim>> 부장님" - what does 부장님 mean, and should I use it?""")
H(T, None, "en", r"""Should I write <<Sharma>> ji or Mr <<Sharma>> when I message the landlord?""")
H(T, None, "en", r"""Don <<Aurelio>> owns the building. Is "Don" used in e-mails or only in person?""")
H(T, None, "en", r"""Sheikh <<Hamad Al-Marri>> is the sponsor; how formal should the cover letter be?""")
H(T, None, "en", r"""Encik <<Azlan>> and Puan <<Farah Hanim>> will view the flat on [[Saturday]]. Send them the address.""")
H(T, None, "en", r"""Atty. <<Rowena Bautista>> handles the visa case - what does "Atty." stand for?""")
H(T, None, "en", r"""Engr. <<Arnel Villanueva>> signed the inspection report for the warehouse. Is that a real title?""")
H(T, None, "en", r"""Chief <<Emeka Nwosu>> is the landlord's representative; how do I address him in writing?""")
H(T, None, "en", r"""Khun <<Siriporn>> will meet you at the showroom at 2 pm.""")
H(T, None, "de", r"""Frau Dr. <<Schäfer>> hat den [[Arbeitsvertrag]] noch nicht unterschrieben. Kannst du eine freundliche Erinnerung formulieren?""")
H(T, None, "en", r"""Is Dott.ssa <<Colombo>> the same as Dr <<Colombo>>? I'm writing to the company doctor.""")
H(T, None, "en", r"""Eng.º <<Tiago Sousa>> from the dealership wants to know if we accept trade-ins.""")
H(T, None, "en", r"""In Polish, is it "Pan <<Grzegorz>>" or "Panie <<Grzegorzu>>" in an e-mail greeting?""")
H(T, None, "en", r"""Is "Vážený pane <<Dvořáku>>" correct when I write to <<Petr Dvořák>>?""")
H(T, None, "en", r"""Ms <<Ortega Sánchez>> asked about her [[Blue Card]] renewal. Draft a reply.""")
H(T, None, "en", r"""Dr <<A. K. Mensah>> signed the medical; is that acceptable for the visa?""")
H(T, None, "en", r"""Lady <<Ashworth>> owns the cottage; how do I address her in the tenancy offer?""")
H(T, None, "en", r"""Mrs <<Hetal Patel>> and Mr <<Jignesh Patel>> are joint tenants - one letter or two?""")
H(T, None, "en", r"""Rev. Fr. <<Agnelo D'Souza>> is the referee. How do I start the e-mail?""")
H(T, None, "en", r"""Mr and Mrs <<Kamau>> want a second viewing on [[Sunday]]. Confirm it for 11.""")
H(T, None, "en", r"""Is "Mademoiselle <<Fontaine>>" outdated in French business letters?""")
H(T, None, "en", r"""Officer <<Reyes>> from the DMV needs the bill of sale. What else should I send?""")
H(T, None, "en", r"""Professor <<Ogunleye>> and Dr. <<Bankole>> both agreed to be referees. Write the thank-you e-mail.""")


# =========================================================================== nonenglish
N = "nonenglish"
# German
H(N, "de", "de", r"""Kannst du Herrn <<Schröder>> schreiben, dass der [[Termin]] beim [[Jobcenter]] auf [[Donnerstag]] verschoben wurde?""")
H(N, "de", "de", r"""<<Annas>> [[Lebenslauf]] ist schon im [[Bewerbermanagement]], aber <<Jonas>>' [[Arbeitszeugnisse]] fehlen noch. Schreib bitte eine Erinnerung an beide.""")
H(N, "de", "de", r"""Die [[Probefahrt]] mit dem [[Golf]] hat Frau <<Yılmaz>> gestern gemacht; schick bitte eine kurze Nachricht an ihren Mann <<Mehmet>>, dass der [[Kaufvertrag]] fertig ist.""")
H(N, "de", "de", r"""Ist die Anrede so korrekt? „Sehr geehrte Frau Dr. <<von Bülow>>, anbei die [[Mietschuldenfreiheitsbescheinigung]] von Herrn <<Lukas Müller>>.“""")
# French
H(N, "fr", "fr", r"""Peux-tu répondre à Mme <<Lefèvre>> que la visite de l'appartement est reportée après [[Pâques]] ?""")
H(N, "fr", "fr", r"""J'ai eu <<Jean-Baptiste>> au téléphone : il veut essayer la [[Peugeot 3008]] samedi. Fais-moi un rappel.""")
H(N, "fr", "fr", r"""Traduis en anglais : « Le dossier de M. <<Nguyen Van Long>> est complet, il manque seulement l'avis d'imposition. »""")
# Spanish
H(N, "es", "es", r"""Escríbele a <<Rocío>> que la entrevista con el señor <<Ortega>> se mueve al martes por la tarde.""")
H(N, "es", "es", r"""¿Está bien escrito? «Estimada Sra. <<Del Castillo>>: le confirmamos la cita en el concesionario [[Seat]] para el jueves.»""")
H(N, "es", "es", r"""Recordatorio para <<Íñigo>>: recoger el [[NIE]] de <<Pilar>> en comisaría antes del viernes.""")
# Italian
H(N, "it", "it", r"""Scrivi a <<Giuseppe>> che il colloquio con la dott.ssa <<Rossi>> è confermato per giovedì alle 10.""")
H(N, "it", "it", r"""Puoi tradurre in inglese? «La sig.ra <<Di Stefano>> ha firmato il contratto di locazione per l'appartamento in via Roma.»""")
# Portuguese
H(N, "pt", "pt", r"""Podes responder ao <<Tiago>>? Diz-lhe que a [[Segurança Social]] ainda não enviou o documento.""")
H(N, "pt", "pt", r"""Resume: a visita com a Dona <<Leonor>> correu bem, e o filho dela, o <<Rui>>, quer ver o T2 outra vez.""")
# Dutch
H(N, "nl", "nl", r"""Kun je een mailtje sturen naar mevrouw <<Ter Horst>> dat de [[IND]]-afspraak verzet is?""")
H(N, "nl", "nl", r"""<<Sjoerds>> auto staat nog bij de dealer; bel <<Femke>> even om te vragen wanneer hij hem ophaalt.""")
# Polish (genitive, instrumental, dative)
H(N, "pl", "pl", r"""Proszę wysłać ofertę do Pani <<Agnieszki Wiśniewskiej>> i zadzwonić do <<Krzysztofa>> w sprawie umowy.""")
H(N, "pl", "pl", r"""Rozmawiałem z <<Tomaszem Zielińskim>> o wynajmie mieszkania - napisz podsumowanie po angielsku.""")
H(N, "pl", "pl", r"""Przekaż <<Annie Nowak>>, że jazda próbna jest jutro o 10.""")
# Czech
H(N, "cs", "cs", r"""Pošlete to prosím paní <<Janě Novákové>> a v kopii panu <<Petru Dvořákovi>>.""")
H(N, "cs", "cs", r"""Mluvil jsem s <<Ondřejem Kučerou>> o pohovoru, napiš mu prosím shrnutí.""")
# Slovak
H(N, "sk", "sk", r"""Napíš pani <<Zuzane Horváthovej>>, že obhliadka bytu je v sobotu o desiatej.""")
H(N, "sk", "sk", r"""Včera som hovoril s <<Marekom Kováčom>> o ponuke, pripravíš odpoveď?""")
# Slovenian
H(N, "sl", "sl", r"""Pošlji <<Maji Kranjc>> pogodbo in povej <<Janezu>>, da pride po ključe.""")
H(N, "sl", "sl", r"""Z <<Rokom Zupančičem>> sva se dogovorila za ogled avtomobila v petek.""")
# Croatian
H(N, "hr", "hr", r"""Pošalji ugovor <<Ani Kovačević>> i javi <<Ivanu Horvatu>> da je razgovor u petak.""")
H(N, "hr", "hr", r"""Razgovarao sam s <<Tomislavom Jurićem>> o najmu stana, napiši mu kratki mail.""")
# Serbian (Cyrillic and Latin)
H(N, "sr", "sr", r"""Пошаљи уговор <<Јелени Петровић>> и реци <<Милошу>> да је пробна вожња сутра.""")
H(N, "sr", "sr", r"""Razgovarala sam sa <<Nemanjom Markovićem>> o poslu, napiši mu kratak mejl.""")
# Russian
H(N, "ru", "ru", r"""Передай <<Ивану Петрову>>, что собеседование перенесли на четверг.""")
H(N, "ru", "ru", r"""Вчера встречалась с <<Анной Смирновой>> по поводу аренды, составь письмо арендодателю.""")
H(N, "ru", "ru", r"""Напиши <<Серёже>>, что машина готова, можно забирать после шести.""")
# Ukrainian
H(N, "uk", "uk", r"""Надішли <<Олені Коваленко>> договір оренди і зателефонуй <<Тарасу>>.""")
H(N, "uk", "uk", r"""Я говорив з <<Андрієм Шевченком>> про вакансію, підготуй відповідь.""")
# Bulgarian
H(N, "bg", "bg", r"""Изпрати офертата на <<Десислава Петкова>> и кажи на <<Георги>>, че огледът е утре.""")
H(N, "bg", "bg", r"""Говорих с <<Христо>> за колата, иска тест драйв в събота.""")
# Greek (accusative, genitive, vocative)
H(N, "el", "el", r"""Στείλε στον <<Γιώργο Παπαδόπουλο>> το συμβόλαιο και ενημέρωσε την <<Ελένη>>.""")
H(N, "el", "el", r"""Το βιογραφικό της <<Μαρίας Οικονόμου>> είναι στο [[LinkedIn]], μπορείς να το συνοψίσεις;""")
H(N, "el", "el", r"""<<Νίκο>>, το αυτοκίνητο είναι έτοιμο. - μετάφρασε στα αγγλικά""")
# Turkish (case suffix after the apostrophe stays outside)
H(N, "tr", "tr", r"""<<Ayşe Yılmaz>>'a teklif mektubunu gönderir misin? <<Mehmet>> Bey'in onayı geldi.""")
H(N, "tr", "tr", r"""<<Elif>>'in oturma izni başvurusu için hangi belgeler gerekiyor?""")
# Hungarian (suffixes attached)
H(N, "hu", "hu", r"""Küldd el <<Kovács Péternek>> az ajánlatot, és hívd fel <<Nagy Zsófiát>>.""")
H(N, "hu", "hu", r"""<<Szabó Gáborral>> beszéltem a lakásról, írj neki egy rövid összefoglalót.""")
# Finnish
H(N, "fi", "fi", r"""Lähetä työsopimus <<Mikko Virtaselle>> ja kerro <<Anna Korhoselle>>, että haastattelu siirtyy.""")
H(N, "fi", "fi", r"""<<Jukan>> auto on huollossa - voitko kirjoittaa hänelle viestin?""")
# Estonian
H(N, "et", "et", r"""Saada leping <<Mari Tammele>> ja helista <<Jaanile>>.""")
H(N, "et", "et", r"""Rääkisin <<Kadri Kasega>> korteri üürimisest, kirjuta talle kokkuvõte.""")
# Latvian
H(N, "lv", "lv", r"""Nosūti līgumu <<Jānim Bērziņam>> un piezvani <<Līgai>>.""")
H(N, "lv", "lv", r"""Vakar runāju ar <<Annu Ozolu>> par dzīvokli.""")
# Lithuanian
H(N, "lt", "lt", r"""Išsiųsk sutartį <<Jonui Kazlauskui>> ir paskambink <<Rūtai>>.""")
H(N, "lt", "lt", r"""Kalbėjau su <<Ona Petrauskiene>> apie butą, parašyk jai santrauką.""")
# Swedish / Danish / Norwegian genitive -s
H(N, "sv", "sv", r"""Kan du mejla <<Linnea>> och säga att [[Migrationsverket]] har godkänt <<Oskars>> arbetstillstånd?""")
H(N, "sv", "sv", r"""<<Björn Sjöbergs>> bil är klar på verkstaden, skicka ett sms till honom.""")
H(N, "da", "da", r"""Skriv til <<Mads>>, at <<Sørens>> fremvisning er flyttet til tirsdag.""")
H(N, "da", "da", r"""Kan du oversætte: «<<Mette Østergaards>> ansættelseskontrakt er underskrevet»?""")
H(N, "no", "no", r"""Send en melding til <<Håkon>> om at <<Ingrids>> leiekontrakt er klar.""")
H(N, "no", "no", r"""<<Kari Solberg>> kommer på visning i morgen; kan du skrive en bekreftelse?""")
# Icelandic
H(N, "is", "is", r"""Sendu <<Jóni Jónssyni>> samninginn og hringdu í <<Guðrúnu>>.""")
H(N, "is", "is", r"""Ég talaði við <<Sigríði Einarsdóttur>> um íbúðina.""")
H(N, "is", "is", r"""Bíll <<Gunnars>> er tilbúinn á verkstæðinu.""")
# Romanian
H(N, "ro", "ro", r"""Trimite-i contractul <<Mariei Ionescu>> și spune-i lui <<Andrei>> că interviul e mâine.""")
H(N, "ro", "ro", r"""<<Ioanei>> i-am trimis deja oferta, dar <<Radu>> încă așteaptă.""")
# Irish (vocative with lenition)
H(N, "ga", "ga", r"""Scríobh chuig <<Seán Ó Briain>>: “A <<Sheáin>>, tá an carr réidh.”""")
H(N, "ga", "ga", r"""An féidir leat ríomhphost a sheoladh chuig <<Máire Ní Bhriain>> faoin agallamh?""")
# Welsh (soft and aspirate mutation)
H(N, "cy", "cy", r"""Anfonwch y cytundeb i <<Ddafydd>> a dwedwch wrth <<Siân>> fod y cyfweliad ddydd Iau.""")
H(N, "cy", "cy", r"""Siaradais gyda <<Chatrin Prys>> am y tŷ.""")
# Catalan (personal articles)
H(N, "ca", "ca", r"""Envia-li el contracte a la <<Montserrat Puig>> i digues-li a en <<Jordi>> que la visita és dijous.""")
H(N, "ca", "ca", r"""Parla amb l'<<Oriol>> sobre el cotxe, vol provar el [[Cupra Born]].""")
# Basque (dative -i / -ri)
H(N, "eu", "eu", r"""Bidali kontratua <<Mikeli>> eta esan <<Aneri>> elkarrizketa ostegunean dela.""")
# Arabic
H(N, "ar", "ar", r"""أرسل العقد إلى السيدة <<فاطمة الزهراني>> وأخبر <<خالد>> أن المعاينة غدًا.""")
H(N, "ar", "ar", r"""هل يمكنك كتابة رسالة ترحيب بالموظف الجديد <<يوسف بن علي>>؟""")
# Hebrew
H(N, "he", "he", r"""תשלח את החוזה אל <<נועה כהן>> ותעדכן את <<יוסי לוי>> שהנסיעה מחר.""")
H(N, "he", "he", r"""מה כתוב בהמלצה של <<מיכל פרץ>> על <<איתי>>?""")
# Persian
H(N, "fa", "fa", r"""لطفاً قرارداد را برای خانم <<مریم رضایی>> بفرست و به آقای <<احمدی>> خبر بده.""")
H(N, "fa", "fa", r"""<<کاوه>> گفت ماشین آماده است؟""")
# Hindi / Bengali / Urdu
H(N, "hi", "hi", r"""कृपया <<प्रिया शर्मा>> जी को ऑफ़र लेटर भेज दीजिए और <<राहुल>> को बता दीजिए।""")
H(N, "hi", "hi", r"""कल <<विक्रम सिंह>> के साथ कार की टेस्ट ड्राइव है।""")
H(N, "bn", "bn", r"""প্রার্থী: <<অর্ণব ঘোষ>>, পদ: [[Data Analyst]] - ইংরেজিতে অনুবাদ করো।""")
H(N, "ur", "ur", r"""براہ کرم <<عائشہ صدیقی>> کو آفر لیٹر بھیج دیں۔""")
# Chinese / Japanese / Korean
H(N, "zh", "zh", r"""请把面试邀请发给：<<王秀英>>（[[Product Manager]]）、<<李伟>>（[[Data Analyst]]）。""")
H(N, "zh", "zh", r"""房东「<<陈晓明>>」说押金下周退，帮我写个回复。""")
H(N, "zh", "zh", r"""候选人 <<Zhang Wei>> 的英文名是 <<David>>，offer 上写哪个？""")
H(N, "ja", "ja", r"""<<佐藤 健一>> 様、内見のご予約ありがとうございます。この返信を英語にしてください。""")
H(N, "ja", "ja", r"""担当：<<鈴木>>（営業部）から試乗の件で連絡がありました。""")
H(N, "ja", "ja", r"""「<<Tanaka Haruka>>」さんのビザの件、英語でメールを書いてください。""")
H(N, "ko", "ko", r"""<<김민준>> 님께 오퍼 레터를 보내 주세요.""")
H(N, "ko", "ko", r"""<<이서연>> 씨가 집 보러 내일 온대요. 영어로 답장 써 줘.""")
H(N, "ko", "ko", r"""담당자: <<박지우>> / 차량: [[Hyundai Tucson]] / 시승: 토요일 - 확인 문자 작성해 줘""")
# Vietnamese / Thai / Indonesian / Tagalog / Swahili
H(N, "vi", "vi", r"""Gửi hợp đồng cho chị <<Nguyễn Thị Lan>> và nhắn anh <<Bảo>> là buổi phỏng vấn dời sang thứ Năm.""")
H(N, "vi", "vi", r"""Ông <<Trần Văn Hùng>> muốn lái thử xe [[Toyota Vios]] vào cuối tuần.""")
H(N, "th", "th", r"""ช่วยส่งสัญญาเช่าให้คุณ <<ศิริพร วงศ์สวัสดิ์>> หน่อย""")
H(N, "th", "th", r"""คุณ <<สมชาย>> จะมาทดลองขับ [[Honda City]] พรุ่งนี้""")
H(N, "id", "id", r"""Tolong kirim kontrak ke Bu <<Dewi Lestari>> dan kabari Pak <<Budi>> bahwa wawancaranya besok.""")
H(N, "id", "id", r"""Mas <<Agus>> mau test drive [[Avanza]] hari [[Sabtu]].""")
H(N, "tl", "tl", r"""Pakisabi kay <<Rowena>> na aprubado na ang visa ni <<Jerome Santos>>.""")
H(N, "tl", "tl", r"""Sina <<Liezl>> at <<Paolo>> ang titingin sa condo bukas.""")
H(N, "sw", "sw", r"""Tafadhali mtumie <<Neema Mushi>> mkataba na umwambie <<Baraka>> kwamba usaili ni kesho.""")
H(N, "sw", "sw", r"""Bi. <<Zawadi>> anataka kuona nyumba [[Jumamosi]].""")
# Albanian (definite/dative forms) and Georgian (dative -s)
H(N, "sq", "sq", r"""Dërgoja kontratën <<Arbenit>> dhe thuaji <<Artës>> që intervista është nesër.""")
H(N, "ka", "ka", r"""გაუგზავნე ხელშეკრულება <<ნინო ბერიძეს>>, გთხოვ.""")


# =========================================================================== keep (no names)
# Hard cases: ordinary capitalised words, products, brands and places that look like
# person names (Zoe, Leon, Mercedes, Lincoln, Jenkins, Kafka, Tesla, Grace, Will, Hope).
E = "keep"
H(E, "en", "en", r"""[[Will]] the [[Renault Zoe]] or the [[Seat Leon]] be cheaper to insure for a new driver?""")
H(E, "en", "en", r"""Ask [[Siri]] to remind me before the [[Grace]] period on my car loan ends in [[August]].""")
H(E, "en", "en", r"""[[Mark]] all candidates from the [[June]] job fair as reviewed in [[Greenhouse]].""")
H(E, "en", "en", r"""Is [[Jordan]] visa-on-arrival for my passport, or do I need an [[eVisa]] before flying?""")
H(E, "en", "en", r"""How do I get from [[Victoria Station]] to a viewing in [[Pimlico]] by 9?""")
H(E, "en", "en", r"""Does a [[Georgia]] driver's license transfer to [[Florida]], or do I have to retake the test?""")
H(E, "en", "en", r"""Set an [[Alexa]] reminder for the [[MOT]] every [[March]].""")
H(E, "en", "en", r"""Convert my [[Julia]] script that ranks rental listings to [[Python]].""")
H(E, "en", "en", r"""Is [[Ruby on Rails]] still a good choice for a small in-house ATS?""")
H(E, "en", "en", r"""What's the difference between [[Jenkins]] and [[GitHub Actions]] for deploying our careers page?""")
H(E, "en", "en", r"""How do I stream [[Kafka]] events from [[Workday]] into [[Snowflake]]?""")
H(E, "en", "en", r"""Best hotel near the consulate for two nights: [[Hilton]] or [[Marriott]]?""")
H(E, "en", "en", r"""My [[Porsche Cayenne]] service costs twice what the [[Ford Ranger]] did - is that normal?""")
H(E, "en", "en", r"""Is the [[Mercedes]] [[A-Class]] cheaper to lease than the [[Lincoln Corsair]]?""")
H(E, "en", "en", r"""Is [[Chase]] or [[Wells Fargo]] better for someone who just arrived on an [[H-1B]]?""")
H(E, "en", "en", r"""[[Hope]] you can help: what does [[EAD]] stand for, and when can I start work?""")
H(E, "en", "en", r"""Draft a listing headline: [[Sunny]] 2-bed with balcony, 5 min walk to [[Central Station]].""")
H(E, "en", "en", r"""[[Frank]] question: should I mention my [[TN]] status on [[LinkedIn]]?""")
H(E, "en", "en", r"""Do I need an [[Apostille]] on my degree certificate for the [[Blue Card]]?""")
H(E, "en", "en", r"""Compare [[Zillow]], [[Redfin]] and [[Realtor.com]] for finding rentals in [[Austin]].""")
H(E, "en", "en", r"""Set up a [[Calendly]] link that only offers [[Tuesday]] and [[Thursday]] slots in [[May]].""")
H(E, "en", "en", r"""What's a [[DBS]] check in a UK job offer and how long does an enhanced one take?""")
H(E, "en", "en", r"""Translate "test drive", "trade-in" and "down payment" into [[Spanish]] and [[Portuguese]].""")
H(E, "en", "en", r"""Does the [[Victoria]] line run on [[Sundays]]? I have a viewing near the consulate.""")
H(E, "en", "en", r"""Which [[Honda Jazz]] trim has [[Apple CarPlay]]?""")
H(E, "en", "en", r"""Explain [[I-9]], [[E-Verify]] and [[W-4]] to a new hire in simple words.""")
H(E, "en", "en", r"""Draft an auto-reply: out until [[Monday]], for urgent [[HR]] questions write to hr@example.com""")
H(E, "en", "en", r"""What documents does [[USCIS]] want with an [[I-130]] for a spouse?""")
H(E, "en", "en", r"""Rank [[Rightmove]], [[Zoopla]] and [[OnTheMarket]] by how much they charge landlords.""")
H(E, "en", "en", r"""Is [[Rippling]] or [[Deel]] better for hiring contractors in [[Brazil]]?""")
H(E, "en", "en", r"""Does [[Gusto]] handle state payroll taxes for [[Washington]]?""")
H(E, "en", "en", r"""My [[Tesla]] app says "Vehicle Asleep" - is the car broken or just in sleep mode?""")
H(E, "en", "en", r"""Help me write a [[Christmas]] party invite for the dealership team, [[Friday]] [[December]] 19.""")
H(E, "en", "en", r"""Write a short [[Diwali]] and [[Eid]] greeting for our tenants that doesn't feel generic.""")
H(E, "en", "en", r"""Does the relocation package cover making a [[Will]] and a [[Lasting Power of Attorney]]?""")
H(E, "en", "en", r"""[[Sage]] or [[Xero]] for a small garage's payroll?""")
H(E, "en", "en", r"""What's a [[Golden Visa]] in [[Portugal]] and does it still exist?""")
H(E, "en", "en", r"""Is the [[Jaguar F-Pace]] or the [[Land Rover Discovery]] more reliable after 100k miles?""")
H(E, "en", "en", r"""Send a [[Teams]] message to the sales floor: [[Black Friday]] test-drive slots are full.""")
H(E, "en", "en", r"""Why does [[Google Calendar]] import my .ics file an hour late in [[March]]?""")
H(E, "en", "en", r"""What does "subject to [[RTW]] checks" mean in a UK offer letter?""")
H(E, "en", "en", r"""Should I list [[Kubernetes]] or [[Docker]] first on my CV for a [[DevOps]] role?""")
H(E, "en", "en", r"""How much is the [[ESTA]] fee and how long is it valid?""")
H(E, "en", "en", r"""Why does [[HubSpot]] merge two contacts that share a phone number?""")
H(E, "en", "en", r"""is the [[vw polo]] or the [[kia picanto]] cheaper to run? asking for my daughter""")
H(E, "en", "en", r"""WHAT DOES [[I-797C]] MEAN AND DO I NEED TO BRING IT TO THE [[DMV]]?""")
H(E, "en", "en", r"""Is an [[Amazon]] job offer with an [[L-1]] transfer better than a [[Google]] one with [[H-1B]] sponsorship?""")
H(E, "en", "en", r"""Does the [[Charlotte]] office or the [[Adelaide]] office have more open roles right now?""")
H(E, "en", "en", r"""[[Chad]] or [[Niger]]: which embassy in [[Paris]] handles business visas faster?""")
H(E, "en", "en", r"""[[Patience]] is running out - how long does [[PERM]] labor certification take these days?""")
# German / French / Spanish / Italian / Portuguese / Dutch / Polish / Swedish / Japanese / Turkish
H(E, "de", "de", r"""Brauche ich für die [[Blaue Karte]] einen [[Anerkennungsbescheid]] der [[ZAB]]?""")
H(E, "de", "de", r"""Wie lange dauert ein [[Termin]] bei der [[Kfz-Zulassungsstelle]] in [[München]]?""")
H(E, "de", "de", r"""Schreib eine [[Mängelanzeige]] an die [[Hausverwaltung]] wegen der kaputten Heizung.""")
H(E, "de", "de", r"""Lohnt sich der [[Opel Astra]] als [[Dienstwagen]] mit [[Ein-Prozent-Regelung]]?""")
H(E, "fr", "fr", r"""Comment obtenir un [[RDV]] à la [[Préfecture]] pour un [[Passeport Talent]] ?""")
H(E, "fr", "fr", r"""Quelle est la différence entre un [[CDD]] et un [[CDI]] pour louer un appartement ?""")
H(E, "fr", "fr", r"""La [[Renault Mégane]] ou la [[Citroën C4]] pour faire du [[VTC]] ?""")
H(E, "es", "es", r"""¿Cuánto tarda la [[Seguridad Social]] en dar de alta a un trabajador nuevo?""")
H(E, "es", "es", r"""¿Es mejor publicar el piso en [[Idealista]] o en [[Fotocasa]]?""")
H(E, "es", "es", r"""¿Qué es el [[TIE]] y en qué se diferencia del [[NIE]]?""")
H(E, "it", "it", r"""Serve il [[Codice Fiscale]] per firmare il contratto d'affitto?""")
H(E, "it", "it", r"""Meglio la [[Jeep Renegade]] o la [[Fiat 500X]] usata?""")
H(E, "pt", "pt", r"""Quanto tempo demora a obter o [[NIF]] para estrangeiros em [[Lisboa]]?""")
H(E, "pt", "pt", r"""O [[Renault Captur]] gasta menos do que o [[Peugeot 2008]]?""")
H(E, "nl", "nl", r"""Wat is de [[30%-regeling]] en heb ik er een [[DigiD]] voor nodig?""")
H(E, "pl", "pl", r"""Czy [[Karta Polaka]] daje prawo do pracy bez zezwolenia?""")
H(E, "sv", "sv", r"""Hur lång tid tar [[Migrationsverket]] på sig för ett arbetstillstånd?""")
H(E, "ja", "ja", r"""[[LinkedIn]] と [[Indeed]]、どちらで求人を出すべき？""")
H(E, "tr", "tr", r"""[[Toyota C-HR]] mı yoksa [[Renault Austral]] mı daha az yakar?""")
