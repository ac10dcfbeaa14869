#!/usr/bin/env python3
"""corpus24 synthetic value library.

Deterministic generators (string-seeded random.Random) of planted values:
secrets, personal data of many locales/scripts (with check-digit national IDs),
infrastructure names and diagnostic look-alikes.  Every value is invented; no
real person, credential or host.  `python3 synthlib.py` runs the self-tests.
"""
import base64
import hashlib
import hmac
import json
import random
import string
import sys
import uuid

B62 = string.ascii_letters + string.digits
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
HEX = "0123456789abcdef"


def rng(*parts):
    return random.Random("corpus24|" + "|".join(str(p) for p in parts))


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


# --------------------------------------------------------------------------
# check-digit schemes: gen / valid / published example
# --------------------------------------------------------------------------
def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_valid(num):
    num = "".join(c for c in num if c.isdigit())
    return len(num) > 1 and luhn_digit(num[:-1]) == num[-1]


def gen_pan(r):
    pref = r.choice(["4", "51", "52", "53", "54", "55", "2221", "34", "37", "6011"])
    ln = 15 if pref in ("34", "37") else 16
    body = pref + rs(r, "0123456789", ln - 1 - len(pref))
    num = body + luhn_digit(body)
    if ln == 15:
        return f"{num[:4]} {num[4:10]} {num[10:]}" if r.random() < 0.5 else num
    return " ".join(num[i:i + 4] for i in range(0, 16, 4)) if r.random() < 0.5 else num


# IBAN (ISO 13616 mod 97)
IBAN_FMT = {"DE": "8n10n", "FR": "5n5n11c2n", "ES": "4n4n2n10n", "IT": "1a5n5n12c",
            "NL": "4a10n", "GB": "4a6n8n", "PL": "8n16n", "BE": "3n7n2n",
            "AT": "5n11n", "CH": "5n12c", "PT": "4n4n11n2n", "GR": "3n4n16c",
            "SE": "3n16n1n", "FI": "3n11n", "TR": "5n1n16c", "IE": "4a6n8n"}


