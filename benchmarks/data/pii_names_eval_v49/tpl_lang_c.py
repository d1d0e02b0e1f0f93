# -*- coding: utf-8 -*-
"""Non-English templates, part C: pl, cs, sk, hu, ro, hr, sl."""

LANGS_C = [
    dict(code="pl", name="Polish",
         pool=[("polish", 0, 6), ("ukrainian", 0, 1), ("belarusian", 0, 1)],
         tpl=[
             "Streść protokół: posiedzenie ((g:A:otworzył|otworzyła)) {A}, a {B} "
             "((g:B:zgłosił|zgłosiła)) poprawkę. Miejsce: [[Sejm]].",
             "Napisz odpowiedź na list. Nadawca: {A}. Pytanie: dlaczego nie przyszło "
             "zaświadczenie o prawie do głosowania? Urząd: [[Państwowa Komisja Wyborcza]].",
             "Lista kandydatów do rady gminy ((pick:Lublin|Rzeszów|Opole)): {A}, {B}, {C}. Zrób "
             "tabelę.",
             "Przetłumacz na angielski: „Minister {A} i ((g:B:poseł|posłanka)) {B} rozmawiali o "
             "kodeksie wyborczym.” Źródło: [[Kancelaria Sejmu]].",
         ],
         hand=[
             "Pani <<Małgorzata Wiśniewska>> i pan <<Zbigniew Szczepański>> podpisali petycję. "
             "Adresat: [[Senat RP]]. Czy w odpowiedzi piszę „Szanowna Pani <<Małgorzato>>”?",
         ],
         keep=[
             "[[Sejm]] i [[Senat]] – wyjaśnij różnice w procesie legislacyjnym.",
             "Czy [[Belweder]] jest otwarty dla zwiedzających w [[Święto Niepodległości]]?",
         ]),
    dict(code="cs", name="Czech",
         pool=[("czech", 0, 6), ("slovak", 0, 1), ("ukrainian", 0, 1)],
         tpl=[
             "Zápis: {A} ((g:A:zahájil|zahájila)) schůzi, {B} ((g:B:podal|podala)) pozměňovací "
             "návrh. Místo: [[Poslanecká sněmovna]]. Shrň to.",
             "Napiš odpověď. Odesílatel: {A}. Dotaz: proč nedorazil voličský průkaz? Úřad: "
             "[[Ministerstvo vnitra]].",
             "Kandidátní listina, ((pick:Brno|Olomouc|Plzeň)): {A}, {B}, {C}. Udělej tabulku.",
             "Přelož do angličtiny: „((g:A:Ministr|Ministryně)) {A} se ((g:A:setkal|setkala)) "
             "s velvyslancem.“ Zdroj: [[Úřad vlády]].",
         ],
         hand=[
             "Poslankyně <<Kateřina Procházková>> a poslanec <<Vojtěch Černý>> podepsali petici; "
             "v dopise píšu „Vážená paní <<Procházková>>“. Je to správně? Adresát: [[Senát]].",
         ],
         keep=[
             "[[Poslanecká sněmovna]] a [[Senát]]: vysvětli, jak probíhá schvalování zákona.",
             "Je [[Kramářova vila]] otevřená pro veřejnost?",
         ]),
    dict(code="sk", name="Slovak",
         pool=[("slovak", 0, 6), ("hungarian", 0, 1), ("czech", 0, 1)],
         tpl=[
             "Zápisnica: {A} ((g:A:otvoril|otvorila)) schôdzu, {B} ((g:B:predložil|predložila)) "
             "pozmeňujúci návrh. Miesto: [[Národná rada]]. Zhrň to.",
             "Napíš odpoveď. Odosielateľ: {A}. Otázka: prečo neprišiel hlasovací preukaz? Úrad: "
             "[[Ministerstvo vnútra]].",
             "Kandidátna listina, ((pick:Košice|Nitra|Žilina)): {A}, {B}, {C}. Urob tabuľku.",
             "Prelož do angličtiny: „((g:A:Minister|Ministerka)) {A} sa ((g:A:stretol|stretla)) "
             "s veľvyslancom.“ Zdroj: [[Úrad vlády]].",
         ],
         hand=[
             "Poslankyňa <<Ľubica Šimková>> a <<Ľubomír Hudák>> podpísali petíciu. Píšem „Vážená "
             "pani <<Šimková>>“? Adresát: [[Národná rada Slovenskej republiky]].",
         ],
         keep=[
             "[[Národná rada]] a [[Ústavný súd]]: vysvetli ich úlohu.",
             "Je [[Grasalkovičov palác]] otvorený pre verejnosť?",
         ]),
    dict(code="hu", name="Hungarian",
         pool=[("hungarian", 0, 6, {"fg_p": 1.0})],
         tpl=[
             "Foglald össze a jegyzőkönyvet: {A} megnyitotta az ülést, {B} módosító javaslatot "
             "nyújtott be. Helyszín: [[Országház]].",
             "Írj választ. Feladó: {A}. Kérdés: miért nem érkezett meg a szavazólap? Hivatal: "
             "[[Nemzeti Választási Iroda]].",
             "Jelöltlista, ((pick:Debrecen|Szeged|Pécs)): {A}, {B}, {C}. Készíts táblázatot.",
             "Fordítsd le angolra: „{A} miniszter és {B} képviselő a választási törvényről "
             "tárgyalt.” Forrás: [[Miniszterelnökség]].",
         ],
         hand=[
             "<<Kovács Ildikó>> és <<Nagy Ferenc>> aláírták a petíciót. A levélben „Tisztelt "
             "<<Kovács Ildikó>> Asszony!” vagy „Kedves <<Ildikó>>!” a helyes? Címzett: "
             "[[Országgyűlés]].",
         ],
         keep=[
             "Mi a különbség az [[Országgyűlés]] és az [[Alkotmánybíróság]] szerepe között?",
             "Látogatható a [[Karmelita kolostor]] vagy a [[Sándor-palota]]?",
         ]),
    dict(code="ro", name="Romanian",
         pool=[("romanian", 0, 6), ("hungarian", 0, 1)],
         tpl=[
             "Rezumă procesul-verbal: {A} a deschis ședința, iar {B} a depus un amendament. "
             "Locul: [[Palatul Parlamentului]].",
             "Scrie un răspuns pentru ((g:A:domnul|doamna)) {A}, care întreabă de ce nu a primit "
             "cartea de alegător de la [[Autoritatea Electorală Permanentă]].",
             "Lista candidaților pentru consiliul local din ((pick:Cluj|Iași|Brașov)): {A}, {B}, "
             "{C}. Fă un tabel.",
             "Tradu în engleză: „Ministrul {A} s-a întâlnit cu ambasadorul la [[Palatul "
             "Victoria]].”",
         ],
         hand=[
             "Deputata <<Ioana Constantinescu>> și senatorul <<Dragoș Munteanu>> au semnat "
             "petiția. În scrisoare scriu „Stimată doamnă <<Constantinescu>>”? Destinatar: "
             "[[Camera Deputaților]].",
         ],
         keep=[
             "Explică diferența dintre [[Camera Deputaților]] și [[Senatul României]].",
             "Este [[Palatul Cotroceni]] deschis vizitatorilor de [[Ziua Națională]]?",
         ]),
    dict(code="hr", name="Croatian",
         pool=[("croatian", 0, 5), ("bosnian", 0, 2), ("serbian", 0, 1)],
         tpl=[
             "Sažmi zapisnik: {A} je ((g:A:otvorio|otvorila)) sjednicu, a {B} je "
             "((g:B:podnio|podnijela)) amandman. Mjesto: [[Hrvatski sabor]].",
             "Napiši odgovor. Pošiljatelj: {A}. Pitanje: zašto nije stigla obavijest o biračkom "
             "mjestu? Tijelo: [[Državno izborno povjerenstvo]].",
             "Kandidacijska lista, ((pick:Split|Rijeka|Osijek)): {A}, {B}, {C}. Napravi tablicu.",
             "Prevedi na engleski: „((g:A:Ministar|Ministrica)) {A} ((g:A:sastao|sastala)) se s "
             "veleposlanikom.” Mjesto: [[Banski dvori]].",
         ],
         hand=[
             "Zastupnica <<Mirjana Knežević>> i <<Krešimir Jurić>> potpisali su peticiju; pišem li "
             "„Poštovana gospođo <<Knežević>>”? Adresat: [[Ured predsjednika]].",
         ],
         keep=[
             "Objasni ulogu ovih tijela: [[Hrvatski sabor]], [[Ustavni sud]].",
             "Je li [[Markov trg]] otvoren za javnost na [[Dan državnosti]]?",
         ]),
    dict(code="sl", name="Slovenian",
         pool=[("slovenian", 0, 6), ("bosnian", 0, 1)],
         tpl=[
             "Povzemi zapisnik: {A} je ((g:A:odprl|odprla)) sejo, {B} je ((g:B:vložil|vložila)) "
             "amandma. Kraj: [[Državni zbor]].",
             "Napiši odgovor. Pošiljatelj: {A}. Vprašanje: zakaj ni prišlo obvestilo o volišču? "
             "Organ: [[Državna volilna komisija]].",
             "Kandidatna lista, ((pick:Maribor|Celje|Koper)): {A}, {B}, {C}. Naredi tabelo.",
             "Prevedi v angleščino: „((g:A:Minister|Ministrica)) {A} in ((g:B:poslanec|poslanka)) "
             "{B} sta razpravljala o volilnem zakonu.“ Vir: [[Vlada]].",
         ],
         hand=[
             "Poslanka <<Špela Potočnik>> in <<Primož Kranjc>> sta podpisala peticijo. Ali "
             "napišem „Spoštovana gospa <<Potočnik>>“? Naslovnik: [[Državni svet]].",
         ],
         keep=[
             "[[Državni zbor]] in [[Državni svet]]: pojasni razliko.",
             "Ali je [[Vila Podrožnik]] odprta za obiskovalce?",
         ]),
]
