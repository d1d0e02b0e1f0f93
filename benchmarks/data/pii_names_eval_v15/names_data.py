# -*- coding: utf-8 -*-
"""Hand-written name lists for pii_names_eval_v15 (written from general knowledge).

ORIGINS: one line per origin: key|order|given names|family names
order: g = given name first, f = family name first, s = no family name (the
"given" field holds whole personal names; the last token is used as "last").
"""

_RAW = """
english|g|Oliver,Harriet,George,Imogen|Whitfield,Ashworth,Pennington
scottish|g|Callum,Morag,Hamish,Eilidh|MacLeod,Drummond,Fraser
irish|g|Siobhán,Ciarán,Aoife,Pádraig|O'Sullivan,Ní Bhriain,Mac Giolla Phádraig
welsh|g|Rhys,Angharad,Gethin,Ffion|ap Gwilym,Llewellyn,Prys
african_american|g|DeShawn,Latoya,Jamal,Keisha|Washington,Jefferson,Robinson
australian|g|Mitchell,Shannon,Brodie,Kylie|Cartwright,Haddon,Pemberton
german|g|Jürgen,Annegret,Matthias,Friederike|Weißmüller,von Bülow,Schröder
austrian|g|Florian,Theresa,Leopold,Magdalena|Gruber,Hinterberger,Pichler
swiss|g|Urs,Regula,Beat,Verena|Zwahlen,Gerber,Bühlmann
dutch|g|Daan,Femke,Sjoerd,Marieke|van der Berg,de Vries,van 't Hof
flemish|g|Wout,Lieselot,Jens,Griet|Vandenbroucke,Van Damme,De Smet
french|g|Jean-Baptiste,Marie-Claire,Théo,Ségolène|de la Fontaine,Lefèvre,Moreau
breton|g|Yannick,Maïwenn,Gwenaël,Soazig|Le Gall,Kerouac,Le Bihan
italian|g|Giuseppe,Chiara,Lorenzo,Benedetta|De Luca,Di Stefano,Esposito
sicilian|g|Salvatore,Rosalia,Calogero,Agata|Lo Presti,La Rosa,Scaglione
spanish|g|Íñigo,Macarena,Álvaro,Pilar|García Ortega,de la Torre,Sánchez Villalobos
catalan|g|Jordi,Montserrat,Pau,Núria|Puigdemont,Vilaseca i Roig,Ferrer
basque|g|Iker,Amaia,Unai,Edurne|Etxeberria,Goikoetxea,Urrutia
galician|g|Xosé,Uxía,Brais,Antía|Castro Vázquez,Outeiro,Seoane
portuguese|g|João,Inês,Duarte,Leonor|dos Santos Silva,Magalhães,Figueiredo
brazilian|g|Ana Luiza,Thiago,Gabriela,Caio|da Conceição,Nascimento,de Oliveira Costa
danish|g|Søren,Mette,Rasmus,Birgitte|Kjærgaard,Østergaard,Mikkelsen
norwegian|g|Håkon,Ingrid,Sindre,Solveig|Haugland,Bjørnstad,Løvås
swedish|g|Björn,Märta,Linnea,Gustav|Åkesson,Lindqvist,Sjöberg
finnish|g|Juha,Aino,Tuomas,Päivi|Häkkinen,Virtanen,Korhonen
icelandic|g|Guðrún,Sigurður,Þóra,Ragnar|Jónsdóttir,Þórsson,Björnsdóttir
faroese|g|Rógvi,Sunnvá,Jógvan,Bára|Joensen,Poulsen,á Lakjuni
estonian|g|Kadri,Margus,Triin,Rein|Tamm,Saar,Kask
latvian|g|Kristaps,Ilze,Mārtiņš,Līga|Bērziņš,Ozoliņa,Kalniņš
lithuanian|g|Vytautas,Rūta,Mindaugas,Eglė|Kazlauskas,Jankauskaitė,Petrauskas
polish|g|Krzysztof,Małgorzata,Grzegorz,Agnieszka|Wójcik,Szczepańska,Grabowski
czech|g|Jiří,Markéta,Vojtěch,Zdeňka|Dvořák,Procházková,Černý
slovak|g|Ľubomír,Zuzana,Matej,Jana|Kováč,Hudáková,Bálint
hungarian|f|Zsófia,Gergely,Réka,Bence|Nagy,Szabó,Tóth
romanian|g|Ionuț,Ioana,Mihai,Andreea|Popescu,Ionescu,Constantinescu
bulgarian|g|Hristo,Desislava,Stoyan,Tsvetelina|Dimitrov,Georgieva,Stoyanov
serbian|g|Dragan,Jelena,Nemanja,Milica|Jovanović,Petrović,Đorđević
croatian|g|Ivan,Marija,Luka,Ivana|Horvat,Knežević,Babić
bosnian|g|Emir,Amra,Edin,Lejla|Hodžić,Begović,Mehmedović
slovenian|g|Matjaž,Špela,Rok,Nina|Novak,Kovačič,Zupančič
macedonian|g|Goce,Biljana,Zoran,Elena|Trajkovski,Nikolovska,Stojanovski
albanian|g|Arbër,Blerta,Ermal,Drita|Hoxha,Berisha,Krasniqi
greek|g|Konstantinos,Eleni,Panagiotis,Vasiliki|Papadopoulos,Karamanlis,Oikonomou
maltese|g|Ġużeppi,Marija,Ċensu,Rita|Borg,Camilleri,Vella
russian|g|Dmitry,Yekaterina,Sergei,Anastasia|Kuznetsov,Volkova,Sokolov
ukrainian|g|Oleksandr,Olena,Taras,Kateryna|Shevchenko,Bondarenko,Kovalchuk
belarusian|g|Aliaksandr,Volha,Uladzimir,Hanna|Lukashevich,Karatkevich,Bahdanovich
georgian|g|Giorgi,Nino,Levan,Tamar|Beridze,Kapanadze,Chkheidze
armenian|g|Aram,Anahit,Tigran,Lusine|Hovhannisyan,Sargsyan,Petrosyan
azerbaijani|g|Elvin,Aynur,Rashad,Günay|Məmmədov,Hüseynova,Əliyev
turkish|g|Mehmet,Ayşe,Emre,Gülşen|Yılmaz,Öztürk,Çelik
kurdish|g|Rêbaz,Hêvî,Soran,Berfîn|Barzani,Zebari,Ahmadi
chechen|g|Ruslan,Zarema,Aslanbek,Madina|Dudayev,Kadyrova,Umarov
tatar|g|Rinat,Gulnara,Ildar,Alsu|Khabibullin,Zaripova,Galeev
luxembourgish|g|Jos,Nathalie,Pit,Carole|Wagner,Schmit,Hoffmann
romani|g|Django,Esmeralda,Bogdan,Mirela|Stojka,Rostas,Lakatos
frisian|g|Sietse,Wiebke,Tjerk,Sjoukje|Hoekstra,Wijnja,Dijkstra
saudi|g|Abdulaziz,Nouf,Faisal,Reem|bin Talal Al-Otaibi,Al-Qahtani,Al-Ghamdi
emirati|g|Hamdan,Mariam,Saeed,Shamma|Al Mazrouei,Al Falasi,Al Nuaimi
egyptian|g|Mahmoud,Yasmin,Tarek,Nour|Abdel-Rahman,El-Sayed,Mansour
lebanese|g|Elie,Rania,Georges,Maya|Khoury,Haddad,Abi Nader
syrian|g|Bashir,Lina,Ammar,Ruba|Al-Halabi,Kabbani,Jabri
iraqi|g|Haider,Zainab,Mustafa,Shahad|Al-Jubouri,Al-Maliki,Hamoudi
palestinian|g|Khalil,Dalia,Yousef,Samar|Barghouti,Nashashibi,Abu Shakra
jordanian|g|Zaid,Haya,Omar,Tala|Al-Majali,Al-Zoubi,Obeidat
yemeni|g|Abdullah,Arwa,Fuad,Bilqis|Al-Ahmar,Ba Wazir,Al-Iryani
omani|g|Said,Aisha,Qaboos,Thuraya|Al Busaidi,Al Balushi,Al Harthy
moroccan|g|Youssef,Salma,Hamza,Khadija|El Idrissi,Benjelloun,Alaoui
algerian|g|Karim,Nadia,Riad,Samira|Bouteflika,Benali,Zerrouki
tunisian|g|Hatem,Ines,Slim,Olfa|Ben Ammar,Trabelsi,Jaziri
libyan|g|Anwar,Huda,Salem,Najla|El-Mogherbi,Gaddur,Zlitni
sudanese|g|Osman,Amna,Mohamed Ahmed,Hawa|Elbashir,Abdelgadir,Osman Taha
amazigh|g|Massinissa,Tiziri,Idir,Dihya|Aït Ahmed,Ouali,Amrouche
persian|g|Dariush,Parisa,Kourosh,Shirin|Najafi,Tehrani,Mohammadzadeh
afghan|g|Ahmad Shah,Zarghuna,Wais,Malalai|Popalzai,Karzai,Stanikzai
israeli|g|Noa,Yonatan,Shira,Amit|Ben-David,Rosenzweig,Mizrahi
ashkenazi|g|Mordechai,Rivka,Shmuel,Chaya|Goldfarb,Finkelstein,Schwartzman
sephardic|g|Raphael,Mazal,Eliyahu,Esther|Toledano,Abravanel,Benveniste
hindi|g|Ananya,Rohit,Shreya,Vikram|Srivastava,Chaturvedi,Agarwal
punjabi|g|Gurpreet,Harjit,Manpreet,Jaswinder|Singh Dhillon,Kaur Sandhu,Grewal
gujarati|g|Hetal,Jignesh,Falguni,Parth|Patel,Mehta,Trivedi
marathi|g|Sachin,Madhuri,Aniket,Sayali|Deshpande,Kulkarni,Gaikwad
bengali|g|Arindam,Sharmistha,Souvik,Moumita|Chattopadhyay,Bandyopadhyay,Sengupta
tamil|g|Karthik,Priya,Senthil,Meenakshi|Raman,Subramanian,Ramasamy
telugu|g|Venkatesh,Lakshmi,Srinivas,Sravani|Reddy,Naidu,Chowdary
kannada|g|Raghavendra,Shwetha,Manjunath,Pavithra|Gowda,Hegde,Shetty
malayalam|g|Anoop,Reshma,Jithin,Sreelakshmi|Nair,Menon,Pillai
pakistani|g|Usman,Ayesha,Bilal,Fatima|Qureshi,Chaudhry,Malik
sindhi|g|Shahnawaz,Marvi,Ali Nawaz,Sassui|Bhutto,Soomro,Talpur
bangladeshi|g|Rafiq,Nusrat,Tanvir,Sabina|Hossain,Rahman,Chowdhury
nepali|g|Bishnu,Sunita,Prakash,Sarita|Shrestha,Gurung,Adhikari
sinhalese|g|Chaminda,Dilani,Nuwan,Sanduni|Wickramasinghe,Jayasuriya,Perera
kazakh|g|Nursultan,Aigerim,Yerlan,Dana|Nurlanovich Zhakupov,Abenova,Seitkali
uzbek|g|Jasur,Dilnoza,Bekzod,Malika|Rakhimov,Tursunova,Yusupov
kyrgyz|g|Azamat,Aizada,Nurbek,Cholpon|Toktogulov,Bakieva,Asanov
tajik|g|Farrukh,Mehrangez,Rustam,Zarina|Rahmonov,Saidova,Nazarov
turkmen|g|Merdan,Ogulgerek,Batyr,Jemal|Orazov,Annayeva,Berdiyev
mongolian|g|Batbayar,Oyunchimeg,Ganzorig,Enkhjargal|Tsogt,Dorjsuren,Bold
tibetan|s|Tenzin Norbu,Pema Yangchen,Lobsang Dorje,Dolkar Tsomo|
uyghur|g|Ilham,Gulnur,Abdurehim,Rahile|Tohti,Ablimit,Qadir
chinese|f|Xiuying,Jianguo,Yuxuan,Haoran|Wang,Li,Zhang
cantonese|g|Ka-ming,Wing-sze,Chun-yip,Hoi-yan|Chan,Wong,Cheung
taiwanese|f|Mei-ling,Chih-hao,Ya-ting,Kuan-yu|Lin,Tsai,Huang
japanese|g|Haruto,Yui,Sōta,Misaki|Takahashi,Watanabe,Kobayashi
korean|f|Ji-woo,Min-jun,Seo-yeon,Do-hyun|Park,Kim,Oh
vietnamese|f|Thị Lan,Văn Bao,Minh Anh,Đức Thắng|Nguyễn,Trần,Phạm
thai|g|Somchai,Nattaya,Kittisak,Pimchanok|Srisuwan,Chaiyaporn,Wongsakul
lao|g|Souksavanh,Keo,Bounmy,Phonesavanh|Phommachanh,Sengdara,Vongsay
khmer|f|Sokha,Dara,Sreymom,Vibol|Chhun,Sok,Heng
burmese|s|Aung Kyaw Min,Thandar Hlaing,Zaw Win Naing,Khin Myat Noe|
malay|g|Nurul Aina,Hafiz,Siti Nurhaliza,Azlan|binti Ismail,bin Abdullah,bin Hashim
javanese|s|Bambang Sutrisno,Sri Mulyani,Joko Santoso,Endang Lestari|
batak|g|Maruli,Rotua,Togar,Lamtiur|Simanjuntak,Siregar,Hutapea
balinese|g|I Made,Ni Luh,I Wayan,Ni Komang|Sudarsana,Ariani,Wirawan
filipino|g|Maricel,Jose Rizal,Lorna,Bong|dela Cruz,Macaraeg,Villanueva
hmong|g|Pa Nhia,Tou,Mai Yer,Chue|Vang,Xiong,Lor
yoruba|g|Oluwaseun,Adebola,Temitope,Olumide|Adeyemi-Bakare,Ogunleye,Adebayo
igbo|g|Chidinma,Obinna,Ngozi,Chukwuemeka|Okafor,Nwachukwu,Obi
hausa|g|Abubakar,Hauwa,Sani,Zainab|Danjuma,Bello,Yar'Adua
akan|g|Kwame,Akosua,Kofi,Abena|Mensah,Asante,Boateng
ewe|g|Selorm,Dzifa,Kafui,Edem|Agbeko,Kpodo,Amegashie
wolof|g|Mamadou,Aminata,Cheikh,Fatou|Ndiaye,Diop,Sarr
fula|g|Oumar,Mariama,Alpha,Kadiatou|Diallo,Barry,Bah
mandinka|g|Lamin,Binta,Ousman,Isatou|Jammeh,Touray,Sanneh
amharic|g|Abebe,Tigist,Dawit,Meseret|Gebre-Egziabher,Mengistu,Tesfaye
tigrinya|g|Yonas,Senait,Habtom,Luwam|Tesfamariam,Ghebremeskel,Haile
oromo|g|Gemechu,Chaltu,Lencho,Obse|Tolessa,Dinsa,Gudina
somali|g|Abdirahman,Hodan,Mohamud,Ifrah|Warsame,Farah,Jama
kikuyu|g|Wanjiru,Kamau,Njeri,Mwangi|Kariuki,Githinji,Wambui
luo|g|Achieng,Otieno,Awino,Odhiambo|Onyango,Ochieng,Owino
swahili|g|Rehema,Juma,Zawadi,Baraka|Mwakyusa,Salim,Kikwete
baganda|g|Nakato,Ssemakula,Nabirye,Kato|Mukasa,Ssempala,Nalwoga
rwandan|g|Uwimana,Habimana,Mutesi,Niyonzima|Uwase,Mugisha,Nshimiyimana
congolese|g|Mbuyi,Nsimba,Kabila,Lukaku|Tshisekedi,Mukendi,Mbala
zulu|g|Sipho,Nomvula,Thandeka,Bongani|Dlamini,Ndlovu,Mkhize
xhosa|g|Lwazi,Nomsa,Siyabonga,Zintle|Mabandla,Ngcobo,Qwabe
sotho|g|Teboho,Palesa,Thabo,Lerato|Mokoena,Moshoeshoe,Letsie
tswana|g|Kagiso,Boitumelo,Tumelo,Onalenna|Masire,Khama,Molefe
shona|g|Tendai,Chipo,Tatenda,Rufaro|Moyo,Chiwenga,Mutasa
malagasy|g|Hery,Voahangy,Rivo,Tiana|Rakotomalala,Andrianarivo,Randriamampionona
cameroonian|g|Samuel,Ngono,Achille,Bih|Eto'o,Mbappe-Ngassa,Fokou
afrikaner|g|Pieter,Marietjie,Hendrik,Elmarie|van der Merwe,du Plessis,Botha
mexican|g|Guadalupe,Itzel,Jesús,Xóchitl|Hernández Ramírez,Cuauhtémoc,Villaseñor
colombian|g|Juan Camilo,Valentina,Andrés Felipe,Daniela|Restrepo,Gaviria Uribe,Londoño
argentine|g|Facundo,Florencia,Agustín,Milagros|Bianchi,Fernández Pereyra,Gutiérrez
chilean|g|Matías,Constanza,Vicente,Javiera|Errázuriz,Valdés,Larraín
peruvian|g|Wilfredo,Yesenia,Rubén,Maribel|Quispe Mamani,Huamán,Condori
cuban|g|Yoandy,Yaimara,Osniel,Yunisleidy|Cruz Perdomo,Echemendía,Rodríguez
puerto_rican|g|Xiomara,Héctor,Yamilet,Edwin|Colón Rivera,Negrón,Ortiz Santiago
dominican|g|Yokasta,Wander,Altagracia,Juan Pablo|Pimentel,de los Santos,Almonte
haitian|g|Jean-Robert,Mirlande,Wilner,Fabienne|Pierre-Louis,Jean-Baptiste,Désir
jamaican|g|Delroy,Shanique,Tajay,Kimoy|Campbell,McKenzie,Bailey
quechua|g|Sumaq,Wayra,Inti,Killa|Mamani,Huallpa,Ccori
navajo|g|Nizhoni,Tsosie,Ahiga,Shandiin|Begay,Yazzie,Benally
inuit|g|Ataata,Nivi,Qajaq,Aaju|Kusugak,Arnaquq,Kilabuk
quebecois|g|Gaétan,Josée,Réjean,Ginette|Tremblay,Gagnon,Bouchard
maori|g|Wiremu,Aroha,Tāne,Mereana|Te Rangi,Ngata,Parata
samoan|g|Tavita,Losa,Sione,Malia|Fa'amausili,Tuilagi,Leota
tongan|g|Sione,Mele,Viliami,Salote|Taufa,Fifita,Havili
fijian|g|Josefa,Litia,Semi,Unaisi|Ratuva,Vunibola,Naivalu
hawaiian|g|Kamakana,Leilani,Keoni,Makana|Kahananui,Akana,Kealoha
papuan|g|Gabriel,Rose,Peter,Dulcie|Kapris,Namaliu,Siaguru
"""


def _parse():
    out = []
    for line in _RAW.strip().splitlines():
        key, order, given, family = line.split("|")
        out.append((key, order, [g for g in given.split(",") if g],
                    [f for f in family.split(",") if f]))
    return out


ORIGINS = _parse()
