# -*- coding: utf-8 -*-
"""Non-English templates, part B (Nordic, Baltic, South Slavic, Afrikaans, Turkish, South-East Asia, Swahili)."""
LANGS = [
    ("sv", ["swedish", "sami"], [
        "Sammanfatta: montören {A} bytte elmätaren i nätstationen vid [[Kungsgatan]].",
        "Skriv ett vänligt svar till {Af}, som inte förstår sin faktura från [[Ellevio]].",
        "Kunden {Am} har haft avbrott i fibern sedan [[midsommar]]. Vad ska supporten fråga?",
    ], [
        "Förklara timpris och effektavgift hos [[Vattenfall]] för en kund i [[Umeå]].",
    ]),
    ("nb", ["norwegian", "sami"], [
        "Oppsummer: montør {A} byttet strømmåleren i trafostasjonen på [[Grünerløkka]].",
        "Skriv et høflig svar til {Af}, som klager på nettleien fra [[Elvia]].",
        "Kunden {Am} har ikke mobildekning på hytta etter at [[Telenor]] byttet mast. Hva bør vi svare?",
    ], [
        "Forklar strømstøtten og spotpris for en kunde i [[Tromsø]] med avtale hos [[Tibber]].",
    ]),
    ("da", ["danish", "greenlandic"], [
        "Opsummer: montøren {A} udskiftede elmåleren hos [[Radius]] i [[Roskilde]].",
        "Skriv et venligt svar til {Af}, der ikke forstår sin varmeregning fra [[HOFOR]].",
        "Kunden {Am} har ikke haft bredbånd siden mandag. Hvad skal [[YouSee]] spørge om?",
    ], [
        "Forklar forskellen på spotpris og fastpris hos [[Andel Energi]] for en kunde i [[Aarhus]].",
    ]),
    ("fi", ["finnish", "sami"], [
        "Tiivistä: asentaja {A} vaihtoi sähkömittarin muuntamolla (verkkoyhtiö [[Caruna]]).",
        "Kirjoita kohtelias vastaus. Asiakas: {Af}. Aihe: lasku, jota hän ei ymmärrä (sähköyhtiö [[Helen]]).",
        "Asiakas {Am} ilmoitti, että liittymä (operaattori [[Elisa]]) ei toimi mökillä. Mitä tukipalvelun pitäisi kysyä?",
    ], [
        "Selitä pörssisähkö ja siirtomaksu asiakkaalle, jonka kotikunta on [[Oulu]].",
    ]),
    ("et", ["estonian"], [
        "Tee kokkuvõte: elektrik {A} vahetas arvesti [[Elektrilevi]] alajaamas.",
        "Kirjuta viisakas vastus. Klient: {Af}. Teema: [[Eesti Energia]] arve, millest ta aru ei saa.",
        "Klient {Am} teatas, et [[Telia]] internet katkeb igal õhtul. Mida tugi peaks küsima?",
    ], [
        "Selgita börsihinda kliendile, kes elab [[Tartu]] lähedal.",
    ]),
    ("lv", ["latvian"], [
        "Apkopo: elektriķis {Am} nomainīja skaitītāju [[Sadales tīkls]] apakšstacijā.",
        "Uzraksti pieklājīgu atbildi. Kliente: {Af}. Sūdzība: nesaprotams [[Latvenergo]] rēķins.",
        "Klients {Am} ziņo, ka [[Tet]] internets nedarbojas kopš pirmdienas. Ko jautāt?",
    ], [
        "Paskaidro klientam (pilsēta: [[Liepāja]]), kā darbojas [[Elektrum]] viedais skaitītājs.",
    ]),
    ("lt", ["lithuanian"], [
        "Apibendrink: elektrikas {Am} pakeitė skaitiklį [[ESO]] pastotėje.",
        "Parašyk mandagų atsakymą. Klientė: {Af}. Skundas: neaiški [[Ignitis]] sąskaita.",
        "Klientas {Am} praneša, kad [[Telia]] internetas neveikia nuo pirmadienio. Ką turėtų paklausti pagalba?",
    ], [
        "Paaiškink klientui (miestas: [[Kaunas]]) dviejų laiko zonų tarifą.",
    ]),
    ("is", ["icelandic"], [
        "Taktu saman: rafvirkinn {A} skipti um mæli hjá [[Veitur]].",
        "Skrifaðu kurteist svar. Viðskiptavinur: {Af}. Kvörtun: reikningur frá [[Orka náttúrunnar]].",
        "{Am} segir að netið frá [[Síminn]] detti út á hverju kvöldi. Hvað á þjónustuverið að spyrja?",
    ], [
        "Útskýrðu fyrir viðskiptavini á [[Akureyri]] hvernig hitaveitan mælir notkun.",
    ]),
    ("hr", ["croatian"], [
        "Sažmi izvještaj: monter {Am} zamijenio je brojilo u trafostanici [[Dubrava]].",
        "Napiši pristojan odgovor: gospođa {Af} reklamira račun od [[HEP]]-a.",
        "Gospodin {Am} prijavio je prekid interneta kod [[A1]]. Što treba pitati?",
    ], [
        "Objasni korisniku iz [[Splita]] dvotarifno brojilo.",
    ]),
    ("sl", ["slovenian"], [
        "Povzemi poročilo: monter {Am} je zamenjal števec v razdelilni postaji [[Vič]].",
        "Napiši vljuden odgovor: gospa {Af} reklamira račun [[Elektro Ljubljana]].",
        "Gospod {Am} je prijavil izpad interneta pri [[Telemach]]. Kaj naj vpraša podpora?",
    ], [
        "Razloži stranki (kraj: [[Maribor]]) omrežnino in časovne bloke.",
    ]),
    ("af", ["afrikaner"], [
        "Som op: die elektrisiën {A} het die meter by die [[Eskom]]-substasie vervang.",
        "Skryf 'n vriendelike antwoord aan mev. {Af:last}, wat kla oor haar munisipale rekening.",
        "Mnr. {Am:last} sê sy [[Vodacom]]-data werk nie sedert Maandag nie. Wat moet ons vra?",
    ], [
        "Verduidelik beurtkrag aan 'n kliënt in [[Stellenbosch]] met 'n [[Sunsynk]]-omsetter.",
    ]),
    ("tr", ["turkish", "kurdish"], [
        "Özetle: teknisyen {A} [[Başkent]] trafo merkezinde sayacı değiştirdi.",
        "{Af} Hanım elektrik faturasına itiraz ediyor; [[Enerjisa]] adına kibar bir yanıt yaz.",
        "Sayın {Am}, [[Türk Telekom]] hattınızın taşınma talebi alınmıştır. Bu mesajı daha sıcak yaz.",
    ], [
        "Bir [[İzmir]] abonesine çok zamanlı tarifeyi ve [[EPDK]] kurallarını açıkla.",
    ]),
    ("vi", ["vietnamese"], [
        "Tóm tắt: kỹ thuật viên {A} đã thay công tơ điện tại trạm biến áp [[Thủ Đức]].",
        "Viết thư trả lời lịch sự cho chị {Af}, người khiếu nại hóa đơn tiền nước.",
        "Anh {Am} báo mạng [[Viettel]] bị rớt mỗi tối. Tổng đài nên hỏi gì?",
    ], [
        "Giải thích giá điện bậc thang của [[EVN]] cho khách hàng ở [[Đà Nẵng]].",
    ]),
    ("id", ["javanese", "batak"], [
        "Ringkas laporan: teknisi {A} mengganti meteran [[PLN]] di gardu [[Cawang]].",
        "Tulis balasan sopan untuk Ibu {Af}, yang mengeluhkan tagihan air [[PDAM]].",
        "Bapak {Am} melaporkan sinyal [[Telkomsel]] hilang sejak Senin. Apa yang harus ditanyakan?",
    ], [
        "Jelaskan token listrik prabayar kepada pelanggan di [[Surabaya]].",
    ]),
    ("ms", ["malay"], [
        "Ringkaskan laporan: juruteknik {Am} menukar meter pintar [[TNB]] di pencawang [[Bangsar]].",
        "Tulis balasan yang sopan kepada Puan {Af}, yang mempertikaikan bil air [[Air Selangor]].",
        "Encik {Am} melaporkan talian [[Unifi]] terputus setiap malam. Apa yang perlu ditanya?",
    ], [
        "Terangkan tarif elektrik berperingkat kepada pelanggan di [[Johor Bahru]].",
    ]),
    ("tl", ["filipino"], [
        "Ibuod ang ulat: pinalitan ni {Am} ang metro ng [[Meralco]] sa substation sa [[Pasig]].",
        "Sumulat ng magalang na sagot kay Gng. {Af:last}, na nagrereklamo sa bill ng [[Maynilad]].",
        "Sabi ni {Am}, walang signal ang [[Globe]] sa bahay nila mula Lunes. Ano ang dapat itanong?",
    ], [
        "Ipaliwanag ang net metering ng [[Meralco]] sa isang customer sa [[Cebu]].",
    ]),
    ("sw", ["swahili", "kikuyu", "luo"], [
        "Fupisha ripoti: fundi {A} alibadilisha mita ya [[TANESCO]] kwenye kituo cha [[Ubungo]].",
        "Andika jibu la heshima kwa Bi. {Af}, anayelalamika kuhusu bili ya maji.",
        "Bw. {Am} anasema intaneti ya [[Safaricom]] inakatika kila jioni. Tumuulize nini?",
    ], [
        "Eleza jinsi ya kununua umeme wa [[LUKU]] kwa mteja wa [[Arusha]].",
    ]),
]
