# -*- coding: utf-8 -*-
"""Hand-written person names for pii_names_eval_v18, grouped by origin.

Written from general knowledge for this corpus; not taken from any package or data set.

Entry grammar (one person per entry, entries separated by ';'):
    P1|P2|call|last
P1 and P2 are the two parts of the full name *in display order*.
  - order 'gf' (given first):  P1 = given part, P2 = family part
  - order 'ff' (family first): P1 = family part, P2 = given part
  - P2 empty: the person has no family name (mononym, Burmese, Tibetan, ...)
full = P1 + sep + P2.  call (optional) = the form used to address the person
alone (default: the given part).  last (optional) = the form used after a title
(default: the family part; '-' = not used after a title).
"""

ORIGINS = []


def O(key, script, f, m, order="gf", sep=" ", primary="last", flags=""):
    ORIGINS.append(dict(key=key, script=script, order=order, sep=sep, f=f, m=m,
                        primary=primary, flags=flags))


# ---------------------------------------------------------------- British Isles, North America
O("english", "latin",
  "Charlotte|Whitfield; Eleanor|Ashworth; Faith|Holloway; Harriet|Pemberton-Clarke",
  "Oliver|Thornton; Miles|Fairbanks; Rupert|Haslam; Joseph|Cartwright")
O("scottish", "latin",
  "Isla|MacLeod; Morag|Fraser; Kirsty|McAllister",
  "Callum|Robertson; Angus|MacDonald; Hamish|Sutherland; Ruaridh|McIntyre")
O("irish", "latin",
  "Siobhán|O'Sullivan; Niamh|Ní Bhriain; Caoimhe|Gallagher; Aoife|Byrne",
  "Oisín|Ó Briain; Ciarán|Fitzgerald; Pat|Doherty; Seán|Mac Aodha")
O("welsh", "latin",
  "Rhiannon|Llewellyn; Cerys|Pritchard; Bethan|Evans; Eirlys|Morgan",
  "Dafydd|Pugh; Gareth|Bowen; Iolo|ap Rhys; Rhodri|Vaughan")
O("american", "latin",
  "Dawn|Mercer; Brittany|Hollister; Sky|Whitaker; Kaylee|Dunbar",
  "Hunter|McCall; Drew|Pearson; Tyler|Brennan; Chase|Whitmore")
O("african_american", "latin",
  "Imani|Washington; Keisha|Brooks; Aaliyah|Coleman; Precious|Jefferson",
  "Darnell|Jackson; Malik|Freeman; DeShawn|Reynolds; Jamal|Booker")
O("jamaican", "latin",
  "Shanice|Campbell; Tianna|McKenzie; Jodian|Bailey",
  "Kemar|Grant; Shamar|Stewart; Andre|Whyte")
O("trinidadian_indo", "latin",
  "Anjali|Persad; Shalini|Maharaj; Savitri|Ramnarine",
  "Devindra|Ramsaroop; Kevin|Boodram; Vishnu|Seepersad")
O("haitian", "latin",
  "Nadège|Jean-Baptiste; Fabiola|Toussaint; Rosemène|Charles",
  "Jean-Robert|Pierre-Louis; Wilner|Désir; Frantz|Célestin")
O("quebecois", "latin",
  "Marie-Ève|Tremblay; Geneviève|Gagnon; Josée|Côté",
  "Jean-François|Bouchard; Mathieu|Pelletier; Éric|Lavoie")
O("navajo", "latin",
  "Loretta|Begay; Shandiin|Tsosie; Marlena|Benally",
  "Tyrell|Yazzie; Darrell|Nez; Kee|Tsinajinnie")
O("inuit", "latin",
  "Nivi|Kusugak; Aaju|Arnatsiaq; Pitsiulaaq|Akeeagok",
  "Joanasie|Kilabuk; Pauloosie|Qaqqaq; Lucassie|Ittukallak")
O("greenlandic", "latin",
  "Aviaja|Lyberth; Paninnguaq|Heilmann; Naja|Olsen",
  "Aqqaluk|Petersen; Inuk|Kleist; Malik|Berthelsen")
O("hawaiian", "latin",
  "Leilani|Akana; Kaimana|Kahale; Malia|Kealoha",
  "Keoni|Nāone; Kawika|Kamakau; Makoa|Kahananui")

# ---------------------------------------------------------------- Western & Central Europe
O("german", "latin",
  "Anneliese|Krüger; Jana|Schäfer; Franziska|von Bülow; Lea|Weißmann",
  "Jürgen|Hoffmann; Lukas|Meier-Bergmann; Maximilian|Graf; Torsten|Vogt")
O("swiss", "latin",
  "Ursina|Caflisch; Nadja|Brunner; Rahel|Zürcher",
  "Reto|Hürlimann; Beat|Gerber; Urs|Bachmann")
O("dutch", "latin",
  "Sanne|van der Berg; Femke|de Vries; Lotte|van 't Hof; Anouk|Bakker",
  "Daan|Visser; Joost|ter Horst; Bram|van den Heuvel; Thijs|Jansen")
