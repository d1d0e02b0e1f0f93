# -*- coding: utf-8 -*-
"""Hand-written records for pii_names_eval_v41 (arts, culture and events).

Written from scratch for this corpus. Markup: <<...>> marks a person-name span,
[[...]] marks a keep item (an ordinary capitalised word or phrase that must survive).
Titles (Dr, Ms, Herr, Daw, Khun...) and the possessive 's are outside the spans.
Each entry: (slice, lang, text).
"""

HAND = []


def H(slice_, lang, text):
    HAND.append((slice_, lang, text))


# =================================================================== cultures
C = lambda t: H("cultures", "en", t)  # noqa: E731

C("Is it rude to write 'Ms <<Sigurðardóttir>>' in the festival emails? Her colleague <<Einar>> says Icelanders just use first names, so it should be '<<Guðrún>>'.")
C("The donor card reads <<Abdullah bin Saeed bin Khalifa Al-Mazrouei>>. How much of that should go on the gallery wall?")
C("Our Tamil choir leader signs as <<R. Lakshmi>> but the bank wants her full name, <<Lakshmi Ramasamy>>. Which one goes on the fee contract?")
C("Please put the bride's full name on the menu cards: <<María de los Ángeles Fernández de la Torre>>. Is it too long for one line?")
C("For the visa support letter for the Brazilian band: <<João Pedro Nascimento de Araújo Filho>>, percussion, and <<Thaís Moura>>, vocals.")
C("Our Korean guest artist writes her name <<Park Ji-woo>> in the contract, <<Jiwoo Park>> on [[Instagram]] and <<박지우>> on the poster. Will the insurer treat these as the same person?")
C("The Hong Kong crew list says <<Kelvin Chan Ka-lok>>. Should the end credits say '<<Kelvin Chan>>' or '<<Chan Ka-lok>>'?")
C("Hungarian programme: conductor <<Kovácsné Nagy Éva>>, piano <<Szabó Bence>>. In the English edition should I flip the name order?")
C("The weaving collective is led by Daw <<Khin Mar Aye>>; her son U <<Zaw Win Tun>> handles the shipping. How should they appear in the catalogue?")
C("The Javanese puppeteer <<Sutrisno>> has only one name. What do I put in the 'surname' field of the ticketing form?")
C("In the Thai dance troupe's list the leader is Khun <<Somchai>> and the costume maker is <<Siriporn Wongsawat>>. Is it odd to write 'Ms <<Wongsawat>>' in the thank-you letter?")
C("The Māori carving is attributed to <<Tāne Te Rangi>> and his niece <<Aroha Ngata>>. Can you check the macrons in the label text?")
C("Our hula teacher spells her name <<Keala Kahananui>> and wants the ʻokina kept in the hālau name on the flyer. How do I type it on a [[Mac]]?")
C("The sean-nós singer is <<Siobhán Ní Bhriain>> and her brother is <<Cathal Ó Briain>>. Why are the surnames different? I don't want to 'correct' it wrongly.")
C("Gaelic choir programme: <<Catriona NicDhòmhnaill>> and <<Ruairidh MacDhòmhnaill>>, siblings, singing a waulking song.")
C("The harp maker signs his work <<Rhodri ap Iwan>>; his daughter signs <<Cerys ferch Rhodri>>. Should the shop list them under A and F?")
C("Sikh wedding place cards: groom <<Gurpreet Singh Sandhu>>, bride <<Harpreet Kaur Gill>>. Should we keep Singh and Kaur on the cards or is that redundant?")
C("The batik artist is <<Nurul Aina binti Ismail>>. Is 'Ms <<Ismail>>' correct, or should I use Puan <<Nurul Aina>>?")
C("Somali poetry night: the readers are <<Hodan Abdi Warsame>> and <<Liban Farah Jama>>. Which part is the surname for the booking system?")
C("The coffee ceremony is hosted by <<Selamawit Tesfaye>>; her father is <<Tesfaye Abebe>>. So is <<Tesfaye>> her surname or not?")
C("Archive filing question: do I put <<Jan van der Berg>> under V or B? The same box has letters from <<Marloes van 't Hof>> and <<Bram ter Horst>>.")
C("At the start of a sentence it's '<<Van der Berg>> agreed to lend the painting', but mid-sentence it's '<<Anouk van der Berg>>', right?")
C("The Flemish painter <<Griet Van den Bossche>> keeps the capital V even mid-sentence. Should our catalogue respect that?")
C("Violin teacher <<Friederike von der Heyde>>: do I alphabetise her under H or V in the music school directory?")
C("The choreographer is <<Marie-Claire de la Fontaine>>; the French press just call her Mme <<de la Fontaine>>. Which form for the English programme?")
C("Our accompanist's full name is <<Natalya Sergeyevna Orlova>>. The Russian-speaking choir members call her <<Natalya Sergeyevna>>. What should the programme say?")
C("The soprano <<Małgorzata Kamińska>> and her husband <<Paweł Kamiński>> are both in the cast. Why are their surnames spelled differently?")
C("The puppeteers <<Jiří Dvořák>> and <<Markéta Dvořáková>> are married. Does the -ová ending stay on an English poster?")
C("Folk ensemble from Vilnius: <<Rūta Kazlauskienė>>, <<Ieva Kazlauskaitė>> and <<Tomas Kazlauskas>> are one family. Can you explain the three endings for the programme note?")
C("Icon painter <<Dimitra Papadopoulou>>; her brother signs <<Giorgos Papadopoulos>>. Same family?")
C("The calligraphy teacher is <<Ouyang Meilin>>. Is <<Ouyang>> her surname or her given name?")
C("Lacquer artist <<Nguyễn Thị Lan>> appears as <<Lan Nguyen>> in English sources. Which form for the wall label?")
C("The taiko master asked to be credited as <<Tanaka Kenji>>, Japanese order, but the designer printed <<Kenji Tanaka>>. Do we reprint?")
C("The throat singer signs as <<B. Temuulen>>; the B is for his father, <<Batbayar>>. How should the festival list him?")
C("Highlife band leader <<Oluwaseun Adeyemi-Coker>>; his drummer <<Chukwuemeka Okonkwo>> goes by <<Emeka>> on stage. Write the line-up.")
C("<<Kwame Mensah>> was born on a [[Saturday]] and <<Akosua Boateng>> on a [[Sunday]]. Is that where their first names come from?")
C("Our Malagasy guest speaker is <<Andriamanantena Hery>> and the lanyard printer cuts long surnames. Any tips?")
C("Pronunciation guide for the [[MC]], please: the praise singer <<Sibusiso Mkhize>> and the poet <<Siphokazi Gqola>>.")
C("Beadwork by <<Winona Two Bulls>> and <<Lyle Red Cloud>>. The label printer split '<<Two Bulls>>' over two lines; fix the layout.")
C("The weaver <<Darlene Yazzie>> asked us not to post her clan names online. Draft a short privacy note for the exhibition team.")
C("Throat singers <<Siila Kunuk>> and <<Aviaq Qitsualik>> are headlining. Draft a 50-word festival blurb.")
C("Cellist <<Íñigo Martínez Ruiz>> and violinist <<Jordi Puig i Ferrer>>: how do I sort them by surname?")
C("Name badge question: the translator is <<Maria Inês dos Santos Carvalho>>. Which surname goes on the badge?")
C("The airline booked <<Yoandri Valdés Fonseca>> and <<Yokasta Peña Almonte>> under their second surnames. What do we tell the festival travel agent?")
C("The oud player is known everywhere as <<Abu Karim>>, but his passport says <<Ziad Haddad>>. Which do we print on the poster?")
C("Capitalisation check: '<<Wynand du Plessis>> plays first' but '<<Du Plessis>> plays first', yes?")
C("The duduk player is <<Anahit Der Bedrossian>>. Is 'Der' a particle like 'van', or part of the surname?")
C("Beadwork artist <<Parsimei ole Kaelo>>: alphabetise under O or K?")
C("What does 'Ag' mean in the guitarist's name, <<Ibrahim Ag Alhassane>>? I want to get the programme note right.")
C("Story cloth by <<Mai Yer Vang>>; in the US the clan name <<Vang>> comes last, right?")
C("The Balinese gamelan leader is <<I Made Suarta>> and the dancer is <<Ni Luh Putu Ayu Lestari>>. Which part do we use in 'thank you ...'?")
C("Bhutanese mask dancer <<Ugyen Dorji>> has no family name. The visa form insists on one; what do we write?")

# ===================================================================== casing
K = lambda t: H("casing", "en", t)  # noqa: E731

