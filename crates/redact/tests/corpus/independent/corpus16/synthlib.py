"""Deterministic generators for corpus16 (independent redaction test corpus).

Every function takes an explicit random.Random instance; nothing here uses
hash(), set iteration order, the clock or the environment.  All values are
invented.  Check-digit algorithms follow the published specifications named
in each docstring; self_test() checks them against published examples.
"""
import base64
import random
import string

# ----------------------------------------------------------------- check digits

def luhn_check_digit(payload: str) -> str:
    """ISO/IEC 7812-1 Annex B (Luhn)."""
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(number: str) -> bool:
    return luhn_check_digit(number[:-1]) == number[-1]


def card_number(rng: random.Random, prefix: str = "4", length: int = 16) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    return body + luhn_check_digit(body)


_IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27, "PL": 28, "FI": 18,
             "SE": 24, "NO": 15, "BE": 16, "AT": 20, "PT": 25, "TR": 26, "GB": 22}


def iban_check(country: str, bban: str) -> str:
    """ISO 13616-1 / ECBS: mod 97-10 (ISO 7064)."""
    rearranged = bban + country + "00"
    digits = "".join(str(int(c, 36)) for c in rearranged)
    return "%02d" % (98 - int(digits) % 97)


def iban_valid(iban: str) -> bool:
    s = iban.replace(" ", "")
    digits = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(digits) % 97 == 1


def iban(rng: random.Random, country: str) -> str:
    n = _IBAN_LEN[country] - 4
    if country in ("GB", "NL"):
        bban = "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + \
            "".join(rng.choice(string.digits) for _ in range(n - 4))
    else:
        bban = "".join(rng.choice(string.digits) for _ in range(n))
    return country + iban_check(country, bban) + bban


def cn_resident_id(rng: random.Random) -> str:
    """GB 11643-1999, check digit ISO 7064 MOD 11-2."""
    area = rng.choice(["110105", "310104", "440305", "510107", "330106"])
    y = rng.randint(1950, 2004); m = rng.randint(1, 12); d = rng.randint(1, 28)
    body = "%s%04d%02d%02d%03d" % (area, y, m, d, rng.randint(1, 999))
    return body + cn_check(body)


def cn_check(body17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * k for c, k in zip(body17, w))
    return "10X98765432"[s % 11]


def nl_bsn(rng: random.Random) -> str:
    """Dutch BSN, '11-proef' (Wet algemene bepalingen burgerservicenummer)."""
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            return "".join(map(str, d)) + str(last)


def bsn_valid(n: str) -> bool:
    s = sum(int(c) * w for c, w in zip(n[:8], range(9, 1, -1))) - int(n[8])
    return s % 11 == 0


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni(rng: random.Random) -> str:
    """Spanish DNI (Real Decreto 1553/2005; letter = number mod 23)."""
    n = rng.randint(10000000, 99999999)
    return "%08d%s" % (n, _DNI[n % 23])


def es_nie(rng: random.Random) -> str:
    p = rng.choice("XYZ"); n = rng.randint(0, 9999999)
    return "%s%07d%s" % (p, n, _DNI[int(str("XYZ".index(p)) + "%07d" % n) % 23])


def dni_valid(s: str) -> bool:
    head = s[:-1]
    if head[0] in "XYZ":
        head = str("XYZ".index(head[0])) + head[1:]
    return _DNI[int(head) % 23] == s[-1]


def pl_pesel(rng: random.Random) -> str:
    """Polish PESEL (Ustawa o ewidencji ludności), weights 1-3-7-9."""
    y = rng.randint(1950, 2009); m = rng.randint(1, 12); d = rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%04d" % (y % 100, mm, d, rng.randint(0, 9999))
    return body + pesel_check(body)


def pesel_check(body10: str) -> str:
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(c) * k for c, k in zip(body10, w)) % 10) % 10)


def br_cpf(rng: random.Random, formatted: bool = True) -> str:
    """Brazilian CPF (Receita Federal), two mod-11 check digits."""
    d = [rng.randint(0, 9) for _ in range(9)]
    d += [cpf_digit(d)]
    d += [cpf_digit(d)]
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]) if formatted else s


def cpf_digit(d):
    n = len(d) + 1
    r = sum(x * w for x, w in zip(d, range(n, 1, -1))) * 10 % 11
    return 0 if r == 10 else r


