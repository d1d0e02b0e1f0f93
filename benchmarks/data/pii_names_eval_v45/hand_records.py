# -*- coding: utf-8 -*-
"""Hand-written records for the v45 corpus (pets, hobbies, second-hand markets).

Every record below was written by hand for this corpus.  Markup:
    <<Name>>   a person-name span (gold)
    [[word]]   a keep item (must survive scrubbing)
A record starts with a header line "@@ <slice> <lang>" and runs until the next header.
Trailing newlines of a record are dropped; inner newlines are kept.
"""

CHUNKS = []

CHUNKS.append(r'''
@@ cultures en
Our dog-sitter in [[Reykjavík]] is <<Sigríður Gunnarsdóttir>>, and her brother <<Þórður Gunnarsson>> walks [[Kátur]] at weekends. How do I address them in a thank-you card?
@@ cultures en
The horse-riding club secretary signs as <<Abdullah bin Faisal bin Abdulaziz Al-Harbi>>. Which part do I use after "Dear"?
@@ cultures en
Vet discharge slip: doctor <<R. Meenakshi>>, patient [[Kutty]] (indie dog), stitches out in 10 days. Explain it simply.
@@ cultures en
The seller of the vintage loom is <<María José Ibáñez y Latorre>>, is the "y" part of her surname or a typo?
@@ cultures en
i bought a [[Gazelle]] bike from <<Wim van den Heuvel>> on [[Marktplaats]], do i need to register it anywhere?
@@ cultures en
Our harp teacher is <<Gráinne Ní Mhaolmhuaidh>>. How do I pronounce her surname before the recital?
@@ cultures en
Wildlife guide for the [[Amboseli]] birding trip: <<Saitoti ole Kisemei>>. Write him a short recommendation for [[Tripadvisor]].
@@ cultures en
The choir in [[Aberystwyth]] is led by <<Gruffudd ap Dafydd>>. Draft an invitation for the [[Eisteddfod]] fundraiser.
@@ cultures en
The seller calls herself <<Vivian Chen Xiaowen>> on [[Carousell]]. Is <<Chen>> her family name or a middle name?
@@ cultures en
My cat-sitter is <<Trần Văn Đức>>, he prefers to be called <<Đức>>. How do I write his name on the key tag?
@@ cultures en
The batik class in [[Yogyakarta]] is taught by <<Sutrisno>>, who only uses one name. What goes in the "surname" box on the booking form?
@@ cultures en
Horse trekking guide: <<Dorjiin Batbayar>>. Which part is the patronymic, and what do I call him?
@@ cultures en
The seller is <<Yekaterina Sergeyevna Volkova>>; in the chat she signs as <<Katya>>. Is that the same person?
@@ cultures en
Our Hungarian chess opponent registered as <<Kovács Réka>>. Should the club list her as <<Réka Kovács>> instead?
@@ cultures en
Tile-painting workshop in [[Porto]] with <<Maria Inês Sousa e Silva>>, what does the "e" mean in her name?
@@ cultures en
The mule driver on our [[Simien]] hike was <<Meron Tesfaye Alemu>>; <<Tesfaye>> is her father's name. How do I cite her in my trip blog?
@@ cultures en
Dance teacher in [[Ubud]]: <<Ni Luh Putu Ayu Lestari>>. What do the first two parts of her name mean?
@@ cultures en
The longyi seller at the market was Daw <<Aye Aye Khaing>>. Is "Daw" part of her name?
@@ cultures en
Khun <<Somchai>> runs the orchid club in [[Chiang Mai]]. How do I greet him in an email?
@@ cultures en
<<Tanaka>>-san from the bonsai society wants the photos by [[Friday]]. Draft a reply.
@@ cultures en
The ukulele shop in [[Hilo]] is run by <<Kaʻiulani Kahale>>. Write a thank-you review.
@@ cultures en
Our kapa haka tutor is <<Hēmi Te Whata>>. How should I write the macron in the club newsletter?
@@ cultures en
My dog walker is <<Hunter Bishop>> and my dog is called [[Ruby]]. Write a rota note so nobody mixes them up.
@@ cultures en
The agbada tailor is <<Oluwatobiloba Adebayo-Ogunbiyi>>. Shorten the name for the order sticker without losing the hyphen.
@@ cultures en
The gurdwara kirtan class is run by <<Harleen Kaur>>. Does "<<Kaur>>" work as a surname on the enrolment form?
@@ cultures en
The fishing-lure seller on [[Guam]] is <<Joaquin Leon Guerrero>>, <<Leon Guerrero>> is one surname, right?
@@ cultures en
Basket-weaving demo at [[Tahlequah]] led by <<Wesley Sixkiller>>. Write a 2-line promo.
@@ cultures en
Beadwork class with <<Marcella Two Bulls>> on [[Saturday]]. Is "<<Two Bulls>>" her full surname?
@@ cultures en
The carving on the soapstone bear is signed <<Ooleepeeka Kusugak>>. How do I credit it in my [[Etsy]] listing?
@@ cultures en
Guitar luthier in [[Granada]]: <<Íñigo de la Peña del Río>>. How do I alphabetise him in my contacts?
@@ cultures en
The bouzouki was sold by <<Despoina Nikolaidou>>; her husband is <<Giorgos Nikolaidis>>. Why are the surnames different?
@@ cultures en
Songket weaving lesson with <<Nur Izzati binti Ismail>>. Can I call her <<Izzati>>?
@@ cultures en
Our rugby club's dog show judge is <<Wynand du Plessis>>. Is "du" capitalised?
@@ cultures en
The amber jewellery came from <<Rūta Petrauskaitė>> and her aunt <<Eglė Kazlauskienė>>. Why do the surnames end differently?
@@ cultures en
The mahjong tutor is <<Ma Li>>. Please write "Teacher <<Ma>>" correctly in the invitation.
@@ cultures en
Cockfighting is banned, so <<Jun-Jun dela Cruz>> now breeds [[Sarimanok]] show roosters. Write a listing.
@@ cultures en
The neighbour who keeps pigeons is <<Yael Ben-Ami>>. Is <<Ben-Ami>> hyphenated in Hebrew too?
@@ cultures en
Reindeer-leather gloves made by <<Máret Sara>> in [[Kautokeino]]. Is <<Sara>> a surname there?
@@ cultures en
The oud teacher in [[Dearborn]] is <<Abu Khalil>>, that's what everyone calls him. Is it OK to write that on the flyer?
@@ cultures en
The batik seller's card reads <<Lalremruati>>, just one word. Is that a given name or a full name?
@@ cultures en
Our falconry instructor is <<Sultan bin Rashid Al-Mansouri>>, and his daughter <<Hessa bint Rashid Al-Mansouri>> handles the [[Saker]] falcons. Draft a thank-you.
@@ cultures en
The lacemaker's label says <<Seonag NicLeòid>>; her father was <<Tormod MacLeòid>>. Explain Mac vs Nic.
@@ casing en
lol <<mehmet>> just sold me his old [[nikon]] for 50 quid, is that a scam?
@@ casing en
URGENT: <<AGNIESZKA WIŚNIEWSKA>> HAS NOT PICKED UP HER [[DACHSHUND]] FROM THE KENNEL. WHAT DO WE DO?
@@ casing en
can u ask <<siobhán o'sullivan>> if [[biscuit]] can stay over thursday
@@ casing en
LOST CAT!!! ANSWERS TO [[MOCHI]]. PLEASE CALL <<DEEPAK RAMSAMY>> IF SEEN NEAR [[HACKNEY]] MARSHES
@@ casing en
the knitting circle host this week is <<ngozi okafor>>, bring needles
@@ casing en
My piano teacher <<JÜRGEN WEIßMANN>> wants the scale exercises by [[Friday]].
@@ casing en
hey <<kwame>>, is the [[fender]] still for sale or did <<abena>> take it?
@@ casing en
VET NOTE: OWNER <<ŞAHIN ÖZTÜRK>>, PET [[TARÇIN]], [[TABBY]], 3 YRS. SUMMARISE.
@@ casing en
buying a [[hornby]] train set from <<björn lindqvist>>, what should i check before paying?
@@ casing en
<<Nguyen thi lan>> sent me the knitting pattern but the PDF won't open
@@ casing en
i think <<DAAN VAN DER BERG>> is the best player in our chess club tbh
@@ casing en
pls remind <<rustam nazarov>> the choir robes must be returned by [[june]]
@@ casing en
Sold: [[Yamaha]] clarinet. Buyer: <<LUCÍA GARCÍA FERNÁNDEZ>>. Send tracking.
@@ casing en
<<oisín>> said he'd walk [[luna]] if i buy him a coffee, fair?
@@ casing en
WHO IS <<KIM MIN-JI>>? SHE KEEPS MESSAGING ME ON [[VINTED]] ABOUT THE JACKET.
@@ casing en
the pet sitter app says <<priya sharma>> is "verified", what does that mean
@@ casing en
MY CAT [[PEPPER]] WAS RETURNED BY <<TOBIAS ASHWORTH>>. THANK-YOU NOTE PLEASE.
@@ casing en
is <<chiamaka eze>> still running the sourdough swap on [[sundays]]
@@ casing en
ok so <<ayaan warsame>> is bringing the tent and <<liban>> the stove for the birding camp
@@ casing en
need a polite no for <<CATHAL Ó BRIAIN>>, he wants 20% off the [[GIBSON]]
@@ casing en
Write a shout-out: thanks <<ioana POPESCU>> for fixing the club's [[epson]] printer!
@@ casing en
my daughter's violin teacher is frau... no wait, it's herr <<zimmermann>>. write him a note
@@ casing en
THE DOG SHOW WINNER WAS [[BRAMBLE]], HANDLED BY <<MOANA TAUIRA>>.
@@ casing en
hi can <<haruto>> bring the [[lego]] train to the meetup
@@ casing en
Quick q, is <<JOSÉ>> from the pottery class the same <<josé>> who sold me the kiln?
@@ casing en
saw a [[heron]] at the pond today with <<thandiwe ndlovu>>, what species eat frogs
@@ casing en
<<ELIF YILMAZ>>: HAVE YOU SEEN MY [[SIAMESE]]?
@@ casing en
dear mr. <<okonkwo>>, thank you for the bird feeder
@@ casing en
can you tell <<mike o'brien-mcgrath>> the model boat regatta is on [[saturday]]
@@ casing en
tHaNkS <<sOpHiE>> fOr ThE cAt FoOd (my friend types like this, reply the same way)
@@ position en
<<Ingrid Solberg>>
@@ position en
Thanks, <<Inês>>
@@ position en
<<Kofi Mensah>>? Never heard of him. He says he bought my [[Canon]] on [[eBay]].
@@ position en
Please tell the seller I'll transfer the money tonight. Thanks again, <<Aroha>>
@@ position en
Who sold the bike?
<<Tomasz Grabowski>>
@@ position en
Dr. <<Halvorsen>> is fine, but the receptionist spelled it wrong.
@@ position en
The last person to borrow the club's [[Leica]] was <<Matteo Rossi>>
@@ position en
<<Nomvula>>: can you walk [[Shadow]] on Tuesday?
@@ position en
Pickup arranged with <<Mariana Costa dos Santos>>.
@@ position en
Sent from my iPhone
<<Femke>>
@@ position en
<<Zeynep Kaya Demir>>, is that one person or two in this spreadsheet cell?
@@ position en
Write an opening line for the club newsletter that ends with our new chair's name, <<Hamish Urquhart>>
@@ position en
<<Leilani>>, <<Keoni>> and I are selling the surfboards. Write the ad.
@@ position en
It was <<Björk Joensen>> who found [[Pickles]]!
@@ position en
Signed,
<<Pádraig Ó Néill>>
Secretary, [[Galway]] Birdwatch
@@ position en
<<Ahiga Begay>> – that's the name on the turquoise bracelet's certificate.
@@ position en
Do you think the buyer will actually show up tomorrow? His name is <<Rodrigo Salazar>>
@@ position en
The microchip is registered to someone called... <<Chloé Lefèvre>>?
@@ position en
<<Tuva>>.
@@ position en
For the dog show raffle, first prize goes to ticket 47: <<Ola Haugen>>
@@ position en
<<Sipho>> wants to know if the [[Boss]] pedal works on batteries.
@@ position en
OK, final answer for the sitter job: <<Zanele>>
@@ position en
"<<Ewa>>" is all she wrote on the envelope with the cat's vaccination card.
@@ position en
Can you help? My neighbour <<Aleksei Smirnov>> lost his parrot [[Kiwi]] this morning and I want to post in the [[Nextdoor]] group before lunch, tagging <<Aleksei>>
''')

