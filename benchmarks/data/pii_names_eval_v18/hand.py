# -*- coding: utf-8 -*-
"""Hand-written hard cases for pii_names_eval_v18 (ids <slice>-hand-NNN).

Each entry is (lang, text); <<...>> marks a person-name span, [[...]] a word to keep.
Titles (Dr, Ms, Herr, U, Daw, Ato, ...) and possessive endings stay outside the span.
"""

CULTURES = [
    ("en", "My Icelandic colleague <<Sigrún Björk Hallgrímsdóttir>> says her father is <<Hallgrímur Ólafsson>>. Why don't they share a surname?"),
    ("en", "The buyer on the title deed is <<Khalid bin Saleh bin Nasser Al-Harbi>>. Is 'bin' part of the surname on the bank form?"),
    ("en", "The bank rejects <<S. Arun Kumar>> because the last-name field is empty; his father is <<Subramanian>>. What should go in that field?"),
    ("en", "My Hungarian colleague signs as <<Kovács Réka>> but [[LinkedIn]] shows <<Réka Kovács>>. Which part goes in the family-name field?"),
    ("en", "Is <<Ramón Sánchez y Vidal>> filed under S or V in a [[Spanish]] archive?"),
    ("en", "We want to register the baby as <<Maria do Carmo Sá Pereira>>. Will the registry in [[Porto]] accept four names?"),
    ("en", "Our vendor contact is <<Kelvin Chan Ka-ho>> but the invoice says <<CHAN KA HO>>. Same person?"),
    ("en", "The CRM has <<Minji Choi>> and the ID scan says <<최민지>>. Safe to merge the records?"),
    ("en", "Should I write 'Dear <<Lan>>' or 'Dear Ms <<Nguyễn>>' when emailing <<Nguyễn Thị Lan>>?"),
    ("en", "Is U <<Thein Zaw>> his full name, or is 'U' a title? Same question for Daw <<Aye Aye Mar>>."),
    ("en", "My landlady <<Tatiana Viktorovna>> (everyone calls her <<Tanya>>) wants the rent in cash. Is that normal in [[Russia]]?"),
    ("en", "At the mosque everyone calls him <<Abu Yusuf>>, but his passport says <<Khaled Al-Masri>>. Which name goes on the visa letter?"),
    ("en", "My Thai colleague <<Nattapong Srisuwan>> goes by <<Ton>>. Should the badge show the nickname?"),
    ("en", "<<Hope Mwangi>>, <<Precious Dube>>, <<Innocent Banda>> and <<Gift Phiri>> made the bursary shortlist. Draft four congratulation letters."),
    ("en", "Should <<Pádraig Ó Súilleabháin>> be filed under O or S in the parish register?"),
    ("en", "Is it <<Van der Berg>> or <<van der Berg>> at the start of a sentence? The person is <<Sanne van der Berg>> from [[Utrecht]]."),
    ("en", "My Indonesian teammate <<Sukarti>> has only one name and [[Jira]] insists on a last name. What do we enter?"),
    ("en", "Is <<Eilidh NicDhòmhnaill>> the same surname as <<Eilidh MacDonald>>, just in Gaelic?"),
    ("en", "<<María de los Ángeles Ruiz Ocaña>> goes by <<Marian>>. Which version belongs on the [[Erasmus]] certificate?"),
    ("en", "For <<Harjit Singh Bhamra>>, is Singh a middle name or a surname on the [[UCAS]] form?"),
    ("en", "People call my Ethiopian colleague Ato <<Mulugeta>>, never Mr <<Assefa>>, even though his full name is <<Mulugeta Assefa>>. Why?"),
    ("en", "Our Japanese partner is <<Tanaka Yūko>> on the business card and <<Yuko Tanaka>> in email. Which one is the family name?"),
    ("en", "The contract lists <<欧阳娜娜>>. In pinyin, is that <<Ouyang Nana>> with a two-character surname?"),
    ("en", "Can <<Rakotondrazaka Haja Nirina>> fit in a 30-character name field, or do we abbreviate?"),
    ("en", "<<Iolo ap Rhys>> wants 'ap' in lower case on his certificate. Will the [[Canva]] template allow that?"),
    ("en", "How do I type the macron in <<Tama Pōmare>> on a [[Windows]] keyboard?"),
    ("en", "My Mongolian colleague <<Batbayar>> signs as <<Ts. Batbayar>>. Is the Ts. his surname?"),
    ("en", "In Somali naming, is <<Faadumo Cali Xasan>> the same as <<Fadumo Ali Hassan>> in English documents?"),
]