K("can you remind me to call <<olumide adeyemi>> about the steel drums tmrw")
K("URGENT!!! <<HANNELORE KRÜGER>> NEEDS THE KEYS TO THE ORGAN LOFT BEFORE 9")
K("pls add <<jean-françois tremblay>> and <<marie-ève côté>> to the volunteer sheet")
K("THANK YOU <<SIOBHÁN>>!! THE CAKE WAS AMAZING")
K("ok who invited <<dmitry volkov>> to the afterparty lol")
K("RE: INVOICE FROM <<WANJIRU KAMAU>> - WEDDING PHOTOGRAPHY")
K("my sister <<ayşe>> wants to sing at the henna night, is 3 songs too many")
K("NAME: <<GÜNEL HASANOVA>>\nROLE: DANCER\nSIZE: M\nwhat shoe sizes should i order for the rest")
K("hey <<kwabena>> did u get the setlist")
K("<<nguyen thi lan>> is doing the flowers, remind me to pay her tomorrow")
K("CONGRATS TO <<MARIA CRISTINA DELA CRUZ>> ON WINNING THE PARISH BAKE-OFF")
K("is <<tenzin dolma>> coming to the thangka painting class? need numbers by tonight")
K("tell <<o'sullivan>> the piano tuner is running late")
K("<<KRZYSZTOF>> SAYS THE SMOKE MACHINE SET OFF THE FIRE ALARM AGAIN")
K("who is <<priya sharma>>?? she's on the dressing room list but not the cast list")
K("FROM: <<CHUKWUEMEKA OKAFOR>> TO: ALL CREW SUBJECT: LOAD OUT AT 11")
K("can u make a poster: live music by the <<okonkwo>> brothers, free entry")
K("<<björn lindqvist>> and <<linnéa bergström>> r getting married at the old church!!")
K("HAPPY RETIREMENT <<SENTHIL>>! 30 YEARS AT THE CITY LIBRARY")
K("reminder: <<wei zhang>> brings the projector, <<haruka sato>> brings the screen")
K("PLEASE RETURN ALL COSTUMES TO MRS <<OKAFOR>> BY [[FRIDAY]]")
K("did <<abebe>> get paid for the coffee ceremony or not")
K("<<marloes van 't hof>> wants a vegan option at the gala dinner")
K("i think <<ngozi eze>> took the raffle money home for safekeeping?? pls check")
K("ALL CAPS BECAUSE I'M STRESSED: <<TOMÁŠ HORÁK>> HAS THE ONLY COPY OF THE SCORE")
K("lol <<kenji>> fell asleep in the booth during the director's cut screening")
K("attn <<abdirahman>>: the minibus leaves at 7 not 8")
K("<<ANA LUIZA DOS SANTOS>> - PHOTOGRAPHER - 2 DAYS - WHAT'S A FAIR DAY RATE?")
K("cn u translate this for <<giorgi beridze>>, he reads georgian and english but not french")
K("ALL SEATS FOR THE <<McKENZIE>> PARTY ARE IN ROW F")
K("so <<eilidh>> and <<hamish>> are doing the calling at the ceilidh, right?")
K("TO: <<LIEZL VAN DER MERWE>>\nRE: BRIDAL FITTING\nPLEASE CONFIRM [[SATURDAY]] 10AM")
K("dear mr. <<ramírez>>, your tickets are attached. does this sound too casual")
K("thx <<zoë>> for sorting the gallery lights!!")
K("STAGE LEFT: <<ADEBAYO>>, <<FOLASADE>>\nSTAGE RIGHT: <<YEWANDE>>\nturn this into a diagram description")
K("<<yusuf al-harbi>> said the oud strings arrived. tell the shop thanks")
K("QUOTE OF THE NIGHT FROM <<GRÁINNE>>: 'WHO MOVED MY HARP'")

# =================================================================== position
P = lambda t: H("position", "en", t)  # noqa: E731

P("<<Aoife Kavanagh>>")
P("<<Thandeka Ndlovu>>?")
P("Thanks, <<Inês>>")
P("<<Olumide>>: can you check the mic levels before the service?")
P("Best,\n<<Karin Wallin>>\nBox Office Manager")
P("Who is <<Sipho>>")
P("Signed: <<Eleni Georgiou>>, 3 [[March]]")
P("Photo: <<Salote Tupou>> / [[Getty Images]]")
P("\"<<Chiamaka>>!\" she shouted from the balcony. Write the next line of the scene.")
P("<<Lindqvist>>, <<Bergström>> and <<Eklund>> need to be in the photo caption in that order.")
P("Ask <<Tarek>>.")
P("<<Ngata>> - carving; <<Parata>> - weaving; <<Tipene>> - kapa haka. Make this a schedule.")
P("Last question: who painted the backdrop? Answer: <<Rosalind Holloway>>")
P("...and the award for best short film goes to <<Xóchitl Flores Mendoza>>")
P("<<Hamid>>, <<Farid>>, <<Wahid>>: all three on the door please")
P("P.S. <<Bartłomiej>> says hi")
P("Cc: <<Rasmus Nørgaard>>")
P("Yours in music,\n<<Ikaika Kealoha>>")
P("<<Zeynep>>'s here! Can we start the sound check?")
P("Tonight: <<Amaru Quispe>> (charango) + <<Wara Mamani>> (voice)")
P("Proofread this sign-off: 'With gratitude, the family of <<Ikenna Obi>>'")
P("Volunteer needed to cover the cloakroom shift for <<Sunná Somby>>")
P("<<O'Donoghue>> rang.")
P("Can you write a toast for my best friend's wedding? Her name's <<Rutendo>>")
P("— <<Yaw Osei>>, festival director")
P("Interview with a sculptor, part 2. Interviewer: <<Hnin Wai>>")

# ====================================================================== lists
L = lambda t: H("lists", "en", t)  # noqa: E731

