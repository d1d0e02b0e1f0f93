# -*- coding: utf-8 -*-
"""Hand-written records for the v39 corpus: (slice, lang, markup).

<<...>> marks a person-name span, [[...]] a word to keep. One record per line inside each
block; a literal backslash-n in a line is a newline, backslash-t a tab, backslash-u0307 the
combining dot above (Turkish lower-cased İ). Offsets are computed by make_corpus.py while
the markup is stripped, never by searching the text.
"""

HAND = []


def block(slice_, lang, text):
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        line = line.replace("\\n", "\n").replace("\\t", "\t").replace("\\u0307", "\u0307")
        HAND.append((slice_, lang, line))


# ------------------------------------------------------------------ cultures (hard cases)
block("cultures", "en", r"""
<<Guðrún Björk Þórisdóttir>> is subletting her flat to me and her father <<Þórir Magnússon>> is the guarantor. Is that normal in Iceland?
The title deed lists the seller as <<Abdullah bin Rashid bin Saeed Al-Nuaimi>>. How do I write his name on the transfer form?
My landlord signs as <<S. Meenakshi>> but the bank account says <<Meenakshi Sundaram>>. Could that be the same person?
<<Oluwadamilola Adeyemi-Bakare>> wants to rent the annexe; draft a holding-deposit email to her.
Please address the rent receipt to Ông <<Nguyễn Văn Thành>> and copy his daughter <<Thu Hà>>.
The new lodger is <<Wang Xiaoming>> (he goes by <<Kevin>>); what should the licence agreement call him?
Our concierge is <<Seo Ji-an>>; she prefers <<Ji-an>> to Ms <<Seo>>. Write a welcome note for the lobby.
The buyer on the reservation form is <<María del Carmen Villalobos de la Peña>>. Which surname goes in the 'last name' box?
<<Ana Beatriz dos Santos e Silva>> is the fiadora on my lease in Lisbon; explain what that means.
Ask <<Willemijn van 't Hof-de Bruijn>> whether the [[VvE]] approved the new window frames.
The freeholder is <<Konstantin Freiherr von und zu Eltzbach>>. How do I address a letter about the ground rent?
<<Máire Ní Dhomhnaill>> from the housing co-op rang back; her husband <<Seán Ó Dómhnaill>> will sign too.
<<Rhys ap Iorwerth>> is the new chair of the community council; draft an agenda for his first meeting.
<<Seònaid NicLeòid>>, who also writes her name as <<Janet MacLeod>>, owns the croft next door.
Our building's common representative is <<Kovácsné Szabó Erzsébet>>; write her an English email about the lift.
<<Irina Vladimirovna Sokolova>> runs the housing cooperative and wants the arrears list by Friday.
<<Meron Tesfaye Haile>>: <<Meron>> is her own name and <<Tesfaye>> is her father's. What goes in 'surname' on the council form?
<<Ayaan Cabdullahi Xasan>> asked for a Somali translation of the tenancy agreement.
<<Ma Li>> and <<Xu Wen>> share the flat above mine; how should the water bill be split?
Khun <<Suthida Ratanaporn>> from the condo juristic office says the common fee is due.
Our mover <<Suharyanto>> carried the piano up four floors. Write a thank-you in English for him.
<<Nur Aisyah binti Mohd Fadzil>> is the tenant on paper, but everyone calls her <<Aisyah>>.
<<Mereana Te Kiri-Tāwhai>> chairs the papakāinga housing trust; draft a grant summary for her.
<<Kaʻiulani Nāone>> runs our homeowners' meetings in Hilo; she wants the minutes shortened.
<<Hope Baker>> and <<Faith Mason>> are the new residents in 7A; <<Hope>> has offered to do the gardening.
<<Will Banks>> will be at the viewing, so tell <<Will>> to bring the spare keys.
<<Summer Rain Little>> moved in this summer and needs a parking permit.
<<Nizhoni Begay-Yazzie>> is applying for a home through the tribal housing authority; help her with the cover letter.
Please add <<Marlene Two Bulls>> and <<Joe Little Thunder>> to the housing committee mailing list.
The lease says <<YAMADA Haruto>> but his residence card says <<Haruto Yamada>>. Same person?
Everyone calls the caretaker <<Abu Karim>>, but the name on his contract is <<Samir Nasrallah>>.
<<Adéṣọlá Ògúnlẹ̀yẹ>> signed the tenancy with tonal marks; will the deposit portal accept them?
The flat in Athens belongs to <<Γιώργος Παπαδάκης>>; translate his message about the heating oil.
Our landlord in Lviv signs his texts as <<Олег Коваль>>. Can you translate the latest one?
The Dubai tenancy contract shows <<مريم الشامسي>> as the tenant and me as the occupant.
The Hong Kong lease lists <<陳嘉欣>> as landlord and <<Chan Ka-yan>> on the bank slip. Are these the same?
Our Seoul officetel contract names <<박서연>>; how do I write that in English letters?
The Riyadh landlord is <<Yusuf ibn Tariq al-Harbi>>; his agent <<Umm Faisal>> collects the rent. Who signs the receipt?
The deed of sale says <<Marie-Claude Jean-Louis>> and her brother <<Jean Pierre Louis>>. Who is the main owner?
""")

