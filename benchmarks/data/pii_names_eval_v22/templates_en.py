# -*- coding: utf-8 -*-
"""English templates (markup: see make_corpus.py). Templates are separated by lines '%%'."""


def split(block):
    return [t.strip("\n") for t in block.split("\n%%\n") if t.strip()]


CULTURES = r"""
Can you rewrite this support reply so it sounds less robotic? "Dear {A}, we have received your request #48213 and a [[Tier 2]] agent will contact you within 48 hours."
%%
Summarise this [[Slack]] thread for me:
{A}: deploy is blocked, [[Terraform]] state lock again
{B}: I'll force-unlock after standup
{A}: ok thx
%%
From the [[Zendesk]] export: requester={A}, assignee={B:first}, status=pending, channel=email. Draft a polite follow-up.
%%
I'm writing a reference letter for {A}, who worked under me for three years at the [[Lisbon]] office. Make it warm but professional.
%%
commit 4f2a9c1e
Author: {A} <{A:handle}@users.noreply.github.com>
Date:   Tue Mar 4 10:12:55 2025 +0100

    fix: null check in [[PaymentService]]
%%
Translate to formal English: my landlord {A} says the deposit will be returned after the inspection on [[Friday]].
%%
Patient: {A}
DOB: 1987-02-11
Referring physician: Dr. {B:last}
Reason for visit: follow-up [[MRI]] results
Please turn this into a short discharge summary.
%%
We're seating guests for the wedding. {A} can't sit next to {B}, and {C:first} wants to be near the exit. Suggest a layout for 6 tables.
%%
Write a LinkedIn recommendation for {A}, a data engineer who migrated our pipelines from [[Hadoop]] to [[Databricks]].
%%
Booking ref QX7H2L - passenger 1: {A}, passenger 2: {B}. Flight [[TK1982]] to [[Istanbul]]. Is a name change allowed if I misspelled the second one?
%%
The meeting notes say "{A:first} to follow up with legal re: [[GDPR]] clause". Who should own this action item, {A:first} or {B}?
%%
Help me reply to my cousin {A:first}, she's upset I missed her graduation in [[Melbourne]].
%%
Draft an offer letter for {A} for the Senior Analyst role, start date 1 [[September]], reporting to {B}.
%%
Review for the dentist: "Dr. {Af:last} and her assistant {B:first} were gentle and explained everything." Can you make it longer?
%%
Our tenant {A} has been late with rent three months in a row. What are my options under [[Ontario]] law?
%%
ERROR 2024-11-02T08:41:17Z auth-svc user_lookup failed for display_name="{A}" (uid=88123): timeout after 3000ms
why does this keep happening?
%%
{A} and I are planning a two-week trip through [[Vietnam]] in [[April]]. Build an itinerary for two people who hate early mornings.
%%
Can you check the grammar: "I, {A}, hereby authorise {B} to collect my parcel from the post office."
%%
Interview transcript excerpt:
INTERVIEWER: Tell us about your last project.
{A:first}: I led the rollout of the new [[CRM]] for about forty users.
Rate the candidate's answer.
%%
Make a birthday poem for my grandmother {A}, she turns 90 on [[Sunday]].
"""

CASING = r"""
my friend {A} said the [[Airbnb]] host cancelled, what can we do
%%
please forward the invoice to {A} before [[Thursday]]
%%
can you explain why {A} would get a [[401]] error when logging into the portal
%%
remind me to call {A} about the [[Costco]] membership
%%
i think {A} is ghosting me after our second date lol what do i text
%%
Our new hire {A} starts on [[Monday]]; draft a welcome message for the team channel.
%%
Ticket assigned to {A} - customer reports the [[Android]] app crashes on launch.
%%
write an apology email to {A} for the late delivery of order 55102
%%
{A} and {B} both applied for the [[PhD]] position, help me compare their cover letters
%%
is it weird that {Af} invited me to her [[Thanksgiving]] dinner after only a month
%%
meeting moved: {A} will present the [[Q3]] numbers instead of {B}
%%
URGENT: {A} NEEDS THE SIGNED FORM BY [[FRIDAY]] OR THE VISA APPOINTMENT IS LOST
%%
who should I cc, {A} or {B}? it's about the [[AWS]] bill
%%
summarize this voicemail: hi it's {A} calling from the clinic about your lab results, please call back
%%
our babysitter {A} wants a raise, what's fair in [[Chicago]]
%%
hey can u make a shopping list for {Af:first}'s party, she's vegan
%%
Rewrite: "per {A}, the [[VPN]] outage was caused by an expired certificate"
"""

