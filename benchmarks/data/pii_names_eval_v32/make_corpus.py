#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v32 PERSON-name evaluation corpus (theme: software, IT and data work).

python3 make_corpus.py          -> validates every record, then rewrites names_eval.jsonl
python3 make_corpus.py --stats  -> same, then prints counts per slice and language

stdlib only, fixed seed, fixed iteration order: the output is byte-for-byte reproducible.

Template markup (template records):
  $A            full name of person A (also $B, $C, $D)
  $A.first      given name          $A.last    family name (as used after a title)
  $A.handle     code handle (priya.raman / priya_raman / priyaraman)
  $A.il         initial + family name ("P. Raman")
  $A.lf         "Family, Given"
  $A.t          a title that fits A's gender (literal, NOT part of the span)
  $$            a literal dollar sign
  <<...>>       a literal name span
  [[...]]       a literal keep item
Hand records (hand_records.py) use only <<...>> and [[...]].
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS, ORIGIN_KEYS, TITLES_EN, VIET_MID  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 20270101
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted", "code",
          "business", "titles", "nonenglish", "keep"]

# --------------------------------------------------------------------------- people

_ASCII_MAP = {"ß": "ss", "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "ł": "l", "Ł": "l",
              "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i",
              "œ": "oe", "ħ": "h", "ə": "e", "Ə": "e"}


