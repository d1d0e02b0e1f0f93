# -*- coding: utf-8 -*-
"""Hand-written name lists for the v2 PERSON-name evaluation corpus.

Written from scratch for this corpus (not copied from any package or data set).

Each origin has:
  label   human-readable origin
  region  coarse world region (for reporting)
  kind    how a full name is assembled:
            "gf"        given + family                     (Anna Berg)
            "fg"        family + given                     (Zhou Yuting)
            "fg_mid"    family + middle + given            (Nguyen Thi Mai)
            "bin"       given + bin/binti + father         (Nurul binti Hashim)
            "father"    given + father's given name        (Hiwot Tesfaye)
            "father2"   given + father + grandfather       (Hodan Abdi Warsame)
            "tamil"     given + father's name; initial form "K. Meenakshi"
            "mono"      one personal name, no family name  (Aung Kyaw Moe, Sutrisno)
  f, m    female / male given names (comma separated)
  fam     family names; "A/B" gives male/female forms (Nowak has one form)
  opts    optional tweaks: second surname probability, middle names, share of
          family-first order, mononyms mixed in, etc.
"""


def _l(s):
    return [x.strip() for x in s.split(",") if x.strip()]


ORIGINS = {}


def O(key, label, region, kind, f, m, fam, **opts):
    ORIGINS[key] = dict(label=label, region=region, kind=kind,
                        f=_l(f), m=_l(m), fam=_l(fam), opts=opts)


# ---------------------------------------------------------------- Africa
O("yoruba", "Nigerian (Yoruba)", "Africa", "gf",
  "Adunni, Morenike, Titilayo, Ibukunoluwa, Yewande, Oluwakemi, Abosede, Folasade, Precious",
  "Olumide, Adewale, Oluwafemi, Kayode, Ayodeji, Olusegun, Babajide, Tokunbo, Sunday",
  "Adeyemi, Ogunleye, Akinwale, Oyelaran, Balogun, Adebayo-Cole, Odunsi, Olatunji, Ajayi, Oyinlola-Bakare")
O("igbo", "Nigerian (Igbo)", "Africa", "gf",
  "Chiamaka, Ngozi, Adaeze, Ifeoma, Chinwe, Nneka, Uchechi, Obiageli, Blessing",
  "Chukwuemeka, Ikenna, Obinna, Chidozie, Nnamdi, Somtochukwu, Ejike, Uchenna, Kelechi",
  "Okonkwo, Eze, Nwachukwu, Obi, Okafor-Ude, Anyanwu, Nwankwo, Ibekwe, Onyekachi, Ezeilo")
O("hausa", "Nigerian/Nigerien (Hausa)", "Africa", "gf",
  "Hauwa, Zainab, Aisha, Fatima, Hadiza, Rukayya, Maryam, Halima",
  "Abubakar, Musa, Sani, Aminu, Bashir, Ibrahim, Yakubu, Lawal",
  "Danjuma, Bello, Garba, Mohammed, Shehu, Yar'Adua, Dantata, Abdullahi, Kabir")
O("akan", "Ghanaian (Akan)", "Africa", "gf",
  "Akosua, Adwoa, Abena, Akua, Yaa, Afua, Ama, Efua",
  "Kwame, Kofi, Kwabena, Kwaku, Yaw, Kwesi, Kojo, Fiifi",
  "Mensah, Owusu, Asante, Boateng, Osei-Bonsu, Appiah, Agyeman, Ofori-Atta, Darko, Acheampong")
O("nguni", "South African (Zulu/Xhosa)", "Africa", "gf",
  "Nomvula, Thandiwe, Lindiwe, Zanele, Nokuthula, Ayanda, Nandi, Sibongile",
  "Sipho, Thabo, Bongani, Mandla, Lwazi, Siyabonga, Themba, Xolani",
  "Dlamini, Ndlovu, Mthembu, Khumalo, Zungu, Ngcobo, Mahlangu, Mkhize, Nxumalo, Gumede")