def _iban_check(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    return "%02d" % (98 - int(num) % 97)


def iban_valid(iban):
    iban = iban.replace(" ", "")
    if len(iban) < 15:
        return False
    rearr = iban[4:] + iban[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def gen_iban(r, cc=None):
    cc = cc or r.choice(sorted(IBAN_FMT))
    fmt = IBAN_FMT[cc]
    bban = ""
    import re
    for n, t in re.findall(r"(\d+)([nac])", fmt):
        alpha = {"n": "0123456789", "a": string.ascii_uppercase,
                 "c": string.ascii_uppercase + string.digits}[t]
        bban += rs(r, alpha, int(n))
    iban = cc + _iban_check(cc, bban) + bban
    if r.random() < 0.5:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


# Spanish DNI
DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_valid(s):
    return len(s) == 9 and s[:8].isdigit() and DNI_L[int(s[:8]) % 23] == s[8]


def gen_dni(r):
    n = r.randrange(10000000, 99999999)
    return "%08d%s" % (n, DNI_L[n % 23])


# Dutch BSN (11-proef)
def bsn_valid(s):
    if len(s) != 9 or not s.isdigit():
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def gen_bsn(r):
    while True:
        b = str(r.randrange(1, 9)) + rs(r, "0123456789", 7)
        t = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return b + str(t)


# Swedish personnummer (Luhn over YYMMDDNNN)
def pnr_valid(s):
    d = s.replace("-", "").replace("+", "")
    return len(d) == 10 and d.isdigit() and luhn_digit(d[:9]) == d[9]


def gen_pnr(r):
    y, m, dd = r.randrange(40, 99), r.randrange(1, 13), r.randrange(1, 29)
    body = "%02d%02d%02d%03d" % (y, m, dd, r.randrange(100, 999))
    return body[:6] + "-" + body[6:] + luhn_digit(body)


# Finnish HETU
HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_valid(s):
    if len(s) != 11:
        return False
    num = s[:6] + s[7:10]
    return num.isdigit() and HETU_C[int(num) % 31] == s[10]


def gen_hetu(r):
    d, m, y = r.randrange(1, 29), r.randrange(1, 13), r.randrange(0, 100)
    sep = "-" if y >= 30 else "A"
    ind = r.randrange(2, 899)
    num = "%02d%02d%02d%03d" % (d, m, y, ind)
    return num[:6] + sep + num[6:] + HETU_C[int(num) % 31]


# Polish PESEL
PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_valid(s):
    return len(s) == 11 and s.isdigit() and \
        (10 - sum(int(s[i]) * PESEL_W[i] for i in range(10)) % 10) % 10 == int(s[10])


def gen_pesel(r):
    b = "%02d%02d%02d%04d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 29),
                              r.randrange(0, 9999))
    return b + str((10 - sum(int(b[i]) * PESEL_W[i] for i in range(10)) % 10) % 10)


# Verhoeff (Aadhaar)
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_valid(s):
    s = s.replace(" ", "")
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def gen_aadhaar(r):
    b = str(r.randrange(2, 10)) + rs(r, "0123456789", 10)
    n = b + verhoeff_digit(b)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


# China resident identity card (GB 11643-1999, ISO 7064 MOD 11-2)
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cnid_valid(s):
    return len(s) == 18 and s[:17].isdigit() and \
        CN_C[sum(int(s[i]) * CN_W[i] for i in range(17)) % 11] == s[17]


def gen_cnid(r):
    b = r.choice(["110105", "310104", "440305", "510107", "330106"]) + \
        "%04d%02d%02d%03d" % (r.randrange(1950, 2004), r.randrange(1, 13), r.randrange(1, 29),
                              r.randrange(0, 999))
    return b + CN_C[sum(int(b[i]) * CN_W[i] for i in range(17)) % 11]


# Brazil CPF
def _cpf_dv(ds):
    n = len(ds) + 1
    s = sum(int(d) * (n - i) for i, d in enumerate(ds))
    v = 11 - s % 11
    return "0" if v >= 10 else str(v)


def cpf_valid(s):
    d = "".join(c for c in s if c.isdigit())
    return len(d) == 11 and len(set(d)) > 1 and _cpf_dv(d[:9]) == d[9] and _cpf_dv(d[:10]) == d[10]


def gen_cpf(r):
    b = rs(r, "0123456789", 9)
    b += _cpf_dv(b)
    b += _cpf_dv(b)
    return f"{b[:3]}.{b[3:6]}.{b[6:9]}-{b[9:]}"


# Israel Teudat Zehut
def tz_digit(body8):
    s = 0
    for i, ch in enumerate(body8):
        d = int(ch) * (1 if i % 2 == 0 else 2)
        s += d - 9 if d > 9 else d
    return str((10 - s % 10) % 10)


def tz_valid(s):
    return len(s) == 9 and s.isdigit() and tz_digit(s[:8]) == s[8]


def gen_tz(r):
    b = str(r.randrange(1, 4)) + rs(r, "0123456789", 7)
    return b + tz_digit(b)


# France NIR (key = 97 - n mod 97)
def nir_valid(s):
    d = s.replace(" ", "")
    return len(d) == 15 and d.isdigit() and 97 - int(d[:13]) % 97 == int(d[13:])


def gen_nir(r):
    b = "%d%02d%02d%02d%03d%03d" % (r.randrange(1, 3), r.randrange(50, 99), r.randrange(1, 13),
                                   r.randrange(1, 96), r.randrange(1, 990), r.randrange(1, 999))
    k = "%02d" % (97 - int(b) % 97)
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k}"


# South Africa ID (Luhn, 13 digits)
def zaid_valid(s):
    return len(s) == 13 and s.isdigit() and luhn_valid(s)


def gen_zaid(r):
    b = "%02d%02d%02d%04d%d8" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 29),
                                 r.randrange(0, 9999), r.randrange(0, 2))
    return b + luhn_digit(b)


# Russia SNILS
def _snils_cs(d9):
    s = sum(int(d9[i]) * (9 - i) for i in range(9))
    if s > 101:
        s %= 101
    return "00" if s in (100, 101) else "%02d" % s


