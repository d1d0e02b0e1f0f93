# -*- coding: utf-8 -*-
"""Hand-written name material for pii_names_eval_v13.

Every given name and family name below was written from general knowledge for this
corpus; nothing was copied from a package, a data set or another corpus.

Each origin is one dict:
  key     origin id used in `cultures-<key>-NNN` (lower-case ascii, underscores)
  region  coarse region, only for the README
  f, m    given names (female / male), ';'-separated
  fam     family names (or father's names where the culture uses them), ';'-separated;
          'Masc/Fem' gives gendered forms (Petrov/Petrova)
  style   how a full name is built (see make_corpus.make_person):
            gf       given family                      (default)
            fg       family given (with probability p_fg, else given family)
            viet     family + middle + given (Thi/Van ...), sometimes without diacritics
            arab     given [bin/bint father] family
            malay    given bin/binti father
            tamil    initial. given  |  given father
            mono     the given entry is the whole name (no family name)
            twopart  given + gendered second name, no family name (addressed in full)
            somali   given father grandfather
            indo     often a single name, sometimes given + second name
            bali     I/Ni + birth-order name + personal name
            hk       english given + family, or family + chinese given
            filipino given [middle initial.] family
            korean   family-first mostly, given sometimes written without the hyphen
  two     probability of a second family name (Spanish/Portuguese style)
  pat     patronymics 'Masc/Fem' (Russian style), used 30 % of the time
"""

ORIGINS = []


def O(key, region, f, m, fam="", **kw):
    d = {"key": key, "region": region,
         "f": [x.strip() for x in f.split(";") if x.strip()],
         "m": [x.strip() for x in m.split(";") if x.strip()],
         "fam": [x.strip() for x in fam.split(";") if x.strip()]}
    d.update(kw)
    d.setdefault("style", "gf")
    ORIGINS.append(d)


# ---------------------------------------------------------------- Western & Northern Europe
O("english", "Europe", "Emily;Charlotte;Harriet;Olivia;Grace", "Oliver;George;Henry;Thomas;Jack",
  "Whitfield;Ashworth;Pemberton;Holloway;Clarke;Fletcher")
O("scottish", "Europe", "Isla;Morag;Kirsty;Eilidh", "Hamish;Angus;Callum;Fraser",
  "MacLeod;McKenzie;Fergusson;Buchanan;Drummond;MacGregor")
O("irish", "Europe", "Siobhán;Aoife;Niamh;Caoimhe;Saoirse", "Cian;Oisín;Pádraig;Darragh",
  "O'Sullivan;McCarthy;Ó Briain/Ní Bhriain;Gallagher;Fitzgerald;Ó Dónaill/Ní Dhónaill")
O("welsh", "Europe", "Angharad;Cerys;Seren;Ffion", "Dafydd;Gareth;Rhodri;Iestyn",
  "Llewellyn;ap Rhys;Pritchard;Vaughan;Bevan;Prosser")
O("dutch", "Europe", "Femke;Sanne;Lieke;Marloes", "Daan;Sjoerd;Joost;Bram",
  "van der Meer;de Vries;Bakker;van 't Hof;ter Horst;Visser;van den Heuvel")
O("flemish", "Europe", "Lien;Els;Griet;Katrien", "Wouter;Pieter-Jan;Koen;Jeroen",
  "Vandenbroucke;De Smet;Claes;Vermeulen;Goossens;Van Acker")
O("frisian", "Europe", "Sjoukje;Tsjitske;Wytske;Baukje", "Sietse;Wybren;Durk;Tjeerd",
  "Hoekstra;Wiersma;Zijlstra;Postma;Terpstra;Bosma")
O("german", "Europe", "Annika;Friederike;Jutta;Leonie;Hannelore", "Jörg;Matthias;Lukas;Wolfgang;Till",
  "Schäfer;Hoffmann;von Bülow;Weißenberger;Krüger;Zimmermann")
O("austrian", "Europe", "Theresa;Magdalena;Elfriede;Veronika", "Florian;Leopold;Johann;Severin",
  "Gruber;Huber;Pichler;Steinbauer;Moser;Hinterberger")
O("swiss", "Europe", "Seraina;Mirjam;Regula;Nadja", "Reto;Beat;Urs;Gian-Luca",
  "Brunner;Keller;Sutter;Baumgartner;Zürcher;Tschudi")
O("luxembourgish", "Europe", "Josiane;Carole;Nathalie;Mireille", "Gilles;Jos;Romain;Marc",
  "Kieffer;Thill;Reuter;Schmit;Kremer")
O("french", "Europe", "Élodie;Margaux;Céline;Apolline;Inès", "Étienne;Jean-Baptiste;Baptiste;Théo;Aurélien",
  "Lefèvre;Dubois;de la Fontaine;Moreau;Fournier;Rousseau")
O("breton", "Europe", "Maïwenn;Gwenaëlle;Nolwenn;Enora", "Yann;Erwan;Loïc;Goulven",
  "Le Gall;Le Bihan;Kerhervé;Le Goff;Quéré;Le Floc'h")
O("italian", "Europe", "Chiara;Giulia;Francesca;Benedetta;Ilaria", "Lorenzo;Matteo;Giuseppe;Alessandro;Niccolò",
  "De Luca;Esposito;Ferraro;Di Stefano;Romano;Lo Russo")
O("sardinian", "Europe", "Giovanna;Maria Bonaria;Tonina;Grazia", "Efisio;Gavino;Salvatore;Giommaria",
  "Piras;Murgia;Sanna;Pinna;Mura;Deiana")
O("sicilian", "Europe", "Concetta;Rosalia;Agata;Carmela", "Calogero;Rosario;Santo;Gaetano",
  "Lo Bianco;La Rosa;Scaduto;Messina;Giuffrè;Buscemi")
O("spanish", "Europe", "Lucía;Pilar;Inmaculada;Marta;Begoña", "Álvaro;Javier;Íñigo;Sergio;Rodrigo",
  "García;Fernández;Ortega;Sánchez;de la Torre;Gutiérrez;Martín", two=0.45)
O("catalan", "Europe", "Montserrat;Núria;Laia;Mireia", "Jordi;Pau;Oriol;Arnau",
  "Puig;Vilalta;Casals;Ferrer;Soler;Pujol;Vilanova", two=0.45)
O("basque", "Europe", "Itziar;Ainhoa;Nerea;Miren", "Iñaki;Gorka;Unai;Aitor",
  "Etxeberria;Goikoetxea;Agirre;Urrutia;Zubizarreta;Arrieta", two=0.4)