O("flemish", "latin",
  "Lieselotte|Peeters; Elke|Van Damme; Annelies|De Smet",
  "Wout|Janssens; Jef|Claes; Pieter-Jan|Vermeulen")
O("frisian", "latin",
  "Tjitske|Hoekstra; Wytske|Zijlstra; Sjoukje|Dijkstra",
  "Sjoerd|Wiersma; Hylke|Bosma; Jelle|Terpstra")
O("french", "latin",
  "Margaux|Lefèvre; Amélie|de la Fontaine; Océane|Rousseau; Marie-Claire|Dubois",
  "Jean-Baptiste|Moreau; Théo|Girard; Benoît|Lemaire; Grégoire|Chevalier")
O("breton", "latin",
  "Gwenaëlle|Le Gall; Maëlle|Le Bihan; Nolwenn|Kerjean",
  "Yann|Le Goff; Loïc|Tanguy; Erwan|Quéméner")
O("italian", "latin",
  "Giulia|De Luca; Chiara|Esposito; Francesca|Di Stefano; Alessandra|Lo Russo",
  "Lorenzo|Bianchi; Giuseppe|D'Angelo; Matteo|Ferraro; Salvatore|La Rosa")
O("maltese", "latin",
  "Rita|Camilleri; Graziella|Farrugia; Marija|Zammit",
  "Ġużeppi|Borg; Karl|Vella; Jean Paul|Grech")
O("spanish", "latin",
  "Lucía|Fernández Ortega; Carmen|Ruiz de la Peña; Pilar|Gómez; Inmaculada|Navarro Sáez",
  "Javier|Martínez Soto; Álvaro|Hidalgo; José Luis|García-Pelayo; Sergio|Benítez Mora",
  primary="first")
O("catalan", "latin",
  "Núria|Puig i Soler; Montserrat|Vilanova; Mireia|Ferrer",
  "Jordi|Roca i Camps; Arnau|Soler; Pau|Sabaté", primary="first")
O("basque", "latin",
  "Itziar|Etxeberria; Amaia|Goikoetxea; Nerea|Urrutia",
  "Iñaki|Zubizarreta; Aitor|Agirre; Unai|Larrañaga")
O("galician", "latin",
  "Uxía|Castro Otero; Antía|Pazos; Iria|Vilariño",
  "Xoán|Seoane; Breixo|Outeiral; Brais|Lamas", primary="first")
O("portuguese", "latin",
  "Inês|Carvalho; Maria João|de Sousa Tavares; Beatriz|Magalhães",
  "João|Pereira; Rui|Figueiredo; Tiago|Gonçalves Ramos")
O("swedish", "latin",
  "Ingrid|Lindqvist; Astrid|Bergström; Linnéa|Sjöberg",
  "Björn|Johansson; Lars-Erik|Ekström; Oskar|Wallin")
O("norwegian", "latin",
  "Solveig|Haugen; Ingvild|Bakke; Marte|Solberg",
  "Håkon|Strand; Eirik|Øvrebø; Sindre|Fjeld")
O("danish", "latin",
  "Mette|Østergaard; Sofie|Kjær; Ida|Mikkelsen",
  "Søren|Jørgensen; Rasmus|Nørgaard; Anders|Bech")
O("icelandic", "latin",
  "Sigríður|Jónsdóttir||-; Guðrún|Magnúsdóttir||-; Katrín|Einarsdóttir||-",
  "Gunnar|Sigurðsson||-; Einar|Þórsson||-; Ólafur|Ragnarsson||-")
O("faroese", "latin",
  "Guðrið|Joensen; Rannvá|Poulsen; Sunnvá|Hansen",
  "Rógvi|Jacobsen; Jógvan|Olsen; Heðin|Dahl")
O("sami", "latin",
  "Máret|Sara; Biret|Gaup; Elle|Eira",
  "Ánde|Somby; Niillas|Utsi; Nils Mathis|Bongo")
O("finnish", "latin",
  "Aino|Virtanen; Johanna|Mäkinen; Satu|Häkkinen",
  "Juha|Korhonen; Mikko|Nieminen; Jukka-Pekka|Heikkilä")
O("estonian", "latin",
  "Kadri|Tamm; Triin|Saar; Liis|Mägi",
  "Margus|Sepp; Rein|Kask; Tõnu|Kuusk")
O("latvian", "latin",
  "Ilze|Bērziņa; Līga|Kalniņa; Dace|Ozola",
  "Jānis|Bērziņš; Mārtiņš|Kalniņš; Edgars|Liepiņš")
O("lithuanian", "latin",
  "Rūta|Kazlauskienė; Gintarė|Petrauskaitė; Eglė|Jankauskienė",
  "Mindaugas|Kazlauskas; Tomas|Petrauskas; Žygimantas|Vaitkus")
O("polish", "latin",
  "Agnieszka|Wiśniewska; Małgorzata|Kowalska; Zofia|Grabowska-Nowak; Joanna|Wójcik",
  "Krzysztof|Grabowski; Łukasz|Zieliński; Wojciech|Szczepański; Paweł|Dąbrowski")
O("czech", "latin",
  "Tereza|Nováková; Jana|Dvořáková; Kateřina|Procházková",
  "Jiří|Novák; Tomáš|Černý; Vojtěch|Kučera")
