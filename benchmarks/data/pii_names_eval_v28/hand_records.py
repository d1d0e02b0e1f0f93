# -*- coding: utf-8 -*-
"""Hand-written records for pii_names_eval_v28, each written on its own.

One record per line: slice|lang|text. In text, <<...>> marks a person name (whole span),
[[...]] a word to keep; the two-character sequences \\n and \\t stand for newline and tab.
"""

_RAW = r'''
cultures|en|Can you write to <<Guðrún Sigurðardóttir>> about the swimming badge? In [[Iceland]] she would be called <<Guðrún>>, not Ms <<Sigurðardóttir>>.
cultures|en|Enrolment form, father's name as on the passport: <<Abdullah bin Faisal bin Hamad Al-Kuwari>>. Does the school system have room for all of that?
cultures|en|Referral letter: patient <<K. Senthilkumar>>, aged 67, referred by Dr <<R. Meenakshi>> to the diabetic eye clinic.
cultures|en|<<Oluwaseun Adebayo-Ogunlesi>> won the Year 11 science prize, please draft the announcement for the [[Friday]] assembly.
cultures|en|<<Faith Long>> and <<Will Baker>> will bring the cakes to the [[Harvest]] festival, and Will you make a sign for the table?
cultures|en|Please address the scholarship letter to <<María del Carmen Ruiz de Alarcón>> and keep both surnames.
cultures|en|<<Maria da Conceição Sousa e Silva>> needs her [[NIF]] on the school meals form, which box is it?
cultures|en|Our new Year 8 pupil is <<Wang Xiuying>>, but she prefers <<Sylvia>> in class. How do I set that up in [[SIMS]]?
cultures|en|The new pupil is <<Sem van den Heuvel>>; his father, Mr <<Van den Heuvel>>, is a [[GP]] in [[Utrecht]].
cultures|en|<<Trần Thị Thu Hà>> is the Vietnamese interpreter for the [[Tuesday]] antenatal clinic.
cultures|en|Our exchange student writes his name surname-first, so the register shows <<Kovács Bence>> rather than <<Bence Kovács>>.
cultures|en|<<Yelena Sergeyevna Morozova>> starts as the school nurse after the [[October]] half term.
cultures|en|Register <<Hodan Abdi Warsame>> and her brother <<Liban Abdi Warsame>> for the homework club at the [[Mosque]] hall.
cultures|en|Kia ora <<Rāwiri>>! The whānau meeting about <<Mere Te Rangi>>'s school transport is on [[Saturday]].
cultures|en|In the register <<Sangeetha>> has no surname, the office wrote <<Sangeetha R.>>; is that okay for the exam board [[AQA]]?
cultures|en|Please email <<Tanaka>>-san and <<Ishikawa>>-sensei the photos from the [[Osaka]] exchange.
cultures|en|<<Li Na>> and <<Wu Fei>> asked whether the [[IELTS]] mock is on the same day as the chemistry test.
cultures|en|<<Chanel Ramírez>> is our new receptionist at the [[Walgreens]] pharmacy counter.
cultures|en|The health visitor met <<Maria Lourdes Santos>>, known to everyone as <<Bing>>, at the [[Barangay]] hall on [[Sunday]].
cultures|en|Write a polite note: <<Umm Khalid>> called the school office twice about the bus pass.
cultures|en|Our Thai student <<Kanokwan Srisuk>> goes by <<Ploy>>; please update the name badge before [[Monday]].
cultures|en|<<Kwabena Owusu-Ansah>> is chairing the [[Ghana]] Independence Day event at the community centre.
cultures|en|Chief <<Emeka Okafor>> has offered to sponsor the girls' football kit.
cultures|en|Can you check the spelling of <<Keʻalohilani Kahananui>> for the graduation programme?
cultures|en|Housing file: tenant <<Wijesinghe Mudiyanselage Nuwan Bandara>>, joint tenant <<Chathurika Perera>>.
cultures|en|<<Bat-Erdene>> said the [[Naadam]] photos are ready for the school display.
cultures|en|<<Seán Ó Briain>> and <<Nóra Ní Bhriain>> are siblings, the Irish surname changes form for girls.
cultures|en|<<Xochitl Cuauhtli>> asked whether the [[Día de Muertos]] altar can stay in the library until [[November]].
cultures|en|Please confirm the tutoring slot for <<Hiba Abu-Ghazaleh>> and <<Tamar Ben-Ami>>, both at 4pm.
cultures|en|<<Sipho Ndlovu-Mokoena>> is the new coach for the under-10 rugby side at [[Ellis Park]].
cultures|en|Tell <<Nomvula>> that <<Zanele Khumalo>> has her [[Home Affairs]] appointment on [[Thursday]].
cultures|en|<<Ahmad Zaki bin Yusof>> is the father; the mother is <<Siti Hajar binti Osman>>. Which name goes on the birth certificate line?
casing|en|hey can u ask <<priya>> if <<dev>> needs a lift to cubs on [[friday]]
casing|en|PATIENT NAME: <<OKONKWO, CHIAMAKA>>   DOB 04/03/2011   WARD: [[PAEDIATRICS]]
casing|en|mrs <<dlamini>> says <<thabo>>'s reading is really coming along, can u reply to her
casing|en|<<BILL>> FROM THE HOUSING OFFICE SAYS THE GAS BILL IS OVERDUE. WHAT DO I TELL HIM?
casing|en|omg <<grace>> left her inhaler at <<amara>>'s house again lol
casing|en|STUDENT: <<MATEUSZ WÓJCIK>> CLASS: 10B ATTENDANCE: 81% [[TERM 2]]
casing|en|ok so <<jean-baptiste>> and <<loïc>> both got into [[sciences po]], need a congrats msg for the family chat
casing|en|PLEASE CALL ABUELA <<CARMEN>> BEFORE SHE GOES TO THE [[CLINIC]]
casing|en|my daughter <<hope>> has a fever, hope she's ok for the [[sats]] on [[monday]]
casing|en|tell mr. <<nakamura>> the trip money is in her bag
casing|en|CARER VISIT LOG: <<JOSEPHINE ADJEI>> VISITED 09:00, MEDS GIVEN, [[DOSETTE]] BOX REFILLED
casing|en|can someone remind <<nnamdi>> the [[fafsa]] closes soon
casing|en|dr. <<o'neill>> said the results will be on [[mychart]] by tomorrow
casing|en|THANKS TO <<ŞULE ÇELIK>> FOR RUNNING THE [[COFFEE MORNING]]!!
casing|en|is <<van der merwe>> the coach or the ref this week
casing|en|need a note for <<AYAAN>>'s school, he was at the dentist, lowercase is fine
casing|en|ALL PARENTS: MS <<PETROVA>> IS OFF SICK, YEAR 4 GO TO [[ROOM 12]]
casing|en|grandma <<joy>> wants the [[whatsapp]] link for the reunion
casing|en|LANDLORD: <<GIANCARLO DE LUCA>>. TENANT: <<AISHA BELLO>>. RENT DUE 1ST OF EACH MONTH.
casing|en|yo <<tyrone>> did <<keisha>> get the [[snap]] letter yet
casing|en|referral from dr. <<a. gupta>> for mrs <<hawthorne>>, urgent, pls triage today
casing|de|HERR <<SCHRÖDER>> RUFT MORGEN WEGEN DER [[ANMELDUNG]] AN.
casing|en|<<jürgen weißmüller>> signed up for the [[saturday]] parkrun volunteer slot
casing|en|MY NEIGHBOUR <<IBRAHIM>> NEEDS HELP WITH THE [[UNIVERSAL CREDIT]] JOURNAL, WHAT DO I WRITE?
casing|en|did <<autumn>> finish her [[duke of edinburgh]] log? autumn term ends soon
casing|en|<<Guo Mei>> and <<GUO LEI>> are twins but the form has one name in caps, is that a problem?
casing|en|ask <<sunny>> if the clinic on [[elm street]] does flu jabs, it's sunny so we can walk
casing|en|EMERGENCY CONTACT 1: <<ROSA MARÍA QUISPE MAMANI>> (MOTHER)
casing|en|lol <<brooklyn>> told <<mason>> the test was cancelled, it wasn't
casing|en|pls forward to mrs. <<al-harbi>> asap, the [[ielts]] results are in
position|en|<<Ngozi Okonkwo-Bello>>
position|en|Thanks, <<Ines>>
position|en|<<Dorota>>, can you cover the 3pm tutoring slot on [[Wednesday]]?
position|en|Who is <<Marguerite Lefebvre-Dubois>>?
position|en|<<Satō Haruto>>. Year 10. Allergy: penicillin.
position|en|rewrite this in a warmer tone for <<olamide>>
position|en|Appointment confirmed for Mr <<Oyelaran>>
position|en|<<Bjørn>>? No, <<Bjørn Haugen>> is the other parent rep.
position|en|Lunch duty today: <<Paddy>>
position|en|Signed, <<Rumbidzai Moyo>>
position|en|<<Amelia>> - can you bring the register to the [[Sports Hall]]?
position|en|The last person to see the patient before discharge was <<Hamid Rezaei>>
position|en|Could you tell me how to pronounce <<Nguyen>>
position|en|Dr <<Mireille Kabongo>> is on call tonight for the children's ward.
position|en|Just spoke with <<Pooja>>.
position|en|<<Ezekiel Odhiambo>>'s mum called about the [[Kenya]] trip deposit.
position|en|Best wishes,\n<<Constance Harrow>>
position|en|Pick-up today is Aunty <<Funmi>>
position|en|<<ilse de jong>>
position|en|Who else was on the night shift with <<Kerry-Ann McKenzie>> and <<Delroy Bailey>>
position|en|<<Mikkel>>: the taxi for the hospital appointment is booked for [[Thursday]].
position|en|Is the clinic letter meant for me or for <<Noor>>?
position|en|First speaker at prize night, in order, is head girl <<Olivia Tran>>
position|en|<<Rocío>> asked: can the meeting with the [[SENCo]] be in Spanish?
position|en|The form just says "next of kin: <<Teodora Ilić>>"
lists|en|Reading group A: <<Aarav>>, <<Zofia>>, <<Kwame>>, <<Elif>>. Group B: <<Mateo>>, <<Saoirse>>, <<Yusuf>>.
lists|en|| Pupil | Tutor | Day |\n|---|---|---|\n| <<Harper Nwachukwu>> | Mr <<Delaney>> | [[Monday]] |\n| <<Ayaan Qureshi>> | Ms <<Okafor>> | [[Thursday]] |
lists|en|first_name,last_name,dob,gp\n<<Ruairí>>,<<Breathnach>>,2014-02-11,[[Castle Medical Centre]]\n<<Amina>>,<<Diallo>>,2013-09-30,[[Castle Medical Centre]]
lists|en|Who still owes the trip money? <<Jack>> (paid half), <<Precious Moyo>>, the <<Lindqvists>>, and <<Min-seo>>.
lists|en|Carers on the rota this week: <<Rosa>> (mornings), <<Abdi>> (evenings), <<Joyce Mensah>> (weekend).
lists|en|- <<Siddharth Iyer>>: physics\n- <<Chloé Marchand>>: French\n- <<Dmitri Volkov>>: maths\n- [[Room 14]]: free
lists|en|Case allocation: <<M. Dubois>>, <<K. Amoah>>, <<S. Ferreira>> and <<T. Nakashima>>.
lists|en|bus 2 kids: <<lily>>, <<max>>, <<noah>>, <<ava>> and <<rohan>>
lists|en|Surname\tForename\tYear\n<<Abubakar>>\t<<Hauwa>>\t9\n<<Nowicka>>\t<<Zuzanna>>\t9\n<<Ó Conaill>>\t<<Oisín>>\t10
lists|en|Thanks to <<Fernanda>>, <<Bongani>>, <<Ewa>> & <<Ravi>> for running the [[Eid]] lunch.
lists|en|Shortlisted applicants (alphabetical): <<Adeyemi, Tolu>>; <<Bergström, Ingrid>>; <<Castillo, Marisol>>; <<Doğan, Emre>>.
lists|en|Parent reps: 4A <<Helena Kowalczyk>> / 4B <<Jorge Pinto>> / 4C <<Oanh Phạm>>
lists|en|Please sort these players by age: <<Theo>> 9, <<Kofi>> 11, <<Anneke>> 10, <<Salma>> 9, <<Jules>> 12.
lists|en|1) <<Nadia Haddad>> - flu jab done\n2) <<Ernesto Paz>> - declined\n3) <<Ruth Abernethy>> - booked for [[Tuesday]]
lists|en|ward round list: bed 3 mr <<okeke>>, bed 5 mrs <<bianchi>>, bed 6 ms <<szabo>>
lists|en|Choir sopranos: <<Phoebe>>, <<Adaeze>>, <<Mirela>>; altos: <<Ruth>>, <<Yui>>; tenors: none yet.
lists|en|"<<Kazuki Sato>>","Year 12","[[Oxford]]"\n"<<Leila Farahani>>","Year 12","[[Imperial]]"
lists|en|Mentor pairs: <<Grace Achieng>> with <<Ivy>>, <<Tobias Eriksen>> with <<Mo>>, <<Carmen Aguilar>> with <<Dana>>.
lists|en|The family group chat has Mum, Dad... actually list the grandchildren: <<Tayo>>, <<Kemi>>, <<Seun>> and baby <<Dayo>>.
lists|en|Volunteers for the [[Oxfam]] stall: <<Patricia O'Donnell>>, <<Wen Jie Tan>>, <<Hussein Al-Amin>>.
lists|en|Signed by: <<Giovanni Russo>> (chair), <<Ayodele Martins>> (treasurer), <<Beatrix Novotná>> (secretary)
lists|en|["<<Liam Byrne>>", "<<Aoibhinn Byrne>>", "<<Cathal Byrne>>"] are siblings, put them in the same [[Scout]] patrol.
lists|en|Team A: <<Baraka>>, <<Imani>>, <<Neema>>. Team B: <<Jabari>>, <<Zawadi>>, <<Faraji>>.
lists|en|Exam access arrangements: <<Olly Pritchard>> (reader), <<Maya Goldberg>> (extra time), <<Ikram Benali>> (scribe).
lists|en|CC: <<Frances Whitlock>>; Dr <<Adebayo>>; <<Hemi Tawhiri>>; [[Safeguarding Team]]
lists|en|Families visited in [[March]]: the <<Kowalskis>>, the <<Nguyens>>, the <<Obi-Walkers>>.
lists|en|nursery pickup list: <<sofia>> (nan), <<ellie>> (dad), <<arjun>> (childminder <<bev>>)
lists|en|Rank the personal statements: <<Chiara Lo Bianco>>, <<Finn Albrecht>>, <<Aditi Rao>>, <<Matías Herrera>>.
lists|en|Allergy board:\n<<Jayden>> - nuts\n<<Freya>> - egg\n<<Ibrahim>> - sesame\n<<Maisie>> - none
lists|en|Attendees: <<Sione Fifita>>, <<Mele Taufa>>, <<Hana Kobayashi>>, <<Dorcas Appiah>>, and <<Luka Horvat>>.
lists|en|Who is missing from the [[DBS]] check list: <<Wendy>>, <<Clive>>, <<Parveen>> or <<Stelian>>?
lists|en|<<Amara>>/<<Bilal>>/<<Cosmin>> on reception; <<Dilnoza>>/<<Eitan>> on the phones.
lists|en|Mum: <<Magdalena Zielińska>>\nDad: <<Tomasz Zieliński>>\nChild: <<Hania Zielińska>>
lists|en|Summer camp leaders: <<Summer Okoro>>, <<Brooke Lam>>, <<River Castillo>> (camp runs in [[July]]).
lists|en|Please merge duplicates: <<Jon Smyth>> / <<Jonathan Smyth>> / <<J. Smyth>>.
lists|en|name;phone;relationship\n<<Fatuma Hassan>>;07000 000000;aunt\n<<Omar Hassan>>;07000 000001;uncle
possessive|en|<<James>>'s and <<Chris>>' reports are both missing the [[Ofsted]] data.
possessive|en|Can you check <<Dolores>>’ prescription? The pharmacy says it's the wrong dose.
possessive|en|The <<Nguyens>>' flat has damp again, write to the [[Housing Association]].
possessive|en|Dr <<Kaur>>'s clinic has moved to the [[Riverside Health Centre]].
possessive|en|<<Summer>>'s school report says she loves art, but summer holidays start soon.
possessive|en|I need to reply to <<Mohammed Al-Farsi>>'s complaint about the canteen.
possessive|en|<<María José>>’s grandmother asked for the letter in Spanish.
possessive|en|Is it okay to share <<Kai>>'s medical plan with the coach of the [[Lions]]?
possessive|en|<<Jack>>'s coming to tutoring on [[Wednesday]], not <<Jack>>'s brother.
possessive|en|the caseworker's notes say <<dariusz>>'s benefits stopped in [[may]]
possessive|en|Please summarise <<Eleanor Whitcombe>>’s and <<Bongani Zulu>>’s care plans.
possessive|en|Mrs <<Thompson>>'s class is on the trip, so Mr <<Adeyemi>>'s class covers lunch.
possessive|en|Compare <<Anaïs>>'s IB predicted grades with <<Lucas>>'s.
possessive|en|We lost Grandpa <<Joe>>'s hearing aid at the [[Tesco]] car park.
possessive|en|The social worker read <<Kylie>>’s file before the [[Friday]] review.
possessive|en|<<Ruiz>>' appeal letter needs a date at the top.
possessive|en|What should <<Sakura>>'s dad bring to the [[Home Office]] biometrics appointment?
possessive|en|<<Agnieszka Nowak>>'s daughter <<Ola>>'s asthma plan needs updating.
possessive|en|Is <<Wolfgang>>'s pension counted for the [[Pension Credit]] claim?
possessive|en|the <<Obis>>' twins start reception in [[September]].
possessive|en|My brother-in-law <<Curtis>>'s landlord is threatening eviction, what rights does he have?
possessive|en|<<Fatima-Zahra El Amrani>>'s residence card expires in [[June]].
possessive|en|Tidy up <<Xu Ming>>'s references, the [[Harvard]] style is off.
possessive|en|I think it's <<Dev>>'s turn to host the [[Diwali]] party.
possessive|en|<<Hamish>>'s and <<Isla>>’s guardian is their aunt, <<Morag MacLeod>>.
possessive|en|Why did <<Paulo>>'s [[Universal Credit]] payment drop this month?
possessive|en|Please write <<Tiago Magalhães>>'s leaving card from the whole PE department.
possessive|en|<<Abena Boateng>>'s sickle cell plan goes in the medical room.
possessive|en|The pharmacist said <<Herbert>>'s blister pack was labelled for <<Hubert>>.
possessive|en|<<MARTA>>'S BIRTHDAY IS ON [[SATURDAY]], WHO IS BUYING THE CAKE?
possessive|en|it's <<nadia>>'s first day at nursery, any tips for the drop-off
possessive|en|Proofread <<Lachlan O'Keefe>>'s scholarship essay for [[ANU]].
possessive|en|<<Charles>>'s tutor says he needs help with the gas laws in physics.
possessive|en|Is <<Dylan>>'s sister <<Carys>> still on the [[Urdd]] trip list?
possessive|en|Put <<Ikechukwu>>'s medication in the fridge and <<Ada>>'s in the cupboard.
quoted|en|Hi <<Tomasz>>,\n\nJust confirming <<Ola>>'s place at breakfast club from [[Monday]].\n\nBest,\n<<Gemma>>\nSchool Office
quoted|en|> On [[Tuesday]], <<Precious Ndlovu>> wrote:\n> can the kids bring their own lunch on the trip?\nHelp me reply yes but no nuts.
quoted|en|My neighbour sent: "hi its <<babs>> from no. 12, the council came about the bins" what does she mean
quoted|en|From: <<Lorenzo Ferri>>\nTo: admissions@example.edu\nSubject: Deferral request\n\nPlease rewrite this more formally.
quoted|en|Is this a scam? "Dear <<Olumide>>, your [[NHS]] prescription refund of £82 is pending. Verify your bank details."
quoted|en|[18:02] Mum: who's getting <<Zara>> from ballet\n[18:03] <<Kofi>>: me\n[18:03] <<Esi>>: i can do [[Thursday]]
quoted|en|Text from the surgery: "Hello, this is <<Bernadette>> from [[Parkside Surgery]], please call us about your results."
quoted|en|Reply to <<Hanne>>'s email: "Hej! Can <<Magnus>> stay late for football on [[Wednesday]]?"
quoted|en|Kind regards,\nDr <<Priya Venkataraman>>\nConsultant Paediatrician\n[[St Thomas' Hospital]]
quoted|en|the tutor wrote "<<ahmed>> is doing great but needs to read more at home" how do i say thanks
quoted|en|My son's message: "Mr <<Gallagher>> said the [[GCSE]] coursework is due [[Friday]]". Is that right?
quoted|en|> <<Yaw Asante>>: The minibus leaves at 8.\n> <<Ama Serwaa>>: Can I bring my sister?\nSummarise this thread.
quoted|en|Dear Ms <<Kowalczyk>>,\nThank you for your enquiry about council tax support.\nYours sincerely,\n<<Gareth Pryce>>\n[[Revenues and Benefits]]
quoted|en|"Tell <<Layla>> I'm proud of her," said Grandad <<Mostafa>> on the call.
quoted|en|Hey <<Juliette>>! It's <<Mathilde>> from the [[Lycée]] parents' group 😊
quoted|en|Voice note transcript: "uh hi it's <<Dwayne>>, <<Shanice>>'s dad, she won't be in today"
quoted|en|Signature: <<Ana-María Quintero>> | Trabajadora Social | [[Cruz Roja]]
quoted|en|Email thread: "Thanks <<Wojtek>>, I'll pass this on to <<Beata>>. - <<Kasia>>"
quoted|en|Rewrite politely: "<<Kevin>>, stop booking the sports hall without asking <<Denise>>."
quoted|en|Subject: Re: Visa letter for <<Tran Minh Khoa>>\n\nHi, please see attached.\n<<Suzanne>>
quoted|en|WhatsApp from the team manager: "well played today <<Kipchoge>>, <<Otieno>> and <<Wanjiku>>!! ⚽"
quoted|en|> <<Lucía Benítez>> (Parent) - 3 days ago\n> Will the pool be open over [[Easter]]?
quoted|en|The letter opens with "Dear Mr and Mrs <<Papadakis>>" - is that still okay?
quoted|en|"<<Ingrid>>, your [[MRI]] is on the 14th," the nurse said. Translate into Norwegian.
quoted|en|Hi all, <<Bea>> here (<<Rosie>>'s mum). Anyone else's child lost a jumper?
quoted|en|From: "<<Henrik Olsen>>" <noreply@example.net>\nIs this email header spoofed?
quoted|en|Message to translate: "<<Fatma>> abla, <<Yusuf>> bugün okula gitmedi."
quoted|en|Cheers,\n<<Baz>>\n(<<Barry Whitlock>>, caretaker)
quoted|en|<<Nkechi>> wrote in the group: "who has the spare key for the [[Scout Hall]]?"
quoted|en|Can you make this sound less angry: "<<Sharon>>, the kids' passports were your job."
quoted|en|Dear Professor <<Lindgren>>, I am writing to ask for an extension on my dissertation.
quoted|en|Hi Mrs <<Achterberg>> - <<Joost>> has a dentist appointment at 10, so he'll be in after.
quoted|en|Auto-reply: "I'm out of office until [[Monday]]. For urgent matters contact <<Colm Furlong>>."
quoted|en|Chat log:\n<<leila>>: is the food bank open sat\n<<volunteer_dave>>: yes 10-2
quoted|en|Read this back to me: "Love you Nana, see you at Auntie <<Bisi>>'s on [[Sunday]]."
quoted|en|Reply to the tenant: "Hi <<Fernando>>, the plumber comes on [[Thursday]]. Regards, Housing Officer <<Ryan>>"
quoted|en|"This is <<Chidinma>>'s dad, she has chickenpox." Write a reply from the class teacher.
quoted|en|Forwarded message from Sr. <<Alejandro Vega>>: "La reunión es el [[martes]]".
quoted|en|Card message: "To Miss <<Hollis>>, thank you for a brilliant year! Love, <<Freddie>>"
quoted|en|> <<Dilnoza Karimova>> wrote: "I uploaded my transcript to the [[Common App]]."\nWhat should I answer?
code|en|# TODO(<<sanjay.k>>): handle pupils with no [[UPN]] before the census export
code|en|def greet():\n    return "Welcome back, <<Marisol>>!"  # hard-coded for the demo, fix
code|en|Why does this crash? patients = [{"name": "<<Obafemi Adeyinka>>", "nhs": None}]
code|en|-- author: <<Hollis, Margaret>>\n-- purpose: weekly [[SEN]] register\nSELECT * FROM pupils;
code|en|git log says "Author: <<Radu Ionescu>> <radu@example.dev>" but I didn't write that commit
code|en|Co-authored-by: <<Aiyana Begay>> <noreply@example.com>\nCo-authored-by: <<Tomás Ó Murchú>> <noreply@example.com>
code|en|<!-- TODO <<ekaterina>>: swap the [[Bootstrap]] modal for the native dialog -->
code|en|student_id,full_name,house\n1041,"<<Nwosu, Chiamaka>>",[[Raleigh]]\n1042,"<<Dhillon, Arjun>>",[[Drake]]
code|en|@<<pkowalczyk>> can you merge the attendance fix before [[Friday]]'s deploy?
code|en|const tutor = { first: "<<Ngaio>>", last: "<<Parata>>", subject: "te reo" };
code|en|/* reviewed by <<J. Oyelaran>> on 2024-03-02 */
code|en|assert letter.startswith("Dear Mr <<Hoang>>")  # fails because of the comma
code|en|INSERT INTO guardians VALUES (7, '<<Svetlana Orlova>>', 'mother'), (8, '<<Ilya Orlov>>', 'father');
code|en|In [[Excel]] I have =CONCAT(A2," ",B2) where A2 is <<Wiremu>> and B2 is <<Tipene>>, why no space?
code|en|{"caseworker": "<<Annika Holmberg>>", "client_ref": "HB-2291", "office": "[[Malmö]]"}
code|en|# Maintainer: <<Bilal Chaudhry>> <maintainer@example.org>
code|en|```yaml\nduty_rota:\n  monday: <<kerry>>\n  tuesday: <<femi>>\n```\nWhy won't this parse?
code|en|print(f"Dear {name}") prints the literal braces instead of <<Rosalind>>, help
code|en|/// <summary>Written by <<Ezra Halevi>> for the clinic booking [[API]].</summary>
code|en|The regex [A-Z][a-z]+ misses <<de la Cruz>> and <<McAllister>>, fix it.
code|en|.env has ADMIN_CONTACT=<<Kemi.Adebayo>> - is that a problem for [[GDPR]]?
code|en|commit message: "fix typo in <<Nakamura-Smith>>'s report card template"
code|en|\author{<<Olamide Balogun>> \and <<Ruth Kimani>>} breaks [[LaTeX]] when I add the university.
code|en|if user.name == "<<josé luis>>": print("hola")  # case issue?
code|en|Row 12 in my [[Google Sheets]]: <<Hamza Benali>> | Year 9 | FSM: Y | [[EAL]]: Y
code|en|log: 2024-05-01 09:12 booking created by <<a.mensah>> for patient 55021
code|en|Cypress test: cy.get('#name').type('<<Siobhán Kavanagh>>') fails on the fada
code|en|Dockerfile has LABEL maintainer="<<Yohannes Tadesse>>", should I use an email instead?
code|en|// FIXME(<<oksana>>) the [[Medicaid]] eligibility check ignores household size
code|en|# @owner <<Nilufar Rahman>> #team-admissions
code|en|Excel formula =VLOOKUP("<<Otieno>>",Sheet2!A:C,3,FALSE) returns [[N/A]], why?
code|en|[tool.poetry]\nauthors = ["<<Mei Lin Ho>> <ops@example.org>"]
code|en|@<<thandeka_m>> pushed the [[React]] form for the benefits calculator
code|en|<td class="name"><<Ólafur Einarsson>></td><td>[[Reykjavík]]</td>
code|en|My [[Python]] script prints 'Grüße, <<Jörg Weiß>>' as 'GrÃ¼ÃŸe' - encoding?
business|en|Invoice 0419\nBill to: <<Cristina Albu>>\nItem: Year 6 residential trip to [[Wales]]\nAmount: £210
business|en|Council tax bill addressed to Mr <<M. Rahman>> and Mrs <<S. Rahman>>, Band C, [[Leicester City Council]].
business|en|Housing benefit claim: claimant <<Aliyu Danjuma>>; partner <<Hadiza Danjuma>>; 3 dependants.
business|en|Please check this pharmacy receipt: customer <<Benedikt Kraus>>, item [[Calpol]] 100ml, paid by card.
business|en|Tenancy starts 1 [[August]]; landlord <<Roberta Ferrante>>, agent [[Foxtons]].
business|en|Reimburse the tutor, <<Esperanza Medina>>, 6 hours at £25 for the [[Easter]] revision course.
business|en|Payroll error: teaching assistant <<Kwabena Ofori>> was paid the old rate in [[March]].
business|en|Standing order from <<Ayelet Mizrahi>> to [[Maccabi]] sports club, £18 per month.
business|en|Nursery invoice for baby <<Theo Lindqvist>>, funded hours 15, extra sessions 4.
business|en|Blue Badge application for <<Doreen Blackwood>>, supporting letter from her GP attached.
business|en|Direct payment budget for carer <<Ivana Marković>>: 12 hours a week.
business|en|Refund request: <<Sunil Perera>> paid twice for the [[Duke of Edinburgh]] expedition.
business|en|Child benefit letter from [[HMRC]] to <<Nokuthula Mthembu>> about her daughter's college course.
business|en|Scholarship award: <<Ikaika Kealoha>>, $5,000, [[University of Hawaii]].
business|en|Late fee waived for <<Mariam Tadesse>>'s school meals account, please confirm.
business|en|Care home fees: resident <<Albert Fairweather>>, invoice to his son <<Nigel Fairweather>>.
business|en|Payment received from <<Guadalupe Ramírez Villaseñor>> for the [[Spanish]] exchange deposit.
business|en|Tuition agreement between tutor <<Lena Hartmann>> and the family of <<Jonah Pike>>.
business|en|Food bank voucher issued to <<Marek Dvořák>> by [[Citizens Advice]].
business|en|Please draft a payment plan letter to <<Tendai Moyo>> for rent arrears of £640.
business|en|Insurance claim: <<Pedro Albuquerque>>'s wheelchair damaged on the [[Ryanair]] flight.
business|en|University fee invoice: student <<Zhang Yutong>>, [[International]] rate, due [[September]].
business|en|Receipt no. 882 - <<Chukwudi Eze>> - swimming lessons block, [[Summer]] term.
business|en|Bursary paid to <<Ellie-Mae Robson>> for the [[BTEC]] course equipment.
business|en|Hardship fund application: <<Oksana Melnyk>>, arrived from [[Ukraine]] in 2022, two children.
business|en|Invoice query from Fr. <<Declan Moriarty>> for the parish hall hire.
business|en|Section 8 voucher holder <<Lakisha Freeman>>, unit 4B, rent portion $312.
business|en|Accounts: the uniform grant went to <<Jessica dos Santos Oliveira>> and <<Caio Araújo>>.
business|en|Dental treatment estimate for Mr <<Farouk>>: two fillings, [[NHS]] Band 2.
business|en|Please write a receipt for cash from <<Sophie>> for the [[Brownies]] subs.
business|en|Immigration fee receipt: applicant <<Rahel Gebremedhin>>, [[IHS]] surcharge paid.
business|en|Wage slip for cleaner <<Lourdes Bautista>> shows the wrong tax code.
business|en|Childcare voucher for <<Emeka>> and <<Chioma Obi>>, provider [[Little Acorns]].
business|en|Lease renewal for the community centre café, signed by <<Paulina Wróbel>> on behalf of the trustees.
business|en|Please reconcile: <<Ng Wai Kit>> paid £45, <<Anand Pillai>> paid £40, one payment missing.
titles|en|Please book Dr <<Oyelaran-Davies>> for the asthma review.
titles|en|Mrs <<Featherstonehaugh>> says her name is pronounced "<<Fanshaw>>".
titles|en|Prof. <<Ana Lúcia Nascimento>> will give the welcome talk at the open day.
titles|en|Tell Mx <<Rivers>> the safeguarding training is on [[Zoom]] at 4.
titles|en|Ask Sister <<Bernadette>> whether the chapel is free for the carol concert.
titles|en|Herr <<Schmitt>> from the [[Volkshochschule]] sent the German course list.
titles|en|Señora <<Gutiérrez>> wants to know if her son can sit the [[GCSE]] Spanish exam.
titles|en|Madame <<Diop>> asked about the halal options at lunch.
titles|en|Father <<O'Malley>> will bless the new school minibus.
titles|en|Dear Ms <<Kiprotich>>, your son has been selected for the county team.
titles|en|Imam <<Abdelkader>> will open the interfaith evening.
titles|en|Rabbi <<Lev Friedman>> asked for the kosher catering contact.
titles|en|Councillor <<Patel>> will visit the food bank on [[Thursday]].
titles|en|Nurse <<Aguilar>> needs the consent form before the [[HPV]] jab.
titles|en|Sir <<Malcolm>> from the trust is coming to the governors' meeting.
titles|en|Dame <<Olwen Pryce>> is the guest at prize day.
titles|en|The letter is from Lt. Col. <<Hughes>> about the cadets.
titles|en|Pastor <<Emmanuel Asamoah>> runs the homework club at the church hall.
titles|en|Mr. and Mrs. <<Okonjo>> asked for a translator for the meeting.
titles|en|Dr. med. <<Katharina Vogel>> signed the vaccination record.
titles|en|Hon. <<Aroha Ngata>> MP will open the new library wing.
titles|en|Miss <<Penhaligon>> wants the Year 2 play script shortened.
titles|en|Coach <<Bruno>> says the under-16s need new bibs.
titles|en|Officer <<Delgado>> from the school safety team will speak at assembly.
titles|en|Ask Ustadha <<Khadija>> about the Saturday Arabic class.
titles|en|Professor Emeritus <<Ian Whitcombe>> will review the thesis.
titles|en|Dr <<Chen>> and Dr <<Cheng>> are different people, please don't merge them.
titles|en|Mrs <<Brown>> wore brown to parents' evening, the kids keep joking about it.
titles|en|Maître <<Lefort>>, the family's lawyer, sent the custody papers.
titles|en|Mr <<Victor Hugo Salazar>> is the new caretaker at [[Victoria Primary]].
titles|en|Dr <<Hope Mwangi>> runs the [[Sunrise Clinic]] outreach on Saturdays.
titles|en|Sensei <<Yamamoto>> teaches judo at the community centre on [[Wednesday]].
titles|en|Bhai <<Harjit>> will serve langar at the [[Gurdwara]] after the ceremony.
titles|en|Judge <<Whitaker>> ordered a new assessment by the local authority.
titles|en|Matron <<Abiodun>> signed off the discharge.
nonenglish|de|Schreib bitte eine Nachricht an Frau <<Yılmaz>>: Die [[Klassenfahrt]] nach [[Hamburg]] kostet 180 Euro.
nonenglish|de|Hallo <<Jens>>, kannst du am [[Samstag]] den [[Kuchenverkauf]] übernehmen? LG <<Birgit>>
nonenglish|de|Im [[Protokoll]] steht: Dr. <<Hans-Peter Müller-Lüdenscheidt>> leitet die [[Elternversammlung]].
nonenglish|de|Wie schreibe ich dem [[Ausländeramt]], dass <<Ahmad Karimi>> seinen [[Aufenthaltstitel]] verlängern muss?
nonenglish|de|<<Lieselotte>> ist unsere neue Tagesmutter, sie betreut auch <<Emil>> und <<Frieda>>.
nonenglish|de|Herr <<von Stauffenberg-Klein>> hat die [[Rechnung]] für die [[Nachhilfe]] noch nicht bezahlt.
nonenglish|de|Bitte übersetze den [[Arztbrief]] für Oma <<Hildegard>>, sie versteht die [[Diagnose]] nicht.
nonenglish|de|Die [[Pflegekasse]] hat den [[Antrag]] von <<Gerda Winkelmann>> auf [[Pflegegrad]] 3 abgelehnt.
nonenglish|de|ich hab <<mehmet>> gesagt dass die [[kita]] am [[montag]] zu ist
nonenglish|de|Unser [[Verein]] sucht noch Trainer, <<Sven>> und <<Aylin Demir>> haben schon zugesagt.
nonenglish|de|Kannst du der [[Grundschule]] erklären, warum <<Lukas Brandtner>> im [[Februar]] gefehlt hat?
nonenglish|de|Sehr geehrte Frau <<Öztürk>>, anbei die [[Bescheinigung]] der [[Krankenkasse]]. Mit freundlichen Grüßen, <<Tobias Engel>>
nonenglish|es|Hola <<Maite>>, ¿puedes llevar a <<Iker>> al [[Centro de Salud]] el [[jueves]]? Besos, <<Ama>>
nonenglish|es|La tutora, <<Montserrat Puig i Ferrer>>, dice que <<Pau>> necesita refuerzo en matemáticas.
nonenglish|es|Necesito una carta para el [[SEPE]] explicando que <<Wilson Andrés Cárdenas>> cuida de su madre.
nonenglish|es|¿Cómo le digo a doña <<Eulalia>> que su cita en el [[Hospital La Paz]] se ha cambiado?
nonenglish|es|En el grupo de [[WhatsApp]] de madres, <<Yolanda>> pregunta quién lleva la tarta para <<Lucía>>.
nonenglish|es|Expediente: <<Rigoberto Chávez Ortiz>>, solicitud de asilo, entrevista en la [[Oficina de Asilo]].
nonenglish|es|el entrenador <<toño>> dice que el partido es el [[domingo]] a las 10
nonenglish|es|Traduce al inglés: "La Sra. <<Benítez>> pide que <<Julián>> salga antes por su cita médica."
nonenglish|es|Solicitud de beca del [[Ministerio de Educación]] para <<Ximena Mamani Quispe>>.
nonenglish|fr|Bonjour Madame <<Nguyen>>, <<Thomas>> a oublié son cahier de [[SVT]] au collège.
nonenglish|fr|Peux-tu résumer le compte rendu ? <<Marie-Hélène Delacroix>> et <<Aurélien Masson>> étaient présents.
nonenglish|fr|La [[CPAM]] n'a pas remboursé la consultation de <<Fatoumata Keïta>>, que faire ?
nonenglish|fr|salut <<inès>>, tu peux récupérer <<nolan>> à la garderie ce soir ? bisous
nonenglish|fr|Lettre à la [[Préfecture]] pour le titre de séjour de <<Mamadou Sow>> et de son épouse <<Awa>>.
nonenglish|fr|Le [[Secours populaire]] remercie <<Jean-Claude Bertin>> pour son aide à la distribution.
nonenglish|fr|<<Théo>> passe le [[brevet]] en juin, Mamie <<Colette>> veut lui offrir un cadeau.
nonenglish|fr|Corrige : « Monsieur <<Lemaire>>, je vous informe que <<Yanis>> sera absent lundi. »
nonenglish|pt|Olá Dona <<Fátima>>, o <<Rodrigo>> pode ficar no ATL até às 18h na [[sexta-feira]]?
nonenglish|pt|A assistente social <<Conceição Figueiredo>> marcou visita domiciliária para [[abril]].
nonenglish|pt|Como escrevo ao [[SEF]] sobre a autorização de residência do <<Wellington Barbosa>>?
nonenglish|pt|oi <<gabi>>, a vó <<Zilda>> quer saber se o almoço de domingo é na casa da tia <<Rita>>
nonenglish|pt|O professor <<João Pedro de Almeida e Castro>> vai dar aulas de reforço na [[Biblioteca Municipal]].
nonenglish|it|Ciao <<Giorgia>>, puoi ricordare a <<Filippo>> il certificato per la [[piscina]]?
nonenglish|it|La maestra <<Annunziata Lo Presti>> ha mandato le pagelle via [[registro elettronico]].
nonenglish|it|Scrivi al [[CAF]] che la signora <<Immacolata D'Amico>> deve rifare l'[[ISEE]].
nonenglish|it|Il nonno <<Tonino>> chiede se <<Beatrice>> viene a pranzo [[domenica]].
nonenglish|it|Verbale: presenti <<Pierpaolo Santangelo>>, <<Rosaria Ferraro>> e il dirigente <<Vito Laterza>>.
nonenglish|nl|Hoi <<Sanne>>, kan <<Bram>> woensdag mee naar [[zwemles]]? Groetjes, <<Inge>>
nonenglish|nl|Mevrouw <<van der Linden-Hoekstra>> heeft het [[PGB]] voor haar zoon aangevraagd.
nonenglish|nl|De wijkverpleegkundige <<Ellen de Boer>> komt [[donderdag]] bij opa <<Kees>>.
nonenglish|nl|Schrijf een brief aan het [[UWV]] namens <<Mohamed El Idrissi>> over zijn [[WW]]-uitkering.
nonenglish|nl|<<Femke ter Beek>> en <<Jasper van 't Riet>> organiseren het schoolkamp in [[Drenthe]].
nonenglish|pl|Przetłumacz: „Pani <<Grażyna Wiśniewska>> prosi o zwolnienie <<Kuby>> z lekcji [[WF]].”
nonenglish|pl|Wychowawczyni <<Joanna Kamińska>> pisze w [[Librusie]], że <<Oliwia>> nie oddała pracy.
nonenglish|pl|Czy pan <<Zbigniew>> może podpisać wniosek do [[MOPS]] za ojca?
nonenglish|pl|Lista: <<Bartosz Lewandowski>>, <<Natalia Wójcik>>, <<Szymon Mazur>> - wycieczka do [[Krakowa]].
nonenglish|pl|hej <<ania>>, babcia <<halinka>> pyta kiedy przyjedziecie na [[Wigilię]]
nonenglish|tr|<<Zeynep>> Hanım, <<Can>>'ın karnesini [[e-Okul]] üzerinden görebilirsiniz.
nonenglish|tr|Sosyal hizmet notu: <<Hatice Kılıçarslan>> ve eşi <<Murat>> için [[SYDV]] başvurusu yapıldı.
nonenglish|tr|Doktor <<Serkan Aydoğdu>> [[Pazartesi]] günü hastanede nöbetçi.
nonenglish|tr|anneanne <<nermin>> bayramda bize gelecek mi, <<umut>> sordu
nonenglish|tr|<<Ebru>> öğretmen veli toplantısını [[Perşembe]] gününe aldı.
nonenglish|sv|Hej <<Astrid>>! Kan <<Elsa>> följa med till [[Vårdcentralen]] på [[fredag]]? Hälsningar <<Malin>>
nonenglish|sv|Handläggaren <<Johan Lindqvist>> på [[Försäkringskassan]] har inte svarat.
nonenglish|ro|Bună <<Ioana>>, doamna <<Popescu>> a trimis lista pentru excursia din [[mai]].
nonenglish|ro|Dosarul lui <<Vasile Munteanu>> a ajuns la [[Casa de Asigurări]].
nonenglish|cs|Paní učitelka <<Lenka Procházková>> posílá omluvenku pro <<Matěje>> do [[Bakalářů]].
nonenglish|id|Tolong kabari Bu <<Ratna>> bahwa <<Dimas>> sakit dan tidak masuk sekolah hari [[Senin]].
nonenglish|id|Pak <<Budi Santoso>> minta surat keterangan dari [[Puskesmas]].
nonenglish|sw|Habari Mama <<Neema>>, <<Baraka>> amefaulu mtihani wa [[KCPE]].
nonenglish|vi|Cô <<Nguyễn Thị Hồng>> nhắn phụ huynh của <<Minh Anh>> đến trường vào [[thứ Hai]].
keep|en|The [[Grace]] period on my [[Sallie Mae]] loan ends in [[May]], should I pay early?
keep|en|Is [[St Mary's Primary]] or [[St Joseph's]] better rated by [[Ofsted]]?
keep|en|The school trip to [[Jordan]] is cancelled; refunds go out on [[Friday]] via [[ParentPay]].
keep|en|Can I ask [[Alexa]] to remind my dad to take his [[Metformin]] at 8?
keep|en|Which [[Kindle]] from [[Amazon]] is best for a dyslexic ten-year-old?
keep|en|We are moving from [[Georgia]] to [[Virginia]] in [[August]]; how do school transfers work?
keep|en|Compare [[Duolingo]] and [[Babbel]] for adult ESOL learners at the [[Carnegie Library]].
keep|en|Write a reminder that [[Victoria Station]] is closed on [[Sunday]], so the choir coach leaves from [[Euston]].
keep|en|Does [[Harvard]] accept the [[Common App]] essay for transfer students?
keep|en|Is [[Great Ormond Street]] or the [[Evelina]] closer to [[Waterloo]]?
keep|en|How do I export attendance from [[PowerSchool]] with a [[Ruby]] script?
keep|en|Our [[Brownies]] pack meets in the [[Scout Hut]] every [[Tuesday]] during term.
keep|en|Is [[Calpol]] or [[Nurofen]] better for a teething toddler, according to [[NICE]]?
keep|en|How long does a [[BRP]] take to arrive after the [[Home Office]] says yes?
keep|en|Explain the [[Lasting Power of Attorney]] forms from the [[Office of the Public Guardian]].
keep|en|does the [[mayo clinic]] say anything about teenage migraines
keep|en|WHICH [[GCSE]] SUBJECTS DO I NEED FOR [[A-LEVEL]] BIOLOGY?
keep|en|My son got into [[Johns Hopkins]] but we cannot afford [[Baltimore]] rent.
keep|en|The [[Ronald McDonald House]] near the hospital has a waiting list in [[December]].
keep|en|Should I buy school shoes at [[Clarks]] or [[Marks & Spencer]] this [[September]]?
keep|en|What is [[Siri]]'s accessibility mode called on the [[iPad]]?
keep|en|Our [[Julia]] notebook for the [[MSc]] statistics class keeps crashing on [[JupyterHub]].
keep|en|Is [[Florence]] a good city for a school exchange in [[April]]?
keep|en|Can a [[US]] green card holder apply for [[FAFSA]] before [[October]]?
keep|en|Explain [[Universal Credit]] sanctions and how to appeal to the [[DWP]].
keep|en|Write a flyer for the [[Jubilee]] Community Centre's warm space over [[Christmas]].
keep|en|Is the [[Sainsbury's]] pharmacy open on [[Boxing Day]]?
keep|en|Compare [[Medicare Advantage]] and [[Original Medicare]] for a retiree in [[Arizona]].
keep|en|Can the [[Victoria]] line get us to [[Euston]] before the 9am clinic?
keep|en|our [[year 6]] sats are in [[may]], any revision apps that work offline
keep|en|How do I apply for [[Pell Grant]] money at [[Austin Community College]]?
keep|en|The [[Hope Foundation]] runs a holiday hunger scheme every [[Easter]].
keep|en|Is [[Ramadan]] likely to overlap with the [[June]] exam season?
keep|en|What does [[SEND]] mean on an [[EHCP]] letter from the council?
keep|en|Find me [[Dr Martens]] school shoes that meet the uniform policy.
keep|en|Is [[Wendy's]] or [[Chick-fil-A]] better for a team lunch after the [[Little League]] game?
keep|en|Draft a notice: the [[Lincoln]] campus library shuts early on [[Thanksgiving]].
keep|en|What grade do you need in [[IB]] [[Higher Level]] maths for [[Imperial]]?
keep|de|Wann muss die [[Steuererklärung]] beim [[Finanzamt]] sein, wenn wir [[Elterngeld]] bekommen haben?
keep|de|Wie melde ich mein Kind beim [[Gymnasium]] in [[Köln]] an, wenn das [[Zeugnis]] noch fehlt?
keep|de|Die [[Sprechstunde]] in der [[Kinderarztpraxis]] fällt am [[Mittwoch]] aus.
keep|es|¿Qué documentos pide la [[Seguridad Social]] para la baja por maternidad en [[Madrid]]?
keep|es|¿El [[Colegio San José]] tiene comedor en [[septiembre]]?
keep|fr|Quels papiers faut-il pour inscrire un enfant à l'[[école maternelle]] à [[Lyon]] ?
keep|fr|La [[Sécurité sociale]] rembourse-t-elle les lunettes pour enfants en [[septembre]] ?
keep|pt|Como peço o [[Abono de Família]] na [[Segurança Social Direta]]?
keep|it|Quando apre la segreteria del [[Liceo Classico]] a [[Torino]] in [[agosto]]?
keep|nl|Hoe schrijf ik mijn kind in bij een [[basisschool]] in [[Rotterdam]] via de [[gemeente]]?
keep|pl|Jak złożyć wniosek o [[800 plus]] przez [[PUE ZUS]] w [[styczniu]]?
keep|tr|Çocuğumu [[Ankara]]'da bir ilkokula kaydetmek için [[e-Devlet]] yeterli mi?
keep|sv|Hur ansöker man om [[föräldrapenning]] hos [[Försäkringskassan]] i [[Göteborg]]?
'''


def _parse(raw):
    out = []
    for line in raw.strip("\n").split("\n"):
        if not line.strip():
            continue
        sl, lang, text = line.split("|", 2)
        text = text.replace("\\n", "\n").replace("\\t", "\t")
        out.append((sl, lang, text))
    return out


HAND = _parse(_RAW)
