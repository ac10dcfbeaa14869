"""Deterministic generators of synthetic planted values for corpus12.

Every function takes an explicit random.Random instance. No hash(), no set
iteration order, no wall clock. Check-digit algorithms follow the public
specifications named in README.md.
"""
import base64
import datetime
import hashlib
import string

DIG = string.digits
HEX = "0123456789abcdef"
B62 = string.ascii_letters + string.digits
UP = string.ascii_uppercase


def rs(rng, n, alphabet=B62):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n, first_nonzero=False):
    s = rs(rng, n, DIG)
    if first_nonzero and s[0] == "0":
        s = str(rng.randint(1, 9)) + s[1:]
    return s


def dob(rng, y0=1950, y1=2004):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(rng.randint(d0, d1))


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    num = "".join(c for c in num if c.isdigit())
    return luhn_digit(num[:-1]) == num[-1]


def card(rng, brand=None):
    brand = brand or rng.choice(["visa", "mc", "amex", "mc2"])
    if brand == "visa":
        p = "4" + digits(rng, 14)
        n = p + luhn_digit(p)
        return " ".join(n[i:i + 4] for i in range(0, 16, 4))
    if brand == "mc":
        p = "5" + str(rng.randint(1, 5)) + digits(rng, 13)
        n = p + luhn_digit(p)
        return "-".join(n[i:i + 4] for i in range(0, 16, 4))
    if brand == "mc2":
        p = "2" + str(rng.randint(221, 720)) + digits(rng, 11)
        return p + luhn_digit(p)
    p = rng.choice(["34", "37"]) + digits(rng, 12)
    n = p + luhn_digit(p)
    return n[:4] + " " + n[4:10] + " " + n[10:]


IBAN_BBAN = {  # country: list of (kind, length) ; kind 'n' digits, 'a' upper letters, 'c' alnum
    "DE": [("n", 18)], "FR": [("n", 10), ("c", 11), ("n", 2)], "NL": [("a", 4), ("n", 10)],
    "ES": [("n", 20)], "IT": [("a", 1), ("n", 10), ("c", 12)], "BE": [("n", 12)],
    "NO": [("n", 11)], "FI": [("n", 14)], "SE": [("n", 20)], "PL": [("n", 24)],
    "GB": [("a", 4), ("n", 14)], "DK": [("n", 14)], "AT": [("n", 16)], "CH": [("n", 5), ("c", 12)],
    "PT": [("n", 21)], "IE": [("a", 4), ("n", 14)], "EG": [("n", 25)], "TR": [("n", 5), ("n", 1), ("c", 16)],
}


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban(rng, country=None, spaced=None):
    country = country or rng.choice(sorted(IBAN_BBAN))
    bban = ""
    for kind, n in IBAN_BBAN[country]:
        alpha = {"n": DIG, "a": UP, "c": UP + DIG}[kind]
        bban += rs(rng, n, alpha)
    full = country + iban_check(country, bban) + bban
    if spaced is None:
        spaced = rng.random() < 0.5
    if spaced:
        return " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return full


def se_personnummer(rng):
    d = dob(rng)
    body = d.strftime("%y%m%d") + digits(rng, 3)
    return "%s-%s%s" % (body[:6], body[6:], luhn_digit(body))


def no_fodselsnummer(rng):
    while True:
        d = dob(rng)
        base = d.strftime("%d%m%y") + "%03d" % rng.randint(0, 499)
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(base, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(base, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def fi_hetu(rng):
    d = dob(rng, 1950, 2010)
    sep = "-" if d.year < 2000 else "A"
    z = "%03d" % rng.randint(2, 899)
    n = int(d.strftime("%d%m%y") + z)
    return d.strftime("%d%m%y") + sep + z + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def dk_cpr(rng):
    d = dob(rng)
    return d.strftime("%d%m%y") + "-" + digits(rng, 4)


def nl_bsn(rng):
    while True:
        b = digits(rng, 8, True)
        s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return b + str(last)


def bsn_ok(b):
    return (sum(int(c) * w for c, w in zip(b[:8], range(9, 1, -1))) - int(b[8])) % 11 == 0


CF_ODD = {c: v for c, v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])}
CF_ODD.update({c: v for c, v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])})


