# -*- coding: utf-8 -*-
"""Hand-written templates for the v8 corpus.

Markup: {A} full name of person A ({Af}/{Am} force gender; {A:first}, {A:last}, {A:handle},
{A:initlast}, {A:lastfirst} give other forms of the same person's name), {P}/{Q} a
native-script name for the prompt's language, {K:pool} a keep word drawn from keep_pools,
[[...]] a literal keep word, <<...>> a literal name.
"""

BUSINESS = [
    "Draft a polite payment reminder to {A} at [[Deloitte]] about invoice INV-2291, which was due last [[Friday]]. Mention the [[VAT]] breakdown.",
    "Invoice #4471\nBill to: {A}, [[Procurement]], {K:company} GmbH\nAmount: EUR 12,400.00 incl. [[VAT]]\nDue: 14 [[March]] 2025\n\ncan you check if the totals add up",
    "CRM export row: Account=[[Maersk]] | Contact={A} | Stage=Negotiation | Owner={B} | Next step: demo on [[Thursday]]",
    "Summarise this contract clause: 'This Agreement is entered into by {K:company} Ltd., represented by its [[CEO]] {A}, and the Supplier, represented by {B}.'",
    "pls write a short follow-up to {A:first} from {K:company}, we met at the trade fair in {K:place}, they wanted pricing for 500 seats of {K:product}",
    "Our [[CFO]] {A} needs a one-page summary of the Q3 spend with {K:company}. Keep it under 200 words and include the [[EUR]] totals.",
    "Purchase order PO-88213 was approved by {A} ([[Finance]]) and sent to the vendor contact {B}. The supplier says they never received it. Write an email asking them to confirm.",
    "Can you turn this into a formal quote? Client: {A}, {K:company} | 3x laptops, 2x docking stations | delivery before [[Christmas]] | payment terms 30 days",
    "Lease agreement between {A} (landlord) and {B} (tenant) for the flat in {K:place}. Rent 1,150 per month, deposit two months. Please list the missing clauses.",
    "Reimbursement request: {A} paid the hotel in {K:place} with a personal card. Total 384.20 incl. [[VAT]]. Which cost centre should [[Payroll]] book this to?",
    "Write a LinkedIn recommendation for {A}, who led the [[Salesforce]] migration at {K:company} for two years.",
    "Supplier onboarding form\nCompany: {K:company}\nPrimary contact: {A}\nBilling contact: {B}\n[[IBAN]]: on file\nPlease flag any field that looks incomplete.",
    "The [[NDA]] with {K:company} is signed by {A} but the countersignature from {B} is missing. How do I chase this without sounding rude?",
    "Create a short thank-you note to {A} for renewing the support contract ([[SLA]] gold tier) for another year.",
    "Expense report approved by {A} on 2 [[June]], rejected line: taxi 47.50 (no receipt). Explain to the employee why.",
    "We're switching accountants. Old firm contact: {A}. New firm contact: {B} at [[Accenture]]. Draft the handover email asking for the ledgers.",
    "Hi, I run a small bakery. My wholesaler rep {A} raised flour prices 18% without notice. Is that allowed under a normal supply contract? We're in the [[UK]].",
    "Quarterly business review: attendees {A} ({K:company}), {B} (our side). Agenda: renewal, [[KPI]] review, roadmap. Turn this into a calendar invite text.",
    "Refund request from customer {A}, order 55-10293, item arrived broken, bought on [[Amazon]] marketplace via our store. Write a reply offering replacement or refund.",
    "Letter of intent: {K:company} intends to acquire 20% of the shares held by {A}. Make the wording less aggressive.",
    "Vendor scorecard — contact {A:lastfirst}; delivery on time 92%; quality issues: 3 in [[October]]. Write a two-line summary.",
    "payslip question: my employer {K:company} lists {A} as the payroll contact but the [[PTO]] balance is wrong, how do i phrase the complaint",
]

