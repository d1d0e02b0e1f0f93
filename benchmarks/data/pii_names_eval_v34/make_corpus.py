#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v34 PERSON-name evaluation corpus (theme: research, academia, study).

python3 make_corpus.py          -> validates every record, then rewrites names_eval.jsonl
python3 make_corpus.py --stats  -> same, and prints counts per slice and language
stdlib only; seed 20270103; deterministic (fixed iteration order, one Random instance).
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from names_data import ORIGINS, PATRONYMS, VI_MIDDLE, split  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 20270103
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]


# ----------------------------------------------------------------- persons
def strip_acc(s):
    for a, b in (("Đ", "D"), ("đ", "d"), ("ł", "l"), ("Ł", "L"), ("ß", "ss"), ("Þ", "Th"),
                 ("þ", "th"), ("ð", "d"), ("Ð", "D"), ("ø", "o"), ("Ø", "O"), ("æ", "ae"),
                 ("Æ", "Ae"), ("ı", "i"), ("Ħ", "H"), ("ħ", "h")):
        s = s.replace(a, b)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def initials(given, dots=True):
    out = []
    for part in given.split():
        subs = [x for x in part.split("-") if x]
        out.append("-".join(x[0] + "." for x in subs) if dots else "".join(x[0] for x in subs))
    return (" " if dots else "").join(out)


class Person:
    def __init__(self, origin, gender, rng):
        o = ORIGINS[origin]
        order = o["order"]
        self.origin, self.gender, self.order = origin, gender, order
        given = rng.choice(split(o[gender]))

        def fam():
            f = rng.choice(split(o["fam"]))
            if "/" in f:
                a, b = f.split("/")
                f = a if gender == "m" else b
            return f

        if order in ("gf", "fg", "fg30", "es2"):
            last = fam()
            if order == "es2" and rng.random() < 0.4:
                l2 = fam()
                if l2 != last:
                    last = last + " " + l2
            fg = order == "fg" or (order == "fg30" and rng.random() < 0.3)
            full = last + " " + given if fg else given + " " + last
        elif order == "vi":
            last = fam()
            full = last + " " + VI_MIDDLE[gender] + " " + given
            if rng.random() < 0.25:
                full, last, given = strip_acc(full), strip_acc(last), strip_acc(given)
        elif order == "bin":
            father = rng.choice(split(o["fam"]))
            last = ("bin " if gender == "m" else "binti ") + father
            full = given + " " + last
        elif order == "binal":
            last = fam()
            if rng.random() < 0.35:
                father = rng.choice(split(o["m"]))
                full = given + (" bin " if gender == "m" else " bint ") + father + " " + last
            else:
                full = given + " " + last
        elif order == "patr":
            pool = split(PATRONYMS[origin])
            last = rng.choice(pool)
            if origin == "somali" and rng.random() < 0.4:
                last = last + " " + rng.choice([x for x in pool if x != last])
            full = given + " " + last
        elif order == "single":
            last = given
            full = given
        else:
            raise ValueError(order)
        self.given, self.last, self.full = given, last, full

    def form(self, f):
        g, l, full = self.given, self.last, self.full
        simple = self.order in ("single", "bin")
        if f == "full":
            return full
        if f == "first":
            return g
        if f == "last":
            return g if simple else l
        if f == "initlast":
            return full if simple else initials(g) + " " + l
        if f == "lastfirst":
            return full if simple else l + ", " + g
        if f == "apa":
            return full if simple else l + ", " + initials(g)
        if f == "vanc":
            return full if simple else l + " " + initials(g, dots=False)
        if f == "caps":
            return full.upper() if simple else l.upper() + " " + g
        if f == "handle":
            parts = [g] if simple else [g, l]
            if self.order == "single":
                parts = g.split()
            return ".".join(re.sub(r"[^a-z0-9]", "", strip_acc(p).lower()) for p in parts)
        raise ValueError(f)


# ----------------------------------------------------------------- keep vocab
KEEP = {
    "day": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
    "month": ("January February March April May June July August September October "
              "November December").split(),
    "uni": ["University of Toronto", "ETH Zurich", "Seoul National University",
            "University of Nairobi", "Universidad de Chile", "Kyoto University", "KU Leuven",
            "Makerere University", "IIT Bombay", "McGill", "UNAM", "Sorbonne Université",
            "University of Cape Town", "Tsinghua", "Monash"],
    "jour": ["Nature", "The Lancet", "PLOS ONE", "Physical Review Letters", "JAMA", "Cell",
             "Psychological Science", "Annals of Statistics", "BMJ Open", "Science Advances",
             "NeurIPS", "ACL Anthology", "Journal of Finance"],
    "fund": ["NIH", "NSF", "ERC", "DFG", "Wellcome Trust", "UKRI", "ANR", "JSPS", "NSERC",
             "CNPq", "Horizon Europe", "Gates Foundation", "ARC"],
    "soft": ["Stata", "SPSS", "LaTeX", "Overleaf", "Zotero", "PyTorch", "MATLAB", "Jupyter",
             "NVivo", "Mendeley", "EndNote", "GraphPad Prism", "Qualtrics", "REDCap", "ImageJ",
             "RStudio", "Slack", "GitHub", "Excel"],
    "method": ["Bayesian", "Gaussian process", "ANOVA", "Kaplan–Meier", "Cox regression",
               "Mann–Whitney U test", "Likert scale", "Monte Carlo", "Markov chain",
               "Fourier transform", "Pearson correlation", "Bonferroni correction",
               "Kruskal–Wallis test", "Poisson regression", "Turing test"],
    "acr": ["IRB", "DOI", "GPA", "ORCID", "ISBN", "PI", "TA", "CV", "MOU", "DSMB", "GDPR", "FAQ"],
    "deg": ["PhD", "MSc", "BSc", "MPhil", "DPhil", "MBA", "MD", "BA", "Habilitation"],
    "course": ["CS 229", "STAT 110", "MATH 2410", "BIO 101", "PSYC 3302", "ECON 201",
               "CHEM 1A", "HIST 245"],
    "job": ["Postdoctoral Fellow", "Lab Manager", "Principal Investigator",
            "Teaching Assistant", "Research Associate", "Dean", "Provost", "Registrar",
            "Graduate Coordinator"],
    "day_de": "Montag Dienstag Mittwoch Donnerstag Freitag".split(),
    "day_fr": "lundi mardi mercredi jeudi vendredi".split(),
    "day_es": "lunes martes miércoles jueves viernes".split(),
    "day_it": "lunedì martedì mercoledì giovedì venerdì".split(),
    "day_nl": "maandag dinsdag woensdag donderdag vrijdag".split(),
    "day_pl": "poniedziałek wtorek środę czwartek piątek".split(),
    "day_tr": "Pazartesi Salı Çarşamba Perşembe Cuma".split(),
    "month_fr": "janvier février mars avril mai juin juillet septembre octobre novembre décembre".split(),
    "month_pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "hol": ["Thanksgiving", "Easter", "Diwali", "Lunar New Year", "Eid al-Fitr", "Christmas",
            "Hanukkah", "Reading Week", "Spring Break"],
}

