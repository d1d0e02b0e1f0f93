# -*- coding: utf-8 -*-
"""Hand-written name lists for the v39 PERSON-name evaluation corpus.

Written from scratch for this corpus (not copied from any package or data set).
Format of each origin entry:
    O(key, label, region, female, male, family, **options)
female / male / family are whitespace-separated strings; "_" inside an entry stands for a
space ("van_der_Meulen" -> "van der Meulen"); "m/f" gives the male and the female form of
a gendered family name ("Kowalski/Kowalska", "Ó_Briain/Ní_Bhriain", "bin_Osman/binti_Osman").
Options:
    order     "gf" (given first, default) or "fg" (family first)
    fg_prob   probability of family-first order for a "gf" origin (Hungarian, Japanese ...)
    double    probability of a second family name (Spanish, Portuguese, Latin American)
    callname  "last": the name a person is called by is the last word of the given name
              (Vietnamese "Nguyễn Thị Lan" -> "Lan", Malay "Muhammad Hafiz" -> "Hafiz")
    nofamily  True: the culture has no family names (Burmese, Tibetan); the whole name is used
    patro     True: the "family" part is a patronymic (bin/binti ...); a title goes with the
              given name, not the patronymic
    ascii_prob probability that the name is written without diacritics ("Nguyen Thi Lan")
    mononym   probability that only a single name is used (Javanese)
    initial   probability of the Tamil style "R. Lakshmi" (father's initial + given name)
"""

ORIGINS = []


def O(key, label, region, female, male, family, **opts):
    def split(s):
        return [w.replace("_", " ") for w in s.split()]

    fam = []
    for w in family.split():
        if "/" in w:
            m, f = w.split("/")
            fam.append((m.replace("_", " "), f.replace("_", " ")))
        else:
            fam.append(w.replace("_", " "))
    ORIGINS.append({
        "key": key, "label": label, "region": region,
        "f": split(female), "m": split(male), "l": fam,
        "order": opts.get("order", "gf"), "fg_prob": opts.get("fg_prob", 0.0),
        "double": opts.get("double", 0.0), "callname": opts.get("callname", ""),
        "nofamily": opts.get("nofamily", False), "patro": opts.get("patro", False),
        "ascii_prob": opts.get("ascii_prob", 0.0), "mononym": opts.get("mononym", 0.0),
        "initial": opts.get("initial", 0.0),
    })


# ---------------------------------------------------------------- Europe
O("english", "English (England)", "Europe",
  "Harriet Imogen Faith Dawn Rose Summer Philippa",
  "Oliver Alfie Hunter Guy Will Rupert",
  "Banks Street House Little Moody Whitfield Ashworth Pennington Hargreaves Thwaite")
O("scottish", "Scottish", "Europe",
  "Isla Eilidh Catriona Morag Kirsty Ailsa",
  "Callum Fraser Ruaridh Hamish Euan Lachlan",
  "MacLeod McAllister Drummond Crichton Buchanan Urquhart Lindsay Young Menzies")
O("irish", "Irish", "Europe",
  "Aoife Siobhán Niamh Gráinne Clodagh Saoirse",
  "Cathal Donncha Ciarán Oisín Pádraig Tadhg",
  "Ó_Briain/Ní_Bhriain Ó_Súilleabháin/Ní_Shúilleabháin Mac_Cárthaigh/Nic_Cárthaigh "
  "Ó_Conaill/Ní_Chonaill Ó_Dálaigh/Ní_Dhálaigh O'Rourke Kavanagh Mulcahy Fitzgerald")
O("welsh", "Welsh", "Europe",
  "Angharad Cerys Eleri Nia Gwenllian Ffion",
  "Dafydd Rhodri Iwan Gethin Emyr Llŷr",
  "ap_Gwilym/ferch_Gwilym ap_Rhys/ferch_Rhys Pritchard Llewellyn Prosser Vaughan Bowen Parry Powell")
O("dutch", "Dutch", "Europe",
  "Femke Sanne Lieke Marieke Anouk Joke",
  "Daan Joost Sjoerd Maarten Bram Thijs",
  "van_der_Meulen de_Vries van_'t_Hek ter_Haar Bakker van_Dijk de_Groot Verhoeven van_den_Broek Smit")
O("flemish", "Flemish (Belgium)", "Europe",
  "Lotte Ellen Griet Hanne Sofie Ans",
  "Wouter Pieter-Jan Kobe Jens Bert Stijn",
  "Van_den_Bossche De_Smet Peeters Claes Vermeulen Goossens Van_Acker De_Backer Wouters Maes")
O("german", "German", "Europe",
  "Anneliese Katrin Jutta Svenja Franziska Heike",
  "Jörg Matthias Lutz Bernd Tobias Henning",
  "Weißmann von_Bülow zu_Hohenfels Schäfer Hoffmann Krüger Großkopf Lindemann Meißner Strauß")
O("austrian", "Austrian", "Europe",
  "Theresia Magdalena Verena Johanna Resi Elfriede",
  "Florian Leopold Gernot Markus Ferdinand Alois",
  "Gruber Huber Pichler Steiner Moser Hofer Leitner Brandstätter Edlinger")
O("swiss", "Swiss German", "Europe",
  "Regula Brigitte Vreni Corinne Seraina Nadja",
  "Urs Reto Beat Andri Mattia Ueli",
  "Zürcher Brunner Wyss Stucki Gerber Baumgartner Tschudi Caflisch Aebischer")
O("french", "French", "Europe",
  "Élodie Margaux Solène Béatrice Maëlle Ginette",
  "Thibault Benoît Yannick Étienne Gaëtan Loïc",
  "de_la_Tour Le_Goff Lefèvre Dubois Rousseau Chevalier Morel de_Villeneuve Garnier Lemaire")
O("spanish", "Spanish", "Europe",
  "Lucía Marisol Inmaculada Nerea Pilar Begoña",
  "Íñigo Álvaro Ignacio Raúl Jaime Rodrigo",
  "García Fernández de_la_Fuente del_Río Martínez Romero Navarro Domínguez Gil Vázquez",
  double=0.5)
O("catalan", "Catalan", "Europe",
  "Montserrat Núria Mireia Laia Meritxell Roser",
  "Jordi Pau Oriol Arnau Pere Xavier",
  "Puig Vilalta Ferrer Soler Casals Roca Batlle Pujol Riera Font", double=0.4)
O("basque", "Basque", "Europe",
  "Ainhoa Itziar Maite Nekane Amaia Edurne",
  "Iker Unai Aitor Gorka Koldo Eneko",
  "Etxeberria Goikoetxea Aguirre Urrutia Zubizarreta Arrieta Elizondo Iturbe Larrañaga", double=0.4)
O("portuguese", "Portuguese", "Europe",
  "Inês Leonor Beatriz Conceição Filipa Madalena",
  "João Tiago Duarte Rui Gonçalo Nuno",
  "dos_Santos da_Silva Ferreira Rodrigues Carvalho Pereira Sousa Lopes Marques Teixeira", double=0.45)
O("italian", "Italian", "Europe",
  "Giulia Chiara Francesca Serena Benedetta Rosaria",
  "Matteo Lorenzo Giacomo Salvatore Davide Fabrizio",
  "Di_Stefano De_Luca Dal_Molin Della_Valle Esposito Russo Colombo Ferraro Greco Marchetti")
