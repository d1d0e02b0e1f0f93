# -*- coding: utf-8 -*-
"""Hand-written person names for the v22 corpus, written from general knowledge.

Entry syntax (one person per entry, entries separated by ';'):
  f:Given|Family        female, displayed given-first ("Given Family")
  m:Family^Given        male, displayed family-first ("Family Given")
  f:Mononym             no family name (first = last = the whole name)
  ...#Short             optional short family form used after titles ("Mr. Short")
Origins are listed in a fixed order; VN-style origins use the last word of the given
part as the "first name alone" form.
"""

ORIGINS = [
    # ---- Anglo / Celtic ----
    ("anglo_us", "m:Tyler|Brooks; f:Hope|Whitaker; m:Will|Henderson; f:Summer|Lawson; m:Hunter|McAllister; f:Dawn|Pruitt; m:Bill|Gallagher"),
    ("anglo_uk", "f:Grace|Pemberton; m:Mark|Ashworth; f:Faith|Cartwright; m:Oliver|Fairbanks; f:Rose|Hargreaves; m:Nigel|Thistlethwaite"),
    ("irish", "f:Siobhán|Ní Bhriain; m:Cathal|O'Sullivan; f:Aoife|McGettigan; m:Pádraig|Ó Murchú; f:Niamh|Fitzgerald"),
    ("scottish", "m:Hamish|MacLeod; f:Eilidh|Mackintosh; m:Ruaridh|Fraser-Grant; f:Kirsty|Drummond; m:Angus|Buchanan"),
    ("welsh", "f:Cerys|Llewellyn; m:Gethin|ap Rhys; f:Angharad|Pritchard; m:Dafydd|Vaughan; f:Bethan|Parry-Jones"),
    ("australian", "m:Lachlan|Crowther; f:Matilda|Gillespie; m:Bailey|Hutchins; f:Georgia|Kennerley; m:Jordan|Cassidy"),
    ("african_american", "f:Keisha|Washington; m:DeShawn|Jefferson; f:Precious|Coleman; m:Darnell|Booker; f:Imani|Thibodeaux"),
    ("jamaican", "m:Devon|Ffrench; f:Shanice|McKenzie-Blake; m:Omari|Grant; f:Tamika|Barrett; m:Kemar|Lindo"),
    # ---- Western Europe ----
    ("german", "f:Annegret|Schwarzkopf; m:Jörg|Hoffmann; f:Lieselotte|von Bülow; m:Maximilian|Großmann; f:Friederike|Wendt; m:Till|Oberhäuser"),
    ("austrian", "m:Florian|Pichler; f:Theresa|Gruber-Steiner; m:Leopold|Hinterberger; f:Magdalena|Auinger; m:Valentin|Moosbrugger"),
    ("swiss", "f:Seraina|Caduff; m:Reto|Zürcher; f:Nadja|Bühlmann; m:Urs|Tschanz; f:Corinne|Rüegsegger"),
    ("dutch", "m:Daan|van der Meulen; f:Femke|de Groot; m:Joost|van 't Veer; f:Sanne|ter Haar; m:Pieter-Jan|Bosman"),
    ("flemish", "f:Lotte|Vandenbroucke; m:Wouter|De Smedt; f:Elke|Vercauteren; m:Koen|Van den Bossche; f:Griet|Claeys"),
    ("luxembourgish", "m:Gilles|Kieffer; f:Nathalie|Wagener; m:Claude|Reding; f:Sandrine|Hoffmann-Schmit"),
    ("french", "f:Marie-Hélène|Lefebvre; m:Jean-Baptiste|de La Fayette; f:Solène|Garnier; m:Grégoire|Dufresne; f:Océane|Le Goff; m:Thibault|Deschamps"),
    ("breton", "m:Yann|Le Bihan; f:Maïwenn|Kerhervé; m:Gwenaël|Le Floc'h; f:Nolwenn|Quéméner"),
    ("french_canadian", "m:Étienne|Gagnon; f:Geneviève|Bélanger-Roy; m:Jean-François|Tremblay; f:Maude|Thibodeau; m:Mathieu|Lévesque"),
    ("spanish", "f:María del Carmen|Ruiz Ortega; m:Álvaro|Domínguez Peña; f:Inmaculada|Fernández de Córdoba; m:Iñigo|Salazar; f:Rocío|Jiménez Calvo"),
    ("catalan", "m:Jordi|Puigdemont i Serra; f:Montserrat|Vilaró; m:Pau|Casals Bosch; f:Núria|Ferrer i Soler; m:Oriol|Batlle"),
    ("basque", "f:Itziar|Etxeberria; m:Aitor|Goikoetxea Urrutia; f:Amaia|Zubizarreta; m:Unai|Arrieta; f:Nerea|Olabarrieta"),
    ("galician", "m:Xosé|Outeiro; f:Uxía|Castiñeira; m:Brais|Fraga Otero; f:Iria|Seoane"),
    ("portuguese", "f:Inês|Magalhães; m:João Pedro|Carvalho e Silva; f:Leonor|Sequeira; m:Duarte|Albuquerque; f:Beatriz|Mota Rebelo"),
    ("brazilian", "m:Thiago|dos Santos Nascimento; f:Ana Luiza|Cavalcanti; m:Caio|Figueiredo; f:Juliana|da Conceição; m:Vinícius|Albuquerque Lins"),
    ("italian", "f:Giulia|De Santis; m:Lorenzo|Di Benedetto; f:Chiara|Lo Russo; m:Gianluca|Ferraro; f:Benedetta|Dalla Costa; m:Salvatore|La Rosa"),
    ("maltese", "m:Ġorġ|Borg; f:Marija|Camilleri; m:Ċensu|Zammit; f:Roberta|Xuereb"),
    ("greek", "f:Eleni|Papadopoulou; m:Konstantinos|Karamanlis; f:Despina|Vlachou; m:Stavros|Theodorakis; f:Kalliopi|Nikolaidou"),
    # ---- Nordic / Baltic ----
    ("icelandic", "f:Guðrún|Sigurðardóttir; m:Einar|Þórsson; f:Ragnheiður|Jónsdóttir; m:Hrafn|Gunnlaugsson"),
    ("faroese", "m:Rógvi|Joensen; f:Sólrun|í Líð; m:Heðin|Poulsen; f:Turið|Dam"),
    ("norwegian", "f:Ingrid|Haugland; m:Øystein|Bjørnstad; f:Solveig|Aasen; m:Håkon|Strømme; f:Sigrid|Løvås"),
    ("swedish", "m:Björn|Lindqvist; f:Linnéa|Åkesson; m:Gustav|Sjöberg; f:Astrid|Ekström; m:Pelle|Nordahl"),
    ("danish", "f:Mette|Frederiksen-Holm; m:Søren|Kjærgaard; f:Birgitte|Østergaard; m:Rasmus|Bæk; f:Ida|Skovgaard"),
    ("finnish", "m:Jukka|Väisänen; f:Aino|Heikkilä; m:Mikko|Kärkkäinen; f:Tuulikki|Rautiainen; m:Eero|Päivärinta"),
    ("sami", "m:Ánde|Somby; m:Niillas|Holmberg; f:Elle Márjá|Eira; f:Risten|Valle"),
    ("estonian", "f:Kadri|Tamm; m:Tõnu|Saar; f:Liis|Kukk; m:Rein|Mägi; f:Triin|Ilves"),
    ("latvian", "m:Mārtiņš|Ozoliņš; f:Ilze|Kalniņa; m:Jānis|Bērziņš; f:Laima|Liepiņa; m:Krišjānis|Zariņš"),
    ("lithuanian", "f:Rūta|Kazlauskienė; m:Vytautas|Petrauskas; f:Gintarė|Jankauskaitė; m:Mindaugas|Stankevičius; f:Eglė|Žukauskienė"),
    # ---- Central / Eastern Europe, Balkans ----
    ("polish", "m:Krzysztof|Wróblewski; f:Małgorzata|Szczepańska; m:Grzegorz|Brzęczyszczykiewicz; f:Agnieszka|Kowalczyk; m:Łukasz|Zieliński"),
    ("czech", "f:Kateřina|Dvořáková; m:Jiří|Novotný; f:Zuzana|Procházková; m:Vojtěch|Kučera; f:Markéta|Svobodová"),
    ("slovak", "m:Marek|Hudák; f:Lenka|Kováčová; m:Ľubomír|Horváth; f:Zuzana|Baláž"),
    ("hungarian", "f:Kovács^Zsófia; m:Nagy^Bence; f:Erzsébet|Szabó; m:Tóth^Gergely; f:Réka|Farkas-Molnár"),
    ("romanian", "m:Ionuț|Popescu; f:Ioana|Constantinescu; m:Mihai|Dumitrescu; f:Andreea|Stănescu; m:Radu|Țurcanu"),
    ("moldovan", "f:Natalia|Rusu; m:Vasile|Ciobanu; f:Doina|Munteanu; m:Ion|Grosu"),
    ("bulgarian", "m:Hristo|Stoichkov; f:Desislava|Ivanova; m:Todor|Zhivkov; f:Radostina|Georgieva; m:Kaloyan|Dimitrov"),
    ("serbian", "f:Jelena|Jovanović; m:Nemanja|Marković; f:Milica|Stojanović; m:Dragan|Petrović; f:Snežana|Đorđević"),
    ("croatian", "m:Ivan|Horvat; f:Ivana|Kovačević; m:Tomislav|Babić; f:Marija|Jurić; m:Krešimir|Vuković"),
    ("bosnian", "f:Amra|Hadžić; m:Emir|Begović; f:Lejla|Kurtović; m:Adnan|Mehmedović; f:Selma|Delić"),
    ("slovenian", "m:Matej|Kranjc; f:Špela|Zupančič; m:Luka|Potočnik; f:Nika|Vidmar"),
    ("macedonian", "f:Biljana|Trajkovska; m:Goran|Nikolovski; f:Elena|Stojanovska; m:Aleksandar|Ristevski"),
    ("albanian", "m:Arben|Hoxha; f:Drita|Berisha; m:Ilir|Krasniqi; f:Blerta|Gashi; m:Fatmir|Shehu"),
    ("ukrainian", "f:Oksana|Shevchenko; m:Taras|Bondarenko; f:Olena|Kovalenko; m:Bohdan|Tkachuk; f:Yaroslava|Melnychuk"),
    ("russian", "m:Dmitry|Igorevich Sokolov#Sokolov; f:Yekaterina|Vasilyeva; m:Aleksei|Kuznetsov; f:Svetlana|Morozova; m:Vyacheslav|Orlov"),
    ("belarusian", "f:Hanna|Lukashevich; m:Ales|Karpovich; f:Volha|Sakalouskaya; m:Siarhei|Kavalenka"),
    ("romani", "m:Django|Lakatos; f:Esmeralda|Radulescu; m:Zoran|Demirović; f:Florica|Balog"),
    # ---- Caucasus / Central Asia ----
    ("georgian", "m:Giorgi|Beridze; f:Nino|Kapanadze; m:Levan|Tsiklauri; f:Tamar|Gelashvili; m:Zurab|Javakhishvili"),
    ("armenian", "f:Anahit|Hovhannisyan; m:Tigran|Petrosyan; f:Lusine|Sargsyan; m:Vardan|Manukyan; f:Siranush|Karapetyan"),
    ("azerbaijani", "m:Elchin|Mammadov; f:Günel|Aliyeva; m:Rauf|Hasanov; f:Sevinj|Guliyeva; m:Tural|Ismayilov"),
    ("chechen", "m:Ramzan|Dudayev; f:Zarema|Musayeva; m:Akhmed|Zakayev; f:Kheda|Bisultanova"),
    ("kazakh", "f:Aigerim|Nurlanovna Seitkali#Seitkali; m:Nursultan|Zhaksybekov; f:Dana|Abenova; m:Yerlan|Tokayev; f:Madina|Kassymova"),
    ("uzbek", "m:Sherzod|Rakhimov; f:Dilnoza|Karimova; m:Jasur|Tursunov; f:Nodira|Yusupova; m:Bekzod|Akhmedov"),
    ("kyrgyz", "f:Aizhan|Toktogulova; m:Azamat|Dzhumabaev; f:Cholpon|Sydykova; m:Kubanychbek|Asanov"),
    ("tajik", "m:Firdavs|Nazarov; f:Manizha|Sangin; m:Davlat|Sharipov; f:Zarina|Rahmonova"),
    ("turkmen", "m:Merdan|Orazov; f:Ogulgerek|Annayeva; m:Serdar|Berdiyev; f:Maya|Gurbanova"),
    ("mongolian", "f:Enkhjargal|Batbayar; m:Ganbold|Tsogtbaatar; f:Oyunchimeg|Dorjsuren; m:Munkh-Erdene|Gansukh; f:Altantsetseg"),
    ("tatar", "m:Rustam|Minnikhanov; f:Gulnaz|Galiullina; m:Ildar|Khairullin; f:Alsu|Safina"),
    # ---- Middle East / North Africa ----
    ("turkish", "f:Ayşe|Yılmaz; m:Oğuz|Çelik; f:Şebnem|Öztürk; m:Mehmet Emin|Karagöz; f:Gülşen|Aydın; m:İbrahim|Şahin"),
    ("kurdish", "m:Rêbwar|Hawramî; f:Nasrin|Barzani; m:Shivan|Pertev; f:Zîlan|Dogan; m:Diyar|Baban"),
    ("saudi", "m:Khalid|bin Saeed Al-Ghamdi#Al-Ghamdi; f:Nouf|bint Abdullah Al-Qahtani#Al-Qahtani; m:Faisal|Al-Otaibi; f:Reem|Al-Shehri; m:Abdulrahman|Al-Zahrani"),
    ("emirati", "m:Hamdan|Al Mazrouei; f:Shamma|Al Suwaidi; m:Rashid|bin Humaid Al Falasi#Al Falasi; f:Mariam|Al Ketbi"),
    ("egyptian", "f:Nourhan|Abdel-Fattah; m:Mahmoud|El-Sayed; f:Yasmine|Mansour; m:Amr|Abdel Aziz; f:Dina|Shawky"),
    ("lebanese", "m:Georges|Haddad; f:Rania|Khoury; m:Ziad|Abou Jaoude; f:Maya|Nassar; m:Elie|Saab"),
    ("syrian", "f:Lama|Al-Hariri; m:Yazan|Kabbani; f:Hala|Atassi; m:Omar|Shaheen"),
    ("iraqi", "m:Mustafa|Al-Jubouri; f:Zainab|Al-Kadhimi; m:Haider|Al-Saadi; f:Shahad|Mahmoud"),
    ("palestinian", "f:Dalia|Barghouti; m:Tamer|Nasser; f:Rula|Abu-Khalil; m:Mohammed|Abu Shanab"),
    ("yemeni", "m:Ahmed|Al-Eryani; f:Tawakkol|Saif; m:Nabil|Ba Wazir; f:Arwa|Al-Sanabani"),
    ("moroccan", "f:Khadija|Benjelloun; m:Youssef|El Amrani; f:Salma|Tazi; m:Mehdi|Bennani; f:Imane|Ouazzani"),
    ("algerian", "m:Karim|Belkacem; f:Amel|Bouteflika; m:Sofiane|Hamidi; f:Lynda|Mebarki"),
    ("tunisian", "f:Emna|Ben Salah; m:Walid|Trabelsi; f:Ons|Jabeur; m:Slim|Ben Ammar"),
    ("amazigh", "m:Idir|Ait Menguellet; f:Tafsut|Amazigh-Ouali; m:Massinissa|Aït Ahmed; f:Tiziri|Ouchène"),
    ("persian", "f:Parisa|Najafi; m:Dariush|Mohammadi-Far; f:Shirin|Ebadi-Rad; m:Kourosh|Tehrani; f:Golnaz|Farahani; m:Arash|Hosseini"),
    ("afghan", "m:Abdul Wahid|Popalzai; f:Malalai|Karzai; m:Hamid|Durrani; f:Fawzia|Koofi; m:Zalmai|Stanikzai"),
    ("israeli", "f:Noa|Ben-David; m:Yossi|Mizrahi; f:Tamar|Schwartzberg; m:Eitan|Ben-Ami; f:Shira|Peretz; m:Avraham|Katz"),
    ("yiddish_ashkenazi", "m:Mendel|Rosenzweig; f:Rivka|Goldfarb; m:Shmuel|Lefkowitz; f:Chaya|Birnbaum"),
    # ---- South Asia ----
    ("hindi", "f:Priyanka|Chaturvedi; m:Rohit|Srivastava; f:Ananya|Mishra; m:Vikram|Singh Rathore; f:Kavita|Agarwal; m:Aditya|Bhardwaj"),
    ("tamil", "m:Karthik|Subramanian; f:Lakshmi|Venkataraman; m:Senthil|Kumar; f:Meenakshi|Sundaram; m:Arun|Ramalingam"),
    ("telugu", "f:Sravani|Reddy; m:Venkatesh|Nallapati; f:Bhavana|Yerramsetti; m:Srinivas|Kondapalli"),
    ("kannada", "m:Raghavendra|Hegde; f:Shwetha|Gowda; m:Prajwal|Shetty; f:Ashwini|Kulkarni"),
    ("malayalam", "f:Anjali|Menon; m:Jithin|Thomas Varghese; f:Reshma|Nair; m:Sreejith|Pillai"),
    ("bengali", "m:Sourav|Chattopadhyay; f:Moumita|Bhattacharya; m:Arnab|Mukherjee; f:Tanushree|Sengupta; m:Rafiqul|Islam"),
    ("punjabi", "m:Harpreet|Singh Gill; f:Jaspreet|Kaur Sandhu; m:Gurdeep|Dhillon; f:Manpreet|Kaur; m:Navjot|Sidhu"),
    ("marathi", "f:Snehal|Deshpande; m:Omkar|Patwardhan; f:Ketaki|Joshi; m:Sachin|Gaikwad"),
    ("gujarati", "m:Hitesh|Patel; f:Falguni|Mehta; m:Jignesh|Parekh; f:Hetal|Shah; m:Dhaval|Trivedi"),
    ("pakistani", "m:Usman|Qureshi; f:Ayesha|Siddiqui; m:Bilal|Chaudhry; f:Mahnoor|Baloch; m:Faizan|Malik"),
    ("sinhala", "f:Dilani|Wickramasinghe; m:Chaminda|Jayasuriya; f:Nadeesha|Senanayake; m:Kasun|Rajapaksha; f:Thilini|Gunawardena"),
    ("nepali", "m:Bishnu|Shrestha; f:Sunita|Gurung; m:Pemba|Sherpa; f:Anisha|Thapa Magar; m:Roshan|Adhikari"),
    ("maldivian", "f:Aminath|Shifa; m:Ibrahim|Nasheed; f:Mariyam|Zuhura; m:Ahmed|Shiham"),
    # ---- Southeast Asia ----
    ("vietnamese", "f:Nguyễn^Thị Thu Hằng; m:Trần^Văn Minh; f:Phạm^Ngọc Ánh; m:Lê^Hoàng Nam; f:Đặng^Thị Mai; m:Vo^Van Thanh"),
    ("thai", "f:Siriporn|Chaiyaphum; m:Somchai|Wongsawat; f:Pimchanok|Thanakit; m:Thanawat|Rattanakorn; f:Kanokwan|Sukprasert"),
    ("lao", "m:Khamla|Phommachanh; f:Souksavanh|Vongsa; m:Bounmy|Sisouk; f:Chanthala|Keomany"),
    ("khmer", "m:Sok^Dara; f:Chan^Sreymom; m:Heng^Vuthy; f:Kim^Sophea"),
    ("burmese", "f:Thandar Aye; m:Kyaw Zin Htet; f:Ei Mon Kyaw; m:Zaw Min Tun; f:Hnin Wai Phyo"),
    ("malay", "m:Ahmad Faizal|bin Ismail; f:Nurul Aina|binti Kamaruddin; m:Hafiz|bin Rahman; f:Siti Hajar|binti Osman"),
    ("indonesian", "m:Sutrisno; f:Dewi|Lestari; m:Bambang|Hartono; f:Wulandari; m:Agus|Setiawan; f:Ratna|Sari Hutapea"),
    ("filipino", "f:Maria Cristina|dela Cruz; m:Jomar|Bautista; f:Rowena|Macapagal; m:Bong|Villanueva; f:Lovely|Santiago; m:Rodel|Magsaysay"),
    ("hmong", "m:Tou|Vang; f:Mai Yer|Xiong; m:Pao|Thao; f:Kia|Lor"),
    ("singaporean_chinese", "m:Tan|Wei Ming; f:Lim|Hui Min; m:Goh|Kok Leong; f:Ng|Siew Ling"),
    # ---- East Asia ----
    ("chinese", "f:Wang^Xiuying; m:Li^Jianguo; f:Zhang^Yiran; m:Xu^Zhe; f:Zhou^Meiling; m:Ma^Jun; m:Ouyang^Haoran"),
    ("cantonese", "m:Chan^Tai-man; f:Wong^Ka-yan; m:Leung^Chi-keung; f:Cheung^Wing-sze; m:Lau^Siu-fai"),
    ("taiwanese", "f:Lin^Yi-chen; m:Chen^Chih-hao; f:Huang^Shu-fen; m:Tsai^Cheng-en"),
    ("japanese", "f:Yui|Takahashi; m:Haruto|Nakamura; f:Sakura|Watanabe; m:Kenji|Yamaguchi; f:Momoko|Inoue; m:Shōta|Kobayashi"),
    ("korean", "f:Park^Ji-woo; m:Kim^Min-jun; f:Choi^Seo-yeon; m:Lee^Dong-hyun; f:Jung^Ha-eun; m:Oh^Sung-min"),
    # ---- Africa ----
    ("yoruba", "f:Oluwaseun|Adeyemi-Bakare; m:Babatunde|Ogunleye; f:Titilayo|Adebayo; m:Adewale|Oyelaran; f:Folasade|Akinwande"),
    ("igbo", "m:Chukwuemeka|Okonkwo; f:Ngozi|Eze; m:Obinna|Nwachukwu; f:Chiamaka|Obi; m:Ikenna|Okafor"),
    ("hausa", "m:Abubakar|Danjuma; f:Hauwa|Bello; m:Musa|Yar'Adua; f:Zainab|Shehu Gusau; m:Sani|Abacha-Idris"),
    ("nigerian_english", "f:Precious|Okorie; f:Blessing|Adekunle; m:Godswill|Akpabio; f:Favour|Nnamdi; m:Goodluck|Ebele"),
    ("akan", "m:Kwame|Asante; f:Akosua|Boateng; m:Kofi|Mensah; f:Abena|Owusu-Ansah; m:Yaw|Agyemang"),
    ("ewe", "f:Esinam|Agbeko; m:Senyo|Dzakpasu; f:Elikem|Kpodo; m:Kodzo|Amedzro"),
    ("kikuyu", "m:Kamau|Njoroge; f:Wanjiru|Mwangi; m:Mugo|Kariuki; f:Nyambura|Githinji; m:Waweru|Kinyanjui"),
    ("luo", "f:Akinyi|Odhiambo; m:Otieno|Ochieng; f:Atieno|Owino; m:Onyango|Omondi"),
    ("swahili_tz", "m:Juma|Mwinyi; f:Rehema|Salim; m:Baraka|Mfinanga; f:Neema|Kisanga; m:Hamisi|Shaban"),
    ("ganda", "f:Nakato|Ssemwogerere; m:Mukasa|Kiggundu; f:Nabirye|Namuli; m:Ssekandi|Lubega"),
    ("rwandan", "m:Jean-Claude|Habimana; f:Uwase|Mukamana; m:Eric|Niyonzima; f:Ange|Uwimana"),
    ("amharic", "m:Abebe|Gebremariam; f:Tigist|Haile; m:Dawit|Tesfaye; f:Meron|Gebre-Egziabher; m:Yohannes|Alemu"),
    ("tigrinya", "f:Selam|Tesfamariam; m:Haile|Woldemichael; f:Saba|Mengistu; m:Filmon|Ghebreyesus"),
    ("somali", "m:Abdirahman|Mohamed Farah; f:Hodan|Warsame; m:Abdiweli|Hirsi; f:Faadumo|Cali Jaamac; m:Liban|Egal"),
    ("sudanese", "m:Osman|Abdelrahim; f:Alaa|Salah; m:Tarig|El-Mahdi; f:Hiba|Osman Ali"),
    ("zulu", "m:Sipho|Dlamini; f:Nomvula|Mkhize; m:Themba|Ngcobo; f:Thandeka|Zungu; m:Bongani|Khumalo"),
    ("xhosa", "f:Nomsa|Mthembu; m:Luthando|Mxenge; f:Nokuthula|Qwabe; m:Xolani|Gqirana"),
    ("sotho_tswana", "m:Tumelo|Mokoena; f:Palesa|Moloi; m:Kagiso|Masilo; f:Dineo|Modise"),
    ("shona", "f:Tendai|Moyo; m:Tatenda|Chikwanha; f:Rutendo|Mutasa; m:Farai|Madziva; f:Chipo|Ncube"),
    ("zambian_bemba", "m:Mwansa|Chilufya; f:Chileshe|Mulenga; m:Bwalya|Kapwepwe; f:Mutale|Chanda"),
    ("congolese", "m:Fiston|Mayele; f:Gloire|Mbuyi Tshisekedi; m:Patrice|Lumumba-Kabila; f:Bijou|Nsimba"),
    ("cameroonian", "f:Ngono|Mballa; m:Samuel|Eto'o; f:Marceline|Nkoulou; m:Achille|Mbembe"),
    ("wolof", "m:Mamadou|Diop; f:Aïssatou|Ndiaye; m:Cheikh|Mbacké; f:Khady|Sow; m:Ousmane|Sembène"),
    ("bambara", "f:Fatoumata|Diarra; m:Seydou|Keïta; f:Kadiatou|Traoré; m:Bakary|Coulibaly"),
    ("malagasy", "m:Rakotomalala^Hery; f:Andrianarisoa^Voahangy; m:Razafindrakoto^Tiana; f:Ravelonarivo^Lalao"),
    ("ivorian", "f:Adjoa|Kouassi; m:Yao|Konan; f:Affoué|N'Guessan; m:Didier|Zokora"),
    # ---- Pacific ----
    ("maori", "f:Aroha|Te Whata; m:Wiremu|Tūwhare-Parata; f:Mereana|Ngata; m:Tama|Pōmare; f:Hinewai|Rangihuna"),
    ("samoan", "m:Tavita|Fa'amausili; f:Losa|Tuilagi; m:Sione|Leiataua; f:Malia|Tuiasosopo"),
    ("tongan", "m:Viliami|Fifita; f:Mele|Tupou; m:Sione|Taufa'ahau; f:'Ana|Kauhalalalo"),
    ("fijian", "m:Epeli|Nailatikau; f:Litia|Qionibaravi; m:Josefa|Vosanibola; f:Salote|Tabuya"),
    ("hawaiian", "f:Keala|Kahananui; m:Kaimana|Akana; f:Leilani|Kamakau; m:Makoa|Keawe"),
    ("papua_new_guinean", "m:Bernard|Narokobi; f:Carol|Kidu; m:Kila|Wari; m:Mekere|Morauta; f:Dulciana|Somare"),
    # ---- Indigenous Americas ----
    ("dine_navajo", "m:Nakai|Begay; f:Shándíín|Tsosie; m:Hastiin|Yazzie; f:Dezbah|Benally; m:Ahiga|Nez"),
    ("lakota", "f:Winona|Two Bulls; m:Chaske|Red Cloud; f:Tašína|Iron Shell; m:Wanbli|Black Elk"),
    ("cherokee", "m:Sequoyah|Walkingstick; f:Ayita|Swimmer; f:Ahyoka|Ross; m:Degataga|Sixkiller"),
    ("inuit", "f:Siqiniq|Kuptana; m:Aqpik|Nungak; f:Nivi|Angutiqjuaq; m:Tagak|Curley"),
    ("quechua", "f:Sumaq|Huamán Quispe; m:Wayra|Mamani; f:Killa|Condori Ccahua; m:Inti|Quispe Tito"),
    ("aymara", "m:Evaristo|Choque Mamani; f:Sisa|Apaza; m:Wilasaca|Ticona; f:Jacinta|Huanca"),
    ("maya_kiche", "f:Ixchel|Tzul; m:Balam|Chuc Pop; f:Rigoberta|Tum Xicará; m:Kemel|Canek"),
    ("mapuche", "m:Lautaro|Huenchumilla; f:Ayelén|Painemal; m:Elicura|Catrileo; f:Millaray|Nahuelpán"),
    ("guarani", "f:Yasy|Arasunu; m:Arandu|Benítez Mbyá; f:Yeruti|Aquino; m:Tupã|Villalba"),
    ("nahua", "m:Xochipilli|Tlacuilo; f:Citlali|Tezozómoc; m:Cuauhtémoc|Blanco Nava; f:Xóchitl|Gálvez Ruiz"),
    # ---- Latin America / Caribbean ----
    ("mexican", "f:Guadalupe|Hernández Villarreal; m:José Luis|Treviño; f:Ximena|Zepeda; m:Jesús|Olvera Garza; f:Dulce María|Ríos"),
    ("argentinian", "m:Facundo|Agüero; f:Florencia|Bianchi Etcheverry; m:Gastón|Pellegrini; f:Milagros|Sosa; m:Santino|Lo Celso"),
    ("colombian", "f:Valentina|Restrepo Uribe; m:Juan Camilo|Arango; f:Luz Dary|Cifuentes; m:Jhon Jairo|Mosquera"),
    ("cuban", "m:Yoandy|Céspedes; f:Yaneisy|Castellanos; m:Osmany|Ferrer Pupo; f:Dayamí|Cabrera"),
    ("haitian", "f:Fabiola|Jean-Baptiste; m:Wesner|Désir; f:Mirlande|Pierre-Louis; m:Jean-Robert|Célestin"),
    ("chilean", "m:Matías|Valdivieso; f:Javiera|Undurraga Errázuriz; m:Benjamín|Larraín; f:Constanza|Ossandón"),
]


def parse_origin(spec):
    people = []
    for raw in spec.split(";"):
        raw = raw.strip()
        if not raw:
            continue
        g, body = raw.split(":", 1)
        short = None
        if "#" in body:
            body, short = body.split("#", 1)
        if "^" in body:
            fam, giv = body.split("^", 1)
            order = "fg"
        elif "|" in body:
            giv, fam = body.split("|", 1)
            order = "gf"
        else:
            giv, fam, order = body, "", "mono"
        people.append({"g": g, "given": giv, "family": fam, "order": order, "short": short})
    return people


PEOPLE = {k: parse_origin(v) for k, v in ORIGINS}