# ----------------------------------------------------------------- templates
# {A} full name of person A ({Af}/{Am} force gender); {A:form} other forms
# (first, last, initlast, lastfirst, apa, vanc, caps, handle); <<..>> literal name;
# [[..]] keep item; [[$cat]] a keep item drawn from KEEP[cat].

CULT_TPL = [
    "Can you polish this email to my supervisor {A}? I need to ask for a two-week extension on the draft before [[$day]].",
    "Draft an acknowledgements paragraph thanking {A} for the fieldwork support and {B} for comments on the [[$fund]] proposal.",
    "The paper is by {A:initlast} and {B:initlast} (2020) in [[$jour]]. Summarise their method in plain language.",
    "Format this reference in APA 7: {A:apa}, & {B:apa} (2019). Sediment transport in braided rivers. Geomorphology, 12(3), 45–67.",
    "{A} will chair the [[$day]] afternoon session on [[$method]] methods; {B} is the discussant.",
    "Write a recommendation letter for {A}, who worked as a research assistant in our lab from [[$month]] 2021 to 2023.",
    "Reviewer 2 turned out to be {A}, who says our sample is too small. How should I reply politely?",
    "Our group project team is {A}, {B} and {C}. Split the literature review, the [[$soft]] analysis and the slides fairly.",
    "Remind me to send the [[IRB]] amendment to {A} before [[$day]].",
    "My co-author {A:first} keeps rewriting the abstract in [[Overleaf]]. How do I raise it without sounding rude?",
    "Who should be first author, me or {A}? {A:first} ran the experiments but I wrote all the [[$soft]] code.",
    "Add {A} to the author list after {B}; both are affiliated with [[$uni]].",
    "Summarise the feedback {A} left on my [[$deg]] proposal in three bullet points.",
    "Is it okay to list {Af} as a co-investigator on the [[$fund]] grant if she moves institutions next year?",
    "Write a 60-word speaker bio for {A}, a postdoc working on soil microbiomes.",
    "My advisor told me to cite {A:initlast} et al. for the baseline. Which year is their [[$jour]] paper?",
    "The visiting speaker this week is {A}; {B:first} from our group will introduce the talk.",
    "Please turn these notes into minutes: {A} presented the pilot data, {B} raised concerns about attrition, and we agreed to meet again in [[$month]].",
    "How do I tell {A:first} that I want to switch supervisors without burning bridges?",
    "Check my thesis dedication for tone: 'To {A}, who taught me to ask better questions.'",
    "Write a reading-group reminder: {A} leads this week's discussion of chapter 4, snacks from {B:first}.",
    "I'm applying to work with {Af} at [[$uni]]. Help me write a cold email that mentions her recent preprint.",
]

CASING_TPL = [
    "my supervisor {A} wants the revised chapter by [[$day]], can you help me plan the week",
    "please email {A} and ask if the [[$soft]] licence covers the summer students",
    "{A} is presenting our poster at the conference, draft a short thank-you note",
    "i need a polite reminder to {A} about the overdue peer review for [[$jour]]",
    "can you check whether {A} and {B} are both on the ethics application",
    "the lab meeting moved to [[$day]] because {Af} is defending her thesis",
    "write the acknowledgement for {A}, who lent us the centrifuge for three months",
    "my TA {A} graded the midterm in [[$course]], how do i ask for a regrade",
    "what should i get {A} as a farewell gift from the lab",
    "summarise the comments {A} wrote on the [[$method]] section",
    "ask {A} whether the dataset from the pilot can be shared under the [[$acr]] rules",
    "{A} and {B} are co-first authors, how do we mark that in the manuscript",
]

