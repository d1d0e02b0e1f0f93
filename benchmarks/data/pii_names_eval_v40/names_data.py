# -*- coding: utf-8 -*-
"""Hand-written name lists for the v40 PERSON-name evaluation corpus.

Every list below was typed by hand for this corpus; nothing was copied from a
package, a data set or the scrubber under test.  All people generated from these
lists are invented; obviously famous combinations are removed by FAMOUS below.

Format of one origin (see O()):
  key        id-safe key, used in ids "cultures-<key>-NNN"
  continent  Africa / Europe / Asia / North America / South America / Oceania
  label      human-readable description
  style      how a full name is put together (see make_corpus.build_person):
               western      given family
               family_first family given            (Chinese, Korean, Khmer, Meitei ...)
               hungarian    family-first 50 %, else western
               japanese     family-first 30 %, else western
               viet         family middle given     (Nguyễn Thị Lan), 25 % without diacritics
               double       given family1 family2   (Spanish/Latin American, p_double)
               portuguese   given [family1] family2 (p_double)
               catalan      given family1 [i family2]
               filipino     given [middle-surname | middle initial] family
               malay        given bin/binti father
               arab_nasab   given [bin/bint father] family
               somali       given father grandfather
               tamil        "R. Karthik" or "Karthik Raman"
               sikh         given Kaur/Singh [family]
               nofamily     the lists f/m hold complete names; there is no family name
                            (Burmese, Tibetan, Bhutanese, Balinese, Mizo)
  f, m       given names (comma separated); for nofamily styles complete names
  fam        family names (comma separated); "Kowalski/Kowalska" = male/female form
  fam_f/fam_m family names used only for that gender
  extra keys: mids_f/mids_m (Vietnamese middle names), patr (East Slavic patronymics),
             english_f/english_m + p_english (Hong Kong English names),
             suffix_f (Meitei Devi/Chanu), fathers (Arabic nasab), p_* probabilities,
             mononym (share of one-word names, Javanese/Sundanese).
"""

ORIGINS = []


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


_LIST_KEYS = ("f", "m", "fam", "fam_f", "fam_m", "mids_f", "mids_m", "patr",
              "english_f", "english_m", "suffix_f", "fathers")


def O(key, continent, label, style, **kw):
    d = {"key": key, "continent": continent, "label": label, "style": style}
    for k in _LIST_KEYS:
        d[k] = _split(kw.pop(k, ""))
    d.update(kw)
    ORIGINS.append(d)


# ---------------------------------------------------------------------------
# AFRICA
# ---------------------------------------------------------------------------
O("yoruba", "Africa", "Yoruba (Nigeria)", "western",
  f="Adebimpe, Folasade, Titilayo, Morenike, Omolara, Yewande",
  m="Babatunde, Olumide, Adewale, Oluwaseun, Kayode, Femi",
  fam="Adeyemi, Ogunleye, Balogun, Adebayo, Oyelaran, Akinwale, Olatunji, Ogundipe, Oyewole")
O("igbo", "Africa", "Igbo (Nigeria)", "western",
  f="Chiamaka, Ngozi, Adaeze, Obiageli, Chinyere, Ifeoma",
  m="Chukwuemeka, Obinna, Ikenna, Chidi, Nnamdi, Emeka",
  fam="Okafor, Nwosu, Eze, Obi, Nwachukwu, Okeke, Uzoma, Anyanwu, Onwuachi")
O("hausa", "Africa", "Hausa (Nigeria, Niger)", "western",
  f="Hadiza, Zainab, Rukayya, Hauwa, Aisha, Binta",
  m="Abubakar, Musa, Sani, Aminu, Yusuf, Garba",
  fam="Bello, Danjuma, Yakubu, Lawal, Shehu, Abdullahi, Maikano, Usman, Dankano")
O("akan", "Africa", "Akan (Ghana)", "western",
  f="Akosua, Ama, Efua, Abena, Adwoa, Yaa",
  m="Kwame, Kofi, Yaw, Kwabena, Kwaku, Kojo",
  fam="Mensah, Owusu, Asante, Boateng, Appiah, Ofori, Agyeman, Osei, Amoako")
O("ewe", "Africa", "Ewe (Ghana, Togo)", "western",
  f="Dzifa, Enyonam, Elinam, Sena, Mawuena, Akpene",
  m="Selorm, Kudzo, Elikem, Kodzo, Mawuli, Delali",
  fam="Agbeko, Amedzro, Kpodo, Agbenyega, Dzokoto, Tsikata, Gbeho, Adzraku, Akpalu")
O("wolof", "Africa", "Wolof (Senegal, Gambia)", "western",
  f="Fatou, Awa, Aminata, Ndeye, Khady, Coumba",
  m="Moussa, Cheikh, Mamadou, Babacar, Modou, Pape",
  fam="Diop, Ndiaye, Fall, Sow, Sarr, Gueye, Mbaye, Faye, Seck")
O("mande", "Africa", "Mandinka / Bambara (Mali, Guinea)", "western",
  f="Mariam, Kadiatou, Oumou, Fanta, Sira, Nana",
  m="Bakary, Lassana, Drissa, Siaka, Madou, Karamoko",
  fam="Keita, Traoré, Coulibaly, Diarra, Konaté, Camara, Sissoko, Dembélé, Doumbia")
O("fula", "Africa", "Fula / Fulani (West Africa)", "western",
  f="Hawa, Djenabou, Mariama, Saran, Néné, Houleye",
  m="Amadou, Boubacar, Thierno, Oumar, Souleymane, Alhassane",
  fam="Diallo, Bah, Barry, Baldé, Sidibé, Ba, Jallow, Kanté, Sy")
O("amhara", "Africa", "Amhara (Ethiopia), father's name as second name", "western",
  f="Selamawit, Tsion, Hiwot, Meron, Bethlehem, Mekdes",
  m="Dawit, Yonas, Tewodros, Bereket, Henok, Yared",
  fam="Alemu, Tesfaye, Gebremedhin, Worku, Mengistu, Gebre-Egziabher, Wolde-Mariam, Asfaw, Demissie")
O("oromo", "Africa", "Oromo (Ethiopia, Kenya)", "western",
  f="Chaltu, Lensa, Obse, Ayantu, Hawi, Bontu",
  m="Gemechu, Lencho, Tolossa, Abdisa, Boru, Chala",
  fam="Gudina, Fayisa, Tolera, Dinsa, Bayisa, Regassa, Merga, Kenea, Tufa")
O("tigrinya", "Africa", "Tigrinya (Eritrea, Tigray)", "western",
  f="Senait, Luwam, Rahwa, Saba, Feven, Tsega",
  m="Tesfalem, Mehari, Yemane, Filmon, Robel, Amanuel",
  fam="Tesfamariam, Gebremariam, Habte, Kidane, Tekle, Berhane, Woldu, Andemariam, Zerai")
O("somali", "Africa", "Somali (given, father, grandfather)", "somali",
  f="Hodan, Fadumo, Hibaaq, Sagal, Ubah, Ifrah",
  m="Abdirahman, Mahad, Liban, Farhan, Abdiweli, Guled",
  fam="Warsame, Farah, Jama, Hirsi, Nur, Aden, Dahir, Samatar, Ismail, Abdi")
O("swahili", "Africa", "Swahili coast (Tanzania, Kenya)", "western",
  f="Mwanaisha, Rehema, Zuhura, Neema, Amani, Tumaini",
  m="Juma, Baraka, Hamisi, Rashidi, Athumani, Salim",
  fam="Kombo, Mussa, Mbwana, Msuya, Shaban, Mnyampala, Kitwana, Mfinanga, Rajabu")
O("kikuyu", "Africa", "Kikuyu (Kenya)", "western",
  f="Wanjiru, Njeri, Wambui, Nyambura, Wairimu, Wanjiku",
  m="Kamau, Njoroge, Kariuki, Githinji, Gitau, Mugo",
  fam="Mwangi, Ng'ang'a, Waweru, Kinyanjui, Macharia, Maina, Kimani, Njuguna, Wachira")
O("luo", "Africa", "Luo (Kenya, Uganda)", "western",
  f="Achieng, Akinyi, Atieno, Adhiambo, Awino, Anyango",
  m="Otieno, Ochieng, Omondi, Owino, Okoth, Oduor",
  fam="Odhiambo, Onyango, Ouma, Ogola, Okello, Opiyo, Oloo, Nyamweya, Obura")
O("kalenjin", "Africa", "Kalenjin (Kenya)", "western",
  f="Chebet, Jepkosgei, Cherono, Jeptoo, Chepkoech, Jerotich",
  m="Kiprono, Kipkemboi, Kibet, Kiplagat, Kipruto, Kimutai",
  fam="Koech, Rotich, Kirui, Langat, Sang, Tanui, Kosgei, Bett, Cheruiyot")
O("baganda", "Africa", "Baganda (Uganda)", "western",
  f="Nakato, Nalwoga, Namutebi, Nansubuga, Nakku, Babirye",
  m="Kato, Ssemakula, Kizito, Ssali, Waswa, Lubega",
  fam="Ssempala, Mukasa, Nsubuga, Kiwanuka, Ssekandi, Kasirye, Mulindwa, Ssewanyana, Kigozi")
O("kinyarwanda", "Africa", "Rwanda / Burundi (Kinyarwanda-Kirundi name + Christian name)", "family_first",
  p_family_first=0.5,
  f="Diane, Aline, Clarisse, Divine, Solange, Vestine",
  m="Jean-Pierre, Eric, Olivier, Innocent, Fabrice, Emmanuel",
  fam="Uwimana, Iradukunda, Niyonsaba",
  fam_f="Ingabire, Uwase, Mukamana, Umutoni, Uwamahoro",
  fam_m="Niyonzima, Habimana, Mugisha, Nshuti, Hakizimana")
O("congolese", "Africa", "Congolese (DRC; postnom + nom)", "double", p_double=0.4,
  f="Grâce, Merveille, Bijou, Ornella, Nsimire, Chancelvie",
  m="Dieumerci, Exaucé, Trésor, Glody, Héritier, Cédrick",
  fam="Mukendi, Ilunga, Kalonji, Tshibanda, Lukusa, Mbuyi, Kasongo, Kabamba, Nzuzi")
O("zulu", "Africa", "Zulu (South Africa)", "western",
  f="Nomvula, Thandeka, Nokuthula, Zanele, Lindiwe, Sibongile",
  m="Sipho, Themba, Bongani, Sibusiso, Mandla, Thulani",
  fam="Dlamini, Nkosi, Zulu, Mthembu, Ngcobo, Khumalo, Shabalala, Mkhize, Ndlovu")
O("xhosa", "Africa", "Xhosa (South Africa)", "western",
  f="Nosipho, Ayanda, Siphokazi, Noluthando, Zintle, Lulama",
  m="Lwazi, Siyabonga, Luvuyo, Mzwandile, Xolani, Lunga",
  fam="Mgqweto, Ngxola, Sigcau, Qwabe, Mdlankomo, Gcaba, Nkwinti, Mqhayi, Tshangela")
O("sotho_tswana", "Africa", "Sotho / Tswana (Lesotho, Botswana, South Africa)", "western",
  f="Palesa, Lerato, Dineo, Refilwe, Boitumelo, Masego",
  m="Kagiso, Tumelo, Tshepo, Lesego, Katlego, Teboho",
  fam="Mokoena, Molefe, Tau, Moloi, Sebego, Mofokeng, Motaung, Nthite, Modise")
O("shona", "Africa", "Shona (Zimbabwe)", "western",
  f="Rudo, Chipo, Nyasha, Rumbidzai, Tatenda, Ruvimbo",
  m="Tinashe, Farai, Tafadzwa, Kudakwashe, Takudzwa, Munyaradzi",
  fam="Chikwanha, Mutasa, Marufu, Chigumba, Madzima, Zvobgo, Makoni, Chiweshe, Mhlanga")
O("zimbabwe_virtue", "Africa", "Southern African English virtue names (Zimbabwe, Zambia)", "western",
  f="Precious, Memory, Blessing, Loveness, Patience, Beauty, Privilege",
  m="Gift, Talent, Knowledge, Innocent, Prosper, Godknows, Lovemore",
  fam="Moyo, Sibanda, Ncube, Dube, Nyathi, Mpofu, Tshuma, Gumbo, Mlilo")
