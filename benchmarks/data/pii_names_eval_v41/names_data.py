# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v41 (arts, culture and events).

Typed from scratch for this corpus; no package or data set was used.

Each origin is registered with O(key, continent, label, f=..., m=..., fam=..., **opt):
  f / m   comma-separated female / male given names (entries may contain spaces)
  fam     comma-separated family names; "Male/Female" gives gendered forms
          (Petrov/Petrova, Kazlauskas/Kazlauskienė, Ó Briain/Ní Bhriain, ap Rhys/ferch Rhys)
  opt     naming custom:
    order    "gf" (given family, default), "viet" (family middle given),
             "nasab3" (given father grandfather, no family name), "nasab2" (given father),
             "malay" (given bin/binti father), "tamil" (initial + given, or given + father),
             "mono" (personal name(s) only, no family name), "balinese" (I/Ni + birth-order
             name + given), "mongol" (given + father, or father's initial + given),
             "cjk" (native script, family+given without space)
    fg       probability of family-first order in running text (Chinese, Korean, Hungarian...)
    fam2     probability of a second family name (Iberian / Latin American), fam2_join joiner
    mid      probability of a middle initial (US, Filipino)
    mid_f / mid_m / mid_rate   middle-name lists (Vietnamese Thị/Văn, Kikuyu names...)
    patr / patr_rate           patronymics "Ivanovich/Ivanovna"
    nasab    probability of "bin/bint father" before the family name (Gulf)
    ascii    probability of writing the name without diacritics
    addr     "first" or "full": how the person is addressed after a title
    script   non-Latin script (origin used for native-script prompts)
"""

ORIGINS = []


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


def O(key, continent, label, f="", m="", fam="", **opt):
    for k in ("mid_f", "mid_m", "patr", "init_given"):
        if isinstance(opt.get(k), str):
            opt[k] = _split(opt[k])
    ORIGINS.append({"key": key, "continent": continent, "label": label,
                    "f": _split(f), "m": _split(m), "fam": _split(fam), "opt": opt})


# ----------------------------------------------------------------- Europe
O("english", "Europe", "English",
  f="Olivia, Harriet, Imogen, Charlotte, Eleanor, Poppy, Rosalind, Beatrice, Hope, Grace",
  m="Oliver, Hugo, Alistair, Rupert, Toby, Edward, Jasper, Miles, Rowan",
  fam="Whitfield, Ashworth, Pennington, Hargreaves, Blackwood, Thornton, Fairweather, Cartwright, Holloway, Entwistle, Baker, Fletcher")
O("scottish", "Europe", "Scottish",
  f="Morag, Eilidh, Catriona, Isla, Kirsty, Shona, Fiona, Ailsa",
  m="Hamish, Angus, Ruaridh, Euan, Lachlan, Callum, Fraser, Murdo",
  fam="MacLeod, Campbell, Urquhart, McIntyre, Buchanan, Drummond, MacKenzie, Sinclair, MacDhòmhnaill/NicDhòmhnaill, Mac an t-Saoir/Nic an t-Saoir")
O("irish", "Europe", "Irish",
  f="Siobhán, Aoife, Niamh, Clodagh, Gráinne, Róisín, Orla, Saoirse",
  m="Cathal, Oisín, Darragh, Tadhg, Ruairí, Cian, Pádraig, Eoin",
  fam="Ó Briain/Ní Bhriain, Ó Súilleabháin/Ní Shúilleabháin, Mac Cárthaigh/Nic Cárthaigh, O'Sullivan, Kavanagh, Fitzgerald, McGrath, O'Donoghue, Mulcahy, Brennan")
O("welsh", "Europe", "Welsh",
  f="Angharad, Cerys, Ffion, Gwenllian, Nia, Rhiannon, Bethan, Eirlys",
  m="Dafydd, Emyr, Gethin, Iwan, Rhodri, Huw, Owain, Aled",
  fam="Llewellyn, Pritchard, Prosser, Vaughan, ap Gwilym/ferch Gwilym, ap Rhys/ferch Rhys, Bowen, Powell, Pugh, Gruffudd")
O("cornish", "Europe", "Cornish",
  f="Tamsin, Demelza, Kerensa, Morwenna, Jenifer, Lowena",
  m="Jago, Piran, Perran, Tristan, Kitto, Bryok",
  fam="Trelawney, Penhaligon, Tremayne, Polglase, Nancarrow, Pascoe, Trevithick, Chenoweth")
O("french", "Europe", "French",
  f="Margaux, Clémence, Solène, Anaïs, Marie-Claire, Élodie, Capucine, Séverine, Océane",
  m="Jean-Baptiste, Thibault, Arnaud, Grégoire, Benoît, Étienne, Loïc, Mathis, Pierre-Yves",
  fam="Lefèvre, Rousseau, de la Fontaine, Duchêne, Girard, Morel, Chevalier, Fauré-Laroche, Dubois, Marchand, du Pontavice")
O("breton", "Europe", "Breton",
  f="Maëlle, Nolwenn, Gwenaëlle, Enora, Katell, Rozenn",
  m="Yannick, Erwan, Goulven, Tanguy, Gwendal, Loïg",
  fam="Le Gall, Le Bihan, Kerhervé, Le Goff, Guivarc'h, Le Floc'h, Quéméner, Kervella")
O("basque", "Europe", "Basque",
  f="Ainhoa, Itziar, Nerea, Miren, Amaia, Garazi, Leire",
  m="Iñaki, Xabier, Unai, Aitor, Gorka, Jon, Ander",
  fam="Etxeberria, Goikoetxea, Aranburu, Urrutia, Zubizarreta, Agirre, Larrañaga, Elorza", fam2=0.4)
O("catalan", "Europe", "Catalan",
  f="Montserrat, Núria, Mireia, Laia, Meritxell, Roser, Aina",
  m="Jordi, Oriol, Pau, Arnau, Pere, Joan, Marc",
  fam="Puig, Vilanova, Ferrer, Roca, Font, Batlle, Prat, Soler, Ribas", fam2=0.35, fam2_join=" i ")
O("spanish", "Europe", "Spanish",
  f="Lucía, Pilar, Inmaculada, Rocío, Begoña, Almudena, Carmen, Macarena",
  m="Álvaro, Íñigo, Gonzalo, Rodrigo, Sergio, Javier, Jesús, Francisco Javier",
  fam="García, Martínez, Ruiz, Sánchez, Moreno, Jiménez, de la Torre, del Río, Castaño, Ortega", fam2=0.5)
O("galician", "Europe", "Galician",
  f="Uxía, Antía, Iria, Sabela, Noa, Xiana",
  m="Xoán, Brais, Anxo, Iago, Xurxo, Roi",
  fam="Castro, Otero, Vázquez, Varela, Rivas, Pazos, Seoane, Fraga", fam2=0.5)
O("portuguese", "Europe", "Portuguese",
  f="Inês, Beatriz, Leonor, Matilde, Mariana, Carolina, Conceição",
  m="João, Duarte, Tomás, Afonso, Rui, Gonçalo, Nuno",
  fam="Carvalho, Pereira, dos Santos, da Silva, Ferreira, Gonçalves, Sousa, Magalhães, Nogueira", fam2=0.5)
O("italian", "Europe", "Italian",
  f="Giulia, Chiara, Francesca, Alessandra, Benedetta, Ilaria, Graziella, Maria Grazia",
  m="Lorenzo, Matteo, Giancarlo, Pierpaolo, Gianluca, Salvatore, Massimo, Federico",
  fam="Bianchi, De Luca, Di Stefano, Esposito, Lo Russo, Colombo, Marchetti, Santangelo, D'Amico, La Rosa")
O("sardinian", "Europe", "Sardinian",
  f="Bonaria, Giovanna, Ignazia, Tonina, Efisia, Antonella",
  m="Efisio, Gavino, Giommaria, Bachisio, Tonino, Salvatore",
  fam="Pinna, Sanna, Piras, Melis, Floris, Deiana, Cocco, Mura")
O("maltese", "Europe", "Maltese",
  f="Marija, Doreen, Rita, Antonella, Graziella, Pawlina",
  m="Ġużeppi, Pawlu, Ġorġ, Karmenu, Kurt, Clayton",
  fam="Borg, Camilleri, Vella, Farrugia, Zammit, Galea, Micallef, Grech, Abela, Xuereb")
O("german", "Europe", "German",
  f="Annegret, Friederike, Hannelore, Lieselotte, Svenja, Mareike, Jutta, Greta",
  m="Joachim, Matthias, Wolfgang, Lukas, Jörg, Dietrich, Florian, Maximilian",
  fam="Weber, Schäfer, von Bülow, Hoffmann, Krüger, Becker, Zimmermann, Großmann, Lehmann, von der Heyde, Müller-Wendt")
O("austrian", "Europe", "Austrian",
  f="Theresia, Veronika, Johanna, Magdalena, Roswitha, Elfriede",
  m="Leopold, Ferdinand, Alois, Stefan, Rupert, Andreas",
  fam="Gruber, Huber, Pichler, Wallner, Moser, Egger, Steiner, Hofer, Lechner")
O("swiss_german", "Europe", "Swiss German",
  f="Regula, Verena, Seraina, Nadja, Corinne, Ursula",
  m="Beat, Urs, Reto, Jürg, Adrian, Ueli",
  fam="Brunner, Baumgartner, Ammann, Zürcher, Kälin, Bachmann, Widmer, Hürlimann")
O("dutch", "Europe", "Dutch",
  f="Femke, Sanne, Marloes, Anouk, Lieke, Ilse, Maartje, Joke",
  m="Daan, Sjoerd, Thijs, Maarten, Bram, Joost, Gerrit, Wouter",
  fam="van der Berg, de Vries, Jansen, van 't Hof, ter Horst, Bakker, Visser, van Dijk, de Groot, van den Broek, Mulder")
O("flemish", "Europe", "Flemish",
  f="Lies, Griet, Katrien, Hanne, Leen, Ine",
  m="Pieter-Jan, Wannes, Stijn, Koen, Bart, Tijs",
  fam="Van Damme, De Smet, Peeters, Maes, Claes, Vermeulen, Van den Bossche, De Backer, Goossens")
O("luxembourgish", "Europe", "Luxembourgish",
  f="Josiane, Carole, Fernande, Liette, Mady, Nathalie",
  m="Jempi, Gilles, Pit, Claude, Romain, Jang",
  fam="Schmit, Wagner, Thill, Kieffer, Reuter, Kremer, Weis, Hoscheit")
O("frisian", "Europe", "Frisian",
  f="Sytske, Tjitske, Baukje, Wietske, Janke, Froukje",
  m="Wiebe, Tsjerk, Hylke, Jelle, Douwe, Sjoerd",
  fam="Hoekstra, Dijkstra, Zijlstra, Postma, Wijnia, Bosma, Terpstra, Hiemstra")
O("danish", "Europe", "Danish",
  f="Mette, Kirsten, Signe, Ida, Lærke, Birgitte, Sidsel",
  m="Rasmus, Mikkel, Søren, Anders, Frederik, Kasper, Jesper",
  fam="Nørgaard, Christensen, Kjær, Møller, Lindholm, Dalsgaard, Thygesen, Østergaard")
O("norwegian", "Europe", "Norwegian",
  f="Ingrid, Solveig, Tuva, Sigrid, Ragnhild, Kari, Åse",
  m="Håkon, Eirik, Magnus, Torbjørn, Sindre, Øyvind, Knut",
  fam="Haugen, Bakke, Solberg, Strand, Lunde, Fjeld, Aasheim, Hovland, Myrvold")
O("swedish", "Europe", "Swedish",
  f="Linnéa, Elsa, Ebba, Maja, Annika, Karin, Agneta",
  m="Björn, Gustav, Henrik, Oskar, Pelle, Lennart, Nils",
  fam="Lindqvist, Bergström, Åkesson, Sjöberg, Holmgren, Eklund, Wallin, Nyström, Söderberg")
O("icelandic", "Europe", "Icelandic (patronymic)",
  f="Guðrún, Sigríður, Katrín, Hildur, Ásta, Birna, Ragnheiður",
  m="Jón, Sigurður, Gunnar, Einar, Ólafur, Bjarni, Kjartan",
  fam="Jónsson/Jónsdóttir, Sigurðsson/Sigurðardóttir, Gunnarsson/Gunnarsdóttir, Einarsson/Einarsdóttir, Ólafsson/Ólafsdóttir, Bjarnason/Bjarnadóttir, Kjartansson/Kjartansdóttir",
  addr="first")
O("faroese", "Europe", "Faroese",
  f="Rannvá, Marjun, Turið, Sólja, Guðrið, Ragna",
  m="Sjúrður, Rógvi, Bárður, Heðin, Jógvan, Sámal",
  fam="Poulsen, Joensen, Jacobsen, Dahl, Højgaard, Olsen, Petersen, Mikkelsen")
O("finnish", "Europe", "Finnish",
  f="Aino, Kaisa, Sanna, Tuulikki, Päivi, Riikka, Helmi",
  m="Juhani, Mikko, Pekka, Ilmari, Tapio, Jussi, Veikko",
  fam="Virtanen, Mäkinen, Korhonen, Hämäläinen, Järvinen, Koskinen, Lehtonen, Heikkilä")
O("sami", "Europe", "Sámi",
  f="Máret, Risten, Elle, Inga, Sunná, Biret",
  m="Ánde, Niillas, Jovnna, Áslat, Mihkkal, Piera",
  fam="Sara, Gaup, Somby, Eira, Buljo, Hætta, Utsi, Valkeapää")
O("estonian", "Europe", "Estonian",
  f="Kadri, Liis, Triin, Maarja, Piret, Kersti",
  m="Tõnu, Jaan, Margus, Rein, Andrus, Priit",
  fam="Tamm, Saar, Sepp, Mägi, Kask, Kukk, Rebane, Ilves, Pärn")
O("latvian", "Europe", "Latvian",
  f="Ilze, Līga, Baiba, Dace, Inese, Zane",
  m="Jānis, Andris, Māris, Kārlis, Edgars, Raimonds",
  fam="Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozoliņš/Ozoliņa, Liepa, Krūmiņš/Krūmiņa, Zariņš/Zariņa, Vītols/Vītola")
O("lithuanian", "Europe", "Lithuanian",
  f="Rūta, Eglė, Gintarė, Aušra, Jūratė, Ieva",
  m="Mindaugas, Tomas, Darius, Vytautas, Giedrius, Rokas",
  fam="Kazlauskas/Kazlauskienė, Petrauskas/Petrauskaitė, Jankauskas/Jankauskienė, Žukauskas/Žukauskaitė, Butkus/Butkutė, Vasiliauskas/Vasiliauskienė")
O("polish", "Europe", "Polish",
  f="Agnieszka, Małgorzata, Katarzyna, Zofia, Joanna, Magdalena, Wiktoria",
  m="Krzysztof, Grzegorz, Tomasz, Piotr, Paweł, Jakub, Bartłomiej",
  fam="Kowalski/Kowalska, Wiśniewski/Wiśniewska, Grabowski/Grabowska, Nowak, Wójcik, Kamiński/Kamińska, Zieliński/Zielińska, Dąbrowski/Dąbrowska, Lewandowski/Lewandowska")
O("czech", "Europe", "Czech",
  f="Markéta, Jana, Lucie, Tereza, Kateřina, Zdeňka, Hana",
  m="Jiří, Ondřej, Vojtěch, Tomáš, Radek, Zdeněk, Jan",
  fam="Novák/Nováková, Dvořák/Dvořáková, Svoboda/Svobodová, Černý/Černá, Procházka/Procházková, Kučera/Kučerová, Veselý/Veselá, Horák/Horáková")
O("slovak", "Europe", "Slovak",
  f="Zuzana, Jarmila, Ľubica, Miroslava, Katarína, Dominika",
  m="Ľubomír, Marek, Juraj, Milan, Peter, Matúš",
  fam="Horváth/Horváthová, Kováč/Kováčová, Baláž/Balážová, Tóth/Tóthová, Šimko/Šimková, Lukáč/Lukáčová")
O("hungarian", "Europe", "Hungarian",
  f="Zsófia, Erzsébet, Katalin, Réka, Ildikó, Boglárka, Enikő",
  m="Zoltán, Levente, Gergely, Bence, Ferenc, Attila, Csaba",
  fam="Nagy, Kovács, Szabó, Tóth, Horváth, Varga, Kiss, Fekete, Szőke, Bálint", fg=0.3)
O("romanian", "Europe", "Romanian",
  f="Ioana, Andreea, Mihaela, Roxana, Corina, Oana",
  m="Mihai, Ștefan, Bogdan, Radu, Cătălin, Dragoș, Vlad",
  fam="Popescu, Ionescu, Dumitrescu, Constantinescu, Stănescu, Georgescu, Munteanu, Ciobanu")
O("moldovan", "Europe", "Moldovan",
  f="Doina, Aurelia, Lilia, Cristina, Natalia, Viorica",
  m="Vasile, Ion, Sergiu, Dorin, Valeriu, Igor",
  fam="Rusu, Ceban, Cojocaru, Lungu, Țurcanu, Botnaru, Cebotari, Moraru")
O("bulgarian", "Europe", "Bulgarian",
  f="Desislava, Tsvetelina, Radostina, Kremena, Violeta, Yordanka",
  m="Hristo, Stoyan, Dimitar, Kaloyan, Todor, Plamen, Boyko",
  fam="Ivanov/Ivanova, Georgiev/Georgieva, Dimitrov/Dimitrova, Petkov/Petkova, Stoyanov/Stoyanova, Kostadinov/Kostadinova, Angelov/Angelova")
O("serbian", "Europe", "Serbian",
  f="Jelena, Milica, Dragana, Snežana, Jovana, Biljana",
  m="Miloš, Nemanja, Dragan, Vuk, Aleksandar, Dušan",
  fam="Jovanović, Petrović, Nikolić, Marković, Đorđević, Stojanović, Ilić, Pavlović")
O("croatian", "Europe", "Croatian",
  f="Ivana, Mateja, Lucija, Vesna, Antonija, Nikolina",
  m="Ivan, Luka, Tomislav, Krešimir, Damir, Zvonimir",
  fam="Horvat, Kovačević, Babić, Marić, Jurić, Knežević, Vuković, Perić")
O("bosnian", "Europe", "Bosnian",
  f="Amra, Lejla, Selma, Emina, Aida, Merima",
  m="Emir, Adnan, Haris, Kenan, Mirza, Tarik",
  fam="Hodžić, Hadžić, Begović, Delić, Mehmedović, Kovač, Halilović, Muratović")
O("slovenian", "Europe", "Slovenian",
  f="Špela, Nuša, Urška, Mojca, Tjaša, Petra",
  m="Matej, Rok, Žiga, Primož, Aljaž, Gregor",
  fam="Novak, Krajnc, Zupančič, Potočnik, Kovačič, Mlakar, Vidmar, Golob")
O("macedonian", "Europe", "Macedonian",
  f="Marija, Elena, Simona, Kalina, Frosina, Biljana",
  m="Goran, Zoran, Vlatko, Darko, Bojan, Aleksandar",
  fam="Trajkovski/Trajkovska, Stojanovski/Stojanovska, Nikolovski/Nikolovska, Petreski/Petreska, Ristovski/Ristovska, Dimovski/Dimovska")
O("montenegrin", "Europe", "Montenegrin",
  f="Tijana, Sanja, Milena, Andrea, Bojana, Jovana",
  m="Vuk, Marko, Veselin, Radoje, Nikola, Stefan",
  fam="Vujošević, Radulović, Bulatović, Vukčević, Šćepanović, Raičević")
O("albanian", "Europe", "Albanian",
  f="Arta, Blerina, Fjolla, Drita, Elira, Mimoza, Vjosa",
  m="Arben, Besnik, Dritan, Gëzim, Ilir, Agron, Luan",
  fam="Hoxha, Krasniqi, Berisha, Gashi, Shehu, Leka, Dervishi, Marku")
O("greek", "Europe", "Greek",
  f="Eleni, Dimitra, Katerina, Theodora, Vasiliki, Chrysoula, Despina",
  m="Giorgos, Konstantinos, Dimitrios, Stavros, Panagiotis, Nikos, Spyros",
  fam="Papadopoulos/Papadopoulou, Georgiou, Papadakis/Papadaki, Karagiannis/Karagianni, Oikonomou, Alexiou, Vlachos/Vlachou, Antonopoulos/Antonopoulou")
O("cypriot", "Europe", "Greek Cypriot",
  f="Androulla, Panayiota, Stella, Christina, Maroulla, Eleni",
  m="Andreas, Christakis, Kyriakos, Marios, Sotiris, Loizos",
  fam="Christodoulou, Charalambous, Hadjipavlou, Constantinou, Kyprianou, Ioannou, Savva, Hadjigeorgiou")
O("russian", "Europe", "Russian",
  f="Anastasia, Yekaterina, Svetlana, Olga, Natalya, Tatyana, Ksenia",
  m="Dmitry, Sergey, Alexei, Nikolai, Igor, Vladimir, Mikhail",
  fam="Petrov/Petrova, Smirnov/Smirnova, Volkov/Volkova, Sokolov/Sokolova, Kuznetsov/Kuznetsova, Morozov/Morozova, Lebedev/Lebedeva, Orlov/Orlova",
  patr="Ivanovich/Ivanovna, Sergeyevich/Sergeyevna, Nikolayevich/Nikolayevna, Alexeyevich/Alexeyevna, Mikhailovich/Mikhailovna", patr_rate=0.2)
O("ukrainian", "Europe", "Ukrainian",
  f="Oksana, Olena, Iryna, Halyna, Nataliia, Yuliia, Solomiia",
  m="Taras, Bohdan, Andrii, Oleksandr, Mykola, Yaroslav, Vasyl",
  fam="Shevchenko, Kovalenko, Bondarenko, Tkachenko, Melnyk, Kravchuk, Lysenko, Kovalchuk, Hrytsenko, Savchuk")
O("belarusian", "Europe", "Belarusian",
  f="Alena, Volha, Hanna, Yanina, Nasta, Aksana",
  m="Aliaksandr, Siarhei, Uladzimir, Andrei, Ales, Yauhen",
  fam="Karatkevich, Bahdanovich, Zhuk, Navumchyk, Kazlou/Kazlova, Mikhalevich, Rusak, Barysevich")
O("romani", "Europe", "Romani",
  f="Mirela, Lavinia, Florica, Ramona, Nadia, Zaga",
  m="Emil, Ionuț, Sorin, Marius, Šaban, Dezső",
  fam="Stojka, Lakatos, Sztojka, Balogh, Mirga, Ciuraru, Oláh, Mihály")
O("ashkenazi", "Europe", "Ashkenazi Jewish",
  f="Rivka, Chaya, Miriam, Esther, Sima, Devorah",
  m="Mendel, Yossi, Shmuel, Moishe, Avrum, Hersh",
  fam="Rosenblatt, Goldfarb, Finkelstein, Weinberg, Katz, Horowitz, Shapiro, Feldman")
O("russian_cyrillic", "Europe", "Russian (Cyrillic)",
  f="Анастасия, Екатерина, Светлана, Ольга, Наталья, Татьяна, Ксения",
  m="Дмитрий, Сергей, Алексей, Николай, Игорь, Владимир, Михаил",
  fam="Петров/Петрова, Смирнов/Смирнова, Волков/Волкова, Соколов/Соколова, Кузнецов/Кузнецова, Морозов/Морозова, Лебедев/Лебедева, Орлов/Орлова",
  patr="Иванович/Ивановна, Сергеевич/Сергеевна, Николаевич/Николаевна, Алексеевич/Алексеевна, Михайлович/Михайловна", patr_rate=0.35,
  script="Cyrl")
O("ukrainian_cyrillic", "Europe", "Ukrainian (Cyrillic)",
  f="Оксана, Олена, Ірина, Галина, Наталія, Юлія, Соломія",
  m="Тарас, Богдан, Андрій, Олександр, Микола, Ярослав, Василь",
  fam="Шевченко, Коваленко, Бондаренко, Ткаченко, Мельник, Кравчук, Лисенко, Ковальчук",
  script="Cyrl")
O("greek_script", "Europe", "Greek (Greek script)",
  f="Ελένη, Δήμητρα, Κατερίνα, Θεοδώρα, Βασιλική, Δέσποινα",
  m="Γιώργος, Κωνσταντίνος, Δημήτρης, Σταύρος, Νίκος, Σπύρος",
  fam="Παπαδόπουλος/Παπαδοπούλου, Γεωργίου, Παπαδάκης/Παπαδάκη, Οικονόμου, Αλεξίου, Βλάχος/Βλάχου",
  script="Grek")

# --------------------------------------------- Caucasus and Central Asia
O("georgian", "Asia", "Georgian",
  f="Nino, Tamar, Ketevan, Mariam, Salome, Eka, Natia",
  m="Giorgi, Levan, Davit, Irakli, Zurab, Lasha, Nikoloz",
  fam="Beridze, Kapanadze, Gelashvili, Maisuradze, Lomidze, Tsiklauri, Javakhishvili, Kvaratskhelia")
O("georgian_script", "Asia", "Georgian (Mkhedruli)",
  f="ნინო, თამარ, ქეთევან, მარიამ, სალომე",
  m="გიორგი, ლევან, დავით, ირაკლი, ზურაბ",
  fam="ბერიძე, კაპანაძე, გელაშვილი, მაისურაძე, ლომიძე", script="Geor")
O("armenian", "Asia", "Armenian",
  f="Anahit, Lusine, Armine, Nairi, Siranush, Tatevik, Mane",
  m="Aram, Hovhannes, Tigran, Gevorg, Vahe, Narek, Artak",
  fam="Petrosyan, Hovhannisyan, Sargsyan, Grigoryan, Karapetyan, Avetisyan, Manukyan, Kasparian, Boghossian, Der Bedrossian")
O("armenian_script", "Asia", "Armenian (Armenian script)",
  f="Անահիտ, Լուսինե, Արմինե, Նաիրի",
  m="Արամ, Տիգրան, Գևորգ, Նարեկ",
  fam="Պետրոսյան, Սարգսյան, Գրիգորյան, Կարապետյան", script="Armn")
O("azerbaijani", "Asia", "Azerbaijani",
  f="Aysel, Leyla, Günel, Nigar, Sevinj, Könül",
  m="Elchin, Rashad, Tural, Orkhan, Kamran, Ilham",
  fam="Aliyev/Aliyeva, Mammadov/Mammadova, Huseynov/Huseynova, Hasanov/Hasanova, Guliyev/Guliyeva, Ismayilov/Ismayilova")
O("chechen", "Europe", "Chechen",
  f="Zarema, Madina, Kheda, Malika, Petimat, Luiza",
  m="Ruslan, Aslan, Magomed, Adam, Ibragim, Zelimkhan",
  fam="Umarov/Umarova, Batayev/Batayeva, Muskhanov/Muskhanova, Eskiyev/Eskiyeva, Saidulayev/Saidulayeva, Gaziyev/Gaziyeva")
O("ossetian", "Europe", "Ossetian",
  f="Zarina, Alana, Dzerassa, Fatima, Irina, Madina",
  m="Soslan, Alan, Batraz, Taimuraz, Kazbek, Aslanbek",
  fam="Dzhioev/Dzhioeva, Kochiev/Kochieva, Tedeev/Tedeeva, Gabaraev/Gabaraeva, Bagaev/Bagaeva, Gagloev/Gagloeva")
O("kazakh", "Asia", "Kazakh",
  f="Aigerim, Dana, Gulnara, Zhanar, Aruzhan, Saule, Dinara",
  m="Nurlan, Yerlan, Askar, Daulet, Baurzhan, Arman, Timur",
  fam="Nurlanov/Nurlanova, Abenov/Abenova, Zhaksylykov/Zhaksylykova, Bekov/Bekova, Serikbayev/Serikbayeva, Omarov/Omarova, Nurlanuly/Nurlanqyzy, Serikuly/Serikqyzy")
O("uzbek", "Asia", "Uzbek",
  f="Dilnoza, Gulnora, Nodira, Shahnoza, Feruza, Zulfiya",
  m="Jasur, Sherzod, Bekzod, Rustam, Farhod, Otabek, Ulugbek",
  fam="Karimov/Karimova, Yusupov/Yusupova, Rakhimov/Rakhimova, Usmanov/Usmanova, Abdullayev/Abdullayeva, Nazarov/Nazarova, Mirzayev/Mirzayeva")
O("kyrgyz", "Asia", "Kyrgyz",
  f="Aizada, Cholpon, Begimai, Aijan, Gulzat, Kanykei",
  m="Almazbek, Azamat, Bakyt, Kubanychbek, Chyngyz, Ulan",
  fam="Asanov/Asanova, Toktogulov/Toktogulova, Sadyrov/Sadyrova, Jumabekov/Jumabekova, Orozbekov/Orozbekova, Beishenaliev/Beishenalieva")
O("tajik", "Asia", "Tajik",
  f="Mehrangez, Nigina, Farzona, Tahmina, Zarina, Manizha",
  m="Firdavs, Bahrom, Davlat, Rustam, Sorbon, Faridun",
  fam="Saidov/Saidova, Nazarzoda, Qodirov/Qodirova, Sharifzoda, Davlatov/Davlatova, Khudoyorov/Khudoyorova, Rahimzoda")
O("turkmen", "Asia", "Turkmen",
  f="Aýna, Jemal, Maýsa, Gözel, Bahar, Ogulnabat",
  m="Merdan, Serdar, Myrat, Döwlet, Rowshen, Batyr",
  fam="Annaýew/Annaýewa, Orazow/Orazowa, Berdiýew/Berdiýewa, Gurbanow/Gurbanowa, Amanow/Amanowa, Hojaýew/Hojaýewa")
O("tatar", "Europe", "Tatar",
  f="Alsu, Gulnaz, Ilsiyar, Ramilya, Chulpan, Dilyara",
  m="Rinat, Ilnur, Marat, Ildar, Rustem, Azat",
  fam="Khabibullin/Khabibullina, Galiev/Galieva, Shakirov/Shakirova, Zakirov/Zakirova, Nurmukhametov/Nurmukhametova, Sabirov/Sabirova")
O("bashkir", "Europe", "Bashkir",
  f="Aigul, Gulshat, Zilya, Rezeda, Alfiya, Gulnur",
  m="Airat, Ilgiz, Salavat, Rim, Ural, Ilshat",
  fam="Valiev/Valieva, Yulaev/Yulaeva, Ishmuratov/Ishmuratova, Kuvatov/Kuvatova, Baimukhametov/Baimukhametova, Akhmetshin/Akhmetshina")
O("mongolian", "Asia", "Mongolian",
  f="Oyuntsetseg, Enkhjargal, Solongo, Altantsetseg, Nomin, Sarangerel, Bolormaa",
  m="Batbayar, Ganbold, Bat-Erdene, Temuulen, Tsogtbaatar, Enkhbat, Munkhbat",
  fam="Batbayar, Ganbold, Bat-Erdene, Tsogtbaatar, Enkhbat, Munkhbat, Dorjsuren",
  order="mongol", addr="first")
O("uyghur", "Asia", "Uyghur",
  f="Gulnar, Mihray, Arzugul, Dilnur, Patigul, Mehriban",
  m="Ablikim, Erkin, Memet, Tursun, Abdurehim, Nurmemet",
  fam="Tohti, Abdukerim, Ismail, Rozi, Qasim, Niyaz, Emet")

# -------------------------------------------- Middle East, North Africa
O("turkish", "Asia", "Turkish",
  f="Ayşe, Elif, Zeynep, Gülşen, Şebnem, Derya, Büşra",
  m="Mehmet, Emre, Barış, Oğuz, Kaan, Serkan, İsmail",
  fam="Yılmaz, Öztürk, Şahin, Çelik, Aydın, Kılıç, Doğan, Arslan, Karaca, Yıldırım")
O("kurdish", "Asia", "Kurdish",
  f="Rojda, Berfin, Zilan, Hêvî, Nazdar, Avin, Bêrîvan",
  m="Dilshad, Azad, Rebwar, Shvan, Karwan, Hemin, Baran",
  fam="Hawrami, Zebari, Sindi, Barwari, Amedi, Jaff, Doski, Kurdi")
O("persian", "Asia", "Persian",
  f="Parisa, Shirin, Maryam, Niloufar, Azadeh, Golnaz, Roya",
  m="Dariush, Kourosh, Babak, Arash, Mehdi, Reza, Farhad",
  fam="Najafi, Rahimi, Hosseini, Tehrani, Moradi, Karimi, Ghorbani, Jafari, Shahbazi, Amirkhani")
O("afghan_dari", "Asia", "Afghan (Dari)",
  f="Fereshta, Mursal, Laila, Nilofar, Shabana, Farzana",
  m="Ahmad Shah, Mohammad Nabi, Wahid, Sayed, Farid, Hamid, Ajmal",
  fam="Ahmadi, Sultani, Hashimi, Noori, Habibi, Wardak, Popal, Sadat")
O("pashtun", "Asia", "Pashtun",
  f="Malalai, Zarghona, Palwasha, Spogmai, Nazo, Gulalai",
  m="Khan Wali, Zalmai, Gul Agha, Mirwais, Asfandyar, Jamshid",
  fam="Khan, Yousafzai, Afridi, Khattak, Durrani, Achakzai, Shinwari, Mohmand")
O("levantine", "Asia", "Lebanese / Syrian",
  f="Rania, Lina, Nour, Maya, Yara, Rasha, Hala",
  m="Karim, Elie, Ziad, Rami, Georges, Fadi, Tarek",
  fam="Haddad, Khoury, Nassar, Abi Nader, Sfeir, Karam, Maalouf, Daher, Shami, Abou Jaoude")
O("palestinian", "Asia", "Palestinian",
  f="Reem, Dima, Samah, Haneen, Lubna, Ruba",
  m="Khaled, Yousef, Nidal, Samer, Anas, Majd",
  fam="Barghouti, Husseini, Nusseibeh, Qasem, Khalidi, Odeh, Shaath, Abu Khalil")
O("iraqi", "Asia", "Iraqi",
  f="Zainab, Shahad, Hanan, Aseel, Ruqaya, Ban",
  m="Mustafa, Haider, Ammar, Muntadhar, Qusay, Saif, Ali",
  fam="Al-Jubouri, Al-Obaidi, Al-Tamimi, Al-Rubaie, Al-Saadi, Al-Khafaji, Al-Maliki")
O("gulf", "Asia", "Gulf Arab (Emirati / Saudi)",
  f="Fatima, Mariam, Aisha, Hessa, Shamma, Latifa, Noura",
  m="Abdullah, Saeed, Khalifa, Hamdan, Sultan, Rashid, Mansour",
  fam="Al-Mansoori, Al-Otaibi, Al-Qahtani, Al-Shamsi, Al-Mazrouei, Al-Ghamdi, Al-Dhaheri, Al-Harbi",
  nasab=0.4)
O("yemeni", "Asia", "Yemeni",
  f="Arwa, Bilqis, Afrah, Ola, Sumaya, Wafa",
  m="Nabil, Fuad, Abdulmalik, Hashem, Waleed, Ahmed",
  fam="Al-Eryani, Al-Hakimi, Al-Maqtari, Al-Aghbari, Al-Saqqaf, Bamatraf, Ba Abbad")
O("omani", "Asia", "Omani",
  f="Muna, Thuraya, Ibtisam, Badriya, Jokha, Maryam",
  m="Salim, Talal, Said, Hilal, Nasser, Badr",
  fam="Al-Busaidi, Al-Harthy, Al-Balushi, Al-Kindi, Al-Rawahi, Al-Hinai, Al-Riyami")
O("arabic_script", "Asia", "Arabic (Arabic script)",
  f="فاطمة, مريم, عائشة, نورة, ليلى, هند",
  m="محمد, أحمد, خالد, عمر, يوسف, سعيد",
  fam="الحسيني, المنصوري, حداد, الخوري, العتيبي, النجار", script="Arab")
O("egyptian", "Africa", "Egyptian",
  f="Mona, Dalia, Heba, Yasmin, Nermine, Shaimaa, Mai",
  m="Amr, Sherif, Tamer, Mahmoud, Hossam, Ahmed",
  fam="Abdel-Rahman, El-Sayed, Mostafa, Hegazy, Fahmy, Soliman, Abdel-Fattah, Naguib, Shawky, El-Masry")
O("sudanese", "Africa", "Sudanese",
  f="Amna, Samia, Nafisa, Ikhlas, Alawiya, Sara",
  m="Osman, Babiker, Elfatih, Hassan, Omer, Eltayeb, Mirghani, Musa",
  order="nasab3")
O("south_sudanese", "Africa", "South Sudanese (Dinka / Nuer)",
  f="Nyandeng, Achol, Ayen, Abuk, Nyibol, Adut",
  m="Deng, Garang, Majok, Mabior, Kuol, Akech",
  fam="Deng, Garang, Akol, Mayen, Chol, Bol, Ajak, Kiir")
O("libyan", "Africa", "Libyan",
  f="Asma, Nisreen, Hawa, Amal, Najwa, Safa",
  m="Abdelhakim, Salah, Mabrouk, Milad, Faraj, Anwar",
  fam="El-Mabrouk, Zlitni, Gheriani, Misrati, El-Obeidi, Kikhia, Ben Ghalbon")
O("tunisian", "Africa", "Tunisian",
  f="Emna, Meriem, Olfa, Rim, Sonia, Ines",
  m="Slim, Anis, Hatem, Aymen, Skander, Mehdi",
  fam="Ben Salah, Trabelsi, Jaziri, Chebbi, Mejri, Mabrouk, Ben Youssef, Bouguerra")
O("algerian", "Africa", "Algerian",
  f="Amel, Souad, Nassima, Djamila, Wahiba, Kahina",
  m="Rachid, Djamel, Yacine, Mourad, Abdelkader, Karim",
  fam="Benali, Belkacem, Boudiaf, Hamidi, Bensalem, Cherif, Mebarki, Ait Ahmed")
O("moroccan", "Africa", "Moroccan",
  f="Khadija, Salma, Fatima-Zahra, Houda, Imane, Siham, Zineb",
  m="Youssef, Hamza, Anouar, Mehdi, Abdelilah, Soufiane, Ayoub",
  fam="El Idrissi, Benjelloun, Alaoui, Tazi, El Amrani, Bennani, Chraibi, Lahlou, Ouazzani")
O("amazigh", "Africa", "Amazigh (Kabyle / Berber)",
  f="Tinhinane, Thiziri, Dihya, Tanina, Lila, Tafsut",
  m="Massinissa, Idir, Aksel, Yuba, Mennad, Koceila",
  fam="Ait Ali, Ait Menguellet, Amrouche, Oussedik, Ouali, Ait Ouarab, Bouzid, Hamadouche")
O("israeli", "Asia", "Israeli (Hebrew)",
  f="Noa, Tamar, Shira, Yael, Michal, Ayelet, Orit",
  m="Itai, Yonatan, Amit, Oren, Eitan, Nadav, Gilad",
  fam="Ben-David, Mizrahi, Peretz, Friedman, Shalev, Avraham, Levi, Bar-On, Ben-Ami")
O("hebrew_script", "Asia", "Hebrew (Hebrew script)",
  f="נועה, תמר, שירה, יעל, מיכל",
  m="איתי, יונתן, עמית, אורן, איתן",
  fam="כהן, לוי, מזרחי, פרץ, ביטון, אברהם", script="Hebr")
O("assyrian", "Asia", "Assyrian",
  f="Ninwa, Shamiram, Atour, Nahrain, Ramina, Nineveh",
  m="Ashur, Sargon, Nimrod, Ninos, Shlimon, Yonan",
  fam="Warda, Khoshaba, Benyamin, Odisho, Yousif, Shimun, Oraham, Eshoo")

# ---------------------------------------------------------- South Asia
O("hindi", "Asia", "North Indian (Hindi)",
  f="Priya, Ananya, Kavita, Sunita, Pooja, Shalini, Nandini",
  m="Rahul, Vikram, Amit, Rajesh, Sanjay, Arjun, Rohan",
  fam="Sharma, Verma, Gupta, Agarwal, Srivastava, Mishra, Tiwari, Chaturvedi, Saxena, Kapoor")
O("punjabi_sikh", "Asia", "Punjabi (Sikh)",
  f="Harpreet, Jaspreet, Gurleen, Simran, Manpreet, Navjot, Amrit",
  m="Gurpreet, Harjit, Manjit, Jaswinder, Kuldeep, Balwinder, Harbhajan",
  fam="Sandhu, Gill, Dhillon, Grewal, Sidhu, Bains, Randhawa, Singh/Kaur",
  mid_f="Kaur", mid_m="Singh", mid_rate=0.4)
O("gujarati", "Asia", "Gujarati",
  f="Hetal, Falguni, Nirali, Krupa, Bhavna, Jigna, Dhara",
  m="Hitesh, Jignesh, Kalpesh, Nilesh, Bhavesh, Paresh, Chirag",
  fam="Patel, Shah, Mehta, Desai, Parikh, Joshi, Trivedi, Chauhan, Vaghela")
O("marathi", "Asia", "Marathi",
  f="Madhuri, Ashwini, Snehal, Prajakta, Rutuja, Sayali, Manasi",
  m="Aniket, Omkar, Sachin, Prathamesh, Tushar, Sandeep, Vinayak",
  fam="Kulkarni, Deshpande, Patil, Gokhale, Jadhav, Bhosale, Pawar, Apte, Deshmukh")
O("bengali", "Asia", "Bengali (West Bengal)",
  f="Moumita, Sreeparna, Rituparna, Ishita, Paromita, Sudeshna, Tanushree",
  m="Sourav, Arnab, Debashish, Anirban, Subhankar, Indranil, Joydeep",
  fam="Chatterjee, Banerjee, Mukherjee, Bhattacharya, Chakraborty, Sengupta, Ghosh, Dasgupta, Bose, Roy Chowdhury")
O("bangladeshi", "Asia", "Bangladeshi",
  f="Nusrat, Farhana, Sabrina, Tahmina, Rumana, Nazia",
  m="Rafiqul, Mahbub, Tanvir, Shafiq, Kamrul, Ashraful, Nazmul",
  fam="Islam, Rahman, Hossain, Chowdhury, Haque, Talukder, Uddin/Akter, Mia/Khatun")
O("tamil", "Asia", "Tamil",
  f="Lakshmi, Kavitha, Revathi, Vaishnavi, Tamilselvi, Nithya, Anbarasi",
  m="Senthil, Karthik, Murugan, Saravanan, Arumugam, Vignesh, Ilango",
  fam="Ramasamy, Subramaniam, Krishnan, Velusamy, Palaniappan, Sundaram, Annamalai, Rajendran",
  order="tamil", addr="first")
O("telugu", "Asia", "Telugu",
  f="Sravani, Lavanya, Sirisha, Haritha, Anusha, Divya, Swathi",
  m="Srinivas, Venkatesh, Ravi Teja, Naveen, Praveen, Harsha, Chaitanya",
  fam="Reddy, Naidu, Chowdary, Rao, Kondapalli, Gollapudi, Yarlagadda, Vemuri", fg=0.2)
O("kannada", "Asia", "Kannada",
  f="Shwetha, Deepa, Rashmi, Akshatha, Pallavi, Bhavya, Chaitra",
  m="Prakash, Manjunath, Shivakumar, Girish, Darshan, Raghavendra, Nagaraj",
  fam="Gowda, Hegde, Shetty, Bhat, Kamath, Acharya, Upadhya")
O("malayali", "Asia", "Malayali",
  f="Anjali, Lekha, Sreelakshmi, Reshma, Athira, Aparna, Sreeja",
  m="Anoop, Sreejith, Biju, Sajan, Vineeth, Jithin, Arun",
  fam="Nair, Menon, Pillai, Kurup, Panicker, Nambiar, Varghese, Kuriakose")
O("odia", "Asia", "Odia",
  f="Subhashree, Sasmita, Lipsa, Itishree, Sonali, Pragyan",
  m="Debasis, Bibhuti, Prasanta, Soumya Ranjan, Ashutosh, Pradeep",
  fam="Mohanty, Panda, Pattnaik, Sahoo, Nayak, Behera, Mohapatra, Das")
O("assamese", "Asia", "Assamese",
  f="Jonali, Nilakshi, Dipanjali, Pallabi, Bornali, Mousumi",
  m="Pranjal, Bhaskar, Dhruba, Hiranya, Mrinal, Nayanjyoti",
  fam="Baruah, Gogoi, Bora, Saikia, Hazarika, Kalita, Phukan, Borthakur")
O("kashmiri", "Asia", "Kashmiri",
  f="Mehak, Insha, Shazia, Rubeena, Nighat, Iqra",
  m="Aijaz, Showkat, Irfan, Parvaiz, Bilal, Zahoor",
  fam="Bhat, Dar, Lone, Wani, Mir, Kaul, Raina, Koul")
O("sindhi", "Asia", "Sindhi",
  f="Jyoti, Nisha, Reena, Komal, Marvi, Hema",
  m="Ashok, Kishore, Haresh, Murli, Deepak, Gul",
  fam="Advani, Mirchandani, Hiranandani, Lalwani, Bhatia, Daswani, Keswani, Jagtiani")
O("pakistani", "Asia", "Pakistani (Urdu)",
  f="Ayesha, Sana, Mahnoor, Hira, Zara, Rabia",
  m="Usman, Bilal, Hamza, Faisal, Zeeshan, Imran, Asad",
  fam="Qureshi, Siddiqui, Malik, Butt, Chaudhry, Sheikh, Raza, Hashmi, Mirza")
O("nepali", "Asia", "Nepali",
  f="Sushila, Anjana, Sarita, Bimala, Pramila, Sabina, Rojina",
  m="Bishnu, Krishna Prasad, Ram Bahadur, Suman, Bikash, Prakash, Dipendra",
  fam="Shrestha, Gurung, Tamang, Thapa, Adhikari, Karki, Magar, Rai, Pokharel, Bhattarai")
O("sinhalese", "Asia", "Sinhalese",
  f="Dilhani, Nadeesha, Chamari, Sanduni, Tharushi, Ishara, Kumudini",
  m="Kasun, Chaminda, Lahiru, Nuwan, Dinesh, Tharindu, Asanka",
  fam="Perera, Fernando, Wickramasinghe, Jayasuriya, Bandara, Senanayake, Gunawardena, Dissanayake, Wijesinghe")
O("bhutanese", "Asia", "Bhutanese (no family name)",
  f="Pema Choden, Karma Yangzom, Sonam Deki, Kinley Wangmo, Dechen Pelden, Tshering Yangdon",
  m="Karma Wangchuk, Sonam Tobgay, Ugyen Dorji, Kinley Tshering, Jigme Norbu, Pema Namgyel",
  order="mono", addr="full")
O("tibetan", "Asia", "Tibetan (no family name)",
  f="Tenzin Dolma, Pema Lhamo, Dickey Yangzom, Tsering Choedon, Yangchen Drolma, Lhakpa Diki",
  m="Tenzin Norbu, Lobsang Tashi, Jampa Gyatso, Ngawang Dorjee, Tsering Wangdu, Karma Phuntsok",
  order="mono", addr="full")
O("maldivian", "Asia", "Maldivian",
  f="Aminath, Mariyam, Fathimath, Aishath, Hawwa, Shifa",
  m="Ibrahim, Ahmed, Mohamed, Hussain, Abdulla, Yoosuf",
  fam="Shareef, Waheed, Rasheed, Naseem, Didi, Manik, Zahir, Latheef")
O("parsi", "Asia", "Parsi",
  f="Perizaad, Dilnaz, Roshan, Shernaz, Zarine, Freny",
  m="Cyrus, Jamshed, Rustom, Behram, Kaikhushru, Darius",
  fam="Wadia, Mistry, Daruwala, Contractor, Bharucha, Engineer, Dastur, Billimoria")
O("goan", "Asia", "Goan (Konkani Catholic)",
  f="Sheryl, Lourdes, Sonia, Merlyn, Perpetua, Flavia",
  m="Agnelo, Savio, Cajetan, Xavier, Joaquim, Rosario",
  fam="D'Souza, Fernandes, Rodrigues, D'Mello, Colaco, Menezes, Furtado, Gomes")

# ---------------------------------------------------------- East Asia
O("chinese", "Asia", "Chinese (Mandarin, pinyin)",
  f="Xiuying, Jing, Yuxin, Lihua, Meilin, Xiaoyan, Ruolan",
  m="Wei, Jianguo, Zhiwei, Haoran, Yichen, Jun, Guoqiang",
  fam="Wang, Li, Zhang, Liu, Chen, Zhao, Xu, Ma, Wu, Huang, Zhou, Ouyang", fg=0.7)
O("chinese_hanzi", "Asia", "Chinese (Han characters)",
  f="秀英, 静, 雨欣, 丽华, 美琳, 晓燕",
  m="伟, 建国, 志伟, 浩然, 一晨, 俊",
  fam="王, 李, 张, 刘, 陈, 赵, 徐, 欧阳", order="cjk", script="Hani")
O("cantonese", "Asia", "Cantonese (Hong Kong)",
  f="Ka-yan, Wing-sze, Mei-ling, Suet-ying, Hoi-lam, Winnie, Cherry",
  m="Ka-lok, Chun-wai, Ho-yin, Wai-kit, Kelvin, Alvin, Tsz-hin",
  fam="Chan, Wong, Leung, Cheung, Lau, Ng, Tsang, Yip, Kwok, Chow", fg=0.45)
O("taiwanese", "Asia", "Taiwanese (Wade-Giles)",
  f="Shu-fen, Mei-hua, Ya-ting, Hsin-yi, Yi-chun, Pei-shan, Chia-hui",
  m="Chih-ming, Chien-hung, Kuan-yu, Tsung-han, Cheng-en, Po-wei, Yu-cheng",
  fam="Lin, Chen, Huang, Tsai, Hsu, Chang, Yang, Kuo, Hsieh", fg=0.5)
O("singaporean_chinese", "Asia", "Singaporean Chinese (Hokkien / Teochew)",
  f="Hui Min, Siew Ling, Xin Yi, Pei Shan, Shu Hui, Jasmine",
  m="Wee Kiat, Boon Keng, Kok Wai, Jun Jie, Zhi Hao, Darren",
  fam="Tan, Lim, Teo, Goh, Ong, Koh, Tay, Chua", fg=0.75)
O("japanese", "Asia", "Japanese",
  f="Haruka, Yui, Misaki, Aoi, Sakura, Emiko, Naoko, Chihiro",
  m="Haruto, Takeshi, Kenji, Daisuke, Shota, Ryo, Hiroshi",
  fam="Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Ogawa", fg=0.35)
O("japanese_kanji", "Asia", "Japanese (kanji)",
  f="陽子, 花子, 美咲, 葵, 直子, 千尋",
  m="健二, 大輔, 翔太, 浩, 拓海, 誠",
  fam="佐藤, 鈴木, 高橋, 田中, 渡辺, 伊藤, 山本", order="cjk", script="Jpan")
O("korean", "Asia", "Korean",
  f="Ji-woo, Seo-yeon, Min-ji, Eun-ji, Ha-eun, Soo-ah, Yoo-na",
  m="Min-jun, Do-hyun, Ji-hoon, Seung-woo, Hyun-woo, Jae-won, Tae-yang",
  fam="Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Oh, Han, Shin", fg=0.7)
O("korean_hangul", "Asia", "Korean (Hangul)",
  f="지우, 서연, 민지, 하은, 수아",
  m="민준, 도현, 지훈, 승우, 현우",
  fam="김, 이, 박, 최, 정, 강, 윤", order="cjk", script="Hang")

# ------------------------------------------------------ Southeast Asia
O("vietnamese", "Asia", "Vietnamese",
  f="Lan, Hạnh, Thu, Ngọc Anh, Phương, Hương, Linh",
  m="Bảo, Minh, Tuấn, Đức, Quang, Hùng, Khoa",
  fam="Nguyễn, Trần, Lê, Phạm, Hoàng, Huỳnh, Phan, Vũ, Đặng, Bùi",
  order="viet", mid_f="Thị, Ngọc, Thu, Kim", mid_m="Văn, Đức, Minh, Hữu, Quốc", ascii=0.25, addr="first")
O("thai", "Asia", "Thai",
  f="Siriporn, Ratchanee, Kanokwan, Pimchanok, Nattaya, Supaporn, Wanida",
  m="Somchai, Thanawat, Prasert, Anurak, Kittisak, Wichai, Chaiwat",
  fam="Srisuk, Wongsawat, Chaiyaporn, Suksawat, Rattanakorn, Thongchai, Boonmee, Kittikhun, Phromphan",
  addr="first")
O("lao", "Asia", "Lao",
  f="Bounmy, Manivanh, Vilayvanh, Keo, Chanthala, Phonesavanh",
  m="Souksavanh, Bounthavy, Khamphoui, Somphone, Vilaysack, Thongsavath",
  fam="Phommachanh, Sisouk, Vongsa, Keomany, Inthavong, Sengdara, Phanthavong", addr="first")
O("khmer", "Asia", "Khmer",
  f="Sophea, Sreymom, Chanthou, Bopha, Sokha, Srey Leak",
  m="Sokhom, Vuthy, Dara, Rithy, Sambath, Vannak",
  fam="Chea, Sok, Heng, Chhim, Ly, Seng, Prak, Keo", fg=0.6)
O("burmese", "Asia", "Burmese (no family name)",
  f="Thida Win, Su Myat Noe, Hnin Wai, Khin Mar Aye, Ei Thandar, May Thu Zar",
  m="Kyaw Zin Htet, Aung Myo Min, Htet Naing, Zaw Win Tun, Min Thu, Thant Zin",
  order="mono", addr="full")
O("karen", "Asia", "Karen (no family name)",
  f="Naw Paw Htoo, Naw Eh Ler, Naw Say Say, Naw Mu Wah",
  m="Saw Ba Thein, Saw Eh Doh, Saw Htoo Kaw, Saw Kaw Soe",
  order="mono", addr="full")
O("hmong", "Asia", "Hmong",
  f="Mai Yer, Pa Houa, Nou, Bao, Kia, Youa",
  m="Tou, Pao, Chue, Kou, Fue, Neng",
  fam="Vang, Xiong, Yang, Thao, Moua, Her, Lor, Vue")
O("malay", "Asia", "Malay",
  f="Nurul Aina, Siti Aisyah, Nur Farhana, Aminah, Zarina, Haslinda, Rozita",
  m="Ahmad Faiz, Muhammad Hafiz, Azman, Khairul, Zulkifli, Shahrul, Hakim",
  fam="Ismail, Abdullah, Othman, Yusof, Hassan, Mohd Nor, Rahman, Kamaruddin",
  order="malay", addr="first")
O("javanese", "Asia", "Javanese (often a single name)",
  f="Sri Rahayu, Dewi Lestari, Wulandari, Sumiati, Endang, Kartika",
  m="Sutrisno, Bambang Wibowo, Joko Susilo, Suparman, Hadi Prasetyo, Slamet",
  order="mono", addr="full")
O("sundanese", "Asia", "Sundanese",
  f="Euis Komariah, Neneng, Rina Nurhayati, Cucu Suryani, Nining",
  m="Dadang Suherman, Asep Saepudin, Ujang, Cecep Hidayat, Dedi Supriadi",
  order="mono", addr="full")
O("balinese", "Asia", "Balinese",
  f="Ayu Lestari, Sri Wahyuni, Putri Ariani, Suciani, Kartini, Dewi Sartika",
  m="Sudarma, Adi Putra, Suardana, Budiarta, Wirawan, Darma Yasa",
  order="balinese", addr="full")
O("batak", "Asia", "Batak",
  f="Rosmawati, Lamtiur, Dame, Tiurma, Roma, Nurhaida",
  m="Parulian, Hotman, Binsar, Tigor, Maruli, Sahat",
  fam="Simanjuntak, Siregar, Nainggolan, Sitompul, Hutapea, Nasution, Panjaitan, Situmorang")
O("filipino", "Asia", "Filipino (Tagalog)",
  f="Maria Cristina, Ligaya, Rowena, Maricel, Jocelyn, Divina, Analyn",
  m="Rodel, Ramil, Reynaldo, Emmanuel, Bienvenido, Jericho, Arnel",
  fam="dela Cruz, Santos, Reyes, Bautista, Villanueva, Macaraeg, Dimaculangan, Mercado, de Guzman, Pangilinan",
  mid=0.3)
O("visayan", "Asia", "Visayan (Cebuano)",
  f="Lorna, Cherry Mae, Mary Joy, Jinky, Rosalie, Angelica",
  m="Junrey, Jhon Mark, Rey, Kristoffer, Alfie, Dodong",
  fam="Cabahug, Tumulak, Alcoseba, Lumapas, Ybañez, Sarmiento, Abellana, Cañete")
O("ilocano", "Asia", "Ilocano",
  f="Erlinda, Felisa, Corazon, Leonora, Remedios, Milagros",
  m="Florencio, Agapito, Crisanto, Domingo, Eufemio, Teodoro",
  fam="Agbayani, Dacanay, Pacis, Ramones, Valdez, Ulep, Bumanglag, Galang")
O("timorese", "Asia", "Timorese",
  f="Ermelinda, Joana, Filomena, Zelia, Rosalina, Aurora",
  m="Mateus, Aniceto, Domingos, Agustinho, Jacinto, Lucas",
  fam="da Costa, Soares, Ximenes, Belo, Guterres, Pinto, Amaral, dos Reis")

# ------------------------------------------------------------- Oceania
O("maori", "Oceania", "Māori",
  f="Aroha, Mereana, Huia, Kahurangi, Ngaio, Whetu, Anahera",
  m="Tāne, Wiremu, Rawiri, Nikau, Tamati, Hemi, Manaia",
  fam="Ngata, Tipene, Parata, Te Rangi, Te Huia, Horomona, Kereama, Tawhiri")
O("samoan", "Oceania", "Samoan",
  f="Malia, Losa, Fetu, Sina, Fuatino, Lupe",
  m="Sione, Tavita, Ioane, Pita, Tui, Fa'amoe",
  fam="Faleolo, Tuilagi, Leota, Sapolu, Tuiasosopo, Aumua, Fuimaono, Lealaiauloto")
O("tongan", "Oceania", "Tongan",
  f="Mele, Losana, Salote, Lesieli, Sela, Kalolaine",
  m="Viliami, Tevita, Siosaia, Mosese, Lopeti, Sione",
  fam="Tupou, Fifita, Taufa, Havili, Vaipulu, Mahe, Latu, Funaki")
O("fijian", "Oceania", "iTaukei Fijian",
  f="Litia, Mereoni, Vasemaca, Losalini, Seini, Akanisi",
  m="Jone, Waisale, Apisai, Josaia, Semi, Tevita",
  fam="Ravuvu, Naivalu, Tuisawau, Koroi, Ratuvou, Vunibaka, Nabou, Qalo")
O("indo_fijian", "Oceania", "Indo-Fijian",
  f="Nirmala, Savita, Roshni, Anita, Shobna, Ranjila",
  m="Ravindra, Mahendra, Vijay, Sanjeev, Ashneel, Rohit",
  fam="Prasad, Chand, Lal, Kumar, Naidu, Sharma, Ram, Goundar")
O("hawaiian", "Oceania", "Native Hawaiian",
  f="Leilani, Kalani, Noelani, Healani, Mahina, Keala",
  m="Kaimana, Makoa, Keoni, Ikaika, Kainoa, Kekoa",
  fam="Kahananui, Kealoha, Kamakau, Akana, Kahale, Kanahele, Kapaona, Keawe")
O("chamorro", "Oceania", "Chamorro",
  f="Carmelita, Rosalina, Dolores, Josefina, Annie, Trini",
  m="Vicente, Joaquin, Ignacio, Juan, Jesse, Francisco",
  fam="Cruz, Camacho, Taitano, Quitugua, Aguon, San Nicolas, Leon Guerrero, Tenorio")
O("tahitian", "Oceania", "Tahitian",
  f="Hinano, Vaimiti, Tehani, Poerava, Maeva, Hereiti",
  m="Teva, Heimana, Tehotu, Manutea, Raimana, Tavita",
  fam="Teriitahi, Tetuanui, Temauri, Tehei, Maitere, Teriierooiterai, Tuheiava")
O("papua_new_guinean", "Oceania", "Papua New Guinean",
  f="Dulcie, Joycelin, Serah, Hilda, Wendy, Lucy",
  m="Kila, Tau, Peni, Wapi, Jonah, Ruben",
  fam="Wari, Kaupa, Yarume, Pokawin, Maraga, Tamarua, Tapo, Kuman")
O("solomon_islander", "Oceania", "Solomon Islander",
  f="Dorothy, Junie, Ellen, Lilly, Matilda, Rose",
  m="Manasseh, Walter, Derek, Jimson, Haga, Clement",
  fam="Hou, Rini, Maelanga, Oti, Kikolo, Puia, Fono, Kenilorea")
O("ni_vanuatu", "Oceania", "Ni-Vanuatu",
  f="Elsie, Esline, Leisavi, Marie-Louise, Ruth, Alice",
  m="Ralph, Charlot, Johnny, Kalo, Willie, Jotham",
  fam="Kalsakau, Regenvanu, Tabi, Natuman, Kalo, Napuat, Tosul, Molisa")
O("i_kiribati", "Oceania", "I-Kiribati",
  f="Teretia, Kaiaa, Tebete, Ruta, Meere, Tiare",
  m="Taneti, Teburoro, Tekena, Bauro, Teiwaki, Ioane",
  fam="Maamau, Tito, Kaitu, Teatao, Itaia, Tabane")
O("aboriginal_australian", "Oceania", "Aboriginal Australian",
  f="Kylie, Leah, Cheryl, Naomi, Jessica, Marlene",
  m="Djalu, Jarrod, Wayne, Gawirrin, Daniel, Buku",
  fam="Yunupingu, Marika, Ganambarr, Wunungmurra, Mundine, Djerrkura, Tjakamarra/Nakamarra, Jupurrurla/Napurrurla")
O("australian", "Oceania", "Anglo-Australian",
  f="Tegan, Brooke, Shannon, Jacinta, Bronwyn, Kirra",
  m="Shane, Brett, Darcy, Mitchell, Jarrah, Kane",
  fam="Fitzpatrick, McAllister, Hendry, O'Loughlin, Bartlett, Nankervis, Pemberton, Gallagher")

# -------------------------------------------------------------- Africa
O("yoruba", "Africa", "Yoruba",
  f="Adeola, Folasade, Titilayo, Oluwaseun, Morenike, Yewande, Bukola",
  m="Adebayo, Olumide, Babatunde, Oluwafemi, Tunde, Kayode, Ayodele",
  fam="Adeyemi, Ogunleye, Adebanjo, Oyelaran, Olatunji, Akinwande, Ogundipe, Bankole, Adeyemi-Coker")
O("igbo", "Africa", "Igbo",
  f="Chiamaka, Ngozi, Adaeze, Obiageli, Ifeoma, Nneka, Chinonso",
  m="Chukwuemeka, Obinna, Ikenna, Chinedu, Nnamdi, Uchenna, Kelechi",
  fam="Okafor, Nwosu, Eze, Obi, Okonkwo, Nwachukwu, Okeke, Nnadi, Igwe")
O("hausa", "Africa", "Hausa",
  f="Hauwa, Amina, Hadiza, Bilkisu, Rukayya, Aisha",
  m="Abubakar, Musa, Sani, Aminu, Bashir, Nasiru",
  fam="Bello, Danjuma, Abdullahi, Yakubu, Shehu, Garba, Lawal, Sule")
O("fulani", "Africa", "Fulani",
  f="Kadiatou, Mariama, Hawa, Aissatou, Ramatoulaye, Binta",
  m="Mamadou, Alpha, Oumar, Thierno, Boubacar, Amadou",
  fam="Diallo, Bah, Barry, Sow, Balde, Jalloh, Ba, Sidibé")
O("edo", "Africa", "Edo",
  f="Osarugue, Ivie, Ewaen, Omosede, Itohan, Eghosa",
  m="Osagie, Efosa, Osaro, Ehis, Nosa, Omoruyi",
  fam="Igbinedion, Ehigiator, Omoregie, Aigbe, Osayande, Iyamu, Ogbeide, Edokpayi")
O("akan", "Africa", "Akan (Ghana)",
  f="Akosua, Abena, Adwoa, Efua, Ama, Afua, Yaa",
  m="Kwame, Kofi, Kwabena, Kwaku, Yaw, Kojo, Kwesi",
  fam="Mensah, Boateng, Owusu, Asante, Osei, Appiah, Agyeman, Ofori, Acheampong, Darko")
O("ewe", "Africa", "Ewe",
  f="Enyonam, Dzifa, Sena, Mawuena, Elikplim, Akpene",
  m="Selorm, Kodzo, Edem, Delali, Mawuli, Elikem",
  fam="Agbeko, Amegashie, Dzokoto, Kpodo, Agbenyega, Tsikata, Gbedemah, Adzraku")
O("ga", "Africa", "Ga",
  f="Naa Adjeley, Naa Dedei, Korkor, Ayeley, Naa Shika, Dedei",
  m="Nii Armah, Nii Okai, Nii Lante, Ayi, Odartey, Nii Kwei",
  fam="Quaye, Lamptey, Tetteh, Ankrah, Quartey, Laryea, Odoi, Addo")
O("wolof", "Africa", "Wolof",
  f="Fatou, Awa, Ndeye, Coumba, Khady, Astou, Rokhaya",
  m="Moussa, Cheikh, Ousmane, Abdoulaye, Modou, Pape, Ibrahima",
  fam="Ndiaye, Diop, Fall, Mbaye, Gueye, Faye, Seck, Niang")
O("serer", "Africa", "Serer",
  f="Ngoné, Khoudia, Mame Diarra, Selbé, Bineta, Yandé",
  m="Latyr, Waly, Mbagnick, Ngor, Sidy, Diégane",
  fam="Diouf, Sène, Ndour, Thiaw, Sarr, Dione, Ngom, Faye")
O("mandinka", "Africa", "Mandinka",
  f="Fatoumata, Nyima, Mansata, Kaddy, Isatou, Haddy",
  m="Lamin, Ebrima, Sulayman, Bakary, Momodou, Ousainou",
  fam="Jammeh, Ceesay, Touray, Darboe, Sanneh, Kanteh, Fofana, Camara")
O("bambara", "Africa", "Bambara",
  f="Aminata, Oumou, Djeneba, Assitan, Salimata, Korotoumou",
  m="Seydou, Modibo, Adama, Drissa, Souleymane, Bakary",
  fam="Traoré, Keïta, Coulibaly, Diarra, Konaté, Sissoko, Dembélé, Sangaré")
O("mossi", "Africa", "Mossi",
  f="Rasmata, Alizèta, Salamata, Pauline, Awa, Habibou",
  m="Issouf, Boukary, Moumouni, Hamidou, Ousséni, Tiga",
  fam="Ouédraogo, Sawadogo, Compaoré, Kaboré, Zongo, Zoungrana, Ilboudo, Nikiéma")
O("tuareg", "Africa", "Tuareg",
  f="Fadimata, Takamat, Mina, Tahalil, Aichatou, Lalla",
  m="Alhassane, Ahmoudou, Attaher, Intalla, Ibrahim, Moussa",
  fam="Ag Alhassane/Walet Alhassane, Ag Mohamed/Walet Mohamed, Ag Attaher/Walet Attaher, Ag Intalla/Walet Intalla, Ag Ghaly/Walet Ghaly")
O("fon", "Africa", "Fon (Benin)",
  f="Sessi, Dossi, Ayaba, Houéfa, Mahougnon, Nadège",
  m="Codjo, Sènan, Gbènato, Kocou, Dansou, Romuald",
  fam="Houngbédji, Adjovi, Dossou, Agossou, Hounkpatin, Akakpo, Gbaguidi, Tossou")
O("somali", "Africa", "Somali (given + father + grandfather)",
  f="Hodan, Ayaan, Faadumo, Sahra, Hibo, Ifrah, Ubah",
  m="Abdirahman, Mohamed, Abdullahi, Liban, Guled, Farah, Warsame, Abdi, Jama, Hirsi, Yusuf",
  order="nasab3", addr="first")
O("amhara", "Africa", "Ethiopian (Amhara)",
  f="Selamawit, Tigist, Meseret, Hiwot, Bethlehem, Mekdes, Saba",
  m="Dawit, Tesfaye, Yohannes, Abebe, Getachew, Mulugeta, Berhanu, Gebremedhin, Woldemichael",
  order="nasab2", addr="first")
O("tigrinya", "Africa", "Eritrean (Tigrinya)",
  f="Senait, Yordanos, Rahel, Luwam, Feven, Saba",
  m="Yonas, Biniam, Tesfalem, Mebrahtu, Amanuel, Habtom, Ghebreyesus",
  order="nasab2", addr="first")
O("oromo", "Africa", "Oromo",
  f="Chaltu, Lelise, Bontu, Ayantu, Obse, Hawi",
  m="Gemechu, Lelisa, Tolera, Boru, Chala, Abdisa, Gudina",
  order="nasab2", addr="first")
O("kikuyu", "Africa", "Kikuyu",
  f="Grace, Faith, Mercy, Esther, Wanjiru, Njeri",
  m="Peter, John, Stephen, Samuel, Kamau, Njoroge",
  fam="Kamau, Mwangi, Njoroge, Kariuki, Waweru, Ngugi, Macharia, Gitau",
  mid_f="Wanjiru, Wambui, Nyambura, Wairimu, Muthoni, Wangari", mid_m="Kamau, Mwangi, Githinji, Macharia, Gitau", mid_rate=0.5)
O("luo", "Africa", "Luo",
  f="Achieng, Atieno, Akinyi, Millicent, Pamela, Rose",
  m="Otieno, Ochieng, Omondi, Tom, George, Onyango",
  fam="Odhiambo, Otieno, Okoth, Ouma, Owuor, Oduor, Okello, Onyango",
  mid_f="Achieng, Adhiambo, Anyango, Awino", mid_m="Ochieng, Omondi, Owino", mid_rate=0.4)
O("kalenjin", "Africa", "Kalenjin",
  f="Chepkoech, Jepkosgei, Chebet, Jeptoo, Chelimo, Brigid",
  m="Kiprotich, Kipruto, Kibet, Cheruiyot, Kiptanui, Wilson",
  fam="Rotich, Koech, Kiprop, Langat, Kirui, Sang, Kosgei, Bett")
O("maasai", "Africa", "Maasai",
  f="Naserian, Nashipai, Nalangu, Naisula, Namunyak, Sinyati",
  m="Lemayian, Parsimei, Saitoti, Lekishon, Kakuta, Meitamei",
  fam="ole Sankale/Sankale, ole Kaelo/Kaelo, ole Ntimama/Ntimama, ole Kina/Kina, ole Tiampati/Tiampati, ole Nkoitiko/Nkoitiko")
O("swahili", "Africa", "Swahili (Tanzania / coast)",
  f="Rehema, Zawadi, Neema, Asha, Mwanaisha, Upendo",
  m="Juma, Baraka, Hamisi, Rashidi, Jabari, Bakari",
  fam="Mwakyusa, Mrisho, Mushi, Massawe, Lyimo, Temba, Mtei, Mwakilema")
O("ganda", "Africa", "Baganda (Uganda)",
  f="Sarah, Harriet, Prossy, Immaculate, Esther, Florence",
  m="Joseph, Ronald, Moses, Isaac, Godfrey, Brian",
  fam="Mukasa/Namukasa, Ssebunya/Nabunya, Kigozi/Nakigozi, Lubega/Nalubega, Kasozi/Nakasozi, Ssemakula/Nansubuga",
  fg=0.35)
O("rwandan", "Africa", "Rwandan (Kinyarwanda)",
  f="Claudine, Divine, Josiane, Aline, Clarisse, Solange",
  m="Jean de Dieu, Emmanuel, Eric, Olivier, Innocent, Fabrice",
  fam="Uwimana, Niyonzima, Habimana, Nsengiyumva, Mugisha, Hakizimana, Nshuti, Ndayisaba, Iradukunda",
  fg=0.5)
O("burundian", "Africa", "Burundian (Kirundi)",
  f="Claudette, Ange, Nadine, Béatrice, Goreth, Nella",
  m="Ferdinand, Déo, Pascal, Gervais, Elvis, Aimable",
  fam="Ndayishimiye, Nkurunziza, Bizimana, Irakoze, Ndikumana, Nshimirimana, Niyongabo", fg=0.4)
O("congolese", "Africa", "Congolese (DRC)",
  f="Bijou, Mamie, Grâce, Falonne, Merveille, Nsimba",
  m="Patrice, Fiston, Jean-Claude, Héritier, Dieudonné, Blaise",
  fam="Mbuyi, Kabongo, Lukusa, Ilunga, Kalonji, Mukendi, Nzuzi, Tshibanda, Mbemba")
O("zulu", "Africa", "Zulu",
  f="Nomvula, Thandeka, Zanele, Sibongile, Nokuthula, Lindiwe, Ntombi",
  m="Sipho, Themba, Bongani, Sibusiso, Mandla, Thulani, Lwazi",
  fam="Dlamini, Ndlovu, Mkhize, Ngcobo, Khumalo, Mthembu, Nxumalo, Cele, Shabalala, Zulu")
O("xhosa", "Africa", "Xhosa",
  f="Nomsa, Thandiwe, Ayanda, Siphokazi, Nosipho, Bulelwa, Yonela",
  m="Lwando, Luthando, Siyabonga, Mzwandile, Xolani, Anele, Vuyo",
  fam="Gqola, Mqhayi, Njobe, Matshikiza, Sokutu, Ngqula, Xaba, Ngcukana")
O("sotho", "Africa", "Sotho",
  f="Palesa, Lerato, Dineo, Nthabiseng, Lineo, Mpho",
  m="Thabo, Tshepo, Teboho, Lehlohonolo, Katleho, Tumelo",
  fam="Mokoena, Mofokeng, Moloi, Sello, Mokhothu, Letsie, Tau, Makhetha")
O("tswana", "Africa", "Tswana",
  f="Boitumelo, Kelebogile, Onalenna, Masego, Gaone, Tshegofatso",
  m="Kagiso, Tebogo, Oratile, Kgosi, Lesego, Kabelo",
  fam="Molefe, Mogale, Kgosana, Pilane, Mokgosi, Moremi, Segokgo, Motsumi")
O("shona", "Africa", "Shona",
  f="Tendai, Rutendo, Chipo, Nyasha, Tariro, Fadzai, Rumbidzai",
  m="Tatenda, Tafadzwa, Farai, Kudakwashe, Tinashe, Takudzwa, Simbarashe",
  fam="Moyo, Chikwanha, Mutasa, Madziva, Chiweshe, Murombedzi, Gumbo, Makoni")
O("ndebele", "Africa", "Ndebele",
  f="Nomalanga, Sithembile, Sikhanyisiwe, Thandazani, Nobuhle, Sinqobile",
  m="Thabani, Nkosinathi, Mthokozisi, Bhekumusa, Ntando, Sifiso",
  fam="Nyathi, Ncube, Sibanda, Dube, Mpofu, Mlilo")
O("malagasy", "Africa", "Malagasy",
  f="Haingo, Voahangy, Lalao, Fanja, Hanitra, Tiana, Noro",
  m="Hery, Andry, Tojo, Rivo, Mamy, Fidy, Tsiry",
  fam="Rakotonirina, Randrianarisoa, Razafindrakoto, Rasoanaivo, Andriamanantena, Ravelojaona, Rakotomalala, Randriamampionona")
O("afrikaner", "Africa", "Afrikaner",
  f="Marietjie, Annelie, Riana, Elmarie, Zandri, Liezl, Carike",
  m="Pieter, Johan, Hendrik, Wynand, Gerhard, Francois, Jaco",
  fam="van der Merwe, du Plessis, le Roux, Botha, Pretorius, Joubert, Steyn, van Wyk, Nel, Coetzee")
O("chewa", "Africa", "Chewa (Malawi)",
  f="Chikondi, Tiyamike, Thokozani, Chisomo, Tadala, Mphatso",
  m="Kondwani, Chimwemwe, Yamikani, Limbani, Madalitso, Dalitso",
  fam="Banda, Phiri, Mwale, Chirwa, Nyirenda, Mbewe, Gondwe, Msiska")
O("bemba", "Africa", "Bemba (Zambia)",
  f="Mwila, Chilufya, Bupe, Mutale, Chanda, Natasha",
  m="Mulenga, Bwalya, Mwansa, Kabwe, Chileshe, Musonda",
  fam="Mwamba, Kapwepwe, Chisanga, Mumba, Chibwe, Katongo, Ng'andu, Kasonde")
O("angolan", "Africa", "Angolan",
  f="Luzia, Esperança, Domingas, Feliciana, Albertina, Isabel",
  m="Adelino, Bento, Zeferino, Amílcar, Manuel, Nelson",
  fam="dos Santos, Kiala, Mbala, Lourenço, Kassoma, Chivukuvuku, Cassinda, Sapalo")
O("mozambican", "Africa", "Mozambican",
  f="Ancha, Celmira, Telma, Graça, Ermelinda, Rosalina",
  m="Armando, Jaime, Samora, Celso, Filipe, Aurélio",
  fam="Machava, Cossa, Mondlane, Sitoe, Mabunda, Nhantumbo, Matsinhe, Guambe")
O("cape_verdean", "Africa", "Cape Verdean",
  f="Eneida, Odete, Lurdes, Sónia, Nilda, Eunice",
  m="Adilson, Gilson, Edilson, Emanuel, Nelson, Djamilson",
  fam="Tavares, Lopes, Semedo, Fortes, Monteiro, Varela, Brito, Andrade")
O("sierra_leonean", "Africa", "Sierra Leonean",
  f="Isatu, Adama, Fatmata, Yeabu, Memunatu, Christiana",
  m="Alimamy, Sahr, Foday, Sorie, Abu, Tamba",
  fam="Kamara, Sesay, Conteh, Koroma, Bangura, Kargbo, Turay, Mansaray")
O("liberian", "Africa", "Liberian",
  f="Musu, Comfort, Korpo, Martha, Yatta, Bendu",
  m="Sekou, Prince, Varney, Momo, Jallah, Nathaniel",
  fam="Kollie, Flomo, Kpoto, Tarpeh, Dolo, Massaquoi, Zinnah, Sumo")
O("ivorian", "Africa", "Ivorian (Baoulé)",
  f="Adjoua, Affoué, Amenan, Ahou, Akissi, Amoin",
  m="Konan, Kouassi, Yao, N'Guessan, Kouadio, Assamoi",
  fam="Kouamé, N'Dri, Kouadio, Bamba, Koné, Ouattara, Touré, Yao")
O("cameroonian", "Africa", "Cameroonian",
  f="Nadège, Bertille, Arlette, Rosine, Manuela, Clotilde",
  m="Roger, Achille, Aurélien, Hervé, Blaise, Landry",
  fam="Ngono, Mbarga, Fotso, Tchoumi, Ebanda, Nkoulou, Kamdem, Tchakounté, Wandji")
O("namibian", "Africa", "Namibian (Oshiwambo)",
  f="Ndapewa, Ndinelago, Selma, Hilma, Ndeshipanda, Taimi",
  m="Tuhafeni, Panduleni, Nangolo, Vaino, Tangeni, Shikongo",
  fam="Amupanda, Nghidinwa, Haufiku, Iipumbu, Kapofi, Shivute, Nakale, Shikongo")

# ------------------------------------------------------------ Americas
O("american", "North America", "American",
  f="Ashley, Brittany, Madison, Kayla, Courtney, Lindsey, Megan, Alexis",
  m="Tyler, Brandon, Cody, Dustin, Travis, Garrett, Hunter, Chase",
  fam="Henderson, Whitaker, Mitchell, Parker, Brooks, Caldwell, Jenkins, Dawson, Holt, Schaefer", mid=0.3)
O("african_american", "North America", "African American",
  f="Keisha, Latoya, Imani, Aaliyah, Tanisha, Ebony, Jasmine",
  m="DeShawn, Tyrone, Jamal, Darnell, Marquise, Terrell, Jalen",
  fam="Washington, Jefferson, Robinson, Coleman, Freeman, Jackson, Banks, Gaines, Booker, Mosley", mid=0.2)
O("quebecois", "North America", "Québécois",
  f="Geneviève, Marie-Ève, Mélanie, Josée, Maude, Isabelle, Stéphanie",
  m="Jean-François, Marc-André, Sébastien, Mathieu, Simon-Pierre, Gaétan, Réjean",
  fam="Tremblay, Gagnon, Bouchard, Côté, Gauthier, Pelletier, Lévesque, Ouellet, Bélanger, St-Pierre")
O("acadian", "North America", "Acadian",
  f="Angèle, Édith, Yvette, Rachel, Nadine, Claudette",
  m="Aurèle, Euclide, Roméo, Gilles, Léonard, Rhéal",
  fam="LeBlanc, Cormier, Arsenault, Doucet, Thériault, Boudreau, Gallant, Robichaud, Comeau")
O("mexican", "North America", "Mexican",
  f="Guadalupe, Ximena, Itzel, Xóchitl, María José, Fernanda, Yesenia",
  m="José Luis, Juan Carlos, Emiliano, Jesús, Ulises, Rogelio, Cuauhtémoc",
  fam="Hernández, López, González, Ramírez, Flores, Cruz, Reyes, Mendoza, Garza, Villarreal", fam2=0.5)
O("maya", "North America", "Maya (Yucatec / K'iche')",
  f="Ixchel, Juana, Candelaria, Petrona, Manuela, Ixmukane",
  m="Baltazar, Domingo, Pascual, Gaspar, Tomás, Ixbalam",
  fam="Tzul, Canul, Pech, May, Cocom, Uc, Poot, Tzoc, Batz, Xicará", fam2=0.4)
O("nahua", "North America", "Nahua",
  f="Citlali, Yaretzi, Tonantzin, Xochiquetzal, Itzayana, Nayeli",
  m="Tenoch, Cuauhtli, Tlacael, Yaotl, Ehecatl, Tonatiuh",
  fam="Tecuatl, Xochicale, Cuautle, Xicohténcatl, Tlapale, Coatl, Ixtlilxóchitl", fam2=0.3)
O("cuban", "North America", "Cuban",
  f="Yamilé, Yusimí, Odalys, Dayana, Yanelis, Marisleysis",
  m="Yoandri, Yunier, Osmany, Yasiel, Alexei, Reinaldo",
  fam="Pérez, Rodríguez, Valdés, Fonseca, Quintana, Rivero, Cárdenas, Estrada", fam2=0.5)
O("puerto_rican", "North America", "Puerto Rican",
  f="Marisol, Yaritza, Coralys, Zoraida, Migdalia, Keishla",
  m="Yadiel, Jomar, Edgardo, Luis Ángel, Wilfredo, Xavier",
  fam="Rivera, Colón, Vázquez, Ortiz, Figueroa, Torres, Santiago, Rosario, Cintrón, Maldonado", fam2=0.5)
O("dominican", "North America", "Dominican",
  f="Yokasta, Altagracia, Yohanna, Scarlet, Rosanna, Wendy",
  m="Wascar, Freddy, Yeison, Franklin, Ramón, Wilkin, Starling",
  fam="Peña, Almonte, Batista, Tejada, Guzmán, Polanco, Mejía, Abreu, Espaillat", fam2=0.5)
O("haitian", "North America", "Haitian",
  f="Nadège, Fabienne, Marie-Ange, Guerline, Roseline, Mirlande, Widline",
  m="Jean-Robert, Wilner, Frantz, Stevenson, Widmarc, Jocelyn",
  fam="Pierre-Louis, Jean-Baptiste, Étienne, Théodore, Dorélien, Saint-Fleur, Joseph, Desrosiers, Louissaint")
O("jamaican", "North America", "Jamaican",
  f="Shanique, Tameka, Kerry-Ann, Shelly-Ann, Nadine, Sherece",
  m="Delroy, Leroy, Rohan, Kemar, Oneil, Garfield",
  fam="Thompson, Grant, McKenzie, Francis, Hylton, Whyte, Ebanks, Lindo")
O("trinidadian", "North America", "Indo-Trinidadian",
  f="Savitri, Radica, Indira, Vashti, Kamla, Rajdaye",
  m="Ramesh, Dev, Ravi, Anand, Surujpaul, Deonarine",
  fam="Maharaj, Ramkissoon, Persad, Ramdass, Boodoo, Ramlogan, Mohammed, Sookdeo")
O("garifuna", "North America", "Garifuna",
  f="Graciela, Aurelia, Nidia, Sonia, Marcelina, Lucía",
  m="Andy, Aurelio, Cayetano, Rodolfo, Evaristo, Pen",
  fam="Palacio, Lambey, Zuniga, Guity, Bernárdez, Arzú, Sabio, Castillo")
O("salvadoran", "North America", "Salvadoran",
  f="Xiomara, Dinora, Karla, Ana Cecilia, Yesenia, Roxana",
  m="Wilber, Josué, Ernesto, Elmer, Balmore, Oscar Armando",
  fam="Alvarenga, Menjívar, Bonilla, Chicas, Argueta, Quintanilla, Ayala, Rivas", fam2=0.5)
O("guatemalan", "North America", "Guatemalan",
  f="Brenda, Heidy, Mildred, Sindy, Evelyn, Lesbia",
  m="Byron, Édgar, Wálter, Otto, Selvin, Mynor",
  fam="Barrios, Monterroso, Orellana, Cabrera, Aldana, Samayoa, Ixcot, Cuxil", fam2=0.5)
O("costa_rican", "North America", "Costa Rican",
  f="Rebeca, Hazel, Kattia, Mariela, Grettel, Yorleny",
  m="Keilor, Randall, Greivin, Minor, Warner, Geovanny",
  fam="Solís, Mora, Chaves, Araya, Quesada, Alfaro, Arias, Villalobos", fam2=0.6)
O("navajo", "North America", "Diné (Navajo)",
  f="Shaandiin, Nizhoni, Darlene, Rochelle, Tanya, Loretta",
  m="Delbert, Kee, Wilson, Leonard, Ahiga, Wendell",
  fam="Yazzie, Begay, Tsosie, Benally, Nez, Etsitty, Manygoats, Tso, Bitsui")
O("lakota", "North America", "Lakota",
  f="Winona, Marcella, Tasha, Charmaine, Wanda, Cheyenne",
  m="Lyle, Tokala, Chaske, Marlon, Russell, Wambli",
  fam="Two Bulls, Red Cloud, Iron Shell, Little Thunder, Yellow Hawk, Eagle Elk, Bear Runner")
O("ojibwe", "North America", "Anishinaabe (Ojibwe)",
  f="Ziigwan, Waaseyaa, Brenda, Tracy, Leona, Nokomis",
  m="Nodin, Migizi, Gerald, Duane, Rodney, Ogima",
  fam="Kingbird, Morrisseau, Cadotte, Beaulieu, Bluesky, Jourdain, Stonefish, Kakegamic")
O("cree", "North America", "Cree",
  f="Delia, Pauline, Tanis, Charlene, Georgina, Marlene",
  m="Norval, Clarence, Dwayne, Kisik, Wapun, Wayne",
  fam="Cardinal, Badger, Laboucane, Whitehead, Okimaw, Ermineskin, Littlechild, Moosomin")
O("inuit", "North America", "Inuit",
  f="Siila, Aviaq, Nivi, Qaunaq, Ulluriaq, Malaya",
  m="Nuka, Piita, Iqaluk, Tuktu, Sakiasi, Jupi",
  fam="Kunuk, Arnaquq, Qitsualik, Kilabuk, Ipeelie, Nungaq, Angnakak, Pootoogook")
O("greenlandic", "North America", "Greenlandic",
  f="Aaja, Naja, Paninnguaq, Aviaja, Ivalu, Aleqa",
  m="Aqqaluk, Kuupik, Inunnguaq, Malik, Hans, Kaalipaluk",
  fam="Kleist, Lynge, Motzfeldt, Egede, Petrussen, Høegh, Berthelsen, Heilmann")
O("colombian", "South America", "Colombian",
  f="Valentina, Daniela, Luz Marina, Yuliana, Marcela, Paola, Manuela",
  m="Andrés Felipe, Juan Sebastián, Camilo, Jhon Fredy, Esteban, Mauricio, Cristian",
  fam="Restrepo, Londoño, Ospina, Gaviria, Arango, Zuluaga, Cardona, Uribe, Vélez, Henao", fam2=0.6)
O("venezuelan", "South America", "Venezuelan",
  f="Maryelis, Génesis, Oriana, Yelitza, Mariangel, Dayerlin",
  m="Yorman, Wuilmer, Jhonny, Yonathan, Deivis, Endrick",
  fam="Rangel, Briceño, Urdaneta, Chacón, Carrasquero, Pernía, Contreras, Añez", fam2=0.5)
O("peruvian", "South America", "Peruvian",
  f="Milagros, Flor de María, Giuliana, Lucero, Karina, Rosa",
  m="Renzo, Piero, Jhonatan, Wilmer, César Augusto, Gianmarco, Alonso",
  fam="Chávez, Vargas, Rojas, Salazar, Paredes, Castillo, Huamán, Quispe", fam2=0.5)
O("quechua", "South America", "Quechua",
  f="Killa, Sumaq, Wayta, Chaska, Marcelina, Epifania",
  m="Inti, Amaru, Kusi, Wayra, Hilario, Saturnino",
  fam="Quispe, Huamán, Condori, Apaza, Huaraca, Ccahuana, Ccori, Yupanqui", fam2=0.5)
O("aymara", "South America", "Aymara",
  f="Wara, Sisa, Nayra, Basilia, Eulogia, Felipa",
  m="Willka, Evaristo, Rufino, Macario, Celestino, Amaru",
  fam="Mamani, Choque, Condori, Huanca, Ticona, Limachi, Chambi, Copa", fam2=0.5)
O("chilean", "South America", "Chilean",
  f="Constanza, Javiera, Catalina, Francisca, Trinidad, Antonia, Josefa",
  m="Benjamín, Matías, Vicente, Cristóbal, Joaquín, Agustín",
  fam="Muñoz, Soto, Araya, Valenzuela, Tapia, Sepúlveda, Fuentealba, Aravena", fam2=0.5)
O("mapuche", "South America", "Mapuche",
  f="Ayelén, Rayén, Millaray, Aylin, Relmu, Llanka",
  m="Lautaro, Nahuel, Aukan, Millaqueo, Lemu, Calfuqueo",
  fam="Huenchullán, Catrileo, Millapán, Ñanculef, Painemal, Huenchumilla, Collío, Llancaqueo", fam2=0.5)
O("argentine", "South America", "Argentine",
  f="Florencia, Agustina, Sofía, Camila, Belén, Micaela",
  m="Facundo, Santiago, Nicolás, Ezequiel, Ignacio, Lautaro",
  fam="Gómez, Rossi, Ferrari, Álvarez, Domínguez, Romero, Iturralde, Schiavone")
O("paraguayan", "South America", "Paraguayan (Guaraní)",
  f="Arami, Jasy, Ysapy, Yerutí, Mirian, Liz",
  m="Arandu, Derlis, Nery, Osvaldo, Ñamandu, Celso",
  fam="Benítez, Giménez, Ayala, Villalba, Cáceres, Báez, Insfrán, Riquelme", fam2=0.4)
O("brazilian", "South America", "Brazilian",
  f="Ana Luiza, Thaís, Júlia, Gabriela, Letícia, Luana, Raíssa",
  m="João Pedro, Caio, Thiago, Rafael, Vinícius, Leandro, Guilherme",
  fam="da Silva, dos Santos, Oliveira, Souza, Ferreira, Almeida, Nascimento, Moura, de Araújo", fam2=0.45)
O("ecuadorian", "South America", "Ecuadorian",
  f="Jessenia, Maritza, Gissela, Janeth, Mishel, Dayana",
  m="Darwin, Fausto, Segundo, Galo, Holger, Byron",
  fam="Zambrano, Cevallos, Moreira, Loor, Vera, Carrión, Bravo, Andrade", fam2=0.5)
O("surinamese", "South America", "Surinamese",
  f="Chantal, Shanti, Wendelien, Sita, Sumintra, Ilse",
  m="Ashwin, Radjen, Wensley, Soedjai, Ricardo, Romano",
  fam="Ramdin, Pinas, Sital, Kartosen, Doekhie, Karijo, Wongsodikromo, Tjon-A-Fat, Fung-A-Loi")
O("guyanese", "South America", "Guyanese",
  f="Shondell, Ramona, Nandranie, Coretta, Bibi, Tiffany",
  m="Keon, Jagdeo, Ryan, Shawn, Terrence, Omesh",
  fam="Persaud, Rambarran, Fraser, Ramsammy, Benn, Griffith, Bacchus, Khan")