O("kenyan", "Kenyan (Kikuyu/Luo/Kalenjin)", "Africa", "gf",
  "Wanjiru, Njeri, Achieng, Atieno, Chebet, Wambui, Nyokabi, Jepkosgei",
  "Kamau, Otieno, Kiprono, Mwangi, Odhiambo, Kipchumba, Njoroge, Ouma",
  "Kariuki, Wafula, Omondi, Kiplagat, Mutua, Ngugi, Onyango, Koech, Gitau, Wekesa")
O("ethiopian", "Ethiopian/Eritrean (Amharic, Tigrinya, Oromo)", "Africa", "father",
  "Hiwot, Selamawit, Bethlehem, Mekdes, Tigist, Meron, Hirut, Feven, Chaltu",
  "Dawit, Yonas, Biruk, Henok, Abebe, Getachew, Eyob, Gemechu",
  "Tesfaye, Gebremedhin, Alemu, Haile, Wolde-Mariam, Bekele, Tadesse, Gebreyesus, Kebede, Assefa")
O("somali", "Somali", "Africa", "father2",
  "Hodan, Ifrah, Sagal, Nimco, Ayaan, Hibo, Fardowsa, Idil",
  "Abdirahman, Liban, Mohamud, Abdikarim, Guled, Farhan, Yusuf, Abdullahi",
  "Warsame, Abdi, Farah, Jama, Hirsi, Egal, Nur, Dualeh, Mohamed, Aden")
O("wolof", "Senegalese (Wolof/Serer)", "Africa", "gf",
  "Awa, Khadija, Fatou, Ndeye, Aminata, Coumba, Mariama, Astou",
  "Mamadou, Cheikh, Moussa, Ousmane, Babacar, Abdoulaye, Modou, Ibrahima",
  "Diop, Ndiaye, Sow, Fall, Faye, Gueye, Sarr, Mbaye, Diagne, Ba")
O("maghreb", "Maghrebi (Moroccan/Algerian/Tunisian)", "Africa", "gf",
  "Yasmina, Houda, Nadia, Samira, Khadija, Meriem, Soumaya, Imane",
  "Youssef, Karim, Rachid, Mehdi, Hamza, Nabil, Mourad, Anouar",
  "Benali, El Amrani, Bouazizi, Cherkaoui, Haddad, Belkacem, Ait Taleb, Benjelloun, Ouali, Zerrouki")

# ---------------------------------------------------------------- South Asia
O("hindi", "North Indian (Hindi)", "South Asia", "gf",
  "Ananya, Priyanka, Kavita, Shreya, Neha, Pooja, Ritu, Sunita, Ishita",
  "Rohit, Aditya, Vikram, Rahul, Siddharth, Anil, Manoj, Harsh, Karan",
  "Sharma, Verma, Gupta, Mishra, Chaturvedi, Agarwal, Saxena, Tiwari, Srivastava, Pandey")
O("tamil", "Tamil (India/Sri Lanka)", "South Asia", "tamil",
  "Meenakshi, Kavitha, Revathi, Lakshmi, Tamilselvi, Deepa, Nithya, Saranya",
  "Senthil, Karthikeyan, Murugan, Arumugam, Balaji, Venkatesh, Suresh, Rajkumar",
  "Ramasamy, Subramanian, Krishnan, Palanisamy, Natarajan, Sundaram, Velu, Annamalai")
O("bengali", "Bengali (Bangladesh/West Bengal)", "South Asia", "gf",
  "Tahmina, Nusrat, Farzana, Rupa, Moumita, Sharmin, Debjani, Ishrat",
  "Arnab, Tanvir, Sourav, Rafiq, Debashis, Shafiqul, Anirban, Mahbub",
  "Chowdhury, Banerjee, Chattopadhyay, Hossain, Rahman, Mukherjee, Talukder, Bhattacharya, Sarkar, Mondal")