O("bemba", "Africa", "Bemba (Zambia)", "western",
  f="Mwila, Chanda, Bwalya, Mutale, Musonda, Chilufya",
  m="Mulenga, Chileshe, Kunda, Mwansa, Chisanga, Kabwe",
  fam="Kapwepwe, Chola, Mumba, Lungu, Kasonde, Mwamba, Katongo, Bwembya, Sichone")
O("chewa", "Africa", "Chewa (Malawi)", "western",
  f="Chisomo, Chikondi, Tiyamike, Madalitso, Takondwa, Thandiwe",
  m="Mphatso, Kondwani, Yamikani, Limbani, Chimwemwe, Dalitso",
  fam="Banda, Phiri, Mwale, Chirwa, Kachale, Nyirenda, Gondwe, Mkandawire, Chisale")
O("malagasy", "Africa", "Malagasy (Madagascar)", "western",
  f="Voahangy, Haingo, Fara, Tiana, Lalao, Noro",
  m="Hery, Mamy, Tojo, Rado, Fetra, Njaka",
  fam="Rakotomalala, Randriamampionona, Rasoanaivo, Andrianarivelo, Rakotonirina, Razafindrakoto, Ramanantsoa, Rabemananjara, Ratsimbazafy")
O("amazigh", "Africa", "Amazigh / Kabyle (Algeria, Morocco)", "western",
  f="Tiziri, Tinhinane, Dihya, Tanina, Lounja, Thanina",
  m="Aksil, Yuba, Amayas, Mazigh, Aghiles, Massil",
  fam="Aït Ouali, Amrouche, Oulhadj, Aït Saïd, Ouchène, Aït Mansour, Tazerout, Ighil, Ameziane")
O("moroccan", "Africa", "Moroccan Arabic", "western",
  f="Salma, Khadija, Imane, Meriem, Houda, Zineb",
  m="Youssef, Hamza, Mehdi, Anas, Othmane, Reda",
  fam="El Amrani, Benjelloun, Bennani, El Idrissi, Tazi, Berrada, Alaoui, El Fassi, Chraibi")
O("egyptian", "Africa", "Egyptian Arabic", "western",
  f="Nourhan, Yasmin, Dina, Rania, Heba, Shaimaa",
  m="Mahmoud, Karim, Amr, Tarek, Sherif, Mostafa",
  fam="Abdelrahman, El-Sayed, Mansour, Soliman, Hegazy, Abdel-Aziz, Fawzy, El-Masry, Shawky")
O("tunisian", "Africa", "Tunisian Arabic", "western",
  f="Amel, Sonia, Rim, Olfa, Sirine, Emna",
  m="Wassim, Skander, Hatem, Nizar, Walid, Aymen",
  fam="Ben Salah, Trabelsi, Jaziri, Gharbi, Ben Ammar, Chebbi, Mejri, Ben Youssef, Khelifi")
O("sudanese", "Africa", "Sudanese Arabic", "western",
  f="Tasneem, Rayan, Amna, Hiba, Sara, Marwa",
  m="Mujtaba, Osman, Hashim, Elfatih, Mutasim, Babiker",
  fam="Elamin, Abdelgadir, Elnour, Mirghani, Hamad, Elhassan, Suliman, Eltayeb, Abdalla")
O("coptic", "Africa", "Coptic Egyptian", "western",
  f="Marina, Irini, Demiana, Verina, Mira, Marianne",
  m="Mina, Kirollos, Bishoy, Abanoub, Girgis, Fady",
  fam="Boutros, Tadros, Wassef, Hanna, Mikhail, Iskander, Guirguis, Shenouda, Fahmy")
O("cape_verdean", "Africa", "Cape Verdean", "portuguese", p_double=0.5,
  f="Ivone, Odete, Ermelinda, Kátia, Nilda, Djenifer",
  m="Edmilson, Ailton, Elton, Adilson, Nelson, Jailson",
  fam="Tavares, Fortes, Semedo, Lopes, Monteiro, Furtado, Brito, Varela, dos Reis")
O("mozambican", "Africa", "Mozambican", "portuguese", p_double=0.3,
  f="Albertina, Celeste, Esperança, Luísa, Telma, Ancha",
  m="Armando, Elísio, Hélder, Zacarias, Custódio, Benedito",
  fam="Macamo, Cossa, Muianga, Sitoe, Mabunda, Nhantumbo, Langa, Matsinhe, Cumbe")
O("angolan", "Africa", "Angolan (Kimbundu, Umbundu)", "portuguese", p_double=0.3,
  f="Domingas, Luzia, Tchissola, Nzinga, Eunice, Madalena",
  m="Kiluanji, Ndala, Domingos, Avelino, Mateus, Kalunga",
  fam="Kiala, Sapalo, Chipenda, Lukamba, Mbala, Cassoma, Kassanje, Chilombo, Neto")
O("afrikaans", "Africa", "Afrikaans (South Africa, Namibia)", "western",
  f="Annelize, Elmarie, Riana, Marlize, Sunette, Liezl",
  m="Johan, Wynand, Hendrik, Jaco, Francois, Riaan",
  fam="van der Merwe, du Plessis, Pretorius, Steyn, Venter, Joubert, van Wyk, Coetzee, le Roux")
O("cape_malay", "Africa", "Cape Malay (South Africa)", "western", diaspora=True,
  f="Faiza, Zainunisa, Ruwayda, Nazeema, Shamiela, Tasneem",
  m="Riedwaan, Mogamat, Igshaan, Faizel, Ebrahim, Tauriq",
  fam="Abrahams, Jacobs, Isaacs, Davids, Salie, Samaai, Hendricks, Adams, Essop")
O("indian_south_african", "Africa", "Indian South African (Tamil/Telugu descent)", "western", diaspora=True,
  f="Kamini, Thiloshini, Saloshni, Kuveshni, Devina, Nirasha",
  m="Pregasen, Yuvan, Kuben, Rajen, Logan, Desigan",
  fam="Naidoo, Pillay, Govender, Moodley, Reddy, Chetty, Padayachee, Naicker, Maharaj")

# ---------------------------------------------------------------------------
# EUROPE
# ---------------------------------------------------------------------------
O("english", "Europe", "English", "western",
  f="Eleanor, Harriet, Imogen, Abigail, Phoebe, Rosalind",
  m="Oliver, Callum, Rupert, Alfie, Jasper, Toby",
  fam="Whitfield, Ashworth, Pembridge, Thornton, Hargreaves, Blakemore, Fairbairn, Lockwood, Pilkington")
O("english_words", "Europe", "English names that are ordinary words", "western",
  f="Hope, Faith, Joy, Summer, Dawn, Rose, Ivy, Holly, Storm, April, Amber, Heather",
  m="Hunter, Mason, Will, Guy, Bill, Chase, Grant, Cliff, Rob, Dale, Jack, Pierce",
  fam="Banks, Stone, Rivers, Young, Little, Hunter, Mason, Fox, Frost, Snow, Wise, Strong, Driver, Porter, Carter, Fisher, Shepherd, Baker, Cook, Farmer, Bishop, Price, King, Wood")
O("scottish", "Europe", "Scottish (English-language)", "western",
  f="Isla, Eilidh, Morag, Kirsty, Ailsa, Shona",
  m="Hamish, Fraser, Angus, Euan, Lachlan, Struan",
  fam="MacLeod, McGregor, Cameron, Drummond, Sinclair, MacKenzie, Buchanan, Urquhart, MacInnes")
O("scottish_gaelic", "Europe", "Scottish Gaelic (Mac/Nic forms)", "western",
  f="Ealasaid, Peigi, Seonag, Mairead, Catrìona, Oighrig",
  m="Ruairidh, Calum, Seumas, Dòmhnall, Tormod, Coinneach",
  fam="MacLeòid/NicLeòid, MacDhòmhnaill/NicDhòmhnaill, MacAoidh/NicAoidh, MacCoinnich/NicCoinnich, Caimbeul/Chaimbeul, MacIllInnein/NicIllInnein, MacRath/NicRath, Moireasdan/Mhoireasdan")
O("irish_gaelic", "Europe", "Irish (Ó/Ní, Mac/Nic forms)", "western",
  f="Aoife, Siobhán, Niamh, Gráinne, Caoimhe, Saoirse",
  m="Cathal, Oisín, Ciarán, Pádraig, Donnacha, Tadhg",
  fam="Ó Briain/Ní Bhriain, Ó Súilleabháin/Ní Shúilleabháin, Mac Carthaigh/Nic Carthaigh, Ó Conchúir/Ní Chonchúir, Ó Dónaill/Ní Dhónaill, Mac Giolla Phádraig/Nic Giolla Phádraig, Ó Ceallaigh/Ní Cheallaigh, Ó Murchú/Ní Mhurchú, Breathnach/Bhreathnach")
O("irish", "Europe", "Irish (anglicised)", "western",
  f="Orla, Ciara, Róisín, Deirdre, Maeve, Bridget",
  m="Declan, Colm, Fergal, Seamus, Eoin, Brendan",
  fam="O'Brien, O'Sullivan, McCarthy, Fitzgerald, Kavanagh, O'Donoghue, Brennan, Geraghty, Doyle")
O("welsh", "Europe", "Welsh (ap/ferch)", "western",
  f="Angharad, Carys, Ffion, Rhiannon, Seren, Nia",
  m="Dafydd, Gruffydd, Rhodri, Iwan, Gethin, Emyr",
  fam="Pritchard, Llewellyn, ap Rhys/ferch Rhys, ap Siôn/ferch Siôn, Prosser, Bowen, Gwynne, Vaughan, Pugh")
O("french", "Europe", "French", "western",
  f="Clémence, Solène, Maëlle, Anaïs, Margaux, Bérénice",
  m="Thibault, Aurélien, Grégoire, Jean-Baptiste, Loïc, Anatole",
  fam="de la Fontaine, Dubois, Lefèvre, Morel, Giraud, Chevalier, Lemaire, Fournier, Delacroix")
O("breton", "Europe", "Breton", "western",
  f="Nolwenn, Gwenaëlle, Maïwenn, Enora, Soazig, Rozenn",
  m="Erwan, Gwendal, Tanguy, Ronan, Goulven, Yann",
  fam="Le Gall, Le Goff, Kerjean, Le Bihan, Quéré, Guivarc'h, Le Floch, Kervella, Le Meur")
O("basque", "Europe", "Basque", "double", p_double=0.6,
  f="Ainhoa, Itziar, Nerea, Amaia, Irati, Maite",
  m="Iker, Unai, Aitor, Gorka, Ander, Eneko",
  fam="Etxeberria, Goikoetxea, Agirre, Urrutia, Arrieta, Larrañaga, Olaizola, Mendizabal, Iturriaga")
O("catalan", "Europe", "Catalan (surname i surname)", "catalan", p_double=0.5,
  f="Montserrat, Núria, Mireia, Laia, Meritxell, Roser",
  m="Oriol, Arnau, Quim, Pol, Jaume, Biel",
  fam="Puig, Ferrer, Vila, Soler, Riera, Bosch, Fabregat, Prat, Rovira")
O("spanish", "Europe", "Spanish (Spain)", "double", p_double=0.7,
  f="Lucía, Pilar, Inmaculada, Rocío, Begoña, Almudena",
  m="Álvaro, Íñigo, Jaime, Rodrigo, Fermín, Borja",
  fam="García, Fernández, de la Fuente, Ortega, Sánchez, del Río, Navarro, Moreno, Castillo, Gil")
O("portuguese", "Europe", "Portuguese (Portugal)", "portuguese", p_double=0.6,
  f="Inês, Beatriz, Leonor, Matilde, Catarina, Madalena",
  m="João, Tiago, Duarte, Gonçalo, Afonso, Vasco",
  fam="Sousa, dos Santos, Ferreira, da Costa, Pereira, Mendes, Carvalho, de Almeida, Pinto")
O("italian", "Europe", "Italian", "western",
  f="Giulia, Chiara, Benedetta, Ilaria, Martina, Ludovica",
  m="Lorenzo, Matteo, Giacomo, Davide, Emanuele, Salvatore",
  fam="Esposito, De Luca, Di Stefano, Lo Russo, Della Valle, Bianchi, Ferrara, D'Angelo, Lombardi")
O("maltese", "Europe", "Maltese", "western",
  f="Marthese, Charmaine, Graziella, Roberta, Doreen, Ġorġina",
  m="Ġużeppi, Pawlu, Ġwann, Karmenu, Kurt, Manwel",
  fam="Borg, Camilleri, Vella, Farrugia, Zammit, Grech, Azzopardi, Cassar, Xuereb")
