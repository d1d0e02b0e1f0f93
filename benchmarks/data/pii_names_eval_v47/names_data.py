# -*- coding: utf-8 -*-
"""Hand-typed person names for the v47 PERSON-name evaluation corpus.

Every list below was typed by hand for this corpus; nothing was copied from a
names package or data set.  One call of O(...) defines one naming tradition
("origin").  Lists are comma-separated strings:

  f / m   given names (female / male).  For style "mono" they are whole names.
  fam     family names; "Kowalski/Kowalska" gives a male/female pair, a name
          without "/" is used for both genders.

Keyword options
  tags    likely faith communities, used only to pick realistic prompts:
          c Christian, m Muslim, j Jewish, h Hindu, s Sikh, b Buddhist,
          o other / traditional / secular
  style   gf (given family, default), fg (family given), viet (family +
          middle + given), mono (one personal name, no family name), sikh
          (given + Singh/Kaur [+ clan]), tamil (initial + given or given +
          father's name), somali (given + father + grandfather), eth (given +
          father), nasab (given + bin/bint + father [+ family])
  fg      probability of family-first order (style gf only)
  p2      probability of a second family name (Iberian/Latin American custom)
  pat     (pairs, prob): patronymic middle name (Russian custom)
  nasab   (male connector, female connector, prob)
  fathers names used as the father's name in nasab/somali/eth styles
  mids    (female middles, male middles) for style viet
  mi      probability of a middle initial ("Maricel B. Santos")
  ascii   probability of writing the name without diacritics
  native  [(gender, family, given, fmt)] names in the native script;
          fmt: "gf" given␠family, "fg" family␠given, "fg0" family+given
          without a space, "mono" a single personal name (family is None)
"""

ORIGINS = []


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


def O(key, label, region, tags, f, m, fam="", **kw):
    d = dict(key=key, label=label, region=region, tags=tags,
             female=_split(f), male=_split(m), family=_split(fam))
    d.update(kw)
    for k in ("fathers",):
        if k in d and isinstance(d[k], str):
            d[k] = _split(d[k])
    if "pat" in d:
        d["pat"] = (_split(d["pat"][0]), d["pat"][1])
    if "mids" in d:
        d["mids"] = (_split(d["mids"][0]), _split(d["mids"][1]))
    ORIGINS.append(d)


# ---------------------------------------------------------------- Europe
O("english", "English", "Europe", "c",
  "Margaret, Susan, Hannah, Charlotte, Eleanor, Joan, Beryl",
  "George, Peter, Stephen, Oliver, Graham, Harold, Nigel",
  "Thompson, Whitfield, Barker, Holloway, Pritchard, Ashworth, Fairbanks, Cole")
O("scottish", "Scottish", "Europe", "c",
  "Morag, Isla, Fiona, Catriona, Kirsty, Ishbel",
  "Hamish, Angus, Callum, Euan, Alasdair, Ruaridh",
  "MacLeod, McAllister, Drummond, Fraser, Buchanan, MacKenzie, Lamont, Urquhart")
O("irish", "Irish", "Europe", "c",
  "Siobhán, Aoife, Niamh, Bríd, Róisín, Orla, Gráinne",
  "Seán, Pádraig, Cillian, Donal, Eoin, Ciarán, Tadhg",
  "Ó Súilleabháin/Ní Shúilleabháin, Mac Cárthaigh/Nic Cárthaigh, O'Brien, Fitzgerald, "
  "Ó Briain/Ní Bhriain, McGrath, Kavanagh, Ó Néill/Ní Néill, Ó Domhnaill/Ní Dhomhnaill")
O("welsh", "Welsh", "Europe", "c",
  "Angharad, Siân, Ffion, Eleri, Gwenllian, Nia",
  "Dafydd, Rhodri, Iwan, Gethin, Emrys, Llŷr",
  "ap Rhys, Pritchard, Llewellyn, Bowen, Prosser, Vaughan, Parry, ap Gwilym")
O("cornish", "Cornish", "Europe", "c",
  "Morwenna, Tamsin, Demelza, Kerensa, Lowenna",
  "Jory, Piran, Jago, Tristan, Kenver",
  "Trelawny, Penrose, Tregear, Polglase, Chenoweth, Pascoe, Trevithick")
O("french", "French", "Europe", "c",
  "Geneviève, Marie-Claire, Bernadette, Sophie, Élodie, Solange",
  "Jean-Baptiste, Thierry, Benoît, François, Olivier, Hervé",
  "Lefèvre, Dubois, de la Fontaine, Moreau, Rousseau, Girard, Le Gall, Delacroix, d'Aubigné")
O("breton", "Breton", "Europe", "c",
  "Nolwenn, Maïwenn, Rozenn, Gwenaëlle, Anaïg",
  "Yann, Erwan, Gwenaël, Loïc, Tanguy",
  "Le Goff, Kerbrat, Le Bihan, Guéguen, Quéré, Le Floch, Kerhervé")
O("german", "German", "Europe", "c",
  "Gertrud, Hildegard, Annegret, Ursula, Friederike, Heike",
  "Wolfgang, Jürgen, Klaus-Dieter, Matthias, Lutz, Reinhold",
  "Schäfer, Hoffmann, von Bülow, Weißmüller, Krüger, Brandt, Schröder, zu Eltz")
O("austrian", "Austrian", "Europe", "c",
  "Herta, Theresia, Johanna, Leopoldine, Burgi",
  "Alois, Ferdinand, Florian, Leopold, Sepp",
  "Gruber, Huber, Pichler, Moser, Steiner, Wimmer, Hofbauer")
O("swiss_german", "Swiss German", "Europe", "c",
  "Vreni, Regula, Barbara, Ursina, Margrit",
  "Urs, Beat, Reto, Ueli, Fridolin",
  "Brunner, Zürcher, Baumgartner, Hodel, Wyss, Keller, Mettler")
O("romansh", "Romansh", "Europe", "c",
  "Mengia, Seraina, Ladina, Uorschla, Flurina",
  "Gian, Men, Duri, Flurin, Giusep",
  "Caduff, Capaul, Casanova, Cathomen, Derungs, Tuor, Caminada")
O("luxembourgish", "Luxembourgish", "Europe", "c",
  "Marie-Josée, Monique, Romy, Nicole, Josiane",
  "Jos, Fernand, Gusty, Marc, Nico",
  "Schmit, Wagner, Thill, Kremer, Reuter, Wampach, Hoscheit")
O("dutch", "Dutch", "Europe", "c",
  "Annelies, Marijke, Femke, Willemijn, Saskia, Geertje",
  "Joost, Sjoerd, Maarten, Pieter-Jan, Daan, Gerrit",
  "van der Berg, de Vries, van 't Hof, ter Horst, Bakker, Visser, van Dijk, van den Heuvel")
O("flemish", "Flemish", "Europe", "c",
  "Griet, Lieve, Hilde, Katrien, Annemie",
  "Jef, Wouter, Dirk, Stijn, Koen",
  "Van den Broeck, Peeters, De Smet, Vermeulen, Claes, Janssens, Vanderhaeghen")
O("frisian", "Frisian", "Europe", "c",
  "Sjoukje, Tjitske, Geartsje, Janke, Aukje",
  "Wytse, Hylke, Tjeerd, Douwe, Sybren",
  "Hoekstra, Dijkstra, Sijtsma, Wiersma, Bosma, Hiemstra, Zijlstra")
O("danish", "Danish", "Europe", "c",
  "Birgitte, Mette, Karen, Sidsel, Lone",
  "Søren, Henrik, Mads, Jens, Bo",
  "Jørgensen, Nielsen, Kjærgaard, Mikkelsen, Østergaard, Lund, Bøgh")
O("norwegian", "Norwegian", "Europe", "c",
  "Ingrid, Solveig, Kari, Torunn, Signe",
  "Håkon, Øystein, Lars, Sindre, Eirik",
  "Haugen, Bakke, Solberg, Fjeld, Kvamme, Strand, Aasheim")
O("swedish", "Swedish", "Europe", "c",
  "Karin, Britt-Marie, Agneta, Linnéa, Maja",
  "Gustav, Björn, Anders, Per-Olof, Nils",
  "Lindqvist, Bergström, Åkesson, Sjöberg, Holmgren, Nyström, Ekdahl")
O("finnish", "Finnish", "Europe", "c",
  "Aino, Tuula, Pirkko, Satu, Hanna-Leena",
  "Juhani, Eero, Pekka, Jarmo, Ilkka",
  "Virtanen, Mäkinen, Heikkilä, Kärkkäinen, Laaksonen, Järvinen, Hyvönen")
O("sami", "Sámi", "Europe", "c",
  "Máret, Ánne, Elle, Inga, Biret",
  "Áslat, Niillas, Ánte, Mihkkal, Jovsset",
  "Gaup, Somby, Eira, Utsi, Hætta, Buljo, Bongo")
O("icelandic", "Icelandic (patronymic)", "Europe", "c",
  "Guðrún, Sigríður, Ragnheiður, Þórdís, Hrafnhildur",
  "Jón, Sigurður, Gunnar, Þórður, Einar",
  "Jónsson/Jónsdóttir, Sigurðsson/Sigurðardóttir, Gunnarsson/Gunnarsdóttir, "
  "Ólafsson/Ólafsdóttir, Einarsson/Einarsdóttir, Björnsson/Björnsdóttir, Þórðarson/Þórðardóttir")
O("faroese", "Faroese", "Europe", "c",
  "Rannvá, Turið, Sunneva, Annika, Guðrið",
  "Jógvan, Rógvi, Heðin, Bárður, Sjúrður",
  "Joensen, Poulsen, Dam, Hammershaimb, Mortensen, í Líð, á Lakjuni")
O("estonian", "Estonian", "Europe", "c",
  "Liis, Kadri, Triin, Maarja, Piret",
  "Tõnis, Jaan, Rein, Priit, Mart",
  "Tamm, Saar, Sepp, Mägi, Kask, Rebane, Õunapuu")
O("latvian", "Latvian", "Europe", "c",
  "Ilze, Inese, Baiba, Dace, Zane",
  "Jānis, Andris, Māris, Valdis, Edgars",
  "Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozoliņš/Ozoliņa, Liepa, Krūmiņš/Krūmiņa, Zariņš/Zariņa")
O("lithuanian", "Lithuanian", "Europe", "c",
  "Rūta, Aušra, Jurgita, Eglė, Vilma",
  "Mindaugas, Darius, Tomas, Gediminas, Vytautas",
  "Kazlauskas/Kazlauskienė, Petrauskas/Petrauskienė, Jankauskas/Jankauskaitė, "
  "Stankevičius/Stankevičienė, Vasiliauskas/Vasiliauskaitė, Žukauskas/Žukauskienė")