def _cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c in UP and c not in "AEIOU"]
    vow = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    s = "".join(cons + vow) + "XXX"
    return s[:3]


def it_codice_fiscale(rng, surname, name, female=False):
    d = dob(rng)
    month = "ABCDEHLMPRST"[d.month - 1]
    day = d.day + (40 if female else 0)
    town = rng.choice(["H501", "F205", "L219", "A944", "G273", "F839", "D612"])
    s = _cf_part(surname, False) + _cf_part(name, True) + d.strftime("%y") + month + "%02d" % day + town
    tot = 0
    for i, c in enumerate(s):
        if i % 2 == 0:
            tot += CF_ODD[c]
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    return s + UP[tot % 26]


def fr_nir(rng, female=None):
    if female is None:
        female = rng.random() < 0.5
    d = dob(rng)
    dept = "%02d" % rng.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93])
    body = ("2" if female else "1") + d.strftime("%y%m") + dept + "%03d" % rng.randint(1, 990) + "%03d" % rng.randint(1, 999)
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def be_nn(rng):
    d = dob(rng, 1950, 2010)
    seq = "%03d" % rng.randint(1, 997)
    base = d.strftime("%y%m%d") + seq
    n = int(("2" + base) if d.year >= 2000 else base)
    chk = 97 - n % 97
    return "%s.%s.%s-%s.%02d" % (base[:2], base[2:4], base[4:6], seq, chk)


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(rng):
    d = dob(rng, 1950, 1999)
    first = rs(rng, 1, "BCGHLMPRSV") + rng.choice("AEIOU") + rs(rng, 2, "ABCDEGHJLMNOPRSTV")
    sex = rng.choice("HM")
    state = rng.choice(["DF", "JC", "NL", "PL", "VZ", "YN", "OC", "GT"])
    cons = rs(rng, 3, "BCDFGHJLMNPRSTVZ")
    s17 = first + d.strftime("%y%m%d") + sex + state + cons + "0"
    tot = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(s17))
    return s17 + str((10 - tot % 10) % 10)


def jp_my_number(rng):
    b = digits(rng, 11, True)
    tot = 0
    for n, c in enumerate(reversed(b), start=1):
        q = n + 1 if n <= 6 else n - 5
        tot += int(c) * q
    r = tot % 11
    return b + str(0 if r <= 1 else 11 - r)


def sg_nric(rng):
    pre = rng.choice("ST")
    d = digits(rng, 7)
    tot = sum(int(c) * w for c, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre == "T" else 0)
    return pre + d + "JZIHGFEDCBA"[tot % 11]


def my_mykad(rng):
    d = dob(rng)
    pb = rng.choice(["01", "05", "07", "08", "10", "14", "12", "13"])
    return "%s-%s-%s" % (d.strftime("%y%m%d"), pb, digits(rng, 4))


def id_nik(rng, female=False):
    d = dob(rng)
    region = rng.choice(["317104", "327301", "357801", "337401", "517102", "647201"])
    dd = d.day + (40 if female else 0)
    return region + "%02d" % dd + d.strftime("%m%y") + "%04d" % rng.randint(1, 9999)


def vn_cccd(rng):
    d = dob(rng, 1950, 2010)
    prov = rng.choice(["001", "079", "048", "031", "092"])
    g = (0 if d.year < 2000 else 2) + rng.randint(0, 1)
    return prov + str(g) + d.strftime("%y") + digits(rng, 6)


def eg_national_id(rng):
    # century digit, YYMMDD, governorate, serial; last digit: algorithm not public -> random
    d = dob(rng)
    c = "2" if d.year < 2000 else "3"
    gov = rng.choice(["01", "02", "03", "04", "12", "13", "21", "88"])
    return c + d.strftime("%y%m%d") + gov + digits(rng, 4) + digits(rng, 1)


def pl_pesel(rng):
    d = dob(rng, 1950, 2010)
    m = d.month + (20 if d.year >= 2000 else 0)
    b = d.strftime("%y") + "%02d" % m + "%02d" % d.day + digits(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)


