# -*- coding: utf-8 -*-
"""Hand-written hard cases (English), part B: possessive, quoted, titles, code, business,
keep.  Only literal markup: <<name>> for a gold span, [[word]] for a keep item."""

HAND_B = {
    "possessive": [
        "Cllr <<Agnes>>' amendment and Cllr <<Dennis>>'s motion were merged. Which wording "
        "survives in the final resolution?",
        "Compare <<Ngozi Okafor>>’s and <<Ikenna Eze>>’s answers at the hustings and tell me "
        "where they actually disagree.",
        "Was it <<Al-Otaibi>>'s delegation or <<Haya bint Fahd Al-Mutairi>>'s that asked for the "
        "later slot on [[Thursday]]?",
        "Is [[Clare's Law]] what <<Eleri Pugh>>'s private member's bill is trying to extend?",
        "The Chair's ruling on <<Moses Kaplan>>'s point of order is missing from the draft; "
        "<<Thomas>>' note says it was upheld.",
        "Summarise <<Wanjiru>>'s objections, then <<Kamau Mwangi>>'s, then the [[Planning "
        "Committee]]'s response to both.",
    ],
    "quoted": [
        "From: <<Ruaridh Farquharson>> <<<ruaridh.farquharson>>@parliament.example.org>\nTo: "
        "casework@parliament.example.org\nSubject: Re: Mrs <<Bellamy>> - parking permit\n\n"
        "Can you draft the reply he asks for?",
        "[09:14] <<nkechi>>: is the count still on for tonight?\n[09:15] <<dafydd.ap.gwilym>>: "
        "yes, [[Guildhall]] from 10\n[09:15] <<nkechi>>: ok\nSummarise this chat in one line.",
        "Kind regards,\n<<Ailsa>>\n\n<<Ailsa Urquhart>> | Senior Caseworker | Office of "
        "<<Fraser McIntyre>> MSP\nWhich parts of this signature should go in the CRM?",
        "> On [[Tue]], <<Lina Haddad>> wrote:\n> Can the [[Planning Committee]] defer item 4?\n"
        "Yes, agreed. - <<Rami>>\nWrite this up as a formal decision note.",
        "Is this email genuine? 'Dear Councillor, <<Anthony Whitaker>> from the [[Electoral "
        "Commission]] needs you to verify your expenses at the link below within 24 hours.'",
        "Hi <<Tomasz>>,\nthe ward leaflet is fine, just fix the date.\n– <<Gosia>>\n\nWhat "
        "date does <<Gosia>> mean? Reply to <<Tomasz>> for me.",
    ],
    "titles": [
        "The Rt Hon Dame <<Eleanor Pemberton>> DBE MP will open the session. How do I announce "
        "her the second time, just 'Dame <<Eleanor>>'?",
        "Draft the credentials text for H.E. Mr <<Kwabena Owusu-Ansah>>, Ambassador "
        "Extraordinary and Plenipotentiary, arriving [[Monday]].",
        "Baroness <<Fairbairn>> of [[Kelso]] has tabled an amendment. Summarise it for the "
        "whip's note.",
        "Senator <<Noelani Akana>> (D) and Rep. <<Ikaika Kahale>> (R) co-sponsored the bill. "
        "Write a neutral two-line summary.",
        "Cllr Dr <<Priya Sharma>> and Prof. <<Zarine Sethna>> will give evidence. Which title "
        "comes first on the witness list?",
        "Mayor-elect <<Ayanda Dyantyi>> takes office after the [[State Opening]]; prepare the "
        "oath text.",
        "Sheikh <<Obaid bin Saeed Al-Ketbi>> will be accompanied by Dr <<Hessa Al-Suwaidi>>. "
        "Check the order of precedence.",
        "The Hon. <<Tavita Leota>>, Minister of Finance, and Madam Speaker <<Losa Faleolo>> both "
        "asked for the [[Budget Day]] transcript.",
    ],
    "code": [
        "# TODO(<<oisin.obriain>>): remove the legacy ward codes before [[Polling Day]]\n"
        "Can you explain what this script does?",
        "commit 4f2a91c\nAuthor: <<Søren Østergaard>> <<<soren.ostergaard>>@council.example.gov>\n"
        "    Fix turnout rounding\nWrite a better commit message.",
        "INSERT INTO casework (constituent, officer) VALUES ('<<Nnamdi Uzor>>', '<<Llŷr "
        "Bowen>>');\nWhy does [[Postgres]] reject the second row?",
        "const mp = { name: \"<<Gwenllian Prydderch>>\", seat: \"[[Clwyd South]]\" };\n"
        "Convert this to TypeScript with an interface.",
        "roster:\n  - name: <<Aigerim Zhaksybekova>>\n    role: poll clerk\n  - name: <<Daulet "
        "Omarov>>\n    role: presiding officer\nValidate this YAML.",
        "surname = '<<Okonkwo>>'\ngreeting = f\"Dear Cllr {surname}\"\nWhy does this print the "
        "braces in [[Python]] 2?",
        "\"<<Zhaksybekova, Aigerim>>\",Ward 3,poll clerk\n\"<<Omarov, Daulet>>\",Ward 3,"
        "presiding\nParse this CSV; the commas inside quotes break my split().",
        "2025-02-11T09:12:03Z INFO user=<<d.mwangi>> action=export_register rows=4120\n"
        "2025-02-11T09:12:09Z WARN user=<<d.mwangi>> action=export_denied\nWhat happened here?",
    ],
    "business": [
        "Invoice 2231: Castle Print Ltd to the campaign of <<Tamika Freeman>>, 20,000 'Vote "
        "<<Freeman>>' leaflets. Does this count towards the spending limit?",
        "Expense claim: travel [[London]]-[[Cardiff]] for <<Angharad Vaughan>> MS and her "
        "researcher <<Iwan>>. Is the second ticket claimable?",
        "Donation register: <<Rustom Wadia>> £5,000; <<Perin Mistry>> £2,500 (via her "
        "company). Which one needs a permissibility check?",
        "Payslip query from <<Kwame Asante-Boateng>>: his [[HMRC]] tax code changed in "
        "[[April]]. Draft the payroll reply.",
        "Contract variation between the [[Cabinet Office]] and the supplier, signed for them "
        "by <<Ioana Constantinescu>>. Summarise the new payment terms.",
        "Grant offer letter to the tenants' association (contact: Mrs <<Aminata Sow>>), "
        "£12,000 over two years. List the conditions.",
    ],
    "keep": [
        "Which places in [[Australia]] are named after people? I know [[Darwin]], [[Adelaide]] "
        "and [[Brisbane]]; are there others in [[Queensland]]?",
        "Explain the [[Magnitsky Act]] and the [[Logan Act]] in one paragraph each.",
        "Book a room in [[Portcullis House]] or [[Norman Shaw North]] for [[Tuesday]] afternoon.",
        "Does [[Martha's Rule]] apply in [[Wales]], or only in [[England]]?",
        "Is the [[Victoria Tower]] the same as the [[Elizabeth Tower]]? My tour group keeps "
        "mixing them up.",
        "Compare the [[D'Hondt method]] with the [[Sainte-Laguë method]] for a 7-seat council.",
        "Rewrite this [[Julia]] script in [[Python]]; it tallies ballots for the [[Electoral "
        "Register]] audit.",
        "Is the [[Grace]] period for filing returns still 28 days after [[Election Day]]?",
    ],
}
