# -*- coding: utf-8 -*-
"""Hand-written hard prompts. Markup: <<name span>>, [[keep item]].

records() yields (slice, lang, text_with_markup, strict) where strict=False disables
the "name token also occurs unannotated" check for records that use a name word on
purpose as an ordinary word elsewhere (e.g. "Hope" the person and "hope" the verb in
different case is fine anyway; strict=False is only needed for same-case reuse).
For the keep slice, strict is "hand" for hand-written records and True for combined ones.
"""

CULTURES = [
    ("en", "Icelandic question: my colleague is <<Guðrún Jónsdóttir>> and her son is <<Stefán Einarsson>>. Why don't they share a surname? Is it rude to call her Mrs. <<Jónsdóttir>>?"),
    ("en", "The passport reads <<Abdullah bin Faisal bin Turki Al Saud>> but the visa form only has room for 25 characters. How do I abbreviate it correctly?"),
    ("en", "Tamil naming: his certificates say <<R. Senthilnathan>> and his bank says <<Senthilnathan Ramasamy>>. Are these the same person for KYC?"),
    ("en", "Wedding program draft: the bride, <<Oluwadamilola Adeyemi-Okafor>>, and the groom, <<Chidiebube Nwankwo>>, welcome you. Can you add Yoruba and Igbo greetings?"),
    ("en", "My Burmese colleague <<Aung Myat Thu>> has no family name; HR's system forces a last name. What should we enter?"),
    ("en", "Is it <<Nguyễn Văn An>> or <<An Nguyen>> on the plane ticket? His passport has no diacritics: <<NGUYEN VAN AN>>."),
    ("en", "Please draft condolences to <<Tūī Mātene>> on behalf of our iwi liaison team, and include a short whakataukī."),
    ("en", "The Mongolian applicant writes her name as <<B. Enkhtuya>> (B. is her father's initial). How should the university list her?"),
    ("en", "Spanish double surnames: <<María José García-Lorca de la Vega>> signs as <<María José García>>. Which one goes in the [[CRM]]?"),
    ("en", "Kazakh name order: is it <<Seitkali Aizhan Nurlanovna>> or <<Aizhan Nurlanovna Seitkali>> on the certificate?"),
    ("en", "Ethiopian names: <<Meseret Defar>>'s father is <<Defar Tolosa>>. So should the school call her Ms <<Defar>>?"),
    ("en", "Our Sikh employee <<Amritpal Singh>> and his sister <<Harleen Kaur>> both need keycards; the system rejects same-surname siblings with different last names. Workaround?"),
    ("en", "Javanese mononym: the applicant is just <<Suharti>>. The airline form demands a first and last name, so the agent wrote <<Suharti Suharti>>. Is that normal?"),
    ("en", "Dutch sorting: should <<Vincent van Gogh-Bonger>> be filed under V or G in our archive index?"),
    ("en", "Hawaiian name on the lease: <<Kawika Kahiapo>>. Landlord keeps spelling it 'Kaviqa', how do I correct it nicely?"),
    ("en", "Georgian surname endings: <<Nino Kapanadze>>, <<Levan Tsiklauri>>, <<Giorgi Beridze>> — which regions do -adze, -uri, -idze come from?"),
    ("en", "The ticket from the Cree community liaison is signed <<Wapun Cardinal>>; please reply in a respectful tone and thank her for the report on the [[Treaty]] 6 event."),
    ("en", "Fijian guest list: should I write Ratu <<Isoa Vakalalabure>> or just <<Isoa Vakalalabure>>? I think 'Ratu' is a chiefly title."),
    ("en", "My Hungarian grandmother is <<Szabó Ilona>> in Hungary and <<Ilona Szabo>> in Canada. Which version goes on the family tree?"),
    ("en", "Chinese compound surname: <<Sima Qian>> vs <<Ouyang Xiu>>. How do I tell the surname from the given name in a CSV import?"),
]

