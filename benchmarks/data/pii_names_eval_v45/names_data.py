# -*- coding: utf-8 -*-
"""Hand-typed name lists for the v45 PERSON-name evaluation corpus.

Nothing here was copied from a package or data set; every entry was typed by hand.
One line per origin / naming custom:

    key|region|female given names|male given names|family names|flags

* names inside a field are separated by commas;
* a family name written "m/f" has a male and a female form
  (Petrov/Petrova, bin Rashid Al-Mansouri/bint Rashid Al-Mansouri, ole Kaelo/Kaelo);
* flags (space separated):
    ff     family name first (Wang Xiuying, Park Ji-woo, Chea Sophea)
    ff30   family name first 30 % of the time (Hungarian, Telugu)
    ff50   family name first 50 % of the time (Japanese)
    two    a second family name 40 % of the time (Spanish / Portuguese custom)
    two_i  as two, joined with Catalan "i" (Puig i Ferrer)
    vi     Vietnamese: family + Thị / Văn + given, sometimes without diacritics
    mono   no family name; the given field already holds the whole personal name
           (Burmese "Aung Ko Ko", Balinese "I Wayan Sudarma", Mizo "Lalremruati")
    tinit  Tamil style "S. Karthik" (father's initial + given name) 30 % of the time
"""

