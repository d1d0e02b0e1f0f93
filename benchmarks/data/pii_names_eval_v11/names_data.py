# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v11 (written from general knowledge).

Each origin: (key, label, script, order, female given, male given, family, middle, middle_p)
  order: "gf"  given family            (Anna Schmidt)
         "fg"  family given            (Wang Xiuying, Park Ji-woo, Nguyễn Thị Lan)
         "fg0" family+given, no space  (王秀英, 김민준, 佐藤花子)
         "mix" given-first or family-first at random (Hungarian, Japanese romaji)
         "mono" personal name only, no family name (Burmese, Tibetan)
  family "Petrov/Petrova": male/female forms.  middle "Ivanovich/Ivanovna": male/female.
"""

O = []


def add(key, label, script, order, fem, mal, fam, mid="", mid_p=0.0):
    sp = lambda s: [x.strip() for x in s.split(",") if x.strip()]
    O.append(dict(key=key, label=label, script=script, order=order, f=sp(fem), m=sp(mal),
                  fam=sp(fam), mid=sp(mid), mid_p=mid_p))


# ---- Europe: British Isles -------------------------------------------------
add("english", "English", "latin", "gf", "Emily,Charlotte,Hannah,Grace,Poppy", "Oliver,George,Harry,Jack,Alfie", "Smith,Taylor,Clarke,Wright,Hughes,Fox,Bell")
add("american", "US American", "latin", "gf", "Madison,Brianna,Kayla,Hope,Savannah", "Tyler,Brandon,Dakota,Chase,Hunter", "Johnson,Miller,Anderson,Brooks,Reed,Carter")
add("african_american", "African American", "latin", "gf", "Latoya,Aaliyah,Ebony,Destiny", "DeShawn,Jamal,Darnell,Tyrone", "Washington,Jefferson,Robinson,Jackson,Freeman,Booker")
add("irish", "Irish", "latin", "gf", "Siobhán,Aoife,Niamh,Caoimhe,Róisín", "Seán,Cillian,Oisín,Pádraig,Darragh", "O'Sullivan,Ó Briain/Ní Bhriain,McCarthy,Byrne,Kavanagh,Mac Giolla/Nic Giolla")
add("scottish", "Scottish", "latin", "gf", "Isla,Eilidh,Kirsty,Morag,Fiona", "Callum,Hamish,Angus,Ewan,Ruaridh", "MacLeod,Fraser,Campbell,Mackenzie,Robertson,Sutherland")
add("welsh", "Welsh", "latin", "gf", "Cerys,Bethan,Angharad,Rhiannon,Ffion", "Dafydd,Rhys,Gethin,Iwan,Emyr", "Jones,Davies,ap Rhys,Llewellyn,Pritchard,Evans")
add("jamaican", "Jamaican", "latin", "gf", "Shanique,Tameka,Nadine,Kerri-Ann", "Dwayne,Delroy,Romario,Andre", "Brown,Grant,Ebanks,Whyte,McFarlane,Chin")
# ---- Europe: West ----------------------------------------------------------
add("german", "German", "latin", "gf", "Anneliese,Jana,Katrin,Lena,Ute", "Jürgen,Matthias,Torsten,Lukas,Wolfgang", "Müller,Schäfer,Weiß,von Bülow,Groß,Hoffmann,Krüger")
add("austrian", "Austrian", "latin", "gf", "Theresia,Hemma,Leonie,Valentina", "Florian,Severin,Leopold,Alois", "Huber,Gruber,Pichler,Moser,Steiner,Eder")
add("swiss", "Swiss German", "latin", "gf", "Regula,Vreni,Seraina,Nadja", "Urs,Beat,Reto,Ueli", "Meier,Brunner,Zürcher,Aebischer,Frischknecht")
add("dutch", "Dutch", "latin", "gf", "Sanne,Lotte,Femke,Anouk,Maartje", "Daan,Bram,Joris,Sem,Wouter", "van der Berg,de Vries,van 't Hof,ter Horst,Bakker,van Dijk,Visser")
add("flemish", "Flemish", "latin", "gf", "Lies,Ellen,Griet,Sofie", "Pieter-Jan,Jef,Bart,Koen", "Peeters,Janssens,Vermeulen,De Smet,Van Damme,Claes")
add("french", "French", "latin", "gf", "Marie-Claire,Océane,Camille,Gaëlle,Solène", "Jean-Baptiste,Étienne,Thibault,Loïc,Benoît", "Dubois,Lefèvre,de la Fontaine,Le Gall,Girard,Rousseau,Fournier")
add("quebecois", "Québécois", "latin", "gf", "Geneviève,Maude,Josée,Mélanie", "Gaétan,Réjean,Sylvain,Yannick", "Tremblay,Gagnon,Bouchard,Côté,Pelletier,Lévesque")
add("haitian", "Haitian", "latin", "gf", "Wideline,Nadège,Fabienne,Mirlande", "Jean-Robert,Wesly,Frantz,Jocelyn", "Pierre-Louis,Dorsainvil,Toussaint,Saint-Fleur,Joseph,Célestin")
add("italian", "Italian", "latin", "gf", "Giulia,Chiara,Francesca,Ludovica,Benedetta", "Giuseppe,Lorenzo,Matteo,Gianluca,Pierpaolo", "Rossi,De Luca,Di Stefano,Esposito,Lo Bianco,Dell'Acqua,Bernardi")
add("maltese", "Maltese", "latin", "gf", "Marija,Antonella,Graziella,Doreen", "Ġorġ,Ċensu,Karmenu,Pawlu", "Borg,Camilleri,Vella,Farrugia,Zammit,Galea")
# ---- Iberia and Latin America ---------------------------------------------
add("spanish", "Spanish", "latin", "gf", "Lucía,María José,Nerea,Alba,Pilar", "Javier,Álvaro,José Luis,Gonzalo,Rubén", "García López,Fernández,Martín Ruiz,de la Torre,Sánchez Ortega,del Río")
add("catalan", "Catalan", "latin", "gf", "Montserrat,Núria,Mireia,Laia", "Jordi,Pau,Oriol,Joan", "Puig,Vilanova,Ferrer i Soler,Casals,Serra,Font")
add("basque", "Basque", "latin", "gf", "Itziar,Ainhoa,Maite,Edurne", "Iñaki,Unai,Xabier,Aitor", "Etxeberria,Agirre,Goikoetxea,Urrutia,Zubizarreta")
add("galician", "Galician", "latin", "gf", "Uxía,Antía,Iria,Xiana", "Xoán,Brais,Anxo,Breixo", "Castro,Otero,Vázquez,Rodríguez Pazos,Seoane")
add("portuguese", "Portuguese", "latin", "gf", "Inês,Joana,Leonor,Margarida", "João,Tiago,Duarte,Gonçalo", "Sousa,Pereira,dos Santos,Magalhães,da Silva,Gonçalves Teixeira")
add("brazilian", "Brazilian", "latin", "gf", "Ana Luiza,Thaís,Larissa,Fernanda", "Luiz Felipe,Thiago,Caio,Rodrigo", "da Costa,Oliveira,dos Santos Costa,Nascimento,Cavalcanti,Rocha")
add("angolan", "Angolan/Mozambican", "latin", "gf", "Esperança,Luzia,Domingas,Felismina", "Agostinho,Domingos,Hélder,Adérito", "Neto,Kiala,Cossa,Muianga,Tembe,Nhantumbo")
add("mexican", "Mexican", "latin", "gf", "Guadalupe,Ximena,Citlali,Itzel", "Juan Pablo,Cuauhtémoc,Emiliano,Luis Ángel", "Hernández Cruz,Ramírez,Flores,Gutiérrez,de la Cruz,Domínguez Reyes")
add("argentine", "Argentine", "latin", "gf", "Florencia,Agustina,Micaela,Rocío", "Facundo,Santino,Agustín,Nahuel", "González,Rodríguez,Bianchi,Pereyra,Gómez,Fernández Paz")
add("colombian", "Colombian", "latin", "gf", "Valentina,Daniela,Yuliana,Mariana", "Andrés Felipe,Jhon Jairo,Sebastián,Camilo", "Restrepo,Ospina,Cárdenas,Londoño,Zapata,Arango")
add("andean", "Andean (Quechua/Aymara)", "latin", "gf", "Killa,Sisa,Nayra,Wayta", "Inti,Wayra,Amaru,Yaku", "Mamani,Quispe,Huamán,Condori,Yupanqui,Choque")
add("chilean", "Chilean", "latin", "gf", "Javiera,Catalina,Constanza,Francisca", "Matías,Benjamín,Vicente,Cristóbal", "Muñoz,Rojas,Contreras,Sepúlveda,Soto,Araya")
add("cuban", "Cuban", "latin", "gf", "Yanelis,Yudith,Dayana,Yamilé", "Yoandri,Osmany,Yunior,Reinier", "Pérez,Cabrera,Suárez,Valdés,Castellanos,Hernández")
# ---- Europe: South-East and East ------------------------------------------
add("romanian", "Romanian", "latin", "gf", "Ioana,Andreea,Mădălina,Oana", "Ștefan,Mihai,Răzvan,Bogdan", "Popescu,Ionescu,Dumitrescu,Stănescu,Constantinescu,Ene")
add("greek", "Greek (romanised)", "latin", "gf", "Eleni,Katerina,Despina,Vasiliki", "Giorgos,Dimitris,Konstantinos,Stavros", "Papadopoulos/Papadopoulou,Georgiou,Nikolaidis/Nikolaidou,Oikonomou,Karagiannis/Karagianni")
add("greek_script", "Greek (Greek script)", "greek", "gf", "Ελένη,Κατερίνα,Δέσποινα,Μαρία", "Γιώργος,Δημήτρης,Νίκος,Σταύρος", "Παπαδόπουλος/Παπαδοπούλου,Γεωργίου,Οικονόμου,Νικολάου")
add("albanian", "Albanian", "latin", "gf", "Arta,Blerina,Drita,Valbona", "Arben,Besnik,Driton,Ilir", "Hoxha,Krasniqi,Berisha,Shehu,Gashi,Dervishi")
add("hungarian", "Hungarian", "latin", "mix", "Zsófia,Réka,Erzsébet,Boglárka", "Gábor,Bence,Ákos,Levente", "Nagy,Kovács,Szabó,Tóth,Horváth,Kiss")
add("polish", "Polish", "latin", "gf", "Agnieszka,Małgorzata,Katarzyna,Zuzanna", "Krzysztof,Grzegorz,Wojciech,Łukasz", "Kowalski/Kowalska,Wiśniewski/Wiśniewska,Grabowski/Grabowska,Nowak,Wójcik,Szczepański/Szczepańska")
add("czech", "Czech", "latin", "gf", "Kateřina,Zdeňka,Lucie,Markéta", "Jiří,Tomáš,Vojtěch,Přemysl", "Novák/Nováková,Dvořák/Dvořáková,Svoboda/Svobodová,Černý/Černá,Procházka/Procházková")
add("slovak", "Slovak", "latin", "gf", "Zuzana,Ľubica,Jarmila,Dominika", "Ľubomír,Marek,Juraj,Matúš", "Kováč/Kováčová,Baláž/Balážová,Šimko/Šimková,Hudák/Hudáková,Horváth/Horváthová")
add("slovenian", "Slovenian", "latin", "gf", "Špela,Urška,Mojca,Nika", "Matej,Rok,Jure,Blaž", "Novak,Horvat,Krajnc,Zupančič,Kovačič,Potočnik")
add("croatian", "Croatian", "latin", "gf", "Ivana,Mirjana,Ana-Marija,Dubravka", "Krešimir,Tomislav,Hrvoje,Ivan", "Kovačević,Babić,Marić,Jurić,Knežević,Horvat")
add("serbian", "Serbian (Latin)", "latin", "gf", "Jelena,Milica,Dragana,Snežana", "Nikola,Dušan,Miloš,Nemanja", "Jovanović,Petrović,Nikolić,Đorđević,Stojanović,Ilić")
add("serbian_cyr", "Serbian (Cyrillic)", "cyrillic", "gf", "Јелена,Милица,Драгана", "Никола,Душан,Милош,Немања", "Јовановић,Петровић,Ђорђевић,Илић")
add("bosnian", "Bosnian", "latin", "gf", "Amra,Lejla,Emina,Selma", "Emir,Adnan,Haris,Kenan", "Hodžić,Hadžić,Begović,Mehmedović,Delić,Kurtović")
add("bulgarian_cyr", "Bulgarian (Cyrillic)", "cyrillic", "gf", "Цветелина,Десислава,Радостина,Мария", "Христо,Стоян,Любомир,Тодор", "Иванов/Иванова,Димитров/Димитрова,Георгиев/Георгиева,Стоянов/Стоянова")
add("macedonian", "Macedonian (romanised)", "latin", "gf", "Biljana,Vesna,Elena,Marija", "Goce,Dragan,Zoran,Aleksandar", "Trajkovski/Trajkovska,Stojanovski/Stojanovska,Nikolovski/Nikolovska,Petrevski/Petrevska")
add("ukrainian", "Ukrainian (romanised)", "latin", "gf", "Oksana,Olena,Kateryna,Iryna", "Oleksandr,Taras,Bohdan,Mykola", "Shevchenko,Kovalenko,Bondarenko,Tkachenko,Melnyk,Kravchuk")
add("ukrainian_cyr", "Ukrainian (Cyrillic)", "cyrillic", "gf", "Оксана,Олена,Катерина,Ірина", "Олександр,Тарас,Богдан,Микола", "Шевченко,Коваленко,Бондаренко,Мельник")
add("russian", "Russian (romanised)", "latin", "gf", "Anastasia,Yekaterina,Svetlana,Olga", "Dmitry,Aleksei,Sergei,Vladimir", "Petrov/Petrova,Ivanov/Ivanova,Smirnov/Smirnova,Kuznetsov/Kuznetsova,Sokolov/Sokolova", "Ivanovich/Ivanovna,Sergeyevich/Sergeyevna,Andreyevich/Andreyevna", 0.35)
add("russian_cyr", "Russian (Cyrillic)", "cyrillic", "gf", "Анастасия,Екатерина,Светлана,Ольга", "Дмитрий,Алексей,Сергей,Владимир", "Петров/Петрова,Иванов/Иванова,Смирнов/Смирнова,Кузнецов/Кузнецова", "Иванович/Ивановна,Сергеевич/Сергеевна,Андреевич/Андреевна", 0.35)
add("belarusian", "Belarusian (romanised)", "latin", "gf", "Alesia,Volha,Hanna,Nasta", "Ales,Siarhei,Uladzimir,Yauhen", "Lukashevich,Bahdanovich,Karatkevich,Zhuk,Dashkevich")
add("lithuanian", "Lithuanian", "latin", "gf", "Rūta,Eglė,Gintarė,Aušra", "Mindaugas,Tadas,Darius,Vytautas", "Kazlauskas/Kazlauskienė,Petrauskas/Petrauskienė,Jankauskas/Jankauskaitė,Žukauskas/Žukauskienė")
add("latvian", "Latvian", "latin", "gf", "Ilze,Baiba,Laima,Inese", "Jānis,Mārtiņš,Valdis,Raimonds", "Bērziņš/Bērziņa,Kalniņš/Kalniņa,Ozoliņš/Ozoliņa,Liepa,Krūmiņš/Krūmiņa")
add("estonian", "Estonian", "latin", "gf", "Kadri,Triin,Liis,Maarja", "Tõnu,Jaan,Rein,Priit", "Tamm,Saar,Sepp,Mägi,Kask,Rebane")
# ---- Nordic ----------------------------------------------------------------
add("finnish", "Finnish", "latin", "gf", "Aino,Sanna,Kaisa,Tuula", "Mikko,Juha,Jukka,Teemu", "Virtanen,Korhonen,Mäkinen,Nieminen,Hämäläinen,Koskinen")
add("swedish", "Swedish", "latin", "gf", "Astrid,Ingrid,Linnea,Signe", "Björn,Lars,Gustav,Sven", "Andersson,Lindqvist,Bergström,Sjöberg,Nyström,af Klercker")
add("norwegian", "Norwegian", "latin", "gf", "Solveig,Ingeborg,Sigrid,Tuva", "Håkon,Øyvind,Sindre,Eirik", "Hansen,Johansen,Bakke,Haugen,Solberg,Lie")
add("danish", "Danish", "latin", "gf", "Mette,Freja,Sidsel,Ane", "Søren,Mads,Rasmus,Anders", "Nielsen,Jørgensen,Kjær,Østergaard,Holm,Dam")
add("icelandic", "Icelandic", "latin", "gf", "Guðrún,Sigríður,Katrín,Þórdís", "Jón,Gunnar,Ólafur,Sigurður", "Jónsson/Jónsdóttir,Gunnarsson/Gunnarsdóttir,Einarsson/Einarsdóttir,Helgason/Helgadóttir")
add("faroese", "Faroese", "latin", "gf", "Rannvá,Sunneva,Turið,Marjun", "Rógvi,Sjúrður,Heðin,Jógvan", "Joensen,Poulsen,Jacobsen,Mortensen,Dalsgaard")
add("sami", "Sámi", "latin", "gf", "Máret,Ánne,Risten,Elle", "Ánte,Nils-Áslak,Máhtte,Issát", "Gaup,Eira,Somby,Buljo,Utsi,Sara")
add("greenlandic", "Greenlandic (Kalaallit)", "latin", "gf", "Aviaja,Nivi,Naja,Paninnguaq", "Aqqaluk,Inuk,Kunuk,Minik", "Kleist,Lynge,Motzfeldt,Kristiansen,Olsvig,Berthelsen")
add("ashkenazi", "Ashkenazi Jewish", "latin", "gf", "Chana,Rivka,Miriam,Esther", "Moshe,Shmuel,Yehuda,Mendel", "Rosenberg,Goldstein,Weinberg,Katz,Schwartz,Lefkowitz")
# ---- Turkic, Caucasus, Iran ---------------------------------------------------
add("turkish", "Turkish", "latin", "gf", "Ayşe,Elif,Zeynep,Gülşen", "Mehmet,Mustafa,Emre,İbrahim", "Yılmaz,Öztürk,Şahin,Çelik,Aydın,Doğan")
add("azerbaijani", "Azerbaijani", "latin", "gf", "Günel,Aynur,Leyla,Nərgiz", "Elvin,Rauf,Kamran,Tural", "Məmmədov/Məmmədova,Əliyev/Əliyeva,Hüseynov/Hüseynova,Quliyev/Quliyeva")
add("kazakh", "Kazakh", "latin", "gf", "Aigerim,Dinara,Gulnara,Saule", "Yerlan,Askar,Daulet,Nurlan", "Abenov/Abenova,Zhumabayev/Zhumabayeva,Kassymov/Kassymova,Seitkali,Ospanov/Ospanova")
add("uzbek", "Uzbek", "latin", "gf", "Dilnoza,Nodira,Gulnoza,Malika", "Sardor,Jasur,Bekzod,Otabek", "Karimov/Karimova,Yusupov/Yusupova,Rakhimov/Rakhimova,Ergashev/Ergasheva,Nazarov/Nazarova")
add("kyrgyz", "Kyrgyz", "latin", "gf", "Aida,Cholpon,Aizada,Begimai", "Azamat,Bakyt,Ulan,Emil", "Sadyrov/Sadyrova,Osmonov/Osmonova,Mamytov/Mamytova,Toktogulov/Toktogulova")
add("tatar", "Tatar", "latin", "gf", "Alsu,Guzel,Zulfiya,Liliya", "Rustam,Ilnur,Rinat,Marat", "Valiev/Valieva,Khabibullin/Khabibullina,Galiev/Galieva,Zaripov/Zaripova")
add("uyghur", "Uyghur", "latin", "gf", "Gulnur,Mihrigul,Zulfiye,Arzigul", "Ablimit,Ilham,Memet,Tursun", "Tohti,Ismayil,Kurban,Niyaz,Abdurehim")
add("georgian", "Georgian (romanised)", "latin", "gf", "Nino,Tamar,Ketevan,Mariam", "Giorgi,Levan,Davit,Zurab", "Beridze,Kapanadze,Gelashvili,Lomidze,Maisuradze,Tsereteli")
add("georgian_script", "Georgian (Mkhedruli)", "georgian", "gf", "ნინო,თამარ,ქეთევან", "გიორგი,ლევან,დავით", "ბერიძე,კაპანაძე,გელაშვილი,ლომიძე")
add("armenian", "Armenian (romanised)", "latin", "gf", "Anahit,Lusine,Armine,Nare", "Aram,Tigran,Hovhannes,Gor", "Petrosyan,Hakobyan,Sargsyan,Grigoryan,Vardanyan,Khachatryan")
add("armenian_script", "Armenian (Armenian script)", "armenian", "gf", "Անահիտ,Լուսինե,Արմինե", "Արամ,Տիգրան,Հովհաննես", "Պետրոսյան,Հակոբյան,Սարգսյան")
add("kurdish", "Kurdish", "latin", "gf", "Berfin,Rojda,Nazdar,Hêvî", "Rêbaz,Dilshad,Azad,Kawa", "Zebari,Berwari,Doski,Hawrami,Amedi")
add("persian", "Persian (romanised)", "latin", "gf", "Parisa,Shirin,Nasrin,Golnaz", "Reza,Dariush,Kourosh,Mehdi", "Najafi,Hosseini,Mohammadi,Tehrani,Rahimzadeh,Ghorbani")
add("persian_script", "Persian (Perso-Arabic script)", "arabic", "gf", "پریسا,شیرین,نسرین", "رضا,داریوش,کوروش", "نجفی,حسینی,محمدی,قربانی")
add("afghan", "Afghan (Pashto/Dari)", "latin", "gf", "Malalai,Zarmina,Palwasha,Farishta", "Ahmad Shah,Wali,Naqibullah,Zabihullah", "Popalzai,Durrani,Achakzai,Stanikzai,Barakzai")
# ---- Arab world, Hebrew -----------------------------------------------------
add("gulf_arab", "Gulf Arab", "latin", "gf", "Noura,Maryam,Hessa,Latifa", "Khalid,Abdullah,Sultan,Faisal", "bin Talal Al-Otaibi/bint Talal Al-Otaibi,Al-Mansouri,Al-Qahtani,bin Rashid Al-Suwaidi/bint Rashid Al-Suwaidi,Al-Harbi")
add("levantine", "Levantine Arab", "latin", "gf", "Rania,Lina,Dima,Hala", "Karim,Rami,Ziad,Fadi", "Haddad,Khoury,Nassar,Abu-Ghazaleh,Saad,Halabi")
add("egyptian", "Egyptian", "latin", "gf", "Yasmin,Mona,Heba,Nourhan", "Mahmoud,Amr,Tarek,Mostafa", "Abdel-Rahman,El-Sayed,Fahmy,Abdel Aziz,Mansour,Shalaby")
add("maghrebi", "Maghrebi", "latin", "gf", "Khadija,Zineb,Meriem,Imane", "Youssef,Mehdi,Hamza,Rachid", "Benali,El Amrani,Ait Ouali,Boukhari,Benjelloun,Tazi")
add("amazigh", "Amazigh (Kabyle)", "latin", "gf", "Tiziri,Dihya,Thiziri,Tanirt", "Massinissa,Yuba,Aksel,Idir", "Aït Ahmed,Amrouche,Aït Menguellet,Haddadi,Ouyahia")
add("arabic_script", "Arabic (Arabic script)", "arabic", "gf", "نورة,مريم,ليلى,هالة", "خالد,عبد الله,كريم,طارق", "الحداد,الخوري,العتيبي,المنصوري,الشمري")
add("israeli", "Israeli (romanised)", "latin", "gf", "Noa,Shira,Yael,Michal", "Itai,Yonatan,Eitan,Uri", "Ben-David,Cohen,Levi,Mizrahi,Friedman,Peretz")
add("hebrew_script", "Hebrew (Hebrew script)", "hebrew", "gf", "נועה,שירה,יעל,מיכל", "איתי,יונתן,איתן,אורי", "בן-דוד,כהן,לוי,מזרחי")
# ---- South Asia -------------------------------------------------------------
add("hindi", "North Indian (Hindi)", "latin", "gf", "Priya,Ananya,Kavita,Pooja", "Rahul,Vikram,Arjun,Rohan", "Sharma,Verma,Gupta,Agarwal,Srivastava,Tiwari")
add("hindi_script", "Hindi (Devanagari)", "devanagari", "gf", "प्रिया,अनन्या,कविता", "राहुल,विक्रम,अर्जुन", "शर्मा,वर्मा,गुप्ता,त्रिपाठी")
add("tamil", "Tamil", "latin", "gf", "Lakshmi,Kavya,Meenakshi,Nithya", "Karthik,Senthil,Murugan,Arun", "Raman,Subramanian,Krishnan,Venkatesan,Natarajan")
add("tamil_script", "Tamil (Tamil script)", "tamil", "gf", "லட்சுமி,காவ்யா,மீனாட்சி", "கார்த்திக்,செந்தில்,அருண்", "ராமன்,சுப்பிரமணியன்,கிருஷ்ணன்")
add("telugu", "Telugu", "latin", "gf", "Sravani,Lavanya,Sirisha,Padmaja", "Venkata Ramana,Srinivas,Chaitanya,Naveen", "Reddy,Naidu,Chowdary,Kondapalli,Yalamanchili")
add("kannada", "Kannada", "latin", "gf", "Shwetha,Rashmi,Sahana,Pallavi", "Manjunath,Prajwal,Shivakumar,Raghavendra", "Gowda,Hegde,Shetty,Bhat")
add("malayali", "Malayali", "latin", "gf", "Anjali,Divya,Sreelakshmi,Aswathy", "Jithin,Sreejith,Akhil,Vishnu", "Menon,Nair,Kurian,Varghese,Pillai")
add("bengali", "Bengali", "latin", "gf", "Moumita,Sreya,Tanushree,Ritika", "Souvik,Arindam,Debashis,Sayan", "Chatterjee,Banerjee,Mukherjee,Bhattacharya,Sen,Ghosh,Das")
add("marathi", "Marathi", "latin", "gf", "Aishwarya,Snehal,Madhuri,Sayali", "Aniket,Sachin,Omkar,Tushar", "Deshpande,Kulkarni,Patil,Joshi,Gokhale,Jadhav")
add("gujarati", "Gujarati", "latin", "gf", "Hetal,Dhwani,Krupa,Mitali", "Jignesh,Hardik,Chirag,Parth", "Patel,Shah,Desai,Mehta,Parikh,Trivedi")
add("punjabi", "Punjabi Sikh", "latin", "gf", "Harpreet,Simran,Jasleen,Gurleen", "Gurpreet,Manjit,Harjit,Jaspal", "Singh Sandhu/Kaur Sandhu,Singh Gill/Kaur Gill,Singh Dhillon/Kaur Dhillon,Grewal,Sidhu")
add("pakistani", "Pakistani (Urdu)", "latin", "gf", "Ayesha,Sana,Mahnoor,Hira", "Bilal,Usman,Faraz,Zeeshan", "Qureshi,Chaudhry,Malik,Butt,Siddiqui,Abbasi")
add("sinhala", "Sri Lankan (Sinhala)", "latin", "gf", "Nadeesha,Dilani,Chathurika,Ishara", "Kasun,Chaminda,Lahiru,Nuwan", "Perera,Fernando,Wickramasinghe,Jayawardena,Bandara,Gunasekara")
add("nepali", "Nepali", "latin", "gf", "Sabina,Anjana,Srijana,Sunita", "Bikash,Prakash,Sagar,Nabin", "Shrestha,Thapa,Gurung,Adhikari,Tamang,Magar")
add("tibetan", "Tibetan", "latin", "mono", "Tenzin Dolma,Pema Yangzom,Dechen Wangmo,Kalsang Lhamo", "Tenzin Norbu,Lobsang Tsering,Karma Gyatso,Sonam Dorje", "")
# ---- East Asia --------------------------------------------------------------
add("chinese", "Chinese (pinyin)", "latin", "fg", "Xiuying,Jing,Yan,Meiling,Xiaohong", "Wei,Jun,Hao,Zhiqiang,Tao", "Wang,Li,Zhang,Liu,Chen,Wu,Xu,Ma,Ouyang")
add("chinese_hanzi", "Chinese (Hanzi)", "han", "fg0", "秀英,静,燕,美玲", "伟,军,浩,志强", "王,李,张,刘,陈,欧阳")
add("cantonese", "Hong Kong Cantonese", "latin", "fg", "Ka-yan,Wing-sze,Mei-ling,Hoi-yee", "Ka-ho,Chi-keung,Siu-ming,Wai-lun", "Chan,Wong,Leung,Cheung,Lau,Ng")
add("taiwanese", "Taiwanese", "latin", "fg", "Shu-fen,Yi-chun,Mei-hua,Hsiao-ting", "Chih-ming,Chun-hung,Chia-hao,Po-wei", "Lin,Huang,Tsai,Hsu,Chang,Kuo")
add("japanese", "Japanese (romaji)", "latin", "mix", "Haruka,Yuki,Sakura,Aoi", "Haruto,Kenji,Takeshi,Daisuke", "Sato,Suzuki,Takahashi,Tanaka,Watanabe,Ito,Yamamoto")
add("japanese_kanji", "Japanese (kanji)", "han", "fg0", "陽子,花子,由美,さくら", "健太,大輔,翔太,誠", "佐藤,鈴木,高橋,田中,山本")
add("korean", "Korean (romanised)", "latin", "fg", "Ji-woo,Seo-yeon,Min-ji,Ha-eun", "Min-jun,Do-yun,Seung-hoon,Ji-ho", "Kim,Lee,Park,Choi,Jung,Kang,Oh")
add("korean_hangul", "Korean (Hangul)", "hangul", "fg0", "지우,서연,민지", "민준,도윤,승훈", "김,이,박,최,오")
add("mongolian", "Mongolian", "latin", "gf", "Oyuunchimeg,Sarangerel,Bolormaa,Enkhjargal", "Batbayar,Ganbold,Temuulen,Erdenebat", "Dorj,Bat-Erdene,Tsend,Gansukh,Purev")
# ---- South-East Asia -------------------------------------------------------
add("vietnamese", "Vietnamese", "latin", "fg", "Lan,Hạnh,Thảo,Ngọc Anh", "Bảo,Minh,Tuấn,Quang Huy", "Nguyễn,Trần,Lê,Phạm,Hoàng,Phan", "Văn/Thị", 0.6)
add("vietnamese_ascii", "Vietnamese (no diacritics)", "latin", "fg", "Lan,Hanh,Thao,Ngoc Anh", "Bao,Minh,Tuan,Duc", "Nguyen,Tran,Le,Pham,Hoang,Vu", "Van/Thi", 0.6)
add("thai", "Thai (romanised)", "latin", "gf", "Siriporn,Kanokwan,Ploy,Nattaya", "Somchai,Thanawat,Kittisak,Anan", "Srisuk,Wongsawat,Chaiyaporn,Jitpakdee,Boonmee")
add("thai_script", "Thai (Thai script)", "thai", "gf", "ศิริพร,กนกวรรณ,ณัฐยา", "สมชาย,ธนวัฒน์,กิตติศักดิ์", "ศรีสุข,วงศ์สวัสดิ์,บุญมี")
add("lao", "Lao (romanised)", "latin", "gf", "Khamla,Vilayvanh,Phonexay,Manivanh", "Somphone,Khamphet,Bounmy,Sengdao", "Phommachanh,Sisouphanh,Vongsa,Keomany,Inthavong")
add("khmer", "Khmer", "latin", "fg", "Sophea,Channary,Bopha,Sreymom", "Sokha,Vannak,Dara,Rithy", "Chea,Sok,Heng,Keo,Meas,Chhim")
add("burmese", "Burmese", "latin", "mono", "Aye Aye Khaing,Thandar Hlaing,Su Myat Noe,Khin Mar Lar", "Kyaw Zin Htet,Min Thu,Zaw Win Naing,Aung Ko Latt", "")
add("hmong", "Hmong", "latin", "gf", "Pa Nhia,Mai Yer,Youa,Kia", "Tou,Xeng,Cher,Pao", "Vang,Xiong,Yang,Thao,Moua,Lor")
add("malay", "Malay", "latin", "gf", "Nurul Aisyah,Siti Aminah,Farah,Nur Izzati", "Muhammad Hafiz,Ahmad Faiz,Amirul,Syafiq", "bin Ismail/binti Ismail,bin Abdullah/binti Abdullah,bin Hassan/binti Hassan,bin Yusof/binti Yusof")
add("indonesian", "Indonesian", "latin", "gf", "Dewi,Sri Wahyuni,Putri,Ayu", "Budi,Agus,Joko,Eko", "Santoso,Wijaya,Hidayat,Kusuma,Setiawan,Nugroho")
add("filipino", "Filipino", "latin", "gf", "Maricel,Rowena,Jhoanna,Kristine Joy", "Jerome,Rodel,Mark Anthony,Jomar", "dela Cruz,Santos,Reyes,Bautista,Villanueva,Macapagal")
# ---- Africa -----------------------------------------------------------------
add("yoruba", "Yoruba", "latin", "gf", "Adebola,Folasade,Titilayo,Morenike", "Babatunde,Oluwadamilare,Ayodele,Olumide", "Adeyemi,Ogunleye,Adebayo-Williams,Oyelaran,Fashola,Akinola")
add("igbo", "Igbo", "latin", "gf", "Chiamaka,Ngozi,Adaeze,Ifeoma", "Chukwuemeka,Obinna,Ikechukwu,Nnamdi", "Okafor,Nwosu,Eze,Obi,Okonkwo,Nwachukwu")
add("hausa", "Hausa", "latin", "gf", "Aisha,Hauwa,Zainab,Hadiza", "Abubakar,Musa,Sani,Ibrahim", "Bello,Danjuma,Abdullahi,Garba,Lawal,Yusuf")
add("akan", "Akan (Ghana)", "latin", "gf", "Akosua,Abena,Efua,Adwoa", "Kwame,Kofi,Kwabena,Yaw", "Mensah,Asante,Owusu,Boateng,Osei,Appiah")
add("wolof", "Wolof/Fula (Senegal)", "latin", "gf", "Awa,Fatou,Ndeye,Aminata", "Mamadou,Cheikh,Ousmane,Moussa", "Diop,Ndiaye,Fall,Sow,Diallo,Mbaye")
add("kikuyu", "Kikuyu (Kenya)", "latin", "gf", "Wanjiru,Wambui,Nyambura,Njeri", "Kamau,Njoroge,Kariuki,Githinji", "Mwangi,Kimani,Wachira,Ndungu,Gitau")
add("luo", "Luo (Kenya)", "latin", "gf", "Achieng,Atieno,Akinyi,Adhiambo", "Otieno,Odhiambo,Ochieng,Omondi", "Onyango,Okoth,Ouma,Owino,Oloo")
add("swahili", "Swahili (Tanzania)", "latin", "gf", "Neema,Zawadi,Rehema,Mwanaisha", "Baraka,Juma,Hamisi,Rashidi", "Mushi,Massawe,Mrema,Kombo,Mwakyusa")
add("ethiopian", "Ethiopian (romanised)", "latin", "gf", "Saba,Selamawit,Meron,Hiwot", "Dawit,Abebe,Yohannes,Tesfaye", "Mengistu,Gebre-Egziabher,Haile,Tadesse,Bekele,Girma")
add("amharic_script", "Amharic (Ge'ez script)", "ethiopic", "gf", "ሳባ,ሰላማዊት,ሕይወት", "ዳዊት,አበበ,ዮሐንስ", "መንግሥቱ,ኃይሌ,ታደሰ,በቀለ")
add("eritrean", "Eritrean (Tigrinya)", "latin", "gf", "Senait,Yordanos,Luwam,Feven", "Tesfalem,Yonas,Filmon,Mussie", "Tekle,Ghebremichael,Kidane,Berhane,Woldemariam")
add("somali", "Somali", "latin", "gf", "Hodan,Fadumo,Ayaan,Sahra", "Abdirahman,Liban,Abdiweli,Mohamed", "Warsame,Farah,Jama,Abdi,Osman")
add("zulu", "Zulu", "latin", "gf", "Nomvula,Thandeka,Zanele,Lindiwe", "Sipho,Bongani,Mandla,Sifiso", "Dlamini,Ndlovu,Zulu,Mkhize,Khumalo,Ngcobo")
add("xhosa", "Xhosa", "latin", "gf", "Nosipho,Ayanda,Lulama,Nomsa", "Luvuyo,Siyabonga,Xolani,Lwazi", "Mabandla,Gxowa,Ngqondi,Qamata,Nkwinti")
add("sotho", "Sotho/Tswana", "latin", "gf", "Palesa,Lerato,Refilwe,Dineo", "Thabo,Tshepo,Kagiso,Teboho", "Mokoena,Molefe,Motaung,Nkosi,Sello")
add("shona", "Shona", "latin", "gf", "Rutendo,Chipo,Tsitsi,Nyasha", "Tatenda,Farai,Tinashe,Tafadzwa", "Moyo,Chikwanha,Mutasa,Mhlanga,Chigumba")
add("congolese", "Congolese (Luba/Lingala)", "latin", "gf", "Mbuyi,Ntumba,Kapinga,Mujinga", "Ilunga,Kalala,Tshibangu,Mutombo", "Mukendi,Kabongo,Tshimanga,Lukusa,Ngoy")
add("rwandan", "Rwandan", "latin", "gf", "Uwase,Mukamana,Ingabire,Umutoni", "Habimana,Niyonzima,Mugisha,Nkurunziza", "Uwimana,Hakizimana,Nshimiyimana,Kayitesi")
add("malagasy", "Malagasy", "latin", "gf", "Hanitra,Voahangy,Fanja,Lalao", "Rivo,Andry,Toky,Haja", "Rakotomalala,Randrianarisoa,Razafindrakoto,Andrianjafy,Rasoanaivo")
# ---- Pacific ----------------------------------------------------------------
add("hawaiian", "Hawaiian", "latin", "gf", "Leilani,Kalena,Noelani,Malia", "Keoni,Kaimana,Makoa,Ikaika", "Kahananui,Akana,Kealoha,Kamakana,Keawe")
add("maori", "Māori", "latin", "gf", "Aroha,Ngaio,Mereana,Hinewai", "Tama,Rawiri,Wiremu,Nikau", "Ngata,Parata,Tipene,Te Rangi,Te Whata")
add("samoan", "Samoan", "latin", "gf", "Losa,Mele,Sina,Fetu", "Sione,Tavita,Iosefa,Pita", "Fa'amausili,Tuilagi,Sapolu,Leota,Faleolo,Aumua")
add("tongan", "Tongan", "latin", "gf", "ʻAna,Salote,Seini,Lesieli", "Tevita,Viliami,Siaosi,Sitiveni", "Taufa,Fifita,Vainikolo,Havili,Kaufusi")
add("fijian", "Fijian", "latin", "gf", "Litia,Mereoni,Salanieta,Vika", "Josefa,Semi,Viliame,Jone", "Ravuvu,Nakarawa,Koroi,Vunivalu,Nawaqa,Radrodro")

ORIGINS = O
BY_KEY = {o["key"]: o for o in O}

# ---- Inflected persons for non-English prompts (explicit case forms) ----------
# ru/uk: nom, gen, dat, ins; pl/cs: nom, gen, dat, ins; fi: nom, gen, all(-lle), ela(-lta);
# hu: nom, dat(-nak/nek), ins(-val/vel); el: nom, gen, acc; tr: nom + suffixes (dat, gen) after apostrophe.
INFLECTED = {
    "ru": [
        dict(nom="Анна Петрова", gen="Анны Петровой", dat="Анне Петровой", ins="Анной Петровой", first="Анна"),
        dict(nom="Иван Смирнов", gen="Ивана Смирнова", dat="Ивану Смирнову", ins="Иваном Смирновым", first="Иван"),
        dict(nom="Ольга Кузнецова", gen="Ольги Кузнецовой", dat="Ольге Кузнецовой", ins="Ольгой Кузнецовой", first="Ольга"),
        dict(nom="Дмитрий Соколов", gen="Дмитрия Соколова", dat="Дмитрию Соколову", ins="Дмитрием Соколовым", first="Дмитрий"),
        dict(nom="Татьяна Волкова", gen="Татьяны Волковой", dat="Татьяне Волковой", ins="Татьяной Волковой", first="Татьяна"),
        dict(nom="Сергей Морозов", gen="Сергея Морозова", dat="Сергею Морозову", ins="Сергеем Морозовым", first="Сергей"),
        dict(nom="Наталья Лебедева", gen="Натальи Лебедевой", dat="Наталье Лебедевой", ins="Натальей Лебедевой", first="Наталья"),
        dict(nom="Павел Новиков", gen="Павла Новикова", dat="Павлу Новикову", ins="Павлом Новиковым", first="Павел"),
    ],
    "uk": [
        dict(nom="Оксана Шевченко", gen="Оксани Шевченко", dat="Оксані Шевченко", ins="Оксаною Шевченко", first="Оксана"),
        dict(nom="Тарас Коваленко", gen="Тараса Коваленка", dat="Тарасові Коваленку", ins="Тарасом Коваленком", first="Тарас"),
        dict(nom="Олена Мельник", gen="Олени Мельник", dat="Олені Мельник", ins="Оленою Мельник", first="Олена"),
        dict(nom="Богдан Бондаренко", gen="Богдана Бондаренка", dat="Богданові Бондаренку", ins="Богданом Бондаренком", first="Богдан"),
        dict(nom="Ірина Ткаченко", gen="Ірини Ткаченко", dat="Ірині Ткаченко", ins="Іриною Ткаченко", first="Ірина"),
        dict(nom="Микола Кравчук", gen="Миколи Кравчука", dat="Миколі Кравчуку", ins="Миколою Кравчуком", first="Микола"),
    ],
    "pl": [
        dict(nom="Agnieszka Kowalska", gen="Agnieszki Kowalskiej", dat="Agnieszce Kowalskiej", ins="Agnieszką Kowalską", first="Agnieszka"),
        dict(nom="Krzysztof Wiśniewski", gen="Krzysztofa Wiśniewskiego", dat="Krzysztofowi Wiśniewskiemu", ins="Krzysztofem Wiśniewskim", first="Krzysztof"),
        dict(nom="Małgorzata Nowak", gen="Małgorzaty Nowak", dat="Małgorzacie Nowak", ins="Małgorzatą Nowak", first="Małgorzata"),
        dict(nom="Piotr Wójcik", gen="Piotra Wójcika", dat="Piotrowi Wójcikowi", ins="Piotrem Wójcikiem", first="Piotr"),
        dict(nom="Zuzanna Grabowska", gen="Zuzanny Grabowskiej", dat="Zuzannie Grabowskiej", ins="Zuzanną Grabowską", first="Zuzanna"),
        dict(nom="Łukasz Lewandowski", gen="Łukasza Lewandowskiego", dat="Łukaszowi Lewandowskiemu", ins="Łukaszem Lewandowskim", first="Łukasz"),
    ],
    "cs": [
        dict(nom="Kateřina Nováková", gen="Kateřiny Novákové", dat="Kateřině Novákové", ins="Kateřinou Novákovou", first="Kateřina"),
        dict(nom="Jiří Dvořák", gen="Jiřího Dvořáka", dat="Jiřímu Dvořákovi", ins="Jiřím Dvořákem", first="Jiří"),
        dict(nom="Lucie Svobodová", gen="Lucie Svobodové", dat="Lucii Svobodové", ins="Lucií Svobodovou", first="Lucie"),
        dict(nom="Tomáš Procházka", gen="Tomáše Procházky", dat="Tomáši Procházkovi", ins="Tomášem Procházkou", first="Tomáš"),
        dict(nom="Markéta Černá", gen="Markéty Černé", dat="Markétě Černé", ins="Markétou Černou", first="Markéta"),
        dict(nom="Vojtěch Kučera", gen="Vojtěcha Kučery", dat="Vojtěchovi Kučerovi", ins="Vojtěchem Kučerou", first="Vojtěch"),
    ],
    "fi": [
        dict(nom="Mikko Virtanen", gen="Mikko Virtasen", all="Mikko Virtaselle", ela="Mikko Virtaselta", first="Mikko"),
        dict(nom="Aino Korhonen", gen="Aino Korhosen", all="Aino Korhoselle", ela="Aino Korhoselta", first="Aino"),
        dict(nom="Jukka Mäkinen", gen="Jukka Mäkisen", all="Jukka Mäkiselle", ela="Jukka Mäkiseltä", first="Jukka"),
        dict(nom="Sanna Nieminen", gen="Sanna Niemisen", all="Sanna Niemiselle", ela="Sanna Niemiseltä", first="Sanna"),
        dict(nom="Teemu Hämäläinen", gen="Teemu Hämäläisen", all="Teemu Hämäläiselle", ela="Teemu Hämäläiseltä", first="Teemu"),
        dict(nom="Kaisa Lehtonen", gen="Kaisa Lehtosen", all="Kaisa Lehtoselle", ela="Kaisa Lehtoselta", first="Kaisa"),
    ],
    "hu": [
        dict(nom="Nagy Zsófia", dat="Nagy Zsófiának", ins="Nagy Zsófiával", first="Zsófia"),
        dict(nom="Kovács Gábor", dat="Kovács Gábornak", ins="Kovács Gáborral", first="Gábor"),
        dict(nom="Szabó Réka", dat="Szabó Rékának", ins="Szabó Rékával", first="Réka"),
        dict(nom="Tóth Bence", dat="Tóth Bencének", ins="Tóth Bencével", first="Bence"),
        dict(nom="Horváth Erzsébet", dat="Horváth Erzsébetnek", ins="Horváth Erzsébettel", first="Erzsébet"),
        dict(nom="Kiss Levente", dat="Kiss Leventének", ins="Kiss Leventével", first="Levente"),
    ],
    "el": [
        dict(nom="Γιώργος Παπαδόπουλος", gen="Γιώργου Παπαδόπουλου", acc="Γιώργο Παπαδόπουλο", first="Γιώργος"),
        dict(nom="Μαρία Οικονόμου", gen="Μαρίας Οικονόμου", acc="Μαρία Οικονόμου", first="Μαρία"),
        dict(nom="Ελένη Παπαδοπούλου", gen="Ελένης Παπαδοπούλου", acc="Ελένη Παπαδοπούλου", first="Ελένη"),
        dict(nom="Δημήτρης Νικολάου", gen="Δημήτρη Νικολάου", acc="Δημήτρη Νικολάου", first="Δημήτρης"),
        dict(nom="Κατερίνα Γεωργίου", gen="Κατερίνας Γεωργίου", acc="Κατερίνα Γεωργίου", first="Κατερίνα"),
        dict(nom="Νίκος Αλεξίου", gen="Νίκου Αλεξίου", acc="Νίκο Αλεξίου", first="Νίκος"),
    ],
    "tr": [
        dict(nom="Ayşe Yılmaz", x_dat="'a", x_gen="'ın", first="Ayşe"),
        dict(nom="Mehmet Öztürk", x_dat="'e", x_gen="'ün", first="Mehmet"),
        dict(nom="Zeynep Çelik", x_dat="'e", x_gen="'in", first="Zeynep"),
        dict(nom="Emre Şahin", x_dat="'e", x_gen="'in", first="Emre"),
        dict(nom="Elif Doğan", x_dat="'a", x_gen="'ın", first="Elif"),
        dict(nom="Mustafa Kaya", x_dat="'ya", x_gen="'nın", first="Mustafa"),
        dict(nom="İbrahim Aydın", x_dat="'a", x_gen="'ın", first="İbrahim"),
        dict(nom="Gülşen Koç", x_dat="'a", x_gen="'un", first="Gülşen"),
    ],
}