O("slovak", "latin",
  "Zuzana|Horváthová; Katarína|Balážová; Lucia|Kováčová",
  "Marek|Hudák; Juraj|Kováč; Ľubomír|Šimko")
O("hungarian", "latin",
  "Zsófia|Nagy; Réka|Kovács; Eszter|Szűcs",
  "Bence|Tóth; Gergely|Horváth; Ádám|Szabó-Kiss")
O("romanian", "latin",
  "Ioana|Popescu; Andreea|Stănescu; Mihaela|Dumitrescu",
  "Mihai|Ionescu; Bogdan|Constantinescu; Radu|Țurcanu")
O("albanian", "latin",
  "Blerta|Krasniqi; Drita|Hoxha; Elira|Gashi",
  "Arben|Berisha; Besnik|Shehu; Ilir|Dervishi")
O("greek", "latin",
  "Eleni|Papadopoulou; Katerina|Georgiou; Dimitra|Karagianni",
  "Giorgos|Papadopoulos; Nikos|Alexandropoulos; Konstantinos|Vlachos")
O("greek_script", "greek",
  "Μαρία|Παπαδοπούλου; Ελένη|Γεωργίου; Σοφία|Καραγιάννη",
  "Γιώργος|Νικολαΐδης; Δημήτρης|Βλάχος; Κωνσταντίνος|Οικονόμου")

# ---------------------------------------------------------------- South-East Europe, Slavic
O("croatian", "latin",
  "Ivana|Horvat; Petra|Kovačević; Ana|Jurić",
  "Luka|Babić; Marko|Perišić; Tomislav|Marić")
O("serbian", "latin",
  "Jovana|Petrović; Dragana|Nikolić; Milica|Đorđević",
  "Miloš|Jovanović; Nemanja|Stanković; Dušan|Ilić")
O("serbian_cyrillic", "cyrillic",
  "Јована|Петровић; Милица|Ђорђевић; Драгана|Николић",
  "Милош|Јовановић; Стефан|Илић; Немања|Станковић")
O("bosnian", "latin",
  "Amra|Hodžić; Selma|Mehmedović; Lejla|Begović",
  "Emir|Hadžić; Adnan|Delić; Haris|Muratović")
O("slovenian", "latin",
  "Špela|Zupančič; Urška|Krajnc; Nika|Kovačič",
  "Nejc|Novak; Matej|Potočnik; Žiga|Vidmar")
O("macedonian_cyrillic", "cyrillic",
  "Марија|Стојановска; Ивана|Петровска; Елена|Трајковска",
  "Александар|Трајковски; Горан|Николовски; Дејан|Ристовски")
O("bulgarian_cyrillic", "cyrillic",
  "Десислава|Петкова; Мария|Иванова; Цветелина|Георгиева",
  "Георги|Димитров; Стоян|Николов; Христо|Тодоров")
O("russian", "latin",
  "Anastasia|Petrova; Ekaterina|Smirnova; Yulia|Kuznetsova; Olga Nikolayevna|Fedorova|Olga",
  "Dmitry|Volkov; Sergei|Ivanov; Alexei|Sokolov; Pyotr Ilyich|Zaitsev|Pyotr")
O("russian_cyrillic", "cyrillic",
  "Анастасия|Петрова; Екатерина|Смирнова; Ольга Николаевна|Фёдорова|Ольга",
  "Дмитрий|Волков; Сергей Петрович|Иванов|Сергей; Алексей|Соколов")
O("ukrainian", "latin",
  "Oksana|Shevchenko; Olena|Bondarenko; Iryna|Tkachenko",
  "Taras|Kovalenko; Bohdan|Melnyk; Andriy|Kravchuk")
O("ukrainian_cyrillic", "cyrillic",
  "Оксана|Шевченко; Олена|Бондаренко; Ірина|Ткаченко",
  "Тарас|Коваленко; Богдан|Мельник; Андрій|Кравчук")
O("belarusian", "latin",
  "Alena|Zhuk; Alesia|Novik; Volha|Kavaliova",
  "Aliaksandr|Karatkevich; Siarhei|Kavaliou; Yauhen|Shydlouski")
O("tatar", "latin",
  "Guzel|Nurieva; Aigul|Sabirova; Alsu|Gabdrakhmanova",
  "Ilnur|Gabdrakhmanov; Rinat|Zaripov; Marat|Khairullin")

# ---------------------------------------------------------------- Caucasus, Turkey, Middle East
O("georgian_latin", "latin",
  "Nino|Beridze; Tamar|Gelashvili; Mariam|Lomidze",
  "Giorgi|Kapanadze; Levan|Japaridze; Davit|Tsiklauri")
O("georgian", "georgian",
  "ნინო|ბერიძე; თამარ|გელაშვილი; მარიამ|ლომიძე",
  "გიორგი|კაპანაძე; ლევან|ჯაფარიძე; დავით|წიკლაური")
O("armenian_latin", "latin",
  "Ani|Petrosyan; Nare|Sargsyan; Lusine|Hovhannisyan",
  "Aram|Hakobyan; Tigran|Grigoryan; Vardan|Mkrtchyan")
