# -*- coding: utf-8 -*-
"""Hand-written prompts for pii_names_eval_v10 (written for this corpus).

Inline markup:
  <<Name>>          a gold person-name span (titles, honorifics, possessive 's, attached
                    particles and apostrophe suffixes stay OUTSIDE the markup)
  [[word]]          a keep item; [[word|kind]] also names its kind when the word is not
                    in one of the keep pools of templates.py
  &lt; / &gt;       a literal "<" / ">" (so that e-mail brackets can touch the markup)

HAND[slice] = [(lang, marked_text), ...]; ids are <slice>-hand-NNN, and
nonenglish-<lang>-hand-NNN in the nonenglish slice.
"""

HAND = {}

# ----------------------------------------------------------------------------- cultures
HAND["cultures"] = [
    ("en", "Please address the invitation to <<Guðrún Sigurðardóttir>> and her son <<Einar Magnússon>>. In Iceland I'd write Dear <<Guðrún>>, not Ms <<Sigurðardóttir>>, right?"),
    ("en", "The sales contract lists the buyer as <<Mohammed bin Abdullah bin Saleh Al-Ghamdi>>; his agent signs as <<Abu Faisal>>. Which name goes on the [[VAT]] invoice?"),
    ("en", "My manager <<K. R. Senthilkumar>> and <<Lakshmi>> from the [[Chennai]] office want the [[Q4]] plan by [[Friday]]."),
    ("en", "<<Oluwaseun Adeyemi-Bakare>> and <<Babatunde Ogundipe>> will lead the [[Lagos]] launch; write them a kickoff email."),
    ("en", "Ask <<Hope Brooks>> and <<Will Marsh>> whether <<Faith Wood>> can cover the [[Friday]] shift. I hope we will keep faith in the rota."),
    ("en", "Please send the consent form to <<Pa Nhia Her>> - her English is fine, but <<Tou Vang>> prefers [[Hmong|language]]."),
    ("en", "<<He Jun>> said he would forward the [[Alipay|product]] receipts to <<Ma Li>> and <<Wu Lei>> before [[Golden Week]]."),
    ("en", "Oh, and please cc <<Oh Seung-ho>> and <<Lee Min-ji>> on the [[KakaoTalk|product]] announcement."),
    ("en", "Our lawyer <<Cyrus Engineer>> recommended <<Perizad Contractor>>; the engineer on site is somebody else. Draft a thank-you note to both."),
    ("en", "<<Fatou Fall>> will sow the millet before the fall, and <<Moussa Sow>> takes care of the irrigation. Turn this into a farm schedule."),
    ("en", "Book an airport taxi in [[Yangon|city]] for U <<Zaw Min Htet>> and Daw <<Khin Myo Chit>> on [[Tuesday]]."),
    ("en", "Our guide in [[Ubud|city]] was <<I Wayan Sudarsana>>; I would recommend him. His sister <<Ni Luh Ayu Lestari>> runs the homestay. Write a review."),
    ("en", "<<María José de la Torre y Mendoza>> signed the deed and <<Juan Pablo Hernández de la Cruz>> witnessed it. Who pays the notary?"),
    ("en", "<<Jan van 't Hek>>, <<Marieke ter Horst-van Dijk>> and <<Daan van der Berg>> approved the budget. Mevrouw <<Ter Horst>> asked for the [[PDF]]."),
    ("en", "Dear <<Ivan Petrovich>>, please forward the [[NDA]] to <<Yekaterina Sergeyevna Volkova>> - rewrite this more formally."),
    ("en", "<<Nguyen Van Bao>> and <<Trần Thị Thu Hương>> will join the call; remind <<Bao>> to bring the [[Excel]] file."),
    ("en", "<<Tewodros Getachew>>'s father is <<Getachew Bekele>>. Should I write to Mr <<Getachew>> or to Ato <<Tewodros>>?"),
    ("en", "Can you shorten the email signature of <<Hery Andrianarisoa Randriamampionona>>? It doesn't fit on the badge."),
    ("en", "Please confirm the booking for <<王秀英>> (<<Wang Xiuying>>) and <<欧阳建国>> at the [[Hilton|company]] in [[Shenzhen]]."),
    ("en", "<<Suzuki Haruka>> (<<鈴木遥>>) or <<Haruka Suzuki>>? Which order should I print on the [[Osaka]] badges?"),
    ("en", "<<김민준>> and <<남궁지우>> need business visas for [[Canada]]. What should the invitation letter say?"),
    ("en", "My colleagues <<Golf>> and <<Ploy>> (<<Thanawat Jaidee>> and <<Pimchanok Boonmee>>) are hosting the [[Songkran]] party. Write the invite."),
    ("en", "<<Aroha Te Awa>> and <<Wiremu Ngata>> are presenting at the [[Waitangi Day|holiday]] event in [[Wellington]]."),
    ("en", "<<Seán Ó Súilleabháin>> and <<Niamh Ní Bhriain>> asked for the [[Irish|language]] version of the leaflet."),
    ("en", "Mahalo to <<Keala Kaʻahanui>> and <<Kawika Kealoha>> for organising the [[Honolulu|city]] meetup - draft a thank-you post."),
    ("en", "Tell <<Nino Beridze>> (<<ნინო ბერიძე>>) that the [[Tbilisi]] flight is confirmed for [[Thursday]]."),
    ("en", "<<ሰላም ተስፋዬ>> - <<Selam Tesfaye>> in Latin letters - is our new contact at the [[Addis Ababa]] office."),
    ("en", "<<B. Enkhjargal>> and <<Temuulen>> from [[Ulaanbaatar|city]] will join the [[Zoom]] workshop."),
    ("en", "<<Precious dela Cruz>> and <<Lovely Santos Reyes>> are the new hires; <<Jun-Jun Bautista>> will train them."),
    ("en", "<<Trésor Mukendi>> and <<Merveille Kabongo>> need an invitation letter for the [[Belgium]] conference."),
    ("en", "<<عبد الرحمن السيد>> asked about the [[Dubai]] branch. Reply in English but keep his name in Arabic script."),
    ("en", "<<Máret Sara>> and <<Áslat Gaup>> moved to [[Tromsø|city]]; update their addresses in [[Salesforce]]."),
]

