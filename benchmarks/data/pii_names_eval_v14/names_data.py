# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v14 (written from general knowledge,
not copied from any package or data set).

Each origin: O(slug, label, female, male, family, **opts)
  female / male : given names separated by "|"
  family        : family names separated by "|"; "Masc/Fem" gives gendered forms;
                  "" means the culture uses no inherited family name (the full name is
                  the given-name string, e.g. Burmese, Tibetan, Balinese).
  opts:
    fg_p      probability that the name is written family-first (Chinese, Korean ...)
    second_p  probability of a second family name (Spanish, Portuguese ...)
    second_join  joiner for the second family name (" " default, " i " for Catalan)
    mid, mid_p   middle names (e.g. Russian patronymics, Filipino maternal surnames)
    single_p  probability that only the given name is used (Javanese)
    strip_p   probability that diacritics are dropped (Vietnamese written without them)
    call      "given" (default) or "lastword": which part people use to address someone
    ref       "last" (default), "first" or "full": the part used after a title
"""

ORIGINS = []


def O(slug, label, female, male, family, **opts):
    ORIGINS.append(dict(
        slug=slug, label=label,
        f=[x for x in female.split("|") if x],
        m=[x for x in male.split("|") if x],
        family=[tuple(x.split("/")) if "/" in x else x for x in family.split("|") if x],
        **opts))


# ---------------------------------------------------------------- Europe
O("english", "English", "Grace|Hope|Rose|Victoria|Georgia", "Will|Bill|Austin|Chad|Jordan",
  "Banks|Fletcher|Whitmore|Ashworth|Price|Sharp|Young")
O("scottish", "Scottish", "Morag|Isla|Catriona|Kirsty", "Hamish|Angus|Callum|Ruaridh",
  "MacLeod|McAllister|Fraser|Sutherland|MacKenzie|Urquhart")
O("irish", "Irish", "Siobhán|Aoife|Niamh|Gráinne", "Pádraig|Cian|Oisín|Diarmuid",
  "Ó Súilleabháin/Ní Shúilleabháin|O'Connor|Mac Cárthaigh/Nic Cárthaigh|Byrne|Kavanagh|Ó Briain/Ní Bhriain")
O("welsh", "Welsh", "Cerys|Angharad|Eluned|Bethan", "Dafydd|Rhodri|Iwan|Gruffudd",
  "ap Gwilym|Pritchard|Llywelyn|Prys|Bowen|Evans")
O("german", "German", "Hannelore|Friederike|Anja|Jutta", "Jürgen|Klaus-Dieter|Maximilian|Heiko",
  "Weißmüller|von Bülow|Schäfer|Zimmermann|Grünewald|Engel")
O("austrian", "Austrian", "Theresia|Magdalena|Valentina|Elfriede", "Florian|Leopold|Severin|Andreas",
  "Gruber|Huber|Pichler|Moser|Leitner|Edlinger")
O("swiss", "Swiss German", "Regula|Verena|Seraina|Ursina", "Urs|Beat|Reto|Gian-Reto",
  "Brunner|Zürcher|Tschudi|Baumgartner|Meier|Hürlimann")
O("dutch", "Dutch", "Maartje|Femke|Anouk|Lieke", "Daan|Joost|Sjoerd|Bram",
  "van der Meulen|de Vries|van 't Veld|ter Haar|Bakker|van den Heuvel")
O("flemish", "Flemish", "Griet|Lien|Elke|Annelies", "Wouter|Pieter-Jan|Koen|Jef",
  "Van den Bossche|De Smet|Vermeersch|Claes|Verstraeten|Van Acker")
O("frisian", "Frisian", "Sytske|Baukje|Tjitske|Geeske", "Wytze|Hylke|Tsjalle|Durk",
  "Hoekstra|Dijkstra|Wiersma|Zijlstra|Bosma")
O("french", "French", "Marie-Claire|Ségolène|Solène|Anaïs", "Jean-Baptiste|Grégoire|Guy|Loïc",
  "de la Fontaine|Lefèvre|Dubois-Mercier|Rousseau|Chevalier|Lemaître")
O("breton", "Breton", "Gwenaëlle|Maëlys|Enora|Nolwenn", "Yann|Gwenaël|Erwan|Tangi",
  "Le Gall|Le Goff|Kerbrat|Le Bihan|Quéméner")
O("corsican", "Corsican", "Ghjulia|Maria-Santa|Letizia|Ceccilia", "Ghjuvan Petru|Paulu|Anto|Petru Santu",
  "Santoni|Casanova|Pietri|Luciani|Colonna")
O("basque", "Basque", "Itziar|Ainhoa|Miren|Nerea", "Iñaki|Gorka|Unai|Koldo",
  "Etxeberria|Goikoetxea|Arrieta|Urrutia|Agirre|Zubizarreta", second_p=0.5)
O("catalan", "Catalan", "Montserrat|Núria|Mireia|Laia", "Jordi|Oriol|Pau|Xavier",
  "Casals|Vilaseca|Riera|Soler|Bosch|Puig", second_p=0.5, second_join=" i ")
O("galician", "Galician", "Uxía|Antía|Iria|Sabela", "Xoán|Brais|Anxo|Roi",
  "Castro|Outeiro|Seoane|Vázquez|Pereiro", second_p=0.5)
O("spanish", "Spanish", "Concepción|Pilar|Macarena|Rocío", "Santiago|Íñigo|Álvaro|José María",
  "García de la Vega|Ortega|Sánchez-Marín|de los Ríos|Fernández|Calvo", second_p=0.5)
O("portuguese", "Portuguese", "Inês|Conceição|Leonor|Joana", "João Pedro|Duarte|Tiago|Gonçalo",
  "Sousa|Magalhães|da Silva|Pinto de Carvalho|Gonçalves|Vasconcelos", second_p=0.45)
O("italian", "Italian", "Giuseppina|Chiara|Benedetta|Rosa", "Gianluca|Pierluigi|Salvatore|Matteo",
  "De Luca|Di Stefano|Lo Russo|Dell'Acqua|Esposito|Ferraro")
O("sardinian", "Sardinian", "Bonaria|Tonina|Ignazia", "Efisio|Gavino|Giommaria",
  "Pinna|Sanna|Piras|Mura|Murgia")
O("sicilian", "Sicilian", "Concetta|Carmela|Agata|Santina", "Calogero|Santo|Gaetano|Rosario",
  "Lo Bianco|La Rosa|Messina|Di Marco|Scuderi")
O("maltese", "Maltese", "Marija|Rita|Doreen|Antonella", "Ġorġ|Ċensu|Pawlu|Kurt",
  "Borg|Camilleri|Farrugia|Vella|Grech|Xuereb")
O("greek", "Greek", "Eleni|Paraskevi|Despina|Athina", "Giorgos|Konstantinos|Spyridon|Evangelos",
  "Papadopoulos/Papadopoulou|Karagiannis/Karagianni|Oikonomou|Triantafyllidis/Triantafyllidou|Vlachos/Vlachou")
O("cypriot", "Greek Cypriot", "Androulla|Panayiota|Chrystalla|Eleftheria", "Andreas|Christodoulos|Kyriacos|Marios",
  "Charalambous|Georgiou|Hadjipetrou|Ioannou|Constantinou")
O("albanian", "Albanian", "Drita|Mimoza|Blerta|Valbona", "Arben|Besnik|Gëzim|Ilir",
  "Krasniqi|Berisha|Gashi|Shehu|Dervishi")
O("romanian", "Romanian", "Ioana|Mihaela|Oana|Smaranda", "Ștefan|Bogdan|Răzvan|Mircea",
  "Popescu|Ionescu|Dumitrescu|Munteanu|Vlădescu")
O("bulgarian", "Bulgarian", "Desislava|Radostina|Tsvetelina|Gergana", "Hristo|Stoyan|Dimitar|Velislav",
  "Georgiev/Georgieva|Petkov/Petkova|Dimitrov/Dimitrova|Todorov/Todorova|Stoyanov/Stoyanova")
O("macedonian", "Macedonian", "Biljana|Snežana|Marija|Elena", "Goran|Aleksandar|Zoran|Vlatko",
  "Stojanovski/Stojanovska|Trajkovski/Trajkovska|Nikolovski/Nikolovska|Ristevski/Ristevska")
O("serbian", "Serbian", "Jelena|Milica|Dragana|Ivana", "Miloš|Nemanja|Dušan|Vuk",
  "Jovanović|Petrović|Nikolić|Đorđević|Stanković")
O("croatian", "Croatian", "Katarina|Lucija|Ivona|Marija", "Luka|Josip|Tomislav|Ante",
  "Horvat|Kovačević|Babić|Marić|Jurić")
O("bosnian", "Bosniak", "Amra|Selma|Lejla|Emina", "Emir|Adnan|Haris|Kenan",
  "Hadžić|Begović|Delić|Mujić|Hodžić")
O("slovenian", "Slovenian", "Špela|Nika|Urška|Maja", "Matej|Rok|Jure|Žiga",
  "Novak|Kranjc|Zupančič|Potočnik|Kovač")
O("czech", "Czech", "Kateřina|Zuzana|Lenka|Markéta", "Jiří|Přemysl|Vojtěch|Ondřej",
  "Dvořák/Dvořáková|Novotný/Novotná|Procházka/Procházková|Černý/Černá|Kučera/Kučerová")
O("slovak", "Slovak", "Jana|Ľubica|Alžbeta|Dominika", "Ľubomír|Peter|Marek|Juraj",
  "Horváth/Horváthová|Kováč/Kováčová|Baláž/Balážová|Tóth/Tóthová|Varga/Vargová")
O("polish", "Polish", "Małgorzata|Agnieszka|Katarzyna|Jadwiga", "Krzysztof|Grzegorz|Wojciech|Przemysław",
  "Kowalski/Kowalska|Wiśniewski/Wiśniewska|Wójcik|Szczepański/Szczepańska|Zieliński/Zielińska|Brzęczyszczykiewicz")
O("ukrainian", "Ukrainian", "Oksana|Olena|Nataliia|Iryna", "Taras|Bohdan|Oleksandr|Yaroslav",
  "Shevchenko|Kovalenko|Bondarenko|Tkachuk|Hrytsenko|Melnyk")
O("belarusian", "Belarusian", "Alesia|Nasta|Volha|Hanna", "Ales|Uladzimir|Siarhei|Yauhen",
  "Karpovich|Ramanchuk|Zhuk|Hurynovich|Navumchyk")
O("russian", "Russian", "Anastasia|Yekaterina|Svetlana|Lyudmila", "Dmitry|Sergei|Vladimir|Yevgeny",
  "Ivanov/Ivanova|Kuznetsov/Kuznetsova|Sokolov/Sokolova|Volkov/Volkova|Lebedev/Lebedeva",
  mid=["Sergeyevich/Sergeyevna", "Aleksandrovich/Aleksandrovna", "Petrovich/Petrovna"], mid_p=0.3)
O("lithuanian", "Lithuanian", "Rūta|Eglė|Gintarė|Aušra", "Mindaugas|Vytautas|Darius|Tomas",
  "Kazlauskas/Kazlauskienė|Petrauskas/Petrauskaitė|Jankauskas/Jankauskienė|Stankevičius/Stankevičienė|Vasiliauskas/Vasiliauskaitė")
O("latvian", "Latvian", "Ilze|Līga|Inese|Dace", "Jānis|Andris|Māris|Edgars",
  "Bērziņš/Bērziņa|Kalniņš/Kalniņa|Ozoliņš/Ozoliņa|Liepiņš/Liepiņa|Krūmiņš/Krūmiņa")
O("estonian", "Estonian", "Kadri|Triin|Liis|Maarja", "Tõnis|Jaan|Märt|Priit",
  "Tamm|Saar|Sepp|Mägi|Kask|Õunapuu")
O("finnish", "Finnish", "Aino|Pirjo|Satu|Kaisa", "Jukka|Matti|Tuomas|Ilkka",
  "Virtanen|Mäkinen|Korhonen|Heikkilä|Järvinen")
O("sami", "Sámi", "Máret|Elle|Biret|Inga", "Ánde|Nils-Aslak|Jovnna|Mikkel",
  "Gaup|Sara|Eira|Somby|Bongo")
O("swedish", "Swedish", "Ingrid|Linnéa|Maja|Astrid", "Björn|Gustav|Lars-Erik|Olle",
  "Lindqvist|Bergström|Åkesson|Sjöberg|Nyström")
O("norwegian", "Norwegian", "Solveig|Ingvild|Sigrid|Tone", "Eirik|Håkon|Øyvind|Sindre",
  "Haugen|Bråthen|Solberg|Løvås|Strand")
O("danish", "Danish", "Mette|Sidsel|Karen|Birgitte", "Søren|Mads|Rasmus|Jens",
  "Kjærgaard|Mikkelsen|Østergaard|Nørgaard|Thomsen")
O("icelandic", "Icelandic", "Guðrún|Sigríður|Katrín|Þórdís", "Sigurður|Þórarinn|Gunnar|Einar",
  "Jónsson/Jónsdóttir|Stefánsson/Stefánsdóttir|Magnússon/Magnúsdóttir|Ólafsson/Ólafsdóttir", ref="first")
O("faroese", "Faroese", "Rannvá|Sunneva|Turið|Jóhanna", "Sjúrður|Rógvi|Heðin|Jógvan",
  "Joensen|Poulsen|Djurhuus|Dam|Mortensen")
O("hungarian", "Hungarian", "Zsófia|Erzsébet|Katalin|Réka", "Gergely|Zoltán|Balázs|Ferenc",
  "Nagy|Szabó|Kovács|Tóth|Szőke|Fekete", fg_p=0.5)
O("ashkenazi", "Ashkenazi Jewish", "Miriam|Rivka|Shoshana|Esther", "Mordechai|Yehuda|Shmuel|Avraham",
  "Rosenberg|Goldfarb|Katz|Horowitz|Feldman|Birnbaum")

# ------------------------------------------------------ Caucasus, Central Asia
O("georgian", "Georgian", "Nino|Tamar|Mariam|Ketevan", "Giorgi|Levan|Davit|Irakli",
  "Beridze|Gelashvili|Kapanadze|Lomidze|Tsereteli|Japaridze")
O("armenian", "Armenian", "Anahit|Lilit|Shushan|Siranush", "Aram|Tigran|Hovhannes|Narek",
  "Petrosyan|Hovhannisyan|Sargsyan|Ghazaryan|Avetisyan|Khachaturian")
O("azerbaijani", "Azerbaijani", "Aytən|Leyla|Günay|Səbinə", "Elçin|Rəşad|Tural|Orxan",
  "Məmmədov/Məmmədova|Əliyev/Əliyeva|Hüseynov/Hüseynova|Quliyev/Quliyeva")
O("chechen", "Chechen", "Zarema|Kheda|Madina|Aminat", "Aslan|Khamzat|Movsar|Islam",
  "Dzhabrailov/Dzhabrailova|Bisultanov/Bisultanova|Magomadov/Magomadova|Eskiev/Eskieva")
O("kazakh", "Kazakh", "Aigerim|Dinara|Zhanar|Gulnara", "Nurlan|Yerlan|Daulet|Askar",
  "Abenov/Abenova|Zhaksybekov/Zhaksybekova|Serikbayev/Serikbayeva|Nurpeisov/Nurpeisova")
O("uzbek", "Uzbek", "Dilnoza|Nodira|Gulnora|Malika", "Sherzod|Jasur|Bekzod|Otabek",
  "Yusupov/Yusupova|Rakhimov/Rakhimova|Tursunov/Tursunova|Khodjayev/Khodjayeva")
O("kyrgyz", "Kyrgyz", "Aidana|Cholpon|Aizhan|Nurzat", "Almazbek|Azamat|Bakyt|Temirlan",
  "Sadyr uulu/Sadyr kyzy|Almaz uulu/Almaz kyzy|Toktosunov/Toktosunova|Asanbekov/Asanbekova")
O("tajik", "Tajik", "Farangis|Manizha|Tahmina|Zarina", "Firdavs|Rustam|Sino|Daler",
  "Nazarzoda|Karimzoda|Safarov/Safarova|Sharipov/Sharipova|Davlatzoda")
O("turkmen", "Turkmen", "Aýna|Maýsa|Jeren|Bahar", "Myrat|Serdar|Döwlet|Merdan",
  "Orazow/Orazowa|Annaýew/Annaýewa|Berdiýew/Berdiýewa|Gurbanow/Gurbanowa")
O("tatar", "Tatar", "Alsu|Gulnaz|Dilyara|Rezeda", "Rustem|Ildar|Marat|Ayaz",
  "Khairullin/Khairullina|Galimov/Galimova|Sabirov/Sabirova|Gabdrakhmanov/Gabdrakhmanova")
O("mongolian", "Mongolian", "Oyunchimeg|Solongo|Enkhtuya|Sarnai", "Batbayar|Enkhbold|Gantulga|Temuulen",
  "Dorj|Gansukh|Tsogtbaatar|Purevdorj|Bat-Erdene")
O("uyghur", "Uyghur", "Mihray|Gulnar|Nurgul|Rahile", "Abdurehim|Ilham|Ekrem|Mutellip",
  "Tohti|Abdukerim|Memet|Niyaz|Turdi")
O("tibetan", "Tibetan", "Tenzin Dolma|Pema Lhamo|Dechen Wangmo|Yangchen Drolma",
  "Tenzin Norbu|Lobsang Tsering|Karma Dorje|Sonam Gyatso", "", ref="full")

# ------------------------------------------------ Middle East and North Africa
O("turkish", "Turkish", "Ayşe|Şule|İpek|Gülşen", "Oğuz|Mehmet Ali|İsmail|Çağrı",
  "Yılmaz|Öztürk|Şahin|Çelik|Demirci|Kocabıyık")
O("kurdish", "Kurdish", "Rojda|Berfin|Jiyan|Nesrin", "Azad|Rêbaz|Şêrko|Kawa",
  "Zebari|Hawrami|Mukriyani|Doski|Berwari")
O("persian", "Persian", "Shirin|Parisa|Golnar|Mahsa", "Dariush|Kourosh|Arash|Mehrdad",
  "Hosseini|Tehrani|Ghorbani|Rezaei|Mousavi|Farahani")
O("pashtun", "Pashtun", "Malalai|Zarghuna|Palwasha|Nazo", "Zalmai|Wahidullah|Nasrullah|Ahmad Shah",
  "Popalzai|Durrani|Achakzai|Mohmand|Yousafzai")
O("hazara", "Hazara / Dari", "Fereshta|Shabnam|Marzia|Zahra", "Ali Reza|Qasim|Sayed Jawad|Mohammad Hussain",
  "Jafari|Sultani|Mohammadi|Danish|Rezaie")
O("lebanese", "Lebanese", "Rania|Nadine|Maya|Yara", "Elie|Georges|Rami|Walid",
  "Haddad|Khoury|Abou Jaoude|Nassar|Abi Nader|El Hage")
O("syrian", "Syrian", "Lama|Rasha|Ghalia|Hiba", "Tarek|Bassel|Firas|Nizar",
  "Al-Halabi|Kabbani|Al-Attar|Moualem|Sabbagh")
O("palestinian", "Palestinian", "Lina|Dalia|Reem|Nour", "Yousef|Khaled|Omar|Samer",
  "Barghouti|Nusseibeh|Husseini|Abu Ghosh|Tamimi|Khalidi")
O("jordanian", "Jordanian", "Dana|Rawan|Haya|Aseel", "Hamza|Laith|Zaid|Muath",
  "Al-Majali|Obeidat|Al-Zoubi|Tarawneh|Al-Rawashdeh")
O("iraqi", "Iraqi", "Zainab|Shahad|Huda|Ban", "Mustafa|Haider|Ali|Ammar",
  "Al-Jubouri|Al-Obaidi|Al-Rubaie|Al-Tamimi|Al-Saadi")
O("saudi", "Saudi", "Noura|Lulwa|Hessa|Reem", "Abdulaziz|Faisal|Turki|Mishal",
  "bin Saad Al-Otaibi/bint Saad Al-Otaibi|bin Nasser Al-Qahtani/bint Nasser Al-Qahtani|Al-Shehri|Al-Dossary|Al-Ghamdi")
O("emirati", "Emirati", "Maitha|Shamma|Mahra|Alyazia", "Hamdan|Saif|Rashid|Khalifa",
  "Al Mazrouei|Al Shamsi|Al Ketbi|Al Nuaimi|Al Falasi")
O("omani", "Omani", "Aisha|Thuraya|Marwa|Buthaina", "Salim|Hilal|Said|Talal",
  "Al-Busaidi|Al-Harthy|Al-Balushi|Al-Hinai|Al-Rawahi")
O("yemeni", "Yemeni / Hadrami", "Arwa|Bilqis|Amal|Afrah", "Abdulrahman|Nabil|Fuad|Mohammed",
  "Al-Yafei|Al-Hadrami|Ba Wazir|Al-Maqtari|Al-Eryani")
O("kuwaiti", "Kuwaiti", "Dalal|Fajer|Shaikha|Asrar", "Bader|Mubarak|Nawaf|Jaber",
  "Al-Mutairi|Al-Ajmi|Al-Enezi|Al-Kandari|Behbehani")
O("egyptian", "Egyptian", "Mona|Yasmine|Shaimaa|Heba", "Ahmed|Mahmoud|Karim|Sherif",
  "Abdel-Rahman|El-Sayed|Mansour|Fahmy|Abou El-Ela")
O("coptic", "Coptic Egyptian", "Marina|Demiana|Irini|Mariam", "Mina|Bishoy|Kirollos|Girgis",
  "Boutros|Guirguis|Tadros|Habib|Ghali")
O("libyan", "Libyan", "Hanan|Salwa|Asma|Najla", "Abdelhakim|Mabrouk|Salem|Fathi",
  "El-Obeidi|Ben Halim|Al-Warfalli|Gheriani|Zlitni")
O("tunisian", "Tunisian", "Amel|Olfa|Rym|Houda", "Slim|Hatem|Skander|Wassim",
  "Ben Salah|Trabelsi|Jebali|Chaabane|Ben Romdhane")
O("algerian", "Algerian", "Nassima|Lamia|Djamila|Souad", "Mourad|Yacine|Abdelkader|Nadir",
  "Boudiaf|Belkacem|Haddadi|Benmansour|Zerrouki")
O("moroccan", "Moroccan", "Khadija|Salma|Imane|Ghizlane", "Youssef|Abdellah|Rachid|Mehdi",
  "El Idrissi|Benjelloun|Alaoui|Tazi|Bennani|El Fassi")
O("amazigh", "Amazigh (Kabyle)", "Tiziri|Dihya|Tanina|Thilelli", "Lounès|Massinissa|Idir|Aksel",
  "Aït Ouali|Naït Slimane|Ould Hamouda|Amrouche|Aït Menguellet")
O("mauritanian", "Mauritanian", "Mariem|Khadijetou|Aichetou|Vatimetou", "Sidi Mohamed|Ahmedou|Cheikh|Moulaye",
  "Ould Sidi/Mint Sidi|Ould Mohamed Lemine/Mint Mohamed Lemine|Ould Bah/Mint Bah")
O("sudanese", "Sudanese", "Amna|Sara|Nafisa|Ihsan", "Osman|Abdelrahim|Hassan|Mohamed Ahmed",
  "Elnour|Babiker|El Tayeb|Mahjoub|Abdelgadir")
O("israeli", "Israeli", "Noa|Shira|Tamar|Yael", "Itai|Yonatan|Oded|Ariel",
  "Ben-David|Mizrahi|Peretz|Shapira|Bar-Lev|Avraham")
O("assyrian", "Assyrian", "Shamiram|Ramina|Ninve|Atorina", "Sargon|Ashur|Nimrod|Ninos",
  "Khoshaba|Odisho|Benyamin|Youkhana|Shimmon")

# ---------------------------------------------------------------- South Asia
O("hindi", "North Indian (Hindi)", "Sunita|Pooja|Anjali|Neha", "Rahul|Vikram|Amit|Ravi Shankar",
  "Sharma|Verma|Agarwal|Srivastava|Tripathi")
O("sikh", "Punjabi Sikh", "Harpreet|Gurleen|Manpreet|Simran", "Gurpreet|Harjinder|Jaswant|Manjit",
  "Singh Dhillon/Kaur Dhillon|Sandhu|Gill|Grewal|Singh Sidhu/Kaur Sidhu")
O("gujarati", "Gujarati", "Hetal|Bhavna|Falguni|Nisha", "Jignesh|Hardik|Mitesh|Chirag",
  "Patel|Shah|Desai|Mehta|Parikh")
O("marathi", "Marathi", "Madhuri|Smita|Rutuja|Sayali", "Aniket|Omkar|Shrikant|Sachin",
  "Deshpande|Kulkarni|Patil|Gokhale|Bhosale")
O("bengali", "Bengali (India)", "Anindita|Sudeshna|Paromita|Mou", "Subhajit|Arindam|Sourav|Debashis",
  "Chakraborty|Bandyopadhyay|Mukherjee|Sengupta|Bhattacharya")
O("bangladeshi", "Bangladeshi", "Nusrat|Farzana|Tahmina|Sharmin", "Tanvir|Rafiqul|Shakib|Mizanur",
  "Rahman|Chowdhury|Hossain|Islam|Talukder")
O("tamil", "Tamil", "Lakshmi|Priya|Kavitha|Meenakshi", "Karthik|Senthil|Arun|Murugan",
  "Subramanian|Raman|Venkatesan|Krishnamurthy|Palanisamy")
O("telugu", "Telugu", "Sravani|Lavanya|Padmaja|Swathi", "Venkata Ramana|Srinivas|Chaitanya|Naveen",
  "Reddy|Naidu|Rao|Chowdary|Yarlagadda")
O("kannada", "Kannada", "Shwetha|Rashmi|Deepa|Kavya", "Manjunath|Raghavendra|Prajwal|Girish",
  "Gowda|Hegde|Shetty|Bhat|Kamath")
O("malayali", "Malayali", "Anju|Lekshmi|Aswathy|Reshma", "Jithin|Sreejith|Vishnu|Anoop",
  "Nair|Menon|Pillai|Kurian|Varghese")
O("odia", "Odia", "Sasmita|Lipsa|Subhashree|Itishree", "Debasish|Pradeep|Soumya Ranjan|Biswajit",
  "Mohanty|Panda|Mishra|Pattnaik|Sahoo")
O("assamese", "Assamese", "Pallabi|Dipshikha|Nandini|Juri", "Bhaskar|Hiranya|Jintu|Mridul",
  "Bora|Baruah|Gogoi|Hazarika|Saikia")
O("goan", "Goan (Konkani)", "Fatima|Lorraine|Sonia|Filomena", "Agnelo|Caetano|Savio|Francis Xavier",
  "Fernandes|D'Souza|Pereira|Menezes|D'Costa")
O("kashmiri", "Kashmiri", "Insha|Shazia|Rukhsana|Nighat", "Tariq|Irfan|Mudasir|Aijaz",
  "Bhat|Dar|Lone|Wani|Kaul")
O("sindhi", "Sindhi", "Heena|Roshni|Kavita|Nandita", "Haresh|Sunil|Jairam|Deepak",
  "Advani|Lalwani|Motwani|Hiranandani|Mirchandani")
O("pakistani", "Pakistani (Punjabi/Urdu)", "Ayesha|Mehwish|Sana|Rabia", "Bilal|Usman|Asad|Faisal",
  "Qureshi|Butt|Malik|Chaudhry|Siddiqui|Awan")
O("nepali", "Nepali", "Sabina|Sushila|Anjana|Bimala", "Bishnu|Ramesh|Prakash|Suman",
  "Shrestha|Gurung|Thapa|Adhikari|Tamang")
O("sinhalese", "Sinhalese", "Dilrukshi|Chamari|Nadeesha|Sanduni", "Chaminda|Kasun|Nuwan|Thilina",
  "Perera|Jayasuriya|Wickramasinghe|Bandara|Gunawardena")
O("srilankan_tamil", "Sri Lankan Tamil", "Tharshika|Thushyanthy|Vasanthi|Kajani", "Thayaparan|Sivakumar|Kajendran|Nimalan",
  "Sivapalan|Thirunavukkarasu|Jeyaraj|Kanagaratnam|Selvarajah")
O("maldivian", "Maldivian", "Aminath|Mariyam|Fathimath|Hawwa", "Ibrahim|Hussain|Moosa|Abdulla",
  "Shareef|Didi|Manik|Waheed|Rasheed")
O("bhutanese", "Bhutanese", "Karma Choden|Kinley Wangmo|Pema Choki|Sonam Yangden",
  "Ugyen Dorji|Jigme Namgyel|Tandin Wangchuk|Kinzang Tobgay", "", ref="full")
O("parsi", "Parsi", "Zarine|Dinaz|Shernaz|Freny", "Cyrus|Rustom|Jehangir|Farokh",
  "Engineer|Contractor|Daruwalla|Mistry|Batliwala|Wadia")
O("mizo", "Mizo", "Lalremruati|Zothanpuii|Malsawmi|Lalhmingliani", "Lalrinawma|Vanlalruata|Lalthanzuala|Zodinpuia",
  "", ref="full")

# ---------------------------------------------------------------- East Asia
O("chinese", "Chinese (Mandarin, pinyin)", "Xiuying|Jing|Yuxin|Mengyao", "Wei|Haoran|Zhiqiang|Jianguo",
  "Wang|Li|Zhang|Liu|Chen|Xu|Ouyang", fg_p=0.75)
O("taiwanese", "Taiwanese", "Yi-chun|Shu-fen|Hsiao-wen|Pei-ling", "Chih-hao|Chun-hung|Kuan-yu|Wei-ting",
  "Chen|Lin|Huang|Chang|Tsai|Hsieh", fg_p=0.5)
O("hongkong", "Hong Kong Cantonese", "Ka-yan|Wing-sze|Hoi-ying|Mei-kuen", "Tai-man|Chi-keung|Ka-ho|Siu-ming",
  "Chan|Wong|Cheung|Leung|Ho|Ng", fg_p=0.6)
O("singaporean", "Singaporean Chinese", "Hui Min|Siew Ling|Pei Shan|Li Ting", "Wei Jie|Kok Leong|Boon Huat|Jun Hao",
  "Tan|Lim|Goh|Ong|Teo|Koh", fg_p=0.75)
O("japanese", "Japanese", "Yumiko|Haruka|Aoi|Sakura", "Takeshi|Haruto|Kenji|Shōtarō",
  "Tanaka|Suzuki|Watanabe|Yamaguchi|Kobayashi|Ōno", fg_p=0.4)
O("okinawan", "Okinawan", "Natsuki|Mirai|Kana|Chinatsu", "Kōsei|Ryūji|Shun|Tatsuya",
  "Higa|Kinjō|Arakaki|Nakandakari|Tamaki|Ōshiro", fg_p=0.4)
O("korean", "Korean", "Ji-woo|Seo-yeon|Min-seo|Eun-ji", "Min-jun|Do-yun|Seung-hoon|Jae-won",
  "Kim|Lee|Park|Choi|Jung|Oh|Namgung|Hwangbo", fg_p=0.7)

# ------------------------------------------------------------- Southeast Asia
O("vietnamese", "Vietnamese", "Thị Lan|Ngọc Ánh|Thu Trang|Thị Hồng Nhung", "Văn Hùng|Minh Tuấn|Quốc Bảo|Đức Anh",
  "Nguyễn|Trần|Lê|Phạm|Hoàng|Đặng|Võ", fg_p=1.0, call="lastword", strip_p=0.25)
O("thai", "Thai", "Siriporn|Kanokwan|Pimchanok|Ratchanee", "Somchai|Thanawat|Natthaphon|Kittisak",
  "Srisuwan|Wongsawat|Jaidee|Charoensuk|Boonmee|Sukprasert", ref="first")
O("lao", "Lao", "Manola|Viengkham|Phonevilay|Noy", "Bounthavy|Somphone|Khamla|Sisavath",
  "Phommachanh|Vongsa|Keomany|Inthavong|Sisouk")
O("khmer", "Khmer", "Sophea|Chanthou|Sreymom|Bopha", "Dara|Vuthy|Piseth|Rithy",
  "Sok|Chan|Heng|Chea|Meas|Ouk", fg_p=1.0, ref="full")
O("burmese", "Burmese", "Hnin Wai Phyo|Thandar Aung|Su Myat Noe|Khin Mar Lwin",
  "Kyaw Zin Htet|Aung Ko Ko|Min Thu|Zaw Min Oo", "", ref="full")
O("malay", "Malay", "Nur Aisyah|Siti Hajar|Nurul Izzah|Farah Wahida", "Muhammad Hafiz|Ahmad Faizal|Mohd Azlan|Khairul Anuar",
  "bin Ismail/binti Ismail|bin Othman/binti Othman|bin Abdul Rahman/binti Abdul Rahman|bin Hassan/binti Hassan", ref="first")
O("javanese", "Javanese", "Sri Wahyuni|Endang|Dwi Lestari|Rahayu", "Bambang|Joko|Agus|Slamet",
  "Susanto|Wibowo|Santoso|Prasetyo|Nugroho", single_p=0.3)
O("sundanese", "Sundanese", "Euis|Siti Nurhasanah|Rina|Cucu", "Asep|Ujang|Dadang|Cecep",
  "Sunarya|Permana|Gunawan|Hidayat|Suryana")
O("balinese", "Balinese", "Ni Luh Putu Ayu|Ni Made Sari|Ni Komang Wulandari|Ni Ketut Sriasih",
  "I Wayan Sudarsana|I Made Sukadana|I Ketut Arsana|I Gede Mahendra", "", ref="full")
O("batak", "Batak", "Debora|Rotua|Lasma|Tiur", "Togar|Parlindungan|Martua|Benny",
  "Simanjuntak|Sitompul|Nainggolan|Siregar|Hutapea|Pardede")
O("filipino", "Filipino (Tagalog)", "Ma. Theresa|Rowena|Jhoanna|Marivic", "Ronaldo|Arnel|Rodelio|Dindo",
  "dela Cruz|de los Reyes|Macaraeg|Bautista|Villanueva|Pangilinan",
  mid=["Santos", "Reyes", "Manalo", "Aquino"], mid_p=0.4)
O("cebuano", "Cebuano / Visayan", "Jinky|Rosalinda|Ginalyn|Mary Grace", "Junrey|Rey Mark|Jessie|Bobby",
  "Cabahug|Ybañez|Alcantara|Ouano|Tumulak")
O("timorese", "Timorese", "Filomena|Olandina|Zelia|Maria Imaculada", "Mateus|Domingos|Agapito|Aniceto",
  "da Costa|Soares|Guterres|Ximenes|Amaral")
O("hmong", "Hmong", "Mai Nou|Pa Houa|Kia|Nou", "Tou|Chue|Neng|Pao",
  "Vang|Yang|Xiong|Lor|Thao|Her|Moua")
O("chamorro", "Chamorro", "Carmelita|Dolores|Remedios|Tasi", "Vicente|Joaquin|Jesus|Frankie",
  "Leon Guerrero|San Nicolas|Quitugua|Taitano|Aguon|Borja")

# -------------------------------------------------------- Sub-Saharan Africa
O("yoruba", "Yoruba", "Folake|Titilayo|Adebimpe|Moradeke", "Olumide|Babatunde|Ayodeji|Oluwafemi",
  "Adeyemi|Ogunleye|Oyelaran-Oyeyinka|Balogun|Akinwande-Bello")
O("igbo", "Igbo", "Chiamaka|Ngozi|Adaeze|Ifeoma", "Chukwuemeka|Obinna|Ikenna|Chinedu",
  "Okonkwo|Nwachukwu|Eze|Obi|Okafor|Nnamdi-Udeh")
O("hausa", "Hausa", "Hadiza|Zainab|Amina|Hauwa", "Abubakar|Ibrahim|Sani|Musa",
  "Danjuma|Bello|Abdullahi|Garba|Danladi|Tanko")
O("edo", "Edo / Niger Delta", "Itohan|Osayuki|Blessing|Precious", "Osaretin|Eghosa|Goodluck|Godswill",
  "Igbinosa|Ogbebor|Omoregie|Ehigiamusoe|Osagie")
O("akan", "Akan (Ghana)", "Akosua|Ama|Efua|Abena", "Kwame|Kofi|Kwabena|Yaw",
  "Mensah|Owusu|Boateng|Asante|Osei|Agyeman-Duah")
O("ewe", "Ewe", "Dzifa|Esinam|Enyonam|Elikem", "Selorm|Edem|Senyo|Kafui",
  "Agbeko|Amegashie|Dzidzornu|Kpodo|Ahiable")
O("wolof", "Wolof (Senegal)", "Fatou|Awa|Ndèye Coumba|Khady", "Mamadou|Cheikh|Modou|Abdoulaye",
  "Ndiaye|Diop|Fall|Mbaye|Ndour|Gueye")
O("bambara", "Bambara (Mali)", "Aminata|Kadiatou|Oumou|Mariam", "Bakary|Seydou|Moussa|Souleymane",
  "Traoré|Keïta|Coulibaly|Diarra|Konaté|Sissoko")
O("fulani", "Fula (Guinea)", "Mariama|Hawa|Fatoumata|Djenabou", "Alpha Oumar|Mamadou Saliou|Boubacar|Amadou",
  "Diallo|Bah|Barry|Sow|Baldé|Jalloh")
O("ivorian", "Ivorian (Baoulé)", "Akissi|Adjoua|Aya|Amenan", "Kouassi|Konan|Yao|Kouakou",
  "Kouadio|N'Guessan|Koffi|Kouamé|N'Dri")
O("burkinabe", "Burkinabè (Mossi)", "Rasmata|Salimata|Alizèta|Pauline", "Issaka|Boukary|Salifou|Wendkouni",
  "Ouédraogo|Sawadogo|Kaboré|Zongo|Ilboudo")
O("cameroonian", "Cameroonian", "Nadège|Brigitte|Laure|Yvette", "Serge|Hervé|Joël|Blaise",
  "Mbarga|Atangana|Fotso|Nkoulou|Kamdem|Tchatchoua")
O("congolese", "Congolese (DRC)", "Merveille|Grâce|Dorcas|Nathalie", "Trésor|Héritier|Fiston|Glody",
  "Mukendi|Ilunga|Kalombo|Tshibangu|Nzuzi|Mbuyi")
O("rwandan", "Rwandan", "Claudine|Aline|Diane|Solange", "Jean de Dieu|Innocent|Emmanuel|Fabrice",
  "Habimana|Mukamana|Nsengiyumva|Uwase|Niyonzima|Hakizimana")
O("burundian", "Burundian", "Ange|Divine|Belyse|Nadia", "Déo|Prosper|Gervais|Ferdinand",
  "Niyonkuru|Irakoze|Ntahomvukiye|Bizimana|Ndikumana")
O("ugandan", "Ugandan (Baganda)", "Prossy|Harriet|Peace|Nakato", "Godfrey|Ronald|Moses|Kato",
  "Mukasa|Kiwanuka|Ssempijja|Nsubuga|Lubega")
O("kikuyu", "Kikuyu", "Wanjiru|Njeri|Faith|Mercy", "Kamau|Njoroge|Peter|Stephen",
  "Mwangi|Kariuki|Gitau|Waweru|Njuguna|Wainaina")
O("luo", "Luo", "Akinyi|Atieno|Awino|Adhiambo", "Otieno|Odhiambo|Ochieng|Onyango",
  "Owino|Omondi|Okoth|Ouma|Oduya")
O("kalenjin", "Kalenjin", "Chepkoech|Jepchirchir|Chebet|Jeruto", "Kiprotich|Kipkemboi|Cheruiyot|Kipchumba",
  "Rotich|Kiptoo|Korir|Kosgei|Lagat")
O("swahili", "Swahili (Tanzania)", "Mwanaisha|Rehema|Zuhura|Neema", "Juma|Baraka|Hamisi|Athumani",
  "Mwinyi|Mrisho|Shabani|Mbwambo|Mushi")
O("amhara", "Amhara (Ethiopia)", "Selamawit|Tigist|Meseret|Hirut", "Abebe|Dawit|Yohannes|Tewodros",
  "Kebede|Tadesse|Alemayehu|Bekele|Wolde-Mariam|Gebre-Egziabher", ref="first")
O("oromo", "Oromo", "Chaltu|Lensa|Ayantu|Obse", "Gemechu|Lencho|Abdisa|Tolosa",
  "Gudina|Fayisa|Tolera|Wakjira|Dibaba", ref="first")
O("tigrinya", "Tigrinya (Eritrea)", "Senait|Yordanos|Luwam|Winta", "Yonas|Habtom|Tesfalem|Berhane",
  "Gebremichael|Tesfamariam|Woldegiorgis|Habte|Kidane", ref="first")
O("somali", "Somali", "Hodan|Ifrah|Sagal|Ubah", "Abdirahman|Liban|Guled|Mohamed Abdi",
  "Abdi Warsame|Jama Farah|Nur Hassan|Yusuf Ali|Aden Hirsi", ref="first")
O("dinka", "Dinka (South Sudan)", "Achol|Nyandeng|Abuk|Ayen", "Deng|Garang|Majok|Makuei",
  "Mayen|Kuol|Akech|Bol|Malual")
O("zulu", "Zulu", "Nomvula|Thandeka|Lindiwe|Zanele", "Sipho|Bongani|Sibusiso|Themba",
  "Dlamini|Zungu|Mthembu|Ngcobo|Khumalo|Nxumalo")
O("xhosa", "Xhosa", "Siphokazi|Zintle|Ayanda|Nosipho", "Luthando|Xolani|Lwazi|Mzwandile",
  "Mzimba|Ngcukana|Mqhayi|Qotyana|Ntshona")
O("sotho", "Sotho", "Palesa|Lerato|Dineo|Mpho", "Thabo|Teboho|Lehlohonolo|Tumelo",
  "Mokoena|Molefe|Mofokeng|Nthako|Letsie")
O("tswana", "Tswana", "Kgomotso|Boitumelo|Onalenna|Goitseone", "Kagiso|Tshepo|Kabelo|Mothusi",
  "Molefhe|Kgosi|Mogwe|Tau|Masire")
O("shona", "Shona", "Tendai|Rudo|Chipo|Nyasha", "Tatenda|Farai|Tinashe|Tafadzwa",
  "Moyo|Chikwanha|Mutasa|Dube|Mapfumo")
O("ndebele", "Ndebele (Zimbabwe)", "Nomathemba|Sithabile|Nokuthula|Sibongile", "Mthulisi|Nkosinathi|Bhekithemba|Sizwe",
  "Sibanda|Ndlovu|Ncube|Nkomo|Mpofu")
O("bemba", "Bemba (Zambia)", "Chanda|Mwape|Bupe|Chileshe", "Mulenga|Bwalya|Mwansa|Chola",
  "Chilufya|Mumba|Kasonde|Mutale|Chisenga")
O("chewa", "Chewa (Malawi)", "Chisomo|Tiyamike|Thokozani|Madalitso", "Chikondi|Mphatso|Kondwani|Limbani",
  "Banda|Phiri|Mwale|Chirwa|Nyirenda")
O("mozambican", "Mozambican", "Graça|Esperança|Lurdes|Celeste", "Armando|Custódio|Albino|Filipe",
  "Cossa|Tembe|Sitoe|Macuácua|Mabote")
O("angolan", "Angolan", "Nzinga|Luzia|Madalena|Domingas", "Adão|Bartolomeu|Elias|Osvaldo",
  "Kiala|da Conceição|Neto|Mbala|Cassoma")
O("malagasy", "Malagasy", "Hanitra|Voahangy|Lalao|Miora", "Andry|Rivo|Hery|Tojo",
  "Rakotomalala|Andrianarivelo|Razafindrakoto|Randriamampionona|Rasoanaivo")
O("afrikaans", "Afrikaans", "Annelie|Riana|Marietjie|Elsabé", "Pieter|Wikus|Gerhardus|Jaco",
  "van der Merwe|du Plessis|Botha|Steyn|le Roux|Janse van Rensburg")
O("cape_verdean", "Cape Verdean", "Odete|Nilda|Dulcelina|Eneida", "Alcides|Armindo|Adilson|Nelson",
  "Semedo|Tavares|Fortes|Monteiro|Brito")

# ------------------------------------------------------------------ Americas
O("african_american", "African American", "Shanice|Latoya|Imani|Destiny", "DeShawn|Jamal|Darnell|Malik",
  "Washington|Jefferson|Booker|Freeman|Banks")
O("navajo", "Navajo (Diné)", "Shandiin|Nizhoni|Marlene|Dezbah", "Kee|Ahiga|Delbert|Leroy",
  "Begay|Yazzie|Tsosie|Benally|Nez|Etsitty")
O("lakota", "Lakota", "Winona|Charmaine|Wicahpi|Marcella", "Chaske|Darrell|Russell|Wanbli",
  "Two Bulls|Yellow Horse|Iron Shell|Little Thunder|Looking Horse")
O("cherokee", "Cherokee", "Ahyoka|Rayna|Loretta|Cheyenne", "Dustin|Ray|Clint|Sequoyah",
  "Sixkiller|Walkingstick|Swimmer|Hummingbird|Tehee")
O("inuit", "Inuit", "Elisapee|Siila|Taqralik|Aaju", "Lucassie|Pauloosie|Jaypeetee|Natar",
  "Kunuk|Angnakak|Qitsualik|Arnatsiaq|Tagoona")
O("mexican", "Mexican", "Guadalupe|Xóchitl|Itzel|María Fernanda", "Cuauhtémoc|Juan Pablo|Jesús|Emiliano",
  "Hernández|Ramírez|Cruz|Ochoa|Velázquez|de la Garza", second_p=0.6)
O("maya", "Maya (Guatemala)", "Ixchel|Juana|Rosalía|Candelaria", "Diego|Pascual|Lucas|Nicolás",
  "Tzul|Cux|Ajanel|Batz|Xicará|Coc|Pop|Tun", second_p=0.5)
O("puerto_rican", "Puerto Rican", "Yaritza|Zuleyka|Marisol|Gladys", "Yadiel|Jomar|Edwin|Luis Ángel",
  "Colón|Rivera|Maldonado|Santiago|Rosario|Del Valle", second_p=0.5)
O("cuban", "Cuban", "Yaneisy|Yusimí|Dayami|Odalys", "Yoandy|Yasiel|Reinier|Osmany",
  "Pérez|Betancourt|Céspedes|Castellanos|Fajardo", second_p=0.5)
O("dominican", "Dominican", "Yokasta|Altagracia|Ramona|Yudelka", "Yunior|Wilkin|Franklin|Juan de Dios",
  "Peña|Polanco|De la Rosa|Jiménez|Almonte|Tavárez", second_p=0.4)
O("haitian", "Haitian", "Nadège|Marie-Ange|Wideline|Fabienne", "Wisly|Dieuseul|Jean-Robert|Wilner",
  "Pierre-Louis|Joseph|Jean-Baptiste|Charles|Toussaint|Désir")
O("jamaican", "Jamaican", "Kadian|Shanique|Tanesha|Nordia", "Kemar|Rohan|Omari|Dwayne",
  "Grant|Henry|McKenzie|Campbell|Stewart")
O("indo_caribbean", "Indo-Trinidadian", "Indira|Sharda|Vashti|Savitri", "Ramesh|Deoraj|Krishna|Nizam",
  "Maharaj|Ramdass|Persad|Ramkissoon|Seepersad|Boodram")
O("colombian", "Colombian", "Luz Marina|Yesenia|Leidy|Dayana", "John Jairo|Jhon Fredy|Wilmar|Andrés Felipe",
  "Restrepo|Zuluaga|Cardona|Giraldo|Arango", second_p=0.6)
O("venezuelan", "Venezuelan", "Yulimar|Oriana|Mariángel|Yusmary", "Yonathan|Deivis|Héctor José|Jesús Alberto",
  "Guerra|Briceño|Pernía|Villalobos|Urdaneta", second_p=0.5)
O("quechua", "Quechua (Peru)", "Nélida|Sisa|Yolanda|Rosa Luz", "Wilber|Teófilo|Inti|Hilario",
  "Quispe|Huamán|Condori|Ccahuana|Yupanqui|Huaraca", second_p=0.5)
O("aymara", "Aymara (Bolivia)", "Nayra|Wara|Sabina|Juana", "Wilfredo|Hilarión|Félix|Germán",
  "Choque|Ticona|Apaza|Huanca|Chambi|Mamani", second_p=0.5)
O("mapuche", "Mapuche (Chile)", "Millaray|Ayelén|Rayén|Relmu", "Lautaro|Nahuel|Pehuén|Galvarino",
  "Huenchumilla|Catrileo|Millalén|Painemal|Ñanculef|Antileo", second_p=0.4)
O("argentine", "Argentine", "Florencia|Agustina|Milagros|Luján", "Facundo|Santino|Gonzalo|Lisandro",
  "Bianchi|Rinaldi|Carrizo|Iturralde|Gutiérrez Bauer")
O("brazilian", "Brazilian", "Maria Eduarda|Thaís|Francisca|Raimunda", "João Vitor|Washington|Francisco de Assis|Cleiton",
  "dos Santos|Oliveira|Nascimento|Albuquerque|Cavalcanti|Figueiredo", second_p=0.5)
O("quebecois", "Québécois", "Geneviève|Marie-Ève|Josée|Mélanie", "Jean-François|Réjean|Gaétan|Maxime",
  "Tremblay|Gagnon|Bouchard|Côté|Lévesque|St-Pierre")
O("cajun", "Cajun", "Evangeline|Clothilde|Azélie|Noëlla", "Alcide|Ulysse|Ovide|Placide",
  "Boudreaux|Thibodeaux|Broussard|LeBlanc|Guidry|Fontenot")

# ------------------------------------------------------------------- Oceania
O("maori", "Māori", "Aroha|Mereana|Kiri|Ataahua", "Wiremu|Tamati|Rawiri|Hemi",
  "Te Whata|Ngata|Parata|Te Rangi|Tipene|Rangihuna")
O("samoan", "Samoan", "Sina|Malia|Lagi|Fetu", "Iosefa|Tavita|Fa'afetai|Ioane",
  "Tuilagi|Fa'alogo|Leota|Sapolu|Aiono|Tuiasosopo")
O("tongan", "Tongan", "Mele|Seini|'Ana|Losaline", "Sione|Tevita|Siaosi|Viliami",
  "Taufa|Fifita|Vaipulu|Tu'ipulotu|Havili|Lolohea")
O("fijian", "iTaukei Fijian", "Losana|Mereoni|Litia|Salote", "Jone|Semisi|Waisale|Eroni",
  "Nadolo|Qalo|Ratuva|Vakacegu|Naivalu")
O("hawaiian", "Native Hawaiian", "Leilani|Noelani|Keala|Pualani", "Kainoa|Makoa|Keoni|Kaleo",
  "Kahananui|Kealoha|Akana|Kanahele|Kaʻapana")