def es_dni(rng):
    n = rng.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def cn_resident_id(rng):
    d = dob(rng)
    b = rng.choice(["110101", "310104", "440305", "510107"]) + d.strftime("%Y%m%d") + digits(rng, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]


def br_cpf(rng):
    b = [rng.randint(0, 9) for _ in range(9)]
    for ln in (9, 10):
        s = sum(v * w for v, w in zip(b, range(ln + 1, 1, -1)))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def kr_rrn(rng):
    d = dob(rng, 1950, 1999)
    b = d.strftime("%y%m%d") + rng.choice("12") + digits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def in_aadhaar(rng):
    b = str(rng.randint(2, 9)) + digits(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    n = b + str(_VINV[c])
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num.replace(" ", ""))):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


# ---------------------------------------------------------------- phones
def phone(rng, cc=None):
    cc = cc or rng.choice(sorted(PHONES))
    return PHONES[cc](rng)


PHONES = {
    "SE": lambda r: r.choice(["+46 70 %s %s %s", "070-%s %s %s"]) % (digits(r, 3), digits(r, 2), digits(r, 2)),
    "NL": lambda r: r.choice(["+31 6 %s", "06-%s"]) % digits(r, 8),
    "IT": lambda r: r.choice(["+39 347 %s %s", "347 %s %s"]) % (digits(r, 3), digits(r, 4)),
    "FR": lambda r: r.choice(["+33 6 %s %s %s %s", "06 %s %s %s %s"]) % tuple(digits(r, 2) for _ in range(4)),
    "JP": lambda r: r.choice(["+81 90-%s-%s", "090-%s-%s"]) % (digits(r, 4), digits(r, 4)),
    "SG": lambda r: r.choice(["+65 9%s %s", "8%s %s"]) % (digits(r, 3), digits(r, 4)),
    "MY": lambda r: r.choice(["+60 12-%s %s", "012-%s %s"]) % (digits(r, 3), digits(r, 4)),
    "NG": lambda r: r.choice(["+234 803 %s %s", "0806 %s %s"]) % (digits(r, 3), digits(r, 4)),
    "ID": lambda r: r.choice(["+62 812-%s-%s", "0812-%s-%s"]) % (digits(r, 4), digits(r, 4)),
    "VN": lambda r: r.choice(["+84 91 %s %s", "091 %s %s"]) % (digits(r, 3), digits(r, 4)),
    "EG": lambda r: r.choice(["+20 10 %s %s", "010 %s %s"]) % (digits(r, 4), digits(r, 4)),
    "MX": lambda r: r.choice(["+52 55 %s %s", "55 %s %s"]) % (digits(r, 4), digits(r, 4)),
    "DE": lambda r: r.choice(["+49 151 %s", "0151 %s"]) % digits(r, 8),
    "BR": lambda r: r.choice(["+55 11 9%s-%s", "(11) 9%s-%s"]) % (digits(r, 4), digits(r, 4)),
    "IN": lambda r: r.choice(["+91 98%s %s", "098%s %s"]) % (digits(r, 3), digits(r, 5)),
    "KR": lambda r: r.choice(["+82 10-%s-%s", "010-%s-%s"]) % (digits(r, 4), digits(r, 4)),
    "PL": lambda r: r.choice(["+48 512 %s %s", "512-%s-%s"]) % (digits(r, 3), digits(r, 3)),
    "US": lambda r: r.choice(["+1 (415) 555-%s", "(212) 555-%s"]) % digits(r, 4),
    "NO": lambda r: r.choice(["+47 4%s %s %s", "9%s %s %s"]) % (digits(r, 2), digits(r, 2), digits(r, 3)),
    "BE": lambda r: r.choice(["+32 470 %s %s", "0470 %s %s"]) % (digits(r, 2), digits(r, 4)),
    "CN": lambda r: r.choice(["+86 138 %s %s", "138%s%s"]) % (digits(r, 4), digits(r, 4)),
    "DK": lambda r: r.choice(["+45 20 %s %s", "20 %s %s"]) % (digits(r, 2), digits(r, 4)),
    "ES": lambda r: r.choice(["+34 612 %s %s", "612 %s %s"]) % (digits(r, 3), digits(r, 3)),
    "FI": lambda r: r.choice(["+358 40 %s %s", "040 %s %s"]) % (digits(r, 3), digits(r, 4)),
}

