# -*- coding: utf-8 -*-
"""Hand-typed person-name lists for pii_names_eval_v46 (python3 stdlib only).

Every name below was typed by hand for this corpus; nothing was taken from a
package or data set.  Each origin is registered with O(...):

    O(key, continent, pattern, female_given, male_given, family, script="Latn", **kw)

Lists are "|"-separated strings.  A family entry "Petrov/Petrova" holds the
masculine and feminine form.  Patterns (how a full name is built):

  gf     given + family                       (kw p_fg: chance of family-first order,
                                                p_mono: chance of a given name alone)
  fg     family + given                       (kw p_gf: chance of Western order)
  fg0    family+given without a space         (CJK native script; kw sep: separators)
  vn     family + middle + given              (Vietnamese; kw mid_f, mid_m, p_gf)
  two    given + family [+ second family]     (kw fam2, p2, conj, p_conj)
  mono   the "given" entries are complete personal names, no family name
         (kw first_tok: the first word alone may be used as the call name)
  is     Icelandic: given + father's stem + son/dottir (family entries are stems)
  nasab  given + bin/bint + father [+ family]  (kw bin, bint, fathers, p_fam, p_nasab)
  patr   given + father [+ grandfather]        (kw fathers, p_grand)
  ini    Tamil style: "R. Karthik" (father's initial) or "Karthik Rajendran"
  hk     Hong Kong style: "Kelvin Chan Ka-ho", "Chan Ka-ho", "Kelvin Chan"
  ru     given [+ patronymic] + gendered family (kw patr, p_patr)
"""

ORIGINS = []


def _split(s):
    return [x.strip() for x in s.split("|") if x.strip()] if s else []


def O(key, continent, pattern, f, m, fam="", script="Latn", **kw):
    for k in ("fam2", "fathers", "patr", "mid_f", "mid_m", "eng_f", "eng_m", "sep"):
        if k in kw and isinstance(kw[k], str):
            kw[k] = _split(kw[k]) if k != "sep" else kw[k].split("|")
    ORIGINS.append({"key": key, "continent": continent, "pattern": pattern,
                    "f": _split(f), "m": _split(m), "fam": _split(fam),
                    "script": script, "kw": kw})


# ----------------------------------------------------------------- Europe
O("english", "Europe", "gf", "Olivia|Charlotte|Harriet|Imogen|Beth", "Oliver|Harry|George|Callum|Alfie",
  "Whitfield|Ashworth|Pemberton|Baker|Holloway|Fletcher|Thornton|Cartwright")
O("scottish", "Europe", "gf", "Kirsty|Eilidh|Morag|Isla", "Hamish|Fraser|Angus|Euan",
  "MacLeod|McAllister|Buchanan|Fergusson|MacKenzie|Drummond")
O("scottish_gaelic", "Europe", "gf", "Mairead|Seonag|Catrìona|Ealasaid", "Calum|Seumas|Ruairidh|Dòmhnall",
  "MacLeòid/NicLeòid|MacDhòmhnaill/NicDhòmhnaill|MacAoidh/NicAoidh|MacIlleathain/NicIlleathain")
O("irish", "Europe", "gf", "Aoife|Siobhán|Niamh|Caoimhe", "Cian|Oisín|Ruairí|Pádraig",
  "O'Sullivan|Murphy|Kavanagh|McCarthy|Doyle|O'Shaughnessy")
O("irish_gaelic", "Europe", "gf", "Sorcha|Gráinne|Nuala|Méabh", "Tadhg|Donncha|Colm|Fionnán",
  "Ó Súilleabháin/Ní Shúilleabháin|Mac Cárthaigh/Nic Cárthaigh|Ó Murchú/Ní Mhurchú|Ó Briain/Ní Bhriain|Ó Dónaill/Ní Dhónaill")
O("welsh", "Europe", "gf", "Cerys|Seren|Angharad|Gwenllian", "Dafydd|Rhys|Gethin|Iolo",
  "Llewellyn|ap Dafydd|Pritchard|Vaughan|Prosser|Bowen|ap Iorwerth")
O("cornish", "Europe", "gf", "Morwenna|Demelza|Tamsin|Kerensa", "Jago|Piran|Kenver|Tristan",
  "Trevithick|Penrose|Chenoweth|Polglase|Trelawny|Pascoe")
O("german", "Europe", "gf", "Annika|Jana|Sabine|Franziska|Lea", "Jörg|Matthias|Lukas|Torsten|Florian",
  "Schröder|Weißmann|Hoffmann|Krüger|von Bülow|Zimmermann|Schäfer|Becker")
O("austrian", "Europe", "gf", "Theresa|Magdalena|Verena|Johanna", "Leopold|Wolfgang|Johann|Valentin",
  "Gruber|Huber|Pichler|Moser|Steinbauer|Hinterberger")
O("swiss_german", "Europe", "gf", "Regula|Corinne|Nadja|Barbara", "Urs|Beat|Reto|Gian-Marco",
  "Brunner|Zürcher|Bärtschi|Meier|Kälin|Bühlmann")
O("romansh", "Europe", "gf", "Flurina|Seraina|Ladina|Mengia", "Gian|Duri|Curdin|Men",
  "Cadonau|Casty|Caviezel|Sialm|Tscharner|Derungs")
O("dutch", "Europe", "gf", "Femke|Sanne|Anouk|Lieke", "Daan|Bram|Joost|Sem",
  "van der Berg|de Vries|van 't Hof|Bakker|Visser|ter Horst|van Dijk")
O("flemish", "Europe", "gf", "Lotte|Griet|Elke|Ine", "Wouter|Pieter-Jan|Jens|Stijn",
  "Peeters|Janssens|Vermeulen|De Smet|Van den Broeck|Claes")
O("frisian", "Europe", "gf", "Sjoukje|Hiske|Tjitske|Baukje", "Sjoerd|Wybren|Douwe|Jelle",
  "Hoekstra|Dijkstra|Wiersma|Bouma|Postma|Zijlstra")
O("luxembourgish", "Europe", "gf", "Josiane|Carole|Mireille|Nathalie", "Jos|Gilles|Claude|Romain",
  "Schmit|Wagner|Reuter|Kieffer|Thill|Weber")
O("french", "Europe", "gf", "Amélie|Margaux|Océane|Marie-Claire|Sylvie", "Jean-Baptiste|Thibault|Mathieu|Loïc|Grégoire",
  "Lefèvre|Dubois|de la Fontaine|Moreau|Girard|Faure|Rousseau")
O("breton", "Europe", "gf", "Maëlle|Gwenaëlle|Nolwenn|Soizic", "Yannick|Erwan|Gwenaël|Corentin",
  "Le Gall|Le Goff|Kerbrat|Le Bihan|Guivarc'h|Tanguy")
O("corsican", "Europe", "gf", "Letizia|Ghjulia|Santa|Marie-Dominique", "Ghjuvan|Petru|Ange-Marie|Paulu",
  "Santoni|Luciani|Casanova|Poli|Filippi|Orsini")
O("basque", "Europe", "two", "Ainhoa|Itziar|Nerea|Miren", "Iker|Gorka|Unai|Aitor",
  "Etxeberria|Goikoetxea|Agirre|Zubizarreta|Urrutia|Elizondo", p2=0.5)
O("catalan", "Europe", "two", "Montserrat|Núria|Mireia|Laia", "Jordi|Pau|Oriol|Arnau",
  "Puig|Vilaró|Ferrer|Casals|Soler|Rovira|Bosch", p2=0.6, conj=" i ", p_conj=0.4)
O("galician", "Europe", "two", "Uxía|Antía|Iria|Sabela", "Xoán|Brais|Anxo|Uxío",
  "Otero|Castro|Varela|Figueiras|Lois|Pazos", p2=0.5)
O("spanish", "Europe", "two", "Lucía|María José|Inmaculada|Carmen|Rocío", "Javier|José Antonio|Álvaro|Sergio|Íñigo",
  "García|Martínez|Fernández de Córdoba|Sánchez|Ortega|Ruiz|Navarro|Muñoz", p2=0.6)
O("portuguese", "Europe", "two", "Inês|Joana|Beatriz|Maria do Céu", "João|Tiago|Rui|Duarte",
  "Ferreira|dos Santos|Rodrigues|da Costa|Pereira|Magalhães|Sousa", p2=0.6)
O("italian", "Europe", "gf", "Giulia|Chiara|Francesca|Maria Grazia", "Giuseppe|Matteo|Lorenzo|Gianluca",
  "Rossi|De Luca|Di Stefano|Esposito|Bianchi|Lo Russo|Colombo|D'Amico")
O("sardinian", "Europe", "gf", "Bonaria|Giovanna|Gavina|Efisia", "Efisio|Gavino|Salvatore|Antioco",
  "Piras|Pinna|Sanna|Melis|Deiana|Cabras")
O("sicilian", "Europe", "gf", "Rosalia|Agata|Concetta|Carmela", "Calogero|Santo|Carmelo|Gaetano",
  "La Rosa|Lo Bianco|Cusumano|Messina|Scaduto|Li Causi")
O("maltese", "Europe", "gf", "Marija|Roseanne|Graziella|Doreen", "Ġużeppi|Mario|Ċensu|Kurt",
  "Borg|Camilleri|Vella|Farrugia|Zammit|Grech|Xuereb")
