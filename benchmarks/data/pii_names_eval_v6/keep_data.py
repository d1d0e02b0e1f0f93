# -*- coding: utf-8 -*-
"""Hand-written keep-word pools (capitalised words that are NOT person names) and the
hand-written prompts of the `keep` slice (no names at all).

Markup in the prompts: [[...]] marks a word or phrase to keep."""

POOLS = {
    "day": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
    "month": "January February March April May June July August September October November December",
    "holiday": "Christmas|Easter|Thanksgiving|Ramadan|Diwali|Hanukkah|Passover|Halloween|Boxing Day|"
               "Good Friday|Lunar New Year|Labor Day|Juneteenth|Oktoberfest|Yom Kippur|Nowruz|Songkran|"
               "Midsummer|Eid al-Adha|Carnival",
    "lang": "English German Spanish French Mandarin Cantonese Hindi Arabic Swahili Portuguese "
            "Polish Turkish Korean Japanese Dutch Italian Greek Hebrew Ukrainian Tagalog Amharic Yoruba",
    "city": "Berlin|Paris|Lagos|Nairobi|São Paulo|Mumbai|Jakarta|Istanbul|Warsaw|Lisbon|Madrid|"
            "Rotterdam|Stockholm|Reykjavik|Auckland|Toronto|Chicago|Dubai|Cairo|Seoul|Hanoi|Manila|"
            "Bogotá|Kraków|Porto|Sydney|Austin|Charlotte|Florence|Adelaide|Madison|Victoria",
    "company": "Oracle|Siemens|Deloitte|Grant Thornton|Goldman Sachs|Morgan Stanley|Ernst & Young|"
               "Johnson & Johnson|Procter & Gamble|Marks & Spencer|Wells Fargo|Barclays|Salesforce|"
               "Bosch|Philips|Boeing|KPMG|Bloomberg|Reuters|Lufthansa|Ryanair|Unilever",
    "brand": "Ford|Dell|Tesla|McDonald's|Adobe|Ferrari|Porsche|Disney|Chanel|Heinz|Kellogg's|Hilton|"
             "Marriott|Walmart|Dyson|Honda|Toyota|Michelin|Peugeot|Lamborghini|Mercedes|Nike|"
             "Sainsbury's|Miele|Hermès|Dr. Martens|Ben & Jerry's|Starbucks|IKEA|Lidl",
    "tech": "Python|JavaScript|TypeScript|PyTorch|TensorFlow|Kubernetes|Docker|Postgres|Redis|Django|"
            "Flask|React|Excel|PowerPoint|Outlook|Jira|Confluence|GitHub|GitLab|Jenkins|Terraform|"
            "Kafka|Pandas|NumPy|Jupyter|Ubuntu|Grafana|Elasticsearch|Julia|Ruby|Rust|Swift|Haskell|"
            "Pascal|Hugo|Figma|Notion|Airflow|Snowflake|BigQuery|Selenium",
    "tool": "Slack|Zoom|Teams|Google Meet|Webex|Jira|Trello|Asana|Notion|Miro|Calendly|DocuSign|"
            "Dropbox|SharePoint|WhatsApp|Signal|Telegram",
    "acronym": "VAT GDPR KPI OKR SLA NDA QA UX API SDK SSO MFA DNS VPN MVP ROI CRM ERP SEO ESG "
               "AML KYC SOC2 ISO",
    "role": "Head of Marketing|Product Manager|Data Scientist|Account Executive|Engineering Manager|"
            "Chief Financial Officer|Site Reliability Engineer|UX Researcher|Procurement Lead|"
            "Customer Success Manager|Staff Accountant|Sales Director",
    "dept": "Finance|Legal|Procurement|Marketing|Engineering|Sales|Operations|Customer Success|"
            "Compliance|Research",
    "nation": "American British Canadian Brazilian Nigerian Indian Chinese Kenyan Mexican Norwegian "
              "Swiss Irish Scottish Filipino Vietnamese",
}

