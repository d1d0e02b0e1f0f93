# -*- coding: utf-8 -*-
"""Hand-written name lists for the v38 PERSON-name evaluation corpus.

Written from scratch for this corpus (no package, data set or other corpus was
consulted). Each origin has about 6 female and 6 male given names and 8-10
family names. Fields are "|"-separated; a family entry "Male/Female" is a
gendered pair (Kowalski/Kowalska, Ó Briain/Ní Bhriain, Bērziņš/Bērziņa).

style:
  gf        given + family (default western order)
  fg        family + given (Chinese, Korean, Khmer)
  viet      family + middle + given (Nguyễn Thị Lan)
  icelandic given + father's name + son/dóttir (stems in the family list)
  patronym  given + father's given name (+ grandfather) (Ethiopian, Eritrean, Somali)
  malay     given + bin/binti + father's name
  twopart   two-part personal names, no inherited surname (Tibetan, Bhutanese, Burmese);
            the family list holds male/female second elements
  tamil     given + father's name, often written initial-first ("R. Kavitha")
  balinese  I/Ni + birth-order name + given name; family list holds the order names
opts:
  fg_p       share written family-first (Hungarian, Japanese)
  sur2_p     share with a second surname (Spanish, Portuguese, Maya, Quechua)
  mid_f/mid_m/mid_p  middle elements (patronymics, Singh/Kaur, Filipino mother's surname)
  nasab_p    share with "bin/bint <father>" (Arabic)
  mononym_p  share with a single name only (Javanese)
  noacc_p    share written without diacritics (Vietnamese)
  init_p     share written initial-first (Tamil)
  third_p    share with a grandfather's name (patronym style)
  title_full the title goes with the whole name (Burmese "Daw Khin Thandar")
"""

ORIGINS = []


def O(key, label, style, female, male, family, **opts):
    ORIGINS.append({
        "key": key,
        "label": label,
        "style": style,
        "f": female.split("|"),
        "m": male.split("|"),
        "fam": family.split("|"),
        "opts": opts,
    })


# ---------------------------------------------------------------- British Isles, North America
O("english", "English", "gf",
  "Harriet|Imogen|Philippa|Joanne|Lydia|Beatrice",
  "Rupert|Stuart|Nigel|Oliver|Simon|Gareth",
  "Whitfield|Ashworth|Hollis|Thornton|Pennington|Lockwood|Fairbairn|Greenhalgh|Brackley")
O("scottish", "Scottish", "gf",
  "Morag|Eilidh|Catriona|Isla|Kirsty|Shona",
  "Hamish|Euan|Ruaridh|Alasdair|Fraser|Lachlan",
  "MacLeod|McKenzie|Urquhart|Buchanan|Drummond|MacAulay|Sinclair|Munro|Ferguson")
O("irish", "Irish", "gf",
  "Aoife|Siobhán|Niamh|Gráinne|Caoimhe|Róisín",
  "Cathal|Donnacha|Oisín|Fiachra|Tadhg|Ciarán",
  "Ó Súilleabháin/Ní Shúilleabháin|Ó Briain/Ní Bhriain|Mac Cárthaigh/Nic Cárthaigh|"
  "Ó Ceallaigh/Ní Cheallaigh|Gallagher|Brennan|Kavanagh|Moloney|Ó Riordáin/Ní Ríordáin")
O("welsh", "Welsh", "gf",
  "Angharad|Bethan|Ffion|Gwenllian|Nia|Carys",
  "Dafydd|Gethin|Iolo|Rhodri|Emyr|Gruffudd",
  "ap Rhys|Pritchard|Llewellyn|Prydderch|Vaughan|Gwilym|Bowen|Parry|Howells")
O("american", "American (US)", "gf",
  "Shawna|Kaylee|Brittany|Latoya|Maddison|Jolene",
  "Dwayne|Tyler|Cody|Jamal|Brandon|Travis",
  "Hutchins|McAllister|Dupree|Washburn|Whitaker|Caldwell|Haskins|Pruitt|Boudreaux")
O("wordnames", "English names that are also words", "gf",
  "Olive|Ginger|Rosemary|Saffron|Clementine|Honey|Pepper|Hazel|Cherry|Sage",
  "Basil|Herb|Chip|Bill|Frank|Miles|Rusty|Forrest",
  "Cook|Baker|Fisher|Rice|Berry|Lamb|Bean|Salt|Bacon|Miller|Brewer|Fry|Peach|Herring|"
  "Oates|Root|Lemon|Sweet|Shepherd|Butcher")
O("jamaican", "Jamaican", "gf",
  "Shanice|Kerry-Ann|Tanisha|Annmarie|Jodian|Nordia",
  "Delroy|Kemar|Oneil|Horace|Kirk|Tavoy",
  "Blackwood|Beckford|Brissett|Anglin|Powell|Reid|Grant|McFarlane|Samuels")
O("haitian", "Haitian", "gf",
  "Mirlande|Nadège|Roseline|Fabienne|Guerline|Widline",
  "Jean-Robert|Frantz|Wilfrid|Jocelyn|Dieuseul|Wisly",
  "Pierre-Louis|Jean-Baptiste|Saint-Fleur|Dorvil|Célestin|Désir|Augustin|Fils-Aimé|Toussaint")

# ---------------------------------------------------------------- Indigenous Americas, Arctic
O("navajo", "Diné (Navajo)", "gf",
  "Shandiin|Nizhoni|Yanaba|Doli|Marlena|Loretta",
  "Ahiga|Kee|Atsa|Delbert|Lorenzo|Darrell",
  "Begay|Yazzie|Tsosie|Benally|Nez|Etsitty|Tsinajinnie|Yellowhorse|Manygoats|Bitsui")
O("lakota", "Lakota", "gf",
  "Winona|Tasina|Wichapi|Zintkala|Marcella|Charmaine",
  "Ohitika|Mato|Wanbli|Chaske|Delmar|Ronnie",
  "Two Bulls|Iron Shell|Little Thunder|Runs Through|Brave Heart|Her Many Horses|"
  "Walking Elk|High Horse|Afraid of Bear|Good Voice")
O("cherokee", "Cherokee", "gf",
  "Ayita|Adsila|Awinita|Leota|Dawn|Tonya",
  "Waya|Degataga|Wesley|Calvin|Lonnie|Roy",
  "Sixkiller|Hornbuckle|Squirrel|Teehee|Crowe|Wolfe|Bigwitch|Tahquette|Standingdeer|Oocumma")
O("cree_metis", "Cree / Métis", "gf",
  "Raven|Summer|Tanis|Chantelle|Kiona|Delphine",
  "Lyle|Wade|Tyson|Dwight|Maskwa|Kisik",
  "Cardinal|Laboucane|Desjarlais|Ballantyne|Ducharme|Blackbird|Sunchild|Whitehawk|Morningstar")
O("inuit", "Inuit (Nunavut)", "gf",
  "Elisapee|Leetia|Oopik|Jeela|Annie|Meeka",
  "Pauloosie|Joanasie|Lucassie|Jaypeetee|Iqaluk|Simeonie",
  "Kilabuk|Akpalialuk|Nowdlak|Ishulutak|Qappik|Arnaquq|Pitsiulak|Alivaktuk|Veevee")
O("greenlandic", "Kalaallit (Greenlandic)", "gf",
  "Nivi|Aviaja|Naja|Paninnguaq|Ivalu|Arnaq",
  "Nuka|Malik|Aputsiaq|Inuk|Kunuk|Pilu",
  "Berthelsen|Hammeken|Petrussen|Heilmann|Lyberth|Kreutzmann|Zeeb|Sandgreen|Abelsen")
O("maya", "Yucatec Maya", "gf",
  "Ixchel|Zazil|Nicte|Sac-Nicte|Marisela|Yesica",
  "Balam|Kin|Jacinto|Anselmo|Wilberth|Abelardo",
  "Canul|Pech|Cocom|Uc|Tzuc|Ek|Poot|Chi|Dzul|May", sur2_p=0.45)
