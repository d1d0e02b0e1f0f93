# -*- coding: utf-8 -*-
"""Hand-written non-English prompts and keep-only prompts for pii_names_eval_v13.

Same markup as templates_en.py ({A} random person, ⟪name⟫ literal name, ⟦keep⟧ keep item).
`tpl` prompts contain at least one random person slot (ids nonenglish-<lang>-NNN);
`hand` prompts are entirely hand-written (ids nonenglish-<lang>-hand-NNN), many with
native-script names, inflected names (Russian/Polish/Finnish/Greek cases: the whole
inflected word is the span), attached particles (Korean, Japanese, Thai, Hebrew, Arabic)
and name particles or articles that are not part of the name (Catalan 'en', Tagalog 'si').
"""

LANG_NAMES = {
    "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian",
    "pt": "Portuguese", "nl": "Dutch", "sv": "Swedish", "nb": "Norwegian (Bokmål)",
    "da": "Danish", "fi": "Finnish", "is": "Icelandic", "pl": "Polish", "cs": "Czech",
    "sk": "Slovak", "hu": "Hungarian", "ro": "Romanian", "hr": "Croatian",
    "lt": "Lithuanian", "tr": "Turkish", "vi": "Vietnamese", "id": "Indonesian",
    "tl": "Tagalog", "sw": "Swahili", "ca": "Catalan", "ru": "Russian",
    "uk": "Ukrainian", "bg": "Bulgarian", "sr": "Serbian (Cyrillic)", "el": "Greek",
    "ka": "Georgian", "hy": "Armenian", "ar": "Arabic", "he": "Hebrew", "fa": "Persian",
    "ur": "Urdu", "hi": "Hindi", "bn": "Bengali", "ta": "Tamil", "th": "Thai",
    "zh": "Chinese (Simplified)", "ja": "Japanese", "ko": "Korean", "am": "Amharic",
}