O("maltese", "Maltese", "Europe",
  "Marija Doris Rita Antonella Josette Carmen",
  "Ġorġ Ġużeppi Mario Kurt Jesmond Clayton",
  "Borg Camilleri Vella Farrugia Zammit Galea Micallef Grech Azzopardi Spiteri")
O("greek", "Greek", "Europe",
  "Eleni Katerina Despoina Vasiliki Chrysoula Anastasia",
  "Giorgos Dimitris Konstantinos Stavros Panagiotis Christos",
  "Papadakis/Papadaki Nikolaidis/Nikolaidou Karagiannis/Karagianni Vlachos/Vlachou "
  "Makris/Makri Georgiou Oikonomou Antoniou Papanikolaou Christodoulou")
O("polish", "Polish", "Europe",
  "Agnieszka Małgorzata Zofia Katarzyna Weronika Grażyna",
  "Krzysztof Tomasz Łukasz Grzegorz Wojciech Przemysław",
  "Kowalski/Kowalska Wiśniewski/Wiśniewska Nowicki/Nowicka Lewandowski/Lewandowska "
  "Szymański/Szymańska Dąbrowski/Dąbrowska Zając Wójcik Mazur Kaczmarek")
O("czech", "Czech", "Europe",
  "Jana Lenka Petra Markéta Zdeňka Hana",
  "Jiří Ondřej Vojtěch Zdeněk Radek Miroslav",
  "Novák/Nováková Dvořák/Dvořáková Černý/Černá Procházka/Procházková Kučera/Kučerová "
  "Veselý/Veselá Horák/Horáková Němec/Němcová Pokorný/Pokorná")
O("slovak", "Slovak", "Europe",
  "Zuzana Katarína Ľubica Monika Jarmila Beáta",
  "Ľubomír Marek Juraj Štefan Matej Peter",
  "Kováč/Kováčová Baláž/Balážová Lukáč/Lukáčová Šimko/Šimková Hudák/Hudáková "
  "Kollár/Kollárová Oravec/Oravcová Gajdoš/Gajdošová Ďurica/Ďuricová")
O("russian", "Russian", "Europe",
  "Anastasia Yekaterina Olga Svetlana Lyudmila Darya",
  "Dmitry Sergei Alexei Nikolai Vladislav Pavel",
  "Petrov/Petrova Sokolov/Sokolova Kuznetsov/Kuznetsova Morozov/Morozova Volkov/Volkova "
  "Lebedev/Lebedeva Orlov/Orlova Zaitsev/Zaitseva Belyaev/Belyaeva")
O("ukrainian", "Ukrainian", "Europe",
  "Oksana Olena Iryna Khrystyna Nadiya Halyna",
  "Ostap Bohdan Mykola Oleksandr Yurii Andriy",
  "Pavlenko Kovalenko Bondarenko Tkachenko Melnyk Kravchuk Lysenko Hrytsenko Savchuk Marchenko")
O("belarusian", "Belarusian", "Europe",
  "Alesia Yulia Volha Hanna Katsiaryna Natallia",
  "Aliaksandr Siarhei Uladzimir Andrei Yauhen Raman",
  "Kavaliou/Kavaliova Zhukau/Zhukava Navitski/Navitskaya Bahdanovich Lukashevich Shuba "
  "Hrynevich Karpovich Sidarenka")
O("serbian", "Serbian", "Europe",
  "Jelena Milica Snežana Dragana Ivana Jovana",
  "Nemanja Dragan Miloš Stefan Vuk Dušan",
  "Jovanović Petrović Nikolić Marković Đorđević Stojanović Ilić Pavlović Milosavljević Vasić")
O("croatian", "Croatian", "Europe",
  "Marija Mateja Lucija Vesna Dunja Iva",
  "Luka Tomislav Krešimir Mislav Hrvoje Ante",
  "Horvat Kovačević Babić Marić Jurić Knežević Šarić Vuković Grgić Perković")
O("bosnian", "Bosnian", "Europe",
  "Amra Lejla Selma Emina Ajla Merima",
  "Emir Adnan Haris Kenan Mirza Tarik",
  "Hodžić Hadžić Begović Mehmedović Delić Ćatić Salihović Bešić Omerović Mujkić")
O("slovenian", "Slovenian", "Europe",
  "Mojca Špela Urška Tjaša Nika Polona",
  "Matej Rok Primož Gregor Blaž Žiga",
  "Novak Kranjc Zupančič Potočnik Kovačič Mlakar Vidmar Golob Kos Turk")
O("bulgarian", "Bulgarian", "Europe",
  "Desislava Radka Tsvetelina Mariela Yordanka Stanislava",
  "Hristo Todor Kaloyan Stoyan Boyko Lyubomir",
  "Georgiev/Georgieva Dimitrov/Dimitrova Todorov/Todorova Stoyanov/Stoyanova Kolev/Koleva "
  "Angelov/Angelova Nikolov/Nikolova Petkov/Petkova Yankov/Yankova")
O("romanian", "Romanian", "Europe",
  "Ioana Andreea Mihaela Roxana Oana Corina",
  "Andrei Bogdan Mihai Radu Cătălin Ștefan",
  "Popescu Ionescu Dumitrescu Stan Constantin Munteanu Moldovan Cristea Șerban Dobre")
O("hungarian", "Hungarian", "Europe",
  "Zsófia Katalin Eszter Réka Ildikó Boglárka",
  "Gábor Zoltán Attila Levente Bence Ferenc",
  "Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas", fg_prob=0.3)
O("lithuanian", "Lithuanian", "Europe",
  "Rūta Eglė Ieva Giedrė Aušra Dalia",
  "Mindaugas Tomas Darius Vytautas Gediminas Rokas",
  "Kazlauskas/Kazlauskienė Petrauskas/Petrauskienė Jankauskas/Jankauskaitė Žukauskas/Žukauskaitė "
  "Stankevičius/Stankevičienė Vasiliauskas/Vasiliauskienė Butkus/Butkienė Paulauskas/Paulauskaitė")
O("latvian", "Latvian", "Europe",
  "Ilze Līga Inese Dace Baiba Zane",
  "Jānis Andris Māris Edgars Kārlis Raimonds",
  "Bērziņš/Bērziņa Kalniņš/Kalniņa Ozols/Ozola Jansons/Jansone Liepiņš/Liepiņa "
  "Kļaviņš/Kļaviņa Krūmiņš/Krūmiņa Zariņš/Zariņa")
O("estonian", "Estonian", "Europe",
  "Kadri Liis Triin Maarja Pille Kersti",
  "Tõnu Priit Jaanus Indrek Margus Rasmus",
  "Tamm Saar Sepp Mägi Kask Kukk Rebane Ilves Pärn Kõiv")
O("finnish", "Finnish", "Europe",
  "Aino Liisa Tuulikki Satu Päivi Hilkka",
  "Juha Jukka Antti Eero Ville Tapani",
  "Virtanen Korhonen Mäkinen Nieminen Heikkinen Järvinen Lehtonen Hämäläinen Laaksonen")