O("punjabi", "Punjabi (Sikh)", "South Asia", "gf",
  "Harpreet Kaur, Simran, Jasleen, Gurleen, Navdeep, Manpreet, Rajvir, Amandeep",
  "Gurpreet, Harjit, Jaswinder, Manjit, Parminder, Kuldeep, Balwinder, Sukhdev",
  "Singh, Sandhu, Gill, Dhillon, Grewal, Sidhu, Bains, Randhawa, Brar, Cheema")
O("pakistani", "Pakistani (Urdu/Pashto)", "South Asia", "gf",
  "Sana, Mehwish, Ayesha, Rabia, Hira, Saima, Kiran, Mahnoor",
  "Bilal, Usman, Imran, Faisal, Hamza, Zeeshan, Asad, Kamran",
  "Qureshi, Malik, Siddiqui, Butt, Khattak, Abbasi, Yousafzai, Chaudhry, Awan, Durrani")
O("sinhala", "Sri Lankan (Sinhala)", "South Asia", "gf",
  "Nadeesha, Dilini, Chamari, Sanduni, Ishara, Tharushi, Hasini, Nilmini",
  "Chaminda, Kasun, Nuwan, Lahiru, Tharindu, Ruwan, Dinesh, Sampath",
  "Perera, Fernando, Jayasuriya, Wickramasinghe, Gunawardena, Bandara, Rajapaksha, Dissanayake, Senanayake, Weerasinghe")
O("nepali", "Nepali", "South Asia", "gf",
  "Sita, Sabina, Pratikshya, Sunita, Anjali, Bishnu Maya, Srijana, Pemba",
  "Bikash, Suman, Nabin, Prakash, Ramesh, Sujan, Tenzing, Dipendra",
  "Shrestha, Adhikari, Thapa, Gurung, Tamang, Karki, Poudel, Magar, Rai, Bhattarai")

# ---------------------------------------------------------------- East Asia
O("chinese", "Chinese (pinyin and Taiwanese/Hong Kong romanisation)", "East Asia", "fg",
  "Yuting, Xinyi, Meiling, Jiayi, Shu-fen, Hui-min, Wing Yan, Ruoxi, Xiaohong",
  "Zhiwei, Haoran, Jianguo, Wei, Chia-hao, Kai-ming, Chun Kit, Yichen, Bo",
  "Zhou, Huang, Lin, Guo, Xie, Cheng, Tsai, Chan, Luo, He, Deng, Ye")
O("japanese", "Japanese", "East Asia", "gf",
  "Haruka, Yui, Sakura, Aoi, Misaki, Nanami, Ayaka, Kaori, Rin",
  "Haruto, Takumi, Ren, Daisuke, Kenji, Shota, Yuto, Hiroshi, Sho",
  "Takahashi, Watanabe, Yamamoto, Kobayashi, Nakamura, Inoue, Matsumoto, Shimizu, Fujita, Ishikawa, Ono",
  fg_share=0.35)
O("korean", "Korean", "East Asia", "fg",
  "Seo-yeon, Ji-hye, Min-seo, Ha-eun, Soo-jin, Yuna, Da-eun, Eun-ji",
  "Do-hyun, Jae-won, Seung-ho, Ji-hoon, Hyun-woo, Tae-yang, Joon, Sung-min",
  "Kim, Lee, Park, Choi, Jung, Kang, Yoon, Jang, Lim, Han, Shin, Seo")
O("mongolian", "Mongolian", "East Asia", "gf",
  "Oyunchimeg, Bolormaa, Saruul, Enkhjargal, Narantsetseg, Anujin",
  "Batbayar, Temuulen, Enkhbold, Ganzorig, Bat-Erdene, Munkhbat",
  "Dorj, Ganbaatar, Tserendorj, Baatar, Sukhbaatar, Purevdorj, Altankhuyag")

