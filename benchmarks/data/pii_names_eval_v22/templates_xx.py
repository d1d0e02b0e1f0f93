# -*- coding: utf-8 -*-
"""Non-English templates (nominative slots only; inflected forms are hand-written in hand.py)."""

LANGS = {
"de": r"""
Kannst du eine [[Mahnung]] an {A} formulieren? Die [[Rechnung]] vom [[Januar]] ist immer noch offen.
%%
Bitte fasse das [[Protokoll]] zusammen: {A} stellt das [[Budget]] vor, {B} übernimmt die [[Präsentation]].
%%
Mein Vermieter {A} will die [[Nebenkostenabrechnung]] nicht vorlegen. Was kann ich tun?
%%
Schreib eine kurze [[Absage]] an {A}, die Stelle ist leider schon besetzt.
%%
Laut [[Dienstplan]] hat {A} am [[Samstag]] Bereitschaft, nicht {B}.
%%
Ist diese [[Kündigung]] gültig? Unterschrieben von {A}, [[Geschäftsführer]].
%%
{A} hat die [[Steuererklärung]] noch nicht abgeschickt, das [[Finanzamt]] droht mit einem [[Verspätungszuschlag]].
""",
"es": r"""
¿Puedes redactar un correo para {A} confirmando la [[reserva]] del [[viernes]]?
%%
Mi jefa, {Af}, quiere el informe antes del [[lunes]]. ¿Cómo le pido más tiempo?
%%
Resume esta conversación: {A} dice que el servidor se cayó y {B} reinició el [[Docker]].
%%
El contrato de alquiler está a nombre de {A}, pero yo pago la [[Luz]]. ¿Es legal?
%%
Escribe una felicitación de cumpleaños para mi abuela {Af}, cumple 85.
%%
Factura n.º 3341 — cliente: {A}, [[NIF]] pendiente. ¿Qué falta?
%%
¿Quién debería presentar, {A} o {B}? El tema es la migración a [[Kubernetes]].
""",
"fr": r"""
Peux-tu rédiger un mail à {A} pour décaler la réunion de [[mardi]] ?
%%
Mon collègue {Am} m'a envoyé ce message, je ne comprends pas le ton : « on en reparle après le [[CSE]] ».
%%
Facture adressée à {A}, 12 rue des Lilas, [[Lyon]]. Le montant [[TTC]] est-il correct ?
%%
Résume ce fil : {A} demande un accès [[VPN]], {B} refuse sans validation du [[RSSI]].
%%
J'écris un discours pour le départ à la retraite de {A}. Aide-moi à trouver une chute drôle.
%%
Le bulletin de paie de {A} indique 151,67 heures, c'est normal pour un temps plein ?
%%
Bonjour, je m'appelle {A} et je n'arrive pas à me connecter à l'[[Espace]] client.
""",
"pt": r"""
Podes escrever um e-mail para {A} a confirmar a consulta de [[segunda-feira]]?
%%
O recibo está em nome de {A}, mas quem pagou fui eu. Posso deduzir no [[IRS]]?
%%
Resume a conversa: {A} pediu férias em [[agosto]] e {B} disse que não dá.
%%
Minha sogra {Af} vem passar o [[Natal]] conosco, me ajuda com o cardápio?
%%
Contrato de prestação de serviços entre a [[Vale]] e {A}. Explica a cláusula 7.
""",
"it": r"""
Puoi scrivere una mail a {A} per chiedere il rimborso del biglietto [[Trenitalia]]?
%%
Il verbale dice che {A} ha approvato il bilancio e {Bm} si è astenuto.
%%
Mia suocera {Af} vuole festeggiare la [[Pasqua]] da noi, come glielo dico di no?
%%
Il medico di base, il dottor {Am:last}, non risponde da giorni. Cosa posso fare?
%%
Traduci in inglese: «Gentile {A}, la sua pratica [[INPS]] è stata accolta».
""",
"nl": r"""
Kun je een mail aan {A} schrijven over de [[huurverhoging]]?
%%
Volgens het rooster werkt {A} op [[Koningsdag]], maar {B} had dat geruild.
%%
Mijn buurman {Am} klaagt steeds over de [[schutting]]. Hoe reageer ik netjes?
%%
Factuur voor {A}, [[BTW]] 21%, betaaltermijn 30 dagen. Klopt dit?
%%
Vat samen: {A} stelt voor om [[Jira]] te vervangen, {B} is tegen.
""",
"pl": r"""
Napisz krótki e-mail z przypomnieniem o spotkaniu w [[piątek]]. Adresat: {A}.
%%
Faktura, nabywca: {A}, [[NIP]] 123-456-32-18. Czy czegoś brakuje?
%%
Streszczenie: {Am} zgłosił błąd w [[Jenkins]], a {Bm} go naprawił.
%%
Zgłaszający: {A}
Temat: brak dostępu do [[Outlook]]
Napisz odpowiedź.
""",
"tr": r"""
{A} için kısa bir doğum günü mesajı yazar mısın?
%%
Kiracı: {A}, ev sahibi: {B}. Bu [[kira]] sözleşmesinde eksik olan ne?
%%
Toplantı notu: {A} [[Pazartesi]] günü sunum yapacak.
%%
Müşteri {A} [[Trendyol]] siparişinin gelmediğini söylüyor, nasıl cevap verelim?
""",
"sv": r"""
Kan du skriva ett mejl till {A} om festen på [[midsommar]]?
%%
Enligt schemat jobbar {A} på [[söndag]], inte {B}.
%%
Hyresvärden {A} vill höja hyran med 8 %. Är det rimligt i [[Göteborg]]?
""",
"da": r"""
Kan du skrive en tak-besked til {A} for hjælpen med flytningen?
%%
Mødereferat: {A} fremlagde budgettet, og {B} tog referat.
""",
"no": r"""
Kan du hjelpe meg å svare {A} på e-posten om [[dugnad]] på lørdag?
%%
Fakturaen er adressert til {A}, men [[MVA]] mangler.
""",
"fi": r"""
Kirjoita lyhyt viesti: {A} on sairaana tänään, palaveri siirtyy [[torstaille]].
%%
Vuokranantaja {A} ei ole palauttanut takuuvuokraa. Mitä teen?
""",
"id": r"""
Tolong buatkan email untuk {A} tentang jadwal rapat hari [[Senin]].
%%
Ringkas percakapan ini: {A} minta cuti, {B} bilang harus izin HRD dulu.
%%
Pak {Am:last} belum bayar tagihan [[PLN]] bulan ini, bagaimana cara menagih dengan sopan?
""",
"sw": r"""
Naomba uandike barua pepe kwa {A} kuhusu mkutano wa [[Jumatatu]].
%%
{A} amesema malipo ya [[M-Pesa]] hayajafika. Nimjibu vipi?
""",
"ro": r"""
Poți să scrii un e-mail către {A} despre ședința de [[luni]]?
%%
Factura este pe numele lui {A}, dar plata a făcut-o {B}.
""",
"cs": r"""
Napiš prosím krátký e-mail ohledně faktury za [[březen]]. Adresát: {A}.
%%
Zápis z porady: {Am} představil rozpočet, {B} bude mít prezentaci.
""",
"vi": r"""
Viết giúp tôi email gửi {A} về cuộc họp thứ [[Hai]].
%%
Tóm tắt: {A} báo lỗi trên [[Zalo]], {B} đã sửa xong.
""",
"tl": r"""
Pakigawa ng mensahe para kay {A} tungkol sa bayad sa [[Meralco]].
%%
Sabi ni {A}, hindi pa dumarating ang package galing [[Lazada]].
""",
}