# ------------------------------------------------------------------ casing
block("casing", "en", r"""
can you remind <<ayşe yılmaz>> that the service charge is due friday
PLEASE FORWARD THE LEASE TO <<JÖRG STRAUSS>> (THE OLD LETTER SPELLS IT <<STRAUß>>)
CALL <<İLKNUR ÇİFTÇİ>> ABOUT THE FLAT VIEWING TOMORROW
msg <<i\u0307lknur>> about the spare keys pls
hEY, cAN yOU rEMIND <<tOMASZ wIŚNIEWSKI>> tHAT tHE bINS gO oUT tONIGHT?
Write to <<kwame asante>> about the [[Section 21]] notice he received.
Meeting With <<Olumide Ogunleye>> Re: Leaking Roof And Gutter Repairs
Tenant: <<Chloé MARCHAND>>, flat 4, moving out end of month
Owner of record: <<MCALLISTER-OBI Grace>>; please format it properly for the letter.
tell nobody yet, just ask <<bill>> if the skip permit came through
THE SURVEYOR, <<ÅSA NYSTRÖM-ÖBERG>>, WANTS ACCESS TO THE LOFT ON [[MONDAY]]
lol <<jean-baptiste>> just texted the whole building group about his lost cat again
""")

# ------------------------------------------------------------------ position
block("position", "en", r"""
<<Ines>>
Thanks, <<Ines>>
<<Anders Lindqvist>>?
Ask <<Bea>>.
Mrs <<Kowalska>>
<<Óscar Ibáñez>>: flat 2B, deposit paid.
Sent from my phone - <<Tariq>>
Thanks <<Mele>> 🙏
Dr. <<Okafor>> no wait, just <<Chinedu>> is fine
keys with <<Björn>>
Landlord contact: <<Priyanka Deshpande-Rao>>
<<Hemi Parata>> - roofer - 021 555 0192
""")

# ------------------------------------------------------------------ lists
block("lists", "en", r"""
Add <<Saanvi Kulkarni>>, <<Tomás Ó Riain>>, <<Fenna de Boer>>, and <<Kiri Tamihana>> to the residents' [[WhatsApp]] group.
Viewings tomorrow: <<Gaspard Lemoine>> 10:00; <<Dilnoza Yusupova>> 10:30; <<Chidi Okeke>> 11:00.
tenants in block c: <<marta nowak>>, <<li jiahui>>, <<oskar berg>> and <<fatou diop>>
Authors: <<Oyelaran, Temitope>>; <<Haddad, Rania>>; <<van der Linde, Joost>>
Cleaning rota:\n- <<Aroha>>\n- <<Sven Ekdahl>>\n- <<Paulo>>\n- <<Ngozi Eze>>
1. <<Luca Ferraro>> (gas)\n2. <<Amira Saleh>> (electrics)\n3. <<Dong-hyun Kang>> (plumbing)
Please tidy this CSV:\nsurname,given,unit\n<<Mqhayi-Nkosi>>,<<Zanele>>,4\n<<Kowalczyk>>,<<Piotr>>,5\n<<Ó Súilleabháin>>,<<Niamh>>,6
| Name | Role |\n|---|---|\n| <<Elif Şahin>> | Chair |\n| <<Mateus da Rocha>> | [[Treasurer]] |\n| <<Hana Novák>> | Secretary |
name\tflat\tphone\n<<Rosa Quispe>>\t1\t555-0101\n<<Arjun Pillai>>\t2\t555-0102\n<<Yuki Sato>>\t3\t555-0103
Keyholders: <<Dawn>>, <<Sterling>> & <<Mercy Oduya>>
Volunteers at the polling station: <<Gwen>>/<<Idris Pugh>>/<<Siosaia Taufa>>
Please invite <<Joy>>, <<Guy Hardcastle>>, and <<Storm Pettifer>> to the street party planning call.
Garden committee: <<Little, Rose>>; <<Young, Hunter>>; <<House, Mason>>
Who hasn't paid the skip share? <<anneke>> paid, <<wynand bosman>> paid, <<lize>> didn't.
Contractors to compare:\n* <<Kemal Doğan>> Roofing\n* <<Brigid Kavanagh>>\n* <<Ulrich Brandt>>
Pass the ladder to <<Ikaika>>, then <<Leilani Kahale>>, then back to me.
<<Ramírez, Xóchitl>> and <<Morales, Emiliano>> both applied for the same flat; compare their applications.
Jury summons list: <<Aleksander Zieliński>>; <<Magdalena Zielińska>>; <<Wojtek>>
Signed by <<Nomvula Dlamini>> and <<Sipho>> on behalf of the body corporate.
Attendance: present - <<Ingrid Haugen>>, <<Pål Strand>>; apologies - <<Ragnhild>>
Rank these quotes: <<Yaw Boateng>> £900, <<Karin Lund>> £850, <<Fernando Perera>> £1,100
The new [[HMO]] licence names <<Aditi Rao>>, <<Callum Drummond>> and <<Ye-jin Park>> as occupants.
our house chat: <<jess>>, <<tunde>>, <<marguerite dubois>>, me
<<Cerys>>, <<Dafydd Parry>>, <<Nia>> and <<Emyr>> - all on the same electricity meter?
Keys returned (date, name):\n03/04 <<Sakura Inoue>>\n05/04 <<Tevita Fifita>>\n09/04 <<Moana>>
Owners: <<NGUYEN Thi Mai>>, <<PHAM Van Long>>, <<TRAN Ngoc Anh>>
Bin collection rota - Mon: <<Thabo>>, Wed: <<Refilwe Mokoena>>, Fri: <<Pieter>>.
Residents opposed to the mast: Dr <<Aisling Kenny>>, <<Bernard Kenny>> and <<Ruaidhrí>>.
Please alphabetise: <<Zeynep>>, <<Aliyu Bello>>, <<Charlotte Holm>>, <<Bo>>
Parking bays: 1 <<Santiago>>, 2 <<Ixchel Tzoc>>, 3 <<Gaspar>>, 4 visitors
"<<Amaru Condori>>","<<Killa Mamani>>","<<Wara Apaza>>" - why does the import split these?
Next of kin entries: <<Hoxha, Arta>> (sister); <<Krasniqi, Besnik>> (brother)
The lease has <<Hannah Feld>> and her partner <<Yosef Abramov>>; <<Hannah>> is the lead tenant.
Group: <<Chayton Yellow Horse>>, <<Winona High Hawk>> & <<Lowell>> (treasurer)
Sign-up sheet: <<Bill Sweet>>, <<Autumn Fields>>, <<Sterling Stone>>, <<Faith Hunter>>
""")

