# -*- coding: utf-8 -*-
"""Non-English templates, part B: nl, sv, da, nb, fi, is."""

LANGS_B = [
    dict(code="nl", name="Dutch",
         pool=[("dutch", 0, 5), ("flemish", 0, 2), ("moroccan", 0, 1), ("turkish", 0, 1)],
         tpl=[
             "Vat de notulen samen: {A} opende de vergadering van de [[Tweede Kamer]]-commissie "
             "en {B} diende een motie in.",
             "Schrijf een antwoord aan ((g:A:de heer|mevrouw)) {A:tl} over de kapotte stembus in "
             "het stembureau. De [[Kiesraad]] is al ingelicht.",
             "Kandidatenlijst voor de gemeenteraad van ((pick:Utrecht|Zwolle|Gent)): {A}, {B}, "
             "{C}. Zet ze in alfabetische volgorde.",
             "Vertaal naar het Engels: 'Minister {A} bezocht het [[Binnenhof]] samen met "
             "staatssecretaris {B}.'",
             "Stuur {A:first} de [[Excel]]-lijst met vrijwilligers voor de campagne en vraag of "
             "{B} ook kan flyeren.",
         ],
         hand=[
             "In de [[Eerste Kamer]] sprak <<Maartje van 't Hof>> na <<Ruud ter Horst>>; schrijf "
             "ik 'mevrouw <<Van 't Hof>>' of 'mevrouw <<van 't Hof>>'?",
         ],
         keep=[
             "Leg uit wat de [[Raad van State]] doet voordat een wet naar de [[Eerste Kamer]] gaat.",
             "Is het [[Catshuis]] open voor publiek en kun je de [[Ridderzaal]] bezoeken op "
             "[[Prinsjesdag]]?",
         ]),
    dict(code="sv", name="Swedish",
         pool=[("swedish", 0, 5), ("finnish", 0, 1), ("sami", 0, 1), ("iranian", 0, 1)],
         tpl=[
             "Sammanfatta protokollet från [[Riksdagen]]: {A} öppnade debatten och {B} yrkade "
             "avslag.",
             "Skriv ett svar till {A} som undrar varför röstkortet inte har kommit från "
             "[[Valmyndigheten]].",
             "Valsedeln för ((pick:Uppsala|Malmö|Luleå)) kommun: {A}, {B}, {C}. Gör en tabell.",
             "Översätt till engelska: 'Statsrådet {A} träffade [[Konstitutionsutskottet]] i "
             "[[Rosenbad]].'",
         ],
         hand=[
             "I [[Riksdagshuset]] mötte <<Per-Olof Åkesson>> och <<Linnéa Sjöberg>> utskottet; "
             "ska det stå '<<Åkesson>>' eller '<<P-O Åkesson>>' på namnskylten?",
         ],
         keep=[
             "Förklara skillnaden mellan [[Regeringskansliet]] och [[Riksdagen]].",
             "Är [[Rosenbad]] öppet för besökare under [[Almedalsveckan]]?",
         ]),
    dict(code="da", name="Danish",
         pool=[("danish", 0, 5), ("faroese", 0, 1), ("turkish", 0, 1)],
         tpl=[
             "Opsummer referatet fra [[Folketinget]]: {A} åbnede debatten, og {B} stillede et "
             "ændringsforslag.",
             "Skriv et svar til {A}, der spørger, hvorfor valgkortet ikke er kommet fra "
             "[[Borgerservice]].",
             "Kandidatlisten i ((pick:Aarhus|Odense|Aalborg)): {A}, {B}, {C}. Lav en tabel.",
             "Oversæt til engelsk: 'Ministeren {A} mødte [[Finansudvalget]] på [[Christiansborg]].'",
         ],
         hand=[
             "På [[Christiansborg]] sidder <<Mads Østergaard>> ved siden af <<Jógvan við Á>>; "
             "skal '<<við Á>>' med på navneskiltet?",
         ],
         keep=[
             "Forklar forskellen mellem [[Folketinget]] og [[Statsministeriet]].",
             "Hvornår er [[Folkemødet]] på [[Bornholm]] i år?",
         ]),
    dict(code="nb", name="Norwegian (Bokmål)",
         pool=[("norwegian", 0, 5), ("sami", 0, 1), ("somali", 0, 1), ("pakistani", 0, 1)],
         tpl=[
             "Oppsummer referatet fra [[Stortinget]]: {A} åpnet debatten og {B} fremmet et "
             "forslag.",
             "Skriv et svar til {A}, som lurer på hvorfor valgkortet ikke har kommet fra "
             "[[Valgdirektoratet]].",
             "Stemmeseddelen for ((pick:Bergen|Tromsø|Drammen)): {A}, {B}, {C}. Lag en tabell.",
             "Oversett til engelsk: 'Statsråd {A} møtte [[Finanskomiteen]] på [[Løvebakken]].'",
         ],
         hand=[
             "<<Máret Somby>> og <<Niillas Gaup>> fra [[Sametinget]] kommer på mandag; skriv en "
             "velkomst til <<Máret>> og <<Niillas>>.",
         ],
         keep=[
             "Forklar forskjellen mellom [[Stortinget]] og [[Statsministerens kontor]].",
             "Er [[Eidsvollsbygningen]] åpen for besøk på [[Grunnlovsdagen]]?",
         ]),
    dict(code="fi", name="Finnish",
         pool=[("finnish", 0, 5), ("sami", 0, 1), ("somali", 0, 1), ("estonian", 0, 1)],
         tpl=[
             "Tiivistä pöytäkirja: {A} avasi keskustelun ja {B} teki muutosehdotuksen. Paikka: "
             "[[Eduskuntatalo]].",
             "Kirjoita vastaus. Lähettäjä: {A}. Kysymys: miksi äänestyskortti ei ole tullut? "
             "Virasto: [[Oikeusministeriö]].",
             "Ehdokaslista, ((pick:Tampere|Oulu|Turku)): {A}, {B}, {C}. Tee taulukko.",
             "Käännä englanniksi: \"Ministeri {A} ja kansanedustaja {B} keskustelivat vaalilaista.\" "
             "Lähde: [[Valtioneuvosto]].",
         ],
         hand=[
             "<<Hanna-Leena Hämäläinen>> ja <<Jukka-Pekka Koskinen>> allekirjoittivat aloitteen. "
             "Kirjoitetaanko nimikylttiin \"<<Hämäläinen>>\" vai koko nimi? Tilaisuus: "
             "[[Säätytalo]].",
         ],
         keep=[
             "Selitä, mitä [[Eduskunta]] ja [[Tasavallan presidentti]] tekevät lainsäädännössä.",
             "Onko [[Säätytalo]] avoinna yleisölle [[Helsinki]]-päivänä?",
         ]),
    dict(code="is", name="Icelandic",
         pool=[("icelandic", 0, 6), ("polish", 0, 1)],
         tpl=[
             "Taktu saman fundargerðina: {A} setti fundinn á [[Alþingi]] og {B} lagði fram "
             "breytingartillögu.",
             "Skrifaðu svar. Sendandi: {A}. Spurning: hvers vegna barst kjörseðillinn ekki frá "
             "[[Þjóðskrá]]?",
             "Framboðslisti í [[Reykjavík]]: {A}, {B}, {C}. Gerðu töflu.",
             "Þýddu á ensku: „{A} ráðherra og {B} þingmaður ræddu kosningalögin.“",
         ],
         hand=[
             "<<Þórdís Sigurðardóttir>> og <<Einar Gunnarsson>> sitja í nefndinni; á nafnspjaldinu "
             "á að standa „<<Þórdís>>“, ekki „<<Sigurðardóttir>>“, ekki satt? Staður: "
             "[[Alþingishúsið]].",
         ],
         keep=[
             "Hvað gerir [[Umboðsmaður Alþingis]]? Og hvað gerir [[Ríkisendurskoðun]]?",
             "Er [[Alþingishúsið]] opið gestum á [[Þjóðhátíðardaginn]]?",
         ]),
]