def snils_valid(s):
    d = "".join(c for c in s if c.isdigit())
    return len(d) == 11 and _snils_cs(d[:9]) == d[9:]


def gen_snils(r):
    b = "%09d" % r.randrange(2000000, 999999999)
    c = _snils_cs(b)
    return f"{b[:3]}-{b[3:6]}-{b[6:9]} {c}"


# Turkey TC Kimlik
def _tc_digits(b9):
    d = [int(c) for c in b9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "%d%d" % (d10, d11)


def tckn_valid(s):
    return len(s) == 11 and s.isdigit() and s[0] != "0" and _tc_digits(s[:9]) == s[9:]


def gen_tckn(r):
    b = str(r.randrange(1, 10)) + rs(r, "0123456789", 8)
    return b + _tc_digits(b)


# scheme name -> (gen, valid, published valid example, check-char positions)
ID_SCHEMES = {
    "luhn_pan": (gen_pan, luhn_valid, "4111 1111 1111 1111"),
    "iban": (gen_iban, iban_valid, "GB82 WEST 1234 5698 7654 32"),
    "es_dni": (gen_dni, dni_valid, "12345678Z"),
    "nl_bsn": (gen_bsn, bsn_valid, "111222333"),
    "se_pnr": (gen_pnr, pnr_valid, "811218-9876"),
    "fi_hetu": (gen_hetu, hetu_valid, "131052-308T"),
    "pl_pesel": (gen_pesel, pesel_valid, "44051401359"),
    "in_aadhaar": (gen_aadhaar, verhoeff_valid, "2363"),
    "cn_ric": (gen_cnid, cnid_valid, "11010519491231002X"),
    "br_cpf": (gen_cpf, cpf_valid, "529.982.247-25"),
    "il_tz": (gen_tz, tz_valid, "123456782"),
    "fr_nir": (gen_nir, nir_valid, "2 55 08 14 168 025 38"),
    "za_id": (gen_zaid, zaid_valid, "8001015009087"),
    "ru_snils": (gen_snils, snils_valid, "112-233-445 95"),
    "tr_tckn": (gen_tckn, tckn_valid, "10000000146"),
}


def _check_index(name, v):
    """Index of the (first) check character of a value of scheme `name`."""
    if name == "iban":
        return 3  # second ISO 7064 check digit
    return max(i for i, c in enumerate(v) if c.isalnum())


def _mutate_check(name, v):
    """All values with the check character changed to another character."""
    idx = _check_index(name, v)
    c = v[idx]
    alts = [d for d in (string.digits if c.isdigit() else string.ascii_uppercase) if d != c]
    return [v[:idx] + a + v[idx + 1:] for a in alts]


def selftest():
    for name, (gen, valid, example) in ID_SCHEMES.items():
        assert valid(example), (name, "published example rejected", example)
        bad = [m for m in _mutate_check(name, example) if valid(m)]
        assert not bad, (name, "changed check character accepted", bad)
        r = rng("selftest", name)
        seen = set()
        for i in range(300):
            v = gen(r)
            assert valid(v), (name, "generated value invalid", v)
            seen.add(v)
            bad = [m for m in _mutate_check(name, v) if valid(m)]
            assert not bad, (name, "changed check character accepted", v, bad[:3])
        assert len(seen) >= 250, (name, "too few distinct values", len(seen))
    a, b = person(rng("t", 1)), person(rng("t", 1))
    assert a == b, "generators not deterministic"
    for i in range(200):
        r = rng("st", i)
        j = jwt(r)
        assert j.count(".") == 2 and j.startswith("eyJ")
        assert len(totp_seed(r)) == 32 and set(totp_seed(r)) <= set(B32)
        m = mac(r)
        assert int(m[:2], 16) & 2 and not int(m[:2], 16) & 1, m
        assert not ipv4(r).startswith("127.")
        assert "::1" != ipv6(r)
        p = shell_password(r)
        assert all(c in SHELL_SAFE for c in p)
    return True


# --------------------------------------------------------------------------
# personal data
# --------------------------------------------------------------------------
LOCALES = {
    "en_GB": (["Oliver", "Harriet", "Callum", "Imogen", "Rhys", "Maisie"],
              ["Ashworth", "Pennington", "Okonkwo-Hale", "Thistlewood", "Brackley", "Fairbairn"]),
    "de_DE": (["Jürgen", "Annika", "Maximilian", "Gesine", "Lüder", "Friederike"],
              ["Großkopf", "Hüttermann", "Wendeborn", "Rößler", "Kaltenbach", "Öztürk-Brandt"]),
    "fr_FR": (["Amélie", "Gaëtan", "Solène", "Benoît", "Maëlys", "Loïc"],
              ["Delacroix-Vidal", "Bérard", "Lemaître", "Fauchère", "Quéméner", "D'Arcy"]),
    "es_ES": (["Íñigo", "Begoña", "Joaquín", "Ainhoa", "Remedios", "Ximena"],
              ["Ibáñez Zubiría", "Peñalosa", "Garrido Ruiz", "Echevarría", "Solís"]),
    "pl_PL": (["Małgorzata", "Grzegorz", "Zbigniew", "Jadwiga", "Łukasz"],
              ["Wójcik-Zając", "Szczepańska", "Brzęczyszczykiewicz", "Kołodziej", "Żurawski"]),
    "tr_TR": (["Gülşen", "Çağlar", "İlkay", "Şükrü", "Ömer"],
              ["Yılmazer", "Karaağaçlı", "Döğüşçü", "Çelikkaya", "Öztoprak"]),
    "el_GR": (["Αικατερίνη", "Δημήτριος", "Ευανθία", "Χαράλαμπος", "Ζωή"],
              ["Παπαδοπούλου", "Κωνσταντινίδης", "Γεωργακοπούλου", "Μαυρογιάννης"]),
    "ru_RU": (["Ксения", "Всеволод", "Ярослава", "Тимофей", "Евдокия"],
              ["Белозёрова", "Щербаков", "Кузнецова-Тальская", "Добронравов"]),
    "uk_UA": (["Олександра", "Богдан", "Ївга", "Остап"], ["Ковальчук", "Гнатюк", "Їжакевич", "Шевчишин"]),
    "ar_EG": (["فاطمة", "يوسف", "ليلى", "عمرو", "نور"], ["الحسيني", "عبد الرحمن", "السيد", "المصري"]),
    "he_IL": (["נועה", "אביגיל", "יונתן", "עומר", "תמר"], ["כהן-לוי", "פרידמן", "אבוטבול", "שטרנברג"]),
    "hi_IN": (["अनन्या", "विवेक", "प्रियंका", "अर्जुन", "सरिता"], ["श्रीवास्तव", "चतुर्वेदी", "मल्होत्रा", "अय्यर"]),
    "zh_CN": (["秀英", "志明", "婉婷", "建华", "梓涵"], ["欧阳", "司马", "诸葛", "上官", "东方"]),
    "ja_JP": (["さくら", "陽翔", "結衣", "蒼", "美咲"], ["小鳥遊", "勅使河原", "五十嵐", "長谷川", "四月一日"]),
    "ko_KR": (["서연", "민준", "지우", "하은", "도윤"], ["남궁", "선우", "황보", "제갈"]),
    "th_TH": (["สมศรี", "ปิยะ", "กมลชนก", "ธนากร"], ["ศรีสุวรรณ", "วงศ์ใหญ่", "จันทร์เพ็ญ", "บุญประเสริฐ"]),
    "vi_VN": (["Thị Hương", "Văn Đức", "Ngọc Ánh", "Quốc Bảo"], ["Nguyễn", "Trần", "Phạm", "Đặng"]),
    "pt_BR": (["João", "Conceição", "Thiago", "Iraci"], ["Gonçalves", "Araújo", "Magalhães Neto", "Brandão"]),
    "nl_NL": (["Sjoerd", "Femke", "Joost", "IJsbrand"], ["van der Heijden", "de Vries-Bakker", "Smulders"]),
    "sv_SE": (["Åsa", "Björn", "Ingegärd", "Sixten"], ["Sjöström", "Åkerlund", "Lindqvist", "Öberg"]),
    "fi_FI": (["Päivi", "Jyrki", "Sirkka-Liisa", "Väinö"], ["Hämäläinen", "Kärkkäinen", "Nieminen"]),
}
FAMILY_FIRST = {"zh_CN", "ja_JP", "ko_KR", "vi_VN"}
ROMAN = {"el_GR": "eleni", "ru_RU": "kseniya", "uk_UA": "ostap", "ar_EG": "yousef", "he_IL": "noa",
         "hi_IN": "ananya", "zh_CN": "xiuying", "ja_JP": "sakura", "ko_KR": "seoyeon", "th_TH": "somsri"}


def full_name(r, loc=None):
    loc = loc or r.choice(sorted(LOCALES))
    g, f = LOCALES[loc]
    gn, fn = r.choice(g), r.choice(f)
    if loc in ("zh_CN", "ja_JP"):
        return loc, fn + gn
    if loc in FAMILY_FIRST:
        return loc, fn + (" " if loc == "vi_VN" else "") + gn
    return loc, gn + " " + fn


def _ascii(s):
    import unicodedata
    t = unicodedata.normalize("NFKD", s)
    t = "".join(c for c in t if c.isascii() and (c.isalnum()))
    return t.lower()


MAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example", "post.test",
                "corp.example", "posteo.example", "kunden.example"]