POS_START = [
    "{A} asked whether the [[Zotero]] group library can be shared with the new students.",
    "{A} has not replied about the second-reader role, should I follow up?",
    "{A:first} wants the figures in vector format before [[$day]].",
    "{A} is leaving the lab in [[$month]]; help me draft a farewell card.",
    "{A} and I disagree about the exclusion criteria. Summarise both positions fairly.",
    "{A:initlast} argues in the 2018 review that the effect is overstated. Is that still accepted?",
    "{Af} needs a letter confirming her enrolment for the visa office.",
    "{A} said the [[$soft]] script crashes on the cluster; what could cause that?",
    "{A} will take over as [[$job]] from next term.",
    "{A}: please upload your slides to the shared drive by noon.",
    "{A:first} has volunteered to run the pilot sessions on [[$day]].",
    "{A} reviewed my code and suggested vectorising the loops.",
    "{A}'s group is hiring a research assistant for the summer.",
    "{A} forgot to sign the data-sharing agreement again.",
    "{Af} wrote the original protocol, so should she be an author?",
]
POS_MID = [
    "Could you tell me whether {A} is still the contact person for the biobank?",
    "The external examiner, {A}, asked for two extra analyses in the viva.",
    "Yesterday {A} presented the preliminary [[$method]] results at group meeting.",
    "I think {A:first} misread the rubric for the lab report.",
    "Our department head asked {A} to mentor the incoming [[$deg]] students.",
    "Last week {A} emailed the whole cohort about the [[$course]] deadline.",
    "When {A} returns from fieldwork we will finalise the codebook.",
    "The grant lists {Af} as a consultant but she never agreed to that.",
    "Please ask {A:first} to check the units in table 3 before submission.",
    "The data were collected by {A} and cleaned by me in [[$soft]].",
    "At the workshop {A} suggested we preregister the replication.",
    "Both reviewers and {A} recommended moving the proofs to an appendix.",
    "The new [[$job]], {A}, starts on [[$day]].",
    "I was told {A} handles the [[$acr]] paperwork for our department.",
    "My friend {A:first} from the writing group can proofread it tonight.",
]
POS_END = [
    "The panel will be chaired by {A}.",
    "Please forward the final budget to {A}",
    "Who wrote the original survey instrument? It was {A}.",
    "Draft a thank-you note to my second reader, {A}",
    "The keynote on [[$day]] is by {A}.",
    "Send the signed consent forms to {A:first}",
    "The figure was redrawn from a sketch by {A}.",
    "I owe a lot of my methods chapter to {A}",
    "Our new lab manager is {A}.",
    "Tomorrow's reading group is led by {A:first}!",
    "The corresponding author on that preprint is {A}",
    "Can you write a short congratulations message for {A}?",
    "This term's [[$course]] tutor is {A}",
    "The dataset was curated by {A}.",
    "Questions about the poster session go to {A}",
]

LISTS_TPL = [
    "Add {A}, {B}, {C} and {D} to the lab Slack channel for the summer project.",
    "Group 4: {A}; {B}; {C}. Topic: replication of a classic [[$method]] study.",
    "Exam seating, room B12:\n1. {A:lastfirst}\n2. {B:lastfirst}\n3. {C:lastfirst}",
    "Format as an IEEE reference: [1] {A:initlast}, {B:initlast}, and {C:initlast}, \"Low-power sensing for field ecology,\" in Proc. ICASSP, 2022, pp. 1–5.",
    "Authors: {A}†, {B}‡, {C}† — † [[$uni]], ‡ [[$uni]]. Please typeset the affiliations.",
    "- {A} (data collection)\n- {B} (analysis)\n- {C} (writing)\nTurn this into a CRediT statement.",
    "name,role,email\n{A},PI,pi@example.org\n{B},RA,ra@example.org\nConvert this CSV to a markdown table.",
    "Rota for the cold room: Mon {A:first}, Tue {B:first}, Wed {C:first}, Thu {D:first}, Fri free.",
    "Vancouver style please: {A:vanc}, {B:vanc}, {C:vanc}. Trial of early mobilisation after hip fracture. BMJ Open. 2021;11:e04.",
    "{A} & {B} / {C} & {D}: pair up for the peer-feedback exercise in [[$course]].",
    "Speakers in order: {A}, {B}, then a break, then {C} and {D}.",
    "BibTeX author field: author = {{A:lastfirst} and {B:lastfirst} and {C:lastfirst}}, fix the braces if wrong.",
    "Who is missing from the consent log? Signed: {A}, {B}, {C}. Expected also {D}.",
    "Committee: {A} (chair), {B}, {C} (external).",
    "surname,given,cohort\n{A:last},{A:first},2022\n{B:last},{B:first},2023\nSort by cohort.",
    "Reading group presenters: week 1 {A}, week 2 {B}, week 3 {C}, week 4 open.",
    "Team list for the [[$fund]] application: {A} (lead), {B} (co-I), {C} (postdoc), {D} (PhD student).",
    "Office hours sign-up: 10:00 {A}, 10:15 {B}, 10:30 {C}, 10:45 —",
    "Please alphabetise: {A}, {B}, {C}, {D}.",
    "Poster judges: {A}; {B}; and {C} from [[$uni]].",
    "APA: {A:apa}, {B:apa}, & {C:apa} (2023). Title of the work. [[$jour]].",
    "| Name | Task |\n|---|---|\n| {A} | coding |\n| {B} | interviews |\nAdd a column for hours.",
    "Thanks to {A}, {B:first}, {C:first} and everyone at [[$uni]] for the support.",
    "Cc: {A}, {B}, {C}",
    "Trial team roster — PI: {A}; study nurse: {B}; pharmacist: {C}; statistician: {D}.",
    "Co-supervisors {A} and {B} both need to sign the [[$acr]] form.",
    "The four panelists ({A}, {B}, {C}, {D}) each get ten minutes.",
    "Move {A:first} and {B:first} to the Thursday lab section and {C:first} to Friday.",
    "Author list from the journal site: {A:caps}, {B:caps}, {C:caps}. Normalise the capitalisation.",
    "Students flagged for extensions: {A}, {B}.",
]

