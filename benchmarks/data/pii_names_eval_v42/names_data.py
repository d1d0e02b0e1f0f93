# -*- coding: utf-8 -*-
"""Hand-typed name lists for pii_names_eval_v42 (no package, no data set).

ORIGIN_TABLE: one origin per line, columns separated by " ; ":
  slug ; continent ; label ; pattern ; female given ; male given ; family [; extra]
Lists are separated by "|".  A family entry "M/F" has a male and a female form
(Kowalski/Kowalska, Papadopoulos/Papadopoulou, Ó Briain/Ní Bhriain).
Patterns (how a full name is composed, see make_corpus.make_person):
  gf    given + family                       fg    family + given
  hu    given + family, 30 % family first    jp    given + family, 25 % family first
  gff   given + family (+ 2nd family 45 %)   viet  family + Thị/Văn (50 %) + given
  arab  given (+ bin/bint + father 40 %) + family
  malay given + bin/binti + father           eth   given + father (family list = fathers)
  som   given + father + grandfather         icel  given + father's genitive + son/dóttir
  full  the given lists hold complete names (no separable family name)
  tamil given + family, or father's initial + given (40 %)
  sikh  given + Singh/Kaur (+ family 60 %)
extra: space-separated key=value: mid_f / mid_m (middle part, probability p),
  fathers (list used by malay/som).
"""

