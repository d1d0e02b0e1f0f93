# -*- coding: utf-8 -*-
"""Hand-written person-name pools for the v49 corpus (politics / public administration).

Written from scratch for this corpus; not taken from any package or data set.

Notation inside the whitespace-separated lists:
  _      a space inside one name part   ("van_der_Berg" -> "van der Berg")
  a/b    male form / female form        ("Petrov/Petrova")
  b|c    alternative female forms       ("Kazlauskienė|Kazlauskaitė")

Keyword options of O(...):
  order  "gf" (given first, default), "fg" (family first), "vn" (family, middle, given),
         "mono" (one name, no family name), "hk" (optional English name + family + given)
  fg_p   probability that a "gf" origin is written family-first (Hungarian, Japanese)
  mid    middle parts (patronymic, nasab, father's name, Thị/Văn, maternal surname)
  pmid   probability of a middle part
  sur2   probability of a second family name;  join2 the joiner (" " or " i ")
  pmono  probability that the person is written with the given name only (mononym)
  pinit  probability that the family/father name is written as an initial before
         the given name ("R. Karthikeyan", "Ts. Batbold")
  tl     what follows a title: "last" (default) or "first" (Icelandic, Malay, Tamil ...)
  eng    English given names used before the Chinese name (Hong Kong, Singapore)
  ascii_p probability of writing a Vietnamese name without diacritics
  nat    native-script pool N(script, f, m, fam, **same options)
"""

ORIGINS = []


def N(script, f, m, fam="", **kw):
    d = dict(script=script, f=f.split(), m=m.split(), fam=fam.split())
    for k in ("mid",):
        if k in kw:
            kw[k] = kw[k].split()
    d.update(kw)
    return d


def O(slug, label, region, f, m, fam="", **kw):
    d = dict(slug=slug, label=label, region=region, script="Latin",
             f=f.split(), m=m.split(), fam=fam.split())
    if "mid" in kw:
        kw["mid"] = kw["mid"].split()
    for k in ("engf", "engm"):
        if k in kw:
            kw[k] = kw[k].split()
    d.update(kw)
    ORIGINS.append(d)


# ---------------------------------------------------------------- Europe, west
O("english", "English", "Europe",
  "Eleanor Harriet Imogen Philippa Bethany Gemma Lauren Rosalind Hope",
  "Alistair Rupert Gareth Nigel Oliver Callum Darren Tobias Mark",
  "Whitfield Ashdown Pemberton Hargreaves Bellamy Thornbury Cartwright Fairbairn Brown Page",
  mid="James Louise Anne Edward Victoria", pmid=0.15)
O("scottish", "Scottish", "Europe",
  "Morag Isla Catriona Eilidh Kirsty Fiona Ailsa",
  "Hamish Angus Euan Struan Lachlan Ruaridh Fraser",
  "MacLeod McAllister Buchanan Drummond MacKenzie Urquhart Sinclair Farquharson McIntyre")
O("irish", "Irish", "Europe",
  "Siobhán Aoife Gráinne Niamh Caoimhe Sorcha Orla",
  "Ciarán Pádraig Oisín Donnchadh Tadhg Cathal Eoin",
  "Ó_Súilleabháin/Ní_Shúilleabháin Ó_Briain/Ní_Bhriain Mac_Cárthaigh/Nic_Cárthaigh "
  "Ó_Conaill/Ní_Chonaill Ó_Dónaill/Ní_Dhónaill Kavanagh Fitzgerald O'Driscoll McGuinness Byrne")
O("welsh", "Welsh", "Europe",
  "Angharad Cerys Eleri Nia Rhiannon Ffion Bethan Gwenllian",
  "Dafydd Rhodri Iwan Gruffydd Emlyn Geraint Llŷr",
  "ap_Gwilym ab_Owain ap_Rhys Llewellyn Prydderch Pugh Bowen Gruffudd Vaughan")
O("german", "German", "Europe",
  "Annegret Friederike Sabine Jutta Henrike Lieselotte Ulrike Svenja",
  "Wolfgang Jürgen Matthias Sönke Reinhard Torsten Dietmar Björn Hans-Jürgen",
  "Müller Schröder Weißmann von_Bülow Hoffmann Kretschmer Brandt Zimmermann Meißner Vogt von_der_Heyden")
O("austrian", "Austrian", "Europe",
  "Theresia Johanna Notburga Roswitha Elfriede Maximiliane",
  "Florian Leopold Gottfried Engelbert Alois Valentin",
  "Gruber Huber Pichler Moser Steiner Hofer Leitner Wimmer Egger")
O("swiss", "Swiss", "Europe",
  "Ursula Regula Mirjam Verena Chiara Séverine",
  "Urs Beat Reto Ueli Gian-Luca Matthieu",
  "Bühlmann Zürcher Brunner Meier Baumgartner Käser Rochat Cattaneo Gerber")
O("dutch", "Dutch", "Europe",
  "Marieke Anouk Femke Sanne Lieke Wilhelmina Maartje",
  "Joost Maarten Sjoerd Pieter Daan Ruud Thijs",
  "van_der_Berg van_'t_Hof ter_Horst de_Vries Bakker Visser Smit van_Dijk Jansen Meijer de_Groot")
O("flemish", "Flemish (Belgian)", "Europe",
  "Griet Lien Annelies Katrien Liesbeth Fien",
  "Koen Wouter Pieter-Jan Jelle Bart Steven",
  "De_Smet Van_den_Bossche Peeters Janssens Maes Claes Vermeulen Van_Damme Wouters De_Backer")
O("french", "French", "Europe",
  "Séverine Maëlle Clémence Margaux Anaïs Marie-Claire Hélène Solène",
  "Jean-Baptiste Étienne Grégoire Thibault Rémi Benoît Jean-François Loïc",
  "Moreau Lefèvre de_la_Fontaine Dubois Girard Rousseau Fournier Chevallier Lemaire Beaumont")
O("breton", "Breton", "Europe",
  "Maëlys Gwenaëlle Nolwenn Anaïg Soazig Rozenn",
  "Yannick Erwan Gwenaël Ronan Loïg Goulven",
  "Le_Gall Le_Goff Kerjean Le_Bihan Tanguy Le_Roux Quéméner Kerhervé")
O("luxembourgish", "Luxembourgish", "Europe",
  "Josiane Nathalie Carole Martine Liliane",
  "Gilles Romain Fernand Xavier Guy",
  "Schmit Weber Reuter Hansen Wagner Kremer Thill Wirtz Majerus")
O("italian", "Italian", "Europe",
  "Giulia Francesca Chiara Beatrice Ludovica Raffaella Annalisa",
  "Lorenzo Giacomo Matteo Salvatore Gianluca Pierpaolo Vittorio",
  "Rossi Esposito De_Luca Di_Stefano Ferrara Bianchi Lo_Russo D'Alessandro Colombo Mancini Dell'Orto")
O("maltese", "Maltese", "Europe",
  "Marija Rita Doreen Graziella Roberta Josette",
  "Ġużeppi Salvu Karmenu Joseph Mario Owen",
  "Borg Camilleri Vella Zammit Farrugia Grech Galea Micallef Azzopardi Cassar")
O("spanish", "Spanish", "Europe",
  "Lucía Inmaculada Ainhoa Mercedes Rocío Pilar Macarena",
  "Álvaro Íñigo Santiago Javier Gonzalo Fermín Rodrigo",
  "García López Ortega Sánchez Fernández de_la_Torre Martín Navarro Herrera Ruiz Gómez Castillo",
  sur2=0.5)
O("catalan", "Catalan", "Europe",
  "Montserrat Núria Mireia Laia Meritxell Roser",
  "Jordi Oriol Pau Arnau Marc Quim",
  "Puig Ferrer Vilaró Serra Soler Casals Bosch Riera Pujol Vidal",
  sur2=0.6, join2=" i ")
O("basque", "Basque", "Europe",
  "Itziar Nerea Amaia Maite Garazi Edurne",
  "Iñaki Koldo Aitor Xabier Unai Joseba",
  "Etxeberria Agirre Goikoetxea Urrutia Zubizarreta Arrieta Elorza Mendizabal",
  sur2=0.5)
O("galician", "Galician", "Europe",
  "Uxía Iria Antía Sabela Xiana Rosalía",
  "Xosé Brais Iago Anxo Roi Xoán",
  "Castro Vázquez Outeiro Seoane Piñeiro Rivas Souto Lema Varela",
  sur2=0.5)
O("portuguese", "Portuguese", "Europe",
  "Inês Beatriz Leonor Matilde Mariana Conceição",
  "João Tiago Duarte Gonçalo Rui Nuno",
  "Sousa Ferreira Carvalho dos_Santos da_Costa Pereira Rodrigues Almeida Magalhães Teixeira",
  sur2=0.55)
# ---------------------------------------------------------------- Europe, north
O("danish", "Danish", "Europe",
  "Mette Signe Ida Louise Karen Pernille",
  "Søren Anders Mikkel Rasmus Jesper Mads",
  "Jørgensen Nielsen Kristensen Thomsen Østergaard Frederiksen Holm Lund Dahl")
