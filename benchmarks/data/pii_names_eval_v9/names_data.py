# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v9 (written from general knowledge).

One origin per line: key|continent|order|female given|male given|family|middle
 order: gf = given family, fg = family given, fg0 = family+given without space
        (CJK in native script), vn = family + middle + given (Vietnamese)
 'a/b' in family or middle = male form / female form.
 middle (optional) is inserted between given and family 40 % of the time
 (or always for vn).
"""

ORIGINS_RAW = r"""
english|Europe|gf|Charlotte,Harriet,Imogen,Philippa|Oliver,Rupert,Callum,Edmund|Whitfield,Ashworth,Pemberton,Hargreaves,Blackwood|
scottish|Europe|gf|Morag,Eilidh,Kirsty,Isla|Angus,Hamish,Euan,Ruaridh|MacLeod,McAllister,Drummond,Sutherland,Ferguson|
irish|Europe|gf|Siobhán,Aoife,Niamh,Gráinne|Cathal,Donncha,Ciarán,Pádraig|O'Sullivan,Mac Giolla Phádraig,Ó Briain,Fitzgerald,Kavanagh|
welsh|Europe|gf|Angharad,Bethan,Ffion,Carys|Dafydd,Gruffydd,Iolo,Rhodri|ap Rhys,Llewellyn,Pritchard,Vaughan,Prosser|
german|Europe|gf|Friederike,Annegret,Svenja,Lieselotte|Jörg,Wolfgang,Dietmar,Hannes|Schmidt,Müller,von Bülow,Großmann,Weißenfels,Hoffmann|
austrian|Europe|gf|Theresia,Johanna,Leopoldine,Veronika|Florian,Leopold,Matthias,Sepp|Gruber,Huber,Pichler,Moser,Edlinger|
swiss|Europe|gf|Ursula,Regula,Seraina,Corina|Beat,Urs,Reto,Gian-Andrea|Zürcher,Bühlmann,Caflisch,Ammann,Schwarzenbach|
french|Europe|gf|Marie-Claire,Ségolène,Aurélie,Maëlle|Jean-Baptiste,Timothée,Loïc,Grégoire|Lefèvre,de la Fontaine,Le Gall,Dubois,Rousseau,Dupuis|
belgian|Europe|gf|Griet,Anneleen,Hilde,Lotte|Wouter,Pieter-Jan,Arnaud,Koen|Vandenbroucke,De Smet,Peeters,Van Damme,Goossens|
dutch|Europe|gf|Femke,Marieke,Sanne,Anouk|Daan,Joost,Sjoerd,Thijs|van der Berg,de Vries,van 't Hof,ter Horst,Bakker,Hoekstra|
luxembourgish|Europe|gf|Josée,Carole,Mireille,Tessy|Gilles,Jos,Romain,Claude|Schmit,Kremer,Thill,Reuter,Wagner|
italian|Europe|gf|Giulia,Chiara,Benedetta,Ludovica|Lorenzo,Gianluca,Raffaele,Pierpaolo|De Luca,Di Stefano,Esposito,Bianchi,Della Valle,Lo Russo|
spanish|Europe|gf|María José,Inmaculada,Lucía,Rocío|Álvaro,Gonzalo,Sergio,José Manuel|García Márquez,Fernández de la Vega,Ortega Sánchez,Ruiz,Moreno Castillo|
catalan|Europe|gf|Montserrat,Núria,Mercè,Laia|Jordi,Pau,Oriol,Quim|Puig,Vilanova i Soler,Ferrer,Casals,Roca|
basque|Europe|gf|Ainhoa,Itziar,Nerea,Maite|Iñaki,Aitor,Xabier,Unai|Etxeberria,Goikoetxea,Zubizarreta,Aguirre,Larrañaga|
portuguese|Europe|gf|Inês,Leonor,Beatriz,Conceição|João,Duarte,Tiago,Rui|dos Santos,da Silva Ferreira,Gonçalves,Magalhães,Pereira da Costa|
polish|Europe|gf|Agnieszka,Małgorzata,Zofia,Katarzyna|Krzysztof,Grzegorz,Wojciech,Paweł|Kowalski/Kowalska,Wiśniewski/Wiśniewska,Zając,Szczepański/Szczepańska,Nowak|
czech|Europe|gf|Kateřina,Lenka,Zdeňka,Jana|Jiří,Vojtěch,Ondřej,Přemysl|Novák/Nováková,Dvořák/Dvořáková,Černý/Černá,Procházka/Procházková,Svoboda/Svobodová|
slovak|Europe|gf|Zuzana,Ľubica,Martina,Jarmila|Ľuboš,Marek,Juraj,Miroslav|Kováč/Kováčová,Baláž/Balážová,Šimko/Šimková,Kmeť/Kmeťová,Hudák/Hudáková|
hungarian|Europe|fg|Zsófia,Erzsébet,Réka,Boglárka|László,Gergely,Zoltán,Botond|Nagy,Kovács,Szabó,Tóth,Farkas,Horváth|
romanian|Europe|gf|Ioana,Mădălina,Andreea,Roxana|Mihai,Ștefan,Radu,Bogdan|Popescu,Ionescu,Dumitrescu,Constantinescu,Munteanu|
bulgarian|Europe|gf|Desislava,Tsvetelina,Radka,Vesela|Hristo,Stoyan,Dimitar,Lyubomir|Petrov/Petrova,Georgiev/Georgieva,Todorov/Todorova,Kolev/Koleva,Ivanov/Ivanova|
serbian|Europe|gf|Jelena,Milica,Dragana,Snežana|Nemanja,Dragan,Miloš,Vuk|Jovanović,Petrović,Nikolić,Đorđević,Stanković|
croatian|Europe|gf|Ivana,Mirjana,Vesna,Ružica|Tomislav,Krešimir,Zvonimir,Ante|Horvat,Kovačević,Babić,Marić,Jurić|
slovene|Europe|gf|Špela,Urška,Nuša,Maja|Primož,Matjaž,Rok,Jernej|Krajnc,Zupančič,Potočnik,Kovačič,Vidmar|
bosnian|Europe|gf|Amra,Emina,Lejla,Selma|Edin,Haris,Kenan,Adnan|Hadžić,Begović,Mehmedović,Delić,Hodžić|
albanian|Europe|gf|Blerta,Drita,Fatjona,Mimoza|Arben,Besnik,Gëzim,Ilir|Hoxha,Krasniqi,Berisha,Gashi,Shehu|
greek|Europe|gf|Eleni,Chrysoula,Theodora,Despina|Konstantinos,Spyridon,Panagiotis,Evangelos|Papadopoulos/Papadopoulou,Georgiou,Karamanlis/Karamanli,Oikonomou,Vlachos/Vlachou|
russian|Europe|gf|Yekaterina,Anastasia,Svetlana,Lyudmila|Dmitri,Vyacheslav,Arkady,Gennady|Ivanov/Ivanova,Kuznetsov/Kuznetsova,Sokolov/Sokolova,Vorobyov/Vorobyova,Lebedev/Lebedeva|Sergeyevich/Sergeyevna,Nikolayevich/Nikolayevna
ukrainian|Europe|gf|Oksana,Olena,Halyna,Iryna|Taras,Bohdan,Mykola,Oleksandr|Shevchenko,Kovalenko,Bondarenko,Tkachenko,Melnyk|
belarusian|Europe|gf|Alesia,Volha,Yanina,Hanna|Aliaksandr,Uladzimir,Siarhei,Yauhen|Lukashevich,Zhuk,Kavaliou/Kavaliova,Novik,Barysevich|
lithuanian|Europe|gf|Rūta,Aušra,Gintarė,Eglė|Vytautas,Mindaugas,Darius,Gediminas|Kazlauskas/Kazlauskienė,Petrauskas/Petrauskienė,Jankauskas/Jankauskienė,Žukauskas/Žukauskienė,Paulauskas/Paulauskienė|
latvian|Europe|gf|Ilze,Dace,Inese,Līga|Jānis,Māris,Andris,Uldis|Bērziņš/Bērziņa,Kalniņš/Kalniņa,Ozoliņš/Ozoliņa,Liepiņš/Liepiņa,Krūmiņš/Krūmiņa|
estonian|Europe|gf|Kadri,Triin,Piret,Liis|Tõnu,Jaanus,Priit,Indrek|Tamm,Saar,Sepp,Mägi,Kask|
finnish|Europe|gf|Aino,Satu,Kaisa,Tuulikki|Jukka,Pekka,Ilkka,Tapio|Virtanen,Korhonen,Nieminen,Mäkelä,Heikkinen|
swedish|Europe|gf|Ingrid,Linnéa,Astrid,Ebba|Björn,Gustav,Linus,Anders|Lindqvist,Johansson,Sjöberg,Åkesson,Bergström|
norwegian|Europe|gf|Solveig,Ragnhild,Sigrid,Kari|Eirik,Håkon,Sindre,Øystein|Haugen,Solberg,Bakke,Strand,Lie|
danish|Europe|gf|Mette,Birgitte,Signe,Trine|Søren,Rasmus,Mads,Jesper|Nielsen,Jørgensen,Kjær,Frederiksen,Østergaard|
icelandic|Europe|gf|Guðrún,Sigríður,Þórdís,Ásdís|Gunnar,Sigurður,Þórður,Einar|Jónsson/Jónsdóttir,Magnússon/Magnúsdóttir,Ólafsson/Ólafsdóttir,Guðmundsson/Guðmundsdóttir,Stefánsson/Stefánsdóttir|
maltese|Europe|gf|Doreen,Graziella,Antonella,Marija|Ġużeppi,Ċensu,Pawlu,Kurt|Borg,Camilleri,Vella,Farrugia,Zammit|
georgian|Asia|gf|Nino,Tamar,Ketevan,Mariam|Giorgi,Levan,Davit,Zurab|Beridze,Kapanadze,Gelashvili,Tsiklauri,Lomidze|
armenian|Asia|gf|Anahit,Lusine,Siranush,Armine|Aram,Hovhannes,Tigran,Vardan|Hakobyan,Sargsyan,Grigoryan,Petrosyan,Ter-Minasyan|
azerbaijani|Asia|gf|Aysel,Günay,Nigar,Sevinc|Elvin,Rashad,Tural,Orkhan|Aliyev/Aliyeva,Mammadov/Mammadova,Huseynov/Huseynova,Guliyev/Guliyeva,Hasanov/Hasanova|
turkish|Asia|gf|Ayşe,Elif,Gülşen,Zeynep|Mehmet,Oğuz,Emre,Barış|Yılmaz,Öztürk,Çelik,Şahin,Karaosmanoğlu|
saudi|Asia|gf|Nouf,Reem,Lulwa,Hessa|Faisal,Turki,Abdulaziz,Nawaf|bin Talal Al-Otaibi/bint Talal Al-Otaibi,Al-Harbi,Al-Qahtani,bin Saad Al-Dosari/bint Saad Al-Dosari,Al-Shehri|
emirati|Asia|gf|Mahra,Shamma,Afra,Maitha|Hamdan,Saif,Rashid,Majid|Al Mansoori,Al Ketbi,Al Falasi,Al Suwaidi,bin Humaid Al Marri/bint Humaid Al Marri|
lebanese|Asia|gf|Nour,Rania,Carla,Yara|Karim,Ziad,Elie,Walid|Haddad,Khoury,Abi Nader,Nassar,Saade|
syrian|Asia|gf|Rasha,Lama,Dima,Hala|Bassel,Firas,Ammar,Majd|Al-Hamwi,Kassab,Darwish,Al-Halabi,Jabri|
iraqi|Asia|gf|Zainab,Shahad,Israa,Ruqaya|Mustafa,Haider,Hussein,Abbas|Al-Jubouri,Al-Tamimi,Al-Obaidi,Al-Dulaimi,Al-Saadi|
jordanian|Asia|gf|Ruba,Haya,Dana,Leen|Odai,Yazan,Laith,Omar|Al-Majali,Haddadin,Al-Zoubi,Obeidat,Al-Rawashdeh|
palestinian|Asia|gf|Rawan,Samah,Ghada,Abeer|Tamer,Mahmoud,Sameh,Issa|Barghouti,Nusseibeh,Abu Shanab,Qasem,Al-Masri|
yemeni|Asia|gf|Bushra,Afrah,Arwa,Hanan|Abdulrahman,Nabil,Fuad,Hamoud|Al-Ahmadi,Ba Wazir,Al-Sanani,Al-Hadrami,Bin Mubarak|
persian|Asia|gf|Parisa,Shirin,Golnaz,Mahsa|Kourosh,Dariush,Behnam,Arash|Tehrani,Mohammadi,Hosseinzadeh,Rahimi,Ghorbani|
kurdish|Asia|gf|Rojin,Zîlan,Berfin,Hêvî|Kawa,Rêbwar,Azad,Shwan|Xoshnaw,Hawrami,Zebari,Sindi,Amedi|
israeli|Asia|gf|Shira,Yael,Michal,Noa|Yonatan,Itai,Eyal,Avraham|Ben-David,Cohen,Mizrahi,Shapira,Peretz|
kazakh|Asia|gf|Aigerim,Aruzhan,Gulnara,Saltanat|Yerlan,Daulet,Asset,Bauyrzhan|Nurlanov/Nurlanova,Zhaksybekov/Zhaksybekova,Seitkali,Abenov/Abenova,Sarsenbayev/Sarsenbayeva|
uzbek|Asia|gf|Dilnoza,Gulnora,Malika,Zarina|Jasur,Sherzod,Otabek,Bekzod|Karimov/Karimova,Yusupov/Yusupova,Rakhimov/Rakhimova,Ergashev/Ergasheva,Nazarov/Nazarova|
afghan|Asia|gf|Mursal,Farzana,Zarghuna,Nazifa|Ahmad Shah,Wahidullah,Mirwais,Hamid|Popalzai,Stanikzai,Ahmadzai,Wardak,Noorzai|
pakistani|Asia|gf|Ayesha,Sana,Mehwish,Hira|Imran,Bilal,Usman,Faraz|Qureshi,Chaudhry,Siddiqui,Rana,Khattak|
punjabi|Asia|gf|Harpreet,Simranjit,Gurleen,Manpreet|Gurpreet,Jaswinder,Harjit,Amandeep|Sandhu,Gill,Dhillon,Grewal,Sidhu|Singh/Kaur
hindi|Asia|gf|Priyanka,Ananya,Shweta,Kavita|Rahul,Vikram,Abhishek,Siddharth|Sharma,Verma,Srivastava,Agarwal,Tripathi|
tamil|Asia|gf|Kavitha,Meenakshi,Lakshmi,Thenmozhi|Karthikeyan,Senthil,Murugan,Arumugam|Ramasamy,Subramanian,Krishnan,Venkatesan,Natarajan|
telugu|Asia|gf|Sravani,Lavanya,Haritha,Padmaja|Srinivas,Venkata Ramana,Chaitanya,Naveen|Reddy,Naidu,Chowdary,Kolluri,Yarlagadda|
bengali|Asia|gf|Sohini,Rituparna,Debjani,Moumita|Arnab,Subhajit,Sourav,Indranil|Chatterjee,Bandyopadhyay,Mukherjee,Ghosh,Sengupta|
marathi|Asia|gf|Madhuri,Ashwini,Rutuja,Sayali|Aniket,Tejas,Omkar,Shantanu|Deshpande,Kulkarni,Joshi,Patil,Gokhale|
malayali|Asia|gf|Anjali,Reshma,Divya,Sreelakshmi|Anoop,Jithin,Sreejith,Vishnu|Nair,Menon,Pillai,Kurup,Varghese|
gujarati|Asia|gf|Hetal,Bhavna,Falguni,Komal|Jignesh,Hiren,Chirag,Bhavesh|Patel,Shah,Desai,Mehta,Trivedi|
bangladeshi|Asia|gf|Nusrat,Tahmina,Farhana,Sharmin|Tanvir,Rezaul,Mahfuz,Shakib|Hossain,Rahman,Chowdhury,Talukder,Sarker|
sinhalese|Asia|gf|Dilini,Nadeesha,Chamari,Sanduni|Kasun,Chaminda,Lahiru,Dinesh|Perera,Jayasuriya,Wickramasinghe,Fernando,Gunawardena|
nepali|Asia|gf|Sita,Sarita,Pratima,Bimala|Bishnu,Ramesh,Suman,Prakash|Shrestha,Gurung,Thapa,Adhikari,Tamang|
chinese|Asia|fg|Xiuying,Jing,Yuting,Meiling|Wei,Haoran,Jianguo,Zihan|Wang,Li,Zhang,Liu,Xu,Ouyang|
cantonese|Asia|fg|Wing-yan,Hoi-yan,Suk-fun,Pui-kei|Chi-keung,Wai-ming,Kwok-leung,Siu-fung|Chan,Wong,Cheung,Leung,Lau|
taiwanese|Asia|fg|Shu-fen,Hsin-yi,Ya-wen,Pei-chun|Chih-hao,Chun-chieh,Tsung-han,Yu-hsiang|Lin,Chen,Huang,Tsai,Hsieh|
japanese|Asia|gf|Misaki,Haruka,Yuko,Noriko|Hiroshi,Kenta,Takumi,Daisuke|Tanaka,Watanabe,Yamaguchi,Takahashi,Nakamura|
korean|Asia|fg|Ji-woo,Seo-yeon,Min-ji,Hye-jin|Min-jun,Sung-ho,Jae-won,Dong-hyun|Kim,Park,Choi,Jung,Oh,Yoon|
mongolian|Asia|gf|Oyuntsetseg,Bolormaa,Enkhjargal,Solongo|Batbayar,Ganbold,Temuulen,Erdenebat|Dorj,Bat-Erdene,Tserendorj,Gantulga,Sükhbaatar|
vietnamese|Asia|vn|Lan,Hạnh,Thu Trang,Ngọc Anh|Bảo,Minh Quân,Hùng,Đức Anh|Nguyễn,Trần,Phạm,Lê,Hoàng,Võ|Văn/Thị
thai|Asia|gf|Siriporn,Kanokwan,Nattaya,Pimchanok|Somchai,Thanawat,Kittisak,Anucha|Srisuk,Wongsawat,Charoenkul,Rattanakorn,Boonmee|
filipino|Asia|gf|Maricel,Jocelyn,Rowena,Analyn|Rodel,Jericho,Ramon,Arnel|dela Cruz,Santos,Bautista,Macapagal,de Guzman|
indonesian|Asia|gf|Dewi,Sri Rahayu,Intan,Putri|Agus,Bambang,Wahyu,Dimas|Santoso,Wibowo,Setiawan,Kurniawan,Hidayat|
malay|Asia|gf|Nurul Aina,Siti Aishah,Farah,Aisyah|Muhammad Hafiz,Ahmad Faizal,Amirul,Izzat|bin Abdullah/binti Abdullah,bin Ismail/binti Ismail,bin Hassan/binti Hassan,bin Osman/binti Osman,bin Yusof/binti Yusof|
burmese|Asia|gf|Su Myat,Khin Khin,Thandar,Ei Phyu|Aung Ko,Kyaw Zin,Min Thu,Zaw Win|Htet,Oo,Naing,Lwin,Tun|
khmer|Asia|fg|Sreymom,Chanthou,Sophea,Bopha|Dara,Vuthy,Sokha,Piseth|Sok,Heng,Meas,Ouk,Keo|
lao|Asia|gf|Manivanh,Phonevilay,Khamla,Vilayvanh|Somphone,Bounmy,Khamphanh,Souvanna|Phommachanh,Sisouphanh,Vongsa,Keomany,Inthavong|
egyptian|Africa|gf|Mona,Heba,Yasmine,Shaimaa|Amr,Sherif,Tarek,Hossam|Abdel-Rahman,El-Sayed,Mansour,Fahmy,Abou El-Naga|
moroccan|Africa|gf|Khadija,Zineb,Salma,Ghizlane|Youssef,Hicham,Mehdi,Abdelilah|El Amrani,Bennani,Tazi,Alaoui,Benjelloun|
algerian|Africa|gf|Amel,Nassima,Kahina,Lamia|Rachid,Djamel,Nassim,Said|Belkacem,Bouzid,Mebarki,Benali,Zerrouki|
tunisian|Africa|gf|Imen,Olfa,Asma,Rim|Mohamed Ali,Slim,Wassim,Anis|Ben Ammar,Trabelsi,Jebali,Ben Youssef,Gharbi|
yoruba|Africa|gf|Folasade,Adebimpe,Omolara,Titilayo|Babatunde,Olumide,Adewale,Oluwaseun|Adeyemi,Ogunleye,Afolabi,Adebayo-Williams,Oyelaran|
igbo|Africa|gf|Chiamaka,Ngozi,Adaeze,Ifeoma|Chukwuemeka,Obinna,Ikenna,Chidi|Okonkwo,Nwachukwu,Eze,Obi,Okafor|
hausa|Africa|gf|Hadiza,Amina,Rakiya,Hauwa|Abubakar,Sani,Aminu,Musa|Bello,Danjuma,Abdullahi,Garba,Yakubu|
akan|Africa|gf|Akosua,Ama,Efua,Abena|Kwame,Kofi,Yaw,Kwabena|Mensah,Asante,Owusu,Boateng,Agyeman-Duah|
kikuyu|Africa|gf|Wanjiru,Njeri,Wambui,Nyokabi|Kamau,Njoroge,Mwangi,Kariuki|Githinji,Kimani,Ndung'u,Gachanja,Muriuki|
luo|Africa|gf|Akinyi,Atieno,Awino,Achieng|Otieno,Odhiambo,Ochieng,Omondi|Onyango,Owino,Oduya,Okoth,Ouma|
tanzanian|Africa|gf|Rehema,Neema,Zawadi,Upendo|Baraka,Juma,Hamisi,Faraji|Mwakyusa,Mushi,Massawe,Mwakalinga,Lyimo|
ethiopian|Africa|gf|Meseret,Tigist,Selamawit,Hirut|Dawit,Yonas,Tesfaye,Getachew|Gebre-Egziabher,Haile,Bekele,Tadesse,Alemu|
eritrean|Africa|gf|Yordanos,Senait,Luwam,Freweyni|Yohannes,Mehari,Filmon,Habtom|Tesfamariam,Ghebremedhin,Kidane,Woldu,Berhane|
somali|Africa|gf|Hodan,Ayaan,Faadumo,Ifrah|Abdirahman,Mohamed,Liban,Guled|Warsame,Jama,Hirsi,Abdi,Egal|
zulu|Africa|gf|Nomvula,Thandeka,Zanele,Lindiwe|Sipho,Bongani,Themba,Mandla|Dlamini,Ngcobo,Mkhize,Khumalo,Zungu|
xhosa|Africa|gf|Nomsa,Ayanda,Siphokazi,Nosipho|Lwazi,Luthando,Mzwandile,Athi|Mabandla,Ngcukana,Qwabe,Matiwane,Mlambo|
shona|Africa|gf|Rutendo,Tatenda,Nyasha,Chipo|Tendai,Farai,Tinashe,Tafadzwa|Moyo,Chikore,Mutasa,Mapfumo,Chiweshe|
congolese|Africa|gf|Kabedi,Nsimba,Mputu,Ngalula|Kalala,Mwamba,Ngandu,Kabeya|Kabongo,Lukusa,Tshimanga,Ilunga,Kasongo|
senegalese|Africa|gf|Fatou,Awa,Ndèye,Mariama|Mamadou,Ousmane,Cheikh,Moussa|Diop,Ndiaye,Sow,Fall,Mbaye|
malian|Africa|gf|Aminata,Kadiatou,Oumou,Djeneba|Seydou,Bakary,Modibo,Boubacar|Traoré,Keïta,Coulibaly,Diarra,Konaté|
cameroonian|Africa|gf|Nadège,Bertille,Clarisse,Flore|Rigobert,Achille,Hervé,Armel|Fotso,Nkoulou,Mbarga,Tchoumi,Ngo Biyong|
ugandan|Africa|gf|Nakato,Babirye,Namubiru,Akello|Mukasa,Ssemakula,Kato,Okello|Ssewanyana,Lubega,Kiggundu,Musoke,Mugisha|
rwandan|Africa|gf|Uwimana,Mukamana,Ingabire,Umutoni|Habimana,Niyonzima,Mugabo,Nshimiyimana|Uwase,Kayitesi,Bizimana,Hakizimana,Ndayisaba|
malagasy|Africa|gf|Voahangy,Hanitra,Fara,Lalao|Hery,Tiana,Andry,Rivo|Rakotomalala,Randriamampionona,Andrianarivo,Razafindrakoto,Rasoanaivo|
american|North America|gf|Brittany,Kayla,Shelby,Madison|Tyler,Cody,Brandon,Dustin|Henderson,Donovan,Whitaker,Dalton,Jenkins|J.,R.,T.,M.
quebecois|North America|gf|Geneviève,Marie-Ève,Chantal,Isabelle|Jean-François,Marc-André,Sébastien,Éric|Tremblay,Gagnon,Bouchard,Côté,Lévesque|
mexican|North America|gf|Guadalupe,Xóchitl,Itzel,Araceli|Jesús,Rodrigo,Héctor,Aurelio|Hernández López,Ramírez,Gutiérrez,Cervantes,de la Garza|
haitian|North America|gf|Fabienne,Widlyne,Rose-Marie,Guerline|Jean-Robert,Wilner,Frantz,Ti-Jean|Dorvil,Célestin,Toussaint,Desrosiers,Augustin|
jamaican|North America|gf|Tanesha,Keisha,Sashelle,Petrina|Delroy,Oneil,Fitzroy,Andre|Campbell,Thompson,Ricketts,Clarke,Brown|
puerto_rican|North America|gf|Yaritza,Marisol,Nilda,Zuleyka|Yadiel,Edgardo,Wilfredo,Ismael|Rivera,Colón,Vázquez,Torres Ocasio,Quiñones|
native_american|North America|gf|Winona,Shandiin,Nizhoni,Kaya|Ahiga,Notah,Delbert,Wendell|Begay,Yazzie,Tsosie,Benally,Nez|
colombian|South America|gf|Valentina,Luz Marina,Yuliana,Natalia|Juan Camilo,Andrés Felipe,Jhon Fredy,Sebastián|Restrepo Ochoa,Gómez,Londoño,Cárdenas Uribe,Zuluaga|
argentine|South America|gf|Florencia,Agustina,Micaela,Lucila|Facundo,Nahuel,Gastón,Ezequiel|Fernández,Ferreyra,Giménez,Pereyra,Etcheverry|
chilean|South America|gf|Javiera,Constanza,Catalina,Fernanda|Matías,Benjamín,Cristóbal,Vicente|Muñoz,Rojas,Contreras,Valenzuela Díaz,Araya|
peruvian|South America|gf|Milagros,Rosario,Yesenia,Maribel|Renzo,Jhonatan,Ulises,Wilmer|Quispe,Mamani,Huamán,Condori,Vargas|
brazilian|South America|gf|Ana Luiza,Thaís,Francisca,Raíssa|Thiago,Luiz Henrique,Caio,Wellington|dos Santos Costa,Oliveira,Nascimento,Carvalho,de Souza|
maori|Oceania|gf|Aroha,Mereana,Huia,Kahurangi|Tāne,Wiremu,Hēmi,Rawiri|Ngata,Parata,Te Rangi,Kereama,Tamihana|
samoan|Oceania|gf|Losa,Malia,Sina,Lagi|Tavita,Ioane,Pita,Sefo|Tuilagi,Faleolo,Leota,Sapolu,Tauiliili|
tongan|Oceania|gf|Mele,Salote,Seini,Lupe|Viliami,Tevita,Siaosi,Sione|Taufa,Fifita,Vaipulu,Havili,Kaufusi|
fijian|Oceania|gf|Litia,Mereoni,Asenaca,Unaisi|Jone,Semi,Waisale,Isikeli|Naivalu,Tuidraki,Vunibaka,Nawalowalo,Raduva|
hawaiian|Oceania|gf|Leilani,Kalena,Noelani,Keala|Kaimana,Keoni,Makana,Kekoa|Kahananui,Akana,Kealoha,Kamakau,Nakoa|
australian|Oceania|gf|Kylie,Tegan,Jacinta,Bronwyn|Lachlan,Brodie,Darcy,Mitchell|Wilkinson,Prendergast,Hollis,Kerrigan,Blakely|
"""

# Native-script names (used in the nonenglish slice). Devanagari and Thai are left
# out on purpose: Python's \w splits them at vowel signs (see README).
NATIVE_RAW = r"""
ru|Europe|gf|Анна,Ольга,Татьяна,Екатерина|Дмитрий,Сергей,Алексей,Игорь|Смирнов/Смирнова,Кузнецов/Кузнецова,Попов/Попова,Волков/Волкова,Морозов/Морозова|Петрович/Петровна,Андреевич/Андреевна
uk|Europe|gf|Оксана,Наталія,Ірина,Галина|Тарас,Богдан,Андрій,Олег|Шевченко,Коваленко,Бондаренко,Ткаченко,Кравчук|
el|Europe|gf|Ελένη,Μαρία,Κατερίνα,Σοφία|Γιώργος,Νίκος,Δημήτρης,Κώστας|Παπαδόπουλος/Παπαδοπούλου,Νικολάου,Γεωργίου,Οικονόμου,Αλεξίου|
ar|Asia|gf|فاطمة,مريم,نور,سارة|محمد,أحمد,خالد,يوسف|الحربي,العتيبي,المصري,حداد,الخطيب|
he|Asia|gf|נועה,מיכל,יעל,שירה|יונתן,איתי,דוד,אבי|כהן,לוי,מזרחי,פרץ,ביטון|
zh|Asia|fg0|秀英,丽娜,静怡,美玲|伟,浩然,建国,子涵|王,李,张,刘,陈,欧阳|
ja|Asia|fg|美咲,陽子,由美,恵子|浩,健太,拓海,大輔|田中,渡辺,山口,高橋,中村|
ko|Asia|fg0|지우,서연,민지,혜진|민준,성호,재원,동현|김,박,최,정,윤|
"""

# Lower-case name parts that are particles (exempt from the "word appears elsewhere" check).
PARTICLES = {"van", "der", "den", "de", "la", "le", "du", "des", "del", "della", "di", "da",
             "dos", "das", "do", "von", "zu", "ter", "ten", "t", "bin", "binti", "bint", "ibn",
             "al", "el", "ben", "abu", "abou", "abi", "ba", "y", "i", "e", "ap", "mac", "ó", "ní",
             "lo", "te", "ngo", "van't"}


def _parse(raw):
    out = []
    for line in raw.strip().splitlines():
        parts = line.split("|")
        key, cont, order, fem, mal, fam = parts[:6]
        mid = parts[6] if len(parts) > 6 else ""
        out.append({
            "key": key, "continent": cont, "order": order,
            "f": [x.strip() for x in fem.split(",")],
            "m": [x.strip() for x in mal.split(",")],
            "family": [x.strip() for x in fam.split(",")],
            "middle": [x.strip() for x in mid.split(",") if x.strip()],
        })
    return out


ORIGINS = _parse(ORIGINS_RAW)
NATIVE = {o["key"]: o for o in _parse(NATIVE_RAW)}