# ----------------------------------------------------------------------------- casing
HAND["casing"] = [
    ("en", "hey can u ask <<jessica nguyen>> if shes coming to the [[friday]] thing, also tell <<marcus oyelaran>> to bring the hdmi cable"),
    ("en", "URGENT!!! <<PRIYA RAMAN>> AND <<JOHN-PAUL O'NEILL>> NEED ACCESS TO THE [[SALESFORCE]] DASHBOARD BEFORE [[MONDAY]]"),
    ("en", "pls fwd the [[q3]] deck to <<mcdonald>> (<<hamish mcdonald>> from finance, not the burger place lol)"),
    ("en", "wat did <<olek>> say abt the [[kubernetes]] migraton?? <<olek kowalczyk>> i mean not the other one"),
    ("en", "ANNUAL REPORT - PREPARED BY <<MARÍA JOSÉ FERNÁNDEZ>> AND <<ZSÓFIA NAGY>> FOR THE [[EU]] FUNDING ROUND"),
    ("en", "dear mr <<kim>> thank u for fixing the [[samsung]] tv, my mum <<young-ja>> says hi"),
    ("en", "Interview With <<Grace Hope>> On The Future Of [[Python]] At [[Google]]"),
    ("en", "ok so <<jun>> said <<li wei>> and <<wei li>> are different ppl?? which one is on the [[jira]] ticket"),
    ("en", "<<sophie>> <<marc>> <<ines>> <<tomasz>> all off on [[thursday]] cos of [[ascension day|holiday]]"),
    ("en", "plz write smth nice for grandma <<rose>>'s 90th, she loves [[earl grey]] and gardening"),
    ("en", "<<jose>> keeps calling his [[iphone]] siri lol, tell <<ana luiza>> to stop laughing"),
    ("en", "ThAnKs <<AnNa>> FoR tHe [[NoTiOn]] TeMpLaTe (sarcasm, rewrite it nicely)"),
    ("en", "CALL DR. <<OKONKWO>>'S OFFICE"),
    ("en", "meeting w/ <<thabo>> + <<lindiwe>> tmrw re [[vat]] refund, remind me"),
    ("de", "<<ANNA-LENA SCHÄFER>> HAT ANGERUFEN WEGEN DER [[RECHNUNG]]. BITTE ZURÜCKRUFEN!"),
]

# ----------------------------------------------------------------------------- position
HAND["position"] = [
    ("en", "<<Ngozi Okonkwo-Eze>>"),
    ("en", "Thanks, <<Ines>>"),
    ("en", "<<Xiuying>>?"),
    ("en", "<<Wanjiru>>, <<Kamau>> - agenda below:\n1. [[Q3]] budget\n2. hiring"),
    ("en", "Who is <<Tariq Al-Mansouri>>"),
    ("en", "Please summarise this and send it to\n<<Hannelore Schäfer>>"),
    ("en", "Can you make this sign-off warmer?\n\nBest,\n<<Giorgi>>"),
    ("en", "The file from (<<Oluwaseun>>) is corrupted - can [[Excel]] repair it?"),
    ("en", "After three rounds of interviews the final answer is <<Björn Lindqvist>>."),
    ("en", "Message for <<Chloé Moreau>>: the [[Uber]] is outside."),
    ("en", "<<Lindiwe Dlamini>>\n<<Sipho Nkosi>>\nare these Zulu or Xhosa names?"),
    ("en", "\"<<Dimitra Oikonomou>>\" - how do I pronounce that?"),
    ("en", "Translate to [[Spanish]] and sign it as <<Ximena>>:"),
    ("en", "<<Haider Al-Jubouri>> - [[CV]] attached - <<Zahraa Al-Saadi>>"),
]