def email(r, loc, name):
    base = _ascii(name) or ROMAN.get(loc, "user")
    if not base.isascii() or len(base) < 3:
        base = ROMAN.get(loc, "user")
    sep = r.choice([".", "_", "-", ""])
    base = base[:8] + sep + rs(r, string.ascii_lowercase, 3) + str(r.randrange(10, 99))
    return base + "@" + r.choice(MAIL_DOMAINS)


def login_name(r, loc, name):
    base = _ascii(name) or ROMAN.get(loc, "user")
    if len(base) < 3:
        base = ROMAN.get(loc, "user")
    return (base[:6] + rs(r, string.ascii_lowercase, 2) + str(r.randrange(10, 99)))


PHONE_FMT = {  # national format, no '+'
    "en_GB": ["07700 900{3}", "07700 900{3}"], "de_DE": ["015{1} {8}", "017{1} {7}"],
    "fr_FR": ["06 {2} {2} {2} {2}", "07 {2} {2} {2} {2}"], "es_ES": ["6{2} {3} {3}"],
    "pl_PL": ["5{2} {3} {3}", "6{2} {3} {3}"], "tr_TR": ["053{1} {3} {2} {2}"],
    "el_GR": ["69{1} {3} {4}"], "ru_RU": ["8 (9{2}) {3}-{2}-{2}"], "uk_UA": ["067 {3} {2} {2}"],
    "ar_EG": ["010 {4} {4}", "012 {4} {4}"], "he_IL": ["05{1}-{3}-{4}"], "hi_IN": ["9{4} {5}", "8{4} {5}"],
    "zh_CN": ["13{1} {4} {4}", "18{1}-{4}-{4}"], "ja_JP": ["090-{4}-{4}", "080-{4}-{4}"],
    "ko_KR": ["010-{4}-{4}"], "th_TH": ["08{1} {3} {4}", "09{1}-{3}-{4}"], "vi_VN": ["09{1} {3} {4}"],
    "pt_BR": ["(11) 9{4}-{4}", "(21) 9{4}-{4}"], "nl_NL": ["06-{8}", "06 {8}"],
    "sv_SE": ["07{1}-{3} {2} {2}"], "fi_FI": ["04{1} {3} {4}"],
}