CHUNKS.append(r'''
@@ lists en
Dog-walking rota for the [[Cockapoo]] next week:
Mon – <<Ruth Simanjuntak>>
Tue – <<Jelle Hoekstra>>
Wed – <<Priit Tamm>>
Thu/Fri – <<Anahí Benítez>>
Can you spot any gaps?
@@ lists en
Please alphabetise the choir sopranos: <<Zhang Yuting>>, <<Amelia Whitfield>>, <<Oumou Traoré>>, <<Hadas Damari>>, <<Liis Kask>>.
@@ lists en
Chess club ladder (top 5):
1. <<Vojtěch Dvořák>> – 2011
2. <<Nirmala Prasad>> – 1988
3. <<Bence>> (guest) – 1950
4. <<Kwabena Owusu-Ansah>> – 1903
5. <<Gulnara>>? no, <<Alsu Galieva>> – 1877
Write a short ladder update.
@@ lists en
buyer,item,price,pickup
<<Rosa Taitano>>,[[Pentax]] K1000,85,Sat
<<Giles Pemberton>>,tripod,20,Sun
<<Ayelén Catrileo>>,flash,15,Sat
Which pickups fall on [[Saturday]]?
@@ lists en
References for our birding paper: <<Virtanen, Aino>>; <<Ndlovu, S.>>; <<Ó Súilleabháin, Donncha>>; <<Tsosie, Nizhoni>>. Put them in [[Harvard]] style.
@@ lists en
Pet sitters we've used: <<Kiri>> / <<Mele Fifita>> / <<Anouk de Vries>> / <<Sindre>>. Which should I rebook for [[Christmas]]?
@@ lists en
The pottery kiln rota is <<Hana>>, <<Rasmus>>, <<Xochitl Cuautle>> & <<Baraka Mshana>>.
@@ lists en
- [ ] <<Farida>>: bring the [[Singer]] machine
- [ ] <<Bertrand Moreau>>: buttons
- [x] <<Shu-fen>>: fabric
Make this a checklist for the repair café.
@@ lists en
Attendees, [[Meetup]] export:
"<<Oyuunchimeg Dorj>>","yes"
"<<Tavita Leota>>","maybe"
"<<Liam Kavanagh>>","no"
How many confirmed?
@@ lists en
Band lineup for the open mic: <<Nii Armah Quaye>> (drums), <<Chaske Iron Shell>> (bass), <<Ebba Åberg>> (vocals), <<Ramón Villalba>> (guitar, playing his [[Takamine]]).
@@ lists en
The knitting circle voted for these organisers: <<Mhairi>>; <<Gulnar Tursun>>; <<Bopha>>; <<Mette Nørgaard>>. Draft a results post.
@@ lists en
Winners of the [[Spring]] photo contest:
• Landscape: <<Eero Korhonen>>
• Wildlife: <<Siosaia Taufa>>
• Portrait: <<Lakshmi Krishnan>>
Write a congratulations message.
@@ lists en
| Name | Dog | Breed |
|---|---|---|
| <<Yasmine Fahmy>> | [[Toffee]] | [[Whippet]] |
| <<Iwan Pritchard>> | [[Marmite]] | [[Beagle]] |
| <<Naserian Nkoitoi>> | [[Dumpling]] | [[Pug]] |
Sort by breed.
@@ lists en
cc: <<Parisa Ghasemi>>, <<Jonah Whitaker>>, <<Ato Kwamena Dadzie>>
Subject: refund for the double-booked pottery class
Draft a reply-all.
@@ lists en
Can you split the model railway costs between <<Wiebe>>, <<Sjoerd>> and <<Tjeerd Terpstra>>? Total 312 for [[Peco]] track.
@@ lists en
people who said they'd foster kittens: <<nokuthula>>, <<ilham>>, <<beatriz>>, <<yoshi>> and <<camille>>. group them by area pls
@@ lists en
Sellers blocked on [[Depop]]: <<Kayleigh Dawson>>, <<T. Henderson>>, <<Shanice Robinson>>. Draft a report to support.
@@ lists en
Our bird count volunteers were <<Aqqaluk Lynge>>, <<Naja Kleist>>, and <<Inuk Berthelsen>> from [[Nuuk]].
@@ lists en
Lesson timetable
09:00 cello – <<Benedetta Colombo>>
10:00 flute – <<Anders Nyström>>
11:00 cello – <<Ikenna Nwosu>>
12:00 lunch
Turn into a table.
@@ lists en
Volunteer list for the dog rescue stall: <<Harjit Singh Gill>>, <<Navneet Kaur Gill>>, <<Ross Diabo>>, <<Brenda Montour>>.
@@ lists en
Authors: <<Lindqvist B.>>, <<Ozoliņa L.>>, <<Mbuyi K.>>. Is this citation format acceptable for the [[Ornithology]] bulletin?
@@ lists en
Please email the chess team: <<Ruslan>>, <<Anaïs>>, <<Gunnar Magnússon>>, <<Shmuel Katz>>, and <<Mariam Beridze>>.
@@ lists en
Stall holders at the [[Camden]] vinyl fair: <<Delroy Campbell>> (reggae), <<Wing-sze Lau>> (city pop), <<Otabek Yusupov>> (jazz).
@@ lists en
Cat-sitting swaps this month
<<Josette Dumont>> ↔ <<Lucien Hebert>>
<<Yuleisy Valdés>> ↔ <<Marquis Freeman>>
Check the pairs are fair.
@@ lists en
The embroidery guild committee: Chair <<Perizaad Wadia>>, Treasurer <<Shirleen Chand>>, Secretary <<Mirlande Désir>>.
@@ lists en
Guest list for the [[Diwali]] craft market: <<Hetal Patel>>, <<Jignesh Shah>>, <<Krupa Desai>>, <<Ketan Mehta>>, <<Falguni Trivedi>>.
@@ lists en
- <<Tamsin Penhaligon>> (Lab)
- <<Jago Trelawny>> (Collie)
- <<Morwenna Pascoe>> (no dog yet)
Which of these owners need the [[Saturday]] slot?
@@ lists en
Co-hosts for the birding podcast: <<Haritha Reddy>> and <<Kommineni Srinivas>>. Write the intro line.
@@ lists en
Our ukulele group is <<Malia>>, <<Sione>>, <<Lagi Tuilagi>>, <<Iosefa>> & me. Suggest a band name.
@@ lists en
Photography club judges 2019–2024: <<Pichler>> (2019), <<Huber>> (2020), <<Wallner>> (2021), <<Moser>> (2022–24). These are surnames only; write full sentences.
@@ lists en
Who still owes subs? <<Rafiq>>, <<Nusrat Chowdhury>>, <<Tanvir>>. Make a polite reminder.
@@ lists en
Adopters shortlisted for the [[Greyhound]] pair: 1) <<Odile Boudreaux>> 2) <<Beau Thibodeaux>> 3) <<Remy Fontenot>>
@@ lists en
{ "sitters": ["<<Malik Motzfeldt>>", "<<Arnaq Lynge>>"], "pet": "[[Nanoq]]" }
Is this valid JSON?
@@ lists en
The sewing bee finalists were <<Ancilla D'Souza>>, <<Savio Menezes>>, and <<Filomena D'Costa>>. Which name should go first on the certificate?
@@ lists en
Attendance (drumming circle, [[Tuesday]]): <<Akosua>> ✓, <<Yaw>> ✓, <<Efua Boateng>> ✗, <<Kojo>> ✓
@@ lists en
My vinyl buyers this week: <<j.rinaldi>>, <<f.goñi>>, <<m.iturralde>>. Are these real names or usernames?
@@ lists en
Pigeon racing club results: 1st <<Gaetano Lo Presti>>, 2nd <<Rosalia La Rosa>>, 3rd <<Calogero Messina>>.
@@ lists en
Lost & found volunteers: <<Yazan>>, <<Dalia Barghouti>>, <<Samar Qasem>>, and <<Iyad>>.
@@ lists en
Please merge these duplicate contacts: "<<Hoang Minh>>", "<<Hoàng Văn Minh>>", "<<Minh H.>>"
@@ lists en
To thank in the zine: <<Tenzin Dolma>>, <<Pema Wangchuk>>, <<Dawa Lhamo>>, <<Ugyen Tshering>>.
@@ possessive en
<<Wojciech>>'s [[Border Collie]] keeps herding the kids at the park. Any tips?
@@ possessive en
Can you summarise <<Chebet Rotich>>’s notes on the [[Maasai Mara]] birding trip?
@@ possessive en
I'm minding <<Aroha Ngata>>'s cat and <<Tāne Parata>>'s tortoise this weekend.
@@ possessive en
<<Chris>>' violin needs new strings. Which brand is gentle on a 3/4 size?
@@ possessive en
Is <<Moses Lubega>>'s asking price for the [[Singer]] sewing machine reasonable?
@@ possessive en
I found <<Yusuf>>'s and <<Amina>>'s library cards in the chess room.
@@ possessive en
The vet said <<Khumalo>>'s parrot needs a bigger cage.
@@ possessive en
Proofread <<Ludovic d'Arvieux>>'s review of the [[Leboncoin]] seller.
@@ possessive en
what's the best reply to <<siân>>'s complaint about the choir parking?
@@ possessive en
<<James>>'s and <<Nikos>>'s dogs both have kennel cough. Should the [[Saturday]] walk be cancelled?
@@ possessive en
<<Sofía Ramírez Cervantes>>'s embroidery hoops arrived broken. Draft a claim.
@@ possessive en
Use <<Kahananui>>’s photo of the [[nēnē]] in the newsletter, with credit.
@@ possessive en
<<Desiree Cardinal>>'s beadwork won at the craft fair. Write a caption.
@@ possessive en
Whose turn is it to host knitting? Last was <<Gwen>>'s, then <<Ffion>>'s.
@@ possessive en
The buyer wants <<Tiago Magalhães>>'s old [[Fujifilm]] too. Should I ask him first?
@@ possessive en
Translate <<Moana>>'s note for the pet sitter into English: "kaua e hoatu he tiakarete ki a [[Pepa]]".
@@ possessive en
Please fix <<Abdirahman>>'s name in the club list; it's spelt "<<Abdurahman>>" there.
@@ possessive en
<<MacLeod>>'s bagpipe lessons clash with <<McIntyre>>'s drumming class.
@@ possessive en
My cat ate <<Anastasia Petrova>>'s yarn. How do I apologise?
@@ possessive en
Is <<Thabo>>'s [[Nikon]] D750 compatible with my flash?
@@ possessive en
<<Bianca>>’s and <<Enzo>>’s hamsters escaped during the school fair.
@@ possessive en
We're selling Grandpa <<Walter>>'s stamp collection on [[eBay]]. How should I describe it?
@@ possessive en
<<Hinewai>>'s kōwhaiwhai stencil is perfect for the craft stall banner.
@@ possessive en
<<Xiong>>'s family wants the [[Hmong]] embroidery credited properly. How?
@@ possessive en
"<<Nasrin>>'s cat" is what the vet typed, but the cat belongs to <<Nasrin Karimi>>'s mother. Which name goes on the invoice?
@@ possessive en
Can you check <<Daniel Ortega-Ruiz>>'s offer for the drum kit on [[Wallapop]]?
@@ possessive en
<<Ashitey>>'s pigeons keep landing on my balcony. How do I talk to him nicely?
@@ possessive en
I borrowed <<Laszlo>>'s binoculars for the [[Hortobágy]] trip and dropped them.
@@ possessive en
<<Ptolemy>>'s lessons are online only now. Is that worth 30 an hour?
@@ possessive en
The seller's feedback mentions <<Jamal Washington>>'s "fast shipping" but I got nothing.
@@ possessive en
<<Ruby Hollingsworth>>'s rabbit is called [[Clover]]. Add both to the boarding sheet.
@@ possessive en
<<Avraham Toledano>>'s shofar repair, is that something a luthier can do?
@@ possessive en
Is it OK to post <<Kalinda>>'s lost dog flyer in the [[Leith]] Facebook group?
@@ possessive en
<<Joanna Kowalczyk>>'s crochet pattern uses US terms, can you convert it to UK?
@@ possessive en
Please summarise <<Batbayar>>’s complaint: the saddle he bought from us is cracked.
@@ possessive en
Our club's archive holds <<Eilidh Buchanan>>'s 1970s negatives. Can we scan them without asking her family?
@@ possessive en
<<Xavi>>'s guinea pigs need a sitter. He lives near [[Sants]].
@@ possessive en
When is <<Noor>>'s pottery exhibition? I want to bring [[Hazel]], my niece's puppy... no, wait, dogs aren't allowed.
@@ possessive en
Mr <<Adeyemi>>'s parrot repeats "hello <<Bisi>>" all day, is that a sign of stress?
@@ possessive en
<<Agnes>>' and <<Charles>>' cottage is where the quilting bee meets.
''')

