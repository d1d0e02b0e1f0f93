# -*- coding: utf-8 -*-
"""English templates (markup: see make_corpus.py)."""

T = {}

# only full/first/last forms here: every origin (also non-Latin scripts) must fit
T["cultures"] = [
    "Can you rewrite this so it sounds less passive-aggressive? \"As I told §A§ twice already, the ⟪Q3⟫ numbers are not final.\"",
    "ticket #48213 – customer §Af§ says the ⟪Android⟫ app logs her out every time she switches to ⟪Wi-Fi⟫. what should I reply?",
    "Draft a short welcome note for our new hire §A§, who starts on ⟪Monday⟫ in the ⟪Lisbon⟫ office.",
    "My landlord §A§ is refusing to return the deposit. Which documents do I need for small claims court?",
    "Summarise: Meeting notes 14/03 — attendees: §A§, §B§. Decision: migrate billing to ⟪Stripe⟫ before ⟪April⟫.",
    "how do i politely tell my coworker §A.first§ that her music is too loud without making it weird",
    "Translate to formal English: got ur msg, §A§ will bring the signed forms tmrw",
    "I need a reference letter for §A§, who interned with us for six months on the ⟪Kubernetes⟫ migration.",
    "The pharmacy labelled the prescription for §A§ with the wrong dosage (500mg instead of 250mg). What do I say when I call?",
    "Write a birthday message for my grandmother §Af§, she turns 90 on ⟪Sunday⟫ and loves gardening.",
    "Passenger §A§, booking ref QX7P2L, missed the connection in ⟪Doha⟫. Is the airline obliged to rebook?",
    "Please check the grammar: 'Our team lead, §A§, have approved the budget for the ⟪Berlin⟫ offsite.'",
    "We're hiring §A§ as a contractor through ⟪Deel⟫. What clauses should the IP section have?",
    "Is it rude to address an email to §A§ by first name only if we've never met?",
    "My son's teacher, §A§, said he should repeat the year. How do I ask for the assessment data?",
    "Proofread: \"Thank you to §A§ and §B§ for organising the charity run in ⟪September⟫.\"",
    "Help me reply to a match on ⟪Hinge⟫ — her name is §Af.first§ and her profile says she loves hiking and bad puns.",
    "Log from the front desk: 09:12 guest §A§ checked in, room 417, paid by ⟪Visa⟫.",
    "Can you make a table of who owes what? §A§ paid 120, §B§ paid 45 and I paid 80 for the cabin.",
    "Our translator §A§ quoted €0.09 per word for the ⟪German⟫ manual. Is that reasonable?",
    "§A§ has been nominated for employee of the month. Write two sentences for the ⟪Slack⟫ announcement.",
    "write a condolence card to the family of §A§ who passed away last week, keep it short",
    "The referee report was signed by §A§, but the journal says reviews are anonymous. Should I flag it to the editor?",
    "Compose an out-of-office reply: urgent matters go to §A§ until ⟪January⟫ 6.",
    "Interview transcript, 00:14:02 — §A§: \"I started the cooperative in 2009 with two sewing machines.\" Clean this up for print.",
    "Patient §A§, 67, presents with shortness of breath on exertion. Write the SOAP note header fields only.",
    "I'm planning a surprise party for my husband §Am.first§. Give me a timeline for the ⟪Saturday⟫.",
    "Roster change: §A§ swaps the night shift with §B§ on the 12th. Update this message for the ward group chat.",
    "Flat share rules, written by §A§: no shoes inside, bins out on ⟪Thursday⟫. Make it sound friendlier.",
    "Do I need to cc §A.last§'s manager when I decline the vendor proposal?",
]

