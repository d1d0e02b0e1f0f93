# -*- coding: utf-8 -*-
"""Hand-written hard prompts (v7), written for this corpus. ⟦name⟧ marks a gold name
span, ⟪keep⟫ a keep item. Titles and the possessive 's stay outside ⟦ ⟧.
HAND[slice] = [(lang, text), ...]
"""

HAND = {}

HAND["cultures"] = [
    ("en", "My colleague ⟦Sigríður Þórðardóttir⟧ says I should address her as ⟦Sigríður⟧, not Ms ⟦Þórðardóttir⟧. Is that normal in ⟪Iceland⟫?"),
    ("en", "Please format this name for the visa form: ⟦Abdullah bin Faisal bin Turki Al-Harbi⟧. Which parts go in the surname field on the ⟪MOFA⟫ portal?"),
    ("en", "The admit card says ⟦S. Kavitha⟧ but her passport says ⟦Kavitha Subramanian⟧. Will the ⟪TOEFL⟫ centre accept both?"),
    ("en", "For the ⟪DNI⟫ renewal, is the first surname of ⟦María José Sánchez-Arjona de la Vega⟧ just ⟦Sánchez-Arjona⟧, or does it include the particle?"),
    ("en", "In our ⟪HR⟫ system, should ⟦Jan-Willem van den Heuvel⟧ be sorted under V or H? He writes ⟦Van den Heuvel⟧ at the start of a sentence."),
    ("en", "Our new hire goes by ⟦Kevin Zhang⟧ at work but his legal name is ⟦Zhang Haoran⟧. Which one goes on the ⟪W-2⟫?"),
    ("en", "In ⟪Russian⟫ business emails, should I write 'Уважаемый ⟦Дмитрий Сергеевич⟧' or just '⟦Дмитрий⟧'? The recipient is ⟦Дмитрий Сергеевич Воронцов⟧."),
    ("en", "⟦Oluwaseun Adebayo-Johnson⟧ and ⟦Blessing Okafor⟧ will run the ⟪Lagos⟫ workshop; write their speaker bios."),
    ("en", "Is it ⟦Kim Seo-yeon⟧ or ⟦Seo-yeon Kim⟧ on the ⟪IEEE⟫ paper? She signs her emails as ⟦Seoyeon⟧."),
    ("en", "My manager ⟦Abebe Girma⟧ says to call him ⟦Abebe⟧, because ⟦Girma⟧ is his father's name, not a surname. How should the ⟪Outlook⟫ directory show it?"),
    ("en", "Can you check the spelling of ⟦Kaʻiulani Akana⟧ and ⟦Hēmi Te Rangi⟧ on the ⟪Matariki⟫ flyer?"),
    ("en", "Fill in the ⟪Schengen⟫ form for ⟦Maria da Conceição Albuquerque e Silva⟧: where do the particles go?"),
    ("en", "Our ⟪Bangkok⟫ supplier is ⟦Siriporn Wongsawat⟧, but everyone calls her ⟦Ploy⟧. Which name goes on the ⟪PO⟫?"),
    ("en", "The passport of our driver just says ⟦Sutrisno⟧, no surname at all. How do I fill in the ⟪ESTA⟫ form?"),
    ("en", "⟦Consuelo Dolores Paz⟧ and ⟦Jesús Ángel Cruz⟧ are the new ⟪ESL⟫ tutors. Draft the welcome email."),
    ("en", "Translate this wedding invitation for my guests: ⟦Aarav Mehta⟧ weds ⟦Noor ul Ain Siddiqui⟧ on 12 ⟪December⟫ in ⟪Jaipur⟫."),
    ("en", "Is ⟦Tsakhiagiin Enkhtuya⟧ the full name or just the patronymic plus given name? She's joining from ⟪Ulaanbaatar⟫."),
]

