# -*- coding: utf-8 -*-
"""Hand-written name lists for the v7 PERSON-name evaluation corpus.

Written from general knowledge for this corpus only (no package or data set was copied).
One line per origin:

    key | region | order | female given | male given | family | flags

order: GF = given first ("Femke de Vries"), FG = family first ("Wang Xiuying").
family: a "male/female" pair gives gendered forms (Sokolov/Sokolova).
flags (space separated):
    mid=p:a/b;c/d   a middle element (patronymic, bin/binti, Singh/Kaur ...) with
                    probability p, male/female forms separated by '/',
                    '_' stands for a space
    mono=p          probability that the person has no family name at all
    nolast          people of this origin are not addressed by the family name alone
                    (Icelandic, Ethiopian, Burmese ...), so no "Title + family" forms
    call=last       the name used to address the person is the LAST given token
                    (Vietnamese "Nguyễn Thị Lan" -> "Lan")
"""

ORIGINS_RAW = r"""
english|Europe|GF|Harriet, Imogen, Philippa|Rupert, Alistair, Nigel|Whitcombe, Pemberton, Ashdown, Fairclough|
irish|Europe|GF|Aoife, Siobhán, Niamh|Cathal, Donnacha, Ruairí|O'Donoghue, Mac Lochlainn, Ó Briain/Ní Bhriain, Fitzgerald|
scottish|Europe|GF|Morag, Eilidh, Catriona|Hamish, Ruaridh, Fraser|MacLeod, Urquhart, Buchanan, Mackintosh|
welsh|Europe|GF|Cerys, Angharad, Bethan|Gethin, Iolo, Rhodri|Llewellyn, Pritchard, ap Rhys, Vaughan|
german|Europe|GF|Friederike, Anneliese, Jutta|Joachim, Wolfram, Till|Schäfer, von Bülow, Hoffmeister, Weißgerber|
austrian|Europe|GF|Theresia, Veronika, Kathrin|Florian, Leopold, Ferdinand|Oberhuber, Pichler, Hinterseer, Gruber|
swiss|Europe|GF|Regula, Seraina, Ursina|Reto, Urs, Beat|Zürcher, Brunner, Gisler, Kälin|
dutch|Europe|GF|Femke, Marieke, Sanne|Joost, Maarten, Sjoerd|van der Berg, de Vries, van 't Hof, Kuijpers|
flemish|Europe|GF|Griet, Lieve, Ilse|Wouter, Jef, Pieter-Jan|Vandenbroucke, De Smet, Verhaegen, Claeys|
french|Europe|GF|Ségolène, Clémence, Héloïse|Gaspard, Aurélien, Jean-Baptiste|de la Fontaine, Lefebvre, Le Gall, Dubois-Marchand|
spanish|Europe|GF|Inmaculada, Begoña, Rocío|Íñigo, Álvaro, Fermín|Ortega Ruiz, Martín del Olmo, Sáez, Domínguez Peña|
catalan|Europe|GF|Montserrat, Núria, Mireia|Jordi, Oriol, Pol|Ferrer i Soler, Casals, Riba, Puig i Vidal|
basque|Europe|GF|Itziar, Amaia, Nerea|Iker, Unai, Aitor|Etxeberria, Goikoetxea, Agirre, Urrutia|
portuguese|Europe|GF|Conceição, Leonor, Inês|Gonçalo, Duarte, Tiago|Magalhães, dos Santos Ferreira, Sousa Tavares, Carvalho|
italian|Europe|GF|Ludovica, Benedetta, Ornella|Gianluca, Ettore, Pierpaolo|De Luca, Di Stefano, Lo Presti, Bianchi|
greek|Europe|GF|Eleni, Despina, Kalliopi|Stavros, Thanasis, Dimitrios|Papadopoulos/Papadopoulou, Antoniadis/Antoniadou, Nikolaidis/Nikolaidou, Vlachos/Vlachou|
polish|Europe|GF|Małgorzata, Agnieszka, Bożena|Krzysztof, Grzegorz, Wojciech|Wiśniewski/Wiśniewska, Nowak, Szczęsny/Szczęsna, Grabowski/Grabowska|
czech|Europe|GF|Radka, Zdeňka, Lenka|Jiří, Bohumil, Vojtěch|Dvořák/Dvořáková, Novotný/Novotná, Procházka/Procházková, Kříž/Křížová|
slovak|Europe|GF|Zuzana, Ľubica, Katarína|Ľubomír, Miroslav, Matúš|Horváth/Horváthová, Kováč/Kováčová, Baláž/Balážová, Hudec/Hudecová|
hungarian|Europe|FG|Zsófia, Erzsébet, Piroska|Gergely, Levente, Bence|Nagy, Szűcs, Kovács, Tóth|
romanian|Europe|GF|Ioana, Mihaela, Roxana|Bogdan, Ionuț, Radu|Popescu, Constantinescu, Dumitrașcu, Ionescu|
bulgarian|Europe|GF|Tsvetelina, Radostina, Galina|Hristo, Stoyan, Todor|Dimitrov/Dimitrova, Georgiev/Georgieva, Stoyanov/Stoyanova, Petkov/Petkova|
serbian|Europe|GF|Jelena, Milica, Dragana|Nemanja, Dragan, Miloš|Jovanović, Petrović, Nikolić, Đorđević|
croatian|Europe|GF|Ivana, Ankica, Vesna|Tomislav, Krešimir, Zvonimir|Horvat, Kovačević, Babić, Jurić|
slovenian|Europe|GF|Špela, Urška, Nataša|Matjaž, Primož, Gašper|Kranjc, Zupančič, Potočnik, Vidmar|
albanian|Europe|GF|Drita, Blerta, Arta|Arben, Gëzim, Besnik|Krasniqi, Gashi, Shehu, Dervishi|
russian|Europe|GF|Yekaterina, Svetlana, Lyudmila|Dmitry, Vyacheslav, Arkady|Sokolov/Sokolova, Kuznetsov/Kuznetsova, Vorobyov/Vorobyova, Belousov/Belousova|mid=0.35:Sergeyevich/Sergeyevna;Ivanovich/Ivanovna;Olegovich/Olegovna
ukrainian|Europe|GF|Oksana, Halyna, Yaryna|Taras, Bohdan, Ostap|Shevchenko, Kovalenko, Bondarenko, Tkachuk|
belarusian|Europe|GF|Alesia, Volha, Hanna|Ales, Siarhei, Yauhen|Karatkevich, Bahdanovich, Zhuk, Mikhalevich|
lithuanian|Europe|GF|Rūta, Eglė, Giedrė|Mindaugas, Vytautas, Darius|Kazlauskas/Kazlauskienė, Petrauskas/Petrauskienė, Jankauskas/Jankauskaitė, Žukauskas/Žukauskienė|
latvian|Europe|GF|Ilze, Dace, Laima|Jānis, Artūrs, Kārlis|Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozoliņš/Ozoliņa, Liepiņš/Liepiņa|
estonian|Europe|GF|Kadri, Triin, Liis|Tõnu, Jaanus, Rein|Tamm, Saar, Mägi, Kask|
finnish|Europe|GF|Aino, Tuulikki, Hilkka|Jukka, Eero, Ilkka|Virtanen, Mäkelä, Hämäläinen, Järvinen|
swedish|Europe|GF|Ingrid, Sigrid, Linnéa|Gustav, Björn, Anders|Lindqvist, Sjöberg, Åkesson, Bergström|
norwegian|Europe|GF|Solveig, Ragnhild, Tuva|Øystein, Håkon, Torbjørn|Haugen, Bakke, Solberg, Østby|
danish|Europe|GF|Mette, Signe, Birgitte|Søren, Mads, Jesper|Kjærgaard, Rasmussen, Møller, Thygesen|
icelandic|Europe|GF|Guðrún, Sigríður, Ásdís|Þórður, Gunnar, Ragnar|Jónsson/Jónsdóttir, Sigurðsson/Sigurðardóttir, Magnússon/Magnúsdóttir, Einarsson/Einarsdóttir|nolast
maltese|Europe|GF|Doris, Ritienne, Marthese|Ġużeppi, Saviour, Ċensu|Borg, Camilleri, Vella, Zammit|
georgian|Europe|GF|Nino, Tamar, Ketevan|Giorgi, Levan, Zurab|Beridze, Kapanadze, Tsereteli, Gelashvili|
armenian|Asia|GF|Anahit, Lusine, Shushan|Tigran, Vardan, Hovhannes|Petrosyan, Hakobyan, Sargsyan, Ter-Grigoryan|
ashkenazi|Europe|GF|Miriam, Rivka, Esther|Mordechai, Shmuel, Yitzhak|Rosenzweig, Goldfarb, Katzenellenbogen, Lipschitz|
turkish|Asia|GF|Ayşe, Gülşen, Şebnem|İbrahim, Oğuz, Çağlar|Yılmaz, Öztürk, Karakaya, Şahin|
kurdish|Asia|GF|Rojda, Berfin, Zozan|Dilovan, Azad, Serhad|Zebari, Amedi, Hawrami, Bakir|
gulf_arabic|Asia|GF|Noura, Mariam, Hessa|Khalid, Saeed, Hamdan|Al-Mansouri, Al-Qahtani, Al-Otaibi, Al-Shamsi|mid=0.5:bin_Rashid/bint_Rashid;bin_Saif/bint_Saif;bin_Nasser/bint_Nasser
levantine|Asia|GF|Rania, Lina, Hiba|Tarek, Ziad, Fadi|Haddad, Khoury, Abou Jaoude, Nassar|
egyptian|Africa|GF|Yasmine, Shaimaa, Heba|Mahmoud, Mostafa, Amr|Abdel-Rahman, El-Sayed, Fawzy, Shehata|
maghrebi|Africa|GF|Khadija, Meriem, Imane|Youssef, Mehdi, Hicham|Benjelloun, El Amrani, Tazi, Ouazzani|
persian|Asia|GF|Parisa, Shirin, Golnaz|Dariush, Kourosh, Behrouz|Hosseini, Tehrani, Mirzaei, Ghorbani|
israeli|Asia|GF|Shira, Yael, Michal|Yehuda, Eitan, Avraham|Ben-David, Mizrahi, Shapira, Ben-Ami|
azerbaijani|Asia|GF|Aynur, Günel, Leyla|Elnur, Rashad, Tural|Mammadov/Mammadova, Huseynov/Huseynova, Guliyev/Guliyeva, Hasanli|
kazakh|Asia|GF|Aigerim, Dinara, Gulnara|Yerlan, Daulet, Askar|Nurlanov/Nurlanova, Zhakupov/Zhakupova, Seitkali, Abenov/Abenova|
uzbek|Asia|GF|Dilnoza, Nodira, Feruza|Sherzod, Jahongir, Otabek|Karimov/Karimova, Yusupov/Yusupova, Rakhimov/Rakhimova, Tursunov/Tursunova|
afghan|Asia|GF|Malalai, Zarghona, Mursal|Farid, Zabihullah, Ahmad Zia|Ahmadzai, Popal, Stanikzai, Noorzai|
hindi|Asia|GF|Ananya, Shalini, Pooja|Rajesh, Vikram, Anirudh|Sharma, Chaturvedi, Srivastava, Agarwal|
tamil|Asia|GF|Kavitha, Meenakshi, Tamilselvi|Senthil, Murugan, Karthikeyan|Subramaniam, Ramasamy, Annamalai, Venkatesan|
telugu|Asia|GF|Lakshmi Prasanna, Sravani, Bhavani|Venkata Ramana, Srinivas, Chaitanya|Reddy, Naidu, Chowdary, Nallapati|
bengali|Asia|GF|Rituparna, Sharmila, Moumita|Sourav, Debashis, Arindam|Chattopadhyay, Banerjee, Mukherjee, Sengupta|
punjabi|Asia|GF|Harpreet, Simran, Gurleen|Gurpreet, Jaswinder, Manjit|Dhillon, Sandhu, Grewal, Bhullar|mid=0.7:Singh/Kaur
marathi|Asia|GF|Madhuri, Snehal, Aishwarya|Aniket, Omkar, Sachin|Deshpande, Kulkarni, Patwardhan, Gokhale|
gujarati|Asia|GF|Hetal, Falguni, Bhoomi|Hiren, Chirag, Jignesh|Patel, Shah, Mehta, Desai|
malayali|Asia|GF|Anjali, Reshma, Sreelakshmi|Sreejith, Vishnu, Jithin|Nair, Menon, Pillai, Kurup|
pakistani|Asia|GF|Ayesha, Sana, Mahnoor|Usman, Bilal, Faisal|Qureshi, Chaudhry, Siddiqui, Malik|
sinhala|Asia|GF|Dilini, Nadeesha, Sanduni|Chaminda, Kasun, Nuwan|Wickramasinghe, Jayasuriya, Perera, Gunawardena|
nepali|Asia|GF|Sabina, Pratikshya, Anjana|Bishnu, Prakash, Sujan|Shrestha, Gurung, Thapa, Adhikari|
bangladeshi|Asia|GF|Nusrat, Farzana, Tahmina|Rafiqul, Shahriar, Mahfuz|Hossain, Chowdhury, Rahman, Talukder|
chinese|Asia|FG|Xiuying, Yuxin, Lingling|Zhiqiang, Haoran, Jianguo|Wang, Li, Zhang, Ouyang, Xu|
hongkong|Asia|FG|Ka-yan, Wing-sze, Mei-ling|Chi-keung, Ka-ho, Siu-ming|Chan, Leung, Wong, Cheung|
taiwanese|Asia|GF|Yi-ting, Shu-fen, Hsiao-wen|Chih-hao, Chun-chieh, Wei-lun|Lin, Hsu, Tsai, Huang|
japanese|Asia|FG|Haruka, Michiko, Sayaka|Kenichiro, Takumi, Shunsuke|Watanabe, Takahashi, Kobayashi, Yamaguchi|
korean|Asia|FG|Ji-woo, Seo-yeon, Eun-ji|Min-jun, Dong-hyun, Jae-sung|Park, Kim, Choi, Jeong|
vietnamese|Asia|FG|Thị Lan, Ngọc Anh, Thu Hà|Văn Bảo, Minh Tuấn, Quốc Huy|Nguyễn, Trần, Phạm, Lê|call=last
thai|Asia|GF|Siriporn, Kannika, Pimchanok|Somchai, Thanawat, Kittisak|Srisuk, Wongsawat, Chaiyaporn, Rattanakul|
filipino|Asia|GF|Maricel, Rowena, Divina|Rodel, Jericho, Bienvenido|dela Cruz, Macaraeg, Villanueva, Bautista|
indonesian|Asia|GF|Sri Wahyuni, Endang, Dewi|Bambang, Joko, Agus|Susanto, Wibowo, Hartono, Pratama|mono=0.4
malay|Asia|GF|Siti Aishah, Nur Farhana, Zulaikha|Muhammad Hafiz, Ahmad Faizal, Azlan|bin Ismail/binti Ismail, bin Yusof/binti Yusof, bin Hamzah/binti Hamzah, bin Osman/binti Osman|nolast
burmese|Asia|GF|Thiri Aung, Khin May, Ei Phyu|Kyaw Zaw, Min Thu, Zaw Win Htut||mono=1 nolast
khmer|Asia|FG|Sreymom, Chanthou, Bopha|Sokha, Vannak, Dara|Chea, Sok, Heng, Meas|
lao|Asia|GF|Phonevilay, Manivone, Keo|Bounmy, Somsack, Khamphet|Phommachanh, Sisouk, Vongsa, Keomany|
mongolian|Asia|GF|Oyunchimeg, Solongo, Enkhjargal|Batbayar, Ganzorig, Tömörbaatar|Dorj, Tsogt, Bold, Erdene|
tibetan|Asia|GF|Tenzin Dolma, Pema Yangchen, Dechen Wangmo|Tashi Norbu, Lobsang Gyatso, Karma Phuntsok||mono=1 nolast
yoruba|Africa|GF|Folasade, Adebukola, Titilayo|Olumide, Babatunde, Oluwafemi|Adeyemi, Ogunleye, Adebayo-Williams, Olatunji|
igbo|Africa|GF|Chiamaka, Ngozi, Adaeze|Chukwuemeka, Obinna, Ikenna|Okonkwo, Nwachukwu, Eze, Obi|
hausa|Africa|GF|Hauwa, Zainab, Amina|Abubakar, Musa, Aminu|Danjuma, Bello, Abdullahi, Garba|
akan|Africa|GF|Akosua, Abena, Efua|Kwame, Kofi, Yaw|Asante, Mensah, Owusu-Ansah, Boateng|
wolof|Africa|GF|Aminata, Fatou, Ndeye|Mamadou, Ousmane, Cheikh|Ndiaye, Diop, Sow, Fall|
kikuyu|Africa|GF|Wanjiku, Njeri, Wambui|Kamau, Mwangi, Njoroge|Kariuki, Githinji, Wainaina, Ndung'u|
luo|Africa|GF|Akinyi, Atieno, Awino|Otieno, Odhiambo, Ochieng|Onyango, Okoth, Owino, Oduya|
swahili|Africa|GF|Rehema, Mwanaisha, Zawadi|Juma, Baraka, Hamisi|Mwakyusa, Mrema, Mushi, Salim|
ethiopian|Africa|GF|Meron, Tigist, Selamawit|Dawit, Yohannes, Tesfaye|Tadesse, Bekele, Gebre-Egziabher, Woldemariam|nolast
eritrean|Africa|GF|Luwam, Senait, Saba|Yonas, Tesfalem, Biniam|Tesfamariam, Habte, Kidane, Ghebremichael|nolast
somali|Africa|GF|Hodan, Faadumo, Sahra|Abdirahman, Mahad, Guled|Warsame, Farah, Jama, Abdi|mid=0.6:Hassan/Hassan;Ali/Ali;Nur/Nur
zulu|Africa|GF|Nomvula, Thandeka, Zanele|Sipho, Bongani, Thulani|Dlamini, Ndlovu, Mthembu, Zungu|
xhosa|Africa|GF|Nosipho, Ayanda, Lindiwe|Lwazi, Siyabonga, Mzwandile|Gqirana, Mqhayi, Sokhela, Madikizela|
shona|Africa|GF|Tendai, Rutendo, Chipo|Tatenda, Farai, Tinashe|Moyo, Chigumba, Mutasa, Nyathi|
afrikaner|Africa|GF|Annelie, Marietjie, Elmarie|Pieter, Jannie, Hendrik|van der Merwe, Botha, du Plessis, Coetzee|
malagasy|Africa|GF|Voahangy, Hanitra, Lalaina|Rivo, Haja, Andry|Rakotomalala, Randrianarisoa, Rasoanaivo, Andriamanantena|
congolese|Africa|GF|Ngalula, Kapinga, Mbombo|Mukendi, Kalonji, Tshibangu|Ilunga, Kabongo, Nzuzi, Mbuyi|
rwandan|Africa|FG|Clarisse, Divine, Solange|Olivier, Théoneste, Innocent|Uwimana, Niyonsaba, Habimana, Mukamana|
ugandan|Africa|GF|Nakato, Babirye, Nantongo|Kato, Waswa, Ssekandi|Ssemwogerere, Kiggundu, Mukasa, Lubega|
mexican|Americas|GF|Guadalupe, Xóchitl, Itzel|Cuauhtémoc, Jesús, Rodrigo|Hernández Olvera, Cervantes Ruiz, de la Garza, Zavala|
colombian|Americas|GF|Yuliana, Marisol, Daniela|Jhon Fredy, Wilmer, Yeison|Cardona, Restrepo Arango, Osorio, Múnera|
argentine|Americas|GF|Agustina, Florencia, Milagros|Facundo, Nahuel, Santino|Gutiérrez, Pereyra, Lucchetti, Iturralde|
brazilian|Americas|GF|Ana Luiza, Thaís, Rafaela|João Pedro, Thiago, Wesley|dos Santos Costa, da Silva, Nascimento, Albuquerque|
andean|Americas|GF|Nayra, Sisa, Killa|Amaru, Wayra, Inti|Mamani, Quispe, Huamán, Condori|
chilean|Americas|GF|Javiera, Constanza, Fernanda|Matías, Benjamín, Vicente|Fuenzalida, Undurraga, Vergara, Contreras|
haitian|Americas|GF|Marie-Ange, Nadège, Fabienne|Jean-Robert, Wilner, Fritznel|Pierre-Louis, Désir, Célestin, Jean-Charles|
jamaican|Americas|GF|Shaneka, Tameka, Keisha|Delroy, Errol, Winston|Campbell, McKenzie, Bailey, Grant|
african_american|Americas|GF|Imani, Keandra, Aaliyah|DeAndre, Jamal, Tyrone|Washington, Jefferson, Booker, Robinson|
navajo|Americas|GF|Nizhoni, Shandiin, Loretta|Ahiga, Delbert, Kee|Begay, Yazzie, Tsosie, Benally|
quebecois|Americas|GF|Geneviève, Marie-Ève, Josée|Guillaume, Jean-François, Mathieu|Tremblay, Gagnon, Bouchard, Lavoie|
inuit|Americas|GF|Leetia, Aputi, Siila|Pauloosie, Joanasie, Tagak|Kilabuk, Qaqqasiq, Arnakaq, Aglukark|
maori|Oceania|GF|Aroha, Mereana, Ngaio|Tama, Wiremu, Rangi|Te Whata, Ngata, Parata, Te Kanawa|
samoan|Oceania|GF|Malia, Sina, Lupe|Tavita, Ioane, Sione|Tuilagi, Leiataua, Fa'amausili, Sapolu|
tongan|Oceania|GF|Mele, Losana, Salote|Siaosi, Viliami, Tevita|Taufa, Fifita, Havili, Vaipulu|
fijian|Oceania|GF|Litia, Vilisi, Mereoni|Josaia, Semi, Jone|Naivalu, Tuidraki, Waqanivalu, Ravouvou|
hawaiian|Oceania|GF|Leilani, Kalena, Noelani|Kainoa, Keoni, Makoa|Kahananui, Kealoha, Akana, Kamakau|
australian|Oceania|GF|Bronwyn, Narelle, Kylie|Lachlan, Darcy, Brodie|Fitzsimmons, Hawthorne, McGrath, Tiernan|
"""


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


