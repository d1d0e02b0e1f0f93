# -*- coding: utf-8 -*-
"""Hand-written hard cases, part A: cultures, casing, position, lists.
(slice, lang, markup) -- <<...>> is a name span, [[...]] a keep item."""
HAND = [
    # --- cultures
    ("cultures", "en", "Please check this reading note: <<Heiða Guðrúnardóttir>> read 48211 kWh and her brother <<Kári Guðrúnarson>> countersigned."),
    ("cultures", "en", "Summarise the vulnerability note for <<Mohammed bin Abdulaziz bin Fahad Al-Shehri>>, who relies on a home dialysis machine."),
    ("cultures", "en", "Lineman <<S. R. Muthuvel>> and <<K. Anbarasi>> isolated the [[Adyar]] feeder at 02:10; write it up for the shift log."),
    ("cultures", "en", "<<Oluwatoyin Adeyemi-Bankole>> wants her prepaid meter token re-sent. Draft the SMS."),
    ("cultures", "en", "Customer <<Hope Ndlovu>> and her son <<Blessing Ndlovu>> say the [[Eskom]] prepaid meter rejected their token."),
    ("cultures", "en", "Tidy this job sheet. Fitter: <<Suparman>>; helper: <<Yuliani>>; site: [[Cikarang]] booster pump."),
    ("cultures", "en", "Draft a reply to <<María del Carmen Ruiz y Ortega>> about the estimated gas reading."),
    ("cultures", "en", "Reply to <<Gerrit-Jan van der Meulen>>; he says the [[Stedin]] engineer never came."),
    ("cultures", "en", "Summarise the ticket from <<Kelvin Chan Tai-man>> about the fibre outage in [[Kowloon]]."),
    ("cultures", "en", "Write a short note to <<남궁민수>> about the 5G dead zone near [[Gangnam]] station."),
    ("cultures", "en", "<<Воробьёва Анна Сергеевна>> (account 4471) disputes the night-rate bill. Summarise her letter."),
    ("cultures", "en", "dr. <<Szabó-Nagy Enikő>> asked for a copy of the [[MVM]] supply contract."),
    ("cultures", "en", "Please write to <<Siti Nur Aisyah binti Mohd Rizal>> about her [[TNB]] smart meter."),
    ("cultures", "en", "<<Mereana Te Huia>> from [[Ōtaki]] reported a line down across the road. Draft the callback script."),
    ("cultures", "en", "Log it: <<Órla Ní Dhomhnaill>> has had no water since [[Tuesday]]."),
    ("cultures", "en", "U <<Tun Lwin Oo>> and Daw <<Nwe Ni Aye>> both reported the [[Hlaing]] outage; merge the tickets."),
    ("cultures", "en", "The crew leader is <<Yared Tesfaye Woldemichael>>; address him as Ato <<Yared>> in the letter."),
    # --- casing
    ("casing", "en", "PLS CALL <<MARÍA JOSÉ DE LA FUENTE>> ABOUT THE OUTAGE AT [[STAFFORD ROAD]] ASAP"),
    ("casing", "en", "hi its <<daan van 't hof>> again, the [[ziggo]] box is dead since [[sunday]]"),
    ("casing", "en", "can u ask <<o'sullivan>> if the meter cupboard key is back at the depot"),
    ("casing", "en", "THE [[VDE]] REPORT WAS SIGNED BY <<JÜRGEN GROSSMANN>> - IS THAT ENOUGH?"),
    ("casing", "en", "<<İPEK ŞAHİN>> REPORTED THE [[TEDAŞ]] OUTAGE TWICE, WHY NO CALLBACK?"),
    ("casing", "en", "Legacy billing prints <<Ewan MacDONALD>> and <<Aoife McGRATH>>; how do I fix the capitalisation?"),
    ("casing", "en", "summarise: <<jean-baptiste LE GALL>> says the heat pump trips the RCD"),
    ("casing", "en", "tell <<april okafor>> her [[may]] bill is correct and the [[june]] one is estimated"),
    # --- position
    ("position", "en", "<<Thandeka Mthembu>>"),
    ("position", "en", "Thanks, <<Ines>>"),
    ("position", "en", "<<kwame asante>> here - router dead again, lights off"),
    ("position", "en", "Outage over, all customers restored.\n\n— <<Rhodri ap Rhys>>"),
    ("position", "en", "<<Sione Fifita>>: is the water off in [[Nuku'alofa]] or just my street?"),
    ("position", "en", "Who is on call tonight? <<Yusuf>>?"),
    # --- lists
    ("lists", "en", "Sources: <<van den Heuvel, R.>>; <<de la Cruz, M. A.>>; <<Ó Briain, S.>> et al. Format as [[IEEE]] references."),
    ("lists", "en", "Crew: <<Bongani>>, <<Sipho Dlamini>>, <<Lerato>> & Ms <<Khumalo>>. Split them into two vans."),
    ("lists", "en", "Approvers: <<a.kowalska>>/<<t.nguyen>>/<<r.okafor>> - who signs off the [[RIIO-ED2]] submission?"),
    ("lists", "en", "Contacts: <<王秀英>>；<<김지은>>；<<Анна Иванова>>；<<Γιώργος Παππάς>>. Put them in a table with their regions."),
    ("lists", "en", "\"<<Pérez García, José Luis>>\",\"Fibre\"\n\"<<Nakamura, Yui>>\",\"Metering\"\nWhy does the import merge the first two columns?"),
    ("lists", "en", "- <<Aigerim Nurlanova>> (SCADA)\n- <<Jānis Bērziņš>> (protection)\n- <<Tomás Ó Murchú>> (telecoms)\nWrite the welcome post."),
]