HAND["casing"] = [
    ("en", "pls ask ⟦tomasz wiśniewski⟧ if the ⟪ikea⟫ delivery is still on for tmrw"),
    ("en", "URGENT: ⟦MARIA DA SILVA⟧ HAS NOT RECEIVED HER SALARY FOR ⟪MARCH⟫. PLEASE ADVISE."),
    ("en", "PASSENGER: ⟦NGUYEN VAN BAO⟧ / FLIGHT ⟪VN⟫ 31 / SEAT 14C. Is this boarding pass valid?"),
    ("en", "lol ⟦jake⟧ and ⟦priya⟧ both forgot the ⟪zoom⟫ link again"),
    ("en", "Surname: ⟦MÜLLER-LÜDENSCHEIDT⟧, first name: ⟦Hans-Jürgen⟧. Is this how ⟪German⟫ passports print it?"),
    ("en", "DEAR MR. ⟦OKONKWO⟧, YOUR ⟪PAYPAL⟫ ACCOUNT HAS BEEN LIMITED. is this legit??"),
    ("en", "reminder for me: call mrs. ⟦de la cruz⟧ about the ⟪pta⟫ bake sale on ⟪friday⟫"),
    ("en", "i'm ⟦siobhán ní bhriain⟧ and my boarding pass says ⟦SIOBHAN NI BHRIAIN⟧, will ⟪ryanair⟫ care?"),
    ("en", "ok so ⟦amara⟧ said ⟦dev⟧ is bringing the cake and ⟦OLUMIDE⟧ is DJing, can u make a group msg"),
]

HAND["position"] = [
    ("en", "⟦Wiremu Te Kanawa⟧"),
    ("en", "Cheers ⟦Bongani⟧"),
    ("en", "who is ⟦Hyun-woo⟧?"),
    ("en", "Author of the ⟪README⟫: ⟦Dagmar Šťastná⟧"),
    ("en", "⟦m.ishikawa⟧ broke the build again, how do I revert the last commit in ⟪GitLab⟫?"),
    ("en", "Translate 'good morning' into Zulu for ⟦Nomvula⟧"),
    ("en", "⟦Ximena⟧, ⟦Bartek⟧: the ⟪Airtable⟫ base is ready."),
]

HAND["possessive"] = [
    ("en", "Can you fix ⟦Charles⟧' presentation and ⟦Agnès⟧'s notes before ⟪Monday⟫?"),
    ("en", "⟦Thomas Jefferson-Baptiste⟧’s ⟪MRI⟫ results are in; explain them in plain words."),
    ("en", "I found Mr. ⟦Nakamura⟧'s umbrella in the ⟪Uber⟫. How do I return it?"),
    ("en", "⟦Dolores⟧'s sister ⟦Esperanza⟧ wants to sublet the flat; what does the lease say?"),
    ("en", "We're all using ⟦Ayodele⟧’s and ⟦Kwabena⟧’s ⟪Netflix⟫ account. Is that allowed?"),
    ("en", "Is ⟦Will⟧'s will valid in ⟪Scotland⟫ if it was signed in ⟪England⟫?"),
    ("en", "Write a speech for ⟦Xóchitl⟧'s quinceañera in ⟪Guadalajara⟫."),
    ("en", "My ex ⟦Rhys⟧' dog still lives with me. Who legally owns it?"),
    ("en", "Tell me what's in ⟦Ngũgĩ Kamau⟧'s and ⟦Li Wei⟧'s shared ⟪Dropbox⟫ folder."),
]

