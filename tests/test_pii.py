"""PII scrubbing against a seeded planted-PII corpus: recall per entity, technical text kept, operators, CLI."""

from __future__ import annotations

import json
from collections import Counter, defaultdict

import pytest

from eagle_core.config import PiiConfig
from eagle_core.data import pii_names
from eagle_core.data.pii import Scrubber, scrub_file
from pii_corpus import ENTITIES, build_corpus, leaked, record_text

MIN_RECALL = {"EMAIL_ADDRESS": 0.98, "PHONE_NUMBER": 0.98, "CREDIT_CARD": 0.98, "IBAN_CODE": 0.98, "US_SSN": 0.98,
              "IP_ADDRESS": 0.98, "PERSON": 0.9, "LOCATION": 0.9, "STREET_ADDRESS": 0.9}


def recall_table(items, scrubbed: dict[str, dict]) -> tuple[dict[str, tuple[int, int]], tuple[int, int], list]:
    """({entity: (caught, planted)}, (kept, planted keep phrases), missed keep phrases). Every planted value
    counts, also the names and places in the prose around a code block."""
    tot, hit = Counter(), Counter()
    kept = total_keep = 0
    lost = []
    for it in items:
        out, orig = record_text(scrubbed[it.record["id"]]), record_text(it.record)
        for ent, values in it.planted.items():
            for v in values:
                tot[ent] += 1
                hit[ent] += not leaked(ent, v, out, orig)
        for k in it.keep:
            total_keep += 1
            kept += k in out
            if k not in out:
                lost.append(k)
    return {e: (hit[e], tot[e]) for e in tot}, (kept, total_keep), lost


def format_table(table: dict[str, tuple[int, int]], keep: tuple[int, int]) -> str:
    lines = [f"{'entity':<16}{'caught':>8}{'planted':>9}{'recall':>8}"]
    for e in ENTITIES:
        if e in table:
            h, t = table[e]
            lines.append(f"{e:<16}{h:>8}{t:>9}{h / t:>8.3f}")
    lines.append(f"{'must-keep tech':<16}{keep[0]:>8}{keep[1]:>9}{keep[0] / keep[1]:>8.3f}")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def plain() -> Scrubber:
    """Placeholders everywhere, nothing dropped (so every planted value can be checked)."""
    s = Scrubber(PiiConfig(n_process=1, drop_on=[]))
    yield s
    s.close()


@pytest.fixture(scope="module")
def custom() -> Scrubber:
    cfg = PiiConfig(
        n_process=1, operator="pseudonym", operators={"PERSON": "fake"}, seed=3,
        allow_list=["Athena Nova", "support@acme-cloud.com"],
        custom_recognizers=[{"entity": "EMPLOYEE_ID", "patterns": [{"regex": r"\bEMP-\d{6}\b", "score": 0.7}],
                             "context": ["employee"]}],
        deny_lists={"PROJECT_CODENAME": ["Bluebird", "Nightjar"]},
    )
    s = Scrubber(cfg)
    yield s
    s.close()


def test_planted_pii_recall_and_technical_text_survives(plain):
    items = build_corpus(240, seed=7)  # other values than the ones the recognizers were tuned on (seed 0)
    assert len(items) >= 200 and {e for it in items for e in it.planted} >= set(MIN_RECALL)
    out = plain.scrub_batch([it.record for it in items])
    assert [r["id"] for r in out] == [it.record["id"] for it in items]  # ids intact, order kept
    table, keep, lost = recall_table(items, {r["id"]: r for r in out})
    print("\n" + format_table(table, keep))
    for ent, floor in MIN_RECALL.items():
        h, t = table[ent]
        assert h / t >= floor, f"{ent} recall {h}/{t} below {floor}"
    assert keep[0] / keep[1] >= 0.95, f"technical phrases lost: {Counter(lost).most_common(10)}"

    report = plain.report()
    assert report["records_seen"] >= 240 and report["records_changed"] > 200
    assert all(report["entities"].get(e, 0) > 0 for e in MIN_RECALL)
    dumped = json.dumps(report)
    raw = [v for it in items for vals in it.planted.values() for v in vals]
    assert not [v for v in raw if v in dumped], "raw PII in the report"
    assert any("<PHONE_NUMBER>" in x for x in report["examples"]["PHONE_NUMBER"])
    assert report["docs_per_s"] > 0


def test_code_blocks_scrub_only_structured_entities(plain):
    text = (
        "My colleague Mary Jones wrote this:\n\n```python\nauthor = \"Mary Jones\"  # see Aspen office\n"
        "ADMIN = \"mary.jones@example.org\"\nimport torch.nn.functional as F\nclass ParisRouter:\n    port = 8080\n```\n\n"
        "    HOST = \"93.184.216.34\"\n    version = \"1.2.3\"\n\nCall `Berlin.connect()` on v2.0.1 (localhost:8080, "
        "line 42, 0xDEADBEEF) with PyTorch, Kubernetes and setup.py."
    )
    out = plain.scrub_text(text)
    prose, code = out.split("```python", 1)
    assert "Mary Jones" not in prose and "<PERSON>" in prose
    # identifiers kept; a name that code states (a name-like key's string value) goes like any other, and a
    # comment is prose (a city there goes as it would outside code)
    assert 'author = "<PERSON>"  # see <LOCATION> office' in code and "class ParisRouter:" in code
    assert "mary.jones@example.org" not in out and "93.184.216.34" not in out  # structured PII scrubbed in code
    for keep in ["torch.nn.functional", "`Berlin.connect()`", "v2.0.1", "localhost:8080", "line 42", "0xDEADBEEF",
                 "PyTorch", "Kubernetes", "setup.py", 'version = "1.2.3"', "port = 8080"]:
        assert keep in out, keep


def test_pseudonyms_consistent_within_a_conversation(custom):
    rec = {"id": "conv-1", "source": "t", "messages": [
        {"role": "system", "content": "You help Daniel Ortega. His email is daniel.ortega@example.com."},
        {"role": "user", "content": "Hi, I'm Daniel Ortega. Write to Priya Raman at priya.r@example.net."},
        {"role": "assistant", "content": "Sure, Daniel Ortega, I will email priya.r@example.net."},
        {"role": "user", "content": "Also cc daniel.ortega@example.com and call Priya Raman."},
    ]}
    other = {"id": "conv-2", "source": "t", "messages": [{"role": "user", "content": "My name is Daniel Ortega."}]}
    out = custom.scrub_batch([rec, other])
    texts = [m["content"] for m in out[0]["messages"]]
    joined = " ".join(texts)
    assert "Daniel Ortega" not in joined and "Priya Raman" not in joined and "@example" not in joined
    # emails: pseudonym tags, the same value -> the same tag in every turn (assistant turns too)
    assert texts[0].count("<EMAIL_ADDRESS_1>") == 1 and "<EMAIL_ADDRESS_2>" in texts[1]
    assert "<EMAIL_ADDRESS_2>" in texts[2] and "<EMAIL_ADDRESS_1>" in texts[3]
    # persons: Faker names, one per real name, consistent across turns, deterministic given seed + record id
    fake_daniel = texts[1].split("I'm ", 1)[1].split(".", 1)[0]
    assert fake_daniel and fake_daniel in texts[0] and fake_daniel in texts[2]
    again = Scrubber(custom.cfg).scrub_batch([rec])
    assert again[0]["messages"] == out[0]["messages"]
    assert fake_daniel not in out[1]["messages"][0]["content"] or out[1]["id"] != rec["id"]
    assert rec["messages"][0]["content"].startswith("You help Daniel Ortega")  # input not mutated


def test_drop_on_allow_list_custom_recognizer_and_deny_list(custom):
    before = custom.report()
    recs = [
        {"id": "card", "messages": [{"role": "user", "content": "Charge 4111 1111 1111 1111 again please."}]},
        {"id": "ssn", "messages": [{"role": "user", "content": "My SSN is 773-52-7560, is that safe?"}]},
        {"id": "ok", "messages": [{"role": "user", "content": (
            "Dear Athena Nova, employee EMP-123456 on project Bluebird asked support@acme-cloud.com; "
            "Nightjar ships soon. Ask Daniel Ortega.")}]},
    ]
    out = custom.scrub_batch(recs)
    assert [r["id"] for r in out] == ["ok"]
    text = out[0]["messages"][0]["content"]
    assert "Athena Nova" in text and "support@acme-cloud.com" in text  # allow-listed
    assert "EMP-123456" not in text and "<EMPLOYEE_ID_1>" in text
    assert "Bluebird" not in text and "Nightjar" not in text and "<PROJECT_CODENAME_2>" in text
    assert "Daniel Ortega" not in text
    rep = custom.report()
    assert rep["records_dropped"] - before["records_dropped"] == 2
    assert rep["dropped_by_entity"]["CREDIT_CARD"] >= 1 and rep["dropped_by_entity"]["US_SSN"] >= 1
    assert rep["entities"]["EMPLOYEE_ID"] >= 1 and rep["entities"]["PROJECT_CODENAME"] >= 2
    assert "4111" not in json.dumps(rep) and "773-52-7560" not in json.dumps(rep)


def test_bad_config_is_named():
    with pytest.raises(ValueError, match=r"pii.custom_recognizers.0.patterns.0.regex"):
        Scrubber(PiiConfig(n_process=1, custom_recognizers=[{"entity": "X", "patterns": [{"regex": "("}]}])) \
            .scrub_text("hello")
    with pytest.raises(ValueError, match="pii.spacy_model"):
        Scrubber(PiiConfig(n_process=1, spacy_model="no_such_model_xyz")).scrub_text("hello")


def test_cli_round_trip_keeps_ids_and_reports_bad_lines(tmp_path, capsys):
    from eagle_core.cli import main

    items = build_corpus(12, seed=11)
    lines = [json.dumps({"id": it.record["id"], "messages": it.record["messages"], "user": "leaky@example.com"})
             for it in items[:6]]
    lines.append("{not json")  # line 7
    lines.append(json.dumps({"id": "no-msgs", "prompt": "Jane Roe 415-555-0199"}))  # line 8
    lines.append(json.dumps({"id": "bad-role", "messages": [{"role": "wizard", "content": "Jane Roe"}]}))  # 9
    lines.append(json.dumps({"id": "bad-content", "messages": [{"role": "user", "content": 7}]}))  # 10
    lines.append("")
    lines.append(json.dumps({"messages": items[6].record["messages"]}))  # line 12: no id
    lines.append(json.dumps({"messages": items[6].record["messages"]}))  # line 13: same content, same id
    src, dst, rep = tmp_path / "in.jsonl", tmp_path / "out" / "scrubbed.jsonl", tmp_path / "report.json"
    src.write_text("\n".join(lines) + "\n")
    rc = main(["scrub", "--input", str(src), "--output", str(dst), "--report", str(rep),
               "--set", "pii.n_process=1", "--set", "pii.drop_on=[]"])
    assert rc == 0
    out = [json.loads(x) for x in dst.read_text().splitlines()]
    assert [r["id"] for r in out[:6]] == [it.record["id"] for it in items[:6]]
    assert len(out) == 8 and out[6]["id"] == out[7]["id"] and len(out[6]["id"]) == 20
    assert all(set(r) <= {"id", "messages", "source"} for r in out)  # unscrubbed extra fields are not copied
    report = json.loads(rep.read_text())
    bad = {b["line"]: b for b in report["bad"]}
    assert set(bad) == {7, 8, 9, 10}
    assert bad[7]["field"] == "<line>" and bad[8]["field"] == "messages"
    assert bad[9]["field"] == "messages[0].role" and bad[10]["field"] == "messages[0].content"
    raw = [v for it in items[:7] for vals in it.planted.values() for v in vals] + ["Jane Roe", "leaky@example.com"]
    err = capsys.readouterr().err
    everything = dst.read_text() + rep.read_text() + err
    assert not [v for v in raw if v in everything]
    assert "line 9" in err and "messages[0].role" in err
    assert not list(dst.parent.glob(".*.tmp"))  # atomic write left no temp file


def test_worker_processes_match_in_process(plain):
    items = build_corpus(150, seed=5)
    records = [it.record for it in items]
    one = Scrubber(PiiConfig(n_process=1, drop_on=[], batch_size=16))
    serial = one.scrub_batch(records)
    with Scrubber(PiiConfig(n_process=2, drop_on=[], batch_size=16)) as par:
        parallel = par.scrub_batch(records)  # 10 chunks, sent longest first: the records come back in order
        report = par.report()
        assert report["records_seen"] == 150 and par._pool is not None  # the pool path really ran
    assert parallel == serial
    for key in ("records_changed", "entities", "non_english_records", "examples"):
        assert report[key] == one.report()[key], key