# ---------------------------------------------------------------- Southeast Asia
O("vietnamese", "Vietnamese", "Southeast Asia", "fg_mid",
  "Mai, Thu Trang, Linh, Ngọc Anh, Hương, Phương, Thảo, Huyền",
  "Hùng, Quang, Tuấn, Minh Khôi, Dũng, Thắng, Bảo, Phúc",
  "Nguyễn, Trần, Lê, Phạm, Hoàng, Vũ, Đặng, Bùi, Đỗ, Huỳnh",
  f_mid="Thị, Ngọc, Thanh", m_mid="Văn, Đức, Hữu, Quốc", ascii_share=0.3)
O("thai", "Thai", "Southeast Asia", "gf",
  "Siriporn, Kanokwan, Pimchanok, Naphaporn, Sasithorn, Ratchanee, Wanida",
  "Somchai, Anucha, Kittipong, Thanawat, Prasert, Worawit, Chaiwat",
  "Srisawat, Chaiyaporn, Wongsuwan, Rattanakorn, Boonyarat, Thongchai, Suksawat, Phromphan, Kaewmanee")
O("filipino", "Filipino", "Southeast Asia", "gf",
  "Maria Cristina, Jocelyn, Rowena, Marites, Angelica, Kristine, Rhea, Joy",
  "Rodel, Jerome, Ferdinand, Mark Anthony, Jun, Reynaldo, Arnel, Rommel",
  "dela Cruz, Bautista, Villanueva, de Guzman, Macaraeg, Santiago, Manalo, Dimaculangan, Aquino, Magbanua")
O("indonesian", "Indonesian (incl. single-name Javanese)", "Southeast Asia", "gf",
  "Dewi, Ayu, Siti Nurhaliza, Putri, Wulan, Indah, Rina, Kartika",
  "Budi, Agus, Bambang, Rizky, Hendra, Adi, Eko, Yudhistira",
  "Santoso, Wijaya, Hartono, Kusuma, Setiawan, Pratama, Nugroho, Siregar, Simanjuntak, Halim",
  mono="Sutrisno, Wagiyem, Sumarni, Purnomo, Mulyono, Suparti", mono_share=0.3)
O("malay", "Malaysian (Malay)", "Southeast Asia", "bin",
  "Nurul Izzah, Siti Aminah, Farah, Nur Aisyah, Haslinda, Syazwani, Norhayati",
  "Ahmad Faiz, Muhammad Hafiz, Azlan, Khairul, Shahrul, Amirul, Zulkifli",
  "Hashim, Ismail, Abdullah, Othman, Yusof, Kamaruddin, Rahman, Zainal")
O("burmese", "Burmese (no family name)", "Southeast Asia", "mono",
  "", "",
  "",
  mono="Aung Kyaw Moe, Thin Thin Aye, Hnin Wai Phyo, Zaw Min Tun, Khin Myat Noe, Ye Htut, Su Myat Mon, Kyaw Zin Oo, Nandar Hlaing, Min Thant")

# ---------------------------------------------------------------- Middle East
O("arabic", "Arabic (Levant/Gulf/Egypt)", "Middle East", "gf",
  "Layla, Rania, Dalia, Noor, Huda, Reem, Lubna, Salma, Mariam",
  "Omar, Tariq, Khalid, Ziad, Samir, Faisal, Hassan, Yousef, Majed",
  "Al-Harbi, Haddad, Khoury, El-Sayed, Al-Qahtani, Abu Zaid, Nasrallah, Al-Mansouri, Saleh, Abdel-Fattah",
  nasab_share=0.2)
O("persian", "Persian (Iran/Afghanistan)", "Middle East", "gf",
  "Shirin, Mahsa, Golnar, Roya, Nasrin, Setareh, Parvaneh, Azadeh, Mina",
  "Dariush, Kourosh, Reza, Arash, Babak, Farhad, Mehrdad, Siavash, Behnam",
  "Tehrani, Ghorbani, Rahimi, Mohammadi, Karimi, Hosseinzadeh, Farahani, Sadeghi, Moradi, Jafari-Nejad")