O("norwegian", "Norwegian", "Europe",
  "Ingrid Solveig Ragnhild Kari Tone Marit",
  "Håkon Eirik Torbjørn Sindre Øystein Magnus",
  "Haugen Bakken Solberg Lie Strand Aasen Kvale Berg Nordby")
O("swedish", "Swedish", "Europe",
  "Ingela Åsa Linnéa Märta Karin Agneta",
  "Göran Björn Anders Per-Olof Stellan Mats",
  "Lindqvist Åkesson Bergström Johansson Nyström Sjöberg Ek Wallin Lund")
O("finnish", "Finnish", "Europe",
  "Aino Sanna Riikka Tuulikki Päivi Hanna-Leena",
  "Juha Matti Jukka-Pekka Antti Ville Timo",
  "Virtanen Korhonen Mäkinen Nieminen Hämäläinen Laine Heikkinen Koskinen Järvinen")
O("icelandic", "Icelandic", "Europe",
  "Guðrún Sigríður Katrín Þórdís Hrafnhildur Ásdís",
  "Sigurður Gunnar Þórður Einar Jóhann Bjarni",
  "Jónsson/Jónsdóttir Sigurðsson/Sigurðardóttir Einarsson/Einarsdóttir Magnússon/Magnúsdóttir "
  "Gunnarsson/Gunnarsdóttir Þórsson/Þórsdóttir Ólafsson/Ólafsdóttir",
  tl="first")
O("faroese", "Faroese", "Europe",
  "Bára Sólja Rannvá Turið Elin",
  "Jógvan Rógvi Súni Hanus Tróndur Bárður",
  "Poulsen Joensen Dahl á_Lakjuni í_Dali Mikkelsen Johannesen við_Á")
O("sami", "Sámi", "Europe",
  "Máret Risten Elle Sárá Inga",
  "Áilu Niillas Ovllá Jovnna Mihkkal",
  "Somby Gaup Utsi Eira Balto Hætta Guttorm Valkeapää")
O("estonian", "Estonian", "Europe",
  "Kadri Triin Liina Maarja Kersti Piret",
  "Tõnis Jaanus Priit Margus Indrek Urmas",
  "Tamm Saar Sepp Mägi Kask Rebane Ilves Kukk Lepik")
O("latvian", "Latvian", "Europe",
  "Ilze Dace Inese Baiba Laima Kristīne",
  "Jānis Andris Māris Edgars Valdis Artūrs",
  "Bērziņš/Bērziņa Kalniņš/Kalniņa Ozols/Ozola Liepiņš/Liepiņa Krūmiņš/Krūmiņa Vītols/Vītola "
  "Zariņš/Zariņa Strazds/Strazda")
O("lithuanian", "Lithuanian", "Europe",
  "Rasa Eglė Giedrė Aušra Jurgita Rūta",
  "Mindaugas Tomas Darius Vytautas Gediminas Saulius",
  "Kazlauskas/Kazlauskienė|Kazlauskaitė Petrauskas/Petrauskienė|Petrauskaitė "
  "Jankauskas/Jankauskienė|Jankauskaitė Žukauskas/Žukauskienė|Žukauskaitė Butkus/Butkienė|Butkutė "
  "Paulauskas/Paulauskienė|Paulauskaitė Vasiliauskas/Vasiliauskienė|Vasiliauskaitė")
# ---------------------------------------------------------------- Europe, central / east
O("polish", "Polish", "Europe",
  "Małgorzata Agnieszka Katarzyna Zofia Jadwiga Bożena",
  "Krzysztof Grzegorz Paweł Tomasz Wojciech Zbigniew",
  "Kowalski/Kowalska Wiśniewski/Wiśniewska Grabowski/Grabowska Nowak Wójcik Kamiński/Kamińska "
  "Lewandowski/Lewandowska Zieliński/Zielińska Dąbrowski/Dąbrowska Szczepański/Szczepańska")
O("czech", "Czech", "Europe",
  "Alena Hana Jitka Markéta Kateřina Zdeňka",
  "Jiří Petr Vojtěch Ondřej Lubomír Radek",
  "Novák/Nováková Svoboda/Svobodová Dvořák/Dvořáková Černý/Černá Procházka/Procházková "
  "Kučera/Kučerová Veselý/Veselá Horák/Horáková")
O("slovak", "Slovak", "Europe",
  "Zuzana Ľubica Mária Janka Silvia Dagmar",
  "Ľubomír Marek Juraj Miroslav Peter Štefan",
  "Kováč/Kováčová Horváth/Horváthová Varga/Vargová Tóth/Tóthová Baláž/Balážová Šimko/Šimková "
  "Hudák/Hudáková Lukáč/Lukáčová")
O("hungarian", "Hungarian", "Europe",
  "Zsófia Erzsébet Katalin Ildikó Réka Enikő",
  "László Zoltán Gábor Attila Csaba Ferenc",
  "Nagy Kovács Szabó Tóth Horváth Varga Kiss Molnár Németh Farkas",
  fg_p=0.3)
O("romanian", "Romanian", "Europe",
  "Ioana Mihaela Roxana Andreea Cristina Ecaterina",
  "Mihai Bogdan Radu Ștefan Dragoș Cătălin",
  "Popescu Ionescu Constantinescu Dumitrescu Stan Gheorghiu Munteanu Lungu Moldovan Rusu")
O("bulgarian", "Bulgarian", "Europe",
  "Desislava Tsvetelina Radostina Yordanka Mariela",
  "Stoyan Hristo Plamen Todor Ivaylo Krasimir",
  "Petrov/Petrova Dimitrov/Dimitrova Georgiev/Georgieva Todorov/Todorova Hristov/Hristova "
  "Stoyanov/Stoyanova Kolev/Koleva",
  nat=N("Cyrillic", "Десислава Цветелина Радостина Йорданка Мариела",
        "Стоян Христо Пламен Тодор Ивайло Красимир",
        "Петров/Петрова Димитров/Димитрова Георгиев/Георгиева Тодоров/Тодорова Христов/Христова "
        "Стоянов/Стоянова Колев/Колева"))
O("serbian", "Serbian", "Europe",
  "Jelena Milica Dragana Snežana Ivana Marija",
  "Miloš Dragan Nemanja Vuk Dušan Aleksandar",
  "Jovanović Petrović Nikolić Marković Đorđević Stojanović Ilić Pavlović",
  nat=N("Cyrillic", "Јелена Милица Драгана Снежана Ивана",
        "Милош Драган Немања Вук Душан",
        "Јовановић Петровић Николић Марковић Ђорђевић Стојановић Илић Павловић"))
O("croatian", "Croatian", "Europe",
  "Ivana Marija Ana Katarina Mirjana Vesna",
  "Ivan Tomislav Josip Krešimir Zvonimir Hrvoje",
  "Horvat Kovačević Babić Marić Jurić Knežević Vuković Perić")
O("bosnian", "Bosnian", "Europe",
  "Amra Emina Lejla Selma Aida Merima",
  "Adnan Emir Haris Mirza Kenan Edin",
  "Hodžić Hadžić Begić Mehmedović Delić Salihović Husić Omerović")
O("slovenian", "Slovenian", "Europe",
  "Maja Špela Nina Urška Tanja Mojca",
  "Matej Janez Primož Rok Gregor Luka",
  "Novak Kranjc Zupančič Potočnik Kovačič Mlakar Vidmar Golob")
O("macedonian", "Macedonian", "Europe",
  "Biljana Vesna Elena Katerina Snežana",
  "Goran Zoran Nikola Dimitar Kiril",
  "Trajkovski/Trajkovska Stojanovski/Stojanovska Nikolovski/Nikolovska Petrovski/Petrovska "
  "Dimovski/Dimovska Angelovski/Angelovska",
  nat=N("Cyrillic", "Билјана Весна Елена Катерина Снежана",
        "Горан Зоран Никола Димитар Кирил",
        "Трајковски/Трајковска Стојановски/Стојановска Николовски/Николовска Петровски/Петровска "
        "Димовски/Димовска"))
O("albanian", "Albanian", "Europe",
  "Blerta Arta Drita Elira Mimoza Vjosa",
  "Arben Besnik Ilir Gëzim Fatmir Dritan",
  "Hoxha Berisha Krasniqi Gashi Shehu Dervishi Kelmendi Leka Bytyçi")
O("greek", "Greek", "Europe",
  "Eleni Katerina Georgia Dimitra Vasiliki Panagiota",
  "Giorgos Dimitris Konstantinos Nikos Panagiotis Stavros",
  "Papadopoulos/Papadopoulou Georgiou Oikonomou Papadakis/Papadaki Nikolaidis/Nikolaidou "
  "Vlachos/Vlachou Alexiou Christodoulou",
  nat=N("Greek", "Ελένη Κατερίνα Γεωργία Δήμητρα Βασιλική Παναγιώτα",
        "Γιώργος Δημήτρης Κωνσταντίνος Νίκος Παναγιώτης Σταύρος",
        "Παπαδόπουλος/Παπαδοπούλου Γεωργίου Οικονόμου Παπαδάκης/Παπαδάκη Νικολαΐδης/Νικολαΐδου "
        "Βλάχος/Βλάχου Αλεξίου Χριστοδούλου"))
