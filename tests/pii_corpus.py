"""A seeded, Faker-built corpus of prompt records with planted PII and planted must-keep technical phrases.

`build_corpus(n, seed)` returns CorpusItems: the record ({"id", "source", "messages"}), the planted values per
entity type, the technical phrases that must survive scrubbing, and the context ("chat", "code", "multi").
`leaked(entity, value, text)` says whether any identifying piece of a planted value is still in a text.
Shared by tests/test_pii.py, benchmarks/pii_bench.py and the orchestration tests.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

from faker import Faker

from eagle_core.data.pii_places import is_public_place

ENTITIES = ["PERSON", "LOCATION", "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "US_SSN",
            "IP_ADDRESS", "URL", "STREET_ADDRESS", "API_KEY"]

# Real towns (people write real ones) next to Faker's made-up cities (US and German), some with their state;
# cities of 100,000 people are kept by default (pii.places: cities), so none of them is planted.
_REAL_TOWNS = ["Ithaca", "Bozeman", "Annecy", "Tübingen", "Bamberg", "Lucca", "Sintra", "Hallstatt", "Galway",
                "Kilkenny", "Zermatt", "Banff", "Sedona", "Aspen", "Nantucket", "Taos", "Tromsø", "Rovaniemi",
                "Colmar", "Kotor", "Bled", "Stellenbosch", "Essaouira", "Chefchaouen"]

# Technical text that scrubbing must not damage (identifiers, versions, ports, paths, hex, tool names).
KEEP_PROSE = [
    "PyTorch", "TensorFlow", "Kubernetes", "Docker", "Python 3.11", "Node.js 18", "Ubuntu 22.04", "CUDA 12.1",
    "torch.nn.functional", "numpy.linalg.norm", "pandas.DataFrame", "os.path.join", "sklearn.model_selection",
    "version 1.2.3", "v2.0.1", "release 0.9.14", "localhost:8080", "port 5432", ":3000", "line 42", "line 1187",
    "0xDEADBEEF", "0x7ffd5e8c", "max_new_tokens", "attention_mask", "get_user_by_id", "AutoModelForCausalLM",
    "HttpClientFactory", "LlamaForCausalLM", "/usr/local/bin/python3", "src/utils/helpers.py", "setup.py",
    "requirements.txt", "config.yaml", "~/.bashrc", "C:\\Users\\Public\\Documents", "PostgreSQL", "Redis",
    "FastAPI", "Django", "Flask", "React", "TypeScript", "GitHub Actions", "AWS Lambda", "Terraform",
    "Elasticsearch", "scikit-learn", "Hugging Face", "SHA-256", "UTF-8", "HTTP 404", "Jupyter", "MLflow",
    "Prefect", "Nginx", "Kafka", "Rust", "Golang", "Windows 11", "macOS Sonoma", "Visual Studio Code",
]
KEEP_CODE = [
    "import torch.nn.functional as F", "def compute_loss(logits, labels):", "class DataLoaderConfig:",
    "for i in range(1024):", "MAX_RETRIES = 5", "self.hidden_size = 4096", "return np.mean(x, axis=0)",
    "app.run(host=\"0.0.0.0\", port=8080)", "version = \"2.3.1\"", "buf = 0xFF00FF", "if __name__ == \"__main__\":",
    "df.groupby(\"user_id\").agg(\"sum\")", "logger.info(\"epoch %d\", epoch)", "x = torch.zeros(3, 4)",
]

_CHAT = [
    "Hi, my name is {PERSON} and I'm stuck on a {KEEP} problem. Can you help?",
    "You can reach me at {EMAIL_ADDRESS} or call {PHONE_NUMBER} if that's easier.",
    "Please ship the replacement to {STREET_ADDRESS}, {LOCATION}. I'm using {KEEP} for the tracking script.",
    "My credit card {CREDIT_CARD} was charged twice this month. Can you write a complaint letter for me?",
    "Write a short note to my bank: the transfer to IBAN {IBAN_CODE} failed twice.",
    "My social security number is {US_SSN}. Is it safe to put it on this tax form?",
    "Our staging server at {IP_ADDRESS} keeps timing out when I deploy with {KEEP}.",
    "Draft an email to {PERSON} in {LOCATION} about moving our {KEEP} migration to next week.",
    "I grew up in {LOCATION} but now I work remotely for a team that uses {KEEP}.",
    "{PERSON} told me to read {URL} before upgrading to {KEEP}.",
    "Can you proofread this? 'Dear {PERSON}, thank you for hosting us in {LOCATION} last spring.'",
    "My phone number changed to {PHONE_NUMBER}; please update my profile. Also why does {KEEP} fail?",
    "Send the invoice to {EMAIL_ADDRESS}, attention {PERSON}, {STREET_ADDRESS}.",
    "The login attempts came from {IP_ADDRESS}; my account email is {EMAIL_ADDRESS}.",
    "I live at {STREET_ADDRESS} and the package never arrived. Who should I contact?",
    "Write a recommendation letter for my colleague {PERSON}, who led our {KEEP} rollout.",
    "Billing failed for card {CREDIT_CARD}. The card holder is {PERSON}.",
    "Please wire the deposit to {IBAN_CODE} (account holder {PERSON}).",
    "Our office moved to {STREET_ADDRESS} in {LOCATION}; the wifi config still points at {IP_ADDRESS}.",
    "For verification my SSN is {US_SSN} and my date of birth is on file. Now, how do I fix {KEEP}?",
    "I'm planning a trip from {LOCATION} to {LOCATION}. Any tips? Also, what's new in {KEEP}?",
    "Text me at {PHONE_NUMBER} when the {KEEP} job finishes, or email {EMAIL_ADDRESS}.",
    "My API key {API_KEY} stopped working with {KEEP}. What did I do wrong?",
    "Summarize this complaint from {PERSON} ({EMAIL_ADDRESS}, {PHONE_NUMBER}) about our {KEEP} service.",
]

_CODE = [
    'Why does this fail at {KEEP}?\n\n```python\n{KEEPCODE}\nADMIN_EMAIL = "{EMAIL_ADDRESS}"\n'
    'DB_HOST = "{IP_ADDRESS}"\n{KEEPCODE}\n```\n\nThanks, {PERSON}',
    'Here is my test fixture, I use {KEEP}:\n\n```python\n{KEEPCODE}\ncustomer = {{"name": "x", "phone": "{PHONE_NUMBER}",\n'
    '            "card": "{CREDIT_CARD}"}}\n{KEEPCODE}\n```\n\nIt errors on {KEEP}.',
    'My config (see {KEEP}):\n\n```yaml\nsmtp_user: {EMAIL_ADDRESS}\nupstream: {IP_ADDRESS}\nssn_field: "{US_SSN}"\n```\n\n'
    'Sent by {PERSON} from {LOCATION}.',
    'This snippet leaks a key, right?\n\n    {KEEPCODE}\n    client = Client(api_key="{API_KEY}")\n    {KEEPCODE}\n\n'
    'I work with {KEEP} and {KEEP}.',
    'Refactor this:\n\n```js\nconst iban = "{IBAN_CODE}";\n// owner: {EMAIL_ADDRESS}\n```\n\nUsing {KEEP}, please.',
    'The stack trace mentions {KEEP} and `{KEEPINLINE}`:\n\n```\nConnectionError: connect to {IP_ADDRESS} port 5432 refused\n'
    '  File "src/db.py", line 88, in connect\n```\n\nCall me at {PHONE_NUMBER}. - {PERSON}',
]

_SYSTEM = [
    "You are a helpful assistant for {PERSON}, an engineer based in {LOCATION}.",
    "You are a support agent. The customer's email is {EMAIL_ADDRESS}.",
    "You are a coding assistant. Prefer {KEEP} in examples.",
]


@dataclass
class CorpusItem:
    record: dict[str, Any]
    planted: dict[str, list[str]] = field(default_factory=dict)
    keep: list[str] = field(default_factory=list)
    context: str = "chat"


class _Values:
    def __init__(self, seed: int):
        self.f = Faker("en_US")
        self.f.seed_instance(seed)
        self.de = Faker("de_DE")
        self.de.seed_instance(seed + 1)
        self.r = random.Random(seed)

    def PERSON(self) -> str:
        return f"{self.f.first_name()} {self.f.last_name()}"

    def LOCATION(self) -> str:
        # Places the default policy redacts: countries, states and cities of 100,000 people alone name no one and are
        # kept (pii.places: cities; tests/test_pii.py::test_places_policy_keeps_cities_and_optionally_only_regions).
        while True:
            k = self.r.random()
            if k < 0.4:
                v = self.r.choice(_REAL_TOWNS)
            elif k < 0.6:
                v = self.f.city()
            elif k < 0.8:
                v = self.de.city()
            else:
                v = f"{self.f.city()}, {self.f.state()}"
            if not is_public_place(v, "cities", 100_000):
                return v

    def EMAIL_ADDRESS(self) -> str:
        return self.r.choice([self.f.email, self.f.free_email, self.f.company_email])()

    def PHONE_NUMBER(self) -> str:
        import phonenumbers

        while True:  # a real user's number is a valid one
            area = f"{self.r.randint(2, 9)}{self.r.randint(0, 8)}{self.r.randint(0, 9)}"
            exch = f"{self.r.randint(2, 9)}{self.r.randint(0, 9)}{self.r.randint(0, 9)}"
            line = f"{self.r.randint(0, 9999):04d}"
            if phonenumbers.is_valid_number(phonenumbers.parse(area + exch + line, "US")):
                break
        return self.r.choice([f"({area}) {exch}-{line}", f"{area}-{exch}-{line}", f"{area}.{exch}.{line}",
                              f"+1 {area} {exch} {line}", f"+1-{area}-{exch}-{line}"])

    def CREDIT_CARD(self) -> str:
        num = self.f.credit_card_number()
        if len(num) == 16 and self.r.random() < 0.5:
            sep = self.r.choice([" ", "-"])
            return sep.join(num[i:i + 4] for i in range(0, 16, 4))
        return num

    def IBAN_CODE(self) -> str:
        iban = self.r.choice([self.f.iban, self.de.iban])()
        if self.r.random() < 0.4:
            return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
        return iban

    def US_SSN(self) -> str:
        return self.f.ssn()

    def IP_ADDRESS(self) -> str:
        return self.f.ipv6() if self.r.random() < 0.2 else self.f.ipv4_public()

    def URL(self) -> str:
        return self.f.url() + self.r.choice(["", "profile/" + self.f.user_name(), "account?id=" + str(self.r.randint(1, 99999))])

    def STREET_ADDRESS(self) -> str:
        return self.r.choice([self.f.street_address, self.f.street_address,
                              lambda: f"{self.r.randint(1, 999)} {self.f.last_name()} St., Apt {self.r.randint(1, 40)}"])()

    def API_KEY(self) -> str:
        return self.r.choice([lambda: "sk-" + self.f.pystr(40, 40), lambda: "AKIA" + self.f.pystr(16, 16).upper(),
                              lambda: "ghp_" + self.f.pystr(36, 36)])()


def _fill(template: str, v: _Values, planted: dict[str, list[str]], keep: list[str]) -> str:
    def sub(m: re.Match) -> str:
        name = m.group(1)
        if name == "KEEP":
            val = v.r.choice(KEEP_PROSE)
            keep.append(val)
            return val
        if name == "KEEPCODE":
            val = v.r.choice(KEEP_CODE)
            keep.append(val)
            return val
        if name == "KEEPINLINE":
            val = v.r.choice(["torch.cuda.OutOfMemoryError", "my_module.load_config", "ValueError", "np.float32"])
            keep.append(val)
            return val
        val = getattr(v, name)()
        planted.setdefault(name, []).append(val)
        return val

    return re.sub(r"\{([A-Z_]+)\}", sub, template.replace("{{", "\x00").replace("}}", "\x01")) \
        .replace("\x00", "{").replace("\x01", "}")


def build_corpus(n: int = 240, seed: int = 0) -> list[CorpusItem]:
    """n prompt records with planted PII of every type (chat, code and multi-turn contexts); deterministic in seed."""
    v = _Values(seed)
    items = []
    for i in range(n):
        planted: dict[str, list[str]] = {}
        keep: list[str] = []
        kind = ("chat", "code", "multi")[i % 3]
        messages = []
        if kind == "code":
            messages.append({"role": "user", "content": _fill(_CODE[(i // 3) % len(_CODE)], v, planted, keep)})
        else:
            if v.r.random() < 0.3:
                messages.append({"role": "system", "content": _fill(v.r.choice(_SYSTEM), v, planted, keep)})
            turns = 1 if kind == "chat" else v.r.randint(2, 3)
            for t in range(turns):
                tpl = _CHAT[(i * 7 + t * 5) % len(_CHAT)]
                messages.append({"role": "user", "content": _fill(tpl, v, planted, keep)})
                if kind == "multi" and t < turns - 1:
                    messages.append({"role": "assistant", "content": "Sure, I can help with that. Could you say more?"})
        record = {"id": f"pii-{seed}-{i:05d}", "source": "pii-corpus", "messages": messages}
        items.append(CorpusItem(record=record, planted=planted, keep=keep, context=kind))
    return items


def record_text(record: dict[str, Any]) -> str:
    return "\n".join(m["content"] for m in record["messages"] if isinstance(m.get("content"), str))


def leaked(entity: str, value: str, text: str, original: str | None = None) -> bool:
    """Whether an identifying piece of a planted value is still present in text (the scrubbed output).

    With `original` (the unscrubbed text), a chunk only counts when it survives more often than the rest of the
    original text explains (a card group "8080" next to "localhost:8080")."""
    if value in text:
        return True
    rest = original.replace(value, " ") if original is not None else ""

    def survives(pattern: str) -> bool:
        return len(re.findall(pattern, text)) > len(re.findall(pattern, rest))

    if entity == "PERSON":
        return any(survives(rf"(?<![A-Za-z]){re.escape(p)}(?![A-Za-z])") for p in value.split() if len(p) >= 3)
    if entity == "STREET_ADDRESS":
        head = " ".join(value.split()[:2])  # house number + first street-name word
        return survives(re.escape(head))
    if entity in ("LOCATION", "URL", "EMAIL_ADDRESS", "API_KEY"):
        return False
    # numbers / IPs / IBANs: any 4+ character chunk of the value surviving as a token counts as a leak
    chunks = re.findall(r"[A-Za-z0-9:]{4,}", value) if entity != "IP_ADDRESS" else [value]
    return any(survives(rf"(?<![A-Za-z0-9]){re.escape(c)}(?![A-Za-z0-9])") for c in chunks)
