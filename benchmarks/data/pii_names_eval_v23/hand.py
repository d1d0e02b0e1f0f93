# -*- coding: utf-8 -*-
"""Hand-written prompts. One prompt per line; ⟦name⟧ = gold span, ⟪word⟫ = keep item, ↵ = newline.
A leading "xx|" sets the language of that line."""

_H = {}

_H["cultures"] = r"""
Can you format this for the conference badge? ⟦Guðrún Sigurðardóttir⟧, ⟪Reykjavík⟫ — her father is ⟦Sigurður Einarsson⟧ so the surname isn't a family name, right?
The visa form only has one surname box but my full name is ⟦Abdullah bin Khalid bin Saud Al-Harbi⟧. What goes where?
Our new intern signs his emails "⟦R. Karthikeyan⟧" – is R. his surname? Should I call him ⟦Karthikeyan⟧ or ⟦Karthik⟧?
Passport reads ⟦María del Carmen Rodríguez y Gómez de la Serna⟧ but the airline truncated it. Will ⟪Iberia⟫ let her board?
My grandfather's name was ⟦José Antônio Ferreira Filho⟧ — is "Filho" part of the surname for the ⟪CPF⟫ registration?
I work with an Indonesian engineer called ⟦Sukarmi⟧ who has only one name. How do I fill "last name" in ⟪Workday⟫ for her?
In Hungarian order it's ⟦Kovács Anna⟧ but on the English paper she is ⟦Anna Kovács⟧. Which should the bibliography use?
Seating chart note: ⟦Wang Xiaoming⟧ (goes by ⟦Kevin⟧) sits next to ⟦Lee Seo-yeon⟧ at table 4.
⟦Tāmati Te Rangi⟧ and ⟦Mereana Pōmare⟧ are leading the pōwhiri on ⟪Friday⟫; how do I write their names without losing the macrons in ⟪Word⟫?
The hula hālau is run by ⟦Kaʻiulani Kealamakia⟧. Is the ʻokina a normal apostrophe?
Eritrean colleague ⟦Luwam Tesfamariam Ghebremedhin⟧ says the second and third names are her father's and grandfather's. Which is her "surname"?
Draft a card for ⟦Hodan Cabdullahi Xasan⟧, she just got her nursing licence in ⟪Minneapolis⟫.
Myanmar names have no family name — is Daw ⟦Khin Myat Noe⟧ addressed as ⟦Khin Myat Noe⟧ or something shorter?
⟦Harjinder Kaur Sandhu⟧ and her husband ⟦Paramjit Singh Sandhu⟧ both need to sign the mortgage at ⟪HSBC⟫.
Email signature: ⟦Nur Aisyah binti Mohd Rosli⟧, ⟪Universiti Malaya⟫. Shorten it sensibly.
My Russian teacher is ⟦Ekaterina Vladimirovna Sokolova⟧; is it polite to call her ⟦Ekaterina Vladimirovna⟧ in class?
Our supplier contact ⟦Jan-Willem van der Laan⟧ wants the contract in Dutch. Can you translate the cover letter?
⟦Karl-Friedrich von und zu Lichtenau⟧ is our hypothetical client in this case study — restate the facts in plain English.
The author ⟦Pádraig Ó Conchúir⟧ writes in Irish; do I alphabetise him under O or C?
⟦Adebayo Oluwaseun Ogunlesi-Adeyemi⟧ wants his double-barrelled surname kept on the certificate. Write the request to the registrar.
For the Igbo naming ceremony, the baby is ⟦Chimamanda Adaeze Okafor⟧. Suggest a short blessing.
The Lakota artist ⟦Delmar Two Bulls⟧ is exhibiting at our gallery in ⟪Rapid City⟫. Write the label text.
Our Greenlandic partner is ⟦Aqqaluk Kristiansen⟧ from ⟪Nuuk⟫. He says ⟦Aqqaluk⟧ is fine in emails.
Reindeer herder ⟦Nils-Ánte Eira Buljo⟧ is the subject of the documentary. Write a 30-word synopsis.
invite ⟦Nguyễn Thị Thu Hà⟧ and ⟦Trần Văn Bảo⟧ to the kickoff, they're in the ⟪Da Nang⟫ office
The form says ⟦Ma. Cristina Dela Paz⟧ — is "Ma." short for María in Filipino names?
Thai colleagues use nicknames: ⟦Siriporn Chaiyasit⟧ is "⟦Pim⟧" at work. Which should I use in the ⟪HR⟫ system?
⟦Ni Luh Putu Ayu Wulandari⟧ from ⟪Denpasar⟧ booked the villa; is "⟦Ni Luh Putu⟧" a title or part of her name?
⟦Bishnu Prasad Adhikari⟧ sent the trekking permits. Reply thanking him and confirming the ⟪Lukla⟫ flight.
The Mapuche weaver ⟦Rayén Huenchullán Painemal⟧ will join the panel. Should the intro use both surnames?
Tajik author ⟦Firuza Rahmonzoda⟧ dropped the -ova ending from her surname. How do I cite her older works?
Kazakh student ⟦Aigerim Nurlanqyzy⟧ uses a patronymic as a surname. Is that the same as ⟦Aigerim Nurlanovna⟧?
Georgian chef ⟦Tinatin Mgaloblishvili⟧ is catering the supra. Write the menu intro.
""".replace("⟪Denpasar⟧", "⟪Denpasar⟫")

