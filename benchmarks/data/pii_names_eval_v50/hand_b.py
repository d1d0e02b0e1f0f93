# -*- coding: utf-8 -*-
"""Hand-written hard cases, part B: possessive, quoted, titles, code, business."""
HAND = [
    # --- possessive
    ("possessive", "en", "Is <<Chris>>' ladder still on the van, or did <<Thomas>>' crew take it?"),
    ("possessive", "en", "Rewrite <<Agnès Delacroix-Vernet>>’s complaint about the [[Linky]] meter in plain English."),
    ("possessive", "en", "<<Dolores O'Neill-Baptiste>>'s account shows two MPANs. Which one is live?"),
    ("possessive", "en", "Check whether <<Jesús>>'s SIM and <<Haruto>>'s eSIM were ported on the same day."),
    ("possessive", "en", "The dispute is about <<Ngozi>>’s late father's account, still in <<Emeka Eze>>'s name."),
    ("possessive", "en", "Compare <<Björn Åberg>>'s readings with the [[Ellevio]] export and <<Åsa>>'s photos."),
    # --- quoted
    ("quoted", "en", "From: \"<<Okafor, Chidi>>\" (<<c.okafor>>@power.example)\nSubject: meter tamper?\nSummarise this email."),
    ("quoted", "en", "Dear Ms <<Nakamura>>,\nWe are sorry the [[Fibre 900]] install was cancelled again.\nMake this warmer."),
    ("quoted", "en", "[21:04] <<mike.oduya>>: anyone seen the alarm on [[CB12]]?\n[21:05] <<Precious Moyo>>: yes, acknowledged\nWho acknowledged it?"),
    ("quoted", "en", "Is this phishing? \"Dear customer <<ANNA-LENA KRÜGER>>, your [[Vodafone]] bill failed, re-enter your card here.\""),
    ("quoted", "en", "> <<Saoirse>> wrote:\n> the boiler pressure drops overnight\nAnswer her as the heating engineer."),
    ("quoted", "en", "The caller said her name was \"<<Blessing>>\" and the account is in her husband's name, <<Chukwuemeka Obi>>."),
    # --- titles
    ("titles", "en", "Send the site induction pack to <<Tanaka>>-san from the [[Kansai]] office."),
    ("titles", "en", "Dr.-Ing. <<Meyer-Lindenberg>> wants the harmonic measurements from the [[Siemens]] drive."),
    ("titles", "en", "Shri <<Ramesh Chandra Joshi>> and Smt. <<Kamala Joshi>> both hold the connection. Who can sign?"),
    ("titles", "en", "Dato' <<Lim Wei Keat>> is opening the new [[Tenaga]] substation. Draft the speech intro."),
    ("titles", "en", "Mme <<de la Fontaine>> et M. <<Girard>> (our [[Lyon]] customers) want the contract in English - translate it."),
    ("titles", "en", "Sheikh <<Hamad bin Jassim Al-Kuwari>> owns the tower site in [[Lusail]]; draft the rent review letter."),
    ("titles", "en", "Sgt. <<O'Malley>> asked for the CCTV from the [[Pearse Street]] depot."),
    # --- code
    ("code", "en", "git shortlog shows <<Zoë Brontë-Hughes>> and <<zoe.bronte>> as two authors. Write a .mailmap entry."),
    ("code", "en", "CODEOWNERS:\n/billing/ @<<ksenia-petrova>> @<<m-oyelaran>>\nWhy doesn't [[GitHub]] request their review?"),
    ("code", "en", "Why does INSERT INTO customers(name) VALUES ('<<Siobhán O''Brien>>') work in psql but fail in the ORM?"),
    ("code", "en", "owners = {'<<Nguyễn Văn An>>': 'meter_7', '<<Lê Thị Hoa>>': 'meter_9'}\nSort this dict by meter."),
    ("code", "en", "// FIXME(<<ramirez_j>>): [[Modbus]] timeout is too short for the remote RTU"),
    ("code", "en", "2024-06-01 04:12:55 ack user=<<Петров>> alarm=TX2_BUCHHOLZ\nParse the user field in a Unicode-safe way."),
    ("code", "en", "reviewers: [<<ana.dossantos>>, <<j-b.legall>>]\nIs this valid YAML for the [[Gerrit]] plugin?"),
    ("code", "en", "SELECT * FROM crews WHERE lead = '<<D'Souza>>';\nThe query breaks on the apostrophe - fix it."),
    # --- business
    ("business", "en", "Beneficiary: <<LE ROUX, Marthinus Johannes>>\nBank: [[Nedbank]]\nIs this payee name valid for an EFT?"),
    ("business", "en", "Attn: Mr and Mrs <<Kowalski>>, re: solar feed-in payment. Draft the letter."),
    ("business", "en", "Please draft a cheque request: pay to the order of <<Ama Serwaa Boateng>>, refund for the broken meter seal."),
    ("business", "en", "Bill to: [[Johnson Matthey]] (site services); contact <<Priyanka Deshmukh>>. Check the PO reference."),
    ("business", "en", "c/o <<Hamid Reza Tehrani>>, 14 [[Wellington Street]] - is this enough for the disconnection notice?"),
    ("business", "en", "<<Gráinne Ní Bhriain>> holds power of attorney for her father <<Pádraig Ó Briain>>. Update the account."),
]
