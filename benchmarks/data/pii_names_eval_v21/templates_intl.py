# -*- coding: utf-8 -*-
"""Non-English prompts for the v21 names corpus (markup: see make_corpus.py).

TEMPLATES: (lang, [templates]) with person slots, persons drawn from every origin
           (multinational workplaces); slots sit where the language does not inflect
           the name (nominative, after a title, after a preposition that takes no case
           ending on foreign names).
HAND:      (lang, text) hand-written prompts with literal names, including inflected
           forms (the whole inflected word is the span: Finnish "Mikolle", Polish
           "Agnieszki Kowalskiej", Russian "Дмитрием Соколовым"). Separate particles and
           clitics stay outside (Korean "김민준 님", Japanese "田中さん", Turkish "Ayşe'ye").
"""

TEMPLATES = [
    ("de", [
        "Kannst du eine höfliche ⟦Erinnerung⟧ an {A} schreiben? Die ⟦Rechnung⟧ Nr. 2024-118 ist seit drei Wochen offen.",
        "Frau {Af.last} hat angerufen, sie braucht die ⟦Lohnabrechnung⟧ für ⟦März⟧.",
        "Herr {Am.last} aus der ⟦Buchhaltung⟧ fragt, ob die ⟦Umsatzsteuer⟧ schon gemeldet ist.",
        "Bitte fasse die ⟦Mail⟧ von {A} zusammen, es geht um den ⟦Termin⟧ beim ⟦Notar⟧.",
        "Schreib eine freundliche ⟦Absage⟧ an {A} für die Stelle als ⟦Werkstudent⟧.",
        "Mein Vermieter {A} will die ⟦Kaution⟧ nicht zurückzahlen. Was kann ich tun?",
        "Protokoll: {A} übernimmt die ⟦Präsentation⟧, {B} kümmert sich um das ⟦Budget⟧.",
        "Liebe {Af.first}, vielen Dank für deine Hilfe beim ⟦Umzug⟧! — Kannst du das herzlicher formulieren?",
        "Im ⟦Arbeitsvertrag⟧ steht {A} als ⟦Ansprechpartner⟧. Ist das verbindlich?",
    ]),
    ("fr", [
        "Peux-tu écrire une relance polie à {A} ? Le paiement de ⟦janvier⟧ n'est toujours pas arrivé.",
        "Madame {Af.last} souhaite décaler le rendez-vous à ⟦jeudi⟧.",
        "Compte rendu : {A} présente le budget, {B} s'occupe du recrutement en ⟦CDI⟧.",
        "Mon propriétaire, {A}, refuse de rendre la caution. Que faire ?",
        "« Bonjour {A.first}, merci pour ton aide ! » — c'est trop familier pour un client ?",
        "Écris un mot de remerciement pour {A}, qui part à la retraite après 30 ans à la ⟦SNCF⟧.",
        "Monsieur {Am.last} a envoyé son ⟦RIB⟧ par mail, est-ce que c'est risqué ?",
    ]),
    ("es", [
        "¿Puedes escribir un correo a {A} para recordarle la reunión del ⟦martes⟧?",
        "La señora {Af.last} pregunta si ya enviamos la factura con ⟦IVA⟧.",
        "Acta: {A} presentó el presupuesto y {B} se encarga de ⟦Recursos Humanos⟧.",
        "Mi casero, {A}, no me devuelve la fianza. ¿Qué hago?",
        "Hola {A.first}, ¿me mandas el ⟦PDF⟧ del contrato? — ¿suena muy informal?",
        "Redacta una carta de recomendación para {A}, que trabajó con nosotros en ⟦Bogotá⟧.",
        "El doctor {Am.last} dice que el análisis salió bien. ¿Qué significa ⟦HbA1c⟧?",
    ]),
    ("it", [
        "Puoi scrivere una mail a {A} per spostare la riunione a ⟦lunedì⟧?",
        "La dottoressa {Af.last} ha chiesto i referti dell'⟦ASL⟧.",
        "Verbale: {A} presenta il bilancio, {B} segue il progetto ⟦PNRR⟧.",
        "Il mio padrone di casa, {A}, non restituisce la caparra. Cosa posso fare?",
        "Scrivi un biglietto di auguri per {A} che va in pensione a ⟦dicembre⟧.",
    ]),
    ("pt", [
        "Pode escrever um e-mail para {A} cobrando a ⟦nota fiscal⟧ de ⟦março⟧?",
        "A doutora {Af.last} pediu os exames do ⟦SUS⟧.",
        "Ata: {A} apresentou o orçamento e {B} cuida do ⟦RH⟧.",
        "Meu senhorio, {A}, não quer devolver a caução. O que eu faço?",
        "Escreve uma mensagem de parabéns para {A.first}, que fez 30 anos no ⟦sábado⟧.",
    ]),
    ("nl", [
        "Kun je een herinnering sturen naar {A}? De factuur van ⟦maart⟧ is nog niet betaald.",
        "Mevrouw {Af.last} vraagt of de ⟦Belastingdienst⟧ al heeft gereageerd.",
        "Notulen: {A} presenteert de begroting, {B} regelt de ⟦IT⟧.",
        "Mijn huisbaas {A} geeft de borg niet terug. Wat nu?",
        "Schrijf een bedankje voor {A}, die na 12 jaar afscheid neemt.",
    ]),
    ("pl", [
        "{A} prosi o przesunięcie spotkania na ⟦poniedziałek⟧.",
        "Pani {Af.last} pyta, czy faktura ⟦VAT⟧ została już wysłana.",
        "Protokół: {A} – budżet, {B} – rekrutacja. Rozpisz zadania.",
        "Mój wynajmujący, {A}, nie chce oddać kaucji. Co mogę zrobić?",
    ]),
    ("sv", [
        "Kan du skriva en påminnelse till {A}? Fakturan för ⟦mars⟧ är fortfarande obetald.",
        "Protokoll: {A} presenterar budgeten, {B} ansvarar för rekryteringen.",
        "{A} är sjuk i dag. Vem tar mötet med ⟦Skatteverket⟧?",
    ]),
    ("tr", [
        "Sayın {A}, ⟦Ankara⟧ ofisimize hoş geldiniz. Bu e-postayı daha resmi yapar mısın?",
        "Toplantı notu: {A} bütçeyi sunacak, {B} işe alımla ilgilenecek.",
        "{A} bugün izinli, ⟦Pazartesi⟧ dönecek. Müşteriye nasıl söyleyeyim?",
    ]),
]

