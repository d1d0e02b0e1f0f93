# -*- coding: utf-8 -*-
"""Templates and keep pools for pii_names_eval_v10 (hand-written for this corpus).

Template markup (see README.md):
  {A}            full name of person A (A..F); {Af}/{Am} force the person's gender
  {A.form}       another form of the same person's name:
                 first, last, given, family, handle, uhandle, email, initlast, lastfirst,
                 t (language-specific polite title + name), tlast / tfull (English title
                 + family name / full name), c:<case> / cf:<case> (hand-written inflected
                 full name / first name, non-English), sfx:<case> / sfxf:<case> (Turkish
                 apostrophe suffix, suffix not in the span), de_gen / de_genf / sv_gen /
                 nl_gen (genitive: fused -s is part of the span, an apostrophe is not)
  [[word]]       a literal word to keep
  [[@kind]]      a keep item drawn from the pool KEEP[kind] (language-specific if present)
"""

# --------------------------------------------------------------------------------------
# Keep pools: KEEP[kind][lang] = "a|b|c"
# --------------------------------------------------------------------------------------
KEEP = {
    "weekday": {
        "en": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday",
        "de": "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
        "es": "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
        "fr": "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
        "it": "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica",
        "pt": "segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo",
        "nl": "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag",
        "sv": "måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag",
        "id": "Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu",
        "tr": "Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi",
    },
    "month": {
        "en": "January|February|March|April|May|June|July|August|September|October|November|December",
        "de": "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
        "es": "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
        "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
        "it": "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
        "pt": "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
        "nl": "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
        "sv": "januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december",
        "id": "Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember",
    },
    "holiday": {
        "en": "Christmas|Easter|Thanksgiving|Ramadan|Diwali|Hanukkah|Eid|Boxing Day|New Year's Eve|"
              "Lunar New Year|Black Friday|Good Friday|Passover|Halloween|Labor Day|Memorial Day|"
              "Yom Kippur|Chuseok|Golden Week|Songkran|Nowruz|Christmas Eve|Easter Monday|"
              "Independence Day|St. Patrick's Day|Valentine's Day|Mother's Day|Father's Day|Holi|Vesak",
    },
    "product": {
        "en": "iPhone|Excel|Outlook|Teams|Slack|Zoom|Jira|Confluence|Notion|Figma|Salesforce|Zendesk|"
              "HubSpot|Trello|Dropbox|WhatsApp|Telegram|Kindle|PlayStation|ThinkPad|MacBook|AirPods|"
              "Photoshop|Windows|Android|ChatGPT|Gmail|Alexa|Siri|SharePoint|PowerPoint|Google Sheets|"
              "OneDrive|Xbox|Galaxy|Pixel|Surface|Safari|Chrome|Firefox|Cortana|Kinect|Bixby|Copilot",
    },
    "library": {
        "en": "PyTorch|TensorFlow|NumPy|pandas|Django|Flask|React|Kubernetes|Docker|Terraform|Jenkins|"
              "Kafka|Cassandra|Celery|Redis|Postgres|SQLAlchemy|Pydantic|FastAPI|Jupyter|Matplotlib|"
              "Hugo|Jekyll|Gatsby|Sinatra|Rails|Laravel|Gradle|Maven|Jest|Jasmine|Karma|Sphinx|"
              "Elasticsearch|Grafana|Prometheus|Ansible|Vagrant|Keras|Dask|Ray|Polars|Hypothesis|Nginx|"
              "Tomcat|Airflow|Spark|Hadoop|Selenium|Mockito|Lombok|Hibernate|Spring Boot|Express|Next.js|"
              "Svelte|Pillow|Requests|Boto3|Scrapy|Streamlit|Gunicorn|Uvicorn|Apollo|Mercurial|Bazel",
    },
    "proglang": {
        "en": "Python|JavaScript|TypeScript|Java|Kotlin|Julia|Ruby|Rust|Go|Haskell|Pascal|Ada|Erlang|"
              "Elixir|Perl|Swift|Scala|Clojure|Fortran|COBOL|Dart|Lua|Groovy",
    },
    "progterm": {
        "en": "JSON|YAML|API|REST|GraphQL|HTTP|CSV|OAuth|README|Dockerfile|Makefile|NullPointerException|"
              "ValueError|KeyError|TypeError|SQL|HTML|CSS|UUID|URL|SDK|CLI|UserService|OrderController|"
              "Boolean|Unicode|UTF-8|WebSocket|JWT|IndexError|AttributeError|Promise|HashMap",
    },
    "company": {
        "en": "Google|Microsoft|Apple|Amazon|Tesla|Ford|Dell|Siemens|Bosch|Philips|Ferrari|Porsche|Toyota|"
              "Honda|Walmart|Disney|Boeing|Deloitte|McKinsey|Goldman Sachs|Morgan Stanley|JPMorgan|"
              "Hewlett-Packard|Dyson|Nokia|Ericsson|Volvo|IKEA|Lufthansa|Ryanair|Airbus|Samsung|Hyundai|"
              "Infosys|Alibaba|Tencent|Huawei|Sony|Nintendo|Spotify|Netflix|Uber|Airbnb|DHL|FedEx|"
              "Barclays|HSBC|Santander|Lidl|Aldi|Tesco|Carrefour|Starbucks|Accenture|Oracle|SAP|Shopify|"
              "Stripe|PayPal|Revolut|Wise|GitHub|Atlassian|Salesforce Inc.|Kellogg|Heineken|Carlsberg",
    },
    "brand": {
        "en": "Nike|Adidas|Gucci|Chanel|Prada|Levi's|Colgate|Lego|Nespresso|Coca-Cola|Red Bull|Mercedes|"
              "Kellogg's|Heinz|Nutella|Ray-Ban|Louis Vuitton|Calvin Klein|Tommy Hilfiger|Hugo Boss|"
              "Ben & Jerry's|Jack Daniel's|McDonald's|Wendy's|Dr. Martens|Patagonia gear|Jeep|Chevrolet|"
              "Lamborghini|Peugeot|Dacia",
    },
    "language": {
        "en": "English|German|Spanish|French|Mandarin|Hindi|Arabic|Portuguese|Swahili|Tagalog|Polish|"
              "Turkish|Korean|Japanese|Italian|Dutch|Russian|Vietnamese|Bengali|Urdu|Greek|Hebrew|"
              "Cantonese|Yoruba|Amharic|Finnish|Hungarian|Czech|Ukrainian|Indonesian",
    },
    "nationality": {
        "en": "American|British|Canadian|Australian|Nigerian|Brazilian|Mexican|Indian|Kenyan|Swiss|"
              "Irish|Scottish|Norwegian|Danish|Egyptian|Argentinian|Peruvian|Chilean|Pakistani|Moroccan",
    },
    "acronym": {
        "en": "US|VAT|GDPR|EU|UK|UN|NASA|WHO|HR|CEO|CFO|CTO|IT|KPI|SLA|NDA|IBAN|PDF|FAQ|ETA|ASAP|OKR|"
              "IRS|HMRC|NHS|ISO|PTO|MRI|ICU|GP|LLC|GmbH|SEPA|BIC|EOD|Q3|Q4|ROI|B2B|SaaS|USB|VPN|NATO|"
              "OECD|IMF|UNICEF|FIFA|BBC|MIT|UCLA|PhD|MBA|DOB|ATM|PIN|SMS|EV|GPS|RSVP|TBD|EUR|USD|UTC|"
              "IEEE|CV|EOY|YTD|P&L|AML|KYC|HIPAA|SOC 2",
    },
    "country": {
        "en": "France|Germany|Jordan|Chad|Georgia|India|Brazil|Kenya|Japan|Israel|Niger|Mali|Peru|Chile|"
              "Ireland|Vietnam|Cuba|Malta|Cyprus|Panama|Lebanon|Oman|Qatar|Colombia|Morocco|Nepal|Norway|"
              "Iceland|Estonia|Portugal|Canada|Mexico|Australia|Nigeria|Egypt|Turkey|Poland|Spain|Italy|"
              "Sweden|Argentina|Ghana|Senegal|Ethiopia|Indonesia|the Philippines|Thailand|Singapore|"
              "the Netherlands|Switzerland|Austria|Belgium|Denmark|Finland|Greece|Romania|Hungary|Ukraine|"
              "Kazakhstan|Mongolia|Bolivia|Ecuador|Honduras|Armenia|Albania|Luxembourg|Uruguay",
    },
    "region": {
        "en": "California|Texas|Virginia|Carolina|Florida|Bavaria|Catalonia|Tuscany|Quebec|Ontario|"
              "Queensland|Alberta|Brittany|Kerala|Punjab|Patagonia|Andalusia|Lombardy|Saxony|Normandy|"
              "Scotland|Wales|Yorkshire|Cornwall|Provence|Sicily|Siberia|Bengal|Tasmania|Nevada|Montana|"
              "Oregon|Maryland|Louisiana|North Dakota|Georgia|Washington State|Victoria|Galicia|Flanders",
    },
    "city": {
        "en": "Berlin|Munich|Lyon|Kyoto|Mumbai|Lagos|Nairobi|Toronto|Dubai|Istanbul|Warsaw|Prague|Seoul|"
              "Hanoi|Jakarta|Cairo|Lima|Bogotá|Oslo|Zurich|Austin|Charlotte|Florence|Adelaide|Sydney|"
              "Savannah|Madison|Regina|Eugene|Santiago|Alexandria|Lincoln|Jackson|Paris|Houston|Denver|"
              "Phoenix|Orlando|Dallas|Boston|Chicago|Manchester|Leeds|Glasgow|Dublin|Lisbon|Porto|"
              "Barcelona|Valencia|Milan|Naples|Vienna|Geneva|Hamburg|Cologne|Rotterdam|Antwerp|Stockholm|"
              "Helsinki|Tallinn|Riga|Vilnius|Krakow|Budapest|Bucharest|Sofia|Athens|Tbilisi|Yerevan|Baku|"
              "Tehran|Karachi|Lahore|Dhaka|Chennai|Bangalore|Colombo|Kathmandu|Bangkok|Manila|"
              "Kuala Lumpur|Shanghai|Beijing|Shenzhen|Osaka|Busan|Taipei|Melbourne|Auckland|Accra|Dakar|"
              "Addis Ababa|Kampala|Kigali|Johannesburg|Cape Town|Casablanca|Tunis|Amman|Beirut|Riyadh|"
              "Doha|Tel Aviv|Victoria|Hamilton|Darwin|Wellington|Nelson|Washington",
    },
    "place": {
        "en": "Victoria Station|Times Square|Hyde Park|Central Park|Oxford Street|Abbey Road|Big Ben|"
              "Lake Victoria|Mount Everest|the Hudson River|Heathrow|Gatwick|JFK|Charles de Gaulle|"
              "Schiphol|Wall Street|Silicon Valley|the Alps|the Sahara|Mount Kilimanjaro|"
              "Golden Gate Bridge|Kings Cross|St Pancras|Penn Station|Grand Central|Union Square|"
              "Piccadilly Circus|Trafalgar Square|the Eiffel Tower|the Louvre|Brandenburg Gate|"
              "Alexanderplatz|Lincoln Center|Madison Square Garden|Regent Street|Waterloo|Victoria Park|"
              "Marina Bay|Copacabana|Bondi Beach|Niagara Falls",
    },
    "eponym": {
        "en": "Parkinson's disease|Alzheimer's|Down syndrome|Turing test|Nobel Prize|Gaussian|Bayesian|"
              "Fahrenheit|Celsius|Fibonacci|Dijkstra's algorithm|Newton's laws|Pythagorean theorem|"
              "Murphy's law|Caesar salad|Earl Grey|Eggs Benedict|Bloody Mary|Ferris wheel|Braille|"
              "Morse code|Petri dish|Bunsen burner|Geiger counter|Richter scale|Heimlich maneuver|"
              "Pilates|Salmonella|Achilles tendon|Crohn's disease|Hodgkin's lymphoma|Doppler effect|"
              "Ponzi scheme|Kafkaesque|Machiavellian|Victorian|Keynesian|Darwinian|Freudian|"
              "Shakespearean|Orwellian|Big Mac|Apgar score|Glasgow Coma Scale",
    },
    "org": {
        "en": "Red Cross|World Bank|Greenpeace|Salvation Army|Oxfam|Amnesty International|"
              "European Commission|Federal Reserve|Supreme Court|Parliament|Senate|Bundestag|Harvard|"
              "Oxford|Cambridge|Stanford|Yale|Princeton|Johns Hopkins|Mayo Clinic|Cleveland Clinic|"
              "Interpol|Scotland Yard|Pentagon|Kremlin|Vatican|MoMA|Tate Modern|Charité|Sorbonne|"
              "Bank of England|Deutsche Bahn",
    },
    "noun": {
        "de": "Rechnung|Zahlung|Termin|Vertrag|Kündigung|Mieter|Vermieter|Krankenkasse|Überweisung|"
              "Mahnung|Bescheinigung|Arbeitgeber|Urlaub|Besprechung|Angebot|Bestellung|Lieferung|"
              "Wohnung|Nebenkosten|Kaution|Führerschein|Reisepass|Antrag|Frist|Gehalt|Abrechnung|"
              "Versicherung|Schaden|Rezept|Überstunden|Elternzeit|Betriebsrat|Zeugnis|Bewerbung|"
              "Steuererklärung|Finanzamt|Weihnachtsfeier|Einladung|Mehrwertsteuer|Bücher|"
              "Abwesenheitsnotiz|Onlineshop|Unterlagen|Sommerfest|Kita|Elterngeld|Jobcenter|Umzug",
    },
}