O("swedish", "Swedish", "Europe",
  "Ingrid Linnéa Maja Ebba Astrid Birgitta",
  "Björn Gustav Anders Nils Henrik Olle",
  "Lindqvist Bergström Sjöberg Åkesson Nyström Holmgren Engström Dahlberg Lundgren")
O("norwegian", "Norwegian", "Europe",
  "Solveig Ragnhild Sigrid Ingvild Tone Kari",
  "Eirik Håkon Sindre Øyvind Torbjørn Magnus",
  "Haugen Bakke Solberg Strand Dahl Hagen Aasen Kristiansen Fjeld Løken")
O("danish", "Danish", "Europe",
  "Mette Signe Freja Lærke Pernille Birthe",
  "Rasmus Søren Mikkel Jesper Frederik Kasper",
  "Jørgensen Nørgaard Pedersen Mikkelsen Skovgaard Kjær Madsen Thygesen Østergaard Holm")
O("icelandic", "Icelandic (patronymic)", "Europe",
  "Guðrún Sigríður Helga Kristín Þórunn Ragnheiður",
  "Sigurður Gunnar Einar Þórir Halldór Ólafur",
  "Jónsson/Jónsdóttir Sigurðsson/Sigurðardóttir Gunnarsson/Gunnarsdóttir Magnússon/Magnúsdóttir "
  "Ólafsson/Ólafsdóttir Einarsson/Einarsdóttir Kristjánsson/Kristjánsdóttir Björnsson/Björnsdóttir")
O("albanian", "Albanian", "Europe",
  "Arta Besjana Drita Elira Mimoza Teuta",
  "Arben Besnik Dritan Ilir Gëzim Fatmir",
  "Hoxha Krasniqi Gashi Berisha Shehu Kelmendi Morina Dervishi Leka Bytyqi")
O("sami", "Sámi (indigenous, Sápmi)", "Europe",
  "Biret Máret Sunná Elle Risten Ánne",
  "Niillas Máhtte Jovnna Ánde Issát Juhán",
  "Gaup Somby Eira Buljo Balto Utsi Oskal Labba Kuoljok Sara")
O("romani", "Romani (Romanichal and continental)", "Europe",
  "Drina Lavinia Vashti Florica Mirela Tshaya",
  "Shandor Manush Tobar Mircea Nanosh Lensi",
  "Boswell Lovell Loveridge Heron Stojka Rostas Lakatos Demeter Buckland")
O("georgian", "Georgian", "Europe",
  "Nino Tamar Ketevan Mariam Natia Eka",
  "Giorgi Levan Davit Irakli Zurab Lasha",
  "Beridze Kapanadze Gelashvili Maisuradze Lomidze Tsiklauri Javakhishvili Abashidze Chkheidze Nozadze")
O("armenian", "Armenian", "Europe",
  "Anahit Lusine Siranush Nare Armine Tatev",
  "Aram Narek Hovhannes Vardan Gor Ashot",
  "Hakobyan Grigoryan Petrosyan Sargsyan Avetisyan Harutyunyan Karapetyan Ghazaryan Manukyan Vardanyan")
O("ashkenazi", "Ashkenazi Jewish (diaspora)", "Europe",
  "Miriam Rivka Esther Shoshana Dvora Golda",
  "Mordechai Shmuel Yosef Avraham Zev Hershel",
  "Goldberg Rosenthal Katzenellenbogen Feldman Abramowitz Lieberman Horowitz Blumenfeld Schapiro")

# ---------------------------------------------------------------- Asia
O("turkish", "Turkish", "Asia",
  "Ayşe Elif Zeynep Şebnem Gülay İpek",
  "Mehmet İbrahim Emre Oğuz Barış Çağlar",
  "Yılmaz Kaya Demir Şahin Çelik Öztürk Aydın Arslan Doğan Kılıç")
O("kurdish", "Kurdish", "Asia",
  "Rojda Berfin Hêvî Zozan Nazdar Avesta",
  "Baran Rêzan Dilovan Hejar Serhat Azad",
  "Amedi Hewrami Botani Mukriyani Rekani Baban Zebari Goran Jaff Doski")
O("azerbaijani", "Azerbaijani", "Asia",
  "Aynur Günel Leyla Sevinj Nigar Aysel",
  "Elchin Rashad Tural Orkhan Farid Vugar",
  "Mammadov/Mammadova Huseynov/Huseynova Hasanov/Hasanova Guliyev/Guliyeva Ismayilov/Ismayilova "
  "Rzayev/Rzayeva Abbasov/Abbasova Babayev/Babayeva Qasimov/Qasimova")
O("kazakh", "Kazakh", "Asia",
  "Aigerim Dana Zhanar Aruzhan Gulnara Saule",
  "Nurlan Yerlan Askar Daulet Bauyrzhan Timur",
  "Abenov/Abenova Zhaksybekov/Zhaksybekova Omarov/Omarova Tulegenov/Tulegenova Iskakov/Iskakova "
  "Sarsenbayev/Sarsenbayeva Kuanyshev/Kuanysheva Seitkali Nurpeisov/Nurpeisova")
O("uzbek", "Uzbek", "Asia",
  "Dilnoza Gulnora Malika Shahnoza Zarina Nodira",
  "Jasur Sardor Otabek Bekzod Rustam Ulugbek",
  "Karimov/Karimova Rakhimov/Rakhimova Yusupov/Yusupova Tursunov/Tursunova Nazarov/Nazarova "
  "Ergashev/Ergasheva Sultanov/Sultanova Khodjaev/Khodjaeva")
O("tajik", "Tajik", "Asia",
  "Farangis Manizha Zarrina Tahmina Nigina Shabnam",
  "Firdavs Bakhtiyor Daler Shokir Suhrob Parviz",
  "Rahmonov/Rahmonova Qurbonov/Qurbonova Sharipov/Sharipova Davlatov/Davlatova Mirzoev/Mirzoeva "
  "Safarov/Safarova Khudoyorov/Khudoyorova Boboev/Boboeva")
O("mongolian", "Mongolian", "Asia",
  "Oyunchimeg Sarangerel Enkhjargal Bolormaa Altantsetseg Nomin",
  "Batbayar Ganbold Temuulen Erdenebat Bat-Erdene Munkh-Orgil",
  "Ganbaatar Dorjsuren Tsogtbayar Purevdorj Enkhbold Lkhagvasuren Baasanjav Naranbaatar Davaajav",
  order="fg")
O("chinese", "Chinese (Mandarin, pinyin)", "Asia",
  "Xiuying Meihua Jingyi Yuting Xiaoling Lihua",
  "Zihan Haoran Zhiqiang Jianguo Yifan Junjie",
  "Wang Li Zhang Liu Chen Yang Huang Zhao Xu Ma", order="fg")
O("cantonese", "Cantonese (Hong Kong)", "Asia",
  "Wing-sze Mei-ling Ka-yan Suk-yee Hoi-ying Pui-shan",
  "Ka-ming Chi-wai Wing-kit Siu-fung Tsz-hin Man-kit",
  "Chan Wong Leung Cheung Lau Ng Ho Tsang Yip Kwok", order="fg")
O("taiwanese", "Taiwanese (Wade-Giles)", "Asia",
  "Mei-hua Shu-fen Yi-ting Ya-wen Hsiu-ying Pei-shan",
  "Chih-hao Chia-hung Cheng-en Wen-hsiung Kuan-yu Po-han",
  "Lin Tsai Hsu Cheng Hsieh Kuo Tseng Chiang Chou Lu", order="fg")