# ------------------------------------------------------------------ possessive
block("possessive", "en", r"""
<<James>>' flat and <<James>>'s car are both in the lease? Which spelling is right?
Can you reply to <<Agnès>>' email about the damp?
<<Dolores>>’ boiler has been broken for a week; what should the landlord do?
Mrs <<Thomas>>' hedge is blocking my drive.
<<Kowalczyk>>’s quote is cheaper than <<Vlachos>>’.
<<Ngozi>>'s and <<Obi>>'s keys are in the lockbox.
Is <<Louis>>'s name on the tenancy or only <<Marguerite>>’s?
The council rejected Dr <<Achterberg>>'s objection.
<<Nicolás>>’ parking permit expired in [[June]].
<<Ó Briain>>'s plumbing firm missed the appointment.
Reply to Ms <<D'Souza>>'s complaint about the noise.
<<Iris Banks>>' house is the one with the blue door.
<<Lukas>>' deposit and <<Matthias>>' deposit were both late.
Please check <<Marquis Gaines>>’s references before the viewing.
<<Chris>>' landlord says the mould is my fault.
Sir <<Rupert Ashworth>>'s estate owns the whole street.
<<Yiannis>>'s mum wants to know who fixes the shared gutter.
<<Aroha>>’s whānau are visiting; can they park in the visitor bays?
<<Kaimana Akana>>'s lanai leaks onto my patio.
<<Bartholomew Moss>>'s and <<Esther Moss>>'s names should both be on the council tax bill.
Herr <<Krauß>>' Nebenkostenabrechnung is wrong; help me explain it in English.
<<Jesús>>' van is blocking the fire exit again.
Ask about <<Zoltán>>’s spare room, not <<Gábor>>'s.
<<Sophia Doukas>>' cat keeps getting into the bin store.
Professor <<Adeyemi>>'s lease renewal needs a witness.
<<Mercy>>'s hedge trimmer is the one we borrowed.
<<Charles>>'s solicitor sent the completion statement.
Forward <<Inés>>'s and <<Tomás>>' meter readings to [[Octopus Energy]].
""")

# ------------------------------------------------------------------ quoted
block("quoted", "en", r"""
From: <<Harriet Whitfield>> <lettings@example.com>\nSubject: Check-out\n\nHi, can you confirm Thursday? <<Harriet>>\n\nIs this a normal request?
Forwarded: "Dear Mr <<Okonkwo>>, your application for the two-bed flat was unsuccessful." How do I appeal?
> <<Gráinne>>: the boiler is making that noise again\n> <<Pádraig>>: I'll ring the landlord\nSummarise this thread.
[09:14] <<Abena>>: anyone seen the parcel for 3B?\n[09:16] <<Kwesi Owusu>>: in the lobby\n[09:17] <<Abena>>: thanks!!
Voicemail: "Hi, it's <<Beatriz>> from the council's planning team, ref 24/0311, please call back." What should I say?
Phishing? "<<Gulnara Omarova>> from [[HMRC]]: you are owed a council tax refund, click here."
Hi <<Ifeoma>>,\nThe roofer is booked for Monday.\nBest,\n<<Declan>>\nMake this sound warmer.
Dear Mr. and Mrs. <<Lindqvist>> is wrong - write "Dear <<Björn>> and <<Astrid>>" instead, and fix the rest.
My neighbour wrote: "<<Tiago>> here, your gutter is dripping onto my bins." How do I respond?
WhatsApp export:\n12/05/2025, 21:03 - <<Rosalinda Taitano>>: pool closed tomorrow\n12/05/2025, 21:05 - <<Joaquin>>: why?\nWrite a reply.
Can you translate this message from <<Ayelén>>: "se rompió el calefón, ¿podés avisarle a <<Lautaro>>?"
---- Original Message ----\nFrom: <<Sunette Venter>>\nTo: Body Corporate\nSubject: levies\nWhat is she asking?
Email signature:\n<<Marguerite Lefèvre-Dubois>>\nProperty Manager | [[Foncia]]\nIs this too long?
"Good evening <<Akosua>>, the electrician cancelled" - rewrite this for a landlord.
Greeting card: To <<Nana>> and <<Kojo>>, congratulations on the new home!
>> On Tue, <<Chen Yuting>> wrote:\n>> the lift inspection is Friday\n> noted, thanks - <<Ruairí>>\nWhat's the date?
Scam check: "This is <<Dmitri>> from your letting agency. New bank details attached." [[IBAN]] changed. Real or fake?
Message from <<Tamsin>>: "ur dog barked all nite again!!" - help me reply calmly.
Voicemail transcript: "Yeah hi it's, um, <<Deshawn>>, <<DeShawn Gaines>>, about the boiler."
Chat:\n<<Mahpiya>>: the snowplow skipped our road\n<<Chayton>>: call the tribal roads office\nDraft the call script.
From: "Council Tax" <ctax@council.example.gov>\nDear <<Siobhan Kavanagh>>, your single person discount ends.\nWhat now?
Reply to <<Olamide>>: she wrote "can u check if the gate code changed" in the group.
Text from the plumber: "<<Jaroslav>> will come at 8, not me. <<Petr>>" - is that ok?
> sent by <<Nkechi Obiora>> via [[Nextdoor]]\n> lost cat near the allotments\nWrite a shorter post.
Hi all, <<Kiri>> and <<Huia>> here from number 9 - bbq on Saturday! Is this invite too casual?
The voicemail said "call Mrs <<Esposito>> back", but I think it's <<Rosaria Esposito>> from the agency.
"<<Ahmed>>, your rent is late" - my landlord's text. It's not late. How do I reply?
From: <<Pilar Domínguez Gil>>\nSent: Monday\nSubject: Comunidad\nTranslate to English.
Chat log:\n[<<Seini>>] pls move your car\n[<<Jone Nakarawa>>] 5 min\n[<<Seini>>] ty
Letter: "Dear Occupier (or Mr <<Haugen>>)" - why does the council use both?
From <<Yerutí>>: "Mañana viene el electricista, avisale a <<Celso>>."
Signature: "Regards, <<K. Mensah>> | Block Rep | Flat 12" - is the initial enough?
> <<Mirela Rostas>> wrote: the caravan site warden changed the rules\nWhat rules could they change?
Hi <<Guy>>, thanks for the quote. Is this greeting too informal for a contractor?
Phish? "Dear <<Ewa Wójcik>>, your [[PayPal]] rent payment was suspended."
Message: "Hey it's <<Oisín>>, can I borrow your drill? Also tell <<Saoirse>> the parcel came."
Transcript: "This is Officer <<Daniels>> about the noise complaint at your address." Is this really the police?
Re: <<Sione>>'s party\n> <<Losa>>: it's fine by me\nWhat's the consensus?
Quote from the minutes: "Ms <<Ferreira>> proposed new bike racks; Mr <<Lopes>> seconded."
Dear <<Giorgi>>,\nThe heating bill is attached.\nRegards, <<Tamar>> - translate into Georgian please.
""")