T["casing"] = [
    "my friend §A§ keeps asking to borrow money, how do i say no",
    "Please email §A§ the slides from the ⟪Tuesday⟫ workshop.",
    "urgent: §A§ locked out of the ⟪VPN⟫ again, can you reset?",
    "can you write a toast for §A§ and §B§'s wedding, they met at ⟪Oxford⟫",
    "Reminder that §A§ is covering reception until 3pm.",
    "who is responsible for the ⟪PDF⟫ export bug — §A§ or §B§?",
    "RE: invoice dispute. §A§ called twice about the ⟪VAT⟫ line.",
    "Write a funny limerick about §A.first§ who always forgets the ⟪Zoom⟫ password",
    "Letter of complaint about the taxi driver, §A§, licence 20931.",
    "Tell §A.first§ the ⟪Netflix⟫ account is being cancelled on the 1st.",
    "CUSTOMER NAME: §A§ / STATUS: REFUND PENDING / CHANNEL: ⟪WhatsApp⟫",
    "rewrite: §A§ and i will handle the ⟪AWS⟫ bill this month",
]

T["position_start"] = [
    "§A§ asked me to summarise the attached minutes into five bullet points.",
    "§A.first§, could you check why the ⟪Jenkins⟫ build is red again?",
    "§A§ — please confirm the delivery window for ⟪Friday⟫.",
    "§A§ is my new manager and I don't know how to ask for a raise. Tips?",
    "§A§: invoice attached, please pay within 14 days.",
    "§A.first§ here, I need help writing a cover letter for a ⟪UX⟫ role.",
]
T["position_middle"] = [
    "Yesterday the plumber, §A§, left without fixing the leak in the ⟪Airbnb⟫ kitchen.",
    "Could you draft a note saying that §A§ will take over the ⟪Salesforce⟫ accounts next week?",
    "In the last sprint §A§ closed 14 tickets, which is more than anyone else.",
    "The contract between ⟪Acme Logistics⟫ and §A§ expires at the end of ⟪June⟫.",
    "My therapist suggested I write a letter to §A§ that I never send. Help me start it.",
    "For the seating chart, put §A§ between the two speakers from ⟪UNICEF⟫.",
]
T["position_end"] = [
    "Write a short thank-you note for the mentorship I received from §A§",
    "Please forward the ⟪NDA⟫ draft to §A§.",
    "The meeting was rescheduled at the request of §A§!",
    "Who should sign the lease, me or §A§?",
    "Best regards,\n§A§",
    "Add a line at the bottom of the ⟪README⟫ crediting §A§",
    "Cheers, §A.first§",
]

T["lists"] = [
    "Add §A§, §B§, §C§ and §D§ to the ⟪Slack⟫ channel #release-planning.",
    "Speakers for the panel:\n- §A§\n- §B§\n- §C§\nPlease write a one-line intro for each.",
    "Sort these alphabetically by family name: §A§; §B§; §C§; §D§; §E§",
    "Bridesmaids are §A.first§, §B.first§ & §C.first§, and the flower girl is my niece §D.first§.",
    "name,email,team\n§A§,ops1@example.org,⟪SRE⟫\n§B§,ops2@example.org,⟪SRE⟫\n§C§,ops3@example.org,⟪Finance⟫\nturn this into a markdown table",
    "References: §A.lastfirst§; §B.lastfirst§; §C.lastfirst§ (2021). Format these in ⟪APA⟫ style.",
    "1. §A§ – driver\n2. §B§ – snacks\n3. §C§ – tickets\nCan you make this into a ⟪WhatsApp⟫ message?",
    "Shift rota: Mon §A.first§ / Tue §B.first§ / Wed §C.first§ / Thu §A.first§ / Fri ⟪OFF⟫",
    "Who has the longest tenure? §A§ (2014), §B§ (2019), §C§ (2011).",
    "The jury was §A§, §B§, and §C§ — write the press release announcing the winners of the ⟪Hackathon⟫.",
    "Authors: §A.initlast§, §B.initlast§ and §C.initlast§. Is the citation format right?",
    "Invite list for ⟪Diwali⟫ dinner: §A§ + partner, §B§, §C§ and the kids, §D§",
]