O("japanese", "Japanese", "Asia",
  "Yuki Haruka Aiko Sakura Emi Naoko",
  "Hiroshi Takumi Kenji Daisuke Shōta Ren",
  "Tanaka Suzuki Takahashi Watanabe Yamamoto Nakamura Kobayashi Inoue Ōta Matsumoto", fg_prob=0.5)
O("korean", "Korean", "Asia",
  "Ji-woo Seo-yeon Min-ji Eun-ji Ha-eun Soo-jin",
  "Min-jun Do-yun Jun-seo Dong-hyun Jae-won Hyun-woo",
  "Kim Lee Park Choi Jung Kang Cho Yoon Jang Oh", order="fg")
O("vietnamese", "Vietnamese", "Asia",
  "Thị_Lan Thị_Hạnh Ngọc_Ánh Thị_Thu_Trang Thanh_Hương Thị_Mai",
  "Văn_Bảo Minh_Tuấn Văn_Hùng Quang_Huy Đức_Anh Văn_Long",
  "Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Đặng Bùi", order="fg", callname="last", ascii_prob=0.3)
O("thai", "Thai", "Asia",
  "Siriporn Kanokwan Pornthip Wanida Achara Naphat",
  "Somchai Anan Thanawat Kittisak Prasert Chaiwat",
  "Srisuk Thongchai Wongsawat Rattanakorn Chaiyaporn Kittikhun Saetang Boonmee Jaidee Phromma")
O("lao", "Lao", "Asia",
  "Khamla Souphaphone Vilayvanh Phetsamone Bounmy Noy",
  "Somphone Khamphet Bounthavy Phonsavanh Vanxay Thongsavanh",
  "Phommachanh Sisouphanh Keomany Vongphachanh Inthavong Xayavong Phetsavong Souvannavong Chanthavong")
O("khmer", "Khmer (Cambodian)", "Asia",
  "Sreymom Sokha Chanthou Bopha Sothea Malis",
  "Dara Vannak Sovann Piseth Rithy Bunthoeun",
  "Sok Chea Chhim Keo Meas Heng Pich Sorn Ouk Long", order="fg")
O("burmese", "Burmese (no family names)", "Asia",
  "Khin_Myo_Thant Su_Su_Hlaing Nwe_Ni_Aung Thiri_Win Ei_Mon_Kyaw Thu_Zar_Lwin",
  "Aung_Kyaw_Moe Zaw_Min_Htet Thura_Naing Kyaw_Zin_Oo Ye_Htut_Win Min_Khant_Soe",
  "", nofamily=True)
O("tibetan", "Tibetan (no family names)", "Asia",
  "Tenzin_Dolma Pema_Yangchen Dawa_Lhamo Sonam_Choedon Kunsang_Wangmo Dechen_Yangzom",
  "Tenzin_Norbu Karma_Gyaltsen Lobsang_Tashi Jigme_Namgyal Sonam_Dorje Ngawang_Choephel",
  "", nofamily=True)
O("malay", "Malay (bin/binti patronymic)", "Asia",
  "Nurul_Aina Siti_Aishah Farah Nor_Hidayah Syafiqah Aisyah",
  "Muhammad_Hafiz Ahmad_Faizal Khairul Azman Hakim Firdaus",
  "bin_Abdullah/binti_Abdullah bin_Ismail/binti_Ismail bin_Hassan/binti_Hassan bin_Osman/binti_Osman "
  "bin_Zakaria/binti_Zakaria bin_Yusof/binti_Yusof bin_Rahman/binti_Rahman "
  "bin_Kamaruddin/binti_Kamaruddin", callname="last", patro=True)
O("indonesian", "Indonesian (Javanese and Batak)", "Asia",
  "Sri_Wahyuni Dewi Rahayu Kartika Ratna Wulan",
  "Budi Agus Bambang Joko Eko Hendra",
  "Santoso Wijaya Setiawan Hidayat Siregar Simanjuntak Nasution Pangaribuan Halim Kusuma", mononym=0.25)
O("filipino", "Filipino", "Asia",
  "Maricel Rowena Jocelyn Lorna Analyn Kristine",
  "Rodel Jomar Nestor Arnel Rogelio Jayson",
  "dela_Cruz de_los_Santos Bautista Villanueva Mercado Macaraeg Dimaculangan Pangilinan Manalo Soriano")
O("hindi", "North Indian (Hindi)", "Asia",
  "Priya Ananya Sunita Kavita Neha Pooja",
  "Rahul Amit Vikram Nitin Arjun Rohan",
  "Sharma Verma Gupta Mishra Tiwari Agarwal Chauhan Srivastava Pandey Saxena")
O("punjabi", "Punjabi Sikh (Singh/Kaur)", "Asia",
  "Simran Jaspreet Gurleen Navneet Manpreet Rupinder",
  "Harjit Gurdeep Jasvir Balwinder Sukhdev Kuldeep",
  "Singh_Gill/Kaur_Gill Singh_Sandhu/Kaur_Sandhu Singh_Dhillon/Kaur_Dhillon Grewal Sidhu Bains "
  "Randhawa Brar Sekhon")
O("bengali", "Bengali", "Asia",
  "Moumita Tanushree Rituparna Sharmistha Nusrat Farhana",
  "Sourav Arindam Debashish Tanvir Rafiq Anirban",
  "Chatterjee Banerjee Mukherjee Bhattacharya Das Sen Chowdhury Rahman Hossain Dutta")
O("tamil", "Tamil", "Asia",
  "Lakshmi Meenakshi Kavitha Revathi Anjali Tamilselvi",
  "Karthik Senthil Murugan Arun Venkatesh Saravanan",
  "Raman Subramanian Krishnan Natarajan Rajendran Sundaram Ramasamy Annamalai Palaniappan", initial=0.35)
O("telugu", "Telugu", "Asia",
  "Sravani Lavanya Madhavi Swathi Padmaja Sirisha",
  "Srinivas Ravi_Teja Naveen Chaitanya Prasad Venkata_Ramana",
  "Reddy Naidu Rao Chowdary Raju Gollapudi Kommineni Yerramsetti Bhimavarapu", fg_prob=0.3)
O("malayali", "Malayali (Kerala)", "Asia",
  "Aswathy Anjana Reshma Bincy Sreelakshmi Divya",
  "Anoop Sreejith Jithin Vishnu Biju Sajeev",
  "Nair Menon Pillai Kurup Varghese Mathew Thomas Kuriakose Panicker Nambiar")
O("marathi", "Marathi", "Asia",
  "Ashwini Madhuri Prajakta Snehal Vaishali Manasi",
  "Sachin Sandeep Mahesh Nikhil Ajinkya Omkar",
  "Deshpande Kulkarni Patil Joshi Jadhav Gokhale Shinde Deshmukh Pawar Bhosale")
O("gujarati", "Gujarati", "Asia",
  "Hetal Nisha Falguni Dharmishtha Krupa Jignasha",
  "Hitesh Jignesh Ketan Nilesh Bhavesh Chirag",
  "Patel Shah Mehta Desai Parikh Trivedi Thakkar Pandya Bhatt Chokshi")