# ----------------------------------------------------------------------------- lists
HAND["lists"] = [
    ("en", "Check this reference: <<Okafor, C.>>, <<Lindqvist, B.>>, & <<van der Merwe, J. P.>> (2021). Trust in [[AI|acronym]] triage. Journal of [[NHS]] Management, 12(3)."),
    ("en", "id\tname\tdept\n1\t<<Aigerim Ospanova>>\tFinance\n2\t<<Chukwuemeka Obi>>\t[[IT]]\n3\t<<Siew Ling Tan>>\tSales\nTurn this into a markdown table."),
    ("en", "on-call this week: <<Sven>>/<<Ayşe>>/<<Kenji>>/<<Dmitri>> - who covers [[Saturday]]?"),
    ("en", "Invite <<Femke>>, <<Thijs de Jong>>, <<Ngọc Anh>> and Mr. <<Haddad>> to the [[Friday]] demo."),
    ("en", "| Name | City |\n|---|---|\n| <<Nakamura, Ren>> | [[Osaka]] |\n| <<Kowalska, Zofia>> | [[Warsaw]] |\n| <<Mensah, Kwame>> | [[Accra]] |\nSort by city."),
    ("en", "Panel: Prof. <<Amina Yusuf>>; Dr. <<Lars Holm>>; <<Tigist Haile>>, [[PhD]]; moderator <<Rhys Prys>>."),
    ("en", "ppl coming: <<anna>>, <<mike o>>, the <<kowalskis>>, <<fatima>> + kids"),
    ("en", "Cc: <<Ravi Teja Naidu>>; <<Ji-hoon Park>>; <<Élodie Girard>>; <<Iñaki Etxeberria>>"),
    ("en", "- follow up with <<Emeka>>\n- send the [[NDA]] to <<Olga Ivanova>>\n- book a room (ask <<Sunita>>)\n- order pizza for [[Thursday]]"),
    ('en', '"<<Gonzalez, Ana>>","[[Madrid]]"\n"<<O\'Connor, Liam>>","[[Dublin]]"\n"<<Abdi, Hodan>>","[[Nairobi]]"\nWhy does my CSV parser split these rows wrongly?'),
    ("en", "<<Zhang Wei>>, <<Li Na>>, <<Wang Fang>> and <<Liu Yang>> (equal contribution) - is this author order OK for [[IEEE]]?"),
    ("en", "Names for the [[Christmas]] cards: Uncle <<Bob>>, Auntie <<Mei>>, Grandpa <<Ahmet>>, cousin <<Zainab>>, and the twins <<Kato>> and <<Babirye>>."),
    ("en", "Order of speakers:\n1) <<Leilani Akana>>\n2) <<Ikaika Kahale>>\n3) <<Noelani Kanahele>>\nAdd 5 minutes of Q&A after each."),
    ("en", "Winners: 1st <<Ebba Sjöberg>>, 2nd <<Teemu Järvinen>>, 3rd <<Kadri Tamm>> and <<Jānis Bērziņš>> (shared)."),
    ("en", "Roommates: <<Dara>> & <<Sokha>> & <<Rithy>> - split the [[Airbnb]] cost fairly."),
]

# ----------------------------------------------------------------------------- possessive
HAND["possessive"] = [
    ("en", "Is <<Chris>>' laptop still covered by the [[Dell]] warranty?"),
    ("en", "Merge <<James>>’s and <<Thomas>>’ reports into one summary."),
    ("en", "We're staying at the <<Nguyens>>' house in [[Hanoi]] over [[Tết]]; what gift should we bring?"),
    ("en", "Compare <<Wang Wei>>'s and <<Kim Ji-woo>>'s visa requirements for [[Germany]]."),
    ("en", "Dr. <<Okafor>>'s clinic moved next to [[Victoria Station]] - update the patient leaflet."),
    ("en", "my boss <<liam>>'s wife <<aoife>>'s birthday is on [[sunday]], what do i get"),
    ("en", "Is this <<Fatima-Zahra>>'s handwriting or <<Youssef>>'s?"),
    ("en", "The <<Kowalskis>>' dog keeps barking; draft a polite note to <<Grażyna Kowalska>>."),
    ("en", "Check <<Siobhán O'Brien>>'s expense claim from [[Cork|city]]."),
    ("en", "<<Agnès>>’ appointment and <<Alexis>>' appointment clash on [[Monday]]."),
    ("en", "Is the [[Louis Vuitton]] bag <<Louise Dubois>>'s or her sister's?"),
    ("en", "Rewrite: <<Ali Al-Tamimi>>'s team missed <<Ahmed Hassan>>'s deadline again."),
    ("en", "Summarise <<Shapira>>'s and <<Ben-David>>'s arguments from the [[Tel Aviv]] panel."),
    ("en", "Whose idea was the [[Kafka]] rewrite - <<Kaito>>'s? <<Priya>>'s? Find it in the notes."),
    ("en", "<<Ngũgĩ Kamau>>'s presentation and <<Wambui>>'s demo go first on [[Wednesday]]."),
]