POSS_TPL = [
    "Can you summarise {A}'s comments on chapter 2?",
    "I used {A}’s code for the preprocessing; how should I credit it?",
    "{A}'s lab and {B}'s lab are merging their journal clubs.",
    "Is {A:first}'s reading of the regression table correct?",
    "Rewrite {A}'s abstract so it fits in 150 words.",
    "We are replicating {A:initlast}'s 2015 experiment with a larger sample.",
    "My supervisor wants me to follow {A}’s style guide for figures.",
    "Please compare {A}'s and {B}'s feedback on my [[$deg]] thesis.",
    "{A}'s talk on [[$day]] was moved to room 4.",
    "Where can I find {A:first}'s slides from the [[$month]] workshop?",
    "According to {A}'s lab notebook, the samples were frozen on the 12th.",
    "The reviewer misunderstood {A}'s argument about missing data.",
    "I'm borrowing {A}’s microscope slot this week.",
    "Tell me more about {A}'s theory of planned behaviour critique.",
    "{A:first}'s [[$soft]] notebook keeps crashing.",
    "Is it plagiarism if I paraphrase {A}'s lecture notes?",
    "Draft a reply to {A}'s email about authorship order.",
    "We need {A}'s signature and {B}’s approval before the [[$acr]] deadline.",
    "{A}'s postdoc, {B:first}, will run the interviews.",
    "Explain {A}'s critique of p-values to a first-year student.",
    "The committee adopted {A}'s suggestion to add a control arm.",
    "Add {A}’s ORCID to the submission form.",
    "I disagree with {A:first}'s coding of interview 7.",
    "Proofread {A}'s cover letter for the [[$jour]] submission.",
    "Whose turn is it to clean the fume hood, {A:first}'s or {B:first}'s?",
]

QUOTED_TPL = [
    "Hi {A:first},\n\nThanks for the comments on the draft. I'll send the revised version by [[$day]].\n\nBest,\n{B:first}",
    "> On Tue, {A} wrote:\n> Could you share the raw data?\nHow do I politely say no because of consent?",
    "[09:14] {A:first}: is the incubator free?\n[09:15] {B:first}: after 11\nSummarise this thread.",
    "From: {A} <office@example.edu>\nTo: grad-students\nSubject: Thesis submission window\nIs this email legit or phishing?",
    "My supervisor wrote: \"{A:first}, the intro still buries the research question.\" What does she mean?",
    "Dear {A},\n\nI am writing to ask whether you would act as external examiner for my thesis.\n\nKind regards,\n{B}",
    "Translate this reply from {A}: 'Happy to review, but not before [[$month]].'",
    "\"We thank {A} for helpful discussions\" — is that enough credit for someone who wrote the model?",
    "Forwarded message from {A}: 'Please fill in the [[$acr]] form by Friday.' Should I reply all?",
    "{A:first} posted on the course forum: \"Is the [[$course]] final open book?\" Draft an answer as the TA.",
    "Slack, #lab-general:\n{A:handle}: who took the last pipette tips\n{B:handle}: not me\nWrite a funny reminder about restocking.",
    "Hey {A:first}! Quick q — can I borrow your [[$soft]] licence for a day?",
    "Best wishes,\n{A}\nSenior Lecturer, School of Chemistry\nShorten this signature.",
    "Message from {A}: \"Your abstract was accepted for an oral presentation.\" Help me reply.",
    "Review comment by {A}: \"The [[$method]] assumptions are not checked.\" How do I respond?",
    "Hello {A}, I saw your talk on coral bleaching and had a question about the sampling.",
    "Reply to this: 'Hi, this is {A} from the graduate office; your enrolment lapses on [[$day]].'",
    "Teams chat — {A:first}: running late, start without me. {B:first}: ok",
    "Thanks, {A:first}! I'll update the repo tonight.",
    "\"{A} is the most careful experimentalist I have supervised.\" Expand this into a paragraph.",
    "Subject: Re: co-authorship\n\n{A} wrote:\n> I think {B:first} should be last author.\nDraft my answer.",
    "Can you make this sound less passive-aggressive? 'As I already told {A:first} twice, the freezer is not for lunch.'",
    "Voice memo transcript: ok so {A:first} said the sequencing run failed again.",
    "Good morning {A}, attached is the ethics form you asked for.",
    "Cheers, {A:first}",
]