O("polish", "Polish", "Europe", "c",
  "Małgorzata, Agnieszka, Grażyna, Katarzyna, Jadwiga",
  "Krzysztof, Grzegorz, Tadeusz, Wojciech, Zbigniew",
  "Kowalski/Kowalska, Wiśniewski/Wiśniewska, Nowak, Wójcik, Grabowski/Grabowska, "
  "Zieliński/Zielińska, Kaczmarek, Szymański/Szymańska, Brzęczyszczykiewicz")
O("czech", "Czech", "Europe", "c",
  "Jana, Věra, Markéta, Hana, Zdeňka",
  "Jiří, Vojtěch, Miroslav, Ondřej, Zdeněk",
  "Novák/Nováková, Dvořák/Dvořáková, Procházka/Procházková, Černý/Černá, "
  "Svoboda/Svobodová, Kučera/Kučerová")
O("slovak", "Slovak", "Europe", "c",
  "Zuzana, Katarína, Ľubica, Mária, Andrea",
  "Ľubomír, Juraj, Marek, Štefan, Dušan",
  "Horváth/Horváthová, Kováč/Kováčová, Baláž/Balážová, Tóth/Tóthová, Lukáč/Lukáčová, Šimko/Šimková")
O("hungarian", "Hungarian", "Europe", "c",
  "Zsófia, Erzsébet, Ildikó, Katalin, Enikő",
  "László, Gábor, Zoltán, István, Ferenc",
  "Nagy, Kovács, Szabó, Tóth, Varga, Horváth, Kiss, Szűcs", fg=0.5)
O("romanian", "Romanian", "Europe", "c",
  "Ioana, Mihaela, Florentina, Ancuța, Elena",
  "Ionuț, Răzvan, Constantin, Mihai, Gheorghe",
  "Popescu, Ionescu, Dumitrescu, Constantinescu, Stoica, Munteanu, Vasilescu")
O("moldovan", "Moldovan", "Europe", "c",
  "Doina, Olesea, Tatiana, Viorica, Lilia",
  "Vasile, Sergiu, Ion, Iurie, Veaceslav",
  "Rusu, Ciobanu, Ceban, Lungu, Cojocaru, Botnaru")
O("bulgarian", "Bulgarian", "Europe", "c",
  "Tsvetelina, Desislava, Ralitsa, Yordanka, Radka",
  "Hristo, Stoyan, Dimitar, Todor, Plamen",
  "Georgiev/Georgieva, Dimitrov/Dimitrova, Stoyanov/Stoyanova, Petkov/Petkova, "
  "Todorov/Todorova, Angelov/Angelova",
  native=[("f", "Георгиева", "Мария", "gf"), ("m", "Димитров", "Иван", "gf"),
          ("f", "Тодорова", "Цветелина", "gf")])
O("macedonian", "Macedonian", "Europe", "c",
  "Biljana, Snežana, Marija, Vesna, Elena",
  "Goran, Aleksandar, Dragan, Blagoja, Zoran",
  "Stojanovski/Stojanovska, Trajkovski/Trajkovska, Nikolovski/Nikolovska, "
  "Petrovski/Petrovska, Ristovski/Ristovska")
O("serbian", "Serbian", "Europe", "c",
  "Jelena, Milica, Dragana, Ljiljana, Svetlana",
  "Miloš, Nemanja, Dušan, Vuk, Slobodan",
  "Jovanović, Petrović, Nikolić, Đorđević, Stojković, Marković",
  native=[("f", "Јовановић", "Јелена", "gf"), ("m", "Петровић", "Милош", "gf"),
          ("f", "Николић", "Милица", "gf")])
O("croatian", "Croatian", "Europe", "c",
  "Ivana, Marijana, Branka, Katarina, Dubravka",
  "Ivica, Tomislav, Krešimir, Zvonimir, Damir",
  "Horvat, Kovačević, Babić, Marić, Jurić, Knežević")
O("bosnian", "Bosnian", "Europe", "m",
  "Amra, Emina, Lejla, Selma, Azra",
  "Emir, Adnan, Haris, Edin, Mirza",
  "Hodžić, Begović, Mehmedović, Delić, Hadžić, Alić")
O("slovenian", "Slovenian", "Europe", "c",
  "Špela, Mojca, Nataša, Urška, Tjaša",
  "Matjaž, Primož, Rok, Blaž, Jernej",
  "Kranjc, Zupančič, Potočnik, Kos, Vidmar, Kovačič")
O("montenegrin", "Montenegrin", "Europe", "c",
  "Milena, Jovana, Sanja, Danijela, Bojana",
  "Balša, Marko, Nikola, Radomir, Vasilije",
  "Vujović, Radulović, Vučinić, Popović, Bulatović, Raičević")
O("albanian", "Albanian", "Europe", "mc",
  "Arbëra, Blerta, Drita, Mimoza, Teuta",
  "Arben, Besnik, Gëzim, Ilir, Agron",
  "Hoxha, Krasniqi, Berisha, Gashi, Shehu, Dervishi, Kelmendi")
O("greek", "Greek", "Europe", "c",
  "Eleni, Vasiliki, Panagiota, Kalliopi, Despina",
  "Konstantinos, Dimitrios, Panagiotis, Spyros, Theodoros",
  "Papadopoulos/Papadopoulou, Nikolaou, Georgiou, Antonopoulos/Antonopoulou, "
  "Karamanlis/Karamanli, Papadakis/Papadaki, Oikonomou",
  native=[("f", "Παπαδοπούλου", "Μαρία", "gf"), ("m", "Νικολάου", "Γιώργος", "gf"),
          ("f", "Γεωργίου", "Ελένη", "gf"), ("m", "Οικονόμου", "Σπύρος", "gf")])
O("cypriot", "Greek Cypriot", "Europe", "c",
  "Androulla, Chrystalla, Georgoulla, Loukia, Maroulla",
  "Andreas, Christakis, Kyriacos, Panikos, Sotiris",
  "Christodoulou, Charalambous, Ioannou, Kyriacou, Hadjigeorgiou, Michaelides")
O("maltese", "Maltese", "Europe", "c",
  "Marija, Rita, Doris, Carmen, Rożanna",
  "Ġorġ, Ċensu, Pawlu, Salvu, Kurt",
  "Borg, Camilleri, Vella, Farrugia, Zammit, Galea, Grech")
O("italian", "Italian", "Europe", "c",
  "Giuseppina, Annunziata, Chiara, Francesca, Rosaria",
  "Giancarlo, Salvatore, Pierluigi, Vincenzo, Matteo",
  "De Luca, Di Stefano, Lo Presti, Esposito, Russo, Bianchi, Dell'Acqua, Ferraro")
O("sardinian", "Sardinian", "Europe", "c",
  "Grazia, Mariangela, Bonaria, Giovanna, Tonina",
  "Efisio, Gavino, Antioco, Bachisio, Peppino",
  "Sanna, Piras, Pinna, Melis, Deiana, Porcu, Murgia")
O("spanish", "Spanish", "Europe", "c",
  "María José, Inmaculada, Pilar, Rocío, Encarnación",
  "José Luis, Francisco Javier, Jesús, Fermín, Álvaro",
  "García, Fernández, Sánchez, Ortega, de la Cruz, Martín, Ruiz, Domínguez", p2=0.5)
O("catalan", "Catalan", "Europe", "c",
  "Montserrat, Núria, Mercè, Roser, Laia",
  "Jordi, Josep, Pere, Oriol, Xavier",
  "Puig, Vilaseca, Soler, Ferrer, Casals, Pujol, Mas", p2=0.5)
O("basque", "Basque", "Europe", "c",
  "Ainhoa, Nerea, Itziar, Edurne, Miren",
  "Iñaki, Xabier, Gorka, Aitor, Joseba",
  "Etxeberria, Goikoetxea, Agirre, Urrutia, Zubizarreta, Olano, Iturralde", p2=0.5)
O("galician", "Galician", "Europe", "c",
  "Uxía, Iria, Antía, Sabela, Xiana",
  "Xosé, Brais, Xurxo, Anxo, Uxío",
  "Castro, Otero, Vázquez, Pazos, Souto, Regueiro, Outeiral", p2=0.5)
O("portuguese", "Portuguese", "Europe", "c",
  "Maria da Conceição, Filipa, Inês, Graça, Leonor",
  "João Pedro, Gonçalo, Duarte, Tiago, Rui",
  "Fernandes, Carvalho, dos Santos, Pereira, Rodrigues, Sousa, da Silva, Magalhães", p2=0.45)
O("russian", "Russian", "Europe", "c",
  "Svetlana, Lyudmila, Yekaterina, Natalya, Olga",
  "Sergei, Dmitri, Alexei, Vladimir, Yevgeny",
  "Ivanov/Ivanova, Smirnov/Smirnova, Kuznetsov/Kuznetsova, Sokolov/Sokolova, "
  "Volkov/Volkova, Morozov/Morozova, Lebedev/Lebedeva",
  pat=("Ivanovich/Ivanovna, Nikolayevich/Nikolayevna, Sergeyevich/Sergeyevna, "
       "Petrovich/Petrovna, Alexandrovich/Alexandrovna", 0.35),
  native=[("f", "Иванова", "Анна", "gf"), ("m", "Петров", "Сергей", "gf"),
          ("f", "Смирнова", "Ольга", "gf"), ("m", "Кузнецов", "Алексей", "gf")])
O("ukrainian", "Ukrainian", "Europe", "c",
  "Oksana, Olena, Halyna, Iryna, Nadiya",
  "Taras, Bohdan, Mykola, Andriy, Yaroslav",
  "Shevchenko, Kovalenko, Bondarenko, Tkachuk, Melnyk, Kravchenko, Hrytsenko",
  native=[("f", "Шевченко", "Олена", "gf"), ("m", "Коваленко", "Андрій", "gf"),
          ("f", "Мельник", "Галина", "gf")])
O("belarusian", "Belarusian", "Europe", "c",
  "Alesia, Hanna, Volha, Nasta, Iryna",
  "Ales, Uladzimir, Siarhei, Yauhen, Andrei",
  "Lukashevich, Kavalchuk, Novik, Karpovich, Zhuk, Sidarovich")
O("roma", "Roma (Hungarian/Romanian)", "Europe", "c",
  "Mirela, Luminița, Sabina, Erzsi, Rozália",
  "Florin, Dragomir, Lajos, Sándor, Gyula",
  "Lakatos, Rostás, Balogh, Oláh, Sztojka, Kolompár")
O("tatar", "Volga Tatar", "Europe", "m",
  "Gulnara, Alsu, Rezeda, Ilsiyar, Leysan",
  "Rustam, Ildar, Ramil, Marat, Airat",
  "Khairullin/Khairullina, Gabdullin/Gabdullina, Sabirov/Sabirova, Valiev/Valieva, "
  "Ziyatdinov/Ziyatdinova")