O("greek", "Europe", "gf", "Eleni|Katerina|Dimitra|Vasiliki", "Giorgos|Nikos|Konstantinos|Stavros",
  "Papadopoulos/Papadopoulou|Georgiou|Alexiou|Karamanlis/Karamanli|Oikonomou|Nikolaidis/Nikolaidou")
O("greek_native", "Europe", "gf", "Ελένη|Κατερίνα|Δήμητρα|Βασιλική", "Γιώργος|Νίκος|Κωνσταντίνος|Σταύρος",
  "Παπαδόπουλος/Παπαδοπούλου|Γεωργίου|Αλεξίου|Οικονόμου|Νικολαΐδης/Νικολαΐδου", script="Grek")
O("cypriot", "Europe", "gf", "Androulla|Panayiota|Chrystalla|Eftychia", "Andreas|Christakis|Loizos|Pambos",
  "Charalambous|Christodoulou|Ioannou|Kyriakou|Loizou|Hadjigeorgiou")
O("albanian", "Europe", "gf", "Arjeta|Blerina|Drita|Elira", "Arben|Besnik|Gjergj|Ilir",
  "Hoxha|Krasniqi|Berisha|Gashi|Shehu|Kelmendi")
O("macedonian", "Europe", "gf", "Biljana|Marija|Elena|Katerina", "Goran|Aleksandar|Dragan|Zoran",
  "Trajkovski/Trajkovska|Nikolovski/Nikolovska|Stojanovski/Stojanovska|Petrovski/Petrovska")
O("macedonian_cyr", "Europe", "gf", "Билјана|Марија|Елена", "Горан|Александар|Драган",
  "Трајковски/Трајковска|Николовски/Николовска|Стојановски/Стојановска", script="Cyrl")
O("bulgarian", "Europe", "gf", "Desislava|Radka|Tsvetelina|Mariya", "Hristo|Stoyan|Kaloyan|Ivaylo",
  "Georgiev/Georgieva|Dimitrov/Dimitrova|Todorov/Todorova|Hristov/Hristova|Angelov/Angelova")
O("bulgarian_cyr", "Europe", "gf", "Десислава|Радка|Цветелина|Мария", "Христо|Стоян|Калоян|Ивайло",
  "Георгиев/Георгиева|Димитров/Димитрова|Тодоров/Тодорова|Христов/Христова", script="Cyrl")
O("serbian", "Europe", "gf", "Jelena|Milica|Dragana|Ivana", "Miloš|Nemanja|Dušan|Vuk",
  "Jovanović|Petrović|Nikolić|Đorđević|Stanković")
O("serbian_cyr", "Europe", "gf", "Јелена|Милица|Драгана", "Милош|Немања|Душан",
  "Јовановић|Петровић|Николић|Ђорђевић|Станковић", script="Cyrl")
O("croatian", "Europe", "gf", "Ivana|Petra|Ružica|Marija", "Tomislav|Krešimir|Ante|Ivan",
  "Horvat|Kovačević|Babić|Marić|Jurić|Knežević")
O("bosnian", "Europe", "gf", "Amra|Emina|Lejla|Selma", "Emir|Adnan|Haris|Kenan",
  "Hodžić|Begić|Mehmedović|Delić|Hadžić|Kovač")
O("slovene", "Europe", "gf", "Špela|Nina|Urška|Tjaša", "Matej|Žiga|Rok|Blaž",
  "Novak|Kranjc|Zupančič|Potočnik|Kovačič|Mlakar")
O("montenegrin", "Europe", "gf", "Jovana|Danijela|Sanja|Tijana", "Marko|Radomir|Vuk|Nikola",
  "Vujović|Radulović|Popović|Šćepanović|Bulatović")
O("romanian", "Europe", "gf", "Ioana|Andreea|Mihaela|Ștefania", "Andrei|Bogdan|Mihai|Ștefan",
  "Popescu|Ionescu|Dumitrescu|Stănescu|Constantinescu|Munteanu")
O("moldovan", "Europe", "gf", "Doina|Natalia|Corina|Viorica", "Vasile|Ion|Dorin|Sergiu",
  "Ciobanu|Rusu|Cebotari|Țurcanu|Lupu|Botnaru")
O("hungarian", "Europe", "fg", "Zsófia|Eszter|Réka|Boglárka", "Gergely|Bence|Zoltán|Levente",
  "Nagy|Kovács|Szabó|Tóth|Horváth|Varga|Szűcs", p_gf=0.4)
O("czech", "Europe", "gf", "Tereza|Kateřina|Lucie|Markéta", "Jiří|Ondřej|Tomáš|Vojtěch",
  "Novák/Nováková|Dvořák/Dvořáková|Černý/Černá|Procházka/Procházková|Svoboda/Svobodová|Kučera/Kučerová")
O("slovak", "Europe", "gf", "Zuzana|Lenka|Jana|Ľubica", "Ľubomír|Peter|Marek|Juraj",
  "Horváth/Horváthová|Kováč/Kováčová|Baláž/Balážová|Varga/Vargová|Tóth/Tóthová")
O("polish", "Europe", "gf", "Agnieszka|Małgorzata|Zofia|Katarzyna", "Krzysztof|Grzegorz|Paweł|Łukasz",
  "Kowalski/Kowalska|Wiśniewski/Wiśniewska|Grabowski/Grabowska|Wójcik|Nowak|Szczepański/Szczepańska|Lewandowski/Lewandowska")
O("sorbian", "Europe", "gf", "Hanka|Marja|Lenka|Měrana", "Jurij|Pětr|Jan|Beno",
  "Šołta|Krawc|Nowak|Wićaz|Kral|Budar")
O("lithuanian", "Europe", "gf", "Rūta|Eglė|Giedrė|Aistė", "Mindaugas|Tomas|Darius|Žygimantas",
  "Kazlauskas/Kazlauskienė|Jankauskas/Jankauskienė|Petrauskas/Petrauskaitė|Stankevičius/Stankevičiūtė|Vasiliauskas/Vasiliauskienė")
O("latvian", "Europe", "gf", "Ilze|Laura|Dace|Līga", "Jānis|Mārtiņš|Andris|Kārlis",
  "Bērziņš/Bērziņa|Kalniņš/Kalniņa|Ozols/Ozola|Liepiņš/Liepiņa|Krūmiņš/Krūmiņa")
O("estonian", "Europe", "gf", "Kadri|Liis|Triin|Maarja", "Rein|Tõnu|Mart|Priit",
  "Tamm|Saar|Sepp|Mägi|Kask|Kukk|Rebane")
O("finnish", "Europe", "gf", "Aino|Sanna|Tuulikki|Päivi", "Juha|Jukka|Ville|Teemu",
  "Virtanen|Mäkinen|Korhonen|Nieminen|Hämäläinen|Järvinen")
O("sami", "Europe", "gf", "Inga|Elle|Risten|Máret", "Ánde|Niillas|Jovnna|Issát",
  "Sara|Gaup|Eira|Somby|Hætta|Buljo")
O("swedish", "Europe", "gf", "Ebba|Linnéa|Ingrid|Maja", "Björn|Sven|Anders|Pelle",
  "Lindqvist|Andersson|Bergström|Sjöberg|Åkesson|Nyström")
O("norwegian", "Europe", "gf", "Solveig|Ingvild|Kari|Sigrid", "Øyvind|Håkon|Eirik|Trond",
  "Haugen|Solberg|Bakke|Strøm|Haaland|Fjeld")
O("danish", "Europe", "gf", "Mette|Sidsel|Freja|Birgitte", "Søren|Mads|Rasmus|Jens",
  "Jørgensen|Mortensen|Kjær|Sørensen|Østergaard|Dahl")
O("icelandic", "Europe", "is", "Guðrún|Sigríður|Katrín|Þórdís", "Jón|Einar|Snorri|Hrafn",
  "Jóns|Einars|Ólafs|Gunnars|Sigurðar|Magnús|Kristjáns")
O("faroese", "Europe", "gf", "Rannvá|Sunniva|Turið|Bjørk", "Rógvi|Sjúrður|Heðin|Jógvan",
  "Joensen|Poulsen|Hansen|Højgaard|Olsen|Mikkelsen")
O("greenlandic", "Europe", "gf", "Naja|Aviaja|Paninnguaq|Nivi", "Aqqaluk|Kuupik|Malik|Hans",
  "Kleist|Motzfeldt|Lynge|Petersen|Kristiansen|Berthelsen")
O("russian", "Europe", "ru", "Anastasia|Yekaterina|Olga|Svetlana", "Dmitry|Sergei|Aleksei|Vladimir",
  "Petrov/Petrova|Sokolov/Sokolova|Kuznetsov/Kuznetsova|Volkov/Volkova|Smirnov/Smirnova|Morozov/Morozova",
  patr="Ivanovich/Ivanovna|Sergeyevich/Sergeyevna|Nikolayevich/Nikolayevna|Andreyevich/Andreyevna", p_patr=0.3)
O("russian_cyr", "Europe", "ru", "Анастасия|Екатерина|Ольга|Светлана", "Дмитрий|Сергей|Алексей|Владимир",
  "Петров/Петрова|Соколов/Соколова|Кузнецов/Кузнецова|Волков/Волкова|Морозов/Морозова",
  script="Cyrl", patr="Иванович/Ивановна|Сергеевич/Сергеевна|Николаевич/Николаевна", p_patr=0.4)
