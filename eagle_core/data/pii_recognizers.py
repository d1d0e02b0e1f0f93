"""Recognizers and false-positive guards the PII scrubber adds on top of Presidio's predefined ones.

Kept apart from the engine (pii_analyzer.py) so the rules that decide what counts as PII (and what is technical
text that must survive for training) can be read and tuned in one place.
"""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import AnalysisExplanation, LocalRecognizer, Pattern, PatternRecognizer, RecognizerResult

# --- code spans -------------------------------------------------------------------------------------------

_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})[^\n]*$", re.M)
_INLINE = re.compile(r"`[^`\n]+`")


def code_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of Markdown code: fenced blocks (``` / ~~~, unterminated = to the end), indented blocks
    (4 spaces / a tab after a blank line) and inline `code`. Sorted, non-overlapping."""
    spans: list[tuple[int, int]] = []
    pos = 0
    while True:
        m = _FENCE.search(text, pos)
        if not m:
            break
        fence = m.group(1)
        closing = re.compile(r"^[ \t]{0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$", re.M)
        c = closing.search(text, m.end())
        end = c.end() if c else len(text)
        spans.append((m.start(), end))
        pos = end
    # Indented code blocks, outside fenced ones: a run of lines indented >= 4 spaces (or a tab) that starts
    # after a blank line or at the top of the text.
    offset, prev_blank, in_block, block_start = 0, True, False, 0
    for line in text.splitlines(keepends=True):
        stripped = line.strip()
        indented = bool(stripped) and (line.startswith("    ") or line.startswith("\t"))
        if in_block and not (indented or not stripped):
            spans.append((block_start, offset))
            in_block = False
        if not in_block and indented and prev_blank:
            in_block, block_start = True, offset
        prev_blank = not stripped
        offset += len(line)
    if in_block:
        spans.append((block_start, offset))
    for m in _INLINE.finditer(text):
        spans.append((m.start(), m.end()))
    return _merge(spans)


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


# Inside code, natural language still stands where people write it: comments, docstrings, strings of several
# words ("Hello, Bishnu!", "Ingrid Solberg") and the name columns of git's blame and shortlog output. There the
# prose rules (NER, name rules) run as they do outside code; identifiers, keys and one-word strings stay code.
_PROSE_IN_CODE = re.compile(
    r"/\*.*?(?:\*/|\Z)|<!--.*?(?:-->|\Z)|\"\"\".*?(?:\"\"\"|\Z)|'''.*?(?:'''|\Z)"  # block comments, docstrings
    r"|(?:(?<=[\s`])|^)(?:#|//|--)[ \t]+[^\n]*|^[ \t]*;+[ \t]+[^\n]*"  # line comments: "# ", "// ", "-- ", "; "
    r'|"(?=[^"\n]*[^\W\d_][,.;:!?]?\s+[^\W\d_])(?:[^"\\\n]|\\.)*"'  # strings of two words or more
    r"|'(?=[^'\n]*[^\W\d_][,.;:!?]?\s+[^\W\d_])(?:[^'\\\n]|\\.)*'"
    r"|(?<=\()[^()\n]+?(?=\s+\d{4}-\d\d-\d\d[ T]\d)"  # git blame: "^a81c3e2 (Name Surname 2024-03-11 14:02"
    r"|^[ \t]*\d+[ \t]+[^\W\d_][^\n<>()\[\]{}=;:]*$",  # git shortlog -sn: "   42  Aoife Gallagher"
    re.S | re.M)


