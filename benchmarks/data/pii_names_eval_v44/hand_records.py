# -*- coding: utf-8 -*-
"""Hand-written records for pii_names_eval_v44.

Each item is (slice, lang, text).  In text, <<...>> marks a person-name span and
[[...]] a word that must be kept.  Everything here was typed by hand for this corpus.
Theme: transcripts and machine-made text.
"""

HAND = []


def S(slice_, lang, *texts):
    for t in texts:
        HAND.append((slice_, lang, t))


# ============================================================ cultures
S("cultures", "en",
  "Fix the spelling in this podcast transcript: \"my mentor <<Guðrún Sigurðardóttir>> always said her father <<Sigurður>> was the real storyteller\". Note Icelandic patronymics are not family names.",
  "The ASR wrote \"<<abdullah bin khalid bin saud al harbi>>\" for the speaker. Correct capitalisation should be <<Abdullah bin Khalid bin Saud Al-Harbi>>; please fix all occurrences in the [[Zoom]] transcript.",
  "OCR of a Chennai admission form: NAME: <<R. MEENAKSHI>>  FATHER: <<K. RAMAN>>. In Tamil usage the initial is the father's name; how should I enter this in the [[Excel]] sheet?",
  "Interview transcript: [[Interviewer]]: and your full name? <<Oluwaseun Adebayo-Ogunbiyi>>: <<Oluwaseun Adebayo-Ogunbiyi>>, hyphenated, my mother's and father's names. Clean this up.",
  "Caption check: the guest is <<Grace Hope Mensah>>, not \"grace and hope\" as the captions say at 00:14:02.",
  "Translate into [[Spanish]]: \"<<María José García Márquez>> will testify on [[Tuesday]].\" Keep both surnames.",
  "The diarizer labelled the speaker \"<<Nguyen Van Bao>>\"; he signs as <<Nguyễn Văn Bảo>>. Should I keep the diacritics in the [[SRT]]?",
  "Hearing transcript: <<Wang Xiuying>> (English name <<Cindy Wang>>) confirmed her address. Which name goes in the index?",
  "Minutes: <<Daan van der Berg>> and <<Noor van 't Hof>> presented the [[Rotterdam]] pilot. Is \"van 't\" lower case mid-sentence?",
  "Voicemail (auto): \"hi it's <<Aoife Ní Bhriain>> from the library about the [[Irish]] language class\". Summarise in one line.",
  "Please translate the subtitle into [[English]]: \"<<Siti Hajar binti Yusof>> dan <<Muhammad Hafiz bin Ismail>> hadir.\"",
  "OCR from a Lagos church register: BAPTISED <<OLUWAKEMI TITILAYO ADEYEMI>> ... SPONSOR <<CHUKWUEMEKA OBI>>. Tidy the layout.",
  "Transcribe the name correctly: the caller said \"<<Jolene Two Bulls>> from Pine Ridge\" and the bot wrote \"jolene to bowls\".",
  "Podcast intro: today I'm joined by <<Wilma Swimmer>> and <<Redbird Sixkiller>> from the Cherokee language program. Write show notes.",
  "The [[Zoom]] captions turned <<Tamati Te Whiu>> into \"tomorrow tea view\". Can I add custom vocabulary?",
  "Meeting minutes: <<Kwame Ofori-Atta>> (treasurer) reported a surplus; <<Akosua Boateng>> asked about the [[Accra]] venue.",
  "Court transcript: THE INTERPRETER: The witness states her name is <<Meseret Gebre-Egziabher>>. Her father's name is <<Gebre-Egziabher>>, not a surname. Add a footnote.",
  "Subtitle line: \"<<Khin Mar Aye>> returned to [[Yangon]] in [[March]].\" Burmese names have no family name; how do I sort the credits?",
  "Our oral-history archive lists \"<<Sukarno>>\" and \"<<Sri Rahayu>>\" as single names. How should the OCR'd index card for <<Bambang Sutrisno>> be filed?",
  "Translate to [[English]]: the guest <<I Wayan Sudarsana>> introduced his sister <<Ni Made Ayu Lestari>> during the ceremony.",
  "Interview (auto transcript): \"call me <<Nok>>, my real name <<Pimchanok Chaiyaporn>> is too long for the customers\". Keep both names.",
  "Hungarian minutes translated by the tool: \"<<Nagy Zsófia>> presented\". In English order that is <<Zsófia Nagy>>. Which order should the caption use?",
  "OCR of a Japanese business card: <<YAMAMOTO Sakura>>, [[Osaka]] office. Why is the family name in capitals?",
  "The captions render <<Park Ji-woo>> as \"<<park g-woo>>\". The speaker on [[Teams]] is <<Ji-woo>>, family name <<Park>>.",
  "Transcript: [[Host]]: welcome <<Harpreet Kaur Sandhu>> and <<Gurpreet Singh Gill>>. Is \"<<Kaur>>\" a surname here?",
  "Please spell-check the credits: <<Leilani Kealoha>>, <<Keoni Kahananui>>, <<Kainoa Akana>>. Hawaiian names keep the ʻokina where used, e.g. <<Kaʻiulani>>.",
  "Court list OCR: <<ANASTASIA SERGEYEVNA PETROVA>> v. <<DMITRI IVANOVICH VOLKOV>>. Is the middle part a patronymic?",
  "Our transcript vendor dropped the particle: it should be <<Ana Luiza dos Santos Costa>>, not \"<<Ana Luiza Costa>>\".",
  "The [[Otter]] export lists <<Siobhán Ó Súilleabháin>> as \"<<Shavon O Sullivan>>\". Fix the fada and the spacing.",
  "Subtitle for the documentary: \"<<Rhodri ap Gruffudd>> farmed near [[Aberystwyth]] until 1998.\" Is \"ap\" capitalised?",
  "Interview notes: <<Lekishon ole Sankok>> spoke about grazing rights. Keep \"ole\" in lower case as he writes it.",
  "Please translate into [[Portuguese]]: \"<<Xanana>> and <<Maria Fátima Ximenes>> joined the call from [[Dili]].\"",
  "The [[Whisper]] transcript has \"<<jean baptiste pierre louis>>\" at 00:07:13. It should read <<Jean-Baptiste Pierre-Louis>>.",
  "Caption says \"mister <<mabo>>\"; the speaker is <<Eddie Mabo>>'s grandson, <<Getano Lui>>. Correct the caption.",
  "Hearing minutes: <<Tenzin Dolma>> and <<Lobsang Tsering>> (no family names) requested an interpreter for [[Thursday]].",
  "OCR'd voter card: NOM <<DIOP>> PRÉNOMS <<NDÈYE FATOU>>. Which is the given name?",
  "Transcript from the Nunavut session: <<Piita Kusugak>> spoke in Inuktitut; <<Kenojuak Ashoona>> interpreted.",
  "Podcast transcript: my co-host <<Aroha Te Rangi>> and I talked to <<Mere Ngata>> about the [[Matariki]] festival.",
  "The call-centre bot read \"<<Nnamdi Okonkwo-Nwachukwu>>\" as three separate customers. Explain hyphenated Igbo surnames briefly.",
  "Please fix line breaks in this OCR:\n<<Chiamaka\nNwosu>>\nDate of birth 12/03/1991\nThe name should be on one line.",
  "Subtitles: <<Ayelén Catrileo>> speaks Mapudungun, translated by <<Nahuel Huenchumilla>>. Credit both in the [[VTT]] header.",
  "Oral history index: <<Quispe Mamani>>, <<Killa>> — born in [[Cusco]]. Is <<Quispe Mamani>> two surnames?",
  "Translate into [[English]]: \"<<Ngozi>> na <<Obinna>> bịara.\" (It is one line from a wedding video.)",
  "Interview transcript: <<Dilnoza Karimova>> said her brother <<Jasur Karimov>> drives to [[Tashkent]] every [[Friday]].",
  "The captions wrote the Georgian guest as \"nino berry the\"; it's <<Nino Beridze>>. Please correct at 00:21:40.",
  "Transcript: <<Tigran Ter-Petrosyan>>: I moved to [[Glendale]] in 2004. Keep the hyphen in the name.",
  "Minutes: <<Itai Ben-David>> thanked <<Shira Mizrahi>> for chairing. Translate into [[Hebrew]] later; first fix the grammar.",
  "The OCR made <<Jürgen Großmann>> into \"<<Jurgen GroBmann>>\". Restore the umlaut and sharp s.",
  "Subtitles for the Faroese film: <<Jógvan Joensen>> and <<Turið Dalsgaard>>. Check the special letters survived the [[SRT]] export.",
  "Please punctuate: my neighbour <<joy okafor>> and her son <<hope>> were at the council meeting on monday",
  "Podcast transcript: <<Sione Tuilagi>> and <<Mele Fifita>> recorded this in [[Nukuʻalofa]].",
  "The radio interview auto-transcript: \"<<Tatenda Moyo>> from [[Harare]] says the rains came late\". Write a headline.",
  "Subtitle credits: Dialogue editor <<Iñaki Etxeberria>>; Translator <<Uxía Outeiro>>. Keep ñ and x.",
  "The [[Rev]] transcript lists <<Marlene Begay>> and <<Darrell Yazzie>> as speakers 1 and 2. Swap them, the diarizer got it backwards.",
  "Voice assistant log: \"call Mama <<Nkechi>>\" failed. The contact is saved as <<Nkechi Eze>>. How do I add a nickname?",
  "OCR'd immigration form: FAMILY NAME <<AL-QAHTANI>> GIVEN NAME <<NOURA>>. Should \"AL-\" be kept?",
  "Transcript: <<Bảo>> and <<Thảo>> spoke in Vietnamese, then <<Lê Thị Mai>> interpreted into English.",
  "The [[Descript]] export lists <<Ọlá Ògúnlẹ̀yẹ>> with tone marks that break my font. Should I drop them?",
  "Please write alt text for this caption image: \"<<Aigerim Nurlanova>>, sound engineer, [[Almaty]]\".",
  "Subtitle: <<Ahmed Ag Intalla>> describes the desert route to [[Timbuktu]]. Is \"Ag\" part of the name?",
)

