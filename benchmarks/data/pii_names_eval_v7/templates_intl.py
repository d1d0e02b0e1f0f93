# -*- coding: utf-8 -*-
"""Non-English prompt templates (v7). Same markup as templates_en.py.

LANGS: lang code -> (uses native-script people from names_data.NATIVE?, [templates]).
Names in CJK prompts are always delimited by punctuation or spaces, because the
reference scorer finds name tokens with \\w+ and whole-word matching.
Devanagari names are avoided for the same reason (vowel signs are not \\w), so the
Hindi prompts carry Latin-script names (as is common in Hinglish chat).
"""

LANGS = {
    "de": (False, [
        "Kannst du eine kurze E-Mail an {A} schreiben? Die ⟪Rechnung⟫ für ⟪März⟫ ist noch offen.",
        "Bitte erinnere {A} daran, dass der ⟪Termin⟫ beim ⟪Finanzamt⟫ am ⟪Donnerstag⟫ ist.",
        "Mein Kollege {Am} hat die ⟪Präsentation⟫ überarbeitet; fasse die Änderungen zusammen.",
        "Formuliere eine Absage an {A} für das ⟪Vorstellungsgespräch⟫ am ⟪Freitag⟫.",
        "Laut {A} wurde die ⟪Miete⟫ für ⟪Oktober⟫ doppelt abgebucht. Wie reklamiere ich das bei der ⟪Sparkasse⟫?",
    ]),
    "fr": (False, [
        "Peux-tu écrire un mail à {A} pour confirmer la réunion de mardi à ⟪Marseille⟫ ?",
        "Résume le message de {A} : la livraison ⟪Chronopost⟫ est bloquée à la douane.",
        "J'ai rendez-vous avec {A} après les vacances de la ⟪Toussaint⟫, rédige un rappel.",
        "{A} demande si le billet ⟪SNCF⟫ est remboursable. Que répondre ?",
        "Rédige une lettre de recommandation pour {A}, stagiaire chez ⟪Airbus⟫.",
    ]),
    "es": (False, [
        "¿Puedes escribirle un correo a {A} para confirmar la cita del lunes en ⟪Sevilla⟫?",
        "Mi compañera {Af} dice que ⟪Hacienda⟫ le devolvió menos de lo esperado. ¿Por qué puede ser?",
        "Resume lo que dijo {A} en la reunión sobre las vacaciones de ⟪Semana Santa⟫.",
        "Redacta una queja para ⟪Renfe⟫ en nombre de {A}; el tren llegó dos horas tarde.",
        "Según {A}, el paquete de ⟪Correos⟫ sigue en la aduana. ¿Qué hago?",
    ]),
    "it": (False, [
        "Puoi scrivere una mail a {A} per spostare la riunione a dopo ⟪Ferragosto⟫?",
        "Il mio vicino {Am} chiede come pagare il bollo con ⟪PagoPA⟫.",
        "Riassumi la risposta di {A} sul contratto con ⟪Enel⟫.",
        "Prepara un biglietto di auguri per {A} per la ⟪Pasqua⟫.",
    ]),
    "pt": (False, [
        "Pode escrever um e-mail para {A} sobre o boleto do ⟪Nubank⟫?",
        "Minha chefe {Af} pediu o relatório antes do ⟪Carnaval⟫. Me ajuda a organizar?",
        "Resuma a mensagem de {A} sobre a reunião na ⟪Petrobras⟫.",
        "O {Am} perguntou se o voo da ⟪TAP⟫ para ⟪Lisboa⟫ foi cancelado.",
    ]),
    "nl": (False, [
        "Kun je een mail aan {A} schrijven over de brief van de ⟪Belastingdienst⟫?",
        "{A} vraagt of de ⟪NS⟫-kaart ook in het weekend geldig is.",
        "Maak een verjaardagskaart voor {A}, we vieren het op ⟪Koningsdag⟫.",
        "Volgens {A} is het pakket van ⟪PostNL⟫ kwijt.",
    ]),
    "pl": (False, [
        "{A} pyta, czy paczka z ⟪InPost⟫ już dotarła. Napisz odpowiedź.",
        "Mój kolega {Am} prosi o podsumowanie spotkania w ⟪Warszawie⟫.",
        "Przygotuj życzenia na ⟪Wigilię⟫ dla zespołu; podpis: {A}.",
        "Umowę podpisał(a): {A}. Sprawdź, czy ⟪RODO⟫ jest w niej wspomniane.",
    ]),
    "cs": (False, [
        "{A} se ptá, jestli už přišla faktura od ⟪Vodafone⟫.",
        "Napiš krátký e-mail; odesílatel: {A}, téma: dovolená v ⟪Chorvatsku⟫.",
        "Shrň prosím poznámky, které poslal(a) {A} k rozpočtu na ⟪Vánoce⟫.",
        "Kolegyně {Af} potřebuje potvrzení pro ⟪ČSSZ⟫.",
    ]),
    "sv": (False, [
        "Kan du skriva ett mejl till {A} om mötet innan ⟪Midsommar⟫?",
        "{A} undrar om ⟪Skatteverket⟫ har skickat deklarationen.",
        "Sammanfatta vad {A} skrev om flytten till ⟪Göteborg⟫.",
        "Skriv ett tackkort till {A} för ⟪Lucia⟫-firandet på kontoret.",
    ]),
    "fi": (False, [
        "Kirjoita sähköposti. Vastaanottaja: {A}. Aihe: ⟪Juhannus⟫ ja lomat.",
        "{A} kysyy, onko ⟪Kela⟫ jo maksanut tuen.",
        "Tee muistio: {A} esitteli ⟪Nokia⟫-projektin tilanteen.",
        "Laadi kiitosviesti; allekirjoitus: {A}, ⟪Helsinki⟫.",
    ]),
    "tr": (False, [
        "{A} ile ⟪Pazartesi⟫ toplantısını teyit eden bir e-posta yazar mısın?",
        "Müdürümüz {A}, ⟪Ramazan Bayramı⟫ öncesi raporu istiyor.",
        "{A}, ⟪Türk Telekom⟫ faturasının iki kez kesildiğini söylüyor. Şikâyet metni yaz.",
        "Lütfen şu kişiye teşekkür notu yaz: {A}. ⟪İstanbul⟫ ofisindeki yardımı için.",
    ]),
    "hu": (False, [
        "Írj egy e-mailt {A} részére a ⟪Karácsony⟫ előtti határidőről.",
        "{A} azt kérdezi, hogy a ⟪NAV⟫ elfogadta-e a bevallást.",
        "Foglald össze, mit írt {A} az ⟪Excel⟫ táblázatról.",
        "Kolléga: {A}. Szabadság: ⟪Húsvét⟫ után két hét. Írj belőle rövid üzenetet.",
    ]),
    "id": (False, [
        "Tolong buatkan email untuk {A} tentang jadwal rapat hari ⟪Senin⟫.",
        "{A} bertanya apakah ⟪BPJS⟫ sudah aktif.",
        "Ringkas pesan dari {A} soal libur ⟪Lebaran⟫.",
        "Buat undangan makan malam untuk {A} dan {B} di ⟪Jakarta⟫.",
    ]),
    "vi": (False, [
        "Viết giúp tôi email gửi {A} về cuộc họp ngày ⟪Thứ Hai⟫.",
        "{A} hỏi khi nào công ty nghỉ ⟪Tết⟫.",
        "Tóm tắt tin nhắn của {A} về hóa đơn ⟪Viettel⟫.",
        "Soạn lời cảm ơn gửi {A} vì đã giúp đỡ ở ⟪Đà Nẵng⟫.",
    ]),
    "sw": (False, [
        "Tafadhali mwandikie {A} barua pepe kuhusu mkutano wa ⟪Jumatatu⟫.",
        "{A} anauliza kama malipo ya ⟪M-Pesa⟫ yamefika.",
        "Andika ujumbe wa shukrani kwa {A} kwa msaada wake huko ⟪Mombasa⟫.",
        "Fupisha maelezo ya {A} kuhusu safari ya ⟪Arusha⟫.",
    ]),
    "hi": (False, [
        "कृपया {A} को ⟪सोमवार⟫ की मीटिंग के बारे में ईमेल लिखो।",
        "{A} पूछ रहे हैं कि ⟪GST⟫ रिटर्न कब तक भरना है।",
        "Yaar {A} ka ⟪Paytm⟫ wala refund abhi tak nahi aaya, complaint likh do.",
        "Mummy ne kaha {A} ko ⟪Holi⟫ pe bulana hai, invite message bana do.",
    ]),
    "ru": (True, [
        "Напиши письмо. Получатель: {A}. Тема: отпуск в ⟪Сочи⟫.",
        "{A} спрашивает, пришёл ли перевод из ⟪Сбербанка⟫.",
        "Составь поздравление с ⟪Новым годом⟫. Подпись: {A}.",
        "Кратко перескажи заметки, которые прислал(а) {A}, о проекте в ⟪Москве⟫.",
    ]),
    "el": (True, [
        "Γράψε ένα email. Προς: {A}. Θέμα: το ραντεβού της ⟪Δευτέρας⟫.",
        "Η συνάδελφος {Af} ρωτάει αν πληρώθηκε ο ⟪ΦΠΑ⟫.",
        "Σύνοψη των σημειώσεων που έστειλε ο/η {A} για το ⟪Πάσχα⟫.",
        "Ετοίμασε ευχές για τα ⟪Χριστούγεννα⟫ με υπογραφή: {A}.",
    ]),
    "ar": (True, [
        "اكتب رسالة إلى {A} لتأكيد موعد الاجتماع يوم ⟪الاثنين⟫.",
        "يسأل {Am} عن موعد صرف الرواتب في ⟪رمضان⟫.",
        "لخص ملاحظات {A} حول مشروع ⟪دبي⟫.",
        "المرسل: {A}\nالموضوع: فاتورة ⟪أمازون⟫\nهل هذه رسالة احتيال؟",
    ]),
    "he": (True, [
        "כתוב מייל עבור {A} על הפגישה ביום ⟪שני⟫.",
        "{A} שואל/ת אם ההחזר מ-⟪ביטוח לאומי⟫ הגיע.",
        "סכם את ההודעה של {A} לגבי החופשה ב-⟪אילת⟫.",
        "חתימה: {A}, מחלקת ⟪משאבי אנוש⟫. נסח מחדש בצורה מנומסת.",
    ]),
    "zh": (True, [
        "请帮我写一封邮件。\n收件人：{A}\n主题：⟪春节⟫ 放假安排",
        "同事 {A} 问 ⟪iPhone⟫ 的发票在哪里。",
        "会议记录（记录人：{A}）：讨论 ⟪Q3⟫ 预算。请整理成要点。",
        "“{A}”这个名字用拼音怎么写？",
    ]),
    "ja": (True, [
        "件名：会議日程（⟪月曜日⟫）\n宛先：{A} 様\n丁寧なメールを書いてください。",
        "{A}（営業部）から ⟪Slack⟫ で連絡がありました。返信を考えてください。",
        "議事録：{A}、⟪東京⟫ オフィスの移転について説明。要約して。",
        "「{A}」さんへのお礼状を書いてください。",
    ]),
    "ko": (True, [
        "{A} 님에게 ⟪월요일⟫ 회의 일정을 알리는 메일을 써 줘.",
        "팀장 {A} 씨가 보낸 ⟪카카오톡⟫ 메시지를 요약해 줘.",
        "수신: {A}\n제목: ⟪추석⟫ 연휴 근무 일정\n정중하게 다듬어 줘.",
        "{A}, {B} 두 사람의 ⟪서울⟫ 출장 일정을 표로 정리해 줘.",
    ]),
}
