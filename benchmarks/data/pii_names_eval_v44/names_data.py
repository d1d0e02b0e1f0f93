# -*- coding: utf-8 -*-
"""Hand-typed person names for pii_names_eval_v44 (no package, no data set).

ORIGINS_TEXT: one origin per line
    origin | region | order | female given names | male given names | family names
order:  gf = given family ("Amara Okafor")
        fg = family given ("Nagy Zsófia", "Wang Xiuying")
        vn = Vietnamese: family + Thị (f) / Văn (m) + given ("Nguyễn Thị Lan")
        g  = single name / name without a family part ("Sukarno", "I Wayan Sudarsana");
             the family column is then empty and the whole name is used everywhere.
Family names written "male/female" have a gendered form (Petrov/Petrova,
Jónsson/Jónsdóttir, bin Khalid/bint Khalid, Ó Briain/Ní Bhriain).
Particles stay part of the family name ("van der Berg", "bin Yusof", "ole Sankok").

SCRIPT_TEXT: native-script full names, one script per line
    origin | script | order | female full names | male full names
(names here are complete; first/last forms are split on the first space, or for
CJK without spaces the first character(s) given as "family·given" are used).
"""

ORIGINS_TEXT = """
# ---------------- Africa ----------------
yoruba | Africa | gf | Adebimpe, Folasade, Titilayo, Oluwaseun, Morenike | Babatunde, Oluwole, Kayode, Ayodeji, Olumide | Adeyemi, Ogunleye, Balogun, Adebayo-Ogunbiyi, Oyelaran
igbo | Africa | gf | Chiamaka, Ngozi, Adaeze, Nneka, Ifeoma | Chukwuemeka, Obinna, Ikenna, Nnamdi, Uchenna | Okafor, Nwosu, Eze, Obi, Okonkwo-Nwachukwu
hausa | Africa | gf | Aisha, Hadiza, Zainab, Rakiya, Binta | Abubakar, Sani, Musa, Aminu, Ibrahim | Danjuma, Yusuf Bello, Garba, Abdullahi, Maikano
edo | Africa | gf | Osarugue, Eghosa, Itohan, Omosede | Osagie, Ehigie, Osaretin, Izevbigie | Idahosa, Omoregie, Osagiede, Igbinedion
efik | Africa | gf | Affiong, Ekaette, Uduak, Nkoyo | Effiong, Etim, Bassey, Okon | Ekpo, Udoh, Inyang, Asuquo
tiv | Africa | gf | Mwuese, Doosuur, Ngunan, Iveren | Terver, Aondona, Msugh, Tersoo | Iorfa, Akaa, Tyoden, Gbande
akan | Africa | gf | Akosua, Adwoa, Abena, Efua, Afia | Kwame, Kofi, Yaw, Kwabena, Kojo | Mensah, Owusu, Boateng, Asante, Ofori-Atta
ewe | Africa | gf | Enyonam, Elikplim, Dzifa, Sena | Selorm, Elikem, Kekeli, Mawuli | Agbeko, Dzokoto, Amegashie, Kpodo
ga | Africa | gf | Naa Adjeley, Dede, Korkor, Naa Lamiley | Nii Armah, Tetteh, Nii Lante, Odartey | Quaye, Lamptey, Tagoe, Ankrah
wolof | Africa | gf | Awa, Fatou, Ndèye, Astou, Khady | Mamadou, Cheikh, Modou, Babacar, Ousmane | Diop, Ndiaye, Fall, Mbaye, Gueye
serer | Africa | gf | Sokhna, Diarra, Ngoné, Maguette | Ngor, Waly, Diégane, Moussa | Faye, Sène, Diouf, Ndour
fula | Africa | gf | Hawa, Kadiatou, Mariama, Djenabou | Alpha Oumar, Thierno, Amadou, Boubacar | Bah, Diallo, Sow, Barry, Baldé
mandinka | Africa | gf | Kaddy, Isatou, Mariatou, Fanta | Lamin, Ebrima, Sulayman, Momodou | Jallow, Touray, Darboe, Ceesay
bambara | Africa | gf | Oumou, Assitan, Kadidia, Nana | Seydou, Bakary, Mamadou, Souleymane | Traoré, Keïta, Coulibaly, Diarra, Konaté
mossi | Africa | gf | Rasmata, Bintou, Salimata, Awa | Boukary, Issouf, Salif, Wendkouni | Ouédraogo, Sawadogo, Kaboré, Zongo, Compaoré
kanuri | Africa | gf | Falmata, Yagana, Kaltumi, Fanna | Modu, Bukar, Kashim, Goni | Shettima, Kyari, Zulum, Mustapha
amhara | Africa | gf | Meseret, Tigist, Selamawit, Hiwot, Bethlehem | Abebe, Dawit, Tesfaye, Yohannes, Getachew | Bekele, Haile, Gebre-Egziabher, Wolde-Mariam, Alemu
oromo | Africa | gf | Chaltu, Ayantu, Hawi, Lalise, Ebise | Gemechu, Tolessa, Lelisa, Abdissa, Bekele | Gutema, Tufa, Dinsa, Fayisa, Bulcha
tigrinya | Africa | gf | Senait, Yodit, Luwam, Helen, Rahel | Yonas, Tesfay, Mebrahtu, Biniam, Robel | Tekle, Ghebremedhin, Habte, Kidane, Woldu
somali | Africa | gf | Hodan, Ifrah, Sahra, Fadumo, Ubah | Abdirahman, Mohamed, Guled, Abdiaziz, Farah | Warsame, Abdi Nur, Hassan Ali, Jama, Mohamud Farah
afar | Africa | gf | Aysha, Kadija, Hasna, Mako | Ali Mirah, Hanfare, Ismail, Yasin | Hamadu, Ahmed Dini, Hanfare, Alimirah
kikuyu | Africa | gf | Wanjiru, Njeri, Wambui, Nyambura, Wairimu | Kamau, Njoroge, Mwangi, Kariuki, Githinji | Kinyanjui, Gathoni, Muthoni, Ngugi, Wainaina
luo | Africa | gf | Akinyi, Achieng, Atieno, Awino, Adhiambo | Otieno, Odhiambo, Ochieng, Onyango, Omondi | Ouma, Okoth, Owino, Oduor, Odinga
kalenjin | Africa | gf | Chepkoech, Jepchirchir, Chebet, Jeptoo | Kipchoge, Kiprono, Kipruto, Cheruiyot | Rotich, Kosgei, Keter, Lagat
kamba | Africa | gf | Mwikali, Ndunge, Mwende, Kalekye | Mutua, Musyoka, Kyalo, Mwangangi | Kioko, Mutiso, Nzioka, Muthama
maasai | Africa | gf | Naserian, Nashipae, Resiato, Sianoi | Lekishon, Saitoti, Lemayian, Kakuta | ole Sankok/Sankok, ole Kisemei/Kisemei, ole Nkaissery/Nkaissery, ole Ntimama/Ntimama
luhya | Africa | gf | Nafula, Nekesa, Naliaka, Khasoa | Wafula, Wanyama, Simiyu, Barasa | Wekesa, Makokha, Wanjala, Shikuku
swahili | Africa | gf | Rehema, Mwanaisha, Zuhura, Halima | Bakari, Juma, Hamisi, Rashidi | Mwinyi, Salim Abeid, Kombo, Mbaraka
ganda | Africa | gf | Nakato, Namubiru, Nalwanga, Nansubuga | Kato, Ssemakula, Mukasa, Lubega | Kiggundu, Ssempijja, Nsubuga, Mulondo
acholi | Africa | gf | Akello, Lamunu, Aber, Atim | Okello, Opiyo, Ocan, Komakech | Odongo, Olanya, Otim, Ojok
rwandan | Africa | gf | Uwase, Mukamana, Ingabire, Umutoni | Habimana, Nshuti, Mugisha, Niyonzima | Uwimana, Nkurunziza, Kagame, Mutabazi
burundian | Africa | gf | Iradukunda, Niyonkuru, Ineza, Kaneza | Ndayishimiye, Hakizimana, Nduwimana, Irakoze | Niyongabo, Bizimana, Manirakiza, Ntahomvukiye
chaga | Africa | gf | Neema, Upendo, Anna, Elinuru | Elisante, Godfrey, Ndesamburo, Emmanuel | Mushi, Massawe, Swai, Lyimo, Kimaro
sukuma | Africa | gf | Kabula, Shija, Ng'washi, Nyanzobe | Masanja, Ndaki, Maduhu, Shilinde | Mabula, Luhende, Kashindye, Masele
zulu | Africa | gf | Nomvula, Thandeka, Zanele, Nokuthula, Lindiwe | Sipho, Themba, Bongani, Mandla, Sibusiso | Dlamini, Nkosi, Mkhize, Ngcobo, Zungu
xhosa | Africa | gf | Nomzamo, Thandiwe, Siphokazi, Noluthando | Luyolo, Xolani, Mzwandile, Lwazi | Mbeki, Ngcukana, Mqhayi, Sobukwe, Gqola
sotho | Africa | gf | Palesa, Lerato, Mpho, Dineo | Tumelo, Teboho, Thabo, Lehlohonolo | Mokoena, Mofokeng, Letsie, Moshoeshoe
tswana | Africa | gf | Kefilwe, Boitumelo, Onalenna, Masego | Kagiso, Tshepo, Kgosi, Mpho | Molefe, Sebego, Masire, Khama, Modise
shona | Africa | gf | Tendai, Rutendo, Chipo, Tsitsi, Nyasha | Tatenda, Farai, Tafadzwa, Tinashe, Kudakwashe | Moyo, Chikwanha, Mutasa, Mhlanga, Zvobgo
ndebele | Africa | gf | Sithembile, Nomalanga, Sibongile, Thuli | Mthokozisi, Ndumiso, Lungisani, Nkosinathi | Ncube, Sibanda, Ndlovu, Nyathi, Khumalo
chewa | Africa | gf | Chikondi, Tiyamike, Thokozani, Madalitso | Chisomo, Mphatso, Limbani, Kondwani | Banda, Phiri, Mwale, Chirwa, Kachingwe
bemba | Africa | gf | Mwila, Chilufya, Bwalya, Mutinta | Mulenga, Chanda, Mwansa, Kapembwa | Mumba, Chileshe, Kasonde, Musonda
malagasy | Africa | gf | Voahangy, Haingo, Fanja, Lalaina | Andry, Hery, Rivo, Tiana | Rakotomalala, Randrianarisoa, Rasoanaivo, Andriamanjato
lingala | Africa | gf | Mbuyi, Nsimba, Bolingo, Mpiana | Mbala, Lokua, Kabila, Ngandu | Mutombo, Lumumba, Mbemba, Kabongo, Tshisekedi
luba | Africa | gf | Kapinga, Ngalula, Mujinga, Mbombo | Kalonji, Tshibangu, Mukendi, Kabasele | Kasongo, Ilunga, Tshimanga, Muamba
kongo | Africa | gf | Nzinga, Bankoko, Mbenza, Ntumba | Nkanga, Mampuya, Makiese, Nsiona | Matondo, Nzuzi, Lusakueno, Kiala
cameroon | Africa | gf | Ngono, Mballa, Nkoulou, Essomba | Tchakounté, Nkeng, Fotso, Mbappé | Ngannou, Kamdem, Tchoumi, Nkwenti
fang | Africa | gf | Ngoua, Nze, Mezui, Obame | Ondo, Nguema, Essono, Mba | Obiang, Ndong Nguema, Mebiame, Engonga
kabyle | Africa | gf | Tassadit, Lila, Dihia, Thiziri | Amazigh, Idir, Lounès, Massinissa | Aït Ahmed, Ouali, Hadjadj, Aït Menguellet
tuareg | Africa | gf | Tinhinan, Takama, Fadimata, Tina | Moussa, Ahmed Ag, Intalla, Iyad | ag Ghali/welet Ghali, ag Intalla/welet Intalla, ag Attaher/welet Attaher, ag Mohamed/welet Mohamed
egyptian | Africa | gf | Mona, Yasmine, Nourhan, Salma, Dina | Ahmed, Mahmoud, Mostafa, Karim, Tarek | Abdel-Rahman, El-Sayed, Fahmy, Mansour, Shalaby
moroccan | Africa | gf | Khadija, Salma, Imane, Soukaina | Youssef, Mehdi, Hamza, Anas | El Amrani, Bennani, Alaoui, Tazi, Benjelloun
tunisian | Africa | gf | Ines, Emna, Rim, Olfa | Skander, Wassim, Mehdi, Aymen | Ben Salah, Trabelsi, Jebali, Chaabane, Ben Ammar
algerian | Africa | gf | Amel, Nesrine, Lamia, Souad | Rachid, Djamel, Nabil, Farid | Boumediene, Belkacem, Zerhouni, Bouaziz
libyan | Africa | gf | Hana, Najla, Rabia, Fathia | Mabrouk, Salem, Khalifa, Abdelhakim | Al-Misrati, Zintani, Al-Senussi, Ben Ghalbon
sudanese | Africa | gf | Amna, Awadia, Sara, Nafisa | Osman, Hamdan, Babiker, Elfatih | Abdelrahim, Elmahdi, Mirghani, Osman Hamad
cape_verdean | Africa | gf | Cesária, Lúcia, Djamila, Nha | Amílcar, Nuno, Djoy, Zeca | Tavares, Monteiro, Lopes Furtado, Fortes
angolan | Africa | gf | Luzia, Esperança, Nzinga, Teresa | Agostinho, Domingos, Kiluanji, Ngola | Neto, dos Santos, Kiala, Bumba
mozambican | Africa | gf | Graça, Luísa, Celina, Josina | Samora, Eusébio, Armando, Filipe | Machel, Guebuza, Nyusi, Muianga, Cossa
eritrean | Africa | gf | Saba, Ruth, Mihret, Semhar | Tesfalem, Amanuel, Filmon, Kibrom | Ghebreyesus, Andemariam, Berhane, Okbazghi

# ---------------- Asia ----------------
mandarin | Asia | fg | Xiuying, Jing, Yuxuan, Meiling, Xiaohong | Wei, Haoran, Zhiwei, Jianguo, Yang | Wang, Li, Zhang, Liu, Chen, Ouyang, Xu
cantonese | Asia | fg | Wing Yan, Mei Ling, Ka Yee, Suk Fan | Chi Keung, Wai Man, Ka Ho, Siu Ming | Chan, Wong, Cheung, Leung, Ng
taiwanese | Asia | fg | Shu-fen, Ya-ting, Mei-hua, Yi-chen | Chih-ming, Chun-hung, Wen-hsiung, Po-han | Lin, Huang, Tsai, Hsu, Chang
hokkien_sg | Asia | fg | Hui Min, Siew Ling, Bee Leng, Li Ting | Boon Kiat, Teck Soon, Kok Wah, Wei Jie | Tan, Lim, Teo, Goh, Ong
japanese | Asia | gf | Yui, Haruka, Sakura, Aoi, Mei | Haruto, Ren, Sota, Takumi, Kenji | Sato, Suzuki, Takahashi, Watanabe, Yamamoto, Ito
korean | Asia | fg | Ji-woo, Seo-yeon, Min-ji, Ha-eun, Soo-ah | Min-jun, Seo-jun, Do-yoon, Ji-ho, Jae-sung | Kim, Lee, Park, Choi, Jung, Oh, Yoon
vietnamese | Asia | vn | Lan, Hạnh, Mai, Thảo, Ngọc | Minh, Bảo, Tuấn, Hùng, Quang | Nguyễn, Trần, Lê, Phạm, Hoàng, Đặng
thai | Asia | gf | Siriporn, Nattaya, Pimchanok, Kanokwan | Somchai, Anurak, Thanawat, Kittisak | Srisuk, Wongsawat, Chaiyaporn, Rattanakorn, Sukprasert
lao | Asia | gf | Souksavanh, Manivanh, Phonethip, Khamla | Bounmy, Somsanith, Khamphou, Sengphet | Phommavong, Sisavath, Vongsa, Keomany
khmer | Asia | fg | Sreymom, Sophea, Chanthou, Bopha | Dara, Vuthy, Sokha, Pisey | Chea, Sok, Meas, Heng, Chhay
burmese | Asia | g | Khin Mar Aye, Thandar Win, Nilar Myint, Su Su Hlaing | Thant Zin Oo, Aung Ko Ko, Min Thu, Kyaw Zeya |
karen | Asia | g | Naw Htoo Paw, Naw Eh Moo, Naw Paw Wah, Naw Say Say | Saw Ler Htoo, Saw Tha Dah, Saw Eh Kaw, Saw Blut Moo |
malay | Asia | gf | Nurul Aina, Siti Hajar, Farah Nadia, Aisyah | Muhammad Hafiz, Ahmad Faiz, Mohd Azlan, Izzat | bin Ismail/binti Ismail, bin Yusof/binti Yusof, bin Abdullah/binti Abdullah, bin Hassan/binti Hassan
javanese | Asia | g | Sri Rahayu, Wulandari, Sumiati, Endang Lestari | Sukarno, Bambang Sutrisno, Joko Susilo, Wahyudi |
sundanese | Asia | gf | Euis, Neneng, Ai, Cucu | Asep, Ujang, Dadang, Cecep | Sutisna, Hidayat, Permana, Suryana
balinese | Asia | g | Ni Made Ayu Lestari, Ni Wayan Sriani, Ni Komang Dewi, Ni Ketut Sari | I Wayan Sudarsana, I Made Wirawan, I Nyoman Arta, I Ketut Budiarta |
batak | Asia | gf | Rumondang, Romauli, Nurmala, Tiurma | Togar, Parlindungan, Hotman, Sahat | Simanjuntak, Siregar, Nainggolan, Hutapea, Situmorang
tagalog | Asia | gf | Maria Clara, Rosalinda, Marites, Jocelyn, Liza | Juan Carlos, Ramon, Rodel, Jomar, Efren | dela Cruz, de los Reyes, Bautista, Mendoza, Villanueva, Macapagal
cebuano | Asia | gf | Cherry Mae, Lovely, Jenalyn, Rhea | Jun-Jun, Dodong, Rolando, Arnel | Cabahug, Ybañez, Lapu, Alcantara
ilocano | Asia | gf | Lourdes, Divina, Rosario, Nenita | Florante, Leonardo, Teodoro, Domingo | Agbayani, Pascua, Ramos Tabios, Bumanglag
mongolian | Asia | fg | Oyuntsetseg, Enkhjargal, Sarangerel, Bolormaa | Batbayar, Ganbold, Tsogtbaatar, Temuulen | Batbayaryn, Dorjiin, Tsendiin, Ganbaataryn
kazakh | Asia | gf | Aigerim, Dinara, Zhanar, Aruzhan | Nursultan, Yerlan, Daulet, Askar | Nurlanov/Nurlanova, Abenov/Abenova, Tokayev/Tokayeva, Zhaksylykov/Zhaksylykova
uzbek | Asia | gf | Dilnoza, Gulnora, Malika, Nodira | Jasur, Sardor, Bekzod, Rustam | Karimov/Karimova, Yusupov/Yusupova, Tashkentov/Tashkentova, Rakhimov/Rakhimova
kyrgyz | Asia | gf | Aizada, Cholpon, Gulzat, Nurzhan | Almazbek, Bakyt, Erlan, Talant | Akmatov/Akmatova, Osmonaliev/Osmonalieva, Sadyrov/Sadyrova, Japarov/Japarova
tajik | Asia | gf | Farzona, Gulchehra, Nigina, Zarina | Firdavs, Rustam, Shavkat, Daler | Rahmonov/Rahmonova, Nazarov/Nazarova, Saidov/Saidova, Sharipov/Sharipova
turkmen | Asia | gf | Ogulgerek, Bahar, Jeren, Maysa | Serdar, Myrat, Batyr, Gurbanguly | Berdimuhamedow/Berdimuhamedowa, Orazow/Orazowa, Atayew/Atayewa, Annayew/Annayewa
uyghur | Asia | gf | Gulnar, Mihrigul, Rahile, Zumret | Ilham, Abdurehim, Memet, Ekber | Tohti, Heyit, Qadir, Niyaz
tibetan | Asia | g | Tenzin Dolma, Pema Lhamo, Dechen Wangmo, Yangchen Drolma | Tenzin Norbu, Lobsang Tsering, Karma Gyatso, Sonam Dorje |
nepali | Asia | gf | Sita, Pramila, Sunita, Anjana | Bishnu, Ramesh, Santosh, Prakash | Shrestha, Adhikari, Thapa, Gurung, Koirala
sherpa | Asia | gf | Pasang Lhamu, Dawa Futi, Lhakpa, Ang Dolma | Tenzing, Ang Rita, Mingma, Nima | Sherpa, Lama Sherpa, Tamang, Sherpa Lama
bhutanese | Asia | g | Dechen Pem, Kinley Wangmo, Sonam Choden, Tshering Yangzom | Karma Wangchuk, Ugyen Dorji, Jigme Thinley, Sangay Tenzin |
sinhala | Asia | gf | Dilani, Nadeesha, Sanduni, Chamari | Kasun, Tharindu, Chaminda, Nuwan | Perera, Jayasuriya, Wickramasinghe, Bandara, Gunawardena
sl_tamil | Asia | gf | Tharshini, Kajeepa, Mathuja, Luxmi | Thavarajah, Sivakumar, Niroshan, Kugan | Selvanayagam, Ponnambalam, Thambirajah, Sivapalan
tamil | Asia | gf | Priya, Kavitha, Meenakshi, Lakshmi, Deepa | Karthik, Senthil, Murugan, Arun, Venkatesh | Raman, Subramanian, Krishnan, Annamalai, Chidambaram
telugu | Asia | gf | Sravani, Lavanya, Padmaja, Haritha | Srinivas, Venkata Ramana, Chaitanya, Naveen | Reddy, Naidu, Chowdary, Kondaveeti, Yarlagadda
kannada | Asia | gf | Shwetha, Anusha, Rakshita, Bhavya | Manjunath, Raghavendra, Prashanth, Girish | Gowda, Hegde, Shetty, Kulkarni
malayalam | Asia | gf | Anjali, Sreelakshmi, Aswathy, Reshma | Vishnu, Arjun Menon, Sreejith, Anoop | Nair, Menon, Pillai, Kurian, Thomas Varghese
marathi | Asia | gf | Aishwarya, Madhuri, Snehal, Prajakta | Sachin, Aniket, Omkar, Sandeep | Patil, Deshpande, Joshi, Gaikwad, Kulkarni
gujarati | Asia | gf | Hetal, Krupa, Dhwani, Nirali | Hardik, Jignesh, Chirag, Bhavesh | Patel, Shah, Mehta, Desai, Parikh
punjabi_sikh | Asia | gf | Harpreet, Simran, Manpreet, Gurleen | Gurpreet, Harjit, Jaspal, Amrinder | Singh/Kaur, Singh Gill/Kaur Gill, Singh Sandhu/Kaur Sandhu, Singh Dhillon/Kaur Dhillon
bengali | Asia | gf | Ananya, Moumita, Sreya, Tanusree, Rupa | Sourav, Arindam, Debashish, Subhajit, Anirban | Chatterjee, Banerjee, Mukherjee, Das, Bhattacharya
bangladeshi | Asia | gf | Nusrat, Farzana, Tahmina, Sumaiya | Rakibul, Tanvir, Mahmudul, Shakib | Hossain, Rahman, Chowdhury, Islam, Ahmed
odia | Asia | gf | Sasmita, Pragyan, Lopamudra, Jyotsna | Debasis, Pradeep, Biswajit, Soumya | Mohanty, Pattnaik, Panda, Mishra, Sahoo
assamese | Asia | gf | Bornali, Jonali, Pallabi, Dipshikha | Bhaskar, Pranjal, Hiranya, Manash | Baruah, Gogoi, Bora, Hazarika, Saikia
hindi | Asia | gf | Pooja, Neha, Sunita, Kavya, Anjali | Rahul, Amit, Vikram, Rohan, Sandeep | Sharma, Verma, Gupta, Srivastava, Tiwari
kashmiri | Asia | gf | Mehbooba, Rubina, Insha, Shazia | Omar, Bilal, Sajad, Faisal | Bhat, Dar, Wani, Lone, Mir
urdu | Asia | gf | Ayesha, Sana, Mahnoor, Hira, Fatima | Usman, Bilal, Hamza, Ali Raza, Zeeshan | Qureshi, Siddiqui, Butt, Malik, Chaudhry
pashto | Asia | gf | Malalai, Zarghuna, Palwasha, Nazo | Gulbuddin, Wahidullah, Zalmay, Ajmal | Yousafzai, Khattak, Afridi, Durrani, Popalzai
dari | Asia | gf | Fariba, Mursal, Roya, Nilofar | Farid, Nasrullah, Jawad, Mirwais | Ahmadzai, Hashimi, Karimi, Sultani
baloch | Asia | gf | Mahrang, Sammi, Banuk, Hani | Akhtar, Jalil, Bashir, Nawab | Baloch, Bugti, Marri, Mengal
sindhi | Asia | gf | Marvi, Sassui, Rubina, Shabnam | Ayaz, Zulfiqar, Bashir, Shah Nawaz | Soomro, Memon, Jatoi, Bhutto
maldivian | Asia | gf | Aminath, Mariyam, Fathimath, Hawwa | Ibrahim, Mohamed Nasheed, Ahmed Shiyam, Hassan Latheef | Manik, Didi, Rasheed, Shakoor
hmong | Asia | gf | Pa Nhia, Mai Yer, Choua, Yia | Tou, Kou, Pao, Chue | Vang, Xiong, Yang, Thao, Lor
timorese | Asia | gf | Maria Fátima, Ermelinda, Angelina, Lúcia | Xanana, Taur, Mari, Lu-Olo | Soares, da Costa, Ximenes, Guterres, Belo

# ---------------- Middle East ----------------
gulf_arabic | MiddleEast | gf | Noura, Maha, Reem, Latifa, Hessa | Abdullah, Faisal, Saud, Khalid, Sultan | bin Khalid Al-Harbi/bint Khalid Al-Harbi, Al-Otaibi, Al-Qahtani, bin Talal Al-Dosari/bint Talal Al-Dosari, Al Nahyan
levantine | MiddleEast | gf | Rania, Lina, Maya, Nour, Yara | Rami, Ziad, Karim, Elias, Fadi | Haddad, Khoury, Nasrallah, Abou Jaoude, Saade
iraqi | MiddleEast | gf | Zainab, Shahad, Hawraa, Ban | Mustafa, Haider, Ammar, Qusay | Al-Jubouri, Al-Tamimi, Al-Maliki, Al-Rubaie
yemeni | MiddleEast | gf | Tawakkol, Arwa, Bilqis, Nabila | Abdulmalik, Ghamdan, Saleh, Tariq | Al-Hadrami, Al-Ansi, Karman, Al-Eryani
omani | MiddleEast | gf | Shurooq, Muna, Thuraya, Samra | Haitham, Sayyid, Badr, Talal | Al-Busaidi, Al-Hinai, Al-Kindi, Al-Balushi
palestinian | MiddleEast | gf | Hanan, Dalal, Ruba, Samar | Mahmoud, Yasser, Ghassan, Marwan | Barghouti, Ashrawi, Abu Khalil, Kanafani
persian | MiddleEast | gf | Parisa, Shirin, Maryam, Nasrin, Golnaz | Reza, Dariush, Kourosh, Mehdi, Arash | Najafi, Hosseini, Tehrani, Farahani, Mohammadzadeh
kurdish | MiddleEast | gf | Rojda, Berivan, Nasrin, Hêvî, Zîlan | Dilshad, Rêbaz, Serhat, Azad, Kawa | Barzani, Talabani, Ahmed Xalid, Qadir, Zebari
turkish | MiddleEast | gf | Ayşe, Elif, Zeynep, İpek, Gülşen | Mehmet, Emre, Burak, Oğuz, İsmail | Yılmaz, Kaya, Demir, Çelik, Öztürk, Şahin
azerbaijani | MiddleEast | gf | Aynur, Günel, Leyla, Nərmin | Elçin, Rəşad, Tural, Vüsal | Məmmədov/Məmmədova, Əliyev/Əliyeva, Hüseynov/Hüseynova, Quliyev/Quliyeva
armenian | MiddleEast | gf | Anahit, Lusine, Mariam, Nare, Siranush | Aram, Tigran, Vardan, Hovhannes, Narek | Petrosyan, Hakobyan, Sargsyan, Grigoryan, Ter-Petrosyan
georgian | MiddleEast | gf | Nino, Tamar, Ketevan, Mariam, Salome | Giorgi, Davit, Levan, Irakli, Zurab | Beridze, Kapanadze, Gelashvili, Tsiklauri, Lortkipanidze
hebrew | MiddleEast | gf | Noa, Tamar, Shira, Yael, Maya | Yonatan, Itai, Omer, Eitan, Ariel | Cohen, Levi, Mizrahi, Ben-David, Peretz, Friedman
assyrian | MiddleEast | gf | Ninve, Shamiram, Atour, Ramina | Sargon, Ashur, Nimrod, Odisho | Yonan, Khoshaba, Benyamin, Warda
druze | MiddleEast | gf | Suad, Widad, Amal, Ghada | Walid, Akram, Salman, Fares | Jumblatt, Arslan, Halabi, Abu Saleh
circassian | MiddleEast | gf | Zarema, Madina, Fatimat, Mariet | Aslan, Murat, Timur, Khazret | Khatkov/Khatkova, Kumakhov/Kumakhova, Shogenov/Shogenova, Tkhakushinov/Tkhakushinova
mandaean | MiddleEast | gf | Shadia, Bushra, Nadia, Suhad | Sattar, Laith, Majid, Raad | Jabbar Helo, Al-Sabti, Al-Khamisi, Choheili

# ---------------- Europe ----------------
english | Europe | gf | Charlotte, Emily, Sophie, Harriet, Eleanor | Oliver, George, Harry, Thomas, Alfie | Whitfield, Barraclough, Pemberton, Ashworth, Fairbrother, Smythe-Jones
scottish | Europe | gf | Isla, Morag, Eilidh, Kirsty, Catriona | Hamish, Callum, Euan, Angus, Fraser | MacLeod, McGregor, Campbell, MacKenzie, Drummond
scottish_gaelic | Europe | gf | Seonaid, Mòrag, Ciorstaidh, Mairead | Seumas, Dòmhnall, Alasdair, Ruairidh | MacDhòmhnaill/NicDhòmhnaill, MacLeòid/NicLeòid, MacAoidh/NicAoidh, MacIlleathain/NicIlleathain
irish | Europe | gf | Aoife, Siobhán, Niamh, Caoimhe, Gráinne | Ciarán, Pádraig, Oisín, Tadhg, Cathal | Ó Briain/Ní Bhriain, Mac Cárthaigh/Nic Cárthaigh, Ó Súilleabháin/Ní Shúilleabháin, O'Connor, Fitzgerald
welsh | Europe | gf | Cerys, Angharad, Siân, Bethan, Ffion | Rhodri, Dafydd, Gethin, Iolo, Emyr | ap Rhys/ferch Rhys, ap Gruffudd/ferch Gruffudd, Llewellyn, Pritchard, Prosser
cornish | Europe | gf | Demelza, Morwenna, Tamsin, Kerensa | Jago, Peder, Trystan, Kitto | Trelawny, Penrose, Trevithick, Chenoweth, Polglase
manx | Europe | gf | Voirrey, Aalin, Breesha, Ealish | Illiam, Juan, Fynlo, Orry | Quayle, Kermode, Cregeen, Qualtrough, Corkill
breton | Europe | gf | Maïwenn, Nolwenn, Gwenaëlle, Soazig | Yann, Erwan, Gwenolé, Loïc | Le Gall, Le Goff, Kerjean, Le Bihan, Guivarc'h
french | Europe | gf | Camille, Margaux, Élodie, Marie-Claire, Solène | Jean-Baptiste, Thibault, Mathieu, Grégoire, Étienne | Dubois, Lefèvre, de la Fontaine, Moreau, Girard, Rousseau
occitan | Europe | gf | Mirelha, Joana, Azalais, Brunissenda | Joan, Pèire, Ramon, Guilhèm | Fabre, Castanet, Bonafous, Lafargue
basque | Europe | gf | Ainhoa, Nerea, Maite, Itziar, Leire | Iñaki, Unai, Aitor, Gorka, Xabier | Etxeberria, Goikoetxea, Aranburu, Zubizarreta, Urrutia
catalan | Europe | gf | Montserrat, Núria, Laia, Mireia, Meritxell | Jordi, Pau, Oriol, Arnau, Joan | Puig, Vilanova, Ferrer i Soler, Casals, Pujol
galician | Europe | gf | Uxía, Iria, Antía, Sabela | Xoán, Brais, Xurxo, Anxo | Castro, Fraga, Outeiro, Vázquez Pazos
spanish | Europe | gf | Lucía, Carmen, Inmaculada, María José, Pilar | Santiago, Álvaro, Javier, José Luis, Íñigo | García Márquez, Fernández, de la Cruz, Ortega Sánchez, Ruiz-Zafón, Martín
portuguese | Europe | gf | Inês, Beatriz, Leonor, Mariana, Matilde | João, Tiago, Duarte, Rodrigo, Gonçalo | Ferreira, dos Santos, Sousa, Rebelo de Sousa, Magalhães
italian | Europe | gf | Giulia, Chiara, Francesca, Beatrice, Ilaria | Lorenzo, Matteo, Giuseppe, Alessandro, Niccolò | Rossi, De Luca, Di Stefano, Esposito, Lo Russo, Bianchi
sardinian | Europe | gf | Bonaria, Maria Grazia, Efisia, Giovanna | Efisio, Gavino, Salvatore, Antioco | Piras, Porcu, Pinna, Deiana, Murgia
sicilian | Europe | gf | Rosalia, Agata, Concetta, Santina | Salvatore, Calogero, Turi, Gaetano | La Rosa, Li Causi, Scuderi, Lo Bianco
corsican | Europe | gf | Letizia, Ghjulia, Maria Ghjuvanna, Saveria | Ghjuvan Petru, Paoli, Orsu, Petru | Santoni, Casanova, Pietri, Luciani
romansh | Europe | gf | Mengia, Ursina, Seraina, Curdina | Gion, Men, Flurin, Duri | Cadruvi, Caviezel, Tscharner, Arpagaus
german | Europe | gf | Anneliese, Katharina, Jana, Friederike, Lena | Jürgen, Maximilian, Lukas, Tobias, Heinrich | Weber, Müller, von Bülow, Schäfer, Schmidt-Hoffmann, Großmann
austrian | Europe | gf | Theresa, Magdalena, Verena, Johanna | Florian, Andreas, Leopold, Wolfgang | Huber, Gruber, Pichler, Steinwender, Moser
swiss_german | Europe | gf | Regula, Vreni, Barbara, Seraina | Ueli, Reto, Beat, Urs | Zürcher, Bachmann, Zbinden, Gerber, Aebischer
luxembourgish | Europe | gf | Léonie, Josée, Mady, Nathalie | Jängi, Fränz, Guy, Marc | Wagner, Hoffmann, Kieffer, Schmit, Weis
dutch | Europe | gf | Noor, Femke, Anouk, Sanne, Lotte | Daan, Bram, Joost, Pieter, Sem | van der Berg, de Vries, Jansen, van 't Hof, ter Horst, Visser
flemish | Europe | gf | Ine, Griet, Lieve, Katrien | Wout, Jef, Stijn, Pieter-Jan | Peeters, Vermeulen, Van den Broeck, De Smet, Goossens
frisian | Europe | gf | Baukje, Sjoukje, Geertje, Tryntsje | Sjoerd, Hidde, Jelle, Wybren | Hoekstra, Dijkstra, Sijbesma, Postma, Wiersma
danish | Europe | gf | Mette, Sidsel, Ida, Freja | Søren, Mads, Rasmus, Frederik | Jørgensen, Kjærgaard, Mikkelsen, Thomsen
norwegian | Europe | gf | Ingrid, Solveig, Åse, Sigrid | Ole, Eirik, Håkon, Torbjørn | Haugen, Bakke, Solberg, Lien, Kvalheim
swedish | Europe | gf | Astrid, Linnéa, Maja, Ebba | Björn, Gustav, Olle, Anders | Lindqvist, Sjöberg, Åkesson, Bergström, Nyström
finnish | Europe | gf | Aino, Kaisa, Saara, Tuulikki | Juha, Eero, Ville, Jukka | Virtanen, Mäkinen, Korhonen, Leinonen, Heikkilä
sami | Europe | gf | Máret, Elle, Risten, Sárá | Ánde, Niillas, Áslat, Mikkal | Gaup, Sara, Eira, Utsi, Balto
icelandic | Europe | gf | Guðrún, Sigríður, Katrín, Þórdís | Jón, Gunnar, Einar, Þórður | Jónsson/Jónsdóttir, Gunnarsson/Gunnarsdóttir, Sigurðsson/Sigurðardóttir, Magnússon/Magnúsdóttir
faroese | Europe | gf | Rannvá, Guðrið, Turið, Bjørg | Símun, Heðin, Jógvan, Rógvi | Joensen, Poulsen, Dalsgaard, Hansen, Vang
estonian | Europe | gf | Kadri, Liis, Triin, Maarja | Jaan, Toomas, Rein, Mart | Tamm, Saar, Sepp, Mägi, Kask
latvian | Europe | gf | Ilze, Anete, Laima, Dace | Jānis, Andris, Mārtiņš, Raimonds | Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozoliņš/Ozoliņa, Liepiņš/Liepiņa
lithuanian | Europe | gf | Rūta, Eglė, Gintarė, Aušra | Mindaugas, Tomas, Žygimantas, Vytautas | Kazlauskas/Kazlauskienė, Petrauskas/Petrauskaitė, Jankauskas/Jankauskienė, Stankevičius/Stankevičiūtė
polish | Europe | gf | Agnieszka, Małgorzata, Zofia, Katarzyna, Joanna | Krzysztof, Tomasz, Grzegorz, Piotr, Wojciech | Kowalski/Kowalska, Grabowski/Grabowska, Wiśniewski/Wiśniewska, Nowak, Szymański/Szymańska
kashubian | Europe | gf | Bòżena, Gerta, Janina, Marta | Józef, Kazmierz, Jan, Stanisłôw | Formela, Kiedrowski/Kiedrowska, Mielewczyk, Labuda
sorbian | Europe | gf | Měrana, Lubina, Jadwiga, Božena | Jurij, Měrćin, Pětr, Handrij | Nowak/Nowakowa, Šołta/Šołćina, Krawc/Krawcowa, Kral/Kralowa
czech | Europe | gf | Tereza, Markéta, Lucie, Eliška | Jiří, Vojtěch, Ondřej, Lukáš | Novák/Nováková, Dvořák/Dvořáková, Procházka/Procházková, Černý/Černá
slovak | Europe | gf | Zuzana, Veronika, Katarína, Ľubica | Juraj, Matej, Ľuboš, Peter | Horváth/Horváthová, Kováč/Kováčová, Baláž/Balážová, Varga/Vargová
slovene | Europe | gf | Maja, Špela, Nika, Urška | Matjaž, Rok, Luka, Žiga | Novak, Horvat, Kranjc, Zupančič, Potočnik
croatian | Europe | gf | Ivana, Marija, Petra, Ana | Ivan, Luka, Marko, Dario | Horvat, Kovačević, Babić, Marić, Jurić
serbian | Europe | gf | Jelena, Milica, Dragana, Snežana | Nemanja, Dušan, Miloš, Stefan | Jovanović, Petrović, Nikolić, Đorđević, Stojanović
bosnian | Europe | gf | Amra, Selma, Lejla, Emina | Adnan, Edin, Haris, Kemal | Hadžić, Mehmedović, Begović, Delić, Hodžić
montenegrin | Europe | gf | Milena, Ksenija, Vesna, Radmila | Vuk, Budimir, Radovan, Marko | Vujošević, Radulović, Đukanović, Lekić
macedonian | Europe | gf | Elena, Biljana, Marija, Kalina | Aleksandar, Goran, Zoran, Igor | Stojanovski/Stojanovska, Nikolovski/Nikolovska, Trajkovski/Trajkovska, Petrovski/Petrovska
bulgarian | Europe | gf | Desislava, Radostina, Tsvetelina, Yordanka | Hristo, Stoyan, Boyko, Nikolay | Ivanov/Ivanova, Georgiev/Georgieva, Dimitrov/Dimitrova, Todorov/Todorova
romanian | Europe | gf | Ioana, Andreea, Mihaela, Alexandra | Andrei, Ștefan, Mihai, Ionuț | Popescu, Ionescu, Constantinescu, Munteanu, Dumitrescu
moldovan | Europe | gf | Ecaterina, Doina, Natalia, Valentina | Vasile, Ion, Igor, Vlad | Ciobanu, Rusu, Lungu, Turcanu
hungarian | Europe | fg | Zsófia, Katalin, Erzsébet, Réka, Boglárka | László, Zoltán, Gábor, Bence, Ferenc | Nagy, Kovács, Tóth, Szabó, Horváth, Szentgyörgyi
albanian | Europe | gf | Arta, Blerina, Drita, Elira | Arben, Besnik, Fatmir, Ilir | Hoxha, Krasniqi, Berisha, Gashi, Shehu
greek | Europe | gf | Eleni, Katerina, Despina, Georgia, Vasiliki | Giorgos, Dimitris, Nikos, Kostas, Stavros | Papadopoulos/Papadopoulou, Georgiou, Nikolaidis/Nikolaidou, Karagiannis/Karagianni, Oikonomou
cypriot | Europe | gf | Androulla, Panayiota, Chrystalla, Eleftheria | Andreas, Christakis, Panikos, Neophytos | Christodoulides/Christodoulidou, Kyprianou, Hadjigeorgiou, Loizides/Loizidou
maltese | Europe | gf | Marija, Doris, Roberta, Rita | Ġużeppi, Ċensu, Karmenu, Joseph | Borg, Camilleri, Vella, Farrugia, Żammit
russian | Europe | gf | Anastasia, Ekaterina, Olga, Svetlana, Tatiana | Dmitri, Sergei, Alexei, Mikhail, Vladimir | Petrov/Petrova, Sokolov/Sokolova, Kuznetsov/Kuznetsova, Volkov/Volkova, Smirnov/Smirnova
ukrainian | Europe | gf | Oksana, Olena, Iryna, Nataliia, Yuliia | Oleksandr, Andrii, Taras, Bohdan, Mykola | Shevchenko, Kovalenko, Bondarenko, Tkachuk, Kovalskyi/Kovalska
belarusian | Europe | gf | Alesia, Volha, Hanna, Yanina | Aliaksandr, Ales, Siarhei, Uladzimir | Lukashevich, Babaryka, Tsikhanouski/Tsikhanouskaya, Kalesnikau/Kalesnikava
romani | Europe | gf | Esmeralda, Mirela, Luludja, Dika | Django, Costel, Ferko, Nicolae | Lakatos, Rostas, Stojka, Gheorghe, Oláh
tatar | Europe | gf | Gulnaz, Alsu, Ilsiyar, Raushaniya | Rustem, Ilnur, Ildar, Marat | Minnikhanov/Minnikhanova, Galiullin/Galiullina, Shaymiev/Shaymieva, Khairullin/Khairullina
bashkir | Europe | gf | Zuhra, Aigul, Gulshat, Ilmira | Salavat, Azamat, Radik, Timur | Yulaev/Yulaeva, Gabdullin/Gabdullina, Ishmuratov/Ishmuratova, Kulsharipov/Kulsharipova
chechen | Europe | gf | Zarema, Aminat, Kheda, Madina | Ruslan, Akhmed, Magomed, Aslanbek | Dudayev/Dudayeva, Maskhadov/Maskhadova, Umarov/Umarova, Gakayev/Gakayeva
ashkenazi | Europe | gf | Rivka, Chaya, Devorah, Miriam | Mendel, Yankel, Shmuel, Hershel | Rosenbaum, Goldfarb, Katzenellenbogen, Weinberg, Schwartz
sephardic | Europe | gf | Reina, Estrella, Sultana, Vida | Nissim, Avram, Moshe, Jacob | Benveniste, Abravanel, Toledano, Pardo, Sasson
aromanian | Europe | gf | Dina, Tana, Vasilica, Zoica | Toma, Ianachi, Dimitri, Naum | Cuvata, Papazisi, Caragiani, Dumba

# ---------------- Americas ----------------
us_anglo | Americas | gf | Ashley, Brittany, Madison, Kaylee, Peggy Sue | Tyler, Cody, Brandon, Billy Ray, Chase | Henderson, McAllister, Whitaker, Pruitt, Van Buren
african_american | Americas | gf | Latoya, Shaniqua, Keisha, Imani, Ebony | DeShawn, Jamal, Tyrone, Darnell, Marquis | Washington, Jefferson, Freeman, Booker, Jackson
quebecois | Americas | gf | Geneviève, Marie-Ève, Josée, Chantal | Jean-François, Réjean, Gaétan, Sylvain | Tremblay, Gagnon, Bouchard, Côté, Lévesque
acadian | Americas | gf | Évangéline, Rose-Aimée, Edna, Lise | Zachée, Aldéric, Euclide, Hilaire | LeBlanc, Arsenault, Thibodeau, Cormier, Doucet
mexican | Americas | gf | Guadalupe, Ximena, Itzel, María Fernanda | Jesús, Juan Pablo, Emiliano, Rigoberto | Hernández, López Obrador, Ramírez, Sánchez Cordero, Villaseñor
nahua | Americas | gf | Xóchitl, Citlali, Tonantzin, Yolotl | Cuauhtémoc, Tonatiuh, Ehecatl, Nezahualcóyotl | Tepox, Xochicale, Coyotl, Tlatelpa
maya_kiche | Americas | gf | Ixchel, Ixmucané, Rigoberta, Ixkik | Tecún, Balam, Kamé, Ajpú | Tzoc, Cux, Tum, Xiloj, Ajpop
guatemalan | Americas | gf | Lesbia, Heidy, Mildred, Brenda | Byron, Edgar, Hugo, Otto | Morales, Arzú, Barrios, Colom, Cifuentes
salvadoran | Americas | gf | Yesenia, Roxana, Glenda, Marisol | Wilber, Nayib, Oscar Arnulfo, Salvador | Bukele, Romero, Cristiani, Funes
honduran | Americas | gf | Xiomara, Iris, Suyapa, Dunia | Héctor, Olvin, Wilmer, Kevin | Castro, Zelaya, Hernández, Lobo
nicaraguan | Americas | gf | Violeta, Rosario, Gioconda, Xiomara | Ernesto, Daniel, Augusto, Rubén | Chamorro, Darío, Cardenal, Belli
costa_rican | Americas | gf | Laura, Rebeca, Epsy, Silvia | Keylor, Óscar, Rodrigo, Luis Guillermo | Chinchilla, Solís, Alvarado Quesada, Arias
panamanian | Americas | gf | Mireya, Ilka, Yaritza, Itzel | Rommel, Omar, Blas, Rubén | Torrijos, Moscoso, Cortizo, Mulino
cuban | Americas | gf | Yaneisy, Mayelín, Odalys, Yusimí | Yoandri, Osmany, Yunior, Reinaldo | Rodríguez, Díaz-Canel, Céspedes, Pérez Prado
puerto_rican | Americas | gf | Yadira, Zoraida, Nilda, Marisol | Jaime, Wilfredo, Héctor Luis, Jomar | Rivera, Colón, Figueroa, Vélez Santiago, Burgos
dominican | Americas | gf | Yokasta, Altagracia, Yudelka, Francia | Juan Luis, Raudy, Yunior, Anyelo | Peña, Tavárez, Almonte, De los Santos, Guerrero
haitian | Americas | gf | Nadège, Fabienne, Guerline, Marie-Yolène | Jean-Robert, Wilner, Frantz, Fritznel | Jean-Baptiste, Pierre-Louis, Dorsainvil, Théodore, Saint-Fleur
jamaican | Americas | gf | Shericka, Kimone, Nadine, Portia | Dwayne, Andre, Omari, Tafari | Campbell, McKenzie, Thompson, Stewart, Blake
trinidadian | Americas | gf | Kamla, Shivanie, Giselle, Keisha | Ravi, Dwight, Anand, Kieron | Persad-Bissessar, Ramdeen, Maharaj, Baptiste
guyanese | Americas | gf | Bibi, Drupatie, Savitri, Roxanne | Bharrat, Mohamed Irfaan, Jagdeo, Deodat | Jagan, Ramotar, Persaud, Nagamootoo
surinamese | Americas | gf | Soeniel, Wonnie, Gerda, Sita | Chandrikapersad, Ronnie, Dési, Radjkoemar | Santokhi, Boerenveen, Pinas, Ramdin
colombian | Americas | gf | Valentina, Yuliana, Lina María, Natalia | Juan Sebastián, Andrés Felipe, Jhon Jairo, Camilo | Restrepo, Ochoa, Gómez Uribe, Arango, Zuluaga
venezuelan | Americas | gf | Yusmary, Rosmery, Geraldine, Oriana | Yonathan, Leonardo, Wilmer, Franklin | Briceño, Pacheco, Machado, Urdaneta, Salazar
ecuadorian | Americas | gf | Mishell, Katherine, Dayana, Gabriela | Jefferson, Byron, Enner, Bolívar | Valencia, Caicedo, Palacios, Moreno Garcés
peruvian | Americas | gf | Rosa María, Milagros, Yessenia, Flor de María | Renzo, Paolo, Wilfredo, César Augusto | Quispe, Huamán, Vargas Llosa, Chávez, Mamani
quechua | Americas | gf | Killa, Sisa, Nina, Wayta | Inti, Amaru, Yupanqui, Waman | Quispe, Mamani, Condori, Huanca, Ccori
aymara | Americas | gf | Wara, Phaxsi, Illari, Sumaya | Mallku, Tupac, Amaru, Wilka | Mamani, Choque, Apaza, Ticona, Chambi
bolivian | Americas | gf | Jeanine, Eliana, Gabriela, Roxana | Evo, Álvaro, Luis Arce, Fernando | Morales Ayma, Añez, Camacho, Gutiérrez
chilean | Americas | gf | Javiera, Constanza, Francisca, Catalina | Matías, Benjamín, Vicente, Nicolás | Bachelet, Boric Font, Piñera, Allende, Errázuriz
mapuche | Americas | gf | Ayelén, Millaray, Rayen, Elisa Loncon | Lautaro, Nahuel, Caupolicán, Lefxaru | Huenchumilla, Catrileo, Ñancucheo, Painemal, Millapán
argentine | Americas | gf | Florencia, Agustina, Milagros, Rocío | Facundo, Santino, Thiago, Gonzalo | Fernández de Kirchner, Gómez, Pereyra, Iturbe, Benedetto
uruguayan | Americas | gf | Lucía, Verónica, Cecilia, Natalia | Martín, Gastón, Diego, Álvaro | Vázquez, Sanguinetti, Lacalle Pou, Mujica Cordano
paraguayan | Americas | gf | Arami, Mirna, Raquel, Perla | Arandu, Mario Abdo, Santiago, Oscar | Benítez, Giménez, Cartes, Ñamandú
brazilian | Americas | gf | Ana Luiza, Thaís, Fernanda, Juliana, Maria Eduarda | João Pedro, Luiz Inácio, Caio, Wellington, Rafael | dos Santos Costa, Oliveira, Carvalho, da Silva, Nascimento
navajo | Americas | gf | Marlene, Della, Kayla, Shandiin | Darrell, Shaun, Lorenzo, Sheldon | Begay, Yazzie, Tsosie, Benally, Nez
lakota | Americas | gf | Tatanka Winyan, Jolene, Winona, Charmaine | Wambli, Russell, Floyd, Tokala | Two Bulls, Red Cloud, Iron Shell, Lone Hill, Brave Heart
cherokee | Americas | gf | Wilma, Ayita, Awenasa, Nanyehi | Sequoyah, Chad, Redbird, Tsali | Swimmer, Sixkiller, Crowe, Wolfe, Mankiller
anishinaabe | Americas | gf | Winona, Waaseyaa, Biidaaban, Nokomis | Niigaan, Makwa, Ogimaa, Migizi | Morningstar, Kingbird, Jourdain, Fairbanks, Benton-Banai
cree | Americas | gf | Tantoo, Buffy, Nehiyaw, Kisikaw | Peyasiw, Wapun, Kiyâm, Harold | Cardinal, Littlechild, Bigstone, Badger, Cuthand
inuit | Americas | gf | Kenojuak, Pitseolak, Aaju, Siila | Piita, Lucassie, Jaypeetee, Aqqaluk | Ashoona, Kusugak, Arnaquq, Ipeelee, Qitsualik
mohawk | Americas | gf | Kahentinetha, Kaniehtiio, Konwatsitsawi, Tekahionwake | Tehoronhiathe, Karonhiaktatie, Ateronhiatakon, Aroniakeha | Horn, Diabo, Deer, Delisle, Montour
hopi | Americas | gf | Nampeyo, Sihu, Kuwanyamtiwa, Polingaysi | Kuwanwisiwma, Honanie, Lomahaftewa, Talayesva | Sekaquaptewa, Qoyawayma, Lomayestewa, Masayesva
yupik | Americas | gf | Cika, Nuyaqik, Angalgaq, Tutgaq | Aluuq, Kangrilnguq, Cingarkaq, Apaliq | Active, Nicori, Kasayulie, Charles
garifuna | Americas | gf | Aurelia, Sofía, Mirtha, Ruth | Andy, Aurelio, Tomás, Paul | Palacio, Martínez Bernárdez, Nolberto, Cayetano
louisiana_creole | Americas | gf | Delphine, Marie-Laure, Clothilde, Odile | Alcide, Clovis, Théogène, Boozoo | Broussard, Fontenot, Boudreaux, Thibodeaux, Guidry

# ---------------- Oceania ----------------
maori | Oceania | gf | Aroha, Mere, Ngaio, Hine, Kiri | Tama, Wiremu, Rawiri, Tamati, Hemi | Te Rangi, Ngata, Te Whiu, Parata, Tawhiri
samoan | Oceania | gf | Sina, Malia, Losa, Fetu | Tavita, Sione, Falaniko, Pita | Tuilagi, Faleolo, Leota, Tuiasosopo, Sapolu
tongan | Oceania | gf | Mele, Salote, Ana, Lesieli | Sione, Viliami, Siaosi, Taniela | Taufa, Havili, Fifita, Tupou, Lolohea
fijian | Oceania | gf | Litia, Salote, Vasemaca, Mere | Jone, Sitiveni, Epeli, Semi | Rabuka, Bainimarama, Qarase, Tuisawau, Naivalu
fiji_indian | Oceania | gf | Shobna, Sashi, Roshni, Premila | Mahendra, Ravindra, Sanjeev, Anil | Chaudhry, Prasad, Reddy, Naidu
hawaiian | Oceania | gf | Leilani, Mahina, Kalena, Noelani | Kekoa, Kainoa, Makoa, Keoni | Kahananui, Kealoha, Akana, Kamakau, Kanahele
tahitian | Oceania | gf | Vaiana, Hinatea, Moana, Teura | Teva, Manarii, Tehotu, Heimana | Temaru, Flosse, Teriitehau, Tuheiava
cook_islands | Oceania | gf | Mii, Teina, Tepaeru, Ngapoko | Mataiapo, Tepure, Tangata, Puna | Marsters, Ariki, Tapaitau, Mataroa
chamorro | Oceania | gf | Sinahi, Tinan, Lourdes, Dolores | Jesus, Joaquin, Ignacio, Francisco | Guerrero, Taitano, Cruz, Leon Guerrero, Aguon
marshallese | Oceania | gf | Hilda, Kathy, Bwirre, Litokwa | Jurelang, Tony, Jiba, Kessai | deBrum, Kabua, Jetnil-Kijiner, Heine, Tomeing
palauan | Oceania | gf | Sandra, Ngiraked, Rengulbai, Hokkons | Surangel, Tommy, Johnson, Kuniwo | Remengesau, Whipps, Toribiong, Nakamura
papuan | Oceania | gf | Carol, Loujaya, Rufina, Powes | James, Belden, Dika, Kila | Marape, Namah, Somare, Kaiulo, Toua
solomon_islander | Oceania | gf | Matilda, Freda, Alice, Lilly | Manasseh, Rick, Gordon, Snyder | Sogavare, Hou, Darcy Lilo, Rini, Tuhanuku
ni_vanuatu | Oceania | gf | Hilda, Motarilavoa, Grace Mera, Leinavao | Bob, Ralph, Ishmael, Charlot | Loughman, Regenvanu, Kalsakau, Salwai
kiribati | Oceania | gf | Teitinnang, Tangitang, Tekarei, Tebaa | Taneti, Anote, Teburoro, Ieremia | Maamau, Tong, Tito, Tabai
tuvaluan | Oceania | gf | Selotia, Fiatau, Saufatu, Lupe | Kausea, Enele, Taukelina, Apisai | Natano, Sopoaga, Finikaso, Ielemia
aboriginal_aus | Oceania | gf | Marlene, Evonne, Nova, Cathy | Yothu, Gurrumul, Adam, Jimmy | Yunupingu, Goolagong, Namatjira, Peris, Mundine
torres_strait | Oceania | gf | Kaitlyn, Ellie, Marjorie, Nancy | Eddie, George, Getano, Ned | Mabo, Lui, Bani, Stephen, Nona
"""