POS_START = r"""
{A} asked me to send the [[PDF]] again, can you draft that?
%%
{A} here - I'm locked out of my account after the password reset.
%%
{A:first}, {B:first} and I need a name for our podcast.
%%
{A} told the board the merger is off. How do I announce this internally?
%%
{A}: "can someone restart the staging box?" - how do I answer this politely?
%%
{A} won the regional chess final yesterday; write a short post for the club page.
%%
{A} is allergic to peanuts; adjust this [[Christmas]] menu.
%%
{A:first} keeps interrupting me in meetings. How do I bring it up with my manager?
%%
{A}'s flight lands at 6, plan pickup logistics from [[Heathrow]].
"""

POS_MIDDLE = r"""
Please tell me whether {A} qualifies for the [[Medicare]] rebate based on these numbers.
%%
Yesterday {A} mentioned that the roof leaks again, so what should I ask the insurer?
%%
The contract lists {A} as guarantor but not the tenant, is that normal?
%%
I need a toast for the retirement of {A} at the [[Rotary]] dinner next week.
%%
Our accountant, {A}, wants receipts for every expense over $75.
%%
When {A:first} rebased the branch, the [[CI]] pipeline broke. How do I revert?
%%
My son's teacher {A} emailed about his reading level; help me reply.
%%
The form says "applicant: {A}, co-applicant: {B}" and then asks for income twice.
%%
So basically {A:first} and I split the rent 60/40, is that fair with these salaries?
"""

POS_END = r"""
Draft a thank-you note to {A}
%%
The package was signed for by {A}.
%%
Send the final version to {A}
%%
Whose turn is it to host book club? Last time it was {A}
%%
Write a farewell card message for our intern {A}!
%%
Please translate "best regards" and sign it as {A}
%%
Can you find a polite way to say no to {A}?
%%
The quarterly award goes to... {A}
%%
thanks so much, {A:first}
"""

LISTS = r"""
Add {A}, {B}, {C} and {D} to the [[Confluence]] space.
%%
Attendees: {A}; {B}; {C}. Apologies: {D}.
%%
Sort these alphabetically by surname: {A:lastfirst}; {B:lastfirst}; {C:lastfirst}; {D:lastfirst}
%%
- {A} ([[Frontend]])
- {B} ([[Backend]])
- {C} (QA)
Turn this into a rota for the on-call week.
%%
name,email,department
{A},{A:handle}@corp.example,[[Finance]]
{B},{B:handle}@corp.example,[[Legal]]
{C},{C:handle}@corp.example,[[Marketing]]
Convert this CSV into a markdown table.
%%
| Employee | Start | Manager |
|---|---|---|
| {A} | 2023-04-01 | {C} |
| {B} | 2024-01-15 | {C} |
Which employees report to the same manager?
%%
1. {A}
2. {B}
3. {C}
4. {D}
5. {E}
Randomly split these people into two teams for the [[Saturday]] hackathon.
%%
The committee ({A}, {B} & {C}) meets every second [[Tuesday]].
%%
Authors: {A:initlast}, {B:initlast}, {C:initlast}. Format this citation in [[APA]] style.
%%
{A:first}/{B:first}/{C:first} are on the rota this weekend, who's missing?
%%
Invite list for the baby shower: {Af}, {Bf}, {C}, {D}, and my mother-in-law {E}.
%%
Winners of the spelling bee: 1st {A}, 2nd {B}, 3rd {C}.
%%
Reviewers: @{A:handle} @{B:handle} @{C:handle} — can you summarise who approved?
%%
cc: {A}, {B}; bcc: {C}
%%
Group A: {A}, {B}
Group B: {C}, {D}
Balance the groups so each has one person who speaks [[Spanish]].
"""