O("turkish", "Turkish", "Middle East", "gf",
  "Elif, Zeynep, Ayşe, Merve, Büşra, Gülşen, Şeyma, İpek, Özge",
  "Mehmet, Emre, Burak, Oğuz, Kerem, Çağlar, İsmail, Serkan, Onur",
  "Yılmaz, Kaya, Demir, Şahin, Öztürk, Aydın, Arslan, Doğan, Çelik, Kılıç")
O("hebrew", "Israeli (Hebrew)", "Middle East", "gf",
  "Noa, Tamar, Shira, Yael, Maayan, Michal, Ayelet, Hadas",
  "Itai, Yonatan, Amit, Eitan, Noam, Gilad, Oren, Yair",
  "Cohen, Levi, Mizrahi, Peretz, Biton, Friedman, Ben-Ami, Avraham, Shapira, Ohana")
O("kurdish", "Kurdish", "Middle East", "gf",
  "Rojin, Berivan, Hêvî, Nazdar, Shilan, Dilan",
  "Azad, Rêber, Karwan, Shvan, Dilshad, Hejar",
  "Hawrami, Zebari, Dosky, Mukriyani, Berwari, Sindi")

# ---------------------------------------------------------------- Eastern Europe
O("russian", "Russian", "Eastern Europe", "gf",
  "Yekaterina, Svetlana, Tatiana, Olga, Darya, Ksenia, Natalia, Lyudmila",
  "Dmitri, Sergei, Alexei, Nikolai, Mikhail, Vladislav, Konstantin, Pavel",
  "Smirnov/Smirnova, Kuznetsov/Kuznetsova, Volkov/Volkova, Sokolov/Sokolova, Lebedev/Lebedeva, Morozov/Morozova, Orlov/Orlova, Zaitsev/Zaitseva, Belov/Belova",
  patronym_share=0.15,
  patronyms="Sergeyevich/Sergeyevna, Mikhailovich/Mikhailovna, Pavlovich/Pavlovna, Nikolayevich/Nikolayevna, Ivanovich/Ivanovna, Andreyevich/Andreyevna, Borisovich/Borisovna")
O("ukrainian", "Ukrainian", "Eastern Europe", "gf",
  "Oksana, Iryna, Halyna, Solomiia, Yulia, Olena, Khrystyna, Mariana",
  "Taras, Bohdan, Andriy, Oleksandr, Yaroslav, Mykola, Ostap, Serhiy",
  "Shevchenko, Kovalenko, Bondarenko, Tkachuk, Kravchuk, Melnyk, Hrytsenko, Boyko, Lysenko, Savchuk")
O("polish", "Polish", "Eastern Europe", "gf",
  "Agnieszka, Małgorzata, Katarzyna, Joanna, Zofia, Beata, Magdalena, Weronika",
  "Krzysztof, Grzegorz, Wojciech, Paweł, Łukasz, Jakub, Bartosz, Mateusz",
  "Wiśniewski/Wiśniewska, Zieliński/Zielińska, Lewandowski/Lewandowska, Nowak, Wójcik, Kamiński/Kamińska, Dąbrowski/Dąbrowska, Szymański/Szymańska, Woźniak, Jabłoński/Jabłońska")
O("czech", "Czech/Slovak", "Eastern Europe", "gf",
  "Tereza, Lucie, Kateřina, Veronika, Zuzana, Jana, Markéta, Barbora",
  "Jiří, Tomáš, Ondřej, Lukáš, Vojtěch, Martin, Radek, Miroslav",
  "Dvořák/Dvořáková, Procházka/Procházková, Černý/Černá, Novotný/Novotná, Svoboda/Svobodová, Kučera/Kučerová, Veselý/Veselá, Horák/Horáková")
O("romanian", "Romanian/Moldovan", "Eastern Europe", "gf",
  "Ioana, Andreea, Mihaela, Roxana, Alina, Bianca, Cristina, Ileana",
  "Andrei, Bogdan, Radu, Mihai, Cătălin, Ionuț, Sorin, Vlad",
  "Popescu, Ionescu, Dumitrescu, Constantinescu, Stănescu, Munteanu, Georgescu, Marinescu, Ungureanu, Țurcanu")