HAND["lists"] = [
    ("en", "Here's our ⟪Secret Santa⟫ list, can you pair people so nobody gets their partner?\n⟦Aisling⟧ (partner: ⟦Conor⟧)\n⟦Conor⟧\n⟦Mei⟧ (partner: ⟦Dev⟧)\n⟦Dev⟧\n⟦Thandiwe⟧"),
    ("en", "first_name,last_name,country\n⟦Yusuf⟧,⟦Demir⟧,⟪Turkey⟫\n⟦Abena⟧,⟦Owusu⟧,⟪Ghana⟫\n⟦Luca⟧,⟦Ferraro⟧,⟪Italy⟫\nConvert this to ⟪JSON⟫."),
    ("en", "Year 5 roster: ⟦Amelia-Rose Thompson⟧, ⟦Zayn Iqbal⟧, ⟦Oliwia Kaczmarek⟧, ⟦Tomás Ó Ceallaigh⟧ and ⟦Ji-ho Yoon⟧. Make name labels for ⟪Sports Day⟫."),
    ("en", "Fix the ordering of these references in ⟪IEEE⟫ style:\n[1] ⟦Okafor, C. N.⟧ and ⟦Lindqvist, A.⟧ (2021). Sparse transformers.\n[2] ⟦de Souza, R.⟧ and ⟦Hakimi, S.⟧ (2019). Graph pruning."),
    ("en", "Table 3: Uncle ⟦Femi⟧, Auntie ⟦Bisi⟧, ⟦Kunle Adeyemi⟧ + 1, Mrs. ⟦Olatunji⟧. Is that too many for a table of six?"),
    ("en", "Starting lineup for ⟪Sunday⟫: ⟦Mensah⟧; ⟦Ibáñez⟧; ⟦Ó Murchú⟧; ⟦Szabó⟧; ⟦Takeda⟧; ⟦Kowalczyk⟧. Who should captain?"),
    ("en", "- ⟦Farah Naz⟧: ⟪PM⟫\n- ⟦Bartholomew 'Bart' Quinn⟧: backend\n- ⟦Nilufar Rashidova⟧: ⟪QA⟫\nTurn this into an ⟪RACI⟫ chart."),
    ("en", "Speakers: Dr. ⟦Aiyana Redcloud⟧; ⟦Søren Kierkegaard-Holm⟧ & ⟦Pita Taufa⟧. Write the ⟪Eventbrite⟫ blurb."),
    ("en", "Emergency contacts:\n1) ⟦Lorraine Abernethy⟧ (mother) 07700 900123\n2) ⟦Gwilym Abernethy⟧ (brother)\nFormat as a table."),
    ("en", "ppl coming sat: ⟦dimitris⟧, ⟦chloé⟧, ⟦sam⟧ from work, ⟦ayo⟧ and ⟦ayo⟧'s brother. need a ⟪costco⟫ run"),
]