T["possessive"] = [
    "§A§'s flight lands at 6:40, can you find a train from the airport to ⟪Zürich HB⟫?",
    "I accidentally deleted §A.first§'s folder on the shared ⟪Dropbox⟫. How do I restore it?",
    "Rewrite §A§’s bio so it fits in 50 words.",
    "Is §A§'s signature on the lease enough, or do we need §B§'s too?",
    "We're reviewing §A.last§'s proposal and §B.last§'s budget on ⟪Wednesday⟫.",
    "my sister §Af.first§’s cat has been sneezing for three days, should she see a vet",
    "Put §A§'s comments into the ⟪Google Docs⟫ version and resolve the old ones.",
    "The ⟪CFO⟫ rejected §A§'s expense claim for the ⟪Marriott⟫ stay. Help me appeal.",
    "What's a nice gift for my boss §A.first§'s retirement?",
    "Compare §A§'s and §B§'s quotes for the roof repair.",
]

T["quoted"] = [
    "Can you tell if this is phishing?\n\n> From: §A§ <accounts@payrol1-update.com>\n> Subject: Action required: confirm your ⟪IBAN⟫\n> Dear employee, please verify your bank details by ⟪Friday⟫.",
    "Summarise this thread:\n\nOn Tue, §A§ wrote:\n> The ⟪API⟫ keys rotate tonight.\n§B.first§: ok, I'll update the secrets.",
    "[10:02] §A.first§: running 5 min late\n[10:03] §B.first§: np, we'll start with the ⟪OKR⟫ review\n[10:15] §A.first§: here\nWhat did they agree on?",
    "Reply to this for me: \"Hi, this is §A§ from the parents' association, can you bake something for the ⟪Easter⟫ fair?\"",
    "---------- Forwarded message ---------\nFrom: §A§\nDate: 3 March\nTo: §B§\nSubject: ⟪Q2⟫ forecast\n\nNumbers attached. Can you extract the action items?",
    "Hi §A.first§,\n\nThanks for the quick turnaround. I'll send the ⟪PDF⟫ tonight.\n\nBest,\n§B§\n\n-- make this more formal",
    "My mom texted: \"tell §Am.first§ to call me, and don't forget aunt §Bf.first§'s birthday\" — what's a good way to remind my brother?",
    "Is this review fake? \"★★★★★ Amazing service, §A§ at the front desk went above and beyond!\"",
    "Slack export:\n§A.handle§: deploy done\n§B.handle§: seeing 502s on ⟪Cloudflare⟫\n§A.handle§: rolling back\nWrite the incident summary.",
    "The voicemail said: \"Hello, it's §A§ calling from the dental clinic about your appointment on the 14th.\" Transcribe it into a calendar entry.",
]

T["code"] = [
    "# TODO(§A.handle§): remove this workaround once ⟪NumPy⟫ 2.1 is out\ndef clip(x):\n    return max(0, x)\nwhy is this needed?",
    "commit 9f2c1ab\nAuthor: §A§ <§A.handle§@example.com>\nDate:   Mon Apr 7 10:22:31 2025 +0200\n\n    fix race in ⟪Redis⟫ lock\n\nexplain what this commit probably changed",
    "/src/billing/  @§A.handle§ @§B.handle§\n/docs/        @§C.handle§\nIs this ⟪CODEOWNERS⟫ file valid?",
    "INSERT INTO customers (id, name, city) VALUES (1042, '§A§', '⟪Nairobi⟫');\n-- why does this fail with a unique constraint error?",
    "reviewers:\n  - §A.handle§\n  - §B.handle§\nowner: \"§C§\"\nfix the indentation in this ⟪YAML⟫",
    "{\"user\": {\"displayName\": \"§A§\", \"locale\": \"en-GB\", \"plan\": \"⟪Pro⟫\"}}  -- parse this in ⟪TypeScript⟫",
    "Traceback (most recent call last):\n  File \"/home/§A.flast§/proj/app.py\", line 12, in <module>\n    import ⟪pandas⟫\nModuleNotFoundError: No module named 'pandas'",
    "$ git branch -a\n  main\n  feature/§A.flast§-oauth-refresh\n* fix/§B.flast§-timezone\nhow do I delete the remote one?",
    "// author: §A§\n// reviewed-by: §B.initlast§\nfunction debounce(fn, ms) { /* ... */ }\nadd ⟪JSDoc⟫ comments",
    "Co-authored-by: §A§ <§A.handle§@users.noreply.github.com>\nwhat does this trailer do on ⟪GitHub⟫?",
    "def test_refund_for_§A.under§():\n    assert refund(order_id=77) == 0\nrename this ⟪pytest⟫ test to something generic",
    "id;full_name;dept\n3;§A§;⟪Legal⟫\n4;§B§;⟪Sales⟫\nwhy does ⟪Excel⟫ put everything in one column?",
    "@author §A.lastfirst§\n * @since 2.3\nwhat does the @since tag mean in ⟪Javadoc⟫?",
    "kubectl logs pod/api-7d9 | grep §A.handle§\n2025-02-11T09:01:44Z WARN login failed for user=§A.handle§ src=10.0.3.7\nis this brute force?",
]