ORIGIN_TABLE = r"""
english ; Europe ; English ; gf ; Olivia|Harriet|Imogen|Rosie|Beatrice ; Oliver|Alfie|George|Rupert|Toby ; Whitfield|Ashworth|Pemberton|Hargreaves|Baker|Fairclough|Thistlethwaite
scottish ; Europe ; Scottish ; gf ; Eilidh|Isla|Morag|Kirsty|Catriona ; Hamish|Callum|Angus|Euan|Fraser ; MacLeod|Campbell|McAllister|Robertson|Buchanan|Fergusson
irish ; Europe ; Irish ; gf ; Aoife|Siobhán|Niamh|Clodagh|Róisín ; Seán|Cian|Oisín|Darragh|Pádraig ; O'Sullivan|Ó Briain/Ní Bhriain|Kavanagh|Mac Cárthaigh/Nic Cárthaigh|Fitzgerald|Ó Dónaill/Ní Dhónaill
welsh ; Europe ; Welsh ; gf ; Cerys|Angharad|Siân|Nia|Ffion ; Dafydd|Rhys|Gareth|Iwan|Gruffudd ; Llewellyn|ap Rhys|Pritchard|Bowen|Prydderch|Vaughan
cornish ; Europe ; Cornish ; gf ; Tamsin|Demelza|Morwenna|Kerensa ; Jago|Tristan|Kitto|Piran ; Trelawny|Penrose|Polglase|Tregear|Pascoe|Chenoweth
breton ; Europe ; Breton ; gf ; Maëlys|Gwenaëlle|Soazig|Nolwenn ; Yannick|Erwan|Gwenaël|Loïc ; Le Gall|Le Goff|Kerjean|Le Bihan|Tanguy|Quéré
french ; Europe ; French ; gf ; Camille|Océane|Amélie|Marie-Claire|Élodie ; Jean-Baptiste|Théo|Mathieu|Benoît|Gaël ; Dubois|Lefèvre|de la Fontaine|Moreau|Rousseau|Girard|Fontaine
corsican ; Europe ; Corsican ; gf ; Ghjulia|Marie-Ange|Paola|Ghjuvanna ; Ghjuvan|Petru|Ghjacumu|Santu ; Santoni|Luciani|Casanova|Albertini|Pieri|Cesari
basque ; Europe ; Basque ; gff ; Ane|Maite|Itziar|Nerea|Amaia ; Iker|Unai|Jon|Gorka|Aitor ; Etxeberria|Goikoetxea|Agirre|Urrutia|Zubizarreta|Arrieta
catalan ; Europe ; Catalan ; gff ; Montserrat|Núria|Laia|Meritxell|Roser ; Jordi|Pau|Oriol|Marc|Arnau ; Puig|Ferrer|Vilanova|Soler|Casals|Riera|Bosch
galician ; Europe ; Galician ; gff ; Uxía|Antía|Iria|Sabela ; Xoán|Brais|Anxo|Iago ; Castro|Otero|Varela|Lema|Souto|Pazos
spanish ; Europe ; Spanish ; gff ; Lucía|Carmen|Pilar|Inmaculada|Rocío ; Santiago|Álvaro|Javier|Íñigo|José María ; García|Ortega|Sánchez|de la Fuente|Ruiz|Navarro|del Castillo
portuguese ; Europe ; Portuguese ; gff ; Inês|Beatriz|Leonor|Mafalda|Catarina ; João|Tiago|Duarte|Gonçalo|Rui ; Ferreira|dos Santos|Magalhães|Pereira|da Silva|Carvalho|Sousa
italian ; Europe ; Italian ; gf ; Giulia|Chiara|Francesca|Martina|Alessia ; Lorenzo|Matteo|Giuseppe|Alessandro|Andrea ; Rossi|De Luca|Di Stefano|Esposito|Colombo|Bianchi|D'Angelo
sicilian ; Europe ; Sicilian ; gf ; Rosalia|Agata|Concetta|Santina ; Salvatore|Calogero|Gaetano|Rosario ; Lo Presti|La Rosa|Messina|Li Causi|Scalia|Lo Bianco
sardinian ; Europe ; Sardinian ; gf ; Giovanna|Bonaria|Efisia|Maria Antonietta ; Efisio|Gavino|Antioco|Giommaria ; Pinna|Piras|Melis|Sanna|Porcu|Loi
maltese ; Europe ; Maltese ; gf ; Marija|Josianne|Roberta|Marthese|Doreen ; Ġorġ|Ġużeppi|Karmenu|Kurt|Clayton ; Borg|Camilleri|Vella|Farrugia|Zammit|Galea|Attard
german ; Europe ; German ; gf ; Annika|Friederike|Jana|Lena|Hannelore ; Matthias|Jürgen|Lukas|Florian|Klaus ; Weber|Schäfer|von Bülow|Müller|Hoffmann|Weiß|Schröder
austrian ; Europe ; Austrian ; gf ; Theresa|Magdalena|Veronika|Kathrin ; Leopold|Bernhard|Dominik|Stefan ; Gruber|Huber|Pichler|Steiner|Moser|Leitner|Wallner
swiss_german ; Europe ; Swiss German ; gf ; Nadja|Seraina|Corinne|Regula ; Urs|Beat|Reto|Ueli ; Brunner|Zürcher|Baumgartner|Käslin|Gisler|Schmid
romansh ; Europe ; Romansh ; gf ; Ladina|Mengia|Flurina|Cilgia ; Gian|Curdin|Men|Flurin ; Caduff|Cathomen|Derungs|Tuor|Arpagaus|Capaul
luxembourgish ; Europe ; Luxembourgish ; gf ; Josiane|Carole|Tessy|Nathalie ; Jhemp|Luc|Gilles|Pit ; Schmit|Kieffer|Wagner|Reuter|Thill|Weydert
dutch ; Europe ; Dutch ; gf ; Sanne|Femke|Lotte|Anouk|Maartje ; Daan|Bram|Joris|Thijs|Sjoerd ; van der Berg|de Vries|van 't Hof|ter Horst|Bakker|Jansen|van Dijk
flemish ; Europe ; Flemish ; gf ; Lien|Fien|Ellen|Griet|Hanne ; Pieter-Jan|Wout|Jef|Stijn|Bert ; Peeters|Janssens|Vermeulen|De Smet|Van Damme|Claes|Vandenbroucke
frisian ; Europe ; Frisian ; gf ; Sytske|Tjitske|Baukje|Froukje ; Jelle|Wiebe|Hidde|Tjeerd ; Hoekstra|Dijkstra|Wiersma|Postma|Zijlstra|Bosma
danish ; Europe ; Danish ; gf ; Mette|Sofie|Ida|Freja|Karen ; Mads|Søren|Rasmus|Jens|Anders ; Sørensen|Kjærgaard|Nielsen|Mikkelsen|Østergaard|Lauridsen
norwegian ; Europe ; Norwegian ; gf ; Ingrid|Solveig|Kari|Tone|Ragnhild ; Håkon|Sindre|Eirik|Bjørn|Øyvind ; Haugen|Berntsen|Solberg|Bakke|Fjeld|Aasland
swedish ; Europe ; Swedish ; gf ; Linnea|Ebba|Agnes|Maja|Astrid ; Oskar|Viktor|Johan|Gustav|Björn ; Lindqvist|Bergström|Åkesson|Sjöberg|Nilsson|Holmgren
finnish ; Europe ; Finnish ; gf ; Aino|Tuulikki|Sanna|Kaisa|Heli ; Juha|Mikko|Jukka|Eero|Tapani ; Virtanen|Korhonen|Mäkinen|Häkkinen|Laaksonen|Nieminen
sami ; Europe ; Sámi ; gf ; Elle|Máret|Sunná|Inga ; Niillas|Ánde|Issát|Mikkal ; Gaup|Sara|Eira|Somby|Hætta|Utsi
icelandic ; Europe ; Icelandic ; icel ; Guðrún|Sigríður|Katrín|Hildur|Eydís ; Jón|Sigurður|Gunnar|Ólafur|Einar ; Jóns|Sigurðar|Gunnars|Ólafs|Einars|Magnús|Stefáns
faroese ; Europe ; Faroese ; gf ; Sunnvá|Rannvá|Turið|Bára ; Rógvi|Sjúrður|Heini|Jógvan ; Joensen|Poulsen|í Líð|á Rógvu|Dam|Hansen
estonian ; Europe ; Estonian ; gf ; Kadri|Liis|Triin|Maarja|Piret ; Jaan|Tõnu|Rein|Margus|Priit ; Tamm|Saar|Kask|Sepp|Mägi|Rebane
latvian ; Europe ; Latvian ; gf ; Līga|Ilze|Baiba|Inese|Dace ; Jānis|Andris|Māris|Kārlis|Uldis ; Bērziņš/Bērziņa|Kalniņš/Kalniņa|Ozols/Ozola|Liepiņš/Liepiņa|Krūmiņš/Krūmiņa
lithuanian ; Europe ; Lithuanian ; gf ; Rūta|Eglė|Ieva|Giedrė|Aušra ; Mindaugas|Tomas|Darius|Vytautas|Žygimantas ; Kazlauskas/Kazlauskienė|Petrauskas/Petrauskaitė|Jankauskas/Jankauskienė|Žukauskas/Žukauskaitė|Stankevičius/Stankevičiūtė
polish ; Europe ; Polish ; gf ; Agnieszka|Małgorzata|Zofia|Katarzyna|Joanna ; Krzysztof|Tomasz|Grzegorz|Wojciech|Łukasz ; Kowalski/Kowalska|Wiśniewski/Wiśniewska|Nowak|Grabowski/Grabowska|Zieliński/Zielińska|Brzęczyszczykiewicz|Wróbel
czech ; Europe ; Czech ; gf ; Jana|Tereza|Lucie|Markéta|Veronika ; Petr|Jiří|Ondřej|Tomáš|Vojtěch ; Novák/Nováková|Dvořák/Dvořáková|Svoboda/Svobodová|Černý/Černá|Procházka/Procházková|Kučera/Kučerová
slovak ; Europe ; Slovak ; gf ; Zuzana|Katarína|Lenka|Mária|Ivana ; Martin|Juraj|Marek|Ľubomír|Matúš ; Kováč/Kováčová|Horváth/Horváthová|Varga/Vargová|Tóth/Tóthová|Baláž/Balážová
hungarian ; Europe ; Hungarian ; hu ; Zsófia|Eszter|Réka|Katalin|Ildikó ; Péter|Gábor|Zoltán|Levente|Bence ; Nagy|Kovács|Szabó|Tóth|Horváth|Fekete|Szőke
romanian ; Europe ; Romanian ; gf ; Ioana|Andreea|Mihaela|Elena|Roxana ; Andrei|Mihai|Bogdan|Ionuț|Radu ; Popescu|Ionescu|Dumitrescu|Constantinescu|Stoica|Munteanu
bulgarian ; Europe ; Bulgarian ; gf ; Desislava|Tsvetelina|Radostina|Boryana ; Georgi|Hristo|Dimitar|Stoyan|Kaloyan ; Ivanov/Ivanova|Petkov/Petkova|Georgiev/Georgieva|Dimitrov/Dimitrova|Stoyanov/Stoyanova
serbian ; Europe ; Serbian ; gf ; Jelena|Milica|Dragana|Snežana|Tijana ; Miloš|Nemanja|Dragan|Stefan|Vuk ; Jovanović|Petrović|Nikolić|Đorđević|Marković|Stojanović
croatian ; Europe ; Croatian ; gf ; Ana|Ivana|Marija|Petra|Matea ; Ivan|Luka|Josip|Tomislav|Domagoj ; Horvat|Kovačević|Babić|Marić|Jurić|Knežević
bosnian ; Europe ; Bosnian ; gf ; Amra|Lejla|Emina|Selma|Aida ; Adnan|Emir|Haris|Kenan|Mirza ; Hodžić|Mehmedović|Begović|Hadžić|Delić|Kovač
slovenian ; Europe ; Slovenian ; gf ; Maja|Nina|Urška|Špela|Tjaša ; Janez|Matej|Rok|Blaž|Žiga ; Kranjc|Zupančič|Potočnik|Kovačič|Novak|Vidmar
macedonian ; Europe ; Macedonian ; gf ; Biljana|Elena|Kristina|Vesna ; Aleksandar|Goran|Zoran|Igor|Bojan ; Stojanovski/Stojanovska|Trajkovski/Trajkovska|Nikolovski/Nikolovska|Petrovski/Petrovska|Dimovski/Dimovska
montenegrin ; Europe ; Montenegrin ; gf ; Milena|Jovana|Bojana|Danijela ; Marko|Filip|Nikola|Vladimir ; Vujović|Radović|Popović|Bulatović|Kaluđerović|Šćekić
albanian ; Europe ; Albanian ; gf ; Arta|Blerina|Elira|Mimoza|Drita ; Arben|Besnik|Ilir|Gentian|Agron ; Hoxha|Berisha|Krasniqi|Gashi|Shehu|Dervishi
greek ; Europe ; Greek ; gf ; Eleni|Katerina|Despina|Sofia|Dimitra ; Giorgos|Nikos|Konstantinos|Dimitris|Stavros ; Papadopoulos/Papadopoulou|Georgiou|Konstantinidis/Konstantinidou|Nikolaidis/Nikolaidou|Oikonomou|Vlachos/Vlachou
cypriot ; Europe ; Greek Cypriot ; gf ; Andri|Christiana|Panayiota|Stella ; Andreas|Panicos|Christakis|Kyriacos ; Charalambous|Christodoulou|Michaelides|Kyprianou|Hadjipetrou|Ioannou
russian ; Europe ; Russian ; gf ; Anastasia|Yekaterina|Olga|Svetlana|Darya ; Dmitry|Sergei|Aleksei|Nikolai|Pavel ; Petrov/Petrova|Smirnov/Smirnova|Kuznetsov/Kuznetsova|Volkov/Volkova|Sokolov/Sokolova|Lebedev/Lebedeva ; mid_f=Ivanovna|Sergeyevna|Aleksandrovna mid_m=Ivanovich|Sergeyevich|Petrovich p=0.3
ukrainian ; Europe ; Ukrainian ; gf ; Oksana|Olena|Iryna|Nataliia|Yuliia ; Andrii|Oleksandr|Taras|Bohdan|Mykola ; Kovalenko|Bondarenko|Tkachuk|Melnyk|Kravchuk|Boiko|Hnatiuk
belarusian ; Europe ; Belarusian ; gf ; Alesia|Volha|Hanna|Yana|Palina ; Aliaksandr|Siarhei|Uladzimir|Ales|Yauhen ; Lukashevich|Kavaliou/Kavaliova|Bahdanovich|Navitski/Navitskaya|Karpovich|Zhuk
tatar ; Europe ; Volga Tatar ; gf ; Alsu|Guzel|Dilyara|Rezeda ; Rustam|Ildar|Marat|Ilnur ; Khabibullin/Khabibullina|Gainutdinov/Gainutdinova|Safin/Safina|Nurullin/Nurullina|Mingazov/Mingazova
bashkir ; Europe ; Bashkir ; gf ; Zilya|Gulnaz|Zemfira|Aigul ; Azat|Salavat|Timur|Airat ; Yumagulov/Yumagulova|Ishmukhametov/Ishmukhametova|Galiev/Galieva|Kutlugallyamov/Kutlugallyamova
chechen ; Europe ; Chechen ; gf ; Zarema|Khava|Madina|Aminat|Kheda ; Akhmed|Magomed|Zaurbek|Ilyas|Adam ; Umarov/Umarova|Bisultanov/Bisultanova|Gairbekov/Gairbekova|Saidov/Saidova|Edilov/Edilova
ossetian ; Europe ; Ossetian ; gf ; Zarina|Alana|Fatima|Dzerassa ; Alan|Soslan|Batraz|Tamerlan ; Dzagoev/Dzagoeva|Gazzaev/Gazzaeva|Tedeev/Tedeeva|Khetagurov/Khetagurova|Dzhioev/Dzhioeva
georgian ; Asia ; Georgian ; gf ; Nino|Tamar|Mariam|Ketevan|Salome ; Giorgi|Levan|Davit|Irakli|Zurab ; Beridze|Kapanadze|Gelashvili|Tsiklauri|Maisuradze|Lomidze|Chkheidze
armenian ; Asia ; Armenian ; gf ; Anahit|Lilit|Nare|Gayane|Siranush ; Aram|Tigran|Hovhannes|Vardan|Gevorg ; Hakobyan|Sargsyan|Grigoryan|Petrosyan|Harutyunyan|Mkrtchyan
azerbaijani ; Asia ; Azerbaijani ; gf ; Aynur|Leyla|Günel|Nigar|Sevinj ; Elvin|Rashad|Tural|Orkhan|Farid ; Aliyev/Aliyeva|Mammadov/Mammadova|Hasanov/Hasanova|Huseynov/Huseynova|Guliyev/Guliyeva|Babayev/Babayeva
turkish ; Asia ; Turkish ; gf ; Ayşe|Elif|Zeynep|Gülşen|Büşra ; Mehmet|Emre|Barış|Oğuz|İbrahim ; Yılmaz|Öztürk|Demir|Çelik|Şahin|Kaya|Aydın
kurdish ; Asia ; Kurdish ; gf ; Berivan|Rojda|Nazê|Jiyan|Hêvî ; Rojhat|Serhat|Dilovan|Azad|Baran ; Amedi|Zebari|Doski|Hawrami|Baban|Jaff
roma ; Europe ; Romani (Slovak) ; gf ; Denisa|Žaneta|Vanesa|Nikola ; Radek|Dušan|Patrik|Ladislav ; Lakatoš/Lakatošová|Oláh/Oláhová|Balog/Balogová|Kaleja/Kalejová|Gaži/Gažiová
ashkenazi ; Europe ; Ashkenazi Jewish ; gf ; Rivka|Chaya|Devorah|Esther|Miriam ; Mendel|Yitzchak|Shmuel|Moishe|Zalman ; Goldberg|Rosenfeld|Feldman|Kaplan|Teitelbaum|Weissman|Horowitz
sephardic ; Europe ; Sephardic Jewish ; gf ; Sultana|Mazal|Reina|Estrella|Allegra ; Nissim|Haim|Yomtov|Behor|Isaac ; Benveniste|Abravanel|Toledano|Azoulay|Cohen-Solal|Ben-Haim
israeli ; Asia ; Israeli Hebrew ; gf ; Noa|Yael|Shira|Michal|Adi ; Yossi|Itai|Omer|Ariel|Nadav ; Ben-David|Levi|Mizrahi|Peretz|Biton|Friedman|Avraham
emirati ; Asia ; Emirati ; arab ; Mariam|Shamma|Hessa|Noura|Alyazia ; Khalid|Saeed|Hamdan|Rashid|Sultan ; Al Mansoori|Al Nuaimi|Al Ketbi|Al Falasi|Al Shamsi|Al Dhaheri
saudi ; Asia ; Saudi ; arab ; Reem|Lama|Haifa|Nouf|Joud ; Abdulaziz|Faisal|Turki|Bandar|Nawaf ; Al-Otaibi|Al-Qahtani|Al-Ghamdi|Al-Harbi|Al-Shehri|Al-Zahrani
kuwaiti ; Asia ; Kuwaiti ; arab ; Dana|Fatma|Sheikha|Dalal ; Fahad|Yousef|Mishari|Jassim ; Al-Mutairi|Al-Ajmi|Al-Rashidi|Behbehani|Al-Kandari|Boodai
qatari ; Asia ; Qatari ; arab ; Aisha|Maha|Al Anoud|Hind ; Hamad|Nasser|Ali|Khalifa ; Al-Kuwari|Al-Marri|Al-Sulaiti|Al-Mohannadi|Al-Naimi|Al-Hajri
omani ; Asia ; Omani ; arab ; Muna|Salma|Zuwaina|Asila ; Said|Hilal|Talal|Badr ; Al-Busaidi|Al-Balushi|Al-Harthy|Al-Lawati|Al-Rawahi|Al-Kindi
bahraini ; Asia ; Bahraini ; arab ; Zahra|Fatima|Ebtisam|Maryam ; Hussain|Jaffar|Mohamed|Ali ; Al-Aradi|Kanoo|Fakhro|Al-Jishi|Al-Alawi|Al-Sayegh
yemeni ; Asia ; Yemeni ; arab ; Amal|Sabah|Ruqayya|Afrah ; Abdulrahman|Waleed|Mohammed|Nabil ; Al-Eryani|Al-Hakimi|Al-Adeni|Ba Wazir|Al-Sanabani|Bin Mahfouz
iraqi ; Asia ; Iraqi ; arab ; Zainab|Shahad|Rusul|Hawra ; Mustafa|Haider|Ammar|Karrar ; Al-Jubouri|Al-Dulaimi|Al-Tamimi|Al-Rubaie|Al-Saadi|Al-Obaidi
syrian ; Asia ; Syrian ; arab ; Rasha|Lina|Hala|Nour|Ghada ; Omar|Bassel|Wassim|Khaled|Tarek ; Haddad|Al-Hamwi|Kabbani|Shami|Halabi|Darwish
lebanese ; Asia ; Lebanese ; gf ; Rania|Nadine|Maya|Carla|Joëlle ; Georges|Elie|Karim|Ziad|Rami ; Khoury|Abou Jaoude|Nassar|Saade|El Hage|Frangieh
palestinian ; Asia ; Palestinian ; arab ; Dima|Layan|Suha|Razan ; Yazan|Mahmoud|Anas|Saleh|Fadi ; Barghouti|Nusseibeh|Khalidi|Abu Ghosh|Tamimi|Odeh
jordanian ; Asia ; Jordanian ; arab ; Lubna|Tala|Ruba|Jumana ; Laith|Zaid|Hamza|Yazeed ; Al-Majali|Abu Hassan|Al-Khatib|Haddadin|Al-Zoubi|Obeidat
assyrian ; Asia ; Assyrian ; gf ; Ninve|Shamiram|Ramina|Ashurina ; Sargon|Ashur|Ninos|Shamoun ; Yonan|Benyamin|Odisho|Khoshaba|Warda|Shlimon
persian ; Asia ; Persian ; gf ; Maryam|Parisa|Shirin|Niloufar|Golnaz ; Reza|Arash|Dariush|Kaveh|Mehdi ; Hosseini|Najafi|Tehrani|Mohammadi|Rostami|Farahani|Karimi
pashtun ; Asia ; Pashtun ; gf ; Malalai|Zarghona|Palwasha|Wagma ; Zalmai|Naqibullah|Mirwais|Wahid ; Durrani|Popal|Wardak|Stanikzai|Ahmadzai|Mangal
hazara ; Asia ; Hazara ; gf ; Sakina|Masooma|Roya|Fariba ; Sayed|Ghulam Hussain|Abbas|Mohammad Ali ; Rahimi|Sultani|Mohseni|Danish|Rezaie|Jafari
tajik ; Asia ; Tajik ; gf ; Manizha|Farangis|Shahnoza|Nigina ; Firdavs|Bakhtiyor|Davlat|Somon ; Rahimzoda|Saidzoda|Nazarov/Nazarova|Kurbonov/Kurbonova|Sharipov/Sharipova
uzbek ; Asia ; Uzbek ; gf ; Dilnoza|Gulnora|Malika|Nodira|Feruza ; Sherzod|Bekzod|Jasur|Ulugbek|Otabek ; Karimov/Karimova|Abdullayev/Abdullayeva|Rakhimov/Rakhimova|Ismoilov/Ismoilova|Tursunov/Tursunova
kazakh ; Asia ; Kazakh ; gf ; Aigerim|Aruzhan|Zhanar|Gulnara|Dana ; Yerlan|Daniyar|Askar|Arman|Nurlan ; Akhmetov/Akhmetova|Seitkali|Zhaksybekov/Zhaksybekova|Omarov/Omarova|Serikbayev/Serikbayeva|Bekmukhambetov/Bekmukhambetova
kyrgyz ; Asia ; Kyrgyz ; gf ; Aizhan|Cholpon|Nazgul|Begimai ; Nurbek|Almaz|Azamat|Tilek ; Osmonaliev/Osmonalieva|Sadyrov/Sadyrova|Toktogulov/Toktogulova|Asanbekov/Asanbekova|Zhumabaev/Zhumabaeva
turkmen ; Asia ; Turkmen ; gf ; Ogulnabat|Maral|Jennet|Aýna ; Myrat|Döwlet|Serdar|Batyr ; Orazow/Orazowa|Annaýew/Annaýewa|Gurbanow/Gurbanowa|Atayew/Atayewa|Nurmuhammedow/Nurmuhammedowa
sakha ; Asia ; Sakha (Yakut) ; gf ; Sardana|Aitalina|Kyunney|Nyurguyana ; Aisen|Ayaal|Erchim|Timir ; Argunov/Argunova|Everstov/Everstova|Neustroev/Neustroeva|Sleptsov/Sleptsova
buryat ; Asia ; Buryat ; gf ; Tuyana|Sesegma|Dulma|Oyuna ; Bair|Zorigto|Bato|Tsyren ; Tsydenov/Tsydenova|Dorzhiev/Dorzhieva|Batuev/Batueva|Badmaev/Badmaeva
mongolian ; Asia ; Mongolian ; gf ; Oyunchimeg|Sarangerel|Enkhjargal|Altantsetseg|Bolormaa ; Batbayar|Ganzorig|Temuulen|Erdenebat|Munkh-Erdene ; Tsend|Dorj|Bat-Erdene|Ganbold|Purev|Enkhbold
uyghur ; Asia ; Uyghur ; gf ; Gulnisa|Mihrigul|Ayshem|Rahile ; Abdurehim|Nurmemet|Ilham|Memettursun ; Tohti|Abdukerim|Osman|Niyaz|Kurban|Imin
tibetan ; Asia ; Tibetan ; full ; Tenzin Dolma|Pema Yangchen|Dechen Wangmo|Sonam Lhamo ; Tenzin Norbu|Karma Tsering|Lobsang Dhondup|Ngawang Tashi ; -
sherpa ; Asia ; Sherpa ; gf ; Pasang Lhamu|Dawa Futi|Lhakpa Diki|Ang Dolma ; Pemba Dorje|Ang Rita|Mingma Tenzing|Nima Gyalzen ; Sherpa
bhutanese ; Asia ; Bhutanese ; full ; Kinley Wangmo|Sonam Choden|Tshering Yangzom|Dechen Pelden ; Tshering Dorji|Karma Phuntsho|Ugyen Tenzin|Sangay Penjor ; -
nepali ; Asia ; Nepali ; gf ; Sunita|Pratima|Sabina|Bishnu|Sarita ; Bikash|Suman|Prakash|Rajendra|Anish ; Shrestha|Gurung|Tamang|Adhikari|Thapa Magar|Karki|Pokharel
hindi ; Asia ; Hindi (North Indian) ; gf ; Priya|Anjali|Neha|Pooja|Kavita ; Rahul|Amit|Vikram|Rohan|Sanjay ; Sharma|Verma|Gupta|Agarwal|Mishra|Srivastava|Chaturvedi
punjabi ; Asia ; Punjabi Sikh ; sikh ; Harpreet|Simran|Manpreet|Jasleen ; Gurpreet|Harjinder|Jaswinder|Amarjeet ; Sandhu|Gill|Dhillon|Sidhu|Grewal|Bains
gujarati ; Asia ; Gujarati ; gf ; Hetal|Jinal|Falguni|Dhara|Krupa ; Hitesh|Jignesh|Chirag|Bhavesh|Kalpesh ; Patel|Shah|Mehta|Desai|Parikh|Trivedi
marathi ; Asia ; Marathi ; gf ; Aditi|Madhura|Sayali|Rutuja ; Siddharth|Omkar|Aniket|Tushar ; Deshpande|Kulkarni|Patil|Gokhale|Bhosale|Deshmukh
bengali ; Asia ; Bengali (India) ; gf ; Ananya|Rituparna|Sreya|Moumita|Debjani ; Arnab|Sourav|Debashish|Anirban|Subhajit ; Chatterjee|Banerjee|Mukherjee|Bhattacharya|Sengupta|Ghosh
bangladeshi ; Asia ; Bangladeshi ; gf ; Nusrat|Tahmina|Farzana|Sharmin|Rumana ; Tanvir|Rafiqul|Mahmudul|Shakib|Arif ; Rahman|Hossain|Chowdhury|Islam|Uddin|Talukder
odia ; Asia ; Odia ; gf ; Sasmita|Subhashree|Lipika|Madhusmita ; Soumya Ranjan|Biswajit|Prasanta|Debasis ; Mohanty|Patnaik|Behera|Sahoo|Rout|Panda
assamese ; Asia ; Assamese ; gf ; Bornali|Dipanjali|Pranamika|Junmoni ; Hiranya|Bhaskar|Pranjal|Nilotpal ; Bora|Baruah|Gogoi|Saikia|Hazarika|Kalita
kashmiri ; Asia ; Kashmiri ; gf ; Insha|Shazia|Iqra|Rubina ; Aamir|Sameer|Irfan|Tariq ; Bhat|Dar|Lone|Wani|Mir|Kaul|Raina
sindhi ; Asia ; Sindhi ; gf ; Bhavna|Jyoti|Komal|Reshma ; Kishore|Haresh|Deepak|Ajay ; Advani|Lalwani|Bhatia|Chandiramani|Mirchandani|Vaswani
tamil ; Asia ; Tamil (India) ; tamil ; Lakshmi|Kavya|Meenakshi|Divya|Tamilselvi ; Karthik|Senthil|Arun|Murugan|Saravanan ; Ramasamy|Subramaniam|Krishnan|Venkatesan|Annamalai|Sundaram|Palaniappan
telugu ; Asia ; Telugu ; gf ; Sravani|Lavanya|Sirisha|Haritha ; Venkata Ramana|Srinivas|Naveen|Chaitanya|Ravi Teja ; Reddy|Naidu|Chowdary|Rao|Kondapalli|Yarlagadda
kannada ; Asia ; Kannada ; gf ; Shwetha|Sahana|Rashmi|Deepika ; Manjunath|Prashanth|Girish|Santosh ; Gowda|Hegde|Shetty|Kamath|Adiga|Upadhyaya
malayali ; Asia ; Malayali ; gf ; Anjana|Reshmi|Sneha|Aswathy ; Jithin|Arjun|Sreejith|Vishnu|Abhilash ; Nair|Menon|Pillai|Kurup|Varghese|Kurian
goan ; Asia ; Goan Konkani ; gf ; Lavina|Sonia|Rochelle|Fatima ; Agnelo|Savio|Joaquim|Francis ; D'Souza|Fernandes|Rodrigues|D'Costa|Menezes|Gomes
parsi ; Asia ; Parsi ; gf ; Dinaz|Perizaad|Shernaz|Roshan ; Cyrus|Jamshed|Behram|Farokh ; Mistry|Wadia|Engineer|Contractor|Batliwala|Daruwala|Readymoney
pakistani ; Asia ; Pakistani (Urdu) ; gf ; Ayesha|Sana|Mahnoor|Hira|Fatima ; Usman|Bilal|Zeeshan|Faisal|Hamza ; Qureshi|Siddiqui|Malik|Butt|Chaudhry|Abbasi|Khan
baloch ; Asia ; Baloch ; gf ; Mahrang|Sammi|Gul Bano|Hani ; Akhtar|Shahzain|Karim|Nawab ; Baloch|Bugti|Marri|Mengal|Rind|Zehri
sinhala ; Asia ; Sinhala ; gf ; Nimali|Dilani|Chathurika|Sanduni|Tharushi ; Kasun|Nuwan|Chaminda|Dinesh|Lahiru ; Perera|Fernando|Wickramasinghe|Jayasuriya|Bandara|Gunawardena|Dissanayake
sl_tamil ; Asia ; Sri Lankan Tamil ; gf ; Tharshini|Keerthana|Nivetha|Mathumitha ; Kajan|Sivakumar|Ramanan|Ketheeswaran ; Sivakumaran|Thuraisingham|Kanagaratnam|Balasingham|Yogarajah|Ponnambalam
maldivian ; Asia ; Maldivian ; gf ; Aishath|Mariyam|Fathimath|Hawwa ; Ibrahim|Mohamed|Hussain|Ahmed ; Shareef|Rasheed|Didi|Manik|Waheed|Zahir
mandarin ; Asia ; Mandarin Chinese ; fg ; Xiuying|Jing|Yuxin|Meiling|Tingting ; Wei|Hao|Zhiqiang|Jianguo|Yichen ; Wang|Li|Zhang|Liu|Chen|Xu|Ma|Wu|Ouyang
cantonese ; Asia ; Hong Kong Cantonese ; gf ; Winnie|Cecilia|Queenie|Mandy|Karen ; Kelvin|Wilson|Ronald|Kenneth|Ivan ; Chan|Wong|Leung|Cheung|Lau|Ho|Tse|Yeung
taiwanese ; Asia ; Taiwanese ; fg ; Yi-chen|Hsin-yi|Shu-fen|Ya-ting ; Chih-ming|Chun-hung|Kuan-yu|Wei-lun ; Chen|Lin|Huang|Tsai|Hsu|Chang|Kuo
hokkien ; Asia ; Singaporean/Malaysian Chinese ; fg ; Hui Ling|Siew Mei|Pei Shan|Li Ting ; Wei Ming|Kok Leong|Boon Keat|Jun Jie ; Tan|Lim|Ng|Goh|Ong|Teo|Koh
japanese ; Asia ; Japanese ; jp ; Yuki|Haruka|Aiko|Misaki|Sakura ; Haruto|Kenji|Takeshi|Daisuke|Ryota ; Tanaka|Suzuki|Watanabe|Yamamoto|Nakamura|Kobayashi|Inoue
okinawan ; Asia ; Okinawan ; jp ; Mieko|Tomoko|Chika|Nanami ; Seiken|Kotaro|Masahide|Ryusei ; Higa|Kinjo|Arakaki|Shimabukuro|Tamashiro|Oshiro|Chinen
korean ; Asia ; Korean ; fg ; Ji-woo|Seo-yeon|Min-ji|Ha-eun|Soo-ah ; Min-jun|Ji-hoon|Seung-woo|Do-hyun|Jae-won ; Kim|Lee|Park|Choi|Jung|Kang|Yoon|Oh|Seo|Han
vietnamese ; Asia ; Vietnamese ; viet ; Lan|Hạnh|Thu Trang|Ngọc Anh|Phương ; Bảo|Minh Tuấn|Quang|Đức Anh|Hùng ; Nguyễn|Trần|Lê|Phạm|Hoàng|Phan|Võ|Đặng ; mid_f=Thị mid_m=Văn p=0.5
thai ; Asia ; Thai ; gf ; Siriporn|Nattaya|Kanokwan|Pimchanok|Duangjai ; Somchai|Anucha|Thanawat|Kittisak|Wichai ; Srisuk|Wongsawat|Chaiyaporn|Thongchai|Suwannarat|Boonyarit
lao ; Asia ; Lao ; gf ; Souksavanh|Vilayvanh|Manivone|Phetsamone ; Khamphone|Bounmy|Somsanith|Thongsavanh ; Phommachanh|Sisavath|Vongsa|Keomany|Inthavong|Souvannavong
khmer ; Asia ; Khmer ; fg ; Sreymom|Chanthou|Sokha|Bopha|Dany ; Vuthy|Sokhom|Dara|Piseth|Rithy ; Sok|Chea|Heng|Chhim|Keo|Mao|Ly
burmese ; Asia ; Burmese ; full ; Thandar Win|Ei Mon Kyaw|Nwe Nwe Aung|Su Myat Hlaing ; Kyaw Zin Htet|Aung Ko Ko|Min Thu|Zaw Myo Naing ; -
hmong ; Asia ; Hmong ; gf ; Pa Nhia|Mai Yer|Nou|Kia|Maiv ; Tou|Chue|Xay|Pheng|Cheng ; Vang|Xiong|Yang|Thao|Moua|Lor|Vue|Her
malay ; Asia ; Malay ; malay ; Nur Aisyah|Siti Aminah|Nurul Ain|Farah Hanim|Aina Sofea ; Muhammad Hafiz|Ahmad Faizal|Mohd Firdaus|Amirul Hakim|Azlan ; - ; fathers=Ismail|Abdullah|Rahman|Yusof|Hassan|Othman
javanese ; Asia ; Javanese ; full ; Sri Wahyuni|Dewi Lestari|Endang Sulastri|Suharti|Rini Susanti ; Budi Santoso|Agus Setiawan|Joko|Bambang Sutrisno|Sukarno Wibowo ; -
sundanese ; Asia ; Sundanese ; gf ; Euis|Cucu|Nining|Yuyun ; Asep|Ujang|Dadang|Cecep ; Sunarya|Hidayat|Permana|Kurniawan|Ruhiyat|Suryadi
balinese ; Asia ; Balinese ; full ; Ni Made Ayu Lestari|Ni Luh Putu Sri Dewi|Ni Komang Ariani|Ni Ketut Sudiasih ; I Wayan Sudarta|I Gede Putra Wirawan|I Nyoman Suastika|I Ketut Arsana ; -
batak ; Asia ; Batak ; gf ; Rotua|Tiurma|Romauli|Hotmaida ; Parlindungan|Martua|Hotman|Sahat ; Simanjuntak|Nainggolan|Siregar|Hutapea|Pardede|Sitompul|Situmorang
timorese ; Asia ; Timorese ; gf ; Ermelinda|Filomena|Rosalina|Isabel ; Mateus|Domingos|Agostinho|Januário ; da Costa|Soares|Guterres|dos Reis|Ximenes|Amaral
tagalog ; Asia ; Filipino (Tagalog) ; gff ; Maria Cristina|Rowena|Jocelyn|Liezl|Analyn ; Rodel|Jerome|Mark Anthony|Arnel|Paolo ; dela Cruz|Santos|Reyes|Bautista|Macaraeg|Villanueva|Dimaculangan
cebuano ; Asia ; Filipino (Cebuano) ; gf ; Ma. Theresa|Jessa|Kristine Joy|Cherry Mae ; Rhey|Jhon Rey|Jun Rey|Ramil ; Cabahug|Alcoseba|Dumdum|Labra|Tabada|Ouano
ilocano ; Asia ; Filipino (Ilocano) ; gf ; Marilou|Estrella|Lorna|Angelica ; Rolando|Eduardo|Bonifacio|Marlon ; Agbayani|Pacis|Dumlao|Bumanglag|Gaerlan|Ablan
maranao ; Asia ; Filipino (Maranao) ; gf ; Sittie|Norhaya|Amerah|Johaira ; Abdulmalik|Farouk|Jamil|Sultan ; Macarambon|Dimaporo|Adiong|Lucman|Alonto|Pangandaman|Tomawis
egyptian ; Africa ; Egyptian ; gf ; Yasmin|Mona|Hoda|Nermeen|Salma ; Ahmed|Amr|Sherif|Tamer|Mahmoud ; Abdel-Rahman|El-Sayed|Fahmy|Mansour|Abdel Fattah|Hegazy|Soliman
libyan ; Africa ; Libyan ; arab ; Hanan|Najla|Amira|Asma ; Abdulhamid|Moutaz|Anwar|Salem ; Shalabi|Zlitni|El-Mahdawi|Al-Warfalli|Ben Omran|Abusahmain
tunisian ; Africa ; Tunisian ; gf ; Amel|Ines|Olfa|Rim|Sonia ; Mohamed Amine|Sami|Walid|Anis|Hatem ; Ben Salah|Trabelsi|Jebali|Gharbi|Chaabane|Ben Youssef|Mejri
algerian ; Africa ; Algerian ; gf ; Nassima|Karima|Lynda|Sabrina|Djamila ; Yacine|Mourad|Abdelkader|Sofiane|Karim ; Benali|Bouzid|Belkacem|Mebarki|Zerrouki|Boudiaf
moroccan ; Africa ; Moroccan ; gf ; Fatima-Zahra|Khadija|Nadia|Loubna|Siham ; Youssef|Mehdi|Hicham|Abdellatif|Rachid ; El Amrani|Benjelloun|Alaoui|Bennani|Tazi|El Idrissi|Berrada
amazigh ; Africa ; Amazigh (Kabyle) ; gf ; Tafsut|Tanirt|Dihya|Tiziri|Tanina ; Massinissa|Idir|Amayas|Aksil|Yuba ; Aït Ahmed|Ait Ouali|Ait Oumeziane|Naït Slimane|Amrouche|Ouali
sudanese ; Africa ; Sudanese ; som ; Alaa|Rabab|Shaima|Tagwa|Nahid ; Mohamed|Abdelrahim|Hamid|Omer|Osman ; Elsheikh|Abdalla|Elfadil|Mirghani|Babiker|Elamin ; fathers=Osman|Babiker|Ahmed|Abdalla|Elamin|Hassan|Yousif
south_sudanese ; Africa ; South Sudanese (Dinka) ; eth ; Achol|Nyandeng|Abuk|Ayen ; Deng|Garang|Majok|Mabior|Kuol ; Majak|Kuol|Malual|Ajak|Akol|Lual
yoruba ; Africa ; Yoruba ; gf ; Folake|Titilayo|Abimbola|Yetunde|Funmilayo ; Babatunde|Olumide|Adewale|Oluwaseun|Kayode ; Adeyemi|Ogunleye|Olawale|Bankole|Fashola|Oyelaran-Smith|Akinwande
igbo ; Africa ; Igbo ; gf ; Chiamaka|Ngozi|Adaeze|Chinwe|Ifeoma ; Chukwuemeka|Obinna|Ikenna|Chinedu|Nnamdi ; Okafor|Eze|Nwosu|Okonkwo|Obi|Nwachukwu|Uzor
hausa ; Africa ; Hausa ; gf ; Aisha|Hauwa|Maryam|Amina|Hadiza ; Abubakar|Musa|Sani|Bashir|Aminu ; Bello|Danjuma|Abdullahi|Sule|Garba|Lawal|Dikko
fulani ; Africa ; Fulani ; gf ; Djeneba|Kadiatou|Aïssatou|Mariama|Hadja ; Amadou|Boubacar|Oumarou|Hamadou|Souleymane ; Diallo|Bah|Barry|Sow|Jalloh|Baldé
edo ; Africa ; Edo ; gf ; Osarugue|Efe|Ivie|Omoye ; Osagie|Efosa|Osaro|Ehigie ; Igbinedion|Oronsaye|Obasogie|Ogiemwonyi|Osemwegie|Imasuen
efik ; Africa ; Efik/Ibibio ; gf ; Ekaete|Nkoyo|Idara|Mfon ; Etim|Bassey|Effiong|Ekpenyong|Edet ; Akpan|Udoh|Essien|Ekanem|Inyang|Offiong
akan ; Africa ; Akan ; gf ; Akosua|Ama|Abena|Efua|Yaa ; Kwame|Kofi|Kwabena|Kojo|Yaw ; Mensah|Owusu|Boateng|Asante|Osei-Bonsu|Agyemang|Darko
ewe ; Africa ; Ewe ; gf ; Dzifa|Esinam|Sedinam|Mawuena ; Selasi|Edem|Kekeli|Senyo|Etornam ; Agbeko|Amegashie|Kpodo|Adzraku|Dzokoto|Tsikata
ga ; Africa ; Ga ; gf ; Naa Ayeley|Naa Dedei|Korkoi|Dede ; Nii Armah|Nii Okai|Tetteh|Ashitey ; Quaye|Lamptey|Ashong|Nortey|Okine|Addo
wolof ; Africa ; Wolof ; gf ; Fatou|Ndèye|Aminata|Coumba|Awa ; Moussa|Cheikh|Ousmane|Mamadou|Ibrahima ; Ndiaye|Diop|Fall|Gueye|Mbaye|Seck|Sarr
serer ; Africa ; Serer ; gf ; Ngoné|Khady|Diarra|Sokhna ; Waly|Latyr|Diégane|Saliou ; Faye|Diouf|Ndour|Sène|Thiaw|Ngom
mandinka ; Africa ; Mandinka (Gambia) ; gf ; Isatou|Fatoumata|Haddy|Kaddy ; Lamin|Ebrima|Momodou|Alieu|Modou ; Ceesay|Touray|Jallow|Darboe|Sanneh|Manneh
bambara ; Africa ; Bambara (Mali) ; gf ; Oumou|Rokia|Salimata|Kadidia ; Seydou|Bakary|Modibo|Lassana ; Traoré|Keïta|Coulibaly|Diarra|Konaté|Sissoko|Doumbia
mossi ; Africa ; Mossi (Burkina Faso) ; gf ; Rasmata|Alimata|Salamata|Awa ; Boureima|Issouf|Halidou|Ousséni ; Ouédraogo|Sawadogo|Zongo|Kaboré|Nikiéma|Tapsoba
fon ; Africa ; Fon (Benin) ; gf ; Dossi|Sessi|Ayaba|Houéfa ; Codjo|Sènou|Dieudonné|Romuald ; Houngbédji|Akpovi|Agbodjan|Zinsou|Adjovi|Dossou-Yovo
ivorian ; Africa ; Baoulé (Côte d'Ivoire) ; gf ; Adjoua|Affoué|Amenan|Akissi ; Kouassi|Koffi|Yao|N'Guessan ; Kouamé|Konan|N'Dri|Kouadio|Brou|Kablan
krio ; Africa ; Sierra Leonean ; gf ; Isatu|Christiana|Memunatu|Fatmata ; Sheku|Alimamy|Abdul|Olu ; Koroma|Kamara|Sesay|Conteh|Bangura|Macauley|Cole
liberian ; Africa ; Liberian ; gf ; Comfort|Musu|Bendu|Oretha ; Emmanuel|Varney|Momo|Jallah ; Kollie|Flomo|Tarr|Dolo|Kpoto|Toe
cameroonian ; Africa ; Cameroonian ; gf ; Christelle|Murielle|Sandrine|Laure ; Serge|Landry|Blaise|Hervé ; Mbarga|Nkoulou|Fotso|Kamdem|Ngassa|Tchatchoua|Nguimbous
congolese ; Africa ; Congolese ; gf ; Grâce|Merveille|Nsimba|Bijou|Divine ; Dieumerci|Patient|Trésor|Glody|Exaucé ; Mbemba|Makiese|Nzuzi|Lukusa|Tshimanga|Mukendi|Kalonji
rwandan ; Africa ; Rwandan ; gf ; Diane|Aline|Clarisse|Solange ; Jean Bosco|Eric|Innocent|Olivier ; Uwase|Mukamana|Ingabire|Niyonzima|Habimana|Nshimiyimana|Mugisha
burundian ; Africa ; Burundian ; gf ; Espérance|Claudine|Béatrice|Spès ; Déo|Pacifique|Léonce|Gervais ; Niyonkuru|Nshimirimana|Hakizimana|Bigirimana|Ndikumana|Irakoze
kikuyu ; Africa ; Kikuyu ; gf ; Wanjiku|Nyambura|Wairimu|Njeri|Wambui ; Kamau|Njoroge|Kariuki|Githinji|Ndung'u ; Mwangi|Maina|Gitau|Waweru|Kimani|Wachira
luo ; Africa ; Luo ; gf ; Achieng|Akinyi|Atieno|Adhiambo|Awino ; Otieno|Odhiambo|Ochieng|Omondi|Onyango ; Okoth|Owino|Oduya|Ouma|Ogola|Nyong'o
kalenjin ; Africa ; Kalenjin ; gf ; Chebet|Jepkosgei|Chepngetich|Jerotich ; Kiprotich|Kipkemboi|Cheruiyot|Kiplagat ; Rotich|Koech|Kiprono|Langat|Tanui|Korir
kamba ; Africa ; Kamba ; gf ; Mwikali|Ndinda|Mumbua|Kalekye ; Musyoka|Mutua|Kioko|Nzioka ; Mutiso|Kilonzo|Musau|Muema|Mulwa|Nzomo
maasai ; Africa ; Maasai ; gf ; Naserian|Nashipae|Sintamei|Nalangu ; Lemayian|Saitoti|Parsimei|Lekishon ; ole Sankale|ole Kina|Parmuat|ole Ntimama|Sakuda|Kisemei
swahili ; Africa ; Swahili (Tanzania) ; gf ; Rehema|Zawadi|Neema|Mwanaisha|Imani ; Baraka|Juma|Hamisi|Rashidi|Bakari ; Mwinyi|Msuya|Mfinanga|Mushi|Lyimo|Massawe
baganda ; Africa ; Baganda ; gf ; Nakato|Namuli|Nansubuga|Nalwoga|Babirye ; Mukasa|Kato|Ssali|Waswa|Ssekitoleko ; Kiwanuka|Nsubuga|Mugerwa|Kasozi|Lwanga|Ssempijja
banyankole ; Africa ; Banyankole ; gf ; Patience|Gloria|Immaculate|Shallon ; Ronald|Godfrey|Isaac|Emmanuel ; Tumusiime|Byaruhanga|Twinomujuni|Kyomuhendo|Ainembabazi|Muhwezi|Atuhaire
acholi ; Africa ; Acholi ; gf ; Akello|Lakot|Aciro|Adong ; Okello|Ojok|Opiyo|Odong ; Otim|Ocen|Okumu|Oryem|Olweny|Komakech
angolan ; Africa ; Angolan ; gf ; Albertina|Luzia|Esperança|Isabel ; Manuel|Adão|Nelson|Agostinho ; dos Santos|Lourenço|Neto|Kiluange|Chipenda|Van-Dúnem
mozambican ; Africa ; Mozambican ; gf ; Lurdes|Celeste|Anabela|Esmeralda ; Armando|Joaquim|Filipe|Benedito ; Nhantumbo|Cossa|Muianga|Sitoe|Macuácua|Guambe
zulu ; Africa ; Zulu ; gf ; Nomvula|Thandeka|Nokuthula|Zanele|Lindiwe ; Sipho|Thabo|Bongani|Sibusiso|Mandla ; Dlamini|Zungu|Mkhize|Ngcobo|Buthelezi|Khumalo|Zulu
xhosa ; Africa ; Xhosa ; gf ; Nosipho|Ayanda|Zintle|Nomonde|Siphokazi ; Lwazi|Luthando|Xolani|Siyabonga|Mzwandile ; Dyantyi|Qwabe|Ngcukana|Gqirana|Mqhayi|Mthembu
sotho ; Africa ; Sotho/Tswana ; gf ; Palesa|Lerato|Dineo|Boitumelo|Refilwe ; Tshepo|Kagiso|Thapelo|Lesego|Tumelo ; Mokoena|Molefe|Mofokeng|Motaung|Masilo|Modise|Seleka
afrikaner ; Africa ; Afrikaner ; gf ; Annelie|Marelize|Elmarie|Riana|Liezel ; Pieter|Johannes|Gerrit|Jaco|Wynand ; van der Merwe|Botha|du Plessis|Pretorius|Coetzee|le Roux|van Zyl
shona ; Africa ; Shona ; gf ; Tendai|Rutendo|Chipo|Nyasha|Rumbidzai ; Tinashe|Tafadzwa|Farai|Kudakwashe|Munyaradzi ; Moyo|Chikwanha|Mutasa|Marufu|Mapfumo|Zvobgo
ndebele ; Africa ; Ndebele ; gf ; Sithembile|Nomalanga|Thandiwe|Sibongile ; Themba|Sizwe|Mthokozisi|Nkosinathi ; Sibanda|Ncube|Ndlovu|Nyathi|Dube|Mpofu
chewa ; Africa ; Chewa (Malawi) ; gf ; Chikondi|Tiyamike|Chisomo|Mphatso ; Chimwemwe|Kondwani|Limbani|Madalitso ; Banda|Phiri|Mwale|Chirwa|Nyirenda|Mbewe
bemba ; Africa ; Bemba (Zambia) ; gf ; Mwila|Chanda|Bupe|Mutale|Chileshe ; Mulenga|Bwalya|Kabwe|Chola|Mwansa ; Kapwepwe|Musonda|Chilufya|Mumba|Chisanga|Mwaba
ovambo ; Africa ; Ovambo (Namibia) ; gf ; Ndapewa|Ndinelao|Hilma|Ndahafa ; Tuhafeni|Hafeni|Petrus|Festus ; Nghidinwa|Shikongo|Amupolo|Nangolo|Haufiku|Shilongo
malagasy ; Africa ; Malagasy ; gf ; Voahangy|Hanitra|Fanja|Tiana|Lalao ; Andry|Hery|Rivo|Tojo|Mamy ; Rakotomalala|Randriamampionona|Rasoanaivo|Andrianarisoa|Razafindrakoto|Ravelojaona
somali ; Africa ; Somali ; som ; Hodan|Ayaan|Fadumo|Ikran|Sahra ; Abdirahman|Farah|Abdullahi|Guled|Mohamed ; Warsame|Jama|Hassan|Nur|Abdi|Yusuf ; fathers=Warsame|Jama|Hassan|Ali|Nur|Abdi|Yusuf|Farah|Egal
amhara ; Africa ; Amhara (Ethiopia) ; eth ; Meron|Selamawit|Tigist|Hirut|Mekdes ; Dawit|Yonas|Tewodros|Abebe|Getachew ; Haile|Tesfaye|Gebre-Egziabher|Wolde-Mariam|Bekele|Alemu|Mengistu
tigrinya ; Africa ; Tigrinya (Eritrea) ; eth ; Senait|Luwam|Helen|Mebrat ; Filmon|Tesfalem|Amanuel|Mehari ; Tekle|Habte|Ghebremeskel|Weldemichael|Berhane|Kidane
oromo ; Africa ; Oromo ; eth ; Chaltu|Lensa|Ebise|Bontu|Hawi ; Gemechu|Lencho|Abdisa|Tolessa|Dereje ; Feyisa|Gudina|Tolera|Debela|Regassa|Bekele
mauritian ; Africa ; Mauritian ; gf ; Shalini|Vanessa|Anoushka|Marie-Noëlle ; Navin|Kugan|Jean-Claude|Ravi ; Bhujun|Seeruttun|Ramdin|Appadoo|Sooknah|de Spéville|Labonne
seychellois ; Africa ; Seychellois ; gf ; Marie-Ange|Sylvette|Jeanette|Nadia ; Wavel|Jean-Paul|Danny|Ralph ; Hoareau|Payet|Labrosse|Pillay|Confait|Esparon
capeverdean ; Africa ; Cape Verdean ; gf ; Odete|Ivone|Adelina|Lúcia ; Nuno|Adilson|Ulisses|Evandro ; Tavares|Lopes|Monteiro|Fortes|Andrade|Semedo|Varela
anglo_american ; North America ; Anglo-American ; gf ; Madison|Brittany|Ashley|Kaitlyn|Savannah ; Tyler|Brandon|Cody|Garrett|Hunter ; Johnson|Whitaker|Caldwell|Donnelly|Sullivan|Harrington|Bishop ; mid_f=R.|J.|L.|Anne|Marie mid_m=J.|T.|W.|Lee|James p=0.3
african_american ; North America ; African American ; gf ; Keisha|Imani|Aaliyah|Tamika|LaToya ; DeShawn|Jamal|Darnell|Terrell|Marquis ; Washington|Jefferson|Jackson|Freeman|Brooks|Coleman|Banks
quebecois ; North America ; Québécois ; gf ; Geneviève|Marie-Ève|Josée|Mélanie|Chantal ; Jean-François|Étienne|Sébastien|Pierre-Luc|Benoît ; Tremblay|Gagnon|Bouchard|Gauthier|Lévesque|Côté|Bélanger
acadian ; North America ; Acadian ; gf ; Ginette|Huguette|Monique|Rachelle ; Réal|Donat|Rhéal|Aurèle ; LeBlanc|Arsenault|Cormier|Doucet|Richard|Landry|Thibodeau
cajun ; North America ; Cajun ; gf ; Noémie|Odile|Ophélia|Clothilde ; Beau|Clovis|Remy|Alcide|Ovide ; Boudreaux|Thibodeaux|Broussard|Guidry|Hebert|Fontenot|Arceneaux
navajo ; North America ; Navajo (Diné) ; gf ; Shandiin|Nizhoni|Tazbah|Marlena ; Kee|Ahiga|Lonnie|Raymond ; Begay|Yazzie|Tsosie|Benally|Nez|Etsitty|Manygoats
lakota ; North America ; Lakota ; gf ; Winona|Tashina|Chumani|Wichapi ; Wanbli|Mato|Chaske|Ohitika ; Two Bulls|Iron Shell|Spotted Elk|Brave Heart|Little Thunder|High Horse
cherokee ; North America ; Cherokee ; gf ; Ayita|Adsila|Jolene|Tonya ; Waya|Clayton|Dustin|Gadugi ; Sixkiller|Swimmer|Hummingbird|Standingdeer|Crowe|Fourkiller
cree ; North America ; Cree ; gf ; Sherry|Tanya|Denise|Kelsey ; Wade|Curtis|Lorne|Darcy ; Cardinal|Bellegarde|Crowchild|Whitecalf|Bigstone|Okanee
inuit ; North America ; Inuit ; gf ; Siila|Aaju|Nivi|Arnaq ; Natan|Tuma|Qajaaq|Pauloosie ; Kusugak|Angnakak|Qaqqaq|Arnatsiaq|Nakashuk|Kilabuk|Tagalik
mohawk ; North America ; Kanien'kehá:ka (Mohawk) ; gf ; Kahentinetha|Konwenni|Karonhiahawe|Janine ; Tehoronhiathe|Kanentiio|Brendan|Arnold ; Deer|Jacobs|Horn|Montour|Diabo|Two-Axe|Cross
hawaiian ; Oceania ; Native Hawaiian ; gf ; Leilani|Kailani|Noelani|Mālia|Keala ; Kainoa|Makoa|Keoni|Kekoa|Ikaika ; Kealoha|Kahananui|Kamakau|Akana|Keawe|Nāone|Kaʻaihue
mexican ; North America ; Mexican ; gff ; Guadalupe|Ximena|Itzel|María Fernanda|Xóchitl ; José Luis|Juan Pablo|Emiliano|Jesús|Fernando ; Hernández|López|Martínez|González|Ramírez|de la Garza|Villaseñor
yucatec_maya ; North America ; Yucatec Maya ; gff ; Marisol|Eusebia|Yazmín|Rosalía ; Ángel|Wilberth|Ermilo|Gaspar ; Chan|Canul|Pech|Euán|Poot|Dzib|Ek|Cauich|May
kiche ; North America ; K'iche' Maya (Guatemala) ; gff ; Juana|Candelaria|Petrona|Micaela ; Baltazar|Domingo|Pascual|Diego ; Tzul|Xajil|Ajpop|Cutzal|Tum|Cojtí|Ixcoy
cuban ; North America ; Cuban ; gff ; Yusleidys|Yaimara|Dayana|Odalys|Yoandra ; Yoandri|Yunior|Osmany|Reinier|Yasiel ; Rodríguez|Pérez|Valdés|Díaz|Cárdenas|Quintana|Portuondo
dominican ; North America ; Dominican ; gff ; Yokasta|Altagracia|Yaniris|Mercedes|Marisela ; Wilkin|Starlin|Yeferson|Juan Carlos|Radhamés ; Peña|Guzmán|Almonte|Tavárez|Batista|Polanco|Santana
puerto_rican ; North America ; Puerto Rican ; gff ; Yarelis|Nilda|Coral|Marangely ; Héctor|Yadiel|Edwin|Luis Ángel ; Rivera|Colón|Santiago|Ortiz|Vázquez|Figueroa|Meléndez
haitian ; North America ; Haitian ; gf ; Marie-Carmelle|Nadège|Guerline|Wideline|Rose-Marie ; Jean-Robert|Wilner|Fritznel|Wismy|Frantz ; Jean-Baptiste|Pierre-Louis|Saint-Fleur|Désir|Joseph|Dorvil|Fils-Aimé
jamaican ; North America ; Jamaican ; gf ; Shanice|Tanisha|Kerry-Ann|Sheryl|Tameka ; Damion|Oneil|Kemar|Dwayne|Andre ; Clarke|Brown|Bailey|Powell|McKenzie|Thompson|Grant
indo_trinidadian ; North America ; Indo-Trinidadian ; gf ; Savitri|Indira|Rajkumari|Chandra ; Ramesh|Deonarine|Surujdeo|Kamal ; Maharaj|Ramdeen|Persad|Rampersad|Seepersad|Boodram
surinamese ; South America ; Surinamese ; gf ; Soenita|Ashwini|Ilse|Yvonne ; Rabin|Sunil|Ginmardo|Ronnie ; Ramdin|Soekhradj|Sardjoe|Kartosen|Pinas|Wijngaarde|Brunings
venezuelan ; South America ; Venezuelan ; gff ; Yorgelis|Mariángel|Oriana|Geraldine ; Jhonny|Luis Eduardo|Reinaldo|Orangel ; Rondón|Castillo|Briceño|Urdaneta|Maldonado|Chirinos
colombian ; South America ; Colombian ; gff ; Paola|Yesenia|María Camila|Luz Marina ; Juan Esteban|Andrés Felipe|Jhon Jairo|Duvan|Wilmer ; Restrepo|Ospina|Cardona|Gómez|Zuluaga|Londoño|Betancur
peruvian ; South America ; Peruvian ; gff ; Milagros|Yessenia|Flor de María|Rocío ; Percy|Jhonatan|Wilfredo|Ronal ; Chávez|Flores|Salazar|Vargas|Torres|del Águila|Paredes
quechua ; South America ; Quechua ; gff ; Killa|Sisa|Ñusta|Wayta|Nina ; Inti|Amaru|Wayra|Kusi ; Quispe|Mamani|Huamán|Condori|Ccahuana|Yupanqui|Huarachi
aymara ; South America ; Aymara ; gff ; Wara|Kantuta|Phaxsi|Inés ; Mallku|Wila|Evaristo|Apolinar ; Choque|Apaza|Ticona|Huanca|Limachi|Copa|Chambi
chilean ; South America ; Chilean ; gff ; Javiera|Constanza|Catalina|Francisca|Antonia ; Matías|Benjamín|Cristóbal|Ignacio|Vicente ; Muñoz|Rojas|Contreras|Sepúlveda|Fuentealba|Valenzuela|Undurraga
mapuche ; South America ; Mapuche ; gff ; Ayelén|Millaray|Rayén|Ailén ; Lautaro|Nahuel|Alihuen|Ñancul ; Huenchumilla|Catrileo|Painequeo|Millapán|Ancalao|Curinao|Nahuelpán
argentine ; South America ; Argentine ; gf ; Florencia|Agustina|Micaela|Belén|Romina ; Facundo|Nicolás|Gonzalo|Ezequiel|Tomás ; Fernández|Pereyra|Giménez|Benítez|Acosta|Sosa|Zanetti
uruguayan ; South America ; Uruguayan ; gf ; Valentina|Sofía|Natalia|Lucía ; Bruno|Joaquín|Martín|Diego ; Silva|Cabrera|Olivera|Techera|Pintos|Fagúndez
paraguayan ; South America ; Paraguayan ; gff ; Jazmín|Liz|Mirna|Araceli ; Rubén|Hugo|Derlis|Osvaldo ; Aquino|Ayala|Cáceres|Villalba|Ojeda|Benítez
brazilian ; South America ; Brazilian ; gff ; Ana Luiza|Thaís|Jéssica|Gabriela|Raquel ; João Pedro|Thiago|Caio|Rafael|Luiz Henrique ; da Silva|dos Santos|Oliveira|Souza|Rodrigues|Albuquerque|Nascimento|Costa
nikkei_brazilian ; South America ; Japanese-Brazilian ; gf ; Érika|Mayumi|Juliana|Kátia ; Fábio|Eduardo|Hiroshi|Márcio ; Yamashita|Takahashi|Hirata|Fujimoto|Shimizu|Sakamoto
guyanese ; South America ; Indo-Guyanese ; gf ; Bibi|Omwattie|Kamini|Sharda ; Bharrat|Navindra|Rohan|Deochand ; Jagdeo|Ramsaroop|Persaud|Ramnauth|Sukhdeo|Lall
australian ; Oceania ; Australian ; gf ; Chloe|Jessica|Kylie|Tahlia|Bronwyn ; Lachlan|Mitchell|Brodie|Jarrod|Darcy ; Kelly|Fitzpatrick|Barnes|Thorburn|McGregor|Hawkins|Penhaligon
aboriginal ; Oceania ; Aboriginal Australian ; gf ; Kirra|Jedda|Lowanna|Marlee|Alinta ; Jarrah|Bunji|Jirra|Warrick|Kobi ; Yunupingu|Gurruwiwi|Marika|Wunungmurra|Namatjira|Mundine
torres_strait ; Oceania ; Torres Strait Islander ; gf ; Ella|Lenora|Hilda|Meriam ; Ephraim|Obed|Tapau|Aven ; Nona|Ahmat|Mosby|Bani|Tabuai|Gela
maori ; Oceania ; Māori ; gf ; Aroha|Mereana|Huia|Ngaire|Kiri ; Tane|Wiremu|Hemi|Rāwiri|Manaia ; Ngata|Te Rangi|Parata|Tipene|Te Whata|Horomona|Pōmare
samoan ; Oceania ; Samoan ; gf ; Lagi|Salamasina|Fetu|Malia|Sina ; Tavita|Ioane|Tui|Manu|Pita ; Tuilagi|Faleolo|Leota|Aiono|Tauiliili|Fa'amausili|Sapolu
tongan ; Oceania ; Tongan ; gf ; Mele|Losaline|Sela|Ana|Salote ; Sione|Viliami|Siaosi|Tevita|Semisi ; Taufa|Fifita|Tupou|Vaipulu|Havili|Kioa|Moala
fijian ; Oceania ; iTaukei Fijian ; gf ; Litia|Mereoni|Vasemaca|Losana|Unaisi ; Jone|Semi|Epeli|Waisea|Josefa ; Naivalu|Vunibaka|Tuisawau|Ravouvou|Matanitobua|Nakarawa
indo_fijian ; Oceania ; Indo-Fijian ; gf ; Reshmi|Anjani|Pritika|Sangeeta ; Mahendra|Rajesh|Avinesh|Shivneel|Ashneel ; Prasad|Chand|Kumar|Narayan|Lal|Goundar
papuan ; Oceania ; Papua New Guinean ; gf ; Dulcie|Rhoda|Serah|Kila ; Wari|Tau|Bomai|Moses ; Kaiulo|Pokawin|Aihi|Temu|Gabi|Kapi|Morea
solomon ; Oceania ; Solomon Islander ; gf ; Dorah|Lilly|Ruth|Janet ; Jeremiah|Derek|Rex|Snyder ; Ramofafia|Tanangada|Sikua|Kuper|Pitakaka|Dauara
ni_vanuatu ; Oceania ; Ni-Vanuatu ; gf ; Ketty|Mireille|Myriam|Pamela ; Jotham|Kalo|Willie|Tari ; Napuat|Kalsakau|Tabimasmas|Salwai|Natapei|Molisa
chamorro ; Oceania ; Chamorro ; gf ; Tasi|Tricia|Josephine|Lourdes ; Jesse|Tommy|Sonny|Vince ; Taitano|Quitugua|Leon Guerrero|Aguon|Camacho|Borja|San Nicolas
marshallese ; Oceania ; Marshallese ; gf ; Hilda|Lijon|Tina|Amenta ; Kessai|Tony|Litokwa|Jiba ; Kabua|Heine|Loeak|Zackhras|de Brum|Note|Bien
palauan ; Oceania ; Palauan ; gf ; Dilmei|Ulai|Jennifer|Oltoir ; Surangel|Kuniwo|Hersey|Temmy ; Remengesau|Toribiong|Ngiraingas|Whipps|Mersai|Rechebei
i_kiribati ; Oceania ; I-Kiribati ; gf ; Tekarei|Rutiana|Tearoa|Taaiti ; Taneti|Anote|Tebao|Kourabi ; Tong|Maamau|Tito|Teburoro|Teannaki|Tabai|Tioti
tahitian ; Oceania ; Tahitian ; gf ; Moana|Hinano|Vaitiare|Heiata|Poerava ; Teva|Tehau|Manutea|Heimana|Tamatoa ; Teriitehau|Tetuanui|Temaru|Tauira|Raapoto|Teariki
cook_islands ; Oceania ; Cook Islands Māori ; gf ; Tepaeru|Tiare|Mii|Nga ; Teariki|Tangaroa|Rongo|Tama ; Marsters|Tuara|Short|Rongokea|Tuavera|Pokino
niuean ; Oceania ; Niuean ; gf ; Mokalagi|Hina|Fifita|Sisilia ; Togia|Falani|Vaaiga|Sione ; Talagi|Tukuitonga|Pulehetoa|Lipitoa|Tagaloa|Funaki
"""