O("russian", "Russian", "Europe",
  "Anastasia Yekaterina Svetlana Olga Natalya Tatyana",
  "Dmitry Sergei Alexei Nikolai Andrei Mikhail",
  "Petrov/Petrova Ivanov/Ivanova Smirnov/Smirnova Kuznetsov/Kuznetsova Sokolov/Sokolova "
  "Volkov/Volkova Lebedev/Lebedeva Morozov/Morozova",
  mid="Sergeyevich/Sergeyevna Alexandrovich/Alexandrovna Ivanovich/Ivanovna Nikolayevich/Nikolayevna",
  pmid=0.3,
  nat=N("Cyrillic", "Анастасия Екатерина Светлана Ольга Наталья Татьяна",
        "Дмитрий Сергей Алексей Николай Андрей Михаил",
        "Петров/Петрова Иванов/Иванова Смирнов/Смирнова Кузнецов/Кузнецова Соколов/Соколова "
        "Волков/Волкова Лебедев/Лебедева Морозов/Морозова",
        mid="Сергеевич/Сергеевна Александрович/Александровна Иванович/Ивановна Николаевич/Николаевна",
        pmid=0.4))
O("ukrainian", "Ukrainian", "Europe",
  "Olena Oksana Iryna Halyna Nataliia Yuliia",
  "Oleksandr Taras Bohdan Andriy Mykola Yurii",
  "Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Melnyk Lysenko Hrytsenko Savchuk",
  mid="Petrovych/Petrivna Ivanovych/Ivanivna", pmid=0.15,
  nat=N("Cyrillic", "Олена Оксана Ірина Галина Наталія Юлія",
        "Олександр Тарас Богдан Андрій Микола Юрій",
        "Шевченко Коваленко Бондаренко Ткаченко Кравченко Мельник Лисенко Гриценко Савчук",
        mid="Петрович/Петрівна Іванович/Іванівна Миколайович/Миколаївна", pmid=0.3))
O("belarusian", "Belarusian", "Europe",
  "Alesia Hanna Volha Sviatlana Maryna",
  "Aliaksandr Siarhei Andrei Uladzimir Pavel",
  "Kazlou/Kazlova Navitski/Navitskaya Kavaliou/Kavaliova Zhuk Ramanchuk Hrynevich",
  nat=N("Cyrillic", "Алеся Ганна Вольга Святлана Марына",
        "Аляксандр Сяргей Андрэй Уладзімір Павел",
        "Казлоў/Казлова Навіцкі/Навіцкая Кавалёў/Кавалёва Жук Раманчук Грыневіч"))
# ---------------------------------------------------------------- Caucasus, Central Asia
O("armenian", "Armenian", "Caucasus",
  "Anahit Lusine Armine Nare Gayane Siranush",
  "Aram Tigran Vahagn Hovhannes Davit Armen",
  "Petrosyan Hovhannisyan Sargsyan Grigoryan Harutyunyan Avetisyan Khachatryan Manukyan",
  nat=N("Armenian", "Անահիտ Լուսինե Արմինե Նարե Գայանե",
        "Արամ Տիգրան Վահագն Հովհաննես Դավիթ Արմեն",
        "Պետրոսյան Հովհաննիսյան Սարգսյան Գրիգորյան Հարությունյան Ավետիսյան Խաչատրյան Մանուկյան"))
O("georgian", "Georgian", "Caucasus",
  "Nino Tamar Ketevan Mariam Eka Natia",
  "Giorgi Davit Levan Irakli Zurab Lasha",
  "Beridze Kapanadze Gelashvili Maisuradze Tsiklauri Lomidze Jghenti Abashidze Kvaratskhelia",
  nat=N("Georgian", "ნინო თამარ ქეთევან მარიამ ეკა ნათია",
        "გიორგი დავით ლევან ირაკლი ზურაბ ლაშა",
        "ბერიძე კაპანაძე გელაშვილი მაისურაძე წიკლაური ლომიძე აბაშიძე"))
O("azerbaijani", "Azerbaijani", "Caucasus",
  "Aynur Leyla Günel Sevinc Nərgiz Aytən",
  "Elçin Rəşad Tural Orxan Vüqar Kamran",
  "Məmmədov/Məmmədova Əliyev/Əliyeva Hüseynov/Hüseynova Quliyev/Quliyeva Həsənov/Həsənova "
  "İsmayılov/İsmayılova Rzayev/Rzayeva")
O("kazakh", "Kazakh", "Central Asia",
  "Aigerim Dinara Gulnara Madina Saule Zhanar",
  "Yerlan Arman Daulet Askar Nurlan Bauyrzhan",
  "Abenov/Abenova Zhaksybekov/Zhaksybekova Omarov/Omarova Tulegenov/Tulegenova Ospanov/Ospanova "
  "Seitkali Bekov/Bekova",
  nat=N("Cyrillic", "Әйгерім Динара Гүлнара Мадина Сәуле Жанар",
        "Ерлан Арман Дәулет Асқар Нұрлан Бауыржан",
        "Әбенов/Әбенова Жақсыбеков/Жақсыбекова Омаров/Омарова Төлегенов/Төлегенова Оспанов/Оспанова"))
O("uzbek", "Uzbek", "Central Asia",
  "Dilnoza Gulnora Malika Nodira Shahnoza Zarina",
  "Jasur Otabek Sardor Bekzod Rustam Sherzod",
  "Karimov/Karimova Yusupov/Yusupova Rakhimov/Rakhimova Abdullayev/Abdullayeva Nazarov/Nazarova "
  "Ergashev/Ergasheva Xoʻjayev/Xoʻjayeva")
O("kyrgyz", "Kyrgyz", "Central Asia",
  "Aizada Cholpon Nurzhan Elmira Asel",
  "Azamat Almazbek Bakyt Talant Emil",
  "Toktogulov/Toktogulova Asanov/Asanova Sydykov/Sydykova Moldobaev/Moldobaeva Usenov/Usenova")
O("tajik", "Tajik", "Central Asia",
  "Mehrinisso Farzona Nigina Gulbahor Sitora",
  "Firdavs Bahrom Shuhrat Jamshed Farrukh",
  "Rahmonov/Rahmonova Saidov/Saidova Sharipov/Sharipova Qodirov/Qodirova Davlatov/Davlatova")
O("turkmen", "Turkmen", "Central Asia",
  "Ogulgerek Aýna Jemal Bahar Maral",
  "Serdar Döwlet Merdan Berdi Myrat",
  "Annaýew/Annaýewa Orazow/Orazowa Ataýew/Ataýewa Gurbanow/Gurbanowa Nurmuhammedow/Nurmuhammedowa")
O("mongolian", "Mongolian", "Central Asia",
  "Oyunchimeg Enkhjargal Sarangerel Bolormaa Altantsetseg",
  "Batbold Ganbaatar Enkhbayar Tsogtbaatar Bat-Erdene Munkh-Orgil",
  "Tsogt Dorj Ganzorig Sukh Erdene Naran Baatar",
  pinit=0.5, tl="first",
  nat=N("Cyrillic", "Оюунчимэг Энхжаргал Сарангэрэл Болормаа Алтанцэцэг",
        "Батболд Ганбаатар Энхбаяр Цогтбаатар Бат-Эрдэнэ",
        "Цогт Дорж Ганзориг Сүх Эрдэнэ Наран", pinit=0.7, tl="first"))
O("uyghur", "Uyghur", "Central Asia",
  "Gulnar Mehriban Dilnur Aygül Zulhumar Patigül",
  "Ekber Tursun Ablimit Nurmemet Mutellip Erkin",
  "Tohti Abdurehim Qasim Yasin Rozi Hoshur Memet")
O("tatar", "Tatar", "Europe",
  "Alsu Gulnara Rezeda Liliya Dilyara",
  "Ildar Rustem Marat Rinat Airat",
  "Khabibullin/Khabibullina Galiev/Galieva Zaripov/Zaripova Gilmutdinov/Gilmutdinova Safin/Safina")
# ---------------------------------------------------------------- Middle East, North Africa
O("turkish", "Turkish", "Middle East",
  "Ayşe Zeynep Elif Gülşen Şükran Hülya",
  "Mehmet Mustafa Emre Oğuz Kemal İlker",
  "Yılmaz Kaya Demir Şahin Çelik Öztürk Aydın Arslan Doğan Yıldız")
O("kurdish", "Kurdish", "Middle East",
  "Rojda Berfîn Zozan Hêvî Nesrîn Dilan",
  "Azad Rêbîn Sherko Karwan Hejar Dilshad",
  "Kakayi Hawrami Sindi Amedi Dosky Jaf Mahmoud Bradosti")
O("iranian", "Iranian (Persian)", "Middle East",
  "Parisa Maryam Shirin Nasrin Fereshteh Leila",
  "Reza Mehdi Dariush Farhad Kourosh Babak",
  "Najafi Hosseini Rahimi Mohammadi Karimi Ahmadi Tehrani Jafari Sadeghi Rezaei",
  nat=N("Arabic", "پریسا مریم شیرین نسرین فرشته لیلا",
        "رضا مهدی داریوش فرهاد کوروش بابک",
        "نجفی حسینی رحیمی محمدی کریمی احمدی تهرانی جعفری صادقی"))