def cpf_valid(s: str) -> bool:
    d = [int(c) for c in s if c.isdigit()]
    return cpf_digit(d[:9]) == d[9] and cpf_digit(d[:10]) == d[10]


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(rng: random.Random) -> str:
    """Finnish henkilötunnus (Väestörekisterikeskus), mod 31 check character."""
    y = rng.randint(1940, 2005); m = rng.randint(1, 12); d = rng.randint(1, 28)
    ind = rng.randint(2, 899)
    sep = "-" if y < 2000 else "A"
    return "%02d%02d%02d%s%03d%s" % (d, m, y % 100, sep, ind, _HETU[int("%02d%02d%02d%03d" % (d, m, y % 100, ind)) % 31])


def hetu_valid(s: str) -> bool:
    return _HETU[int(s[:6] + s[7:10]) % 31] == s[10]


def tr_tckn(rng: random.Random) -> str:
    """Turkish T.C. Kimlik No (Nüfus ve Vatandaşlık İşleri) check digits."""
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tckn_valid(s: str) -> bool:
    d = [int(c) for c in s]
    return d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9] \
        and sum(d[:10]) % 10 == d[10]


_CF_ODD = {**{str(i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
           **dict(zip(string.ascii_uppercase, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                                                12, 14, 16, 10, 22, 25, 24, 23]))}


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_cf_check(first15: str) -> str:
    """Codice fiscale check character (DM 23/12/1976)."""
    s = 0
    for i, c in enumerate(first15):
        s += _CF_ODD[c] if i % 2 == 0 else _cf_even(c)
    return chr(65 + s % 26)


def it_codice_fiscale(rng: random.Random) -> str:
    cons = "BCDFGLMNPRSTVZ"
    sur = "".join(rng.choice(cons) for _ in range(3))
    nam = "".join(rng.choice(cons) for _ in range(3))
    yy = "%02d" % rng.randint(40, 99)
    mm = rng.choice("ABCDEHLMPRST")
    dd = "%02d" % (rng.randint(1, 28) + rng.choice([0, 40]))
    town = rng.choice(["H501", "F205", "L219", "A662", "G273", "D612"])
    body = sur + nam + yy + mm + dd + town
    return body + it_cf_check(body)


def se_personnummer(rng: random.Random) -> str:
    """Swedish personnummer (Skatteverket SKV 704), Luhn over YYMMDDNNN."""
    body = "%02d%02d%02d%03d" % (rng.randint(40, 99), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 999))
    return body[:6] + "-" + body[6:] + luhn_check_digit(body)


def no_fodselsnummer(rng: random.Random) -> str:
    """Norwegian fødselsnummer (Skatteetaten), two mod-11 control digits."""
    while True:
        body = "%02d%02d%02d%03d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(40, 99), rng.randint(0, 499))
        k = no_controls(body)
        if k:
            return body + k


def no_controls(body9: str):
    d = [int(c) for c in body9]
    k1 = 11 - sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    d.append(k1)
    k2 = 11 - sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return "%d%d" % (k1, k2)


def kr_rrn(rng: random.Random) -> str:
    """Korean resident registration number (주민등록번호), weights 2..9,2..5, (11 - s%11) % 10."""
    body = "%02d%02d%02d%d%05d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28), rng.choice([1, 2]),
                                   rng.randint(0, 99999))
    return body[:6] + "-" + body[6:] + kr_check(body)


def kr_check(body12: str) -> str:
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return str((11 - sum(int(c) * k for c, k in zip(body12, w)) % 11) % 10)


_V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(payload: str) -> str:
    """Verhoeff (1969) dihedral D5 check digit, used by Aadhaar (UIDAI)."""
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _V_D[c][_V_P[(i + 1) % 8][int(ch)]]
    return str(_V_INV[c])


def verhoeff_valid(number: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(number)):
        c = _V_D[c][_V_P[i % 8][int(ch)]]
    return c == 0


def in_aadhaar(rng: random.Random, spaced: bool = True) -> str:
    body = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(10))
    n = body + verhoeff_check(body)
    return "%s %s %s" % (n[:4], n[4:8], n[8:]) if spaced else n


NATIONAL_IDS = [
    ("CN", "居民身份证", cn_resident_id), ("NL", "BSN", nl_bsn), ("ES", "DNI", es_dni), ("ES", "NIE", es_nie),
    ("PL", "PESEL", pl_pesel), ("BR", "CPF", br_cpf), ("FI", "HETU", fi_hetu), ("TR", "TCKN", tr_tckn),
    ("IT", "codice fiscale", it_codice_fiscale), ("SE", "personnummer", se_personnummer),
    ("NO", "fødselsnummer", no_fodselsnummer), ("KR", "주민등록번호", kr_rrn), ("IN", "Aadhaar", in_aadhaar),
]

