# -*- coding: utf-8 -*-
"""Non-English templates (hand-written). NONENGLISH is a list of
(lang, pool spec, templates); the pool spec lists origin keys, '@xx' for a native-script
pool from names_data.NATIVE, or '*' for any origin. Placeholders are used only where the
name stands in a form that needs no inflection (nominative, after a title, before an
honorific). Inflected names (Polish, Czech, Russian, Finnish, Hungarian, Baltic, Greek,
Icelandic ...) are written out as literal spans; the span is the whole inflected word.
Suffixes split off by an apostrophe or hyphen (Turkish 'a, Japanese -san) and separate
titles/honorifics (さん, 님, Hanım, Bey, जी, গারু) are outside the span."""

NONENGLISH = [
    ("de", ["german", "austrian", "swiss", "turkish", "polish", "*"], [
        "Kannst du bitte eine kurze E-Mail an {A} schreiben, dass die ⟦Rechnung⟧ vom ⟦März⟧ noch offen ist?",
        "Frau {Af:last} hat am ⟦Montag⟧ wegen der ⟦Nebenkostenabrechnung⟧ angerufen. Was soll ich ihr antworten?",
        "Herr {Am:last} ist ab ⟦Dienstag⟧ im ⟦Urlaub⟧, die Vertretung übernimmt {B}.",
        "Protokoll der ⟦Teambesprechung⟧: anwesend {A}, {B} und {C}; nächster ⟦Termin⟧ am ⟦Donnerstag⟧.",
        "Bitte formuliere das freundlicher: „{A}, du hast schon wieder die ⟦Deadline⟧ verpasst.“",
        "Mein Kollege {Am} fragt, ob er die ⟦Reisekostenabrechnung⟧ noch im ⟦Januar⟧ einreichen kann.",
        "Übersetze ins Englische: „Liebe {Af:first}, herzlichen Glückwunsch zur ⟦Beförderung⟧!“",
        "Kündigung der Wohnung: Mieter {A}, ⟦Vermieter⟧ {B}. Ist eine Frist von drei Monaten korrekt?",
        "Die ⟦Krankenkasse⟧ hat den Antrag von {A} abgelehnt. Wie lege ich ⟦Widerspruch⟧ ein?",
        "Wir suchen ein Geschenk für {Af:first}, sie geht nach 25 Jahren bei der ⟦Sparkasse⟧ in Rente.",
        "Ich habe ⟪Annas⟫ Schlüssel gefunden, sie liegen jetzt beim ⟦Hausmeister⟧.",
        "Sehr geehrte Frau Dr. ⟪Weißenberger-Kühn⟫, anbei die ⟦Unterlagen⟧ für die ⟦Steuererklärung⟧.",
        "Schick das bitte an Herrn ⟪Özdemir⟫ und Frau ⟪Schulze-Brandt⟫, beide sitzen im ⟦Vertrieb⟧.",
        "Grüße von ⟪Jürgen⟫ und ⟪Uschi⟫ aus ⟦Bad Tölz⟧ — wir sehen uns an ⟦Weihnachten⟧!",
    ]),
    ("fr", ["french", "quebecois", "breton", "moroccan", "algerian", "wolof", "*"], [
        "Peux-tu rédiger un mail à {A} pour lui rappeler le rendez-vous à la ⟦CAF⟧ lundi ?",
        "Madame {Af:last} demande un remboursement via ⟦PayPal⟧ : que dois-je lui répondre ?",
        "{A} et {B} ont signé le bail, mais l'agence demande encore une garantie ⟦Visale⟧.",
        "Traduis en anglais : « Cher {Am:first}, merci pour ton aide avec le dossier ⟦URSSAF⟧. »",
        "La note de frais de {A} a été refusée : le billet ⟦SNCF⟧ manque.",
        "Maître {A:last} nous a envoyé le projet de contrat ; peux-tu le résumer en cinq points ?",
        "Le stagiaire {Am} commence lundi au siège de ⟦Lyon⟧. Prépare un message d'accueil.",
        "Résume cet échange ⟦WhatsApp⟧ entre {A:first} et {B:first} à propos du week-end à ⟦Marseille⟧.",
        "Bonjour, je suis ⟪Marie-Hélène Le Guennec⟫, j'ai un rendez-vous sur ⟦Doctolib⟧ mardi mais je ne peux pas venir.",
        "J'ai parlé à ⟪Hélène⟫ et l'avis d'⟪Yannick Le Floch⟫ est clair : on attend après ⟦Pâques⟧.",
        "C'est le vélo d'⟪Amadou⟫ ou celui de ⟪Théo⟫ ?",
    ]),
    ("es", ["spanish", "mexican", "colombian", "argentinian", "peruvian", "cuban", "*"], [
        "¿Puedes escribir un correo a {A} para recordarle que la declaración del ⟦IVA⟧ vence el viernes?",
        "Doña {Af:first} pregunta si puede pagar por ⟦Bizum⟧.",
        "Don {Am:first} quiere saber cuándo viene el técnico de ⟦Movistar⟧.",
        "Resume la reunión: asistieron {A}, {B} y {C}; se acordó contratar a ⟦Deloitte⟧.",
        "Mi jefe, {Am}, me pidió que cubra su turno en ⟦Semana Santa⟧. ¿Cómo le digo que no?",
        "Traduce al inglés: «Estimada {Af}, le confirmamos su cita en ⟦Hacienda⟧ el día 14.»",
        "La licenciada {Af:last} no ha respondido sobre el ⟦SAT⟧. ¿Le mando otro correo?",
        "Dile a ⟪Lupita⟫ que ⟪Juan Carlos Villalobos⟫ ya pagó con ⟦Mercado Pago⟧.",
        "El contrato lo firmó ⟪María José Fernández de la Fuente⟫ en ⟦Madrid⟧, pero el ⟦NIE⟧ está a nombre de ⟪María J. Fernández⟫.",
        "En ⟦Chile⟧ mis amigos dicen «la ⟪Javiera⟫» y «el ⟪Matías⟫»; ¿es incorrecto usar artículo con nombres?",
    ]),
    ("it", ["italian", "sardinian", "*"], [
        "Puoi scrivere una mail a {Am} per ricordargli la scadenza dell'⟦IMU⟧?",
        "La dott.ssa {Af:last} ha spostato la visita a giovedì; avvisa la ⟦ASL⟧.",
        "{A} e {B} hanno firmato il preventivo di ⟦Enel⟧.",
        "L'ing. {A:last} chiede i disegni entro ⟦Ferragosto⟧.",
        "Ho prestato la macchina a ⟪Giuseppe Lo Bianco⟫, ma la multa è arrivata a nome di ⟪Chiara⟫.",
        "La nonna di ⟪Federica D'Amico⟫ vive a ⟦Bari⟧: quanto costa un ⟦Frecciarossa⟧ da ⟦Milano⟧?",
    ]),
    ("pt", ["brazilian", "portuguese", "angolan", "mozambican", "*"], [
        "Pode escrever uma mensagem para {A} lembrando do pagamento via ⟦Pix⟧?",
        "A dona {Af:first} quer saber se o ⟦CPF⟧ dela está regular na ⟦Receita Federal⟧.",
        "{A} e {B} vão apresentar o projeto na segunda; faz um roteiro de 5 slides.",
        "Traduza para o inglês: \"Prezado {Am}, seu reembolso pelo ⟦Nubank⟧ foi aprovado.\"",
        "O seu {Am:first} da portaria disse que a encomenda dos ⟦Correios⟧ chegou.",
        "Peguei o carregador da ⟪Fernanda⟫ emprestado e agora ele não funciona.",
        "O contrato está em nome de ⟪João Pedro Albuquerque dos Santos⟫, mas o boleto veio para ⟪J. P. Santos⟫.",
        "Vou passar o ⟦Carnaval⟧ em ⟦Salvador⟧ com o ⟪Thiago⟫ e a ⟪Thaís⟫.",
    ]),
    ("nl", ["dutch", "flemish", "frisian", "*"], [
        "Kun je een mail schrijven aan {A} over de brief van de ⟦Belastingdienst⟧?",
        "Mevrouw {Af:last} belde over het buurtfeest op ⟦Koningsdag⟧.",
        "{A} en {B} willen allebei vrij met ⟦Pinksteren⟧; wie gaat voor?",
        "Meneer ⟪Van der Berg⟫ belde: ⟪Daan van der Berg⟫ is zijn zoon, niet zijn broer.",
        "Stuur het ⟦DigiD⟧-formulier naar ⟪Femke⟫ en ⟪Sjoerd Hoekstra⟫.",
    ]),
    ("pl", ["polish", "*"], [
        "Pani {Af} pyta, czy faktura z ⟦VAT⟧ może być wystawiona na firmę.",
        "{A} i {B} prowadzą jutro szkolenie z ⟦Excela⟧.",
        "Mój kierownik, {Am}, nie odpisuje od ⟦Wigilii⟧.",
        "Wyślij to ⟪Annie Kowalskiej⟫ i ⟪Krzysztofowi Nowakowi⟫ przed terminem w ⟦ZUS⟧.",
        "Rozmawiałem z ⟪Małgorzatą Wiśniewską⟫ o zwrocie z ⟦Allegro⟧.",
        "Czy ⟪Grzegorza⟫ nie było dziś w pracy? Szukam go od rana w ⟦Warszawie⟧.",
    ]),
    ("cs", ["czech"], [
        "{A} se ptá, jestli se ⟦DPH⟧ platí i z faktury z ⟦Německa⟧.",
        "Pošli to panu ⟪Janu Novákovi⟫ a paní ⟪Tereze Dvořákové⟫.",
        "Mluvil jsem s ⟪Petrem Černým⟫ o nájmu v ⟦Praze⟧.",
        "Zítra mám schůzku s paní ⟪Procházkovou⟫ na ⟦Úřadu práce⟧.",
    ]),
    ("sk", ["slovak"], [
        "{A} potrebuje potvrdenie pre ⟦Sociálnu poisťovňu⟧.",
        "Zavolaj ⟪Zuzane Horváthovej⟫, že balík z ⟦Alza⟧ prišiel.",
        "Stretol som ⟪Ľubomíra⟫ v ⟦Bratislave⟧.",
    ]),
    ("ru", ["@ru"], [
        "{A} просит перенести встречу на понедельник. Как вежливо отказать?",
        "Мой начальник {Am} требует отчёт в ⟦Excel⟧ к пятнице.",
        "Переведи на английский: «Уважаемый {Am}, ваш заказ на ⟦Ozon⟧ отправлен.»",
        "Заявление на ⟦Госуслугах⟧ подала {Af}, но статус не меняется.",
        "Передай ⟪Ивану Сергеевичу⟫, что ⟪Анна Петрова⟫ ждёт ответа из ⟦Сбербанка⟧.",
        "Я говорил с ⟪Дмитрием Кузнецовым⟫ про переезд в ⟦Москву⟧.",
        "Это ноутбук ⟪Ольги⟫ или ⟪Серёжи⟫?",
    ]),
    ("uk", ["@uk"], [
        "{A} не може увійти в ⟦Дію⟧, що робити?",
        "Мій колега {Am} питає, як оплатити рахунок через ⟦ПриватБанк⟧.",
        "Я поговорила з ⟪Олегом Коваленком⟫ про оренду в ⟦Києві⟧.",
        "Передай ⟪Тарасові⟫, що ⟪Оксана Шевченко⟫ вже надіслала документи.",
    ]),
    ("bg", ["@bg"], [
        "{A} пита дали фактурата с ⟦ДДС⟧ е готова.",
        "Обади се на ⟪Десислава Георгиева⟫ за срещата в ⟦София⟧.",
    ]),
    ("sr", ["serbian"], [
        "{A} pita da li je račun za ⟦PDV⟧ poslat.",
        "Razgovarao sam sa ⟪Milošem Jovanovićem⟫ o stanu u ⟦Beogradu⟧.",
        "⟪Јелена Петровић⟫ је послала извештај из ⟦Новог Сада⟧.",
    ]),
    ("hr", ["croatian"], [
        "{A} treba potvrdu za ⟦HZZO⟧ do petka.",
        "Pošalji ugovor ⟪Ivani Horvat⟫ i ⟪Luki Babiću⟫ u ⟦Zagreb⟧.",
    ]),
    ("sl", ["slovenian"], [
        "{A} sprašuje, ali je račun za ⟦DDV⟧ že plačan.",
        "Govoril sem z ⟪Matjažem Kranjcem⟫ o stanovanju v ⟦Ljubljani⟧.",
    ]),
    ("ro", ["romanian", "moldovan"], [
        "Doamna {Af:last} întreabă dacă declarația la ⟦ANAF⟧ a fost depusă.",
        "{A} și {B} au comandat laptopuri de pe ⟦eMAG⟧.",
        "Trimite documentele lui ⟪Andrei Popescu⟫ și ⟪Ioanei Dumitrescu⟫ până la ⟦Crăciun⟧.",
        "Am vorbit cu ⟪Mihai⟫ despre apartamentul din ⟦București⟧.",
    ]),
    ("hu", ["hungarian"], [
        "{A} kérdezi, hogy a ⟦NAV⟧ felé beadtuk-e a bevallást.",
        "Küldd el ⟪Nagy Zsófiának⟫ és ⟪Kovács Gábornak⟫ a szerződést.",
        "Beszéltem ⟪Szabó Bencével⟫ az ⟦OTP⟧ hitelről.",
        "⟪Rékáék⟫ is jönnek szombaton, szólj ⟪Lászlónak⟫.",
    ]),
    ("fi", ["finnish", "sami"], [
        "{A} kysyy, onko ⟦Kela⟧ jo maksanut asumistuen.",
        "Lähetä sopimus ⟪Mikko Virtaselle⟫ ja ⟪Aino Mäkelälle⟫.",
        "Puhuin ⟪Kaisan⟫ kanssa ⟦Helsingin⟧ toimistosta.",
        "Onko tämä ⟪Eero Järvisen⟫ vai ⟪Villen⟫ läppäri?",
    ]),
    ("et", ["estonian"], [
        "{A} küsib, kas ⟦Swedbank⟧ on makse kinnitanud.",
        "Saada leping ⟪Kadri Tammele⟫ ja ⟪Tõnu Sepale⟫.",
    ]),
    ("lv", ["latvian"], [
        "{A} jautā, vai ⟦VID⟧ deklarācija ir iesniegta.",
        "Nosūti līgumu ⟪Jānim Bērziņam⟫ un ⟪Līgai Kalniņai⟫ uz ⟦Rīgu⟧.",
    ]),
    ("lt", ["lithuanian"], [
        "{A} klausia, ar ⟦Sodra⟧ jau gavo prašymą.",
        "Išsiųsk sutartį ⟪Rūtai Kazlauskienei⟫ ir ⟪Tomui Petrauskui⟫.",
    ]),
    ("sv", ["swedish", "*"], [
        "Kan du skriva ett mejl till {A} om deklarationen från ⟦Skatteverket⟧?",
        "{A} och {B} väntar fortfarande på beslut från ⟦Försäkringskassan⟧.",
        "Jag hittade ⟪Astrids⟫ nycklar i köket.",
        "⟪Björn Lindqvist⟫ och ⟪Linnéa⟫ flyttar till ⟦Göteborg⟧ i sommar.",
    ]),
    ("nb", ["norwegian"], [
        "{A} lurer på om ⟦NAV⟧ har godkjent søknaden.",
        "Kan du sende regningen til {A} via ⟦Vipps⟧?",
        "⟪Ole-Martin⟫ og ⟪Solveig Haugen⟫ er i ⟦Tromsø⟧ denne uka.",
    ]),
    ("da", ["danish"], [
        "{A} spørger, om ⟦SKAT⟧ har sendt årsopgørelsen.",
        "{A} kan ikke logge ind med ⟦MitID⟧ — hvad gør vi?",
        "⟪Sørens⟫ cykel står stadig i ⟦Aarhus⟧.",
    ]),
    ("is", ["icelandic"], [
        "{A} spyr hvort ⟦Landspítali⟧ hafi sent niðurstöðurnar.",
        "Sendu ⟪Jóni Sigurðssyni⟫ og ⟪Guðrúnu⟫ skjölin fyrir föstudag.",
    ]),
    ("el", ["@el"], [
        "Η {Af} ρωτάει για τον ⟦ΑΦΜ⟧ της εταιρείας.",
        "Ο {Am} θα πάει στην ⟦Αθήνα⟧ τη Δευτέρα.",
        "Στείλε το συμβόλαιο στον ⟪Γιώργο Παπαδόπουλο⟫ και στην ⟪Ελένη⟫.",
        "Το γραφείο του ⟪Δημήτρη Οικονόμου⟫ είναι στη ⟦Θεσσαλονίκη⟧.",
    ]),
    ("tr", ["turkish", "kurdish", "azerbaijani", "*"], [
        "{Af:first} Hanım, ⟦SGK⟧ belgelerini yarına kadar istiyor.",
        "{Am:first} Bey toplantıyı ⟦Pazartesi⟧ gününe almak istiyor.",
        "{A} ile {B} ⟦İstanbul⟧ ofisine taşınıyor.",
        "⟪Ayşe Yılmaz⟫'a ve ⟪Mehmet Öztürk⟫'e faturayı ⟦e-Devlet⟧ üzerinden gönder.",
        "⟪Zeynep⟫'in doğum günü ⟦Ramazan Bayramı⟧'na denk geliyor.",
    ]),
    ("ar", ["@ar"], [
        "هل يمكنك كتابة رسالة إلى {A} بخصوص ملف ⟦Excel⟧؟",
        "الدكتور {Am} سيحضر الاجتماع يوم ⟦الأحد⟧.",
        "ترجم إلى الإنجليزية: «عزيزتي {Af}، تمت الموافقة على طلب الإجازة.»",
        "أرسل التقرير إلى ⟪محمد العتيبي⟫ و⟪خالد⟫ قبل ⟦رمضان⟧.",
        "قالت ⟪ليلى الخوري⟫ إن الشحنة وصلت إلى ⟦دبي⟧.",
    ]),
    ("he", ["@he"], [
        "{Am} ביקש להעביר את הפגישה ב-⟦Zoom⟧ ליום ראשון.",
        "תכתוב מייל קצר ל-{A} על החשבונית של ⟦Wolt⟧.",
        "⟪נועה כהן⟫ ו⟪איתי לוי⟫ נוסעים ל⟦אילת⟧ בשבוע הבא.",
        "שלחתי את החוזה ל⟪שירה מזרחי⟫ אתמול.",
    ]),
    ("fa", ["@fa"], [
        "آقای {Am} می‌خواهد جلسه را به ⟦شنبه⟧ منتقل کند.",
        "خانم {Af} فایل ⟦PDF⟧ را فرستاد.",
        "به ⟪پریسا نجفی⟫ بگو که بلیت ⟦تهران⟧ رزرو شد.",
    ]),
    ("ur", ["@ur"], [
        "{A} نے ⟦PDF⟧ فائل بھیج دی ہے۔",
        "⟪عثمان قریشی⟫ صاحب سے ⟦لاہور⟧ میں ملاقات ہے۔",
    ]),
    ("hi", ["@hi"], [
        "{A} जी ने ⟦Paytm⟧ से भुगतान कर दिया है।",
        "श्रीमती {Af} का ⟦आधार⟧ कार्ड अपडेट नहीं हुआ।",
        "कृपया {A} को ⟦दिवाली⟧ की छुट्टी के बारे में ईमेल लिखो।",
        "⟪रोहन शर्मा⟫ और ⟪Priya Verma⟫ कल ⟦मुंबई⟧ जा रहे हैं।",
        "bhai ⟪Arjun⟫ ko bolo ki ⟦UPI⟧ se paise bhej de, ⟪Neha⟫ wait kar rahi hai",
    ]),
    ("bn", ["@bn"], [
        "{A} ⟦ঢাকা⟧ অফিসে যোগ দিয়েছেন।",
        "⟪অর্ণব ঘোষকে⟫ বলো ⟦PDF⟧ টা পাঠাতে।",
    ]),
    ("ta", ["@ta"], [
        "{A} அவர்களுக்கு ⟦PDF⟧ கோப்பை அனுப்பவும்.",
        "⟪கவிதா சுப்பிரமணியன்⟫ ⟦சென்னை⟧ அலுவலகத்தில் சேர்ந்தார்.",
    ]),
    ("te", ["@te"], [
        "{A} గారు ⟦Hyderabad⟧ ఆఫీసుకు వస్తున్నారు.",
    ]),
    ("zh", ["@zh"], [
        "请帮我给{Am}写一封邮件，提醒他周五前提交⟦Excel⟧报表。",
        "{A}说⟦微信⟧群里的文件打不开。",
        "把会议纪要发给{A}和{B}，抄送⟦HR⟧。",
        "翻译成英文：“亲爱的{Af}，祝你⟦春节⟧快乐！”",
        "老⟪张⟫说⟪王秀英⟫下周去⟦北京⟧出差。",
        "@⟪刘浩然⟫ 你的⟦支付宝⟧账单到了",
        "⟪欧阳静怡⟫（⟪Jenny Ouyang⟫）是我们在⟦上海⟧的联系人。",
    ]),
    ("ja", ["@ja"], [
        "{A}さんに⟦LINE⟧で連絡してください。",
        "{A:last}部長が会議を⟦月曜日⟧に変更しました。",
        "{A}様、⟦Amazon⟧でのご注文ありがとうございます。",
        "{A}さんと{B}さんに⟦年末調整⟧の書類を送ってください。",
        "⟪佐藤⟫先生と⟪鈴木花子⟫さんは⟦東京⟧オフィスにいます。",
        "⟪Takahashi Kenji⟫（⟪高橋健二⟫）さんの⟦マイナンバー⟧カードの件です。",
    ]),
    ("ko", ["@ko"], [
        "{A} 님께 ⟦카카오톡⟧으로 연락 부탁드립니다.",
        "{A:last} 대리님이 ⟦Excel⟧ 파일을 보냈어요.",
        "{A} 씨와 {B} 씨가 ⟦서울⟧ 지사로 발령났습니다.",
        "⟪박서연⟫ 팀장님 회의가 ⟦추석⟧ 연휴 전으로 바뀌었어요.",
        "⟪Kim Min-jun⟫ (⟪김민준⟫) 님 여권 영문 이름 확인 부탁드립니다.",
    ]),
    ("vi", ["@vi"], [
        "Chị {Af:first} hỏi khi nào ⟦BHXH⟧ trả tiền thai sản.",
        "Anh {Am} gửi file ⟦Excel⟧ qua ⟦Zalo⟧ rồi.",
        "Nhờ bạn viết email cho ông {Am} về hợp đồng ở ⟦Hà Nội⟧.",
        "⟪Nguyễn Thị Lan⟫ và ⟪Trần Văn Bảo⟫ nghỉ ⟦Tết⟧ từ thứ Hai.",
        "em ⟪Hạnh⟫ ơi, chuyển khoản qua ⟦MoMo⟧ giúp chị nhé",
    ]),
    ("th", ["@th"], [
        "คุณ{A} ส่งไฟล์ ⟦PDF⟧ แล้ว",
        "กรุณาแจ้ง {A} ว่าประชุมย้ายไปวัน⟦จันทร์⟧",
        "คุณ⟪สมชาย ศรีสุข⟫ จะไป⟦เชียงใหม่⟧ช่วง⟦สงกรานต์⟧",
    ]),
    ("id", ["javanese", "batak"], [
        "Pak {Am:first} minta laporan ⟦BPJS⟧ dikirim hari ⟦Jumat⟧.",
        "Bu {Af} sudah transfer lewat ⟦GoPay⟧ belum?",
        "Tolong buatkan undangan rapat untuk {A} dan {B} di kantor ⟦Jakarta⟧.",
        "Mas ⟪Budi⟫ dan Mbak ⟪Dewi Lestari⟫ mudik ke ⟦Solo⟧ pas ⟦Lebaran⟧.",
        "⟪Hotman Siregar⟫ minta ⟦NPWP⟧ nya difoto ulang.",
    ]),
    ("ms", ["malay"], [
        "Encik {Am} minta penyata ⟦KWSP⟧ dihantar.",
        "Puan {Af} akan bercuti semasa ⟦Hari Raya⟧.",
        "Tolong hantar dokumen kepada ⟪Nurul Aisyah binti Ismail⟫ di pejabat ⟦Kuala Lumpur⟧.",
    ]),
    ("tl", ["filipino"], [
        "Pakisabi kay {A} na nag-send na ako sa ⟦GCash⟧.",
        "Si {A} at si {B} ang mag-aasikaso ng ⟦SSS⟧ forms.",
        "Ate ⟪Maricel⟫, padala mo na yung ⟦Pag-IBIG⟧ receipt kay Kuya ⟪Rodel⟫.",
        "Nag-message si ⟪Jun-Jun dela Cruz⟫ galing ⟦Cebu⟧.",
    ]),
    ("sw", ["tanzanian", "kikuyu", "luo", "*"], [
        "Bi. {Af} ameomba malipo kupitia ⟦M-Pesa⟧.",
        "Bw. {Am} atachelewa kufika ⟦Nairobi⟧ kesho.",
        "Mwambie ⟪Neema Msuya⟫ kwamba ⟦NHIF⟧ imelipwa.",
        "Mama ⟪Wanjiru⟫ na Baba ⟪Otieno⟫ watakuja ⟦Jumamosi⟧.",
    ]),
    ("ca", ["catalan"], [
        "En {Am:first} diu que la factura d'⟦Hisenda⟧ ja està pagada.",
        "La {Af:first} arribarà a ⟦Girona⟧ dijous.",
        "He parlat amb la ⟪Montse Puig i Ferrer⟫ sobre la ⟦Generalitat⟧.",
    ]),
    ("eu", ["basque"], [
        "⟪Ainhoa Etxeberria⟫ ⟦Bilbora⟧ joango da astelehenean.",
        "⟪Iñakiri⟫ esan diot ⟦Osakidetza⟧ deitzeko.",
    ]),
    ("ka", ["@ka"], [
        "{A} ხვალ ჩამოვა ⟦თბილისში⟧.",
        "⟪ნინო ბერიძე⟫ და ⟪გიორგი კაპანაძე⟫ შეხვედრაზე იქნებიან.",
    ]),
    ("hy", ["@hy"], [
        "{A} վաղը կգա ⟦Երևան⟧։",
        "⟪Անահիտ Պետրոսյան⟫ ուղարկեց ⟦PDF⟧ ֆայլը։",
    ]),
    ("am", ["@am"], [
        "{Am} ነገ ወደ ⟦አዲስ አበባ⟧ ይመጣል።",
    ]),
    ("mn", ["@mn"], [
        "{A} маргааш ⟦Улаанбаатар⟧ хотод ирнэ.",
    ]),
    ("af", ["afrikaner"], [
        "Mnr. {Am:last} vra of die ⟦SARS⟧-betaling deur is.",
        "Me. {Af:last} sal ⟦Vrydag⟧ in ⟦Kaapstad⟧ wees.",
        "⟪Wessel du Plessis⟫ en ⟪Anri van der Merwe⟫ trou in ⟦Stellenbosch⟧.",
    ]),
    ("sq", ["albanian"], [
        "{A} pyet nëse fatura për ⟦TVSH⟧ është paguar.",
        "Ia dërgova dokumentet ⟪Arben Krasniqit⟫ në ⟦Prishtinë⟧.",
    ]),
    ("ha", ["hausa"], [
        "Don Allah ka gaya wa ⟪Abubakar Bello⟫ cewa taron yana ⟦Kano⟧ gobe.",
    ]),
]