O("nepali", "Nepali", "Asia",
  "Sabina Sarita Binita Pramila Kabita Sushmita",
  "Bishnu Ramesh Suman Prakash Dipendra Bikash",
  "Shrestha Thapa Gurung Tamang Rai Adhikari Karki Magar Poudel Bhattarai")
O("sinhala", "Sinhala (Sri Lanka)", "Asia",
  "Dilani Nadeesha Chamari Thilini Sachini Hiruni",
  "Chaminda Nuwan Kasun Dinesh Pradeep Tharindu",
  "Perera Fernando Silva Jayawardena Wickramasinghe Gunasekara Dissanayake Bandara Herath Senanayake")
O("pakistani", "Pakistani (Urdu/Punjabi)", "Asia",
  "Ayesha Sana Mahnoor Rabia Hira Fatima",
  "Usman Bilal Imran Faisal Hamza Zeeshan",
  "Qureshi Siddiqui Chaudhry Malik Butt Awan Mirza Sheikh Raja Khokhar")
O("afghan", "Afghan (Pashto/Dari)", "Asia",
  "Farzana Mursal Nazia Parwana Shabana Zarghuna",
  "Mirwais Habib Samiullah Zabihullah Naveed Ajmal",
  "Popal Durrani Stanekzai Safi Wardak Mohmand Noorzai Hotak Ahmadzai Sultani")
O("persian", "Persian (Iranian)", "Asia",
  "Parisa Shirin Maryam Nasrin Golnaz Laleh",
  "Kourosh Dariush Behnam Arash Reza Farhad",
  "Hosseini Rahimi Moradi Tehrani Karimi Jafari Sadeghi Ebrahimi Najafi Mohammadi")
O("gulf", "Gulf Arab (Emirati/Saudi)", "Asia",
  "Noura Hessa Maitha Latifa Shamma Mariam",
  "Khalid Saeed Hamdan Sultan Rashid Mansour",
  "bin_Khalid_Al-Mansouri/bint_Khalid_Al-Mansouri bin_Saeed_Al-Kaabi/bint_Saeed_Al-Kaabi "
  "Al-Shamsi Al-Dhaheri Al-Mazrouei Al-Suwaidi Al-Ketbi ibn_Saif_Al-Hammadi/bint_Saif_Al-Hammadi Al-Falasi")
O("levantine", "Levantine Arab (Lebanese/Syrian/Palestinian)", "Asia",
  "Rania Lina Dalia Reem Nour Yasmine",
  "Karim Tarek Ziad Rami Samir Fadi",
  "Haddad Khoury Nassar Saliba Abi_Nader Abou_Jaoude El-Khatib Azar Hanna Sabbagh")
O("iraqi", "Iraqi Arab", "Asia",
  "Zainab Shahad Ruqaya Hiba Sura Duaa",
  "Mustafa Haider Ammar Sajjad Muntadhar Ali",
  "Al-Jubouri Al-Tamimi Al-Obaidi Al-Dulaimi Al-Rubaie Al-Khafaji Al-Saadi Al-Zubaidi Al-Azzawi")
O("hebrew", "Israeli (Hebrew)", "Asia",
  "Noa Tamar Yael Shira Michal Ayelet",
  "Itai Omer Yonatan Eitan Gilad Amit",
  "Ben-David Levi Mizrahi Peretz Biton Friedman Avraham Dahan Shapira Ben-Ami")
O("hmong", "Hmong (Laos and diaspora)", "Asia",
  "Mai_Nou Pa_Nhia Yer Kia Nou Bao",
  "Tou Kou Pao Neng Chue Fue",
  "Vang Xiong Yang Thao Lee Her Moua Lor Vue Chang")
O("uyghur", "Uyghur", "Asia",
  "Mihrigul Buhelchem Zulhumar Patigul Reyhan Gulnar",
  "Abdurehim Memet Ekrem Tursun Ablimit Nurmemet",
  "Tohti Abdukerim Emet Qurban Yasin Kasim Niyaz Rozi Hoshur")

# ---------------------------------------------------------------- Africa
O("egyptian", "Egyptian", "Africa",
  "Mona Heba Aya Nermine Dina Marwa",
  "Mahmoud Ahmed Sherif Tamer Mohamed Hossam",
  "Abdel-Rahman Abdel-Aziz El-Sayed Fawzy Ashour Soliman Ibrahim Mostafa Shehata Ramadan")
O("maghrebi", "Maghrebi (Moroccan/Algerian)", "Africa",
  "Fatima-Zahra Khadija Imane Salma Nadia Houda",
  "Youssef Mehdi Hicham Anouar Rachid Abdelilah",
  "Benali Bennani El_Amrani Tazi Bouzid Chraibi Alaoui Benjelloun Idrissi Haddouch")
O("amazigh", "Amazigh (Berber)", "Africa",
  "Tifawt Tilelli Dihya Tanirt Thiziri Tala",
  "Massinissa Idir Yuba Aksil Mazigh Amayas",
  "Aït_Ouali Amrouche Oubelkacem Aït_Benali Ouhadj Ait_Lahcen Meziane Ouali Aït_Mansour")
O("amharic", "Ethiopian (Amharic)", "Africa",
  "Selamawit Meseret Tigist Hiwot Mahlet Tsion",
  "Dawit Yonas Tesfaye Bereket Henok Abebe",
  "Gebre-Egziabher Tadesse Bekele Haile Alemu Wolde-Mariam Mengistu Kebede Asfaw Desta")
O("oromo", "Oromo (Ethiopia)", "Africa",
  "Chaltu Lensa Gadise Obse Ayantu Bontu",
  "Gemechu Lelisa Tolosa Abdi Chala Dereje",
  "Gudina Bulcha Dinsa Tolera Fayisa Negasa Tufa Gemeda Debela Jilo")
O("eritrean", "Eritrean (Tigrinya)", "Africa",
  "Senait Luwam Semhar Rahel Freweini Yordanos",
  "Yemane Tesfalem Mebrahtu Filmon Kibrom Robel",
  "Tesfamariam Ghebremedhin Habtemariam Berhane Kidane Woldu Asmerom Teklehaimanot Zerai")
O("somali", "Somali", "Africa",
  "Hodan Faadumo Hibo Sahra Ayaan Nimco",
  "Abdirahman Mahad Cabdi Guled Bashiir Liban",
  "Warsame Jama Farah Abdullahi Hersi Mohamud Dualeh Egal Nuur Samatar")
O("sudanese", "Sudanese", "Africa",
  "Amna Samah Rawia Ishraga Nahid Sawsan",
  "Babiker Hashim Awad Elfatih Abdelrahim Mutasim",
  "Elamin Abdelgadir Elhassan Ahmed-Elnour Yousif Eltayeb Abuzeid Khalafalla Mirghani")
O("kikuyu", "Kikuyu (Kenya)", "Africa",
  "Wanjiru Njeri Wambui Nyambura Wairimu Muthoni",
  "Kamau Njoroge Mwangi Kariuki Githinji Ndungu",
  "Kinyua Gichuru Maina Ngugi Waweru Muriuki Kimani Wainaina Macharia Gitau")
