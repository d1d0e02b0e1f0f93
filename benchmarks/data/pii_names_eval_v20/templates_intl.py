# -*- coding: utf-8 -*-
"""Non-English prompts for pii_names_eval_v20 (hand-written for this corpus).

Same markup as templates_en.py. Persons in {A} are drawn from the language's own origins
(in the native script where `native` is set, unless the template starts with "LATIN:"),
and now and then from any origin. Inflected names (Polish, Czech, Russian, Finnish,
Hungarian, Baltic, Greek, Icelandic, Irish, Welsh, Basque ...) are written literally with
<<...>>; the whole inflected word is the span. Suffixes after an apostrophe (Turkish
"Ayşe'ye", Danish "Mads'") or a hyphen ("-san") stay outside the span.
For scripts written without spaces (zh, ja, th) and for languages with attached particles
(ko, he, ar), names and keep items are written next to spaces or punctuation, as users
often do in chat, so that word-boundary scoring stays meaningful.
"""

LANGS = [
    # ------------------------------------------------------------------ German
    dict(code="de", origins=["german", "austrian", "swiss"], tpl=[
        "Kannst du mir helfen, eine [[Mahnung]] an {A} zu schreiben? Die [[Rechnung]] vom 3. [[März]] ist immer noch offen.",
        "Bitte formuliere eine freundliche Absage an {Af}. Wir haben uns für eine andere Bewerberin entschieden, aber ihr [[Anschreiben]] war wirklich gut.",
        "Hallo, ich bin {A} und habe meine [[Steuererklärung]] über [[ELSTER]] abgegeben. Wann kommt normalerweise der Bescheid vom [[Finanzamt]]?",
        "Schreib eine kurze Nachricht an Frau {Af:last}: Der [[Termin]] beim [[Bürgeramt]] ist am [[Dienstag]] um 9 Uhr.",
        "Mein Vermieter {A} rückt die [[Nebenkostenabrechnung]] nicht raus. Was kann ich tun? Ich wohne in [[Köln]].",
        "Wir planen die [[Weihnachtsfeier]]. {A}, {B} und {C} kümmern sich ums Essen – mach mir eine [[Checkliste]].",
        "Servus! Kannst du eine Einladung an Mag. {A} für den [[Heurigen]] am [[Freitag]] schreiben?",
        "Ist <<Annas>> [[Kündigung]] wirksam, wenn sie nur per E-Mail kam? Ihr Chef, Herr <<Oßwald>>, sagt nein.",
        "Muss ich der [[Krankenkasse]] melden, dass <<Jörg Weißmann>> ab [[Januar]] nicht mehr familienversichert ist?",
        "Grüezi, ich bräuchte eine [[Offerte]] für <<Reto Baumgartner>> und <<Seraina Caflisch>> – bitte auf Hochdeutsch formulieren.",
    ]),
    # ------------------------------------------------------------------ Spanish
    dict(code="es", origins=["spanish", "mexican", "argentine", "colombian", "chilean", "peruvian", "cuban",
                             "venezuelan", "dominican", "puertorican"], tpl=[
        "¿Me ayudas a redactar un correo para {A}? Quiero pedirle que revise el presupuesto antes de la reunión con [[Telefónica]].",
        "Hola, soy {A} y necesito reclamar a [[Iberia]] por un vuelo cancelado. ¿Qué derechos tengo?",
        "Escribe un mensaje de cumpleaños para mi abuela {Af:first}, cumple 90 años y vive en [[Guadalajara]].",
        "La factura está a nombre de {A} pero el [[NIF]] es de la empresa. ¿Sirve igual para [[Hacienda]]?",
        "Resume este chat:\n{A:first}: ¿quién lleva la tortilla?\n{B:first}: yo no\n{C:first}: la llevo yo",
        "Necesito una carta de recomendación para <<María del Carmen Ruiz-Tagle Echeverría>>, que trabajó conmigo en [[Santiago]] tres años.",
        "¿Cómo le digo a don <<Aurelio>> que ya no puedo pagarle el alquiler por [[Bizum]]?",
        "Mi compañero {Am} dice que el [[SAT]] le bloqueó el [[RFC]]. ¿Qué documentos necesita?",
    ]),
    # ------------------------------------------------------------------ French
    dict(code="fr", origins=["french", "breton", "quebecois", "haitian", "wolof", "ivorian", "cameroonian",
                             "moroccan", "walloon"], tpl=[
        "Peux-tu m'aider à écrire un mail à {A} pour lui demander un devis ? Les travaux doivent être déclarés à l'[[URSSAF]].",
        "Bonjour, je suis {A} et je n'arrive plus à me connecter à [[Ameli]] depuis hier soir.",
        "Rédige une lettre de résiliation de mon abonnement [[SFR]] au nom de {A}.",
        "Mme {Af:last} m'a demandé un relevé d'[[IBAN]] pour la [[CAF]]. Je l'envoie comment ?",
        "C'est l'anniversaire de <<Jean-Baptiste>> samedi, écris un petit mot de la part de toute l'équipe.",
        "J'ai reçu l'avis d'<<Élodie Marchand>> sur le dossier : elle refuse la rupture conventionnelle. Que faire ?",
        "Écris un courriel à {A} pour annuler le rendez-vous à la [[SAAQ]] de [[Laval]].",
        "M. {Am:last} veut que je signe le bail avant lundi. Est-ce que c'est légal ?",
    ]),
    # ------------------------------------------------------------------ Italian
    dict(code="it", origins=["italian", "sicilian", "sardinian"], tpl=[
        "Puoi scrivere una mail a {A} per chiedere la fattura elettronica? Serve per l'[[Agenzia delle Entrate]].",
        "Ciao, sono {A}, devo prenotare una visita tramite il [[CUP]] ma il sito non funziona.",
        "Il dott. {Am:last} ha detto che devo rifare le analisi. Come scrivo all'[[ASL]]?",
        "Scrivi gli auguri di [[Natale]] per i nonni, <<Carmela>> e <<Salvatore>>.",
        "La sig.ra {Af} non paga il condominio da tre mesi: prepara un sollecito cortese.",
        "Riassumi: <<Gavino Piras>> ha detto che l'[[INPS]] non ha ancora pagato la NASpI.",
    ]),
    # ------------------------------------------------------------------ Portuguese
    dict(code="pt", origins=["brazilian", "portuguese", "angolan", "mozambican"], tpl=[
        "Pode me ajudar a escrever uma mensagem para {Af}? Ela esqueceu de mandar o [[Pix]] do churrasco.",
        "Sou {A} e quero contestar uma cobrança indevida no [[Nubank]].",
        "Escreve um email à Dra. {Af:last} a pedir para remarcar a consulta no [[SNS]].",
        "O contrato de arrendamento está em nome de {A} e {B}. Se um sair, o outro pode ficar?",
        "Faz um resumo: o <<Zé>> disse que a <<Tina>> vai tratar do [[IRS]] este ano.",
        "Escreva um convite de casamento para <<Ana Luiza dos Santos Costa>> e <<Caio Albuquerque>>.",
    ]),
    # ------------------------------------------------------------------ Dutch
    dict(code="nl", origins=["dutch", "flemish", "frisian"], tpl=[
        "Kun je een mail schrijven aan {A} over de achterstallige huur? Ik wil niet meteen dreigen met de [[Huurcommissie]].",
        "Ik ben {A} en mijn [[DigiD]] werkt niet meer na de update. Wat nu?",
        "Mevrouw {Af:last} van de [[GGD]] heeft gebeld over de vaccinatie van mijn dochter.",
        "Schrijf een verjaardagsgedicht voor opa <<Sjoerd>>, hij wordt 85 en viert het met [[Koningsdag]].",
        "Kan je een mail sturen naar {A} om de afspraak bij de [[VDAB]] te verzetten?",
        "Zet <<van 't Hof>> en <<Van Damme>> in de juiste alfabetische volgorde, samen met <<De Smet>>.",
    ]),
    # ------------------------------------------------------------------ Polish
    dict(code="pl", origins=["polish"], tpl=[
        "Napisz proszę maila do <<Anny Kowalskiej>> z prośbą o przesłanie faktury. Księgowa z [[ZUS]] czeka.",
        "Rozmawiałem wczoraj z <<Krzysztofem Wiśniewskim>> o umowie. Czy mogę ją rozwiązać przed terminem?",
        "Jestem {A} i mam problem z płatnością [[BLIK]] na [[Allegro]].",
        "Pani <<Małgorzata>> z [[NFZ]] poprosiła o zaświadczenie. Jak to napisać?",
        "Przekaż <<Grzegorzowi>> i <<Zofii>>, że spotkanie jest przełożone.",
        "Umowa najmu: Wynajmujący {A}, Najemca {B}. Sprawdź, czy czegoś brakuje.",
    ]),
    # ------------------------------------------------------------------ Czech
    dict(code="cs", origins=["czech"], tpl=[
        "Napiš prosím e-mail paní <<Novákové>>, že faktura od [[ČEZ]] ještě nepřišla.",
        "Mluvil jsem s <<Jiřím Dvořákem>> o hypotéce. Co mám připravit pro [[ČSOB]]?",
        "Jsem {A} a potřebuji poradit s daňovým přiznáním jako [[OSVČ]].",
        "Faktura je vystavena na jméno {A}. Je to v pořádku pro [[DPH]]?",
    ]),
    # ------------------------------------------------------------------ Slovak
    dict(code="sk", origins=["slovak"], tpl=[
        "Napíš e-mail pánovi <<Kováčovi>>, že zmluva so [[Slovak Telekom]] končí v decembri.",
        "Som {A} a potrebujem poradiť, aké doklady mám priniesť na pobočku (úrad: [[Sociálna poisťovňa]]).",
        "Volal mi <<Ľubomír Horváth>> z [[Tatra banka]] kvôli úveru. Je to podvod?",
    ]),
    # ------------------------------------------------------------------ Hungarian
    dict(code="hu", origins=["hungarian"], tpl=[
        "Írj egy e-mailt <<Nagy Zsófiának>> arról, hogy a [[NAV]] levelet küldött.",
        "{A} vagyok, és nem tudok belépni az [[Ügyfélkapu]] felületére.",
        "Tegnap <<Kovács Péterrel>> beszéltem a szerződésről. Felmondhatom?",
        "A számla {A} nevére szól, de a cég fizeti. Így is elszámolható az [[OTP]] felé?",
    ]),
    # ------------------------------------------------------------------ Romanian
    dict(code="ro", origins=["romanian", "moldovan"], tpl=[
        "Sunt {A} și vreau să depun declarația unică la [[ANAF]]. Care e termenul?",
        "Doamna <<Popescu>> mi-a cerut contractul semnat până vineri.",
        "I-am trimis lui <<Mihai>> banii prin [[Revolut]], dar nu i-a primit.",
        "Dă-i <<Ioanei>> cheile și spune-i că am comandat de pe [[eMAG]].",
    ]),
    # ------------------------------------------------------------------ Swedish
    dict(code="sv", origins=["swedish", "sami"], tpl=[
        "Kan du skriva ett mejl till {A} om att hyran höjs? Jag vill hänvisa till [[Hyresnämnden]].",
        "Jag heter {A} och mitt [[BankID]] har slutat fungera på nya telefonen.",
        "<<Björns>> mamma ringde och frågade om vi kommer på midsommar.",
        "Swisha {A} 250 kr för biljetterna – kan du formulera ett sms om det via [[Swish]]?",
    ]),
    # ------------------------------------------------------------------ Danish
    dict(code="da", origins=["danish", "faroese", "greenlandic"], tpl=[
        "Skriv en mail til {A} om, at [[Skattestyrelsen]] har sendt en rykker.",
        "Jeg hedder {A}, og jeg kan ikke logge ind med [[MitID]].",
        "<<Søren>> og <<Mette>> har overført pengene via [[MobilePay]].",
        "Er <<Mads>>' bil stadig parkeret på vores plads? Skriv en venlig besked.",
    ]),
    # ------------------------------------------------------------------ Norwegian
    dict(code="nb", origins=["norwegian", "sami"], tpl=[
        "Kan du skrive en e-post til {A} om at [[NAV]] har stoppet dagpengene mine?",
        "Jeg heter {A} og trenger hjelp med skattemeldingen fra [[Skatteetaten]].",
        "<<Øysteins>> kone har bursdag på lørdag. Lag en hyggelig hilsen.",
        "Lag en påminnelse om å sende 300 kr til {A} på [[Vipps]].",
    ]),
    # ------------------------------------------------------------------ Finnish
    dict(code="fi", origins=["finnish", "sami"], tpl=[
        "Kirjoita sähköposti <<Jukka Virtaselle>>, että [[Kela]] on hylännyt hakemuksen.",
        "Olen {A} ja tarvitsen apua [[OmaVero]]-palvelun kanssa.",
        "Soitin eilen <<Aino Korhoselle>>, mutta hän ei vastannut.",
        "<<Matin>> auto on korjaamolla, joten hän tulee [[HSL]]:n bussilla.",
    ]),
    # ------------------------------------------------------------------ Estonian
    dict(code="et", origins=["estonian"], tpl=[
        "Kirjuta palun e-kiri <<Kadri Tammele>>, et [[EMTA]] saatis teate.",
        "Mina olen {A} ja mu [[Smart-ID]] ei tööta.",
        "<<Priit>> helistas ja ütles, et koosolek lükkub edasi.",
    ]),
    # ------------------------------------------------------------------ Latvian
    dict(code="lv", origins=["latvian"], tpl=[
        "Uzraksti e-pastu <<Jānim Bērziņam>> par [[VID]] deklarāciju.",
        "Esmu {A}, un man vajag palīdzību ar [[Swedbank]] kartes bloķēšanu.",
        "<<Ilzes>> dzimšanas diena ir sestdien. Uzraksti apsveikumu.",
    ]),
    # ------------------------------------------------------------------ Lithuanian
    dict(code="lt", origins=["lithuanian"], tpl=[
        "Parašyk laišką <<Tomui Kazlauskui>> apie [[Sodra]] pažymą.",
        "Aš esu {A} ir negaliu prisijungti prie [[Swedbank]] programėlės.",
        "<<Rūtos>> mama paskambino ir paprašė atsiųsti sąskaitą.",
    ]),
    # ------------------------------------------------------------------ Icelandic
    dict(code="is", origins=["icelandic"], tpl=[
        "Skrifaðu tölvupóst til <<Guðrúnar Jónsdóttur>> um reikninginn frá [[Vodafone]].",
        "Ég heiti {A} og þarf hjálp með skattframtalið á [[Ísland.is]].",
        "Hringdu í <<Sigurð Magnússon>> og segðu að fundurinn sé á morgun.",
    ]),
    # ------------------------------------------------------------------ Irish
    dict(code="ga", origins=["irish"], tpl=[
        "A <<Sheáin>>, an féidir leat an tuarascáil a sheoladh chuig [[Revenue]] inniu?",
        "Is mise {A} agus tá cabhair uaim le m'fhoirm [[PPS]].",
        "Scríobh ríomhphost chuig <<Aoife Ní Cheallaigh>> faoin gcruinniú.",
    ]),
    # ------------------------------------------------------------------ Welsh
    dict(code="cy", origins=["welsh"], tpl=[
        "Annwyl <<Dafydd>>, diolch am y neges. Wnei di ei chyfieithu i'r Saesneg?",
        "Anfonais y ffurflen i <<Ddafydd>> ddoe ond dydy [[Cyngor Gwynedd]] ddim wedi ateb.",
        "{A} ydw i, ac rydw i angen help gyda fy nghyfrif [[S4C]] Clic.",
    ]),
    # ------------------------------------------------------------------ Catalan
    dict(code="ca", origins=["catalan"], tpl=[
        "Pots escriure un correu a {A} sobre la factura de l'[[Agència Tributària de Catalunya]]?",
        "Sóc {A} i no puc validar la [[T-mobilitat]] al metro.",
        "La <<Núria>> i en <<Jordi Puig i Casals>> arriben dilluns a [[Girona]].",
    ]),
    # ------------------------------------------------------------------ Basque
    dict(code="eu", origins=["basque"], tpl=[
        "Nire izena {A} da eta [[Osakidetza]] zerbitzuarekin arazo bat daukat.",
        "<<Gorkak>> esan du bilera bihar dela. Idatzi mezu labur bat.",
        "Idatzi gutun bat <<Itziarri>> eskerrak emateko.",
    ]),
    # ------------------------------------------------------------------ Afrikaans
    dict(code="af", origins=["afrikaner"], tpl=[
        "Skryf 'n e-pos aan {A} oor die [[SARS]] belastingopgawe.",
        "<<Johan>> se ma het gebel oor die braai op Saterdag.",
        "Ek is {A} en my [[Capitec]] kaart is geblokkeer. Wat moet ek doen?",
    ]),
    # ------------------------------------------------------------------ Russian
    dict(code="ru", origins=["russian"], native=True, tpl=[
        "Помоги написать письмо <<Екатерине Сергеевне>> о переносе встречи на следующую неделю.",
        "Меня зовут {A}, я не могу войти на [[Госуслуги]] после смены номера телефона.",
        "Вчера я говорил с <<Дмитрием Кузнецовым>> насчёт аренды. Что нужно прописать в договоре?",
        "Договор подписали {A} и {B}. Проверь реквизиты банка ([[Сбербанк]]), пожалуйста.",
        "Переведи на английский: «Уважаемая <<Ольга Николаевна>>, благодарим вас за заказ».",
        "LATIN:Напиши поздравление коллеге: «{Af}, с днём рождения!» — она из [[Лондона]], так что можно по-английски.",
    ]),
    # ------------------------------------------------------------------ Ukrainian
    dict(code="uk", origins=["ukrainian"], native=True, tpl=[
        "Допоможи написати лист <<Олені Бондаренко>> щодо заявки в [[Дія]].",
        "Мене звати {A}, і я не можу оплатити рахунок через [[Монобанк]].",
        "Вчора <<Тарас Ткачук>> надіслав договір, але [[Нова Пошта]] загубила посилку.",
        "Привітай пана <<Миколу>> з днем народження від усього відділу.",
    ]),
    # ------------------------------------------------------------------ Bulgarian
    dict(code="bg", origins=["bulgarian"], native=True, tpl=[
        "Напиши имейл до {A} относно фактурата от [[ЕВН]].",
        "Казвам се {A} и искам да подам данъчна декларация в [[НАП]].",
        "<<Христо>> и <<Десислава>> се женят през юни. Напиши поздравление.",
    ]),
    # ------------------------------------------------------------------ Serbian
    dict(code="sr", origins=["serbian"], native=True, tpl=[
        "Напиши мејл <<Милици Јовановић>> о рачуну за струју од [[ЕПС]].",
        "LATIN:Zovem se {A} i treba mi pomoć oko poreske prijave na portalu [[ePorezi]].",
        "LATIN:Razgovarao sam sa <<Nemanjom Petrovićem>> o stanu. Šta da pitam agenciju?",
    ]),
    # ------------------------------------------------------------------ Croatian / Bosnian
    dict(code="hr", origins=["croatian", "bosnian"], tpl=[
        "Napiši e-mail <<Ivani Horvat>> da je [[HZZO]] odobrio dopunsko osiguranje.",
        "Ja sam {A} i trebam pomoć oko prijave na [[e-Građani]].",
        "Sutra dolazi <<Krešimir>> iz [[HEP]]-a očitati brojilo.",
    ]),
    # ------------------------------------------------------------------ Slovenian
    dict(code="sl", origins=["slovenian"], tpl=[
        "Napiši e-pošto <<Špeli Novak>> glede računa za [[Telekom Slovenije]].",
        "Sem {A} in potrebujem pomoč pri dohodnini na [[eDavki]].",
        "<<Rok>> je poslal pogodbo, prosim preveri 5. člen.",
    ]),
    # ------------------------------------------------------------------ Greek
    dict(code="el", origins=["greek"], native=True, tpl=[
        "Γράψε ένα email στον <<Γιώργο Παπαδόπουλο>> για τον λογαριασμό της [[ΔΕΗ]].",
        "Με λένε {A} και δεν μπορώ να μπω στο [[Taxisnet]].",
        "Η κυρία {Af:last} ζήτησε το [[ΑΦΜ]] μου για το συμβόλαιο.",
        "Χρόνια πολλά, <<Ελένη>>! Γράψε μια ευχή για τη γιορτή της.",
    ]),
    # ------------------------------------------------------------------ Turkish
    dict(code="tr", origins=["turkish", "kurdish"], tpl=[
        "{A:+trdat} bir e-posta yazar mısın? [[SGK]] prim borcu hakkında.",
        "Ben {A}, [[e-Devlet]] şifremi unuttum. Ne yapmalıyım?",
        "{A:+trgen} doğum günü için kısa bir mesaj yaz.",
        "Müdürümüz {Am} Bey toplantıyı [[Zoom]]'a taşıdı, herkese duyuru yazar mısın?",
        "Dün <<Mehmet>>'le konuştum, kira artışını kabul etmiyor.",
        "{A:+trabl} gelen faturayı [[Trendyol]] iadesiyle karşılaştır.",
    ]),
    # ------------------------------------------------------------------ Arabic
    dict(code="ar", origins=["gulf", "egyptian", "lebanese"], native=True, tpl=[
        "اكتب رسالة إلى {A} بخصوص تأخير الشحنة من [[أرامكس]].",
        "اسمي {A} وأريد تجديد الإقامة عبر [[أبشر]].",
        "قال الدكتور {Am} إن نتائج التحاليل طبيعية. ماذا يعني ذلك؟",
        "مرحبا {A:first}، هل أرسلت الفاتورة إلى قسم المحاسبة؟",
        "LATIN:اكتب دعوة رسمية للسيد {Am} لحضور افتتاح المكتب في [[دبي]].",
    ]),
    # ------------------------------------------------------------------ Hebrew
    dict(code="he", origins=["israeli"], native=True, tpl=[
        "תכתוב מייל אל {A} לגבי החשבונית של [[בזק]].",
        "קוראים לי {Am} ואני צריך עזרה עם [[ביטוח לאומי]].",
        "ד״ר {A:last} אמר שהבדיקות תקינות. מה זה אומר?",
        "{A} וגם {B} לא יגיעו מחר למשרד.",
    ]),
    # ------------------------------------------------------------------ Persian
    dict(code="fa", origins=["persian"], native=True, tpl=[
        "یک ایمیل به {A} بنویس درباره‌ی قرارداد [[اسنپ]].",
        "اسم من {A} است و رمز حساب [[دیجی‌کالا]] را فراموش کرده‌ام.",
        "خانم {Af:last} گفت جلسه لغو شده است. یک پیام کوتاه بنویس.",
    ]),
    # ------------------------------------------------------------------ Hindi
    dict(code="hi", origins=["hindi", "marathi", "nepali"], native=True, tpl=[
        "{A} को एक ईमेल लिखो कि [[आधार]] कार्ड अपडेट हो गया है।",
        "मेरा नाम {A} है और मेरा [[UPI]] पेमेंट फेल हो गया।",
        "{A:first} जी ने कहा कि मीटिंग [[सोमवार]] को है।",
        "LATIN:bhai {A:first} ko bolo ki [[Paytm]] se paise bhej de, kal tak chahiye",
    ]),
    # ------------------------------------------------------------------ Bengali
    dict(code="bn", origins=["bengali", "bangladeshi"], native=True, tpl=[
        "আমার নাম {A}, আমার [[বিকাশ]] অ্যাকাউন্ট বন্ধ হয়ে গেছে।",
        "{A} আর {B} আগামীকাল অফিসে আসবেন না।",
        "<<অর্ণবকে>> বলো যে [[ঈদ]] এর ছুটি রবিবার থেকে শুরু।",
    ]),
    # ------------------------------------------------------------------ Tamil
    dict(code="ta", origins=["tamil"], native=True, tpl=[
        "{A} அவர்களுக்கு [[GST]] ரசீது பற்றி ஒரு மின்னஞ்சல் எழுதுங்கள்.",
        "என் பெயர் {A}, எனக்கு [[ஆதார்]] அட்டையில் பிழை உள்ளது.",
        "LATIN:{Am:first} sir kitta sollunga, [[Pongal]] leave list ready",
    ]),
    # ------------------------------------------------------------------ Urdu
    dict(code="ur", origins=["pakistani"], native=True, tpl=[
        "{A} کو ایک ای میل لکھیں کہ [[نادرا]] کا کارڈ تیار ہے۔",
        "میرا نام {A} ہے اور میرا [[جاز کیش]] اکاؤنٹ بلاک ہو گیا ہے۔",
        "{Am:first} صاحب نے کہا کہ میٹنگ کل ہوگی۔",
    ]),
    # ------------------------------------------------------------------ Chinese
    dict(code="zh", origins=["chinese", "taiwanese"], native=True, tpl=[
        "帮我给 {A} 写一封邮件，说 [[微信]] 支付失败了，需要重新付款。",
        "联系人：{A}\n电话：138 0000 0000\n请把这段信息翻译成英文。",
        "「{A}」这个名字的英文拼写应该怎么写？护照上要用。",
        "会议纪要：{A}、{B}、{C} 出席，讨论 [[Q4]] 预算。请整理成要点。",
        "LATIN:我的同事 {A} 下周从 [[Berlin]] 过来，帮我写个欢迎邮件。",
    ]),
    # ------------------------------------------------------------------ Japanese
    dict(code="ja", origins=["japanese"], native=True, tpl=[
        "以下のメールを丁寧な表現にしてください。\n\n{A} 様\n請求書を早く送ってください。",
        "担当者：{A}\n内線：2041\nこのメモを英語に翻訳してください。",
        "「{A}」という名前の読み方を教えてください。",
        "来週の [[Zoom]] 会議には {A} さんと {B} さんも参加します。案内文を書いてください。",
    ]),
    # ------------------------------------------------------------------ Korean
    dict(code="ko", origins=["korean"], native=True, tpl=[
        "{A} 님께 보낼 이메일을 정중하게 써 주세요. [[카카오톡]] 메시지로도 보낼 거예요.",
        "이름: {A}\n부서: 재무팀\n이 내용을 영어로 번역해 주세요.",
        "{A} 팀장님이 [[월요일]] 오전까지 보고서를 달라고 하셨어요.",
        "{A} 씨와 {B} 씨가 회의에 늦는다고 전해 주세요.",
    ]),
    # ------------------------------------------------------------------ Vietnamese
    dict(code="vi", origins=["vietnamese"], tpl=[
        "Viết giúp mình email gửi anh {Am} về hóa đơn [[Viettel]] tháng này.",
        "Tôi là {A}, tôi muốn hủy gói [[Netflix]] nhưng không tìm thấy nút hủy.",
        "Chị {Af:first} nói là cuộc họp dời sang [[thứ Hai]].",
    ]),
    # ------------------------------------------------------------------ Thai
    dict(code="th", origins=["thai"], native=True, tpl=[
        "ช่วยเขียนอีเมลถึง คุณ {A} เรื่องใบแจ้งหนี้ [[AIS]] หน่อย",
        "ชื่อ: {A}\nตำแหน่ง: ผู้จัดการฝ่ายขาย\nช่วยแปลเป็นภาษาอังกฤษ",
        "คุณ {A} จะมาประชุมที่ [[กรุงเทพ]] วันพรุ่งนี้",
    ]),
    # ------------------------------------------------------------------ Indonesian
    dict(code="id", origins=["javanese", "sundanese", "batak", "balinese"], tpl=[
        "Tolong buatkan email untuk Pak {Am} tentang tagihan [[BPJS]] bulan ini.",
        "Saya {A}, saldo [[GoPay]] saya hilang setelah update aplikasi.",
        "Bu {Af} minta laporan dikirim sebelum [[Lebaran]].",
        "Tolong ucapkan selamat ulang tahun untuk <<I Wayan Sudarma>> dari tim [[Denpasar]].",
    ]),
    # ------------------------------------------------------------------ Malay
    dict(code="ms", origins=["malay", "singaporean"], tpl=[
        "Tolong tulis e-mel kepada Encik {Am} tentang bayaran [[LHDN]].",
        "Saya {A}, akaun [[Touch 'n Go]] saya disekat.",
        "Puan {Af} akan bercuti sempena [[Hari Raya]]. Tolong tulis notis.",
    ]),
    # ------------------------------------------------------------------ Tagalog
    dict(code="tl", origins=["filipino"], tpl=[
        "Pakisulat ng email kay {A} tungkol sa bayad sa [[Meralco]].",
        "Ako si {A} at hindi ko ma-access ang [[GCash]] ko.",
        "Sabi ni {A:first}, wala raw pasok sa [[Lunes]].",
        "Paki-remind si Ate {Af:first} na bayaran na ang [[SSS]] contribution.",
    ]),
    # ------------------------------------------------------------------ Swahili
    dict(code="sw", origins=["swahili", "kikuyu", "luo", "kalenjin"], tpl=[
        "Niandikie barua pepe kwa {A} kuhusu malipo ya [[M-Pesa]].",
        "Jina langu ni {A}, na nimesahau PIN yangu ya [[M-Pesa]].",
        "Mama {Af:first} anasema mkutano ni [[Jumatatu]].",
    ]),
    # ------------------------------------------------------------------ Georgian
    dict(code="ka", origins=["georgian"], native=True, tpl=[
        "ჩემი სახელია {A}. როგორ გადავიხადო [[TBC]] ბანკის ბარათით?",
        "{A} და {B} ხვალ ოფისში არ იქნებიან.",
    ]),
    # ------------------------------------------------------------------ Armenian
    dict(code="hy", origins=["armenian"], native=True, tpl=[
        "Իմ անունը {A} է, ինչպե՞ս վճարել [[Idram]]-ով։",
        "Հարգելի {A}, շնորհակալություն պատվերի համար։ Թարգմանիր անգլերեն։",
    ]),
    # ------------------------------------------------------------------ Amharic
    dict(code="am", origins=["amharic"], native=True, tpl=[
        "ስሜ {A} ነው። [[ቴሌብር]] አካውንቴ ተቆልፏል።",
        "አቶ {Am} ነገ ስብሰባ አለ ብለዋል።",
    ]),
]