O("greek", "Europe", "Greek", "western",
  f="Eleni, Dimitra, Katerina, Despina, Vasiliki, Chrysoula",
  m="Giorgos, Dimitris, Stavros, Thanasis, Panagiotis, Spyros",
  fam="Papadopoulos/Papadopoulou, Konstantinidis/Konstantinidou, Karagiannis/Karagianni, Nikolaidis/Nikolaidou, Oikonomou, Vlachos/Vlachou, Antoniadis/Antoniadou, Michailidis/Michailidou, Georgiou")
O("albanian", "Europe", "Albanian (Albania, Kosovo)", "western",
  f="Arta, Besa, Dafina, Drita, Mimoza, Blerta",
  m="Arben, Besnik, Driton, Ilir, Valon, Agron",
  fam="Krasniqi, Gashi, Shehu, Kelmendi, Morina, Bytyqi, Lika, Hasani, Rexhepi")
O("romanian", "Europe", "Romanian / Moldovan", "western",
  f="Ioana, Andreea, Mihaela, Roxana, Irina, Bianca",
  m="Andrei, Mihai, Radu, Bogdan, Cătălin, Vlad",
  fam="Popescu, Ionescu, Dumitrescu, Constantinescu, Munteanu, Stănescu, Dobre, Pătrașcu, Ciobanu")
O("bulgarian", "Europe", "Bulgarian", "western",
  f="Desislava, Tsvetelina, Radostina, Gergana, Yoana, Milena",
  m="Stoyan, Todor, Ivaylo, Krasimir, Nikolay, Boyan",
  fam="Ivanov/Ivanova, Dimitrov/Dimitrova, Georgiev/Georgieva, Petkov/Petkova, Stoyanov/Stoyanova, Hristov/Hristova, Todorov/Todorova, Angelov/Angelova, Kolev/Koleva")
O("serbian", "Europe", "Serbian", "western",
  f="Jelena, Milica, Dragana, Snežana, Jovana, Tijana",
  m="Nemanja, Miloš, Dušan, Stefan, Marko, Uroš",
  fam="Jovanović, Petrović, Nikolić, Đorđević, Stojanović, Marković, Ilić, Pavlović, Lazić")
O("croatian", "Europe", "Croatian", "western",
  f="Ivana, Lucija, Petra, Nikolina, Mateja, Antonija",
  m="Josip, Domagoj, Tomislav, Ante, Krešimir, Dario",
  fam="Horvat, Kovačević, Babić, Marić, Jurić, Knežević, Vuković, Perić, Šimunović")
O("bosnian", "Europe", "Bosniak (Bosnia and Herzegovina)", "western",
  f="Amra, Lejla, Emina, Selma, Aida, Merima",
  m="Edin, Adnan, Haris, Kenan, Amar, Mirza",
  fam="Hodžić, Hadžić, Begić, Mehmedović, Husić, Delić, Omerović, Halilović, Mujkić")
O("slovene", "Europe", "Slovene", "western",
  f="Urška, Špela, Tjaša, Maja, Katja, Nives",
  m="Žiga, Matej, Rok, Jure, Blaž, Gašper",
  fam="Kranjc, Zupančič, Kos, Potočnik, Mlakar, Vidmar, Golob, Kavčič, Žagar")
O("macedonian", "Europe", "Macedonian", "western",
  f="Biljana, Elena, Aleksandra, Vesna, Katerina, Marija",
  m="Goran, Zoran, Dejan, Aleksandar, Bojan, Darko",
  fam="Stojanovski/Stojanovska, Trajkovski/Trajkovska, Nikolovski/Nikolovska, Petrovski/Petrovska, Dimovski/Dimovska, Ristovski/Ristovska, Angelovski/Angelovska, Janevski/Janevska")
O("czech", "Europe", "Czech", "western",
  f="Kateřina, Lucie, Tereza, Markéta, Zuzana, Hana",
  m="Jiří, Tomáš, Ondřej, Vojtěch, Lukáš, Přemysl",
  fam="Novák/Nováková, Svoboda/Svobodová, Dvořák/Dvořáková, Černý/Černá, Procházka/Procházková, Kučera/Kučerová, Veselý/Veselá, Horák/Horáková, Němec/Němcová")
O("slovak", "Europe", "Slovak", "western",
  f="Jana, Lenka, Miriama, Veronika, Andrea, Ľubica",
  m="Marek, Juraj, Matúš, Ján, Ľubomír, Milan",
  fam="Horváth/Horváthová, Kováč/Kováčová, Varga/Vargová, Baláž/Balážová, Molnár/Molnárová, Lukáč/Lukáčová, Hudák/Hudáková, Kollár/Kollárová")
O("polish", "Europe", "Polish", "western",
  f="Agnieszka, Małgorzata, Zofia, Katarzyna, Joanna, Weronika",
  m="Krzysztof, Grzegorz, Wojciech, Paweł, Łukasz, Przemysław",
  fam="Kowalski/Kowalska, Wiśniewski/Wiśniewska, Nowak, Wójcik, Kamiński/Kamińska, Zieliński/Zielińska, Szymański/Szymańska, Dąbrowski/Dąbrowska, Mazur")
O("ukrainian", "Europe", "Ukrainian", "western",
  f="Oksana, Olena, Nataliya, Yuliya, Kateryna, Solomiya",
  m="Taras, Bohdan, Oleksandr, Andriy, Mykola, Yaroslav",
  fam="Kovalenko, Bondarenko, Tkachenko, Kravchenko, Melnyk, Boyko, Oliynyk, Savchuk, Hrytsenko",
  patr="Ivanovych/Ivanivna, Petrovych/Petrivna, Mykolayovych/Mykolayivna", p_patr=0.15)
O("belarusian", "Europe", "Belarusian", "western",
  f="Alesia, Volha, Yanina, Darya, Palina, Hanna",
  m="Uladzimir, Siarhei, Yauhen, Pavel, Ales, Zmitser",
  fam="Kavaleuski/Kavaleuskaya, Savitski/Savitskaya, Zhuk, Kazlou/Kazlova, Marozau/Marozava, Novik, Karpovich, Hrynevich, Lapitski/Lapitskaya")
O("russian", "Europe", "Russian", "western",
  f="Anastasia, Yekaterina, Svetlana, Ksenia, Lyudmila, Darya",
  m="Dmitry, Alexei, Mikhail, Pavel, Vyacheslav, Gleb",
  fam="Petrov/Petrova, Sokolov/Sokolova, Kuznetsov/Kuznetsova, Volkov/Volkova, Morozov/Morozova, Lebedev/Lebedeva, Novikov/Novikova, Orlov/Orlova, Zaitsev/Zaitseva",
  patr="Ivanovich/Ivanovna, Sergeyevich/Sergeyevna, Nikolayevich/Nikolayevna, Alexandrovich/Alexandrovna, Petrovich/Petrovna", p_patr=0.25)
O("lithuanian", "Europe", "Lithuanian", "western",
  f="Rūta, Eglė, Gintarė, Aistė, Jurgita, Vaida",
  m="Mindaugas, Tomas, Darius, Vytautas, Gediminas, Žilvinas",
  fam="Kazlauskas/Kazlauskienė, Petrauskas/Petrauskaitė, Jankauskas/Jankauskienė, Stankevičius/Stankevičiūtė, Vasiliauskas/Vasiliauskienė, Žukauskas/Žukauskaitė, Butkus/Butkienė, Paulauskas/Paulauskienė, Urbonas/Urbonaitė")
O("latvian", "Europe", "Latvian", "western",
  f="Ilze, Liene, Baiba, Kristīne, Dace, Inese",
  m="Jānis, Mārtiņš, Edgars, Kārlis, Raimonds, Artūrs",
  fam="Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozoliņš/Ozoliņa, Liepiņš/Liepiņa, Krūmiņš/Krūmiņa, Zariņš/Zariņa, Vītols/Vītola, Jansons/Jansone, Pētersons/Pētersone")
O("estonian", "Europe", "Estonian", "western",
  f="Kadri, Triin, Liis, Kertu, Maarja, Pille",
  m="Mart, Rasmus, Priit, Tarmo, Indrek, Siim",
  fam="Tamm, Saar, Sepp, Mägi, Kask, Kukk, Rebane, Pärn, Kõiv")
O("finnish", "Europe", "Finnish", "western",
  f="Aino, Siiri, Helmi, Tuulikki, Venla, Johanna",
  m="Juha, Ville, Aleksi, Tapio, Jussi, Eetu",
  fam="Korhonen, Virtanen, Mäkinen, Nieminen, Heikkinen, Laaksonen, Hämäläinen, Koskinen, Järvinen")
O("swedish", "Europe", "Swedish", "western",
  f="Linnéa, Ebba, Ingrid, Sigrid, Elsa, Tova",
  m="Gustav, Oskar, Viktor, Nils, Axel, Hampus",
  fam="Lindqvist, Bergström, Holmberg, Sjöberg, Nyström, Söderberg, Dahlin, Ek, Åberg")
O("norwegian", "Europe", "Norwegian", "western",
  f="Ingvild, Solveig, Ragnhild, Sigrun, Kari, Tone",
  m="Håkon, Eirik, Sindre, Torbjørn, Øystein, Vegard",
  fam="Haugen, Johansen, Bakke, Fjeld, Strand, Lie, Nygård, Aasen, Brekke")
O("danish", "Europe", "Danish", "western",
  f="Freja, Mette, Signe, Karen, Astrid, Ida",
  m="Mads, Søren, Frederik, Kasper, Jens, Bjarke",
  fam="Jørgensen, Kristensen, Rasmussen, Nørgaard, Østergaard, Skov, Dalsgaard, Bech, Lund")
O("icelandic", "Europe", "Icelandic (patronymic -son/-dóttir)", "western",
  f="Guðrún, Sigríður, Hildur, Þórdís, Ragnheiður, Eydís",
  m="Gunnar, Sigurður, Ólafur, Hallgrímur, Þorsteinn, Bjarki",
  fam="Jónsson/Jónsdóttir, Ólafsson/Ólafsdóttir, Sigurðsson/Sigurðardóttir, Gunnarsson/Gunnarsdóttir, Einarsson/Einarsdóttir, Magnússon/Magnúsdóttir, Helgason/Helgadóttir, Þórsson/Þórsdóttir, Kristjánsson/Kristjánsdóttir")
O("faroese", "Europe", "Faroese (incl. á/í/við place names)", "western",
  f="Turið, Sunnvá, Rannvá, Bára, Elin, Guðrun",
  m="Rógvi, Sjúrður, Heðin, Tróndur, Jógvan, Bárður",
  fam="Joensen, Poulsen, Jacobsen, Dam, á Ryggi, í Líð, við Á, Mortensen, Olsen")
O("dutch", "Europe", "Dutch", "western",
  f="Femke, Sanne, Marieke, Anouk, Lotte, Maartje",
  m="Daan, Bram, Joost, Thijs, Wouter, Gijs",
  fam="van der Berg, de Vries, van Dijk, Bakker, Visser, de Jong, van 't Hof, ter Horst, van den Heuvel, Smit")
O("flemish", "Europe", "Flemish (Belgium)", "western",
  f="Lien, Ellen, Hanne, Griet, Sofie, Elke",
  m="Pieter-Jan, Jef, Stijn, Bert, Dries, Wannes",
  fam="Van den Broeck, Peeters, Janssens, Maes, De Smet, Vermeulen, Claes, Van Hoof, Goossens")
O("frisian", "Europe", "West Frisian", "western",
  f="Sjoukje, Wietske, Geartsje, Tsjitske, Baukje, Anneke",
  m="Sjoerd, Tjeerd, Wiebe, Sybren, Jelle, Hidde",
  fam="Hoekstra, Dijkstra, Wiersma, Zijlstra, Bosma, Postma, Hiemstra, Terpstra, Boersma")
O("luxembourgish", "Europe", "Luxembourgish", "western",
  f="Joëlle, Myriam, Carole, Tessy, Jil, Mireille",
  m="Gilles, Claude, Jeff, Luc, Yves, Pit",
  fam="Schmit, Muller, Wagner, Kieffer, Thill, Wagener, Faber, Hoffmann, Reuter")