# Kinds of literal keep words used in templates that are not in a pool above.
KIND_EXTRA = {
    # acronyms / tax names in other languages
    "IVA": "acronym", "TVA": "acronym", "RH": "acronym", "KDV": "acronym", "PPN": "acronym",
    "НДС": "acronym", "ПДВ": "acronym", "DPH": "acronym", "ALV": "acronym", "ÁFA": "acronym",
    "ΦΠΑ": "acronym", "GST": "acronym", "DSGVO": "acronym", "DNI": "acronym", "btw": "acronym",
    "moms": "acronym", "PPT": "acronym", "מע״מ": "acronym", "ضريبة القيمة المضافة": "acronym",
    "Schengen": "place",
    # weekdays / months in other languages and inflected forms
    "poniedziałku": "weekday", "czwartek": "weekday", "понедельника": "weekday", "среду": "weekday",
    "понедельник": "weekday", "понеділок": "weekday", "pondělí": "weekday", "maanantain": "weekday",
    "hétfői": "weekday", "Δευτέρας": "weekday", "Παρασκευή": "weekday", "月曜日": "weekday",
    "周一": "weekday", "월요일": "weekday", "الاثنين": "weekday", "الخميس": "weekday",
    "सोमवार": "weekday", "יום שני": "weekday", "thứ Năm": "weekday", "Pazartesi": "weekday",
    "Çarşamba": "weekday",
    "marzec": "month", "stycznia": "month", "января": "month", "tháng Ba": "month",
    # holidays
    "Navidad": "holiday", "Noël": "holiday", "Natale": "holiday", "Carnaval": "holiday",
    "midsommar": "holiday", "Tết": "holiday", "Semana Santa": "holiday", "春节": "holiday",
    # places
    "Sevilla": "city", "Lyon": "city", "Suisse": "country", "Torino": "city", "Lisboa": "city",
    "Utrecht": "city", "Göteborg": "city", "Surabaya": "city", "Đà Nẵng": "city", "İzmir": "city",
    "Ankara": "city", "Krakowie": "city", "Казани": "city", "Львові": "city", "Brně": "city",
    "Tampereella": "city", "Debrecenben": "city", "Θεσσαλονίκη": "city", "大阪": "city",
    "上海": "city", "부산": "city", "عمّان": "city", "पुणे": "city", "חיפה": "city",
    "München": "city", "Madrid": "city", "Belgique": "country", "Milano": "city",
    "Germania": "country", "São Paulo": "city", "België": "country", "Niemiec": "country",
    "東京": "city", "北京": "city", "Almanya": "country", "Norge": "country", "Singapura": "country",
    "دبي": "city", "Österreich": "country",
    # products / companies in other scripts
    "微信": "product", "카카오톡": "product", "واتساب": "product", "新幹線": "product",
    "Itaú": "company", "Charité": "org",
}

