"""Latin spellings of a word in an Indic script, so that the name gazetteer (whose Indian names are romanised:
names-dataset holds one Devanagari name) can read "अमित तिवारी" as Amit Tiwari.

The Unicode blocks of Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam share
one layout (each block's offset N is the same sound), so one table serves all nine. A word has several usual
romanisations (long vowels written single or double, v or w, the inherent vowel kept or dropped), so every
spelling is returned and the gazetteer is asked for any of them.
"""
from __future__ import annotations

import re
from functools import lru_cache
from itertools import product

_FIRST, _LAST = 0x0900, 0x0DFF
# offset in a block -> spellings; consonants carry the inherent vowel, added below
_VOWELS = {0x05: ("a",), 0x06: ("a", "aa"), 0x07: ("i",), 0x08: ("i", "ee"), 0x09: ("u",), 0x0A: ("u", "oo"),
           0x0B: ("ri",), 0x0D: ("e",), 0x0E: ("e",), 0x0F: ("e",), 0x10: ("ai",), 0x11: ("o",), 0x12: ("o",),
           0x13: ("o",), 0x14: ("au", "ou")}
_SIGNS = {0x3E: ("a", "aa"), 0x3F: ("i",), 0x40: ("i", "ee"), 0x41: ("u",), 0x42: ("u", "oo"), 0x43: ("ri",),
          0x44: ("ri",), 0x45: ("e",), 0x46: ("e",), 0x47: ("e",), 0x48: ("ai",), 0x49: ("o",), 0x4A: ("o",),
          0x4B: ("o",), 0x4C: ("au", "ou"), 0x57: ("au", "ou")}
_CONSONANTS = {0x15: ("k",), 0x16: ("kh",), 0x17: ("g",), 0x18: ("gh",), 0x19: ("n",), 0x1A: ("ch", "c", "s"),
               0x1B: ("chh", "ch"), 0x1C: ("j",), 0x1D: ("jh",), 0x1E: ("n",), 0x1F: ("t",), 0x20: ("th",),
               0x21: ("d",), 0x22: ("dh",), 0x23: ("n",), 0x24: ("t", "th"), 0x25: ("th",), 0x26: ("d",),
               0x27: ("dh",), 0x28: ("n",), 0x29: ("n",), 0x2A: ("p",), 0x2B: ("ph", "f"), 0x2C: ("b",),
               0x2D: ("bh",), 0x2E: ("m",), 0x2F: ("y",), 0x30: ("r",), 0x31: ("r",), 0x32: ("l",), 0x33: ("l",),
               0x34: ("zh", "l"), 0x35: ("v", "w"), 0x36: ("sh", "s"), 0x37: ("sh", "s"), 0x38: ("s",),
               0x39: ("h",), 0x58: ("q", "k"), 0x59: ("kh",), 0x5A: ("gh",), 0x5B: ("z", "j"), 0x5C: ("r",),
               0x5D: ("rh",), 0x5E: ("f",), 0x5F: ("y",), 0x4E: ("t",)}
_NASALS = {0x01: ("n", ""), 0x02: ("n", "m"), 0x03: ("h", "")}
# Tamil has one letter for k and g, p and b, t and d: names are romanised with either ("முருகன்" -> Murugan)
_TAMIL_VOICED = {0x15: ("g",), 0x2A: ("b",), 0x1F: ("d",), 0x24: ("d",)}
_VIRAMA, _NUKTA = 0x4D, 0x3C
_BENGALI, _TAMIL = 0x0980, 0x0B80
_MAX_SPELLINGS = 256


def is_indic(word: str) -> bool:
    return bool(word) and all(_FIRST <= ord(c) <= _LAST for c in word)


@lru_cache(maxsize=4096)
def spellings(word: str) -> frozenset[str]:
    """The word's usual Latin spellings, lower case; empty for a word outside the Indic blocks."""
    if not is_indic(word):
        return frozenset()
    parts: list[tuple[str, ...]] = []
    units = [(ord(c) & ~0x7F, ord(c) & 0x7F) for c in word if ord(c) & 0x7F != _NUKTA]
    for i, (block, off) in enumerate(units):
        nxt = units[i + 1][1] if i + 1 < len(units) else None
        if off in _CONSONANTS:
            sound = _CONSONANTS[off]
            if block == _BENGALI and off in (0x2C, 0x2D):
                sound = ("b", "v") if off == 0x2C else ("bh", "v")  # Bengali writes v with the b and bh letters
            elif block == _TAMIL and off in _TAMIL_VOICED:
                sound = sound + _TAMIL_VOICED[off]
            if nxt is None and i > 0 and units[i - 1][1] == _VIRAMA:
                parts.append(sound + tuple(s + "a" for s in sound))  # a final cluster keeps it: "Mishra"
            elif nxt is None or nxt in _SIGNS or nxt == _VIRAMA:
                parts.append(sound)
            elif nxt in _NASALS or i + 2 == len(units):
                parts.append(tuple(s + "a" for s in sound))
            else:
                # the inherent vowel: written in romanised names, except where Hindi drops it ("Manmohan")
                after = units[i + 2][1] if i + 2 < len(units) else None
                optional = i > 0 and nxt in _CONSONANTS and after != _VIRAMA
                parts.append(tuple(s + v for s in sound for v in (("a", "") if optional else ("a",))))
        elif off in _VOWELS:
            parts.append(_VOWELS[off])
        elif off in _SIGNS:
            parts.append(_SIGNS[off])
        elif off in _NASALS:
            parts.append(_NASALS[off])
        elif off == _VIRAMA or off == 0x3D:
            continue
        else:
            return frozenset()  # a digit or a sign this table does not read
    out: set[str] = set()
    for combo in product(*parts):
        out.add("".join(combo))
        if len(out) >= _MAX_SPELLINGS:
            break
    block = units[0][0] if units else 0
    for sp in list(out):
        if sp.endswith("i"):
            out.add(sp[:-1] + "y")  # "reddi" -> Reddy
        if block >= _TAMIL and sp.endswith("avu"):
            out.add(re.sub(r"a+vu$", "ao", sp))  # Telugu "raavu" -> Rao
        elif block >= _TAMIL and sp.endswith("u") and len(sp) > 4:
            out.add(sp[:-1])  # a final consonant written with u in Telugu or Tamil: "srinivaasu" -> srinivas
        if block == _TAMIL and "iri" in sp[1:4]:
            out.add(sp[0] + sp[1:].replace("iri", "ri", 1))  # Tamil writes a cluster with a vowel: "piriya" -> priya
        if block == _TAMIL:
            single = re.sub(r"(th|[a-z])\1", r"\1", sp)  # and doubles consonants: "kaarththik" -> karthik
            # ட்ச is how Tamil writes ksh ("லட்சுமி" -> Lakshmi), and "-iyan" is romanised "-ian" (Subramanian)
            ksh = re.sub(r"t(?:ch|c|s)u?", "ksh", single)
            cluster = re.sub(r"(?<=[bdgkpt])ir(?=a)", "r", single, count=1)  # "subiramanian" -> Subramanian
            out.update({single, ksh, cluster, re.sub(r"iya(n?)$", r"ia\1", cluster)})
    return frozenset(out)