CASING = [
    ("en", "pls tell <<ayşe yılmaz>> the standup moved to 10"),
    ("en", "CALL <<İBRAHIM ARSLAN>> RE THE [[IKEA]] ORDER BEFORE NOON"),
    ("en", "THE LEASE IS IN THE NAME OF <<FRANZISKA VON BÜLOW>> AND <<GÜNTHER WEISSMANN>>, NOT ME"),
    ("en", "i told <<mcallister>> the [[vpn]] was down but he didn't listen"),
    ("en", "can <<o'sullivan>> sign for the parcel if im out"),
    ("en", "Passenger list: <<DE LA FONTAINE/AMELIE>> MS, <<NGUYEN/THI LAN>> MS. Why are the names written like that?"),
    ("en", "<<dawn>> and <<drew>> are both off sick, who covers the [[monday]] shift"),
    ("en", "HAS <<SKY>> SENT THE DECK YET??? CLIENT CALL IN 10"),
    ("en", "the doctor said <<faith>> should rest for a week, do i need a fit note from [[nhs]]"),
    ("en", "Reminder from <<KOWALSKA>>: SUBMIT TIMESHEETS BY [[FRIDAY]]"),
]

POSITION = [
    ("en", "<<Chiamaka Okafor>>"),
    ("en", "Thanks, <<Ines>>"),
    ("en", "<<Drew>>?"),
    ("en", "— <<K. Mensah>>"),
    ("en", "<<Miles>>: ran 5 miles before work, logging it in [[Strava]]"),
    ("en", "who is <<Sunny Grewal>>"),
    ("en", "<<Pat>>"),
    ("en", "sent from my phone, <<Aroha>>"),
]

LISTS = [
    ("en", "Invite <<Florence Adeyemi>> ([[Lagos]]), <<Chad Morrison>> ([[Denver]]), <<Georgia Kim>> ([[Seoul]]) and <<Dallas Cooper>> ([[Austin]])."),
    ("en", "Authors (Vancouver style): <<van der Berg S>>, <<De Smet A>>, <<Ó Briain O>>, <<Okonkwo CN>>. Is the particle placement right?"),
    ("en", "- [x] <<drew>>\n- [ ] <<dawn>>\n- [ ] <<hunter>>\nwho still hasn't done the [[GDPR]] training?"),
    ("en", "<<Will>>, <<Bill>>, <<Mark>> and <<Pat>> were all called for jury duty in [[March]]. Can the firm ask for a deferral?"),
    ("en", "Guests: Mr & Mrs <<Okafor>>, Dr <<Lindqvist>> + partner, <<Tomás>> and the kids, and Auntie <<Bisi>>."),
    ("en", "<<Okonkwo, Chiamaka N.>>; <<Lindqvist, Ingrid>>; <<Papadopoulos, Giorgos>> - sort these by surname ignoring accents."),
    ("en", "Speakers: <<Grace>> (intro), <<Hope>> (budget), <<Joy>> (Q&A). Their surnames are on the badge list."),
]

POSSESSIVE = [
    ("en", "<<Chris>>' notes are in the shared drive, next to <<Dimitris>>' slides."),
    ("en", "<<Faith>>'s faith in the roadmap is gone after [[Monday]]'s demo."),
    ("en", "<<Mark>>'s mark on the exam was 58; can he resit in [[August]]?"),
    ("en", "Dr <<Okafor>>'s clinic moved to [[Ikeja]]. Update the address in [[Google Maps]]."),
    ("en", "The kids' bikes and <<Jess>>'s scooter are in the shed."),
    ("de", "Ist das <<Petra>>s oder <<Jürgen>>s [[Fahrrad]] im Keller?"),
    ("tr", "<<Ayşe>>'nin [[iPhone]]'u kayboldu, <<Mehmet>> Bey'e haber verdin mi?"),
    ("en", "<<Nguyễn Thị Lan>>'s visa and <<Park Ji-woo>>'s work permit expire the same week."),
]