# --------------------------------------------------------------------------------------
# English templates
# --------------------------------------------------------------------------------------
CULTURES = [
    "Can you draft a short welcome email to {A} and {B}? They both start in our [[@city]] office on [[@weekday]].",
    "Meeting notes, [[@month]] 12: {A} presented the Q3 numbers, {B} raised concerns about the [[@company]] contract. Turn this into action items.",
    "Translate into [[@language]]: \"Dear {A}, thank you for hosting {B} and me last week.\"",
    "My neighbours {A} and {B} invited us over for [[@holiday]]. What is a polite gift to bring?",
    "Support ticket #48213 - customer {A} says the [[@product]] app crashes on upload. Escalated by {B}. Summarise for the weekly report.",
    "Write a LinkedIn recommendation for {A}. We worked together at [[@company]] for three years and {A.first} mentored {B}.",
    "Fix the grammar: yesterday me and {A} was meeting with {B} for discuss about the budget",
    "Make a seating plan for 8 guests. {A} must sit next to {B}; keep both away from the speakers.",
    "I'm writing a reference for my former student {A}, who interned with {B} in [[@city]]. Can you make it sound warmer?",
    "Reply politely to {A}: we can't move the deadline, but {B} can help with the [[@library]] migration.",
    "Book a table for four under the name {A} for [[@weekday]] at 7pm. {B} will join later.",
    "Patient {A} was referred by {B} for an [[MRI]]. Draft a short summary letter for the [[GP]].",
    "Draft a condolence card for {A} and sign it from me and {B}.",
    "Who is the better fit for the team-lead role, {A} or {B}? I'll paste their last two reviews below.",
    "Remind me to call {A} after the [[@product]] demo, and to send {B} the slides.",
    "Can you rewrite this birthday message? 'Happy birthday {A.first}! From all of us, especially {B}.'",
    "{A} and {B} are the co-authors of the paper; format the citation in APA style.",
    "Create a two-day itinerary in [[@city]] for my in-laws, {A} and {B}.",
    "Please check whether the visa letter for {A} names {B} as the host in [[@country]].",
    "Summarise the call: {A} (sales) and {B} (legal) agreed to renew the [[@company]] contract until [[@month]].",
    "Write a short bio for the conference programme: {A} is a researcher based in [[@city]] who works with {B} on [[@library]].",
    "Our landlord {A} wants to raise the rent. My flatmate {B} thinks we should negotiate. Draft a reply.",
    "Add {A} and {B} to the guest list for [[@weekday]] and send them the [[@product]] invite.",
    "How do I pronounce {A} and {B}? They are new colleagues and I don't want to get it wrong.",
    "The delivery for {A} was left with the neighbour, {B}. Write a short note explaining this.",
    "Draft an out-of-office: I'm away until [[@month]] 3; for urgent matters contact {A} or {B}.",
    "Congratulate {A} on the promotion and thank {B} for organising the farewell lunch.",
    "Interview schedule for [[@weekday]]: 10:00 {A}, 11:30 {B}. Write a short confirmation to both candidates.",
    "Explain in plain words for my grandmother: '{A} and {B} have been appointed joint executors of the estate.'",
    "I need a toast for the wedding of {A} and {B} - funny but not embarrassing.",
]

CASING = [
    "my friend {A} said the [[@product]] update broke everything can you help",
    "Please forward the signed contract to {A} before [[@weekday]].",
    "Is it normal that {A} from [[@company]] keeps calling me about the [[VAT]] refund?",
    "remind me to pay {A} back for the [[@holiday]] dinner",
    "Can you check the spelling in this note: '{A} and {B} will present at the [[@city]] meetup.'",
    "{A} wants the [[@library]] upgrade done by [[@month]]. Estimate the effort.",
    "Tell {A.first} that the [[@product]] licence expires on [[@weekday]].",
    "We hired {A} as our new accountant; write an intro email to the team, cc {B}.",
    "Summarise: {A} complained that the [[@company]] invoice was wrong; {B} will refund it.",
    "draft a text to {A.first}: running late, stuck in traffic near [[@place]]",
    "Who should I ask about the [[GDPR]] audit, {A} or {B}?",
    "Write a thank-you note to {A} for the [[@brand]] voucher.",
    "Urgent: {A} cannot log into [[@product]] since [[@weekday]]. Reset the password and inform {B}.",
    "Add {A} to the [[@library]] repo as a maintainer and notify {B.first}.",
    "The parcel for {A} is stuck in customs in [[@country]]. What should {A.first} do?",
    "Please book a meeting room for {A}, {B} and me on [[@weekday]] afternoon.",
    "{A} needs to renew a [[@nationality]] passport before the trip to [[@region]]; list the steps.",
]

POSITION = {
    "start": [
        "{A} asked me to summarise the attached [[@product]] report in three bullet points.",
        "{A.first} here - could you rewrite my cover letter so it sounds less stiff?",
        "{A} and {B} are arguing about whether [[@library]] is overkill for our project. Who is right?",
        "{A} needs a polite way to decline a meeting on [[@weekday]].",
        "{A}: please translate the following paragraph into [[@language]].",
        "{A.first} and {B.first} want a vegetarian menu for [[@holiday]]. Suggest five dishes.",
        "{A} says the [[@company]] refund still hasn't arrived. Draft a complaint.",
        "{A} is moving to [[@city]] in [[@month]]; make a relocation checklist.",
        "{A.first} - quick question, does [[@product]] support offline mode?",
        "{A} wrote this poem for the school newsletter; give honest feedback.",
        "{A} from accounting wants the [[VAT]] numbers for Q2 by [[@weekday]].",
        "{A} and {B} want to know whether [[@product]] works offline.",
        "{A.first}, {B.first} - please review the [[@month]] schedule below.",
    ],
    "middle": [
        "Could you write an email to {A} asking for the [[@month]] invoices?",
        "I had lunch with {A} and {B} yesterday and we talked about moving to [[@city]]. Pros and cons?",
        "Please tell {A} that the [[@library]] build is failing again, and ask for the logs.",
        "My cousin {A} just moved to [[@country]]; which documents are needed for a bank account?",
        "Yesterday {A} showed me a trick in [[@product]] that I forgot. How do you freeze the top row?",
        "The report that {A} sent on [[@weekday]] has errors in the totals. Help me point them out kindly.",
        "We are planning a surprise party for {A} and {B} on [[@weekday]]. Any ideas?",
        "Can you compare the quotes from {A} and {B} for the kitchen renovation?",
        "When {A} joins the call, start with the [[@company]] update.",
        "I think {A.first} is upset with me after the [[@holiday]] party. How do I apologise?",
        "Our tutor {A} recommended learning [[@proglang]] first. Is that good advice?",
        "I told {A} and {B} that the [[@company]] contract ends in [[@month]]. Draft a follow-up.",
    ],
    "end": [
        "Please draft a thank-you email to {A}",
        "Send the final slides to {A} and {B}.",
        "Who can approve the [[@product]] licence? I was told to ask {A}",
        "The [[@library]] migration plan was written by {A}.",
        "Write a short birthday message for my colleague {A}!",
        "Make this sound more professional: need the [[@month]] numbers asap thx {A.first}",
        "Forward the [[@company]] quote and cc {A} and {B}",
        "Translate to [[@language]]: See you on [[@weekday]], {A.first}.",
        "The keynote at the [[@city]] conference will be given by {A}",
        "Which gift would be best for {A}?",
        "Summarise the [[@weekday]] meeting for {A} and {B}",
        "Please share the [[@product]] link with {A} and {B}",
        "This year's volunteer award goes to {A} and {B}!",
    ],
}