L("""CALL SHEET - DAY 4 - "Harbour Lights" (short film)
Unit call 06:30 | Sunrise 06:52 | Location: Pier 3

| Role | Name | Call |
|---|---|---|
| Director | <<Nomvula Dlamini>> | 06:00 |
| 1st AD | <<Rasmus Kjær>> | 06:00 |
| DP | <<Ha-eun Choi>> | 06:15 |
| Gaffer | <<Tevita Fifita>> | 06:15 |
| Sound | <<Ilse Jansen>> | 06:30 |
| HMU | <<Paromita Sengupta>> | 05:45 |

Can you reformat this for [[WhatsApp]]? Tables don't render there.""")
L("""name,section,instrument,years
"<<Mäkinen, Aino>>",strings,violin,4
"<<Okoth, Tom>>",strings,viola,2
"<<Kaur, Navjot>>",winds,flute,7
"<<Reyes, Analyn>>",winds,clarinet,1
"<<Haddad, Rami>>",brass,horn,3
Sort by years descending and make a [[Markdown]] table.""")
L("Bridesmaids: <<Imani Robinson>>, <<Chiara Esposito>>, <<Lærke Møller>> and the bride's sister <<Naa Adjeley Quaye>>. Groomsmen: <<Kaan Arslan>>, <<Hiroshi Kato>>. Flower girl: <<Lupe>>.")
L("Can you alphabetise these lenders for the catalogue: <<van den Broek, Maarten>>; <<Ó Súilleabháin, Pádraig>>; <<de Groot, Femke>>; <<Al-Tamimi, Zainab>>; <<Le Gall, Nolwenn>>.")
L("""- [ ] <<Jasper>>: hire the marquee
- [x] <<Poppy>>: book the ceilidh band
- [ ] <<Callum>> + <<Isla>>: fairy lights
- [ ] Mrs <<Pennington>>: cake
Which tasks are still open?""")
L("Choir seating, front row left to right: <<Chaltu>>, <<Yordanos>>, <<Hiwot Dawit>>, <<Saba Yonas>>; back row: <<Dawit Getachew>>, <<Biniam>>. Draw it as ASCII.")
L("""crew:
  director: <<Ximena Hernández López>>
  producers:
    - <<Kofi Asante>>
    - <<Signe Dalsgaard>>
  editor: <<Daniela Restrepo>>
Convert this [[YAML]] to [[JSON]].""")
L("Judging panel for the piping competition: <<Angus Urquhart>> (chair), <<Morag MacLeod>>, <<Euan Drummond>>. Reserve: <<Kirsty Buchanan>>.")
L("Who's on the float? <<Keisha>>, <<DeShawn>>, <<Latoya Jefferson>>, <<Jamal Coleman>> and <<Tanisha>>'s twins.")
L("Readers for the carol service: 1) a chorister, 2) <<Bethan Pritchard>>, 3) <<Huw Vaughan>>, 4) the churchwarden, <<Gwenllian Pugh>>, 5) the vicar.")
L("Exhibiting: <<Tendai Moyo>> / <<Chipo Mutasa>> / <<Farai Gumbo>> / <<Rumbidzai Makoni>> — all stone sculpture. Write an intro paragraph.")
L("""Seating plan - Table 3 (family of the groom)
<<Rohan Kapoor>>
<<Sunita Kapoor>>
Nani (<<Kamla Verma>>)
<<Arjun Saxena>> & <<Pooja Saxena>>
<<Vikram>> (+1)
Is 6 seats enough?""")
L("Cast (in order of appearance): <<Lerato Mokoena>>, <<Thabo Mofokeng>>, <<Palesa Moloi>>, <<Teboho Sello>>, <<Dineo Tau>>.")
L("band: <<Nii Armah Lamptey>> (guitar) · <<Korkor Addo>> (vocals) · <<Selorm Agbeko>> (drums) · <<Edem>> (bass). Write a 3-line bio for the festival app.")
L("""Pickup list for the airport shuttle, [[Friday]]:
08:10 <<Maeva Tetuanui>>, <<Teva Temauri>>
09:40 <<Hinano>>
11:25 <<Raimana Tehei>>
Can one van do all of it?""")
L("Volunteers by shift — Morning: <<Kirsten>>, <<Søren>>, <<Ida Christensen>>. Afternoon: <<Mikkel Thygesen>>. Evening: nobody yet.")
L("<<Warsame>>, <<Farah>>, <<Jama>>, <<Hirsi>>: these are the four families who catered the community iftar. Write a thank-you.")
L("Please merge the two guest lists: A = <<Élodie Girard>>, <<Thibault Morel>>, <<Capucine Rousseau>>; B = <<Capucine Rousseau>>, <<Loïc Le Bihan>>.")
L("Quartet personnel changes: out <<Zoltán Varga>>, in <<Réka Fekete>>; cello stays <<Gergely Kiss>>; viola stays <<Levente Szőke>>.")
L("References: <<Okafor, N.>>, <<Nwosu, I.>>, & <<Eze, O.>> (2019). Masks of the Mbari houses. Format in [[APA]] 7.")
L("Ushers rota: [[Monday]] <<Mele>> / [[Tuesday]] <<Viliami>> / [[Wednesday]] <<Sione Latu>> / [[Thursday]] off / [[Friday]] <<Losana Havili>>")
L("<<Vytautas>>, <<Mindaugas>>, <<Eglė>>, <<Gintarė>> — are these male or female names? I need to make the costume list.")
L("Team for the mural: lead artist <<Citlali Tecuatl>>, assistants <<Tenoch>> and <<Yaretzi Xochicale>>, plus about ten kids from the youth club.")
L("Pallbearers: <<Ferenc Nagy>>, <<Attila Tóth>>, <<Csaba Horváth>>, <<Bence>> and his cousin <<Levente>>.")
L("""| Lot | Description | Consignor |
|---|---|---|
| 12 | Kente cloth, 1960s | <<Adwoa Ofori>> |
| 13 | Carved stool | estate of <<Kwaku Agyeman>> |
| 14 | Gold weights (set of 9) | <<Yaw Darko>> |
Add an estimate column.""")
L("Speakers at the memorial, in order: his daughter <<Tamar>>, his old bandmate <<Oren Shalev>>, the rabbi, and <<Noa Ben-David>>.")
L("Teachers this term: piano - Ms <<Ito>>; guitar - <<Tavita Leota>>; drums - <<Jalen Banks>>; voice - Mrs. <<Grant>>. Make a timetable grid.")
L("The four new bell ringers are <<Harriet>>, <<Rupert Ashworth>>, <<Toby>> and <<Eleanor Thornton>>. Which bells for beginners?")
L("Finalists: 1. <<Min-ji Kang>> 2. <<Seung-woo Yoon>> 3. <<Shin Yoo-na>> 4. <<Jae-won Cho>>. Write the results tweet.")
L("Sopranos: <<Paninnguaq>>, <<Aaja Lynge>>; altos: <<Naja Kleist>>; tenor: <<Kuupik>>; bass: <<Malik Egede>>.")
L("Dance companies on the bill: Kalimba Youth Dance, Sol y Sombra, and the duo <<Ayelén Catrileo>> & <<Nahuel Painemal>>.")
L("""credits.txt
Written by <<Valentina Ospina>>
Directed by <<Valentina Ospina>> and <<Camilo Arango>>
Music: <<Manuela Vélez>>
Special thanks: Doña <<Luz Marina>>, the <<Arango>> family""")
L("Kids in the nativity play: <<Amelia>>, <<Yusuf>>, <<Chidi>>, <<Sofía>>, <<Wiremu>>, <<Ji-ho>>. Assign six parts: two kings, two shepherds, an angel and a sheep.")
L("""Volunteers (TSV)
<<Arjun Rao>>\tusher\t4h
<<Sravani Reddy>>\tbar\t6h
<<Venkatesh Naidu>>\tparking\t3h
total hours?""")
L("Lineup: <<Aroha>> (opening karakia), <<Wiremu Parata>> (MC), <<Huia Kereama>> & <<Nikau>> (poi), <<Mereana Horomona>> (closing).")
L("Mailing list cleanup — duplicates? <<Bogdan Popescu>>, <<Popescu Bogdan>>, <<B. Popescu>>, <<Ioana Ionescu>>.")
L("The Friends committee: chair <<Olga Sokolova>>, treasurer <<Igor Lebedev>>, secretary <<Ksenia Morozova>>, minutes <<Alexei>>.")
L("Sort by surname: <<Abena Owusu>>, <<Juma Mrisho>>, <<Zawadi Lyimo>>, <<Baraka Temba>>, <<Neema Massawe>>.")
L("<<Ahmad Shah Sultani>>, <<Laila Noori>>, <<Farid Wardak>> — the Afghan music collective. Which one leads the rubab workshop? (I think <<Farid>>.)")

# ================================================================= possessive
S = lambda t: H("possessive", "en", t)  # noqa: E731

S("<<Thomas>>' cello is still in the vestry. Can you write a note for the verger?")
S("<<Agnes>>’ bouquet needs more eucalyptus; text the florist.")
S("Help me shorten <<Dolores Camacho>>'s speech for the fiesta.")
S("<<Jesús>>' guitar solo went on too long. How do I say that nicely?")
S("The <<Nakamuras>>' anniversary party is in the small hall. Write the booking confirmation.")
S("Is the <<Okafors>>' table by the dance floor or by the window?")
S("<<Kwabena>> and <<Efua>>'s wedding photos are ready. Draft the delivery email.")
S("Where's <<Nikos>>'s bouzouki case? He left it after rehearsal.")
S("I used <<Ingrid Haugen>>’s photo without credit. How do I apologise?")
S("<<Aleksandar>>'s and <<Jelena>>'s parts overlap in bar 40. Suggest a fix.")
S("We're recreating <<Ruiz>>'s 1970s poster design. Is that a copyright issue?")
S("<<Marcus>>' and <<Alexis>>' mics are swapped on the desk.")
S("Put <<Oksana Melnyk>>’s embroidery in case 3 and <<Halyna>>’s in case 4.")
S("<<Mariam Beridze>>'s polyphonic choir is performing; write a 2-line intro.")
S("All of <<Andrés Felipe>>'s photos came out blurry. Any way to rescue them in [[Lightroom]]?")
S("My late grandfather <<Abdurehim Tohti>>'s rawap needs restringing; who can do it?")
S("The <<Kowalskis>>' cabaret night raised €900. Write a thank-you post.")
S("<<Moses>>' violin has a crack in the top plate.")
S("<<Sakura>>’s kimono was lent for the exhibition; draft the condition report intro.")
S("<<Xavier>>'s and <<Lourdes D'Souza>>'s names are misspelled in the order of service.")
S("Check <<Hemi Tipene>>'s bio: does it sound too formal?")
S("<<Lakshmi>>'s recital starts at six, so the doors open at half five.")
S("Whose idea was the silent disco? <<Brandon>>’s.")
S("Is it <<Tamsin>>'s or <<Kerensa>>'s turn to make tea at choir?")
S("For the programme, is it <<Ioannis>>' or <<Ioannis>>'s solo?")
S("Add <<Huỳnh Minh Khoa>>'s paintings to the insurance schedule at 2,000 each.")
S("<<Ama Asante>>'s kente strip loom arrives [[Tuesday]].")
S("Hold <<Shirin Rahimi>>'s seat; she's running late from the airport.")
S("The <<Tremblays>>’ cabin is where the artist retreat will be. Draft directions.")
S("<<Guadalupe>>'s mole recipe is going in the festival cookbook — how should we credit her?")
S("The conductor loved <<Chaska Condori>>'s quena solo. Write her a note.")
S("Remove <<Brett Hendry>>'s old email from the volunteer database, per his request.")

# ===================================================================== quoted
Q = lambda t: H("quoted", "en", t)  # noqa: E731

