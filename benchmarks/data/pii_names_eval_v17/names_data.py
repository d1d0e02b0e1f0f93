# -*- coding: utf-8 -*-
"""Hand-written name material for names_eval.jsonl (v17).

Written from general knowledge for this corpus only; nothing here was copied from a
package, a data set or the scrubber.  Every origin is one dict in ORIGINS (order matters
for the generator's determinism).

Field conventions
  f, m      given names, '|'-separated (multi-word given names such as "Ana Luiza" allowed)
  fam       family names, '|'-separated; "Petrov/Petrova" = male/female form
  style     how a full name is built (see make_corpus.make_person)
  script    ISO 15924 code of the script the names are written in
  other keyword fields are style parameters (probabilities are per person)
"""

ORIGINS = []


def O(key, label, region, script, style, f, m, fam="", **kw):
    d = dict(key=key, label=label, region=region, script=script, style=style,
             f=f.split("|") if f else [], m=m.split("|") if m else [],
             fam=fam.split("|") if fam else [])
    for k, v in kw.items():
        if isinstance(v, str) and k not in ("joiner", "tform"):
            v = v.split("|")
        d[k] = v
    ORIGINS.append(d)


# ---------------------------------------------------------------- Europe: British Isles
O("english", "English", "Europe", "Latn", "western",
  "Emily|Charlotte|Hannah|Grace|Lucy|Harriet|Poppy|Imogen",
  "Oliver|George|Harry|Alfie|Rupert|Will|Jack|Ollie",
  "Thompson|Whitaker|Ashworth|Pennington|Clarke|Hughes|Bell|Marsh|Fairbairn")
O("scottish", "Scottish", "Europe", "Latn", "western",
  "Isla|Eilidh|Morag|Catriona|Kirsty|Fiona",
  "Hamish|Callum|Euan|Angus|Ruaridh|Fraser",
  "MacLeod|McAllister|Buchanan|Drummond|Sinclair|Urquhart|MacKenzie|Ferguson")
O("scottish_gaelic", "Scottish Gaelic (Gaelic spelling)", "Europe", "Latn", "western",
  "Mòrag|Ciorstaidh|Seonag|Ealasaid|Peigi",
  "Calum|Dòmhnall|Ruairidh|Seumas|Tormod",
  "MacDhòmhnaill/NicDhòmhnaill|MacLeòid/NicLeòid|MacAoidh/NicAoidh|Caimbeul|Moireasdan|MacIlleathain/NicIlleathain")
O("irish", "Irish", "Europe", "Latn", "western",
  "Siobhán|Aoife|Niamh|Caoimhe|Róisín|Saoirse",
  "Cian|Oisín|Pádraig|Seán|Darragh|Tadhg",
  "O'Sullivan|McCarthy|Fitzgerald|Kavanagh|Ó Súilleabháin/Ní Shúilleabháin|Mac Giolla Phádraig/Nic Giolla Phádraig|Byrne|Doherty")
O("welsh", "Welsh", "Europe", "Latn", "western",
  "Angharad|Cerys|Ffion|Bethan|Gwenllian|Nia",
  "Dafydd|Rhys|Gethin|Iolo|Emyr|Llŷr",
  "Llewelyn|ap Gwilym|Pritchard|Prosser|Bevan|Vaughan|Parry|Griffiths")
# ---------------------------------------------------------------- North America / Oceania (English)
O("american", "American (US)", "Americas", "Latn", "western",
  "Madison|Brittany|Kayla|Ashley|Hope|Summer|Crystal|Dawn",
  "Tyler|Brandon|Chase|Hunter|Cody|Bill|Mark|Dwayne",
  "Johnson|Carter|Reynolds|Brooks|Young|Sullivan|Hayes|Whitfield|Kowalczyk",
  mip=0.3)
O("african_american", "African American", "Americas", "Latn", "western",
  "Imani|Aaliyah|Jasmine|Tamika|Nia|Destiny",
  "DeShawn|Jamal|Terrence|Darnell|Malik|Andre",
  "Washington|Jefferson|Banks|Freeman|Booker|Robinson|Coleman")
O("australian", "Australian", "Oceania", "Latn", "western",
  "Matilda|Chloe|Kylie|Bronwyn|Jess|Tahlia",
  "Lachlan|Bailey|Mitchell|Brodie|Kane|Dusty",
  "Kennedy|Fitzpatrick|Lawson|Hargreaves|McIntyre|Barton|Pryor")
O("jamaican", "Jamaican", "Americas", "Latn", "western",
  "Shanice|Kerry-Ann|Tashana|Sherene|Latoya",
  "Devon|Dwayne|Kemar|Romaine|Omari",
  "Campbell|Brown|Williams|McKenzie|Grant|Thompson|Morgan|Ferguson")
O("trinidadian", "Indo-Trinidadian", "Americas", "Latn", "western",
  "Savitri|Indira|Shalini|Ria|Kamla",
  "Rajesh|Vishnu|Sunil|Deoraj|Ramesh",
  "Maharaj|Ramdass|Persad|Rampersad|Seepersad|Boodram|Ragoonanan|Ramkissoon")
O("haitian", "Haitian", "Americas", "Latn", "western",
  "Widelene|Guerline|Marie-Carmel|Nadège|Fabiola",
  "Jean-Robert|Wilner|Fritznel|Dieuseul|Peterson",
  "Pierre-Louis|Joseph|Célestin|Jean-Baptiste|Desrosiers|Toussaint|Dorvil|Étienne")
O("quebecois", "Québécois", "Americas", "Latn", "western",
  "Geneviève|Marie-Ève|Josée|Mélanie|Chantal",
  "Jean-François|Mathieu|Étienne|Gaétan|Luc",
  "Tremblay|Gagnon|Bouchard|Côté|Lévesque|Pelletier|Bélanger")
O("dine", "Diné (Navajo)", "Americas", "Latn", "western",
  "Shandiin|Nizhoni|Marlena|Loretta|Yanaba",
  "Ahiga|Kee|Darrell|Leroy|Wilson",
  "Begay|Tsosie|Yazzie|Benally|Nez|Etsitty|Bitsui")
O("greenlandic", "Greenlandic", "Americas", "Latn", "western",
  "Aviaja|Naja|Nivi|Paninnguaq|Arnaq",
  "Nuka|Aqqaluk|Kuupik|Inuk|Malik",
  "Kleist|Lynge|Motzfeldt|Kristiansen|Heilmann|Berthelsen")
# ---------------------------------------------------------------- Western Europe
O("french", "French", "Europe", "Latn", "western",
  "Camille|Élodie|Margaux|Anaïs|Clémence|Marie-Claire|Solène",
  "Théo|Baptiste|Jean-Baptiste|Loïc|Mathis|Gaël|Rémi",
  "Dubois|Lefèvre|Moreau|de la Fontaine|Fournier|Rousseau|Girard|Le Gall|Chevalier|d'Aubigny")
O("breton", "Breton", "Europe", "Latn", "western",
  "Maëlle|Nolwenn|Soizic|Gwenaëlle",
  "Yann|Gwenaël|Erwan|Ronan|Tanguy",
  "Le Bihan|Le Goff|Le Floch|Kerjean|Quéméner|Le Roux|Guivarc'h")
O("corsican", "Corsican", "Europe", "Latn", "western",
  "Ghjulia|Anghjula|Letizia|Maria-Dumenica",
  "Ghjuvan|Petru|Santu|Ghjacumu|Orsu",
  "Santoni|Luciani|Mattei|Casanova|Pietri|Colonna|Ferrandi|Paoli")
O("flemish", "Flemish (Belgian)", "Europe", "Latn", "western",
  "Lotte|Fien|Ine|Els|Griet",
  "Wout|Jens|Pieter-Jan|Arne|Bram",
  "Vandenbroucke|De Smet|Peeters|Janssens|Van Damme|Claes|Verhaegen|De Backer")
O("dutch", "Dutch", "Europe", "Latn", "western",
  "Sanne|Femke|Marloes|Anouk|Lieke|Fleur",
  "Daan|Thijs|Sem|Joost|Bas|Ruud",
  "van der Berg|de Vries|Bakker|van 't Hof|ter Horst|Visser|van den Heuvel|Jansen|Dijkstra")
O("frisian", "Frisian", "Europe", "Latn", "western",
  "Sjoukje|Baukje|Janke|Froukje",
  "Sjoerd|Wiebe|Hessel|Jelle|Tjeerd",
  "Hoekstra|Wijnja|Zijlstra|de Haan|Feenstra|Bosma|Terpstra")
O("german", "German", "Europe", "Latn", "western",
  "Lena|Anneliese|Jana|Franziska|Greta|Hannelore",
  "Lukas|Jürgen|Maximilian|Henrik|Matthias|Felix",
  "Müller|Schmidt|Weißmann|von Bülow|Krüger|Schäfer|Hoffmann|Zimmermann|Großkopf")
O("austrian", "Austrian", "Europe", "Latn", "western",
  "Theresa|Magdalena|Veronika|Johanna",
  "Florian|Lorenz|Severin|Leopold|Andreas",
  "Gruber|Huber|Pichler|Steiner|Moser|Hofer|Leitner|Egger")
O("swiss_german", "Swiss German", "Europe", "Latn", "western",
  "Seraina|Nadja|Corinne|Rahel|Flurina",
  "Reto|Urs|Beat|Gian-Luca|Mathias",
  "Brunner|Baumann|Zürcher|Gerber|Keller|Käser|Meier|Bühler")
O("luxembourgish", "Luxembourgish", "Europe", "Latn", "western",
  "Mady|Jil|Nathalie|Carole",
  "Gilles|Jos|Claude|Pol",
  "Wagner|Schmit|Kieffer|Thill|Reuter|Hansen|Wolter")