CASING = [
    ("en", "!NS!hope you're well! <<hope>> and <<will>> are coming saturday, can u book a table for 4"),
    ("en", "ASK <<GRACE OKAFOR>> IF THE [[VPN]] TOKEN WAS REISSUED"),
    ("en", "!NS!pls send the contract to <<mark de vries>> not to mark the invoice as paid"),
    ("en", "MEETING WITH DR. <<DOROTA KWIATKOWSKA>> AT 3PM, NOT WITH <<DOROTA>>'S BOSS"),
    ("en", "!NS!so <<jordan>> flew to jordan and <<paris>> is in paris, how do i explain that to my 6yo"),
    ("en", "BUG-2231: USER <<ŞÜKRÜ ÖZTÜRK>> CANNOT UPLOAD FILES LARGER THAN 2MB"),
    ("en", "!NS!my daughter <<summer>> hates summer camp, how do i talk to her about it"),
    ("en", "!NS!tell <<sunny>> the weather won't be sunny on sunday lol, reschedule the bbq"),
]

POSITION = [
    ("en", "<<Marisol Quispe Huamán>>"),
    ("en", "Thanks, <<Ingeborg>>"),
    ("en", "<<Faith>>? Are you still there?"),
    ("en", "Signed: <<Precious Ndlovu>>"),
    ("en", "Ping <<Bo>>."),
    ("en", "Who is <<Rhiannon Ap Gwilym>>"),
    ("en", "<<Xiadani Hernández Tzompa>> — please confirm the transfer."),
    ("en", "— <<K. Annamalai>>"),
]

LISTS = [
    ("en", "authors: <<Raman, Priya>>; <<Okoye, Chidi>>; <<van Dijk, Maarten>>; <<Al-Masri, Huda>>"),
    ("en", "ok so the team is <<rafa>>, <<ingrid>>, <<kwabena>>, <<mei>> and me — who should present?"),
    ("en", "| Name | Role |\n|---|---|\n| <<Tuğba Erdem>> | PM |\n| <<Hoàng Minh Tuấn>> | QA |\n| <<Ewa Grabowska-Lis>> | Dev |\nAdd a column for time zone."),
    ("en", "Shortlist: <<Bill Okello>>, <<Hunter Ross>>, <<Blessing Moyo>>, <<Dawn Tsosie>> — rank them by the attached scores."),
    ("en", "Volunteers (Sat): <<Ahmad>>, <<Yerlan>>, <<Mathilde>>\nVolunteers (Sun): <<Koa>>, <<Ayaan>>, <<Nadia>>"),
    ("en", "<<Lee, Seo-yeon>>; <<Ito, Haruka>>; <<Chen, Wei>>; <<Nguyen, Thi Bich Ngoc>> — reformat as First Last."),
    ("en", "players = ['<<aroha>>', '<<tane>>', '<<mikaere>>', '<<ngaio>>']\nshuffle them into pairs"),
    ("en", "Speakers: Dr <<Mariam Traoré>>, Prof. <<Henrik Lindgren>>, Ms <<Rosa Parkinson>> and Mr <<Ade Bello>>."),
    ("en", "Emergency contacts:\n• <<Rosa Delgado>> (mother) 0412 555 019\n• <<Tomás Delgado>> (brother) 0412 555 388"),
    ("en", "Kids in carpool: <<Georgia>>, <<Hunter>>, <<Sky>>, <<Rio>>. We drive them to the robotics day on [[Tuesday]]."),
]

POSSESSIVE = [
    ("en", "<<Chris>>' notes and <<Thomas>>’ slides are in the same folder."),
    ("en", "I'm staying at the <<Kowalskis>>' place over [[Easter]]; what gift should I bring?"),
    ("en", "Whose idea was this, <<Jess>>'s or <<Amara>>'s?"),
    ("en", "<<Nguyễn Thị Lan>>’s visa expires in March; <<Oskar Nyström>>'s in June."),
    ("en", "The <<Abernathys>>' lawyer wrote back. Do they have a case?"),
    ("en", "is <<dolores>>'s mom still in hospital? want to send flowers"),
    ("en", "We used Mrs <<Beaton>>'s recipe — wait, no, my grandmother <<Eunice Farquharson>>'s."),
    ("en", "<<James>>'s and <<Keziah>>'s grades dropped after the move to [[Bristol]]."),
    ("en", "I love [[McDonald]]'s fries but <<Donald Okeke>>'s homemade ones are better."),
    ("en", "<<Faith>>'s faith in the project is shaken; how do I reassure her?"),
]