O("crimean_tatar", "Crimean Tatar", "Europe", "m",
  "Emine, Lilya, Elvira, Ayshe, Meryem",
  "Server, Enver, Remzi, Refat, Nariman",
  "Abduraimov/Abduraimova, Ibraimov/Ibraimova, Kurtseitov/Kurtseitova, Bekirov/Bekirova, "
  "Osmanov/Osmanova")
O("chechen", "Chechen", "Europe", "m",
  "Zarema, Madina, Khava, Aminat, Luiza",
  "Ruslan, Magomed, Ibragim, Adlan, Said-Emin",
  "Umarov/Umarova, Saidov/Saidova, Khasanov/Khasanova, Mutsaev/Mutsaeva, "
  "Dzhabrailov/Dzhabrailova")
O("ossetian", "Ossetian", "Europe", "c",
  "Zalina, Alana, Fatima, Madina, Zarina",
  "Alan, Soslan, Taymuraz, Aslan, Batraz",
  "Dzagoev/Dzagoeva, Tsallagov/Tsallagova, Kusov/Kusova, Gagloev/Gagloeva, Bitarov/Bitarova")
O("avar", "Avar (Dagestan)", "Europe", "m",
  "Patimat, Aishat, Khadizhat, Zagra, Saida",
  "Magomed, Shamil, Abdulla, Rasul, Gamzat",
  "Magomedov/Magomedova, Gadzhiev/Gadzhieva, Aliev/Alieva, Ramazanov/Ramazanova, "
  "Abdurakhmanov/Abdurakhmanova")
O("georgian", "Georgian", "Europe", "c",
  "Nino, Tamar, Ketevan, Manana, Eka",
  "Giorgi, Levan, Davit, Zurab, Irakli",
  "Beridze, Kapanadze, Gelashvili, Maisuradze, Lomidze, Tsiklauri, Javakhishvili",
  native=[("f", "ბერიძე", "ნინო", "gf"), ("m", "კაპანაძე", "გიორგი", "gf"),
          ("f", "ლომიძე", "თამარ", "gf")])
O("armenian", "Armenian", "Europe", "c",
  "Anahit, Narine, Siranush, Lusine, Gayane",
  "Aram, Tigran, Hovhannes, Vardan, Hayk",
  "Petrosyan, Hovhannisyan, Sargsyan, Grigoryan, Harutyunyan, Abrahamian, Kalustian",
  native=[("f", "Սարգսյան", "Անի", "gf"), ("m", "Պետրոսյան", "Արամ", "gf"),
          ("f", "Հովհաննիսյան", "Նարինե", "gf")])
O("azerbaijani", "Azerbaijani", "Europe", "m",
  "Aynur, Günay, Səbinə, Leyla, Nərmin",
  "Elvin, Rəşad, Orxan, Tural, Elşən",
  "Məmmədov/Məmmədova, Əliyev/Əliyeva, Həsənov/Həsənova, Hüseynov/Hüseynova, Quliyev/Quliyeva")
O("turkish", "Turkish", "Europe", "m",
  "Ayşe, Elif, Gülşen, Zeynep, Fatma, İpek",
  "Mehmet, Hüseyin, Emre, Oğuz, Mustafa, İsmail",
  "Yılmaz, Demir, Şahin, Çelik, Öztürk, Aydın, Kılıç, Yıldırım")
O("kurdish", "Kurdish", "Middle East", "m",
  "Berfin, Rojda, Dilan, Şirin, Jiyan",
  "Rêbwar, Azad, Baran, Kawa, Şêrko",
  "Jaf, Hawrami, Doski, Zebari, Rashid, Barwari")
O("assyrian", "Assyrian", "Middle East", "c",
  "Ninwa, Shamiram, Ramina, Atour, Nahrain",
  "Sargon, Ashur, Ninos, Youkhana, Shlimun",
  "Benyamin, Odisho, Khoshaba, Shimon, Oshana, Warda")

# --------------------------------------------------- Middle East / N. Africa
O("persian", "Persian", "Middle East", "mo",
  "Maryam, Shirin, Fereshteh, Parisa, Roya",
  "Reza, Dariush, Mehrdad, Kourosh, Hamid",
  "Rezaei, Ahmadi, Hosseini, Mohammadi, Karimi, Tehrani, Moradi, Rostami",
  native=[("f", "احمدی", "مریم", "gf"), ("m", "رضایی", "علی", "gf"),
          ("f", "کریمی", "شیرین", "gf")])
O("afghan_dari", "Afghan (Dari)", "Middle East", "m",
  "Freshta, Nargis, Shabnam, Soraya, Mariam",
  "Mirwais, Farid, Najibullah, Hamidullah, Sayed Jawad",
  "Noori, Rahimi, Sultani, Popal, Haidari, Ahmadzai")
O("pashto", "Pashtun", "Asia", "m",
  "Zarghona, Malalai, Palwasha, Gulalai, Spozhmai",
  "Zalmai, Noorullah, Gul Agha, Samiullah, Asfandyar",
  "Afridi, Shinwari, Khattak, Durrani, Mohmand, Wardak")
O("gulf_arab", "Gulf Arab (Saudi / Emirati)", "Middle East", "m",
  "Noura, Hessa, Maha, Reem, Al Anoud",
  "Khalid, Faisal, Saud, Abdulaziz, Turki",
  "Al-Otaibi, Al-Harbi, Al-Qahtani, Al Mansoori, Al Shamsi, Al-Dossary, Al-Mutairi",
  nasab=("bin", "bint", 0.45), fathers="Saeed, Nasser, Mubarak, Hamad, Rashid, Fahad",
  native=[("f", "القحطاني", "نورة", "gf"), ("m", "الحربي", "خالد", "gf"),
          ("m", "العتيبي", "فيصل", "gf"), ("f", "المنصوري", "ريم", "gf"),
          ("m", "الدوسري", "عبدالعزيز", "gf"), ("f", "العتيبي", "هيا", "gf"),
          ("m", "الشمري", "سعود", "gf"), ("f", "الحربي", "مها", "gf")])
O("omani", "Omani", "Middle East", "m",
  "Shamsa, Aziza, Thuraya, Muna, Zuwaina",
  "Hilal, Salim, Marhoon, Talal, Khamis",
  "Al-Balushi, Al-Hinai, Al-Harthy, Al-Rawahi, Al-Kindi, Al-Maamari",
  nasab=("bin", "bint", 0.35), fathers="Said, Ali, Humaid, Sultan, Nasser")
O("yemeni", "Yemeni", "Middle East", "m",
  "Bushra, Afrah, Samira, Amal, Arwa",
  "Abdulwahab, Yahya, Fuad, Mohsen, Abdulmalik",
  "Al-Ahdal, Al-Haddad, Ba-Wazir, Al-Saqqaf, Al-Eryani, Bamatraf",
  nasab=("bin", "bint", 0.3), fathers="Saleh, Abdullah, Qasim, Hadi")
O("levantine", "Lebanese / Syrian", "Middle East", "cm",
  "Rania, Dima, Lina, Hala, Carole",
  "Karim, Ziad, Elias, Fadi, Samir",
  "Haddad, Khoury, Nassar, Saliba, Abou Jaoude, El-Khatib, Barakat")
O("palestinian", "Palestinian", "Middle East", "mc",
  "Ghada, Huda, Manal, Abeer, Rula",
  "Issa, Mahmoud, Yousef, Nabil, Tamer",
  "Shaheen, Odeh, Tamimi, Abu Khalil, Darwish, Abu Ghosh")
O("iraqi", "Iraqi", "Middle East", "m",
  "Zainab, Shaimaa, Israa, Hanan, Sura",
  "Haider, Mustafa, Ammar, Qusay, Muntadhar",
  "Al-Jubouri, Al-Obaidi, Al-Saadi, Al-Rubaie, Kadhim, Al-Shammari",
  nasab=("bin", "bint", 0.2), fathers="Hussein, Abbas, Jassim, Kareem")
O("druze", "Druze", "Middle East", "o",
  "Nahla, Widad, Sabah, Salwa, Nawal",
  "Walid, Salman, Anwar, Fouad, Marwan",
  "Halabi, Abu Saleh, Nasreddine, Abou Chakra, Zahreddine, Kanaan")
O("egyptian", "Egyptian", "Africa", "m",
  "Doaa, Marwa, Nermeen, Heba, Yasmine",
  "Hossam, Tamer, Sherif, Wael, Mahmoud",
  "El-Sayed, Abdel-Rahman, Mostafa, Fahmy, Soliman, El-Masry, Abdel Aziz")
O("coptic", "Coptic Egyptian", "Africa", "c",
  "Mariam, Demiana, Verena, Irini, Marina",
  "Mina, Bishoy, Girgis, Kyrillos, Shenouda",
  "Boutros, Guirguis, Hanna, Tadros, Ghali, Iskander, Mikhail")
O("sudanese", "Sudanese", "Africa", "m",
  "Nafisa, Awadiya, Ikhlas, Amna, Sawsan",
  "Osman, Babiker, Elfatih, Abdelrahim, Mohanad",
  style="somali", fathers="Abdalla, Babiker, Elamin, Osman, Ahmed, Elhassan, Mustafa, Elnour")
O("south_sudanese", "South Sudanese (Dinka)", "Africa", "c",
  "Achol, Nyandeng, Ajok, Abuk, Adut",
  "Deng, Garang, Majok, Kuol, Manyang",
  style="eth", fathers="Garang, Majok, Makuei, Malual, Kuol, Atem, Chol, Akol")
O("libyan", "Libyan", "Africa", "m",
  "Asma, Najwa, Salma, Fatma, Hana",
  "Abdelhakim, Mabrouk, Salem, Nouri, Emad",
  "Al-Warfalli, El-Mabrouk, Al-Misrati, Ben Hamed, Zlitni, Bukhatwa")
O("tunisian", "Tunisian", "Africa", "m",
  "Sonia, Mouna, Amel, Olfa, Rim",
  "Slim, Mehdi, Anis, Hichem, Nizar",
  "Ben Salah, Trabelsi, Ben Youssef, Jaziri, Hammami, Gharbi")
O("algerian", "Algerian", "Africa", "m",
  "Nawel, Soraya, Yasmina, Houria, Lamia",
  "Mourad, Rachid, Djamel, Sofiane, Abdelkader",
  "Benali, Bouzid, Belkacem, Zerrouki, Khelifi, Benmoussa")
