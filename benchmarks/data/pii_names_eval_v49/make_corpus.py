#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate names_eval.jsonl (v49: politics, government and public administration).

    python3 make_corpus.py            # (re)writes names_eval.jsonl byte for byte
    python3 make_corpus.py --stats    # the same, then prints statistics

python3 stdlib only; one random.Random(49049); fixed iteration order; every record is
validated before the file is written (see corpus_checks.py).
"""
import json
import os
import random
import sys

import render
from corpus_checks import stats, validate_all
from lexicon_extra import lexicon
from names_data import ORIGINS
from people import make_person
from tpl_business import BUSINESS
from tpl_code_a import CODE_A
from tpl_code_b import CODE_B
from tpl_cultures import CULT, CULT_NAT
from tpl_en_a import CASING, POSITION
from tpl_en_b import LISTS, POSSESSIVE
from tpl_en_c import QUOTED, TITLES
from tpl_hand_a import HAND_A
from tpl_hand_b import HAND_B
from tpl_keep_en import KEEP_EN
from tpl_lang_a import LANGS_A
from tpl_lang_b import LANGS_B
from tpl_lang_c import LANGS_C
from tpl_lang_d import LANGS_D
from tpl_lang_e import LANGS_E
from tpl_lang_f import LANGS_F
from tpl_lang_g import LANGS_G

SEED = 49049
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "names_eval.jsonl")
HAND = dict(HAND_A, **HAND_B)
LEX = lexicon()
LANGS = LANGS_A + LANGS_B + LANGS_C + LANGS_D + LANGS_E + LANGS_F + LANGS_G
CASING_MODES = ["lower", "upper", "namelower", "nameupper", "famupper"]
N = dict(casing=14, position=22, lists=72, possessive=64, quoted=72, titles=80, code=84,
         business=72, keep_en=80)


class Deck:
    """Templates dealt from a shuffled deck, reshuffled when empty: even use, no repeats
    inside one pass."""

    def __init__(self, rng, items):
        self.rng, self.items, self.cards = rng, list(items), []

    def deal(self, k=1):
        out = []
        while len(out) < k:
            if not self.cards:
                self.cards = list(range(len(self.items)))
                self.rng.shuffle(self.cards)
            c = self.cards.pop()
            if c in out:
                self.cards.insert(0, c)
                continue
            out.append(c)
        return [self.items[c] for c in out]


class Gen:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records, self.meta, self.count = [], [], {}

    def new_id(self, prefix):
        self.count[prefix] = self.count.get(prefix, 0) + 1
        return "%s-%03d" % (prefix, self.count[prefix])

    # ------------------------------------------------------------- person drawing
    def drawer(self, pick, need=None):
        """pick() -> (origin, native, overrides); returns draw(gender, taken)."""
        rng = self.rng

        def draw(gender, taken):
            for _ in range(200):
                origin, native, over = pick()
                p = make_person(rng, origin, native, gender, over)
                if need and not need(p):
                    continue
                if any(p.full() == q.full() or p.given == q.given
                       or (p.family and p.family == q.family) for q in taken):
                    continue
                return p
            raise SystemExit("cannot draw a person for " + str(origin))
        return draw

    def any_origin(self):
        return (self.rng.choice(ORIGINS)["slug"], False, None)

    def pool_pick(self, pool):
        weights = [e[2] for e in pool]

        def pick():
            e = self.rng.choices(pool, weights)[0]
            return (e[0], bool(e[1]), e[3] if len(e) > 3 else None)
        return pick

    # ------------------------------------------------------------- emitting
    def emit(self, prefix, slice_name, lang, tpl, draw=None, lex=LEX, mode="normal", hand=False):
        for _ in range(400):
            try:
                text, spans, keep, persons = render.render(self.rng, tpl, draw, lex, mode)
                render.check(text, spans, keep, slice_name)
            except render.Bad as e:
                raise SystemExit("broken template (%s): %s" % (e, tpl))
            except render.Retry as e:
                if hand:
                    raise SystemExit("hand case fails (%s): %s" % (e, tpl))
                why = e
                continue
            break
        else:
            raise SystemExit("template never fits (%s): %s" % (why, tpl))
        rec = {"id": self.new_id(prefix), "slice": slice_name, "lang": lang, "text": text,
               "names": spans, "keep": keep}
        self.records.append(rec)
        self.meta.append({"id": rec["id"], "hand": hand, "mode": mode,
                          "persons": [(p.origin, p.script, p.native) for p in persons.values()]})

    def hand(self, slice_name, prefix=None, lang="en"):
        for tpl in HAND[slice_name]:
            self.emit(prefix or slice_name + "-hand", slice_name, lang, tpl, hand=True)

    # ------------------------------------------------------------- slices
    def build(self):
        rng = self.rng
        anyone = self.drawer(self.any_origin)
        latin_fam = self.drawer(self.any_origin, need=lambda p: p.has_family and not p.pinit)
        # cultures: two romanised prompts per origin, one native-script prompt where the
        # origin has a native pool
        deck, ndeck = Deck(rng, CULT), Deck(rng, CULT_NAT)
        for o in ORIGINS:
            slug = o["slug"]
            draw = self.drawer(lambda s=slug: (s, False, None))
            for tpl in deck.deal(2):
                self.emit("cultures-" + slug, "cultures", "en", tpl, draw)
            if "nat" in o:
                ndraw = self.drawer(lambda s=slug: (s, True, None))
                self.emit("cultures-" + slug, "cultures", "en", ndeck.deal()[0], ndraw)
        self.hand("cultures")
        deck = Deck(rng, CASING)
        for mode in CASING_MODES:
            draw = latin_fam if mode == "famupper" else anyone
            for _ in range(N["casing"]):
                self.emit("casing-" + mode, "casing", "en", deck.deal()[0], draw, mode=mode)
        self.hand("casing")
        for pos in ("start", "middle", "end"):
            deck = Deck(rng, POSITION[pos])
            for _ in range(N["position"]):
                self.emit("position-" + pos, "position", "en", deck.deal()[0], anyone)
        self.hand("position")
        for name, tpls, lower7 in (("lists", LISTS, True), ("possessive", POSSESSIVE, False),
                                   ("quoted", QUOTED, True), ("titles", TITLES, False),
                                   ("code", CODE_A + CODE_B, False),
                                   ("business", BUSINESS, False)):
            deck = Deck(rng, tpls)
            for i in range(N[name]):
                mode = "lower" if (lower7 and i % 7 == 6) else "normal"
                self.emit(name, name, "en", deck.deal()[0], anyone, mode=mode)
            self.hand(name)
        for L in LANGS:
            draw = self.drawer(self.pool_pick(L["pool"]))
            tpls = list(L["tpl"])
            rng.shuffle(tpls)
            for tpl in tpls:
                self.emit("nonenglish-" + L["code"], "nonenglish", L["code"], tpl, draw)
            for tpl in L["hand"]:
                self.emit("nonenglish-%s-hand" % L["code"], "nonenglish", L["code"], tpl,
                          hand=True)
        deck = Deck(rng, KEEP_EN)
        for _ in range(N["keep_en"]):
            self.emit("keep-en", "keep", "en", deck.deal()[0])
        self.hand("keep", prefix="keep-en-hand")
        for L in LANGS:
            for tpl in L["keep"]:
                self.emit("keep-" + L["code"], "keep", L["code"], tpl)
        return self


def main(argv):
    g = Gen().build()
    validate_all(g.records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in g.records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "--stats" in argv:
        stats(g.records, g.meta, OUT)
    else:
        print("wrote %d records to %s" % (len(g.records), os.path.basename(OUT)))


if __name__ == "__main__":
    main(sys.argv[1:])