QUOTED = [
    ("en", "Can you tell if this is a scam?\n\n\"Dear Beneficiary, I am Barrister <<Godfrey Amadi>>, personal attorney to late Engr. <<Samuel Ekwueme>>. Kindly send your details to claim USD 4.5M.\""),
    ("en", "> <<Liesbeth>> wrote:\n>> <<Thandiwe>> wrote:\n>>> can we move standup to 9:30?\n>> fine by me\n> +1\nso is it moved or not?"),
    ("en", "From: <<Erik Lundgren>> <erik.l@fjordtech.example>\nTo: <<Amira Haddad>>\nSubject: Re: [[Oslo]] offsite\n\nWorks for me. /E"),
    ("en", "WhatsApp export:\n12/03/24, 21:04 - Mum: did u eat\n12/03/24, 21:06 - <<Zanele>>: yes ma\n12/03/24, 21:07 - Mum: tell <<Sipho>> to call me\nturn this into a funny caption"),
    ("en", "The review on our page says: \"Ask for <<Tavita>>, he fixed our AC in 20 minutes!\" How should we reply?"),
    ("en", "Slack DM from @<<ravi.shankar>>: \"hey, can u approve my PTO?\" — oops, write the reply for me"),
    ("en", "Text from my landlord: \"<<Dmitri>> here. Plumber comes tmrw 8am, <<Oleksandr>> will let him in.\""),
    ("en", "Meeting transcript (auto):\nSpeaker 1: okay we're recording\n<<Amaru Condori>>: the shipment is in [[Callao]]\n<<Fiona Nakashima>>: customs hold?\n<<Amaru Condori>>: yes, two weeks"),
    ("en", "\"Sincerely, <<Antoinette Fairchild-Mbeki>>, Head of People\" — is this signature block too long?"),
    ("en", "Forward this to <<Wiremu>>: \"Kia ora <<Hemi>>, the hui is moved to [[Thursday]].\""),
]

CODE = [
    ("en", "# FIXME(<<jkowalczyk>>) flaky on [[Windows]]\n# TODO(<<a.nakamura>>) switch to [[asyncio]]\nwhich of these TODOs is older?"),
    ("en", "git log --format='%an' | sort | uniq -c\n     41 <<Siddharth Venkatesan>>\n     12 <<siddharth.v>>\n      3 <<Ngozi Okonjo>>\nmerge the duplicate author entries with .mailmap"),
    ("en", "export const reviewers = {\n  backend: \"<<Ifeoma Chukwu>>\",\n  frontend: \"<<Lars-Erik Holm>>\",\n};"),
    ("en", "mv /Users/<<mtrembley>>/Downloads/report.xlsx /srv/shared/ — permission denied, why?"),
    ("en", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: billing\n  annotations:\n    owner: \"<<Oyelaran, Tunde>>\"\n    oncall: <<tunde.oyelaran>>@corp.example"),
    ("en", "Branch names in the repo: feature/<<priya>>-sso, fix/<<kwame>>-null-deref, main. Write a cleanup script that deletes merged ones."),
    ("en", "it('should greet <<Zofia>> by name', () => {\n  expect(greet('<<Zofia>>')).toBe('Hello, <<Zofia>>!');\n});"),
    ("en", "[ERROR] ssh: <<nkosinathi.m>>@bastion: Permission denied (publickey)\nhow do I add his key?"),
    ("en", "UPDATE staff SET manager = '<<Hélène Dubois-Moreau>>' WHERE dept = 'R&D';"),
    ("en", "Jira: [OPS-771] assignee=<<Bogdan Lungu>> reporter=<<Ioana Pop>> priority=[[Blocker]] — write a status note."),
    ("en", "The docstring says 'Adapted from the algorithm by <<Edsger Dijkstra>>'. Is the complexity claim right?"),
    ("en", "user_ids = {\"<<mwangi.k>>\": 4411, \"<<achieng.o>>\": 4412}  # interns"),
]

BUSINESS = [
    ("en", "Payroll query: <<Olu Adesanya>> was paid twice for [[November]]; the second payment (1,830.55 GBP) should be recovered. Draft the letter."),
    ("en", "!NS!Insurance: the claimant, <<Paris Whitfield>>, was injured in Paris while on a work trip. Which policy applies?"),
    ("en", "Medical note: pt <<Hope Adjei>>, 34F, presents with migraine; hx of [[IBS]]. Draft a referral letter."),
    ("en", "School report for <<Rangi Parata>>, Year 6: excellent in maths, needs encouragement in reading. Make it kinder."),
    ("en", "Court filing: the estate of <<Lorraine Beaumont-Achebe>> v. [[Harbor]] Insurance. Summarise the claim."),
    ("en", "Expense: dinner with client <<Sun-hee Yoon>> at [[Nobu]], 312 USD. Is this within policy?"),
    ("en", "Hotel booking for Mr <<Khumalo>> and Ms <<Faith Mahlangu>>, 2 rooms, 3 nights in [[Durban]]. Write the confirmation."),
    ("en", "Dating profile check: \"I'm <<Sunny>>, 29, love hiking and [[Marvel]] films\". Make it more interesting."),
    ("en", "Power of attorney: I, <<Rosalind Achterberg>>, appoint my son <<Pieter Achterberg>> as my attorney for financial matters."),
    ("en", "Customer <<Ndeye Fatou Ndiaye>> disputes charge 44.90 from [[Spotify]]. Reply per the refund policy."),
]