O("moroccan", "Moroccan", "Africa", "m",
  "Khadija, Zineb, Houda, Meryem, Fatima Zahra",
  "Youssef, Hicham, Abdelilah, Noureddine, Mohamed Amine",
  "El Idrissi, Benjelloun, Alaoui, Berrada, El Amrani, Tazi, Bennani")
O("amazigh", "Amazigh (Kabyle)", "Africa", "mo",
  "Tiziri, Dihya, Tanina, Lounja, Thiziri",
  "Idir, Massinissa, Yuba, Aksel, Amayas",
  "Aït Kaci, Amrouche, Haddadi, Ouali, Oussedik, Aït Hamouda")
O("mauritanian", "Mauritanian (Ould/Mint)", "Africa", "m",
  "Mariem, Aïchetou, Lalla, Khadijetou, Vatimetou",
  "Mohamed Lemine, Sidi, Ahmedou, Cheikh, Brahim",
  nasab=("Ould", "Mint", 1.0), style="nasab",
  fathers="Abdallahi, Mohamed Salem, Sidi Mohamed, Ahmed, Boubacar, Cheikh")
O("israeli", "Israeli (Hebrew)", "Middle East", "j",
  "Noa, Tamar, Yael, Michal, Shira",
  "Yonatan, Itai, Avi, Omer, Eliezer",
  "Ben-David, Mizrahi, Peretz, Biton, Shapira, Katz, Avraham, Levi",
  native=[("f", "כהן", "שרה", "gf"), ("m", "לוי", "דוד", "gf"),
          ("f", "פרידמן", "מרים", "gf"), ("m", "מזרחי", "יוסף", "gf"),
          ("f", "שפירא", "נועה", "gf"), ("m", "ביטון", "אבי", "gf"), ("f", "פרץ", "מיכל", "gf")])
O("ashkenazi", "Ashkenazi Jewish", "Europe", "j",
  "Miriam, Esther, Rivka, Shoshana, Devorah, Ruth",
  "Mordechai, Shlomo, Yitzchak, Moshe, Chaim",
  "Goldberg, Rosenbaum, Feldman, Weinstein, Lowenthal, Halberstam, Finkelstein")
O("sephardi", "Sephardi Jewish", "Europe", "j",
  "Mazal, Reina, Estrella, Simha, Rachel",
  "Nissim, Yaakov, Shimon, Haim, Eliyahu",
  "Abecassis, Toledano, Benzaquen, Azoulay, Sasson, Benatar, Amar")
O("mizrahi", "Mizrahi Jewish (Iraqi / Yemenite)", "Middle East", "j",
  "Tova, Ahuva, Yafa, Zohara, Naomi",
  "Ezra, Saleh, Yehezkel, Sasson, Avner",
  "Dahari, Tzadok, Nahum, Gabbay, Somekh, Shukri")
O("beta_israel", "Ethiopian Jewish (Beta Israel)", "Middle East", "j",
  "Almaz, Tsega, Shulamit, Yalem, Adanech",
  "Baruch, Gideon, Avraham, Zeev, Alemayehu",
  style="eth", fathers="Mekonen, Tebeka, Worku, Ayele, Asfaw, Berhanu")
O("bukharan", "Bukharan Jewish", "Asia", "j",
  "Bella, Malka, Mazal, Tamara, Yafo",
  "Yakov, Isak, Rafael, Boris, Rubin",
  "Aminov/Aminova, Ilyaev/Ilyaeva, Abramov/Abramova, Kalontarov/Kalontarova, "
  "Mullokandov/Mullokandova, Fuzailov/Fuzailova")

# ----------------------------------------------------- Sub-Saharan Africa
O("somali", "Somali", "Africa", "m",
  "Hodan, Faadumo, Ifrah, Sahra, Ubah",
  "Abdirahman, Abdullahi, Mahad, Liban, Guled",
  style="somali", fathers="Farah, Hassan, Warsame, Abdi, Jama, Osman, Yusuf, Nur, Egal, Ali")
O("eritrean", "Eritrean (Tigrinya)", "Africa", "c",
  "Senait, Mebrat, Yordanos, Tsega, Helen",
  "Yonas, Filmon, Tesfalem, Mehari, Dawit",
  style="eth", fathers="Tesfamariam, Ghebremedhin, Haile, Weldemichael, Kidane, Berhane, Asmerom",
  native=[("m", "ሃይለ", "ዮናስ", "gf"), ("f", "ኪዳነ", "ሰናይት", "gf")])
O("amhara", "Ethiopian (Amhara)", "Africa", "c",
  "Meseret, Tigist, Selamawit, Bethlehem, Hiwot",
  "Abebe, Tesfaye, Yohannes, Girma, Solomon",
  style="eth", fathers="Bekele, Tadesse, Alemu, Gebre-Egziabher, Wolde-Giorgis, Assefa, Mengistu",
  native=[("m", "በቀለ", "አበበ", "gf"), ("f", "ተስፋዬ", "ሰላም", "gf"),
          ("f", "ታደሰ", "ትዕግስት", "gf")])
O("oromo", "Oromo", "Africa", "cm",
  "Chaltu, Ayantu, Lensa, Hawi, Obse",
  "Gemechu, Tolosa, Lemma, Abdissa, Chala",
  style="eth", fathers="Gudina, Tolera, Fayisa, Wakjira, Negasa, Dinsa")
O("yoruba", "Yoruba", "Africa", "cm",
  "Adebisi, Folake, Titilayo, Omolara, Yetunde, Funmilayo",
  "Adewale, Babatunde, Olumide, Oluwaseun, Tunde, Femi",
  "Adeyemi, Ogunleye, Balogun, Olawale, Adebayo, Oyelaran, Akinola, Ogundipe, Adeyemi-Cole")
O("igbo", "Igbo", "Africa", "c",
  "Chiamaka, Ngozi, Adaeze, Nkechi, Ifeoma",
  "Chinedu, Emeka, Obinna, Chukwuemeka, Ikenna",
  "Okafor, Okonkwo, Nwosu, Eze, Obi, Nwachukwu, Okeke, Uzoma")
O("hausa", "Hausa", "Africa", "m",
  "Hauwa, Hadiza, Binta, Rakiya, Amina",
  "Abubakar, Sani, Garba, Aminu, Musa",
  "Bello, Danjuma, Abdullahi, Yakubu, Sule, Lawal, Danladi")
O("efik", "Efik / Ibibio (virtue names)", "Africa", "c",
  "Blessing, Precious, Favour, Comfort, Mercy",
  "Godspower, Goodluck, Sunday, Innocent, Emem",
  "Edet, Okon, Bassey, Ekanem, Etim, Udoh, Effiong")
O("edo", "Edo (Benin City)", "Africa", "c",
  "Ivie, Osasu, Omosede, Ehi, Itohan",
  "Osagie, Efosa, Eghosa, Osaro, Uyi",
  "Igbinedion, Omoregie, Aigbe, Ogbebor, Iyamu, Edosomwan")
O("akan", "Akan (Ghana)", "Africa", "c",
  "Akosua, Ama, Abena, Afua, Yaa",
  "Kwame, Kofi, Kwabena, Yaw, Kwaku",
  "Mensah, Owusu, Boateng, Asante, Osei, Agyeman, Ofori-Atta, Acheampong")
O("ewe", "Ewe", "Africa", "c",
  "Dzifa, Enyonam, Mawusi, Selasi, Edem",
  "Kodzo, Komla, Elikem, Mawuli, Senyo",
  "Agbeko, Amegashie, Kpodo, Tsikata, Gbedemah, Ahiable")
O("ga", "Ga (Accra)", "Africa", "c",
  "Adjeley, Dedei, Korkor, Ashiorkor, Lamiley",
  "Armah, Okai, Lante, Odoi, Sowah",
  "Lamptey, Quaye, Tetteh, Ankrah, Quartey, Addo, Okine")
O("wolof", "Wolof (Senegal)", "Africa", "m",
  "Fatou, Awa, Ndèye, Khady, Coumba",
  "Mamadou, Cheikh, Modou, Babacar, Ousmane",
  "Ndiaye, Diop, Fall, Sarr, Gueye, Mbaye, Seck, Faye")
O("fula", "Fula / Peul", "Africa", "m",
  "Mariama, Hawa, Kadiatou, Dieynaba, Oumou",
  "Amadou, Alpha, Thierno, Boubacar, Saïdou",
  "Diallo, Barry, Bah, Sow, Baldé, Ba, Kane")
O("mandinka", "Mandinka / Bambara", "Africa", "m",
  "Fanta, Assitan, Djénéba, Sitan, Nana",
  "Seydou, Bakary, Drissa, Lassana, Sekou",
  "Keïta, Traoré, Coulibaly, Konaté, Diarra, Doumbia, Camara")
O("ivorian", "Ivorian (Baoulé / Bété)", "Africa", "c",
  "Affoué, Amenan, Adjoua, Akissi, Ahou",
  "Kouadio, N'Guessan, Konan, Koffi, Gnahoré",
  "Kouassi, Kouamé, Yao, Zadi, Kouakou, N'Dri")
O("cameroonian", "Cameroonian", "Africa", "c",
  "Mireille, Eyenga, Ngono, Pélagie, Chantal",
  "Hervé, Achille, Désiré, Blaise, Jean-Marie",
  "Mbarga, Essomba, Nkoulou, Fotso, Tchoungui, Ewane, Njoya")
O("congolese", "Congolese (DRC)", "Africa", "c",
  "Mbuyi, Ntumba, Kapinga, Nsimba, Mputu",
  "Kabongo, Ilunga, Mukendi, Lukusa, Bienvenu",
  "Tshibangu, Mutombo, Kasongo, Mulumba, Kalonji, Lumbala, Ngoy")
O("rwandan", "Rwandan", "Africa", "c",
  "Claudine, Josiane, Vestine, Solange, Immaculée",
  "Jean de Dieu, Emmanuel, Théoneste, Innocent, Fidèle",
  "Habimana/Mukamana, Niyonzima/Uwase, Mugisha/Ingabire, Nshimiyimana/Uwimana, Hakizimana/Umutoni")
O("burundian", "Burundian", "Africa", "c",
  "Nadège, Pascasie, Sandrine, Aline, Gloriose",
  "Aimé, Léonidas, Déo, Révérien, Prosper",
  "Niyonkuru, Ndikumana, Irakoze, Nduwimana, Bizimana, Ntahomvukiye")
O("ganda", "Ugandan (Baganda)", "Africa", "c",
  "Prossy, Harriet, Florence, Immaculate, Juliet",
  "Godfrey, Ronald, Fred, Geoffrey, Moses",
  "Ssemakula/Nakato, Mukasa/Namukasa, Kiwanuka/Nalubega, Ssebunya/Nansubuga, Lubega/Babirye")