O("hungarian", "Hungarian", "Eastern Europe", "gf",
  "Réka, Eszter, Krisztina, Boglárka, Ildikó, Katalin, Orsolya, Zsuzsanna",
  "Gábor, Zoltán, Levente, Balázs, Attila, Csaba, Bence, Tamás",
  "Kovács, Szabó, Tóth, Horváth, Varga, Molnár, Farkas, Balogh, Papp, Lakatos",
  fg_share=0.4)
O("balkan", "Serbian/Croatian/Bosnian/Slovene", "Eastern Europe", "gf",
  "Jelena, Milica, Ivana, Dragana, Snežana, Amra, Maja, Vesna",
  "Nikola, Stefan, Marko, Dragan, Goran, Emir, Luka, Aleksandar",
  "Jovanović, Petrović, Marković, Horvat, Kovačević, Babić, Hodžić, Knežević, Novak, Đorđević")
O("baltic", "Lithuanian/Latvian", "Eastern Europe", "gf",
  "Rūta, Eglė, Ieva, Gintarė, Laima, Dace, Inese",
  "Mindaugas, Tomas, Darius, Gintaras, Jānis, Mārtiņš, Andris",
  "Kazlauskas/Kazlauskienė, Petrauskas/Petrauskaitė, Jankauskas/Jankauskienė, Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozoliņš/Ozoliņa")

# ---------------------------------------------------------------- Southern / Western Europe
O("greek", "Greek/Cypriot", "Western Europe", "gf",
  "Eleni, Katerina, Despina, Vasiliki, Chrysa, Sofia, Theodora, Evangelia",
  "Giorgos, Konstantinos, Dimitris, Stavros, Panagiotis, Christos, Nikos, Spyros",
  "Papadakis, Georgiou, Antoniou, Karagiannis/Karagianni, Oikonomou, Vlachos/Vlachou, Alexandropoulos/Alexandropoulou, Theodorou, Makris/Makri, Christodoulou")
O("german", "German/Austrian/Swiss", "Western Europe", "gf",
  "Annegret, Friederike, Lena, Hannelore, Jule, Svenja, Ursula, Johanna, Gesine",
  "Jürgen, Matthias, Jens, Florian, Tobias, Hans-Peter, Uwe, Lukas, Dieter",
  "Schäfer, Krüger, Bergmann, Hoffmann, Lehmann-Vogt, von Falkenhausen, Weißbach, Köhler, Zimmermann, Brandstätter")
O("french", "French/Belgian/Swiss", "Western Europe", "gf",
  "Élodie, Margaux, Solène, Anne-Sophie, Clémence, Océane, Brigitte, Maëlle",
  "Jean-Marc, Thibault, Grégoire, Baptiste, Loïc, Mathéo, Hervé, François",
  "Lefèvre, Girard-Lambert, Le Goff, Fontaine, Rousseau, de Villiers, Chevalier, Marchand, Dubois, Lemaire")
O("dutch", "Dutch/Flemish", "Western Europe", "gf",
  "Femke, Sanne, Marieke, Lotte, Anouk, Ilse, Annelies, Fenna",
  "Joost, Bram, Thijs, Sander, Wouter, Pieter-Jan, Geert, Ruud",
  "van den Broek, de Jong, Visser, van Leeuwen, Smit, Mulder, van der Heijden, de Graaf, Kuipers, Verbruggen")
O("italian", "Italian", "Western Europe", "gf",
  "Chiara, Francesca, Giulia, Alessandra, Federica, Ilaria, Martina, Lucrezia",
  "Giuseppe, Lorenzo, Alessandro, Matteo, Riccardo, Gianluca, Salvatore, Davide",
  "Esposito, Ferraro, De Santis, Lo Russo, Mancini, Barbieri, Dell'Acqua, Greco, Colombo, Di Pietro")