O("italian", "Italian", "Europe", "Latn", "western",
  "Giulia|Chiara|Francesca|Beatrice|Alessia|Benedetta",
  "Lorenzo|Matteo|Giuseppe|Riccardo|Gianluca|Salvatore",
  "Rossi|Esposito|De Luca|Di Stefano|Bianchi|Romano|Colombo|Lo Russo|Dell'Acqua")
O("sardinian", "Sardinian", "Europe", "Latn", "western",
  "Tonina|Giovanna|Bonaria|Maria Grazia",
  "Efisio|Gavino|Antioco|Salvatore",
  "Piras|Pinna|Sanna|Melis|Mura|Cocco|Serra|Deiana")
O("maltese", "Maltese", "Europe", "Latn", "western",
  "Marija|Rita|Josette|Ritianne",
  "Ġużeppi|Kurt|Mario|Ġorġ|Joseph",
  "Borg|Camilleri|Vella|Farrugia|Zammit|Galea|Micallef|Grech")
# ---------------------------------------------------------------- Iberia
O("spanish", "Spanish", "Europe", "Latn", "western",
  "Lucía|María José|Carmen|Pilar|Almudena|Rocío",
  "Javier|Álvaro|José Luis|Íñigo|Sergio|Pablo",
  "García|Fernández|Ortega|Sánchez|de la Torre|Iglesias|Muñoz|del Río|Gil",
  fam2p=0.5)
O("catalan", "Catalan", "Europe", "Latn", "western",
  "Montserrat|Núria|Mireia|Laia|Meritxell",
  "Jordi|Oriol|Pau|Arnau|Xavier",
  "Puig|Vilanova|Ferrer|Soler|Casals|Roca|Pujol|Font",
  fam2p=0.45, joiner=" i ")
O("basque", "Basque", "Europe", "Latn", "western",
  "Itziar|Ane|Maite|Nerea|Irati",
  "Iker|Unai|Aitor|Gorka|Xabier",
  "Etxeberria|Goikoetxea|Arrieta|Zubizarreta|Agirre|Urrutia|Larrañaga|Olabarria",
  fam2p=0.5)
O("galician", "Galician", "Europe", "Latn", "western",
  "Uxía|Antía|Sabela|Iria",
  "Xoán|Brais|Anxo|Roi|Iago",
  "Castro|Otero|Varela|Rei|Outeiro|Piñeiro|Lema|Souto",
  fam2p=0.5)
O("portuguese", "Portuguese", "Europe", "Latn", "western",
  "Inês|Beatriz|Mariana|Leonor|Matilde",
  "Tiago|João|Duarte|Rodrigo|Gonçalo",
  "Silva|Ferreira|Carvalho|Sousa|dos Santos|Magalhães|Pereira|Pinto|da Costa",
  fam2p=0.5)
O("sephardic", "Sephardic", "Europe", "Latn", "western",
  "Reina|Sultana|Mazal|Vida|Luna",
  "Nissim|Haim|Isaac|Sabetay|Eliezer",
  "Benveniste|Abravanel|Toledano|Sasson|Alhadeff|Behar|Nahmias|Franco")
# ---------------------------------------------------------------- Latin America
O("brazilian", "Brazilian", "Americas", "Latn", "western",
  "Ana Luiza|Thaís|Larissa|Juliana|Gabriela|Fernanda",
  "Thiago|Gustavo|João Pedro|Rafael|Caio|Vinícius",
  "Oliveira|dos Santos|Souza|Lima|Costa|Nascimento|Gonçalves|da Silva",
  fam2p=0.45)
O("mexican", "Mexican", "Americas", "Latn", "western",
  "Guadalupe|Ximena|Itzel|Valeria|Lupita",
  "Alejandro|Emiliano|Jesús|Juan Carlos|Santiago",
  "Hernández|López|Martínez|Ramírez|Villanueva|Castañeda|Ochoa|Zúñiga",
  fam2p=0.5)
O("argentine", "Argentine", "Americas", "Latn", "western",
  "Florencia|Agustina|Micaela|Sol|Belén",
  "Facundo|Nicolás|Agustín|Matías|Gonzalo",
  "González|Gómez|Pereyra|Acosta|Benítez|Sosa|Ferraro|Rossi",
  fam2p=0.2)
O("colombian", "Colombian", "Americas", "Latn", "western",
  "Valentina|Daniela|Luz Marina|Yuliana|Natalia",
  "Andrés Felipe|Juan Sebastián|Camilo|Jhon Jairo|Esteban",
  "Restrepo|Gaviria|Quintero|Cárdenas|Arango|Mejía|Londoño|Betancur",
  fam2p=0.6)
O("chilean", "Chilean", "Americas", "Latn", "western",
  "Javiera|Constanza|Catalina|Francisca|Antonia",
  "Benjamín|Vicente|Cristóbal|Ignacio|Tomás",
  "Muñoz|Rojas|Soto|Contreras|Araya|Fuentes|Valenzuela|Silva",
  fam2p=0.5)
O("peruvian", "Peruvian", "Americas", "Latn", "western",
  "Milagros|Rosa|Yesenia|Maricielo",
  "Wilmer|Renato|Percy|Hugo|Jhonatan",
  "Quispe|Huamán|Flores|Chávez|Vargas|Paucar|Salas",
  fam2p=0.5)
O("cuban", "Cuban", "Americas", "Latn", "western",
  "Yamilé|Yusleidy|Odalys|Mayelín",
  "Yoandri|Yasiel|Osvaldo|Reinier|Lázaro",
  "Pérez|Cabrera|Valdés|Díaz|Céspedes|Rodríguez|Portuondo",
  fam2p=0.5)
O("venezuelan", "Venezuelan", "Americas", "Latn", "western",
  "Yusmary|Mariangel|Oriana|Génesis",
  "Yorman|Luis Alfredo|Eudomar|Ronald",
  "Briceño|Guerrero|Rivas|Bolívar|Salazar|Moreno|Parra",
  fam2p=0.4)
O("paraguayan", "Paraguayan", "Americas", "Latn", "western",
  "Mirna|Liz|Araceli|Jazmín|Ñasaindy",
  "Arnaldo|Cristhian|Derlis|Óscar|Blas",
  "Giménez|Ayala|Ortiz|Cáceres|Villalba|Aquino|Benítez",
  fam2p=0.4)
O("quechua", "Quechua (Peru/Bolivia)", "Americas", "Latn", "western",
  "Killa|Sumaq|Wayta|Qori|Nina",
  "Inti|Amaru|Kusi|Wamán|Yupanki",
  "Quispe|Mamani|Condori|Ccama|Choque|Yupanqui|Cusi|Huamán",
  fam2p=0.4)
O("aymara", "Aymara (Bolivia)", "Americas", "Latn", "western",
  "Wara|Sisa|Nayra|Jacinta",
  "Willka|Mallku|Evaristo|Tupac",
  "Apaza|Choquehuanca|Ticona|Huanca|Chambi|Limachi|Quisbert",
  fam2p=0.4)
O("mapuche", "Mapuche (Chile)", "Americas", "Latn", "western",
  "Ayelén|Millaray|Rayén|Anahí|Relmu",
  "Lautaro|Nahuel|Caupolicán|Lemuel",
  "Huenchumilla|Painemal|Catrileo|Millapán|Nahuelpán|Ancalao|Coliqueo|Llancaqueo",
  fam2p=0.3)
# ---------------------------------------------------------------- Nordic / Baltic
O("swedish", "Swedish", "Europe", "Latn", "western",
  "Astrid|Ebba|Linnéa|Ingrid|Sigrid|Maja",
  "Björn|Oskar|Gustav|Linus|Anders|Nils",
  "Lindqvist|Andersson|Bergström|Sjöberg|Åkesson|Nyström|Holm|Ek|Lundgren")
O("norwegian", "Norwegian", "Europe", "Latn", "western",
  "Ingrid|Solveig|Kari|Tuva|Ragnhild",
  "Håkon|Eirik|Sindre|Magnus|Øystein",
  "Hansen|Haugen|Bakke|Solberg|Strand|Fjeld|Kvamme|Aasen|Løvås")
O("danish", "Danish", "Europe", "Latn", "western",
  "Mette|Sofie|Freja|Ida|Karen",
  "Rasmus|Søren|Mads|Frederik|Jesper",
  "Jørgensen|Nielsen|Kjær|Mortensen|Rasmussen|Dalsgaard|Østergaard|Thygesen")
O("icelandic", "Icelandic", "Europe", "Latn", "patronymic_is",
  "Guðrún|Sigríður|Katrín|Hildur|Björk|Ásdís",
  "Jón|Sigurður|Gunnar|Einar|Ólafur|Þórður",
  "Jóns|Guðmunds|Sigurðs/Sigurðar|Einars|Magnús|Ólafs|Stefáns|Kristjáns|Gunnars|Helga")
O("faroese", "Faroese", "Europe", "Latn", "western",
  "Marjun|Rannvá|Sunneva|Birita",
  "Rógvi|Sjúrður|Heðin|Tróndur|Jógvan",
  "Joensen|Djurhuus|Niclasen|Dam|Poulsen|Højgaard")
O("sami", "Sámi", "Europe", "Latn", "western",
  "Máret|Ánne|Elle|Iŋgá",
  "Ánte|Jovnna|Nils Mathis|Issát",
  "Sara|Gaup|Eira|Somby|Bongo|Utsi|Hætta|Buljo")
O("finnish", "Finnish", "Europe", "Latn", "western",
  "Aino|Liisa|Kaisa|Helmi|Sanna",
  "Juha|Eero|Matti|Tuomas|Jussi",
  "Virtanen|Korhonen|Mäkinen|Nieminen|Heikkinen|Järvinen|Lehtonen|Hämäläinen")
O("estonian", "Estonian", "Europe", "Latn", "western",
  "Kadri|Triin|Liis|Maarja|Kertu",
  "Rasmus|Tõnis|Priit|Margus|Jaan",
  "Tamm|Saar|Sepp|Mägi|Kask|Kukk|Rebane|Ilves")
