# -*- coding: utf-8 -*-
"""Hand-written person names for the v21 names corpus.

Written from general knowledge for this corpus; not taken from any package or data set.

Each origin is (key, region, order, flip, title_uses_given, persons):
  order  "gf" = given name first, "fg" = family name first (full form)
  flip   probability that a prompt writes the name in the other order (English-context
         habit for East Asian names: "Wei Zhang" instead of "Zhang Wei")
  title_uses_given  True where people are addressed by the given name after a title
         (Icelandic, Ethiopian, Malay, Somali, ...), so "Ms {A.last}" gives "Ms Guðrún".
Each person is "g|Given|Family|Middle|Native|h=handle-surname":
  g      f or m (drives gendered titles in templates)
  Family may be empty (mononyms: Burmese, Tibetan, some Javanese names)
  Middle is written between given and family (gf) or between family and given (fg):
         patronymics, Vietnamese middle names, nasab "bin Khalid", Filipino mother's
         surname, "a/p"
  Native the full name in its own script, where the prompt may show it
  h=     the surname part used in e-mail style handles (for double surnames)
"""

ORIGINS = [
    # ---------------------------------------------------------------- Africa
    ("yoruba", "West Africa", "gf", 0, False, [
        "f|Folasade|Adeyemi", "m|Oluwaseun|Adebayo", "f|Titilayo|Ogunleye-Coker",
        "m|Sunday|Adewale", "f|Precious|Ogundipe", "m|Ayodele|Fashanu", "f|Oluwatoyin|Bamidele"]),
    ("igbo", "West Africa", "gf", 0, False, [
        "f|Chiamaka|Okafor", "m|Chukwuemeka|Eze", "f|Ngozi|Nwosu", "m|Obinna|Okonkwo",
        "f|Blessing|Chukwu", "m|Ikenna|Obi", "f|Adaeze|Nwachukwu"]),
    ("hausa", "West Africa", "gf", 0, False, [
        "m|Abubakar|Danjuma", "f|Hauwa|Bello", "m|Aminu|Sani", "f|Zainab|Yusuf", "m|Usman|Garba",
        "f|Rukayya|Abdullahi"]),
    ("akan", "West Africa", "gf", 0, False, [
        "m|Kwame|Mensah", "f|Akosua|Boateng", "m|Kofi|Asante", "f|Abena|Owusu",
        "f|Patience|Ofori", "m|Yaw|Acheampong"]),
    ("ewe", "West Africa", "gf", 0, False, [
        "m|Elikem|Amegashie", "f|Dzifa|Agbenyega", "m|Selorm|Kudjo", "f|Mawusi|Adzraku",
        "m|Edem|Tsikata"]),
    ("wolof", "West Africa", "gf", 0, False, [
        "m|Moussa|Diop", "f|Fatou|Ndiaye", "m|Cheikh|Fall", "f|Aminata|Sow", "m|Mamadou|Gueye",
        "f|Awa|Sarr"]),
    ("bambara", "West Africa", "gf", 0, False, [
        "m|Seydou|Keïta", "f|Kadiatou|Traoré", "m|Bakary|Coulibaly", "f|Mariam|Diarra",
        "m|Oumar|Konaté"]),
    ("fula", "West Africa", "gf", 0, False, [
        "m|Alpha|Diallo", "f|Hawa|Barry", "m|Thierno|Bah", "f|Mariama|Baldé", "m|Ousmane|Jalloh"]),
    ("amhara", "East Africa", "gf", 0, True, [
        "f|Saba|Mengistu||ሳባ መንግሥቱ", "m|Dawit|Haile||ዳዊት ኃይሌ", "f|Meseret|Tadesse",
        "m|Yohannes|Gebremedhin", "f|Hiwot|Bekele", "m|Abebe|Girma"]),
    ("tigrinya", "East Africa", "gf", 0, True, [
        "m|Tesfay|Gebreyesus", "f|Senait|Tekle", "m|Filmon|Habte", "f|Luwam|Ghebremariam",
        "m|Yonas|Berhane"]),
    ("oromo", "East Africa", "gf", 0, True, [
        "m|Lemma|Gutema", "f|Chaltu|Abdisa", "m|Tolosa|Fayisa", "f|Obse|Tolera", "m|Gemechu|Dhugassa"]),
    ("somali", "East Africa", "gf", 0, True, [
        "m|Abdirahman|Warsame|Mohamed", "f|Hodan|Farah|Abdi", "f|Ifrah|Jama|Osman",
        "m|Liban|Egal|Ahmed", "f|Sahra|Duale|Hassan", "m|Guled|Aden|Yusuf"]),
    ("swahili", "East Africa", "gf", 0, False, [
        "f|Rehema|Mwakyusa", "m|Baraka|Mfinanga", "f|Neema|Kimaro", "m|Hamisi|Mwinyimkuu",
        "f|Zawadi|Msuya", "m|Juma|Kassim"]),
    ("kikuyu", "East Africa", "gf", 0, False, [
        "f|Wanjiru|Kamau", "m|Njoroge|Mwangi", "f|Faith|Wanjiku", "m|Kariuki|Githinji",
        "f|Nyambura|Ndung'u", "m|Kimani|Waweru"]),
    ("luo", "East Africa", "gf", 0, False, [
        "m|Otieno|Odhiambo", "f|Akinyi|Ochieng", "m|Onyango|Owino", "f|Adhiambo|Okoth",
        "m|Ouma|Oloo"]),
    ("ganda", "East Africa", "gf", 0, False, [
        "m|Joseph|Ssemakula", "f|Grace|Nalwoga", "m|Ivan|Kiggundu", "f|Nakato|Nabukeera",
        "m|Kato|Ssebunya", "f|Sylvia|Namutebi"]),
    ("rwanda", "East Africa", "fg", 0, False, [
        "f|Claudine|Uwimana", "m|Eric|Niyonzima", "f|Diane|Mukamana", "m|Patrick|Hakizimana",
        "f|Aline|Uwase", "m|Olivier|Ndayisaba"]),
    ("zulu", "Southern Africa", "gf", 0, False, [
        "m|Sipho|Dlamini", "f|Nomvula|Mthembu", "m|Thabo|Zungu", "f|Zanele|Ngcobo",
        "m|Bongani|Khumalo", "f|Lindiwe|Mkhize"]),
    ("xhosa", "Southern Africa", "gf", 0, False, [
        "m|Luthando|Mdoda", "f|Noluthando|Jikela", "m|Lwazi|Ntshona", "f|Ayanda|Madikizela",
        "m|Siyabonga|Mgqibi"]),
    ("sotho", "Southern Africa", "gf", 0, False, [
        "m|Tumelo|Mokoena", "f|Palesa|Motaung", "m|Kagiso|Molefe", "f|Lerato|Mofokeng",
        "m|Tshepo|Masilo", "f|Boitumelo|Sello"]),
    ("shona", "Southern Africa", "gf", 0, False, [
        "f|Tendai|Moyo", "m|Tatenda|Chikwanha", "f|Rutendo|Mutasa", "m|Farai|Mapfumo",
        "f|Precious|Chirwa", "m|Tinashe|Mupfumira"]),
    ("chewa", "Southern Africa", "gf", 0, False, [
        "m|Gift|Banda", "f|Memory|Phiri", "m|Innocent|Mwale", "f|Chimwemwe|Tembo",
        "m|Mphatso|Lungu", "f|Thokozani|Nyirenda"]),
    ("malagasy", "Southern Africa", "gf", 0, False, [
        "m|Hery|Rakotomalala", "f|Voahangy|Randrianarisoa", "f|Fanja|Razafindrakoto",
        "m|Andry|Rajaonarison", "f|Tiana|Rasoanaivo"]),
    ("maghreb", "North Africa", "gf", 0, False, [
        "m|Youssef|El Amrani", "f|Fatima Zahra|Bennani", "m|Hamza|Ouazzani Touhami|||h=ouazzani",
        "f|Salma|Benjelloun", "m|Amine|Boudiaf", "f|Thiziri|Aït Ahmed", "m|Karim|Belkacem"]),
    ("egyptian", "North Africa", "gf", 0, False, [
        "m|Mahmoud|Abdel-Fattah", "f|Nour|El-Sayed", "m|Mostafa|Hegazy", "f|Mariam|Abdel-Rahman",
        "m|Ahmed|Fawzy", "f|Yasmin|Soliman"]),
    ("congo", "Central Africa", "gf", 0, False, [
        "f|Grâce|Mbuyamba", "m|Christian|Ilunga", "f|Nadège|Kalonji", "m|Dieudonné|Tshibangu",
        "f|Sandrine|Lukusa", "m|Fiston|Mukendi"]),
    ("cameroon", "Central Africa", "gf", 0, False, [
        "m|Jean-Pierre|Mbarga", "f|Clarisse|Nkoulou", "m|Aristide|Fotso", "f|Larissa|Tchoumi",
        "m|Rodrigue|Ngono"]),
    ("afrikaans", "Southern Africa", "gf", 0, False, [
        "m|Pieter|van der Merwe", "f|Annelie|Botha", "m|Jaco|du Plessis", "f|Marike|Steyn",
        "m|Riaan|Joubert", "f|Elmarie|Erasmus"]),
    # ---------------------------------------------------------------- South Asia
    ("hindi", "South Asia", "gf", 0, False, [
        "f|Priya|Sharma||प्रिया शर्मा", "m|Rahul|Verma||राहुल वर्मा", "f|Anjali|Gupta",
        "m|Arjun|Mehta", "f|Neha|Agarwal", "m|Amit|Tiwari", "f|Pooja|Srivastava"]),
    ("punjabi", "South Asia", "gf", 0, False, [
        "m|Gurpreet|Singh", "f|Harleen|Kaur", "m|Jaspreet|Dhillon", "f|Simran|Gill",
        "m|Manpreet|Sandhu", "m|Sunny|Grewal", "f|Navjot|Brar"]),
    ("gujarati", "South Asia", "gf", 0, False, [
        "m|Hardik|Patel", "f|Krupa|Shah", "m|Jignesh|Desai", "f|Dhara|Parekh", "m|Ketan|Joshi",
        "f|Hetal|Trivedi"]),
    ("marathi", "South Asia", "gf", 0, False, [
        "m|Sachin|Kulkarni", "f|Aishwarya|Deshpande", "m|Omkar|Patil", "f|Rutuja|Gokhale",
        "m|Aniket|Jadhav"]),
    ("bengali", "South Asia", "gf", 0, False, [
        "f|Ananya|Chatterjee||অনন্যা চ্যাটার্জি", "m|Sourav|Banerjee", "f|Riya|Mukherjee",
        "m|Arnab|Bhattacharya", "f|Moumita|Das", "m|Tanvir|Hossain", "f|Nusrat|Jahan"]),
    ("tamil", "South Asia", "gf", 0, False, [
        "m|Karthik|Subramanian", "f|Lakshmi|Venkatesan", "m|Senthil|Murugan",
        "f|Divya|Ramasamy", "m|Arun|Krishnan||அருண் கிருஷ்ணன்", "f|Kavya|Raman"]),
    ("telugu", "South Asia", "gf", 0, False, [
        "m|Venkata Ramana|Reddy", "f|Sravani|Naidu", "m|Srinivas|Chowdary", "f|Bhavana|Rao",
        "m|Sai Kiran|Gudipati"]),
    ("kannada", "South Asia", "gf", 0, False, [
        "m|Raghavendra|Hegde", "f|Shwetha|Gowda", "m|Manjunath|Shetty", "f|Kavya|Bhat",
        "m|Prajwal|Kamath"]),
    ("malayalam", "South Asia", "gf", 0, False, [
        "m|Anoop|Nair", "f|Reshma|Menon", "m|Jithin|Pillai", "f|Sreelakshmi|Kurup",
        "m|Biju|Varghese", "f|Ancy|Kurian"]),
    ("sinhala", "South Asia", "gf", 0, False, [
        "m|Chaminda|Perera", "f|Dilani|Jayasuriya", "m|Kasun|Wickramasinghe", "f|Nadeesha|Fernando",
        "m|Tharindu|Gunawardena"]),
    ("nepali", "South Asia", "gf", 0, False, [
        "m|Bikash|Shrestha", "f|Sunita|Gurung", "m|Prakash|Adhikari", "f|Anisha|Thapa",
        "m|Suman|Tamang"]),
    ("urdu", "South Asia", "gf", 0, False, [
        "m|Bilal|Qureshi", "f|Ayesha|Siddiqui", "m|Faisal|Chaudhry", "f|Sana|Malik",
        "m|Usman|Butt", "f|Mahnoor|Raza"]),
    ("pashto", "South Asia", "gf", 0, False, [
        "m|Farid|Ahmadzai", "f|Mursal|Sultani", "m|Wahid|Stanekzai", "f|Zarghona|Noori",
        "m|Hamid|Yousufzai"]),
    # ---------------------------------------------------------------- Southeast Asia
    ("vietnamese", "Southeast Asia", "fg", 0, False, [
        "f|Lan|Nguyễn|Thị", "m|Minh|Trần|Văn", "f|Hạnh|Phạm|Thị", "m|Bảo|Hồ|Quốc",
        "f|Thu Trang|Lê", "m|Dũng|Đặng|Tiến", "f|Ngọc Anh|Vũ", "m|Tuan|Hoang|Anh"]),
    ("thai", "Southeast Asia", "gf", 0, True, [
        "f|Siriporn|Wongsakul||ศิริพร วงศ์สกุล", "m|Somchai|Rattanakorn", "f|Nattaya|Srisawat",
        "m|Kittipong|Chaiyaporn", "f|Ploy|Thanasiri", "m|Thanawat|Boonmee"]),
    ("khmer", "Southeast Asia", "fg", 0, False, [
        "m|Sophal|Chea", "f|Sreymom|Heng", "m|Dara|Sok", "f|Pisey|Keo", "m|Vuthy|Lim"]),
    ("burmese", "Southeast Asia", "gf", 0, False, [
        "f|Aye Aye Khaing|", "m|Kyaw Zin Htet|", "f|Thandar Hlaing|", "m|Min Thu Aung|",
        "f|Su Myat Noe|"]),
    ("malay", "Southeast Asia", "gf", 0, True, [
        "m|Ahmad Faizal|Ismail|bin|||h=ismail", "f|Nurul Aisyah|Hassan|binti|||h=hassan",
        "m|Muhammad Hafiz|Abdullah|bin|||h=abdullah", "f|Siti Hajar|Osman|binti|||h=osman",
        "f|Kavitha|Ramasamy|a/p|||h=ramasamy", "m|Wei Liang|Tan"]),
    ("indonesian", "Southeast Asia", "gf", 0, False, [
        "m|Sutrisno|", "f|Sri Wahyuni|", "m|Budi|Santoso", "f|Dewi|Lestari", "m|Agus|Setiawan",
        "f|Putu Ayu|Wulandari", "m|Rizky|Pratama"]),
    ("filipino", "Southeast Asia", "gf", 0, False, [
        "f|Maria Cristina|dela Cruz|Santos", "m|Jose Miguel|Reyes|Bautista", "f|Princess|Villanueva",
        "m|Jayson|Mercado", "f|Lovely|Gonzales", "m|Rommel|Tolentino", "f|Joy|Macaraeg"]),
    ("hmong", "Southeast Asia", "gf", 0, False, [
        "m|Tou|Vang", "f|Pa Nhia|Xiong", "m|Chue|Her", "f|Mai Lee|Thao", "f|Nou|Lor", "m|Kou|Moua"]),
    ("lao", "Southeast Asia", "gf", 0, False, [
        "m|Somphone|Phommachanh", "f|Noy|Sisavath", "m|Khamla|Vongsa", "f|Manivanh|Keomany"]),
    # ---------------------------------------------------------------- East Asia
    ("mandarin", "East Asia", "fg", 0.35, False, [
        "f|Xiuying|Wang||王秀英", "m|Wei|Zhang||张伟", "f|Na|Li||李娜", "m|Haoran|Liu||刘浩然",
        "f|Jing|Chen||陈静", "m|Jun|Xu||徐军", "f|Xiaomei|Zhou||周晓梅", "m|Yu|Ma||马宇"]),
    ("cantonese", "East Asia", "fg", 0.2, False, [
        "f|Wing-yan|Wong||黃詠欣", "m|Ka-ming|Chan||陳嘉明", "m|Chi-keung|Leung",
        "f|Hoi-ling|Cheung", "m|Tsz-kin|Lau", "f|Man-yee|Ho"]),
    ("taiwanese", "East Asia", "fg", 0.3, False, [
        "m|Chih-hao|Lin||林志豪", "f|Yi-ting|Huang||黃怡婷", "m|Chun-hung|Tsai",
        "f|Pei-shan|Hsu", "m|Kuan-yu|Kao"]),
    ("japanese", "East Asia", "fg", 0.5, False, [
        "f|Yui|Takahashi||高橋 結衣", "m|Kenji|Tanaka||田中 健二", "f|Aiko|Yamamoto||山本 愛子",
        "m|Hiroshi|Suzuki||鈴木 博", "f|Misaki|Ito||伊藤 美咲", "m|Ren|Kobayashi",
        "f|Sakura|Watanabe"]),
    ("korean", "East Asia", "fg", 0.45, False, [
        "m|Min-jun|Kim||김민준", "f|Ji-woo|Park||박지우", "f|Seo-yeon|Lee||이서연",
        "m|Jae-hyun|Choi||최재현", "f|Ha-eun|Jung||정하은", "m|Do-yoon|Kang", "m|Sung-min|Oh"]),
    ("mongolian", "East Asia", "fg", 0, True, [
        "m|Enkhbayar|Batbold", "f|Oyunchimeg|Ganbaatar", "m|Temuulen|Bat-Erdene",
        "f|Khulan|Tserendorj", "f|Nomin|Davaasuren"]),
    ("tibetan", "East Asia", "gf", 0, False, [
        "m|Tenzin Norbu|", "f|Pema Yangchen|", "m|Lobsang Dorje|", "f|Dolma Tsering|"]),
    # ---------------------------------------------------------------- Central Asia
    ("kazakh", "Central Asia", "gf", 0, False, [
        "m|Yerlan|Nurmagambetov", "f|Aigerim|Suleimenova", "m|Daniyar|Zhaksybekov",
        "f|Aruzhan|Serikbayeva", "m|Arman|Serikuly", "f|Dana|Zhumabekkyzy"]),
    ("uzbek", "Central Asia", "gf", 0, False, [
        "m|Jasur|Karimov", "f|Dilnoza|Rakhimova", "m|Bekzod|Yusupov", "f|Gulnora|Ismoilova",
        "m|Sherzod|Abdullaev"]),
    ("kyrgyz", "Central Asia", "gf", 0, False, [
        "m|Azamat|Toktogulov", "f|Aizada|Mamytova", "f|Cholpon|Dzhumabaeva", "m|Ulan|Sadyrbekov",
        "m|Bakyt|Osmonaliev"]),
    ("tajik", "Central Asia", "gf", 0, False, [
        "m|Farrukh|Sharipov", "f|Mehrangez|Nazarova", "f|Zarina|Qodirova", "m|Dilshod|Rahmon",
        "m|Parviz|Davlatzoda"]),
    ("turkmen", "Central Asia", "gf", 0, False, [
        "m|Merdan|Annayev", "f|Ogulgerek|Berdiyeva", "m|Serdar|Orazov", "f|Maral|Atayeva"]),
    ("uyghur", "Central Asia", "gf", 0, False, [
        "m|Ablikim|Tursun", "f|Gulnar|Abdurehim", "m|Erkin|Memet", "f|Mihray|Kadir"]),
    # ---------------------------------------------------------------- Caucasus
    ("georgian", "Caucasus", "gf", 0, False, [
        "f|Nino|Beridze||ნინო ბერიძე", "m|Giorgi|Kapanadze||გიორგი კაპანაძე", "f|Tamar|Gelashvili",
        "m|Levan|Tsiklauri", "f|Mariam|Lomidze", "m|Davit|Japaridze"]),
    ("armenian", "Caucasus", "gf", 0, False, [
        "f|Anahit|Hovhannisyan||Անահիտ Հովհաննիսյան", "m|Aram|Petrosyan||Արամ Պետրոսյան",
        "f|Lusine|Grigoryan", "m|Tigran|Sargsyan", "f|Mane|Avetisyan", "m|Hayk|Ghazaryan"]),
    ("azerbaijani", "Caucasus", "gf", 0, False, [
        "m|Elvin|Mammadov", "f|Leyla|Aliyeva", "m|Rashad|Huseynov", "f|Günel|Hasanova",
        "m|Tural|Quliyev", "f|Aysel|Ismayilzade"]),
    ("chechen", "Caucasus", "gf", 0, False, [
        "m|Ruslan|Umarov", "f|Zarema|Saidova", "m|Apti|Bisultanov", "f|Madina|Yandarbieva",
        "m|Islam|Tsechoev"]),
    # ---------------------------------------------------------------- Middle East
    ("gulf", "Middle East", "gf", 0, False, [
        "m|Abdullah|Al-Otaibi|bin Khalid", "f|Noura|Al-Qahtani|bint Saad||نورة بنت سعد القحطاني",
        "m|Khalid|Al Mansoori", "f|Maryam|Al Hashimi", "m|Hamad|Al-Kuwari", "f|Latifa|Al-Marri"]),
    ("levantine", "Middle East", "gf", 0, False, [
        "m|Karim|Haddad||كريم حداد", "f|Rania|Khoury", "m|Omar|Nassar", "f|Yasmine|Khalil",
        "m|Elias|Abi Nader", "f|Dana|Qasem", "m|Yazan|Abu Khalil"]),
    ("iraqi", "Middle East", "gf", 0, False, [
        "m|Mustafa|Al-Jubouri", "f|Zahraa|Kadhim", "m|Ali|Al-Rubaie", "f|Shahad|Al-Samarrai",
        "m|Haider|Jassim"]),
    ("persian", "Middle East", "gf", 0, False, [
        "f|Parisa|Najafi||پریسا نجفی", "m|Arash|Karimi||آرش کریمی", "f|Shirin|Rostami",
        "m|Babak|Hosseinzadeh", "f|Maryam|Sadeghi", "m|Kourosh|Farahani", "f|Nasrin|Tabatabaei"]),
    ("kurdish", "Middle East", "gf", 0, False, [
        "f|Rojin|Baran", "m|Karwan|Salih", "f|Shilan|Rashid", "m|Rêber|Amedî", "f|Berivan|Zana"]),
    ("turkish", "Middle East", "gf", 0, False, [
        "m|Mehmet|Yılmaz", "f|Ayşe|Kaya", "m|İlker|Demir", "f|Zeynep|Şahin", "m|Emre|Öztürk",
        "f|Elif|Çelik", "m|Burak|Aydın"]),
    ("hebrew", "Middle East", "gf", 0, False, [
        "f|Noa|Ben-David||נועה בן-דוד", "m|Yossi|Mizrahi||יוסי מזרחי", "m|Itai|Peretz",
        "f|Shira|Avraham", "m|Eitan|Ben-Ami", "m|Amit|Golan", "f|Michal|Levi"]),
    ("ashkenazi", "Diaspora", "gf", 0, False, [
        "m|Moshe|Weinberg", "f|Rivka|Goldstein", "m|Shmuel|Katz", "f|Chaya|Rosenblum",
        "m|Mendel|Horowitz"]),
    ("assyrian", "Middle East", "gf", 0, False, [
        "m|Ninos|Shamoun", "f|Shamiram|Odisho", "m|Sargon|Benyamin", "f|Nahrain|Warda"]),
    # ---------------------------------------------------------------- Europe
    ("english", "Europe", "gf", 0, False, [
        "f|Hope|Whitaker", "m|Will|Ashworth", "f|Dawn|Pemberton", "m|Bill|Hargreaves",
        "f|Rose|Thackeray", "m|Mark|Fenwick", "f|Grace|Holloway", "f|Faith|Cartwright",
        "f|Georgia|Bell", "m|Jordan|Price", "f|Summer|Lowe", "m|Frank|Cotton"]),
    ("scottish", "Europe", "gf", 0, False, [
        "m|Callum|MacLeod", "f|Eilidh|McAllister", "m|Ruaridh|Mackenzie", "f|Kirsty|Fraser",
        "m|Hamish|Buchanan", "f|Morag|McIntyre"]),
    ("irish", "Europe", "gf", 0, False, [
        "f|Aoife|Ní Bhriain", "m|Cian|Ó Súilleabháin", "f|Siobhán|O'Connor", "m|Seán|Ó Murchú",
        "f|Niamh|Gallagher", "m|Oisín|Byrne", "f|Caoimhe|Ní Dhálaigh"]),
    ("welsh", "Europe", "gf", 0, False, [
        "m|Rhys|ap Gwilym", "f|Angharad|Evans", "m|Dafydd|Llewellyn", "f|Carys|Pritchard",
        "m|Gethin|Jones", "f|Bethan|Morgan"]),
    ("french", "Europe", "gf", 0, False, [
        "f|Marie-Claire|Dubois", "m|Jean-Baptiste|Lefèvre", "f|Élodie|Moreau",
        "m|Théo|de la Fontaine", "f|Camille|Rousseau", "m|Loïc|Le Gall", "f|Océane|Girard",
        "m|Grégoire|d'Aubigné"]),
    ("quebec", "Americas", "gf", 0, False, [
        "m|Marc-André|Tremblay", "f|Geneviève|Gagnon", "m|Étienne|Bouchard", "f|Josée|Côté",
        "m|Maxime|Pelletier"]),
    ("flemish", "Europe", "gf", 0, False, [
        "m|Pieter-Jan|Vandenbroucke", "f|Lien|De Smet", "m|Wout|Van Damme", "f|Sofie|Vermeulen",
        "m|Jens|Peeters"]),
    ("dutch", "Europe", "gf", 0, False, [
        "m|Daan|van der Berg", "f|Sanne|de Vries", "m|Joost|van 't Hof", "f|Femke|ter Horst",
        "m|Bram|Jansen", "f|Lotte|Bakker", "m|Sjoerd|Hoekstra"]),
    ("german", "Europe", "gf", 0, False, [
        "m|Jürgen|Weiß", "f|Anneliese|Schröder", "m|Maximilian|von Bülow", "f|Katharina|Müller-Hagen",
        "m|Lukas|Hoffmann", "f|Lea|Zimmermann", "m|Friedrich|Großmann"]),
    ("alpine", "Europe", "gf", 0, False, [
        "m|Florian|Gruber", "f|Verena|Huber", "m|Reto|Brunner", "f|Seraina|Caduff", "m|Urs|Meier",
        "f|Nadja|Aebischer"]),
    ("italian", "Europe", "gf", 0, False, [
        "f|Giulia|De Luca", "m|Alessandro|Di Stefano", "f|Chiara|Esposito", "m|Lorenzo|D'Angelo",
        "f|Francesca|Lo Presti", "m|Matteo|Ricci", "m|Andrea|Bianchi"]),
    ("spanish", "Europe", "gf", 0, False, [
        "m|Santiago|Ortega Sánchez|||h=ortega", "f|María José|García López|||h=garcia",
        "m|Álvaro|de la Torre", "f|Lucía|Fernández", "m|Javier|Martín",
        "f|Pilar|Romero Díaz|||h=romero"]),
    ("basque", "Europe", "gf", 0, False, [
        "m|Iker|Goikoetxea", "f|Ainhoa|Etxeberria", "m|Unai|Agirre", "f|Nerea|Urrutia",
        "m|Gorka|Arrizabalaga"]),
    ("catalan", "Europe", "gf", 0, False, [
        "m|Jordi|Puig i Ferrer|||h=puig", "f|Montserrat|Vilanova", "m|Oriol|Soler",
        "f|Núria|Roca i Mas|||h=roca", "f|Mireia|Bosch"]),
    ("galician", "Europe", "gf", 0, False, [
        "m|Xoán|Vázquez", "f|Uxía|Castro", "m|Brais|Outeiro", "f|Iria|Barreiro"]),
    ("portuguese", "Europe", "gf", 0, False, [
        "f|Inês|Carvalho", "m|João Pedro|Ferreira", "f|Beatriz|Sousa Mendes|||h=mendes",
        "m|Tiago|Gonçalves", "f|Mafalda|Pinto da Costa|||h=costa"]),
    ("brazilian", "Americas", "gf", 0, False, [
        "f|Ana Luiza|dos Santos Costa|||h=costa", "m|Thiago|Oliveira", "f|Fernanda|Lima",
        "m|Rafael|de Souza", "f|Larissa|Pereira", "m|Gustavo|Nascimento"]),
    ("mexican", "Americas", "gf", 0, False, [
        "m|José Luis|Hernández Ramírez|||h=hernandez", "f|Guadalupe|Martínez", "m|Jesús|Rodríguez",
        "f|Ximena|Torres Ortiz|||h=torres", "m|Emiliano|Cruz", "f|Itzel|Mendoza"]),
    ("argentine", "Americas", "gf", 0, False, [
        "m|Facundo|Giménez", "f|Agustina|Pérez", "m|Nahuel|Fernández", "f|Milagros|Sosa",
        "m|Santino|Rossi"]),
    ("colombian", "Americas", "gf", 0, False, [
        "f|Valentina|Restrepo", "m|Juan Camilo|Ospina", "f|Daniela|Zuluaga",
        "m|Andrés Felipe|Cardona Giraldo|||h=cardona"]),
    ("haitian", "Americas", "gf", 0, False, [
        "m|Jean-Wesley|Pierre-Louis", "f|Widline|Jean-Baptiste", "m|Fritznel|Désir",
        "f|Nadège|Augustin"]),
    ("jamaican", "Americas", "gf", 0, False, [
        "m|Delroy|Campbell", "f|Shanique|Brown", "m|Omari|Thompson", "f|Tanisha|Grant"]),
    ("africanamerican", "Americas", "gf", 0, False, [
        "f|Latoya|Washington", "m|DeShawn|Jackson", "f|Imani|Robinson", "m|Jamal|Carter",
        "f|Destiny|Coleman"]),
    ("greek", "Europe", "gf", 0, False, [
        "m|Giorgos|Papadopoulos||Γιώργος Παπαδόπουλος", "f|Eleni|Papadopoulou||Ελένη Παπαδοπούλου",
        "m|Dimitris|Konstantinidis", "f|Katerina|Georgiou", "m|Nikos|Karagiannis", "f|Sofia|Alexiou"]),
    ("albanian", "Europe", "gf", 0, False, [
        "m|Arben|Krasniqi", "f|Besa|Gashi", "m|Driton|Berisha", "f|Teuta|Shehu", "m|Ilir|Dervishi"]),
    ("serbian", "Europe", "gf", 0, False, [
        "m|Nikola|Jovanović||Никола Јовановић", "f|Jelena|Petrović", "m|Miloš|Đorđević",
        "f|Milica|Stanković"]),
    ("croatian", "Europe", "gf", 0, False, [
        "m|Ivan|Horvat", "f|Ana|Kovačević", "m|Luka|Babić", "f|Petra|Knežević", "m|Marko|Jurić"]),
    ("bosnian", "Europe", "gf", 0, False, [
        "m|Emir|Hadžić", "f|Amra|Begović", "m|Adnan|Mehmedović", "f|Selma|Hodžić"]),
    ("slovenian", "Europe", "gf", 0, False, [
        "m|Matej|Novak", "f|Nina|Kranjc", "m|Žiga|Zupančič", "f|Urška|Potočnik"]),
    ("macedonian", "Europe", "gf", 0, False, [
        "m|Aleksandar|Stojanovski", "f|Biljana|Trajkovska", "m|Goran|Petrovski",
        "f|Marija|Angelovska"]),
    ("bulgarian", "Europe", "gf", 0, False, [
        "m|Georgi|Dimitrov||Георги Димитров", "f|Desislava|Ivanova", "m|Stoyan|Kolev",
        "f|Radostina|Petkova"]),
    ("romanian", "Europe", "gf", 0, False, [
        "m|Andrei|Popescu", "f|Ioana|Ionescu", "m|Mihai|Dumitrescu", "f|Oana|Stănescu",
        "m|Răzvan|Munteanu"]),
    ("hungarian", "Europe", "fg", 0.6, False, [
        "f|Zsófia|Nagy", "m|László|Kovács", "f|Eszter|Szabó", "m|Bence|Tóth", "f|Réka|Horváth",
        "m|Gergely|Farkas"]),
    ("czech", "Europe", "gf", 0, False, [
        "m|Jakub|Dvořák", "f|Tereza|Nováková", "m|Tomáš|Svoboda", "f|Kateřina|Procházková",
        "m|Ondřej|Černý"]),
    ("slovak", "Europe", "gf", 0, False, [
        "m|Martin|Kováč", "f|Zuzana|Horváthová", "m|Peter|Baláž", "f|Lucia|Kučerová"]),
    ("polish", "Europe", "gf", 0, False, [
        "m|Krzysztof|Grabowski", "f|Agnieszka|Kowalska", "m|Tomasz|Wiśniewski",
        "f|Małgorzata|Zielińska", "m|Paweł|Nowak", "f|Katarzyna|Wójcik"]),
    ("ukrainian", "Europe", "gf", 0, False, [
        "f|Olena|Shevchenko||Олена Шевченко", "m|Oleksandr|Kovalenko||Олександр Коваленко",
        "f|Iryna|Bondarenko", "m|Taras|Melnyk", "f|Yuliia|Tkachenko"]),
    ("belarusian", "Europe", "gf", 0, False, [
        "m|Aliaksandr|Kazlou", "f|Hanna|Karpovich", "m|Siarhei|Lukashevich", "f|Volha|Zhuk"]),
    ("russian", "Europe", "gf", 0, False, [
        "f|Anastasia|Petrova|Sergeyevna|Анастасия Сергеевна Петрова", "m|Dmitry|Sokolov||Дмитрий Соколов",
        "f|Yekaterina|Volkova", "m|Alexei|Morozov", "f|Tatiana|Kuznetsova",
        "m|Nikolai|Smirnov|Ivanovich"]),
    ("lithuanian", "Baltic", "gf", 0, False, [
        "f|Rūta|Kazlauskienė", "m|Mindaugas|Petrauskas", "f|Gintarė|Jankauskaitė",
        "m|Tadas|Vasiliauskas", "f|Eglė|Balčiūnaitė"]),
    ("latvian", "Baltic", "gf", 0, False, [
        "m|Jānis|Bērziņš", "f|Ilze|Kalniņa", "m|Andris|Ozols", "f|Līga|Ozola", "m|Mārtiņš|Liepiņš"]),
    ("estonian", "Baltic", "gf", 0, False, [
        "m|Märt|Tamm", "f|Kadri|Saar", "m|Jaan|Sepp", "f|Triin|Mägi", "m|Rasmus|Kask"]),
    ("finnish", "Nordic", "gf", 0, False, [
        "m|Jukka|Virtanen", "f|Aino|Mäkinen", "m|Mikko|Korhonen", "f|Satu|Nieminen",
        "m|Juho|Heikkinen"]),
    ("swedish", "Nordic", "gf", 0, False, [
        "f|Astrid|Lindqvist", "m|Björn|Sjöberg", "f|Ingrid|Åkesson", "m|Erik|Lundgren",
        "f|Linnea|Bergström"]),
    ("norwegian", "Nordic", "gf", 0, False, [
        "m|Ole Kristian|Haugen", "f|Solveig|Bakke", "m|Håkon|Berg", "f|Ingeborg|Løvås",
        "m|Sindre|Strand"]),
    ("danish", "Nordic", "gf", 0, False, [
        "m|Mads|Kjærgaard", "f|Mette|Sørensen", "m|Søren|Østergaard", "f|Freja|Nørgaard",
        "m|Rasmus|Holm"]),
    ("icelandic", "Nordic", "gf", 0, True, [
        "f|Guðrún|Sigurðardóttir", "m|Sigurður|Jónsson", "f|Katrín|Einarsdóttir",
        "m|Þórður|Halldórsson", "f|Hrafnhildur|Ólafsdóttir"]),
    ("faroese", "Nordic", "gf", 0, False, [
        "m|Rógvi|Joensen", "f|Sólja|Dam", "m|Bárður|á Steig", "f|Turið|Mikkelsen"]),
    ("sami", "Nordic", "gf", 0, False, [
        "f|Máret|Sara", "m|Áilu|Gaup", "m|Ánde|Somby", "f|Elle Márjá|Eira"]),
    ("maltese", "Europe", "gf", 0, False, [
        "m|Joseph|Borg", "f|Maria|Camilleri", "m|Karl|Grech", "f|Roberta|Zammit", "m|Kurt|Farrugia"]),
    # ---------------------------------------------------------------- Pacific
    ("maori", "Pacific", "gf", 0, False, [
        "f|Aroha|Ngata", "m|Wiremu|Tāwhai", "f|Mere|Pōmare", "m|Tama|Kereama", "m|Rāwiri|Pōtae",
        "f|Hine|Walker"]),
    ("samoan", "Pacific", "gf", 0, False, [
        "m|Tavita|Leiataua", "f|Losa|Faleolo", "m|Sione|Tuilagi", "f|Malia|Fa'asalele",
        "m|Iosefa|Sapolu"]),
    ("tongan", "Pacific", "gf", 0, False, [
        "m|Viliami|Fifita", "f|Mele|Havili", "m|Sione|Taufa", "f|ʻAna|Vaipulu"]),
    ("fijian", "Pacific", "gf", 0, False, [
        "m|Josefa|Ravuvu", "f|Mereoni|Tuimaba", "m|Jone|Naivalu", "f|Litia|Rokobuli"]),
    ("hawaiian", "Pacific", "gf", 0, False, [
        "f|Leilani|Kahananui", "m|Keoni|Kealoha", "m|Kainoa|Nāone", "f|Noelani|Akana"]),
    ("chamorro", "Pacific", "gf", 0, False, [
        "m|Joaquin|Taitano", "f|Rosalinda|Camacho", "m|Vicente|Quitugua", "f|Tasi|San Nicolas"]),
    # ---------------------------------------------------------------- Indigenous Americas
    ("dine", "Indigenous Americas", "gf", 0, False, [
        "m|Darnell|Begay", "f|Shandiin|Yazzie", "m|Hosteen|Tsosie", "f|Nizhoni|Benally", "m|Kee|Nez"]),
    ("lakota", "Indigenous Americas", "gf", 0, False, [
        "f|Tasina|Two Bulls", "m|Wanbli|Iron Shell", "f|Winona|LaPointe", "m|Chaske|Red Bird"]),
    ("cherokee", "Indigenous Americas", "gf", 0, False, [
        "f|Ayita|Sixkiller", "m|Galen|Swimmer", "f|Adsila|Tehee", "m|Daniel|Hummingbird"]),
    ("anishinaabe", "Indigenous Americas", "gf", 0, False, [
        "f|Waaseyaa|Beaulieu", "m|Makwa|Kingbird", "f|Nimkii|Kakegamic", "m|Migizi|Fairbanks"]),
    ("inuit", "Indigenous Americas", "gf", 0, False, [
        "f|Elisapee|Ishulutaq", "m|Pauloosie|Akpaliapik", "f|Nuka|Kleist", "m|Aputsiaq|Lyberth"]),
    ("quechua", "Indigenous Americas", "gf", 0, False, [
        "m|Wayra|Quispe", "f|Sisa|Yupanqui", "m|Inti|Huamán", "f|Rosa|Condori"]),
    ("aymara", "Indigenous Americas", "gf", 0, False, [
        "f|Yola|Mamani", "m|Wilber|Choque", "f|Janeth|Apaza", "m|Eusebio|Quisbert"]),
    ("mapuche", "Indigenous Americas", "gf", 0, False, [
        "m|Lautaro|Huenchumilla", "f|Ayelén|Millalén", "m|Nahuel|Calfucura", "f|Rayén|Painemal"]),
    ("maya", "Indigenous Americas", "gf", 0, False, [
        "f|Yatzil|Pech", "m|Balam|Canché", "f|Ixchel|Uc", "m|Cristóbal|Tun", "f|Nicté|Chan"]),
    ("nahua", "Indigenous Americas", "gf", 0, False, [
        "f|Citlali|Xochipa", "m|Cuauhtémoc|Tlapale", "f|Xóchitl|Cuautle", "m|Tonatiuh|Coatl"]),
]