O("ukrainian", "Europe", "gf", "Oksana|Iryna|Olena|Halyna", "Taras|Andriy|Bohdan|Oleksandr",
  "Shevchenko|Kovalenko|Bondarenko|Melnyk|Tkachuk|Hrytsenko|Kravchenko")
O("ukrainian_cyr", "Europe", "gf", "Оксана|Ірина|Олена|Галина", "Тарас|Андрій|Богдан|Олександр",
  "Шевченко|Коваленко|Бондаренко|Мельник|Ткачук|Кравченко", script="Cyrl")
O("belarusian", "Europe", "gf", "Alesia|Natallia|Volha|Hanna", "Ales|Siarhei|Uladzimir|Yauhen",
  "Navumchyk|Kavaliou/Kavaliova|Lukashevich|Zhuk|Hramovich")
O("belarusian_cyr", "Europe", "gf", "Алеся|Наталля|Вольга", "Алесь|Сяргей|Уладзімір",
  "Навумчык|Жук|Лукашэвіч|Грамовіч", script="Cyrl")
O("romani", "Europe", "gf", "Esmeralda|Lavinia|Mirela|Roksana", "Florin|Marian|Costel|Dezső",
  "Lakatos|Stojka|Rostas|Oláh|Balogh|Sztojka")

# ------------------------------------------------ Caucasus and Central Asia
O("georgian", "Asia", "gf", "Nino|Tamar|Ketevan|Mariam", "Giorgi|Davit|Levan|Irakli",
  "Beridze|Maisuradze|Kapanadze|Gelashvili|Lomidze|Tsiklauri")
O("georgian_native", "Asia", "gf", "ნინო|თამარ|ქეთევან|მარიამ", "გიორგი|დავით|ლევან|ირაკლი",
  "ბერიძე|მაისურაძე|კაპანაძე|გელაშვილი|ლომიძე", script="Geor")
O("armenian", "Asia", "gf", "Anahit|Lusine|Nare|Siranush", "Aram|Narek|Tigran|Hovhannes",
  "Petrosyan|Hovhannisyan|Grigoryan|Sargsyan|Harutyunyan|Khachatryan")
O("armenian_native", "Asia", "gf", "Անահիտ|Լուսինե|Նարե", "Արամ|Նարեկ|Տիգրան",
  "Պետրոսյան|Հովհաննիսյան|Գրիգորյան|Սարգսյան|Հարությունյան", script="Armn")
O("armenian_diaspora", "Asia", "gf", "Talin|Sevan|Maral|Lori", "Raffi|Garo|Hagop|Sarkis",
  "Kazarian|Boyajian|Demirjian|Kalajian|Manoogian|Der Bedrossian")
O("azerbaijani", "Asia", "gf", "Günel|Aysel|Leyla|Nərmin", "Elvin|Rəşad|Tural|Orxan",
  "Məmmədov/Məmmədova|Əliyev/Əliyeva|Hüseynov/Hüseynova|Quliyev/Quliyeva|Həsənov/Həsənova")
O("chechen", "Europe", "gf", "Zarema|Madina|Kheda|Louiza", "Ruslan|Islam|Magomed|Rizvan",
  "Umarov/Umarova|Bisultanov/Bisultanova|Akhmadov/Akhmadova|Tsakaev/Tsakaeva|Musaev/Musaeva")
O("circassian", "Europe", "gf", "Sariya|Nafset|Satanay|Zalina", "Aslan|Kazbek|Murat|Nalbi",
  "Abaza|Shogen|Natkho|Berzeg|Khuade")
O("kazakh", "Asia", "gf", "Aigerim|Dana|Zhuldyz|Gulnara", "Yerlan|Nurlan|Daniyar|Askar",
  "Nurlanov/Nurlanova|Seitkali|Zhaksybekov/Zhaksybekova|Abenov/Abenova|Ermekov/Ermekova")
O("kazakh_cyr", "Asia", "gf", "Әйгерім|Жұлдыз|Гүлнара", "Ерлан|Нұрлан|Данияр|Асқар",
  "Сейтқали|Жақсыбеков/Жақсыбекова|Әбенов/Әбенова|Ермеков/Ермекова", script="Cyrl")
O("uzbek", "Asia", "gf", "Dilnoza|Malika|Gulnora|Nodira", "Jasur|Sardor|Otabek|Bekzod",
  "Karimov/Karimova|Yusupov/Yusupova|Rahimov/Rahimova|Toshmatov/Toshmatova|Ergashev/Ergasheva")
O("kyrgyz", "Asia", "gf", "Aizada|Cholpon|Nurgul|Begimai", "Azamat|Bakyt|Temirlan|Nurbek",
  "Abdyldaev/Abdyldaeva|Toktogulov/Toktogulova|Sydykov/Sydykova|Mamytov/Mamytova")
O("tajik", "Asia", "gf", "Farangis|Manizha|Zarina|Mehrona", "Firdavs|Rustam|Davlat|Parviz",
  "Rahmonzoda|Saidov/Saidova|Nazarov/Nazarova|Qodirzoda|Sharipov/Sharipova")
O("turkmen", "Asia", "gf", "Aýna|Jeren|Maral|Bahar", "Merdan|Serdar|Batyr|Döwlet",
  "Annaýew/Annaýewa|Orazow/Orazowa|Nurmuhammedow/Nurmuhammedowa|Gurbanow/Gurbanowa")
O("tatar", "Europe", "gf", "Alsu|Gulnaz|Ilsiyar|Rezeda", "Rinat|Ildar|Rustem|Marat",
  "Khabibullin/Khabibullina|Galiev/Galieva|Sabirov/Sabirova|Zaripov/Zaripova|Minnikhanov/Minnikhanova")
O("mongolian", "Asia", "fg", "Oyunchimeg|Sarangerel|Enkhjargal|Nomin", "Batbayar|Ganbold|Temuujin|Erdene",
  "Boldyn|Dorjiin|Gantulgyn|Tsogtyn|Sükhbaataryn")
O("mongolian_cyr", "Asia", "fg", "Оюунчимэг|Сарангэрэл|Номин", "Батбаяр|Ганболд|Тэмүүжин",
  "Болдын|Доржийн|Гантулгын|Цогтын", script="Cyrl")
O("uyghur", "Asia", "gf", "Gulnar|Mihray|Zulpiye|Rahile", "Abduweli|Memet|Tursun|Alim",
  "Ablimit|Tohti|Eziz|Qadir|Rozi|Niyaz")

# ------------------------------------------------ Middle East and North Africa
O("turkish", "Asia", "gf", "Elif|Zeynep|Büşra|Gülşen", "Mehmet|Emre|Oğuz|Barış",
  "Yılmaz|Öztürk|Çelik|Şahin|Aydın|Kılıç|Doğan")
O("kurdish", "Asia", "gf", "Rojda|Berfin|Hêvî|Zilan", "Rêbaz|Azad|Dilovan|Baran",
  "Zebari|Amedi|Hawrami|Sindi|Duhoki|Mizuri")
O("yazidi", "Asia", "patr", "Jiyan|Nisrin|Bêrîvan|Viyan", "Khairi|Dakhil|Haji|Saeed",
  fathers="Khudeida|Qasim|Murad|Elias|Khalaf|Hassan", p_grand=0.3)
O("levantine", "Asia", "gf", "Rania|Nour|Lama|Maya", "Karim|Tarek|Ziad|Elie",
  "Haddad|Khoury|Nassar|Saliba|Chamoun|Abou Jaoude|El Hage")
O("palestinian", "Asia", "gf", "Yasmin|Dima|Ruba|Lina", "Khalil|Sami|Majd|Fadi",
  "Barghouti|Nashashibi|Abu Hamdan|Khalidi|Tamimi|Odeh")
O("jordanian", "Asia", "gf", "Sawsan|Haneen|Farah|Raghad", "Omar|Zaid|Laith|Mutaz",
  "Al-Majali|Obeidat|Al-Zoubi|Haddadin|Rawashdeh")
O("iraqi", "Asia", "gf", "Zainab|Shahad|Noor|Ban", "Mustafa|Haider|Hussein|Ammar",
  "Al-Jubouri|Al-Saadi|Al-Rubaie|Al-Khafaji|Al-Obaidi")
O("assyrian", "Asia", "gf", "Ninorta|Shamiram|Ramina|Atour", "Sargon|Ashur|Ninos|Shlimon",
  "Odisho|Khoshaba|Warda|Yonan|Eshoo|Benjamin")
O("gulf", "Asia", "nasab", "Mariam|Shamma|Hessa|Noora", "Khalid|Saeed|Hamdan|Rashid|Sultan",
  "Al-Mansoori|Al-Falasi|Al-Marri|Al-Kaabi|Al-Suwaidi", bin="bin", bint="bint", p_fam=0.8)
O("saudi", "Asia", "nasab", "Reem|Lama|Abeer|Haifa", "Faisal|Abdulaziz|Turki|Fahad",
  "Al-Otaibi|Al-Qahtani|Al-Ghamdi|Al-Harbi|Al-Dosari", bin="bin", bint="bint", p_fam=0.7)
O("omani", "Asia", "nasab", "Aisha|Thuraya|Muna|Bushra", "Said|Hilal|Salim|Nasser",
  "Al-Balushi|Al-Harthy|Al-Rawahi|Al-Hinai|Al-Maamari", bin="bin", bint="bint", p_fam=1.0)