RAW = """
yoruba|Africa|Adunni,Folake,Titilayo,Morenike|Babatunde,Oluwaseun,Adewale,Olumide|Adeyemi,Ogunleye,Adebayo-Ogunbiyi,Fashola,Olatunji|
igbo|Africa|Chiamaka,Ngozi,Adaeze,Obiageli|Chukwuemeka,Ikenna,Obinna,Nnamdi|Okonkwo,Eze,Nwosu,Obi,Okafor|
hausa|Africa|Hauwa,Zainab,Binta,Hadiza|Abubakar,Musa,Sani,Aminu|Danjuma,Bello,Garba,Yakubu|
akan|Africa|Akosua,Adwoa,Abena,Efua|Kwame,Kofi,Yaw,Kwabena|Mensah,Owusu,Asante,Boateng,Ofori-Atta|
ewe|Africa|Enyonam,Selasi,Dzifa,Esinam|Kodjo,Edem,Mawuli,Senyo|Agbeko,Dzokoto,Amevor,Kpodo|
ga|Africa|Naa Adjeley,Naa Ayeley,Dede,Korkor|Nii Armah,Nii Lante,Tetteh,Ashitey|Quaye,Lamptey,Addo,Tagoe,Ankrah|
wolof|Africa|Awa,Fatou,Ndeye,Khady|Moussa,Cheikh,Mamadou,Ousmane|Diop,Ndiaye,Fall,Sarr,Gueye|
serer|Africa|Coumba,Yacine,Maimouna,Ndella|Latyr,Waly,Diagne,Modou|Faye,Sène,Diouf,Ndour,Thiaw|
fula|Africa|Hadiatou,Mariama,Kadiatou,Dieynaba|Alpha,Thierno,Boubacar,Amadou|Diallo,Bah,Barry,Sow,Baldé|
mandinka|Africa|Fatoumata,Nyima,Kaddy,Isatou|Lamin,Ebrima,Modou Lamin,Bakary|Jallow,Ceesay,Touray,Sanneh,Darboe|
bambara|Africa|Aminata,Oumou,Kadidia,Rokia|Seydou,Modibo,Souleymane,Bourama|Traoré,Keïta,Coulibaly,Diarra,Koné|
baoule|Africa|Affoué,Amenan,Ahou,Akissi|Kouadio,Konan,Koffi,Yao|N'Guessan,Kouakou,Brou,Amani|
fon|Africa|Houéfa,Mahougnon,Sèna,Afiavi|Sèdjro,Comlan,Codjo,Mawugnon|Hounkpatin,Ahouansou,Zinsou,Agossou,Gbaguidi|
bamileke|Africa|Nadège,Ghislaine,Larissa,Armelle|Hervé,Landry,Blaise,Serge|Tchoumi,Fotso,Kamga,Tchakounté,Ngankam|
congolese|Africa|Merveille,Bijou,Nsimba,Mbombo|Fiston,Dieumerci,Patient,Kanku|Mukendi,Ilunga,Kalombo,Tshibangu,Lukusa|
rwandan|Africa|Aline,Claudine,Solange,Diane|Eric,Jean Paul,Emmanuel,Olivier|Uwase,Niyonzima,Habimana,Mugisha,Uwimana|
burundian|Africa|Ange,Nadine,Francine,Divine|Alain,Prosper,Gédéon,Fabrice|Ndayishimiye,Niyonkuru,Irakoze,Bigirimana|
ganda|Africa|Prossy,Winnie,Esther,Sylvia|Derrick,Ivan,Moses,Brian|Mukasa,Lubega,Ssempala,Kiggundu,Ssewankambo|
kikuyu|Africa|Wanjiku,Njeri,Wambui,Nyambura|Kamau,Mwangi,Njoroge,Kariuki|Wainaina,Githinji,Kimani,Gachanja,Ndungu|
luo|Africa|Akinyi,Atieno,Adhiambo,Awino|Otieno,Ochieng,Omondi,Odhiambo|Onyango,Owino,Okoth,Ouma,Oduya|
kalenjin|Africa|Chebet,Jepkosgei,Chepngetich,Jerotich|Kiprono,Kipkemboi,Kibet,Cheruiyot|Rotich,Koech,Langat,Korir,Bett|
maasai|Africa|Naserian,Nashipae,Naisula,Nalangu|Parsimei,Lemayian,Saitoti,Kakuta|ole Kaelo/Kaelo,ole Sankale/Sankale,ole Nkoitoi/Nkoitoi,ole Parmuat/Parmuat|
luhya|Africa|Nafula,Nekesa,Nanjala,Naliaka|Wafula,Wekesa,Barasa,Wanjala|Simiyu,Wamalwa,Makokha,Masinde|
kamba|Africa|Mwikali,Mwende,Ndinda,Kavata|Musyoka,Mutua,Kioko,Mumo|Mutiso,Kyalo,Musau,Nzioka|
swahili|Africa|Rehema,Mwanaisha,Zuhura,Neema|Juma,Hamisi,Baraka,Salim|Mwinyi,Mfinanga,Kombo,Mshana,Massawe|
zulu|Africa|Nomvula,Thandeka,Zanele,Nokuthula|Sipho,Themba,Bongani,Mandla|Dlamini,Zulu,Ngcobo,Mkhize,Khumalo|
xhosa|Africa|Nomsa,Siphokazi,Ayanda,Lindiwe|Luthando,Xolani,Siyabonga,Lwazi|Mgijima,Ntshona,Gqirana,Mqhayi|
sotho|Africa|Palesa,Lerato,Dineo,Mpho|Thabo,Tshepo,Teboho,Lehlohonolo|Mokoena,Mofokeng,Molefe,Nthako,Letsie|
tswana|Africa|Boitumelo,Masego,Onalenna,Goitseone|Kabelo,Tumelo,Oratile,Thato|Molefhe,Kgosiemang,Moagi,Sebego|
shona|Africa|Rutendo,Chipo,Tsitsi,Nyasha|Tinashe,Tafadzwa,Farai,Tatenda|Moyo,Chiweshe,Mutasa,Mapfumo,Chikore|
ndebele|Africa|Sibusisiwe,Nomalanga,Sithembile,Thandiwe|Sibusiso,Mthokozisi,Nkosinathi,Sifiso|Ndlovu,Sibanda,Ncube,Nkomo,Mpofu|
chewa|Africa|Tiyamike,Chisomo,Thoko,Chikondi|Kondwani,Mphatso,Limbani,Chimwemwe|Banda,Phiri,Mwale,Chirwa,Nyirenda|
bemba|Africa|Mwila,Bupe,Chilufya,Mutale|Mulenga,Chanda,Bwalya,Mwansa|Mwamba,Kapwepwe,Chileshe,Musonda,Kasonde|
malagasy|Africa|Voahangy,Hanitra,Lalao,Fanja|Rivo,Hery,Tojo,Haja|Rakotomalala,Randriamampionona,Rasoanaivo,Andrianarivo,Razafindrakoto|
somali|Africa|Hodan,Ayaan,Faadumo,Sagal|Abdirahman,Mahad,Guled,Liban|Warsame,Jama,Abdi Nuur,Farah Egal,Mohamud|
amhara|Africa|Selamawit,Tigist,Meron,Hirut|Dawit,Yonas,Tewodros,Bereket|Tesfaye,Alemu,Gebremedhin,Haile,Wolde-Mariam|
oromo|Africa|Chaltu,Lensa,Hawi,Ebise|Gemechu,Lemma,Tolosa,Fayisa|Gudina,Tolera,Daba,Tufa,Regassa|
tigrinya|Africa|Senait,Luwam,Yordanos,Ruta|Yohannes,Robel,Filmon,Mehari|Tesfamariam,Gebrehiwet,Kidane,Berhane,Weldeab|
sudanese|Africa|Nafisa,Amna,Hiba,Tasneem|Mohanad,Muzamil,Osman,Babiker|Elhassan,Abdelrahim,Elamin,Mirghani,Abdalla|
egyptian|Africa|Nourhan,Mariam,Yasmine,Heba|Mahmoud,Karim,Amr,Sherif|Abdel-Aziz,El-Sayed,Mansour,Fahmy,Shehata|
libyan|Africa|Asma,Najla,Salma,Rabia|Abdulhakim,Mansur,Anas,Tarek|Zlitni,Elmabrouk,Shaglouf,Bugaighis|
tunisian|Africa|Ines,Amel,Rim,Mouna|Anis,Walid,Slim,Hatem|Ben Ammar,Trabelsi,Jebali,Ben Salah,Chaabane|
algerian|Africa|Lamia,Souad,Nadia,Meriem|Yacine,Sofiane,Mourad,Nassim|Benali,Bouzid,Belkacem,Haddad,Saidi|
moroccan|Africa|Khadija,Imane,Ghizlane,Loubna|Youssef,Hamza,Othmane,Anouar|El Amrani,Benjelloun,Alaoui,Tazi,Bennani|
amazigh|Africa|Tiziri,Thanina,Dihya,Tafsut|Massinissa,Aksel,Idir,Yuba|Aït Ahmed,Amrouche,Ouali,Aït Larbi|
capeverdean|Africa|Odete,Nilza,Ivone,Djamila|Adilson,Nelson,Arlindo,Zeferino|Tavares,Fortes,Semedo,Brito,Lopes|two
angolan|Africa|Esperança,Nzinga,Luzia,Madalena|Domingos,Kiluanji,Adérito,Manuel|Kiala,Cassoma,Chipenda,Mbala,dos Santos|
mozambican|Africa|Graça,Albertina,Celeste,Anifa|Armando,Custódio,Eusébio,Fernando|Mabunda,Macuácua,Cossa,Sitoe,Nhantumbo|
ovambo|Africa|Ndapewa,Ndeshipanda,Nangula,Hilma|Tuhafeni,Penda,Hafeni,Linekela|Shikongo,Nangolo,Amutenya,Haufiku,Iipinge|
afrikaner|Africa|Annelie,Marietjie,Elmarie,Riana|Pieter,Jannie,Gerrit,Wynand|van der Merwe,Botha,du Plessis,Pretorius,Venter,le Roux|
tsonga|Africa|Hlulani,Tsakani,Nyiko,Ntsako|Hlengani,Tiyani,Rhulani,Vongani|Baloyi,Chauke,Maluleke,Mathebula,Ngobeni|
venda|Africa|Mashudu,Fulufhelo,Livhuwani,Rudzani|Ndivhuwo,Azwinndini,Khathutshelo,Mulalo|Netshitenzhe,Ramabulana,Mudau,Nemukula,Tshivhase|
sierra_leone|Africa|Fatmata,Isatu,Adama,Mariatu|Alimamy,Sorie,Foday,Alusine|Kamara,Sesay,Conteh,Bangura,Koroma|
liberian|Africa|Musu,Kebeh,Yatta,Decontee|Momo,Jallah,Varney,Tarnue|Kollie,Flomo,Sumo,Tarr,Kpoto|
seychellois|Africa|Marie-Ange,Géraldine,Rosemonde,Sheryl|Jean-Claude,Wilfred,Terry,Bernard|Hoareau,Payet,Labiche,Pillay|
mauritian|Africa|Vidisha,Kavita,Anjali,Shalini|Vikash,Ravindra,Nitish,Deepak|Beeharry,Dookhun,Ramsamy,Seetohul,Boodhoo|
gulf_arab|Middle East|Noura,Reem,Maha,Hessa|Khalid,Faisal,Sultan,Saud|bin Rashid Al-Mansouri/bint Rashid Al-Mansouri,bin Saeed Al-Ketbi/bint Saeed Al-Ketbi,Al-Otaibi,Al-Qahtani,Al-Dosari|
levantine|Middle East|Rania,Lara,Maya,Nour|Rami,Ziad,Elie,Georges|Haddad,Khoury,Abi Nader,Saliba,El Hajj,Karam|
palestinian|Middle East|Dalia,Rawan,Lina,Samar|Tareq,Nidal,Yazan,Iyad|Barghouti,Nashashibi,Qasem,Abu Eid,Shaath|
jordanian|Middle East|Dana,Ruba,Hala,Tala|Omar,Laith,Zaid,Hussam|Al-Majali,Haddadin,Obeidat,Al-Zoubi,Twal|
iraqi|Middle East|Zahraa,Shahad,Rusul,Ban|Mustafa,Haider,Muntadhar,Ammar|Al-Jubouri,Al-Obaidi,Al-Saadi,Hamoudi,Al-Bayati|
yemeni|Middle East|Arwa,Bilqis,Afrah,Samira|Abdulmalik,Nasser,Wadah,Fuad|Al-Hamdani,Al-Ariqi,Ba-Wazir,Al-Kaf,Bahamish|
omani|Middle East|Muna,Shamsa,Thuraya,Rahma|Said,Talal,Badr,Haitham|Al-Balushi,Al-Harthy,Al-Busaidi,Al-Rawahi,Al-Hinai|
persian|Middle East|Shirin,Parisa,Niloufar,Mahsa|Dariush,Kaveh,Behrouz,Arash|Tehrani,Hosseini,Ghasemi,Mohammadzadeh,Farahani|
kurdish|Middle East|Rojda,Berivan,Helin,Delal|Azad,Rezan,Shivan,Baran|Zebari,Hawrami,Dosky,Goran,Sindi|
turkish|Middle East|Elif,Zeynep,Büşra,Gülşen|Emre,Burak,Oğuz,Çağrı|Yılmaz,Öztürk,Kaya,Çelik,Şahin,Demirtaş|
azerbaijani|Middle East|Aygün,Leyla,Günay,Nərmin|Elvin,Rəşad,Tural,Orxan|Məmmədov/Məmmədova,Əliyev/Əliyeva,Hüseynov/Hüseynova,Quliyev/Quliyeva|
armenian|Middle East|Anahit,Lusine,Nare,Siranush|Aram,Tigran,Hovhannes,Gevorg|Petrosyan,Hakobyan,Sargsyan,Grigoryan,Karapetian|
georgian|Middle East|Nino,Tamar,Ketevan,Mariam|Giorgi,Levan,Davit,Irakli|Beridze,Kapanadze,Gelashvili,Lomidze,Tsiklauri|
israeli|Middle East|Noa,Shira,Yael,Michal|Itai,Yonatan,Omer,Eitan|Cohen,Levi,Mizrahi,Ben-Ami,Shapira|
yemenite_jewish|Middle East|Hadas,Ayelet,Ofra,Sigal|Yosef,Avner,Ofer,Zohar|Tzadok,Damari,Sharabi,Tzabari,Gamliel|
assyrian|Middle East|Shamiram,Ramina,Nahrin,Ninwe|Sargon,Ashur,Nimrod,Ninos|Odisho,Shimun,Benyamin,Yonan,Khoshaba|
mandarin|Asia|Xiuying,Jing,Yuting,Lihua|Wei,Hao,Zhiqiang,Jianguo|Wang,Li,Zhang,Liu,Chen,Ma,Xu|ff
cantonese|Asia|Ka-yan,Wing-sze,Hoi-ying,Mei-ling|Chi-keung,Ka-ho,Wai-lun,Siu-ming|Chan,Wong,Cheung,Lau,Ng,Leung|ff
taiwanese|Asia|Shu-fen,Ya-ting,Yi-chun,Hsin-yi|Chih-hao,Chun-chieh,Cheng-han,Kuan-yu|Lin,Chen,Huang,Tsai,Hsu,Chang|ff
singaporean_chinese|Asia|Hui Min,Siew Ling,Jia Hui,Pei Shan|Wei Jie,Jun Hao,Kok Leong,Boon Kiat|Tan,Lim,Goh,Ong,Teo,Koh|ff
japanese|Asia|Haruka,Yui,Misaki,Ayaka|Takumi,Haruto,Kenji,Shota|Sato,Suzuki,Takahashi,Watanabe,Ito,Yamamoto,Nakamura|ff50
korean|Asia|Ji-woo,Seo-yeon,Min-ji,Ha-eun|Min-jun,Do-hyun,Ji-hoon,Seung-woo|Kim,Lee,Park,Choi,Jung,Kang,Oh|ff
mongolian|Asia|Oyuunchimeg,Saruul,Enkhjargal,Anujin|Batbayar,Temuulen,Ganbold,Erdenebat|Dorj,Gantulga,Bold,Tsogt|
tibetan|Asia|Tenzin Dolma,Pema Yangchen,Dawa Lhamo,Sonam Choden|Tenzin Norbu,Lobsang Tsering,Karma Dorje,Jigme Wangdu||mono
sherpa|Asia|Lhakpa Diki,Pasang Doma,Ang Dolma,Nima Yangji|Mingma Tenzing,Pemba Nuru,Dawa Gyaljen,Ang Phurba|Sherpa|
uyghur|Asia|Gulnar,Mihrigul,Dilnur,Patigul|Ablimit,Erkin,Nurmemet,Ilham|Tursun,Abdurehim,Ablikim,Tohti,Kurban|
kazakh|Asia|Aigerim,Aruzhan,Zhanar,Gulnaz|Nurlan,Yerlan,Daulet,Askar|Zhaksybekov/Zhaksybekova,Omarov/Omarova,Abenov/Abenova,Suleimenov/Suleimenova|
uzbek|Asia|Dilnoza,Malika,Nigora,Shahnoza|Jasur,Sardor,Bekzod,Otabek|Karimov/Karimova,Yusupov/Yusupova,Rakhimov/Rakhimova,Ismoilov/Ismoilova|
kyrgyz|Asia|Aizada,Begimai,Cholpon,Nurzat|Almazbek,Azamat,Bakyt,Chyngyz|Sadyrov/Sadyrova,Toktogulov/Toktogulova,Mamytov/Mamytova,Asanbekov/Asanbekova|
tajik|Asia|Farangis,Manizha,Parvina,Tahmina|Firdavs,Rustam,Daler,Bahrom|Nazarov/Nazarova,Saidov/Saidova,Sharipov/Sharipova,Qodirov/Qodirova|
turkmen|Asia|Aýna,Jemal,Maýsa,Bahar|Merdan,Serdar,Döwlet,Rowşen|Annaýew/Annaýewa,Orazow/Orazowa,Berdiýew/Berdiýewa,Atabaýew/Atabaýewa|
vietnamese|Asia|Lan,Hạnh,Thảo,Ngọc Anh|Minh,Tuấn,Quang Huy,Bảo|Nguyễn,Trần,Lê,Phạm,Hoàng,Vũ|vi
thai|Asia|Supaporn,Malee,Kanokwan,Siriporn|Somchai,Thanawat,Anan,Kittisak|Srisuk,Chaiyaporn,Wongsawat,Rattanakosin,Saetang|
lao|Asia|Vilayvanh,Manivanh,Chanthaly,Souphaphone|Somphone,Bounmy,Khamphan,Vilaysack|Phommachanh,Sisouphanh,Keomany,Vongphachanh,Inthavong|
khmer|Asia|Sreymom,Chanthy,Bopha,Sophea|Dara,Vuthy,Sokhom,Rithy|Chea,Sok,Heng,Ly,Chhun|ff
burmese|Asia|Thida Win,Aye Aye Khaing,May Thu Zin,Su Myat Noe|Aung Ko Ko,Zaw Min Htet,Kyaw Zin Thant,Htet Aung Lin||mono
hmong|Asia|Mai Nou,Pa Kou,Xee,Nou|Tou,Koua,Pao,Cha|Vang,Xiong,Yang,Thao,Moua,Lor|
malay|Asia|Nurul Ain,Siti Aishah,Farah Hanim,Nur Izzati|Muhammad Haziq,Ahmad Faiz,Amirul,Hafiz|bin Abdullah/binti Abdullah,bin Ismail/binti Ismail,bin Razak/binti Razak,bin Osman/binti Osman|
javanese|Asia|Sri Wahyuni,Endang Susilowati,Rini Astuti,Tri Handayani|Bambang Sutrisno,Agus Santoso,Joko Purnomo,Heru Prasetyo||mono
sundanese|Asia|Euis,Neneng,Yanti,Cucu|Asep,Ujang,Dadang,Cecep|Sunarya,Suryana,Hidayat,Permana,Kurniawan|
balinese|Asia|Ni Made Sari,Ni Wayan Suastini,Ni Ketut Ariani,Ni Nyoman Sukerti|I Wayan Sudarma,I Made Wirawan,I Ketut Suarjana,I Nyoman Astawa||mono
batak|Asia|Rosmawati,Dameria,Lenny,Ruth|Parlindungan,Togar,Martua,Hotman|Simanjuntak,Siregar,Nainggolan,Sitompul,Hutapea|
tagalog|Asia|Maricel,Rowena,Jovelyn,Divina|Jericho,Rommel,Arnel,Jomar|dela Cruz,Santos,Reyes,Bautista,Macaraeg,delos Reyes|
cebuano|Asia|Cherry Mae,Rhea,Kristine Joy,Lovely|Junrey,Rey Mark,Jhon Lloyd,Kenneth|Cabahug,Tumulak,Lapinig,Ypil,Alcoseba|
ilocano|Asia|Marites,Rosalinda,Zenaida,Imelda|Ariel,Rodel,Edgardo,Virgilio|Agbayani,Bumanglag,Pascua,Ragasa,Domingo|
timorese|Asia|Ermelinda,Angelina,Dulce,Olinda|Agostinho,Mateus,Jacinto,Zeferino|Ximenes,Soares,da Costa,Amaral,Belo|
hindi|Asia|Priya,Anjali,Pooja,Neha|Rahul,Amit,Vikram,Rohit|Sharma,Verma,Gupta,Agarwal,Srivastava|
punjabi_sikh|Asia|Harleen,Simran,Jasleen,Navneet|Gurdeep,Harjit,Baljit,Amrinder|Singh Sandhu/Kaur Sandhu,Singh Gill/Kaur Gill,Singh Dhillon/Kaur Dhillon,Singh Grewal/Kaur Grewal|
gujarati|Asia|Hetal,Falguni,Dhara,Krupa|Hardik,Jignesh,Ketan,Nilesh|Patel,Shah,Desai,Mehta,Trivedi|
marathi|Asia|Snehal,Ashwini,Madhuri,Rutuja|Aniket,Sagar,Omkar,Tejas|Kulkarni,Deshpande,Patil,Joshi,Gaikwad|
bengali|Asia|Moumita,Riya,Anindita,Paromita|Sourav,Arindam,Debashish,Subhajit|Chatterjee,Banerjee,Mukherjee,Das,Ghosh,Bhattacharya|
bangladeshi|Asia|Nusrat,Farhana,Sumaiya,Jannatul|Rafiq,Tanvir,Mahmudul,Arif|Hossain,Rahman,Chowdhury,Uddin,Sarker|
odia|Asia|Subhashree,Lipsa,Sasmita,Prativa|Debasis,Satyajit,Soumya Ranjan,Pradeep|Mohanty,Pattnaik,Swain,Behera,Panda|
assamese|Asia|Bornali,Jonali,Mridusmita,Pallavi|Pranjal,Bhaskar,Dhrubajyoti,Rituraj|Baruah,Gogoi,Bora,Saikia,Hazarika|
tamil|Asia|Kavitha,Lakshmi,Divya,Meenakshi|Karthik,Senthil,Arun,Vignesh|Raman,Subramanian,Krishnan,Murugan,Venkatesan|tinit
telugu|Asia|Lavanya,Sravani,Haritha,Sirisha|Srinivas,Venkatesh,Naveen,Chaitanya|Reddy,Naidu,Rao,Chowdary,Kommineni|ff30
kannada|Asia|Shwetha,Rashmi,Bhavya,Spoorthi|Manjunath,Shreyas,Prajwal,Puneeth|Gowda,Hegde,Shetty,Bhat,Kamath|
malayali|Asia|Anju,Sreelakshmi,Athira,Reshma|Jithin,Vishnu,Sreejith,Anoop|Nair,Menon,Pillai,Kurup,Namboothiri|
syrian_christian|Asia|Ancy,Jincy,Mariamma,Aleyamma|Jibin,Tijo,Shibu,Abin|Varghese,Kurian,Chacko,Puthenpurackal,Kuruvilla|
goan|Asia|Ancilla,Bernadette,Filomena,Sweeny|Agnelo,Cajetan,Savio,Francis|D'Souza,Fernandes,Rodrigues,D'Costa,Menezes|
kashmiri|Asia|Insha,Mehreen,Sabreena,Iqra|Aadil,Showkat,Umar,Tariq|Bhat,Dar,Lone,Wani,Kaul|
sindhi|Asia|Bhavna,Kajal,Jyoti,Heena|Haresh,Kishore,Mukesh,Vinod|Advani,Mirchandani,Lalwani,Vaswani,Sadarangani|
pakistani|Asia|Ayesha,Sana,Mahnoor,Hira|Usman,Bilal,Waqas,Zeeshan|Qureshi,Siddiqui,Malik,Butt,Chaudhry|
pashtun|Asia|Pashtana,Zarghuna,Palwasha,Nazo|Zalmai,Wali,Shahzad,Farhad|Afridi,Khattak,Durrani,Mohmand,Wardak|
afghan_dari|Asia|Farzana,Marzia,Sakina,Roya|Najibullah,Rahmatullah,Jawad,Haroon|Rahimi,Hashimi,Ahmadzai,Sultani,Karimi|
nepali|Asia|Anisha,Sabina,Srijana,Puja|Bikash,Prakash,Suman,Rabin|Shrestha,Thapa,Gurung,Adhikari,Tamang,Rai|
bhutanese|Asia|Dechen Wangmo,Karma Choden,Sonam Pelden,Tshering Yangzom|Kinley Dorji,Ugyen Tshering,Pema Wangchuk,Sangay Tenzin||mono
sinhala|Asia|Nimali,Dilini,Chathurika,Sanduni|Kasun,Nuwan,Chaminda,Tharindu|Perera,Fernando,Wickramasinghe,Jayasuriya,Bandara,Gunawardena|
maldivian|Asia|Aminath,Fathimath,Mariyam,Aishath|Ibrahim,Hussain,Mohamed,Ahmed|Shareef,Rasheed,Naseem,Didi,Manik|
parsi|Asia|Zarine,Perizaad,Dilnaz,Roshan|Cyrus,Jamshed,Rustom,Darius|Wadia,Mistry,Daruwala,Engineer,Contractor,Batliwala|
mizo|Asia|Lalremruati,Zothanpuii,Malsawmtluangi,Lalhmingsangi|Lalrinmawia,Vanlalruata,Lalthanzuala,Zosangliana||mono
meitei|Asia|Sanatombi,Thoibi,Bembem,Linthoi|Tomba,Ibomcha,Naoba,Ibungo|Ningthoujam,Laishram,Thokchom,Khumanthem,Oinam|ff
english|Europe|Harriet,Imogen,Philippa,Beatrice|Rupert,Alistair,Giles,Tobias|Whitfield,Ashworth,Pemberton,Blackwood,Featherstone|
scottish|Europe|Morag,Kirsty,Eilidh,Mhairi|Callum,Fraser,Hamish,Euan|MacLeod,MacKenzie,McIntyre,Buchanan,Urquhart|
scottish_gaelic|Europe|Ciorstaidh,Catrìona,Seonag,Màiri|Dòmhnall,Seumas,Calum,Tormod|MacLeòid/NicLeòid,MacDhòmhnaill/NicDhòmhnaill,MacAoidh/NicAoidh,MacRath/NicRath|
irish_gaelic|Europe|Siobhán,Aoife,Niamh,Gráinne|Cathal,Donncha,Oisín,Pádraig|Ó Briain/Ní Bhriain,Mac Cárthaigh/Nic Cárthaigh,Ó Súilleabháin/Ní Shúilleabháin,Ó Néill/Ní Néill|
irish|Europe|Aisling,Ciara,Orla,Sinéad|Ciarán,Declan,Eoin,Seán|O'Sullivan,McCarthy,Fitzgerald,O'Donoghue,Kavanagh|
welsh|Europe|Angharad,Bethan,Ffion,Siân|Dafydd,Gethin,Iwan,Rhodri|Llewellyn,Pritchard,ap Dafydd/ferch Dafydd,ab Owain/ferch Owain,Vaughan,Prys|
cornish|Europe|Tamsin,Demelza,Kerensa,Morwenna|Jago,Piran,Tristan,Bryok|Trelawny,Penhaligon,Tregenza,Polglase,Pascoe|
french|Europe|Sandrine,Océane,Mathilde,Ségolène|Benoît,Loïc,Thibault,Grégoire|Lefèvre,Moreau,de la Fontaine,Dubois,Fournier,d'Arvieux|
breton|Europe|Gwenaëlle,Maïwenn,Nolwenn,Soazig|Yann,Erwan,Gwenaël,Tanguy|Le Gall,Le Bihan,Kerhervé,Le Goff,Guivarc'h|
basque|Europe|Ainhoa,Itziar,Nerea,Amaia|Iñaki,Unai,Gorka,Asier|Etxeberria,Goikoetxea,Agirre,Urrutia,Zubizarreta|two
catalan|Europe|Montserrat,Núria,Mireia,Laia|Jordi,Pau,Oriol,Xavier|Puig,Ferrer,Vilaró,Soler,Riera|two_i
galician|Europe|Uxía,Antía,Iria,Xiana|Xoán,Brais,Anxo,Xurxo|Castro,Outeiro,Vilariño,Seoane,Piñeiro|two
spanish|Europe|Lucía,Pilar,Inmaculada,Begoña|Álvaro,Gonzalo,Íñigo,Rodrigo|García,Fernández,de la Peña,Ortega,Sánchez,del Río|two
portuguese|Europe|Inês,Beatriz,Leonor,Joana|Duarte,Tiago,Gonçalo,Rui|Gonçalves,Rodrigues,dos Santos,Magalhães,Carvalho|two
italian|Europe|Chiara,Giulia,Francesca,Benedetta|Lorenzo,Matteo,Gianluca,Alessio|Rossi,De Luca,Di Stefano,Esposito,Colombo,Lo Bianco|
sicilian|Europe|Rosalia,Agata,Concetta,Santina|Salvatore,Calogero,Gaetano,Carmelo|Lo Presti,La Rosa,Messina,Bonanno,Li Causi|
sardinian|Europe|Bonaria,Efisia,Giuseppina,Tonina|Efisio,Gavino,Bachisio,Giommaria|Pinna,Sanna,Piras,Deiana,Murgia,Porcu|
maltese|Europe|Marija,Graziella,Rita,Doris|Ġużeppi,Karmenu,Pawlu,Ċensu|Borg,Camilleri,Vella,Farrugia,Xuereb,Grech|
german|Europe|Annegret,Birgit,Jutta,Friederike|Jürgen,Wolfgang,Dietrich,Matthias|Schäfer,Weißmann,von Bülow,Hoffmann,Zimmermann,Krause|
austrian|Europe|Johanna,Theresia,Veronika,Roswitha|Florian,Ferdinand,Leopold,Alois|Gruber,Huber,Wallner,Pichler,Moser|
swiss_german|Europe|Regula,Vreni,Ursula,Nadja|Urs,Beat,Reto,Ueli|Brunner,Baumgartner,Gisler,Inäbnit,Zürcher|
luxembourgish|Europe|Josiane,Carole,Mireille,Nathalie|Marc,Romain,Gilles,Jean-Marie|Schmit,Kremer,Wagner,Kieffer,Thill,Reuter|
dutch|Europe|Femke,Marloes,Anouk,Sanne|Daan,Joost,Bram,Maarten|van der Berg,de Vries,van 't Hof,ter Horst,Jansen,Visser|
flemish|Europe|Lieve,Griet,Katrien,Hilde|Wouter,Koen,Pieter-Jan,Jef|Vermeulen,De Smet,Van den Broeck,Claes,Peeters|
frisian|Europe|Sytske,Baukje,Tjitske,Wytske|Sjoerd,Tjeerd,Wiebe,Jelle|Hoekstra,Dijkstra,Bosma,Sijtsma,Terpstra|
danish|Europe|Mette,Signe,Birgitte,Trine|Rasmus,Søren,Mads,Jesper|Kjærgaard,Mikkelsen,Nørgaard,Østergaard,Kristensen|
norwegian|Europe|Ingrid,Solveig,Kari,Tuva|Håkon,Eirik,Sindre,Ola|Haugen,Bakke,Solberg,Lie,Aasen|
swedish|Europe|Ebba,Linnea,Agneta,Märta|Björn,Linus,Gustav,Anders|Lindqvist,Åberg,Bergström,Sjöberg,Nyström|
finnish|Europe|Aino,Tuulikki,Päivi,Satu|Jussi,Eero,Timo,Juha|Virtanen,Korhonen,Mäkinen,Heikkilä,Leppänen|
sami|Europe|Máret,Risten,Elle,Sunná|Ánde,Niillas,Mihkkal,Ovllá|Gaup,Sara,Eira,Somby,Utsi|
icelandic|Europe|Guðrún,Sigríður,Ragnheiður,Hildur|Gunnar,Þórður,Einar,Sigurður|Jónsson/Jónsdóttir,Gunnarsson/Gunnarsdóttir,Magnússon/Magnúsdóttir,Ólafsson/Ólafsdóttir|
faroese|Europe|Rannvá,Sólrun,Turið,Bjørk|Rógvi,Sámal,Heðin,Jógvan|Joensen,Djurhuus,á Ryggi,í Dali,Mikkelsen|
estonian|Europe|Kadri,Liis,Triin,Maarja|Tõnu,Jaan,Priit,Rein|Tamm,Saar,Mägi,Kask,Sepp|
latvian|Europe|Ilze,Līga,Inese,Zane|Jānis,Andris,Kārlis,Māris|Bērziņš/Bērziņa,Kalniņš/Kalniņa,Ozoliņš/Ozoliņa,Krūmiņš/Krūmiņa|
lithuanian|Europe|Rūta,Eglė,Gintarė,Aistė|Mantas,Tomas,Darius,Vytautas|Kazlauskas/Kazlauskienė,Petrauskas/Petrauskaitė,Jankauskas/Jankauskienė,Butkus/Butkutė|
polish|Europe|Agnieszka,Małgorzata,Katarzyna,Zofia|Krzysztof,Grzegorz,Wojciech,Paweł|Kowalski/Kowalska,Wiśniewski/Wiśniewska,Grabowski/Grabowska,Wójcik,Nowak|
czech|Europe|Lenka,Kateřina,Jana,Hana|Jiří,Tomáš,Ondřej,Vojtěch|Novák/Nováková,Dvořák/Dvořáková,Procházka/Procházková,Černý/Černá|
slovak|Europe|Zuzana,Lucia,Katarína,Mária|Marek,Juraj,Ľubomír,Matej|Horváth/Horváthová,Kováč/Kováčová,Baláž/Balážová,Šimko/Šimková|
hungarian|Europe|Zsófia,Réka,Eszter,Ildikó|László,Gábor,Zoltán,Bence|Nagy,Kovács,Szabó,Tóth,Varga,Farkas|ff30
romanian|Europe|Ioana,Andreea,Mihaela,Roxana|Mihai,Bogdan,Radu,Ștefan|Popescu,Ionescu,Dumitrescu,Constantinescu,Munteanu|
bulgarian|Europe|Desislava,Tsvetelina,Radostina,Yordanka|Hristo,Stoyan,Bozhidar,Todor|Ivanov/Ivanova,Georgiev/Georgieva,Dimitrov/Dimitrova,Petkov/Petkova|
macedonian|Europe|Biljana,Slavica,Vesna,Kalina|Goran,Zoran,Blagoja,Dragan|Trajkovski/Trajkovska,Stojanovski/Stojanovska,Nikolovski/Nikolovska,Angelovski/Angelovska|
serbian|Europe|Jelena,Milica,Dragana,Snežana|Nemanja,Miloš,Dušan,Vuk|Jovanović,Petrović,Nikolić,Đorđević,Marković|
croatian|Europe|Ivana,Petra,Nives,Ljiljana|Krešimir,Zvonimir,Tomislav,Ivan|Horvat,Kovačević,Babić,Knežević,Jurić|
bosnian|Europe|Amra,Lejla,Selma,Emina|Edin,Adnan,Haris,Kenan|Hodžić,Hadžić,Begović,Mehmedović,Delić|
slovenian|Europe|Urška,Špela,Tjaša,Mojca|Matjaž,Rok,Žiga,Primož|Kranjc,Zupančič,Kos,Potočnik,Novak|
albanian|Europe|Blerta,Drita,Mimoza,Valbona|Besnik,Arben,Agron,Dritan|Krasniqi,Gashi,Shala,Hoti,Morina|
greek|Europe|Eleni,Despoina,Vasiliki,Georgia|Giorgos,Nikos,Dimitris,Stavros|Papadopoulos/Papadopoulou,Georgiou,Konstantinidis/Konstantinidou,Nikolaidis/Nikolaidou|
russian|Europe|Anastasia,Yekaterina,Olga,Svetlana|Dmitry,Sergei,Vladimir,Aleksei|Petrov/Petrova,Smirnov/Smirnova,Kuznetsov/Kuznetsova,Volkov/Volkova,Sokolov/Sokolova|
ukrainian|Europe|Oksana,Olena,Iryna,Kateryna|Taras,Bohdan,Andriy,Oleksandr|Shevchenko,Kovalenko,Bondarenko,Tkachenko,Melnyk,Hrytsenko|
belarusian|Europe|Alesia,Nasta,Volha,Hanna|Ales,Uladzimir,Siarhei,Yauhen|Karpovich,Bahdanovich,Zhuk,Ramanchuk,Kaliada|
sorbian|Europe|Hańža,Marja,Lejna,Božena|Měrćin,Jurij,Handrij,Bjarnat|Krawc/Krawcowa,Šołta/Šołćina,Kral/Kralowa|
romansh|Europe|Ursina,Mengia,Cilgia,Flurina|Gian,Duri,Flurin,Men|Caduff,Cavegn,Tuor,Casanova,Derungs|
tatar|Europe|Alsu,Liliya,Ramilya,Chulpan|Rinat,Ildar,Rustem,Marat|Galiev/Galieva,Khairullin/Khairullina,Sabirov/Sabirova,Gimadiev/Gimadieva|
chechen|Europe|Kheda,Zarema,Madina,Petimat|Aslanbek,Movsar,Adam,Alikhan|Umarov/Umarova,Bisultanov/Bisultanova,Elmurzaev/Elmurzaeva,Gairbekov/Gairbekova|
ashkenazi|Europe|Rivka,Chaya,Miriam,Feigel|Mordechai,Shmuel,Yitzchak,Moshe|Rosenbaum,Goldfarb,Finkelstein,Horowitz,Katz|
sephardic|Europe|Reina,Estrella,Fortuna,Sultana|Haim,Nissim,Avraham,Shemtov|Benveniste,Toledano,Abravanel,Pinto,Alcalay|
us_anglo|Americas|Brittany,Kayleigh,Madison,Shelby|Tanner,Cody,Brayden,Dustin|Henderson,McAllister,Whitaker,Sullivan,Dawson|
african_american|Americas|Shanice,Keisha,Latoya,Imani|DeShawn,Jamal,Marquis,Tyrone|Washington,Jefferson,Robinson,Freeman,Booker|
cajun|Americas|Evangeline,Clothilde,Odile,Celeste|Remy,Lucien,Alcide,Beau|Boudreaux,Thibodeaux,Hebert,LeBlanc,Fontenot|
quebecois|Americas|Geneviève,Marie-Ève,Josée,Mélanie|Jean-François,Étienne,Sylvain,Mathieu|Tremblay,Gagnon,Bouchard,Lévesque,Côté|
metis|Americas|Angelique,Josette,Marguerite,Cecile|Ambroise,Baptiste,Norbert,Louis|Dumont,Laframboise,Lavallee,Belcourt,Riel|
mexican|Americas|Guadalupe,Ximena,Itzel,Citlali|Jesús,Emiliano,Rigoberto,Ulises|Hernández,López,Ramírez,Cervantes,Villaseñor|two
maya_kiche|Americas|Ixchel,Petrona,Manuela,Juana|Balam,Tomás,Baltazar,Gaspar|Tzul,Cux,Xoy,Tzoc,Chumil|two
salvadoran|Americas|Yesenia,Marlene,Xiomara,Roxana|Wilber,Élmer,Santos,Nelson|Menjívar,Alvarenga,Quintanilla,Portillo,Argueta|two
cuban|Americas|Yaneisy,Yuleisy,Daimí,Odalys|Yoandri,Yunior,Osmany,Raidel|Valdés,Betancourt,Cabrera,Fajardo,Pérez|two
puerto_rican|Americas|Yarelis,Marisol,Nilda,Zuleyka|Edwin,Wilfredo,Heriberto,Luis Ángel|Rivera,Colón,Vélez,Quiñones,Santiago|two
dominican|Americas|Yokasta,Altagracia,Yudelka,Ámbar|Wascar,Radhamés,Yeison,Fausto|Báez,Peralta,Tejada,Almonte,De los Santos|two
haitian|Americas|Guerline,Mirlande,Roseline,Widline|Wesner,Frantz,Jean-Robert,Pierre-Richard|Jean-Baptiste,Pierre-Louis,Désir,Bien-Aimé,Charles|
jamaican|Americas|Shanique,Tanisha,Kerry-Ann,Sashelle|Delroy,Garfield,Devon,Ricardo|Campbell,McKenzie,Clarke,Bailey,Reid|
indo_trinidadian|Americas|Savitri,Radica,Sharda,Indira|Rajindra,Dinesh,Ramesh,Vishnu|Maharaj,Persad,Rampersad,Seepersad,Ramlogan|
colombian|Americas|Yuliana,Marcela,Luz Dary,Yesica|Jhon Jairo,Wilmar,Fredy,Andrés Felipe|Restrepo,Ospina,Zuluaga,Arango,Castaño|two
venezuelan|Americas|Oriana,Mariángel,Génesis,Yusmary|Yorman,Yeferson,Eduardo,Andrés|Pacheco,Briceño,Urdaneta,Guanipa,Rangel|two
peruvian|Americas|Rocío,Milagros,Fiorella,Yovana|Percy,Renzo,Eder,Wilfredo|Vargas,Rojas,Paredes,Villanueva,Salazar|two
quechua|Americas|Killa,Sisa,Sumaq,Felícitas|Inti,Amaru,Wayra,Teodoro|Quispe,Mamani,Huamán,Condori,Ccori,Huillca|two
aymara|Americas|Nayra,Wara,Justina,Ilaria|Willka,Mallku,Eusebio,Valentín|Choque,Apaza,Ticona,Limachi,Huanca|two
mapuche|Americas|Ayelén,Millaray,Rayén,Relmu|Lautaro,Nahuel,Alihuén,Pehuén|Huenchumilla,Painemal,Catrileo,Ñancupil,Curinao|
chilean|Americas|Javiera,Constanza,Macarena,Catalina|Matías,Benjamín,Cristóbal,Ignacio|Errázuriz,Larraín,Undurraga,Fuenzalida,Valenzuela|two
argentine|Americas|Florencia,Agustina,Luján,Micaela|Facundo,Ezequiel,Nicolás,Santino|Bianchi,Iturralde,Rinaldi,Goñi,Pereyra|
paraguayan|Americas|Anahí,Yerutí,Jazmín,Liz|Arandú,Ramón,Derlis,Osvaldo|Benítez,Villalba,Cabañas,Ocampos,Ayala|two
brazilian|Americas|Ana Luiza,Thaís,Gabriela,Jéssica|João Pedro,Thiago,Caio,Wellington|da Silva,dos Santos,Oliveira,Souza,Nascimento|two
navajo|Americas|Nizhoni,Shandiin,Doli,Marlene|Ahiga,Kee,Hosteen,Darrell|Begay,Yazzie,Tsosie,Benally,Nez,Etsitty|
lakota|Americas|Winona,Kimimela,Tiana,Marcella|Chaske,Wanbli,Jerome,Ohanzee|Two Bulls,Iron Shell,Little Thunder,Bear Runner,Good Voice|
cherokee|Americas|Ayita,Adsila,Ahyoka,Catrina|Waya,Tsali,Wesley,Chad|Sixkiller,Swimmer,Oocumma,Standingdeer,Crowe|
anishinaabe|Americas|Waaseyaa,Ziigwan,Shannon,Delilah|Makwa,Migizi,Travis,Leroy|Kakegamic,Meekis,Whiteduck,Kejick,Fiddler|
cree|Americas|Tamara,Charlene,Brandy,Desiree|Clifford,Harvey,Rodney,Wesley|Cardinal,Bigstone,Moosomin,Wapass,Kanatewat,Petawabano|
inuit|Americas|Ooleepeeka,Nuvalinga,Pitseolak,Sheila|Pauloosie,Jaypeetee,Lootie,Simeonie|Kusugak,Qitsualik,Arnaquq,Akeeagok,Anawak,Nakashuk|
kalaallit|Americas|Naja,Ivalu,Aviaja,Arnaq|Aqqaluk,Inuk,Malik,Kuupik|Lynge,Kleist,Berthelsen,Motzfeldt,Kristiansen|
mohawk|Americas|Kahente,Tanya,Brenda,Kaia|Brant,Tyler,Kenneth,Ross|Diabo,Montour,Deer,Horn,Two-Axe|
hopi|Americas|Marlinda,Bernita,Loretta,Cheryl|Vernon,Leigh,Emory,Dalton|Honyumptewa,Lomayestewa,Sekaquaptewa,Masayesva,Talayumptewa|
nahua|Americas|Xochitl,Citlalli,Yaretzi,Nenetzin|Cuauhtémoc,Tonatiuh,Ehécatl,Tenoch|Cuautle,Xolocotzi,Tlapale,Ixtlilxóchitl,Tzompantzi|two
australian|Oceania|Kylie,Tegan,Bronwyn,Shannon|Lachlan,Darcy,Brodie,Bradley|O'Loughlin,Hollingsworth,Kerr,Cartwright,Pickering|
yolngu|Oceania|Djapirri,Banduk,Gulumbu,Yalmay|Djalu,Witiyana,Djambawa,Balupalu|Yunupingu,Gurruwiwi,Marika,Wunungmurra,Mununggurr|
torres_strait|Oceania|Elsie,Marilyn,Naomi,Rita|Patrick,Walter,Ephraim,Laurie|Mosby,Nona,Bani,Ahmat,Mye|
maori|Oceania|Aroha,Mere,Ngaio,Hinewai|Tāne,Wiremu,Hēmi,Rāwiri|Te Whata,Ngata,Parata,Te Rangi,Tipene,Waititi|
samoan|Oceania|Malia,Lagi,Sina,Tina|Tavita,Sione,Iosefa,Pita|Tuilagi,Faleolo,Leota,Sapolu,Faʻasavalu,Tuiasosopo|
tongan|Oceania|ʻAna,Mele,Salote,Lesieli|Viliami,Siosaia,Tevita,Sione|Taufa,Vaipulu,Fifita,Havili,Tuʻipulotu,Kaufusi|
fijian|Oceania|Litia,Mereoni,Losana,Salanieta|Josaia,Semi,Waisea,Apenisa|Naivalu,Nadolo,Vunibaka,Tuidraki,Ravulo|
indo_fijian|Oceania|Roshika,Nirmala,Ashika,Shirleen|Praneel,Shalvin,Ronil,Avinesh|Prasad,Chand,Lal,Naicker|
hawaiian|Oceania|Leilani,Kaʻiulani,Noelani,Mahina|Keoni,Makana,Kawika,Kai|Kahananui,Kealoha,Kamakau,Akana,Kahale|
tahitian|Oceania|Moea,Tiare,Hinatea,Vaimiti|Teiva,Manoa,Heimana,Tehei|Teriitehau,Tetuanui,Tauira,Maono,Teriierooiterai|
papuan|Oceania|Dulcie,Kessy,Mirriam,Lucy|Bomai,Kila,Wani,Tau|Wari,Kuman,Pokana,Waiko,Ume|
chamorro|Oceania|Rosa,Josephine,Therese,Chelsea|Vicente,Joaquin,Jesse,Kalani|Taitano,Leon Guerrero,San Nicolas,Quinata,Aflague|
marshallese|Oceania|Rosalie,Kathy,Lijon,Daisy|Kino,Jiba,Rubon,Tony|deBrum,Loeak,Anjain,Zackhras,Kabua|
cook_islands|Oceania|Tepaeru,Tiare,Nga,Mii|Teariki,Tangi,Teina,Tupou|Marsters,Puna,Tangimetua,Nicholas|
"""

