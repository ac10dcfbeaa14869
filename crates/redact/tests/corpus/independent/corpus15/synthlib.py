"""Deterministic generators for corpus15.

Every function takes an explicit ``random.Random`` instance.  No ``hash()``,
no iteration over sets, so output depends only on the seed.

Check-digit algorithms follow their published descriptions:
  Luhn (ISO/IEC 7812-1 annex B), IBAN (ISO 13616 / ISO 7064 MOD 97-10),
  Chinese resident id (GB 11643-1999, ISO 7064 MOD 11-2), Dutch BSN (11-test),
  Spanish DNI/NIE (Ministerio del Interior, mod 23 letter table),
  Polish PESEL (weights 1,3,7,9), Brazilian CPF (Receita Federal, two mod-11
  digits), Finnish HETU (DVV, mod 31 table), Turkish TCKN (NVI algorithm),
  Italian codice fiscale (DM 23/12/1976, odd/even tables mod 26),
  Swedish personnummer (Skatteverket SKV 704, Luhn on 10 digits),
  Norwegian fodselsnummer (Skatteetaten, two mod-11 digits),
  Korean RRN (weights 2..9,2..5 mod 11), Indian Aadhaar (UIDAI, Verhoeff).
"""
import random
import string

# ---------------------------------------------------------------- check digits

def luhn_check_digit(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(num: str) -> bool:
    return luhn_check_digit(num[:-1]) == num[-1]


def card_number(rng: random.Random, prefix: str = "4", length: int = 16) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    return body + luhn_check_digit(body)


def _iban_numeric(s: str) -> int:
    return int("".join(str(int(c, 36)) for c in s))


def iban_valid(iban: str) -> bool:
    s = iban.replace(" ", "")
    return _iban_numeric(s[4:] + s[:4]) % 97 == 1


IBAN_BBAN = {  # country: (length of BBAN, charset description)
    "DE": 18, "FR": 23, "ES": 20, "IT": 23, "NL": 14, "PL": 24, "FI": 14,
    "SE": 20, "NO": 11, "TR": 22, "GB": 18,
}


def iban(rng: random.Random, country: str) -> str:
    n = IBAN_BBAN[country]
    if country == "NL":
        bban = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4)) + \
            "".join(rng.choice(string.digits) for _ in range(10))
    elif country == "GB":
        bban = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4)) + \
            "".join(rng.choice(string.digits) for _ in range(14))
    elif country == "IT":
        bban = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + \
            "".join(rng.choice(string.digits) for _ in range(22))
    elif country == "TR":
        bban = "".join(rng.choice(string.digits) for _ in range(22))
    else:
        bban = "".join(rng.choice(string.digits) for _ in range(n))
    check = 98 - _iban_numeric(bban + country + "00") % 97
    return f"{country}{check:02d}{bban}"


def iban_grouped(code: str) -> str:
    return " ".join(code[i:i + 4] for i in range(0, len(code), 4))


# Chinese resident identity card, GB 11643-1999
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_CN_C = "10X98765432"


def cn_id_check(first17: str) -> str:
    return _CN_C[sum(int(a) * b for a, b in zip(first17, _CN_W)) % 11]


def cn_id(rng: random.Random) -> str:
    area = rng.choice(["110105", "310104", "440305", "510107", "330106", "420102"])
    y = rng.randint(1955, 2002)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    seq = f"{rng.randint(0, 999):03d}"
    first = f"{area}{y:04d}{m:02d}{d:02d}{seq}"
    return first + cn_id_check(first)


def bsn_valid(n: str) -> bool:
    s = sum(int(d) * w for d, w in zip(n[:8], range(9, 1, -1))) - int(n[8])
    return s % 11 == 0