# ============================================================ casing
S("casing", "en",
  "agent: thank you for calling how can i help caller: hi yeah this is <<mark ellison>> i'm calling about my bill agent: okay mr <<ellison>> can i get your postcode",
  "AUTO CAPTION: PLEASE WELCOME TO THE STAGE <<PRIYA SUBRAMANIAN>> AND THE [[HOST]] OF TONIGHT'S SHOW",
  "speaker 1: so <<grace>> do you want to start\nspeaker 2: sure, thanks <<will>>\n(this is from otter, all lower case, can you capitalise names only?)",
  "TRANSCRIBED BY [[DRAGON]]: DEAR MRS <<WHITFIELD>> THANK YOU FOR YOUR LETTER OF [[MARCH]] 3",
  "the stt gave me this: yeah <<bill>> said the invoice is due on friday but <<rose>> thinks it's monday",
  "OCR: <<JOSÉ LUIS FERNÁNDEZ>> / DNI 12345678 / MADRID. Convert the name to title case.",
  "whisper transcript: i talked to dr <<okonkwo>> about the results and she said come back in june",
  "CAPTIONS: [[APPLAUSE]] ... THANK YOU <<ZEYNEP>> ... [[MUSIC]] ... WHO'S NEXT <<EMRE>>?",
  "lowercase chat export: <<summer nguyen>> joined the call · <<page whitaker>> left the call · recording stopped",
  "The caption file has <<JUAN PABLO RAMÍREZ>> in capitals but <<ximena lópez>> in lower case. Make them consistent.",
  "OCR'D RECEIPT: THANK YOU FOR SHOPPING AT [[TESCO]] / YOUR CASHIER TODAY WAS <<DEBBIE>> / PLEASE KEEP THIS RECEIPT",
  "alexa log: \"alexa call <<nana akua>>\" → \"calling <<nana akua>>\" — why does it keep my contact's name in lower case?",
  "minutes (typed in caps lock, sorry): CLLR <<ANGHARAD PRITCHARD>> MOVED THE [[MOTION]]; CLLR <<IOLO LLEWELLYN>> SECONDED.",
  "voice note: ok so grandma <<rosa>> is coming on the 14th, tell uncle <<tavita>> to pick her up from the airport",
  "the podcast transcript spells everything lowercase, including <<de luca>>, <<van der berg>> and <<o'connor>>. fix it.",
  "MEETING BOT: ACTION ITEM — <<HARUTO SATO>> TO FINALISE THE [[VTT]] FILES BY [[WEDNESDAY]].",
  "court stenography rough: q. state your name for the record a. <<jolene iron shell>> q. and your address",
  "Fix casing in this subtitle: \"<<mCkENZIE>> is on the phone\" should obviously be <<McKenzie>>.",
  "ocr output: <<İPEK ÇELİK>> — the dotted capital I is right for Turkish, don't change it to a plain I",
  "THE TRANSCRIPTION SHOWS STRAßE? NO, THE NAME IS <<FRIEDERIKE GROSSMANN>>, OCR MIXED UP ß AND SS.",
  "hey can u turn this into proper sentences lol: me and <<jamal>> went to see <<keisha>> at the radio station and she interviewed <<tyrone washington>>",
  "TRANSLATE INTO [[FRENCH]]: \"<<ELODIE MOREAU>> WILL CALL YOU BACK ON [[MONDAY]]\"",
  "caption fix: \"<<eilidh>> and <<hamish>> from the <<macleods>>\" — should \"the\" be capitalised too?",
  "stt: my case worker is ms <<gonzález-ortega>> and i need to reschedule because of easter",
  "OCR LINE 12: <<NGUYEN THI LAN>> 1987 HANOI. LINE 13: <<TRAN VAN MINH>> 1985 HUE. Rebuild the table.",
  "the [[zoom]] chat is all lower case: <<ayodeji>>: muted? <<ifeoma>>: yes you're muted lol <<ayodeji>>: ok now?",
  "SRT LINE: <<MAX>>! GET DOWN! — should names in shouted subtitles be all caps too?",
  "in the call transcript the customer said her name is <<hope>> and the agent typed it in lower case like a verb. lol. fix line 4",
  "VOICEMAIL TRANSCRIPT (AUTO): HELLO THIS IS DR. <<CHIDAMBARAM>>'S OFFICE CALLING TO CONFIRM YOUR APPOINTMENT ON [[THURSDAY]]",
  "please capitalise: <<søren kjærgaard>>, <<åse haugen>> and <<björn lindqvist>> were the interpreters",
  "MINUTES: PRESENT — <<A. KOWALSKA>>, <<T. NOWAK>>, <<G. WIŚNIEWSKI>> (SECRETARY). APOLOGIES — NONE.",
  "subtitles from the fan sub: naruto isn't a person i need to hide but <<kenji watanabe>> the translator is",
  "the ASR output has random caps: \"<<oLIVER pEMBERTON>> said the [[mONDAY]] slot is fine\" fix it",
  "Lower-case only my guests' names in this caption list for style: <<aino virtanen>>, <<eero mäkinen>>.",
  "call summary: caller <<chen jing>> (pinyin order, family first) wants the refund sent to her [[alipay]]",
  "OCR FROM SCANNED FAX: ATTN MR. <<BABATUNDE OGUNLEYE>> RE: HEARING ON [[TUESDAY]] 10AM",
  "asr transcript: okay siri, call <<siri pedersen>> — the phone heard its own wake word instead of my colleague's name",
  "CLOSED CAPTIONS: [<<MARIA>>] I TOLD YOU — the brackets were added by the captioner for speaker ID; keep the name hidden",
  "whisper: and then <<tamar>> said to <<yonatan>> we should go to haifa before the [[shabbat]]",
  "HEADLINE OCR: LOCAL TEEN <<DESHAWN FREEMAN>> WINS SPELLING BEE. Turn into sentence case for the caption.",
)

# ============================================================ position
S("position", "en",
  "<<Eleanor Ashworth>>",
  "<<Kofi Mensah>>: hello? hello? is this thing on",
  "<<Tomasz>>, the [[Otter]] link expired, can you re-share?",
  "Thanks, <<Ines>>",
  "who said \"we'll table it\" at 00:41:05, was it <<Rami Haddad>>",
  "Subtitle 118 ends mid-sentence, right after \"I'll ask <<Lucía>>\"",
  "<<Ngata>>? <<Parata>>? The caption says \"Mr <<Nata>>\" and I can't tell which.",
  "Caller ID on the transcript reads <<Mahmoud Fahmy>>.",
  "Please thank the stenographer, <<Jelena Petrović>>!",
  "<<Sipho Dlamini>> (00:03:12) - <<Zanele Mkhize>> (00:04:40) - [[Moderator]] (00:05:01): build a speaker timeline.",
  "Last line of the minutes: \"Meeting closed at 21:40. Signed, <<Ferenc Tóth>>\"",
  "Can you translate the whole [[VTT]] into [[German]]? It's for <<Lena Schäfer>>",
  "Here's the OCR of the sign-in sheet; the only legible name is <<Wojciech Szymański>>",
  "<<Haruka>>",
  "Is it ok to end a caption with just a name like — <<Omari>>?",
  "<<Ayesha Qureshi>>, <<Bilal Butt>> — that's the order they spoke in, first <<Ayesha>> then <<Bilal>>.",
  "The [[Alexa]] log ends with \"message sent to <<Ruth Kidane>>\"",
  "<<Santiago Ortega Sánchez>> dijo que sí. (Translate just that sentence, please.)",
  "I need a caption for this photo of the hearing, the person speaking is Councillor... sorry, <<Ashley Henderson>>",
  "From the transcript, the question at 12:04 was asked by <<Tenzing>>",
  "<<Adwoa>>: [inaudible]\n[[Host]]: could you repeat that?\n<<Adwoa>>: I said the [[Accra]] office is closed on [[Friday]]",
  "the last speaker label in the file is blank, it should be <<oksana shevchenko>>",
  "Transcript request from <<Pita Sapolu>>",
  "Please make the speaker named <<Itzel>> bold in every cue where she speaks, ending with cue 88 where she says goodbye to <<Emiliano>>",
  "OCR end of page:\n...and the bearer, <<Karim El Amrani>>",
  "<<Bongani>> - 2 missed calls - [[Sunday]]",
  "Is \"[[Speaker]] 3\" in the transcript the same person as <<Nomvula Zungu>>",
  "Sign the caption file off as \"Captions by <<Morwenna Trelawny>>\"",
  "Dr. <<Hiwot Alemu>> is how the form reads, but the title is printed separately. Which fields are the name?",
  "Interview log, final entry: \"Recording ended by <<Gustav Åkesson>>.\"",
  "<<Priya>>? <<Priya Raman>>? Which one does the [[Teams]] transcript show for the first speaker",
  "Voice note: remind me to call back <<Abena>>",
  "In the middle of the council recording <<Gintarė Kazlauskienė>> asks for a point of order; mark it in the minutes.",
  "Last caption: \"Goodnight from all of us, and from me, <<Harriet Fairbrother>>.\"",
  "<<Oisín>>!!! The podcast upload failed again",
)