# (lang, [templated prompts], [hand-written prompts])
NONENGLISH = [
    ("de", [
        "Kannst du mir helfen, eine ⟦E-Mail⟧ an {A} zu schreiben? Es geht um die offene ⟦Rechnung⟧ vom ⟦März⟧.",
        "{Af} meint, das ⟦Finanzamt⟧ habe ihre ⟦Steuererklärung⟧ verloren. Wie formuliere ich einen ⟦Einspruch⟧?",
        "Fass bitte das ⟦Protokoll⟧ zusammen und schick es an {A} und {B}.",
    ], [
        "Sag Herrn ⟪Weißenberger⟫ und Frau Dr. ⟪Schäfer-Krüger⟫ bitte, dass der ⟦Termin⟧ am ⟦Donnerstag⟧ ausfällt.",
        "Ich bin ⟪Moritz von Bülow⟫ und brauche eine ⟦Kündigung⟧ für meinen ⟦Mietvertrag⟧ in ⟦Köln⟧.",
        "Wer ist eigentlich ⟪Till⟫? Der hat mich in der ⟦WhatsApp⟧-Gruppe vom ⟦Kindergarten⟧ angeschrieben.",
    ]),
    ("fr", [
        "Peux-tu rédiger un mail de relance à {A} ? Le devis avec ⟦TVA⟧ n'a toujours pas été signé.",
        "{Af} m'a dit que la ⟦CAF⟧ lui demande encore des justificatifs. Qu'est-ce qu'elle doit envoyer ?",
        "Résume la réunion d'hier avec {A} sur le déménagement à ⟦Lyon⟧.",
    ], [
        "Mme ⟪Apolline de La Fontaine⟫ et M. ⟪Le Goff⟫ arrivent par le ⟦TGV⟧ de 14 h ; prépare un mot d'accueil.",
        "Écris une carte pour l'anniversaire de ⟪Jean-Baptiste⟫ — il adore le ⟦PSG⟧.",
        "Bonjour, je m'appelle ⟪Maïwenn Le Bihan⟫ et je voudrais contester une amende de la ⟦RATP⟧.",
    ]),
    ("es", [
        "¿Me ayudas a escribirle un correo a {A} para pedirle el informe del ⟦IVA⟧?",
        "{Am} dice que el ⟦SEPE⟧ todavía no le ha pagado dos meses de paro. ¿Cómo puede reclamar?",
        "Haz un resumen de la llamada con {A} y {B} sobre el proyecto de ⟦Valencia⟧.",
    ], [
        "⟪María del Pilar Fernández de la Torre⟫ firmó el contrato sin el ⟦NIE⟧; ¿es válido?",
        "Dile a ⟪Íñigo⟫ que el ⟦AVE⟧ a ⟦Sevilla⟧ sale a las 7:40.",
        "Mi abuela ⟪Inmaculada Sánchez Gutiérrez⟫ quiere aprender a usar ⟦WhatsApp⟧; hazme una guía sencilla.",
    ]),
    ("it", [
        "Puoi scrivere una mail a {A} per spostare la riunione a ⟦Milano⟧?",
        "{Af} mi ha chiesto come si compila il modulo ⟦ISEE⟧. Mi fai una lista dei documenti?",
    ], [
        "Il dottor ⟪Lo Russo⟫ e la dottoressa ⟪Benedetta Di Stefano⟫ sono i medici della ⟦ASL⟧ di zona: chi è più disponibile?",
        "⟪Niccolò⟫ ha dimenticato la password dello ⟦SPID⟧, come la recupera?",
        "Scrivi un biglietto per ⟪Calogero La Rosa⟫, che va in pensione dopo 40 anni alla ⟦Fiat⟧.",
    ]),
    ("pt", [
        "Me ajuda a escrever uma mensagem para {A} sobre o boleto do ⟦IPTU⟧?",
        "{Af} quer saber se pode sacar o ⟦FGTS⟧ depois de pedir demissão.",
    ], [
        "A ⟪Ana Luiza dos Santos Cavalcanti⟫ e o ⟪João Pedro Nascimento⟫ vão apresentar no ⟦Rio⟧; faz um convite bonito.",
        "Preciso de um e-mail para o ⟪Gonçalo⟫ a confirmar a reunião em ⟦Lisboa⟧.",
        "⟪Thaís⟫, ⟪Caio⟫ e ⟪Rafaela⟫ dividiram o ⟦Uber⟧; quanto cada um paga de 87 reais?",
    ]),
    ("nl", [
        "Kun je een mailtje aan {A} opstellen over de ⟦BTW⟧-aangifte?",
        "{A} vraagt of we de inschrijving bij de ⟦KvK⟧ al hebben afgerond.",
    ], [
        "Mevrouw ⟪van 't Hof⟫ en meneer ⟪ter Horst⟫ willen de sleutels op ⟦Koningsdag⟧ ophalen. Schrijf een kort berichtje.",
        "⟪Femke de Vries⟫ en ⟪Sjoerd Wiersma⟫ zoeken een huis in ⟦Utrecht⟧; wat is een redelijk bod?",
    ]),
    ("sv", [
        "Kan du hjälpa mig att skriva ett mejl till {A} om deklarationen hos ⟦Skatteverket⟧?",
        "{A} och {B} tar över projektet i ⟦Malmö⟧. Skriv ett kort välkomstmeddelande.",
    ], [
        "⟪Åke Lindqvist⟫ fyller 60 i helgen. Vad kan jag köpa till honom på ⟦Systembolaget⟧?",
        "Säg till ⟪Linnéa⟫ att ⟦SJ⟧-tåget är försenat.",
    ]),
    ("nb", [
        "Kan du skrive en melding til {A} om at møtet i ⟦Bergen⟧ er flyttet?",
    ], [
        "⟪Øystein Fjeldstad⟫ og ⟪Ragnhild Lie⟫ har søkt om foreldrepenger fra ⟦NAV⟧. Hva bør de vite?",
        "Hjelp meg å takke ⟪Sindre⟫ for turen til ⟦Lofoten⟧.",
    ]),
    ("da", [
        "Kan du skrive en mail til {A} om min årsopgørelse fra ⟦Skattestyrelsen⟧?",
    ], [
        "⟪Søren Kjærgaard⟫ siger, at ⟦MitID⟧ ikke virker på hans nye telefon. Hvad skal han gøre?",
        "Skriv et kort takkekort til ⟪Mette⟫ og ⟪Rasmus Østergaard⟫ for middagen i ⟦Aarhus⟧.",
    ]),
    ("fi", [
        "Voitko kirjoittaa lyhyen viestin? Vastaanottaja on {A} ja aiheena on ⟦Kela⟧-hakemus.",
    ], [
        "⟪Mikko Virtanen⟫ ja ⟪Aino Mäkelä⟫ aloittavat uudessa toimistossa ⟦Helsingissä⟧. Kirjoita tervetuloviesti.",
        "Kuka on ⟪Tuomas⟫? Hän lähetti minulle ⟦Teams⟧-kutsun.",
        "Kiitä ⟪Satua⟫ ja ⟪Juhaa⟫ avusta muutossa ⟦Tampereelle⟧.",
    ]),
    ("is", [
        "Geturðu skrifað stuttan tölvupóst til {A} um fundinn í ⟦Reykjavík⟧?",
    ], [
        "⟪Guðrún Einarsdóttir⟫ og ⟪Þórður Magnússon⟫ ætla að halda kynningu á ⟦Akureyri⟧.",
        "Hvernig þakka ég ⟪Sigríði⟫ fyrir hjálpina með ⟦Íslandsbanka⟧?",
    ]),
    ("pl", [
        "Napisz krótką wiadomość, że {A} przejmuje projekt w ⟦Gdańsku⟧.",
        "{Af} pyta, czy ⟦ZUS⟧ uzna jej zwolnienie lekarskie.",
    ], [
        "Pan ⟪Grzegorz Szymański⟫ i pani ⟪Małgorzata Wiśniewska⟫ podpiszą umowę w ⟦Warszawie⟧.",
        "Przypomnij mi, żebym zadzwonił do ⟪Krzysztofa⟫ w sprawie ⟦PIT⟧-u.",
    ]),
    ("cs", [
        "Shrň prosím poznámky ze schůzky, kde {Am} představil výsledky za ⟦Q3⟧.",
    ], [
        "Paní ⟪Markéta Dvořáková⟫ a pan ⟪Ondřej Černý⟫ chtějí fakturu s ⟦DPH⟧.",
        "Jak poděkovat ⟪Tereze⟫ za pomoc se stěhováním do ⟦Brna⟧?",
    ]),
    ("sk", [
        "Môžeš napísať e-mail pre {A} o stretnutí v ⟦Bratislave⟧?",
    ], [
        "Pani ⟪Zuzana Kováčová⟫ a pán ⟪Juraj Hudák⟫ sa pýtajú, kedy príde platba zo ⟦Sociálnej poisťovne⟧.",
    ]),
    ("hu", [
        "Segítenél megírni egy e-mailt? A címzett {A}, a téma a ⟦NAV⟧ adóbevallás.",
    ], [
        "⟪Nagy Zsófia⟫ és ⟪Kovács Bence⟫ holnap érkeznek ⟦Debrecenből⟧.",
        "Hogyan szólítsam meg ⟪Szabó Gergely⟫ urat egy hivatalos levélben?",
    ]),
    ("ro", [
        "Poți să scrii un mesaj pentru {A} despre ședința de la ⟦Cluj⟧?",
    ], [
        "Doamna ⟪Ioana Dumitrescu⟫ și domnul ⟪Răzvan Stănescu⟫ au depus declarația la ⟦ANAF⟧.",
        "⟪Mădălina⟫ vrea să știe dacă poate lucra din ⟦Spania⟧ cu un contract românesc.",
    ]),
    ("hr", [
        "Možeš li napisati poruku za {A} o sastanku u ⟦Zagrebu⟧?",
    ], [
        "⟪Ante Knežević⟫ i ⟪Lucija Babić⟫ putuju u ⟦Split⟧ sljedeći tjedan.",
        "Kako da zahvalim ⟪Domagoju⟫ na pomoći oko ⟦OIB⟧-a?",
    ]),
    ("lt", [
        "Ar gali parašyti laišką? Gavėjas – {A}, tema – ⟦Sodra⟧.",
    ], [
        "⟪Rūta Kazlauskienė⟫ ir ⟪Mindaugas Petrauskas⟫ atvyks į ⟦Vilnių⟧ pirmadienį.",
        "Kaip pasveikinti ⟪Eglę⟫ su gimtadieniu, jei ji dirba ⟦Kaune⟧?",
    ]),
    ("tr", [
        "{A} için kısa bir teşekkür mesajı yazar mısın? ⟦İstanbul⟧ ofisindeki toplantı çok iyi geçti.",
        "{A} ile {B} arasında ⟦Excel⟧ dosyası yüzünden tartışma çıktı; nasıl arabuluculuk yaparım?",
    ], [
        "⟪Ayşe⟫ Hanım ve ⟪Mehmet⟫ Bey ⟦Ankara⟧'ya taşınıyor; bir veda kartı yaz.",
        "⟪Oğuz Kılıç⟫'ın ⟦SGK⟧ kaydı neden görünmüyor?",
    ]),
    ("vi", [
        "Bạn viết giúp mình email gửi {A} về cuộc họp ở ⟦Hà Nội⟧ nhé.",
    ], [
        "Chị ⟪Nguyễn Thị Thu Trang⟫ và anh ⟪Phạm Quang Huy⟫ sẽ thuyết trình vào ⟦Thứ Hai⟧.",
        "Em ⟪Bảo⟫ hỏi dùng ⟦Zalo⟧ có an toàn không.",
    ]),
    ("id", [
        "Tolong buatkan pesan untuk {A} soal rapat di ⟦Surabaya⟧ hari ⟦Senin⟧.",
        "{A} bilang ⟦BPJS⟧-nya belum aktif, apa yang harus dilakukan?",
    ], [
        "Pak ⟪Bambang Sutrisno⟫ dan Bu ⟪Sri Wahyuni⟫ akan hadir di acara halalbihalal kantor setelah ⟦Lebaran⟧.",
        "Tolong tulis ucapan ulang tahun untuk ⟪I Wayan Sudarsana⟫ dari tim ⟦Bali⟧.",
    ]),
    ("tl", [
        "Pakisulat ng mensahe para kay {A} tungkol sa meeting sa ⟦Makati⟧.",
    ], [
        "Si ⟪Maricel B. Santos⟫ at si ⟪Rodel dela Cruz⟫ ang mag-aasikaso ng ⟦SSS⟧ papers.",
        "Paano ko pasasalamatan si ⟪Lovely⟫ sa tulong niya noong ⟦Pasko⟧?",
    ]),
    ("sw", [
        "Tafadhali niandikie ujumbe kwa {A} kuhusu mkutano wa ⟦Jumatatu⟧ huko ⟦Arusha⟧.",
    ], [
        "⟪Rehema Mushi⟫ na ⟪Baraka Massawe⟫ watasafiri kwenda ⟦Dodoma⟧ kesho.",
        "Mwambie ⟪Zawadi⟫ kwamba ada za ⟦M-Pesa⟧ zimepanda.",
    ]),
    ("ca", [
        "Em pots escriure un correu per a {A} sobre la reunió de ⟦Girona⟧?",
    ], [
        "En ⟪Jordi Puig i Vilalta⟫ i la ⟪Núria Casals⟫ presentaran el projecte a la ⟦UPC⟧ dijous.",
        "Digues a l'⟪Oriol⟫ que el ⟦Barça⟧ juga a les nou.",
    ]),
    ("ru", [
        "Кто такой {Am}? Он написал мне в ⟦Telegram⟧ и предлагает работу.",
        "Составь вежливый ответ: {A} просит перенести созвон в ⟦Zoom⟧ на завтра.",
    ], [
        "⟪Анастасия Сергеевна Лебедева⟫ просит прислать выписку из ⟦Сбербанка⟧ до конца недели.",
        "Напомни мне позвонить ⟪Дмитрию Волкову⟫ насчёт ⟦ОСАГО⟧.",
        "Как поздравить ⟪Катю⟫ с днём рождения, если она фанатка ⟦Marvel⟧?",
    ]),
    ("uk", [
        "Допоможи написати повідомлення для {A} про нараду у ⟦Львові⟧.",
    ], [
        "⟪Оксана Бондаренко⟫ та ⟪Тарас Мельник⟫ подали документи до ⟦ЦНАП⟧.",
        "Подякуй, будь ласка, ⟪Богданові⟫ за допомогу з ⟦Дією⟧.",
    ]),
    ("bg", [
        "Можеш ли да напишеш имейл до {A} за срещата в ⟦Пловдив⟧?",
    ], [
        "⟪Десислава Петкова⟫ и ⟪Стоян Колев⟫ ще представят проекта в ⟦София⟧.",
        "Как да благодаря на ⟪Христо⟫ за помощта с ⟦НАП⟧?",
    ]),
    ("sr", [
        "Можеш ли да напишеш поруку за {A} о састанку у ⟦Новом Саду⟧?",
    ], [
        "⟪Јелена Јовановић⟫ и ⟪Немања Петровић⟫ долазе у ⟦Београд⟧ у среду.",
        "Како да честитам рођендан ⟪Милици⟫?",
    ]),
    ("el", [
        "Μπορείς να γράψεις ένα email για τον {Am} σχετικά με τη συνάντηση στη ⟦Θεσσαλονίκη⟧;",
    ], [
        "Η ⟪Ελένη Παπαδοπούλου⟫ και ο ⟪Νίκος Οικονόμου⟫ θα έρθουν στην ⟦Αθήνα⟧ την ⟦Τρίτη⟧.",
        "Πώς να ευχαριστήσω τον ⟪Σταύρο⟫ για τη βοήθεια με την ⟦ΑΑΔΕ⟧;",
    ]),
    ("ka", [
        "{A} ხვალ ⟦თბილისში⟧ ჩამოდის. დამიწერე მისალმების ტექსტი.",
    ], [
        "⟪ნინო ბერიძე⟫ და ⟪გიორგი კაპანაძე⟫ ⟦ბათუმში⟧ ცხოვრობენ. რა ვაჩუქო მათ ქორწილში?",
        "⟪თამარ ლომიძე⟫ ჩემი მეგობარია და ⟦Excel⟧-ის სწავლა უნდა.",
    ]),
    ("hy", [
        "{A} վաղը գալիս է ⟦Երևան⟧։ Գրիր ողջույնի հաղորդագրություն։",
    ], [
        "⟪Անահիտ Հակոբյան⟫ և ⟪Տիգրան Սարգսյան⟫ կմասնակցեն ⟦Google⟧ համաժողովին։",
        "Ինչպե՞ս շնորհավորել ⟪Արամին⟫ ծննդյան կապակցությամբ։",
    ]),
    ("ar", [
        "هل يمكنك كتابة رسالة قصيرة إلى {A} بخصوص اجتماع ⟦دبي⟧؟",
        "{A} يسأل عن موعد تسليم تقرير ⟦Excel⟧. ساعدني في الرد.",
    ], [
        "الأستاذة ⟪نورة المنصوري⟫ والدكتور ⟪خالد بن سلطان القحطاني⟫ سيحضران ورشة العمل في ⟦الرياض⟧.",
        "اكتب تهنئة إلى ⟪مريم⟫ بمناسبة ⟦رمضان⟧.",
        "أرسل التقرير ل⟪أحمد⟫ قبل الظهر من فضلك، ونسخة إلى ⟪سلمى بنجلون⟫.",
    ]),
    ("he", [
        "תוכל לנסח מייל אל {A} לגבי הפגישה של יום ⟦שלישי⟧?",
    ], [
        "⟪נועה לוי⟫ וגם ⟪איתי מזרחי⟫ יגיעו לישיבה ביום ⟦ראשון⟧.",
        "איך לכתוב ברכת יום הולדת ל⟪יעל⟫?",
    ]),
    ("fa", [
        "لطفاً یک ایمیل کوتاه به {A} درباره جلسه ⟦تهران⟧ بنویس.",
    ], [
        "⟪پریسا نجفی⟫ و ⟪داریوش حسینی⟫ فردا از ⟦شیراز⟧ می‌آیند.",
        "چطور از ⟪شیرین⟫ برای کمکش تشکر کنم؟",
    ]),
    ("ur", [
        "براہ کرم {A} کے لیے ⟦لاہور⟧ میٹنگ کے بارے میں ایک پیغام لکھیں۔",
    ], [
        "⟪عائشہ قریشی⟫ اور ⟪بلال ملک⟫ کل ⟦کراچی⟧ جا رہے ہیں۔",
        "⟪ثناء⟫ کو سالگرہ کی مبارکباد کیسے دوں؟",
    ]),
    ("hi", [
        "कृपया {A} के लिए ⟦दिल्ली⟧ वाली मीटिंग के बारे में एक छोटा संदेश लिखो।",
        "{A} पूछ रहे हैं कि ⟦GST⟧ रिटर्न कब तक भरना है।",
    ], [
        "⟪प्रिया शर्मा⟫ और ⟪रोहन वर्मा⟫ कल ⟦मुंबई⟧ जा रहे हैं।",
        "⟪अर्जुन⟫ जी को जन्मदिन की बधाई कैसे दूँ?",
    ]),
    ("bn", [
        "অনুগ্রহ করে {A} এর জন্য ⟦ঢাকা⟧ মিটিং নিয়ে একটা ছোট বার্তা লেখো।",
    ], [
        "⟪সৌরভ চট্টোপাধ্যায়⟫ আর ⟪মৌমিতা সেনগুপ্ত⟫ আগামীকাল ⟦কলকাতা⟧ যাচ্ছে।",
        "⟪তানভীর⟫ ভাই জানতে চাইছে ⟦bKash⟧ দিয়ে টাকা পাঠানো নিরাপদ কিনা।",
    ]),
    ("ta", [
        "தயவுசெய்து {A} அவர்களுக்கு ⟦சென்னை⟧ கூட்டம் பற்றி ஒரு சிறிய செய்தி எழுதுங்கள்.",
    ], [
        "⟪கார்த்திக் ராமன்⟫ மற்றும் ⟪மீனாட்சி சுப்பிரமணியன்⟫ நாளை ⟦மதுரை⟧ செல்கிறார்கள்.",
        "⟪செந்தில்⟫ அண்ணா ⟦GPay⟧ பற்றி கேட்டார்.",
    ]),
    ("th", [
        "ช่วยเขียนข้อความถึง {A} เรื่องประชุมที่ ⟦กรุงเทพ⟧ หน่อย",
    ], [
        "คุณ⟪สมชาย ศรีสวัสดิ์⟫ กับคุณ⟪กนกวรรณ บุญมี⟫ จะไป ⟦เชียงใหม่⟧ พรุ่งนี้",
        "จะอวยพรวันเกิด ⟪พิมพ์ชนก⟫ ยังไงดี",
    ]),
    ("zh", [
        "请帮我给 {A} 写一封邮件，说明 ⟦Q3⟧ 预算的变化。",
        "{A} 下周出差，目的地：⟦上海⟧。帮我安排一下行程。",
    ], [
        "请把会议纪要发给⟪王秀英⟫和⟪李志远⟫，抄送 ⟦HR⟧。",
        "⟪陈静怡⟫老师说周五交 ⟦PPT⟧，来得及吗？",
        "帮我给⟪欧阳志强⟫写一段生日祝福。",
    ]),
    ("ja", [
        "{A}さんへのお礼のメールを書いてください。⟦Zoom⟧ での打ち合わせのお礼です。",
    ], [
        "⟪田中陽子⟫さんと⟪山本健二⟫さんに連絡して。会議の資料は ⟦PDF⟧ で送ってください。",
        "⟪佐藤⟫先生、⟦JLPT⟧ の申し込みはいつまでですか？",
    ]),
    ("ko", [
        "{A} 님께 보낼 감사 메일을 써 줘. ⟦Zoom⟧ 회의 관련이야.",
    ], [
        "⟪김민준⟫ 씨와 ⟪이서연⟫ 씨가 ⟦서울⟧ 사무실로 옵니다.",
        "⟪박지훈⟫에게 보낼 생일 축하 메시지 좀 써 줘.",
    ]),
    ("am", [
        "{Am} ነገ ወደ ⟦አዲስ አበባ⟧ ይመጣል። የእንኳን ደህና መጣህ መልእክት ጻፍልኝ።",
    ], [
        "⟪መሰረት በቀለ⟫ እና ⟪ዳዊት ኃይሉ⟫ በስብሰባው ላይ ይገኛሉ።",
        "⟪ትዕግስት⟫ ስለ ⟦Telegram⟧ ጠየቀች።",
    ]),
]

