# -*- coding: utf-8 -*-
"""Hand-written person-name material for pii_names_eval_v20.

Written from general knowledge for this corpus only; not taken from any package or data set.

Each origin is built with O(code, order, f=..., m=..., fam=..., **opts):
  order   "W" given-first, "E" family-first
  f, m    "|"-separated given names (a given name may contain spaces: "Ana Luiza", "Jean de Dieu")
  fam     "|"-separated family names; "Kowalski/Kowalska" = male/female form
  opts:
    flip=p       render in the other order with probability p (Hungarian, CJK in English text ...)
    second=p     add a second family name with probability p (joined by `join`, default " ")
    join=" i "   joiner for the second family name (Catalan)
    mid=(f, m, p)  a middle name from the lists with probability p
    midfam=p     middle name = another family name of the origin (Filipino mother's surname)
    midinit=p    ... written as an initial ("Maricel B. dela Cruz")
    pat=("A/B|..", p)  patronymic (male/female forms) between given and family name
    father=p     father's given name as middle part (Somali, Egyptian, Marathi ...)
    nasab=p      "bin <father>" / "bint <father>" before the family name (Gulf Arabic)
    malay=True   "<given> bin/binti <father>" (no family name; fam list = fathers' names)
    kaur=p       Sikh "Kaur"/"Singh" as middle part
    pre=(f, m, p)  a (Christian/English) name before the given name ("Faith Wanjiru Macharia")
    eng=(f, m, p)  an English given name ("Kelvin Chan", "Jason Tan Wei Ming")
    vi=True      Vietnamese middle (Thị / Văn ...), sometimes without diacritics
    mono=p       mononym (given name only: Javanese)
    single="f:..|m:.."  whole names only (Burmese, Balinese): no first/last split
    tamil=True   initial form is "<family initial>. <given>" ("R. Senthil")
    native=dict(...)  the same person in the native script: keys f, m, fam, sep, order, pat, single, kaur
"""

ORIGINS = []


def O(code, order="W", f="", m="", fam="", **opts):
    d = dict(code=code, order=order, f=_split(f), m=_split(m), fam=_split(fam))
    d.update(opts)
    if "native" in d:
        nat = dict(d["native"])
        for k in ("f", "m", "fam"):
            nat[k] = _split(nat.get(k, ""))
        nat.setdefault("order", order)
        nat.setdefault("sep", " ")
        d["native"] = nat
    ORIGINS.append(d)


def _split(s):
    return [x for x in s.split("|") if x] if isinstance(s, str) else list(s)


# ---------------------------------------------------------------- British Isles, North America
O("english", f="Harriet|Abigail|Georgina|Philippa|Imogen", m="Rupert|Callum|Alfie|Graham|Nigel",
  fam="Whitfield|Ashworth|Pemberton|Hargreaves|Featherstone|Cartwright|Hartley-Booth",
  mid=("Jane|Louise|Rose", "James|Edward|William", 0.2))
O("scottish", f="Morag|Kirsty|Eilidh|Isla|Catriona", m="Hamish|Angus|Fraser|Ewan|Murdo",
  fam="MacLeod|McAllister|Buchanan|Fergusson|MacKenzie|Urquhart")
O("irish", f="Siobhán|Aoife|Niamh|Gráinne|Caoimhe", m="Cian|Oisín|Pádraig|Ruairí|Diarmuid",
  fam="O'Sullivan|McCarthy|Ó Ceallaigh/Ní Cheallaigh|Fitzgerald|Donnelly|Mac Giolla Phádraig")
O("welsh", f="Angharad|Cerys|Rhiannon|Ffion|Nia", m="Dafydd|Gruffydd|Iolo|Rhodri|Gethin",
  fam="Llywelyn|Pritchard|Vaughan|ap Gwilym|Prys|Bowen")
O("cornish", f="Demelza|Morwenna|Tamsin|Kerensa", m="Jago|Piran|Tristan|Denzil",
  fam="Trelawny|Penhaligon|Tregenza|Polglase|Nancarrow")
O("american", f="Brittany|Kayla|Madison|Imani|Keisha", m="Tyler|Brandon|Cody|DeShawn|Jamal",
  fam="Jenkins|Whitaker|Dawson|Holloway|Washington|Kowalczyk",
  mid=("Lynn|Marie|Nicole", "Wayne|Lee|Allen", 0.3), midinit=0.5)
O("quebecois", f="Geneviève|Marie-Ève|Josée|Chantal|Mélanie", m="Jean-François|Réjean|Gilles|Mathieu|Guillaume",
  fam="Tremblay|Gagnon|Bouchard|Côté|Lévesque|Gauthier")
O("cajun", f="Clothilde|Emmaline|Claudette|Renée", m="Beau|Remy|Alcide|Lucien",
  fam="Boudreaux|Thibodeaux|Hébert|Guidry|LeBlanc|Fontenot")
O("navajo", f="Shandiin|Loretta|Winona|Marlene", m="Darrell|Shaun|Raymond|Nakai",
  fam="Begay|Yazzie|Tsosie|Benally|Nez|Tsinajinnie")
O("lakota", f="Charlene|Tiana|Autumn|Winona", m="Lyle|Russell|Delbert|Chaske",
  fam="Two Bulls|Red Cloud|Little Thunder|Iron Shell|Yellow Horse")
O("cherokee", f="Lorene|Wilma|Kimberly|Ayita|Ahyoka", m="Chad|Travis|Dustin|Wesley",
  fam="Sixkiller|Swimmer|Hummingbird|Tehee|Standingdeer")
O("hawaiian", f="Leilani|Kainani|Noelani|Healani", m="Kekoa|Makoa|Kaimana|Keoni",
  fam="Kahananui|Kealoha|Kamakau|Akana|Kahale")
O("jamaican", f="Tameka|Kerry-Ann|Shanique|Nadine", m="Delroy|Leroy|Oneil|Fitzroy",
  fam="Reid|Gayle|McKenzie|Barrett|Thompson-Bailey|Campbell")
O("trinidadian", f="Savitri|Indira|Kamla|Rashmi", m="Deoraj|Sookdeo|Ramesh|Vishnu",
  fam="Ramkissoon|Maharaj|Persad|Ramdial|Boodram|Seepersad")
O("haitian", f="Mirlande|Nadège|Fabienne|Wideline|Guerline", m="Jean-Robert|Wilner|Fritz|Wesner|Jean-Ronel",
  fam="Pierre-Louis|Jean-Baptiste|Dorélien|Célestin|Saint-Fleur|Joseph")

# ---------------------------------------------------------------- Western Europe
O("french", f="Margaux|Ségolène|Clémence|Anaïs|Marie-Claire", m="Benoît|Gaëtan|Thibault|Jean-Baptiste|Loïc",
  fam="Lefèvre|Rousseau|Giraud|de Villiers|Chevallier|Dubois-Martin|Delacroix")
O("breton", f="Gwenaëlle|Maïwenn|Rozenn|Soazig", m="Yannick|Erwan|Goulven|Tanguy",
  fam="Le Gall|Kerguelen|Le Bihan|Quéméner|Le Floch|Guivarc'h")
O("walloon", f="Gaëlle|Amandine|Justine|Océane", m="Grégory|Jérôme|Quentin|Cédric",
  fam="Lemaire|Delvaux|Dethier|Gilson|Wathelet")
O("flemish", f="Lieselot|Griet|Ine|Sofie|Elke", m="Wouter|Pieter-Jan|Joris|Stijn|Koen",
  fam="Vandenbroucke|Declercq|Van Damme|De Smet|Verhaegen|Vanderstraeten")
O("dutch", f="Femke|Anouk|Marloes|Sanne|Lotte", m="Joost|Bram|Daan|Sjoerd|Thijs",
  fam="van der Meer|de Vries|van 't Hof|Bakker|ter Horst|Schouten|van den Heuvel")