CASING = [
    "my friend {A} said the {K:product} license expired on {K:weekday}, can you help me write an email to [[IT]]",
    "Please remind {A} that the [[QA]] sign-off is due before {K:month} 15.",
    "can u write a birthday message for {A}? she loves {K:brand} stuff lol",
    "URGENT: {A} has not received the {K:acronym} documents. Please resend today.",
    "I need a short bio for {A}, keynote speaker at the {K:place} tech summit in {K:month}.",
    "ask {A} if the {K:lib} upgrade broke the build on {K:weekday}",
    "Translate to Spanish: {A} will arrive at {K:landmark} at 9 am.",
    "Notice to all staff: {A} is the new point of contact for [[HR]] questions.",
    "write a limerick about {A} and their obsession with {K:plang}",
    "Is it rude to cc {A} on the reply to the {K:company} complaint?",
    "Summarise the call with {A} — we agreed on a {K:month} launch and a new [[SLA]].",
    "help me say no to {A} who keeps asking me to cover shifts on {K:weekday} nights",
]

CODE = [
    "# TODO({A:handle}): remove this workaround once [[Pandas]] 2.2 is out\ndf = df.fillna(0)\n\nwhat does this line do?",
    "git log --oneline shows:\n\ncommit 3f9a2c1\nAuthor: {A} <{A:handle}@example.org>\nDate:   [[Tue]] Mar 4 10:12:55 2025 +0100\n\n    Fix race in [[Redis]] lock\n\nexplain the commit message",
    "// author: {A}\n// reviewed-by: {B}\nfunction parseInvoice(raw) {\n  return JSON.parse(raw);\n}\nwhy would this throw on an empty string?",
    "/**\n * @author {A:lastfirst}\n * @since 2.3\n */\npublic class RetryPolicy { }\n\nadd javadoc for a maxAttempts field",
    "SELECT * FROM employees WHERE manager = '{A}' AND dept = 'Sales';\n-- why does this return nothing in [[Postgres]]?",
    "Co-authored-by: {A} <{A:handle}@users.noreply.github.com>\n\nwhat is this trailer in a git commit for?",
    "CODEOWNERS:\n/src/payments/  @{A:handle}\n/infra/         @{B:handle}\n\nwho reviews a change to /src/payments/refund.py?",
    "fixtures/users.json:\n[{\"id\": 1, \"name\": \"{A}\", \"role\": \"admin\"}, {\"id\": 2, \"name\": \"{B}\", \"role\": \"viewer\"}]\nwrite a [[pytest]] fixture that loads this",
    "maintainers:\n  - name: {A}\n    email: {A:handle}@example.net\n  - name: {B}\n\nthis is from our Chart.yaml, is the format valid for [[Helm]]?",
    "2025-03-11T08:14:02Z INFO  auth: login ok user={A:handle} ip=10.0.3.7\n2025-03-11T08:14:09Z WARN  auth: token near expiry user={A:handle}\nwhat does the second line mean?",
    "-- reviewed by {A:initlast}\nCREATE INDEX idx_orders_customer ON orders(customer_id);\nwill this lock the table in [[MySQL]]?",
    "<!-- layout by {A}, do not touch -->\n<div class=\"hero\">...</div>\nhow do I center this with flexbox?",
    "def test_greeting():\n    assert greet(\"{A}\") == \"Hello, {A:first}!\"\n\nthe test fails with a trailing space, why",
    "package.json:\n\"author\": \"{A} <{A:handle}@example.com>\",\n\"license\": \"MIT\"\nshould I also add a contributors field?",
    "# Maintainer: {A}\nFROM python:3.12-slim\nRUN pip install [[Flask]]\nhow can I make this image smaller?",
    "Jira ticket PAY-412 assigned to {A}, reporter {B}: \"[[Kafka]] consumer lag spikes every night at 02:00\". Suggest likely causes.",
    "PR #812 by @{A:handle}: \"Migrate auth to [[OAuth]] 2.1\". Review comments from @{B:handle} say the refresh flow is wrong. Summarise the PR for the changelog.",
    "```yaml\non_call:\n  primary: {A}\n  secondary: {B}\n  escalation: {K:dept}\n```\nturn this into a [[Markdown]] table",
    "[user]\n    name = {A}\n    email = {A:handle}@example.org\nthis is my .gitconfig, how do I set a different email for work repos?",
    "console.log(`Welcome back, ${user}`) // {A:first} asked for this on {K:weekday}\nhow do I make it bold in the terminal",
]

