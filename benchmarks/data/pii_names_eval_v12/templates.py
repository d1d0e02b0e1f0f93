# -*- coding: utf-8 -*-
"""Templates and keep pools for pii_names_eval_v12 (hand-written for this corpus).

Markup: {A} full name of person A (A..E); {Af}/{Am} force gender; {A:first} given name,
{A:last} family name, {A:handle} ascii "given.family" handle, {A:initlast} "P. Raman",
{A:lastfirst} "Raman, Priya"; {A'} full name followed by the possessive ('s, or ' after
s) outside the span; {K:pool} a keep item drawn from KEEP[pool]; [[...]] literal keep
item; <<...>> literal name.
"""

_s = lambda s: [x.strip() for x in s.split("|")]

KEEP = {
    "weekday": _s("Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"),
    "month": _s("January|February|March|April|May|June|July|August|September|October|November|December"),
    "product": _s("iPhone|Excel|Outlook|Slack|Zoom|Jira|Confluence|Notion|Figma|Trello|Photoshop|PowerPoint|"
                  "Zendesk|HubSpot|Kindle|Alexa|Siri|Gmail|WhatsApp|Telegram|PlayStation|Xbox|MacBook|ThinkPad|"
                  "Tableau|Dropbox|OneDrive|Lightroom|Grammarly|Duolingo|Canva|Miro|Calendly|Android|Windows|"
                  "Ubuntu|Chrome|Firefox|Safari|Teams|Copilot|Galaxy|Pixel|Fedora|Debian"),
    "library": _s("pandas|NumPy|Django|Flask|React|Kubernetes|PyTorch|TensorFlow|Jenkins|Ansible|Terraform|"
                  "Hugo|Jekyll|Sphinx|Celery|Pydantic|Kafka|Cassandra|Elasticsearch|Grafana|Prometheus|Jupyter|"
                  "Airflow|Streamlit|Laravel|Sinatra|Gatsby|Vue|Svelte|Angular|Redux|Axios|Selenium|Pytest|"
                  "Poetry|Hypothesis|Gradle|Maven|Homebrew|Docker|Helm|Nginx|Tomcat|Hibernate|Spring|Quarkus"),
    "proglang": _s("Python|Java|Kotlin|Swift|Julia|Ruby|Rust|Haskell|Pascal|Ada|Erlang|Elixir|Clojure|Scala|"
                   "Perl|Lua|Dart|Go|TypeScript|JavaScript|Fortran|COBOL"),
    "progterm": _s("NullPointerException|TypeError|KeyError|JSON|YAML|README|Dockerfile|API|REST|GraphQL|OAuth|"
                   "HTTP|SQL|CSV|UUID|Boolean|SIGSEGV|UTF-8|CORS|CI"),
    "company": _s("Microsoft|Google|Amazon|Oracle|SAP|IKEA|Salesforce|Stripe|Shopify|Atlassian|Zalando|"
                  "Spotify|Netflix|Uber|Airbnb|Deloitte|KPMG|Accenture|Infosys|Samsung|Nokia|Ericsson|Unilever|"
                  "DHL|FedEx|Lufthansa|Ryanair|Vodafone|Revolut|PayPal|Mastercard|Siemens"),
    "eponym": _s("Tesla|Ford|Dell|Ferrari|Porsche|Disney|Boeing|Bosch|Philips|Peugeot|Honda|Heinz|Gillette|"
                 "Cadbury|Dyson|Marriott|Hilton|McDonald's|Chanel|Dior|Prada|Gucci|Lamborghini|Michelin|"
                 "Mercedes|Chevrolet|Kellogg's|Miele|Braun|Goldman Sachs|Wells Fargo|Johnson & Johnson"),
    "brand": _s("Nike|Adidas|Lego|Nespresso|Coca-Cola|Heineken|Zara|Uniqlo|Rolex|Casio|Nivea|Red Bull|"
                "Toyota|Volvo|Lenovo|Canon|Nintendo|Pringles|Starbucks|Levi's"),
    "holiday": _s("Christmas|Easter|Diwali|Eid al-Fitr|Hanukkah|Thanksgiving|Ramadan|Lunar New Year|Nowruz|"
                  "Passover|Boxing Day|Halloween|Labor Day|Memorial Day|Yom Kippur|Holi|Carnival|Pentecost|"
                  "Good Friday|Whit Monday|Juneteenth|Oktoberfest|Mardi Gras|New Year's Eve"),
    "language": _s("English|French|German|Spanish|Mandarin|Arabic|Hindi|Portuguese|Swahili|Tagalog|Polish|"
                   "Dutch|Japanese|Korean|Turkish|Vietnamese|Cantonese|Urdu|Amharic|Hebrew"),
    "nationality": _s("American|Canadian|Brazilian|Nigerian|Kenyan|Australian|Mexican|Pakistani|Egyptian|"
                      "Swiss|Belgian|Irish|Scottish|Peruvian|Chilean|Ghanaian|Moroccan|Icelandic|Norwegian|Filipino"),
    "acronym": _s("US|UK|EU|VAT|GDPR|HIPAA|NASA|WHO|UN|NATO|IRS|HMRC|IBAN|SWIFT|CEO|CFO|CTO|HR|KPI|OKR|SLA|NDA|"
                  "PDF|ETA|FAQ|ASAP|FYI|EOD|ISO|USB|GPU|AWS|GCP|SaaS|ROI|IPO|NHS|FDA|DMV"),
    "country": _s("Jordan|Chad|Georgia|Kenya|Peru|Brazil|Germany|Japan|Vietnam|Nigeria|Chile|India|Norway|"
                  "Poland|Mexico|Egypt|Morocco|Ireland|Portugal|Colombia|Ghana|Malta|Cuba|Niger|Mali|Togo|Iceland"),
    "state": _s("Virginia|Maryland|Louisiana|Florida|Washington|Victoria|Queensland|Bavaria|Catalonia|Ontario|"
                "Quebec|Alberta|Tasmania|Kerala|Punjab|Tuscany|Normandy|Brittany|Texas|Nevada|Montana|Dakota"),
    "city": _s("Sydney|Austin|Charlotte|Florence|Lincoln|Madison|Jackson|Orlando|Denver|Eugene|Adelaide|"
               "Alexandria|Regina|Santiago|São Paulo|Lagos|Nairobi|Mumbai|Osaka|Berlin|Lyon|Kraków|Porto|"
               "Hamilton|Marseille|Kingston|Darwin|Frankfurt|Paris|Valencia|Salvador|Houston|Phoenix|Chester"),
}