O("yemeni", "Asia", "gf", "Arwa|Afrah|Bilqis|Samah", "Nabil|Abdulrahman|Walid|Fuad",
  "Al-Hadrami|Al-Yafei|Ba Abbad|Al-Ansi|Al-Sharabi|Bazara")
O("egyptian", "Africa", "gf", "Mona|Heba|Dina|Nermeen", "Ahmed|Mahmoud|Sherif|Amr",
  "Abdel-Rahman|El-Sayed|Mostafa|Fawzy|Abdel Aziz|Hegazy")
O("sudanese", "Africa", "patr", "Amna|Hawa|Ikhlas|Sara", "Osman|Mohamed|Elfatih|Babiker",
  fathers="Osman|Babiker|Elamin|Abdelgadir|Elnour|Hamad", p_grand=0.5)
O("libyan", "Africa", "gf", "Hana|Salma|Asma|Najwa", "Moutaz|Salah|Anwar|Tarek",
  "El-Mismari|Zuwaya|Ghariani|Al-Warfalli|Abushagur")
O("tunisian", "Africa", "gf", "Amel|Sonia|Rim|Ines", "Mehdi|Slim|Sofiane|Hatem",
  "Ben Salah|Trabelsi|Jebali|Gharbi|Ben Youssef|Mejri")
O("algerian", "Africa", "gf", "Nassima|Lynda|Amira|Sabrina", "Yacine|Mourad|Karim|Nabil",
  "Benali|Boudiaf|Bouzid|Belkacem|Mebarki|Hadj-Ahmed")
O("moroccan", "Africa", "gf", "Fatima-Zahra|Khadija|Salma|Hajar", "Youssef|Hamza|Mehdi|Othmane",
  "El Amrani|Benjelloun|Bennani|Alaoui|Tazi|Ouazzani|El Idrissi")
O("amazigh", "Africa", "gf", "Tanirt|Tiziri|Tafsut|Thanina", "Massinissa|Idir|Yuba|Aksil",
  "Aït Ahmed|Aït Ouarab|Ameziane|Oulhadj|Ait Bouzid")
O("arabic_native", "Asia", "nasab", "فاطمة|مريم|ليلى|نور", "محمد|أحمد|يوسف|خالد",
  "العلي|الخطيب|المنصوري|الشامي|الحداد", script="Arab", bin="بن", bint="بنت", p_fam=0.9, p_nasab=0.4)
O("persian", "Asia", "gf", "Parisa|Shirin|Maryam|Niloufar", "Reza|Kaveh|Arash|Dariush",
  "Najafi|Rezaei|Ahmadi|Hosseini|Tehrani|Mohammadzadeh|Karimi")
O("persian_native", "Asia", "gf", "پریسا|شیرین|مریم|نیلوفر", "رضا|کاوه|آرش|داریوش",
  "نجفی|رضایی|احمدی|حسینی|کریمی", script="Arab")
O("afghan", "Asia", "gf", "Fereshta|Mursal|Zarghona|Nilofar", "Ahmad Shah|Najibullah|Wahidullah|Farid",
  "Ahmadzai|Popal|Stanikzai|Mohammadi|Wardak|Safi", p_mono=0.3)
O("pashtun", "Asia", "gf", "Malalai|Zarmina|Palwasha|Spogmai", "Gul Khan|Wali|Noor Ahmad|Zalmai",
  "Yousafzai|Afridi|Khattak|Durrani|Mohmand|Shinwari", p_mono=0.2)
O("israeli", "Asia", "gf", "Noa|Michal|Yael|Shira", "Yossi|Avi|Itai|Omer",
  "Cohen|Levi|Mizrahi|Friedman|Ben-David|Peretz|Shapira")
O("hebrew_native", "Asia", "gf", "נועה|מיכל|יעל|שירה", "יוסי|אבי|איתי|עומר",
  "כהן|לוי|מזרחי|פרידמן|בן דוד|פרץ", script="Hebr")
O("ashkenazi", "Europe", "gf", "Miriam|Rivka|Chaya|Esther", "Moshe|Yitzchak|Mendel|Shmuel",
  "Goldberg|Rosenbaum|Katz|Feinstein|Horowitz|Gottlieb")
O("sephardi", "Europe", "gf", "Mazal|Simcha|Rachel|Sultana", "Shlomo|Haim|Yehuda|Meir",
  "Azoulay|Benveniste|Abecassis|Toledano|Bensoussan|Abergel")

# ------------------------------------------------ South Asia
O("hindi", "Asia", "gf", "Priya|Anjali|Kavita|Pooja", "Rahul|Amit|Vikram|Sanjay",
  "Sharma|Verma|Gupta|Yadav|Srivastava|Chaturvedi|Mishra")
O("hindi_native", "Asia", "gf", "प्रिया|अंजलि|कविता|पूजा", "राहुल|अमित|विक्रम|संजय",
  "शर्मा|वर्मा|गुप्ता|यादव|मिश्रा", script="Deva")
O("punjabi", "Asia", "two", "Harpreet|Simranjeet|Navneet|Jaspreet", "Gurpreet|Manpreet|Harjit|Balwinder",
  "Singh/Kaur", fam2="Sandhu|Gill|Dhillon|Grewal|Sidhu|Bains", p2=0.6)
O("punjabi_native", "Asia", "two", "ਹਰਪ੍ਰੀਤ|ਸਿਮਰਨਜੀਤ|ਜਸਪ੍ਰੀਤ", "ਗੁਰਪ੍ਰੀਤ|ਮਨਪ੍ਰੀਤ|ਹਰਜੀਤ",
  "ਸਿੰਘ/ਕੌਰ", script="Guru", fam2="ਸੰਧੂ|ਗਿੱਲ|ਢਿੱਲੋਂ", p2=0.5)
O("gujarati", "Asia", "gf", "Nisha|Hetal|Komal|Bhavna", "Hardik|Chirag|Jignesh|Ketan",
  "Patel|Shah|Desai|Mehta|Trivedi|Parikh")
O("gujarati_native", "Asia", "gf", "નિશા|હેતલ|ભાવના", "હાર્દિક|ચિરાગ|કેતન",
  "પટેલ|શાહ|દેસાઈ|મહેતા", script="Gujr")
O("marathi", "Asia", "gf", "Sneha|Madhuri|Ashwini|Rutuja", "Sachin|Aniket|Omkar|Vinayak",
  "Patil|Kulkarni|Deshpande|Joshi|Gaikwad|Shinde|Pawar")
O("marathi_native", "Asia", "gf", "स्नेहा|माधुरी|अश्विनी", "सचिन|अनिकेत|ओंकार",
  "पाटील|कुलकर्णी|देशपांडे|जोशी|शिंदे", script="Deva")
O("bengali_in", "Asia", "gf", "Sudeshna|Rituparna|Moumita|Ananya", "Sourav|Arindam|Debashis|Subhajit",
  "Chakraborty|Banerjee|Mukherjee|Bhattacharya|Sengupta|Ghosh")
O("bangladeshi", "Asia", "gf", "Nusrat|Farhana|Tasnim|Sadia", "Tanvir|Rakibul|Mahmudul|Shafiqul",
  "Ahmed|Chowdhury|Hossain|Rahman|Islam|Sarkar")
O("bengali_native", "Asia", "gf", "সুদেষ্ণা|অনন্যা|নুসরাত|তাসনিম", "সৌরভ|অরিন্দম|তানভীর|দেবাশিস",
  "চক্রবর্তী|বন্দ্যোপাধ্যায়|আহমেদ|চৌধুরী|দাস|ঘোষ", script="Beng")
O("tamil", "Asia", "ini", "Meena|Kavitha|Lakshmi|Deepa", "Karthik|Senthil|Murugan|Arun",
  "Subramanian|Rajendran|Ramasamy|Krishnan|Velu|Natarajan", p_ini=0.4)
O("tamil_native", "Asia", "gf", "மீனா|கவிதா|லட்சுமி|தீபா", "கார்த்திக்|செந்தில்|முருகன்|அருண்",
  "சுப்பிரமணியன்|ராஜேந்திரன்|ராமசாமி|கிருஷ்ணன்|நடராஜன்", script="Taml")
O("telugu", "Asia", "gf", "Sravani|Bhavani|Swathi|Padmaja", "Srinivas|Venkatesh|Ravi Teja|Suresh",
  "Reddy|Naidu|Rao|Chowdary|Kodali|Yarlagadda")
O("telugu_native", "Asia", "gf", "శ్రావణి|స్వాతి|భవాని", "శ్రీనివాస్|వెంకటేష్|సురేష్",
  "రెడ్డి|నాయుడు|రావు|చౌదరి", script="Telu")
O("kannada", "Asia", "gf", "Suma|Shwetha|Pavithra|Chaitra", "Raghavendra|Manjunath|Prashanth|Girish",
  "Hegde|Gowda|Shetty|Bhat|Kamath|Rao")
O("kannada_native", "Asia", "gf", "ಸುಮಾ|ಶ್ವೇತಾ|ಚೈತ್ರಾ", "ರಾಘವೇಂದ್ರ|ಮಂಜುನಾಥ್|ಗಿರೀಶ್",
  "ಹೆಗ್ಡೆ|ಗೌಡ|ಶೆಟ್ಟಿ|ಭಟ್", script="Knda")