HAND["quoted"] = [
    ("en", "Got this, is it real?\n\nFrom: ⟪PayPal⟫ Security <service@paypa1-security.com>\nDear ⟦Oleksandr Tkachenko⟧,\nWe noticed unusual sign-in activity from ⟪Lagos⟫, ⟪Nigeria⟫.\nRegards,\n⟦Jennifer Walsh⟧, Trust and Safety"),
    ("en", "Summarise this thread:\n⟦Marisol Ortega⟧  10:02 AM\n@⟦kwame.asante⟧ did the ⟪Stripe⟫ webhooks come back?\n⟦Kwame Asante⟧  10:05 AM\nyep, right after the ⟪AWS⟫ outage ended\n⟦Marisol Ortega⟧  10:06 AM\n👍"),
    ("en", "Can you tell me what ⟦Bogdan⟧ actually agreed to?\n\n> On 3 ⟪Oct⟫ 2024, at 17:21, ⟦Bogdan Ionescu⟧ <⟦b.ionescu⟧@contoso.ro> wrote:\n> Fine by me if ⟦Ilinca⟧ signs off on the budget.\n>> ⟦Ilinca Popa⟧ wrote:\n>> I need the final numbers by ⟪Friday⟫."),
    ("en", "MEETING NOTES: budget review\nAttendees: ⟦Hannelore Brandt⟧, ⟦Tendai Moyo⟧, ⟦Sami Virtanen⟧\n\n⟦HANNELORE⟧: We're 8% over on travel.\n⟦TENDAI⟧: Mostly the ⟪Singapore⟫ trip.\n⟦SAMI⟧: I'll draft a policy.\n\nTurn this into action items."),
    ("en", "Ticket #55120\nCustomer: ⟦Yasmin El-Khoury⟧\nAgent: ⟦Patrick⟧ (L1)\n\nCustomer: my ⟪Kindle⟫ won't charge\nAgent: have you tried another cable?\nCustomer: yes, still nothing\n\nSuggest next steps for L2."),
    ("en", "My mum sent this, what does she want me to do? 'tell Aunty ⟦Ngozi⟧ i said thank you for the food and call uncle ⟦Chidi⟧ before ⟪Sunday⟫'"),
    ("en", "Posted by ⟦Tomasz Zieliński⟧ on the ⟪Arch⟫ forum: \"After the kernel update my ⟪NVIDIA⟫ card is gone.\" Can you explain his fix?"),
    ("en", "Transcribe and summarise: 'Hi, this is Dr. ⟦Anjali Menon⟧ from ⟪St Mary's⟫ clinic, calling for ⟦Ewan⟧ about his blood test, please call back before five.'"),
    ("en", "[11:02] ⟦liang wei⟧: pushed the fix\n[11:03] ⟦amira⟧: thx!!\n[11:05] ⟦liang wei⟧: ⟪qa⟫ can take it from here\nwhat's the status?"),
    ("en", "Make my signature shorter:\n\n--\n⟦Beatriz Ximena Echeverría Lund⟧\nSenior Counsel | ⟪LATAM⟫\n⟪Andes Copper⟫ S.A.\n+56 2 2345 6789"),
    ("en", "AITA? My roommate ⟦Kelsey⟧ ate my leftovers again and when I said something she texted 'chill ⟦Marguerite⟧ it was just ⟪Tupperware⟫ pasta'."),
    ("en", "Q (⟦Harriet⟧): where were you on the night of the 14th?\nA (Mr. ⟦Adeyemi⟧): at the ⟪Odeon⟫ with my brother.\nRewrite this as a witness statement."),
    ("en", "[14/02/24, 19:31] ⟦Femi Ogunleye⟧: who has the keys?\n[14/02/24, 19:33] ⟦Zara⟧: ⟦Femi⟧ you had them last 😂\nWho had the keys?"),
    ("en", "Auto-reply: I'm away until 2 ⟪January⟫. For urgent matters contact ⟦Ruairí Mac Giolla Phádraig⟧ (⟦ruairi.macgiollaphadraig⟧@example.ie). Should I wait or write to him?"),
    ("en", "Forwarding the complaint from ⟦Gintarė Jankauskaitė⟧:\n\"Your courier left my parcel in the rain. Order 7731.\"\nDraft an apology from ⟪Parcelwise⟫ support."),
]