O("german", "Europe", "German (incl. von/zu)", "western",
  f="Annika, Friederike, Johanna, Svenja, Franziska, Wiebke",
  m="Jonas, Maximilian, Tobias, Florian, Matthias, Jannik",
  fam="Müller, Schneider, Weber, Becker, von Bülow, zu Eltz, Krüger, Schäfer, von der Heyde, Brandt")
O("austrian", "Europe", "Austrian", "western",
  f="Theresa, Magdalena, Valentina, Elisabeth, Katharina, Leonie",
  m="Stefan, Markus, Dominik, Alexander, Wolfgang, Florian",
  fam="Gruber, Huber, Bauer, Pichler, Steiner, Moser, Mayer, Hofer, Leitner")
O("swiss_german", "Europe", "Swiss German", "western",
  f="Regula, Vreni, Seraina, Nadja, Corinne, Ursina",
  m="Urs, Beat, Reto, Silvan, Mathis, Ueli",
  fam="Brunner, Baumgartner, Zürcher, Gerber, Meier, Widmer, Frei, Kälin, Hauser")
O("hungarian", "Europe", "Hungarian (family-first 50 %)", "hungarian",
  f="Zsófia, Réka, Erzsébet, Katalin, Boglárka, Anikó",
  m="Bence, Levente, Gergely, Zoltán, Attila, Ádám",
  fam="Nagy, Kovács, Szabó, Tóth, Horváth, Varga, Kiss, Molnár, Németh, Farkas")
O("romani", "Europe", "Romani (Hungary, Romania, Slovakia)", "western",
  f="Esmeralda, Mirela, Jolana, Florica, Rupa, Dika",
  m="Dezider, Ferko, Marius, Gheorghe, Tibor, Ramon",
  fam="Lakatos, Oláh, Kolompár, Rostás, Sztojka, Lăcătuș, Ciurar, Lingurar, Rafael")
O("sami", "Europe", "Sámi (Norway, Sweden, Finland)", "western",
  f="Máret, Elle, Sunná, Risten, Inga, Ánne",
  m="Ánde, Áilu, Niillas, Mikkel, Jovnna, Piera",
  fam="Gaup, Eira, Utsi, Somby, Balto, Turi, Hætta, Sara, Buljo, Labba")
O("hebrew", "Asia", "Israeli Hebrew", "western",
  f="Noa, Tamar, Shira, Yael, Michal, Hadas",
  m="Yonatan, Itai, Omer, Eitan, Amit, Noam",
  fam="Ben-David, Mizrahi, Peretz, Biton, Avraham, Friedman, Shapira, Ohana, Dahan")
O("ashkenazi", "Europe", "Ashkenazi Jewish diaspora", "western", diaspora=True,
  f="Rivka, Miriam, Chaya, Leah, Esther, Raizel",
  m="Mordechai, Shmuel, Yossi, Mendel, Avi, Moishe",
  fam="Rosenberg, Goldstein, Katz, Schwartz, Feldman, Rabinowitz, Horowitz, Greenbaum, Lefkowitz, Birnbaum")
O("sephardic", "Europe", "Sephardic Jewish diaspora", "western", diaspora=True,
  f="Simha, Reina, Sol, Luna, Alegra, Vida",
  m="Moshe, Yaakov, Eliahu, Nissim, Haim, Shlomo",
  fam="Toledano, Benveniste, Pinto, Halevi, Abulafia, Ben Haim, Sasson, Elbaz, Cohen-Solal")
O("turkish", "Asia", "Turkish", "western",
  f="Ayşe, Elif, Zeynep, Gülşen, Büşra, Şeyma",
  m="Mehmet, Mustafa, Emre, Oğuz, İsmail, Onur",
  fam="Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Öztürk, Aydın, Arslan, Doğan")
O("turkish_german", "Europe", "Turkish-German diaspora", "western", diaspora=True,
  f="Derya, Aylin, Melike, Nesrin, Selin, Songül",
  m="Cem, Serkan, Ufuk, Kaan, Murat, Tolga",
  fam="Demirci, Yücel, Karakaya, Güler, Altıntaş, Kılıç, Tekin, Aksoy, Polat")
O("kurdish", "Asia", "Kurdish", "western",
  f="Rojda, Berfin, Zozan, Hêvî, Nazdar, Shilan",
  m="Rêber, Dilovan, Azad, Hogir, Kawa, Baran",
  fam="Doski, Amedi, Hawrami, Berwari, Sindi, Botani, Kurdo, Xoshnaw, Mukriyani")
O("armenian", "Asia", "Armenian", "western",
  f="Anahit, Lusine, Siranush, Nare, Armine, Tatevik",
  m="Aram, Tigran, Hayk, Vahe, Ashot, Gevorg",
  fam="Hakobyan, Grigoryan, Galstyan, Avetisyan, Harutyunyan, Mkrtchyan, Vardanyan, Karapetyan, Ghazaryan")
O("georgian", "Asia", "Georgian", "western",
  f="Nino, Tamar, Mariam, Ketevan, Salome, Natia",
  m="Giorgi, Levan, Davit, Irakli, Lasha, Zurab",
  fam="Beridze, Kapanadze, Gelashvili, Maisuradze, Lomidze, Tsiklauri, Chkheidze, Javakhishvili, Abashidze")
O("azerbaijani", "Asia", "Azerbaijani", "western",
  f="Aynur, Günel, Sevinj, Nigar, Aytan, Lala",
  m="Rashad, Elchin, Orkhan, Tural, Farid, Vugar",
  fam="Mammadov/Mammadova, Huseynov/Huseynova, Hasanov/Hasanova, Guliyev/Guliyeva, Ismayilov/Ismayilova, Rzayev/Rzayeva, Abbasov/Abbasova, Jafarov/Jafarova, Babayev/Babayeva")
O("chechen", "Europe", "Chechen", "western",
  f="Madina, Zarema, Kheda, Luiza, Aset, Malika",
  m="Ruslan, Adam, Magomed, Islam, Timur, Rustam",
  fam="Umarov/Umarova, Baysarov/Baysarova, Gaziev/Gazieva, Tsuraev/Tsuraeva, Elmurzaev/Elmurzaeva, Musaev/Musaeva, Vakhaev/Vakhaeva, Bisultanov/Bisultanova, Alkhanov/Alkhanova")
O("tatar", "Europe", "Volga Tatar", "western",
  f="Alsu, Guzel, Dilyara, Rezeda, Gulnara, Chulpan",
  m="Rustem, Ildar, Marat, Rinat, Ilnur, Ayrat",
  fam="Khabibullin/Khabibullina, Galiev/Galieva, Zakirov/Zakirova, Sharafutdinov/Sharafutdinova, Garipov/Garipova, Nurmukhametov/Nurmukhametova, Mingazov/Mingazova, Gilmutdinov/Gilmutdinova")

# ---------------------------------------------------------------------------
# ASIA
# ---------------------------------------------------------------------------
O("chinese", "Asia", "Chinese (Mandarin, pinyin; family-first)", "family_first", p_family_first=0.85,
  f="Xiuying, Yuxuan, Jingyi, Meiling, Xinyi, Ruoxi",
  m="Haoran, Jianguo, Yichen, Zhiwei, Junjie, Tianyu",
  fam="Wang, Li, Zhang, Liu, Chen, Huang, Xu, Ma, Wu, Zhou")
O("cantonese", "Asia", "Hong Kong Cantonese (family-first, English names)", "family_first", p_family_first=1.0,
  f="Ka-yan, Wing-sze, Hoi-ling, Mei-yee, Suet-ying, Pui-shan",
  m="Ka-ho, Chi-keung, Wai-man, Siu-ming, Chun-kit, Kwok-wai",
  fam="Chan, Wong, Cheung, Leung, Ng, Ho, Tsang, Yeung, Kwok",
  english_f="Winnie, Crystal, Queenie, Bonnie, Fiona, Yvonne",
  english_m="Kelvin, Alvin, Wilson, Ivan, Samuel, Dickson", p_english=0.4)
O("taiwanese", "Asia", "Taiwanese (Wade-Giles; family-first)", "family_first", p_family_first=0.9,
  f="Yi-ting, Pei-shan, Ya-wen, Shu-fen, Hsin-yi, Chia-yu",
  m="Chia-hao, Chih-wei, Kuan-ting, Po-han, Yu-cheng, Tsung-han",
  fam="Chen, Lin, Huang, Chang, Tsai, Hsu, Cheng, Kuo, Hsieh")
O("hokkien_sg", "Asia", "Singaporean / Malaysian Chinese (Hokkien, Teochew)", "family_first", p_family_first=1.0,
  f="Hui Min, Li Ting, Siew Ling, Jia Hui, Shu Fen, Wan Ting",
  m="Wei Jie, Jun Hao, Kok Leong, Boon Keng, Zhi Hao, Chee Wee",
  fam="Tan, Lim, Ng, Ong, Teo, Goh, Koh, Chua, Quek",
  english_f="Rachel, Cheryl, Germaine, Jolene, Vanessa, Serene",
  english_m="Darren, Marcus, Benedict, Gabriel, Terence, Clement", p_english=0.3)
O("korean", "Asia", "Korean (family-first)", "family_first", p_family_first=0.9,
  f="Ji-woo, Seo-yeon, Min-ji, Ha-eun, Soo-ah, Eun-bi",
  m="Min-jun, Do-hyun, Seung-woo, Ji-hoon, Hyun-woo, Jae-sung",
  fam="Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Oh")
O("korean_american", "North America", "Korean American", "western", diaspora=True,
  f="Esther, Christina, Hannah, Joanne, Eunice, Rebecca",
  m="Daniel, Joseph, Andrew, Brian, Eugene, Timothy",
  fam="Kim, Park, Yoo, Shin, Hwang, Baek, Seo, Kwon, Ahn")
O("japanese", "Asia", "Japanese (family-first 30 %)", "japanese",
  f="Haruka, Yui, Misaki, Aoi, Sakura, Chihiro",
  m="Haruto, Ren, Takumi, Daisuke, Shota, Yusuke",
  fam="Tanaka, Suzuki, Takahashi, Watanabe, Yamamoto, Nakamura, Kobayashi, Inoue, Fujiwara, Kimura")
O("okinawan", "Asia", "Okinawan (Ryukyuan surnames)", "japanese",
  f="Kana, Mayumi, Nanami, Kiyomi, Ayano, Chinatsu",
  m="Shinji, Tatsuya, Yūki, Kazuma, Ryōta, Kōsei",
  fam="Higa, Kinjo, Oshiro, Nakandakari, Shimabukuro, Tamashiro, Chinen, Aragaki, Uehara")
O("mongolian", "Asia", "Mongolian", "western",
  f="Enkhjargal, Oyuntsetseg, Sarnai, Khulan, Nomin, Bolormaa",
  m="Batbayar, Temuulen, Erdene, Munkhbat, Tsogtbaatar, Ganzorig",
  fam="Ganbold, Batsaikhan, Dorj, Tserendorj, Baatar, Purevdorj, Bayarsaikhan, Otgonbayar, Lkhagvasuren")
O("kazakh", "Asia", "Kazakh", "western",
  f="Aigerim, Aruzhan, Saule, Zhansaya, Dinara, Gulzhan",
  m="Yerlan, Daniyar, Askar, Nurlan, Arman, Bauyrzhan",
  fam="Abenov/Abenova, Nurlanov/Nurlanova, Zhaksybekov/Zhaksybekova, Suleimenov/Suleimenova, Omarov/Omarova, Iskakov/Iskakova, Kassymov/Kassymova, Beisenov/Beisenova, Sarsenbayev/Sarsenbayeva")
O("uzbek", "Asia", "Uzbek", "western",
  f="Dilnoza, Nodira, Shahnoza, Gulnora, Zarina, Feruza",
  m="Sardor, Jasur, Bekzod, Otabek, Sherzod, Dilshod",
  fam="Rahimov/Rahimova, Yusupov/Yusupova, Tursunov/Tursunova, Abdullaev/Abdullaeva, Ergashev/Ergasheva, Nazarov/Nazarova, Saidov/Saidova, Qodirov/Qodirova, Xolmatov/Xolmatova")
O("kyrgyz", "Asia", "Kyrgyz", "western",
  f="Aizada, Begimai, Cholpon, Aida, Elnura, Nazira",
  m="Azamat, Bakyt, Emil, Kubanych, Talant, Chyngyz",
  fam="Asanov/Asanova, Toktogulov/Toktogulova, Zhumabaev/Zhumabaeva, Osmonov/Osmonova, Sydykov/Sydykova, Abdrakhmanov/Abdrakhmanova, Mamatov/Mamatova, Bekmuratov/Bekmuratova")