O("frisian", f="Sytske|Baukje|Froukje|Tjitske", m="Tjeerd|Wiebe|Auke|Sybren",
  fam="Hoekstra|Dijkstra|Wiersma|Terpstra|Zijlstra")
O("german", f="Annegret|Friederike|Luise|Jana|Wiebke", m="Jörg|Matthias|Lukas|Till|Bernd",
  fam="Schröder|Weißmann|von Bülow|Hoffmann|Krüger|Müller-Lüdenscheidt|Oßwald")
O("austrian", f="Theresa|Magdalena|Johanna|Veronika", m="Florian|Lorenz|Wolfgang|Leopold",
  fam="Gruber|Huber|Pichler|Steinbichler|Wallner|Pölzl")
O("swiss", f="Nadja|Corinne|Regula|Seraina", m="Urs|Reto|Beat|Ueli",
  fam="Brunner|Zürcher|Baumgartner|Gerber|Bachmann|Caflisch")
O("luxembourgish", f="Tessy|Joëlle|Carole|Nathalie", m="Jos|Gilles|Laurent|Romain",
  fam="Thill|Kieffer|Schmit|Reuter|Wagener")
O("italian", f="Chiara|Benedetta|Ilaria|Federica|Maria Grazia", m="Giacomo|Lorenzo|Pierluigi|Gianmarco|Vincenzo",
  fam="De Luca|Di Stefano|Esposito|Bianchi|Dell'Acqua|Lo Iacono|Ferraro")
O("sicilian", f="Rosalia|Concetta|Agata|Carmela", m="Salvatore|Carmelo|Calogero|Gaetano",
  fam="Lo Bianco|La Rosa|Scuderi|Pappalardo|Musumeci")
O("sardinian", f="Bonaria|Grazia|Efisia|Giovanna", m="Efisio|Gavino|Salvatore|Antioco",
  fam="Piras|Pinna|Melis|Deiana|Sanna")
O("maltese", f="Marija|Rosianne|Doreen|Charmaine", m="Ġorġ|Kurt|Jean Paul|Ċensu",
  fam="Borg|Camilleri|Vella|Farrugia|Xuereb|Zammit")
O("spanish", f="Inmaculada|Begoña|Rocío|Lucía|María del Mar", m="Íñigo|Álvaro|Jesús|Sergio|José Antonio",
  fam="Martínez|Sánchez|Ortega|del Río|Ruiz|Morales|Ramírez de Arellano", second=0.7)
O("catalan", f="Montserrat|Núria|Mercè|Laia|Meritxell", m="Jordi|Pau|Oriol|Xavier|Joan",
  fam="Puig|Casals|Vilanova|Ferrer|Soler|Roca", second=0.6, join=" i ")
O("basque", f="Itziar|Amaia|Nerea|Ainhoa|Maite", m="Iker|Unai|Gorka|Aitor|Joseba",
  fam="Etxeberria|Goikoetxea|Zubizarreta|Arrieta|Urrutia|Agirre", second=0.6)
O("galician", f="Uxía|Iria|Antía|Sabela", m="Xoán|Brais|Xabier|Anxo",
  fam="Outeiro|Ferreiro|Varela|Seoane|Castro", second=0.6)
O("portuguese", f="Inês|Leonor|Margarida|Beatriz|Maria João", m="João|Tiago|Gonçalo|Rui|Duarte",
  fam="Magalhães|Sousa|Fonseca|dos Santos|Carvalho|Pinto|Vasconcelos", second=0.5)

# ---------------------------------------------------------------- Latin America
O("brazilian", f="Thaís|Luana|Raíssa|Ana Luiza|Gisele", m="Thiago|Caio|Luiz Felipe|Wellington|Cauã",
  fam="da Silva|dos Santos|Oliveira|Nascimento|Albuquerque|Cavalcanti|de Souza", second=0.5)
O("mexican", f="Guadalupe|Ximena|Itzel|María José|Xóchitl", m="José Luis|Emiliano|Juan Pablo|Ulises|Cuauhtémoc",
  fam="Hernández|Villaseñor|Gutiérrez|Zavala|Treviño|Chávez", second=0.7)
O("argentine", f="Florencia|Agustina|Milagros|Lucía Belén", m="Facundo|Nahuel|Gonzalo|Juan Cruz",
  fam="Rodríguez|Pereyra|Giménez|Ferreyra|Bustos|Iturralde", second=0.2)
O("colombian", f="Valentina|Daniela|Luz Marina|Yeimy", m="Andrés Felipe|Juan Esteban|Jhon Jairo|Wilson",
  fam="Restrepo|Londoño|Ospina|Echeverri|Cárdenas|Zuluaga", second=0.7)
O("chilean", f="Constanza|Javiera|Francisca|Catalina", m="Matías|Benjamín|Vicente|Cristóbal",
  fam="Contreras|Valenzuela|Sepúlveda|Fuenzalida|Riquelme|Troncoso", second=0.6)
O("peruvian", f="Rosa Elvira|Yessenia|Milagros|Karina", m="Wilmer|Percy|Edwin|Renzo",
  fam="Paredes|Zegarra|Valdivia|Tapia|Salazar", second=0.6)
O("quechua", f="Nilda|Yolanda|Sabina|Rosalía", m="Saturnino|Wilfredo|Teófilo|Alcides",
  fam="Quispe|Huamán|Condori|Ccahuana|Huillca|Yupanqui", second=0.6)
O("aymara", f="Filomena|Basilia|Justina|Eulogia", m="Teodoro|Germán|Eusebio|Félix",
  fam="Mamani|Choque|Ticona|Apaza|Quisbert|Limachi", second=0.6)
O("mapuche", f="Ayelén|Rayén|Millaray|Relmu", m="Lautaro|Nahuel|Aukán|Huenu",
  fam="Huenchumilla|Painemal|Catrileo|Millaqueo|Ancalaf|Llancalef", second=0.5)
O("venezuelan", f="Yusmary|Mariángel|Oriana|Yuleisy", m="Yorman|Deivis|Luis Alejandro|Yeferson",
  fam="Rangel|Briceño|Urdaneta|Colmenares|Guanipa", second=0.6)
O("cuban", f="Yamilé|Dayana|Odalys|Yanelis", m="Yoandri|Osmany|Yasiel|Yunior",
  fam="Carbonell|Despaigne|Céspedes|Mesa|Valdés", second=0.6)
O("dominican", f="Altagracia|Yokasta|Yudelka|Scarlet", m="Wascar|Rafael Antonio|Franklin|Yeuri",
  fam="Peña|Tejeda|De los Santos|Polanco|Almonte", second=0.5)
O("puertorican", f="Yaritza|Marisol|Nitza|Zuleyka", m="Javier|Edwin|Ángel Luis|Yadiel",
  fam="Colón|Figueroa|Maldonado|Santiago|Rivera|Vázquez", second=0.5)

# ---------------------------------------------------------------- Mediterranean, Balkans
O("greek", f="Eleni|Vasiliki|Despoina|Eirini|Paraskevi", m="Giorgos|Dimitris|Panagiotis|Stavros|Charalampos",
  fam="Papadopoulos/Papadopoulou|Georgiou|Konstantinidis/Konstantinidou|Alexiou|Karagiannis/Karagianni|Oikonomou",
  native=dict(f="Ελένη|Βασιλική|Δέσποινα|Ειρήνη", m="Γιώργος|Δημήτρης|Παναγιώτης|Σταύρος",
              fam="Παπαδόπουλος/Παπαδοπούλου|Γεωργίου|Κωνσταντινίδης/Κωνσταντινίδου|Αλεξίου|Καραγιάννης/Καραγιάννη"))
