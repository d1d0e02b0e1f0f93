# -*- coding: utf-8 -*-
"""Hand-written non-English templates (nonenglish slice) and name-free prompts (keep slice).

NONENGLISH: lang -> (native origins, [template, template]); every template is used twice.
For Latin-script languages, persons are drawn from the native origins 60 % of the time
and otherwise from any Latin-script origin.
"""

NONENGLISH = {
    "de": (["german", "austrian", "swiss"], [
        "Kannst du die [[Rechnung]] für {A} bis [[Freitag]] fertig machen? Die [[Zahlung]] geht ans [[Finanzamt]].",
        "Frau {Af:last} hat den [[Termin]] beim [[Hausarzt]] abgesagt, bitte formuliere eine kurze [[Mail]] an {B}.",
    ]),
    "fr": (["french", "quebecois", "breton"], [
        "Peux-tu rédiger un message pour {A} ? La [[réunion]] de [[lundi]] est reportée à cause des grèves de la [[SNCF]].",
        "Mon voisin {A} m'a prêté sa perceuse, comment le remercier sans en faire trop ? On habite à [[Lyon]].",
    ]),
    "es": (["spanish", "mexican", "colombian", "argentine"], [
        "¿Me ayudas a escribir un correo a {A} para pedirle el [[PDF]] del contrato antes del [[martes]]?",
        "La profesora de mi hijo, {Af}, dice que tiene que practicar más la lectura. ¿Qué hago en [[Semana Santa]]?",
    ]),
    "it": (["italian"], [
        "Scrivi un messaggio di auguri per {A}, che si laurea a [[Bologna]] a [[giugno]].",
        "Il commercialista {A} chiede le fatture per la dichiarazione [[IVA]]: come gliele mando?",
    ]),
    "pt": (["portuguese", "brazilian"], [
        "Preciso responder ao {Am}: ele quer saber se a reunião no [[Teams]] continua na [[quinta-feira]].",
        "Minha sogra, {Af}, vai passar o [[Natal]] conosco. Sugestões de cardápio?",
    ]),
    "nl": (["dutch", "belgian_flemish", "frisian"], [
        "Kun je een bedankje schrijven voor {A}? Ze heeft onze kat verzorgd tijdens de vakantie in [[Frankrijk]].",
        "Mijn collega {A} vraagt of de [[Belastingdienst]] de aangifte al heeft verwerkt. Wat moet ik antwoorden?",
    ]),
    "sv": (["swedish", "sami"], [
        "Hjälp mig skriva ett mejl till {A} om att hyran höjs från [[januari]].",
        "Kan du sammanfatta vad {A} sa på mötet om [[Försäkringskassan]]?",
    ]),
    "da": (["danish", "faroese", "greenlandic"], [
        "Skriv en kort hilsen til {A}, der fylder 60 på [[søndag]].",
        "Min nabo {A} spørger, hvordan man bruger [[MitID]]. Forklar det enkelt.",
    ]),
    "nb": (["norwegian", "sami"], [
        "Kan du lage en huskeliste til {A} før turen til [[Tromsø]]?",
        "Læreren {A} vil ha et møte om [[NAV]]-søknaden. Hva bør jeg ta med?",
    ]),
    "fi": (["finnish"], [
        "Kirjoita kiitosviesti {A}:lle, joka auttoi muutossa [[Tampereella]].",
        "Voitko tarkistaa, onko {A} jo maksanut laskun [[MobilePay]]:llä?",
    ]),
    "is": (["icelandic"], [
        "Geturðu skrifað afmæliskveðju til {A}? Hún á afmæli á [[laugardaginn]].",
        "Hvernig svara ég {A} sem spyr um [[Strætó]] kortið?",
    ]),
    "pl": (["polish"], [
        "Napisz przypomnienie dla {A}, że zebranie wspólnoty jest w [[czwartek]] o 18:00.",
        "Pan {Am:last} z [[ZUS]] prosi o dodatkowe dokumenty. Jak mu odpowiedzieć?",
    ]),
    "cs": (["czech", "slovak"], [
        "Napiš prosím omluvu pro {A}, že nestihnu [[pondělní]] schůzku.",
        "Paní {Af:last} chce vědět, jestli nám [[ČEZ]] vrátí přeplatek.",
    ]),
    "hu": (["hungarian"], [
        "Írj egy rövid köszönőlevelet {A} részére a [[karácsonyi]] ajándékért.",
        "A szomszéd, {A}, azt kérdezi, mikor jön a [[MÁV]] pótlóbusz.",
    ]),
    "ro": (["romanian"], [
        "Poți să scrii un mesaj pentru {A}? Ședința de [[marți]] s-a mutat online pe [[Zoom]].",
        "Doamna {Af:last} vrea o ofertă pentru zugrăvit apartamentul din [[Cluj]].",
    ]),
    "tr": (["turkish", "azerbaijani"], [
        "{A} için bir doğum günü mesajı yazar mısın? [[Cumartesi]] sürpriz parti var.",
        "Muhasebeden {A}, [[KDV]] beyannamesinin ne zaman verileceğini soruyor.",
    ]),
    "ru": (["russian", "ukrainian", "bulgarian", "kazakh_cyrillic"], [
        "Помоги написать письмо {A}: встреча в [[понедельник]] переносится из-за проверки [[ФНС]].",
        "Мой коллега {A} просит объяснить, как работает [[Excel]] сводная таблица.",
    ]),
    "uk": (["ukrainian"], [
        "Напиши коротке привітання для {A} з днем народження, вечірка у [[Львові]].",
        "Пані {Af} просить надіслати довідку з [[ПриватБанку]] до [[п'ятниці]].",
    ]),
    "bg": (["bulgarian"], [
        "Напиши благодарствено писмо до {A} за помощта с ремонта в [[София]].",
        "Колегата {A} пита дали срещата в [[сряда]] е потвърдена.",
    ]),
    "sr": (["serbian_cyrillic", "macedonian"], [
        "Можеш ли да напишеш поруку за {A} да касни воз за [[Нови Сад]]?",
        "{A} пита да ли је уплата за [[Инфостан]] прошла.",
    ]),
    "hr": (["croatian", "bosnian", "serbian", "slovenian"], [
        "Napiši čestitku za {A} koja je upravo diplomirala u [[Zagrebu]].",
        "Susjed {Am} pita trebamo li prijaviti kvar [[HEP]]-u.",
    ]),
    "el": (["greek_native"], [
        "Γράψε ένα σύντομο μήνυμα στην {Af} ότι η συνάντηση της [[Τρίτης]] ακυρώνεται.",
        "Ο λογιστής μας, {Am}, ζητάει τα έγγραφα για την [[ΑΑΔΕ]]. Τι να του στείλω;",
    ]),
    "ar": (["arabic_native"], [
        "ساعدني في كتابة رسالة شكر إلى {A} بمناسبة [[رمضان]].",
        "زميلي {Am} يسأل عن موعد الاجتماع في [[دبي]] يوم [[الخميس]].",
    ]),
    "he": (["hebrew_native"], [
        "תעזור לי לכתוב הודעת תודה ל{A} על העזרה במעבר דירה ל[[חיפה]].",
        "המורה {A} ביקשה אישור מההורים לטיול ב[[ירושלים]].",
    ]),
    "fa": (["persian_native"], [
        "لطفاً یک پیام تبریک [[نوروز]] برای {A} بنویس.",
        "همکارم {A} پرسید جلسه [[شنبه]] ساعت چند است.",
    ]),
    "ur": (["urdu_native"], [
        "{A} کو [[عید]] کی مبارکباد کا ایک پیغام لکھ دیں۔",
        "میرے بھائی {Am} نے پوچھا ہے کہ [[لاہور]] کی ٹرین کب جاتی ہے۔",
    ]),
    "hi": (["hindi_native"], [
        "{A} को [[दिवाली]] की शुभकामनाएँ देने के लिए एक छोटा संदेश लिखो।",
        "मेरी सहकर्मी {Af} पूछ रही हैं कि [[सोमवार]] की मीटिंग कहाँ होगी।",
    ]),
    "bn": (["bengali_native"], [
        "{A}-কে [[পূজা]]র শুভেচ্ছা জানিয়ে একটা বার্তা লিখে দাও।",
        "আমার বন্ধু {A} জানতে চায় [[কলকাতা]] থেকে ট্রেন কখন ছাড়বে।",
    ]),
    "ta": (["tamil_native"], [
        "{A} அவர்களுக்கு [[பொங்கல்]] வாழ்த்து செய்தி எழுதுங்கள்.",
        "என் நண்பர் {A} [[சென்னை]] பயணம் பற்றி கேட்கிறார்.",
    ]),
    "zh": (["chinese_native"], [
        "帮我给{A}写一封邮件，说[[周五]]的会议改到线上用[[腾讯会议]]。",
        "我同事{A}问[[春节]]假期怎么安排值班。",
    ]),
    "ja": (["japanese_native"], [
        "{A}さんに[[金曜日]]の打ち合わせが延期になったとメールを書いてください。",
        "上司の{A}さんから[[Excel]]の集計を頼まれました。手順を教えて。",
    ]),
    "ko": (["korean_native"], [
        "{A} 씨에게 [[월요일]] 회의가 취소됐다고 메시지 써 줘.",
        "우리 팀장 {A} 님이 [[카카오톡]] 단톡방을 만들라고 했어요.",
    ]),
    "th": (["thai_native"], [
        "ช่วยเขียนข้อความขอบคุณคุณ{A}ที่ช่วยงานวัน[[สงกรานต์]]",
        "เพื่อนร่วมงาน {A} ถามว่าประชุมวัน[[จันทร์]]ยังมีอยู่ไหม",
    ]),
    "vi": (["vietnamese"], [
        "Viết giúp tôi tin nhắn chúc [[Tết]] gửi chị {Af}.",
        "Anh {Am} hỏi cuộc họp [[thứ Hai]] có chuyển sang [[Zoom]] không.",
    ]),
    "id": (["javanese", "batak", "malay"], [
        "Tolong buatkan pesan untuk {A} bahwa rapat hari [[Senin]] diundur.",
        "Bu {Af} menanyakan jadwal posyandu bulan [[Agustus]].",
    ]),
    "tl": (["filipino"], [
        "Pakisulat ng mensahe para kay {A} na hindi ako makakapunta sa [[Lunes]].",
        "Tinatanong ni {A} kung bukas ang [[SSS]] branch sa Sabado.",
    ]),
    "sw": (["tanzanian", "kikuyu", "luo_kalenjin"], [
        "Niandikie ujumbe kwa {A} kwamba mkutano wa [[Jumatatu]] umeahirishwa.",
        "Rafiki yangu {A} anauliza kama [[M-Pesa]] inafanya kazi Uganda.",
    ]),
    "ka": (["georgian"], [
        "დამეხმარე {A}-სთვის მილოცვის დაწერაში, [[ორშაბათს]] დაბადების დღე აქვს.",
        "ჩემი კოლეგა {A} მეკითხება [[თბილისი]]ს შეხვედრის შესახებ.",
    ]),
    "hy": (["armenian"], [
        "Օգնիր ինձ նամակ գրել {A}-ին, որ [[երկուշաբթի]] հանդիպումը հետաձգվել է։",
        "Իմ ընկեր {A}-ն հարցնում է [[Երևան]]ի գնացքի մասին։",
    ]),
    "am": (["amharic_native"], [
        "ለ{A} የ[[መስቀል]] በዓል የእንኳን አደረሳችሁ መልእክት ጻፍልኝ።",
        "ጓደኛዬ {A} ስለ [[አዲስ አበባ]] ስብሰባ ጠየቀኝ።",
    ]),
    "ca": (["catalan"], [
        "Pots escriure un missatge a {A} per dir-li que la reunió de [[dimarts]] es fa a [[Girona]]?",
        "La {Af:first} diu que encara no ha rebut la factura de l'[[IVA]].",
    ]),
    "mn": (["mongolian"], [
        "{A}-д [[Цагаан сар]]ын мэндчилгээ бичиж өгөөч.",
        "Манай хамт олны {A} [[Даваа]] гарагийн хурлын талаар асууж байна.",
    ]),
}