T = {}

T["cultures"] = [
    "Draft a short welcome e-mail for {A}, who starts in the data team on {K:weekday}.",
    "{A} and {B} will present the [[Q3]] numbers in {K:city} next week. Can you make an agenda?",
    "Please translate this note into {K:language}: 'Dear {A}, your parcel from {K:company} has arrived.'",
    "My landlord {A} says the rent goes up in {K:month}. Is that legal in {K:country}?",
    "Write a [[LinkedIn]] recommendation for {A}, my former colleague at {K:company}.",
    "I need a polite reminder to {A} about the invoice we sent before {K:holiday}.",
    "Summarise this: {A} called about the {K:product} licence and asked that {B} call back before {K:weekday}.",
    "How do I pronounce {A}? I'm meeting them on {K:weekday} and don't want to get it wrong.",
    "Create a seating plan for the dinner: {A} next to {B}, both near the window.",
    "Write a birthday card for {A}, who turns 40 in {K:month}.",
    "Our new intern {A} mostly speaks {K:language}. Suggest three onboarding tips.",
    "Reply to {A}: thank them for the {K:product} demo and propose a call on {K:weekday}.",
    "Patient {A}, 54, reports chest pain since {K:weekday}. Draft a referral letter to cardiology.",
    "Tenant dispute: {A} vs. {B}, flat in {K:city}. Summarise the key legal questions.",
    "Is it okay to address {A} by first name in a first e-mail? They work at {K:company} in {K:city}.",
    "Add {A} to the {K:product} channel and tell {B} that the meeting moved to {K:weekday}.",
    "{A} asked me to book a table for six on {K:holiday}. Write the booking request.",
    "Make a short bio for {A}, a nurse from {K:city} who moved to {K:country} in 2019.",
    "Write a condolence message to {A} from the whole {K:acronym} team.",
    "Proofread the certificate text: 'This certifies that {A} completed the {K:library} course.'",
]