O("latvian", "Latvian", "Europe", "Latn", "western",
  "Ilze|Dace|Līga|Inese|Zane",
  "Jānis|Andris|Mārtiņš|Raimonds|Edgars",
  "Bērziņš/Bērziņa|Kalniņš/Kalniņa|Ozoliņš/Ozoliņa|Liepiņš/Liepiņa|Krūmiņš/Krūmiņa|Zariņš/Zariņa")
O("lithuanian", "Lithuanian", "Europe", "Latn", "western",
  "Rūta|Gintarė|Eglė|Aušra|Jurgita",
  "Mindaugas|Tomas|Darius|Vytautas|Audrius",
  "Kazlauskas/Kazlauskienė|Petrauskas/Petrauskienė|Jankauskas/Jankauskienė|Stankevičius/Stankevičienė|Žukauskas/Žukauskienė|Paulauskas/Paulauskienė")
# ---------------------------------------------------------------- Central / Eastern Europe
O("polish", "Polish", "Europe", "Latn", "western",
  "Agnieszka|Małgorzata|Zofia|Katarzyna|Joanna",
  "Krzysztof|Grzegorz|Tomasz|Paweł|Łukasz",
  "Kowalski/Kowalska|Wiśniewski/Wiśniewska|Grabowski/Grabowska|Nowak|Wójcik|Zieliński/Zielińska|Szczepański/Szczepańska|Brzęczyszczykiewicz")
O("czech", "Czech", "Europe", "Latn", "western",
  "Tereza|Lucie|Kateřina|Markéta|Zuzana",
  "Jiří|Tomáš|Ondřej|Vojtěch|Lukáš",
  "Novák/Nováková|Dvořák/Dvořáková|Svoboda/Svobodová|Procházka/Procházková|Černý/Černá|Kučera/Kučerová|Veselý/Veselá")
O("slovak", "Slovak", "Europe", "Latn", "western",
  "Lenka|Veronika|Simona|Zuzana",
  "Marek|Peter|Juraj|Matúš|Ľubomír",
  "Horváth/Horváthová|Kováč/Kováčová|Baláž/Balážová|Hudák/Hudáková|Šimko/Šimková")
O("hungarian", "Hungarian", "Europe", "Latn", "flex",
  "Zsófia|Réka|Eszter|Katalin|Boglárka",
  "Bence|Levente|Gábor|Zoltán|Ádám",
  "Nagy|Kovács|Szabó|Tóth|Horváth|Varga|Kiss|Szőke|Fehér",
  eastp=0.5)
O("romanian", "Romanian", "Europe", "Latn", "western",
  "Ioana|Andreea|Bianca|Roxana|Mădălina",
  "Andrei|Mihai|Ștefan|Bogdan|Radu",
  "Popescu|Ionescu|Dumitrescu|Stoica|Munteanu|Constantinescu|Lupu|Țurcanu")
O("slovenian", "Slovenian", "Europe", "Latn", "western",
  "Nina|Maja|Špela|Urška|Tjaša",
  "Luka|Žiga|Matej|Rok|Blaž",
  "Novak|Horvat|Kranjc|Zupančič|Potočnik|Kovačič|Mlakar|Vidmar")
O("croatian", "Croatian", "Europe", "Latn", "western",
  "Ivana|Marija|Petra|Dunja",
  "Ivan|Josip|Marko|Domagoj|Tomislav",
  "Horvat|Kovačević|Babić|Marić|Jurić|Knežević|Vuković|Perić")
O("bosnian", "Bosnian", "Europe", "Latn", "western",
  "Amra|Lejla|Selma|Emina|Aida",
  "Emir|Adnan|Haris|Mirza|Kenan",
  "Hodžić|Begović|Hadžić|Mehmedović|Delić|Salihović|Čaušević")
O("serbian_latin", "Serbian (Latin)", "Europe", "Latn", "western",
  "Jelena|Milica|Dragana|Jovana|Snežana",
  "Nikola|Dragan|Miloš|Stefan|Nemanja",
  "Jovanović|Petrović|Nikolić|Đorđević|Stojanović|Ilić|Marković")
O("serbian_cyrillic", "Serbian (Cyrillic)", "Europe", "Cyrl", "western",
  "Јелена|Милица|Драгана|Јована",
  "Никола|Драган|Милош|Немања",
  "Јовановић|Петровић|Николић|Ђорђевић|Стојановић")
O("macedonian", "Macedonian (Cyrillic)", "Europe", "Cyrl", "western",
  "Марија|Елена|Билјана|Ивана",
  "Александар|Горан|Бојан|Дарко",
  "Трајковски/Трајковска|Стојановски/Стојановска|Николовски/Николовска|Петровски/Петровска")
O("bulgarian", "Bulgarian (Cyrillic)", "Europe", "Cyrl", "western",
  "Мария|Десислава|Цветелина|Радка",
  "Георги|Димитър|Христо|Стоян",
  "Иванов/Иванова|Петров/Петрова|Георгиев/Георгиева|Димитров/Димитрова|Стоянов/Стоянова")
O("albanian", "Albanian", "Europe", "Latn", "western",
  "Blerina|Elira|Mirela|Dorina|Arjeta",
  "Arben|Gëzim|Besnik|Ilir|Dritan",
  "Hoxha|Shehu|Krasniqi|Berisha|Gashi|Dervishi|Kelmendi|Leka")
O("greek", "Greek (Latin transliteration)", "Europe", "Latn", "western",
  "Eleni|Katerina|Dimitra|Sofia|Vasiliki",
  "Giorgos|Nikos|Konstantinos|Dimitris|Yannis",
  "Papadopoulos/Papadopoulou|Georgiou|Konstantinidis/Konstantinidou|Nikolaidis/Nikolaidou|Christodoulou|Karamanlis/Karamanli|Oikonomou")
O("greek_native", "Greek (Greek script)", "Europe", "Grek", "western",
  "Ελένη|Κατερίνα|Δήμητρα|Σοφία",
  "Γιώργος|Νίκος|Κωνσταντίνος|Δημήτρης",
  "Παπαδόπουλος/Παπαδοπούλου|Γεωργίου|Νικολαΐδης/Νικολαΐδου|Οικονόμου|Χριστοδούλου")
O("cypriot", "Greek Cypriot", "Europe", "Latn", "western",
  "Andri|Stella|Panayiota|Chrystalla",
  "Andreas|Christakis|Panikos|Marios|Kyriakos",
  "Christofides/Christofidou|Ioannou|Kyprianou|Charalambous|Georgiades/Georgiadou|Hadjipetrou")
O("russian", "Russian (Latin transliteration)", "Europe", "Latn", "western",
  "Anastasia|Ekaterina|Olga|Tatiana|Svetlana",
  "Dmitry|Sergey|Alexei|Mikhail|Vladimir",
  "Petrov/Petrova|Ivanov/Ivanova|Smirnov/Smirnova|Sokolov/Sokolova|Kuznetsov/Kuznetsova|Volkov/Volkova|Lebedev/Lebedeva",
  patr="Sergeyevich/Sergeyevna|Ivanovich/Ivanovna|Alexandrovich/Alexandrovna|Nikolayevich/Nikolayevna|Viktorovich/Viktorovna",
  patrp=0.3)
O("russian_cyrillic", "Russian (Cyrillic)", "Europe", "Cyrl", "western",
  "Анастасия|Екатерина|Ольга|Татьяна|Светлана",
  "Дмитрий|Сергей|Алексей|Михаил|Владимир",
  "Петров/Петрова|Иванов/Иванова|Смирнов/Смирнова|Соколов/Соколова|Кузнецов/Кузнецова|Лебедев/Лебедева",
  patr="Сергеевич/Сергеевна|Иванович/Ивановна|Александрович/Александровна|Николаевич/Николаевна",
  patrp=0.35)
O("ukrainian", "Ukrainian (Latin transliteration)", "Europe", "Latn", "western",
  "Oksana|Iryna|Nataliia|Halyna|Solomiia",
  "Oleksandr|Taras|Bohdan|Yurii|Mykola",
  "Shevchenko|Kovalenko|Bondarenko|Tkachenko|Kravchuk|Melnyk|Hrytsenko|Boiko",
  patr="Oleksandrovych/Oleksandrivna|Mykolaiovych/Mykolaivna|Ivanovych/Ivanivna",
  patrp=0.2)
O("ukrainian_cyrillic", "Ukrainian (Cyrillic)", "Europe", "Cyrl", "western",
  "Оксана|Ірина|Наталія|Галина|Соломія",
  "Олександр|Тарас|Богдан|Юрій|Микола",
  "Шевченко|Коваленко|Бондаренко|Ткаченко|Кравчук|Мельник|Гриценко",
  patr="Олександрович/Олександрівна|Миколайович/Миколаївна|Іванович/Іванівна",
  patrp=0.3)
O("belarusian", "Belarusian (Latin transliteration)", "Europe", "Latn", "western",
  "Alesia|Volha|Nasta|Sviatlana",
  "Ales|Siarhei|Uladzimir|Yauhen|Andrei",
  "Lukashevich|Kavalenka|Bahdanovich|Karatkevich|Ramanchuk|Zhuk|Karpovich|Makarevich")
# ---------------------------------------------------------------- Caucasus / Turkic / Central Asia
O("georgian", "Georgian (Latin transliteration)", "Asia", "Latn", "western",
  "Nino|Tamar|Ketevan|Mariam|Salome",
  "Giorgi|Levan|Davit|Irakli|Zurab",
  "Beridze|Kapanadze|Gelashvili|Lomidze|Tsiklauri|Javakhishvili|Chikovani|Maisuradze")
O("georgian_native", "Georgian (Mkhedruli)", "Asia", "Geor", "western",
  "ნინო|თამარ|ქეთევან|მარიამ",
  "გიორგი|ლევან|დავით|ირაკლი",
  "ბერიძე|კაპანაძე|გელაშვილი|ლომიძე|ციკლაური")