# ============================================================ lists
S("lists", "en",
  "Attendance from the [[Teams]] report:\n<<Whitfield, Charlotte>>\n<<Ogunleye, Babatunde>>\n<<Nagy, Zsófia>>\n<<Dubois, Camille>>\nConvert to \"First Last\".",
  "Please put these podcast guests in alphabetical order: <<Aroha Te Rangi>>, <<Kwabena Owusu>>, <<Ilaria De Luca>>, <<Ji-ho Kim>>, <<Wambui>>.",
  "Speakers detected: SPEAKER_00 = <<Hamza>>, SPEAKER_01 = <<Salma Tazi>>, SPEAKER_02 = unknown, SPEAKER_03 = <<Anas Bennani>>. Write the mapping as JSON.",
  "panel: <<yaw>>, <<efua>> & <<kojo>> (all from the [[Kumasi]] station) — capitalise please",
  "Minutes attendance: Cllrs <<Tremblay>>, <<Gagnon>>, <<Côté>> and <<Lévesque>>; the [[Clerk]]; two members of the public.",
  "Credits (OCR from the end screen):\nDIRECTOR <<HEMI PARATA>>\nEDITOR <<NGAIO TAWHIRI>>\nSUBTITLES <<KIRI NGATA>>\nFix the capitals.",
  "Jury list for the mock trial transcript: 1) <<Dmitri Sokolov>> 2) <<Olga Kuznetsova>> 3) <<Svetlana Volkova>> 4) <<Mikhail Smirnov>>. Are the surnames gendered correctly?",
  "Who's on the [[Friday]] call: <<Jiří>>, <<Tereza>>, <<Ondřej Dvořák>>, <<Eliška Procházková>>",
  "CSV pasted from [[Descript]]:\nname;role;takes\n<<Lorenzo Bianchi>>;host;4\n<<Chiara Esposito>>;guest;3\n<<Niccolò Lo Russo>>;producer;1\nTurn this into a table.",
  "Interview schedule: 09:00 <<Kavitha Krishnan>> / 09:30 <<Senthil Annamalai>> / 10:00 <<Deepa Chidambaram>> / 10:30 lunch. Make it a markdown list.",
  "Translate this list of names into Cyrillic for the subtitles: <<Anastasia Petrova>>, <<Sergei Sokolov>>, <<Tatiana Volkova>>.",
  "Bibliography for my transcript study: <<Otieno, A.>>; <<Achieng, P.>>; <<Kipchoge, E.>>. Is this APA style?",
  "The [[Rev]] order has three speaker names: <<Lindiwe Nkosi>>, <<Themba Ngcobo>>, and <<Zanele Mkhize>>. Add them to the glossary.",
  "- [x] <<Matteo>> sent the [[SRT]]\n- [ ] <<Giulia>> checks timings\n- [ ] <<Beatrice Rossi>> approves\nWhich tasks are open?",
  "witnesses: <<okafor>>, <<nwosu>>, <<eze>>; interpreter: <<adaeze obi>>. The transcript needs these in title case.",
  "Roll call (council video): <<Ayşe Yılmaz>> present; <<Mehmet Kaya>> present; <<Elif Demir>> absent; <<Burak Şahin>> present.",
  "The focus group had: <<Nurul Aina>> (F, 34), <<Izzat bin Hassan>> (M, 41), <<Farah Nadia binti Abdullah>> (F, 29). Summarise demographics.",
  "Authors: <<Ouédraogo, Salif>>, <<Sawadogo, Rasmata>> and <<Kaboré, Issouf>> (2021). Format as a reference list.",
  "Please split the crowd noise from the names in this caption: \"[cheering] <<Kekoa>>! <<Mahina>>! <<Noelani>>! [cheering]\"",
  "Hosts this season: <<Ravi Maharaj>>/<<Kamla Ramdeen>>/<<Giselle Baptiste>>. Write the slash list as prose.",
  "Names read out at the graduation (ASR): <<anjali nair>>, <<vishnu menon>>, <<reshma pillai>>, <<anoop kurian>>. Check the spelling of Malayalam names.",
  "Signatories on the OCR'd petition: <<J. Tamm>>, <<K. Saar>>, <<L. Mägi>>, <<M. Kask>> — are these Estonian?",
  "In the minutes, list the movers and seconders: [[Motion]] 1 <<Huber>>/<<Gruber>>; [[Motion]] 2 <<Pichler>>/<<Moser>>.",
  "Diarization summary:\n| speaker | talk time |\n|---|---|\n| <<Bolormaa>> | 12m |\n| <<Ganbold>> | 8m |\n| [[Interpreter]] | 15m |\nWho spoke least?",
  "We interviewed <<Máret Gaup>>, <<Niillas Utsi>> and <<Risten Sara>> in [[Kautokeino]]. Draft the consent-form list.",
  "Cast list for the audio drama captions: <<Demelza Penrose>> (narrator), <<Jago Chenoweth>>, <<Tamsin Polglase>>.",
  "Which of these speakers need an interpreter? <<Hodan Warsame>>; <<Guled Jama>>; <<Sahra Hassan Ali>>; [[Clerk]].",
  "Contacts the voice assistant couldn't find: \"<<Mwangi>>\", \"<<Njeri Kinyanjui>>\", \"<<Wairimu>>\". Any idea why?",
  "Please merge duplicate speakers: <<Seo-yeon>> / <<Park Seo-yeon>> / <<Seo-yeon Park>> are the same person.",
  "Credits for the dub: voice of the mother — <<Ebba Sjöberg>>; voice of the boy — <<Olle Nyström>>; director — <<Linnéa Bergström>>.",
  "Board members (from the scanned annual report): Dame <<Carol Kaiulo>>, <<Kila Marape>>, <<Loujaya Toua>>.",
  "Trial transcript appearances: for the Crown, Ms <<Barraclough>>; for the [[Defendant]], Mr <<Pemberton>> and Ms <<Smythe-Jones>>.",
  "ocr'd guestbook: <<rūta>> + <<mindaugas>> / <<aušra petrauskaitė>> / <<žygimantas>> — lithuanian names, please restore capitals",
  "Speaker order for the [[Webex]] hearing: 1. [[Chair]] 2. <<Rania Khoury>> 3. <<Elias Nasrallah>> 4. [[Clerk]] 5. <<Nour Saade>>",
  "My podcast's [[Patreon]] supporters this month: <<Tyler>>, <<Kaylee McAllister>>, <<Billy Ray Pruitt>>, <<Madison>>. Write a shout-out.",
  "Sort by surname: <<Pieter-Jan Peeters>>, <<Griet Van den Broeck>>, <<Wout De Smet>>, <<Katrien Goossens>>.",
  "The transcript says \"<<Mamadou>> and <<Cheikh>> and <<Fatou Diop>> and <<Awa Ndiaye>>\" — make it a comma list.",
  "List of callers from the [[Tuesday]] phone-in (auto log): <<Dwayne>> ([[Kingston]]), <<Shericka Campbell>>, <<Andre Thompson>>.",
  "Extract names from this OCR: \"Issued to <<Tshepo Molefe>> & <<Kefilwe Sebego>>, witnessed by <<Kagiso Masire>>\"",
  "Guest list, markdown:\n* <<Sigríður Jónsdóttir>>\n* <<Einar Gunnarsson>>\n* <<Þórdís Magnúsdóttir>>\nAdd pronunciation hints.",
)

# ============================================================ possessive
S("possessive", "en",
  "<<Chris>>' microphone clipped all through the [[Zoom]] call — can [[Descript]] fix it?",
  "Was that <<James>>' or <<Thomas>>'s voice at 00:12:40?",
  "The caption says \"<<Nikos>>'s\" but in Greek subtitles we'd write it differently. How should I handle <<Nikos Karagiannis>>'s name?",
  "Summarise <<Aisha Danjuma>>’s testimony from the [[Tuesday]] session in three bullet points.",
  "OCR: \"<<ADEBIMPE BALOGUN>>'S PASSPORT NO.\" — the tool merged the possessive into the field label.",
  "<<Dolores>>'s and <<Joaquin Taitano>>'s statements contradict each other at 14:05 and 14:22.",
  "fix: \"its <<sam>>'s turn to speak\" → should be \"it's <<Sam>>'s turn to speak\"",
  "The [[Clerk]] read out Councillor <<Mbeki>>'s amendment before the vote.",
  "<<Anouk>>'s podcast episode on [[Spotify]] has no transcript; can you draft one from my notes?",
  "I need <<Ferreira>>'s and <<Magalhães>>'s lines removed from the subtitle file.",
  "Translate: \"This is <<Matilde Sousa>>'s phone, she can't answer right now.\" into [[Portuguese]].",
  "In the interview, <<Ikenna>>’s mum interrupts at 23:10 — mark it as crosstalk.",
  "The OCR'd will says \"to my daughter <<Hope Whitaker>>'s children\" — is \"Will\" in the header a name? ([[Will]] and Testament of <<Ashley Pruitt>>)",
  "<<Xiuying>>'s Chinese subtitles were perfect; <<Haoran>>'s had timing drift.",
  "Please rewrite Dr <<Oyelaran>>'s closing remarks as a quote for the newsletter.",
  "Whose recording is this — <<Kamau>>'s or <<Wanjiru>>'s? The file name says KW_0412.",
  "<<Lars>>' car, <<Hans>>' bike and <<Agnes>>' scooter are in the police transcript; list the vehicles.",
  "ASR dropped the apostrophe: \"<<Mette Jørgensen>>s lydfil\" means <<Mette Jørgensen>>'s audio file.",
  "The judge's notes mention <<Patil>>'s counsel twice. Which pages?",
  "<<Aleksandar>>'s Macedonian is translated, but <<Biljana Nikolovska>>'s remarks are left out. Please add them.",
  "Caption editor: keep the curly apostrophe in <<Bethan>>’s and <<Gethin>>’s names consistent.",
  "Is it <<Charles>>'s or <<Charles>>' in our caption style guide?",
  "Did the transcript capture Ms <<Ashoona>>'s answer about the [[Iqaluit]] clinic?",
  "Podcast show notes: <<Kalena Kamakau>>'s grandmother's recipe, <<Makoa>>'s ukulele piece.",
  "The call bot logged \"<<Brandon>>s refund\" — should be <<Brandon>>'s refund. Fix the template.",
  "Draft a caption: \"the grace period ends today\" vs \"<<Grace>>'s period piece premieres today\" — can captions disambiguate?",
  "<<Jean-François Tremblay>>'s French captions need English subtitles underneath.",
  "Our minutes used <<Hadžić>>'s name without the diacritic; change <<Hadzic>> everywhere.",
  "Rewrite in third person: \"I'm <<Sani>>, and this is my brother <<Musa>>'s shop.\"",
  "<<Iris>>'s voice drops out at 31:40 in the [[Teams]] recording; do we have a backup?",
  "Transcribe the dedication: \"For <<Nanyehi>>'s grandchildren.\"",
  "<<Anna Karlsson>>s intervju (Swedish genitive, no apostrophe) — should the caption keep it as is?",
  "Shorten: \"According to <<Mikkal Eira>>'s reindeer-herding diary, the herd crossed on [[Monday]].\"",
  "<<Gwenaëlle Le Goff>>'s and <<Erwan Kerjean>>'s interviews need Breton subtitles.",
  "The scanned letter reads \"Mrs. <<Henderson>>'s lawyer\" — extract the name.",
)