def test_extract_stage_on_traffic_logs_persists_no_planted_pii(tmp_path, tokenizer, caplog):
    """Planted-PII request logs -> extract_stage (scrub on) -> not one planted value in any file under the store."""
    import logging

    from eagle_core.config import DataConfig, PipelineConfig, SourceConfig, StorageConfig
    from eagle_core.data.sources import extract_stage
    from eagle_core.storage import ArtifactStore

    items = build_corpus(60, seed=13)
    logs = tmp_path / "traffic"
    (logs / "2024-06-01").mkdir(parents=True)
    lines = []
    for i, it in enumerate(items):
        msgs = it.record["messages"] + [{"role": "assistant", "content": "Noted."}]
        lines.append(json.dumps({"request_id": f"req-{i}", "user": it.planted.get("EMAIL_ADDRESS", ["-"])[0],
                                 "request": {"model": "m", "messages": msgs}}))
    secret = items[0].planted["EMAIL_ADDRESS"][0] if "EMAIL_ADDRESS" in items[0].planted else "x@example.com"
    lines.insert(10, '{"request_id": "broken", "request": {"messages": [' + json.dumps(secret))  # cut-off line
    lines.insert(20, json.dumps({"request_id": "bad-role", "request": {"messages": [
        {"role": "wizard", "content": items[1].planted.get("PERSON", ["Jane Roe"])[0]}]}}))
    half = len(lines) // 2
    (logs / "2024-06-01" / "a.jsonl").write_text("\n".join(lines[:half]) + "\n")
    (logs / "2024-06-01" / "b.jsonl").write_text("\n".join(lines[half:]) + "\n")

    root = tmp_path / "artifacts"
    cfg = PipelineConfig(storage=StorageConfig(root=str(root)),
                         data=DataConfig(sources=[SourceConfig(kind="traffic", path=str(logs))]),
                         pii=PiiConfig(n_process=1))
    store = ArtifactStore.from_config(cfg.storage)
    with caplog.at_level(logging.DEBUG):
        manifest = extract_stage(cfg, store, "prompts/test", tokenizer=tokenizer)
    assert manifest["rows"] > 30 and manifest["malformed"] >= 2 and manifest["dropped_by_scrub"] > 0
    report = json.loads((root / "prompts/test/pii_report.json").read_text())
    assert report["records_dropped"] == manifest["dropped_by_scrub"] and report["entities"]["PERSON"] > 0

    planted = sorted({v for it in items for vals in it.planted.values() for v in vals} | {secret})
    files = [p for p in root.rglob("*") if p.is_file()]
    assert any(p.name.startswith("shard-") for p in files)
    hits = [(p.relative_to(root).as_posix(), v) for p in files for v in planted
            if v in p.read_text(encoding="utf-8", errors="replace")]
    assert hits == [], f"{len(hits)} planted values persisted, e.g. in {hits[0][0]}"
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert not [v for v in planted if v in logged]


def _word_left(word: str, text: str) -> bool:
    import re

    return re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text) is not None


def test_names_whole_across_cultures_case_position_and_languages(plain):
    """The development names corpus (tests/pii_names_dev.py): every name leaves no part behind, every ordinary
    capitalised word (weekdays, libraries, "US", "VAT", German nouns) survives. Without pii.names (NER + cue
    regexes only) the same corpus leaks names and over-redacts German: the rules are what holds it."""
    from pii_names_dev import DEV

    def scores(scrubber):
        caught = total = kept = keep_total = 0
        misses = []
        for sl, text, names, keep in DEV:
            out = scrubber.scrub_text(text)
            for n in names:
                parts = [p for p in n.split() if len(p) > 1 and p.lower() not in ("van", "der", "de", "la")]
                ok = not any(_word_left(p, out) for p in parts)
                caught, total = caught + ok, total + 1
                misses += [] if ok else [(sl, n)]
            for k in keep:
                kept, keep_total = kept + _word_left(k, out), keep_total + 1
        return caught / total, kept / keep_total, misses

    recall, keep, misses = scores(plain)
    assert recall == 1.0 and keep == 1.0, misses
    with Scrubber(PiiConfig(n_process=1, names=False)) as off:
        r_off, k_off, _ = scores(off)
    assert r_off < 0.8 and k_off < 0.9  # what the names rules buy on this corpus (0.69 / 0.74 when written)


def test_names_rules_spot_checks(plain):
    out = plain.scrub_text("my friend anastasia petrova and Mehmet Yilmaz's sister need a US visa")
    assert "anastasia" not in out and "petrova" not in out and "Mehmet" not in out and "Yilmaz" not in out
    assert "US visa" in out and out.count("<PERSON>") == 2
    out = plain.scrub_text("Die Rechnung für Jürgen Hoffmann liegt in der Ablage neben dem Drucker.")
    assert "Jürgen" not in out and "Hoffmann" not in out
    assert all(w in out for w in ("Rechnung", "Ablage", "Drucker"))
    # code stays code: identifiers that happen to be names are left alone inside code spans
    out = plain.scrub_text("Call `grace_hopper()` then ask Grace Hopper.")
    assert "`grace_hopper()`" in out and "Hopper." not in out
    # a title names whoever follows it; a German noun after an article is no name even if a name list holds it
    out = plain.scrub_text("Sehr geehrter Herr Mukherjee, die Zahlung für das Haus ist da.")
    assert "Mukherjee" not in out and "Haus" in out and "Zahlung" in out
    # inside code only first.last handles of two name parts go; identifiers stay
    out = plain.scrub_text("```python\n# TODO(priya.raman): drop this\nuser.full_name = np.zeros(3)\n```")
    assert "priya.raman" not in out and "user.full_name" in out and "np.zeros" in out