CHUNKS.append(r'''
@@ quoted en
From: <<Gwenaëlle Le Bihan>> <seller-4471@example.com>
To: me
Subject: Re: [[Bernina]] 1008

Hello, yes it still works, I serviced it in [[March]]. Collection only from [[Quimper]].

Can you help me ask about the foot pedal?
@@ quoted en
> On Tue, <<Tomás Quispe>> wrote:
> The alpaca wool is 12 per skein, minimum 10.
Is that a good price? Reply politely asking for 8 skeins.
@@ quoted en
[09:14] <<Sanne>>: anyone lost a black cat with a white tail? she's in my shed
[09:15] <<Joost>>: omg that's probably [[Domino]], <<Marloes>>'s cat
[09:16] <<Sanne>>: can someone tag her
Write the next message.
@@ quoted en
Hi <<Tomasz>>,
Thanks for the chess lesson. Same time next [[Wednesday]]?
<<Ana>>
---
Make this more formal.
@@ quoted en
"Dear friend, I am Barrister <<Emeka Nwosu>> and I will ship your [[Labrador]] puppy after you pay 300 in gift cards." Is this a scam?
@@ quoted en
--
<<Oriol Puig i Ferrer>>
Coordinador, Colla Castellera
Tel. withheld
Shorten this signature for the [[Meetup]] page.
@@ quoted en
Review I got on [[Vinted]]: "Item as described, but <<Elodie>> took 9 days to post." How do I reply?
@@ quoted en
Voice note transcript: "hey it's <<Kamau>>, the goat's hoof is fine, tell <<Wanjiku>> not to worry"
Turn this into a text.
@@ quoted en
From: noreply@[[Rover]].example
"<<Ayita Swimmer>> has accepted your booking for [[Oreo]] (2 nights)."
What do I need to pack?
@@ quoted en
The [[Gumtree]] buyer wrote: "Its <<Dale>> here, can I get it for 40 and you deliver to [[Salford]]?" Answer no, politely.
@@ quoted en
<<Giulia>>: hai ancora la chitarra?
me: yes!
<<Giulia>>: quanto?
Translate my next reply: "150, it comes with a [[Boss]] tuner."
@@ quoted en
Dear Mrs <<Hollingsworth>>,
your tortoise [[Sheldon]] is ready for collection.
(the vet's receptionist wrote this; is "Mrs" right if she's not married?)
@@ quoted en
Text from an unknown number: "Hi mum it's <<Sophie>>, new phone, can you pay the dog groomer for me?" What should I do?
@@ quoted en
<<Raidel>> (12:01): está disponible el [[Canon]]?
<<Raidel>> (12:03): ??
How long should I wait before replying?
@@ quoted en
Hi all — <<Kerry-Ann>> here from the allotment society. We found a tabby near plot 14. Please share!
Rewrite for a poster.
@@ quoted en
Quote from the club newsletter: "Dr <<Emily Cartwright>> showed us how to ring birds safely." Check the grammar.
@@ quoted en
email thread:
> > can you bring the spare [[Märklin]] controller?
> yes, and <<Jürgen>> will bring cables
sure, thanks <<Matthias>>!
Who is bringing what?
@@ quoted en
Greeting for the knitting group: "Welcome back, <<Tuulikki>>!" Add something about her new [[Ravelry]] pattern.
@@ quoted en
"<<Ndeye Fall>> invited you to join Dakar Birders on [[WhatsApp]]". Is this a real invite?
@@ quoted en
<<Heimana>>: I can't do the dive club on [[Saturday]]
<<Teiva>>: me neither
<<Vaimiti>>: ok let's move it
Summarise the chat.
@@ quoted en
Please reply to this: "Hello, my name is <<Reza>>, I saw your [[Persian]] rug on [[Craigslist]], is it handmade?"
@@ quoted en
---------- Forwarded message ---------
From: <<Mahina Akana>>
Date: Sat
Subject: hula class photos
Tell me what this email is about.
@@ quoted en
Hi <<Dmitry>>, yes I'm still selling the telescope. Regards, <<Svetlana>>
Is this too short?
@@ quoted en
The seller's auto-reply: "<<Bongani>> is away until [[Monday]], orders will ship then."
@@ quoted en
[Meetup comment] <<Niamh>>: "bringing my [[Whippet]], hope that's ok" — how should the organiser answer?
@@ quoted en
> <<keisha>>: anyone want a free hamster cage
> <<dustin>>: me!!
> <<keisha>>: pick up from [[Fairfield]] by friday
Write <<Dustin>>'s follow-up.
@@ quoted en
Phishing? "Your [[PayPal]] account was used by <<Viktor Hrytsenko>> to buy a Fender, click here."
@@ quoted en
"Thanks for the lovely dog portrait, <<Rin>>!" — is this review enough or should I add more?
@@ quoted en
Hey <<Laila>>,
the sheet music for [[Saturday]] is in the shared folder.
x <<Noa>>
Can you make this sound friendlier?
@@ quoted en
Hi, I'm <<Emeka>>. I'm new to the astronomy club, which [[Celestron]] scope should I borrow first?
@@ quoted en
My landlady texted: "<<Rosemary>> from number 8 says your parrot screams at 6am". How do I answer without being rude?
@@ quoted en
Subject: [[Strava]] club invite
From: <<Tegan O'Loughlin>>
Body: Join the Saturday dog-jog crew!
Is this legit?
@@ quoted en
<<Priscila>> wrote on the listing: "still have the cot? I'm in [[Niterói]]". Draft a reply in English.
@@ quoted en
Dear <<Siobhán>>, dear <<Cormac>>, many thanks for minding the hens. Translate to Irish if you can.
@@ quoted en
Reply to this message from the birding forum: "@<<gintare_b>> did you see the [[Bluethroat]] at the lake?"
@@ quoted en
Automated text: "[[Wag]]! Walker <<Jaylen>> has started a walk with [[Nugget]]." Why didn't it say when it ended?
@@ quoted en
Hi <<Jean-Robert>> — is the drum a real [[djembe]] or a copy? Rewrite this question more politely.
@@ quoted en
> "<<Ewelina>> left you a review: 'great buyer, fast payment'"
Should I leave one back?
@@ quoted en
Hi <<Olumide>>,

We are pleased to confirm your stall at the [[Brixton]] Vintage Market on Sunday.

Best,
Market team
What should I bring?
@@ quoted en
Sign-off ideas for my dog-grooming emails? Currently "Cheers, <<Bryony>>".
@@ quoted en
The chat: "Mx. <<Rowan Ellery>> will teach the ceramics class today." Is Mx. a typo?
@@ quoted en
"Hey it's <<Farai>> from the photo walk, I think I have your lens cap" — respond warmly.
@@ quoted en
I got this on [[Etsy]]: "Hi, this is <<Gulumbu>>, the painting is on its way from [[Yirrkala]]." Is Yirrkala a real place?
@@ quoted en
Message thread:
<<Kenji>>: I'll bring the [[Hasselblad]]
<<Misaki>>: and I'll bring film
<<Kenji>>: <<Yamamoto>>-sensei will meet us at the gate
Summarise.
@@ quoted en
Email from the shelter: "Your application to adopt [[Bruno]] has been approved by <<Ngaio>>." What happens next?
@@ quoted en
"hi <<matilda>> ur tortoise is in my garden again lol" — make this more polite.
@@ quoted en
From: <<Ōtsuka Ren>>
To: club
Subject: camera swap
Please translate the subject line into Japanese.
@@ quoted en
The caller said she was Agent <<Lisa Morgan>> from the pet insurance company. Is that a scam script?
@@ quoted en
Write a short reply to "Are you still selling the bassoon? — <<Goran>>"
@@ quoted en
Sent via [[Depop]]: "<<Imani>> liked your listing: vintage [[Levi's]] jacket". How do I nudge her to buy?
''')
CHUNKS.append(r'''
@@ code en
# TODO(<<priya.raman>>): handle [[Labrador]] and [[Lab]] as the same breed
def normalise_breed(name): ...
What should this function do?
@@ code en
// @author <<Raman, Priya>>
// reviewed-by <<P. Raman>>
export function microchipValid(id) { return /^\d{15}$/.test(id); }
Add a test for [[Jest]].
@@ code en
commit 9b1e0d4
Author: <<Chidi Okafor>> <chidi@example.org>
Date:   Mon Mar 4

    Add Siamese to cat breeds
Write a changelog entry.
@@ code en
Co-authored-by: <<Astrid Kjærgaard>> <noreply@example.org>
Co-authored-by: <<Hemi Tipene>> <noreply@example.org>
Is this trailer format right for [[GitHub]]?
@@ code en
{"seller": {"name": "<<Yoandri Cabrera>>", "rating": 4.9}, "item": "[[Casio]] keyboard"}
Extract the seller name in [[Python]].
@@ code en
INSERT INTO owners (name, pet) VALUES ('<<Ifeoma Obi>>', '[[Biscuit]]'), ('<<Lars Aasen>>', '[[Tinka]]');
Why does the second row fail?
@@ code en
<!-- TODO: ask <<Jelena>> about the adoption form styles -->
<form id="adopt">...</form>
@@ code en
log 2024-06-01T09:12:44Z INFO booking created sitter=<<anna.kowalczyk>> pet=[[Mango]] nights=3
log 2024-06-01T09:13:02Z WARN payment retry user=<<oluwaseun.adeyemi>>
Explain the warning.
@@ code en
@<<dmitri_v>> can you look at the [[Hornby]] DCC decoder script? It crashes on [[Sunday]] timetables.
@@ code en
    # fixed by <<ketevan.lomidze>>, see PR #88
    price = round(price * 0.9, 2)
Why multiply by 0.9?
@@ code en
git blame shows "<<Haruka Watanabe>> 2023-11-02" on the line that breaks the seller rating. How do I ask her about it nicely?
@@ code en
const walkers = ["<<Zuzana>>", "<<Marek>>", "<<Juraj>>"];
const dog = "[[Rocky]]";
Write a function that picks a walker at random.
@@ code en
name: choir-site
maintainers:
  - <<Olena Tkachenko>>
  - <<Bohdan Melnyk>>
Is this valid YAML?
@@ code en
-- author: <<T. Nakamura>>
CREATE TABLE listings (id INT, title TEXT, brand TEXT DEFAULT '[[Nikon]]');
Is a default brand a good idea?
@@ code en
print(f"Hello {owner}, [[Pumpkin]] is due for a booster")  # owner = "<<Guadalupe López>>"
Why is the name in a comment?
@@ code en
Traceback (most recent call last):
  File "rota.py", line 12, in <module>
    assign("<<Lwazi Mgijima>>", day="[[Tuesday]]")
KeyError: 'Tuesday'
Fix this.
@@ code en
/* Contributors: <<Amaia Etxeberria>>, <<Unai Agirre>>, <<Itziar Urrutia>> */
Should this list go in a CONTRIBUTORS file?
@@ code en
$ git log --format='%an' | sort | uniq -c
     42 <<Nicolás Pereyra>>
     17 <<florencia.bianchi>>
      3 dependabot[bot]
Who contributed most?
@@ code en
assert owner_of("985112000123456") == "<<Marie-Ève Côté>>"
The test fails because of the accent. Why?
@@ code en
```csv
id,name,handle,pet
1,<<Kavitha Raman>>,@<<kavi_r>>,[[Mochi]]
2,<<Senthil Murugan>>,@<<senthil.m>>,[[Sprout]]
```
Convert to JSON.
@@ code en
<div class="review">★★★★★ Fast and friendly — <<Thibault>></div>
How do I make the name bold in [[CSS]]?
@@ code en
Error: user "<<ebony.jefferson>>" not found in group "dog-walkers". What does this mean in [[Slack]]?
@@ code en
# Maintainer: <<Gunnar Jónsson>> <maintainer@example.is>
pkgname=birdlog
Is this [[Arch]] PKGBUILD header right?
@@ code en
users = {"<<xiuying.wang>>": "admin", "<<hao.li>>": "seller"}
Write a check that only admins can delete listings.
@@ code en
// HACK (<<Florin>>): hard-coded [[Märklin]] address until the decoder is fixed
@@ code en
Why does my regex /^<<O'Neill>>$/ not match "<<O’Neill>>" from the form?
@@ code en
TODO(<<mwangi>>): move the vaccination reminders to a cron job on [[Fridays]]
@@ code en
{"type":"lost_pet","pet":"[[Smudge]]","species":"cat","contact":"<<Noelani Kealoha>>","area":"[[Kaimukī]]"}
Write a schema for this.
@@ code en
@@ -12,7 +12,7 @@
-    owner = "<<Sebastián Castaño>>"
+    owner = get_owner(chip)
Review this diff.
@@ code en
Signed-off-by: <<Ondřej Novák>> <ondrej@example.cz>
What does Signed-off-by mean?
@@ code en
<meta name="author" content="<<Ilse de Jong>>">
<title>Second-hand [[Gazelle]] bikes</title>
Improve the SEO.
@@ code en
// <<Nana Ama>> asked for the [[Akan]] translation here
label: "Add to basket"
@@ code en
mysql> SELECT * FROM sitters WHERE name LIKE '%<<Nguyễn>>%';
Empty set
Why no results when the table has <<Nguyen>>?
@@ code en
```python
DEFAULT_JUDGE = "<<Bronwyn Kerr>>"   # photo club, [[Adelaide]]
```
Should this be a config value?
@@ code en
Jira ticket CHESS-204, assignee <<jpdelacruz>>, reporter <<Maricel Santos>>: "ratings don't update after [[Lichess]] import"
Write acceptance criteria.
@@ code en
[user]
    name = <<Stoyan Petkov>>
    email = stoyan@example.bg
Where does git read this from?
@@ code en
@<<lachlan>> pushed to main and broke the [[Strava]] sync again. Write a polite message.
@@ code en
cron: 0 7 * * MON /usr/bin/remind --to "<<Hiba Elamin>>" --msg "walk [[Coco]]"
Explain the schedule.
@@ code en
LICENSE
Copyright (c) 2024 <<Rangi Waititi>>
Which licence is this probably?
@@ code en
- reviewer: <<A. Ochieng>>
- status: approved
- item: [[Yamaha]] P-45 listing bot
Format as a table.
@@ code en
sitter_id,full_name
S-01,"<<Chanthaly Inthavong>>"
S-02,"<<Koua Vang>>"
S-03,"<<Dilnoza Karimova>>"
Parse this in [[Go]].
@@ code en
if user.name == "<<Aaliyah>>": discount = 0.2  # her shop, [[Depop]]
Is hard-coding this a bad idea?
@@ code en
Error in the [[Excel]] macro: Range("B2").Value = "<<Seamus Kavanagh>>" throws 1004.
@@ code en
/// Created by <<Nurlan Abenov>> on 12.04.24
import SwiftUI
What does this header mean?
@@ code en
k8s label owner=<<mahlet.tesfaye>> on the pet-adoption pod, how do I change it?
@@ code en
<img alt="<<Shira Levi>> with her [[Samoyed]]" src="...">
Is this good alt text?
@@ code en
ticket #512 by @<<yuki.sato>>: "sold listings still show on the [[Mercari]] feed"
@@ code en
(defun greet () (message "Hello <<Eirik>>"))
Translate this Lisp to [[Python]].
@@ code en
# Owner: <<Wiremu Parata>> (model railway club)
# Layout: [[Peco]] code 75
Make this README header friendlier.
''')