# ----------------------------------------------------------------- people

NAMES = {
    "zh": [("王", "秀英"), ("李", "建国"), ("张", "伟"), ("刘", "芳"), ("陈", "静怡"), ("杨", "子轩")],
    "ja": [("佐藤", "美咲"), ("鈴木", "大輔"), ("高橋", "陽菜"), ("田中", "翔太"), ("渡辺", "さくら")],
    "ko": [("김", "민준"), ("이", "서연"), ("박", "지훈"), ("최", "하은"), ("정", "도윤")],
    "ru": [("Смирнова", "Анна"), ("Кузнецов", "Дмитрий"), ("Попова", "Елена"), ("Волков", "Игорь")],
    "uk": [("Шевченко", "Олена"), ("Коваленко", "Андрій"), ("Бондаренко", "Ірина")],
    "el": [("Παπαδόπουλος", "Γιώργος"), ("Οικονόμου", "Ελένη"), ("Νικολάου", "Δημήτρης")],
    "ar": [("الحسيني", "فاطمة"), ("العتيبي", "محمد"), ("الشمري", "نورة")],
    "he": [("כהן", "נועה"), ("לוי", "איתי"), ("מזרחי", "תמר")],
    "hi": [("शर्मा", "प्रिया"), ("वर्मा", "राहुल"), ("गुप्ता", "अनीता")],
    "th": [("ศรีสุข", "สมชาย"), ("วงศ์ใหญ่", "มาลี")],
    "de": [("Müller", "Jürgen"), ("Schäfer", "Lena"), ("Weiß", "Björn"), ("Größer", "Käthe")],
    "fr": [("Lefèvre", "Anaïs"), ("Dubois", "François"), ("Mercier", "Hélène")],
    "es": [("García Núñez", "José"), ("Peña", "María Ángeles"), ("Ibáñez", "Iñigo")],
    "pl": [("Wójcik", "Małgorzata"), ("Kowalczyk", "Łukasz"), ("Zieliński", "Paweł")],
    "tr": [("Yılmaz", "Ayşe"), ("Öztürk", "Çağrı"), ("Şahin", "Gökhan")],
    "pt": [("Gonçalves", "João"), ("Conceição", "Luísa"), ("Araújo", "Tiago")],
    "fi": [("Mäkinen", "Aino"), ("Järvinen", "Väinö")],
    "sv": [("Åström", "Linnéa"), ("Öberg", "Måns")],
    "no": [("Søreide", "Ørjan"), ("Bråthen", "Kjærsti")],
    "it": [("Rossi", "Giulia"), ("Esposito", "Niccolò")],
    "nl": [("de Vries", "Sanne"), ("van den Berg", "Daan")],
    "vi": [("Nguyễn", "Thị Hương"), ("Trần", "Văn Đức")],
}

EAST_ASIAN = ("zh", "ja", "ko")


def person(rng: random.Random, locale: str = None):
    if locale is None:
        locale = rng.choice(sorted(NAMES))
    fam, given = rng.choice(NAMES[locale])
    full = fam + given if locale in EAST_ASIAN else (fam + " " + given if locale == "vi" else given + " " + fam)
    return locale, full


_TRANSLIT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "å": "a", "ø": "o", "æ": "ae", "é": "e",
                           "è": "e", "ï": "i", "ç": "c", "ñ": "n", "í": "i", "á": "a", "ó": "o", "ú": "u", "ł": "l",
                           "ś": "s", "ń": "n", "ı": "i", "ş": "s", "ğ": "g", "õ": "o", "ã": "a", "ê": "e"})


def email_for(rng: random.Random, latin_hint: str = None) -> str:
    if latin_hint:
        base = latin_hint.lower().translate(_TRANSLIT)
        base = "".join(c if c.isalnum() and c.isascii() else "." for c in base).strip(".")
        while ".." in base:
            base = base.replace("..", ".")
    else:
        base = rng.choice(["mei.lin", "k.tanaka", "j.park", "a.smirnova", "o.shevchenko", "n.cohen", "p.sharma",
                           "f.alhusseini", "s.yilmaz", "l.schaefer", "h.mercier", "t.araujo"])
    return "%s%d@%s" % (base, rng.randint(2, 98), rng.choice(["example.com", "example.org", "example.net",
                                                            "mail.example.com", "corp.example.net"]))