@pytest.mark.parametrize("text, gone, kept", [
    # a surname in capitals beside a given name that is not
    ("remind me to send ekaterina KUZNETSOVA the forms", ["ekaterina", "KUZNETSOVA"], ["forms"]),
    ("Send the PDF and the IBAN to Maria Lopez", ["Maria", "Lopez"], ["PDF", "IBAN"]),
    # one word between two name parts belongs to the name
    ("DRAFT A TEXT TO ABDIKARIM EGAL YUSUF, RUNNING LATE", ["ABDIKARIM", "EGAL", "YUSUF"], ["DRAFT", "RUNNING"]),
    # a lower-case first name with a surname in no list, English text
    ("help me negotiate with abigail penhaligon from the NHS trust", ["abigail", "penhaligon"], ["NHS", "trust"]),
    # holidays name no one, whatever found them
    ("Translate \"Merry Christmas\" and tell me when is Eid and Ramadan", [], ["Merry", "Christmas", "Eid", "Ramadan"]),
    # list members through "and" in other languages; "and" joins only gazetteer names, not brands
    ("Mohammed Bouzidi en Femke ten Brink vragen om een referentie.", ["Mohammed", "Femke", "Brink"], ["referentie"]),
    ("I like the songs by Tom and Jerry and Pepsi and Coke.", ["Tom", "Jerry"], ["Pepsi", "Coke"]),
    # titles in Italian/Dutch/German, also before a particle
    ("La signora Abeysekera chiede il rimborso.", ["Abeysekera"], ["rimborso"]),
    ("Die Abrechnung von Herrn von Tiesenhausen stimmt nicht.", ["Tiesenhausen"], ["Abrechnung"]),
    # handles surname first, and values of first=/last= keys
    ("# FIXME(ozturk.baris): race condition", ["ozturk", "baris"], ["FIXME", "race"]),
    ('p = Person(first="Siranush", last="Sargsyan")', ["Siranush", "Sargsyan"], ["Person"]),
    # an initial before a surname in no list; a first name in lower case before a capitalised surname
    ("Please ask B. Oyunbileg to sign the lease today.", ["B", "Oyunbileg"], ["lease"]),
    ("Can you remind rajesh Kumar about the invoice?", ["rajesh", "Kumar"], ["invoice"]),
    # two words in capitals that read as a name, not as acronyms
    ("Did OLUWAKEMI ADEYEMO reply to the PDF request?", ["OLUWAKEMI", "ADEYEMO"], ["PDF"]),
    # a title or NER finds half a name; the word in no list beside it is the other half
    ("Monsieur Aputi Kilabuk a appelé hier au sujet du colis.", ["Aputi", "Kilabuk"], ["colis"]),
    # a possessive names a person; a handle goes whole
    ("Please feed Tamiru's cat while they're away.", ["Tamiru"], ["cat"]),
    ("PROJ-7 is assigned to narges.tehrani, status: open", ["narges", "tehrani"], ["PROJ", "status"]),
    # roles, firms, brands, acronyms and verbs are not people
    ('"Dear Sir or Madam" or "Dear Customer"? Dear Hiring Manager works too.', [],
     ["Sir", "Madam", "Customer", "Hiring", "Manager"]),
    ("Is Goldman Sachs or Morgan Stanley better for an internship at Acme Corp?", [],
     ["Goldman", "Sachs", "Morgan", "Stanley", "Acme"]),
    ("She bought a Ferrari with the bonus.", [], ["Ferrari"]),
    ("Bill the client for two hours of consulting.", [], ["Bill"]),
    ("Forward me Anna Kowalczyk's CV and the notes.", ["Anna", "Kowalczyk"], ["CV"]),
    # German: the cue before an NER name and the noun after it stay
    ("Mein Nachbar Jonas Weber hat mir geholfen. Wie bedanke ich mich?", ["Jonas", "Weber"], ["Nachbar", "Wie"]),
    # code: a handle under a person-like key or after "@", an unquoted name under "name ="; not "@platform-team"
    ('{"oncall": "tawia.boateng", "service": "billing"}', ["tawia", "boateng"], ["oncall", "billing"]),
    ("CODEOWNERS: /src/ @kalani.akana @platform-team", ["kalani", "akana"], ["platform", "team"]),
    ("[user]\n\tname = Nahuel Huenchullán\n\temail = dev", ["Nahuel", "Huenchullán"], ["user", "email"]),
    # a weekday and a month of a git date name no one
    ("commit 9f2c1ab\nAuthor: Lee Min-ho <dev@example.org>\nDate:   Thu Mar 14 10:02:11 2024 +0100", ["Lee"],
     ["Thu", "Mar"]),
    # code: comments, strings of several words and git's blame/shortlog names are prose; identifiers stay
    ("```go\n// Deprecated: ask Wairimu Kamau before removing\nfunc Old() {}\n```", ["Wairimu", "Kamau"],
     ["Deprecated", "func", "Old"]),
    ('```python\ndef greet():\n    print("Hello, Tadashi!")\n```', ["Tadashi"], ["greet", "print", "Hello"]),
    ('```json\n{"reviewers": ["Ifeoma Okonkwo", "Bartosz Zielinski"], "skills": ["Cloud Computing"]}\n```',
     ["Ifeoma", "Okonkwo", "Bartosz", "Zielinski"], ["reviewers", "Cloud", "Computing"]),
    ("```\n^3f9a2c1 (Rangi Parata 2023-05-02 09:14:55 +0200 7) retries = 3\n```", ["Rangi", "Parata"], ["retries"]),
    ("```\n$ git shortlog -sn\n    12  Sigrun Halvorsen\n     3  dependabot[bot]\n```", ["Sigrun", "Halvorsen"],
     ["dependabot"]),
    ("```python\n# Find the intersection of the two vectors\n# Tokenize the training data\nx = 1\n```", [],
     ["Find", "Tokenize"]),
    # particles inside a lower-case or ALL-CAPS name
    ("what should I get PIETER VAN DER MERWE for his birthday?", ["PIETER", "MERWE"], ["birthday"]),
    ("remind me to call tommaso di lorenzo about the lease", ["tommaso", "lorenzo"], ["lease"]),
    # scripts without capitals: Arabic/Hebrew given + family name, Chinese/Korean surname + given name, Japanese
    # family + given name, a Korean honorific; Korean nouns with a particle are no names
    ("أرسل التقرير إلى خالد العتيبي غدا", ["خالد", "العتيبي"], ["التقرير"]),
    ("שלח מייל אל רונית כהן מחר בבוקר", ["רונית", "כהן"], ["מייל"]),
    ("同事 陈志强 明天 到 北京。", ["陈志强"], ["北京"]),
    ("宛先：田中 美咲 様", ["田中", "美咲"], ["宛先"]),
    ("박서준 님께 메일을 보내 줘. 구성원이 되어 줄 것입니다.", ["박서준"], ["구성원이"]),
    # who speaks in a chat log, whom a mail header names; roles, headers and a lab report's fields are no one
    ("[10:02] Ruairi: is the build green?\n[10:03] Sione: not yet\n[10:05] Ruairi: ok", ["Ruairi", "Sione"], ["build"]),
    ("<tamar> anyone seen the logs?\n<keoni> try journalctl", ["tamar", "keoni"], ["logs", "journalctl"]),
    ("From: Oyelaran Babatunde-Coker\nSent: Monday\nTo: Accounts Payable", ["Oyelaran", "Babatunde"],
     ["Monday", "Accounts", "Payable"]),
    ("User: hi\nAssistant: hello\nSodium: 140 mmol/L\nGlucose: 123 mg/dL", [],
     ["User", "Assistant", "Sodium", "Glucose"]),
    # the rest of a list of names: "A / B / C", a CSV column, a bullet list; not a list's other words
    ("Seating: Ingrid Solberg / Wanjiru Odhiambo / Tavita Leota", ["Tavita", "Leota"], ["Seating"]),
    ("id;name;team\n1;Maria Lopez;Sales\n2;Ahmed Hassan;Legal\n3;Kealoha Makoa;Sales", ["Kealoha", "Makoa"],
     ["Sales", "Legal"]),
    # user names where the format says a user stands; decorators, doc tags, scopes and directives stay
    ("```\n/docs/ @wairimu-k @tnakamura\n```\nWhat does this CODEOWNERS file do?", ["wairimu", "tnakamura"], ["docs"]),
    ("// HACK: @pvasquez says it is fixed; # TODO(okoro-b): drop", ["pvasquez", "okoro"], ["HACK", "TODO"]),
    ('File "/home/ljubica/etl/run.py", line 3', ["ljubica"], ["etl"]),
    ("```python\n@property\ndef x(self): pass\n```\nnpm i @babel/core; // @ts-ignore; * @param x",
     [], ["property", "babel", "ts-ignore", "param"]),
    # a holiday with ordinary words around it, a month before a sentence's end, an acronym after a name
    ("Thanks to Oluwaseun Adebayo for hosting us over the Easter weekend. Was it in March? Yes, in March. Why?",
     ["Oluwaseun", "Adebayo"], ["Easter", "March", "Why"]),
    ("Contact card: Tomasz Wieczorek, QA lead; Ingrid Hallberg, VAT number pending", ["Tomasz", "Hallberg"],
     ["QA", "VAT"]),
    # holidays of several words and languages name no one; a surname that is also a holiday's stays a name
    ("Ask Wesner Toussaint about the Lunar New Year dinner and the Eid al-Adha break; he speaks Yoruba and Hindi.",
     ["Wesner", "Toussaint"], ["Lunar", "Year", "Eid", "Adha", "Yoruba", "Hindi"]),
    # a case-inflected name is read as its nominative (Russian, Czech, Polish) or without its Turkish suffix
    ("Напиши письмо Ольге Смирновой о встрече в понедельник.", ["Ольге", "Смирновой"], ["письмо"]),
    ("Proszę napisać list do Magdaleny Nowakowskiej w sprawie faktury.", ["Magdaleny", "Nowakowskiej"], ["faktury"]),
    ("Zeynep Yıldız'a doğum günü mesajı yaz.", ["Zeynep", "Yıldız"], ["mesajı"]),
    # a name key's value needs no gazetteer name ("Name <mail>" too); a user key's handle; Greek case endings
    ('log: refund failed for customer_name="Ahanu Tsosie" order=7781; "author": "Kealii Makoa <k@example.com>"',
     ["Ahanu", "Tsosie", "Kealii", "Makoa"], ["refund", "order", "author"]),
    ("2025-03-11T08:14:02Z INFO auth: login ok user=mart.tamm", ["mart", "tamm"], ["INFO", "auth"]),
    ("Γράψε ένα email στον Νίκο Παπαδάκη για τη συνάντηση.", ["Νίκο", "Παπαδάκη"], ["email"]),
    # lower-case words in no list after a cue are a name; without a cue they stay
    ("my friend tupaq quispe said the license expired; a hum of indistinct chatter", ["tupaq", "quispe"],
     ["indistinct", "chatter"]),
    # a WhatsApp export's speakers (date, time, name) and a forum quote's author
    ("12/03/25, 21:04 - Amaru Condori: r u coming\n12/03/25, 21:06 - Kealoha Akana: yes\n[quote=tui_h]hi[/quote]",
     ["Amaru", "Condori", "Kealoha", "Akana", "tui_h"], ["coming", "quote"]),
    # a header with a quoted "Last, First", an apostrophe and a mail address (offsets stay those of the text)
    ('From: "O\'Brien, Siobhán" <s.obrien@example.ie>\nTo: Aroha Ngata and Dr. Tane Mahuta (CFO)',
     ["Siobhán", "Aroha", "Ngata", "Tane", "Mahuta"], ["CFO"]),
    # a name found once is a name wherever it stands again (a speaker label, a possessive)
    ("Please thank Oksana Hrytsenko for the slides.\nHRYTSENKO: happy to help, and Hrytsenko's notes are in the doc.",
     ["Oksana", "Hrytsenko", "HRYTSENKO"], ["slides", "notes"]),
    # a dialogue's other speakers once one is a person, never a role; git trailers and reviewer lists of handles
    ("Slack export:\nzeynep.kaya: build is red\nlorcan.mulvey: looking\ninterviewer: next question",
     ["zeynep.kaya", "lorcan.mulvey"], ["interviewer", "build"]),
    ("Signed-off-by: Tamsin Achterberg <t@example.org>\nreviewers: d.okonjo, priit.saar",
     ["Tamsin", "Achterberg", "d.okonjo", "priit.saar"], ["reviewers"]),
    # a salutation names whoever it greets, even a word; a sign-off word is no list member
    ("Hi Ante,\n\nthe invoice is attached.\n\nBest,\nMirela Vuković", ["Ante", "Mirela", "Vuković"],
     ["Best", "invoice"]),
    # logins where a key or a log line says so; system accounts stay
    ("sshd: login failed for user jkarlsson; ansible_user=mtanaka; login failed for user root",
     ["jkarlsson", "mtanaka"], ["root", "sshd"]),
    # a lower-case name after an abbreviated title; military and legal titles
    ("pls tell prof wainaina i moved the appt to friday", ["wainaina"], ["appt", "friday"]),
    ("Atty. Bolormaa Ganbold and Capt. Ikaika Kahananui signed on Tuesday.",
     ["Bolormaa", "Ganbold", "Ikaika", "Kahananui"], ["Tuesday"]),
    # languages and tools that are also given names: tools in a sentence about code, people elsewhere
    ("Should I learn Ruby on Rails or Julia first? Our Jenkins pipeline times out.\nThanks Ruby, and Jenkins said hi.",
     ["Thanks Ruby", "Jenkins said"], ["learn Ruby", "Julia", "Our Jenkins"]),
    # what the NER model calls an organisation but owns a person's things; firms keep theirs
    ("Does Tavita Leota's visa cover the trip? Deutsche Telekom's results and Acme Corp's flight deals are out.",
     ["Tavita", "Leota"], ["Deutsche", "Telekom", "Acme"]),
    # a name in a script without capitals inside Latin-script prose, alone or in a list; a glossed phrase stays
    ("yesterday me and איתן ביטון met Ji-hoon Lee, மீனாட்சி ராமசாமி and Losa Leota. What does the phrase नमस्ते "
     "दुनिया mean?", ["איתן", "ביטון", "மீனாட்சி", "ராமசாமி"], ["नमस्ते", "दुनिया", "phrase"]),
    # names run together with "/", "&", a list of handles; firms with an ampersand stay
    ("on-call: Sven/Ayşe/Kenji/Dmitri; roommates Dara & Sokha & Rithy; reviewers for the pr: akello.ssempala, "
     "tahmina.saidova. Compare Procter & Gamble with Johnson & Johnson.",
     ["Sven", "Ayşe", "Kenji", "Dmitri", "Dara", "Sokha", "Rithy", "akello.ssempala", "tahmina.saidova"],
     ["Procter", "Gamble", "Johnson"]),
    # a given name owns what follows its possessive; a shop's name does not
    ("We're meeting at Björn's place. Book a table at Nando's on Friday, or a McDonald's salad.", ["Björn"],
     ["Nando", "McDonald"]),
    # logins that formats name; a verb done to a person; a vocative; a role noun before a name
    ("ssh mbotha@build-01 fails; crontab owned by vvongsa; Merge pull request #44 from tkowalczyk/fix-rounding",
     ["mbotha", "vvongsa", "tkowalczyk"], ["ssh", "crontab", "fix-rounding"]),
    ("Notify Patigul and tell Nimisha to save a seat. See you on Thursday, Feven. I use Python, Java, Rust. "
     "Transfer to beneficiary Lalao Andrianarisoa.", ["Patigul", "Nimisha", "Feven", "Lalao", "Andrianarisoa"],
     ["Python", "Java", "Rust", "Thursday"]),
    # a lower-case name found once is a name again, and lower-case list members take their family name
    ("the parcel for lærke christensen is stuck. what should lærke do? add gonçalo rodrigues and kheda abdulaeva",
     ["lærke", "christensen", "kheda", "abdulaeva"], ["parcel", "stuck"]),
    # a genitive in Russian text (the English model's "organisations" there are noise), a capitalised article
    # inside a sentence is a particle, a one-letter Hebrew prefix written onto a given name
    ("Напиши письмо для Сергея Морозова о переносе встречи.", ["Сергея", "Морозова"], ["переносе", "встречи"]),
    ("Madame Le Gall demande une attestation pour la CAF.", ["Gall"], ["attestation", "CAF"]),
    ("כתוב מייל לאורי מזרחי על הפגישה ביום שני.", ["לאורי", "מזרחי"], ["הפגישה"]),
    # a name in capitals in mixed-case text after a cue; "ROI AUDIT" is no one
    ("Write a message for SRI WAHYUNI and compare it with ROI AUDIT figures.", ["SRI", "WAHYUNI"], ["ROI", "AUDIT"]),
    # role titles, a TODO owner before a colon, a YAML list of owners, initials in a header, a possessive alone
    ("First Officer Mohammadi confirmed; Officer Training starts Monday. <!-- TODO lwanjiru: swap the image -->",
     ["Mohammadi", "lwanjiru"], ["Training", "TODO"]),
    ("owners:\n  - Risten Utsi\n  - platform-team\nReviewers: A. Weiß, J. Font\nIs Thandeka's plan valid, and Thabo's?",
     ["Risten", "Utsi", "Weiß", "Font", "Thabo"], ["platform-team", "owners"]),
    # a name in capitals with a hyphen or an apostrophe is one name
    ("Add SHAIMAA EL-SAYED and SHWAN HAWRAMI to the Christmas rota.", ["SHAIMAA", "EL-SAYED", "HAWRAMI"],
     ["Christmas"]),
    # Indic scripts read through their Latin spellings; "नाम" (name) is no one
    ("अमित तिवारी ने पूछा कि क्या दिवाली से पहले GST का रिफंड आएगा।", ["अमित", "तिवारी"], ["GST", "दिवाली"]),
    ("Invite Ana Costa, শর্মিলা সেন and Tom Baker to the Slack channel.", ["শর্মিলা", "সেন"], ["Slack"]),
    ("मेरा नाम राम है", [], ["नाम"]),
    # a Japanese family and given name in one word; the people a CJK label names
    ("出席者：中村翔太、渡辺大輔。場所：東京。", ["中村翔太", "渡辺大輔"], ["東京"]),
    ("负责人：赵静。问题：微信支付失败。", ["赵静"], ["微信支付失败"]),
    ("负责人：技术部。请写一份说明。", [], ["技术部"]),
    # case endings where a short text's language was told by its letters; a Czech "do" is a preposition
    ("Rozmawiałem z Grzegorzem Wójcikiem o ZUS-ie.", ["Grzegorzem", "Wójcikiem"], ["ZUS-ie"]),
    ("Pošli to prosím Tereze Novákové a Jiřímu Dvořákovi do Brna.", ["Jiřímu", "Dvořákovi"], ["Brna"]),
    ("Подякуй Тарасові Бондаренку за презентацію в Teams.", ["Тарасові", "Бондаренку"], ["Teams"]),
    ("Nosūti rēķinu Jānim Bērziņam līdz Jāņiem.", ["Jānim", "Bērziņam"], ["Jāņiem"]),
    ("Το email της Κατερίνας για τον ΦΠΑ είναι λάθος.", ["Κατερίνας"], ["ΦΠΑ"]),
    # reference lists
    ("Authors: Nakamura, K., Oyelaran-Oyeyinka, B., van Dijk, T. A., and Ní Bhriain, É. Format as BibTeX.",
     ["Nakamura", "Oyelaran-Oyeyinka", "Dijk", "Bhriain"], ["BibTeX"]),
    ("References: Sapolu, Sina; Saab, Nour; and Nascimento, Ana Luiza (2021). Format them in APA style.",
     ["Sapolu", "Sina", "Saab", "Nour", "Nascimento", "Luiza"], ["APA"]),
    ("Python, R. and Java, C. are languages.", [], ["Python", "Java"]),
    # the other party of "A vs. B"; Cyrillic and Armenian names in English prose; not a quoted phrase
    ("Tenant dispute: Cholpon Bakirova vs. Ulan Asanov, flat in Paris.", ["Cholpon", "Bakirova", "Ulan", "Asanov"],
     []),
    ("Compare Python vs. Java for a beginner.", [], ["Python", "Java"]),
    ("How do I pronounce Տիգրան Պետրոսյան? I'm meeting them on Sunday.", ["Տիգրան", "Պետրոսյան"], ["Sunday"]),
    ("write a thank-you note to владимир волков for covering my shift on tuesday.", ["владимир", "волков"], []),
    ("What does 'Спасибо Большое' mean?", [], ["Спасибо", "Большое"]),
    # a name in another script opening an English sentence, or owning something; not a phrase before "is"
    ("王磊 and I need a plan for the launch, can you help?", ["王磊"], []),
    ("Can you summarise মৌমিতা মুখোপাধ্যায়'s feedback on the Siri rollout?", ["মৌমিতা", "মুখোপাধ্যায়"], ["Siri"]),
    ("שלום עולם is how you say hello world in Hebrew.", [], ["שלום", "עולם"]),
    ("can u remind achieng omondi that the safari demo is on friday pls", ["achieng", "omondi"], ["safari"]),
    ("Merhaba İbrahim, İstanbul ofisindeki toplantı iptal oldu.", ["İbrahim"], ["Merhaba"]),
    # lower-case names after a verb done to a person; not ordinary words after a preposition
    ("send cherry wong a polite nudge about the venmo request", ["cherry", "wong"], ["polite"]),
    ("he has returned with new affectations he naturally picked up", [], ["new", "affectations"]),
    ("in order to run pam_tall_2 to recover the grub", [], ["run"]),
    # Latin-script names in text of another script, "and" in scripts without capitals, Armenian family names
    ("هل يمكنك كتابة رسالة قصيرة إلى Wanjiru Githinji بخصوص اجتماع دبي؟", ["Wanjiru", "Githinji"], []),
    ("Как настроить Google Meet и Microsoft Teams для Visual Studio Code?", [],
     ["Google", "Meet", "Microsoft", "Teams", "Visual", "Studio"]),
    ("נועה לוי וגם איתי מזרחי יגיעו לישיבה ביום ראשון.", ["נועה", "לוי", "איתי", "מזרחי"], ["ביום"]),
    ("Անահիտ Հակոբյան և Տիգրան Սարգսյան կմասնակցեն Google համաժողովին։", ["Անահիտ", "Հակոբյան", "Տիգրան",
                                                                     "Սարգսյան"], ["Google"]),
    # a lower-case find among a list's other names; one given name in capitals or lower case after a verb
    ("seating plan, table 4: cyrus daruwalla / ginalyn alcantara / shrikant patil / juma mushi / dayami pérez "
     "castellanos / shirin tehrani. does that look balanced?", ["dayami", "pérez", "castellanos"], ["balanced"]),
    ("Send BASSEL the PDF of the contract before noon.", ["BASSEL"], ["PDF"]),
    ("Send JSON the data via HTTP and ASAP for AWS.", [], ["JSON", "HTTP", "ASAP", "AWS"]),
    ("send elçin the pdf of the contract before noon.", ["elçin"], []),
    # a lone given name joined by "and" in a script without capitals; Telugu, Tamil and Marathi spellings
    ("خلاصه کن: شیرین و آرش رضایی قرار است به شیراز بروند.", ["شیرین", "آرش", "رضایی"], []),
    ("ओंकार पाटील पुणे ऑफिसमध्ये रुजू होत आहेत", ["ओंकार", "पाटील"], []),
    ("శ్రీనివాస్ రావు గారికి సోమవారం సమావేశం గురించి ఒక ఇమెయిల్ రాయండి.", ["శ్రీనివాస్", "రావు"], []),
    ("பிரியா ராமன் அனுப்பிய மின்னஞ்சலுக்கு பதில் எழுத உதவுங்கள்.", ["பிரியா", "ராமன்"], []),
    ("கார்த்திக் ராமன் அனுப்பிய PDF கோப்பை சுருக்கமாக சொல்லுங்கள்.", ["கார்த்திக்", "ராமன்"], ["PDF"]),
    ("মৌমিতা দাস Excel ফাইলটা পাঠিয়েছে, সারাংশ করে দাও।", ["মৌমিতা", "দাস"], ["Excel"]),
    # a case ending after a hyphen (Georgian)
    ("დაწერე წერილი ლევან ჩხეიძე-ს Zoom შეხვედრის შესახებ.", ["ლევან"], ["Zoom"]),
    # weekdays and months of other languages are no one
    ("Tolong kirim laporan ke Budi Santoso sebelum hari Senin.", ["Budi", "Santoso"], ["Senin"]),
    ("Tafadhali mkumbushe Baraka kuhusu mkutano wa Jumatatu.", [], ["Jumatatu"]),
    # a Latin-script language without a function-word list ("latn"): its lower-case words are no names, the
    # English model's hits there need a gazetteer name
    ("Bagaimana cara bayar tagihan listrik lewat aplikasi?", [], ["cara", "bayar"]),
    ("Tolong kirim laporan ke Budi Santoso sebelum hari Senin.", ["Budi", "Santoso"], ["Senin"]),
    # Faker's lists for the countries names-dataset has no data for (Kenya, Tanzania, ...)
    ("njeri wambui and I are flying to Mombasa in June.", ["njeri", "wambui"], ["June"]),
    # a lower-case given name as a clause's subject before what people do; not an ordinary word
    ("lol kwame said NASA called him back", ["kwame"], ["NASA"]),
    ("ok so venkatesh varma just told me zarghona durrani is leaving the company", ["zarghona", "durrani"],
     ["company"]),
    ("ok so hope said theres no hope for the launch", [], ["hope"]),
    ("the script said hello and python wants more memory", [], ["script", "python"]),
    # Tamil's one letter for k/g, p/b, t/d, its ட்ச for ksh and -iyan for -ian; a Bengali case ending after a hyphen
    ("என் நண்பர் முருகன் சுப்பிரமணியன் சென்னை பயணம் பற்றி கேட்கிறார்.", ["முருகன்", "சுப்பிரமணியன்"], ["பயணம்"]),
    ("லட்சுமி சுப்பிரமணியன் அவர்களுக்கு பொங்கல் வாழ்த்து செய்தி எழுதுங்கள்.", ["லட்சுமி"], ["செய்தி"]),
    ("রূপা সেনগুপ্ত-কে শুভেচ্ছা জানিয়ে একটা বার্তা লিখে দাও।", ["রূপা"], ["বার্তা"]),
    # code: a vocative in a string, "FIXME (owner)", a first-last handle addressed at a line's start, under an
    # owner key, after "thanks"; a quoted string of a name found in the same text
    ("console.log('welcome back, Femke'); move this string", ["Femke"], ["console"]),
    ("print('Welcome back, Team!')", [], ["Team"]),
    ("# FIXME (Rivo): timezone bug around DST", ["Rivo"], ["DST"]),
    ("# FIXME (perf): slow loop", [], ["perf"]),
    ("@zeeshan-qureshi can you look at the flaky test?", ["zeeshan-qureshi"], ["flaky"]),
    ("@font-face { font-family: Inter }", [], ["font-face"]),
    ("metadata:\n  labels:\n    owner: dmitry-volkov\n    team: platform", ["dmitry-volkov"], ["platform"]),
    ("owner: platform-team", [], ["platform-team"]),
    ("Changelog 2.3.1: thanks atieno.odhiambo for the patch.", ["atieno.odhiambo"], ["patch"]),
    ('def test_greeting():\n    assert greet("Khamla Vongsa") == "Hello, Khamla Vongsa!"', ["Vongsa"], ["greet"]),
    ('Ada Lovelace wrote it; then plt.axis("off") and plt.title("Ada")', ["Lovelace", "Ada"], ["off"]),
    # English with "i", "to", "do" and addresses is no Polish or Portuguese: its lower-case names are found
    ("write a short apology email to yordanos woldu tsegay — i forgot our call.", ["yordanos", "tsegay"], ["call"]),
    # a family name the model read as an organisation owns a person's things: the given name before it goes too
    ("Can you proofread Enkhjargal Purevdorj's cover letter before she sends it on Friday?",
     ["Enkhjargal", "Purevdorj"], ["Friday"]),
    ("Is the Financial Times's essay on rates worth reading?", [], ["Financial", "Times"]),
    # a name never stops inside a word whose vowel signs are combining marks
    ("Please write a reference for නදීෂා පෙරේරා, who volunteered at our food bank.", ["නදීෂා"], ["food"]),
    # Urdu and Persian letter forms read as the Arabic ones; the rest of a weekday phrase is no one
    ("عائشہ ملک کو عید کی مبارکباد کا ایک پیغام لکھ دیں۔", ["عائشہ", "ملک"], ["عید"]),
    ("Bạn viết giúp mình email gửi chị Bùi Thanh Linh về cuộc họp thứ Hai nhé.", ["Linh"], ["thứ Hai"]),
    # a given name the small model reads as a one-word organisation; brands, faiths and peoples stay
    ("Write a haiku about Mehmet leaving for university in Edinburgh.", ["Mehmet"], ["haiku"]),
    ("Can Alexa and Siri share a shopping list?", [], ["Alexa", "Siri"]),
    ("Which Muslim holidays fall in March next year?", [], ["Muslim"]),
    # a lower-case subject after a clause word, before more verbs; a hyphen is no dash
    ("ok so oluwaseun hasn't sent the slides yet", ["oluwaseun"], ["slides"]),
    ("its open-mouthed gape could be seen from the door", [], ["open-mouthed", "gape"]),
    # a given name and a surname inside an identifier, a path or a branch; words joined in prose stay
    ("Lock the bucket logs-marta-kowalczyk and delete feature/login-fix", ["marta-kowalczyk"], ["logs", "login-fix"]),
    ("/* XXX TomaszNowak: remove after release */", ["TomaszNowak"], ["release"]),
    ("The plan is a hodge-podge of ideas.", [], ["hodge-podge"]),
    # an honorific after a hyphen, Balinese I/Ni, Catalan surnames joined by "i", a nurse's name
    ("Should I write Kobayashi-san or Kobayashi-sama in the reply?", ["Kobayashi"], ["reply"]),
    ("Please thank I Nyoman Suartika for the tour.", ["I", "Nyoman", "Suartika"], ["tour"]),
    ("Montse Vidal i Ferrer signs the lease on Monday.", ["Montse", "Vidal", "i", "Ferrer"], ["Monday"]),
    ("Nurse Wytske on ward 6 was amazing.", ["Wytske"], ["Nurse", "ward"]),
    # "SURNAME, GIVEN" in capitals inside mixed-case text; capital words that are no names stay
    ("The ticket says KIPLAGAT, WANJIKU but my ID reads differently.", ["KIPLAGAT", "WANJIKU"], ["ticket"]),
    ("Log levels: ERROR, WARNING and INFO", [], ["ERROR", "WARNING"]),
    # a given name and a family name side by side in pasted data inside code; fonts, tools and places stay
    ("```\nid,name,team\n1,Oksana Melnyk,ops\n2,Tariq Haddad,billing\n```\nSort this by team.",
     ["Oksana", "Melnyk", "Tariq", "Haddad"], ["ops", "billing"]),
    ("```css\nbody { font-family: Open Sans, Times New Roman; }\n```", [], ["Open", "Sans", "Times", "Roman"]),
    ("```\nSanta Monica,CA\nSan Jose,CA\n```", [], ["Santa", "Monica", "San", "Jose"]),
    # who names themselves in a message; "it's Kubernetes" is no one
    ("Text from unknown number: 'hi its Harriet from the gym, did you leave your keys?'", ["Harriet"], ["gym"]),
    ("Wait, it's Kubernetes, right? Not Nomad?", [], ["Kubernetes"]),
    # "with" and a lower-case name before a verb of what people do
    ("lunch with alyaksandr navumchyk moved to saturday.", ["alyaksandr", "navumchyk"], ["lunch"]),
    # a form's field that holds a person's name, in any case; "Name: same as above" names no one
    ("Beneficiary name: TEODORA VASILESCU. Bank: ING. Is the name format right?", ["TEODORA", "VASILESCU"], ["ING"]),
    ("applicant: ruvimbo chikwanha\nrole: data analyst\nwrite a polite reply", ["ruvimbo", "chikwanha"], ["analyst"]),
    ("Name: same as above", [], ["same"]),
    # a name in a script without capitals inside English text: a value before a note, one Burmese word
    ("The refund was approved by ගයාන් ජයසූරිය (Finance) on Monday.", ["ගයාන්", "ජයසූරිය"], ["Finance"]),
    ("Please send the parcel to မောင်မောင်ဦး before noon.", ["မောင်မောင်ဦး"], ["parcel"]),
    ("How do I say ขอบคุณมาก in Thai?", [], ["ขอบคุณมาก"]),
    # titles and "my name is" in scripts without capitals (a Hebrew title takes one word); khun is "you" too
    ("ส่งเอกสารให้ คุณ สุดารัตน์ แก้วมณี ด้วย", ["สุดารัตน์", "แก้วมณี"], []),
    ("คุณ ช่วย แปล หน่อย", [], ["ช่วย", "แปล"]),
    ("ስሜ ሰላማዊት ተስፋዬ ነው።", ["ሰላማዊት", "ተስፋዬ"], []),
    ("מר שטרנברג אמר שהכול בסדר", ["שטרנברג"], ["אמר"]),
    # titles in Slovak and Greek
    ("Napíš pánovi Hrušovskému, že zmluva končí.", ["Hrušovskému"], ["zmluva"]),
    ("Η κυρία Λαμπράκη τηλεφώνησε χθες.", ["Λαμπράκη"], []),
    # the user names made from a found name
    ("Reviewed-by: Tendai Mukwashi <tmukwashi@lists.example>\nwhat does this trailer mean?", ["tmukwashi"],
     ["Reviewed"]),
    # "Family, Given; ..." lists in any case; "City, Country" pairs are no people
    ("Sort these: de Wit, Anouk; Kowalczyk, Piotr; nakashima, ren", ["Anouk", "Piotr", "nakashima", "ren", "Wit"],
     ["Sort"]),
    ("Offices: Madrid, Spain; Lyon, France", [], ["Spain", "France"]),
    # a capitalised word in no list where only a person stands; not an interjection or a tool
    ("Tsetsegmaa's birthday party is on Sunday.", ["Tsetsegmaa"], ["Sunday"]),
    ("Tavake needs the keys tonight.", ["Tavake"], ["keys"]),
    ("Siosaia, can you check the invoice?", ["Siosaia"], ["invoice"]),
    ("I think Yurleidy Quiñones Palacios is the right contact.", ["Yurleidy", "Quiñones", "Palacios"], ["contact"]),
    ("Wow, can you help with this?", [], ["Wow"]),
    ("Jenkins keeps failing on the build.", [], ["Jenkins"]),
    # what a login says: whoami's answer, sudo's refusal, a session log
    ("$ whoami\nmakana_kealoha\nwhy can't I write to /opt?", ["makana_kealoha"], []),
    ("Sorry, user ochieng may not run sudo on web-2.", ["ochieng"], ["sudo"]),
    ("INFO session created for t.mensah (role=admin)", ["t.mensah"], ["admin"]),
    # (after v21's misses) a family in the plural owning its home; after a family member; "i'm" and a lower-case name
    ("Our cat stays at the Mwangangis' place in August.", ["Mwangangis"], ["cat"]),
    ("the vaipulus' dog barked all night again", ["vaipulus"], ["dog"]),
    ("cousins Ngaio and Rawiri are visiting next week", ["Ngaio", "Rawiri"], ["visiting"]),
    ("hi, i'm blessing okonkwo, my order never arrived.", ["blessing", "okonkwo"], ["order"]),
    ("i'm going home, i'm really tired.", [], ["going", "really"]),
    # chat exports: Discord's header, a handle before what it did in a review
    ("tavita-leota — Today at 9:15 AM\nis the build green?\nmoana-kealoha — Today at 9:16 AM\nnot yet",
     ["tavita-leota", "moana-kealoha"], ["build"]),
    # logins under an owner key, in a web server's log, opening a comment, in an escaped Windows path
    ("kubectl get pods -l owner=akowalczyk", ["akowalczyk"], ["pods"]),
    ('default_args = {"owner": "tnakamura", "retries": 2}', ["tnakamura"], ["retries"]),
    ('default_args = {"owner": "airflow", "retries": 2}', [], ["airflow"]),
    ('10.1.2.3 - bwanjiru [05/Mar/2025:09:00:01 +0000] "GET / HTTP/1.1" 200 12', ["bwanjiru"], ["GET"]),
    ("# tnakamura: legacy job, do not remove\n0 3 * * * /opt/x.sh", ["tnakamura"], ["legacy"]),
    ("# config: set the flag before running", [], ["config"]),
    ("Error: 'C:\\\\Users\\\\rmutua\\\\Documents\\\\a.xlsx' not found", ["rmutua"], ["Documents"]),
    # a place, a line or a dataset named after someone; an imperative or a compound noun at a sentence's start
    ("Meet me at Victoria Station under the clock.", [], ["Victoria Station"]),
    ("Is the Elizabeth line running on Sunday?", [], ["Elizabeth line"]),
    ("Mark all Jira tickets older than 90 days as stale.", [], ["Mark"]),
    ("Bill of materials for a weather station, please.", [], ["Bill"]),
    ("Iris dataset: why is setosa easy to separate?", [], ["Iris"]),
    ("Ji-hoon Park and Yuna Park both signed up.", ["Park", "Ji-hoon", "Yuna"], []),
    # (after v22's misses) "A's and B's" once one owner is found; lower-case words owning a person's things
    ("The last edits are Nalwoga’s and Venkatesh’s.", ["Nalwoga", "Venkatesh"], ["edits"]),
    ("i borrowed zarnigor's car and got a parking ticket", ["zarnigor"], ["car"]),
    ("i'm planning kalolaine moala's eulogy tonight", ["kalolaine", "moala"], ["eulogy"]),
    ("the company's policy and python's gil", [], ["company", "python"]),
    # a branch, a CODEOWNERS glob, opened by its owner's name
    ("git checkout -b feature/mokonkwo-payments-fix", ["mokonkwo"], ["payments"]),
    ("Branch list: feature/priya-sso, fix/login-page", ["priya"], ["login"]),
    ("* @tsegaye @mwanjiru\n/docs/ @docs-team", ["tsegaye"], ["docs-team"]),
    # a word in no list before "who", after "her name is" or "a designer named", "X here," opening a message, a
    # family name's ending (with a possessive, or after a given name in no list), a list of given names
    ("Write a short poem for Chidinma who just finished her PhD.", ["Chidinma"], ["PhD"]),
    ("Her name is Ulziijargal and she starts on Monday.", ["Ulziijargal"], ["Monday"]),
    ("We hired a designer named Kaimana last week.", ["Kaimana"], []),
    ("Oyunchimeg here, can you help me format a CV?", ["Oyunchimeg"], ["CV"]),
    ("Compare Nazarbayeva's draft with the final text.", ["Nazarbayeva"], []),
    ("The lease between Northwind Ltd and Aigerim Zhaksylykova ends in May.", ["Aigerim", "Zhaksylykova"],
     ["Northwind"]),
    ("Groomsmen are Tomasz, Kofi & Mateo.", ["Tomasz", "Kofi", "Mateo"], []),
    ("As shown by Paterson et al. (2020), feedback helps.", ["Paterson"], []),
    ("Dear Ivanna and Taras, congratulations!", ["Ivanna", "Taras"], []),
    ("Ask Holly to water the plants on Friday.", ["Holly"], ["Friday"]),
    # makes and models, dishes, a dog's breed after "a", plants among plant words, cities of no given name
    ("Is the Toyota Hilux or the Ford Ranger better off-road?", [], ["Toyota Hilux", "Ford Ranger"]),
    ("Can a Jack Russell share a flat with a cat?", [], ["Jack Russell"]),
    ("Recipe for Caesar salad with grilled chicken.", [], ["Caesar"]),
    ("Beef Wellington for Christmas dinner: timings?", [], ["Beef Wellington"]),
    ("Is Lavender or Rosemary easier to grow in pots?", [], ["Lavender", "Rosemary"]),
    ("Is Valencia or Sevilla warmer in March?", [], ["Valencia", "Sevilla"]),
    ("Guest Kaveh Rostami checked out, paid by Visa.", ["Kaveh", "Rostami"], ["Visa"]),
    # a city's name after a person's cue stays a name: "his sister Killa", "Professor Shevchenko"
    ("My cousin Killa runs the bookings.", ["Killa"], []),
    ("Dear Georgia, thanks for the slides.", ["Georgia"], []),
    ("Professor Shevchenko wants the draft by May.", ["Shevchenko"], ["May"]),
    # 17: logins where work formats put them, name fields of formats, signatures, roles in other languages
    ('{"assignee": "jmartinez", "status": "open", "component": "billing"}', ["jmartinez"], ["billing"]),
    ("oncall:\n  primary: ana.fonua\n  secondary: db1\n  escalation: PagerDuty", ["ana.fonua"], ["db1", "PagerDuty"]),
    ("sshd[2231]: Accepted publickey for dtsosie from 10.0.0.5 port 52144", ["dtsosie"], ["sshd"]),
    ("<!-- edited by nikolai.v --> approved by finance", ["nikolai.v"], ["finance"]),
    ("PNR QX7T2P\n1. MENSAH/ADWOA MS\nAlso check TCP/IP MS settings.", ["MENSAH", "ADWOA"], ["TCP/IP"]),
    ("ORGANIZER;CN=Naalnish Benally:mailto:nb@example.org", ["Naalnish", "Benally"], []),
    ("\\author{Gwenllian Prydderch \\and Iolo Vaughan}", ["Gwenllian", "Prydderch", "Iolo", "Vaughan"], []),
    ("Kind regards,\nEi Mon Kyaw\nPractice Manager", ["Ei", "Mon", "Kyaw"], ["Practice Manager"]),
    ("Ship to: Akosua Boateng, 44 Rue des Lilas, 69003 Lyon", ["Akosua", "Boateng"], ["Lyon"]),
    ("Mein Vermieter Millán Painemal will die Kaution nicht zurückzahlen.", ["Millán", "Painemal"], ["Kaution"]),
    ("Please write a lease addendum allowing Kekoa Nakoa to keep a cat.", ["Kekoa", "Nakoa"], []),
    ("my sister grace and her bf chase want the big room", ["grace", "chase"], ["room"]),
    ("The Okonkwos invited us; did the Lakers win?", ["Okonkwos"], ["Lakers"]),
    ("Settlement between Globex Ltd and Michal Levi over Yom Kippur.", ["Michal", "Levi"],
     ["Globex Ltd", "Yom Kippur"]),
    # 18: tables of people, branch owners, lower-case subjects, acting lists, owners of work things
    ("first_name,last_name,city\nAroha,Ngata,Rotorua\nBence,Kovács,Szeged\nChiamaka,Eze,Enugu",
     ["Aroha", "Ngata", "Bence", "Kovács", "Chiamaka", "Eze"], ["Szeged", "Enugu"]),
    ("created_by,updated_by,status\nhkaur,gsingh,APPROVED", ["hkaur", "gsingh"], ["APPROVED"]),
    ("Branch mmatsumoto/oauth-fix was force-pushed; rename feature/gunay-login-fix too.", ["mmatsumoto", "gunay"],
     ["oauth-fix"]),
    ("ngozi said emeka's ticket is a dup of the stripe one", ["ngozi", "emeka"], ["stripe"]),
    ("legal wants to know whether nathan king signed; sophie from legal says no", ["nathan", "king", "sophie"],
     ["legal"]),
    ("Slack recap: Imran and Zainab agreed to move the launch. Visit Jordan and Petra in May?", ["Imran", "Zainab"],
     ["Jordan", "Petra", "May"]),
    ("Summarise Somchai Charoenpong's risk assessment. Ben & Jerry's vs Häagen-Dazs?", ["Somchai", "Charoenpong"],
     ["Ben & Jerry's", "Häagen-Dazs"]),
    ("Tell Chase the build is green; Mialy Rasoanaivo (ops) needs it by July.", ["Chase", "Mialy", "Rasoanaivo"],
     ["July"]),
    # 19: a popular given name in lower case, acting or told something; not a package after a command
    ("lol neha forgot the keys again, tell sienna. run pip install maria", ["neha", "sienna"], ["maria"]),
    # 20: a one-word NER hit in no name list that the web writes often is a brand, body, app or landmark
    ("Our clinic switched to Moodle and Duolingo; the Ofsted report praised the Tesco partnership.", [],
     ["Moodle", "Duolingo", "Ofsted", "Tesco"]),
    ("We flew into Heathrow and took the Kindle to read about Oxfam.", [], ["Kindle", "Oxfam"]),
    # ... but not where a person acts anywhere in the text, is called so, or stands beside a name part
    ("Jaylen directs his attention to the car. Later Jaylen nods.", ["Jaylen"], []),
    ("Our Thai student goes by Ploy on the name badge.", ["Ploy"], []),
    ("Add Hope Marlowe to the guest list.", ["Hope", "Marlowe"], []),
    # 20: Dutch "van 't", a surname that is a word or a function word after Mr/Mx, Turkish "Sayın", a closing at a
    # line's end, a lower-case popular given name owning something though a city shares it, "grandma joy", in-laws
    ("Travel insurance: policyholder Sanne van 't Hof, dependants Yordanka Stoyanova.", ["Sanne", "Hof"], []),
    ("Write a thank-you card to Mr. Das; I am a Sr Software Developer.", ["Das"], ["Software"]),
    ("İngilizceye çevir: “Sayın Batbayar Purevdorj, başvurunuz alınmıştır.”", ["Batbayar", "Purevdorj"], []),
    ("Hallo Jens, kannst du am Samstag den Kuchenverkauf übernehmen? LG Birgit", ["Jens", "Birgit"], ["Samstag"]),
    ("it's nadia's first day at nursery, any tips", ["nadia"], []),
    ("grandma joy wants the whatsapp link", ["joy"], []),
    ("My mother-in-law Yupanqui Choque needs help with the form.", ["Yupanqui", "Choque"], []),
    # 21: in another language only a capitalised given name supports the model's hit, not a word of that language
    # that is a name elsewhere ("hari" is "day", "ya", "van"); a lower-case text keeps its lower-case support
    ("Buatkan email resmi kepada Bapak Abbasi tentang jadwal rapat hari Senin.", ["Abbasi"], ["Senin"]),
    ("Fupisha ujumbe huu kutoka kwa Ninu Vella: malipo ya M-Pesa hayajafika.", ["Ninu", "Vella"], ["M-Pesa"]),
    ("Schrijf een nette mail aan mevrouw Dissanayake over de brief van de Belastingdienst.", ["Dissanayake"],
     ["Belastingdienst"]),
    ("anneanne bayramda bize gelecek mi, umut sordu", ["umut"], []),
    # 21: a "place" of ordinary words that no town bears is a role or a department
    ("My name is Krishna Poudel and I'm applying for the Nurse Practitioner role at Spotify.", ["Krishna", "Poudel"],
     ["Nurse Practitioner"]),
    # 22: roles that announce a person (seller, treasurer, adjuster, witness...), in code keys too, a key's value
    # written family name first, a role in brackets, a title before a word-surname, a judge in French
    ("Who pays the closing costs, me or the seller wanjiru kamau?", ["wanjiru", "kamau"], []),
    ('{"claimant": "Tevita Fifita", "insurer": "AXA", "status": "open"}', ["Tevita", "Fifita"], ["AXA"]),
    ("SELECT * FROM cases WHERE adjuster = 'Okonkwo, Chidi' AND state = 'NEW';", ["Okonkwo", "Chidi"], []),
    ("Lease between Grace Banks (landlord) and Northwind Ltd (guarantor) from May.", ["Grace", "Banks"],
     ["Northwind Ltd"]),
    ("My brother (JOY HUNTER) wants to contest the will.", ["JOY", "HUNTER"], []),
    ("Sgt. Young said the statement is ready; Seller: Acme Ltd.", ["Young"], ["Seller", "Acme"]),
    ("Madame la juge Lefebvre a rendu son jugement hier.", ["Lefebvre"], []),
    # 22: "hi ms x" is the name after the title; "whats x's" is no name part; a lower-case self-introduction
    ("hi ms achieng, the deposit is 9,000 ksh", ["achieng"], []),
    ("whats oisin's sort code again", ["oisin"], []),
    ('she texted "hey its brooke can u send it tracked"', ["brooke"], []),
    ("it's fine, thanks, its ok from here", [], ["fine", "ok"]),
    # 22: a member the model reads only in part is whole where its list vouches for it; plural role labels
    ("paid: ġorġ micallef, kanokwan wongsakul. not paid: rudo chikwanha, salote mahe.", ["kanokwan", "wongsakul"],
     []),
    ("guarantors: farkas levente. co-signers: hoàng thị mai.", ["hoàng", "mai"], []),
    # 22: pipe and semicolon tables with a name column
    ("name|role|share\nTahina Rakoto|heir|1/2\nrender as a markdown table", ["Tahina", "Rakoto"], []),
    ("id;first_name;last_name\n7;Kila;Hoapili\nparse with pandas", ["Kila", "Hoapili"], []),
    # 22: firms named after people, and an office of another country named in its language, are kept
    ("Does Fannie Mae or Freddie Mac own my loan? My Kaiser Permanente bill is late.", [],
     ["Fannie Mae", "Freddie Mac", "Kaiser Permanente"]),
    ("Min revisor Anna Lindqvist skickade deklarationen till Skatteverket.", ["Anna", "Lindqvist"],
     ["Skatteverket"]),
    # 23: a list that a word for people opens ("bridesmaids =", "roster is", "Team for ...:"), not one of colours
    # or departments
    ("bridesmaids = hope, grace, joy; groomsmen = bill, will", ["hope", "grace", "joy", "bill", "will"], []),
    ("the climbing roster is keoni, nalu, makoa and me", ["keoni", "nalu", "makoa"], []),
    ("Team for the pub quiz: me, Hunter, Will and Summer.", ["Hunter", "Will", "Summer"], []),
    ("Players are Red, Blue and Green. Team: Marketing, Sales and Finance", [],
     ["Red", "Blue", "Green", "Marketing", "Sales", "Finance"]),
    # 23: a given name that is a word, owning what a person has; told something in lower case; signing a mail;
    # "X here" opening a message; a guide, host, sitter or agent before a lower-case name; a keeper in code
    ("Will's car won't fit six people, put Summer's bike on the rack.", ["Will", "Summer"], []),
    ("tell summer the campsite booking went through", ["summer"], []),
    ("Hi Bill,\nthe final bill is attached.\nCheers, Hope", ["Bill", "Hope"], ["bill"]),
    ('My host messaged: "Hi! Hope here, the door code is 2580."', ["Hope"], []),
    ("our guide tenzin norbu speaks four languages; the dog sitter ama owusu said the puppy is fine", ["tenzin",
     "norbu", "ama", "owusu"], []),
    ("const players = { captain: 'Farrukh Sultanov', keeper: 'Ahiga Benally' };", ["Ahiga", "Benally"], []),
    # 25: values under keys for a part of a name, though a word; SQL's IN list; a user key; "@author Das, Arnab";
    # a CSV cell quoted around its comma; two lower-case given names as a clause's subject; "Thanks Hope!";
    # a login of a given name and a surname written together, where a login stands; "Hope's branch"
    ('payload = {"first_name": "Xóchitl", "last_name": "Cervantes"}; user = User(first="Love", last="Hunter")',
     ["Xóchitl", "Cervantes", "Love", "Hunter"], []),
    ("SELECT * FROM customers WHERE first_name IN ('Thao', 'Linh') AND plan = 'Pro';", ["Thao", "Linh"], ["Pro"]),
    ('2024-05-01T10:00:03Z WARN auth user="Ratchanee Wongsawat" action=login', ["Ratchanee", "Wongsawat"], []),
    ("/**\n * @author Das, Arnab\n */\nclass BookingService {}", ["Das", "Arnab"], ["BookingService"]),
    ('name,email,plan\n"Hughes, Grace",g@example.com,Pro\n"Young, Will",w@example.com,Free', ["Hughes", "Grace",
     "Young", "Will"], ["Pro", "Free"]),
    ("aram and manjit both edited config.yaml; salt and pepper both needed", ["aram", "manjit"], ["salt", "pepper"]),
    ("Thanks Hope!\n--\nSent from Outlook", ["Hope"], ["Outlook"]),
    ("andriykovalenko left a comment on line 40, forward it to matejajuric", ["andriykovalenko", "matejajuric"], []),
    ("Hope's branch has 400 commits.", ["Hope"], []),
    ("Asha Mwangi-Otieno, Kofi Boateng - please reply to this by Friday, Lucía", ["Asha", "Kofi", "Lucía"],
     ["Friday"]),
    # 26: speakers of a chat log in lower case, or named by a word beside a name; vCard's FN and N; thanks in other
    # languages ("Grazie a", "Terima kasih", "Kia ora"; not God or a city); a given name in capitals joined by a word
    ("Chat log:\nfarai: coach says training at 5\nrutendo: which coach\nfarai: ok", ["farai", "rutendo"], []),
    ("Group chat:\nSunny: bring umbrellas\nJoy: its sunny tho\nRutendo: lol", ["Sunny", "Joy", "Rutendo"],
     ["sunny"]),
    ("BEGIN:VCARD\nFN:Leota Sapolu\nN:Sapolu;Leota;;;\nORG:Samoan Methodist Church\nEND:VCARD", ["Leota", "Sapolu"],
     []),
    ("Grazie a Bashir per la torta! Terima kasih Unathi atas bantuan. Kia ora Aroha, ngā mihi.",
     ["Bashir", "Unathi", "Aroha"], []),
    ("Gracias a Dios por todo.", [], ["Dios"]),
    ("KHALID and SØREN both edited config.yaml; transfer 500 to Ana Ruiz, IBAN DE00 0000", ["KHALID", "SØREN"],
     ["IBAN"]),
    # 30: a one-word handle opening a line before a review verb (a decorator is no one); a command's reviewer flag;
    # a past tense after a lower-case chat subject; a two-word particle opening a name in capitals; the rest of a
    # list item a name covers in part, and a list of short lines; dishes
    ("@mbekele can you look at the flaky test?\n@pytest.fixture\ndef db(): pass", ["mbekele"], ["pytest", "fixture"]),
    ("gh pr create --reviewer tnakamura --label bug", ["tnakamura"], ["label", "bug"]),
    ("lol kwabena brought cupcakes again", ["kwabena"], ["lol", "cupcakes"]),
    ("ROSTER: VAN DER MERWE, DE LA CRUZ, OKONKWO. WHO IS LATE?", ["VAN", "DER", "MERWE", "DE", "LA", "CRUZ",
                                                                 "OKONKWO"], ["ROSTER", "LATE"]),
    ("Wedding party: Sindre / Matthias Großmann / Babatunde Ogunleye / Amayas Aït Ouali", ["Amayas", "Aït", "Ouali"],
     ["Wedding"]),
    ("Harvest crew for the west orchard:\nSajjad bin Ammar Al-Obaidi\nPhub Dorji\nChen Mengyao", ["Phub", "Dorji"],
     ["Harvest"]),
    ("my todo list:\nbuy milk\nfix the sink\nwater plants", [], ["milk", "sink", "plants"]),
    ("Menu: Sticky Toffee Pudding or Rhubarb Crumble?", [], ["Sticky", "Toffee", "Pudding", "Rhubarb", "Crumble"]),
    # 31: caps lock with shift held; a lower-case surname the lists hold after a lone given name (not an adverb or a
    # verb); "Family, Given" items between semicolons; two-word English-word family names after a given name; a
    # keyed value with a word-surname; a chat flattened onto one line
    ("pLEASE TELL mARISOL oYELARAN THE LOADING BAY MOVED", ["mARISOL", "oYELARAN"], ["LOADING", "BAY"]),
    ("send the roster to oluwaseun brown today", ["oluwaseun", "brown"], ["roster", "today"]),
    ("Loaders on shift: Abara, Chinedu; Sørensen, Mette; Quispe, Wilmer.", ["Abara", "Chinedu", "Sørensen", "Mette",
                                                                          "Quispe", "Wilmer"], ["Loaders", "shift"]),
    ("drivers this week: okonjo, emeka; haugland, sigrid. ok?", ["okonjo", "emeka", "haugland", "sigrid"],
     ["drivers", "week"]),
    ("Colours: Red, Blue; Green, Yellow; Small, Large", [], ["Red", "Blue", "Green", "Yellow", "Small", "Large"]),
    ("Dispatch paired Tokala Little Hawk with the night crew.", ["Tokala", "Little", "Hawk"], ["Dispatch", "crew"]),
    ("The Running Bear tent and the Red Fox jacket are on sale.", [], ["Running", "Bear", "Red", "Fox"]),
    ('{"driver": {"name": "Amara Stone", "route": "A12"}}', ["Amara", "Stone"], ["driver", "route"]),
    ('{"name": "Harbour Crane Schedule", "owner_team": "ops"}', [], ["Harbour", "Crane", "Schedule"]),
    ("depot chat: Sunny: truck 4 is late Joy: on it Sunny: thanks", ["Sunny", "Joy"], ["depot", "truck"]),
    ("Pros: cheap. Cons: slow. Verdict: fine for a pilot.", [], ["Pros", "Cons", "Verdict"]),
    # 32: a title vouches for the name after it in other languages; manifests' SURNAME/GIVEN; routes; people keys in
    # logs and lists; Polish "-iego" and a mobile "e"; Catalan "i" before a surname in no list; lower-case names asked
    # about; a past tense with its object after a lower-case subject; a given name and a word-surname owning a thing
    ("El Sr. Baird dejó la llave en recepción.", ["Baird"], ["llave"]),
    ("Mevrouw Baker belt morgen over de factuur.", ["Baker"], ["factuur"]),
    ("Is Mr Muscle safe for the oven?", [], ["Muscle", "oven"]),
    ("Boarding list: 1. HANSEN/SIGRUN 2. PETERSEN/OLUF", ["HANSEN", "SIGRUN", "PETERSEN", "OLUF"], ["Boarding"]),
    ("Supports TCP/IP and AND/OR filters, LONDON/PARIS routes", [], ["TCP", "IP", "AND", "OR", "LONDON", "PARIS"]),
    ("Stops today: Wiersma → Bakker → Hoekstra → Dijkstra, then home.", ["Wiersma", "Bakker", "Hoekstra", "Dijkstra"],
     ["Stops", "home"]),
    ("WARN route driver=pnakamura late_by=12m", ["pnakamura"], ["WARN", "route"]),
    ('reviewers = ["mkovalenko", "zhanar.sultan"]  # infra', ["mkovalenko", "zhanar.sultan"], ["infra"]),
    ("networks:\n  default:\n    driver: bridge", [], ["bridge", "default"]),
    ("Przekaż Pawłowi, że spotkanie jest jutro.", ["Pawłowi"], ["spotkanie"]),
    ("Faktura dla pana Wiśniewskiego jest gotowa.", ["Wiśniewskiego"], ["Faktura"]),
    ("Can you thank Núria Puig i Serrallonga for the lift?", ["Núria", "Puig", "Serrallonga"], ["lift"]),
    ("Maja Lind i BRF-styrelsen bad om protokollet.", ["Maja", "Lind"], ["BRF"]),
    ("who is tevita havili and why is he on the rota", ["tevita", "havili"], ["rota"]),
    ("how does pandas groupby work", [], ["pandas", "groupby"]),
    ("omg malakai reversed the van into the gate", ["malakai"], ["van", "gate"]),
    ("Summer Price's driving licence expires in May.", ["Summer", "Price"], ["licence", "May"]),
    # SCRUB_VERSION 33: logins where only a login stands, a second pair after "and", family names in a roll call,
    # Slavic case endings, mid-line trailers; public venues kept under `pii.places: cities`
    ("// bilalkaul: returns the choir rota as JSON\napp.get('/rota', handler)", ["bilalkaul"], ["rota", "JSON"]),
    ("# sirisha.reddy 2019: legacy hack for the ticket printer\nprint(1)", ["sirisha", "reddy"], ["legacy"]),
    ("The log is empty for her. Run kubectl logs web | grep jkowalska and tell me", ["jkowalska"], ["kubectl"]),
    ("# noqa: E501 deprecated: keep this\n# returns: the rota", [], ["noqa", "deprecated", "returns"]),
    ("DRAGANA STOJANOVIĆ AND INSHA MIR GOT ENGAGED AT THE MUSEUM!", ["DRAGANA", "STOJANOVIĆ", "INSHA", "MIR"],
     ["GOT", "ENGAGED", "MUSEUM"]),
    ("Send it to Anna Schmidt and Deutsche Bank today.", ["Anna", "Schmidt"], ["Deutsche", "Bank"]),
    ("Lindqvist, Bergström and Eklund need to be in the photo caption.", ["Lindqvist", "Bergström", "Eklund"],
     ["caption"]),
    ("We toured Paris, Lyon and Marseille.", [], ["Paris", "Lyon", "Marseille"]),
    ("Przekaż Małgorzacie, że próba chóru jest w czwartek o 18.", ["Małgorzacie"], ["próba"]),
    ("Pošli pozvánku Zuzane Horváthovej a Marekovi Kováčovi na vernisáž.", ["Marekovi", "Kováčovi"], ["vernisáž"]),
    ("fix: seating chart export   Co-authored-by: Korotoumou Sangaré <noreply@example.org>",
     ["Korotoumou", "Sangaré"], ["seating"]),
    ("Which is older, the Usher Hall or the Palais Garnier? Meet me at Carnegie Hall.", [],
     ["Usher", "Hall", "Palais", "Garnier", "Carnegie"]),
    ("Rose window restoration at St Mary's: plan a St. Patrick's Day ceilidh too.", [], ["Mary", "Patrick"]),
    ("Jessica Hall and Anna Temple are coming to the gala.", ["Jessica", "Hall", "Anna", "Temple"], ["gala"]),
    ("Compare Sotheby's and Christie's commission; photo: Getty Images.", [], ["Christie", "Getty"]),
    ("The funeral is at Our Lady of Lourdes; then lunch at the Igreja de Santo António.", [], ["Lourdes", "António"]),
    ('Message: "Stuck behind a tractor. Start the warm-up without me. Morwenna" Reply telling her we started.',
     ["Morwenna"], ["Reply", "telling"]),
    # SCRUB_VERSION 34: a car's make and model is a product; a make that is a name only before a listed model
    ("Compare the Renault Clio and the Ford Focus; is the Seat Leon cheaper? My Kia Sportage beeps.", [],
     ["Renault", "Clio", "Ford", "Focus", "Seat", "Leon", "Kia", "Sportage"]),
    ("Mercedes Sosa and Tom Ford called; Kia Nazari will test drive the Toyota Yaris.",
     ["Mercedes", "Sosa", "Tom", "Nazari"], ["Toyota", "Yaris"]),
    # SCRUB_VERSION 35: logins in a membership test, a people list, a role key and curl's -u; Slack lines with the
    # time after the name; labels and brackets in Chinese and Japanese, glued Thai titles and labels; Arabic "bin"
    # before a stop word; Georgian case endings; double given names; "SURNAME, Given"; a line of thanks that ends
    # on a name; a dash before a signature; NER names end at a line or a spaced dash
    ('if user.username in ("tkowalczyk", "hnovak"): grant()\nwatchers: ["dlamini.s", "mpofu"]',
     ["tkowalczyk", "hnovak", "dlamini", "mpofu"], ["grant", "watchers"]),
    ("WARN [visa-sync] candidate=obankole missing field\ncurl -u zmahlangu:s3cret https://ats.example.com/api",
     ["obankole", "zmahlangu"], ["WARN", "missing"]),
    ("pkariuki 09:02 AM: who has the keys?\nl.moreau 09:03 AM: me", ["pkariuki", "moreau"], ["keys"]),
    ("Standup 9:30 AM: notes below\nRetro 4:00 PM: actions", [], ["Standup", "notes", "Retro"]),
    ("候选人：赵敏，状态：终面。明天带客户（司马光）看房。担当：佐藤（営業部）", ["赵敏", "司马光", "佐藤"],
     ["终面", "営業部"]),
    ("ส่งเอกสารให้คุณ สมชาย ใจดี และพาลูกค้า วิภา ศรีสุข ไปดูบ้าน", ["สมชาย", "ใจดี", "วิภา", "ศรีสุข"], []),
    ("ขอบคุณ มาก ครับ", [], ["ขอบคุณ"]),
    ("رحب بالموظف الجديد أحمد بن علي وأرسل العقد إلى السيدة ليلى الحربي", ["أحمد", "علي", "ليلى", "الحربي"],
     ["العقد", "السيدة"]),
    ("გაუგზავნე ხელშეკრულება გიორგი ბერიძეს, გთხოვ.", ["გიორგი", "ბერიძეს"], ["ხელშეკრულება"]),
    ("J'ai eu Marie-Claire au téléphone. We drove the Mercedes-Benz to the Rolls-Royce dealer.",
     ["Marie", "Claire"], ["Mercedes", "Benz", "Rolls", "Royce"]),
    ("Dear HADDAD, Karim, your visa appointment is confirmed. URGENT, Please reply.", ["HADDAD", "Karim"],
     ["URGENT", "Please"]),
    ("Sort by surname: DE LA CRUZ, Lucía; VAN DER BERG, Pieter.",
     ["DE", "LA", "CRUZ", "Lucía", "VAN", "BERG", "Pieter"], ["Sort"]),
    ("Thanks for fixing the fence, Tendai", ["Tendai"], ["fence"]),
    ("ok, can we come at noon? - priyanka", ["priyanka"], ["noon"]),
    ("Okonkwo, Chidi - CV attached.\nThanks, Siobhán Ní Bhriain\nLettings Negotiator",
     ["Okonkwo", "Chidi", "Siobhán", "Ní", "Bhriain"], ["CV", "Lettings", "Negotiator"]),
    ("add KARIMA AÏT MANSOUR to the interview loop", ["KARIMA", "AÏT", "MANSOUR"], ["interview"]),
    # transcripts and captions (SCRUB_VERSION 36): who speaks, acts or is addressed where the format says so
    ("WEBVTT\n\n00:01.000 --> 00:04.000\n<v Tamsin Oyelaran>Can everyone hear me?</v>\n<v Narrator>The hall is empty.",
     ["Tamsin", "Oyelaran"], ["Narrator", "hall"]),
    ("3\n00:00:05,100 --> 00:00:07,900\nKaveh: Is the projector on?\nSPEAKER 2: Not yet.", ["Kaveh"],
     ["SPEAKER", "projector"]),
    ("Minutes of Tuesday. Action: Oluwaseun to book the room. Action: Finance to review the budget.", ["Oluwaseun"],
     ["Tuesday", "Finance"]),
    ('Subtitle 14: "Tarni and Wirrpanda, please take your seats." Moods: ["Manic, distracted.", "Regal, bored."]',
     ["Tarni", "Wirrpanda"], ["Manic", "Regal", "Subtitle"]),
    ("PASSPORT SCAN: SURNAME OKAFOR-BELLO GIVEN NAMES CHINAZA ADAEZE SEX F DATE OF BIRTH 02 MAR 1990",
     ["OKAFOR", "BELLO", "CHINAZA", "ADAEZE"], ["PASSPORT", "SEX", "DATE"]),
    ("Receipt: SERVED BY: TOMASZ | TABLE 4 | TOTAL 31.50", ["TOMASZ"], ["TABLE", "TOTAL"]),
    ("the caller said her name is joy and my name is not important", ["joy"], ["important"]),
    ("agent: may i have your name caller: it's tavita leiataua agent: thanks", ["tavita", "leiataua"], ["agent"]),
    ("Council minutes: Commissioner Okwuosa and Ald. Brannigan voted against.", ["Okwuosa", "Brannigan"],
     ["Council"]),
    ("Протокол: Гульнара Сейтказиева и Тимур Ахметов выступили.", ["Гульнара", "Сейтказиева", "Тимур", "Ахметов"],
     ["Протокол"]),
    ('Caption: "[laughter] thank you Ngozi." Then: "thank you all."', ["Ngozi"], ["Caption", "all"]),
    ("| speaker | minutes |\n|---|---|\n| Wairimu | 12 |\n| Interpreter | 4 |", ["Wairimu"], ["Interpreter"]),
    # SCRUB_VERSION 37: a pet named beside a word for its kind or breed is no person; a breed is no person or place
    ("Our dog Pippin barks at Efua Mensah's van; my Jack Russell Nutmeg hides.", ["Efua", "Mensah"],
     ["Pippin", "Jack", "Russell", "Nutmeg"]),
    ("Vet note: patient Truffle (Dachshund, f), owner Grainne Walsh. LOST CAT ANSWERS TO PEPPA.",
     ["Grainne", "Walsh"], ["Truffle", "Dachshund", "PEPPA"]),
    ("Ask Jack Russell about the invoice. We adopted two Labrador puppies from Ewa Nowak.",
     ["Jack", "Russell", "Ewa", "Nowak"], ["Labrador"]),
    ("Anna the cat sitter is away; she answers to Maria Lopez.", ["Anna", "Maria", "Lopez"], ["cat"]),
    ("Unser Hund Bello und die Katze Mimi bleiben bei Frau Schulz.", ["Schulz"], ["Bello", "Hund"]),
    ("Sold a Kawai piano on Mercari and Hornby track on Vinted to Tomasz Wrona.", ["Tomasz", "Wrona"],
     ["Kawai", "Mercari", "Hornby", "Vinted"]),
    # a closing initial keeps its full stop; an author's "Family, Given" is one name; initial.surname handle lists
    ("Authors: Halvorsen T., Mwangi K.. Check the format.", ["Halvorsen", "Mwangi", "K."], ["Check"]),
    ("/**\n * @author Quispe Mamani, Rosalía\n */\nclass Ledger {}", ["Quispe", "Mamani", "Rosalía"], ["Ledger"]),
    ("Buyers this week: k.ostrowski, m.iñiguez, t.haverkamp. Real people?", ["ostrowski", "iñiguez", "haverkamp"],
     ["Buyers"]),
    ("| Instrument | Teacher |\n|---|---|\n| Violin | Oyelaran Adebisi |", ["Oyelaran", "Adebisi"], ["Violin"]),
    ("Many thanks to Jógvan á Lakjuni for the photos.", ["Jógvan", "Lakjuni"], ["photos"]),
    ("Kolawole (09:14): is the bike still for sale?\nKolawole (09:20): hello??", ["Kolawole"], ["bike"]),
    # a greeting or a contact line in a script without capitals names the person greeted or to call
    ("ሰላም ብርሃኑ ገብሬ፣ መኪናው አሁንም አለ?", ["ብርሃኑ", "ገብሬ"], ["መኪናው"]),
    ("หมาหาย ติดต่อ สมชาย ใจดี", ["สมชาย", "ใจดี"], ["หมาหาย"]),
    ("ጠፍቷል። ሄኖክ ታደሰ ይደውሉ።", ["ሄኖክ", "ታደሰ"], ["ይደውሉ"]),
    ("नमस्ते दोस्तों, आज हम सीखेंगे", [], ["दोस्तों"]),
    # SCRUB_VERSION 38: storms, units and the phonetic alphabet are no one; "Family, Given" alone in a field is one
    # name; a family name in capitals before a given name; emergency titles; Chinese roles written onto a name
    ("Claim after Storm Darragh: roof gone, claimant Ifeoma Obi. Typhoon Saola hit too.", ["Ifeoma", "Obi"],
     ["Darragh", "Saola"]),
    ("Units: Engine 9 (Capt. Varga), Medic 15. Side Charlie has smoke; Bravo Two is clear.", ["Varga"],
     ["Medic", "Charlie", "Bravo"]),
    ("Charlie said the scaffold was loose.", ["Charlie"], ["scaffold"]),
    ("Send to the SOC team. Badge holders flagged: KOWALCZYK Agnieszka; NAKASHIMA Ren; OYELOWO Tunde",
     ["KOWALCZYK", "Agnieszka", "NAKASHIMA", "Ren", "OYELOWO", "Tunde"], ["SOC"]),
    ("Okonkwo, Adaeze: DOB 1990-02-11, allergies: none", ["Okonkwo, Adaeze"], ["DOB"]),
    ("Ask Paramedic Bhojwani and EMT Côté; Deputy Nyirenda signed.", ["Bhojwani", "Côté", "Nyirenda"], ["Ask"]),
    ("Their Toyota Land Cruiser was hit on Jefferson Ave by Ruth Okafor; Opsgenie paged her.", ["Ruth", "Okafor"],
     ["Cruiser", "Jefferson", "Opsgenie"]),
    # SCRUB_VERSION 39: "Family, Given" alone in any field; lower-case initial lists; a family by its name; a
    # lower-case name after "funeral of"; whose phone number it is; Hebrew "bat"; holy days, houses of worship and
    # charities are no one
    ('Import failed on row 7: 88412,"Vaitkevičienė, Rūta",25.00,Y', ["Vaitkevičienė", "Rūta"], ["Import"]),
    ("Lapsed: Okafor-Bello, Chinedu | Tshabalala, Nomvula | Grünwald, Ilse", ["Okafor", "Bello", "Chinedu",
     "Tshabalala", "Nomvula", "Grünwald", "Ilse"], ["Lapsed"]),
    ("Receipt\nDonor: Benveniste, Yael\nAmount: 180", ["Benveniste", "Yael"], ["Receipt", "Amount"]),
    ("Route: Austin, Texas | Portland, Oregon", [], ["Austin", "Texas", "Portland", "Oregon"]),
    ("spare keys: r. lindqvist, k. oyelaran, m. haddad. quiz: a. yes, b. no", ["lindqvist", "oyelaran", "haddad"],
     ["yes", "quiz"]),
    ("Send the card to the Okonkwos and flowers to the Haddad family; The Simpsons is on later.",
     ["Okonkwos", "Haddad"], ["Simpsons", "card"]),
    ("the funeral of tevita fumanaki is on monday; the death of socrates is set reading.", ["tevita", "fumanaki"],
     ["socrates", "monday"]),
    ("Remove from the group: +44 7700 900321 (Declan), 020 7946 0999 (Office)", ["Declan"], ["Office", "group"]),
    ("Mi Shebeirach list: Leah bat Miriam, Avi ben Dov. He bought a cricket bat too.",
     ["Leah", "Miriam", "Avi", "Dov"], ["cricket", "bat"]),
    ("Rota: Candlemas, Laylat al-Qadr, Raksha Bandhan and Losar. Service at Makki Masjid, then Surah Al-Kahf; "
     "donations to Sue Ryder or Islamic Relief.", [],
     ["Candlemas", "Laylat", "Qadr", "Raksha", "Bandhan", "Losar", "Makki", "Masjid", "Surah", "Kahf", "Sue",
      "Ryder", "Islamic", "Relief"]),
    # SCRUB_VERSION 40: a login's number or surname initial; a surname inside a booking reference; a Turkic
    # patronymic; a Han name amid English; people lists and greetings in scripts without capitals; who signs a closing;
    # classes and products named like people are no one
    ("# reviewers: wout.debacker01, kawtar.tazi85\ncron: send_rota --to darko.p; see fig.a", ["wout", "debacker01",
     "kawtar", "tazi85", "darko.p"], ["reviewers", "fig.a"]),
    ("Stripe payout 'BOOKING/EIRA/907'; codes like SALON-861-KIMARO; invoice INV-2291-GBP, ticket INC-2291-DNS.",
     ["EIRA", "KIMARO"], ["BOOKING", "SALON", "INV-2291-GBP", "INC-2291-DNS"]),
    ("Cholpon Almaz kyzy's speech, then Azamat Bakyt uulu spoke.", ["Cholpon", "Almaz", "kyzy", "Azamat", "Bakyt",
     "uulu"], ["speech"]),
    ("The contact is saved as 黃明軒; the voucher reads 小林結衣, from the 北京 office.", ["黃明軒", "小林結衣"],
     ["北京", "contact"]),
    ("قائمة الانتظار لحصة يوم السبت: نورهان المصري، إيلي حداد، عثمان بنجلون.", ["إيلي", "حداد", "عثمان", "بنجلون"],
     ["السبت"]),
    ("रसोई सूची: ताज़ा दूध, सफ़ेद चीनी", [], ["ताज़ा", "दूध", "सफ़ेद", "चीनी"]),
    ("היי תמר, השיעור ביום שלישי בתוקף. נועה כהן ו-עומר פרץ נרשמו.", ["תמר", "עומר", "פרץ"], ["שלישי"]),
    ("Thanks for the lovely cut.\nBest wishes, Sequoyah Teehee", ["Sequoyah", "Teehee"], ["Thanks"]),
    ("Thanks again, Accounts Payable", [], ["Accounts", "Payable"]),
    ("Cheers, Acme Ltd", [], ["Acme", "Ltd"]),
    ("Ask Aditi Gokhale about Bikram, Barre and Yin yoga; her Kelly green nails and Marcel waves.",
     ["Aditi", "Gokhale"], ["Bikram", "Barre", "Yin", "Kelly", "Marcel"]),
    # SCRUB_VERSION 41: a form's sender in a script without capitals; Chinese and Japanese names on a minister's or
    # member's title; titles in letters; handles of unlisted words after "from" or "copy in"
    ("اكتب رداً. المرسل: مصطفى عبد الفتاح. السؤال: لماذا لم تصل البطاقة؟", ["مصطفى", "الفتاح"], ["السؤال"]),
    ("翻译成英文：「吴晓梅部长与欧阳婉婷代表讨论了选举法。」", ["吴晓梅", "欧阳婉婷"], ["翻译成英文"]),
    ("英語に翻訳してください：「山本美咲議員が選挙法について協議した。」", ["山本美咲"], ["英語に翻訳してください"]),
    ("Пиша ли „Уважаема госпожо Стоянова“? В scrisoare: „Stimată doamnă Constantinescu”.",
     ["Стоянова", "Constantinescu"], ["Пиша"]),
    ("Rewrite this tweet from sarangerel.naran; copy in siosaia.mahe; send notes.md to app.js.",
     ["sarangerel.naran", "siosaia.mahe"], ["notes.md", "app.js"]),
])
def test_names_rules_whole_name_and_keep(plain, text, gone, kept):
    out = plain.scrub_text(text)
    assert not [w for w in gone if _word_left(w, out)] and all(_word_left(w, out) for w in kept), out