O("armenian", "armenian",
  "Անի|Պետրոսյան; Նարե|Սարգսյան; Լուսինե|Հովհաննիսյան",
  "Արամ|Հակոբյան; Տիգրան|Գրիգորյան; Վարդան|Մկրտչյան")
O("azerbaijani", "latin",
  "Aynur|Məmmədova; Leyla|Əliyeva; Günay|Hüseynova",
  "Elvin|Quliyev; Rəşad|Həsənov; Orxan|Babayev")
O("turkish", "latin",
  "Ayşe|Yılmaz; Elif|Şahin; Zeynep|Öztürk; İpek|Çelik",
  "Mehmet|Kaya; Emre|Doğan; Burak|Aydın; İbrahim|Arslan")
O("kurdish", "latin",
  "Rojda|Amedi; Berfîn|Zebari; Dilan|Xoshnaw",
  "Azad|Barzinji; Rêber|Hewrami; Serhat|Botan")
O("gulf_arabic", "latin",
  "Noura|Al-Qahtani; Maha|Al-Mansoori; Reem|Al-Suwaidi",
  "Abdullah|bin Khalid Al-Shehri||Al-Shehri; Saeed|Al Falasi; Faisal|Al-Dosari")
O("egyptian", "latin",
  "Mona|El-Sayed; Yasmin|Abdel-Fattah; Nourhan|Shalaby",
  "Ahmed|Mansour; Karim|Farouk; Mahmoud|Abdel-Rahman")
O("levantine", "latin",
  "Rania|Haddad; Lina|Khoury; Maya|Saliba",
  "Rami|Nassar; Ziad|Aoun; Elias|Abou Jaoude")
O("maghrebi", "latin",
  "Fatima-Zahra|El Idrissi; Khadija|Benjelloun; Amel|Bouazizi",
  "Youssef|Benali; Mehdi|Ait Ahmed; Nassim|Belkacem")
O("iraqi", "latin",
  "Zainab|Al-Jubouri; Rusul|Al-Tamimi; Huda|Al-Khafaji",
  "Hussein|Al-Obaidi; Mustafa|Al-Rubaie; Ali|Al-Saadi")
O("arabic_script", "arabic",
  "فاطمة|الزهراني; نور|حداد; مريم|الخطيب",
  "محمد|العتيبي; عمر|خليل; يوسف|المصري")
O("persian", "latin",
  "Maryam|Rezaei; Shirin|Ahmadi; Parisa|Najafi",
  "Reza|Mohammadi; Arash|Kamali; Mehdi|Hosseini-Nasab")
O("persian_script", "arabic",
  "مریم|رضایی; شیرین|احمدی; پریسا|نجفی",
  "رضا|محمدی; آرش|کمالی; مهدی|حسینی")
O("israeli", "latin",
  "Noa|Levi; Tamar|Mizrahi; Shira|Friedman; Yael|Ben-Ami",
  "Yonatan|Cohen; Itai|Ben-David; Eitan|Peretz")
O("hebrew_script", "hebrew",
  "נועה|לוי; תמר|מזרחי; שירה|פרידמן",
  "יונתן|כהן; איתי|בן דוד; איתן|פרץ")
O("ashkenazi", "latin",
  "Rivka|Goldberg; Chaya|Weiss; Esther Malka|Horowitz",
  "Shmuel|Rosenblatt; Mendel|Schwartz; Yitzchak|Feldman")

# ---------------------------------------------------------------- Central & South Asia
O("afghan", "latin",
  "Zarghuna|Ahmadzai; Malalai|Popal; Farzana|Stanikzai",
  "Wais|Karimi; Hamid|Noorzai; Ahmad Zia|Sultani")
O("tajik", "latin",
  "Firuza|Sharipova; Manizha|Saidova; Madina|Nazarova",
  "Rustam|Nazarov; Bahrom|Qodirov; Farrukh|Safarov")
O("uzbek", "latin",
  "Dilnoza|Yusupova; Gulnora|Abdullaeva; Nodira|Tursunova",
  "Jasur|Karimov; Sardor|Rakhimov; Otabek|Ismoilov")
O("kazakh_cyrillic", "cyrillic",
  "Айгерім|Сүлейменова; Дана|Жақсыбекова; Әсел|Нұрланқызы",
  "Ерлан|Жақсыбеков; Нұрлан|Әбенов; Дәурен|Оспанов")
O("kyrgyz", "latin",
  "Aizada|Ismailova; Cholpon|Sadyrova; Begimai|Toktogulova",
  "Bakyt|Abdyldaev; Azamat|Zhumabekov; Nurbek|Osmonov")
O("uyghur", "latin",
  "Dilnur|Abdukerim; Gulnar|Ehmet; Mehriban|Kurban",
  "Ablikim|Tohti; Erkin|Rozi; Perhat|Memet")
O("mongolian", "latin",
  "Oyunchimeg|Batsaikhan; Bolormaa|Dorj; Enkhjargal|Ganbold",
  "Batbayar|Tsogtbaatar; Ganbold|Enkhbayar; Temuulen|Baatar")