# ============================================================ quoted
S("quoted", "en",
  "> On [[Monday]], <<Harry Ashworth>> wrote:\n> the Otter transcript is missing the last ten minutes\nDraft a reply saying we re-ran it in [[Whisper]].",
  "Chat transcript:\n[[Agent]] (<<Rebecca>>): Thanks for holding.\n[[Caller]]: no problem\n[[Agent]] (<<Rebecca>>): I've found your order.\nRate the agent's tone.",
  "\"Hi <<Aino>>, the subtitles for episode 4 are attached — <<Juha>>\" Is this too informal for a client?",
  "From: <<Camille Lefèvre>> <c.l@example.fr>\nSubject: Re: sous-titres\n\nMerci, c'est parfait.\n\nWhat language is the body?",
  "[09:02] <<Rasmus>>: recording started\n[09:03] <<Ida Mikkelsen>>: can everyone mute\n[09:41] <<Rasmus>>: recording stopped\nHow long was the meeting?",
  "Phishing? \"Dear Customer, your [[Otter]] account is suspended. Contact <<David Smith>> at support-otter.co immediately.\"",
  "Signature block from the OCR:\n--\n<<Yonas Tekle>>\nCourt Interpreter (Tigrinya)\nLondon\nCan you reformat as a vCard?",
  "Reply to <<Lwazi>>'s comment on our video: \"Why no isiXhosa captions??\"",
  "The transcript quotes the witness: \"I saw <<Darnell>> leave before midnight.\" Should the name be redacted in the public version?",
  "\"<<Gabor>>, can you hear me? <<Gábor>>?\" — the captions spell it two ways. Which is right for <<Szabó Gábor>>?",
  "Voicemail: \"Hey it's <<Tinashe>>, call me back when you get this, it's about the [[Friday]] recording.\" Summarise.",
  "Email thread:\n>> <<Bram>>: who has the [[WAV]] files?\n> <<Femke>>: I do, uploading now\nWhat did <<Femke>> say?",
  "Write a polite reply to: \"Hello, I am Mrs. <<Adeyemi>>, you transcribed my name wrong in the minutes.\"",
  "Subtitle translation request: \"<<Bogdan>>, your mother called.\" — \"<<Богдан>>, тобі дзвонила мама.\" Is the Ukrainian right?",
  "WhatsApp voice note (auto-transcribed): \"<<Ifrah>> it's me <<Abdirahman>>, tell <<Ubah>> the [[Council]] meeting is off\".",
  "Hi <<Ciarán>>,\nthe transcript from the [[Cork]] hearing is ready.\nRegards,\n<<Niamh>>\n— please translate this into [[Irish]].",
  "Discord log:\n<<Jamal>>: anyone got the vod captions\n<<Ebony>>: check pins\nTurn into a support FAQ entry.",
  "> <<Agnieszka Kowalska>> said in the meeting: \"we need the [[Polish]] subtitles by [[June]]\"\nIs this a commitment?",
  "The interview transcript has: Q (Ms <<Haugen>>): Where were you born? A: [[Bergen]]. Rewrite as prose.",
  "Customer email: \"Your bot called me <<Giorgos>> but my name is <<Georgia>>!\" Draft an apology.",
  "\"Can someone let <<Luyolo>> into the [[Zoom]]?\" — <<Siphokazi>>, 18:02. Is this a host action?",
  "Zoom chat export: 10:15:33 From <<Hana Al-Misrati>> to Everyone: captions aren't showing. 10:16:02 From [[Host]] to Everyone: fixed.",
  "Translate this SMS into [[English]]: \"<<Fatma>> hanım, toplantı saat üçte.\"",
  "Quote for the poster: \"Every voice deserves a transcript.\" — <<Nomzamo Mqhayi>>, [[Cape Town]]",
  "Forwarded voicemail from <<Tavita Leota>>: \"the hall is booked for the [[Samoan]] choir on [[Saturday]]\"",
  "The minutes record: <<Cathal>> asked, \"Who approved this?\" and <<Gráinne>> replied, \"The [[Committee]] did.\" Is the punctuation right?",
  "Helpdesk ticket: \"[[Rev]] rejected my file, says speaker <<Aliaksandr Kalesnikau>> is unreadable\". What does that mean?",
  "> <<Rivka>>: is the Yiddish transcript done?\n> <<Mendel Rosenbaum>>: halfway\nSummarise the status.",
  "I got this text: \"this is officer <<jenkins>> you have an outstanding fine\" — scam?",
  "\"Welcome back to the show, I'm <<Tyrone>> and with me as always is <<Keisha Booker>>.\" Make a caption-ready intro.",
  "Dear <<Abebe>>,\n\nThank you for interpreting at the [[Tribunal]].\n\nKind regards\n\nPlease shorten this.",
  "Reddit comment: \"lol the auto captions called <<Hamish>> 'ham fish' the whole stream\" — explain why ASR does that.",
  "Reply to this email from Prof. <<Hosseini>>: \"Please send the Persian subtitles by [[Thursday]].\"",
  "Intercom transcript: \"Delivery for <<Valentina Restrepo>>?\" \"Yes, third floor.\" Summarise in one line.",
  "Thread:\n<<Saba>>: the [[Tigrinya]] captions have question marks\n<<Tesfalem>>: it's the font\nSuggest a fix.",
  "From the hearing transcript: \"MS. <<KOVAČEVIĆ>>: Your Honour, I object.\" Convert to sentence case.",
  "Text from my landlord: \"<<Geneviève>> here, the plumber comes [[Wednesday]]\" — draft a reply.",
  "Google review (auto-translated): \"<<Ahmet>> at the desk was very helpful!\" Is \"<<Ahmet>>\" a Turkish name?",
  "Pasted from a support chat:\n<<Andile>>: my subtitles are offset\n[[Agent]]: try re-syncing\nWrite the resolution note.",
  "Greeting card OCR: \"To <<Ruby>>, love Grandad\". Is \"Grandad\" a name to redact?",
)

# ============================================================ code
S("code", "en",
  "# TODO(<<ngozi.eze>>): handle overlapping speech in the diarizer output\ndef merge(segs): ...\nWhat would a good merge look like?",
  "```python\nspeakers = {\"SPEAKER_00\": \"<<Oliver Whitfield>>\", \"SPEAKER_01\": \"<<Amara Okafor>>\"}\n```\nHow do I apply this mapping to a [[Whisper]] JSON?",
  "git blame shows `<<jbaptiste.dubois>>` changed the SRT parser. Explain his regex: r\"(\\d+):(\\d+):(\\d+),(\\d+)\"",
  "/* @author <<Raman, Priya>> */ function cueToText(cue) { return cue.text; } — add JSDoc.",
  "-- transcript import, reviewed by <<P. Subramanian>>\nSELECT speaker, COUNT(*) FROM cues GROUP BY speaker;\nAdd an ORDER BY.",
  "Co-authored-by: <<Zeynep Öztürk>> <zeynep@users.noreply.example.com>\nWhy is the ö allowed in a git trailer?",
  "The JSON from the OCR service:\n{\"field\": \"full_name\", \"value\": \"<<AMINU GARBA>>\", \"confidence\": 0.91}\nWrite a Python check for confidence < 0.95.",
  "Error log:\n2024-05-02 10:14:07 WARN diarize: unknown voice, nearest=<<kamau.njoroge>> score=0.42\nWhat does the score mean?",
  "```yaml\nmaintainers:\n  - <<lucia.fernandez>>\n  - <<tiago.ferreira>>\n```\nIs a list of handles valid here?",
  "<!-- captions reviewed by <<Meera>> on 3 [[May]] -->\nShould I strip HTML comments before publishing the [[VTT]]?",
  "commit 1a2b3c\nAuthor: <<Björn Lindqvist>> <dev@example.se>\nDate: Tue\n\n    Normalise Swedish å ä ö in transcripts\n\nWrite a changelog line.",
  "In our test fixture, `caller_name = \"<<Jane Doe>>\"` — is that realistic enough for call-centre test data?",
  "```\n1\n00:00:00,000 --> 00:00:02,000\n<<SAKURA>>: Ohayō!\n```\nWhy does the speaker label show in the player?",
  "Regex question: I want to catch lines like `<<Hemi>>: kia ora` but not `[[Host]]: kia ora`. Pattern for named speakers only?",
  "log: user=<<r.okonkwo>> action=export_srt file=council_0314.srt status=ok — parse this with awk.",
  "PR comment from @<<tanvir_hossain>>: \"please don't hardcode the [[Bengali]] font\" — how do I make it configurable?",
  "```js\nconst host = \"<<Pieter Visser>>\"; // TODO(<<bram.jansen>>): read from config\n```\nRefactor to read from env.",
  "CSV header from the transcription export: `start,end,speaker,text` with rows like `12.0,15.5,<<Mai Phạm>>,xin chào`. How do I load it in pandas with UTF-8?",
  "Python traceback:\nKeyError: '<<Ayodeji>>'\n  File \"label.py\", line 12, in relabel\nWhat's wrong with my dict lookup?",
  "# author: <<Ana Luiza Oliveira>>\n# OCR post-processing for receipts\nimport re\nWrite a function that fixes 'O' vs '0' in totals.",
  "SQL: UPDATE transcripts SET speaker = '<<Ó Briain>>' WHERE id = 7; — it breaks because of the apostrophe? No apostrophe here, but what about <<O'Connor>>?",
  "JSON from [[Alexa]] skill logs: {\"intent\": \"CallContact\", \"slots\": {\"name\": \"mum\"}} — hmm, the slot is really \"<<Kavya Srivastava>>\"",
  "Dockerfile comment `# maintained by <<Wei Zhang>>` — should maintainers go in a LABEL instead?",
  "The test `test_speaker_names` uses <<Folasade>>, <<Eitan>> and <<Ji-woo>> as fixtures. Are hyphens safe in pytest ids?",
  "```python\nassert fix_caps(\"<<mcgregor>>\") == \"<<McGregor>>\"\n```\nWrite fix_caps for Mc/Mac names.",
  "Makefile: `AUTHOR ?= <<Katarzyna Grabowska>>` — how can I override it on the command line?",
  "ffmpeg metadata: -metadata artist=\"<<Tamsin Penrose>>\" -metadata title=\"Council 14 [[March]]\" — why does the title cut at the space?",
  "// <<Ogunleye, B.>> 2023 — VTT cue merger\nWhat license header should I add?",
  "@<<kwame_asante>> I rebased the captions branch; can you rerun CI?",
  "In the Swift code, `let narrator = \"<<Isla MacLeod>>\"` appears in a string literal shown to users. Should that be localized?",
  "Commit message: \"revert <<haruto.sato>>'s change to the timestamp rounding\" — rewrite in imperative mood.",
  "R code: transcripts %>% filter(speaker == \"<<Valentina Ochoa>>\") %>% count() returns 0. Trailing spaces?",
  "SRT generator test:\nexpected = [\"2\", \"00:00:03,000 --> 00:00:05,000\", \"<<Rosa>>: ¿Dónde estás?\"]\nWhy does the ¿ break my assertion on Windows?",
  "The [[Jira]] ticket says Assignee: <<Sarangerel Batbayaryn>>, Reporter: <<Temuulen>>. Write a JQL to find their open bugs.",
  "package.json: \"author\": \"<<Chukwuemeka Nwosu>> <cn@example.ng>\" — is email allowed in the author field?",
  "CODEOWNERS line: /captions/ @<<linnea-bergstrom>> @<<olle-nystrom>> — are hyphens ok in handles?",
  "I have a Pandas column `interviewer` with values like 'Dr. <<Yılmaz>>' and '<<yılmaz>>'. Normalise them to one form.",
  "HTML: <span class=\"speaker\"><<Zhang Wei>></span><span class=\"cue\">你好</span> — how do I style speaker labels?",
  "Lua script for OBS captions has `local guest = \"<<Sina Faleolo>>\"`; make it read from a file.",
  "terraform tag: owner = \"<<m.kowalski>>\" — is a dot allowed in tag values?",
)