_H["casing"] = r"""
omg ⟦precious adeyemi⟧ just got into med school!! help me write a congrats post
pls ask ⟦will⟧ if he will be at the standup tmrw
HI, MY NAME IS ⟦DESTINY OKORO⟧ AND I WAS CHARGED TWICE FOR MY ⟪SPOTIFY⟫ SUBSCRIPTION
URGENT — ⟦MARK WHITFIELD⟧ NEEDS THE SIGNED ⟪W-9⟫ BY 5PM
can u check if ⟦hope⟧ is still coming, she said she hopes to make it
i think ⟦grace⟧ is right, the grace period ends ⟪friday⟫
my bf ⟦hunter⟧ went hunting with ⟦bill⟧ and now i have to pay the bill lol
dear ⟦mr. o'brien⟧ — wait no, remove the title, just write the body
subject: ⟦JÜRGEN SCHÄFER⟧ – ANTRAG AUF ⟪ELTERNZEIT⟫. rewrite it in normal case please
forwarded from ⟦sunny⟧: it's sunny in ⟪brighton⟫, come down
⟦ROSE⟧ SAID THE ROSE BUSHES NEED PRUNING BEFORE ⟪MAY⟫
text from ⟦jordan⟧: landed in jordan, ⟪amman⟫ is hot
reply to ⟦Georgia⟧ who just moved to Georgia (the state) from ⟪Tbilisi⟫
⟦dawn⟧ starts at dawn tomorrow, remind her about the keys
the CUSTOMER is ⟦aLEKSANDRA wÓJCIK⟧ (caps lock was on), normalise the name for the ⟪CRM⟫
ACCOUNT HOLDER: ⟦NGUYEN VAN LONG⟧ — DOB 03/11/1988 — STATUS ⟪ACTIVE⟫
⟦basil⟧ asked for basil in the pesto, not parsley
hey ⟦faith⟧, have a little faith, the ⟪ups⟫ parcel will come
⟦ŞÜKRÜ YILDIRIM⟧ ADINA FATURA KESİLECEK. translate to english
⟦summer⟧ wants to go to ⟪lisbon⟫ this summer
⟦heather⟧ found heather growing near the cabin
i owe ⟦paris⟧ 20 quid from the paris trip
OK SO ⟦CHIDI⟧ AND ⟦OBINNA⟧ ARE SPLITTING THE ⟪AIRBNB⟫?
⟦blessing⟧ said it was a blessing in disguise
MEMO TO ALL STAFF FROM ⟦DR⟧ — hmm, that's a title not a name; ignore. MEMO FROM ⟦PATRICIA NAKAMURA-HOLT⟧ RE ⟪PARKING⟫
reminder: ⟦mark⟧ will mark the exams on ⟪thursday⟫
⟦Ana paula dos SANTOS⟧ typed her name weirdly in the form, fix the casing
⟦VAN DER MERWE, PIETER⟧ — PASSPORT NO. A0192 — FLIGHT ⟪SA⟫ 204
lol ⟦chase⟧ tried to chase the bus
""".replace("MEMO TO ALL STAFF FROM ⟦DR⟧ — hmm, that's a title not a name; ignore. ", "").replace("dear ⟦mr. o'brien⟧ — wait no", "dear mr. ⟦o'brien⟧ — wait no")

_H["position"] = r"""
⟦Ingrid⟧
⟦Oluwadamilare Babajide⟧?
Thanks, ⟦Tomasz⟧
⟦Kwabena⟧: ⟪ok⟫
Signed off by ⟦Aino Hämäläinen⟧
who is ⟦Rasmus Kjær⟧
⟦Meera⟧ here. Quick q about ⟪Excel⟫ pivots.
— ⟦Farhan Chowdhury⟧
Can you find a nicer synonym for "delighted"? ⟦Gwen⟧
⟦Zhang Wei⟧, ⟦Zhang Wei⟧, ⟦Zhang Wei⟧ — three employees with the same name; how do we disambiguate in ⟪Active Directory⟫?
reply to ⟦yusuf⟧
⟦Léa Fontaine-Dubois⟧ (she/her), ⟪Product⟫ Lead
"⟦Marta⟧"
PS: say hi to ⟦Olumide⟧ and ⟦Tope⟧.
⟦Dimitrios⟧ — done ✅
The last person to touch the router config was ⟦Bongani Mthethwa⟧.
Please check my haiku: winter trains at dusk / ⟦Haruto⟧ waits on platform nine / snow on his collar
I'll loop in ⟦Saoirse⟧.
To whom it may concern, ... Yours faithfully, ⟦Ximena Cuauhtli Tlapanco⟧
[attachment: contract_v3.pdf] ⟦Reza Ahmadi⟧ 
⟦Bui Thi Hoa⟧ 14:03
Subject line ideas for a newsletter edited by ⟦Kalinda⟧, ⟦Warrick⟧ and ⟦Jarrah Thompson⟧
⟦Omar⟧.
ty ⟦Lindiwe⟧!!
⟦Tupac Quispe⟧ and I disagree about whether ⟪Lima⟫ or ⟪Cusco⟫ is better for the workshop.
Draft the toast. Groom: ⟦Tavita Leota⟧. Bride: ⟦Sina Fa'amausili⟧
⟦Elif⟧'s laptop won't boot — that's the whole ticket, what do I ask next?
Who wrote this? ⟦Giannis Papakonstantinou⟧ or ⟦Nikos⟧?
⟦Mbali⟧
Regards ⟦Kagiso Molefe⟧ | ⟪Eskom⟫ | ext 4410
⟦Teodora⟧, ⟦Radu⟧.
""".replace("⟦Reza Ahmadi⟧ \n", "⟦Reza Ahmadi⟧\n")