O("kikuyu", "Kenyan (Kikuyu)", "Africa", "c",
  "Grace, Faith, Lucy, Esther, Mercy",
  "Peter, Joseph, Stephen, Samuel, Daniel",
  "Kamau/Wanjiru, Mwangi/Njeri, Njoroge/Wambui, Kariuki/Nyambura, Gitau/Wairimu")
O("luo", "Kenyan (Luo)", "Africa", "c",
  "Beatrice, Rose, Pamela, Everlyne, Millicent",
  "Tom, Collins, Vincent, Maurice, Fredrick",
  "Otieno/Atieno, Ochieng/Achieng, Odhiambo/Adhiambo, Omondi/Akinyi, Onyango/Awino")
O("luhya", "Kenyan (Luhya)", "Africa", "c",
  "Caroline, Phyllis, Emily, Violet, Gladys",
  "Geoffrey, Dennis, Evans, Wycliffe, Barnabas",
  "Wekesa/Nafula, Wafula/Nekesa, Barasa/Nasimiyu, Simiyu/Naliaka, Wanjala/Nanjala")
O("kalenjin", "Kenyan (Kalenjin)", "Africa", "c",
  "Purity, Sharon, Gladys, Nancy, Ruth",
  "Wilson, Benard, Hillary, Elijah, Kennedy",
  "Kiprono/Chepkoech, Kipkemboi/Chebet, Kiptoo/Jepkosgei, Rotich/Jepchirchir, Koech/Chepngetich")
O("swahili", "Tanzanian (Swahili)", "Africa", "mc",
  "Mwanaisha, Rehema, Zawadi, Neema, Upendo",
  "Juma, Baraka, Hamisi, Jabiri, Shabani",
  "Mwakyusa, Mfinanga, Massawe, Kimaro, Mrema, Lyimo, Msuya")
O("chewa", "Malawian (Chewa)", "Africa", "c",
  "Chikondi, Tiwonge, Chisomo, Mphatso, Thokozani",
  "Chimwemwe, Limbani, Kondwani, Mayeso, Yamikani",
  "Banda, Phiri, Mwale, Nyirenda, Chirwa, Kamwendo, Mbewe")
O("bemba", "Zambian (Bemba)", "Africa", "c",
  "Mutinta, Chilufya, Mwaka, Memory, Loveness",
  "Mwansa, Mulenga, Chileshe, Kabwe, Given",
  "Mwamba, Musonda, Kapambwe, Chanda, Bwalya, Lungu")
O("shona", "Zimbabwean (Shona)", "Africa", "c",
  "Tendai, Nyasha, Rutendo, Chiedza, Tatenda",
  "Tafadzwa, Tinashe, Farai, Kudakwashe, Takudzwa",
  "Moyo, Mutasa, Chigumba, Makoni, Zvobgo, Chinotimba, Marufu")
O("ndebele", "Zimbabwean (Ndebele)", "Africa", "c",
  "Sithembile, Nomathemba, Thandeka, Sibongile, Nkazimulo",
  "Sibusiso, Mthokozisi, Nkosinathi, Themba, Mandlenkosi",
  "Ncube, Dube, Sibanda, Nkomo, Ndlovu, Mpofu")
O("zulu", "Zulu", "Africa", "c",
  "Nomvula, Thandiwe, Zanele, Nokuthula, Lindiwe",
  "Sipho, Bongani, Sandile, Mandla, Thulani",
  "Dlamini, Zulu, Mkhize, Ngcobo, Khumalo, Mthembu, Shabalala")
O("xhosa", "Xhosa", "Africa", "c",
  "Nosipho, Thembeka, Nomsa, Unathi, Ayanda",
  "Luthando, Xolani, Siyabonga, Mzwandile, Lwazi",
  "Dyantyi, Gqola, Ntsebeza, Mqhayi, Nkwinti, Jali")
O("sotho", "Sesotho", "Africa", "c",
  "Palesa, Lineo, Nthabiseng, Lerato, Mpho",
  "Thabo, Teboho, Tumelo, Lehlohonolo, Motlatsi",
  "Mokoena, Letsie, Mofokeng, Nthako, Sello, Ramoholi")
O("tswana", "Setswana", "Africa", "c",
  "Boitumelo, Kgomotso, Onalenna, Lorato, Tshegofatso",
  "Kagiso, Tshepo, Lesego, Kabelo, Oratile",
  "Molefe, Modise, Sebego, Tau, Mogotsi, Motsumi")
O("venda", "Venda", "Africa", "c",
  "Rudzani, Tshilidzi, Lufuno, Vhutshilo, Mashudu",
  "Khathutshelo, Ndivhuwo, Livhuwani, Takalani, Mpfariseni",
  "Mudau, Mulaudzi, Ravele, Nemukula, Netshiongolwe, Ramabulana")
O("afrikaans", "Afrikaans", "Africa", "c",
  "Marietjie, Elna, Susanna, Riana, Anri",
  "Jan-Hendrik, Wynand, Christo, Gerhard, Pieter",
  "van der Merwe, du Plessis, de Villiers, le Roux, Janse van Rensburg, Botha, Steyn")
O("cape_malay", "Cape Malay", "Africa", "m",
  "Gadija, Faldela, Ruwayda, Nazeema, Mymoena",
  "Achmat, Ebrahim, Igshaan, Moegamat, Shaheed",
  "Abrahams, Davids, Hendricks, Isaacs, Salie, Jacobs, Fortuin")
O("malagasy", "Malagasy", "Africa", "c",
  "Voahangy, Fanja, Tiana, Lalao, Hanitra",
  "Hery, Mamy, Rivo, Haja, Andry",
  "Andrianarivelo, Rakotomalala, Razafindrakoto, Rasoanaivo, Randriamampionona, Rabemananjara")
O("cape_verdean", "Cape Verdean", "Africa", "c",
  "Eunice, Celeste, Ivone, Zenaida, Djamila",
  "Adilson, Arlindo, Euclides, Nelson, Edmilson",
  "Tavares, Monteiro, Fortes, Semedo, Lopes, Andrade, Brito", p2=0.3)
O("angolan", "Angolan", "Africa", "c",
  "Esperança, Domingas, Feliciana, Nzinga, Luzia",
  "Adão, Domingos, Kiluange, Nzau, Manuel",
  "Sebastião, Kassoma, Chipenda, Lourenço, Mbala, Kiala")
O("mozambican", "Mozambican", "Africa", "c",
  "Felismina, Albertina, Isaura, Celeste, Ilda",
  "Armando, Benedito, Fulgêncio, Simião, Jeremias",
  "Macuácua, Cossa, Nhantumbo, Mabunda, Sitoe, Mondlane")
O("sierra_leonean", "Sierra Leonean", "Africa", "mc",
  "Fatmata, Isatu, Hawanatu, Mariatu, Kadiatu",
  "Foday, Sahr, Abu, Alusine, Ibrahim",
  "Kamara, Sesay, Conteh, Bangura, Koroma, Turay, Kanu")

# --------------------------------------------------------------- Asia
O("mandarin", "Chinese (Mandarin, pinyin)", "Asia", "bco",
  "Xiuying, Meiling, Yanping, Huifang, Jing",
  "Jianguo, Wei, Zhiqiang, Haoran, Junjie",
  "Wang, Li, Zhang, Liu, Chen, Zhou, Xu, Wu, Ma, Huang", fg=0.7,
  native=[("f", "王", "秀英", "fg0"), ("m", "李", "建国", "fg0"), ("m", "张", "伟", "fg0"),
          ("f", "刘", "芳", "fg0"), ("f", "陈", "静", "fg0"), ("m", "周", "浩然", "fg0")])
O("cantonese", "Chinese (Cantonese, Hong Kong)", "Asia", "bco",
  "Ka Yan, Wing Sze, Hoi Yan, Suk Yee, Mei Ling",
  "Ka Ho, Chi Keung, Wai Man, Kwok Wing, Siu Ming",
  "Chan, Wong, Cheung, Lau, Leung, Ng, Lam, Ho", fg=0.6,
  native=[("f", "陳", "嘉欣", "fg0"), ("m", "李", "家豪", "fg0"), ("m", "黃", "偉文", "fg0")])
O("taiwanese", "Chinese (Taiwan)", "Asia", "bco",
  "Shu-fen, Yi-chun, Mei-hua, Ya-ting, Hsiu-ying",
  "Chih-ming, Chun-hung, Chia-hao, Wen-hsiung, Kuan-yu",
  "Chen, Lin, Huang, Chang, Tsai, Hsu, Cheng, Yeh", fg=0.6,
  native=[("f", "陳", "怡君", "fg0"), ("m", "林", "志明", "fg0"), ("f", "黃", "淑芬", "fg0")])
O("hokkien", "Chinese (Singapore / Malaysia, Hokkien)", "Asia", "bco",
  "Siew Ling, Bee Hoon, Geok Lan, Poh Choo, Swee Lian",
  "Kok Leong, Boon Huat, Teck Seng, Chee Keong, Ah Seng",
  "Tan, Lim, Teo, Goh, Ong, Koh, Ang, Tay", fg=0.8)
O("chinese_indonesian", "Chinese Indonesian", "Asia", "cb",
  "Lanny, Yenny, Meiliana, Susanti, Lili",
  "Budiman, Yohanes, Sugianto, Ferry, Hartono",
  "Halim, Gunawan, Wijaya, Santoso, Kusuma, Tanuwijaya, Salim")
O("japanese", "Japanese", "Asia", "bo",
  "Hanako, Yumiko, Keiko, Sakura, Misaki",
  "Hiroshi, Takeshi, Kenta, Daisuke, Ichiro",
  "Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura", fg=0.3,
  native=[("f", "佐藤", "花子", "fg"), ("m", "鈴木", "一郎", "fg"), ("f", "高橋", "美咲", "fg0"),
          ("m", "田中", "健太", "fg"), ("f", "山本", "さくら", "fg0"), ("f", "渡辺", "ゆかり", "fg")])
O("okinawan", "Okinawan", "Asia", "bo",
  "Yoshiko, Haruko, Chiyoko, Tsuru, Kamado",
  "Seitoku, Yoshitaka, Shinsuke, Kamasu, Choko",
  "Higa, Chinen, Kinjo, Oshiro, Miyagi, Nakasone, Shimabukuro")
O("korean", "Korean", "Asia", "cb",
  "Ji-woo, Seo-yeon, Min-seo, Soo-jin, Hye-jin",
  "Min-jun, Ji-ho, Seung-hyun, Dong-hyun, Jae-won",
  "Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Oh", fg=0.8,
  native=[("m", "김", "민준", "fg0"), ("f", "이", "서연", "fg0"), ("m", "박", "지호", "fg0"),
          ("f", "최", "수빈", "fg0"), ("f", "정", "은지", "fg0")])