LISTS = [
    "Add {A}, {B} and {C} to the [[Slack]] channel for the {K:place} office.",
    "name,email_domain,team\n{A},example.com,[[Finance]]\n{B},example.com,[[Legal]]\n{C},example.org,[[Marketing]]\nsort this CSV by team",
    "Attendees:\n- {A}\n- {B}\n- {C}\nAbsent: {D}\nWrite minutes for the [[Tuesday]] stand-up.",
    "Seating plan for the wedding, table 4: {A}; {B}; {C}; {D}. Can you check nobody at this table is vegetarian? (menu attached, [[Gluten]]-free option too)",
    "Authors: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}. Format this as an APA reference for a 2023 paper in [[Nature]].",
    "1. {A} — kickoff\n2. {B} — budget\n3. {C} — [[Q&A]]\nmake this agenda look nicer",
    "pls split the team into 2 groups for the hackathon: {A}, {B}, {C}, {D}, {E}. we need a [[React]] person in each",
    "Roster for {K:month}: {A} (mornings), {B} (evenings), {C:first} (weekends only). Anyone missing a day off?",
    "Recipients: {A} / {B} / {C}\nSubject: [[Easter]] closing times\nwrite the body",
    "Who should I invite from this list to the [[OKR]] planning: {A}, {B}, {C}? Give pros and cons for each role, not people.",
    "student_id;full_name;grade\n1041;{A};B+\n1042;{B};A\n1043;{C};C\ncompute the average grade (A=4, B=3, C=2, +0.3)",
    "Thanks to {A}, {B} & {C} for organising the [[Diwali]] party! Write a short thank-you post for the intranet.",
    "Speakers (in order): {A}, {B}, {C} and {D}. Write a 30-second intro for each based on their talk titles: [[Kubernetes]] costs, hiring, accessibility, [[GDPR]].",
    "Reviewers: {A:first}, {B:first}, {C}\nDeadline: {K:weekday}\nremind them politely",
]

POSSESSIVE = [
    "Can you proofread {A}'s cover letter before {K:weekday}?",
    "I borrowed {A}’s charger and now it's broken. How do I apologise?",
    "{A}'s flight from {K:place} lands at 6pm, what's the fastest way to the hotel?",
    "Please compare {A}'s and {B}'s proposals for the [[Q4]] campaign.",
    "We're moving {A:first}'s desk next to [[Finance]]. Write an announcement.",
    "The dog is {A}'s, the cat is mine. How do we split custody of pets in a breakup in the [[UK]]?",
    "Rewrite {A}'s bio so it sounds less like a CV and more like a conference blurb for {K:place}.",
    "Summarise Ms {Af:last}'s feedback on the {K:product} rollout: too many notifications, good search.",
    "I think {A}'s code review comments on the [[Django]] PR are too harsh. How do I bring it up?",
    "Update the doc: replace {A}’s phone extension with the [[HR]] hotline.",
    "Is {A}'s leave on {K:month} 3rd approved? Draft the reply as if it is.",
    "My landlord {A} says it's {A:first}'s right to enter without notice. Is that true in {K:place}?",
    "Organise {A}'s farewell lunch — budget 25 per head, somewhere near {K:landmark}.",
    "Write a toast for {A}'s retirement party. 40 years at {K:company}!",
]

