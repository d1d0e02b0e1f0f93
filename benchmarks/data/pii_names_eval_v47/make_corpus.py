#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the v47 held-out PERSON-name evaluation corpus.

Theme: faith communities, life events and giving.

    python3 make_corpus.py      -> writes names_eval.jsonl next to this file,
                                   validates every record, prints counts + md5

Python 3 standard library only.  One random.Random(47047), fixed iteration
order, json.dumps(..., ensure_ascii=False), "\\n" line ends.

Template markup
  {P1} {F1} {M1}      person 1 (any gender / female / male), full name
  {P1:form}           other forms of the same person: first, last, lastfirst,
                      initlast, handle, flast, caps (FAMILY Given), upper, lower
  {K:cat}             a keep item drawn from category cat (faith-aware)
  {N:cat}             a neutral filler (amount, date, title ...), neither name
                      nor keep
  [[...]]             a literal keep item
  <<...>>             a literal (hand-written) name
"""
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from names_data import ORIGINS  # noqa: E402
from hand_records import HAND  # noqa: E402

SEED = 47047
OUT = os.path.join(HERE, "names_eval.jsonl")
SLICES = ["cultures", "casing", "position", "lists", "possessive", "quoted",
          "code", "business", "titles", "nonenglish", "keep"]

R = random.Random(SEED)


def pick(lst):
    return lst[R.randrange(len(lst))]


def chance(p):
    return R.random() < p


def S(s):
    return [x.strip() for x in s.split("|") if x.strip()]


class Retry(Exception):
    pass


# =========================================================================
#  keep vocabulary (all typed by hand)
# =========================================================================
KEEP = {
    "day": S("Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"),
    "month": S("January|February|March|April|May|June|July|August|September|October|"
               "November|December"),
    "fest_c": S("Easter|Christmas|Advent|Lent|Pentecost|Ash Wednesday|Good Friday|Palm Sunday|"
                "Harvest Festival|All Souls' Day|Candlemas|Epiphany|Trinity Sunday|"
                "Maundy Thursday|Remembrance Sunday|Mothering Sunday|Whitsun|Michaelmas|"
                "Christmas Eve|Holy Week"),
    "fest_m": S("Ramadan|Eid al-Fitr|Eid al-Adha|Laylat al-Qadr|Muharram|Ashura|Mawlid|"
                "Dhul Hijjah|Eid|Shab-e-Barat"),
    "fest_j": S("Rosh Hashanah|Yom Kippur|Sukkot|Hanukkah|Purim|Passover|Pesach|Shavuot|"
                "Simchat Torah|Tu BiShvat|Tisha B'Av|Yom HaShoah"),
    "fest_h": S("Diwali|Holi|Navratri|Raksha Bandhan|Makar Sankranti|Pongal|Onam|Dussehra|"
                "Karva Chauth|Pitru Paksha"),
    "fest_s": S("Vaisakhi|Bandi Chhor Divas|Hola Mohalla|Gurpurab|Maghi"),
    "fest_b": S("Vesak|Kathina|Losar|Obon|Songkran|Magha Puja|Asalha Puja|Pchum Ben"),
    "fest_o": S("Nowruz|Lunar New Year|Thanksgiving|Remembrance Day|Mother's Day|"
                "New Year's Eve|Mehregan"),
    "pow_c": S("St Mary's|St Andrew's Church|Holy Trinity|All Saints' Church|St Peter's|"
               "Our Lady of Lourdes|St Columba's|St Joseph's Parish|St Anne's|"
               "St Bartholomew's|Emmanuel Baptist Church|Bethel Pentecostal Church|"
               "Zion Methodist Church|St Michael and All Angels|Grace Community Church|"
               "Sacred Heart|St Thomas' Church|St Nicholas'|St George's Cathedral|"
               "St Patrick's Cathedral|St Brigid's|Salem Chapel|Ebenezer Chapel|"
               "Mount Zion Chapel|St Aidan's|St Cuthbert's|Holy Cross|St Vincent's|"
               "St Teresa's|St Sava Serbian Orthodox Church|St Mark's Coptic Church|"
               "Trinity Lutheran|St Mungo's Cathedral|Elim Pentecostal Church|"
               "Kingsway Baptist|Christ Apostolic Church Bethel"),
    "pow_m": S("Al-Noor Mosque|Masjid Al-Farooq|Masjid Bilal|East London Mosque|Jamia Masjid|"
               "Central Mosque|Abu Bakr Mosque|Madina Masjid|Masjid Umar|"
               "Al-Huda Islamic Centre|Green Lane Masjid|Masjid Al-Taqwa|Makki Masjid|"
               "Baitul Futuh|Masjid Ibrahim|Masjid Khadijah|Idara Minhaj-ul-Quran"),
    "pow_j": S("Beth Shalom Synagogue|Bevis Marks Synagogue|Temple Emanu-El|Ohel Moshe|"
               "Kehillat Yaakov|Congregation Beth Israel|Adath Yisroel|Shaare Zedek|"
               "Etz Chaim|Beth Hamidrash|Ner Tamid|Or Chadash"),
    "pow_h": S("Leicester Hindu Temple|Neasden Mandir|Hindu Temple of Greater Chicago|"
               "Bhaktivedanta Manor|Vishwa Hindu Mandir|Shree Sanatan Mandir|Geeta Bhawan|"
               "Hindu Cultural Centre|Sanatan Dharma Mandir"),
    "pow_s": S("Gurdwara Sri Guru Singh Sabha|Guru Nanak Gurdwara|Gurdwara Dashmesh Darbar|"
               "Ramgarhia Sabha|Central Gurdwara|Gurdwara Sahib Leamington|"
               "Gurdwara Baba Budha Ji|Gurdwara Guru Tegh Bahadur"),
    "pow_b": S("Wat Buddhapadipa|Fo Guang Shan Temple|Amaravati Monastery|"
               "London Buddhist Vihara|Cittaviveka|Jamyang Buddhist Centre|"
               "Wat Lao Buddharam|Chithurst Monastery|Tzu Chi Hall|Sri Saddhatissa Vihara"),
    "pow_o": S("Friends Meeting House|Unitarian Chapel|Zoroastrian Centre|Bahá'í Centre|"
               "Dar-e-Mehr|Humanist Society hall"),
    "wday_c": S("Sunday"), "wday_m": S("Friday|Jumu'ah"), "wday_j": S("Shabbat|Saturday"),
    "wday_h": S("Sunday|Tuesday"), "wday_s": S("Sunday"), "wday_b": S("Sunday|Saturday"),
    "wday_o": S("Sunday|Saturday"),
    "music_c": S("Amazing Grace|Abide with Me|The Lord's My Shepherd|How Great Thou Art|"
                 "Be Thou My Vision|Jerusalem|Morning Has Broken|In the Bleak Midwinter|"
                 "Lord of All Hopefulness|Ave Maria|I Vow to Thee, My Country|"
                 "Make Me a Channel of Your Peace|Dear Lord and Father of Mankind|"
                 "The Day Thou Gavest|Great Is Thy Faithfulness|Guide Me, O Thou Great Redeemer|"
                 "Be Still, My Soul|All Things Bright and Beautiful|Cwm Rhondda|Calon Lân|"
                 "Danny Boy|The Old Rugged Cross|Blessed Assurance|It Is Well with My Soul"),
    "music_m": S("Tala al-Badru Alayna|Qasida Burda|Asma ul Husna|Hasbi Rabbi"),
    "music_j": S("Adon Olam|Lecha Dodi|Ein Keloheinu|Oseh Shalom|Eli Eli|Hinei Ma Tov"),
    "music_h": S("Vaishnav Jan To|Hanuman Chalisa|Gayatri Mantra|Ae Malik Tere Bande Hum"),
    "music_s": S("Anand Sahib|Japji Sahib|Rehras Sahib|Kirtan Sohila|Sukhmani Sahib"),
    "music_b": S("Metta Sutta|Heart Sutra|Karaniya Metta Sutta|Refuge Chant"),
    "music_o": S("Danny Boy|Over the Rainbow|Wind Beneath My Wings|Time to Say Goodbye|"
                 "My Way|Going Home"),
    "book_c": S("Psalm 23|Psalm 121|Ecclesiastes 3:1-8|Romans 8:38-39|1 Corinthians 13|"
                "John 14:1-6|Isaiah 40:31|Lamentations 3:22-23|Revelation 21:4|Ruth 1:16|"
                "Micah 6:8|Proverbs 31|Philippians 4:13|Matthew 5:4|Genesis 1|Psalm 139|"
                "2 Timothy 4:7|Job 19:25|Wisdom 3:1-9|1 Thessalonians 4:13-18"),
    "book_m": S("Surah Al-Fatiha|Surah Yasin|Surah Al-Mulk|Ayat al-Kursi|Surah Maryam|"
                "Surah Ar-Rahman|Surah Al-Baqarah|Surah Al-Kahf"),
    "book_j": S("Psalm 23|Pirkei Avot|Parashat Bereshit|Kaddish|El Malei Rachamim|Yizkor|"
                "Eishet Chayil|Megillat Esther|Psalm 121"),
    "book_h": S("Bhagavad Gita|Garuda Purana|Ramayana|Upanishads|Isha Upanishad"),
    "book_s": S("Japji Sahib|Sukhmani Sahib|Guru Granth Sahib|Anand Sahib|Dasam Granth"),
    "book_b": S("Dhammapada|Metta Sutta|Heart Sutra|Lotus Sutra|Tibetan Book of the Dead"),
    "book_o": S("Rumi|the Gathas|Ecclesiastes 3:1-8|Desiderata"),
    "charity": S("Oxfam|Shelter|Age UK|Macmillan Cancer Support|Marie Curie Hospice|"
                 "Sue Ryder Hospice|Barnardo's|St John Ambulance|Samaritans|Crisis|"
                 "British Heart Foundation|Cancer Research UK|British Red Cross|"
                 "Save the Children|Habitat for Humanity|WaterAid|Alzheimer's Society|Mind|"
                 "Trussell Trust|St Mungo's|ShelterBox|Médecins Sans Frontières|UNICEF|"
                 "Great Ormond Street Hospital Charity|Parkinson's UK|Motor Neurone Disease Association"),
    "charity_c": S("Christian Aid|Tearfund|CAFOD|Salvation Army|Caritas|"
                   "Catholic Relief Services|Samaritan's Purse|Compassion UK|Church Urban Fund|"
                   "St Vincent de Paul Society|Embrace the Middle East|Mary's Meals"),
    "charity_m": S("Islamic Relief|Muslim Aid|Penny Appeal|Human Appeal|Zakat Foundation|"
                   "Muslim Hands|Red Crescent|Ummah Welfare Trust"),
    "charity_j": S("Jewish Care|World Jewish Relief|Norwood|Tzedek|Magen David Adom|"
                   "Chai Cancer Care|Camp Simcha"),
    "charity_h": S("Sewa International|Akshaya Patra|Sewa Day|Hindu Aid"),
    "charity_s": S("Khalsa Aid|Sikh Welfare and Awareness Team|Midland Langar Seva Society|"
                   "Nishkam SWAT"),
    "charity_b": S("Tzu Chi Foundation|Karuna Trust|Rokpa|Buddhist Global Relief"),
    "charity_o": S("Oxfam|Shelter|WaterAid|British Red Cross"),
    "soft": S("Excel|Google Sheets|Mailchimp|JustGiving|GoFundMe|ChurchSuite|Planning Center|"
              "Donorbox|PayPal|Stripe|WhatsApp|Zoom|Eventbrite|Canva|Salesforce|HubSpot|"
              "Airtable|Microsoft Word|Outlook|Gmail|Facebook|Dropbox|SumUp|Beacon CRM|"
              "Access|LibreOffice Calc|Google Forms|Squarespace|WordPress|Tithe.ly|Givebutter|"
              "Enthuse|CiviCRM|Donorfy|iPad"),
    "crm": S("Salesforce|HubSpot|CiviCRM|Donorfy|Beacon CRM|ChurchSuite|Planning Center|Access|"
             "Breeze|Raiser's Edge|Elvanto"),
    "sheet": S("Excel|Google Sheets|LibreOffice Calc|Airtable|Numbers|Smartsheet"),
    "giving": S("JustGiving|GoFundMe|Enthuse|Givebutter|Donorbox|Tithe.ly|PayPal|LaunchGood|"
                "Facebook|Virgin Money Giving|Stripe"),
    "msg": S("WhatsApp|Facebook|Signal|Telegram|Instagram|the parish Facebook page|Nextdoor|WeChat"),
    "drive": S("Google Drive|Dropbox|OneDrive|iCloud|SharePoint"),
    "acr": S("RIP|CRM|GDPR|PDF|CSV|HMRC|NHS|DBS|PCC|AGM|RSVP|FAQ|ASAP|VAT|DOB|IRS|ICO|PTA|SQL"),
    "place": S("London|Leicester|Birmingham|Bradford|Manchester|Glasgow|Dublin|Cardiff|Lagos|"
               "Nairobi|Karachi|Lahore|Dhaka|Amritsar|Mumbai|Chennai|Toronto|Houston|Chicago|"
               "Brooklyn|Melbourne|Auckland|Jerusalem|Mecca|Medina|Lourdes|Fátima|"
               "Santiago de Compostela|Walsingham|Knock|Canterbury|Rome|Assisi|Karbala|"
               "Varanasi|Bodh Gaya|Golders Green|Southall|Tower Hamlets|Accra|Kingston|"
               "Port-au-Prince|Manila|Kerala|Sylhet|Mirpur|Addis Ababa|Harare|Jaffna|Lusaka|"
               "St Albans|San Antonio|Bethlehem|Nazareth|Iona|Lindisfarne|Salt Lake City"),
    "street": S("Victoria Road|Albert Street|George Street|Nelson Mandela Road|"
                "Martin Luther King Jr. Drive|Church Lane|Station Road|King Street|Queen's Road|"
                "Jinnah Avenue|St Margaret's Road|Wellington Road|Gladstone Street|"
                "Mandela Way|Garvey Avenue|Wilberforce Close|Bishop's Walk|Chapel Street"),
    "cemetery": S("Highgate Cemetery|Glasnevin Cemetery|Brookwood Cemetery|Arnos Vale|"
                  "Gardens of Peace|Woodlawn Cemetery|Rookwood Cemetery|Forest Lawn|"
                  "Green-Wood Cemetery|Kensal Green Cemetery|Willesden Jewish Cemetery|"
                  "Southern Cemetery|Mount Jerome|Bushey New Cemetery|Streatham Park Cemetery|"
                  "Golders Green Crematorium|Ravensbury Park Memorial Garden"),
    "org": S("Mothers' Union|Women's Guild|Boys' Brigade|Girlguiding|Rotary Club|"
             "Knights of Columbus|Legion of Mary|Sunday School|Parish Council|Chevra Kadisha|"
             "Young Muslims UK|Sikh Youth UK|Alpha course|Messy Church|Men's Shed|"
             "Bereavement Café|Toddler Group|Lunch Club|Sisterhood|Brotherhood"),
    "fund": S("Roof Appeal|Building Fund|Hardship Fund|Memorial Fund|Winter Night Shelter|"
              "Food Bank|Soup Kitchen|Refugee Welcome Fund|Youth Camp Fund|Lunch Club|"
              "Warm Space|Bereavement Support Fund|Heating Appeal|Interfaith Night Shelter"),
    "fund_c": S("Organ Restoration Fund|Christmas Hamper Appeal|Bell Restoration Fund|Mission Fund"),
    "fund_m": S("Ramadan Food Parcels|Zakat Fund|Masjid Extension Appeal|Qurbani Appeal"),
    "fund_j": S("Kiddush Fund|Chesed Fund|Shul Security Fund|Yom Tov Appeal"),
    "fund_h": S("Temple Extension Fund|Diwali Food Drive|Annakut Appeal"),
    "fund_s": S("Langar Fund|Gurdwara Extension Appeal|Nishan Sahib Appeal"),
    "fund_b": S("Kathina Fund|Dhamma School Fund|Monks' Alms Fund"),
    "fund_o": S("Community Hall Fund|Nowruz Appeal"),
    "funeralhome": S("Co-op Funeralcare|Dignity Funerals|A. W. Lymn|Golden Charter|"
                     "Albin Funeral Services|Muslim Funeral Services|Green Lane Funerals"),
}

# neutral fillers (neither names nor keep items)
TITLES_M = {
    "c": S("Rev.|Revd|Fr.|Father|Pastor|Deacon|Canon|Bishop|Brother|Elder|Monsignor|Archdeacon|Rev. Dr."),
    "m": S("Imam|Sheikh|Maulana|Ustadh|Hafiz|Mufti|Br."),
    "j": S("Rabbi|Cantor|Reb|Hazzan"),
    "h": S("Pandit|Pt.|Acharya|Shri"),
    "s": S("Bhai|Giani|Bhai Sahib|Sardar"),
    "b": S("Venerable|Bhante|Ajahn|Lama"),
    "o": S("Mr|Dr.|Mobed|Prof."),
}
TITLES_F = {
    "c": S("Rev.|Revd|Pastor|Sister|Mother|Deacon|Canon|Rev. Dr."),
    "m": S("Ustadha|Sister|Sr.|Hajja|Apa"),
    "j": S("Rabbi|Rebbetzin|Cantor"),
    "h": S("Smt.|Shrimati|Didi"),
    "s": S("Bibi|Sardarni"),
    "b": S("Venerable|Sister|Ani"),
    "o": S("Mrs|Dr.|Ms|Prof."),
}
TG_M = S("Mr|Mr.|Dr|Dr.|Prof.|Mr")
TG_F = S("Mrs|Ms|Miss|Dr|Dr.|Mrs.|Ms.")
EMAILS = S("office@parish-example.org|giving@example.org|foodbank@example.org|"
           "admin@masjid-example.org|info@shul-example.org|noreply@example.com|"
           "rota@example.net|secretary@example.org|treasurer@example.org|"
           "bookings@hall-example.org")
ADDRS = S("14 Larch Close|7 Mill Lane|Flat 3, 22 Orchard Rise|58 Kestrel Way|"
          "2 The Paddocks|101 Harbour View|9 Bramble Court")
CUR = S("£|£|$|€")


CURRENT = {"cur": "£"}


def fill(cat, faith):
    if cat == "amt":
        c = CURRENT["cur"]
        v = pick([5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 120, 150, 250, 500, 1000, 1200])
        cents = pick(["", "", ".00", ".50"])
        return "%s%s%s" % (c, format(v, ","), cents)
    if cat == "amtnum":
        return "%d.%02d" % (R.randint(5, 600), pick([0, 0, 50, 25]))
    if cat == "date":
        d, m, y = R.randint(1, 28), R.randint(1, 12), R.randint(2023, 2026)
        return pick(["%02d/%02d/%d" % (d, m, y), "%d.%d.%d" % (d, m, y), "%d/%d" % (d, m)])
    if cat == "isodate":
        return "%d-%02d-%02d" % (R.randint(2023, 2026), R.randint(1, 12), R.randint(1, 28))
    if cat == "time":
        return pick(["10:30", "11am", "2pm", "1.30pm", "12:15", "9.45am", "3pm", "19:00"])
    if cat == "year":
        return str(R.randint(1948, 1999))
    if cat == "born":
        return str(R.randint(1924, 1962))
    if cat == "died":
        return str(R.randint(2019, 2025))
    if cat == "age":
        return str(R.randint(61, 101))
    if cat == "num":
        return str(R.randint(1001, 9899))
    if cat == "small":
        return str(R.randint(1, 28))
    if cat == "plot":
        return pick(["Section %s, Row %d, Plot %d" % (pick("ABCDEFG"), R.randint(1, 30), R.randint(1, 60)),
                     "plot %s-%d-%02d" % (pick("ABCDEFG"), R.randint(1, 30), R.randint(1, 60)),
                     "grave %d%s" % (R.randint(1, 900), pick("ABC"))])
    if cat == "ref":
        return pick(["D-%05d" % R.randint(1000, 99999), "GA-%d-%04d" % (R.randint(2023, 2026), R.randint(1, 9999)),
                     "INV%06d" % R.randint(1, 999999), "SO-%d" % R.randint(100, 9999)])
    if cat == "charno":
        return str(R.randint(200000, 1199999))
    if cat == "phone":
        return pick(["07700 900%03d" % R.randint(0, 999), "0161 496 0%03d" % R.randint(0, 999),
                     "(555) 01%02d-%04d" % (R.randint(0, 99), R.randint(0, 9999))])
    if cat == "email":
        return pick(EMAILS)
    if cat == "addr":
        return pick(ADDRS)
    if cat == "hash":
        return "".join(pick("0123456789abcdef") for _ in range(7))
    if cat == "tm":
        return pick(TITLES_M[faith])
    if cat == "tf":
        return pick(TITLES_F[faith])
    if cat == "tgm":
        return pick(TG_M)
    if cat == "tgf":
        return pick(TG_F)
    if cat == "clock":
        return "%02d:%02d:%02d" % (R.randint(6, 22), R.randint(0, 59), R.randint(0, 59))
    if cat == "amt_eur":
        return "%d €" % pick([10, 20, 25, 50, 100, 150, 200])
    raise KeyError(cat)


FAITH_CATS = ("fest", "pow", "wday", "music", "book", "charity")


def keep_item(cat, faith):
    if cat == "fund":
        return pick(KEEP["fund"] + KEEP["fund_" + faith])
    if cat in FAITH_CATS:
        if cat == "charity":
            lst = KEEP["charity_" + faith] + KEEP["charity"] if faith != "o" else KEEP["charity"]
            return pick(lst)
        return pick(KEEP[cat + "_" + faith])
    return pick(KEEP[cat])


# =========================================================================
#  persons
# =========================================================================
FOLD = {"ß": "ss", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ð": "d",
        "Ð": "D", "þ": "th", "Þ": "Th", "ł": "l", "Ł": "L", "ı": "i", "œ": "oe", "ə": "e",
        "Ə": "E", "ŋ": "ng"}


def fold(s):
    s = "".join(FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def handle_part(s):
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


def is_latin(s):
    return all(ord(c) < 0x250 or unicodedata.combining(c) or c in "ʻ’ḥṣṭẓāīūḤṢĀ" for c in s)


def split_fam(entry):
    if "/" in entry:
        m, f = entry.split("/", 1)
        return m.strip(), f.strip()
    return entry, entry


def make_person(o, g=None, native=False):
    if native:
        cands = [n for n in o.get("native", []) if g is None or n[0] == g]
        if not cands:
            return None
        gg, fam, giv, fmt = pick(cands)
        if fmt == "mono":
            full, order = giv, "mono"
        elif fmt == "fg0":
            full, order = fam + giv, "fg"
        elif fmt == "fg":
            full, order = fam + " " + giv, "fg"
        else:
            full, order = giv + " " + fam, "gf"
        return dict(given=giv, family=fam, full=full, g=gg, latin=False, order=order,
                    origin=o["key"], sep="" if fmt == "fg0" else " ")
    if g is None:
        g = pick(["f", "m"])
    givens = o["female"] if g == "f" else o["male"]
    if not givens:
        return None
    given = pick(givens)
    style = o.get("style", "gf")
    family, order = None, "gf"
    if style == "mono":
        full, order = given, "mono"
    elif style == "somali":
        fa = pick(o["fathers"])
        gfa = pick([x for x in o["fathers"] if x != fa])
        family = fa + " " + gfa
        full = given + " " + family
    elif style == "eth":
        family = pick([x for x in o["fathers"] if x != given])
        full = given + " " + family
    elif style == "nasab":
        mc, fc, _p = o["nasab"]
        father = pick(o["fathers"])
        full = "%s %s %s" % (given, mc if g == "m" else fc, father)
        order = "nasab"
    elif style == "sikh":
        sc = "Singh" if g == "m" else "Kaur"
        if chance(0.6):
            clan = pick(o["family"])
            family, full = clan, "%s %s %s" % (given, sc, clan)
        else:
            family, full = sc, "%s %s" % (given, sc)
    elif style == "tamil":
        fa = pick(o["family"])
        if chance(0.5):
            full, order = "%s. %s" % (fa[0], given), "initial"
        else:
            family, full = fa, given + " " + fa
    elif style == "viet":
        family = pick(o["family"])
        mid = pick(o["mids"][0] if g == "f" else o["mids"][1])
        if mid in given.split():
            mid = "Thị" if g == "f" else "Văn"
        full, order = "%s %s %s" % (family, mid, given), "fg"
    else:
        fm, ff = split_fam(pick(o["family"]))
        family = ff if g == "f" else fm
        if o.get("p2") and chance(o["p2"]):
            for _ in range(10):
                m2, f2 = split_fam(pick(o["family"]))
                second = f2 if g == "f" else m2
                if second != family:
                    family = family + " " + second
                    break
        middle = ""
        if o.get("pat") and chance(o["pat"][1]):
            pm, pf = split_fam(pick(o["pat"][0]))
            middle = pf if g == "f" else pm
        elif o.get("nasab") and chance(o["nasab"][2]):
            mc, fc, _p = o["nasab"]
            middle = "%s %s" % (mc if g == "m" else fc, pick(o["fathers"]))
        elif o.get("mi") and chance(o["mi"]):
            middle = pick("ABCDEFGHJKLMNPRSTVW") + "."
        if o.get("fg") and not middle and chance(o["fg"]):
            full, order = family + " " + given, "fg"
        else:
            full = " ".join(x for x in (given, middle, family) if x)
    if o.get("ascii") and chance(o["ascii"]):
        given, full = fold(given), fold(full)
        family = fold(family) if family else family
    return dict(given=given, family=family, full=full, g=g, latin=True, order=order,
                origin=o["key"], sep=" ")


def person_form(p, form):
    full, fam, giv = p["full"], p["family"], p["given"]
    mono = p["order"] in ("mono",)
    if form == "full":
        return full
    if form == "upper":
        return full.upper()
    if form == "lower":
        return full.lower()
    if form == "first":
        if mono:
            return full
        if p["order"] == "initial":
            return giv
        return giv
    if not fam or mono or p["order"] in ("initial", "nasab"):
        return None
    if form == "last":
        return fam
    if form == "lastfirst":
        if p["order"] == "fg":
            rest = full[len(fam):].strip()
        else:
            rest = full[:len(full) - len(fam)].strip()
        return "%s, %s" % (fam, rest)
    if not p["latin"]:
        return None
    if form == "initlast":
        ch = [c for c in giv if c.isalpha()][0]
        return "%s. %s" % (ch, fam)
    if form == "caps":
        rest = full[len(fam):].strip() if p["order"] == "fg" else full[:len(full) - len(fam)].strip()
        return "%s %s" % (fam.upper(), rest)
    if form == "handle":
        return "%s.%s" % (handle_part(giv.split()[0]), handle_part(fam))
    if form == "flast":
        return "%s%s" % (handle_part(giv)[0], handle_part(fam))
    if form == "handle_":
        return "%s_%s" % (handle_part(giv.split()[0]), handle_part(fam))
    raise KeyError(form)


ORIGIN_BY_KEY = {o["key"]: o for o in ORIGINS}
LATIN_ORIGINS = list(ORIGINS)
NATIVE_ORIGINS = [o for o in ORIGINS if o.get("native")]


def origins_for_faith(faith):
    if faith == "x":
        return LATIN_ORIGINS
    return [o for o in ORIGINS if faith in o["tags"]]


# =========================================================================
#  rendering
# =========================================================================
TOK = re.compile(r"\{([PFM])(\d)(?::([a-z_]+))?\}|\{([KN]):([a-z_0-9]+)\}|\[\[(.+?)\]\]|<<(.+?)>>",
                 re.S)


def template_people(tpl):
    need = {}
    for m in TOK.finditer(tpl):
        if m.group(1):
            k = m.group(2)
            g = {"P": None, "F": "f", "M": "m"}[m.group(1)]
            if k in need and need[k] != g and g is not None and need[k] is not None:
                raise ValueError("gender clash in template: " + tpl)
            if k not in need or need[k] is None:
                need[k] = g
    return need


def draw_people(need, origin_pool, native_p=0.0, fixed_origin=None, native_only=False):
    people = {}
    used = set()
    for k in sorted(need):
        g = need[k]
        for _ in range(60):
            if native_only:
                o = fixed_origin if fixed_origin else pick(NATIVE_ORIGINS)
                p = make_person(o, g, native=True)
            else:
                o = fixed_origin if fixed_origin else pick(origin_pool)
                nat = bool(o.get("native")) and chance(native_p)
                p = make_person(o, g, native=nat)
            if p is None:
                continue
            key = (p["full"], p["given"])
            if p["full"] in {x[0] for x in used} or p["given"] in {x[1] for x in used}:
                continue
            used.add(key)
            people[k] = p
            break
        else:
            raise Retry()
    return people


def render(tpl, people, faith):
    segs = []
    pos = 0
    for m in TOK.finditer(tpl):
        if m.start() > pos:
            segs.append(["t", tpl[pos:m.start()]])
        if m.group(1):
            p = people[m.group(2)]
            s = person_form(p, m.group(3) or "full")
            if s is None:
                raise Retry()
            segs.append(["n", s])
        elif m.group(4) == "K":
            segs.append(["k", keep_item(m.group(5), faith)])
        elif m.group(4) == "N":
            segs.append(["t", fill(m.group(5), faith)])
        elif m.group(6) is not None:
            segs.append(["k", m.group(6)])
        else:
            segs.append(["n", m.group(7)])
        pos = m.end()
    if pos < len(tpl):
        segs.append(["t", tpl[pos:]])
    return segs


def title_case(s, prev):
    out = []
    for ch in s:
        if (prev == "" or prev.isspace() or prev in "(\"“/—") and ch.isalpha():
            out.append(ch.upper())
        else:
            out.append(ch)
        prev = ch
    return "".join(out)


def assemble(segs, mode=None):
    text = ""
    names, keep = [], []
    for kind, s in segs:
        if mode == "lower" or (mode == "namelower" and kind == "n"):
            s = s.lower()
        elif mode == "upper" or (mode == "nameupper" and kind == "n"):
            s = s.upper()
        elif mode == "title":
            s = title_case(s, text[-1:] if text else "")
        if kind == "n":
            names.append({"start": len(text), "end": len(text) + len(s), "text": s})
        elif kind == "k":
            if s not in keep:
                keep.append(s)
        text += s
    return text, names, keep


def parse_hand(markup):
    """Hand-written record: <<Name>> marks a name span, [[word]] a keep item."""
    segs = []
    pos = 0
    for m in re.finditer(r"<<(.+?)>>|\[\[(.+?)\]\]", markup, re.S):
        if m.start() > pos:
            segs.append(["t", markup[pos:m.start()]])
        if m.group(1) is not None:
            segs.append(["n", m.group(1)])
        else:
            segs.append(["k", m.group(2)])
        pos = m.end()
    if pos < len(markup):
        segs.append(["t", markup[pos:]])
    return segs


# =========================================================================
#  validation
# =========================================================================
def word_tokens(s):
    """Tokens: runs of letters/digits/underscore *and combining marks*, so that
    Indic vowel signs do not split a word (Python's \\w alone would)."""
    toks, cur = [], []
    for ch in s:
        if ch.isalnum() or ch == "_" or unicodedata.category(ch).startswith("M"):
            cur.append(ch)
        else:
            if cur:
                toks.append("".join(cur))
            cur = []
    if cur:
        toks.append("".join(cur))
    return toks


NOSPACE = re.compile(r"[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u0F00-\u0FFF"
                     r"\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]")


def outside_count(text, w, spans):
    n = 0
    for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
        if all(m.end() <= s["start"] or m.start() >= s["end"] for s in spans):
            n += 1
    return n


def substring_outside(text, w, spans):
    i = text.find(w)
    while i >= 0:
        j = i + len(w)
        if all(j <= s["start"] or i >= s["end"] for s in spans):
            return True
        i = text.find(w, i + 1)
    return False


def check(rec, seen_ids):
    rid = rec["id"]
    errs = []
    if rid in seen_ids:
        errs.append("duplicate id")
    if rec["slice"] not in SLICES:
        errs.append("bad slice")
    if not re.match(r"^%s(-[a-z0-9_]+)*-\d{3}$" % rec["slice"], rid):
        errs.append("bad id")
    text = rec["text"]
    if re.search(r"<<[^<>\n]+>>|\[\[[^\[\]\n]+\]\]", text):
        errs.append("markup left in text")
    last_end = -1
    for s in rec["names"]:
        if not (0 <= s["start"] < s["end"] <= len(text)):
            errs.append("span out of range")
            continue
        if text[s["start"]:s["end"]] != s["text"]:
            errs.append("span text mismatch")
        if s["text"] != s["text"].strip():
            errs.append("span has surrounding whitespace: %r" % s["text"])
        if s["start"] < last_end:
            errs.append("spans overlap / unsorted")
        last_end = s["end"]
    if rec["slice"] == "keep":
        if rec["names"]:
            errs.append("keep slice with names")
        if not rec["keep"]:
            errs.append("keep slice without keep items")
    elif not rec["names"]:
        errs.append("no names")
    name_toks = set()
    for s in rec["names"]:
        name_toks.update(t.casefold() for t in word_tokens(s["text"]))
    nospace = bool(NOSPACE.search(text))
    for k in rec["keep"]:
        if not k or k != k.strip():
            errs.append("bad keep item %r" % k)
        if not substring_outside(text, k, rec["names"]):
            errs.append("keep item not outside names: %r" % k)
        elif not nospace and outside_count(text, k, rec["names"]) < 1:
            errs.append("keep item not a whole word outside names: %r" % k)
        shared = name_toks & {t.casefold() for t in word_tokens(k)}
        if shared:
            errs.append("keep %r shares token(s) %s with a name" % (k, sorted(shared)))
    return errs


# =========================================================================
#  templates
# =========================================================================
# (faith, text): faith "*" = pick a faith (and persons of that faith);
# "c" "m" "j" "h" "s" "b" = fixed faith; "x" = any person, neutral context.

CULTURES = [
    ("*", "Please add {P1} to this week's prayer list. Surgery on {K:day}, and the family have asked us not to post details on {K:msg}."),
    ("*", "can you help me write a short condolence note to {F1}? her husband {M2} passed on {K:day} and i don't want it to sound like a card from a shop"),
    ("*", "Funeral arrangements for {P1}\nService: {K:pow}, {K:day} {N:date} at {N:time}\nCommittal: {K:cemetery}\nFamily flowers only; donations to {K:charity}."),
    ("*", "Draft a thank-you email to {P1} for their gift of {N:amt} to the {K:fund}. Mention that we can claim [[Gift Aid]] if they fill in the form. Under 120 words please."),
    ("*", "FOOD BANK VOLUNTEER SIGN-UP\nName: {P1}\nAvailable: {K:day} mornings\n[[DBS]] check: pending\nEmergency contact: {P2}"),
    ("*", "Obituary draft, please tighten it: {F1}, aged {N:age}, died peacefully in {K:place} on {N:date}. Predeceased by her husband {M2}. Remembered for her laughter and her cooking."),
    ("*", "Welcome desk rota: {P1} and {P2} on the {K:wday} after next, {P3} covering if anyone is ill. Turn this into a short reminder message?"),
    ("*", "For the newsletter: {P1} has run the tea stall after {K:wday} worship for twelve years and hands over to {P2} in {K:month}. Three warm sentences, nothing soppy."),
    ("*", "This row from the donor export won't import:\n{N:ref},\"{P1:lastfirst}\",{N:amtnum},{N:isodate},Y\nWhat's wrong with it?"),
    ("*", "The stonemason's proof for the headstone reads '{P1:upper}' but the family spelled it {P1}. Is all-caps fine or should it match exactly?"),
    ("*", "{P1} asked if the hall is free on {K:day} {N:date} for a naming ceremony. Draft a friendly yes (from 2pm) and mention the kitchen rules."),
    ("*", "Message from {P1} in our [[WhatsApp]] group: \"thank you all for the meals and the prayers, we felt so held this week\". Suggest a reply from the pastoral team."),
    ("*", "Write a two-line tribute to {P1} for the memorial book at {K:pow}. Loved gardening, came every {K:wday}, never said no to washing up."),
    ("*", "Our burial register lists {P1} in {N:plot}, interred {N:date}. A grandson, {M2}, wants a copy of the entry. What do we need to check under [[GDPR]] first?"),
    ("*", "Who's signing the card for {P1}? So far {P2}, {P3} and me. Did I miss anyone from the visiting team?"),
    ("*", "Please explain in plain English for {F1}: her late husband's estate will pay the interment fee directly to the council, and the grant of burial stays in his name."),
    ("*", "This month's collection goes to {K:charity}. Huge thanks to {P1} and {P2}, whose bake sale raised {N:amt}!"),
    ("*", "Add to the minutes: {P1} proposed and {P2} seconded that the surplus from {K:fest} be given to {K:charity}. Carried unanimously."),
    ("*", "In loving memory of {P1}\n{N:born} – {N:died}\nForever in our hearts"),
    ("*", "{P1}, our treasurer, says the {K:crm} export is missing three donors. Which formula would find the duplicates?"),
    ("*", "pls remind {F1:first} she's on readings this {K:wday} and {M2:first} is on the door"),
    ("*", "Hospital visiting for {K:day}: {P1} (ward 7, likes visitors), {P2} (home now, phone first)."),
    ("*", "I'm giving the eulogy for my grandfather {M1} on {K:day}. He came to {K:place} in {N:year} with one suitcase. Help me open it without clichés."),
    ("*", "Bereavement group attendance, {K:month}: {P1}, {P2}, {P3}, {P4}."),
    ("*", "Thank-you card draft: 'Dear {P1}, thank you for leading the prayers for our mother. It meant more than we can say.' Can you make it a bit less formal?"),
    ("*", "Check this line for the order of service: 'We welcome {P1}, who will read from {K:book}.'"),
    ("*", "Donor note: {F1} wants her monthly gift moved to the {K:fund}. Standing order ref {N:ref}."),
    ("*", "Need a one-paragraph bio for the appeal leaflet. {F1} started the {K:fund} after losing her son; {P2} chairs it now."),
    ("*", "Correct the spelling only, don't touch the names: 'The familys of {P1} and {P2} thank evryone who came to the vigil.'"),
    ("*", "Seating plan for the memorial lunch. Table 1: {P1}, {P2}, {P3}. Table 2: {P4} and family."),
    ("*", "Reply to {F1}: yes, we'll read her father's name at the {K:fest} remembrance. Warm but short."),
    ("*", "Wording for the plaque on the new bench: 'Given in memory of {P1}, who loved this garden.'"),
    ("*", "{P1} and {P2} would like to sponsor the flowers for {K:fest}. How should the acknowledgement read in the bulletin?"),
    ("*", "Volunteer log {N:date}: {P1} sorted 40 crates at the food bank; {P2} drove the van."),
    ("*", "Help me write an invitation: naming ceremony for our daughter {F1:first} on {K:day} {N:date}, hosted by {P2} and {P3}."),
    ("*", "Summarise this voicemail: 'Hi, it's {P1}, calling about my mum's ashes. The crematorium said to ring you about the interment slot.'"),
    ("*", "My aunt {F1} passed away and the family wants a memorial page on {K:giving}. What should the first paragraph say?"),
    ("*", "{F1} (grandmother), {F2} (aunt) and {P3} (cousin) will light the candles. Draft the cue sheet."),
    ("m", "Janazah for {M1} after [[Dhuhr]] at {K:pow} tomorrow, burial at {K:cemetery}. Please make dua for the family. Can you tidy this announcement?"),
    ("j", "shiva minyan for {P1} at the family home, evenings at 7. The family asks that donations go to {K:charity}. Please reword for the weekly email."),
    ("j", "Please add to the [[Mi Shebeirach]] list: {P1} and {P2}. Both in hospital since {K:fest}."),
    ("s", "Sehaj Path in memory of {P1} begins {K:day} at {K:pow}; bhog and [[Antim Ardas]] the following {K:day}. Make this into a poster text."),
    ("h", "Shraddh for {P1} on {N:date}. Can you write a short invite in English that also works for the older relatives?"),
    ("b", "Merit-making for the late {P1} at {K:pow} on {K:day}; the monks will be offered the meal at 11. Please write the notice."),
    ("c", "Baptism: {F1:first}, daughter of {P2} and {P3}, at {K:pow} on {K:wday} {N:date}. Godparents {P4} and {P5}. Can you make this announcement warmer?"),
    ("c", "Readers for {K:fest}: first reading {P1}, psalm {P2}, intercessions {P3}. Please format as a table."),
    ("m", "Zakat from {P1}: {N:amt}, paid before {K:fest}. Please draft the receipt line for our records."),
]

CASING = [
    ("*", "{P1} and {P2} are doing the flowers for {K:fest} at {K:pow}."),
    ("*", "prayer request from {P1}: please pray for {P2}, surgery on {K:day}"),
    ("*", "In loving memory of {P1}, who fell asleep on {N:date}. Service at {K:pow}."),
    ("*", "Funeral of {P1}, {K:day} {N:time}, all welcome, refreshments after in the hall"),
    ("*", "{P1} has pledged {N:amt} to the {K:fund}. Can you draft a thank you?"),
    ("*", "can someone cover the {K:wday} rota for {F1}? she's in hospital again"),
    ("*", "Thank you to everyone who came to {P1}'s memorial. The family raised {N:amt} for {K:charity}."),
    ("*", "Choir practice moves to {K:day}. {P1} will play; {P2} is away."),
    ("*", "New volunteers this month: {P1}, {P2} and {P3}. Please welcome them at the food bank on {K:day}."),
    ("*", "Condolences to {F1} on the death of her mother, {F2}."),
    ("*", "Reminder: {P1} is collecting [[Gift Aid]] forms after the {K:wday} service."),
    ("*", "[[RIP]] {P1}. Gone too soon. Funeral details to follow."),
    ("*", "Tonight's vigil for {P1} starts at 7 at {K:pow}; bring a candle."),
    ("*", "Donations in memory of {P1} can be made through {K:giving}."),
    ("*", "{P1} asked me to tell you the {K:fest} lunch is cancelled."),
    ("*", "Please pray for the family of {P1}, who died suddenly on {K:day}."),
    ("*", "Meal rota for the family of {P1}: {P2} on {K:day}, {P3} the day after."),
    ("*", "Order of service. Welcome: {P1}. Reading: {P2}. Eulogy: {P3}."),
    ("*", "notice of death: {P1} of {K:street}, aged {N:age}"),
    ("*", "{P1} will read {K:book} at the funeral of {P2}."),
    ("*", "The {K:org} sends love to {P1} and thanks {P2} for the cakes."),
    ("*", "Book of condolence for {P1} is open at {K:pow} until {K:day}."),
    ("*", "Headstone inscription: {F1}, beloved wife of {M2}. {N:born}–{N:died}."),
    ("*", "Memorial lecture in honour of {P1}, chaired by {P2}, {K:month} {N:small}."),
]

POSITION_START = [
    ("*", "{P1} passed away peacefully on {K:day}; funeral details will follow."),
    ("*", "{M1} needs to go on the {K:wday} prayer list, can you add him?"),
    ("*", "{P1} has offered to run the food bank on {K:day} while we're at the retreat."),
    ("*", "{P1:first}, thank you so much for the flowers at {K:pow}!"),
    ("*", "{P1} {N:born}–{N:died}, buried at {K:cemetery}."),
    ("*", "{P1:lastfirst}: [[Gift Aid]] declaration received {N:date}."),
    ("*", "{P1} and family thank you all for your kindness and prayers."),
    ("*", "{P1}: {N:amt} online via {K:giving}, please add to the spreadsheet."),
    ("*", "{P1}'s funeral is at {K:pow} on {K:day}, 11am."),
    ("*", "{P1:upper}: NOTICE OF FUNERAL ARRANGEMENTS"),
    ("*", "{P1} will read {K:book} this {K:wday}."),
    ("*", "{F1} rang again about the memorial bench, what do I tell her?"),
    ("*", "{P1:first} here, can you help me word a sympathy card?"),
    ("*", "{P1} (volunteer since {N:year}) is retiring from the soup kitchen."),
]
POSITION_MIDDLE = [
    ("*", "Could you please add {P1} to the list for {K:fest}?"),
    ("*", "The hall booking for {P1} clashes with the {K:fest} party, what should I say?"),
    ("*", "We received {N:amt} from {P1} for the {K:fund} this morning."),
    ("*", "I sat with {F1} at the hospice yesterday and she asked for {K:music} at her funeral."),
    ("*", "Tell the caterers that {P1} is vegetarian and will be at the wake."),
    ("*", "The grave of {P1} is in {N:plot} at {K:cemetery}, per the register."),
    ("*", "Our thanks go to {P1} for driving the minibus every {K:wday}."),
    ("*", "Last week {P1} brought twelve bags to the food bank, which is amazing."),
    ("*", "Can you ask whether {P1} still wants the {K:month} slot?"),
    ("*", "Please write to {P1} and say the plaque will be ready by {K:fest}."),
    ("*", "The family of {P1} would like {K:music} as the closing piece."),
    ("*", "After {P1} stepped down, nobody took over the {K:org}."),
    ("*", "We'll hold a minute's silence for {P1} before the {K:fest} meal."),
]
POSITION_END = [
    ("*", "Please pray for {P1}"),
    ("*", "Funeral director contact: {P1}"),
    ("*", "The flowers on the altar were given by {P1}."),
    ("*", "This week's address will be given by {P1}"),
    ("*", "With deepest sympathy,\n{P1}"),
    ("*", "Next on the cleaning rota: {P1}"),
    ("*", "Reading at the {K:fest} service: {P1}."),
    ("*", "Donation of {N:amt} received from {P1}!"),
    ("*", "Bench dedicated in memory of {P1}"),
    ("*", "Any update on the headstone for {P1}?"),
    ("*", "Volunteer of the month: {P1}"),
    ("*", "Cards can be left at {K:pow} for {P1}."),
    ("*", "signed on behalf of the committee, {P1}"),
    ("*", "thank you from all of us at the food bank, love {P1:first}"),
]

LISTS = [
    ("*", "Prayer list this week:\n- {P1} (recovering from surgery)\n- {P2}\n- {P3} and family\n- {P4}"),
    ("*", "Readers: {P1}, {P2}, {P3} & {P4}"),
    ("*", "Flowers rota {K:month}: {P1} / {P2} / {P3} / {P4}"),
    ("*", "Bereaved this month: {P1}; {P2}; {P3}. Please remember them in the intercessions."),
    ("*", "1. {P1}: {K:book}\n2. {P2}: {K:book}\n3. {P3}: prayers\nCan you turn this into the order of service?"),
    ("*", "name,role,phone\n{P1},reader,{N:phone}\n{P2},steward,{N:phone}\n{P3},sound desk,{N:phone}\nSort by role please."),
    ("*", "Donors to thank before {K:fest}: {P1:lastfirst}; {P2:lastfirst}; {P3:lastfirst}."),
    ("*", "| Date | Reader | Intercessor |\n|---|---|---|\n| {N:date} | {P1} | {P2} |\n| {N:date} | {P3} | {P4} |\nAdd a column for the music."),
    ("*", "Pallbearers: {M1}, {M2}, {M3}, {M4}, {M5} and {M6}."),
    ("*", "Food bank shifts. {K:day}: {P1:first}, {P2:first}. {K:day}: {P3:first}, {P4:first}. Who is doing both?"),
    ("*", "Condolence messages came from {P1}, {P2}, the {K:org} and {P3}."),
    ("*", "Volunteers with keys: {P1:initlast}, {P2:initlast}, {P3:initlast}."),
    ("*", "Godparents: {P1} and {P2}. Sponsors: {P3}."),
    ("*", "Memorial bench sponsors\n* {P1}\n* {P2} & {P3}\n* the family of {P4}"),
    ("*", "Committee: {P1} (chair), {P2} (secretary), {P3} (treasurer), {P4} (safeguarding)."),
    ("*", "Candle lighters at the {K:fest} service: {P1}, {P2}, {P3}."),
    ("*", "Could you alphabetise these by surname? {P1}, {P2}, {P3}, {P4}, {P5}"),
    ("*", "Meal train: {K:day} {P1} / {K:day} {P2} / {K:day} {P3}"),
    ("*", "Who sang at the funeral: {P1}, {P2}; organ: {P3}; tea: everyone else."),
    ("*", "Rota swap: {P1} ↔ {P2}, {P3} ↔ {P4}. Update the sheet?"),
    ("*", "lapsed donors (no gift since {N:year}): {P1:lastfirst} | {P2:lastfirst} | {P3:lastfirst}"),
    ("j", "Names for the [[Yizkor]] list: {P1}, {P2}, {P3}, {P4}."),
    ("s", "Akhand Path sewa: {P1} (langar), {P2} (path), {P3} (cleaning), {P4} (shoes)."),
    ("m", "[[Iftar]] hosts: {K:day} {P1}, {K:day} {P2}, {K:day} {P3}."),
    ("c", "Eucharistic ministers for {K:fest}: {P1}, {P2}, {P3}, {P4}."),
    ("*", "Deaths recorded in {K:month}:\n{P1}, {N:age}\n{P2}, {N:age}\n{P3}, {N:age}"),
]

POSSESSIVE = [
    ("*", "{P1}'s funeral will be held at {K:pow} on {K:day}."),
    ("*", "Can you proofread {F1}’s eulogy for her father?"),
    ("*", "We're collecting for {P1}'s family after the house fire."),
    ("*", "Please update {P1:first}'s address in {K:crm}."),
    ("*", "{P1}'s and {P2}'s donations were both recorded twice."),
    ("*", "{N:tgm} {M1:last}'s grave needs re-levelling before {K:fest}."),
    ("*", "I found {P1}’s old prayer book with {K:book} marked in pencil."),
    ("*", "Add {P1}'s name to the memorial wall, between {P2}'s and {P3}'s."),
    ("*", "{P1:first}'s naming ceremony photos are on the {K:drive} drive."),
    ("*", "Is it {P1}'s turn on the rota or {P2}'s?"),
    ("*", "The family asked that {P1}'s favourite reading, {K:book}, be used."),
    ("*", "Is {F1}'s [[Gift Aid]] declaration still valid if she moved abroad?"),
    ("*", "{N:tm} {M1:last}'s sermon notes from {K:fest} need typing up."),
    ("*", "We need {P1}'s consent before the photo goes in the newsletter."),
    ("*", "{P1}'s mother's headstone has been vandalised, how do I report it?"),
    ("*", "Write a short note for {P1}’s leaving card from the food bank."),
    ("*", "{P1:first}'s last wish was {K:music} at the end."),
    ("*", "Where should {P1}'s ashes be interred if the family plot is full?"),
    ("*", "The treasurer wants {P1}’s pledge moved to next year."),
    ("*", "{F1}'s husband {M2} asked for the order of service as a [[PDF]]."),
]

QUOTED = [
    ("*", "From: {P1} <{N:email}>\nSubject: Re: funeral flowers\n\nHi {P2:first},\nThe florist needs confirmation by {K:day}.\nThanks,\n{P1:first}\n\nCan you draft my reply?"),
    ("*", "[{N:clock}] {P1}: is the hall booked for the wake?\n[{N:clock}] {P2}: yes, 1 to 5\n[{N:clock}] {P1}: amazing thank you\nSummarise this chat for the minutes."),
    ("*", "> On {K:day}, {P1} wrote:\n> Please could we add Dad to the prayer list\n\nReply kindly that we have, and ask if we may mention him by name."),
    ("*", "Dear {P1},\nThank you for your generous gift in memory of {P2}.\nWith gratitude,\n{P3}\nTreasurer, {K:pow}\n\nIs this too stiff?"),
    ("*", "\"{P1} was always the first to arrive and the last to leave,\" said {P2}. Use this quote in the tribute."),
    ("*", "Hi {P1:first}, could you cover the soup kitchen on {K:day}? Thanks, {P2:first}"),
    ("*", "Forwarded message from {P1}: the coffin will arrive at 10:40, please have the bearers ready at the west door."),
    ("*", "Fix the formatting of my email signature:\n{P1}\nParish Administrator | {K:pow}\n{N:phone}"),
    ("*", "Text from {P1:first}: 'running late, start without me, tell {P2:first} the readings are in the vestry'"),
    ("*", "Is this a scam? 'Dear {P1}, your donation to {K:charity} failed. Click here to re-enter your card details.'"),
    ("*", "Condolence card wording: 'To {P1} and family, thinking of you all. Love, {P2} x'"),
    ("*", "Online guestbook entry: 'Rest easy, {P1:first}. You taught half this street to swim. — {P2}'"),
    ("*", "Voicemail transcript: 'Hello, this is {P1} from {K:funeralhome}, calling for {P2} about the service time.'"),
    ("*", "-----Original Message-----\nFrom: {P1}\nSent: {K:day}\nTo: Parish Office\nSubject: baptism enquiry\n\nCould you translate this into simpler English?"),
    ("*", "Comment on our {K:giving} fundraiser: \"Donated in memory of my nan, {F1}. She would have loved this. — {P2}\"\nShould we reply publicly?"),
    ("*", "{P1} posted in the group: \"Does anyone have a spare folding table for {K:fest}?\" and {P2} replied \"yes, mine\". Who do I thank?"),
    ("*", "Please translate the quote on the memorial card: 'Well done, good and faithful servant' — for {P1}, from {P2}."),
    ("*", "Subject: Volunteer application — {P1}\n\nHi, I'd like to help at the food bank on {K:day}s. References: {P2}, {P3}."),
    ("*", "<{P1}> who's bringing the urn?\n<{P2}> me\n<{P3}> i'll do milk\nturn this IRC-style log into a checklist"),
    ("*", "Reply-To: {N:email}\nFrom: \"{P1}\" <{N:email}>\n\nPlease let me know if the plaque text can still be changed."),
]

CODE = [
    ("*", "# TODO({P1:handle}): skip lapsed donors before the {K:fest} mailing\ndef active_donors(rows):\n    return [r for r in rows if r['status'] == 'active']"),
    ("*", "// author: {P1}\n// reviewed-by: {P2:initlast}\nfunction giftAid(gross) {\n  return Math.round(gross * 25) / 100;\n}"),
    ("*", "INSERT INTO donors (id, full_name, amount) VALUES ({N:num}, '{P1}', {N:amtnum});\nWhy does this fail with a unique constraint?"),
    ("*", "{\"deceased\": \"{P1}\", \"venue\": \"{K:pow}\", \"date\": \"{N:isodate}\", \"officiant\": \"{P2}\"}\nValidate this JSON and add a field for the committal."),
    ("*", "rota:\n  - date: {N:isodate}\n    reader: {P1}\n    steward: {P2}\n  - date: {N:isodate}\n    reader: {P3}\n    steward: {P4}\nConvert this YAML to a table."),
    ("*", "{N:isodate}T{N:clock}Z INFO giftaid.claim donor=\"{P1:lastfirst}\" amount={N:amtnum} status=queued\nWhat does status=queued mean here?"),
    ("*", "commit {N:hash}\nAuthor: {P1} <dev@example.org>\n\n    Fix slug for memorial pages with apostrophes\n\nWrite a better commit message."),
    ("*", "Co-authored-by: {P1} <noreply@example.org>\nCo-authored-by: {P2} <noreply@example.org>\nIs this trailer format right?"),
    ("*", "/**\n * Builds the rota for the food bank.\n * @author {P1:lastfirst}\n */\npublic class RotaBuilder {}"),
    ("*", "df.loc[df['donor'] == '{P1}', 'gift_aid'] = True\nWhy do I get SettingWithCopyWarning in pandas?"),
    ("*", "Mail merge test row:\nfirst_name,last_name,amount\n{P1:first},{P1:last},{N:amtnum}\nThe letter says 'Dear {{first_name}}' but prints blank."),
    ("*", "<!-- {P1:handle}: swap the banner before {K:fest} -->\n<h1>Memorial Garden Appeal</h1>"),
    ("*", "UPDATE members SET status = 'deceased', dod = '{N:isodate}' WHERE full_name = '{P1}';\nShould we keep the row for the burial register?"),
    ("*", "git blame says {P1:handle} changed the rounding in gift_aid.py last {K:month}. How do I see the diff?"),
    ("*", "assert format_name('{P1:lower}') == '{P1}'\nThis test fails for some names. Why?"),
    ("*", "Excel formula help: =IF(B2=\"{P1}\",\"Trustee\",\"\") returns nothing even though B2 looks right."),
    ("*", "donor_id;surname;forename;amount\n{N:num};{P1:last};{P1:first};{N:amtnum}\n{N:num};{P2:last};{P2:first};{N:amtnum}\nHow do I import this semicolon CSV into {K:sheet}?"),
    ("*", "SELECT plot, interred FROM burials WHERE surname = '{P1:last}' ORDER BY interred;\nReturns two people with the same name, how do I tell them apart?"),
    ("*", "const pallbearers = ['{P1}', '{P2}', '{P3}', '{P4}'];\nconsole.log(pallbearers.join(', '));"),
    ("*", "{N:isodate} {N:clock} WARN rota: {P1} double-booked ({K:day} 10:00, {K:day} 10:00)"),
    ("*", "# FIXME {P1:handle}: sort puts particles like 'de la' under D, should sort by main surname\nsorted(names, key=lambda n: n.split()[-1])"),
    ("*", "@{P1:handle} can you review the {K:giving} webhook before Sunday's appeal goes out?"),
    ("*", "- [ ] {P1:flast}: print orders of service\n- [x] {P2:flast}: book the hearse\n- [ ] {P3:flast}: call the caterers"),
    ("*", "print(f\"Dear {first}, thank you for your gift!\")  # first = '{P1:first}'"),
    ("*", "donations = {\n    \"{P1}\": {N:amtnum},\n    \"{P2}\": {N:amtnum},\n}\nHow do I sum the values?"),
    ("*", "$ grep -i \"{P1:last}\" burials_2019.csv\nreturns nothing but I know the grave is there. Encoding?"),
    ("*", "CREATE VIEW yahrzeit_due AS SELECT name FROM memorials WHERE ...;\n-- requested by {P1:initlast}, see ticket #{N:num}"),
    ("*", "[{N:isodate} {N:clock}] mailer: sent receipt to donor #{N:num} ({P1}), template=thankyou_v3"),
    ("*", "Why does my regex r\"In memory of ([A-Z][a-z]+ [A-Z][a-z]+)\" miss '{P1}'?"),
    ("*", "volunteers.yml\n- name: {P1}\n  shifts: [{K:day}, {K:day}]\n- name: {P2}\n  shifts: [{K:day}]"),
]

BUSINESS = [
    ("*", "DONATION RECEIPT\nReceived from: {P1}\nAmount: {N:amt}\nFund: {K:fund}\nRegistered charity no. {N:charno}\nThank you for your generosity.\n\nCheck this receipt for anything missing."),
    ("*", "[[Gift Aid]] declaration\nTitle: {N:tgf}   First name: {F1:first}   Surname: {F1:last}\nHome address: {N:addr}\nI want to Gift Aid my donation to {K:pow}."),
    ("*", "Invoice {N:ref}, {K:funeralhome}\nClient: {P1}\nRe: funeral of the late {P2}\nCoffin, hearse, two limousines: {N:amt}\nIs VAT chargeable on this?"),
    ("*", "Standing order: {N:amt} monthly from {P1} to {K:pow} [[Building Fund]], reference {N:ref}. Draft the confirmation letter."),
    ("*", "Hall hire agreement between {K:pow} and {P1} for a memorial reception on {N:date}. Deposit {N:amt}, refundable."),
    ("*", "Grant of exclusive right of burial to {P1} for {N:plot}, {K:cemetery}. Fee {N:amt}. What does 'exclusive right' mean?"),
    ("*", "Legacy notification: the estate of the late {P1} has left {N:amt} to {K:charity}. Executor: {P2}. Draft an acknowledgement."),
    ("*", "Payroll {K:month}: {P1} (organist), 12 hours; {P2} (caretaker), 30 hours. Work out the pay at {N:amt} an hour."),
    ("*", "Expense claim from {P1}: flowers for {K:fest} {N:amt}, candles {N:amt}. Is a receipt needed for both?"),
    ("*", "Trustee minutes: {F1} declared an interest in the roofing contract because {M2} is her brother-in-law."),
    ("*", "Refund request from {P1}: charged twice on {K:giving} for the {K:fund}. How do I reply?"),
    ("*", "Pledge card: I, {P1}, pledge {N:amt} a year for three years to the {K:fund}."),
    ("*", "Please draft a polite letter to {P1} chasing the unpaid hall invoice {N:ref}."),
    ("*", "Insurance claim: water damage in the vestry, reported by {P1} (caretaker) on {N:date}. What photos do we need?"),
    ("*", "[[DBS]] renewals due: {P1} (children's work), {P2} (youth club), {P3} (lunch club)."),
    ("*", "Grant application, contact person: {P1}, Treasurer, {K:pow}. Project: {K:fund}."),
    ("*", "Quote for memorial stone: black granite, inscription for {P1}, 120 letters, {N:amt} incl. fixing."),
    ("*", "Annual giving statement {N:year}: {P1}, total {N:amt}, of which {N:amt} eligible for [[Gift Aid]]."),
    ("*", "Catering order for the funeral of {P1}: 60 sandwiches, 2 urns, delivered to {K:street} by 1pm. Contact {P2}."),
    ("*", "Cheque from {F1} for {N:amt} bounced. How do I raise this without embarrassing her?"),
    ("*", "Contract for the new organist, {P1}, starts {K:month}. Probation 6 months. Check the clauses?"),
    ("*", "Food bank referral voucher: client ref {N:ref}, referred by {P1} (support worker), collected by {P2}."),
]

TITLES = [
    ("*", "{N:tm} {M1} will lead the service at {K:pow} on {K:day}."),
    ("*", "Please thank {N:tf} {F1:last} for the beautiful eulogy."),
    ("*", "{N:tm} {M1:last} asked for the readings by {K:day}."),
    ("*", "Can you write a letter inviting {N:tm} {M1} to bless the new food bank?"),
    ("*", "Dear {N:tgf} {F1:last}, thank you for your donation to the {K:fund}."),
    ("*", "Dear {N:tgm} {M1:last}, we were so sorry to hear of your loss."),
    ("*", "{N:tgm} and Mrs {M1:last} have given the new hymn books."),
    ("*", "{N:tf} {F1} and {N:tm} {M2} will officiate together."),
    ("*", "The late {N:tgm} {M1} was our churchwarden for thirty years."),
    ("*", "Seating: {N:tm} {M1:last} front left, {N:tgf} {F2:last} beside the family."),
    ("c", "Sister {F1:first} will take the {K:fest} retreat."),
    ("c", "Brother {M1:first} from the Franciscans is speaking on {K:day}."),
    ("c", "Deacon {P1} reads the Gospel; Canon {P2} preaches."),
    ("c", "The Rt Revd {P1}, our area bishop, will confirm the candidates."),
    ("c", "Fr. {M1:last} hears confessions before {K:fest}."),
    ("c", "Pastor {P1:first} prayed with the family at the hospital."),
    ("c", "Elder {M1:last} and Elder {M2:last} visited on {K:day}."),
    ("c", "Mother {F1:first} thanks you for the gifts to the convent."),
    ("m", "Imam {M1} led the janazah; Sheikh {M2:last} gave the reminder."),
    ("m", "Ustadha {F1:first} runs the sisters' Quran circle on {K:day}s."),
    ("m", "Hajji {M1} donated the new carpets for {K:pow}."),
    ("m", "Br. {M1:first} and Sr. {F2:first} are collecting for {K:charity}."),
    ("j", "Rabbi {P1:last} will speak at the stone setting."),
    ("j", "Rebbetzin {F1:first} is organising the meals for the shiva house."),
    ("j", "Cantor {P1} will chant [[El Malei Rachamim]]."),
    ("s", "Bhai {M1} will do kirtan; Giani {M2} will lead the Ardas."),
    ("s", "Bibi {F1} has organised the langar for {K:fest}."),
    ("s", "Sardar {M1} and Sardarni {F2} sponsored the Akhand Path."),
    ("h", "Pandit {M1:last} ji will perform the havan at 10."),
    ("h", "Late Smt. {F1} is remembered at the Shraddh on {N:date}."),
    ("h", "Shri {M1} is coordinating the {K:fest} seva."),
    ("b", "Venerable {M1:first} will lead the chanting at {K:pow}."),
    ("*", "Dr {P1} and Prof. {P2} will give the memorial lecture."),
    ("*", "Aunty {F1:first} and Uncle {M2:first} are bringing the food for after the funeral."),
    ("*", "Mx {P1:last} asked that the certificate says {P1}."),
    ("*", "Madam {F1:last} of the {K:org} will present the cheque."),
    ("*", "The Hon. {P1} opened the new hall."),
    ("*", "Capt. {P1} of the {K:org} laid the wreath on {K:fest}."),
    ("*", "Dr. {M1:last} confirmed the death; Mrs {F2:last} registered it."),
    ("*", "Ms {F1:last} from the council called about the burial fees."),
]

# non-English: (lang, pool, text). pool: "x" = any Latin-script person,
# "nat:key,key" = native-script persons of those origins, "o:key,key" = Latin persons of those origins.
NONENGLISH = [
    # German
    ("de", "x", "Bitte formuliere eine kurze Traueranzeige für {F1}. Die [[Trauerfeier]] findet in der [[Friedhofskapelle]] statt; statt Blumen bitten wir um eine [[Spende]] an die [[Diakonie]]."),
    ("de", "x", "Kannst du eine [[Zuwendungsbestätigung]] für {P1} vorbereiten? Betrag: {N:amt_eur}, Zweck: Renovierung der Orgel. Das [[Finanzamt]] braucht das Datum der Zahlung."),
    ("de", "x", "Dienstplan [[Tafel]]: [[Dienstag]] {P1} und {P2}, [[Donnerstag]] {P3}. Bitte als Tabelle."),
    ("de", "x", "Liebe Gemeinde, am [[Sonntag]] wird {F1:first} getauft, Tochter von {F2} und {M3}. Die [[Taufe]] ist im [[Gottesdienst]] um 10 Uhr."),
    ("de", "x", "Kondolenzschreiben an {F1}: ihr Mann {M2} ist nach langer Krankheit gestorben. Bitte nicht zu förmlich, wir kennen uns aus dem [[Kirchenchor]]."),
    ("de", "x", "Wie trage ich in [[Excel]] die [[Grabstelle]] von {P1} ein, wenn das [[Nutzungsrecht]] auf {P2} übergeht?"),
    ("de", "x", "Frau {F1:last} möchte ihre monatliche [[Spende]] ab [[Januar]] an die [[Caritas]] umleiten. Was muss ich beachten?"),
    # French
    ("fr", "x", "Pouvez-vous rédiger un [[faire-part]] de décès pour {M1}, décédé le {N:date} ? Les [[obsèques]] auront lieu en l'église [[Saint-Sulpice]]."),
    ("fr", "x", "Merci de préparer un [[reçu fiscal]] pour le don de {P1} à la paroisse, montant {N:amt_eur}."),
    ("fr", "x", "Planning des lectures pour [[Pâques]] : {P1} (première lecture), {P2} (psaume), {P3} (prière universelle)."),
    ("fr", "x", "Message de condoléances pour {F1} : son père {M2} est décédé [[dimanche]]. Quelque chose de sobre, s'il vous plaît."),
    ("fr", "x", "Pour la [[Banque alimentaire]] : {P1} et {P2} sont disponibles [[samedi]] matin. Tu peux faire un message pour le groupe [[WhatsApp]] ?"),
    ("fr", "x", "Madame {F1:last} demande si la [[Toussaint]] tombe un jour férié cette année."),
    # Spanish
    ("es", "x", "Redacta una esquela para {P1}, que falleció el {N:date}. La [[misa]] funeral será en la parroquia de [[San José]]."),
    ("es", "x", "Necesito un recibo de [[donativo]] para {P1}: {N:amt_eur} para [[Cáritas]], con el [[NIF]] de la parroquia."),
    ("es", "x", "Turnos del banco de alimentos: [[lunes]] {P1}; [[miércoles]] {P2} y {P3}."),
    ("es", "x", "Escribe unas palabras de pésame para {F1}, cuya madre {F2} murió ayer. Somos de la cofradía de [[Semana Santa]]."),
    ("es", "x", "El bautizo de {P1:first} será el [[domingo]]; padrinos: {P2} y {P3}."),
    ("es", "x", "Don {M1:first} quiere saber si el [[Día de Muertos]] podemos abrir la capilla."),
    # Italian
    ("it", "x", "Puoi scrivere un necrologio per {M1}, venuto a mancare il {N:date}? Il funerale sarà nella chiesa di [[San Lorenzo]]."),
    ("it", "x", "Ricevuta per l'offerta di {P1}: {N:amt_eur} per la [[Caritas]] parrocchiale."),
    ("it", "x", "Turni per la mensa dei poveri: [[martedì]] {P1}, [[giovedì]] {P2}."),
    ("it", "x", "Messaggio di condoglianze per {F1}, che ha perso il marito {M2}. Tono semplice, per favore."),
    ("it", "x", "La signora {F1:last} chiede se a [[Natale]] la messa di mezzanotte è confermata."),
    # Portuguese
    ("pt", "x", "Pode escrever um aviso da missa de sétimo dia de {P1}? Será na [[Igreja Matriz]] no [[sábado]]."),
    ("pt", "x", "Recibo de doação: {P1}, R$ 150,00, [[dízimo]] de março."),
    ("pt", "x", "Escala do [[Natal]]: leitura {P1}, salmo {P2}, ofertório {P3}."),
    ("pt", "x", "Mensagem de pêsames para {F1}, que perdeu o pai, {M2}. Algo curto para o [[WhatsApp]]."),
    ("pt", "x", "Dona {F1:first} pediu para incluir o nome do marido na missa de [[Finados]]."),
    # Dutch
    ("nl", "x", "Kun je een rouwkaart opstellen voor {P1}? De uitvaart is [[vrijdag]] in de [[Sint-Bavokerk]]."),
    ("nl", "x", "Giftbevestiging voor {P1}: {N:amt_eur} voor de collecte, met het [[ANBI]]-nummer erbij."),
    ("nl", "x", "Rooster [[Voedselbank]]: [[maandag]] {P1}, [[woensdag]] {P2} en {P3}."),
    ("nl", "x", "Condoleancebericht aan {F1}; haar man {M2} is overleden. Niet te formeel graag."),
    # Polish (names only in the nominative)
    ("pl", "x", "Z głębokim żalem zawiadamiamy, że zmarła {F1}. Msza pogrzebowa odbędzie się w [[piątek]] o 11:00. Popraw styl tego ogłoszenia."),
    ("pl", "x", "Lista dyżurów w [[Caritas]]: poniedziałek – {P1}, środa – {P2}, sobota – {P3}."),
    ("pl", "x", "Darczyńca: {P1}, kwota: 200 zł, cel: remont dachu. Napisz krótkie podziękowanie."),
    ("pl", "x", "Ogłoszenie: Pan {M1} zaprasza na wypominki przed [[Wszystkimi Świętymi]]."),
    # Swedish
    ("sv", "x", "Kan du skriva en dödsannons för {P1}? Begravningsgudstjänst i [[Katarina kyrka]] på [[fredag]] kl. 13."),
    ("sv", "x", "Tack för gåvan! {P1} har skänkt 500 kronor till fasteaktionen i [[Svenska kyrkan]]."),
    ("sv", "x", "Schema för matbanken: måndag {P1}, torsdag {P2}. Gör en tabell."),
    # Turkish
    ("tr", "x", "{P1} için mevlit okutulacak; [[cuma]] namazından sonra [[Süleymaniye Camii]]'nde."),
    ("tr", "x", "{F1:first} Hanım'ın annesi dün vefat etti, kısa bir taziye mesajı yazar mısın?"),
    ("tr", "x", "Bağış makbuzu: {P1}, 1.000 TL, [[Kurban Bayramı]] için."),
    ("tr", "x", "Cenaze namazı: {P1}, öğle namazına müteakip [[Fatih Camii]]'nde kılınacak."),
    # Arabic
    ("ar", "nat:gulf_arab", "انتقل إلى رحمة الله تعالى {M1}، وستقام صلاة الجنازة بعد صلاة [[العصر]] في [[مسجد النور]]."),
    ("ar", "nat:gulf_arab", "يرجى كتابة رسالة تعزية إلى {F1} بوفاة والدها."),
    ("ar", "nat:gulf_arab", "إيصال تبرع: المتبرع {P1}، المبلغ 500 ريال، لصالح [[الهلال الأحمر]]."),
    ("ar", "nat:gulf_arab", "جدول متطوعي بنك الطعام في [[رمضان]]: {P1} يوم [[الاثنين]]، و{P2} يوم [[الخميس]]."),
    # Hebrew
    ("he", "nat:israeli", "בבקשה לנסח מודעת אבל: {P1} ז״ל. [[השבעה]] תתקיים בבית המשפחה."),
    ("he", "nat:israeli", "רשימת [[מי שברך]] לשבת: {P1}, {P2}."),
    ("he", "nat:israeli", "קבלה על תרומה: {P1}, 180 ₪, לטובת [[לתת]]."),
    ("he", "nat:israeli", "טקס [[בר מצווה]] ל{M1:first} יתקיים בבית הכנסת [[אהל מועד]]."),
    # Russian
    ("ru", "nat:russian,ukrainian", "Помогите составить некролог: {F1} скончалась {N:date}. [[Отпевание]] пройдёт в [[Троицком соборе]]."),
    ("ru", "nat:russian,ukrainian,bulgarian", "Список на [[сорокоуст]]: {P1}, {P2}, {P3}."),
    ("ru", "nat:russian,ukrainian", "Квитанция о пожертвовании: жертвователь — {P1}, сумма — 3000 рублей."),
    ("ru", "nat:russian,ukrainian", "Напишите соболезнование для коллеги. Её зовут {F1}, у неё умер отец."),
    # Ukrainian
    ("uk", "nat:ukrainian", "Оголошення: відійшла у вічність {F1}. [[Панахида]] в [[неділю]] о 12:00."),
    ("uk", "nat:ukrainian,russian", "Список волонтерів продуктового банку: {P1}, {P2}."),
    # Greek
    ("el", "nat:greek", "Ανακοίνωση: Απεβίωσε η {F1}. Η εξόδιος ακολουθία θα ψαλεί την [[Κυριακή]] στον Ιερό Ναό [[Αγίου Δημητρίου]]."),
    ("el", "nat:greek", "Λίστα δωρεών για το [[Πάσχα]]: {P1} – 50 €, {P2} – 20 €."),
    # Hindi
    ("hi", "nat:hindi,marathi,nepali", "कृपया {P1} जी के लिए एक श्रद्धांजलि संदेश लिखें। [[तेरहवीं]] {N:date} को है।"),
    ("hi", "nat:hindi,marathi", "दान रसीद: दाता {P1}, राशि 1100 रुपये, [[दिवाली]] भंडारे के लिए।"),
    ("hi", "nat:hindi,nepali", "[[गुरुवार]] की भजन संध्या में {P1} और {P2} गाएँगे।"),
    # Chinese
    ("zh", "nat:mandarin", "请帮我写一份讣告：{M1}先生于{N:isodate}安息主怀，追思会将在[[恩典堂]]举行。"),
    ("zh", "nat:mandarin,taiwanese,cantonese", "奉献收据：奉献人{P1}，金额500元，用于[[圣诞节]]爱心活动。"),
    ("zh", "nat:mandarin,taiwanese", "下周[[主日]]读经：{P1}；领诗：{P2}。"),
    ("zh", "nat:mandarin,cantonese", "{P1}的追思会定在[[清明节]]前后，能帮我写一段悼词吗？"),
    # Japanese
    ("ja", "nat:japanese", "{P1}様の[[告別式]]は[[日曜日]]に執り行われます。お悔やみの文面を考えてください。"),
    ("ja", "nat:japanese", "寄付の領収書：{P1}様、5,000円、[[日本赤十字社]]への寄付。"),
    ("ja", "nat:japanese", "[[法事]]の出欠：{P1}、{P2}、{P3}。表にしてください。"),
    # Korean
    ("ko", "nat:korean", "{P1} 집사님의 [[장례식]]이 [[토요일]]에 있습니다. 조문 문자를 써 주세요."),
    ("ko", "nat:korean", "[[헌금]] 영수증: {P1}, 50,000원, [[추수감사절]] 감사헌금."),
    ("ko", "nat:korean", "[[푸드뱅크]] 봉사자 명단: {P1}, {P2}, {P3}"),
    # Vietnamese
    ("vi", "o:vietnamese", "Xin giúp tôi viết cáo phó cho ông {M1}, mất ngày {N:date}. [[Thánh lễ]] an táng tại nhà thờ [[Giáo xứ Thánh Giuse]]."),
    ("vi", "o:vietnamese", "Danh sách quyên góp [[Tết]]: {P1} – 500.000đ, {P2} – 200.000đ."),
    # Indonesian
    ("id", "o:javanese,sundanese,batak,minangkabau,chinese_indonesian,balinese", "Tolong buatkan pengumuman duka: telah berpulang {P1} pada {N:date}. Ibadah penghiburan di [[GKI Pondok Indah]] hari [[Minggu]]."),
    ("id", "o:javanese,sundanese,minangkabau,malay", "Tahlilan untuk almarhum {M1} diadakan di [[Masjid Al-Ikhlas]] malam [[Jumat]]."),
    ("id", "o:javanese,sundanese,batak,minangkabau", "Daftar donatur [[Idul Adha]]: {P1}, {P2}, {P3}."),
    # Swahili
    ("sw", "o:swahili,kikuyu,luo,luhya,kalenjin,ganda", "Tafadhali andika tangazo la msiba: {P1} amefariki dunia tarehe {N:date}. Ibada ya mazishi itafanyika [[Kanisa la Mtakatifu Yosefu]] siku ya [[Jumamosi]]."),
    ("sw", "o:swahili,kikuyu,luo,luhya,kalenjin", "Orodha ya michango ya harambee: {P1} – TSh 50,000; {P2} – TSh 20,000."),
    # Tagalog
    ("tl", "o:tagalog,cebuano", "Pakisulat ng anunsyo: pumanaw na si {P1} noong {N:date}. Ang lamay ay sa kanilang bahay at ang misa ay sa [[Simbahan ng Quiapo]]."),
    ("tl", "o:tagalog,cebuano", "Listahan ng mga magbabasa sa [[Simbang Gabi]]: {P1}, {P2}, {P3}."),
    # Romanian
    ("ro", "o:romanian,moldovan", "Vă rog să scrieți un anunț: a încetat din viață {P1}. Slujba de înmormântare va avea loc [[sâmbătă]] la [[Biserica Sfântul Nicolae]]."),
    ("ro", "o:romanian,moldovan", "Lista pentru parastas: {P1}, {P2}, {P3}."),
    # Czech
    ("cs", "o:czech,slovak", "Parte: Zemřela {F1}. [[Zádušní mše]] bude v [[sobotu]] v kostele [[sv. Jakuba]]."),
    # Finnish
    ("fi", "o:finnish,sami", "Kuolinilmoitus: {P1} ({N:born}–{N:died}). Siunaustilaisuus [[Kallion kirkossa]] lauantaina."),
    # Hungarian
    ("hu", "o:hungarian", "Gyászjelentés: {P1} ({N:born}–{N:died}). A temetés [[szombaton]] lesz a [[Farkasréti]] temetőben."),
]

KEEP_EN = [
    ("*", "Is {K:fest} a bank holiday in {K:place} this year?"),
    ("*", "Can you convert our {K:crm} donor export to a [[CSV]] that {K:sheet} will accept?"),
    ("*", "Suggest a funeral reading: {K:book} or {K:book}? Something not too long."),
    ("c", "Which fits better at a funeral, {K:music} or {K:music}?"),
    ("*", "How do I get from {K:street} to {K:pow} for the {K:fest} service?"),
    ("*", "Our {K:org} meets every {K:day} after {K:wday} worship. Draft a poster."),
    ("*", "Do we need a [[GDPR]] policy for the prayer list we keep in {K:sheet}?"),
    ("*", "Explain [[Gift Aid]] for a small {K:pow} congregation in five bullet points."),
    ("*", "Write an 80-word {K:fest} appeal for {K:charity}."),
    ("*", "Is {K:cemetery} open to visitors on {K:day}?"),
    ("*", "What should a {K:fund} page on {K:giving} say in the first line?"),
    ("*", "Make a checklist for the {K:fest} food collection: tins, pasta, nappies, toiletries."),
    ("*", "Compare {K:crm} and {K:crm} for a charity with 300 donors."),
    ("*", "What's the etiquette for sending flowers to a {K:pow} funeral?"),
    ("*", "We're a {K:pow} volunteer team. Write a {K:month} newsletter intro, no names."),
    ("*", "Translate 'with deepest sympathy' for a card to a family in {K:place}."),
    ("*", "Can {K:charity} claim [[Gift Aid]] on raffle tickets? I read something on the [[HMRC]] site."),
    ("*", "Our [[AGM]] is on {K:day} {N:date}. Draft the notice for {K:pow}."),
    ("*", "Write a short prayer for the {K:fund} volunteers to say before opening on {K:day}."),
    ("*", "What is the difference between a wake, a vigil and a memorial service at {K:pow}?"),
    ("*", "How many parking spaces does {K:cemetery} have near the chapel?"),
    ("*", "Is it okay to hold the {K:org} party during {K:fest}?"),
    ("*", "Can you fix this subject line: 'URGENT!! {K:fund} needs YOU this {K:day}'"),
    ("*", "Draft an [[FAQ]] for families: cremation vs burial at {K:cemetery}."),
    ("*", "Explain what a [[PCC]] is to a new member of {K:pow}."),
    ("*", "Write a 2-line thank you for the {K:org} who ran the {K:fest} stall."),
    ("*", "Which [[GDPR]] rules apply if we photograph the congregation during {K:fest}?"),
    ("*", "Give me a [[CSV]] header for a volunteer sign-up sheet: first name, surname, phone, availability."),
    ("*", "Recommend readings from {K:book} for a child's funeral."),
    ("*", "Can we play {K:music} on a phone speaker at the graveside?"),
]

KEEP_OTHER = [
    ("de", "Ist [[Karfreitag]] in [[Bayern]] ein stiller Feiertag? Wir planen ein [[Gemeindefest]]."),
    ("de", "Wie funktioniert die [[Kirchensteuer]], wenn man aus der [[Kirche]] austritt?"),
    ("de", "Bitte erkläre den Unterschied zwischen [[Erdbestattung]] und [[Urnenbeisetzung]] auf dem [[Waldfriedhof]]."),
    ("de", "Die [[Tafel]] sucht Ehrenamtliche für [[Samstag]]. Schreib einen kurzen Aufruf."),
    ("fr", "La [[Toussaint]] et le jour des morts, c'est la même chose ? Et pour la [[Pentecôte]] ?"),
    ("fr", "Comment déduire un don au [[Secours Catholique]] sur la déclaration d'impôts ?"),
    ("fr", "Rédige une annonce pour la quête du [[Carême]] à [[Notre-Dame]]."),
    ("es", "¿Cómo se organiza un velorio en [[Guadalajara]] si el funeral es en [[Semana Santa]]?"),
    ("es", "Escribe un aviso para la colecta de [[Cáritas]] del [[domingo]]."),
    ("it", "Che differenza c'è tra [[Ognissanti]] e la commemorazione dei defunti?"),
    ("pt", "Como fazer uma doação para a [[Pastoral da Criança]] com nota fiscal?"),
    ("nl", "Wanneer valt [[Hemelvaartsdag]] dit jaar en is de [[Voedselbank]] dan open?"),
    ("pl", "Czy w [[Wigilię]] parafia organizuje kolędowanie w [[Krakowie]]?"),
    ("ru", "Когда в этом году [[Пасха]] и [[Радоница]]?"),
    ("ar", "متى يبدأ [[رمضان]] هذا العام في [[القاهرة]]؟"),
    ("he", "מתי חל [[יום כיפור]] השנה?"),
    ("zh", "[[清明节]]扫墓需要准备什么？"),
    ("ja", "[[お盆]]の法要はいつ頃が一般的ですか？"),
    ("ko", "[[추석]] 연휴에 [[납골당]] 운영 시간이 어떻게 되나요?"),
    ("hi", "[[दिवाली]] पर [[गुरुद्वारे]] में लंगर का समय क्या है?"),
    ("tr", "[[Ramazan Bayramı]] bu yıl hangi güne denk geliyor?"),
    ("sw", "[[Pasaka]] mwaka huu ni tarehe gani?"),
    ("id", "Kapan [[Idul Fitri]] tahun ini menurut [[Kemenag]]?"),
    ("el", "Πότε είναι το [[Πάσχα]] φέτος;"),
    ("sv", "Är [[Alla helgons dag]] en röd dag i år?"),
]


# =========================================================================
#  build
# =========================================================================
FAITH_W = [("c", 40), ("m", 20), ("j", 10), ("h", 10), ("s", 8), ("b", 8), ("o", 4)]


def pick_faith(allowed=None):
    items = [(f, w) for f, w in FAITH_W if allowed is None or f in allowed]
    tot = sum(w for _, w in items)
    x = R.uniform(0, tot)
    for f, w in items:
        x -= w
        if x <= 0:
            return f
    return items[-1][0]


def build_record(slice_, tpl_faith, tpl, mode=None, origin=None, native_only=False,
                 pool=None, native_p=0.06):
    CURRENT["cur"] = pick(CUR)
    need = template_people(tpl)
    if origin is not None:
        tags = [t for t in origin["tags"] if t in "cmjhsbo"]
        faith = tpl_faith if tpl_faith not in ("*", "x") else pick(tags)
        people = draw_people(need, None, fixed_origin=origin, native_only=native_only)
    else:
        if pool is not None:
            faith = "x"
            if pool.startswith("nat:"):
                keys = pool[4:].split(",")
                os_ = [ORIGIN_BY_KEY[k] for k in keys]
                people = {}
                o_pick = pick(os_)
                people = draw_people(need, None, fixed_origin=o_pick, native_only=True)
            elif pool.startswith("o:"):
                os_ = [ORIGIN_BY_KEY[k] for k in pool[2:].split(",")]
                people = draw_people(need, os_, native_p=0.0)
            else:
                people = draw_people(need, LATIN_ORIGINS, native_p=0.0)
        else:
            faith = pick_faith() if tpl_faith == "*" else tpl_faith
            if faith == "x":
                faith = "c"
            people = draw_people(need, origins_for_faith(faith), native_p=native_p)
    segs = render(tpl, people, faith if faith != "x" else "c")
    return assemble(segs, mode)


def cycle(lst):
    """Endless shuffled cycle over a template list (deterministic)."""
    while True:
        order = list(range(len(lst)))
        R.shuffle(order)
        for i in order:
            yield lst[i]


def gen_slice(slice_, templates, n, idfmt, mode=None, pool_field=False, **kw):
    out = []
    it = cycle(templates)
    tries = 0
    while len(out) < n:
        t = next(it)
        tries += 1
        if tries > n * 80:
            raise RuntimeError("cannot fill " + slice_)
        try:
            if pool_field:
                lang, pool, tpl = t
                text, names, keep = build_record(slice_, "x", tpl, mode=mode, pool=pool)
            else:
                text, names, keep = build_record(slice_, t[0], t[1], mode=mode, **kw)
                lang = "en"
        except Retry:
            continue
        rec = {"slice": slice_, "lang": lang, "text": text, "names": names, "keep": keep}
        if check(dict(rec, id=slice_ + "-x-000"), set()):
            continue
        out.append(rec)
    return out


def main():
    records = []
    counters = {}

    def add(rec, prefix):
        counters[prefix] = counters.get(prefix, 0) + 1
        rid = "%s-%03d" % (prefix, counters[prefix])
        r = {"id": rid, "slice": rec["slice"], "lang": rec["lang"], "text": rec["text"],
             "names": rec["names"], "keep": rec["keep"]}
        records.append(r)

    hand_by_slice = {}
    for h in HAND:
        hand_by_slice.setdefault(h[0], []).append(h)

    def add_hand(sl):
        for (s, lang, markup) in hand_by_slice.get(sl, []):
            text, names, keep = assemble(parse_hand(markup))
            rec = {"slice": s, "lang": lang, "text": text, "names": names, "keep": keep}
            if s in ("nonenglish", "keep"):
                add(rec, "%s-%s-hand" % (s, lang))
            else:
                add(rec, "%s-hand" % s)

    # ---- cultures: one prompt per origin (+1 in native script where typed)
    for o in ORIGINS:
        for native in ([False, True] if o.get("native") else [False]):
            order = list(range(len(CULTURES)))
            R.shuffle(order)
            done = False
            for i in order * 3:
                fa, tpl = CULTURES[i]
                tags = o["tags"]
                if fa not in ("*", "x") and fa not in tags:
                    continue
                try:
                    text, names, keep = build_record("cultures", fa, tpl, origin=o,
                                                     native_only=native)
                except Retry:
                    continue
                rec = {"slice": "cultures", "lang": "en", "text": text, "names": names, "keep": keep}
                if check(dict(rec, id="cultures-x-000"), set()):
                    continue
                add(rec, "cultures-%s" % o["key"])
                done = True
                break
            if not done:
                raise RuntimeError("no cultures record for " + o["key"])
    add_hand("cultures")

    # ---- casing
    for mode in ("lower", "upper", "title", "namelower", "nameupper"):
        for rec in gen_slice("casing", CASING, 14, None, mode=mode):
            add(rec, "casing-%s" % mode)
    add_hand("casing")

    # ---- position
    for pos, tl in (("start", POSITION_START), ("middle", POSITION_MIDDLE), ("end", POSITION_END)):
        for rec in gen_slice("position", tl, 18, None):
            add(rec, "position-%s" % pos)
    add_hand("position")

    # ---- lists (every 7th record lower-cased, chat style)
    recs = []
    for i in range(50):
        mode = "lower" if i % 7 == 6 else None
        recs += gen_slice("lists", LISTS, 1, None, mode=mode)
    for rec in recs:
        add(rec, "lists")
    add_hand("lists")

    for sl, tl, n in (("possessive", POSSESSIVE, 45), ("quoted", QUOTED, 50),
                      ("code", CODE, 55), ("business", BUSINESS, 45), ("titles", TITLES, 50)):
        recs = []
        for i in range(n):
            mode = "lower" if (sl == "quoted" and i % 7 == 6) else None
            recs += gen_slice(sl, tl, 1, None, mode=mode, native_p=0.0 if sl == "code" else 0.06)
        for rec in recs:
            add(rec, sl)
        add_hand(sl)

    # ---- nonenglish: every template once, then a second pass over half of them
    recs = []
    for t in NONENGLISH:
        recs += gen_slice("nonenglish", [t], 1, None, pool_field=True)
    extra = list(range(len(NONENGLISH)))
    R.shuffle(extra)
    for i in sorted(extra[:12]):
        recs += gen_slice("nonenglish", [NONENGLISH[i]], 1, None, pool_field=True)
    langs_order = []
    for r in recs:
        if r["lang"] not in langs_order:
            langs_order.append(r["lang"])
    for lg in langs_order:
        for r in recs:
            if r["lang"] == lg:
                add(r, "nonenglish-%s" % lg)
    add_hand("nonenglish")

    # ---- keep slice (no names)
    it = cycle(KEEP_EN)
    made = 0
    while made < 50:
        fa, tpl = next(it)
        faith = pick_faith() if fa == "*" else fa
        text, names, keep = assemble(render(tpl, {}, faith))
        rec = {"slice": "keep", "lang": "en", "text": text, "names": names, "keep": keep}
        if check(dict(rec, id="keep-en-000"), set()):
            continue
        add(rec, "keep-en")
        made += 1
    for lang, tpl in KEEP_OTHER:
        text, names, keep = assemble(render(tpl, {}, "c"))
        add({"slice": "keep", "lang": lang, "text": text, "names": names, "keep": keep},
            "keep-%s" % lang)
    add_hand("keep")

    # ---- order by slice, validate, write
    records.sort(key=lambda r: SLICES.index(r["slice"]))
    seen = set()
    bad = 0
    for r in records:
        errs = check(r, seen)
        seen.add(r["id"])
        if errs:
            bad += 1
            print("INVALID", r["id"], errs, repr(r["text"][:160]), file=sys.stderr)
    if bad:
        print("%d invalid records" % bad, file=sys.stderr)
        sys.exit(1)

    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)

    # ---- report
    from collections import OrderedDict
    per_slice = OrderedDict((s, 0) for s in SLICES)
    per_sub = OrderedDict()
    langs = {}
    nnames = nkeep = nhand = 0
    for r in records:
        per_slice[r["slice"]] += 1
        sub = re.sub(r"-\d{3}$", "", r["id"])
        per_sub[sub] = per_sub.get(sub, 0) + 1
        langs[r["lang"]] = langs.get(r["lang"], 0) + 1
        nnames += len(r["names"])
        nkeep += len(r["keep"])
        nhand += "-hand-" in r["id"]
    print("records: %d  name spans: %d  keep items: %d  hand-written: %d"
          % (len(records), nnames, nkeep, nhand))
    print("origins: %d  languages: %d" % (len(ORIGINS), len(langs)))
    print("\nper slice:")
    for s, n in per_slice.items():
        print("  %-12s %4d" % (s, n))
    print("\nper subslice:")
    for s, n in per_sub.items():
        print("  %-40s %4d" % (s, n))
    print("\nlanguages: " + ", ".join("%s %d" % (k, v) for k, v in
                                      sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("\nmd5 %s  %s" % (hashlib.md5(data.encode("utf-8")).hexdigest(), os.path.basename(OUT)))


if __name__ == "__main__":
    main()