O("vietnamese", "Vietnamese", "Asia", "bc",
  "Lan, Hạnh, Thảo, Hương, Ngọc Anh",
  "Bảo, Minh Tuấn, Dũng, Quang, Hùng",
  "Nguyễn, Trần, Lê, Phạm, Hoàng, Huỳnh, Võ, Đặng, Bùi",
  style="viet", mids=("Thị, Thị, Thị, Ngọc", "Văn, Văn, Đức, Hữu"), ascii=0.3)
O("thai", "Thai", "Asia", "b",
  "Somsri, Malee, Siriporn, Kanokwan, Nattaya",
  "Somchai, Anan, Prasert, Thanakorn, Wichai",
  "Srisuk, Jaidee, Saetang, Wongsawat, Chaiyaporn, Boonmee, Kaewmanee",
  native=[("m", "ใจดี", "สมชาย", "gf"), ("f", "แก้วมณี", "สุดารัตน์", "gf"),
          ("f", "ศรีสุข", "มาลี", "gf")])
O("lao", "Lao", "Asia", "b",
  "Manivanh, Viengkham, Chanthaly, Souksavanh, Phonesavanh",
  "Somsack, Bounmy, Phouvong, Khamla, Sengdao",
  "Vongsavanh, Phommachanh, Sisouphanh, Keomany, Inthavong, Xayavong, Souvannavong",
  native=[("m", "ວົງສະຫວັນ", "ສົມສັກ", "gf"), ("f", "ອິນທະວົງ", "ມະນີວັນ", "gf")])
O("khmer", "Khmer", "Asia", "b",
  "Sreypov, Chenda, Sophea, Bopha, Channary",
  "Sokha, Vannak, Dara, Rithy, Sovann",
  "Sok, Chan, Keo, Heng, Meas, Pich, Chea, Ly", fg=1.0,
  native=[("f", "សុខ", "ស្រីពៅ", "fg"), ("m", "កែវ", "វណ្ណៈ", "fg")])
O("burmese", "Burmese (no family name)", "Asia", "b",
  "Aye Aye Myint, Thida Win, Khin Mar, Su Su Hlaing, Nilar Htun",
  "Aung Kyaw, Zaw Min Oo, Kyaw Zin Htet, Thant Zin, Min Thu",
  style="mono",
  native=[("m", None, "အောင်ကျော်", "mono"), ("f", None, "ခင်မာ", "mono")])
O("karen", "Karen (no family name)", "Asia", "cb",
  "Paw Htoo, Eh Ler Wah, Mu Mu Paw, Hsa Moo, Say Paw",
  "Eh Kaw Htoo, Ler Htoo, Ba Thein, Htoo Klo, Eh Doh",
  style="mono")
O("hmong", "Hmong", "Asia", "co",
  "Mai Yia, Pa Nhia, Nou, Ntxhi, Mai Nou",
  "Tou, Chue, Pao, Neng, Kou",
  "Vang, Xiong, Yang, Thao, Her, Moua, Lor, Vue")
O("mongolian", "Mongolian", "Asia", "bo",
  "Oyuunchimeg, Sarantuya, Enkhjargal, Bolormaa, Altantsetseg",
  "Batbayar, Ganbold, Tömörbaatar, Erdenebat, Bat-Erdene",
  "Dorjiin, Ganbaataryn, Tsogtyn, Enkhbayaryn, Sükhbaataryn", fg=1.0,
  native=[("f", "Доржийн", "Сарантуяа", "fg"), ("m", "Цогтын", "Батбаяр", "fg")])
O("tibetan", "Tibetan (no family name)", "Asia", "b",
  "Tenzin Dolma, Pema Yangchen, Yangchen Lhamo, Tsering Choedon, Dolkar Tso",
  "Lobsang Tsering, Tenzin Norbu, Jampa Gyatso, Karma Phuntsok, Ngawang Dorjee",
  style="mono", native=[("f", None, "བསྟན་འཛིན་སྒྲོལ་མ", "mono")])
O("sherpa", "Sherpa", "Asia", "b",
  "Pasang Lhamu, Dawa Phuti, Ang Dolma, Pemba Diki, Lhakpa Doma",
  "Ang Tshering, Pemba, Mingma, Lakpa, Nima",
  "Sherpa")
O("bhutanese", "Bhutanese (no family name)", "Asia", "b",
  "Karma Choden, Sonam Dema, Tshering Yangzom, Pem Zangmo, Dechen Wangmo",
  "Sangay Tenzin, Ugyen Dorji, Kinley Penjor, Tashi Phuntsho, Jigme Tenzin",
  style="mono")
O("nepali", "Nepali", "Asia", "hb",
  "Sita, Sarita, Pramila, Anita, Sabina",
  "Ram Bahadur, Prakash, Bishnu, Suman, Dil Kumar",
  "Shrestha, Thapa, Gurung, Tamang, Adhikari, Karki, Rai",
  native=[("f", "श्रेष्ठ", "सीता", "gf"), ("m", "थापा", "राम", "gf")])
O("hindi", "Indian (Hindi)", "Asia", "h",
  "Sunita, Priya, Kavita, Anjali, Rekha",
  "Rajesh, Amit, Sanjay, Vikram, Deepak",
  "Sharma, Verma, Gupta, Srivastava, Tiwari, Agarwal, Mishra, Chauhan",
  native=[("f", "शर्मा", "सुनीता", "gf"), ("m", "कुमार", "राजेश", "gf"),
          ("f", "वर्मा", "प्रिया", "gf")])
O("bengali_hindu", "Bengali (West Bengal)", "Asia", "h",
  "Moumita, Sutapa, Rituparna, Sharmistha, Paromita",
  "Arindam, Sourav, Debashis, Partha, Subhankar",
  "Banerjee, Chatterjee, Mukherjee, Bhattacharya, Ghosh, Sengupta, Dasgupta",
  native=[("m", "দাস", "সুমন", "gf"), ("f", "চক্রবর্তী", "মৌমিতা", "gf")])
O("bangladeshi", "Bangladeshi", "Asia", "m",
  "Fatema, Nasrin, Rokeya, Taslima, Sharmin",
  "Rahim, Kamal, Abdul Karim, Mizanur, Shafiqul",
  "Rahman, Hossain, Uddin, Chowdhury, Miah, Islam, Talukder",
  native=[("m", "উদ্দিন", "রহিম", "gf"), ("f", "বেগম", "ফাতেমা", "gf")])
O("pakistani", "Pakistani (Punjabi / Urdu)", "Asia", "m",
  "Ayesha, Farzana, Nusrat, Sadia, Rabia",
  "Imran, Tariq, Bilal, Usman, Kamran",
  "Chaudhry, Qureshi, Butt, Malik, Siddiqui, Mirza, Awan, Rana",
  native=[("f", "خان", "عائشہ", "gf"), ("m", "احمد", "بلال", "gf"), ("f", "ملک", "رابعہ", "gf")])
O("kashmiri", "Kashmiri", "Asia", "m",
  "Rifat, Shazia, Haleema, Tabassum, Nighat",
  "Showkat, Mushtaq, Farooq, Bashir, Altaf",
  "Lone, Bhat, Dar, Wani, Mir, Kaul, Raina")
O("sindhi", "Sindhi", "Asia", "m",
  "Marvi, Rubina, Naseem, Ruqayya, Sassui",
  "Ali Nawaz, Gul Hassan, Imdad, Ghulam Nabi, Sikandar",
  "Soomro, Memon, Jatoi, Shaikh, Mahar, Chandio, Talpur, Abro")
O("baloch", "Baloch", "Asia", "m",
  "Mahnaz, Banuk, Sammi, Hani, Gulnaz",
  "Jalal, Hammal, Chakar, Dostain, Shahdad",
  "Baloch, Marri, Rind, Zehri, Lashari, Raisani")
O("punjabi_sikh", "Punjabi Sikh", "Asia", "s",
  "Harpreet, Jaswinder, Manjit, Simranjit, Baljit",
  "Gurmeet, Harjinder, Kulwant, Balwinder, Jaspal, Amrik",
  "Sandhu, Gill, Dhillon, Grewal, Bains, Sidhu, Randhawa, Kang", style="sikh",
  native=[("f", "ਕੌਰ", "ਹਰਪ੍ਰੀਤ", "gf"), ("m", "ਸਿੰਘ", "ਗੁਰਮੀਤ", "gf"),
          ("m", "ਸਿੰਘ ਗਿੱਲ", "ਕੁਲਵੰਤ", "gf")])
O("gujarati", "Gujarati", "Asia", "h",
  "Hetal, Kokila, Bhavna, Chetna, Jayshree",
  "Dharmesh, Jignesh, Hitesh, Bhavesh, Kirit",
  "Patel, Shah, Desai, Mehta, Parikh, Joshi, Trivedi, Pandya",
  native=[("f", "પટેલ", "ચેતના", "gf"), ("m", "શાહ", "ધર્મેશ", "gf")])
O("marathi", "Marathi", "Asia", "hb",
  "Sayali, Madhuri, Ashwini, Vaishali, Mrunal",
  "Sachin, Prashant, Nilesh, Shrikant, Anil",
  "Patil, Deshpande, Kulkarni, Gokhale, Deshmukh, Jadhav, Pawar",
  native=[("m", "पाटील", "अनिल", "gf"), ("f", "कुलकर्णी", "माधुरी", "gf")])
O("tamil", "Tamil (India)", "Asia", "h",
  "Lakshmi, Selvi, Kavitha, Meenakshi, Thenmozhi",
  "Murugan, Karthik, Senthil, Arumugam, Balasubramanian",
  "Ramasamy, Subramaniam, Krishnan, Rajendran, Natarajan, Sundaram, Pandian", style="tamil",
  native=[("m", "ராமசாமி", "முருகன்", "gf"), ("f", "சுந்தரம்", "செல்வி", "gf")])
O("sri_lankan_tamil", "Sri Lankan Tamil", "Asia", "h",
  "Tharsika, Niroja, Kajani, Sharmila, Vithya",
  "Tharshan, Kajan, Sivakumar, Jeyakumar, Mathuran",
  "Sivapalan, Thevarajah, Kanagaratnam, Yogarajah, Balachandran, Selvarajah")
O("sinhala", "Sinhala", "Asia", "bc",
  "Chamari, Dilani, Nadeeka, Sanduni, Kumudini",
  "Nimal, Chaminda, Ruwan, Sunil, Kasun",
  "Perera, Fernando, Jayasuriya, Wickramasinghe, Bandara, Dissanayake, Gunawardena",
  native=[("m", "පෙරේරා", "නිමල්", "gf"), ("f", "බණ්ඩාර", "දිලානි", "gf")])