T["casing"] = [
    "can u remind {A} that the {K:product} demo is on {K:weekday} pls",
    "ok so {A} just told me {B} is leaving the company, how do i announce it",
    "Write a thank-you note to {A} for covering my shift on {K:weekday}.",
    "URGENT: {A} needs the signed contract before {K:weekday} or the {K:company} deal falls through",
    "my sister {A} and her husband {B} are visiting {K:city} in {K:month} any tips",
    "pls fix grammer: {A} have send the report to {B} yesterday",
    "whats a good gift for {A} who loves {K:brand}",
    "{A} wont answer my texts since {K:holiday} what should i say",
    "Summarise the call with {A} and {B} about the {K:acronym} audit.",
    "hey can you rewrite this so its nicer: {A} you missed the deadline again",
    "Tell {A} and {B} the offsite is in {K:city} on the 12th of {K:month}.",
    "need a toast for {A} who is retiring on {K:weekday}, make it funny",
]

T["position"] = {
    "start": [
        "{A} asked whether the {K:product} licence can be renewed before {K:month}.",
        "{A}: please review the attached slides before {K:weekday} and send them to {B}.",
        "{A} and I need a plan for {K:holiday}, can you help?",
        "{A} is out sick today, so {B} will run the {K:acronym} call.",
        "{A} — can you check the numbers for {K:city} again?",
    ],
    "middle": [
        "I met {A} at the {K:company} booth and promised to send our deck.",
        "Yesterday {A} mentioned that {B} moved to {K:city}.",
        "The flight for {A} leaves {K:city} at 7 am on {K:weekday}.",
        "We asked {A} and {B} to test the {K:library} upgrade first.",
        "Please ask {A} whether the {K:eponym} order for {B} was delivered.",
    ],
    "end": [
        "Please forward the {K:product} invoice to {A}",
        "Write a short thank-you note to {A}.",
        "Who should sign the {K:acronym} form, me or {A}?",
        "The keys for the {K:city} flat are with {B} and {A}",
        "Draft the {K:month} newsletter and sign it from {A}",
    ],
}

T["lists"] = [
    "Add {A}, {B}, {C} and {D} to the {K:product} channel.",
    "Attendees: {A}; {B}; {C}. Write minutes for the {K:weekday} meeting.",
    "Team for the {K:city} office: {A} / {B} / {C}",
    "- {A}\n- {B}\n- {C}\nSort these people alphabetically by family name.",
    "1. {A} (lead)\n2. {B}\n3. {C}\nTurn this into a [[RACI]] table for the {K:acronym} project.",
    "name,role,city\n{A},engineer,{K:city}\n{B},designer,{K:city}\n{C},PM,{K:city}\nConvert to a markdown table.",
    "References: {A:lastfirst}; {B:lastfirst}; and {C:lastfirst} (2021). Format them in [[APA]] style.",
    "{A:first}, {B:first} and {C} are on call over {K:holiday}. Make a rota.",
    "Who is missing from the photo? {A} & {B} & {C}",
    "Invite list for {K:weekday}: {A}, {B}, {C}, {D}, {E}",
    "Shortlist: {A} ([[Python]]), {B} ([[Go]]), {C} ({K:library}). Rank them.",
]

T["possessive"] = [
    "{A'} flight from {K:city} was cancelled, and so was {B'}. What are the rebooking options?",
    "Can you summarise {A'} and {B:first}'s feedback on the {K:product} rollout?",
    "I'm editing {A}’s and {B}’s CVs for the {K:company} role.",
    "Compare {A'} proposal with {B'} and pick one.",
    "That was {A'} idea, not mine. How do I say that nicely?",
    "The dog is {A'}. Write a lost-and-found post for {K:city}.",
    "We're staying at {A'} place over {K:holiday}, then at {B'} in {K:city}.",
    "Forward {A:first}'s notes to the {K:acronym} team.",
    "Fix the typo in {A'} badge before the {K:month} conference.",
    "Is {A'} visa still valid for {K:country}? {B'} expired last {K:month}.",
]