Q("""Can you help me reply? Here's the thread:

> On Tue 4 Jun, <<Olga Kuznetsova>> wrote:
> > Dear all, the ballet school recital is on the 22nd.
> > Costumes must be collected by the 15th.
> Thanks <<Olga>>, can we collect on the 16th instead? - <<Sanne>>

I'm <<Sanne>>'s mum and want to say the 16th works for us too.""")
Q("""From: <<Bongani Khumalo>>
Sent: [[Thursday]] 09:14
To: Gallery Bookings
Subject: School visit

Hi, I'd like to bring 28 learners on the 12th. Is there a guided tour? Thanks, <<Bongani>>

Draft a reply offering 10:00 or 13:00.""")
Q("""[21:03] <<cherry_mae>>: guys the lechon is in the van
[21:04] <<jhon.mark>>: which van
[21:04] <<cherry_mae>>: the white one!!!
[21:05] <<Rey>>: copy
Summarise for the catering lead.""")
Q("group chat flattened: <<Tariro>>: who has the mbira? <<Farai>>: me <<Tariro>>: bring it to the hall at 5 <<Nyasha>>: I'll bring snacks <<Farai>>: 👍 — turn this into a to-do list")
Q("""Transcript (oral history project, tape 7)
INTERVIEWER: When did you start singing in the choir?
<<ERZSÉBET BÁLINT>>: In 1962. My aunt <<Katalin>> took me along.
INTERVIEWER: And the choir master?
<<ERZSÉBET BÁLINT>>: Mr <<Fekete>>. Very strict, but kind.
Clean up the transcript and add timestamps placeholders.""")
Q("""Hi <<Lucy>>,

Lovely to meet you at the craft fair! As promised, here are the details of the weaving course.

Warmly,
<<Hilda Kaupa>>

> Hi <<Hilda>>, do you still have places on the weaving course? <<Lucy Tamarua>>

Can you make this reply shorter?""")
Q("Is this phishing? 'Dear Artist, I am <<Prince Flomo>>, curator at an international gallery. To exhibit your work, pay the $300 hanging fee to our agent <<Comfort Kollie>>.'")
Q("My aunt forwarded this: \"Message from Pastor <<Varney>>: choir practice cancelled due to the storm, stay safe.\" Is it real? The number isn't saved.")
Q("""--- Original Message ---
From: "<<Reto Ammann>>"
Subject: Alphorn for the wedding

Grüezi, yes the alphorn trio is available on the 9th. Fee CHF 900 incl. travel.

--- Reply ---
Thanks <<Reto>>, is that per hour or total?

Was my reply clear enough?""")
Q("<<Darlene>> wrote in the comments: 'My late husband <<Delbert Tsosie>> is in the 1978 rodeo photo, third from left.' How should we update the caption?")
Q("Voicemail: \"Hi it's <<Naomi>> from the [[Darwin]] festival office, calling for <<Djalu>> about the didgeridoo workshop. Call me back.\" Summarise it.")
Q("""WhatsApp export
[12/03/2024, 19:01] <<Mehak Bhat>>: wazwan order confirmed for 120
[12/03/2024, 19:03] <<Irfan>>: what about the veg guests
[12/03/2024, 19:04] <<Mehak Bhat>>: <<Nighat>> aunty is making those
[12/03/2024, 19:10] <<Showkat Lone>>: 👍
Who is cooking what?""")
Q("""> Dear Ms <<Kealoha>>,
> We regret that the lei-making workshop is full.
Write a reply from me asking to be on the waiting list. Sign it <<Noelani>>.""")
Q("Reply to <<Florencio>> in Ilocano-flavoured English: 'Manong <<Florencio>>, thank you for the bamboo for the stage.' Make it warm.")
Q("""Podcast intro transcript:
HOST 1 (<<Zarina>>): welcome to Backstage Bukhara!
HOST 2 (<<Sherzod>>): today we're talking to a puppet maker.
Tidy this up into show notes.""")
Q("From the guestbook: 'Wonderful exhibition, my grandmother <<Ruqaya>> is in photo 14! — <<Haider Al-Saadi>>'. Should we reply publicly?")
Q("Can you reply to this Instagram DM? \"hi!! is <<jinky>> still doing the henna at the fiesta? - <<angelica>>\"")
Q("""> From: <<Aigerim Nurlanova>>
> The dombra ensemble needs four chairs without arms.
> Also, <<Yerlan>> will bring his own stand.
Draft a reply confirming the chairs.""")
Q("""Subject: Re: Re: Fwd: sound check times
> > Band A 16:00, Band B 16:45
> Can we swap? <<Oriana>> has a flight.
OK by us. - <<Yorman>>, Band B
Who is playing when now?""")
Q("Text from my cousin: 'tell Tía <<Marisol>> the mariachis are here.' What's a polite way to say 'mariachis are here, come outside' in Spanish?")
Q("""From the comments under our event post:
@<<keoni.kahale>>: will there be parking?
@<<mahina_keawe>>: is it kid friendly?
Write one reply answering both.""")
Q("Hi <<Sindre>>, thanks for the hardanger fiddle demo! Could you send the invoice to the school office? — <<Solveig>>. Can you make this sound more professional?")
Q("""Dear Dr <<Kapanadze>>,

Thank you for your lecture on Georgian polyphony.

Kind regards,
<<Nino Gelashvili>>
Volunteer, Tbilisi Friends Society

Is 'Dr' correct here, or should it be 'Professor'?""")
Q("My mum's text: 'Your uncle <<Rafiqul>> says the henna night moved to Friday, tell <<Nusrat>>.' Reply for me: ok, will do.") 
Q("""[10:02] stage_mgr: places in 5
[10:02] <<tumelo.mokhothu>>: ok
[10:03] <<palesa_m>>: wardrobe malfunction, need 2 min
[10:04] stage_mgr: copy <<Palesa>>
Make this into an incident log entry.""")
Q("She wrote: 'Thank you, Auntie <<Comfort>>, for the beautiful kente.' Should 'Auntie' be capitalised?")
Q("""Forwarded:
> The photographer <<Yasiel Rivero>> says the RAW files are too big to email.
> He suggests a shared folder.
Which service should we use for 40GB?""")
Q("\"I'll be late — stuck behind a tractor. Start the warm-up without me. <<Morwenna>>\" Reply telling her we've started.")
Q("Email header to decode:\nFrom: <<Kaikhushru Daruwala>> via Parsi Arts List\nReply-To: list admin\nWho actually sent this?")
Q("""Chat log from the lighting desk:
<<Jesper>>: cue 14 is late
<<Kasper>>: that's on <<Jesper>> lol
<<Frederik>>: can we focus please
Write a neutral summary for the production manager.""")
Q("Someone left this on the gallery answerphone: 'It's <<Natasha Mwamba>>, the one who bought the chitenge painting. It's arrived damaged.' How should we respond?")
Q("Is this a fake account? It says 'Official page of <<Musu Tarpeh>>, gospel singer', but the real one has a blue tick.")
Q("""> What time do we need to be at the church?
> <<Tadala>>
1pm for photos, 2pm service. Can you make this reply friendlier, and add that <<Chikondi>> will meet her at the gate?""")
Q("The note under the door says: 'Sorry about the noise from the band practice — <<Limbani>>, flat 4'. Draft a friendly reply.")
Q("""Forum post to summarise:
'<<Ulluriaq>> here. My grandmother taught throat singing in Igloolik. Does anyone have recordings of her with <<Qaunaq Nungaq>>?'""")
Q("""Email to translate into French:
Hi <<Rozenn>>, the Breton dance workshop is moved to the big hall. See you there! <<Goulven>>""")
Q("Caption for the newspaper photo: 'Left to right: <<Sophea Chea>>, <<Vannak Sok>> and the young dancers of the Apsara class.' Is the order correct if <<Vannak>> is on the left?")
Q("""Minutes, parish council, item 4:
Cllr <<Chenoweth>> asked about the [[May Day]] parade route. Cllr <<Pascoe>> replied that the road closure is approved.
Make this sound more formal.""")
Q("\"Hey it's <<Yerutí>>, can I bring my harp tomorrow or is there one at the venue?\" — reply: there's no harp, please bring yours.")
Q("I got a LinkedIn message: 'Hello, I'm <<Chinonso Nnadi>>, producer at a Nollywood studio, and we'd like to option your play.' How do I check it's legit?")
Q("""From: festival-noreply
Body: Your volunteer coordinator is <<Tanis Cardinal>>. Your shift lead is <<Norval Badger>>.
Who do I ask about swapping shifts?""")
Q("""Subtitle check, lines 211-213:
211 Where is <<Esperança>>?
212 She went to the market with <<Bento>>.
213 <<Esperança>>! Come home!
Are these within 42 characters per line?""")
Q("Chat with the DJ, one line: me: can you play something for <<Oumou>>'s birthday? DJ <<Moussa Ndiaye>>: sure, what does she like? me: Afrobeats and old mbalax")
Q("""Dear friends of the archive,
It is with sadness that we announce the death of <<Kristoffer Cabahug>>, volunteer since 1998.
A memorial will be held on [[Saturday]].
Please help me finish this.""")
Q("Thank-you note draft: 'Dear <<Ayaba>> and <<Codjo>>, thank you for the drums and the dancing!' Make it more personal.")
Q("\"The raffle was drawn by <<Maruli Siregar>>; winners are <<Lamtiur>> and <<Binsar Hutapea>>.\" Write a post for the community page.")
Q("""Re: choir robes
> Can someone take the robes to the cleaners?
I can, if <<Annika>> gives me the key. - <<Pelle>>
> Thanks <<Pelle>>!
Summarise who does what.""")
Q("Review on our gallery page: '★★★★★ Guided by <<Mihkkal>>, who knew everything about duodji. Ask for him!' How do we reply?")
Q("Can you turn this speech opening into something less stiff? 'Ladies and gentlemen, I'd like to thank <<Ogima Kingbird>> for the opening prayer.'")
Q("""Hey team,
<<Fabienne>> can't make the kompa night on [[Saturday]], so <<Widmarc>> will take the door.
Thanks, <<Guerline>>
Make this a shift-change notice.""")
Q("Voicemail: 'Hi, it's <<Selbé Diouf>> from the sabar troupe, the drums are tuned, we're ready.' Write a text back.")
Q("Please answer this review: \"The usher, I think her name was <<Tegan>>, was so kind to my dad.\"")