O("quechua", "Quechua", "gf",
  "Killa|Sisa|Illari|Marleni|Yaneth|Rosalía",
  "Inti|Amaru|Wayra|Rumi|Edwin|Wilber",
  "Quispe|Huamán|Condori|Ccori|Huanca|Cusi|Yupanqui|Ccama|Layme|Taipe", sur2_p=0.4)
O("aymara", "Aymara", "gf",
  "Nayra|Wara|Phaxsi|Justina|Basilia|Epifania",
  "Celestino|Eusebio|Wilmer|Saturnino|Ariel|Mallku",
  "Mamani|Choque|Apaza|Ticona|Chambi|Huarachi|Limachi|Poma|Colque|Alanoca", sur2_p=0.4)
O("mapuche", "Mapuche", "gf",
  "Ayelén|Rayén|Millaray|Relmu|Ailín|Llanka",
  "Nahuel|Lautaro|Huenu|Ñanco|Likan|Manqui",
  "Huenchumilla|Catrileo|Millaqueo|Painemal|Ñanculef|Huaiquimilla|Antileo|Llancaqueo|Marileo",
  sur2_p=0.3)

# ---------------------------------------------------------------- Latin America, Iberia
O("mexican", "Mexican", "gf",
  "Guadalupe|Xóchitl|Itzel|Yesenia|María José|Citlali",
  "Ulises|Cuauhtémoc|Rogelio|Juan Pablo|Efraín|Octavio",
  "Hernández|Ramírez|Zúñiga|Villaseñor|Cárdenas|Tapia|Espinoza|Alcántara|Quintero", sur2_p=0.45)
O("colombian", "Colombian", "gf",
  "Yuliana|Marelvis|Leidy|Yenny|Luz Marina|Daniela",
  "Jhon Fredy|Wilmer|Yeison|Duván|Hernando|Fabio",
  "Restrepo|Osorio|Cardona|Buitrago|Londoño|Mosquera|Arango|Zuluaga|Giraldo", sur2_p=0.45)
O("rioplatense", "Argentine / Uruguayan", "gf",
  "Florencia|Agustina|Milagros|Celeste|Romina|Belén",
  "Facundo|Nahuel|Agustín|Lautaro|Maximiliano|Gonzalo",
  "Etcheverry|Lombardi|Sosa|Benítez|Ferreyra|Aguirre|Pereyra|Quiroga|Acosta")
O("spanish", "Spanish", "gf",
  "Almudena|Rocío|Inmaculada|Begoña|Pilar|Marisol",
  "Gonzalo|Íñigo|Álvaro|Jesús|Rubén|José Manuel",
  "García|Fernández|de la Fuente|Ortega|Jiménez|Navarro|Sáez|Delgado|Moreno|Martín", sur2_p=0.45)
O("basque", "Basque", "gf",
  "Itziar|Nerea|Amaia|Ane|Garazi|Maite",
  "Iñaki|Aitor|Joseba|Xabier|Unai|Koldo",
  "Etxeberria|Goikoetxea|Arrieta|Urrutia|Agirre|Larrañaga|Olaizola|Ibarguren|Zabaleta", sur2_p=0.4)
O("catalan", "Catalan", "gf",
  "Montserrat|Núria|Meritxell|Laia|Roser|Mireia",
  "Jordi|Pau|Oriol|Jaume|Arnau|Joan",
  "Vilaseca|Ferrer|Serra|Riera|Soler|Tarradellas|Bosch|Sabaté|Miralles", sur2_p=0.4)
O("galician", "Galician", "gf",
  "Uxía|Iria|Antía|Xiana|Sabela|Noela",
  "Xoán|Brais|Anxo|Roi|Iago|Breogán",
  "Outeiro|Castiñeira|Piñeiro|Otero|Fandiño|Lourido|Vilariño|Pazos|Carballo", sur2_p=0.4)
O("portuguese", "Portuguese", "gf",
  "Conceição|Inês|Filipa|Leonor|Mafalda|Graça",
  "João|Tiago|Rui|Duarte|Gonçalo|Nuno",
  "Magalhães|Sousa|Gonçalves|Carvalho|Vasconcelos|Loureiro|Antunes|Teixeira|dos Reis|da Silva",
  sur2_p=0.45)
O("brazilian", "Brazilian", "gf",
  "Thaís|Luana|Jéssica|Ana Luiza|Raimunda|Francisca",
  "Edvaldo|Cleiton|João Pedro|Raimundo|Wesley|Washington",
  "dos Santos|Nascimento|Oliveira|Araújo|Cavalcanti|Figueiredo|Rocha|Barbosa|Ribeiro", sur2_p=0.45)
O("lusophone_africa", "Angolan / Mozambican / Cape Verdean", "gf",
  "Nádia|Djamila|Ermelinda|Yolanda|Esperança|Luzia",
  "Adilson|Nelson|Dionísio|Evaristo|Zacarias|Hélder",
  "Tavares|Semedo|Fortes|Cossa|Machava|Sitoe|Muianga|Nhantumbo|dos Anjos")

# ---------------------------------------------------------------- Western Europe
O("french", "French", "gf",
  "Solène|Maëlle|Clémence|Ghislaine|Bérénice|Anaïs",
  "Gaëtan|Benoît|Thibault|Jean-Baptiste|Régis|Aurélien",
  "Lefèvre|de La Rochère|Giraud|Besnard|Duchêne|Leclerc|Fournier|Poirier|Boulanger")
O("breton", "Breton", "gf",
  "Maïwenn|Nolwenn|Soizic|Rozenn|Gwenaëlle|Annaig",
  "Yann|Erwan|Tanguy|Gwendal|Loïc|Ronan",
  "Le Gall|Le Bihan|Kerjean|Le Goff|Morvan|Le Floch|Quéméner|Guivarc'h|Kerbrat")
O("german", "German", "gf",
  "Ulrike|Annegret|Friederike|Lena|Svenja|Heike",
  "Jörg|Torsten|Lukas|Matthias|Dietmar|Uwe",
  "Großmann|Kühn|Schäfer|Weißenborn|Brückner|Hoffmeister|von Randow|Oberdörfer|Jäger|Köhler")
O("austrian", "Austrian", "gf",
  "Theresa|Anneliese|Magdalena|Vroni|Elisabeth|Resi",
  "Florian|Sepp|Alois|Ferdinand|Wolfgang|Markus",
  "Huber|Gruber|Pichler|Moser|Steinbauer|Leitner|Wallner|Eder|Aigner")
O("swiss", "Swiss", "gf",
  "Regula|Vreni|Corinne|Seraina|Ursina|Annina",
  "Urs|Beat|Reto|Gian-Luca|Peider|Mathis",
  "Bühler|Grünenfelder|Tschudi|Caduff|Hürlimann|Stucki|Rüegg|Zürcher|Bieri")
O("dutch", "Dutch", "gf",
  "Femke|Marloes|Sanne|Anouk|Ilse|Wilhelmina",
  "Joost|Ruben|Bram|Maarten|Gijs|Thijs",
  "van der Meulen|de Groot|van 't Hek|Verhoeven|Bakker|Kuipers|van den Heuvel|Brouwer|de Wit|ter Haar")
O("flemish", "Flemish", "gf",
  "Lieve|Griet|Katrien|Elke|Hanne|Ans",
  "Wouter|Koen|Stijn|Pieter-Jan|Dries|Jens",
  "Claeys|Goossens|De Smet|Vermeersch|Peeters|Verstraete|Van Acker|De Backer|Vanhoutte")
O("frisian", "Frisian", "gf",
  "Sytske|Baukje|Janke|Froukje|Akke|Hiske",
  "Sjoerd|Durk|Tjalling|Hidde|Jelle|Wiebe",
  "Dijkstra|Terpstra|Wiersma|Zijlstra|Hiemstra|Postma|Bergsma|Sijtsma|Bouma")