O("afghan", "Afghan (Pashto/Dari)", "Middle East",
  "Zarghona Malalai Farzana Nilofar Shabnam",
  "Wahidullah Naqibullah Zalmai Mirwais Sayed Habibullah",
  "Ahmadzai Popalzai Noorzai Stanekzai Wardak Sultani Haidari",
  pmono=0.25,
  nat=N("Arabic", "زرغونه ملالۍ فرزانه نیلوفر شبنم",
        "زلمی میرویس احمد عبدالله فرید",
        "احمدزی پوپلزی نورزی ستانکزی وردک", pmono=0.2))
O("saudi", "Saudi / Gulf Arab", "Middle East",
  "Noura Haya Reem Lulwa Maha Shaikha",
  "Faisal Khalid Abdulaziz Turki Saud Nasser",
  "Al-Otaibi Al-Harbi Al-Qahtani Al-Dosari Al-Shammari Al-Mutairi Al-Ghamdi Al-Zahrani",
  mid="bin_Khalid/bint_Khalid bin_Abdullah/bint_Abdullah bin_Saad/bint_Saad bin_Fahd/bint_Fahd",
  pmid=0.5,
  nat=N("Arabic", "نورة هيا ريم لولوة مها شيخة",
        "فيصل خالد عبدالعزيز تركي سعود ناصر",
        "العتيبي الحربي القحطاني الدوسري الشمري المطيري الغامدي",
        mid="بن_خالد/بنت_خالد بن_عبدالله/بنت_عبدالله بن_سعد/بنت_سعد", pmid=0.4))
O("emirati", "Emirati", "Middle East",
  "Mariam Aisha Hessa Latifa Amna",
  "Rashid Hamdan Saeed Obaid Sultan",
  "Al-Mansoori Al-Ketbi Al-Nuaimi Al-Shamsi Al-Falasi Al-Suwaidi",
  mid="bin_Rashid/bint_Rashid bin_Saeed/bint_Saeed bin_Obaid/bint_Obaid", pmid=0.3)
O("levantine", "Levantine Arab (Lebanese/Syrian/Jordanian)", "Middle East",
  "Rania Lina Yasmine Nadine Hiba Maya",
  "Karim Ziad Tarek Fadi Samer Rami",
  "Haddad Khoury Nassar Mansour Saade Chamoun Barakat Hijazi Abou_Jaoude",
  nat=N("Arabic", "رانيا لينا ياسمين نادين هبة مايا",
        "كريم زياد طارق فادي سامر رامي",
        "حداد خوري نصار منصور سعادة شمعون بركات حجازي"))
O("palestinian", "Palestinian", "Middle East",
  "Dalia Samah Ruba Manar Lubna",
  "Mahmoud Yousef Bassam Khaled Amjad",
  "Abu-Ghazaleh Barghouti Husseini Nashashibi Tamimi Shaath Khalidi Abu_Eid")
O("egyptian", "Egyptian", "Middle East",
  "Mona Heba Yasmin Nermine Doaa Shaimaa",
  "Mohamed Ahmed Mostafa Amr Hossam Sherif",
  "Abdel-Rahman Abdel-Fattah El-Sayed Hassan Fahmy Soliman Ezzat Ragab",
  nat=N("Arabic", "منى هبة ياسمين نرمين دعاء شيماء",
        "محمد أحمد مصطفى عمرو حسام شريف",
        "عبد_الرحمن عبد_الفتاح السيد حسن محمود فهمي سليمان عزت رجب"))
O("iraqi", "Iraqi", "Middle East",
  "Zainab Rusul Shahad Hawraa Israa",
  "Haider Mustafa Hussein Ammar Muntadher",
  "Al-Jubouri Al-Rubaie Al-Obaidi Al-Saadi Al-Tamimi Al-Dulaimi Al-Khafaji")
O("yemeni", "Yemeni", "Middle East",
  "Afrah Bushra Sumaya Nabila Arwa",
  "Abdulmalik Nabil Tawfiq Hamoud Yahya",
  "Al-Hakimi Al-Eryani Al-Ahmar Al-Sharjabi Al-Maqtari Ba-Wazir")
O("moroccan", "Moroccan", "North Africa",
  "Fatima-Zahra Khadija Salma Houda Zineb Nawal",
  "Youssef Hamza Mehdi Abdelilah Rachid Othmane",
  "El_Amrani Benali Bennani Alaoui Tazi Berrada El_Idrissi Chraibi Ouazzani")
O("algerian", "Algerian", "North Africa",
  "Amel Souad Nadia Lamia Yasmina Kahina",
  "Karim Sofiane Mourad Abdelkader Nassim Riad",
  "Benyahia Bouzid Belkacem Hamidi Mebarki Boudiaf Saadi Zerrouki Cherif")
O("tunisian", "Tunisian", "North Africa",
  "Sonia Olfa Rim Amira Wafa Emna",
  "Mohamed-Ali Anis Slim Wassim Hichem Bilel",
  "Ben_Salah Trabelsi Jaziri Gharbi Ben_Ammar Mzali Chebbi Hammami")
O("libyan", "Libyan", "North Africa",
  "Najwa Huda Salwa Aya Fatma",
  "Abdulhakim Mohammed Ibrahim Salem Tarek",
  "Al-Mismari Ben_Halim Al-Warfalli Zeidan Al-Barassi Gheriani")
O("mauritanian", "Mauritanian", "North Africa",
  "Mariem Aminetou Khadijetou Lalla Vatimetou",
  "Mohamed Sidi Ahmedou Cheikh Brahim",
  "Ould_Abdallahi/Mint_Abdallahi Ould_Cheikh/Mint_Cheikh Ould_Bah/Mint_Bah Ould_Sidi/Mint_Sidi "
  "Ould_Mohamed/Mint_Mohamed")
O("sudanese", "Sudanese", "North Africa",
  "Amna Sara Hawa Nahid Asma",
  "Osman Hamza Mubarak Babiker Elfatih",
  "Abdalla Babiker Elamin Idris Elnour Elbashir",
  mid="Hassan Ali Mohamed Abdelrahim", pmid=0.35)
O("israeli", "Israeli (Hebrew)", "Middle East",
  "Noa Tamar Yael Shira Michal Hadas",
  "Yossi Eitan Amir Nadav Ariel Itai",
  "Ben-David Cohen Levi Mizrahi Peretz Biton Friedman Shapira Avraham Ben-Ami",
  nat=N("Hebrew", "נועה תמר יעל שירה מיכל הדס",
        "יוסי איתן אמיר נדב אריאל איתי",
        "בן-דוד כהן לוי מזרחי פרץ ביטון פרידמן שפירא אברהם"))
O("ashkenazi", "Ashkenazi Jewish (diaspora)", "Diaspora",
  "Shoshana Rivka Chaya Miriam Esther Devorah",
  "Mendel Yitzchak Shmuel Avi Moshe Hershel",
  "Goldberg Rosenthal Katz Feldman Horowitz Weinstein Birnbaum Kaplan Rubinstein")
O("assyrian", "Assyrian", "Middle East",
  "Ramina Shamiram Nahrain Atorina Ninwe",
  "Ashur Sargon Ninos Yonan Odisho",
  "Shimun Benyamin Khoshaba Warda Isho Gewargis Odishoo")
# ---------------------------------------------------------------- South Asia
O("hindi", "North Indian (Hindi)", "South Asia",
  "Priya Sunita Kavita Anjali Pooja Neha",
  "Rajesh Amit Vikram Sanjay Rahul Arvind",
  "Sharma Verma Gupta Srivastava Mishra Tiwari Chauhan Yadav Agarwal",
  nat=N("Devanagari", "प्रिया सुनीता कविता अंजलि पूजा नेहा",
        "राजेश अमित विक्रम संजय राहुल अरविंद",
        "शर्मा वर्मा गुप्ता श्रीवास्तव मिश्रा तिवारी चौहान यादव अग्रवाल"))
O("marathi", "Marathi", "South Asia",
  "Aishwarya Madhuri Sayali Prajakta Ashwini Rutuja",
  "Sachin Vinayak Prashant Abhijit Omkar Mandar",
  "Deshpande Kulkarni Patil Joshi Jadhav Gokhale Deshmukh Pawar Shinde",
  mid="Ramesh Suresh Vasant Anil Dattatray", pmid=0.3,
  nat=N("Devanagari", "ऐश्वर्या माधुरी सायली प्राजक्ता अश्विनी ऋतुजा",
        "सचिन विनायक प्रशांत अभिजित ओंकार मंदार",
        "देशपांडे कुलकर्णी पाटील जोशी जाधव गोखले देशमुख पवार शिंदे"))
O("nepali", "Nepali", "South Asia",
  "Sita Sarita Bimala Pratibha Anju Srijana",
  "Bishnu Prakash Sagar Dipendra Keshav Ram",
  "Shrestha Thapa Gurung Tamang Adhikari Koirala Bhattarai Rai Poudel",
  nat=N("Devanagari", "सीता सरिता बिमला प्रतिभा सृजना",
        "बिष्णु प्रकाश सागर दिपेन्द्र केशव",
        "श्रेष्ठ थापा गुरुङ तामाङ अधिकारी कोइराला भट्टराई पौडेल"))