O("telugu", "Telugu", "Asia", "h",
  "Lakshmi Prasanna, Sravani, Padmaja, Swathi, Haritha",
  "Srinivas, Venkatesh, Ravi Teja, Naveen, Chandrasekhar",
  "Reddy, Naidu, Rao, Chowdary, Kondapalli, Nallapati, Gorantla", fg=0.3,
  native=[("m", "రెడ్డి", "శ్రీనివాస్", "gf"), ("f", "నాయుడు", "స్వాతి", "gf")])
O("kannada", "Kannada", "Asia", "h",
  "Shwetha, Pallavi, Sahana, Roopa, Vidya",
  "Ramesh, Manjunath, Girish, Shivakumar, Pradeep",
  "Gowda, Hegde, Shetty, Kamath, Bhat, Nayak",
  native=[("m", "ಗೌಡ", "ರಮೇಶ್", "gf"), ("f", "ಹೆಗ್ಡೆ", "ಪಲ್ಲವಿ", "gf")])
O("malayali_christian", "Malayali (Syrian Christian)", "Asia", "c",
  "Mariamma, Annamma, Sherin, Jincy, Leena",
  "Varghese, Kuriakose, Jijo, Binu, Mathai",
  "Kurian, Mathew, Chacko, Thomas, Abraham, Puthenpurayil, Kallarackal",
  native=[("f", "ജോസഫ്", "മറിയം", "gf"), ("m", "കുര്യൻ", "വർഗീസ്", "gf")])
O("malayali_hindu", "Malayali (Hindu)", "Asia", "h",
  "Devika, Sreelakshmi, Aparna, Gayathri, Anjali",
  "Sreejith, Anoop, Rajeev, Vishnu, Harikrishnan",
  "Nair, Menon, Kurup, Namboothiri, Warrier, Panicker")
O("odia", "Odia", "Asia", "h",
  "Sasmita, Sanghamitra, Itishree, Lopamudra, Sushree",
  "Subrat, Debasish, Satyabrata, Subhash, Pradeep",
  "Mohanty, Panda, Patnaik, Swain, Sahoo, Dash, Behera",
  native=[("m", "ମହାନ୍ତି", "ସୁଭାଷ", "gf")])
O("assamese", "Assamese", "Asia", "h",
  "Pranami, Dipshikha, Bornali, Jonali, Anamika",
  "Pranjal, Dhruba, Ranjit, Bhaskar, Hiranya",
  "Baruah, Gogoi, Bora, Saikia, Hazarika, Kalita, Deka")
O("goan", "Goan Catholic", "Asia", "c",
  "Philomena, Lavina, Carmina, Marissa, Conceição",
  "Agnelo, Cajetan, Francis Xavier, Rosario, Menino",
  "D'Souza, Fernandes, Pinto, D'Costa, Menezes, Gomes, Noronha, D'Mello")
O("parsi", "Parsi", "Asia", "o",
  "Roshan, Dinaz, Freny, Perizad, Khorshed",
  "Cyrus, Rustom, Jamshed, Kaizad, Farokh",
  "Wadia, Mistry, Engineer, Contractor, Daruwala, Batliwala, Bharucha, Irani")
O("mizo", "Mizo (no family name)", "Asia", "c",
  "Lalremruati, Vanlalhriati, Zothanpuii, Lalnunmawii, Laldinpuii",
  "Lalrinmawia, Vanlalruata, Lalbiakzuala, Zorinsanga, Lalhmingliana",
  style="mono")
O("maldivian", "Maldivian", "Asia", "m",
  "Aishath, Mariyam, Fathimath, Hawwa, Aminath",
  "Ibrahim, Hussain, Ahmed, Mohamed, Ali",
  "Rasheed, Shareef, Naseem, Manik, Didi, Waheed")
O("malay", "Malay (bin / binti)", "Asia", "m",
  "Nur Aisyah, Siti Aminah, Nurul Huda, Farah Nadia, Zarina",
  "Muhammad Hafiz, Ahmad Faizal, Mohd Rizal, Azman, Khairul Anuar",
  style="nasab", nasab=("bin", "binti", 1.0),
  fathers="Ismail, Abdullah, Hassan, Osman, Yusof, Jamaluddin, Abu Bakar")
O("javanese", "Javanese (single name)", "Asia", "mc",
  "Suharti, Sumarni, Sri Wahyuni, Endang, Wulandari",
  "Slamet, Sutrisno, Bambang, Sugiyono, Wahyudi",
  style="mono")
O("sundanese", "Sundanese", "Asia", "m",
  "Euis, Neneng, Iis, Dedeh, Ratna",
  "Asep, Ujang, Dadang, Cecep, Dede",
  "Saepudin, Permana, Hidayat, Sunarya, Kurniawan, Setiawan")
O("balinese", "Balinese (birth-order names)", "Asia", "h",
  "Ni Wayan Sari, Ni Made Ayu Lestari, Ni Nyoman Sukerti, Ni Ketut Ariani, Ni Luh Putu Wulan",
  "I Made Sudarma, I Wayan Suarta, I Ketut Arsana, I Nyoman Wirata, I Gede Putra Astawa",
  style="mono")
O("batak", "Batak", "Asia", "c",
  "Sondang, Romauli, Lamtiur, Tiurma, Rosmawati",
  "Tigor, Bonar, Parulian, Hotman, Sahat",
  "Simanjuntak, Siregar, Nainggolan, Hutapea, Situmorang, Sitompul, Pardede")
O("minangkabau", "Minangkabau", "Asia", "m",
  "Rahmi, Fitri, Nurhayati, Yulia, Desi",
  "Fauzan, Hendra, Yusri, Irwan, Zulkifli",
  "Chaniago, Tanjung, Piliang, Koto, Sikumbang, Jambak")
O("timorese", "Timorese", "Asia", "c",
  "Filomena, Ermelinda, Olinda, Joanina, Natalina",
  "Domingos, Amaro, Mateus, Agapito, Zeferino",
  "da Costa, Soares, Ximenes, Guterres, Amaral, Belo")
O("tagalog", "Filipino (Tagalog)", "Asia", "c",
  "Maricel, Rosalinda, Lorna, Jocelyn, Ma. Theresa",
  "Ronaldo, Reynaldo, Danilo, Efren, Jericho",
  "dela Cruz, Santos, de los Reyes, Bautista, Mendoza, Villanueva, Dimaculangan, Macaraeg", mi=0.45)
O("cebuano", "Filipino (Cebuano)", "Asia", "c",
  "Gemma, Cherry Mae, Mary Grace, Analyn, Rubylyn",
  "Rey Mark, Rolando, Jun, Jessie, Bernardino",
  "Cabahug, Abellana, Ybañez, Ouano, Tumulak, Alcantara", mi=0.35)
O("maranao", "Filipino (Maranao)", "Asia", "m",
  "Norhana, Sittie, Jamila, Aisah, Raihana",
  "Abdulmalik, Norodin, Macabangkit, Ameroddin, Jamal",
  "Macarambon, Lucman, Pangandaman, Macapado, Mangotara, Disomimba")
O("kazakh", "Kazakh", "Asia", "m",
  "Aigerim, Gulnaz, Dinara, Saule, Zhanar",
  "Nurlan, Yerlan, Daniyar, Askar, Bauyrzhan",
  "Abenov/Abenova, Zhaksybekov/Zhaksybekova, Omarov/Omarova, Beisenov/Beisenova, "
  "Iskakov/Iskakova, Seitkali")
O("uzbek", "Uzbek", "Asia", "m",
  "Dilnoza, Gulnora, Nodira, Malika, Shahnoza",
  "Sardor, Jahongir, Bekzod, Otabek, Sherzod",
  "Yusupov/Yusupova, Rakhimov/Rakhimova, Usmonov/Usmonova, Abdullaev/Abdullaeva, Normatov/Normatova")
O("tajik", "Tajik", "Asia", "m",
  "Tahmina, Firuza, Manizha, Zarina, Nigina",
  "Farrukh, Dilshod, Bahrom, Parviz, Firdavs",
  "Nazarov/Nazarova, Sharipov/Sharipova, Qodirov/Qodirova, Davlatov/Davlatova, Mirzoev/Mirzoeva")
O("kyrgyz", "Kyrgyz", "Asia", "m",
  "Aizhan, Cholpon, Nurgul, Begimai, Aidana",
  "Azamat, Almazbek, Kubanychbek, Nurbek, Ermek",
  "Toktogulov/Toktogulova, Asanov/Asanova, Osmonaliev/Osmonalieva, Sydykov/Sydykova, "
  "Zhumabaev/Zhumabaeva")
O("turkmen", "Turkmen", "Asia", "m",
  "Aýgül, Maýsa, Gözel, Jeren, Bahar",
  "Merdan, Serdar, Annamyrat, Döwlet, Rowşen",
  "Orazow/Orazowa, Nurmuhammedow/Nurmuhammedowa, Gurbanow/Gurbanowa, Atayew/Atayewa, "
  "Hojamuradow/Hojamuradowa")
O("uyghur", "Uyghur", "Asia", "m",
  "Mihrigul, Rayhangul, Patigul, Zulpiye, Gulnisa",
  "Ablikim, Memet, Tursun, Abduweli, Mehmetjan",
  style="eth", fathers="Tohti, Qadir, Osman, Niyaz, Abdukerim, Rozi")

# ------------------------------------------------------------- Oceania
O("maori", "Māori", "Oceania", "c",
  "Aroha, Mere, Huia, Kiri, Moana",
  "Wiremu, Hemi, Rawiri, Tamati, Nikau",
  "Te Whata, Ngata, Parata, Tipene, Te Rangi, Pōmare, Te Kani")
O("samoan", "Samoan", "Oceania", "c",
  "Lagi, Sina, Fetu, Malia, Losa",
  "Sione, Tavita, Ioane, Pita, Faleolo",
  "Tuilagi, Aumua, Fa'amausili, Tuiasosopo, Sapolu, Leiataua")
O("tongan", "Tongan", "Oceania", "c",
  "Mele, Losaline, 'Ana, Seini, Salote",
  "Sione, Viliami, Tevita, Siaosi, Semisi",
  "Fifita, Taufa, Havili, Vea, Mahe, Lolohea, Fonua")
O("fijian", "iTaukei Fijian", "Oceania", "c",
  "Mereani, Litia, Unaisi, Makereta, Salote",
  "Jone, Josefa, Semi, Epeli, Isikeli",
  "Naivalu, Bulavou, Ravula, Koroi, Tuisawau, Vakaloloma")
O("indo_fijian", "Indo-Fijian", "Oceania", "h",
  "Shalini, Roshni, Anjana, Kamini, Sangeeta",
  "Vijay, Rajnesh, Pravin, Shiu, Ashwin",
  "Prasad, Chand, Lal, Narayan, Dutt, Kumar")