# ------------------------------------------------------------------ keep slice (no names)
KEEP_EN = [
    "⟦Will⟧ the ⟦Fed⟧ raise rates again in ⟦September⟧?",
    "⟦Hope⟧ you had a good weekend — can you summarize the ⟦Kubernetes⟧ 1.30 release notes?",
    "⟦Mark⟧ the ⟦Jira⟧ tickets as done and list what's left for the next sprint.",
    "⟦Grace⟧ period question: how late can I file a ⟦VAT⟧ return in the ⟦UK⟧ without a penalty?",
    "Is ⟦Julia⟧ faster than ⟦Python⟧ for ⟦Monte Carlo⟧ simulations?",
    "Should I learn ⟦Ruby⟧ on ⟦Rails⟧ or ⟦Django⟧ in 2025?",
    "How do I get from ⟦Victoria Station⟧ to ⟦Paddington⟧ with two suitcases?",
    "Is ⟦Jordan⟧ safe to visit in ⟦April⟧? I'd fly via ⟦Istanbul⟧.",
    "Compare ⟦Austin⟧ and ⟦Denver⟧ for remote workers who like hiking.",
    "⟦Siri⟧ and ⟦Alexa⟧ both misheard me today; which assistant handles accents better?",
    "Why is my ⟦Gaussian⟧ blur so slow in ⟦OpenCV⟧?",
    "Is a ⟦Bayesian⟧ A/B test better than a t-test for ⟦Shopify⟧ conversion rates?",
    "⟦Georgia⟧ (the country) or ⟦Armenia⟧ for a hiking trip in ⟦May⟧?",
    "⟦Chase⟧ froze my card after a purchase in ⟦Lisbon⟧. What do I tell support?",
    "Can I use ⟦Jenkins⟧ with ⟦GitLab⟧ or should I move everything to ⟦GitHub Actions⟧?",
    "What are the ⟦GDPR⟧ rules for keeping ⟦IP⟧ addresses in server logs?",
    "Is a ⟦Ford⟧ or a ⟦Tesla⟧ better for a family of five?",
    "Convert 250 ⟦USD⟧ to ⟦EUR⟧ and explain how the ⟦ECB⟧ reference rate works.",
    "Does ⟦Ramadan⟧ start before ⟦Easter⟧ this year?",
    "Translate 'good morning' into ⟦Swahili⟧, ⟦Tagalog⟧ and ⟦Amharic⟧.",
    "How do ⟦Markov⟧ chains relate to ⟦PageRank⟧?",
    "⟦Grant⟧ writing tips for a first ⟦NIH⟧ application?",
    "Is ⟦Victoria⟧ or ⟦Queensland⟧ better for a working holiday in ⟦Australia⟧?",
    "My ⟦Dell⟧ ⟦XPS⟧ won't charge with a ⟦USB-C⟧ cable from ⟦Anker⟧.",
    "⟦Amazon⟧ says my parcel is in ⟦Leipzig⟧; when will it reach ⟦Prague⟧?",
    "Write a ⟦SQL⟧ query that groups sales by weekday, ⟦Monday⟧ through ⟦Sunday⟧.",
    "⟦Florence⟧ or ⟦Siena⟧ for a day trip from ⟦Rome⟧?",
    "How long does the train from ⟦Sofia⟧ to ⟦Plovdiv⟧ take?",
    "Which is older, ⟦Alexandria⟧ in ⟦Virginia⟧ or the one in ⟦Egypt⟧?",
    "What's the difference between ⟦Chanel⟧ No. 5 and ⟦Dior⟧ J'adore?",
    "⟦Pat⟧ dry the salmon before searing — why does that matter?",
    "How does the ⟦Boeing⟧ 737 ⟦MAX⟧ differ from the ⟦Airbus⟧ A320neo?",
    "⟦Houston⟧, ⟦Dallas⟧ or ⟦San Antonio⟧ if we want to visit the ⟦NASA⟧ space center?",
    "Help me set up ⟦Homebrew⟧ and ⟦Jupyter⟧ on a ⟦MacBook⟧ with an ⟦M2⟧ chip.",
    "Does the ⟦WHO⟧ recommend a ⟦COVID⟧ booster every autumn?",
    "Explain the ⟦Fourier⟧ transform to a musician.",
    "Do I need a ⟦US⟧ visa for a layover in ⟦Miami⟧ on a ⟦Colombian⟧ passport?",
    "⟦Harley-Davidson⟧ or ⟦Ducati⟧: which holds its resale value better?",
    "Is ⟦Charlotte⟧ cheaper to live in than ⟦Raleigh⟧?",
    "⟦Lincoln⟧ or ⟦Omaha⟧ as a stop on a ⟦Nebraska⟧ road trip?",
    "Should I use ⟦Pandas⟧ or ⟦Polars⟧ for a 20 GB ⟦CSV⟧ file?",
    "Is ⟦Valentine's Day⟧ celebrated in ⟦Japan⟧ the same way as in the ⟦US⟧?",
    "Are banks in ⟦Lebanon⟧ closed on ⟦Orthodox⟧ ⟦Easter⟧ or only on the ⟦Catholic⟧ one?",
    "⟦August⟧ in ⟦Sicily⟧: too hot for a cycling holiday?",
    "⟦Frank⟧ question: is ⟦Figma⟧ worth paying for as a solo developer?",
    "⟦Hunter⟧ boots or ⟦Blundstone⟧ boots for a ⟦London⟧ winter?",
    "My ⟦Christian⟧ and ⟦Muslim⟧ colleagues both fast in ⟦March⟧ this year; how do I plan the team lunch?",
]