_H["lists"] = r"""
Team photo caption, left to right: ⟦Aroha Ngata⟧, ⟦Wiremu Tane⟧, ⟦Hinewai Parata⟧, ⟦Lachlan Kerr⟧.
Who's on call: ⟦priya⟧/⟦dev⟧/⟦sanjay⟧ — make a rota for the week of ⟪Christmas⟫
- [x] ⟦Olena Bondarenko⟧↵- [ ] ⟦Taras Melnyk⟧↵- [ ] ⟦Hanna Kovalenko⟧↵who hasn't submitted the ⟪timesheet⟫?
Cast: ⟦Abena Asante⟧ (⟦Ama⟧), ⟦Kojo Mensah⟧ (⟦Kwesi⟧), ⟦Efua Boateng⟧ (narrator). Write the programme blurb.
Pallbearers: ⟦Seán Byrne⟧, ⟦Pádraig Ó Briain⟧, ⟦Cillian Walsh⟧ and ⟦Declan Byrne⟧.
⟦Mark⟧, ⟦Hope⟧ and ⟦Grace⟧? No — full names: ⟦Mark Ellison⟧, ⟦Hope Adeyemi⟧ and ⟦Grace Kim⟧ are the three finalists.
Shortlist (⟪Backend⟫): 1) ⟦Yerlan Abenov⟧ 2) ⟦Zhanar Nurpeisova⟧ 3) ⟦Dilnoza Yusupova⟧
Guest list: the ⟦Okonkwo⟧s, ⟦Ngozi⟧ & ⟦Emeka⟧, ⟦Auntie Ifeoma⟧... wait, just Ifeoma; and ⟦Chukwudi⟧
Carpool: ⟦Sven⟧ ⟦Björn⟧ ⟦Astrid⟧ (no commas, sorry) - who drives on ⟪Saturday⟫?
⟦Lin Mei-hua⟧; ⟦Chen Chih-wei⟧; ⟦Huang Ya-ting⟧; ⟦Tsai Tsung-han⟧ – these are Taiwanese romanisations, sort by surname
Committee:↵  Chair – ⟦Amra Hodžić⟧↵  Treasurer – ⟦Emir Begović⟧↵  Secretary – ⟦Selma Halilović⟧
judges were ⟦kofi⟧, ⟦yaw⟧ and ⟦akosua⟧ i think
Winners: ⟦Tendai Moyo⟧ 🥇, ⟦Rutendo Chikore⟧ 🥈, ⟦Farai Mutasa⟧ 🥉
Attendees: ⟦Kowalski, Jan⟧; ⟦Nowak, Anna⟧; ⟦Wiśniewska, Zofia⟧ — convert to "First Last".
The quartet is ⟦Aisha⟧, ⟦Hauwa⟧, ⟦Musa⟧ and ⟦Sani Bello⟧; who plays second violin?
Interviewers: ⟦Noa Ben-David⟧ / ⟦Itai Mizrahi⟧ / ⟦Shira Katz⟧ | Room: ⟪Everest⟫
Parents to contact: ⟦Mrs Chatterjee⟧... sorry, just ⟦Chatterjee⟧, ⟦Mukherjee⟧, ⟦Sen⟧ (Year 5)
I've narrowed baby names to ⟦Ivy⟧ ... actually these aren't people yet. Skip.
Sponsors: ⟪Adidas⟫, ⟪Red Bull⟫; athletes: ⟦Faith Kipyegon-Wanjiru⟧, ⟦Eliud Kiprotich⟧, ⟦Hellen Obiri-Chebet⟧
DnD party: ⟦Marcus⟧ (rogue), ⟦Theo⟧ (bard), ⟦Jasmine⟧ (cleric), and me. Write a recap.
Emergency contacts ↵⟦Hamid Karimi⟧ 0791…↵⟦Farida Karimi⟧ 0792…↵⟦Wahid Sultani⟧ 0793…
Nominees for the ⟪Grammy⟫-style office awards: ⟦Jamal Robinson⟧, ⟦Keisha Booker⟧, ⟦Darnell Washington⟧, ⟦Imani Jefferson⟧.
Co-signers: ⟦Sipho Dlamini⟧ and ⟦Thandiwe Nkosi⟧ and ⟦Bongani Zungu⟧ and ⟦Nomvula Mthembu⟧
whose turn is it for dishes: ⟦kenji⟧, ⟦yuki⟧, ⟦sho⟧ or ⟦haruka⟧?
Panel: ⟦Dr. Amina Yusuf⟧, Prof. ⟦Kwame Nyarko⟧, ⟦Mx. Riley Chen⟧ — write intros
Order of speakers: ⟦Zainab⟧ → ⟦Ravi⟧ → ⟦Sofía⟧ → ⟦Mateo Rojas Quispe⟧
Relatives to invite: grandma ⟦Lupe⟧, tío ⟦Chuy⟧, cousins ⟦Ximena⟧ and ⟦Itzel⟧.
The 3 reviewers — ⟦Kaur⟧, ⟦Gill⟧, ⟦Dhillon⟧ — disagreed on the score. Summarise.
""".replace("⟦Auntie Ifeoma⟧... wait, just Ifeoma", "Auntie ⟦Ifeoma⟧").replace("⟦Mrs Chatterjee⟧... sorry, just ⟦Chatterjee⟧", "Mrs ⟦Chatterjee⟧").replace("I've narrowed baby names to ⟦Ivy⟧ ... actually these aren't people yet. Skip.\n", "").replace("⟦Dr. Amina Yusuf⟧", "Dr. ⟦Amina Yusuf⟧").replace("⟦Mx. Riley Chen⟧", "Mx. ⟦Riley Chen⟧")