# Native-script full names ("family given" where the script has no spaces, the
# split point is given with "·" and removed on output).
SCRIPT_TEXT = """
zh_hans | Han (simplified) | fg | 王·秀英, 李·静, 张·雨涵, 欧阳·美玲 | 刘·伟, 陈·浩然, 杨·建国, 赵·志明
zh_hant | Han (traditional) | fg | 林·淑芬, 黃·雅婷, 蔡·美華, 鄭·怡君 | 陳·志明, 張·俊宏, 許·文雄, 吳·柏翰
ja | Kanji/Kana | fg | 佐藤·花子, 鈴木·さくら, 高橋·結衣, 山本·美咲 | 田中·健太, 渡辺·翔太, 伊藤·大輔, 中村·蓮
ko | Hangul | fg | 김·지우, 박·서연, 이·민지, 최·하은 | 이·민준, 정·서준, 윤·도윤, 강·재성
th | Thai | gf | สมศรี ศรีสุข, ณัฐธิดา วงศ์สวัสดิ์, พิมพ์ชนก ชัยพร | สมชาย รัตนากร, อนุรักษ์ สุขประเสริฐ, ธนวัฒน์ ใจดี
ar | Arabic | gf | نورة الحربي, ليلى حداد, مريم الخوري, فاطمة الزهراء بنعلي | محمد العتيبي, خالد منصور, يوسف الأمين, عبد الله القحطاني
fa | Persian (Arabic script) | gf | پریسا نجفی, شیرین حسینی, مریم فراهانی | رضا تهرانی, داریوش محمدزاده, آرش کریمی
he | Hebrew | gf | נועה כהן, תמר לוי, שירה מזרחי | יונתן פרץ, איתי בן דוד, עומר פרידמן
ru | Cyrillic (Russian) | gf | Анастасия Петрова, Екатерина Соколова, Ольга Кузнецова | Дмитрий Волков, Сергей Смирнов, Алексей Морозов
uk | Cyrillic (Ukrainian) | gf | Оксана Шевченко, Олена Коваленко, Ірина Ткачук | Тарас Бондаренко, Богдан Мельник, Андрій Гнатюк
el | Greek | gf | Ελένη Παπαδοπούλου, Κατερίνα Γεωργίου, Δέσποινα Οικονόμου | Γιώργος Παπαδόπουλος, Δημήτρης Νικολαΐδης, Νίκος Καραγιάννης
hi | Devanagari | gf | पूजा शर्मा, नेहा वर्मा, सुनीता गुप्ता | राहुल श्रीवास्तव, अमित तिवारी, विक्रम सिंह
bn | Bengali | gf | অনন্যা চট্টোপাধ্যায়, মৌমিতা দাস, শ্রেয়া বন্দ্যোপাধ্যায় | সৌরভ মুখোপাধ্যায়, অরিন্দম ভট্টাচার্য, দেবাশীষ সেন
ta | Tamil | gf | பிரியா ராமன், கவிதா கிருஷ்ணன், மீனாட்சி சுப்பிரமணியன் | கார்த்திக் முருகன், செந்தில் குமார், அருண் வெங்கடேசன்
ka | Georgian | gf | ნინო ბერიძე, თამარ კაპანაძე, ქეთევან გელაშვილი | გიორგი წიკლაური, დავით ლორთქიფანიძე, ლევან ბერიძე
hy | Armenian | gf | Անահիտ Պետրոսյան, Լուսինե Հակոբյան, Մարիամ Սարգսյան | Արամ Գրիգորյան, Տիգրան Պետրոսյան, Վարդան Հակոբյան
am | Ethiopic (Amharic) | gf | መሰረት በቀለ, ትዕግሥት ኃይሌ, ሕይወት አለሙ | አበበ ቢቂላ, ዳዊት ተስፋዬ, ዮሐንስ ጌታቸው
"""


def _split(field):
    return [x.strip() for x in field.split(",") if x.strip()]


def load_origins():
    """Return a list of origin dicts in file order."""
    out = []
    for line in ORIGINS_TEXT.strip("\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        while len(parts) < 6:
            parts.append("")
        origin, region, order, fem, mal, fam = parts[:6]
        fams = []
        for f in _split(fam):
            if "/" in f:
                m, w = f.split("/", 1)
                fams.append((m.strip(), w.strip()))
            else:
                fams.append((f, f))
        out.append({"origin": origin, "region": region, "order": order,
                    "f": _split(fem), "m": _split(mal), "fam": fams,
                    "script": "Latin"})
    return out


def load_scripts():
    out = []
    for line in SCRIPT_TEXT.strip("\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        origin, script, order, fem, mal = [p.strip() for p in line.split("|")]
        out.append({"origin": "native_" + origin, "script": script, "order": order,
                    "f": _split(fem), "m": _split(mal)})
    return out