O("italian", "Italian", "gf",
  "Giuseppina|Chiara|Benedetta|Ilaria|Rosaria|Margherita",
  "Gianluca|Salvatore|Vittorio|Carmine|Pierpaolo|Arturo",
  "De Santis|Esposito|Lo Bianco|Ferraro|Castiglione|Di Benedetto|Mancuso|Rinaldi|D'Amico")
O("sicilian", "Sicilian", "gf",
  "Concetta|Carmela|Agata|Rosalia|Nunzia|Sebastiana",
  "Calogero|Santo|Gaetano|Rosario|Turi|Nunzio",
  "Lo Presti|La Rosa|Pappalardo|Scuderi|Li Causi|Cannizzaro|Vitale|Failla|Sciortino")
O("maltese", "Maltese", "gf",
  "Marthese|Doris|Graziella|Antonella|Josette|Rita",
  "Karmenu|Pawlu|Ġorġ|Saviour|Manwel|Ċensu",
  "Borg|Camilleri|Vella|Farrugia|Zammit|Grech|Azzopardi|Micallef|Xuereb|Spiteri")
O("greek", "Greek", "gf",
  "Eleni|Dimitra|Vasiliki|Styliani|Paraskevi|Anastasia",
  "Spyros|Thanasis|Charalambos|Kostas|Nikos|Giorgos",
  "Papadakis/Papadaki|Karagiannis/Karagianni|Oikonomou|Georgiou|Alexopoulos/Alexopoulou|"
  "Triantafyllou|Vlachos/Vlachou|Manolakis/Manolaki|Stavridis/Stavridi")

# ---------------------------------------------------------------- Central and Eastern Europe
O("albanian", "Albanian", "gf",
  "Blerina|Mimoza|Drita|Arta|Fatjona|Lule",
  "Arben|Gëzim|Fatmir|Besnik|Ilir|Dritan",
  "Krasniqi|Gashi|Shehu|Dervishi|Kelmendi|Bytyqi|Morina|Hasani|Lleshi")
O("romanian", "Romanian", "gf",
  "Ioana|Mihaela|Luminița|Roxana|Florentina|Oana",
  "Bogdan|Răzvan|Sorin|Cătălin|Ionuț|Mircea",
  "Popescu|Dumitrescu|Constantinescu|Munteanu|Stoica|Ionescu|Țurcanu|Bălan|Ciobanu")
O("hungarian", "Hungarian", "gf",
  "Zsófia|Erzsébet|Katalin|Ildikó|Réka|Enikő",
  "Bence|Gergely|Levente|Attila|Csaba|Ákos",
  "Nagy|Kovács|Szabó|Tóth|Horváth|Varga|Fehér|Bíró|Szűcs", fg_p=0.3)
O("czech", "Czech", "gf",
  "Jana|Lenka|Kateřina|Zdeňka|Markéta|Radka",
  "Jiří|Ondřej|Radek|Zdeněk|Vojtěch|Tomáš",
  "Novák/Nováková|Dvořák/Dvořáková|Procházka/Procházková|Černý/Černá|Kučera/Kučerová|"
  "Veselý/Veselá|Horák/Horáková|Šťastný/Šťastná|Pokorný/Pokorná")
O("slovak", "Slovak", "gf",
  "Zuzana|Ľubica|Monika|Jarmila|Silvia|Dáša",
  "Ľubomír|Peter|Miroslav|Juraj|Marek|Dušan",
  "Kováč/Kováčová|Baláž/Balážová|Molnár/Molnárová|Hudák/Hudáková|Lukáč/Lukáčová|"
  "Kollár/Kollárová|Mráz/Mrázová|Oravec/Oravcová")
O("polish", "Polish", "gf",
  "Agnieszka|Małgorzata|Katarzyna|Zofia|Bożena|Joanna",
  "Krzysztof|Grzegorz|Paweł|Wojciech|Łukasz|Przemysław",
  "Kowalczyk|Wiśniewski/Wiśniewska|Zieliński/Zielińska|Wójcik|Kamiński/Kamińska|"
  "Dąbrowski/Dąbrowska|Szymański/Szymańska|Piątek|Jabłoński/Jabłońska|Grabarczyk")
O("ukrainian", "Ukrainian", "gf",
  "Oksana|Olena|Iryna|Halyna|Solomiia|Kateryna",
  "Taras|Bohdan|Andrii|Mykola|Yurii|Oleksandr",
  "Kovalenko|Bondarenko|Tkachenko|Melnyk|Hnatiuk|Boiko|Savchuk|Lysenko|Moroz")
O("russian", "Russian", "gf",
  "Svetlana|Yekaterina|Lyudmila|Tatyana|Darya|Galina",
  "Dmitry|Sergei|Vladislav|Yevgeny|Arkady|Pavel",
  "Smirnov/Smirnova|Kuznetsov/Kuznetsova|Sokolov/Sokolova|Belov/Belova|Orlov/Orlova|"
  "Zaitsev/Zaitseva|Golubev/Golubeva|Morozov/Morozova|Vinogradov/Vinogradova",
  mid_f="Sergeyevna|Ivanovna|Petrovna|Andreyevna", mid_m="Sergeyevich|Ivanovich|Petrovich|Andreyevich",
  mid_p=0.25)
O("belarusian", "Belarusian", "gf",
  "Alesia|Nasta|Volha|Hanna|Ulyana|Yana",
  "Ales|Uladzimir|Siarhei|Yauhen|Zmitser|Andrei",
  "Kavaliou/Kavaliova|Navitski/Navitskaya|Zhuk|Sakalouski/Sakalouskaya|Bahdanovich|"
  "Kazlou/Kazlova|Hurynovich|Marozau/Marozava")
O("serbian", "Serbian", "gf",
  "Jelena|Dragana|Snežana|Milica|Vesna|Ljiljana",
  "Nemanja|Dragan|Miloš|Dušan|Zoran|Bojan",
  "Jovanović|Petrović|Nikolić|Marković|Đorđević|Stojanović|Ilić|Radosavljević|Pavlović")
O("croatian", "Croatian", "gf",
  "Ivana|Nives|Mirjana|Tihana|Lucija|Marija",
  "Ivica|Tomislav|Krešimir|Mate|Ante|Hrvoje",
  "Horvat|Kovačević|Babić|Marić|Jurić|Knežević|Vuković|Perić|Šimunović")
O("slovenian", "Slovenian", "gf",
  "Špela|Urška|Nataša|Mojca|Tjaša|Maja",
  "Matej|Gašper|Primož|Rok|Žiga|Blaž",
  "Kranjc|Zupančič|Potočnik|Kovačič|Mlakar|Golob|Vidmar|Kos|Novak")
O("bosnian", "Bosnian", "gf",
  "Amra|Emina|Selma|Lejla|Aida|Merima",
  "Edin|Haris|Emir|Adnan|Nermin|Kenan",
  "Hodžić|Delić|Begović|Mehmedović|Omerović|Salihović|Halilović|Ibrišimović|Hadžić")
O("bulgarian", "Bulgarian", "gf",
  "Desislava|Tsvetelina|Radostina|Gergana|Mariela|Yordanka",
  "Hristo|Stoyan|Todor|Dimitar|Lyubomir|Krasimir",
  "Georgiev/Georgieva|Todorov/Todorova|Petkov/Petkova|Dimitrov/Dimitrova|Hristov/Hristova|"
  "Stoyanov/Stoyanova|Angelov/Angelova|Kolev/Koleva|Nikolov/Nikolova")