@pytest.mark.parametrize("text, name", [
    ("Okonkwo, Adaeze: DOB 1990-02-11, allergies: none", "Okonkwo, Adaeze"),
    ("INSURED: PARK, MIN-JUN  |  EVENT: FLOOD", "PARK, MIN-JUN"),
    ("/**\n * @author Quispe Mamani, Rosalía\n */", "Quispe Mamani, Rosalía"),
    ("Authors: Halvorsen T., Mwangi K.. Check the format.", "Mwangi K."),
    # a Chinese role written onto the name (no space or colon to split on), and a family name onto a title
    ("接警记录：报警人王秀英称其邻居李伟在电梯内被困。", "王秀英"),
    ("接警记录：报警人王秀英称其邻居李伟在电梯内被困。", "李伟"),
    ("事故通报：王医生接诊了伤者赵磊。", "王"),
    # SCRUB_VERSION 39: a field's "Family, Given" with its particles; a whole Chinese name onto its title or after a
    # rota's label; an Arabic name with its nisba
    ("van den Broek, Femke: plot C-4, deceased 2024", "van den Broek, Femke"),
    ("追思礼拜：陈建华弟兄，主日下午。", "陈建华"),
    ("主日招待：黄丽华；司琴：周敏。", "周敏"),
    ("نعزي أسرة الفقيد سعيد بن علي الغامدي، رحمه الله.", "سعيد بن علي الغامدي"),
    # SCRUB_VERSION 40: two finds that are one "Family, Given"; a Turkic patronymic; a login with its number
    ("Cepeda, Yusimí appears twice in the export.", "Cepeda, Yusimí"),
    ("Is this email to Cholpon Nurlan kyzy too harsh?", "Cholpon Nurlan kyzy"),
    ("assigned to @yossi.weinstein85. Write acceptance criteria.", "@yossi.weinstein85"),
    ("お客様名：伊藤陽翔\n担当：山本悠斗", "山本悠斗"),
    # SCRUB_VERSION 41: "Family, Given" with its particles or a two-word given name after a form's label
    ("The form was proposed by van Dijk, Thijs. It was seconded by ter Horst, Daan.", "ter Horst, Daan"),
    ("The form was proposed by van Dijk, Thijs. It was seconded by ter Horst, Daan.", "van Dijk, Thijs"),
])
def test_names_are_whole_redacted_spans(plain, text, name):
    """Offsets, not only words: the comma of "Family, Given" and an initial's full stop are inside the span, so a
    span-level consumer (the report, a downstream redactor) sees one whole name; a name glued to the words around it
    (Chinese) is its own span."""
    spans = [text[d.start:d.end] for d in plain.engine.analyze_many([text])[0] if d.entity == "PERSON"]
    assert name in spans, spans