# ----------------------------------------------------------------------------- quoted
HAND["quoted"] = [
    ("en", "Make my reply shorter:\n\nOn Tue, 4 Mar 2025 at 10:12, <<Ingrid Bergström>> &lt;<<ingrid.bergstrom>>@example.se&gt; wrote:\n> Hi <<Kwame>>, can you confirm the [[SEPA]] transfer?\n\nHi <<Ingrid>>, confirmed. <<Kwame>>"),
    ("en", "[14/02/25, 21:03:11] <<Rohit Agarwal>>: bhai the [[Airbnb]] host <<Suresh>> isn't answering\n[14/02/25, 21:04:02] <<Neha>>: try calling, number is in the [[WhatsApp]] group\nwhat should we do?"),
    ("en", "Is this phishing?\n\nFrom: \"[[PayPal]] Security\" &lt;security@paypa1-support.example&gt;\nDear Mr. <<Adebayo>>,\nyour account will be closed. Ask for agent <<Linda Carter>>."),
    ("en", "Slack:\n<<dmitri_v>>: who broke staging?\n<<aisha.b>>: not me, ask @<<kenji>>\n<<Kenji Mori>>: oops, rolling back\nWrite a blameless incident note."),
    ("en", "> > <<Kwabena>> said the [[DHL]] pickup is at 3\n> it was at 5 in the end\nok so who waited for two hours?? (<<Efua>>)"),
    ("en", "My aunt wrote: \"Mama <<Ngozi>> says <<Chidi>> should call her before [[Easter]].\" Help me reply kindly."),
    ("en", "Translate this voicemail: \"Hola <<Lupita>>, soy <<Rocío>>, te llamo por lo del [[DNI]].\""),
    ("en", "Teams chat:\n<<Müller, Jürgen>>: können wir morgen?\n<<Santos, Thiago>>: yes, 10am\nSummarise in English."),
    ("en", "---\nFrom: <<Olumide Balogun>>\nSent: [[Friday]]\nTo: <<Femi>>; <<Bisola Ajayi>>\nSubject: RE: RE: [[Q4]] targets\n\n<<Femi>>, see my comments inline.\n---\nWhat are they arguing about?"),
    ("en", "Review: \"Our waiter <<Giuseppe>> was lovely, the manager (Mr <<Esposito>>?) was not.\" Write a polite response from the restaurant."),
    ("en", "Here is a chat from our [[Discord|product]]:\n<<xX_lukas_Xx>>: gg\n<<Lukas Becker>>: that was me btw\nIs this harassment?"),
    ("en", "Signature block to clean up:\n--\nDr. <<Chiamaka Nwosu>>, MD\nConsultant, [[ICU]]\n<<c.nwosu>>@hospital.example"),
    ("en", "Quote check: \"Never trust a spreadsheet you didn't build\" - <<Hannelore Wimmer>>, our old [[CFO]]. Is it OK to put this on a slide?"),
    ("en", "she just texted \"tell <<yaw>> im not coming and <<abena>> has the keys\" - what do i reply"),
    ("en", "Email: \"Dear Professor <<Tanaka>>, my supervisor Dr <<Nakamura>> suggested I contact you about the [[MIT]] workshop.\" Is the tone right?"),
    ("en", "Text from the landlord, Hr. <<Jensen>>: \"The plumber <<Søren>> comes [[Tuesday]].\" Draft a reply asking for a time."),
]

