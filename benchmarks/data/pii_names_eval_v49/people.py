# -*- coding: utf-8 -*-
"""Person model for the v49 corpus: draws a person from one origin of names_data.py and
writes the name in the forms the templates ask for (full, given only, title form,
initial + family, "Last, First", FAMILY-upper, handle, e-mail local part ...).

All randomness comes from the single random.Random passed in by make_corpus.py.
"""
import unicodedata

from names_data import ORIGINS

BY_SLUG = {o["slug"]: o for o in ORIGINS}

# letters that NFKD does not decompose
FOLD = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ß": "ss", "đ": "d", "Đ": "D", "ł": "l",
        "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "œ": "oe", "Œ": "Oe",
        "ŋ": "ng", "Ŋ": "Ng", "ə": "e", "Ə": "E", "ħ": "h", "Ħ": "H", "ŧ": "t"}
# scripts in which names are abbreviated to initials ("P. Raman", "Ц. Батболд", "ரா. கார்த்திகேயன்")
INIT_SCRIPTS = {"Latin", "Cyrillic", "Greek", "Armenian", "Georgian", "Tamil"}
LATIN_DIGRAPHS = ("Ts", "Sh", "Ch", "Kh", "Zh")
# real office-holders' names that a random draw could produce; never emitted
AVOID = {"Mette Frederiksen"}


def fold(s):
    """Latin text without diacritics (Nguyễn -> Nguyen, Đặng -> Dang, Søren -> Soren)."""
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def grapheme0(s):
    """First character plus the combining marks that follow it (Tamil ரா, Thai ...)."""
    out = s[0]
    for c in s[1:]:
        if unicodedata.category(c) in ("Mn", "Mc"):
            out += c
        else:
            break
    return out


def resolve(rng, tok, g):
    tok = tok.replace("_", " ")
    if "/" not in tok:
        return tok
    m, f = tok.split("/", 1)
    if g == "m":
        return m
    return rng.choice(f.split("|"))


