# -*- coding: utf-8 -*-
"""Hand-written non-English prompts with names (inflected forms written literally; a fused case
ending is inside the span, an apostrophe-separated suffix such as Turkish 'ye is outside), and
hand-written keep-slice prompts (no person names at all)."""

NONEN_HAND = [
("pl", r"""
Jutro mam spotkanie z ⟦Anną Kowalską⟧ i ⟦Piotrem Nowakiem⟧ w sprawie ⟪umowy⟫. Pomóż mi przygotować agendę.
Napisz życzenia imieninowe dla ⟦Grzegorza⟧ od całego ⟪Działu IT⟫.
Czy mogę przekazać sprawę ⟦Małgorzacie Wiśniewskiej⟧, skoro ⟦Krzysztof⟧ jest na urlopie do ⟪piątku⟫?
"""),
("ru", r"""
Напиши письмо ⟦Ивану Петрову⟧: счёт от ⟪Сбербанка⟫ нужно оплатить до пятницы.
Вчера ⟦Ольга Сергеевна⟧ сказала, что отчёт для ⟪Газпрома⟫ не готов. Как вежливо напомнить ⟦Дмитрию⟧?
Переведи на английский: «Встреча с ⟦Екатериной Соколовой⟧ переносится на ⟪понедельник⟫».
"""),
("uk", r"""
Допоможи написати подяку ⟦Тарасові Шевченку⟧ — ні, не поетові, а нашому бухгалтеру з ⟪Києва⟫.
Передай ⟦Олені⟧, що ⟪Нова Пошта⟫ привезла посилку.
"""),
("cs", r"""
Napiš e-mail ⟦Janu Novákovi⟧, že faktura od ⟪ČEZ⟫ je po splatnosti.
Mluvila jsem s ⟦Kateřinou Dvořákovou⟧ o smlouvě, co mám napsat ⟦Tomášovi⟧?
"""),
("fi", r"""
Kirjoita kiitosviesti ⟦Mikolle⟧ ja ⟦Ainolle⟧ ⟪juhannuksen⟫ järjestelyistä.
Laskun lähetti ⟦Juha Virtanen⟧, mutta ⟪Kela⟫ ei ole vielä maksanut. Mitä vastaan ⟦Virtaselle⟧?
"""),
("hu", r"""
Írj egy e-mailt ⟦Nagy Zsófiának⟧ a ⟪NAV⟫ határidőről.
⟦Kovács Gábor⟧ holnap ⟪Debrecenbe⟫ utazik, ⟦Gábornak⟧ kell a szerződés.
"""),
("tr", r"""
⟦Ayşe⟧'ye doğum günü mesajı yazar mısın? ⟪Cumartesi⟫ parti var.
⟦Mehmet Yılmaz⟧'ın ⟪e-Devlet⟫ şifresi çalışmıyor, ne yapmalı?
Toplantıyı ⟦Elif Şahin⟧ ile ⟦Oğuz Kılıç⟧ yönetecek.
"""),
("ja", r"""
⟦田中⟧さんに来週の⟪会議⟫の資料を送ってください。
⟦佐藤美咲⟧様からの問い合わせに返信する文面を考えてください。⟪Amazon⟫の注文についてです。
⟦高橋健一⟧と⟦渡辺陽菜⟧が⟪大阪⟫支社に異動します。挨拶文を書いて。
"""),
("zh", r"""
请帮我给⟦王秀英⟧写一封感谢信，她在⟪春节⟫期间帮我们值班。
⟦李⟧老师说作业要在⟪周五⟫前交，⟦张伟⟧还没交。
把这句话翻译成英文：⟦陈志强⟧明天去⟪上海⟫出差。
"""),
("ko", r"""
⟦김민준⟧ 씨에게 ⟪월요일⟫ 회의 일정을 알려 주세요.
⟦박서연⟧ 팀장님이 보고서를 검토하셨어요. 답장 써 줘.
"""),
("ar", r"""
اكتب رسالة شكر إلى ⟦فاطمة العتيبي⟧ على مساعدتها في مشروع ⟪أرامكو⟫.
أرسل ⟦محمد بن خالد المنصور⟧ الفاتورة يوم ⟪الأحد⟫، كيف أرد عليه؟
"""),
("fa", r"""
لطفاً یک ایمیل رسمی به ⟦شیرین رضایی⟧ بنویس دربارهٔ جلسهٔ ⟪شنبه⟫.
"""),
("he", r"""
תכתוב הודעה ל⟦נועה כהן⟧ — לא, נוסח רשמי: ⟦נועה כהן⟧ מתבקשת להגיע ל⟪ישיבה⟫ ביום ⟪שלישי⟫.
"""),
("hi", r"""
⟦प्रिया शर्मा⟧ को ⟪दिवाली⟫ की शुभकामनाएँ देने के लिए एक संदेश लिखो।
⟦राहुल⟧ जी ने रिपोर्ट भेज दी है, ⟦अमित वर्मा⟧ को बता दो।
"""),
("el", r"""
Γράψε ένα email στην ⟦Ελένη Παπαδοπούλου⟧ για την ⟪Τρίτη⟫.
Ο ⟦Γιώργος⟧ και η ⟦Κατερίνα Οικονόμου⟧ θα έρθουν στην ⟪Αθήνα⟫.
"""),
("vi", r"""
Viết giúp tôi email gửi chị ⟦Nguyễn Thị Hương⟧ về hợp đồng với ⟪Viettel⟫.
Anh ⟦Tuấn⟧ nói rằng ⟦Trần Quang Huy⟧ sẽ đến ⟪Hà Nội⟫ vào ⟪thứ Hai⟫.
"""),
("sw", r"""
Tafadhali mwandikie ⟦Baraka Mwakyusa⟧ ujumbe kuhusu malipo ya ⟪M-Pesa⟫.
⟦Neema⟧ na ⟦Juma Salim⟧ watakuja ⟪Arusha⟫ ⟪Jumamosi⟫.
"""),
("de", r"""
Kannst du ⟦Annas⟧ ⟪Bewerbung⟫ Korrektur lesen? Sie bewirbt sich bei der ⟪Deutschen Bahn⟫.
Ich habe mit Herrn ⟦Schröder⟧ gesprochen — also mit Herrn ⟦Jürgen Schröder⟧ vom ⟪Finanzamt⟫.
"""),
("es", r"""
Dile a ⟦Lupita⟧ que el ⟪SAT⟫ le devolvió el dinero.
¿Le mando el ⟪finiquito⟫ a ⟦José Luis Hernández García⟧ o a su abogada, la licenciada ⟦Ximena Cervantes⟧?
"""),
("fr", r"""
Peux-tu relire la lettre de ⟦Marie-Claire Lefèvre⟧ à la ⟪Sécurité sociale⟫ ?
J'ai croisé ⟦Jean-Baptiste⟧ et ⟦Maëlle Le Gall⟧ à la ⟪gare Montparnasse⟫.
"""),
("it", r"""
Scrivi un messaggio a ⟦Giuseppe De Luca⟧ per il ⟪Ferragosto⟫.
"""),
("pt", r"""
Preciso responder à ⟦Thaís Carvalho⟧ sobre o ⟪Pix⟫ que não caiu.
"""),
("lt", r"""
Parašyk laišką ⟦Rūtai Kazlauskienei⟧ apie ⟪Sodros⟫ mokėjimą.
"""),
("et", r"""
Kirjuta ⟦Kadri Tammele⟧ kiri ⟪Tallinna⟫ kontori kohta.
"""),
("sr", r"""
Napiši poruku ⟦Jeleni Petrović⟧ i ⟦Nemanji⟧ o sastanku u ⟪Beogradu⟫.
"""),
("ka", r"""
დაწერე წერილი ⟦ნინო ბერიძეს⟧ ⟪თბილისის⟫ ოფისის შესახებ.
"""),
("id", r"""
Bu ⟦Dewi⟧ minta laporan ⟪BPJS⟫ dikirim ke Pak ⟦Agus Santoso⟧ sebelum ⟪Lebaran⟫.
"""),
("nl", r"""
Mail ⟦Femke de Vries⟧ even over de ⟪Koningsdag⟫ planning; ⟦Sander⟧ weet er niets van.
"""),
("sv", r"""
Skicka ⟦Ingrids⟧ kvitton till ⟪Skatteverket⟫ innan ⟪april⟫.
"""),
("ro", r"""
Scrie-i lui ⟦Ștefan Popescu⟧ despre factura de la ⟪Orange⟫.
"""),
]