# ============================================================ business
S("business", "en",
  "OCR of a restaurant receipt:\nTABLE 7  SERVER: <<MARISOL>>\n2x PAELLA 38.00\nTIP ____\nTOTAL 38.00\nHow much is a 15% tip?",
  "Invoice from our transcription freelancer <<Ekaterina Sokolova>>: 6.5 audio hours at 45/h. Check the maths: 290.50?",
  "Scanned cheque: PAY <<KOFI BOATENG>> THE SUM OF TWO HUNDRED ONLY. Is the amount in words valid without \"pounds\"?",
  "Quote for captioning the [[Council]] meetings: contact Ms <<Fairbrother>> at the town hall. Draft the email.",
  "Call-centre QA summary: [[Agent]] <<Darnell Jackson>> resolved the [[Vodafone]] billing complaint in 6 minutes. Write a commendation.",
  "OCR'd payslip:\nNAME <<SUNITA GUPTA>>\nEMP NO 4471\nGROSS 3,200.00\nTAX 410.00\nWhat's the net?",
  "The transcript of the sales call says the buyer, <<Hardik Shah>>, agreed to 200 units. Write a confirmation.",
  "Receipt (thermal paper, faded): THANK YOU / <<JOAO>> / [[LIDL]] / 12.03. Can you guess the missing digits?",
  "Bank transfer reference from a scanned form: \"Transcripts [[March]] - <<Ong Wei Jie>>\". Is the reference too long?",
  "Expense report line: \"Captioning, [[Rev]], reimbursed to <<Sophie Whitfield>>\". Categorise as software or services?",
  "Translate this invoice line into [[German]]: \"Interpreting at the tribunal hearing, interpreter <<Selma Begović>>, 4 h.\"",
  "Delivery OCR: CONSIGNEE MR. <<HÅKON SOLBERG>> / [[BERGEN]] / PARCEL 2 OF 3. Extract the consignee.",
  "Voice-recorded contract summary: <<Juan Carlos Villanueva>> leases the studio to <<Marites Bautista>> from 1 [[August]].",
  "Refund call transcript: caller <<Yusimí Céspedes>> says the [[Airbnb]] host never showed. Write the refund note.",
  "Timesheet OCR: <<Ikaika>> (sic) — actually <<Keoni Akana>>, 38 h, week of [[Monday]] 3rd. Fix the name row.",
  "Scanned NDA: \"This agreement between Otter Transcribe Ltd\" — wait, that's a company; the signatory is <<Wiremu Parata>>. Extract the signatory.",
  "The insurance call transcript says the claimant is <<Bảo Trần>> and the adjuster is <<Hùng>>. List parties.",
  "OCR of a hotel folio: GUEST <<ELIF ŞAHIN>> / ROOM 804 / CHECK-OUT [[SUNDAY]]. Is the room charge right?",
  "Rent receipt (handwritten, OCR): recieved from <<Tenzin Norbu>> 800 for [[April]] — fix the spelling of \"received\".",
  "Please format the podcast sponsorship invoice to <<Kaylee Henderson>> (Henderson Media) for two [[Spotify]] ad reads.",
  "Payment reminder voice message (auto): \"this is <<Dwight>> from accounts about invoice 3318\". Write a follow-up email.",
  "The court fee receipt lists payer <<Abena Asante>> and cashier <<K. Ofori>>. Which one paid?",
  "Inventory scan: \"Box 12 — packed by <<Ilsiyar>>\". Write a label template.",
  "The subtitle vendor's quote is addressed to Mr <<Rosenbaum>>; our contact is actually <<Devorah Weinberg>>. Correct it.",
  "OCR of a utility bill: ACCOUNT HOLDER <<CHEPKOECH ROTICH>> / AMOUNT DUE 2,450 KES. Is this overdue?",
  "From the call recording: the customer <<Leonardo Briceño>> wants to cancel his [[Netflix]] plan. Write the cancellation steps.",
  "The vending receipt says \"Operator: <<Sven>>\". Is that enough to identify the seller for a refund?",
  "Budget meeting transcript: <<Ramesh Adhikari>> approved 5,000 for the [[Kathmandu]] captions project.",
  "Scanned donation form: DONOR <<LEE JI-HO>> AMOUNT 50,000 KRW. Translate the thank-you note into [[Korean]].",
  "Lease OCR: TENANT <<BIBI PERSAUD>> LANDLORD <<DEODAT JAGAN>>. Which fields are the parties?",
  "Our [[Descript]] subscription is billed to <<Gaurav>>... sorry, <<Gaurav Mehta>>. Change the billing contact.",
  "Salary negotiation call (transcribed): <<Francesca>> offered 42k, <<Giuseppe Esposito>> asked for 45k. Summarise.",
  "OCR of a taxi receipt: DRIVER <<ABDULLAHI YUSUF BELLO>> FARE 3,500 NGN. Add to my [[Lagos]] trip expenses.",
  "Insurance form (scanned): Policyholder: <<Moana Temaru>>; Beneficiary: <<Teva Temaru>>. Any missing fields?",
  "Pro forma from the interpreter agency: interpreters <<Luwam Habte>> and <<Yonas Woldu>>, hearing on [[Wednesday]].",
)

# ============================================================ titles
S("titles", "en",
  "Court transcript: THE COURT: Thank you, Mr. <<Okonkwo>>. Ms. <<Achieng>>, you may proceed. Convert to sentence case? It already is — just check.",
  "Hearing minutes: Judge <<Whitaker>> granted the [[Motion]] to adjourn until [[Thursday]].",
  "Podcast intro: \"Joining us is Professor <<Kavitha Krishnan>> from the [[Chennai]] institute.\" Trim it to 10 words.",
  "Council video captions: \"The Mayor, Cllr <<Nkosi>>, opened the meeting.\" Is Cllr an accepted abbreviation?",
  "OCR letterhead: DR. MED. <<FRIEDERIKE WEBER>>, FACHÄRZTIN. What does \"Dr. med.\" mean?",
  "Translate into [[English]]: \"Frau Dr. <<Schmidt-Hoffmann>> ist heute nicht im Büro.\"",
  "Interview: Señora <<Villaseñor>> explained the [[Ayuntamiento]] procedure. Translate the title too?",
  "Subtitle: \"Madame <<Rousseau>>, votre taxi est là.\" → English subtitle please.",
  "The captions call her \"Miss <<Yazzie>>\" but she prefers Ms. Find-and-replace safe?",
  "Transcript: Detective Sergeant <<Harjit Singh Dhillon>> interviewed the witness at 14:32.",
  "Minutes: Rev. <<Lamptey>> gave the opening prayer; Hon. <<Nii Armah Quaye>> spoke next.",
  "The ASR heard \"sheikh\" as \"shake\": it's Sheikh <<Faisal Al-Otaibi>>. Fix line 9.",
  "Call transcript: [[Agent]]: Good afternoon, am I speaking with Mx. <<Rowan>>? Write the rest of a polite script.",
  "Letter OCR: Dear Sir <<Angus Drummond>>, ... Is \"Dear Sir\" + full name correct for a knight?",
  "Meeting bot: \"Capt. <<Wahyudi>> reported the ship's delay.\" Expand the abbreviation.",
  "Translate the honorific: <<Tanaka>>-san, <<Suzuki>>-sensei and <<Mei>>-chan appear in the anime subtitles.",
  "Interview notes: Chief <<Babatunde Adeyemi>> — is \"Chief\" part of his name or a title in Nigeria?",
  "Court record: Her Honour Judge <<Mkhize>> presiding. [[Clerk]]: <<Thandeka Zungu>>. Rewrite as a header.",
  "Hearing transcript: Senator <<Fernández de Kirchner>> (via interpreter). Format the speaker label.",
  "Subtitles: \"Signora <<Bianchi>>, il [[Tribunale]] la aspetta.\" Translate.",
  "Captions: Ustad <<Bashir>> plays the sarod; Begum <<Sammi Baloch>> sings. Are Ustad and Begum titles?",
  "Please write a caption for Prof. Dr. <<Gábor Szentgyörgyi>>'s lecture, in Hungarian order if possible.",
  "OCR: PASTOR <<EMMANUEL MUSHI>> / [[MOSHI]] LUTHERAN CHURCH. Which part is the organisation?",
  "Minutes: Ald. <<Rivera>> asked Commissioner <<Burgos>> about the budget.",
  "Translate into [[Polish]]: \"Mr <<Grabowski>> and Mrs <<Grabowska>> will attend the hearing.\"",
  "Voicemail: \"Hi, it's Nurse <<Hawa>> from the clinic, your results are ready.\" Summarise.",
  "Transcript label: \"JUDGE <<KARAGIANNI>>:\" vs \"THE JUDGE:\" — which style for the appeal?",
  "The subtitles say \"Lady <<Catriona Campbell>>\"; is Lady a title to keep in English subtitles?",
  "Caption: Imam <<Abdulmalik>> and Rabbi <<Yonatan Peretz>> spoke at the vigil. Write alt text.",
  "Interview: Herr <<Müller>> und Frau <<Weber>> sind die Zeugen — translate this line.",
  "Court reporter draft: BY MR. <<PEMBERTON>>: Q. Where were you on [[Friday]]? Fix the formatting.",
  "Welcome text for the podcast: \"Today we talk to Dame <<Evonne Goolagong>> about tennis.\" Is Dame right?",
  "Council captions: \"Councillor <<Te Whiu>> raised the [[Waitangi]] Day event.\" Check the macron question.",
  "Sister <<Bernadette>> signed the OCR'd school report. Is \"Sister\" a title here?",
  "How should a caption shorten Dr <<Chiamaka Nwosu-Eze>> on a small screen?",
  "Hearing transcript (auto): \"your worship magistrate <<dlamini>> the defendant is present\" — add punctuation.",
  "Email OCR: \"Attn: Mme <<Marie-Ève Gagnon>>, Dir. Communications\". Extract name and role.",
  "The voice assistant heard \"call doctor who\" — I meant Dr. <<Hu>>, my dentist. How do I fix the contact?",
  "Minutes: Pres. <<Rabuka>> thanked Ratu <<Sitiveni>> for hosting the delegation.",
  "Translate into [[Spanish]]: \"Father <<O'Connor>> will read the names at the memorial.\"",
)