LISTS = [
    "Add {A}, {B}, {C} and {D} to the [[@product]] channel.",
    "Attendees: {A}; {B}; {C}; {D}\nPlease draft the minutes template.",
    "Sort these names alphabetically by surname:\n- {A}\n- {B}\n- {C}\n- {D}\n- {E}",
    "Format these authors for a bibliography: {A.lastfirst}; {B.lastfirst}; {C.lastfirst}",
    "Here is the rota for [[@month]]:\n1. {A} - Mondays\n2. {B} - Wednesdays\n3. {C} - Fridays\nTurn it into a table.",
    "name,email,city\n{A},{A.email},[[@city]]\n{B},{B.email},[[@city]]\n{C},{C.email},[[@city]]\nConvert this CSV to JSON.",
    "The winners are {A}, {B} & {C}. Write a short announcement.",
    "Team 1: {A}/{B}/{C}\nTeam 2: {D}/{E}\nBalance the teams for the [[@holiday]] quiz.",
    "Invite {A.first}, {B.first}, {C} and {D.first} to the [[@weekday]] stand-up.",
    "| Name | Role |\n|---|---|\n| {A} | PM |\n| {B} | Designer |\n| {C} | Developer |\nAdd a column for start dates.",
    "Please split the bill between {A}, {B}, {C}, {D} and me: 184 [[EUR]] in total.",
    "Reviewers for the [[@library]] PR: {A.handle}, {B.handle}, {C.handle}",
    "Speakers in order: {A} (opening), {B} (keynote), {C} (panel), {D} (closing). Write an agenda.",
    "Carpool for [[@weekday]]: {A} drives and picks up {B}, {C} and {D}.",
    "shortlist: {A}, {B}, {C} - pick two for the [[@city]] trip",
    "Board members: {A.tfull}, {B.tfull}, {C.tfull}. Draft the invitation to the annual meeting.",
    "Recipients:\n* {A} <{A.email}>\n* {B} <{B.email}>\n* {C} <{C.email}>\nWrite a reminder about the [[@month]] deadline.",
    "Authors: {A.initlast}, {B.initlast}, {C.initlast}. Is this the right citation format for [[IEEE]]?",
    "Who is on call? Week 1: {A}; week 2: {B}; week 3: {C}; week 4: {D}.",
    "Group the students by level: {A} (B2), {B} (A1), {C} (C1), {D} (A2), {E} (B1)",
    "Thank {A}, {B}, and {C} for the [[@holiday]] fundraiser, and mention that {D} donated the prizes.",
    "Bridesmaids: {Af.first}, {Bf.first}, {Cf.first}. Groomsmen: {Dm.first}, {Em.first}. Write the place cards.",
    "Signatories: {A.lastfirst}; {B.lastfirst}; {C.lastfirst}. Check that the order is alphabetical.",
    "Mentions in the last sprint: @{A.handle} @{B.handle} @{C.handle} - summarise who did what.",
    "Send the [[@product]] invite to {A}, {B}, {C}, {D}, {E} and {F}.",
]

POSSESSIVE = [
    "Can you proofread {A}'s cover letter for the [[@company]] job?",
    "{A}\u2019s flight lands at [[@place]] at 6pm; plan the pickup.",
    "Compare {A}'s and {B}'s proposals for the [[@library]] refactor.",
    "Reply to {A.first}'s message about the [[@month]] rota.",
    "Summarise {A.tlast}'s notes from the [[@weekday]] meeting.",
    "We're meeting at {A.first}'s place on [[@weekday]]; write the invite.",
    "Is {A}'s [[VAT]] number valid for invoices to [[@country]]?",
    "Fix the typo in {A}'s slide and in {B.first}'s speaker notes.",
    "What should I write in {A}'s farewell card?",
    "I lost {A}\u2019s phone number; draft a message asking {B} for it.",
    "Update the [[@product]] permissions so {A}'s assistant can see the calendar.",
    "Explain {A}'s objection to the [[@company]] merger in simple words.",
    "Translate {A}'s email into [[@language]] and keep {B}'s comments in [[English]].",
    "Rate {A}'s [[@proglang]] code for readability.",
    "{A}'s mother is in hospital; help me write a kind message.",
    "Our client {A}'s order #5531 was shipped to the wrong address in [[@city]].",
    "Merge {A.first}'s branch after {B.first}\u2019s review.",
    "Schedule {A}'s onboarding for [[@weekday]].",
    "Whose turn is it to host - {A}'s or {B}'s?",
    "Draft a note congratulating {A} on {A.first}'s tenth anniversary at [[@company]].",
]

QUOTED = [
    "Can you make this reply friendlier?\n\n> On [[@weekday]], {A} wrote:\n> Could you send the [[@month]] figures again?\n\nHi {A.first}, attached.",
    "From: {A} <{A.email}>\nTo: {B} <{B.email}>\nSubject: [[@product]] licence renewal\n\nSummarise this thread and draft a reply.",
    "My colleague sent: \"Hi all, {A} is out sick today, please route [[@company]] tickets to {B}.\" What should I reply?",
    "[09:14] {A.first}: are we still on for [[@weekday]]?\n[09:15] {B.first}: yes, 2pm\n[09:20] {A.first}: ok I'll tell {C}\nSummarise this chat.",
    "12/03/2025, 18:02 - {A}: Happy [[@holiday]] everyone!\n12/03/2025, 18:05 - {B}: Same to you \U0001F389\nWhat's the tone of this group chat?",
    "Is this email a phishing attempt? 'Dear {A}, your [[@company]] account has been suspended. Contact our agent {B} immediately.'",
    "Please translate this message from my landlord: \"{A.first}, the plumber {B} will come on [[@weekday]] morning.\"",
    "Tidy up my signature:\n\nBest regards,\n{A}\nSenior Analyst, [[@company]]\n{A.email}",
    "---------- Forwarded message ---------\nFrom: {A}\nDate: [[@weekday]], 4 [[@month]]\nSubject: Offer\n\n{B.first}, see below. Thoughts?",
    "Slack thread:\n@{A.handle}: the [[@library]] build is red again\n@{B.handle}: looking\n@{A.handle}: thx\nWrite a status update.",
    "Hi {A.first},\n\nThanks for your patience. {B} from our [[@city]] team will contact you.\n\nKind regards,\n{C}\n\nIs this too formal?",
    "My mom texted: 'tell {A.first} to bring the [[@brand]] stuff and call auntie {B.first}'. What does she mean?",
    "Customer review: '{A} at the front desk was rude, but {B} fixed everything. 3 stars.' Draft a public response.",
    "> {A} wrote:\n> > {B} wrote:\n> > > can we push the launch to [[@month]]?\n> > fine by me\n> ok with me too\nWho agreed to the delay?",
    "[[Teams]] message from {A}: 'pls review my PR before [[EOD]]' - what does that abbreviation mean?",
    "Voicemail transcript: 'Hi, it's {A} from [[@company]], calling about your order. Call me back or ask for {B}.' Summarise.",
    "On [[@weekday]] 3 [[@month]], {A} <{A.email}> wrote:\nCan we move to 4pm?\n\nSent from my [[iPhone]]\n\nHow do I remove the 'Sent from' line?",
    "Reply to this: \"Dear Sir/Madam, I am {A}, the lawyer of the late {B}, who left an unclaimed deposit in [[@country]]...\"",
    "Text from {A.first}: 'omw, tell {B.first} to save me a seat'. Write a reply saying we're at [[@place]].",
    "Interview transcript:\nInterviewer: Please state your name.\nCandidate: {A}.\nInterviewer: And your referee?\nCandidate: {B}, my manager at [[@company]].\nSummarise.",
    "Comment on the doc by {A}: 'Why is [[@library]] pinned to an old version?' Reply by {B}: 'security review pending'. Summarise the discussion.",
    "Please shorten: \"Hello {A.first}, as discussed with {B} on [[@weekday]], we will ship the [[@product]] units next week.\"",
    "Tweet from @{A.handle}: 'Huge thanks to {B} for hosting the [[@city]] meetup!' Write a reply from our account.",
    "In the [[Zoom]] chat {A} asked: \"Will the recording be shared?\" and {B} answered \"yes, via [[@product]]\". Summarise.",
    "Translate my dad's message: '{A.first} called, {B} is in hospital in [[@city]], call back'",
    "Support chat log:\nAgent ({A.first}): How can I help?\nCustomer ({B}): my [[@product]] order never arrived\nAgent ({A.first}): sorry to hear that\nRate the agent's tone.",
]