HAND["code"] = [
    ("en", "Why are there three authors for the same person? Output of git shortlog:\n\n    12  ⟦Ana Lúcia Ferreira⟧\n     7  ⟦ana.ferreira⟧\n     3  ⟦Ferreira, Ana Lúcia⟧\n\nHow do I merge them with a ⟪mailmap⟫ file?"),
    ("en", "# CODEOWNERS\n*.tf            @⟦k.oyelaran⟧ @⟦priyanka-raghunathan⟧\n/frontend/      @⟦jdelacroix⟧\n/payments/**    @acme/payments-team\nWhy does ⟪GitHub⟫ ignore the last line?"),
    ("en", "class RefundPolicy:\n    \"\"\"Refund rules for ⟪EU⟫ customers.\n\n    Maintainer: ⟦Björn Åkesson⟧ (⟦bjorn.akesson⟧)\n    Reviewed-by: ⟦Ngozi Eze⟧\n    \"\"\"\nCan you add type hints? I'm on ⟪Python⟫ 3.11."),
    ("en", "{\n  \"name\": \"invoice-kit\",\n  \"contributors\": [\n    {\"name\": \"⟦Léa Fontaine-Morel⟧\", \"email\": \"⟦lea.fontaine⟧@example.fr\"},\n    {\"name\": \"⟦Mateus Albuquerque⟧\"}\n  ]\n}\n⟪npm⟫ warns about the contributors field. Why?"),
    ("en", "INSERT INTO employees (id, first_name, last_name, dept) VALUES\n  (101, '⟦Oluwadamilare⟧', '⟦Adeyemi-Cole⟧', '⟪Finance⟫'),\n  (102, '⟦Siew Ling⟧', '⟦Tan⟧', '⟪Legal⟫');\nThe second row fails with a unique constraint error. Why?"),
    ("en", "oncall:\n  primary: ⟦rsubramaniam⟧\n  secondary: ⟦l.zhao⟧\n  escalation: ⟦Grace Adjei-Mensah⟧\nrotation: weekly\nConvert this to a ⟪PagerDuty⟫ schedule."),
    ("en", "@Test\nvoid shouldGreetUser() {\n    assertEquals(\"Hello, ⟦Zsófia⟧!\", greeter.greet(new User(\"⟦Nagy Zsófia⟧\")));\n}\nThe test fails with encoding issues on ⟪Windows⟫."),
    ("en", "Rewrite this commit message to follow ⟪Conventional Commits⟫:\n\nfixed the thing ⟦mehmet⟧ reported\n\nSigned-off-by: ⟦Mehmet Çağlar Yıldız⟧ <⟦mcyildiz⟧@example.net>\nReported-by: ⟦Aurélie Nkemelu⟧"),
    ("en", "// HACK: @⟦tkowalczyk⟧ says the ⟪Safari⟫ bug is fixed in 17.2, revisit after the release\nIs it safe to remove this workaround?"),
    ("en", "The ⟪Jira⟫ ticket PAY-4411 is assigned to ⟦Dũng Phạm⟧ but the ⟪LDAP⟫ export lists him as ⟦dung.pham⟧. Write a script to match the two."),
    ("en", "SMTP_FROM=\"⟦Hiroshi Tanabe⟧ <noreply@shop.example>\"\nSMTP_HOST=smtp.example.com\nWhy does ⟪Gmail⟫ show a different sender name?"),
    ("en", "Traceback (most recent call last):\n  File \"/home/⟦mwanjiru⟧/projects/etl/run.py\", line 12, in <module>\nModuleNotFoundError: No module named 'pandas'\nHow do I fix this in ⟪conda⟫?"),
    ("en", "metadata:\n  annotations:\n    owner: \"⟦Ilse Verhaegen⟧\"\n    cost-center: \"4410\"\nDo the values need quotes in ⟪Kubernetes⟫ manifests?"),
    ("en", "PR #812 by ⟦Tavita Leiataua⟧\nReviewers: ⟦Hannah Okoro⟧, ⟦Rui Magalhães⟧\n\nAdds ⟪OAuth⟫ login. Write release notes."),
    ("en", "# Analysis for Dr. ⟦Nwachukwu⟧'s cohort study\n# Data cleaned by ⟦J. Q. Abernathy⟧\nlibrary(⟪dplyr⟫)\nWhy does filter() drop the NA rows?"),
    ("en", "let(:user) { create(:user, first_name: \"⟦Chiara⟧\", last_name: \"⟦Lo Presti⟧\") }\nWhy does ⟪RSpec⟫ say last_name is blank?"),
    ("en", "SELECT * FROM patients WHERE surname = '⟦Ó Súilleabháin⟧';\n-- returns nothing although the row exists. ⟪MySQL⟫ collation issue?"),
]