def test_caps_lock_text_is_read_as_meant_and_offsets_hold():
    from eagle_core.data.pii_names import uninverted

    text = "mY LANDLORD kAVYA rAO SAYS THE DEPOSIT IS LATE"
    out = uninverted(text)
    assert out == "My landlord Kavya Rao says the deposit is late" and len(out) == len(text)
    for ordinary in ("Order an iPhone on eBay with a 5 kWh battery", "THE WHOLE PROMPT IN CAPITALS, KAVYA RAO",
                     "mY STRAßE iS HERE aND THERE"):  # "ß" swaps to "SS": the text would change length
        assert uninverted(ordinary) == ordinary


def test_japanese_names_before_an_honorific(plain):
    """A family name written onto さん/様/先生 before a particle, or set apart from it by a space or a bracket;
    the honorific words for a customer, everyone or a mother stay."""
    out = plain.scrub_text("来週、田中さんに資料を送って。税理士の渡辺先生にも。「山本」さんから返事がない。"
                           "お客さんと皆さん、お母さんの様子も。")
    assert not any(n in out for n in ("田中", "渡辺", "山本")), out
    assert all(w in out for w in ("お客さん", "皆さん", "お母さん", "様子")), out


@pytest.mark.parametrize("text, lang", [
    # English "i", "to", "do" and an address's "com" count for no other language
    ("write a short apology email to yordanos woldu tsegay — i forgot our call.", "en"),
    ("recipients:\n* hina khan <hina.khan@corp.example.com>\nwrite a reminder about the deadline", "en"),
    # a capitalised particle inside a sentence is a name's ("Bui Van Duc"), no Dutch
    ("Is Bui Van Duc's laptop still under AppleCare?", "en"),
    # a language's own letters count as one of its words
    ("Przekaż dokumenty Annie Kowalczyk i poproś Tomasza o podpis.", "pl"),
    ("Como faço para renovar o passaporte? Não tenho tempo.", "pt"),
    ("Kiitos Liisan avusta, voitko lähettää tämän?", "fi"),
    ("Bagaimana cara bayar tagihan listrik lewat aplikasi?", "latn"),
])
def test_language_of_a_prompt(text, lang):
    assert pii_names.detect_language(text) == lang