O("spanish", "Spanish (Spain)", "Western Europe", "gf",
  "Lucía, Carmen, Nerea, Itziar, Montserrat, Rocío, Begoña, Inmaculada",
  "Javier, Álvaro, Iñaki, Sergio, Jordi, Rubén, Gonzalo, Borja",
  "Fernández, Martínez, Ruiz, Navarro, Iglesias, Etxeberria, Gil, Moreno, Castillo, Serrano",
  second_share=0.5, de_share=0.15,
  de_forms="de la Fuente, del Río, de las Heras, de Miguel")
O("portuguese", "Portuguese", "Western Europe", "gf",
  "Inês, Beatriz, Leonor, Mafalda, Joana, Catarina, Rita, Filipa",
  "Tiago, Duarte, Rui, Gonçalo, Nuno, Afonso, Vasco, Diogo",
  "Ferreira, Rodrigues, Carvalho, Pereira, Sousa, Gonçalves, Lopes, Marques, Teixeira, Mendes",
  second_share=0.4, de_share=0.3,
  de_forms="dos Santos, da Costa, das Neves, de Jesus")
O("irish", "Irish", "Western Europe", "gf",
  "Aoife, Siobhán, Niamh, Caoimhe, Saoirse, Orla, Gráinne, Róisín",
  "Cian, Oisín, Darragh, Pádraig, Eoin, Ruairí, Seán, Colm",
  "O'Sullivan, Fitzgerald, Byrne, Mac Cárthaigh, Ó Briain/Ní Bhriain, Kavanagh, McLoughlin, Doherty, Ó Súilleabháin/Ní Shúilleabháin, Gallagher")
O("anglo", "Anglophone (UK/US/Canada/Australia)", "Anglophone", "gf",
  "Harriet, Kimberly, Courtney, Brianna, Holly, Shelby, Grace, Hope, Madison",
  "Trevor, Kyle, Graham, Wesley, Clint, Hunter, Chase, Dwayne, Bradley",
  "Whitfield, Carver, Hollis, Pemberton, Fletcher, Thornbury, Sutcliffe, Brooks, Young, Ashworth-Hale",
  middle_f="Louise, Marie, Rose, Ann, May", middle_m="James, Edward, Lee, Thomas, Grant", middle_share=0.25)
O("scottish_welsh", "Scottish/Welsh", "Anglophone", "gf",
  "Eilidh, Morag, Kirsty, Isla, Angharad, Cerys, Rhiannon, Sioned",
  "Hamish, Callum, Fraser, Ewan, Dafydd, Rhodri, Iwan, Gruffydd",
  "MacLeod, Mackenzie, Urquhart, Buchanan, Sinclair, Pritchard, Llewellyn, ap Rhys, Vaughan, MacGillivray")

# ---------------------------------------------------------------- Nordic
O("swedish", "Swedish/Norwegian/Danish", "Nordic", "gf",
  "Ingrid, Sigrid, Linnéa, Maja, Astrid, Solveig, Frida, Ebba",
  "Björn, Mikkel, Oskar, Anders, Sindre, Henrik, Magnus, Ole",
  "Lindqvist, Bergström, Sjöberg, Haugen, Kristiansen, Sørensen, Løvås, Mortensen, Ekström, Bakke")
O("finnish", "Finnish/Sámi", "Nordic", "gf",
  "Aino, Kaisa, Tuulikki, Hanna-Leena, Sirpa, Riikka, Elina, Jenni",
  "Juhani, Mikko, Eero, Pekka, Ville, Tuomas, Jarmo, Antti",
  "Korhonen, Virtanen, Mäkinen, Nieminen, Heikkilä, Laaksonen, Järvinen, Hämäläinen, Koskinen, Lehtonen")
O("icelandic", "Icelandic (patronymic)", "Nordic", "gf",
  "Guðrún, Sigríður, Hildur, Ragnheiður, Þórunn, Katrín, Ásdís",
  "Sigurður, Gunnar, Þórður, Einar, Ragnar, Björgvin, Kristján",
  "Jónsson/Jónsdóttir, Sigurðsson/Sigurðardóttir, Gunnarsson/Gunnarsdóttir, Magnússon/Magnúsdóttir, Einarsson/Einarsdóttir, Stefánsson/Stefánsdóttir, Helgason/Helgadóttir, Ólafsson/Ólafsdóttir")