O("galician", "Europe", "Uxía;Antía;Iria;Sabela", "Xoán;Brais;Anxo;Xosé",
  "Otero;Varela;Castro;Lema;Lago;Souto", two=0.4)
O("portuguese", "Europe", "Inês;Beatriz;Leonor;Matilde", "João;Duarte;Gonçalo;Tiago",
  "Ferreira;Sousa;Magalhães;Carvalho;Rodrigues;da Silva;Pereira", two=0.45)
O("maltese", "Europe", "Marija;Rita;Graziella;Antonella", "Ġużeppi;Karmenu;Kurt;Jean-Paul",
  "Borg;Camilleri;Vella;Farrugia;Zammit;Grech")
O("icelandic", "Europe", "Guðrún;Sigríður;Hrafnhildur;Bryndís", "Sigurður;Einar;Gunnar;Þórður",
  "Jónsson/Jónsdóttir;Magnússon/Magnúsdóttir;Ólafsson/Ólafsdóttir;Einarsson/Einarsdóttir;Þórsson/Þórsdóttir")
O("faroese", "Europe", "Sunneva;Rakul;Turið;Bjørg", "Rógvi;Sjúrður;Heðin;Bárður",
  "Joensen;Poulsen;Djurhuus;á Lakjuni;Olsen")
O("norwegian", "Europe", "Ingrid;Solveig;Ragnhild;Tuva", "Håkon;Eirik;Sindre;Øystein",
  "Haugen;Bakken;Solberg;Fjeldstad;Lie;Strand")
O("swedish", "Europe", "Astrid;Linnéa;Sigrid;Ebba", "Björn;Gustav;Oskar;Åke",
  "Lindqvist;Bergström;Åkesson;Sjöberg;Nyström;Holm")
O("danish", "Europe", "Mette;Signe;Freja;Birgitte", "Søren;Rasmus;Mikkel;Anders",
  "Kjærgaard;Rasmussen;Skovgaard;Mortensen;Østergaard;Bech")
O("finnish", "Europe", "Aino;Satu;Riikka;Kaisa", "Juha;Eero;Mikko;Tuomas",
  "Virtanen;Mäkelä;Korhonen;Heikkinen;Järvinen;Koskinen")
O("sami", "Europe", "Áile;Biret;Elle;Máret", "Ánde;Niillas;Jovnna;Issát",
  "Gaup;Somby;Sara;Eira;Utsi;Turi")
O("estonian", "Europe", "Kadri;Liis;Triin;Maarja", "Tõnu;Mart;Rein;Priit",
  "Tamm;Saar;Kask;Mägi;Sepp;Ilves")
O("latvian", "Europe", "Ilze;Dace;Laima;Zane", "Jānis;Edgars;Māris;Artūrs",
  "Bērziņš/Bērziņa;Kalniņš/Kalniņa;Ozols/Ozola;Liepiņš/Liepiņa;Krūmiņš/Krūmiņa")
O("lithuanian", "Europe", "Rūta;Eglė;Gintarė;Aušra", "Mindaugas;Tomas;Darius;Vytautas",
  "Kazlauskas/Kazlauskienė;Petrauskas/Petrauskaitė;Jankauskas/Jankauskienė;Žukauskas/Žukauskaitė;Balčiūnas/Balčiūnaitė")

# ---------------------------------------------------------------- Central & Eastern Europe, Caucasus
O("polish", "Europe", "Agnieszka;Małgorzata;Zofia;Joanna", "Krzysztof;Grzegorz;Paweł;Wojciech",
  "Kowalczyk;Wiśniewski/Wiśniewska;Zieliński/Zielińska;Szymański/Szymańska;Wójcik;Lewandowski/Lewandowska")
O("czech", "Europe", "Lucie;Markéta;Jana;Tereza", "Jiří;Ondřej;Vojtěch;Tomáš",
  "Novák/Nováková;Dvořák/Dvořáková;Svoboda/Svobodová;Černý/Černá;Procházka/Procházková")
O("slovak", "Europe", "Zuzana;Katarína;Lenka;Miroslava", "Marek;Juraj;Peter;Ľubomír",
  "Kováč/Kováčová;Hudák/Hudáková;Baláž/Balážová;Šimko/Šimková;Lukáč/Lukáčová")
O("hungarian", "Europe", "Zsófia;Réka;Erzsébet;Boglárka", "Bence;Gergely;Zoltán;Levente",
  "Nagy;Kovács;Szabó;Horváth;Tóth;Szűcs", style="fg", p_fg=0.35)
O("romanian", "Europe", "Ioana;Mădălina;Raluca;Ana-Maria", "Andrei;Mihai;Bogdan;Răzvan",
  "Popescu;Ionescu;Dumitrescu;Constantinescu;Stănescu;Munteanu")
O("moldovan", "Europe", "Doina;Mariana;Cristina;Valentina", "Vasile;Ion;Dorin;Sergiu",
  "Rusu;Ceban;Ciobanu;Țurcan;Lupu;Botnaru")
O("bulgarian", "Europe", "Desislava;Tsvetelina;Radostina;Milena", "Stoyan;Hristo;Georgi;Todor",
  "Petkov/Petkova;Dimitrov/Dimitrova;Kolev/Koleva;Angelov/Angelova;Nikolov/Nikolova")
O("serbian", "Europe", "Jelena;Milica;Dragana;Snežana", "Nemanja;Dušan;Miloš;Vuk",
  "Jovanović;Petrović;Nikolić;Đorđević;Stanković;Marković")
O("croatian", "Europe", "Ivana;Petra;Mirela;Lucija", "Ante;Luka;Domagoj;Tomislav",
  "Horvat;Kovačević;Babić;Marić;Jurić;Knežević")
O("bosnian", "Europe", "Amra;Lejla;Selma;Emina", "Adnan;Emir;Haris;Mirza",
  "Hodžić;Begić;Hadžiahmetović;Mehmedović;Delić;Halilović")
O("slovene", "Europe", "Špela;Urška;Mojca;Tjaša", "Matej;Rok;Primož;Gašper",
  "Novak;Kranjc;Zupančič;Potočnik;Kovačič;Mlakar")
O("macedonian", "Europe", "Biljana;Kristina;Vesna;Bojana", "Goce;Dejan;Aleksandar;Zoran",
  "Trajkovski/Trajkovska;Stojanovski/Stojanovska;Ristovski/Ristovska;Nikolovski/Nikolovska;Dimovski/Dimovska")