O("cypriot", f="Androulla|Panayiota|Chrystalla|Maroulla", m="Andreas|Christakis|Kyriacos|Neophytos",
  fam="Christodoulou|Hadjipetrou|Charalambous|Ioannou|Hadjisavvas")
O("albanian", f="Arta|Besjana|Drita|Elira|Mimoza", m="Arben|Besnik|Ilir|Gëzim|Fatmir",
  fam="Hoxha|Krasniqi|Berisha|Gashi|Dervishi|Çela")
O("macedonian", f="Biljana|Katerina|Marija|Elena", m="Goran|Zoran|Dejan|Aleksandar",
  fam="Trajkovski/Trajkovska|Stojanovski/Stojanovska|Petrovski/Petrovska|Nikolovski/Nikolovska",
  native=dict(f="Билјана|Катерина", m="Горан|Зоран|Дејан",
              fam="Трајковски/Трајковска|Стојановски/Стојановска|Николовски/Николовска"))
O("bulgarian", f="Tsvetelina|Desislava|Radka|Boryana", m="Hristo|Stoyan|Todor|Lyubomir",
  fam="Ivanov/Ivanova|Georgiev/Georgieva|Dimitrov/Dimitrova|Stoychev/Stoycheva|Angelov/Angelova",
  native=dict(f="Цветелина|Десислава|Радка|Боряна", m="Христо|Стоян|Тодор|Любомир",
              fam="Иванов/Иванова|Георгиев/Георгиева|Димитров/Димитрова|Стойчев/Стойчева"))
O("serbian", f="Jelena|Milica|Dragana|Ljiljana", m="Nemanja|Miloš|Dušan|Dragoljub",
  fam="Jovanović|Petrović|Đorđević|Stojković|Nikolić",
  native=dict(f="Јелена|Милица|Драгана|Љиљана", m="Немања|Милош|Душан", fam="Јовановић|Петровић|Ђорђевић|Стојковић"))
O("croatian", f="Ivana|Mirjana|Ana-Marija|Vesna", m="Krešimir|Tomislav|Zvonimir|Dražen",
  fam="Horvat|Kovačević|Babić|Jurić|Marić|Šimunović")
O("bosnian", f="Amra|Selma|Lejla|Emina", m="Haris|Emir|Adnan|Edin",
  fam="Hodžić|Mujić|Begović|Hadžiahmetović|Osmanović")
O("slovenian", f="Špela|Urška|Nuša|Mojca", m="Matej|Rok|Primož|Jure",
  fam="Novak|Kranjc|Zupančič|Potočnik|Vidmar")
O("romanian", f="Ioana|Mădălina|Andreea|Ileana", m="Mihai|Ștefan|Bogdan|Răzvan",
  fam="Popescu|Ionescu|Dumitrescu|Constantinescu|Munteanu|Stănescu")
O("moldovan", f="Doina|Viorica|Corina|Lilia", m="Ion|Vasile|Veaceslav|Vitalie",
  fam="Rusu|Ciobanu|Țurcanu|Cebotari|Lungu")
O("turkish", f="Ayşe|Elif|Gülşen|Zeynep|İpek", m="Mehmet|Emre|Oğuz|İsmail|Barış",
  fam="Yılmaz|Öztürk|Çelik|Şahin|Kılıç|Aydın|Karaağaçlı")
O("kurdish", f="Rojda|Berfin|Hêvî|Nazdar|Shilan", m="Rêbaz|Dilşad|Hêmin|Azad|Soran",
  fam="Zebari|Amedi|Hawrami|Sindi|Doski|Botani")

# ---------------------------------------------------------------- Central & Eastern Europe, Nordics, Baltics
O("czech", f="Kateřina|Zuzana|Lenka|Markéta", m="Jiří|Vojtěch|Přemysl|Ondřej",
  fam="Dvořák/Dvořáková|Novák/Nováková|Procházka/Procházková|Černý/Černá|Kučera/Kučerová|Šťastný/Šťastná")
O("slovak", f="Ľubica|Miroslava|Dominika|Jana", m="Ľubomír|Juraj|Marek|Štefan",
  fam="Kováč/Kováčová|Horváth/Horváthová|Baláž/Balážová|Šimko/Šimková|Ďurica/Ďuricová")
O("polish", f="Małgorzata|Agnieszka|Joanna|Grażyna|Zofia", m="Krzysztof|Grzegorz|Wojciech|Przemysław|Łukasz",
  fam="Kowalski/Kowalska|Wiśniewski/Wiśniewska|Szczepański/Szczepańska|Brzęczyszczykiewicz|Nowak|Wójcik|Dąbrowski/Dąbrowska")
O("hungarian", f="Zsófia|Erzsébet|Réka|Boglárka|Enikő", m="Gergely|Csaba|Levente|Zsolt|Ödön",
  fam="Nagy|Kovács|Szabó|Tóth|Szőke|Farkas|Hegedűs", flip=0.35)
O("russian", f="Yekaterina|Svetlana|Lyudmila|Olga|Anastasia", m="Dmitry|Aleksey|Konstantin|Yevgeny|Sergey",
  fam="Smirnov/Smirnova|Kuznetsov/Kuznetsova|Sokolov/Sokolova|Vorobyov/Vorobyova|Lebedev/Lebedeva",
  pat=("Sergeyevich/Sergeyevna|Ivanovich/Ivanovna|Nikolayevich/Nikolayevna|Aleksandrovich/Aleksandrovna", 0.3),
  native=dict(f="Екатерина|Светлана|Ольга|Людмила|Анастасия", m="Дмитрий|Алексей|Константин|Евгений|Сергей",
              fam="Смирнов/Смирнова|Кузнецов/Кузнецова|Соколов/Соколова|Воробьёв/Воробьёва|Лебедев/Лебедева",
              pat=("Сергеевич/Сергеевна|Иванович/Ивановна|Николаевич/Николаевна|Александрович/Александровна", 0.35)))
O("ukrainian", f="Oksana|Olena|Iryna|Khrystyna", m="Taras|Bohdan|Mykola|Andriy",
  fam="Shevchenko|Kovalenko|Bondarenko|Tkachuk|Melnyk|Hrytsenko",
  pat=("Tarasovych/Tarasivna|Mykolaiovych/Mykolaivna|Petrovych/Petrivna", 0.2),
  native=dict(f="Оксана|Олена|Ірина|Христина", m="Тарас|Богдан|Микола|Андрій",
              fam="Шевченко|Коваленко|Бондаренко|Ткачук|Мельник",
              pat=("Тарасович/Тарасівна|Миколайович/Миколаївна|Петрович/Петрівна", 0.3)))
O("belarusian", f="Alesia|Volha|Nasta|Darya", m="Ales|Uladzimir|Siarhei|Yauhen",
  fam="Kasperovich|Zhuk|Dubovik|Marozau/Marozava|Sakalou/Sakalova",
  native=dict(f="Алеся|Вольга|Наста", m="Алесь|Уладзімір|Сяргей", fam="Каспяровіч|Жук|Дубовік|Марозаў/Марозава"))
O("lithuanian", f="Rūta|Giedrė|Aušra|Eglė", m="Mindaugas|Tomas|Darius|Gintaras",
  fam="Kazlauskas/Kazlauskienė|Petrauskas/Petrauskaitė|Jankauskas/Jankauskienė|Žukauskas/Žukauskaitė|Paulauskas/Paulauskienė")
O("latvian", f="Ilze|Inese|Baiba|Līga", m="Jānis|Andris|Māris|Edgars",
  fam="Bērziņš/Bērziņa|Kalniņš/Kalniņa|Ozoliņš/Ozoliņa|Liepa|Krūmiņš/Krūmiņa")
O("estonian", f="Kadri|Triin|Liis|Maarja|Kärt", m="Priit|Toomas|Rein|Mart|Jüri",
  fam="Tamm|Saar|Kask|Sepp|Rebane|Mägi|Õunapuu")
