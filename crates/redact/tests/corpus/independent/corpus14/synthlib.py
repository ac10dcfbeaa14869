"""Deterministic generators and check-digit algorithms for corpus14.

Every generator takes an explicit random.Random; nothing depends on hash()
or on set iteration order.  self_test() checks the algorithms against
published examples.
"""
import base64
import hashlib
import json
import random
import string

ALNUM = string.ascii_letters + string.digits
HEXL = "0123456789abcdef"


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


def iban_valid(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    s = bban + country + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{country}{98 - n % 97:02d}{bban}"


_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],
       [3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],
       [6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],
       [9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],
       [8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],
       [2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_VINV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_check_digit(payload: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_valid(num: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def bsn_valid(n: str) -> bool:  # Dutch BSN, 11-proef
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return len(n) == 9 and sum(int(a) * b for a, b in zip(n, w)) % 11 == 0


def dni_letter(num: int) -> str:  # Spanish DNI, mod 23
    return "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23]


def pesel_check(p10: str) -> str:
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(p10, w)) % 10) % 10)


def cpf_checks(d9: str) -> str:
    ds = [int(c) for c in d9]
    s = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
    c1 = 0 if s % 11 < 2 else 11 - s % 11
    ds.append(c1)
    s = sum(d * w for d, w in zip(ds, range(11, 1, -1)))
    c2 = 0 if s % 11 < 2 else 11 - s % 11
    return f"{c1}{c2}"


def hetu_char(n9: str) -> str:  # Finnish HETU, mod 31
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(n9) % 31]


def cn_id_check(d17: str) -> str:  # ISO 7064 MOD 11-2
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(d17, w)) % 11]


def tckn_checks(d9: str) -> str:  # Turkish TC Kimlik No
    d = [int(c) for c in d9]
    c10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    c11 = (sum(d) + c10) % 10
    return f"{c10}{c11}"


def self_test():
    assert luhn_valid("79927398713")            # Wikipedia, Luhn algorithm
    assert luhn_valid("4111111111111111")       # well-known test card
    assert luhn_valid("8112189876")             # Swedish personnummer example 811218-9876
    assert iban_valid("GB82 WEST 1234 5698 7654 32")
    assert iban_valid("DE89370400440532013000")
    assert iban_valid("FR1420041010050500013M02606")
    assert iban_make("DE", "370400440532013000") == "DE89370400440532013000"
    assert verhoeff_check_digit("236") == "3" and verhoeff_valid("2363")
    assert bsn_valid("111222333")
    assert dni_letter(12345678) == "Z"
    assert pesel_check("4405140135") == "9"     # PESEL 44051401359
    assert cpf_checks("111444777") == "35"      # CPF 111.444.777-35
    assert hetu_char("131052308") == "T"        # HETU 131052-308T
    assert cn_id_check("11010519491231002") == "X"  # 11010519491231002X
    assert tckn_checks("100000001") == "46"     # TCKN 10000000146
    return True


# ---------------------------------------------------------------- identities
LOCALES = {
    "ja": (["佐藤", "鈴木", "高橋", "田中", "渡辺"], ["陽翔", "結衣", "蓮", "美咲", "大翔"], "{f}{g}"),
    "zh": (["王", "李", "张", "刘", "陈"], ["伟", "芳", "娜", "秀英", "建国"], "{f}{g}"),
    "ko": (["김", "이", "박", "최", "정"], ["민준", "서연", "지훈", "하은", "도윤"], "{f}{g}"),
    "ru": (["Петров", "Смирнова", "Кузнецов", "Волкова"], ["Иван", "Ольга", "Дмитрий", "Анна"], "{g} {f}"),
    "el": (["Παπαδόπουλος", "Οικονόμου", "Γεωργίου"], ["Γιώργος", "Ελένη", "Νίκος"], "{g} {f}"),
    "ar": (["العلي", "الحسن", "الشمري"], ["محمد", "فاطمة", "يوسف"], "{g} {f}"),
    "he": (["כהן", "לוי", "מזרחי"], ["דוד", "נועה", "יוסי"], "{g} {f}"),
    "hi": (["शर्मा", "वर्मा", "गुप्ता"], ["राहुल", "प्रिया", "अमित"], "{g} {f}"),
    "th": (["ใจดี", "สุขสันต์", "มั่นคง"], ["สมชาย", "สุดา", "วิชัย"], "{g} {f}"),
    "de": (["Müller", "Weiß", "Schäfer", "Größer"], ["Jürgen", "Birgit", "Uwe", "Käthe"], "{g} {f}"),
    "fr": (["Lefèvre", "Dubois", "Girard"], ["Élodie", "François", "Anaïs"], "{g} {f}"),
    "es": (["Martínez", "Núñez", "Gómez"], ["José", "María", "Iñaki"], "{g} {f}"),
    "pl": (["Wójcik", "Kowalczyk", "Łukasiewicz"], ["Łukasz", "Małgorzata", "Paweł"], "{g} {f}"),
    "pt": (["Araújo", "Conceição", "Gonçalves"], ["João", "Luíza", "Tomé"], "{g} {f}"),
    "sv": (["Lindqvist", "Åberg", "Sjöström"], ["Åsa", "Björn", "Märta"], "{g} {f}"),
    "fi": (["Mäkinen", "Järvinen", "Heikkilä"], ["Päivi", "Jyrki", "Sanna"], "{g} {f}"),
    "tr": (["Yıldız", "Çelik", "Öztürk"], ["Çağla", "Emre", "Gülşen"], "{g} {f}"),
    "nl": (["de Vries", "van Dijk", "Bakker"], ["Sanne", "Joost", "Femke"], "{g} {f}"),
    "en": (["O'Connor", "Whitfield", "Abernathy"], ["Siobhán", "Gareth", "Maeve"], "{g} {f}"),
}
LOCALE_ORDER = list(LOCALES.keys())
ROMAN = ["ana.k", "jdoe", "m.ito", "lwojcik", "snakamura", "pkumar", "ehansen", "tnguyen",
         "rgarcia", "yzhang", "okim", "fmueller", "aperez", "bsilva", "cmartin", "dlee"]