def test_places_policy_keeps_cities_and_optionally_only_regions():
    text = "Do I need a US visa for France and Texas? I fly from Lisbon and stay in Tarrytown."
    venues = "Which is older, the Usher Hall or the Palais Garnier?"
    with Scrubber(PiiConfig(n_process=1, places="regions")) as s:  # continents, countries, states or provinces stay
        out = s.scrub_text(text)
        assert all(_word_left(w, out) for w in ("US", "France", "Texas")) and not _word_left("Tarrytown", out), out
        assert not _word_left("Lisbon", out), out
        out = s.scrub_text(venues)  # a venue is a place smaller than a state: only `cities` keeps it
        assert not _word_left("Usher Hall", out) and not _word_left("Palais Garnier", out), out
    with Scrubber(PiiConfig(n_process=1)) as s:  # default: and cities of 100,000 people or more
        out = s.scrub_text(text)
        assert all(_word_left(w, out) for w in ("US", "France", "Texas", "Lisbon")), out
        assert not _word_left("Tarrytown", out), out
        # a city the NER model reads as a person is a place after a journey's words; "to Florence" alone is a person
        out = s.scrub_text("Plan a trip to Florence and a day in Charlotte. Please send the file to Florence.")
        assert _word_left("trip to Florence", out) and _word_left("in Charlotte", out), out
        assert not _word_left("file to Florence", out), out
    with Scrubber(PiiConfig(n_process=1, places="redact")) as s:
        out = s.scrub_text(text)
        assert not _word_left("France", out) and not _word_left("Texas", out), out


