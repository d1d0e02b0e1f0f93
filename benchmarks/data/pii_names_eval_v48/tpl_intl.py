# -*- coding: utf-8 -*-
"""Non-English templates for pii_names_eval_v48 (personal services and bookings).

LANGS[lang] = {"pool": [(spec, weight, overrides)], "templates": [...]}
spec: origin key (Latin script), "key!" (native script) or "*" (any origin, Latin).
Every template is used once. Names never carry glued affixes (case endings are
avoided or separated by an apostrophe/hyphen as the language allows), so each span
starts and ends at a word boundary. Written from scratch for this corpus.
"""

LANGS = {
    "de": {
        "pool": [("german", 3, None), ("austrian", 1, None), ("swiss", 1, None),
                 ("turkish", 1, None), ("polish", 1, None), ("*", 3, None)],
        "templates": [
            "Kannst du {A} eine Erinnerung schicken? Der [[Termin]] für [[Balayage]] ist am [[Donnerstag]] um 14 Uhr.",
            "Frau {Af:last} hat ihre [[Massage]] abgesagt, bitte die [[Anzahlung]] von 20 € zurückbuchen.",
            "Herr {Am:last} möchte vor [[Ende]] [[März]] ein [[Angebot]] für die neue [[Therme]].",
            "Unser [[Kindermädchen]] {Af} fängt am 1. [[April]] an. Kannst du einen [[Arbeitsvertrag]] entwerfen?",
            "Bitte die [[Rechnung]] an {A} schicken, [[Betreff]]: [[Gartenpflege]] [[Oktober]].",
            "Die [[Warteliste]] für [[Pilates]] am [[Samstag]]: {A}, {B} und {C}.",
            "{A} hat bei [[Treatwell]] eine [[Bewertung]] mit einem Stern hinterlassen. Wie antworte ich höflich?",
            "Kurze [[SMS]] an {A:first}: Deine [[Fahrstunde]] morgen fällt aus, der [[Fahrlehrer]] ist krank.",
            "Zum [[Klassentreffen]] haben {A} und {B} zugesagt, {C} leider nicht.",
            "Der [[Elektriker]] {Am} kommt am [[Montag]] zwischen 8 und 10 Uhr wegen der [[Steckdosen]].",
            "Im [[Kundenstamm]] steht {A:lastfirst} doppelt. Welchen [[Eintrag]] soll ich löschen?",
            "Kannst du für {Af} ein [[Zeugnis]] als [[Au-pair]] schreiben? Sie war ein Jahr bei uns.",
            "[[Schwimmkurs]] [[Seepferdchen]]: Bitte {A:first} und {B:first} für [[Dienstag]] eintragen.",
            "{A} fragt, ob wir auch [[Wimpernverlängerung]] anbieten. Antwort bitte freundlich per [[WhatsApp]].",
            "Sehr geehrte Frau {Af:last}, vielen Dank für Ihre [[Buchung]] bei [[Studio Nine]].",
            "Der [[Maler]] {Am} will [[Farrow & Ball]] statt [[Alpina]] nehmen. Lohnt sich das?",
        ],
    },
    "es": {
        "pool": [("spanish", 3, None), ("mexican", 1, None), ("argentine", 1, None),
                 ("colombian", 1, None), ("venezuelan", 1, None), ("catalan", 1, None),
                 ("basque", 1, None), ("galician", 1, None), ("*", 2, None)],
        "templates": [
            "¿Puedes escribir un recordatorio para {A}? Tiene cita de [[Balayage]] el viernes a las 17:00 en el salón de [[Malasaña]].",
            "La señora {Af:last} ha cancelado su sesión de [[Shiatsu]]; devuélvele la señal por [[Bizum]].",
            "{A} quiere un presupuesto para cambiar la caldera [[Junkers]] antes del invierno.",
            "Lista de espera para [[Zumba]] del sábado: {A}, {B} y {C}.",
            "Nuestra niñera, {Af}, empieza en septiembre. ¿Me ayudas con el contrato?",
            "Hola {A:first}, te confirmamos la clase de [[Pilates]] reformer mañana a las 9. ¡Trae calcetines antideslizantes!",
            "El fontanero, {Am}, dice que la fuga viene del piso de arriba. ¿Cómo se lo explico al seguro [[Mapfre]]?",
            "{A} dejó una reseña de una estrella en [[Google]]. ¿Cómo respondo sin sonar a la defensiva?",
            "Para el reencuentro de exalumnos del [[Colegio San Ignacio]] ya confirmaron {A} y {B}.",
            "Don {Am:first} pregunta si el profesor de guitarra puede venir a domicilio.",
            "Escribe un mensaje de [[WhatsApp]] para {A}: su sesión de fotos en el [[Retiro]] pasa al domingo.",
            "¿Puedo cobrarle a {A} la cancelación tardía de la depilación? Avisó con una hora de antelación.",
            "La profesora de natación, {Af}, necesita la lista de niños del grupo de las 18:00.",
            "Factura a nombre de {A}, [[NIF]] pendiente, por la reforma del baño en [[Valencia]].",
        ],
    },
    "fr": {
        "pool": [("french", 3, None), ("quebecois", 1, None), ("haitian", 1, None),
                 ("breton", 1, None), ("moroccan", 1, None), ("algerian", 1, None),
                 ("wolof", 1, None), ("*", 2, None)],
        "templates": [
            "Peux-tu rappeler à {A} son rendez-vous pour un [[Balayage]] jeudi à 15 h ?",
            "Madame {Af:last} a annulé son modelage chez [[Nuxe]] ; il faut rembourser l'acompte.",
            "Le plombier, {Am}, propose un devis de 480 € pour le chauffe-eau. C'est raisonnable à [[Lyon]] ?",
            "Liste d'attente pour le cours de [[Pilates]] de samedi : {A}, {B}, puis {C}.",
            "Notre nounou, {Af}, commence en septembre. Peux-tu m'aider à préparer sa déclaration sur [[Pajemploi]] ?",
            "Bonjour {A:first}, votre séance photo au [[Jardin du Luxembourg]] est confirmée pour dimanche.",
            "{A} a laissé un avis négatif sur [[Planity]]. Comment répondre poliment ?",
            "Pour les retrouvailles des anciens du lycée [[Henri-IV]], {A} et {B} s'occupent de la salle.",
            "Monsieur {Am:last} voudrait une leçon de conduite supplémentaire avant l'examen.",
            "Peux-tu écrire un SMS à {A:first} pour dire que la prof de piano est malade mercredi ?",
            "L'électricien, {Am}, n'a pas laissé d'attestation [[Consuel]]. Que dois-je lui demander ?",
            "La facture de {A} pour le ménage de fin de bail est adressée à la mauvaise agence [[Foncia]].",
            "{A}, {B} et {C} ont réservé le même créneau sur [[Planity]]. Qui garde sa place ?",
            "Salut {A:first} ! Tu peux remplacer {B:first} au cours de [[Zumba]] de 19 h ?",
        ],
    },
    "it": {
        "pool": [("italian", 4, None), ("maltese", 1, None), ("*", 2, None)],
        "templates": [
            "Puoi mandare un promemoria a {A}? Ha la piega con [[Olaplex]] giovedì alle 10.",
            "La signora {Af:last} ha disdetto il massaggio; va rimborsata la caparra su [[Satispay]].",
            "L'idraulico {Am} chiede 350 euro per la caldaia [[Vaillant]]. È onesto per [[Torino]]?",
            "Lista d'attesa per [[Pilates]] di sabato: {A}, {B} e {C}.",
            "La nostra babysitter, {Af}, inizia a settembre: mi aiuti con il contratto?",
            "Ciao {A:first}, ti confermo la lezione di guida di martedì alle 18.",
            "{A} ha lasciato una recensione negativa su [[Treatwell]]. Come rispondo?",
            "Per la cena di classe del liceo [[Parini]] hanno confermato {A} e {B}.",
            "Il fotografo {Am} aveva promesso le foto del matrimonio per fine maggio: come lo sollecito?",
            "Fattura intestata al cliente {A} per l'imbiancatura: manca la partita [[IVA]].",
        ],
    },
    "pt": {
        "pool": [("portuguese", 2, None), ("brazilian", 3, None), ("*", 1, None)],
        "templates": [
            "Pode mandar um lembrete para {A}? A escova progressiva é quinta às 14h no salão da [[Vila Madalena]].",
            "A dona {Af:first} cancelou a massagem; precisa devolver o sinal pelo [[Pix]].",
            "O eletricista {Am} cobrou R$ 600 pela troca do quadro. Está caro para [[Curitiba]]?",
            "Lista de espera do [[Pilates]] de sábado: {A}, {B} e {C}.",
            "A nossa ama, {Af}, começa em setembro. Ajudas-me com o contrato?",
            "Oi {A:first}, sua aula de natação foi remarcada para terça às 18h, tudo bem?",
            "{A} deixou uma avaliação de uma estrela no [[Google]]. Como respondo com educação?",
            "Para o reencontro da turma de 2005 do [[Colégio Bandeirantes]], já confirmaram {A} e {B}.",
            "Seu {Am:first} quer orçamento para pintar a fachada antes do [[Carnaval]].",
            "Fatura em nome de {A}, [[NIF]] em falta, referente à limpeza pós-obra em [[Lisboa]].",
        ],
    },
    "nl": {
        "pool": [("dutch", 3, None), ("flemish", 2, None), ("frisian", 1, None), ("*", 2, None)],
        "templates": [
            "Kun je {A} herinneren aan de afspraak voor [[Balayage]] op donderdag om 14.00 uur?",
            "Mevrouw {Af:last} heeft haar massage afgezegd; de aanbetaling moet terug via [[Tikkie]].",
            "De loodgieter, {Am}, vraagt € 450 voor de nieuwe [[Nefit]]-ketel. Redelijk in [[Utrecht]]?",
            "Wachtlijst [[Pilates]] zaterdag: {A}, {B} en {C}.",
            "Onze oppas, {Af}, begint in september; kun je helpen met een contract?",
            "Hoi {A:first}, je zwemles van woensdag gaat niet door, het bad in [[Amersfoort]] is dicht.",
            "{A} heeft op [[Google]] een slechte review gegeven. Hoe reageer ik netjes?",
            "Voor de reünie van het [[Stedelijk Gymnasium]] komen {A} en {B} zeker.",
        ],
    },
    "pl": {
        "pool": [("polish", 5, None), ("ukrainian", 1, None), ("*", 1, None)],
        "templates": [
            "Przypomnienie dla klientki: {Af}, koloryzacja z [[Olaplex]], czwartek, godz. 14:00.",
            "Pani {Af:first} odwołała masaż; trzeba zwrócić zaliczkę przez [[BLIK]].",
            "Hydraulik {Am} wycenił wymianę pieca [[Viessmann]] na 3800 zł. Czy to uczciwa cena w [[Krakowie]]?",
            "Lista rezerwowa na [[Pilates]] w sobotę: {A}, {B}, {C}.",
            "Nasza niania, {Af}, zaczyna we wrześniu. Pomożesz napisać umowę?",
            "Cześć {A:first}! Lekcja jazdy w środę o 17:00 aktualna?",
            "Klient {Am} wystawił nam jedną gwiazdkę na [[Booksy]]. Jak odpowiedzieć?",
            "Na zjazd absolwentów liceum w [[Gdańsku]] potwierdzili już {A} i {B}.",
        ],
    },
    "sv": {
        "pool": [("swedish", 4, None), ("finnish", 1, None), ("*", 1, None)],
        "templates": [
            "Kan du påminna {A} om tiden för [[Balayage]] på torsdag kl. 14?",
            "Vår barnvakt {Af} börjar i augusti. Hjälp mig skriva ett avtal.",
            "Rörmokaren {Am} vill ha betalt via [[Swish]] direkt. Är det okej?",
            "Väntelista för [[Yin]] yoga på lördag: {A}, {B} och {C}.",
            "Hej {A:first}! Din simlektion i [[Göteborg]] är flyttad till fredag.",
        ],
    },
    "da": {
        "pool": [("danish", 4, None), ("faroese", 1, None), ("*", 1, None)],
        "templates": [
            "Kan du minde {A} om tiden til massage på torsdag kl. 10?",
            "Vores au pair {Af} lander i [[Kastrup]] på mandag.",
            "Elektrikeren {Am} vil have betaling via [[MobilePay]]. Er det normalt?",
            "Hej {A:first}, din [[Pilates]]-time er aflyst i dag.",
        ],
    },
    "nb": {
        "pool": [("norwegian", 4, None), ("sami", 1, None), ("*", 1, None)],
        "templates": [
            "Kan du minne {A} på frisørtimen på torsdag klokka 14?",
            "Barnevakten vår, {Af}, vil ha betalt med [[Vipps]].",
            "Rørleggeren {Am} har sendt et tilbud på nytt bad i [[Bergen]].",
            "Hei {A:first}! Svømmekurset starter igjen i august.",
        ],
    },
    "fi": {
        "pool": [("finnish", 4, None), ("sami", 1, None)],
        "templates": [
            "Muistutatko asiakasta {A} huomisesta [[Balayage]]-ajasta?",
            "Lastenhoitajamme {Af} aloittaa elokuussa.",
            "Putkimies {Am} haluaa maksun [[MobilePay]]-sovelluksella.",
            "Hei {A:first}! Joogatunti siirtyy torstaille, pahoittelut.",
        ],
    },
    "cs": {
        "pool": [("czech", 4, None), ("slovak", 2, None)],
        "templates": [
            "Můžeš připomenout termín klientce? {Af}, [[Balayage]], čtvrtek 14:00.",
            "Paní {Af:last} zrušila masáž, je třeba vrátit zálohu.",
            "Instalatér {Am} chce za výměnu kotle [[Vaillant]] 28 000 Kč.",
            "Ahoj {A:first}, lekce plavání v [[Brně]] se přesouvá na pátek.",
        ],
    },
    "hu": {
        "pool": [("hungarian", 1, {"flip": 0.0})],
        "templates": [
            "Emlékeztető: {A}, [[Balayage]], csütörtök 14 óra.",
            "{A} lemondta a masszázst, vissza kell utalni az előleget.",
            "A vízvezeték-szerelő, {Am}, 120 ezer forintot kér a bojlercseréért.",
            "Várólista a szombati [[Pilates]]-órára: {A}, {B}, {C}.",
            "Szia {A:first}! A pénteki úszásóra elmarad.",
        ],
    },
    "ro": {
        "pool": [("romanian", 4, None), ("*", 1, None)],
        "templates": [
            "Poți să-i trimiți un memento lui {A}? Are programare la [[Balayage]] joi la ora 14.",
            "Doamna {Af:last} a anulat masajul; trebuie returnat avansul.",
            "Instalatorul {Am} cere 2.000 de lei pentru centrala [[Ariston]].",
            "Listă de așteptare pentru [[Pilates]] sâmbătă: {A}, {B} și {C}.",
        ],
    },
    "tr": {
        "pool": [("turkish", 4, None), ("kurdish", 1, None), ("azerbaijani", 1, None)],
        "templates": [
            "Perşembe saat 14:00'teki [[Balayage]] randevusunu müşterimiz {A} için hatırlatır mısın?",
            "{Af:first} Hanım masaj randevusunu iptal etti, kaporayı [[Papara]] ile iade edelim.",
            "Tesisatçı {Am} kombi değişimi için 15.000 TL istiyor, [[İzmir]] için makul mu?",
            "Cumartesi [[Pilates]] bekleme listesi: {A}, {B} ve {C}.",
            "Bebek bakıcımız {Af} eylülde başlıyor, sözleşme için yardım eder misin?",
            "Merhaba {A:first}, direksiyon dersin salı 17:00'ye alındı.",
            "Müşterimiz {A} [[Google]] üzerinde tek yıldız verdi. Nasıl cevap verelim?",
            "Mezunlar buluşması için {A} ve {B} katılacaklarını bildirdi.",
        ],
    },
    "ru": {
        "pool": [("russian!", 1, None)],
        "templates": [
            "Напомни, пожалуйста, клиентке: {Af}, окрашивание [[Balayage]], четверг, 14:00.",
            "{Af} отменила массаж, нужно вернуть предоплату через [[Тинькофф]].",
            "Сантехник {Am} просит 12 000 рублей за замену бойлера [[Ariston]]. Это нормально для [[Казани]]?",
            "Лист ожидания на йогу в субботу: {A}, {B}, {C}.",
            "Наша няня {Af} выходит с сентября. Помоги составить договор.",
            "Привет, {A:first}! Урок вождения в среду в 17:00 в силе?",
            "Клиент {Am} поставил нам одну звезду на [[Яндекс Картах]]. Как ответить вежливо?",
            "На встречу выпускников уже записались {A} и {B}.",
        ],
    },
    "uk": {
        "pool": [("ukrainian!", 1, None)],
        "templates": [
            "Нагадай, будь ласка, клієнтці: {Af}, манікюр, четвер, 14:00.",
            "Сантехнік {Am} просить 4000 гривень за заміну бойлера у [[Львові]].",
            "Наша няня {Af} починає з вересня.",
            "Привіт, {A:first}! Заняття з плавання в суботу скасовано.",
            "Список очікування на йогу: {A}, {B}, {C}.",
        ],
    },
    "el": {
        "pool": [("greek!", 1, None)],
        "templates": [
            "Μπορείς να θυμίσεις στην πελάτισσα {Af} το ραντεβού για [[Balayage]] την [[Πέμπτη]];",
            "Ο υδραυλικός {Am} ζητά 400 ευρώ για τον θερμοσίφωνα.",
            "Λίστα αναμονής για [[Pilates]] το [[Σάββατο]]: {A}, {B}, {C}.",
            "Η νταντά μας, {Af}, ξεκινά τον [[Σεπτέμβριο]].",
            "Γεια σου {Af:first}! Το μάθημα οδήγησης μεταφέρθηκε για την [[Τρίτη]].",
        ],
    },
    "ar": {
        "pool": [("saudi!", 1, None), ("egyptian!", 1, None), ("lebanese!", 1, None),
                 ("moroccan!", 1, None)],
        "templates": [
            "هل يمكنك تذكير {A} بموعد صبغة الشعر يوم الخميس الساعة الثانية؟",
            "ألغت {Af} جلسة المساج، يجب إعادة العربون.",
            "السبّاك {Am} يطلب ٨٠٠ ريال لتغيير السخان.",
            "قائمة الانتظار لحصة [[Pilates]] يوم السبت: {A}، {B}، {C}.",
            "مربيتنا {Af} تبدأ العمل في سبتمبر.",
            "مرحباً {A:first}، تم تأكيد حجزك في فرعنا في [[دبي]].",
            "ترك العميل {Am} تقييماً بنجمة واحدة على [[Google]]. كيف أرد بلطف؟",
            "لقاء الخريجين: أكد الحضور {A}، {B}.",
        ],
    },
    "fa": {
        "pool": [("persian!", 1, None)],
        "templates": [
            "لطفاً به {A} یادآوری کن که نوبت رنگ مو پنجشنبه ساعت ۱۴ است.",
            "{Af} ماساژ را لغو کرد؛ بیعانه را برگردانید.",
            "لوله‌کش، {Am}، برای تعویض آبگرمکن هشت میلیون تومان می‌خواهد.",
            "لیست انتظار کلاس یوگا شنبه: {A}، {B}، {C}.",
            "سلام {A:first}، کلاس شنا به سه‌شنبه منتقل شد.",
        ],
    },
    "he": {
        "pool": [("israeli!", 1, None)],
        "templates": [
            "תזכורת עבור {A}: צביעת שיער ביום חמישי בשעה 14:00.",
            "{Af} ביטלה את העיסוי, צריך להחזיר את המקדמה ב-[[Bit]].",
            "האינסטלטור {Am} מבקש 1,200 ש\"ח על החלפת הדוד.",
            "רשימת המתנה לשיעור [[Pilates]] בשבת: {A}, {B}, {C}.",
            "היי {A:first}, שיעור הנהיגה ביום שלישי עדיין בתוקף?",
        ],
    },
    "hi": {
        "pool": [("hindi!", 3, None), ("marathi!", 1, None), ("nepali!", 1, None)],
        "templates": [
            "कृपया {A} को गुरुवार दोपहर 2 बजे के हेयर कलर अपॉइंटमेंट की याद दिला दें।",
            "{Af} ने मसाज कैंसल कर दिया, एडवांस [[Paytm]] से लौटाना है।",
            "प्लंबर {Am} गीज़र बदलने के 3500 रुपये माँग रहे हैं, क्या यह [[दिल्ली]] में ठीक है?",
            "शनिवार की योगा क्लास की वेटिंग लिस्ट: {A}, {B}, {C}।",
            "हमारी आया {Af} सितंबर से काम शुरू करेंगी।",
            "नमस्ते {A:first} जी, आपकी ड्राइविंग क्लास मंगलवार शाम 5 बजे है।",
        ],
    },
    "bn": {
        "pool": [("bengali!", 1, None)],
        "templates": [
            "অনুগ্রহ করে {A}-কে বৃহস্পতিবারের চুল রঙের অ্যাপয়েন্টমেন্টের কথা মনে করিয়ে দিন।",
            "আমাদের আয়া {Af} সেপ্টেম্বর থেকে কাজ শুরু করবেন।",
            "শনিবারের যোগ ক্লাসের অপেক্ষমাণ তালিকা: {A}, {B}, {C}।",
        ],
    },
    "ta": {
        "pool": [("tamil!", 1, None)],
        "templates": [
            "வியாழக்கிழமை முடி அலங்கார முன்பதிவை {A} அவர்களுக்கு நினைவூட்டவும்.",
            "நீச்சல் வகுப்பு காத்திருப்பு பட்டியல்: {A}, {B}, {C}.",
            "வணக்கம் {A:first}, உங்கள் இசை வகுப்பு சனிக்கிழமைக்கு மாற்றப்பட்டது.",
        ],
    },
    "ur": {
        "pool": [("pakistani!", 1, None)],
        "templates": [
            "براہ کرم {A} کو جمعرات کی اپائنٹمنٹ یاد دلا دیں۔",
            "ہماری آیا {Af} ستمبر سے کام شروع کریں گی۔",
            "یوگا کلاس کی ویٹنگ لسٹ: {A}، {B}، {C}۔",
        ],
    },
    "ja": {
        "pool": [("japanese!", 1, None)],
        "templates": [
            "{A} 様の木曜日14時のカラー予約をリマインドしてください。",
            "キャンセル待ちリスト（土曜 ピラティス）：{A}、{B}、{C}",
            "ベビーシッターの {Af:last} さんが9月から来てくれます。契約書の例文をください。",
            "お客様名：{A}\nメニュー：ジェルネイル\n担当：{B}\nこの予約票を英語に訳して。",
            "水道屋の {Am:last} さんから見積もりが届きました。給湯器交換で18万円は妥当？",
            "同窓会の出席者：{A}、{B}。幹事は {C:last} さんです。",
            "{A} 様より [[Google]] に星1つのレビューがありました。丁寧な返信文を考えてください。",
            "[[LINE]] で {A:last} さんに「明日のレッスンは休みです」と送りたい。",
        ],
    },
    "ko": {
        "pool": [("korean!", 1, None)],
        "templates": [
            "{A} 님의 목요일 오후 2시 염색 예약을 리마인드해 주세요.",
            "토요일 필라테스 대기 명단: {A}, {B}, {C}",
            "베이비시터 {Af} 씨가 9월부터 일을 시작해요. 계약서 예시를 써 주세요.",
            "고객명: {A} / 시술: 젤네일 / 담당: {B}",
            "배관공 {Am} 사장님이 보일러 교체 견적으로 150만 원을 불렀어요. 적당한가요?",
            "동창회 참석자: {A}, {B}, {C} (총 3명)",
            "{A} 고객님이 [[Naver]] 리뷰에 별점 1점을 남기셨어요. 정중한 답글을 써 주세요.",
            "[[KakaoTalk]] 메시지로 {A} 님께 내일 수업이 취소됐다고 보내 주세요.",
        ],
    },
    "zh": {
        "pool": [("chinese!", 3, None), ("taiwanese!", 1, None)],
        "templates": [
            "客户：{A}，周四下午两点染发，请发短信提醒。",
            "周六普拉提候补名单：{A}、{B}、{C}",
            "新保姆（{Af}）九月开始上班，帮我起草一份合同。",
            "预约单——顾客：{A}；项目：美甲；技师：{B}。请翻译成英文。",
            "水管工「{Am}」报价1800元换热水器，合理吗？",
            "同学聚会报名：{A}、{B}、{C}，还差谁？",
            "平台：[[大众点评]]；一星差评署名「{A}」。怎么礼貌回复？",
            "请用 [[WeChat]] 通知：{A}，明天的钢琴课取消。",
        ],
    },
    "vi": {
        "pool": [("vietnamese", 1, {"asciip": 0.0})],
        "templates": [
            "Nhắc giúp mình lịch nhuộm tóc của chị {Af:first} vào thứ Năm lúc 2 giờ chiều nhé.",
            "Danh sách chờ lớp [[Pilates]] thứ Bảy: {A}, {B}, {C}.",
            "Anh thợ sửa ống nước {Am} báo giá 2 triệu để thay bình nóng lạnh [[Ariston]].",
            "Cô giữ trẻ {Af} sẽ bắt đầu làm từ tháng 9.",
            "Khách hàng {A} để lại đánh giá 1 sao trên [[Google]]. Trả lời sao cho lịch sự?",
            "Chào {A:first}, buổi học bơi ở [[Đà Nẵng]] chuyển sang Chủ nhật nhé.",
        ],
    },
    "th": {
        "pool": [("thai!", 1, None)],
        "templates": [
            "ช่วยเตือนคุณ {A} เรื่องนัดทำสีผมวันพฤหัสบดีบ่ายสองโมงด้วยค่ะ",
            "รายชื่อรอคิวคลาส [[Pilates]] วันเสาร์: {A}, {B}, {C}",
            "ช่างประปา {Am} เสนอราคาเปลี่ยนเครื่องทำน้ำอุ่น 4,500 บาท แพงไปไหม",
            "พี่เลี้ยงเด็ก {Af} จะเริ่มงานเดือนกันยายน ช่วยร่างสัญญาให้หน่อย",
            "ลูกค้า {A} ให้รีวิว 1 ดาวใน [[Google]] ควรตอบอย่างไรดี",
        ],
    },
    "id": {
        "pool": [("indonesian", 2, None), ("javanese", 1, None), ("batak", 1, None),
                 ("balinese", 1, None)],
        "templates": [
            "Tolong ingatkan {A} soal jadwal creambath hari [[Kamis]] jam 2 siang.",
            "Daftar tunggu kelas [[Pilates]] hari [[Sabtu]]: {A}, {B}, dan {C}.",
            "Tukang ledeng, Pak {Am:first}, minta Rp 1,5 juta untuk ganti pemanas air.",
            "Pengasuh anak kami, {Af}, mulai kerja bulan [[September]].",
            "Pelanggan {A} memberi bintang satu di [[Google Maps]]. Bagaimana membalasnya dengan sopan?",
            "Halo Kak {A:first}, kelas renang di [[Bandung]] dipindah ke hari [[Minggu]] ya.",
        ],
    },
    "ms": {
        "pool": [("malay", 1, None)],
        "templates": [
            "Tolong ingatkan {A} tentang temu janji rawatan muka pada hari [[Khamis]].",
            "Pengasuh baharu kami, {Af}, mula bekerja bulan [[September]].",
            "Senarai menunggu kelas [[Zumba]] hari [[Sabtu]]: {A}, {B} dan {C}.",
        ],
    },
    "tl": {
        "pool": [("filipino", 1, None)],
        "templates": [
            "Paki-remind si {A} sa hair color appointment niya sa [[Huwebes]], 2pm.",
            "Waitlist sa [[Zumba]] sa [[Sabado]]: {A}, {B}, at {C}.",
            "Si Kuya {Am:first}, yung tubero, humihingi ng ₱3,500 para sa pagpapalit ng water heater.",
            "Ang yaya namin na si {Af} ay magsisimula sa [[Setyembre]].",
            "Hi Ate {Af:first}! Na-move po sa [[Lunes]] yung swimming lesson ni {B:first}.",
        ],
    },
    "sw": {
        "pool": [("swahili", 2, None), ("kikuyu", 1, None), ("luo", 1, None), ("chagga", 1, None)],
        "templates": [
            "Tafadhali mkumbushe {A} kuhusu miadi ya kusuka nywele siku ya [[Alhamisi]].",
            "Orodha ya kusubiri kwa darasa la [[Zumba]] [[Jumamosi]]: {A}, {B} na {C}.",
            "Fundi bomba {Am} anataka shilingi 15,000 kubadilisha hita ya maji.",
            "Yaya wetu mpya, {Af}, ataanza kazi mwezi [[Septemba]].",
            "Habari {A:first}! Somo la kuogelea limehamishiwa [[Jumatatu]].",
            "Mama {Af:first} amelipa ada ya darasa kupitia [[M-Pesa]].",
        ],
    },
    "sr": {
        "pool": [("serbian!", 1, None)],
        "templates": [
            "Подсетник за клијенткињу: {Af}, фарбање косе, четвртак у 14 часова.",
            "Водоинсталатер {Am} тражи 20.000 динара за нови бојлер.",
            "Листа чекања за јогу у суботу: {A}, {B}, {C}.",
        ],
    },
    "ka": {
        "pool": [("georgian!", 1, None)],
        "templates": [
            "შეხსენება: {A}, თმის შეღებვა, ხუთშაბათი, 14:00.",
            "იოგას მოსაცდელი სია: {A}, {B}, {C}.",
        ],
    },
    "hy": {
        "pool": [("armenian!", 1, None)],
        "templates": [
            "Հիշեցում՝ {A}, մազերի ներկում, հինգշաբթի, ժամը 14:00։",
            "Յոգայի դասի սպասման ցուցակ՝ {A}, {B}, {C}։",
        ],
    },
    "am": {
        "pool": [("amharic!", 1, None)],
        "templates": [
            "ማስታወሻ፦ {A}፣ የፀጉር ቀጠሮ፣ ሐሙስ ከሰዓት።",
            "የዮጋ ክፍል የተጠባባቂ ዝርዝር፦ {A}፣ {B}፣ {C}",
        ],
    },
}