def person(rng: random.Random, loc: str):
    fam, giv, fmt = LOCALES[loc]
    f, g = rng.choice(fam), rng.choice(giv)
    name = fmt.format(f=f, g=g)
    login = rng.choice(ROMAN) + str(rng.randint(10, 99))
    email = f"{login}@{rng.choice(['example.com', 'example.org', 'mail.example.net'])}"
    return {"name": name, "login": login, "email": email, "phone": phone(rng, loc), "loc": loc}


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def phone(rng, loc, intl=None):
    if intl is None:
        intl = rng.random() < 0.5
    d = lambda n: digits(rng, n)
    table = {
        "ja": (f"+81 90-{d(4)}-{d(4)}", f"090-{d(4)}-{d(4)}"),
        "zh": (f"+86 138 {d(4)} {d(4)}", f"138{d(8)}"),
        "ko": (f"+82 10-{d(4)}-{d(4)}", f"010-{d(4)}-{d(4)}"),
        "ru": (f"+7 916 {d(3)}-{d(2)}-{d(2)}", f"8 (916) {d(3)}-{d(2)}-{d(2)}"),
        "de": (f"+49 30 {d(8)}", f"030 {d(8)}"),
        "fr": (f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}", f"06 {d(2)} {d(2)} {d(2)} {d(2)}"),
        "es": (f"+34 612 {d(3)} {d(3)}", f"612 {d(3)} {d(3)}"),
        "pl": (f"+48 501 {d(3)} {d(3)}", f"501-{d(3)}-{d(3)}"),
        "pt": (f"+55 11 9{d(4)}-{d(4)}", f"(11) 9{d(4)}-{d(4)}"),
        "en": (f"+1 202-555-01{d(2)}", f"(202) 555-01{d(2)}"),
        "nl": (f"+31 6 {d(8)}", f"06-{d(8)}"),
        "sv": (f"+46 70 {d(3)} {d(2)} {d(2)}", f"070-{d(3)} {d(2)} {d(2)}"),
        "fi": (f"+358 40 {d(3)} {d(4)}", f"040 {d(3)} {d(4)}"),
        "tr": (f"+90 532 {d(3)} {d(2)} {d(2)}", f"0532 {d(3)} {d(2)} {d(2)}"),
        "hi": (f"+91 98{d(3)} {d(5)}", f"098{d(3)} {d(5)}"),
        "el": (f"+30 69{d(2)} {d(3)} {d(3)}", f"69{d(2)} {d(3)} {d(3)}"),
        "ar": (f"+971 50 {d(3)} {d(4)}", f"050 {d(3)} {d(4)}"),
        "he": (f"+972 52-{d(3)}-{d(4)}", f"052-{d(3)}-{d(4)}"),
        "th": (f"+66 81 {d(3)} {d(4)}", f"081-{d(3)}-{d(4)}"),
    }
    a, b = table[loc]
    return a if intl else b