O("malayali", "Asia", "gf", "Aswathy|Reshma|Divya|Sreeja", "Anoop|Jijo|Vishnu|Shyam",
  "Menon|Nair|Pillai|Kurian|Varghese|Panicker")
O("malayalam_native", "Asia", "gf", "അശ്വതി|രേഷ്മ|ദിവ്യ", "അനൂപ്|വിഷ്ണു|ശ്യാം",
  "മേനോൻ|നായർ|പിള്ള|വർഗീസ്", script="Mlym")
O("odia", "Asia", "gf", "Sasmita|Subhashree|Pragyan|Lipsa", "Debasish|Sudhansu|Prasanta|Sambit",
  "Mohanty|Panda|Sahoo|Pattnaik|Behera|Mishra")
O("assamese", "Asia", "gf", "Pallavi|Bornali|Jonali|Rimpi", "Bhaskar|Dhrubajyoti|Pranjal|Bidyut",
  "Bora|Gogoi|Saikia|Baruah|Hazarika|Kalita")
O("kashmiri", "Asia", "gf", "Insha|Rukhsana|Saima|Iqra", "Tariq|Irfan|Mudasir|Showkat",
  "Bhat|Dar|Lone|Wani|Mir|Kaul")
O("goan", "Asia", "gf", "Conceição|Flavia|Sheryl|Precila", "Agnelo|Savio|Caetano|Francisco",
  "D'Souza|Fernandes|Rodrigues|Pereira|D'Costa|Menezes|Noronha")
O("sindhi", "Asia", "gf", "Sapna|Jyoti|Kajal|Bhavna", "Haresh|Kishore|Jitendra|Gul",
  "Advani|Lalwani|Mirchandani|Hiranandani|Bhojwani|Gidwani")
O("parsi", "Asia", "gf", "Roshan|Perizaad|Khorshed|Dilnavaz", "Dinshaw|Cyrus|Jamshed|Farokh",
  "Contractor|Engineer|Mistry|Wadia|Daruwalla|Batliwala|Irani")
O("mizo", "Asia", "gf", "Lalremruati|Zothanpuii|Lalhmangaihzuali|Malsawmi", "Lalrinmawia|Vanlalruata|Lalthanzuala|Zonunsanga",
  "Ralte|Hmar|Khiangte|Chhakchhuak|Pachuau|Sailo")
O("meitei", "Asia", "fg", "Sanatombi|Bembem|Memcha|Thoibi", "Ibomcha|Tomba|Ibohal|Chaoba",
  "Thokchom|Ningthoujam|Laishram|Konsam|Khumanthem")
O("pakistani", "Asia", "gf", "Ayesha|Sana|Hina|Maham", "Bilal|Usman|Zeeshan|Kamran",
  "Qureshi|Siddiqui|Chaudhry|Malik|Butt|Abbasi|Hashmi")
O("urdu_native", "Asia", "gf", "عائشہ|ثنا|حنا", "بلال|عثمان|کامران",
  "قریشی|صدیقی|چوہدری|ملک|ہاشمی", script="Arab")
O("nepali", "Asia", "gf", "Sita|Sabina|Anju|Pratima", "Binod|Ramesh|Sagar|Prakash",
  "Shrestha|Gurung|Thapa|Rai|Tamang|Adhikari|Magar")
O("nepali_native", "Asia", "gf", "सीता|सबिना|अन्जु", "बिनोद|रमेश|सागर",
  "श्रेष्ठ|गुरुङ|थापा|अधिकारी|तामाङ", script="Deva")
O("sherpa", "Asia", "gf", "Lhakpa Diki|Dawa Yangzum|Pasang Lhamu|Dolma", "Mingma Gyalje|Ang Dorje|Pemba|Nima Tenzing",
  "Sherpa")
O("tibetan", "Asia", "mono", "Tenzin Dolma|Pema Yangchen|Sonam Choden|Dechen Wangmo", "Tenzin Dorje|Lobsang Tsering|Karma Gyatso|Jigme Norbu")
O("tibetan_native", "Asia", "mono", "བསྟན་འཛིན་སྒྲོལ་མ|པདྨ་དབྱངས་ཅན", "བསྟན་འཛིན་རྡོ་རྗེ|བློ་བཟང་ཚེ་རིང",
  script="Tibt")
O("bhutanese", "Asia", "mono", "Sonam Wangmo|Kinley Dema|Tshering Yangdon|Pema Lhaden", "Ugyen Dorji|Karma Tshering|Dorji Penjor|Sangay Tenzin")
O("sinhala", "Asia", "gf", "Nirmala|Dilani|Chamari|Ishara", "Nimal|Chaminda|Kasun|Ruwan",
  "Perera|Fernando|de Silva|Wickramasinghe|Jayasuriya|Bandara|Dissanayake")
O("sinhala_native", "Asia", "gf", "නිර්මලා|දිලානි|චාමරී", "නිමල්|චමින්ද|කසුන්",
  "පෙරේරා|සිල්වා|බණ්ඩාර|දිසානායක", script="Sinh")
O("maldivian", "Asia", "patr", "Aishath|Mariyam|Fathimath|Hawwa", "Ibrahim|Hussain|Ahmed|Ismail",
  fathers="Rasheed|Naseem|Shareef|Waheed|Zahir")

# ------------------------------------------------ East Asia
O("chinese", "Asia", "fg", "Xiuying|Yuqing|Mei|Jing|Xiaoling", "Wei|Hao|Zhiqiang|Jun|Yifan",
  "Wang|Li|Zhang|Liu|Chen|Yang|Xu|Zhou|Ma|Ouyang", p_gf=0.35)
O("chinese_simp", "Asia", "fg0", "秀英|雨晴|静|晓玲", "伟|浩|志强|一帆",
  "王|李|张|刘|陈|杨|欧阳", script="Hani", sep="")
O("chinese_trad", "Asia", "fg0", "淑芬|美華|雅婷|欣怡", "志明|建宏|宗翰|偉倫",
  "林|陳|黃|蔡|許|鄭", script="Hani", sep="")
O("cantonese_hk", "Asia", "hk", "Ka-yan|Wing-sze|Mei-ling|Hoi-yan", "Ka-ho|Chi-keung|Wai-man|Siu-lung",
  "Chan|Wong|Cheung|Lau|Leung|Ng|Tsang", eng_f="Kelly|Winnie|Cherry|Queenie", eng_m="Kelvin|Ivan|Kenneth|Alvin")
O("taiwanese", "Asia", "fg", "Shu-fen|Mei-hua|Ya-ting|Hsin-yi", "Chih-ming|Chien-hung|Tsung-han|Wei-lun",
  "Lin|Chen|Huang|Tsai|Hsu|Cheng|Chang", p_gf=0.5)
O("singaporean_chinese", "Asia", "fg", "Wei Ling|Hui Min|Li Ting|Pei Shan", "Wei Jie|Jun Hao|Kok Leong|Boon Huat",
  "Tan|Lim|Lee|Ng|Goh|Teo|Ong", p_gf=0.0)
O("japanese", "Asia", "gf", "Haruka|Yui|Misaki|Sakura", "Haruto|Kenta|Takumi|Daisuke",
  "Sato|Suzuki|Takahashi|Tanaka|Watanabe|Yamamoto|Itō|Ōno", p_fg=0.3)
O("japanese_native", "Asia", "fg0", "花子|美咲|さくら|由美", "健太|大輔|翔太|一郎",
  "佐藤|鈴木|高橋|田中|渡辺|伊藤", script="Jpan", sep="| |\u3000")
O("japanese_kana", "Asia", "fg", "ハナコ|ミサキ|ユイ", "ケンタ|ダイスケ|ショウタ",
  "サトウ|スズキ|タカハシ|タナカ", script="Kana", p_gf=0.0)
O("okinawan", "Asia", "gf", "Ayako|Tomoko|Chie|Naomi", "Shinji|Kazuo|Seiichi|Tsuyoshi",
  "Higa|Kinjo|Arakaki|Chinen|Miyagi|Shimabukuro|Nakandakari", p_fg=0.2)
O("korean", "Asia", "fg", "Ji-woo|Seo-yeon|Min-ji|Ha-eun", "Min-jun|Ji-hoon|Seung-hyun|Do-yoon",
  "Kim|Lee|Park|Choi|Jung|Kang|Yoon|Oh", p_gf=0.4)
O("korean_native", "Asia", "fg0", "지우|서연|민지|하은", "민준|지훈|승현|도윤",
  "김|이|박|최|정|강|윤|남궁", script="Hang", sep="")

# ------------------------------------------------ South-East Asia
O("vietnamese", "Asia", "vn", "Lan|Hạnh|Thảo|Ngọc Anh|Phương", "Minh|Tuấn|Dũng|Quang Huy|Bảo",
  "Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Võ", mid_f="Thị|Thị|Ngọc|Thu", mid_m="Văn|Văn|Đức|Hữu", p_gf=0.0)
O("vietnamese_nodiac", "Asia", "vn", "Lan|Hanh|Thao|Phuong", "Tuan|Dung|Bao|Khoa",
  "Nguyen|Tran|Le|Pham|Hoang|Huynh|Phan|Vo", mid_f="Thi|Thi|Ngoc|Thu", mid_m="Van|Van|Duc|Huu", p_gf=0.5)
O("thai", "Asia", "gf", "Malee|Siriporn|Kanokwan|Nattaya", "Somchai|Prasert|Anan|Thanakorn",
  "Jaidee|Srisuk|Wongyai|Saetang|Chaiyaporn|Boonmee")