_H["possessive"] = r"""
Is it ⟦James⟧' or ⟦James⟧'s car? Rewrite "⟦James Whitaker⟧'s car was towed" in both styles.
⟦Dolores⟧’ handwriting is impossible to read — can you transcribe the photo?
I'm writing ⟦Anneke van der Merwe⟧'s eulogy. She loved ⟪Table Mountain⟫ and terrible puns.
The file is in ⟦Chinedu⟧'s ⟪OneDrive⟫, not mine.
⟦Nguyễn Thị Lan⟧'s visa appointment got moved to the 20th.
Can you add ⟦O'Sullivan⟧'s notes and ⟦McCarthy⟧'s notes to the appendix?
Mrs ⟦Ramaswamy⟧'s son wants to switch to the ⟪IB⟫ programme.
my ex ⟦tyler⟧'s mom still texts me, how do i respond
Per ⟦Ahmed El-Sayed⟧’s email, the shipment clears customs at ⟪Port Said⟫ on ⟪Sunday⟫.
⟦Kim Min-ji⟧'s and ⟦Park Ji-ho⟧'s contracts both renew in ⟪March⟫.
We need ⟦Mehmet⟧'in imzası — sorry, mixing languages — we need ⟦Mehmet⟧'s signature.
⟦Dafydd ap Rhys⟧'s poem won the eisteddfod; translate the first stanza.
Everyone loved ⟦Grandpa Joe⟧'s chili — wait, he's my grandpa; "Grandpa" isn't his name. Everyone loved ⟦Joe⟧'s chili at the ⟪Fourth of July⟫ party.
Put ⟦Chidinma⟧'s and ⟦Uchenna⟧'s names on the ⟪Christmas⟫ hamper list.
⟦Xochitl Cuautle⟧'s abuela is visiting from ⟪Puebla⟫; suggest a weekend itinerary.
That was ⟦Tomás⟧'s idea, not ⟦Iñaki⟧'s.
⟦Bilal Qureshi⟧’s team missed the ⟪SLA⟫ three times this quarter.
Who took ⟦Sione⟧'s lunch from the fridge?? draft a passive aggressive note
⟦Aleksandra Wójcik⟧'s thesis defence is at 10 in ⟪Room⟫ B12.
The dog is ⟦Rutendo⟧'s, the cat is ⟦Nyasha⟧'s.
⟦Kamala⟧'s first week: set up ⟪Okta⟫, ⟪Jira⟫ and a buddy.
Remind me of ⟦Dr. Oyelaran⟧'s clinic hours — never mind the title, just ⟦Oyelaran⟧'s hours.
⟦Hiroshi Tanaka⟧'s presentation ran 20 minutes over.
⟦Marie-Ève Tremblay⟧'s daughter and ⟦Jean-François Gagnon⟧'s son are in the same class.
I borrowed ⟦Angharad⟧'s notes for the ⟪Welsh⟫ exam.
⟦Thomas⟧'s and ⟦Agnès⟧'s flights both go through ⟪Frankfurt⟫.
⟦Sergio Di Matteo⟧'s lasagna recipe calls for ⟪Parmigiano⟫; what can replace it?
It's ⟦Ngaio⟧'s turn to host book club.
⟦Lars⟧' bike and ⟦Niels⟧' bike were both stolen outside ⟪Nørreport⟫.
Send ⟦Oyuntsetseg Batbayar⟧’s passport scan to the embassy.
""".replace("⟦Grandpa Joe⟧'s chili — wait, he's my grandpa; \"Grandpa\" isn't his name. Everyone loved ", "").replace("Remind me of ⟦Dr. Oyelaran⟧'s clinic hours — never mind the title, just ⟦Oyelaran⟧'s hours.", "Remind me of Dr. ⟦Oyelaran⟧'s clinic hours.").replace("We need ⟦Mehmet⟧'in imzası — sorry, mixing languages — we need ⟦Mehmet⟧'s signature.", "We need ⟦Mehmet⟧'in imzası — sorry, mixing languages — we need his signature.")