HAND["business"] = [
    ("en", "Please check this invoice for errors:\n\nINVOICE #A-2291\n⟪Fjordline Consulting⟫ AS, ⟪Bergen⟫\nBill to: ⟦Kari Nordmann-Haugen⟧, ⟪Hvit Bakeri⟫\nDescription: ⟪SAP⟫ migration, 32 h\nTotal: NOK 41,600 + ⟪MVA⟫"),
    ("en", "This Agreement is made between ⟪Redwood Analytics⟫ LLC (the \"⟪Company⟫\") and ⟦Ifeoma Chukwu-Okafor⟧ (the \"⟪Contractor⟫\"). Is the defined term used consistently in the rest of the contract?"),
    ("en", "Lead | Company | Stage\n⟦Rahul Venkataraman⟧ | ⟪Zenith Pharma⟫ | Negotiation\n⟦Dagny Sørlie⟧ | ⟪Nordvik Energi⟫ | Closed Won\nWhich deal should I chase first?"),
    ("en", "Transfer 1,200 EUR to ⟦Georgios Papadakis⟧, IBAN GR16 0110 1250 0000 0001 2300 695, reference \"rent ⟪July⟫\". Is the IBAN format right?"),
    ("en", "Why does ⟦Amaru Quispe Mamani⟧'s payslip show two ⟪EsSalud⟫ deductions this month?"),
    ("en", "Receipt\n⟪Café Lumière⟫\nServer: ⟦Océane⟧\n2x croissant 5.40\ntip 1.00\nCan I expense this as a client meal?"),
    ("en", "Draft an email to Mr. ⟦Hamdan bin Saif Al-Shamsi⟧ at ⟪Gulfstar Trading⟫ asking for the revised quotation before ⟪Eid⟫."),
    ("en", "The seller, ⟦Bernadette O'Callaghan⟧, wants completion by 30 ⟪June⟫. Our solicitor is ⟦Ravi Chandrasekhar⟧ of ⟪Greystone Legal⟫. Draft an update for the buyer."),
    ("en", "Heads up: ⟦Ingeborg⟧ from ⟪Nordisk Fisk⟫ wants 10% off if they sign by ⟪Friday⟫. ⟦Carlos⟧ says no more than 7. Write a counter-offer."),
    ("en", "Pay the translator ⟦Suharti⟧ (she has no surname on her ⟪KTP⟫) 2,500,000 IDR via ⟪BCA⟫ and note it in the ledger."),
    ("en", "Clean up this OCR of a business card:\nDR. MED. ⟦KLAUS-PETER WEISSENBORN⟧\nChefarzt Kardiologie\n⟪Klinikum Nord⟫\nTel. +49 40 1234567"),
    ("en", "My accountant ⟦Svetlana Igorevna Morozova⟧ filed the ⟪HMRC⟫ return late. Can I claim the penalty back from her firm, ⟪Ledgerwise⟫ Ltd?"),
    ("en", "Quarterly ⟪CRM⟫ export: owner=⟦t.nakashima⟧, account=⟪Pinecrest Foods⟫, value=48000, next step='call ⟦Mariana⟧ re pricing'. Summarise it."),
]