# ============================================================ nonenglish
# one record per line: "lang | text"  (\n inside text = line break)
NONEN_TEXT = """
de | Die [[Spracherkennung]] hat „<<Jürgen Weber>>“ als „<<Jürgen Wetter>>“ geschrieben. [[Bitte]] korrigiere das [[Protokoll]] der [[Gemeinderatssitzung]].
de | [[Untertitel]] für das [[Interview]] mit <<Katharina Schäfer>>: „Guten Morgen, Frau <<Schäfer>>.“ [[Stimmt]] die Zeitmarke 00:01:05?
de | OCR vom [[Kassenbon]]: KASSIERER <<LUKAS>> – [[Summe]] 23,40 €. [[Wie]] viel [[Mehrwertsteuer]] ist das?
de | Im [[Zoom]]-[[Protokoll]] steht: <<Maximilian von Bülow>> stellt den [[Antrag]], <<Lena Großmann>> unterstützt ihn. [[Formuliere]] das sauber.
de | [[Sprachnachricht]] (automatisch): „hallo hier ist <<anneliese>> ich komme am [[Donnerstag]] später“ – [[Fasse]] das zusammen.
fr | [[Transcription]] automatique de l'audience : Maître <<Dubois>> demande un renvoi devant le [[Tribunal]] de [[Lyon]]. [[Peux]]-tu reformuler ?
fr | [[Voici]] des sous-titres à traduire en anglais : « <<Solène>>, ton rendez-vous à la [[Mairie]] est annulé. » [[Merci]] !
fr | [[Compte]] rendu de la réunion [[Teams]] : <<Thibault Girard>> et <<Margaux Moreau>> présentent le budget. [[Corrige]] les fautes.
fr | [[Message]] vocal transcrit : « bonjour c'est <<élodie lefèvre>> du [[Conseil]] régional, rappelez-moi » – [[Résume]].
es | [[Transcripción]] de la llamada: [[Agente]]: ¿me dice su nombre? [[Cliente]]: <<Inmaculada Ortega Sánchez>>. [[Resume]] la llamada.
es | [[Traduce]] estos subtítulos: «<<Álvaro>>, la vista es en el [[Juzgado]] de [[Sevilla]]».
es | [[Acta]] del [[Pleno]]: la concejala <<Pilar de la Cruz>> votó en contra de la [[Moción]].
es | [[Nota]] de voz: «oye <<íñigo>>, dile a <<carmen>> que el [[Ayuntamiento]] cierra a las dos».
it | [[Verbale]] automatico: il [[Sindaco]] ringrazia <<Alessandro Di Stefano>> e <<Ilaria Lo Russo>>. [[Correggi]] la punteggiatura.
it | [[Sottotitoli]] da tradurre: «<<Niccolò>>, ci vediamo in [[Piazza]] del [[Duomo]]?»
it | [[Trascrizione]] della telefonata: [[Operatore]]: nome e cognome? <<Francesca Esposito>>: sì, <<Francesca Esposito>>.
pt | [[Transcrição]] da reunião: <<Gonçalo Rebelo de Sousa>> pediu a palavra; <<Leonor Magalhães>> respondeu. [[Resuma]].
pt | [[Legenda]] do vídeo: «[[Obrigado]], <<Thaís>>, pela entrevista em [[Lisboa]].»
pt | [[Recibo]] digitalizado: ATENDIDO POR <<JOÃO PEDRO>> — [[Total]] 18,90. [[Confira]] o valor.
nl | [[Automatische]] notulen: <<Joost de Vries>> opent de vergadering; <<Sanne ter Horst>> notuleert. [[Kun]] je dit netjes maken?
nl | [[Ondertiteling]]: "<<Lotte>>, de [[Rechtbank]] belt over de zitting in [[Utrecht]]."
pl | [[Transkrypcja]] rozmowy: [[Konsultant]]: proszę podać imię i nazwisko. [[Klient]]: <<Małgorzata Wiśniewska>>.
pl | [[Przetłumacz]] napisy: „<<Krzysztof>>, [[Sąd]] przełożył rozprawę na piątek.”
tr | [[Toplantı]] tutanağı: <<Oğuz Çelik>> söz aldı, <<Gülşen Öztürk>>'ün önerisi kabul edildi.
tr | [[Altyazı]]: "<<İsmail>>, [[Ankara]]'dan ne zaman dönüyorsun?" [[Çevir]] lütfen.
sv | [[Protokoll]] från mötet: <<Astrid Lindqvist>> och <<Gustav Åkesson>> var närvarande. [[Sammanfatta]].
sv | [[Undertext]]: "<<Maja>>, kom hem före [[Midsommar]]!"
da | [[Referat]] fra byrådsmødet: <<Søren Mikkelsen>> stillede et forslag. [[Ret]] stavefejlene.
da | [[Undertekster]]: "<<Freja>>, vi ses i [[København]] på søndag."
nb | [[Referat]] fra [[Stortinget]]: <<Ingrid Solberg>> tok ordet etter <<Håkon Bakke>>.
nb | [[Oversett]] denne teksten: "<<Torbjørn>> ringte fra [[Tromsø]]."
fi | [[Pöytäkirja]]: <<Kaisa Virtanen>> avasi kokouksen ja <<Jukka Heikkilä>> toimi sihteerinä.
fi | [[Tekstitys]]: "<<Eero>>, soita [[Helsingin]] toimistoon." [[Käännä]] englanniksi.
is | [[Fundargerð]]: <<Þórdís Gunnarsdóttir>> og <<Einar Jónsson>> mættu á fundinn.
is | [[Þýddu]] textann: "<<Guðrún>>, komdu til [[Reykjavíkur]] á morgun."
et | [[Koosoleku]] protokoll: <<Kadri Tamm>> ja <<Toomas Saar>> olid kohal.
et | [[Tõlgi]] subtiiter: "<<Liis>>, kas sa tuled [[Tallinnasse]]?"
lv | [[Sēdes]] protokols: <<Ilze Kalniņa>> un <<Jānis Bērziņš>> piedalījās.
lv | [[Lūdzu]], iztulko: "<<Mārtiņš>> zvanīja no [[Rīgas]]."
lt | [[Posėdžio]] protokolas: <<Rūta Petrauskaitė>> ir <<Mindaugas Kazlauskas>> dalyvavo.
lt | [[Išversk]] subtitrus: "<<Eglė>>, ar važiuosi į [[Vilnių]]?"
cs | [[Přepis]] hovoru: [[Operátor]]: Vaše jméno? [[Volající]]: <<Markéta Dvořáková>>.
cs | [[Titulky]]: „<<Vojtěch>>, zítra jedeme do [[Brna]].“
sk | [[Zápisnica]]: <<Zuzana Horváthová>> a <<Juraj Kováč>> hlasovali proti.
sk | [[Prelož]] titulky: „<<Ľuboš>>, čakám ťa v [[Bratislave]].“
sl | [[Zapisnik]] seje: <<Špela Zupančič>> in <<Matjaž Potočnik>> sta bila prisotna.
sl | [[Prevedi]] podnapis: "<<Žiga>>, pridi v [[Ljubljano]]."
hr | [[Zapisnik]] sa sjednice: <<Ivana Babić>> i <<Dario Jurić>> su glasali za.
hr | [[Prevedi]] titlove: "<<Luka>>, vidimo se u [[Zagrebu]]."
sr | [[Transkript]] saslušanja: <<Miloš Đorđević>> je izjavio da nije bio u [[Beogradu]].
sr | [[Zapisnik]]: <<Jelena Nikolić>> predlaže izmenu dnevnog reda.
bs | [[Prijevod]] titlova: "<<Lejla>>, <<Adnan Hodžić>> te čeka u [[Sarajevu]]."
bg | [[Протокол]] от заседанието: <<Десислава Иванова>> и <<Христо Георгиев>> гласуваха против.
bg | [[Преведи]] субтитрите: „<<Бойко>>, чакам те в [[София]].“
mk | [[Записник]]: <<Биљана Николовска>> и <<Горан Трајковски>> беа присутни.
ru | [[Расшифровка]] звонка: [[Оператор]]: Представьтесь, пожалуйста. [[Клиент]]: <<Анастасия Петрова>>.
ru | [[Переведи]] субтитры: «<<Дмитрий>>, встретимся в [[Москве]].»
ru | [[Протокол]] заседания [[Совета]]: слово предоставлено <<Сергею Смирнову>>.
uk | [[Стенограма]] засідання: <<Оксана Шевченко>> запропонувала зміни, <<Тарас Бондаренко>> підтримав.
uk | [[Переклади]] субтитри: «<<Богдан>>, чекаю тебе у [[Києві]].»
be | [[Пратакол]] сходу: <<Алеся Лукашэвіч>> і <<Сяргей Калеснікаў>> выступілі.
hu | [[Jegyzőkönyv]]: <<Nagy Zsófia>> és <<Kovács László>> jelen voltak [[Budapesten]].
hu | [[Fordítsd]] le a feliratot: "<<Bence>>, holnap megyünk [[Debrecenbe]]."
sq | [[Procesverbali]]: <<Arta Krasniqi>> dhe <<Ilir Berisha>> ishin të pranishëm.
sq | [[Përkthe]] titrat: "<<Besnik>>, të pres në [[Tiranë]]."
el | [[Πρακτικά]] συνεδρίασης: η <<Ελένη Παπαδοπούλου>> και ο <<Νίκος Καραγιάννης>> ήταν παρόντες.
el | [[Μετάφρασε]] τον υπότιτλο: «<<Κατερίνα>>, σε περιμένω στην [[Αθήνα]].»
mt | [[Ittraduċi]] dan is-sottotitlu: "<<Ġużeppi Borg>> qiegħed fil-[[Belt]]."
ga | [[Aistrigh]] go Béarla: "Beidh <<Siobhán Ní Bhriain>> ag an gcruinniú ar an [[Aoine]]."
ga | [[Miontuairiscí]]: labhair <<Pádraig Ó Súilleabháin>> faoin mbuiséad.
cy | [[Cofnodion]] y cyfarfod: roedd <<Cerys ferch Rhys>> a <<Dafydd ap Gruffudd>> yn bresennol.
cy | [[Cyfieithwch]] yr is-deitl: "<<Siân>>, wela i di yng [[Nghaerdydd]]."
gd | [[Dèan]] eadar-theangachadh: "Bha <<Mòrag NicLeòid>> aig a' choinneimh ann an [[Steòrnabhagh]]."
eu | [[Bileraren]] akta: <<Ainhoa Etxeberria>> eta <<Iñaki Aranburu>> bertan izan ziren.
eu | [[Itzuli]] azpitituluak: "<<Unai>>, [[Bilbon]] zain nago."
ca | [[Acta]] del [[Ple]]: <<Núria Puig>> i <<Oriol Ferrer i Soler>> hi van votar en contra.
ca | [[Tradueix]] els subtítols: «<<Laia>>, ens veiem a [[Girona]].»
gl | [[Transcrición]] da chamada: <<Uxía Castro>> pide falar co [[Concello]].
lb | [[Iwwersetz]] dësen Ënnertitel: "<<Fränz Kieffer>> kënnt muer op [[Esch]]."
af | [[Notule]] van die vergadering: <<Annelie du Plessis>> en <<Pieter van Wyk>> was teenwoordig.
af | [[Vertaal]] die onderskrif: "<<Johan>>, ons sien jou in [[Stellenbosch]]."
sw | [[Kumbukumbu]] za mkutano: <<Rehema Mwinyi>> na <<Juma Kombo>> walihudhuria.
sw | [[Tafsiri]] manukuu haya: "<<Bakari>>, tutaonana [[Mombasa]] [[Jumamosi]]."
yo | [[Túmọ̀]] èyí sí èdè Gẹ̀ẹ́sì: "<<Adébímpé Ògúnlẹ̀yẹ>> wà ní [[Ìbàdàn]] lónìí."
ha | [[Fassara]] wannan: "<<Hadiza Garba>> ta isa [[Kano]] ranar [[Litinin]]."
ig | [[Sụgharịa]] nke a: "<<Chiamaka>> na <<Obinna Okafor>> nọ n'[[Enugu]]."
zu | [[Humusha]] lokhu: "<<Sipho Dlamini>> uzofika [[eThekwini]] kusasa."
xh | [[Guqulela]] esiNgesini: "<<Thandiwe Mbeki>> uza kuthetha [[eKapa]]."
so | [[Turjun]]: "<<Hodan Warsame>> waxay timid [[Muqdisho]] shalay."
am | [[ተርጉም]]፦ «<<መሰረት በቀለ>> ዛሬ ወደ [[አዲስ አበባ]] ሄደች።»
ar | [[ترجم]] هذا النص: «<<نورة الحربي>> ستحضر الجلسة في [[الرياض]] يوم [[الخميس]].»
ar | محضر الاجتماع: تحدث <<خالد منصور>> ثم ردت <<ليلى حداد>> على [[المجلس]].
ar | نص المكالمة: [[الوكيل]]: ما اسمك؟ [[المتصل]]: <<يوسف الأمين>>.
he | פרוטוקול הישיבה, יום [[שלישי]]: <<יונתן פרץ>> פתח, <<שירה מזרחי>> סיכמה.
he | [[תמלול]] השיחה: [[נציג]]: מה שמך? [[לקוח]]: <<תמר לוי>>.
fa | [[صورتجلسه]]: <<پریسا نجفی>> و <<رضا تهرانی>> حضور داشتند.
fa | زیرنویس را ترجمه کن: «<<شیرین>>، فردا در [[تهران]] می‌بینمت.»
ku | [[Wergerîne]]: "<<Rojda Barzani>> û <<Azad Zebari>> li [[Hewlêrê]] ne."
az | [[İclasın]] protokolu: <<Günel Məmmədova>> və <<Rəşad Əliyev>> iştirak edirdilər.
kk | [[Жиналыс]] хаттамасы: <<Әйгерім Нұрланова>> мен <<Ерлан Абенов>> қатысты.
uz | [[Tarjima]] qil: "<<Dilnoza Karimova>> kecha [[Toshkent]] shahriga keldi."
tg | [[Тарҷума]] кун: "<<Фарзона Раҳмонова>> ба [[Душанбе]] омад."
hy | [[Թարգմանիր]] ենթագրերը՝ «<<Անահիտ Պետրոսյան>>ը [[Երևանում]] է։»
ka | [[თარგმნე]] სუბტიტრი: „<<ნინო ბერიძე>> [[თბილისში]] ცხოვრობს.“
hi | [[बैठक]] का कार्यवृत्त: <<पूजा शर्मा>> और <<राहुल श्रीवास्तव>> उपस्थित थे।
hi | [[उपशीर्षक]] का अनुवाद करें: "<<विक्रम सिंह>>, [[दिल्ली]] में मिलते हैं।"
bn | [[সভার]] কার্যবিবরণী: <<অনন্যা চট্টোপাধ্যায়>> এবং <<সৌরভ মুখোপাধ্যায়>> উপস্থিত ছিলেন।
ta | <<பிரியா ராமன்>> [[சென்னை]] கூட்டத்தில் பேசினார். இதை ஆங்கிலத்தில் மொழிபெயர்க்கவும்.
te | దీన్ని అనువదించండి: "<<శ్రావణి రెడ్డి>> [[హైదరాబాద్]] వెళ్లారు."
ur | [[اجلاس]] کی کارروائی: <<عائشہ قریشی>> اور <<بلال بٹ>> موجود تھے۔
ne | [[बैठकको]] निर्णय: <<सीता श्रेष्ठ>> र <<रमेश अधिकारी>> उपस्थित हुनुहुन्थ्यो।
mr | [[सभेचा]] इतिवृत्तांत: <<स्नेहल पाटील>> आणि <<सचिन देशपांडे>> उपस्थित होते.
pa | ਅਨੁਵਾਦ ਕਰੋ: "<<ਹਰਪ੍ਰੀਤ ਕੌਰ>> [[ਪਟਿਆਲਾ]] ਗਈ।"
gu | [[અનુવાદ]] કરો: "<<હેતલ પટેલ>> [[અમદાવાદ]] ગઈ."
si | [[කරුණාකර]] පරිවර්තනය කරන්න: "<<කසුන් පෙරේරා>> [[කොළඹ]] ගියා."
th | ช่วยแปลคำบรรยายนี้: "<<สมชาย รัตนากร>> จะไป [[เชียงใหม่]] พรุ่งนี้"
km | សូមបកប្រែ៖ "<<សុខ ដារា>> នៅ [[ភ្នំពេញ]]។"
vi | [[Biên]] bản cuộc họp: <<Nguyễn Thị Lan>> và <<Trần Văn Minh>> có mặt.
vi | [[Dịch]] phụ đề sang tiếng Anh: "<<Hùng>> ơi, mai gặp ở [[Hà Nội]] nhé."
id | [[Notulen]] rapat: <<Asep Sutisna>> dan <<Euis Permana>> hadir di [[Bandung]].
id | [[Tolong]] rapikan transkrip ini: [[Pewawancara]]: siapa nama Anda? <<Wulandari>>: nama saya <<Wulandari>>.
ms | [[Minit]] mesyuarat: <<Siti Hajar binti Yusof>> dan <<Ahmad Faiz bin Hassan>> hadir.
ms | [[Terjemahkan]] sari kata: "<<Aisyah>>, jumpa di [[Kuala Lumpur]] hari [[Jumaat]]."
tl | [[Isalin]] sa Ingles: "Si <<Jocelyn dela Cruz>> ay pupunta sa [[Maynila]] sa [[Lunes]]."
tl | [[Katitikan]] ng pulong: nagsalita si <<Ramon Bautista>> at sumang-ayon si <<Liza Mendoza>>.
zh | 请把这段「[[会议纪要]]」翻译成英文：主持人：欢迎，<<王秀英>>。<<王秀英>>：谢谢大家。
zh | 字幕校对：第12条「<<刘伟>>，明天用 [[Zoom]] 开会。」
zh | 语音助手 [[Siri]] 的记录：联系人「<<陈浩然>>」被识别成了「<<陈皓然>>」，怎么修改？
ja | 次の「[[議事録]]」を英語に翻訳してください。司会：<<佐藤花子>>、よろしくお願いします。<<佐藤>>：はい。
ja | 字幕の確認：「<<田中健太>>、明日 [[Zoom]] で会おう。」
ko | [[회의록]] 요약: <<김지우>> 님과 <<이민준>> 님이 참석했습니다.
ko | 자막을 영어로 번역해 주세요: "<<박서연>>, 내일 [[서울역]] 앞에서 만나."
mn | [[Хурлын]] тэмдэглэл: <<Батбаярын Оюунцэцэг>> болон <<Доржийн Ганболд>> оролцов.
mi | [[Whakapākehātia]] tēnei: "Kei [[Rotorua]] a <<Aroha Te Rangi>> ā te [[Rāhina]]."
sm | [[Faaliliu]] lenei: "O <<Sina Tuilagi>> o loo i [[Apia]]."
qu | [[Tikray]] kayta: "<<Killa Quispe>> [[Qusqu]] llaqtapim tiyan."
ht | [[Tradui]] sa a: "<<Nadège Dorsainvil>> ap rive [[Pòtoprens]] demen."
eo | [[Traduku]] la subtekston: "<<Ludoviko>>, ni renkontiĝos en [[Varsovio]]."
fo | [[Týð]] hetta: "<<Rógvi Joensen>> kemur til [[Tórshavnar]] í morgin."
br | [[Troit]] ar frazenn-mañ: "Emañ <<Nolwenn Le Bihan>> e [[Kemper]]."
fy | [[Oersette]]: "<<Sjoerd Hoekstra>> komt moarn nei [[Ljouwert]]."
rw | [[Hindura]] mu Cyongereza: "<<Uwase Ingabire>> ari i [[Kigali]]."
om | [[Hiiki]]: "<<Chaltu Gutema>> gara [[Finfinnee]] deemte."
mg | [[Adikao]]: "Tonga tao [[Antananarivo]] i <<Voahangy Rakotomalala>>."
wo | [[Tekki]] li: "<<Fatou Diop>> dem na [[Ndakaaru]]."
ro | [[Proces]]-verbal: <<Ioana Popescu>> și <<Ștefan Ionescu>> au fost prezenți.
ro | [[Traduce]] subtitrarea: „<<Mihai>>, ne vedem la [[Cluj]].”
"""