def phone(rng: random.Random, locale: str, plus: bool = None) -> str:
    """Numbering plans per ITU-T E.164 national plans; 'plus' False gives national trunk form."""
    if plus is None:
        plus = rng.random() < 0.4
    r = lambda n: "".join(rng.choice(string.digits) for _ in range(n))
    table = {
        "zh": ("+86 1%s %s %s", "1%s%s%s", lambda: (rng.choice(["38", "39", "58", "86"]), r(4), r(4))),
        "ja": ("+81 90-%s-%s", "090-%s-%s", lambda: (r(4), r(4))),
        "ko": ("+82 10-%s-%s", "010-%s-%s", lambda: (r(4), r(4))),
        "ru": ("+7 9%s %s-%s-%s", "8 (9%s) %s-%s-%s", lambda: (r(2), r(3), r(2), r(2))),
        "uk": ("+380 67 %s %s %s", "067 %s %s %s", lambda: (r(3), r(2), r(2))),
        "de": ("+49 151 %s%s", "0151 %s %s", lambda: (r(4), r(4))),
        "fr": ("+33 6 %s %s %s %s", "06 %s %s %s %s", lambda: (r(2), r(2), r(2), r(2))),
        "es": ("+34 6%s %s %s", "6%s %s %s", lambda: (r(2), r(3), r(3))),
        "pl": ("+48 5%s %s %s", "5%s-%s-%s", lambda: (r(2), r(3), r(3))),
        "tr": ("+90 5%s %s %s %s", "05%s %s %s %s", lambda: (r(2), r(3), r(2), r(2))),
        "pt": ("+351 91%s %s %s", "91%s %s %s", lambda: (r(1), r(3), r(3))),
        "it": ("+39 3%s %s %s", "3%s %s %s", lambda: (r(2), r(3), r(4))),
        "nl": ("+31 6 %s %s", "06-%s%s", lambda: (r(4), r(4))),
        "fi": ("+358 40 %s %s", "040 %s %s", lambda: (r(3), r(4))),
        "sv": ("+46 70 %s %s %s", "070-%s %s %s", lambda: (r(3), r(2), r(2))),
        "no": ("+47 4%s %s %s", "4%s %s %s", lambda: (r(1), r(2), r(3))),
        "hi": ("+91 9%s %s", "09%s %s", lambda: (r(4), r(5))),
        "ar": ("+966 5%s %s %s", "05%s %s %s", lambda: (r(1), r(3), r(4))),
        "he": ("+972 5%s-%s-%s", "05%s-%s-%s", lambda: (r(1), r(3), r(4))),
        "el": ("+30 69%s %s %s", "69%s %s %s", lambda: (r(1), r(3), r(4))),
        "th": ("+66 8%s %s %s", "08%s %s %s", lambda: (r(1), r(3), r(4))),
        "vi": ("+84 9%s %s %s", "09%s %s %s", lambda: (r(1), r(3), r(3))),
    }
    intl, nat, parts = table.get(locale, table["de"])
    return (intl if plus else nat) % parts()


ADDRESSES = {
    "de": "Lindenstraße {n}, {z} Köln", "fr": "{n} rue de la Clé, {z} Lyon", "es": "Calle de Alcalá {n}, {z} Madrid",
    "ja": "東京都世田谷区桜丘{n}-{z}", "zh": "上海市徐汇区漕溪北路{n}号", "ko": "서울특별시 마포구 월드컵로 {n}",
    "ru": "г. Казань, ул. Баумана, д. {n}", "pl": "ul. Długa {n}, {z} Gdańsk", "tr": "Bağdat Cd. No:{n}, {z} Kadıköy",
    "it": "Via dei Mille {n}, {z} Napoli", "nl": "Keizersgracht {n}, {z} Amsterdam", "sv": "Storgatan {n}, {z} Umeå",
}


def address(rng: random.Random, locale: str) -> str:
    tpl = ADDRESSES.get(locale, ADDRESSES["de"])
    return tpl.format(n=rng.randint(2, 180), z="%05d" % rng.randint(10000, 99999))


# ----------------------------------------------------------------- tokens & ids

ALNUM = string.ascii_letters + string.digits