O("tajik", "Asia", "Tajik (incl. -zoda)", "western",
  f="Firuza, Nigina, Parvina, Mehrangez, Tahmina, Zulfiya",
  m="Farrukh, Bahrom, Khurshed, Firdavs, Parviz, Daler",
  fam="Sharipov/Sharipova, Khojaev/Khojaeva, Mirzoev/Mirzoeva, Davlatov/Davlatova, Sadulloev/Sadulloeva, Qurbonov/Qurbonova, Karimzoda, Rahimzoda, Nazarzoda")
O("turkmen", "Asia", "Turkmen", "western",
  f="Jeren, Aýna, Maral, Bägül, Gülnar, Ogulnabat",
  m="Merdan, Döwlet, Batyr, Kerim, Nury, Begenç",
  fam="Annaýew/Annaýewa, Orazow/Orazowa, Ataýew/Ataýewa, Berdiýew/Berdiýewa, Hojamuradow/Hojamuradowa, Durdyýew/Durdyýewa, Myradow/Myradowa, Öwezow/Öwezowa")
O("uyghur", "Asia", "Uyghur (father's name as second name)", "western",
  f="Mihray, Gulnisa, Dilnur, Rahile, Parida, Nigare",
  m="Ablimit, Erkin, Mamut, Memet, Alim, Perhat",
  fam="Abdukerim, Tursun, Abliz, Ablet, Rozi, Qurban, Niyaz, Yasin, Tohtaji")
O("tibetan", "Asia", "Tibetan (no family names)", "nofamily",
  f="Tenzin Dolma, Pema Yangchen, Dechen Lhamo, Sonam Dekyi, Tsering Yangzom, Kalsang Drolma",
  m="Tenzin Norbu, Lobsang Tashi, Jigme Wangdu, Karma Tsering, Ngawang Dorje, Thupten Gyaltsen")
O("bhutanese", "Asia", "Bhutanese (no family names)", "nofamily",
  f="Dechen Wangmo, Karma Choden, Sonam Pelden, Kinley Zangmo, Tshering Yangki, Pema Lhaden",
  m="Ugyen Dorji, Sangay Tenzin, Phuntsho Namgyel, Dorji Tshering, Tashi Penjor, Kinley Norbu")
O("burmese", "Asia", "Burmese (no family names)", "nofamily",
  f="Thida Win, Aye Aye Mon, Hnin Wai Phyo, Su Myat Noe, May Thu Zar, Khin Sandar Oo",
  m="Kyaw Zin Htet, Aung Myo Min, Min Thant Zaw, Zaw Lin Tun, Ye Htut Naing, Thet Paing Soe")
O("thai", "Asia", "Thai", "western",
  f="Siriporn, Kanokwan, Pimchanok, Nattaya, Ratchanee, Wipawee",
  m="Somchai, Anan, Thanakorn, Kittisak, Prasert, Nattapong",
  fam="Srisawat, Chaiyaporn, Wongsuwan, Rattanakorn, Phrommin, Saetang, Boonmee, Kaewmanee, Thongdee, Suksawat")
O("lao", "Asia", "Lao", "western",
  f="Khamla, Vilay, Chanthala, Manivone, Phonesavanh, Keo",
  m="Bounmy, Somphone, Khamphet, Vilaysack, Souksavanh, Thongsouk",
  fam="Phommachanh, Sisavath, Vongsa, Keomany, Inthavong, Souvannavong, Sayavong, Phimmasone, Chanthavong")
O("khmer", "Asia", "Khmer (family-first)", "family_first", p_family_first=1.0,
  f="Sophea, Sreymom, Chanthou, Bopha, Sokunthea, Channary",
  m="Dara, Vuthy, Sokha, Rithy, Vannak, Sovann",
  fam="Sok, Chan, Keo, Meas, Heng, Pich, Chea, Ouk, Lim")
O("vietnamese", "Asia", "Vietnamese (family middle given)", "viet",
  f="Lan, Hạnh, Thảo, Hương, Mai, Trang",
  m="Bảo, Hùng, Tuấn, Dũng, Khoa, Phong",
  fam="Nguyễn, Trần, Lê, Phạm, Hoàng, Huỳnh, Võ, Đặng, Bùi, Đỗ",
  mids_f="Thị, Ngọc, Thu, Thanh, Kim, Mỹ", mids_m="Văn, Đức, Minh, Quốc, Hữu, Thành")
O("vietnamese_american", "North America", "Vietnamese American", "western", diaspora=True,
  f="Tiffany, Vivian, Kimberly, Jenny, Linh, Thuy",
  m="Kevin, Tommy, Danny, Henry, Minh, Tuan",
  fam="Nguyen, Tran, Le, Pham, Huynh, Vo, Truong, Dang, Ngo")
O("hmong", "Asia", "Hmong (Laos, Thailand, USA)", "western",
  f="Pa Nhia, Mai Yer, Kalia, Nou, Chue, Maiv",
  m="Tou, Kou, Fue, Pheng, Chong, Xeng",
  fam="Vang, Xiong, Yang, Thao, Her, Moua, Vue, Lor, Hang")
O("malay", "Asia", "Malay (bin/binti)", "malay",
  f="Nurul Aina, Siti Aishah, Nur Izzati, Farah Nadia, Aisyah, Nor Hidayah",
  m="Muhammad Haziq, Ahmad Faiz, Mohd Firdaus, Amirul Hakim, Khairul Anuar, Syafiq",
  fam="Ismail, Abdullah, Hassan, Zainal, Othman, Kamaruddin, Hamzah, Yusof, Rosli")
O("javanese", "Asia", "Javanese (often one name)", "western", mononym=0.3,
  f="Sri, Endang, Rini, Wulan, Ayu, Tri",
  m="Bambang, Agus, Budi, Joko, Heru, Eko",
  fam_f="Wahyuni, Susilowati, Astuti, Rahayu, Lestari, Handayani",
  fam_m="Sutrisno, Prasetyo, Santoso, Susanto, Wibowo, Setiawan, Nugroho, Purnomo")
O("sundanese", "Asia", "Sundanese (often one name)", "western", mononym=0.25,
  f="Euis, Neneng, Cucu, Imas, Lilis, Iis",
  m="Dadang, Cecep, Asep, Ujang, Deden, Yayan",
  fam="Sunarya, Hidayat, Permana, Kurniawan, Suryana, Rustandi, Supriatna, Wiratmaja, Saepudin")
O("balinese", "Asia", "Balinese (I/Ni + birth-order name, no family name)", "nofamily",
  f="Ni Luh Putu Ariani, Ni Made Sri Wahyuni, Ni Nyoman Sukerti, Ni Ketut Ayu Lestari, Ni Wayan Sudiani, Ni Komang Tri Utami",
  m="I Made Suarjana, I Wayan Sudarma, I Nyoman Budiarta, I Ketut Arsana, I Gede Putra Wirawan, I Komang Adi Saputra")
O("batak", "Asia", "Batak (North Sumatra, clan names)", "western",
  f="Rosmawati, Lamria, Tiurma, Rotua, Sondang, Dameria",
  m="Parlindungan, Hotman, Togar, Marihot, Binsar, Tigor",
  fam="Siregar, Simanjuntak, Nainggolan, Hutapea, Pardede, Sitompul, Simatupang, Situmorang, Hutagalung")
O("minahasan", "Asia", "Minahasan (North Sulawesi)", "western",
  f="Meity, Stella, Ivonne, Olvie, Jeane, Vivi",
  m="Reinhard, Frangky, Novri, Deddy, Hendrik, Jefry",
  fam="Wowor, Rondonuwu, Lumenta, Sumampouw, Tumbelaka, Pangemanan, Mandagi, Tumiwa, Kaunang")
O("chinese_indonesian", "Asia", "Chinese Indonesian", "western", diaspora=True,
  f="Melinda, Yuliana, Feliciana, Natalia, Lidya, Shinta",
  m="Hendra, Sutanto, Rudy, Steven, Yohanes, Irwan",
  fam="Wijaya, Gunawan, Halim, Santoso, Kusuma, Tanudjaja, Setiadi, Liem, Tjahjadi")
O("timorese", "Asia", "Timorese (Timor-Leste)", "portuguese", p_double=0.4,
  f="Alda, Natércia, Jacinta, Ermelinda, Ilda, Filomena",
  m="Natalino, Ernesto, Marcelino, Agostinho, Zeferino, Longuinhos",
  fam="da Costa, Soares, Guterres, Ximenes, Amaral, dos Reis, Sarmento, da Cruz, Belo")
O("tagalog", "Asia", "Filipino (Tagalog)", "filipino",
  f="Maricel, Rowena, Marites, Luzviminda, Jocelyn, Ligaya",
  m="Jericho, Rommel, Dindo, Joselito, Ramil, Arnel",
  fam="dela Cruz, Santos, Reyes, Bautista, Macaraeg, Dimaculangan, Villanueva, Mercado, Del Rosario, Manalo")
O("cebuano", "Asia", "Filipino (Cebuano / Visayan)", "filipino",
  f="Jinky, Rhea, Cherry Mae, Lovely, Girlie, Arlene",
  m="Junrey, Rolly, Bong, Jessie, Dante, Vicente",
  fam="Cabahug, Lapitan, Cuizon, Abellana, Ybañez, Gullas, Alcoseba, Sarmiento, Quijano")
O("maranao", "Asia", "Maranao / Moro (Mindanao)", "western",
  f="Norhana, Sittie Aisah, Johaira, Asnairah, Noraida, Jamaliah",
  m="Abdulmalik, Jamal, Alimudin, Ansari, Saidamen, Macmod",
  fam="Macarambon, Alonto, Lucman, Pangandaman, Marohomsalic, Adiong, Mangondato, Disomimba, Dimakuta")
O("tamil", "Asia", "Tamil (initial + given, or given + father)", "tamil",
  f="Kavitha, Meenakshi, Revathi, Nithya, Anbarasi, Selvi",
  m="Karthik, Senthil, Arun, Murugan, Vignesh, Saravanan",
  fam="Raman, Subramanian, Krishnan, Natarajan, Sundaram, Rajendran, Palanisamy, Murugesan, Chandrasekaran")
O("telugu", "Asia", "Telugu (family-first 50 %)", "family_first", p_family_first=0.5,
  f="Sravani, Lakshmi Prasanna, Bhavana, Keerthi, Sirisha, Divya",
  m="Srinivas, Venkata Ramana, Sai Kiran, Harsha, Chaitanya, Prasad",
  fam="Nallapati, Kondapalli, Gollapudi, Vemulapalli, Kotha, Bandaru, Yarlagadda, Chennupati, Pothineni")
O("kannada", "Asia", "Kannada", "western",
  f="Kavya, Shwetha, Akshatha, Pallavi, Roopa, Sahana",
  m="Manjunath, Shivakumar, Girish, Prajwal, Basavaraj, Chethan",
  fam="Gowda, Hegde, Shetty, Rao, Kamath, Pai, Acharya, Nayak, Urs")
O("malayalam", "Asia", "Malayali (Kerala)", "western",
  f="Anjali, Aswathy, Sreelakshmi, Reshma, Nimisha, Athira",
  m="Arjun, Vishnu, Jithin, Sreejith, Abhilash, Nikhil",
  fam="Nair, Menon, Pillai, Kurian, Varghese, Puthenpurayil, Thekkedath, Panicker, Kizhakkethil")
O("marathi", "Asia", "Marathi", "western",
  f="Snehal, Rutuja, Sayali, Pradnya, Ketaki, Madhura",
  m="Aniket, Omkar, Swapnil, Tushar, Mandar, Chinmay",
  fam="Kulkarni, Deshpande, Patil, Joshi, Jadhav, Gaikwad, Bhosale, Deshmukh, Kale")
O("gujarati", "Asia", "Gujarati", "western",
  f="Hetal, Krupa, Dhara, Nisha, Foram, Bhoomi",
  m="Jignesh, Bhavin, Chirag, Ketan, Parth, Nirav",
  fam="Patel, Shah, Desai, Mehta, Trivedi, Parikh, Bhatt, Thakkar, Vyas")