# ======================================================================= code
D = lambda t: H("code", "en", t)  # noqa: E731

D("""# TODO(<<sanne.visser>>): the seating export breaks on names with 'van der'
def export_seats(rows):
    ...
How would you fix this?""")
D("""commit 9a1e7f0
Author: <<Mikko Korhonen>> <mk@example.invalid>
Date:   Thu Mar 7 14:02:11 2024 +0200

    Fix concert calendar timezone bug

    Co-authored-by: <<Päivi Lehtonen>> <pl@example.invalid>
    Signed-off-by: <<Mikko Korhonen>> <mk@example.invalid>

Write a changelog line for this.""")
D("""{
  "event": "Summer Gala",
  "host": "<<Nomsa Xaba>>",
  "performers": ["<<Lwando Njobe>>", "<<Ayanda Mqhayi>>"],
  "venue": "[[Baxter Theatre]]"
}
Validate this JSON and add a date field.""")
D("""-- seed data for the choir app
INSERT INTO members (first_name, last_name, voice) VALUES
  ('<<Sina>>', '<<Faleolo>>', 'alto'),
  ('<<Ioane>>', '<<Tuilagi>>', 'bass');
Why does the unique constraint fail when I run it twice?""")
D("""// FIXME(<<dkobayashi>>): ticket QR codes are generated twice
const qr = makeQr(order.id);
const qr2 = makeQr(order.id);
Explain the bug.""")
D("""/**
 * @author <<Rodríguez, Yusimí>>
 * @reviewer <<Y. Cárdenas>>
 * Builds the festival timetable grid.
 */
Convert this to a Python docstring.""")
D("""2024-05-18 22:41:07 WARN  [checkin] badge reprint requested by <<nkosinathi.ncube>> for attendee "<<Sithembile Dube>>"
2024-05-18 22:41:09 INFO  [checkin] badge printed
What do these logs tell me?""")
D("""auction.yml
lots:
  - id: 207
    title: "Brass hand bell"
    consignor: "<<Ġużeppi Borg>>"
  - id: 208
    title: "Lace tablecloth"
    consignor: "<<Marija Farrugia>>"
Add a reserve price field to each.""")
D("""$ git log --format='%an' | sort | uniq -c
     31 <<Ashwini Kulkarni>>
     12 <<Omkar Deshpande>>
      4 dependabot[bot]
What does this command show?""")
D("""# config/settings.py
ADMINS = [("<<Fatoumata Touray>>", "admin@example.invalid")]
ARCHIVE_OWNER = "<<lamin.ceesay>>"
Is it safe to commit this?""")
D("""<!-- TODO <<hgoh>>: replace stock photo with the real choir photo -->
<img src="choir.jpg" alt="Choir">
How do I write better alt text?""")
D("""Why does this Python fail?
name = '<<Aoife O'Donoghue>>'
SyntaxError: unterminated string literal""")
D("""PR #48 "Add Welsh translations to the ticket page"
@<<gethin-pugh>> requested changes
@<<angharad_b>> approved
What does requested changes mean?""")
D("""import csv
# data from <<Wiebe Hoekstra>>'s spreadsheet, do not share
rows = list(csv.reader(open("donors.csv")))
Rewrite this with a context manager.""")
D("""Dockerfile:
LABEL org.opencontainers.image.authors="<<Tsz-hin Leung>>"
Why does [[Docker]] warn about MAINTAINER but not this?""")
D("""@pytest.mark.parametrize("name,expected", [
    ("<<Jean-Baptiste Lefèvre>>", "<<J.-B. Lefèvre>>"),
    ("<<Ana Luiza Moura>>", "<<A. L. Moura>>"),
])
def test_initials(name, expected): ...
Implement the initials function.""")
D("""crontab: 0 3 * * * /home/<<rbhattarai>>/scripts/backup_archive.sh
Will this run on the server's timezone?""")
D("""Error: permission denied for user "<<tiyamike_banda>>" on table exhibitions
How do I grant SELECT in [[Postgres]]?""")
D("""# TODO(<<ayelen.catrileo>>): translate festival FAQ to Mapudungun
# TODO(<<nahuel>>): check ñ in the PDF export
How do I find all TODOs with grep?""")
D("""Co-authored-by: <<Wambui Ngugi>> <126@users.noreply.github.com>
How do I add this to a commit I already made?""")
D("""events.json
[{"title": "Sound bath", "teacher": "<<Tenzin Norbu>>", "day": "[[Sunday]]"},
 {"title": "Thangka class", "teacher": "<<Pema Lhamo>>", "day": "[[Wednesday]]"}]
Sort by day of week.""")
D("""# owner: <<haugen_ingrid>>
# last edited: 2023-02-01
[printer]
model = label-5000
Is the comment format valid INI?""")
D("""SELECT * FROM bookings WHERE client_name LIKE '%<<Sinyati>>%';
Why is this slow on a big table?""")
D("""// quick hack by <<Djamel Benali>>, sorry
setTimeout(refreshSeats, 500)
Is there a better way?""")
D("""const credits = {
  director: "<<Aqqaluk Lynge>>",
  sound: "<<Ivalu Motzfeldt>>",
};
Add TypeScript types.""")
D("""[bot] reminder sent to @<<soren.moller>> for "return the projector"
[bot] reminder sent to @<<mette>> for "book the harpist"
How do I make the bot DM instead of post?""")
D("""Signed-off-by: <<Tjitske Postma>> <tp@example.invalid>
Signed-off-by: <<Douwe Zijlstra>> <dz@example.invalid>
Does the order of these lines matter?""")
D("""Traceback (most recent call last):
  File "/Users/<<amaru>>/festival/app.py", line 12, in <module>
KeyError: 'venue'
What's wrong?""")
D("""# Maintainer: <<Eirik Solberg>>
pkgname=choir-rota
Is this PKGBUILD header right?""")
D("""git blame says line 88 was <<Kalolaine Taufa>> in 2021: `price = price * 1.15  # GST`. Is 15% still right for [[New Zealand]]?""")
D("""members:
  - {name: <<Fetu Leota>>, part: soprano}
  - {name: <<Pita Sapolu>>, part: tenor}
Is this valid YAML flow style?""")
D("""/* Thanks to <<Hanitra Rasoanaivo>> for the valiha samples (CC BY 4.0) */
How should I credit samples in a web audio app?""")
D("""UPDATE artists SET bio = NULL WHERE name = '<<Yaretzi Cuautle>>';
Oops, I ran this without a transaction. Can I undo it?""")
D("""<?php // author: <<Wiremu>> ?>
<h1>Kapa haka festival</h1>
Convert this to a [[Jinja]] template.""")
D("""README.md
## Contributors
- <<Ewaen Iyamu>> (@<<ewaen>>)
- <<Osagie Omoregie>> (@<<osagie-o>>)
Generate this list automatically from git.""")
D("""Exception in thread "main" java.lang.IllegalArgumentException: Unknown performer: <<Mbagnick Ndour>>
Where should I look?""")
D("""const seat = seats.find(s => s.guest === "<<Thierno Sow>>");
Why is seat undefined even though the name is in the list?""")
D("""kubectl logs ticketing-7f9c | grep <<jkowalska>>
Returns nothing even though she logged in. Why?""")
D("""# TODO(<<obiageli>>): the donation form rejects names with apostrophes like <<Ng'andu>>
Write a regex that allows letters, spaces, hyphens and apostrophes.""")
D("""# pre-commit hook by <<Jaco Botha>> - rejects commits with trailing whitespace
Explain what this hook does in plain English for the volunteers.""")
D("""[user]
    name = <<Linnéa Sjöberg>>
    email = dev@example.invalid
Is my .gitconfig correct?""")
D("""# fixtures.py
GUESTS = ["<<Kamau>>", "<<Wanjiru Mwangi>>", "<<Njoroge Kariuki>>"]
Make the fixture use [[Faker]] instead.""")
D("""2024-11-02 18:00:01 ERROR mailer: bounced newsletter for subscriber_name="<<Tahmina Haque>>" (mailbox full)
Should we remove her from the list automatically?""")
D("""df.head():
   name               role      fee
0  <<Mateja Horvat>>   soprano   400
1  <<Luka Babić>>     baritone  400
How do I sum the fee column in [[Pandas]]?""")
D("""# reviewed by <<A. Mehta>> and <<C. Parikh>>, 2024-01-09
Is this comment format okay for our style guide?""")
D("""issue #77: "Ticket page shows '<<Nuno Gonçalves>>' as '<<Nuno GonÃ§alves>>'" — what's the encoding bug?""")
D("""robots.txt
# contact: <<Bilqis Al-Aghbari>>
User-agent: *
Disallow: /archive/private/
Is the comment allowed?""")
D("""fetch('/api/rsvp', {method: 'POST', body: JSON.stringify({guest: '<<Yoo-na Han>>', plusOne: true})})
Why does the server get an empty body?""")
D("""@<<priya-s>> can you rebase onto main? cc @<<rohan_k>>
How do I do that without losing my commits?""")
D("""vars.tf
variable "owner" { default = "<<tatenda.chikwanha>>" }
Should owner tags be personal names?""")
D("""# NOTE(<<Kiptanui>>): the race-day photo uploader times out above 20MB
What's a good way to resize images before upload?""")
D("""# TODO(<<guzman.r>>): confirm the mariachi set length with <<Ramón Guzmán>>
Should TODO handles match real names?""")
D("""ical export:
ORGANIZER;CN=<<Beatriz Sousa>>:mailto:events@example.invalid
SUMMARY:Fado night
Why does [[Outlook]] show the organizer as unknown?""")

