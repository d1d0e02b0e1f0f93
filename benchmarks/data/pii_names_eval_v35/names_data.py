# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v35 (customer support / retail / logistics).

Written from scratch for this corpus; not taken from any package or data set.

Each origin has:
  f, m   comma-separated given names (female, male)
  fam    comma-separated family names; "Masc|Fem" where the form depends on gender
  style  how a full name is put together (see make_corpus.person()):
           gf        given + family
           fg        family + given (East Asian / Khmer order)
           hu        Hungarian: family-first 40 % of the time
           jp        Japanese: family-first 25 % of the time
           es2       Spanish: a second surname 45 % of the time
           pt2       Portuguese/Brazilian: a second surname 50 % of the time
           vi        Vietnamese: family + middle (Thi/Van) + given, 30 % without diacritics
           ar        Arabic: "bin/bint <father>" inserted 30 % of the time
           ml        Malay: given + bin/binti + father
           pat       given + father's name (+ grandfather's name 40 %), Somali/Ethiopian
           ru        Russian-style: patronymic (gendered, from `patr`) 25 % of the time
           ta        Tamil: initial + given 35 % of the time ("R. Karthik")
           mono      one name, no family name (Burmese full names, some Javanese)
           id        Indonesian: mononym 25 % of the time
           is        Icelandic patronymic (gendered family list)