O("mongolian_cyrillic", "cyrillic",
  "Батсайханы|Оюунчимэг||-; Доржийн|Болормаа||-",
  "Цогтбаатарын|Батбаяр||-; Баатарын|Тэмүүлэн||-", order="ff")
O("tibetan", "latin",
  "Pema Yangchen; Tenzin Dolma; Dechen Wangmo",
  "Lhakpa Tsering; Sonam Dorje; Dawa Norbu")
O("bhutanese", "latin",
  "Karma Choden; Sonam Yangzom; Kinley Wangmo",
  "Ugyen Dorji; Tshering Penjor; Jigme Tenzin")
O("nepali", "latin",
  "Sunita|Shrestha; Pramila|Gurung; Anjana|Koirala",
  "Bikash|Thapa; Suman|Tamang; Rajendra|Adhikari")
O("nepali_devanagari", "deva",
  "सुनिता|श्रेष्ठ; प्रमिला|गुरुङ",
  "बिकास|थापा; सुमन|तामाङ")
O("hindi", "latin",
  "Priya|Sharma; Anjali|Verma; Neha|Agarwal",
  "Rahul|Gupta; Vikram|Singh Rathore; Arjun|Malhotra")
O("hindi_devanagari", "deva",
  "प्रिया|शर्मा; अंजलि|वर्मा; नेहा|अग्रवाल",
  "राहुल|गुप्ता; विक्रम|सिंह; अर्जुन|मल्होत्रा")
O("marathi", "latin",
  "Aishwarya|Kulkarni; Snehal|Deshpande; Madhura|Gokhale",
  "Omkar|Patil; Sachin|Joshi; Rohit|Pawar")
O("marathi_devanagari", "deva",
  "ऐश्वर्या|कुलकर्णी; स्नेहल|देशपांडे",
  "ओंकार|पाटील; सचिन|जोशी")
O("punjabi", "latin",
  "Harpreet|Kaur; Jaspreet|Gill; Simran|Dhillon",
  "Gurpreet|Singh Sandhu; Sunny|Grewal; Manjit|Sidhu")
O("punjabi_gurmukhi", "guru",
  "ਹਰਪ੍ਰੀਤ|ਕੌਰ; ਸਿਮਰਨ|ਢਿੱਲੋਂ",
  "ਗੁਰਪ੍ਰੀਤ|ਸਿੰਘ; ਮਨਜੀਤ|ਸਿੱਧੂ")
O("gujarati", "latin",
  "Hetal|Patel; Komal|Desai; Kinjal|Parekh",
  "Jignesh|Shah; Bhavesh|Mehta; Chirag|Trivedi")
O("gujarati_script", "gujr",
  "હેતલ|પટેલ; કિંજલ|પારેખ",
  "જીગ્નેશ|શાહ; ભાવેશ|મહેતા")
O("bengali", "latin",
  "Ananya|Chatterjee; Rituparna|Sen; Moumita|Ghosh",
  "Sourav|Banerjee; Arindam|Mukherjee; Debashis|Bhattacharya")
O("bengali_script", "beng",
  "রিয়া|সেন; অর্পিতা|ঘোষ; মৌমিতা|দাস",
  "সুমন|চক্রবর্তী; অরিন্দম|মুখার্জি")
O("bangladeshi", "latin",
  "Farhana|Akter; Nusrat|Jahan; Tahmina|Begum",
  "Tanvir|Hossain; Rakibul|Islam; Mahmudul|Hasan")
O("tamil", "latin",
  "Kavitha|Raman; Lakshmi|Venkatesan; Meenakshi|Sundaram",
  "Karthik|Subramanian; Arun|Kumar; Senthil|Murugan")
O("tamil_script", "taml",
  "கவிதா|ராமன்; லட்சுமி|வெங்கடேசன்",
  "கார்த்திக்|சுப்பிரமணியன்; செந்தில்|முருகன்")
O("telugu", "latin",
  "Lavanya|Naidu; Padmaja|Reddy; Sravani|Chowdary",
  "Srinivas|Rao; Venkata Ramana|Murthy; Naveen|Goud")
O("telugu_script", "telu",
  "లావణ్య|నాయుడు; పద్మజ|రెడ్డి",
  "శ్రీనివాస్|రావు; నవీన్|గౌడ్")
O("kannada", "latin",
  "Shwetha|Gowda; Deepa|Shetty; Pallavi|Hegde",
  "Manjunath|Bhat; Prakash|Kamath; Raghavendra|Upadhyaya")
O("kannada_script", "knda",
  "ದೀಪಾ|ಶೆಟ್ಟಿ; ಶ್ವೇತಾ|ಗೌಡ",
  "ಮಂಜುನಾಥ್|ಭಟ್; ಪ್ರಕಾಶ್|ಕಾಮತ್")
O("malayalam", "latin",
  "Anjana|Nair; Reshma|Pillai; Aswathy|Kurup",
  "Vishnu|Menon; Jithin|Thomas; Arjun|Panicker")
O("malayalam_script", "mlym",
  "അഞ്ജന|നായർ; രേഷ്മ|പിള്ള",
  "വിഷ്ണു|മേനോൻ; ജിതിൻ|തോമസ്")