# ==================================================================== business
B = lambda t: H("business", "en", t)  # noqa: E731

B("""INVOICE 0419
From: <<Ebrima Sanneh>> Photography
To: Banjul Arts Festival
Item: event coverage 2 days @ 4,500 GMD
Total: 9,000 GMD
Is the layout okay? Should I add bank details?""")
B("Draft a simple model release for the portrait series. Model: <<Aizada Asanova>>. Photographer: <<Chyngyz Sadyrov>>. Usage: exhibition and catalogue only.")
B("Payment request: please pay <<Rosmawati Nainggolan>> IDR 2,500,000 for the ulos weaving demonstration. Write the memo for finance.")
B("The consignment contract says the seller is '<<Giommaria Pinna>>, heir of <<Efisio Pinna>>'. Who should sign?")
B("Write a reference letter for <<Tiare Maamau>>, who volunteered as a gallery guide for two years.")
B("""Quote #Q-2291
Client: <<Kelechi Igwe>> & <<Adaeze Igwe>>
Event: traditional wedding (igba nkwu), 300 guests
Items: canopy, 30 tables, sound system, [[MC]]
Add 7.5% [[VAT]] and a total line.""")
B("The insurance claim for the damaged cello lists the owner as <<Hye-jin Kim>>, but the policy is in her mother's name, <<Kim Soo-ah>>. Will the insurer pay?")
B("""Artist fee schedule (festival)
- <<Koceila Ait Ali>>, mandole: €600
- <<Tafsut Amrouche>>, vocals: €600
- <<Idir>>, percussion: €450
Total?""")
B("Can you check this rental agreement clause: 'The hirer, <<Marcelina Huaraca>>, accepts responsibility for the costumes until returned.'")
B("Write a thank-you letter for a bequest of £25,000 from the estate of the late <<Rosalind Blackwood>> to the library.")
B("Grant application: project lead <<Ngaio Te Huia>>, partner organisation Te Whare Toi. Write the 'team' section in 100 words.")
B("""Payslip query
Name: <<Nkosinathi Sibanda>>
Role: stagehand (casual)
Hours claimed: 42, paid: 36
Draft a polite query to payroll.""")
B("Auction settlement: lot 55 sold for $4,200; buyer's premium 25%; seller <<Jamshed Wadia>>. What does the seller receive after 10% commission?")
B("NDA for the film crew: the producer <<Kamila Yusupova>> wants it signed before the script is shared. Is a one-page NDA enough?")
B("Please draft a photography licence: licensor <<Ivalu Heilmann>>, licensee the tourism board, 2 years, web only.")
B("Expense report: <<Tsering Wangdu>>, prayer-flag installation materials, ₹8,450, receipts attached. Approve or query?")
B("The venue invoice is addressed to Ms <<Valentina Londoño>> but she paid with her company card. Which name goes on the receipt?")
B("Write a sponsorship agreement summary: sponsor [[Heineken]], event contact <<Thijs Mulder>>, 3 banners and a bar.")
B("Refund policy question: <<Siosaia Vaipulu>> bought 6 tickets for the cancelled tongan choir night. Full refund or credit?")
B("""Transfer instruction
Beneficiary: <<Sokha Heng>>
Bank: ACLEDA
Purpose: apsara costume repair
Amount: USD 380
Is 'apsara costume repair' enough as a reference?""")
B("Commission agreement for a mural: artist <<Kahurangi Parata>>, 6m x 3m wall, fee NZ$7,000, 50% upfront. Draft the key terms.")
B("Loan form: lender <<Felipa Chambi>>; object: aguayo textile, c.1950; insured value Bs 3,000. What else do we need?")
B("Wedding planner contract: the couple are <<Bukola Bankole>> and <<Kayode Ogunleye>>. What cancellation clause is fair?")
B("Our bookkeeper <<Anjana Karki>> asks whether donations in kind (a piano) go on the balance sheet.")
B("Letter of engagement for <<Lautaro Millapán>> as a guest lecturer on Mapuche silverwork. Fee CLP 350,000.")
B("Royalty split: <<Mpho Letsie>> 50%, <<Katleho Makhetha>> 30%, producer 20%. Write it as a split sheet.")
B("The freelance editor <<Taimi Shivute>> wants a late-payment fee in her contract. What's typical?")
B("""Purchase order 7781
Vendor: <<Jemal Orazowa>> Carpets
Item: 2 hand-knotted rugs for the lobby
Please check the PO for missing fields.""")
B("Tax form question: our visiting calligrapher <<Wang Xiuying>> is paid from a [[US]] account. Do we need a 1042-S?")
B("Invoice dispute: <<Rohit Kumar>> charged for 5 hours of DJ time but played 4. How do we raise it?")
B("Write an acknowledgement for the gift of 200 books from <<Parvaiz Dar>> to the community library.")
B("Volunteer agreement for <<Cheyenne Iron Shell>>, front-of-house, unpaid, 6 hours a week.")
B("""Receipt
Received from: <<Gianmarco Salazar>>
For: 2 x season tickets
Amount: S/ 480
Make it look more official.""")
B("Check the maths on <<Ndeye Fall>>'s catering invoice: 150 guests x 8,500 CFA = ?")
B("Contract clause: 'The Photographer (<<Yui Ogawa>>) retains copyright; the Client may use images for personal purposes only.' Is that standard?")
B("Termination letter to the caterer <<Stoyan Georgiev>> after the food poisoning at the gala. Firm but fair.")

# ===================================================================== titles
T = lambda t: H("titles", "en", t)  # noqa: E731

T("Could you write to Dr. <<Adaeze Nwachukwu>> asking if the museum can borrow her Igbo ukara cloth?")
T("Prof. <<Zurab Lomidze>> is giving the pre-concert talk. How do I introduce a professor at a folk concert?")
T("Herr <<Zimmermann>> from the cultural office wants to see the fire certificate.")
T("Frau Dr. <<Becker>> is the new museum director. Is 'Frau Dr.' right in an English letter?")
T("Señora <<Villarreal>> booked the mariachi band for her quinceañera party. Write the confirmation.")
T("Madame <<Rousseau>> and Monsieur <<Girard>> will both judge the ballet competition.")
T("Mrs <<Whitfield>> donated the silver; Mr <<Fairweather>> donated the frames. Thank-you letters please.")
T("Father <<Agnelo Furtado>> will bless the new organ. What's the etiquette for the reception?")
T("Sister <<Perpetua>> is retiring after 40 years running the convent choir. Ideas for a gift?")
T("Rabbi <<Friedman>> asked whether the klezmer band can play during the meal.")
T("Imam <<Al-Busaidi>> will open the exhibition of Qur'an manuscripts. Write the running order.")
T("Daw <<Thida Win>> and U <<Htet Naing>> are the lenders of the lacquerware. How should their names appear on labels?")
T("Khun <<Kanokwan>> will lead the Thai dance workshop. Do I use Khun in English emails?")
T("Please ask <<Tanaka>>-san to bring the koto picks.")
T("Maestro <<Marchetti>> wants 10 more minutes of rehearsal; the union rules say no. How do I tell him?")
T("Dame <<Imogen Ashworth>> has agreed to be patron of the youth theatre.")
T("Sir <<Hugo Pennington>> will present the prizes. On the place card, should it be 'Sir <<Hugo>>'?")
T("Pandit <<Murli Advani>> will play tabla; Ustad <<Gul>> will play sarangi. Order them on the poster.")
T("The Hon. <<Chaminda Senanayake>>, Minister of Culture, will open the festival. How do I address him in the welcome speech?")
T("Chief <<Osagie Igbinedion>> is the royal patron of the Edo bronze exhibition. Is 'Chief' used in the English invitation?")
T("Alhaji <<Sani Bello>> and Hajiya <<Hadiza Bello>> are hosting the Durbar reception. Write the invitation.")
T("Mx. <<Rowan Blackwood>> prefers they/them; please fix the programme bio.")
T("Rev. Canon <<Bethan Prosser>> will preach at the choir festival evensong.")
T("Cantor <<Shmuel Horowitz>> will sing Kol Nidre; the choir joins for the response.")
T("Pastor <<Kemar Hylton>> asked for two extra mics for the gospel choir.")
T("Councillor <<Margus Tamm>> will unveil the plaque at the song festival grounds.")
T("Capt. <<Nuka Kilabuk>> will bring the choir by boat. Do we need a landing permit?")
T("Mrs. <<Adeyemi>>, Mr. <<Adeyemi>> and their daughter <<Yewande>> are on table 2.")
T("Dr <<Malik>> (the surgeon, not the other Dr <<Malik>>) is sponsoring the qawwali night.")
T("Sensei <<Watanabe>> is giving the ikebana demonstration at 3.")
T("Professor Emeritus <<Ilmari Heikkilä>> will conduct the kantele ensemble.")
T("Señor <<Cuauhtémoc Garza>> and Doña <<Guadalupe Flores>> are the godparents. How are they introduced at the mass?")
T("Lady <<Fairweather>>'s portrait is being restored. Write a progress update for the trustees.")
T("Monsignor <<Reynaldo Bautista>> will celebrate the Simbang Gabi mass.")
T("Brother <<Cajetan>> runs the monastery bookshop; he asked for a card reader quote.")
T("Elder <<Tavita Aumua>> will give the blessing in Samoan. How long is typical?")
T("The invitation says 'H.E. <<Abdulla Waheed>>, Ambassador'. What does H.E. stand for?")
T("Madam <<Nafisa>> (the henna artist) needs a table near a power socket.")
T("Bapak <<Hotman Sitompul>> and Ibu <<Tiurma>> will lead the tortor dance. How do I write this in English?")
T("Nana <<Akosua Agyeman>>, queen mother, will attend the kente exhibition. What is the protocol?")
T("Mama <<Neema>> runs the tea stall at every concert; she deserves a thank-you in the programme.")
T("Coach <<Hunter Caldwell>>'s marching band needs the field from 6.")