QUOTED = [
    "---------- Forwarded message ---------\nFrom: {A} <{A:handle}@example.com>\nDate: {K:weekday}, 3 [[April]] 2025\nSubject: Re: [[Q2]] budget\n\nHi all, numbers attached.\n\nwhat's the tone of this email?",
    "> On Mon, {A} wrote:\n> Can we push the release to next week?\n\nhow do I reply no without sounding rude",
    "[09:14] {A}: is the build green?\n[09:15] {B}: nope, [[Jenkins]] is down again\n[09:16] {A}: ugh\nsummarise this chat for the incident report",
    "{A}: can you send me the slides\n{B}: which ones\n{A}: the {K:product} ones from yesterday\nwho is asking for what here?",
    "Hi {A:first},\n\nThanks for the quick turnaround on the [[API]] docs. One question about pagination.\n\nBest,\n{B}\n\nmake this email more formal",
    "\"I'll have the draft by {K:weekday},\" {A} told me, and then went silent for two weeks. How do I follow up?",
    "Dear {A},\nwe regret to inform you that your application for the [[Senior]] Data Engineer role...\n\nis this rejection letter too cold?",
    "WhatsApp export:\n12/03/25, 21:04 - {A}: r u coming to the match\n12/03/25, 21:06 - {B}: yes, meet at the [[Chelsea]] gate\ntranslate to German",
    "Kind regards,\n{A}\nSenior Account Manager | {K:company}\n\nshould the job title go above or below the company name in a signature?",
    "Caller: {A}\nAgent: Thank you for calling, how can I help?\nCaller: My [[Vodafone]] bill doubled this month.\nwrite the ticket summary",
    "Phishing? The mail says it's from {A}, our [[CEO]], asking me to buy gift cards urgently. Sender address is ceo-office@mail-secure.top",
    "Quote from the interview: \"We never planned to go public,\" said {A}, co-founder of the startup. Paraphrase it for a news brief.",
    "From: {A}\nTo: {B}\nCc: {C}\nSubject: [[Onboarding]] checklist\n\ncan you make a checklist from this thread",
    "Reply from the support agent {A}: 'Your refund was processed on {K:month} 2.' It still hasn't arrived. Next steps?",
]

TITLES = [
    "Please book an appointment with Dr. {A:last} for next {K:weekday}.",
    "Write a formal letter to Prof. {A} asking for a recommendation letter for my [[PhD]] application.",
    "Dear Mrs. {Af:last}, thank you for your order. <- how do I continue this in a friendly way?",
    "Mr. {Am} called about the [[Tesla]] lease, can you draft a callback note?",
    "Sehr geehrter Herr {Am:last}, — is this the right way to open a German business email?",
    "Estimada Señora {Af:last}: how do I end a Spanish formal letter?",
    "Capt. {A} will brief the crew at 0600. Rewrite as a polite notice.",
    "Translate: Madame {Af:last} sera absente jusqu'à [[Lundi]].",
    "Write an invitation to Sir {Am} to open the new library wing in {K:place}.",
    "Mx. {A} asked to be addressed without gendered pronouns in the [[HR]] system. How do I update our templates?",
    "Rev. {A:last} will officiate the ceremony on {K:month} 12. Draft the programme.",
    "Sgt. {A:last} and Lt. {B:last} are on the duty roster for {K:weekday}. Is that a conflict?",
    "Hon. {A}, Member of Parliament, will speak at the event. How should I address them in the intro?",
    ("Gentile Dott.ssa {Af:last}, — what is the full Italian opening for a medical email?", ["italian", "albanian", "romanian", "argentine"]),
    ("Szanowna Pani {Af:first}, how do I continue a Polish formal email?", ["polish"]),
    "Judge {A:last} postponed the hearing to {K:month}. Explain what a continuance is.",
    "Please address the envelope to Ing. {A} at {K:company}.",
    "Prof. Dr. {A:last} wants the slides in [[PDF]], not [[PowerPoint]].",
    "My kid's teacher is Ms. {Af:last}, she asked for a meeting on {K:weekday}. What should I ask her?",
    "Is 'Dear Dr {A:last}' or 'Dear Doctor {A:last}' more correct in [[British]] English?",
    ("Sheikh {Am} will be visiting the {K:place} office — any protocol tips?", ["gulf_arab", "levantine", "egyptian", "moroccan", "somali", "hausa"]),
    "Coach {A:last} wants the team at the field by 7. Write a text to the parents.",
]

