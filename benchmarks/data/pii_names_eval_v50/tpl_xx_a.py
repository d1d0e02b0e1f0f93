# -*- coding: utf-8 -*-
"""Non-English templates, part A.  (lang, person pool, name templates, keep templates)"""
LANGS = [
    ("de", ["german", "austrian", "swiss"], [
        "Fass bitte zusammen: Der [[Monteur]] {Am} hat am [[Umspannwerk]] [[Kaiserstraße]] den [[Trafo]] geprüft, die [[Störung]] ist behoben.",
        "Schreib eine freundliche Antwort an Frau {Af:last}, die ihre [[Stromrechnung]] und den neuen [[Abschlag]] nicht versteht.",
        "Herr {Am} meldet seit [[Montag]] kein Internet; der [[Router]] von {K:co} blinkt rot. Was soll der [[Support]] fragen?",
        "Bitte formuliere die [[Schichtübergabe]] von {A} an {B} in der [[Netzleitstelle]] sauber aus.",
    ], [
        "Erkläre einem Kunden den Unterschied zwischen [[Grundpreis]] und [[Arbeitspreis]] beim [[Stromtarif]] von {K:co}.",
        "Die [[Zählerablesung]] für den [[Wasserzähler]] im [[Januar]] fehlt; schreib eine Erinnerung an die [[Hausverwaltung]].",
    ]),
    ("fr", ["french", "belgian", "quebecois", "breton"], [
        "Peux-tu résumer l'intervention de {A} sur le compteur [[Linky]] du client ?",
        "Rédige une réponse polie à Mme {Af:last}, qui conteste sa facture de gaz de [[GRDF]].",
        "M. {Am} signale une coupure de la [[Livebox]] depuis trois jours. Que doit demander le support ?",
        "Le technicien {Am} et sa collègue {Bf} ont remplacé le disjoncteur au poste [[Beaumont]]. Rédige le compte rendu.",
    ], [
        "Explique la différence entre l'heure creuse et l'heure pleine sur le tarif [[Tempo]] d'[[EDF]].",
    ]),
    ("es", ["spanish", "mexican", "colombian", "argentine"], [
        "Resume la incidencia: el técnico {Am} cambió el contador en la subestación [[San Rafael]].",
        "Redacta una respuesta a la Sra. {Af:last}, que reclama una factura de luz de [[Iberdrola]] demasiado alta.",
        "El cliente {Am} quiere hacer la portabilidad de su línea a [[Movistar]]. ¿Qué datos necesitamos?",
        "Turno de guardia: {A} cubre el [[sábado]] y {B} el domingo. Escríbelo como tabla.",
    ], [
        "Explica el bono social eléctrico y la tarifa [[PVPC]] a un cliente de [[Sevilla]].",
    ]),
    ("it", ["italian"], [
        "Riassumi il rapporto: il tecnico {Am} ha sostituito il contatore [[Enel]] in via [[Garibaldi]].",
        "Scrivi una risposta cortese alla sig.ra {Af:last}, che contesta la bolletta dell'acqua.",
        "L'ing. {A} e {B} hanno ispezionato la cabina primaria [[Santa Chiara]]. Prepara il verbale.",
    ], [
        "Spiega la differenza tra fascia F1 e F2 nella bolletta di [[Hera]] per un cliente di [[Bologna]].",
    ]),
    ("pt", ["portuguese", "brazilian"], [
        "Resume a ocorrência: o técnico {Am} religou a energia na subestação [[São Jorge]].",
        "Escreve uma resposta à Sra. {Af:last}, que reclama da fatura da [[EDP]] deste mês.",
        "O cliente {Am} pediu a portabilidade do número para a [[Vivo]]. Que documentos são necessários?",
    ], [
        "Explica a tarifa bi-horária da [[E-Redes]] a um cliente de [[Coimbra]].",
    ]),
    ("nl", ["dutch", "frisian", "belgian"], [
        "Vat samen: monteur {A} heeft de slimme meter van [[Enexis]] vervangen.",
        "Schrijf een nette reactie aan mevrouw {Af:last}, die haar eindafrekening van [[Vattenfall]] niet begrijpt.",
        "Meneer {Am} heeft sinds [[Koningsdag]] geen glasvezel meer. Wat moet de helpdesk vragen?",
    ], [
        "Leg het verschil uit tussen salderen en terugleveren voor een klant uit [[Zwolle]] met panelen van [[SolarEdge]].",
    ]),
    ("ca", ["catalan"], [
        "Resumeix l'avís: la tècnica {Af} ha revisat la subestació [[Sant Andreu]].",
        "Redacta una resposta a la Sra. {Af:last}, que no entén la factura d'[[Endesa]].",
        "El client {Am} vol canviar la tarifa de fibra de [[Parlem]]. Què li hem de dir?",
    ], [
        "Explica com llegir el comptador intel·ligent d'[[Endesa]] a un veí de [[Girona]].",
    ]),
    ("pl", ["polish"], [
        "Podsumuj zgłoszenie: monter {Am} wymienił licznik w stacji [[Tauron]] przy ulicy [[Chopina]].",
        "Napisz uprzejmą odpowiedź: Pani {Af} reklamuje rachunek za prąd z [[PGE]].",
        "Pan {Am} zgłosił brak sygnału po przeniesieniu numeru do [[Play]]. Co powinien sprawdzić konsultant?",
    ], [
        "Wyjaśnij klientowi z miasta [[Gdańsk]] taryfę G12 i rolę operatora [[Energa]].",
    ]),
    ("cs", ["czech"], [
        "Shrň hlášení: technik {Am} vyměnil elektroměr v rozvodně [[Malešice]].",
        "Napiš zdvořilou odpověď: paní {Af} reklamuje vyúčtování od [[ČEZ]].",
        "Pan {Am} nemá od [[pondělí]] internet a router od [[Vodafone]] bliká. Co má podpora zjistit?",
    ], [
        "Vysvětli zákazníkovi z [[Brna]] rozdíl mezi sazbou D02d a D25d u [[E.ON]].",
    ]),
    ("sk", ["slovak"], [
        "Zhrň hlásenie: technik {Am} vymenil elektromer v rozvodni [[Podunajské Biskupice]].",
        "Napíš zdvorilú odpoveď: pani {Af} reklamuje faktúru od [[ZSE]].",
        "Pán {Am} nahlásil výpadok internetu od [[Orange]]. Čo má technik skontrolovať?",
    ], [
        "Vysvetli zákazníkovi z [[Košíc]] dvojtarif od [[VSD]].",
    ]),
    ("hu", ["hungarian"], [
        "Foglald össze: {A} szerelő kicserélte a mérőórát az [[ELMŰ]] alállomásán.",
        "Írj udvarias választ {Af} ügyfélnek, aki vitatja a [[Főgáz]] számláját.",
        "{Am:last} úr szerint a [[Telekom]] router hétfő óta nem működik. Mit kérdezzen az ügyfélszolgálat?",
    ], [
        "Magyarázd el egy ügyfélnek (lakhely: [[Debrecen]]) a [[H-tarifa]] lényegét.",
    ]),
    ("ro", ["romanian"], [
        "Rezumă intervenția: tehnicianul {Am} a înlocuit contorul [[Electrica]] din stația [[Grozăvești]].",
        "Scrie un răspuns politicos doamnei {Af}, care contestă factura de gaz de la [[Engie]].",
        "Domnul {Am} a cerut portarea numărului la [[Digi]]. Ce acte îi trebuie?",
    ], [
        "Explică unui client din [[Cluj]] cum funcționează contorul inteligent de la [[Hidroelectrica]].",
    ]),
]