def national_id(rng, loc):
    """Returns (label, value) with a valid check digit, or None."""
    if loc == "nl":
        while True:
            n = str(rng.randint(1, 9)) + digits(rng, 8)
            if bsn_valid(n):
                return ("BSN", n)
    if loc == "es":
        n = rng.randint(10000000, 99999999)
        return ("DNI", f"{n}{dni_letter(n)}")
    if loc == "pl":
        p = f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{digits(rng, 4)}"
        return ("PESEL", p + pesel_check(p))
    if loc == "pt":
        d = digits(rng, 9)
        c = d + cpf_checks(d)
        return ("CPF", f"{c[:3]}.{c[3:6]}.{c[6:9]}-{c[9:]}")
    if loc == "fi":
        b = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}"
        s = f"{rng.randint(2, 899):03d}"
        return ("HETU", f"{b}-{s}{hetu_char(b + s)}")
    if loc == "zh":
        d = f"110105{rng.randint(1950, 1999)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{digits(rng, 3)}"
        return ("身份证号", d + cn_id_check(d))
    if loc == "hi":
        p = str(rng.randint(2, 9)) + digits(rng, 10)
        a = p + verhoeff_check_digit(p)
        return ("Aadhaar", f"{a[:4]} {a[4:8]} {a[8:]}")
    if loc == "sv":
        p = f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{digits(rng, 3)}"
        return ("personnummer", f"{p[:6]}-{p[6:]}{luhn_check_digit(p)}")
    if loc == "tr":
        d = str(rng.randint(1, 9)) + digits(rng, 8)
        return ("TCKN", d + tckn_checks(d))
    return None


def card(rng):
    p = "4" + digits(rng, 14)
    return p + luhn_check_digit(p)


def iban(rng, country=None):
    country = country or rng.choice(["DE", "FR", "NL", "ES"])
    if country == "DE":
        bban = digits(rng, 18)
    elif country == "FR":
        bban = digits(rng, 10) + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(11)) + digits(rng, 2)
    elif country == "NL":
        bban = "ABNA" + digits(rng, 10)
    else:
        bban = digits(rng, 20)
    return iban_make(country, bban)


# ---------------------------------------------------------------- secrets
def rstr(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def password(rng):
    words = ["Tulip", "Granite", "Otter", "Mosaic", "Falcon", "Quartz", "Ember", "Willow"]
    return rng.choice(words) + rstr(rng, 3, string.digits) + rng.choice("!#%&*+-") + rstr(rng, 5)


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng, sub):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps({"sub": sub, "iat": 1764972000 + rng.randint(0, 99999)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64url(bytes(rng.getrandbits(8) for _ in range(32)))}"


def hexs(rng, n):
    return rstr(rng, n, HEXL)


def aws_key_id(rng, prefix="AKIA"):
    return prefix + rstr(rng, 16, string.ascii_uppercase + "234567")


def aws_secret(rng):
    return rstr(rng, 40, ALNUM + "/+")


def bcrypt_hash(rng):
    return "$2b$12$" + rstr(rng, 53, ALNUM + "./")


def sha512crypt(rng):
    return "$6$" + rstr(rng, 16, ALNUM + "./") + "$" + rstr(rng, 86, ALNUM + "./")


def argon2_hash(rng):
    return ("$argon2id$v=19$m=65536,t=3,p=4$" + b64url(bytes(rng.getrandbits(8) for _ in range(16)))
            + "$" + b64url(bytes(rng.getrandbits(8) for _ in range(32))))


def uuid4(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha256_of(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


def ip_client(rng):
    block = rng.choice(["192.0.2", "198.51.100", "203.0.113", "10.20", "172.16", "192.168.40"])
    if block.count(".") == 1:
        return f"{block}.{rng.randint(1, 254)}.{rng.randint(1, 254)}"
    return f"{block}.{rng.randint(1, 254)}"


def host(rng):
    return f"{rng.choice(['db', 'api', 'cache', 'worker', 'edge', 'ldap', 'mq'])}-{rng.randint(1, 40):02d}.{rng.choice(['prod', 'stg', 'eu1', 'corp'])}.example.{rng.choice(['com', 'net', 'org'])}"


def pod(rng):
    svc = rng.choice(["checkout", "billing", "auth-gw", "ledger", "search-api", "notifier"])
    return f"{svc}-{rstr(rng, 9, 'bcdfghjklmnpqrstvwxz2456789')[:9]}-{rstr(rng, 5, 'bcdfghjklmnpqrstvwxz2456789')}"


def node(rng):
    return f"gke-prod-pool-{rng.randint(1, 4)}-{hexs(rng, 8)}-{rstr(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}"


if __name__ == "__main__":
    print("self_test", self_test())