# Native-script persons for prompts in languages that do not use Latin script
# (generated non-English records use these; nominative forms only).
# Japanese names are written "family given" with a space, as on forms and letters.
NATIVE = {
    "ru": {"f": ["Анна Смирнова", "Екатерина Лебедева", "Ольга Соколова", "Наталья Орлова"],
           "m": ["Дмитрий Волков", "Сергей Кузнецов", "Павел Морозов", "Алексей Фёдоров"]},
    "uk": {"f": ["Олена Коваленко", "Ірина Ткачук", "Оксана Кравчук", "Юлія Савчук"],
           "m": ["Андрій Мельник", "Тарас Бондар", "Богдан Гнатюк", "Микола Гордієнко"]},
    "bg": {"f": ["Десислава Петкова", "Цветелина Стоянова", "Боряна Николова"],
           "m": ["Георги Иванов", "Христо Димитров", "Калоян Тодоров"]},
    "sr": {"f": ["Јелена Јовановић", "Тијана Николић", "Драгана Ђорђевић"],
           "m": ["Милош Петровић", "Немања Марковић", "Вук Стојановић"]},
    "el": {"f": ["Ελένη Παπαδοπούλου", "Κατερίνα Νικολαΐδου", "Δέσποινα Βλάχου"],
           "m": ["Γιώργος Γεωργίου", "Νίκος Οικονόμου", "Σταύρος Κωνσταντινίδης"]},
    "ar": {"f": ["فاطمة الزهراني", "ليلى حداد", "مريم الكعبي", "نور الهدى السيد"],
           "m": ["أحمد المنصوري", "خالد العتيبي", "يوسف بن علي", "سامي الخطيب"]},
    "he": {"f": ["נועה כהן", "מיכל פרץ", "שירה אברהם"],
           "m": ["יוסי לוי", "איתי מזרחי", "עומר ביטון"]},
    "fa": {"f": ["مریم رضایی", "شیرین کریمی", "نیلوفر رستمی"],
           "m": ["آرش احمدی", "کاوه حسینی", "مهدی نجفی"]},
    "hi": {"f": ["प्रिया शर्मा", "अंजलि गुप्ता", "नेहा मिश्रा"],
           "m": ["राहुल वर्मा", "विक्रम सिंह", "अमित अग्रवाल"]},
    "zh": {"f": ["王秀英", "张静", "欧阳晨", "赵敏"],
           "m": ["李伟", "刘洋", "陈晓明", "孙浩"]},
    "ja": {"f": ["田中 美咲", "鈴木 陽菜", "渡辺 さくら"],
           "m": ["佐藤 健一", "高橋 大輔", "伊藤 翔太"]},
    "ko": {"f": ["이서연", "정하은", "박지우"],
           "m": ["김민준", "최도현", "강승우"]},
    "th": {"f": ["ศิริพร วงศ์สวัสดิ์", "ณัฐธิดา สุวรรณรัตน์", "กนกวรรณ ศรีสุข"],
           "m": ["สมชาย ใจดี", "กิตติศักดิ์ ทองชัย", "ธนวัฒน์ บุญฤทธิ์"]},
}