O("macedonian", "Macedonian", "gf",
  "Biljana|Elena|Jasmina|Verica|Bojana|Kristina",
  "Goran|Aleksandar|Zlatko|Blagoja|Trajče|Darko",
  "Trajkovski/Trajkovska|Stojanovski/Stojanovska|Nikolovski/Nikolovska|Ristovski/Ristovska|"
  "Petrovski/Petrovska|Angelovski/Angelovska|Janevski/Janevska|Dimovski/Dimovska")

# ---------------------------------------------------------------- Baltic, Nordic
O("lithuanian", "Lithuanian", "gf",
  "Rasa|Giedrė|Aušra|Rūta|Jurgita|Vilma",
  "Mindaugas|Tomas|Darius|Šarūnas|Vytautas|Gintaras",
  "Kazlauskas/Kazlauskienė|Petrauskas/Petrauskaitė|Jankauskas/Jankauskienė|Žukauskas/Žukauskaitė|"
  "Butkus/Butkienė|Paulauskas/Paulauskienė|Vasiliauskas/Vasiliauskaitė|Navickas/Navickienė|"
  "Urbonas/Urbonienė")
O("latvian", "Latvian", "gf",
  "Ilze|Līga|Inese|Dace|Baiba|Zane",
  "Jānis|Māris|Andris|Edgars|Raimonds|Uldis",
  "Bērziņš/Bērziņa|Kalniņš/Kalniņa|Ozoliņš/Ozoliņa|Liepiņš/Liepiņa|Krūmiņš/Krūmiņa|"
  "Vītols/Vītola|Balodis/Balode|Zariņš/Zariņa|Eglītis/Eglīte")
O("estonian", "Estonian", "gf",
  "Kadri|Maarja|Liis|Triin|Piret|Ülle",
  "Tõnu|Jaan|Margus|Priit|Rein|Indrek",
  "Tamm|Saar|Sepp|Mägi|Kask|Rebane|Kukk|Pärn|Lepik")
O("finnish", "Finnish", "gf",
  "Aino|Tuulikki|Satu|Hanna-Leena|Päivi|Riikka",
  "Juha|Jukka|Ville|Tapani|Esa-Pekka|Olli",
  "Korhonen|Virtanen|Mäkinen|Nieminen|Heikkilä|Hämäläinen|Laaksonen|Kärkkäinen|Väisänen")
O("sami", "Sámi", "gf",
  "Elle|Máret|Ánne|Sire|Inga|Biret",
  "Niillas|Áslat|Mikkel|Jovnna|Piera|Ánte",
  "Sara|Gaup|Somby|Eira|Buljo|Utsi|Hætta|Bongo|Turi")
O("swedish", "Swedish", "gf",
  "Ingrid|Linnéa|Agneta|Maja|Elsa|Birgitta",
  "Björn|Gustav|Anders|Fredrik|Olof|Mattias",
  "Lindqvist|Bergström|Sjöberg|Holmgren|Engström|Nyström|Wallin|Lundgren|Åberg")
O("norwegian", "Norwegian", "gf",
  "Solveig|Ragnhild|Kari|Sigrid|Tone|Ingvild",
  "Håkon|Sindre|Øystein|Torbjørn|Eirik|Audun",
  "Haugen|Bakke|Strand|Dahl|Fossum|Løvold|Rønning|Bjørnstad|Hovland")
O("danish", "Danish", "gf",
  "Mette|Rikke|Signe|Lærke|Pernille|Birthe",
  "Søren|Mads|Rasmus|Jesper|Henrik|Kasper",
  "Jørgensen|Rasmussen|Kristensen|Mørch|Thygesen|Østergaard|Poulsen|Vestergaard|Kjær")
O("icelandic", "Icelandic", "icelandic",
  "Guðrún|Sigríður|Ragnheiður|Þórdís|Hrafnhildur|Ásdís",
  "Gunnar|Sigurður|Þórður|Einar|Halldór|Ragnar",
  "Jóns|Gunnars|Sigurðar|Einars|Halldórs|Ólafs|Magnús|Kristjáns|Þórs")
O("faroese", "Faroese", "gf",
  "Sólja|Rannvá|Turið|Guðrið|Marjun|Bjørg",
  "Rógvi|Bárður|Jóannes|Heðin|Sjúrður|Tróndur",
  "Joensen|Djurhuus|Niclasen|Mikkelsen|Dalsgaard|Højgaard|Lamhauge|Petersen|Zachariasen")

# ---------------------------------------------------------------- Jewish, Middle East, Caucasus
O("ashkenazi", "Ashkenazi Jewish", "gf",
  "Rivka|Faigy|Chaya|Miriam|Devorah|Esther",
  "Mendel|Yossi|Shmuel|Zalman|Moishe|Hershel",
  "Rosenblum|Feldman|Katz|Horowitz|Lipschitz|Weinberg|Teitelbaum|Goldfarb|Birnbaum")
O("israeli", "Israeli (Hebrew)", "gf",
  "Noa|Tamar|Shira|Yael|Michal|Ayelet",
  "Yonatan|Itai|Amir|Eitan|Ohad|Gilad",
  "Ben-David|Shapira|Mizrahi|Peretz|Avraham|Dahan|Biton|Ohana|Azoulay")
O("turkish", "Turkish", "gf",
  "Ayşe|Elif|Gülşen|Zeynep|Şükran|İpek",
  "Mehmet|Oğuz|İsmail|Emre|Barış|Cem",
  "Yılmaz|Öztürk|Çelik|Şahin|Aydın|Kılıç|Doğan|Arslan|Yıldırım")
O("azerbaijani", "Azerbaijani", "gf",
  "Günel|Aytən|Nərmin|Sevinc|Könül|Leyla",
  "Elvin|Rəşad|Tural|Orxan|Vüqar|Kamran",
  "Məmmədov/Məmmədova|Hüseynov/Hüseynova|Quliyev/Quliyeva|Həsənov/Həsənova|Abbasov/Abbasova|"
  "Rzayev/Rzayeva|Cəfərov/Cəfərova|Nəsibli")
O("georgian", "Georgian", "gf",
  "Nino|Ketevan|Mariam|Tinatin|Eka|Salome",
  "Giorgi|Levan|Davit|Zurab|Irakli|Lasha",
  "Beridze|Kapanadze|Gelashvili|Tsiklauri|Lomidze|Maisuradze|Jorjadze|Abashidze|Chkheidze")
O("armenian", "Armenian", "gf",
  "Anahit|Lusine|Siranush|Nare|Gayane|Armine",
  "Tigran|Aram|Hovhannes|Vardan|Gor|Artashes",
  "Hakobyan|Petrosyan|Grigoryan|Karapetyan|Avetisyan|Harutyunyan|Manukyan|Ghazaryan|Khachatryan")
O("chechen", "Chechen", "gf",
  "Zarema|Malika|Kheda|Aminat|Luiza|Petimat",
  "Ruslan|Magomed|Aslanbek|Said-Magomed|Ibragim|Akhmed",
  "Masayev/Masayeva|Umarov/Umarova|Ismailov/Ismailova|Khasuyev/Khasuyeva|Bisultanov/Bisultanova|"
  "Gairbekov/Gairbekova|Elmurzayev/Elmurzayeva|Tsatsayev/Tsatsayeva|Dzhabrailov/Dzhabrailova")
O("kabardian", "Kabardian (Circassian)", "gf",
  "Fatimat|Zalina|Madina|Lyana|Milana|Asiyat",
  "Aslan|Kazbek|Anzor|Beslan|Zaur|Khasan",
  "Shogenov/Shogenova|Kardanov/Kardanova|Tlisov/Tlisova|Kumakhov/Kumakhova|"
  "Khashkhozhev/Khashkhozheva|Tkhakakhov/Tkhakakhova|Gedgafov/Gedgafova|Beslaneev/Beslaneeva")
O("persian", "Persian (Iranian)", "gf",
  "Parisa|Shirin|Golnaz|Maryam|Nasrin|Azadeh",
  "Reza|Kourosh|Dariush|Babak|Arash|Mehrdad",
  "Hosseini|Tehrani|Karimi|Rezaei|Moradi|Ahmadi|Jafari|Sadeghi|Farahani|Ghorbani")