# ---------------------------------------------------------------- names / addresses
NAMES = {
    "SE": ["Åsa Lindqvist", "Björn Öberg", "Märta Ekström"],
    "NO": ["Øystein Hårstad", "Ingrid Bjørnø"],
    "FI": ["Päivi Mäkinen", "Jyrki Häkkinen"],
    "DK": ["Søren Kjærgaard"],
    "NL": ["Femke van der Berg", "Joost de Vries"],
    "IT": [("Rossi", "Giulia", True), ("Esposito", "Marco", False), ("Bianchi", "Francesca", True)],
    "FR": ["Hélène Dubois", "François Lefèvre"],
    "BE": ["Lotte Vermeulen", "Mathieu Dupont"],
    "MX": ["José Hernández Ruiz", "María Guadalupe Sánchez"],
    "JP": ["山田 太郎", "佐藤 花子", "鈴木 一郎"],
    "SG": ["Tan Wei Ming", "陈美玲"],
    "MY": ["Nurul Aisyah binti Ahmad", "Muhammad Hafiz bin Ismail"],
    "NG": ["Chukwuemeka Okafor", "Ngozi Adebayo"],
    "ID": ["Siti Rahayu", "Budi Santoso"],
    "VN": ["Nguyễn Văn An", "Trần Thị Bích Ngọc"],
    "EG": ["محمد عبد الله", "Ahmed Mostafa El-Sayed"],
    "PL": ["Łukasz Wiśniewski", "Zofia Wójcik"],
    "ES": ["Íñigo Martínez", "Lucía Fernández"],
    "CN": ["王伟", "李娜"],
    "BR": ["João Pereira da Silva", "Ana Luíza Costa"],
    "KR": ["김민준", "이서연"],
    "IN": ["राहुल शर्मा", "Priya Venkataraman"],
    "RU": ["Иван Петров", "Анна Смирнова"],
    "GR": ["Γιώργος Παπαδόπουλος"],
    "TR": ["Çağrı Yılmaz"],
    "IL": ["נועה כהן"],
    "TH": ["สมชาย ใจดี"],
    "IS": ["Þórður Guðmundsson"],
    "DE": ["Jürgen Groß", "Sabine Müller-Lüdenscheidt"],
    "US": ["Jennifer O'Connor", "DeShawn Jackson"],
}

ADDR = {
    "SE": lambda r: "Storgatan %d, %s %s Stockholm" % (r.randint(1, 90), digits(r, 3, True), digits(r, 2)),
    "NL": lambda r: "Keizersgracht %d, %s %s Amsterdam" % (r.randint(1, 700), digits(r, 4, True), rs(r, 2, UP)),
    "IT": lambda r: "Via Garibaldi %d, %s Torino TO" % (r.randint(1, 120), "101" + digits(r, 2)),
    "FR": lambda r: "%d rue de la République, 69002 Lyon" % r.randint(1, 80),
    "JP": lambda r: "〒100-%s 東京都千代田区丸の内%d-%d-%d" % (digits(r, 4), r.randint(1, 3), r.randint(1, 9), r.randint(1, 20)),
    "DE": lambda r: "Hauptstraße %d, %s Köln" % (r.randint(1, 200), "506" + digits(r, 2)),
    "MX": lambda r: "Av. Insurgentes Sur %d, Col. Roma Norte, 06700 CDMX" % r.randint(100, 3000),
    "NG": lambda r: "%d Adeola Odeku Street, Victoria Island, Lagos" % r.randint(1, 90),
    "ID": lambda r: "Jl. Sudirman No. %d, Jakarta Pusat 10220" % r.randint(1, 99),
    "VN": lambda r: "%d Lê Lợi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh" % r.randint(1, 200),
    "PL": lambda r: "ul. Marszałkowska %d/%d, 00-%s Warszawa" % (r.randint(1, 150), r.randint(1, 40), digits(r, 3)),
    "BR": lambda r: "Rua Augusta, %d - Consolação, São Paulo - SP, 01305-%s" % (r.randint(1, 2000), digits(r, 3)),
    "RU": lambda r: "ул. Тверская, д. %d, кв. %d, Москва, 125009" % (r.randint(1, 30), r.randint(1, 200)),
    "KR": lambda r: "서울특별시 강남구 테헤란로 %d" % r.randint(1, 500),
    "US": lambda r: "%d Elm Street, Apt %d, Springfield, IL 62704" % (r.randint(10, 9999), r.randint(1, 40)),
}