T["quoted"] = [
    "My colleague got this, is it a scam? \"Hi, this is {A} from {K:company} billing. Please confirm your [[IBAN]] by {K:weekday}.\"",
    "> On {K:weekday}, {A} wrote:\n> Can we move the review?\nDraft a reply saying yes.",
    "From: {A}\nTo: {B}\nSubject: {K:month} roster\n\nPlease check the attached file.\n\nSummarise this e-mail.",
    "[09:14] {A}: anyone seen the {K:product} outage?\n[09:15] {B}: yes, looking\n[09:16] {A}: thx\nSummarise this chat.",
    "She texted: 'tell {A:first} I'm running late'. How should I reply?",
    "Hi {A:first},\n\nthanks for the quick reply, see you in {K:city}.\n\nBest,\n{B}\n\nMake this more formal.",
    "Rewrite this [[Slack]] message: “{A} said the {K:library} upgrade broke prod again”",
    "<{A:first}> lol\n<{B:first}> brb, {K:product} crashed\nWhat does brb mean?",
    "Translate the quote: \"{A} and {B} will lead the {K:holiday} campaign.\"",
    "Reply to this review: \"Great stay, {A} at reception was amazing! — {B}\"",
]

T["code"] = [
    "# TODO({A:handle}): remove after the {K:library} upgrade\ndef load():\n    pass\nWhat does this TODO mean?",
    "// author: {A}\n// reviewed by {B:initlast}\nfunction parse(s) { return JSON.parse(s) }\nAdd [[JSDoc]] comments.",
    "commit 3f2a9c1\nAuthor: {A} <{A:handle}@example.org>\n\n    Fix {K:progterm} in parser\n\nWrite a better commit message.",
    "Co-authored-by: {A} <noreply@example.com>\nCo-authored-by: {B} <noreply@example.com>\nIs this trailer format right?",
    "INSERT INTO users (name, country) VALUES ('{A}', '{K:country}');\nWhy does this fail?",
    "{\"customer\": \"{A}\", \"plan\": \"Pro\", \"region\": \"{K:state}\"}\nValidate this [[JSON]].",
    "Traceback (most recent call last):\n  File \"/home/{A:handle}/app.py\", line 8, in <module>\n    import {K:library}\n[[ModuleNotFoundError]]. Fix?",
    "@{A:handle} can you review [[PR]] #42? The {K:library} tests fail on {K:product}.",
    "def test_greeting():\n    assert greet(\"{A}\") == \"Hello, {A}!\"\nWhy does this test fail?",
    "<!-- maintained by {A} ({K:acronym} team) -->\nWhat does this [[HTML]] comment do?",
    "/**\n * @author {A:lastfirst}\n * @since {K:proglang} 17\n */\nIs this [[Javadoc]] valid?",
    "-- reviewed by {A:initlast} on {K:weekday}\nSELECT * FROM orders WHERE country = '[[US]]';\nOptimise this query.",
    "owners:\n  - {A:handle}\n  - {B:handle}\nteam: platform\nIs this [[YAML]] valid?",
    "2024-03-02 ERROR user '{A}' not found in [[LDAP]] (retry 3)\nExplain this log line.",
]

T["business"] = [
    "Invoice #2291 to {A}, amount 1,200 [[EUR]] incl. [[VAT]], approved by {B}. Write a payment reminder.",
    "Please draft an NDA between our company and {A} (contractor), governed by the laws of {K:state}.",
    "Refund request from {A}: the order from {K:company} arrived broken on {K:weekday}. Reply please.",
    "Payslip query: {A} says the {K:month} overtime is missing. Reply on behalf of [[HR]], cc {B}.",
    "Rental agreement: landlord {A}, tenant {B}, flat in {K:city}. List missing clauses.",
    "On behalf of {B}: transfer 450 [[EUR]] to {A}, [[IBAN]] DE00 0000 0000 0000 0000 00, reference 'rent {K:month}'.",
    "Insurance claim by {A} for water damage; the adjuster {B} visits on {K:weekday}.",
    "[[CRM]] note: {A} (customer since 2019) wants to cancel the {K:product} plan. Suggest a retention offer.",
    "Ticket #4471 — {A} reports a login loop on {K:product}. Assigned to {B}.",
    "Performance review for {A}, prepared by {B}. Make the tone kinder.",
    "Offer letter for {A}: start date 1 {K:month}, salary 58k, reporting to {B}.",
    "Board minutes: {A} (chair), {B} (treasurer). Motion to open an office in {K:city} passed.",
]