O("thai_native", "Asia", "gf", "มาลี|ศิริพร|กนกวรรณ|ณัฐยา", "สมชาย|ประเสริฐ|อนันต์|ธนกร",
  "ใจดี|ศรีสุข|วงศ์ใหญ่|แซ่ตั้ง|บุญมี", script="Thai")
O("lao", "Asia", "gf", "Manivanh|Vilayvanh|Chanthaly|Keo", "Somsak|Bounmy|Khamphone|Souk",
  "Phommavongsa|Sisavath|Keomany|Vongphachanh|Inthavong")
O("lao_native", "Asia", "gf", "ມະນີວັນ|ຈັນທະລີ", "ສົມສັກ|ບຸນມີ|ຄຳພອນ",
  "ພົມມະວົງສາ|ສີສະຫວາດ|ອິນທະວົງ", script="Laoo")
O("khmer", "Asia", "fg", "Sophea|Sreymom|Chanthou|Bopha", "Dara|Sokha|Vannak|Rithy",
  "Chan|Sok|Heng|Keo|Chea|Meas|Ouk", p_gf=0.3)
O("khmer_native", "Asia", "fg", "សុភា|ស្រីមុំ|បុប្ផា", "តារា|សុខា|វណ្ណៈ",
  "ចាន់|សុខ|ហេង|កែវ|ជា", script="Khmr")
O("burmese", "Asia", "mono", "Thandar Hlaing|Ei Ei Phyo|Khin Myat Noe|Su Su Lwin", "Aung Kyaw Moe|Zaw Min Htet|Kyaw Zin Oo|Htet Aung")
O("burmese_native", "Asia", "mono", "သန္တာလှိုင်|အိအိဖြိုး|ခင်မြတ်နိုး", "အောင်ကျော်မိုး|ဇော်မင်းထက်|ကျော်ဇင်ဦး",
  script="Mymr")
O("malay", "Asia", "nasab", "Nurul Aina|Siti Hajar|Farah Nadia|Aishah", "Muhammad Firdaus|Ahmad Zaki|Hafiz|Amirul",
  bin="bin", bint="binti", p_fam=0.0, fathers="Ismail|Rahman|Osman|Yusof|Abdullah|Hashim")
O("javanese", "Asia", "mono", "Suharti|Sri Wahyuni|Endang Lestari|Tuminah", "Sutrisno|Wahyudi|Bambang Susilo|Slamet")
O("indonesian", "Asia", "mono", "Putri Ayu Anggraini|Dewi Kartika|Nur Aini|Ratna Sari", "Rizky Pratama|Agus Setiawan|Dimas Saputra|Eko Prasetyo",
  first_tok=True)
O("sundanese", "Asia", "mono", "Euis Komariah|Neneng Hasanah|Siti Nurhayati|Iis Rohaeti", "Asep Saepudin|Ujang Suherman|Dadang Hidayat|Cecep Supriatna",
  first_tok=True)
O("batak", "Asia", "gf", "Rosmawati|Hotmaida|Lestari|Tiurma", "Parlindungan|Togar|Benny|Maruli",
  "Siregar|Nasution|Simanjuntak|Hutapea|Sitompul|Panjaitan|Lubis")
O("balinese", "Asia", "mono", "Ni Made Ayu Lestari|Ni Wayan Sukerti|Ni Ketut Sari|Ni Nyoman Ariani", "I Wayan Sudarsana|I Made Suarjana|I Ketut Arnawa|I Gede Pramana")
O("filipino", "Asia", "two", "Maria Cristina|Jocelyn|Rowena|Marites", "Juan Carlos|Jericho|Rodel|Bong",
  "dela Cruz|Santos|Reyes|Bautista|Villanueva|Macaraeg|Dimaculangan", p2=0.5)
O("timorese", "Asia", "two", "Natalia|Jacinta|Olinda|Zelia", "Domingos|Agostinho|Mateus|Jaime",
  "da Silva|Soares|Guterres|Belo|dos Santos|Ximenes|Pinto", p2=0.4)
O("hmong", "Asia", "gf", "Pa Houa|Mai Yer|Nou|Kia", "Tou|Pao|Chue|Nhia",
  "Vang|Xiong|Yang|Thao|Her|Moua|Lor")

# ------------------------------------------------ Africa
O("yoruba", "Africa", "gf", "Adebimpe|Folasade|Oluwaseun|Titilayo", "Adewale|Babatunde|Oluwafemi|Tunde",
  "Adeyemi|Ogunleye|Olawale|Adebayo-Williams|Oyelaran|Akinola")
O("igbo", "Africa", "gf", "Chiamaka|Ngozi|Adaeze|Ifeoma", "Chukwuemeka|Obinna|Ikenna|Chidi",
  "Okafor|Nwosu|Eze|Obi|Okonkwo|Uzochukwu|Ezeh")
O("hausa", "Africa", "gf", "Zainab|Hauwa|Fatima|Aisha", "Abubakar|Musa|Ibrahim|Sani",
  "Abdullahi|Bello|Danjuma|Garba|Yakubu|Suleiman|Dikko")
O("fula", "Africa", "gf", "Mariama|Kadiatou|Aissatou|Fatoumata", "Mamadou|Alpha|Boubacar|Thierno",
  "Diallo|Bah|Barry|Sow|Baldé|Jalloh")
O("akan", "Africa", "gf", "Akosua|Abena|Ama|Efua", "Kwame|Kofi|Yaw|Kwabena",
  "Mensah|Owusu|Boateng|Asante|Osei|Agyeman|Ofori-Atta")
O("ewe", "Africa", "gf", "Enyonam|Sedinam|Dzifa|Esinam", "Senyo|Elikem|Selasi|Kodzo",
  "Agbeko|Kpodo|Amegashie|Dzidzienyo|Gbeho|Kumordzi")
O("wolof", "Africa", "gf", "Awa|Khady|Ndèye Fatou|Mame Diarra", "Moussa|Cheikh|Ousmane|Pape Malick",
  "Ndiaye|Diop|Fall|Sarr|Gueye|Mbaye|Faye")
O("bambara", "Africa", "gf", "Oumou|Rokia|Assitan|Djeneba", "Seydou|Bakary|Modibo|Souleymane",
  "Traoré|Keïta|Coulibaly|Diarra|Koné|Sissoko|Dembélé")
O("mossi", "Africa", "gf", "Pauline|Salimata|Rasmata|Alizèta", "Issouf|Boukary|Hamado|Noufou",
  "Ouédraogo|Sawadogo|Kaboré|Zongo|Nikiéma|Ilboudo")
O("baoule", "Africa", "gf", "Affoué|Adjoua|Ahou|Amenan", "Kouadio|Konan|Yao|N'Guessan",
  "Kouassi|Kouamé|N'Dri|Koffi|Kouakou")
O("fon", "Africa", "gf", "Houéfa|Fifamè|Sènan|Ablawa", "Codjo|Mahugnon|Sessinou|Dossa",
  "Hounkpatin|Agossou|Dossou|Houngbédji|Ahouandjinou|Zinsou")
O("sierra_leonean", "Africa", "gf", "Fatmata|Isatu|Mariatu|Kadiatu", "Alusine|Foday|Sahr|Abu",
  "Kamara|Sesay|Koroma|Conteh|Bangura|Turay")
O("liberian", "Africa", "gf", "Musu|Korto|Gbessay|Comfort", "Varney|Momo|Emmanuel|Sekou",
  "Kollie|Flomo|Tarr|Kpadeh|Wleh|Zubah")
O("gambian", "Africa", "gf", "Isatou|Fatou|Haddy|Ndey", "Lamin|Ebrima|Modou|Alieu",
  "Jallow|Ceesay|Jobe|Touray|Bojang|Sanneh")
O("cameroonian", "Africa", "gf", "Mireille|Nadège|Clarisse|Prisca", "Cédric|Arnaud|Serge|Fabrice",
  "Fotso|Tchoumi|Ngono|Nkoulou|Mbarga|Essomba|Ekotto")
O("congolese", "Africa", "two", "Grâce|Divine|Nathalie|Merveille", "Jean-Pierre|Patrice|Fiston|Dieudonné",
  "Mukendi|Ilunga|Kasongo|Tshibanda|Mbuyi|Kabasele|Nzuzi", p2=0.5)
O("angolan", "Africa", "two", "Luzia|Esperança|Albertina|Domingas", "Manuel|Adérito|Kiala|Nelson",
  "dos Santos|Neto|Lourenço|Mbala|Chipenda|Kiala", p2=0.4)
O("mozambican", "Africa", "two", "Graça|Celeste|Aida|Felismina", "Armando|Ernesto|Zacarias|Edson",
  "Machava|Cossa|Nhantumbo|Tembe|Sitoe|Mondlane", p2=0.3)
O("kikuyu", "Africa", "gf", "Grace Wanjiru|Mercy Wambui|Faith Nyambura|Wairimu", "Peter Kamau|John Mwangi|Samuel Njoroge|Kariuki",
  "Gitau|Maina|Kinyanjui|Ndungu|Githinji|Karanja", first_tok=True)
O("luo", "Africa", "gf", "Achieng|Atieno|Akinyi|Awino", "Otieno|Odhiambo|Ochieng|Omondi",
  "Onyango|Owino|Oduya|Okoth|Ouma|Opiyo")