O("sinhala", "latin",
  "Dilani|Perera; Chamari|Wickramasinghe; Nadeesha|Jayawardena",
  "Nuwan|Jayasuriya; Kasun|Fernando; Tharindu|Bandara")
O("sinhala_script", "sinh",
  "දිලානි|පෙරේරා; නදීෂා|ජයවර්ධන",
  "නුවන්|ජයසූරිය; කසුන්|බණ්ඩාර")
O("pakistani", "latin",
  "Ayesha|Siddiqui; Hira|Malik; Sana|Chaudhry",
  "Bilal|Qureshi; Usman|Butt; Faraz|Abbasi")
O("urdu_script", "arabic",
  "عائشہ|صدیقی; حرا|ملک",
  "بلال|قریشی; عثمان|چوہدری")
O("maldivian", "latin",
  "Aishath|Naaz; Fathimath|Rasheeda; Mariyam|Shiuna",
  "Ibrahim|Shareef; Hussain|Waheed; Ahmed|Nashid")

# ---------------------------------------------------------------- East Asia
O("chinese", "latin",
  "Wang|Xiuying; Zhang|Min; Ouyang|Nana; Li|Na",
  "Chen|Jianguo; Zhao|Lei; Xu|Wei; Ma|Jun", order="ff")
O("chinese_hanzi", "han",
  "王|秀英|王秀英; 张|敏|张敏; 欧阳|娜娜|欧阳娜娜; 陈|静|陈静",
  "李|伟|李伟; 刘|洋|刘洋; 赵|磊|赵磊; 上官|浩|上官浩", order="ff", sep="")
O("cantonese_hk", "latin",
  "Chan|Ka-yan; Wong|Mei-ling; Cheung|Hoi-yee",
  "Lau|Tak-wah; Ng|Siu-ming; Leung|Chi-keung", order="ff")
O("taiwanese", "latin",
  "Chen|Yi-ting; Huang|Shu-fen; Tsai|Pei-jung",
  "Lin|Chih-hao; Hsu|Cheng-en; Kuo|Po-wei", order="ff")
O("taiwanese_hanzi", "han",
  "陳|怡婷|陳怡婷; 黃|淑芬|黃淑芬; 蔡|佩蓉|蔡佩蓉",
  "林|志豪|林志豪; 許|承恩|許承恩; 郭|柏維|郭柏維", order="ff", sep="")
O("singaporean_chinese", "latin",
  "Tan|Wei Ling; Goh|Hui Min; Lim|Shu Hui",
  "Ng|Boon Keat; Teo|Jun Jie; Koh|Wei Ming", order="ff")
O("japanese", "latin",
  "Yuki|Tanaka; Aoi|Suzuki; Sakura|Yamamoto; Haruka|Nakamura",
  "Haruto|Sato; Kenta|Takahashi; Daiki|Watanabe; Ryōta|Kobayashi")
O("japanese_kanji", "han",
  "田中|美咲; 鈴木|陽菜; 山本|さくら",
  "佐藤|健太; 高橋|大輝; 渡辺|翔", order="ff", sep="")
O("korean", "latin",
  "Park|Ji-woo; Lee|Seo-yeon; Choi|Su-bin; Kim|Min-ji",
  "Kim|Min-jun; Jung|Ha-jun; Oh|Seung-hyun; Namgung|Min", order="ff")
O("korean_hangul", "hang",
  "박|지우; 이|서연; 최|수빈",
  "김|민준; 정|하준; 남궁|민", order="ff", sep="")

# ---------------------------------------------------------------- South-East Asia, Pacific
O("vietnamese", "latin",
  "Nguyễn|Thị Lan|Lan; Trần|Thị Mai Anh|Mai Anh; Phạm|Ngọc Hân|Hân",
  "Lê|Văn Minh|Minh; Vũ|Quang Huy|Huy; Ho|Van Bao|Bao", order="ff", flags="noinit")
O("thai", "latin",
  "Siriporn|Wongsawat; Pimchanok|Rattanakul; Nattaya|Srisuk",
  "Somchai|Jaidee; Nattapong|Srisuwan; Kittisak|Chaiyasit")
O("thai_script", "thai",
  "ศิริพร|วงศ์สวัสดิ์; พิมพ์ชนก|รัตนกุล; ณัฐธิดา|ศรีสุข",
  "สมชาย|ใจดี; ณัฐพงษ์|ศรีสุวรรณ; กิตติศักดิ์|ชัยสิทธิ์")
O("lao", "latin",
  "Souksavanh|Phommachanh; Vilayvanh|Keomany; Noy|Sisouphanh",
  "Bounmy|Vongsay; Khamphet|Sengdara; Phonsavanh|Inthavong")
O("khmer", "latin",
  "Heng|Sreyleak; Meas|Sophea; Chan|Sokha",
  "Sok|Dara; Chea|Vuthy; Prak|Sovann", order="ff")
O("burmese", "latin",
  "Thandar Win; Hnin Ei Phyu; Khin Myo Thu",
  "Kyaw Zin Htet; Zaw Min Oo; Nay Lin Aung")