# ================================================================ non-English
N = lambda lang, t: H("nonenglish", lang, t)  # noqa: E731

# Polish (inflected)
N("pl", "Czy możesz napisać maila do <<Agnieszki Wiśniewskiej>> z podziękowaniem za zdjęcia ze ślubu?")
N("pl", "Rozmawiałam wczoraj z <<Tomaszem Grabowskim>> o koncercie w [[Filharmonii]]. Jak mu podziękować?")
N("pl", "Przekaż <<Małgorzacie>>, że próba chóru jest w czwartek o 18.")
N("pl", "Bilety odbiera pani <<Zofia Dąbrowska>> w kasie teatru. Napisz krótką informację.")
N("pl", "Wystawę przygotował <<Jakub Zieliński>> razem z <<Wiktorią Lewandowską>>. Napisz tekst do katalogu.")
N("pl", "Nie mogę się dodzwonić do <<Pawła>>. Napisz SMS, że zespół gra o 20.")
# Czech
N("cs", "Poděkuj prosím <<Janu Novákovi>> za zapůjčení klavíru.")
N("cs", "Fotky ze svatby poslala <<Tereza Dvořáková>>. Jak jí odpovědět?")
N("cs", "Včera jsem byl na koncertě s <<Lucií Svobodovou>> a <<Ondřejem>>. Napiš recenzi pro farní zpravodaj.")
N("cs", "Paní <<Kučerová>> vede dětský sbor už dvacet let. Navrhni text gratulace.")
N("cs", "Napiš e-mail <<Vojtěchovi Procházkovi>>, že výstava v [[Rudolfinu]] se posouvá.")
# Russian / Ukrainian
N("ru", "Передай <<Ивану Петрову>>, что репетиция переносится на пятницу.")
N("ru", "Мы вчера говорили с <<Анной Смирновой>> о выставке икон. Составь письмо с благодарностью.")
N("ru", "Письмо от <<Екатерины Волковой>> пришло в спам. Как ответить вежливо?")
N("ru", "Спасибо <<Сергею Николаевичу>> за помощь с декорациями! Сделай из этого пост для группы театра.")
N("ru", "Кто такая <<Ксения Орлова>>? Она записана в список волонтёров фестиваля.")
N("uk", "Подякуй <<Оксані Шевченко>> за фото з весілля, будь ласка.")
N("uk", "Концерт веде <<Тарас Коваленко>>, а на бандурі грає <<Соломія Мельник>>. Напиши анонс.")
# Finnish
N("fi", "Soitin eilen <<Mikko Virtaselle>> keikasta. Kirjoita hänelle kiitosviesti.")
N("fi", "Kysy <<Ainolta>>, onko seurakuntasali vapaa lauantaina.")
N("fi", "<<Päivi Korhosen>> valokuvanäyttely avautuu [[Kiasmassa]] perjantaina. Kirjoita tiedote.")
N("fi", "Lähetin kutsun <<Juhani Mäkiselle>> ja <<Riikka Järviselle>>. Vastasivatko he?")
N("fi", "Kuorossa laulavat <<Helmi>>, <<Sanna Koskinen>> ja <<Tapio Lehtonen>>. Tee lista.")
# Hungarian
N("hu", "Kérlek, írj egy köszönőlevelet <<Nagy Zsófiának>> a kölcsönzött hegedűért.")
N("hu", "Holnap találkozom <<Kovács Bencével>> a [[Müpában]]. Mit kérdezzek a koncertről?")
N("hu", "<<Szabó Ildikó>> vezeti a néptánccsoportot. Írj rövid bemutatkozást.")
# Turkish
N("tr", "<<Ayşe Yılmaz>>'a düğün fotoğrafları için teşekkür mesajı yazar mısın?")
N("tr", "<<Mehmet>>'in getirdiği bağlama akort dışı. Ona nasıl söylerim?")
N("tr", "Konseri <<Zeynep Öztürk>> sunacak, sazda <<Barış Çelik>> var. Kısa bir duyuru yaz.")
# German
N("de", "Das sind <<Jörgs>> Noten, nicht meine. Kannst du ihm schreiben, dass sie im [[Probenraum]] liegen?")
N("de", "Bitte schreib Frau <<Schäfer>>, dass die [[Vernissage]] auf [[Freitag]] verschoben ist.")
N("de", "Die Fotos von <<Svenja Lehmann>> und <<Florian Großmann>> kommen in den [[Katalog]]. Wie formuliere ich den Bildnachweis?")
N("de", "Tante <<Hannelore>> möchte bei der [[Hochzeit]] eine Rede halten. Wie lang darf die sein?")
N("de", "Herr <<von Bülow>> hat die [[Leihgabe]] zurückgezogen. Wie informieren wir die [[Presse]]?")
# Lithuanian / Latvian / Croatian / Slovak / Slovenian
N("lt", "Paskambink <<Rūtai Kazlauskienei>> dėl choro repeticijos.")
N("lv", "Uzraksti <<Jānim Bērziņam>>, ka koncerts sāksies septiņos.")
N("hr", "Zahvali <<Ivani Horvat>> na posudbi narodnih nošnji.")
N("sk", "Pošli pozvánku <<Zuzane Horváthovej>> a <<Marekovi Kováčovi>> na vernisáž.")
N("sl", "Povej <<Špeli>>, da je vaja zbora prestavljena na sredo.")
# Greek
N("el", "Στείλε μήνυμα στην <<Ελένη Παπαδοπούλου>> για την πρόβα της χορωδίας.")
N("el", "Ο <<Γιώργος Βλάχος>> θα παίξει μπουζούκι στον γάμο. Γράψε μια ανακοίνωση.")
# Romance and Germanic
N("fr", "Peux-tu écrire un mot d'excuse à <<Solène>> ? J'ai oublié son anniversaire au vernissage d'<<Anaïs Girard>>.")
N("fr", "Le vernissage de <<Grégoire Duchêne>> a lieu le 12 mars. Rédige l'invitation.")
N("es", "Dile a <<Begoña>> que el coro canta en la misa de las doce.")
N("es", "¿Cómo le agradezco a doña <<Pilar Castaño>> que nos prestara el mantón de Manila?")
N("es", "El fotógrafo de la boda es <<Rodrigo del Río>>. ¿Es normal pagar el 50 % por adelantado?")
N("it", "Scrivi a <<Benedetta>> che il concerto in [[Duomo]] è confermato.")
N("it", "Ringrazia il maestro <<Santangelo>> per le prove extra, per favore.")
N("pt", "Agradece à <<Leonor>> pelas fotos do batizado.")
N("pt", "A exposição da <<Raíssa Almeida>> abre na sexta. Escreve um convite curto.")
N("nl", "Kun je <<Femke de Vries>> bedanken voor het lenen van de klederdracht?")
N("nl", "Volgens <<Joost>> begint de repetitie om acht uur. Klopt dat met het rooster?")
N("sv", "Tacka <<Agneta Holmgren>> för blommorna till konserten.")
N("sv", "<<Nils>> och <<Ebba Wallin>> spelar nyckelharpa på bröllopet. Skriv ett program.")
N("da", "Kan du skrive til <<Birgitte Kjær>>, at koret synger i [[Domkirken]] søndag?")
N("nb", "Si til <<Torbjørn Haugen>> at hardingfela må stemmes før festen.")
N("is", "Getur þú skrifað <<Guðrúnu Jónsdóttur>> þakkarbréf fyrir tónleikana?")
# Asian languages
N("ja", "担当：<<佐藤 美咲>>（演出部）、<<鈴木 翔太>>（照明）。このスタッフ表を英語に訳してください。")
N("ja", "出演者：<<田中花子>>（箏）、<<山本誠>>（尺八）。紹介文を書いてください。")
N("zh", "联系人：<<王秀英>>，电话 138-0000-0000。请帮我写一封邀请函，邀请她来参加书法展。")
N("zh", "主持人：<<陈浩然>>；钢琴：<<李雨欣>>。请把节目单翻译成英文。")
N("ko", "<<김민지>> 님께 결혼식 사진 감사 메시지를 써 주세요.")
N("ko", "지휘: <<박도현>> / 피아노: <<이서연>> — 공연 소개 글을 써 주세요.")
N("vi", "Nhờ bạn viết lời cảm ơn gửi chị <<Nguyễn Thị Hương>> vì đã cho mượn áo dài.")
N("id", "Tolong buat undangan untuk Ibu <<Sri Wahyuni>> ke pameran batik hari Sabtu.")
N("id", "Bapak <<Bambang Wibowo>> akan memainkan gamelan. Tulis pengumuman singkat.")
N("tl", "Pakisulat ng pasasalamat kay <<Ligaya Santos>> para sa mga bulaklak sa kasal.")
N("sw", "Tafadhali mwandikie <<Rehema Mushi>> ujumbe wa shukrani kwa picha za harusi.")
N("ar", "يرجى إرسال الدعوة إلى <<مريم حداد>> قبل يوم الخميس.")
N("ar", "شكراً جزيلاً <<خالد العتيبي>> على تنظيم الأمسية الموسيقية.")
N("he", "תודה רבה, <<נועה לוי>>, על הצילומים מהחתונה!")
N("ka", "კონცერტს უძღვება <<ნინო ბერიძე>>. დაწერე მოკლე ანონსი.")
N("hy", "Համերգը վարում է <<Տիգրան Սարգսյան>>։ Գրիր կարճ հայտարարություն։")
N("fa", "لطفاً برای <<پریسا نجفی>> یک پیام تشکر بنویس.")