O("hawaiian", "Native Hawaiian", "Oceania", "c",
  "Leilani, Noelani, Kanoe, Pualani, Malia",
  "Keoni, Kaleo, Makoa, Kainoa, Ikaika",
  "Kealoha, Kahananui, Kamakana, Akana, Kapule, Kekumu")
O("tahitian", "Tahitian", "Oceania", "c",
  "Vaimiti, Tehani, Heiata, Poerava, Hinatea",
  "Teva, Manutea, Tamatoa, Heimana, Raiarii",
  "Tetuanui, Tehaamoana, Temauri, Teriitahi, Tauira, Teihotaata")
O("chamorro", "Chamorro", "Oceania", "c",
  "Rosario, Antonia, Josefina, Teresita, Dolores",
  "Vicente, Ignacio, Joaquin, Jesus, Juan",
  "Taitano, San Nicolas, Camacho, Aguon, Quitugua, Leon Guerrero, Cruz")

# ------------------------------------------------------------- Americas
O("quebecois", "Québécois", "Americas", "c",
  "Ginette, Josée, Mélanie, Sylvie, Nathalie",
  "Réjean, Gaétan, Sylvain, Jean-Guy, Yvon",
  "Tremblay, Gagnon, Bouchard, Côté, Pelletier, Lévesque, Bergeron")
O("cajun", "Cajun / Acadian", "Americas", "c",
  "Yvette, Nadine, Odile, Evangeline, Clothilde",
  "Clovis, Alcide, Numa, Ulysse, Dudley",
  "Thibodeaux, Boudreaux, LeBlanc, Broussard, Hebert, Guidry, Arceneaux")
O("african_american", "African American", "Americas", "cm",
  "Keisha, Tamika, Ebony, Denise, Latoya",
  "DeShawn, Marcus, Darnell, Jamal, Andre",
  "Washington, Jefferson, Robinson, Coleman, Freeman, Bankhead, Gaines", mi=0.35)
O("appalachian", "Appalachian", "Americas", "c",
  "Mary Beth, Loretta, Bobbie Sue, Wanda, Opal",
  "Billy Ray, Earl, Jimmy Dale, Wendell, Virgil",
  "Hatfield, Pruitt, Blevins, Caudill, Stidham, Combs", mi=0.3)
O("amish", "Amish / Pennsylvania Dutch", "Americas", "c",
  "Fannie, Katie, Lydia, Malinda, Susie",
  "Eli, Jonas, Levi, Amos, Menno",
  "Stoltzfus, Yoder, Beiler, Lapp, Fisher, Esh, Zook")
O("mennonite", "Russian Mennonite", "Americas", "c",
  "Helena, Aganetha, Katharina, Margaretha, Anna",
  "Abram, Heinrich, Cornelius, Isaak, Jakob",
  "Friesen, Penner, Thiessen, Wiebe, Klassen, Dyck, Enns, Loewen")
O("mexican", "Mexican", "Americas", "c",
  "Guadalupe, María de Jesús, Xóchitl, Itzel, Maricela",
  "Juan Carlos, Refugio, Eleazar, Jorge Alberto, Jesús",
  "Hernández, López, Ramírez, Zúñiga, Villaseñor, Arreola, Tamez", p2=0.6)
O("maya_kiche", "Guatemalan Maya (K'iche')", "Americas", "c",
  "Juana, Petrona, Candelaria, Tomasa, Ixchel",
  "Pascual, Baltazar, Gaspar, Diego, Sebastián",
  "Tzoc, Ajpop, Xicay, Coc, Quiej, Chiyal, Tzunun", p2=0.4)
O("cuban", "Cuban", "Americas", "c",
  "Yamilé, Odalys, Caridad, Yaneisy, Mayelín",
  "Yoandri, Yasiel, Reinier, Eusebio, Osmany",
  "Valdés, Cárdenas, Sotolongo, Fleitas, Betancourt, Díaz", p2=0.5)
O("puerto_rican", "Puerto Rican", "Americas", "c",
  "Maribel, Nilda, Ivelisse, Yahaira, Migdalia",
  "Luis Ángel, Wilfredo, Edgardo, José Manuel, Heriberto",
  "Rivera, Colón, Quiñones, Santiago, Maldonado, Vélez, Cintrón", p2=0.5)
O("dominican", "Dominican", "Americas", "c",
  "Altagracia, Mercedes, Yokasta, Dulce María, Milagros",
  "Yunior, Radhamés, Wascar, Juan Pablo, Ramón",
  "Almonte, Then, Polanco, Ureña, Guzmán, Peña", p2=0.5)
O("haitian", "Haitian", "Americas", "c",
  "Marie-Ange, Guerline, Mirlande, Widline, Nadège",
  "Jean-Robert, Wilner, Fritzner, Dieuseul, Jocelyn",
  "Pierre-Louis, Dorvil, Saint-Fleur, Bien-Aimé, Desrosiers, Jean-Baptiste, Cadet")
O("jamaican", "Jamaican", "Americas", "c",
  "Marcia, Hyacinth, Paulette, Claudette, Sonia",
  "Delroy, Winston, Clive, Errol, Lennox",
  "Campbell, McKenzie, Grant, Henry, Chambers, Francis, Bailey")
O("trinidadian_indo", "Indo-Trinidadian", "Americas", "h",
  "Savitri, Kamla, Sharda, Radica, Indira",
  "Sookdeo, Deonarine, Dhanraj, Rampersad, Harrinarine",
  "Maharaj, Ramdass, Persad, Seepersad, Boodram, Ramlogan, Ramkissoon")
O("surinamese", "Surinamese", "Americas", "c",
  "Marlène, Roseline, Gerda, Ingrid, Astrid",
  "Ronny, Hugo, Iwan, Ramon, Glenn",
  "Wijngaarde, Pinas, Sedney, Doelwijt, Tjin-A-Tsoi, Zeegelaar, Landveld")
O("colombian", "Colombian", "Americas", "c",
  "Luz Marina, Yolanda, Marleny, Nohora, Diana Patricia",
  "Jhon Jairo, Libardo, Fabio, Hernán, Wilson",
  "Restrepo, Ospina, Giraldo, Castaño, Quintero, Zapata, Echeverri", p2=0.6)
O("venezuelan", "Venezuelan", "Americas", "c",
  "Génesis, Yelitza, Oriana, Mariángel, Yusmary",
  "Wilmer, Franklin, Eudes, Yonathan, Jesús Alberto",
  "Bracho, Urdaneta, Briceño, Chacín, Mogollón, Pérez", p2=0.5)
O("quechua", "Peruvian (Quechua)", "Americas", "c",
  "Sisa, Killa, Nina, Eulogia, Maximiliana",
  "Wayra, Amaru, Teófilo, Inti, Florencio",
  "Quispe, Mamani, Huamán, Condori, Ccahuana, Yupanqui, Huillca", p2=0.5)
O("aymara", "Bolivian (Aymara)", "Americas", "c",
  "Justina, Paulina, Wara, Sabina, Casimira",
  "Nicanor, Félix, Willka, Teodoro, Saturnino",
  "Choque, Apaza, Ticona, Limachi, Huanca, Callisaya", p2=0.5)
O("chilean", "Chilean", "Americas", "c",
  "Javiera, Constanza, Macarena, Trinidad, Catalina",
  "Matías, Benjamín, Cristóbal, Ignacio, Vicente",
  "Errázuriz, Larraín, Muñoz, Fuentes, Rojas, Vergara, Undurraga", p2=0.6)
O("mapuche", "Mapuche", "Americas", "c",
  "Ayelén, Rayén, Millaray, Relmu, Amanda",
  "Lautaro, Alihuen, Nahuel, Pedro, Ñancupil",
  "Huenchumilla, Catrileo, Painemal, Millapán, Huaiquimil, Curinao", p2=0.4)
O("argentine", "Argentine", "Americas", "c",
  "Florencia, Agustina, Romina, Luján, Milagros",
  "Facundo, Gonzalo, Agustín, Ezequiel, Santino",
  "Gómez, Pellegrini, Sosa, Acosta, Giménez, Benedetti, Kirschbaum", p2=0.25)
O("guarani", "Paraguayan (Guaraní)", "Americas", "c",
  "Arami, Yvoty, Jasy, Ramona, Ysapy",
  "Arandú, Isidoro, Celso, Ramón, Aguará",
  "Benítez, Ayala, Villalba, Ocampos, Cáceres, Ortiz", p2=0.4)
O("brazilian", "Brazilian", "Americas", "c",
  "Ana Luiza, Thaís, Raimunda, Jussara, Francisca",
  "Thiago, Raimundo, Wellington, Cleiton, Edvaldo",
  "dos Santos, Oliveira, Nascimento, Araújo, Cavalcanti, Barbosa, Gonçalves, de Souza", p2=0.45)
O("navajo", "Diné (Navajo)", "Americas", "co",
  "Shandiin, Nizhoni, Doli, Yanaba, Marlena",
  "Ahiga, Naalnish, Bidziil, Leroy, Delbert",
  "Begay, Yazzie, Tsosie, Benally, Nez, Tso, Bitsui, Etsitty")
O("lakota", "Lakota", "Americas", "co",
  "Charmaine, Marcella, Winona, Loretta, Tatewin",
  "Lyle, Darrell, Wanbli, Verdell, Russell",
  "Two Bulls, Little Thunder, Standing Elk, Looking Horse, High Hawk, Iron Cloud")
O("cree", "Cree", "Americas", "co",
  "Doreen, Bernice, Tanis, Delphine, Agnes",
  "Clifford, Elmer, Darrell, Wapun, Ambrose",
  "Cardinal, Meekis, Bearskin, Kejick, Bighetty, Moosomin")
O("inuit", "Inuit", "Americas", "c",
  "Elisapee, Leetia, Meeka, Oolipika, Annie",
  "Pauloosie, Jaypetee, Simeonie, Iqaluk, Joanasie",
  "Kusugak, Ootoova, Qaunaq, Arnatsiaq, Kilabuk, Pudlat, Ishulutak")


def origin_count():
    return len(ORIGINS)


def native_scripts():
    """The scripts of the native-script names, detected from their characters."""
    import unicodedata
    seen = set()
    for o in ORIGINS:
        for g, fam, giv, fmt in o.get("native", []):
            for ch in (giv + (fam or "")):
                if ch.isalpha():
                    name = unicodedata.name(ch, "?").split(" ")[0]
                    if name in ("CJK", "HIRAGANA", "KATAKANA"):
                        name = {"CJK": "HAN"}.get(name, name)
                    seen.add(name)
                    break
    return sorted(seen)