CODE = [
    "# TODO({A.handle}): remove this workaround once [[@library]] 2.0 is released\nExplain what this TODO means.",
    "Review this function:\n\ndef send_invoice(customer):\n    \"\"\"Written by {A.initlast}. Sends the [[VAT]] invoice.\"\"\"\n    ...",
    "git log shows:\ncommit 3f9a2c1\nAuthor: {A} <{A.email}>\nDate: 2025-03-14\n\n    Fix race condition in [[@library]] worker\n\nWrite a changelog entry.",
    "/**\n * @author {A.lastfirst}\n * @since 2.3\n */\npublic class [[UserService]] {\n}\nAdd Javadoc for the constructor.",
    "-- reviewed by {A.initlast}, 2024-11-02\nSELECT * FROM orders WHERE region = '[[@region]]';\nOptimise this query.",
    "Fix the failing test:\n\ndef test_full_name():\n    user = User(first=\"{A.given}\", last=\"{A.family}\")\n    assert user.full_name == \"{A.given} {A.family}\"",
    "Co-authored-by: {A} <{A.email}>\nCo-authored-by: {B} <{B.email}>\nWhat does this trailer do on [[GitHub]]?",
    "config.yaml:\nowner: {A.handle}\noncall:\n  - {B.handle}\n  - {C.handle}\nregion: eu-west-1\nValidate this [[YAML]].",
    "{\"ticket\": 4411, \"assignee\": \"{A}\", \"reporter\": \"{B}\", \"component\": \"[[@library]]\"}\nWrite a Python dataclass for this JSON.",
    "Traceback (most recent call last):\n  File \"/home/{A.uhandle}/projects/billing/app.py\", line 42, in <module>\n    main()\n[[KeyError]]: 'customer_id'\nWhat's wrong?",
    "<!-- {A.first}: please don't touch this block, ask {B} first -->\nWhy is my [[CSS]] not applied?",
    "INSERT INTO employees (name, email, city) VALUES ('{A}', '{A.email}', '[[@city]]');\nIs this safe against [[SQL]] injection?",
    "// FIXME @{A.handle} this breaks on [[Safari]]\nconst total = items.reduce((a, b) => a + b.price, 0);\nWhy does it break?",
    "In our [[@library]] fixture, users = [{\"name\": \"{A}\"}, {\"name\": \"{B}\"}]. How do I parametrize a test over them?",
    "Merge conflict in [[README]].md:\nMaintainer: {A} (HEAD)\nMaintainer: {B} (feature)\nWhich one should I keep?",
    "Commit message: \"Revert {A.handle}/[[@library]]-upgrade - broke prod, see discussion with {B}\". Is this a good message?",
    "package.json:\n\"author\": \"{A} <{A.email}>\",\n\"contributors\": [\"{B}\"]\nHow do I add a license field?",
    "# Copyright (c) 2024 {A}\n# Licensed under the [[MIT]] License\nCan I reuse this code in a commercial [[@product]] plugin?",
    "Docstring:\n    Args:\n        owner: e.g. \"{A}\"\n    Raises:\n        [[ValueError]]: if owner is empty\nConvert it to [[NumPy]] style.",
    "[[Jira]] ticket PAY-311 assigned to {A}, reporter {B}: '[[Stripe]] webhook returns 500'. Write the root-cause section.",
    "Why does this regex not match '{A.lastfirst}'?\n\nre.compile(r'^[A-Z][a-z]+, [A-Z][a-z]+$')",
    "crontab owned by {A.uhandle}: 0 3 * * 1 /opt/backup.sh\nExplain when this runs.",
    "PR #812 by @{A.handle}: bump [[@library]] to the latest version. Reviewers: @{B.handle}, @{C.handle}. Write the release note.",
    "Test data:\ncustomers:\n  - name: {A}\n    iban: DE89 3704 0044 0532 0130 00\n  - name: {B}\n    iban: GB29 NWBK 6016 1331 9268 19\nGenerate three more fake entries.",
    "ssh {A.uhandle}@build-01.internal fails with 'Permission denied (publickey)'. How do I debug this?",
    "/* Maintainer: {A} ({A.email}) */\nWhy does gcc warn about the unused variable below?",
    "log line: 2025-02-01T10:22:13Z INFO login ok user={A.handle} ip=10.0.0.7\nParse this with [[@proglang]].",
    "CODEOWNERS:\n/billing/ @{A.handle}\n/auth/ @{B.handle} @{C.handle}\nWhat does this file do?",
    "assert greet(\"{A.first}\") == \"Hello, {A.first}!\"  # fails on [[Python]] 3.12, why?",
    "Write a SQL query that finds all orders placed by '{A}' or '{B}' in [[@month]].",
]

BUSINESS = [
    "Draft an invoice reminder to {A}: invoice 2024-117 for 1,250 EUR (incl. [[VAT]]) is 30 days overdue.",
    "Please check this transfer: beneficiary {A}, IBAN DE44 5001 0517 5407 3249 31, reference 'rent [[@month]]'.",
    "Write a rental agreement clause: tenant {A}, landlord {B}, flat in [[@city]], deposit of three months' rent.",
    "Payslip query: {A} says the [[@month]] overtime is missing. Draft the reply from [[HR]].",
    "NDA between [[@company]] and {A} (consultant). Summarise the key obligations.",
    "Customer {A} requests a refund for order 88412 (two [[@brand]] gift boxes). Approve or decline?",
    "Insurance claim: policyholder {A}, date of loss 14 [[@month]], water damage in the kitchen. Draft the claim letter.",
    "Shipping label:\n{A}\n12 Harbour Road\n[[@city]]\nIs this address format correct for [[@country]]?",
    "CRM note: called {A} ([[@company]]), interested in 50 licences, decision by {B} next [[@weekday]]. Next steps?",
    "Performance review for {A}: strong on [[@library]], needs to delegate more. Manager: {B}. Make it constructive.",
    "Sick note: {A} was unable to work from 3 to 7 [[@month]]. Draft the message to the payroll team.",
    "Expense report by {A}: taxi in [[@city]] 48 EUR, dinner with client {B} 130 EUR. Is the dinner deductible?",
    "Write a termination letter for {A}, effective at the end of [[@month]], signed by {B}, [[CEO]].",
    "Medical summary for the referral: {A}, 54, type 2 diabetes, seen by {B.tlast} on [[@weekday]].",
    "Power of attorney: I, {A}, authorise {B} to collect my documents at the [[@country]] consulate.",
    "Support ticket #20931 - {A}: 'charged twice for my [[@product]] subscription'. Agent: {B}. Write the resolution.",
    "Offer letter: we are pleased to offer {A} the position of data analyst starting 1 [[@month]].",
    "Lease renewal: {A} and {B} (tenants) want to add a pet clause. Draft it.",
    "Email from {A}: please send 9,800 [[USD]] to the new account today, it's urgent. Is this suspicious?",
    "Loan application: applicant {A}, co-signer {B}, monthly income 4,200 EUR. What's missing?",
    "Onboarding checklist for {A}: laptop, [[@product]] account, badge, and meeting the buddy {B} on day one.",
    "Case summary: {A} v. {B}, breach of contract, hearing on [[@weekday]]. Explain the next steps in plain language.",
    "Vendor {A} sent a quote for 200 [[@brand]] units. Draft a reply negotiating a 10 % discount.",
    "Prescription renewal request for {A}, [[DOB]] 1971-06-02, from {B.tlast}.",
    "Quarterly bonus: {A} 8 %, {B} 5 %, {C} 6 %. Write the announcement without revealing amounts.",
    "Write a landlord reference for {A}, a [[@nationality]] citizen renting a flat in [[@region]].",
]

