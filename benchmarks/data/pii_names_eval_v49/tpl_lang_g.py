# -*- coding: utf-8 -*-
"""Non-English templates, part G: id, ms, tl, sw, ca, lt, lv, et."""

LANGS_G = [
    dict(code="id", name="Indonesian",
         pool=[("indonesian", 0, 1)],
         tpl=[
             "Ringkas notulen rapat: {A} membuka sidang dan {B} mengajukan amandemen. Tempat: "
             "[[Gedung Nusantara]].",
             "Tulis balasan. Pengirim: {A}. Pertanyaan: mengapa surat pemberitahuan memilih belum "
             "diterima? Instansi: [[Komisi Pemilihan Umum]].",
             "Daftar calon anggota DPRD ((pick:Medan|Makassar|Semarang)): {A}, {B}, {C}. Buat "
             "tabel.",
             "Terjemahkan ke bahasa Inggris: \"Menteri {A} dan anggota DPR {B} membahas RUU "
             "Pemilu.\" Sumber: [[Sekretariat Kabinet]].",
         ],
         hand=[
             "Ibu <<Sri Wahyuni>> dan Bapak <<Bambang>> (tanpa nama keluarga) menandatangani "
             "petisi. Di surat balasan cukup \"Yth. Bapak <<Bambang>>\"? Tujuan: [[Sekretariat "
             "Negara]].",
         ],
         keep=[
             "Jelaskan perbedaan [[Dewan Perwakilan Rakyat]] dan [[Mahkamah Konstitusi]].",
             "Apakah [[Istana Merdeka]] dibuka untuk umum pada [[Hari Kemerdekaan]]?",
         ]),
    dict(code="ms", name="Malay",
         pool=[("malay", 0, 5), ("singaporean", 0, 1), ("tamil", 0, 1)],
         tpl=[
             "Ringkaskan minit mesyuarat: {A} membuka persidangan dan {B} membentangkan pindaan. "
             "Tempat: [[Dewan Rakyat]].",
             "Tulis jawapan. Pengirim: {A}. Soalan: kenapa kad pengundi belum sampai? Agensi: "
             "[[Suruhanjaya Pilihan Raya]].",
             "Senarai calon Dewan Undangan Negeri ((pick:Johor|Kedah|Sabah)): {A}, {B}, {C}. Buat "
             "jadual.",
             "Terjemah ke bahasa Inggeris: \"Menteri {A} dan Ahli Parlimen {B} membincangkan akta "
             "pilihan raya.\" Sumber: [[Jabatan Perdana Menteri]].",
         ],
         hand=[
             "YB <<Nurul Huda binti Ismail>> dan Dato' <<Mohd Azlan bin Yusof>> menandatangani "
             "memorandum. Dalam surat, tulis \"Yang Berhormat <<Nurul Huda>>\"? Penerima: "
             "[[Jabatan Perdana Menteri]].",
         ],
         keep=[
             "Terangkan beza [[Dewan Negara]] dan [[Dewan Rakyat]].",
             "Adakah [[Seri Perdana]] dibuka kepada orang awam pada [[Hari Malaysia]]?",
         ]),
    dict(code="tl", name="Filipino (Tagalog)",
         pool=[("filipino", 0, 1)],
         tpl=[
             "Ibuod ang minutes: binuksan ni {A} ang sesyon at naghain si {B} ng susog. Lugar: "
             "[[Batasang Pambansa]].",
             "Sumulat ng sagot. Nagpadala: {A}. Tanong: bakit hindi pa dumarating ang voter's "
             "ID? Ahensya: [[Commission on Elections]].",
             "Listahan ng mga kandidato sa konseho ng ((pick:Cebu|Davao|Iloilo)): {A}, {B}, {C}. "
             "Gumawa ng table.",
             "Isalin sa Ingles: \"Nagpulong sina Senador {A} at Kongresista {B} tungkol sa batas "
             "sa halalan.\" Pinagmulan: [[Senado]].",
         ],
         hand=[
             "Pumirma sina <<Luzviminda dela Cruz>> at <<Rodel Macaraeg Villanueva>> sa petisyon. "
             "Tama bang isulat ang \"Gng. <<dela Cruz>>\"? Para sa: [[Malacañang]].",
         ],
         keep=[
             "Ipaliwanag ang pagkakaiba ng [[Senado]] at [[Kamara de Representantes]].",
             "Bukas ba ang [[Palasyo ng Malacañang]] sa publiko tuwing [[Araw ng Kalayaan]]?",
         ]),
    dict(code="sw", name="Swahili",
         pool=[("tanzanian", 0, 3), ("kikuyu", 0, 1), ("luo", 0, 1)],
         tpl=[
             "Fupisha kumbukumbu za kikao: {A} alifungua kikao na {B} aliwasilisha marekebisho. "
             "Mahali: [[Bunge]].",
             "Andika jibu. Mtumaji: {A}. Swali: kwa nini kadi ya mpiga kura haijafika? Taasisi: "
             "[[Tume ya Taifa ya Uchaguzi]].",
             "Orodha ya wagombea udiwani, ((pick:Arusha|Mombasa|Dodoma)): {A}, {B}, {C}. "
             "Tengeneza jedwali.",
             "Tafsiri kwa Kiingereza: \"Waziri {A} na Mbunge {B} walijadili sheria ya uchaguzi.\" "
             "Chanzo: [[Ikulu]].",
         ],
         hand=[
             "Mheshimiwa <<Neema Mwakyusa>> na Bw. <<Otieno Odhiambo>> walisaini ombi. Niandike "
             "\"Mpendwa Bi. <<Mwakyusa>>\"? Mpokeaji: [[Ikulu]].",
         ],
         keep=[
             "Eleza tofauti kati ya [[Bunge]] na [[Mahakama Kuu]].",
             "Je, [[Ikulu]] iko wazi kwa wageni siku ya [[Sikukuu ya Uhuru]]?",
         ]),
    dict(code="ca", name="Catalan",
         pool=[("catalan", 0, 5), ("moroccan", 0, 1)],
         tpl=[
             "Resumeix l'acta del ple: {A} va obrir la sessió i {B} va presentar una esmena. "
             "Lloc: [[Parlament de Catalunya]].",
             "Escriu una resposta ((g:A:al senyor|a la senyora)) {A}, que pregunta per què no ha "
             "rebut la targeta censal de la [[Junta Electoral]].",
             "Llista de candidats a l'ajuntament de ((pick:Girona|Lleida|Reus)): {A}, {B}, {C}. "
             "Fes-ne una taula.",
             "Tradueix a l'anglès: «La consellera {Af} es va reunir amb el diputat {Bm}.» Font: "
             "[[Generalitat]].",
         ],
         hand=[
             "<<Montserrat Puig i Ferrer>> i <<Oriol Vilaró i Casals>> han signat la petició. A la "
             "resposta escric «Sra. <<Puig>>» o «Sra. <<Puig i Ferrer>>»? Destinatari: [[Palau de "
             "la Generalitat]].",
         ],
         keep=[
             "Explica la diferència entre el [[Parlament de Catalunya]] i el [[Síndic de Greuges]].",
             "Es pot visitar el [[Palau de la Generalitat]] per [[Sant Jordi]]?",
         ]),
    dict(code="lt", name="Lithuanian",
         pool=[("lithuanian", 0, 5), ("polish", 0, 1)],
         tpl=[
             "Apibendrink posėdžio protokolą: {A} atidarė posėdį, {B} pateikė pataisą. Vieta: "
             "[[Seimas]].",
             "Parašyk atsakymą. Siuntėjas: {A}. Klausimas: kodėl negautas rinkėjo kvietimas? "
             "Institucija: [[Vyriausioji rinkimų komisija]].",
             "Kandidatų į savivaldybės tarybą sąrašas, ((pick:Kaunas|Klaipėda|Šiauliai)): {A}, "
             "{B}, {C}. Sudaryk lentelę.",
             "Išversk į anglų kalbą: „((g:A:Ministras|Ministrė)) {A} ir Seimo ((g:B:narys|narė)) "
             "{B} aptarė rinkimų įstatymą.“ Šaltinis: [[Vyriausybė]].",
         ],
         hand=[
             "Seimo narė <<Rūta Žukauskienė>> ir <<Gediminas Butkus>> pasirašė peticiją. Ar laiške "
             "rašyti „Gerbiama ponia <<Rūta>>“? Gavėjas: [[Prezidentūra]].",
         ],
         keep=[
             "Paaiškink, kuo skiriasi [[Seimas]] ir [[Konstitucinis Teismas]].",
             "Ar [[Prezidentūra]] atvira lankytojams per [[Valstybės dieną]]?",
         ]),
    dict(code="lv", name="Latvian",
         pool=[("latvian", 0, 1)],
         tpl=[
             "Apkopo sēdes protokolu: {A} atklāja sēdi, {B} iesniedza grozījumu. Vieta: "
             "[[Saeima]].",
             "Uzraksti atbildi. Sūtītājs: {A}. Jautājums: kāpēc nav saņemts vēlētāja paziņojums? "
             "Iestāde: [[Centrālā vēlēšanu komisija]].",
             "Kandidātu saraksts domes vēlēšanām, ((pick:Daugavpils|Liepāja|Jelgava)): {A}, {B}, "
             "{C}. Izveido tabulu.",
             "Iztulko angliski: „((g:A:Ministrs|Ministre)) {A} un ((g:B:deputāts|deputāte)) {B} "
             "apsprieda vēlēšanu likumu.“ Avots: [[Valsts kanceleja]].",
         ],
         hand=[
             "Deputāte <<Inese Kalniņa>> un <<Māris Bērziņš>> parakstīja petīciju. Vai vēstulē "
             "rakstīt „Godātā kundze <<Kalniņa>>“? Adresāts: [[Valsts kanceleja]].",
         ],
         keep=[
             "Paskaidro, ar ko atšķiras [[Saeima]] un [[Satversmes tiesa]].",
             "Vai [[Rīgas pils]] ir atvērta apmeklētājiem [[Jāņi]] laikā?",
         ]),
    dict(code="et", name="Estonian",
         pool=[("estonian", 0, 1)],
         tpl=[
             "Tee protokollist kokkuvõte: {A} avas istungi ja {B} esitas muudatusettepaneku. "
             "Koht: [[Riigikogu]].",
             "Kirjuta vastus. Saatja: {A}. Küsimus: miks valijakaart pole kohale jõudnud? "
             "Asutus: [[Riigi Valimisteenistus]].",
             "Volikogu kandidaatide nimekiri, ((pick:Tartu|Pärnu|Narva)): {A}, {B}, {C}. Tee "
             "tabel.",
             "Tõlgi inglise keelde: „Minister {A} ja Riigikogu liige {B} arutasid valimisseadust.“ "
             "Allikas: [[Riigikantselei]].",
         ],
         hand=[
             "<<Kersti Ilves>> ja <<Jaanus Kukk>> allkirjastasid petitsiooni. Kas kirjas võib "
             "kirjutada „Lugupeetud proua <<Ilves>>“? Saaja: [[Stenbocki maja]].",
         ],
         keep=[
             "Mis teeb [[Õiguskantsler]]? Ja mis teeb [[Riigikontroll]]?",
             "Kas [[Kadrioru loss]] on külastajatele avatud? Ja [[Toompea loss]]?",
         ]),
]