O("punjabi", "Punjabi (Sikh)", "South Asia",
  "Harpreet Jaspreet Manjit Simran Navneet Kulwinder",
  "Gurpreet Harjit Amarjit Jaswinder Sukhdev Balwinder",
  "Sandhu Gill Dhillon Grewal Sidhu Brar Bajwa Singh/Kaur",
  mid="Singh/Kaur", pmid=0.6,
  nat=N("Gurmukhi", "ਹਰਪ੍ਰੀਤ ਜਸਪ੍ਰੀਤ ਮਨਜੀਤ ਸਿਮਰਨ ਨਵਨੀਤ",
        "ਗੁਰਪ੍ਰੀਤ ਹਰਜੀਤ ਅਮਰਜੀਤ ਜਸਵਿੰਦਰ ਸੁਖਦੇਵ",
        "ਸੰਧੂ ਗਿੱਲ ਢਿੱਲੋਂ ਗਰੇਵਾਲ ਸਿੱਧੂ ਬਰਾੜ ਬਾਜਵਾ", mid="ਸਿੰਘ/ਕੌਰ", pmid=0.8))
O("gujarati", "Gujarati", "South Asia",
  "Hetal Krupa Nisha Bhavna Falguni Jigna",
  "Jignesh Hitesh Chirag Nilesh Bhavesh Ketan",
  "Patel Shah Mehta Desai Trivedi Parikh Bhatt Solanki",
  nat=N("Gujarati", "હેતલ કૃપા નિશા ભાવના ફાલ્ગુની",
        "જીગ્નેશ હિતેશ ચિરાગ નિલેશ ભાવેશ કેતન",
        "પટેલ શાહ મહેતા દેસાઈ ત્રિવેદી પરીખ ભટ્ટ"))
O("bengali", "Bengali (West Bengal)", "South Asia",
  "Sreya Moumita Debjani Paromita Ananya Rituparna",
  "Sourav Debashis Arnab Subhajit Anirban Partha",
  "Chatterjee Mukherjee Banerjee Ghosh Bose Sen Dasgupta Bhattacharya Chakraborty Mitra",
  nat=N("Bengali", "শ্রেয়া মৌমিতা দেবযানী পারমিতা অনন্যা ঋতুপর্ণা",
        "সৌরভ দেবাশিস অর্ণব শুভজিৎ অনির্বাণ পার্থ",
        "চট্টোপাধ্যায় মুখোপাধ্যায় বন্দ্যোপাধ্যায় ঘোষ বসু সেন দাশগুপ্ত ভট্টাচার্য চক্রবর্তী মিত্র"))
O("bangladeshi", "Bangladeshi", "South Asia",
  "Nusrat Farhana Tahmina Sharmin Rokeya Sadia",
  "Tanvir Mahmudul Shafiqul Rezaul Ashraful Imran",
  "Rahman Hossain Islam Chowdhury Uddin Haque Sarkar Talukder",
  nat=N("Bengali", "নুসরাত ফারহানা তাহমিনা শারমিন রোকেয়া সাদিয়া",
        "তানভীর মাহমুদুল শফিকুল রেজাউল আশরাফুল ইমরান",
        "রহমান হোসেন ইসলাম চৌধুরী উদ্দিন হক সরকার তালুকদার"))
O("tamil", "Tamil", "South Asia",
  "Kavitha Meenakshi Lakshmi Revathi Thenmozhi Vaishnavi",
  "Senthil Karthikeyan Murugan Saravanan Arumugam Vignesh",
  "Ramasamy Subramanian Krishnan Venkatesan Palaniappan Natarajan Shanmugam Rajendran",
  pinit=0.45, tl="first",
  nat=N("Tamil", "கவிதா மீனாட்சி லட்சுமி ரேவதி தேன்மொழி வைஷ்ணவி",
        "செந்தில் கார்த்திகேயன் முருகன் சரவணன் ஆறுமுகம் விக்னேஷ்",
        "ராமசாமி சுப்பிரமணியன் கிருஷ்ணன் வெங்கடேசன் நடராஜன் சண்முகம் ராஜேந்திரன்",
        pinit=0.5, tl="first"))
O("telugu", "Telugu", "South Asia",
  "Sravani Lavanya Padmaja Sirisha Swathi",
  "Srinivas Prasad Mahesh Kiran Suresh Venkata_Ramana",
  "Reddy Naidu Rao Chowdary Varma Raju Goud Sastry",
  pinit=0.25,
  nat=N("Telugu", "శ్రావణి లావణ్య పద్మజ శిరీష స్వాతి",
        "శ్రీనివాస్ ప్రసాద్ మహేష్ కిరణ్ సురేష్",
        "రెడ్డి నాయుడు రావు చౌదరి వర్మ రాజు గౌడ్ శాస్త్రి"))
O("kannada", "Kannada", "South Asia",
  "Shwetha Kavya Rashmi Bhavya Sahana",
  "Manjunath Raghavendra Puneeth Yogesh Girish",
  "Gowda Hegde Shetty Bhat Kamath Rao Nayak",
  nat=N("Kannada", "ಶ್ವೇತಾ ಕಾವ್ಯ ರಶ್ಮಿ ಭವ್ಯ ಸಹನಾ",
        "ಮಂಜುನಾಥ್ ರಾಘವೇಂದ್ರ ಪುನೀತ್ ಯೋಗೇಶ್ ಗಿರೀಶ್",
        "ಗೌಡ ಹೆಗಡೆ ಶೆಟ್ಟಿ ಭಟ್ ಕಾಮತ್ ರಾವ್ ನಾಯಕ್"))
O("malayali", "Malayali", "South Asia",
  "Anjali Lekshmi Sreelakshmi Divya Aswathy Neethu",
  "Sreejith Anoop Vishnu Arun Biju Rajeev",
  "Nair Menon Pillai Kurup Panicker Varghese Kurian Namboothiri",
  nat=N("Malayalam", "അഞ്ജലി ലക്ഷ്മി ശ്രീലക്ഷ്മി ദിവ്യ അശ്വതി നീതു",
        "ശ്രീജിത്ത് അനൂപ് വിഷ്ണു അരുൺ ബിജു രാജീവ്",
        "നായർ മേനോൻ പിള്ള കുറുപ്പ് പണിക്കർ വർഗീസ് കുര്യൻ"))
O("sinhala", "Sinhalese", "South Asia",
  "Dilini Chamari Nirosha Sanduni Kumudini",
  "Chaminda Nuwan Lasantha Ruwan Tharindu Kasun",
  "Perera Jayasuriya Bandara Dissanayake Gunawardena Herath Ranasinghe Senanayake",
  nat=N("Sinhala", "දිලිනි චාමරී නිරෝෂා සඳුනි කුමුදිනී",
        "චමින්ද නුවන් ලසන්ත රුවන් තරිඳු කසුන්",
        "පෙරේරා ජයසූරිය බණ්ඩාර දිසානායක ගුණවර්ධන හේරත් රණසිංහ"))
O("pakistani", "Pakistani (Urdu)", "South Asia",
  "Ayesha Sana Mahnoor Hina Sadia Zainab",
  "Bilal Usman Faisal Hamza Kamran Zubair",
  "Qureshi Siddiqui Malik Chaudhry Butt Abbasi Khan Mirza Hashmi",
  nat=N("Arabic", "عائشہ ثنا ماہنور حنا سعدیہ زینب",
        "بلال عثمان فیصل حمزہ کامران زبیر",
        "قریشی صدیقی ملک چوہدری بٹ عباسی خان مرزا ہاشمی"))
O("maldivian", "Maldivian", "South Asia",
  "Aishath Mariyam Fathimath Hawwa Aminath",
  "Ahmed Ibrahim Hussain Mohamed Abdulla",
  "Shiham Manik Didi Rasheed Waheed Zahir Saeed",
  nat=N("Thaana", "އައިޝަތު މަރިޔަމް ފާޠިމަތު ހައްވާ",
        "އަޙްމަދު އިބްރާހީމް ހުސައިން މުޙައްމަދު",
        "ރަޝީދު ވަޙީދު ޒާހިރު ސަޢީދު މަނިކު"))
O("tibetan", "Tibetan", "South Asia",
  "Tenzin_Dolma Dolkar_Lhamo Kelsang_Yangchen Lobsang_Choedon Dechen_Wangmo",
  "Pema_Tsering Tashi_Wangdu Sonam_Dorjee Ngawang_Tenzin Karma_Gyaltsen",
  order="mono",
  nat=N("Tibetan", "བསྟན་འཛིན་སྒྲོལ་མ སྐལ་བཟང་དབྱངས་ཅན",
        "པདྨ་ཚེ་རིང བཀྲ་ཤིས་དབང་འདུས བསོད་ནམས་རྡོ་རྗེ", order="mono"))