TITLES = [
    "Please write to {A.tlast} and ask for the signed forms.",
    "Dr. {A.last} will see you on [[@weekday]] at 9:30. Write the reminder SMS.",
    "Dear Prof. {A.last}, I am writing regarding the [[@library]] workshop. Please continue this email.",
    "Appointment confirmed with {A.tfull} for the [[MRI]] results. Draft the confirmation.",
    "Sir {Am} has agreed to open the [[@city]] gala; write the press release.",
    "Invite Rev. {A} to say grace at the [[@holiday]] lunch.",
    "Capt. {A.last} reported turbulence over [[@country]]; draft the passenger notice.",
    "Mx. {A.last} asked to be added to the [[@product]] beta. Reply to confirm.",
    "Judge {A.last} postponed the hearing to [[@month]]. Explain what this means for us.",
    "The Hon. {A} will attend the reception; update the seating chart.",
    "Please address the letter to Mrs {Af.last} and Mr {Bm.last}.",
    "Prof. Dr. {A} will chair the session on [[@library]]; write the introduction.",
    "Sgt. {A.last} took the statement; summarise it for the insurer.",
    "Coach {A.last} wants the team at practice on [[@weekday]]; write the group message.",
    "Nurse {A.first} said the results arrive on [[@weekday]]. What should I ask the doctor?",
    "Draft a letter to Ambassador {A} about the [[@country]] trade mission.",
    "Rabbi {A.last} and Imam {B.last} will speak at the interfaith dinner; write the programme.",
    "Councillor {A} proposed a new cycle lane in [[@city]]. Draft a supportive email.",
    "Ms. {Af.last} and Mr. {Bm.last} will co-chair the [[@month]] board meeting.",
    "Dame {Af} is our guest of honour; write a short introduction.",
    "Officer {A.last} issued the parking ticket; help me write an appeal.",
    "Attorney {A} represents the landlord; prepare questions for the mediation.",
    "Dr {A.last} and Dr {B.last} disagree about the treatment plan. Summarise both views.",
    "Father {Am} will lead the [[@holiday]] service; write the announcement.",
    "Mrs. {Af.last}'s appointment with Dr. {B.last} moved to [[@weekday]]. Notify her.",
    "Agent {A.last} from the visa office called about the [[@country]] application.",
    "Sheikh {Am} will host the [[Ramadan]] iftar; prepare the guest list.",
    "Lt. Col. {A} signed the transfer order. Summarise it.",
    "Madam Justice {Af.last} delivered the judgment; explain it in plain terms.",
    "Professor {Af.last} and her co-author {B} asked for an extension; reply on behalf of the editors.",
]