TITLES = [
    ("en", "Should I write 'Dear Dr. <<Ali>>' or 'Dear Dr. <<Mahmoud Ali>>' in the cover letter?"),
    ("en", "Herr Prof. Dr. <<Wolfgang Ebersbach>> hat abgesagt — how do I rewrite the program in English?"),
    ("en", "Sayın <<Aydın>> Bey, please translate the rest of this Turkish email."),
    ("en", "Mrs. <<Hughes-Ngata>> asked whether Mr. <<Ngata>> can pick up the kids."),
    ("en", "Lady <<Antonia Fraser-Hume>> and Sir <<Oswald Pennington>> are on the guest list; seating etiquette?"),
    ("en", "In Japanese business mail, is <<Tanaka>>-san or <<Tanaka>>-sama more appropriate for a client?"),
    ("en", "Ustaz <<Harun Rashid>> will lead the prayer; write the announcement."),
    ("en", "Is 'Shri <<Ramesh Iyer>>' or 'Mr. <<Iyer>>' better for the wedding invite?"),
    ("en", "Señor <<Eusebio Ayala>> y Doña <<Carmen Ayala>> are the sponsors. How to list them in English?"),
    ("en", "Rabbi <<Yehuda Feldman>> and Imam <<Yusuf Demir>> will both speak at the interfaith dinner."),
    ("en", "Please address Mzee <<Odinga>> formally in the speech; he's the village elder."),
    ("en", "Sgt. <<Marcus Tillman>> filed the incident report; summarise it."),
]