O("bhutanese", "Bhutanese", "South Asia",
  "Tshering_Wangmo Sonam_Choden Dechen_Pelden Kinley_Yangzom",
  "Karma_Dorji Ugyen_Tshering Jigme_Namgyel Kinley_Wangchuk Sangay_Tenzin",
  order="mono")
O("parsi", "Parsi", "South Asia",
  "Perin Zarine Dinaz Khorshed Farida Roshan",
  "Rustom Cyrus Homi Jehangir Farokh Zubin",
  "Wadia Mistry Engineer Contractor Daruwalla Batliwala Dastur Bharucha Sethna")
O("goan", "Goan", "South Asia",
  "Liza Fatima Sonia Queenie Anita",
  "Francis Savio Agnelo Cajetan Rohan",
  "D'Souza Fernandes Pereira D'Costa Rodrigues Menezes Furtado Gonsalves Noronha Colaço")
# ---------------------------------------------------------------- East Asia
O("chinese", "Chinese (mainland)", "East Asia",
  "Xiuying Jing Lina Xiaomei Wanting Hui",
  "Wei Jianguo Haoran Zhiqiang Jun Yifan",
  "Wang Li Zhang Liu Chen Yang Huang Zhao Zhou Wu Xu Ma Ouyang",
  order="fg",
  nat=N("Han", "秀英 静 丽娜 晓梅 婉婷 慧", "伟 建国 浩然 志强 军 一帆",
        "王 李 张 刘 陈 杨 黄 赵 周 吴 徐 马 欧阳 司马", order="fg", sep=""))
O("taiwanese", "Taiwanese", "East Asia",
  "Shu-fen Mei-ling Ya-ting Hsiu-ying Yi-chen",
  "Chih-ming Chia-hao Wen-hsiung Kuan-yu Tsung-han",
  "Chen Lin Huang Chang Tsai Hsu Yeh Kuo Hsieh",
  order="fg",
  nat=N("Han", "淑芬 美玲 雅婷 秀英 怡辰", "志明 家豪 文雄 冠宇 宗翰",
        "陳 林 黃 張 蔡 許 葉 郭 謝", order="fg", sep=""))
O("hongkong", "Hong Kong (Cantonese)", "East Asia",
  "Ka-yan Wing-sze Mei-kwan Suet-ying Hoi-yan",
  "Chi-keung Wai-man Ka-ho Siu-fai Kwok-wing",
  "Chan Wong Leung Cheung Lau Ho Tsang Yeung Kwok",
  order="hk", engf="Carrie Winnie Joyce", engm="Kenneth Alvin Raymond",
  nat=N("Han", "嘉欣 詠詩 美君 雪瑩", "志強 偉文 家豪 兆輝",
        "陳 黃 梁 張 劉 何 曾 楊 郭", order="fg", sep=""))
O("singaporean", "Singaporean Chinese", "East Asia",
  "Hui_Min Jia_Hui Siew_Ling Mei_Xuan",
  "Wei_Ming Kok_Wah Boon_Keng Jun_Jie",
  "Tan Lim Lee Ng Goh Ong Teo Koh Chua Sim",
  order="hk", engf="Jasmine Vivian Cheryl", engm="Melvin Desmond Eugene")
O("japanese", "Japanese", "East Asia",
  "Haruka Yumiko Sakura Aiko Misaki Naoko",
  "Takeshi Hiroshi Kenji Daisuke Shota Ryo",
  "Sato Suzuki Takahashi Tanaka Watanabe Yamamoto Nakamura Kobayashi Ito Kato Yoshida",
  fg_p=0.4,
  nat=N("Han/Kana", "遥 由美子 さくら 愛子 美咲 直子 みどり",
        "武 浩 健二 大輔 翔太 亮",
        "佐藤 鈴木 高橋 田中 渡辺 山本 中村 小林 伊藤 加藤", order="fg", sep="", sep_p=0.35))
O("korean", "Korean", "East Asia",
  "Ji-woo Seo-yeon Min-ji Ha-eun Soo-jin Eun-ji",
  "Min-jun Seo-jun Ji-hoon Dong-hyun Sung-min Jae-won",
  "Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Oh Han",
  order="fg",
  nat=N("Hangul", "지우 서연 민지 하은 수진 은지", "민준 서준 지훈 동현 성민 재원",
        "김 이 박 최 정 강 조 윤 장 임 오 한 남궁 선우", order="fg", sep=""))
# ---------------------------------------------------------------- South-East Asia
O("vietnamese", "Vietnamese", "South-East Asia",
  "Lan Hạnh Thu Trang Ngọc_Anh Phương Mai_Anh",
  "Bảo Minh Tuấn Dũng Quang_Huy Hùng",
  "Nguyễn Trần Lê Phạm Hoàng Phan Vũ Đặng Bùi Đỗ",
  order="vn", mid="Văn/Thị", pmid=0.7, ascii_p=0.25)
O("thai", "Thai", "South-East Asia",
  "Siriporn Kanokwan Pimchanok Wanida Ratana Naruemon",
  "Somchai Anan Prasert Thanakorn Kittisak Wichai",
  "Saetang Srisuk Chaiyaporn Wongsawat Rattanakorn Jaidee Thongchai Kaewmanee Boonmee",
  tl="first",
  nat=N("Thai", "ศิริพร กนกวรรณ พิมพ์ชนก วนิดา รัตนา นฤมล",
        "สมชาย อนันต์ ประเสริฐ ธนากร กิตติศักดิ์ วิชัย",
        "แซ่ตั้ง ศรีสุข ใจดี วงศ์สวัสดิ์ รัตนากร ทองชัย แก้วมณี บุญมี", tl="first"))
O("lao", "Lao", "South-East Asia",
  "Khampheng Vanida Souksavanh Manivone Phonesavanh",
  "Bounmy Somphone Khamsay Sisouk Phetsamone",
  "Phommavong Sisavath Keomany Inthavong Chanthavong Souvannavong",
  tl="first",
  nat=N("Lao", "ຄຳແພງ ວັນນິດາ ສຸກສະຫວັນ ມະນີວອນ",
        "ບຸນມີ ສົມພອນ ຄຳໄຊ ສີສຸກ",
        "ພົມມະວົງ ສີສະຫວາດ ແກ້ວມະນີ ອິນທະວົງ ຈັນທະວົງ", tl="first"))
O("khmer", "Khmer (Cambodian)", "South-East Asia",
  "Sreymom Sokha Chanthou Bopha Sophea",
  "Samnang Vannak Dara Visal Rithy",
  "Sok Chea Chan Heng Kim Ly Meas Pich",
  order="fg",
  nat=N("Khmer", "ស្រីមុំ សុខា ចាន់ធូ បុប្ផា សុភា",
        "សំណាង វណ្ណៈ ដារ៉ា វិសាល ឫទ្ធី",
        "សុខ ជា ចាន់ ហេង គីម លី មាស ពេជ្រ", order="fg", sep=" "))
O("burmese", "Burmese", "South-East Asia",
  "Thida_Win Khin_Mar_Cho Nilar_Thein Su_Su_Hlaing Ei_Ei_Phyo Moe_Moe_Aye",
  "Aung_Kyaw_Moe Zaw_Min_Tun Htet_Aung Kyaw_Zin_Htet Min_Thu Thant_Zin",
  order="mono",
  nat=N("Myanmar", "သီတာဝင်း ခင်မာချို နီလာသိန်း ဆုဆုလှိုင်",
        "အောင်ကျော်မိုး ဇော်မင်းထွန်း ထက်အောင် မင်းသူ", order="mono"))
O("malay", "Malay", "South-East Asia",
  "Nur_Aisyah Siti_Aminah Farah_Nadia Nurul_Huda Zulaikha",
  "Ahmad_Faizal Muhammad_Hafiz Khairul_Anuar Mohd_Azlan Amirul Firdaus",
  "bin_Hassan/binti_Hassan bin_Ismail/binti_Ismail bin_Abdul_Rahman/binti_Abdul_Rahman "
  "bin_Osman/binti_Osman bin_Yusof/binti_Yusof bin_Zakaria/binti_Zakaria",
  tl="first", nolast=True)
O("indonesian", "Indonesian", "South-East Asia",
  "Sri_Wahyuni Dewi Kartika Rina_Susanti Puspita Ratna",
  "Budi Agus_Setiawan Bambang Joko Hendra Eko_Prasetyo",
  "Santoso Wijaya Hidayat Kusuma Nugroho Siregar Simanjuntak Hutapea Lubis",
  pmono=0.4)
O("filipino", "Filipino", "South-East Asia",
  "Maricel Rowena Jocelyn Luzviminda Cherry_Ann Rhea",
  "Rodel Arnel Ramon Danilo Jerome Reynaldo",
  "dela_Cruz de_los_Reyes Santos Bautista Villanueva Mercado Macaraeg Dimaculangan Manalo",
  mid="Garcia Aquino Mendoza Ramos Tolentino", pmid=0.35)
O("hmong", "Hmong", "South-East Asia",
  "Pa_Nhia Mai_Yer Kia Youa Nou",
  "Tou Kou Pao Neng Chue",
  "Vang Xiong Yang Thao Her Moua Lor Vue")