O("armenian", "Armenian (Latin transliteration)", "Asia", "Latn", "western",
  "Anahit|Lusine|Nare|Siranush|Gayane",
  "Aram|Tigran|Hayk|Vardan|Armen",
  "Hovhannisyan|Grigoryan|Sargsyan|Petrosyan|Harutyunyan|Khachatryan|Avetisyan|Karapetian")
O("armenian_native", "Armenian (Armenian script)", "Asia", "Armn", "western",
  "Անահիտ|Լուսինե|Նարե|Գայանե",
  "Արամ|Տիգրան|Հայկ|Վարդան",
  "Հովհաննիսյան|Գրիգորյան|Սարգսյան|Պետրոսյան|Խաչատրյան")
O("azerbaijani", "Azerbaijani", "Asia", "Latn", "western",
  "Aysel|Günel|Nərmin|Leyla|Səbinə",
  "Elnur|Rəşad|Tural|Orxan|Kamran",
  "Əliyev/Əliyeva|Məmmədov/Məmmədova|Həsənov/Həsənova|Hüseynov/Hüseynova|Quliyev/Quliyeva|Rzayev/Rzayeva")
O("turkish", "Turkish", "Asia", "Latn", "western",
  "Ayşe|Zeynep|Elif|Büşra|Gülşen|Şebnem|İlknur",
  "Mehmet|Emre|Oğuz|Barış|Çağlar|İsmail",
  "Yılmaz|Öztürk|Çelik|Şahin|Aydın|Kılıç|Doğan|Arslan|Yıldırım")
O("kurdish", "Kurdish", "Asia", "Latn", "western",
  "Rojda|Berfîn|Nazdar|Hêvî|Şîlan",
  "Dilshad|Azad|Shorsh|Karwan|Hejar",
  "Zebari|Hawrami|Baban|Jaff|Doski|Sindi|Bamarni")
O("chechen", "Chechen", "Europe", "Latn", "western",
  "Zarema|Madina|Khava|Aminat|Liana",
  "Ruslan|Zelimkhan|Magomed|Akhmed|Ibragim",
  "Gaziev/Gazieva|Umarov/Umarova|Bisultanov/Bisultanova|Tsakaev/Tsakaeva|Musaev/Musaeva|Abdurakhmanov/Abdurakhmanova")
O("tatar", "Tatar", "Europe", "Latn", "western",
  "Alsu|Gulnara|Ilsiyar|Chulpan|Dilyara",
  "Rinat|Ildar|Marat|Rustem|Ayrat",
  "Khairullin/Khairullina|Galiev/Galieva|Mukhametshin/Mukhametshina|Sabirov/Sabirova|Nurgaliev/Nurgalieva|Zakirov/Zakirova")
O("kazakh", "Kazakh (Latin transliteration)", "Asia", "Latn", "western",
  "Aigerim|Dana|Zhansaya|Aruzhan|Gulnaz",
  "Yerlan|Daulet|Askar|Bakhyt|Nurlan",
  "Abenov/Abenova|Zhaksybekov/Zhaksybekova|Omarov/Omarova|Serikbayev/Serikbayeva|Kassymov/Kassymova|Nurpeisov/Nurpeisova")
O("kazakh_cyrillic", "Kazakh (Cyrillic)", "Asia", "Cyrl", "western",
  "Әйгерім|Аружан|Жансая|Гүлназ",
  "Ерлан|Дәулет|Асқар|Бақыт",
  "Омаров/Омарова|Серікбаев/Серікбаева|Қасымов/Қасымова|Жақсыбеков/Жақсыбекова")
O("uzbek", "Uzbek", "Asia", "Latn", "western",
  "Dilnoza|Gulnora|Nilufar|Madina|Shahnoza",
  "Jasur|Sherzod|Otabek|Bekzod|Ulugbek",
  "Karimov/Karimova|Rakhimov/Rakhimova|Yusupov/Yusupova|Abdullayev/Abdullayeva|Ergashev/Ergasheva|Tursunov/Tursunova|Xolmatov/Xolmatova")
O("kyrgyz", "Kyrgyz", "Asia", "Latn", "western",
  "Aizada|Bermet|Cholpon|Aidana|Kanykei",
  "Azamat|Chyngyz|Tilek|Emil|Bakyt",
  "Asanov/Asanova|Sadyrov/Sadyrova|Toktogulov/Toktogulova|Zhumabaev/Zhumabaeva|Osmonov/Osmonova")
O("tajik", "Tajik", "Asia", "Latn", "western",
  "Farzona|Mehrangez|Nigina|Zarina|Tahmina",
  "Farrukh|Rustam|Firdavs|Jamshed|Bahrom",
  "Saidov/Saidova|Nazarov/Nazarova|Sharipov/Sharipova|Davlatov/Davlatova|Qodirov/Qodirova")
O("turkmen", "Turkmen", "Asia", "Latn", "western",
  "Aýna|Jeren|Maýsa|Bahar|Gözel",
  "Merdan|Döwlet|Serdar|Batyr|Mekan",
  "Berdiyev/Berdiyeva|Atayev/Atayeva|Orazov/Orazova|Durdyyev/Durdyyeva|Nurmuhammedov/Nurmuhammedova")
O("uyghur", "Uyghur", "Asia", "Latn", "western",
  "Gulnar|Mihrigul|Aynur|Patigul|Zulpiye",
  "Ilham|Memet|Abdukerim|Tursun|Ekber",
  "Tohti|Abdurehim|Rozi|Imin|Niyaz|Qadir|Osman")
O("mongolian", "Mongolian (Latin transliteration)", "Asia", "Latn", "western",
  "Oyunchimeg|Enkhjargal|Sarangerel|Anujin|Khulan",
  "Bat-Erdene|Ganbaatar|Temuulen|Munkh-Orgil|Tserendorj",
  "Ganbold|Batbayar|Erdenebat|Dorjsuren|Tsogtbaatar|Purevdorj")
O("mongolian_cyrillic", "Mongolian (Cyrillic)", "Asia", "Cyrl", "western",
  "Оюунчимэг|Энхжаргал|Анужин|Хулан",
  "Бат-Эрдэнэ|Ганбаатар|Тэмүүлэн|Цэрэндорж",
  "Ганболд|Батбаяр|Эрдэнэбат|Доржсүрэн|Пүрэвдорж")
O("tibetan", "Tibetan", "Asia", "Latn", "pair",
  "Pema|Dolkar|Yangchen|Dechen|Lhamo",
  "Tenzin|Lobsang|Karma|Sonam|Jigme|Tsering")
O("bhutanese", "Bhutanese", "Asia", "Latn", "pair",
  "Choden|Wangmo|Pelden|Yangzom|Lhaden",
  "Ugyen|Kinley|Dorji|Wangchuk|Tashi|Sangay")
# ---------------------------------------------------------------- Middle East / North Africa
O("persian", "Persian (Latin transliteration)", "Asia", "Latn", "western",
  "Parisa|Shirin|Mahsa|Niloufar|Roya|Golnaz",
  "Arash|Kourosh|Dariush|Babak|Reza|Behnam",
  "Najafi|Tehrani|Karimi|Hosseini|Mohammadi|Rahimi|Ghorbani|Jafari|Sadeghi")
O("persian_native", "Persian (Perso-Arabic script)", "Asia", "Arab", "western",
  "پریسا|شیرین|مهسا|نیلوفر|رویا",
  "آرش|کوروش|داریوش|بابک|رضا",
  "نجفی|تهرانی|کریمی|حسینی|محمدی|صادقی")
O("pashtun", "Pashtun (Afghanistan/Pakistan)", "Asia", "Latn", "western",
  "Malalai|Zarghuna|Spogmai|Palwasha|Nazo",
  "Wahid|Zalmai|Naqibullah|Hamidullah|Asadullah",
  "Durrani|Popalzai|Khattak|Afridi|Achakzai|Wardak|Safi")
O("gulf_arab", "Gulf Arab (Saudi)", "Asia", "Latn", "gulf",
  "Noura|Lama|Haifa|Reem|Dana|Jawaher",
  "Abdulaziz|Fahad|Khalid|Sultan|Turki|Faisal",
  "Al-Otaibi|Al-Qahtani|Al-Ghamdi|Al-Shehri|Al-Dosari|Al-Harbi|Al-Zahrani",
  fathers="Saad|Nasser|Mohammed|Abdullah|Talal|Hamad", binp=0.6, bin="bin|bint")
O("emirati", "Emirati", "Asia", "Latn", "gulf",
  "Mariam|Shamma|Hessa|Alia|Mahra",
  "Rashid|Saeed|Hamdan|Mansour|Humaid",
  "Al Mazrouei|Al Ketbi|Al Suwaidi|Al Falasi|Al Nuaimi|Al Mansoori",
  fathers="Obaid|Juma|Khalifa|Saif|Butti", binp=0.5, bin="bin|bint")
O("yemeni", "Yemeni", "Asia", "Latn", "western",
  "Arwa|Bilqis|Afrah|Amal|Ghadeer",
  "Nabil|Tawfiq|Walid|Adel|Abdo",
  "Al-Eryani|Al-Hakimi|Bawazir|Al-Maqtari|Ba Abbad|Al-Akwa|Shamsan")
O("iraqi", "Iraqi", "Asia", "Latn", "western",
  "Zahraa|Noor|Shahad|Ban|Sura",
  "Mustafa|Haider|Ali|Hussein|Ammar",
  "Al-Jubouri|Al-Saadi|Al-Rubaie|Al-Dulaimi|Al-Tamimi|Al-Obaidi|Kubba")