# --------------------------------------------------------------------------------------
# Non-English templates (one record each)
# --------------------------------------------------------------------------------------
NONENGLISH = {
    "de": [
        "Bitte schreib eine freundliche Erinnerung an {A} wegen der offenen [[Rechnung]] vom [[@month]].",
        "Kannst du {A.t} mitteilen, dass der [[Termin]] am [[@weekday]] ausfällt? {B} übernimmt die Vertretung.",
        "Fasse das Protokoll zusammen: {A} stellt den [[Antrag]] beim [[Finanzamt]], {B} prüft die [[Steuererklärung]].",
        "Wir haben {A.de_gen} [[Kündigung]] erhalten. Formuliere eine Bestätigung, cc {B}.",
        "Mein [[Vermieter]] {Am} will die [[Nebenkosten]] erhöhen. Hilf mir bei einem Widerspruch.",
        "Lade {A}, {B} und {C} zur [[Weihnachtsfeier]] am [[@weekday]] ein.",
        "Übersetze ins Englische: \u201e{A} hat die [[Überweisung]] gestern getätigt, {B.first} bestätigt den Eingang.\u201c",
        "{A.de_genf} [[Urlaub]] beginnt im [[@month]]. Wer vertritt {A.first} in der [[Besprechung]] mit [[@company]]?",
        "Schreib eine [[Bewerbung]] für {A} als Pflegefachkraft an der [[Charité]].",
    ],
    "es": [
        "Escribe un correo a {A} para recordarle la reunión del [[@weekday]] con [[@company]].",
        "¿Puedes traducir al inglés? «{A} y {B} llegarán a [[Sevilla]] el [[@weekday]] por la mañana.»",
        "Resume la queja: el cliente {Am} dice que la factura de [[@month]] incluye el [[IVA]] dos veces.",
        "Redacta una carta de recomendación para {A}, que trabajó conmigo tres años en [[@company]].",
        "Escribe un correo formal para {A.t} confirmando la cita del [[@weekday]].",
        "Organiza una cena de [[Navidad]] para {Af}, {B} y {C}; {Af.first} es vegetariana.",
    ],
    "fr": [
        "Peux-tu écrire un mail à {A.t} pour reporter le rendez-vous de [[@weekday]] ?",
        "Résume ce compte rendu : {A} présente le budget, {B} s'occupe du contrat avec [[@company]].",
        "Traduis en anglais : « Bonjour {A.first}, {B} vous attend à la gare de [[Lyon]]. »",
        "Mon propriétaire, {Am}, refuse de rendre la caution. Que dois-je faire ?",
        "Rédige une invitation pour le pot de départ de {A} le [[@weekday]] 14 [[@month]].",
        "Qui doit signer, {A} ou {B} ? Le contrat concerne notre filiale en [[Suisse]].",
    ],
    "it": [
        "Scrivi una mail {A.t} per confermare l'appuntamento di [[@weekday]].",
        "Riassumi: {A} ha presentato il bilancio, {B} segue il contratto con [[@company]].",
        "Traduci in inglese: «{A} e {B} arriveranno a [[Torino]] a [[@month]].»",
        "Il mio padrone di casa, {Am}, non mi restituisce la caparra. Cosa posso fare?",
        "Prepara gli auguri di [[Natale]] per {A}, {B} e {C}.",
    ],
    "pt": [
        "Escreva um e-mail para {A.t} remarcando a reunião de [[@weekday]].",
        "Resuma: {A} apresentou o orçamento e {B} vai revisar o contrato com a [[@company]].",
        "Traduza para o inglês: «{A} e {B} chegam a [[Lisboa]] em [[@month]].»",
        "Meu senhorio, {Am}, quer aumentar o aluguel. Como respondo?",
        "Faça uma lista de convidados para o [[Carnaval]]: {A}, {B}, {C} e {D}.",
    ],
    "nl": [
        "Schrijf een mail aan {A.t} om de afspraak van [[@weekday]] te verzetten.",
        "Vat samen: {A} presenteerde de begroting, {B} regelt het contract met [[@company]].",
        "Vertaal naar het Engels: \u201e{A.nl_gen} fiets staat nog bij het station in [[Utrecht]].\u201d",
        "Mijn huisbaas {Am} wil de huur verhogen per 1 [[@month]]. Wat kan ik doen?",
        "Nodig {A}, {B} en {C} uit voor de borrel op [[@weekday]].",
    ],
    "sv": [
        "Skriv ett mejl till {A} och påminn om mötet på [[@weekday]].",
        "Sammanfatta: {A} presenterade budgeten och {B} ansvarar för avtalet med [[@company]].",
        "Översätt till engelska: \u201d{A.sv_gen} lägenhet i [[Göteborg]] är uthyrd från [[@month]].\u201d",
        "Bjud in {A}, {B} och {C} till [[midsommar]] hos oss.",
    ],
    "id": [
        "Tolong buatkan email untuk {A.t} tentang rapat hari [[@weekday]].",
        "Ringkas notulen ini: {A} mempresentasikan anggaran, {B} mengurus kontrak dengan [[@company]].",
        "Terjemahkan ke bahasa Inggris: \"{A} dan {B} akan tiba di [[Surabaya]] bulan [[@month]].\"",
        "Pemilik kos saya, {A}, mau menaikkan harga sewa. Bagaimana cara menolaknya dengan sopan?",
        "Buat undangan buka puasa bersama untuk {A}, {B} dan {C} selama [[Ramadan]].",
    ],
    "vi": [
        "Viết giúp tôi email gửi {A.t} để dời cuộc họp sang [[thứ Năm]].",
        "Tóm tắt biên bản: {A} trình bày ngân sách, {B} phụ trách hợp đồng với [[@company]].",
        "Dịch sang tiếng Anh: \u201c{A} và {B} sẽ đến [[Đà Nẵng]] vào [[tháng Ba]].\u201d",
        "Chủ nhà của tôi là {A}, muốn tăng tiền thuê. Tôi nên trả lời thế nào?",
        "Soạn lời chúc [[Tết]] gửi {A}, {B} và {C}.",
    ],
    "tr": [
        "{A.sfx:dat} faturaya [[KDV]] dahil olduğunu bildiren bir e-posta yaz.",
        "Toplantı notlarını özetle: {A} bütçeyi sundu, {B} [[@company]] sözleşmesini takip ediyor.",
        "{A.t} [[Pazartesi]] günkü toplantıyı iptal etti; {B.sfx:dat} haber verir misin?",
        "İngilizceye çevir: \"{A.sfx:gen} ofisi [[İzmir]]'de, {B} ise [[Ankara]]'da çalışıyor.\"",
        "Ev sahibim {A} kirayı artırmak istiyor. Nasıl cevap vereyim?",
        "{A.sfx:abl} gelen [[@product]] mesajını daha kibar yaz.",
    ],
    "pl": [
        "Napisz maila do {A.c:gen} z przypomnieniem o fakturze za [[marzec]].",
        "Podsumuj notatkę: {Af} przedstawiła budżet, a {B} odpowiada za umowę z [[@company]].",
        "Przetłumacz na angielski: \u201eJutro spotykam się z {A.c:ins} i {B.c:ins} w [[Krakowie]].\u201d",
        "Podziękuj {A.c:dat} za pomoc przy wdrożeniu [[@library]].",
        "Mój wynajmujący, {A}, chce podnieść czynsz od [[stycznia]]. Co mam odpowiedzieć?",
        "Czy możesz sprawdzić umowę {A.c:gen}? Chodzi o [[VAT]] i termin płatności.",
    ],
    "ru": [
        "Напиши письмо {A.c:dat} с напоминанием о встрече в [[понедельник]].",
        "Кратко перескажи: {A} представил(а) бюджет, {B} отвечает за договор с [[@company]].",
        "Переведи на английский: «Завтра я встречаюсь с {A.c:ins} и {B.c:ins} в [[Казани]].»",
        "Поблагодари {A.c:acc} за помощь с переездом на [[Kubernetes]].",
        "Мой арендодатель, {Am}, хочет поднять плату с [[января]]. Что ответить?",
        "Проверь договор {A.c:gen}: там указан [[НДС]]?",
    ],
    "uk": [
        "Напиши лист {A.c:dat} з нагадуванням про зустріч у [[понеділок]].",
        "Перекажи коротко: {A} представив(ла) бюджет, {B} відповідає за договір з [[@company]].",
        "Переклади англійською: «Завтра я зустрічаюся з {A.c:ins} у [[Львові]].»",
        "Подякуй {A.c:dat} за допомогу з [[Excel]].",
        "Перевір договір {A.c:gen}, чи є там [[ПДВ]].",
    ],
    "cs": [
        "Napiš e-mail {A.c:dat} s připomínkou schůzky v [[pondělí]].",
        "Shrň zápis: {A} představil(a) rozpočet, {B} má na starosti smlouvu s [[@company]].",
        "Přelož do angličtiny: \u201eZítra se sejdu s {A.c:ins} v [[Brně]].\u201c",
        "Poděkuj {A.c:dat} za pomoc s přechodem na [[@product]].",
        "Zkontroluj smlouvu {A.c:gen}, jestli obsahuje [[DPH]].",
    ],
    "fi": [
        "Kirjoita sähköposti {A.c:all} ja muistuta [[maanantain]] palaverista.",
        "Tiivistä: {A} esitteli budjetin, ja {B} vastaa [[Nokia]]-sopimuksesta.",
        "Käännä englanniksi: \u201dSain viestin {A.c:abl} eilen [[Tampereella]].\u201d",
        "Onko {A.c:gen} sopimuksessa [[ALV]] mukana?",
    ],
    "hu": [
        "Írj egy e-mailt {A.c:dat} a [[hétfői]] megbeszélésről.",
        "Foglald össze: {A} bemutatta a költségvetést, {B} felel a [[@company]] szerződésért.",
        "Fordítsd le angolra: \u201eHolnap találkozom {A.c:ins} [[Debrecenben]].\u201d",
        "Köszönd meg {A.c:dat} a segítséget az [[ÁFA]]-bevallásban.",
    ],
    "el": [
        "Γράψε ένα email προς {A.c:acc} για τη συνάντηση της [[Δευτέρας]].",
        "Σύνοψη σημειώσεων: {A} - προϋπολογισμός, {B} - σύμβαση με [[@company]].",
        "Μετάφρασε στα αγγλικά: «{A.c:voc}, η παράδοση στη [[Θεσσαλονίκη]] θα γίνει την [[Παρασκευή]].»",
        "Έλεγξε το συμβόλαιο {A.c:gen}: περιλαμβάνει [[ΦΠΑ]];",
    ],
    "ja": [
        "{A}さんに、[[月曜日]]の会議の議事録を送るメールを書いてください。",
        "次の文を英語に翻訳してください：「{A}さんと{B}さんは[[大阪]]の支社に異動します。」",
        "{A.t}へのお礼のメールを丁寧に書き直してください。[[Excel]]の資料も添付します。",
        "[[Slack]]で{A}さんから届いたメッセージを要約して、{B}さんに共有する文章を作って。",
        "取引先の{A}様宛に、[[@company]]との契約更新についての案内文を作成してください。",
        "{A}さんの[[PDF]]ファイルが開けません。原因は何ですか？",
    ],
    "zh": [
        "请帮我给{Am}写一封邮件，提醒他[[周一]]的会议。",
        "把这段话翻译成英文：\u201c{A}和{B}下个月去[[上海]]出差。\u201d",
        "{A.t}让我把[[Excel]]报表发给{B}，请帮我写一段说明。",
        "总结会议记录：{A}负责预算，{B}负责和[[@company]]的合同。",
        "客户{A}投诉[[微信]]支付失败，请写一个回复。",
        "{A}的[[PPT]]里有几个错别字，帮我改一下。",
    ],
    "ko": [
        "{A} 님에게 [[월요일]] 회의 일정을 알리는 이메일을 써 주세요.",
        "다음 문장을 영어로 번역해 주세요: \"{A} 씨와 {B} 씨는 다음 달 [[부산]]으로 출장을 갑니다.\"",
        "{A}에게 [[카카오톡]]으로 보낼 사과 메시지를 정중하게 다듬어 줘.",
        "회의록 요약: {A} - 예산, {B} - [[@company]] 계약 담당.",
        "{A}의 [[PDF]] 보고서를 세 줄로 요약해 줘.",
    ],
    "ar": [
        "اكتب رسالة إلى {Am} لتذكيره باجتماع يوم [[الاثنين]].",
        "ترجم إلى الإنجليزية: \"سيصل {Am} و{Bm} إلى [[عمّان]] يوم [[الخميس]].\"",
        "لخّص المحضر: {Am.t} عرض الميزانية، و{Bm} مسؤول عن العقد مع [[@company]].",
        "ساعدني في الرد على {A} بخصوص فاتورة [[ضريبة القيمة المضافة]].",
        "أرسل الملف ل{A} عبر [[واتساب]].",
    ],
    "hi": [
        "{A} को [[सोमवार]] की मीटिंग के बारे में याद दिलाने के लिए ईमेल लिखो।",
        "इसे अंग्रेज़ी में अनुवाद करो: \"{A} और {B} अगले महीने [[पुणे]] जा रहे हैं।\"",
        "{A.t} ने [[GST]] बिल भेजा है, उसका जवाब लिखने में मदद करो।",
        "मीटिंग का सार: {A} बजट देखेंगे, {B} [[@company]] के साथ अनुबंध संभालेंगे।",
        "{A} का [[WhatsApp]] मैसेज ज़्यादा विनम्र बनाओ।",
    ],
    "he": [
        "כתוב מייל ל{A} כדי להזכיר את הפגישה ב[[יום שני]].",
        "תרגם לאנגלית: \"{A} ו{B} יגיעו ל[[חיפה]] בשבוע הבא.\"",
        "סכם את הפגישה: {A} - תקציב, {B} - החוזה עם [[@company]].",
        "עזור לי לענות ל{A} לגבי החשבונית עם [[מע״מ]].",
    ],
}