# ---------------------------------------------------------------- Africa
O("yoruba", "Yoruba", "Africa",
  "Adebisi Folasade Olufunke Temitope Yetunde Morenike",
  "Oluwaseun Babatunde Adewale Olumide Femi Kehinde",
  "Adeyemi Ogunleye Adebayo Olawale Akinola Oyelaran Adeleke Ogundipe Adeyemi-Bero")
O("igbo", "Igbo", "Africa",
  "Chiamaka Ngozi Adaeze Chinwe Ifeoma Nneka",
  "Chukwuemeka Obinna Ikenna Chinedu Nnamdi Uchenna",
  "Okafor Nwosu Eze Okonkwo Obi Nwachukwu Okeke Uzor Ibe")
O("hausa", "Hausa", "Africa",
  "Hauwa Zainab Amina Hadiza Aisha",
  "Abubakar Usman Sani Ibrahim Musa",
  "Abdullahi Bello Danjuma Garba Yusuf Sule Aliyu Lawal")
O("akan", "Akan (Ghanaian)", "Africa",
  "Akosua Ama Abena Efua Adwoa Yaa",
  "Kwame Kofi Kwabena Kwaku Yaw Kojo",
  "Mensah Owusu Asante Boateng Osei Agyeman Darko Appiah Ofori Agyemang-Duah")
O("ewe", "Ewe", "Africa",
  "Enyonam Dzifa Esinam Senam Mawuena",
  "Selorm Edem Kafui Delali Elikem",
  "Agbeko Amegashie Kpodo Dzokoto Gbeho Ahiable")
O("kikuyu", "Kikuyu (Kenyan)", "Africa",
  "Wanjiru Njeri Wambui Nyokabi Wairimu Muthoni",
  "Kamau Mwangi Njoroge Kariuki Githinji Mugo",
  "Maina Waweru Gachanja Ndung'u Karanja Kamau Mwangi")
O("luo", "Luo (Kenyan)", "Africa",
  "Achieng Akinyi Atieno Adhiambo Awino Anyango",
  "Otieno Odhiambo Ochieng Omondi Owino Onyango",
  "Ouma Oduya Okoth Opiyo Ogola Wandera Obura Omollo")
O("amhara", "Ethiopian (Amharic)", "Africa",
  "Saba Meron Hirut Tigist Selamawit Bethlehem",
  "Abebe Dawit Tesfaye Yonas Mulugeta Getachew",
  "Mengistu Haile Tadesse Bekele Girma Alemu Wolde Gebre-Egziabher Kebede Desta",
  tl="first",
  nat=N("Ethiopic", "ሳባ ሜሮን ሂሩት ትዕግስት ሰላማዊት ቤተልሔም",
        "አበበ ዳዊት ተስፋዬ ዮናስ ሙሉጌታ ጌታቸው",
        "መንግሥቱ ኃይሌ ታደሰ በቀለ ግርማ አለሙ ወልዴ ከበደ ደስታ", tl="first"))
O("tigrinya", "Eritrean (Tigrinya)", "Africa",
  "Senait Luwam Yordanos Semhar Freweini",
  "Tesfalem Yohannes Mehari Berhane Amanuel Filmon",
  "Tesfamariam Ghebremedhin Haile Woldemichael Kidane Berhe Tekle",
  tl="first",
  nat=N("Ethiopic", "ሰናይት ሉዋም ዮርዳኖስ ሰምሃር ፍረወይኒ",
        "ዮሃንስ መሓሪ ብርሃነ ኣማኑኤል ፊልሞን",
        "ተስፋማርያም ገብረመድህን ሃይለ ወልደሚካኤል ኪዳነ በርሀ ተኽለ", tl="first"))
O("oromo", "Oromo", "Africa",
  "Chaltu Lensa Bontu Hawi Ayantu",
  "Gemechu Lemma Tolosa Dereje Fayyisa",
  "Gudina Dinsa Bulcha Tafa Wakjira Debela",
  tl="first")
O("somali", "Somali", "Africa",
  "Hodan Ayaan Fadumo Sahra Ifrah Hibaaq",
  "Abdi Abdirahman Mahad Liban Guled Mohamed",
  "Hassan Farah Yusuf Warsame Osman Jama Dirie Egal",
  mid="Farah Hassan Warsame Jama Abdullahi", pmid=0.6)
O("ugandan", "Ugandan (Ganda)", "Africa",
  "Nakato Namutebi Babirye Nansubuga Nabukenya",
  "Kato Ssempala Kizza Ssebunya Waiswa",
  "Ssemakula Mukasa Nsubuga Kiggundu Mugisha Tumusiime Byaruhanga Akena")
O("rwandan", "Rwandan", "Africa",
  "Claudine Jeannette Diane Solange Immaculée",
  "Jean-Paul Eric Emmanuel Théoneste Olivier",
  "Uwimana Mukamana Habimana Niyonzima Nsengiyumva Uwase Mutesi Ndayisaba Hakizimana")
O("tanzanian", "Tanzanian (Swahili)", "Africa",
  "Neema Rehema Zawadi Mwanaisha Halima Upendo",
  "Baraka Juma Rashidi Athumani Jabiri Makame",
  "Mwakyusa Mushi Massawe Mrema Lyimo Mwakasege Kimaro Salim")
O("congolese", "Congolese (DRC)", "Africa",
  "Gisèle Chantal Patience Bijou Espérance",
  "Fiston Papy Jean-Marie Didier Trésor Guylain",
  "Tshibanda Mukendi Kalonji Ilunga Kabongo Mbuyi Lukusa Mputu Mulumba")
O("cameroonian", "Cameroonian", "Africa",
  "Mireille Josiane Brigitte Odile Carine",
  "Blaise Serge Hervé Achille Landry",
  "Mbarga Fotso Nkeng Tchoumi Ebanda Nkoulou Essomba Tagne Kamga")
O("senegalese", "Senegalese (Wolof)", "Africa",
  "Fatou Aminata Awa Coumba Ndèye Khady",
  "Moussa Ousmane Cheikh Mamadou Abdoulaye Babacar",
  "Diop Ndiaye Fall Sow Sy Ba Gueye Diouf Mbaye Seck")
O("malian", "Malian", "Africa",
  "Aïssata Fatoumata Mariam Kadiatou Oumou Rokia",
  "Boubacar Modibo Seydou Souleymane Bakary Drissa",
  "Traoré Keïta Coulibaly Diarra Touré Konaté Sangaré Maïga Sissoko Dembélé")
O("ivorian", "Ivorian", "Africa",
  "Adjoua Aya Affoué Akissi Amenan",
  "Kouadio Yao Konan Kouamé Yapi",
  "Kouassi Koné N'Guessan Bamba Ouattara N'Dri Yao Kouadio")
O("guinean", "Guinean (Fula)", "Africa",
  "Mariama Kadiatou Hawa Djenabou Aissatou",
  "Alpha Mamadou Ibrahima Amadou Sékou",
  "Diallo Barry Bah Camara Condé Bangoura Baldé Sylla")
O("sierraleonean", "Sierra Leonean", "Africa",
  "Fatmata Isatu Mariatu Musu Kadiatu",
  "Foday Sahr Alimamy Abu Santigie",
  "Kamara Sesay Koroma Conteh Bangura Kargbo Turay Jalloh Kamara-Taylor")
O("liberian", "Liberian", "Africa",
  "Comfort Blessing Oretha Princess Musu",
  "Varney Sumo Augustine Jefferson Prince",
  "Kollie Kpoto Flomo Nyenpan Togba Dolo Karnga")
O("zulu", "Zulu", "Africa",
  "Nomvula Thandeka Zanele Nokuthula Lindiwe Sibongile",
  "Sipho Themba Bongani Mandla Sifiso Thulani",
  "Dlamini Nkosi Mthembu Zulu Ndlovu Mkhize Ngcobo Cele Khumalo Shezi")
O("xhosa", "Xhosa", "Africa",
  "Nomsa Ayanda Siphokazi Nosipho Thembeka",
  "Luvuyo Sizwe Lungile Mzwandile Xolani Ayabonga",
  "Nqayi Dyantyi Mabandla Sokutu Qwabe Mgqibelo Ntshona Mtshali")
O("sotho", "Sotho / Tswana", "Africa",
  "Palesa Lerato Dineo Mpho Karabo Boitumelo",
  "Thabo Tebogo Kagiso Tshepo Kabelo Neo",
  "Mokoena Molefe Motaung Mokgosi Masilo Sebego Modise Letsoalo")
O("afrikaner", "Afrikaner", "Africa",
  "Annelie Marietjie Elsabé Riana Anri Karlien",
  "Pieter Johan Hendrik Francois Gerrit Wynand",
  "van_der_Merwe du_Plessis Botha le_Roux Pretorius Coetzee van_Wyk Steyn de_Villiers Nel Viljoen "
  "Janse_van_Rensburg")
O("shona", "Shona (Zimbabwean)", "Africa",
  "Rudo Nyasha Chipo Rumbidzai Tsitsi",
  "Farai Tawanda Tinashe Kudakwashe Tafadzwa Tatenda",
  "Moyo Chikwanha Mutasa Chiweshe Mapfumo Gumbo Mhlanga Sibanda Ncube Marufu")