O("luo", "Luo (Kenya)", "Africa",
  "Akinyi Achieng Atieno Awino Adhiambo Anyango",
  "Otieno Odhiambo Ochieng Omondi Onyango Okoth",
  "Owino Ouma Oduor Okello Ogola Opiyo Ojwang Ogutu Odera")
O("kalenjin", "Kalenjin (Kenya)", "Africa",
  "Chebet Jepkosgei Chepkemoi Jeptoo Cherono Jelagat",
  "Kiprono Kiprotich Kipkemboi Kibet Kiptoo Cheruiyot",
  "Rotich Koech Kirui Langat Sang Ngetich Bett Tanui Korir Kemboi")
O("swahili", "Swahili (Tanzania)", "Africa",
  "Neema Rehema Zawadi Upendo Imani Halima",
  "Baraka Juma Hamisi Rashidi Salim Bakari",
  "Mwakyusa Massawe Mushi Lyimo Mrema Kimaro Mfinanga Shirima Mwamba Swai")
O("ganda", "Ganda (Uganda)", "Africa",
  "Nakato Namugga Nalubega Nansubuga Nakimuli Namatovu",
  "Ssemakula Kato Mukasa Ssebunya Lubega Kizza",
  "Ssekandi Mugerwa Kiggundu Kaweesa Lwanga Ssali Mayanja Nsubuga Kasozi Walusimbi")
O("rwandan", "Rwandan (Kinyarwanda)", "Africa",
  "Aline Clarisse Solange Divine Josiane Diane",
  "Eric Jean-Pierre Olivier Patrick Innocent Emmanuel",
  "Uwase Umutoni Ingabire Mukamana Habimana Niyonzima Mugisha Nshimiyimana Hakizimana Iradukunda")
O("yoruba", "Yoruba (Nigeria)", "Africa",
  "Adebola Funmilayo Oluwaseun Temitope Yetunde Abimbola",
  "Babatunde Oluwaseyi Adewale Olumide Ayodele Kayode",
  "Adeyemi Ogunleye Oyelaran Adebayo Olatunji Akinola Ogunbiyi Adekunle-Cole Ajayi")
O("igbo", "Igbo (Nigeria)", "Africa",
  "Chiamaka Ngozi Adaeze Chinwe Ifeoma Nneka",
  "Chukwuemeka Obinna Ikenna Chidi Nnamdi Uchenna",
  "Okafor Nwosu Eze Obi Okonkwo Nwachukwu Onyekachi Chukwu Okeke Ezeh")
O("hausa", "Hausa (Nigeria/Niger)", "Africa",
  "Hauwa Binta Amina Rahama Jamila Bilkisu",
  "Abubakar Musa Sani Aminu Garba Nasiru",
  "Bello Danjuma Abdullahi Yusuf Lawal Usman Shehu Jibrin Dikko")
O("akan", "Akan (Ghana)", "Africa",
  "Akosua Abena Adwoa Yaa Afua Ama",
  "Kwame Kofi Kwaku Yaw Kwabena Kwesi",
  "Mensah Asante Owusu Boateng Osei Appiah Agyeman Ofori Amoako Darko")
O("ewe", "Ewe (Ghana/Togo)", "Africa",
  "Esinam Dzifa Enyonam Sena Xornam Mawusi",
  "Selasi Edem Senyo Kodzo Dela Mawuli",
  "Agbeko Amenyo Kpodo Dzokoto Gbeho Adzraku Tsikata Amegashie Ahiable Kumordzi")
O("wolof", "Wolof (Senegal)", "Africa",
  "Aminata Fatou Khady Ndèye Coumba Astou",
  "Mamadou Pape Ousmane Moussa Ibrahima Modou",
  "Ndiaye Diop Fall Gueye Sarr Faye Mbaye Diouf Seck Niang")
O("fula", "Fula (Guinea/Senegal/Gambia)", "Africa",
  "Aissatou Dieynaba Ramatoulaye Hawa Djenabou Mariama",
  "Mamoudou Alpha Oumar Thierno Saliou Abdoulaye",
  "Diallo Bah Barry Sow Baldé Jallow Sidibé Kane Ba Diakhaby")
O("mande", "Mande (Mali, Bambara)", "Africa",
  "Assitan Kadiatou Awa Rokia Djeneba Fanta",
  "Drissa Bakary Lassana Souleymane Adama Boubacar",
  "Coulibaly Diarra Konaté Sangaré Doumbia Sissoko Dembélé Kanouté Samaké Tangara")
O("cameroonian", "Cameroonian", "Africa",
  "Mireille Nadège Prisca Armelle Carine Flore",
  "Achille Hervé Serge Landry Rigobert Thierry",
  "Mbarga Ndzana Fotso Kamga Nkoulou Tchoumi Essomba Ngassa Ebodé Tchatchoua")
O("congolese", "Congolese (DRC)", "Africa",
  "Grâce Nathalie Ngalula Kapinga Mujinga Espérance",
  "Dieudonné Jean-Marc Kabeya Mukendi Patrice Fiston",
  "Mbuyi Kabongo Ilunga Tshibangu Kalonji Ngoy Lukusa Kasongo Nzuzi Mpiana")
O("zulu", "Zulu (South Africa)", "Africa",
  "Nomvula Thandeka Zanele Nokuthula Lindiwe Ayanda",
  "Bongani Mandla Sibusiso Themba Lwazi Sipho",
  "Dlamini Ngcobo Mkhize Zulu Ntuli Khumalo Mthembu Cele Shabalala Buthelezi")
O("xhosa", "Xhosa (South Africa)", "Africa",
  "Nosipho Siphokazi Thandiwe Unathi Zukiswa Noluthando",
  "Luvuyo Xolani Siyabonga Mzwandile Lwando Andile",
  "Mqhayi Madikizela Makhaya Gxowa Ntshona Nkwinti Mtshali Dyantyi Gqola Bokwe")
O("sotho", "Sotho/Tswana (South Africa, Lesotho, Botswana)", "Africa",
  "Lerato Palesa Dineo Mpho Refilwe Boitumelo",
  "Thabo Tshepo Katlego Kabelo Lebohang Tumelo",
  "Mokoena Molefe Motaung Mofokeng Moloi Masilo Letsoalo Modise Kgosana Tau")
O("shona", "Shona (Zimbabwe)", "Africa",
  "Rudo Chipo Nyasha Memory Precious Tsitsi",
  "Tafadzwa Tinashe Kudakwashe Munyaradzi Tawanda Blessing",
  "Moyo Chikowore Mutasa Makoni Marufu Gumbo Madziva Zvobgo Chiweshe Mushonga")
O("malagasy", "Malagasy (Madagascar)", "Africa",
  "Voahangy Hanitra Lalao Tiana Fara Haingo",
  "Rivo Hery Mamy Tsiry Andry Fidy",
  "Rakotomalala Andrianarivelo Razafindrakoto Rasoanaivo Randrianasolo Rakotondrabe "
  "Andriamanantena Rabemananjara Ramanantsoa")
O("afrikaans", "Afrikaner (South Africa)", "Africa",
  "Anneke Marelize Elmarie Riana Sunette Lize",
  "Pieter Dawid Jacobus Wynand Gerrit Riaan",
  "van_der_Merwe du_Plessis Bosman Pretorius Steyn Venter Nel Joubert le_Roux Coetzee")