def parse_origins():
    out = []
    for line in ORIGINS_RAW.strip("\n").split("\n"):
        parts = line.split("|")
        if len(parts) != 7:
            raise ValueError("bad origin line: %r" % line)
        key, region, order, fem, mal, fam, flags = parts
        o = {"key": key, "region": region, "order": order,
             "f": _split(fem), "m": _split(mal), "family": _split(fam),
             "mid": None, "mid_p": 0.0, "mono": 0.0, "nolast": False, "call": "first"}
        for fl in flags.split():
            if fl.startswith("mid="):
                p, forms = fl[4:].split(":", 1)
                o["mid_p"] = float(p)
                o["mid"] = [x.replace("_", " ").split("/") for x in forms.split(";")]
            elif fl.startswith("mono="):
                o["mono"] = float(fl[5:])
            elif fl == "nolast":
                o["nolast"] = True
            elif fl == "call=last":
                o["call"] = "last"
            else:
                raise ValueError("bad flag %r in %r" % (fl, key))
        out.append(o)
    return out


ORIGINS = parse_origins()

# Native-script people for the non-English prompts in those scripts:
# (given, family, sex, order) with order GF or FG; family may be "".
NATIVE = {
    "ru": [("Екатерина", "Соколова", "f", "GF"), ("Дмитрий", "Кузнецов", "m", "GF"),
           ("Людмила", "Воробьёва", "f", "GF"), ("Аркадий", "Белоусов", "m", "GF"),
           ("Вячеслав Олегович", "Зайцев", "m", "GF")],
    "uk": [("Оксана", "Ткачук", "f", "GF"), ("Тарас", "Бондаренко", "m", "GF"),
           ("Ярина", "Коваленко", "f", "GF"), ("Остап", "Шевчук", "m", "GF")],
    "el": [("Ελένη", "Παπαδοπούλου", "f", "GF"), ("Σταύρος", "Αντωνιάδης", "m", "GF"),
           ("Καλλιόπη", "Βλάχου", "f", "GF"), ("Θανάσης", "Νικολαΐδης", "m", "GF")],
    "ar": [("خالد", "المنصوري", "m", "GF"), ("نورة", "القحطاني", "f", "GF"),
           ("طارق", "حداد", "m", "GF"), ("هبة", "عبد الرحمن", "f", "GF")],
    "he": [("שירה", "מזרחי", "f", "GF"), ("איתן", "בן-דוד", "m", "GF"),
           ("יעל", "שפירא", "f", "GF"), ("אברהם", "פרידמן", "m", "GF")],
    "hi": [("अनन्या", "शर्मा", "f", "GF"), ("विक्रम", "श्रीवास्तव", "m", "GF"),
           ("शालिनी", "चतुर्वेदी", "f", "GF"), ("अनिरुद्ध", "अग्रवाल", "m", "GF")],
    "zh": [("秀英", "王", "f", "FG"), ("浩然", "张", "m", "FG"), ("玲玲", "欧阳", "f", "FG"),
           ("建国", "徐", "m", "FG")],
    "ja": [("遥", "渡辺", "f", "FG"), ("拓海", "高橋", "m", "FG"), ("沙也加", "小林", "f", "FG"),
           ("健一郎", "山口", "m", "FG")],
    "ko": [("지우", "박", "f", "FG"), ("민준", "김", "m", "FG"), ("서연", "최", "f", "FG"),
           ("동현", "정", "m", "FG")],
}
