# -*- coding: utf-8 -*-
"""Hand-written hard cases (ids `<slice>-hand-NNN`, `nonenglish-<lang>-hand-NNN`).
<<...>> marks a name span, [[...]] a keep word. Titles stay outside the <<...>>."""

HAND = [
    # ---- cultures ----
    ("cultures", "en", "Write a thank-you email to <<Katrín Ósk Þorvaldsdóttir>> and her brother <<Hrafn Þorvaldsson>> for hosting us in [[Reykjavik]]."),
    ("cultures", "en", "The sponsor on the visa form is <<Abdullah bin Fahad bin Nasser Al-Suwaidi>>; his daughter <<Maryam bint Abdullah Al-Suwaidi>> is the applicant."),
    ("cultures", "en", "Please cite <<K. R. Meenakshisundaram>> and <<V. Lalitha>> correctly in the [[IEEE]] paper."),
    ("cultures", "en", "<<Oluwatobiloba Adeyemi-Coker>> will chair the panel and <<Ayomide Bankole-Ogunsanya>> takes notes."),
    ("cultures", "en", "The certificate must show the full name <<María de los Ángeles Gutiérrez de la Vega>>, not just the first surname."),
    ("cultures", "en", "My aunt <<Maria da Conceição dos Santos Pereira>> needs help filling in the [[Portuguese]] tax form."),
    ("cultures", "en", "Is it correct to file <<Jan-Willem van der Laan-de Groot>> under L or under V?"),
    ("cultures", "en", "Translate this letter for <<Анна Сергеевна Петрова>> into plain [[English]]."),
    ("cultures", "en", "The hotel booking is under <<王秀英>>; the passport says <<Wang Xiuying>>. Will that be a problem?"),
    ("cultures", "en", "Write a farewell card from the team to <<김지우>> and <<田中陽子>>."),
    ("cultures", "en", "<<Pádraig Ó Súilleabháin>> and <<Máire Nic Giolla Phádraig>> both need the [[Irish]]-language version of the form."),
    ("cultures", "en", "How do I alphabetise <<Eilidh Mac a' Phearsain>> in a [[Gaelic]] choir list?"),
    ("cultures", "en", "Please add <<Kaʻiulani Kealoha-Akana>> to the [[Honolulu]] volunteer roster."),
    ("cultures", "en", "Draft a welcome for <<Ngāpaki Te Rangi>>, our new [[Māori]] language advisor."),
    ("cultures", "en", "Our Hong Kong client is <<Kelvin Chan Tai-man>>; should the email start with Mr <<Chan>> or <<Kelvin>>?"),
    ("cultures", "en", "Book a room for <<Nguyễn Thị Thu Hà>> and <<Tran Van Long>> from [[Tuesday]] to [[Thursday]]."),
    ("cultures", "en", "<<Sukarni>> from the [[Jakarta]] office only uses one name. What goes in the surname field?"),
    ("cultures", "en", "<<Akosua Serwaa Boakye-Yiadom>> asked for a reference for the [[Accra]] job."),
    ("cultures", "en", "Does <<Ayşegül Çiğdem Öztürk-Kılıçarslan>> fit in a 30-character name field?"),
    ("cultures", "en", "The author is <<Mohammad-Reza Hosseini-Tabatabaei>>; format the citation in [[APA]] style."),
    ("cultures", "en", "<<Nur Aisyah binti Mohd Kamal>> and <<Tsegaye Gebre-Medhin Wolde-Giorgis>> share the [[Fulbright]] award."),
    ("cultures", "en", "Write an invitation to <<Ayelet Ben-Shushan HaLevi>> in [[Hebrew]] and [[English]]."),
    ("cultures", "en", "Please check the Greek spelling: <<Ελένη Παπαδοπούλου>> or <<Eleni Papadopoulou>>?"),
    ("cultures", "en", "Send the [[Diwali]] hamper to <<प्रिया शर्मा>> at the [[Pune]] office."),
    ("cultures", "en", "Add <<Yusuf ibn Khalid al-Harbi>> and <<Layla bint Hamad Al-Thani>> to the [[Doha]] delegation list; <<Ibn Khalid>> is how the first one signs."),
    ("cultures", "en", "<<Seamus MacGiolla Bhríde>> and <<Aoibheann O'Connor-Walsh>> want the [[Galway]] cottage for [[Easter]]."),
    # ---- casing ----
    ("casing", "en", "URGENT: <<JOSÉ MARÍA DE LA CRUZ>> CALLED ABOUT THE [[TESLA]] ORDER, CALL BACK BEFORE [[FRIDAY]]"),
    ("casing", "en", "hey can u ask <<siobhan o'neill>> if the [[dell]] laptop is fixed"),
    ("casing", "en", "pls cc <<anna-lena van der weide>> and <<MOHAMMED AL-FARSI>> on the [[VAT]] thread"),
    ("casing", "en", "<<mcallister>> says the [[kubernetes]] cluster is down again lol"),
    # ---- position ----
    ("position", "en", "<<Thandiwe Nkosi>>"),
    ("position", "en", "Thanks, <<Ines>>"),
    ("position", "en", "Can you make this shorter and keep the sign-off?\n\nSee you on [[Monday]],\n<<Ji-ho>>"),
    ("position", "en", "<<Guy>> wants the [[Jira]] export, and so does <<Rose Hope>>."),
    # ---- lists ----
    ("lists", "en", "Format as a bibliography: <<Nakamura, Emi>>; <<O'Connor-Walsh, Aoibheann>>; <<van Rijn, Pieter>>; <<Al-Hashimi, Layla>>."),
    ("lists", "en", "Seating:\nTable 1\t<<Hope Mbatha>>\t<<Joy Okafor>>\nTable 2\t<<Grant Ferreira>>\t<<Will Tanaka>>\nMake place cards."),
    ("lists", "en", "Volunteers: <<Siosaia>>, <<Priyanka>>, <<Björn>>, <<Zanele>>, <<Xochitl>> and <<Mateus>>. Who takes [[Saturday]]?"),
    # ---- possessive ----
    ("possessive", "en", "I scratched <<James>>' car in the [[Walmart]] car park; how do I tell him?"),
    ("possessive", "en", "Is <<Thomas>>' laptop covered by the [[Dell]] warranty?"),
    ("possessive", "en", "Summarise <<Agnes Nkosi>>'s and <<Chidi Okonjo>>’s feedback on the [[Q2]] roadmap."),
    ("possessive", "en", "<<Frances O'Hara>>'s cat is at <<Mark Hughes>>'s place until [[Sunday]]."),
    # ---- quoted ----
    ("quoted", "en", "Rewrite this so it sounds less angry:\n\n\"<<Bogdan>>,\nwhere is the [[Q3]] deck??\n\n<<Raluca Ionescu>>\n[[Head of Marketing]]\nSent from my [[iPhone]]\""),
    ("quoted", "en", "Reply to:\n> Hi all, <<Ngozi>> here. I'm out until [[Thursday]]; ping <<Tobias Rønning>> meanwhile.\n> – <<Ngozi>>"),
    ("quoted", "en", "WhatsApp export:\n12/03/24, 21:04 - <<Carmen Ortiz>>: did <<Lucía>> call?\n12/03/24, 21:06 - <<Pablo Ruiz>>: not yet\nSummarise it."),
    # ---- code ----
    ("code", "en", "Fix the syntax:\n```python\n__author__ = \"<<Ingrid Solberg>>\"\n__maintainer__ = \"<<Kwame Mensah>>\"\nimport [[numpy]] as np\n```"),
    ("code", "en", "Why does [[BibTeX]] split this wrong?\n```\n@article{{key,\n  author = {{<<de la Fontaine, Margaux>> and <<Nguyen, Van Minh>>}},\n}}\n```"),
    ("code", "en", "Explain:\n```json\n{{\"name\": \"invoice-tool\", \"author\": \"<<Rahul Verma>>\", \"contributors\": [\"<<Lina Haddad>>\"]}}\n```"),
    ("code", "en", "```\n$ git shortlog -sn\n   42  <<Aoife Gallagher>>\n   17  <<Tomasz Wójcik>>\n    3  dependabot[bot]\n```\nWho contributed most?"),
    ("code", "en", "In [[LaTeX]], why is \\author{{<<Søren Kjær>> \\and <<Astrid Lindqvist>>}} printed on one line?"),
    # ---- business ----
    ("business", "en", "Invoice for <<Hope Williams>> at [[Grant Thornton]]: two audit days, [[VAT]] 20 %."),
    ("business", "en", "<<Marek Nowak>> lives at ul. Długa 7, Gdańsk. He wants the [[Ikea]] refund sent there."),
    ("business", "en", "Please match payment ref. 4471-B to <<Faith Adeyemi>> ([[Goldman Sachs]]) and issue a receipt."),
    ("business", "en", "The [[Ford]] dealership invoice is addressed to <<Harrison Page>>, but the car is registered to <<Ivy Chen>>."),
    # ---- titles ----
    ("titles", "en", "Dr. <<Chen>> from [[Oracle]] met [[Grant Thornton]] auditors on [[Monday]]. Write the minutes."),
    ("titles", "de", "Herr Dr. <<Klaus-Peter Weber>> und Prof. Dr. med. <<Ingrid Hahn-Sørensen>> kommen zur [[Sitzung]]."),
    ("titles", "en", "Should the letter say Datuk <<Ahmad Faizal>> or Dato' <<Ahmad Faizal bin Hashim>>?"),
    ("titles", "en", "Chief <<Emeka Okafor>> and Lt. Gen. (ret.) <<Adaeze Nwosu>> will open the [[Lagos]] summit."),
    ("titles", "en", "Sra. <<María José Ortega>> asked Sir <<Alistair>> about the [[Madrid]] gala."),
    # ---- nonenglish ----
    ("nonenglish", "de", "Frau <<Koch>> hat den [[Kuchen]] für die [[Weihnachtsfeier]] bestellt, Herr <<Bauer>> die [[Getränke]]."),
    ("nonenglish", "de", "<<Winter>> und <<Sommer>> (die Anwälte) schicken die [[Vollmacht]] erst im [[Januar]]."),
    ("nonenglish", "pl", "Umów spotkanie z <<Agnieszką Kowalską>> i <<Piotrem Zielińskim>> w sprawie [[ZUS]]."),
    ("nonenglish", "tr", "<<Ayşe>>'nin [[Zoom]] linki çalışmıyor, <<Mehmet Yılmaz>>'a haber ver."),
    ("nonenglish", "es", "Doña <<Rosario>> y don <<Eusebio Quispe Mamani>> llegan a [[Cusco]] el domingo."),
    ("nonenglish", "fr", "<<Jean-Pierre>> et <<Marie-Thérèse Le Gall>> ont signé le [[PACS]] à la mairie."),
    ("nonenglish", "it", "La dott.ssa <<Lo Russo>> e <<Pierluigi Dell'Acqua>> hanno rimandato la riunione con [[Vodafone]]."),
    ("nonenglish", "nl", "Mevrouw <<van 't Hof>> en <<Sjoerd de Jong>> willen de [[Belastingdienst]] bellen."),
]