# ------------------------------------------------------------------ code
block("code", "en", r"""
# TODO(kmensah): pro-rate the deposit for mid-month move-ins\nWhat does this TODO mean? The handle belongs to <<Kofi Mensah>>.
// TODO(<<oyelaran>>): validate postcode before saving the tenant
Why does `cd /home/<<dmitry>>/leases` say permission denied?
@<<oyelaran>> please review the rent calculator PR before Friday
git commit -m "fix council tax band lookup" --author="<<Aiko Tanaka>> <bot@example.com>"
Co-authored-by: <<Sipho Ndlovu>> <12345+ci@users.noreply.github.com>\nWhat does this line do?
SELECT * FROM tenants WHERE full_name = '<<Ngozi Adaeze Okafor>>';
INSERT INTO landlords (name, phone) VALUES ('<<Bjørn Østergaard>>', '555-0199');
{"tenant": "<<Zeynep Çelik>>", "unit": "4B", "deposit_protected": true}
tenant:\n  first_name: <<Ioana>>\n  last_name: <<Popescu>>\n  unit: 12\nIs this valid [[YAML]]?
2025-02-11 08:02:33 WARN maintenance: ticket MNT-221 reassigned from <<j.whitaker>> to <<s.nakamura>>
logger.info("Rent reminder sent to %s", "<<Femke de Vries>>")
/* author: <<Lachlan Crichton>> */ function serviceCharge(area) { return area * 2.5; }
# -*- owner: <<rbanerjee>> -*-
<!-- TODO <<mwangi>>: add the EPC badge here -->
[user]\n  name = <<Thiago Barbosa>>\n  email = dev@example.com\nWhy does git still show the old name?
const owner = "<<Leilani Kealoha>>"; // landlord for unit 7
assignee: @<<tkaczmarek>> is wrong - the Jira user is <<tomasz.kaczmarek>>. Fix the YAML.
export LANDLORD_NAME="<<Rahel Berhane>>" in the .env file - is quoting right?
<<Thierno Baldé>>,unit 3,2024-09-01,active\n<<Awa Traoré>>,unit 4,2024-10-15,notice\nParse this CSV in Python.
def test_notice(tenant='<<okeke>>'): ...  # why does pytest skip this?
-- reviewed by <<P. Raman>> on 2025-01-07\nUPDATE units SET rent = rent * 1.03;
@author <<Kuznetsova, Olga>>\n@since 2.1\nAdd the [[Javadoc]] for the deposit service.
Signed-off-by: <<Ezra Katzenellenbogen>> <dev-ops@example.org>
ssh <<sven>>@building-pi.local fails; the maintenance Pi was set up by <<Sven Ekdahl>>.
| ticket | reporter | status |\n|---|---|---|\n| MNT-9 | <<Maitha Al-Suwaidi>> | open |\n| MNT-10 | <<Hessa>> | closed |
print(f"Dear {tenant}")  # tenant = "<<Rangi Parata>>"
// FIXME(<<ahmadzai>>): late fee rounding for Afghan calendar months
Error: duplicate key value violates unique constraint; Key (email)=(x@example.com) for tenant <<Liang Chen>>.
crontab: 0 9 1 * * /srv/rent/notify --landlord "<<Sigríður Jónsdóttir>>"
tags: [plumbing, urgent]\nreported_by: <<Amaru>>\nassigned_to: <<Quispe Huamán, Fermín>>
PR title: "Add <<Ifeanyi Nwosu>>'s patch for bin day reminders" - rewrite without the name?
C:\Users\<<apatel>>\Documents\Leases\ won't sync to [[OneDrive]].
git blame shows <<Nadia Benali>> changed the council tax rounding last year.
Markdown minutes:\n### Present\n- <<Noa Ben-Ami>> (chair)\n- <<Itai>>\n### Actions\n- <<Itai>>: fix door entry
{"viewings":[{"name":"<<Kateri Cardinal>>","slot":"09:30"},{"name":"<<Lyle Moosomin>>","slot":"10:00"}]}
WHERE owner IN ('<<Wiremu Ngata>>', '<<Huia Tipene>>') - what's wrong with the quotes?
Ticket #882 (opened by <<eira.somby>>): radiator valve stuck in flat 2
UPDATE residents SET surname = '<<Ní Bhriain>>' WHERE id = 9; -- apostrophe-free but fada breaks export
// @<<bvelasquez>> can we drop the old [[HOA]] dues table?
docker run -e OWNER="<<Mihai Ionescu>>" maintenance-api fails on startup
Excel: =CONCAT(B2," ",C2) gives "<<Hanna Lindqvist>>" but should give "<<Lindqvist, Hanna>>".
README: Maintained by <<Arash Karimi>> and <<Golnaz>> (see CODEOWNERS).
@<<nakoa>> merged #44 - "fix lanai photos in listing"
""")