# Non-English prompts without any person name.
KEEP = [
    ("de", [
        "Ich brauche bis ⟦Freitag⟧ eine ⟦Bescheinigung⟧ vom ⟦Arbeitgeber⟧ für das ⟦Jobcenter⟧.",
        "Wie kündige ich meinen ⟦Handyvertrag⟧ bei der ⟦Telekom⟧ fristgerecht?",
        "Ist die ⟦Grundsteuer⟧ in ⟦Bayern⟧ höher als in ⟦Sachsen⟧?",
        "Schreib eine ⟦Mahnung⟧ für eine offene ⟦Rechnung⟧ über 240 Euro.",
        "Was bedeutet ⟦Kurzarbeit⟧ für meinen ⟦Urlaubsanspruch⟧?",
        "Brauche ich für die ⟦Schweiz⟧ eine ⟦Vignette⟧, wenn ich nur durchfahre?",
        "Fährt die ⟦Deutsche Bahn⟧ an ⟦Silvester⟧ nach Fahrplan?",
        "Wie beantrage ich ⟦Elterngeld⟧, wenn ich ⟦Freiberufler⟧ bin?",
    ]),
    ("fr", [
        "Comment déclarer mes revenus ⟦Airbnb⟧ aux ⟦Impôts⟧ ?",
        "La ⟦Sécurité sociale⟧ rembourse-t-elle les lunettes en ⟦Belgique⟧ ?",
        "Quels papiers pour une carte ⟦Navigo⟧ à ⟦Paris⟧ ?",
        "Est-ce que ⟦Pôle emploi⟧ s'appelle vraiment ⟦France Travail⟧ maintenant ?",
    ]),
    ("es", [
        "¿Cómo pido cita en la ⟦Seguridad Social⟧ para el paro?",
        "¿Abre ⟦Mercadona⟧ el ⟦Viernes Santo⟧?",
        "¿Qué es mejor, ⟦Iberia⟧ o ⟦Vueling⟧, para ir a ⟦Tenerife⟧?",
        "Explícame la ⟦Declaración de la Renta⟧ para autónomos.",
    ]),
    ("it", [
        "Come si richiede lo ⟦SPID⟧ con ⟦Poste Italiane⟧?",
        "Il ⟦Frecciarossa⟧ per ⟦Napoli⟧ parte anche a ⟦Pasquetta⟧?",
    ]),
    ("pt", [
        "Como emitir a segunda via do ⟦IPTU⟧ em ⟦São Paulo⟧?",
        "O ⟦Banco do Brasil⟧ abre na ⟦Quarta-feira de Cinzas⟧?",
    ]),
    ("nl", [
        "Hoe vraag ik ⟦Huurtoeslag⟧ aan bij de ⟦Belastingdienst⟧?",
        "Rijdt de ⟦NS⟧ op ⟦Tweede Paasdag⟧ volgens de normale dienstregeling?",
    ]),
    ("pl", [
        "Jak złożyć ⟦PIT⟧ przez ⟦e-Urząd Skarbowy⟧?",
        "Czy ⟦Biedronka⟧ jest otwarta w ⟦Wielką Sobotę⟧?",
    ]),
    ("ru", [
        "Как записаться к врачу через ⟦Госуслуги⟧?",
        "Работает ли ⟦Сбербанк⟧ в ⟦Казахстане⟧?",
    ]),
    ("tr", [
        "⟦e-Devlet⟧ şifremi nasıl yenilerim?",
        "⟦Kurban Bayramı⟧ tatili bu yıl kaç gün?",
    ]),
    ("ja", [
        "⟦マイナンバー⟧カードの更新は⟦区役所⟧でできますか？",
        "⟦ゴールデンウィーク⟧に⟦京都⟧へ行くならどこがおすすめ？",
    ]),
    ("zh", [
        "⟦微信⟧支付和⟦支付宝⟧哪个手续费低？",
        "⟦国庆节⟧去⟦杭州⟧人多吗？",
    ]),
    ("ko", [
        "⟦국민연금⟧ 조회는 어디서 하나요?",
    ]),
    ("ar", [
        "كيف أجدد ⟦الإقامة⟧ عبر ⟦أبشر⟧؟",
    ]),
    ("hi", [
        "⟦आधार⟧ को ⟦PAN⟧ से कैसे लिंक करें?",
    ]),
    ("sv", [
        "Hur ansöker jag om ⟦BankID⟧ hos ⟦Swedbank⟧?",
    ]),
    ("id", [
        "Bagaimana cara bayar ⟦BPJS⟧ lewat ⟦Tokopedia⟧?",
    ]),
]