O("albanian", "Europe", "Arta;Blerina;Valbona;Besa", "Arben;Ilir;Besnik;Gentian",
  "Hoxha;Berisha;Krasniqi;Shehu;Gashi;Dervishi")
O("greek", "Europe", "Eleni;Katerina;Dimitra;Vasiliki", "Giorgos;Nikos;Stavros;Konstantinos",
  "Papadopoulos/Papadopoulou;Georgiou;Karagiannis/Karagianni;Oikonomou;Vlachos/Vlachou;Antoniadis/Antoniadou")
O("cypriot", "Europe", "Andri;Chrystalla;Marilena;Despo", "Andreas;Christakis;Panikos;Kyriakos",
  "Charalambous;Christodoulou;Ioannou;Kyprianou;Stylianou;Hadjigeorgiou")
O("russian", "Europe", "Anastasia;Ekaterina;Svetlana;Yulia", "Dmitry;Sergei;Alexei;Nikolai",
  "Ivanov/Ivanova;Smirnov/Smirnova;Kuznetsov/Kuznetsova;Volkov/Volkova;Sokolov/Sokolova;Lebedev/Lebedeva",
  pat=["Aleksandrovich/Aleksandrovna", "Sergeyevich/Sergeyevna", "Ivanovich/Ivanovna", "Petrovich/Petrovna"])
O("ukrainian", "Europe", "Oksana;Olena;Iryna;Halyna", "Taras;Bohdan;Andriy;Mykola",
  "Shevchenko;Kovalenko;Bondarenko;Tkachenko;Melnyk;Kravchuk;Hrytsenko")
O("belarusian", "Europe", "Alesia;Volha;Hanna;Nasta", "Ales;Uladzimir;Siarhei;Yauhen",
  "Kavaliou/Kavaliova;Novik;Zhuk;Sakalou/Sakalova;Karpovich")
O("georgian", "Caucasus", "Nino;Tamar;Mariam;Ketevan", "Giorgi;Levan;Davit;Irakli",
  "Beridze;Kapanadze;Gelashvili;Tsereteli;Lomidze;Maisuradze;Chkheidze")
O("armenian", "Caucasus", "Anahit;Lusine;Armine;Siranush", "Aram;Tigran;Hovhannes;Vardan",
  "Hakobyan;Petrosyan;Sargsyan;Grigoryan;Avetisyan;Karapetyan;Ter-Grigoryan")
O("azerbaijani", "Caucasus", "Aysel;Günay;Leyla;Nərgiz", "Elvin;Rəşad;Tural;Orxan",
  "Məmmədov/Məmmədova;Əliyev/Əliyeva;Hüseynov/Hüseynova;Quliyev/Quliyeva;Abbasov/Abbasova")
O("chechen", "Caucasus", "Zarema;Khava;Seda;Petimat", "Aslan;Magomed;Adam;Islam",
  "Umarov/Umarova;Israilov/Israilova;Akhmadov/Akhmadova;Bisultanov/Bisultanova;Dzhabrailov/Dzhabrailova")
O("tatar", "Europe", "Alsu;Gulnaz;Rezeda;Chulpan", "Ildar;Rustem;Marat;Ayrat",
  "Khabibullin/Khabibullina;Galiev/Galieva;Sharafutdinov/Sharafutdinova;Zakirov/Zakirova;Mukhametshin/Mukhametshina")

# ---------------------------------------------------------------- Middle East & North Africa
O("turkish", "Middle East", "Ayşe;Elif;Zeynep;Gülşen", "Mehmet;Emre;Oğuz;Burak",
  "Yılmaz;Öztürk;Şahin;Çelik;Aydın;Kılıç")
O("kurdish", "Middle East", "Rojin;Berfin;Zilan;Hêvî", "Rênas;Baran;Serhat;Azad",
  "Zebari;Amedi;Doski;Hawrami;Jaff")
O("persian", "Middle East", "Parisa;Shirin;Maryam;Golnaz", "Dariush;Kourosh;Arash;Farhad",
  "Najafi;Hosseini;Tehrani;Rahimzadeh;Moghaddam;Karimi")
O("gulf_arab", "Middle East", "Noura;Hessa;Latifa;Shamma", "Khalid;Abdullah;Sultan;Faisal",
  "Al-Otaibi;Al-Mansouri;Al-Qahtani;Al-Dosari;Al-Shamsi;Al-Ghamdi", style="arab")
O("lebanese", "Middle East", "Rania;Nour;Maya;Yasmine", "Karim;Ziad;Elie;Georges",
  "Haddad;Khoury;Nassar;Abi Nader;Chamoun;Sfeir")
O("syrian", "Middle East", "Rasha;Dima;Lama;Ghada", "Wael;Tarek;Firas;Samer",
  "Al-Halabi;Kassab;Tarabishi;Jabri;Mardini")
O("palestinian", "Middle East", "Reem;Lina;Hanan;Amal", "Yousef;Omar;Issa;Majd",
  "Barghouti;Nusseibeh;Khalidi;Abu Ghazaleh;Shaheen;Odeh")
O("jordanian", "Middle East", "Dana;Ruba;Haya;Sura", "Hamza;Laith;Zaid;Mohannad",
  "Al-Zoubi;Majali;Al-Rawashdeh;Obeidat;Haddadin;Al-Momani")
O("iraqi", "Middle East", "Zainab;Shatha;Maha;Noor", "Mustafa;Haider;Ammar;Sajjad",
  "Al-Jubouri;Al-Saadi;Al-Tamimi;Al-Hashimi;Al-Ubaidi;Kubba")
O("egyptian", "Middle East", "Nermeen;Heba;Yasmin;Mona", "Mahmoud;Amr;Sherif;Hossam",
  "Abdel-Rahman;El-Sayed;Fahmy;Shawky;Ezzat;Abdel-Aziz")
O("moroccan", "Middle East", "Fatima-Zahra;Salma;Khadija;Imane", "Youssef;Mehdi;Othmane;Anas",
  "Benjelloun;El Idrissi;Bennani;Alaoui;Tazi;Berrada")
O("algerian", "Middle East", "Lamia;Samira;Nassima;Wafa", "Rachid;Sofiane;Djamel;Nabil",
  "Belkacem;Bouzid;Benali;Mebarki;Zerrouki;Hamidi")
O("tunisian", "Middle East", "Rim;Sonia;Olfa;Mouna", "Skander;Walid;Hichem;Anis",
  "Ben Salah;Trabelsi;Jebali;Gharbi;Ben Ammar;Chebbi")