T["titles"] = [
    "Write to Dr. {A:last} and Dr {B:last} confirming the appointment on {K:weekday}.",
    "Dear Mrs {Af:last}, thank you for your letter about the {K:acronym} claim. Continue this.",
    "Prof. {A} and Dr {B} will co-supervise the thesis. Draft the announcement.",
    "Please book a taxi for Mr. {Am} and Ms. {Bf} from {K:city} airport.",
    "Ms {Af:last} from accounts and Mr {Bm:last} from legal asked about the [[VAT]] return.",
    "Sir {Am} and Dame {Bf} will open the {K:holiday} gala. Write the programme.",
    "Mx. {A} requested that the pronoun field in {K:product} be updated; Dr. {B:last} approved.",
    "Capt. {A} and Lt. {B} need the {K:month} duty roster.",
    "Judge {A:last} asked Rev. {B} to speak at the memorial.",
    "Coach {A:last} and Nurse {B:first} organise the {K:weekday} charity run.",
    "Madame {Af:last} et Monsieur {Bm:last} arrivent lundi — write an English welcome note.",
    "Herr {Am:last} and Frau {Bf:last} from the {K:city} office join the call.",
]

# non-English: (lang, template, local origin or None)
T["nonenglish"] = {
    "de": ["Kannst du eine kurze E-Mail schreiben? {A} soll die [[Rechnung]] bis [[Freitag]] an die [[Buchhaltung]] schicken.",
           "Zusammenfassung: {A} und {B} haben im [[Meeting]] über das [[Budget]] für [[März]] gesprochen.",
           "Hallo {A:first}, der [[Termin]] beim [[Finanzamt]] ist am [[Dienstag]]. Formuliere das höflicher."],
    "fr": ["Rédige un courriel à {A} pour confirmer la réunion avant [[Noël]].",
           "{A} et {B} arrivent à [[Lyon]] par le [[TGV]] de 9 h. Propose un programme.",
           "Peux-tu résumer la plainte de {A} concernant la [[TVA]] sur la facture [[Orange]] ?"],
    "es": ["Escribe un correo a {A} para recordarle que la declaración de [[Hacienda]] vence pronto.",
           "{A} y {B} viajan a [[Sevilla]] en [[Semana Santa]]. ¿Qué les recomiendas?",
           "Resume la queja de {A}: le cobraron el [[IVA]] dos veces en [[Amazon]]."],
    "it": ["Scrivi una mail a {A} per confermare la riunione a [[Milano]].",
           "{A} e {B} hanno chiesto le ferie per [[Ferragosto]]. Rispondi tu.",
           "Riassumi: {A} non ha ricevuto il rimborso [[IVA]] da [[Trenitalia]]."],
    "pt": ["Escreve um e-mail para {A} a confirmar a reunião em [[Lisboa]].",
           "{A} e {B} vão ao [[Carnaval]] no [[Rio de Janeiro]]. Sugere um roteiro.",
           "Resuma: {A} pediu reembolso do [[IVA]] à [[Vodafone]]."],
    "nl": ["Schrijf een mail aan {A} over de vergadering in [[Utrecht]] op [[Koningsdag]].",
           "{A} en {B} nemen de trein van de [[NS]] naar [[Antwerpen]]. Plan de reis.",
           "Vat samen: {A} vraagt een terugbetaling van de [[BTW]] via [[Bol.com]]."],
    "sv": ["Skriv ett mejl till {A} om mötet i [[Göteborg]] före [[Midsommar]].",
           "{A} och {B} beställde möbler från [[IKEA]] i [[Uppsala]]. Skriv en reklamation.",
           "Sammanfatta: {A} fick ett brev från [[Skatteverket]] om deklarationen."],
    "pl": ["Napisz krótkiego maila. Temat: urlop. Osoba: {A}. Zastępstwo: {B}. Biuro: [[Warszawa]].",
           "{A} pyta, czy faktura z [[Allegro]] zawiera [[VAT]]. Co odpowiedzieć?",
           "Notatka ze spotkania — uczestnicy: {A}, {B}. Temat: [[Wielkanoc]] w biurze."],
    "cs": ["{A} se ptá, jestli faktura od [[Alza]] obsahuje [[DPH]]. Co odpovědět?",
           "Shrň poznámku. Účastníci: {A}, {B}. Místo: [[Praha]]. Téma: [[Vánoce]].",
           "Napiš e-mail. Odesílatel: {A}. Předmět: školení [[Excel]]."],
    "ru": ["{A} спрашивает, можно ли перенести встречу в [[Zoom]] на пятницу. Напиши ответ.",
           "Участники: {A}, {B}. Место: [[Москва]]. Составь протокол.",
           "Напиши поздравление: {A} — с днём рождения от всей команды [[Яндекс]]."],
    "uk": ["{A} питає, чи можна перенести зустріч у [[Google Meet]]. Напиши відповідь.",
           "Учасники: {A}, {B}. Місто: [[Львів]]. Склади протокол.",
           "Напиши привітання: {A} — з днем народження від команди [[Monobank]]."],
    "tr": ["{A} toplantının [[Ankara]] ofisinde yapılmasını istiyor. Kibar bir cevap yaz.",
           "Katılımcılar: {A}, {B}. Konu: [[KDV]] iadesi. Toplantı notu yaz.",
           "{A} ve {B} [[Ramazan Bayramı]] tatilinde [[İzmir]]'e gidiyor. Plan öner."],
    "fi": ["{A} kysyy, voiko palaverin siirtää [[Teams]]-puheluun. Kirjoita vastaus.",
           "Osallistujat: {A}, {B}. Paikka: [[Tampere]]. Kirjoita muistio.",
           "Kirjoita sähköposti. Aihe: [[ALV]]-palautus. Vastuuhenkilö: {A}."],
    "hu": ["{A} azt kérdezi, áthelyezhetjük-e a megbeszélést [[Teams]]-re. Írj választ.",
           "Résztvevők: {A}, {B}. Helyszín: [[Budapest]]. Írj emlékeztetőt.",
           "Írj egy e-mailt. Tárgy: [[ÁFA]]-visszatérítés. Ügyintéző: {A}."],
    "el": ["Συμμετέχοντες: {A}, {B}. Τόπος: [[Αθήνα]]. Γράψε πρακτικά.",
           "Γράψε ένα email. Θέμα: [[ΦΠΑ]]. Υπεύθυνος: {A}.",
           "Μήνυμα — αποστολέας: {A}. Κείμενο: «Η συνάντηση στο [[Zoom]] μεταφέρεται.» Απάντησε ευγενικά."],
    "ar": ["المشاركون: {A}، {B}. المكان: [[دبي]]. اكتب محضر الاجتماع.",
           "اكتب رسالة قصيرة إلى {A} بخصوص فاتورة [[أمازون]].",
           "سأل {A} عن ضريبة [[VAT]] في [[السعودية]]. كيف أرد؟"],
    "he": ["משתתפים: {A}, {B}. מקום: [[תל אביב]]. כתוב פרוטוקול.",
           "כתוב מייל קצר אל {A} על הפגישה ב-[[Zoom]].",
           "{A} שאל אם אפשר לקבל חשבונית עם [[מע\"מ]]. מה לענות?"],
    "hi": ["प्रतिभागी: {A}, {B}. स्थान: [[मुंबई]]. मीटिंग के नोट्स लिखो।",
           "{A} ने पूछा कि क्या [[दिवाली]] से पहले [[GST]] का रिफंड आएगा। जवाब लिखो।",
           "{A} को [[Excel]] रिपोर्ट के बारे में एक छोटा ईमेल लिखो।"],
    "zh": ["参会人员：{A}、{B}。地点：[[上海]]。请写会议纪要。",
           "请帮我给客户写一封邮件。联系人：{A}。主题：[[春节]]，放假安排。",
           "负责人：{A}。问题：[[微信]]，支付失败。请写一份说明。"],
    "ja": ["出席者：{A}、{B}。場所：[[東京]]。議事録を作成してください。",
           "担当：{A}。件名：[[Excel]] のマクロ修正。丁寧なメールを書いてください。",
           "差出人：{A}。内容：「[[Zoom]] 会議は金曜日に変更」。返信を書いて。"],
    "ko": ["참석자: {A}, {B}. 장소: [[서울]]. 회의록을 작성해 주세요.",
           "담당자: {A}. 제목: [[카카오톡]] 오류. 보고서를 써 주세요.",
           "{A} 님에게 [[추석]] 인사 메시지를 써 주세요."],
    "vi": ["Viết email cho {A} để xác nhận cuộc họp ở [[Hà Nội]].",
           "Người tham dự: {A}, {B}. Chủ đề: [[Tết]]. Viết biên bản.",
           "{A} hỏi về hóa đơn [[VAT]] của [[Shopee]]. Trả lời giúp tôi."],
    "id": ["Tulis email ke {A} untuk konfirmasi rapat di [[Jakarta]] hari [[Senin]].",
           "Peserta: {A}, {B}. Topik: [[Lebaran]]. Buat notulen.",
           "{A} bertanya soal [[PPN]] di faktur [[Tokopedia]]. Bantu jawab."],
    "fa": ["شرکت‌کنندگان: {A}، {B}. مکان: [[تهران]]. صورتجلسه بنویس.",
           "یک ایمیل کوتاه به {A} درباره تعطیلات [[نوروز]] بنویس.",
           "{A} درباره فاکتور [[Excel]] سؤال کرد. جواب بنویس."],
}

