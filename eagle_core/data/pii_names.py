"""Person names beyond what one small English NER model finds: a name gazetteer, cue words in four languages,
lower-case names, whole-name expansion, lists, and a per-language policy for the NER model's hits.

Why each part (measured in benchmarks/pii_bench.py on the names corpora; docs/pii.md has the figures):
- Gazetteer: first and last names from the `names-dataset` package (names of 105 countries; MIT), cut to those
  ranked within the top `RANK` of some country, so a name the NER model has never seen ("Mehmet Yılmaz",
  "Nguyen Van An") is still a name. The cut is cached once as a small text file (the package's pickles take
  ~1 GB and 30 s to load).
- Ordinary words: a first-name list also holds "May", "Will", "Apple", "Sunday". A lower-case word that is one
  token of the SmolLM2 tokenizer (pii_common_words.txt, ~21k words) is common English; a capitalised one is a
  name only with more evidence (a second name part, or a cue).
- Cue words ("for", "friend", "für", "pour", "para", ...) announce a name in any case: "my friend anastasia petrova".
- Expansion: when part of a name is found (by NER, cues or the gazetteer), adjacent name parts go with it, so no
  "Mehmet <PERSON>" is left; lists ("Ana, Li Wei and Omar") carry a detection to their other members.
- Language: the English model reads German capitalised nouns as names; in a text whose function words say it is
  German, French or Spanish, an NER hit counts only with gazetteer support.
"""

from __future__ import annotations

import gzip
import itertools
import math
import os
import re
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from eagle_core.data import pii_places
from eagle_core.data.pii_indic import spellings as indic_spellings

RANK = 2000  # a name counts when some country ranks it within its top RANK first (or last) names
GAZETTEER_VERSION = "names-dataset-3.3.1-s-p300-faker-40.54.0"
# names-dataset has no data for these countries (Kenya, Tanzania, Sri Lanka, Vietnam, Thailand, Ukraine, ...):
# Faker's person lists for them fill the gap (Faker is pinned; its lists are curated common names, MIT).
FAKER_LOCALES = ("en_KE", "sw", "en_NZ", "en_PK", "en_TH", "th_TH", "hy_AM", "lv_LV", "mk_MK", "ne_NP", "ro_RO",
                 "si_LK", "sk_SK", "uk_UA", "uz_UZ", "vi_VN")
# Names that India, Bangladesh, Nepal, Sri Lanka or Pakistan ranks within this: what an Indic-script word's Latin
# spellings are looked up in (against the whole list, "दिल्ली ऑफिस" reads as two names: Dilli, Ofis).
SOUTH_ASIA, SOUTH_ASIA_RANK = ("IN", "BD", "NP", "LK", "PK"), 5000
# A first name some country ranks this high is a name people give ("Florence", "Santiago", "Sofia"), not only a
# city's name that happens to be in a name table too ("Lisboa", "Tbilisi", "Valencia").
POPULAR_RANK = 300
# What the scrubber finds: bump it whenever the recognizers, these rules or their word lists change, so that the
# extract stage's cache key changes and prompts scrubbed by older rules are scrubbed again (tests/test_pii.py holds a
# digest of those files that fails until this is bumped). 2: the rules scored on the v6 names corpus; 3: handles and
# unquoted names under person-like keys in code; 4: camel-case words are no name parts; 5: comments and strings in
# code are prose, git's author columns, countries and regions kept as places (pii_places.py), names in scripts
# without capitals, particles inside lower-case and capitals names, other scripts count as non-English, chat
# speakers and mail headers, the rest of a list of names, user handles, holidays of several words and languages,
# case-inflected names (Russian, Czech, Polish, Turkish suffixes); 6: the 2026-11-26 rules (repeats, speakers, logins,
# titles, joined names); 7: Indic names through their Latin spellings (pii_indic.py) and South Asian names in the
# gazetteer, Japanese names in one word, people named by CJK labels, reference lists, "A vs. B", Cyrillic, Greek and
# Armenian names in Latin prose, language told by letters too, Latvian and Ukrainian case endings; 8: Faker's name
# lists for the countries names-dataset lacks, "latn" (a Latin-script language without a word list), Finnish case
# endings, lower-case subjects ("kwame said"), Tamil voicing, quoted repeats of a found name, hyphenated handles;
# 12: form fields that hold a name, Burmese/Tibetan/Sinhala words and one-word names, titles in scripts without
# capitals, user names made from a found name, "Family, Given; ..." lists, capitalised words in no list where only a
# person stands, whoami/sudo logins; 13: after v21's misses: families in the plural, family members and roles before a
# name, "X, Y and I", "i'm" and a lower-case name, chat-export headers, owner keys, web-server logs and comment
# owners, places and lines named after people, a town before its state; 14: after v22's misses: "A's and B's",
# lower-case owners, "i think" subjects, branch and CODEOWNERS owners, user names inside snake_case and branch names;
# 15, 16: after v23's and v24's misses (docs/pii.md); 17: after v25's misses: logins under person keys in YAML, JSON
# and logfmt, sshd and "edited by" logins, rota keys, airline-record, directory and LaTeX name fields, the name under a
# mail's closing, work roles in other languages before a name, two words in no list after a verb, lower-case given
# names after a relative or role, families in the plural acting; 18: after v26's misses: a CSV or TSV column of
# people, branch owners, change-history and comment trailers with logins, "nathan king signed", "sophie from legal
# says", "emeka's ticket", a list of popular given names acting, two words in no list owning anything, "Tell Chase
# the", two words in no list after a clause's comma or before a verb, work things a person owns ("'s review");
# 19: a popular given name in lower case that acts or is told something ("neha forgot", "tell sienna"); 20: after
# v28's misses: a one-word NER hit in no name list that the web writes often (wordfreq) is a brand, body or landmark,
# "van 't", surnames that are words after "Mr", "Sayın", "LG Birgit", "nadia's", "grandma joy", in-laws; 21: after
# v29's misses: in another language only a capitalised given name supports the model's hit ("hari Senin" is a day),
# a "place" of ordinary words no town bears is a role or a department ("Nurse Practitioner"); 29: the learned pass
# (pii_learned) also reads the word itself, retrained on v1-v36; 30: after v37's and v38's misses: a one-word handle
# opening a line before a review verb, a command's --reviewer flag, past tenses after a lower-case chat subject, a
# word the learned pass adds grows over the name parts beside it, "DE LA FUENTE", Catalan "I" in capitals, the whole
# list item a found name covers in part and lists of short lines, dishes the NER model reads as people; retrained on
# v1-v38. 31: caps lock with shift held read as meant, a lower-case surname after a lone given name, "Family, Given"
# items between semicolons, two-word English-word family names, keyed word-surnames, chats flattened onto one line;
# retrained on v1-v39. 32: after v40's misses: a word the learned pass adds in capitals grows too (never over a
# title, label, place, venue or ordinary word), a title vouches for the name after it in other languages ("O Sr. Nez",
# "Mevrouw Cook"), "SURNAME/GIVEN" manifests, routes "A → B", people keys in logs and lists ("driver=strabelsi",
# "assignees = [...]"), Polish "-iego" and mobile "e", "Prat i Fabregat", asked-about lower-case names ("who is ...",
# "where did ... leave"), "-ed" verbs after a lower-case subject, given name + word-surname possessives; retrained on
# v1-v40. 33-35: docs/pii.md. 36: after v44's misses: subtitles' and captions' speakers (WebVTT "<v Name>", "Name:"
# under a cue's timing), minutes' action items, a quoted line opening on whom it addresses, a scan's name fields in
# capitals, "her name is hope", council titles, Cyrillic given name + family-name ending, thanks without a comma,
# speaker columns; retrained on v1-v42 and v44. 37: after v45's misses and keep losses: breeds and pets a cue names
# ("our dog Luna", "Strudel (Dachshund)", "answers to Mochi") are no one, hobby brands and marketplaces, "ole", "á",
# "í" as particles, a closing initial's full stop, "@author Family, Given" as one name, "j.rinaldi" handle lists,
# teacher/seller/buyer columns, greetings and contact lines in scripts without capitals; retrained on v1-v42, v44, v45.
# 38: after v46's misses and keep losses: named storms, numbered units and the phonetic alphabet are no one, streets,
# schools, clinics and fires named after people, insurers, drugs and incident tools, "Family, Given" alone in a
# field as one name, a family name in capitals before a given name, emergency titles, Chinese roles written onto a
# name, Thai reporter/insured labels; retrained on v1-v42 and v44-v46.
# 39: after v47's misses and keep losses: "Family, Given" alone in any field (a cell, a quoted value, a list item),
# lower-case "a. dahari" lists, "the Qureshis" and "the Dube family", lower-case names after "funeral of", a name in
# brackets after a phone number, Hebrew "bat", Arabic nisba, Chinese names written onto 先生/弟兄/姊妹 and rota
# labels, handles grown whole; holy days of many faiths, houses of worship and charities are no one; retrained on
# v1-v42 and v44-v47.
# 40: after v48's misses and keep losses: a login's number or surname initial ("wout.debacker01", "darko.p"), a
# surname inside a booking reference ("SALON-861-KIMARO"), Turkic patronymics ("Bakyt uulu"), a Han name amid Latin
# prose, Japanese and Chinese booking labels, people lists and greetings in scripts without capitals, who signs a
# closing, two finds that are one "Family, Given", field openers on any line; classes and products named like people
# ("Bikram", "Yin yoga", "Kelly green") are no one; retrained on v1-v42 and v44-v48.
# 41: after v49's misses: sender, recipient and applicant labels in scripts without capitals, Chinese names written
# onto a minister's or deputy's title (two-character family names too), Japanese names onto 議員/大臣, candidate
# lists, titles in letters (госпожо, пані, doamnă, Bi., proua, Judge, Baroness), Hassaniya and Welsh particles
# (Mint, Ould, ferch), "Family, Given" joined with its particles and a two-word given name, handles of unlisted words
# after "from", "tag", "copy in"; retrained on v1-v42 and v44-v49.
SCRUB_VERSION = 41

# Combining marks are no \w in Python's re, but inside words in Indic, Thai, Hebrew and Arabic script ("মীনাক্ষী").
_MARKS = "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0900-\u0903" \
    "\u093a-\u094f\u0951-\u0957\u0962\u0963\u0981-\u0983\u09bc-\u09d7\u09e2\u09e3\u0a01-\u0a03\u0a3c-\u0a51" \
    "\u0a70\u0a71\u0a81-\u0a83\u0abc-\u0acd\u0b01-\u0b03\u0b3c-\u0b57\u0b82\u0bbe-\u0bd7\u0c00-\u0c04" \
    "\u0c3e-\u0c56\u0c81-\u0c83\u0cbc-\u0cd6\u0d00-\u0d03\u0d3b-\u0d57\u0e31\u0e34-\u0e3a\u0e47-\u0e4e" \
    "\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u102b-\u103e\u17b4-\u17d3\u0d81-\u0d83\u0dca-\u0df3\u0f18\u0f19\u0f35" \
    "\u0f37\u0f39\u0f3e\u0f3f\u0f71-\u0f84\u0f86\u0f87\u0f8d-\u0fbc\u1056-\u1059\u105e-\u1060\u1062-\u1064" \
    "\u1067-\u106d\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d"
# Tibetan writes a tsheg (U+0F0B) between the syllables of a word ("བསྟན་འཛིན"): inside a word, as a mark is.
_WORD = re.compile(r"[^\W\d_](?:[\w’'\u0f0b" + _MARKS + r"-]*(?:[^\W\d_]|[" + _MARKS + r"]))?", re.U)
# name particles that join the parts around them: "Ludwig van Beethoven", "Omar al-Rashid", "Ana de la Cruz"
PARTICLES = frozenset("van von der den de da das do dos del della di du le la los las bin bint binti ibn al el ben ter ten "
                      "zu y e ap af av te ní nic ó ua mac t dela delos ole á í bat mint ould ferch verch við".split())
# t: the 't of "van 't Veer"; bat: Hebrew "Rivka bat Shlomo"; mint, ould: Hassaniya "Aminetou Mint Abdallahi";
# ferch, verch: Welsh "Ffion ferch Gwilym"; ole: Maasai "Kakuta ole Sankale"; á, í, við: Faroese "Heðin á Ryggi",
# "Rannvá í Dali", "Jógvan við Á"
# The Turkic "son of" and "daughter of" written after the father's name (Kyrgyz, Kazakh, Uzbek, Azerbaijani).
PATRONYM_AFTER = frozenset("uulu kyzy qizi kizi ogly oglu ogli oğlu qızı uly ulı qyzy o‘g‘li o'g'li "
                           "уулу кызы улы қызы оглы оглу кизи".split())
# Function words that are never a name part. Only these, not spaCy's whole German/French/Spanish stop lists:
# those hold words that are also names ("Anders", "Sie"), and a capitalised one next to a name is its part.
_FUNCTION = frozenset("""der die das dem den des ein eine einer und oder aber mit für von zu im am ist sind ich du er
sie es wir ihr le la les un une et ou mais avec pour de du des au aux est je tu il elle nous vous el los las una y o
pero con para por del al es yo tú él ella""".split())
# Chat spellings of English function words, never a name part: "whats niamh's iban" (not "thx", "pls", "thats":
# rules read a name next to them, "thx kwame & efua", "sipho pls stop")
_CHAT_FUNCTION = frozenset("""whats hows wheres whos theres whys wanna gonna gotta dont cant wont didnt doesnt
isnt wasnt arent havent hasnt couldnt shouldnt wouldnt youre theyre ive lemme gimme""".split())
MONTHS_DAYS = frozenset("""january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday
mon tue tues wed thu thur thurs fri feb apr aug sep sept oct nov dec
januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag
janvier février mars avril juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi
samedi dimanche enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes
martes miércoles jueves viernes sábado domingo""".split())
_MONTHS_MORE = frozenset("""gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre janeiro fevereiro
março maio junho julho setembro outubro dezembro januari februari maart mei augustus oktober ocak şubat mart nisan
mayıs haziran temmuz ağustos eylül ekim kasım aralık
lunedì martedì mercoledì giovedì venerdì segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
maandag dinsdag woensdag donderdag vrijdag zaterdag zondag måndag tisdag onsdag torsdag fredag lördag söndag
mandag tirsdag lørdag søndag januar februar marts april juni juli august september oktober november december
poniedziałek wtorek środa czwartek piątek niedziela styczeń luty marzec kwiecień czerwiec lipiec sierpień
wrzesień październik listopad grudzień pondělí úterý středa čtvrtek pátek neděle leden únor březen duben květen
červen červenec srpen září říjen prosinec pazartesi salı çarşamba perşembe cumartesi senin selasa rabu kamis jumat
sabtu isnin khamis jumaat maret agustus desember jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili
miyerkules huwebes biyernes luni marți miercuri vineri sâmbătă duminică hétfő kedd szerda csütörtök péntek szombat
vasárnap maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai понедельник вторник среда четверг
пятница суббота воскресенье январь февраль апрель июнь июль сентябрь октябрь ноябрь декабрь января февраля
марта апреля мая июня июля августа сентября октября ноября декабря понеділок вівторок четвер пʼятниця субота
неділя δευτέρα τρίτη τετάρτη πέμπτη παρασκευή σάββατο κυριακή 月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日
星期一 星期二 星期三 星期四 星期五 星期六 星期日 星期天 월요일 화요일 수요일 목요일 금요일 토요일 일요일""".split())
# (weekdays and months of more languages; not those that are also common given names, such as Turkish Cuma)
# Feasts no one is named after: the last word of "Merry Christmas", "Eid", "Summer Solstice".
HOLIDAYS = frozenset("""christmas easter ramadan ramazan eid diwali hanukkah passover thanksgiving halloween kwanzaa
navratri solstice equinox nowruz ostern weihnachten navidad noël pâques pascua natale pasqua hogmanay midsummer
vesak songkran onam pongal obon chuseok seollal matariki juneteenth nyepi lebaran pentecost purim sukkot
oktoberfest carnival carnaval holi candlemas michaelmas lammas whitsun whitsunday theophany advent lent
shrovetide pascha shavuot shavuos chanukah hanukah shabbat shabbos havdalah selichot yahrzeit mawlid mawlud
muharram jumu'ah jumuah jummah zuhr dhuhr fajr maghrib tarawih taraweeh suhoor sehri iftar
dussehra dasara janmashtami sankranti lohri baisakhi vaisakhi gurpurab gurpurb chhath teej ugadi bihu thaipusam
shivaratri losar kathina wesak uposatha thingyan mehregan maslenitsa qingming
tevet shevat kislev cheshvan heshvan marcheshvan tishrei tishri elul iyar shawwal""".split())
# Holidays of several words, casefolded ("Lunar New Year", "Eid al-Adha", "Semana Santa", "Boxing Day").
HOLIDAY_PHRASES = frozenset("""thứ hai|thứ ba|thứ tư|thứ năm|thứ sáu|thứ bảy|chủ nhật|
new year|lunar new year|chinese new year|new year's eve|new year's day|eid al-adha|
eid al-fitr|eid ul-fitr|eid ul-adha|eid mubarak|semana santa|boxing day|hari raya|hari raya puasa|kurban bayramı|
ramazan bayramı|şeker bayramı|kurban bayrami|ramazan bayrami|all saints|all saints' day|st stephen's day|
saint stephen's day|st patrick's day|good friday|easter monday|easter sunday|whit monday|independence day|
labor day|labour day|memorial day|mother's day|father's day|valentine's day|yom kippur|rosh hashanah|durga puja|
ganesh chaturthi|guy fawkes|bonfire night|black friday|cyber monday|golden week|waitangi day|australia day|
canada day|cinco de mayo|bastille day|día de los muertos|día de muertos|dia de los muertos|day of the dead|
mid-autumn festival|dragon boat festival|spring festival|lantern festival|ash wednesday|palm sunday|
martin luther king day|presidents' day|veterans day|remembrance day|armistice day|may day|tết|tet nguyen dan|
karva chauth|karwa chauth|raksha bandhan|bandi chhor divas|hola mohalla|makar sankranti|gudi padwa|maha shivaratri|
pitru paksha|durga ashtami|laylat al-qadr|laylat al qadr|lailat al-qadr|shab-e-barat|shab-e-qadr|shab e barat|
isra and mi'raj|tu bishvat|tu b'shvat|lag baomer|lag b'omer|simchat torah|tisha b'av|yom hashoah|yom tov|
rosh chodesh|magha puja|asalha puja|pchum ben|simbang gabi|las posadas|shrove tuesday|maundy thursday|
holy saturday|holy week|trinity sunday|mothering sunday|corpus christi|ascension day|all souls|all souls' day|
wielki czwartek|wielki piątek|ivana kupala|chaharshanbe suri|nagar kirtan|dhul hijjah|dhul qadah|dhu al-hijjah|
rabi al-awwal|kadir gecesi|idul fitri|idul adha|mazel tov|mazal tov|shabbat shalom|shana tova|chag sameach|
ramadan mubarak|jummah mubarak|jumma mubarak|sat sri akal"""
                             .replace("\n", "").split("|"))
_HOLIDAY_RX = re.compile(r"(?i)(?<![\w'’-])(?:" +
                         "|".join(map(re.escape, sorted(HOLIDAY_PHRASES, key=len, reverse=True))) + r")(?![\w'’-])")
# Only where a whole hit is one of these (some are given names too: Mei, Valentine, so never "stop words").
CALENDAR = MONTHS_DAYS | _MONTHS_MORE | HOLIDAYS | {"valentine"}

# Who someone is to the writer, before the name: "beneficiary Lalao Andrianarisoa", "my flatmate ...".
_ROLE_NOUNS = """beneficiary payee recipient applicant passenger sender plumber electrician driver nanny babysitter
lawyer attorney accountant therapist dentist tutor mentor flatmate housemate landlady caretaker seller buyer preparer
treasurer adjuster claimant witness witnesses guarantor guarantors cosigner co-signer executor executrix trustee notary
solicitor realtor bookkeeper auditor cashier receptionist concierge interpreter translator photographer caterer florist
referee chaperone housekeeper gardener mechanic locksmith pharmacist midwife paramedic physio hairdresser barber
stylist counsellor counselor pastor vicar rabbi imam guide host hostess sitter agent"""
# Words after which a name follows, in the languages prompts come in. Matched case-insensitively, whole words.
CUES = """for to with by from cc dear hi hello hey thanks thank regards sincerely cheers best named called
friend friends colleague colleagues boss manager wife husband partner son daughter brother sister mother father
mom dad mum aunt uncle cousin grandma grandpa client customer tenant landlord neighbor neighbour teacher student
doctor nurse coworker co-worker roommate fiancé fiancée girlfriend boyfriend patient employee intern candidate
mr mrs ms miss dr prof sir madam contact call email ask tell told meet met invite invited hire hired thank ping i'm
is am was notify remind
für an mit von bei freund freundin kollege kollegin chef chefin herr herrn frau liebe lieber hallo namens heißt
bruder schwester mutter vater sohn tochter mann kunde kundin nachbar nachbarin
pour avec par chez ami amie collègue monsieur madame mademoiselle cher chère bonjour salut nommé nommée appelle
frère sœur mère père fils fille mari femme client cliente voisin voisine
para con por amigo amiga colega señor señora sr sra srta querido querida hola llamado llamada llamo
hermano hermana madre padre hijo hija esposo esposa cliente vecino vecina
per con amico amica collega caro cara ciao grazie com amigo amiga olá obrigado obrigada voor met aan vriend vriendin
beste hallo till för med från vän kollega hej tack dla pani pana panu panem panią kolega koleżanka pentru cu domnul
doamna doamnei domnului prietenul prietena için ile
sag frag schreib dis demande écris chiedi scrivi diga avisa pergunta dile zeg säg fråga przekaż powiedz zapytaj napisz
""".split() + _ROLE_NOUNS.split()
# Cues that announce a person, not a thing ("with" and "for" announce both): enough for lower-case unknown words.
PEOPLE_CUES = frozenset("""friend friends colleague boss manager wife husband partner son daughter brother sister mother
father mom dad mum aunt uncle cousin grandma grandpa client customer tenant landlord neighbor neighbour teacher student
doctor nurse coworker co-worker roommate fiancé fiancée girlfriend boyfriend patient employee intern candidate dear hi
hello hey thanks with meet met invite tell ask email remind""".split() + _ROLE_NOUNS.split())
# Greetings and sign-offs that a name may follow after a comma ("Thanks, Ines").
GREETINGS = frozenset("dear hi hello hey thanks thank cheers regards morning evening afternoon bye best love "
                      "hallo hola bonjour salut ciao gracias merci danke merhaba olá hej hoi cześć ahoj "
                      "sveiki tere moi hei".split())
# What only a person has: "Odhiambo Onyango's visa" is no firm's.
_PERSONAL = frozenset("""visa passport kids children child wife husband son daughter mother father mum mom dad
parents family flight birthday salary cv resume feedback notes appointment leave retirement wedding funeral
diagnosis prescription probation promotion bike car dog cat house flat apartment girlfriend boyfriend partner
fiancé fiancée brother sister cousin grandmother grandfather sick maternity paternity essay thesis dissertation bio
biography memoir speech eulogy homework grades portfolio cover letter recommendation housewarming farewell obituary
handwriting party review sign-off approval sabbatical laptop desk calendar inbox timesheet expenses appraisal
resignation onboarding availability shift boarding pto vacation handover mentor mentee paperwork licence license
exam exams overtime locker badge payslip payslips certificate timecard lunch injury sheep cattle cows herd horse
pets""".split())
# What a firm owns: "Deutsche Telekom's results", "Acme Corp's flight deals".
_FIRM_THINGS = frozenset("""results earnings revenue revenues profit profits shares share stock stocks price prices
products product services service network customers clients website site app apps deals deal flights flight fleet
ceo board headquarters hq offices office brand stores factory factories plant plants subsidiary market api platform
annual quarterly latest new""".split())
# What follows a shop's name, not a person's: "a McDonald's salad", "Is Macy's open".
_SHOP_WORDS = frozenset("""open closed opening hours store stores shop shops restaurant restaurants menu salad burger
burgers fries coffee app delivery branch branches outlet outlets near nearby""".split())
# Family members, friends and people someone deals with, before a given name: "uncle Rêber", "driver Wayra".
_PEOPLE_NOUNS = frozenset("""friend friends colleague colleagues coworker coworkers boss manager wife husband partner
son sons daughter daughters brother brothers sister sisters mother father mom dad mum aunt auntie uncle cousin cousins
grandma grandpa granny nephew niece nephews nieces kids twins roommate flatmate housemate neighbour neighbor
girlfriend boyfriend fiancé fiancée tenant landlord landlady driver nanny babysitter tutor caller intern trainee
classmate teammate stepson stepdaughter stepmother stepfather mother-in-law father-in-law sister-in-law
brother-in-law son-in-law daughter-in-law godmother godfather goddaughter godson volunteer""".split())
# A lower-case word of 8-24 letters standing alone (not in a path, an address, a package or an identifier).
# Where a line ends in a comment's marker or a search for a user, right before a login ("# sirisha.reddy",
# "| grep jkowalska"): read by the glued-login rule and the analyzer's handle rule alike.
COMMENT_MARK_END = re.compile(r"(?:^|\s)(?:#+|//+|--|/\*+)[ \t]*$")
GREP_END = re.compile(r"\bgrep(?:[ \t]+-\w+)*[ \t]*$")
_GLUED_LOGIN = re.compile(r"(?<![\w./@:#$-])[a-z]{8,24}(?![\w./@(-])")
# What a person has at work, besides _PERSONAL: "Hope's branch", "Summer's profile" (only after a given name).
_PERSON_WORK = frozenset("branch profile ticket tickets commit commits changes comment comments pr prs diff fork "
                         "account access".split())
# A list that a word for people opens: "bridesmaids = hope, grace, joy", "the dive roster is keoni, nalu and me".
_ROSTER = re.compile(r"(?i:\b(?:roster|guests|attendees|participants|bridesmaids|groomsmen|ushers|team|players|"
                     r"members|crew|passengers|travell?ers|riders|invitees|chaperones|volunteers|"
                     r"squad|kids|guest list))"
                     r"(?:[ \t]+(?:for|of|on)[ \t]+[^\n:=,.;]{1,30}?)?(?:[ \t]*\(\d+\))?"
                     r"(?:[ \t]*[:=][ \t]*|[ \t]+(?:is|are)[ \t]+)"
                     r"((?:[^\W\d_][\w'’ -]*?)(?:[ \t]*(?:,|&|\band\b)[ \t]*[^\W\d_][\w'’ -]*?)+)"
                     r"(?=[ \t]*(?:[.;!?\n]|$))")
_PAIR_SUBJECT = re.compile(r"\b([a-z]{3,}) and ([a-z]{3,})(?= (?:both|are|were|have|had|from|need|needs|said|say|"
                           r"says|want|wants|edited|agreed|asked|keep|keeps|think|thinks|will|can|could)\b)")
_PEOPLE_ONLY = re.compile(r"(?i)^(?:roster|guests|attendees|participants|bridesmaids|groomsmen|ushers|invitees|"
                          r"passengers|guest list)\b|\broster\b")
# The parts a bracketed gloss gives a person (glossed_names): "Hope Banks (landlord)".
_GLOSS_ROLES = _PEOPLE_NOUNS | frozenset(_ROLE_NOUNS.split()) | frozenset("""borrower co-borrower lender heir heiress
deceased spouse minor child owner co-owner mentee organiser organizer chair secretary""".split())
# Who a "called"/"named" names: "an engineer called Sukarmi", "a girl named Tiwonge" (not "a library called Zod").
_NAMED_PEOPLE = _PEOPLE_NOUNS | frozenset("""engineer engineers developer designer student students teacher guy guys
girl girls boy boys woman women man men lady person someone somebody nurse doctor client customer candidate
employee contractor artist writer author officer agent consultant analyst""".split())
# Family-name endings that no ordinary word of these languages has: Slavic, Georgian, Armenian, Turkish, Romanian,
# Balkan, Polish, Icelandic, Greek ("Karimova's proposal", "Cholpon Toktogulova").
_SURNAME_ENDING = re.compile(r"(?:ova|eva|yeva|ovna|evna|ovich|evich|enko|shvili|dze|oğlu|oglu|escu|ović|ević|vić|"
                             r"wicz|owski|owska|ewski|ewska|inski|inska|ński|ńska|dóttir|dottir|poulos|poulou|"
                             r"akis|idis|iadis)$|(?<=\w{4})(?:yan|ov|ev)$")
# What a family has, besides what a person has: "the Okafors' place".
_FAMILY_THINGS = frozenset("place home garden lawyer solicitor driveway fence farm cottage cabin eulogy".split())
# A family by its name in the plural with a possessive: "the Okafors' house".
_FAMILY_PLURAL = re.compile(r"(?i:\bthe )([^\W\d_][\w'-]{2,}s)['’](?=\s)")
_FAMILY_ACTS = re.compile(r"(?i:\bthe )([A-Z][\w'-]{2,}s)(?= (?:are|were|have|had|invited|moved|live|said|sent|asked|"
                          r"owe|paid|want|need|will|would|can|and|or)\b|[,.;!?)]| &)")
# Lower-case words before a possessive and what is owned: "yaroslava's car", "makoa keawe's eulogy".
_LOWER_OWNER = re.compile(r"(?<![\w'’.-])([a-z][^\W\d_]{2,}(?: [a-z][^\W\d_]{2,})?)['’]s ([a-z]+)(?: ([a-z]+))?")
# Who plans something with the writer: "Keoni, Zeynep and I are planning", "Ana and I met".
_AND_I = re.compile(r"(?:^|(?<=[.!?\n] ))((?:[A-Z][\w'’-]+, )*[A-Z][\w'’-]+) and I\b")
# Words that open a line before ", can you" and are no one: "Wow, can you give me".
_INTERJECTIONS = frozenset("""wow hey ok okay oh ah aha yes no yeah yep nope thanks thx please pls sorry hmm hm well
great cool nice awesome perfect sure alright hello hi lol omg btw fyi ugh oops yay bravo cheers congrats hooray
dude bro guys folks gpt chatgpt bot assistant""".split())
# The last word of a venue's name: "Laqua Bistro", "Motoyama Grill".
VENUE_WORDS = frozenset("""bistro cafe café bar grill kitchen bakery brasserie trattoria pizzeria taqueria diner
eatery tavern pub inn hotel motel lodge hostel resort spa salon studio studios gallery boutique market farm farms
winery brewery ranch clinic pharmacy academy school college""".split())
# Languages and tools that are also given names: a name only where no technical word stands in the sentence
# ("learn Ruby on Rails or Julia", "Jenkins keeps failing on the Docker build", but "Ruby Okafor", "Thanks, Julia").
NAMELIKE_TECH = frozenset("ruby pascal julia ada jenkins crystal elm hugo jekyll hermes mercurial".split())
_TECH_CONTEXT = frozenset("""language languages code coding script scripts pipeline pipelines build builds tooling
compiler framework library libraries programming program release syntax equivalent gem gems rails job jobs plugin
plugins server developer developers learn learning version install installed deploy""".split())
# Words before a place, not a person: "a trip to Florence", "flying via Amman", "visitar Salvador".
_PLACE_CUES = frozenset("in from via near visit visiting visited into around across towards toward nach naar "
                        "visitar visiter visitare".split())
_TRAVEL = frozenset("trip trips flight flights fly flying flew travel travelling traveling move moving moved "
                    "drive driving train bus ferry tour route day return relocate relocating commute".split())
# Words before a foreign phrase that is no name: "translate नमस्ते दुनिया", "the word שלום טוב".
_GLOSS = frozenset("word words phrase phrases term terms translate translates translated translation means mean "
                   "meaning say says said saying written spelled spelt character characters script text reads "
                   "called sentence greeting".split())
# People cues that are also prepositions or greetings ("with new affectations", "hi all").
_LOOSE_CUES = frozenset("with hi hello hey thanks dear".split())
# "שלום עולם is how you say ...": a phrase, not a person, may come before these.
_COPULAS = frozenset("is are was were be being been".split())
# What follows a name that opens an English sentence or owns something: a possessive or a lower-case word that is
# no gloss or copula ("முருகன் கிருஷ்ணன் asked", "陈芳's feedback"; not "שלום עולם is how you say").
_VERB_AFTER = re.compile(r"(?:['’]s\b|\s+(?!(?:" + "|".join(sorted(_GLOSS | _COPULAS)) + r")\b)[a-z]+\b)")
# Verbs done to a person: what follows is a name even when it is one word in no list ("notify Patigul").
_PERSON_VERBS = frozenset("""tell told ask asked notify notified remind reminded invite invited email emailed message
messaged text texted ping pinged cc thank thanked congratulate congratulated pay paid meet met meeting send
hire hired interview interviewed onboard onboarded promote promoted contact contacted introduce introduced welcome
welcomed reimburse reimbursed""".split())
# Words of a shell or an import before a package's name: "pip install maria", "import vera".
_COMMAND_WORDS = frozenset("install uninstall import require add cd ls cat run use using from npm pip apt brew".split())
# The verbs of _PERSON_VERBS that take a person and then what they are told: "Tell Chase the build is green".
# What follows a person told or asked something: "tell Chase the", "ask joy if".
_TOLD_NEXT = re.compile(r" (?:the|that|to|about|if|we|i|you|when|what|how|whether|why)\b")
_TELL_VERBS = frozenset("tell told ask asked remind reminded notify notified ping pinged".split()) & _PERSON_VERBS
# A person's role at work or at home in the languages prompts come in, before the name: "Mein Vermieter Millán
# Painemal", "el cliente Huenchumán Catrileo", "ma collègue Anaïs".
_FOREIGN_PEOPLE_NOUNS = frozenset("""vermieter vermieterin mieter mieterin kollege kollegin chefin kunde kundin
mitarbeiter mitarbeiterin nachbar nachbarin lehrer lehrerin arzt ärztin freund freundin bruder schwester onkel tante
trainer trainerin betreuer betreuerin ansprechpartner ansprechpartnerin teamleiter teamleiterin patient patientin
kandidat kandidatin bewerber bewerberin praktikant praktikantin sohn tochter cliente clienta compañero compañera jefe
jefa vecino vecina paciente casero casera inquilino inquilina hermano hermana primo prima tío tía collègue voisin
voisine patronne patiente propriétaire locataire stagiaire frère sœur cousin cousine collega vicino vicina
proprietario proprietaria fratello sorella zio zia klant buurman buurvrouw huisbaas patiënt stagiair colega vizinho
vizinha senhorio irmão irmã klient klientka kolega koleżanka sąsiad sąsiadka pacjent pacjentka juge juez jueza
richter richterin giudice juiz juíza rechter sędzia notaire notario notaria notar notarin notaio notaris notariusz
avocat avocate abogado abogada anwalt anwältin avvocato avvocata advogado advogada advocaat adwokat""".split())
# (not "client", "chef", "patron": English words too)
# What a person does as a sentence's subject, after a lower-case name ("kwame said", "ifeoma wants to know").
_SUBJECT_VERBS = frozenset("""said says told tells asked asks wants wanted thinks thought keeps kept needs needed
called calls texted texts emailed emails messaged replied mentioned knows knew hates loves owes owed forgot forgets
missed quit joined booked fixed locked sent wrote writes agreed refused promised insists insisted has had hasn hadn
didn doesn isn wasn won will would can could should just still also went left got came lives works moved signed
""".split())
# Past tenses that follow a lower-case chat subject only ("omg yusuf brought baklava", "sakura beat haruto again");
# not acting verbs for capitalised words, which may be things ("Fermentation started").
_LOWER_SUBJECT_VERBS = frozenset("brought bought beat made took gave paid found met lost scored cooked baked played "
                                 "started finished tried ate drove ran forgot".split())
# What a capitalised word in no list does at a line's start to be someone: "Vilayphone wants to know" (not the
# auxiliaries, which follow anything: "Kubernetes has", "Sentry will").
_ACTING_VERBS = _SUBJECT_VERBS - {"has", "had", "will", "would", "can", "could", "should", "just", "still", "also",
                                  "is"}
# Words after which a lower-case subject can start ("ok so kwame said", "told me zarghona durrani is leaving").
_CLAUSE_WORDS = frozenset("and so but that me us because cos coz bc while when if since whether lol ok okay hey "
                          # "i think dilnoza karimova is ghosting me", "omg yusuf brought baklava"
                          "think guess heard bet omg wtf lmao lmfao gg tbh ngl btw imo idk pls plz ugh yay".split())
# Capitalised words joined by "/", "&" or "+" ("Sven/Ayşe/Kenji"), and comma lists of lower-case handles.
_JOINED = re.compile(r"(?<![\w/&+.-])[A-ZÀ-ÖØ-Þ][\w'’-]+(?:[ \t]?[/+][ \t]?|[ \t]&[ \t])[A-ZÀ-ÖØ-Þ][\w'’-]+"
                     r"(?:(?:[ \t]?[/+][ \t]?|[ \t]&[ \t])[A-ZÀ-ÖØ-Þ][\w'’-]+)*(?![\w/&+-])")
_FIRST_NAME_LIST = re.compile(r"(?<![\w'’-])[^\W\d_][\w'’-]*(?:, [^\W\d_][\w'’-]*)+,? (?:and|&|or) "
                              r"[^\W\d_][\w'’-]*(?![\w'’-])")
_HL = "[a-zß-öø-ÿ]+"
_HANDLE_LIST = re.compile(rf"(?<![\w.@/-]){_HL}[._]{_HL}(?:,[ \t]*{_HL}[._]{_HL})+(?![\w@/-]|\.\w)")
# Titles that are no ordinary word even in lower case.
_SHORT_TITLES = frozenset("mr mrs ms mx dr prof herr frau sr sra srta dra capt cpt lt sgt insp supt cllr revd".split())
# Titles that only ever stand before a person's name (not "Coach", "Nurse", "Captain": "Captain America").
_NAME_TITLES = _SHORT_TITLES | frozenset("""mevrouw meneer mevr dhr señor señora señorita senhor senhora signor signora
signore monsieur madame mme mlle sayın""".split())
# Words that open a letter or a message, and who is greeted by them that is no one.
_SALUTATIONS = frozenset("hi hello hey hiya dear hallo hola bonjour salut ciao olá ola hej hoi merhaba cześć "
                         "ahoj sveiki tere thanks cheers congrats congratulations".split())
# Closings that the writer's name follows ("Cheers, Hope").
_SIGN_OFFS = frozenset("cheers thanks regards best love xx xoxo hugs ta".split())
_GREETED = frozenset("there world folks guys everybody everyone all team gang people zusammen todos tous tutti "
                     "again".split())
# Titles: whatever capitalised word follows one is a name ("Herr Mukherjee"), gazetteer or not.
TITLES = frozenset("mr mrs ms mx miss dr prof sir dame herr herrn frau señor señora sr sra srta don doña monsieur "
                   "sayın sayin "
                   "madame mademoiselle mme mlle signor signora signore signorina dottor dottore dottoressa sig "
                   "senhor senhora sr dona meneer mevrouw mevr dhr pan pani panie bay bayan ibu bapak pak fru herra "
                   "rouva domnul domnului doamna doamnei dottor dott avv atty engr capt cpt lt sgt maj cmdr col "
                   "revd insp supt cllr dra profa officer constable sergeant detective inspector captain lieutenant "
                   "commander coach nurse pastor imam rabbi pán pána pánovi pánom paní κύριος κυρία κύριε κυρίου "
                   "ông bà chị professor professora professore professeur profesor profesora doctora docteur "
                   "doktor dokter doutor doutora maestra maestro maîtresse juf meester "
                   "ald alderman alderwoman commissioner councillor councilor councilmember councilwoman councilman "
                   "magistrate senator mayor paramedic emt deputy chief trooper firefighter sheriff "
                   "dispatcher judge justice baroness baron viscount "
                   # the vocative and other forms in letters: "Уважаема госпожо Стоянова", "Шановна пані Оксано",
                   # "Stimată doamnă Constantinescu", "Mpendwa Bi. Mwakyusa", "Lugupeetud proua Ilves"
                   "госпожо госпожа господин господине пані пане doamnă domnule bi bw proua härra".split())
# The last word of a firm's name: "Acme Corp", "Nordlicht Logistik GmbH".
ORG_SUFFIXES = frozenset("corp corporation inc incorporated ltd llc llp plc gmbh ag sa sarl srl bv nv oy ab as asa "
                         "kg co company group holdings bank partners associates foundation institute university "
                         "college".split())
# An identifier of several pieces joined by "-" or "_" or written in camel case, and its pieces.
_IDENT_RUN = re.compile(r"(?<![\w.@-])(?:[^\W\d_]+(?:[-_][^\W\d_]+)+(?:[-_]\w+)*|"
                        r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[-_]\w+)*(?![\w]))")
_IDENT_PIECE = re.compile(r"[^\W\d_][^\W\d_A-Z]*")
# Words before a one-word "organisation" that make it a thing, not a person: articles, possessives, a place's
# prepositions.
_THING_BEFORE = frozenset("the a an your my our his her their its this that these those at in into via near"
                          .split())
# Someone's relative or role, then a lower-case word: "my sister grace", "her bf chase", "our gaming buddy storm".
_OWN_PERSON_LOWER = re.compile(r"\b(?:my|our|her|his|their|your)[ \t]+[a-z]+[ \t]+[a-z]{3,}(?:[ \t]+[a-z]{3,})?\b")
_KIN_LOWER = re.compile(r"(?<![\w'’-])(?:grandma|grandpa|granny|grandad|granddad|nana|nanna|auntie|aunty|aunt|"
                        r"uncle|cousin)[ \t]+[a-z]{3,}\b")
_OWNED_PEOPLE = _PEOPLE_NOUNS | frozenset("""bf gf ex buddy bestie bff hubby mate coach teacher manager boss doctor
dentist therapist trainer stylist cleaner plumber assistant""".split())
_LOWER_NAME_NEXT = frozenset("and or want is was are were".split())
# A subject's verb right after a word: "Imran and Zainab agreed"; with a copula too: "neha forgot", "pooja is".
_SUBJECT_VERB_NEXT = re.compile(r"\s+(?:" + "|".join(sorted(_SUBJECT_VERBS)) + r")\b")
_ACTS_NEXT = re.compile(r" (?:" + "|".join(sorted(_SUBJECT_VERBS | _COPULAS)) + r")\b")
# Words before a capitalised pair that make it a thing: "migrated from Zendesk Guide", "built on Quercus Robur".
_PAIR_NOT_AFTER = frozenset("""from on to with using of for by as like than use uses used called named new old over
during before after until since company firm vendor supplier client customer employer brand agency bank store shop app
tool platform product service team club left joined""".split())
# A name with a Japanese, Korean, Hindi or Persian honorific joined by a hyphen ("Watanabe-san", "Madhura-ji").
_HONORIFIC_SUFFIX = re.compile(r"([^\W\d_]{2,})-(?:san|sama|kun|chan|sensei|senpai|ji|nim|ssi|jan)", re.I)
# "SURNAME, GIVEN M." in capitals (NameFinder.inverted_capitals).
_UP = "A-ZÀ-ÖØ-ÞĀ-ſİ"
_INVERTED_CAPS = re.compile(rf"(?<![\w])([{_UP}][{_UP}'’-]{{2,}}(?: [{_UP}][{_UP}'’-]{{1,}}){{0,2}}), "
                            rf"([{_UP}][{_UP}'’-]{{2,}}|[{_UP}][a-zß-öø-ÿ'’-]{{2,}})(?: [{_UP}]\.)?(?![\w'’-])")
# "SURNAME/GIVEN" as airline, ferry and booking manifests print a passenger ("1. MORTENSEN/JÓGVAN MR").
_SLASH_CAPS = re.compile(rf"(?<![\w/])([{_UP}][{_UP}'’-]{{1,}}(?: [{_UP}][{_UP}'’-]{{1,}})?)/([{_UP}][{_UP}'’-]{{1,}})"
                         rf"(?:[ \t]+(?:MR|MRS|MS|MSTR|MISS|DR|CHD|INF))?(?![\w/'’-])")
# Faiths and peoples that are given names somewhere too ("Muslim", "Hindu"): a group, not a person, alone.
_GROUPS = frozenset("muslim muslims hindu hindus sikh sikhs jain jains buddhist christian jewish catholic arab arabs "
                    "latino latina latinos persian punjabi tamil bengali malay maori".split())
# Two words of letters side by side on one line of code (NameFinder.code_pairs).
_CODE_PAIR = re.compile(r"(?<![\w.@/\\-])([^\W\d_][^\W\d_'’]+) "
                        r"([^\W\d_](?:[^\W\d_]|[-'’])*[^\W\d_])(?![\w.@/(-])")
# "it's Nizhoni, ...", "this is Jake from ...", "يوسف here —" (NameFinder.self_named).
_SELF_NAMED = re.compile(r"(?i:\b(?:it'?s|it’s|this is)[ \t]+)([A-Z][^\W\d_]+|[^\W\d_A-Za-z]+)(?=[ \t]*(?:[,!—–]|-[ \t]|"
                         r"here\b|from\b|again\b))|(?:^|(?<=[.!?\n\"'“‘] ))([A-Z][^\W\d_]+|[^\W\d_A-Za-z]+)"
                         r"(?=[ \t]+here[ \t]*[—–,:-])")
# "i'm precious ogundipe, i forgot my password": a lower-case given and family name after "i'm" or "my name is".
_SELF_NAMED_LOWER = re.compile(r"\b(?:i'm|i’m|im|i am|my name is|my name's|this is|it's|it’s)[ \t]+"
                               r"([a-z][^\W\d_]+ [a-z][^\W\d_]+)(?=[ \t]*[,.!;—–-]|[ \t]+(?:and|from|here)\b|"
                               r"[ \t]+[a-z]+(?: \d)?:[ \t])")  # (a call transcript's next turn: "it's x y agent: ...")
# Whose name a sentence says: "her name is hope", "my name is Georgia!", "his full name was Tenzing Norgay".
_NAME_IS = re.compile(r"(?i:\b(?:my|his|her|their|your|our)(?:[ \t]+(?:full|first|last|real|maiden|given|family))?"
                      r"[ \t]+name(?:'s|’s|[ \t]+is|[ \t]+was)[ \t]+)([^\W\d_][\w'’-]*(?:[ \t][^\W\d_][\w'’-]*){0,2})")
# Two capitalised Cyrillic words, the second with a family name's ending: "Әйгерім Нұрланова", "Сяргей Калеснікаў".
_CYRILLIC_PAIR = re.compile(r"(?<![\w-])([А-ЯЁІЇЄЎҐӘҒҚҢӨҰҮҺӀ][а-яёіїєўґәғқңөұүһҳӣӯҷ'’]{1,20}) "
                            r"([А-ЯЁІЇЄЎҐӘҒҚҢӨҰҮҺ][а-яёіїєўґәғқңөұүһҳӣӯҷ]{1,20}(?:ова|ева|ёва|ов|ев|ёв|ин|ина|ын|ына|"
                            r"енко|ук|юк|ич|вич|вна|чна|аў|ава|ян|дзе|швили|ули|зода|иев|иева))(?![\w-])")
# ... or one lower-case given name: "hey its brooke can u send it", "hi its sione from the rugby club".
_SELF_NAMED_ONE = re.compile(r"\b(?:it'?s|it’s|its|this is)[ \t]+([a-z][^\W\d_]{2,})(?=[ \t]*(?:[,!—–]|-[ \t]|"
                             r"(?:here|from|again|can|cant|can't|pls|please)\b))")
# Thanks in other languages, then whom: "Gracias a Tane por", "Obrigado, Kanokwan,", "Dziękujemy Alfie za".
_FOREIGN_THANKS = re.compile(r"(?i:\b(?:gracias a|grazie a|merci à|merci a|danke an|dank aan|tack till|"
                             r"obrigad[oa],?(?:[ \t]+(?:a|à|ao))?|terima kasih(?: kepada)?|dziękujemy|dziękuję|kia ora|"
                             r"asante|salamat kay|teşekkürler|cảm ơn(?: chị| anh| em| bạn| cô| chú)?)[ \t]+)"
                             r"([A-ZÀ-ÞĀ-Ž][\w'’-]+)(?![ \t]+[A-ZÀ-ÞĀ-Ž])")
_GODS = frozenset("dios dio dieu gott deus deos allah tuhan god bog".split())
# A name and, in brackets, the part its bearer plays: "between Hope Banks (landlord) and", "Ana Ruiz (the buyer)";
# or the other way round: "My sister (HOPE BANKS)".
_GLOSSED_ROLE = re.compile(r"((?:[A-Z][\w'’-]+[ \t]){0,3}[A-Z][\w'’-]+)[ \t]+\((?:the |my |our )?([a-z-]+)\)")
_ROLE_GLOSS = re.compile(r"\b([a-z-]+)[ \t]+\(((?:[A-Z][\w'’-]+[ \t]){0,2}[A-Z][\w'’-]+)\)")
# Family names of the Plains nations and others written as two English words, a quality or number then an animal, a
# force of nature or a part ("High Hawk", "Two Bulls", "Yellow Horse", "Good Voice", "Brave Heart"): every word an
# ordinary one, so the gazetteer's evidence is the given name before them (pii_names.NameFinder.compound_surnames)
COMPOUND_SURNAME_HEADS = frozenset("""high yellow two three four little good brave iron black white red running standing
spotted lone kills looking fast long many crazy big sitting swift young old blue gray grey walking flying bad tall
plenty bear eagle chasing""".split())
COMPOUND_SURNAME_TAILS = frozenset("""hawk hawks horse horses bull bulls bear bears elk eagle eagles thunder cloud
clouds voice heart feather feathers crow crows wolf wolves shield moon star deer buffalo bird birds dog dogs hand
arrow arrows water wind sky fox owl boy calf tail face plume robe lance knife otter hoop bonnet eyes bone road
legs lodge kettle nose rabbit weasel whirlwind shell horn runner""".split())
_THANKED = re.compile(r"(?im)^[ \t>]*(?:thanks|thank you|thx|ty|cheers|hi|hello|hey|sorry|congrats|congratulations|"
                      r"well done|great job|great work|nice work|good job|good morning|morning|welcome|happy birthday)"
                      r"\b[^\n]{0,160}?, (?-i:([A-Z][^\W\d_][\w'’-]*(?: [A-Z][^\W\d_][\w'’-]*)?))[ \t]*[.!]*[ \t]*$")
# ... or thanks with no comma, ending a line or a quote: "[applause] thank you Tchakounté"
_THANKED_BARE = re.compile(r"(?i:\b(?:thank you|thanks|thx)[ \t]+)([^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*)?)"
                           r"(?=[ \t]*(?:[.!\"”’'\n]|$))")
_DASH_SIGNED = re.compile(r"(?m)[.!?)\]][ \t]+[-–—~][ \t]?([A-Za-z][a-z'’]{2,20})[ \t]*[\"'”’]?[ \t]*$")
# Subtitles and captions: WebVTT's voice tag names who speaks ("<v Ndesamburo Swai>", "<v.loud Ana>"), and so does
# "Name:" opening a cue's text under its timing line ("00:00:21,000 --> 00:00:23,400\nOndo: Did Essono call?").
_VTT_VOICE = re.compile(r"<v(?:\.[\w-]+)*[ \t]+([^<>\n]{1,60}?)[ \t]*>")
_CUE_TIMING = re.compile(r"(?m)^[ \t]*(?:\d{1,2}:)?\d{1,2}:\d{2}[,.]\d{1,3}[ \t]+-->[ \t]+[^\n]*\n")
_CUE_SPEAKER = re.compile(r"[ \t\"'\[(-]*([^\W\d_][^:\n\"\]]{0,40}?)\]?[ \t]*:[ \t]")
# A name, then a verb: a minutes' action item ("Action: Nana to send the SRT by Wednesday", "AI: Hershel and Aaju to")
_NAME_WORDS = r"([^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*){0,2})"
_ACTION_ITEM = re.compile(r"(?<![\w-])(?:[Aa]ction(?:[ \t][Ii]tems?|s)?|ACTION(?: ITEMS?)?|AP|AI|TODO|To-?[Dd]o)"
                          r"[ \t]*[:：][ \t]*" + _NAME_WORDS + r"(?:[ \t]*(?:and|&|/)[ \t]*" + _NAME_WORDS +
                          r")?[ \t]+to[ \t]+[a-z]")
# Who a quoted line opens by addressing: "«Sokha, ¿vienes ...»", "\"Rasmus and Mads, you may now sign ...\""
_QUOTED_VOCATIVE = re.compile(r"[\"“„«‹「『][ \t]*[¡¿]?[ \t]*([^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*)?)"
                              r"(?:[ \t]+(?:and|&|y|e|et|und|en|og|och|i|ve|și|és|ja|a)[ \t]+"
                              r"([^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*)?))?[ \t]*[,，،][ \t]*"
                              r"(?=[¿¡]|[^\W\d_](?<![^\W\d_a-zß-ÿ]))")  # (then a word in lower case)
# A quoted item of a list of quoted strings ("[\"Manic, distracted.\", \"Regal, bored.\"]") is no line said to anyone.
_QUOTED_ITEM = re.compile(r"(?:[\[,][ \t]*\n?[ \t]*)$")
_INTERJECTIONS = frozenset("wow oh ah aw hey hmm wait look listen well yes yeah no nope okay ok sure please sorry "
                           "alright right man dude boy gosh geez ugh yay oops huh".split())
# A printed form's field without a colon, read off a scan in capitals: "SURNAME FAYE GIVEN NAMES DIARRA NATIONALITY"
_FORM_CAPS = re.compile(r"(?<![\w-])(?:SURNAME|LAST NAME|FAMILY NAME|GIVEN NAMES?|FIRST NAMES?|FORENAMES?|"
                        r"MIDDLE NAMES?)[ \t]+(?=([^\W\d_][\w'’-]*(?:[ \t][^\W\d_][\w'’-]*){0,5}))")
_HYPHENATED = re.compile(r"(?<![\w'’.@/-])([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)-([A-ZÀ-ÖØ-Þa-z][a-zß-öø-ÿ]+)(?![\w'’@/-])")
_COMPOUND_SURNAME = re.compile(r"\b([A-Z][^\W\d_]+) ([A-Z][a-z]+) ([A-Z][a-z]+)\b")

# Balinese birth-order names, the first word of a name after "I" or "Ni" ("I Ketut Arsana", "Ni Made Ayu Lestari").
BALINESE_ORDER = frozenset("wayan gede putu made kadek nengah nyoman komang ketut".split())
# Words that open a letter or name a role: "Dear Sir or Madam", "Dear Customer", "Dear Hiring Manager".
ROLE_WORDS = frozenset("sir madam madame customer customers manager team hiring department sirs colleagues all "
                       "everyone friends members client clients user users guest guests".split())
# Who speaks in captions without being anyone in particular ("<v Narrator>", "SPEAKER 2:", "[MUSIC]"), and role words.
_CAPTION_ROLES = frozenset("""speaker speakers narrator host hosts interviewer interviewee moderator chair clerk agent
caller voice voices crowd audience man woman boy girl child announcer presenter translator interpreter music note
both others unknown off-screen offscreen""".split()) | ROLE_WORDS
# Firms and brands named after people. A phrase of several words is a brand wherever it stands; one word only where
# it stands alone (no title before it, no name part beside it): "a Dyson", but "Mr Dyson" and "James Dyson" are people.
# (Not the firms whose name is a common person's name: "John Lewis", "Paul Smith", "Edward Jones", "Ted Baker".)
BRAND_PHRASES = frozenset(p.casefold() for p in """Yin yoga|Kelly green|Marcel waves|Marley twists|Lomi Lomi|Lindy Hop|
Worcester Bosch|Paul Mitchell|Jo Malone|Huda Beauty|Les Paul|Doc Martens|Farrow & Ball|Muay Thai|Swim England|
Morgan Stanley|Goldman Sachs|Ernst & Young|Johnson & Johnson|
Procter & Gamble|Marks & Spencer|Ben & Jerry's|Louis Vuitton|Hugo Boss|Dr Pepper|Dr. Pepper|Dr Martens|Dr. Martens|
Dr. Oetker|Dr Oetker|Yves Saint Laurent|Estée Lauder|Harley-Davidson|
Rolls-Royce|Mercedes-Benz|Aston Martin|Alfa Romeo|Dolce & Gabbana|Jack Daniel's|Johnnie Walker|Wells Fargo|
Lehman Brothers|JP Morgan|J.P. Morgan|
Merrill Lynch|Grant Thornton|Baker McKenzie|Arthur Andersen|Warner Bros|Trader Joe's|Tim Hortons|
Hewlett-Packard|Hewlett Packard|Bang & Olufsen|Black & Decker|Smith & Wesson|Abercrombie & Fitch|Barnes & Noble|
Oscar de la Renta|Max Mara|Victoria's Secret|Philipp Plein|Emilio Pucci|
Salvatore Ferragamo|Ermenegildo Zegna|Sotheby's|McKinsey|Bain & Company|
Boston Consulting Group|Thomson Reuters|Dow Jones|Standard & Poor's|Charles Tyrwhitt|
Sainsbury's|McDonald's|Domino's|Kellogg's|Dunkin'|Arby's|Hardee's|Carl's Jr|Papa John's|
Chick-fil-A|Kiehl's|Hershey's|Charles Schwab|Fannie Mae|Freddie Mac|Sallie Mae|Ginnie Mae|Smith Barney|
Hargreaves Lansdown|Harvey Nichols|Kaiser Permanente|Johns Hopkins|Calvin Klein|Tommy Hilfiger|Ralph Lauren|
Michael Kors|Kate Spade|Tory Burch|Vera Wang|Giorgio Armani|Christian Dior|Jimmy Choo|Stella McCartney|
Alexander McQueen|Vivienne Westwood|Betty Crocker|Oscar Mayer|Uncle Ben's|Wendy's|Chuck E. Cheese|Ruth's Chris|
Marie Callender's|Christie's|Getty Images|Faber-Castell|Dolby Atmos|Dolby Vision|
Graham Farish|Tokio Marine|Mutua Madrileña|Chase Sapphire|
Marie Curie|Sue Ryder|Ronald McDonald House|Magen David Adom|Chevra Kadisha|Islamic Relief|Christian Aid|Muslim Aid|
Khalsa Aid|Save the Children|Cancer Research UK|Macmillan Cancer Support|British Heart Foundation|Red Cross|
Red Crescent|Salvation Army|Habitat for Humanity|World Vision|Trussell Trust|Age UK|Dogs Trust|St Vincent de Paul|
Médecins Sans Frontières|Barnardo's|Great Ormond Street|Make-A-Wish|Tommy's""".replace("\n", "").split("|"))
BRANDS = frozenset("""barre bikram velux hyrox zumba tabata essie balayage zettle booksy fresha artex simplybook
vinyasa hatha mindbody glofox treatwell dermalogica wella
alexa amex heinz minecraft adobe fedex mercedes caritas oxfam tearfund cafod unicef mencap
donorbox givebutter justgiving gofundme pushpay elvanto churchsuite blackbaud
dyson ferrari porsche lamborghini maserati bugatti renault peugeot citroën citroen michelin
philips siemens bosch marriott hilton hyatt kellogg cadbury boeing disney chanel gucci prada versace armani cartier
hermès adidas dell ford toyota honda suzuki yamaha kawasaki nikon casio mattel hasbro heineken carlsberg guinness dior
fendi lancôme givenchy balenciaga ferragamo bulgari bentley rolls opel škoda skoda daimler benz
miele braun gillette colgate kraft lipton nestlé hershey tesla ikea lego nokia
ericsson bayer merck pfizer novartis roche deloitte kpmg accenture barclays rothschild lazard
schwab fargo lloyds hsbc amazon walmart netflix google apple microsoft facebook twitter uber airbnb spotify
samsung sony nike starbucks visa mastercard paypal venmo zelle klarna
mercari depop poshmark vinted wallapop shpock gumtree craigslist etsy hornby bachmann märklin marklin kawai steinway
fender gibson ibanez korg hidersine pentax leica fujifilm olympus
generali allianz axa mapfre ventolin zofran keppra coumadin tylenol advil motrin panadol nurofen calpol
epipen narcan lasix xanax valium ativan ozempic lipitor zoloft prozac augmentin voltaren
parkinson alzheimer crohn hodgkin asperger huntington tourette addison hashimoto raynaud""".split())  # diseases too
# Car makes: a make and the model after it are a product ("Toyota Yaris", "Hyundai i30", "VOLVO XC60"). Makes that
# are also given names or family names ("Kia Nazari", "Mercedes Sosa", "Tom Ford") count only before a model of
# CAR_MODELS or one with a digit.
CAR_MAKES = frozenset("""toyota renault hyundai nissan subaru volvo mazda skoda škoda dacia volkswagen vw fiat
peugeot citroën citroen chevrolet cupra opel vauxhall audi bmw tesla jeep chrysler lexus acura infiniti mitsubishi
suzuki porsche ferrari lamborghini maserati polestar byd rivian buick cadillac gmc perodua proton mahindra saab
lada chevy""".split())
_NAME_MAKES = frozenset("kia mercedes lincoln ford honda seat mini smart genesis dodge jaguar tata alfa".split())
CAR_MODELS = frozenset("""leon ibiza arona ateca tarraco formentor born mustang focus fiesta kuga puma ranger transit
explorer escape bronco edge expedition maverick civic accord jazz pilot odyssey passport ridgeline fit sportage
picanto ceed niro sorento rio stonic xceed soul stinger telluride carnival seltos navigator aviator corsair nautilus
charger challenger durango journey cooper countryman clubman fortwo forfour nexon harrier punch tiago giulia
giulietta stelvio tonale pace""".split())
_CAR_RX = re.compile(r"(?<![\w-])(" + "|".join(sorted(CAR_MAKES | _NAME_MAKES, key=len, reverse=True)) +
                     r")[ \t]+([A-Za-z0-9][\w-]*)(?![\w-])", re.I)
# Animal breeds: a breed is a kind of animal, not a person, even where its words are names or places ("our Border
# Collie", "a Jack Russell", "two Labrador puppies", "Maine Coon kitten"). Written with a capital; never after a title
# or a verb done to a person ("ask Jack Russell"). A breed that is also a place, a people, a name or a word
# (_AMBIGUOUS_BREEDS) counts only after a determiner or a number, before a word for an animal, or glossing a name.
BREEDS = frozenset(p.casefold() for p in """Labrador|Labrador Retriever|Golden Retriever|Flat-Coated Retriever|
Border Collie|Rough Collie|Bearded Collie|Collie|Jack Russell|Jack Russell Terrier|Parson Russell Terrier|
Cavalier King Charles|King Charles Spaniel|Cocker Spaniel|Springer Spaniel|English Springer|Cocker|Cockapoo|Cavapoo|
Cavachon|Labradoodle|Goldendoodle|Sproodle|Shih Tzu|Lhasa Apso|Bichon Frise|Bichon|Maltese|Yorkshire Terrier|Yorkie|
Staffordshire Bull Terrier|Staffie|Staffy|Bull Terrier|Border Terrier|Cairn Terrier|West Highland Terrier|Westie|
Airedale|Schnauzer|Miniature Schnauzer|Dachshund|Whippet|Greyhound|Lurcher|Saluki|Afghan Hound|Beagle|Basset Hound|
Bloodhound|Dalmatian|Pomeranian|Chihuahua|Pug|French Bulldog|Frenchie|English Bulldog|Bulldog|Dobermann|Doberman|
Rottweiler|German Shepherd|Alsatian|Belgian Malinois|Malinois|Husky|Siberian Husky|Alaskan Malamute|Malamute|Samoyed|
Akita|Shiba Inu|Shiba|Chow Chow|Shar Pei|Bernese Mountain Dog|Bernese|Newfoundland|Saint Bernard|St Bernard|
Great Dane|Bullmastiff|Mastiff|Weimaraner|Vizsla|Irish Setter|Red Setter|Corgi|Welsh Corgi|Papillon|Poodle|
Toy Poodle|Havanese|Sheltie|Shetland Sheepdog|Old English Sheepdog|Australian Shepherd|Kelpie|Rhodesian Ridgeback|
Basenji|Podenco|Kooikerhondje|Keeshond|Leonberger|Pekingese|Cane Corso|Maine Coon|British Shorthair|
British Longhair|American Shorthair|Exotic Shorthair|Scottish Fold|Siamese|Persian|Bengal|Ragdoll|Sphynx|Burmese|
Birman|Abyssinian|Russian Blue|Norwegian Forest Cat|Devon Rex|Cornish Rex|Tonkinese|Oriental Shorthair|Turkish Van|
Turkish Angora|Holland Lop|Mini Lop|French Lop|Netherland Dwarf|Lionhead|Flemish Giant|Shetland Pony|Welsh Cob|
Connemara|Clydesdale|Thoroughbred|Appaloosa|Palomino|Haflinger|Friesian|Lipizzaner|Andalusian|Quarter Horse|
Cockatiel|Budgerigar|African Grey|Leghorn|Orpington|Silkie""".replace("\n", "").split("|"))
_AMBIGUOUS_BREEDS = frozenset("""labrador collie cocker bichon maltese yorkie staffie staffy westie airedale pug
frenchie husky akita shiba bernese newfoundland corgi papillon sheltie kelpie siamese persian bengal burmese birman
abyssinian lionhead connemara clydesdale thoroughbred appaloosa palomino friesian andalusian leghorn orpington silkie
greyhound""".split()) | {"jack russell", "cavalier king charles", "king charles spaniel", "saint bernard",
                         "st bernard", "great dane", "english springer", "afghan hound"}
_BREED_ALT = "|".join(map(re.escape, sorted(BREEDS, key=len, reverse=True)))
_BREED_RX = re.compile(r"(?<![^\W_])(?:" + _BREED_ALT + r")(?:s|es)?(?![^\W_])", re.I)
# What stands before a breed that is a kind of animal ("a Labrador", "our Bengal", "mon Labrador", "two Samoyed
# puppies") and what follows one ("Labrador puppies", "Border Collie grooming", "a Maltese cross").
_BREED_BEFORE = frozenset("""a an the my our your his her their two three four both this that these those breed
mon ma mes notre nos votre un une le la les mein meine meinen unser unsere ein eine einen der die das den dem mijn onze
een de het mi mis nuestro nuestra una el los las il lo gli mio mia o os um uma meu minha""".split())
# Words for a kind of pet. A capitalised word right after one is the animal's name ("our dog Luna", "Pet: Tarçın",
# "Hond Rex", "a cat called Mochi"), as is one after a breed ("my Jack Russell Max"), one glossed with one ("Sultan
# (parrot)", "Strudel (Dachshund, m)"), one a lost-pet notice says it answers to, and one whose microchip, kennel or
# hutch the text names. (Not words that also call a person names: "party animal", "love rat", "the GOAT"; nor ones
# that are words of another language: Dutch "Rooster:" is a rota, "hen" them, Italian "mare" the sea.)
PET_WORDS = frozenset("""dog dogs puppy puppies pup pups doggo cat cats kitten kittens kitty hamster hamsters rabbit
rabbits bunny bunnies parrot parrots budgie budgies cockatiel tortoise tortoises turtle terrapin horse horses pony
ponies stallion gelding filly foal hens cockerel ferret ferrets gecko iguana goldfish axolotl canary
chinchilla gerbil hedgehog alpaca pet pets hund hündin katze kater kätzchen welpe hond poes konijn chien chienne chiot
chaton lapin perro perra cachorro gato gata gatito conejo cão cadela gatto gattina köpek kedi kot kotka hest
hunden katten katt""".split())
# German and Dutch write the noun with a capital: "Hund Rex", "Hond Rex"; other pet words count capitalised only as a
# label ("Dog: Tjokkie") or in a text in capitals
_CAPITAL_PET_WORDS = frozenset("hund hündin katze kater kätzchen welpe hond poes konijn hunden katten".split())
_BREED_AFTER = PET_WORDS | frozenset("""grooming cross mix breeder breeders rescue owner owners club show litter
terrier spaniel retriever""".split())
_PET_KIND = "|".join(sorted(PET_WORDS | {"guinea pig", "guinea pigs"}, key=len, reverse=True))
# one capitalised word (not the first of a full name: "our dog walker Anna Kim" has no cue before "Anna")
_PET_NAME = r"([A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]+(?:-[^\W\d_]+)?)(?![\w-]|[ \t][A-ZÀ-ÖØ-Þ][a-zà-ÿ])"
_PET_NAME_RX = re.compile(_PET_NAME)
_PET_BEFORE = re.compile(r"(?<![\w-])(?i:(" + _PET_KIND + r"))([ \t]*:[ \t]*|[ \t]+(?:(?:is[ \t]+)?(?:named|called)"
                         r"[ \t]+)?)" + _PET_NAME)
_PET_GLOSS = re.compile(r"([A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]+)(?:(?:,| and| &) ([A-ZÀ-ÖØ-Þ][^\W\d_]+))?[ \t]*\((?i:"
                        r"(?:[\w-]+[ \t]+){0,2}(?:" + _PET_KIND + "|" + _BREED_ALT + r")(?:s|es)?[ \t]*[,;)])")
_PET_ANSWERS = re.compile(r"(?i:\b(?:answers|responds|answering|responding) to[ \t]+(?:the name[ \t]+)?)"
                          r"([A-ZÀ-ÖØ-Þ][^\W\d_]+)(?![\w-])")
_PET_THINGS = re.compile(r"([A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]+)['’]s? (?:microchip|kennel|litter tray|hutch|cage|paws|flea|"
                         r"worming|wormer|spay|neuter|kibble|breed)\b")
_PET_THE = re.compile(r"([A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]+) the (?:" + _PET_KIND + r")(?=[\s.,!?;:)]|$)(?![ \t]+(?:sitter|"
                      r"walker|lady|man|woman|person|groomer|trainer|whisperer|lover|owner|breeder|expert)s?\b)")
# Storms by name, emergency units by number, the phonetic alphabet's sides and points (event_spans)
_STORM_RX = re.compile(r"(?<![\w-])(?i:(?:(?:post-|sub)?tropical[ \t]+)?(?:storm|hurricane|typhoon|super typhoon|"
                       r"cyclone|sturm|orkan|tempête|tormenta|huracán|huracan|ciclone|tufão|tifón|bão|taifun))[ \t]+"
                       r"[^\W\d_][\w'’-]*")
_UNIT_RX = re.compile(r"(?<![\w-])((?i:medic|engine|ladder|truck|rescue|squad|battalion|marine|ambulance|tower|tanker|"
                      r"brush|unit|patrol|division|sector|zone|gate|crew))[ \t]+\d{1,4}[A-Za-z]?(?![\w-])")
_PHONETIC_RX = re.compile(r"(?<![\w-])(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|ALPHA|BRAVO|CHARLIE|DELTA)(?![\w-])")
_PHONETIC_BEFORE = re.compile(r"(?i:\b(?:side|point|sector|zone|quadrant|division|team|unit|exposure))[ \t]+\Z")
_PHONETIC_AFTER = re.compile(r"[ \t]+(?i:side|sector|quadrant|exposure|one|two|three|four|five|\d)\b")
_PET_TALK = re.compile(r"(?i)(?<![\w-])(?:" + _PET_KIND + r"|vet|vets|veterinary|lost|missing|microchip)(?![\w-])")
_CAR_MORE = re.compile(r"[ \t][A-Z][a-z]+(?![\w'’-]|[ \t][A-Z][a-z])")
# Offsets into the original text (a casefolded copy can differ in length: "ß" -> "ss"); whole words only.
_BRAND_RX = re.compile(r"(?<![^\W_])(?:" + "|".join(map(re.escape, sorted(BRAND_PHRASES, key=len, reverse=True)))
                       + r")(?![^\W_])", re.I)
# Pronouns and determiners after a sentence-initial word make it a verb: "Bill the client", "Pat the dough".
_OBJECT_WORDS = frozenset("the a an my your his her our their this that these those it them him me us all every each "
                          "any some of".split())  # "Mark all tickets", "Bill of materials"
# What follows a name that names a place, a line or an institution, not the person: "Victoria Station", "the
# Elizabeth line", "Howard University", "Iris dataset"; and what opens a place's name: "Santa Maria Novella".
# (Not the heads that are family names too: Park, Hall, Lane, Church, Temple, ...: "Ji-hoon Park", "Jerry Hall".)
_EPONYM_AFTER = re.compile(r" (?:Station|station|Street|Road|Avenue|Square|Airport|airport|[Ll]ine|"
                           r"University|College|Hospital|Centre|Center|Institute|Museum|Stadium|Terminal|"
                           r"Termini|Boulevard|Gardens|Library|Cathedral|Mosque|Foundation|Prize|"
                           r"Award|Islands|Falls|Mode|dataset|salad|sauce|dressing|chicken|sponge|Sponge|cake|"
                           r"Ave|Blvd|Drive|Way|Rd|Highway|Hwy|Parkway|Pkwy|Crescent|Terrace|Infirmary|Clinic|"
                           r"Elementary|Primary|School|Academy|County|Fire|Memorial|period|"
                           r"Chapel|Cemetery|Crematorium|Hospice|Mandir|Masjid|Vihara|Gurdwara|Synagogue|Kirke|"
                           r"kyrka|kirke|Camii|Abbey|Priory|Minster|Basilica|Shrine|Parish|Appeal|Trust|"
                           r"pie|tart|pudding|tea|cocktail|sandwich|apples?|terrier|retriever|spaniel|"
                           r"chain|filter|transform|distribution|theorem|algorithm|equation|paradox|tendon)\b")
# The dish a name ends: "Beef Wellington", "Eggs Benedict", "Crêpes Suzette", "Peach Melba".
_DISH_OPENERS = frozenset("beef chicken pork lamb eggs crêpes crepes peach tarta pollo".split())
# What a dish's name ends in ("Sticky Toffee Pudding", "Sage Butter Gnocchi", "Rosemary Focaccia"): no family name.
_DISH_HEADS = frozenset("""pudding puddings pie pies cake cakes tart tarts soup stew curry salad sauce bread breads
pasta noodles ramen pizza burger burgers sandwich sandwiches toast muffin muffins crumble pavlova trifle gratin kebab
kebabs tagine masala korma biryani dal risotto gnocchi focaccia linguine spaghetti lasagne lasagna ravioli tortellini
pesto cotta brûlée brulee soufflé souffle fondant mousse cheesecake brownie brownies cookies biscuits scones sorbet
gelato chowder bisque broth casserole roast fillet steak wings tacos burrito enchiladas paella couscous hummus falafel
dumplings buns porridge pancakes waffles omelette quiche crêpe crepe smoothie latte espresso cocktail spritz sundae
""".split())
# Given names that are also plants ("Basil, Rosemary and Thyme", "grow Jasmine and Heather"), and the words around a
# plant or a dish that no person needs.
_PLANT_NAMES = frozenset("""basil rosemary thyme jasmine heather holly ivy lily rose daisy violet sage ginger olive
hazel willow iris poppy laurel myrtle marigold primrose camellia dahlia magnolia azalea juniper clover fern lavender
saffron cherry""".split())
_ADDRESSED = TITLES | _SALUTATIONS | frozenset("ask asked tell told thanks thank with cc".split())
# Words before a brand that make the next word a person's name, not a model's: "ask Dell Begay".
_NOT_BEFORE_MODEL = _ADDRESSED | _PERSON_VERBS
# Words just before a kept place that make it a person named like one: "my cousin Killa", "Dear Georgia".
_PERSON_CUED = _PEOPLE_NOUNS | TITLES | _PERSON_VERBS | _SALUTATIONS
_PEOPLE_CONTEXT = _PEOPLE_NOUNS | frozenset("team she he her him his hers who whom bridesmaids guests".split())
_PLANT_CONTEXT = frozenset("""herb herbs plant plants planted planting grow grows growing pot pots potted garden
gardening seeds seed prune pruning bloom blooms flower flowers flowering poisonous toxic soil shrub shrubs
hedge watering balcony compost bouquet petals cuttings recipe ingredients spice spices""".split())
# Houses of worship and burial grounds: no one's name alone, and no one's before or after it ("Makki Masjid")
_WORSHIP_WORDS = frozenset("""chapel cemetery crematorium hospice mandir masjid vihara gurdwara synagogue kirke kyrka
camii abbey priory minster basilica shrine parish mosque cathedral church temple""".split())
_PLACE_OPENERS = frozenset("""santa san são sao saint st ste fort port lake mount cape masjid gurdwara wat surah
paróquia paroquia igreja chiesa église eglise parroquia iglesia kościół parafia храм храму ναός""".split())
# Determiners: in German, French and Spanish text a capitalised word after one is a noun ("für das Haus").
DETERMINERS = frozenset("der die das den dem des ein eine einen einem einer eines im am zum zur beim vom ins "
                        "le la les un une du des au aux el los las un una unos unas del al".split())
SAID = re.compile(r"\s+(?:wrote|said|says|replied|asked|agrees|disagrees|argues|suggests|suggested|mentioned|"
                  r"schrieb|a écrit|escribió)\b")
# "and"/"or" in the languages prompts come in (Dutch en, Scandinavian og/och, Polish i, Romanian și, Indonesian dan,
# Turkish ile/ve, Hungarian és, Finnish ja)
LIST_JOINERS = frozenset(", and & und et y e or oder ou o en og och i și dan ile ve és ja".split())

# Function words that are frequent in one language and rare in the others: enough to tell a prompt's language.
_FUNCTION_WORDS = {
    "en": set("the and is are was of to in that it for with you this have not be on what how can please where why "
              "which when who does did".split()),
    "de": set("der die das und ist nicht ich ein eine mit für auf dem den des sie wir bitte zu von wie meine mein "
              "bis auch noch hat haben wird kann muss über nach oder aber kannst du".split()),
    "fr": set("le la les et est une des du pour avec je vous que qui pas sur dans au aux ce merci".split()),
    "es": set("el los las y es una por para con que del se su al lo como pero está gracias muy".split()),
    "it": set("il lo gli della delle per con che non sono è una di questo questa grazie anche nel alla".split()),
    "pt": set("o os um uma não com para que da dos das em é na ao obrigado você por favor".split()),  # no as/do/no
    "nl": set("de het een en is niet ik je van voor met op dat dit zijn wij jullie ook maar naar hoe".split()),
    "sv": set("och det att är inte jag en ett för med på som av till om hur kan".split()),
    # (not "i", "to", "do": English writes them as often; "can u email to X — i forgot" is no Polish)
    "pl": set("w nie na że się jest z jak czy dla proszę oraz który która".split()),
    "cs": set("je se že pro jak ale jsem prosím nebo který která není také jsou jsme bude můžete napiš to".split()),
    "tr": set("ve bir bu için ile da de mi ne çok olarak gibi ama daha lütfen".split()),
    "lv": set("ir uz kā lai vai bet mēs jūs lūdzu līdz nav arī".split()),
    "fi": set("ja ei että kanssa mitä miten onko olen kiitos voi voitko tämä tämän myös sekä kun jos mutta "
              "hän minä sinä meidän".split()),
}
_ANY_FUNCTION_WORD = frozenset().union(*_FUNCTION_WORDS.values())
# English words that no language of _FUNCTION_WORDS's list counts, enough to keep a text English (_unknown_latin):
# "emergency contacts: 1) florencia rinaldi ... format as a wallet card."
_ENGLISH_MARKERS = frozenset("as at by from my me we our your if or but about into an just would should could i'm it's "
                             "don't".split())

# word -> the languages whose function word it is: detect_language counts every language in one pass
_FUNCTION_WORD_LANGS = {w: tuple(lang for lang, fw in _FUNCTION_WORDS.items() if w in fw) for w in _ANY_FUNCTION_WORD}

# Letters that only one of those languages writes (detect_language reads them in lower-case words and the first).
_LETTERS = {"pl": "łśźżńąę", "cs": "řůěť", "lv": "āēīūķļņģ", "tr": "ışğİ", "de": "ß", "es": "ñ¿¡", "pt": "ãõ",
            "fr": "œèêë", "sv": "å"}


def detect_language(text: str) -> str:
    """'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'cs', 'tr', 'lv' or 'fi' by function-word counts (ties
    and texts without any: 'en'; 'latn' where no English function word stands and most ordinary words are no
    English word); for a text mostly in another script, that script's ISO 15924 code in lower case ('cyrl',
    'grek', 'arab', 'hebr', 'jpan', 'hani', 'hang', 'deva', ...). Enough to tell that the English NER model is
    reading a language it does not know. Read from the first 2,000 characters."""
    return _detect_language(text[:2000])


@lru_cache(maxsize=4096)  # the rules and the learned pass read each text's language in turn
def _detect_language(text: str) -> str:
    script = _main_script(text)
    if script != "latn":
        return script
    # the words of prose: no part of an address or path ("hina.khan@corp.example.com" holds no Portuguese "com")
    found = [m for m in _WORD.finditer(text) if text[max(0, m.start() - 1):m.start()] not in (".", "@", "/")]
    raw = [m.group() for m in found]
    words = [w.lower() for w in raw]
    # a capitalised function word inside a sentence is a name's particle ("Bui Van Duc", "Le Quang Hung", "Di Stefano")
    prose = [m.group().lower() for m in found if m.group().islower() or _sentence_start(text, m.start())]
    counts = dict.fromkeys(_FUNCTION_WORDS, 0)
    for w in prose:
        for lang in _FUNCTION_WORD_LANGS.get(w, ()):
            counts[lang] += 1
    # another language needs more function words than English; its own letters count as one ("Przekaż ... poproś
    # Tomasza o podpis": Polish ż, ś, not Portuguese o) and tell two with as many apart; a capitalised word's letters
    # may be a name's
    lower = raw[:1] + [w for w in raw[1:] if w.islower()]
    chars = set().union(*lower) if lower else set()
    letters = {lang: not chars.isdisjoint(_LETTERS.get(lang, "")) for lang in counts}
    rank = {lang: (n + letters[lang], letters[lang]) for lang, n in counts.items()
            if lang != "en" and n + letters[lang] > counts["en"]}
    if rank:
        return max(rank, key=lambda lang: rank[lang])
    return "latn" if not counts["en"] and not any(w in _ENGLISH_MARKERS for w in words) and _unknown_latin(raw) \
        else "en"


def _unknown_latin(raw: list[str]) -> bool:
    """Latin-script text in a language without a function-word list ("Bagaimana cara bayar BPJS lewat GoPay?",
    "Làm sao đăng ký Zalo"): most of its lower-case words that are no known name are no English or de/fr/es word
    either. Names are left out of the count, so a lower-case list of names ("attendees: luwam haile; ...") stays
    English."""
    common = common_words()
    first, last = gazetteer()
    words = [w.lower() for w in raw if w.islower() and w.isalpha() and len(w) >= 2]
    words = [w for w in words if w in common or (w not in first and w not in last)]
    return len(words) >= 2 and sum(w in common for w in words) < 0.5 * len(words)


_SCRIPTS = (("CYRILLIC", "cyrl"), ("GREEK", "grek"), ("ARABIC", "arab"), ("HEBREW", "hebr"), ("HIRAGANA", "jpan"),
            ("KATAKANA", "jpan"), ("CJK", "hani"), ("HANGUL", "hang"), ("DEVANAGARI", "deva"), ("THAI", "thai"),
            ("GEORGIAN", "geor"), ("ARMENIAN", "armn"), ("ETHIOPIC", "ethi"), ("BENGALI", "beng"), ("TAMIL", "taml"))


def _main_script(text: str) -> str:
    """'latn' unless most letters are of another script; then its code (kana anywhere in Han text: 'jpan')."""
    import unicodedata

    if text.isascii():  # every letter Latin: no need to read them one by one
        return "latn"
    counts: dict[str, int] = {}
    letters = 0
    for ch in text:
        if not ch.isalpha():
            continue
        letters += 1
        if ch.isascii():
            continue
        name = unicodedata.name(ch, "")
        code = next((c for prefix, c in _SCRIPTS if name.startswith(prefix)), "latn" if "LATIN" in name else "zyyy")
        counts[code] = counts.get(code, 0) + 1
    counts.pop("latn", None)
    if not letters or sum(counts.values()) <= letters / 2:  # ASCII letters are not counted: Latin too
        return "latn"
    if counts.get("jpan") and counts.get("hani"):
        return "jpan"
    return max(counts, key=counts.get)


# --- resources --------------------------------------------------------------------------------------------


def gazetteer_path(rank: int = RANK) -> Path:
    return pii_places.cache_dir() / f"{GAZETTEER_VERSION}-top{rank}.txt.gz"


def build_gazetteer(rank: int = RANK, path: Path | None = None) -> Path:
    """Cut names-dataset's first/last name tables to the names some country ranks within `rank`; written
    atomically as 'F\\tname' / 'L\\tname' lines (casefolded), plus 'S\\tname' for the South Asian names (either
    table) of SOUTH_ASIA_RANK and 'P\tname' for the first names of POPULAR_RANK. Peak memory ~1.2 GB, ~40 s:
    done once."""
    import gc
    import pickle

    try:
        import names_dataset
    except ImportError as exc:
        raise RuntimeError("pii: the name gazetteer needs the names-dataset package (pip install names-dataset)") from exc
    root = Path(names_dataset.__file__).parent / "v3"
    path = path or gazetteer_path(rank)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    south: set[str] = set()
    popular: set[str] = set()
    for tag, fname in (("F", "first_names.pkl.gz"), ("L", "last_names.pkl.gz")):
        with gzip.open(root / fname) as f:
            table = pickle.load(f)  # the package's own data file, shipped in its wheel
        keep = set()
        for name, info in table.items():
            by_country = {c: r for c, r in (info.get("rank") or {}).items() if r is not None}
            if by_country and min(by_country.values()) <= rank and _WORD.fullmatch(name):
                keep.add(name.casefold())
            if any(by_country.get(c, SOUTH_ASIA_RANK + 1) <= SOUTH_ASIA_RANK for c in SOUTH_ASIA) and \
                    _WORD.fullmatch(name):
                south.add(name.casefold())
            if tag == "F" and by_country and min(by_country.values()) <= POPULAR_RANK and _WORD.fullmatch(name):
                popular.add(name.casefold())
        del table
        gc.collect()
        keep |= {n for n in _faker_names(tag) if _WORD.fullmatch(n)}
        lines.extend(f"{tag}\t{n}" for n in sorted(keep))
    south |= {n for tag in "FL" for n in _faker_names(tag, ("en_PK", "ne_NP", "si_LK")) if _WORD.fullmatch(n)}
    lines.extend(f"S\t{n}" for n in sorted(south))
    lines.extend(f"P\t{n}" for n in sorted(popular))
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    with gzip.open(tmp, "wt", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)
    return path


def _faker_names(tag: str, locales: Sequence[str] = FAKER_LOCALES) -> set[str]:
    """First ("F") or last ("L") names of Faker's person providers for `locales`, casefolded."""
    import importlib

    def strings(value: object) -> list[str]:
        if isinstance(value, dict):  # weighted {name: weight}, or {gender: names}
            keys = [k for k in value if isinstance(k, str)]
            return keys if all(not isinstance(v, (dict, list, tuple)) for v in value.values()) else \
                [n for v in value.values() for n in strings(v)]
        return [n for n in value if isinstance(n, str)] if isinstance(value, (list, tuple)) else []

    prefix = "first_name" if tag == "F" else "last_name"
    out: set[str] = set()
    for loc in locales:
        provider = importlib.import_module(f"faker.providers.person.{loc}").Provider
        for attr in dir(provider):
            if attr.startswith(prefix) and not callable(getattr(provider, attr)):
                out |= {n.casefold() for n in strings(getattr(provider, attr))}
    return out


@lru_cache(maxsize=4)
def _tables(rank: int = RANK) -> dict[str, frozenset[str]]:
    path = gazetteer_path(rank)
    if not path.is_file():
        build_gazetteer(rank, path)
    tables: dict[str, set[str]] = {"F": set(), "L": set(), "S": set(), "P": set()}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            tag, _, name = line.rstrip("\n").partition("\t")
            tables[tag].add(name)
    return {tag: frozenset(names) for tag, names in tables.items()}


def gazetteer(rank: int = RANK) -> tuple[frozenset[str], frozenset[str]]:
    """(first names, last names), casefolded; built from names-dataset on first use, then read from the cache."""
    tables = _tables(rank)
    return tables["F"], tables["L"]


def south_asian_names(rank: int = RANK) -> frozenset[str]:
    """First and last names that a South Asian country ranks within SOUTH_ASIA_RANK, casefolded."""
    return _tables(rank)["S"]


def popular_first_names(rank: int = RANK) -> frozenset[str]:
    """First names that some country ranks within POPULAR_RANK, casefolded."""
    return _tables(rank)["P"]


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Lower-case words common in English text (see pii_common_words.txt), plus the stop words of en/de/fr/es."""
    words = {w.strip() for w in (Path(__file__).parent / "pii_common_words.txt").read_text().splitlines()
             if w.strip() and not w.startswith("#")}
    # the list is American English; its British spellings are as ordinary ("Summarise", "analyse", "colour")
    british = {re.sub(r"iz(e|ed|es|ing|ation|ations)$", r"is\1", w) for w in words} | \
        {re.sub(r"yz(e|ed|es|ing)$", r"ys\1", w) for w in words} | \
        {re.sub(r"or$", "our", w) for w in words if len(w) >= 5}
    return frozenset(words | british | stop_words() | foreign_stop_words())


@lru_cache(maxsize=65536)
def web_frequency(low: str, lang: str = "en") -> float:
    """How often the web writes a word, as wordfreq's Zipf value (3 = once per million words) in English or the
    prompt's language, whichever is higher; in another language it counts half a step less ("the Finanzamt",
    "Skatteverket" in an English prompt: an office of another country, named in its language)."""
    langs = ("en", lang) if lang in _WORDFREQ_LANGS and lang != "en" else ("en",)
    here = max(_zipf(low, code) for code in langs)
    # (wordfreq's small lists, Zipf 3 and up: its large ones for twelve languages hold ~580 MB in each process)
    abroad = max(_zipf(low, code, "small") for code in _WORDFREQ_LANGS - set(langs)) - _ABROAD_DISCOUNT
    return max(here, abroad)


_PLAIN = re.compile(r"[a-z]+")  # wordfreq's normalising and tokenising leave such a word as it is, in any language


def _zipf(low: str, code: str, wordlist: str = "best") -> float:
    """wordfreq's zipf_frequency(low, code, wordlist), read straight from its table for a plain a-z word: the same
    value (wordfreq's own arithmetic) without its normalising and tokenising on every call, which took most of the
    names pass's time (13 lookups per word); any other word goes through wordfreq itself."""
    from wordfreq import get_frequency_dict, zipf_frequency

    if not _PLAIN.fullmatch(low):
        return zipf_frequency(low, code, wordlist=wordlist)
    freq = get_frequency_dict(code, wordlist).get(low)
    if freq is None:
        return _ZIPF_UNKNOWN
    freq = max(1.0 / (1.0 / freq), _FREQ_FLOOR)
    freq = round(freq, math.floor(-math.log(freq, 10)) + 3)
    return round(math.log(freq, 10) + 9, 2)


_FREQ_FLOOR = 10 ** 0.0 / 1e9  # wordfreq's zipf_to_freq(0): the frequency of a word in no list
_ZIPF_UNKNOWN = round(math.log(_FREQ_FLOOR, 10) + 9, 2)


_NAMED_AS = re.compile(r"(?i)\b(?:nick(?:name)?d?|called|named|calls (?:her|him|them|me)|go(?:es|ing)? by|went by|"
                       r"known as|aka)\W*$")
_HE_OR_SHE = re.compile(r"\b(?:he|she|his|her|hers|him|himself|herself)\b", re.I)
_WORDFREQ_LANGS = frozenset({"en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "tr", "fi", "cs", "ru"})
_ABROAD_DISCOUNT = 0.5


@lru_cache(maxsize=1)
def foreign_stop_words() -> frozenset[str]:
    """spaCy's German, French and Spanish stop words ("wie", "mir", "nous")."""
    from spacy.lang.de.stop_words import STOP_WORDS as DE
    from spacy.lang.es.stop_words import STOP_WORDS as ES
    from spacy.lang.fr.stop_words import STOP_WORDS as FR

    return frozenset(w.lower() for w in DE | FR | ES)


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """English stop words (spaCy's list), function words of de/fr/es, months and weekdays: never a name part."""
    from spacy.lang.en.stop_words import STOP_WORDS as EN

    return frozenset(w.lower() for w in EN) | _FUNCTION | _CHAT_FUNCTION | MONTHS_DAYS


# --- the detector -----------------------------------------------------------------------------------------


class _Tok:
    __slots__ = ("s", "e", "text", "low", "cap", "lower", "acronym", "poss")

    def __init__(self, m: re.Match, shouting: bool = False):
        self.s, self.e, self.text = m.start(), m.end(), m.group(0)
        t = self.text
        # possessive: "Mehmet's" names Mehmet (a _WORD match ends in a letter or mark, never in an apostrophe)
        self.poss = t.endswith(("’s", "'s")) and len(t) > 3
        if self.poss:
            t = t[:-2]
            self.e = self.s + len(t)
            self.text = t
        self.low = t.casefold()
        # "US", "VAT" are not names; in a text written all in capitals ("CALL AYU SAPUTRA") short words can be
        self.cap = t[0].isupper() and (shouting or not (t.isupper() and len(t) <= 3))
        self.lower = t.islower()
        self.acronym = t.isupper() and len(t) > 1 and not shouting  # "IBAN", "NASA" in mixed-case text


def is_shouting(text: str) -> bool:
    """Mostly capital letters: every word is capitalised, so capitals are no evidence of an acronym."""
    head = text[:4000]
    if head.isascii():  # the same counts, read by two C scans instead of a Python loop over every character
        letters, upper = len(_ASCII_LETTER.findall(head)), len(_ASCII_UPPER.findall(head))
        return letters >= 12 and upper >= 0.8 * letters
    letters = [c for c in head if c.isalpha()]
    return len(letters) >= 12 and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def uninverted(text: str) -> str:
    """Text typed with caps lock on, shift held for the capitals ("mY LANDLORD rOSITA sEWDIEN"), as it was meant:
    its case swapped, when two or more words read one small letter then capitals, more than read as capitalised
    words, and capitals are most letters. Offsets hold: the swap is made only where every character keeps its
    length ("ß" -> "SS" does not)."""
    if not _INVERTED_HINT.search(text):
        return text
    inverted = plain = 0
    for m in _WORD3.finditer(text):
        w = m.group(0)
        inverted += w[0].islower() and w[1:].isupper()
        plain += w[0].isupper() and w[1:].islower()
    letters = [c for c in text if c.isalpha()]
    if inverted < 2 or inverted <= plain or sum(c.isupper() for c in letters) < 0.6 * len(letters):
        return text
    swapped = text.swapcase()
    return swapped if len(swapped) == len(text) else text


_INVERTED_HINT = re.compile(r"(?<![^\W\d_])[^\W\d_A-Z][^\W\d_a-z]{2}")
_WORD3 = re.compile(r"[^\W\d_]{3,}")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_ASCII_UPPER = re.compile(r"[A-Z]")


class NameFinder:
    """Rules over word tokens with the gazetteer; spans are character offsets of whole names."""

    def __init__(self, rank: int = RANK, tech_terms: frozenset[str] = frozenset()):
        self.first, self.last = gazetteer(rank)
        self.south_asian = south_asian_names(rank)
        self.popular = popular_first_names(rank)
        self.common = common_words()
        self.stop = stop_words()
        self.tech = tech_terms
        self.cues = frozenset(CUES)
        # what before a city's name makes it a person's ("from Ngozi", "his sister Killa"); not "is"/"was"
        self._city_cues = (self.cues - _COPULAS) | _PEOPLE_NOUNS | _PERSON_VERBS | TITLES
        pii_places.towns(), web_frequency("the")  # loaded here, not in the first batch

    # token classes
    def is_part(self, t: _Tok) -> bool:
        if t.low in self.stop or t.low in self.tech:
            return False
        if t.low in self.first or t.low in self.last:
            return True
        return "-" in t.low and self._hyphenated_name(t.low)

    def _hyphenated_name(self, low: str) -> bool:
        """Every piece a name part ("seo-jun", "jean-pierre"), particles allowed before one ("al-qahtani")."""
        pieces = [p for p in low.split("-") if p]
        names = [p for p in pieces if p not in PARTICLES]
        # "Wi-Fi", "Mid-Day": two-letter or everyday pieces make a word, not a name
        return len(pieces) >= 2 and bool(names) and pieces[-1] not in PARTICLES and \
            any(len(p) >= 3 for p in names) and not all(p in self.common for p in names) and \
            all((p in self.first or p in self.last) and p not in self.stop for p in names)

    def is_first(self, t: _Tok) -> bool:
        """A first name, or a hyphenated one ("Seo-yeon", "Jean-Luc")."""
        return t.low in self.first or ("-" in t.low and self.is_part(t) and
                                       any(p in self.first for p in t.low.split("-")))

    def given_after_family(self, family: str, word: str, author: bool = False) -> bool:
        """`family` before ", " and `word` after it read as "Family, Given": the family part is one word or does
        not open with a given name, and the word after is a capitalised given name or word in no list ("Marcelina
        Bernárdez, Córka", "Cecep Kurniawan, stilling": a full name, then a role or a field); under an author key
        (`author`) the family part may open with a word that is a given name too ("Salazar Villanueva, Yovana")."""
        toks, head = _tokens(word), _tokens(family)
        if len(toks) != 1 or not head or not toks[0].text[:1].isupper():
            return False
        if len(head) > 1 and self.is_first(head[0]) and not author:
            return False
        return (self.is_first(toks[0]) or toks[0].low not in self.common) and toks[0].low not in self.stop and \
            toks[0].low not in _FOREIGN_PEOPLE_NOUNS

    def family_in_capitals(self, text: str, word: str, r: Any) -> bool:
        """`word` in capitals before the found name `r` is its family name, written first as forms and badge lists
        do ("FEINSTEIN Chaya", "CHAN Ka-ho"): the text is not in capitals, the name is written in mixed case, and the
        word is no ordinary word, acronym, title, date, brand or tool."""
        value = text[r.start:r.end]
        low = word.casefold()
        # (a given name alone after it: "MAINTAINER Baraka Mwinyi" is a Dockerfile's keyword before a full name)
        return not is_shouting(text) and value[:1].isupper() and not value.isupper() and " " not in value and \
            re.search(r"[AEIOUYÀ-ÖØ-Þ]", word) is not None and low not in self.common and low not in self.tech and \
            low not in TITLES and low not in ORG_SUFFIXES and low not in CALENDAR and low not in BRANDS and \
            low not in self.stop and low not in ROLE_WORDS and (low in self.last or len(word) >= 5)  # not "NASA"

    def is_rare_part(self, t: _Tok) -> bool:
        """A name part that is not also an ordinary word."""
        return self.is_part(t) and t.low not in self.common

    def _unknown(self, t: _Tok) -> bool:
        """A word in no list (not common, no stop word, cue, title or technical term), of letters (and hyphens);
        lower-case ones only in English text."""
        return self._unknown_cap(t) and t.low not in PARTICLES and t.low not in _CLAUSE_WORDS and len(t.text) >= 2 and \
            t.text.replace("-", "").isalpha() and (not t.lower or getattr(self, "_last_english", True)) and \
            not (t.cap and self.noun_caps)

    @property
    def noun_caps(self) -> bool:
        """The last text is German: every noun is capitalised, so a capital is no evidence of a name."""
        return getattr(self, "_last_lang", "en") == "de"

    @contextmanager
    def capitals_as_names(self) -> Iterator[None]:
        """Within it, a capital counts as evidence of a name in German text too (noun_caps reads False)."""
        lang = getattr(self, "_last_lang", "en")
        self._last_lang = "nl" if lang == "de" else lang
        try:
            yield
        finally:
            self._last_lang = lang

    def _unknown_name_word(self, t: _Tok) -> bool:
        """A capitalised word of letters in no list (not German, where nouns look like that): a name part beside
        stronger evidence ("Tuktu Qitsualik" after "Monsieur", "Sanduni" before an NER surname)."""
        return t.cap and not t.acronym and len(t.text) >= 2 and self._unknown_cap(t) and t.low not in PARTICLES \
            and t.text.replace("-", "").replace("'", "").replace("’", "").isalpha() and not self.noun_caps \
            and t.low not in BRANDS and not re.search(r"['’](?:m|ve|d|ll|re|t|s)$", t.low) \
            and not _camel(t.text)  # "I'm", "We'll"; "DaySculpting", "PhDs" (but "McKenzie", "DeShawn")

    def _unknown_cap(self, t: _Tok) -> bool:
        """In none of the word lists: not common, no stop word, technical term, cue or title."""
        return t.low not in self.common and t.low not in self.stop and t.low not in self.tech and \
            t.low not in self.cues and t.low not in TITLES

    def _capital_surname(self, t: _Tok, known: bool) -> bool:
        """A word in capitals (mixed-case text) that can be a surname: a name part, or (known=False) a word of 4+
        letters in no list ("NASSAR"; "PDF", "IBAN" are technical terms or too short)."""
        if not t.acronym or len(t.text) < 3 or not t.text.replace("-", "").isalpha() or t.low in self.common:
            return False
        return self.is_part(t) or (not known and len(t.text) >= 4 and self._unknown_cap(t))

    def after_determiner(self, text: str, start: int) -> bool:
        """The span starts with, or follows, an article or determiner ("die Rechnung", "das Haus", "la Clínica")."""
        m = re.search(r"([^\W\d_]+)[ \t]+$", text[max(0, start - 40):start])
        first = _WORD.match(text, start)
        # a capitalised article inside a sentence is a name's particle: "Madame Le Gall", "Mevrouw El Amrani"
        particle = bool(first) and first.group(0)[:1].isupper() and first.group(0).lower() in PARTICLES and \
            not _sentence_start(text, start)
        if first and first.group(0).lower() in TITLES and re.match(r"\.[ \t]+[^\W\d_]", text[first.end():]):
            return False  # a title opens the span: "El Sr. Pruitt", "O Sr. Nez" (the article is the title's)
        return (bool(m) and m.group(1).lower() in DETERMINERS) or (
            bool(first) and first.group(0).lower() in DETERMINERS and not particle)

    @staticmethod
    def titled(text: str, start: int, end: int) -> bool:
        """A capitalised find an honorific opens or stands right before ("O Sr. Nez", "Mevrouw Cook"): the title
        vouches for it whatever its word reads as."""
        toks = _tokens(text[start:end])
        if not toks or not toks[-1].cap:
            return False
        if len(toks) > 1 and toks[0].low in _NAME_TITLES:
            return True
        before = re.search(r"(?<![\w.])([^\W\d_]+)\.?[ \t]+$", text[max(0, start - 12):start])
        return len(toks) == 1 and before is not None and before.group(1).casefold() in _NAME_TITLES

    def plain_handle(self, value: str) -> bool:
        """A handle of a first name and a surname, both in the gazetteer and neither an ordinary word
        ("florencia.gomez"): a name wherever it stands, not only where code or an "@" puts it."""
        parts = re.split(r"[._]", value.lstrip("@"))
        if len(parts) != 2 or not all(p.isalpha() and len(p) >= 2 for p in parts):
            return False
        first, last = (p.lower() for p in parts)
        return first in self.first and (last in self.last or last in self.first) and \
            not ({first, last} & (self.common | self.tech | self.stop))

    def identifier_names(self, text: str) -> list[tuple[int, int]]:
        """Two adjacent pieces of an identifier that read as a person ("reports-selma-mehmedovic", "Müller_Anna",
        "BilalQureshi"): given name then surname, or a surname then a given name, as plain_handle reads a handle."""
        out = []
        for m in _IDENT_RUN.finditer(text):
            if not re.fullmatch(r"[A-Za-zÀ-ɏ0-9_-]+", m.group(0)):
                continue  # Latin identifiers only
            pieces = [(p.start() + m.start(), p.end() + m.start()) for p in _IDENT_PIECE.finditer(m.group(0))]
            k = 0
            while k + 1 < len(pieces):
                (a, b), (c, d) = pieces[k], pieces[k + 1]
                sep = text[b:c]
                # not a hyphenated name in prose ("Jean-Baptiste Le Gall" is the prose rules' to grow)
                capped = text[a].isupper() and text[c].isupper()
                # a hyphen joins words in prose ("hodge-podge"): a name there only in a longer identifier, a path
                # or a branch ("reports-selma-mehmedovic", "~/data/brian-ssekandi/")
                path = len(pieces) > 2 or "/" in text[max(0, m.start() - 1):m.end() + 1]
                if (sep == "_" or (sep == "-" and not capped and path) or (not sep and capped)) and \
                        (self.plain_handle(f"{text[a:b]}.{text[c:d]}") or
                         self.plain_handle(f"{text[c:d]}.{text[a:b]}")):
                    out.append((a, d))
                    k += 2
                    continue
                k += 1
        # a given name and a surname written together in lower case, as logins are: "andriykovalenko left a
        # comment", "forward it to matejajuric" (both parts 4+ letters, a listed given name and a listed surname,
        # neither an ordinary word; the whole no word or name of its own: "rosemary", "annamaria")
        for m in _GLUED_LOGIN.finditer(text):
            word = m.group(0)
            if word in self.common or word in self.first or word in self.last or word in self.tech or \
                    word in self.stop or not getattr(self, "_last_english", True) or \
                    web_frequency(word, "xx") >= 1.5:
                continue  # (a word the web writes: "hiragana", "nigerian")
            # where a login stands: after "to", "by", "cc", "ping", "ask" or before what a person does ("left a
            # comment", "pushed"); not a misspelt word mid-sentence ("deviding", "businesse")
            line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            placed = re.search(r"\b(?:to|by|cc|ping|ask|tell|from|assign|assigned to|reviewer|owner):?[ \t]+$",
                               text[max(0, m.start() - 20):m.start()]) or _SUBJECT_VERB_NEXT.match(text, m.end()) \
                or re.match(r"\s+(?:left|commented|pushed|merged|opened|closed|approved|reviewed)\b", text[m.end():])
            # where only a login can stand: "| grep jkowalska", a comment's author ("// bilalkaul: returns the
            # rota", "# tenzindolma 2019: legacy hack"), a commit trailer ("Acked-by: tenzindolma"): a listed
            # given name and any word of three letters or more in no list, or an initial and a listed surname
            login_only = GREP_END.search(line.lower()) or re.search(r"[a-z]-by:[ \t]*$", line, re.I) or (
                COMMENT_MARK_END.search(line) and re.match(r"(?:[ \t]+(?:19|20)\d\d)?:[ \t]", text[m.end():]))
            if login_only and (self._initials_surname(word) or any(
                    word[:k] in self.first and word[:k] not in self.common and word[:k] not in self.stop and
                    word[k:] not in self.common and word[k:] not in self.stop and word[k:] not in self.tech
                    for k in range(4, len(word) - 2))):
                out.append(m.span())
            elif placed and any(word[:k] in self.first and word[k:] in self.last and word[:k] not in self.common and
                              word[k:] not in self.common and word[:k] not in self.stop and word[k:] not in self.stop
                              for k in range(4, len(word) - 3)):
                out.append(m.span())
        return out

    def inverted_capitals(self, text: str) -> list[tuple[int, int]]:
        """"SURNAME, GIVEN" in capitals inside mixed-case text, as boarding passes, hotel and lab headers print a name
        ("reads ODHIAMBO, OTIENO but", "guest ARSLAN, İBRAHIM, arrival", "Dear KHALIDI, Yazan"): a name part then
        a given name, neither an ordinary word, an optional initial after them; "SURNAME/GIVEN" as manifests print it,
        in any text."""
        def part(w: str) -> bool:
            return (w in self.last or w in self.first) and w not in self.common and w not in self.tech and \
                not _is_place(w)

        out = []
        for m in _INVERTED_CAPS.finditer(text) if not is_shouting(text) else ():
            # casefolded without the dot "İ" leaves behind ("İBRAHIM" -> "ibrahim")
            words = [(w.group(0).casefold().replace("\u0307", ""), w.start()) for w in re.finditer(r"\S+", m.group(1))]
            given = m.group(2).casefold().replace("\u0307", "")
            # a surname in no list before a listed given name in lower case: "Dear KHALIDI, Yazan"
            titled = not m.group(2).isupper() and given in self.first and given not in self.common

            def family(w: str) -> bool:
                if not titled:
                    return part(w)
                return len(w) >= 4 and (part(w) or w.replace("-", "").isalpha() and w not in self.common and
                                        w not in self.tech and w not in self.stop and w not in CALENDAR)

            if titled and not all(family(w) or w in PARTICLES for w, _ in words):
                continue  # "MLK, Ghandi": the titled form takes a whole surname in capitals, or nothing
            while words and not family(words[0][0]) and words[0][0] not in PARTICLES:
                words = words[1:]  # "PATIENT SITUMORANG, JONATHAN": the name starts at its first name part
            if words and part(given) and all(family(w) or w in PARTICLES for w, _ in words) and \
                    words[-1][0] not in PARTICLES:
                # capitals particles the pattern's three letters left out: "DE LA FUENTE, María"
                lead = re.search(r"(?:(?<![\w'’])[^\W\d_]{1,3} )+$", text[:m.start(1) + words[0][1]])
                a = m.start(1) + words[0][1]
                if lead and all(w.casefold() in PARTICLES and w.isupper() for w in lead.group().split()):
                    a = lead.start()
                out.append((a, m.end()))
        for m in _SLASH_CAPS.finditer(text):
            # "MORTENSEN/JÓGVAN": one side a name part, the other no ordinary word or tool ("AND/OR", "TCP/IP")
            sides = [w.casefold().replace("\u0307", "") for w in (*m.group(1).split(" "), m.group(2))]
            if any(part(w) for w in sides) and not all(_is_place(w) for w in sides) and all(
                    w not in self.common and w not in self.tech and len(w) >= 2 or w in PARTICLES for w in sides):
                out.append(m.span())
        return out

    def unlisted_handle(self, value: str) -> bool:
        """A first.last handle of words in no list ("sarangerel.naran", "siosaia.mahe"): neither an ordinary word, a
        tool or a place, the second of three letters at least (no file type: "notes.md", "app.js")."""
        parts = re.split(r"[._]", value.lstrip("@"))
        return len(parts) == 2 and all(p.isalpha() and p.islower() for p in parts) and len(parts[0]) >= 2 and \
            len(parts[1]) >= 3 and not any(p in self.common or p in self.tech or p in self.stop or _is_place(p)
                                           for p in parts)

    def initialled_handle(self, value: str) -> bool:
        """A given name and the initial of the surname, as a login or a rota's "to" is written ("darko.p",
        "@amaru_q"): the given name listed and no ordinary word or tool."""
        parts = re.split(r"[._]", value.lstrip("@"))
        return len(parts) == 2 and len(parts[1]) == 1 and parts[1].isalpha() and len(parts[0]) >= 3 and \
            parts[0].isalpha() and (first := parts[0].lower()) in self.first and \
            not {first} & (self.common | self.tech | self.stop)

    def handle(self, value: str) -> bool:
        """A first.last (or first_last) handle: "priya.raman", "@sofia.oikonomou", "@dinesh_perera". Both parts are
        no ordinary words, the first a first name, the second a last name or a word in no list."""
        parts = re.split(r"[._]", value.lstrip("@"))
        if len(parts) == 2 and len(parts[0]) == 1 and parts[1].isalpha() and parts[1].lower() in self.last and \
                parts[1].lower() not in self.common and parts[1].lower() not in self.tech:
            return True  # an initial and a surname: "t.nakagawa"
        if len(parts) != 2 or not all(p.isalpha() and len(p) >= 2 and p.lower() not in self.common for p in parts):
            return False
        first, last = (p.lower() for p in parts)
        if last in self.last and first not in self.tech and last not in self.tech and first not in self.stop:
            return True  # a surname after a word in no list: "debashish.chakraborty"
        if first in self.last and last in self.first and first not in self.tech:
            return True  # surname first: "ozturk.baris"
        return first in self.first and (last in self.last or (last not in self.stop and last not in self.tech))

    def tokens(self, text: str) -> list[_Tok]:
        """Word tokens; the last text's are kept (find, expand and list_members read the same text in turn)."""
        if text is not getattr(self, "_last_text", None):
            shouting = is_shouting(text)
            self._last_text, self._last_toks = text, [_Tok(m, shouting) for m in _WORD.finditer(text)]
            self._last_slavic = _SLAVIC_LETTERS.search(text) is not None  # (_base_form, per word)
            # a lower-case word in no English list is evidence of a name only in English text
            self._last_lang = detect_language(text)
            self._last_english = self._last_lang == "en"
            self._last_latin = _main_script(text) == "latn"
            if not self._last_english:
                for t in self._last_toks:
                    if t.cap and t.low not in self.first and t.low not in self.last:
                        t.low = self._base_form(t.low, self._last_lang)
                        # a genitive ends the name: "Annas Lebenslauf"
                        t.poss = t.poss or (self._last_lang in _GENITIVE_S and t.low == t.text.casefold()[:-1])
        return self._last_toks

    def _base_form(self, low: str, lang: str) -> str:
        """A case-inflected name read as the gazetteer's form: "кузнецовой" -> "кузнецова", "dvořákové" ->
        "dvořáková", "kowalskiej" -> "kowalska", "şahin'e" -> "şahin"; the word itself where no form is a name."""
        stem = re.split(r"['’]", low, maxsplit=1)[0]
        if stem != low and len(stem) >= 3 and (stem in self.first or stem in self.last) and lang == "tr":
            return stem
        # the text's own language first; a short text's language may be told wrong ("Pošli to prosím" reads as
        # Polish), so then the other inflecting languages of its script
        if lang == "latn":  # a Latin-script language without a function-word list: any of them may be it
            tables = sorted(_LATIN_INFLECTING) + ["fi"]
        elif lang not in _LATIN_INFLECTING and getattr(self, "_last_slavic", False):
            # a short Slovak or Czech text told as another language ("Pošli pozvánku ... a Marekovi Kováčovi na
            # vernisáž" reads as Portuguese): its letters say it inflects
            tables = [lang] + sorted(_LATIN_INFLECTING)
        else:
            tables = [lang] + sorted(_LATIN_INFLECTING - {lang} if lang in _LATIN_INFLECTING else ())
        for table in tables:
            for old, new in _CASE_ENDINGS.get(table, ()):
                if low.endswith(old) and len(low) - len(old) >= 3:
                    base = low[: len(low) - len(old)] + new
                    if (base in self.first or base in self.last) and base not in self.common:
                        return base
                    # a mobile "e" the ending drops: "Pawłowi" -> "Paweł", "Marka" -> "Marek"
                    mobile = base[:-1] + "e" + base[-1:] if not new and table in ("pl", "cs") else ""
                    if mobile and (mobile in self.first or mobile in self.last) and mobile not in self.common:
                        return mobile
        if lang in _GENITIVE_S and low.endswith("s") and len(low) >= 5 and low[:-1] in self.first and \
                low[:-1] not in self.common:
            return low[:-1]  # "Annas Lebenslauf", "Björns Excel-fil"
        return low

    def language(self, text: str) -> str:
        """detect_language(text), read once with the text's tokens."""
        self.tokens(text)
        return self._last_lang

    @staticmethod
    def _adjacent(text: str, a: _Tok, b: _Tok) -> bool:
        gap = text[a.e:b.s]
        if gap in (" ", "  ") or (gap in (" '", " ’") and b.low == "t"):  # "van 't Hof"
            return True
        return (len(a.text) == 1 or a.low in TITLES) and gap in (". ", ".")  # "J. Smith", "Mrs. Mizrahi"

    def find(self, text: str, things: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
        """Names found by the gazetteer rules (pairs of name parts; cue + name part). `things`: spans the NER model
        reads as organisations, products or groups ("Cornell", "Amazon Chime"): the rules that rest on one known
        part alone (a lone first name, a known part beside an unknown word) give way there."""
        toks = self.tokens(text)
        latin = self._last_latin  # the English model's "organisations" in Cyrillic text are noise
        out: list[tuple[int, int]] = []
        n = len(toks)
        i = 0
        while i < n:
            t = toks[i]
            nxt = toks[i + 1] if i + 1 < n and self._adjacent(text, t, toks[i + 1]) else None
            prev = toks[i - 1] if i > 0 and self._adjacent(text, toks[i - 1], t) else None
            weak_ok = not any(a <= t.s < b for a, b in things) or not latin or self._lone_first_thing(text, t, things)
            hit = False
            m = _HONORIFIC_SUFFIX.match(t.text)
            if m and t.text[:1].isupper() and m.group(1).casefold() not in self.common and \
                    m.group(1).casefold() not in self.tech:
                out.append((t.s, t.s + len(m.group(1))))  # "Watanabe-san", "Madhura-ji": the name, not the suffix
                i += 1
                continue
            if t.low in GREETINGS and nxt is not None and i == 0:
                i += 1  # the greeting opening a text is no name part: "Merhaba İbrahim"
                continue
            # a first name, particles, then a word of the same casing in no list: "HENDRIK DU PLESSIS", "griet de smet"
            if nxt is not None and nxt.low in PARTICLES and self.is_first(t) and t.low not in self.common:
                k = i + 1
                while k + 1 < n and toks[k].low in PARTICLES and self._adjacent(text, toks[k], toks[k + 1]):
                    k += 1
                last = toks[k]
                same = (t.lower and last.lower) or (t.text.isupper() and last.text.isupper()) or \
                    (t.text[:1].isupper() and not t.text.isupper() and last.text[:1].isupper() and
                     not last.text.isupper())
                if k > i + 1 and last.low not in PARTICLES and same and len(last.text) >= 3 and \
                        last.text.replace("-", "").replace("'", "").isalpha() and (self.is_part(last) or (
                        self._unknown_cap(last) and last.low not in PARTICLES)) and last.low not in self.common:
                    out.append(self.expand(text, t.s, last.e, toks, strong=True))
                    i = k + 1
                    continue
            # two name parts side by side, same casing: "Mehmet Yılmaz", "anastasia petrova"
            if nxt is not None and self.is_part(t) and self.is_part(nxt) and (t.cap and nxt.cap or t.lower and nxt.lower):
                if self.is_first(t) and self.is_part(nxt):
                    if t.cap:
                        hit = not (t.low in self.common and nxt.low in self.common)
                    else:  # not in a language of no known words: "cara bayar" is Indonesian for "how to pay"
                        hit = t.low not in self.common and nxt.low not in self.common and \
                            getattr(self, "_last_lang", "en") != "latn" and \
                            t.low not in _ANY_FUNCTION_WORD and nxt.low not in _ANY_FUNCTION_WORD  # "caro não"
            # an initial, then a surname: "P. Temuulen", "V. Revathi" (not "U.S. Army": the word must be in no list)
            if not hit and nxt is not None and len(t.text) == 1 and t.text.isupper() and text[t.e:t.e + 1] == "." \
                    and text[max(0, t.s - 1):t.s] not in (".", "-") and \
                    (self._unknown_name_word(nxt) or (nxt.cap and self.is_rare_part(nxt))):
                out.append(self.expand(text, t.s, nxt.e, toks, strong=True))
                i += 2
                continue
            # a possessive of a first name that is no ordinary word ("Rodrigo's plants", even where the NER model
            # read an organisation) or of a word in no list that the model did not read as one ("Ngaire's dog";
            # "Walmart's" is an organisation to it)
            if not hit and t.poss and t.cap and not t.acronym and len(t.text) >= 3 and t.low not in BRANDS and \
                    ((self.is_first(t) and self._unknown_cap(t)) or (weak_ok and self._unknown_name_word(t))) and \
                    re.match(r"\s+[a-z]", text[_poss_end(text, t):]) is not None and \
                    not (prev is not None and prev.low in ("at", "to", "from", "in", "into", "near")):
                hit = True  # ("at Nando's", "to Sainsbury's": a shop)
            # a given name that is a word, owning what only a person has: "Will's car", "Summer's bike"
            if not hit and t.poss and t.cap and not t.acronym and len(t.text) >= 3 and t.low in self.first and \
                    t.low not in BRANDS and t.low not in CALENDAR and t.low not in self.tech and \
                    (owned := re.match(r"\s+([a-z]+)", text[_poss_end(text, t):])) and \
                    (owned.group(1) in _PERSONAL or owned.group(1) in _PERSON_WORK) and \
                    not (i > 0 and toks[i - 1].low in ("the", "a", "an", "this", "that", "our", "your", "my")):
                hit = True
            # mixed casing within one name: "aditya Sharma", "isla MacKenzie" (English text; the lower-case part a
            # first name that is no ordinary word, the other a name part or a word in no list)
            if not hit and nxt is not None and t.lower and getattr(self, "_last_english", True) and \
                    self.is_first(t) and t.low not in self.common and nxt.cap and not nxt.acronym and \
                    (self.is_part(nxt) or self._unknown_name_word(nxt)):
                out.append(self.expand(text, t.s, nxt.e, toks, strong=True))
                i += 2
                continue
            # the other mix: a lower-case word in no list before a capitalised name part ("meeka Ipeelie"), in
            # English text, where a name can start: a sentence start or after a cue ("truly meaty Bach" is no name)
            if not hit and nxt is not None and getattr(self, "_last_english", True) and t.lower and \
                    self._unknown(t) and len(t.text) >= 3 and nxt.cap and not nxt.acronym and \
                    (self.is_rare_part(nxt) or (self._unknown_name_word(nxt) and len(nxt.text) >= 4)) and \
                    (_sentence_start(text, t.s) or (prev is not None and prev.low in self.cues)):
                out.append(self.expand(text, t.s, nxt.e, toks, strong=True))
                i += 2
                continue
            # a people cue, then two lower-case words in no list: "my friend fetu tuilagi", "lunch with kirra gumana"
            # after a cue or a verb done to a person, a lower-case given name and family name: "ask nour nassar"
            if not hit and nxt is not None and prev is not None and prev.lower and t.lower and nxt.lower and \
                    (prev.low in self.cues or prev.low in _PERSON_VERBS) and \
                    getattr(self, "_last_english", True) and t.low not in self.cues and t.low not in _PERSON_VERBS:
                strong = _strong_cue(prev.low)
                k = i + 1
                while k + 1 < n and k - i < 2 and toks[k + 1].lower and self._adjacent(text, toks[k], toks[k + 1]) \
                        and (self.is_rare_part(toks[k + 1]) or self._unknown(toks[k + 1])):
                    k += 1
                while k > i and not self._lower_pair(toks[i:k + 1], strong):
                    k -= 1
                if k > i:
                    out.append((t.s, toks[k].e))
                    i = k + 1
                    continue
            # two lower-case words in no list asked about or asked after: "who is lamria siregar and why", "where
            # did prinsha narayan leave the pallet truck" (English text, never code: "did kubectl apply" is a tool)
            if not hit and nxt is not None and t.lower and nxt.lower and prev is not None and \
                    prev.low in _ASKED_BY and getattr(self, "_last_english", True) and \
                    _LOWER_ASKED.search(text[max(0, t.s - 24):t.s]) and \
                    all((self._unknown(x) or self.is_rare_part(x)) and len(x.text) >= 4 and x.low not in _SUBJECT_VERBS
                        for x in (t, nxt)) and \
                    (after := re.match(r"[ \t]+([a-z]+)\b|[ \t]*(?:[?,.!;:]|$)", text[nxt.e:])) is not None and \
                    (after.group(1) is None or after.group(1) in self.common):
                out.append((t.s, nxt.e))
                i += 2
                continue
            # a lower-case given name (and family name) as a clause's subject before what people do: "kwame said
            # NASA called", "and ifeoma wants to know", "tayanita tehee locked out" (not "hope said": an ordinary word)
            if not hit and t.lower and getattr(self, "_last_english", True) and _subject_position(text, t.s):
                k = self._lower_subject(text, toks, i)
                if k is not None:
                    out.append((t.s, toks[k].e))
                    i = k + 1
                    continue
            # (both words are the name: "can u remind achieng omondi that", "my colleague volha zhuk keeps")
            if not hit and nxt is not None and prev is not None and \
                    (prev.low in PEOPLE_CUES or prev.low in _PERSON_VERBS) and t.lower and nxt.lower and \
                    self._unknown(t) and self._unknown(nxt) and min(len(t.text), len(nxt.text)) >= 3:
                after = re.match(r"\s+([a-z]+)", text[nxt.e:])
                if prev.lower and (prev.low != "with" or (after and (after.group(1) in self.stop or
                                                                     after.group(1) in _SUBJECT_VERBS))):
                    out.append((t.s, nxt.e))  # "with kirra gumana on", not "with frothy sputum."
                    i += 2
                    continue
                hit = True
            if not hit and nxt is not None and t.acronym and nxt.acronym:
                hit = self._capitals_name(text, t, nxt)
            # a cue word, then a name part: "invoice for Mehmet", "my friend anastasia", "für Jürgen"
            # a first name that is no ordinary word, then an unknown capitalised word: "Priyanka Raghunathan"
            if not hit and nxt is not None and t.cap and nxt.cap and self.is_first(t) and \
                    t.low not in self.common and t.low not in self.stop and t.low not in self.tech and \
                    nxt.low not in self.common and nxt.low not in self.tech and nxt.low not in self.cues:
                hit = True
            # a first name, then a surname written in capitals: "leandro CARVALHO", "Dilani GUNAWARDENA"
            if not hit and nxt is not None and not t.acronym and (t.cap or t.lower) and self.is_first(t) and \
                    t.low not in self.common and self._capital_surname(nxt, known=False):
                hit = True
            if not hit and prev is not None and prev.low in TITLES and t.cap and self._unknown_cap(t):
                hit = True  # "Herr Mukherjee", "Mrs. Okonkwo"
            if not hit and prev is not None and prev.low in _NAME_TITLES and prev.cap and t.cap and \
                    not t.acronym and (t.low not in self.stop or t.low in self.last) and t.low not in self.cues and \
                    t.low not in TITLES and \
                    not (prev.low == "sr" and t.low in self.common and getattr(self, "_last_english", True)):
                hit = True  # "Mx Rivers", "Mr. Das", "Mrs Green", "Mevrouw Cook", "El Sr. Cook": after "Mr" a
                # surname, though it is a word ("Sr Software Developer" is senior in English)
            # a name in capitals in mixed-case text after a cue, a list joiner or a verb done to a person: "for SRI
            # WAHYUNI", "meeting KEO BOPHA and NGUYỄN THỊ HẠNH" (two or three such words, one a name part, none an
            # ordinary word; "for ROI AUDIT", "with AWS LAMBDA" are not)
            if not hit and t.acronym and prev is not None and (prev.low in self.cues or prev.low in LIST_JOINERS or
                                                               prev.low in _PERSON_VERBS or
                                                               prev.low in ("add", "invite", "include")) and \
                    (run := self._capitals_run(text, toks, i)) is not None:
                out.append((t.s, toks[run].e))
                i = run + 1
                continue
            # one given name in capitals in mixed-case text after a cue, a joiner or a verb done to a person: "Send
            # BASSEL the PDF", "for me and DEEPA" (a gazetteer given name of 4+ letters that is no ordinary word)
            if not hit and t.acronym and prev is not None and len(t.text) >= 4 and t.text.isalpha() and \
                    (prev.low in self.cues or prev.low in LIST_JOINERS or prev.low in _PERSON_VERBS or
                     prev.low == "about" or prev.low in _SIGN_OFFS) and self.is_first(t) and \
                    t.low not in self.common and t.low not in self.tech and t.low not in CALENDAR and \
                    t.low not in BRANDS and \
                    (nxt is None or not nxt.acronym):
                hit = True
            # a lower-case given name that is no ordinary word after a verb done to a person, before a function word
            # or a stop: "send elçin the pdf", "congratulate sourav on"
            if not hit and t.lower and prev is not None and prev.low in _PERSON_VERBS and prev.lower and \
                    len(t.text) >= 3 and self.is_first(t) and t.low not in self.common and t.low not in self.tech \
                    and getattr(self, "_last_english", True) and \
                    re.match(r"(?:\s+(?:the|a|an|on|about|that|to|for|if|and|re)\b|[,.;:!?])", text[t.e:]):
                out.append((t.s, t.e))
                i += 1
                continue
            # a verb done to a person, then one capitalised word in no list: "notify Patigul", "tell Nimisha to"
            if not hit and prev is not None and prev.low in _PERSON_VERBS and t.cap and not t.acronym and \
                    len(t.text) >= 3 and self._unknown_cap(t) and t.low not in CALENDAR and t.low not in BRANDS and \
                    not text[t.e:t.e + 1].isalnum():
                hit = True
            # a role in another language, then a capitalised name part or a word in no list: "Vermieter Millán"
            if not hit and prev is not None and prev.low in _FOREIGN_PEOPLE_NOUNS and text[prev.e:t.s] == " " and \
                    t.cap and not t.acronym and len(t.text) >= 3 and t.low not in CALENDAR and t.low not in BRANDS and \
                    (self._unknown_cap(t) or self.is_part(t) and t.low not in self.common):
                hit = True
            # the same in lower-case English chat: "tell summer the booking went through", "ask joy if"
            if not hit and prev is not None and prev.low in _TELL_VERBS and t.lower and prev.lower and \
                    len(t.text) >= 3 and t.low in self.popular and t.low not in self.stop and \
                    t.low not in self.tech and t.low not in CALENDAR and getattr(self, "_last_english", True) and \
                    _TOLD_NEXT.match(text, t.e):
                hit = True
            # a greeting opening a lower-case chat, then a popular given name: "hey destiny did the dj confirm"
            if not hit and i == 1 and prev is not None and prev.low in _SALUTATIONS and prev.lower and t.lower and \
                    len(t.text) >= 3 and t.low in self.popular and t.low not in self.stop and \
                    t.low not in self.tech and t.low not in _GREETED and t.low not in ROLE_WORDS and \
                    t.low not in CALENDAR and getattr(self, "_last_english", True) and \
                    re.fullmatch(r"\s*", text[:prev.s]) and re.match(r"(?:[ ,!]|$)", text[t.e:t.e + 1]):
                hit = True
            # told or asked something: "Tell Chase the build is green", "ask Hope if" (a given name though a word)
            if not hit and prev is not None and prev.low in _TELL_VERBS and t.cap and not t.acronym and \
                    len(t.text) >= 3 and self.is_first(t) and t.low not in self.stop and t.low not in self.tech and \
                    t.low not in CALENDAR and t.low not in BRANDS and \
                    _TOLD_NEXT.match(text, t.e):
                hit = True
            # a vocative closing a sentence: "See you on Thursday, Feven."
            if not hit and t.cap and not t.acronym and len(t.text) >= 3 and self._unknown_cap(t) and \
                    t.low not in CALENDAR and t.low not in BRANDS and t.low not in ORG_SUFFIXES and \
                    text[max(0, t.s - 2):t.s] == ", " and re.match(r"[.!?](?:\s|$|[\"'”’])", text[t.e:]) and \
                    (i < 2 or not toks[i - 2].cap):
                hit = True  # (not the end of a list of capitalised words: "Python, Java, Rust.")
            if not hit and prev is not None and prev.low in _SHORT_TITLES and t.lower and self._unknown(t) and \
                    len(t.text) >= 3 and prev.lower:
                hit = True  # "email prof hashemi", "ask dr okafor" (chat written in lower case)
            if not hit and prev is not None and prev.low in TITLES and t.low in PARTICLES and \
                    (run := self._particle_run(text, toks, i, True, False)) is not None:
                out.append(self.expand(text, t.s, toks[run].e, toks, strong=True))  # "Herrn von Tiesenhausen"
                i = run + 1
                continue
            if not hit and prev is not None and prev.low in self.cues and nxt is not None and t.cap and nxt.cap \
                    and self._unknown_cap(t) and self._unknown_cap(nxt):
                hit = True  # a cue, then two capitalised words that are no ordinary words: "con Atieno Wanjala"
            # a sign-off closing a message or quote: "... today. -Attila", "— Tae-yang"
            if not hit and t.cap and self._unknown_cap(t) and re.search(r"(?:^|\s)[-–—~]\s?$", text[max(0, t.s - 3):t.s]) \
                    and re.match(r"\s*(?:$|[\"'”’)\n])", text[t.e:]):
                hit = True
            # a name right before "wrote"/"said" (mail threads, chat logs): "On Mon, Kamau Onyango wrote:"
            if not hit and t.cap and self._unknown_cap(t) and re.match(SAID, text[t.e:]) is None and \
                    nxt is not None and nxt.cap and self._unknown_cap(nxt) and re.match(SAID, text[nxt.e:]):
                hit = True
            if not hit and prev is None and i > 0 and (toks[i - 1].low in GREETINGS or toks[i - 1].low == "welcome" or (
                    toks[i - 1].low == "back" and i > 1 and re.split(r"['\"]", toks[i - 2].low)[-1] == "welcome")) and \
                    text[toks[i - 1].e:t.s] in (", ", ",") and t.cap and not t.acronym and \
                    ((self.is_part(t) and self._unknown_cap(t)) or self._unknown_name_word(t)):
                hit = True  # "Thanks, Ines", "Hi, Kiviaq", "welcome back, Femke"
            # a closing, then who signs at the line's end, though the name is a word: "Cheers, Hope", "Thanks, Will"
            if not hit and prev is None and i > 0 and toks[i - 1].low in _SIGN_OFFS and \
                    text[toks[i - 1].e:t.s] in (", ", ",\n", " ") and t.cap and not t.acronym and self.is_first(t) and \
                    t.low not in ROLE_WORDS and t.low not in _GREETED and t.low not in CALENDAR and \
                    t.low not in BRANDS and re.match(r"[ \t]*[.!]?[ \t]*(?:\n|$)", text[t.e:]):
                hit = True
            # a salutation opening a line: "Hi Ante,", "Dear Hope," (a word, but who else is greeted by it)
            if not hit and prev is not None and prev.low in _SALUTATIONS and t.cap and not t.acronym and \
                    re.search(r"(?:^|['\"“‘])[ \t>]*$", text[text.rfind("\n", 0, prev.s) + 1:prev.s]) and \
                    re.match(r"[ \t]*(?:[,!\n]|$)", text[t.e:]) and t.low not in self.stop and \
                    t.low not in ROLE_WORDS and t.low not in self.tech and t.low not in _GREETED and \
                    t.low not in _NOT_SPEAKERS and len(t.text) >= 2 and t.low not in BRANDS and \
                    t.low not in CALENDAR:
                hit = True
            if not hit and prev is not None and prev.low in self.cues and self.is_part(t) and t.low not in TITLES:
                if t.cap and t.low not in self.common:  # (a title is no name part: "hi ms mwangi")
                    hit = True
                elif nxt is not None and self.is_part(nxt) and (t.cap == nxt.cap) and \
                        (t.low not in self.common or nxt.low not in self.common):
                    hit = True
                elif t.lower and t.low not in self.common and self.is_first(t):
                    hit = True
            # a name part that is no ordinary word beside an unknown word of the same casing: "Nadeesha Fernando",
            # "noelani kamakau", "KAMAU KARIUKI" (one known part is evidence enough for its neighbour)
            if not hit and weak_ok and nxt is not None and ((t.cap and nxt.cap) or (t.lower and nxt.lower)) and \
                    ((self.is_rare_part(t) and self._unknown(nxt)) or (self._unknown(t) and self.is_rare_part(nxt))):
                hit = (t.cap or self.is_first(t) or self.is_first(nxt)) and min(len(t.text), len(nxt.text)) >= 2 \
                    and not (t.acronym or nxt.acronym)
            # a first name that is no ordinary word, alone: "Thanks, Kwabena", "Vasiliki keeps ...", "Hola Batbayar"
            if not hit and weak_ok and t.cap and not t.acronym and len(t.text) >= 3 and self.is_first(t) and \
                    self._unknown_cap(t):
                hit = True
            # the same in lower case where it is a popular given name in English prose: "pooja is bringing",
            # "lol neha"; not a word, a tool, or a word of a path or an address
            if not hit and t.lower and len(t.text) >= 4 and t.low in self.popular and self.is_rare_part(t) and \
                    t.low not in self.stop and t.low not in self.tech and t.low not in CALENDAR and \
                    t.low not in BRANDS and getattr(self, "_last_english", True) and \
                    not re.match(r"[\w.@/-]", text[t.e:t.e + 1] or " ") and \
                    text[t.s - 1:t.s] not in ("/", ".", "@", "-", "_", "=", ":", "`", "'", '"') and \
                    (i == 0 or toks[i - 1].low not in _COMMAND_WORDS) and \
                    not _is_place(t.text) and (
                        _ACTS_NEXT.match(text, t.e) or
                        prev is not None and (prev.low in _PERSON_VERBS or prev.low in _OWNED_PEOPLE)):
                hit = True  # acting, or told, asked or owned as a person is: "neha forgot", "tell sienna"
            # a cue, then a name in a script other than the text's: "Reply to محمد الحربي", "for 김서연"
            if not hit and prev is not None and prev.low in self.cues and _foreign_script(t.text) and \
                    not _foreign_script(text[:2000]):
                hit = True
            if hit:
                # a calendar word is found alone (and then dropped), never grown: "İstanbul'da Ramazan"
                s, e = self.expand(text, t.s, t.e, toks, strong=t.low not in CALENDAR)
                out.append((s, e))
                while i < n and toks[i].s < e:
                    i += 1
                continue
            i += 1
        return out

    def _lone_first_thing(self, text: str, t: _Tok, things: Sequence[tuple[int, int]]) -> bool:
        """The small English model reads a foreign given name alone as an organisation or a product ("Mehmet
        leaving", "Azamat from accounting"): such a one-word span that is a given name and no ordinary word, brand or
        tool (a faith or a people, "Muslim", is no one)."""
        if not ((t.s, t.e) in things and t.cap and not t.acronym and t.low in self.first and t.low not in _GROUPS and
                t.low not in self.common and t.low not in BRANDS and t.low not in self.tech):
            return False
        # not a place ("a Milano", "the Chelsea gate"), nor a thing after an article, a possessive or a place's
        # preposition ("your Mercedes account", "the Erasmus programme", "at Nando's"), nor one of a list of them
        verb = re.match(r" ([a-z]+)\b", text[t.e:t.e + 20])
        acting = t.low in self.popular and verb is not None and verb.group(1) in _SUBJECT_VERBS  # "Lukas says"
        # one of a list of popular given names is a person still: "Imran and Zainab agreed"
        after = re.match(r"\s*(?:,|and\b|or\b|&)\s*([A-Z][\w'’-]*)", text[t.e:])
        before = re.search(r"([A-Z][\w'’-]*)\s*(?:,|\band|\bor|&)\s*$", text[max(0, t.s - 40):t.s])
        people = t.low in self.popular and all(m is None or m.group(1).casefold() in self.popular and
                                               m.group(1).casefold() not in self.common for m in (after, before)) and \
            _SUBJECT_VERB_NEXT.match(text, t.e + (after.end() if after else 0)) is not None  # "Imran and Zainab agreed"
        return _word_before(text, t.s) not in _THING_BEFORE and (acting or not _is_place(t.text)) and \
            (people or after is None and before is None)

    def _lower_subject(self, text: str, toks: list[_Tok], i: int) -> int | None:
        """Index of the last word of a lower-case name at toks[i] that a subject verb follows, or None: a given name
        that is no ordinary word, or two words in no ordinary list with a name part among them."""
        for k in (i + 1, i):
            if k >= len(toks) or (k > i and not self._adjacent(text, toks[i], toks[k])):
                continue
            words = toks[i:k + 1]
            # a given name that is no ordinary word, then a listed family name that is one: "nathan king signed"
            known_last = k > i and self.is_first(toks[i]) and toks[i].low not in self.common and \
                toks[k].low in self.last and toks[k].low not in self.stop
            if any(not w.lower or (w.low in self.common and not (known_last and w is toks[k])) or
                   w.low in self.cues or w.low in _SUBJECT_VERBS or
                   w.low in _CLAUSE_WORDS or len(w.text) < 3 or not w.text.replace("-", "").isalpha() for w in words):
                continue
            if k == i and not self.is_first(toks[i]):
                continue
            if k > i and not known_last and not (any(self.is_rare_part(w) for w in words) and
                                                 all(self.is_rare_part(w) or self._unknown(w) for w in words)):
                continue
            after = re.match(r"[ \t]+([a-z]+)", text[toks[k].e:])
            if after and (after.group(1) in _SUBJECT_VERBS or after.group(1) in _LOWER_SUBJECT_VERBS or
                          (k > i and after.group(1) in _COPULAS) or
                          # any past tense the web knows, with its object: "lol deshawn backed the trailer into"
                          # (not "jasmine scented candles")
                          (len(after.group(1)) >= 5 and after.group(1).endswith("ed") and
                           after.group(1) in self.common and after.group(1) not in self.stop and
                           re.match(r"[ \t]+[a-z]+[ \t]+(?:the|a|an|my|our|his|her|their|your|it|me|us|him|them|"
                                    r"this|that|into|out|up|off|back|in|on|to)\b", text[toks[k].e:]))):
                return k
            # "sophie from legal says": a popular given name, then where she is from and a verb
            if after and after.group(1) == "from" and k == i and toks[i].low in self.popular and \
                    (where := re.match(r"[ \t]+from[ \t]+(?:the[ \t]+)?[a-z]+[ \t]+([a-z]+)", text[toks[k].e:])) and \
                    where.group(1) in _SUBJECT_VERBS:
                return k
        return None

    def _capitals_run(self, text: str, toks: list[_Tok], i: int) -> int | None:
        """Index of the last word of a name in capitals starting at toks[i] in mixed-case text, or None."""
        j = i
        while j + 1 < len(toks) and j - i < 2 and toks[j + 1].acronym and self._adjacent(text, toks[j], toks[j + 1]):
            j += 1
        run = toks[i:j + 1]
        # one word, a given name, after a verb done to a person: "Tell ILZE the cows are out"
        single = len(run) == 1 and i > 0 and _strong_cue(toks[i - 1].low) and self.is_first(run[0]) and \
            len(run[0].text) >= 4 and run[0].low not in BRANDS
        if (len(run) < 2 and not single) or any(t.low in self.common for t in run) or any(
                len(t.text) < 3 or not re.sub(r"[-'’]", "", t.text).isalpha() or t.low in self.tech or
                t.low in self.stop or t.low in CALENDAR for t in run) or not any(self.is_part(t) for t in run):
            return None
        return j

    def _capitals_name(self, text: str, t: _Tok, nxt: _Tok) -> bool:
        """Two words in capitals in mixed-case text that read as a name ("DILINI GUNAWARDENA"): 4+ letters with one a
        gazetteer part, or 5+ letters and 2+ vowels each, in no list and no firm or street beside them ("URGENT",
        "PDF", "NASDAQ COMPOSITE" hold an ordinary word; "650 CASUARINA CONCOURSE", "CITADEL AMERICAS LLC")."""
        pair = (t, nxt)
        if not all(x.text.isalpha() and x.low not in self.common and x.low not in self.tech for x in pair):
            return False
        if min(len(t.text), len(nxt.text)) >= 4 and all(x.low not in self.stop for x in pair) and \
                (self.is_part(t) or self.is_part(nxt)):
            return True
        return all(len(x.text) >= 5 and sum(c in "AEIOUY" for c in x.text) >= 2 and self._unknown_cap(x)
                   for x in pair) and not _firm_or_address(text, t.s, nxt.e)

    def expand(self, text: str, start: int, end: int, toks: list[_Tok] | None = None,
               strong: bool = False) -> tuple[int, int]:
        """Grow a name span over adjacent name parts (and particles between them), same casing as the span.
        `strong`: words in no list beside the span are its other parts ("<PERSON> Qitsualik" is the name NER or
        "Monsieur" found half of)."""
        toks = toks if toks is not None else self.tokens(text)
        idx = [k for k, t in enumerate(toks) if t.e > start and t.s < end]
        if not idx:
            return start, end
        lo, hi = idx[0], idx[-1]
        inside = toks[lo:hi + 1]
        cap = any(t.cap for t in inside)
        lower = all(t.lower for t in inside)

        single_first = len(inside) == 1 and (self.is_first(inside[0]) or self.is_rare_part(inside[0]))
        beside = toks[hi + 1] if hi + 1 < len(toks) else None  # the word right after the span as found
        foreign = all(_foreign_script(t.text) for t in inside)

        def joins(t: _Tok, right: bool) -> bool:
            if foreign:  # a cased script (Cyrillic, Greek) takes capitalised words only: "Сергея Морозова о ...",
                # or in lower case a name part: "to владимир волков"
                return _foreign_script(t.text) and (t.cap or t.text.lower() == t.text.upper() or (
                    lower and t.lower and self.is_part(t)))
            if t.low in self.stop or t.low in self.tech or t.low in self.cues or (not right and t.low in GREETINGS):
                return False
            if not all(x.acronym for x in inside) and self._capital_surname(t, known=not right):
                return True  # "rania NASSAR", "sandrine CHEVALIER": the surname in capitals, the rest not
            if all(x.acronym for x in inside) and t.acronym:
                # a name in capitals: "KITTISAK THONGDEE"
                return len(t.text) >= 4 and re.sub(r"[-'’]", "", t.text).isalpha() and t.low not in self.common and \
                    (self.is_part(t) or self._unknown_cap(t))  # "SHAIMAA EL-SAYED", "NYOKABI NDUNG'U"
            if cap and not right and len(t.text) == 1 and t.text.isupper() and text[t.e:t.e + 1] == "." and \
                    text[max(0, t.s - 1):t.s] not in (".", "-"):
                return True  # an initial before the name: "V. Revathi", "E. Enkhjargal"
            if cap and not right and len(t.text) == 1 and t.text.isupper() and t.text not in ("I", "A") and \
                    _TITLE_BEFORE.search(text, max(0, t.s - 8), t.s):
                return True  # and without its full stop after a title: "Mr and Mrs R Kamau"
            if cap and t.cap:
                # a known name part, or an unknown word right after a lone first name ("Priyanka Raghunathan"), or
                # any word in no list beside a name found by stronger evidence (NER, a title, a cue)
                return (self.is_part(t) and (t.low not in self.common or t.low in self.last)) or \
                    (right and single_first and t.low not in self.common) or \
                    (not right and self.is_first(t) and len(inside) == 1 and inside[0].low in self.last and
                     self.is_rare_part(inside[0]) and t.low not in CALENDAR) or \
                    (strong and self._unknown_name_word(t))
            if lower and t.lower:
                # after a lone given name in lower case, a word the surname lists hold is its surname:
                # "to kemar brown", "forward the bill to djenabou sow" (not a verb or a date: "priya said")
                return self.is_rare_part(t) or (right and single_first and self._unknown(t)) or \
                    (right and single_first and t is beside and self._known_surname(t))
            return False

        while hi + 1 < len(toks) and self._adjacent(text, toks[hi], toks[hi + 1]) and not toks[hi].poss:
            t = toks[hi + 1]
            if joins(t, True) and hi + 1 - lo < 5:
                hi += 1
            elif self._bridge(text, toks, hi + 1, cap, lower) and hi + 2 - lo < 5:
                hi += 2  # "ABDIKARIM EGAL YUSUF": one unknown word between two name parts is a name part too
            elif (t.text == "i" and cap or
                  t.text == "I" and all(x.text.isupper() and len(x.text) > 1 for x in inside)) and \
                    hi + 2 < len(toks) and self._adjacent(text, t, toks[hi + 2]) and \
                    toks[hi + 2].cap and toks[hi + 2].low not in self.first and (
                        toks[hi + 2].low in self.last or len(inside) >= 2 and self._unknown_name_word(toks[hi + 2])
                        and toks[hi + 2].text.isalpha() and not _is_place(toks[hi + 2].text) and
                        getattr(self, "_last_lang", "en") not in ("sv", "da", "no", "nb", "nn")) \
                    and hi + 3 - lo < 6:
                hi += 2  # Catalan surnames joined by "i": "Jordi Roca i Camps", "Laia Prat i Fabregat" (a word in no
                # list after a given name and surname); not "Roca i Mireia": a given name
            elif t.low in PARTICLES and (run := self._particle_run(text, toks, hi + 1, cap, lower)) and \
                    run - lo < 6:
                hi = run
            elif t.low in PATRONYM_AFTER and hi > lo and (cap or lower) and hi + 1 - lo < 5:
                hi += 1  # "son of" and "daughter of" after the father's name: "Azamat Bakyt uulu", "Leyla Rashid qizi"
            else:
                break
        while lo > 0 and self._adjacent(text, toks[lo - 1], toks[lo]):
            t = toks[lo - 1]
            if t.low in BALINESE_ORDER and lo > 1 and toks[lo - 2].low in ("i", "ni") and \
                    self._adjacent(text, toks[lo - 2], t) and (t.cap or lower) and hi - lo + 2 < 6:
                lo -= 2  # "Ni Made <Ayu Lestari>": a birth-order name and its I (men) or Ni (women)
                break
            if t.low in ("i", "ni") and toks[lo].low in BALINESE_ORDER and (t.text[0].isupper() or lower):
                lo -= 1  # Balinese names open with I or Ni before the birth-order name: "I <Wayan Sudarsana>"
                break
            if lo > 1 and toks[lo - 2].low in DETERMINERS and toks[lo - 2].low not in PARTICLES and \
                    not self.is_part(t):
                break  # "Die Mitarbeiterin Gülşen Çetin": a noun after an article
            if joins(t, False) and hi - lo + 1 < 5:
                lo -= 1
            elif t.low in PARTICLES and toks[lo].low in PARTICLES and (t.cap or t.lower) == (
                    toks[lo].cap or toks[lo].lower) and hi - lo + 1 < 5:
                lo -= 1  # a name that opens with a two-word particle: "DE LA FUENTE", "van den Broek"
            elif t.low in PARTICLES and lo > 1 and self._adjacent(text, toks[lo - 2], t) and \
                    joins(toks[lo - 2], False) and hi - lo + 2 < 5:
                lo -= 2  # "Ruud de Vries": the part before a particle
            else:
                break
        s, e = min(start, toks[lo].s), max(end, toks[hi].e)
        return s, e

    def _bridge(self, text: str, toks: list[_Tok], k: int, cap: bool, lower: bool) -> bool:
        """toks[k] is a word (no stop word, cue, particle or technical term) and toks[k + 1] a name part that is no
        ordinary word, both adjacent and in the casing of the name so far."""
        if k + 1 >= len(toks) or not self._adjacent(text, toks[k], toks[k + 1]):
            return False
        t, u = toks[k], toks[k + 1]
        same = (cap and t.cap and u.cap) or (lower and t.lower and u.lower)
        word = t.low not in self.stop and t.low not in self.tech and t.low not in self.cues and \
            t.low not in PARTICLES and len(t.text) >= 3 and t.text.replace("-", "").isalpha() and \
            not (lower and t.low in _SUBJECT_VERBS)  # "ngozi said emeka's": a verb
        return bool(same) and word and self.is_rare_part(u) and not (t.acronym or u.acronym)

    def _particle_run(self, text: str, toks: list[_Tok], k: int, cap: bool, lower: bool) -> int | None:
        """Index of the name part after one or two particles starting at toks[k] ("de la Fontaine",
        "van der berg", "DE LA FONTAINE"), in the casing of the name so far; None if there is none."""
        j = k
        if toks[k].low == "do" and getattr(self, "_last_lang", "en") in _LATIN_INFLECTING:
            return None  # a preposition there: "Jiřímu Dvořákovi do Brna"
        while j < len(toks) and j - k < 2 and toks[j].low in PARTICLES:
            if j + 1 >= len(toks) or not self._adjacent(text, toks[j], toks[j + 1]):
                return None
            j += 1
        if j >= len(toks) or toks[j].low in PARTICLES or toks[j].low in self.stop:
            return None
        t = toks[j]
        if cap and (t.cap or "-" in t.text):
            return j
        if lower and t.lower and (self.is_rare_part(t) or t.low not in self.common):
            return j
        return None

    def list_members(self, text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Other members of a list that holds a found name: "Ana, Li Wei and Omar" -> Ana and Omar too."""
        toks = self.tokens(text)
        latin = self._last_latin
        found = list(spans)
        added: list[tuple[int, int]] = []
        changed = True
        while changed:
            changed = False
            for k, t in enumerate(toks):
                if t.low in GREETINGS or t.acronym and not (
                        len(t.text) >= 4 and t.low in self.first and t.low not in self.common and
                        t.low not in self.tech and t.low not in BRANDS and
                        ((k + 1 < len(toks) and toks[k + 1].low in LIST_JOINERS) or
                         (k > 0 and toks[k - 1].low in LIST_JOINERS))):
                    continue  # "Duarte Carvalho, QA lead", "Wei-lun Tsai, VAT number", "Best,\nTanesha Clarke"; a
                    # given name in capitals joined by a word is a member ("KHALID and SØREN"), not after a comma
                    # ("to Ana Ruiz, IBAN DE00 ...")
                unknown_cap = t.cap and t.low not in self.common and t.low not in self.stop and \
                    t.low not in self.tech and t.low not in self.cues  # "Invite Kamau and <PERSON>"
                # a name in a script without capitals ("Ji-hoon Lee, மீனாட்சி ராமசாமி, ..."), or two lower-case
                # words in no list beside a lower-case name ("gonçalo rodrigues and kheda abdulaeva")
                other = (latin and _UNCASED.match(t.text) is not None) or (
                    t.lower and self._unknown(t) and len(t.text) >= 3 and k + 1 < len(toks) and
                    self._adjacent(text, t, toks[k + 1]) and toks[k + 1].lower and self._unknown(toks[k + 1]))
                if any(s <= t.s < e for s, e in found) or not (self.is_part(t) or unknown_cap or other):
                    continue
                if t.low in self.common and not t.cap:
                    continue
                if t.cap and t.low in self.common and t.low not in self.first:
                    continue
                # joined to a found name by a list separator on either side; a joiner word is a token of its own,
                # so "Agnès’s and Loïc" looks one token further
                near = []
                for step in (-1, 1):
                    j = k + step
                    if 0 <= j < len(toks) and toks[j].low in LIST_JOINERS and 0 <= j + step < len(toks):
                        if not self.is_part(t) and not (other and t.lower) and \
                                not (step < 0 and self._second_pair(text, toks, k, found)):
                            continue  # through a word, only a gazetteer name: "Tom and Jerry and Pepsi" keeps Pepsi
                        j += step
                    if 0 <= j < len(toks):
                        a, b = (toks[j], t) if step < 0 else (t, toks[j])
                        near.append((toks[j], text[a.e:b.s]))
                for nb, gap in near:
                    if not any(s <= nb.s < e for s, e in found):
                        continue
                    if other and not self.is_part(t) and not (_UNCASED.match(t.text) or nb.lower):
                        continue  # a lower-case word joins only a lower-case name
                    g = re.sub(r"^(?:’s|'s|’|')", "", gap.strip()).strip().lower()  # "Agnès’s and Loïc’s"
                    # also a route or a chain: "Boersma → Hiemstra → Postma", "Sione + Ana"
                    if g in LIST_JOINERS or g in (",", ";", "→", "->", "=>", "⇒", "+") or \
                            (g.startswith(",") and g[1:].strip() in LIST_JOINERS):
                        s, e = self.expand(text, t.s, t.e, toks, strong=True)
                        if self._second_pair(text, toks, k, found):
                            s, e = t.s, toks[k + 1].e  # the pair only: "INSHA MIR", not "INSHA MIR GOT"
                        if other and k + 1 < len(toks) and self._adjacent(text, t, toks[k + 1]) and \
                                (_UNCASED.match(toks[k + 1].text) if _UNCASED.match(t.text) else
                                 toks[k + 1].lower and self._unknown(toks[k + 1])):
                            e = max(e, toks[k + 1].e)  # the family name after it: "kheda abdulaeva"
                        found.append((s, e))
                        added.append((s, e))
                        changed = True
                        break
        return added

    def _second_pair(self, text: str, toks: list[_Tok], k: int, found: list[tuple[int, int]]) -> bool:
        """toks[k] opens a second two-word name after a found one and a joiner ("DRAGANA STOJANOVIĆ AND INSHA MIR
        GOT ENGAGED", "Buku Ganambarr and Morwenna Trelawney"): both words capitalised, the second a name part or
        in no list, neither a stop word, a cue or a tool; the found name before the joiner two words or more."""
        if k < 2 or k + 1 >= len(toks) or not self._adjacent(text, toks[k], toks[k + 1]):
            return False
        prev = toks[k - 2]
        span = next(((s, e) for s, e in found if s <= prev.s < e and e == prev.e), None)
        if span is None or " " not in text[span[0]:span[1]].strip():
            return False
        pair = toks[k:k + 2]
        return all(w.cap and not w.acronym and w.low not in self.stop and w.low not in self.cues and
                   w.low not in self.tech and w.low not in CALENDAR and w.low not in ORG_SUFFIXES and
                   w.low not in VENUE_WORDS and w.low not in BRANDS for w in pair) and \
            pair[0].low not in self.common and (self.is_part(pair[1]) or pair[1].low not in self.common) and \
            not _is_place(text[pair[0].s:pair[1].e])  # not "and Deutsche Bank", "and Kuala Lumpur"

    def speakers(self, text: str) -> list[tuple[int, int, bool]]:
        """Who speaks in a chat log or transcript: a label at the start of a line before ":" or inside "<...>"
        ("[09:15] Min-jun: ...", "HANNELORE: ...", "<khin> ...") counts after a timestamp, in IRC form, or where the
        text has turns and the label is a gazetteer name. Roles and headers ("User:", "Agent:", "Subject:",
        "NOTE:") never do, nor keys of code ("startTime:", "dsn:"). (start, end, strong): strong for a timestamp or
        an IRC nick, which hold inside code too."""
        out: list[tuple[int, int, bool]] = []
        labels: dict[str, list[tuple[int, int, bool]]] = {}
        for m in _SPEAKER.finditer(text):
            g = 2 if m.group(2) else 3
            s0, e0 = m.start(g), m.end(g)
            label = text[s0:e0].strip()
            e0 = s0 + len(label)
            words = _WORD.findall(label)
            handle = re.fullmatch(r"[a-z][a-z0-9]*[._][a-z][a-z0-9._]*", label) is not None
            if handle:
                words = [label]  # "a.okafor": a handle's initial is no "a" of "Q/A"
            if not words or len(words) > 3 or any(w.casefold() in _NOT_SPEAKERS for w in words) or \
                    not re.fullmatch(r"[^\W\d_][\w .'’-]*", label) or any(w.casefold() in self.tech for w in words):
                continue
            strong = bool(m.group(1) or m.group(4)) or g == 2  # a timestamp, or IRC's <nick>
            labels.setdefault(label.casefold(), []).append((s0, e0, strong))
        inline: dict[str, int] = {}
        by_line: dict[int, list[re.Match]] = {}
        for m in _MID_SPEAKER.finditer(text):
            # a chat flattened onto one line: "Group chat: Sunny: bring umbrellas Joy: it's sunny tho Sunny: lol",
            # "— Rose: Love this!"; a label of 1-2 capitalised words inside a line, two or more of them in the line
            # unless a dash or bullet alone is before it ("Rooster magazijn Tilburg: ..." is a heading)
            line_start = text.rfind("\n", 0, m.start(1)) + 1
            words = _WORD.findall(m.group(1))
            before = text[line_start:m.start(1)]
            if not before.strip() or re.search(r"\d\s*$", before) or \
                    any(w.casefold() in _NOT_SPEAKERS for w in words) or any(w.casefold() in self.tech for w in words):
                continue  # (a label opening its line is _SPEAKER's; "Tue 17 Jan:" is a date)
            by_line.setdefault(line_start, []).append(m)
        for line_start, found in by_line.items():
            for m in found:
                if len(found) >= 2 or re.fullmatch(r"[ \t]*[—–•*-][ \t]*", text[line_start:m.start(1)]):
                    labels.setdefault(m.group(1).casefold(), []).append((m.start(1), m.end(1), False))
                    inline[m.group(1).casefold()] = inline.get(m.group(1).casefold(), 0) + 1
        for m in _CHAT_HEADER.finditer(text):
            # Discord's and Slack's copied header: "akinyi-ochieng — Today at 4:12 PM"
            g = m.lastindex
            label = m.group(g).strip()
            if label.casefold() not in _NOT_SPEAKERS and \
                    not any(w.casefold() in self.tech or w.casefold() in _NOT_SPEAKERS for w in _WORD.findall(label)):
                # after a time, a login is strong ("jwhitaker 10:14 AM:"); other labels need the name lists
                # ("Standup 9:00 AM:" is no one)
                strong = g == 1 or label.islower() and (self._login_like(label) or "." in label or "_" in label)
                labels.setdefault(label.casefold(), []).append((m.start(g), m.start(g) + len(label), strong))
        for m in _HANDLE_SAYS.finditer(text):
            parts = re.split(r"[._-]", m.group(1))
            if not any(p in _NOT_USERS or p in self.tech for p in parts):
                labels.setdefault(m.group(1), []).append((*m.span(1), True))  # "georgia.bell replied:"
        turns = sum(len(occ) for occ in labels.values()) >= 2  # a dialogue, not one "Note: ..." line
        rest = []
        for occ in labels.values():
            s0, e0, _ = occ[0]
            # capitalised gazetteer name parts that are no ordinary words: "HANNELORE", "Min-jun"; not "Sunday",
            # "startTime", "Creatinine" (a lab report's fields); a first.last handle ("aram.terminasyan")
            plain = all(self.is_rare_part(t) and t.text[:1].isupper() and
                        (t.text[1:].islower() or t.text.isupper() and len(t.text) >= 4 or "-" in t.text) and
                        not _camel(t.text) for t in _tokens(text[s0:e0])) or \
                (text[s0:e0].islower() and re.fullmatch(r"[^\W\d_]+[._][^\W\d_]+", text[s0:e0]) is not None and
                 self.handle(text[s0:e0])) or \
                (text[s0:e0].islower() and all(self.is_rare_part(t) and len(t.text) >= 3  # a chat's "farai:"
                                               for t in _tokens(text[s0:e0])))
            strong = any(st for _, _, st in occ)
            if strong or (turns and plain):
                out.extend((a, b, strong) for a, b, _ in occ)
            else:
                rest.append(occ)
        # a label inside a line that speaks again there, among others, is a flattened chat's ("Sunny: ... Joy: ...
        # Sunny: lol")
        chat = len(inline) >= 2 and max(inline.values()) >= 2
        if (out or chat) and turns:
            # once one speaker is a person, so is every other label of a name's shape: words in no list, lower or
            # capitalised ("abdirahman jama:" after "Ilze Bērziņa:"), never a role ("interviewer:", "HOST:")
            for occ in rest:
                s0, e0, _ = occ[0]
                toks = _tokens(text[s0:e0])
                # (a popular given name though a word: "Sunny:", "Joy:" beside "Rutendo:")
                if toks and all((t.low not in self.common or t.low in self.popular and t.text[:1].isupper()) and
                                t.low not in self.stop and t.low not in self.tech and t.low not in CALENDAR and
                                t.low not in self.cues and not _camel(t.text) and len(t.text) >= 2 for t in toks):
                    out.extend((a, b, False) for a, b, _ in occ)
        return out

    def repeats(self, text: str, spans: Sequence[tuple[int, int, bool]],
                things: Sequence[tuple[int, int]] = (), places: Callable[[str], bool] = lambda w: False
                ) -> list[tuple[int, int]]:
        """Every other mention of a name found once: "Svetlana Marchenko" ... "MARCHENKO: Thanks", a handle used
        twice. Only sure finds lend their words: a name the format vouches for (certain), or two or three
        capitalised parts in no list of ordinary words or places, with a given name first or last ("Michael Dell",
        "Jung Hye-jin"). A word travels unless it is an ordinary word, title, particle, date, technical term, short
        acronym or a place, or the NER model reads it as an organisation or product in the text ("Dell
        Technologies"); each new mention grows like any other hit ("is De Smet the family name")."""
        orgs = {t.low for s, e in things for toks in [_tokens(text[s:e])] for t in toks
                if not (len(toks) == 1 and re.match(r"['’]s?\b", text[e:]))}  # "Hrytsenko's notes" is no firm's
        words: set[str] = set()
        for s, e, sure in spans:
            value = text[s:e]
            if re.fullmatch(r"[^\W\d_]+[._-][^\W\d_]+", value):
                if sure and len(value) >= 5:
                    words.add(value.casefold())  # a handle travels whole, never its parts ("rsvp.rudolph")
                continue
            parts = [t for t in _tokens(value) if t.low not in PARTICLES and t.low not in TITLES]
            if not sure and not (2 <= len(parts) <= 3 and (all(t.cap for t in parts) or all(
                    t.lower and self.is_rare_part(t) for t in parts)) and any(
                    self.is_first(t) and self.is_rare_part(t) for t in (parts[0], parts[-1])) and
                    not any(t.low in orgs or t.low in self.common or places(t.text) for t in parts)):
                continue  # "Jung Hye-jin" lends "Hye-jin"; "Citadel Miami", "Piano Sonata" lend nothing
            for t in parts:
                if len(t.text) >= 3 and not (t.acronym and len(t.text) <= 4) and t.text.lower() != t.text.upper() \
                        and t.low not in self.common and t.low not in self.stop and t.low not in self.tech and \
                        t.low not in CALENDAR and t.low not in self.cues and t.low not in orgs and not places(t.text):
                    words.add(t.low)
        if not words:
            return []
        rx = re.compile(r"(?<![\w.@/-])(?:" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) +
                        r")(?![\w-]|\.\w)", re.I)
        taken = sorted((s, e) for s, e, _ in spans)
        toks = self.tokens(text)
        return [self.expand(text, *m.span(), toks, strong=True) for m in rx.finditer(text)
                if not any(s <= m.start() < e for s, e in taken)]  # "is De Smet the family name"

    def handle_forms(self, text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """The user names made from a name found in the same text, wherever they stand, an e-mail's local part too:
        "Ayanda Mqhayi <amqhayi@...>", "Tiyamike Phiri ... tphiri", "Somchai Wongsawat <somchai.wongsawat@...>"
        (first.last, first_last, first-last, firstlast, flast, f.last, last.first, lastf). Only from a given name
        and a family name of three letters or more, so that no short form is an ordinary word."""
        import unicodedata

        def fold(word: str, keep: str = "") -> str:
            return "".join(c for c in unicodedata.normalize("NFKD", word.casefold())
                           if c.isascii() and (c.isalnum() or c in keep))

        forms: set[str] = set()
        inner: set[str] = set()  # the forms that may stand inside a longer identifier
        for s0, e0 in spans:
            toks = [t for t in _tokens(text[s0:e0]) if t.low not in TITLES and t.low not in PARTICLES]
            if all(t.low in self.common for t in toks) or any(t.low in self.tech for t in toks):
                continue  # "Loan Term" (a find of the model's) lends no "loan_term"
            parts = [fold(t.text) for t in toks]
            if len(parts) < 2 or any(len(p) < 2 for p in parts):
                continue
            first, last = parts[0], parts[-1]
            if len(first) < 3 or len(last) < 3:
                continue
            made = {f"{first}.{last}", f"{first}_{last}", f"{first}-{last}", first + last, first[0] + last,
                    f"{first[0]}.{last}", f"{last}.{first}", last + first[0], first + last[0]}
            hyph = [fold(t.text, "-") for t in toks]
            if any("-" in h for h in hyph):  # "VANDENBROUCKE Pieter-Jan" <pieter-jan.vandenbroucke@...>
                made |= {f"{hyph[0]}.{hyph[-1]}", f"{hyph[-1]}.{hyph[0]}"}
            forms |= made
            if not any(t.low in self.common for t in toks) and (self.is_first(toks[0]) or toks[-1].low in self.last):
                inner |= made  # a listed name of no ordinary word; not "Astro Zodiac", "Melvin Capital"
        forms = {f for f in forms if len(f) >= 5 and f not in self.common and f not in self.tech}
        if not forms:
            return []
        out = []
        # a whole word ("Tiyamike Phiri ... tphiri"), or for a listed name also a part of a snake_case or branch
        # name ("test_refund_for_vikrams_is_rejected", "feature/tgelashvili-invoice-export")
        for group, before, after in ((forms, r"(?<![\w.@/-])", r"(?![\w-]|\.\w)"),
                                     (forms & inner, r"(?<![^\W_]|[.@])", r"(?![^\W_]|\.\w)")):
            if group:
                rx = re.compile(before + "(?:" + "|".join(map(re.escape, sorted(group, key=len, reverse=True))) +
                                ")" + after, re.I)
                out.extend(m.span() for m in rx.finditer(text) if not any(s0 <= m.start() < e0 for s0, e0 in spans))
        return sorted(set(out))

    def quoted_repeats(self, text: str, spans: Sequence[tuple[int, int]],
                       places: Callable[[str], bool] = lambda w: False) -> list[tuple[int, int]]:
        """A quoted string made only of the words of a name found in the same text: the test's input or expected
        value (`greet("Khamla Vongsa") == "Hello, Khamla Vongsa!"`, `('Ana', 'de la Rosa')`, `'Qitsualik, Natar'`);
        no place or camel-case word travels ("Argentina", "MultiClass")."""
        words = {t.low for s, e in spans for t in _tokens(text[s:e]) if t.low not in TITLES and t.cap and
                 not t.acronym and t.low not in self.common and t.low not in self.tech and not _camel(t.text) and
                 not places(t.text)}
        out: list[tuple[int, int]] = []
        for m in re.finditer(r"(['\"])([^\W\d_][^\W\d_’]*(?:[ ,.-]+[^\W\d_][^\W\d_’]*){0,4})\1", text):
            toks = _tokens(m.group(2))
            core = [t for t in toks if t.low not in PARTICLES]
            if core and all(t.cap and t.low in words for t in core):
                out.append(m.span(2))
        return out

    def header_names(self, text: str) -> list[tuple[int, int]]:
        """Whom a mail header or an attendee list names: "From: Kannika Rattanakul", "Attendees: A, B and C", where
        the words are capitalised and in no list ("To: Accounts Payable" names no one)."""
        out: list[tuple[int, int]] = []
        # a YAML list under a key that names people ("owners:\n  - Risten Utsi") reads like a header's value
        fields = [(m.start(1), m.group(1)) for m in _HEADER.finditer(text)] + \
            [(b.start(1), b.group(1)) for m in _YAML_PEOPLE.finditer(text)
             for b in re.finditer(r"(?m)^[ \t]*-[ \t]+([^\n]+)$", m.group(0)) if b.start(1) > 0] + \
            [(m.start(1), m.group(1)) for m in _MID_TRAILER.finditer(text)]
        for at0, body in fields:
            if _ADDRESS_LABEL.search(text, max(0, at0 - 30), at0):
                body = re.split(r"[,;]", body)[0]  # "Ship to: Name, 44 Rue des Lilas, 69003 Lyon": an address follows
            # mail addresses, notes in brackets and quotes blanked out, so offsets stay those of the text
            value = re.sub(r"<[^>]*>|\([^)]*\)|(?<!\w)[\"'“”]|[\"'“”](?!\w)", lambda x: " " * len(x.group(0)),
                           body)
            for piece in re.finditer(r"[^,;]+", value):
                seg, at = piece.group(0), at0 + piece.start()
                cuts = [0, *(x for j in re.finditer(r"\s+(?:and|und|et|y|e|en|och|og|i)\s+", seg)
                             for x in (j.start(), j.end())), len(seg)]
                for a, b in zip(cuts[::2], cuts[1::2]):
                    item = re.fullmatch(r"\s*@?([^\W\d_]{1,30}[._-][^\W\d_]{2,30})\s*", seg[a:b])
                    if item and item.group(1).islower() and not {*re.split(r"[._-]", item.group(1))} & (
                            self.common | _NOT_USERS):
                        out.append((at + a + item.start(1), at + a + item.end(1)))  # "reviewers: r.oyelowo"
                        continue
                    initial = re.fullmatch(r"\s*((?:[A-Z]\.[ \t]?){1,2}[A-Z][\w'’-]+)\s*", seg[a:b])
                    if initial:
                        out.append((at + a + initial.start(1), at + a + initial.end(1)))  # "J. Font", "M. J. Díaz"
                        continue
                    toks = [t for t in _tokens(seg[a:b]) if t.low not in TITLES]
                    names = [t for t in toks if t.low not in PARTICLES]
                    if 1 <= len(names) <= 4 and all(t.text[:1].isupper() for t in names) and \
                            all(t.low not in self.common and t.low not in self.tech and not t.acronym
                                for t in names) and \
                            (len(names) >= 2 or self.is_part(names[0])):
                        out.append((at + a + toks[0].s, at + a + toks[-1].e))
        return out

    def labelled_names(self, text: str) -> list[tuple[int, int]]:
        """The value of a form's field that holds a person's name, in any case or script: "Beneficiary name:
        GERGELY SZABÓ.", "applicant: siriporn wongsawat", "Account holder: MR JOHN A WHITFIELD  Sort code",
        "SURNAME: VAN DER MERWE", "ชื่อ: สมชาย รัตนวงศ์", "Passenger name: DUPONT/MARIE CLAIRE"; and "under the
        name Somchai Thongdee". The label is made only of words that say whose name ("Project name:", "Bank:",
        "File name:" name no one); the value is one to six name-shaped words, none an ordinary word unless a name
        list holds it, no firm ("Client: Acme Corp") and no place ("Customer: Germany")."""
        out: list[tuple[int, int]] = []
        stop = uncased_stop_words()
        for m in _FIELD_COLON.finditer(text):
            # the label: up to six words before the colon, from the line's start or a separator ("... / Bank:")
            head = text[max(text.rfind("\n", 0, m.start()) + 1, m.start() - 80):m.start()]
            seg = re.split(r"[.;/|]\s+|\s{2,}", head)[-1].lstrip(" \t>*•-")
            prose = m.group(1) is not None  # "under the name ..."
            if not prose and not _LABEL_RUN.fullmatch(seg):
                continue
            label = {w.casefold() for w in _WORD.findall(m.group(1) if prose else seg)}
            if not label & _LABEL_ANCHORS or not label <= _LABEL_WORDS:
                continue
            at = m.end()
            value = re.match(r"(?:[A-Z][\w'’.-]*(?: |$))*" if prose else r"[^\n]*", text[at:]).group(0)
            # a value ends at a sentence's end, a note in brackets, a field separator or two spaces
            value = re.split(r"\.(?:\s|$)|\s*[(|;,\t<]|\s+[/–—-]\s+|\s{2,}|[!?]", value)[0].rstrip(" .")
            words = [w for w in re.split(r"[ /]", value) if w]
            toks = [t for t in _tokens(value) if t.low not in TITLES]
            if not toks or not 1 <= len(words) <= 6 or len(toks) > 6 or re.search(r"\d|@", value) or \
                    any(len(w) == 1 and not w.isupper() for w in words if w not in ("y", "e", "i")):
                continue
            core = [t for t in toks if t.low not in PARTICLES and len(t.text.rstrip(".")) > 1]
            if not core or any((t.low in self.stop or t.low in stop) and t.low not in self.first and
                               t.low not in self.last or
                               t.low in self.tech or t.low in _FIELD_NOT_NAMES for t in core):
                continue
            known = [t for t in core if t.text.lower() != t.text.upper() and (
                t.low not in self.common or self.is_first(t) and t.low in self.last or t.low in self.last)]
            uncased = all(t.text.lower() == t.text.upper() for t in core)
            cased_ok = all(t.text[:1].isupper() for t in core) or value.islower()
            if uncased or cased_ok and known and len(known) * 2 >= len(core) and \
                    not any(t.low in ORG_SUFFIXES for t in toks) and not _is_place(value):
                out.append((at + toks[0].s, at + len(value)))
        return out

    def user_handles(self, text: str) -> list[tuple[int, int, bool]]:
        """User names where the format says a user stands: an @mention outside a line's start ("/docs/ @vnaidu",
        "HACK: @tkowalczyk says"; not a decorator, a scope "@babel/core", a doc tag "@param", a team of ordinary
        words "@platform-team" or an e-mail), the owner in "TODO(divine-habimana)", and the home folder in
        "/home/mwanjiru/", "C:\\Users\\jdoe\\". (start, end, strong): strong where it holds inside code too (a
        CODEOWNERS line, a TODO owner, a home folder); elsewhere in code an @word is a decorator or a variable."""
        out = []
        for m in _MENTION.finditer(text):
            h = m.group(1).rstrip(".-")
            # a line's or a comment's start holds decorators, doc tags and directives ("@property", " * @var",
            # "// @ts-ignore")
            before = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            parts = [p for p in re.split(r"[._-]", h.casefold()) if p]
            # but a first-last handle opening a line before more words is someone addressed ("@zeeshan-qureshi can
            # you look"), no decorator ("@font-face {", "@ts-ignore")
            addressed = len(parts) == 2 and any(p in self.first or p in self.last for p in parts
                                                if p not in self.common) and \
                re.match(r"[ \t]+[\w@]", text[m.start(1) + len(h):]) is not None
            # and a one-word handle opening a line that a review or request verb follows ("@yossig can you review
            # the PR", "@oyelaran merged #88"): decorators and annotations are followed by code, not by these
            addressed = addressed or re.fullmatch(r"[ \t]*", before) is not None and _ADDRESSED_NEXT.match(
                text, m.start(1) + len(h)) is not None
            # and a handle as a list item's subject is someone given a task ("- @mkowalczyk to review the budget")
            addressed = addressed or re.fullmatch(r"[ \t]*[-•][ \t]+", before) is not None and re.match(
                r"[ \t]+(?:to|will|should|can|owns|is|has|and|takes|needs|please)\b",
                text[m.start(1) + len(h):]) is not None
            if (re.fullmatch(r"[\s*/#;-]*", before) and not addressed and not re.fullmatch(r"[ \t]*\*[ \t]+", before)) \
                    or h.casefold() in _AT_KEYWORDS or \
                    h.casefold() in self.tech or \
                    all(p in self.common or p in _AT_KEYWORDS for p in parts) or \
                    text[m.start(1) + len(h):m.start(1) + len(h) + 1] == "\\" or \
                    text[m.start(1) + len(h):m.start(1) + len(h) + 1] in ("/", "(", ".") and \
                    not re.match(r"\.\w", text[m.start(1) + len(h):m.start(1) + len(h) + 2]):
                continue
            out.append((m.start(1), m.start(1) + len(h), bool(_CODEOWNERS.search(before))))
        for m in [*_LOGIN.finditer(text), *_LOGIN_FORMAT.finditer(text)]:
            g = m.lastindex  # the alternative that matched
            u = m.group(g).rstrip(".-")
            parts = [p for p in re.split(r"[._-]", u.casefold()) if p]
            if u.casefold() not in _NOT_USERS and not any((p in self.common and len(p) > 1) or p in self.tech or
                                                          p in _NOT_USERS for p in parts) and not u.isdigit() and \
                    len(u) >= 3:  # "a.okonkwo": an initial is no ordinary word
                out.append((m.start(g), m.start(g) + len(u), True))  # "login failed for user agomez"
        for m in [*_ROTA_LOGIN.finditer(text), *_BY_LOGIN.finditer(text), *_ROLE_LOGIN.finditer(text)]:
            if self._login_like(m.group(1).rstrip(".-")):
                out.append((m.start(1), m.start(1) + len(m.group(1).rstrip(".-")), True))
        for m in _PEOPLE_LIST.finditer(text):
            g = m.lastindex
            for item in re.finditer(r"['\"]?([A-Za-z][\w.-]{1,30})['\"]?(?=\s*(?:,|$))", m.group(g)):
                u = item.group(1).rstrip(".-")
                # a first.last handle may hold an ordinary word ("degataga.squirrel"), not only such words; a bare
                # listed name that is no ordinary word or tool is a login too ("watchers": ["mpofu"])
                if u.islower() and (self._login_like(u) or self.keyed_handle(u) and any(
                        len(p) >= 5 and p not in self.common and p not in _NOT_USERS for p in re.split(r"[._]", u))
                        or len(u) >= 4 and u.isalpha() and (u in self.last or u in self.first) and
                        u not in self.common and u not in self.tech and u not in _NOT_USERS):
                    out.append((m.start(g) + item.start(1), m.start(g) + item.start(1) + len(u), True))
        for m in _COMMENT_OWNER.finditer(text):
            # "# akrishnan: nightly backup", "-- ihuaman: run only after ...": an initial and a listed family name
            if self._initials_surname(m.group(1)):
                out.append((*m.span(1), True))
        for m in _BRANCH_OWNER.finditer(text):
            # "feature/priya-sso", "feature/tgelashvili-invoice-export", "branch mmatsumoto/oauth-fix": a listed
            # given name, or an initial and a listed family name, opening a branch's name
            g = m.lastindex
            u = m.group(g)
            if u not in _NOT_USERS and (u in self.first and u not in self.common and u not in self.tech or
                                        self._initials_surname(u)):
                out.append((*m.span(g), True))
        for rx in (_TODO_OWNER, _HOME_DIR):
            for m in rx.finditer(text):
                g = m.lastindex
                u = m.group(g).casefold()
                if u not in self.tech and u not in _NOT_USERS and u not in self.common:  # "/home/projects/"
                    out.append((*m.span(g), True))
        return out

    def _login_like(self, login: str) -> bool:
        """A login that says a person where the key or verb alone does not ("primary: db1", "approved by finance"
        name no one): a listed name with an initial or a second word ("ana.fonua", "wiremu.h"), or an initial and a
        listed family name ("tkowalczyk"); no part an ordinary word or a tool."""
        parts = [p for p in re.split(r"[._-]", login.casefold()) if p]
        if login.casefold() in _NOT_USERS or not all(p.isalpha() for p in parts) or \
                any(p in self.tech or p in _NOT_USERS for p in parts):
            return False
        if len(parts) == 2:  # "ana.fonua": one ordinary word may be a given name too, both may not
            return not all(p in self.common for p in parts) and \
                any(len(p) >= 3 and (p in self.first or p in self.last) for p in parts)
        return len(parts) == 1 and self._initials_surname(parts[0])

    def _initials_surname(self, login: str) -> bool:
        """A login of one or two initials and a listed family name that is no ordinary word ("akrishnan",
        "tgelashvili"); the login itself no ordinary word or tool."""
        return login not in self.common and login not in self.tech and any(
            login[k:] in self.last and login[k:] not in self.common and len(login[k:]) >= 4 for k in (1, 2))

    def uncased_names(self, text: str) -> list[tuple[int, int]]:
        """Names in scripts without capitals, where the rules above see no evidence: Arabic and Hebrew given name +
        family name ("نورة القحطاني", "דנה לוי"), a Japanese family name + given name ("小林 沙也加"), a Chinese or
        Korean surname + gazetteer given name in one word ("王秀英", "김민준", also before a Korean particle or
        honorific), the word before a Korean or Japanese honorific ("최서연 씨", "渡辺 遥 様")."""
        if not _UNCASED.search(text):
            return []
        toks = [t for t in self.tokens(text) if _UNCASED.match(t.text)]
        stop = uncased_stop_words()
        out = self._uncased_people_list(text, stop) + self._uncased_labelled(text, stop)
        if self._last_latin:
            # In a line of Latin-script prose, two or three words of a script without capitals (not CJK, whose
            # names are one word) right after a Latin word are a name ("me and איתן ביטון was", "My flatmate
            # অরিন্দম দাস thinks"), unless quoted or glossed ("the word 'שלום'", "translate नमस्ते दुनिया"); so are
            # those opening a line before an English word or owning something, and there one CJK word that starts
            # with a surname ("王磊 and I", "陈芳's feedback"; not "高兴 means happy").
            k = 0
            while k < len(toks):
                j = k
                while j + 1 < len(toks) and text[toks[j].e:toks[j + 1].s] == " " and \
                        _main_script(toks[j + 1].text) == _main_script(toks[k].text):
                    j += 1
                before = text[text.rfind("\n", 0, toks[k].s) + 1:toks[k].s]
                prev = re.search(r"([A-Za-z]+):?\s+$", before)
                after = text[toks[j].e:]
                verb = _VERB_AFTER.match(after)
                opening = re.fullmatch(r"[\s\"'“‘>*•-]*", before) is not None
                # where a value ends: an English word, punctuation, a note in brackets, a cell's or line's end
                ends = re.match(r"\s+[A-Za-z]|[,.;:!?)](?:\s|$)|[ \t]*(?:\n|$)|\s*[(|<\t]", after)
                after_word = prev and prev.group(1).lower() not in _GLOSS and ends
                # "முருகன் கிருஷ்ணன் is out sick", "মৌমিতা মুখোপাধ্যায়'s"
                before_verb = verb and (opening or after[:1] in "'’")
                # a value in a table, a tab-separated row or after a list's dash ("| איתן כהן |", "Baker ..... X"),
                # and someone addressed at a line's start ("> ដារ៉ា, you missed")
                cell = ends and (re.search(r"(?:[|=–—]|\.{2,})[ \t]*$", before) or
                                 opening and re.match(r"\t|[ \t]*\|", after)) or \
                    opening and re.match(r", [a-z]", after)
                # Burmese, Tibetan, Khmer and Lao write a whole name as one word ("ဇော်ဝင်းနိုင်", "བསྟན་འཛིན་ནོར་བུ")
                one_word = j == k and _ONE_WORD_NAMES.match(toks[k].text) is not None
                if (1 <= j - k <= 2 or one_word) and (cell or (after_word or before_verb) and
                                                      self.latin_line(text, toks[k].s, toks[j].e)):
                    out.append((toks[k].s, toks[j].e))
                elif j == k and verb and (opening or after[:1] in "'’" or prev) and 2 <= len(toks[k].text) <= 3 and \
                        (toks[k].text[:1] in _ZH_SURNAMES or toks[k].text[:1] in _KO_SURNAMES) and \
                        _line_script(text, toks[k].s) == "latn":
                    out.append((toks[k].s, toks[k].e))  # "王磊 and I need", "陈芳's feedback"
                k = j + 1
        # a title or "my name is" in a script without capitals, then one or two words of that script that are no
        # stop words: "คุณ ศิริพร ทองดี", "አቶ አበበ ኃይሌ", "ד״ר בן-דוד", "ስሜ ዳዊት ኃይሌ ነው", "קוראים לי עומר בן-דוד"
        for m in _UNCASED_TITLE.finditer(text):
            cue, words = m.group(1), [w for w in m.groups()[1:] if w]
            nope = _title_stop_words()
            if len(words) == 2 and (words[1].casefold() in nope or
                                    cue not in _TWO_WORD_TITLES and not _main_script(cue) == "thai"):
                words = words[:1]  # "ד״ר בן-דוד אמר": a Hebrew or Arabic title takes the family name only
            if cue == "คุณ" and (len(words) < 2 or text[m.end(1):m.start(2)] != " "):
                continue  # khun is "you" too: "คุณช่วยแปล", "คุณ ช่วย แปล"
            if words and words[0].casefold() not in nope:
                out.append((m.start(2), m.start(2) + len(" ".join(words))))
        for m in _THAI_CUED.finditer(text):
            if not any(w in stop or w in _title_stop_words() for w in m.groups()):
                out.append((m.start(1), m.end(2)))
        for m in _UNCASED_HONORIFIC.finditer(text):
            if m.group(1).casefold() not in stop:
                out.append(m.span(1))  # "पल्लवी जी ने कहा"
        for rx in (_UNCASED_GREETING, _UNCASED_CONTACT):
            for m in rx.finditer(text):
                groups = [k for k in range(1, (m.lastindex or 0) + 1) if m.group(k)]
                if groups and not any(m.group(k).casefold() in _title_stop_words() or m.group(k) in _UNCASED_GREETED
                                      for k in groups) and \
                        (rx is _UNCASED_GREETING or "با" not in m.group(0)[:3] or "تماس" in text[m.end():m.end() + 8]):
                    out.append((m.start(groups[0]), m.end(groups[-1])))
        for m in _CJK_PERSON_LABEL.finditer(text):
            # the people a label names: "负责人：赵静。", "参会人员：周建国、张磊", "担当：鈴木花子"
            g = m.lastindex
            for item in re.finditer(r"[^、，,;；/\s（()）]+", m.group(g)):
                word = item.group()
                if word.casefold() in stop:
                    continue
                # "担当：鈴木（営業部）": a Japanese family name alone; "担当：山本悠斗": with its given name
                zh = _HAN_KANA.fullmatch(word) and 2 <= len(word) <= 4 and \
                    (word[:1] in _ZH_SURNAMES or word[:2] in _ZH_SURNAMES or self._east_asian_name(word) or
                     word in self.last or len(word) >= 3 and word[:2] in self.last)
                ko = _HANGUL.fullmatch(word) and 2 <= len(word) <= 4 and \
                    (word[:1] in _KO_SURNAMES or word[:2] in _KO_SURNAMES)
                if zh or ko:
                    out.append((m.start(g) + item.start(), m.start(g) + item.end()))
        for m in _ZH_GLUED_ROLE.finditer(text):
            name = m.group(1)
            if len(name) == 3 and name[2] in _ZH_FUNCTION:
                name = name[:2]
            if (name[:1] in _ZH_SURNAMES or name[:2] in _ZH_SURNAMES) and not any(c in _ZH_FUNCTION for c in name[1:]):
                out.append((m.start(1), m.start(1) + len(name)))
        for m in _ZH_TITLED.finditer(text):
            if m.group(1) in _ZH_SURNAMES:
                out.append(m.span(1))  # "王医生": Doctor Wang
        for m in _ZH_NAME_TITLED.finditer(text):
            # the family name opens it: the three characters before the title, else the two ("告李建国先生" is Li
            # Jianguo; "这位先生" is "this gentleman")
            run = m.group(1)
            name = next((run[-k:] for k in (4, 3, 2) if len(run) >= k and (
                run[-k:len(run) - k + 2] in _ZH_SURNAMES if k == 4 else run[-k] in _ZH_SURNAMES) and
                not any(c in _ZH_FUNCTION or c in _ZH_NOUN_TAIL for c in run[-k + 1:])), None)  # "欧阳婉婷代表"
            if name and name.casefold() not in stop:
                out.append((m.end(1) - len(name), m.end(1)))
        for m in _JA_HONORIFIC_GLUED.finditer(text):
            # a Japanese name written onto its honorific, before a particle: "田中さんは", "税理士の渡辺先生に" (the
            # longest tail of the run before it that is a gazetteer name: "お客さん", "部長さん" are no one)
            run = m.group(1)
            k = next((k for k in range(min(len(run), 6), 1, -1) if run[-k:] in self.last or run[-k:] in self.first
                      or self._east_asian_name(run[-k:])), 0)
            if k and run[-k:].casefold() not in stop:
                out.append((m.end(1) - k, m.end(1)))
        i = 0
        while i < len(toks):
            t = toks[i]
            nxt = toks[i + 1] if i + 1 < len(toks) and text[t.e:toks[i + 1].s] in (" ", "\u3000") else None
            if t.low in stop:
                i += 1
                continue
            if _HAN_KANA.fullmatch(t.text) or _HANGUL.fullmatch(t.text):
                after = text[t.e:toks[i + 1].s] if i + 1 < len(toks) else ""
                honoured = after in (" ", "\u3000", "」", "』", "」 ") and len(t.text) <= 4 and \
                    (toks[i + 1].text in _HONORIFICS or _JA_HONORIFIC_HEAD.match(toks[i + 1].text) is not None)
                if self._east_asian_name(t.text) or honoured or self._han_name_in_latin(t.text):
                    out.append((t.s, t.e))  # "渡辺 先生に", "「山本」さんから", "saved as 黃明軒."
                elif nxt is not None and _HAN_KANA.fullmatch(t.text) and _HAN_KANA.fullmatch(nxt.text) and \
                        len(t.text) >= 2 and t.low in self.last and len(nxt.text) <= 4 and nxt.low not in stop:
                    out.append((t.s, nxt.e))  # "山口 健一郎": family name first
                    i += 1
                i += 1
                continue
            # Arabic, Hebrew and other scripts without capitals: a given name, then family-name parts; a one-letter
            # prefix may be written onto the given name ("לאורי מזרחי": to Uri Mizrahi, "ومريم الخوري": and Maryam)
            given = self._listed(t.low, self.first) or (len(t.low) >= 3 and t.low[0] in _PREFIX_LETTERS and
                                                         t.low[1:] in self.first and t.low[1:] not in stop) or (
                len(t.low) >= 4 and t.low[0] in _PREFIX_LETTERS and t.low[1] in "-\u05be" and
                t.low[2:] in self.first and t.low[2:] not in stop)  # "ו-עומר פרץ": and Omer Peretz
            if nxt is not None and given and self._listed(nxt.low, self.last, self.first) and nxt.low not in stop:
                j = i + 1
                while j + 1 < len(toks) and text[toks[j].e:toks[j + 1].s] == " " and \
                        (toks[j + 1].low not in stop or toks[j].low in _NASAB) \
                        and self._listed(toks[j + 1].low, self.last, self.first) and j - i < 3:
                    j += 1
                out.append((t.s, toks[j].e))
                i = j + 1
                continue
            i += 1
        return out

    def _uncased_people_list(self, text: str, stop: frozenset[str]) -> list[tuple[int, int]]:
        """The items of a list that a label says holds people (a waiting list, attendees, members, candidates: "قائمة
        الانتظار ...: نورهان المصري، إيلي حداد", "รายชื่อรอคิว...: กนกวรรณ ศรีสุข, สมชาย ใจดี"): two items at least,
        each two or three words of a script without capitals, none a common word or a number."""
        out: list[tuple[int, int]] = []
        for m in _UNCASED_PEOPLE_LIST.finditer(text):
            body, at = m.group(1), m.start(1)
            items = [(i.start() + at, i.end() + at, i.group()) for i in re.finditer(r"[^,،፣、;؛]+", body)]
            items = [(a + len(w) - len(w.lstrip()), b - len(w) + len(w.rstrip()), w.strip()) for a, b, w in items]
            items = [(a, b, w.rstrip("۔.።।")) for a, b, w in items if w.strip()]
            good = [(a, a + len(w)) for a, b, w in items
                    if 2 <= len(w.split()) <= 3 and all(_UNCASED.match(x) and x.casefold() not in stop and
                                                        not any(c.isdigit() for c in x) for x in w.split())]
            if len(good) >= 2 and len(good) >= len(items) - 1:
                out.extend(good)
        return out

    def _uncased_labelled(self, text: str, stop: frozenset[str]) -> list[tuple[int, int]]:
        """A form's sender or applicant in a script without capitals ("المرسل: مصطفى عبد الفتاح.", "השולח: איתי פרץ.",
        "அனுப்புநர்: கி. சரவணன்."): one to four words to the sentence's end, not all of them common words."""
        out: list[tuple[int, int]] = []
        for m in _UNCASED_PERSON_LABEL.finditer(text):
            value = re.split(r"[\u0964\u0965]", m.group(2))[0].rstrip()  # the danda ends an Indic sentence
            words = value.split()
            if 1 <= len(words) <= 4 and not all(w.casefold() in stop for w in words):
                out.append((m.start(1) if m.group(1) else m.start(2), m.start(2) + len(value)))
        return out

    def _listed(self, low: str, *tables: frozenset[str]) -> bool:
        """In one of the name tables as written or, for a word in an Indic script, one of its usual Latin spellings
        a South Asian name ("तिवारी" -> tiwari): the gazetteer's Indian names are romanised."""
        if any(low in table for table in tables):
            return True
        # Urdu and Persian write some Arabic letters their own way ("حمزہ" is the gazetteer's "حمزه"/"حمزة")
        arabic = low.translate(_ARABIC_FORMS)
        if arabic != low and any(form in table for table in tables
                                 for form in (arabic, re.sub("ه$", "ة", arabic))):
            return True
        if "\u10d0" <= low[:1] <= "\u10ff":  # Georgian case endings written on: "ბერიძეს" (to Beridze), "ნინომ"
            for ending in _GEORGIAN_CASES:
                if low.endswith(ending) and len(low) - len(ending) >= 3 and \
                        any(low[:-len(ending)] in table for table in tables):
                    return True
        head, dash, tail = low.rpartition("-")
        if dash and 1 <= len(tail) <= 3 and len(head) >= 3 and (
                any(head in table for table in tables) or
                any(len(s) >= 3 and s in self.south_asian for s in indic_spellings(head))):
            return True  # a case ending after a hyphen: Georgian "ჩხეიძე-ს", Bengali "সেনগুপ্ত-কে"
        return any(len(s) >= 3 and s in self.south_asian for s in indic_spellings(low))

    def cased_script_names(self, text: str) -> list[tuple[int, int]]:
        """Two or three capitalised Cyrillic, Greek or Armenian words in a line of Latin-script prose: a name
        ("How do I pronounce Տիգրան Պետրոսյան?", "ԱՐԱՄ ԳՐԻԳՈՐՅԱՆ WONT ANSWER" in capitals), or in lower case after a
        cue ("tell ганболд энхболд and"); not where quoted or glossed ("translate 'Доброе Утро'")."""
        if not _CASED_FOREIGN.search(text):
            return []
        toks = self.tokens(text)
        shouting = is_shouting(text)
        # in any text: an Armenian given name and family name ("Անահիտ Հակոբյան և ...": -յան, -ունի)
        out: list[tuple[int, int]] = [m.span() for m in _ARMENIAN_NAME.finditer(text)]
        k = 0
        while k < len(toks):
            if not _CASED_FOREIGN.fullmatch(toks[k].text):
                k += 1
                continue
            j = k
            while j + 1 < len(toks) and j - k < 3 and text[toks[j].e:toks[j + 1].s] == " " and \
                    _CASED_FOREIGN.fullmatch(toks[j + 1].text):
                j += 1
            run = toks[k:j + 1]
            prev = toks[k - 1] if k > 0 and text[toks[k - 1].e:toks[k].s] in (" ", ": ") else None
            shape = all(t.text[:1].isupper() and (t.text[1:].islower() or (shouting and t.text.isupper()))
                        for t in run) or \
                (all(t.lower for t in run) and prev is not None and
                 (prev.low in self.cues or prev.low in _PERSON_VERBS))
            quoted = text[max(0, toks[k].s - 1):toks[k].s] in ("'", '"', "“", "‘", "«")
            if 2 <= len(run) <= 3 and shape and not quoted and not (prev is not None and prev.low in _GLOSS) and \
                    _line_script(text, toks[k].s) == "latn":
                out.append((run[0].s, run[-1].e))
            k = j + 1
        return out

    def latin_in_foreign(self, text: str) -> list[tuple[int, int]]:
        """Two to four capitalised Latin words inside text of another script: a name ("إلى Wanjiru Githinji
        بخصوص", "для Chaske Iron Shell про", "Obse Gudinaさん"), unless a word is a brand, a technical term, an
        ordinary English word that is no name part, or an acronym ("Google Meet", "Visual Studio Code", "GPay")."""
        self.tokens(text)  # reads the text's main script
        if self._last_latin:
            return []
        out = []
        for m in _LATIN_RUN.finditer(text):
            words = m.group(0).split()
            low = [w.casefold() for w in words]
            if any(w in BRANDS or w in self.tech or w in self.stop or w in ORG_SUFFIXES or
                   (w in self.common and w not in self.first and w not in self.last) for w in low) or \
                    any(w.isupper() for w in words):
                continue
            if self.lone_brand(text, m.start(), m.end()):
                continue
            out.append(m.span())
        return out

    def native_joined(self, text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """In a script without capitals, the two words joined by "and" to a found two-word name: "سلمى بنجلون"
        after "أحمد ... و", "मौमिता सेनगुप्ता" after "सौरभ चट्टोपाध्याय और" ("X and Y" in Arabic, Hebrew, Persian, Urdu,
        Hindi, Bengali, Tamil, Thai, Amharic)."""
        if not _UNCASED.search(text):
            return []
        toks = [t for t in self.tokens(text) if _UNCASED.match(t.text)]
        stop = uncased_stop_words()
        out = []
        for k, t in enumerate(toks):
            if t.low not in _NATIVE_AND:
                continue
            before, after = toks[max(0, k - 2):k], toks[k + 1:k + 3]
            for mine, other, side in ((before, after, -1), (after, before, 1)):
                if len(mine) != 2 or not any(s <= mine[0].s and mine[1].e <= e for s, e in spans):
                    continue
                # one given name on the other side: "شیرین و آرش رضایی", "माधुरी आणि अनिकेत देशपांडे"
                lone = (other[0] if side < 0 else other[-1]) if other else None
                if lone is not None and lone.low not in stop and self._listed(lone.low, self.first) and \
                        text[min(lone.e, t.e):max(lone.s, t.s)] == " " and (
                            len(other) < 2 or (other[1] if side < 0 else other[0]).low in stop or
                            text[other[0].e:other[1].s] != " "):
                    out.append((lone.s, lone.e))
                    continue
                if len(other) != 2:
                    continue
                seq = [t, other[0], other[1]] if side < 0 else [other[0], other[1], t]
                gaps_ok = all(text[a.e:b.s] == " " for a, b in zip(seq, seq[1:]))
                if gaps_ok and all((o.low not in stop or o.low in self.first) and o.low not in _NATIVE_AND
                                   for o in other) and \
                        _main_script(other[0].text) == _main_script(other[1].text) == _main_script(mine[0].text):
                    out.append((other[0].s, other[1].e))
        return out

    def inverted_pairs(self, text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """A list of "Family, Given" items joined by semicolons, in any case: "van der Meer, Femke; de Vries,
        Sjoerd; Bakker, Thijs", "motzfeldt, paninnguaq; varela ferreiro, anxo". Every item is one to three name
        words on each side of its comma (particles and initials too), none an ordinary word that no name list
        holds, none a place ("Paris, France; Lyon, France"); one item holds a name found already, or the items are
        all in the name lists."""
        out: list[tuple[int, int]] = []
        for m in _INVERTED_LIST.finditer(text):
            items = [(m.start() + i.start(), m.start() + i.end()) for i in re.finditer(r"[^;]+", m.group(0))]
            items = [(a + len(text[a:b]) - len(text[a:b].lstrip()), b - len(text[a:b]) + len(text[a:b].rstrip()))
                     for a, b in items]
            named = []
            for a, b in items:
                toks = [t for t in _tokens(text[a:b]) if t.low not in PARTICLES and len(t.text) > 1]
                if any(t.low in self.tech or t.low in self.stop or t.low in CALENDAR for t in toks) or \
                        toks and all(_is_place(t.text) for t in toks):
                    break  # "Paris, France; Lyon, France" is no list of people
                # "al-tamimi, ban": one name part vouches for the item; "red, green" has none; each side holds a
                # word that is no ordinary one and no acronym ("Tomasz Wieczorek, QA lead" is a name and a role)
                sides = [[t for t in _tokens(side) if t.low not in PARTICLES and len(t.text) > 1]
                         for side in text[a:b].split(",", 1)]
                named.append((any(self.is_part(t) and t.low not in self.common for t in toks) or
                              all(t.low not in self.common for t in toks)) and
                             all(any(t.low not in self.common or self.is_part(t) for t in side) and
                                 not any(t.acronym and not m.group(0).isupper() for t in side) for side in sides))
            else:
                found = any(a < e0 and s0 < b for a, b in items for s0, e0 in spans)
                if found or all(named):
                    out.extend(item for item, ok in zip(items, named) if ok)
        return out

    def possessive_peers(self, text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """The other owner of "A's and B's" once one is a name found ("Nabirye’s and Venkatesh’s", "Mai Yer Xiong's
        and Turið Dam's timesheets"): one to three capitalised words, none an ordinary word, a tool or a brand."""
        out: list[tuple[int, int]] = []
        for m in _POSSESSIVE_PAIR.finditer(text):
            for g, other in ((1, 2), (2, 1)):
                if any(s0 < m.end(other) and m.start(other) < e0 for s0, e0 in spans) and \
                        not any(s0 <= m.start(g) and m.end(g) <= e0 for s0, e0 in spans):
                    toks = _tokens(m.group(g))
                    if all(t.low not in self.common and t.low not in self.tech and t.low not in BRANDS and
                           not t.acronym for t in toks):
                        out.append(m.span(g))
        return out

    def versus_peers(self, text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """The other party of "A v. B" / "A vs. B" where one party is a found name: "Cholpon Bakirova vs. Ulan
        Asanov", "Müller v. Schulze"."""
        out = []
        for m in _VERSUS.finditer(text):
            a, b = m.span(1), m.span(2)
            for mine, other in ((a, b), (b, a)):
                if any(s < mine[1] and mine[0] < e for s, e in spans) and \
                        not any(s <= other[0] and other[1] <= e for s, e in spans) and \
                        not any(w.casefold() in self.stop or w.casefold() in self.tech or w.casefold() in BRANDS
                                for w in text[other[0]:other[1]].split()):
                    out.append(other)
        return out

    def citation_names(self, text: str) -> list[tuple[int, int]]:
        """Authors in a reference list: "Surname, I." twice or more in one line ("Nakamura, K., van Dijk, T. A.,
        and Ní Bhriain, É."), or "Surname, Given" items split by semicolons after a references/authors label
        ("References: Sapolu, Sina; Saab, Nour; and Nascimento, Ana Luiza (2021)")."""
        out: list[tuple[int, int]] = []
        for line in re.finditer(r"[^\n]+", text):
            hits = [m for m in _CITED_INITIALS.finditer(line.group())
                    if not any(w in self.stop or w in self.tech or (w in self.common and w not in self.last)
                               for w in m.group(1).casefold().split()[-1:])]
            if len(hits) >= 2:
                out.extend((line.start() + m.start(), line.start() + m.end()) for m in hits)
        for m in _CITATION_LABEL.finditer(text):
            items = re.split(r";\s*(?:and\s+|&\s*)?", m.group(1))
            pos = m.start(1)
            spans = []
            for item in items:
                at = text.index(item, pos) if item else pos
                pos = at + len(item)
                core = re.match(r"\s*(?:and\s+|&\s*)?([^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,2}), "
                                r"([^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,2})(?=\s*(?:\(|$|\.))", item)
                if core and not any(w.casefold() in self.stop or w.casefold() in self.tech
                                    for w in core.group(0).replace(",", " ").split()):
                    spans.append((at + core.start(1), at + core.end(2)))
            if len(spans) >= 2:
                out.extend(spans)
        return out

    def _han_name_in_latin(self, word: str) -> bool:
        """A Chinese or Japanese name written in Han amid Latin prose ("is the name 梁雪儀 spelt right", "as given:
        小林結衣"): three characters after a family name of one, or three or four after a listed Japanese family name
        of two. In a Latin-script text a Han word is seldom a common noun; in Han text it would be any word. Reads the
        script of the text `tokens` read last."""
        if not self._last_latin or not re.fullmatch(r"[\u4e00-\u9fff]{3,4}", word):
            return False
        if len(word) == 3 and word[0] in _ZH_SURNAMES and not any(c in _ZH_FUNCTION or c in _ZH_NOUN_TAIL
                                                                   for c in word[1:]):
            return True
        return word[:2] in self.last or len(word) == 4 and word[:2] in _ZH_SURNAMES

    def _east_asian_name(self, word: str) -> bool:
        """A Chinese, Korean or Japanese surname and a gazetteer given name in one word; in Korean also with an
        honorific and a particle attached ("최서연씨가"), not with a particle alone: "구성원이", "배경도" are nouns."""
        if _HANGUL.fullmatch(word):
            core = _KO_HONORIFIC.sub("", word)
            return any(len(core) in (k + 1, k + 2) and core[:k] in _KO_SURNAMES and core[k:] in self.first
                       for k in (1, 2))  # "김민준", "남궁민수"
        for k in (1, 2):
            if len(word) in (k + 1, k + 2) and word[:k] in _ZH_SURNAMES and word[k:] in self.first:
                return True  # "王秀英", "欧阳娜娜"
        # a Japanese family name and given name written together, two characters each at least ("中村翔太")
        return 4 <= len(word) <= 6 and any(word[:k] in self.last and word[k:] in self.first and len(word) - k >= 2
                                           for k in (2, 3))

    def list_peers(self, text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Items of a list whose other items are found names, and which look like names themselves: the rest of
        "A / B / C", of a bullet list, of a CSV column ("3;Kainoa Kamakau;Finance" under two found names). Two found
        names at least, more than the items that look like no name and no fewer than the new ones; an item must be
        1-4 words of the peers' casing in no word list ("Finance", "Pro", "sam from work" stay)."""
        groups: list[list[tuple[int, int]]] = []
        rows: dict[tuple[str, int], list[list[tuple[int, int]]]] = {}
        bullets: dict[str, list[tuple[int, int]]] = {}
        plain: list[tuple[int, int]] = []  # a run of short lines, one item each ("Harvest crew:\nA B\nC D\n...")
        for line in re.finditer(r"[^\n]+", text):
            ls, body = line.start(), line.group(0)
            b = _BULLET.match(body)
            sep = max(("\t", ";", " / ", " | ", "|", ","), key=body.count)
            short = not b and not body.count(sep) and len(body.split()) <= 5
            if not short or plain and text[plain[-1][1]:ls].count("\n") != 1:
                if len(plain) >= 2:
                    groups.append(plain)
                plain = []
            if short:
                plain.append((ls, ls + len(body)))
            if b:
                end = _ITEM_END.search(body, b.end())
                key = re.sub(r"\d+", "0", b.group(0).strip())
                bullets.setdefault(key, []).append((ls + b.end(), ls + (end.start() if end else len(body))))
                continue
            if not body.count(sep):
                continue
            items, pos = [], 0
            for part in body.split(sep):
                items.append((ls + pos, ls + pos + len(part)))
                pos += len(part) + len(sep)
            rows.setdefault((sep, len(items)), []).append(items)
            # the last item may hold "A and B"; a label may open the first ("group a: x, y")
            groups.append(self._split_and(text, items))
        if len(plain) >= 2:
            groups.append(plain)
        for same in rows.values():
            if len(same) >= 2:
                groups.extend([row[c] for row in same] for c in range(len(same[0])))
        groups.extend(v for v in bullets.values() if len(v) >= 2)
        out: list[tuple[int, int]] = []
        for items in groups:
            found, cand, other, grow = 0, [], 0, []
            lower = None
            for a, b in items:
                a, b = self._item(text, a, b)
                if a >= b:
                    continue
                inside = [(s, e) for s, e in spans if a <= s and e <= b]
                if inside:  # a span across items ("A / B / C") is no evidence
                    found += 1
                    lower = text[a:b].islower() if lower is None else lower
                    whole = self._rest_of_item(text, a, b, inside)
                    if whole:
                        grow.append(whole)
                elif self._name_shaped(text[a:b]):
                    cand.append((a, b))
                else:
                    other += 1
            if found >= 2 and found > other:
                out.extend(grow)  # "Nusrat" of "...; Nusrat Das": the item is one name
                if len(cand) <= found:
                    out.extend(c for c in cand if lower is None or text[c[0]:c[1]].islower() == lower)
        return out

    def _rest_of_item(self, text: str, a: int, b: int, inside: list[tuple[int, int]]) -> tuple[int, int] | None:
        """The whole list item a found name covers only part of ("Amayas Aït <Ouali>", "<Tawny> Brings Plenty",
        "<Ánte> Somby 212"), where the item is 2-5 words of one casing and its other words are no stop word, tool,
        title, role, brand or date; None where the names found cover it already."""
        tail = re.search(r"\s+[\d£$€][\d.,:%]*\b.*$", text[a:b])
        b = a + tail.start() if tail else b  # a score or an amount after the name: "Inga Gaup 198"
        if min(s for s, _ in inside) <= a and max(e for _, e in inside) >= b:
            return None
        toks = _item_words(text[a:b], 2, 5)
        if toks is None or any(self._no_name_part(t) or t.low in GREETINGS for t in toks
                               if not any(s <= a + t.s and a + t.e <= e for s, e in inside)):
            return None
        return a, b

    def _split_and(self, text: str, items: list[tuple[int, int]]) -> list[tuple[int, int]]:
        a, b = items[-1]
        m = re.search(r"\s+(?:and|&|und|et|y|e|en|och|og|i)\s+", text[a:b])
        return items[:-1] + [(a, a + m.start()), (a + m.end(), b)] if m else items

    @staticmethod
    def _item(text: str, a: int, b: int) -> tuple[int, int]:
        """The item without a label before it ("group a: "), spaces, quotes, a parenthesis or role after it."""
        seg = text[a:b]
        if ": " in seg:
            a += seg.rindex(": ") + 2
            seg = text[a:b]
        m = _ITEM_END.search(seg)
        if m:
            b = a + m.start()
            seg = text[a:b]
        lead = len(seg) - len(seg.lstrip(" \t\"'"))
        return a + lead, a + len(seg.rstrip(" \t\"'.!?"))

    def _name_shaped(self, value: str) -> bool:
        names = _item_words(value, 1, 4)
        return names is not None and all(t.low not in self.common and not self._no_name_part(t) and
                                         not _camel(t.text) for t in names)

    def _no_name_part(self, t: _Tok) -> bool:
        """A word a list item's name never holds: a stop word, tool, cue, title, role, brand or date, or one letter
        that is no initial."""
        return t.low in self.stop or t.low in self.tech or t.low in self.cues or t.low in TITLES or \
            t.low in ROLE_WORDS or t.low in BRANDS or t.low in CALENDAR or \
            (len(t.text) < 2 and not text_initial(t.text))

    def self_named(self, text: str) -> list[tuple[int, int]]:
        """Who names themselves in a message: "hey it's Nizhoni, running late", "its Harriet from the gym", "Marta
        here -": a given name (no ordinary word, weekday, brand or tool; "it's Kubernetes, right" is no one) or a word
        of a script without capitals; and whose name a sentence states ("her name is hope", not "my name is not
        important")."""
        out = []
        for m in _SELF_NAMED.finditer(text):
            g = 1 if m.group(1) else 2
            t = _Tok(_WORD.match(text, m.start(g)), False)
            # "Hope here, the door code is": a given name though a word, where it says "here" after itself
            word_name = g == 2 and self.is_first(t) and t.low not in self.stop
            if (t.low in self.common and not word_name) or t.low in self.tech or t.low in BRANDS or \
                    t.low in CALENDAR or t.low in self.cues or t.low in TITLES or t.low in ROLE_WORDS:
                continue
            if self.is_first(t) or _foreign_script(t.text):
                out.append((t.s, t.e))
        for m in _NAME_IS.finditer(text):
            end = None
            for t in _tokens(m.group(1)):
                if t.low in self.stop or t.low in self.tech or t.low in CALENDAR or t.low in TITLES or \
                        t.low in ROLE_WORDS or not (self.is_first(t) or self.is_part(t) or self._unknown(t)) or \
                        not (t.cap or t.lower or _foreign_script(t.text)):
                    break
                end = m.start(1) + t.e
            if end is not None:
                out.append((m.start(1), end))
        for m in _SELF_NAMED_LOWER.finditer(text):
            toks = _tokens(m.group(1))
            if len(toks) != 2:
                continue
            first, last = toks
            turn = text[m.end(1):m.end(1) + 1] in (" ", "\t") and text[m.end(1):].lstrip()[:1].isalpha()
            # (before the next speaker's label the given name may be in no list: "it's voirrey corkill agent: ...")
            if (self.is_first(first) or turn and self._unknown(first)) and first.low not in self.stop and \
                    last.low not in self.common and last.low not in self.stop and last.low not in self.tech and \
                    len(last.text) >= 3:
                out.append(m.span(1))  # "hi, i'm precious ogundipe, i forgot"; not "i'm going home"
        return out

    def cyrillic_names(self, text: str) -> list[tuple[int, int]]:
        """A capitalised Cyrillic word before one with a family name's ending, in the languages the gazetteer barely
        holds (Kazakh, Belarusian, Tajik: "Әйгерім Нұрланова", "Сяргей Калеснікаў"); no ordinary first word or place."""
        out = []
        for m in _CYRILLIC_PAIR.finditer(text):
            first = _tokens(m.group(1))[0]
            if first.low not in self.common and first.low not in self.stop and first.low not in uncased_stop_words() \
                    and not _is_place(m.group(0)) and not _is_place(m.group(2)):
                out.append(m.span())
        return out

    def glossed_names(self, text: str) -> list[tuple[int, int]]:
        """A name glossed with its bearer's part, or a part glossed with its name: "Hope Banks (landlord)", "My
        sister (HOPE BANKS)". The words next to the gloss are the name while each is a name part or in no list (at
        most three, one a gazetteer name part; no firm, brand, tool, weekday or place): "Acme Software (client)",
        "Stripe (partner)" are firms."""
        out = []
        for rx, name_group, role_group in ((_GLOSSED_ROLE, 1, 2), (_ROLE_GLOSS, 2, 1)):
            for m in rx.finditer(text):
                if m.group(role_group) not in _GLOSS_ROLES:
                    continue
                toks = _tokens(m.group(name_group))
                run: list[_Tok] = []
                for t in reversed(toks):
                    if len(run) == 3 or not (self.is_part(t) or self._unknown_name_word(t) or
                                             t.acronym and self._capital_surname(t, known=False)):
                        break
                    run.insert(0, t)
                if not run or any(t.low in self.stop or t.low in self.tech or t.low in BRANDS or t.low in CALENDAR
                                  or t.low in ORG_SUFFIXES or t.low in self.cues or t.low in TITLES for t in run):
                    continue
                a = m.start(name_group)
                value = m.group(name_group)[run[0].s:run[-1].e]
                if (len(run) >= 2 and any(self.is_part(t) for t in run) or self.is_rare_part(run[0])) and \
                        not _is_place(value):
                    out.append((a + run[0].s, a + run[-1].e))
        for m in _FOREIGN_THANKS.finditer(text):
            t = _Tok(_WORD.match(text, m.start(1)), False)
            if not t.acronym and len(t.text) >= 3 and t.low not in self.common and t.low not in self.stop and \
                    t.low not in foreign_stop_words() and t.low not in self.tech and t.low not in CALENDAR and \
                    t.low not in BRANDS and t.low not in TITLES and t.low not in _GODS and not _is_place(t.text) and \
                    (self.is_first(t) or self._unknown_name_word(t)):
                out.append((t.s, t.e))  # "Grazie a Bashir per", "Terima kasih Unathi atas", "Kia ora Aroha"
        for m in _SELF_NAMED_ONE.finditer(text):
            t = _Tok(_WORD.match(text, m.start(1)), False)
            if self.is_first(t) and t.low not in self.common and t.low not in self.stop and t.low not in self.tech \
                    and t.low not in CALENDAR and t.low not in BRANDS and t.low not in self.cues:
                out.append((t.s, t.e))  # "hey its brooke can u", not "it's fine, thanks"
        return out

    def roster_names(self, text: str) -> list[tuple[int, int]]:
        """The members of a list that a word for people opens: "bridesmaids = hope, grace, joy", "the dive roster is
        keoni, nalu, makoa and me", "Team for the pub quiz: me, Hunter, Will and Summer". Every item (the writer
        aside) is one to three words, each a gazetteer given name or name part, or a word in no list; at least half
        hold a given name. One item that is anything else ("team: frontend, design") and the list names no one."""
        out = []
        for m in _ROSTER.finditer(text):
            items = []
            for x in re.finditer(r"[^,&]+", m.group(1)):  # "keoni, nalu, makoa and me": and-joined pieces split too
                for y in re.finditer(r"(?:(?<=\s)|^)(?!and\b)\S(?:.*?\S)?(?=\s+and\s|\s*$)", x.group()):
                    items.append((m.start(1) + x.start() + y.start(), y.group()))
            names = [(a, v) for a, v in items if v.casefold() not in ("me", "myself", "us", "you", "i")]
            if len(names) < 2 or len(names) > 12:
                continue
            firsts, plain, ok = 0, 0, True
            for a, v in names:
                toks = _tokens(v)
                toks = [t for t in toks if t.low not in PARTICLES] if len(toks) > 2 else toks  # "Ana de la Cruz"
                if not 1 <= len(toks) <= 3 or not re.fullmatch(r"[^\W\d_][\w'’ -]*", v) or \
                        not (v.islower() or all(t.cap for t in toks)):
                    ok = False
                    break
                strong = [t.low in self.first and t.low not in self.tech and t.low not in CALENDAR and
                          t.low not in BRANDS or (self.is_part(t) and t.low not in self.common) or self._unknown(t)
                          for t in toks]
                # a family name that is a word beside a given name: "Tom Baker"
                if not any(strong) or not all(ok_ or self.is_part(t) for ok_, t in zip(strong, toks)):
                    ok = False
                # one word that is a word and no popular given name ("Hunter"): not most of the list ("Red, Blue and
                # Green")
                plain += len(toks) == 1 and toks[0].low in self.common and toks[0].low not in self.popular
                firsts += any(t.low in self.first for t in toks)
            # (names of no list, in lower case, where the label can only mean people: "roster is keoni, nalu")
            unknown = all(v.islower() and len(v) >= 4 and all(self._unknown(t) for t in _tokens(v)) for _, v in names)
            if ok and plain * 2 < len(names) and (firsts * 2 >= len(names) or
                                                  unknown and _PEOPLE_ONLY.search(m.group(0))):
                out.extend((a, a + len(v)) for a, v in names)
        # two lower-case given names opening a clause as its subject: "aram and manjit both edited config.yaml",
        # "ok so lily and rose from data eng need access" (both listed given names, one no ordinary word or both
        # popular names)
        if getattr(self, "_last_english", True):
            for m in _PAIR_SUBJECT.finditer(text):
                before = text[max(0, text.rfind("\n", 0, m.start()) + 1):m.start()]
                if not re.search(r"(?:^|[.!?,;:]|\b(?:so|but|ok|and|hey|hi|then|because|cause|cuz))\s*$", before):
                    continue
                pair = [_Tok(_WORD.match(text, m.start(g)), False) for g in (1, 2)]
                if all(t.low in self.first and t.low not in self.stop and t.low not in self.tech and
                       t.low not in CALENDAR and t.low not in BRANDS for t in pair) and (
                        any(t.low not in self.common for t in pair) or all(t.low in self.popular for t in pair)):
                    out.extend((t.s, t.e) for t in pair)
        return out

    def code_pairs(self, text: str, code: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """A given name and a family name side by side inside code, where data is pasted: CSV and result rows, a
        .mailmap, LaTeX's \\author, BibTeX, XML, vCard ("1,Valentina Ospina,88", "| 7 | Franklin Polanco |").
        Identifiers do not look like that: both words capitalised (or both in capitals) and apart, the first a given
        name and the second a name part or a word in no list, neither an ordinary word, a tool, a brand or a place."""
        out = []
        for a, b in code:
            for m in _CODE_PAIR.finditer(text, a, b):
                f, l = m.group(1).casefold(), m.group(2).casefold()
                caps = m.group(1).isupper() and m.group(2).isupper()
                if not caps and (m.group(1).isupper() or m.group(2).isupper() or _camel(m.group(2))):
                    continue
                parts = [p for p in l.split("-") if p]
                if f in self.first and len(f) >= 3 and \
                        not any(w in self.common or w in self.tech or w in BRANDS for w in (f, l)) and \
                        all(p in self.last or p in self.first or (not caps and p not in self.common) for p in parts) \
                        and not self._code_place(m.group(0), m.group(1), m.group(2)):
                    out.append((m.start(1), m.end(2)))
        return out

    def _code_place(self, pair: str, first: str, second: str) -> bool:
        """The pair, or one of its words that no name list holds, is a place ("Santa Monica", "Bay Ridge")."""
        return _is_place(pair) or (first.casefold() not in self.first and _is_place(first)) or \
            (second.casefold() not in self.last and second.casefold() not in self.first and
             _is_place(second))

    def _lower_pair_item(self, value: str) -> bool:
        """A lower-case "family, given" item ("karapetyan, hovhannes", "le gall, solène"): every word a rare name part
        or in no list (particles aside), in English text, one of them a rare name part."""
        toks = [t for t in _tokens(value) if t.low not in PARTICLES]
        return value.islower() and getattr(self, "_last_english", True) and 2 <= len(toks) <= 4 and \
            all(self.is_rare_part(t) or (self._unknown(t) and len(t.text) >= 3) for t in toks) and \
            any(self.is_rare_part(t) for t in toks)

    def compound_surnames(self, text: str) -> list[tuple[int, int]]:
        """A given name then a two-word family name of ordinary words ("Winona High Hawk", "Chayton Yellow Horse",
        "Wanbli Two Bulls"): the given name a gazetteer first name or a word in no list, neither an ordinary word."""
        out = []
        for m in _COMPOUND_SURNAME.finditer(text):
            head, tail = m.group(2).casefold(), m.group(3).casefold()
            if head not in COMPOUND_SURNAME_HEADS or tail not in COMPOUND_SURNAME_TAILS:
                continue
            given = _tokens(m.group(1))
            if len(given) == 1 and given[0].low not in self.common and given[0].low not in self.tech and \
                    given[0].low not in CALENDAR and (self.is_first(given[0]) or self._unknown(given[0])):
                out.append(m.span())
        return out

    def hyphenated_given(self, text: str) -> list[tuple[int, int]]:
        """A double given name the gazetteer lists as one, each half a given name too ("Jean-Baptiste", "Ji-woo",
        "Marie-Claire"): ordinary words are seldom joined so, where "Mercedes-Benz" or "Rolls-Royce" is no listed
        given name."""
        out = []
        for m in _HYPHENATED.finditer(text):
            whole, a, b = m.group().casefold(), m.group(1).casefold(), m.group(2).casefold()
            if whole in self.first and a in self.first and b in self.first and whole not in self.common and \
                    whole not in self.tech and not (a in self.common and b in self.common):
                out.append(m.span())
        return out

    def thanked_names(self, text: str) -> list[tuple[int, int]]:
        """Who a line of thanks or greeting ends by addressing: "Thanks for sorting the boiler, Anh", "Hi all, see you
        at 10, Kabwe." (one or two capitalised words, one a gazetteer name part, none an ordinary word, date, brand
        or tool; a town's name too: a place is seldom thanked)."""
        out = []
        for m in _THANKED.finditer(text):
            toks = _tokens(m.group(1))
            if toks and any(self.is_part(t) for t in toks) and not any(
                    t.low in self.common or t.low in self.stop or t.low in self.tech or t.low in CALENDAR or
                    t.low in TITLES or t.low in _GREETED or t.low in BRANDS for t in toks):
                out.append(m.span(1))
        for m in _THANKED_BARE.finditer(text):
            toks = _tokens(m.group(1))
            if toks and all(self._addressable(t) for t in toks):
                out.append(m.span(1))
        for m in _DASH_SIGNED.finditer(text):
            # a message signed after a dash: "great, can we come at 11? - aditi", "See you then — Tomasz"
            t = _tokens(m.group(1))[0]
            if self.is_first(t) and t.low not in self.common and t.low not in self.tech and t.low not in CALENDAR \
                    and t.low not in BRANDS and t.low not in self.stop:
                out.append(m.span(1))
        return out

    def _addressable(self, t: "_Tok") -> bool:
        """A capitalised word that can be a person's name where a format says one stands: a name part or a word in no
        list, not an ordinary word (unless a given name), date, brand, title, role or a town that is no given name."""
        if not t.cap or t.acronym or len(t.text) < 2 or t.low in CALENDAR or t.low in BRANDS or t.low in TITLES or \
                t.low in ROLE_WORDS or t.low in _GREETED or t.low in self.stop or t.low in self.tech:
            return False
        if t.low in self.common and not (self.is_first(t) and t.low in self.popular):
            return False
        if _is_place(t.text) and t.low not in self.popular:
            return False
        return self.is_part(t) or self._unknown_name_word(t)

    def transcript_names(self, text: str) -> list[tuple[int, int, bool]]:
        """Who transcripts, captions and minutes say speaks or acts: WebVTT's voice tag, "Name:" opening a subtitle
        cue, a minutes' action item ("Action: Nana to send ..."), a quoted line opening on whom it addresses
        ("\"Rasmus and Mads, you may now sign the register\""), and a scanned form's name fields in capitals
        ("SURNAME FAYE GIVEN NAMES DIARRA NATIONALITY"); strong where the format alone says so (inside code too)."""
        out: list[tuple[int, int, bool]] = []
        for m in _VTT_VOICE.finditer(text):
            toks = _tokens(m.group(1))
            if toks and len(toks) <= 5 and not any(t.low in _CAPTION_ROLES for t in toks):
                out.append((*m.span(1), True))
        for timing in _CUE_TIMING.finditer(text):
            at = timing.end()
            while at < len(text) and text[at] != "\n":  # the cue's lines, up to a blank line
                line_end = text.find("\n", at)
                line_end = len(text) if line_end < 0 else line_end
                m = _CUE_SPEAKER.match(text, at, line_end)
                if m:
                    toks = _tokens(m.group(1))
                    if toks and len(toks) <= 3 and not any(
                            t.low in _CAPTION_ROLES or t.low in TITLES or
                            (t.low in self.common and not self.is_first(t)) or t.low in self.tech for t in toks):
                        out.append((*m.span(1), True))
                at = line_end + 1
        for m in _ACTION_ITEM.finditer(text):
            for g in (1, 2):
                if m.group(g) and all(self._addressable(t) for t in _tokens(m.group(g))):
                    out.append((*m.span(g), False))
        for m in _QUOTED_VOCATIVE.finditer(text):
            if m.group(1).casefold() in _INTERJECTIONS or _QUOTED_ITEM.search(text, max(0, m.start() - 4), m.start()):
                continue
            groups = [g for g in (1, 2) if m.group(g)]
            words = [_tokens(m.group(g)) for g in groups]
            if all(toks and all(self._addressable(t) for t in toks) for toks in words):
                out.extend((*m.span(g), False) for g in groups)
        for m in _FORM_CAPS.finditer(text):
            end = m.start(1)
            for t in _tokens(m.group(1)):
                if not t.text.isupper() or t.low in _LABEL_WORDS or t.low in CALENDAR or \
                        (t.low in self.common and not self.is_part(t)) or t.low in self.tech:
                    break
                end = m.start(1) + t.e
            if end > m.start(1):
                out.append((m.start(1), end, True))
        return out

    def inverted_fields(self, text: str) -> list[tuple[int, int]]:
        """One "Family, Given" alone in a field: a cell, a quoted value, a label's value, a list item ("| Chaniago,
        Irwan |", 'donor="Benzaquen, Nissim"', "Donor: Mizrahi, Tamar", "1. Siddiqui, Rabia – £50", "van der Berg,
        Pieter: deceased"). Family words (particles may lead) and given words in one casing, none an ordinary word
        that no name list holds, a title, a tool or a region ("Austin, Texas"); the given word is a given name, or
        the family word a family name."""
        out: list[tuple[int, int]] = []
        for m in _FAMILY_GIVEN.finditer(text):
            if not _FIELD_OPEN.search(text, text.rfind("\n", 0, m.start(1)) + 1, m.start(1)):
                continue
            fam, giv = _tokens(m.group(1)), _tokens(m.group(2))
            lead = 0
            while lead < len(fam) - 1 and fam[lead].low in PARTICLES:
                lead += 1
            core = fam[lead:]
            words = core + giv
            if len(core) > 2 or any(t.low in PARTICLES for t in words) or \
                    not (all(t.cap and not t.text.isupper() for t in words) or
                         all(t.text.isupper() and len(t.text) > 1 for t in words)):
                continue
            if any(t.low in self.stop or t.low in self.tech or t.low in CALENDAR or t.low in TITLES or
                   t.low in BRANDS or t.low in ORG_SUFFIXES or t.low in ROLE_WORDS or
                   (t.low in self.common and not self.is_part(t)) for t in words) or \
                    pii_places.is_region(m.group(1)) or pii_places.is_region(m.group(2)):
                continue
            # (not two names of a list: "Ebba Åkesson, Vytautas Balčiūnas", "Thandeka, Sipho", "Dawn, Sterling")
            if (len(core) >= 2 and self.is_first(core[0]) and core[0].low not in self.last) or \
                    (len(core) == 2 and len(giv) == 2 and giv[1].low not in _SIKH_NAMES) or \
                    (len(core) == 1 and (core[0].low not in self.last or core[0].low in self.popular) and
                     core[0].low in self.first and self.is_first(giv[0])):
                continue
            if (self.is_first(giv[0]) and giv[0].low not in self.common) or \
                    any(t.low in self.last and t.low not in self.common for t in core):
                out.append((m.start(1), m.end(2)))
        return out

    def family_names(self, text: str) -> list[tuple[int, int]]:
        """A family by its name: "the Qureshis", "the Joneses' form", "the Dube family's pledge", "THE FELDMAN
        FAMILY": a family name in a name list that is no ordinary word (not "the Smiths" of a forge, nor a show's
        family: "The Simpsons")."""
        out: list[tuple[int, int]] = []
        for m in _FAMILY_REF.finditer(text):
            word = m.group(1) or m.group(2)
            low = word.casefold()
            if m.group(1):  # a plural: the family name without its "s" or "es"
                stems = [low[:-2]] if low.endswith("es") else []
                stems.append(low[:-1])
                if low in _FAMOUS_FAMILIES or low in self.common or low in self.stop or low in BRANDS or \
                        low in self.first or low in self.last or _is_place(word) or \
                        not any(x in self.last and x not in self.common and x not in self.stop for x in stems):
                    continue
            elif low in self.common or low in self.stop or low not in self.last or low in CALENDAR:
                continue
            if word.islower() and (not m.group(0).islower() or web_frequency(low, "en") >= 1.5):
                continue  # in lower case only a plural the web never writes: "the mensahs", not "the flickers"
            out.append(m.span(1) if m.group(1) else m.span(2))
        return out

    def mourned_names(self, text: str) -> list[tuple[int, int]]:
        """A lower-case name after what a death leaves: "funeral of youkhana odisho", "in memory of bonaria piras":
        two words, each in no list or a rare name part, neither an ordinary word."""
        out: list[tuple[int, int]] = []
        for m in _MOURNED.finditer(text):
            words = _tokens(m.group(1))
            if len(words) == 2 and all(self._unknown(w) or self.is_rare_part(w) for w in words) and \
                    not any(w.low in self.common or w.low in self.stop or w.low in self.tech for w in words):
                out.append(m.span(1))
        return out

    def inverted_pair(self, text: str, left: tuple[int, int], right: tuple[int, int]) -> tuple[int, int] | None:
        """Two found names that are one "Family, Given" ("Cepeda, Yusimí appears twice", "Proposer: van Dijk, Thijs.",
        "Seconder: Shevchenko, Olena Ivanivna."): a family name (listed, or in no list at all) with the particles
        before it, a comma, one or two capitalised words, no ordinary word, and no list around them ("Diop, Fatou,
        Awa and Binta" is four people). The span of the whole name, or None."""
        a, b = text[left[0]:left[1]], text[right[0]:right[1]]
        words = b.split()
        *particles, a = a.split(" ")  # "van Dijk, Thijs"
        if text[left[1]:right[0]] != ", " or not _CAP_WORD.fullmatch(a) or not 1 <= len(words) <= 2 or \
                not all(p in PARTICLES for p in particles) or \
                not all(_CAP_WORD.fullmatch(w) and w[:1].isupper() for w in words) or not a[:1].isupper():
            return None
        fa, fb = a.casefold(), [w.casefold() for w in words]
        if {fa, *fb} & (self.common | self.stop | self.tech | CALENDAR) or \
                not (fa in self.last or fa not in self.first and fa.isalpha() and web_frequency(fa, "xx") < 2.0):
            return None
        start = left[0]
        while (lead := re.search(r"(?<![\w'’-])([^\W\d_]{1,4}) $", text[max(0, start - 6):start])) and \
                lead.group(1) in PARTICLES:
            start -= len(lead.group())  # "seconded by ter Horst, Daan"
        before, after = text[max(0, start - 3):start], text[right[1]:right[1] + 6]
        if re.search(r"[,;&/↔]\s*$", before) or re.match(
                r"\s*(?:[,;&/↔]|['’]s\b|(?:and|or|und|oder|et|ou|y|o|e|i|en|och|og|ve|и)\b)", after, re.I):
            return None
        return start, right[1]

    def signed_names(self, text: str) -> list[tuple[int, int]]:
        """Who signs after a closing at the text's or a line's end ("Best wishes, Sequoyah Teehee", "Kind regards,\n
        Tupaq Quispe"): one to three capitalised words, none a role, a team, a brand or a day ("Best wishes, The
        Team", "Thanks, Support"); a word a list holds as a name may be a word too ("Cheers, Hope Lee")."""
        out: list[tuple[int, int]] = []
        for m in _SIGNED.finditer(text):
            words = [w.casefold() for w in m.group(1).split()]
            if any(w in self.stop or w in self.tech or w in BRANDS or w in CALENDAR or w in ROLE_WORDS or
                   w in ORG_SUFFIXES or
                   w in _GREETED or w in TITLES or (w in self.common and w not in self.first and w not in self.last)
                   for w in words):
                continue
            out.append(m.span(1))
        return out

    def patronym_names(self, text: str) -> list[tuple[int, int]]:
        """A given name and a father's name before a Turkic "son of" or "daughter of" ("Cholpon Almaz kyzy's",
        "Azamat Bakyt uulu"): the marker says both are names, though no list holds them and a sentence opens on them."""
        out: list[tuple[int, int]] = []
        for m in _PATRONYM_NAME.finditer(text):
            words = _tokens(m.group(1))
            if m.group(2).casefold() in PATRONYM_AFTER and not any(  # (the pattern matches any case of them)
                    w.low in self.common or w.low in self.stop or w.low in self.tech for w in words):
                out.append(m.span())
        return out

    def reference_surnames(self, text: str) -> list[tuple[int, int]]:
        """A surname in capitals inside a booking or payment reference ("DEP-TAMM-4418", "SALON-861-KIMARO",
        "BOOKING/EIRA/907"): a letters-only piece after the reference's prefix, beside a number, that is a listed name
        part or a word the web hardly writes, and no ordinary word, tool, month, place or currency ("INV-2291-GBP")."""
        out: list[tuple[int, int]] = []
        for m in _REFERENCE.finditer(text):
            pieces = list(re.finditer(r"[A-Z0-9]+", m.group(0)))
            if not any(p.group().isdigit() for p in pieces):
                continue
            for p in pieces[1:]:
                word, low = p.group(), p.group().lower()
                if not word.isalpha() or len(word) < 3 or low in self.common or low in self.tech or \
                        low in self.stop or low in CALENDAR or _is_place(word) or low in BRANDS:
                    continue
                if low in self.first or low in self.last or len(word) >= 4 and web_frequency(low, "xx") < 1.0:
                    out.append((m.start() + p.start(), m.start() + p.end()))
        return out

    def phone_owners(self, text: str) -> list[tuple[int, int]]:
        """Whose number it is, in brackets after it: "+44 7700 900112 (Kev)" (not "(mobile)", "(Office)")."""
        return [m.span(1) for m in _PHONE_OWNER.finditer(text)
                if not any(t.low in self.common or t.low in self.stop or t.low in self.tech or t.low in BRANDS or
                           t.low in CALENDAR for t in _tokens(m.group(1)))]

    def initial_lists(self, text: str) -> list[tuple[int, int]]:
        """A lower-case list of initial-and-surname items ("volunteers with keys: a. dahari, a. tzadok, o. peretz"):
        two or more, no word ordinary, most of them family names, and the initials not a run ("a. yes, b. no" is
        an enumeration)."""
        out: list[tuple[int, int]] = []
        for m in _INITIAL_LIST.finditer(text):
            items = list(_INITIAL_ITEM.finditer(m.group(0)))
            initials = [i.group(1) for i in items]
            if any(ord(b) == ord(a) + 1 for a, b in zip(initials, initials[1:])):
                continue
            words = [i.group(2) for i in items]
            if any(w in self.common or w in self.stop or w in self.tech for w in words) or \
                    2 * sum(w in self.last for w in words) < len(words):
                continue
            out.extend((m.start() + i.start(), m.start() + i.end()) for i in items)
        return out

    def semicolon_pairs(self, text: str) -> list[tuple[int, int]]:
        """A list of "Family, Given" items between semicolons ("waiting list: Kuman, Kila; Diakhaby, Ramatoulaye;
        Nsubuga, Mukasa"), where the comma inside each item would otherwise read as the list's separator: every
        item of 1-3 capitalised words a side, when at least two items are and half of them read as a person-like
        key's inverted value does (a gazetteer part, no ordinary words for most of it)."""
        out = []
        start = 0
        for line in text.split("\n"):
            at, start = start, start + len(line) + 1
            if ";" not in line and " / " not in line:
                continue
            items = []
            for seg in _ITEM_SEPARATOR.split(line):  # ";" or " / " between items
                a, b = at, at + len(seg)
                at = b + 1
                if ", " not in seg or len(seg) > 160:
                    continue
                head = seg.rfind(":")
                if head >= 0:
                    a += head + 1  # "Allotment waiting list: Kuman, Kila"
                end = re.search(r"[.!?](?=\s)", text[a:b])
                b = a + end.start() if end else b  # "...; mikkelsen, rasmus. is that order fine"
                value = text[a:b]
                a += len(value) - len(value.lstrip())
                b -= len(value) - len(value.rstrip(" \t.!?)"))
                m = re.fullmatch(r"((?:[^\W\d_][\w'’.-]* ?){1,3}), ((?:[^\W\d_][\w'’.-]* ?){1,3})", text[a:b])
                if m and (all(t.text[:1].isupper() or t.low in PARTICLES for t in _tokens(m.group(0))) or
                          m.group(0).islower()) and not pii_places.is_region(m.group(2).strip()):
                    items.append((a, b))  # (not "Madrid, Spain; Lyon, France": a country or region is no given name)
            named = [(a, b) for a, b in items if self._inverted_value(text, a, b) or self._lower_pair_item(text[a:b])]
            if len(items) >= 2 and 2 * len(named) >= len(items):
                out.extend(items)
        return out

    def code_names(self, text: str) -> list[tuple[int, int]]:
        """Names where code states one: values of name-like keys and words after author-like labels.

        A value counts when its words are capitalised (particles aside) and one of them is a gazetteer name part
        that is a first name or no ordinary word ("Default", "Admin User" are not names); a label takes the
        capitalised run after it, on the same condition. A handle under such a key ("oncall": "nizhoni.etsitty") and
        an unquoted value of 2-4 capitalised words in no list ("name = Llanka Millapán") count too: the key says
        what they are."""
        out = []
        for m in _CODE_VALUE.finditer(text):
            end = m.start(2) + (m.group(2).find(" <") if " <" in m.group(2) else len(m.group(2)))  # "Name <mail>"
            span = self._name_run(text, m.start(2), end, whole=True) or self._handle_value(m.group(2), m.start(2)) \
                or self._bare_name(text, m.start(2), end) \
                or self._inverted_value(text, m.start(2), end)  # the key says it is a name: "Hanitra Randriamampionona"
            if not span and _NAME_PART_KEY.match(m.group(0)):
                span = self._keyed_part(text, m.start(2), end)  # "first_name": "Xóchitl", first='Love'
            if span:
                out.append(span)
        for m in _NAME_IN_LIST.finditer(text):  # SQL: first_name IN ('Thao', 'Linh')
            for q in re.finditer(r"(['\"])([^'\"\n]{1,40})\1", m.group(1)):
                span = self._keyed_part(text, m.start(1) + q.start(2), m.start(1) + q.end(2))
                if span:
                    out.append(span)
        for m in _CODE_BARE.finditer(text):
            span = self._handle_value(m.group(1), m.start(1)) or self._bare_name(text, m.start(1), m.end(1))
            if span:
                out.append(span)
        for m in _CODE_LABEL.finditer(text):
            span = self._name_run(text, m.start(1), m.end(1), whole=False)
            inverted = re.match(r"(?:(?:[a-z]+ ){1,2})?[^\W\d_][\w'’-]*, [^\W\d_][\w'’ -]*?(?=[ \t]*(?:\n|$|\*/))",
                                text[m.start(1):])
            if inverted and re.search(r"(?i)author|owner|maintainer|reviewe|assign|contact",
                                      text[m.start():m.start(1)]):  # "@author Das, Arnab": family name first
                span = self._inverted_value(text, m.start(1), m.start(1) + inverted.end()) or span
            if span and not self.lone_brand(text, *span):  # "paid by Visa"
                out.append(span)
        for m in _AUTHOR_COLUMN.finditer(text):
            g = 1 if m.group(1) else 2
            toks = [t for t in self.tokens(text) if m.start(g) <= t.s and t.e <= m.end(g)]
            if toks and len(toks) <= 6 and all(t.cap or t.low in PARTICLES or len(t.text) == 1 for t in toks) and \
                    any(t.low not in self.common and t.low not in self.tech for t in toks):
                out.append((toks[0].s, toks[-1].e))  # "Not Committed Yet", "dependabot[bot]" are no one
        return out

    def format_names(self, text: str) -> list[tuple[int, int]]:
        """Names where a file format has a field for them, inside code too: an airline record's "MENSAH/ADWOA MS",
        a directory's or calendar's "CN=Naalnish Benally", LaTeX's "\\author{A \\and B}"."""
        out = []
        for m in _PNR_NAME.finditer(text):
            words = [w.casefold() for w in re.split(r"[/ '-]+", m.group(1)) if w]
            if not any(w in self.tech for w in words) and (any(  # "TCP/IP MS" names no one
                    len(w) >= 3 and (w in self.first or w in self.last) for w in words) or
                    all(len(w) >= 4 and w not in self.common for w in words)):
                out.append(m.span(1))
        for m in _VCARD_N.finditer(text):  # vCard's "N:Sapolu;Leota;;;": family name and given names
            for g in (1, 2):
                a, b = m.span(g)
                if b > a and (span := self._keyed_part(text, a, b)):
                    out.append(span)
        for rx in (_CN_NAME, _LATEX_AUTHOR, _VCARD_FN):
            for m in rx.finditer(text):
                value = re.sub(r"\\and\b|\\\\", lambda x: "," * len(x.group(0)), m.group(1))  # offsets kept
                for piece in re.finditer(r"[^,\s](?:[^,]*[^,\s])?", value):  # each name, spaces trimmed
                    a, b = m.start(1) + piece.start(), m.start(1) + piece.end()
                    span = self._name_run(text, a, b, whole=True) or self._bare_name(text, a, b)
                    if span:
                        out.append(span)
        return out

    def table_names(self, text: str, rows: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
        """The cells of a CSV or TSV column whose header names a person ("name", "owner", "created_by"; not
        "file_name", "company_name"): a login that is no ordinary word ("hkaur"), or one to five capitalised words
        that are not all ordinary words, no firm and no tool ("Mireia Bosch i Llobet"). `rows` gets the spans of
        the table's rows, whose other cells are no list of names ("Aroha,Ngata,Rotorua": a city column)."""
        out: list[tuple[int, int]] = []
        lines = [(m.start(), m.group(0)) for m in re.finditer(r"[^\n]+", text)]
        k = 0
        while k < len(lines):
            at, line = lines[k]
            sep = "\t" if "\t" in line else "|" if "|" in line else ";" if ";" in line and "," not in line else ","
            head = [h.strip().strip("\"'").casefold() for _, h in _table_cells(line, sep, at)]
            cols = [j for j, h in enumerate(head) if _PERSON_COLUMN.fullmatch(h)]
            k += 1
            if len(head) < 2 or not cols or not all(re.fullmatch(r"[\w .-]{1,40}", h) for h in head):
                continue
            if rows is not None:
                rows.append((at, at + len(line)))  # the header's words are no names either ("| reader | intercessor |")
            if sep == "|" and k < len(lines) and re.fullmatch(r"[\s|:-]*-[\s|:-]*", lines[k][1]):
                k += 1  # a markdown table's rule under its header
            while k < len(lines) and len(cells := _table_cells(lines[k][1], sep, lines[k][0])) == len(head):
                at, line = lines[k]
                if rows is not None:
                    rows.append((at, at + len(line)))
                for j in cols:
                    a, cell = cells[j]
                    value = cell.strip().strip("\"'")
                    a += cell.find(value) if value else 0
                    if re.fullmatch(r"[a-z][a-z0-9._-]{2,30}", value):
                        parts = [p for p in re.split(r"[._-]", value) if p]
                        if value not in _NOT_USERS and not all(p in self.common for p in parts) and \
                                not any(p in self.tech or p in _NOT_USERS for p in parts):
                            out.append((a, a + len(value)))
                        continue
                    toks = [t for t in _tokens(value) if t.low not in PARTICLES and t.text not in ("i", "y", "e")]
                    if 1 <= len(toks) <= 5 and (all(t.cap for t in toks) or value.islower()) and \
                            not re.search(r"\d|@", value) and \
                            not all(t.low in self.common and not self.is_first(t) for t in toks) and \
                            not any(t.low in ORG_SUFFIXES or t.low in self.tech for t in toks) and \
                            (len(toks) >= 2 or toks[0].low not in BRANDS and toks[0].cap and (
                                self.is_part(toks[0]) or toks[0].low not in self.common)):
                        out.append((a, a + len(value)))  # "noelani kamakau", "Altantsetseg" under "name"
                k += 1
        return out

    def signature_names(self, text: str) -> list[tuple[int, int]]:
        """The name under a mail's closing ("Kind regards,\nEi Mon Kyaw", "Warm regards,\nMaría de los Ángeles\n
        Valenzuela"): the first line after it, of one to five capitalised words with a listed name part among them,
        is a name as a whole; a next line of one or two capitalised words in no list ends it ("Hohaia"), where a
        role ("Practice Manager") or a firm would not."""
        out: list[tuple[int, int]] = []
        toks = self.tokens(text) if _CLOSING.search(text) else []
        for m in _CLOSING.finditer(text):
            line = re.match(r"(?:[ \t]*\n)?[ \t]*([^\n]*?)[ \t]*(?:\n|$)", text[m.end():])  # a blank line may part them
            if not line or not line.group(1):
                continue
            a = m.end() + line.start(1)
            words = [t for t in toks if a <= t.s and t.e <= a + len(line.group(1))]
            names = [t for t in words if t.low not in PARTICLES]
            if not 1 <= len(names) <= 5 or re.search(r"[\d@|/,:(]", line.group(1)) or \
                    not all(t.cap and not t.acronym for t in names) or \
                    any(t.low in ROLE_WORDS or t.low in ORG_SUFFIXES or t.low in self.tech for t in names) or \
                    not any(self.is_part(t) and (t.low not in self.common or self.is_first(t)) for t in names) or \
                    all(t.low in self.common and not self.is_first(t) for t in names):
                continue
            end = words[-1].e
            more = re.match(r"\n[ \t]*([^\n]*?)[ \t]*(?:\n|$)", text[end:])
            if more and more.group(1):
                b = end + more.start(1)
                nxt = [t for t in toks if b <= t.s and t.e <= b + len(more.group(1))]
                if 1 <= len(nxt) <= 2 and not re.search(r"[^\w\s'’-]", more.group(1)) and all(
                        t.cap and not t.acronym and t.low not in self.common and t.low not in self.tech and
                        t.low not in ROLE_WORDS and t.low not in ORG_SUFFIXES and t.low not in _TITLE_WORDS
                        for t in nxt):
                    end = nxt[-1].e
            out.append((words[0].s, end))
        for m in _INLINE_CLOSING.finditer(text):
            names = [t for t in _tokens(m.group(1)) if t.low not in PARTICLES]
            if names and all(t.cap and not t.acronym and t.low not in self.tech and
                             (t.low not in self.common or self.is_first(t)) for t in names):
                out.append(m.span(1))  # "... übernehmen? LG Birgit", "Bisous, Inès": a closing ends a line
        return out

    def mention(self, value: str) -> bool:
        """A first.last (or first_last) handle of two words in no list: "@ishara.wickramasinghe" names a person
        where an "@" or a person-like key stands before it ("@platform-team", "@types.node" do not)."""
        parts = re.split(r"[._]", value.lstrip("@"))
        return len(parts) == 2 and all(p.isalpha() and len(p) >= 2 and p.lower() not in self.common and
                                       p.lower() not in self.tech for p in parts)

    def keyed_handle(self, value: str) -> bool:
        """A first.last handle under a key that names a user ("user=rein.kask"): two words of letters, neither a
        technical term; ordinary words count too ("rein"), the key says what they are."""
        parts = re.split(r"[._]", value)
        return len(parts) == 2 and all(p.isalpha() and len(p) >= 2 and p.lower() not in self.tech for p in parts)

    def _handle_value(self, value: str, start: int) -> tuple[int, int] | None:
        v = value.strip()
        return (start, start + len(v)) if v == value and self.mention(v) else None

    def _bare_name(self, text: str, start: int, end: int) -> tuple[int, int] | None:
        """2-4 capitalised words (particles between them), none an ordinary word, stop word or technical term; or
        2-3 that open with a given name or a word in no list and hold one such word, the rest ordinary words that
        are family names too ("Kateri Cardinal", "Bert De Smet": "Bert" is a model's name as well)."""
        toks = [t for t in self.tokens(text) if start <= t.s and t.e <= end]
        names = [t for t in toks if t.low not in PARTICLES]
        if not 2 <= len(names) <= 4 or "".join(text[a.e:b.s] for a, b in zip(toks, toks[1:])).strip() or \
                not all(t.cap and not t.acronym and t.low not in self.stop for t in names):
            return None
        plain = [t for t in names if t.low not in self.common and t.low not in self.tech]
        if len(plain) == len(names) or (
                len(names) <= 3 and plain and (self.is_first(names[0]) or self._unknown(names[0])) and
                all(t in plain or (t.low in self.last and t.low not in self.tech) or (t is names[0]) for t in names)):
            return toks[0].s, toks[-1].e
        return None

    def _keyed_part(self, text: str, start: int, end: int) -> tuple[int, int] | None:
        """A value under a key for a part of a name ("first_name", "last", "surname"): one to three capitalised words
        (particles aside), though a word ("Love") or in no list ("Xóchitl"); not a tool, a weekday or a placeholder."""
        value = text[start:end]
        toks = [t for t in _tokens(value) if t.low not in PARTICLES]
        if not 1 <= len(toks) <= 3 or not re.fullmatch(r"[^\W\d_][\w'’ .-]*", value) or \
                not all(t.text[:1].isupper() and t.low not in self.tech and t.low not in CALENDAR and
                        t.low not in _FIELD_NOT_NAMES and t.low not in ("true", "false", "null", "nil") for t in toks):
            return None
        return start, end

    def _inverted_value(self, text: str, start: int, end: int) -> tuple[int, int] | None:
        """A person-like key's value written family name first: "Panicker, Anoop", "de Vries, Femke" (each side
        1-3 capitalised words, particles aside, no ordinary word or technical term, one a gazetteer name part)."""
        m = re.fullmatch(r"([^,]+), ?([^,]+)", text[start:end])
        if not m:
            return None
        sides = [[t for t in _tokens(m.group(g)) if t.low not in PARTICLES] or _tokens(m.group(g)) for g in (1, 2)]
        words = sides[0] + sides[1]  # (a particle alone is the name: "Das, Arnab")
        if not all(1 <= len(side) <= 3 for side in sides) or re.search(r"[^\w\s'’.,-]", m.group(0)) or \
                not all(t.text[:1].isupper() and not t.text.isupper() and t.low not in self.tech and
                        t.low not in CALENDAR for t in words) or \
                sum(t.low in self.common or t.low in self.stop for t in words) * 2 > len(words):
            return None  # (a family name may be a word: "Das, Arnab"; not most of it: "Sales, Marketing")
        return (start, end) if any(self.is_part(t) for t in words) else None

    def _name_run(self, text: str, start: int, end: int, whole: bool) -> tuple[int, int] | None:
        toks = [t for t in self.tokens(text) if start <= t.s and t.e <= end]
        if whole and len(toks) > 5:
            return None
        run: list[_Tok] = []
        for t in toks:
            initial = len(t.text) == 1 and t.text.isupper() and text[t.e:t.e + 1] == "."  # "F. Ricci"
            if (t.cap or initial) and t.low not in self.stop and t.low not in self.cues and t.low not in self.tech:
                run.append(t)
            elif run and t.low in PARTICLES:
                run.append(t)
            elif whole:
                return None
            else:
                break
        while run and run[-1].low in PARTICLES:
            run.pop()
        names = [t for t in run if t.low not in PARTICLES and len(t.text) > 1]
        if not any(self.is_part(t) and (t.low not in self.common or self.is_first(t)) for t in names):
            return None  # a gazetteer name part is the evidence: "Senior Account Manager", "Data Config" are not
        return run[0].s, run[-1].e

    def not_a_name(self, text: str, start: int, end: int, ner: bool = True) -> bool:
        """A PERSON hit that names no one: titles and roles ("Dear Sir or Madam", "Dear Customer"), a firm ("Acme
        Corp"), an acronym ("CV"); for the NER model's hits also ordinary words only ("Hiring Manager", "Google
        Calendar" -> Calendar), a sentence-initial verb before its object ("Bill the client") and, in a language the
        model does not read, function words and nouns ("Wie", "zur Besprechung")."""
        toks = [t for t in _tokens(text[start:end]) if t.low not in PARTICLES] or _tokens(text[start:end])
        if not toks:
            return True
        self.tokens(text)  # the text's language
        if all(t.low in TITLES or t.low in ROLE_WORDS for t in toks) or toks[-1].low in ORG_SUFFIXES:
            return True  # "Dear Sir or Madam", "Acme Corp"
        if len(toks) == 1 and re.match(r"[ \t]+to[ \t]*:", text[end:]) and toks[0].low in _LABEL_VERBS:
            return True  # "Bill to:", "Ship to:": an invoice's label
        if len(toks) == 1 and toks[0].low in _GLOSS_ROLES and re.match(r"[ \t]*:", text[end:]):
            return True  # "Seller: Acme Ltd", "Tenant:": a form's label
        if all(t.text.isupper() for t in toks) and not is_shouting(text) and _firm_or_address(text, start, end):
            return True  # "CHARAXES MELVIN II LLC", "650 CASUARINA CONCOURSE": a firm or a street in capitals
        if ner and not self._last_english and (all(t.low in foreign_stop_words() for t in toks) or (
                all(t.low in self.common for t in toks) and not any(t.low in self.first for t in toks))):
            return True  # "Wie", "zur Besprechung": function words and nouns of a language the model does not read
        if ner and all(t.low in self.common and not self.is_part(t) for t in toks):
            return True
        if len(toks) == 1 and toks[0].text.isupper() and len(toks[0].text) <= 4 and not is_shouting(text):
            return True
        if self.named_place(text, start, end):
            return True  # "Victoria Station", "Howard University", "Santa Maria Novella": a place named after one
        if (len(toks) >= 2 and toks[0].low in _DISH_OPENERS) or (
                text[start - 1:start] == " " and _word_before(text, start) in _DISH_OPENERS):
            return True  # "Beef Wellington", "Crêpes Suzette"
        if self.dish(text, start, end):
            return True  # "Sticky Toffee Pudding", "Sage Butter Gnocchi": a dish, the model's person
        if len(toks) == 1 and toks[0].low in _PLANT_NAMES and self._alone(text, start, end) and \
                _word_before(text, start) not in _ADDRESSED and self._plant_talk(text, start):
            return True  # "Basil, Rosemary and Thyme: which of these herbs", "grow Jasmine and Heather in pots"
        if len(toks) <= 2 and self._last_english and re.search(r"(?<![\w'’])[Aa]n? $", text[max(0, start - 4):start]) \
                and not re.match(SAID, text[end:]):
            return True  # "a Jack Russell", "a Lincoln Navigator", "a Granny Smith": a thing, not a person
        if ner and len(toks) == 1 and toks[0].low in self.common and _sentence_start(text, start):
            m = _WORD.match(text, end + 1) if text[end:end + 1] == " " else None
            return bool(m) and m.group(0) in _OBJECT_WORDS
        return False

    def dish(self, text: str, start: int, end: int) -> bool:
        """Two words or more ending in a dish's head noun that is no family name: "Sticky Toffee Pudding"."""
        toks = _tokens(text[start:end])
        return len(toks) >= 2 and toks[-1].low in _DISH_HEADS and toks[-1].low not in self.last and \
            not toks[-1].poss

    @staticmethod
    def _plant_talk(text: str, start: int) -> bool:
        """The sentence around `start` speaks of plants or dishes ("herbs", "in pots", "poisonous", "recipe"), and
        not of people ("Rose, Iris and Daisy are my new team")."""
        a, b = _sentence_begin(text, start), _sentence_end(text, start)
        if b - a < 40:  # "Is Holly poisonous to cats?": the next sentence belongs to it too
            b = _sentence_end(text, b)
        words = {w.lower() for w in _WORD.findall(text[a:b])}
        return bool(words & _PLANT_CONTEXT) and not words & _PEOPLE_CONTEXT

    @staticmethod
    def person_cued(text: str, start: int) -> bool:
        """A family word, a title, a greeting or a verb done to a person stands just before `start` ("my cousin
        Killa", "Dear Georgia", "ask Sofia")."""
        return text[start - 1:start] == " " and _word_before(text, start) in _PERSON_CUED

    def _no_person_cue(self, text: str, start: int) -> bool:
        """No cue for a person before `start` ("from Ngozi", "his sister Killa", "Professor Shevchenko"); "to" only
        without a journey's word in the sentence ("a train from the airport to Zürich HB")."""
        before = _word_before(text, start)
        if before == "to":
            return any(w.lower() in _TRAVEL for w in _WORD.findall(text[_sentence_begin(text, start):start]))
        return before not in self._city_cues

    def city_not_person(self, text: str, start: int, end: int) -> bool:
        """A city the model read as a person whose name is no popular given name ("Lisboa", "Tbilisi", "Valencia",
        "Lyon"), with no title or cue before it and no "said" after it; the caller checks it is a city."""
        toks = _tokens(text[start:end])
        if text[start - 1:start] == "-" or text[end:end + 1] == "-":
            return False  # "Seo-yeon"
        before = re.search(r"(?:([A-Z][\w'’-]+) )?([A-Z][\w'’-]+),? (?:and|or|&) $", text[max(0, start - 60):start])
        after = re.match(r"(?:,|,? and|,? or| &) ([A-Z][\w'’-]+)(?: ([A-Z][\w'’-]+))?", text[end:end + 60])
        for partner in (before, after):
            if partner and not any(_is_place(" ".join(w for w in ws if w)) for ws in (
                    partner.groups(), partner.groups()[:1], partner.groups()[1:]) if any(ws)):
                return False  # "Dear Ivanna and Taras", "Mila, Jonah, Aarav": a person's partner; "Paris or Lyon"
        return 1 <= len(toks) <= 3 and toks[0].low not in self.popular and not any(
            t.low in TITLES for t in toks) and self._no_person_cue(text, start) and \
            not re.match(SAID, text[end:]) and text[end:end + 2] not in ("'s", "’s") and \
            not re.match(r",? (?:et al|and colleagues)\b", text[end:end + 20])  # "(Paterson et al., 2020)"

    def town_not_person(self, text: str, start: int, end: int) -> bool:
        """A town read as a person where the text says it is a place: "Madison, Wisconsin", "Eugene, Oregon" (a
        town before its state or country), "from Paris to Florence" (a journey's end after a place)."""
        words = len(_tokens(text[start:end]))
        if words > 2 or not _is_place(text[start:end]):
            return False
        region = re.match(r", ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)(?=[\s,.;:?!)]|$)", text[end:end + 40])
        if region and pii_places.is_region(region.group(1)):
            return True
        trip = re.search(r"\bfrom ((?:[A-Z][\w'-]+ ?){1,2}) to $", text[max(0, start - 60):start])
        return trip is not None and words == 1 and _is_place(trip.group(1).strip())

    def lone_brand(self, text: str, start: int, end: int) -> bool:
        """One word of BRANDS with no title before it and no name part beside it ("a Ferrari", "Dyson appoints"), or
        one before a model's name ("Ford Ranger")."""
        toks = _tokens(text[start:end])
        if len(toks) == 2 and toks[0].low in BRANDS and not self.is_first(toks[1]) and (
                not self.is_rare_part(toks[1]) or _word_before(text, start) in _THING_BEFORE) and \
                _word_before(text, start) not in _NOT_BEFORE_MODEL:
            return True  # "Ford Ranger", "Toyota Hilux", "Mercedes X-Class", "Tesla Autopilot": a make and model
        return len(toks) == 1 and toks[0].low in BRANDS and self._alone(text, start, end)

    def _alone(self, text: str, start: int, end: int) -> bool:
        """No title before the span and no capitalised name part beside it ("Mr Dyson", "James Dyson")."""
        before = list(_WORD.finditer(text, max(0, start - 30), start))
        after = _WORD.match(text, end + 1) if text[end:end + 1] == " " else None
        if before and text[:start].rstrip(" .").endswith(before[-1].group(0)):
            b = _Tok(before[-1])
            if b.low in TITLES or (b.cap and self.is_part(b) and text[start - 1:start] == " "):
                return False
        if after is not None:
            a = _Tok(after)
            if a.cap and self.is_part(a) and a.low not in self.common:
                return False
        return True

    @staticmethod
    def brand_spans(text: str) -> list[tuple[int, int]]:
        """Where the text names a firm or brand called after a person ("Morgan Stanley", "Trader Joe's"), or a car
        by its make and model ("Toyota Yaris", "Seat Leon")."""
        cars = [(m.start(), (_CAR_MORE.match(text, m.end()) or m).end()) for m in _CAR_RX.finditer(text)
                if _car_model(m.group(1), m.group(2))]  # (and a model's second word: "Toyota Land Cruiser")
        return [m.span() for m in _BRAND_RX.finditer(text)] + cars + animal_spans(text) + event_spans(text)

    @staticmethod
    def named_place(text: str, start: int, end: int) -> bool:
        """The span names a place, a house of worship or a body after someone, or is its kind's word alone:
        "Victoria Station", "Howard University", "Santa Maria Novella", "Makki Masjid", "Surah Al-Fatiha"."""
        toks = [t for t in _tokens(text[start:end]) if t.low not in PARTICLES] or _tokens(text[start:end])
        return bool(toks) and (_EPONYM_AFTER.match(text, end) is not None or (len(toks) >= 2 and (
            toks[0].low in _PLACE_OPENERS or _EPONYM_AFTER.fullmatch(" " + toks[-1].text) is not None)) or (
            len(toks) == 1 and toks[0].cap and toks[0].low in _WORSHIP_WORDS))

    def trim(self, text: str, start: int, end: int) -> tuple[int, int]:
        """Cut an NER PERSON span to the name: without the cue words before it ("Mein Nachbar Emre Yılmaz"), up to
        a function word ("Mareike Kästner die Aufgabe") or a possessive ("Chiedza Moyo's CV")."""
        if text[start:end].islower():
            return start, end  # lower-case hits are judged whole (words or identifiers, or a lower-case name)
        quote = re.search(r"[^\W\d_][\"“”«»]", text[start:end])
        if quote:  # a name ends at a closing quote: 'without me. Morwenna" Reply telling her'
            end = start + quote.start() + 1
        if re.search(r"\n|\s[-–—|]\s", text[start:end]):
            # a name stays on its line and its side of a spaced dash: "Tuesday\nKeoni Kaleikini", "Tomás Ó
            # Súilleabháin\nLettings Negotiator", "Olga Sokolova - Hyundai i30"; the piece with the most name parts
            # (the first of equals)
            cuts = [start, *(x for m in re.finditer(r"\n|\s[-–—|]\s", text[start:end])
                             for x in (start + m.start(), start + m.end())), end]
            lines = [(a + len(text[a:b]) - len(text[a:b].lstrip()), b - len(text[a:b]) + len(text[a:b].rstrip()))
                     for a, b in zip(cuts[::2], cuts[1::2]) if text[a:b].strip()]
            start, end = max(lines, key=lambda se: (sum(self.is_part(t) for t in _tokens(text[se[0]:se[1]])),
                                                   -se[0]))
        toks = _tokens(text[start:end])
        # ordinary nouns before "de"/"von" and no name among them: "Primera Comunión de Lucía", "Einladung zum
        # Kindergeburtstag von Lina" -> the name after the particle
        k = next((k for k, t in enumerate(toks) if k and t.lower and t.low in PARTICLES), 0)
        if k and k + 1 < len(toks) and toks[k + 1].cap and self.is_first(toks[k + 1]) and \
                web_frequency(toks[0].low, self.language(text)) >= 3.0 and \
                not any(self.is_part(t) or t.low in TITLES for t in toks[:k] if not t.lower):
            start, toks = start + toks[k + 1].s, _tokens(text[start + toks[k + 1].s:end])
        lead = 0
        while lead < len(toks) - 1 and (((toks[lead].low in self.cues or toks[lead].low in self.stop) and
                                          not self.is_first(toks[lead])) or toks[lead].low in _SALUTATIONS) and \
                toks[lead].low not in PARTICLES and toks[lead].low not in TITLES:
            lead += 1  # "Mein Nachbar Emre Yılmaz" -> "Emre Yılmaz", "Merhaba İbrahim" -> "İbrahim"
        if lead:
            start, toks = start + toks[lead].s, _tokens(text[start + toks[lead].s:end])
        for k, t in enumerate(toks):
            if k and t.lower and t.low in self.stop and t.low not in PARTICLES:
                return start, start + toks[k - 1].e
            if k < len(toks) - 1 and text[start + t.e:start + t.e + 1] in ("'", "’"):
                return start, start + t.e
        return start, end

    def name_word(self, text: str, start: int, end: int) -> bool:
        """One capitalised word that is a name part or in no list (a place the NER model made of a surname)."""
        toks = _tokens(text[start:end])
        self.tokens(text)  # the text's language
        return len(toks) == 1 and toks[0].cap and (self.is_part(toks[0]) or self._unknown_name_word(toks[0]))

    def middle_word(self, word: str) -> bool:
        """A capitalised word that may stand between a given name and a surname (no function word or cue)."""
        t = _tokens(word)
        return len(t) == 1 and t[0].text[0].isupper() and not t[0].acronym and t[0].low not in self.stop and \
            t[0].low not in self.cues and t[0].low not in self.tech and t[0].low not in LIST_JOINERS

    def handle_around(self, text: str, start: int, end: int) -> tuple[int, int]:
        """A lower-case name that is one half of a handle takes the handle with it: "oisin" in "oisin.obriain"."""
        if not text[start:end].islower():
            return start, end
        m = re.match(r"[._]([^\W\d_]{2,})\b", text[end:])
        if m and m.group(1).islower():
            end += m.end()
        m = re.search(r"\b([^\W\d_]+)[._]$", text[max(0, start - 40):start])
        if m and m.group(1).islower():
            start -= len(m.group(0))
        return start, end

    def lower_case_name(self, value: str) -> bool:
        """A lower-case span whose every word is a gazetteer name part that is no ordinary word, or (English text)
        a first name of that kind followed by words in no list ("abigail penhaligon")."""
        toks = _tokens(value)
        if not toks or not value.islower():
            return False
        inner = toks[1:-1]  # particles between the parts: "ornella di stefano", "inês dos santos ferreira"
        toks = [toks[0], *(t for t in inner if t.low not in PARTICLES), toks[-1]] if len(toks) > 2 else toks
        return all(self.is_rare_part(t) for t in toks) or (
            len(toks) >= 2 and self.is_first(toks[0]) and self.is_rare_part(toks[0]) and
            getattr(self, "_last_english", True) and all(self.is_rare_part(t) or self._unknown(t) for t in toks[1:])
        ) or (len(toks) == 2 and self.is_rare_part(toks[0]) and self._known_surname(toks[1]))  # "djenabou sow"

    def _known_surname(self, t: _Tok) -> bool:
        """A lower-case word the surname lists hold that is no verb, date, clause word or adverb ("brown", "sow",
        "han"; not "said", "may", "omg", "daily"): expand's reading of the word after a lone given name."""
        return t.low in self.last and t.low not in self.stop and t.low not in _SUBJECT_VERBS and \
            t.low not in _LOWER_SUBJECT_VERBS and t.low not in CALENDAR and t.low not in _CLAUSE_WORDS and \
            len(t.text) >= 3 and not (t.low.endswith("ly") and t.low in self.common)  # "austin daily": an adverb

    def subject_lower_name(self, text: str, start: int, end: int) -> bool:
        """The span is a lower-case name that a subject verb follows (find's rule: "zarghona durrani is leaving")."""
        toks = self.tokens(text)
        i = next((j for j, t in enumerate(toks) if t.s == start), None)
        k = self._lower_subject(text, toks, i) if i is not None and getattr(self, "_last_english", True) and \
            _subject_position(text, start) else None
        return k is not None and toks[k].e == end

    def cued_lower_name(self, text: str, start: int, end: int) -> bool:
        """2-3 lower-case words in no list right after a cue or title (one after "prof", "dr"), in English text:
        "my friend mwanaisha mollel", "email prof hashemi"
        (read as a person by NER or a rule; "a hum of indistinct chatter" has no cue before it)."""
        toks = _tokens(text[start:end])
        before = _word_before(text, start)
        self.tokens(text)
        if len(toks) == 1 and toks[0].low in self.popular and text[start:end].islower() and (
                before in _TELL_VERBS and _TOLD_NEXT.match(text, end) or
                before in _SALUTATIONS and re.fullmatch(r"\s*" + re.escape(before) + r"\s+", text[:start])):
            return True  # find's rules: "tell summer the booking went through", "hey destiny did the dj confirm"
        if not ((2 <= len(toks) <= 3 or len(toks) == 1 and before in _SHORT_TITLES) and text[start:end].islower()
                and getattr(self, "_last_english", True) and
                (before in self.cues or before in TITLES or before in _PERSON_VERBS or
                 len(toks) == 2 and _LOWER_ASKED.search(text[max(0, start - 24):start]))):
            return False
        return all(self._unknown(t) and len(t.text) >= 3 for t in toks) or self._lower_pair(
            toks, _strong_cue(before))

    def _lower_pair(self, toks: Sequence[_Tok], strong: bool) -> bool:
        """A given name, then a family name that is no ordinary word or in no list: "for ali shirazi", "cc ioanna
        konstantinidou". After a verb done to a person or a people noun (`strong`) the given name may be an
        ordinary word too if the family name is a known one: "send cherry wong", "ask nour nassar" (not "for piano
        two-hands", "to run pam_tall")."""
        first, last = toks[0], toks[-1]
        known_last = self.is_rare_part(last)
        return len(toks) >= 2 and self.is_first(first) and all(t.low not in self.stop for t in toks) and \
            ((first.low not in self.common and (known_last or (self._unknown(last) and len(last.text) >= 3))) or
             (strong and known_last)) and \
            all(self.is_part(t) or self._unknown(t) or len(t.text) <= 3 for t in toks[1:-1])

    def possessors(self, text: str, things: Sequence[tuple[int, int]],
                   brands: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """What the NER model calls an organisation but owns a person's things: "Odhiambo Onyango's visa",
        "Tavita Leota's kids" (two or three capitalised words in no list: no firm's suffix, brand or tech term), or
        a given name that is no ordinary word with any possessive ("Björn's place", "what about Thabo's?").
        `brands`: brand_spans(text)."""
        out = []
        for s, e in things:
            value = re.sub(r"['’]s?$", "", text[s:e])
            poss = r"\s+" if value != text[s:e] else r"(?:['’]s|['’])\s+"  # the span holds the "'s" or not
            m = re.match(poss + r"([a-z]+)(?:\s+([a-z]+))?", text[e:e + 40])  # "'s kids", "'s new passport"
            owned = (m.group(1), m.group(2)) if m else ()
            # at a clause's end the thing owned is left unsaid, except at a venue ("lunch at Nando's.")
            alone = m is None and re.match(r"[?!.,;]" if value != text[s:e] else r"['’]s[?!.,;]", text[e:e + 3]) \
                is not None and _word_before(text, s) not in ("at", "to", "from", "in", "near")
            toks = _tokens(value)
            if len(toks) == 3 and _sentence_start(text, s) and toks[0].low in self.common and \
                    toks[0].low not in self.first:
                s, value = s + toks[1].s, value[toks[1].s:]  # "Summarise <Somchai Charoenpong>'s"
                toks = _tokens(value)
            before = re.search(r"(?<![\w'’-])([^\W\d_][\w'’-]*) $", text[max(0, s - 40):s])
            word = before.group(1).casefold() if before else ""
            if len(toks) == 1 and before and any(w in _PERSONAL for w in owned) and \
                    _tokens(before.group(1))[0].cap and word not in self.common and word not in self.tech and \
                    word not in self.stop:
                s -= len(before.group(0))  # the model read only the family name: "Enkhjargal Purevdorj's cover letter"
                value = re.sub(r"['’]s?$", "", text[s:e])
                toks = _tokens(value)
            if (m or alone) and len(toks) == 1 and toks[0].cap and not toks[0].acronym and \
                    self.is_first(toks[0]) and self.is_rare_part(toks[0]) and toks[0].low not in BRANDS and \
                    not (owned and (owned[0] in self.stop or owned[0] in _SHOP_WORDS)) and \
                    not any(a <= s < b for a, b in brands):
                out.append((s, s + toks[0].e))  # "at Björn's place"; not "Nando's on Friday", "Macy's open"
            elif owned and 2 <= len(toks) <= 3 and not any(a <= s < b for a, b in brands) and \
                    all(t.cap and not t.acronym and t.low not in self.common and t.low not in self.tech and
                        t.low not in ORG_SUFFIXES and t.low not in BRANDS for t in toks if t.low not in PARTICLES) and \
                    (any(w in _PERSONAL for w in owned) or (  # or two words in no list at all, and no place
                        all(self._unknown(t) for t in toks if t.low not in PARTICLES) and not _is_place(value) and
                        owned[0] not in _SHOP_WORDS and owned[0] not in _FIRM_THINGS and owned[0] not in self.stop)):
                out.append((s, s + toks[-1].e))
        return out

    def unknown_names(self, text: str, brands: Sequence[tuple[int, int]]) -> list[tuple[int, int, bool]]:
        """A capitalised word in no list where only a person stands, for the names no gazetteer holds: owning what
        only a person has ("Volha's dog", "Sreelakshmi's surprise party"), addressed or doing what people do at a
        line's start ("Malka, can you proofread", "Vilayphone wants to know"), or before a listed family name
        ("Yusmary Guanipa Colmenares is", "Perizad Wadia (3 years"), after a family member or a role ("uncle
        Rêber", "driver Wayra"), planning with the writer ("Keoni, Zeynep and I"), or a family in the plural owning
        their home ("the Zhaksybekovs' place"). Not a brand, place, tool, language, date or title; not in German
        text, where every noun is capitalised. (start, end, sure): a pair found by its listed family name alone is
        not sure, so lends its words to no other mention ("Yakiniku Motoyama" and "yakiniku")."""
        if self.noun_caps or not getattr(self, "_last_english", True):
            return []
        out: list[tuple[int, int, bool]] = []

        def unknown(t: _Tok) -> bool:
            return t.cap and not t.acronym and len(t.text) >= 3 and self._unknown_name_word(t) and \
                t.low not in _INTERJECTIONS and t.low not in VENUE_WORDS and t.low not in NAMELIKE_TECH and \
                t.low not in CALENDAR and not _is_place(t.text) and not is_language(t.text) and \
                not any(a <= t.s < b for a, b in brands)

        toks = self.tokens(text)
        for m in _FAMILY_PLURAL.finditer(text):
            stem = m.group(1)[:-1].casefold()
            owned = re.match(r"\s+([a-z]+)(?:\s+([a-z]+))?", text[m.end():m.end() + 40])
            home = owned is not None and any(w in _PERSONAL or w in _FAMILY_THINGS for w in owned.groups() if w)
            word = _Tok(_WORD.match(text, m.start(1)), False)
            if home and (stem in self.last and stem not in self.common or
                         stem not in self.common and stem not in self.stop and stem not in self.tech and
                         (word.lower or unknown(word))):
                out.append((*m.span(1), True))  # "the Zhaksybekovs' place"; not "the Beatles' songs"
        for m in _FAMILY_ACTS.finditer(text):
            # "The Okonkwos invited us", "remove the Bytyqis, they moved", "the Morenos.": a listed family name
            # that is no ordinary word, in the plural, acting or ending a list item (not "the Lakers won")
            stem = m.group(1)[:-2] if m.group(1).endswith("es") and m.group(1)[:-2].casefold() in self.last \
                else m.group(1)[:-1]
            low = stem.casefold()
            if low in self.last and low not in self.common and low not in self.tech and low not in BRANDS and \
                    not _is_place(stem) and m.group(1).casefold() not in self.common:
                out.append((*m.span(1), True))
        for m in _LOWER_OWNER.finditer(text):
            # "i borrowed yaroslava's car", "i'm writing makoa keawe's eulogy": lower-case words in no list owning
            # what only a person has
            words = _tokens(m.group(1))
            if len(words) == 2 and (words[0].low in self.common or words[0].low in self.stop):
                words = words[1:]  # "borrowed yaroslava's car"
            owned = m.group(2), m.group(3)
            given = len(words) == 1 and self.is_first(words[0]) and words[0].low not in self.common and \
                len(words[0].text) >= 4  # "emeka's ticket": a given name that is no ordinary word owns anything
            if (given or any(w in _PERSONAL or w in _FAMILY_THINGS for w in owned if w)) and all(
                    t.low not in self.common and t.low not in self.stop and t.low not in self.tech and
                    t.low not in BRANDS and len(t.text) >= 3 for t in words):
                out.append((m.start(1) + words[0].s, m.end(1), True))
        for m in [*_OWN_PERSON_LOWER.finditer(text), *_KIN_LOWER.finditer(text)]:
            # "my sister grace and her bf chase want", "my ex earnest keeps", "grandma joy wants": a lower-case given
            # name after someone's relative or role, though it is an ordinary word too, where a verb, "and" or a stop
            # follows it
            words = list(re.finditer(r"[a-z]+", m.group(0)))[1:] if m.re is _OWN_PERSON_LOWER else \
                list(re.finditer(r"[a-z]+", m.group(0)))
            # one person ("my friends meet" is a verb)
            k = next((j for j in (0, 1) if words[j].group(0) in _OWNED_PEOPLE and
                      (not words[j].group(0).endswith("s") or words[j].group(0) == "boss")), None)
            if k is None or k + 1 >= len(words):
                continue
            w, at = words[k + 1].group(0), m.start() + words[k + 1].start()
            after = text[at + len(w):at + len(w) + 20]
            nxt = re.match(r"\s+([a-z]+)", after)
            if w in self.first and w not in self.stop and w not in self.tech and w not in _OWNED_PEOPLE and \
                    w not in _PERSON_VERBS and w not in _SUBJECT_VERBS and \
                    (re.match(r"(?:['’]s\b|\s*[,.;:!?)(]|\s*$)", after) or
                     nxt and (nxt.group(1) in _SUBJECT_VERBS or nxt.group(1) in _LOWER_NAME_NEXT)):
                out.append((at, at + len(w), True))
        for m in _AND_I.finditer(text):
            for w in re.finditer(r"[^\W\d_][\w'’-]*", m.group(1)):
                t = _Tok(_WORD.match(text, m.start(1) + w.start()), False)
                if t.cap and (unknown(t) or self.is_first(t) and t.low not in self.common):
                    out.append((t.s, t.e, True))  # "Keoni, Zeynep and I are planning"
        for i, t in enumerate(toks):
            prev = toks[i - 1] if i > 0 and text[toks[i - 1].e:t.s] == " " else None
            if prev is not None and prev.low in _PEOPLE_NOUNS and t.cap and (
                    unknown(t) or self.is_first(t) and t.low not in self.common):
                end = t.e
                if i + 1 < len(toks) and text[t.e:toks[i + 1].s] == " " and toks[i + 1].cap and \
                        not toks[i + 1].acronym and toks[i + 1].low not in self.stop and \
                        (unknown(toks[i + 1]) or toks[i + 1].low in self.last and
                         not pii_places.is_region(toks[i + 1].text)):
                    end = toks[i + 1].e  # "my mother-in-law Yupanqui Choque", "volunteer Nizhoni Cardinal"
                out.append((t.s, end, True))  # "uncle Rêber", "The Uber driver Wayra found", "cousins Arjun and Maxime"
                nxt = re.match(r" and ([A-Z][\w'’-]+)\b", text[t.e:t.e + 40])
                if nxt:
                    n = _Tok(_WORD.match(text, t.e + nxt.start(1)), False)
                    if unknown(n) or self.is_first(n) and n.low not in self.common:
                        out.append((n.s, n.e, True))
                continue
            nxt = toks[i + 1] if i + 1 < len(toks) and text[t.e:toks[i + 1].s] == " " else None
            if t.cap and not t.acronym and self.is_first(t) and nxt is not None and nxt.cap and not nxt.acronym and \
                    nxt.poss and not (prev is not None and prev.cap) and nxt.low not in self.tech and \
                    nxt.low not in BRANDS and nxt.low not in ORG_SUFFIXES and nxt.low not in VENUE_WORDS and \
                    not _is_place(nxt.text) and not _is_place(t.text) and \
                    not any(a <= t.s < b for a, b in brands) and \
                    (owned := re.match(r"['’]s?\s+([a-z]+)(?:\s+([a-z]+))?", text[nxt.e:nxt.e + 60])) and \
                    (owned.group(1) in _PERSONAL or owned.group(2) in _PERSONAL) and owned.group(1) not in self.stop:
                out.append((t.s, nxt.e, True))  # "Amber Price's forklift exam": a given name and a word-surname
                continue
            if not unknown(t):
                continue
            after = text[t.e:t.e + 60]
            owns = re.match(r"['’]s?\s+([a-z]+)(?:\s+([a-z]+))?", after)
            if owns and (owns.group(1) in _PERSONAL or owns.group(2) in _PERSONAL) and \
                    owns.group(1) not in _SHOP_WORDS and owns.group(1) not in self.stop:
                out.append((t.s, t.e, True))  # "Volha's dog", "Sreelakshmi's surprise party"
                continue
            line_start = re.fullmatch(r"[ \t>*\"'“-]*", text[text.rfind("\n", 0, t.s) + 1:t.s]) is not None
            before = text[max(0, t.s - 40):t.s]
            prev_word = toks[i - 1].low if i > 0 else ""
            if (re.match(r",? who\b", after) and prev_word not in _THING_BEFORE) or \
                    re.search(r"\b(?:my|her|his|their|whose) name(?: is|['’]s) $", before, re.I) or (
                    re.search(r"\b(?:called|named) $", before) and
                    any(w.lower() in _NAMED_PEOPLE for w in _WORD.findall(before)[-4:-1])) or \
                    (line_start and re.match(r" here\b[,.!:]", after)) or \
                    (_SURNAME_ENDING.search(t.low) and owns and prev_word not in _THING_BEFORE):
                # "about Tiwonge who always forgets", "her name is Tiwonge", "an engineer called Sukarmi",
                # "Temuulen here, I need", "Karimova's proposal"
                out.append((t.s, t.e, True))
                continue
            verb = re.match(r" ([a-z]+)\b", after)
            if line_start and (re.match(r", (?:can|could|would|will|please|do|did|are|have|pls|when|where|what)\b",
                                        after) or verb and verb.group(1) in _ACTING_VERBS):
                out.append((t.s, t.e, True))  # "Malka, can you proofread", "Vilayphone wants to know"
                continue
            nxt = toks[i + 1] if i + 1 < len(toks) and text[t.e:toks[i + 1].s] == " " else None
            if nxt is not None and unknown(nxt) and _SURNAME_ENDING.search(nxt.low) and prev_word not in _THING_BEFORE \
                    and not (i > 0 and toks[i - 1].cap and text[toks[i - 1].e:t.s] == " "):
                out.append((t.s, nxt.e, True))  # "and Cholpon Toktogulova expires": a family name's ending says so
                continue
            # two words in no list after a lower-case word that is no article or a thing's preposition, and before
            # a lower-case word or a stop: "allowing Kekoa Nakoa to keep" ("via Zendesk Guide", "the Noche Buena
            # promo" are things)
            acts = re.match(r" ([a-z]+)\b", text[nxt.e:nxt.e + 20]) if nxt is not None else None
            after_word = i > 0 and toks[i - 1].lower and text[toks[i - 1].e:t.s] == " " and \
                prev_word not in _THING_BEFORE and prev_word not in _PAIR_NOT_AFTER
            after_clause = re.search(r"[;,][ \t]$", text[max(0, t.s - 2):t.s]) is not None  # "...; Mialy Rasoanaivo"
            if nxt is not None and unknown(nxt) and nxt.low not in ORG_SUFFIXES and \
                    (after_word and re.match(r"(?:[ \t]+[a-z]|[ \t]*\(|[,.;:!?)]|$)", text[nxt.e:]) or
                     after_clause and re.match(r"[ \t]+[a-z]|[ \t]*\(", text[nxt.e:]) or
                     acts is not None and acts.group(1) in _SUBJECT_VERBS) and \
                    not any(all(p in self.common for p in x.low.split("-")) for x in (t, nxt) if "-" in x.low):
                out.append((t.s, nxt.e, False))
                continue
            if nxt is not None and nxt.cap and not nxt.acronym and nxt.low not in VENUE_WORDS and \
                    nxt.low not in ORG_SUFFIXES and (nxt.low in self.last or nxt.low in self.first or
                                                                     unknown(nxt) and i + 2 < len(toks) and
                                                                     toks[i + 2].low in self.last) and \
                    nxt.low not in self.common and not _is_place(nxt.text) and not _sentence_start(text, t.s) and \
                    not (i > 0 and toks[i - 1].cap and text[toks[i - 1].e:t.s] == " "):
                end = nxt.e
                if i + 2 < len(toks) and text[nxt.e:toks[i + 2].s] == " " and toks[i + 2].cap and \
                        not toks[i + 2].acronym and toks[i + 2].low in self.last and \
                        toks[i + 2].low not in self.common:
                    end = toks[i + 2].e
                elif i + 2 < len(toks) and text[nxt.e:toks[i + 2].s] == " " and toks[i + 2].cap or \
                        nxt.low not in self.last and nxt.low not in self.first:
                    continue  # a title-case run ("Guanipa Colmenares Trading Company") names no one here
                out.append((t.s, end, False))  # found by its listed family name alone: lends no word
        return [x for x in out if not self.dish(text, x[0], x[1])]  # "Rhubarb Crumble": two words in no list

    @staticmethod
    def uncased(value: str) -> bool:
        """Letters of a script without capitals (Hebrew, Arabic, Indic, Thai, Ethiopic, CJK, ...)."""
        return _UNCASED.search(value) is not None

    @staticmethod
    def latin_line(text: str, start: int, end: int) -> bool:
        """The line around a span is mostly Latin script, and the span is no Chinese, Japanese or Korean (the
        English model's reading of those is noise; their names have rules of their own)."""
        return _line_script(text, start) == "latn" and \
            not _HAN_KANA.search(text[start:end]) and not _HANGUL.search(text[start:end])

    def joined_names(self, text: str, brands: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """Names run together: "Sven/Ayşe/Kenji/Dmitri", "Dara & Sokha & Rithy" (three or more capitalised words in
        no list, or two given names, one a given name that is no ordinary word), and a comma list of two or more
        first.last handles ("reviewers: akello.ssempala, tahmina.saidova") where one is a gazetteer handle. `brands`:
        brand_spans(text)."""
        out: list[tuple[int, int]] = []
        for m in _JOINED.finditer(text):
            items = list(re.finditer(r"[^\s/&+]+", m.group(0)))
            toks = [_tokens(x.group(0)) for x in items]
            if any(len(t) != 1 or t[0].text != x.group(0) for t, x in zip(toks, items)):
                continue
            words = [t[0] for t in toks]
            if any(w.acronym or w.low in self.common or w.low in self.tech or w.low in CALENDAR or w.low in BRANDS
                   for w in words):
                continue
            firsts = sum(self.is_first(w) and self.is_rare_part(w) for w in words)
            # "Procter & Gamble", "Johnson & Johnson": two names and an ampersand make a firm
            pair_ok = firsts == 2 and "&" not in m.group(0) and words[0].low != words[1].low
            if firsts and (len(words) >= 3 or pair_ok) and \
                    not any(a < m.end() and m.start() < b for a, b in brands):
                out.extend((m.start() + x.start(), m.start() + x.end()) for x in items)
        for m in _HANDLE_LIST.finditer(text):
            items = list(re.finditer(r"[^\s,]+", m.group(0)))
            parts = [re.split(r"[._]", x.group(0)) for x in items]
            # (an initial before the family name too: "j.rinaldi, f.goñi")
            if all(len(p) == 2 and len(p[1]) >= 3 and all((len(q) >= 2 or k == 0) and q not in self.common and
                                                          q not in self.tech for k, q in enumerate(p))
                   for p in parts) and any(self.handle(x.group(0)) or (
                        len(p[0]) == 1 and self.is_rare_part(_Tok(re.match(r"\w+", p[1].capitalize()))))
                                           for x, p in zip(items, parts)):
                out.extend((m.start() + x.start(), m.start() + x.end()) for x in items)
        for m in _FIRST_NAME_LIST.finditer(text):
            # "Bridesmaids are Elena, Priit & Daniela": one-word items, two or more given names that are no ordinary
            # word, the rest given names or words in no list; no place, brand, tool or date among them
            prev = re.search(r"(?<![\w'’-])([^\W\d_][\w'’-]*)(?<=[^\W\d_]) $", text[max(0, m.start() - 40):m.start()])
            if prev and prev.group(1)[:1].isupper():
                continue  # "Ministry of Health, Labour and Welfare": a run of capitals goes on before it
            items = [_Tok(x) for x in _WORD.finditer(text, m.start(), m.end()) if x.group(0) not in ("and", "or")]
            if any(not t.cap or t.acronym or t.low in self.common or t.low in self.tech or t.low in CALENDAR or
                   t.low in BRANDS or _is_place(t.text) or is_language(t.text) or
                   not (self.is_first(t) or self._unknown_name_word(t) or t.low in self.last) for t in items):
                continue
            # or three family names or more, as a caption or a roll call has them: "Lindqvist, Bergström and Eklund
            # need to be in the photo"
            if (sum(self.is_first(t) and self.is_rare_part(t) for t in items) >= 2 or
                    (len(items) >= 3 and all(t.low in self.last for t in items))) and \
                    not any(a < m.end() and m.start() < b for a, b in brands):
                out.extend((t.s, t.e) for t in items)
        return out

    def tech_word(self, text: str, start: int, end: int) -> bool:
        """A language or tool that is also a given name, alone, in a sentence about code or tools."""
        toks = _tokens(text[start:end])
        if len(toks) != 1 or toks[0].low not in NAMELIKE_TECH or _word_before(text, start) in GREETINGS or \
                _word_before(text, start) in TITLES or re.match(SAID, text[end:]):
            return False  # "Thanks Ruby", "Julia said"
        sentence = text[_sentence_begin(text, start, ".!?\n;"):_sentence_end(text, end, ".!?\n;")]
        return any(t.low in self.tech or t.low in _TECH_CONTEXT for t in _tokens(sentence))

    def frequent_thing(self, text: str, start: int, end: int, floor: float, person: bool = True) -> bool:
        """One word that no name list holds but the web writes often ("Ofsted", "Tesco", "Duolingo", "Oxfam",
        "Finanzamt"): a body, a shop, an app or a landmark the model took for a person or a place. Never after a
        person's cue ("Dear X", "my cousin X"), never a town of 500 people GeoNames knows ("Taos" stays the places
        policy's)."""
        word = text[start:end]
        if not re.fullmatch(r"[^\W\d_]{3,}", word) or not word[:1].isupper():
            return False
        low = word.casefold()
        if low in self.first or low in self.last or self.person_cued(text, start) or _is_place(word) or \
                pii_places.is_town(word) or \
                _word_before(text, start) in TITLES or \
                _NAMED_AS.search(text[max(0, start - 30):start]):
            return False  # "goes by Ploy", "everyone calls her Ploy"
        for m in (re.search(r"([^\W\d_][\w'’-]*)(?: |,? (?:and|or|&) |, )$", text[max(0, start - 40):start]),
                  re.match(r"(?: |,? (?:and|or|&) |, )([^\W\d_][\w'’-]*)", text[end:end + 40])):
            if not m or not m.group(1)[:1].isupper():
                continue
            near = m.group(1).casefold()
            if self.is_part(_Tok(re.match(r".+", m.group(1)))) and \
                    (near not in self.common or (near in self.first and m.group(0).strip() == m.group(1))):
                return False  # "Hope Marlowe", "Kalinda, Warrick and Ikaika": a person's neighbour
        if person and any(_SUBJECT_VERB_NEXT.match(text, m.end()) or re.match(SAID, text[m.end():]) or
                          _HE_OR_SHE.search(text, m.end(), _sentence_end(text, m.end()))
                          for m in re.finditer(rf"\b{re.escape(word)}\b", text)):
            return False  # "Jaylen directs his attention", "Jaylen said", anywhere in the text: a person acts
        return web_frequency(low, getattr(self, "_last_lang", "en")) >= floor

    def ordinary_place(self, text: str, start: int, end: int) -> bool:
        """A place the model read in ordinary English words that name no place GeoNames knows ("Sales", "Nurse
        Practitioner", "Finance"): a department or a role."""
        toks = _tokens(text[start:end])
        return bool(toks) and self._last_english and all(t.low in self.common and t.low not in self.first
                                                         for t in toks) and \
            not _is_place(text[start:end]) and not pii_places.is_town(text[start:end])

    def place_cue(self, text: str, start: int, ner: bool = True) -> bool:
        """A place word stands before: "in", "via", "visit", or "to" after a journey ("a trip to Florence"); before
        a gazetteer find (`ner` false) not "from" ("a message from Ngozi" is a person's)."""
        words = _WORD.findall(text[text.rfind("\n", 0, start) + 1:start])[-3:]
        if not words:
            return False
        last = words[-1].lower()
        if last == "from" and not ner:
            return False
        return last in _PLACE_CUES or (last in ("to", "a", "à", "para", "per", "do") and
                                       any(w.lower() in _TRAVEL for w in words[:-1]))

    def supported_in_code(self, text: str, start: int, end: int) -> bool:
        """An NER hit in a comment or string of code: capitalised, with a gazetteer name part that is no ordinary
        word, a cue before it ("copy by Killa") or "said" after it; comments start with verbs and name tools ("Find
        the root", "Cloud Computing", "Cytoscape")."""
        toks = [t for t in _tokens(text[start:end]) if t.low not in PARTICLES]
        return bool(toks) and toks[0].text[:1].isupper() and (
            any(self.is_rare_part(t) for t in toks) or _word_before(text, start) in self.cues or
            re.match(SAID, text[end:]) is not None)  # "// HACK: Hoi-yan said the API ..."

    def supported(self, text: str, start: int, end: int) -> bool:
        """An NER hit holds a gazetteer first name (German surnames are often nouns too: Bauer, Jahr, Fischer)."""
        # a capitalised one: lower-case words of the hit are that language's ("hari" is "day" in Indonesian, "ya", "la",
        # "lang"), and the model's hit runs over them ("datang ke Bandung hari Jumat")
        # (a text all in lower case has no other evidence: "umut sordu")
        lower = text.islower()
        return any((t.cap or lower) and self.is_part(t) and t.low in self.first and t.low not in PARTICLES
                   for t in _tokens(text[start:end]))


# Where code names a person: a string assigned to a name-like key ("author": "...", full_name == '...'), or the
# words after an author-like label in a comment, docstring, commit or blame line ("# reviewer: ...").
_PERSON_KEY = (r"(?:[a-z_]*_)?(?:name|full_?name|first_?name|last_?name|first|last|surname|given_?name|family_?name|"
               r"author|owner|reviewer|assignee|maintainer|oncall|on_call|reporter|requester|approver|user|"
               r"sender|recipient|contact|customer|employee|manager|user_?name|display_?name|coach|captain|lead|"
               r"supervisor|candidate|interviewer|student|patient|tenant|primary|secondary|backup|"
               r"claimant|adjuster|insured|policy_?holder|account_?holder|beneficiary|heir|witness|guarantor|debtor|"
               r"applicant|passenger|guest|attendee|participant|driver|signatory|spouse|landlord|buyer|seller|"
               r"keeper|goalkeeper|referee|chaperone|organi[sz]er|"
               r"(?:prepared|requested|approved|created|submitted)_?by|assigned_?to)")
_CODE_VALUE = re.compile(r"(?i)\b" + _PERSON_KEY + r"""["']?\s*(?:==|=|:)\s*(?:[a-z]?)(["'])([^"'\n]{2,60})\1""")
# Keys for a part of a name, and SQL's list of them: "first_name": ..., first='Love', last_name IN ('Thao', 'Linh').
_NAME_PART_KEY = re.compile(r"(?i)(?:[a-z_]*_)?(?:(?:first|last|given|family|middle|sur|fore)_?name|first|last|"
                            r"surname|forename)\b")
_NAME_IN_LIST = re.compile(r"(?i)\b(?:[a-z_]*_)?(?:first|last|given|family|sur)_?name\s+(?:not\s+)?in\s*\(([^)\n]*)\)")
# The same keys unquoted at the start of a line of a config file: "name = Llanka Millapán" (.gitconfig, INI, YAML)
_CODE_BARE = re.compile(r"(?im)^[ \t-]*" + _PERSON_KEY + r"[ \t]*(?:=|:)[ \t]*([^\W\d_][^\n#;,\"'=:{}()\[\]]{1,60}?)[ \t]*$")
_CODE_LABEL = re.compile(r"(?im)(?:^|[#*/;-]\s*|\b)(?:author|authors|reviewer|reviewed[ -]by|written[ -]by|owner|"
                         r"maintainer|assignee|assigned(?:[ -]to)?|signed-off-by|co-authored-by|contact|cc|by)\s*:?[ \t]+"
                         r"((?:[^\W\d_][\w'’.-]*)(?:[ \t]+[^\W\d_][\w'’.-]*){0,4})")


# A table's column of people: "name", "full_name", "owner", "created_by", "Assignee" (not "file_name", "company name").
_PERSON_COLUMN = re.compile(r"(?:(?:full|first|last|given|family|legal|contact|customer|employee|student|patient|"
                            r"tenant|member|user|owner|author|candidate|driver)[ _]?)?name|surname|username|user|login|"
                            r"owner|assignee|reporter|author|reviewer|approver|requester|employee|customer|contact|"
                            r"manager|tenant|guarantor|patient|driver|candidate|interviewer|student|member|attendee|"
                            r"participant|speaker|interviewee|caller|presenter|panelist|panellist|witness|teacher|tutor|instructor|"
                            r"coach|trainer|seller|buyer|sitter|walker|volunteer|host|organi[sz]er|"
                            r"reader|intercessor|usher|steward|greeter|preacher|officiant|celebrant|organist|cleaner|"
                            r"stylist|therapist|barber|photographer|nanny|client|guest|donor|deceased|recipient|payee|"
                            r"(?:created|updated|modified|assigned|requested|approved)[ _]?(?:by|to)")
# A mail's closing on a line of its own: "Kind regards,", "Thanks in advance for any tips on the lease,", "Cheers".
_CLOSING = re.compile(r"(?im)^[ \t>]*(?:(?:kind|best|warm|warmest|many)?[ \t]*(?:regards|wishes|thanks)|thank you|"
                      r"thanks(?: [^\n]{0,60})?|best|cheers|sincerely|yours(?: sincerely| truly| faithfully)?|"
                      r"respectfully|cordialement|bien à vous|saludos(?: cordiales)?|un saludo|atentamente|"
                      r"mit freundlichen grüßen|viele grüße|liebe grüße|beste grüße|met vriendelijke groet|groeten|"
                      r"pozdrawiam|cordiali saluti|distinti saluti|atenciosamente|abraços)[ \t]*[,!.]?[ \t]*\n")
# A short closing at a line's end, then who signs: "LG Birgit", "Bisous, Inès", "Groetjes Sanne".
_INLINE_CLOSING = re.compile(r"(?m)(?:^|(?<=[.!?)] )|(?<=[.!?)]  ))(?:LG|VG|MfG|Gruß|Grüße|Bisous|Bises|Besos|Abrazos|"
                             r"Saludos|Groetjes|Groeten|Pozdrawiam|Pozdrav|Hälsningar|Mvh|Hilsen|Baci|Abraços|Beijos|"
                             r"xoxo|xx)[,!]?[ \t]+([A-ZÀ-ÞĀ-Ž][\w'’-]+(?:[ \t]+[A-ZÀ-ÞĀ-Ž][\w'’-]+)?)"
                             r"[ \t]*[.!]?[ \t]*$")
# Words of a job title under a signature's name: "Practice Manager", "Head of Procurement".
_TITLE_WORDS = frozenset("""head chief director officer lead senior junior principal associate assistant specialist
coordinator administrator engineer developer analyst consultant advisor adviser partner founder ceo cto cfo coo vp
president secretary accountant nurse practitioner editor producer recruiter supervisor intern""".split())
# An airline record's name: "MENSAH/ADWOA MS", "KAHANANUI/KEALA MRS" (family name, slash, given names, title).
_PNR_NAME = re.compile(r"(?<![\w/])([A-Z][A-Z'-]+(?:[ -][A-Z][A-Z'-]+){0,2}/[A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+){0,2}?)"
                       r"[ \t]+(?:MR|MRS|MS|MISS|MSTR|DR|PROF|CHD|INF)\b")
# A directory's or a calendar's common name: "CN=Naalnish Benally,OU=Staff", "ORGANIZER;CN=Wiktoria Kowalska:mailto:".
_CN_NAME = re.compile(r"\bCN=([^,;:=\n\\\"]{2,60}?)(?=[,;:\n\"]|$)")
_VCARD_FN = re.compile(r"(?m)^FN(?:;[^:\n]*)?:([^\n]{2,60}?)[ \t]*$")
_VCARD_N = re.compile(r"(?m)^N(?:;[^:\n]*)?:([^;\n]*);([^;\n]*)")
_LATEX_AUTHOR = re.compile(r"\\author\{([^{}\n]{2,200})\}")
# git's author columns: blame ("^a81c3e2 (Name Surname 2024-03-11 14:02:11 +0100 12)") and shortlog -sn ("42<TAB>Name").
_AUTHOR_COLUMN = re.compile(r"(?m)^\^?[0-9a-f]{7,40}\s+(?:\S+\s+)?\(([^()\n\d]+?)\s+\d{4}-\d\d-\d\d[ T]\d"
                            r"|^[ \t]*\d+(?:\t|[ ]{2,})([^\W\d_][^\n<>()\[\]{}=;:,]*?)(?:[ \t]+<[^>\n]*>)?[ \t]*$")


# Urdu and Persian letter forms -> the Arabic ones the gazetteer's Arab countries write (_listed).
_ARABIC_FORMS = str.maketrans({"ی": "ي", "ک": "ك", "ہ": "ه", "ۃ": "ة", "ھ": "ه", "ے": "ي"})

# Case endings of names in languages that inflect them, and the nominative they replace (NameFinder._base_form).
_CASE_ENDINGS = {
    "cyrl": [("ой", "а"), ("ою", "а"), ("ей", "я"), ("ей", "а"), ("ы", "а"), ("е", "а"), ("у", "а"), ("ю", "я"),
             ("ем", "ь"), ("ем", "й"), ("ем", ""), ("ом", ""), ("ым", ""), ("ым", "ий"), ("ого", "ий"),
             ("ому", "ий"), ("ой", "ий"), ("ой", "ая"), ("ую", "ая"), ("а", ""), ("у", ""), ("е", ""),
             ("я", "й"), ("ю", "й"), ("и", "а"), ("ові", ""), ("еві", "ь"), ("ку", "ко"), ("ка", "ко"),
             ("ові", "о"), ("ом", "о")],
    "pl": [("cie", "ta"), ("dzie", "da"), ("rze", "ra"), ("iej", "a"), ("ej", "a"), ("ą", "a"), ("ę", "a"),
           ("ie", "a"), ("y", "a"), ("i", "a"), ("owi", ""),
           ("iem", ""), ("em", ""), ("iego", "i"), ("iemu", "i"), ("ego", "i"), ("emu", "i"), ("ego", "y"),
           ("emu", "y"), ("im", "i"), ("a", ""), ("u", "")],
    # casefolded: a final sigma is "σ" ("Σπύρο" -> "σπύροσ", the gazetteer's casefolded "Σπύρος")
    "grek": [("ο", "οσ"), ("η", "ησ"), ("α", "ασ"), ("ου", "οσ"), ("ου", "ησ"), ("ων", "οσ"), ("ασ", "α"),
             ("ησ", "η")],
    "lv": [("im", "is"), ("am", "s"), ("ņam", "ņš"), ("ai", "a"), ("ei", "e"), ("a", "s"), ("as", "a"),
           ("u", "s"), ("ā", "s"), ("ā", "a")],
    # Finnish: genitive -n, partitive -a/-ä/-ta, allative -lle, ... ("Liisan", "Ilkkaa", "Satua", "Annelle")
    "fi": [("n", ""), ("a", ""), ("ä", ""), ("ta", ""), ("tä", ""), ("lle", ""), ("lta", ""), ("ltä", ""),
           ("lla", ""), ("llä", ""), ("ssa", ""), ("ssä", ""), ("sta", ""), ("stä", ""), ("ksi", "")],
    "cs": [("ě", "a"), ("é", "á"), ("ou", "á"), ("ou", "a"), ("y", "a"), ("u", "a"), ("e", "a"), ("i", "a"),
           ("ovi", ""), ("em", ""), ("ého", "ý"), ("ému", "ý"), ("ým", "ý"), ("a", ""), ("u", ""), ("ím", "í"),
           ("ího", "í"), ("ímu", "í")],
}

_LATIN_INFLECTING = frozenset("pl cs lv".split())
# Letters only Polish, Czech, Slovak and the Baltic languages write.
_SLAVIC_LETTERS = re.compile(r"[ěčřžůňťďľĺŕłąęśźżćńėįų]", re.I)
# Languages that write a given name's genitive with a bare -s ("Annas", "Björns", "Jans").
_GENITIVE_S = frozenset("de sv nl".split())

# @mentions, TODO owners and home folders (user_handles).
_MENTION = re.compile(r"(?<![\w@./-])@([A-Za-z][\w.-]{1,38})")
# What follows a handle that opens a line and addresses someone ("@yossig can you review", "@ahmedz, thoughts?").
_ADDRESSED_NEXT = re.compile(r"(?:[ \t]+(?:can|could|would|please|pls|plz|merged|approved|reviewed|commented|pushed|"
                             r"opened|closed|assigned|mentioned|thanks|thx|ptal|lgtm|fyi|any|mind)\b|,[ \t]+[a-z])")
_TODO_OWNER = re.compile(r"\b(?:TODO|FIXME|HACK|XXX|NOTE|BUG)[ \t]?\(([A-Za-z][\w.-]{1,38})\)"
                         r"|\[quote=[\"']?([A-Za-z][\w.-]{1,38})"  # also a forum's "[quote=eleni_k]"
                         r"|\b(?:TODO|FIXME|HACK|XXX)[ \t]+@?([a-z][a-z0-9._-]{2,38}):")  # "TODO lwanjiru: swap ..."
# A branch that opens with its owner's name: "feature/priya-sso", "fix/kwame-null-deref".
_BRANCH_OWNER = re.compile(r"\b(?:feature|feat|fix|bugfix|hotfix|chore|wip|dev|users?)/([a-z]{4,20})[-_/]|"
                           r"\b(?:[Bb]ranch|checkout|push|pull|rebase|merge)[ \t]+(?:origin/)?"
                           r"(?!(?:feature|feat|fix|bugfix|hotfix|chore|release|users?)/)([a-z]{4,20})/[\w.-]")
# A comment that opens with its owner's login: "# akrishnan: nightly backup".
_COMMENT_OWNER = re.compile(r"(?m)^[ \t]*(?:#|//|--)[ \t]*([a-z]{5,20}):[ \t]")
# Keys whose value is a person: an owner, whoever filed, reviewed or changed a thing, whoever is on call.
_PERSON_KEYS = (r"owner|assignee|reporter|author|reviewer|approver|requester|requestor|creator|maintainer|committer|"
                r"submitter|oncall|on_call|on-call|(?:created|updated|modified|changed|closed|opened|assigned|"
                r"requested|approved|reviewed|submitted|edited|deleted|resolved|triggered)_?by|assigned_?to")
# Keys that name a person only in a rota ("primary: ana.fonua"; "primary: db1" is a host): a handle-shaped value.
_ROTA_LOGIN = re.compile(r"(?im)^[ \t-]*[\"']?(?:primary|secondary|backup|escalation|shadow|lead)[\"']?[ \t]*:[ \t]*"
                         r"['\"]?([a-z][a-z0-9._-]{2,30})(?![\w@])")
# A role that only a person fills, as a key in a log line, YAML or JSON: "driver=strabelsi", "courier: a.mensah";
# a handle-shaped value ("driver=overlay2", "driver: bridge" name no one: _login_like decides).
_ROLE_LOGIN = re.compile(r"(?i)(?<![\w.-])[\"']?(?:[a-z]+_)?(?:driver|co_?driver|courier|rider|dispatcher|picker|"
                         r"packer|loader|agent|pilot|skipper|captain|vet|nurse|doctor|teacher|tutor|coach|"
                         r"supervisor|manager|contact|crew|member|signer|signatory|customer|client|patient|tenant|"
                         r"applicant|candidate|employee|student|guest|passenger|landlord|buyer|seller|referee|"
                         r"interviewer|recruiter|sponsor|"
                         r"driver_id|handled_by|picked_by|packed_by|delivered_by|checked_by)[\"']?[ \t]*[=:][ \t]*"
                         r"['\"]?([a-z][a-z0-9._-]{2,30})(?![\w@(])")
# A key whose value lists people: "assignees = [\"strabelsi\", \"degataga.squirrel\"]", "reviewers: [a.b, c.d]".
_PEOPLE_LIST = re.compile(r"(?i)(?<![\w.-])[\"']?(?:[a-z]+_)?(?:assignees|reviewers|approvers|owners|authors|"
                          r"maintainers|members|drivers|couriers|watchers|cc|recipients|attendees|participants|"
                          r"signers|crew)[\"']?[ \t]*[=:][ \t]*\[([^\]\n]{1,400})\]|"
                          # a membership test on a login: 'if user.username in ("mkowalczyk", "jnovak"):'
                          r"\b(?:user|username|login|uid|owner|author|assignee)[ \t]+(?:not[ \t]+)?in[ \t]*"
                          r"[(\[{]([^)\]}\n]{1,400})[)\]}]")
_ASKED_BY = frozenset("is was did does has will who".split())  # the word right before, as tokens read it
# Where a question asks about or after someone: "who is <lamria siregar>", "where did <prinsha narayan> leave".
_LOWER_ASKED = re.compile(r"(?i)(?:\bwho(?:[ \t]+is|['’]s|[ \t]+was)|\b(?:where|when|why|how|what)[ \t]+(?:did|does|"
                          r"is|was|has|will)|^[ \t]*(?:did|does))[ \t]+\Z")
# "edited by nikolai.v", "approved by tkowalczyk": a login after a verb of a change's history.
_BY_LOGIN = re.compile(r"\b(?:edited|created|updated|modified|committed|authored|approved|reviewed|submitted|requested|"
                       r"reported|closed|opened|merged|resolved|assigned|deployed|triggered|signed|pushed|filed|"
                       r"raised|logged|written|maintained|owned|added|removed|changed|hack|fix|patch|workaround) "
                       r"by[ \t]+@?([a-z][a-z0-9._-]{2,30})(?![\w@])")
# A login where a key or a log line says so: "ansible_user=hkowalczyk", "login failed for user agomez".
_LOGIN = re.compile(r"(?i)(?:\b(?:[a-z]+_)?(?:user|username|login|uid)[ \t]*=[ \t]*|\bfor[ \t]+user[ \t]+|"
                    r"\buser[ \t]+(?=['\"])|"  # ldap's "user 'ksenia.v' not found"
                    # a key that names who owns or did something, in YAML, JSON, logfmt or a form:
                    # "assignee: jmartinez", "\"reporter\": \"hkim\"", "created_by=lwanjiru"
                    r"(?:(?m:^)|(?<=[\s{,(\"']))[\"']?(?:[a-z]+_)?(?:" + _PERSON_KEYS + r")[\"']?[ \t]*[=:][ \t]*|"
                    r"(?m:^)[ \t]*uid:[ \t]*|\bowner=|[\"']owner[\"'][ \t]*:[ \t]*|"
                    # a command's flag: "gh pr create --reviewer lwazi-n", "--assignee=hkim"
                    r"(?<=\s)--(?:" + _PERSON_KEYS + r"|user|username|login)[ \t=]+|"
                    # a user and password: "curl -u nsibanda:hunter2", "--user=hkim:secret"
                    r"(?<=\s)(?:-u|--user)[ \t=]+(?=[a-z][a-z0-9._-]{2,30}:))"
                    r"['\"]?([a-z][a-z0-9._-]{2,30})(?![\w@])")
# Logins that formats name, case-sensitive: "ssh mbotha@build-01", "crontab owned by vvongsa", whoami's answer,
# sudo's "Sorry, user x may not run sudo", GitHub's
# "Merge pull request #44 from tkowalczyk/fix-rounding".
_LOGIN_FORMAT = re.compile(r"(?:\b(?:owned by|chown|Sorry, user|session created for|logged in as|Invalid user|"
                           r"(?:Accepted|Failed) (?:password|publickey|keyboard-interactive/pam|gssapi-with-mic) for"
                           r"(?: invalid user)?)[ \t]+|"  # sshd's log lines
                           r"\$ whoami\n|(?m:^)\S+ - (?=[a-z][\w.-]{1,30} \[\d{2}/[A-Z][a-z]{2}/\d{4}:)|"
                           r"\bssh[ \t]+(?:-[A-Za-z][ \t]+\S+[ \t]+)*)"
                           r"([a-z][a-z0-9._-]{1,30})(?=@[\w.-]|[:\s,;'\"]|$)|"
                           r"\b[Mm]erge pull request #\d+ from ([A-Za-z0-9][\w-]{1,38})/")
_HOME_DIR = re.compile(r"(?:/home/|/Users/|[A-Za-z]:\\+Users\\+|/u/)([A-Za-z][\w.-]{1,38})(?=[/\\])")
_NOT_USERS = frozenset("root admin user username me you shared public default guest runner ubuntu ec2-user "
                       "vagrant docker www-data nobody".split())
# A CODEOWNERS line up to a mention: a path or glob, then owners ("/docs/ @a @b", "*.tf @team").
_CODEOWNERS = re.compile(r"(?:^|[\s`])[\w.-]*[/*.][^\s@`]*(?:[ \t]+@[\w./-]+)*[ \t]+$|^[ \t]*\*[ \t]+$")


# At-words of programming languages and tools: decorators, doc tags, CSS rules, annotations.
_AT_KEYWORDS = frozenset("""param params return returns throws throw author since see version deprecated override
interface implementation end property synthesize dynamic protocol optional required class selector media import
keyframes font-face charset supports page namespace layer container tailwind apply extend include mixin function
use forward each if else for while echo type types typedef callback example link inheritdoc todo fixme internal
private public protected static abstract final readonly override input output viewchild hostlistener injectable
component directive pipe ngmodule service entity column table id test before after beforeeach aftereach
beforeall afterall mock patch fixture staticmethod classmethod dataclass app router get post put delete patch
here channel everyone all dev prod staging latest next canary beta alpha rc lts stable main master home
unique default relation map updatedat createdat var ts-ignore ts-expect-error ts-nocheck ts-check eslint-disable
requestbody requestparam pathvariable autowired repository controller restcontroller getmapping postmapping
putmapping deletemapping requestmapping bean configuration value transactional generatedvalue onetomany manytoone
manytomany onetoone data getter setter builder slf4j springbootapplication notnull nullable valid jsonproperty
""".split())

# A list item's start ("- ", "* ", "1) ", "2. ") and where its name ends (" (mother)", " - Finance", ": ...").
_BULLET = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,3}[.)]|\(\d{1,3}\)|\[\d{1,3}\])[ \t]+")
_ITEM_END = re.compile(r"\s+[(\[–—-]\s*|\s*[:,;(]|\s+<|\s{2,}")


def text_initial(word: str) -> bool:
    return len(word) == 1 and word.isupper()


# A speaker label at a line's start: "[09:15] Min-jun: ...", "12:01 - Aoife: ...", "HANNELORE: ...", "<khin> ...".
_SPEAKER = re.compile(r"(?m)^[ \t>]*(\[?\(?(?:\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?,?\s+)?"  # "12/03/25, 21:04 - "
                      r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\]?\)?[ \t]*(?:-[ \t]*)?)?"
                      r"(?:<([^<>\n]{2,40})>|([^\W\d_][^:\n(]{0,40}?)[ \t]*"
                      r"(\(\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\))?[ \t]*:)[ \t]")  # "Raidel (12:01): ..."
_ITEM_SEPARATOR = re.compile(r";|(?<= )/(?= )")
_MID_SPEAKER = re.compile(r"(?<=[ \t])(?<!, )([A-Z][^\W\d_'’.-]*(?:[-'’][^\W\d_]+)?(?: [A-Z][^\W\d_]+)?):[ \t]")
# A form's field: a colon after a label of up to six words (checked against _LABEL_WORDS), or "under the name" in prose.
_FIELD_COLON = re.compile(r"[:：][ \t]*|\b(under the name(?: of)?|in the name of)[ \t]+", re.I)
_LABEL_RUN = re.compile(r"(?:[^\W\d_][\w'’" + _MARKS + r"-]*[ \t]?){1,6}")
# Words that say whose name a field holds, in the languages prompts come in; a label needs one of _LABEL_ANCHORS.
_LABEL_ANCHORS = frozenset("""name names surname surnames forename forenames holder cardholder beneficiary payee
applicant passenger patient employee tenant guest signatory witness insured policyholder borrower attn attention
nombre apellido apellidos nom prénom vorname nachname nome cognome naam voornaam achternaam imię nazwisko jméno
příjmení имя фамилия фио ім'я прізвище adı soyadı soyad isim nama tên pangalan jina ชื่อ นามสกุล שם اسم الاسم
नाम passagier teacher co-applicant guarantor referee supervisor physician dentist organizer organiser guarantors
co-signer co-signers cosigner cosigners witnesses heir heirs beneficiaries signatories tenants landlord landlords
attendees passengers guests participants executor executors trustee trustees claimant claimants seller buyer debtor
adjuster cashier waiter waitress server served""".split())
_LABEL_WORDS = _LABEL_ANCHORS | frozenset("""full first last given family middle legal maiden preferred on the card
ticket passport account of my your his her their primary main lead contact person emergency next kin guardian
spouse customer client student under in complete real registered name's ad ve e-mail by""".split()) - {"e-mail"}
# Words a field's value holds that name no one: "Name: N/A", "Beneficiary: same as above", "Holder: unknown".
_FIELD_NOT_NAMES = frozenset("""n/a na none unknown same above below tbd tba required optional redacted anonymous
test example sample user admin self yes no other""".split())
# "A's and B's": two owners of one thing.
_POSS_NAME = r"([A-Z][\w'’-]*[^\W\d_](?: [A-Z][\w'’-]*[^\W\d_]){0,2})"
_POSSESSIVE_PAIR = re.compile(_POSS_NAME + r"['’]s and " + _POSS_NAME + r"['’]s\b")
# "Family, Given; Family, Given": a reference or roster list (the items are checked in inverted_pairs).
_INV_SIDE = r"(?:[^\W\d_][\w'’.-]*\.?)(?: [^\W\d_][\w'’.-]*){0,3}"
# "Family, Given" as a field's whole value, and where a field opens (a line's start, a label's colon, a quote, a
# cell, a list mark) and closes (a line's end, a dash, a colon, a bracket, a cell's bar, a semicolon, a quote, "&")
_FG_WORD = r"[^\W\d_](?:[\w'’-]*[^\W\d_])?"
_FAMILY_GIVEN = re.compile(r"(?m)(?:^|(?<=[:|\"(=\[;•*–—])|(?<=\d[.)])|(?<![\w'’-])['-])[ \t]*"  # where a field opens
                           rf"((?:{_FG_WORD}[ \t]){{0,3}}{_FG_WORD}), ({_FG_WORD}(?:[ \t]{_FG_WORD})?)"
                           r"(?=[ \t]*(?:$|\n|[—–:(|;\"'&\]]|- ))")
_SIKH_NAMES = frozenset(("kaur", "singh"))  # the second given word of "Randhawa, Harpreet Kaur"
_FIELD_OPEN = re.compile(r"(?m)(?:^|[:|\"'(=\[;]|[-*•–—]|\d[.)])[ \t]*\Z")
# A family named after its name: "the Qureshis", "the mensahs", "the Dube family", "THE FELDMAN FAMILY"
_FAMILY_REF = re.compile(r"(?<![\w'’-])(?:[Tt]he|THE) (?:([^\W\d_][\w'’-]*?(?:s|S))(?=['’]?(?![\w'’-]))|"
                         r"([^\W\d_][\w'’-]*) (?:[Ff]amily|FAMILY)(?![\w-]))")
_FAMOUS_FAMILIES = frozenset("""simpsons flintstones jetsons sopranos kardashians waltons osbournes incredibles
griffins addams partridges bradys bluths belchers croods""".split())
# What a death leaves, before "of" and a lower-case name: "funeral of youkhana odisho".
_MOURNED = re.compile(r"\b(?:funerals?|memory|memorial|death|passing|burial|wake|grave|family|widow|widower|estate|"
                      r"obituary|eulogy|vigil) of ([a-z][a-z'’-]{2,} [a-z][a-z'’-]{2,})(?![\w'’-])")
# One word of a name, with one hyphenated part at most (NameFinder.inverted_pair).
_CAP_WORD = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:-[^\W\d_]+)?")
# A closing, a comma, then who signs, at a line's end (NameFinder.signed_names).
_SIGNED = re.compile(r"(?m)(?:^|(?<=[.!?])[ \t]+)[ \t]*(?i:best wishes|kind regards|best regards|warm regards|warmest "
                     r"regards|many thanks|thanks again|yours sincerely|yours truly|yours faithfully|sincerely|with "
                     r"thanks|with love|all the best|take care|cheers|thanks|regards|best|love)[ \t]*,[ \t]*\n?[ \t]*"
                     r"([A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+(?: [A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+){0,2})[ \t]*[.!]?[ \t]*$")
# A reference of capitals and numbers joined by hyphens or slashes (NameFinder.reference_surnames).
_REFERENCE = re.compile(r"(?<![\w/.-])[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+){1,4}(?![\w/-]|\.\w)")
# Two words before a Turkic "son of" or "daughter of" (NameFinder.patronym_names).
_PATRONYM_NAME = re.compile(r"(?<![\w'’-])([^\W\d_][\w'’-]+ [^\W\d_][\w'’-]+) ((?i:"
                            + "|".join(map(re.escape, sorted(PATRONYM_AFTER, key=len, reverse=True)))
                            + r"))(?![\w-])")
# A name in brackets after a phone number
_PHONE_OWNER = re.compile(r"(?<![\w.])\+?\d[\d \t().-]{6,}\d[ \t]*\(([A-Z][^\W\d_]+(?:[ -][A-Z][^\W\d_]+)?)\)")
# An English title right before a bare initial: "Mrs R Kamau"
_TITLE_BEFORE = re.compile(r"\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Rev|Revd|Prof)\.? \Z")
# A lower-case list of "a. dahari" items
_INITIAL_ITEM = re.compile(r"(?<![\w.])([a-z])\. ([a-z][a-z'’-]{2,})(?![\w.'’-])")
_INITIAL_LIST = re.compile(r"(?<![\w.])[a-z]\. [a-z][a-z'’-]{2,}"
                           r"(?:(?:, (?:and )?| and | & |; | / )[a-z]\. [a-z][a-z'’-]{2,})+(?![\w'’-])")
_INVERTED_LIST = re.compile(_INV_SIDE + r", " + _INV_SIDE + r"(?:; " + _INV_SIDE + r", " + _INV_SIDE + r")+")
# Chat exports: Discord's and Slack's "name — Today at 4:12 PM", and a handle before what it did in a review thread.
_CHAT_HEADER = re.compile(r"(?m)^[ \t]*([^\W\d_][\w.'’ -]{1,40}?)[ \t]+[—–-][ \t]+"
                          r"(?:Today|Yesterday|\d{1,2}/\d{1,2}/\d{2,4})(?: at)?[ \t]+\d{1,2}:\d{2}|"
                          # Slack's copied line, the time after the name: "jwhitaker 10:14 AM: who owns ..."
                          r"^[ \t]*([^\W\d_][\w.'’-]{1,30}(?: [^\W\d_][\w'’-]{1,30}){0,2})[ \t]+"
                          r"\[?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\]?[ \t]*(?::[ \t]|$)")
_HANDLE_SAYS = re.compile(r"(?m)^[ \t>]*([a-z][a-z0-9]*[._-][a-z][a-z0-9._-]*)[ \t]+(?:commented|replied|wrote|"
                          r"approved|reviewed|requested changes|mentioned|reacted|asked|opened|closed|merged|pushed|"
                          r"assigned)\b")
_LABEL_VERBS = frozenset("bill ship sold deliver remit send".split())
# A header whose value is a name and then an address: "Ship to: Name, 44 Rue des Lilas, 69003 Lyon".
_ADDRESS_LABEL = re.compile(r"(?i)\b(?:(?:bill|ship|sold|deliver)[ \t]+to|attn|consignee)[ \t]*:[ \t]*$")
# Mail headers and attendee lists that name people.
# Git's commit trailers that name a person.
_TRAILER_KEYS = "(?:signed-off|co-authored|reviewed|acked|tested|reported|suggested|approved)-by"
_HEADER = re.compile(r"(?im)^[ \t>]*(?:(?:[-*•]|//+|#+|--|/?\*+)[ \t]*)?"
                     r"(?:from|to|cc|bcc|sender|reply-to|attendees|participants|present|"
                     r"von|an|de|para|"
                     # a ticket's, an order's or a meeting's people: "Reporter: ...", "Bill to: ...", "Owner: ..."
                     r"reporter|requester|owners?|contacts?|point of contact|account manager|sales rep|"
                     r"(?:bill|ship|sold|deliver) to|attn|consignee|(?:prepared|requested|submitted|escalated) by|"
                     r"on-?call|primary|secondary|coach|captain|lead|candidate|interviewers?|panel|supervisor|"
                     r"student|claimant|adjuster|technician|facilitator|note-?taker|scribe|host|chairs|"
                     + _TRAILER_KEYS + "|"
                     r"reviewers?|assignees?|approvers?|maintainers?|authors?|committer|organi[sz]er|invitees?|"
                     r"required|optional|speakers?|moderators?|panelists?|chair|"
                     r"à|van|aan|från|till|teilnehmer|participants)[ \t]*:[ \t]*([^\n]{2,300})$")
_NOT_SPEAKERS = frozenset("""user users assistant system human ai bot chatbot gpt chatgpt agent customer client support
operator moderator admin host guest me you q a question answer input output example note notes nb ps todo fixme
warning error info debug trace fatal subject re fwd fw date sent time title description summary status priority
step steps tip hint source sources reference link url email phone tel fax address location owner team version
translation original response reply request prompt context instructions task goal result results
interviewer interviewee narrator speaker caller candidate doctor patient teacher student witness reporter lawyer
judge nurse""".split())

# A commit trailer inside a line, as a pasted or flattened commit message has it: "export fixed
# Co-authored-by: Korotoumou Sangaré <noreply@example.org>" (the name before its mail address).
_MID_TRAILER = re.compile(r"(?i)(?<=\S)[ \t]+" + _TRAILER_KEYS + r":[ \t]*([^\n<>:]{2,60}?)[ \t]*(?=<[^<>\s]+@)")
# A YAML list under a key that names people.
_YAML_PEOPLE = re.compile(r"(?im)^[ \t]*(?:owners?|authors?|maintainers?|reviewers?|assignees?|approvers?|members|"
                          r"attendees|participants|contributors|people|team_members)[ \t]*:[ \t]*\n"
                          r"(?:[ \t]*-[ \t]+[^\n]*(?:\n|$))+")
# Scripts without capitals (Arabic, Hebrew, Han, kana, Hangul, Thai, Lao, Tibetan, Burmese, Georgian, Ethiopic,
# Indic, Khmer).
_UNCASED = re.compile(r"[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u10a0-\u10ff"
                      r"\u1200-\u137f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")
# A label that names people in Chinese, Japanese or Korean (attendees, owner, sender, recipient, contact, author),
# then what it names, up to the sentence's end; also "send to:" and "cc:".
_CJK_PERSON_LABEL = re.compile(r"(?:负责人|負責人|联系人|聯絡人|发件人|發件人|收件人|参会人员|參會人員|"
                               r"参会者|与会者|與會者|"
                               r"出席者|参加者|參加者|担当者?|担当|お客様名|氏名|名前|姓名|技师|技師|保姆|教练|教練|差出人|宛先|作者|申请人|申請人|经办人|審批人|审批人|"
                               r"成员|成員|发给|發給|抄送|转给|轉給|담당자|참석자|보낸 사람|받는 사람|작성자|연락처|"
                               # applicant, candidate, customer, tenant, landlord, interviewer, referee
                               r"候选人|候選人|申请者|申請者|応募者|候補者|客户|客戶|顾客|顧客|お客様|租客|房客|房东|房東|"
                               r"面试官|面試官|推荐人|推薦人|紹介者|지원자|후보자|고객|세입자|집주인|면접관|"
                               # the insured, policyholder, driver, witness, patient, caller (in claims and reports)
                               r"被保险人|被保險人|投保人|驾驶员|駕駛員|目击者|目擊者|报警人|報警人|报案人|報案人|"
                               r"患者|伤者|傷者|家属|家屬|契約者|被保険者|運転者|目撃者|"
                               # a rota's readers, leaders and hosts, a gift's donor, the deceased
                               r"读经|讀經|领诗|領詩|司琴|证道|證道|讲员|講員|主领|主領|招待|值日|值班|主持人|司仪|司儀|"
                               r"奉献人|奉獻人|捐款人|捐赠人|捐贈人|逝者|故人)"
                               r"(?:名单|名單)?"  # "候选人名单：欧阳志强、刘伟"
                               r"(?:[ \t]*[:：][ \t]*([^。\n.!?！？：:；;]{1,80})|"
                               r"[（(]([^）)\n]{2,12})[）)])")  # "带客户（欧阳晨）看房"
# A Chinese role written onto the name after it ("报警人刘雨晴称", "患者杨伟，", "家属刘浩陪同"), and a family name
# written onto the title after it ("王医生接诊"): the name is a family name of _ZH_SURNAMES and one or two characters
# (one where the third is a verb or particle: "李伟在", "刘浩陪同")
_ZH_GLUED_ROLE = re.compile(r"(?:报警人|報警人|报案人|報案人|患者|伤者|傷者|家属|家屬|邻居|鄰居|司机|司機|"
                            r"驾驶员|駕駛員|"
                            r"目击者|目擊者|被保险人|投保人|民警|医生|醫生|护士|護士|奉献人|奉獻人|捐款人|捐赠人|捐贈人)"
                            r"[：:]?([\u4e00-\u9fff]{2,3})")
_ZH_TITLED = re.compile(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff])(?:医生|醫生|先生|女士|老师|老師|经理|經理|主任|警官|"
                        r"师傅|師傅)")
# A whole Chinese name written onto the title after it ("李建国先生于", "林志明弟兄，", "陳嘉欣姊妹的")
_ZH_NAME_TITLED = re.compile(r"([\u4e00-\u9fff]{2,4})(?=先生|女士|弟兄|姊妹|姐妹|牧师|牧師|长老|長老|执事|執事|"
                             r"部长|部長|代表|议员|議員|主席|市长|市長|书记|書記|局长|局長|大使|总理|總理|"
                             r"传道|傳道|师母|師母|老师|老師)")
# Pronouns and what ends a place or a body ("谢谢你", "区人大", "王府井"): no given name holds them.
_ZH_NOUN_TAIL = frozenset("你我他她它们們人会會市省区區县縣路街店院校司部局府井")
_ZH_FUNCTION = frozenset("称稱在说說已陪和与與及的是被将將把向为為于對对等也都就从從到给給让讓叫报報")
# Two to four capitalised Latin words in a row (NameFinder.latin_in_foreign).
_LATIN_RUN = re.compile(r"(?<![A-Za-z\u00c0-\u024f'’-])[A-Z][a-z\u00df-\u024f'’-]+(?: [A-Z][a-z\u00df-\u024f'’-]+){1,3}"
                        r"(?![A-Za-z\u00c0-\u024f'’-])")
# "and" in scripts without capitals, and "with" in Thai (NameFinder.native_joined).
_NATIVE_AND = frozenset("و وَ ו וגם ו־ اور और आणि আর ও மற்றும் እና และ กับ и і та".split())
# Two parties: "Cholpon Bakirova vs. Ulan Asanov", "Müller v. Schulze" (one to three capitalised words each).
_PARTY = r"((?:[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+)(?: (?:[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+)){0,2})"
_VERSUS = re.compile(r"(?<![\w-])" + _PARTY + r" (?:v\.|vs\.?|versus) " + _PARTY + r"(?![\w-])")
_ARMENIAN_NAME = re.compile(r"(?<![\u0531-\u0587])[\u0531-\u0556][\u0561-\u0587]+ [\u0531-\u0556][\u0561-\u0587]+"
                            r"(?:յան|ունի|ունց|յանց)(?:ը|ին|ի|ից|ով)?(?![\u0531-\u0587])")
# A word in a cased script other than Latin: Greek, Cyrillic, Armenian.
_CASED_FOREIGN = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff\u0400-\u052f\u0531-\u058f][\w'’-]*")
# A reference list's "Surname, I." / "van Dijk, T. A." / "Ní Bhriain, É." (see NameFinder.citation_names).
_CITED_INITIALS = re.compile(r"(?<![\w.])((?:(?i:van|von|de|der|den|da|di|du|le|la|al|el|ter|ten|bin|ní|ó|mac) )*"
                             r"[A-ZÀ-ÞĀ-Ž][\w'’-]+), ((?:[A-ZÀ-ÞĀ-Ž]\.[ -]?){1,3})(?=[,;:)]|\s|$)")
_CITATION_LABEL = re.compile(r"(?im)\b(?:references?|authors?|bibliography|works cited|citations?|cite)[ \t]*:"
                             r"[ \t]*([^\n]+?)(?:[ \t]*\(\d{4}[a-z]?\)|$)")
# One-letter prefixes written onto a word: Hebrew and/to/in/the/from/that/as, Arabic and/by/to.
_PREFIX_LETTERS = frozenset("והבלמשכ" "وبل")
# Titles and "my name is" in scripts without capitals: Thai khun/nai/nang/nangsao, Amharic ato/weyzero/weyzerit/
# doctor, Hebrew mar/gveret/doctor/"my name is", Arabic and Persian sayyid/sayyida/doctor/agha/khanom/"my name is",
# Hindi and Bengali shri/shrimati/janab, Burmese U/Daw; then one or two words of a script without capitals.
_UNCASED_WORD = r"([\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u1200-\u137f\u1780-\u17ff]" \
    r"[\w\u0f0b" + _MARKS + r"'’-]*)"
_UNCASED_TITLE = re.compile(r"(?<![\w" + _MARKS + r"])(คุณ|นาย|นางสาว|นาง|ดร\.|አቶ|ወይዘሮ|ወይዘሪት|ወ/ሮ|ወ/ሪት|ዶ/ር|ስሜ|"
                            r"מר|גב['׳]|גברת|ד[״\"]ר|פרופ['׳]|קוראים לי|שמי|السيدة|السيد|الدكتورة|الدكتور|اسمي|"
                            r"آقای|خانم|دکتر|جناب|श्रीमती|श्री|डॉ\.?|मेरा नाम|শ্রীমতী|শ্রী|জনাব|আমার নাম|ဦး|ဒေါ်)"
                            r"[ \t]?" + _UNCASED_WORD + r"(?:[ \t]" + _UNCASED_WORD + r")?")
# Thai writes words together, so a title or a label may be glued to the word before it: "ให้คุณ ศิริพร วงศ์สวัสดิ์"
# (to khun ...), "พาลูกค้า ธนวัฒน์ บุญฤทธิ์" (take the customer ...), "ผู้สมัคร: ..." (applicant); then a given name and
# a family name, each one Thai word ("ขอบคุณ", thank you, holds khun).
_THAI_CUED = re.compile(r"(?:(?<!ขอบ)คุณ|นาย|นางสาว|ผู้สมัคร|ลูกค้า|ผู้เช่า|ผู้ติดต่อ|ผู้ส่ง|ผู้รับ|ผู้แจ้ง|"
                        r"ผู้เอาประกัน|ผู้บาดเจ็บ|ผู้ป่วย|พยาน|คนขับ)(?:[ \t]*[:：][ \t]*|[ \t]+)"
                        r"([\u0e01-\u0e4e]{2,}) ([\u0e01-\u0e4e]{2,})(?![\u0e01-\u0e4e])")
# Georgian case endings (dative, ergative, genitive, instrumental, adverbial, "for", "with", "on", "in")
_GEORGIAN_CASES = ("ისთვის", "სთვის", "თან", "ზე", "ში", "ის", "ით", "ად", "მა", "ს", "მ")
# "son of", "daughter of" in Arabic and Hebrew: the name goes on after it, even with a word that is also a stop word
# ("يوسف بن علي": Ali, and "on me")
_NASAB = frozenset("بن بنت ابن בן בת".split())
# Cues after which a name has two words in any of those scripts: "my name is", Amharic ato/weyzero.
_TWO_WORD_TITLES = frozenset("ስሜ|አቶ|ወይዘሮ|ወይዘሪት|ወ/ሮ|ወ/ሪት|ዶ/ር|קוראים לי|שמי|اسمي|मेरा नाम|আমার নাম".split("|"))
# "is" after a name in those scripts (Amharic new, Hindi hai, Persian ast, Bengali): the name ends before it.
_UNCASED_COPULAS = frozenset("ነው ናት ነኝ है हूँ हूं است هستم আছে হয়".split())
# An honorific after a name: Hindi and Urdu ji/sahab, Sinhala mahatha/mahathmiya.
_UNCASED_HONORIFIC = re.compile(_UNCASED_WORD + r" (?:जी|साहब|صاحب|මහතා|මහත්මිය|గారు)(?![\w" + _MARKS + r"])")
# A greeting in a script without capitals, then one or two words and a comma: the person greeted ("ሰላም ሰላማዊት
# ተስፋዬ፣", "ආයුබෝවන් නිමාලි පෙරේරා,", "မင်္ဂလာပါ အောင်ကိုကို၊"); and whom a notice says to contact ("ติดต่อ มาลี
# วงศ์สวัสดิ์", "צרו קשר עם איתי לוי.", "ዳዊት አለሙ ይደውሉ።", "با کاوه تهرانی تماس بگیرید").
_UNCASED_GREETING = re.compile(r"(?<![\w" + _MARKS + r"])(?:ሰላም|မင်္ဂလာပါ|ສະບາຍດີ|ආයුබෝවන්|నమస్తే|नमस्ते|नमस्कार|"
                               r"வணக்கம்|สวัสดี|ជំរាបសួរ|សួស្តី|שלום|היי|הי|ערב טוב|בוקר טוב|سلام|مرحباً|مرحبًا|مرحبا|أهلاً|أهلا|"
                               r"صباح الخير|مساء الخير|درود|हाय|हैलो|ہیلو|নমস্কার|ನಮಸ್ಕಾರ|നമസ്കാരം|"
                               r"ନମସ୍କାର|ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ)[ \t]*[,،!]?[ \t]+" + _UNCASED_WORD +
                               r"(?:[ \t]" + _UNCASED_WORD + r")?(?=[ \t]*(?:గారు|जी|සහෝදරයා)?[ \t]*[,،၊፣!])")
# whom a greeting addresses that is no one: "नमस्ते दोस्तों", "שלום עולם", "สวัสดี ทุกคน"
_UNCASED_GREETED = frozenset("""עולם כולם חברים दोस्तों दोस्तो मित्रों सभी दुनिया साथियों العالم الجميع دنیا دوستان همه
ทุกคน ครับ ค่ะ உலகம் நண்பர்களே அனைவருக்கும் ලෝකය යාළුවනේ అందరికీ ప్రపంచం ሁላችሁም ዓለም""".split())
_UNCASED_CONTACT = re.compile(r"(?<![\w" + _MARKS + r"])(?:ติดต่อ|ទាក់ទង|צרו קשר עם|צור קשר עם|با)[ \t]*:?[ \t]+"
                              + _UNCASED_WORD + r"(?:[ \t]" + _UNCASED_WORD + r")?(?=[ \t]*(?:[.!?។။።\n]|$|"
                              r"تماس))|(?:^|(?<=[.!?។။።\n]))[ \t]*" + _UNCASED_WORD + r"(?:[ \t]" + _UNCASED_WORD +
                              r")?(?=[ \t]+(?:ကို[ \t]*ဆက်သွယ်ပါ|ይደውሉ|से संपर्क करें))")

# A form's label for a person in a script without capitals (sender, applicant, caller; not the recipient, often an
# office: "הנמען: משרד ראש הממשלה"; Arabic, Hebrew, Persian, Urdu, Bengali, Tamil, Hindi, Thai, Amharic), then its
# value to the sentence's end: an optional initial ("கி. "), then the words (NameFinder._uncased_labelled).
_UNCASED_PERSON_LABEL = re.compile(
    r"(?:المرسل|مقدم الطلب|المتصل|השולח|הפונה|המבקש|فرستنده|متقاضی|بھیجنے والا|درخواست گزار|প্রেরক|আবেদনকারী|"
    r"அனுப்புநர்|விண்ணப்பதாரர்|प्रेषक|आवेदक|ผู้ส่ง|ผู้ยื่นคำร้อง|ላኪ|አመልካች)[ \t]*[:：][ \t]*"
    r"([\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0e7f\u1200-\u137f]{1,3}\.[ \t]+)?"
    r"((?:[\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0e7f\u1200-\u137f]"
    r"[\w\u0e00-\u0e7f" + _MARKS + r"'’-]*[ \t]?){1,4})(?=[.,،۔।።\n]|$)")
# A label that says a list holds people, then the list after its colon to the line's end (waiting lists, attendees,
# participants, members, candidates, lists of names; Arabic, Urdu, Persian, Hebrew, Thai, Amharic, Tamil, Bengali,
# Hindi, Telugu, Malayalam, Kannada, Sinhala).
_UNCASED_PEOPLE_LIST = re.compile(
    r"(?:قائمة الانتظار|المشاركين|المشاركون|الحضور|الأعضاء|المرشحين|المرشحون|أسماء|ویٹنگ لسٹ|انتظار کی فہرست|"
    r"شرکاء|امیدوار|اراکین|ناموں|شرکت‌کنندگان|شرکت کنندگان|اعضا|نامزدها|فهرست انتظار|اسامی|רשימת המתנה|"
    r"משתתפים|נוכחים|חברי|מועמדים|שמות|รายชื่อ|ผู้เข้าร่วม|สมาชิก|ผู้สมัคร|ዝርዝር|ተሳታፊዎች|አባላት|እጩዎች|"
    r"பங்கேற்பாளர்கள்|உறுப்பினர்கள்|வேட்பாளர்கள்|অংশগ্রহণকারী|সদস্য|প্রার্থী|प्रतिभागी|सदस्य|उम्मीदवार|"
    r"సభ్యులు|അംഗങ്ങൾ|ಸದಸ್ಯರು|සාමාජිකයින්|"
    # "list" only as a waiting, attendance or names list ("காத்திருப்பு பட்டியல்", "अपेक्षमाण তালিকা")
    r"(?:காத்திருப்பு|வருகைப்?|பெயர்) பட்டியல்|(?:অপেক্ষমাণ|অপেক্ষার|উপস্থিতি|নামের) তালিকা|"
    r"(?:प्रतीक्षा|उपस्थिति|नामों की) सूची|(?:ተጠባባቂ|የተጠባባቂ|የተሳታፊዎች|የስም) ዝርዝር|(?:వేచి ఉన్నవారి|హాజరు) జాబితా|"
    r"(?:കാത്തിരിപ്പ്|ഹാജർ) പട്ടിക|(?:ಕಾಯುವ|ಹಾಜರಾತಿ) ಪಟ್ಟಿ|(?:පොරොත්තු|පැමිණීමේ) ලැයිස්තුව)"
    r"[^:：፦\n]{0,40}[:：፦][ \t]*([^\n]{3,300})")
_ONE_WORD_NAMES = re.compile(r"[\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff\u0e80-\u0eff]{4,}")
_HAN_KANA = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々]+")
_HANGUL = re.compile(r"[\uac00-\ud7af]+")
# A Japanese honorific opening a word before a particle or a stop: "さんから", "先生に" (not "様子", "先生方").
_JA_HONORIFIC_HEAD = re.compile(r"(?:さん|さま|様|先生|くん|ちゃん|氏|殿)(?=[\u3040-\u309f]|[^\w]|$)")
_JA_HONORIFIC_GLUED = re.compile(r"([\u30a0-\u30ff\u3400-\u9fff]{2,8})(?:さん|さま|様|先生|くん|ちゃん|氏|殿|議員|大臣|"
                                 r"知事|市長|議長|首相)"
                                 r"(?=[\u3040-\u309f]|[^\w]|$)")
_HONORIFICS = frozenset("님 씨 선생님 교수님 様 さん 氏 先生 さま くん 君 ちゃん 女士 先生们 老师".split())
_KO_HONORIFIC = re.compile(r"(?:님|씨)(?:이|가|은|는|을|를|의|께|께서|에게|한테|도|과|와)?$")
# The common Korean and Chinese surnames (simplified and traditional), one or two syllables or characters.
_KO_SURNAMES = frozenset("""
김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 유 전 홍 고 문 양 손 배
백 허 남 심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여
추 도 소 석 선 설 마 길 연 위 표 명 기 반 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편
용 예 경 봉 사 부 가 복 태 목 형 피 두 감 제갈 남궁 선우 황보 독고 사공""".split())
_ZH_SURNAMES = frozenset("""
王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩
冯 邓 曹 彭 曾 肖 田 董 袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔
钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 邱 江 尹 薛 闫 段 雷 侯 龙
史 陶 黎 贺 顾 毛 郝 龚 邵 万 钱 严 覃 武 戴 莫 孔 向 汤 常 温 康 施 文 牛 樊 葛
邢 安 齐 易 乔 伍 庞 颜 倪 庄 聂 章 鲁 岳 翟 殷 詹 申 欧 耿 关 兰 焦 俞 左 柳 甘
祝 包 宁 尚 符 舒 阮 柯 纪 梅 童 凌 毕 单 季 裴 霍 涂 成 苗 谷 盛 曲 翁 冉 骆 蓝
路 游 辛 靳 管 柴 蒙 鲍 华 喻 祁 蒲 房 滕 屈 饶 解 牟 艾 尤 阳 时 穆 农 司 卓 古
吉 缪 简 车 项 连 芦 麦 褚 娄 窦 戚 岑 景 党 宫 费 卜 冷 晏 席 卫 米 柏 宗 瞿 桂
全 佟 应 臧 闵 苟 邬 边 卞 姬 师 和 仇 栾 隋 商 刁 沙 荣 巫 寇 桑 郎 甄 丛 仲 虞
敖 巩 明 佘 池 查 麻 苑 迟 邝 張 劉 陳 楊 黃 趙 吳 孫 馬 鄭 羅 謝 許 韓 馮 鄧 蕭
葉 蘇 呂 盧 鍾 譚 陸 賈 鄒 龔 錢 嚴 湯 顧 賴 傅 歐陽 司馬 上官 諸葛 欧阳 司徒 诸葛
东方 皇甫 尉迟 公孙 慕容 令狐 长孙 宇文""".split())


@lru_cache(maxsize=1)
def uncased_stop_words() -> frozenset[str]:
    """spaCy's stop words of the scripts without capitals it has (Arabic, Persian, Urdu, Hebrew, Chinese, Japanese,
    Korean, Hindi, Marathi, Nepali, Bengali, Gujarati, Tamil, Telugu, Kannada, Sinhala): the name lists hold some
    ("من", "في"), and an Indic word's Latin spellings more ("का" -> ka)."""
    import importlib

    words: set[str] = set()
    for lang in "ar fa ur he zh ja ko hi mr ne bn gu ta te kn si".split():
        words |= importlib.import_module(f"spacy.lang.{lang}.stop_words").STOP_WORDS
    words |= {"नाम", "নাম"}  # "name", which reads as Nam: "मेरा नाम राम है"
    words -= {"पाटील"}  # spaCy's Marathi list holds the family name Patil
    return frozenset(w.casefold() for w in words)


@lru_cache(maxsize=1)
def _title_stop_words() -> frozenset[str]:
    """What no name after a title in a script without capitals starts with: the stop words of those scripts, their
    copulas, and spaCy's Thai stop words (after khun, "you" as well as a title, they say no name follows)."""
    from spacy.lang.th.stop_words import STOP_WORDS

    return uncased_stop_words() | _UNCASED_COPULAS | frozenset(STOP_WORDS)


def _strong_cue(word: str) -> bool:
    """A verb done to a person or a people noun ("ask", "my colleague"), not a preposition or greeting ("with")."""
    return word in _PERSON_VERBS or (word in PEOPLE_CUES and word not in _LOOSE_CUES)


def _line_script(text: str, pos: int) -> str:
    """_main_script of the line that holds text[pos]."""
    return _main_script(text[text.rfind("\n", 0, pos) + 1:(text + "\n").find("\n", pos)])


def _car_model(make: str, model: str) -> bool:
    """`model` after `make` names a car: any model word after a make that is no name, a listed model or one with a
    digit after one that is ("Kia Sportage", "Ford Focus 2019"; not "Kia Nazari", "Tom Ford said")."""
    if not (make[:1].isupper() and (model[:1].isupper() or model[:1].isdigit() or re.search(r"\d", model))):
        return False
    if make.casefold() in CAR_MAKES and model.casefold() not in ("and", "or", "the"):
        return True
    return model.casefold() in CAR_MODELS or re.search(r"\d", model) is not None


def _is_place(value: str) -> bool:
    """A continent, country, region or city of 15,000 people or more (GeoNames' smallest): a word the name rules that
    rest on a gazetteer name alone leave to the places policy ("Milano", "Santa Monica", "Shahriar" the city)."""
    return pii_places.is_public_place(value, "cities", 15_000)


def _subject_position(text: str, start: int) -> bool:
    """Where a clause's subject can start: a sentence start, after a clause word ("ok so graziella"), after a comma
    or a dash (not a hyphen: "open-mouthed gape")."""
    return re.search(r"(?:[,;:–—]|(?<![\w-])-)[ \t]*$", text[max(0, start - 3):start]) is not None or \
        _sentence_start(text, start) or _word_before(text, start) in _CLAUSE_WORDS


def _sentence_begin(text: str, start: int, marks: str = ".?!\n") -> int:
    """Where the sentence (or line) holding `start` begins: after the last of `marks` before it."""
    return max(text.rfind(c, 0, start) for c in marks) + 1


def _sentence_end(text: str, i: int, marks: str = ".?!\n") -> int:
    """Just past the first of `marks` at or after `i` (the text's end where there is none)."""
    ends = [k for k in (text.find(c, i) for c in marks) if k >= 0]
    return min(ends) + 1 if ends else len(text)


def animal_spans(text: str) -> list[tuple[int, int]]:
    """Where the text names an animal: a breed ("our Border Collie", "two Labrador puppies") or a pet by a name a
    cue vouches for ("our dog Luna", "Pet: Tarçın", "my Jack Russell Max", "Sultan (parrot)", "answers to Mochi",
    "Biscuit's microchip", "Ziggy the cat"). A pet's name is no person's, so no PERSON find may cover it."""
    pet_talk = _PET_TALK.search(text) is not None
    if not pet_talk and not _BREED_RX.search(text):
        return []
    out: list[tuple[int, int]] = []
    shouting = is_shouting(text)
    for m in _BREED_RX.finditer(text):
        low = m.group(0).casefold()
        breed = low if low in BREEDS else re.sub(r"e?s$", "", low)  # "Labradors" -> labrador
        before = _word_before(text, m.start())
        if not m.group(0)[0].isupper() or before in _NOT_BEFORE_MODEL or re.match(SAID, text[m.end():]):
            continue  # "ask Jack Russell", "Jack Russell said"
        after = _WORD.match(text, m.end() + 1) if text[m.end():m.end() + 1] in (" ", "-") else None
        if breed in _AMBIGUOUS_BREEDS and before not in _BREED_BEFORE and \
                text[max(0, m.start() - 1):m.start()] != "(" and \
                not (after and after.group(0).casefold() in _BREED_AFTER):
            continue  # "Newfoundland and Labrador", "Bengal" the region: no animal said
        out.append(m.span())
        if after and text[m.end()] == " " and not shouting and _PET_NAME_RX.match(text, after.start()):
            out.append(after.span())  # "my Jack Russell Max", "Mon Labrador Rex": the breed's animal
    for m in _PET_BEFORE.finditer(text):
        kind, link = m.group(1), m.group(2)
        if kind.islower() or ":" in link or shouting or kind.casefold() in _CAPITAL_PET_WORDS:
            out.append(m.span(3))  # "our dog Luna", "Dog: Tjokkie", "PET TARÇIN", "Hond Rex"
    for m in _PET_GLOSS.finditer(text):
        out.extend(m.span(k) for k in (1, 2) if m.group(k))  # "Sultan (parrot)", "Luna and Sol (two cats)"
    if pet_talk:
        for rx in (_PET_ANSWERS, _PET_THINGS, _PET_THE):
            out.extend(m.span(1) for m in rx.finditer(text))  # "answers to Mochi", "Biscuit's microchip"
    return out


def event_spans(text: str) -> list[tuple[int, int]]:
    """Where the text names a storm ("Storm Babet", "Typhoon Haiyan", "hurricane helene"), an emergency unit by its
    number ("Medic 12", "Engine 7") or a side, sector or point by the phonetic alphabet ("Side Charlie", "Bravo Two",
    "['Alpha', 'Bravo', 'Charlie', 'Delta']"): names of no person."""
    # (not a person called Storm in a list or after a verb: "Joy, Guy and Storm Pettifer", "invite Storm Ng")
    out = [m.span() for m in _STORM_RX.finditer(text)
           if not (m.group(0)[:5] == "Storm" and _word_before(text, m.start()) in (LIST_JOINERS | _NOT_BEFORE_MODEL))]
    out += [m.span(1) for m in _UNIT_RX.finditer(text)]
    out += [m.span() for m in _HOLIDAY_RX.finditer(text)]  # and a feast of several words: "Laylat al-Qadr"
    words = list(_PHONETIC_RX.finditer(text))
    if len({m.group(0).casefold() for m in words}) >= 3:
        return out + [m.span() for m in words]  # the alphabet itself
    for m in words:
        if _PHONETIC_BEFORE.search(text, max(0, m.start() - 12), m.start()) or _PHONETIC_AFTER.match(text, m.end()):
            out.append(m.span())
    return out


def within_things(text: str, start: int, end: int, things: list[tuple[int, int]]) -> bool:
    """Every word of the span that could be a name lies in one of `things` (brands, breeds, pets): "My Jack Russell
    Nutmeg", "Unser Hund Bello" name an animal, not a person."""
    words = [m for m in _WORD.finditer(text, start, end) if m.group(0).casefold() not in _BREED_BEFORE and
             m.group(0).casefold() not in PET_WORDS and m.group(0) not in LIST_JOINERS]
    return bool(words) and all(any(a <= m.start() and m.end() <= b for a, b in things) for m in words)


def _word_before(text: str, start: int) -> str:
    """The last word before `start` on its line, lower-cased ("" where none)."""
    words = _WORD.findall(text[max(text.rfind("\n", 0, start) + 1, start - 80):start])  # no word is that long
    return words[-1].lower() if words else ""


def _foreign_script(text: str) -> bool:
    """Letters outside the Latin script (CJK, Hangul, Arabic, Devanagari, Cyrillic, ...)."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c < "\u0250" for c in letters) < 0.5 * len(letters)


def _poss_end(text: str, t: "_Tok") -> int:
    """Where a token ends in the text, its possessive suffix included."""
    m = re.match(r"(?:’s|'s|’|')", text[t.e:])
    return t.e + (m.end() if m else 0)


_NAME_PREFIXES = frozenset("Mc Mac De Di Da Du La Le Van Von Fitz St".split())


def _camel(word: str) -> bool:
    """A capital inside a word that no name prefix explains ("DaySculpting", "PhDs"; not "McKenzie", "LeBron")."""
    m = re.search(r"[a-z][A-Z]", word)
    return m is not None and word[:m.start() + 1] not in _NAME_PREFIXES


def _firm_or_address(text: str, start: int, end: int) -> bool:
    """Words in capitals that name a firm or a street: a number before them ("650 CASUARINA CONCOURSE") or a firm's
    suffix on their line ("CITADEL AMERICAS SERVICES LLC")."""
    line_end = text.find("\n", end)
    rest = text[end:line_end if line_end >= 0 else len(text)]
    words = list(itertools.takewhile(str.isupper, _WORD.findall(rest)[:4]))  # the firm's words go on in capitals
    return re.search(r"\d\s*$", text[max(0, start - 8):start]) is not None or \
        any(w.lower() in ORG_SUFFIXES or w.lower() in ("limited", "lp", "services", "s.à", "sàrl", "holding")
            for w in words)  # (not "ARTA SHEHU from the bank")


def _table_cells(line: str, sep: str, at: int) -> list[tuple[int, str]]:
    """A table row's cells and where each starts in the text; a pipe table's outer bars ("| a | b |") open and
    close the row, they hold no cell."""
    lo, hi = 0, len(line)
    if sep == "|":
        inner = line.strip()
        if inner.startswith("|"):
            lo = line.index("|") + 1
        if inner.endswith("|") and len(inner) > 1:
            hi = line.rindex("|")
    cells, pos = [], lo
    for cell in _split_quoted(line[lo:hi], sep):
        cells.append((at + pos, cell))
        pos += len(cell) + 1
    return cells


def _split_quoted(row: str, sep: str) -> list[str]:
    """A row's cells, a separator inside double quotes belonging to its cell: "\"Hughes, Grace\",billing@...,Pro"
    has three. (A piece joins the cell before it while that cell's quotes are open.)"""
    cells: list[str] = []
    for piece in row.split(sep):
        if cells and cells[-1].count('"') % 2:
            cells[-1] += sep + piece
        else:
            cells.append(piece)
    return cells


def _sentence_start(text: str, start: int) -> bool:
    """Nothing but space, quotes or a bullet since the last sentence end."""
    return re.search(r"(?:^|[.!?:\n])[\s\"'“(*•-]*$", text[max(0, start - 20):start]) is not None


def _item_words(value: str, least: int, most: int) -> list[_Tok] | None:
    """A list item's words that may make a name, particles aside: `least` to `most` of them, in one casing
    (capitalised or lower case), with no digit or symbol in the item; None otherwise."""
    words = [t for t in _tokens(value) if t.low not in PARTICLES]
    if not least <= len(words) <= most or re.search(r"[^\w\s'’.-]", value) or any(c.isdigit() for c in value):
        return None
    if not (all(t.text[:1].isupper() and not t.acronym for t in words) or value.islower()):
        return None
    return words


def _tokens(text: str) -> list[_Tok]:
    return [_Tok(m) for m in _WORD.finditer(text)]


_PERIOD_WORDS = frozenset("the a this next last weekend week holiday holidays break day days eve vacation season "
                          "period time morning night".split())


def is_calendar_word(value: str, common: frozenset[str] = frozenset()) -> bool:
    """Months, weekdays or holidays ("June", "Ramadan", "Thu Mar"), and nothing else: a date names no one. With
    `common`, also a holiday after ordinary words ("Merry Christmas", "Summer Solstice")."""
    every = [t.low.replace("’", "'") for t in _tokens(value)]
    toks = [t for t in _tokens(value) if t.low not in _PERIOD_WORDS]  # "the Easter weekend", "Easter Monday"
    words = [t.low.replace("’", "'") for t in toks if t.low not in DETERMINERS and t.low not in ("de", "of")]
    if any(" ".join(w[k:]) in HOLIDAY_PHRASES and all(x in common or x in DETERMINERS for x in w[:k])
           for w in (every, words) for k in range(len(w))):
        return True  # "Lunar New Year", "antes de Semana Santa", "the Eid al-Adha break"
    if not 1 <= len(toks) <= 3:
        return False
    # "Thu Mar" of a git date too ("Jan", "Mar", "Jun", "Jul" are names alone, months after a weekday)
    if len(toks) >= 2 and toks[0].low in CALENDAR and all(t.low in CALENDAR or t.low in ("jan", "mar", "jun", "jul")
                                                         for t in toks[1:]):
        return True
    return all(t.low in CALENDAR for t in toks) or (
        toks[-1].low in HOLIDAYS or toks[-1].low in CALENDAR and all(t.low in common for t in toks[:-1]))


def calendar_at(text: str, start: int, end: int, common: frozenset[str] = frozenset()) -> bool:
    """is_calendar_word(text[start:end]), or the rest of a calendar phrase the word before starts ("thứ Hai":
    Monday in Vietnamese)."""
    value = text[start:end]
    return is_calendar_word(value, common) or f"{_word_before(text, start)} {value}".casefold() in HOLIDAY_PHRASES


@lru_cache(maxsize=1)
def languages() -> frozenset[str]:
    """English names of the ISO 639-1 languages (pycountry) and a few common others: "Yoruba", "Hindi", "Tagalog"."""
    import pycountry

    names = {re.sub(r"\s*\(.*\)", "", lang.name).casefold() for lang in pycountry.languages if hasattr(lang, "alpha_2")}
    return frozenset(names | set("mandarin cantonese hokkien farsi punjabi pashto swahili malay nepali filipino "
                                 "creole patois".split()))


def is_language(value: str) -> bool:
    """The whole value is a language's name: "speaks Turkish and Yoruba", "translate it into Hindi"."""
    return value.strip().casefold() in languages()


def is_acronym_place(value: str) -> bool:
    """'US', 'UK', 'EU', 'UAE': an upper-case acronym used as an adjective ("a US visa") names no one."""
    v = value.strip().replace(".", "")
    return 2 <= len(v) <= 3 and v.isupper() and v.isalpha()


def main() -> int:
    """`python -m eagle_core.data.pii_names` builds the gazetteer and town caches (scripts/setup.sh runs it once)."""
    path = gazetteer_path(RANK)
    if not path.is_file():
        build_gazetteer(RANK, path)
    first, last = gazetteer(RANK)
    print(f"name gazetteer: {len(first)} first, {len(last)} last names at {path}; {len(pii_places.towns())} towns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