# ------------------------------------------------------------------ titles
block("titles", "en", r"""
Dr <<Ngozi Okafor>> is the new GP next to our block; can she sign my housing form?
Mrs. <<Whitfield-Moss>> asked about the hedge again.
Ms <<Oduya>> and Mr <<Oduya>> both signed the lease.
Prof. Dr. <<Hildegard Wenzel>> owns the flat below; how formal should I be?
Councillor <<Amrit Kaur Sandhu>> is holding a housing surgery on Saturday.
Herr <<Großkopf>> from the Hausverwaltung never answers the phone.
Frau Dr. <<Meißner>> is selling her flat; write a viewing request.
Señora <<Begoña Arrieta>> is the president of our community of owners.
Doña <<Pilar>> from the ground floor has the spare key.
Madame <<Ginette Lemaire>> wants the syndic to fix the lift.
Maître <<Lefèvre>>, the notaire, sent the draft deed.
Sheikh <<Hamdan bin Saeed Al-Kaabi>> is the developer; how do I address him in a letter?
Hajia <<Binta Lawal>> rents out the rooms behind the shop.
Alhaji <<Musa Danjuma>> is the landlord of our compound in Kano.
Chief <<Babatunde Ogunbiyi>> wants the boundary wall rebuilt.
Datin <<Siti Aishah>> chairs the condo management committee.
Tan Sri <<Khairul Azman>> owns the commercial units; formal letter please.
Bapak <<Hendra Siregar>> is the head of our RT; invite him to the meeting.
<<Watanabe>>-san from the real estate agency emailed in Japanese; translate it.
<<Kim Soo-jin>> ssi from the management office asked about the deposit.
Shrimati <<Vaishali Patil>> is the society secretary; draft a complaint to her.
<<Sharma>> ji from the society wants the maintenance cheque.
Ato <<Bekele Alemu>> is our landlord in Addis; write a polite rent reminder.
Mzee <<Kamau>> looks after the plot; how do I thank him?
Nana <<Kwabena Asante>> is the family head; do I need his permission to build?
Ratu <<Apenisa Raduva>> approved the house site on village land.
Adi <<Litia Naivalu>> asked for the housing grant forms.
U <<Zaw Min Htet>> and Daw <<Nwe Ni Aung>> own the building.
Rev. Canon <<Olusegun Akinola>> offered the hall for the tenants' meeting.
Rabbi <<Shmuel Horowitz>> asked for a key to the shared courtyard.
Imam <<Abdirahman Warsame>> will host the residents' iftar.
Pastor <<Ssemakula>> is moving into the manse on Tuesday.
Aunty <<Yetunde>> from number 4 takes in parcels for everyone.
Sensei <<Ōta>> rents the dojo under our flats.
Mx <<Rowan Ashby>> is our new housing officer.
Lord and Lady <<Pennington>> own the estate; who do I write to about the cottage lease?
Capt. <<Hamish Urquhart>> is the harbourmaster for the houseboats.
Judge <<Wolde-Mariam>> granted the possession order.
Sgt. <<Koech>> took the report about the break-in.
Fr. <<Macaraeg>> will bless the house on Sunday.
""")