O("kurdish", "Kurdish", "gf",
  "Berfin|Rojda|Hevin|Zozan|Nazdar|Avin",
  "Rebwar|Dilshad|Shwan|Kawa|Sherko|Baran",
  "Amedi|Hawrami|Doski|Jaff|Mergasori|Baban|Khoshnaw|Sindi|Brifkani")
O("levantine", "Levantine Arab", "arabic",
  "Rania|Lina|Hala|Dima|Nour|Rasha",
  "Samer|Ziad|Bassel|Karim|Wissam|Tarek",
  "Haddad|Khoury|Nassar|Saliba|Abou Jaoude|El-Hajj|Mansour|Tannous|Sabbagh", nasab_p=0.0)
O("gulf", "Gulf Arab", "arabic",
  "Maha|Noura|Reem|Hessa|Latifa|Shaikha",
  "Fahad|Khalid|Sultan|Nasser|Majed|Turki",
  "Al-Dosari|Al-Qahtani|Al-Shammari|Al-Harthy|Al-Mutairi|Al-Ghamdi|Al-Zahrani|Al-Balushi|Al-Marri",
  nasab_p=0.4)
O("egyptian", "Egyptian", "arabic",
  "Mona|Heba|Yasmin|Doaa|Shaimaa|Marwa",
  "Mahmoud|Sherif|Amr|Tamer|Hossam|Waleed",
  "Abdel-Aziz|El-Sayed|Mostafa|Fahmy|Shawky|Ragab|Soliman|El-Masry|Abdel-Fattah", nasab_p=0.0)
O("iraqi", "Iraqi", "arabic",
  "Zainab|Shahad|Ruqaya|Duaa|Sura|Zahraa",
  "Haider|Ammar|Sajjad|Yasir|Alaa|Mustafa",
  "Al-Jubouri|Al-Rubaie|Al-Obaidi|Al-Tamimi|Al-Saadi|Al-Khafaji|Al-Musawi|Al-Dulaimi|Al-Hashimi",
  nasab_p=0.2)
O("maghrebi", "Moroccan / Algerian", "gf",
  "Fatima-Zahra|Khadija|Imane|Salma|Samira|Loubna",
  "Youssef|Mehdi|Hamza|Rachid|Abdelkader|Nabil",
  "Benali|El Amrani|Bouzid|Haddadi|Belkacem|Tazi|Chraibi|Ouali|Zerrouki")
O("amazigh", "Amazigh (Kabyle)", "gf",
  "Tiziri|Tanina|Tafsut|Lunja|Taous|Thiziri",
  "Aksil|Yuba|Koceila|Massinissa|Amayas|Mazigh",
  "Aït Ouali|Aït Saïd|Oukaci|Ouchène|Hamadouche|Aït Mansour|Tighilt|Azzoug|Iflis")

# ---------------------------------------------------------------- Central Asia, Volga, Mongolia
O("kazakh", "Kazakh", "gf",
  "Aigerim|Dinara|Gulnara|Saule|Zhanar|Aruzhan",
  "Nurlan|Yerlan|Asset|Daulet|Bauyrzhan|Timur",
  "Nurpeisov/Nurpeisova|Abenov/Abenova|Zhakupov/Zhakupova|Seitkali|Omarov/Omarova|"
  "Bekmukhambetov/Bekmukhambetova|Iskakov/Iskakova|Sarsenbayev/Sarsenbayeva")
O("uzbek", "Uzbek", "gf",
  "Dilnoza|Gulnora|Nodira|Shahnoza|Madina|Feruza",
  "Jasur|Bekzod|Sardor|Otabek|Ulugbek|Rustam",
  "Yusupov/Yusupova|Rakhimov/Rakhimova|Abdullayev/Abdullayeva|Nazarov/Nazarova|Ergashev/Ergasheva|"
  "Tursunov/Tursunova|Khodjayev/Khodjayeva|Mirzayev/Mirzayeva|Qodirov/Qodirova")
O("kyrgyz", "Kyrgyz", "gf",
  "Aizada|Cholpon|Begaiym|Kanykei|Aiperi|Elnura",
  "Azamat|Bakyt|Chyngyz|Kubanych|Nurbek|Ermek",
  "Asanov/Asanova|Dzhumabaev/Dzhumabaeva|Toktogulov/Toktogulova|Sydykov/Sydykova|"
  "Osmonaliev/Osmonalieva|Mamytov/Mamytova|Kadyrkulov/Kadyrkulova|Sultanbekov/Sultanbekova")
O("tajik", "Tajik", "gf",
  "Zarina|Firuza|Mehrona|Tahmina|Parvina|Sitora",
  "Farrukh|Firdavs|Shahrom|Daler|Bakhtiyor|Jamshed",
  "Sharipov/Sharipova|Saidzoda|Nazarzoda|Qurbonov/Qurbonova|Rasulov/Rasulova|"
  "Khudoyorov/Khudoyorova|Davlatzoda|Safarov/Safarova")
O("turkmen", "Turkmen", "gf",
  "Jeren|Aýna|Maýsa|Bahar|Ogulnabat|Gülälek",
  "Merdan|Batyr|Döwlet|Rowshen|Kerim|Arslan",
  "Annaýew/Annaýewa|Orazow/Orazowa|Hojamuradow/Hojamuradowa|Atayew/Atayewa|Gurbanow/Gurbanowa|"
  "Durdyýew/Durdyýewa|Saparow/Saparowa|Babaýew/Babaýewa")
O("tatar", "Volga Tatar", "gf",
  "Gulnur|Dilyara|Gulshat|Rezeda|Aigul|Elvira",
  "Ildar|Rustem|Rinat|Ravil|Ilnur|Marat",
  "Khabibullin/Khabibullina|Galiev/Galieva|Zaripov/Zaripova|Mukhametshin/Mukhametshina|"
  "Gainutdinov/Gainutdinova|Sharafutdinov/Sharafutdinova|Akhmetov/Akhmetova|Valiullin/Valiullina")
O("mongolian", "Mongolian", "gf",
  "Sarnai|Oyunchimeg|Enkhtuya|Bolormaa|Altantsetseg|Nomin",
  "Batbayar|Ganbold|Tsogt|Erdene|Bat-Erdene|Ganzorig",
  "Dorj|Batsaikhan|Purev|Gansukh|Tserendorj|Altankhuyag|Byambaa|Lkhagva|Otgonbayar")

# ---------------------------------------------------------------- Himalaya, South Asia
O("tibetan", "Tibetan", "twopart",
  "Tenzin|Pema|Sonam|Dechen|Yeshe|Kunga",
  "Tenzin|Karma|Jigme|Lobsang|Thupten|Sonam",
  "Norbu/Dolma|Tsering/Yangchen|Wangdu/Wangmo|Dhondup/Lhamo|Gyaltsen/Choedon|"
  "Phuntsok/Dolkar|Namgyal/Yangzom|Dorjee/Palmo")
O("bhutanese", "Bhutanese", "twopart",
  "Karma|Sonam|Pema|Kinley|Tshering|Dechen",
  "Ugyen|Kinley|Tshering|Sangay|Dorji|Phub",
  "Dorji/Choden|Penjor/Wangmo|Wangdi/Lhamo|Tenzin/Yangzom|Namgay/Zangmo|Rinchen/Pelden|"
  "Gyeltshen/Dema|Tobgay/Bidha")
O("nepali", "Nepali (incl. Sherpa)", "gf",
  "Anjali|Sarita|Pratima|Sabina|Kabita|Lhakpa",
  "Bikash|Suman|Prakash|Santosh|Mingma|Pemba",
  "Thapa|Gurung|Shrestha|Tamang|Rai|Magar|Adhikari|Khadka|Maharjan|Sherpa")