O("finnish", f="Aino|Tuulikki|Satu|Hanna-Riikka|Päivi", m="Jukka|Matti|Juha-Pekka|Ilkka|Eero",
  fam="Virtanen|Korhonen|Mäkinen|Nieminen|Hämäläinen|Järvinen")
O("sami", f="Máret|Risten|Elle|Ánne", m="Áilu|Ánde|Niillas|Jovnna",
  fam="Gaup|Somby|Eira|Hætta|Utsi|Sara")
O("swedish", f="Ingrid|Linnéa|Agneta|Ebba|Siv", m="Björn|Gustav|Håkan|Sven-Erik|Lars-Göran",
  fam="Lindqvist|Åberg|Sjöberg|Lundgren|Bergström|Ekström")
O("norwegian", f="Solveig|Ingvild|Sigrid|Kari|Ragnhild", m="Øystein|Håvard|Torbjørn|Eirik|Sindre",
  fam="Haugland|Strømme|Bakken|Fjeldstad|Røed|Aasheim")
O("danish", f="Mette|Signe|Birgitte|Karen|Lærke", m="Søren|Mads|Rasmus|Jesper|Bjarke",
  fam="Sørensen|Kjærgaard|Møller|Dalsgaard|Thygesen|Frandsen")
O("icelandic", f="Guðrún|Sigríður|Þórunn|Hrafnhildur|Kolbrún", m="Sigurður|Gunnar|Þórður|Ragnar|Kjartan",
  fam="Jónsson/Jónsdóttir|Guðmundsson/Guðmundsdóttir|Magnússon/Magnúsdóttir|Einarsson/Einarsdóttir|Stefánsson/Stefánsdóttir|Þorsteinsson/Þorsteinsdóttir")
O("faroese", f="Turið|Sunneva|Rannvá|Elin", m="Jógvan|Rógvi|Tróndur|Heðin",
  fam="Joensen|Poulsen|Højgaard|Dam|Jacobsen|Mikkelsen")
O("greenlandic", f="Naja|Aviaja|Paninnguaq|Nivi", m="Aqqaluk|Kuupik|Inuuteq|Malik",
  fam="Kleist|Lynge|Motzfeldt|Kristiansen|Berthelsen")
O("ashkenazi", f="Rivka|Malka|Chaya|Esther|Faige", m="Mendel|Shmuel|Moishe|Yankel|Avrohom",
  fam="Goldfarb|Rosenzweig|Katz|Zilberman|Teitelbaum|Perlmutter")
O("israeli", f="Noa|Tamar|Shira|Yael|Michal", m="Eitan|Yonatan|Itai|Omer|Amit",
  fam="Ben-David|Mizrahi|Peretz|Shapira|Ben-Ami|Azoulay",
  native=dict(f="נועה|תמר|שירה|יעל|מיכל", m="איתן|יונתן|איתי|עומר", fam="בן-דוד|מזרחי|פרץ|שפירא|כהן"))

# ---------------------------------------------------------------- Caucasus, Central Asia, Siberia
O("georgian", f="Nino|Tamar|Ketevan|Mariam|Tamta", m="Giorgi|Levan|Davit|Irakli|Zurab",
  fam="Beridze|Kapanadze|Gelashvili|Tsiklauri|Chkheidze|Japaridze",
  native=dict(f="ნინო|თამარ|ქეთევან|მარიამ", m="გიორგი|ლევან|დავით|ირაკლი",
              fam="ბერიძე|კაპანაძე|გელაშვილი|წიკლაური|ჩხეიძე"))
O("armenian", f="Anahit|Lusine|Hripsime|Gayane|Nare", m="Aram|Tigran|Hovhannes|Vardan|Armen",
  fam="Hakobyan|Sargsyan|Petrosyan|Grigoryan|Avetisyan|Boghossian",
  native=dict(f="Անահիտ|Լուսինե|Գայանե", m="Արամ|Տիգրան|Հովհաննես|Վարդան",
              fam="Հակոբյան|Սարգսյան|Պետրոսյան|Գրիգորյան"))
O("azerbaijani", f="Günel|Aygün|Nərmin|Ləman|Sevinc", m="Elvin|Rəşad|Tural|Orxan|Vüsal",
  fam="Məmmədov/Məmmədova|Əliyev/Əliyeva|Hüseynov/Hüseynova|Quliyev/Quliyeva|Həsənli")
O("chechen", f="Zarema|Kheda|Madina|Luiza", m="Ruslan|Akhmed|Magomed|Islam",
  fam="Umarov/Umarova|Gaziev/Gazieva|Batalov/Batalova|Zakaev/Zakaeva")
O("tatar", f="Alsu|Gulnaz|Chulpan|Läysän|Ilsiyar", m="Rinat|Ildar|Rustem|Timur|Marat",
  fam="Khairullin/Khairullina|Galiev/Galieva|Sharipov/Sharipova|Minnikhanov/Minnikhanova|Gabdrakhmanov/Gabdrakhmanova")
O("sakha", f="Sardaana|Aitalina|Kyunnei|Aiyyna", m="Aisen|Erchim|Nyurgun|Aian",
  fam="Vinokurov/Vinokurova|Ammosov/Ammosova|Nikiforov/Nikiforova|Zakharov/Zakharova")
O("kazakh", f="Aigerim|Aruzhan|Gulnar|Zhanar|Dinara", m="Yerlan|Daniyar|Askar|Bauyrzhan|Nurlan",
  fam="Abenov/Abenova|Suleimenov/Suleimenova|Zhaksybekov/Zhaksybekova|Omarov/Omarova|Nurpeisov/Nurpeisova",
  native=dict(f="Әйгерім|Аружан|Гүлнар", m="Ерлан|Данияр|Асқар|Бауыржан",
              fam="Сүлейменов/Сүлейменова|Омаров/Омарова|Әбенов/Әбенова"))
O("kyrgyz", f="Aizada|Cholpon|Begimai|Nazira", m="Azamat|Chyngyz|Almazbek|Talant",
  fam="Usenov/Usenova|Asanbekov/Asanbekova|Mamytov/Mamytova|Dzhumabaev/Dzhumabaeva")
O("uzbek", f="Dilnoza|Gulnora|Shahnoza|Madina|Nodira", m="Otabek|Sardor|Jahongir|Bekzod|Sherzod",
  fam="Yusupov/Yusupova|Karimov/Karimova|Rakhimov/Rakhimova|Abdullaev/Abdullaeva|Ergashev/Ergasheva|Tursunov/Tursunova")
O("tajik", f="Nilufar|Zarina|Firuza|Manizha", m="Farrukh|Jamshed|Rustam|Behruz",
  fam="Rahimov/Rahimova|Nazarov/Nazarova|Saidov/Saidova|Karimzoda|Sharipzoda")
O("turkmen", f="Jemal|Aynabat|Gözel|Ogulnabat", m="Serdar|Merdan|Döwlet|Batyr",
  fam="Orazow/Orazowa|Amanow/Amanowa|Durdyýew/Durdyýewa|Annaýew/Annaýewa")
O("mongolian", f="Oyunchimeg|Enkhjargal|Saraa|Bolormaa|Khulan", m="Batbayar|Ganbold|Tömörbaatar|Erdenebat|Temuulen",
  fam="Batsaikhan|Gantulga|Dorjsuren|Purevdorj|Enkhbold",
  native=dict(f="Оюунчимэг|Энхжаргал|Болормаа", m="Батбаяр|Ганболд|Төмөрбаатар",
              fam="Батсайханы|Доржийн|Ганбаатарын", order="E"))