POSSESSIVE = r"""
{A}'s laptop won't boot after the [[BIOS]] update.
%%
Can you summarise {A}’s feedback on the draft?
%%
I borrowed {A:first}'s car and got a parking ticket in [[Brooklyn]]; who pays?
%%
{A}'s and {B}'s timesheets don't match for week 32.
%%
Is it rude to decline {A}'s wedding invitation if I was at {B}'s last year?
%%
The dog is {A:first}'s, not mine — how do I explain this to the [[HOA]]?
%%
What did you think of {A}’s keynote at [[KubeCon]]?
%%
Please merge {A}'s branch after {B}'s review is done.
%%
My ex-husband {A}'s lawyer sent a letter about custody; help me understand it.
%%
Update {Af}'s address in [[Workday]], she moved last month.
%%
Could you tidy up the minutes? The action items are mostly {A:first}’s and {B:first}’s.
%%
I'm writing {A}'s eulogy and I keep crying. Can you help me structure it?
"""

QUOTED = r"""
Can you reply to this?
> On Mon, 3 Feb 2025 at 09:14, {A} <{A:handle}@example.org> wrote:
> Hi, any update on the [[API]] keys?
%%
-----Original Message-----
From: {A}
Sent: Wednesday, 12 June 2024 16:02
To: {B}
Subject: RE: [[Q2]] forecast

See comments inline.

Summarise the thread.
%%
Is this phishing? "Hello {A:first}, your [[Microsoft]] 365 password expires today. Click here to keep it. Regards, IT Desk"
%%
[10:02] {A}: did the backup run?
[10:03] {B}: yes, finished 03:17
[10:05] {A}: great, closing the ticket
What happened here in one sentence?
%%
Hi {A:first},

Thanks for your patience. The refund has been processed.

Kind regards,
{B}
Customer Care | [[Northwind]]

Make this more empathetic.
%%
Forwarded message from {A}: "Please don't share the [[Figma]] link outside the team." Should I reply-all?
%%
My manager {A} wrote "let's take this offline". What does that mean?
%%
Teams chat export:
{A} 14:31  can u review my PR
{B} 14:40  on it
{A} 14:52  thx!!
Convert to a formal status update.
%%
He literally texted "{A:first} pls call me back, it's about mum". Help me write a calm reply.
%%
Dear {A},
I am writing to complain about the noise from unit 4B.
Yours sincerely,
{B}
Proofread this letter.
%%
On 2024-05-07 {A} <{A:flast}@acme.io> wrote:
>> sounds good, ship it
Please draft a reply confirming the rollout.
"""

CODE = r"""
# TODO({A:handle}): remove this hack once [[Redis]] 7 is rolled out
def get_cache(): ...
Why is the cache always empty?
%%
// author: {A} — do not change the retry count without asking
const RETRIES = 5;
%%
/**
 * @author {A:lastfirst}
 * @since 2.3
 */
public class InvoiceParser { }
Explain what @since means.
%%
-- reviewed by {A:initlast}, 2023-11
SELECT id, amount FROM payments WHERE status = 'FAILED';
Optimise this query for [[Postgres]].
%%
INSERT INTO customers (id, full_name, city) VALUES (101, '{A}', '[[Leeds]]'), (102, '{B}', '[[Dundee]]');
Why does the second row fail with a duplicate key?
%%
{"user": {"name": "{A}", "role": "admin", "team": "[[Platform]]"}}
Validate this JSON against the schema I gave earlier.
%%
owners:
  - name: {A}
    email: {A:handle}@example.com
  - name: {B}
    slack: "@{B:login}"
Is this valid [[YAML]]?
%%
Co-authored-by: {A} <{A:handle}@example.com>
Co-authored-by: {B} <{B:flast}@example.com>
How does [[GitHub]] parse these trailers?
%%
git checkout -b feature/{A:flast}-invoice-export
fatal: a branch named 'feature/{A:flast}-invoice-export' already exists
%%
Traceback (most recent call last):
  File "/home/{A:login}/projects/etl/run.py", line 42, in <module>
    main()
KeyError: 'customer_id'
%%
* @{A:login} @{B:login}
/docs/ @{C:handle}
Explain this CODEOWNERS file.
%%
$ git shortlog -sn
   214  {A}
    97  {B}
    12  {C}
Who are the main contributors?
%%
def test_refund_for_{A:login}_is_rejected():
    assert refund(user="{A}") is None
Rename this test to something that doesn't contain a customer.
%%
<!-- layout tweaked by {A:first}, ask before editing -->
<div class="hero">[[Welcome]]</div>
%%
blame: 3e1f0aa ({A} 2024-02-19 11:02:41 +0100 88) if retries > MAX_RETRIES:
Who should I ask about this line?
%%
id;first_name;last_name;plan
7;{A:first};{A:last};[[Premium]]
8;{B:first};{B:last};[[Basic]]
Parse this with pandas, the delimiter is a semicolon.
%%
logger.info("password reset requested by %s", "{A}")
[WARN] 2025-01-09 rate limit hit for user {A:handle}
"""