# ------------------------------------------------------------------ business
block("business", "en", r"""
Tenancy agreement between <<Roxana Munteanu>> (landlord) and <<Kwabena Osei>> (tenant), rent £1,150 pcm. Check clause 4.
Deposit of £1,725 received from <<Inès Chevalier>>, protected with [[DPS]] on 3 March. Write the prescribed information.
Please pay <<Lwazi Khumalo>> £280 for the gutter clearance: [[IBAN]] GB33 BUKB 2020 1555 5555 55.
Invoice 0042 - <<Darcy Hewitt>> Plumbing & Heating - new cylinder £1,480 incl. [[VAT]].
Council tax bill: Band D, liable persons <<Mihaela Dobre>> and <<Radu Dobre>>, £2,065 for the year.
The water bill is addressed to "Mr <<A. Sharma>> or the occupier". I'm not him; what do I do?
Receipt: holding deposit £250 from <<Chiamaka Nwachukwu>>, refundable if referencing fails.
[[SEPA]] transfer: beneficiary <<Lorenzo Dal Molin>>, reference AFFITTO-MAGGIO, €900.
Letter from the council: "Ms <<Tamar Beridze>>, your planning application 24/1182/FUL has been validated."
Gas bill in the name of <<Jesper Mikkelsen>>, who moved out in [[March]]. How do I change it?
Guarantor: <<Zoraida Figueroa Vélez>>; tenant: <<Yamil Rivera>>. Draft the guarantee deed summary.
Service charge demand for flat 3: lessee <<Themba Nkosi>>, amount £640, but the envelope says <<T. Nkosi>>.
Quote from <<Jacobus van der Merwe>> Roofing: R18,500 for the whole roof. Is that fair in Cape Town?
Please write a rent increase notice from <<Halldór Gunnarsson>> to his tenants, +4% from [[August]].
Payment received from <<O'Rourke, Clodagh>> - £600 - reference RENT-JUL.
Broadband: account holder <<Shandiin Yazzie>>, router rental $12/month; cancel letter please.
Refund: overpaid ground rent £75 to <<Hamza Qureshi>>; write the cover note.
The buyer's conveyancer, <<Priya Natarajan>>, needs the management pack.
Electricity bill from [[EDF]] in the name of <<Vikram Saxena>> shows an estimated reading.
Parking permit invoice: resident <<Ilse Zürcher>>, zone B, CHF 240.
HOA statement for <<Autumn Whitaker>>: dues $320/quarter, special assessment $1,000.
Inventory signed by <<Tjaša Mlakar>> (tenant) and <<Rok Vidmar>> (agent) on check-in day.
Transfer £3,000 to <<Lamine Sarr>> for the container deposit; [[IBAN]] and reference?
Legal notice: <<Abdel-Rahman Fawzy>> v <<Ingabire Solange>>, claim for unpaid rent.
The lease names <<Sakura Ito>> as tenant and <<Kenji Ito>> as permitted occupier.
Direct debit mandate: payer <<Sione Tuimavave>>, payee Oakfield Housing Co-op.
Estate agent invoice: 1.2% + [[VAT]] on the sale price; seller <<Ragnheiður Ólafsdóttir>>.
Letting agent fee schedule sent to <<Chukwuemeka Obi>>: is a £420 referencing fee legal?
Stamp duty estimate for <<Gabriela Nascimento>> and <<Caio Lima>> buying at £410,000.
Insurance claim: storm damage, policyholder <<Jacinta Bradshaw>>, excess £250.
Please check this rent ledger: <<Sharmila Ramdin>> £0 arrears, <<Glenn Pinas>> £340 arrears.
Utility transfer form: outgoing tenant <<Mette Nørgaard>>, incoming tenant <<Jarrah Coolwell>>.
Council letter: bulky waste collection for <<Mr Gbeho>> confirmed for Thursday, fee £32.
Completion statement: sellers <<Dunja>> and <<Ante Perković>>, buyer <<Lejla Hodžić>>.
Deposit deductions for <<Xolani Mqhayi>>: £120 cleaning, £60 keys. Is that reasonable?
The mortgage broker <<Ravi Seepersad>> wants payslips and a [[P60]].
""")