# preferred origin per language (used 70 % of the time; the rest from any Latin origin)
LANG_ORIGIN = {
    "de": "german", "fr": "french", "es": "spanish", "it": "italian", "pt": "portuguese", "nl": "dutch",
    "sv": "swedish", "pl": "polish", "cs": "czech", "tr": "turkish", "fi": "finnish", "hu": "hungarian",
    "vi": "vietnamese", "id": "indonesian",
}
# native-script languages always use their script's names
LANG_NATIVE = {
    "ru": "russian_cyrillic", "uk": "ukrainian_cyrillic", "el": "greek_script", "ar": "arabic_script",
    "he": "hebrew_script", "hi": "hindi_devanagari", "zh": "chinese_hanzi", "ja": "japanese_kanji",
    "ko": "korean_hangul", "fa": "persian_script",
}

# keep slice (no names)
T["keep_en"] = [
    "Schedule the {K:product} migration for {K:weekday}, {K:month} 3rd, before the {K:acronym} audit.",
    "Is {K:library} or {K:library} better for a small API written in {K:proglang}?",
    "What's the [[VAT]] rate for digital services sold from {K:country} to customers in the [[US]]?",
    "Plan a 5-day trip: {K:city}, {K:city}, then a few days in {K:state}.",
    "Write a product description for the new {K:eponym} model launching in {K:month}.",
    "Translate 'happy {K:holiday}' into {K:language} and {K:language}.",
    "Our {K:nationality} customers say {K:product} crashes every {K:weekday}. Draft a status update.",
    "Explain the {K:progterm} in this {K:proglang} snippet: x = None; x.foo()",
    "Compare {K:company} and {K:company} on [[GDPR]] compliance.",
    "Does the {K:eponym} warranty still apply if I move to {K:country}?",
    "Book a meeting room for {K:weekday} and invite the {K:acronym} team.",
    "Why does {K:library} throw a {K:progterm} when I run it inside {K:product}?",
    "Draft a {K:holiday} out-of-office: back on {K:weekday}, {K:month} 2.",
    "I'm moving from {K:city} to {K:city}. Which is cheaper to live in?",
    "List three {K:nationality} dishes for a {K:holiday} party.",
    "Is a {K:brand} or a {K:eponym} gift card better for a colleague from {K:country}?",
    "Summarise the {K:company} earnings call from {K:month}, focusing on {K:acronym} and margins.",
    "Our {K:language} translation of the {K:product} manual is due {K:weekday}. Make a checklist.",
]