# ---------------------------------------------------------------- Middle East, North Africa
O("persian", f="Shirin|Parisa|Maryam|Golnaz|Roya", m="Farhad|Kourosh|Babak|Mehrdad|Siavash",
  fam="Hosseini|Mohammadi|Rezaei|Tehrani|Ghorbani|Khosravi-Nejad",
  native=dict(f="شیرین|پریسا|مریم|گلناز", m="فرهاد|کوروش|بابک|مهرداد", fam="حسینی|محمدی|رضایی|قربانی|تهرانی"))
O("afghan", f="Malalai|Zarghona|Freshta|Nazo|Mursal", m="Zabihullah|Wahidullah|Mirwais|Najibullah|Ahmad Zia",
  fam="Popalzai|Durrani|Stanekzai|Wardak|Noorzai|Ahmadzai")
O("gulf", f="Noura|Reem|Hessa|Latifa|Jawaher", m="Abdulaziz|Faisal|Turki|Nawaf|Saud",
  fam="Al-Otaibi|Al-Qahtani|Al-Shammari|Al-Dosari|Al-Harbi|Al-Ghamdi", nasab=0.4,
  native=dict(f="نورة|ريم|حصة|لطيفة", m="عبدالعزيز|فيصل|تركي|نواف", fam="العتيبي|القحطاني|الشمري|الدوسري|الحربي"))
O("emirati", f="Mariam|Shamma|Alyazia|Mahra", m="Saeed|Khalifa|Rashid|Humaid",
  fam="Al Mansoori|Al Nuaimi|Al Ketbi|Al Mazrouei|Al Falasi", nasab=0.3)
O("omani", f="Muna|Thuraya|Aseel|Zuwaina", m="Said|Salim|Hilal|Azzan",
  fam="Al-Busaidi|Al-Balushi|Al-Harthy|Al-Rawahi|Al-Hinai")
O("yemeni", f="Arwa|Bilqis|Sumaya|Hind", m="Abdulmalik|Nabil|Waleed|Fuad",
  fam="Al-Hadhrami|Bawazir|Al-Aidaroos|Al-Eryani|Basalamah")
O("iraqi", f="Zainab|Shahad|Rusul|Ban", m="Haider|Mustafa|Ali Hussein|Ammar",
  fam="Al-Jubouri|Al-Tamimi|Al-Dulaimi|Al-Saadi|Kadhim|Al-Rubaie")
O("syrian", f="Rasha|Hala|Lama|Bushra|Ghalia", m="Ammar|Firas|Yazan|Ghaith|Mouaz",
  fam="Al-Halabi|Kabbani|Attar|Jaber|Dahhan|Al-Khatib")
O("lebanese", f="Rania|Nadine|Joumana|Carla|Rita", m="Elie|Georges|Rami|Ziad|Charbel",
  fam="Haddad|Khoury|Nassar|Abou Jaoude|Saadeh|Bou Khalil",
  native=dict(f="رانيا|نادين|جمانة", m="إيلي|رامي|زياد", fam="حداد|خوري|نصار"))
O("palestinian", f="Dima|Rula|Hanan|Samah|Lubna", m="Yousef|Khaled|Tamer|Mahmoud|Ayman",
  fam="Barghouti|Nusseibeh|Husseini|Odeh|Khalidi|Abu Hamdan")
O("jordanian", f="Rawan|Ruba|Haya|Dana", m="Laith|Odai|Mutasem|Qusai",
  fam="Al-Majali|Obeidat|Abu-Ghazaleh|Rawashdeh|Al-Zoubi|Haddadin")
O("egyptian", f="Nourhan|Yasmin|Shaimaa|Doaa|Mai", m="Mahmoud|Mostafa|Ahmed|Karim|Sherif",
  fam="Abdel-Rahman|El-Sayed|Abdelaziz|Fahmy|Mansour|Shenouda|Abdel Fattah", father=0.5,
  native=dict(f="نورهان|ياسمين|شيماء|دعاء", m="محمود|مصطفى|أحمد|كريم", fam="عبد الرحمن|السيد|عبد العزيز|فهمي|منصور"))
O("sudanese", f="Alawia|Hawa|Ikhlas|Nafisa|Amna", m="Osman|Babiker|Musa|Elfatih|Mohamed Ali",
  fam="Elmahdi|Babiker|Abdalla|Elamin|Hassan|Eltayeb", father=0.6)
O("libyan", f="Hawa|Sumaya|Najwa|Ibtisam", m="Abdulhakim|Moatasem|Tarek|Marwan",
  fam="Al-Misrati|Zlitni|Elgadi|Al-Warfalli|Ben Halim")
O("tunisian", f="Emna|Rim|Olfa|Sonia|Amira", m="Mohamed Amine|Wassim|Skander|Anis|Hamza",
  fam="Ben Salem|Trabelsi|Jebali|Gharbi|Ben Romdhane|Mejri")
O("algerian", f="Amel|Imane|Lynda|Nesrine|Sihem", m="Abdelkader|Djamel|Nassim|Riad|Yacine",
  fam="Benaissa|Zerrouki|Bensalah|Cherif|Hamidi|Khelifa")
O("moroccan", f="Fatima-Zahra|Khadija|Meryem|Salma|Hajar", m="Youssef|Hicham|Abdelilah|Mehdi|Othmane",
  fam="El Amrani|Benjelloun|Tazi|Ouazzani|Bennani|Alaoui|El Idrissi")
O("amazigh", f="Tiziri|Dihya|Tafsut|Kahina|Thanina", m="Massinissa|Yuba|Aksel|Mazigh|Idir",
  fam="Aït Ouali|Ouchène|Hamiche|Aït Saïd|Amrouche|Ait Lhaj")

# ---------------------------------------------------------------- South Asia
O("hindi", f="Priyanka|Anjali|Sunita|Kavya|Shruti", m="Rohit|Vikram|Siddharth|Amit|Abhishek",
  fam="Sharma|Verma|Agarwal|Chaturvedi|Srivastava|Tripathi",
  native=dict(f="प्रियंका|अंजलि|सुनीता|काव्या", m="रोहित|विक्रम|सिद्धार्थ|अमित", fam="शर्मा|वर्मा|अग्रवाल|श्रीवास्तव|त्रिपाठी"))
O("punjabi", f="Harpreet|Simranjeet|Gurleen|Navneet", m="Gurpreet|Harjinder|Jaswinder|Manpreet",
  fam="Sandhu|Dhillon|Gill|Grewal|Sidhu", kaur=0.6,
  native=dict(f="ਹਰਪ੍ਰੀਤ|ਗੁਰਲੀਨ|ਸਿਮਰਨਜੀਤ", m="ਗੁਰਪ੍ਰੀਤ|ਹਰਜਿੰਦਰ|ਜਸਵਿੰਦਰ", fam="ਸੰਧੂ|ਢਿੱਲੋਂ|ਗਿੱਲ|ਗਰੇਵਾਲ",
              kaur=("ਕੌਰ", "ਸਿੰਘ", 0.7)))
O("marathi", f="Madhuri|Snehal|Pallavi|Rutuja", m="Sachin|Sandeep|Omkar|Aniket",
  fam="Deshpande|Kulkarni|Patil|Joshi|Gokhale|Bhosale", father=0.4,
  native=dict(f="माधुरी|स्नेहल|पल्लवी", m="सचिन|संदीप|ओंकार", fam="देशपांडे|कुलकर्णी|पाटील|जोशी"))
O("gujarati", f="Hetal|Jignasha|Falguni|Komal", m="Jignesh|Hardik|Bhavesh|Chirag",
  fam="Patel|Shah|Mehta|Desai|Trivedi|Parikh", father=0.3,
  native=dict(f="હેતલ|ફાલ્ગુની|કોમલ", m="જીજ્ઞેશ|હાર્દિક|ભાવેશ|ચિરાગ", fam="પટેલ|શાહ|મહેતા|દેસાઈ"))