NONENGLISH = [
    ("de", "Kannst du eine E-Mail an Frau <<Schröder>> schreiben? Ich habe gestern mit <<Jürgens>> Kollegin gesprochen, <<Anja Müller-Lüdenscheidt>>."),
    ("de", "Die [[Rechnung]] ist an Herrn <<Ömer Yıldırım>> adressiert, aber bezahlt hat <<Katharinas>> Vater."),
    ("de", "<<Klaus-Dieter>> meint, wir sollten den [[Termin]] beim [[Notar]] auf [[Mittwoch]] verschieben."),
    ("es", "Le envié el presupuesto a <<Maite Urrutia Goñi>> y a su socio <<Xabier>>, pero no contestan."),
    ("es", "¿Cómo felicito a <<Ximena>> por su ascenso sin que suene falso? Su jefe, el licenciado <<Peña Nieto>>… no, <<Raúl Peña>>, es muy serio."),
    ("es", "Mi hija <<Dolores>> (le decimos <<Lola>>) tiene fiebre desde el [[jueves]]."),
    ("fr", "Dis à <<Marie-Ève>> que <<Jean-Luc Ndiaye>> passera récupérer les clés chez madame <<Lefèvre>>."),
    ("fr", "Le dossier de <<Nour El Houda Benali>> est bloqué à la [[CAF]] depuis [[septembre]]."),
    ("fr", "Réponds à <<Gaëlle>> : le devis d'[[Orange]] est trop cher."),
    ("pl", "Rozmawiałem wczoraj z <<Anną Kowalską>> i z <<Piotrem Nowakiem>> o [[budżecie]]."),
    ("pl", "Przekaż <<Agnieszce>>, że <<Tomasz>> nie przyjdzie, bo jest u <<Małgosi>>."),
    ("pl", "Faktura dla <<Grzegorza Brzęczyszczykiewicza>> wciąż nieopłacona."),
    ("cs", "Poděkuj prosím panu <<Novákovi>> a paní <<Dvořákové>> za pomoc."),
    ("cs", "Včera jsem mluvila s <<Janem Svobodou>> o smlouvě."),
    ("ru", "Напиши письмо <<Ивану Петровичу Сидорову>> о переносе встречи на [[понедельник]]."),
    ("ru", "Я говорила с <<Анной>> и <<Сергеем Кузнецовым>>, они согласны."),
    ("ru", "Договор подписал <<Алексей Смирнов>>, а проверила <<Ольга Николаевна>>."),
    ("uk", "Передай <<Оксані Шевченко>>, що звіт готовий, а <<Тарас>> його перевірить."),
    ("fi", "Kerro <<Mikolle>>, että <<Liisan>> kokous siirtyi [[tiistaille]]."),
    ("fi", "Soitin eilen <<Juha Virtaselle>> vuokrasta."),
    ("hu", "Küldd el a számlát <<Kovács Péternek>>, és szólj <<Nagy Annának>> is."),
    ("hu", "<<Szabó Eszter>> holnap nem jön be, <<Tóth Gábor>> helyettesíti."),
    ("tr", "<<Ayşe>>'ye söyle, <<Mehmet Öztürk>>'ün raporu [[Cuma]] günü gelecek."),
    ("tr", "<<Emre Yıldız>> ile <<Zeynep Kaya>> toplantıya katılmadı."),
    ("ar", "أرجو كتابة رسالة إلى <<محمد عبد الله>> بخصوص الفاتورة، ونسخة إلى <<فاطمة الزهراء>>."),
    ("ar", "قال <<خالد بن سعيد الغامدي>> إن الاجتماع يوم [[الأحد]]."),
    ("he", "תכתוב בבקשה מייל ל<<יוסי כהן>> על הפגישה עם <<רחל לוי>>."),
    ("fa", "لطفاً به <<علی رضایی>> بگو که جلسه با <<مریم احمدی>> به [[شنبه]] منتقل شد."),
    ("zh", "请帮我给<<王秀英>>写一封邮件,告诉她<<李建国>>下周一来北京。"),
    ("zh", "<<张伟>>和<<刘洋>>负责这个项目,<<陈静>>负责测试。"),
    ("ja", "<<田中>>さんに、<<佐藤花子>>さんの会議が金曜日に変更になったと伝えてください。"),
    ("ja", "<<山本太郎>>様、お問い合わせありがとうございます。"),
    ("ko", "<<김민준>> 씨에게 <<이서연>> 팀장님 회의가 취소됐다고 전해 주세요."),
    ("ko", "<<박지우>>님, 주문하신 상품이 발송되었습니다."),
    ("hi", "कृपया <<राहुल शर्मा>> को ईमेल लिखें कि <<प्रिया वर्मा>> की छुट्टी मंज़ूर हो गई है।"),
    ("bn", "<<রাহিম উদ্দিন>> কে বলো যে <<তানিয়া আক্তার>> আজ আসবে না।"),
    ("ta", "<<கார்த்திக் சுப்பிரமணியன்>> நாளை கூட்டத்திற்கு வருவார்."),
    ("el", "Στείλε email στον <<Γιώργο Παπαδόπουλο>> και στην <<Ελένη Νικολάου>> για τη συνάντηση."),
    ("ka", "გთხოვ, მისწერე <<ნინო ბერიძეს>> შეხვედრის შესახებ."),
    ("hy", "Խնդրում եմ նամակ գրել <<Արամ Պետրոսյանին>>։"),
    ("am", "እባክህ ለ<<አበበ ከበደ>> ስለ ስብሰባው ንገረው።"),
    ("th", "ช่วยเขียนอีเมลถึงคุณ<<สมชาย ใจดี>>เรื่องการประชุมวันจันทร์"),
    ("vi", "Anh <<Tuấn>> nhờ chị <<Nguyễn Thị Hương>> gửi hợp đồng cho [[Vietcombank]]."),
    ("id", "Bu <<Sri Wahyuni>> minta laporan dari Mas <<Joko>> sebelum hari [[Jumat]]."),
    ("sw", "Mwambie Bi <<Neema>>… samahani, mwambie <<Neema Kisanga>> kwamba <<Baraka>> atachelewa."),
    ("it", "Ho parlato con la dottoressa <<Lo Bianco>> e con <<Gianmarco D'Alessandro>> del preventivo."),
    ("pt", "O <<Zé>> disse que a <<Maria da Graça Vasconcelos>> já assinou o contrato."),
    ("nl", "Stuur de offerte naar <<Jan-Willem van den Heuvel>> en bel daarna <<Marieke>>."),
    ("sv", "Hälsa <<Björn>> att <<Märta Lindqvists>> flyg är försenat."),
    ("is", "Vinsamlegast sendu <<Guðrúnu Jónsdóttur>> reikninginn."),
    ("lt", "Perduokite <<Rūtai Kazlauskienei>>, kad <<Jonas>> vėluos."),
    ("lv", "Lūdzu, nosūtiet rēķinu <<Jānim Bērziņam>>."),
    ("et", "Palun saada arve <<Kadri Tammele>>."),
    ("sr", "Пошаљи рачун <<Јелени Јовановић>> и <<Марку>>."),
    ("hr", "Javi <<Ivani Horvat>> da <<Luka>> kasni."),
    ("ro", "I-am scris lui <<Andrei Popescu>> și <<Ioanei>> despre contract."),
    ("yo", "Jọ̀wọ́ kọ lẹ́tà sí <<Adébáyọ̀ Ògúnlẹ́yẹ>> nípa ìpàdé náà."),
    ("tl", "Sabihin mo kay Aling <<Nena>> — este, kay <<Nena Bautista>> — na darating si <<Jun-Jun>> bukas."),
    ("mn", "<<Батбаярын Энхжаргал>> маргааш хуралд ирнэ."),
    ("ur", "براہِ کرم <<عائشہ صدیقی>> کو بتائیں کہ میٹنگ منسوخ ہو گئی ہے۔"),
    ("kk", "<<Айгерім Сейтқали>> ертең кездесуге келмейді."),
]