POSITION = {
    "start": [
        "{A} asked me to reschedule the {K:product} demo to {K:weekday}. Write the email.",
        "{A} is my new manager. How do I introduce myself?",
        "{A:first} wants the report in [[Excel]], not [[PDF]] — convert this table?",
        "{A} and I disagree about the [[API]] versioning scheme. Summarise both sides.",
        "{A} — can you write a haiku about autumn in {K:place}?",
    ],
    "middle": [
        "Yesterday I met with {A} to discuss the {K:month} budget and the [[EU]] grant.",
        "The package for {A} arrived damaged, what should I write to the courier?",
        "Could you ask {A} whether the {K:lib} migration is finished?",
        "I told {A} the [[VAT]] return was filed, but it wasn't. How do I correct that?",
        "Our neighbour {A} keeps parking in front of our garage every {K:weekday}.",
    ],
    "end": [
        "Write a thank-you card for my piano teacher {A}",
        "Please forward the {K:acronym} checklist to {A}.",
        "Who should sign the delivery note? The courier says it must be {A}",
        "Draft a short message declining the {K:holiday} party invite from {A}.",
        "The new intern on the {K:dept} team is {A}",
    ],
}

CULTURES = [
    "Write a warm welcome message for {A}, who joins our {K:place} office on {K:weekday}.",
    "How do I correctly pronounce {A}? They are presenting at our [[Zoom]] all-hands.",
    "My colleague {A} is {K:holiday}-ing this week — is it okay to send a greeting, and what should it say?",
    "Please write a reference letter for {A}, who worked with me for three years as a data analyst.",
    "Book a table for {A} and {B} at 7pm on {K:weekday}, and confirm by email.",
    "Draft a condolence note to {A} on the loss of their father. Keep it short and sincere.",
    "{A} will be our guest speaker on {K:plang} tooling. Write a 3-sentence introduction.",
    "I need to send flowers to {A} in {K:place}, any local etiquette I should know?",
    "Can you check the spelling of {A} on this conference badge? I think the accents are wrong.",
    "Put {A} and {B} on the same project team for the {K:month} sprint and write the kickoff note.",
    "Our tenant {A} wants to sublet the room during {K:holiday}. What should the agreement say?",
    "Write an email to {A} confirming the visa interview date at the [[US]] embassy.",
]