O("bengali", f="Tanushree|Rituparna|Moumita|Sharmila", m="Arnab|Sourav|Debashish|Anirban",
  fam="Chatterjee|Banerjee|Mukhopadhyay|Bhattacharya|Sengupta|Dasgupta",
  native=dict(f="তনুশ্রী|ঋতুপর্ণা|মৌমিতা|শর্মিলা", m="অর্ণব|সৌরভ|দেবাশিস|অনির্বাণ",
              fam="চট্টোপাধ্যায়|বন্দ্যোপাধ্যায়|ভট্টাচার্য|সেনগুপ্ত|দাশগুপ্ত"))
O("bangladeshi", f="Nusrat|Farhana|Tasnim|Sadia", m="Tanvir|Shakib|Rakib|Mahmudul",
  fam="Rahman|Hossain|Chowdhury|Islam|Sarkar|Talukder", pre=("", "Md.|Mohammad", 0.35),
  native=dict(f="নুসরাত|ফারহানা|তাসনিম", m="তানভীর|শাকিব|রাকিব", fam="রহমান|হোসেন|চৌধুরী|সরকার"))
O("tamil", f="Kavitha|Lakshmi|Meenakshi|Tamilselvi|Yazhini", m="Senthil|Karthikeyan|Murugan|Arumugam|Vetrivel",
  fam="Subramanian|Ramasamy|Venkatesan|Palaniappan|Annamalai|Sivakumaran", tamil=True,
  native=dict(f="கவிதா|லட்சுமி|மீனாட்சி|தமிழ்செல்வி", m="செந்தில்|கார்த்திகேயன்|முருகன்|ஆறுமுகம்",
              fam="சுப்பிரமணியன்|ராமசாமி|வெங்கடேசன்|அண்ணாமலை"))
O("telugu", f="Sravani|Lavanya|Padmaja|Sirisha", m="Srinivas|Sai Kiran|Ravi Teja|Koteswara Rao",
  fam="Reddy|Naidu|Chowdary|Yarlagadda|Kommineni|Gollapudi", flip=0.4,
  native=dict(f="శ్రావణి|లావణ్య|పద్మజ", m="శ్రీనివాస్|సాయి కిరణ్|రవి తేజ", fam="రెడ్డి|నాయుడు|చౌదరి"))
O("kannada", f="Shwetha|Rashmi|Chaitra|Deepika", m="Manjunath|Raghavendra|Puneeth|Girish",
  fam="Hegde|Shetty|Gowda|Bhat|Kamath",
  native=dict(f="ಶ್ವೇತಾ|ರಶ್ಮಿ", m="ಮಂಜುನಾಥ|ರಾಘವೇಂದ್ರ", fam="ಹೆಗ್ಡೆ|ಶೆಟ್ಟಿ|ಗೌಡ"))
O("malayali", f="Aswathy|Remya|Sreelakshmi|Neethu|Mariamma", m="Anoop|Jithin|Sreejith|Vishnu|Tomy",
  fam="Nair|Menon|Pillai|Kurian|Varghese|Panicker",
  native=dict(f="അശ്വതി|രമ്യ|നീതു", m="അനൂപ്|ജിതിൻ|ശ്രീജിത്ത്", fam="നായർ|മേനോൻ|പിള്ള"))
O("goan", f="Anita|Glenda|Cheryl|Flavia", m="Savio|Agnelo|Joaquim|Rosario",
  fam="D'Souza|Fernandes|D'Costa|Pereira|Rodrigues|Menezes")
O("parsi", f="Dinaz|Shernaz|Zarine|Perizad", m="Cyrus|Rustom|Jamshed|Farokh",
  fam="Wadia|Mistry|Contractor|Engineer|Daruwalla|Batliwala")
O("sindhi", f="Sassui|Naseem|Marvi|Shabnam", m="Ali Nawaz|Ghulam Rasool|Imdad|Sikandar",
  fam="Memon|Soomro|Talpur|Shaikh|Jatoi")
O("pakistani", f="Ayesha|Sana|Mahnoor|Hira", m="Usman|Bilal|Hamza|Zeeshan",
  fam="Qureshi|Chaudhry|Siddiqui|Butt|Malik|Abbasi",
  native=dict(f="عائشہ|ثنا|ماہ نور", m="عثمان|بلال|حمزہ", fam="قریشی|چوہدری|صدیقی|ملک"))
O("nepali", f="Sabina|Sushma|Pramila|Srijana", m="Bishnu|Prakash|Sagar|Dipesh",
  fam="Shrestha|Gurung|Thapa|Adhikari|Magar|Tamang",
  native=dict(f="सबिना|सुष्मा|प्रमिला", m="बिष्णु|प्रकाश|सागर", fam="श्रेष्ठ|गुरुङ|थापा|अधिकारी"))
O("tibetan", f="Pema|Dolma|Yangchen|Dechen", m="Tenzin|Dorje|Lhakpa|Nyima",
  fam="Norbu|Gyatso|Wangchuk|Tsering|Sherpa",
  native=dict(single="m:བསྟན་འཛིན་ནོར་བུ|f:པདྨ་སྒྲོལ་མ"))
O("sinhala", f="Dilini|Chathurika|Nadeesha|Sanduni", m="Chaminda|Nuwan|Kasun|Lahiru",
  fam="Perera|Jayasuriya|Wickramasinghe|Bandara|Senanayake|Gunawardena",
  native=dict(f="දිලිනි|නදීෂා|සඳුනි", m="චමින්ද|නුවන්|කසුන්", fam="පෙරේරා|ජයසූරිය|බණ්ඩාර|සේනානායක"))

# ---------------------------------------------------------------- East & Southeast Asia, Pacific
O("chinese", "E", f="Xiuying|Jingyi|Yuxin|Lihua|Xinyi", m="Zhiwei|Haoran|Jianguo|Yifan|Zihan",
  fam="Wang|Li|Zhang|Liu|Chen|Xu|Zhao|Ouyang", flip=0.3,
  native=dict(f="秀英|静怡|雨欣|丽华", m="志伟|浩然|建国|一帆", fam="王|李|张|刘|陈|徐|赵|欧阳", sep="", order="E"))
O("cantonese", "E", f="Ka Yan|Wing Sze|Hoi Ying|Mei Kuen", m="Chi Keung|Ka Ho|Tsz Hin|Wai Lun",
  fam="Chan|Wong|Cheung|Leung|Lau|Ng|Tsang", eng=("Winnie|Cherry|Natalie", "Kelvin|Alvin|Ivan", 0.5),
  native=dict(f="嘉欣|詠詩|凱琳", m="志強|家豪|子軒", fam="陳|黃|張|梁|吳", sep="", order="E"))
O("taiwanese", "E", f="Yi-ting|Shu-fen|Hsiao-wen|Ya-chu", m="Chia-hao|Chun-chieh|Kuan-yu|Po-han",
  fam="Chen|Lin|Huang|Tsai|Hsu|Chang", flip=0.5,
  native=dict(f="怡婷|淑芬|筱雯", m="家豪|俊傑|冠宇", fam="林|陳|黃|蔡|許", sep="", order="E"))
O("singaporean", "E", f="Mei Ling|Siew Lan|Pei Shan|Hui Min", m="Wei Ming|Kah Seng|Chee Keong|Jun Hao",
  fam="Tan|Lim|Ong|Teoh|Goh|Khoo", eng=("Michelle|Vivian|Jolene", "Jason|Desmond|Benjamin", 0.5))
O("japanese", f="Yuki|Haruka|Sakura|Misaki|Ayumi", m="Hiroshi|Takumi|Kenta|Daisuke|Shōta",
  fam="Tanaka|Watanabe|Yamaguchi|Takahashi|Kobayashi|Nakamura", flip=0.3,
  native=dict(f="陽子|遥|さくら|美咲|あゆみ", m="大輔|拓海|健太|翔太|浩", fam="田中|渡辺|山口|高橋|小林|中村",
              sep=" ", order="E"))