for _line in NONEN_TEXT.strip("\n").split("\n"):
    _lang, _text = _line.split(" | ", 1)
    S("nonenglish", _lang.strip(), _text.replace("\\n", "\n"))

# ============================================================ keep (no names)
S("keep", "en",
  "[[Will]] the [[Otter]] transcript include the [[Q&A]] at the end, or do I need [[Rev]] for that?",
  "[[Mark]] every [[Exhibit]] reference in the [[Court]] transcript with bold text.",
  "The [[Council]] voted on the [[Motion]] on [[Tuesday]]; the [[Clerk]] will publish minutes by [[Friday]].",
  "[[Grace]] period for submitting captions to the festival ends in [[June]] — how many days from [[May]] 20?",
  "Our [[Hope]] Street office records all calls on [[Teams]]. Is a consent message required in [[Ontario]]?",
  "[[Page]] 14 of the OCR output is blank. Could [[Tesseract]] be skipping rotated pages?",
  "[[Bill]] C-27 came up in the [[Senate]] committee hearing; summarise the transcript section about it.",
  "Convert the [[Summer]] Session recordings from [[MP4]] to [[MP3]] and run [[Whisper]] on them.",
  "[[Speaker]] 1 and [[Speaker]] 2 overlap at 00:03:10. How does [[Descript]] show overlapping speech?",
  "[[Alexa]] keeps mishearing \"[[Rose]] Bowl\" as \"roast bowl\" when I ask for the score.",
  "[[Siri]] transcribed my note as \"[[Joy]] to the world\" instead of \"join the world\". Any fix?",
  "The [[Interviewer]] should introduce the [[Interpreter]] before the first question — draft that line.",
  "The [[Moderator]] cut the [[Host]] off twice in the [[YouTube]] livestream. How should captions mark interruptions?",
  "Translate \"[[Agent]]: How can I help you today?\" into [[Japanese]] for the call-centre script.",
  "[[Caller]] and [[Agent]] labels are swapped after minute 5 in the [[Genesys]] export. Can I fix it with a regex?",
  "[[Chair]]: The meeting is called to order. [[Clerk]]: Quorum confirmed. — format as minutes.",
  "[[Victoria]] Station announcements need captions in [[English]] and [[Welsh]]; which font sizes are readable?",
  "[[Jordan]] and [[Lebanon]] use different Arabic dialects; which [[Whisper]] model handles [[Levantine]] best?",
  "[[Amazon]] [[Transcribe]] or [[Google]] Speech-to-Text for [[Swahili]] call recordings?",
  "Does [[Zoom]] save the closed captions from the [[Webex]]-to-[[Zoom]] bridge calls?",
  "[[Frank]] feedback please: is this subtitle too long? \"The [[Tribunal]] will reconvene on [[Monday]] at ten.\"",
  "[[Art]] [[Basel]] panel recordings: the [[Panelist]] microphones buzz. Any noise-gate settings?",
  "[[Sterling]] or [[Euro]]? The OCR read the receipt currency symbol as \"E\".",
  "[[Amber]] alert captions must interrupt normal subtitles — is there a standard for that in [[CEA-608]]?",
  "[[Dawn]] chorus audio in the nature podcast confuses the [[Whisper]] language detector. Force [[English]]?",
  "The [[Plaintiff]] and the [[Defendant]] both filed an [[Affidavit]]; list what the hearing transcript says about each.",
  "OCR of a [[Walmart]] receipt: SUBTOTAL 45.12, TAX 3.61. Compute the total.",
  "The [[Costco]] receipt OCR shows \"KS ORG EGGS\". What does KS stand for?",
  "[[Christmas]] and [[Easter]] special episodes need [[Spanish]] subtitles; estimate the work for 90 minutes.",
  "[[Ramadan]] schedule announcements are read by the [[Narrator]]; make captions in [[Arabic]] and [[English]].",
  "Compare [[Otter]], [[Fireflies]] and [[Fathom]] for transcribing [[Teams]] meetings.",
  "[[Chase]] bank's hold music is in the call recording; should the transcript mark it as [music]?",
  "[[Sunny]] spells in the weather podcast keep getting transcribed as a name. How do I add a custom vocabulary?",
  "[[Apple]] [[Podcasts]] requires transcripts now? What format does it accept, [[VTT]] or [[SRT]]?",
  "The [[Respondent]] in the survey interview answered \"[[Yes]]\" to every question. Flag this in the transcript summary.",
  "[[Royal]] [[Mail]] tracking numbers got OCR'd with O instead of 0. Write a cleaner regex.",
  "[[Dragon]] [[NaturallySpeaking]] vs the built-in [[Windows]] dictation for a court reporter?",
  "[[Santa]] [[Monica]] city council meeting captions lag by 4 seconds on the [[Granicus]] stream.",
  "[[Sage]] advice needed: the [[Ordinance]] text in the OCR has broken hyphenation across lines.",
  "[[Cherry]] [[MX]] keyboard clicks are picked up in my podcast; can [[Audacity]] remove them?",
  "The [[Committee]] asked for a [[Subpoena]] of the call logs; how are these usually transcribed?",
  "[[Ivy]] [[League]] lecture captures are captioned by [[Verbit]]. What accuracy can I expect?",
)
KEEP_TEXT = """
de | [[Bitte]] übersetze das [[Protokoll]] der [[Ratssitzung]] vom [[Montag]] ins Englische; der [[Vorsitzende]] spricht zuerst.
de | [[Die]] [[Untertitel]] im [[Interview]] sind zwei Sekunden zu spät. [[Welche]] [[Einstellung]] in [[Premiere]] hilft?
fr | [[Le]] [[Conseil]] municipal se réunit à [[Nantes]]. [[Pouvez]]-vous sous-titrer la séance ?
es | [[El]] [[Juzgado]] publicó la transcripción de la [[Audiencia]] en [[Valencia]]. [[Resume]] los puntos clave.
it | [[La]] [[Camera]] dei [[Deputati]] pubblica i resoconti stenografici. [[Dove]] li trovo?
pt | [[A]] [[Câmara]] de [[Coimbra]] grava as reuniões em [[MP3]]. [[Quanto]] custa transcrever?
nl | [[De]] [[Gemeenteraad]] van [[Leiden]] zendt uit via [[YouTube]]. [[Hoe]] voeg ik ondertitels toe?
pl | [[Sejm]] udostępnia stenogramy z posiedzeń. [[Jak]] je pobrać w formacie [[PDF]]?
sv | [[Riksdagen]] sänder debatterna på [[SVT]]. [[Hur]] lägger jag till undertexter?
tr | [[Meclis]] tutanakları [[Ankara]] saatine göre yayımlanıyor. [[Altyazı]] nasıl eklenir?
id | [[Rapat]] [[DPR]] disiarkan di [[YouTube]]. [[Bagaimana]] cara membuat transkripnya?
sw | [[Bunge]] la [[Tanzania]] linarekodi vikao vyote. [[Je]], kuna manukuu ya Kiingereza?
fi | [[Eduskunnan]] täysistunnot tekstitetään. [[Miten]] saan tekstitykset ladattua?
cs | [[Poslanecká]] sněmovna zveřejňuje stenozáznamy. [[Kde]] je najdu pro [[Brno]]?
ro | [[Parlamentul]] publică stenogramele ședințelor. [[Unde]] le găsesc în format [[PDF]]?
ru | [[Госдума]] публикует стенограммы заседаний. [[Где]] найти субтитры на [[YouTube]]?
el | [[Η]] [[Βουλή]] δημοσιεύει τα πρακτικά. [[Πού]] βρίσκω τους υπότιτλους;
ar | [[البرلمان]] ينشر محاضر الجلسات كل [[أسبوع]]. كيف أضيف ترجمة نصية؟
ja | 「[[国会]]」の会議録を [[PDF]] で保存する方法は？
ko | [[국회]] 회의록을 [[PDF]] 파일로 받을 수 있나요?
hi | [[संसद]] की कार्यवाही का [[YouTube]] पर सीधा प्रसारण होता है। उपशीर्षक कैसे जोड़ें?
vi | [[Quốc]] hội đăng biên bản trên [[YouTube]]. [[Làm]] sao thêm phụ đề?
"""
for _line in KEEP_TEXT.strip("\n").split("\n"):
    _lang, _text = _line.split(" | ", 1)
    S("keep", _lang.strip(), _text.replace("\\n", "\n"))