O("kalenjin", "Africa", "gf", "Chebet|Jepkosgei|Cherono|Jeptoo", "Kiprop|Kipchirchir|Kibet|Kiptoo",
  "Rotich|Koech|Langat|Kirui|Korir|Sang")
O("baganda", "Africa", "gf", "Harriet|Esther|Florence|Prossy", "Moses|Ronald|Edward|Brian",
  "Mukasa|Ssempala|Ssekandi|Kiwanuka|Musoke|Lubega|Nsubuga")
O("rwandan", "Africa", "fg", "Diane|Claudine|Aline|Josiane", "Jean Claude|Eric|Olivier|Emmanuel",
  "Uwimana|Niyonzima|Mukamana|Habimana|Uwase|Nshimiyimana|Ingabire|Mugisha", p_gf=0.4)
O("burundian", "Africa", "fg", "Ange|Nadine|Francine|Belyse", "Pacifique|Aimé|Prosper|Gédéon",
  "Niyonkuru|Hakizimana|Nduwimana|Bizimana|Irakoze|Ndikumana", p_gf=0.4)
O("swahili", "Africa", "gf", "Mwajuma|Rehema|Neema|Zawadi", "Juma|Baraka|Hamisi|Amani",
  "Mwakalinga|Kimaro|Mushi|Massawe|Mrema|Shirima")
O("amhara", "Africa", "patr", "Selam|Tigist|Hiwot|Meron|Bethlehem", "Dawit|Yonas|Abebe|Tesfaye|Girma",
  fathers="Alemu|Bekele|Gebre-Egziabher|Haile|Tadesse|Wolde-Mariam|Mekonnen", p_grand=0.3)
O("amharic_native", "Africa", "patr", "ሰላም|ትዕግስት|ሕይወት|ሜሮን", "ዳዊት|ዮናስ|አበበ|ግርማ",
  fathers="ተስፋዬ|መኮንን|ዓለሙ|በቀለ|ታደሰ", script="Ethi", p_grand=0.2)
O("oromo", "Africa", "patr", "Chaltu|Ayantu|Lalise|Obse", "Gemechu|Tolosa|Lencho|Gutu",
  fathers="Dinsa|Tola|Gudeta|Fayisa|Gemechu|Tolosa", p_grand=0.3)
O("tigrinya", "Africa", "patr", "Saba|Yodit|Senait|Helen", "Tesfalem|Mehari|Kidane|Berhane",
  fathers="Tesfamariam|Ghebremedhin|Woldu|Habte|Kidane|Berhane", p_grand=0.3)
O("tigrinya_native", "Africa", "patr", "ሳባ|ዮዲት|ሰናይት", "መሓሪ|ተስፋልደት|ብርሃነ",
  fathers="ኪዳነ|ወልዱ|ሃብተ|ተስፋማርያም", script="Ethi")
O("somali", "Africa", "patr", "Hodan|Faduma|Sahra|Ubah|Ayaan", "Abdirahman|Mahad|Abdullahi|Yusuf|Liban",
  fathers="Warsame|Farah|Jama|Hassan|Egal|Abdi|Nur", p_grand=0.7)
O("dinka", "Africa", "patr", "Nyandeng|Achol|Abuk|Ayen", "Deng|Garang|Majok|Akech",
  fathers="Deng|Garang|Majok|Akech|Malual|Kuol|Bol", p_grand=0.2)
O("zulu", "Africa", "gf", "Zanele|Nomvula|Thandeka|Lindiwe", "Sipho|Bongani|Mandla|Sibusiso",
  "Nkosi|Dlamini|Ndlovu|Mthembu|Zulu|Khumalo|Ngcobo")
O("xhosa", "Africa", "gf", "Nosipho|Ayanda|Thandiwe|Lulama", "Lwazi|Siyabonga|Luthando|Xolani",
  "Qwabe|Mxenge|Gqirana|Mbatha|Matiwane|Sigcau")
O("sotho_tswana", "Africa", "gf", "Palesa|Lerato|Dineo|Mpho", "Tebogo|Kagiso|Thabo|Lesego",
  "Mokoena|Molefe|Motaung|Seleke|Mokgosi|Tau|Modise")
O("afrikaner", "Africa", "gf", "Elna|Marietjie|Annelie|Riana", "Pieter|Johan|Willem|Gerrit",
  "van der Merwe|Botha|du Plessis|Pretorius|Steyn|Coetzee|Janse van Rensburg")
O("shona_ndebele", "Africa", "gf", "Tendai|Chipo|Rudo|Tatenda", "Farai|Tinashe|Tafadzwa|Kudakwashe",
  "Moyo|Chikwanha|Mutasa|Chiweshe|Marufu|Ncube|Sibanda")
O("bemba", "Africa", "gf", "Mwaka|Bupe|Natasha|Mutale", "Bwalya|Musonda|Chileshe|Kasonde",
  "Mwansa|Chanda|Mulenga|Kapembwa|Chilufya|Lungu")
O("malawian", "Africa", "gf", "Chisomo|Tiwonge|Thoko|Madalitso", "Kondwani|Limbani|Chikondi|Yamikani",
  "Banda|Phiri|Mwale|Chirwa|Nyirenda|Kamanga")
O("namibian", "Africa", "gf", "Ndapewa|Ndeshipanda|Selma|Hilma", "Tuhafeni|Nangolo|Petrus|Ndeulitufa",
  "Shikongo|Nghidinwa|Amupanda|Haufiku|Iipumbu|Nakale")
O("malagasy", "Africa", "gf", "Fanja|Voahangy|Haingo|Tiana", "Hery|Andry|Tojo|Rivo",
  "Rakotomalala|Randrianarisoa|Andrianina|Rasoanaivo|Razafindrakoto|Rabearivelo")
O("mauritian", "Africa", "gf", "Vidya|Anusha|Marie-Noëlle|Shakti", "Vikash|Jean-Claude|Kavish|Yeshwant",
  "Beeharry|Ramdin|Gungah|Ramjuttun|Li Kwong Ken|Ah-Chuen")
O("cape_verdean", "Africa", "two", "Djenifer|Nilda|Sónia|Edna", "Nuno|Jailson|Edmilson|Adilson",
  "Tavares|Lopes|Monteiro|Semedo|Gomes|Fortes", p2=0.4)

# ------------------------------------------------ Americas
O("anglo_us", "Americas", "gf", "Ashley|Brittany|Megan|Kayla|Shannon", "Tyler|Brandon|Dustin|Cody|Travis",
  "Whitaker|Hensley|Caldwell|Dunn|Pruitt|Hollis|Story|Rice")
O("african_american", "Americas", "gf", "Latoya|Imani|Keisha|Tamika|Ebony", "DeShawn|Jamal|Terrell|Marquis|DeAndre",
  "Washington|Jefferson|Banks|Freeman|Booker|Gaines|Battle")
O("cajun", "Americas", "gf", "Clothilde|Renée|Celestine|Marguerite", "Alcide|Beau|Remy|Telesphore",
  "Boudreaux|Thibodeaux|Hebert|LeBlanc|Guidry|Broussard|Landry")
O("pennsylvania_dutch", "Americas", "gf", "Rebecca|Lydia|Salome|Katie", "Eli|Jonas|Amos|Menno",
  "Yoder|Stoltzfus|Hochstetler|Beiler|Zook|Lapp|Fisher")
O("quebecois", "Americas", "gf", "Geneviève|Marie-Ève|Josée|Mélanie", "Jean-François|Sébastien|Stéphane|Étienne",
  "Tremblay|Gagnon|Côté|Bouchard|Gauthier|Lévesque|Bergeron")
O("inuit", "Americas", "gf", "Elisapee|Siila|Aputi|Malaya", "Piita|Joanasie|Jaaji|Tagak",
  "Kusugak|Arnatsiaq|Qitsualik|Angnakak|Kilabuk|Nutaraq")
O("navajo", "Americas", "gf", "Darlene|Verna|Tiana|Lorraine", "Darrell|Leonard|Kee|Delbert",
  "Begay|Yazzie|Tsosie|Benally|Nez|Tso|Bitsui")
O("lakota", "Americas", "gf", "Winona|Loretta|Charmaine|Mavis", "Ernest|Calvin|Wendell|Lyle",
  "Two Bulls|Little Thunder|Iron Shell|Yellow Hawk|Good Voice|High Horse|Bear Heels")
O("cherokee", "Americas", "gf", "Ayita|Marcella|Janelle|Wilma", "Ezra|Chad|Roger|Wesley",
  "Sixkiller|Swimmer|Hummingbird|Teehee|Dreadfulwater|Fourkiller")
O("hawaiian", "Oceania", "gf", "Leilani|Mahina|Kaʻiulani|Noelani", "Kalani|Keoni|Makoa|Kawika",
  "Kahananui|Kealoha|Kamakana|Kanahele|Akana|Kaleikini")
O("mexican", "Americas", "two", "Guadalupe|Ximena|María Fernanda|Itzel", "Juan Pablo|Jesús|Emiliano|Rodrigo",
  "Hernández|López|González|Ramírez|Cruz|Villaseñor|Pérez|Domínguez", p2=0.6)
O("maya_kiche", "Americas", "two", "Ixchel|Juana|Micaela|Candelaria", "Tomás|Diego|Baltazar|Nicolás",
  "Tzoc|Ixcoy|Tum|Xiloj|Ajpop|Chumil|Cux", p2=0.5)