O("libyan", "Middle East", "Huda;Asma;Najat;Fatma", "Saleh;Abdelhakim;Tarek;Mohamed",
  "Zlitni;Al-Obeidi;Busnaina;Ghariani;Shtewi")
O("yemeni", "Middle East", "Arwa;Bilqis;Hind;Ibtisam", "Abdulmalik;Nabil;Hamoud;Waddah",
  "Al-Eryani;Al-Hadrami;Ba Wazir;Al-Aulaqi;Al-Sabri", style="arab")
O("omani", "Middle East", "Thuraya;Ruqaiya;Shamsa;Bushra", "Salim;Hilal;Said;Badr",
  "Al-Busaidi;Al-Balushi;Al-Harthy;Al-Hinai;Al-Rawahi;Al-Kindi", style="arab")
O("amazigh", "Middle East", "Tilelli;Tanina;Dihya;Taous", "Massinissa;Aksil;Yuba;Idir",
  "Aït Ahmed;Amrouche;Ait Ouali;Ouchene;Haddadou")
O("sudanese", "Africa", "Alawiya;Nusaiba;Widad;Amna", "Abdelrahim;Osman;Mutasim;Elfatih",
  "Babiker;Elnour;Abdalla;Mirghani;Idris")
O("israeli", "Middle East", "Noa;Yael;Shira;Michal", "Itai;Yonatan;Eitan;Noam",
  "Ben-David;Levi;Mizrahi;Peretz;Shapira;Biton")
O("ashkenazi", "Diaspora", "Miriam;Rivka;Esther;Chana", "Shmuel;Yitzhak;Moishe;Hersh",
  "Rosenblum;Goldberg;Katz;Horowitz;Feldman;Lichtenstein")
O("sephardic", "Diaspora", "Mazal;Rina;Estrella;Luna", "Eliyahu;Shlomo;Yosef;Nissim",
  "Abergel;Toledano;Benveniste;Azoulay;Pinto;Amsalem")
O("assyrian", "Middle East", "Ninva;Shamiram;Atorina;Nahrain", "Ashur;Sargon;Ninos;Yonan",
  "Khoshaba;Odisho;Benyamin;Younan;Warda;Youkhana")

# ---------------------------------------------------------------- Central Asia & Himalaya
O("kazakh", "Central Asia", "Aigerim;Gulnara;Madina;Zhanar", "Yerlan;Daulet;Aidos;Serik",
  "Abenov/Abenova;Zhaksybekov/Zhaksybekova;Suleimenov/Suleimenova;Baimukhamedov/Baimukhamedova;Omarov/Omarova")
O("uzbek", "Central Asia", "Dilnoza;Gulnora;Nigora;Malika", "Jasur;Sardor;Bekzod;Otabek",
  "Yusupov/Yusupova;Rashidov/Rashidova;Tursunov/Tursunova;Xolmatov/Xolmatova;Karimov/Karimova")
O("kyrgyz", "Central Asia", "Aizada;Cholpon;Begimai;Asel", "Azamat;Almazbek;Bakyt;Kanat",
  "Sadyrov/Sadyrova;Osmonaliev/Osmonalieva;Toktogulov/Toktogulova;Beishenaliev/Beishenalieva")
O("tajik", "Central Asia", "Firuza;Manizha;Nilufar;Zarina", "Farrukh;Rustam;Parviz;Behruz",
  "Rahmonov/Rahmonova;Saidov/Saidova;Nazarov/Nazarova;Sharipov/Sharipova;Davlatov/Davlatova")
O("turkmen", "Central Asia", "Jemal;Aýna;Maýsa;Ogulbagt", "Merdan;Serdar;Batyr;Myrat",
  "Orazov/Orazova;Atayev/Atayeva;Meredov/Meredova;Berdiyev/Berdiyeva")
O("mongolian", "Central Asia", "Oyunchimeg;Solongo;Bolormaa;Saruul", "Batbayar;Ganbold;Temuulen;Bat-Erdene",
  "Purevdorj;Enkhbayar;Lkhagvasuren;Davaasuren;Ganzorig")
O("uyghur", "Central Asia", "Mihray;Rahile;Nurgul;Dilnur", "Abdurehim;Memet;Ilham;Erkin",
  "Tursun;Ablimit;Qurban;Kerim;Rozi")
O("tibetan", "Central Asia", "Pema;Dolma;Yangchen;Dechen", "Tenzin;Jigme;Lobsang;Dorje",
  "Norbu/Lhamo;Gyatso/Wangmo;Namgyal/Dolkar;Tashi/Yangzom", style="twopart")
O("sherpa", "South Asia", "Pemba Diki;Lhakpa Dolma;Nima Doma;Dawa Yangji",
  "Mingma Tshering;Pasang Nuru;Dawa Gyalzen;Nima Temba", "Sherpa")
O("afghan_pashtun", "Central Asia", "Malalai;Zarghuna;Palwasha;Nazo", "Mirwais;Zalmai;Habib;Ajmal",
  "Durrani;Khogyani;Stanikzai;Wardak;Sherzad;Noorzai")
O("hazara", "Central Asia", "Sakina;Zahra;Roya;Shukria", "Hussain;Qasim;Mahdi;Ali Reza",
  "Mohammadi;Sultani;Jawadi;Rezayee;Danish")

# ---------------------------------------------------------------- South Asia
O("hindi", "South Asia", "Priya;Ananya;Sunita;Neha", "Rohan;Vikram;Arjun;Aditya",
  "Sharma;Verma;Gupta;Agarwal;Chaturvedi;Srivastava")
O("punjabi_sikh", "South Asia", "Harpreet;Simran;Jaspreet;Gurleen", "Harjit;Manjot;Balwinder;Jasdeep",
  "Singh/Kaur;Sandhu;Gill;Dhillon;Grewal;Sidhu")
O("gujarati", "South Asia", "Hetal;Krupa;Falguni;Bhavna", "Jignesh;Hardik;Nilesh;Chirag",
  "Patel;Shah;Desai;Mehta;Trivedi;Parikh")
O("marathi", "South Asia", "Madhuri;Ashwini;Sayali;Rutuja", "Omkar;Amol;Vinayak;Tushar",
  "Deshpande;Kulkarni;Joshi;Patil;Gokhale;Apte")
O("bengali", "South Asia", "Sudeshna;Moumita;Rituparna;Arpita", "Sourav;Debashish;Anirban;Subhajit",
  "Chatterjee;Banerjee;Mukherjee;Bhattacharya;Sengupta;Dasgupta")
