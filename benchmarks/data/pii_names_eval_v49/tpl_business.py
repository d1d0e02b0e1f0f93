# -*- coding: utf-8 -*-
"""English templates for the `business` slice (offices, campaigns, public bodies)."""

BUSINESS = [
    "Invoice ((n:1000-9999)) for 10,000 leaflets, billed to the campaign of {A}, total "
    "((money)). Is this within the spending limit?",
    "Expense claim from {A} MP: rail fare to [[@place]], ((money)). Which [[IPSA]] category "
    "does it fall under?",
    "Donation of ((money)) received from {A}. Draft the entry for the [[Electoral Commission]] donations report.",
    "Payslip query: {A}'s overtime for the [[@month]] count is missing. Draft the reply from "
    "payroll.",
    "Contract for venue hire between the [[@body]] and {A}, trading as ((ward)) Halls. "
    "Summarise the cancellation clause.",
    "The consultancy invoice from {A} lists 14 days at ((money)) per day for the [[@ministry]]. "
    "Does it need a business case?",
    "Reimburse {A} for the hustings room booking, ((money)). Write the approval note.",
    "Purchase order ((ref)): supplier contact {A}, approver {B}. Is the approver senior enough?",
    "Grant offer letter to {A}, secretary of the ((ward)) residents' association, for "
    "((money)). List the conditions.",
    "Write a reference for {A}, who worked as my parliamentary assistant for three years.",
    "Job offer: {A} as Senior Caseworker, starting [[@month]] 1, salary band B. Draft the letter.",
    "Agency staff timesheet: {A}, 37.5 hours, polling week. Approved by {B}. Any issues?",
    "Credit card statement for the [[@ministry]]: hotel booking by {A} for the party "
    "conference in [[@place]]. Flag anything unusual.",
    "Lease renewal for the constituency office; landlord's agent is {A}. Summarise the rent "
    "review terms.",
    "Our lobbying register return: client ((ward)) Energy, consultant {A}, meetings with the "
    "[[@ministry]]. Is anything missing?",
    "Refund the candidate deposit to {A}'s agent, {B}; the candidate got over 5%. Draft the "
    "letter.",
    "Procurement panel: {A} (chair), {B}, {C}. Write the conflict-of-interest declarations.",
    "Insurance claim for the damaged ballot box; the incident was reported by {A}. Draft the "
    "claim summary.",
    "Draft the minute approving {A}'s secondment from the [[@ministry]] to the [[@body]].",
    "Sponsorship of the [[@holiday]] reception by a law firm; partner contact {A}. Is this "
    "declarable?",
    "The FOI fee estimate for {A}'s request is ((money)). Draft the fees notice.",
    "Our printer {A} needs the imprint wording for the leaflet. What must it include?",
    "Freelance translator {A} quoted ((money)) for the election notices in six languages. "
    "Accept or negotiate?",
    "Payroll change: {A} moves from the [[@committee]] secretariat to the [[@ministry]] on "
    "[[@month]] 1.",
]