def bsn(rng: random.Random) -> str:
    while True:
        first = str(rng.randint(1, 6)) + "".join(rng.choice(string.digits) for _ in range(7))
        s = sum(int(d) * w for d, w in zip(first, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            return first + str(last)


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni(rng: random.Random) -> str:
    n = rng.randint(10000000, 79999999)
    return f"{n:08d}{_DNI[n % 23]}"


def nie(rng: random.Random) -> str:
    p = rng.choice("XYZ")
    n = rng.randint(0, 9999999)
    v = int(str("XYZ".index(p)) + f"{n:07d}")
    return f"{p}{n:07d}{_DNI[v % 23]}"


def dni_letter_for(num: int) -> str:
    return _DNI[num % 23]


_PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_check(first10: str) -> str:
    return str((10 - sum(int(a) * b for a, b in zip(first10, _PESEL_W)) % 10) % 10)


def pesel(rng: random.Random) -> str:
    y = rng.randint(1950, 2005)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    first = f"{y % 100:02d}{mm:02d}{d:02d}" + "".join(rng.choice(string.digits) for _ in range(4))
    return first + pesel_check(first)


def cpf_digits(first9: str) -> str:
    d1 = (sum(int(a) * b for a, b in zip(first9, range(10, 1, -1))) * 10) % 11 % 10
    s = first9 + str(d1)
    d2 = (sum(int(a) * b for a, b in zip(s, range(11, 1, -1))) * 10) % 11 % 10
    return str(d1) + str(d2)


def cpf(rng: random.Random, formatted: bool = True) -> str:
    first = "".join(rng.choice(string.digits) for _ in range(9))
    n = first + cpf_digits(first)
    if formatted:
        return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"
    return n


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_check(ddmmyy: str, ind: str) -> str:
    return _HETU[int(ddmmyy + ind) % 31]


def hetu(rng: random.Random) -> str:
    y = rng.randint(1950, 2005)
    d = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y % 100:02d}"
    sep = "-" if y < 2000 else "A"
    ind = f"{rng.randint(2, 899):03d}"
    return d + sep + ind + hetu_check(d, ind)


def tckn_digits(first9: str) -> str:
    d = [int(c) for c in first9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return f"{d10}{d11}"


def tckn(rng: random.Random) -> str:
    first = str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(8))
    return first + tckn_digits(first)


_CF_ODD = {
    **dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
    **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
               [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])),
}


def _cf_even(c: str) -> int:
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(first15: str) -> str:
    s = 0
    for i, c in enumerate(first15):
        s += _CF_ODD[c] if i % 2 == 0 else _cf_even(c)
    return chr(65 + s % 26)


def _cf_part(word: str, is_name: bool) -> str:
    w = "".join(c for c in word.upper() if c.isalpha())
    cons = [c for c in w if c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def codice_fiscale(rng: random.Random, surname: str, name: str) -> str:
    y = rng.randint(1950, 2002)
    m = "ABCDEHLMPRST"[rng.randint(0, 11)]
    d = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    town = rng.choice(["H501", "F205", "L219", "G273", "A944", "D612"])
    first = f"{_cf_part(surname, False)}{_cf_part(name, True)}{y % 100:02d}{m}{d:02d}{town}"
    return first + cf_check(first)


def se_pnr(rng: random.Random) -> str:
    y = rng.randint(1950, 2004)
    body = f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(0, 999):03d}"
    return f"{body[:6]}-{body[6:]}{luhn_check_digit(body)}"


def se_pnr_valid(p: str) -> bool:
    return luhn_valid(p.replace("-", "").replace("+", ""))


_NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
_NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def no_fnr_digits(first9: str):
    k1 = 11 - sum(int(a) * b for a, b in zip(first9, _NO_W1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    s = first9 + str(k1)
    k2 = 11 - sum(int(a) * b for a, b in zip(s, _NO_W2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return f"{k1}{k2}"


def no_fnr(rng: random.Random) -> str:
    while True:
        first = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}{rng.randint(0, 499):03d}"
        k = no_fnr_digits(first)
        if k:
            return first + k


_KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def kr_rrn_check(first12: str) -> str:
    return str((11 - sum(int(a) * b for a, b in zip(first12, _KR_W)) % 11) % 10)


def kr_rrn(rng: random.Random) -> str:
    y = rng.randint(1955, 1999)
    first = f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.choice('12')}" + \
        "".join(rng.choice(string.digits) for _ in range(5))
    n = first + kr_rrn_check(first)
    return f"{n[:6]}-{n[6:]}"


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(payload: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_valid(num: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(rng: random.Random) -> str:
    first = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(10))
    n = first + verhoeff_check(first)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def self_test() -> None:
    """Checks against examples published with each algorithm's description."""
    assert luhn_valid("79927398713")                      # Wikipedia, Luhn algorithm
    assert luhn_valid("4111111111111111")                 # common Visa test number
    assert iban_valid("GB82WEST12345698765432")           # ECBS / Wikipedia IBAN example
    assert iban_valid("DE89370400440532013000")           # Bundesbank example
    assert cn_id_check("11010519491231002") == "X"        # GB 11643-1999 example
    assert bsn_valid("111222333")                         # 11-test example
    assert dni_letter_for(12345678) == "Z"                # 12345678Z
    assert pesel_check("4405140135") == "9"               # PESEL 44051401359 (Wikipedia)
    assert cpf_digits("111444777") == "35"                # CPF 111.444.777-35
    assert hetu_check("131052", "308") == "T"             # HETU 131052-308T (DVV)
    assert tckn_digits("100000001") == "46"               # TCKN 10000000146
    assert cf_check("RSSMRA85T10A562") == "S"             # RSSMRA85T10A562S
    assert se_pnr_valid("811218-9876")                    # Skatteverket example
    assert verhoeff_check("236") == "3"                   # Wikipedia, Verhoeff algorithm
    assert verhoeff_valid("2363")
    assert _cf_part("Rossi", False) == "RSS" and _cf_part("Mario", True) == "MRA"
    r = random.Random(7)
    for _ in range(50):
        assert iban_valid(iban(r, r.choice(sorted(IBAN_BBAN))))
        assert luhn_valid(card_number(r))
        c = cn_id(r); assert cn_id_check(c[:17]) == c[17]
        assert bsn_valid(bsn(r))
        p = pesel(r); assert pesel_check(p[:10]) == p[10]
        k = kr_rrn(r).replace("-", ""); assert kr_rrn_check(k[:12]) == k[12]
        a = aadhaar(r).replace(" ", ""); assert verhoeff_valid(a)
        f = no_fnr(r); assert no_fnr_digits(f[:9]) == f[9:]
        assert se_pnr_valid(se_pnr(r))


# ---------------------------------------------------------------- people

NAMES = {
    "ja": (["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"],
           ["陽翔", "結衣", "蓮", "美咲", "悠真", "葵", "大翔", "さくら"], "{f}{g}"),
    "zh": (["王", "李", "张", "刘", "陈", "杨", "赵", "黄"],
           ["伟", "芳", "秀英", "敏", "静", "丽娟", "强", "磊"], "{f}{g}"),
    "ko": (["김", "이", "박", "최", "정", "강", "조", "윤"],
           ["민준", "서연", "지호", "하은", "도윤", "수아", "예준", "지우"], "{f}{g}"),
    "ru": (["Кузнецова", "Смирнов", "Иванова", "Попов", "Соколова", "Лебедев", "Козлова", "Новиков"],
           ["Анастасия", "Дмитрий", "Екатерина", "Алексей", "Ольга", "Игорь", "Мария", "Сергей"], "{g} {f}"),
    "el": (["Παπαδόπουλος", "Γεωργίου", "Νικολάου", "Οικονόμου"],
           ["Ελένη", "Γιώργος", "Μαρία", "Νίκος"], "{g} {f}"),
    "ar": (["الحسيني", "العتيبي", "الشمري", "القحطاني"],
           ["فاطمة", "محمد", "نورة", "خالد"], "{g} {f}"),
    "hi": (["शर्मा", "वर्मा", "गुप्ता", "पटेल"],
           ["अनन्या", "राहुल", "प्रिया", "अर्जुन"], "{g} {f}"),
    "tr": (["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk"],
           ["Ayşe", "Mehmet", "Zeynep", "Mustafa", "Elif", "Emre"], "{g} {f}"),
    "pl": (["Wiśniewska", "Kowalczyk", "Wójcik", "Zieliński", "Szymańska", "Woźniak"],
           ["Małgorzata", "Łukasz", "Agnieszka", "Grzegorz", "Katarzyna", "Paweł"], "{g} {f}"),
    "de": (["Müller", "Schäfer", "Weiß", "Groß", "Köhler", "Bäcker"],
           ["Jürgen", "Sören", "Lieselotte", "Björn", "Käthe", "Günther"], "{g} {f}"),
    "es": (["García Núñez", "Fernández", "Muñoz Ibáñez", "Martín Peña"],
           ["José Ángel", "María Jesús", "Íñigo", "Begoña"], "{g} {f}"),
    "pt": (["Gonçalves", "Araújo", "Magalhães", "Conceição"],
           ["João", "Inês", "Tomás", "Graça"], "{g} {f}"),
    "fi": (["Mäkinen", "Häkkinen", "Virtanen", "Järvinen"],
           ["Äijä", "Sanna", "Jyrki", "Päivi"], "{g} {f}"),
    "sv": (["Åström", "Lindqvist", "Sjögren", "Öberg"],
           ["Åsa", "Björn", "Märta", "Göran"], "{g} {f}"),
    "no": (["Bjørnstad", "Haugen", "Løvås", "Solberg"],
           ["Ørjan", "Solveig", "Håkon", "Ingrid"], "{g} {f}"),
    "vi": (["Nguyễn", "Trần", "Lê", "Phạm"],
           ["Thị Hương", "Văn Đức", "Minh Anh", "Quốc Bảo"], "{f} {g}"),
    "it": (["Rossi", "Bianchi", "Esposito", "Ferrari", "Romano", "Colombo"],
           ["Giulia", "Alessandro", "Chiara", "Lorenzo", "Francesca", "Matteo"], "{g} {f}"),
    "nl": (["de Vries", "van den Berg", "Jansen", "Bakker"],
           ["Sanne", "Thijs", "Femke", "Joost"], "{g} {f}"),
    "th": (["ศรีสุข", "วงศ์ใหญ่"], ["สมชาย", "สุดารัตน์"], "{g} {f}"),
    "he": (["כהן", "לוי"], ["נועה", "איתי"], "{g} {f}"),
}

# Latin transliterations usable in e-mail local parts / logins
LATIN = {
    "ja": (["sato", "suzuki", "takahashi", "tanaka"], ["haruto", "yui", "ren", "misaki"]),
    "zh": (["wang", "li", "zhang", "liu"], ["wei", "fang", "xiuying", "min"]),
    "ko": (["kim", "lee", "park", "choi"], ["minjun", "seoyeon", "jiho", "haeun"]),
    "ru": (["kuznetsova", "smirnov", "ivanova", "popov"], ["anastasia", "dmitry", "ekaterina", "alexey"]),
    "tr": (["yilmaz", "kaya", "demir", "sahin"], ["ayse", "mehmet", "zeynep", "mustafa"]),
    "pl": (["wisniewska", "kowalczyk", "wojcik", "zielinski"], ["malgorzata", "lukasz", "agnieszka", "grzegorz"]),
    "de": (["mueller", "schaefer", "weiss", "koehler"], ["juergen", "soeren", "lieselotte", "bjoern"]),
    "pt": (["goncalves", "araujo", "magalhaes"], ["joao", "ines", "tomas"]),
    "fi": (["makinen", "hakkinen", "virtanen"], ["sanna", "jyrki", "paivi"]),
    "it": (["rossi", "bianchi", "esposito"], ["giulia", "alessandro", "chiara"]),
}


def person(rng: random.Random, locale: str) -> str:
    fam, giv, fmt = NAMES[locale]
    return fmt.format(f=rng.choice(fam), g=rng.choice(giv))


def login(rng: random.Random, locale: str = None) -> str:
    loc = locale or rng.choice(sorted(LATIN))
    fam, giv = LATIN[loc]
    style = rng.randint(0, 3)
    f, g = rng.choice(fam), rng.choice(giv)
    if style == 0:
        return f"{g[0]}{f}"
    if style == 1:
        return f"{g}.{f}"
    if style == 2:
        return f"{f}{rng.randint(2, 99)}"
    return f"{g}_{f[:4]}"


EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com",
                 "corp.example.net", "kunden.example.org"]


def email(rng: random.Random, locale: str = None) -> str:
    return f"{login(rng, locale)}@{rng.choice(EMAIL_DOMAINS)}"


def phone(rng: random.Random, locale: str) -> str:
    d = lambda n: "".join(rng.choice(string.digits) for _ in range(n))
    if locale == "ja":
        return f"0{rng.choice('789')}0-{d(4)}-{d(4)}"
    if locale == "zh":
        return f"1{rng.choice('3589')}{d(1)} {d(4)} {d(4)}"
    if locale == "ko":
        return f"010-{d(4)}-{d(4)}"
    if locale == "ru":
        return f"8 (9{d(2)}) {d(3)}-{d(2)}-{d(2)}"
    if locale == "de":
        return f"0151 {d(8)}"
    if locale == "fr":
        return f"06 {d(2)} {d(2)} {d(2)} {d(2)}"
    if locale == "gb":
        return f"07{d(3)} {d(6)}"
    if locale == "in":
        return f"{rng.choice('6789')}{d(4)} {d(5)}"
    if locale == "pt":
        return f"({rng.randint(11, 99)}) 9{d(4)}-{d(4)}"
    if locale == "pl":
        return f"{rng.choice('5678')}{d(2)} {d(3)} {d(3)}"
    if locale == "tr":
        return f"05{d(2)} {d(3)} {d(2)} {d(2)}"
    if locale == "nl":
        return f"06-{d(8)}"
    if locale == "it":
        return f"3{d(2)} {d(3)} {d(4)}"
    if locale == "fi":
        return f"040 {d(3)} {d(4)}"
    if locale == "sv":
        return f"07{d(1)}-{d(3)} {d(2)} {d(2)}"
    if locale == "no":
        return f"{rng.choice('49')}{d(2)} {d(2)} {d(3)}"
    if locale == "es":
        return f"6{d(2)} {d(3)} {d(3)}"
    if locale == "vi":
        return f"09{d(2)} {d(3)} {d(3)}"
    return f"0{d(3)} {d(3)} {d(4)}"


ADDRESSES = {
    "de": ["Lindenstraße {n}, 10115 Berlin", "Am Mühlbach {n}, 80331 München"],
    "ja": ["東京都千代田区丸の内{n}-4-1", "大阪府大阪市北区梅田{n}-1-3"],
    "pl": ["ul. Źródlana {n}, 00-950 Warszawa"],
    "fr": ["{n} rue de la République, 69002 Lyon"],
    "es": ["Calle de Alcalá {n}, 28014 Madrid"],
    "pt": ["Rua Augusta {n}, São Paulo - SP, 01305-000"],
    "ru": ["ул. Тверская, д. {n}, Москва, 125009"],
    "it": ["Via dei Condotti {n}, 00187 Roma"],
    "tr": ["İstiklal Cd. No:{n}, 34433 Beyoğlu/İstanbul"],
    "zh": ["上海市浦东新区世纪大道{n}号"],
    "fi": ["Mannerheimintie {n} B 12, 00100 Helsinki"],
    "ko": ["서울특별시 강남구 테헤란로 {n}길 7"],
    "nl": ["Keizersgracht {n}, 1015 CJ Amsterdam"],
    "sv": ["Drottninggatan {n}, 111 51 Stockholm"],
}


def address(rng: random.Random, locale: str) -> str:
    return rng.choice(ADDRESSES[locale]).format(n=rng.randint(2, 98))


def dob(rng: random.Random, style: str = "iso") -> str:
    y, m, d = rng.randint(1950, 2004), rng.randint(1, 12), rng.randint(1, 28)
    if style == "iso":
        return f"{y:04d}-{m:02d}-{d:02d}"
    if style == "eu":
        return f"{d:02d}.{m:02d}.{y:04d}"
    if style == "ja":
        return f"{y}年{m}月{d}日"
    return f"{d:02d}/{m:02d}/{y:04d}"


# ---------------------------------------------------------------- secrets and ids

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"


def rstr(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexstr(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def password(rng: random.Random) -> str:
    words = ["Kolibri", "tornado", "Zitrone", "marmot", "Basalt", "quokka", "Lavendel", "orbit", "Falke", "cobalt"]
    style = rng.randint(0, 2)
    if style == 0:
        return rng.choice(words) + rstr(rng, 2, string.digits) + rng.choice("!#%*") + rstr(rng, 4)
    if style == 1:
        return rstr(rng, 14, ALNUM + "!#%^*")
    return f"{rng.choice(words)}-{rng.choice(words).lower()}-{rng.randint(100, 999)}"


def uuid4(rng: random.Random) -> str:
    h = hexstr(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def aws_key_id(rng): return "AKIA" + rstr(rng, 16, string.ascii_uppercase + "234567")
def aws_secret(rng): return rstr(rng, 40, ALNUM + "+/")
def gh_token(rng): return "ghp_" + rstr(rng, 36)
def slack_token(rng): return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**11, 10**12)}-{rstr(rng, 24)}"
def stripe_key(rng): return "sk_test_" + rstr(rng, 24)
def otp(rng): return f"{rng.randint(0, 999999):06d}"


def jwt(rng: random.Random, payload: dict) -> str:
    import base64
    import json
    enc = lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    head = enc(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = enc(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return f"{head}.{body}.{rstr(rng, 43, B64URL)}"


def sha512_crypt_like(rng):
    return "$6$" + rstr(rng, 16, ALNUM + "./") + "$" + rstr(rng, 86, ALNUM + "./")


def bcrypt_like(rng):
    return "$2b$12$" + rstr(rng, 53, ALNUM + "./")


def argon2_like(rng):
    return "$argon2id$v=19$m=65536,t=3,p=4$" + rstr(rng, 22, ALNUM + "+/") + "$" + rstr(rng, 43, ALNUM + "+/")


def trace_id(rng): return hexstr(rng, 32)
def span_id(rng): return hexstr(rng, 16)
def sha1(rng): return hexstr(rng, 40)
def sha256(rng): return hexstr(rng, 64)


if __name__ == "__main__":
    self_test()
    print("synthlib self_test ok")