O("okinawan", f="Mayumi|Kana|Nanami|Chiaki", m="Tsuyoshi|Kenji|Yoshitaka|Ryo",
  fam="Higa|Nakasone|Arakaki|Kinjo|Shimabukuro|Chinen")
O("korean", "E", f="Ji-woo|Seo-yeon|Min-ji|Hye-jin|Su-bin", m="Min-jun|Seung-hoon|Jae-won|Dong-hyun|Ji-hoon",
  fam="Kim|Lee|Park|Choi|Jung|Kang|Yoon", flip=0.3,
  native=dict(f="지우|서연|민지|혜진", m="민준|승훈|재원|동현", fam="김|이|박|최|정|강|윤", sep="", order="E"))
O("hmong", f="Mai Nou|Pa Houa|Youa|Mai Yia", m="Tou|Pao|Kou|Chue|Nhia",
  fam="Vang|Xiong|Yang|Lee|Thao|Lor|Her|Moua")
O("vietnamese", "E", f="Lan|Hương|Thảo|Ngọc Anh|Trang", m="Minh|Tuấn|Dũng|Quang Huy|Khoa",
  fam="Nguyễn|Trần|Phạm|Lê|Hoàng|Võ|Đặng", vi=True)
O("thai", f="Siriporn|Kanokwan|Nattaya|Pimchanok", m="Somchai|Thanakorn|Kittipong|Anucha",
  fam="Srisuk|Wongsawat|Chaiyaporn|Thongdee|Rattanawong",
  native=dict(f="ศิริพร|กนกวรรณ|พิมพ์ชนก", m="สมชาย|ธนากร|กิตติพงศ์|อนุชา", fam="ศรีสุข|วงศ์สวัสดิ์|ชัยพร|ทองดี|รัตนวงศ์"))
O("lao", f="Khamla|Chanthavone|Vilayphone|Noy", m="Somphone|Bounmy|Khamphet|Phonsavanh",
  fam="Phommachanh|Sisavath|Vongsa|Keomany|Inthavong")
O("khmer", "E", f="Sreymom|Sophea|Chanthou|Bopha", m="Sokha|Vuthy|Dara|Rithy",
  fam="Chea|Sok|Heng|Chhim|Kong|Meas",
  native=dict(f="សុភា|បុប្ផា", m="ដារ៉ា|សុខា", fam="សុខ|ជា|ហេង", order="E"))
O("burmese", single="f:Thandar Win|f:Khin Mar Lwin|f:Ei Ei Phyo|f:Su Myat Noe|m:Aung Kyaw Moe|m:Zaw Win Naing|m:Myo Min Htet|m:Kyaw Zin Thant",
  native=dict(single="m:အောင်ကျော်မိုး|f:သန္တာဝင်း|f:ခင်မာလွင်|m:ဇော်ဝင်းနိုင်"))
O("malay", f="Nurul Aisyah|Siti Hajar|Farah Nadia|Nur Izzati", m="Muhammad Hafiz|Ahmad Faizal|Mohd Azlan|Khairul Anuar",
  fam="Ismail|Abdullah|Othman|Rahman|Yusof|Hamzah", malay=True)
O("javanese", f="Sri Wahyuni|Endang|Dewi|Rini|Sulastri", m="Bambang|Agus|Joko|Slamet|Sugeng",
  fam="Susanto|Wibowo|Setiawan|Hartono|Pranoto|Purnomo", mono=0.3)
O("sundanese", f="Euis|Neneng|Imas|Cucu", m="Asep|Ujang|Dadang|Dede",
  fam="Sutisna|Permana|Hidayat|Kurniawan|Suryadi")
O("balinese", single="f:Ni Made Ayu Lestari|f:Ni Ketut Ariani|f:Ni Nyoman Sukerti|f:Ni Luh Putu Sari|m:I Wayan Sudarma|m:I Made Wirawan|m:I Ketut Suardana|m:I Gusti Ngurah Putra|m:I Komang Adi Saputra")
O("batak", f="Rosmawati|Lasma|Romauli|Tiurma", m="Togar|Martua|Parulian|Binsar",
  fam="Simanjuntak|Siregar|Nainggolan|Hutapea|Sitompul|Situmorang")
O("filipino", f="Maricel|Rowena|Jhoanna|Lovely|Mary Grace", m="Rommel|Jericho|Marvin|Ariel|Jun",
  fam="dela Cruz|Santos|Bautista|Dimaculangan|Villanueva|Mangubat|Macaraeg", midfam=0.45, midinit=0.5)
O("maori", f="Aroha|Mere|Hine|Ngaio", m="Wiremu|Rawiri|Tāmati|Hēmi",
  fam="Ngata|Parata|Te Whata|Horomona|Te Rangi|Tipene")
O("samoan", f="Losa|Malia|Fetu|Lagi", m="Tavita|Ioane|Iosefa|Tupe",
  fam="Tuiasosopo|Leota|Faleolo|Sapolu|Fonoti|Fa'amausili")
O("tongan", f="Mele|Lose|Salote|Ana", m="Viliami|Tevita|Siaosi|Sione",
  fam="Taufa|Fifita|Vaipulu|Havili|Tuipulotu")
O("fijian", f="Litia|Mereoni|Salanieta|Ema", m="Jone|Semi|Josefa|Epeli",
  fam="Waqa|Tuilevuka|Nawalu|Radrodro|Ravouvou")

# ---------------------------------------------------------------- Sub-Saharan Africa
O("amharic", f="Tigist|Meseret|Selamawit|Hirut|Bethlehem", m="Abebe|Dawit|Yohannes|Tewodros|Yonas",
  fam="Tesfaye|Bekele|Haile|Gebremedhin|Wolde-Giorgis|Gebre-Egziabher|Assefa", father=0.2,
  native=dict(f="ትዕግሥት|መሠረት|ሰላማዊት|ሂሩት", m="አበበ|ዳዊት|ዮሐንስ|ቴዎድሮስ", fam="ተስፋዬ|በቀለ|ኃይሌ|ገብረመድኅን"))
O("oromo", f="Chaltu|Lensa|Boontu|Obse|Hawi", m="Gemechu|Lemma|Tolosa|Chala|Gutema",
  fam="Gudina|Abdisa|Dinsa|Fayisa|Debela")
O("tigrinya", f="Senait|Yordanos|Feven|Luwam|Saba", m="Filmon|Habtom|Kibrom|Yonas|Tesfalem",
  fam="Tekle|Ghebremariam|Mehari|Berhane|Weldemichael")
O("somali", f="Hodan|Sahra|Ifrah|Faadumo|Nasteexo", m="Abdirahman|Abdiweli|Mahad|Liban|Guled",
  fam="Warsame|Jama|Abdi|Hirsi|Mohamud|Dualeh|Farah", father=0.7)
O("kikuyu", f="Wanjiru|Njeri|Wambui|Wairimu|Nyambura", m="Kamau|Njoroge|Mwangi|Kariuki|Githinji",
  fam="Kamau|Mwangi|Kariuki|Githinji|Macharia|Ndung'u", pre=("Grace|Mercy|Faith|Lucy", "Peter|John|Samuel|Stephen", 0.6))
O("luo", f="Akinyi|Atieno|Awino|Adhiambo|Achieng", m="Otieno|Ochieng|Omondi|Owino",
  fam="Odhiambo|Onyango|Ouma|Okoth|Oduor", pre=("Beatrice|Millicent|Sharon", "George|Tobias|Collins", 0.5))
O("kalenjin", f="Chebet|Jepkosgei|Chepkoech|Jeptoo", m="Kiprotich|Kiplagat|Cheruiyot|Kipruto",
  fam="Rotich|Kosgei|Koech|Kiprono|Langat", pre=("Purity|Gladys|Faith", "Eliud|Wilson|Geoffrey", 0.5))