CODE_TPL = [
    "# TODO({A:handle}): replace the hard-coded alpha before the rerun\nExplain this comment.",
    "% Comment from {A:first}: cite the original derivation here\n\\section{Methods}\nWhat should I add?",
    "\\author{{A} \\and {B}}\n\\affil{[[$uni]]}\nWhy does this fail to compile?",
    "@article{{A:last}2021,\n  author = {{A:lastfirst} and {B:lastfirst}},\n  title = {Tidal mixing},\n  year = {2021}\n}\nFix the citation key.",
    "// reviewed by {A:initlast}, do not change the seed\nset.seed(42)\nWhy would someone fix a seed?",
    "git log says: Author: {A} <dev@example.org>. How do I amend it?",
    "Co-authored-by: {A} <noreply@example.com>\nDoes GitHub count this commit for both people?",
    "{\"pi\": \"{A}\", \"site\": \"[[$uni]]\", \"n\": 120}\nValidate this JSON.",
    "# Author: {A:lastfirst}\n# Lab notebook parser, [[$month]] 2024\nAdd a docstring.",
    "print(\"Analysis run by {A}\")\nHow do I make this name a config variable?",
    "<!-- maintained by {A:handle} -->\nRemove this comment from the template.",
    "-- query written by {A:first}\nSELECT * FROM participants WHERE consent = 1;\nOptimise.",
    "\\thanks{We thank {A} for access to the archive.}\nShould this go in the footnote or acknowledgements?",
    "CITATION.cff:\nauthors:\n  - family-names: {A:last}\n    given-names: {A:first}\nIs this valid?",
    "R comment: # {A:first} says use lme4 not nlme\nIs that good advice for nested data?",
    "assignees: [\"{A:handle}\", \"{B:handle}\"]\nWhat does this YAML do in the issue template?",
    "@{A:handle} can you review the pull request for the [[$soft]] export?",
    "\"maintainer\": \"{A}\",\nAdd an email field next to this line.",
    "\\newcommand{\\todoA}[1]{\\textcolor{red}{{A:first}: #1}}\nHow do I disable all these notes?",
    "Jupyter cell: ## Data from {A}'s 2019 survey\nWhy is the header not rendering?",
    "sbatch --mail-user=hpc@example.edu # job for {A:first}\nWhat does this line do?",
    "DESCRIPTION: Authors@R: person(\"{A:first}\", \"{A:last}\", role = c(\"aut\", \"cre\"))\nIs the role right?",
    "# FIXME {A:handle}: p-values are not adjusted\nWhich correction should I use?",
    "signature: \"Regards, {A}\"\nReplace this with a variable in the mail-merge script.",
    "# {A} 2023-05-02: reran with 10k permutations\nTurn these notebook comments into a changelog.",
]

BUSINESS_TPL = [
    "Invoice #4471: conference registration for {A}, 450 EUR, paid by the [[$fund]] grant. Is VAT refundable?",
    "Reimbursement claim: taxi to the field site, claimant {A}, approved by {B}. Write the justification.",
    "Honorarium of 300 USD to {A} for the guest lecture on [[$day]]. Which form do I need?",
    "Budget line: 0.5 FTE Research Associate ({A}) for 24 months. Estimate salary with 3% uplift.",
    "Purchase order for reagents, requested by {A}, cost centre 7712. Draft the approval email to {B}.",
    "Participant payment log: P014 paid in vouchers by {A}. Does this count as identifiable data?",
    "Travel grant letter: we award {A} 800 GBP to attend the summer school in [[$month]].",
    "Stipend for {A} is late again. Write a firm but polite message to the finance office.",
    "Consulting agreement between [[$uni]] and {A}, 10 days at 600 EUR. Check the IP clause.",
    "Write a cost justification for hiring {A} as a part-time statistician.",
    "Open-access fee of 2,500 USD for the paper by {A} and {B}. Can the [[$fund]] grant pay it?",
    "Our departmental credit card is held by {A}. Who approves a 1,200 EUR software licence?",
    "Salary top-up for {A} during the parental leave of {B}. How do I word the request?",
    "Reference letter fee waived for {A}. Draft a confirmation.",
    "Equipment loan: laptop #22 issued to {A}, due back in [[$month]].",
    "Grant transfer: {A} moves to [[$uni]] and takes the remaining budget. Draft the letter.",
    "Quote from the sequencing core, contact {A}, 96 samples. Compare with the external quote.",
    "Per-diem claim for {A}: three nights in Lisbon. Is the hotel within policy?",
    "Late fee for the thesis binding, student {A}. Can the department cover it?",
    "Scholarship disbursement schedule for {A}: two instalments. Put this into a table.",
]

TITLES_TPL = [
    "Dear Prof. {A:last}, thank you for agreeing to examine my thesis.",
    "Please address the letter to Dr. {A:last} at the [[$uni]] medical school.",
    "PD Dr. {A} will teach the block seminar in [[$month]].",
    "Dr. rer. nat. {A} is listed as the second supervisor. Is that a problem?",
    "Doç. Dr. {A} sent the jury report. Summarise it.",
    "Profa. {Af} coordinates the exchange programme; write to her in English.",
    "Assoc. Prof. {A} and Asst. Prof. {B} co-teach the seminar.",
    "Professor Emeritus {A} will give the opening lecture.",
    "Is it Mx. {A:last} or just {A:first} in the email greeting?",
    "Sehr geehrter Herr Prof. Dr. {Am:last}, help me finish this German email.",
    "Ms {Af:last} from the registry asked for my transcript.",
    "Mr. {Am:last} the lab technician retires in [[$month]]; plan a small event.",
    "Prof. Dr. {A} is the new [[$job]].",
    "Dr {A:initlast} signed the protocol amendment.",
    "Dean {A:last} wants a one-page summary of the accreditation review.",
    "Dear Professor {A}, I am a second-year [[$deg]] student interested in your work.",
    "Sister {Af:last}, the research nurse, recruits participants on [[$day]].",
    "Please thank Hon. Prof. {A} for the guest lecture.",
    "Rev. Dr. {A} is our faith-and-society panelist.",
    "Mrs {Af:last} coordinates the undergraduate labs.",
    "Dr.-Ing. {A} leads the materials workshop.",
    "Prof. ir. {A} chairs the defence committee.",
    "Monsieur le Professeur {Am:last} has replied to my request.",
    "Sr. Lecturer {A} teaches [[$course]] this year.",
    "Our PI, Dr. {A}, wants the [[$acr]] renewal in by Friday.",
]