O("levantine", "Lebanese / Syrian", "Asia", "Latn", "western",
  "Rania|Lina|Maya|Nour|Rasha|Dima",
  "Rami|Fadi|Ziad|Elie|Georges|Wissam",
  "Haddad|Khoury|Nassar|Saab|Abi Nader|Frem|Sfeir|Chamoun")
O("palestinian", "Palestinian / Jordanian", "Asia", "Latn", "western",
  "Lubna|Reem|Samar|Haneen|Ruba",
  "Yousef|Khaled|Saeed|Mahmoud|Anas",
  "Barghouti|Nashashibi|Husseini|Abu Ghosh|Khalidi|Tamimi|Qasem|Abu Zeid")
O("egyptian", "Egyptian", "Africa", "Latn", "western",
  "Mariam|Nourhan|Yasmin|Heba|Salma|Doaa",
  "Ahmed|Mostafa|Karim|Amr|Tarek|Mahmoud",
  "Abdelrahman|El-Sayed|Mansour|Abdel Fattah|Fathy|El Masry|Hegazy|Soliman")
O("sudanese", "Sudanese", "Africa", "Latn", "western",
  "Amna|Sara|Ikhlas|Tasneem|Hiba",
  "Mohamed|Osman|Elfatih|Hashim|Mohanad",
  "Elhassan|Abdelgadir|Elsheikh|Babiker|Eltayeb|Mirghani")
O("moroccan", "Moroccan", "Africa", "Latn", "western",
  "Fatima Zahra|Khadija|Salma|Imane|Meryem",
  "Youssef|Hamza|Mehdi|Othmane|Anas",
  "El Amrani|Benjelloun|Bennani|Tazi|Alaoui|El Idrissi|Berrada|Chraibi|Lahlou")
O("algerian", "Algerian", "Africa", "Latn", "western",
  "Amel|Lamia|Sihem|Nesrine|Wafa",
  "Sofiane|Karim|Yacine|Riad|Walid",
  "Benali|Bouzid|Belkacem|Hamidi|Mebarki|Zerrouki|Boudiaf|Cherif")
O("tunisian", "Tunisian", "Africa", "Latn", "western",
  "Emna|Ines|Olfa|Rym|Syrine",
  "Aymen|Skander|Slim|Mehdi|Oussama",
  "Ben Salah|Trabelsi|Jebali|Gharbi|Ben Ammar|Mejri|Chebbi")
O("amazigh", "Amazigh (Kabyle)", "Africa", "Latn", "western",
  "Tassadit|Tinhinane|Thiziri|Dihya|Tanina",
  "Massinissa|Amastan|Idir|Yuba|Aksil",
  "Aït Ahmed|Ait Ouali|Aït Said|Amrouche|Oussedik|Ait Kaci")
O("arabic_native", "Arabic (Arabic script)", "Asia", "Arab", "gulf",
  "فاطمة|مريم|نور|ليلى|ريم|هالة",
  "محمد|أحمد|خالد|يوسف|عمر|طارق",
  "العتيبي|الحداد|المصري|الخوري|النجار|العلي",
  fathers="عبدالله|سعيد|ناصر|إبراهيم", binp=0.35, bin="بن|بنت")
O("israeli", "Israeli (Latin transliteration)", "Asia", "Latn", "western",
  "Noa|Tamar|Shira|Yael|Michal|Hila",
  "Yonatan|Itai|Omer|Amit|Eitan|Noam",
  "Cohen|Levi|Mizrahi|Ben-David|Peretz|Friedman|Avraham|Shapira|Ben-Ami|Katz")
O("hebrew_native", "Hebrew (Hebrew script)", "Asia", "Hebr", "western",
  "נועה|תמר|שירה|יעל|מיכל",
  "יונתן|איתי|עומר|עמית|איתן",
  "כהן|לוי|מזרחי|בן-דוד|פרץ|שפירא|כץ")
O("ashkenazi", "Ashkenazi Jewish", "Europe", "Latn", "western",
  "Rivka|Chana|Esther|Sarah Leah|Malka",
  "Moshe|Yitzchak|Mendel|Shloime|Yossi",
  "Grossman|Weinberg|Rosenblatt|Goldfarb|Teitelbaum|Kornblum|Lieberman|Horowitz")
# ---------------------------------------------------------------- South Asia
O("hindi", "Hindi-speaking Indian (Latin)", "Asia", "Latn", "western",
  "Priya|Ananya|Pooja|Neha|Kavita|Sunita",
  "Rahul|Amit|Vikram|Rohan|Arjun|Sanjay",
  "Sharma|Verma|Gupta|Agarwal|Mishra|Chaturvedi|Srivastava|Tiwari|Saxena")
O("hindi_deva", "Hindi (Devanagari)", "Asia", "Deva", "western",
  "प्रिया|अनन्या|पूजा|नेहा|कविता",
  "राहुल|अमित|विक्रम|रोहन|अर्जुन",
  "शर्मा|वर्मा|गुप्ता|मिश्रा|श्रीवास्तव|तिवारी")
O("marathi", "Marathi (Latin)", "Asia", "Latn", "western",
  "Sayali|Aditi|Madhuri|Snehal|Rutuja",
  "Siddharth|Omkar|Aniket|Tushar|Prathamesh",
  "Deshpande|Kulkarni|Joshi|Patil|Gokhale|Deshmukh|Jadhav|Pawar|Apte")
O("marathi_deva", "Marathi (Devanagari)", "Asia", "Deva", "western",
  "सायली|अदिती|माधुरी|स्नेहल",
  "सिद्धार्थ|ओंकार|अनिकेत|तुषार",
  "देशपांडे|कुलकर्णी|जोशी|पाटील|गोखले")
O("gujarati", "Gujarati (Latin)", "Asia", "Latn", "western",
  "Hetal|Krupa|Bhavna|Nidhi|Falguni",
  "Hardik|Jignesh|Chirag|Parth|Mehul",
  "Patel|Shah|Mehta|Desai|Parikh|Trivedi|Chauhan|Bhatt")
O("gujarati_native", "Gujarati (Gujarati script)", "Asia", "Gujr", "western",
  "હેતલ|કૃપા|ભાવના|નિધિ",
  "હાર્દિક|ચિરાગ|પાર્થ|મેહુલ",
  "પટેલ|શાહ|મહેતા|દેસાઈ|પરીખ")
O("punjabi_sikh", "Punjabi Sikh (Latin)", "Asia", "Latn", "sikh",
  "Harpreet|Gurleen|Simran|Jasleen|Manpreet",
  "Gurpreet|Harjit|Jaspreet|Amandeep|Balwinder",
  "Sandhu|Gill|Dhillon|Grewal|Sidhu|Bains|Randhawa",
  singh="Singh|Kaur", famp=0.6)
O("punjabi_gurmukhi", "Punjabi (Gurmukhi)", "Asia", "Guru", "sikh",
  "ਹਰਪ੍ਰੀਤ|ਸਿਮਰਨ|ਜਸਲੀਨ|ਮਨਪ੍ਰੀਤ",
  "ਗੁਰਪ੍ਰੀਤ|ਹਰਜੀਤ|ਅਮਨਦੀਪ|ਬਲਵਿੰਦਰ",
  "ਸੰਧੂ|ਗਿੱਲ|ਢਿੱਲੋਂ|ਸਿੱਧੂ",
  singh="ਸਿੰਘ|ਕੌਰ", famp=0.5)
O("pakistani", "Pakistani / Urdu-speaking (Latin)", "Asia", "Latn", "western",
  "Ayesha|Sana|Mahnoor|Hira|Fatima|Zainab",
  "Usman|Bilal|Hamza|Imran|Faisal|Zeeshan",
  "Qureshi|Chaudhry|Siddiqui|Malik|Butt|Abbasi|Khan|Mirza|Raza")
O("urdu_native", "Urdu (Nastaliq / Arabic script)", "Asia", "Arab", "western",
  "عائشہ|ثنا|ماہ نور|حرا|فاطمہ",
  "عثمان|بلال|حمزہ|عمران|فیصل",
  "قریشی|چوہدری|صدیقی|ملک|عباسی|خان")
O("sindhi", "Sindhi", "Asia", "Latn", "western",
  "Marvi|Shabnam|Parveen|Rukhsana|Sassui",
  "Sikandar|Nadir|Ayaz|Sajid|Waqar",
  "Soomro|Memon|Laghari|Junejo|Shaikh|Mahar|Talpur")
O("kashmiri", "Kashmiri", "Asia", "Latn", "western",
  "Insha|Iqra|Rifat|Shazia|Ruqaya",
  "Tariq|Sajad|Irfan|Showkat|Umar",
  "Wani|Bhat|Dar|Lone|Mir|Ganai|Rather|Kaul")
O("bengali", "Bengali (India, Latin)", "Asia", "Latn", "western",
  "Rituparna|Sharmila|Moumita|Debjani|Sudeshna",
  "Sourav|Arindam|Debashish|Subhajit|Anirban",
  "Chatterjee|Banerjee|Mukherjee|Bhattacharya|Sengupta|Ghosh|Das|Bose|Chakraborty")
O("bangladeshi", "Bangladeshi (Latin)", "Asia", "Latn", "western",
  "Nusrat|Tasnim|Farzana|Sharmin|Rumana",
  "Tanvir|Mahmudul|Rafiqul|Arif|Shakib",
  "Hossain|Rahman|Islam|Chowdhury|Uddin|Haque|Sarker|Talukder")
O("bengali_native", "Bengali (Bengali script)", "Asia", "Beng", "western",
  "শর্মিলা|মৌমিতা|নুসরাত|তাসনিম",
  "সৌরভ|অরিন্দম|তানভীর|আরিফ",
  "চট্টোপাধ্যায়|বন্দ্যোপাধ্যায়|হোসেন|রহমান|চৌধুরী|ঘোষ")
O("odia", "Odia", "Asia", "Latn", "western",
  "Smruti|Subhashree|Lipsa|Sasmita|Jyotirmayee",
  "Debasis|Pradeep|Satyajit|Soumya Ranjan|Bibhuti",
  "Mohanty|Panda|Pattnaik|Sahoo|Behera|Swain|Rath|Samal")