NONENGLISH = {
    "de": [
        "Bitte schreib eine kurze [[Rechnung]] an {A} für die Beratung im [[März]], inklusive [[Mehrwertsteuer]].",
        "Kannst du Frau {Af:last} mitteilen, dass der [[Termin]] beim [[Finanzamt]] auf [[Donnerstag]] verschoben wurde?",
        "Mein Kollege {Am} braucht bis [[Freitag]] eine Zusammenfassung des [[Vertrags]]. Hilf mir beim Formulieren.",
    ],
    "fr": [
        "Peux-tu rédiger un courriel à {A} pour confirmer la réunion de [[Mardi]] à [[Lyon]] ?",
        "Madame {Af:last} demande une copie de la [[Facture]] d'avril. Réponds poliment, s'il te plaît.",
        "Résume l'échange entre {A} et {B} sur le budget de la [[Région]].",
    ],
    "es": [
        "¿Puedes escribir un correo a {A} para avisarle que el pedido llega el [[Lunes]]?",
        "La señora {Af:last} pidió la [[Factura]] con [[IVA]] desglosado. Redacta la respuesta.",
        "Necesito un mensaje de felicitación para {A} por su nuevo puesto en [[Telefónica]].",
    ],
    "it": [
        "Scrivi una mail a {A} per confermare l'appuntamento di [[Mercoledì]] a [[Milano]].",
        "Il dottor {Am:last} ha chiesto il referto in [[PDF]]. Come rispondo?",
        "Riassumi la telefonata con {A}: vuole lo sconto sulla fornitura di [[Gennaio]].",
    ],
    "pt": [
        "Escreve um e-mail para {A} a confirmar a reunião de [[Segunda]]-feira em [[Lisboa]].",
        "A cliente {Af} reclamou da entrega atrasada pelos [[Correios]]. Como respondo?",
        "Preciso de uma mensagem de aniversário para {A}, que adora [[Flamengo]].",
    ],
    "nl": [
        "Kun je een mail aan {A} schrijven over de vertraagde levering uit [[Rotterdam]]?",
        "Mevrouw {Af:last} vraagt of de [[BTW]] al is afgedragen. Wat antwoord ik?",
        "Vat het gesprek met {A} samen: ze willen de [[Koningsdag]] borrel verplaatsen.",
    ],
    "pl": [
        "{A} prosi o przesłanie faktury do [[Piątku]]. Napisz krótką odpowiedź.",
        "Klient: {A}. Temat: reklamacja telewizora [[Samsung]]. Przygotuj odpowiedź.",
        ("Szanowna Pani {Af:first}, dziękujemy za zgłoszenie. <- dokończ ten e-mail", ["polish"]),
    ],
    "sv": [
        "Kan du skriva ett mejl till {A} om mötet på [[Tisdag]] i [[Göteborg]]?",
        "{A} undrar om fakturan från [[Ericsson]] är betald. Svara kort.",
        "Sammanfatta samtalet med {A} om festen på [[Midsommar]].",
    ],
    "tr": [
        "{A} ile [[Pazartesi]] günü yapılacak toplantı için bir e-posta yazar mısın?",
        "Müşteri {A} faturadaki [[KDV]] tutarına itiraz ediyor. Nasıl cevap vereyim?",
        ("{Af:first} Hanım [[Ankara]] ofisine taşınıyor, bir veda mesajı yaz.", ["turkish", "azerbaijani"]),
    ],
    "cs": [
        "{A} žádá o zaslání faktury do [[Pátku]]. Napiš stručnou odpověď.",
        "Paní {Af:last} se ptá na [[DPH]] v objednávce. Jak odpovědět?",
        "Shrň schůzku s {A} o rozpočtu na [[Vánoce]].",
    ],
    "ru": [
        "Контакт: {P}. Тема: задержка поставки в [[Казань]]. Напиши вежливый ответ.",
        "Составь поздравление с днём рождения. Кому: {P}. Подарок: часы [[Casio]].",
        "Итоги встречи ({P}, {Q}): перенести релиз на [[Понедельник]].",
    ],
    "el": [
        "Γράψε ένα email προς: {P}, για τη συνάντηση της [[Δευτέρας]] στην [[Αθήνα]].",
        "Πελάτης: {P}. Παράπονο: καθυστέρηση παράδοσης από [[ACS]]. Πρότεινε απάντηση.",
        "Συμμετέχοντες: {P}, {Q}. Θέμα: προϋπολογισμός [[ΦΠΑ]]. Γράψε πρακτικά.",
    ],
    "ar": [
        "اكتب رسالة إلى {P} لتأكيد الاجتماع يوم [[الأحد]] في [[دبي]].",
        "العميل: {P} . الشكوى: تأخر شحنة [[أمازون]] . اقترح ردًا مهذبًا.",
        "لخص المكالمة مع {P} حول ميزانية [[رمضان]] .",
    ],
    "he": [
        "כתוב מייל אל {P} כדי לאשר את הפגישה ביום [[שלישי]] ב [[חיפה]] .",
        "לקוח: {P} . תלונה: החשבונית מ [[בזק]] כפולה. הצע תשובה.",
        "סכם את השיחה עם {P} על התקציב של [[פסח]] .",
    ],
    "hi": [
        "{A} को [[सोमवार]] की मीटिंग की पुष्टि के लिए एक ईमेल लिखिए।",
        "ग्राहक: {A} । शिकायत: [[Flipkart]] से ऑर्डर देर से आया। जवाब लिखिए।",
        "{A} और {B} के बीच [[दिवाली]] बजट पर हुई बातचीत का सारांश दीजिए।",
    ],
    "zh": [
        "请帮我给 {P} 写一封邮件，确认 [[周一]] 在 [[上海]] 的会议。",
        "客户 {P} 投诉 [[京东]] 的快递太慢，请帮我回复。",
        "请总结 {P} 和 {Q} 关于 [[春节]] 预算的讨论。",
    ],
    "ja": [
        "{P} さんに、「[[月曜日]]」の会議の確認メールを書いてください。",
        "お客様 {P} 様から [[Amazon]] の配送遅延について苦情がありました。返信案をお願いします。",
        "{P} さんと {Q} さんの打ち合わせ内容を要約してください。議題は [[Excel]] の集計です。",
    ],
    "ko": [
        "{P} 님에게 [[월요일]] 회의를 확인하는 이메일을 써 주세요.",
        "고객 {P} 님이 [[쿠팡]] 배송 지연에 대해 항의했습니다. 답장을 써 주세요.",
        "{P} 씨와 {Q} 씨의 [[추석]] 예산 회의를 요약해 주세요.",
    ],
    "vi": [
        "Viết email cho {A} để xác nhận cuộc họp vào [[Thứ Hai]] tại [[Hà Nội]].",
        "Khách hàng {A} phàn nàn về hóa đơn [[VAT]]. Hãy soạn câu trả lời.",
        "Tóm tắt cuộc gọi với {A} về ngân sách [[Tết]].",
    ],
    "id": [
        "Tolong tulis email untuk {A} untuk konfirmasi rapat hari [[Senin]] di [[Surabaya]].",
        "Pelanggan {A} komplain soal paket dari [[Tokopedia]] yang rusak. Bantu balas.",
        "Ringkas obrolan dengan {A} tentang anggaran [[Lebaran]].",
    ],
}