"""

ORIGINS = {
    # ---------------------------------------------------------------- British Isles / Anglo
    "english": dict(
        f="Harriet, Imogen, Poppy, Eleanor, Beatrice, Rosalind, Millie, Tamsin",
        m="Oliver, Rupert, Alfie, Toby, Edmund, Jasper, Nigel, Callum",
        fam="Ashworth, Pennington, Holloway, Whitmore, Bramley, Featherstone, Oakes, Thistlewood, Hargreaves",
        style="gf"),
    "scottish": dict(
        f="Isla, Morag, Kirsty, Ailsa, Eilidh, Catriona, Fiona",
        m="Hamish, Angus, Ruaridh, Fraser, Lachlan, Murdo, Euan",
        fam="MacLeod, Drummond, McAllister, Urquhart, Buchanan, MacKinnon, Sutherland, Lamont",
        style="gf"),
    "irish": dict(
        f="Siobhán, Aoife, Niamh, Gráinne, Clodagh, Saoirse, Orlaith",
        m="Pádraig, Cillian, Darragh, Oisín, Ruairí, Tadhg, Colm",
        fam="Ó Súilleabháin|Ní Shúilleabháin, O'Donoghue, Mac Giolla Phádraig, Fitzgerald, Ó Briain|Ní Bhriain, Kavanagh, McGettigan, Ó Ceallaigh|Ní Cheallaigh",
        style="gf"),
    "welsh": dict(
        f="Angharad, Cerys, Eluned, Gwenllian, Nia, Rhiannon, Ffion",
        m="Dafydd, Emyr, Gruffudd, Iolo, Rhodri, Aneurin, Owain",
        fam="ap Rhys, Pritchard, Llewellyn, Gruffydd, Bowen, Prosser, Vaughan, Parry",
        style="gf"),
    "american": dict(
        f="Kaylee, Brittany, Madison, Shelby, Courtney, Mackenzie, Brooke",
        m="Tanner, Cody, Bryce, Garrett, Dustin, Colton, Wyatt",
        fam="Kowalczyk-Reyes, McAllister-Boyd, Hendricks, Thibodeaux, Vandenberg, Larkin, Dempsey, Kowalewski, Haskins",
        style="gf"),
    "african_american": dict(
        f="Latoya, Shaniqua, Keisha, Imani, Ebony, Aaliyah, Tanisha",
        m="DeShawn, Jamal, Tyrone, Darnell, Marquise, Terrell, Jaylen",
        fam="Washington, Jefferson, Freeman, Battle, Gaines, Okoro-Jenkins, Booker, Whitfield",
        style="gf"),
    "jamaican": dict(
        f="Shauna-Kay, Tishanna, Kerry-Ann, Nadine, Shanique, Georgia-May",
        m="Odane, Rushane, Kemar, Andre, Delroy, Tajay",
        fam="Campbell-Brown, Grant, McFarlane, Thompson, Ebanks, Powell, Morrison, Salmon",
        style="gf"),
    "haitian": dict(
        f="Nadège, Mirlande, Guerline, Widline, Fabienne, Rose-Merline",
        m="Wilkens, Jean-Robert, Fritznel, Wesner, Lesly, Jimmy-Alex",
        fam="Pierre-Louis, Dorsainvil, Jean-Baptiste, Desrosiers, Étienne, Bazelais, Cadet, Louissaint",
        style="gf"),
    "quebecois": dict(
        f="Geneviève, Marie-Ève, Josée, Mélanie, Sylvie, Maude",
        m="Réjean, Gaétan, Sébastien, Mathieu, Jean-François, Yannick",
        fam="Tremblay, Gagnon, Bouchard, Lévesque, Côté, Pelletier, Gauthier, Bergeron",
        style="gf"),
    # ---------------------------------------------------------------- Western Europe
    "german": dict(
        f="Annegret, Friederike, Svenja, Hannelore, Wiebke, Jutta, Mareike",
        m="Jürgen, Hartmut, Detlef, Florian, Lutz, Benedikt, Torsten",
        fam="Schäfer, Großmann, Brinkmann, von Bülow, Kühnel, Hoffmeister, Oberländer, zu Stolberg, Wächter",
        style="gf"),
    "swiss": dict(
        f="Regula, Vreni, Seraina, Mirjam, Corinne, Ursina",
        m="Beat, Urs, Reto, Mattia, Ueli, Gian-Luca",
        fam="Bärtschi, Grüter, Zwahlen, Caflisch, Hunziker, Stucki, Tschümperlin, Aebischer",
        style="gf"),
    "dutch": dict(
        f="Femke, Marieke, Anouk, Sanne, Lieke, Maartje, Roos",
        m="Daan, Joost, Bram, Sjoerd, Thijs, Wouter, Gert-Jan",
        fam="van der Meulen, de Vries, van 't Hek, Bakker, ter Steege, van den Hoogenband, Visser, Oosterhuis, in 't Veld",
        style="gf"),
    "flemish": dict(
        f="Griet, Lien, Elke, Hanne, Katrien, Ann-Sofie",
        m="Pieter-Jan, Jens, Wout, Stijn, Koen, Dries",
        fam="Vandenbroucke, De Smet, Vermeulen, Van Damme, Claes, Peeters, Goossens, Vanhoutte",
        style="gf"),
    "french": dict(
        f="Ségolène, Apolline, Capucine, Maëlle, Clémence, Élodie, Anne-Laure",
        m="Timothée, Baptiste, Gaspard, Aurélien, Benoît, Jean-Marc, Loïc",
        fam="Lefebvre, Dubois-Marchand, de La Rochefoucauld, Garnier, Fontaine, Chevallier, Rousseau, Delacroix, Mercier",
        style="gf"),
    "breton": dict(
        f="Gwenaëlle, Nolwenn, Maiwenn, Rozenn, Enora, Soazig",
        m="Yannig, Erwan, Gwenolé, Tanguy, Ronan, Brieuc",
        fam="Le Gall, Le Goff, Kerjean, Le Bihan, Quéré, Guivarc'h, Le Floch, Tanguy-Riou",
        style="gf"),
    "spanish": dict(
        f="Almudena, Rocío, Inmaculada, Begoña, Macarena, Nerea, Pilar",
        m="Íñigo, Gonzalo, Álvaro, Fermín, Borja, Jacinto, Rodrigo",
        fam="García, Fernández, Sánchez, Gutiérrez, Domínguez, Romero, de la Fuente, Castillo, Ortega",
        style="es2"),
    "catalan": dict(
        f="Montserrat, Núria, Mireia, Laia, Meritxell, Roser",
        m="Jordi, Oriol, Pau, Quim, Arnau, Xavier",
        fam="Puigdemont, Vilanova, Roca, Casals, Ferrer, Soler, Puig, Vendrell",
        style="es2"),
    "basque": dict(
        f="Itziar, Amaia, Garazi, Irati, Miren, Ane, Maialen",
        m="Aitor, Iker, Unai, Gorka, Eneko, Xabier, Jon",
        fam="Etxeberria, Goikoetxea, Agirre, Zubizarreta, Urrutia, Arrieta, Larrañaga, Olaizola, Etxebarria",
        style="es2"),
    "galician": dict(
        f="Uxía, Antía, Iria, Sabela, Xiana, Noa",
        m="Xoán, Brais, Anxo, Roi, Xurxo, Iago",
        fam="Castro, Otero, Outeiro, Rivas, Seoane, Vilariño, Pazos, Carballo",
        style="es2"),
    "portuguese": dict(
        f="Leonor, Inês, Margarida, Filipa, Beatriz, Matilde",
        m="Duarte, Tiago, Gonçalo, Rui, Afonso, Vasco",
        fam="Carvalho, Magalhães, Figueiredo, Sousa, Pereira, dos Reis, da Cunha, Antunes",
        style="pt2"),
    "brazilian": dict(
        f="Thaís, Luana, Jéssica, Ana Luiza, Raissa, Maria Eduarda, Gleice",
        m="João Pedro, Thiago, Wellington, Caio, Rodrigo, Luiz Felipe, Anderson",
        fam="Oliveira, dos Santos, Nascimento, Ferreira, da Silva, Albuquerque, Barbosa, de Souza, Medeiros",
        style="pt2"),
    "mexican": dict(
        f="Guadalupe, Xóchitl, Ximena, Citlali, Marisol, Yesenia",
        m="Juan Carlos, Jesús, Eduardo, Ulises, Cuauhtémoc, Aurelio",
        fam="Hernández, Martínez, López, Ramírez, Cervantes, Villanueva, Zúñiga, Mendoza",
        style="es2"),
    "argentine": dict(
        f="Florencia, Agustina, Milagros, Luciana, Camila, Sol",
        m="Facundo, Gastón, Matías, Nicolás, Santiago, Ezequiel",
        fam="Benedetti, Fernández, Rossi, Giménez, Paz, Acosta, Bianchi, Quiroga",
        style="es2"),
    "colombian": dict(
        f="Yuliana, Daniela, Marcela, Leidy, Valentina, Paola",
        m="Jhon Fredy, Andrés Felipe, Camilo, Brayan, Yeison, Wilmer",
        fam="Restrepo, Londoño, Cardona, Arango, Ospina, Valencia, Montoya, Echeverri",
        style="es2"),
    "italian": dict(
        f="Chiara, Ginevra, Federica, Beatrice, Arianna, Loredana, Assunta",
        m="Gianluca, Salvatore, Lorenzo, Ettore, Pierpaolo, Carmine, Massimo",
        fam="Esposito, De Luca, Ferraro, Di Stefano, Lombardi, Santoro, Mancini, Dell'Acqua, Lo Bianco",
        style="gf"),
    "maltese": dict(
        f="Marthese, Doriette, Josette, Rebekah, Graziella, Kimberly-Ann",
        m="Ġorġ, Kurt, Mattew, Ġużeppi, Clayton, Jean-Pierre",
        fam="Borg, Camilleri, Vella, Zammit, Farrugia, Grech, Azzopardi, Micallef",
        style="gf"),
    # ---------------------------------------------------------------- Southern/Eastern Europe
    "greek": dict(
        f="Eleni, Dimitra, Chrysoula, Vasiliki, Anastasia, Sofia",
        m="Giorgos, Konstantinos, Stavros, Thanasis, Panagiotis, Spyros",
        fam="Papadopoulos|Papadopoulou, Georgiou, Konstantinidis|Konstantinidou, Nikolaidis|Nikolaidou, Alexiou, Karamanlis|Karamanli, Oikonomou, Vlachos|Vlachou",
        style="gf"),
    "albanian": dict(
        f="Arbëresha, Drita, Lindita, Blerta, Mimoza, Erjona",
        m="Arbër, Besnik, Fatmir, Ilir, Dritan, Gëzim",
        fam="Hoxha, Krasniqi, Berisha, Gashi, Shehu, Kelmendi, Dervishi, Leka",
        style="gf"),
    "romanian": dict(
        f="Ioana, Mihaela, Andreea, Roxana, Loredana, Oana",
        m="Mihai, Bogdan, Răzvan, Sorin, Cătălin, Ionuț",
        fam="Popescu, Ionescu, Dumitrescu, Stănescu, Munteanu, Constantinescu, Gheorghiu, Ciobanu",
        style="gf"),
    "hungarian": dict(
        f="Zsófia, Erzsébet, Réka, Boglárka, Ildikó, Krisztina",
        m="Bálint, Gergely, Szabolcs, Zoltán, Levente, Ákos",
        fam="Nagy, Kovács, Szőke, Tóth, Horváth, Varga, Fekete, Szűcs",
        style="hu"),
    "polish": dict(
        f="Agnieszka, Małgorzata, Zofia, Katarzyna, Joanna, Grażyna",
        m="Krzysztof, Grzegorz, Wojciech, Przemysław, Bartłomiej, Łukasz",
        fam="Kowalski|Kowalska, Wiśniewski|Wiśniewska, Zieliński|Zielińska, Wójcik, Szymański|Szymańska, Dąbrowski|Dąbrowska, Krawczyk, Pietrzak",
        style="gf"),
    "czech": dict(
        f="Kateřina, Lucie, Tereza, Markéta, Zdeňka, Jitka",
        m="Jiří, Ondřej, Vojtěch, Přemysl, Radek, Tomáš",
        fam="Novák|Nováková, Dvořák|Dvořáková, Procházka|Procházková, Černý|Černá, Kučera|Kučerová, Veselý|Veselá, Svoboda|Svobodová, Horák|Horáková",
        style="gf"),
    "slovak": dict(
        f="Zuzana, Ľubica, Miroslava, Daniela, Katarína, Janka",
        m="Ľubomír, Matúš, Juraj, Marek, Rastislav, Dušan",
        fam="Hudák|Hudáková, Kováč|Kováčová, Baláž|Balážová, Šimko|Šimková, Lukáč|Lukáčová, Oravec|Oravcová, Mikuš|Mikušová",
        style="gf"),
    "slovenian": dict(
        f="Špela, Urška, Mojca, Nataša, Tjaša, Maja",
        m="Gregor, Matej, Žiga, Aljoša, Primož, Rok",
        fam="Novak, Horvat, Kranjc, Zupančič, Potočnik, Kovačič, Mlakar, Vidmar",
        style="gf"),
    "croatian": dict(
        f="Ivana, Marija, Ana-Marija, Snježana, Dubravka, Mateja",
        m="Ivan, Krešimir, Tomislav, Zvonimir, Hrvoje, Dario",
        fam="Horvat, Kovačević, Babić, Marić, Jurić, Perković, Šarić, Vuković",
        style="gf"),
    "serbian": dict(
        f="Jelena, Milica, Dragana, Snežana, Jovana, Tijana",
        m="Miloš, Nemanja, Dragan, Vuk, Stefan, Bojan",
        fam="Petrović, Jovanović, Nikolić, Đorđević, Stojanović, Ilić, Marković, Radosavljević",
        style="gf"),
    "bosnian": dict(
        f="Amra, Lejla, Selma, Edina, Ajla, Merima",
        m="Adnan, Emir, Haris, Kenan, Mirza, Jasmin",
        fam="Hodžić, Begić, Delić, Mehmedović, Hasanović, Kurtović, Softić, Omerović",
        style="gf"),
    "bulgarian": dict(
        f="Desislava, Tsvetelina, Rumyana, Gergana, Yordanka, Radka",
        m="Hristo, Stoyan, Todor, Lyubomir, Dimitar, Kaloyan",
        fam="Ivanov|Ivanova, Georgiev|Georgieva, Dimitrov|Dimitrova, Todorov|Todorova, Stoyanov|Stoyanova, Kolev|Koleva, Yankov|Yankova",
        style="gf"),
    "macedonian": dict(
        f="Biljana, Vesna, Marija, Elena, Kristina, Zorica",
        m="Goran, Zoran, Trajko, Aleksandar, Darko, Nikola",
        fam="Stojanovski|Stojanovska, Trajkovski|Trajkovska, Nikolovski|Nikolovska, Petrovski|Petrovska, Angelovski|Angelovska, Ristovski|Ristovska",
        style="gf"),
    "russian": dict(
        f="Yekaterina, Svetlana, Lyudmila, Olesya, Nadezhda, Anastasiya",
        m="Vyacheslav, Dmitriy, Sergey, Yevgeniy, Anatoliy, Pavel",
        fam="Kuznetsov|Kuznetsova, Sokolov|Sokolova, Volkov|Volkova, Lebedev|Lebedeva, Morozov|Morozova, Orlov|Orlova, Zaytsev|Zaytseva, Belyakov|Belyakova",
        patr="Sergeyevich|Sergeyevna, Ivanovich|Ivanovna, Mikhailovich|Mikhailovna, Petrovich|Petrovna, Andreyevich|Andreyevna",
        style="ru"),
    "ukrainian": dict(
        f="Oksana, Olena, Halyna, Solomiia, Yaryna, Khrystyna",
        m="Bohdan, Taras, Mykola, Oleksandr, Vasyl, Yaroslav",
        fam="Shevchenko, Kovalenko, Bondarenko, Tkachuk, Melnyk, Kravchenko, Hrytsenko, Savchuk",
        style="gf"),
    "belarusian": dict(
        f="Alesia, Yanina, Hanna, Palina, Kryscina, Darya",
        m="Ales, Uladzimir, Zmitser, Siarhei, Andrei, Yauhen",
        fam="Karatkevich, Bahdanovich, Lukashevich, Marozau|Marozava, Shushkevich, Yakimovich, Kalinouski|Kalinouskaya",
        style="gf"),
    "lithuanian": dict(
        f="Rūta, Eglė, Gintarė, Aistė, Jurgita, Indrė",
        m="Mindaugas, Darius, Vytautas, Tomas, Žygimantas, Giedrius",
        fam="Kazlauskas|Kazlauskienė, Petrauskas|Petrauskienė, Jankauskas|Jankauskienė, Žukauskas|Žukauskaitė, Vasiliauskas|Vasiliauskienė, Butkus|Butkienė",
        style="gf"),
    "latvian": dict(
        f="Ilze, Zane, Baiba, Inese, Līga, Dace",
        m="Jānis, Andris, Māris, Kārlis, Raimonds, Edgars",
        fam="Bērziņš|Bērziņa, Kalniņš|Kalniņa, Ozoliņš|Ozoliņa, Liepiņš|Liepiņa, Krūmiņš|Krūmiņa, Vītols|Vītola",
        style="gf"),
    "estonian": dict(
        f="Kadri, Triin, Piret, Liis, Merike, Kärt",
        m="Tõnu, Priit, Märt, Indrek, Rasmus, Jaanus",
        fam="Tamm, Saar, Sepp, Mägi, Kask, Kukk, Rebane, Ilves",
        style="gf"),
    # ---------------------------------------------------------------- Nordic / Arctic
    "finnish": dict(
        f="Aino, Satu, Tuulikki, Päivi, Hilkka, Sirpa",
        m="Jukka, Pekka, Eero, Tapio, Ilkka, Veli-Matti",
        fam="Virtanen, Mäkinen, Nieminen, Hämäläinen, Koskinen, Heikkinen, Järvinen, Lehtonen",
        style="gf"),
    "sami": dict(
        f="Máret, Risten, Elle, Biret, Ingá, Sunná",
        m="Áilu, Ánte, Niillas, Isak-Mikkel, Jovnna, Ovllá",
        fam="Gaup, Somby, Eira, Hætta, Turi, Valkeapää, Buljo, Magga, Utsi",
        style="gf"),
    "swedish": dict(
        f="Ingrid, Linnéa, Sigrid, Märta, Elsa, Ebba",
        m="Gustav, Björn, Anders, Sixten, Hampus, Måns",
        fam="Lindqvist, Bergström, Åkesson, Sjöberg, Nyström, Engström, Holmqvist, Öberg",
        style="gf"),
    "norwegian": dict(
        f="Solveig, Ragnhild, Tuva, Ingvild, Sigrun, Oddny",
        m="Øystein, Håkon, Eirik, Torbjørn, Sindre, Vegard",
        fam="Haugen, Bakken, Solberg, Kristiansen, Lie, Strand, Aasen, Fjeldstad",
        style="gf"),
    "danish": dict(
        f="Mette, Karen, Signe, Lærke, Birgitte, Pernille",
        m="Søren, Mads, Anders, Rasmus, Kasper, Jesper",
        fam="Jørgensen, Mikkelsen, Kjærgaard, Thygesen, Dahl, Østergaard, Frandsen, Bech",
        style="gf"),
    "icelandic": dict(
        f="Guðrún, Sigríður, Þórdís, Hrafnhildur, Ásdís, Ragnheiður",
        m="Þórður, Gunnar, Sigurður, Halldór, Einar, Ólafur",
        fam="Jónsson|Jónsdóttir, Gunnarsson|Gunnarsdóttir, Magnússon|Magnúsdóttir, Stefánsson|Stefánsdóttir, Ólafsson|Ólafsdóttir, Björnsson|Björnsdóttir",
        style="is"),
    "faroese": dict(
        f="Rannvá, Sunnvá, Bjørg, Turið, Elin, Guðrið",
        m="Rógvi, Sjúrður, Heðin, Jóannes, Tróndur, Bárður",
        fam="Joensen, Poulsen, Hansen, Petersen, Dam, Højgaard, Olsen, Mikkelsen",
        style="gf"),
    "inuit": dict(
        f="Aputi, Nivi, Malaya, Ataata, Siku, Leetia",
        m="Ujarak, Pauloosie, Nuka, Taqialuk, Iqaluk, Pitseolak",
        fam="Arnaquq, Qaqqaq, Ootoova, Kunuk, Akeeagok, Ipellie, Kusugak, Nutarak, Angnakak",
        style="gf"),
    # ---------------------------------------------------------------- Caucasus / Turkic / Central Asia
    "turkish": dict(
        f="Elif, Zeynep, Gülşen, Büşra, Özlem, Şeyma, İlayda",
        m="Mehmet, Oğuz, Barış, Çağlar, Emre, Tolga, İsmail",
        fam="Yılmaz, Öztürk, Çelik, Şahin, Doğan, Kılıç, Aydın, Karaağaç, Ünal",
        style="gf"),
    "kurdish": dict(
        f="Rojda, Berfin, Shilan, Hêvî, Zozan, Nareen",
        m="Azad, Karwan, Rebwar, Shvan, Baran, Dler",
        fam="Hawrami, Zebari, Shwani, Mirani, Bamarni, Qaradaghi, Sindi, Berwari",
        style="gf"),
    "armenian": dict(
        f="Anahit, Lilit, Nare, Armine, Siranush, Gayane",
        m="Tigran, Aram, Hayk, Narek, Gevorg, Vahe",
        fam="Petrosyan, Hovhannisyan, Grigoryan, Sargsyan, Harutyunyan, Mkrtchyan, Avetisyan, Ghazaryan",
        style="gf"),
    "georgian": dict(
        f="Nino, Tamar, Ketevan, Salome, Eka, Natia",
        m="Giorgi, Levan, Irakli, Nikoloz, Zurab, Lasha",
        fam="Beridze, Kapanadze, Gelashvili, Maisuradze, Tsiklauri, Lomidze, Japaridze, Chkheidze",
        style="gf"),
    "azerbaijani": dict(
        f="Aynur, Günel, Leyla, Sevinc, Nərgiz, Aysel",
        m="Elçin, Rəşad, Tural, Vüqar, Orxan, Elnur",
        fam="Məmmədov|Məmmədova, Əliyev|Əliyeva, Hüseynov|Hüseynova, Quliyev|Quliyeva, Həsənov|Həsənova, Abbasov|Abbasova",
        style="gf"),
    "kazakh": dict(
        f="Aigerim, Dinara, Gulnaz, Zhanar, Saule, Ainur",
        m="Nursultan, Yerlan, Daulet, Askar, Serik, Temirlan",
        fam="Nurlanov|Nurlanova, Abenov|Abenova, Zhakupov|Zhakupova, Seitkali, Tokayev|Tokayeva, Omarov|Omarova",
        style="gf"),
    "uzbek": dict(
        f="Dilnoza, Nodira, Gulnora, Shahnoza, Mohira, Zarina",
        m="Jasur, Bekzod, Otabek, Sardor, Ulugbek, Sherzod",
        fam="Karimov|Karimova, Rashidov|Rashidova, Yusupov|Yusupova, Tursunov|Tursunova, Ergashev|Ergasheva, Xolmatov|Xolmatova",
        style="gf"),
    "kyrgyz": dict(
        f="Aizada, Cholpon, Nurzhan, Begimai, Asel, Elnura",
        m="Chyngyz, Bakyt, Almazbek, Kubanychbek, Ermek, Azamat",
        fam="Asanov|Asanova, Toktogulov|Toktogulova, Mamytov|Mamytova, Dzhumabaev|Dzhumabaeva, Osmonaliev|Osmonalieva, Sadyrov|Sadyrova",
        style="gf"),
    "tajik": dict(
        f="Firuza, Mehrangez, Manizha, Parvina, Zebo, Nigina",
        m="Farrukh, Rustam, Jamshed, Behruz, Sukhrob, Firdavs",
        fam="Rahmonov|Rahmonova, Nazarov|Nazarova, Saidov|Saidova, Sharipov|Sharipova, Mirzoev|Mirzoeva, Davlatov|Davlatova",
        style="gf"),
    "uyghur": dict(
        f="Mihrigul, Gulnar, Dilnaz, Patigül, Reyhan, Zulpiye",
        m="Ablimit, Memet, Ilham, Erkin, Nurmemet, Abduweli",
        fam="Tohti, Abdurehim, Qadir, Niyaz, Osman, Rozi, Kurban, Ismayil",
        style="gf"),
    "tatar": dict(
        f="Alsu, Gulnara, Chulpan, Leysan, Ilsiyar, Zulfiya",
        m="Ilnur, Rustem, Ildar, Marat, Almaz, Rinat",
        fam="Khayrullin|Khayrullina, Galiev|Galieva, Safin|Safina, Sharafutdinov|Sharafutdinova, Ziganshin|Ziganshina, Minnikhanov|Minnikhanova",
        style="gf"),
    "chechen": dict(
        f="Zarema, Madina, Kheda, Liana, Aminat, Luiza",
        m="Zelimkhan, Ramzan, Aslanbek, Magomed, Umar, Turpal-Ali",
        fam="Dudaev|Dudaeva, Magomadov|Magomadova, Umarov|Umarova, Bisultanov|Bisultanova, Saidulaev|Saidulaeva, Tsatsaev|Tsatsaeva",
        style="gf"),
    "mongolian": dict(
        f="Enkhjargal, Oyuntsetseg, Saruul, Nomin, Altantsetseg, Bolormaa",
        m="Bat-Erdene, Ganzorig, Temuulen, Munkhbat, Erdenebat, Sükhbat",
        fam="Batbayar, Ganbold, Tserendorj, Dashdorj, Luvsandorj, Otgonbayar, Purevdorj, Batsaikhan",
        style="gf"),
    "tibetan": dict(
        f="Pema, Dolma, Yangchen, Lhamo, Dechen, Tsering Yangzom",
        m="Tenzin, Jigme, Lobsang, Norbu, Sonam, Karma",
        fam="Dorje, Gyatso, Wangchuk, Namgyal, Tsering, Lhundup, Tashi, Phuntsok",
        style="gf"),
    # ---------------------------------------------------------------- Middle East / North Africa
    "persian": dict(
        f="Shirin, Parisa, Golnaz, Mahsa, Niloufar, Roya",
        m="Babak, Kourosh, Dariush, Mehrdad, Arash, Farhad",
        fam="Hosseini, Moradi, Tehrani, Rahimzadeh, Karimi, Ghorbani, Jafari, Shahbazi",
        style="gf"),
    "pashto": dict(
        f="Malalai, Zarghona, Palwasha, Nazo, Spogmai, Bibi Gul",
        m="Gulbuddin, Zalmai, Wahidullah, Ahmad Shah, Hayatullah, Noorullah",
        fam="Durrani, Yousafzai, Popalzai, Afridi, Khattak, Shinwari, Mohmand, Wardak",
        style="gf"),
    "arabic_gulf": dict(
        f="Noura, Maha, Shaikha, Hessa, Latifa, Mariam",
        m="Khalid, Sultan, Faisal, Abdulaziz, Hamad, Turki",
        fam="Al-Otaibi, Al-Qahtani, Al-Mansouri, Al-Shamsi, Al-Dosari, Al-Harbi, Al-Ghamdi, Al-Suwaidi",
        father="Saad, Nasser, Abdullah, Rashid, Mubarak, Salem",
        style="ar"),
    "arabic_levant": dict(
        f="Rania, Lina, Dima, Hiba, Nour, Yara",
        m="Rami, Fadi, Ziad, Bassam, Tarek, Wissam",
        fam="Haddad, Khoury, Nassar, Saliba, Abou Jaoude, Haddadin, Barakat, Tannous",
        father="Elias, Georges, Hanna, Youssef, Issa, Maroun",
        style="ar"),
    "egyptian": dict(
        f="Mona, Heba, Aya, Doaa, Shaimaa, Nermeen",
        m="Mahmoud, Amr, Sherif, Mostafa, Hany, Karim",
        fam="Abdel-Rahman, El-Sayed, Abdel-Fattah, Mansour, Shalaby, El-Masry, Soliman, Fawzy",
        father="Ahmed, Mohamed, Hassan, Ibrahim, Fathy, Samir",
        style="ar"),
    "moroccan": dict(
        f="Khadija, Fatima-Zahra, Salma, Zineb, Siham, Ghita",
        m="Youssef, Hamza, Mehdi, Anas, Ayoub, Othmane",
        fam="El Amrani, Benjelloun, Bennani, Tazi, Alaoui, El Idrissi, Berrada, Ouazzani",
        style="gf"),
    "hebrew": dict(
        f="Noa, Tamar, Shira, Yael, Michal, Hadas",
        m="Yonatan, Eitan, Amir, Itai, Noam, Ariel",
        fam="Ben-David, Mizrahi, Peretz, Avraham, Friedman, Shapira, Ben-Ami, Katz",
        style="gf"),
    # ---------------------------------------------------------------- Africa
    "amharic": dict(
        f="Selam, Meron, Hiwot, Bethlehem, Tigist, Mahlet",
        m="Dawit, Yonas, Tewodros, Abebe, Bereket, Henok",
        fam="Tesfaye, Haile, Bekele, Girma, Alemu, Wolde, Gebremariam, Kebede",
        style="pat"),
    "tigrinya": dict(
        f="Senait, Luwam, Saba, Helen, Yordanos, Feven",
        m="Filmon, Habtom, Yemane, Mebrahtu, Samuel, Tesfalem",
        fam="Tekle, Gebrehiwet, Habte, Berhane, Ghebreyesus, Woldemichael, Kidane, Tesfamariam",
        style="pat"),
    "oromo": dict(
        f="Chaltu, Lensa, Hawi, Bontu, Ayantu, Obse",
        m="Gemechu, Lelisa, Tolosa, Chala, Abdi, Jawar",
        fam="Gudina, Dhaba, Tolera, Feyisa, Bultum, Gutema, Hundessa, Wakjira",
        style="pat"),
    "somali": dict(
        f="Hodan, Fadumo, Sahra, Ifrah, Hibo, Nimco",
        m="Abdirahman, Mahad, Guled, Abdiweli, Liban, Farhan",
        fam="Farah, Warsame, Abdi, Jama, Hirsi, Mohamud, Egal, Dirie",
        style="pat"),
    "swahili": dict(
        f="Wanjiru, Zawadi, Neema, Rehema, Achieng, Subira",
        m="Baraka, Juma, Otieno, Kamau, Hamisi, Omondi",
        fam="Mwangi, Njoroge, Wambui, Odhiambo, Mutua, Kiprotich, Chepkoech, Nyambura",
        style="gf"),
    "luganda": dict(
        f="Nakato, Babirye, Namukasa, Nalwanga, Nansubuga, Nabukeera",
        m="Kato, Waswa, Ssemakula, Mukasa, Kizito, Lubega",
        fam="Ssebunya, Kiggundu, Mugerwa, Lwanga, Ssali, Nsubuga, Kasozi, Musoke",
        style="gf"),
    "yoruba": dict(
        f="Adebimpe, Folasade, Titilayo, Morenike, Oluwaseun, Yetunde",
        m="Babatunde, Olumide, Adewale, Oluwafemi, Ayodeji, Kolawole",
        fam="Adeyemi, Ogunleye, Oyelaran-Bakare, Adebayo, Akinola, Fashola, Ogundipe, Adekunle-Smith",
        style="gf"),
    "igbo": dict(
        f="Chiamaka, Ngozi, Adaeze, Chinwe, Ifeoma, Nneka",
        m="Chukwuemeka, Obinna, Ikenna, Chidi, Nnamdi, Uchenna",
        fam="Okafor, Nwosu, Eze, Obi, Okonkwo, Nwachukwu, Anyanwu, Okeke",
        style="gf"),
    "hausa": dict(
        f="Aisha, Hauwa, Zainab, Fatima, Hadiza, Amina",
        m="Abubakar, Musa, Sani, Garba, Aminu, Yakubu",
        fam="Bello, Danjuma, Abdullahi, Usman, Mohammed-Inuwa, Lawal, Shehu, Dantata",
        style="gf"),
    "akan": dict(
        f="Akosua, Abena, Efua, Ama, Adwoa, Yaa",
        m="Kwame, Kofi, Kwabena, Yaw, Kwaku, Kojo",
        fam="Mensah, Boateng, Asante, Owusu-Ansah, Appiah, Ofori-Atta, Agyeman, Darko",
        style="gf"),
    "wolof": dict(
        f="Fatou, Aminata, Khady, Ndeye, Awa, Mame Diarra",
        m="Moussa, Cheikh, Mamadou, Ousmane, Modou, Ibrahima",
        fam="Ndiaye, Diop, Fall, Sarr, Mbaye, Gueye, Thiam, Seck",
        style="gf"),
    "zulu": dict(
        f="Nomvula, Thandeka, Zanele, Nokuthula, Lindiwe, Ayanda",
        m="Sipho, Themba, Bongani, Sibusiso, Mandla, Lwazi",
        fam="Dlamini, Ndlovu, Mkhize, Ngcobo, Shabalala, Buthelezi, Khumalo, Mthembu",
        style="gf"),
    "xhosa": dict(
        f="Nosipho, Thembeka, Zintle, Nomsa, Siphokazi, Ayabonga",
        m="Luthando, Xolani, Mzwandile, Lwando, Sizwe, Thando",
        fam="Mbeki, Qwabe, Ngqobe, Mtshali, Mahlangu, Ngxola, Sokhela, Jonas",
        style="gf"),
    "sotho": dict(
        f="Palesa, Lerato, Mpho, Dineo, Nthabiseng, Refiloe",
        m="Tumelo, Thabo, Katleho, Teboho, Lebohang, Tshepo",
        fam="Mokoena, Mofokeng, Moloi, Nkosi, Letsie, Ramaphosa, Motaung, Sekhoto",
        style="gf"),
    "shona": dict(
        f="Tendai, Rufaro, Nyasha, Tsitsi, Chipo, Rumbidzai",
        m="Tatenda, Farai, Tafadzwa, Kudakwashe, Takudzwa, Simbarashe",
        fam="Moyo, Chikwanha, Mutasa, Chigumba, Marufu, Nyamande, Chiwenga, Madzima",
        style="gf"),
    "malagasy": dict(
        f="Voahangy, Hanitra, Lalao, Nirina, Tiana, Haingo",
        m="Hery, Andry, Rivo, Toky, Solofo, Mamy",
        fam="Rakotoarisoa, Randrianarivelo, Rasoanaivo, Andriamanantena, Razafindrakoto, Ravelomanana, Rabemananjara, Rakotomalala",
        style="gf"),
    # ---------------------------------------------------------------- South Asia
    "hindi": dict(
        f="Priyanka, Sunita, Kavya, Deepika, Ananya, Meenakshi",
        m="Rajesh, Amitabh, Vikram, Rohit, Siddharth, Manoj",
        fam="Sharma, Verma, Agarwal, Srivastava, Tiwari, Chaturvedi, Mishra, Saxena",
        style="gf"),
    "punjabi": dict(
        f="Harpreet, Simran, Jaspreet, Manjit, Gurleen, Navneet",
        m="Gurpreet, Harjinder, Manpreet, Baljit, Amarjeet, Sukhwinder",
        fam="Singh Gill, Kaur Sandhu, Dhillon, Grewal, Sidhu, Bains, Randhawa, Cheema",
        style="gf"),
    "gujarati": dict(
        f="Hetal, Falguni, Bhavna, Krupa, Nirali, Dhwani",
        m="Hardik, Jignesh, Chirag, Ketan, Mehul, Paresh",
        fam="Patel, Shah, Desai, Mehta, Parikh, Trivedi, Joshi, Vaghela",
        style="gf"),
    "marathi": dict(
        f="Madhuri, Snehal, Ashwini, Pallavi, Rutuja, Gauri",
        m="Sachin, Aniket, Omkar, Tushar, Sagar, Prathamesh",
        fam="Deshpande, Kulkarni, Patil, Joshi-Gokhale, Jadhav, Bhosale, Apte, Pawar",
        style="gf"),
    "bengali": dict(
        f="Anindita, Moumita, Rituparna, Sanchita, Tanushree, Nusrat",
        m="Arnab, Sourav, Debashish, Anirban, Partha, Rafiqul",
        fam="Chatterjee, Banerjee, Mukherjee, Bhattacharya, Sengupta, Chowdhury, Ganguly, Rahman",
        style="gf"),
    "tamil": dict(
        f="Kavitha, Lakshmi, Meenakshi, Revathi, Tamilselvi, Nithya",
        m="Karthik, Senthil, Murugan, Arun, Vignesh, Balaji",
        fam="Ramasamy, Subramaniam, Krishnan, Venkatesan, Palanisamy, Annamalai, Natarajan, Sundaram",
        style="ta"),
    "telugu": dict(
        f="Sravani, Lavanya, Bhavani, Sirisha, Padmaja, Harika",
        m="Venkata Ramana, Srinivas, Chaitanya, Naveen, Ravi Teja, Pavan",
        fam="Reddy, Naidu, Rao, Chowdary, Kondapalli, Yarlagadda, Gorantla, Vemuri",
        style="gf"),
    "kannada": dict(
        f="Shwetha, Chaitra, Pooja, Rashmi, Anitha, Sahana",
        m="Manjunath, Girish, Prakash, Nagaraj, Darshan, Shivakumar",
        fam="Gowda, Hegde, Shetty, Bhat, Kamath, Rao, Urs, Prabhu",
        style="gf"),
    "malayali": dict(
        f="Anjali, Divya, Sreelakshmi, Aswathy, Nimisha, Reshma",
        m="Arjun, Vishnu, Sreejith, Anoop, Jithin, Shyam",
        fam="Nair, Menon, Pillai, Kurup, Thomas, Kuriakose, Varghese, Panicker",
        style="gf"),
    "sinhala": dict(
        f="Nimali, Dilani, Chathurika, Ishara, Sanduni, Thilini",
        m="Chaminda, Kasun, Nuwan, Lahiru, Ruwan, Dinesh",
        fam="Perera, Jayasuriya, Wickramasinghe, Fernando, Bandara, Senanayake, Gunawardena, Dissanayake",
        style="gf"),
    "nepali": dict(
        f="Sabina, Pratima, Sarita, Anjana, Binita, Srijana",
        m="Bishnu, Prakash, Ram Bahadur, Suman, Dipendra, Bikash",
        fam="Shrestha, Gurung, Tamang, Thapa, Magar, Adhikari, Rai, Maharjan",
        style="gf"),
    "urdu": dict(
        f="Sadia, Ayesha, Mehwish, Sana, Hina, Rabia",
        m="Imran, Asif, Bilal, Faisal, Usman, Zeeshan",
        fam="Qureshi, Siddiqui, Chaudhry, Butt, Malik, Rizvi, Hashmi, Abbasi",
        style="gf"),
    # ---------------------------------------------------------------- East Asia
    "chinese": dict(
        f="Xiuying, Meiling, Jingyi, Xiaoyan, Yuxin, Huifang",
        m="Weiguo, Haoran, Zhiqiang, Jianhua, Yifan, Zihao",
        fam="Wang, Li, Zhang, Liu, Chen, Zhao, Xu, Ma, Wu, Ouyang",
        style="fg"),
    "cantonese": dict(
        f="Wing Yan, Hoi Ying, Mei Kuen, Suet Fong, Ka Yee, Po Ling",
        m="Tai Man, Chi Keung, Ka Ho, Wai Lun, Siu Ming, Kwok Wing",
        fam="Chan, Wong, Leung, Cheung, Lau, Ng, Ho, Tse",
        style="fg"),
    "taiwanese": dict(
        f="Shu-fen, Mei-hua, Yi-ting, Hsiu-ying, Ya-wen, Pei-shan",
        m="Chih-hao, Chun-hung, Wei-ting, Kuan-yu, Tsung-han, Chia-hao",
        fam="Chen, Lin, Huang, Tsai, Hsu, Chang, Kuo, Yeh",
        style="fg"),
    "japanese": dict(
        f="Haruka, Yui, Misaki, Sakura, Akiko, Nanami",
        m="Takumi, Haruto, Kenji, Daisuke, Shota, Ryosuke",
        fam="Takahashi, Watanabe, Yamaguchi, Nakamura, Kobayashi, Inoue, Matsumoto, Ito",
        style="jp"),
    "korean": dict(
        f="Ji-woo, Seo-yeon, Min-ji, Ha-eun, Soo-ah, Yoon-seo",
        m="Min-jun, Do-yoon, Seo-jun, Ji-ho, Hyun-woo, Jae-sung",
        fam="Kim, Lee, Park, Choi, Jung, Kang, Yoon, Oh",
        style="fg"),
    # ---------------------------------------------------------------- Southeast Asia
    "vietnamese": dict(
        f="Lan, Hạnh, Thảo, Ngọc Anh, Phương, Huyền",
        m="Minh, Tuấn, Quang Huy, Dũng, Khoa, Bảo",
        fam="Nguyễn, Trần, Lê, Phạm, Hoàng, Vũ, Đặng, Bùi",
        style="vi"),
    "thai": dict(
        f="Siriporn, Kanokwan, Ratchanee, Pimchanok, Supaporn, Nattaya",
        m="Somchai, Thanawat, Anurak, Kittisak, Prasert, Chatchai",
        fam="Srisuk, Wongsakul, Chaiyaporn, Suksawat, Rattanakosin, Phongphan, Thongchai, Boonmee",
        style="gf"),
    "lao": dict(
        f="Souksavanh, Vilayvanh, Manivone, Keomany, Bouasone, Phetsamone",
        m="Khamphone, Somsack, Sengphet, Bounmy, Phouthone, Vilaysack",
        fam="Phommachanh, Sisouphanh, Keomanivong, Vongsavath, Sayavong, Inthavong, Luangrath, Phanthavong",
        style="gf"),
    "khmer": dict(
        f="Sophea, Sreymom, Chanthy, Bopha, Malis, Sokunthea",
        m="Vannak, Rithy, Sopheak, Vuthy, Piseth, Kosal",
        fam="Sok, Chhay, Heng, Chea, Meas, Keo, Ouk, Prak",
        style="fg"),
    "burmese": dict(
        f="Thin Thin Aye, Khin Mar Lwin, Nwe Nwe Win, Su Myat Noe, Hnin Wai Phyo, Ei Mon Kyaw",
        m="Aung Ko Ko, Zaw Min Htet, Kyaw Thu Ya, Min Thant Zin, Htet Naing Oo, Ye Yint Aung",
        fam="",
        style="mono"),
    "hmong": dict(
        f="Pa Nhia, Mai Yer, Nou, Kia, Zoua, Yeng",
        m="Kou, Tou Fue, Chue, Xeng, Neng, Pao",
        fam="Vang, Xiong, Thao, Moua, Lor, Vue, Khang, Yang",
        style="gf"),
    "malay": dict(
        f="Nur Aisyah, Siti Hajar, Nurul Izzah, Farah Nadia, Wan Nor, Sharifah",
        m="Muhammad Hafiz, Ahmad Firdaus, Mohd Faizal, Syed Azlan, Amirul, Khairul Anuar",
        fam="Ahmad, Ismail, Othman, Abdul Rahman, Yusof, Hamzah, Zainal, Kamaruddin",
        style="ml"),
    "javanese": dict(
        f="Sri Wahyuni, Endang, Rahayu, Dewi Lestari, Tri Utami, Sulastri",
        m="Bambang, Joko, Slamet, Agus Setiawan, Budi Santoso, Sugeng",
        fam="Wibowo, Susanto, Prasetyo, Hartono, Nugroho, Purnomo, Kusumawardani, Widodo",
        style="id"),
    "filipino": dict(
        f="Maricel, Rowena, Jocelyn, Lovely Joy, Kristine Mae, Divina",
        m="Rommel, Jun-Jun, Bong, Ramil, Jericho, Arnel",
        fam="dela Cruz, Santos, Bautista, Macaraeg, Villanueva, Dimaculangan, Mendoza, de Guzman",
        style="gf"),
    "chamorro": dict(
        f="Tina, Lourdes, Rosalinda, Jocelyn, Maria Magdalena, Annie",
        m="Jesse, Vicente, Frank Jose, Jose Antonio, Ben, Francisco",
        fam="Cruz, Taitano, Camacho, Quitugua, Blas, Leon Guerrero, San Nicolas, Aguon",
        style="gf"),
    # ---------------------------------------------------------------- Pacific
    "maori": dict(
        f="Aroha, Ngaio, Mereana, Kahurangi, Anahera, Hinemoa",
        m="Tama, Wiremu, Rawiri, Hemi, Tipene, Mātiu",
        fam="Ngata, Te Whiti, Parata, Tūhoe-Hēnare, Rangihuna, Tamihana, Te Kanawa, Whaanga",
        style="gf"),
    "samoan": dict(
        f="Losa, Fetu, Malia, Sina, Lagi, Faʻafetai",
        m="Tavita, Sione, Iosefa, Tasi, Fiu, Pule",
        fam="Tuilagi, Leiataua, Sapolu, Fa'amausili, Tuimavave, Aumua, Salave'a, Fonoti",
        style="gf"),
    "tongan": dict(
        f="Mele, Salote, Lupe, Losaline, Seini, Ana",
        m="Sione, Tevita, Siaosi, Viliami, Sitani, Pita",
        fam="Fifita, Taufa, Havili, Tupou, Lolohea, Kioa, Vaipulu, Fonua",
        style="gf"),
    "fijian": dict(
        f="Litia, Mereoni, Losana, Vasiti, Ana Lisi, Akanisi",
        m="Jone, Semisi, Eroni, Seru, Apisai, Josefa",
        fam="Naivalu, Raduva, Tuivaga, Waqanivalu, Ravouvou, Vunibaka, Nadolo, Qaranivalu",
        style="gf"),
    "hawaiian": dict(
        f="Leilani, Kaimana, Noelani, Malia, Pualani, Healani",
        m="Keoni, Kekoa, Makoa, Kawika, Ikaika, Kaleo",
        fam="Kahananui, Kealoha, Kamakau, Akana, Kahale, Nakamoto-Kealamakia, Kaleikini, Palakiko",
        style="gf"),
    # ---------------------------------------------------------------- Americas (Indigenous)
    "navajo": dict(
        f="Shandiin, Nizhoni, Dezba, Doli, Marlene, Tayanita",
        m="Hastiin, Yiska, Delbert, Ashkii, Leonard, Kee",
        fam="Begay, Yazzie, Tsosie, Benally, Nez, Etsitty, Bitsui, Tsinajinnie",
        style="gf"),
    "quechua": dict(
        f="Killa, Sisa, Nina, Illari, Sumaq, Kantu",
        m="Inti, Amaru, Wayra, Kusi, Yawar, Tupac",
        fam="Mamani, Quispe, Huamán, Condori, Ccori, Yupanqui, Chambi, Huillca",
        style="es2"),
    "aymara": dict(
        f="Wara, Qhana, Nayra, Phaxsi, Suri, Lurdes",
        m="Mallku, Tupaq, Ariel, Kunturi, Willka, Evaristo",
        fam="Apaza, Ticona, Choque, Limachi, Quisbert, Mamani, Chuquimia, Huanca",
        style="gf"),
    "guarani": dict(
        f="Araí, Jasy, Yvoty, Panambi, Mirta, Ysapy",
        m="Arandu, Tupã, Ñamandu, Ybytu, Yaguarón, Celso",
        fam="Benítez, Ayala, Cabañas, Ojeda, Vera, Irala, Ñumbay, Villalba",
        style="gf"),
    "mapuche": dict(
        f="Ayelén, Millaray, Rayen, Anchimallén, Huenu, Licán",
        m="Lautaro, Nahuel, Caupolicán, Lefxaru, Manque, Pichún",
        fam="Huenchumilla, Painemal, Catrileo, Millaqueo, Ñancupil, Huaiquilaf, Llancaqueo, Curinao",
        style="gf"),
}

# Names that are also ordinary English words (used lower-cased in chat style).
WORD_GIVEN_F = ["Grace", "Hope", "Joy", "Faith", "Rose", "Summer", "Dawn", "Amber", "Sky",
                "Holly", "Ivy", "Daisy", "Pearl", "Penny", "Crystal", "Heather", "April",
                "June", "Autumn", "Iris", "Destiny", "Charity", "Melody", "Willow", "Meadow"]
WORD_GIVEN_M = ["Will", "Mark", "Bill", "Frank", "Hunter", "River", "Rob", "Jack", "Chase",
                "Drew", "Miles", "Grant", "Dean", "Glen", "Guy", "Sterling", "Cash", "Rusty",
                "Forrest", "Clay", "Reed", "Pierce", "Heath", "Wade", "Gene"]
WORD_FAMILY = ["Bishop", "King", "Baker", "Young", "Little", "Story", "Price", "Wood", "Hill",
               "Love", "Cook", "Fisher", "Mason", "Porter", "Shepherd", "Carter", "Walker",
               "Stone", "Fox", "Bird", "Moody", "Sharp", "Strong", "Swift", "Savage", "Rich",
               "Page", "Booth", "Marsh", "Brook", "Lamb", "Hart", "Bell", "Bond", "Cross"]