def phone(r, loc):
    import re
    fmt = r.choice(PHONE_FMT[loc])
    return re.sub(r"\{(\d)\}", lambda m: rs(r, "0123456789", int(m.group(1))), fmt)


STREETS = {
    "en_GB": "{n} Wickham Mews, Little Dunmow, CM6 {d}{L}{L}", "de_DE": "Lindenallee {n}, {5} Görlitz",
    "fr_FR": "{n} rue des Tanneurs, {5} Bourg-lès-Valence", "es_ES": "Calle del Almendro {n}, 3º B, {5} Cáceres",
    "pl_PL": "ul. Źródlana {n}/{d}, {2}-{3} Łódź", "tr_TR": "Çiçek Sk. No:{n} D:{d}, {5} Kadıköy/İstanbul",
    "el_GR": "Οδός Ερμού {n}, {3} {2} Πάτρα", "ru_RU": "ул. Садовая, д. {n}, кв. {2}, {6} Тверь",
    "uk_UA": "вул. Зелена, {n}, {5} Чернігів", "ar_EG": "{n} شارع النيل، الدقي، الجيزة {5}",
    "he_IL": "רחוב הרצל {n}, דירה {d}, חולון {7}", "hi_IN": "मकान {n}, गली {d}, लाजपत नगर, नई दिल्ली {6}",
    "zh_CN": "北京市朝阳区建国路{n}号{d}单元", "ja_JP": "〒{3}-{4} 東京都世田谷区北沢{d}-{n}",
    "ko_KR": "서울특별시 마포구 와우산로 {n}길 {d}", "th_TH": "{n}/{d} ถนนสุขุมวิท แขวงคลองเตย กรุงเทพฯ {5}",
    "vi_VN": "Số {n} Ngõ {d} Phố Huế, Hà Nội", "pt_BR": "Rua das Palmeiras, {n}, apto {d}, {5}-{3} Niterói",
    "nl_NL": "Kerkstraat {n}, {4} {L}{L} Zwolle", "sv_SE": "Storgatan {n}, {3} {2} Växjö",
    "fi_FI": "Mannerheimintie {n} B {d}, {5} Jyväskylä",
}