O("assamese", "Assamese", "Asia", "Latn", "western",
  "Barnali|Mousumi|Jonali|Dipshikha|Nabanita",
  "Bhaskar|Hemanta|Manash|Pranjal|Kaushik",
  "Baruah|Gogoi|Bora|Saikia|Hazarika|Kalita|Phukan|Deka|Bordoloi")
O("tamil", "Tamil (Latin)", "Asia", "Latn", "tamil",
  "Lakshmi|Kavya|Divya|Meenakshi|Revathi|Janani",
  "Karthik|Senthil|Murugan|Arun|Vignesh|Balaji",
  "Ramasamy|Subramanian|Krishnan|Natarajan|Palaniappan|Sundaram|Venkatesan|Raman",
  initialp=0.4)
O("tamil_native", "Tamil (Tamil script)", "Asia", "Taml", "tamil",
  "லட்சுமி|காவ்யா|திவ்யா|மீனாட்சி",
  "கார்த்திக்|செந்தில்|முருகன்|அருண்",
  "ராமசாமி|சுப்பிரமணியன்|கிருஷ்ணன்|நடராஜன்",
  initialp=0.0)
O("sri_lankan_tamil", "Sri Lankan Tamil", "Asia", "Latn", "western",
  "Tharshini|Luxmi|Sivaranjani|Kajani",
  "Tharshan|Sivakumar|Niroshan|Kajan|Thusyanthan",
  "Thevarajah|Sivapalan|Ratnasingam|Kanagaratnam|Balasingham|Yogarajah")
O("telugu", "Telugu (Latin)", "Asia", "Latn", "flex",
  "Sravani|Lavanya|Sirisha|Harika|Bhargavi",
  "Srinivas|Venkatesh|Sai Kiran|Naveen|Ravi Teja",
  "Reddy|Naidu|Rao|Chowdary|Varma|Kondapalli|Yarlagadda|Gorantla",
  eastp=0.3)
O("telugu_native", "Telugu (Telugu script)", "Asia", "Telu", "western",
  "శ్రావణి|లావణ్య|శిరీష|హారిక",
  "శ్రీనివాస్|వెంకటేష్|నవీన్|రవి",
  "రెడ్డి|నాయుడు|రావు|వర్మ")
O("kannada", "Kannada (Latin)", "Asia", "Latn", "western",
  "Shwetha|Sahana|Pallavi|Deepa|Chaitra",
  "Girish|Manjunath|Prajwal|Shreyas|Kiran",
  "Gowda|Hegde|Shetty|Bhat|Kamath|Nayak|Acharya")
O("kannada_native", "Kannada (Kannada script)", "Asia", "Knda", "western",
  "ಶ್ವೇತಾ|ಸಹನಾ|ಪಲ್ಲವಿ|ದೀಪಾ",
  "ಗಿರೀಶ್|ಮಂಜುನಾಥ್|ಶ್ರೇಯಸ್|ಕಿರಣ್",
  "ಗೌಡ|ಹೆಗಡೆ|ಶೆಟ್ಟಿ|ಭಟ್")
O("malayali", "Malayali (Latin)", "Asia", "Latn", "western",
  "Aswathy|Reshma|Nimisha|Lekshmi|Parvathy",
  "Sreejith|Anoop|Midhun|Jithin|Sreenath",
  "Nair|Menon|Pillai|Kurup|Panicker|Varghese|Kurian|Mathew")
O("malayalam_native", "Malayalam (Malayalam script)", "Asia", "Mlym", "western",
  "അശ്വതി|രേഷ്മ|ലക്ഷ്മി|പാർവതി",
  "വിഷ്ണു|ശ്രീജിത്ത്|അനൂപ്|ജിതിൻ",
  "നായർ|മേനോൻ|പിള്ള|കുറുപ്പ്")
O("goan", "Goan Catholic", "Asia", "Latn", "western",
  "Lavina|Sharon|Leena|Melinda|Sheryl",
  "Agnelo|Savio|Joaquim|Caetano|Wilfred",
  "D'Souza|Fernandes|Rodrigues|D'Costa|Gomes|Menezes|Coutinho|Noronha")
O("parsi", "Parsi", "Asia", "Latn", "western",
  "Dilnaz|Shernaz|Zarine|Perizad|Roshan",
  "Cyrus|Jamshed|Rustom|Farhad|Behram",
  "Mistry|Wadia|Engineer|Contractor|Batliwala|Daruwalla|Irani|Poonawalla")
O("nepali", "Nepali (Latin)", "Asia", "Latn", "western",
  "Sushila|Anjali|Pratiksha|Sabina|Bimala",
  "Bikash|Sagar|Prakash|Suman|Nabin",
  "Shrestha|Gurung|Thapa|Adhikari|Tamang|Magar|Karki|Bhattarai|Maharjan")
O("nepali_deva", "Nepali (Devanagari)", "Asia", "Deva", "western",
  "सुशीला|अञ्जली|प्रतीक्षा|बिमला",
  "बिकाश|सागर|प्रकाश|सुमन",
  "श्रेष्ठ|गुरुङ|थापा|अधिकारी|कार्की")
O("sinhala", "Sinhalese (Latin)", "Asia", "Latn", "western",
  "Nadeesha|Dilrukshi|Chathurika|Sanduni|Ishara",
  "Kasun|Chaminda|Nuwan|Lahiru|Dinesh",
  "Perera|Fernando|Jayawardena|Wickramasinghe|Bandara|Herath|Gunasekara|Dissanayake")
O("sinhala_native", "Sinhala (Sinhala script)", "Asia", "Sinh", "western",
  "නදීෂා|චතුරිකා|සඳුනි|ඉෂාරා",
  "කසුන්|චමින්ද|නුවන්|ලහිරු",
  "පෙරේරා|ජයවර්ධන|බණ්ඩාර|හේරත්|දිසානායක")
O("maldivian", "Maldivian", "Asia", "Latn", "western",
  "Aishath|Mariyam|Fathimath|Aminath|Hawwa",
  "Ibrahim|Hassan|Ahmed|Moosa|Ali",
  "Rasheed|Waheed|Shareef|Zahir|Latheef|Nizar|Saeed")
# ---------------------------------------------------------------- East Asia
O("chinese", "Chinese (Hanyu Pinyin)", "Asia", "Latn", "flex",
  "Xiuying|Jing|Yanli|Mei|Xiaohong|Yuxin|Lili",
  "Wei|Hao|Jian|Zhiwei|Jun|Lei|Haoran",
  "Wang|Li|Zhang|Liu|Chen|Yang|Huang|Zhao|Wu|Zhou|Xu|Ma|Ouyang|Sima",
  eastp=0.65, eng_f="Vivian|Cindy|Grace|Lily", eng_m="Kevin|Eric|Jason|Tony", engp=0.15)
O("chinese_hanzi", "Chinese (simplified characters)", "Asia", "Hani", "joined",
  "秀英|静|艳丽|梅|晓红|丽丽|雨欣",
  "伟|浩|建|志伟|军|磊|浩然",
  "王|李|张|刘|陈|杨|黄|赵|吴|周|欧阳|司马", spacep=0.0)
O("chinese_traditional", "Chinese (traditional characters, Taiwan)", "Asia", "Hani", "joined",
  "怡君|雅婷|淑芬|佩珊|欣怡",
  "志明|俊傑|家豪|建宏|冠宇",
  "陳|林|黃|張|李|王|吳|劉|蔡", spacep=0.0)
O("taiwanese", "Taiwanese (Wade-Giles style)", "Asia", "Latn", "flex",
  "Yi-chun|Ya-ting|Shu-fen|Pei-shan|Hsin-yi",
  "Chih-ming|Chun-chieh|Chia-hao|Chien-hung|Kuan-yu",
  "Chen|Lin|Huang|Chang|Tsai|Hsu|Cheng|Kuo",
  eastp=0.5)
O("hongkong", "Hong Kong Cantonese", "Asia", "Latn", "hk",
  "Ka-yan|Wing-sze|Mei-ling|Hoi-yan|Suk-yee",
  "Tai-man|Chi-keung|Ka-ho|Wai-lun|Siu-ming",
  "Chan|Wong|Leung|Cheung|Lau|Ho|Ng|Tsang|Yip",
  eng_f="Cherry|Winnie|Joyce|Queenie|Candy", eng_m="Kelvin|Ivan|Alvin|Ricky|Jacky",
  engp=0.55, bothp=0.3)
O("singaporean", "Singaporean Chinese", "Asia", "Latn", "hk",
  "Wei Ling|Hui Min|Xin Yi|Pei Shan|Li Ting",
  "Kah Heng|Jun Wei|Wee Kiat|Zhi Hao|Boon Keng",
  "Tan|Lim|Lee|Ng|Ong|Goh|Teo|Koh|Chua",
  eng_f="Rachel|Michelle|Serene|Eunice", eng_m="Darren|Marcus|Jeremy|Shawn",
  engp=0.45, bothp=0.4)
O("malaysian_chinese", "Malaysian Chinese", "Asia", "Latn", "hk",
  "Mei Yee|Siew Ling|Pei Yin|Hui Wen",
  "Chee Keong|Kok Wai|Wei Jie|Yong Sheng",
  "Wong|Chong|Lim|Teh|Yap|Chin|Loh|Khoo",
  eng_f="Jasmine|Eileen|Audrey", eng_m="Nicholas|Alex|Benjamin",
  engp=0.3, bothp=0.5)
O("japanese", "Japanese (romaji)", "Asia", "Latn", "flex",
  "Yui|Haruka|Aoi|Sakura|Misaki|Yuki",
  "Haruto|Sota|Ren|Takumi|Kenji|Daiki",
  "Sato|Suzuki|Takahashi|Tanaka|Watanabe|Yamamoto|Nakamura|Kobayashi|Ito|Saito|Ōno|Kōno",
  eastp=0.4)