# preferred origins for Latin-script non-English prompts
LANG_ORIGINS = {
    "de": ["german", "austrian", "turkish", "polish"], "fr": ["french", "wolof", "moroccan", "haitian"],
    "es": ["spanish", "mexican", "colombian", "argentine"], "it": ["italian", "albanian", "romanian"],
    "pt": ["portuguese", "brazilian"], "nl": ["dutch", "flemish", "moroccan"],
    "pl": ["polish", "ukrainian"], "sv": ["swedish", "finnish", "somali"], "tr": ["turkish"],
    "cs": ["czech", "slovak"], "hi": ["hindi", "tamil", "telugu", "bengali", "gujarati", "punjabi"], "vi": ["vietnamese"], "id": ["indonesian", "malay"],
}

KEEP = [
    "Is the office closed on {K:holiday} or only the day after? We're in {K:place}.",
    "Compare {K:lib} and {K:lib} for a small team that already knows {K:plang}.",
    "What's the cheapest way to get from {K:landmark} to the city centre on a {K:weekday}?",
    "Write a tweet announcing that our {K:product} integration ships in {K:month}.",
    "Does a {K:acronym} requirement apply to a small shop that sells {K:brand} shoes online?",
    "Explain the difference between {K:acronym} and {K:acronym} like I'm new to finance.",
    "Plan a 3-day trip to {K:place} in {K:month}, must include {K:landmark} if possible.",
    "My {K:brand} headphones stopped charging after the {K:month} update. Warranty options?",
    "Which is better for dashboards, {K:product} or {K:product}? We're a team of six.",
    "Draft the {K:dept} team's out-of-office message for {K:holiday}.",
    "Our {K:company} account manager left. Who do we contact about the {K:acronym}?",
    "Is it worth learning {K:plang} in 2025 if I mostly write {K:plang}?",
]