# ----------------------------------------------------------------------------- keep slice, non-English
KEEP_INTL = {
    "de": [
        "Wann muss die [[Steuererklärung]] beim [[Finanzamt]] sein, wenn ich einen [[Steuerberater]] habe?",
        "Hat die [[Sparkasse]] am [[Pfingstmontag]] geöffnet?",
        "Was kostet das [[Deutschlandticket]] ab [[Januar]] und gilt es auch im [[ICE]]?",
        "Brauche ich für die [[Kita]] in [[Berlin]] einen [[Gutschein]]?",
    ],
    "fr": [
        "Est-ce que la [[CAF]] verse les APL pendant les vacances de [[Pâques]] ?",
        "La [[SNCF]] rembourse-t-elle les billets [[Ouigo]] en cas de grève ?",
        "Comment déclarer un [[Livret A]] aux impôts ?",
    ],
    "es": [
        "¿Cuándo abre [[Hacienda]] la campaña de la [[Renta]]?",
        "¿Abre el [[Mercadona]] en [[Semana Santa]]?",
        "¿Cómo pago con [[Bizum]] en [[Amazon]]?",
    ],
    "it": [
        "L'[[INPS]] paga la NASpI anche a [[Ferragosto]]?",
        "Come si attiva lo [[SPID]] con [[Poste Italiane]]?",
    ],
    "pt": [
        "O [[Pix]] funciona normalmente no [[Carnaval]]?",
        "Como declarar o [[IRS]] em [[Portugal]] se trabalhei na [[Alemanha]]?",
    ],
    "nl": [
        "Is de [[Belastingdienst]] bereikbaar op [[Koningsdag]]?",
        "Kan ik met [[iDEAL]] betalen bij [[Bol]]?",
    ],
    "pl": [
        "Czy [[ZUS]] wypłaca zasiłek przed [[Wielkanoc]]?",
        "Jak zapłacić [[BLIK]]-iem na [[Allegro]] bez aplikacji?",
    ],
    "ru": [
        "Работает ли [[Сбербанк]] в [[Новый год]]?",
        "Как оплатить штраф через [[Госуслуги]], если не работает [[Яндекс]] ID?",
    ],
    "tr": [
        "[[Ramazan Bayramı]]'nda [[PTT]] açık mı?",
        "[[e-Devlet]] üzerinden [[SGK]] dökümü nasıl alınır?",
    ],
    "ar": [
        "هل يعمل [[أبشر]] في [[رمضان]]؟",
        "كم تستغرق حوالة من [[الراجحي]] إلى [[مصر]]؟",
    ],
    "he": [
        "האם [[ביטוח לאומי]] פתוח בחג [[פסח]]?",
    ],
    "hi": [
        "क्या [[दिवाली]] पर [[SBI]] बंद रहता है?",
    ],
    "zh": [
        "[[支付宝]] 和 [[微信支付]] 哪个手续费低？",
        "[[春节]] 期间 [[顺丰]] 还送货吗？",
    ],
    "ja": [
        "「[[Suica]]」は [[Apple Pay]] で使えますか？",
        "[[ゴールデンウィーク]] に [[新幹線]] の指定席は取れますか？",
    ],
    "ko": [
        "[[카카오페이]] 결제 오류가 [[추석]] 연휴에만 생겨요. 왜 그럴까요?",
    ],
    "vi": [
        "[[Vietcombank]] có làm việc dịp [[Tết]] không?",
    ],
    "id": [
        "Apakah [[BCA]] buka saat [[Lebaran]]?",
    ],
    "sw": [
        "Je, [[M-Pesa]] inafanya kazi siku ya [[Krismasi]]?",
    ],
    "el": [
        "Είναι ανοιχτή η [[Εθνική Τράπεζα]] το [[Πάσχα]];",
    ],
    "cs": [
        "Má [[Alza]] otevřeno o [[Velikonoce]]?",
    ],
    "sv": [
        "Har [[Systembolaget]] öppet på [[Kristi himmelfärd]]?",
    ],
    "fi": [
        "Onko [[Alko]] auki vappuna? Entä [[K-Citymarket]]?",
    ],
    "uk": [
        "Чи працює [[Нова Пошта]] на [[Великдень]]?",
    ],
}