def ascii_fold(s):
    s = "".join(_ASCII_MAP.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def make_person(rng, okey, gender=None):
    o = ORIGINS[okey]
    g = gender or rng.choice("fm")
    given = rng.choice(o[g])
    style = o["style"]

    def fam():
        if "famm" in o:
            i = rng.randrange(len(o["famm"]))
            return (o["famm"] if g == "m" else o["famf"])[i]
        return rng.choice(o["fam"])

    first, last = given, None
    if style == "gf":
        last = fam()
        full = given + " " + last
    elif style == "fg":
        last = fam()
        full = last + " " + given
    elif style == "jp":
        last = fam()
        full = (given + " " + last) if rng.random() < 0.5 else (last + " " + given)
    elif style == "hu":
        last = fam()
        full = (last + " " + given) if rng.random() < 0.35 else (given + " " + last)
    elif style == "vn":
        last = fam()
        full = last + " " + VIET_MID[g] + " " + given
        if rng.random() < 0.25:
            full, first, last = ascii_fold(full), ascii_fold(given), ascii_fold(last)
    elif style in ("es2", "pt2", "ca"):
        a = fam()
        last = a
        if rng.random() < 0.5:
            b = fam()
            while b == a:
                b = fam()
            last = a + (" i " if style == "ca" else " ") + b
        full = given + " " + last
    elif style == "ar":
        last = fam()
        if rng.random() < 0.5:
            full = given + (" bin " if g == "m" else " bint ") + rng.choice(o["fathers"]) + " " + last
        else:
            full = given + " " + last
    elif style == "is":
        last = rng.choice(o["fathers"]) + ("son" if g == "m" else "dóttir")
        full = given + " " + last
    elif style == "et":
        last = rng.choice(o["fathers"])
        full = given + " " + last
    elif style == "so":
        a, b = rng.sample(o["fathers"], 2)
        last = a
        full = given + " " + a + " " + b
    elif style == "ms":
        last = given
        full = given + (" bin " if g == "m" else " binti ") + rng.choice(o["fathers"])
    elif style == "mono":
        last = given
        full = given
    elif style == "ta":
        last = fam()
        if rng.random() < 0.3:
            full = last[0] + ". " + given
            last = given
        else:
            full = given + " " + last
    else:
        raise ValueError(style)

    hs = rng.choice([".", "_", ""])
    fa = re.sub(r"[^a-z0-9]", "", ascii_fold(first).lower())
    la = re.sub(r"[^a-z0-9]", "", ascii_fold(last).lower())
    handle = fa if fa == la else fa + hs + la
    il = full if style == "mono" else first[0] + ". " + last
    lf = full if style == "mono" else last + ", " + first
    return {"g": g, "origin": okey, "full": full, "first": first, "last": last,
            "handle": handle, "il": il, "lf": lf}


# --------------------------------------------------------------------------- rendering

TOK = re.compile(r"\$\$|\$([A-D])(?:\.(first|last|handle|il|lf|t|full)\b)?|\[\[(.+?)\]\]|<<(.+?)>>", re.S)
HTOK = re.compile(r"\[\[(.+?)\]\]|<<(.+?)>>", re.S)


def _case(s, mode):
    return s.lower() if mode == "lower" else s.upper() if mode == "upper" else s


def render(template, persons=None, mode=None, rng=None, hand=False):
    """Returns (text, spans, keeps). mode: None | lower | upper | name_lower | name_upper."""
    lit_mode = mode if mode in ("lower", "upper") else None
    name_mode = {"lower": "lower", "upper": "upper", "name_lower": "lower",
                 "name_upper": "upper"}.get(mode)
    out, spans, keeps, pos = [], [], [], 0

    def add(s, kind):
        nonlocal pos
        if kind == "name":
            s = _case(s, name_mode)
            spans.append({"start": pos, "end": pos + len(s), "text": s})
        else:
            s = _case(s, lit_mode)
            if kind == "keep":
                keeps.append(s)
        out.append(s)
        pos += len(s)

    last = 0
    rx = HTOK if hand else TOK
    for m in rx.finditer(template):
        if m.start() > last:
            add(template[last:m.start()], "lit")
        last = m.end()
        if hand:
            if m.group(1) is not None:
                add(m.group(1), "keep")
            else:
                add(m.group(2), "name")
            continue
        g = m.group(0)
        if g == "$$":
            add("$", "lit")
        elif m.group(3) is not None:
            add(m.group(3), "keep")
        elif m.group(4) is not None:
            add(m.group(4), "name")
        else:
            p = persons[m.group(1)]
            attr = m.group(2) or "full"
            if attr == "t":
                add(rng.choice(TITLES_EN[p["g"]]), "lit")
            else:
                add(p[attr], "name")
    if last < len(template):
        add(template[last:], "lit")
    return "".join(out), spans, keeps


# --------------------------------------------------------------------------- validation

WORD = re.compile(r"\w+")


def validate(r, seen):
    rid = r["id"]
    assert rid not in seen, "duplicate id " + rid
    assert r["slice"] in SLICES, rid
    assert r["lang"], rid
    t = r["text"]
    assert t and t == t.strip(), "text whitespace " + rid
    for bad in ("<<", "[[", "]]", "$A", "$B", "$C", "$D"):
        assert bad not in t, "markup residue %r in %s" % (bad, rid)
    prev = 0
    for s in r["names"]:
        assert 0 <= s["start"] < s["end"] <= len(t), rid
        assert t[s["start"]:s["end"]] == s["text"], rid
        assert s["text"] == s["text"].strip(), "span whitespace " + rid
        assert s["start"] >= prev, "overlap/unsorted " + rid
        prev = s["end"]
    if r["slice"] == "keep":
        assert not r["names"], "names in keep slice " + rid
        assert r["keep"], "keep slice without keep " + rid
    else:
        assert r["names"], "no names " + rid
    name_toks = set()
    for s in r["names"]:
        name_toks.update(w.casefold() for w in WORD.findall(s["text"]))
    for k in r["keep"]:
        assert k and k == k.strip(), rid
        ok = False
        i = t.find(k)
        while i >= 0:
            if all(i + len(k) <= s["start"] or i >= s["end"] for s in r["names"]):
                ok = True
                break
            i = t.find(k, i + 1)
        assert ok, "keep %r not outside spans in %s" % (k, rid)
        shared = name_toks & {w.casefold() for w in WORD.findall(k)}
        assert not shared, "keep %r shares token %s with a name in %s" % (k, shared, rid)
    seen.add(rid)


def try_valid(r):
    try:
        validate(r, set())
        return True
    except AssertionError:
        return False


# --------------------------------------------------------------------------- templates

CULTURE_T = [
    "Can you rewrite this [[Jira]] ticket so it reads better? Reporter: $A. Summary: login page times out after the [[SSO]] redirect.",
    "git log shows $A as the author of the migration that dropped the index. How do I revert only that commit?",
    "Draft a polite [[Slack]] message asking $A to review my pull request before [[Friday]].",
    "$A joined the platform team on [[Monday]]. Write a short welcome post for the engineering channel.",
    "Summarise this incident timeline: 02:14 pager fired, $A acknowledged; 02:40 $B rolled back the [[Kubernetes]] deployment; 03:05 all green.",
    "Write a short LinkedIn recommendation for $A, who taught me [[Terraform]] and got our [[AWS]] bill down.",
    "Is this commit trailer formatted correctly?\n\nCo-authored-by: $A <dev-noreply@example.com>",
    "My manager $A wants the [[ETL]] runbook by the end of [[March]]. Help me outline it.",
    "On-call this week: $A (primary), $B (secondary). Turn that into a markdown table with phone columns left blank.",
    "Explain this [[Teams]] message from $A in plain English: 'pls bump [[Redis]], prod is flaky again'",
    "Write an offer email to $A for the Senior [[DevOps]] Engineer role, start date in [[September]].",
    "The owner_name column has values like \"$A\". How do I split it into first and last name with [[Pandas]]?",
    "$A asked whether the [[API]] rate limit applies per token or per IP. What should I answer?",
    "What does this comment mean?\n# FIXME($A.handle): retry loop never backs off on [[Windows]]",
    "Ticket PLAT-4412 is assigned to $A and was reopened twice. How do I escalate without sounding rude?",
    "Help me write a farewell card for $A, who is leaving the [[QA]] team after six years.",
    "git blame says line 212 was last touched by $A in 2019. Could that be why the [[JSON]] parser chokes on nulls?",
    "Write five reference-check questions about the candidate $A, who applied for our data engineering opening.",
    "I need to tell $A that their [[VPN]] access was revoked by mistake. Draft a short apology.",
    "Convert this to [[YAML]]: maintainer = $A, team = payments, tier = 1",
    "Proofread these release notes: \"Thanks to $A and $B for the new [[GraphQL]] endpoint.\"",
    "Our [[CTO]] asked $A to present the [[Q3]] roadmap. Suggest three slide titles.",
    "Book a 1:1 with $A for next [[Tuesday]] and write an agenda about the [[Postgres]] upgrade.",
    "Helpdesk chat: user $A cannot reset their password, error 0x80070005 in [[Outlook]]. Likely cause?",
    "Write SQL that lists all tickets closed by $A in [[December]].",
    "A customer, $A, was charged twice through our [[Stripe]] integration. Draft the apology email.",
    "Summarise the PR description written by $A: it moves the session cache from [[Redis]] to [[Memcached]].",
    "Who should I cc? $A owns the billing service and $B owns the [[Kafka]] ingestion.",
    "Rewrite my standup note: paired with $A on flaky [[Selenium]] tests, still blocked.",
    "Turn this into a CSV row: name=$A, role=Data Analyst, laptop=ThinkPad, start=[[April]] 3",
]

CASING_T = [
    "hey can you ask $A if the [[Jenkins]] build is green again",
    "remind me to ping $A about the [[Docker]] image size",
    "$A says the staging db is down, what do i check first",
    "write my standup: yesterday paired with $A on the [[OAuth]] flow, today fixing tests",
    "is it rude to message $A.first on a [[Sunday]] about a prod bug",
    "draft a reply to $A: thanks for fixing the [[CI]] pipeline, owe you a coffee",
    "$A.first and $B.first both edited config.yaml, how do i resolve the merge conflict",
    "new hire $A needs [[Jira]] and [[Confluence]] access by tomorrow",
    "can you explain to $A why we pinned [[Node]] to an old version",
    "tell $A the [[Grafana]] dashboard is broken again pls",
    "meeting notes: $A will own the [[Airflow]] migration, deadline end of [[June]]",
    "ask $A.first whether the [[Snowflake]] warehouse can be downsized",
]

POS_T = {
    "start": [
        "$A pushed a hotfix at midnight; can you explain what this diff does?",
        "$A.first, can you review my [[Helm]] chart when you have a minute?",
        "$A wrote this regex and nobody understands it: ^(?:[a-z0-9]+\\.)*example\\.com$$",
        "$A is out until [[Thursday]], so who approves the release?",
        "$A.handle left a comment on line 40 saying the loop is O(n^2). Is that right?",
        "$A's [[Lambda]] function keeps timing out at 15 minutes. Ideas?",
    ],
    "middle": [
        "Yesterday $A told me the [[Elasticsearch]] cluster was red, but now it is yellow. Why?",
        "Please check with $A whether the [[Okta]] group sync runs hourly.",
        "The flaky test was written by $A before the [[Jest]] upgrade, I think.",
        "Can you and $A.first pair on the [[Rust]] port next sprint?",
        "Our designer $A wants the login button moved again; how do I push back politely?",
        "I forwarded the [[SOC]] 2 questionnaire to $A and to legal this morning.",
    ],
    "end": [
        "Assign the [[Sentry]] alert to $A",
        "Ticket owner: $A",
        "Who wrote this function? git blame says $A.",
        "Write a thank-you note for the migration work to $A.first",
        "The reviewer on the [[Terraform]] PR was $A",
        "Please forward the stack trace to $A.handle",
    ],
}

LISTS_T = [
    "Reviewers: $A, $B, $C. Which of them should approve a [[Django]] migration?",
    "Turn this into a table:\nid,name,role\n1,$A,admin\n2,$B,viewer\n3,$C,editor",
    "Team roster:\n- $A (backend)\n- $B (frontend)\n- $C ([[iOS]])",
    "Authors: $A.lf; $B.lf; $C.lf. Format them in APA style.",
    "Dedupe this list: $A, $B, $A, $C, $B",
    "Sort by family name:\n1. $A\n2. $B\n3. $C\n4. $D",
    "email\tfull_name\tdept\nu1@example.com\t$A\tFinance\nu2@example.com\t$B\tIT",
    "Invite $A, $B and $C to the [[Wednesday]] retro.",
    "The approvers were $A & $B; the [[CAB]] rejected it anyway.",
    "Pair assignments: $A/$B, $C/$D",
]

POSS_T = [
    "$A's pull request broke the [[Maven]] build, how do I find which commit?",
    "Can you summarise $A’s design doc on the [[Kafka]] retention policy?",
    "$A's and $B's test suites overlap a lot. How do I merge them?",
    "I am rewriting $A.first's bash script in [[Python]]; what should I watch out for?",
    "Is $A's estimate for the [[GDPR]] export feature realistic at two sprints?",
    "My team lead $A's calendar is full until [[August]]. How do I get ten minutes?",
    "Explain $A.last's comment: 'this is an N+1 query in the [[ORM]]'.",
]

QUOTED_T = [
    "> $A wrote:\n> can we drop [[Python]] 3.8 support?\nHow should I answer this?",
    "From: $A <no-reply@example.com>\nSubject: [[VPN]] outage\n\nIs this a phishing mail?",
    "[10:42] $A: deploy done\n[10:43] $B: rollback!!\nWhat happened here?",
    "Hi $A.first,\n\nthe nightly [[ETL]] failed again. Could you take a look?\n\nThanks\nWhat tone does this email have?",
    "Please shorten my signature:\n--\n$A\nStaff Engineer, Platform\nPronouns: they/them",
    "\"I'll have the [[Postgres]] dump ready by noon\" said $A three days ago. How do I follow up?",
    "$A (Teams, 09:12): the [[SSO]] cert expires [[Friday]], who renews it?",
]

CODE_T = [
    "# TODO($A.handle): remove this once the [[Flask]] upgrade lands\nIs this TODO still relevant?",
    "// Author: $A\n// Created: 2021-03-04\nAdd a license header to this file.",
    "/**\n * @author $A.lf\n */\nConvert this Javadoc to [[Kotlin]] KDoc.",
    "-- reviewed by $A.il\nSELECT * FROM orders WHERE status = 'open';\nOptimise this query.",
    "Co-authored-by: $A <41200+bot@users.noreply.example.com>\nWhy does [[GitHub]] not show the co-author?",
    "{\"owner\": \"$A\", \"service\": \"billing\", \"oncall\": true}\nValidate this JSON.",
    "commit 3f9a1c2\nAuthor: $A <ci@example.com>\nDate: Tue Mar 5 10:22 2024\n\n    fix race in worker pool\nExplain this commit.",
    "INSERT INTO employees (name, team) VALUES ('$A', 'data'), ('$B', 'infra');\nWhy does this fail on [[MySQL]]?",
    "/billing/ @$A.handle\n/infra/ @$B.handle\nIs this CODEOWNERS syntax correct?",
    "2024-05-01T10:00:03Z WARN auth user=\"$A\" action=login result=fail mfa=[[TOTP]]\nParse this log line.",
    "maintainers:\n  - name: $A\n    email: maint@example.com\nIs this valid [[YAML]]?",
    "print(f\"Welcome back, {user}\")  # user is e.g. '$A'\nWhy does this print None?",
]

BUSINESS_T = [
    "Invoice INV-2291 for 40 [[Jira]] seats is addressed to $A, Accounts Payable. Draft the cover email.",
    "Payroll export row: $A.lf | Senior [[SRE]] | gross 6,200 | bank transfer. Check the columns.",
    "Write an NDA clause naming $A as the contractor for the [[Tableau]] dashboards.",
    "Expense report from $A: 3 nights hotel for [[KubeCon]], 2 taxis. Is it within policy?",
    "Vendor onboarding form: contact person $A, company Acme Ltd, [[VAT]] number pending.",
    "The [[SaaS]] renewal quote was signed by $A on [[January]] 12. Summarise the terms.",
    "Refund request from $A for a duplicate [[PayPal]] charge of 29 USD. Reply politely.",
]

TITLES_T = [
    "Write a formal email to $A.t $A.last about the delayed [[SOC]] audit.",
    "$A.t $A.last approved the budget for the [[Snowflake]] migration. Thank them formally.",
    "Prepare a short bio for $A.t $A for the conference programme on [[MLOps]].",
    "Dear $A.t $A.last, your [[Okta]] account will be deactivated on [[Friday]]. Make this friendlier.",
    "Our advisor, $A.t $A.last, asked for the benchmark results in [[PDF]]. What should I include?",
    "Introduce $A.t $A to the security team by email.",
]

NONEN_T = {
    "de": [
        "Kannst du die [[Rechnung]] für das [[Hosting]] an $A weiterleiten? Die [[Zahlung]] ist seit [[Montag]] fällig.",
        "$A hat den [[Termin]] für das [[Deployment]] verschoben. Schreib eine kurze [[Nachricht]] ans Team.",
        "Bitte formuliere eine [[Mail]] an Herrn $Bm.last wegen der [[Lizenz]] für [[Jira]].",
        "Im [[Ticket]] steht, dass $A den Fehler im [[Backend]] gefunden hat. Fass das zusammen.",
        "Schreib ein [[Zeugnis]] für $A, die drei Jahre als [[Entwicklerin]] bei uns war.",
    ],
    "es": [
        "¿Puedes resumir el [[Jira]] que abrió $A sobre el error de [[Kafka]]?",
        "Escribe un correo a $A para decirle que su acceso a la [[VPN]] vence el [[lunes]].",
        "$A dice que la base de datos de [[Postgres]] está lenta. ¿Qué reviso primero?",
        "Redacta una carta de recomendación para $A, analista de datos en nuestro equipo de [[BI]].",
        "El ticket lo tiene asignado $A desde [[marzo]]. ¿Cómo lo escalo sin molestar?",
    ],
    "fr": [
        "Peux-tu écrire un message à $A pour lui dire que la [[CI]] est encore cassée ?",
        "$A a poussé un correctif sur la branche main vendredi. Explique-moi ce diff.",
        "Rédige un mail de bienvenue pour $A qui rejoint l'équipe [[DevOps]] en [[septembre]].",
        "Le ticket est assigné à $A, mais personne ne répond sur [[Teams]].",
        "Fais un résumé de la revue de code de $A sur le module [[Django]].",
    ],
    "it": [
        "Puoi scrivere una mail a $A per chiedere lo stato del rilascio su [[Kubernetes]]?",
        "$A ha aperto un bug su [[Jira]] ma non si capisce niente. Riscrivilo meglio.",
        "Prepara l'ordine del giorno per la riunione con $A di [[giovedì]].",
        "Il commit che ha rotto la build è di $A. Come faccio il revert?",
    ],
    "pt": [
        "Pode escrever uma mensagem para $A avisando que o [[Jenkins]] caiu?",
        "O chamado foi aberto por $A na [[segunda-feira]] e ninguém respondeu.",
        "Resume o PR do $A sobre a migração para o [[BigQuery]].",
        "Escreva um e-mail de boas-vindas para $A, nova analista de dados.",
    ],
    "nl": [
        "Kun je een bericht aan $A schrijven dat de [[Azure]] pipeline weer faalt?",
        "$A heeft de [[Terraform]] state verwijderd. Hoe herstel ik die?",
        "Schrijf een korte bedankmail aan $A voor de hulp met [[Excel]].",
        "Het incident is om 03:00 door $A opgepakt. Maak er een tijdlijn van.",
    ],
    "pl": [
        "Napisz wiadomość do $A, że build w [[GitLab]] znowu nie przechodzi.",
        "$A zgłosił błąd w module płatności. Streść to zgłoszenie.",
        "Przygotuj maila powitalnego dla $A, który dołącza do zespołu w [[lipcu]].",
    ],
    "tr": [
        "$A için kısa bir hoş geldin mesajı yazar mısın? [[Pazartesi]] başlıyor.",
        "Bu hata kaydını $A açmış, [[Docker]] imajı çalışmıyor. Özetler misin?",
        "$A ile [[Salı]] günü bir toplantı ayarla ve gündem yaz.",
    ],
    "sv": [
        "Kan du skriva ett mejl till $A om att [[Jenkins]] är nere igen?",
        "$A har granskat koden men lämnade inga kommentarer. Hur följer jag upp?",
        "Skriv en kort tackhälsning till $A efter releasen i [[maj]].",
    ],
    "id": [
        "Tolong buatkan pesan untuk $A bahwa server [[Nginx]] mati lagi.",
        "Tiket ini dibuat oleh $A hari [[Senin]], tolong ringkas isinya.",
        "Tulis email perkenalan untuk $A yang baru bergabung di tim data.",
    ],
}

KEEP_SLOTS = {
    "TOOL": ["Django", "Kafka", "Jenkins", "Ansible", "Terraform", "Jupyter", "Pandas", "Rust",
             "Swift", "Ruby", "Julia", "Hugo", "Flask", "Sentry", "Grafana", "Prometheus",
             "Kubernetes", "Docker", "Postgres", "Redis", "Airflow", "Spark", "Snowflake",
             "Tableau", "Cassandra", "Luigi", "Jasmine", "Karma", "Ember", "Athena", "Aurora",
             "Celery", "Gradle", "Nginx", "Vault", "Consul", "Nomad", "Puppet", "Chef",
             "Selenium", "Cypress", "Helm", "Pulumi", "Dagster", "Hadoop", "Flink", "Kibana",
             "Splunk", "Datadog", "Okta", "Heroku", "Vercel", "Svelte", "Angular", "Elixir",
             "Phoenix", "Rails", "Laravel", "Symfony", "Bazel", "Gatsby", "Apollo", "Mercury"],
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "MONTH": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "ACR": ["US", "VAT", "SSO", "JWT", "ETL", "GDPR", "SLA", "KPI", "OKR", "PTO", "CSV", "API",
            "SQL", "HR", "QA", "SRE", "MFA", "LDAP", "VPN", "DNS", "TLS", "RBAC", "SAML", "EU",
            "CRM", "ERP", "SLO", "RCA"],
    "ROLE": ["Staff Engineer", "Product Manager", "Scrum Master", "Data Analyst",
             "Head of Platform", "Engineering Manager", "Security Champion", "Release Captain"],
    "HOL": ["Christmas", "Thanksgiving", "Easter", "Diwali", "Hanukkah", "Eid", "Ramadan",
            "Boxing Day", "Labor Day", "Lunar New Year", "Independence Day"],
}

KEEP_T = [
    "Our {TOOL} jobs fail every {DAY} morning after the {ACR} batch. Where do I start?",
    "Should we migrate from {TOOL} to {TOOL} before {MONTH}?",
    "Write a job ad for a {ROLE} who knows {TOOL} and {TOOL}.",
    "Is {TOOL} a good fit for a small {ACR} pipeline, or is it overkill?",
    "Plan a code freeze around {HOL}; the release train leaves on {DAY}.",
    "Explain the difference between {TOOL} and {TOOL} to a new {ROLE}.",
    "Our {ACR} audit is in {MONTH}. List what the {ROLE} should prepare.",
    "Why does {TOOL} log a deprecation warning since the {MONTH} upgrade?",
    "Draft an out-of-office reply for {HOL} that points people to the {ACR} runbook.",
    "Compare {TOOL}, {TOOL} and {TOOL} for scheduling batch jobs.",
]

KEEP_T_DE = [
    "Unsere {TOOL} Pipeline bricht jeden {DAY_DE} ab. Woran kann das liegen?",
    "Schreib eine [[Stellenanzeige]] für eine {ROLE_DE} mit {TOOL} Kenntnissen.",
    "Die [[Rechnung]] für {TOOL} kommt immer im {MONTH_DE}. Wie buchen wir sie?",
]
KEEP_SLOTS_DE = {
    "DAY_DE": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"],
    "MONTH_DE": ["Januar", "März", "Juni", "Oktober", "Dezember"],
    "ROLE_DE": ["Teamleiterin", "Datenanalystin", "Werkstudentin", "Systemadministratorin"],
}


def fill_slots(rng, template, slots):
    used = set()

    def rep(m):
        key = m.group(1)
        if key not in slots:
            return m.group(0)
        while True:
            v = rng.choice(slots[key])
            if v not in used:
                used.add(v)
                return "[[" + v + "]]"
    return re.sub(r"\{([A-Z_]+)\}", rep, template)


# --------------------------------------------------------------------------- building

def rec(rid, slc, lang, text, spans, keeps):
    return {"id": rid, "slice": slc, "lang": lang, "text": text, "names": spans, "keep": keeps}


def people(rng, okeys, n=4, forced=None):
    ps, fulls, firsts = {}, set(), set()
    for L in "ABCD"[:n]:
        tries = 0
        while True:
            tries += 1
            g = (forced or {}).get(L)
            p = make_person(rng, rng.choice(okeys) if isinstance(okeys, list) else okeys, g)
            if p["full"] not in fulls and (p["first"] not in firsts or tries > 30):
                fulls.add(p["full"])
                firsts.add(p["first"])
                ps[L] = p
                break
    return ps


def template_record(rng, rid, slc, lang, tmpl, okeys, mode=None):
    forced = {}
    # $Bm / $Af style gender forcing
    for m in re.finditer(r"\$([A-D])([mf])", tmpl):
        forced[m.group(1)] = m.group(2)
    tmpl = re.sub(r"\$([A-D])[mf]", r"$\1", tmpl)
    for _ in range(200):
        ps = people(rng, okeys, forced=forced)
        text, spans, keeps = render(tmpl, ps, mode, rng)
        r = rec(rid, slc, lang, text, spans, keeps)
        if try_valid(r):
            return r
    raise AssertionError("could not build " + rid)


def build():
    rng = random.Random(SEED)
    out = {s: [] for s in SLICES}
    allk = ORIGIN_KEYS

    # cultures: two distinct templates per origin, all people from that origin
    for ok in ORIGIN_KEYS:
        for i, t in enumerate(rng.sample(CULTURE_T, 2)):
            rid = "cultures-%s-%03d" % (ok, i + 1)
            out["cultures"].append(template_record(rng, rid, "cultures", "en", t, ok))

    # casing
    for mode in ["lower", "upper", "name_lower", "name_upper", "normal"]:
        for i, t in enumerate(rng.sample(CASING_T, 8)):
            rid = "casing-%s-%03d" % (mode, i + 1)
            out["casing"].append(template_record(
                rng, rid, "casing", "en", t, allk, None if mode == "normal" else mode))

    for pos in ["start", "middle", "end"]:
        for i, t in enumerate(POS_T[pos] + rng.sample(POS_T[pos], 6)):
            out["position"].append(template_record(
                rng, "position-%s-%03d" % (pos, i + 1), "position", "en", t, allk))

    def plain(slc, temps, n, lower_every=0):
        for i in range(n):
            t = temps[i % len(temps)]
            mode = "lower" if lower_every and (i + 1) % lower_every == 0 else None
            out[slc].append(template_record(
                rng, "%s-%03d" % (slc, i + 1), slc, "en", t, allk, mode))

    plain("lists", LISTS_T, 30, lower_every=7)
    plain("possessive", POSS_T, 28)
    plain("quoted", QUOTED_T, 28, lower_every=7)
    plain("code", CODE_T, 36)
    plain("business", BUSINESS_T, 28)
    plain("titles", TITLES_T, 30)

    for lang in ["de", "es", "fr", "it", "pt", "nl", "pl", "tr", "sv", "id"]:
        for i, t in enumerate(NONEN_T[lang]):
            out["nonenglish"].append(template_record(
                rng, "nonenglish-%s-%03d" % (lang, i + 1), "nonenglish", lang, t, allk))

    for i in range(30):
        t = fill_slots(rng, KEEP_T[i % len(KEEP_T)], KEEP_SLOTS)
        text, spans, keeps = render(t, {}, None, rng)
        out["keep"].append(rec("keep-en-%03d" % (i + 1), "keep", "en", text, spans, keeps))
    for i in range(6):
        t = fill_slots(rng, KEEP_T_DE[i % len(KEEP_T_DE)], dict(KEEP_SLOTS, **KEEP_SLOTS_DE))
        text, spans, keeps = render(t, {}, None, rng)
        out["keep"].append(rec("keep-de-%03d" % (i + 1), "keep", "de", text, spans, keeps))

    # hand-written records
    counters = {}
    for slc, lang, text in HAND:
        if slc in ("nonenglish", "keep"):
            prefix = "%s-%s-hand" % (slc, lang)
        else:
            prefix = "%s-hand" % slc
        counters[prefix] = counters.get(prefix, 0) + 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        t, spans, keeps = render(text, hand=True)
        out[slc].append(rec(rid, slc, lang, t, spans, keeps))

    records = [r for s in SLICES for r in out[s]]
    return records


def main():
    records = build()
    seen = set()
    errors = []
    for r in records:
        try:
            validate(r, seen)
        except AssertionError as e:
            errors.append(str(e))
    if errors:
        for e in errors:
            print("INVALID:", e, file=sys.stderr)
        sys.exit(1)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s" % (len(records), OUT))
    if "--stats" in sys.argv:
        from collections import Counter, OrderedDict
        st = OrderedDict((s, [0, 0, 0, 0]) for s in SLICES)
        langs = Counter()
        for r in records:
            d = st[r["slice"]]
            d[0] += 1
            d[1] += len(r["names"])
            d[2] += len(r["keep"])
            d[3] += "-hand-" in r["id"]
            langs[r["lang"]] += 1
        print("%-12s %8s %8s %8s %8s" % ("slice", "records", "names", "keep", "hand"))
        tot = [0, 0, 0, 0]
        for s, d in st.items():
            print("%-12s %8d %8d %8d %8d" % (s, d[0], d[1], d[2], d[3]))
            tot = [a + b for a, b in zip(tot, d)]
        print("%-12s %8d %8d %8d %8d" % ("TOTAL", tot[0], tot[1], tot[2], tot[3]))
        print("languages (%d):" % len(langs))
        for l, n in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
            print("  %-8s %d" % (l, n))
        print("origins: %d" % len(ORIGIN_KEYS))


if __name__ == "__main__":
    main()