O("zambian", "Zambian", "Africa",
  "Mwila Chanda Bupe Mutinta Natasha",
  "Mulenga Bwalya Chileshe Kapembwa Mwansa",
  "Banda Phiri Mwale Tembo Chola Lungu Sakala Mumba")
O("malagasy", "Malagasy", "Africa",
  "Voahangy Hanitra Fanja Lalao Tiana Nirina",
  "Hery Andry Rivo Tahina Mamy Rado",
  "Rakotomalala Randrianarisoa Razafindrakoto Andrianjafy Rasolofonirina Ratsimbazafy "
  "Rakotoarivelo Rabemananjara")
O("mozambican", "Mozambican", "Africa",
  "Luísa Celeste Albertina Esperança Lurdes",
  "Armando Joaquim Celso Eduardo Alberto",
  "Machava Sitoe Cossa Macuácua Nhantumbo Tembe Muianga Mabunda")
O("angolan", "Angolan", "Africa",
  "Luzia Ana_Paula Domingas Albertina Teresa",
  "Manuel Adalberto Agostinho Sebastião Domingos",
  "dos_Santos Lourenço Neto Kiala Mbala Cassoma Van-Dúnem Mangueira",
  sur2=0.3)
# ---------------------------------------------------------------- Americas
O("american", "US American", "Americas",
  "Mary_Beth Kaitlyn Brittany Shelby Madison Dakota",
  "Tyler Dwayne Cody Brandon Chase Hunter",
  "Whitaker Callahan Hutchins Ridley Carver Boone Pruitt Tillman Grant",
  mid="Lynn Ray Dean Marie", pmid=0.2)
O("africanamerican", "African American", "Americas",
  "LaToya Keisha Tamika Ebony Imani Shaniece",
  "DeShawn Jamal Tyrone Darnell Malik Terrence",
  "Washington Jefferson Jackson Freeman Booker Robinson Coleman Banks Mayfield")
O("quebecois", "Québécois", "Americas",
  "Marie-Ève Geneviève Isabelle Chantal Mélanie Josée",
  "Jean-François Mathieu Sébastien Éric Luc Pierre-Olivier",
  "Tremblay Gagnon Bouchard Côté Gauthier Bélanger Lévesque Pelletier Bergeron Ouellet")
O("mexican", "Mexican", "Americas",
  "Guadalupe Ximena Itzel Citlali Fernanda Yareli",
  "Juan_Carlos Cuauhtémoc Jesús Alejandro José_Luis Eduardo",
  "Hernández Martínez Gutiérrez Ramírez Chávez Cruz Morales Reyes Juárez Villaseñor",
  sur2=0.55)
O("argentinian", "Argentinian", "Americas",
  "Florencia Agustina Milagros Luciana Romina Belén",
  "Facundo Nahuel Agustín Ezequiel Gastón Lautaro",
  "Fernández González Rodríguez Pellegrini Sosa Acosta Giménez Ferraro Lombardi Romero",
  sur2=0.2)
O("colombian", "Colombian", "Americas",
  "Yuliana Paola Marcela Natalia Lina_María Catalina",
  "Andrés_Felipe Juan_David Camilo Jhon_Jairo Sebastián Wilmer",
  "Restrepo Ospina Cárdenas Zuluaga Arango Montoya Jaramillo Rincón Valencia Betancur",
  sur2=0.6)
O("peruvian", "Peruvian (Quechua/Aymara)", "Americas",
  "Nélida Marisol Yolanda Rosa_María Flor",
  "Wilber Américo Percy Teófilo Edwin",
  "Quispe Mamani Huamán Condori Choque Ccori Huanca Apaza Ticona",
  sur2=0.6)
O("chilean", "Chilean", "Americas",
  "Constanza Javiera Francisca Valentina Daniela Antonia",
  "Matías Benjamín Vicente Cristóbal Tomás Ignacio",
  "Muñoz Soto Contreras Silva Sepúlveda Rojas Fuentes Araya Espinoza Valenzuela",
  sur2=0.6)
O("cuban", "Cuban", "Americas",
  "Yanelis Yudith Dayana Yamilé Odalys",
  "Yoandri Reinaldo Osmany Yusniel Alexis",
  "Pérez Rodríguez González Díaz Hernández Cabrera Valdés Fonseca Garcés",
  sur2=0.5)
O("paraguayan", "Paraguayan (Guaraní)", "Americas",
  "Arami Yerutí Mirta Ramona Liz",
  "Aníbal Rubén Venancio Osvaldo Ñandu",
  "Benítez Aquino Ayala Cáceres Ozuna Villalba Riquelme",
  sur2=0.4)
O("mapuche", "Mapuche", "Americas",
  "Millaray Ayelén Rayen Relmu Licanray",
  "Lautaro Nahuel Aukan Huenu Pelantaro",
  "Huenchullán Painemal Catrileo Llancaqueo Millapán Curihuentro Nahuelpán Huichalaf",
  sur2=0.3)
O("brazilian", "Brazilian", "Americas",
  "Ana_Luiza Thaís Jéssica Francisca Raimunda Gabriela",
  "João_Pedro Thiago Luiz_Fernando Raimundo Wellington Edson",
  "da_Silva dos_Santos Oliveira Souza Lima Pereira Costa Ferreira Carvalho Nascimento",
  sur2=0.45)
O("haitian", "Haitian", "Americas",
  "Wideline Fabiola Nadège Roseline Mirlande Guerda",
  "Jean-Robert Wilson Frantz Jean-Claude Wesner Fritz",
  "Jean-Baptiste Pierre-Louis Toussaint Désir Dorvil Saint-Fleur Augustin Lamour")
O("jamaican", "Jamaican", "Americas",
  "Shanique Tishana Kerry-Ann Latoya Shelly-Ann Keisha",
  "Kemar Tyrone Damion Oneil Andre Dwight",
  "Campbell Brown Thompson Williams McKenzie Gayle Bailey Clarke Grant")
O("indotrinidadian", "Indo-Trinidadian", "Americas",
  "Savitri Geeta Rukmini Vidya Sharda",
  "Sookdeo Vishnu Dev Krishna Basdeo",
  "Ramdass Persad Maharaj Ramlogan Seepersad Boodram Rampersad")
O("navajo", "Navajo / Native American", "Americas",
  "Shandiin Loretta Marlene Nizhoni Della",
  "Darrell Lorenzo Raymond Ahiga Wilbur",
  "Begay Yazzie Tsosie Benally Nez Harjo Two_Bulls Whitehorse Blackgoat")
O("inuit", "Inuit", "Americas",
  "Aputi Siqiniq Nuka Arnaq Qaunnaq Elisapi",
  "Piita Iqaluk Tomasi Jaaji Sakiasi",
  "Kunuk Nungak Okalik Kilabuk Arnaquq Qumuatuq Tagoona Anawak")
# ---------------------------------------------------------------- Oceania
O("australian", "Australian", "Oceania",
  "Kylie Narelle Shannon Tegan Bronwyn Sheree",
  "Bruce Darren Lachlan Mitchell Shane Brett",
  "McMahon Kennedy Fitzpatrick O'Loughlin Blackwood Dunstan Trethowan Stubbs")
O("yolngu", "Aboriginal Australian (Yolŋu)", "Oceania",
  "Yalmay Rarriwuy Evonne Naomi",
  "Djawa Balupalu Gawirrin Wesley",
  "Yunupingu Marika Gumana Mununggurr Wunungmurra Gurruwiwi Dhurrkay")
O("maori", "Māori", "Oceania",
  "Aroha Mere Ngaire Hinemoa Huia Kiri",
  "Wiremu Hēmi Tama Rāwiri Tipene Mātiu",
  "Te_Rangi Ngata Tamihana Parata Te_Whaiti Rangihau Horomona Te_Awa Tapsell")
O("samoan", "Samoan", "Oceania",
  "Malia Losa Fetu Silivia Lagi",
  "Tavita Siaosi Iosefa Lemalu Tupe",
  "Tuilagi Leota Faleolo Sapolu Aiono Fuimaono Tuiasosopo Fa'alogo")
O("tongan", "Tongan", "Oceania",
  "Mele Losaline Salote Ana Kalo",
  "Sione Viliami Tevita Siosaia Pita",
  "Fifita Taufa Vea Havili Tonga Kaufusi Mahe Vaipulu")
O("fijian", "Fijian", "Oceania",
  "Litia Seini Mereoni Asenaca Vika",
  "Josaia Epeli Isikeli Semi Waisale",
  "Waqa Naivalu Tuilevuka Koroi Ravula Nawaikula Vunisea Rokodi")
O("hawaiian", "Hawaiian", "Oceania",
  "Leilani Noelani Kalena Mahina Pualani",
  "Keoni Kalani Makoa Kaimana Ikaika",
  "Kahananui Kealoha Kamakana Kahale Akana Keawe Nakoa Kaʻahanui")
O("papuan", "Papua New Guinean", "Oceania",
  "Dorcas Veronica Lydia Esther Rose",
  "Powes Elias Mathias Kila Boka",
  "Pato Ipatas Wari Tomuriesa Kaupa Nali Sialis Kapris")