HAND["titles"] = [
    ("en", "Should I write 'Sehr geehrte Frau Prof. Dr. ⟦Schulze-Wendland⟧' or just 'Frau ⟦Schulze-Wendland⟧' to a ⟪TU⟫ professor?"),
    ("en", "In ⟪Japan⟫, would ⟦Tanaka⟧-san mind if I called him ⟦Hiroshi⟧? He's my main contact at ⟪Sony⟫."),
    ("en", "How do I address ⟦Ayşe⟧ Hanım and ⟦Murat⟧ Bey on a ⟪Turkish⟫ wedding card?"),
    ("en", "Is 'Shri ⟦Ramesh Iyer⟧' too formal? Everyone at the ⟪Chennai⟫ office calls him ⟦Iyer⟧-ji."),
    ("en", "Tan Sri ⟦Rahimah binti Osman⟧ and Datuk ⟦Lim Boon Keat⟧ will attend the ⟪Hari Raya⟫ open house. Draft the seating note."),
    ("en", "Lt. Col. ⟦Oyelaran⟧ and Sgt. Maj. ⟦Dimitra Karagianni⟧ need visitor passes for the ⟪NATO⟫ summit."),
    ("en", "Rev. Canon ⟦Ruth Ellesmere-Ward⟧ and Imam ⟦Yusuf Okoye⟧ will speak at the interfaith ⟪Iftar⟫. Write the programme text."),
    ("es", "¿Se escribe don ⟦Álvaro⟧ o don ⟦Álvaro Pérez Villalobos⟧ en una invitación formal de la ⟪Real Academia⟫?"),
    ("en", "Pak ⟦Bambang⟧ and Bu ⟦Sri⟧ are hosting us in ⟪Yogyakarta⟫; what gift is appropriate?"),
    ("en", "Chief ⟦Nnamdi Eze-Okonkwo⟧ and Nana ⟦Ama Serwaa⟧ are the guests of honour at the ⟪Homecoming⟫ gala. Write their introductions."),
    ("en", "Dear Mx ⟦Rowan Achterberg⟧, thank you for your talk at ⟪PyCon⟫. Is this greeting okay for a non-binary speaker?"),
    ("fr", "Maître ⟦Lefèvre-Dumas⟧ a envoyé le projet d'acte ; peux-tu le résumer pour Mme ⟦Benhamou⟧ avant la réunion à ⟪Lyon⟫ ?"),
    ("en", "Professor Emerita ⟦Helga Øverland⟧ and Associate Professor ⟦Kofi Boateng⟧ are on the ⟪PhD⟫ committee. How do I list them?"),
]