T["keep_other"] = [
    ("de", "Erinnere mich am [[Montag]] an die [[Steuererklärung]] und den [[Termin]] bei der [[Sparkasse]]."),
    ("de", "Welche [[Versicherung]] brauche ich für eine [[Wohnung]] in [[Hamburg]]?"),
    ("de", "Vergleiche [[Bahncard]] und [[Deutschlandticket]] für Pendler aus [[Köln]]."),
    ("fr", "Quelle est la différence entre la [[TVA]] en [[France]] et en [[Belgique]] ?"),
    ("fr", "Comment résilier mon abonnement [[Orange]] avant [[Noël]] ?"),
    ("es", "¿Cuándo cae la [[Semana Santa]] en [[México]] este año?"),
    ("es", "¿Cómo pago el [[IVA]] trimestral en [[Hacienda]] desde [[Valencia]]?"),
    ("it", "Quali documenti servono per aprire una [[Partita IVA]] a [[Torino]]?"),
    ("pt", "Como declarar o [[IRS]] em [[Portugal]] sendo freelancer?"),
    ("nl", "Wanneer moet ik de [[BTW]]-aangifte doen bij de [[Belastingdienst]]?"),
    ("pl", "Jak rozliczyć [[VAT]] za usługi z [[Niemiec]] w [[PIT]]?"),
    ("ru", "Как настроить [[Docker]] на [[Ubuntu]] за прокси?"),
    ("tr", "[[İstanbul]]'da [[KDV]] iadesi nasıl alınır?"),
    ("ja", "[[Python]] と [[Excel]] の連携方法を教えてください。"),
    ("zh", "如何在 [[Windows]] 上安装 [[Python]]？"),
    ("ko", "[[KTX]] 요금: [[서울]] → [[부산]], 얼마예요?"),
]