# ----------------------------------------------------------------------------- code
HAND["code"] = [
    ("en", "git log:\ncommit 9c1e77a\nAuthor: <<Aisha Bello>> &lt;<<aisha.bello>>@example.ng&gt;\n\n    Add [[Redis]] cache\n\n    Signed-off-by: <<Aisha Bello>> &lt;<<aisha.bello>>@example.ng&gt;\n    Reviewed-by: <<Chinedu Okeke>> &lt;<<c.okeke>>@example.ng&gt;\nSquash these into one commit message."),
    ("en", "@pytest.fixture\ndef users():\n    return [User(\"<<Ngozi Eze>>\", age=34), User(\"<<Lars Holm>>\", age=51)]\nWhy does [[pytest|library]] complain that the fixture is not found?"),
    ("en", "SELECT id FROM patients WHERE last_name = '<<Dvořáková>>' AND first_name = '<<Tereza>>';\nWhy doesn't this match the row? The collation is [[UTF-8]]."),
    ("en", "[{\"id\": 1, \"name\": \"<<Анна Петрова>>\"}, {\"id\": 2, \"name\": \"<<Дмитрий Волков>>\"}]\nWhy does my [[JSON]] dump show \\u0410 escapes?"),
    ("en", "/**\n * @author <<Raman, Priya>>\n * @author <<Okafor, Chidi>>\n */\nDo two @author tags work in [[Javadoc|progterm]]?"),
    ("en", "Exception in thread \"main\" java.io.FileNotFoundException: C:\\Users\\<<mrahman>>\\AppData\\config.xml\nHow do I make this path portable?"),
    ("en", ".gitconfig:\n[user]\n\tname = <<Ana Luiza Souza>>\n\temail = <<analuiza.souza>>@example.com\nHow do I use a different email for work repos?"),
    ("en", "<!-- TODO <<Marloes>>: replace the hero image before [[Black Friday]] -->\nWhy does the comment show up in the page source?"),
    ("en", "LABEL maintainer=\"<<Thiago Carvalho>> &lt;<<thiago.carvalho>>@example.com.br&gt;\"\nIs MAINTAINER deprecated in the [[Dockerfile]]?"),
    ("en", "/// Ported from <<Kenji Watanabe>>'s C implementation.\n/// See also the [[Go]] version by <<Sato Yuki>>.\nfn checksum(data: &[u8]) -> u32 { .. }\nReview this [[Rust]] doc comment."),
    ("en", "Merge pull request #44 from <<tkowalczyk>>/fix-invoice-rounding\nWhat does this line in the history mean?"),
    ("en", "In [[Jupyter]] the output is:\n   name              score\n0  <<Ayaan Hersi>>   0.91\n1  <<Liban Duale>>   0.87\nHow do I sort by score in [[pandas]]?"),
    ("en", "customer = {\"first_name\": \"<<Ngozi>>\", \"last_name\": \"<<Eze>>\", \"country\": \"[[Nigeria]]\"}\nWrite a function that builds the display name."),
    ("en", "&gt;&gt;&gt; greet('<<Amara>>')\n'Hello, <<Amara>>!'\nHow do I run this doctest with [[pytest|library]]?"),
    ("en", "def test_name_validation():\n    assert is_valid_name(\"<<Zoë Ó Dónaill>>\")\n    assert is_valid_name(\"<<Jean-Luc d'Aubigné>>\")\n    assert is_valid_name(\"<<Nguyễn Thị Hạnh>>\")\nWhich regex passes all three?"),
    ("en", "2025-03-02 11:04:55 WARN auth failed user=<<o.adeyemi>>@example.ng reason=expired_token\n2025-03-02 11:05:10 INFO auth ok user=<<o.adeyemi>>@example.ng\nIs this a brute-force attempt?"),
    ("en", "# owner: <<Priya Raman>> (set up the [[Jenkins]] pipeline and the [[Kafka]] consumer)\nWhat should I ask before taking over this service?"),
    ("en", "// hack by <<björn>> - don't ask\nlet x = arr.sort().reverse()[0];\nRewrite without the hack."),
    ("en", "owners:\n  - @<<yuki-sato>>\n  - @<<m-oyelaran>>\nreviewers: [@<<fatou-diop>>]\nIs this valid [[YAML]] for the bot?"),
    ("en", "UPDATE employees SET manager = '<<Ruth Kaplan>>' WHERE manager = '<<Menachem Horowitz>>';\n-- ticket HR-2211\nWill this also update the audit table?"),
]

# ----------------------------------------------------------------------------- business
HAND["business"] = [
    ("en", "Invoice no. 2025-044\nBill to: <<Graziella Camilleri>>, 14 Triq il-Kbira, [[Sliema|city]], [[Malta]]\n[[VAT]] ID MT12345678\nCheck that this invoice header is complete."),
    ("en", "Referral letter: Re: Mr <<Kofi Asante>>, DOB 12/04/1968. Dear Dr <<Boateng>>, I would be grateful if you could see this gentleman regarding his [[MRI]] findings."),
    ("en", "HR case note: <<Rasmus Pedersen>> reported <<Jesper Møller>> for repeated comments in [[Teams]] chats. Draft a neutral summary for the investigation."),
    ("en", "Please pay 1,480.00 EUR to <<Ioana Rădulescu>>, IBAN RO49 AAAA 1B31 0075 9384 0000, reference \"deposit [[Cluj|city]] flat\"."),
    ("en", "Tenancy: landlord <<Hendrik Pretorius>> (the \"Landlord\") and tenants <<Annelie Botha>> and <<Wikus du Plessis>> (the \"Tenants\"). Explain the deposit clause."),
    ("en", "Insurance claim #88-2031: the insured, Mrs <<Bolormaa Gantulga>>, reports theft of a [[MacBook]] in [[Ulaanbaatar|city]]. Draft the acknowledgement."),
    ("en", "CRM export row: <<Khalid Al-Harbi>> | Purchasing Director | [[Riyadh]] | last contact [[Ramadan]] - wants a follow-up after [[Eid]]. Write the email."),
    ("en", "Payroll: <<Lwazi Khumalo>> worked 12 hours of overtime in [[March]]; <<Zanele Mthembu>> approved it. Calculate the payout at 1.5x."),
    ("en", "Court filing: <<Rakotomalala>> v. <<Ravelomanana>> - the plaintiff, <<Voahangy Rakotomalala>>, claims unpaid rent. Summarise in plain language."),
    ("en", "Support ticket: \"My name is <<Jocelyn Pangilinan>> and I was charged twice for [[Spotify]] premium.\" Customer ID 48-22. Agent <<Rommel>>."),
    ("en", "Medical certificate: This is to certify that <<Ahmad Shah Popalzai>> was under my care from 2 to 9 [[June]]. Signed, Dr. <<Malalai Safi>>."),
    ("en", "Offer: we are delighted to offer <<Aizada Osmonova>> the role of analyst in our [[Bishkek|city]] office. <<Azamat>> will be your manager."),
    ("en", "Beneficiary: <<Kahina Amrouche>>\nBank: [[BNP Paribas|company]]\nBIC: BNPAFRPP\nAmount: 2,000 EUR\nIs anything missing for a [[SEPA]] transfer?"),
    ("en", "Loan file: borrower <<Rashidi Mushi>>, guarantor <<Neema Massawe>>, collateral: land title in [[Arusha|city]]. List the missing documents."),
]