O("punjabi_sikh", "Asia", "Punjabi Sikh (Kaur/Singh)", "sikh",
  f="Harpreet, Simran, Jasleen, Navneet, Gurleen, Rupinder",
  m="Harjit, Jaspal, Balwinder, Navdeep, Kuldeep, Jaskaran",
  fam="Sandhu, Gill, Dhillon, Grewal, Sidhu, Brar, Randhawa, Bains, Cheema")
O("bengali", "Asia", "Bengali (West Bengal)", "western",
  f="Ananya, Moumita, Sreemoyee, Debjani, Tanusree, Paromita",
  m="Debashis, Anirban, Subhajit, Indranil, Sayan, Arijit",
  fam="Chatterjee, Banerjee, Mukherjee, Das, Chowdhury, Bhattacharya, Sen, Ghosh, Dutta")
O("bangladeshi", "Asia", "Bangladeshi", "western",
  f="Nusrat, Farzana, Tahmina, Sumaiya, Rumana, Jannatul",
  m="Tanvir, Rafiqul, Mahmudul, Arif, Sabbir, Sohel",
  fam="Rahman, Hossain, Islam, Chowdhury, Sarker, Talukder, Haque, Ahmed",
  fam_f="Akter, Begum, Khatun", fam_m="Uddin, Mia")
O("odia", "Asia", "Odia (Odisha)", "western",
  f="Subhashree, Lipsa, Sasmita, Itishree, Jyotirmayee, Pragyan",
  m="Debasis, Pradeep, Biswajit, Soumya Ranjan, Manas, Satyabrata",
  fam="Mohanty, Panda, Sahu, Mishra, Behera, Nayak, Jena, Swain, Rout")
O("assamese", "Asia", "Assamese", "western",
  f="Jonali, Bornali, Pallabi, Himakshi, Dipshikha, Barnali",
  m="Rupjyoti, Hiranya, Bhaskar, Partha, Pranjal, Manash",
  fam="Bora, Gogoi, Baruah, Saikia, Hazarika, Kalita, Phukan, Deka, Borthakur")
O("mizo", "Asia", "Mizo (no fixed family names)", "nofamily",
  f="Lalremruati, Zothanpari, Lalrinpuii, Vanlalhriatpuii, Lalnunmawii, Malsawmtluangi",
  m="Lalmuanpuia, Vanlalruata, Lalrinawma, Zodinliana, Lalhmangaihzuala, Lalthansanga")
O("meitei", "Asia", "Meitei (Manipur; family-first, Devi/Chanu)", "family_first", p_family_first=1.0,
  f="Bembem, Sanatombi, Thoibi, Memcha, Ibemhal, Sanahanbi",
  m="Tomba, Ibomcha, Sanjoy, Premjit, Ibochouba, Romesh",
  fam="Ningthoujam, Laishram, Thokchom, Khumanthem, Wahengbam, Oinam, Konthoujam, Yumnam, Huidrom",
  suffix_f="Devi, Chanu", p_suffix=0.5)
O("kashmiri", "Asia", "Kashmiri", "western",
  f="Mehvish, Insha, Saima, Rafiya, Iqra, Shazia",
  m="Faisal, Aijaz, Tariq, Showkat, Umar, Mudasir",
  fam="Bhat, Dar, Lone, Wani, Mir, Rather, Kaul, Raina, Ganai")
O("sindhi", "Asia", "Sindhi (India diaspora)", "western", diaspora=True,
  f="Kajal, Bhavna, Jyoti, Komal, Hema, Rekha",
  m="Sunil, Haresh, Jairam, Kishore, Deepak, Vinod",
  fam="Mirchandani, Lalwani, Bhatia, Sadarangani, Gidwani, Vaswani, Motwani, Chandiramani, Advani")
O("nepali", "Asia", "Nepali", "western",
  f="Anjana, Srijana, Pabitra, Rojina, Sabina, Sunita",
  m="Bikash, Prakash, Sujan, Ramesh, Nabin, Suman",
  fam="Shrestha, Gurung, Tamang, Thapa, Adhikari, Rai, Magar, Pokharel, Karki")
O("sherpa", "Asia", "Sherpa (Nepal; 'Sherpa' as family name)", "western",
  f="Dawa Futi, Lhakpa Diki, Pemba Doma, Ang Dolma, Nima Doma, Phurba Yangji",
  m="Pemba Nuru, Ang Nima, Dawa Gyalzen, Nima Tshiring, Chhiring Dorje, Mingma Tsering",
  fam="Sherpa")
O("sinhala", "Asia", "Sinhala (Sri Lanka)", "western",
  f="Nadeesha, Dilini, Sanduni, Ishara, Thilini, Hasini",
  m="Kasun, Nuwan, Lahiru, Tharindu, Chathura, Ravindu",
  fam="Perera, Fernando, Wickramasinghe, Bandara, Dissanayake, Gunawardena, Rathnayake, de Silva, Senanayake")
O("pakistani", "Asia", "Pakistani (Punjabi / Urdu)", "western",
  f="Ayesha, Mahnoor, Sana, Hira, Amna, Fizza",
  m="Usman, Bilal, Zeeshan, Kashif, Waqas, Hamza",
  fam="Chaudhry, Butt, Malik, Qureshi, Siddiqui, Awan, Rana, Mirza, Sheikh")
O("british_pakistani", "Europe", "British Pakistani", "western", diaspora=True,
  f="Sadia, Nazia, Rubina, Shabana, Aneela, Samina",
  m="Adeel, Nadeem, Asif, Shahid, Rizwan, Tahir",
  fam="Hussain, Akhtar, Iqbal, Mahmood, Bashir, Rashid, Anwar, Ali, Saddique")
O("pashtun", "Asia", "Pashtun (Afghanistan, Pakistan)", "western",
  f="Palwasha, Zarmina, Shabnam, Mursal, Pashtana, Spozhmai",
  m="Wahidullah, Khalid, Naqibullah, Shafiq, Hekmat, Samiullah",
  fam="Khattak, Durrani, Mohmand, Wardak, Achakzai, Popalzai, Shinwari, Safi, Mangal")
O("hazara", "Asia", "Hazara (Afghanistan, Pakistan)", "western",
  f="Zahra, Masooma, Sakina, Nargis, Roqia, Freshta",
  m="Ali Reza, Mohammad Jawad, Sajjad, Qasim, Mahdi, Jawad",
  fam="Hazara, Jafari, Rezaei, Mohammadi, Sultani, Akbari, Rahimi, Yousufi, Hashimi")
O("dari", "Asia", "Afghan Dari / Tajik", "western",
  f="Tahmina, Soraya, Mahbooba, Nilofar, Parwana, Fereshta",
  m="Ahmad Zia, Farid, Jawed, Mirwais, Sohrab, Najib",
  fam="Karimi, Noori, Popal, Sahak, Ahmadi, Hakimi, Rasuli, Nazari, Sadat")
O("baloch", "Asia", "Baloch (Pakistan, Iran)", "western",
  f="Hani, Banuk, Gulnaz, Shahnaz, Mahnaz, Sazia",
  m="Jiand, Dostain, Shahbaz, Murad, Hammal, Chakar",
  fam="Baloch, Marri, Mengal, Rind, Bizenjo, Jamali, Raisani, Lehri, Magsi")
O("persian", "Asia", "Persian (Iran)", "western",
  f="Parisa, Shirin, Maryam, Niloufar, Laleh, Golnaz",
  m="Arash, Dariush, Kourosh, Behnam, Farhad, Babak",
  fam="Najafi, Tehrani, Hosseini, Moradi, Kazemi, Ahmadi, Jafari, Rostami, Esfahani")
O("lebanese", "Asia", "Lebanese", "western",
  f="Nour, Maya, Rasha, Joumana, Lara, Rita",
  m="Karim, Georges, Elie, Charbel, Ziad, Walid",
  fam="Haddad, Khoury, Nassar, Abi Nader, Bou Khalil, El Hage, Harb, Fakhoury, Abou Jaoude")
O("syrian", "Asia", "Syrian", "western",
  f="Rama, Lina, Hala, Ruba, Sawsan, Dima",
  m="Bassel, Fadi, Firas, Ammar, Majd, Tamer",
  fam="Al-Halabi, Kabbani, Shami, Attar, Darwish, Jabri, Zaher, Hourani, Al-Masri")
O("palestinian", "Asia", "Palestinian", "western",
  f="Dalia, Hanan, Samar, Reem, Lama, Ghada",
  m="Khaled, Yazan, Anas, Odai, Ibrahim, Mahmoud",
  fam="Abu Ghosh, Nusseibeh, Qasem, Shawa, Husseini, Khalidi, Abu Eid, Odeh, Barakat")
O("iraqi", "Asia", "Iraqi", "western",
  f="Shahad, Ruqaya, Hawraa, Baneen, Zainab, Noor",
  m="Haider, Muntadhar, Karrar, Hassanain, Yasir, Omar",
  fam="Al-Tamimi, Al-Jubouri, Al-Obaidi, Al-Dulaimi, Al-Shammari, Al-Rubaie, Al-Khafaji, Al-Saadi, Al-Zubaidi")
O("saudi", "Asia", "Saudi / Gulf Arabic (bin/bint)", "arab_nasab", p_nasab=0.5,
  f="Noura, Reem, Haya, Lulwa, Maha, Jawaher",
  m="Faisal, Turki, Saud, Nawaf, Abdulaziz, Mishal",
  fam="Al-Otaibi, Al-Qahtani, Al-Shehri, Al-Ghamdi, Al-Dosari, Al-Harbi, Al-Mutairi, Al-Zahrani, Al-Anazi",
  fathers="Saad, Abdullah, Khalid, Fahad, Nasser, Sultan, Hamad, Mansour")
O("emirati", "Asia", "Emirati (bin/bint)", "arab_nasab", p_nasab=0.6,
  f="Shamma, Hessa, Alia, Moza, Fatima, Amna",
  m="Rashid, Khalifa, Saeed, Obaid, Humaid, Sultan",
  fam="Al Mansouri, Al Mazrouei, Al Ketbi, Al Suwaidi, Al Falasi, Al Shamsi, Al Nuaimi, Al Dhaheri, Al Hammadi",
  fathers="Mohammed, Ahmed, Juma, Ali, Salem, Hamad, Khamis, Matar")
O("omani", "Asia", "Omani", "arab_nasab", p_nasab=0.3,
  f="Thuraya, Muna, Buthaina, Raya, Asma, Ibtisam",
  m="Said, Hilal, Salim, Sultan, Azzan, Talal",
  fam="Al-Balushi, Al-Hinai, Al-Abri, Al-Rawahi, Al-Kindi, Al-Harthy, Al-Siyabi, Al-Maamari, Al-Lawati",
  fathers="Nasser, Hamood, Khalfan, Saif, Rashid, Sulaiman")
O("yemeni", "Asia", "Yemeni (incl. Ba/Bin Hadrami names)", "western",
  f="Afrah, Bushra, Nabila, Arwa, Sabah, Amat",
  m="Waleed, Fuad, Nabil, Adel, Mansour, Abdulrahman",
  fam="Al-Hadrami, Ba Wazir, Al-Eryani, Al-Ahmar, Bin Mahfouz, Al-Haddad, Al-Maqtari, Ba Salim, Bin Shamlan")
O("assyrian", "Asia", "Assyrian (Iraq, Syria, diaspora)", "western",
  f="Shamiram, Ninve, Ramina, Nahrain, Atour, Sargona",
  m="Ashur, Sargon, Ninos, Aprim, Shimun, Odisho",
  fam="Khoshaba, Yonan, Benyamin, Shlimon, Warda, Yacoub, Toma, Gewargis, Oraha")

# ---------------------------------------------------------------------------
# NORTH AMERICA (incl. Central America and the Caribbean)
# ---------------------------------------------------------------------------
O("us_anglo", "North America", "US (Anglo)", "western",
  f="Madison, Brittany, Kayla, Megan, Ashley, Shelby",
  m="Tyler, Cody, Brandon, Travis, Dustin, Garrett",
  fam="Whitaker, Caldwell, Holloway, Pruitt, McAllister, Sullivan, Reynolds, Dalton, Hensley")
O("african_american", "North America", "African American", "western",
  f="Tameka, Latoya, Keisha, Imani, Shaniqua, Ebony",
  m="DeShawn, Jamal, Darnell, Tyrone, Marquis, Terrell",
  fam="Washington, Jefferson, Freeman, Banks, Booker, Gaines, Jenkins, Coleman, Dixon")