# ======================================================================= keep
KP = lambda lang, t: H("keep", lang, t)  # noqa: E731

KP("en", "Two tickets for [[Hamilton]] in [[London]] on a [[Wednesday]] matinee: which seats have the best view?")
KP("en", "Is [[Matilda]] the musical okay for a six-year-old?")
KP("en", "We're staging [[Eugene Onegin]] in concert; how many chorus singers do we need?")
KP("en", "Does [[Annie]] or [[Oliver!]] work better for a primary school with 90 kids?")
KP("en", "[[Grace]] notes in bar 12 are too loud. How do I practise them softer on the flute?")
KP("en", "[[Rose]] window restoration at [[St Mary's]]: what does stained glass conservation cost?")
KP("en", "Which [[Amber]] gel pairs best with [[Steel Blue]] for a sunset scene?")
KP("en", "[[Ruby]] wedding party for my parents next [[June]]: venue ideas near [[Chester]]?")
KP("en", "[[Will]] the hall be open early for the flower arrangers on [[Friday]]?")
KP("en", "[[Mark]] the cues in red and the standbys in blue. Is that standard for a prompt book?")
KP("en", "[[Frank]] question: is a $2,000 budget enough for a wedding photographer in [[Austin]]?")
KP("en", "[[Chase]] lights on the proscenium arch: can [[QLab]] trigger them via [[DMX]]?")
KP("en", "Best [[Fresnel]] for a small black-box theatre under $500?")
KP("en", "What does a [[Foley]] artist actually do on a low-budget short film?")
KP("en", "Is the [[Suzuki]] method or the [[Kodály]] method better for five-year-olds learning violin?")
KP("en", "How do I explain [[Dewey Decimal]] to new library volunteers in five minutes?")
KP("en", "[[Morris]] dancing at the village fete on [[May Day]]: do we need public liability insurance?")
KP("en", "[[Dr. Martens]] or [[Converse]] for the school musical's punk number?")
KP("en", "Does the [[Tiffany]] glass in the chapel count as a fixture or a movable object for insurance?")
KP("en", "Can [[Dolby Atmos]] mixes be played back in a church hall with a stereo [[PA]]?")
KP("en", "Our [[Steinway]] needs regulating before the [[Christmas]] concert. How long does it take?")
KP("en", "[[Carmen]] or [[Tosca]]: which opera has the easier chorus for amateurs?")
KP("en", "How long is [[Giselle]] with one interval?")
KP("en", "Are the [[Vaganova]] and [[Cecchetti]] syllabi very different for adult ballet beginners?")
KP("en", "Write a short blurb for the [[Pre-Raphaelite]] room at the [[Walker Art Gallery]].")
KP("en", "Is the [[Queen Elizabeth Hall]] or the [[Purcell Room]] better for a string quartet launch?")
KP("en", "What's the walking route from [[Victoria Station]] to the [[Royal Albert Hall]]?")
KP("en", "[[Jackson]] to [[Madison]] by car for the blues festival: where should we stop overnight?")
KP("en", "Is [[Florence]] or [[Siena]] better for a small destination wedding in [[September]]?")
KP("en", "Any good [[Tango]] milongas in [[Buenos Aires]] on [[Monday]] nights?")
KP("en", "How many [[Lindy Hop]] classes before I can social dance at a [[Charleston]] night?")
KP("en", "Can I use the [[Sibelius]] notation files in [[Finale]], now that it's discontinued?")
KP("en", "Export from [[DaVinci Resolve]] to [[Premiere Pro]] without losing the colour grade?")
KP("en", "Which [[Hasselblad]] lens would a wedding photographer rent for a church interior?")
KP("en", "How do [[Sotheby's]] and [[Bonhams]] estimates compare for [[Art Deco]] silver?")
KP("en", "Does the [[Mozarteum]] accept mature students for summer courses?")
KP("en", "Plan a [[St. Patrick's Day]] ceilidh for 80 people: bands, food, timings.")
KP("en", "We're choosing between the [[Hilton]] and the [[Marriott]] for the gala dinner. Pros and cons?")
KP("en", "Should the [[Victoria]] sponge or the [[Bakewell]] tart go on the church fete menu?")
KP("en", "[[Peter and the Wolf]] for a family concert: who should narrate, an actor or the conductor?")
KP("en", "Is [[Swan Lake]] in [[January]] or [[The Nutcracker]] in [[December]] better value?")
KP("en", "How do we get [[Arts Council England]] funding for a touring [[Kathak]] show?")
KP("en", "Can the [[Salvation Army]] band play at a secular street party?")
KP("en", "Help me write a [[GDPR]] notice for the choir's mailing list.")
KP("en", "[[ABRSM]] or [[Trinity]] exams for adult learners of the cello?")
KP("en", "Which is bigger, the [[Guggenheim]] in [[Bilbao]] or the one in [[New York]]?")
KP("en", "Can I wear [[Ralph Lauren]] to a black-tie opera gala, or is that too casual?")
KP("en", "HOW MANY CHAIRS FIT IN A 12 X 20 M HALL FOR A [[HALLOWEEN]] BARN DANCE?")
KP("en", "is the [[barbican]] conservatory open on a [[sunday]]?")
KP("en", "can i bring a [[leica]] into the [[louvre]] or only phones")
KP("en", "[[Jack Daniel's]] or [[Johnnie Walker]] for the whisky-tasting fundraiser?")
KP("en", "Does [[Marks & Spencer]] do catering platters for a library book launch?")
KP("de", "Ist die [[Elbphilharmonie]] am [[Pfingstmontag]] geöffnet?")
KP("de", "Wie viel kostet ein [[Bösendorfer]] [[Flügel]] gebraucht?")
KP("de", "Brauchen wir für das [[Straßenfest]] eine [[Genehmigung]] vom [[Bezirksamt]]?")
KP("fr", "Quels concerts pour la [[Fête de la Musique]] à [[Bordeaux]] ?")
KP("fr", "Le [[Musée d'Orsay]] est-il gratuit le premier dimanche du mois ?")
KP("es", "¿Qué se baila en la [[Feria de Abril]] de [[Sevilla]]?")
KP("es", "¿Hay que reservar para el [[Palacio de Bellas Artes]] en [[Semana Santa]]?")
KP("it", "Quanto costa un biglietto per l'[[Arena]] di [[Verona]] a [[Ferragosto]]?")
KP("pt", "O [[São João]] do [[Porto]] tem concertos gratuitos?")
KP("nl", "Is het [[Van Gogh Museum]] open op [[Tweede Kerstdag]]?")
KP("pl", "Czy [[Zamek Królewski]] jest otwarty w [[Boże Ciało]]?")
KP("cs", "Hraje [[Česká filharmonie]] i o [[Vánocích]]?")
KP("ru", "Когда открывается касса [[Мариинского театра]]?")
KP("fi", "Onko [[Ateneum]] auki [[Helsingissä]] juhannuksena?")
KP("tr", "[[Aya İrini]] konserleri hangi günlerde?")
KP("sv", "Spelar [[Kungliga Filharmonikerna]] på [[Nobeldagen]]?")
KP("ja", "「[[サントリーホール]]」の座席表はどこで見られますか？")