O("bangladeshi", "South Asia", "Nusrat;Tahmina;Farzana;Sharmin", "Tanvir;Rafiqul;Mahbub;Shakil",
  "Rahman;Hossain;Chowdhury;Islam;Uddin;Talukder")
O("tamil", "South Asia", "Lakshmi;Meenakshi;Kayalvizhi;Revathi", "Karthik;Senthil;Murugan;Arun",
  "Raman;Subramanian;Krishnan;Venkatesan;Palanisamy;Annamalai", style="tamil")
O("telugu", "South Asia", "Sravani;Lavanya;Padmaja;Haritha", "Venkata Ramana;Srinivas;Naveen;Phani",
  "Reddy;Naidu;Rao;Chowdary;Yalamanchili;Kondapalli")
O("kannada", "South Asia", "Sahana;Pallavi;Bhoomika;Rashmi", "Manjunath;Praveen;Shreyas;Guruprasad",
  "Gowda;Hegde;Shetty;Kamath;Bhat;Udupa")
O("malayali", "South Asia", "Anjali;Reshma;Sreelakshmi;Divya", "Sreejith;Vishnu;Jithin;Anoop",
  "Nair;Menon;Pillai;Kurup;Panicker;Varghese")
O("kashmiri", "South Asia", "Shazia;Saima;Insha;Rifat", "Junaid;Irfan;Tariq;Owais",
  "Wani;Dar;Lone;Mir;Kaul;Raina")
O("odia", "South Asia", "Subhashree;Sasmita;Lopamudra;Itishree", "Debasis;Biswajit;Pradyumna;Satyajit",
  "Mohanty;Panda;Mishra;Patnaik;Swain;Behera")
O("assamese", "South Asia", "Bornali;Jonali;Mridusmita;Dipanjali", "Bhaskar;Pranjal;Hiranya;Dhruba",
  "Baruah;Bora;Gogoi;Saikia;Hazarika;Kalita")
O("nepali", "South Asia", "Sabina;Sushmita;Anjana;Pratima", "Bishal;Suman;Prakash;Dipendra",
  "Shrestha;Thapa;Gurung;Adhikari;Tamang;KC")
O("sinhala", "South Asia", "Dilani;Nadeesha;Chathurika;Sanduni", "Kasun;Nuwan;Chaminda;Tharindu",
  "Perera;Wickramasinghe;Jayasuriya;Bandara;Gunawardena;Rajapaksha")
O("pakistani", "South Asia", "Ayesha;Sana;Mahnoor;Rabia", "Bilal;Usman;Fahad;Zeeshan",
  "Qureshi;Siddiqui;Malik;Butt;Chaudhry;Awan")
O("sindhi", "South Asia", "Marvi;Sughra;Rubina;Sassui", "Altaf;Shahnawaz;Jawed;Ghulam Rasool",
  "Soomro;Memon;Jatoi;Talpur;Khuhro")
O("maldivian", "South Asia", "Aminath;Mariyam;Hawwa;Fathimath", "Ibrahim;Ahmed;Ismail;Hassan",
  "Shareef;Rasheed;Waheed;Didi;Manik")
O("bhutanese", "South Asia", "Deki;Kinley;Sonam;Choki", "Ugyen;Karma;Sangay;Kinzang",
  "Dorji/Choden;Wangchuk/Wangmo;Tshering/Yangzom;Penjor/Lhadon", style="twopart")
O("parsi", "South Asia", "Roshan;Dilnaz;Shireen;Khorshed", "Cyrus;Zubin;Jehangir;Farokh",
  "Mistry;Batliwala;Daruwalla;Contractor;Engineer;Wadia")
O("goan", "South Asia", "Fatima;Precila;Sheryl;Lavinia", "Agnelo;Savio;Caetano;Valentino",
  "D'Souza;Fernandes;de Menezes;Noronha;Colaço;Vaz")

# ---------------------------------------------------------------- East Asia
O("chinese", "East Asia", "Xiuying;Jingyi;Meiling;Yuxin", "Wei;Haoran;Zhiyuan;Jianguo",
  "Wang;Li;Zhang;Liu;Chen;Xu;Zhou;Ouyang", style="fg", p_fg=0.75)
O("hongkong", "East Asia", "Wing Yan;Ka Yee;Suet Ying;Hoi Ting", "Chi Ho;Ka Wai;Tsz Hin;Man Kit",
  "Chan;Wong;Leung;Cheung;Lau;Ng", style="hk",
  eng_f="Winnie;Cherry;Karen;Yoyo", eng_m="Kelvin;Ivan;Jacky;Alvin")
O("taiwanese", "East Asia", "Yi-Ting;Hsin-Yi;Shu-Fen;Pei-Shan", "Chih-Wei;Chun-Hung;Yu-Hsiang;Chia-Hao",
  "Chen;Lin;Huang;Tsai;Hsu;Cheng", style="fg", p_fg=0.5)
O("singaporean_chinese", "Southeast Asia", "Hui Min;Siew Ling;Pei Shan;Li Ting", "Kok Wee;Boon Hock;Wee Kiat;Jun Jie",
  "Tan;Lim;Goh;Teo;Ong;Koh", style="hk",
  eng_f="Jasmine;Rachel;Felicia;Gwen", eng_m="Darren;Marcus;Benedict;Royston")
O("japanese", "East Asia", "Yui;Haruka;Sakura;Miyu", "Haruto;Takeshi;Kenji;Ren",
  "Tanaka;Watanabe;Yamamoto;Nakamura;Kobayashi;Inoue;Satō", style="fg", p_fg=0.4)
O("okinawan", "East Asia", "Nanami;Ayano;Chinatsu;Mai", "Kōki;Shun;Tatsuya;Yūto",
  "Higa;Kinjo;Arakaki;Chinen;Yonamine", style="fg", p_fg=0.4)
O("korean", "East Asia", "Ji-woo;Seo-yeon;Min-ji;Ha-eun", "Min-jun;Do-yun;Ji-hoon;Seung-hyun",
  "Kim;Lee;Park;Choi;Jung;Kang;Yoon", style="korean", p_fg=0.7)

# ---------------------------------------------------------------- Southeast Asia
O("vietnamese", "Southeast Asia", "Lan;Hạnh;Thu Trang;Ngọc Anh", "Minh;Tuấn;Bảo;Quang Huy",
  "Nguyễn;Trần;Lê;Phạm;Hoàng;Đặng;Bùi", style="viet", mid_f="Thị;Ngọc;Thị", mid_m="Văn;Đức;Hữu")