KEEP_HAND = [
("en", r"""
Can you explain the difference between ⟪PyTorch⟫ and ⟪TensorFlow⟫ for a beginner?
My ⟪Jenkins⟫ pipeline fails on the ⟪Maven⟫ step with exit code 137. What does that mean?
Write a haiku about ⟪Monday⟫ mornings in ⟪November⟫.
Is ⟪Ruby⟫ on ⟪Rails⟫ still a good choice in 2025 compared with ⟪Django⟫?
Plan a 3-day itinerary for ⟪Victoria⟫, ⟪British Columbia⟫, with a day trip to ⟪Butchart Gardens⟫.
What's the grace period on a ⟪Visa⟫ credit card in the ⟪US⟫?
How do I install ⟪Julia⟫ on ⟪Ubuntu⟫ and add it to ⟪Jupyter⟫?
Convert this ⟪Hugo⟫ site to ⟪Astro⟫ — what breaks?
⟪Alexa⟫ keeps mishearing me. Is ⟪Siri⟫ better for smart home control?
Compare the ⟪Ford⟫ Ranger, ⟪Toyota⟫ Hilux and ⟪Mercedes⟫ X-Class for towing.
Recipe for ⟪Caesar⟫ salad without anchovies.
Best time to visit ⟪Jordan⟫: ⟪Petra⟫ in ⟪April⟫ or ⟪October⟫?
I'm moving from ⟪Georgia⟫ to ⟪Washington⟫ state. Do I need a new driver's licence?
What's the ⟪GDPR⟫ lawful basis for storing ⟪IP⟫ addresses in ⟪Postgres⟫ logs?
My ⟪iPhone⟫ won't sync with ⟪Outlook⟫ after the ⟪iOS⟫ update.
Which is healthier, ⟪Earl Grey⟫ or ⟪Darjeeling⟫?
I have a ⟪Granny Smith⟫ and two ⟪Pink Lady⟫ apples; suggest a crumble.
Write a product description for our ⟪Hope Street⟫ bakery's sourdough.
How long does it take from ⟪King's Cross⟫ to ⟪Cambridge⟫ by train?
Is ⟪Paris⟫ or ⟪Lyon⟫ better for a weekend with kids in ⟪February⟫?
Explain ⟪Kubernetes⟫ ⟪Helm⟫ charts like I'm five.
What's the difference between ⟪Sunni⟫ and ⟪Shia⟫ holidays around ⟪Eid al-Adha⟫?
⟪Basil⟫, ⟪Rosemary⟫ and ⟪Thyme⟫: which of these herbs survive winter outdoors? Keep it short.
Our ⟪Dell⟫ XPS overheats when running ⟪Docker⟫ Desktop.
Write a tweet announcing ⟪Black Friday⟫ deals on ⟪Samsung⟫ TVs.
Why does ⟪Excel⟫ turn my gene names like ⟪MARCH1⟫ into dates?
Is ⟪Tesla⟫ ⟪Autopilot⟫ legal in the ⟪EU⟫?
Help me choose between ⟪Stanford⟫, ⟪Duke⟫ and ⟪Johns Hopkins⟫ for a public health master's.
Write a short poem about ⟪Summer⟫ rain on ⟪Lake Geneva⟫.
Can I bring ⟪Dr Pepper⟫ in hand luggage through ⟪Heathrow⟫?
Set up ⟪Grafana⟫ alerts for ⟪Prometheus⟫ metrics on ⟪AWS⟫.
Translate "⟪Happy New Year⟫" into ten languages.
What's open on ⟪Christmas Day⟫ in ⟪Dublin⟫?
My ⟪Hinge⟫ and ⟪Bumble⟫ profiles get no matches. Rewrite my bio: I like hiking, ⟪Marvel⟫ films and ⟪Thai⟫ food.
Why is ⟪Mercury⟫ retrograde a thing people talk about?
Is the ⟪Amazon⟫ rainforest bigger than ⟪Western Australia⟫?
⟪ChatGPT⟫ vs ⟪Gemini⟫ for summarising ⟪PDF⟫ files — pros and cons?
We're moving our ⟪CI⟫ from ⟪Travis⟫ to ⟪GitHub Actions⟫. Checklist?
Book a table at the ⟪Ritz⟫ for ⟪Valentine's Day⟫ — how early should I call?
How do I cook ⟪Beef Wellington⟫ for six?
What's the rule for ⟪Lent⟫ fasting on ⟪Sundays⟫?
Write a ⟪LinkedIn⟫ post about passing the ⟪CFA⟫ level II exam.
Meeting at ⟪Waterloo⟫ station under the clock at noon on ⟪Saturday⟫ — write the invite.
Our ⟪Shopify⟫ store gets orders from ⟪Chad⟫ and ⟪Georgia⟫ that look fraudulent.
A ⟪Lincoln⟫ Navigator or a ⟪Cadillac⟫ Escalade for airport transfers?
How do I grow ⟪Jasmine⟫ and ⟪Heather⟫ in pots on a north-facing balcony?
What's the ⟪NHS⟫ waiting time for an ⟪ADHD⟫ assessment?
Is ⟪Sunny Delight⟫ actually juice?
Tips for the ⟪IELTS⟫ speaking test next ⟪Wednesday⟫.
We use ⟪Ansible⟫ and ⟪Terraform⟫; where should secrets live, ⟪Vault⟫ or ⟪SOPS⟫?
Book me a room near ⟪Gare du Nord⟫ for ⟪Easter⟫ weekend.
what's the difference between ⟪Kafka⟫ and ⟪RabbitMQ⟫ for event sourcing
MY ⟪MACBOOK⟫ SAYS "DISK FULL" BUT ⟪FINDER⟫ SHOWS 200GB FREE
is the ⟪wells fargo⟫ app down or is it just me
Can a ⟪Jack Russell⟫ live in a small flat?
⟪Bloody Mary⟫ recipe for a brunch for 12, non-alcoholic version too.
Where does the ⟪Santa Ana⟫ wind come from?
Why is ⟪St. Patrick's Day⟫ a bigger deal in ⟪Boston⟫ than in ⟪Cork⟫?
Translate the ⟪Mandarin⟫ menu item 宫保鸡丁 (⟪Kung Pao⟫ chicken).
Train from ⟪Shinjuku⟫ to ⟪Hakone⟫ with a ⟪JR Pass⟫?
Schedule a reminder: renew ⟪Norton⟫ antivirus before ⟪August⟫.
How do I cite the ⟪WHO⟫ and ⟪UNESCO⟫ reports in ⟪Harvard⟫ style?
⟪Victoria⟫ line delays again — is the ⟪Elizabeth⟫ line faster to ⟪Paddington⟫?

Our office is on ⟪Jefferson Avenue⟫ next to ⟪Lincoln Park⟫; write directions from ⟪Union Station⟫.
Is ⟪Victoria Sponge⟫ the same as a ⟪Battenberg⟫ cake?
Apply for a ⟪Fulbright⟫ or a ⟪Rhodes Scholarship⟫ — which deadline is earlier?
rewrite our ⟪Slack⟫ status policy: ⟪OOO⟫, ⟪DND⟫, ⟪WFH⟫
Which ⟪Marriott⟫ and ⟪Hilton⟫ hotels near ⟪Schiphol⟫ have shuttles?
HOW DO I CANCEL MY ⟪PRIME⟫ MEMBERSHIP ON ⟪AMAZON⟫
Which trains run from ⟪Penn Station⟫ to ⟪Newark⟫ after midnight on ⟪New Year's Eve⟫?
The ⟪Raspberry Pi⟫ won't boot after I flashed ⟪Raspbian⟫ with ⟪Etcher⟫.
Write alt text for a photo of ⟪Mount Kenya⟫ at sunrise.
Is ⟪Holly⟫ poisonous to cats? Also ⟪Ivy⟫ and ⟪Lily⟫ of the valley.
Our ⟪Salesforce⟫ to ⟪HubSpot⟫ migration lost all ⟪Opportunity⟫ records.
Compare ⟪McGill⟫ and ⟪Queen's⟫ for engineering.
What's the dress code for ⟪Ascot⟫ in ⟪June⟫?
"""),
("de", r"""
Wie schreibe ich eine ⟪Kündigung⟫ für meinen ⟪Handyvertrag⟫ bei der ⟪Telekom⟫?
Muss ich die ⟪Grundsteuer⟫ beim ⟪Finanzamt⟫ oder bei der ⟪Gemeinde⟫ bezahlen?
Was ist der Unterschied zwischen ⟪Kindergeld⟫ und ⟪Elterngeld⟫?
Fährt die ⟪S-Bahn⟫ am ⟪Pfingstmontag⟫ nach ⟪Sonntagsfahrplan⟫?
Übersetze: ⟪Sehr geehrte Damen und Herren⟫, anbei die ⟪Unterlagen⟫.
"""),
("es", r"""
¿Cómo pido una cita en el ⟪SEPE⟫ para el ⟪paro⟫?
Receta de ⟪Tarta de Santiago⟫ sin gluten.
¿Abre el ⟪Corte Inglés⟫ el ⟪Día de Reyes⟫?
"""),
("fr", r"""
Comment remplir la ⟪déclaration⟫ de revenus sur ⟪impots.gouv⟫ ?
Quel train prendre de la ⟪gare de Lyon⟫ à ⟪Marseille⟫ le ⟪14 juillet⟫ ?
Recette de ⟪Crêpes Suzette⟫ pour la ⟪Chandeleur⟫.
"""),
("it", r"""
Come si calcola l'⟪IMU⟫ sulla seconda casa a ⟪Napoli⟫?
"""),
("pt", r"""
Como declarar o ⟪Imposto de Renda⟫ pelo ⟪gov.br⟫?
"""),
("nl", r"""
Hoe vraag ik ⟪zorgtoeslag⟫ aan bij de ⟪Belastingdienst⟫?
"""),
("pl", r"""
Jak złożyć ⟪PIT⟫ przez ⟪e-Urząd Skarbowy⟫?
"""),
("ru", r"""
Как оформить ⟪загранпаспорт⟫ через ⟪Госуслуги⟫?
"""),
("ja", r"""
⟪新宿⟫から⟪箱根⟫まで⟪ロマンスカー⟫で何分かかりますか？
"""),
("zh", r"""
⟪微信⟫支付和⟪支付宝⟫哪个手续费更低？
"""),
("tr", r"""
⟪Ramazan Bayramı⟫ tatilinde ⟪Kapadokya⟫'ya gitmek için en iyi rota hangisi?
"""),
("ar", r"""
ما هي أفضل طريقة للسفر من ⟪الرياض⟫ إلى ⟪جدة⟫ في ⟪رمضان⟫؟
"""),
("hi", r"""
⟪आधार⟫ कार्ड में पता कैसे बदलें?
"""),
("sw", r"""
Ninawezaje kulipa bili ya ⟪TANESCO⟫ kwa ⟪M-Pesa⟫?
"""),
("vi", r"""
Làm sao để đăng ký ⟪VNeID⟫ cấp độ 2?
"""),
("ko", r"""
⟪카카오톡⟫ 백업을 ⟪구글 드라이브⟫에 하는 방법 알려줘.
"""),
("fi", r"""
Miten haen ⟪asumistukea⟫ ⟪Kelalta⟫?
"""),
]