CHUNKS.append(r'''
@@ code en
Snapshot test failed:
- Expected: "Walker: <<Siddharth Rao>>"
+ Received: "Walker: undefined"
Why is the walker undefined in [[React]]?
@@ business en
INVOICE #VET-20931
Client: <<Margarethe Zimmermann>>
Patient: [[Strudel]] ([[Dachshund]], m)
Dental scale & polish ........ 240.00
Please check whether the VAT is applied correctly.
@@ business en
Transfer to <<Kwabena Asante>>, IBAN withheld, reference "Yamaha P-125 + stand". Is that reference OK for the bank?
@@ business en
Pet insurance claim
Policyholder: <<Camille Fournier>>
Pet: [[Filou]], [[Bengal]] cat
Vet: Dr <<Loïc Moreau>>
Condition: cystitis
Write the covering letter.
@@ business en
Receipt — sold as seen: one [[Hasselblad]] 500C/M to <<Percy Vargas Rojas>> for 900, paid by bank transfer on 2 [[July]].
Is "sold as seen" enough protection?
@@ business en
Microchip transfer of keeper: from <<Hilde Claes>> to <<Wouter Peeters>>, animal: [[Bollie]], [[Jack Russell]].
Which form do we need?
@@ business en
Payslip: <<Martina Ruiz>>, dog walker, 46 hours in [[October]], gross 690. Is holiday pay missing?
@@ business en
Boarding agreement between Paws & Claws Ltd and <<Rajindra Maharaj>> for [[Sultan]] (parrot), 14 nights. Add a clause about feather plucking.
@@ business en
[[Etsy]] payout statement shows a refund to <<Baukje Bosma>> for a knitted hat. How do I explain this in my accounts?
@@ business en
Consignment contract: the shop sells <<Dietrich Krause>>'s [[Märklin]] collection and keeps 25%. Draft the key terms.
@@ business en
Membership form — [[Dundee]] Camera Club
Name: <<Euan Fraser>>
Membership: concession
Paid: 15 by card
Please turn this into a confirmation email.
@@ business en
Quote for piano tuning: client <<Chaya Rosenbaum>>, [[Steinway]] model B, 2 visits. Format as a quote.
@@ business en
Refund request: <<Tariq Bhat>> paid 65 for a [[Pashmina]] shawl on [[eBay]], received a polyester one. Draft the case.
@@ business en
Stall rental, [[Portobello]] Road, [[Saturday]]: tenant <<Imogen Featherstone>>, 45. Send her an invoice.
@@ business en
Tax question: I sold 40 items on [[Vinted]] last year and my sister <<Kirsty MacKenzie>> sold 12 for me. Do we both report it?
@@ business en
Lost-dog reward agreement: <<Efisio Sanna>> will pay 200 to whoever returns [[Brio]]. Is a written agreement needed?
@@ business en
Deposit receipt: received 50 from <<Kenan Hodžić>> as a holding deposit for the [[Maine Coon]] kitten. Refundable?
@@ business en
Proforma invoice to <<Bilqis Al-Hamdani>> for a hand-built oud, shipping to [[Muscat]]. Add customs wording.
@@ business en
Vaccination card
Owner: <<Elmarie Venter>>
Dog: [[Tjokkie]]
Rabies: 03/2024 (Dr <<Pretorius>>)
Next due: 03/2027
Is this date right for a three-year vaccine?
@@ business en
Car boot sale pitch fee: 10 per car. Paid: <<Leroy Fiddler>>, <<Travis Kejick>>. Unpaid: <<Delilah Meekis>>. Draft a reminder.
@@ business en
Rental of a cello for 6 months to <<Ewa Nowak>>, 30 per month, instrument by [[Hidersine]]. Write the rental terms.
@@ business en
Standing order: 25 monthly to <<Adwoa Boateng>>, "guitar lessons". Stop it from [[August]]. Draft the bank message.
@@ business en
Claim number 88-1120, insured <<Pilar Sánchez de la Peña>>, item: stolen [[Canon]] R6 from her car. List the documents she needs.
@@ business en
NDA for the model-railway layout design between <<Sigurður Ólafsson>> and the club. Keep it to one page.
@@ business en
Breeder contract: <<Kalani Aflague>> sells a [[Pomeranian]] puppy to <<Vicente Quinata>>; spay clause included. Review it.
@@ business en
Charity raffle licence: promoter <<Dorcas Mwale>>, prizes include a [[Lego]] set and a [[Kindle]]. Do we need a licence for 200 tickets?
@@ business en
Insurance renewal for the photography club's equipment, policyholder <<Ketut Suarjana>>, sum insured 12,000. Summarise the exclusions.
@@ business en
Cheque payable to Mrs <<Rosalind Fairweather-Jones>> for the quilt commission, 320. Is the hyphen needed on the cheque?
@@ business en
Adoption fee receipt: [[Bramble]] ([[Lurcher]]), adopter <<Aisling Fitzgerald>>, fee 175, includes microchip.
@@ business en
Lease for the craft studio: tenant <<Kazuki Ito>>, landlord <<Helga Brunner>>, from 1 [[September]]. Check the notice period.
@@ business en
Commission agreement: artist <<Rayén Painemal>> paints a portrait of [[Luna]] and [[Sol]] (two cats) for 250.
@@ business en
The [[Shpock]] buyer <<Damir Begović>> paid twice for the sewing machine. How do I refund one payment safely?
@@ business en
Grant application for the [[Cardiff]] Junior Choir, contact <<Angharad Vaughan>>, amount 3,500. Write the budget summary.
@@ business en
Hay delivery invoice to <<Naeem Chaudhry>>: 20 bales, 4.50 each, delivered [[Thursday]].
@@ business en
Estate sale: the records belong to the late <<Harold Pickering>>; his daughter <<Jennifer Pickering>> is selling them on [[Discogs]]. Draft the listing disclaimer.
@@ business en
Scholarship letter: <<Tsakani Baloyi>> receives free violin lessons for a year from the [[Soweto]] Strings programme.
@@ business en
Vet estimate for [[Mr Whiskers]] (owner <<Sinazo Qwabe>>): x-ray 180, sedation 90. Explain the costs.
@@ business en
Please draft a bill of sale for a horse, seller <<Clodagh Kavanagh>>, buyer <<Fionn Doyle>>, horse name [[Archie's Luck]].
@@ business en
Pet-sitting invoice to Mrs <<Kimura>> for [[Golden Week]]: 6 visits × 18 = 108.
@@ business en
Dog grooming parlour rota and pay: <<Kristen Holm>> 3 days, <<Ivo Babić>> 2 days. Calculate weekly pay at 13.50/hour, 8-hour days.
@@ titles en
Please email Dr <<Adeyemi>> to confirm [[Biscuit]]'s spay on [[Monday]].
@@ titles en
Prof. <<Nakamura>> will give the talk on urban foxes. Write a 2-line intro.
@@ titles en
Write a formal complaint to Mr <<Henderson>> about his dog fouling the chess club entrance.
@@ titles en
Herr <<Wallner>> hat die Zither repariert — write a thank-you in English.
@@ titles en
Madame <<Lefèvre>> teaches the pastel class; is it "Madame" or "Mme" in the flyer?
@@ titles en
Señora <<Villaseñor>> sold us the piñata kit. How do I leave her a review?
@@ titles en
Dear Ms <<Ní Bhriain>>, thank you for judging the [[Connemara]] pony class.
@@ titles en
Mx <<Okoth>> is the new volunteer coordinator at the cat rescue.
@@ titles en
Dr. <<Ana Luiza da Silva>> signed [[Paçoca]]'s rabies certificate. Translate the certificate into English.
@@ titles en
Capt. <<Rasmussen>> runs the sailing club's dinghy auction on [[Saturday]].
@@ titles en
Fr. <<Agnelo Fernandes>> blesses the pets every [[October]]. Write the parish notice.
@@ titles en
Rev. <<Tiyamike Banda>> is hosting the craft sale in the church hall.
@@ titles en
The Hon. <<Seumas MacDhòmhnaill>> opened the Highland show. Write a news line.
@@ titles en
Sir <<Rupert Blackwood>>'s old bird collection is being auctioned. Write a lot description.
@@ titles en
Lady <<Philippa Ashworth>> judges the flower arranging. How do I address her in a letter?
@@ titles en
Mrs <<Banerjee>> asked if the sitar lessons can move to [[Thursday]].
@@ titles en
Sensei <<Takahashi>> says the aikido club dog must stay outside. How do I argue politely?
@@ titles en
Ustaz <<Hafiz bin Razak>> teaches the calligraphy class. Is "Ustaz" used like "Mr"?
@@ titles en
Pastor <<Delroy McKenzie>> is organising a pet blessing. Draft the invitation.
@@ titles en
Frau Dr. <<Birgit Hoffmann>> is our vet. How do I write both titles in English?
@@ titles en
Ms. <<Ximena Ramírez>> won best in show with her [[Xoloitzcuintli]].
@@ titles en
Mr. and Mrs. <<Tremblay>> are selling their canoe. Write a reply asking about dents.
@@ titles en
Dr <<Ofori-Atta>> recommends the dog lose 3 kg before [[Easter]].
@@ titles en
Judge <<Waititi>> from the dog show sent a feedback sheet. Summarise it politely.
@@ titles en
Coach <<Mutua>> wants the running club to stop bringing dogs on the track.
@@ titles en
Prof. Dr. <<Wiśniewska>> is giving a lecture on bird migration. Is "Prof. Dr." correct in English?
@@ titles en
Aunty <<Mele>> makes the best ngatu; write a short thank-you for the tapa workshop.
@@ titles en
Sr. <<Honorato Vélez>> repairs accordions in [[Ponce]]. Write him a review.
@@ titles en
Ms <<Kowalska>> wants a refund for the unused sewing lessons.
@@ titles en
Uncle <<Tevita>> lends us his boat for the birding trip. How do I thank him?
@@ titles en
Mme <<Tchoumi>> sold me the loom; I need to ask about missing shuttles.
@@ titles en
Dr. <<Lomayestewa>> at the clinic says the sheep need shearing early.
@@ titles en
Mr <<Lee>> from the guitar shop in [[Ipoh]] said the [[Martin]] was refretted.
@@ titles en
Doña <<Altagracia Peralta>> runs the sewing co-op; write an invitation to the [[Christmas]] market.
@@ titles en
Lt. Col. (retd.) <<Ambrose Lavallee>> chairs the model soldier society.
@@ titles en
Reverend Mother <<Bernadette D'Souza>> sells the convent's honey on [[Saturdays]].
@@ titles en
Nurse <<Fanja Rasoanaivo>> vaccinated the puppies at the outreach clinic.
@@ titles en
Ms <<Ó Néill>>? Or Ms <<Ní Néill>>? Which is right for a woman on the harp competition list?
@@ titles en
Professor <<Yunupingu>> opened the art exhibition. Write the caption.
@@ titles en
Is it Mr <<Al-Balushi>> or Mr <<Balushi>> on the falconry club list? He writes both.
''')