# kinds of the literal [[...]] keep items used in templates and hand-written prompts
_lit = {
    "weekday": "Dienstag|Freitag|Montag|Senin|Jumatatu|Mon|Tue|Wed|Thu|Fri|FRIDAY",
    "month": "März|APRIL|march",
    "holiday": "Carnaval|Eid|Ferragosto|Koningsdag|Lebaran|Midsommar|Natale|Noël|Ramazan Bayramı|"
               "Semana Santa|Tết|Vánoce|Wielkanoc|Jāņiem|Uskrsa|jaanipäeva|diwali|رمضان|نوروز|दिवाली|"
               "国庆节|春节|추석|פסח",
    "acronym": "APA|PR|LDAP|RACI|HTML|ALV|BTW|CRM|DPH|EUR|GP|GST|IT|IVA|KDV|KRW|LLC|MRI|NAV|PIT|PPN|PVM|Q3|TVA|USD|UTC|ZAR|"
               "aws|hipaa|hdmi|ÁFA|ΦΠΑ|ПДВ|מע\"מ|KTX|TGV|NS|JIRA",
    "product": "Bahncard|Deutschlandticket|Google Meet|Cortana|Dependabot|GitHub|LinkedIn|BibTeX|Bol.com|"
               "Booking.com|Partita IVA|카카오톡|微信|visa",
    "library": "Bootstrap|Tailwind|Redis|Pandas|Rails",
    "progterm": "SELECT|UnicodeEncodeError|JSDoc|Javadoc|ModuleNotFoundError",
    "company": "Allegro|Alza|Apple|Monobank|MTN|Orange|Shopee|Sparkasse|Tokopedia|Trenitalia|Vodacom|Яндекс|"
               "أمازون|lenovo",
    "eponym": "Nobel|Bayes|Gaussian|Caesar|Beef Wellington|Harvard|Yale|Stanford",
    "institution": "Belastingdienst|Finanzamt|Hacienda|Skatteverket|Segurança Social|ZUS|International",
    "country": "Belgique|France|México|Myanmar|Niemiec|Schweiz|Österreich|السعودية",
    "state": "British Columbia|Nebraska|Provence",
    "city": "Abu Dhabi|Ankara|Antwerpen|Brna|Budapest|Chennai|Dubai|Göteborg|Hamburg|Hà Nội|Ikeja|Jakarta|"
            "Köln|Lisboa|Milano|Monte Carlo|Montreal|Omaha|Praha|Reykjavík|Rio de Janeiro|Rome|Rotorua|Seoul|"
            "Sevilla|Siena|Stockholm|Tampere|Torino|Uppsala|Utrecht|Warszawa|Yangon|İstanbul|İzmir|Αθήνα|"
            "Львів|Москва|תל אביב|دبي|تهران|मुंबई|上海|東京|부산|서울",
    "nationality": "Indian|İngilizce",
    "noun": "Buchhaltung|Budget|Büro|Lebenslauf|Meeting|Mehrwertsteuer|Rechnung|Steuererklärung|Termin|"
            "Versicherung|Wohnung",
    "other": "Apollo|Grace",
}
LITERAL_KIND = {it: k for k, v in _lit.items() for it in v.split("|")}