O("hindi", "North Indian (Hindi)", "gf",
  "Pooja|Sunita|Kavya|Neha|Rekha|Aarti",
  "Vikram|Ankit|Sandeep|Manoj|Abhishek|Rahul",
  "Verma|Agarwal|Mishra|Tiwari|Chaturvedi|Saxena|Srivastava|Pandey|Sharma")
O("punjabi", "Punjabi", "gf",
  "Harpreet|Simran|Gurleen|Manpreet|Jasleen|Navneet",
  "Gurpreet|Harjit|Jaswinder|Manjot|Baljit|Amandeep",
  "Sandhu|Gill|Dhillon|Grewal|Sidhu|Bains|Randhawa|Cheema|Brar",
  mid_f="Kaur", mid_m="Singh", mid_p=0.5)
O("gujarati", "Gujarati", "gf",
  "Hetal|Bhavna|Falguni|Nisha|Urvashi|Dhara",
  "Jignesh|Hitesh|Ketan|Paresh|Chirag|Nilesh",
  "Patel|Shah|Desai|Mehta|Parikh|Joshi|Trivedi|Chauhan|Panchal")
O("marathi", "Marathi", "gf",
  "Ashwini|Madhuri|Snehal|Rupali|Shraddha|Vaishali",
  "Mahesh|Omkar|Tushar|Sameer|Aniket|Vinayak",
  "Deshpande|Kulkarni|Patil|Jadhav|Gokhale|Bhosale|Shinde|Apte|Pawar")
O("bengali", "Bengali", "gf",
  "Rituparna|Moumita|Sohini|Tanushree|Paromita|Nusrat",
  "Arnab|Subhajit|Debashis|Anirban|Tanmoy|Partha",
  "Chatterjee|Banerjee|Mukherjee|Bhattacharya|Sengupta|Das|Ghosh|Chowdhury|Majumdar")
O("tamil", "Tamil", "tamil",
  "Meenakshi|Kavitha|Thenmozhi|Revathi|Saranya|Vaidehi",
  "Senthil|Karthik|Murugan|Arul|Saravanan|Balaji",
  "Ramasamy|Subramaniam|Krishnan|Palaniappan|Annamalai|Venkatesan|Rajendran|Muthusamy|Ganesan",
  init_p=0.35)
O("telugu", "Telugu", "gf",
  "Lakshmi|Sravani|Haritha|Swathi|Padmaja|Sirisha",
  "Srinivas|Venkata Ramana|Naveen|Chaitanya|Raghu|Kiran",
  "Reddy|Naidu|Chowdary|Yalamanchili|Kommineni|Pasupuleti|Gorantla|Nallapati|Rao")
O("kannada", "Kannada", "gf",
  "Deepa|Pavithra|Sumalatha|Roopa|Bhavya|Shruthi",
  "Manjunath|Raghavendra|Shivakumar|Prashanth|Girish|Nagaraj",
  "Gowda|Hegde|Shetty|Kamath|Bhat|Acharya|Nayak|Shenoy|Kini")
O("malayali", "Malayali", "gf",
  "Anjana|Reshma|Aswathy|Lekshmi|Sreeja|Nimmy",
  "Anoop|Jijo|Sreejith|Vineeth|Shibu|Anish",
  "Nair|Menon|Pillai|Kurup|Varghese|Kurian|Panicker|Namboothiri|Thomas")
O("sinhala", "Sinhala", "gf",
  "Dilini|Sanduni|Nadeesha|Chathurika|Madushani|Ishara",
  "Kasun|Chaminda|Nuwan|Tharindu|Lahiru|Ruwan",
  "Perera|Fernando|Wickramasinghe|Gunawardena|Senanayake|Jayawardena|Bandara|Herath|Ekanayake")
O("pakistani", "Pakistani (Urdu)", "gf",
  "Ayesha|Sadia|Rabia|Mehwish|Hina|Sana",
  "Usman|Bilal|Faisal|Kamran|Junaid|Shoaib",
  "Qureshi|Siddiqui|Chaudhry|Butt|Malik|Abbasi|Hashmi|Mirza|Awan")
O("afghan", "Afghan (Pashto/Dari)", "gf",
  "Malalai|Zarghona|Palwasha|Mursal|Freshta|Shabnam",
  "Rahmatullah|Noorullah|Wahid|Zabihullah|Ajmal|Gul Agha",
  "Ahmadzai|Popalzai|Barakzai|Sultani|Safi|Wardak|Stanikzai|Noori|Mohmand")
O("maldivian", "Maldivian", "gf",
  "Aishath|Mariyam|Fathimath|Hawwa|Shiuna|Zeenath",
  "Ahmed|Hussain|Mohamed|Ibrahim|Ali|Moosa",
  "Shiyam|Rasheed|Naseem|Manik|Didi|Zahir|Waheed|Shakeel|Riza")

# ---------------------------------------------------------------- Africa
O("yoruba", "Yoruba", "gf",
  "Folasade|Omolara|Titilayo|Bukola|Yetunde|Morenike",
  "Babatunde|Oluwafemi|Adewale|Olumide|Ayodele|Gbenga",
  "Adeyemi|Ogunleye|Adebayo|Oyelaran|Akinwande|Balogun|Oladipo|Ajayi|Adeleke-Ojo")
O("igbo", "Igbo", "gf",
  "Chiamaka|Adaeze|Ifeoma|Nkechi|Chidinma|Ngozi",
  "Chukwuemeka|Obinna|Ikenna|Nnamdi|Chinedu|Emeka",
  "Okafor|Eze|Nwosu|Obi|Okeke|Nwachukwu|Ugwu|Anyanwu|Okonkwo")
O("hausa", "Hausa", "gf",
  "Hauwa|Hadiza|Amina|Bilkisu|Halima|Rakiya",
  "Abubakar|Sani|Musa|Aminu|Danjuma|Bello",
  "Yusuf|Garba|Abdullahi|Dikko|Bala|Sule|Ringim|Kurfi|Maiwada")
O("akan", "Akan (Ghana)", "gf",
  "Akosua|Ama|Efua|Abena|Adwoa|Yaa",
  "Kwame|Kofi|Kwabena|Yaw|Kwaku|Kojo",
  "Mensah|Owusu|Boateng|Asante|Ofori|Agyeman|Osei|Amponsah|Darko|Frimpong")
O("ewe", "Ewe", "gf",
  "Enyonam|Dzifa|Akpene|Sena|Elikem|Mawunyo",
  "Kodzo|Selorm|Edem|Yao|Mawuli|Senyo",
  "Agbeko|Amegashie|Dzokoto|Gbeho|Adzraku|Kpodo|Ahiable|Amedzro|Agbenyega")
O("wolof", "Wolof (Senegal)", "gf",
  "Aminata|Fatou|Ndèye|Coumba|Awa|Mariama",
  "Mamadou|Ousmane|Cheikh|Babacar|Moussa|Ibrahima",
  "Diop|Ndiaye|Faye|Sarr|Gueye|Mbaye|Seck|Fall|Thiam")
O("fula", "Fula (Peul)", "gf",
  "Kadiatou|Hawa|Ramatoulaye|Oumou|Diaraye|Aïssatou",
  "Amadou|Alpha|Boubacar|Thierno|Souleymane|Saïdou",
  "Diallo|Barry|Bah|Sow|Baldé|Jalloh|Kanté|Sidibé|Ka")
O("bambara", "Bambara (Mali)", "gf",
  "Djeneba|Assitan|Mariam|Kadidia|Safiatou|Fanta",
  "Seydou|Bakary|Modibo|Drissa|Lassine|Sékou",
  "Traoré|Coulibaly|Konaté|Diarra|Sangaré|Doumbia|Samaké|Keïta|Togola")