# keep slice: no person names at all
KEEP_HAND = [
    ("en", "Is [[Julia]] faster than [[Python]] for numerical work, or should I stick with [[NumPy]]?"),
    ("en", "How do I enable [[Ruby]] on [[Rails]] caching in production?"),
    ("en", "[[Siri]] and [[Alexa]] both misunderstood my request. Which assistant handles accents better?"),
    ("en", "Take the [[Victoria]] line from [[Brixton]] and change at [[Green Park]] for [[Heathrow]]."),
    ("en", "What is the [[Grace]] period on a [[Visa]] credit card payment in the [[UK]]?"),
    ("en", "Compare the [[Jordan]] 4 and the [[Air Max]] 90 for wide feet."),
    ("en", "Is the [[Amazon]] rainforest shrinking faster than last decade?"),
    ("en", "Our [[Kubernetes]] cluster on [[GKE]] keeps evicting pods after the [[Helm]] upgrade."),
    ("en", "Is [[Petra]] worth a day trip from [[Amman]] in [[August]]?"),
    ("en", "[[Elizabeth]] line trains from [[Paddington]] are delayed again — is there a refund scheme?"),
    ("en", "Can I use [[Hugo]] instead of [[Jekyll]] for a docs site on [[Netlify]]?"),
    ("en", "The [[Mercedes]] dealership quoted more than the [[Toyota]] one for the same service."),
    ("en", "Explain the difference between breadth-first search and [[A*]] search for a beginner, with [[Python]] code."),
    ("en", "What's the best route from [[Georgia]] to [[Carolina]] avoiding [[I-95]]?"),
    ("en", "Does [[Cassandra]] or [[MongoDB]] handle write-heavy workloads better?"),
    ("en", "Set up [[Jenkins]] to trigger on [[Bitbucket]] pull requests."),
    ("en", "Why does [[Ansible]] fail with 'unreachable' on [[Ubuntu]] 24.04?"),
    ("en", "Is [[Whit Monday]] a bank holiday in [[Northern Ireland]]?"),
    ("en", "My [[Tesla]] won't charge at the [[Ionity]] station near [[Lyon]]."),
    ("en", "Which is better for a small team: [[Asana]], [[Trello]] or [[Linear]]?"),
    ("en", "Convert this [[Excel]] formula to [[Google Sheets]]: =XLOOKUP(A2, B:B, C:C)"),
    ("en", "We're flying into [[Santa Cruz]] via [[São Paulo]] — do we need a yellow fever certificate?"),
    ("en", "Write a haiku about [[March]] rain and [[Easter]] mornings."),
    ("en", "[[Hope]] Street and [[Hardman]] Street in [[Liverpool]] — which has better parking?"),
    ("en", "Tell me about the [[Smithsonian]] museums' opening hours during [[Memorial Day]] weekend."),
    ("en", "Can [[Hermes]] deliver to a [[DHL]] Packstation?"),
    ("en", "Is the [[Uffizi]] in [[Florence]] open on [[Mondays]]?"),
    ("en", "Is [[Sage]] or [[Xero]] better for a UK sole trader doing [[MTD]] returns?"),
    ("en", "Why is my [[Django]] migration stuck on [[Heroku]]?"),
    ("en", "Summarise the [[WHO]] guidance on [[RSV]] vaccines for adults over 60."),
    ("en", "Write a cover letter for a job at [[Johnson & Johnson]] in [[New Brunswick]]."),
    ("en", "Is [[Wells Fargo]] open on [[Columbus Day]]?"),
    ("en", "Difference between [[Kafka]] topics and [[RabbitMQ]] queues?"),
    ("en", "What time does [[Ramadan]] iftar start in [[Dubai]] this year?"),
    ("en", "Recommend a [[Diwali]] menu for 12 people, mostly vegetarian."),
    ("en", "Does the [[Harvard]] referencing style differ from [[Chicago]] for web pages?"),
    ("en", "How do I migrate from [[Jest]] to [[Vitest]]?"),
    ("en", "I'm applying to [[Stanford]] and [[McGill]]; which essay prompt is harder?"),
    ("en", "Is [[Marks & Spencer]] food hall open on [[Boxing Day]]?"),
    ("en", "The [[Hudson]] River ferry to [[Jersey City]] — how long is the crossing?"),
    ("en", "explain [[terraform]] state locking with [[dynamodb]] like i'm five"),
    ("en", "MY [[IPHONE]] WON'T SYNC WITH [[ICLOUD]] SINCE THE UPDATE"),
    ("en", "Can you explain [[ROC]] curves with a [[COVID]] test example?"),
    ("en", "Does [[Ryanair]] allow a second cabin bag from [[Dublin]] to [[Malaga]]?"),
    ("en", "Install [[Homebrew]] on an [[M2]] Mac without admin rights."),
    ("en", "Is [[Sunny]] Delight actually orange juice?"),
    ("en", "Plan a weekend in [[Savannah]], [[Georgia]], for two people who like jazz."),
    ("en", "Why does [[Chrome]] show 'Your connection is not private' on our [[Intranet]]?"),
    ("en", "Compare [[Clio]] and [[MyCase]] legal practice software for a 3-lawyer firm."),
    ("en", "What are [[Fannie Mae]] and [[Freddie Mac]] and why do they matter for my mortgage?"),
    ("en", "Summarise the [[Magna Carta]] in five bullet points for a Year 8 class."),
    ("en", "Is the [[Ford]] [[Ranger]] or the [[Hilux]] better for towing?"),
    ("en", "Our [[Salesforce]] sandbox refresh wiped the [[Apex]] tests. How to recover?"),
    ("en", "Which [[Pokémon]] evolves with a [[Moon]] Stone?"),
    ("en", "Is the [[Georgetown]] campus close to [[Union Station]]?"),
    ("en", "Convert 75 [[Fahrenheit]] to [[Celsius]] and explain the formula."),
    ("en", "Write [[SQL]] to find customers who ordered in [[January]] but not in [[February]]."),
    ("en", "Difference between [[Medicaid]] and [[Medicare]] in plain English?"),
    ("en", "What does [[Mark]] 2 mean on a [[Land Rover]] Defender listing?"),
    ("en", "Is [[Bill]] of Materials the same as a parts list in [[SAP]]?"),
    ("de", "Wie beantrage ich beim [[Bürgeramt]] einen neuen [[Personalausweis]], wenn der [[Termin]] erst im [[Dezember]] frei ist?"),
    ("de", "Ist die [[Deutsche Bahn]] verpflichtet, die [[Fahrkarte]] zu erstatten, wenn der [[ICE]] ausfällt?"),
    ("de", "Muss ich die [[Grundsteuer]] für das [[Gartenhaus]] extra angeben?"),
    ("de", "Welche [[Versicherung]] zahlt, wenn im [[Keller]] ein [[Wasserschaden]] entsteht?"),
    ("es", "¿Qué documentos pide [[Hacienda]] para la [[Declaración]] de la [[Renta]]?"),
    ("es", "¿Está abierto el [[Museo del Prado]] el [[Domingo de Ramos]]?"),
    ("fr", "Comment résilier mon abonnement [[Free]] [[Mobile]] avant la fin du mois ?"),
    ("fr", "La [[Sécurité sociale]] rembourse-t-elle les séances de [[kiné]] ?"),
    ("it", "Come si rinnova la [[Carta d'Identità]] elettronica al [[Comune]] di [[Bologna]]?"),
    ("pt", "Como pedir a segunda via do [[Cartão de Cidadão]] nas [[Lojas do Cidadão]]?"),
    ("nl", "Hoe vraag ik [[huurtoeslag]] aan bij de [[Belastingdienst]]?"),
    ("tr", "[[Kurban Bayramı]] tatilinde [[Kapalıçarşı]] açık mı?"),
    ("ru", "Как продлить полис [[ОСАГО]] через [[Госуслуги]]?"),
    ("ja", "「[[東京駅]]」から「[[新宿駅]]」まで [[JR]] 山手線で何分かかりますか?"),
    ("zh", "在上海用 [[Alipay]] 交水费怎么操作?还有 [[WeChat Pay]] 可以吗?"),
    ("ko", "서울역에서 [[KTX]] 타고 부산까지 얼마나 걸려요? [[SRT]] 와 비교해 주세요."),
    ("ar", "هل يعمل [[مترو دبي]] في يوم [[الجمعة]] صباحاً؟"),
    ("pl", "Jak złożyć [[PIT]] przez [[e-Urząd Skarbowy]] w [[kwietniu]]?"),
    ("sv", "Hur ansöker jag om [[BankID]] hos [[Swedbank]]?"),
    ("hi", "[[दिवाली]] पर [[दिल्ली]] [[मेट्रो]] का समय क्या है?"),
]