# ----------------------------------------------------------------------------- titles
HAND["titles"] = [
    ("en", "Write to Herr Prof. Dr. <<Schmidt-Weber>> and Frau Dr. med. <<Anneliese Koch>> about the [[Charité]] study."),
    ("en", "H.E. Ambassador <<Noura Al-Suwaidi>> and Datuk <<Azlan Zainal>> will attend the [[Kuala Lumpur]] dinner."),
    ("en", "Shri <<Sanjay Mishra>> ji and Smt. <<Kavita Mishra>> have RSVP'd for [[Diwali]]."),
    ("en", "Please greet <<Tanaka>>-san and <<Kim>> Sensei at the [[Narita|place]] arrivals hall."),
    ("en", "The Rt Hon <<Fiona Campbell>> MP and Baroness <<Ailsa Murray>> will open the session."),
    ("en", "Alhaji <<Abubakar Danjuma>> and Chief <<Folake Adeyemi>> are the guests of honour; write the programme."),
    ("en", "Señora <<Pilar Navarro>> y Don <<Gonzalo>> llegan el [[lunes]] - prepare an English welcome note."),
    ("en", "Maître <<Benoît Lefèvre>> represents Madame <<Girard>> in the [[Lyon]] hearing."),
    ("en", "Pastor <<Delroy Reid>> and Bishop <<Winston Gayle>> will bless the new clinic in [[Kingston|city]]."),
    ("en", "Capt. <<Øyvind Haugen>> and First Officer <<Ingvild Bakke>> - write the cabin announcement."),
    ("en", "Please address it to Mx <<Sam Okonkwo>> and Mrs <<Ngozi Okonkwo>>, not to Mr & Mrs <<Okonkwo>>."),
    ("en", "Ustadh <<Hamza Siddiqui>> will teach the [[Arabic]] class; Hajji <<Bilal Qureshi>> hosts."),
    ("en", "Ato <<Dawit Alemu>> and Weizero <<Hiwot Tadesse>> confirmed for the [[Addis Ababa]] workshop."),
    ("en", "Mzee <<Juma Mollel>> and Mama <<Rehema>> invited us to [[Zanzibar|region]]; how do I thank them in [[Swahili]]?"),
    ("en", "Prof. em. <<Jiří Dvořák>>, DrSc., and doc. Ing. <<Lenka Veselá>>, Ph.D., sit on the committee."),
    ("en", "Sister <<Mary Clare>> and Father <<Pádraig Walsh>> run the parish shop; write a [[Christmas]] flyer."),
]