# ---------------------------------------------------------------- Latin America
O("mexican", "Mexican/Central American", "Latin America", "gf",
  "Guadalupe, Xóchitl, Ximena, Araceli, Itzel, Maricela, Yesenia, Fernanda",
  "Jesús, Rigoberto, Emiliano, Ulises, Eduardo, Tonatiuh, Octavio, Héctor",
  "Hernández, Ramírez, Cuauhtémoc, Gutiérrez, Villalobos, Zepeda, Mendoza, Juárez, Bustamante, de la Garza",
  second_share=0.5)
O("andean", "Colombian/Peruvian/Chilean/Argentine", "Latin America", "gf",
  "Valentina, Camila, Milagros, Florencia, Catalina, Paola, Yolanda, Luz Marina",
  "Santiago, Sebastián, Matías, Nicolás, Wilmer, Facundo, Hernán, Julián",
  "Quispe, Mamani, Gómez, Rojas, Vargas-Prado, Cárdenas, Londoño, Echeverría, Pizarro, Benítez",
  second_share=0.45)
O("brazilian", "Brazilian", "Latin America", "gf",
  "Thaís, Larissa, Maria Eduarda, Gabriela, Juliana, Letícia, Rafaela, Vitória",
  "João Pedro, Thiago, Rodrigo, Caio, Leandro, Márcio, Wagner, Felipe",
  "Oliveira, Souza, Lima, Almeida, Nascimento, Barbosa, Cavalcanti, do Carmo, Araújo, Ribeiro",
  second_share=0.5, de_share=0.2,
  de_forms="dos Santos, da Silva, de Souza Leão, das Dores")
O("caribbean", "Caribbean (Jamaican/Haitian/Trinidadian)", "Latin America", "gf",
  "Shanice, Kerry-Ann, Nadège, Fabienne, Tamika, Marjorie",
  "Jean-Robert, Delroy, Wendell, Ricardo, Fritzner, Rohan",
  "Pierre-Louis, Baptiste, Campbell, Charles, Ramdial, Joseph, Toussaint, Maharaj")

# ---------------------------------------------------------------- Pacific
O("maori", "Māori (Aotearoa New Zealand)", "Pacific", "gf",
  "Aroha, Mere, Hine, Ngaio, Kiri, Moana, Anahera, Huia",
  "Tamati, Wiremu, Rawiri, Hemi, Nikau, Tane, Mikaere, Manaia",
  "Ngata, Parata, Te Huia, Pōmare, Horomona, Te Rangi, Tipene, Kereama, Tautahi")
O("samoan", "Samoan", "Pacific", "gf",
  "Lagi, Fetu, Sina, Malia, Leilani, Sieni",
  "Tavita, Ioane, Faleolo, Pita, Sefo, Lemalu",
  "Tuilagi, Fonoti, Leota, Sapolu, Aumua, Tuiasosopo, Fa'alogo, Soliai")
O("tongan", "Tongan/Fijian", "Pacific", "gf",
  "Mele, Salote, Losaline, Sela, Litia, Mereani",
  "Sione, Viliami, Tevita, Siaosi, Epeli, Josefa",
  "Havili, Taufa, Fifita, Vaipulu, Lolohea, Ma'ake, Naivalu, Tikoisuva")
O("hawaiian", "Hawaiian/Chamorro", "Pacific", "gf",
  "Kalani, Noelani, Pualani, Mahina, Kanoe",
  "Keoni, Makoa, Kainoa, Ikaika, Kaleo",
  "Kahananui, Akana, Kealoha, Kamakau, Cruz-Taitano, Aguon")

# Initials used for extra middle initials ("J. R. Okafor").
EXTRA_INITIALS = "A B C D E F G H J K L M N O P R S T V W".split()