NONEN_TPL = {
    "de": [
        "Kannst du die [[E-Mail]] an meine Betreuerin {Af} höflicher formulieren? Es geht um die [[Abgabe]] der [[Masterarbeit]].",
        "Die [[Sprechstunde]] von Prof. {A:last} fällt am [[$day_de]] aus.",
        "Bitte fasse das [[Gutachten]] von {A} zu meinem [[Antrag]] bei der [[DFG]] zusammen.",
        "{A} und {B} leiten das [[Seminar]] im [[Wintersemester]].",
        "Wie danke ich {A} in der [[Danksagung]], ohne zu übertreiben?",
        "Schreib eine Erinnerung an {A:first}: das [[Protokoll]] der [[Laborbesprechung]] fehlt noch.",
        "Im [[Literaturverzeichnis]] steht {A:apa} (2018). Ist das korrekt nach APA?",
    ],
    "fr": [
        "Peux-tu relire mon courriel à mon directeur de thèse, {Am} ? Je demande un report de [[soutenance]].",
        "Le séminaire de {A} est déplacé à [[$day_fr]] prochain.",
        "Résume les remarques de {A} sur mon [[mémoire]] de [[Master]].",
        "{A} et {B} co-encadrent la [[thèse]] ; qui doit signer la convention ?",
        "Rédige des remerciements pour {A}, qui m'a aidé avec [[$soft]].",
        "Mme {Af:last} présidera le jury au [[CNRS]] en [[$month_fr]].",
    ],
    "es": [
        "¿Puedes mejorar este correo para mi directora de tesis, {Af}? Necesito más tiempo para el [[TFM]].",
        "{A} presentará los resultados del [[CONICET]] el próximo [[$day_es]].",
        "Redacta los agradecimientos para {A} y {B} por su ayuda con el trabajo de campo.",
        "El tribunal lo preside {Am}; ¿cómo me dirijo a él por correo?",
        "Resume los comentarios de {A} sobre mi capítulo de [[Metodología]].",
        "Cita en formato APA: {A:apa} (2020). Revista de Psicología.",
    ],
    "it": [
        "Puoi correggere la mail per il mio relatore, {Am}? Chiedo di spostare la [[discussione]] di laurea.",
        "{A} terrà il seminario sul metodo [[Monte Carlo]] il prossimo [[$day_it]].",
        "Scrivi i ringraziamenti della tesi per {A} e {B}.",
        "La prof.ssa {Af:last} ha chiesto il [[PDF]] del capitolo due.",
        "Riassumi il parere di {A} sul mio progetto di [[dottorato]].",
    ],
    "pt": [
        "Pode revisar meu e-mail para o orientador {Am}? Preciso adiar a [[qualificação]].",
        "{A} vai apresentar o pôster no congresso da [[USP]] em [[$month_pt]].",
        "Escreva os agradecimentos da dissertação para {A} e {B}.",
        "A Profa. {Af} pediu o relatório da [[CAPES]] até sexta.",
        "Resuma as sugestões de {A} sobre o meu projeto de [[mestrado]].",
    ],
    "nl": [
        "Kun je mijn mail aan mijn promotor {A} vriendelijker maken? Het gaat over de [[promotiedatum]].",
        "{A} en {B} geven samen het werkcollege op [[$day_nl]].",
        "Vat de opmerkingen van {A} over mijn [[scriptie]] samen.",
        "Dr. {A:last} vraagt of de [[NWO]]-aanvraag al is ingediend.",
        "Schrijf een bedankje voor {A}, die de enquête in [[$soft]] heeft gebouwd.",
    ],
    "pl": [
        "Popraw proszę mój e-mail do promotora, {Am}. Chodzi o termin [[obrony]].",
        "{A} poprowadzi seminarium w [[$day_pl]] zamiast {B}.",
        "Napisz podziękowania dla {A} do mojej pracy magisterskiej.",
        "Dr hab. {A} jest recenzentem mojego [[doktoratu]].",
    ],
    "tr": [
        "Danışmanım {A} için yazdığım e-postayı daha kibar yapar mısın? [[Tez]] teslim tarihi yaklaşıyor.",
        "Doç. Dr. {A} [[TÜBİTAK]] projesinin yürütücüsü.",
        "{A} ve {B} seminere [[$day_tr]] günü katılacak.",
        "Tez teşekkür kısmına {A} için bir cümle yaz.",
    ],
}