_H["quoted"] = r"""
Translate this WhatsApp from my mother-in-law: "⟦Kavita⟧ beta, ⟦Rohan⟧ ko bolo ⟪Diwali⟫ pe ghar aaye"
> ⟦Bjørn Haugen⟧ wrote:↵> Can we push the ⟪Oslo⟫ launch to Q3?↵↵How do I say no nicely?
From: "⟦Liu, Yang⟧" <procurement@northwind.example>↵To: sales@example.com↵Subject: RFQ↵↵Please quote 500 units. — is this email legit?
Teams chat:↵⟦Femi⟧ 09:14 — anyone know the ⟪VPN⟫ password?↵⟦Adaeze⟧ 09:15 — don't post it here lol↵Write a security reminder.
Rate this cover letter opening: "My name is ⟦Tatiana Morozova⟧ and I have five years of experience in ⟪SAP⟫."
Phishing? "Dear customer, I am ⟦Barrister James Okafor⟧..." ok the Barrister part is a title. "I am Barrister ⟦James Okafor⟧, attorney to the late ⟦Engr. Samuel Adeyemi⟧"
Hi ⟦Tomasz⟧,↵↵Sorry for the delay!↵↵⟦Gosia⟧↵↵-- translate to Polish
Voice memo transcript: "hey it's ⟦deshawn⟧, tell ⟦marcus⟧ the ⟪uber⟫ is outside"
-----Original Message-----↵From: ⟦Ramírez Soto, Alejandra⟧↵Sent: Thursday↵Subject: ⟪PO⟫ 4471↵Please approve.
"Maame ⟦Akosua⟧, your son ⟦Kwabena⟧ is coming home for ⟪Christmas⟫!" — translate into Twi
Discord log:↵<⟦kaito⟧> gg↵<⟦mei_lin⟧> rematch?↵<⟦kaito⟧> after dinner↵summarise
My tenant wrote: "This is ⟦Hamza Benali⟧ from flat 2, the boiler is broken again since ⟪Monday⟫." Draft a response.
On 12/05/2025 at 18:02, ⟦Ingeborg Solberg⟧ <ingeborg@example.no> wrote:↵> See attached.↵What's the polite way to say the attachment is missing?
Review on ⟪Google Maps⟫: "Ask for ⟦Carmen⟧, she's the best stylist. Avoid ⟦Derek⟧." Should we respond publicly?
Text from unknown number: "Hi mum, it's ⟦Josh⟧, new phone, can you send £200 to my friend ⟦Callum Reid⟧" — scam?
Mail merge preview: "Dear ⟦Aurelio⟧, your ⟪Premium⟫ plan renews on 3 ⟪May⟫." Does the greeting look right?
Voicemail: "Yeah hi it's ⟦Bogdan⟧ from the garage, your ⟪Škoda⟫ is ready."
"I, ⟦Rebecca Adjoa Mensah⟧, hereby authorise..." — is this authorisation letter wording complete?
Wedding speech draft: "When ⟦Sam⟧ first brought ⟦Precious⟧ home, mum said: that one's a keeper."
Support chat:↵Agent ⟦Lerato⟧: How can I help?↵Customer: my ⟪Vodacom⟫ bundle vanished↵Rewrite the agent's reply to be warmer.
> > ⟦Hiroshi⟧: 了解です↵> ⟦Emma⟧: what does that mean?↵explain the Japanese
Group chat "Book Club 📚": ⟦Noor⟧: did anyone finish it? ⟦Ayesha⟧: no 😅 ⟦Sana⟧: spoilers pls
In the interview she said, quote, "⟦Ahmet⟧ and I built the first prototype in my kitchen in ⟪Izmir⟫." Fact-check the date.
From: ⟦Sofía Benítez Ayala⟧↵Re: Re: Re: horario↵> ¿te va bien el ⟪lunes⟫?↵reply in English for my boss
Complaint letter signed "⟦A. Okonjo-Mbeki⟧ (Ms)". How should I address the reply?
screenshot text: "⟦Kai⟧ liked your photo" "⟦Keanu Kahananui⟧ commented: shoots"
The fax header says "ATTN: ⟦WIJAYA, BUDI⟧ – ⟪PT Sinar Jaya⟫". Who is the recipient?
Email footer:↵⟦Ilse Gruber⟧ | Buchhaltung | ⟪Wien⟫↵Tel. +43 1 ...↵translate the department
"Ask ⟦Hoang⟧ in accounts" — that's all the note says. Is ⟦Hoang⟧ likely a first or last name?
""".replace("Phishing? \"Dear customer, I am ⟦Barrister James Okafor⟧...\" ok the Barrister part is a title. ", "Phishing? ").replace("⟦Engr. Samuel Adeyemi⟧", "Engr. ⟦Samuel Adeyemi⟧")