O("salvadoran", "Americas", "two", "Yesenia|Karla|Marisol|Yanira", "Wilfredo|Nelson|Ever|Josué",
  "Martínez|Hernández|Flores|Rivas|Alvarenga|Quintanilla|Menjívar", p2=0.5)
O("puerto_rican", "Americas", "two", "Yaritza|Migdalia|Zuleyka|Nilsa", "Efraín|Héctor|Yadiel|Luis Ángel",
  "Rivera|Colón|Figueroa|Santiago|Vázquez|Ortiz|Maldonado", p2=0.5)
O("cuban", "Americas", "two", "Yanelis|Dayami|Yusimí|Odalys", "Yoandry|Osmany|Yunior|Reinier",
  "Cabrera|Fonseca|Betancourt|Acosta|Oquendo|Valdés", p2=0.6)
O("dominican", "Americas", "two", "Yokasta|Altagracia|Wendy|Anyelina", "Wander|Yeison|Franklin|Starlin",
  "Peña|Batista|Almonte|Polanco|De los Santos|Paulino|Frías", p2=0.5)
O("colombian", "Americas", "two", "Luz Marina|Yuliana|Paola|Catalina", "Andrés Felipe|Jhon Fredy|Camilo|Julián",
  "Restrepo|Ospina|Cardona|Quintero|Arango|Zuluaga|Londoño", p2=0.6)
O("venezuelan", "Americas", "two", "Yusbelis|Mariangel|Oriana|Génesis", "Yohandry|Jesús Alberto|Luisangel|Eduardo",
  "Briceño|Villegas|Graterol|Urdaneta|Pacheco|Mendoza", p2=0.5)
O("quechua", "Americas", "two", "Nélida|Yolanda|Marleny|Rosa Elvira", "Wilber|Edwin|Percy|Rolando",
  "Quispe|Mamani|Huamán|Condori|Ccahuana|Huaraca|Apaza", p2=0.6)
O("aymara", "Americas", "two", "Feliza|Teodora|Justina|Sabina", "Evaristo|Froilán|Nicanor|Gualberto",
  "Mamani|Choque|Apaza|Ticona|Limachi|Chambi", p2=0.6)
O("chilean", "Americas", "two", "Constanza|Javiera|Francisca|Trinidad", "Matías|Benjamín|Cristóbal|Vicente",
  "Muñoz|Rojas|Contreras|Sepúlveda|Valenzuela|Fuenzalida", p2=0.6)
O("mapuche", "Americas", "two", "Ayelén|Millaray|Rayén|Amanda", "Lautaro|Alihuen|Nahuel|Ñancu",
  "Huenchumán|Painemal|Millapán|Catrileo|Antileo|Ñancupil", p2=0.4)
O("argentine", "Americas", "two", "Florencia|Agustina|Micaela|Lucila", "Facundo|Santiago|Ezequiel|Gonzalo",
  "Gómez|Fernández|Bianchi|Pereyra|Giménez|Romano", p2=0.2)
O("paraguayan", "Americas", "two", "Araceli|Mirna|Nidia|Liz", "Aníbal|Ramón|Derlis|Hugo",
  "Benítez|Ayala|Cáceres|Giménez|Vera|Duarte", p2=0.5)
O("brazilian", "Americas", "two", "Ana Luiza|Thaís|Gabriela|Maria Eduarda", "João Pedro|Thiago|Rafael|Luiz Henrique",
  "dos Santos|Oliveira|da Silva|Souza|Carvalho|Nascimento|Albuquerque", p2=0.5)
O("haitian", "Americas", "gf", "Wideline|Fabiola|Guerline|Nadège", "Jean-Robert|Ricardo|Frantz|Dieuseul",
  "Jean-Baptiste|Pierre|Joseph|Dorvilus|Exantus|Célestin|Saint-Fleur")
O("jamaican", "Americas", "gf", "Shanice|Tashana|Kerry-Ann|Simone", "Omari|Dwayne|Kemar|Andre",
  "Campbell|Brown|Clarke|Wint|Forbes|McKenzie|Bailey")
O("indo_caribbean", "Americas", "gf", "Savitri|Indira|Reshma|Shanti", "Ravi|Dinesh|Rajkumar|Sunil",
  "Ramdass|Maharaj|Persad|Rampersad|Ramoutar|Boodoo|Seecharan")
O("surinamese", "Americas", "gf", "Sharda|Giovanna|Romy|Sanne", "Ashwin|Ricardo|Ivan|Rudi",
  "Kartoredjo|Soekhoe|Sumter|Pinas|Brunings|Wongsodikromo")

# ------------------------------------------------ Oceania
O("australian", "Oceania", "gf", "Sharni|Kylie|Tegan|Bree", "Brodie|Lachlan|Jarrod|Mitchell",
  "O'Loughlin|Hollingsworth|Pike|Fairweather|Lambert|Kennedy")
O("aboriginal", "Oceania", "gf", "Tanya|Leah|Shirley|Kirra", "Troy|Kevin|Jarrah|Wayne",
  "Wanganeen|Yunupingu|Gurruwiwi|Marika|Wunungmurra|Mununggurr")
O("torres_strait", "Oceania", "gf", "Maryann|Ethel|Elsie|Ina", "Seriba|Ned|Tanu|Aven",
  "Mosby|Nona|Bani|Passi|Ahwang|Sabatino")
O("maori", "Oceania", "gf", "Aroha|Mere|Hine|Ngaire", "Tama|Wiremu|Rawiri|Hemi",
  "Te Rangi|Ngata|Parata|Te Whiu|Tuhiwai|Horomona|Pōmare")
O("samoan", "Oceania", "gf", "Sina|Losa|Fetu|Malia", "Sione|Tavita|Ioane|Lemalu",
  "Tuilagi|Faleolo|Leota|Sapolu|Aumua|Fuimaono")
O("tongan", "Oceania", "gf", "Mele|Salote|Lupe|Ana", "Siaosi|Viliami|Tevita|Sione",
  "Fifita|Taufa|Vaipulu|Havili|Fonua|Mahe")
O("fijian", "Oceania", "gf", "Mereani|Litia|Ateca|Losana", "Jone|Semisi|Josefa|Apisai",
  "Vuniwaqa|Tuilau|Naivalu|Ravuvu|Nadolo|Bulivou")
O("indo_fijian", "Oceania", "gf", "Shalini|Anjeshni|Reshmi|Roneel", "Ashneel|Rohit|Vinesh|Avinash",
  "Prasad|Chand|Lal|Narayan|Kumar|Singh")
O("papuan", "Oceania", "gf", "Dorcas|Rose|Jenny|Lucy", "Kila|Peni|Ovia|Gabriel",
  "Kaupa|Wari|Namah|Agarobe|Kewa|Tom")
O("chamorro", "Oceania", "gf", "Josefina|Tina|Rosalia|Ana Maria", "Vicente|Joaquin|Jesse|Frank",
  "Taitano|Quitugua|San Nicolas|Aguon|Camacho|Cepeda|Borja")


BY_KEY = {o["key"]: o for o in ORIGINS}
assert len(BY_KEY) == len(ORIGINS), "duplicate origin key"

# which origins to prefer for native names in each prompt language
LANG_ORIGINS = {
    "de": ["german", "austrian", "swiss_german"], "fr": ["french", "breton", "quebecois", "corsican"],
    "es": ["spanish", "mexican", "colombian", "chilean", "argentine"], "it": ["italian", "sardinian", "sicilian"],
    "pt": ["portuguese", "brazilian", "angolan", "cape_verdean"], "nl": ["dutch", "flemish", "frisian", "surinamese"],
    "sv": ["swedish", "sami"], "nb": ["norwegian", "sami"], "da": ["danish", "faroese", "greenlandic"],
    "fi": ["finnish", "sami"], "is": ["icelandic"], "pl": ["polish"], "cs": ["czech"], "sk": ["slovak"],
    "hu": ["hungarian"], "ro": ["romanian", "moldovan"], "hr": ["croatian", "bosnian"], "sl": ["slovene"],
    "sr": ["serbian_cyr", "serbian"], "bg": ["bulgarian_cyr"], "ru": ["russian_cyr"], "uk": ["ukrainian_cyr"],
    "el": ["greek_native"], "tr": ["turkish"], "lt": ["lithuanian"], "lv": ["latvian"], "et": ["estonian"],
    "ca": ["catalan"], "eu": ["basque"], "ga": ["irish_gaelic"], "cy": ["welsh"], "af": ["afrikaner"],
    "sw": ["swahili", "luo", "kikuyu"], "ar": ["arabic_native"], "he": ["hebrew_native"], "fa": ["persian_native"],
    "hi": ["hindi_native"], "mr": ["marathi_native"], "ne": ["nepali_native"], "bn": ["bengali_native"],
    "ta": ["tamil_native"], "ur": ["urdu_native"], "th": ["thai_native"], "vi": ["vietnamese"],
    "id": ["indonesian", "javanese", "batak"], "ms": ["malay"], "tl": ["filipino"], "zh": ["chinese_simp"],
    "ja": ["japanese_native"], "ko": ["korean_native"], "ka": ["georgian_native"], "hy": ["armenian_native"],
    "am": ["amharic_native"], "so": ["somali"], "mn": ["mongolian_cyr"], "kk": ["kazakh_cyr"],
}