O("quebecois", "North America", "Québécois", "western",
  f="Geneviève, Marie-Ève, Josée, Sophie-Anne, Véronique, Mélanie",
  m="Mathieu, Jean-François, Sylvain, Maxime, Étienne, Guillaume",
  fam="Tremblay, Gagnon, Bouchard, Côté, Gauthier, Bergeron, Pelletier, Ouellet, Bélanger")
O("cajun", "North America", "Cajun (Louisiana)", "western",
  f="Claudette, Brandie, Emeline, Noelle, Odile, Jolie",
  m="Beau, Remy, Lucien, Alcide, Clovis, Antoine",
  fam="Boudreaux, Thibodeaux, Hebert, Landry, LeBlanc, Guidry, Broussard, Fontenot, Arceneaux")
O("dine", "North America", "Diné / Navajo", "western", indigenous=True,
  f="Shandiin, Nizhoni, Yanaba, Doli, Marlene, Loretta",
  m="Ahiga, Bidziil, Delbert, Leroy, Kee, Jaylon",
  fam="Begay, Yazzie, Tsosie, Benally, Nez, Tsinajinnie, Etsitty, Bitsui, Manygoats, Yellowhair")
O("lakota", "North America", "Lakota (multi-word family names)", "western", indigenous=True,
  f="Winona, Wichapi, Anpo, Kimimela, Charlene, Bernadette",
  m="Mato, Tokala, Chaske, Wanbli, Dwayne, Elmer",
  fam="Iron Shell, Two Bulls, Yellow Horse, Brave Heart, Little Thunder, Red Owl, Whirlwind Horse, Good Voice Elk, Black Bear")
O("cherokee", "North America", "Cherokee", "western", indigenous=True,
  f="Ayita, Adsila, Tayanita, Awinita, Brenda, Rhonda",
  m="Degataga, Tsiyi, Waya, Clifton, Wesley, Kenneth",
  fam="Sixkiller, Hummingbird, Soap, Swimmer, Squirrel, Raincrow, Crowe, Teehee, Standingdeer")
O("ojibwe", "North America", "Ojibwe / Anishinaabe", "western", indigenous=True,
  f="Waabigwan, Ziibiwin, Memengwaa, Noodin, Darlene, Sherry",
  m="Migizi, Nimkii, Makwa, Clayton, Wayne, Shawn",
  fam="Kakegamic, Fiddler, Meekis, Beardy, Nanibush, Keesick, Kejick, Rae, Ningewance")
O("cree", "North America", "Cree (Canada)", "western", indigenous=True,
  f="Delphine, Marie-Rose, Kaylee, Tammy, Pisim, Roseanne",
  m="Muskwa, Nathaniel, Clarence, Roderick, Jordan, Cody",
  fam="Cardinal, Okemaw, Wapass, Badger, Bigstone, Kakakaway, Moosomin, Nepinak, Ballantyne")
O("inuit", "North America", "Inuit (Nunavut, Nunavik)", "western", indigenous=True,
  f="Nuvuja, Ooloota, Elisapee, Qapik, Leesee, Siila",
  m="Pauloosie, Jaypetee, Iqaluk, Simeonie, Joanasie, Levi",
  fam="Kilabuk, Ipeelie, Arnaquq, Kunuk, Pitseolak, Alivaktuk, Nuyaviak, Evaluardjuk, Akpaliapik")
O("kalaallit", "North America", "Kalaallit (Greenland)", "western", indigenous=True,
  f="Naja, Aviaja, Nivi, Paninnguaq, Ivalu, Arnaq",
  m="Malik, Aqqaluk, Inuk, Nukannguaq, Minik, Pilutaq",
  fam="Kristiansen, Kleist, Berthelsen, Petersen, Motzfeldt, Egede, Fleischer, Heilmann, Lyberth")
O("mohawk", "North America", "Kanien'kehá:ka / Mohawk", "western", indigenous=True,
  f="Kahente, Karonienhawi, Onerahtokha, Lorraine, Dawn, Sherri",
  m="Tehoronhiathe, Aronhiawakon, Kanen, Derek, Norman, Kenny",
  fam="Deer, Jacobs, Montour, Diabo, Cook, Horne, Delisle, Stacey, McComber")
O("hopi", "North America", "Hopi", "western", indigenous=True,
  f="Honovi, Pavati, Sihu, Leora, Marlinda, Verna",
  m="Delwin, Harlan, Loren, Tawa, Kele, Merwin",
  fam="Honanie, Sekaquaptewa, Lomayestewa, Talayumptewa, Namingha, Nuvamsa, Tewawina, Lomahquahu, Polingyouma")
O("yupik", "North America", "Yup'ik (Alaska)", "western", indigenous=True,
  f="Agnes, Nellie, Theresa, Rosalie, Evelyn, Mary Ann",
  m="Nick, Moses, Alexie, Willie, Evon, Jacob",
  fam="Active, Nicori, Kasayulie, Charlie, Tulik, Kawagley, Evan, Cleveland, Joekay")
O("mexican", "North America", "Mexican", "double", p_double=0.7,
  f="Guadalupe, Ximena, Itzel, Fernanda, Mariana, Citlali",
  m="Ulises, Emiliano, Jesús, Rogelio, Ramiro, Eduardo",
  fam="Hernández, López, Ramírez, Villarreal, Cervantes, Zúñiga, Becerra, Olvera, de la Garza, Guzmán")
O("nahua", "North America", "Nahua (Mexico)", "double", p_double=0.5, indigenous=True,
  f="Xochitl, Citlalli, Yoloxóchitl, Tonantzin, Metztli, Itzayana",
  m="Tonatiuh, Cuauhtémoc, Ehécatl, Tenoch, Yaotl, Itzcóatl",
  fam="Tecuapetla, Cuautle, Xolalpa, Tepox, Xochicale, Coyotl, Ixtlahuac, Tlacomulco, Tezoco")
O("maya", "North America", "Yucatec Maya (Mexico)", "double", p_double=0.7, indigenous=True,
  f="Nicte, Ixchel, Zazil, Saasil, Dominga, Petrona",
  m="Balam, Kinich, Itzam, Ceferino, Anselmo, Yaxkin",
  fam="Canché, Chan, Pech, Tzul, Ek, Uc, May, Cocom, Poot, Chi")
O("kiche", "North America", "K'iche' Maya (Guatemala)", "double", p_double=0.7, indigenous=True,
  f="Ixmucané, Micaela, Tomasa, Candelaria, Sebastiana, Ixchel",
  m="Baltazar, Pascual, Gaspar, Tomás, Kawoq, Ajpub",
  fam="Tzoc, Ajcalón, Cholotío, Quiej, Tum, Sic, Xiloj, Batz, Ixcoy, Tzunun")
O("salvadoran", "North America", "Salvadoran", "double", p_double=0.6,
  f="Roxana, Yesenia, Marisol, Karla, Ivania, Glenda",
  m="Wilfredo, Mauricio, Douglas, Herbert, Nelson, Ernesto",
  fam="Flores, Rivas, Orellana, Cañas, Portillo, Alvarenga, Menjívar, Quintanilla, Cruz")
O("garifuna", "North America", "Garifuna (Honduras, Belize)", "double", p_double=0.4, indigenous=True,
  f="Dilcia, Sulma, Ofelia, Aurelia, Norma, Marvella",
  m="Cirilo, Hipólito, Nelson, Sabas, Jeffry, Silvano",
  fam="Castillo, Cayetano, Lambey, Arzu, Bernardez, Suazo, Guity, Palacio, Nuñez")
O("cuban", "North America", "Cuban", "double", p_double=0.6,
  f="Yanelis, Yusimí, Odalys, Marisleidys, Yaneisy, Dayana",
  m="Yoandri, Yunior, Osmany, Reinier, Yasmany, Alexei",
  fam="Pérez, Rodríguez, Fonseca, Betancourt, Valdés, Castellanos, Acosta, Echevarría, Céspedes")
O("dominican", "North America", "Dominican", "double", p_double=0.5,
  f="Yokasta, Altagracia, Yaritza, Massiel, Wendy, Carolin",
  m="Radhamés, Yeison, Eury, Aneudy, Wander, Starlin",
  fam="De los Santos, Almonte, Peralta, Tejada, Reyes, Polanco, Espaillat, Minaya, Batista")
O("puerto_rican", "North America", "Puerto Rican", "double", p_double=0.6,
  f="Nilsa, Migdalia, Ivelisse, Zoraida, Maritza, Glorimar",
  m="Edwin, Josué, Jomar, Eliezer, Xavier, Gerardo",
  fam="Rivera, Colón, Santiago, Ortiz, Torres, Figueroa, Rosario, Quiñones, Negrón, Maldonado")
O("haitian", "North America", "Haitian", "western",
  f="Widlyne, Fabiola, Ketia, Roseline, Nadège, Mirlande",
  m="Wisly, Mackenson, Frantz, Ricot, Wilner, Jean-Robert",
  fam="Jean-Baptiste, Pierre-Louis, Desrosiers, Saint-Fleur, Dorvil, Exantus, Lafortune, Dorcéus, Joseph")
O("jamaican", "North America", "Jamaican", "western",
  f="Shanique, Tashana, Kerry-Ann, Nordia, Camille, Sherika",
  m="Dwayne, Delroy, Kemar, Oneil, Andre, Rushane",
  fam="Campbell, Thompson, McKenzie, Gayle, Francis, Bailey, Grant, Powell, Wint")
O("indo_trinidadian", "North America", "Indo-Trinidadian", "western", diaspora=True,
  f="Sunita, Nalini, Savitri, Ria, Vashti, Shalini",
  m="Deoraj, Suresh, Kiran, Rishi, Anil, Devanand",
  fam="Ramdial, Maharaj, Persad, Seepersad, Ramkissoon, Boodram, Ramnarine, Balgobin, Mohammed")
O("filipino_american", "North America", "Filipino American", "western", diaspora=True,
  f="Kristine, Angelica, Bianca, Jasmine, Nicole, Patricia",
  m="Jerome, Jayson, Ryan, Paolo, Marvin, Jericho",
  fam="Dela Cruz, Ramos, Castro, Garcia, Navarro, Panganiban, Tolentino, Magbanua, Salonga")

# ---------------------------------------------------------------------------
# SOUTH AMERICA
# ---------------------------------------------------------------------------
O("colombian", "South America", "Colombian", "double", p_double=0.7,
  f="Daniela, Valentina, Luz Marina, Yuliana, Paola, Natalia",
  m="Andrés Felipe, Juan Sebastián, Jhon Jairo, Camilo, Wilmer, Sneider",
  fam="Gómez, Restrepo, Ospina, Montoya, Cárdenas, Arango, Zuluaga, Giraldo, Bedoya, Londoño")
O("venezuelan", "South America", "Venezuelan", "double", p_double=0.6,
  f="Mariángel, Oriana, Génesis, Yuleisy, Desirée, Yurbelis",
  m="Eudomar, José Gregorio, Wuilmer, Yorman, Leonel, Heberto",
  fam="Briceño, Pernía, Urdaneta, Chacón, Mogollón, Barrios, Rangel, Carrillo, Villegas")
O("peruvian", "South America", "Peruvian", "double", p_double=0.7,
  f="Milagros, Yessenia, Flor de María, Sheyla, Kiara, Rosa Elvira",
  m="Jhonatan, Percy, Renzo, Wilber, Yony, Edgar",
  fam="Vargas, Chávez, Rojas, Palomino, Salazar, Paredes, Velásquez, Huertas, Zevallos")
O("quechua", "South America", "Quechua (Peru, Bolivia, Ecuador)", "double", p_double=0.6, indigenous=True,
  f="Killa, Sisa, Urpi, Wayta, Qori, Nina",
  m="Inti, Amaru, Wayra, Kusi, Illari, Mayta",
  fam="Yupanqui, Quispe, Huamán, Condori, Ccori, Cusi, Puma, Tacuri, Choquehuanca")
O("aymara", "South America", "Aymara (Bolivia, Peru)", "double", p_double=0.6, indigenous=True,
  f="Nayra, Wara, Phaxsi, Ispalla, Celestina, Eulogia",
  m="Willka, Lucio, Feliciano, Apolinar, Santos, Ajayu",
  fam="Mamani, Choque, Apaza, Ticona, Huanca, Limachi, Chambi, Poma, Copa")