class Person:
    """One drawn person.  All name forms are computed from the parts below."""

    def __init__(self, rng, origin, native=False, gender=None, over=None):
        o = BY_SLUG[origin] if isinstance(origin, str) else origin
        self.origin = o["slug"]
        src = o["nat"] if native else o
        opts = {}
        if native:
            opts.update(src)
        else:
            opts.update(o)
        if over:
            opts.update(over)
        self.native = native
        self.script = src["script"]
        self.gender = gender or rng.choice("fm")
        g = self.gender
        self.given = rng.choice(src["f"] if g == "f" else src["m"]).replace("_", " ")
        self.order = opts.get("order", "gf")
        self.tlform = opts.get("tl", "last")
        self.nolast = bool(opts.get("nolast"))
        self.family = ""
        fams = src.get("fam") or []
        if self.order != "mono" and fams and rng.random() >= opts.get("pmono", 0.0):
            self.family = resolve(rng, rng.choice(fams), g)
            if rng.random() < opts.get("sur2", 0.0):
                for _ in range(10):
                    f2 = resolve(rng, rng.choice(fams), g)
                    if f2 != self.family and f2.split()[-1] not in self.family:
                        self.family = self.family + opts.get("join2", " ") + f2
                        break
        self.mid = ""
        mids = opts.get("mid") or []
        if isinstance(mids, str):
            mids = mids.split()
        if mids and rng.random() < opts.get("pmid", 0.0):
            m = resolve(rng, rng.choice(mids), g)
            if m not in self.family and m != self.given:
                self.mid = m
        if self.mid and self.family and self.mid.split()[-1] == self.family.split()[-1]:
            self.mid = ""
        self.eng = ""
        if self.order == "hk":
            pool = opts.get("engf" if g == "f" else "engm") or []
            if pool and rng.random() < 0.5:
                self.eng = rng.choice(pool)
        self.sep = opts.get("sep", " ")
        if "sep_p" in opts and rng.random() < opts["sep_p"]:
            self.sep = " "
        self.fam_first = self.order == "gf" and bool(self.family) and rng.random() < opts.get("fg_p", 0.0)
        # official Cyrillic order "Петрова Анастасия Сергеевна"
        if native and self.script == "Cyrillic" and self.mid and rng.random() < 0.3:
            self.fam_first = True
        self.pinit = (bool(self.family) and not self.nolast and self.script in INIT_SCRIPTS
                      and rng.random() < opts.get("pinit", 0.0))
        if self.family and self.family == self.given:
            self.family = ""
        if self.order in ("gf", "vn") and not self.family and self.mid:
            self.mid = ""
        if opts.get("ascii_p") and rng.random() < opts["ascii_p"]:
            self.given, self.mid, self.family = fold(self.given), fold(self.mid), fold(self.family)
        # Dutch/Afrikaans: particle capitalised when the surname stands alone
        self.cap_particle = self.origin in ("dutch", "afrikaner") and rng.random() < 0.5
        self.hstyle = rng.choice(["first.last", "first.last", "flast", "first_last", "firstlast",
                                  "last.first", "first-last", "firstl"])
        self.estyle = rng.choice(["first.last", "first.last", "f.last", "flast", "first_last",
                                  "firstlast"])

    # ------------------------------------------------------------------ helpers
    @property
    def latin(self):
        return self.script == "Latin"

    @property
    def has_family(self):
        return bool(self.family) and not self.nolast

    def _gm(self):
        return (self.given + " " + self.mid) if self.mid else self.given

    def _init(self, part):
        if self.script not in INIT_SCRIPTS:
            return part
        if self.latin and self.origin == "mongolian":
            for d in LATIN_DIGRAPHS:
                if part.startswith(d):
                    return d + "."
        words = []
        for w in part.split():
            words.append("-".join(grapheme0(x).upper() + "." for x in w.split("-") if x))
        return " ".join(words)

    def _fam_init(self):
        return self._init(self.family.split()[-1] if self.origin in ("mongolian",) else self.family)

    # ------------------------------------------------------------------ forms
    def full(self):
        if not self.family:
            return (self.eng + " " + self.given) if self.eng else self.given
        if self.pinit:
            return self._init(self.family) + " " + self.given
        if self.order == "fg":
            return self.family + self.sep + self.given
        if self.order == "vn":
            return " ".join(x for x in (self.family, self.mid, self.given) if x)
        if self.order == "hk":
            return " ".join(x for x in (self.eng, self.family, self.given) if x)
        if self.fam_first:
            return self.family + self.sep + self._gm()
        return self._gm() + " " + self.family

    def first(self):
        if self.eng:
            return self.eng
        if self.order == "vn" and self.mid and self.script == "Latin" and self.given.count(" ") == 0:
            return self.given
        return self.given

    def last(self):
        if not self.has_family or self.pinit:
            return self.given
        f = self.family
        if self.cap_particle and f[0].islower():
            f = f[0].upper() + f[1:]
        return f

    def tl(self):
        return self.given if self.tlform == "first" else self.last()

    def il(self):
        if not self.has_family or self.pinit or self.script not in INIT_SCRIPTS:
            return self.full()
        return self._init(self.given) + " " + self.family

    def lf(self):
        if not self.has_family or self.pinit:
            return self.full()
        return self.family + ", " + (self.given if self.order in ("fg", "hk") else self._gm())

    def Lf(self):
        if not self.has_family or self.pinit:
            return self.full()
        return self.family.upper() + " " + self._gm()

    def fL(self):
        if not self.has_family or self.pinit:
            return self.full()
        if self.order in ("fg", "hk", "vn"):
            return self.Lf()
        return self._gm() + " " + self.family.upper()

    def up(self):
        return self.full().upper()

    def low(self):
        return self.full().lower()

    def _parts(self):
        g = fold(self.given).lower()
        g = "".join(ch for ch in g if ch.isalnum() or ch == " ").split()
        fam = self.family if self.has_family else ""
        if self.nolast and self.family:
            fam = self.family.split()[-1]
        fam = "".join(ch for ch in fold(fam).lower() if ch.isalnum())
        given = "".join(g)
        if not fam:
            if len(g) > 1:
                return g[0], "".join(g[1:])
            return given, ""
        return given, fam

    def _style(self, st):
        g, f = self._parts()
        if not f:
            return g
        return {"first.last": g + "." + f, "flast": g[0] + f, "first_last": g + "_" + f,
                "firstlast": g + f, "last.first": f + "." + g, "first-last": g + "-" + f,
                "firstl": g + f[0], "f.last": g[0] + "." + f}[st]

    def h(self):
        return self._style(self.hstyle)

    def e(self):
        return self._style(self.estyle)

    def form(self, name):
        return getattr(self, name)()

    def tokens(self):
        return set(self.full().lower().replace("-", " ").replace(".", " ").split())


def make_person(rng, origin, native=False, gender=None, over=None):
    for _ in range(50):
        p = Person(rng, origin, native, gender, over)
        if p.full() not in AVOID:
            return p
    return p