CHUNKS.append(r'''
@@ business en
Horse livery bill, [[April]]: owner <<Sadie Blackmore>>, full livery 480, farrier 65 (paid to <<Gethin Prys>>). Check the total.
@@ nonenglish de
Hallo, ich habe auf [[Kleinanzeigen]] eine [[Nähmaschine]] von <<Annegret Schäfer>> gekauft. Die [[Spule]] fehlt. Wie formuliere ich die [[Reklamation]]?
@@ nonenglish de
Unser [[Hund]] [[Bello]] war am [[Dienstag]] beim [[Tierarzt]]. Dr. <<Friederike von Bülow>> hat eine [[Wurmkur]] verschrieben. Was bedeutet das?
@@ nonenglish de
Liebe <<Jutta>>, danke fürs [[Katzensitten]]! [[Mimi]] hat dich vermisst. Bitte etwas herzlicher formulieren.
@@ nonenglish de
[[Gefunden]]: [[Wellensittich]] in der [[Lindenstraße]]. [[Abholung]] bei Herrn <<Krause>> im [[Erdgeschoss]].
@@ nonenglish de
Der [[Schachverein]] [[Königsspringer]] sucht einen [[Kassenwart]]. <<Matthias Hoffmann>> hat sich gemeldet. Schreib eine [[Ankündigung]].
@@ nonenglish de
Kannst du die [[Mitgliederliste]] des [[Chors]] sortieren? <<Wolfgang Gruber>>, <<Theresia Huber>>, <<Reto Brunner>>.
@@ nonenglish fr
[[Bonjour]] <<Océane>>, le [[Labrador]] de votre voisin, [[Filou]], s'est encore échappé. Pouvez-vous prévenir M. <<Dubois>> ?
@@ nonenglish fr
J'ai vendu un appareil [[Nikon]] sur [[Vinted]] à <<Mathilde Lefèvre>>, mais elle dit que l'écran est rayé. Que répondre ?
@@ nonenglish fr
La chorale de <<Gwenaël Le Goff>> répète le jeudi soir à [[Rennes]]. Rédige une annonce.
@@ nonenglish fr
Chat perdu à [[Montréal]] : [[Minou]], tigré. Contactez <<Geneviève Tremblay>>.
@@ nonenglish fr
[[Merci]] à <<Jean-François Bouchard>> pour les cours de violon. Traduis en anglais.
@@ nonenglish es
[[Hola]], soy <<Begoña>>. ¿Sigue disponible la guitarra [[Alhambra]] que pusiste en [[Wallapop]]?
@@ nonenglish es
Nuestro perro [[Canelo]] se quedó con <<Rodrigo Ortega Sánchez>> durante [[Semana Santa]]. ¿Cómo le agradezco?
@@ nonenglish es
El club de ajedrez de [[Valparaíso]] nombró tesorera a <<Javiera Larraín Undurraga>>.
@@ nonenglish es
Se vende máquina de coser [[Singer]]. Interesados, hablar con <<Xiomara Menjívar>>.
@@ nonenglish es
[[Buenas]], ¿me ayudas a escribirle a <<Itzel Hernández>> que la clase de bordado es el sábado?
@@ nonenglish it
[[Ciao]] <<Chiara>>, il tuo [[Bassotto]] può restare da noi sabato?
@@ nonenglish it
Ho comprato un obiettivo [[Canon]] da <<Gianluca Di Stefano>> su [[Subito]]: è arrivato rotto.
@@ nonenglish it
Il gruppo di birdwatching di <<Salvatore Lo Presti>> parte da [[Siracusa]] alle sei.
@@ nonenglish it
[[Grazie]] a <<Benedetta Esposito>> per il corso di uncinetto!
@@ nonenglish pt
[[Olá]], a <<Inês Carvalho>> pode passear o [[Tejo]] (o nosso cão) na segunda-feira?
@@ nonenglish pt
Vendi uma bicicleta no [[OLX]] ao <<Gonçalo Rodrigues>> e ele ainda não pagou.
@@ nonenglish pt
Comprei um violão do <<João Pedro Nascimento>> em [[Recife]]. Escreve uma avaliação.
@@ nonenglish pt
A gata [[Pipoca]] sumiu em [[Niterói]]. Quem a vir, fale com a <<Thaís Oliveira>>.
@@ nonenglish nl
[[Hoi]] <<Femke>>, wil jij woensdag op [[Guus]] passen? Hij is een [[Labrador]].
@@ nonenglish nl
Ik heb op [[Marktplaats]] een naaimachine verkocht aan <<Maarten van 't Hof>>. Hij wil nu zijn geld terug.
@@ nonenglish nl
De schaakclub van <<Koen Van den Broeck>> speelt in [[Gent]].
@@ nonenglish nl
Gevonden kat in [[Utrecht]], bel <<Sanne ter Horst>>.
@@ nonenglish sv
[[Hej]] <<Linnea>>! Kan du rasta [[Sixten]] i [[Skansen]] på midsommar?
@@ nonenglish sv
Jag köpte en kamera av <<Björn Sjöberg>> på [[Blocket]], men batteriet saknas.
@@ nonenglish da
[[Hej]] <<Mette>>, kan du passe [[Bamse]] mens vi er i [[Aarhus]]?
@@ nonenglish da
Jeg har solgt en cykel på [[DBA]] til <<Søren Østergaard>>. Hvordan skriver jeg en kvittering?
@@ nonenglish nb
[[Hei]] <<Ingrid>>, korøvelsen er flyttet til [[Bergen]]. Kan du si det til <<Håkon Bakke>>?
@@ nonenglish nb
Jeg kjøpte en gitar av <<Eirik Solberg>> på [[Finn]], men den er sprukket.
@@ nonenglish fi
[[Hei]] <<Aino>>! Voitko hoitaa [[Mustia]] lauantaina? Terveisin <<Päivi>>.
@@ nonenglish fi
Ostin kameran <<Jussi Mäkinen>> -nimiseltä myyjältä [[Tori]]-palvelusta.
@@ nonenglish is
Hundurinn [[Kátur]] týndist í [[Hafnarfirði]]. Hafið samband við <<Guðrún Jónsdóttir>>.
@@ nonenglish is
[[Takk]] fyrir gítarkennsluna, <<Einar>>!
@@ nonenglish pl
[[Dzień]] dobry, czy pani <<Małgorzata Wiśniewska>> nadal sprzedaje maszynę do szycia?
@@ nonenglish pl
Zaginął kot [[Filemon]] na [[Mokotowie]]. Kontakt: <<Paweł Grabowski>>.
@@ nonenglish pl
Kupiłam aparat od <<Agnieszki Nowak>> na [[Allegro]] i nie działa lampa.
@@ nonenglish cs
[[Dobrý]] den, pan <<Jiří Dvořák>> prodává vláčky [[Merkur]]. Jsou ještě k mání?
@@ nonenglish cs
Náš pes [[Punťa]] byl u veterinářky <<Lenky Novákové>>.
@@ nonenglish sk
Ahoj <<Zuzana>>, môžeš postrážiť [[Bobíka]] v piatok? Ďakujem, <<Matej>>.
@@ nonenglish sk
Predal som gitaru cez [[Bazoš]] pánovi <<Jurajovi Kováčovi>>.
@@ nonenglish sl
Pozdravljeni, <<Špela Zupančič>> prodaja kolo na [[Bolha]]. Ali je še na voljo?
@@ nonenglish sl
Naš pes [[Runo]] gre k veterinarju <<Primožu Kosu>> v [[Celje]].
@@ nonenglish hr
[[Bok]] <<Ivana>>, možeš li čuvati [[Medu]] ovaj vikend? Javi <<Tomislavu>>.
@@ nonenglish hr
Kupio sam fotoaparat od <<Krešimira Jurića>> na [[Njuškalo]].
@@ nonenglish sr
Здраво <<Јелена>>, да ли још продајеш [[Фендер]] гитару?
@@ nonenglish sr
Изгубљен пас у [[Новом Саду]]. Јавите се <<Немањи Петровићу>>.
@@ nonenglish bg
Здравей <<Десислава>>, котката [[Мая]] при теб ли е?
@@ nonenglish bg
Купих фотоапарат от <<Христо Георгиев>> в [[Пловдив]].
@@ nonenglish ru
[[Здравствуйте]], <<Ольга Кузнецова>>! Вы ещё продаёте швейную машинку [[Зингер]]?
@@ nonenglish ru
Потерялась собака [[Жучка]] в [[Казани]]. Звоните <<Дмитрию Соколову>>.
@@ nonenglish ru
Хор под руководством <<Светланы Волковой>> выступит в воскресенье в [[Самаре]].
@@ nonenglish uk
[[Привіт]], <<Оксано>>! Чи можеш погуляти з [[Рудиком]] у суботу?
@@ nonenglish uk
Я купив фотоапарат у <<Тараса Коваленка>> на [[OLX]].
@@ nonenglish ro
[[Bună]], <<Ioana Popescu>>! Mai vinzi chitara [[Yamaha]]?
@@ nonenglish ro
Câinele [[Azorel]] s-a pierdut în [[Cluj]]. Sunați-l pe <<Bogdan Ionescu>>.
@@ nonenglish hu
[[Szia]] <<Réka>>! Tudsz vigyázni [[Bodrira]] szombaton?
@@ nonenglish hu
<<Nagy László>> eladta a fényképezőgépét a [[Jófogás]] oldalon.
@@ nonenglish et
[[Tere]] <<Kadri>>, kas saaksid [[Muki]] eest hoolitseda? <<Priit Tamm>> on ära.
@@ nonenglish et
Müüsin kitarri [[Osta]] keskkonnas, ostja oli <<Jaan Saar>>.
@@ nonenglish lv
[[Sveiki]], <<Ilze Bērziņa>>! Vai jūs vēl pārdodat šujmašīnu?
@@ nonenglish lv
Pazudis kaķis [[Runcis]] [[Jūrmalā]]. Zvaniet <<Jānis Kalniņš>>.
@@ nonenglish lt
[[Labas]], <<Rūta>>! Ar galėtum pašerti [[Murką]] šeštadienį?
@@ nonenglish lt
Nusipirkau gitarą iš <<Manto Jankausko>> per [[Skelbiu]].
@@ nonenglish el
[[Γεια]] σου <<Ελένη>>, πουλάς ακόμα το μπουζούκι;
@@ nonenglish el
Χάθηκε ο σκύλος [[Ρεξ]] στη [[Θεσσαλονίκη]]. Επικοινωνία: <<Γιώργος Νικολαΐδης>>.
@@ nonenglish tr
[[Merhaba]] <<Elif>>, [[Pamuk]] bu hafta sende kalabilir mi?
@@ nonenglish tr
<<Burak Öztürk>>'ten [[Sahibinden]] üzerinden bir saz aldım, teli kopuk geldi.
@@ nonenglish az
[[Salam]] <<Aygün>>, pişik [[Mestan]] səndədir?
@@ nonenglish az
Gitaranı <<Elvin Məmmədov>> [[Tap.az]] saytında satır.
@@ nonenglish ka
გამარჯობა <<ნინო ბერიძე>>, ისევ ყიდი ფოტოაპარატს?
@@ nonenglish ka
ძაღლი [[ბობი]] დაიკარგა [[ბათუმში]]. დარეკეთ: <<გიორგი კაპანაძე>>.
@@ nonenglish hy
Բարև <<Անահիտ Պետրոսյան>>, դեռ վաճառո՞ւմ եք դուդուկը։
@@ nonenglish hy
Շունը՝ [[Բոբիկ]], կորել է։ Զանգահարեք <<Տիգրան Հակոբյան>>։
@@ nonenglish ar
مرحباً، هل ما زالت <<نورة القحطاني>> تبيع القفص؟ أريده لقطتي [[لولو]].
@@ nonenglish ar
فقدنا الكلب [[ركس]] في [[عمّان]]. الرجاء الاتصال بـ <<خالد العتيبي>>.
@@ nonenglish ar
الدرس القادم في العود مع الأستاذ <<كريم فهمي>> يوم الخميس في [[الإسكندرية]].
@@ nonenglish fa
سلام، <<شیرین حسینی>> هنوز سه‌تار را می‌فروشد؟
@@ nonenglish fa
گربه‌ی ما [[پیشی]] در [[شیراز]] گم شده است. با <<کاوه تهرانی>> تماس بگیرید.
@@ nonenglish he
שלום, <<נועה כהן>> עדיין מוכרת את האופניים ב־[[יד2]]?
@@ nonenglish he
הכלב [[לאקי]] אבד ליד הים. צרו קשר עם <<איתי לוי>>.
@@ nonenglish ur
السلام علیکم، کیا <<عائشہ قریشی>> ابھی بھی سلائی مشین بیچ رہی ہیں؟
@@ nonenglish ur
ہماری بلی [[مانو]] [[لاہور]] میں گم ہو گئی ہے۔ <<بلال صدیقی>> سے رابطہ کریں۔
@@ nonenglish hi
नमस्ते <<प्रिया शर्मा>> जी, क्या आपका सितार अभी भी बिकाऊ है?
@@ nonenglish hi
हमारा कुत्ता शेरू जयपुर में खो गया है। <<राहुल वर्मा>> से संपर्क करें।
@@ nonenglish bn
নমস্কার <<মৌমিতা দাস>>, আপনার তানপুরাটা কি এখনও বিক্রি হবে?
@@ nonenglish bn
বিড়াল [[মিনি]] [[কলকাতা]] থেকে হারিয়ে গেছে। যোগাযোগ: <<সৌরভ ঘোষ>>।
@@ nonenglish ta
வணக்கம் <<கவிதா ராமன்>>, வீணை இன்னும் விற்பனைக்கு உள்ளதா?
@@ nonenglish ta
நாய் [[டைகர்]] மதுரை அருகே காணாமல் போனது. தொடர்புக்கு: <<கார்த்திக் சுப்பிரமணியன்>>.
@@ nonenglish te
నమస్తే <<లావణ్య నాయుడు>> గారు, మీ వీణ ఇంకా అమ్మకానికి ఉందా?
@@ nonenglish te
మా కుక్క [[టామీ]] తప్పిపోయింది. సంప్రదించండి: <<శ్రీనివాస్ రెడ్డి>>.
@@ nonenglish mr
नमस्कार <<स्नेहल कुलकर्णी>>, तुमची हार्मोनियम अजून विकायची आहे का?
@@ nonenglish mr
आमची मांजर [[चिंगी]] पुणे येथे हरवली आहे. <<ओंकार पाटील>> यांच्याशी संपर्क साधा.
@@ nonenglish ne
नमस्ते <<सुमन श्रेष्ठ>> जी, तपाईंको मादल अझै बिक्रीमा छ?
@@ nonenglish ne
हाम्रो कुकुर [[भोटे]] पोखरा मा हरायो। <<अनिशा थापा>> लाई सम्पर्क गर्नुहोस्।
@@ nonenglish si
ආයුබෝවන් <<නිමාලි පෙරේරා>>, ඔබේ ගිටාරය තවම විකිණීමට තිබේද?
@@ nonenglish si
අපේ බල්ලා රොකී [[මහනුවර]] දී නැති විය. <<කසුන් බණ්ඩාර>> අමතන්න.
@@ nonenglish th
สวัสดีครับ คุณ <<สมชาย ศรีสุข>> กล้อง [[Canon]] ยังขายอยู่ไหมครับ
@@ nonenglish th
แมวชื่อ [[ส้ม]] หายที่ [[เชียงใหม่]] ติดต่อ <<มาลี วงศ์สวัสดิ์>>
@@ nonenglish vi
Chào chị <<Nguyễn Thị Lan>>, con mèo [[Mướp]] vẫn ở nhà chị chứ?
@@ nonenglish vi
Tôi mua một cây đàn bầu của anh <<Trần Quang Huy>> ở [[Huế]].
@@ nonenglish id
Halo <<Sri Wahyuni>>, apakah kucing [[Oyen]] boleh dititipkan hari [[Sabtu]]?
@@ nonenglish id
Saya beli kamera bekas dari <<Bambang Sutrisno>> di [[Tokopedia]], tapi lensanya jamur.
@@ nonenglish ms
Assalamualaikum <<Siti Aishah binti Osman>>, adakah mesin jahit itu masih dijual?
@@ nonenglish ms
Kucing [[Comel]] hilang di [[Shah Alam]]. Hubungi <<Ahmad Faiz bin Abdullah>>.
@@ nonenglish tl
Hi <<Maricel>>, pwede mo bang bantayan si [[Bantay]] sa [[Sabado]]?
@@ nonenglish tl
Bumili ako ng gitara kay <<Arnel Bautista>> sa [[Carousell]], pero sira ang tuning peg.
@@ nonenglish zh
卖家「<<王秀英>>」说这台相机（[[Canon]]）没有划痕，可信吗？
@@ nonenglish zh
寻狗启事：小狗“[[豆豆]]”走失了（[[成都]]），请联系 <<李志强>>。
@@ nonenglish zh
合唱团团长：<<林淑芬>>；伴奏：<<陳志豪>>。请帮我写一份通知。
@@ nonenglish ja
飼い主：<<佐藤花子>>
ペット：[[モモ]]（柴犬）
予防接種の予定を教えてください。
@@ nonenglish ja
[[メルカリ]]：「<<鈴木拓海>>」さんから中古のカメラを買いました。評価の書き方は？
@@ nonenglish ko
<<김민준>> 님, 기타 아직 있나요? ([[당근마켓]])
@@ nonenglish ko
강아지를 찾습니다: [[초코]] (푸들). [[부산]] 해운대 근처. 연락: <<이서연>>
@@ nonenglish sw
[[Habari]] <<Rehema Mwinyi>>, bado unauza cherehani?
@@ nonenglish sw
Mbwa wetu [[Simba]] amepotea [[Arusha]]. Piga simu kwa <<Juma Kombo>>.
@@ nonenglish am
ሰላም <<ሰላማዊት ተስፋዬ>>፣ ክራሩ አሁንም ይሸጣል?
@@ nonenglish am
ውሻችን [[ቡቺ]] ጠፍቷል። <<ዳዊት አለሙ>> ይደውሉ።
@@ nonenglish yo
[[Ẹ]] kú àárọ̀ <<Folake Adeyemi>>, ṣé ẹ ṣì ń ta gìtá yẹn?
@@ nonenglish yo
Ajá wa [[Bingo]] sọnù ní [[Ìbàdàn]]. Ẹ pe <<Babatunde Olatunji>>.
@@ nonenglish zu
[[Sawubona]] <<Thandeka Mkhize>>, usathengisa isigingci?
@@ nonenglish zu
Inja yethu u-[[Spotty]] ilahlekile e-[[Durban]]. Shayela <<Sipho Dlamini>>.
@@ nonenglish af
[[Goeiemôre]] <<Annelie du Plessis>>, is die naaimasjien nog te koop?
@@ nonenglish af
Ons hond [[Wagter]] is vermis in [[Stellenbosch]]. Skakel <<Pieter van der Merwe>>.
@@ nonenglish so
[[Salaan]] <<Hodan Warsame>>, weli ma iibinaysaa mashiinka tolida?
@@ nonenglish so
Eygeyga [[Libaax]] wuu ka lumay [[Hargeysa]]. La xiriir <<Mahad Jama>>.
@@ nonenglish mt
[[Bonġu]] <<Marija Borg>>, għadek tbiegħ il-kitarra?
@@ nonenglish mt
Il-kelb [[Rambo]] intilef il-[[Mosta]]. Ċemplu lil <<Karmenu Farrugia>>.
@@ nonenglish ga
[[Dia]] duit <<Siobhán Ní Bhriain>>, an bhfuil an chláirseach fós ar díol?
@@ nonenglish ga
Tá an madra [[Bran]] ar iarraidh i [[Sligeach]]. Glaoigh ar <<Pádraig Ó Súilleabháin>>.
@@ nonenglish cy
[[Helo]] <<Bethan>>, wyt ti'n dal i werthu'r delyn?
@@ nonenglish cy
Mae'r ci [[Mot]] ar goll yn [[Aberystwyth]]. Ffoniwch <<Dafydd Llewellyn>>.
@@ nonenglish eu
[[Kaixo]] <<Ainhoa Etxeberria>>, oraindik saltzen duzu trikitixa?
@@ nonenglish eu
[[Txuri]] txakurra galdu da [[Donostian]]. Deitu <<Gorka Agirreri>>.
@@ nonenglish ca
[[Hola]] <<Núria>>, encara vens la bicicleta a [[Wallapop]]?
@@ nonenglish ca
El gos [[Pirata]] s'ha perdut a [[Girona]]. Truqueu a <<Jordi Puig i Ferrer>>.
@@ nonenglish gl
[[Ola]] <<Uxía Castro Seoane>>, aínda vendes a gaita?
@@ nonenglish gl
O can [[Trasno]] perdeuse en [[Lugo]]. Chamade a <<Xoán Piñeiro>>.
@@ nonenglish sq
[[Përshëndetje]] <<Blerta Krasniqi>>, a e shet ende çiftelinë?
@@ nonenglish sq
Qeni [[Balo]] humbi në [[Prizren]]. Telefononi <<Agron Gashi>>.
@@ nonenglish mk
Здраво <<Билјана Трајковска>>, дали уште ја продаваш гитарата?
@@ nonenglish mk
Кучето [[Џеки]] се изгуби во [[Охрид]]. Јавете се на <<Горан Стојановски>>.
@@ nonenglish lb
[[Moien]] <<Josiane Kieffer>>, ass d'[[Nähmaschinn]] nach ze verkafen?
@@ nonenglish lb
Eisen [[Hond]] [[Rex]] ass zu [[Esch]] verluer gaangen. Rufft w.e.g. den <<Romain Thill>> un.
@@ nonenglish eo
[[Saluton]] <<Ludoviko>>, ĉu vi ankoraŭ vendas la gitaron?
@@ nonenglish eo
Nia hundo [[Bobo]] perdiĝis en [[Varsovio]]. Kontaktu <<Zofia Kowalska>>.
@@ nonenglish mi
[[Kia]] ora <<Aroha Te Rangi>>, kei te hokona tonu te kitā?
@@ nonenglish mi
Kua ngaro te kurī a [[Pāka]] ki [[Rotorua]]. Waea atu ki a <<Wiremu Ngata>>.
@@ nonenglish mn
Сайн байна уу <<Энхжаргал Болд>>, морин хуур зарах уу?
@@ nonenglish mn
Манай нохой [[Хотгор]] [[Дархан]] хотод төөрсөн. <<Батбаяр Дорж>> руу залгана уу.
@@ nonenglish km
សួស្តី <<ជា សុភា>> តើកាមេរ៉ា [[Canon]] នៅលក់ទេ?
@@ nonenglish km
ឆ្កែ ខ្មៅ បាត់នៅ សៀមរាប។ ទាក់ទង <<សុខ ដារា>>។
@@ nonenglish my
မင်္ဂလာပါ <<အောင်ကိုကို>>၊ ဂစ်တာ ရောင်းနေတုန်းလား။
@@ nonenglish my
ကြောင် [[ရွှေဝါ]] [[မန္တလေး]] မှာ ပျောက်သွားတယ်။ <<သီတာဝင်း>> ကို ဆက်သွယ်ပါ။
@@ nonenglish kk
Сәлем <<Айгерим Омарова>>, домбыраңды әлі сатасың ба?
@@ nonenglish kk
Иттіміз [[Тайсон]] [[Алматы]] қаласында жоғалды. <<Нұрлан Әбенов>> хабарласыңыз.
@@ nonenglish uz
[[Salom]] <<Dilnoza Karimova>>, dutorni hali ham sotyapsizmi?
@@ nonenglish uz
Mushugimiz [[Momiq]] [[Samarqand]] shahrida yo'qoldi. <<Sardor Yusupov>> bilan bog'laning.
@@ nonenglish ha
[[Sannu]] <<Hauwa Bello>>, har yanzu kina sayar da keken dinki?
@@ nonenglish ha
Karenmu [[Damisa]] ya ɓace a [[Kano]]. Ku kira <<Musa Garba>>.
@@ nonenglish lo
ສະບາຍດີ <<ວັນນິດາ ອິນທະວົງ>>, ກີຕາຍັງຂາຍຢູ່ບໍ?
@@ nonenglish bo
བཀྲ་ཤིས་བདེ་ལེགས། <<བསྟན་འཛིན་སྒྲོལ་མ>> ཁྱེད་རང་གི་སྒྲ་སྙན་ད་དུང་ཚོང་གི་ཡོད་དམ།
@@ nonenglish dv
ބުޅާ ގެއްލިއްޖެ. މާލެ. ގުޅުއްވާ: <<އާމިނަތު ޝިފާ>>
''')