O("mapuche", "South America", "Mapuche (Chile, Argentina)", "double", p_double=0.5, indigenous=True,
  f="Ayelén, Rayén, Millaray, Relmu, Malen, Aylin",
  m="Nahuel, Lautaro, Huenu, Alihuen, Lef, Kallfü",
  fam="Huenchullán, Painemal, Ñancupil, Curihuinca, Millaqueo, Huaiquil, Catrileo, Llancaqueo, Antileo")
O("chilean", "South America", "Chilean", "double", p_double=0.7,
  f="Constanza, Javiera, Catalina, Macarena, Francisca, Antonia",
  m="Matías, Benjamín, Vicente, Joaquín, Ignacio, Cristóbal",
  fam="Muñoz, Contreras, Soto, Sepúlveda, Fuentes, Valenzuela, Araya, Espinoza, Riquelme")
O("argentine", "South America", "Argentine", "western",
  f="Agustina, Florencia, Micaela, Lucila, Belén, Camila",
  m="Facundo, Santino, Gonzalo, Ezequiel, Leandro, Franco",
  fam="Pellegrini, Mastrángelo, Giménez, Benítez, Acuña, Ferreyra, Ruiz Díaz, Iglesias, Bustos")
O("guarani", "South America", "Paraguayan (Guaraní given names)", "double", p_double=0.5, indigenous=True,
  f="Jasy, Yvoty, Mirta, Liz, Arasy, Nimia",
  m="Arandu, Derlis, Celso, Aratirí, Teodoro, Rubén",
  fam="Benítez, Ayala, Cabañas, Villalba, Báez, Aquino, Yegros, Irala, Ortiz")
O("wayuu", "South America", "Wayuu (Colombia, Venezuela; clan names)", "double", p_double=0.7, indigenous=True,
  f="Leidis, Yajaira, Yarelis, Noraima, Wilmary, Kareima",
  m="Remedio, Aníbal, Eder, Yonis, Wilder, Marcos",
  fam="Epieyú, Uriana, Ipuana, Pushaina, Jayariyú, Epinayú, Gouriyú, Sapuana, Uliana")
O("brazilian", "South America", "Brazilian", "portuguese", p_double=0.5,
  f="Ana Luiza, Thaís, Jéssica, Luana, Giovanna, Rafaela",
  m="Wellington, Cauã, Luiz Fernando, Pedro Henrique, Thiago, Vinícius",
  fam="dos Santos, da Silva, Oliveira, Souza, Alves, Nascimento, Barbosa, de Jesus, Cavalcanti")
O("japanese_brazilian", "South America", "Japanese Brazilian (Nikkei)", "western", diaspora=True,
  f="Juliana, Érika, Fernanda, Tatiane, Mariana, Akemi",
  m="Rafael, Eduardo, Renato, Hiroshi, Marcelo, Kenji",
  fam="Tanaka, Watanabe, Yamamoto, Sato, Nakamura, Matsumoto, Okada, Ishikawa, Hayashi")
O("lebanese_brazilian", "South America", "Lebanese / Syrian Brazilian", "western", diaspora=True,
  f="Samira, Jamile, Nádia, Leila, Soraia, Yasmin",
  m="Elias, Habib, Nagib, Salim, Antônio, Jorge",
  fam="Jatene, Abdalla, Sarkis, Kalil, Nassif, Jafet, Chedid, Farah, Haddad")
O("chinese_peruvian", "South America", "Chinese Peruvian (Tusán)", "double", p_double=0.7, diaspora=True,
  f="Lucía, Cecilia, Mónica, Rosario, Pamela, Ana Sofía",
  m="Julio César, Víctor, Ernesto, Alfonso, Renato, Kelvin",
  fam="Chiang, Wong, Chang, Chong, Fung, Siu, Ley, Tay, Apo")

# ---------------------------------------------------------------------------
# DIASPORAS (other)
# ---------------------------------------------------------------------------
O("goan", "Asia", "Goan Catholic", "western",
  f="Merlyn, Celina, Sharon, Leena, Sonia, Joyce",
  m="Savio, Agnelo, Cajetan, Rosario, Franky, Anthony",
  fam="D'Souza, Fernandes, Pereira, Rodrigues, Menezes, D'Costa, Gomes, Noronha, Colaco")
O("parsi", "Asia", "Parsi (occupational surnames)", "western",
  f="Shernaz, Roshan, Dilnaz, Zenobia, Perizad, Khorshed",
  m="Cyrus, Jamshed, Rustom, Kaizad, Farokh, Behram",
  fam="Wadia, Engineer, Contractor, Batliwala, Irani, Daruwala, Khambatta, Readymoney, Dotivala")
O("koryo_saram", "Asia", "Koryo-saram (Korean Central Asian)", "western", diaspora=True,
  f="Valentina, Anzhela, Marina, Larisa, Yelena, Oksana",
  m="Gennady, Vladislav, Konstantin, Roman, Eduard, Vadim",
  fam="Kim, Pak, Ni, Ten, Khan, Tskhai, Ogai, Shin, Tsoi")
O("nigerian_british", "Europe", "Nigerian British", "western", diaspora=True,
  f="Chloe, Tamara, Adaora, Bukola, Jessica, Toluwani",
  m="Samuel, Nathan, Tobi, Kelechi, Joshua, Tayo",
  fam="Adeyemi-Johnson, Okoro, Agbaje, Ibekwe, Onuoha, Adewale-Cole, Nwankwo, Oduya, Okonjo")
O("indo_fijian", "Oceania", "Indo-Fijian", "western", diaspora=True,
  f="Ashika, Roshni, Prinsha, Shivani, Nikita, Reshmi",
  m="Shalvin, Ronil, Avinesh, Pranil, Ashneel, Rohit",
  fam="Prasad, Naidu, Lal, Chand, Kumar, Sharma, Nand, Ram, Narayan")

# ---------------------------------------------------------------------------
# OCEANIA
# ---------------------------------------------------------------------------
O("aboriginal_australian", "Oceania", "Aboriginal Australian (Yolŋu and others)", "western", indigenous=True,
  f="Kirra, Alinta, Yindi, Marlee, Tahnee, Shantelle",
  m="Jarrah, Djarru, Warrick, Yarran, Corey, Shaun",
  fam="Gumbula, Marika, Wunungmurra, Mununggurr, Tipungwuti, Garrawurra, Djerrkura, Wanambi, Ngurruwutthun")
O("torres_strait", "Oceania", "Torres Strait Islander", "western", indigenous=True,
  f="Ella, Seriena, Gaina, Milly, Tala, Lydia",
  m="Getano, Alick, Elia, Kapua, Aaron, Walter",
  fam="Mosby, Nona, Bani, Kris, Mye, Passi, Ahmat, Akiba, Enosa")
O("maori", "Oceania", "Māori (Aotearoa New Zealand)", "western", indigenous=True,
  f="Aroha, Mere, Hinewai, Ataahua, Anahera, Kahurangi",
  m="Tane, Wiremu, Rawiri, Nikau, Manaia, Hemi",
  fam="Te Whare, Ngata, Tipene, Parata, Te Rangi, Horomona, Hēnare, Waaka, Te Paa, Rangihuna")
O("samoan", "Oceania", "Samoan", "western", indigenous=True,
  f="Sina, Losa, Fetu, Lagi, Talia, Malia",
  m="Tavita, Ioane, Pule, Malo, Sefa, Filipo",
  fam="Leota, Fa'amausili, Sapolu, Pouono, Aiono, Tauiliili, Faleolo, Leiataua, Fonoti, Amituanai")
O("tongan", "Oceania", "Tongan", "western", indigenous=True,
  f="Mele, Lupe, Seini, Losaline, 'Ofa, Heilala",
  m="Sione, Viliami, Tevita, Siosaia, Maka, Sitani",
  fam="Fifita, Vainikolo, Havili, Latu, Moala, Fonua, Kioa, Taufa, Vaipulu, Hufanga")
O("fijian", "Oceania", "iTaukei Fijian", "western", indigenous=True,
  f="Mereani, Losana, Litia, Vasemaca, Salanieta, Unaisi",
  m="Sakiusa, Josaia, Peni, Jone, Isikeli, Waisale",
  fam="Naivalu, Waqa, Tuivaga, Ravouvou, Koroi, Naitini, Baleinavalu, Vakaloloma, Nadolo")
O("png", "Oceania", "Papua New Guinean", "western", indigenous=True,
  f="Kessie, Dulcie, Mirriam, Jennifer, Naomi, Wendy",
  m="Kila, Bomai, Wari, Kaupa, Ezekiel, Moses",
  fam="Namah, Kuman, Tau, Pokawin, Yakam, Warupi, Agiru, Kapi, Gelu")
O("chamorro", "Oceania", "Chamorro (Guam, Northern Marianas)", "western", indigenous=True,
  f="Rosalia, Josefina, Tiara, Dolores, Ana Marie, Lourdes",
  m="Vicente, Joaquin, Jesse, Tomas, Rudy, Francisco",
  fam="Taitano, Aguon, Quitugua, Sablan, Blas, Camacho, San Nicolas, Leon Guerrero, Mendiola")
O("tahitian", "Oceania", "Tahitian (Mā'ohi)", "western", indigenous=True,
  f="Moana, Hinano, Vaitiare, Poema, Heiata, Tiare",
  m="Teiki, Manaarii, Teva, Hiro, Tamatoa, Raiarii",
  fam="Teriitehau, Tetuanui, Temauri, Tehei, Teriierooiterai, Vernaudon, Brotherson, Tauraa, Tinorua")
O("hawaiian", "Oceania", "Native Hawaiian", "western", indigenous=True,
  f="Leilani, Noelani, Kalena, Keala, Pualani, Mahina",
  m="Keoni, Kalani, Makana, Kainoa, Ikaika, Koa",
  fam="Kahananui, Kealoha, Kamakana, Nāone, Akana, Keawe, Kahale, Kapaona, Kaʻuhane")

# ---------------------------------------------------------------------------
# Famous or fictional combinations that must never be generated (checked on the
# whole rendered name and on given+family).  Not exhaustive; the lists above
# already avoid the family names of most well-known people.
# ---------------------------------------------------------------------------
FAMOUS = [
    "Seydou Keita", "Sekou Touré", "Adama Traoré", "Cheikh Anta Diop", "Pieter Botha",
    "Will Young", "Jack Frost", "Cliff Young", "Pau Casals", "Jordi Pujol", "Rui Costa",
    "Tigran Petrosyan", "Aram Khachatryan", "Park Ji-sung", "Kim Yu-na", "Grace Park",
    "Zhao Wei", "Takahashi Naoko", "Naoko Takahashi", "Amrinder Singh", "Sourav Ganguly",
    "Elie Saab", "Thiago Silva", "Thiago da Silva", "Zara Sheikh", "Kiri Te Kanawa",
    "Yellow Horse Brave Heart", "Kamla Persad", "Kuupik Kleist", "Aqqaluk Lynge",
    "Budi Hartono", "Bongani Khumalo", "Ivan Ho", "Mykola Lysenko", "Taras Shevchenko",
    "Joy Division", "Jack King", "Storm Little", "Summer Winter", "Dawn French",
    "Jasper Carrott", "Hope Solo", "Chase Banks", "Guy Fawkes", "Rose Byrne",
    "Pierce Young", "Holly Hunter", "Bill Banks", "Faith Hill", "Heather Little",
    "Kevin Nguyen", "Danny Tran", "Ryan Garcia", "Nicole Garcia", "Andy Palacio",
    "Rigoberta Menchú", "Cuauhtémoc Guzmán", "Mohammed Salah", "Amr Diab",
    "Burak Yılmaz", "Emre Demir", "Cem Yılmaz", "Oğuz Atay", "Ali Koç",
    "Yasiel Puig", "Yunior Pérez", "Tamatoa Tetuanui", "Dmitry Petrov", "Mikhail Lebedev",
    "Nguyen Tan Dung", "Nguyễn Văn Thiệu", "Kim Min-jun", "Lee Min-jun", "Jung Min-ji",
    "Wang Zhiwei", "Zhang Yichen", "Li Yuxuan", "Emeka Okafor", "Amadou Diallo",
    "Chidi Okeke", "Obinna Nwosu", "Kofi Mensah", "Kwame Boateng", "Yaw Owusu",
    "Sipho Dlamini", "Thandeka Dlamini", "Nnamdi Okonkwo", "Pierce Brosnan",
]