O("japanese_kanji", "Japanese (kanji/kana)", "Asia", "Jpan", "joined",
  "結衣|遥|葵|さくら|美咲",
  "陽翔|蒼太|蓮|拓海|健二",
  "佐藤|鈴木|高橋|田中|渡辺|山本|中村|小林", spacep=0.35)
O("korean", "Korean (romanised)", "Asia", "Latn", "flex",
  "Ji-woo|Seo-yeon|Min-ji|Soo-ah|Ha-eun|Ye-jin|Yuna",
  "Min-jun|Seo-jun|Do-yun|Ji-hoon|Hyun-woo|Jae-sung|Sungmin",
  "Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Oh",
  eastp=0.7)
O("korean_hangul", "Korean (Hangul)", "Asia", "Hang", "joined",
  "지우|서연|민지|수아|하은",
  "민준|서준|도윤|지훈|현우",
  "김|이|박|최|정|강|조|윤|남궁|황보", spacep=0.0)
# ---------------------------------------------------------------- South-East Asia
O("vietnamese", "Vietnamese", "Asia", "Latn", "viet",
  "Lan|Hạnh|Hương|Mai|Linh|Thảo",
  "Bảo|Dũng|Hùng|Tuấn|Khoa|Nam",
  "Nguyễn|Trần|Lê|Phạm|Hoàng|Phan|Vũ|Đặng|Bùi|Đỗ",
  mid_f="Thị|Ngọc|Thu|Thanh", mid_m="Văn|Đức|Minh|Hữu|Quang", deacc=0.25)
O("thai", "Thai (romanised)", "Asia", "Latn", "western",
  "Siriporn|Pimchanok|Kanokwan|Nattaya|Ploy",
  "Somchai|Thanawat|Kittisak|Anan|Chaiwat",
  "Srisuk|Wongsawat|Jaidee|Charoenkul|Rattanakorn|Sukprasert|Phromsuwan|Boonmee",
  tform="first")
O("thai_native", "Thai (Thai script)", "Asia", "Thai", "western",
  "ศิริพร|พิมพ์ชนก|กนกวรรณ|ณัฐยา",
  "สมชาย|ธนวัฒน์|กิตติศักดิ์|อนันต์",
  "ศรีสุข|วงศ์สวัสดิ์|ใจดี|เจริญกุล|บุญมี",
  tform="first")
O("lao", "Lao (romanised)", "Asia", "Latn", "western",
  "Manivone|Keomany|Chanthala|Davone|Noy",
  "Somphone|Bounmy|Khamphone|Souliya|Thongsavanh",
  "Phommachanh|Sisouk|Vongsa|Keovilay|Inthavong|Sayavong|Phetsavong",
  tform="first")
O("khmer", "Khmer (romanised)", "Asia", "Latn", "flex",
  "Sreymom|Sophea|Channary|Bopha|Sokha",
  "Dara|Vannak|Sovann|Rithy|Piseth",
  "Sok|Chan|Keo|Heng|Chea|Meas|Ouk|Hun",
  eastp=0.8)
O("khmer_native", "Khmer (Khmer script)", "Asia", "Khmr", "flex",
  "ស្រីមុំ|សុភា|បុប្ផា|សុខា",
  "ដារ៉ា|ពិសិដ្ឋ|រិទ្ធី|សុវណ្ណ",
  "សុខ|ចាន់|កែវ|ហេង|ជា",
  eastp=1.0)
O("burmese", "Burmese (romanised)", "Asia", "Latn", "fixed",
  "Thandar Win|Su Myat Noe|Khin Mar Lwin|Ei Ei Phyu|Nilar Aung|Hnin Wut Yee",
  "Aung Kyaw Moe|Zaw Min Htet|Kyaw Zin Thant|Htet Naing Oo|Min Khant|Thura Soe")
O("burmese_native", "Burmese (Myanmar script)", "Asia", "Mymr", "fixed",
  "သန္တာဝင်း|ခင်မာလွင်|အိအိဖြူ",
  "အောင်ကျော်မိုး|ဇော်မင်းထက်|ကျော်ဇင်သန့်")
O("indonesian", "Indonesian", "Asia", "Latn", "western",
  "Sri Wahyuni|Dewi|Putri|Ayu|Rina|Siti",
  "Budi|Agus|Bambang|Rizky|Andi|Dimas",
  "Santoso|Wijaya|Pratama|Kusuma|Hidayat|Saputra|Nugroho|Setiawan",
  mono_p=0.15)
O("javanese", "Javanese (single name)", "Asia", "Latn", "fixed",
  "Sumarni|Sukarti|Suparmi|Tukiyem|Sulastri",
  "Wahyudi|Sutrisno|Sugiyanto|Mulyono|Slamet")
O("balinese", "Balinese", "Asia", "Latn", "balinese",
  "Ayu|Sari|Kartika|Wulandari|Dewi Sartika",
  "Sudarsana|Adi Putra|Suastika|Arta|Mahendra",
  prefix_f="Ni Luh|Ni Made|Ni Komang|Ni Ketut|Ni Wayan",
  prefix_m="I Wayan|I Made|I Nyoman|I Ketut|I Gede")
O("batak", "Batak (Indonesia)", "Asia", "Latn", "western",
  "Romauli|Tiurma|Sondang|Rotua",
  "Togar|Parulian|Bonar|Hotman|Sahat",
  "Siregar|Simanjuntak|Nainggolan|Hutapea|Situmorang|Panjaitan|Sinaga|Pardede")
O("malay", "Malay (Malaysia)", "Asia", "Latn", "malay",
  "Nur Aisyah|Siti Aminah|Nurul Huda|Farah|Sharifah",
  "Ahmad|Muhammad Hafiz|Azlan|Faizal|Khairul",
  fathers="Abdullah|Ismail|Hassan|Rahman|Yusof|Osman|Zainal", bin="bin|binti")
O("filipino", "Filipino", "Asia", "Latn", "western",
  "Maricel|Rowena|Jocelyn|Lovely|Princess|Joy|Cherry",
  "Rodel|Jomar|Renato|Paolo|Angelito|Bong",
  "dela Cruz|Santos|Reyes|Bautista|Villanueva|Mendoza|de Guzman|Tolentino|Macaraeg",
  mip=0.35)
O("hmong", "Hmong", "Asia", "Latn", "western",
  "Mai|Pa Nhia|Kia|Yer|Mai Yer",
  "Tou|Neng|Pao|Xeng|Chue",
  "Vang|Xiong|Yang|Thao|Her|Moua|Lor|Vue")
# ---------------------------------------------------------------- Sub-Saharan Africa
O("yoruba", "Yoruba (Nigeria)", "Africa", "Latn", "western",
  "Adebola|Folake|Titilayo|Yetunde|Morenike|Oluwaseun",
  "Adewale|Babatunde|Olumide|Kayode|Ayodeji|Oluwaseun",
  "Adeyemi|Ogunleye|Adebayo|Balogun|Oyelaran|Adeyemi-Johnson|Olatunji|Akinwande|Ogundipe")
O("igbo", "Igbo (Nigeria)", "Africa", "Latn", "western",
  "Chiamaka|Ngozi|Adaeze|Chinwe|Ifeoma|Nneka",
  "Chinedu|Emeka|Obinna|Ikenna|Chukwuemeka|Uchenna",
  "Okonkwo|Eze|Nwosu|Obi|Okafor|Nwachukwu|Obiora|Chukwu|Onyekachi")
O("hausa", "Hausa (Nigeria/Niger)", "Africa", "Latn", "western",
  "Aisha|Hauwa|Halima|Maryam|Hadiza",
  "Abubakar|Musa|Sani|Aminu|Yusuf",
  "Bello|Abdullahi|Danjuma|Garba|Shehu|Lawal|Aliyu|Bala")
O("akan", "Akan (Ghana)", "Africa", "Latn", "western",
  "Akosua|Abena|Ama|Afua|Efua|Adwoa",
  "Kwame|Kofi|Kwabena|Yaw|Kwaku|Kojo",
  "Mensah|Asante|Boateng|Owusu|Osei|Agyeman|Appiah|Ofori|Danquah")
O("ewe", "Ewe (Ghana/Togo)", "Africa", "Latn", "western",
  "Enyonam|Dzifa|Selasi|Mawunyo|Yayra",
  "Elikem|Senyo|Kafui|Edem|Komla",
  "Agbeko|Amegashie|Kpodo|Gbeho|Dzokoto|Adzraku|Tsikata|Kudjawu")
O("fulani", "Fula (West Africa)", "Africa", "Latn", "western",
  "Aissatou|Fatoumata|Mariama|Kadiatou|Oumou",
  "Mamadou|Amadou|Ousmane|Boubacar|Alpha",
  "Diallo|Bah|Barry|Sow|Ba|Balde|Jallow")
O("wolof", "Wolof (Senegal)", "Africa", "Latn", "western",
  "Awa|Ndèye|Khady|Mame Diarra|Fatou",
  "Cheikh|Modou|Pape|Serigne|Ibrahima",
  "Ndiaye|Diop|Fall|Gueye|Sarr|Faye|Mbaye|Seck|Thiam")
O("bambara", "Bambara (Mali)", "Africa", "Latn", "western",
  "Assitan|Kadidia|Nana|Salimata|Djeneba",
  "Seydou|Moussa|Bakary|Souleymane|Modibo",
  "Traoré|Keïta|Coulibaly|Diarra|Konaté|Sissoko|Dembélé|Touré")
O("ivorian", "Ivorian (Baoulé)", "Africa", "Latn", "western",
  "Adjoua|Amenan|Affoué|Akissi",
  "Konan|Kouamé|Kouassi|Yao|N'Guessan",
  "Kouadio|Koffi|N'Guessan|Yao|Amani|Tanoh|Kouakou")