T["business"] = [
    "Invoice #2025-0419\nBill to: §A§\n⟪Consulting⟫ services, March: 32h × €95\nCheck the total and add 19 % ⟪VAT⟫.",
    "Please prepare a payslip summary for §A§: gross 4,200, tax class 1, ⟪Pension⟫ 9.3 %.",
    "Write a termination letter for §A§, employment ends 30 days from today per clause 8.",
    "Insurance claim: policyholder §A§, vehicle ⟪Toyota⟫ Corolla, rear-ended at a red light. List what the adjuster will ask.",
    "Transfer €1,250 to §A§, reference \"deposit flat 3B\". Is a ⟪SEPA⟫ transfer same-day?",
    "Draft an NDA between ⟪Northwind Traders⟫ and §A§ (the Recipient).",
    "Performance review for §A§: strong on delivery, needs work on documentation. Make it constructive.",
    "Expense report rejected: §A§ submitted a ⟪Uber⟫ receipt without a business purpose. Write the reply.",
    "Board minutes: §A§ (chair) opened the meeting; §B§ presented the audit; motion carried 5–0.",
    "Offer letter for §A§: ⟪Senior Data Engineer⟫, start date 1 ⟪September⟫, salary 78k.",
    "Refund request from §A§ for order 88314 — item arrived damaged. ⟪Shopify⟫ says it's outside the window.",
    "Reconcile: payment from §A§ of 300.00 on 04/02 doesn't match any open invoice.",
]

T["titles"] = [
    "Dear Dr. §A.last§, thank you for seeing my daughter on such short notice.",
    "Please book a table for Mrs §Af.last§ and Mr §Bm.last§ at 8pm.",
    "Prof. §A§ will chair the ⟪Senate⟫ committee. Draft the announcement.",
    "Write a letter to Herr §Am.last§ about the heating bill.",
    "Sehr geehrte Frau §Af.last§ — how do I end a formal German email to her?",
    "Is it Ms. or Mrs. §Af.last§ if she never said she's married?",
    "Sir §Am§ will present the awards — write the MC script intro.",
    "Mx §A.last§ prefers they/them; please update the HR record accordingly.",
    "How do I address a letter to Señora §Af.last§ in ⟪Madrid⟫?",
    "Capt. §A.last§ announced a 40 minute delay due to ⟪ATC⟫ restrictions.",
    "The Hon. §A§ has declined the invitation. Suggest a reply.",
    "Dr §A§, consultant cardiologist, referral letter needed for ⟪MRI⟫.",
    "Madame §Af.last§ requested the documents in French and English.",
    "Judge §A.last§ granted the adjournment until ⟪October⟫.",
    "Rev. §A§ will officiate; what time should we tell guests?",
]