KEEP_TPL_EN = [
    "Can you convert my [[$soft]] output into an APA table for the [[$jour]] submission due on [[$day]]?",
    "Explain the difference between a [[$method]] approach and a frequentist one for a [[$deg]] student.",
    "Our [[$fund]] report is due in [[$month]]; list the sections it normally needs.",
    "What is a good [[GPA]] for applying to [[$deg]] programmes at [[$uni]]?",
    "Is [[$course]] a prerequisite for the machine learning elective?",
    "How do I get a [[DOI]] for a dataset I uploaded to [[Zenodo]]?",
    "Write a job ad for a [[$job]] in a small ecology lab.",
    "Does the [[IRB]] need to see the recruitment flyer before we post it on [[$day]]?",
    "The lab is closed over [[$hol]]; draft a notice for the door.",
    "How do I export references from [[$soft]] to BibTeX without losing the accents?",
    "Summarise the main assumptions of [[$method]] in five bullet points.",
    "What does [[$acr]] stand for in a university context?",
    "Make a study plan for [[$course]] with two sessions per week until [[$month]].",
    "I got a desk reject from [[$jour]]. Which journals have similar scope?",
    "Compare [[$soft]] and [[$soft]] for qualitative coding of interviews.",
    "Is a [[$deg]] from [[$uni]] recognised for teaching jobs abroad?",
    "Our seminar room booking system is down until [[$day]]; write a short apology to the class.",
    "What is the deadline pattern for [[$fund]] starting grants?",
    "Explain a [[$method]] like I'm a high-school student.",
    "Draft a syllabus week for [[$course]] on research ethics.",
    "Convert this Excel date column to ISO format in [[$soft]].",
    "How long should a cover letter to [[$jour]] be?",
    "Turn our [[$hol]] lab party budget into a short poll.",
    "Which is better for a thesis: [[LaTeX]] with [[Overleaf]] or Word with [[Zotero]]?",
    "Give me a checklist for the [[$acr]] section of a data management plan.",
    "List typical duties of a [[$job]] in a clinical trials unit.",
    "Write a reminder that the library closes early on [[$day]] during [[$month]].",
    "Explain when to use [[$method]] versus a permutation test.",
    "How do I cite a [[$jour]] article that has no page numbers?",
    "Plan a two-day writing retreat for [[$deg]] students after [[$hol]].",
]
KEEP_TPL_NONEN = {
    "de": ["Wie beantrage ich ein [[Stipendium]] beim [[DAAD]] für mein [[Auslandssemester]]?",
           "Erkläre den Unterschied zwischen [[Bachelorarbeit]] und [[Hausarbeit]].",
           "Die [[Bibliothek]] ist am [[Montag]] geschlossen; schreib einen Aushang."],
    "fr": ["Comment obtenir un [[DOI]] pour mon jeu de données sur [[HAL]] ?",
           "Explique la différence entre un [[Master]] recherche et un [[Master]] pro."],
    "es": ["¿Cómo cito un artículo de [[Nature]] en formato APA en [[Zotero]]?",
           "Haz un plan de estudio para el examen de [[Estadística]] del [[lunes]]."],
    "it": ["Come si calcola la media ponderata per la laurea [[magistrale]] al [[Politecnico di Milano]]?"],
    "pt": ["Qual a diferença entre [[mestrado]] e [[doutorado]] sanduíche na [[CAPES]]?"],
}


# ----------------------------------------------------------------- rendering
TPL_RE = re.compile(r"\{([A-F])([fm]?)(?::(\w+))?\}|<<(.+?)>>|\[\[(.+?)\]\]")
HAND_RE = re.compile(r"<<(.+?)>>|\[\[(.+?)\]\]", re.S)


def assemble(segs, case=None, name_case=None):
    text, names, keep = "", [], []
    for kind, s in segs:
        if case:
            s = case(s)
        elif name_case and kind == "name":
            s = name_case(s)
        start = len(text)
        text += s
        if kind == "name":
            names.append({"start": start, "end": len(text), "text": s})
        elif kind == "keep" and s not in keep:
            keep.append(s)
    return text, names, keep


def render_template(tpl, rng, origins, case=None, name_case=None):
    genders = {}
    for m in TPL_RE.finditer(tpl):
        if m.group(1):
            g = m.group(2)
            if g:
                genders[m.group(1)] = g
    persons = {}
    segs, pos = [], 0
    for m in TPL_RE.finditer(tpl):
        if m.start() > pos:
            segs.append(("lit", tpl[pos:m.start()]))
        if m.group(1):
            letter = m.group(1)
            if letter not in persons:
                g = genders.get(letter) or rng.choice("fm")
                persons[letter] = Person(rng.choice(origins), g, rng)
            segs.append(("name", persons[letter].form(m.group(3) or "full")))
        elif m.group(4) is not None:
            segs.append(("name", m.group(4)))
        else:
            k = m.group(5)
            if k.startswith("$"):
                k = rng.choice(KEEP[k[1:]])
            segs.append(("keep", k))
        pos = m.end()
    if pos < len(tpl):
        segs.append(("lit", tpl[pos:]))
    # first names of distinct persons must differ, else the record is ambiguous
    fulls = [p.full for p in persons.values()]
    if len(set(fulls)) != len(fulls):
        return None
    return assemble(segs, case, name_case)


def render_hand(s):
    segs, pos = [], 0
    for m in HAND_RE.finditer(s):
        if m.start() > pos:
            segs.append(("lit", s[pos:m.start()]))
        if m.group(1) is not None:
            segs.append(("name", m.group(1)))
        else:
            segs.append(("keep", m.group(2)))
        pos = m.end()
    if pos < len(s):
        segs.append(("lit", s[pos:]))
    return assemble(segs)


