# -*- coding: utf-8 -*-
"""Hand-written hard cases (English), part A: cultures, casing, position, lists.
Only literal markup: <<name>> for a gold span, [[word]] for a keep item."""

HAND_A = {
    "cultures": [
        "The [[Althing]] list gives the new member as <<Hrafnhildur Ásdísardóttir>>, but her "
        "father is <<Gunnar Einarsson>>. Why don't the surnames match, and is 'Ms "
        "<<Ásdísardóttir>>' right in my letter or should it be <<Hrafnhildur>>?",
        "Shorten this for the seating plan without losing anything important: His Excellency "
        "<<Nasser bin Hamad bin Saeed Al-Nuaimi>>, Minister of State, accompanied by "
        "<<Latifa bint Obaid Al-Shamsi>>.",
        "In the [[Tamil Nadu]] candidate list she appears as <<K. R. Meenakshi>>, and in the "
        "party's press note as <<Meenakshi Ramasamy>>. Could these be the same person?",
        "Cllr <<Adebisi Adeyemi-Bero>> and her brother <<Olumide Adeyemi-Bero>> both signed the "
        "petition to the [[Lagos State House of Assembly]]. Draft the acknowledgement.",
        "Draft the minute: <<Hope Grant>> moved that the grant be approved; <<Faith Banks>> "
        "asked whether the banks had been consulted; <<Rose Page>> said page 4 was wrong.",
        "The letter from the party office is signed by Daw <<Khin Mar Cho>> and U <<Zaw Min "
        "Tun>>. In my reply, should I keep 'Daw' and 'U' in front of the names?",
        "Please check the ballot order: <<María del Carmen de la Torre y Ruiz>> should come "
        "before <<José Luis Villaseñor Chávez>>, shouldn't she?",
        "Is <<Nguyen Thi Ngoc Anh>> in our spreadsheet the same person as <<Nguyễn Thị Ngọc "
        "Anh>> on the commune's candidate list?",
        "The delegation list has only <<Sukarmi>> and <<Bambang>>, no surnames. What do I put "
        "in the 'family name' box of the [[Foreign Office]] accreditation form?",
        "The minutes record <<Ts. Batbold>> and <<D. Oyunchimeg>> as observers from the "
        "[[Ulaanbaatar]] city assembly. Expand the initials if you can; if not, flag them.",
        "The [[Tweede Kamer]] roll call lists <<Berg, D. van der>> after <<Beek, M. ter>>. "
        "Is that the correct alphabetical order for Dutch surnames?",
        "Translate the council notice signed by <<Gráinne Ní Bhriain>> and <<Tadhg Mac "
        "Cárthaigh>>; note that in English she sometimes signs as <<Grace O'Brien>>.",
        "Autocorrect keeps turning Senator <<Pualani Kaʻahanui>> into '<<Kaahanui>>' in the "
        "legislators' list. How do I type the ʻokina in [[Word]]?",
        "The [[Addis Ababa]] city council minutes list Ato <<Tesfaye Girma>>; <<Girma>> is his "
        "father's name. Should I write Mr <<Girma>> or Ato <<Tesfaye>>?",
    ],
    "casing": [
        "can u check if <<pieter-jan de backer>> is still on the flemish council list or was "
        "it <<koen wouters>> who replaced him",
        "URGENT. MINISTER <<ABDULAZIZ AL-QAHTANI>> ARRIVING 14:00. PROTOCOL OFFICER <<NOURA "
        "AL-HARBI>> TO MEET AT VIP GATE. CONFIRM WITH [[FOREIGN OFFICE]] BY [[FRIDAY]].",
        "pls add <<SIOBHÁN Ó SÚILLEABHÁIN>> to the briefing for the [[dáil]] committee, her "
        "name came through in caps from the form",
        "who is <<mcallister>> on the [[holyrood]] committee? i think it's <<hamish mcallister>> "
        "but not sure",
        "<<İLKER YILDIZ>> and <<ŞÜKRAN ÖZTÜRK>> signed the petition. Please write their names in "
        "normal case for the acknowledgement letter.",
        "Please convert to title case: <<ULRIKE WEISSMANN>> / <<JÜRGEN MÜLLER>>. The register "
        "spells her surname <<Weißmann>>, with ß.",
    ],
    "position": [
        "<<Morenike Oyelaran>>",
        "Thanks, <<Tadhg>>",
        "<<Okafor>>? Is that the councillor who chairs [[Licensing Committee]] meetings?",
        "who chaired the planning committee before <<Wanjiru Maina>>",
        "Draft a reply to the [[Ombudsman]] and copy in <<Rhodri>>",
    ],
    "lists": [
        "Authors of the committee report as printed: <<Hargreaves, E.>>; <<Nwosu, C.>>; <<van "
        "der Berg, D.>>; <<Ó Briain, P.>>; <<Al-Harbi, N.>>. Convert them to 'First Last'.",
        "Door-knocking pairs for [[Saturday]]: <<Kemar>>/<<Shelly-Ann>>, <<Tavita>>/<<Losa>>, "
        "<<Jógvan>>/<<Bára>>. Make it a table.",
        "Tellers on duty: <<Aoife>>, <<Babatunde Adeyemi>>, Mr <<Kowalski>>, Dr <<Chen>>'s "
        "intern <<Ya-ting>>, and <<Marit>> from the [[Labour]] office.",
        "1. <<Saba Mengistu>> – chair\n2. <<Xoán Piñeiro Lema>> – vice-chair\n3. <<Mahina "
        "Keawe>> – secretary\n4. vacant\nPlease turn this into a paragraph for the newsletter.",
        "Members present: <<Karin Åkesson>>; <<Bongani Dlamini>> & <<Thandeka Ngcobo>>; <<Yuki>> "
        "(observer) and Mr <<Oh>>. Apologies: none.",
        "can you merge these two lists: <<aroha ngata>>, <<wiremu te rangi>> & <<mere parata>> / "
        "<<hēmi tamihana>> and <<kiri>>",
    ],
}