O("amhara", "Ethiopian (Amharic)", "patronym",
  "Meskerem|Tigist|Hiwot|Selamawit|Bethlehem|Tsion",
  "Dawit|Yonas|Getachew|Abebe|Henok|Biniam",
  "Tesfaye|Bekele|Alemu|Haile|Girma|Gebre-Medhin|Tadesse|Mulugeta|Kebede", third_p=0.2)
O("tigrinya", "Eritrean (Tigrinya)", "patronym",
  "Senait|Luwam|Yordanos|Mebrat|Eden|Saba",
  "Amanuel|Filmon|Mussie|Yohannes|Tesfalem|Berhane",
  "Tesfamariam|Gebreyesus|Habte|Kidane|Tekle|Woldu|Ghebremedhin|Andemariam|Berhe", third_p=0.2)
O("oromo", "Oromo", "patronym",
  "Chaltu|Lensa|Ayantu|Bontu|Gelane|Obse",
  "Gemechu|Lencho|Abdi|Tolosa|Dereje|Boru",
  "Gudina|Dinsa|Tolera|Fayisa|Jalata|Gemeda|Lemma|Merga|Wakjira", third_p=0.2)
O("somali", "Somali", "patronym",
  "Hodan|Fadumo|Hibaaq|Sahra|Ubah|Nimco",
  "Abdirahman|Abdullahi|Liban|Guled|Abdiweli|Mahad",
  "Warsame|Jama|Abdi|Nur|Egal|Dualeh|Osman|Samatar|Yusuf", third_p=0.6)
O("swahili", "Swahili (Tanzania / coast)", "gf",
  "Zawadi|Neema|Rehema|Mwanaisha|Imani|Subira",
  "Baraka|Juma|Hamisi|Rashidi|Salim|Bakari",
  "Mbwana|Kombo|Shauri|Makame|Chande|Msuya|Lyimo|Massawe|Mollel")
O("kikuyu", "Kikuyu (Kenya)", "gf",
  "Wanjiru|Njeri|Wambui|Mercy|Faith|Nyambura",
  "Kamau|Githinji|Macharia|Moses|Elijah|Njuguna",
  "Mwangi|Njoroge|Kariuki|Gitau|Waweru|Ndung'u|Karanja|Muriuki|Kinyanjui")
O("luo", "Luo (Kenya)", "gf",
  "Akinyi|Atieno|Achieng|Awino|Adhiambo|Anyango",
  "Ochieng|Omondi|Owino|Oketch|Otieno|Odongo",
  "Odhiambo|Ouma|Okoth|Obura|Owuor|Ogola|Were|Onyango|Oduor")
O("kalenjin", "Kalenjin", "gf",
  "Chebet|Jepkoech|Jeptoo|Chelimo|Jerotich|Cherono",
  "Kiprono|Kipkemboi|Kiprotich|Kibet|Kiplagat|Kipruto",
  "Rotich|Koech|Langat|Bett|Kirui|Tanui|Sang|Cheruiyot|Kosgei")
O("ganda", "Baganda (Uganda)", "gf",
  "Nakato|Namubiru|Nansubuga|Nakimuli|Nalwoga|Babirye",
  "Kato|Waiswa|Kizito|Lubega|Ssemwanga|Mukiibi",
  "Ssebunya|Kiggundu|Musoke|Lwanga|Kasozi|Nsubuga|Kateregga|Mulindwa|Ssekandi")
O("rwandan", "Rwandan (Kinyarwanda)", "gf",
  "Aline|Claudine|Divine|Solange|Béatrice|Immaculée",
  "Jean-Claude|Emmanuel|Innocent|Fidèle|Théoneste|Olivier",
  "Habimana/Uwase|Niyonzima/Mukamana|Mugisha/Uwimana|Nshimiyimana/Umutoni|Hakizimana/Ingabire|"
  "Ndayisaba/Iradukunda|Bizimana/Mukandayisenga|Twagirimana/Nyirahabimana")
O("congolese", "Congolese", "gf",
  "Bijou|Grâce|Espérance|Chantal|Mamie|Nathalie",
  "Dieudonné|Serge|Fiston|Héritier|Jonathan|Patrice",
  "Mukendi|Kabongo|Tshibanda|Ilunga|Mbala|Kasongo|Lukusa|Mulumba|Ngoy")
O("malagasy", "Malagasy", "gf",
  "Haingo|Voahangy|Fara|Miora|Tiana|Lalao",
  "Hery|Rivo|Tojo|Mamy|Naina|Tahina",
  "Rakotomalala|Randrianarisoa|Rasoanaivo|Andriamanantena|Razafindrakoto|Rabemananjara|"
  "Ratsimbazafy|Rakotondrabe|Randriamampionona")
O("zulu", "Zulu", "gf",
  "Nomvula|Thandeka|Sibongile|Zanele|Lindiwe|Nokuthula",
  "Sipho|Themba|Bongani|Mandla|Sibusiso|Lwazi",
  "Dlamini|Nkosi|Mkhize|Ntuli|Zungu|Khumalo|Mthembu|Ngcobo|Shezi|Cele")
O("xhosa", "Xhosa", "gf",
  "Nomsa|Siphokazi|Zintle|Nosipho|Asanda|Lulama",
  "Lwandile|Xolani|Luyolo|Mzwandile|Sizwe|Ayabonga",
  "Ngxola|Mabandla|Mgudlwa|Jali|Nkwinti|Gqirana|Mbangi|Dyantyi|Sokhela")
O("sotho", "Sotho / Tswana", "gf",
  "Palesa|Lerato|Dineo|Boitumelo|Kgomotso|Mpho",
  "Tshepo|Kabelo|Tumelo|Karabo|Neo|Thabiso",
  "Mokoena|Molefe|Mofokeng|Motaung|Sello|Letsie|Mokgosi|Mothibi|Kgosana")
O("shona", "Shona", "gf",
  "Rutendo|Chipo|Nyasha|Rudo|Fadzai|Tendai",
  "Tinashe|Tafadzwa|Farai|Takudzwa|Kudakwashe|Tonderai",
  "Moyo|Chikwanha|Mutasa|Zvobgo|Makoni|Chigumba|Chinembiri|Mushonga|Gumbo")

# ---------------------------------------------------------------- East and South-East Asia
O("mandarin", "Chinese (Mandarin, pinyin)", "fg",
  "Xiuying|Jing|Yuting|Lihua|Mengyao|Xiaoling",
  "Wei|Jianguo|Haoran|Zhiqiang|Yichen|Bo",
  "Wang|Li|Zhang|Liu|Chen|Zhao|Huang|Zhou|Wu|Xu")
O("cantonese", "Cantonese (Hong Kong)", "fg",
  "Wing Yan|Mei Ling|Ka Yan|Hoi Ying|Suk Fan|Pui Shan",
  "Ka Ho|Chi Keung|Wai Lun|Tsz Hin|Siu Ming|Kwok Wai",
  "Chan|Wong|Cheung|Lau|Ng|Leung|Ho|Yip|Tsang|Kwok")
O("taiwanese", "Taiwanese (Wade-Giles)", "fg",
  "Ya-ting|Shu-fen|Yi-chun|Hsin-yi|Mei-hua|Pei-shan",
  "Chih-hao|Chun-hung|Yu-cheng|Chia-wei|Kuan-lin|Ming-hsien",
  "Chen|Lin|Huang|Chang|Hsu|Cheng|Yeh|Kuo|Tseng")
O("korean", "Korean", "fg",
  "Seo-yeon|Min-ji|Eun-ji|Hye-jin|Su-bin|Ji-hye",
  "Min-jun|Seung-hoon|Dong-hyun|Jae-won|Hyun-woo|Sung-min",
  "Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Oh")
O("japanese", "Japanese", "gf",
  "Yuki|Haruka|Aoi|Megumi|Sakura|Chihiro",
  "Takeshi|Daisuke|Kenta|Shota|Haruto|Ryo",
  "Sato|Suzuki|Takahashi|Tanaka|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Fujii", fg_p=0.4)