# ------------------------------------------------------------------ non-English, hand-written
block("nonenglish", "de", r"""
Herr <<Krüger>> hat die [[Betriebskostenabrechnung]] geschickt, aber die [[Heizkosten]] sind doppelt so hoch wie letztes Jahr.
Liebe <<Svenja>>, der [[Schornsteinfeger]] kommt am [[Donnerstag]]; bitte den [[Dachboden]] aufschließen. Gruß, <<Heike Lindemann>>
Können Sie für <<Ayşe Öztürk>> eine [[Mietschuldenfreiheitsbescheinigung]] formulieren?
Die [[Eigentümerversammlung]] hat <<Matthias von Bülow>> zum [[Verwaltungsbeirat]] gewählt.
Unser [[Klempner]], <<Jörg Weißmann>>, will die [[Rechnung]] bar bezahlt haben. Ist das okay?
Bitte schreib eine [[Kündigung]] für <<Anneliese Großkopf>>, Auszug zum 31. [[März]].
Im [[Treppenhaus]] riecht es nach [[Schimmel]]; <<Tobias>> aus dem dritten Stock hat die [[Hausverwaltung]] schon informiert.
""")
block("nonenglish", "es", r"""
La administradora, <<Itziar Goikoetxea>>, convocó la junta de la [[Comunidad de Propietarios]] para el jueves.
Hola <<Nerea>>, el fontanero viene mañana. Un saludo, <<Álvaro García del Río>>
¿Puedes redactar un contrato de arras entre <<José Luis Hernández Cruz>> y <<Fernanda Ospina>>?
El [[Ayuntamiento]] mandó una multa por la basura a nombre de <<Begoña Martínez>>.
Mi compañera de piso <<Valentina>> no paga su parte de la luz de [[Iberdrola]].
Don <<Íñigo>> dice que la derrama para el ascensor es de 900 euros.
La señora <<de la Fuente>> quiere que le mandemos el recibo por [[Bizum]].
""")
block("nonenglish", "fr", r"""
Bonjour <<Solène>>, le plombier passe jeudi. Cordialement, <<Benoît Rousseau>>
Madame <<Le Goff>> demande l'état des lieux de sortie avant vendredi.
Le syndic <<Thibault de la Tour>> n'a toujours pas réparé l'interphone.
Peux-tu écrire à <<Mamadou Ndiaye>> pour la régularisation des charges ?
<<Marie-Ève Tremblay>> cherche un colocataire sur [[Kijiji]] ; rédige l'annonce.
La [[CAF]] a suspendu l'[[APL]] de <<Yannick>> ; que faut-il envoyer ?
Notre gardienne, Mme <<Ginette Dubois>>, prend sa retraite ; rédige un mot.
""")
block("nonenglish", "pt", r"""
Olá <<Inês>>, o canalizador vem na quinta. Cumprimentos, <<Duarte Sousa Teixeira>>
A administradora <<Conceição Ferreira>> marcou a assembleia de condóminos.
O senhorio <<Gonçalo da Silva>> não devolve a caução. O que faço?
Minha vizinha <<Thaís>> reclamou do barulho no grupo do [[WhatsApp]].
O contrato está em nome de <<Ana Luiza de Araújo Ribeiro>> e do marido <<Rafael>>.
Preciso de uma declaração de residência para a junta de freguesia em nome de <<Nuno Marques>>.
Seu <<Vinícius>> do 302 disse que a taxa do [[condomínio]] subiu.
""")
block("nonenglish", "it", r"""
Ciao <<Chiara>>, l'idraulico passa giovedì. Saluti, <<Matteo De Luca>>
L'amministratore <<Fabrizio Colombo>> ha convocato l'assemblea condominiale.
La signora <<Della Valle>> chiede il rimborso della caparra.
Puoi scrivere a <<Giacomo Di Stefano>> per il rinnovo del contratto 4+4?
Il padrone di casa, <<Fabrizio>>, vuole aumentare l'affitto secondo l'[[ISTAT]].
<<Rosaria Greco>> ha pagato l'[[IMU]] per errore al posto mio.
Il tecnico <<Davide Marchetti>> deve fare il certificato [[APE]].
""")
block("nonenglish", "nl", r"""
Hoi <<Femke>>, de loodgieter komt donderdag. Groet, <<Sjoerd van der Meulen>>
Mevrouw <<de Vries>> van de [[VvE]] vraagt om de jaarrekening.
De huisbaas, <<Joost ter Haar>>, wil de huur met 5% verhogen.
Kun je <<Anouk van den Broek>> mailen over de opzegging?
De woningcorporatie heeft <<Thijs>> een nieuwe woning aangeboden.
<<Sharmila Jagessar>> en <<Rishi Sewdien>> huren samen het bovenhuis.
Meneer <<van 't Hek>> heeft de sleutels van de fietsenstalling.
""")
block("nonenglish", "pl", r"""
Pani <<Małgorzata Wiśniewska>> z administracji pyta o odczyt liczników.
Cześć <<Zosia>>, hydraulik przyjdzie w czwartek. Pozdrawiam, <<Łukasz Nowicki>>
Napisz wypowiedzenie umowy najmu dla <<Grzegorza Dąbrowskiego>>.
Właściciel, pan <<Wojciech>>, nie chce oddać kaucji.
<<Weronika Mazur>> i <<Przemysław Zając>> szukają mieszkania na [[Otodom]].
Sąsiadka <<Grażyna>> twierdzi, że czynsz do [[Wspólnoty]] wzrósł.
Zarządca <<Krzysztof Szymański>> nie odpowiada w sprawie przecieku.
""")
block("nonenglish", "tr", r"""
<<Ayşe>> Hanım'a [[aidat]] makbuzunu gönderir misin?
<<Mehmet Yılmaz>>'ın dairesindeki su kaçağı bizim tavana geldi.
Merhaba <<Zeynep>>, tesisatçı perşembe gelecek. Selamlar, <<Oğuz Kılıç>>
Ev sahibi <<İbrahim>> Bey depozitoyu iade etmiyor.
<<Barış Doğan>> ile <<Elif Aydın>> aynı daireyi kiralamak istiyor.
Yönetici <<Çağlar>> Bey'e asansör arızasını bildir.
<<Şebnem Arslan>>'a kira sözleşmesinin bir kopyasını at.
""")
block("nonenglish", "sv", r"""
Hej <<Ebba>>, rörmokaren kommer på torsdag. Hälsningar, <<Björn Sjöberg>>
Ordföranden i [[BRF]]:en, <<Birgitta Åkesson>>, vill ha protokollet.
Min hyresvärd <<Henrik Lundgren>> säger att jag måste betala för målningen.
Kan du skriva till <<Astrid>> om andrahandsuthyrningen?
<<Linnéa Holmgren>> och <<Olle>> delar på elräkningen från [[Vattenfall]].
Fastighetsskötaren <<Nils Engström>> har nyckeln till tvättstugan.
<<Máret Somby>> vill hyra förrådet i källaren.
""")