_H["code"] = r"""
git log --format='%an %ae' | sort | uniq -c↵     41 ⟦Marta Ruiz⟧ ⟦marta.ruiz⟧@example.com↵     12 ⟦Kofi Mensah⟧ ⟦kmensah⟧@example.com↵why are there two entries for the same person?
# CODEOWNERS↵*.tf        @infra-team↵/payments/  @⟦sduarte⟧ @⟦akiyama-h⟧↵explain the precedence rules
ERROR 2025-03-02 11:22:01 [worker-3] PermissionError: [Errno 13] '/Users/⟦olumide.ade⟧/Library/Caches/pip'↵fix?
- name: Notify↵  uses: slackapi/slack-github-action@v1↵  with:↵    channel-id: 'C0123'↵    slack-message: "deploy by ${{ github.actor }} approved by ⟦Noura Al-Qahtani⟧"↵is hardcoding the approver a bad idea?
SELECT * FROM employees WHERE last_name = '⟦Nakashima⟧' AND first_name = '⟦Ren⟧';↵-- returns 0 rows although he exists, collation issue?
const ADMINS = ["⟦ewa.kowalczyk⟧", "⟦r.patel⟧", "root"]; // TODO(⟦ewa.kowalczyk⟧): move to env↵refactor this for ⟪Node⟫ 20
@pytest.mark.parametrize("name", ["⟦Zoë Brontë-Smith⟧", "⟦Ólafur Jóhannesson⟧", "⟦李小燕⟧"])↵def test_unicode_names(name): ...↵why does the third case fail on ⟪Windows⟫?
<!-- ⟦Beatriz⟧: fix the footer before merge -->↵<footer>© 2025 ⟪Acme⟫</footer>
[user]↵    name = ⟦Thabo Nkosi⟧↵    email = ⟦thabo⟧@example.co.za↵is my ⟪.gitconfig⟫ right?
$ ls /home↵⟦adebayo⟧  ⟦fkarimi⟧  ⟦jlindqvist⟧  postgres  ubuntu↵which of these are service accounts?
customer_id,first_name,last_name,plan↵881,⟦Siddharth⟧,⟦Venkataraman⟧,⟪Gold⟫↵882,⟦Ana Sofía⟧,⟦Ospina Restrepo⟧,⟪Basic⟫↵load this in ⟪pandas⟫ with correct dtypes
Blame output:↵a1b2c3d (⟦Yusuf Demir⟧ 2024-11-02) if (retries > 3) {↵e4f5a6b (⟦Leila Haddad⟧ 2025-01-17)     throw err;↵who introduced the bug?
JIRA-2291 assigned to ⟦Wojciech Zieliński⟧ → reassigned to ⟦Kasia⟧ (⟪Sprint⟫ 14)↵write the standup update
user:↵  id: 4411↵  name: ⟦Mohammed Al-Farsi⟧↵  roles: [admin, ⟪billing⟫]↵convert this YAML to JSON
"""

_H["code"] += r"""
Merge pull request #812 from ⟦jkowalczyk⟧/fix-utf8↵explain what the branch name means
⟪Dockerfile⟫:↵LABEL maintainer="⟦Akua Owusu⟧ <⟦akua.owusu⟧@example.com>"↵is LABEL maintainer deprecated?
Stack trace from the ⟪Android⟫ app:↵  at com.example.profile.ProfileActivity.onCreate(ProfileActivity.kt:88)↵Caused by: java.lang.NullPointerException: avatar for ⟦hyejin.choi⟧ not found
mysql> SELECT name, salary FROM payroll LIMIT 2;↵| ⟦Bjorn Lindqvist⟧ | 54000 |↵| ⟦Sadia Islam⟧     | 61000 |↵how to hide salaries from analysts?
// FIXME ⟦vkrishnan⟧ 2024-09: flaky on ⟪CI⟫, see #404
fixtures/users.json: [{"first":"⟦Tupac⟧","last":"⟦Huamán⟧"},{"first":"⟦Killa⟧","last":"⟦Mamani Condori⟧"}] — I need fake data instead of real names, regenerate
cron: 0 3 * * * /opt/backup.sh >> /var/log/backup_⟦ghazaryan⟧.log↵why does the log file have a person's name?
   Signed-off-by: ⟦Radu Popescu⟧ <⟦radu.popescu⟧@example.ro>↵Is ⟪DCO⟫ sign-off legally binding?
$ whoami↵⟦mwangi.kamau⟧↵$ sudo apt update↵[sudo] password for ⟦mwangi.kamau⟧:↵why does it ask for my password?
model User { name String @default("⟦Maria Lindgren⟧") } -- ⟪Prisma⟫ schema; is a default name a bad idea?
Sentry issue: TypeError in checkout — user: ⟦farah.haddad⟧@⟪gmail⟫.com, browser: ⟪Safari⟫ 17
branch `hotfix/⟦tsedenbal⟧-login-loop` won't rebase onto main, conflicts in auth.py
# Maintainer: ⟦Eitan Shapiro⟧ <⟦eshapiro⟧ at example dot org>↵pkgname=libfoo↵what's wrong with this PKGBUILD?
Reviewer comment by ⟦@lukas-hoffmann⟧: "nit: rename tmp". How do I resolve it on ⟪GitLab⟫?
print(f"Hello, {name}!")  # prints "Hello, ⟦Amara⟧!" for the first row — why not for the others?
""".replace("⟦@lukas-hoffmann⟧", "@⟦lukas-hoffmann⟧")