O("hmong", "Hmong", "gf",
  "Mai Nou|Pa Yia|Kia|Der|Bao|Mai Yer",
  "Tou|Pao|Nhia|Chue|Koua|Fue",
  "Vang|Xiong|Yang|Thao|Moua|Lor|Her|Lee|Vue|Cha")
O("vietnamese", "Vietnamese", "viet",
  "Lan|Hạnh|Phương|Hoa|Huyền|Ngọc Anh|Thảo",
  "Minh|Tuấn|Dũng|Quang|Hùng|Bảo|Khánh",
  "Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ",
  mid_f="Thị|Ngọc|Thu|Thanh", mid_m="Văn|Đức|Minh|Hữu|Quốc", noacc_p=0.15)
O("thai", "Thai", "gf",
  "Siriporn|Nattaya|Kanokwan|Pimchanok|Waraporn|Supattra",
  "Somchai|Anurak|Thanakorn|Wichai|Kittisak|Prasert",
  "Srisawat|Chaiyaporn|Wongsuwan|Sukprasert|Thongchai|Boonmee|Phromsuwan|Kaewkhao|Saetang")
O("lao", "Lao", "gf",
  "Manivone|Phonevilay|Vanida|Bouavanh|Keo|Soudaly",
  "Bounmy|Somphone|Khamla|Sisouk|Phouvong|Vilay",
  "Phommachanh|Sengdara|Vongsavath|Inthavong|Keomany|Sisavath|Chanthavong|Soulivong|Xaysana")
O("khmer", "Khmer", "fg",
  "Sreymom|Channary|Sophea|Bopha|Rachana|Sreyneang",
  "Vibol|Piseth|Rithy|Sovann|Sokha|Visal",
  "Chea|Sok|Keo|Heng|Lim|Ouk|Pich|Mao|Meas|Nhem")
O("burmese", "Burmese", "twopart",
  "Khin|Su|Ei|Thiri|Nilar|Hnin",
  "Aung|Kyaw|Zaw|Min|Htet|Thet",
  "Ko Ko/Thandar|Zin/Mon|Htun/Phyu|Naing/Wai|Oo/Htwe|Myint/Lwin|Lin/Mar|Thura/Nwe", title_full=1)
O("malay", "Malay", "malay",
  "Nurul Ain|Siti Hajar|Nor Azlina|Farhana|Aisyah|Syazwani",
  "Muhammad Hafiz|Ahmad Faizal|Mohd Azlan|Amirul|Khairul Anuar|Shahrul",
  "Ismail|Abdullah|Hassan|Yusof|Osman|Rahman|Kamaruddin|Zainal|Hamzah")
O("javanese", "Indonesian (Javanese)", "gf",
  "Sri Wahyuni|Dewi|Rina|Endang|Wulan|Puspita",
  "Bambang|Agus|Eko|Budi|Sutrisno|Hendra",
  "Santoso|Wibowo|Kusuma|Setiawan|Nugroho|Hartono|Suryadi|Prasetyo|Wijaya", mononym_p=0.25)
O("balinese", "Balinese", "balinese",
  "Ayu Lestari|Sari|Puspawati|Suastini|Widiastuti|Ayu Kartika",
  "Suarta|Budiarsa|Sudarma|Artawan|Arimbawa|Suwirta",
  "Wayan|Made|Nyoman|Ketut|Putu|Kadek|Komang|Gede")
O("filipino", "Filipino", "gf",
  "Maria Cristina|Rowena|Marites|Jocelyn|Lovely|Jhoanna",
  "Rodel|Ramil|Arnel|Jericho|Mark Anthony|Bong",
  "dela Cruz|Santos|Reyes|Bautista|Villanueva|Macaraeg|Dimaculangan|Magbanua|de Guzman|Manalo",
  mid_f="Bautista|Salazar|Mercado|Pascual", mid_m="Bautista|Salazar|Mercado|Pascual", mid_p=0.3)

# ---------------------------------------------------------------- Pacific
O("chamorro", "Chamorro", "gf",
  "Lourdes|Rosita|Dolores|Remedios|Chayla|Tiana",
  "Vicente|Ignacio|Joaquin|Francisco|Jesse|Tomas",
  "Leon Guerrero|San Nicolas|Taitano|Quinata|Sablan|Aguon|Taimanglo|Mendiola|Tenorio|Camacho")
O("maori", "Māori", "gf",
  "Aroha|Mere|Hine|Moana|Kiri|Ngaire",
  "Wiremu|Hemi|Tama|Rawiri|Nikau|Tane",
  "Parata|Tipene|Te Rangi|Horomona|Te Whata|Ruawai|Kereama|Paewai|Ngatai")
O("samoan", "Samoan", "gf",
  "Lupe|Sina|Malia|Teuila|Lagi|Fetu",
  "Tavita|Ioane|Sefa|Falaniko|Iosefa|Pita",
  "Faleolo|Leota|Sapolu|Aumua|Fuimaono|Tauiliili|Lemalu|Fa'atoafe|Tapusoa")
O("tongan", "Tongan", "gf",
  "Mele|Salote|Losana|Seini|Lesieli|Ofa",
  "Sione|Viliami|Tevita|Sitani|Semisi|Paula",
  "Taufa|Fifita|Vaipulu|Havili|Kupu|Moala|Latu|Funaki|Fonua|Tu'ipulotu")
O("fijian", "iTaukei (Fijian)", "gf",
  "Litia|Mereoni|Salanieta|Vasiti|Unaisi|Kelera",
  "Jone|Apisai|Semi|Isoa|Waisake|Sakiusa",
  "Naivalu|Ravuvu|Tuilau|Vakacegu|Koroi|Baleiwai|Qiolevu|Ratuva|Vunibaka")
O("hawaiian", "Hawaiian", "gf",
  "Leilani|Noelani|Mahina|Keala|Pualani|Kalena",
  "Keoni|Kainoa|Makoa|Kaleo|Iokepa|Kekoa",
  "Kahananui|Kealoha|Akana|Kamaka|Kanahele|Nāone|Kauhane|Kaʻaihue|Mahoe")
O("tahitian", "Tahitian", "gf",
  "Vaiana|Hinano|Tiare|Moea|Heiata|Maeva",
  "Teva|Manarii|Raiarii|Tehau|Heimana|Toa",
  "Teriitehau|Tetuanui|Temauri|Tauotaha|Maiau|Tehaamatai|Raapoto|Faatauira|Tuheiava")


# ---------------------------------------------------------------- helpers
ORIGIN_KEYS = [o["key"] for o in ORIGINS]
BY_KEY = {o["key"]: o for o in ORIGINS}

# Given and family names that are also ordinary English words (also used by the
# "wordnames" origin above and by hand-written records).
WORD_GIVEN_F = ["Olive", "Ginger", "Rosemary", "Saffron", "Clementine", "Honey", "Pepper",
                "Hazel", "Cherry", "Sage", "Faith", "Mercy", "Summer", "Dawn", "Raven", "Divine"]
WORD_GIVEN_M = ["Basil", "Herb", "Chip", "Bill", "Frank", "Miles", "Rusty", "Forrest",
                "Saviour", "Innocent"]
WORD_FAMILY = ["Cook", "Baker", "Fisher", "Rice", "Berry", "Lamb", "Bean", "Salt", "Bacon",
               "Miller", "Brewer", "Fry", "Peach", "Herring", "Oates", "Root", "Lemon", "Sweet",
               "Shepherd", "Butcher", "Squirrel", "Butt", "May", "Her", "Manygoats"]

# Combinations to skip because they might point at a well-known person.
BANNED_FULL = {
    "Rahul Sharma", "Zoltán Kovács", "Attila Nagy", "Giorgos Papadakis", "Kofi Owusu",
    "Wang Wei", "Li Bo", "Kim Min-jun", "Lee Min-jun",
}