def identifier_spans(text: str, code: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """Code spans less the prose inside them (see _PROSE_IN_CODE): what only the code rules may touch."""
    code = code_spans(text) if code is None else code
    out: list[tuple[int, int]] = []
    for s, e in code:
        pos = s
        for m in _PROSE_IN_CODE.finditer(text, s, e):
            if m.end() - m.start() < 3:
                continue
            if m.start() > pos:
                out.append((pos, m.start()))
            pos = max(pos, m.end())
        if pos < e:
            out.append((pos, e))
    return out


def mask_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """Blank out spans (newlines kept) so NER never reads code while character offsets stay aligned."""
    if not spans:
        return text
    parts, pos = [], 0
    for s, e in spans:
        parts.append(text[pos:s])
        parts.append(re.sub(r"[^\n]", " ", text[s:e]))
        pos = e
    parts.append(text[pos:])
    return "".join(parts)


# --- extra recognizers ------------------------------------------------------------------------------------

# USPS street suffixes (Publication 28, appendix C1), full and abbreviated, plus unit designators.
_SUFFIXES = (
    "Alley|Aly|Annex|Anx|Arcade|Arc|Avenue|Ave|Av|Bayou|Beach|Bch|Bend|Bluffs?|Blf|Bottom|Btm|Boulevard|Blvd|"
    "Branch|Br|Bridge|Brg|Brook|Brooks|Burgs?|Bypass|Byp|Camp|Canyon|Cyn|Cape|Causeway|Cswy|Center|Ctr|Centers|"
    "Circles?|Cir|Cliffs?|Club|Common|Commons|Corners?|Cor|Course|Crse|Courts?|Ct|Coves?|Creek|Crk|Crescent|Cres|"
    "Crest|Crossing|Xing|Crossroad|Curve|Dale|Dam|Divide|Dv|Drives?|Dr|Estates?|Est|Expressway|Expy|Extensions?|"
    "Ext|Falls?|Ferry|Fields?|Flats?|Fords?|Forest|Forges?|Forks?|Fort|Ft|Freeway|Fwy|Gardens?|Gdns|Gateway|Gtwy|"
    "Glens?|Greens?|Groves?|Harbors?|Hbr|Haven|Heights|Hts|Highway|Hwy|Hills?|Hollow|Inlet|Islands?|Isle|"
    "Junctions?|Jct|Keys?|Knolls?|Lakes?|Land|Landing|Lane|Ln|Light|Lights|Loaf|Locks?|Lodge|Loop|Mall|Manors?|"
    "Meadows?|Mews|Mill|Mills|Mission|Motorway|Mount|Mountains?|Mtn|Neck|Orchard|Oval|Overpass|Park|Parks|Parkway|"
    "Pkwy|Pass|Passage|Path|Pike|Pines?|Place|Pl|Plains?|Plaza|Plz|Points?|Pt|Ports?|Prairie|Radial|Ramp|Ranch|"
    "Rapids?|Rest|Ridges?|River|Riv|Road|Rd|Roads|Route|Rte|Row|Rue|Run|Shoals?|Shores?|Skyway|Springs?|Spurs?|"
    "Squares?|Sq|Station|Sta|Stravenue|Stream|Streets?|St|Summit|Smt|Terrace|Ter|Throughway|Trace|Track|"
    "Trafficway|Trail|Trl|Trailer|Tunnel|Turnpike|Underpass|Unions?|Valleys?|Viaducts?|Views?|Villages?|Ville|"
    "Vista|Walks?|Wall|Way|Ways|Wells?"
)
_UNIT = r"(?:,?\s+(?:Apt|Apartment|Suite|Ste|Unit|Room|Rm|Floor|Fl|#)\.?\s*#?\s*[A-Za-z0-9-]{1,6})?"
STREET_ADDRESS_REGEX = (
    r"\b\d{1,6}[A-Za-z]?\s+"  # house number (1-6 digits, optional letter: 221B)
    r"(?:(?:[NSEW]|North|South|East|West|NE|NW|SE|SW)\.?\s+)?"  # pre-direction
    r"(?:[A-Z][a-zA-Z'-]+\s+|\d{1,3}(?:st|nd|rd|th)\s+){1,3}"  # street name words, capitalized or ordinal
    r"(?:" + _SUFFIXES + r")\b\.?"
    r"(?:\s+(?:[NSEW]|NE|NW|SE|SW)\b\.?)?"  # post-direction
    + _UNIT
    # optional ", City[, ST] [ZIP]" tail: the town next to a street address identifies it just as much
    + r"(?:,\s+[A-Z][\w'-]+(?:\s+(?:of|de|la|am|upon|on|the)?\s*[A-Z][\w'-]+){0,3}(?:,\s+[A-Z]{2})?(?:\s+\d{5}(?:-\d{4})?)?)?"
)


def street_address_recognizer() -> PatternRecognizer:
    return PatternRecognizer(
        supported_entity="STREET_ADDRESS",
        name="StreetAddressRecognizer",
        patterns=[Pattern("us_street_address", STREET_ADDRESS_REGEX, 0.55)],
        context=["address", "live", "lives", "living", "street", "ship", "shipping", "deliver", "mail", "located",
                 "home", "office", "apartment", "moved"],
        global_regex_flags=re.MULTILINE,  # case-sensitive: street names are capitalized
    )


# Credentials with a recognizable shape; anything they match is a secret, in prose or in code.
API_KEY_PATTERNS = [
    ("aws_access_key_id", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", 0.9),
    ("openai_key", r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}\b", 0.9),
    ("github_token", r"\bgh[pousr]_[A-Za-z0-9]{36,}\b", 0.9),
    ("slack_token", r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b", 0.9),
    ("google_api_key", r"\bAIza[0-9A-Za-z_-]{35}\b", 0.9),
    ("hf_token", r"\bhf_[A-Za-z0-9]{30,}\b", 0.9),
    ("private_key_block", r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----", 1.0),
]


def api_key_recognizer() -> PatternRecognizer:
    return PatternRecognizer(
        supported_entity="API_KEY",
        name="ApiKeyRecognizer",
        patterns=[Pattern(n, r, s) for n, r, s in API_KEY_PATTERNS],
        global_regex_flags=re.MULTILINE,
    )


def _luhn(digits: str) -> bool:
    total, alt = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if alt:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
        alt = not alt
    return total % 10 == 0


class CardNumberRecognizer(PatternRecognizer):
    """Card numbers Presidio's regex misses (Mastercard 2-series, 19-digit Visa, Maestro 12-19): IIN prefix + Luhn."""

    def __init__(self) -> None:
        super().__init__(
            supported_entity="CREDIT_CARD", name="CardNumberRecognizer",
            patterns=[Pattern("card_12_19", r"(?<!\d)(?<!\d[.-])(?:4|5[0-8]|2[2-7]|3[4-9]|6|2131|1800)\d{1,3}(?:[ -]?\d{2,6}){2,5}(?!\d|[.-]\d)", 0.3)],
            context=["card", "credit", "debit", "visa", "mastercard", "amex", "billing", "charged"],
        )

    def validate_result(self, pattern_text: str) -> bool:
        digits = re.sub(r"[ -]", "", pattern_text)
        return 12 <= len(digits) <= 19 and len(set(digits)) > 2 and _luhn(digits)


# Names and places announced by the words around them, which spaCy's small model often misses
# ("my name is ...", "Dear ...", "... told me", "based in ...", "a trip from ... to ...").
_NAME = r"(?P<v>[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?(?:\s+(?:[A-Z]\.\s+)?(?:Mc|Mac|O')?[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?){1,2})"
_NAME1 = r"(?P<v>[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?(?:\s+(?:Mc|Mac|O')?[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?){0,2})"
_PLACE = r"(?P<v>[A-Z][\w'.-]*(?:(?:\s+|\s*&\s*|\s+(?:of|de|la|am|upon|on|the|del|da|do)\s+)[A-Z][\w'.-]*){0,3})"
PERSON_CUES = [
    (r"\b(?:[Mm]y name is|[Nn]ame:|I am|I'm|[Tt]his is|[Dd]ear|[Aa]ttention|[Aa]ttn:?|[Mm]r\.?|[Mm]rs\.?|[Mm]s\.?|[Dd]r\.?|[Pp]rof\.?)\s+" + _NAME1, 0.6),
    (r"\b(?:[Hh]i|[Hh]ello|[Hh]ey|[Tt]hanks|[Rr]egards|[Ss]incerely|[Cc]heers|[Bb]est),?\s+" + _NAME, 0.5),
    (r"\b(?:colleague|friend|boss|manager|wife|husband|partner|son|daughter|brother|sister|mother|father|mom|dad|"
     r"client|customer|tenant|landlord|neighbor|neighbour|holder is|holder|signed by|sent by|written by|assistant for|"
     r"(?:email|letter|note|message|invitation|invoice|reply) to|call|contact|named|called|from|cc:?)\s+" + _NAME, 0.5),
    (r"(?:^|[.!?]\s+|\n|-\s|—\s)" + _NAME + r"(?=\s+(?:told|said|asked|wrote|says|mentioned|suggested|recommended|"
     r"called|emailed|texted|is my|was my|and I)\b)", 0.5),
    (r"(?:^|\s)[-–—~]\s*" + _NAME + r"\s*\Z", 0.5),  # a sign-off ending the text: "- Jane Doe"
]
LOCATION_CUES = [
    (r"\b(?:based|located|living|live|lives|lived|grew up|born|raised|staying|hosting us|vacation|holiday|office is|"
     r"headquartered)\s+in\s+" + _PLACE, 0.5),
    (r"\b(?:moved|moving|move|trip|travel(?:ing|led|ling)?|flight|flying|fly|relocat(?:e|ed|ing)|driving|drive|"
     r"commute|commuting)\s+(?:back\s+)?to\s+" + _PLACE, 0.5),
    (r"\b(?:trip|flight|travel(?:ing|led|ling)?|moved|moving|relocat(?:e|ed|ing)|originally|come|comes|came|am|"
     r"is|are|based)\s+from\s+" + _PLACE, 0.5),
    (r"\bfrom\s+" + _PLACE + r"\s+to\s+[A-Z]", 0.5),
    (r"\b(?:moved|moving|relocated|shipped|sent)\s+to\s+[^.;!?\n]{3,60}?\s+in\s+" + _PLACE, 0.45),
    (r"\b[A-Z][a-z]+\s+[A-Z][a-z]+\s+(?:from|in)\s+" + _PLACE, 0.45),  # "Jane Doe from Lyon"
    (r"\bfrom\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3}\s+to\s+" + _PLACE, 0.5),
]


class CuedRecognizer(LocalRecognizer):
    """Regexes whose named group `v` is the entity: the cue words around it are evidence, not part of it."""

    def __init__(self, entity: str, cues: list[tuple[str, float]], name: str):
        self.cues = [(re.compile(rx, re.M), score) for rx, score in cues]
        super().__init__(supported_entities=[entity], name=name, supported_language="en")

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        out = []
        for rx, score in self.cues:
            for m in rx.finditer(text):
                s, e = m.span("v")
                while e > s and text[e - 1] in ".,;:'":  # sentence punctuation is not part of the name
                    e -= 1
                expl = AnalysisExplanation(recognizer=self.name, original_score=score, pattern_name=rx.pattern[:40])
                out.append(RecognizerResult(self.supported_entities[0], s, e, score, analysis_explanation=expl,
                                            recognition_metadata={RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                                                                  RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id}))
        return out


def cued_recognizers() -> list[CuedRecognizer]:
    return [CuedRecognizer("PERSON", PERSON_CUES, "CuedPersonRecognizer"),
            CuedRecognizer("LOCATION", LOCATION_CUES, "CuedLocationRecognizer")]


def custom_recognizers(specs: list[dict[str, Any]]) -> list[PatternRecognizer]:
    """Recognizers from config: [{entity, patterns: [{regex, score, name?}], context: [...]}]."""
    out = []
    for i, spec in enumerate(specs):
        entity = spec.get("entity")
        patterns = spec.get("patterns") or []
        if not entity or not patterns:
            raise ValueError(f"pii.custom_recognizers.{i}: needs 'entity' and a non-empty 'patterns' list")
        pats = []
        for j, p in enumerate(patterns):
            try:
                re.compile(p["regex"])
            except (KeyError, TypeError, re.error) as exc:
                raise ValueError(f"pii.custom_recognizers.{i}.patterns.{j}.regex: {exc}") from None
            pats.append(Pattern(p.get("name", f"{entity.lower()}_{j}"), p["regex"], float(p.get("score", 0.6))))
        out.append(PatternRecognizer(supported_entity=entity, name=f"Custom{entity.title()}Recognizer_{i}",
                                     patterns=pats, context=spec.get("context") or None))
    return out


def deny_list_recognizers(deny_lists: dict[str, list[str]]) -> list[PatternRecognizer]:
    return [PatternRecognizer(supported_entity=e, name=f"DenyList{e.title()}Recognizer", deny_list=list(terms))
            for e, terms in deny_lists.items() if terms]


# --- false-positive guards --------------------------------------------------------------------------------

# Technical vocabulary spaCy's small model likes to tag as PERSON / LOCATION. Names that are also common
# first or last names (Adam, Julia, Ruby, Swift, Jenkins, ...) are deliberately absent: a leaked name costs more
# than a scrubbed tool name.
TECH_TERMS = frozenset(t.lower() for t in """
Python PyTorch Torch TensorFlow Keras JAX NumPy SciPy pandas Polars scikit-learn sklearn Matplotlib Seaborn Plotly
Jupyter Colab Kubernetes K8s Docker Podman Terraform Ansible CircleCI GitHub GitLab Bitbucket Git
Linux Ubuntu Debian Fedora CentOS Alpine Arch macOS iOS Android Windows WSL Unix FreeBSD Bash Zsh PowerShell
React Angular Vue Svelte Next.js Nuxt Node Node.js Deno Bun Express Django Flask FastAPI Rails Laravel Spring
Java JavaScript TypeScript Kotlin Scala Rust Go Golang Perl PHP Haskell Elixir Erlang Clojure Lua
Dart Flutter Fortran COBOL Lisp Prolog MATLAB Solidity Zig Nim OCaml
PostgreSQL Postgres MySQL SQLite MongoDB Redis Cassandra Elasticsearch Kafka RabbitMQ Spark Hadoop Hive Airflow
Prefect MLflow Dagster Snowflake BigQuery Redshift DynamoDB Firebase Supabase Nginx Apache Tomcat Gunicorn Uvicorn
AWS Azure GCP Lambda EC2 S3 Heroku Vercel Netlify Cloudflare OpenAI ChatGPT GPT BERT Llama Mistral Gemini
Hugging HuggingFace Transformers Tokenizer CUDA cuDNN ROCm Triton ONNX TensorRT OpenCV Pillow Selenium Playwright
Pydantic SQLAlchemy Celery Gradle Maven npm pip conda Poetry Webpack Vite Babel ESLint Prettier Streamlit Gradio
Excel Tableau PowerBI Salesforce Shopify WordPress Figma Slack Jira Confluence Notion Trello Zoom Siri
Raspberry Arduino Unity Unreal Godot Blender VSCode Vim Emacs IntelliJ PyCharm Xcode Eclipse
AdamW SGD LoRA QLoRA RLHF SGLang vLLM EAGLE Medusa
Chrome Chromium Safari Firefox Grafana Prometheus Kibana Loki Outlook Gmail Teams Keynote Spotify Netflix Workday
PagerDuty Opsgenie Splunk Statuspage Everbridge ServiceNow Freshdesk VictorOps xMatters Sentry Rootly FireHydrant
Dropbox Airtable HubSpot Canva Datadog Okta Zendesk Asana Miro Postman Kotlin Swift SwiftUI Xamarin Heroku
JSDoc Javadoc Doxygen Sphinx
""".split())

TECH_PHRASES = ("visual studio", "github actions", "hugging face", "google cloud", "azure devops", "stack overflow",
                "machine learning", "deep learning", "sql server", "power bi", "app engine", "cloud run", "web services")

# Addresses that name no one: loopback, unspecified, broadcast, link-local, documentation examples.
def ip_is_generic(span_text: str) -> bool:
    import ipaddress

    try:
        ip = ipaddress.ip_address(span_text.strip().strip("[]"))
    except ValueError:
        return False
    return ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast or \
        str(ip) in ("255.255.255.255", "255.255.255.0")


_CODEISH = re.compile(r"[_/\\\[\]{}<>=@#$%^*+|~`0-9]|\w[.:]\w|\w\(|::|^[a-z]+[A-Z]|[a-z][A-Z].*[a-z][A-Z]|[A-Z][a-z]{3,}[A-Z]")
_FILE_EXT = re.compile(
    r"\.(?:py|pyi|ipynb|js|jsx|ts|tsx|mjs|cjs|java|kt|rs|go|rb|php|c|h|cc|cpp|hpp|cs|sh|bash|zsh|ps1|md|rst|txt|"
    r"json|ya?ml|toml|ini|cfg|conf|env|lock|xml|html?|css|scss|sql|csv|tsv|parquet|log|pt|pth|bin|safetensors|"
    r"onnx|gguf|so|dll|exe|jar|whl|tar|gz|zip|dockerfile|tf|lua|swift|dart|scala|r|jl|vue|svelte)$",
    re.I,
)
_DOTTED_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+(?:\(\))?$")


def looks_technical(span_text: str) -> bool:
    """True for NER hits that are identifiers, paths or tech names rather than people and places."""
    t = span_text.strip()
    words = t.split()
    low = " " + " ".join(w.lower().strip(",.;:'\"()") for w in words) + " "
    if not t or any(w.strip() in TECH_TERMS for w in low.split()) or any(f" {p} " in low for p in TECH_PHRASES):
        return True
    if t == t.lower():  # people and places are capitalized; lower-case hits are words or identifiers
        return True
    return any(_CODEISH.search(w) for w in words)


def url_is_technical(span_text: str) -> bool:
    """A URL hit without scheme or slash that is a file name or a dotted module path (setup.py, torch.nn.functional)."""
    t = span_text.strip().strip("\"'")
    if "://" in t or "/" in t or t.lower().startswith("www."):
        return False
    return bool(_FILE_EXT.search(t)) or (_DOTTED_IDENT.match(t) is not None and not _looks_like_domain(t))


_COMMON_TLDS = {"com", "org", "net", "edu", "gov", "io", "ai", "co", "us", "uk", "de", "fr", "info", "biz", "me", "dev", "app"}


def _looks_like_domain(t: str) -> bool:
    return t.rsplit(".", 1)[-1].lower() in _COMMON_TLDS