BUSINESS = r"""
INVOICE #2024-0871
Bill to: {A}, 14 Harbour Road, [[Cork]]
Description: consulting, 12 h @ 95 EUR
Is the [[VAT]] line correct?
%%
Please prepare a payslip summary for {A}: gross 4,250.00, tax 812.40, pension 212.50.
%%
Wire transfer: beneficiary {A}, IBAN DE44 5001 0517 5407 3249 31, reference "rent [[March]]". Did I fill it in right?
%%
This NDA is between [[Brightline]] Ltd and {A} (the "Recipient"). Explain clause 4 in plain English.
%%
Claim no. 88-2231: policyholder {A}, vehicle damaged in hail storm. Adjuster: {B}. Draft the status letter.
%%
Expense report rejected for {A} — the taxi receipt from [[Frankfurt]] is missing. How do I phrase the rejection?
%%
Tenancy agreement: landlord {A}; tenant {B}; term 12 months from 1 [[October]]. What's missing?
%%
Performance review for {A} (reports to {B}): exceeds expectations in delivery, needs growth in delegation.
%%
Payroll change: {A} moves from [[Band]] 4 to [[Band]] 5, effective next cycle. Write the HR memo.
%%
Purchase order approved by {A}, requested by {B}, vendor: [[Staples]].
%%
Termination letter for {A}, last working day 31 [[May]]. Keep it respectful.
%%
Loan application — primary applicant {A}, employer [[Siemens]], annual income 68,000. What documents are needed?
%%
Refund request from {A} for booking [[HX]]-5521; the hotel in [[Porto]] overbooked.
%%
Board minutes: Chair {A} opened the meeting at 18:00. Treasurer {B} presented the budget.
"""

TITLES = r"""
Dear Dr. {A:last}, thank you for seeing my daughter on short notice.
%%
Please address the letter to Mrs. {Af:last}, not to her husband.
%%
Prof. {A} will chair the panel; write a 50-word intro.
%%
Mr. {Am:last} called twice about the overdue invoice.
%%
Can you translate "Sehr geehrter Herr {Am:last}" and the rest of this letter?
%%
Hola, ¿cómo escribo a la Señora {Af:last} sin sonar demasiado formal?
%%
Madame {Af:last} asked whether the apartment is still available.
%%
Ms {Af}, our head of compliance, needs the audit trail by [[Wednesday]].
%%
Mx. {A} prefers they/them pronouns; update the badge template.
%%
Capt. {Am} will brief the crew before departure.
%%
The Hon. {A} MP will open the new library in [[Swansea]].
%%
Sir {Am:first} was knighted last year; how do I address him in an email?
%%
Dr {A} and Prof {B} co-authored the paper, who goes first in the citation?
%%
Frau {Af:last} aus der Buchhaltung hat angerufen, what does she want?
%%
Judge {A:last} granted the continuance. Explain what that means for my case.
%%
Rev. {A} will officiate; draft the order of service.
%%
Ask Nurse {Af:first} whether visiting hours changed.
%%
Coach {Am:last} benched my son again, help me write a calm email.
"""