O("swahili", f="Rehema|Zawadi|Neema|Mwanaisha|Halima", m="Juma|Baraka|Hamisi|Said|Bakari",
  fam="Mrema|Msuya|Mollel|Shirima|Mwakyusa|Salim")
O("ganda", f="Nakato|Nalubega|Nansubuga|Babirye|Namutebi", m="Kato|Ssemakula|Mukasa|Ssekandi|Kizito",
  fam="Ssempijja|Kiggundu|Musoke|Lubega|Nsubuga|Mukiibi", pre=("Prossy|Juliet|Sarah", "Moses|Ronald|Brian", 0.5))
O("rwandan", f="Marie Claire|Diane|Aline|Clarisse", m="Jean de Dieu|Eric|Jean Bosco|Emmanuel",
  fam="Habimana/Uwimana|Niyonzima/Mukamana|Mugisha/Ingabire|Nshimiyimana/Umutoni|Hakizimana/Uwase", flip=0.5)
O("congolese", f="Grâce|Merveille|Dorcas|Nadège", m="Jean-Pierre|Patrice|Glody|Dieumerci|Héritier",
  fam="Kabongo|Mukendi|Tshibangu|Ilunga|Kalonji|Mbuyi", second=0.4)
O("angolan", f="Esperança|Domingas|Isabel|Luzia", m="Adérito|Nelito|Manuel|Domingos",
  fam="Kiala|Capita|Chipenda|dos Santos|Neto|Kassoma", second=0.3)
O("mozambican", f="Ancha|Celmira|Rosário|Albertina", m="Armando|Celso|Joaquim|Ernesto",
  fam="Macuácua|Cossa|Nhantumbo|Sitoe|Mabunda|Langa")
O("zambian", f="Mwila|Bwalya|Mutale|Chanda", m="Mulenga|Kunda|Chileshe|Mwape",
  fam="Mwansa|Chilufya|Musonda|Mulenga|Kabwe")
O("malawian", f="Chikondi|Tiyamike|Thokozani|Tadala", m="Chisomo|Kondwani|Dalitso|Blessings",
  fam="Phiri|Banda|Mwale|Chirwa|Nyirenda|Kamwendo")
O("shona", f="Tendai|Rutendo|Nyasha|Chipo|Loveness", m="Tafadzwa|Tatenda|Farai|Kudakwashe|Godknows",
  fam="Moyo|Chikwanha|Mutasa|Gumbo|Marufu|Madziva")
O("ndebele", f="Sithembile|Nomathemba|Sibusisiwe", m="Mthulisi|Sibusiso|Bhekimpilo",
  fam="Ncube|Sibanda|Dube|Nkomo|Mpofu")
O("zulu", f="Nomvula|Thandiwe|Zanele|Lindiwe|Nokuthula", m="Sipho|Bongani|Sifiso|Mandla|Themba",
  fam="Dlamini|Nkosi|Mthembu|Zulu|Khumalo|Ngcobo")
O("xhosa", f="Nomsa|Ayanda|Nosipho|Unathi|Thandeka", m="Lwazi|Siyabonga|Luvuyo|Xolani|Mzwandile",
  fam="Mqhayi|Gqoba|Ntshona|Mdingi|Xaba")
O("sotho", f="Palesa|Lerato|Dineo|Mpho|Kgomotso", m="Tumelo|Katlego|Tshepo|Lesego|Thabo",
  fam="Mokoena|Molefe|Tsotetsi|Mokgosi|Masilo|Moloi")
O("afrikaner", f="Anri|Marlize|Elmarie|Riana|Zelda", m="Johan|Pieter|Jaco|Wynand|Gerrit",
  fam="van der Merwe|Botha|Pretorius|du Plessis|Steyn|Coetzee|Janse van Rensburg")
O("malagasy", f="Voahangy|Lalaina|Fanja|Hanitra|Tahiry", m="Andry|Rivo|Hery|Tojo|Mamy",
  fam="Rakotomalala|Randriamampionona|Andrianarivo|Rasoanaivo|Razafindrakoto|Ravelojaona")
O("yoruba", f="Adebimpe|Folasade|Omolara|Titilayo|Oluwakemi", m="Oluwaseun|Babatunde|Adewale|Olumide|Oluwadamilare",
  fam="Adeyemi|Ogunleye|Akinola|Oyelaran|Adebayo-Williams|Ogunbanjo")
O("igbo", f="Ngozi|Chiamaka|Adaeze|Obiageli|Chinwe", m="Chukwuemeka|Obinna|Ikechukwu|Chidi|Nnamdi",
  fam="Okonkwo|Nwosu|Eze|Obi|Okafor|Nwachukwu|Onyekachukwu")
O("hausa", f="Hauwa|Zainab|Hadiza|Aisha|Binta", m="Abubakar|Usman|Sani|Musa|Aminu",
  fam="Danjuma|Bello|Yar'Adua|Garba|Abdullahi|Shehu")
O("efik", f="Ekaette|Arit|Nkoyo|Affiong", m="Etim|Akpan|Effiong|Okon",
  fam="Bassey|Edet|Etim|Okon|Eyo|Inyang")
O("akan", f="Akosua|Abena|Adwoa|Ama|Efua", m="Kwame|Kofi|Kwabena|Yaw|Kwaku",
  fam="Mensah|Owusu|Asante|Boateng|Agyeman-Duah|Ofori-Atta|Darko", pre=("Comfort|Gifty|Patience", "Emmanuel|Prince|Samuel", 0.3))
O("ewe", f="Afi|Enyonam|Dzifa|Esinam", m="Selorm|Elikem|Senyo|Kodzo",
  fam="Agbeko|Dzramedo|Akpabli|Gbedemah|Kpodo|Amedzro")
O("ivorian", f="Adjoua|Affoué|Aya|Amenan", m="Kouassi|Koffi|Yao|Konan",
  fam="Kouamé|Koné|Ouattara|Bamba|N'Guessan|Yapi", flip=0.3)
O("wolof", f="Aminata|Fatou|Ndèye Coumba|Awa|Khady", m="Mamadou|Cheikh|Ousmane|Moussa|Pape",
  fam="Diop|Ndiaye|Fall|Sow|Mbaye|Ndoye|Seck")
O("bambara", f="Oumou|Kadiatou|Djeneba|Mariam|Rokia", m="Modibo|Seydou|Boubacar|Bakary|Souleymane",
  fam="Traoré|Keïta|Coulibaly|Diarra|Konaté|Sangaré")
O("fula", f="Mariama|Hadiatou|Fatoumata Binta|Aissatou", m="Alpha|Thierno|Mamadou Saliou|Ibrahima",
  fam="Diallo|Barry|Bah|Baldé|Jalloh")
O("mossi", f="Alizèta|Safiatou|Rasmata|Awa", m="Issouf|Salif|Souleymane|Boukary",
  fam="Ouédraogo|Sawadogo|Kaboré|Compaoré|Zongo|Zoungrana")
O("cameroonian", f="Ornella|Laure|Murielle|Blandine", m="Serge|Hervé|Ghislain|Landry",
  fam="Atangana|Fotso|Nkoulou|Tchakounté|Mbarga|Ngassa|Essomba")
O("sierraleonean", f="Fatmata|Isatu|Mariatu|Kadiatu", m="Foday|Alusine|Sorie|Abu",
  fam="Kamara|Sesay|Conteh|Koroma|Bangura|Turay")
O("liberian", f="Musu|Comfort|Oretha|Korto", m="Sekou|Morris|Prince|Varney",
  fam="Kollie|Flomo|Tarpeh|Zubah|Doe|Massaquoi")

ORIGIN_CODES = [o["code"] for o in ORIGINS]
assert len(set(ORIGIN_CODES)) == len(ORIGIN_CODES)
