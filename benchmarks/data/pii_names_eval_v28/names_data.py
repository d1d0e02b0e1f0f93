# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v28 (written from general knowledge).

Each origin line: key | continent | options | female given names | male given names | family names
- family names written "Male/Female" have gendered forms (Kowalski/Kowalska, bin/bint).
- options: fg = family name first; fg30 = family first 30 % of the time;
  sur2 = second surname 45 % of the time; viet = Vietnamese middle name Thi/Van;
  titlegiven = people are addressed with title + given name (Malay, Icelandic, Thai).
"""

_RAW = """
anglo | Europe | - | Olivia, Harriet, Bethany, Poppy, Imogen, Hope | Oliver, Callum, Alfie, Jack, Hunter, Miles | Whitfield, Brooks, Baker, Fletcher, Marsh, Hill, Thornton, Rose
irish | Europe | - | Siobhán, Aoife, Niamh, Caoimhe, Róisín | Oisín, Cian, Ciarán, Pádraig, Eoin | O'Sullivan, McCarthy, Byrne, Ó Murchú, Kavanagh, Fitzgerald, Walsh
scottish | Europe | - | Eilidh, Morag, Isla, Kirsty, Ailsa | Hamish, Angus, Ruaridh, Fraser, Euan | MacLeod, Urquhart, Buchanan, Sinclair, McAllister, Campbell
welsh | Europe | - | Cerys, Angharad, Ffion, Seren, Gwenllian | Dafydd, Iestyn, Gethin, Rhodri, Emyr | Llewellyn, Pritchard, Vaughan, Bevan, Prosser, ap Gwilym
german | Europe | - | Anneliese, Jutta, Wiebke, Sabine, Frauke | Jürgen, Wolfgang, Heinz-Dieter, Dietmar, Matthias | Schröder, von Bülow, Weißmüller, Groß, Fuchs, Brandt, Koch, Schmitt
alpine | Europe | - | Vreni, Ursula, Regula, Heidi, Seraina | Urs, Beat, Reto, Sepp, Florian | Hofstetter, Gruber, Huber, Zürcher, Aebischer, Egger
french | Europe | - | Marie-Claire, Ségolène, Océane, Maëlle, Clémence | Jean-Baptiste, Loïc, Thibault, Gaëtan, Benoît | de la Fontaine, Le Gall, Dubois, Lefèvre, Moreau, Chevalier, Boulanger
flemish | Europe | - | Lieselot, Griet, Ine, Sofie, Fien | Wouter, Pieter-Jan, Jens, Bram, Seppe | Vandenbroucke, De Smet, Van Damme, Peeters, Claes, Verhaegen
dutch | Europe | - | Maartje, Sanne, Femke, Noor, Anouk | Joost, Daan, Sjoerd, Thijs, Ruud | van der Berg, van 't Hof, ter Horst, de Vries, Bakker, Visser, van Dijk
spanish | Europe | sur2 | Ainhoa, Inmaculada, Rocío, Nuria, Begoña | Íñigo, Jordi, Álvaro, Santiago, Jesús | García, Ortega, Sánchez, de la Torre, Iglesias, Martín, Cruz, Vidal
basque | Europe | sur2 | Itziar, Nerea, Amaia, Miren, Garazi | Iker, Unai, Gorka, Aitor, Xabier | Etxeberria, Goikoetxea, Urrutia, Agirre, Zubizarreta, Arrieta
portuguese | Europe | sur2 | Inês, Leonor, Conceição, Beatriz, Madalena | João, Duarte, Gonçalo, Tiago, Rui | dos Santos, Ferreira, Gonçalves, Sousa, Magalhães, da Silva, Pereira
italian | Europe | - | Chiara, Giulia, Donatella, Benedetta, Gianna | Giancarlo, Salvatore, Matteo, Pierluigi, Carmine | De Luca, Di Stefano, Esposito, Russo, Lo Bianco, Ferrari, Bellini
greek | Europe | - | Eleni, Vasiliki, Despina, Katerina, Sofia | Giorgos, Dimitrios, Stavros, Nikos, Panagiotis | Papadopoulos/Papadopoulou, Georgiou, Karagiannis/Karagianni, Oikonomou, Vlachos/Vlachou, Antoniou
polish | Europe | - | Agnieszka, Małgorzata, Grażyna, Zofia, Wiktoria | Krzysztof, Grzegorz, Wojciech, Przemysław, Łukasz | Kowalski/Kowalska, Wiśniewski/Wiśniewska, Nowak, Szczepański/Szczepańska, Wójcik, Zieliński/Zielińska
czech | Europe | - | Kateřina, Zuzana, Lenka, Jana, Markéta | Jiří, Tomáš, Ondřej, Vojtěch, Radek | Novák/Nováková, Dvořák/Dvořáková, Svoboda/Svobodová, Procházka/Procházková, Horák/Horáková
hungarian | Europe | fg30 | Zsófia, Erzsébet, Réka, Boglárka, Ildikó | Gábor, Zoltán, Levente, Csaba, Bence | Nagy, Kovács, Tóth, Szabó, Horváth, Fekete
romanian | Europe | - | Ioana, Mihaela, Andreea, Florentina, Raluca | Mihai, Bogdan, Răzvan, Ionuț, Dragoș | Popescu, Ionescu, Dumitrescu, Constantinescu, Munteanu, Stan
russian | Europe | - | Anastasia, Yekaterina, Svetlana, Lyudmila, Vera | Dmitri, Vsevolod, Sergei, Yaroslav, Aleksandr | Petrov/Petrova, Kuznetsov/Kuznetsova, Smirnov/Smirnova, Volkov/Volkova, Sokolov/Sokolova
ukrainian | Europe | - | Oksana, Olena, Iryna, Halyna, Solomiia | Taras, Bohdan, Mykola, Andriy, Oleksandr | Shevchenko, Kovalenko, Bondarenko, Tkachuk, Melnyk, Hrytsenko
bcs | Europe | - | Jelena, Milica, Snežana, Ivana, Dragana | Nikola, Dragan, Zoran, Goran, Stjepan | Jovanović, Petrović, Kovačević, Horvat, Babić, Marković
bulgarian | Europe | - | Desislava, Radostina, Tsvetelina, Yordanka, Mariela | Hristo, Stoyan, Todor, Kaloyan, Boyko | Dimitrov/Dimitrova, Georgiev/Georgieva, Ivanov/Ivanova, Stoyanov/Stoyanova, Todorov/Todorova
albanian | Europe | - | Arjeta, Blerta, Drita, Mimoza, Elira | Arben, Besnik, Dritan, Gëzim, Ilir | Hoxha, Krasniqi, Berisha, Gashi, Shehu, Dervishi
baltic | Europe | - | Rūta, Ieva, Dace, Ilze, Agnė | Mindaugas, Jānis, Aivars, Tomas, Kęstutis | Kazlauskas/Kazlauskienė, Bērziņš/Bērziņa, Petrauskas/Petrauskaitė, Ozols/Ozola, Jankauskas/Jankauskienė
finnish | Europe | - | Aino, Satu, Tuulikki, Hannele, Päivi | Jukka, Juhani, Eero, Tapio, Ville | Virtanen, Mäkinen, Korhonen, Häkkinen, Järvinen, Nieminen
scandinavian | Europe | - | Ingrid, Solveig, Åsa, Sigrid, Freja | Bjørn, Magnus, Anders, Søren, Håkon | Lindqvist, Bergström, Johansen, Haugen, Sørensen, Dahl
icelandic | Europe | titlegiven | Guðrún, Sigríður, Hrafnhildur, Bryndís, Katla | Sigurður, Þórir, Gunnar, Einar, Ólafur | Jónsson/Jónsdóttir, Stefánsson/Stefánsdóttir, Magnússon/Magnúsdóttir, Guðmundsson/Guðmundsdóttir, Sigurðsson/Sigurðardóttir
turkish | Asia | - | Ayşe, Gülşen, Elif, Şule, İpek | Mehmet, Oğuz, Emre, İsmail, Barış | Yılmaz, Öztürk, Çelik, Şahin, Kılıç, Aydın, Doğan
gulf_arabic | Asia | - | Noura, Hessa, Maha, Latifa, Reem | Abdulrahman, Faisal, Turki, Saud, Khalid | bin Talal Al-Otaibi/bint Talal Al-Otaibi, Al-Harbi, Al-Qahtani, Al-Mansouri, Al-Shehhi, bin Nasser Al-Dosari/bint Nasser Al-Dosari
levantine | Asia | - | Rania, Lina, Dima, Joumana, Nour | Karim, Ziad, Tarek, Rami, Elias | Haddad, Khoury, Nasrallah, Abou Jaoude, Saadeh, Mansour
egyptian | Africa | - | Shaimaa, Yasmin, Heba, Doaa, Marwa | Mahmoud, Amr, Mostafa, Sherif, Hesham | Abdel-Fattah, El-Sayed, Hassan, Soliman, Abdel-Rahman, Farouk
maghrebi | Africa | - | Fatima-Zahra, Khadija, Imane, Samira, Naïma | Youssef, Mehdi, Rachid, Hamza, Abdelkader | Benali, El Amrani, Bouzid, Belkacem, Ait Taleb, Cherkaoui
persian | Asia | - | Parisa, Shirin, Golnaz, Mahsa, Fereshteh | Dariush, Kourosh, Behnam, Arash, Mehrdad | Najafi, Hosseini, Rezaei, Tehrani, Ghorbani, Mohammadzadeh
kurdish | Asia | - | Rojda, Berfin, Hêvî, Zozan, Nesrin | Azad, Rêbaz, Serhat, Dilshad, Kawa | Zebari, Hawrami, Bakir, Dosky, Jaf, Xoshnaw
hebrew | Asia | - | Noa, Tamar, Yael, Shira, Ayelet | Yossi, Eitan, Avraham, Itai, Oren | Ben-David, Friedman, Katz, Mizrahi, Levi, Peretz
armenian | Asia | - | Anahit, Lusine, Tatevik, Nare, Siranush | Hovhannes, Aram, Gor, Tigran, Vardan | Hovhannisyan, Petrosyan, Grigoryan, Sargsyan, Ter-Petrosyan, Avetisyan
georgian | Asia | - | Nino, Ketevan, Maia, Eka, Tamta | Giorgi, Levan, Davit, Irakli, Zurab | Beridze, Kapanadze, Gelashvili, Tsiklauri, Lomidze, Chkheidze
central_asian | Asia | - | Aigerim, Gulnara, Dilnoza, Madina, Zarina | Nursultan, Timur, Bakhodir, Yerlan, Rustam | Abdullayev/Abdullayeva, Karimov/Karimova, Sultanbekov/Sultanbekova, Yusupov/Yusupova, Zhakenov/Zhakenova
hindi | Asia | - | Priyanka, Sunita, Ananya, Kavita, Neha | Rajesh, Vikram, Arjun, Siddharth, Amitabh | Sharma, Agarwal, Srivastava, Mehta, Chaturvedi, Gupta
tamil | Asia | - | Kalaivani, Meenakshi, Tamilselvi, Lakshmi, Revathi | Senthil, Murugan, Karthikeyan, Vignesh, Arumugam | Subramanian, Raman, Krishnamurthy, Natarajan, Pillai, Venkatesan
bengali | Asia | - | Mou, Rituparna, Sharmila, Tanushree, Farzana | Sourav, Debashish, Arnab, Anirban, Rafiqul | Chatterjee, Bhattacharya, Mukherjee, Das, Sengupta, Rahman
punjabi | Asia | - | Harpreet, Simran, Manjit, Jaspreet, Navneet | Gurpreet, Harjit, Amrinder, Jaswinder, Balwinder | Singh Sandhu/Kaur Sandhu, Gill, Dhillon, Grewal, Sidhu, Brar
pakistani | Asia | - | Ayesha, Saima, Rabia, Nida, Mehwish | Imran, Usman, Faraz, Waqas, Bilal | Qureshi, Chaudhry, Malik, Butt, Siddiqui, Awan
nepali | Asia | - | Sabina, Pramila, Anjali, Sarita, Bimala | Prakash, Bikash, Suman, Dipendra, Rajendra | Shrestha, Gurung, Thapa, Tamang, Adhikari, Magar
sinhala | Asia | - | Dilani, Nirmala, Chathurika, Sanduni, Ishara | Kasun, Chaminda, Nuwan, Lasith, Tharindu | Perera, Fernando, Jayasuriya, Wickramasinghe, Bandara, Dissanayake
chinese | Asia | fg | Xiuying, Meiling, Jing, Xinyi, Yun | Zhiwei, Haoran, Jun, Wei, Xiaoming | Wang, Li, Zhang, Xu, Wu, Ma, Ouyang
cantonese | Asia | - | Ka-yan, Wing-sze, Mei-ling, Hoi-ying, Suet-lam | Ka-ho, Chi-keung, Wai-ming, Tsz-hin, Kwok-wing | Chan, Wong, Cheung, Lau, Leung, Ng, Yip
japanese | Asia | fg30 | Haruka, Yuki, Sakura, Megumi, Aoi | Takumi, Hiroshi, Kenta, Ryota, Daisuke | Tanaka, Watanabe, Suzuki, Matsumoto, Kobayashi, Ishikawa
korean | Asia | fg | Ji-woo, Seo-yeon, Min-ji, Ha-eun, Soo-ah | Min-jun, Do-hyun, Jae-won, Seung-ho, Ji-hoon | Kim, Park, Lee, Choi, Jung, Oh, Han
vietnamese | Asia | fg viet | Lan, Hạnh, Thảo, Ngọc Anh, Hương | Minh, Bảo, Tuấn, Quang Huy, Đức | Nguyễn, Trần, Lê, Phạm, Hoàng, Võ, Đặng
thai | Asia | titlegiven | Siriporn, Kanokwan, Naruemon, Pimchanok, Ratchanee | Somchai, Anurak, Thanawat, Kittisak, Prasert | Srisuk, Chaiyaporn, Wongsawat, Rattanakorn, Suksawat, Thongchai
khmer | Asia | fg | Sophea, Chanthou, Sreymom, Bopha, Channary | Dara, Vuthy, Sokha, Rithy, Piseth | Sok, Chea, Heng, Chhim, Meas, Ly
filipino | Asia | - | Maricel, Jocelyn, Ligaya, Rosalinda, Marilou | Rodrigo, Ferdinand, Dante, Rommel, Jomar | dela Cruz, Santos, Bautista, Macapagal, Villanueva, Dimaculangan, Reyes
indonesian | Asia | - | Dewi, Sri Wahyuni, Putri, Ratna, Indah | Budi, Agus, Joko, Bambang, Wahyu | Santoso, Wijaya, Hartono, Setiawan, Sitompul, Nasution
malay | Asia | titlegiven | Nurul Aisyah, Siti Hajar, Farah, Aminah, Zulaikha | Muhammad Hafiz, Azman, Ahmad Zaki, Firdaus, Khairul | bin Ismail/binti Ismail, bin Osman/binti Osman, bin Abdullah/binti Abdullah, bin Yusof/binti Yusof
mongolian | Asia | - | Oyunchimeg, Sarangerel, Enkhjargal, Bolormaa, Khulan | Bat-Erdene, Ganbold, Temuulen, Enkhbayar, Batbayar | Dorj, Gantulga, Tsend, Baatar, Erdenebat, Purevdorj
yoruba | Africa | - | Folasade, Olamide, Titilayo, Morenike, Yetunde | Babatunde, Oluwaseyi, Adewale, Kayode, Femi | Adeyemi, Ogunleye, Oyelaran-Davies, Akinola, Balogun, Adebayo-Smith
igbo | Africa | - | Chiamaka, Ngozi, Adaeze, Chinwe, Ifeoma | Chukwuemeka, Obinna, Ikenna, Nnamdi, Chidi | Okonkwo, Nwosu, Eze, Obi, Okafor, Anyanwu
hausa | Africa | - | Aisha, Zainab, Hauwa, Halima, Hadiza | Abubakar, Musa, Sani, Garba, Umaru | Bello, Danjuma, Abdullahi, Yusuf, Ibrahim, Lawal
akan | Africa | - | Akosua, Abena, Efua, Adwoa, Ama | Kwame, Kofi, Yaw, Kwabena, Kwaku | Mensah, Boateng, Asante, Owusu, Agyeman-Duah, Osei
kenyan | Africa | - | Wanjiru, Achieng, Nyokabi, Wambui, Akinyi | Kamau, Otieno, Kipchoge, Mwangi, Odhiambo | Njoroge, Ochieng, Kiprotich, Mutua, Wafula, Chebet
ethiopian | Africa | - | Saba, Tigist, Meron, Hiwot, Selamawit | Dawit, Yohannes, Tesfaye, Abebe, Henok | Mengistu, Gebre-Egziabher, Tadesse, Haile, Bekele, Wolde-Giorgis
somali | Africa | - | Hodan, Ifrah, Fadumo, Sahra, Ubah | Abdirahman, Liban, Abdiweli, Guled, Mohamed | Warsame, Farah, Abdi, Jama, Hirsi, Nur
swahili | Africa | - | Neema, Rehema, Zawadi, Upendo, Mwanaisha | Baraka, Juma, Jabari, Hamisi, Faraji | Mwakyusa, Kombo, Mfinanga, Massawe, Lyimo, Mushi
nguni | Africa | - | Nomvula, Thandeka, Lindiwe, Zanele, Nokuthula | Sipho, Thabo, Bongani, Mandla, Lwazi | Dlamini, Nkosi, Mthembu, Ndlovu, Zulu, Khumalo
shona | Africa | - | Rumbidzai, Chipo, Nyasha, Tatenda, Rutendo | Tinashe, Farai, Tafadzwa, Kudakwashe, Takudzwa | Moyo, Chikwanha, Mutasa, Sibanda, Mapfumo, Marufu
congolese | Africa | - | Grâce, Divine, Exaucée, Merveille, Bénédicte | Dieudonné, Fiston, Glody, Héritier, Trésor | Mukendi, Kabongo, Ilunga, Tshibangu, Kalonji, Mbuyi
wolof | Africa | - | Aminata, Fatou, Ndèye, Awa, Mariama | Mamadou, Ousmane, Cheikh, Ibrahima, Moussa | Diop, Ndiaye, Sow, Fall, Mbaye, Sarr
ugandan | Africa | - | Nakato, Namubiru, Kemigisha, Atim, Akello | Okello, Mugisha, Tumusiime, Ssekandi, Kato | Ssemakula, Byaruhanga, Nsubuga, Kiggundu, Lubega, Mugerwa
malagasy | Africa | - | Haingo, Voahangy, Fanja, Lalao, Miora | Andry, Hery, Tojo, Mamy, Fanilo | Rakotomalala, Randriamanantena, Rasoanaivo, Andrianarivo, Razafindrakoto
mexican | Americas | sur2 | Guadalupe, Xóchitl, María José, Ximena, Itzel | José Luis, Cuauhtémoc, Emiliano, Rigoberto, Jesús | Hernández, López, de la Garza, Martínez, Cervantes, Villaseñor, Ramírez
colombian | Americas | sur2 | Yuliana, Daniela, Marisol, Luz Marina, Yesenia | Jhon Jairo, Wilmer, Andrés Felipe, Yeison, Édgar | Restrepo, Gutiérrez, Ospina, Montoya, Cárdenas, Zuluaga
southern_cone | Americas | sur2 | Florencia, Agustina, Milagros, Constanza, Belén | Facundo, Joaquín, Matías, Gonzalo, Benjamín | Fernández, Gómez, Echeverría, Lagos, Bianchi, Sepúlveda
brazilian | Americas | sur2 | Ana Luiza, Thaís, Luana, Francisca, Jéssica | Luiz Fernando, Thiago, Wellington, Anderson, Caio | Oliveira, Carvalho, Nascimento, de Souza, Albuquerque, Araújo, dos Santos
andean | Americas | sur2 | Killa, Sisa, Nina, Wayra, Yupanqui | Amaru, Inti, Túpac, Rumi, Wilka | Quispe, Mamani, Condori, Huamán, Choque, Ticona
caribbean | Americas | - | Shanice, Kerry-Ann, Tameka, Dionne, Sherika | Delroy, Leroy, Winston, Rohan, Dwayne | McKenzie, Ramkissoon, Bailey, Francis, Chin, Ramdass
haitian | Americas | - | Nadège, Fabiola, Guerline, Marjorie, Rose-Marie | Wisly, Jean-Robert, Frantz, Wilner, Guerby | Pierre-Louis, Jean-Baptiste, Dorvil, Saint-Fleur, Toussaint, Joseph
african_american | Americas | - | Latoya, Keisha, Destiny, Imani, Ebony | DeShawn, Tyrone, Malik, Jamal, Marquis | Washington, Jefferson, Freeman, Banks, Booker, Holloway
native_american | Americas | - | Winona, Shandiin, Nizhoni, Ahyoka, Dyani | Chayton, Dakota, Ahiga, Tahoma, Hania | Begay, Yazzie, Tsosie, Benally, Cardinal, Manygoats
maori | Oceania | - | Aroha, Mere, Anahera, Huia, Ngaio | Wiremu, Tama, Rāwiri, Hēmi, Nikau | Te Rangi, Ngata, Parata, Tipene, Te Whata, Pomare
pacific | Oceania | - | Losana, Mele, Salote, Fetu, Lagi | Sione, Tevita, Sefo, Viliami, Josefa | Tuilagi, Fifita, Vainikolo, Sopoaga, Fonoti, Naivalu, Leota
australian | Oceania | - | Kylie, Sheree, Tegan, Bronwyn, Jacinta | Lachlan, Brodie, Darcy, Cooper, Mitchell | Henderson, O'Keefe, McGuire, Pearce, Mundine, Yunupingu
"""


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


ORIGINS = []
for _line in _RAW.strip().splitlines():
    _key, _cont, _opts, _f, _m, _l = [p.strip() for p in _line.split("|")]
    ORIGINS.append({
        "key": _key,
        "continent": _cont,
        "opts": set() if _opts == "-" else set(_opts.split()),
        "female": _split(_f),
        "male": _split(_m),
        "family": _split(_l),
    })

ORIGIN_KEYS = [o["key"] for o in ORIGINS]