def name(rng, cc=None):
    cc = cc or rng.choice(sorted(NAMES))
    n = rng.choice(NAMES[cc])
    if isinstance(n, tuple):
        return n[1] + " " + n[0]
    return n


def ascii_login(rng):
    first = rng.choice(["anna", "jdoe", "mkowalski", "tnguyen", "okafor", "lrossi", "hsato", "bsantoso", "pvenkat", "ekstrom", "cyilmaz", "fdevries"])
    return first + rng.choice(["", str(rng.randint(1, 99)), "." + rs(rng, 2, "abcdefghijklmnopqrstuvwxyz")])


def email(rng, login=None):
    login = login or ascii_login(rng)
    return "%s@%s" % (login, rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "corp.example.net"]))


def host(rng):
    role = rng.choice(["db", "api", "web", "worker", "cache", "kafka", "ldap", "mq", "batch", "edge"])
    return "%s-%s%02d.%s.example.%s" % (role, rng.choice(["prod", "stg", "eu", "ap", "us"]), rng.randint(1, 40),
                                        rng.choice(["int", "corp", "dc1", "fra1", "sin2"]), rng.choice(["com", "net", "org"]))


def short_host(rng):
    return "%s-%s-%02d" % (rng.choice(["ip", "node", "host", "srv", "vm"]), rng.choice(["prd", "stg", "ops"]), rng.randint(1, 99))


def pod(rng, app=None):
    app = app or rng.choice(["checkout", "payments-api", "auth-svc", "ledger", "notifier", "search-indexer"])
    return "%s-%s-%s" % (app, rs(rng, 10, "bcdfghjklmnpqrstvwxz2456789"), rs(rng, 5, "bcdfghjklmnpqrstvwxz2456789"))


def node_name(rng):
    return rng.choice(["ip-10-%d-%d-%d.eu-west-1.compute.internal.example.net" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                       "gke-prod-pool-%s-%s" % (rs(rng, 8, HEX), rs(rng, 4, "abcdefghijklmnopqrstuvwxyz")),
                       "aks-nodepool1-%s-vmss%06d" % (digits(rng, 8), rng.randint(0, 20))])


def priv_ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


def doc_ip(rng):
    return "%s.%d" % (rng.choice(["192.0.2", "198.51.100", "203.0.113"]), rng.randint(1, 254))


def ipv6(rng):
    return "2001:db8:%x:%x::%x" % (rng.randint(1, 0xffff), rng.randint(1, 0xffff), rng.randint(1, 0xffff))


# ---------------------------------------------------------------- secrets
def password(rng):
    words = ["Tr0ub4dor", "Sommer", "hunter", "Kennw0rt", "Parol", "Gizli", "Mot2Passe", "P@ss", "Zugang", "Segreto"]
    return rng.choice(words) + rs(rng, rng.randint(4, 8), B62 + "!#%^*_") + str(rng.randint(10, 99))


def token(rng, n=40, alphabet=B62):
    return rs(rng, n, alphabet)


def gh_pat(rng):
    return "ghp_" + rs(rng, 36)


def gh_fine(rng):
    return "github_pat_" + rs(rng, 22) + "_" + rs(rng, 59)


def slack_bot(rng):
    return "xoxb-%s-%s-%s" % (digits(rng, 12), digits(rng, 13), rs(rng, 24))


def stripe_live(rng):
    return "sk_live_" + rs(rng, 24)


def aws_akid(rng):
    return "AKIA" + rs(rng, 16, UP + "234567")


def aws_secret(rng):
    return rs(rng, 40, B62 + "/+")


def gcp_api_key(rng):
    return "AIza" + rs(rng, 35, B62 + "-_")