# ----------------------------------------------------------------------------- nonenglish
HAND["nonenglish"] = [
    ("de", "Hast du <<Müllers>> Angebot gesehen? Frau Dr. <<Schmidt-Weber>> will bis [[Freitag]] eine [[Antwort|noun]] von <<Jürgen>>."),
    ("de", "Die [[Krankenkasse]] von <<Horst Becker>> hat die [[Bescheinigung]] abgelehnt. Schreib einen [[Widerspruch|noun]] im Namen von <<Sabine Becker>>."),
    ("de", "<<Thomas>>' [[Geburtstag|noun]] ist am [[Samstag]]; lad <<Heidi>> und <<Ueli Wyss>> ein."),
    ("es", "Dile a <<Pepe>> que doña <<Rocío>> ya pagó la [[factura|noun]] del [[lunes]]."),
    ("es", "Reenvía el contrato a <<Iñaki Etxeberria Zabala>> y a la Sra. <<Agirre>> antes del [[viernes]]."),
    ("fr", "<<Jean-Baptiste>> et <<Marie-Ève Côté>> arrivent à [[Montréal|city]] lundi ; préviens Mme <<Tremblay>>."),
    ("fr", "Écris un mot d'excuse pour <<Aminata>> : elle était chez le médecin avec M. <<Ndiaye>> ce [[mardi]]."),
    ("it", "<<Gianluca>> e la sig.ra <<Lo Russo>> hanno firmato; manda il [[PDF]] a <<Andrea Colombo>> (lui, non lei)."),
    ("it", "Ciao <<Benedetta>>, puoi chiedere a <<Salvatore>> se la [[Ferrari]] è pronta per [[sabato]]?"),
    ("pt", "A Dona <<Conceição>> pediu para <<João Pedro>> trazer o [[Pix|product]] do aluguel até [[sexta-feira]]."),
    ("pt", "Escreva uma mensagem para <<Ana Luiza dos Santos Costa>> e o Sr. <<Magalhães>> sobre a reunião em [[Lisboa]]."),
    ("nl", "Meneer <<Van der Berg>> belde; <<Daan van der Berg>> is zijn zoon. Stuur de [[offerte|noun]] naar <<Sanne>>."),
    ("nl", "<<Joosts>> fiets en <<Anna>>'s laptop liggen nog op kantoor in [[Utrecht]]."),
    ("sv", "<<Björns>> bil står i [[Göteborg]]; kan <<Linnéa>> hämta den på [[lördag]]?"),
    ("id", "Tolong ingatkan Bu <<Sri>> dan Pak <<Bambang Setiawan>> tentang rapat hari [[Senin]]."),
    ("id", "<<Ni Made Ayu Lestari>> akan menggantikan <<I Ketut Arjana>> di kantor [[Denpasar|city]]."),
    ("vi", "Nhắn anh <<Tuấn>> là chị <<Nguyễn Thị Mai>> sẽ gửi [[hóa đơn|noun]] vào [[thứ Hai|weekday]]."),
    ("vi", "Cô <<Lan>> và thầy <<Phạm Văn Hùng>> có lịch họp với [[Samsung]] ở [[Hà Nội|city]]."),
    ("tr", "<<Ayşe>>'nin raporunu <<Mehmet>> Bey'e gönder, <<Zeynep Öztürk>>'e de bilgi ver."),
    ("tr", "<<Oğuz>>'la [[Cuma]] günü [[İstanbul|city]]'da buluşuyoruz; <<Elif>> Hanım da gelecek mi?"),
    ("pl", "Pani <<Anno>>, czy mogłaby Pani przekazać <<Grzegorzowi>> umowę? Rozmawiałam też z <<Tomaszem Lewandowskim>>."),
    ("pl", "Napisz życzenia dla <<Małgosi>> i <<Kuby>> na [[Boże Narodzenie|holiday]]."),
    ("ru", "<<Сергей Петрович>>, передайте, пожалуйста, <<Наташе>> отчёт по [[НДС]]. <<Игорь Белых>> уже согласовал."),
    ("ru", "У <<Саши>> и <<Ольги Соколовой>> встреча в [[Москве|city]] в [[четверг|weekday]]; напиши им напоминание."),
    ("uk", "<<Тарасе>>, привіт! Пані <<Олена>> просила переслати договір <<Андрієві Бойку>>."),
    ("uk", "Привітай <<Оксану>> та <<Богдана Ткаченка>> з [[Різдвом|holiday]]."),
    ("cs", "<<Petře>>, paní <<Nováková>> volala kvůli schůzce s <<Janou Svobodovou>> v [[Praze|city]]."),
    ("cs", "Pošli fakturu <<Ondřejovi>> a kopii <<Kateřině Veselé>> do [[pátku|weekday]]."),
    ("fi", "Sovin tapaamisen <<Mikan>> kanssa; lähetä kutsu myös <<Ainolle>> ja <<Satu Mäkiselle>>."),
    ("hu", "Küldd el a számlát <<Nagy Zsófiának>>, és beszélj <<Gáborral>> a [[hétfői|weekday]] határidőről."),
    ("el", "<<Γιώργο>>, στείλε το τιμολόγιο του <<Νίκου Οικονόμου>> στην <<Ελένη>> μέχρι την [[Παρασκευή]]."),
    ("ja", "<<田中>>さんと<<マリア・ガルシア>>さんに、[[水曜日|weekday]]の[[Zoom]]会議のリンクを送ってください。"),
    ("ja", "<<佐藤健二>>部長から<<山本さくら>>さんへの伝言をまとめてください。"),
    ("zh", "<<王>>总让我把[[PPT]]发给<<约翰·史密斯>>和<<李静>>。"),
    ("zh", "请通知<<陈志明>>和<<林雅婷>>，[[星期五|weekday]]的会议改到[[深圳|city]]。"),
    ("ko", "<<민준>>아, <<김>> 과장님께 [[PDF]] 보냈어?"),
    ("ko", "<<박서연>> 님과 <<이지훈>> 님의 [[서울|city]] 출장 일정을 정리해 주세요."),
    ("ar", "أبلغ <<أبو خالد>> أن <<منى حسن>> و<<كريم إبراهيم>> سيحضران يوم [[الخميس]]."),
    ("ar", "اكتب رسالة شكر للدكتورة <<رانيا فتحي>> على مساعدتها في مشروع [[أرامكو|company]]."),
    ("hi", "<<शर्मा>> जी को बताओ कि <<प्रिया>> ने [[GST]] रिटर्न भेज दिया है।"),
    ("hi", "<<अमित>> और <<नेहा तिवारी>> के लिए [[दिवाली|holiday]] का निमंत्रण लिखो।"),
    ("he", "תזכיר ל<<דוד>> ש<<רבקה לוי>> ו<<יונתן>> מגיעים ביום [[חמישי|weekday]]."),
    ("he", "כתוב מייל לגברת <<כהן>> ולמר <<מזרחי>> לגבי החוזה עם [[אינטל|company]]."),
    ("th", "ช่วยเขียนอีเมลถึงคุณ<<สมชาย ใจดี>>และคุณ<<มาลี>> เรื่องประชุมวัน[[จันทร์|weekday]]"),
    ("ro", "Trimite-i lui <<Mihai Popescu>> factura și spune-i <<Ioanei>> că ședința e [[luni|weekday]]."),
    ("da", "<<Mettes>> bil holder i [[Aarhus|city]]; kan <<Søren Kjærgaard>> hente den [[fredag|weekday]]?"),
    ("fa", "لطفاً به <<مریم صادقی>> بگو که <<آرش>> قرارداد را تا [[شنبه|weekday]] می‌فرستد."),
    ("sw", "Mwambie <<Baraka Kimaro>> kwamba <<Neema>> atafika [[Dar es Salaam|city]] siku ya [[Jumatatu|weekday]]."),
    ("tl", "Pakisabi kay Aling <<Marites>> na darating si <<Jomar Reyes>> sa [[Linggo|weekday]]."),
]