# --------------------------------------------------------------------------------------
# Keep-slice templates (no names at all)
# --------------------------------------------------------------------------------------
KEEP_T = {
    "en": [
        "Can you move our [[@weekday]] stand-up to [[@weekday]] and update the [[@product]] invite?",
        "What's the [[VAT]] rate for digital services sold from [[@country]] to customers in the [[EU]]?",
        "Compare [[@library]] and [[@library]] for a small [[@proglang]] project.",
        "Do I need a [[US]] visa to change planes in [[@city]] on the way to [[@country]]?",
        "Plan a [[@holiday]] trip to [[@region]] in [[@month]] on a budget.",
        "Explain [[GDPR]] Article 17 to a small [[@company]] reseller in plain [[English]].",
        "My [[@product]] keeps disconnecting from [[@product]] since the [[@month]] update. Any fix?",
        "Write a product description for a [[@brand]] backpack for students in [[@city]].",
        "Translate 'see you on [[@weekday]]' into [[@language]] and [[@language]].",
        "Is [[@company]] or [[@company]] better for a graduate job in [[@city]]?",
        "What does [[@acronym]] stand for in an [[HR]] context?",
        "Why does my [[@proglang]] script raise [[KeyError]] when parsing the [[JSON]] export?",
        "How many hours of daylight does [[@city]] get in [[@month]] compared with [[@city]]?",
        "Draft a notice: the office is closed for [[@holiday]] and reopens on [[@weekday]].",
        "Which is cheaper for shipping, [[@company]] or [[@company]], from [[@country]] to [[@country]]?",
        "Write a short greeting for our [[@nationality]] and [[@nationality]] customers for [[@holiday]].",
        "Set up a [[Kubernetes]] cron job that runs every [[@weekday]] at 02:00 [[UTC]].",
        "Explain [[@eponym]] to a ten-year-old.",
        "Is the area around [[@place]] safe at night? I'm staying near [[@place]].",
        "Recommend three [[@language]] podcasts for learners, ideally free on [[@product]].",
        "Our [[CFO]] wants the [[Q3]] [[KPI]] dashboard in [[@product]] by [[@weekday]].",
        "Write a haiku about [[@month]] rain in [[@city]].",
        "How do I export a [[CSV]] from [[@product]] and load it into [[@library]]?",
        "Help me prepare for a job interview at [[@org]].",
        "Is [[@country]] part of the [[Schengen]] area?",
        "Create a packing list for [[@region]] in [[@month]]; I'm flying with [[Lufthansa]].",
        "Convert 25 degrees [[Celsius]] to [[Fahrenheit]] and explain the formula.",
        "Which [[@proglang]] web framework is closest to [[@library]]?",
        "Draft an announcement: from [[@month]] 1, all [[@company]] invoices must include the [[IBAN]] and [[BIC]].",
        "List the public holidays in [[@country]] other than [[@holiday]].",
        "Summarise the [[@org]] report on [[@country]] in five bullet points.",
        "Is a [[@brand]] or a [[@brand]] gift card better for a [[@holiday]] office raffle?",
        "Which documents does a [[@nationality]] citizen need to work in [[@country]]?",
        "Write a short history of the [[@org]] for a school project.",
        "Give me three fun facts about the [[@eponym]].",
        "Is it better to visit [[@region]] or [[@region]] in [[@month]]?",
        "Do [[@nationality]] students need a visa for a semester at [[@org]]?",
    ],
    "de": [
        "Kannst du den [[Termin]] von [[@weekday]] auf [[@weekday]] verschieben und die [[Einladung]] in [[@product]] anpassen?",
        "Wie hoch ist die [[Mehrwertsteuer]] in [[Österreich]] für [[Bücher]]?",
        "Schreib eine [[Abwesenheitsnotiz]]: Ich bin bis Ende [[@month]] im [[Urlaub]].",
        "Erkläre mir die [[DSGVO]] für einen kleinen [[Onlineshop]].",
        "Welche [[Unterlagen]] brauche ich für die [[Steuererklärung]] beim [[Finanzamt]] [[München]]?",
        "Formuliere eine [[Mahnung]] für die offene [[Rechnung]] aus dem [[@month]].",
    ],
    "es": [
        "¿Qué documentos necesito para renovar el [[DNI]] en [[Madrid]] antes de [[Semana Santa]]?",
        "Explícame la diferencia entre [[@library]] y [[@library]].",
        "Cambia la reunión del [[@weekday]] al [[@weekday]] y avisa por [[@product]].",
    ],
    "fr": [
        "Quelle est la [[TVA]] applicable en [[Belgique]] pour un abonnement [[@product]] ?",
        "Déplace la réunion de [[@weekday]] à [[@weekday]] et préviens l'équipe [[RH]].",
        "Propose un menu de [[Noël]] végétarien pour six personnes à [[Lyon]].",
    ],
    "it": [
        "Come si calcola l'[[IVA]] su una fattura emessa a [[Milano]] per un cliente in [[Germania]]?",
        "Sposta la riunione di [[@weekday]] a [[@weekday]] e aggiorna l'invito su [[@product]].",
    ],
    "pt": [
        "Quais documentos preciso para abrir conta no [[Itaú]] em [[São Paulo]]?",
        "Mude a reunião de [[@weekday]] para [[@weekday]] e avise no [[@product]].",
    ],
    "nl": [
        "Hoeveel [[btw]] moet ik rekenen voor een klant in [[België]]?",
        "Verzet de vergadering van [[@weekday]] naar [[@weekday]] en zet het in [[@product]].",
    ],
    "pl": [
        "Jak obliczyć [[VAT]] dla klienta z [[Niemiec]] w [[@product]]?",
        "Przełóż spotkanie z [[poniedziałku]] na [[czwartek]] i powiadom dział [[IT]].",
    ],
    "ru": [
        "Как настроить [[Docker]] на [[Windows]] для проекта на [[Python]]?",
        "Перенеси встречу с [[понедельника]] на [[среду]] и обнови приглашение в [[Outlook]].",
    ],
    "ja": [
        "[[Excel]]で[[月曜日]]の売上を集計する方法を教えてください。",
        "[[東京]]から[[大阪]]まで[[新幹線]]でいくらかかりますか？",
    ],
    "zh": [
        "如何在[[Python]]中读取[[Excel]]文件？",
        "[[春节]]期间[[北京]]的银行营业吗？",
    ],
    "tr": [
        "[[KDV]] oranı [[Almanya]] için ne kadar?",
        "[[Pazartesi]] toplantısını [[Çarşamba]] gününe taşı ve [[Teams]] davetini güncelle.",
    ],
    "sv": [
        "Hur mycket [[moms]] ska jag ta för en kund i [[Norge]]?",
    ],
    "id": [
        "Bagaimana cara membayar [[PPN]] untuk faktur dari [[Surabaya]] ke [[Singapura]]?",
    ],
    "ar": [
        "كيف أستخدم [[Excel]] لحساب [[ضريبة القيمة المضافة]] في [[دبي]]؟",
    ],
}