def token(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def password(rng: random.Random) -> str:
    words = ["Kettle", "Moss", "Quartz", "Harbor", "Velvet", "Tundra", "Cobalt", "Saffron", "Orbit", "Juniper"]
    return rng.choice(words) + rng.choice("!#%*+=?") + str(rng.randint(10, 9999)) + rng.choice(words).lower()


def aws_key_id(rng):
    return "AKIA" + token(rng, 16, string.ascii_uppercase + "234567")


def aws_secret(rng):
    return token(rng, 40, ALNUM + "/+")


def gh_token(rng):
    return "ghp_" + token(rng, 36)


def slack_token(rng):
    return "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 11), rng.randint(10 ** 12, 10 ** 13), token(rng, 24))


def stripe_key(rng):
    return "sk_live_" + token(rng, 24)


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(rng, sub="user-%d"):
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(('{"sub":"%s","iat":%d}' % (sub % rng.randint(100, 999), rng.randint(1700000000, 1790000000))).encode())
    return head + "." + body + "." + b64url(bytes(rng.randrange(256) for _ in range(32)))


def bcrypt_like(rng):
    return "$2b$12$" + token(rng, 53, "./" + ALNUM)


def sha512crypt_like(rng):
    return "$6$" + token(rng, 16, "./" + ALNUM) + "$" + token(rng, 86, "./" + ALNUM)


def hostname(rng: random.Random) -> str:
    role = rng.choice(["pg-primary", "redis-cache", "kafka-broker", "billing-api", "ldap", "vault", "mq", "ci-runner"])
    return "%s-%d.%s.%s" % (role, rng.randint(1, 40), rng.choice(["fra1", "ams3", "sjc2", "hel1", "tyo1"]),
                            rng.choice(["corp.internal", "prod.internal", "infra.lan", "example.net"]))


def pod_name(rng):
    app = rng.choice(["checkout", "ledger", "notifier", "search-indexer", "auth-gw", "geo-router"])
    return "%s-%s-%s" % (app, hexs(rng, 10)[:9].replace("a", "7"), token(rng, 5, "bcdfghjklmnpqrstvwxz2456789"))


def node_name(rng):
    return "ip-10-%d-%d-%d.node.internal" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def private_ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


def doc_ip(rng):
    return rng.choice(["192.0.2", "198.51.100", "203.0.113"]) + ".%d" % rng.randint(1, 254)


# ----------------------------------------------------------------- self test

def self_test():
    assert luhn_valid("79927398713")                  # Wikipedia, Luhn algorithm example
    assert luhn_valid("4111111111111111")             # Visa test card number in acquirer docs
    assert iban_valid("GB82WEST12345698765432")       # ECBS / Wikipedia IBAN example
    assert iban_valid("DE89370400440532013000")       # Wikipedia IBAN example (Germany)
    assert iban_check("GB", "WEST12345698765432") == "82"
    assert cn_check("11010519491231002") == "X"       # GB 11643-1999 example 11010519491231002X
    assert bsn_valid("111222333")                     # widely published BSN test number
    assert dni_valid("12345678Z") and dni_valid("X1234567L")   # Ministerio del Interior examples
    assert pesel_check("4405140135") == "9"           # Wikipedia PESEL example 44051401359
    assert cpf_valid("529.982.247-25")                # commonly published CPF example
    assert hetu_valid("131052-308T")                  # DVV / Wikipedia example
    assert tckn_valid("10000000146")                  # published TCKN example
    assert it_cf_check("RSSMRA85T10A562") == "S"      # Wikipedia codice fiscale example
    assert luhn_valid("8112189876")                   # Skatteverket example 811218-9876
    assert verhoeff_check("236") == "3"               # Wikipedia Verhoeff example
    assert kr_check("880101123456") == "8"            # illustrative RRN 880101-1234568 from the formula
    assert no_controls("010107501") == "60"          # published test fødselsnummer 01010750160
    rng = random.Random(7)
    for _ in range(200):
        assert luhn_valid(card_number(rng)) and iban_valid(iban(rng, rng.choice(sorted(_IBAN_LEN))))
        assert cn_check(cn_resident_id(rng)[:17]) == cn_resident_id(random.Random(1))[17] or True
        c = cn_resident_id(rng); assert cn_check(c[:17]) == c[17]
        assert bsn_valid(nl_bsn(rng)) and dni_valid(es_dni(rng)) and dni_valid(es_nie(rng))
        p = pl_pesel(rng); assert pesel_check(p[:10]) == p[10]
        assert cpf_valid(br_cpf(rng)) and hetu_valid(fi_hetu(rng)) and tckn_valid(tr_tckn(rng))
        cf = it_codice_fiscale(rng); assert it_cf_check(cf[:15]) == cf[15]
        s = se_personnummer(rng).replace("-", ""); assert luhn_valid(s)
        n = no_fodselsnummer(rng); assert no_controls(n[:9]) == n[9:]
        k = kr_rrn(rng).replace("-", ""); assert kr_check(k[:12]) == k[12]
        assert verhoeff_valid(in_aadhaar(rng, spaced=False))
    return True


if __name__ == "__main__":
    print("self_test", self_test())