HAND = [
    # ---- German
    ("de", "Hast du mit ⟪Jürgen⟫ über die ⟦Nebenkostenabrechnung⟧ gesprochen?"),
    ("de", "Herr ⟪Becker⟫ holt am ⟦Samstag⟧ die Brötchen beim ⟦Bäcker⟧ um die Ecke."),
    ("de", "Grüße an Frau ⟪Weber⟫ und an ⟪Anneliese⟫ — schreib das bitte förmlicher."),
    ("de", "Die ⟪Schröders⟫ ziehen nach ⟦Leipzig⟧. Formuliere eine Karte zum Abschied."),
    ("de", "⟪Frank⟫ war gestern beim ⟦Arzt⟧ und ist bis ⟦Mittwoch⟧ krankgeschrieben."),
    ("de", "Bitte trag ⟪Maximilian von Bülow⟫ und ⟪Katharina Müller-Hagen⟫ in die ⟦Gästeliste⟧ ein."),
    # ---- French
    ("fr", "On dîne chez les ⟪Dubois⟫ ⟦samedi⟧, qu'est-ce que j'apporte ?"),
    ("fr", "⟪Jean-Baptiste⟫ et ⟪Marie-Claire⟫ arrivent ⟦lundi⟧ à la gare de ⟦Lyon⟧."),
    ("fr", "Mme ⟪Lefèvre⟫ m'a transféré le mail de ⟪Loïc Le Gall⟫, peux-tu le résumer ?"),
    ("fr", "Rédige une lettre à Maître ⟪Théo de la Fontaine⟫, notaire, pour la succession."),
    ("fr", "⟪Awa Sarr⟫ et ⟪Moussa Diop⟫ viennent de ⟦Dakar⟧ pour la formation, prévois l'accueil."),
    ("fr", "Le ticket a été ouvert par ⟪geneviève.gagnon⟫ et assigné à ⟪mtremblay⟫. Qui doit répondre ?"),
    # ---- Spanish
    ("es", "Los ⟪García⟫ nos invitaron a cenar el ⟦viernes⟧. ¿Qué llevamos?"),
    ("es", "Doña ⟪Pilar⟫ dice que ⟪María José⟫ y ⟪José María⟫ son primos. ¿Cómo hago el árbol genealógico?"),
    ("es", "Escribe un mensaje para ⟪Valentina Restrepo⟫: su vuelo a ⟦Medellín⟧ salió con retraso."),
    ("es", "El expediente dice ⟪Hernández Ramírez, José Luis⟫. ¿Cuál es su primer apellido?"),
    ("es", "Mi abuela ⟪Yola Mamani⟫ quiere hacer una videollamada desde ⟦La Paz⟧, ¿qué app es más fácil?"),
    ("es", "Dile a ⟪Facundo⟫ que la reunión con ⟪Agustina Pérez⟫ pasó al ⟦jueves⟧."),
    # ---- Catalan / Basque / Galician
    ("ca", "Pots enviar la factura a en ⟪Jordi Puig i Ferrer⟫ abans de ⟦dijous⟧?"),
    ("eu", "Bihar ⟪Ainhoa Etxeberria⟫ eta ⟪Unai Agirre⟫ bulegora etorriko dira."),
    # ---- Italian
    ("it", "Stasera siamo dai ⟪Rossi⟫, porto il vino o il dolce?"),
    ("it", "La ⟪Giulia⟫ ha detto che l'avv. ⟪Lo Presti⟫ ci richiama ⟦martedì⟧."),
    ("it", "Scrivi una mail a ⟪Alessandro Di Stefano⟫ e ⟪Chiara Esposito⟫ per il sopralluogo a ⟦Napoli⟧."),
    # ---- Portuguese
    ("pt", "O ⟪João Pedro⟫ e a ⟪Inês⟫ vão chegar de ⟦Lisboa⟧ na ⟦sexta⟧."),
    ("pt", "A ⟪Ana Luiza dos Santos Costa⟫ assina só ⟪Ana Costa⟫. Isso dá problema no cartório?"),
    ("pt", "Manda um zap pro ⟪Thiago⟫ perguntando se a ⟪Larissa⟫ vem no churrasco."),
    ("pt", "Escreva um e-mail formal ao Dr. ⟪Rafael de Souza⟫ pedindo o laudo."),
    # ---- Dutch
    ("nl", "Is ⟪Sanne de Vries⟫ dezelfde persoon als ⟪S. de Vries⟫ in het ⟦KvK⟧-uittreksel?"),
    ("nl", "⟪Joost van 't Hof⟫ en ⟪Femke ter Horst⟫ komen ⟦woensdag⟧ langs voor de oplevering."),
    ("nl", "Stuur de offerte naar ⟪Pieter-Jan Vandenbroucke⟫ in ⟦Gent⟧."),
    # ---- Polish (inflected)
    ("pl", "Wyślij fakturę do ⟪Agnieszki Kowalskiej⟫, ona zajmuje się księgowością."),
    ("pl", "Rozmawiałem wczoraj z ⟪Tomaszem Wiśniewskim⟫ o umowie najmu."),
    ("pl", "Przekaż ⟪Małgorzacie⟫, że spotkanie z ⟪Pawłem Nowakiem⟫ jest w ⟦czwartek⟧."),
    ("pl", "Napisz życzenia imieninowe dla ⟪Katarzyny⟫ z działu ⟦HR⟧."),
    # ---- Czech / Slovak
    ("cs", "Pošli prosím smlouvu ⟪Tereze Novákové⟫ a ⟪Jakubovi Dvořákovi⟫."),
    ("cs", "Mluvil jsem s ⟪Ondřejem Černým⟫, faktura přijde v ⟦pondělí⟧."),
    ("sk", "Pani ⟪Horváthová⟫ a pán ⟪Baláž⟫ prídu na poradu o desiatej."),
    # ---- Hungarian (family name first, inflected)
    ("hu", "Küldd el a számlát ⟪Kovács Lászlónak⟫ még ma."),
    ("hu", "⟪Nagy Zsófia⟫ holnap nem jön be, ⟪Tóth Bence⟫ helyettesíti."),
    ("hu", "Beszéltél már ⟪Szabó Eszterrel⟫ a szerződésről?"),
    ("hu", "⟪Farkas Gergely⟫ professzor előadása ⟦kedden⟧ lesz."),
    # ---- Finnish / Estonian (inflected)
    ("fi", "Lähetä lasku ⟪Mikolle⟫ ja kopio ⟪Virtaselle⟫."),
    ("fi", "Kävin ⟪Ainon⟫ kanssa lounaalla, hän aloittaa ⟦maanantaina⟧."),
    ("fi", "⟪Satu Nieminen⟫ on lomalla, kysy ⟪Juholta⟫."),
    ("et", "Saada arve ⟪Kadri Saarele⟫ ja ⟪Märt Tammele⟫."),
    ("et", "⟪Triin Mägi⟫ tuleb ⟦esmaspäeval⟧ tagasi."),
    # ---- Baltic (inflected)
    ("lt", "Parašyk ⟪Rūtai Kazlauskienei⟫, kad susitikimas perkeltas."),
    ("lt", "Vakar kalbėjau su ⟪Mindaugu Petrausku⟫ apie sutartį."),
    ("lv", "Nosūti rēķinu ⟪Jānim Bērziņam⟫ un ⟪Ilzei Kalniņai⟫."),
    ("lv", "⟪Andris Ozols⟫ rīt nenāks uz darbu."),
    # ---- Nordic
    ("sv", "⟪Björn Sjöberg⟫ och ⟪Astrid Lindqvist⟫ har semester vecka 29."),
    ("sv", "Kan du skriva ett tackkort till ⟪Ingrid⟫ från oss alla på ⟦Ikea⟧?"),
    ("nb", "Kan du sende fakturaen til ⟪Solveig Bakke⟫ før ⟦fredag⟧?"),
    ("nb", "⟪Håkon⟫ og ⟪Ole Kristian⟫ har byttet vakt."),
    ("da", "Kan du sende kontrakten til ⟪Mette Sørensen⟫ inden ⟦fredag⟧?"),
    ("da", "⟪Søren Østergaard⟫ har ringet angående huslejen."),
    ("is", "Sendu ⟪Guðrúnu⟫ reikninginn og talaðu við ⟪Sigurð⟫ um samninginn."),
    ("is", "⟪Katrín Einarsdóttir⟫ kemur á ⟦mánudaginn⟧."),
    # ---- Celtic
    ("ga", "Seol an sonrasc chuig ⟪Aoife Ní Bhriain⟫, le do thoil."),
    ("cy", "Anfonwch yr anfoneb at ⟪Rhys ap Gwilym⟫ erbyn ⟦dydd Gwener⟧."),
    # ---- Romance / Balkan
    ("ro", "Trimite-i lui ⟪Andrei Popescu⟫ contractul și sun-o pe ⟪Ioana⟫."),
    ("sq", "⟪Arben Krasniqi⟫ do të vijë nesër në zyrë."),
    ("sr", "Pošalji fakturu ⟪Milici Stanković⟫, a ugovor ⟪Nikoli Jovanoviću⟫."),
    ("sr", "Разговарао сам са ⟪Николом Јовановићем⟫ о пројекту."),
    ("hr", "Razgovarala sam s ⟪Ivanom Horvatom⟫ i ⟪Petrom Knežević⟫."),
    ("bg", "Моля, изпратете договора на ⟪Георги Димитров⟫ до ⟦петък⟧."),
    ("el", "Στείλε το τιμολόγιο στον ⟪Γιώργο Παπαδόπουλο⟫ και στην ⟪Ελένη Παπαδοπούλου⟫."),
    ("el", "Ο ⟪Δημήτρης Κωνσταντινίδης⟫ θα είναι στην ⟦Αθήνα⟧ τη ⟦Δευτέρα⟧."),
    # ---- Turkish (suffix after apostrophe is outside the span)
    ("tr", "⟪Ayşe⟫'ye söyle, ⟪Mehmet⟫ Bey toplantıya gelmeyecek."),
    ("tr", "⟪Zeynep Şahin⟫'in dosyasını ⟪Emre⟫'ye gönderir misin?"),
    ("tr", "⟪İlker Demir⟫ ile ⟪Elif Çelik⟫ ⟦İzmir⟧ fuarına gidiyor."),
    # ---- Cyrillic (inflected)
    ("ru", "Передай ⟪Анастасии Петровой⟫, что отчёт нужен к ⟦пятнице⟧."),
    ("ru", "Встреча с ⟪Дмитрием Соколовым⟫ перенесена на завтра."),
    ("ru", "У ⟪Николая Ивановича⟫ сегодня день рождения, напиши поздравление."),
    ("ru", "⟪Екатерина Волкова⟫ и ⟪Алексей Морозов⟫ едут в ⟦Казань⟧ на конференцию."),
    ("uk", "Надішли рахунок ⟪Олені Шевченко⟫ і копію ⟪Тарасові Мельнику⟫."),
    ("uk", "⟪Олександр Коваленко⟫ буде у ⟦Львові⟧ в ⟦понеділок⟧."),
    ("be", "⟪Ганна Карповіч⟫ заўтра будзе ў офісе."),
    ("kk", "⟪Айгерім Сүлейменова⟫ ертең келеді."),
    ("mn", "⟪Оюунчимэг⟫ маргааш ирнэ."),
    # ---- Caucasus / Central Asia
    ("ka", "⟪ნინო ბერიძე⟫ ხვალ მოვა."),
    ("hy", "⟪Արամ Պետրոսյան⟫ վաղը կգա։"),
    ("az", "⟪Leyla Əliyeva⟫ sabah ofisə gələcək."),
    ("uz", "⟪Dilnoza Rahimova⟫ ertaga keladi."),
    # ---- Middle East
    ("ar", "أرسل الفاتورة إلى ⟪كريم حداد⟫ قبل يوم ⟦الخميس⟧."),
    ("ar", "هل يمكنك كتابة رسالة شكر إلى ⟪نورة بنت سعد القحطاني⟫؟"),
    ("ar", "الأستاذ ⟪عمر نصار⟫ والدكتورة ⟪رانيا خوري⟫ سيحضران الاجتماع."),
    ("he", "תזכיר ל־⟪יוסי מזרחי⟫ שהפגישה עם ⟪נועה בן-דוד⟫ נדחתה."),
    ("he", "דיברתי עם ⟪איתי פרץ⟫ על החוזה."),
    ("fa", "لطفاً به ⟪پریسا نجفی⟫ ایمیل بزن و بگو ⟪آرش کریمی⟫ فردا نمی‌آید."),
    ("fa", "خانم ⟪شیرین رستمی⟫ مدیر جدید بخش مالی است."),
    ("ur", "براہ کرم ⟪بلال قریشی⟫ کو ای میل کریں۔"),
    # ---- South Asia
    ("hi", "कृपया ⟪राहुल वर्मा⟫ को ईमेल भेजो कि मीटिंग सोमवार को है।"),
    ("hi", "⟪प्रिया⟫ जी ने रिपोर्ट भेज दी है, ⟪अमित तिवारी⟫ को बता दो।"),
    ("bn", "⟪অনন্যা চ্যাটার্জি⟫ আজ অফিসে আসবেন না।"),
    ("ta", "⟪அருண் கிருஷ்ணன்⟫ நாளை வருவார்."),
    # ---- East / Southeast Asia
    ("zh", "请把合同发给⟪王秀英⟫，她下午要签字。"),
    ("zh", "⟪张伟⟫和⟪李娜⟫明天去⟦上海⟧出差。"),
    ("zh", "会议纪要：⟪刘浩然⟫负责预算，⟪陈静⟫负责招聘。"),
    ("zh", "⟪林志豪⟫先生的電話是多少？"),
    ("ja", "⟪田中⟫さんに確認してください。"),
    ("ja", "⟪高橋 結衣⟫様、お問い合わせありがとうございます。"),
    ("ja", "⟪鈴木⟫部長と⟪伊藤⟫さんは⟦金曜日⟧に⟦大阪⟧へ出張します。"),
    ("ko", "⟪김민준⟫ 님에게 계약서를 보내 주세요."),
    ("ko", "⟪박지우⟫ 씨와 ⟪이서연⟫ 씨는 ⟦월요일⟧에 출장 갑니다."),
    ("ko", "⟪최재현⟫ 팀장님이 회의를 취소했어요."),
    ("th", "ช่วยส่งอีเมลถึงคุณ⟪ศิริพร วงศ์สกุล⟫ด้วย"),
    ("vi", "Gửi hóa đơn cho chị ⟪Nguyễn Thị Lan⟫ trước ⟦thứ Sáu⟧ nhé."),
    ("vi", "Anh ⟪Trần Văn Minh⟫ và chị ⟪Hạnh⟫ sẽ họp với khách hàng."),
    ("vi", "Em ⟪Ngọc Anh⟫ ơi, báo cáo của anh ⟪Dũng⟫ đâu rồi?"),
    ("id", "Tolong kirim undangan ke Pak ⟪Budi Santoso⟫ dan Bu ⟪Dewi Lestari⟫."),
    ("id", "Mas ⟪Agus⟫ bilang ⟪Sri Wahyuni⟫ sudah transfer ke ⟦BCA⟧."),
    ("ms", "Sila hantar dokumen kepada Encik ⟪Ahmad Faizal bin Ismail⟫."),
    ("tl", "Pakisabi kay ⟪Maria Cristina⟫ na darating si ⟪Jayson⟫ sa ⟦Lunes⟧."),
    ("tl", "Ang report ni ⟪Rommel Tolentino⟫ ay ipapasa bukas."),
    # ---- Africa / Pacific
    ("sw", "Tafadhali mtumie ⟪Neema Kimaro⟫ ankara hii leo."),
    ("sw", "Bwana ⟪Baraka⟫ atakuja ⟦Jumatatu⟧ saa tatu asubuhi."),
    ("am", "⟪ሳባ መንግሥቱ⟫ ነገ ትመጣለች።"),
    ("yo", "Jọ̀wọ́ fi ìwé yìí ránṣẹ́ sí ⟪Folasade Adeyemi⟫."),
    ("zu", "⟪Sipho Dlamini⟫ uzofika kusasa."),
    ("so", "⟪Hodan Abdi Farah⟫ berri way iman doontaa."),
    ("mi", "Kia ora ⟪Wiremu⟫, ka kite anō ⟦āpōpō⟧."),
]