# combined keep prompts (templated keep slice): fill slots from hard not-a-person lists
KEEP_SLOTS = {
    "A": ["Jasmine", "Sage", "Ivy", "Basil", "Rosemary", "Heather", "Iris", "Daisy", "Holly", "Olive"],
    "B": ["Victoria Station", "Waterloo", "King's Cross", "Penn Station", "Grand Central", "Gare du Nord",
          "Shinjuku", "Union Square", "Alexanderplatz", "Central Park"],
    "C": ["Django", "Flask", "Pandas", "Spark", "Airflow", "Jupyter", "Kotlin", "Swift", "Rust", "Elixir"],
    "D": ["Monday", "Tuesday", "Friday", "Saturday", "Sunday", "Halloween", "Hanukkah", "Eid", "Lent", "Passover"],
    "E": ["Georgia", "Florence", "Adelaide", "Charlotte", "Victoria", "Austin", "Jackson", "Lincoln", "Jordan", "Chad"],
    "F": ["Dell", "Lenovo", "Samsung", "Philips", "Bosch", "Nike", "Adidas", "Lego", "Ikea", "Nestlé"],
}
KEEP_TPL = [
    "Recipe idea: lamb with [[{A}]] and lemon, served after the [[{D}]] service.",
    "Meet me at [[{B}]] at noon, then we'll go to the [[{F}]] store.",
    "Is [[{C}]] still worth learning for a job in [[{E}]]?",
    "Flight to [[{E}]] on [[{D}]] — any layover tips?",
    "My [[{F}]] laptop crashes when I run [[{C}]] notebooks.",
    "Is [[{B}]] step-free? I'm visiting on [[{D}]] with a stroller.",
    "what's the cheapest hotel near [[{B}]]? we land on [[{D}]]",
    "Does [[{A}]] grow well in a pot? I'm in [[{E}]] with hot summers.",
]


def records():
    out = []
    for sl, lst in (("cultures", CULTURES), ("casing", CASING), ("position", POSITION),
                    ("lists", LISTS), ("possessive", POSSESSIVE), ("quoted", QUOTED),
                    ("code", CODE), ("business", BUSINESS), ("titles", TITLES),
                    ("nonenglish", NONENGLISH)):
        for lang, t in lst:
            strict = not t.startswith("!NS!")
            out.append((sl, lang, t.replace("!NS!", "", 1), strict))
    for lang, t in KEEP_HAND:
        out.append(("keep", lang, t, "hand"))
    # deterministic combination without randomness: rotate slot lists
    for i in range(24):
        tpl = KEEP_TPL[i % len(KEEP_TPL)]
        fill = {k: v[(i * 3 + ord(k)) % len(v)] for k, v in KEEP_SLOTS.items()}
        t = tpl
        for k, v in fill.items():
            t = t.replace("{%s}" % k, v)
        if i % 4 == 3:
            t = t.lower()
        out.append(("keep", "en", t, True))
    return out