def address(r, loc):
    import re
    t = STREETS[loc]

    def sub(m):
        k = m.group(1)
        if k == "n":
            return str(r.randrange(2, 199))
        if k == "d":
            return str(r.randrange(1, 9))
        if k == "L":
            return r.choice("ABDEFGHJLNPQRSTUWXYZ")
        return rs(r, "0123456789", int(k))
    return re.sub(r"\{(\w)\}", sub, t)


NATIONAL_ID_FOR = {"es_ES": "es_dni", "nl_NL": "nl_bsn", "sv_SE": "se_pnr", "fi_FI": "fi_hetu",
                   "pl_PL": "pl_pesel", "hi_IN": "in_aadhaar", "zh_CN": "cn_ric", "pt_BR": "br_cpf",
                   "he_IL": "il_tz", "fr_FR": "fr_nir", "ru_RU": "ru_snils", "tr_TR": "tr_tckn"}
IBAN_CC = {"de_DE": "DE", "fr_FR": "FR", "es_ES": "ES", "pl_PL": "PL", "tr_TR": "TR", "el_GR": "GR",
           "nl_NL": "NL", "sv_SE": "SE", "fi_FI": "FI", "en_GB": "GB", "pt_BR": None}


def national_id(r, loc):
    scheme = NATIONAL_ID_FOR.get(loc) or r.choice(["za_id", "tr_tckn", "es_dni", "nl_bsn"])
    return scheme, ID_SCHEMES[scheme][0](r)


def person(r, loc=None):
    loc, name = full_name(r, loc)
    scheme, nid = national_id(r, loc)
    cc = IBAN_CC.get(loc) or r.choice(sorted(IBAN_FMT))
    return {"locale": loc, "name": name, "email": email(r, loc, name), "login": login_name(r, loc, name),
            "phone": phone(r, loc), "address": address(r, loc), "id_scheme": scheme, "national_id": nid,
            "iban": gen_iban(r, cc), "pan": gen_pan(r)}


# --------------------------------------------------------------------------
# secrets
# --------------------------------------------------------------------------
def b64_secret(r, n=32):
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def hex_secret(r, n=32):
    return rs(r, HEX, n)


def b62_secret(r, n=40):
    return rs(r, B62, n)