O("cameroonian", "Cameroonian", "Africa", "Latn", "western",
  "Solange|Brigitte|Nadège|Yolande|Murielle",
  "Samuel|Rigobert|Achille|Patrice|Landry",
  "Mbarga|Nkoulou|Fotso|Kamga|Ndjock|Essomba|Owona|Tchatchoua")
O("congolese", "Congolese (DRC)", "Africa", "Latn", "western",
  "Grâce|Nsimba|Mbombo|Kapinga|Ngalula",
  "Tshimanga|Mukendi|Ilunga|Kalonji|Mbuyi",
  "Tshibangu|Kabongo|Lukusa|Mulumba|Kasongo|Ngoy|Mwamba")
O("somali", "Somali", "Africa", "Latn", "ethiopian",
  "Hodan|Faadumo|Sahra|Ayaan|Hibaaq|Maryan",
  "Abdirahman|Mahad|Cabdullaahi|Liban|Guled|Abdiwali",
  fathers="Maxamed|Cali|Xasan|Warsame|Farah|Aden|Jama|Hirsi|Yusuf", gfp=0.6)
O("ethiopian", "Ethiopian (Amharic, Latin)", "Africa", "Latn", "ethiopian",
  "Saba|Meron|Selamawit|Hirut|Tigist|Bethlehem",
  "Dawit|Yonas|Tewodros|Abebe|Getachew|Mulugeta",
  fathers="Mengistu|Tesfaye|Haile|Gebre-Egziabher|Alemu|Bekele|Wolde-Mariam|Tadesse|Girma", gfp=0.2)
O("amharic_native", "Amharic (Ge'ez script)", "Africa", "Ethi", "ethiopian",
  "ሳባ|ሜሮን|ሰላማዊት|ሂሩት|ትዕግስት",
  "ዳዊት|ዮናስ|ቴዎድሮስ|አበበ|ጌታቸው",
  fathers="መንግስቱ|ተስፋዬ|ኃይሌ|አለሙ|በቀለ|ታደሰ|ግርማ", gfp=0.0)
O("eritrean", "Eritrean (Tigrinya)", "Africa", "Latn", "ethiopian",
  "Senait|Luwam|Yordanos|Rahwa|Selam",
  "Tesfalem|Yohannes|Filmon|Mehari|Semere",
  fathers="Tekle|Ghebremedhin|Woldu|Habte|Kidane|Berhane|Tsegay|Gebreselassie", gfp=0.25)
O("oromo", "Oromo (Ethiopia)", "Africa", "Latn", "ethiopian",
  "Chaltu|Lalise|Obse|Hawi|Ayantu",
  "Gemechu|Lemma|Tolosa|Chala|Abdisa",
  fathers="Gudina|Dibaba|Tola|Fayisa|Lemessa|Gutema|Jaleta", gfp=0.2)
O("kikuyu", "Kikuyu (Kenya)", "Africa", "Latn", "kenyan",
  "Wanjiru|Wambui|Nyambura|Njeri|Wairimu",
  "Kamau|Njoroge|Mwangi|Kariuki|Githinji",
  "Kamau|Mwangi|Njoroge|Kariuki|Gitau|Macharia|Ndung'u",
  eng_f="Mary|Grace|Lucy|Esther|Faith", eng_m="John|Peter|Samuel|Joseph|Stephen",
  engp=0.7, famp=0.5)
O("luo", "Luo (Kenya)", "Africa", "Latn", "kenyan",
  "Akinyi|Atieno|Achieng|Awino|Anyango",
  "Otieno|Odhiambo|Ochieng|Omondi|Onyango",
  "Oduya|Owino|Okoth|Ouma|Opiyo|Oloo|Otieno",
  eng_f="Millicent|Beatrice|Rose|Caroline", eng_m="George|Felix|Tom|Dennis",
  engp=0.6, famp=0.5)
O("kalenjin", "Kalenjin (Kenya)", "Africa", "Latn", "kenyan",
  "Chepkoech|Jeptoo|Chebet|Jepkosgei|Cherono",
  "Kiprono|Kipkemboi|Kibet|Cheruiyot|Kiptoo",
  "Rotich|Koech|Kiprotich|Langat|Kosgei|Tanui",
  eng_f="Mercy|Sharon|Eunice|Hellen", eng_m="Wilson|Daniel|Geoffrey|Vincent",
  engp=0.6, famp=0.5)
O("swahili", "Swahili (Tanzania)", "Africa", "Latn", "western",
  "Rehema|Mwanaisha|Neema|Zawadi|Tumaini",
  "Baraka|Juma|Hamisi|Saidi|Jabiri",
  "Mwakyusa|Msuya|Mrema|Lyimo|Massawe|Shirima|Mushi|Kimaro")
O("baganda", "Baganda (Uganda)", "Africa", "Latn", "kenyan",
  "Nakato|Namukasa|Nalubega|Nansubuga|Nakimuli",
  "Ssempa|Kato|Mukasa|Ssekandi|Lubega",
  "Ssewankambo|Kiggundu|Mutebi|Lwanga|Kasozi|Ssemakula",
  eng_f="Prossy|Harriet|Irene|Agnes", eng_m="Moses|Ronald|Brian|Isaac",
  engp=0.6, famp=0.5)
O("rwandan", "Rwandan", "Africa", "Latn", "rwandan",
  "Diane|Claudine|Aline|Solange",
  "Eric|Jean Paul|Olivier|Emmanuel",
  "Uwase|Ingabire|Mukamana|Uwimana|Umutoni|Niyonzima|Habimana|Mugisha|Nshimiyimana|Hakizimana")
O("zulu", "Zulu (South Africa)", "Africa", "Latn", "western",
  "Nomvula|Thandeka|Zanele|Nokuthula|Lindiwe",
  "Sipho|Bongani|Mandla|Sibusiso|Themba",
  "Dlamini|Nkosi|Zulu|Mkhize|Ndlovu|Khumalo|Ngcobo|Mthembu|Shabalala")
O("xhosa", "Xhosa (South Africa)", "Africa", "Latn", "western",
  "Nomsa|Ayanda|Siphokazi|Thandiwe|Nolitha",
  "Lwazi|Luvuyo|Xolani|Mzwandile|Siyabonga",
  "Mgqweto|Ndzuta|Qwabe|Mqhayi|Ngcukana|Mlambo|Gqirana")
O("sotho", "Sotho (Lesotho/South Africa)", "Africa", "Latn", "western",
  "Palesa|Lerato|Mpho|Dineo|Refiloe",
  "Thabo|Teboho|Tumelo|Katleho|Lebohang",
  "Mokoena|Mofokeng|Moloi|Molefe|Tau|Radebe|Nthako|Letsie")
O("tswana", "Tswana (Botswana)", "Africa", "Latn", "western",
  "Boitumelo|Kgomotso|Onalenna|Tshepiso|Masego",
  "Kagiso|Tshepo|Kabelo|Thato|Oratile",
  "Masire|Kgosi|Seretse|Moeng|Phiri|Sebego|Mokgosi")
O("shona", "Shona (Zimbabwe)", "Africa", "Latn", "western",
  "Rudo|Tendai|Chipo|Tariro|Nyasha",
  "Tatenda|Tinashe|Farai|Tapiwa|Kudakwashe",
  "Moyo|Mutasa|Mapfumo|Chiweshe|Makoni|Chigumba|Marufu")
O("malagasy", "Malagasy", "Africa", "Latn", "western",
  "Hanitra|Voahangy|Lalao|Fanja|Tiana",
  "Andry|Hery|Rivo|Tahina|Njaka",
  "Rakotomalala|Randriamampionona|Rasoanaivo|Andrianarivelo|Razafindrakoto|Ravelomanana|Rabemananjara")
O("afrikaner", "Afrikaner (South Africa)", "Africa", "Latn", "western",
  "Annemarie|Elmarie|Riana|Marlize|Zandri",
  "Pieter|Johan|Riaan|Gerrit|Wynand",
  "van der Merwe|Botha|du Plessis|Pretorius|Coetzee|Steyn|Nel|van Wyk|le Roux|Oosthuizen")
# ---------------------------------------------------------------- Pacific
O("maori", "Māori (Aotearoa New Zealand)", "Oceania", "Latn", "western",
  "Aroha|Mere|Hine|Kiri|Ngaio|Huia",
  "Tāne|Wiremu|Rawiri|Hemi|Manaia|Rangi",
  "Ngata|Tipene|Parata|Te Whiu|Horomona|Te Rangi|Tawhiri|Paewai")
O("samoan", "Samoan", "Oceania", "Latn", "western",
  "Malia|Sina|Lagi|Losa|Fetu",
  "Sione|Tavita|Ioane|Malaki|Tui",
  "Tuilagi|Fa'asavalu|Leota|Sapolu|Aumua|Tuiasosopo|Faleolo|Mata'afa")
O("tongan", "Tongan", "Oceania", "Latn", "western",
  "Salote|Mele|Lesieli|Ana|Losaline",
  "Siosaia|Viliami|Tevita|Semisi|Sione",
  "Taufa|Fifita|Havili|Vaipulu|Moala|Tupou|Mahe|Pulu")
O("fijian", "iTaukei Fijian", "Oceania", "Latn", "western",
  "Litia|Mereoni|Asenaca|Unaisi|Makereta",
  "Jone|Isoa|Sitiveni|Waisale|Apisai",
  "Tuilevuka|Nadolo|Naivalu|Vunipola|Raikadroka|Koroi|Naulivou")
O("hawaiian", "Native Hawaiian", "Oceania", "Latn", "western",
  "Leilani|Kalani|Noelani|Keala|Malia",
  "Keoni|Makoa|Kainoa|Ikaika|Kekoa",
  "Kahananui|Kealoha|Kamakau|Kahale|Akana|Kamakana|Kaʻahanui")