O("capeverdean", "Cape Verdean (and diaspora)", "Africa",
  "Ivone Nádia Celeste Edna Djenifer Maria_da_Luz",
  "Arlindo Evandro Djalma Ulisses Nilton Hélder",
  "Tavares Monteiro Fortes Semedo Spencer Delgado Gomes Varela Andrade Brito", double=0.4)

# ---------------------------------------------------------------- Americas
O("us", "US American (Anglo)", "Americas",
  "Madison Brittany Joy Mercy Autumn Kaylee",
  "Mason Brandon Colton Bill Dustin Sterling",
  "Whitaker Holloway Pruitt Fields Stone Hardy Bishop Carver Sweet Hunter")
O("africanamerican", "African American", "Americas",
  "Shanice LaToya Imani Keisha Ebony Destiny",
  "DeShawn Jamal Darnell Tyrone Marquis Malik",
  "Washington Jefferson Booker Freeman Banks Battle Gaines Mosley Rivers")
O("mexican", "Mexican", "Americas",
  "Guadalupe Xóchitl Itzel Fernanda Ximena Rocío",
  "José_Luis Juan_Carlos Jesús Alejandro Cuauhtémoc Emiliano",
  "Hernández López Ramírez Sánchez Cruz Flores Morales Gutiérrez Reyes Mendoza", double=0.5)
O("puertorican", "Puerto Rican", "Americas",
  "Yesenia Marilyn Zoraida Nitza Yadira Glorimar",
  "Yamil Edwin Héctor Luis_Ángel Wilfredo Nelson",
  "Rivera Colón Santiago Figueroa Ortiz Vélez Torres Negrón Rosario Acevedo", double=0.4)
O("cuban", "Cuban", "Americas",
  "Yusleidy Odalys Maritza Yanet Dayami Mayelín",
  "Yoandri Osmany Reinier Yunior Lázaro Ernesto",
  "Pérez Castillo Valdés Quintana Betancourt Llanes Bravo Oquendo Cabrera Rodríguez", double=0.4)
O("colombian", "Colombian", "Americas",
  "Valentina Daniela Luz_Marina Yolima Catalina Paola",
  "Andrés_Felipe Jhon_Jairo Sebastián Camilo Wilson Duván",
  "Restrepo Gómez Ospina Zuluaga Cárdenas Londoño Echeverri Montoya Arango Marulanda", double=0.5)
O("argentine", "Argentine", "Americas",
  "Florencia Agustina Micaela Milagros Luciana Belén",
  "Facundo Gonzalo Nahuel Ezequiel Matías Leandro",
  "Sosa Giménez Acosta Ferrari Rossi Benítez Aguirre Pellegrini Ledesma Medina")
O("quechua", "Quechua (Peru/Bolivia)", "Americas",
  "Killa Sisa Nina Yolanda Rosa Wayta",
  "Amaru Inti Rumi Teodoro Eusebio Fermín",
  "Quispe Mamani Condori Huamán Choque Ccori Yupanqui Huanca Ticona Cusi", double=0.4)
O("aymara", "Aymara (Bolivia)", "Americas",
  "Wara Suma Jacinta Paulina Rufina Ispalla",
  "Mallku Jacinto Saturnino Eulogio Wilmer Nilo",
  "Apaza Limachi Callisaya Poma Tarqui Yapura Chambi Quenta Copa Huarachi", double=0.3)
O("mapuche", "Mapuche (Chile)", "Americas",
  "Ayelén Millaray Rayén Relmu Amankay Llanka",
  "Lautaro Nahuel Catriel Huenu Alihuén Segundo",
  "Huenchumilla Painemal Catrileo Millaqueo Ñancupil Curihuinca Llancaqueo Quilaqueo Huaiquimil Antilef",
  double=0.3)
O("guarani", "Paraguayan (Guaraní)", "Americas",
  "Arami Yerutí Yasy Liz Mirna Nilda",
  "Arandú Celso Ramón Porfirio Gilberto Tupã",
  "Benítez Villalba Aquino Cáceres Samaniego Ayala Duarte Riquelme Ortiz Gaona", double=0.4)
O("maya", "Maya K'iche' (Guatemala)", "Americas",
  "Ixchel Petrona Candelaria Micaela Sebastiana Juana",
  "Diego Tomás Baltazar Gaspar Lucas Kawok",
  "Tzoc Tum Ixcoy Tzul Xiloj Chaj Batz Coj Quiej Sic", double=0.4)
O("brazilian", "Brazilian", "Americas",
  "Ana_Luiza Thaís Gabriela Jéssica Luana Raíssa",
  "João_Pedro Thiago Caio Guilherme Vinícius Rafael",
  "dos_Santos da_Costa Oliveira Souza Lima Almeida Nascimento Barbosa Ribeiro de_Araújo", double=0.45)
O("haitian", "Haitian", "Americas",
  "Widline Mirlande Fabienne Guerline Rose-Marie Stéphanie",
  "Jean-Robert Wisly Fritznel Jonel Pierre-Richard Ricardo",
  "Joseph Pierre Jean-Baptiste Louis Desir Charles Étienne Toussaint Célestin Saint-Fleur")
O("jamaican", "Jamaican", "Americas",
  "Shanique Tanisha Kerry-Ann Shantel Sheree Nordia",
  "Dwayne Kemar Andre Jermaine Oneil Delroy",
  "Campbell Brown Williams Grant Reid McKenzie Bailey Gordon Forbes Blake")
O("indocaribbean", "Indo-Caribbean (Trinidad, Guyana)", "Americas",
  "Anisha Shalini Kamla Vashti Radhika Savitri",
  "Rajendra Kavir Deoraj Sunil Ravindra Vishnu",
  "Maharaj Ramdial Persad Rampersad Ramnarine Seepersad Boodram Mohammed Ali Doodnath")
O("quebecois", "Québécois", "Americas",
  "Geneviève Marie-Ève Catherine Josée Mélanie Sophie",
  "Jean-François Mathieu Guillaume Sébastien Maxime Marc-André",
  "Tremblay Gagnon Bouchard Côté Gauthier Pelletier Bélanger Lavoie Fortin Thibodeau")
O("navajo", "Diné (Navajo)", "Americas",
  "Shandiin Nizhoni Dezbah Marlena Crystal Autumn",
  "Ahiga Nakai Kee Darrell Klah Tyrell",
  "Begay Yazzie Tsosie Benally Nez Begaye Etsitty Chee Bitsui Tso")
O("lakota", "Lakota", "Americas",
  "Winona Tashina Wichapi Rayna Kimimela Mahpiya",
  "Wanbli Chayton Ohanzee Wakinyan Lowell Marty",
  "Two_Bulls Little_Thunder Yellow_Horse Iron_Shell Brave_Heart Standing_Elk Good_Voice High_Hawk "
  "Janis Pourier")
O("cherokee", "Cherokee", "Americas",
  "Ayita Adsila Tayanita Galilahi Wren Nita",
  "Waya Degataga Tsali Dustin Wesley Sequoyah",
  "Sixkiller Swimmer Squirrel Teehee Hummingbird Oosahwee Lossiah Walkingstick Wolfe Crittenden")