O("malay", "latin",
  "Nurul Aisyah|binti Ahmad||-; Farah Nadia|binti Razak||-; Siti Aminah|binti Yusof||-",
  "Muhammad Hafiz|bin Ismail|Hafiz|-; Ahmad Faizal|bin Othman|Faizal|-; Mohd Azri|bin Hashim|Azri|-")
O("indonesian", "latin",
  "Sri|Wahyuni; Rina|Kusumawati; Dewi|Anggraini; Sutarti",
  "Budi|Santoso; Agus|Setiawan; Bambang|Prasetyo; Sutrisno")
O("balinese", "latin",
  "Ni Made Ayu Lestari||Ayu; Ni Luh Putu Ariani||Putu; Ni Nyoman Sari||Nyoman",
  "I Wayan Sudarsana||Wayan; I Ketut Arsana||Ketut; I Gede Mahendra||Gede")
O("batak", "latin",
  "Rina|Simanjuntak; Sarah|Nainggolan; Maria|Hutapea",
  "Hotman|Siregar; Jonathan|Situmorang; Togar|Panjaitan")
O("filipino", "latin",
  "Maria Cristina|dela Cruz; Jocelyn|Bautista; Rowena|Macaraeg; Princess|Villanueva",
  "Jerome|Santos; Rodel|Manalo; Crisanto|Dimaculangan; Bong|Evangelista")
O("hmong", "latin",
  "Mai|Vang; Nou|Thao; Pa|Xiong",
  "Tou|Lee; Kou|Yang; Cheng|Her")
O("maori", "latin",
  "Aroha|Ngata; Mere|Te Whata; Ngaio|Parata",
  "Wiremu|Tawhiri; Hemi|Te Kanawa; Tama|Pōmare")
O("samoan", "latin",
  "Malia|Fa'alogo; Lupe|Tuiasosopo; Sina|Leota",
  "Iosefa|Aumua; Tavita|Lealaiauloto; Faamanu|Soliai")
O("tongan", "latin",
  "Mele|Taufa; Losaline|Fifita; Salote|Havili",
  "Sione|Vaipulu; Viliami|Fonua; Siaosi|Latu")
O("fijian", "latin",
  "Litia|Naivalu; Mereoni|Ravouvou; Ana|Waqa",
  "Josefa|Tuisawau; Semi|Nadolo; Pita|Cakau")

# ---------------------------------------------------------------- Latin America
O("mexican", "latin",
  "Guadalupe|Hernández Ruiz; Ximena|Castañeda; Citlali|Mendoza; María Fernanda|Ochoa",
  "Juan Carlos|Villarreal; Emiliano|Zavala; Jesús|Treviño Garza; Octavio|Salinas",
  primary="first")
O("argentine", "latin",
  "Florencia|Bianchi; Micaela|Fernández; Agustina|Pereyra",
  "Facundo|Gutiérrez; Santiago|Iturralde; Gonzalo|Lombardi")
O("colombian", "latin",
  "Valentina|Restrepo Arango; Luisa Fernanda|Gaviria; Daniela|Ospina",
  "Andrés Felipe|Cárdenas; Sebastián|Uribe Londoño; Camilo|Zuluaga", primary="first")
O("chilean", "latin",
  "Javiera|Muñoz Contreras; Constanza|Sepúlveda; Catalina|Riquelme",
  "Matías|Fuentealba; Benjamín|Carrasco; Cristóbal|Valdés", primary="first")
O("andean", "latin",
  "Rosa|Quispe Mamani; Yanet|Choque Apaza; Nélida|Huamán",
  "Wilber|Condori Ticona; Edwin|Ccahuana Huillca; Fredy|Mamani", primary="first")
O("maya_yucatec", "latin",
  "Rosa Elena|May Pech; Concepción|Uc Ek; Maribel|Canché",
  "Wilberth|Canché Poot; Jorge|Cocom Chan; Gaspar|Dzul", primary="first")
O("brazilian", "latin",
  "Ana Luiza|dos Santos Costa; Thaís|Nogueira; Fernanda|Albuquerque; Raíssa|de Oliveira",
  "João Pedro|Ribeiro; Caio|Barbosa da Silva; Thiago|Cavalcanti; Vinícius|Moura")

# ---------------------------------------------------------------- Africa
O("yoruba", "latin",
  "Funmilayo|Adeyemi; Temitope|Adewale; Abimbola|Olatunji",
  "Adebayo|Ogunleye; Oluwaseun|Bankole; Ayodeji|Oyelaran-Oyeyinka")
O("igbo", "latin",
  "Chiamaka|Okafor; Ngozi|Eze; Adaeze|Nwachukwu; Blessing|Okonkwo",
  "Chukwuemeka|Nwosu; Obinna|Igwe; Ikenna|Obi; Godswill|Anyanwu")
O("hausa", "latin",
  "Aisha|Bello; Hauwa|Lawal; Zainab|Yusuf",
  "Abubakar|Musa Danjuma; Sani|Abdullahi; Aminu|Garba")