HAND["nonenglish"] = [
    ("de", "Schreib bitte eine Mail an Frau ⟦Öztürk⟧ und Herrn Dr. ⟦Friedrich-Wilhelm von der Schulenburg⟧: Die ⟪Betriebsversammlung⟫ ist auf ⟪Dienstag⟫ verschoben."),
    ("de", "Im ⟪Kindergarten⟫ sind ⟦Mia-Sophie⟧ und ⟦Ahmet⟧ in der ⟪Bärengruppe⟫. Formuliere einen Elternbrief zum ⟪Sommerfest⟫."),
    ("fr", "Bonjour, pouvez-vous rédiger un courriel à Mme ⟦Nguyễn Thị Hoa⟧ pour lui dire que son dossier ⟪CAF⟫ est complet ? Signé : ⟦Jean-Luc Marchetti⟧"),
    ("fr", "Compte rendu du conseil de classe : ⟦Inès Benali⟧ (félicitations), ⟦Louis-Marie d'Aubigné⟧ (avertissement travail). Reformule pour ⟪Pronote⟫."),
    ("es", "Hola, necesito una carta para el casero, don ⟦Ramiro Gutiérrez de la Serna⟧, sobre la fianza. Mi compañera ⟦Yesenia⟧ firma también. Vivimos en ⟪Valencia⟫."),
    ("es", "Oye, ⟦Lupita⟧ dice que la cita en el ⟪SAT⟫ es el jueves y que lleve la ⟪CURP⟫. ¿Qué más necesito?"),
    ("it", "Ciao, puoi scrivere a ⟦Gianmarco D'Alessandro⟧ che la consegna ⟪Amazon⟫ è in ritardo? In copia ⟦Ludovica⟧."),
    ("pt", "Oi! A ⟦Maria Eduarda⟧ e o ⟦Caio⟧ vão apresentar o ⟪TCC⟫ na ⟪USP⟫ na sexta. Me ajuda a escrever o convite?"),
    ("nl", "Kun je een berichtje sturen naar ⟦Sem de Boer⟧ en ⟦Fenna van Leeuwen⟧? De ⟪Sinterklaas⟫-avond is verplaatst."),
    ("pl", "Napisz proszę e-mail do pana ⟦Krzysztofa Wiśniewskiego⟧ z podziękowaniem za pomoc przy rozliczeniu ⟪PIT⟫."),
    ("cs", "Napiš paní ⟦Janě Dvořákové⟧, že faktura od ⟪ČEZ⟫ je zaplacená."),
    ("ru", "Напиши ⟦Анне Кузнецовой⟧, что встреча с ⟦Игорем Петровичем⟧ перенесена на пятницу, а отчёт для ⟪Газпромбанка⟫ готов."),
    ("uk", "Привіт! Нагадай ⟦Оксані Ткачук⟧, що зустріч у ⟪Львові⟫ о 10:00."),
    ("tr", "⟦Elif Şahin⟧'e ve ⟦Can⟧'a ⟪Kurban Bayramı⟫ için tebrik mesajı yaz."),
    ("el", "Γράψε ένα μήνυμα στην ⟦Ελένη Παπαδοπούλου⟧ ότι το δέμα από τα ⟪ΕΛΤΑ⟫ έφτασε."),
    ("ar", "من فضلك اكتب رسالة شكر إلى الدكتورة ⟦سلمى عبد الله⟧ على مساعدتها في ⟪الرياض⟫."),
    ("he", "תזכיר לי להתקשר אל ⟦דנה לוי⟧ ביום ⟪חמישי⟫ בנוגע לפוליסה של ⟪הראל⟫."),
    ("ja", "以下のメールを英語に翻訳してください。\n\n宛先：⟦佐藤 健太⟧（経理部）\n差出人：⟦Emily Zhao⟧\n本文：⟪Suica⟫ の利用明細を添付します。"),
    ("zh", "帮我给客户写封邮件：\n客户：⟦李明轩⟧\n公司：⟪华为⟫\n内容：确认合同细节。"),
    ("ko", "⟦이서윤⟧ 님, ⟪삼성⟫ 면접 결과를 안내드립니다. 이 문장을 영어로 번역해 줘."),
    ("hi", "कृपया ⟦Rohit Malhotra⟧ को ⟪दिवाली⟫ की शुभकामनाएँ भेजने वाला मैसेज लिखो।"),
    ("sw", "Habari! Tafadhali mwandikie Bi. ⟦Rehema Mushi⟧ kwamba mkutano wa ⟪TANESCO⟫ umeahirishwa hadi ⟪Ijumaa⟫."),
    ("id", "Pak, tolong kirim undangan ke ⟦Andi Wijaya⟧ dan Ibu ⟦Ratna Kusumawati⟧ untuk acara ⟪HUT⟫ kantor."),
    ("vi", "Em ơi, nhắn giúp chị cho anh ⟦Trần Minh Khoa⟧ là hồ sơ ⟪BHXH⟫ đã xong nhé."),
    ("fi", "Muistuta ⟦Aino Mäkelää⟧ siitä, että ⟪Kela⟫-hakemus pitää palauttaa maanantaina."),
    ("hu", "Kérlek, írj egy e-mailt ⟦Kovács Péternek⟧ a ⟪MÁV⟫ jegyek miatt."),
    ("sv", "Kan du skriva ett tack till ⟦Åsa Lindqvist⟧ och ⟦Per-Olof⟧ för ⟪Kräftskivan⟫?"),
    ("ro", "Scrie-i te rog doamnei ⟦Ioana Dumitrescu⟧ că factura de la ⟪Enel⟫ a fost plătită."),
    ("da", "Skriv en hilsen til ⟦Søren Kjærgaard⟧ fra os alle i ⟪Aarhus⟫."),
    ("no", "Kan du oversette dette for ⟦Øystein⟧? ⟪NAV⟫ har sendt et brev om dagpenger."),
]