def totp_seed(r):
    return rs(r, B32, 32)


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(r):
    hdr = {"alg": "HS256", "typ": "JWT"}
    body = {"sub": "usr_" + rs(r, B62, 10), "iat": 1714000000 + r.randrange(10 ** 6), "scope": "read:ledger"}
    h = _b64url(json.dumps(hdr, separators=(",", ":")).encode())
    p = _b64url(json.dumps(body, separators=(",", ":")).encode())
    key = bytes(r.randrange(256) for _ in range(32))
    sig = _b64url(hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + sig


WORDS = ["amber", "quarry", "lantern", "velvet", "orbit", "thistle", "cobalt", "marrow", "harbor",
         "juniper", "pylon", "saffron", "tundra", "ember", "walnut", "glacier", "mosaic", "falcon",
         "ribbon", "canyon", "pepper", "meadow", "zephyr", "granite", "willow", "oyster"]


def passphrase(r, sep=" "):
    return sep.join(r.choice(WORDS) for _ in range(r.randrange(4, 6)))


def pin(r):
    return "%0*d" % (r.choice([6, 7, 8]), r.randrange(10 ** 5, 10 ** 6 - 1) * 7 % 10 ** 8)


SHELL_SAFE = string.ascii_letters + string.digits + "_-.+,:="


def shell_password(r, n=None):
    n = n or r.randrange(12, 20)
    while True:
        p = rs(r, SHELL_SAFE, n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and p[0].isalnum():
            return p


TRICKY = string.ascii_letters + string.digits + "\"'\\<>&/ ?#!$*()[]{}|;"


def tricky_password(r, n=None):
    n = n or r.randrange(12, 18)
    while True:
        p = rs(r, string.ascii_letters + string.digits, 3) + rs(r, TRICKY, n - 6) + rs(r, string.digits + "XYZ", 3)
        if sum(c in "\"'\\<>& " for c in p) >= 2 and p == p.strip():
            return p


def vendor_token(r, vendor=None):
    v = vendor or r.choice(sorted(VENDORS))
    return v, VENDORS[v](r)


VENDORS = {
    "github_pat_classic": lambda r: "ghp_" + rs(r, B62, 36),
    "github_oauth": lambda r: "gho_" + rs(r, B62, 36),
    "github_fine": lambda r: "github_pat_" + rs(r, B62, 22) + "_" + rs(r, B62, 59),
    "gitlab_pat": lambda r: "glpat-" + rs(r, B62 + "-_", 20),
    "slack_bot": lambda r: "xoxb-%d-%d-%s" % (r.randrange(10 ** 10, 10 ** 11), r.randrange(10 ** 12, 10 ** 13),
                                              rs(r, B62, 24)),
    "slack_user": lambda r: "xoxp-%d-%d-%d-%s" % (r.randrange(10 ** 10, 10 ** 11), r.randrange(10 ** 10, 10 ** 11),
                                                  r.randrange(10 ** 12, 10 ** 13), rs(r, HEX, 32)),
    "stripe_live": lambda r: "sk_live_" + rs(r, B62, 24),
    "stripe_restricted": lambda r: "rk_live_" + rs(r, B62, 99),
    "aws_access_key": lambda r: "AKIA" + rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "aws_secret_key": lambda r: rs(r, B62 + "+/", 40),
    "google_api": lambda r: "AIza" + rs(r, B62 + "-_", 35),
    "openai": lambda r: "sk-proj-" + rs(r, B62 + "-_", 48),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, B62 + "-_", 93) + "AA",
    "npm": lambda r: "npm_" + rs(r, B62, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B62 + "-_", 60),
    "twilio": lambda r: "SK" + rs(r, HEX, 32),
    "sendgrid": lambda r: "SG." + rs(r, B62 + "-_", 22) + "." + rs(r, B62 + "-_", 43),
    "mailgun": lambda r: "key-" + rs(r, HEX, 32),
    "digitalocean": lambda r: "dop_v1_" + rs(r, HEX, 64),
    "shopify": lambda r: "shpat_" + rs(r, "abcdef0123456789", 32),
    "vault": lambda r: "hvs." + rs(r, B62 + "_-", 90),
    "doppler": lambda r: "dp.st.prd." + rs(r, B62, 40),
    "linear": lambda r: "lin_api_" + rs(r, B62, 40),
    "telegram_bot": lambda r: "%d:AA%s" % (r.randrange(10 ** 8, 10 ** 10), rs(r, B62 + "_-", 33)),
    "square": lambda r: "sq0atp-" + rs(r, B62 + "-_", 22),
    "figma": lambda r: "figd_" + rs(r, B62 + "-_", 40),
    "postman": lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34),
    "grafana_sa": lambda r: "glsa_" + rs(r, B62, 32) + "_" + rs(r, HEX, 8),
    "newrelic": lambda r: "NRAK-" + rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 27),
    "atlassian": lambda r: "ATATT3xFfGF0" + rs(r, B62 + "-_", 180) + "=" + rs(r, "ABCDEF0123456789", 8),
    "azure_storage": lambda r: b64_secret(r, 64),
    "databricks": lambda r: "dapi" + rs(r, HEX, 32),
    "hf": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "age_secret": lambda r: "AGE-SECRET-KEY-1" + rs(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
}