# lang -> list of name-free prompts (keep slice). Every one is written out by hand.
KEEP = {
    "en": [
        "Can you explain the difference between [[PyTorch]] and [[TensorFlow]] for a beginner?",
        "What's the deadline for filing taxes in the [[US]] if I was abroad until [[June]]?",
        "Our [[GDPR]] audit is on [[Monday]]. Make a checklist.",
        "Is [[Julia]] faster than [[Python]] for numerical simulations?",
        "Recommend a [[Ruby]] gem for parsing [[CSV]] files.",
        "How do I reset [[Alexa]] without the app?",
        "Write a [[Christmas]] newsletter for a small bakery.",
        "Which is cheaper in [[December]]: [[Lisbon]] or [[Porto]]?",
        "How do I charge [[VAT]] to a customer in [[Norway]]?",
        "Explain [[Kubernetes]] pods like I'm five.",
        "My [[iPhone]] won't sync with [[Outlook]] calendar. Fixes?",
        "Plan a [[Thanksgiving]] dinner for twelve on a budget.",
        "Is a [[Grace]] period on a credit card the same as interest-free?",
        "How long is the walk from [[Victoria Station]] to [[Westminster Abbey]]?",
        "What vaccines do I need for [[Jordan]] and [[Egypt]]?",
        "Summarise the [[WHO]] guidance on hand hygiene in two lines.",
        "Convert this [[Excel]] formula to [[Google Sheets]]: =SUMIFS(B:B,A:A,\">0\")",
        "Why is my [[Django]] migration stuck?",
        "Does [[Amazon]] Prime include free returns in [[Canada]]?",
        "what's the best way to learn [[Mandarin]] in six months",
        "Compare [[Postgres]] and [[MySQL]] for a small web app.",
        "Is [[Georgia]] (the country) safe for solo travel in [[October]]?",
        "Create a study timetable for the [[GCSE]] exams in [[May]].",
        "Translate 'good morning' into [[Swahili]] and [[Tagalog]].",
        "I need a packing list for [[Iceland]] in [[February]].",
        "FIX MY [[SQL]]: SELECT COUNT(*) FROM users GROUP BY country",
        "Explain the [[Diwali]] traditions to a class of eight-year-olds.",
        "How do I claim a refund from [[Ryanair]] for a cancelled flight?",
        "What's the weather usually like in [[Florence]] during [[Easter]]?",
        "Write a job ad for a [[React]] developer, remote, [[EU]] time zones.",
        "Does [[Siri]] work offline?",
        "Why does my [[Ford]] Focus beep when I open the door?",
        "Is [[Chelsea]] playing at home on [[Saturday]]?",
        "Create a [[Ramadan]] meal plan with quick suhoor ideas.",
        "What is the [[IBAN]] format for [[Germany]]?",
        "hey can u make a [[Spotify]] playlist for a rainy [[Tuesday]]",
        "What's the difference between [[ISO]] 27001 and [[SOC]] 2?",
        "Plan a 5-day trip to [[Santiago]] and the [[Atacama]] desert.",
        "How do I apply for a [[Schengen]] visa from [[India]]?",
        "Explain how [[Hanukkah]] dates are calculated.",
        "Is [[Victoria]] in [[Australia]] colder than [[Tasmania]] in winter?",
        "What does the [[CEO]] of a nonprofit actually do?",
        "How do [[Lunar New Year]] red envelopes work?",
        "Make a [[Jira]] ticket template for bug reports.",
        "What's the [[NHS]] 111 number for and when should I call it?",
        "Is [[Mercedes]] or [[BMW]] cheaper to maintain?",
        "What are the [[Olympic]] sports added for [[Paris]] 2024?",
        "Describe the [[Amazon]] rainforest's role in climate.",
        "How do I set up [[Pandas]] in a [[Conda]] environment?",
    ],
    "de": [
        "Wie beantrage ich beim [[Finanzamt]] eine Fristverlängerung für die [[Steuererklärung]]?",
        "Schreib eine [[Kündigung]] für meinen [[Handyvertrag]] bei der [[Telekom]].",
        "Was kostet ein [[Deutschlandticket]] im [[Januar]]?",
        "Erkläre mir den Unterschied zwischen [[Rente]] und [[Pension]].",
    ],
    "fr": [
        "Comment déclarer mes revenus à l'[[URSSAF]] avant [[mars]] ?",
        "Quels papiers faut-il pour renouveler un [[passeport]] à [[Marseille]] ?",
        "Explique-moi la différence entre [[Linux]] et [[Windows]].",
    ],
    "es": [
        "¿Cómo pido cita en la [[Seguridad Social]] para el [[lunes]]?",
        "Explícame qué es el [[IVA]] y cómo se calcula en [[México]].",
        "Recomiéndame un plan para la [[Navidad]] en [[Sevilla]].",
    ],
    "it": ["Come si rinnova la [[carta d'identità]] a [[Milano]]?", "Spiegami cos'è lo [[SPID]] e a cosa serve."],
    "pt": ["Como emitir uma segunda via do [[CPF]] pela internet?", "Qual é o melhor horário para visitar o [[Cristo Redentor]] no [[Carnaval]]?"],
    "nl": ["Hoe vraag ik [[huurtoeslag]] aan bij de [[Belastingdienst]]?", "Wat is het verschil tussen [[Koningsdag]] en [[Bevrijdingsdag]]?"],
    "pl": ["Jak złożyć [[PIT]] przez internet przed końcem [[kwietnia]]?", "Co zabrać na [[Wigilię]] u teściów?"],
    "tr": ["[[Ramazan Bayramı]] için kısa bir kutlama mesajı yaz.", "[[e-Devlet]] şifremi nasıl yenilerim?"],
    "ru": ["Как оформить налоговый вычет через [[Госуслуги]]?", "Что подарить коллегам на [[Новый год]]?"],
    "ja": ["[[東京]]から[[大阪]]まで新幹線で何時間かかりますか？", "[[Python]]で[[CSV]]ファイルを読む方法を教えて。"],
    "zh": ["[[春节]]期间[[北京]]有哪些好玩的地方？", "怎么用[[Excel]]做数据透视表？"],
    "ko": ["[[서울]]에서 [[부산]]까지 KTX 요금이 얼마예요?", "[[추석]] 선물로 뭐가 좋을까요?"],
    "ar": ["ما هي متطلبات تأشيرة [[الإمارات]] للطلاب؟", "اكتب رسالة تهنئة بمناسبة [[عيد الفطر]]."],
    "hi": ["[[होली]] पर बच्चों के लिए सुरक्षित रंग कौन से हैं?", "[[आधार]] कार्ड में पता कैसे बदलें?"],
    "sv": ["Hur ansöker jag om [[BankID]] utan svenskt pass?", "Vad äter man på [[midsommar]]?"],
    "el": ["Πώς κλείνω ραντεβού στο [[ΚΕΠ]] για [[Δευτέρα]];"],
    "he": ["מה שעות הפתיחה של [[ביטוח לאומי]] ב[[תל אביב]]?"],
    "vi": ["Làm sao đăng ký [[Zalo]] bằng số điện thoại nước ngoài?"],
    "id": ["Bagaimana cara bayar [[BPJS]] lewat [[GoPay]]?"],
    "uk": ["Як отримати довідку через [[Дію]]?"],
    "fa": ["برای [[یلدا]] چه غذایی درست کنم؟"],
    "sw": ["Nawezaje kulipa bili ya [[TANESCO]] kwa [[M-Pesa]]?"],
}