O("thai", "Southeast Asia", "Siriporn;Kanokwan;Pimchanok;Nattaya", "Somchai;Thanawat;Kittisak;Anurak",
  "Srisawat;Chaiyaporn;Wongsuwan;Rattanapong;Sukprasert;Boonmee")
O("lao", "Southeast Asia", "Manivanh;Souksavanh;Phonsavanh;Keo", "Khamphoui;Bounmy;Somsanouk;Vilay",
  "Phommachanh;Sayavong;Vongsa;Keomany;Souvannavong;Inthavong")
O("khmer", "Southeast Asia", "Sophea;Chanthou;Sreymom;Bopha", "Sokha;Vannak;Dara;Piseth",
  "Chea;Sok;Meas;Chhim;Ly;Pich", style="fg", p_fg=0.6)
O("burmese", "Southeast Asia", "Thandar Aung;Khin Myat Noe;Ei Phyu Sin;Su Mon Kyaw",
  "Aung Ko Ko;Min Thant Zin;Kyaw Zeya;Htet Naing Lin", style="mono")
O("malay", "Southeast Asia", "Nurul Aisyah;Siti Hajar;Farah Nadia;Nur Izzati", "Muhammad Haziq;Amirul;Firdaus;Hafiz",
  "Abdullah;Ismail;Rahman;Yusof;Hamzah", style="malay")
O("javanese", "Southeast Asia", "Sri Wahyuni;Endang;Dwi Lestari;Rahayu", "Bambang;Sutrisno;Joko;Agus",
  "Susanto;Wibowo;Hartono;Setiawan;Purnomo;Nugroho", style="indo")
O("sundanese", "Southeast Asia", "Euis;Neneng;Lilis;Ai", "Asep;Ujang;Dede;Cecep",
  "Suryana;Permana;Hidayat;Kurniawan;Sutisna", style="indo")
O("balinese", "Southeast Asia", "Ayu Lestari;Sari;Wulandari;Puspa Dewi", "Sudarsana;Artawan;Suarjana;Mertayasa",
  "", style="bali")
O("batak", "Southeast Asia", "Rumondang;Tiurma;Lasma;Sondang", "Parlindungan;Togar;Hotman;Marulitua",
  "Siregar;Simanjuntak;Nainggolan;Hutapea;Sitompul;Pardede")
O("filipino", "Southeast Asia", "Maricel;Jocelyn;Rowena;Lovely", "Rodel;Jomar;Mark Anthony;Ronaldo",
  "dela Cruz;Santos;Reyes;Bautista;Macaraeg;Villanueva;Dimaculangan", style="filipino")
O("hmong", "Southeast Asia", "Mai Nou;Pa Nhia;Yer;Paj", "Tou;Pheng;Fue;Chue",
  "Vang;Xiong;Yang;Her;Thao;Moua")
O("timorese", "Southeast Asia", "Olinda;Joaquina;Filomena;Aurora", "Mariano;Agostinho;Domingos;Jacinto",
  "Ximenes;Soares;Belo;do Rosário;Amaral")

# ---------------------------------------------------------------- West & Central Africa
O("yoruba", "Africa", "Folasade;Temitope;Morenike;Oluwaseun", "Babatunde;Adekunle;Olumide;Oluwaseyi",
  "Adeyemi;Ogunleye;Akinwande;Balogun;Ogunbanjo;Adekoya-Bankole")
O("igbo", "Africa", "Chiamaka;Ngozi;Adaeze;Chinwe", "Chukwuemeka;Obinna;Ikenna;Chidi",
  "Okafor;Nwosu;Eze;Obi;Okonkwo;Nwachukwu;Uzoma")
O("hausa", "Africa", "Hauwa;Hadiza;Bilkisu;Rakiya", "Abubakar;Musa;Aminu;Sani",
  "Bello;Danjuma;Lawal;Garba;Yakubu")
O("fulani", "Africa", "Djenaba;Kadiatou;Mariama;Ramatoulaye", "Amadou;Alpha;Oumar;Thierno",
  "Diallo;Barry;Bah;Sow;Baldé;Jalloh")
O("akan", "Africa", "Akosua;Abena;Efua;Adwoa", "Kwame;Kofi;Yaw;Kwabena",
  "Mensah;Owusu;Asante;Boateng;Agyemang;Osei-Bonsu")
O("ewe", "Africa", "Enyonam;Dzifa;Sena;Elikem", "Kodzo;Edem;Senyo;Mawuli",
  "Agbenyega;Kpodo;Gbedemah;Amegashie;Tsikata")
O("ga", "Africa", "Naa Adjeley;Naa Dedei;Naa Koshie;Naa Ayeley", "Nii Armah;Nii Lante;Nii Okai;Nii Teiko",
  "Quaye;Tetteh;Lamptey;Ankrah;Sowah;Nortey")
O("wolof", "Africa", "Fatou;Awa;Ndèye;Astou", "Moussa;Cheikh;Ousmane;Pape",
  "Ndiaye;Diop;Fall;Sarr;Mbaye;Gueye;Faye")
O("gambian", "Africa", "Isatou;Binta;Kaddy;Fatoumatta", "Lamin;Ebrima;Momodou;Sulayman",
  "Ceesay;Touray;Sanneh;Darboe;Jobe;Njie")
O("malian", "Africa", "Oumou;Aminata;Kadidia;Assitan", "Modibo;Seydou;Bakary;Souleymane",
  "Traoré;Keïta;Coulibaly;Diarra;Konaté;Sangaré")
O("burkinabe", "Africa", "Salimata;Rasmata;Noélie;Wendkouni", "Issouf;Boukary;Harouna;Théophile",
  "Ouédraogo;Kaboré;Sawadogo;Zongo;Nikiéma;Ilboudo")
O("ivorian", "Africa", "Adjoua;Affoué;Ahou;Amenan", "Kouassi;Konan;Yao;Koffi",
  "Kouamé;N'Guessan;Kouadio;Brou;Aka")
O("cameroonian", "Africa", "Pélagie;Blandine;Nadège;Carine", "Hervé;Serge-Alain;Fabrice;Joël",
  "Mbarga;Ngono;Fotso;Tchakounté;Ndongo;Kamga")
O("congolese", "Africa", "Grâce;Merveille;Ornella;Béatrice", "Dieudonné;Trésor;Fiston;Héritier",
  "Mukendi;Lumbala;Kalonji;Mbuyi;Ilunga;Nzuzi")
O("sierra_leonean", "Africa", "Fatmata;Isatu;Hawa;Memunatu", "Alimamy;Sorie;Foday;Abu",
  "Kamara;Sesay;Conteh;Bangura;Turay;Koroma")