# ----------------------------------------------------------------- validation
def _outside(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def check(r):
    errs = []
    t = r["text"]
    if r["slice"] not in SLICES:
        errs.append("bad slice")
    if not r["id"].startswith(r["slice"] + "-"):
        errs.append("id/slice mismatch")
    for marker in ("<<", "[["):
        if marker in t:
            errs.append("leftover marker " + marker)
    prev = 0
    for n in r["names"]:
        s, e = n["start"], n["end"]
        if not (0 <= s < e <= len(t)):
            errs.append("bad offsets %r" % n)
            continue
        if t[s:e] != n["text"]:
            errs.append("text mismatch %r" % n)
        if n["text"] != n["text"].strip():
            errs.append("whitespace around span %r" % n)
        if s < prev:
            errs.append("overlap/unsorted %r" % n)
        prev = e
    if r["slice"] == "keep":
        if r["names"]:
            errs.append("keep slice with names")
        if not r["keep"]:
            errs.append("keep slice without keep items")
    elif not r["names"]:
        errs.append("no names")
    ntoks = {x.lower() for n in r["names"] for x in re.findall(r"\w+", n["text"])}
    for k in r["keep"]:
        if not k or k != k.strip():
            errs.append("bad keep %r" % k)
        if _outside(t, k, r["names"]) < 1:
            errs.append("keep not outside spans %r" % k)
        shared = {x.lower() for x in re.findall(r"\w+", k)} & ntoks
        if shared:
            errs.append("keep %r shares token with a name: %r" % (k, shared))
    if len(set(r["keep"])) != len(r["keep"]):
        errs.append("duplicate keep")
    return errs


# ----------------------------------------------------------------- build
def build():
    rng = random.Random(SEED)
    all_origins = list(ORIGINS)
    records = []
    counters = {}

    def nid(prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, counters[prefix])

    def add_tpl(slice_, prefix, lang, tpl, origins, case=None, name_case=None):
        for _ in range(200):
            out = render_template(tpl, rng, origins, case, name_case)
            if out is None:
                continue
            text, names, keep = out
            rec = {"id": "", "slice": slice_, "lang": lang, "text": text,
                   "names": names, "keep": keep}
            rec["id"] = prefix + "-000"
            if not check(rec):
                rec["id"] = nid(prefix)
                records.append(rec)
                return
        raise SystemExit("could not render template: %r" % tpl)

    def add_hand(slice_):
        for entry in HAND[slice_]:
            lang, s = ("en", entry) if isinstance(entry, str) else entry
            text, names, keep = render_hand(s)
            if slice_ == "nonenglish":
                prefix = "nonenglish-%s-hand" % lang
            elif slice_ == "keep":
                prefix = "keep-%s-hand" % lang
            else:
                prefix = slice_ + "-hand"
            records.append({"id": nid(prefix), "slice": slice_, "lang": lang, "text": text,
                            "names": names, "keep": keep})

    # cultures: 2 distinct templates per origin, all persons from that origin
    for origin in all_origins:
        for tpl in rng.sample(CULT_TPL, 2):
            add_tpl("cultures", "cultures-" + origin, "en", tpl, [origin])
    add_hand("cultures")

    # casing
    modes = [("lower", str.lower, None), ("upper", str.upper, None),
             ("namelower", None, str.lower), ("nameupper", None, str.upper),
             ("normal", None, None)]
    for mode, case, ncase in modes:
        for tpl in CASING_TPL:
            add_tpl("casing", "casing-" + mode, "en", tpl, all_origins, case, ncase)
    add_hand("casing")

    # position
    for pos, tpls in (("start", POS_START), ("middle", POS_MID), ("end", POS_END)):
        for tpl in tpls:
            add_tpl("position", "position-" + pos, "en", tpl, all_origins)
    add_hand("position")

    # lists / possessive / quoted / code / business / titles (every 7th lists+quoted lower)
    for slice_, tpls in (("lists", LISTS_TPL), ("possessive", POSS_TPL), ("quoted", QUOTED_TPL),
                         ("code", CODE_TPL), ("business", BUSINESS_TPL), ("titles", TITLES_TPL)):
        for i, tpl in enumerate(tpls):
            case = str.lower if slice_ in ("lists", "quoted") and i % 7 == 6 else None
            add_tpl(slice_, slice_, "en", tpl, all_origins, case)
        add_hand(slice_)

    # non-English
    for lang, tpls in NONEN_TPL.items():
        for tpl in tpls:
            add_tpl("nonenglish", "nonenglish-" + lang, lang, tpl, all_origins)
    add_hand("nonenglish")

    # keep (no names)
    for tpl in KEEP_TPL_EN:
        add_tpl("keep", "keep-en", "en", tpl, all_origins)
    for lang, tpls in KEEP_TPL_NONEN.items():
        for tpl in tpls:
            add_tpl("keep", "keep-" + lang, lang, tpl, all_origins)
    add_hand("keep")
    return records


def main():
    records = build()
    errors = []
    seen = set()
    for r in records:
        if r["id"] in seen:
            errors.append((r["id"], ["duplicate id"]))
        seen.add(r["id"])
        e = check(r)
        if e:
            errors.append((r["id"], e))
    if errors:
        for rid, e in errors:
            print(rid, "; ".join(e), file=sys.stderr)
        print("%d invalid records; nothing written" % len(errors), file=sys.stderr)
        sys.exit(1)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        stats(records)
    else:
        print("wrote %d records to %s" % (len(records), OUT))


def stats(records):
    by_slice, by_lang = {}, {}
    for r in records:
        d = by_slice.setdefault(r["slice"], [0, 0, 0, 0])
        d[0] += 1
        d[1] += len(r["names"])
        d[2] += len(r["keep"])
        d[3] += "-hand-" in r["id"]
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
    print("%-12s %6s %6s %6s %6s" % ("slice", "n", "names", "keep", "hand"))
    tot = [0, 0, 0, 0]
    for s in SLICES:
        d = by_slice.get(s, [0, 0, 0, 0])
        print("%-12s %6d %6d %6d %6d" % (s, *d))
        tot = [a + b for a, b in zip(tot, d)]
    print("%-12s %6d %6d %6d %6d" % ("total", *tot))
    print("languages:", ", ".join("%s %d" % (k, v) for k, v in
                                  sorted(by_lang.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("distinct languages:", len(by_lang))
    print("origins:", len(ORIGINS))


if __name__ == "__main__":
    main()
