# -*- coding: utf-8 -*-
"""Non-English templates (names only in uninflected positions; inflected forms are hand-written in hand.py)."""

NONEN = {
    "de": [
        "Kannst du eine ⟪Mahnung⟫ an §A§ formulieren? Die ⟪Rechnung⟫ vom ⟪März⟫ ist immer noch offen.",
        "Bitte fasse das ⟪Protokoll⟫ zusammen: §A§ übernimmt die ⟪Urlaubsplanung⟫, §B§ kümmert sich um den ⟪Betriebsrat⟫.",
        "Mein Vermieter §Am§ will die ⟪Nebenkosten⟫ um 40 % erhöhen. Ist das erlaubt?",
        "Schreib eine kurze Glückwunschkarte für §A.first§ zur bestandenen ⟪Meisterprüfung⟫.",
        "Sehr geehrte Frau §Af.last§, anbei die ⟪Steuererklärung⟫ für 2024. — klingt das zu steif?",
        "Wer hat die ⟪Kündigung⟫ unterschrieben, §A§ oder die ⟪Personalabteilung⟫?",
        "Übersetze ins Englische: „§A§ ist ab ⟪Montag⟫ im ⟪Homeoffice⟫ erreichbar.“",
        "Der ⟪Kindergarten⟫ hat angerufen: §A.first§ hat Fieber. Wie formuliere ich die ⟪Krankmeldung⟫?",
    ],
    "es": [
        "¿Puedes redactar un correo para §A§ sobre el retraso del ⟪pedido⟫ 5521?",
        "Mi compañera §Af§ dice que la ⟪Seguridad Social⟫ no le ha pagado la baja. ¿Qué trámite tiene que hacer?",
        "Resume el acta: §A§ presentó el presupuesto y §B§ propuso cambiar de proveedor a ⟪Telefónica⟫.",
        "Escribe un mensaje de cumpleaños para mi abuela §Af.first§, cumple 85 el ⟪domingo⟫.",
        "El profesor de mi hijo, §Am§, quiere una reunión el ⟪jueves⟫. ¿Cómo le respondo?",
        "Traduce al inglés: \"§A§ ya firmó el contrato de alquiler en ⟪Valencia⟫.\"",
        "Hola, soy §A.first§ y necesito ayuda con mi ⟪CV⟫ para un puesto en ⟪Mercadona⟫.",
    ],
    "fr": [
        "Peux-tu rédiger une réponse à §A§ qui réclame le remboursement de sa ⟪carte Navigo⟫ ?",
        "Compte rendu : §A§ a présenté le budget, §B§ s'occupe du ⟪CSE⟫.",
        "Mon propriétaire, §Am§, refuse de rendre la caution. Quels sont mes recours auprès de la ⟪CAF⟫ ?",
        "Écris un petit mot pour le départ à la retraite de §A§, qui a passé 30 ans chez ⟪Renault⟫.",
        "Bonjour Madame §Af.last§, je vous contacte au sujet de l'inscription à la ⟪mairie⟫. — est-ce assez poli ?",
        "Traduis en anglais : « §A.first§ arrive ⟪mardi⟫ gare de ⟪Lyon Part-Dieu⟫. »",
        "Le médecin traitant de ma mère est §A§ ; comment changer de médecin sur ⟪Ameli⟫ ?",
    ],
    "it": [
        "Puoi scrivere una mail a §A§ per sollecitare il pagamento della ⟪fattura⟫ di ⟪gennaio⟫?",
        "Il mio collega §Am§ non risponde mai su ⟪Teams⟫. Come glielo faccio notare con gentilezza?",
        "Verbale: §A§ ha presentato il bilancio; §B§ si occupa dell'⟪INPS⟫.",
        "Scrivi un biglietto di auguri per §A.first§ che si sposa a ⟪Bologna⟫ a ⟪giugno⟫.",
        "La dottoressa §Af§ mi ha prescritto l'⟪Augmentin⟫, posso prenderlo a stomaco vuoto?",
        "Traduci in inglese: \"§A§ ha già firmato il contratto d'affitto.\"",
    ],
    "pt": [
        "Pode escrever um e-mail para §A§ sobre o atraso na entrega do ⟪Mercado Livre⟫?",
        "Minha chefe, §Af§, pediu o relatório até ⟪sexta-feira⟫. Como peço mais prazo?",
        "Resumo da reunião: §A§ apresentou o orçamento e §B§ ficou com o ⟪RH⟫.",
        "Escreva uma mensagem de aniversário para o meu avô §Am.first§, ele faz 80 anos.",
        "O síndico §Am§ quer aumentar o condomínio em ⟪janeiro⟫. Isso é permitido?",
        "Traduza para o inglês: \"§A.first§ chega ao ⟪Porto⟫ amanhã de manhã.\"",
    ],
    "nl": [
        "Kun je een mail aan §A§ schrijven over de achterstallige ⟪huur⟫?",
        "Notulen: §A§ presenteert de begroting, §B§ regelt het contact met de ⟪Belastingdienst⟫.",
        "Mijn buurman §Am§ heeft een schutting op mijn grond gezet. Wat kan ik doen?",
        "Schrijf een kaartje voor §A.first§, die ⟪zaterdag⟫ afstudeert in ⟪Utrecht⟫.",
        "Vertaal naar het Engels: \"§A§ heeft de ⟪offerte⟫ goedgekeurd.\"",
    ],
    "sv": [
        "Kan du skriva ett mejl till §A§ om fakturan från ⟪Telia⟫?",
        "Min chef §A§ vill att jag jobbar på ⟪midsommar⟫. Måste jag?",
        "Sammanfatta mötet: §A§ tar hand om budgeten och §B§ om rekryteringen.",
        "Översätt till engelska: \"§A.first§ kommer till ⟪Göteborg⟫ på ⟪fredag⟫.\"",
    ],
    "id": [
        "Tolong buatkan email untuk §A§ tentang keterlambatan pembayaran ⟪BPJS⟫.",
        "Atasan saya, §A§, minta laporan selesai hari ⟪Jumat⟫. Bagaimana cara minta perpanjangan?",
        "Ringkas notulen: §A§ menyampaikan anggaran, §B§ mengurus vendor ⟪Telkomsel⟫.",
        "Terjemahkan ke bahasa Inggris: \"§A.first§ sudah sampai di ⟪Surabaya⟫.\"",
    ],
    "da": [
        "Kan du skrive en mail til §A§ om huslejen for ⟪december⟫?",
        "Referat: §A§ står for budgettet, og §B§ kontakter ⟪SKAT⟫.",
        "Oversæt til engelsk: \"§A.first§ kommer til ⟪Aarhus⟫ på ⟪mandag⟫.\"",
    ],
    "pl": [
        "Napisz proszę maila do klienta. Podpis: §A§, ⟪Dział Obsługi Klienta⟫.",
        "Lista obecności: §A§, §B§, §C§. Ułóż ją alfabetycznie.",
        "Przetłumacz na angielski: \"Kierownik projektu: §A§. Termin: ⟪piątek⟫.\"",
    ],
    "tr": [
        "Müşteri adı: §A§. Sipariş ⟪Trendyol⟫ üzerinden verildi, iade nasıl yapılır?",
        "Toplantı notu: bütçeyi §A§ sundu, ⟪SGK⟫ işlemleri §B§ tarafından yürütülecek.",
        "İngilizceye çevir: \"§A§ ⟪Ankara⟫ ofisinde çalışıyor.\"",
    ],
    "ro": [
        "Poți scrie un e-mail către §A§ despre factura de la ⟪Enel⟫?",
        "Minută: §A§ a prezentat bugetul, iar §B§ se ocupă de ⟪ANAF⟫.",
        "Tradu în engleză: \"§A.first§ ajunge la ⟪Cluj⟫ ⟪vineri⟫.\"",
    ],
}