O("ojibwe", "Anishinaabe (Ojibwe)", "Americas",
  "Waabigwan Ziigwan Noodin Giizhigookwe Shelby Dawn",
  "Makwa Migizi Niigaan Nigig Travis Ogimaa",
  "Kakegamic Kejick Fiddler Beardy Kwandibens Nahwegahbow Bebamash Assinewe Manitowabi Meekis")
O("cree", "Cree (Nēhiyawak)", "Americas",
  "Tansy Kateri Skye Cheyenne Marina Delphine",
  "Maskwa Curtis Dwayne Blair Lyle Wapun",
  "Cardinal Moosomin Kakakaway Peequaquat Ahenakew Whitecalf Okemaw Tootoosis Bighetty Sinclair")
O("inuit", "Inuit (Nunavut, Nunavik)", "Americas",
  "Ooleepeeka Elisapee Leetia Siila Naulaq Atuat",
  "Pauloosie Jaypeetee Lucassie Joanasie Simeonie Iqaluk",
  "Kilabuk Akeeagok Kusugak Qaqqaq Nutaraluk Arnatsiaq Aupilardjuk Ipeelee Kunuk Anguttitauruq")
O("surinamese", "Surinamese (Hindustani/Javanese/Creole, NL diaspora)", "Americas",
  "Sharmila Reshma Ingrid Priscilla Rosita Soedarmi",
  "Rishi Glenn Ravi Clarence Soerdjo Ricardo",
  "Ramdin Sewdien Jagessar Soekhoe Kartosen Pinas Wijngaarde Doelwijt Mangoenkarso")

# ---------------------------------------------------------------- Oceania
O("australian", "Australian", "Oceania",
  "Kylie Sharelle Bronwyn Tegan Jacinta Storm",
  "Brett Shane Jarrod Darcy Cooper Nathan",
  "Robertson Nicholls Ashby Hewitt Chambers Bradshaw Pettigrew Cartwright Gilchrist")
O("aboriginal", "Aboriginal Australian", "Oceania",
  "Kirra Jedda Lowanna Marlee Alinta Tarni",
  "Jarrah Kamarra Bunji Jirra Warrick Lowan",
  "Gurruwiwi Marika Wanambi Mununggurr Tipungwuti Napaljarri Jupurrurla Kemarre Coolwell Councillor")
O("torresstrait", "Torres Strait Islander", "Oceania",
  "Elsa Ina Leitha Naomi Mabel Ngadi",
  "Aka Tanu Ned Kapua Wees Getano",
  "Nona Mosby Akiba Bani Ahmat Mye Tabuai Enosa Passi Stephen")
O("nzpakeha", "New Zealand (Pākehā)", "Oceania",
  "Hayley Brooke Shona Robyn Paige Kirsten",
  "Blair Craig Logan Ricky Shaun Kane",
  "Heffernan McKinnon Gallagher Tisdall Rutherford Kerr Findlay Thornton Bidois")
O("maori", "Māori", "Oceania",
  "Aroha Mere Hine Ataahua Kiri Huia",
  "Wiremu Rāwiri Tama Hēmi Nikau Manaia",
  "Tamihana Ngata Te_Whare Parata Rangihuna Te_Awa Horomona Wihongi Tipene Paewai")
O("samoan", "Samoan", "Oceania",
  "Sina Losa Alofa Lagi Fetu Malia",
  "Tavita Sione Iosefa Mose Ioane Pita",
  "Faleolo Tuimavave Leota Toleafoa Sapolu Tupuola Aumua Fuimaono Taulealo Leiataua")
O("tongan", "Tongan", "Oceania",
  "Mele Salote Lesieli Losaline Fatai Ana",
  "Viliami Siosaia Tevita Semisi Lopeti Taniela",
  "Taufa Fifita Havili Vaipulu Moala Lolohea Mahe Funaki Kata Tuipulotu")
O("fijian", "iTaukei (Fijian)", "Oceania",
  "Litia Vasiti Kelera Seini Mereoni Akanisi",
  "Jone Semi Viliame Apenisa Eroni Isoa",
  "Naivalu Raduva Vunibaka Nakarawa Delai Qereqeretabua Ravouvou Waqanivalu Tikoduadua Rokoduru")
O("hawaiian", "Native Hawaiian", "Oceania",
  "Leilani Noelani Haunani Kaimana Makana Pualani",
  "Keoni Kawika Makoa Kekoa Ikaika Kai",
  "Kahananui Kealoha Akana Kamakau Nakoa Kahale Kekumu Kanahele Pahia Kaleikini")
O("png", "Papua New Guinean", "Oceania",
  "Serah Ruth Kessy Dorcas Lucy Monica",
  "Kila Wari Tau Boni Jerry Kelly",
  "Kaupa Bire Wangi Aisi Kapi Yapo Gumoi Tamarua Kuman Wamp")
O("chamorro", "Chamorro (Guam, Northern Marianas)", "Oceania",
  "Lourdes Rosalinda Tasi Carmelita Jolene Josefina",
  "Vicente Joaquin Jesus Juan Francisco Manuel",
  "Taitano Quinata Aguon Manibusan Mendiola Borja Camacho Taimanglo Unpingco Cruz")

# ---------------------------------------------------------------- diasporas (mixed naming)
O("chinesediaspora", "Chinese diaspora (English given + Chinese family name)", "Diaspora",
  "Jennifer Michelle Cindy Vivian Grace Tiffany",
  "Kevin Eric Jason Vincent Raymond Wilson",
  "Zhang Chan Lau Tan Lim Goh Ng Wong Leung Chua")
O("koreanamerican", "Korean American", "Diaspora",
  "Christine Esther Hannah Julie Sarah Jenny",
  "Daniel Joseph Andrew Paul Steven Timothy",
  "Kim Park Lee Choi Yoon Han Shin Kwon Hwang Song")
O("japanesebrazilian", "Japanese Brazilian", "Diaspora",
  "Mariana Juliana Patrícia Fernanda Aline Camila",
  "Rodrigo Felipe Fábio Lucas Márcio Eduardo",
  "Nakamura Yamashita Matsuda Okamoto Hayashi Kimura Sakamoto Fujita Shimizu Ueda")
O("lebaneselatin", "Lebanese Latin American", "Diaspora",
  "Sofía Marcela Nadia Jimena Alejandra Samira",
  "Carlos Emilio Jorge Felipe Antonio Elías",
  "Maluf Jatene Kalil Bechara Chedid Abdala Nader Farah Sabag")
O("goan", "Goan / East Indian Catholic", "Diaspora",
  "Sharon Lavina Natasha Blossom Celine Shirley",
  "Agnelo Savio Francis Joaquim Rosario Melwyn",
  "D'Souza Fernandes Pereira Rodrigues Menezes Noronha D'Costa Colaco Furtado")
O("britishnigerian", "British Nigerian", "Diaspora",
  "Tolu Kemi Chioma Bukola Ify Precious",
  "Tunde Femi Chinedu Segun Emeka Dayo",
  "Adeyemi-Clarke Oduya Balogun Onwuachi Okoro Ilori Akande Obiora Nwankwo")
O("turkishgerman", "Turkish German", "Diaspora",
  "Derya Hatice Songül Merve Canan Dilek",
  "Cem Murat Serkan Kemal Volkan Deniz",
  "Özdemir Polat Koç Kurt Aksoy Güneş Erdem Karaca Bulut Uçar")