def test_non_english_policy_counts_or_drops():
    recs = [{"id": "en", "messages": [{"role": "user", "content": "Please write a short note about the weather."}]},
            {"id": "de", "messages": [{"role": "user", "content": "Bitte schreibe eine kurze Notiz über das Wetter."}]},
            {"id": "fr", "messages": [{"role": "user", "content": "Écris une note pour le client avec le prix."}]},
            # another script: counted by its ISO 15924 code
            {"id": "ru", "messages": [{"role": "user", "content": "Напиши короткое письмо о погоде, пожалуйста."}]},
            # a Latin-script language without a function-word list: most of its words are no English word ("latn")
            {"id": "id", "messages": [{"role": "user",
                                       "content": "Bagaimana cara bayar tagihan listrik lewat aplikasi?"}]},
            # a lower-case list of names is English still: names are left out of the count
            {"id": "en2", "messages": [{"role": "user", "content": "attendees: luwam haile; tenzin norbu. agenda: crm "
                                                                    "review, spring roadmap."}]}]
    with Scrubber(PiiConfig(n_process=1)) as s:
        assert [r["id"] for r in s.scrub_batch(recs)] == ["en", "de", "fr", "ru", "id", "en2"]
        assert s.report()["non_english_records"] == {"cyrl": 1, "de": 1, "fr": 1, "latn": 1}
    with Scrubber(PiiConfig(n_process=1, non_english="drop")) as s:
        assert [r["id"] for r in s.scrub_batch(recs)] == ["en", "en2"]
        rep = s.report()
        assert rep["dropped_by_entity"] == {"NON_ENGLISH": 4} and rep["records_dropped"] == 4


