# -*- coding: utf-8 -*-
"""Hand-written hard cases: (slice, lang, text). <<...>> marks a name, [[...]] a keep word."""

HAND = [
    # cultures
    ("cultures", "en", "Booking for <<Guðrún Sigurðardóttir>> and her son <<Einar Magnússon>> — the airline says surnames must match. They don't, it's [[Iceland]]. Help me explain."),
    ("cultures", "en", "The form has one box for surname. My dad is <<Abdullah bin Khalid bin Saud Al-Qahtani>>; what do I write?"),
    ("cultures", "en", "In [[Chennai]] my colleague signs as <<R. Senthil Kumar>>, but HR lists him as <<Senthil Kumar Ramasamy>>. Same person?"),
    ("cultures", "en", "Our Indonesian supplier <<Sukarmi>> has only one name. The [[SWIFT]] form demands a last name."),
    ("cultures", "en", "Send the visa letter to <<Daw Khin Myo Thet>>; 'Daw' is an honorific, right?"),
    ("cultures", "en", "Is it <<María José García-Herrera y Pons>> or just <<García>> on the diploma?"),
    ("cultures", "en", "my aunt <<Faith Hope Summers>> and my uncle <<Bill Will>> want to visit [[Paris]] in [[June]]"),
    ("cultures", "en", "<<Nagy-Szabó Réka>> is Hungarian, family name first. In [[English]] emails should I write <<Réka Nagy-Szabó>>?"),
    ("cultures", "en", "Table for <<Kealoha Kahananui>> and <<Keoni Akana>>, plus <<Leilani>>'s twins."),
    ("cultures", "en", "Write a thank you to <<Georgia Brooks>> and <<Austin Reed>> for organising the trip to [[Tbilisi]]."),
    # casing
    ("casing", "en", "MEETING WITH <<WOLFGANG SCHRÖDER>> AND <<ÇAĞRI ÖZTÜRK>> MOVED TO [[THURSDAY]]!!!"),
    ("casing", "en", "ok so <<mark>> told <<rose>> that <<sunny kapoor>> quit. can you write a farewell card"),
    ("casing", "en", "lol <<daan van der berg>> and <<femke de vries>> just got engaged, ideas for a gift"),
    ("casing", "en", "PLEASE CALL MRS <<OKONKWO>>... sorry caps lock. call <<ngozi okonkwo>> re the [[NHS]] letter"),
    ("casing", "en", "reply to <<jean-françois tremblay>> and <<marie-ève côté>>: yes to the [[montreal]] venue"),
    ("casing", "en", "<<ANA LUIZA DOS SANTOS COSTA>> <<JOÃO PEDRO DA SILVA>> <<MARIA DO CARMO OLIVEIRA>> - format as title case"),
    ("casing", "en", "hey is <<jordan>> coming or is <<jordan>>'s brother <<tyrese miller>> coming instead"),
    ("casing", "en", "<<lê thị hạnh>>, <<trần văn bảo>> and <<phạm minh tuấn>> need [[vietnamese]] translators"),
    # position
    ("position", "en", "<<Ines Ben Salah>>"),
    ("position", "en", "Thanks, <<Soledad>>"),
    ("position", "en", "<<Olumide Adeyemi>>? <<Ngozi>>? <<Adaeze Eze>>? Who signed off?"),
    ("position", "en", "Sent from my [[iPhone]] — <<Kwame Owusu-Ansah>>"),
    # lists
    ("lists", "en", "Rota:\n| Day | Lead | Backup |\n|---|---|---|\n| Mon | <<Chiamaka Obi>> | <<Lars Østergaard>> |\n| Tue | <<Wiremu Ngata>> | <<Hiroshi Tanaka>> |\n| Wed | <<Zeynep Kaya>> | <<Mateus Ferreira>> |"),
    ("lists", "en", "CSV:\nfirst,last,team\n<<Amara>>,<<Diallo>>,red\n<<Björn>>,<<Lindqvist>>,blue\n<<Priya>>,<<Natarajan>>,red\nCount per team."),
    ("lists", "en", "Invite list — <<Fatima-Zahra El Idrissi>>/<<Youssef Benjelloun>>/<<Salma Alaoui>>/<<Mehdi Ait Lahcen>>; no plus-ones"),
    ("lists", "en", "Cast: <<Rose>> (lead), <<Tom>> (villain), <<Hazel Nguyen>> (Nurse), <<Bo Svensson>> (Friar)."),
    ("lists", "en", "Sort by age: <<Mele Taufa>> 34; <<Tevita Fifita>> 29; <<Losaline Havili>> 41; <<Siaosi Taufa>> 18"),
    # possessive
    ("possessive", "en", "<<Chris>>' car, <<James>>'s bike and <<Agnes>>’ scooter were all towed. Write a complaint to the council."),
    ("possessive", "en", "Is it <<Thomas>>' or <<Thomas>>'s? Asking for <<Thomas Müller-Lüdenscheidt>>'s wedding card."),
    ("possessive", "en", "<<Aroha Ngata>>’s and <<Wiremu Parata>>’s kids start school in [[February]]."),
    ("possessive", "en", "We're using <<Nomvula Dlamini>>'s house for the braai; <<Sipho>>'s bringing the wood."),
    ("possessive", "en", "Proofread <<Kowalska>>'s report and <<Nowak>>'s appendix before [[Friday]]."),
    ("possessive", "en", "My son copied <<Deepika Raghunathan>>'s homework and <<Raj>>'s answers. How do I handle this?"),
    # quoted
    ("quoted", "en", "From: \"<<Mehmet Yılmaz>>\" <billing@example.com>\nTo: <<Ayşe Demir>>\nSubject: Fatura\n\nIs this mail legit?"),
    ("quoted", "en", "[[WhatsApp]] export:\n12/03/24, 21:04 - <<Tomasz Wiśniewski>>: jutro?\n12/03/24, 21:05 - <<Kasia>>: ok\nTranslate it."),
    ("quoted", "en", "> <<Femi Adebayo-Coker>> wrote: I'll pay <<Segun>> back next week.\nHow do I remind him?"),
    ("quoted", "en", "Hi <<Tomasz>>,\nthanks for coming. <<Ewa>> and I loved it.\nxx <<Marta>>\n— is this too casual?"),
    ("quoted", "en", "'Sincerely, Hon. <<Adaeze Nwachukwu>>' — can I keep 'Hon.' in the signature?"),
    ("quoted", "en", "Discord:\n<<kofi_mensah>>: gg\n<<Yaw>>: rematch tomorrow?\nsummarise who won"),
    # code
    ("code", "en", "# TODO(<<pjimenez>>): drop [[Python]] 3.8 support\n# FIXME(<<a.okafor>>): flaky on [[macOS]]\nWho owns what?"),
    ("code", "en", "commit 3f2a9c1\nAuthor: <<Léa Moreau>> <lea@example.fr>\n\n    fix: handle DST in scheduler\nWrite a better message."),
    ("code", "en", "reviewers:\n  - <<sakura.tanaka>>\n  - <<oluwaseun.adeyemi>>\n  - <<jan.de.vries>>\nValidate this [[YAML]]."),
    ("code", "en", "SELECT * FROM members WHERE last_name = '<<O'Sullivan>>';  -- breaks! escape it in [[Postgres]]"),
    ("code", "en", "{\"owner\": \"<<Nguyễn Thị Lan>>\", \"backup\": \"<<Trần Văn Bảo>>\", \"region\": \"APAC\"}\nPretty-print this."),
    ("code", "en", "/* <<Vasquez, Ana Lucía>> - 2021 */ // <<R. Okonjo>> - 2023\nWhich comment is newer?"),
    # titles
    ("titles", "en", "Dr. <<Ngozi Okonkwo-Ibe>> and Prof. <<Hans-Peter von Stetten>> are co-chairs. Who is listed first?"),
    ("titles", "en", "Frau <<Weißmann>> und Herr <<Gruber>> — how do I greet both in an English email?"),
    ("titles", "en", "Señora <<Pilar de la Torre>> asked for Dña. or Sra.? Which abbreviation?"),
    ("titles", "en", "Sheikh <<Saud Al-Mansouri>> and Dr <<Hessa Al Nuaimi>> will open the conference in [[Abu Dhabi]]."),
    ("titles", "en", "Ask Ms <<Oyelaran>> whether Mr <<Adeyemi>> got the [[VAT]] receipts."),
    ("titles", "en", "Sensei <<Takahashi>> and Mrs <<Kim>> both coach the kids; make them a thank-you card."),
    # business
    ("business", "en", "Beneficiary: <<Heng Sok>>\nBank: ABA, [[Phnom Penh]]\nAmount: 400 [[USD]]\nIs the beneficiary field correct for [[Cambodia]]?"),
    ("business", "en", "Invoice to the law firm? No — to <<Thandeka Mthembu>> personally. Rewrite."),
    ("business", "en", "Payroll CSV:\nemp_id,name,net\n1021,<<Zhang Wei>>,3120\n1022,<<Olga Volkova>>,2980\n1023,<<Carlos Ruiz>>,3310\nSum the net."),
    ("business", "en", "Lease: <<Ingrid Åkesson>> (landlord), <<Aleksander Nowicki>> and <<Paulina Nowicka>> (tenants). Add a break clause."),
    ("business", "en", "Re: claim 88-41 — adjuster <<Brittany Hunter>> says <<Cody Walker>>'s photos are insufficient."),
    # nonenglish hand
    ("nonenglish", "de", "Sehr geehrter Herr <<von Bülow>>, anbei die [[Nebenkostenabrechnung]]. Mit freundlichen Grüßen <<Anna-Lena Schröder>>"),
    ("nonenglish", "es", "Hola <<Lupita>>, dile a <<Juan Carlos Hernández López>> que el [[SAT]] ya devolvió el saldo."),
    ("nonenglish", "fr", "Bonjour <<Marie-Claire>>, <<Jean-Baptiste Le Gall>> passera jeudi chercher les clés à [[Rennes]]."),
    ("nonenglish", "ja", "<<山田太郎>>様、<<鈴木花子>>様、来週の[[Zoom]]会議の件です。"),
    ("nonenglish", "ru", "<<Анна Сергеевна>>, передайте <<Петрову>>, что отчёт в [[Word]] готов."),
    ("nonenglish", "ar", "السيد <<محمد العتيبي>> والسيدة <<نورة الخطيب>> سيحضران اجتماع [[الرياض]]."),
    ("nonenglish", "zh", "请通知<<欧阳静怡>>和<<李伟>>，[[周一]]上午开会。"),
    ("nonenglish", "ko", "<<김민준>> 님과 <<박서연>> 님에게 [[금요일]] 일정 공유해 주세요."),
]