# (lang, prompt)
KEEP_OTHER = [
    ("de", "Bis wann muss die ⟦Steuererklärung⟧ beim ⟦Finanzamt⟧ sein, wenn ich ⟦ELSTER⟧ nutze?"),
    ("de", "Lohnt sich die ⟦BahnCard⟧ für zweimal im Monat ⟦Hamburg⟧–⟦Berlin⟧?"),
    ("fr", "Est-ce que la ⟦SNCF⟧ rembourse un ⟦TGV⟧ annulé pendant la ⟦Toussaint⟧ ?"),
    ("es", "¿Qué papeles pide la ⟦Seguridad Social⟧ para una baja justo antes de ⟦Semana Santa⟧?"),
    ("it", "Quanto costa il ⟦Frecciarossa⟧ da ⟦Roma⟧ a ⟦Firenze⟧ a ⟦Ferragosto⟧?"),
    ("pt", "O ⟦Pix⟧ funciona no ⟦Carnaval⟧ ou os bancos param?"),
    ("nl", "Moet ik ⟦BTW⟧ rekenen als ik vanuit ⟦Rotterdam⟧ een klant in ⟦België⟧ factureer?"),
    ("sv", "Hur skaffar jag ⟦BankID⟧ om jag precis har flyttat till ⟦Göteborg⟧?"),
    ("nb", "Når må skattemeldingen sendes til ⟦Skatteetaten⟧ hvis jeg bor i ⟦Tromsø⟧?"),
    ("da", "Hvordan booker jeg en tid hos ⟦Borgerservice⟧ i ⟦København⟧?"),
    ("fi", "Mitä ⟦Kela⟧ korvaa, jos sairastun lomalla ⟦Lapissa⟧?"),
    ("is", "Hvað kostar að fara í ⟦Bláa lónið⟧ frá ⟦Keflavík⟧?"),
    ("pl", "Jak złożyć ⟦PIT⟧ przez ⟦e-Urząd Skarbowy⟧, jeśli mieszkam w ⟦Krakowie⟧?"),
    ("cs", "Kde koupím elektronickou dálniční známku pro ⟦Rakousko⟧?"),
    ("sk", "Kedy je ⟦Slovenská pošta⟧ otvorená počas ⟦Veľkej noci⟧?"),
    ("hu", "Mikor nyit a ⟦Széchenyi⟧ fürdő ⟦Budapesten⟧?"),
    ("ro", "De unde cumpăr ⟦rovinieta⟧ pentru ⟦Bulgaria⟧?"),
    ("hr", "Koliko košta trajekt od ⟦Splita⟧ do ⟦Hvara⟧ usred ljeta?"),
    ("lt", "Ar ⟦Sodra⟧ moka ligos išmoką nuo pirmos dienos?"),
    ("tr", "⟦Kurban Bayramı⟧'nda bankalar açık mı, ⟦EFT⟧ yapabilir miyim?"),
    ("vi", "⟦Tết⟧ năm nay rơi vào ngày nào, ⟦Vietnam Airlines⟧ có tăng giá vé không?"),
    ("id", "Apakah ⟦Gojek⟧ tetap beroperasi saat ⟦Nyepi⟧ di ⟦Bali⟧?"),
    ("tl", "Bukas ba ang ⟦BDO⟧ sa ⟦Araw ng Kalayaan⟧?"),
    ("sw", "Je, ⟦M-Pesa⟧ inafanya kazi ⟦Uganda⟧ pia?"),
    ("ca", "A quina hora obre la ⟦Sagrada Família⟧ per ⟦Sant Jordi⟧?"),
    ("ru", "Работают ли ⟦Госуслуги⟧, если я живу в ⟦Казахстане⟧?"),
    ("uk", "Чи працює ⟦Приватбанк⟧ у ⟦Польщі⟧?"),
    ("bg", "Колко струва винетка за ⟦Румъния⟧ и къде се купува онлайн?"),
    ("sr", "Колико кошта воз од ⟦Београда⟧ до ⟦Новог Сада⟧?"),
    ("el", "Πόσο κοστίζει το πλοίο από τον ⟦Πειραιά⟧ στη ⟦Σαντορίνη⟧ τον ⟦Αύγουστο⟧;"),
    ("ka", "რამდენი ღირს მატარებელი ⟦თბილისიდან⟧ ⟦ბათუმამდე⟧?"),
    ("hy", "Որքա՞ն արժե տաքսին ⟦Երևանից⟧ մինչև ⟦Գյումրի⟧։"),
    ("ar", "هل تعمل خدمة ⟦أبشر⟧ خارج ⟦السعودية⟧؟"),
    ("he", "האם ⟦Wolt⟧ עובד ביום ⟦כיפור⟧?"),
    ("fa", "آیا ⟦اسنپ⟧ در ⟦نوروز⟧ کار می‌کند؟"),
    ("ur", "کیا ⟦عید⟧ پر ⟦ایزی پیسہ⟧ کام کرتا ہے؟"),
    ("hi", "क्या ⟦दिवाली⟧ पर ⟦SBI⟧ की शाखाएँ खुली रहती हैं?"),
    ("bn", "⟦পহেলা বৈশাখ⟧ এ ⟦bKash⟧ অফিস খোলা থাকে কি?"),
    ("ta", "⟦பொங்கல்⟧ அன்று ⟦Chennai⟧ மெட்ரோ ஓடுமா?"),
    ("th", "วันสงกรานต์ธนาคาร ⟦SCB⟧ เปิดไหมคะ"),
    ("zh", "请问春节期间 ⟦Alipay⟧ 和 ⟦WeChat Pay⟧ 还能用吗？"),
    ("ja", "⟦Suica⟧ は ⟦Android⟧ でも使えますか？"),
    ("ko", "⟦추석⟧ 연휴에도 ⟦KTX⟧ 표를 살 수 있나요?"),
    ("am", "⟦ቴሌብር⟧ ምንድን ነው? ⟦ኢትዮ ቴሌኮም⟧ ያቀረበው አገልግሎት ነው?"),
]