# Native-script forms for origins that write their names in a non-Latin script
# (typed by hand; script noted for the README's count).
NATIVE = {
    "russian": ("Cyrillic", ["Анастасия Петрова", "Дмитрий Соколов", "Ольга Кузнецова"]),
    "ukrainian": ("Cyrillic", ["Оксана Шевченко", "Тарас Коваленко"]),
    "bulgarian": ("Cyrillic", ["Десислава Иванова", "Христо Георгиев"]),
    "serbian": ("Cyrillic", ["Јелена Јовановић", "Немања Петровић"]),
    "mongolian": ("Cyrillic", ["Энхжаргал Болд", "Батбаяр Дорж"]),
    "kazakh": ("Cyrillic", ["Айгерим Омарова", "Нұрлан Әбенов"]),
    "greek": ("Greek", ["Ελένη Παπαδοπούλου", "Γιώργος Νικολαΐδης"]),
    "gulf_arab": ("Arabic", ["نورة القحطاني", "خالد العتيبي"]),
    "egyptian": ("Arabic", ["هبة منصور", "كريم فهمي"]),
    "persian": ("Arabic", ["شیرین حسینی", "کاوه تهرانی"]),
    "pakistani": ("Arabic", ["عائشہ قریشی", "بلال صدیقی"]),
    "uyghur": ("Arabic", ["دىلنۇر ياسىن"]),
    "israeli": ("Hebrew", ["נועה כהן", "איתי לוי"]),
    "hindi": ("Devanagari", ["प्रिया शर्मा", "राहुल वर्मा"]),
    "marathi": ("Devanagari", ["स्नेहल कुलकर्णी", "ओंकार पाटील"]),
    "nepali": ("Devanagari", ["सुमन श्रेष्ठ", "अनिशा थापा"]),
    "bengali": ("Bengali", ["মৌমিতা দাস", "সৌরভ ঘোষ"]),
    "tamil": ("Tamil", ["கவிதா ராமன்", "கார்த்திக் சுப்பிரமணியன்"]),
    "telugu": ("Telugu", ["శ్రీనివాస్ రెడ్డి", "లావణ్య నాయుడు"]),
    "kannada": ("Kannada", ["ರಶ್ಮಿ ಹೆಗ್ಡೆ", "ಮಂಜುನಾಥ್ ಗೌಡ"]),
    "malayali": ("Malayalam", ["അഞ്ജു നായർ", "വിഷ്ണു മേനോൻ"]),
    "gujarati": ("Gujarati", ["હેતલ પટેલ", "જીગ્નેશ શાહ"]),
    "punjabi_sikh": ("Gurmukhi", ["ਹਰਲੀਨ ਕੌਰ", "ਗੁਰਦੀਪ ਸਿੰਘ"]),
    "sinhala": ("Sinhala", ["නිමාලි පෙරේරා", "කසුන් බණ්ඩාර"]),
    "thai": ("Thai", ["สมชาย ศรีสุข", "มาลี วงศ์สวัสดิ์"]),
    "lao": ("Lao", ["ວັນນິດາ ອິນທະວົງ"]),
    "khmer": ("Khmer", ["ជា សុភា", "សុខ ដារា"]),
    "burmese": ("Myanmar", ["အောင်ကိုကို", "သီတာဝင်း"]),
    "mandarin": ("Han", ["王秀英", "李志强", "张婷"]),
    "taiwanese": ("Han", ["林淑芬", "陳志豪"]),
    "cantonese": ("Han", ["陳嘉欣", "黃偉倫"]),
    "japanese": ("Han/Kana", ["佐藤花子", "鈴木拓海", "たかはし ゆい"]),
    "korean": ("Hangul", ["김민준", "이서연", "박지훈"]),
    "georgian": ("Georgian", ["ნინო ბერიძე", "გიორგი კაპანაძე"]),
    "armenian": ("Armenian", ["Անահիտ Պետրոսյան", "Տիգրան Հակոբյան"]),
    "amhara": ("Ethiopic", ["ሰላማዊት ተስፋዬ", "ዳዊት አለሙ"]),
    "tigrinya": ("Ethiopic", ["ሰናይት ኪዳነ"]),
    "tibetan": ("Tibetan", ["བསྟན་འཛིན་སྒྲོལ་མ"]),
    "maldivian": ("Thaana", ["އާމިނަތު ޝިފާ"]),
    "inuit": ("Canadian syllabics", ["ᐹᓗᓯ ᑯᓱᒐᖅ"]),
}


def _split(field):
    return [x.strip() for x in field.split(",") if x.strip()]


def _parse():
    out = []
    for line in RAW.strip("\n").split("\n"):
        key, region, fem, mal, fam, flags = line.split("|")
        families = []
        for f in _split(fam):
            if "/" in f:
                m, w = f.split("/")
                families.append((m, w))
            else:
                families.append((f, f))
        out.append({
            "key": key,
            "region": region,
            "female": _split(fem),
            "male": _split(mal),
            "family": families,
            "flags": flags.split(),
        })
    return out


ORIGINS = _parse()
ORIGIN_BY_KEY = {o["key"]: o for o in ORIGINS}