def openai_key(rng):
    return "sk-proj-" + rs(rng, 48, B62 + "-_")


def npm_token(rng):
    return "npm_" + rs(rng, 36)


def gitlab_pat(rng):
    return "glpat-" + rs(rng, 20, B62 + "-_")


def sendgrid(rng):
    return "SG." + rs(rng, 22, B62 + "-_") + "." + rs(rng, 43, B62 + "-_")


def twilio_sid_key(rng):
    return "SK" + rs(rng, 32, HEX)


def jwt(rng, claims=None):
    def b64u(b):
        return base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    claims = claims or '{"sub":"%s","exp":%d,"scope":"admin"}' % (digits(rng, 8), 1790000000 + rng.randint(0, 9999999))
    return b64u(b'{"alg":"HS256","typ":"JWT"}') + "." + b64u(claims.encode()) + "." + b64u(bytes(rng.randint(0, 255) for _ in range(32)))


def hexs(rng, n):
    return rs(rng, n, HEX)


def uuid4(rng):
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def bcrypt_hash(rng):
    return "$2b$12$" + rs(rng, 53, B62 + "./")


def argon2_hash(rng):
    return "$argon2id$v=19$m=65536,t=3,p=4$%s$%s" % (rs(rng, 22, B62 + "+/"), rs(rng, 43, B62 + "+/"))


def sha512crypt(rng):
    return "$6$%s$%s" % (rs(rng, 16, B62 + "./"), rs(rng, 86, B62 + "./"))


def otp(rng):
    return digits(rng, 6)


def b64(s):
    return base64.b64encode(s.encode()).decode()


def sha256hex(s):
    return hashlib.sha256(s.encode()).hexdigest()


def fake_pem_private(rng, kind="RSA PRIVATE KEY", lines=6):
    body = [rs(rng, 64, B62 + "+/") for _ in range(lines)] + [rs(rng, 40, B62 + "+/") + "=="]
    return ["-----BEGIN %s-----" % kind] + body + ["-----END %s-----" % kind], body


def ts(rng, fmt="iso"):
    base = datetime.datetime(2026, 3, 1, 0, 0, 0) + datetime.timedelta(seconds=rng.randint(0, 200 * 86400), microseconds=rng.randint(0, 999) * 1000)
    if fmt == "iso":
        return base.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (base.microsecond // 1000)
    if fmt == "clf":
        return base.strftime("%d/%b/%Y:%H:%M:%S +0000")
    if fmt == "syslog":
        return base.strftime("%b %d %H:%M:%S").replace(" 0", "  ", 1) if base.day < 10 else base.strftime("%b %d %H:%M:%S")
    if fmt == "space":
        return base.strftime("%Y-%m-%d %H:%M:%S,") + "%03d" % (base.microsecond // 1000)
    if fmt == "epoch":
        return str(int((base - datetime.datetime(1970, 1, 1)).total_seconds()))
    raise ValueError(fmt)


def self_test():
    import random
    r = random.Random(7)
    for _ in range(200):
        assert luhn_ok(card(r))
        assert iban_ok(iban(r))
        assert bsn_ok(nl_bsn(r))
        assert verhoeff_ok(in_aadhaar(r))
        s = se_personnummer(r).replace("-", "")
        assert luhn_ok(s)
        nir = fr_nir(r).replace(" ", "")
        assert 97 - int(nir[:13]) % 97 == int(nir[13:])
    # published example values of each scheme
    def cf_check(s15):
        t = sum(CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65) for i, c in enumerate(s15))
        return UP[t % 26]
    assert cf_check("RSSMRA85T10A562") == "S"
    assert (10 - sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate("HEGG560427MVZRRL0")) % 10) % 10 == 4
    assert "JZIHGFEDCBA"[sum(int(c) * w for c, w in zip("1234567", [2, 7, 6, 5, 4, 3, 2])) % 11] == "D"
    assert bsn_ok("111222333")
    assert "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T"
    assert verhoeff_ok("2363")
    assert luhn_ok("4111111111111111")
    assert iban_ok("GB82 WEST 1234 5698 7654 32")
    return True