# Prompts with no person name at all (the `keep` slice). (lang, text)
KEEP_PROMPTS = [
    ("en", "[[Mark]] the [[Q3]] invoices as paid and move the rest to [[Monday]]."),
    ("en", "[[Grant]] read access to the [[Finance]] folder for the new contractors, then revoke it on [[Friday]]."),
    ("en", "[[Will]] the [[EU]] [[VAT]] rules change for digital services in [[January]]?"),
    ("en", "[[Bill]] the client for the extra hours we spent on the [[Kubernetes]] upgrade."),
    ("en", "[[Rose]] gold or silver: which [[iPhone]] case looks better for a gift?"),
    ("en", "[[Faith]]-based charities in [[Chicago]] that accept food donations around [[Thanksgiving]]?"),
    ("en", "[[Hope]] this helps: the [[API]] returns a 429 when you exceed the rate limit."),
    ("en", "[[Chase]] the supplier about the [[Dell]] monitors; they were due last [[Tuesday]]."),
    ("en", "[[Frank]] feedback needed: is this [[PowerPoint]] deck too long for the [[CEO]]?"),
    ("en", "How do I get a [[US]] visa if I already have an [[ESTA]] denial?"),
    ("en", "Compare the [[Ford]] Ranger and the [[Toyota]] Hilux for towing a caravan."),
    ("en", "Is the [[Tesla]] Model 3 still eligible for the federal tax credit in [[April]]?"),
    ("en", "Which is healthier, a [[McDonald's]] salad or a [[Subway]] wrap?"),
    ("en", "My [[Adobe]] subscription renews in [[June]]; how do I cancel without a fee?"),
    ("en", "Write a [[Python]] function that parses [[JSON]] and writes a [[CSV]] file."),
    ("en", "Why does [[Julia]] start slower than [[Python]] for small scripts?"),
    ("en", "Explain [[Ruby]] on [[Rails]] migrations to someone who knows [[Django]]."),
    ("en", "Set up [[Jenkins]] to run the [[Selenium]] suite every night at 2 am."),
    ("en", "Our [[Kafka]] consumer lags behind after the [[Redis]] cache was added. Ideas?"),
    ("en", "Translate \"[[Happy]] [[Diwali]] to you and your family\" into [[Hindi]]."),
    ("en", "What's open on [[Boxing Day]] in [[London]] besides the [[Marks & Spencer]] sale?"),
    ("en", "Plan a three-day itinerary for [[Florence]] in [[August]], avoiding the crowds at the [[Uffizi]]."),
    ("en", "Is [[Sydney]] or [[Adelaide]] better for a family holiday in [[December]]?"),
    ("en", "We fly from [[Charlotte]] to [[Austin]] on [[Sunday]]; how early should we be at the airport?"),
    ("en", "How far is [[Victoria Station]] from [[Heathrow]] by [[Tube]]?"),
    ("en", "Can a [[Jordan]] tourist visa be bought on arrival at [[Amman]] airport?"),
    ("en", "Best time to visit [[Georgia]]: [[Tbilisi]] in [[May]] or in [[September]]?"),
    ("en", "[[Grace]] period for the [[HMRC]] self-assessment: when does the penalty start?"),
    ("en", "Our [[Grant Thornton]] audit starts in [[March]]; list the documents [[Finance]] must prepare."),
    ("en", "Draft an email to [[Goldman Sachs]] and [[Morgan Stanley]] asking for [[Q4]] research notes."),
    ("en", "[[Johnson & Johnson]] or [[Procter & Gamble]]: which has the higher dividend yield?"),
    ("en", "Summarize the [[GDPR]] rules for storing [[IBAN]] numbers in a [[CRM]]."),
    ("en", "The [[NASA]] and [[ESA]] press releases disagree on the launch date. Which one is newer?"),
    ("en", "What does the [[WHO]] recommend for travel vaccines before [[Ramadan]] in [[Cairo]]?"),
    ("en", "Write a [[SQL]] query that counts orders per [[Tuesday]] in [[February]]."),
    ("en", "[[Amber]] alert rules: who can issue one and how fast?"),
    ("en", "[[Summer]] internship ideas for a [[Data Scientist]] student who knows [[Pandas]] and [[NumPy]]."),
    ("en", "[[Jack]] up the car safely: where are the lifting points on a [[Honda]] Civic?"),
    ("en", "[[Max]] out the [[Docker]] memory limit or add swap? The build keeps getting killed."),
    ("en", "[[Drew]] up a budget yesterday; can you check the [[Excel]] formulas for errors?"),
    ("en", "[[Sue]] the landlord or go to mediation first? This is in [[Toronto]]."),
    ("en", "[[Pat]] the chicken dry before seasoning, right? Making it for [[Easter]] lunch."),
    ("en", "[[Carol]] singing schedule for the [[Christmas]] market: can you make a table?"),
    ("en", "[[Holly]], [[Ivy]] and mistletoe: which ones are toxic to cats?"),
    ("en", "[[Basil]] or [[Sage]] with butternut squash ravioli?"),
    ("en", "Convert this [[Hugo]] site to [[Jekyll]] and keep the [[GitHub]] Pages deployment."),
    ("en", "How do I write a recursive fold in [[Haskell]] and the same loop in [[Pascal]]?"),
    ("en", "Fix this [[TypeScript]] error in my [[React]] component: Property 'id' does not exist."),
    ("en", "Our [[Grafana]] dashboard shows [[SLA]] breaches every [[Thursday]] night. Find the pattern."),
    ("en", "Write a polite reminder that the [[NDA]] must be signed in [[DocuSign]] before the [[Zoom]] call."),
    ("en", "Which [[Porsche]] or [[Ferrari]] models hold their value best after five years?"),
    ("en", "Compare [[Dyson]] and [[Miele]] vacuums for a flat with two dogs."),
    ("en", "Is a [[Nobel Prize]] winner's lecture usually recorded? I want to cite one in [[APA]] style."),
    ("en", "Explain the difference between a [[Bayesian]] and a [[Gaussian]] process model."),
    ("en", "Is [[Parkinson's]] disease hereditary? My aunt was just diagnosed."),
    ("en", "Write an [[OKR]] for the [[Customer Success]] team tied to [[NPS]] and churn."),
    ("en", "[[Victoria]] sponge or [[Black Forest]] cake for an office birthday?"),
    ("en", "Is [[Chad]] a safe destination for a [[UN]] volunteer posting in [[October]]?"),
    ("en", "Pros and cons of [[Walmart]] versus [[Lidl]] for a weekly shop on a budget."),
    ("en", "Summarize the [[Hilton]] and [[Marriott]] loyalty programmes in one table."),
    ("en", "Generate [[FAQ]] entries about [[PTO]] accrual for our [[HR]] portal."),
    ("en", "[[Sterling]] or euros: which should I carry for a day trip to [[Dublin]]?"),
    ("en", "[[Penny]] stocks are risky, right? Explain it like I'm new to investing."),
    ("en", "[[Miles]] or points: which [[Lufthansa]] fare class earns more on a [[Frankfurt]] layover?"),
    ("en", "[[Dawn]] patrol surf spots near [[Lisbon]] that are fine for beginners?"),
    ("en", "[[Crystal]] clear instructions please: how do I reset the [[VPN]] token with [[MFA]]?"),
    ("de", "Bitte die [[Rechnung]] für die [[Steuererklärung]] bis [[Montag]] an das [[Finanzamt]] schicken."),
    ("de", "Wie formuliere ich eine [[Kündigung]] für den [[Mietvertrag]] zum [[Juni]]?"),
    ("de", "Die [[Besprechung]] mit der [[Abteilung]] [[Einkauf]] wird auf [[Donnerstag]] verschoben."),
    ("de", "Schreib mir eine [[Bewerbung]] als [[Projektleiterin]] bei [[Siemens]] in [[München]]."),
    ("de", "Was kostet eine [[BahnCard]] 50 und lohnt sie sich für Fahrten nach [[Hamburg]]?"),
    ("de", "Hilf mir, die [[Nebenkostenabrechnung]] zu prüfen; die [[Heizkosten]] wirken zu hoch."),
    ("de", "Ist der [[Ostermontag]] in [[Bayern]] ein gesetzlicher [[Feiertag]]?"),
    ("de", "Erkläre mir den Unterschied zwischen [[GmbH]] und [[UG]] bei der [[Gründung]]."),
    ("de", "Die [[Lieferung]] von [[Bosch]] kam ohne [[Lieferschein]]. Was schreibe ich dem [[Kundendienst]]?"),
    ("de", "Welche [[Unterlagen]] braucht die [[Krankenkasse]] für das [[Elterngeld]]?"),
    ("es", "¿Cómo pido la [[Visa]] de estudiante para [[Canadá]] desde [[Madrid]] antes de [[Navidad]]?"),
    ("es", "Redacta un correo a [[Hacienda]] sobre el [[IVA]] de la factura de la [[AEAT]]."),
    ("es", "¿Qué hago en [[Sevilla]] durante la [[Semana Santa]] si llueve?"),
    ("es", "Compara el [[Seat]] Ibiza con el [[Renault]] Clio para ciudad."),
    ("fr", "Peux-tu traduire ce [[CV]] pour [[LinkedIn]] et pour une candidature chez [[Renault]] ?"),
    ("fr", "Quels documents faut-il pour la [[CAF]] avant la [[Toussaint]] ?"),
    ("fr", "Le [[TGV]] pour [[Lyon]] est annulé à cause de la grève de la [[SNCF]] ; quelles alternatives ?"),
    ("fr", "Explique la [[TVA]] intracommunautaire pour une facture vers la [[Belgique]]."),
    ("it", "Scrivi una mail all'[[INPS]] per il rimborso di [[Ferragosto]] e cita il [[CUD]]."),
    ("it", "Meglio [[Fiat]] Panda o [[Dacia]] Sandero per [[Milano]]?"),
    ("pt", "Como emitir a [[Nota Fiscal]] pelo portal da [[Receita Federal]] antes do [[Carnaval]]?"),
    ("pt", "Quanto custa um voo da [[TAP]] de [[Lisboa]] para o [[Funchal]] no [[Natal]]?"),
    ("nl", "Hoe vraag ik [[DigiD]] aan voor de [[Belastingdienst]] vóór [[Koningsdag]]?"),
    ("pl", "Jak złożyć [[PIT]] przez [[ePUAP]] i czy [[ZUS]] to sprawdza?"),
    ("tr", "[[Ramazan Bayramı]] tatilinde [[İstanbul]] [[Havalimanı]] çok kalabalık olur mu?"),
    ("sv", "Hur ansöker jag om [[BankID]] innan [[Midsommar]] om jag bor i [[Göteborg]]?"),
]