CHUNKS.append(r'''
@@ keep en
My [[Jack Russell]] [[Max]] keeps digging under the fence. Any tips?
@@ keep en
Is a [[King Charles]] spaniel or a [[Bichon Frise]] better with toddlers?
@@ keep en
Selling a [[Gibson]] [[Les Paul]] Standard, 2014, with hard case. Write the [[Reverb]] listing.
@@ keep en
Our [[Dobermann]] [[Bella]] is scared of fireworks. What helps on [[Bonfire Night]]?
@@ keep en
Which is harder to photograph: [[Bewick's Swan]] or [[Montagu's Harrier]]?
@@ keep en
Is the model railway exhibition at [[Alexandra Palace]] worth it in [[March]]?
@@ keep en
My cat [[Charlie]] won't use the new [[Catit]] fountain. Why?
@@ keep en
Is a [[Fender]] [[Stratocaster]] or a [[Telecaster]] better for a beginner?
@@ keep en
Explain the [[Sicilian]] defence and the [[Queen's Gambit]] to a 10-year-old.
@@ keep en
How do I tell a real [[Stradivarius]] from a copy with a fake label?
@@ keep en
The [[Ruby]] wedding quilt needs [[Sterling]] silver buttons. Where can I buy them?
@@ keep en
Can a [[Bishop]] jump over pieces? My son says yes.
@@ keep en
Does [[Hunter]] make wellies that fit a dog walker with wide calves?
@@ keep en
Rename my hamster: she's currently [[Ginger]], but we have a cat called [[Amber]] too.
@@ keep en
Write a lost-and-found notice: tortoise, answers to nothing, found near [[Victoria Park]] on [[Sunday]].
@@ keep en
[[Vinted]] vs [[Depop]] vs [[eBay]]: which is best for selling vintage [[Levi's]]?
@@ keep en
Our choir is singing a [[Requiem]] and the [[Magnificat]] this year. Suggest a rehearsal plan for [[October]].
@@ keep en
How many [[Meetup]] members does a knitting group need before it's worth paying for [[Pro]]?
@@ keep en
Is [[Strava]] any good for tracking dog walks with a [[Garmin]] watch?
@@ keep en
What's the difference between a [[Siamese]] and a [[Tonkinese]]?
@@ keep en
My [[Border Collie]] [[Skye]] is bored in the evenings. Puzzle toy ideas?
@@ keep en
Is a [[Yamaha]] [[Clavinova]] worth buying second hand on [[Gumtree]]?
@@ keep en
Plan a birding day in [[May]]: [[Minsmere]] in the morning, [[Dunwich]] heath after lunch.
@@ keep en
What lens should I buy for my [[Nikon]] [[Z6]] for bird photography under 800?
@@ keep en
The [[Rover]] app says "sitter unavailable" for [[August]]. Are there alternatives like [[Wag]] in the UK?
@@ keep en
Recommend a beginner's ukulele: [[Kala]], [[Ohana]] or [[Martin]]?
@@ keep en
Which [[Singer]] sewing machines from the 1950s are worth restoring?
@@ keep en
My rabbit [[Pepper]] and guinea pig [[Sable]] fight over the hutch. Separate them?
@@ keep en
Write a [[Craigslist]] ad for a free piano: upright, [[Kemble]], you collect from [[Queens]].
@@ keep en
Is [[Royal Canin]] worth the price for a [[Maine Coon]] kitten?
@@ keep en
Do [[Hornby]] and [[Bachmann]] OO gauge tracks connect?
@@ keep en
Name ideas for a [[Golden Retriever]] puppy, something like [[Honey]] or [[Maple]].
@@ keep en
Which is better for a chess club: [[Lichess]] teams or [[Chess.com]] clubs?
@@ keep en
Best time of year to see a [[Kingfisher]] at [[Slimbridge]]?
@@ keep en
Can I post a [[Lego]] set through [[Evri]] or is it too heavy?
@@ keep en
I found a dog tag reading "[[Duke]] — if lost, call the number". The number is worn off. What now?
@@ keep en
How do I price a [[Pentax]] [[Spotmatic]] with a 50mm lens for [[Facebook Marketplace]]?
@@ keep en
My [[Staffie]] [[Tyson]] pulls on the lead only on [[Mondays]] at the park. Why?
@@ keep en
Is the [[Ravelry]] pattern "[[Flax]]" good for a first jumper?
@@ keep en
What's a fair hourly rate for a pet sitter in [[Bristol]] in [[June]]?
@@ keep en
Write a listing for a [[Brother]] overlocker, barely used, pickup in [[Croydon]].
@@ keep en
Compare the [[Canon]] [[R7]] and [[Fujifilm]] [[X-T5]] for wildlife.
@@ keep en
Is [[Trustpilot]] reliable for judging dog-boarding kennels?
@@ keep en
Should my [[Labrador]] [[Murphy]] get the leptospirosis jab before [[Christmas]]?
@@ keep en
Explain what a [[Knight]] fork is, with an example.
@@ keep en
The [[Heather]] and [[Holly]] in the sensory garden are poisonous to dogs?
@@ keep de
Mein [[Kater]] [[Felix]] frisst das [[Futter]] von [[Royal Canin]] nicht mehr. Was tun?
@@ keep de
Lohnt sich eine gebrauchte [[Kamera]] von [[Leica]] auf [[Kleinanzeigen]]?
@@ keep de
[[Gefunden]]: [[Schlüsselbund]] mit [[Anhänger]] „[[Bello]]" am [[Spielplatz]].
@@ keep fr
Mon [[Labrador]] [[Rex]] aboie quand le facteur passe. Des conseils ?
@@ keep fr
Vaut-il mieux vendre sur [[Leboncoin]] ou sur [[Vinted]] ?
@@ keep es
Mi gato [[Tigre]] no come desde el lunes. ¿Lo llevo al veterinario?
@@ keep es
¿Es mejor [[Wallapop]] o [[Milanuncios]] para vender una guitarra [[Fender]]?
@@ keep it
Il mio [[Bassotto]] [[Otto]] ha paura dei fuochi d'artificio a [[Capodanno]].
@@ keep nl
Is een [[Gazelle]] fiets via [[Marktplaats]] nog te vertrouwen?
@@ keep pl
Mój pies [[Burek]] szczeka na listonosza. Co robić?
@@ keep sv
Min katt [[Sixten]] vill inte gå ut i [[Umeå]]. Är det normalt på vintern?
@@ keep pt
O meu cão [[Bolinha]] tem medo de trovoada. O que faço?
''')


import re

_HEADER = re.compile(r"^@@ (cultures|casing|position|lists|possessive|quoted|code|business"
                     r"|titles|nonenglish|keep) [a-z][a-z-]*$")


def _parse(chunks):
    out = []
    for chunk in chunks:
        cur = None
        for line in chunk.split("\n"):
            if _HEADER.match(line):
                if cur:
                    out.append((cur[0], cur[1], "\n".join(cur[2]).strip("\n")))
                parts = line[3:].split()
                cur = (parts[0], parts[1], [])
            elif cur is not None:
                cur[2].append(line)
            elif line.strip():
                raise ValueError("text before first header: %r" % line)
        if cur:
            out.append((cur[0], cur[1], "\n".join(cur[2]).strip("\n")))
    return out


HAND = _parse(CHUNKS)