O("liberian", "Africa", "Musu;Korto;Tenneh;Comfort", "Saah;Tamba;Momo;Sumo",
  "Kollie;Flomo;Dolo;Kpadeh;Doe")
O("cape_verdean", "Africa", "Elisângela;Ivete;Zuleica;Neusa", "Adilson;Arlindo;Osvaldo;Nuno",
  "Tavares;Monteiro;Fortes;Lopes;Semedo;Delgado")

# ---------------------------------------------------------------- East, Horn & Southern Africa
O("kikuyu", "Africa", "Faith;Mercy;Wanjiru;Nyambura", "Collins;Kimani;Brian;Gitau",
  "Kamau;Mwangi;Kariuki;Githinji;Wainaina;Ndung'u")
O("luo", "Africa", "Achieng;Atieno;Akinyi;Awino", "Otieno;Ochieng;Odhiambo;Omondi",
  "Onyango;Owino;Okoth;Ouma;Okumu")
O("kalenjin", "Africa", "Chepkoech;Jepkosgei;Chelimo;Jeptoo", "Kiprono;Kipkemboi;Cheruiyot;Kibet",
  "Rotich;Koech;Kiplagat;Tanui;Langat;Bett")
O("tanzanian", "Africa", "Rehema;Zawadi;Neema;Mwanaisha", "Juma;Baraka;Hamisi;Rajabu",
  "Mwakyusa;Massawe;Mushi;Shirima;Mbwambo;Lyimo")
O("amhara", "Africa", "Meseret;Tigist;Hirut;Selamawit;Bethlehem", "Dawit;Yonas;Tewodros;Abebe",
  "Bekele;Haile;Tesfaye;Gebremedhin;Wolde-Mariam;Alemu")
O("oromo", "Africa", "Chaltu;Lensa;Ayantu;Obse", "Gemechu;Lemma;Chala;Tolosa",
  "Guta;Fayisa;Tolera;Gudina;Dinsa;Gemeda")
O("eritrean", "Africa", "Senait;Luwam;Yordanos;Mebrat", "Yohannes;Mehari;Filmon;Habtom",
  "Tesfamariam;Gebrehiwet;Berhane;Woldemichael;Kidane;Habte")
O("somali", "Africa", "Hodan;Fadumo;Ifrah;Ubah", "Abdirahman;Abdiweli;Warsame;Guled",
  "Warsame;Farah;Jama;Abdi;Nur;Egal;Dahir", style="somali")
O("ganda", "Africa", "Prossy;Juliet;Brenda;Sarah", "Moses;Ivan;Godfrey;Ronald",
  "Mukasa/Nakato;Ssempala/Namubiru;Kato/Nansubuga;Ssebunya/Nakimuli;Lubega/Nalubega")
O("rwandan", "Africa", "Aline;Clarisse;Divine;Solange", "Jean de Dieu;Eric;Innocent;Olivier",
  "Uwimana;Niyonzima;Habimana;Mugisha;Ingabire;Nshimiyimana", style="fg", p_fg=0.5)
O("zulu", "Africa", "Nomvula;Thandeka;Lindiwe;Zanele", "Mandla;Bongani;Sibusiso;Sipho",
  "Dlamini;Nkosi;Zulu;Ndlovu;Mthembu;Khumalo;Ngcobo")
O("xhosa", "Africa", "Nosipho;Siphokazi;Nandipha;Zintle", "Lwazi;Sizwe;Luthando;Xolani",
  "Mgijima;Ngcukana;Jali;Ntshona;Mpahlwa")
O("sotho", "Africa", "Palesa;Lerato;Refiloe;Mpho", "Thabo;Tumelo;Teboho;Lehlohonolo",
  "Mokoena;Molefe;Mofokeng;Moloi;Tau")
O("tswana", "Africa", "Boitumelo;Kgomotso;Naledi;Onalenna", "Kagiso;Tshepo;Kabelo;Mothusi",
  "Motsumi;Kgosi;Sebego;Modise;Molosiwa")
O("shona", "Africa", "Rudo;Chipo;Tsitsi;Nyasha", "Tinashe;Tafadzwa;Farai;Kudakwashe",
  "Moyo;Chikwanha;Mutasa;Marufu;Chiweshe;Makoni")
O("malagasy", "Africa", "Voahangy;Haingo;Fanja;Lalao", "Rivo;Andry;Hery;Tiana",
  "Rakotomalala;Randrianarisoa;Rasoanaivo;Andriamanantena;Razafindrakoto")
O("angolan", "Africa", "Luzia;Esperança;Isabel;Domingas", "Adão;Mateus;Quintino;Armindo",
  "dos Santos;Kiala;Mbala;Chipenda;Lukamba")
O("mozambican", "Africa", "Graça;Alcinda;Celeste;Nilza", "Armando;Filipe;Custódio;Jacinto",
  "Macuácua;Tembe;Cossa;Mucavele;Sitoe;Nhantumbo")
O("afrikaner", "Africa", "Annelie;Marike;Elmarie;Riana", "Pieter;Hennie;Jaco;Wynand",
  "van der Merwe;Botha;Pretorius;du Plessis;Coetzee;Janse van Rensburg;le Roux")
O("zambian", "Africa", "Bupe;Chilufya;Natasha;Precious", "Kelvin;Chisanga;Musonda;Kabwe",
  "Mulenga;Bwalya;Mwansa;Chanda;Kapembwa;Mumba")
O("malawian", "Africa", "Chikondi;Tiwonge;Chimwemwe;Madalitso", "Kondwani;Limbani;Chisomo;Tamanda",
  "Banda;Phiri;Mwale;Tembo;Chirwa;Nkhoma")

# ---------------------------------------------------------------- Americas
O("mexican", "Americas", "Guadalupe;Ximena;Itzel;Citlali", "Jesús;Emiliano;Uriel;Juan Pablo",
  "Hernández;López;Ramírez;Cervantes;Villaseñor;Chávez", two=0.45)
O("puerto_rican", "Americas", "Yesenia;Marisol;Zoraida;Yamilet", "Yadiel;Ángel;Eliezer;Jomar",
  "Rivera;Colón;Quiñones;Figueroa;Rosario;Vázquez", two=0.4)
O("cuban", "Americas", "Yaimara;Odalys;Yusimí;Mayelín", "Yunior;Osmany;Yoandri;Reinier",
  "Pérez;Díaz;Cabrera;Valdés;Hechavarría;Fonseca", two=0.4)