QUOTED = [
    ("en", "thx <<Kwame>>🙏 see u at 6"),
    ("en", "\"<<Björn>>!!!\" she yelled across the car park. Is that how you punctuate it?"),
    ("en", "«<<Amélie>>, tu viens ?» How do I type these quotation marks on a [[Mac]]?"),
    ("en", "@<<lotte.vandenberg>> can you review before [[Thursday]]? (copied from our [[Mattermost]])"),
    ("en", "[09:12] <<daan>>: wie heeft de sleutel van de serverkast\n[09:13] <<femke>>: ik, hoezo\nTranslate into English."),
    ("en", "<<Rania>>: وصلتِ؟\n<<Lina>>: not yet, stuck at [[Dubai]] airport\nTranslate the first line."),
    ("en", "xoxo <<Sunny>> 🌞 — is that too informal for a thank-you note to a landlord?"),
    ("en", "Email signed '-J.P.' — does that tell us whether it was <<Jean-Pierre>> or <<João Pedro>>?"),
    ("en", "Text from Mum: ask Auntie <<Ngozi>> if she got the [[Western Union]] transfer"),
]

CODE = [
    ("en", "at com.acme.payroll.EmployeeService.find(EmployeeService.java:88)\nCaused by: NotFoundException: employee '<<Oyelaran-Oyeyinka, Ayodeji>>' not found\nWhy does the lookup fail for hyphenated names?"),
    ("en", "`git shortlog -sn` shows:\n   412\t<<Sanne van der Berg>>\n   388\t<<sanne>>\n    97\t<<Rui Figueiredo>>\nHow do I merge the first two identities?"),
    ("en", "crontab for user <<tkowalczyk>>: 0 3 * * * /opt/backup.sh — why doesn't it run on [[Sunday]]?"),
    ("en", "ssh <<mkim>>@build-07.internal hangs after 'debug1: SSH2_MSG_KEXINIT sent'. Firewall?"),
    ("en", "Branches fix/<<dawn>>-timezone and feat/<<drew>>-export both touch utils.py. Merge order?"),
    ("en", "export GIT_AUTHOR_NAME=\"<<Ngozi Eze>>\"\nexport GIT_COMMITTER_NAME=\"<<Ngozi Eze>>\"\nDo I need both?"),
    ("en", "https://www.facebook.com/<<ngozi.eze>>.9 posted our internal screenshot. How do I report it?"),
    ("en", "-- 2024-01-09 JL: added index\nSELECT * FROM orders WHERE owner = '<<João Lima>>';"),
    ("en", "The file is /srv/hr/contracts/<<Müller_Anna>>_2023.pdf and [[Samba]] shows it as M??ller. Encoding?"),
]

TITLES = [
    ("en", "Dr <<Pat>> said my [[MRI]] is clear, but the letter says follow-up in six months."),
    ("en", "Ms <<Judge>>, the judge's clerk, called about the hearing date."),
    ("en", "Mr <<Price>> asked about the price of the [[Lexus]] we listed."),
    ("en", "Prof. Dr. <<Hans-Jürgen Meyer-Lindenberg>> will chair the session. Which title goes on the programme?"),
    ("en", "Dr.<<Okafor>> (no space, that's how the portal shows it) approved the referral."),
    ("en", "Lt. Col. <<Amara Nwachukwu-Bello>> is the liaison officer. How do I address her in the email?"),
    ("en", "The invitation says Shri <<Ramesh Iyer>> and Smt. <<Lakshmi Iyer>>. What do Shri and Smt. mean?"),
    ("en", "Dato' Sri <<Rahim Ismail>> is our guest at the [[Penang]] dinner. Seating etiquette?"),
    ("en", "Rev. Dr. <<Nomvula Zulu-Mthembu>> will bless the new clinic on [[Heritage Day]]."),
]

BUSINESS = [
    ("en", "INVOICE TO: MR <<J K OKONKWO-ADEYEMI>>, 14 MARINA ROAD, [[LAGOS]]. Amount due 350,000 [[NGN]]."),
    ("en", "Payslip header: <<LINDQVIST, INGRID M.>> | EMP 00412 | [[Stockholm]]. Why is the tax column empty?"),
    ("en", "Contract party: <<Faith Hunter>>, freelance illustrator, [[Bristol]]. Is a 90-day payment term enforceable?"),
    ("en", "Minutes: <<Dawn>> (chair), <<Drew>> (minutes), <<Sky>> (treasurer). Quorum reached. Format properly."),
    ("en", "Transfer from <<Miles Summer>>, reference 'summer camp deposit'. Refund or keep?"),
    ("en", "Board resolution signed by <<Chukwuemeka Nwosu>> (Director) and <<Aigerim Suleimenova>> (Secretary). Needs a notary in [[Kazakhstan]]?"),
    ("en", "Please check: the payee is <<Mihai Ionescu>> but the IBAN belongs to his wife, <<Ioana Ionescu>>. Is that a problem for [[Confirmation of Payee]]?"),
]