# The rules' files when SCRUB_VERSION was last bumped. A change to them changes what extract writes, so it must bump
# pii_names.SCRUB_VERSION (the extract cache key then scrubs again); record the new digest here with it.
SCRUB_RULES = (41, "720341a7373ca6d5")


def test_changed_scrub_rules_bump_scrub_version():
    import hashlib
    from pathlib import Path

    from eagle_core.data import pii_names

    root = Path(pii_names.__file__).parent
    digest = hashlib.sha256()
    for name in ("pii_names.py", "pii_recognizers.py", "pii_analyzer.py", "pii_places.py", "pii_indic.py",
                 "pii_common_words.txt", "pii_learned.py", "pii_name_model.json.gz"):
        digest.update((root / name).read_bytes())
    assert (pii_names.SCRUB_VERSION, digest.hexdigest()[:16]) == SCRUB_RULES, \
        "the PII rules changed: bump eagle_core.data.pii_names.SCRUB_VERSION and record the new digest in SCRUB_RULES"


def test_learned_weights_fit_the_rules_and_never_saw_the_held_out_corpus():
    """The learned pass reads what the rules left: weights trained against other rules read another input."""
    import sys
    from pathlib import Path

    from eagle_core.data import pii_learned, pii_names

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from pii_bench import DEV_CORPORA, HELD_OUT

    trained = pii_learned._weights_file(str(pii_learned.WEIGHTS))["trained"]
    assert trained["rules"] == pii_names.SCRUB_VERSION, \
        "the rules changed since the learned pass was trained: run benchmarks/train_name_model.py"
    newer = {f"pii_names_eval_v{v}" for v in range(HELD_OUT, HELD_OUT + 50)}
    assert not newer & set(trained["corpora"]) and sorted(trained["corpora"]) == sorted(p.parent.name
                                                                                     for p in DEV_CORPORA)


# texts written for these tests (in no corpus): words the rules leave that the model reads as names, and finds of
# the rules it reads as none
LEARNED = [
    ("thx ngozi!! the flowers were lovely, everyone at the office party noticed", ["ngozi"], ["flowers", "office"]),
    ("Rota: mornings = Tomasz & Ingibjörg, evenings = Sione.", ["Ingibjörg", "Sione"], ["Rota", "mornings"]),
    ("Fluent English required for the Power Tool sales role", [], ["Fluent", "English", "Power", "Tool"]),
    ("Payslip — Employee: Amara Okafor — Gross £2,900. Why is the NI so high?", ["Amara", "Okafor"],
     ["Payslip", "Gross", "NI"]),
    ("tbh grace obuya is the best keeper we have", ["grace", "obuya"], ["tbh", "keeper"]),
]


@pytest.mark.parametrize("text, gone, kept", LEARNED)
def test_learned_pass_adds_and_drops(plain, text, gone, kept):
    out = plain.scrub_batch([{"id": "l", "messages": [{"role": "user", "content": text}]}])[0]["messages"][0]["content"]
    for w in gone:
        assert not _word_left(w, out), out
    for w in kept:
        assert _word_left(w, out), out


def test_a_word_the_learned_pass_adds_grows_over_the_name_beside_it(plain):
    """Whole-name redaction for the model's words as for the rules' finds: the rest of a lower-case or capitals
    name goes with the word, a capitalised word takes no title or firm with it."""
    eng = plain.engine
    cases = [("coach said mia hoekstra is starting in goal", "mia", "mia hoekstra"),
             ("CAN YOU SEND IT TO AROHA TEHAAMOANA? SHE KEEPS ASKING", "AROHA", "AROHA TEHAAMOANA"),
             ("sole member is CHARAXES MELVIN II LLC", "MELVIN", "MELVIN"),
             ("no one obeys Lord Witherwold's rules", "Witherwold", "Witherwold"),
             ("THE OLD BLURB FOR JEAN-MICHEL'S LAST ALBUM", "JEAN", "JEAN-MICHEL")]
    for text, word, whole in cases:
        s = text.index(word)
        a, b = eng._whole(text, s, s + len(word), [])
        assert text[a:b] == whole, text
    text = "ask mia hoekstra_bot"  # never into code
    assert eng._whole(text, 4, 7, [(8, 20)]) == (4, 7)


def test_learned_pass_off_gives_the_rules_output(plain):
    texts = [t for t, _, _ in LEARNED]
    with Scrubber(PiiConfig(n_process=1, drop_on=[], learned=False)) as off:
        assert off.engine.learned is None
        rules = [[(d.start, d.end) for d in f] for f in off.engine.analyze_many(texts)]
    assert [[(d.start, d.end) for d in f] for f in plain.engine.analyze_many(texts, learned=False)] == rules
    learned = [[(d.start, d.end) for d in f] for f in plain.engine.analyze_many(texts)]
    assert all(a != b for a, b in zip(rules, learned))  # each text is one the learned pass changes


@pytest.mark.slow
def test_learned_pass_training_is_deterministic_and_reads_only_what_it_is_given(tmp_path):
    """Training twice on the same corpus and background writes the same bytes (the stage's cache key holds the
    weights' digest through SCRUB_VERSION), and the summary names only that corpus."""
    import sys
    from pathlib import Path

    from eagle_core.data import pii_learned

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from pii_bench import NAMES_CORPORA, sharegpt_prompts

    corpus = [NAMES_CORPORA[0].parent, NAMES_CORPORA[1].parent]
    background = sharegpt_prompts(1040)[1000:]
    runs = []
    for k in range(2):
        out = tmp_path / f"w{k}.json.gz"
        summary = pii_learned.train(corpus, out=out, folds=2, processes=1, background=background, log=lambda m: None)
        runs.append(out.read_bytes())
    assert runs[0] == runs[1]
    assert summary["corpora"] == ["pii_names_eval", "pii_names_eval_v2"] and summary["background"] == 40
    recall, keep = summary["out_of_fold"]["recall"], summary["out_of_fold"]["keep"]
    assert 0.5 < recall[0] <= 1 and 0.5 < keep[0] <= 1 and 0 < summary["add_threshold"] < 1
    learned = pii_learned.load_pass(pii_learned.Featurizer.__new__(pii_learned.Featurizer), out)
    assert learned.add.weights and learned.drop.weights
    with pytest.raises(ValueError, match="2 corpora for 5 folds"):
        pii_learned.train(corpus, out=tmp_path / "x.json.gz", folds=5, processes=1)