def slack_webhook(r):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, B62.upper()[:36], 8).upper(),
                                                             rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
                                                             rs(r, B62, 24))


def webhook_path_secret(r):
    return rs(r, B62, 32)


# --------------------------------------------------------------------------
# infrastructure
# --------------------------------------------------------------------------
ROLES = ["db", "pg-replica", "kafka-broker", "ledger-api", "auth-edge", "etl-worker", "vault",
         "ci-runner", "mq", "search-node", "billing", "ingest", "gw", "cache"]
ZONES = ["eu-west", "ap-south", "us-east", "dc2", "fra1", "osl", "sgp3"]
ORG = ["corp.example", "internal.example", "prod.example.net", "lan.test", "infra.example.org"]


def hostname(r):
    return "%s-%s%02d" % (r.choice(ROLES), r.choice(["prod", "stg", "dr", "blue"]), r.randrange(1, 40))


def fqdn(r):
    return "%s.%s.%s" % (hostname(r), r.choice(ZONES), r.choice(ORG))


def pod_name(r):
    return "%s-%s-%s" % (r.choice(ROLES), rs(r, "bcdfghjklmnpqrstvwxz2456789", 10),
                         rs(r, "bcdfghjklmnpqrstvwxz2456789", 5))


def ipv4(r):
    k = r.randrange(4)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(1, 255), r.randrange(0, 255), r.randrange(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(0, 255), r.randrange(2, 254))
    if k == 2:
        return "192.168.%d.%d" % (r.randrange(1, 255), r.randrange(2, 254))
    return "%s.%d" % (r.choice(["198.51.100", "203.0.113", "192.0.2", "100.%d.%d" % (r.randrange(64, 128),
                                                                                      r.randrange(0, 255))]),
                      r.randrange(2, 254))


def ipv6(r):
    if r.random() < 0.5:
        pre = "fd%02x:%x:%x" % (r.randrange(256), r.randrange(1, 65535), r.randrange(1, 65535))
    else:
        pre = "2001:db8:%x" % r.randrange(1, 65535)
    return pre + "::" + ":".join("%x" % r.randrange(1, 65535) for _ in range(2))


def mac(r):
    b = [r.randrange(256) for _ in range(6)]
    b[0] = (b[0] | 0x02) & 0xFE  # locally administered unicast
    return ":".join("%02x" % x for x in b)


# --------------------------------------------------------------------------
# look-alikes (must be kept)
# --------------------------------------------------------------------------
def uuid4(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def trace_id(r):
    return rs(r, HEX, 32)


def span_id(r):
    return rs(r, HEX, 16)


def commit_sha(r):
    return rs(r, HEX, 40)


def sha256_digest(r):
    return "sha256:" + rs(r, HEX, 64)


def version(r):
    return "%d.%d.%d" % (r.randrange(0, 5), r.randrange(0, 30), r.randrange(0, 40))


if __name__ == "__main__":
    selftest()
    print("synthlib self-tests passed: %d check-digit schemes x 300 values" % len(ID_SCHEMES))
    if "-v" in sys.argv:
        r = rng("demo")
        print(json.dumps(person(r), ensure_ascii=False, indent=1))
        for v in sorted(VENDORS):
            print(v, VENDORS[v](r))
        print(jwt(r), totp_seed(r), passphrase(r), pin(r), shell_password(r), tricky_password(r))
        print(fqdn(r), pod_name(r), ipv4(r), ipv6(r), mac(r), uuid4(r), sha256_digest(r))