# ------------------------------------------------------------------ keep (no names)
block("keep", "en", r"""
[[Hunter]] green paint for the front door: does it go with red brick?
[[Mason]] jars make good storage in a tiny kitchen; where can I buy them in bulk?
[[Joy]] of a new home: give me five alternative titles for a housewarming blog post.
[[Will]] and testament: do I need to update mine after buying a house?
Can [[Alexa]] turn the heating down when I leave the house?
[[Siri]] keeps mishearing council tax as counsel tax. Any tips?
Is a [[Henry]] hoover better than a [[Dyson]] for carpeted stairs?
Our [[Miele]] washing machine leaks; is it the landlord's job to fix it?
The [[Bosch]] dishwasher shows E15. What does that mean?
Bins go out on [[Tuesday]] nights and recycling every other [[Friday]].
We complete on 1 [[May]] and the removal firm can only do [[June]]. What are my options?
In [[August]] the [[HOA]] raises dues; how do I budget for it?
[[Grace]] period on late rent: how many days is normal?
Does the [[Landlord]] or the [[Tenant]] pay for the [[EICR]]?
The [[Surveyor]] flagged Japanese knotweed at the back of the garden. Is that a deal-breaker?
[[Plumber]] wanted for a leaking [[Worcester Bosch]] combi: write the ad.
[[Warden]] visits in our sheltered housing start at 8am; draft a notice.
[[Summer]] or winter: which is the better time to move house?
[[Rose]] gold door handles or matte black for a terraced house?
[[Dawn]] chorus wakes me at 4am since the move; any blackout blind tips?
[[Storm]] damage to the roof: is it covered by buildings insurance?
[[Sterling]] transfers from abroad for a house deposit: what checks will the bank do?
[[Banks]] want three months of statements for a remortgage. Why?
[[Little]] by little the damp is spreading up the wall. What should I do?
[[Young]] renters struggle with guarantor rules; draft an intro for a council leaflet.
[[Moody]] lighting for a rented flat without drilling holes?
[[Mercy]] me, the service charge went up 40%; help me write a calm objection.
[[Guy]] ropes for the gazebo at the street party: how tight should they be?
[[Bill]] splitting in a house share: compare [[Splitwise]] and a shared [[Monzo]] pot.
[[Street]] lighting has been out for a week; how do I report it to the council?
[[House]] rules for a new lodger: write ten friendly ones.
[[Chase]] the council about the pothole or report it online?
[[Frank]] advice please: is a one-bed for £1,400 a month overpriced?
[[Ring]] doorbell footage of the neighbour's drive: is that a [[GDPR]] problem?
The [[Caretaker]] and the [[Concierge]] disagree about where parcels go.
""")
block("keep", "de", r"""
Die [[Nebenkosten]] sind gestiegen; wie prüfe ich die [[Betriebskostenabrechnung]]?
Der [[Vermieter]] will die [[Kaution]] erst nach sechs Monaten zurückzahlen. Darf er das?
Wann kommt die [[Müllabfuhr]] am [[Montag]] nach Pfingsten?
Im [[Mietvertrag]] steht nichts zur [[Hausordnung]]; gilt sie trotzdem?
Brauche ich für den [[Sperrmüll]] einen Termin beim [[Bürgeramt]]?
Die [[Hausverwaltung]] hat den [[Hausmeister]] gekündigt. Wer räumt jetzt Schnee?
Unser [[Stromzähler]] läuft nachts weiter; ist die [[Wärmepumpe]] schuld?
""")
block("keep", "es", r"""
¿Cuánto sube el [[IBI]] si reformo la cocina?
La [[Comunidad de Propietarios]] quiere cambiar el ascensor en [[mayo]].
¿Puedo pagar la fianza por [[Bizum]]?
El [[Ayuntamiento]] recoge los muebles viejos los [[martes]].
¿Qué es el [[NIE]] y lo necesito para alquilar?
La factura de [[Endesa]] llegó duplicada.
¿El casero puede entrar sin avisar según la [[LAU]]?
""")
block("keep", "fr", r"""
La [[taxe foncière]] augmente encore cette année ; est-ce normal ?
Le [[syndic]] veut changer l'ascenseur en [[juin]].
Comment demander l'[[APL]] à la [[CAF]] quand on est étudiant ?
La facture [[EDF]] est arrivée deux fois.
Est-ce que [[Leboncoin]] est sûr pour trouver une location ?
La [[Mairie]] ramasse les encombrants le premier [[lundi]] du mois.
Le [[DPE]] du logement est classé G ; peut-on encore le louer ?
""")
block("keep", "pt", r"""
O [[IMI]] deste ano veio mais alto; posso reclamar?
O [[condomínio]] quer trocar o elevador em [[maio]].
Posso pagar a caução por [[MB Way]]?
A fatura da [[EDP]] chegou duplicada.
Preciso de [[NIF]] para arrendar casa?
O [[IPTU]] pode ser parcelado pelo [[Pix]]?
O senhorio pode entrar sem avisar?  Pergunto pela [[Lei do Inquilinato]].
""")
block("keep", "it", r"""
Quanto costa la [[TARI]] per un bilocale?
Il [[condominio]] vuole rifare la facciata a [[settembre]].
Posso pagare la caparra con [[Satispay]]?
La bolletta [[Enel]] è arrivata due volte.
Cos'è l'[[APE]] e serve per affittare?
Devo pagare l'[[IMU]] sulla prima casa?
L'inquilino può mandare la disdetta via [[PEC]]?
""")
block("keep", "nl", r"""
Hoeveel mag de [[VvE]]-bijdrage stijgen?
Is de [[WOZ]]-waarde belangrijk voor de huurprijs?
Kan ik via [[Funda]] ook huurwoningen zoeken?
De rekening van [[Eneco]] is twee keer afgeschreven.
Wanneer haalt de gemeente het grofvuil op, op [[woensdag]]?
Moet ik inloggen met [[DigiD]] voor huurtoeslag?
Mag de verhuurder de huur in [[juli]] verhogen?
""")
block("keep", "pl", r"""
Ile wynosi czynsz do [[Wspólnoty]] za mieszkanie 50 m²?
Czy [[PGE]] może naliczyć opłatę za przepisanie licznika?
Szukam mieszkania na [[Otodom]]; jak rozpoznać oszustwo?
Kiedy jest wywóz gabarytów, w [[środę]]?
Czy kaucję można przelać przez [[BLIK]]?
Czy muszę płacić podatek od nieruchomości w [[marcu]]?
Jak zgłosić awarię do [[MPWiK]]?
""")
block("keep", "tr", r"""
[[Aidat]] ödemesini [[e-Devlet]] üzerinden yapabilir miyim?
[[Sahibinden]] ilanlarında dolandırıcılığı nasıl anlarım?
Kira artışı [[Ekim]] ayında ne kadar olabilir?
Depozito [[Kasım]] sonunda iade edilmedi; ne yapmalıyım?
[[DASK]] sigortası kiracı için de zorunlu mu?
[[İSKİ]] faturası iki kez geldi.
[[Tapu]] devri için hangi belgeler gerekiyor?
""")
block("keep", "sv", r"""
Hur mycket får [[BRF]]:en höja avgiften?
Kan jag betala depositionen med [[Swish]]?
Hur loggar jag in hos [[Skatteverket]] med [[BankID]]?
Fakturan från [[Vattenfall]] kom två gånger.
Är [[Blocket]] säkert för att hitta en hyresrätt?
Får hyresvärden höja hyran i [[januari]]?
Vad gör [[Hyresnämnden]] om grannen stör?
""")