O("akan", "latin",
  "Ama|Owusu; Abena|Boateng; Akosua|Agyeman",
  "Kwame|Mensah; Kofi|Asante; Yaw|Osei-Bonsu")
O("ewe", "latin",
  "Dzifa|Amegashie; Sena|Ahadzi; Elikem|Kpodo",
  "Edem|Agbeko; Kafui|Agbenyega; Selasi|Dzidzienyo")
O("wolof", "latin",
  "Fatou|Diop; Aminata|Sow; Awa|Fall",
  "Mamadou|Ndiaye; Ousmane|Sène; Cheikh|Mbacké")
O("fula", "latin",
  "Kadiatou|Diallo; Mariama|Barry; Hadiza|Bah",
  "Thierno|Baldé; Alpha|Bah; Boubacar|Jalloh")
O("bambara", "latin",
  "Oumou|Traoré; Mariam|Coulibaly; Fatoumata|Konaté",
  "Bakary|Keïta; Seydou|Diarra; Modibo|Sissoko")
O("ivorian", "latin",
  "Adjoua|Kouassi; Aya|N'Guessan; Affoué|Kouamé",
  "Yao|Kouadio; Koffi|Konan; Jean-Marc|Yacé")
O("cameroonian", "latin",
  "Carine|Ngo Mbe; Estelle|Nkeng; Josiane|Ngassa",
  "Paul|Mvondo; Brice|Fotso; Aristide|Tchoumi")
O("congolese", "latin",
  "Grâce|Mukendi; Mbuyi|Tshibangu; Nsimba|Makiese",
  "Dieudonné|Kasongo; Ilunga|Kabongo; Fiston|Lukusa")
O("rwandan", "latin",
  "Aline|Uwase; Diane|Mukamana; Claudine|Ingabire",
  "Eric|Niyonzima; Olivier|Nshimiyimana; Jean de Dieu|Habimana")
O("ugandan", "latin",
  "Sarah|Namubiru; Esther|Nakitende; Patience|Nakato",
  "Brian|Ssekandi; Moses|Mugisha; Ivan|Kizza")
O("kenyan", "latin",
  "Wanjiru|Kamau; Achieng|Onyango; Njeri|Mwangi",
  "Otieno|Odhiambo; Kiprop|Rotich; Mutua|Kioko")
O("tanzanian", "latin",
  "Neema|Mushi; Rehema|Kimaro; Zawadi|Massawe",
  "Baraka|Mrisho; Juma|Mwakyusa; Godlisten|Swai")
O("ethiopian", "latin",
  "Selam|Tesfaye; Meron|Haile; Hirut|Alemu",
  "Abebe|Bekele; Dawit|Gebremedhin; Yonatan|Gebre-Egziabher")
O("ethiopic", "ethi",
  "ሰላም|ተስፋዬ; ሜሮን|ኃይሌ; ሂሩት|አለሙ",
  "አበበ|በቀለ; ዳዊት|ገብረመድህን; ዮናስ|ታደሰ")
O("eritrean", "latin",
  "Luwam|Kidane; Rahwa|Berhane; Senait|Tesfamariam",
  "Yonas|Habte; Filmon|Ghebremichael; Semere|Woldu")
O("somali", "latin",
  "Hodan|Abdi Warsame; Faadumo|Cali Xasan; Ayaan|Nuur",
  "Mohamed|Ahmed Farah; Abdirahman|Yusuf Hirsi; Liban|Jaamac")
O("sudanese", "latin",
  "Amna|Osman; Tasneem|Abdelrahim; Hiba|Elhag",
  "Mohamed|Elamin; Osman|Ibrahim Babiker; Mujtaba|Eltayeb")
O("zulu", "latin",
  "Thandeka|Dlamini; Nomvula|Zulu; Lindiwe|Mthembu",
  "Sipho|Ndlovu; Bongani|Khumalo; Sibusiso|Mkhize")
O("xhosa", "latin",
  "Nosipho|Xaba; Zintle|Mgcina; Athenkosi|Ngqondo",
  "Siyabonga|Gqoba; Lwazi|Ntshona; Luxolo|Mqhayi")
O("sotho_tswana", "latin",
  "Lerato|Mokoena; Palesa|Moloi; Dineo|Seretse",
  "Tumelo|Molefe; Thabo|Mahlangu; Kagiso|Motsepe")
O("afrikaans", "latin",
  "Annelie|van der Merwe; Marelize|du Plessis; Elsabé|Nel",
  "Riaan|Oosthuizen; Johan|Steyn; Jan-Hendrik|Venter")
O("shona", "latin",
  "Rutendo|Chikwanha; Nyasha|Mapfumo; Memory|Moyo",
  "Tendai|Mutasa; Farai|Chiweshe; Tatenda|Marufu")
O("malagasy", "latin",
  "Fanja|Rasoanaivo; Lalaina|Razafindrakoto; Tiana|Randrianarisoa",
  "Hery|Rakotomalala; Haja|Andrianarivo; Mamy|Rakotondrazaka")
O("lusophone_africa", "latin",
  "Nélia|Cossa; Albertina|Machava; Esperança|Neto",
  "Celso|Mondlane; Domingos|Kiala; Edson|Tembe")
