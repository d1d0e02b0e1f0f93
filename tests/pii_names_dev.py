"""Development corpus for person-name scrubbing: (slice, text, names that must vanish whole, words that must stay).

Written to develop the name rules against; the held-out figures come from benchmarks/data/pii_names_eval.jsonl,
built separately without reading the recognizers. A name counts as caught only when none of its parts is left.
"""

from __future__ import annotations

DEV: list[tuple[str, str, list[str], list[str]]] = [
    # --- context: the positions the issue found leaking ---
    ("context", "Please check the IBAN DE89370400440532013000 for Mehmet Yilmaz and write a reminder.", ["Mehmet Yilmaz"], ["IBAN"]),
    ("context", "Draft an invoice for Olusegun Adebayo at the usual rate, due Friday.", ["Olusegun Adebayo"], ["Friday"]),
    ("context", "Priyanka Raghunathan lives at the corner house and wants a quote.", ["Priyanka Raghunathan"], []),
    ("context", "Can you write a thank-you note to Bogdan Kowalczyk for the Python workshop?", ["Bogdan Kowalczyk"], ["Python"]),
    ("context", "The contract was signed by Svetlana Morozova last Tuesday.", ["Svetlana Morozova"], ["Tuesday"]),
    ("context", "Summarize the complaint Tomasz Wiśniewski sent about the VAT refund.", ["Tomasz Wiśniewski"], ["VAT"]),
    ("context", "Book a table for Hiroshi Tanaka and his team on Monday.", ["Hiroshi Tanaka"], ["Monday"]),
    ("context", "Remind Chidi Okonkwo that the Kubernetes upgrade is tonight.", ["Chidi Okonkwo"], ["Kubernetes"]),
    # --- start / middle / end of a sentence, many cultures ---
    ("cultures", "Nguyen Thi Lan asked me how to fix a pandas merge.", ["Nguyen Thi Lan"], ["pandas"]),
    ("cultures", "I met Aarav Sharma at the conference and he recommended Rust.", ["Aarav Sharma"], ["Rust"]),
    ("cultures", "Write a short bio for Fatima Zahra Benali, a chemist.", ["Fatima Zahra Benali"], []),
    ("cultures", "The reviewer was Joon-ho Park.", ["Joon-ho Park"], []),
    ("cultures", "Could you translate this letter from Kwame Mensah?", ["Kwame Mensah"], []),
    ("cultures", "Lars Eriksson and I are planning a trip next June.", ["Lars Eriksson"], ["June"]),
    ("cultures", "Our new intern is Valentina Rossi.", ["Valentina Rossi"], []),
    ("cultures", "Email Abdullah Al-Harbi about the server outage.", ["Abdullah Al-Harbi"], []),
    ("cultures", "Give feedback on the essay by Wei Zhang.", ["Wei Zhang"], []),
    ("cultures", "Ahmet Demir wants to learn Docker.", ["Ahmet Demir"], ["Docker"]),
    # --- lower case ---
    ("lowercase", "my friend anastasia petrova needs help with her cv", ["anastasia petrova"], []),
    ("lowercase", "write a birthday poem for dmitri sokolov please", ["dmitri sokolov"], []),
    ("lowercase", "can you tell ravi kumar that the build is green", ["ravi kumar"], ["build"]),
    ("lowercase", "hey, this is carlos mendoza, how do i reset my router", ["carlos mendoza"], ["router"]),
    ("lowercase", "my boss jürgen becker wants the report by friday", ["jürgen becker"], []),
    ("lowercase", "siobhan murphy asked whether we ship to canada", ["siobhan murphy"], []),
    # --- one part found, the other must go with it ---
    ("whole_name", "Ask Mehmet Öztürk whether the migration finished.", ["Mehmet Öztürk"], []),
    ("whole_name", "Dr. Ngozi Chukwuemeka Eze will review the paper.", ["Ngozi Chukwuemeka Eze"], []),
    ("whole_name", "Forward this to Ludwig van der Berg and Ana de la Cruz.", ["Ludwig van der Berg", "Ana de la Cruz"], []),
    ("whole_name", "Yesterday Xiaoming Li fixed the memory leak.", ["Xiaoming Li"], []),
    # --- lists and possessives ---
    ("lists", "Invite Ana, Omar and Li Wei to the retro.", ["Ana", "Omar", "Li Wei"], []),
    ("lists", "The team: Sophie Martin, Jan Novak, Aisha Bello.", ["Sophie Martin", "Jan Novak", "Aisha Bello"], []),
    ("lists", "Compare Olga's plan with Kenji's plan.", ["Olga", "Kenji"], []),
    ("lists", "What did Rahul Verma's manager say about Emma Schmidt's proposal?", ["Rahul Verma", "Emma Schmidt"], []),
    # --- quoted messages and code comments ---
    ("quoted", 'Reply to this: "Hi, it\'s Ingrid Johansson, is the flat still free?"', ["Ingrid Johansson"], []),
    ("quoted", "> From: Mateo Fernández\n> Subject: refund\nPlease summarize the thread.", ["Mateo Fernández"], []),
    ("quoted", "Explain this code:\n# author: Yusuf Celik\ndef add(a, b):\n    return a + b", ["Yusuf Celik"], []),
    # --- non-English prompts ---
    ("german", "Bitte schreibe eine Rechnung für Jürgen Hoffmann über drei Stunden Beratung.", ["Jürgen Hoffmann"], ["Rechnung", "Stunden", "Beratung"]),
    ("german", "Meine Kollegin Katrin Vogel braucht die Unterlagen bis Montag.", ["Katrin Vogel"], ["Unterlagen", "Montag"]),
    ("german", "Wie kann ich in der Tabelle die Spalte Umsatz nach Monat gruppieren?", [], ["Tabelle", "Spalte", "Umsatz", "Monat"]),
    ("german", "Der Vermieter hat die Nebenkostenabrechnung für das Jahr geschickt.", [], ["Vermieter", "Nebenkostenabrechnung", "Jahr"]),
    ("spanish", "Escribe un correo para María González sobre la reunión del lunes.", ["María González"], ["lunes"]),
    ("spanish", "Mi amigo javier ramírez necesita ayuda con su tesis.", ["javier ramírez"], ["tesis"]),
    ("french", "Peux-tu écrire une lettre pour Élodie Dubois concernant le loyer?", ["Élodie Dubois"], ["loyer"]),
    ("french", "Mon collègue Thibault Lefèvre a besoin du rapport avant jeudi.", ["Thibault Lefèvre"], ["rapport", "jeudi"]),
    # --- keep: ordinary capitalised words that must survive ---
    ("keep", "I need a US visa before the trip; does the VAT apply to the ticket?", [], ["US", "VAT"]),
    ("keep", "On Monday we migrate from Flask to FastAPI and drop Python 3.8.", [], ["Monday", "Flask", "FastAPI", "Python"]),
    ("keep", "Will the new MacBook run Docker Desktop and PyTorch well?", [], ["Will", "MacBook", "Docker", "PyTorch"]),
    ("keep", "May I ask how the Apple Watch syncs with Google Calendar?", [], ["May", "Apple", "Google", "Calendar"]),
    ("keep", "Grace periods in the EU differ from the UK rules.", [], ["Grace", "EU", "UK"]),
    ("keep", "Write a SQL query that groups orders by Sunday and Saturday.", [], ["SQL", "Sunday", "Saturday"]),
]