O("dominican", "Americas", "Altagracia;Yudelka;Ramona;Leidy", "Wilkin;Yeudy;Franklyn;Ramón",
  "Peña;Almonte;Tejada;Santana;Guzmán;de los Santos", two=0.3)
O("colombian", "Americas", "Valentina;Yuliana;Luz Marina;Catalina", "Santiago;Jhon Jairo;Andrés Felipe;Camilo",
  "Restrepo;Gaviria;Londoño;Arango;Quintero;Ospina", two=0.45)
O("argentine", "Americas", "Florencia;Agustina;Milagros;Lucila", "Facundo;Joaquín;Gonzalo;Nahuel",
  "Giménez;Sosa;Pereyra;Acosta;Benedetti;Iglesias")
O("chilean", "Americas", "Javiera;Constanza;Trinidad;Antonia", "Cristóbal;Benjamín;Vicente;Ignacio",
  "Muñoz;Rojas;Soto;Contreras;Araya;Vergara", two=0.45)
O("peruvian", "Americas", "Yolanda;Flor;Rocío;Maricarmen", "Percy;Wilmer;Renzo;Jhonatan",
  "Huamán;Vargas;Chumpitaz;Flores;Quispe", two=0.4)
O("venezuelan", "Americas", "Dayana;Oriana;Génesis;Yusleidy", "Yorman;Ender;Wuilmer;Luis Alfredo",
  "Rondón;Briceño;Urdaneta;Colmenares;Márquez", two=0.35)
O("brazilian", "Americas", "Ana Luiza;Thaís;Rafaela;Juliana", "João Pedro;Thiago;Caio;Gabriel",
  "dos Santos;Oliveira;Nascimento;Cavalcanti;Albuquerque;Souza", two=0.45)
O("quechua", "Americas", "Killa;Urpi;Sisa;Chaska", "Inti;Amaru;Wayra;Kusi",
  "Condori;Huanca;Ccapa;Yupanqui;Challco")
O("aymara", "Americas", "Wara;Anahí;Jacinta;Filomena", "Rufino;Wilfredo;Ayar;Mallku",
  "Mamani;Choque;Apaza;Ticona;Chambi;Callisaya")
O("maya", "Americas", "Ixchel;Sac-Nicté;Candelaria;Olivia", "Balam;Pascual;Eduardo;Tomás",
  "Tzul;Canek;Chi;Pech;Cocom;Ek")
O("haitian", "Americas", "Widline;Roseline;Marie-Flore;Nadège", "Jean-Robert;Wilner;Fritznel;Wesner",
  "Pierre-Louis;Jean-Baptiste;Désir;Célestin;Saint-Fleur;Toussaint")
O("jamaican", "Americas", "Shanice;Kerry-Ann;Latoya;Sashagay", "Delroy;Garfield;Kemar;Oneil",
  "Campbell;Thompson;Grant;Bailey;Powell;Samuels")
O("trinidadian", "Americas", "Keisha;Anisa;Candice;Rhea", "Kerwin;Dexter;Rajesh;Ravi",
  "Maharaj;Ramdass;Seepersad;Charles;Mohammed;Ramsaroop")
O("african_american", "Americas", "Imani;Aaliyah;Ebony;Tamara", "DeShawn;Jamal;Darnell;Terrell",
  "Washington;Jefferson;Jackson;Banks;Freeman;Jenkins")
O("quebecois", "Americas", "Geneviève;Marie-Ève;Josée;Chantal", "Jean-François;Mathieu;Sylvain;Gaétan",
  "Tremblay;Gagnon;Bouchard;Côté;Gauthier;Lévesque")
O("cajun", "Americas", "Odile;Clothilde;Madeline;Evangeline", "Beau;Remy;Alcide;Thibault",
  "Thibodeaux;Boudreaux;Broussard;LeBlanc;Hebert;Guidry")
O("navajo", "Americas", "Shandiin;Nizhoni;Autumn;Lorena", "Darrell;Kee;Delbert;Hosteen",
  "Begay;Yazzie;Tsosie;Benally;Nez;Tso")
O("lakota", "Americas", "Winona;Tasina;Marcella;Shirley", "Vernon;Wambli;Lyle;Chaske",
  "Two Bulls;Iron Shell;Yellow Hawk;Brave Heart;Little Thunder")
O("cherokee", "Americas", "Ayita;Wilma;Adsila;Tayanita", "Tsali;Dustin;Clement;Waya",
  "Sixkiller;Hummingbird;Swimmer;Tehee;Proctor")
O("inuit", "Americas", "Aviaja;Naja;Paninnguaq;Ivalo", "Aqqaluk;Inuk;Nuka;Malik",
  "Kleist;Lynge;Petrussen;Motzfeldt;Kreutzmann;Kunuk;Pitseolak")

# ---------------------------------------------------------------- Oceania
O("hawaiian", "Oceania", "Leilani;Noelani;Mahina;Kaʻiulani", "Kekoa;Makoa;Kainoa;Keola",
  "Kahananui;Akana;Kealoha;Kamakau;Kahale")
O("maori", "Oceania", "Aroha;Mereana;Hine;Kiri", "Tama;Wiremu;Rawiri;Nikau",
  "Te Rangi;Ngata;Parata;Tamihana;Te Huia;Horomona")
O("samoan", "Oceania", "Malia;Lagi;Sina;Fetu", "Sione;Tavita;Ioane;Losa",
  "Tuilagi;Leavasa;Fa'alogo;Sapolu;Aumua;Tuiasosopo")
O("tongan", "Oceania", "Mele;Salote;Losaline;Ana", "Viliami;Tevita;Siaosi;Sione",
  "Taufa;Fifita;Vaipulu;Havili;Tupou;Kaufusi")
O("fijian", "Oceania", "Litia;Mereoni;Vika;Salote", "Josefa;Waisake;Semisi;Jone",
  "Tuisawau;Naivalu;Waqa;Vakatawa;Delana")
O("chamorro", "Oceania", "Carmelita;Rosalinda;Frances;Lourdes", "Vicente;Juan Carlos;Franklin;Ben",
  "Taitano;Aguon;Quitugua;San Nicolas;Leon Guerrero;Borja")
O("aboriginal_australian", "Oceania", "Kirra;Tanya;Marlee;Jedda", "Jarrah;Tyson;Baden;Dion",
  "Marika;Wunungmurra;Gumbula;Djerrkura;Yunupingu;Tjungurrayi")
O("papuan", "Oceania", "Dorcas;Ruth;Gima;Lydia", "Kila;Wari;Pato;Tau",
  "Kaupa;Aisi;Tomun;Wapi;Morea;Vagi")
