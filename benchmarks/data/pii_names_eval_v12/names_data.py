# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v12 (written from general knowledge for
this corpus; not copied from any package or data set).

Each origin: f / m = given names (female / male), l = family names (male or neutral
form), lf = female forms parallel to l (optional), mid_f / mid_m = middle elements
(patronymics, nasab, Vietnamese middle names, mother's initial), mid_p = probability of
a middle element, fg_p = probability of family-first order, l2_p = probability of a
second family name (l2_join between them), mono_p = probability of a single-name person,
init_p = probability of the Tamil "initial + given name" form, ascii_p = probability of
writing the name without diacritics, join = separator between parts ("" for CJK native).
Lists are separated by "|" (or whitespace when there is no "|").
"""

ORIGINS = {}


def _split(s):
    if not s:
        return []
    return [x.strip() for x in s.split("|")] if "|" in s else s.split()


def O(key, script, f, m, l, lf=None, **kw):
    d = {"key": key, "script": script, "f": _split(f), "m": _split(m), "l": _split(l)}
    d["lf"] = _split(lf) if lf else None
    if d["lf"]:
        assert len(d["lf"]) == len(d["l"]), key
    for k in ("mid_f", "mid_m"):
        d[k] = _split(kw.pop(k, ""))
    d.update({"mid_p": 0.0, "fg_p": 0.0, "l2_p": 0.0, "l2_join": " ", "mono_p": 0.0,
              "init_p": 0.0, "ascii_p": 0.0, "join": " "})
    d.update(kw)
    ORIGINS[key] = d


L = "Latn"
# --- Europe: British Isles
O("english", L, "Olivia Harriet Grace Abigail Hope Holly", "Oliver George Harry Jack Mark Will",
  "Smith Whitfield Hughes Barker Cole Hill Fox Wood")
O("scottish", L, "Isla Eilidh Morag Fiona Kirsty", "Callum Hamish Angus Ewan Fraser",
  "MacLeod McIntyre Campbell Buchanan Ross Sutherland Mackenzie")
O("irish", L, "Aoife|Siobhán|Niamh|Saoirse|Róisín", "Cian|Oisín|Pádraig|Seán|Declan",
  "O'Sullivan|Murphy|Kavanagh|Ó Briain|McCarthy|Nolan|Byrne")
O("welsh", L, "Cerys Angharad Seren Ffion Gwenllian", "Dafydd Rhys Gethin Iwan Emrys",
  "Llywelyn Morgan Bowen Pugh Vaughan Prydderch")
O("african_american", L, "Aaliyah Keisha Imani Shanice Ebony", "DeShawn Jamal Darnell Tyrone Malik",
  "Washington Jefferson Jackson Robinson Freeman Banks")
# --- Western / Central Europe
O("german", L, "Anna Lena Katharina Ursula Friederike Jana", "Jürgen Matthias Lukas Florian Wolfgang",
  "Müller|Schröder|Weißmann|von Bülow|Krüger|Hoffmann|Zimmermann|Becker")
O("austrian", L, "Theresia Magdalena Johanna Valentina", "Leopold Maximilian Sebastian Florian",
  "Gruber Huber Pichler Moser Steiner Wimmer Hofer")
O("swiss", L, "Heidi Ursina Seraina Nadine", "Urs Beat Reto Gian-Luca",
  "Brunner Baumann Keller Frei Zürcher Gisler")
O("dutch", L, "Anouk Femke Sanne Lotte Marieke", "Daan Bram Joris Sem Pieter",
  "van der Berg|de Vries|Bakker|Visser|van 't Hof|ter Horst|Jansen|de Jong")
O("flemish", L, "Lieve Annelies Griet Katrien", "Wouter Jelle Koen Stijn",
  "Peeters|Vandenberghe|Janssens|De Smedt|Van Damme|Claes|Vercauteren")
O("french", L, "Camille|Élodie|Margaux|Chloé|Marie-Claire", "Jean-Baptiste|Théo|Mathieu|Guillaume|Luc",
  "Dubois|Lefèvre|de la Fontaine|Moreau|Girard|Rousseau|Chevalier")
O("breton", L, "Maëlle Nolwenn Gwenaëlle Soazig", "Yann Erwan Gwenaël Tanguy",
  "Le Gall|Le Goff|Kerguelen|Le Bihan|Quéré|Le Floc'h")
O("basque", L, "Ainhoa Itziar Nerea Miren Amaia", "Iñaki Aitor Unai Gorka Koldo",
  "Etxeberria Aguirre Goikoetxea Zubizarreta Urrutia Arrieta", l2_p=0.4)
O("catalan", L, "Montserrat Núria Laia Meritxell", "Jordi Pau Oriol Joan",
  "Puig Vilaró Ferrer Soler Casals Bosch Serra", l2_p=0.4, l2_join=" i ")
O("spanish", L, "Lucía|Carmen|Pilar|Rocío|Inmaculada|Dolores", "Alejandro|Javier|Santiago|Álvaro|José María",
  "García|Fernández|de la Cruz|Ortega|Sánchez|del Río|Martín|Iglesias", l2_p=0.5)
O("galician", L, "Uxía Iria Antía Sabela", "Xoán Brais Uxío Breixo",
  "Castro Outeiro Carballo Lema Souto Fraga", l2_p=0.4)
O("mexican", L, "Guadalupe Ximena Itzel Citlali Araceli", "Rodrigo Emiliano Héctor Jesús Cuauhtémoc",
  "Hernández López Ramírez Flores Villaseñor Cervantes Zúñiga", l2_p=0.5)
O("argentine", L, "Florencia Agustina Milagros Valentina", "Facundo Matías Gonzalo Ezequiel",
  "Gómez Bianchi Pereyra Sosa Acosta Giménez")
O("quechua", L, "Nina Sumaq Killa Urpi", "Inti Amaru Wayra Kusi",
  "Mamani Quispe Huamán Condori Choque Apaza Yupanqui", l2_p=0.3)
O("maya", L, "Ixchel|Yazmín|Rosa Elena|Nicté", "Balam|Fermín|Wilberth|Canek",
  "Canché Chan Pech Tun May Uc Ek", l2_p=0.3)
O("portuguese", L, "Inês Beatriz Leonor Conceição Mariana", "João Tiago Duarte Rui Gonçalo",
  "Silva|Santos|Ferreira|Sousa|Magalhães|dos Reis|Carvalho", l2_p=0.45)
O("brazilian", L, "Ana Luiza|Thaís|Raquel|Jéssica|Francisca", "Thiago|Vinícius|Luiz Fernando|Wellington|Caio",
  "da Silva|dos Santos|Oliveira|Pereira|Nascimento|Albuquerque|Lima", l2_p=0.45)
O("italian", L, "Giulia Chiara Francesca Alessia Benedetta", "Giuseppe Lorenzo Matteo Davide Gianluca",
  "Rossi|De Luca|Di Stefano|Esposito|Bianchi|Lo Russo|Colombo|Ferrari")
O("maltese", L, "Marija Rebekka Kristina Tiziana", "Ġużeppi Ċensu Kurt Wiġi",
  "Borg Camilleri Vella Farrugia Zammit Galea Grech")
# --- South-East Europe
O("greek", L, "Eleni Katerina Georgia Dimitra Anastasia", "Giorgos Nikos Konstantinos Dimitris Vasilis",
  "Papadopoulos Georgiou Nikolaidis Pappas Alexiou Stavropoulos Oikonomou",
  lf="Papadopoulou Georgiou Nikolaidou Pappa Alexiou Stavropoulou Oikonomou")
O("albanian", L, "Arta Blerta Drita Jehona Mimoza", "Arben Besnik Driton Ilir Gentian",
  "Hoxha Krasniqi Gashi Shehu Morina Dervishi")
O("romanian", L, "Ioana Mihaela Andreea Oana Simona", "Andrei Mihai Bogdan Radu Ștefan",
  "Popescu Ionescu Dumitrescu Stănescu Munteanu Constantinescu")
O("bulgarian", L, "Desislava Tsvetelina Radka Galina", "Hristo Todor Plamen Stoyan",
  "Ivanov Georgiev Dimitrov Todorov Stoyanov", lf="Ivanova Georgieva Dimitrova Todorova Stoyanova")
O("macedonian", L, "Marija Elena Biljana Ivana", "Goran Dragan Zoran Aleksandar",
  "Trajkovski Stojanovski Nikolovski Petrovski Jovanovski",
  lf="Trajkovska Stojanovska Nikolovska Petrovska Jovanovska")
O("serbian", L, "Jelena Milica Dragana Snežana", "Nemanja Miloš Dušan Vuk",
  "Jovanović Petrović Nikolić Marković Đorđević Stojanović Ilić")
O("croatian", L, "Lucija Petra Matea Katarina", "Luka Ivan Tomislav Krešimir",
  "Horvat Kovačević Babić Marić Jurić Knežević")
O("bosnian", L, "Amra Lejla Selma Emina Ajla", "Emir Adnan Haris Kenan Mirza",
  "Hodžić Hadžić Begović Delić Mehmedović Salihović")
O("slovenian", L, "Nika Maja Urška Špela", "Matej Jure Rok Gregor",
  "Novak Krajnc Zupančič Kovačič Potočnik Mlakar Kos")
# --- Central / Eastern Europe
O("czech", L, "Tereza Kateřina Lucie Veronika Zdeňka", "Jiří Tomáš Ondřej Vojtěch Petr",
  "Novák Dvořák Svoboda Černý Procházka Kučera Veselý",
  lf="Nováková Dvořáková Svobodová Černá Procházková Kučerová Veselá")
O("slovak", L, "Zuzana Lenka Jana Katarína", "Marek Juraj Ľubomír Peter",
  "Horváth Kováč Baláž Šimko Molnár", lf="Horváthová Kováčová Balážová Šimková Molnárová")
O("polish", L, "Agnieszka Małgorzata Katarzyna Zofia Joanna Grażyna", "Krzysztof Grzegorz Paweł Wojciech Łukasz",
  "Kowalski Wiśniewski Nowak Wójcik Lewandowski Zieliński Szymański Mazur",
  lf="Kowalska Wiśniewska Nowak Wójcik Lewandowska Zielińska Szymańska Mazur")
O("ukrainian", L, "Oksana Olena Nataliia Iryna Yuliia", "Taras Bohdan Mykola Oleksandr Andrii",
  "Shevchenko Kovalenko Bondarenko Tkachenko Melnyk Kravchuk Boyko")
O("belarusian", L, "Alesia Nasta Volha Yanina", "Ales Uladzimir Zmitser Yauhen",
  "Karpovich Zhuk Novik Kavaliou Marozau Shautsou",
  lf="Karpovich Zhuk Novik Kavaliova Marozava Shautsova")
O("russian", L, "Anastasia Ekaterina Svetlana Olga Tatiana Lyudmila", "Dmitry Sergei Alexei Vladimir Nikolai",
  "Petrov Smirnov Kuznetsov Volkov Sokolov Lebedev Morozov",
  lf="Petrova Smirnova Kuznetsova Volkova Sokolova Lebedeva Morozova",
  mid_m="Sergeyevich Ivanovich Andreyevich", mid_f="Sergeyevna Ivanovna Andreyevna", mid_p=0.3)
O("lithuanian", L, "Rūta Eglė Aistė Gintarė Daiva", "Mindaugas Tomas Darius Vytautas Rokas",
  "Kazlauskas Jankauskas Petrauskas Stankevičius Žukauskas Vasiliauskas",
  lf="Kazlauskienė Jankauskienė Petrauskienė Stankevičienė Žukauskienė Vasiliauskienė")
O("latvian", L, "Ilze Inese Līga Baiba Zane", "Jānis Andris Māris Edgars Kārlis",
  "Bērziņš Kalniņš Ozoliņš Liepiņš Krūmiņš Zariņš", lf="Bērziņa Kalniņa Ozoliņa Liepiņa Krūmiņa Zariņa")
O("estonian", L, "Kadri Liis Triin Merike Kertu", "Tõnu Jaan Rein Priit Mart",
  "Tamm Saar Sepp Mägi Kask Kukk Rebane")
O("hungarian", L, "Zsófia Erzsébet Katalin Ildikó Réka", "László Gábor Zoltán Balázs Attila",
  "Nagy Kovács Tóth Szabó Horváth Varga Kiss", fg_p=0.6)
# --- Nordic
O("finnish", L, "Aino Sanna Päivi Tuulikki Hanna", "Juha Jukka Mikko Timo Ville",
  "Virtanen Korhonen Mäkinen Nieminen Heikkinen Lehtonen Järvinen")
O("sami", L, "Máret Ánne Inga Elle", "Ánde Nils-Aslak Máhtte Isak", "Gaup Utsi Somby Eira Hætta Sara")
O("swedish", L, "Astrid Ingrid Linnéa Maja Sigrid", "Björn Lars Olof Gustav Erik",
  "Andersson Lindqvist Johansson Bergström Nyström Åberg Sjöberg")
O("norwegian", L, "Solveig Ragnhild Kari Tuva Ingeborg", "Håkon Sindre Øyvind Eirik Torbjørn",
  "Hansen Haugen Bakke Solberg Lie Dahl Strand")
O("danish", L, "Mette Signe Freja Birgitte Karen", "Søren Mads Rasmus Jens Anders",
  "Jensen Nielsen Kjær Mørk Holm Frederiksen Østergaard")
O("icelandic", L, "Guðrún Sigríður Katrín Hrafnhildur Þórdís", "Jón Gunnar Sigurður Einar Ragnar",
  "Jónsson Gunnarsson Sigurðsson Einarsson Magnússon Ólafsson",
  lf="Jónsdóttir Gunnarsdóttir Sigurðardóttir Einarsdóttir Magnúsdóttir Ólafsdóttir")
O("faroese", L, "Rannvá Sunneva Turið Beinta", "Rógvi Sjúrður Jógvan Heðin",
  "Joensen Poulsen Dam Olsen Johannesen")
O("greenlandic", L, "Aviaja Paninnguaq Naja Arnaq", "Aqqaluk Kuupik Malik Inuk",
  "Kleist Lynge Motzfeldt Kristiansen Petersen")
# --- Jewish
O("ashkenazi", L, "Rivka Chaya Miriam Esther Shayna", "Mordechai Yossi Shmuel Moshe Avrom",
  "Goldberg Rosenbaum Katz Feldman Weinstein Schwartz Lieberman")
O("israeli", L, "Noa Tamar Shira Yael Michal", "Itai Yonatan Eitan Omer Amit",
  "Cohen Levi Ben-David Mizrahi Peretz Biton Shapira")
# --- Caucasus, Central Asia
O("georgian", L, "Nino Tamar Mariam Ketevan Eka", "Giorgi Levan Davit Irakli Zurab",
  "Beridze Kapanadze Gelashvili Lomidze Tsiklauri Maisuradze Chkheidze")
O("armenian", L, "Anahit Lilit Nare Siranush Armine", "Aram Tigran Hovhannes Gevorg Vardan",
  "Petrosyan Hovhannisyan Sargsyan Grigoryan Avetisyan Khachatryan Manukian")
O("azerbaijani", L, "Aytan Leyla Günay Nigar Sevinj", "Elvin Rashad Tural Orkhan Farid",
  "Mammadov Aliyev Huseynov Hasanov Guliyev Ismayilov",
  lf="Mammadova Aliyeva Huseynova Hasanova Guliyeva Ismayilova")
O("chechen", L, "Zarema Madina Kheda Aminat", "Ruslan Magomed Shamil Adlan",
  "Magomadov Bisultanov Tsechoev Umarov Dzhabrailov",
  lf="Magomadova Bisultanova Tsechoeva Umarova Dzhabrailova")
O("kazakh", L, "Aigerim Dana Zhanar Gulnara Saule", "Nurlan Yerlan Daniyar Askar Bauyrzhan",
  "Akhmetov Zhaksylykov Serikbayev Omarov Abenov",
  lf="Akhmetova Zhaksylykova Serikbayeva Omarova Abenova")
O("uzbek", L, "Dilnoza Gulnora Malika Shahnoza Nodira", "Rustam Sherzod Jasur Otabek Bekzod",
  "Karimov Rakhimov Yusupov Ergashev Nazarov Sultanov",
  lf="Karimova Rakhimova Yusupova Ergasheva Nazarova Sultanova")
O("kyrgyz", L, "Aizada Cholpon Nazgul Begimai", "Almazbek Azamat Ulan Talant",
  "Osmonov Toktogulov Zhumabaev Asanov Bakirov", lf="Osmonova Toktogulova Zhumabaeva Asanova Bakirova")
O("tajik", L, "Farangis Mehrangez Zarina Tahmina", "Firdavs Davron Siyovush Behruz",
  "Rahimov Nazarzoda Saidov Qodirov Sharipov", lf="Rahimova Nazarzoda Saidova Qodirova Sharipova")
O("turkmen", L, "Ogulgerek Aynabat Bahar Maral", "Serdar Merdan Dovlet Batyr",
  "Orazov Annayev Berdiyev Gurbanov Atayev", lf="Orazova Annayeva Berdiyeva Gurbanova Atayeva")
O("mongolian", L, "Oyunchimeg Enkhjargal Sarangerel Bolormaa Altantsetseg",
  "Batbayar Ganbold Temuulen Erdenebat Bat-Erdene", "Dorj Ganbaatar Tserendorj Enkhbold Baatar")
O("uyghur", L, "Gulnar Mihrigul Patigul Zulpiye", "Abdurehim Memet Ablikim Erkin",
  "Tursun Abdulla Rozi Qurban Niyaz Hoshur")
O("tibetan", L, "Pema Dolma Yangchen Dechen", "Tenzin Norbu Lobsang Karma",
  "Dolkar Wangmo Gyatso Dhondup Namgyal Choedon")
# --- Middle East, North Africa
O("turkish", L, "Ayşe Elif Zeynep Gül Şebnem Özlem", "Mehmet Emre Mustafa Barış İsmail",
  "Yılmaz Öztürk Kaya Şahin Demir Çelik Aydın Ertuğrul")
O("kurdish", L, "Rojda Berfin Zozan Jiyan Avesta", "Rojhat Serhat Dilovan Baran Azad",
  "Zêbarî Doski Amedi Hawrami Botani")
O("persian", L, "Parisa Shirin Maryam Niloufar Fereshteh", "Dariush Reza Kourosh Mehdi Arash",
  "Hosseini Najafi Tehrani Rostami Moradi Karimi Mohammadzadeh")
O("pashtun", L, "Zarghona Palwasha Nazo Mariam", "Wahid Zalmai Naveed Hamid Rahmatullah",
  "Popalzai Barakzai Ahmadzai Durrani Mohmand Yousafzai")
O("gulf_arab", L, "Fatima Noura Mariam Hessa Aisha", "Khalid Abdullah Faisal Saud Hamad",
  "Al-Otaibi|Al Mansouri|Al-Qahtani|Al-Shamsi|Al-Ghamdi|Al-Harbi",
  mid_m="bin Khalid|bin Saeed|bin Rashid", mid_f="bint Khalid|bint Saeed|bint Rashid", mid_p=0.35)
O("levantine", L, "Rania Lina Nour Hiba Yara", "Karim Ziad Tarek Rami Elias",
  "Haddad|Khoury|Nassar|Abou Chacra|Saab|El-Khoury|Mansour")
O("egyptian", L, "Mona Heba Yasmin Dina Amira", "Ahmed Mahmoud Mostafa Amr Tamer",
  "Abdel-Rahman|El-Sayed|Fathy|Soliman|Abdel Aziz|Shawky|Hegazy")
O("iraqi", L, "Zainab Ruqaya Sura Shaima", "Haider Ammar Qasim Mustafa",
  "Al-Jubouri Al-Saadi Al-Tamimi Al-Rubaie Al-Obaidi Al-Hashimi")
O("maghrebi", L, "Fatima-Zahra Khadija Salma Imane Meriem", "Youssef Mehdi Hamza Yassine Rachid",
  "Benali|El Amrani|Bouazza|Chaoui|Benjelloun|Tazi|Belkacem")
O("amazigh", L, "Tiziri Tanirt Dihya Tifawt", "Massinissa Idir Amayas Yuba Aksil",
  "Ait Ahmed|Ait Ouali|Oulhadj|Amrouche|Mammeri|Ouzeddam")
O("assyrian", L, "Ninwa Shamiram Atour Nahrain", "Sargon Ashur Nineb Odisho",
  "Yonan Khoshaba Benyamin Warda Shimun")
O("sudanese", L, "Amna Samah Hawa Rayan", "Osman Babiker Elfatih Hashim",
  "Abdelgadir Elnour Idris Mahgoub Yousif")
# --- South Asia
O("hindi", L, "Priya Ananya Sunita Kavita Pooja", "Rahul Amit Vikram Arjun Sanjay",
  "Sharma Verma Gupta Agarwal Srivastava Mishra Tiwari")
O("punjabi", L, "Harpreet Simran Jaspreet Manjit Gurleen", "Gurpreet Harjit Balwinder Jaswinder Amritpal",
  "Singh Singh Gill Sandhu Dhillon Grewal Sidhu", lf="Kaur Kaur Gill Sandhu Dhillon Grewal Sidhu")
O("bengali", L, "Rupa Moumita Sharmila Tahmina Nusrat", "Sourav Arnab Tanvir Rafiq Debashish",
  "Chatterjee Banerjee Mukherjee Chowdhury Rahman Sen Ghosh")
O("tamil", L, "Meenakshi Lakshmi Kavya Yazhini Thenmozhi", "Karthik Senthil Murugan Vignesh Arul",
  "Ramasamy Subramanian Krishnan Velu Arumugam Pandian", init_p=0.4)
O("telugu", L, "Sravani Lavanya Sirisha Bhavani Keerthi", "Venkatesh|Srinivas|Naveen|Chaitanya|Ravi Teja",
  "Reddy Naidu Rao Chowdary Varma Gogineni")
O("kannada", L, "Shwetha Deepika Roopa Chaitra", "Manjunath Prakash Shivakumar Girish",
  "Gowda Hegde Shetty Kulkarni Bhat Rai Kamath")
O("malayalam", L, "Anjali Aswathy Reshma Nimmy Sreelakshmi", "Arun Jithin Sreejith Anoop Biju",
  "Nair Menon Pillai Kurian Thomas Varghese Panicker")
O("marathi", L, "Sayali Madhuri Ashwini Prajakta", "Sachin Aniket Sameer Omkar Tushar",
  "Deshpande Joshi Patil Gokhale Jadhav Pawar")
O("gujarati", L, "Hetal Nidhi Dhwani Jinal Bhavna", "Hiren Jignesh Kalpesh Parth Nirav",
  "Patel Shah Mehta Desai Parekh Trivedi")
O("pakistani", L, "Ayesha Sana Hira Mehwish Zainab", "Imran Bilal Usman Faisal Hamza",
  "Qureshi Siddiqui Chaudhry Malik Butt Khan Awan")
O("nepali", L, "Sita Pramila Anjana Sushma", "Bikash Suman Rajendra Dipendra",
  "Shrestha Thapa Gurung Tamang Adhikari Magar")
O("sinhala", L, "Dilini Nadeesha Chathurika Sanduni Ishara", "Kasun Chaminda Tharindu Nuwan Lahiru",
  "Perera|Fernando|Jayasuriya|Wickramasinghe|Bandara|Gunawardena|de Silva")
# --- East Asia (romanised)
O("chinese", L, "Xiuying Jing Yan Na Meiling Xiaohong", "Wei Jun Hao Qiang Zhiwei Jianguo",
  "Wang Li Zhang Liu Chen Zhao Wu Xu Ma Huang", fg_p=0.7)
O("cantonese", L, "Ka-yan Wing-sze Mei-ling Suk-fan Hoi-yan", "Chi-keung Ka-ming Wai-lun Siu-ming Kwok-wing",
  "Chan Wong Leung Cheung Lau Ng Ho Yip", fg_p=0.6)
O("taiwanese", L, "Shu-fen Mei-hua Ya-ting Hsiu-chin Yi-chun", "Chih-ming Chun-hung Chia-hao Wen-hsiung Tsung-han",
  "Chen Lin Chang Tsai Hsu Cheng Yeh", fg_p=0.5)
O("japanese", L, "Yuki Sakura Haruka Aiko Megumi Hanako", "Kenji Hiroshi Takumi Daisuke Haruto",
  "Sato Suzuki Takahashi Watanabe Yamamoto Ito Kobayashi Ono", fg_p=0.3)
O("korean", L, "Ji-woo Seo-yeon Min-ji Eun-ji Hye-jin", "Min-jun Ji-hoon Seung-woo Dong-hyun Jae-won",
  "Kim Lee Park Choi Jung Kang Yoon Oh Im", fg_p=0.6)
# --- South-East Asia
O("vietnamese", L, "Lan Hương Mai Thảo Hạnh Linh", "Bảo Hùng Tuấn Dũng Long Nam",
  "Nguyễn Trần Lê Phạm Hoàng Phan Vũ Đặng Bùi", mid_f="Thị Ngọc Thu", mid_m="Văn Đức Minh Quang",
  mid_p=0.8, fg_p=1.0, ascii_p=0.25)
O("thai", L, "Siriporn Kanokwan Pimchanok Nattaya Araya", "Somchai Anan Kittisak Thanawat Prasert",
  "Saetang Wongsawat Rattanakorn Jaidee Thongchai Boonmee")
O("lao", L, "Khamla Vanida Souliya Phonsavanh", "Bounmy Somphone Khamphay Souksavanh",
  "Phommachanh Keomany Vongsa Sisouphanh Inthavong")
O("khmer", L, "Sreymom Channary Sophea Bopha", "Vuthy Sokha Rithy Piseth Visal",
  "Sok Chan Heng Keo Chea Meas Ly Sun", fg_p=0.8)
O("burmese", L, "Thandar Hlaing|Su Su Win|Nwe Ni Aung|Hnin Ei Phyu|Khin Sandar",
  "Kyaw Zin Htet|Aung Ko Latt|Min Thu|Zaw Win Naing|Htet Aung", "", mono_p=1.0)
O("malay", L, "Nurul Aini|Siti Aishah|Farah|Aminah", "Ahmad Faizal|Muhammad Hafiz|Azlan|Khairul",
  "Abdullah Ismail Hassan Rahman Yusof Othman", mid_f="binti", mid_m="bin", mid_p=1.0)
O("indonesian", L, "Siti Dewi Putri Rina Wulan", "Budi Agus Eko Joko Bambang",
  "Santoso Wijaya Kusuma Hidayat Setiawan Susanto Nugroho", mono_p=0.2)
O("javanese", L, "Sri Wahyuni|Endang|Wulandari|Ratna|Sulastri", "Sutrisno|Slamet|Bambang Sutejo|Purnomo|Harjono",
  "", mono_p=1.0)
O("filipino", L, "Maricel Jennifer Rowena Ligaya Analyn", "Rodel Jhun Bong Marlon Ramil",
  "dela Cruz|Reyes|Santos|Bautista|Macaraeg|Dimaculangan|Pangilinan", mid_f="B. C. M. D.",
  mid_m="B. C. M. D.", mid_p=0.3)
O("hmong", L, "Pa Nhia|Mai Yia|Xee|Nou", "Tou|Fue|Koua|Xeng", "Vang Yang Xiong Thao Moua Lor Her")
# --- Africa
O("yoruba", L, "Adebimpe Folake Omolara Funmilayo Titilayo", "Oluwaseun Adewale Babatunde Olumide Femi",
  "Adeyemi Ogunleye Adebayo-Oke Olawale Akinola Bankole Ogundipe")
O("igbo", L, "Chiamaka Ngozi Adaeze Nneka Ifeoma", "Chinedu Obinna Emeka Ikenna Chukwuemeka",
  "Okafor Nwosu Eze Obi Okonkwo Nwankwo Onyekachi")
O("hausa", L, "Hauwa Zainab Hadiza Aisha Fatima", "Abubakar Sani Usman Bello Musa",
  "Abdullahi Danjuma Garba Yusuf Lawal Shehu")
O("akan", L, "Akosua Ama Abena Efua Adwoa", "Kwame Kofi Kwabena Yaw Kwaku",
  "Mensah Owusu Boateng Asante Osei Agyeman Appiah")
O("ewe", L, "Dzifa Enyonam Sena Elikem", "Selorm Kafui Dela Mawuli", "Agbeko Dzokoto Amegashie Kpodo Tsikata")
O("wolof", L, "Awa Fatou Ndèye Aminata Coumba", "Mamadou Ousmane Cheikh Abdoulaye Moussa",
  "Ndiaye Diop Fall Sarr Mbaye Gueye Faye")
O("bambara", L, "Kadiatou Oumou Djeneba Assitan", "Seydou Bakary Modibo Souleymane Boubacar",
  "Traoré Keïta Diarra Coulibaly Konaté Sissoko Camara")
O("fula", L, "Hawa|Kadija|Mariama|Dieynaba", "Alpha|Thierno|Amadou|Mamadou Saliou",
  "Diallo Bah Barry Sow Balde Jalloh")
O("ethiopian", L, "Saba Meron Hirut Tigist Bethlehem", "Dawit Abebe Yonas Tesfaye Bereket",
  "Mengistu|Tadesse|Gebre-Egziabher|Haile|Wolde-Mariam|Alemu|Bekele")
O("eritrean", L, "Senait Helen Yodit Rahwa Luwam", "Tesfalem Filmon Yohannes Amanuel Robel",
  "Tesfamariam Ghebremedhin Woldu Habtemariam Kidane Berhane")
O("somali", L, "Hodan Faadumo Ubah Sahra Ifrah", "Abdirahman Mahad Guled Cabdi Liban",
  "Warsame Farah Cali Hersi Jama Nur Abdi", mid_f="Axmed Maxamed Yuusuf", mid_m="Axmed Maxamed Yuusuf",
  mid_p=0.4)
O("oromo", L, "Chaltu Lensa Ebise Hawi Bontu", "Gemechu Lemessa Tolera Kedir Abdi",
  "Gudina Tolasa Merga Dinsa Fayisa")
O("kikuyu", L, "Wanjiru Njeri Faith Grace Wambui", "Kamau Mwangi Peter Joseph Njoroge",
  "Kamau Mwangi Njoroge Kariuki Githinji Ndungu Wachira")
O("luo", L, "Akinyi Atieno Achieng Awino Adhiambo", "Otieno Odhiambo Ochieng Onyango Omondi",
  "Otieno Odhiambo Ochieng Onyango Omondi Ouma Okoth")
O("tanzanian", L, "Neema Rehema Zawadi Upendo Mwanaisha", "Juma Baraka Hamisi Rashidi Bakari",
  "Mushi Massawe Mrema Swai Kimaro Lyimo Temba")
O("ugandan", L, "Nakato Namubiru Nansubuga Nalwoga Babirye", "Kato Mukasa Ssali Wasswa Ssemakula",
  "Ssebunya Kiggundu Lubega Musoke Kizito Nsubuga", fg_p=0.4)
O("rwandan", L, "Aline Diane Clarisse Jeanne", "Eric Olivier Jean-Claude Innocent",
  "Habimana Niyonzima Mugisha Nshimiyimana Hakizimana",
  lf="Uwase Ingabire Mukamana Umutoni Iradukunda", fg_p=0.5)
O("zulu", L, "Nomvula Thandeka Lindiwe Nokuthula Zanele", "Sipho Thabo Bongani Mandla Sibusiso",
  "Dlamini Nkosi Zulu Mthembu Ngcobo Khumalo Ndlovu")
O("xhosa", L, "Nomsa Ayanda Siphokazi Nandipha Lulama", "Lwazi Luthando Xolani Mzwandile Siyabonga",
  "Ntsebeza Mgqweto Mqhayi Nqweniso Ngxola Dyantyi")
O("sotho", L, "Palesa Lerato Dineo Refilwe Mpho", "Tumelo Teboho Thabiso Lebohang Katleho",
  "Mokoena Mofokeng Molefe Tshabalala Nthako Motaung")
O("shona", L, "Rutendo Chipo Tatenda Nyasha", "Tawanda Farai Tinashe Takudzwa Kudakwashe",
  "Moyo Chikwanha Mutasa Ncube Sibanda Mapfumo")
O("malagasy", L, "Voahangy Hanitra Lalao Fanja Nirina", "Andry Haja Tsiory Rivo Mamy",
  "Rakotomalala Randriamampionona Rasoanaivo Andriamihaja Razafindrakoto Ravelojaona")
O("afrikaans", L, "Annelie Marietjie Elna Riana Ilse", "Pieter Johan Gerhard Francois Wikus",
  "van der Merwe|Botha|du Plessis|Pretorius|Nel|Steyn|le Roux")
O("congolese", L, "Grâce|Chantal|Mbuyi|Nsimba|Ngalula", "Jean-Pierre|Ilunga|Kabeya|Patrice|Mbala",
  "Mukendi Kalonji Mwamba Kabongo Lukusa Ngoy")
# --- Americas, Oceania
O("haitian", L, "Widline Nadège Fabiola Guerline Mirlande", "Wilner Jean-Robert Frantz Ricardo Rony",
  "Pierre Joseph Jean-Baptiste Dorsainvil Saint-Fleur Desrosiers")
O("hawaiian", L, "Leilani Kalena Malia Noelani Keala", "Kekoa Makoa Keoni Kainoa Ikaika",
  "Kahananui Kealoha Akana Kamakau Nakoa Kahale")
O("maori", L, "Aroha Mere Ngaio Kiri Hine", "Tane Wiremu Rawiri Hemi Nikau",
  "Ngata|Te Whiti|Parata|Tipene|Tamihana|Te Rangi|Waititi")
O("samoan", L, "Losa Sina Talia Fetu", "Tavita Ioane Siaosi Filipo",
  "Tuilagi|Leota|Faleolo|Fa'amausili|Leiataua|Sapolu")
O("tongan", L, "Mele Salote Lupe Seini", "Sione Viliami Tevita Sitani Pita",
  "Taufa Fifita Vaipulu Kioa Tupou Latu Havili")
O("fijian", L, "Litia Mereoni Vasemaca Ana", "Josefa Semisi Waisale Apisai",
  "Vunibaka Ravuvu Naivalu Tuivaga Nadolo Rokovunisei")

# --- native scripts
O("chinese_hanzi", "Hani", "秀英 丽 静 敏 婷 芳 晓红", "伟 强 磊 军 洋 志明 建国",
  "王 李 张 刘 陈 杨 赵 黄 周 吴 欧阳", fg_p=1.0, join="")
O("japanese_kanji", "Jpan", "花子 さくら 陽子 美咲 恵 由美", "健二 大輔 翔太 拓海 浩",
  "佐藤 鈴木 高橋 田中 渡辺 伊藤 山本 中村 小林", fg_p=1.0, join="")
O("korean_hangul", "Hang", "지우 서연 민지 은지 혜진 수빈", "민준 지훈 승우 동현 재원 현우",
  "김 이 박 최 정 강 조 윤 장 남궁", fg_p=1.0, join="")
O("russian_cyrillic", "Cyrl", "Анастасия Екатерина Светлана Ольга Татьяна Наталья",
  "Дмитрий Сергей Алексей Владимир Николай Иван",
  "Петров Смирнов Кузнецов Волков Соколов Лебедев Морозов",
  lf="Петрова Смирнова Кузнецова Волкова Соколова Лебедева Морозова",
  mid_m="Сергеевич Иванович Андреевич", mid_f="Сергеевна Ивановна Андреевна", mid_p=0.3)
O("ukrainian_cyrillic", "Cyrl", "Оксана Олена Наталія Ірина Юлія", "Тарас Богдан Микола Олександр Андрій",
  "Шевченко Коваленко Бондаренко Ткаченко Мельник Кравчук Бойко")
O("bulgarian_cyrillic", "Cyrl", "Десислава Цветелина Радка Галина", "Христо Тодор Пламен Стоян",
  "Иванов Георгиев Димитров Тодоров Стоянов", lf="Иванова Георгиева Димитрова Тодорова Стоянова")
O("serbian_cyrillic", "Cyrl", "Јелена Милица Драгана Снежана", "Немања Милош Душан Вук",
  "Јовановић Петровић Николић Марковић Ђорђевић")
O("mongolian_cyrillic", "Cyrl", "Оюунчимэг Энхжаргал Болормаа", "Батбаяр Ганболд Мөнхбат",
  "Дорж Ганбаатар Энхболд")
O("greek_script", "Grek", "Ελένη Κατερίνα Δήμητρα Αναστασία Σοφία", "Γιώργος Νίκος Κωνσταντίνος Δημήτρης Βασίλης",
  "Παπαδόπουλος Γεωργίου Νικολαΐδης Παππάς Αλεξίου Οικονόμου",
  lf="Παπαδοπούλου Γεωργίου Νικολαΐδου Παππά Αλεξίου Οικονόμου")
O("arabic_script", "Arab", "فاطمة نورة مريم عائشة ليلى", "خالد عبدالله فيصل محمد يوسف",
  "العتيبي المنصوري القحطاني حداد الخوري الشمري",
  mid_m="بن سعيد|بن راشد", mid_f="بنت سعيد|بنت راشد", mid_p=0.3)
O("persian_script", "Arab", "پریسا شیرین مریم نیلوفر", "داریوش رضا کوروش مهدی آرش",
  "حسینی نجفی تهرانی رستمی مرادی کریمی")
O("urdu_script", "Arab", "عائشہ ثنا حرا زینب", "عمران بلال عثمان حمزہ", "قریشی صدیقی چوہدری ملک خان")
O("hebrew_script", "Hebr", "נועה תמר שירה יעל מיכל", "איתי יונתן איתן עומר עמית",
  "כהן לוי בן-דוד מזרחי פרץ שפירא")
O("hindi_devanagari", "Deva", "प्रिया अनन्या सुनीता कविता पूजा", "राहुल अमित विक्रम अर्जुन संजय",
  "शर्मा वर्मा गुप्ता अग्रवाल मिश्रा तिवारी")
O("tamil_script", "Taml", "மீனாட்சி லட்சுமி காவ்யா", "கார்த்திக் செந்தில் முருகன்",
  "சுப்பிரமணியன் கிருஷ்ணன் ராமசாமி")
O("bengali_script", "Beng", "রূপা মৌমিতা শর্মিলা", "সৌরভ অর্ণব দেবাশিস", "চট্টোপাধ্যায় মুখোপাধ্যায় সেন ঘোষ")
O("thai_script", "Thai", "สมหญิง ศิริพร กนกวรรณ", "สมชาย อนันต์ กิตติศักดิ์", "ใจดี สุขสวัสดิ์ ศรีสุข บุญมี")
O("georgian_script", "Geor", "ნინო თამარ მარიამ ქეთევან", "გიორგი ლევან დავით ირაკლი",
  "ბერიძე კაპანაძე გელაშვილი ლომიძე")
O("armenian_script", "Armn", "Անահիտ Լիլիթ Արմինե", "Արամ Տիգրան Գևորգ Վարդան",
  "Պետրոսյան Հովհաննիսյան Սարգսյան Գրիգորյան")
O("amharic_geez", "Ethi", "ሳባ ሜሮን ሂሩት ትግስት", "ዳዊት አበበ ዮናስ ተስፋዬ", "መንግስቱ ታደሰ ኃይሌ በቀለ")

LATIN_ORIGINS = [k for k, v in ORIGINS.items() if v["script"] == "Latn"]