_H["business"] = r"""
Payroll exception: ⟦Mthunzi Dube⟧ (emp 10332) was paid twice in ⟪August⟫. Draft the recovery letter.
IBAN DE89 3704 0044 0532 0130 00, Kontoinhaber ⟦Dieter Brandt⟧ — does the IBAN checksum look right?
Tenancy agreement between ⟦Giorgos Nikolaidis⟧ (Landlord) and ⟦Shanique Campbell⟧ (Tenant) — add a pet clause.
Claim no. 77-2041: the insured, ⟦Olga Ivanova⟧, reports water damage from the flat above, owned by ⟦Pavel Sokolov⟧.
Quote for ⟦Juan Carlos Medina Paredes⟧: 3 nights, double room, breakfast, ⟪Cusco⟫. Add the tourist tax.
Sales call notes: spoke to ⟦Ritu⟧ at ⟪Infosys⟫, she wants a demo after ⟪Holi⟫.
HR case: ⟦Darnell⟧ reported that his supervisor ⟦Kyle Brennan⟧ changed his timesheet. Outline next steps.
Purchase order approved by ⟦Ewa Zielińska⟧, ⟪CFO⟫. Vendor: ⟪Lyreco⟫. Amount 2,140 PLN.
Please write a reference for my nanny ⟦Rosalind "Roz" Okafor⟧ — wait, keep the nickname separate — for ⟦Rosalind Okafor⟧.
Client onboarding form↵Full legal name: ⟦Ahmad Shah Popalzai⟧↵Nationality: ⟪Afghan⟫↵Source of funds: salary↵What ⟪KYC⟫ documents should we request?
Commission split: ⟦Tiago⟧ 40 %, ⟦Inês⟧ 35 %, ⟦Duarte Sousa⟧ 25 %. Check it adds up.
Write a firm but fair rent reminder to ⟦Mr Babatunde Ogunleye⟧, two months overdue.
Severance calculation for ⟦Kateřina Dvořáková⟧: 6 years, monthly salary 52,000 CZK. What does Czech law say?
Grant application: Principal investigator ⟦Prof. Alinta Watson⟧, co-investigator ⟦Dr Jarrah Walker⟧.
Payment reminder for ⟦Lê Quang Huy⟧: invoice 0092 overdue since 1 ⟪June⟫.
Expense line: "Dinner w/ ⟦Bassel⟧ & ⟦Rania Khoury⟧ — client ⟪Aramex⟫ — 212 USD". Is this deductible?
Lease renewal: ⟦Hinemoa Walker⟧ wants to sublet to her cousin ⟦Tama⟧. What clause covers this?
Payslip query from ⟦Anjali Nair⟧: why is ⟪PF⟫ deducted on the bonus?
Shareholder register: ⟦Björn Åberg⟧ 40 %, ⟦Linnea Sjöberg⟧ 35 %, ⟪Nordic Ventures AB⟫ 25 %.
Vendor dispute with ⟦Chukwuemeka Eze⟧'s company over a late shipment to ⟪Lagos⟫.
Loan agreement: borrower ⟦Temuulen Ganbold⟧, guarantor ⟦Saruul Ganbold⟧, amount ₮12,000,000.
Medical leave note for ⟦Sebastián Ortega Sánchez⟧ from 2 to 16 ⟪April⟫ — translate to English for ⟪HR⟫.
Our accountant ⟦Rukhsana⟧ says we must file the ⟪GST⟫ return by the 20th.
Invoice addressed to "⟦Mr. & Mrs. Pillai⟧" — how do I split it into two payers?
Performance improvement plan for ⟦Tyrone⟧ — 60 days, weekly check-ins with ⟦Maggie Chu⟧.
Write a delivery note: goods received by ⟦Sione Taufa⟧ at ⟪Nukuʻalofa⟫ warehouse.
Insurance renewal for ⟦Hemi Ngata⟧'s fishing boat "⟪Kotuku⟫" is due.
Travel booking: ⟦FAKOLADE/OLUWATOYIN MRS⟧ LHR–LOS ⟪BA⟫75, seat 32A. Is the name format right for the ticket?
""".replace("⟦Rosalind \"Roz\" Okafor⟧ — wait, keep the nickname separate — for ⟦Rosalind Okafor⟧", "⟦Rosalind⟧ \"⟦Roz⟧\" ⟦Okafor⟧").replace("⟦Mr Babatunde Ogunleye⟧", "Mr ⟦Babatunde Ogunleye⟧").replace("⟦Prof. Alinta Watson⟧", "Prof. ⟦Alinta Watson⟧").replace("⟦Dr Jarrah Walker⟧", "Dr ⟦Jarrah Walker⟧").replace("\"⟦Mr. & Mrs. Pillai⟧\"", "\"Mr. & Mrs. ⟦Pillai⟧\"").replace("⟦FAKOLADE/OLUWATOYIN MRS⟧", "⟦FAKOLADE/OLUWATOYIN⟧ MRS")

