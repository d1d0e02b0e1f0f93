"""A learned last look at the name rules' output: logistic models over a word's own evidence (casing, name lists,
how often the web writes it, its endings) and its neighbours' (the words beside it, whether a found name stands next
to it, the look of its line). The rules each read one pattern; the models weigh all of them together, so a word with
several weak signs ("thx ngozi!! the flowers") is read as a name where no one rule fires (the add side), and a find
with several signs against it ("Fluent English", "Power Tool") is given back (the drop side).

Trained by `python benchmarks/train_name_model.py` on the development corpora under benchmarks/data (never on the
held-out one) and on real prompts taken as text without names; the weights ship as a small JSON file beside this
module, so the scrub stage needs no training library at run time and scores the same on every machine.
"""
from __future__ import annotations

import gzip
import json
import math
import re
from dataclasses import dataclass
from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import repeat
from pathlib import Path
from typing import Any, Iterable, Sequence

WEIGHTS = Path(__file__).with_name("pii_name_model.json.gz")
_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class Word:
    start: int
    end: int
    text: str


def words(text: str) -> list[Word]:
    """Runs of letters: the unit the model reads and marks ("Jean-Pierre" is two words)."""
    return [Word(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(text)]


def _held(ws: Sequence[Word], spans: Iterable[tuple[int, ...]], starts_only: bool = False
          ) -> list[tuple[int, int]]:
    """(span index, word index) for each word a span holds whole (or, with `starts_only`, whose start it holds)."""
    begins = [w.start for w in ws]
    out = []
    for n, span in enumerate(spans):
        s, e = span[0], span[1]
        for k in range(bisect_left(begins, s), bisect_left(begins, e) if starts_only else bisect_right(begins, e)):
            if starts_only or ws[k].end <= e:
                out.append((n, k))
    return out


def coverage(ws: Sequence[Word], spans: Sequence[tuple[int, int, str]]) -> tuple[list[bool], list[bool]]:
    """(inside any detection, inside a person) for each word."""
    found = [False] * len(ws)
    person = [False] * len(ws)
    for n, k in _held(ws, spans):
        found[k] = True
        person[k] = person[k] or spans[n][2] == "PERSON"
    return found, person


def _case(w: str) -> str:
    if w.islower():
        return "low"
    if w.isupper():
        return "up" if len(w) > 1 else "init"
    if w[0].isupper():
        return "title"
    return "mixed" if any(c.isupper() for c in w) else "none"  # "none": a script without capitals


def _zipf_bucket(z: float) -> str:
    return "0" if z <= 0 else str(min(int(z * 2) / 2, 6.0))


_CODE_LINE = re.compile(r"[=;{}]|\(\)|\b(?:import|def|return|class|function|const|var|let|print|self|for \w+ in)\b|"
                        r"^\s*(?:#|//|<)|\w\.\w+\(")


@lru_cache(maxsize=4096)
def _line_features_of(line: str) -> tuple[str, ...]:
    cased = [c for c in line if c.islower() or c.isupper()]
    up = sum(c.isupper() for c in cased) / max(1, len(cased))
    out = ["lineup" if len(cased) >= 8 and up > 0.8 else "linemixed"]
    if _CODE_LINE.search(line):
        out.append("linecode")
    if line.count("|") >= 2 or line.count("\t") >= 2 or line.count(";") >= 2:
        out.append("linetable")
    return tuple(out)


def _line_features(text: str, line_start: int) -> tuple[str, ...]:
    """The line the word stands on: written in capitals, like code, like a table row."""
    end = text.find("\n", line_start)
    return _line_features_of(text[line_start:end if end >= 0 else len(text)][:400])


def _glyph(c: str) -> str:
    """A character glued to a word: none, a digit, or the character itself."""
    return "_" if not c or c.isspace() else "d" if c.isdigit() else "w" if c.isalpha() else c


@lru_cache(maxsize=65536)
def _lexical(w: str) -> tuple[str, ...]:
    """The word itself (a name or brand that recurs across texts: "hoover", "sky") and its ends."""
    low = w.casefold()
    return (f"w={low}", f"suf3={low[-3:]}", f"suf2={low[-2:]}", f"pre2={low[:2]}") if len(low) >= 4 else (f"w={low}",)


@lru_cache(maxsize=65536)
def _shape(w: str) -> str:
    """"camel" for "ArtisanId", "dryRun"; "cap", "low", "up" otherwise."""
    if any(a.islower() and b.isupper() for a, b in zip(w, w[1:])):
        return "camel"
    return "cap" if w[:1].isupper() and w[1:].islower() else "low" if w.islower() else "up" if w.isupper() else "x"


def _gap(text: str, a: int, b: int) -> str:
    """What stands between two words, spaces squeezed: "", ",", "'s", ":\\n", "."..."""
    return "long" if b - a > 6 else _gap_of(text[a:b])


@lru_cache(maxsize=4096)
def _gap_of(g: str) -> str:
    return re.sub(r"[ \t]+", "_", g).replace("\n", "NL").replace("\r", "")


@lru_cache(maxsize=65536)
def _own(case: str, gz: str, z: str, mode: str, lang: str, length: int) -> tuple[str, ...]:
    """The features a word's class and its text give, alike for every word of that class."""
    return ("bias", f"case={case}", f"gz={gz}", f"z={z}", f"cgz={case}|{gz}", f"cz={case}|{z}", f"gzz={gz}|{z}",
            f"mode={mode}", f"mcase={mode}|{case}", f"lang={lang if len(lang) == 2 else 'x'}", f"len={length}",
            f"cgzz={case}|{gz}|{z}")


class Featurizer:
    """The features of one word in its text; `finder` is pii_names.NameFinder (its lists, the web frequencies)."""

    def __init__(self, finder: Any):
        self.finder = finder
        # a word's class is the same for every mention: read once per word and language
        self.word_class = lru_cache(maxsize=200_000)(self._word_class)

    def text_features(self, text: str) -> tuple[str, str]:
        letters = [c for c in text[:3000] if c.isalpha()]
        cased = [c for c in letters if c.islower() or c.isupper()]
        low = sum(c.islower() for c in cased) / max(1, len(cased))
        mode = "lowtext" if low > 0.97 else "uptext" if low < 0.2 and cased else "mixtext"
        from eagle_core.data import pii_names

        return mode, pii_names.detect_language(text)

    def _word_class(self, w: str, lang: str) -> tuple[str, str, str]:
        """(casing, name lists, web-frequency bucket); called as `word_class`, cached."""
        from eagle_core.data import pii_names

        f = self.finder
        low = w.casefold()
        gz = ("F" if low in f.first else "") + ("P" if low in f.popular else "") + \
            ("L" if low in f.last else "") + ("C" if low in f.common else "") + ("S" if low in f.stop else "")
        z = pii_names.web_frequency(low, lang if lang in pii_names._WORDFREQ_LANGS else "en") if w.isalpha() else 0.0
        return _case(w), gz or "-", _zipf_bucket(z)

    def features(self, text: str, ws: Sequence[Word], i: int, person: Sequence[bool], found: Sequence[bool],
                 mode: str, lang: str, classes: Sequence[tuple[str, str, str]]) -> list[str]:
        w = ws[i]
        case, gz, z = classes[i]
        out = [*_own(case, gz, z, mode, lang, min(len(w.text), 12)), *_lexical(w.text)]
        line_start = text.rfind("\n", 0, w.start) + 1
        out += _line_features(text, line_start)
        glued = text[w.start - 1:w.start] if w.start else ""
        glued_after = text[w.end:w.end + 1]
        out += [f"glue={_glyph(glued)}{_glyph(glued_after)}", f"shape={_shape(w.text)}"]
        before = text[line_start:w.start].strip()
        out.append("linestart" if not before else f"prevch={before[-1]}" if not before[-1].isalnum() else "prevch=w")
        after = text[w.end:w.end + 3]
        out.append(f"nextch={after[:1] if after[:1] and not after[:1].isalnum() else 'w'}")
        if after.startswith(("'s", "’s")):
            out.append("poss")
        for d, tag in ((-1, "p1"), (1, "n1"), (-2, "p2"), (2, "n2")):
            j = i + d
            if not 0 <= j < len(ws):
                out.append(f"{tag}=NONE")
                continue
            o = ws[j]
            gap = _gap(text, ws[min(i, j)].end, ws[max(i, j)].start) if abs(d) == 1 else ""
            olow = o.text.casefold()
            ocase, ogz, oz = classes[j]
            out.append(f"{tag}w={olow}")
            if abs(d) == 1:
                out += [f"{tag}gap={gap}", f"{tag}c={ocase}|{gap}", f"{tag}gz={ogz}|{gap}",
                        f"{tag}cc={ocase}|{case}", f"{tag}z={oz}"]
                if person[j]:
                    out += [f"{tag}per", f"{tag}per|{gap}", f"{tag}per|{case}|{gz}"]
                elif found[j]:
                    out.append(f"{tag}found")
            elif person[j]:
                out.append(f"{tag}per")
        return out

    def candidates(self, text: str, spans: Sequence[tuple[int, int, str]], ws: Sequence[Word] | None = None,
                   mode: str = "", lang: str = "", classes: Sequence[tuple[str, str, str]] | None = None,
                   skip: Sequence[tuple[int, int]] = (), lower_stop: bool = True
                   ) -> tuple[Sequence[Word], list[int], list[list[str]]]:
        """The words no detection covers and no `skip` span holds the start of, with their features. Without
        `lower_stop`, lower-case stop words are left out: training reads them (as what names are not), the scrub
        stage need not (two in five words of real prompts, none of them above the add threshold)."""
        ws = words(text) if ws is None else ws
        if not mode:
            mode, lang = self.text_features(text)
        found, person = coverage(ws, spans)
        classes = classes if classes is not None else [self.word_class(w.text, lang) for w in ws]
        # a script without capitals gives the model no casing to read ("שלום עולם", "지금"): the rules' own
        # (pii_names.uncased_names) stay the only reading there
        skipped = {k for _, k in _held(ws, skip, starts_only=True)}
        idx = [k for k, w in enumerate(ws) if not found[k] and len(w.text) >= 2 and classes[k][0] != "none"
               and k not in skipped and (lower_stop or not (classes[k][0] == "low" and "S" in classes[k][1]))]
        return ws, idx, [self.features(text, ws, k, person, found, mode, lang, classes) for k in idx]


class NameModel:
    """Weights over feature strings and the probability a side acts on."""

    def __init__(self, weights: dict[str, float], threshold: float):
        self.weights = weights
        self.threshold = threshold

    def probability(self, feats: Iterable[str]) -> float:
        z = sum(map(self.weights.get, feats, repeat(0.0)))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


# ---------------------------------------------------------------------------------------------------------------
# The drop side: a person the rules found, read the same way; a span whose words all look like no name ("Overleaf",
# "Likert", "Power Tool") is left in the text. Places are never dropped: the name corpora do not mark them, so they
# cannot say which place a find wrongly redacts, and a town is PII of its own.


def span_features(featurizer: Featurizer, text: str, ws: Sequence[Word], classes: Sequence[tuple[str, str, str]],
                  mode: str, lang: str, spans: Sequence[tuple[int, int, str]], k: int) -> list[str] | None:
    """The features of detection k: its entity, its length in words and its words' features with the other
    detections as their neighbours."""
    s, e, ent = spans[k]
    inside = [k for _, k in _held(ws, [(s, e)])]
    if not inside:
        return None
    found, person = coverage(ws, [x for i, x in enumerate(spans) if i != k])
    feats = {f"ent={ent}", f"nw={min(len(inside), 4)}"}
    for j in inside:
        feats.update(featurizer.features(text, ws, j, person, found, mode, lang, classes))
    return sorted(feats)


def person_finds(featurizer: Featurizer, text: str, spans: Sequence[tuple[int, int, str]],
                 ws: Sequence[Word], mode: str, lang: str, classes: Sequence[tuple[str, str, str]]
                 ) -> list[tuple[int, list[str]]]:
    """(detection index, features) of every person find the drop side reads, at run time and in training."""
    return [(k, f) for k, (_, _, ent) in enumerate(spans) if ent == "PERSON"
            and (f := span_features(featurizer, text, ws, classes, mode, lang, spans, k)) is not None]


class LearnedPass:
    """Both sides over one text's detections: (spans to drop, word spans to add)."""

    def __init__(self, add: NameModel, drop: NameModel, featurizer: Featurizer):
        self.add, self.drop, self.featurizer = add, drop, featurizer

    def __call__(self, text: str, spans: Sequence[tuple[int, int, str]], skip: Sequence[tuple[int, int]] = ()
                 ) -> tuple[set[int], list[tuple[int, int, float]]]:
        fz = self.featurizer
        ws = words(text)
        if not ws:
            return set(), []
        mode, lang = fz.text_features(text)
        classes = [fz.word_class(w.text, lang) for w in ws]
        dropped = {k for k, feats in person_finds(fz, text, spans, ws, mode, lang, classes)
                   if self.drop.probability(feats) < self.drop.threshold}
        _, idx, feats = fz.candidates(text, spans, ws=ws, mode=mode, lang=lang, classes=classes, skip=skip,
                                      lower_stop=False)
        added = []
        for k, f in zip(idx, feats):
            w = ws[k]
            p = self.add.probability(f)
            if p >= self.add.threshold:
                added.append((w.start, w.end, p))
        return dropped, added


@lru_cache(maxsize=1)
def _weights_file(path: str) -> dict:
    return json.loads(gzip.decompress(Path(path).read_bytes()))


def load_pass(finder: Any, path: Path = WEIGHTS) -> LearnedPass:
    data = _weights_file(str(path))
    return LearnedPass(NameModel(data["add"]["weights"], data["add"]["threshold"]),
                       NameModel(data["drop"]["weights"], data["drop"]["threshold"]), Featurizer(finder))


# ---------------------------------------------------------------------------------------------------------------
# Training (scikit-learn, only here): rows from the rules' own output on labelled corpora, folds by corpus.


def add_rows(featurizer: Featurizer, record: dict, spans: Sequence[tuple[int, int, str]],
             skip: Sequence[tuple[int, int]]) -> list[tuple[int, int, int, list[str]]]:
    """(start, end, label, features) of every word the rules left, label 1 inside a gold name."""
    from eagle_core.data.pii_names import uninverted

    text = uninverted(record["text"])  # as the engine reads it
    ws, idx, feats = featurizer.candidates(text, spans, skip=skip)
    out = []
    for k, f in zip(idx, feats):
        w = ws[k]
        y = int(any(n["start"] <= w.start and w.end <= n["end"] for n in record["names"]))
        out.append((w.start, w.end, y, f))
    return out


def drop_rows(featurizer: Featurizer, record: dict, spans: Sequence[tuple[int, int, str]]
              ) -> list[tuple[int, int, int, int, list[str]]]:
    """(detection index, start, end, label, features) of every person the rules found, label 1 where it touches a
    name."""
    from eagle_core.data.pii_names import uninverted

    text = uninverted(record["text"])
    ws = words(text)
    mode, lang = featurizer.text_features(text)
    classes = [featurizer.word_class(w.text, lang) for w in ws]
    out = []
    for k, f in person_finds(featurizer, text, spans, ws, mode, lang, classes):
        s, e, _ = spans[k]
        out.append((k, s, e, int(any(n["start"] < e and s < n["end"] for n in record["names"])), f))
    return out


def fit(rows: Sequence[tuple[Any, ...]], c: float = 0.3) -> dict[str, float]:
    """L2 logistic regression (liblinear, fixed seed) over binary features; weights under 1e-3 are dropped."""
    import numpy as np
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    dv = DictVectorizer()
    x = dv.fit_transform([dict.fromkeys(r[-1], 1) for r in rows])
    x.indices, x.indptr = x.indices.astype(np.int32), x.indptr.astype(np.int32)
    y = np.array([r[-2] for r in rows])
    m = LogisticRegression(C=c, solver="liblinear", max_iter=5000, random_state=0).fit(x, y)
    # liblinear fits the intercept as the weight of a constant feature; "bias" is that feature here
    w = dict(zip(dv.get_feature_names_out().tolist(), m.coef_[0].tolist()))
    w["bias"] = w.get("bias", 0.0) + float(m.intercept_[0])
    return {f: round(v, 4) for f, v in sorted(w.items()) if abs(v) >= 1e-3}


def _detect(job: tuple[list[str], dict]) -> list[tuple[list[tuple[int, int, str]], list[tuple[int, int]]]]:
    """The rules' detections (no learned pass) and the spans the learned pass never adds in (code identifiers,
    products' names) of each text, in a worker."""
    from eagle_core.config import PiiConfig
    from eagle_core.data.pii_analyzer import Engine

    texts, cfg = job
    engine = Engine(PiiConfig(**{**cfg, "learned": False, "drop_on": []}))
    return [([(d.start, d.end, d.entity) for d in f if engine.operator_for(d.entity) != "keep"],
             [*code, *brands])
            for f, code, brands in engine.rule_detections(texts)]


def collect(corpora: Sequence[Path], cfg: dict, processes: int = 2, background: Sequence[str] = (),
            folds: int = 5) -> list[tuple[str, dict, list, list]]:
    """(corpus name, record, rule spans, code spans) for every record of the corpora's names_eval.jsonl, then for
    the background texts (real prompts: every word the rules leave there counts as no name; "background-<fold>")."""
    from concurrent.futures import ProcessPoolExecutor

    records = [(c.name, json.loads(line)) for c in corpora
               for line in (c / "names_eval.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    records += [(f"background-{j % folds}", {"text": t, "names": [], "keep": []}) for j, t in enumerate(background)]
    chunks = [records[i::processes] for i in range(processes)]
    with ProcessPoolExecutor(processes) as pool:
        results = list(pool.map(_detect, [([r["text"] for _, r in ch], cfg) for ch in chunks]))
    out = [None] * len(records)
    for i, (ch, res) in enumerate(zip(chunks, results)):
        for j, ((name, rec), (spans, code)) in enumerate(zip(ch, res)):
            out[i + j * processes] = (name, rec, spans, code)
    return out


_TOKEN = re.compile(r"[^\W\d_]+")


def _effect(data: Sequence[tuple[str, dict, list, list]], dropped: set, added: dict) -> tuple[float, float]:
    """Whole-name recall and keep-rate (offsets: every word of a name covered; a keep word untouched) after
    dropping the detections `dropped` ((record index, k)) and adding the word spans `added[record index]`."""
    hit = n = kept = nk = 0
    for i, (_, rec, spans, _) in enumerate(data):
        text = rec["text"]
        cover = [(s, e) for k, (s, e, _) in enumerate(spans) if (i, k) not in dropped] + added.get(i, [])
        for nm in rec["names"]:
            n += 1
            hit += all(any(a <= nm["start"] + m.start() and nm["start"] + m.end() <= b for a, b in cover)
                       for m in _TOKEN.finditer(text[nm["start"]:nm["end"]]))
        for kw in rec["keep"]:
            for m in re.finditer(re.escape(kw), text):
                if not any(nm["start"] < m.end() and m.start() < nm["end"] for nm in rec["names"]):
                    nk += 1
                    kept += not any(a < m.end() and m.start() < b for a, b in cover)
    return hit / max(1, n), kept / max(1, nk)


def train(corpora: Sequence[Path], out: Path = WEIGHTS, cfg: dict | None = None, c: float = 0.3, folds: int = 5,
          processes: int = 2, background: Sequence[str] = (), log: Any = print, add_precision: float = 0.92) -> dict:
    """Fit both sides on the corpora and choose each threshold from out-of-fold probabilities (folds by corpus):
    the add side's lowest threshold whose additions are names `add_precision` of the time (92%: at 90% it took
    ordinary lower-case words of real prompts, "its open-mouthed gape"), the drop side's highest whose drops
    are no name 98% of the time. `background`: real prompts whose words the rules leave are taken as no names (the
    corpora hold a name in every prompt; real traffic does not, and pastes code and capitals the corpora lack);
    they teach the add side only. Writes the weights file; returns its summary."""
    from eagle_core.data import pii_names

    if len(corpora) < folds:
        raise ValueError(f"pii_learned.train: {len(corpora)} corpora for {folds} folds (folds are by corpus)")
    cfg = dict(cfg or {})
    data = collect(corpora, cfg, processes, background, folds)
    fz = Featurizer(pii_names.NameFinder(cfg.get("name_rank", pii_names.RANK)))
    adds = [(i, *row) for i, (_, rec, spans, code) in enumerate(data) for row in add_rows(fz, rec, spans, code)]
    drops = [(i, *row) for i, (name, rec, spans, _) in enumerate(data) if not name.startswith("background-")
             for row in drop_rows(fz, rec, spans)]
    names = sorted({d[0] for d in data if not d[0].startswith("background-")})
    fold_of = {name: j % folds for j, name in enumerate(names)} | {f"background-{j}": j for j in range(folds)}
    p_add = [0.0] * len(adds)
    p_drop = [1.0] * len(drops)
    for f in range(folds):
        held = {i for i, d in enumerate(data) if fold_of[d[0]] == f}
        wa = fit([r for r in adds if r[0] not in held], c)
        wd = fit([r for r in drops if r[0] not in held], c)
        for j, r in enumerate(adds):
            if r[0] in held:
                p_add[j] = NameModel(wa, 0).probability(r[-1])
        for j, r in enumerate(drops):
            if r[0] in held:
                p_drop[j] = NameModel(wd, 0).probability(r[-1])
        log(f"fold {f + 1}/{folds} fitted")
    add_t = next((t / 100 for t in range(20, 100, 5)
                  if _precision([(p, r[-2]) for p, r in zip(p_add, adds) if p >= t / 100]) >= add_precision), 0.95)
    drop_t = next((t / 100 for t in (30, 25, 20, 15, 10, 5, 2)
                   if _precision([(1 - p, 1 - r[-2]) for p, r in zip(p_drop, drops) if p < t / 100]) >= 0.98), 0.0)
    log(_added_by_source(p_add, adds, data, add_t))
    base = _effect(data, set(), {})
    added: dict[int, list] = {}
    for p, r in zip(p_add, adds):
        if p >= add_t:
            added.setdefault(r[0], []).append((r[1], r[2]))
    after = _effect(data, {(r[0], r[1]) for p, r in zip(p_drop, drops) if p < drop_t}, added)
    summary = {"corpora": names, "records": len(data) - len(background), "background": len(background),
               "c": c, "folds": folds, "add_precision": add_precision,
               "add_threshold": add_t, "drop_threshold": drop_t,
               "out_of_fold": {"recall": [round(base[0], 4), round(after[0], 4)],
                               "keep": [round(base[1], 4), round(after[1], 4)]},
               "rules": pii_names.SCRUB_VERSION}
    log(json.dumps(summary))
    weights = {"add": {"weights": fit(adds, c), "threshold": add_t},
               "drop": {"weights": fit(drops, c), "threshold": drop_t}, "trained": summary}
    out.write_bytes(gzip.compress(json.dumps(weights, sort_keys=True).encode(), mtime=0))
    return summary


def _added_by_source(p_add: Sequence[float], adds: Sequence[tuple], data: Sequence[tuple], t: float) -> str:
    """Out-of-fold additions at threshold t: names and not, on the corpora; words added per background prompt."""
    corp = [r[-2] for p, r in zip(p_add, adds) if p >= t and not data[r[0]][0].startswith("background-")]
    back = sum(1 for p, r in zip(p_add, adds) if p >= t and data[r[0]][0].startswith("background-"))
    n_back = sum(1 for d in data if d[0].startswith("background-"))
    return f"add at {t}: corpora {sum(corp)} names, {len(corp) - sum(corp)} not; background {back} words in " \
           f"{n_back} prompts"


def _precision(pairs: Sequence[tuple[float, int]]) -> float:
    return sum(y for _, y in pairs) / len(pairs) if pairs else 1.0