# ----------------------------------------------------------------------------- keep
HAND["keep"] = [
    ("en", "Is [[Victoria Station]] far from [[Victoria Park]], or should I take the [[Tube|noun]]?"),
    ("en", "I'm flying from [[Jordan]] to [[Georgia]] via [[Chad]] - which visas do I need?"),
    ("en", "Should I use [[Julia]], [[Ruby]] or [[Rust]] for numerical code in [[August]]'s sprint?"),
    ("en", "[[Jenkins]] keeps killing the [[Kafka]] consumer, and [[Cassandra]] is slow on [[Mondays|weekday]]. Where do I start?"),
    ("en", "Can [[Siri]] or [[Alexa]] set a reminder for [[Ramadan]] iftar times?"),
    ("en", "What's the [[grace period|noun]] for an [[Amazon]] return in the [[UK]]?"),
    ("en", "[[Santiago]], [[Florence]], [[Charlotte]] or [[Adelaide]] - which city is cheapest in [[May]]?"),
    ("en", "Leasing a [[Mercedes]] vs a [[Porsche]] vs a [[Ford]] in [[Germany]] - which keeps value best?"),
    ("en", "Is [[Earl Grey]] or [[Lady Grey|brand]] less caffeinated?"),
    ("en", "Explain [[Parkinson's law|eponym]] and [[Murphy's law]] with office examples."),
    ("en", "What's open on [[Boxing Day]] in [[Sydney]]?"),
    ("en", "Compare [[Hugo Boss]], [[Calvin Klein]] and [[Tommy Hilfiger]] suits for a wedding in [[June]]."),
    ("en", "Why does [[Django]] need [[Celery]] for background jobs? Is [[Dask]] an alternative?"),
    ("en", "Should I see a show at [[Lincoln Center]] or a game at [[Madison Square Garden]]?"),
    ("en", "Is the [[Turing Award|eponym]] as prestigious as the [[Nobel Prize]]?"),
    ("en", "Can [[Claude|product]] and [[ChatGPT]] both read scanned [[PDF]] files?"),
    ("en", "What's the [[VAT]] rate in [[Georgia]] - the country, not the [[US]] state?"),
    ("en", "Is [[Dr Pepper|brand]] sold in [[Poland]]?"),
    ("en", "[[Ben & Jerry's]] or [[Häagen-Dazs|brand]] for the [[Fourth of July|holiday]] party?"),
    ("en", "Can I pay with [[Apple Pay|product]] at [[Tesco]] in [[Cambridge]]?"),
    ("en", "Best spot to watch the [[St. Patrick's Day]] parade in [[Boston]]?"),
    ("en", "WHAT TIME DOES [[HEATHROW]] [[TERMINAL 5|place]] OPEN ON [[CHRISTMAS DAY|holiday]]"),
    ("en", "is the [[us]] embassy in [[paris]] open on [[good friday]]"),
    ("en", "Does [[Kelvin|eponym]] or [[Celsius]] make more sense for the [[NASA]] dataset?"),
    ("de", "Können Sie mir die [[Kündigung]] der [[Wohnung]] in [[Köln|city]] bestätigen? Die [[Kaution]] bitte auf das alte [[Konto|noun]]."),
    ("de", "Ist [[Fronleichnam|holiday]] in [[Bayern|region]] ein [[Feiertag|noun]]?"),
    ("fr", "Le [[Louvre|place]] est-il ouvert le [[lundi]] de [[Pâques|holiday]] ?"),
    ("zh", "[[iPhone]] 和 [[华为|company]] 手机哪个更适合在 [[香港|city]] 用？"),
    ("es", "¿Abre [[El Corte Inglés|company]] en [[Valencia]] el [[domingo]] de [[Pascua|holiday]]?"),
    ("tr", "[[Ramazan Bayramı|holiday]] sırasında [[Türk Hava Yolları|company]] uçuşları normal mi?"),
]

# kinds for literal keep words that are neither in a pool nor marked [[word|kind]]
KIND_EXTRA = {
    "Antwort": "noun",
}