_H["titles"] = r"""
How should I address a letter to Ustaz ⟦Hafiz⟧ at the mosque?
Email to Pak ⟦Budi⟧ and Bu ⟦Sri Mulyani⟧: meeting moved to ⟪Kamis⟫.
Dear Shri ⟦Ramesh Chandra Tiwari⟧, thank you for your order — is "Shri" still used in business letters?
Smt. ⟦Lakshmi Venkatesan⟧ will inaugurate the library. Write the invite.
Please tell ⟦Tanaka⟧-san that the shipment from ⟪Osaka⟫ is delayed.
I keep writing "Dear Mr ⟦Yang⟧" but ⟦Yang⟧ might be her given name. How do I check?
Chief ⟦Emeka Obi⟧, the traditional ruler, will attend. What's the correct form of address?
Alhaji ⟦Sani Danjuma⟧ and Hajiya ⟦Hauwa Danjuma⟧ are the guests of honour.
Atty. ⟦Maricel Bautista⟧ sent the demand letter. Draft our response.
Engr. ⟦Rommel Villanueva⟧ approved the structural drawings.
Sheikh ⟦Saif bin Hamdan Al Nuaimi⟧ is the name on the foundation letterhead — write the reply salutation.
Frau Dr. ⟦Weißmann⟧ bittet um Rückruf. Translate.
Señor ⟦Jiménez⟧ y la señora ⟦Martín⟧ llegan el ⟪martes⟫ — translate for the hotel.
Dott.ssa ⟦Chiara Lo Russo⟧ has the lab results; how do I address her in Italian?
Pani ⟦Małgorzata⟧ from accounting asked for the ⟪PIT⟫ form.
Monsieur ⟦Lefèvre⟧ et Maître ⟦Dubois-Martin⟧ signeront l'acte — what is a "Maître"?
Sister ⟦Mary Bernadette⟧ runs the school library.
Fr. ⟦Tadeusz⟧ is saying the funeral mass at ⟪St Stanislaus⟫.
The letter should go to Lt. Col. ⟦Andile Mahlangu⟧ (ret.).
Sgt. ⟦Ramírez⟧ and Cpl. ⟦Okoye⟧ were on duty.
Councillor ⟦Priya Sharma-Hughes⟧ asked about the ⟪Elm Street⟫ potholes.
Sensei ⟦Watanabe⟧ said the grading is postponed.
Auntie ⟦Bisi⟧ and Uncle ⟦Femi⟧ are hosting ⟪Eid⟫ lunch.
Dear Mx. ⟦Rowan Hale⟧, your ⟪NHS⟫ appointment is confirmed.
Hon. Justice ⟦Nnamdi Okafor⟧ presided.
Mrs. ⟦Precious Banda⟧ and Mr. ⟦Gift Phiri⟧ are the school governors.
To: H.E. ⟦Ambassador Nurlan Abenov⟧ — hmm, keep the title out — To: H.E. Ambassador ⟦Nurlan Abenov⟧
Ms ⟦Wanjiru⟧ is the head teacher. Address her as Ms ⟦Kariuki⟧ or by first name?
Kak ⟦Siti⟧, could you send the ⟪Grab⟫ receipts? (Kak is "big sister")
Dr. med. ⟦Hans-Jürgen Pichler⟧, ⟪Facharzt⟫ für Innere Medizin — translate the letterhead.
Professor Emerita ⟦Olufunmilayo Adebayo⟧ will give the keynote at ⟪Makerere⟫.
""".replace("To: H.E. ⟦Ambassador Nurlan Abenov⟧ — hmm, keep the title out — ", "")


def lines(slice_name):
    return [ln for ln in _H[slice_name].split("\n") if ln.strip()]


from hand_intl import NONEN_HAND, KEEP_HAND  # noqa: E402


def nonenglish():
    return [(lang, [ln for ln in txt.split("\n") if ln.strip()]) for lang, txt in NONEN_HAND]


def keep():
    return [(lang, [ln for ln in txt.split("\n") if ln.strip()]) for lang, txt in KEEP_HAND]
