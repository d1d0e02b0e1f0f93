# -*- coding: utf-8 -*-
"""Non-English templates, part A: de, fr, es, it, pt.
Each language: pool = [(origin, native?, weight[, overrides])], tpl (generated prompts),
hand (hand-written hard cases), keep (prompts without names)."""

LANGS_A = [
    dict(code="de", name="German",
         pool=[("german", 0, 5), ("austrian", 0, 2), ("swiss", 0, 1), ("turkish", 0, 1),
               ("polish", 0, 1)],
         tpl=[
             "Fasse bitte das Protokoll der [[Ausschusssitzung]] vom [[Dienstag]] zusammen: "
             "((g:A:Herr|Frau)) {A:tl} eröffnete die Sitzung, {B} berichtete über den [[Haushalt]].",
             "Schreib eine höfliche Antwort an {A} wegen der Beschwerde über die "
             "Briefwahlunterlagen. Die [[Gemeindeverwaltung]] prüft den Fall noch.",
             "Die Landesliste für den [[Wahlkreis]] ((n:100-299)): {A}, {B}, {C}. Erstelle daraus "
             "eine Tabelle mit [[Partei]] und Listenplatz.",
             "Formuliere eine Pressemitteilung des [[Bundesministeriums]] zur Ernennung von {A} "
             "als ((g:A:neuer Staatssekretär|neue Staatssekretärin)).",
             "Im [[Bundestag]] fragte {A} nach der Rente; auf [[Mastodon]] schreibt "
             "((g:A:er|sie)) als @{A:h}. Fasse das für den [[Newsletter]] zusammen.",
         ],
         hand=[
             "Im [[Paul-Löbe-Haus]] trifft sich MdB <<Friederike von der Heyden>> am [[Mittwoch]] "
             "mit <<Sönke Brandt>>; bitte bestätige den Termin bei Frau <<von der Heyden>>.",
         ],
         keep=[
             "Erkläre den Unterschied zwischen [[Erststimme]] und [[Zweitstimme]] bei der "
             "[[Bundestagswahl]].",
             "Buche einen Raum im [[Willy-Brandt-Haus]] für [[Donnerstag]] und informiere das "
             "[[Bürgerbüro]].",
         ]),
    dict(code="fr", name="French",
         pool=[("french", 0, 5), ("breton", 0, 1), ("quebecois", 0, 1), ("moroccan", 0, 1),
               ("algerian", 0, 1), ("senegalese", 0, 1), ("malian", 0, 1), ("haitian", 0, 1)],
         tpl=[
             "Résume le compte rendu du [[Conseil municipal]] : {A} a présenté le budget et {B} "
             "a demandé un vote à bulletin secret.",
             "Rédige une réponse à ((g:A:M.|Mme)) {A:tl}, qui se plaint que sa carte électorale "
             "n'est pas arrivée avant le premier tour. La [[Préfecture]] a été prévenue.",
             "Liste des assesseurs du bureau de vote n° ((n:1-40)) : {A}, {B}, {C}. Fais-en un "
             "tableau pour la [[Mairie]].",
             "Traduis en anglais le communiqué du [[Quai d'Orsay]] : « ((g:A:L'ambassadeur|"
             "L'ambassadrice)) {A} a été ((g:A:reçu|reçue)) par le ministre. »",
             "Corrige ce courriel envoyé par {A:first} au cabinet de la députée {Bf} : « Bonjour, je "
             "vous écris au sujet de la pétition déposée au [[Sénat]]. »",
         ],
         hand=[
             "Au [[Palais Bourbon]], la députée <<Marie-Claire de la Fontaine>> a interpellé le "
             "ministre ; réponds à Mme <<de la Fontaine>> au nom du groupe.",
         ],
         keep=[
             "Explique le rôle de l'[[Assemblée nationale]] et du [[Conseil constitutionnel]] "
             "dans l'adoption d'une loi.",
             "Quels sont les horaires de l'[[Hôtel Matignon]] pendant les [[Journées du "
             "patrimoine]] ?",
         ]),
    dict(code="es", name="Spanish",
         pool=[("spanish", 0, 4), ("mexican", 0, 2), ("argentinian", 0, 1), ("colombian", 0, 1),
               ("chilean", 0, 1), ("peruvian", 0, 1), ("cuban", 0, 1)],
         tpl=[
             "Resume el acta del pleno del [[Ayuntamiento]]: {A} presentó la moción y {B} votó "
             "en contra.",
             "Redacta una respuesta a ((g:A:don|doña)) {A}, que pregunta por qué no ha recibido "
             "la tarjeta censal de la [[Junta Electoral]].",
             "Candidatos al [[Congreso de los Diputados]] por ((pick:Sevilla|Valencia|Zaragoza)): "
             "{A}, {B}, {C}. Ordénalos alfabéticamente por el primer apellido.",
             "Traduce al inglés la nota del [[Ministerio de Asuntos Exteriores]]: «La embajadora "
             "{Af} se reunió con la delegación en el [[Palacio de Santa Cruz]]».",
             "El senador {Am:tl} pide el informe sobre la [[Ley de Transparencia]]. Escribe un "
             "correo a su asesora, {Bf:first}.",
         ],
         hand=[
             "En la [[Moncloa]] esperan a <<María José Ortega de la Torre>> y al "
             "alcalde <<Íñigo Etxeberria Agirre>>; ¿cómo pongo «Sra. <<Ortega>>» en la invitación?",
         ],
         keep=[
             "Explica cómo funciona la [[Ley D'Hondt]] en las elecciones al [[Parlamento de "
             "Andalucía]].",
             "Reserva la [[Sala Clara Campoamor]] del [[Congreso]] para la reunión del [[Grupo "
             "Parlamentario]].",
         ]),
    dict(code="it", name="Italian",
         pool=[("italian", 0, 5), ("maltese", 0, 1), ("albanian", 0, 1), ("romanian", 0, 1)],
         tpl=[
             "Riassumi il verbale del [[Consiglio comunale]]: {A} ha aperto la seduta e {B} ha "
             "presentato l'emendamento.",
             "Scrivi una risposta ((g:A:al signor|alla signora)) {A:tl}, che chiede perché la "
             "tessera elettorale non è arrivata dal [[Comune]].",
             "Elenco degli scrutatori della sezione ((n:1-80)): {A}, {B}, {C}. Prepara una tabella "
             "per la [[Prefettura]].",
             "Traduci in inglese il comunicato della [[Farnesina]]: «((g:A:L'ambasciatore|"
             "L'ambasciatrice)) {A} ha incontrato la delegazione».",
             "((g:A:Il deputato|La deputata)) {A} ha chiesto i dati dell'[[ISTAT]] "
             "sull'affluenza; rispondi a nome dell'ufficio.",
         ],
         hand=[
             "A [[Palazzo Chigi]] arriva la senatrice <<Ludovica Dell'Orto>> con <<Pierpaolo Lo "
             "Russo>>: come scrivo «on. <<Dell'Orto>>» sul cartellino?",
         ],
         keep=[
             "Spiega la differenza tra [[Camera dei Deputati]] e [[Senato della Repubblica]].",
             "Quando è aperto al pubblico [[Palazzo Madama]] e si può visitare [[Montecitorio]]?",
         ]),
    dict(code="pt", name="Portuguese",
         pool=[("portuguese", 0, 4), ("brazilian", 0, 3), ("angolan", 0, 1), ("mozambican", 0, 1)],
         tpl=[
             "Resume a ata da reunião da [[Câmara Municipal]]: {A} apresentou a proposta e {B} "
             "votou contra.",
             "Escreve uma resposta ((g:A:ao Sr.|à Sra.)) {A:tl}, que pergunta onde fica a sua "
             "mesa de voto. A [[Comissão Nacional de Eleições]] já foi contactada.",
             "Lista de candidatos à [[Assembleia da República]] pelo círculo de "
             "((pick:Braga|Setúbal|Faro)): {A}, {B}, {C}.",
             "Traduz para inglês a nota do [[Itamaraty]]: «O embaixador {Am} reuniu-se com a "
             "delegação.»",
             "O deputado {Am} pediu dados ao [[Tribunal Superior Eleitoral]]. Redige o e-mail "
             "para a assessora {Bf:first}.",
         ],
         hand=[
             "No [[Palácio de São Bento]], a deputada <<Maria da Conceição dos Santos Pereira>> "
             "falou depois de <<João Pedro da Silva Nascimento>>. Posso abreviar para «Dep. "
             "<<Conceição Pereira>>»?",
         ],
         keep=[
             "Explica o papel do [[Supremo Tribunal Federal]] e do [[Senado Federal]] no processo "
             "legislativo.",
             "Qual é o horário de visitas do [[Palácio do Planalto]] e do [[Palácio da Alvorada]]?",
         ]),
]
