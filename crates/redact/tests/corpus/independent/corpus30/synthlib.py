"""corpus30 synthetic planted-value generator and encoded-forms expansion.

Everything here is deterministic: the generator for unit n of program key K is
random.Random seeded with sha256("c30|K|n").  All planted data are synthetic:
domains end in .example/.invalid/.test, IPv4 addresses come from RFC 1918 or the
RFC 5737 documentation ranges, IPv6 from fd00::/8 (ULA) or 2001:db8::/32, MACs are
locally administered, national ids / IBANs / card numbers are invented numbers
made to carry valid check digits.

forms(value) returns every printed representation we search for when labelling
(raw, JSON, percent, base64/32, hex, QP/MIME, HTML/XML references, C/octal/\\x/\\u
escapes, CSV/SQL doubling, backslash/shell quoting, Python repr, uuencode, CVS
scrambling, fossil escaping, IPv6/MAC/IPv4 variants ...).
"""
import base64
import binascii
import hashlib
import hmac
import html
import html.entities
import ipaddress
import json
import quopri
import random
import re
import string
import struct
import urllib.parse

# --------------------------------------------------------------------------
# seeding


def unit_rng(key, n):
    seed = hashlib.sha256(("c30|%s|%d" % (key, n)).encode()).digest()
    return random.Random(int.from_bytes(seed, "big"))


# --------------------------------------------------------------------------
# check digits


def luhn_check_digit(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(number):
    number = re.sub(r"\D", "", number)
    return luhn_check_digit(number[:-1]) == number[-1]


def iban_valid(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in s)
    return int(num) % 97 == 1


def iban_make(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    check = 98 - int(num) % 97
    return "%s%02d%s" % (country, check, bban)


def pesel_check(d10):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(d10, w)) % 10) % 10)


def bsn_valid(s):
    if len(s) != 9:
        return False
    tot = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return tot % 11 == 0


def dni_letter(num8):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(num8) % 23]


def nir_key(nir13):
    return "%02d" % (97 - int(nir13) % 97)


def cpf_digits(d9):
    s1 = sum(int(d9[i]) * (10 - i) for i in range(9))
    c1 = (s1 * 10) % 11 % 10
    d10 = d9 + str(c1)
    s2 = sum(int(d10[i]) * (11 - i) for i in range(10))
    c2 = (s2 * 10) % 11 % 10
    return str(c1) + str(c2)


def tckn_digits(d9):
    d = [int(x) for x in d9]
    c10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    c11 = (sum(d) + c10) % 10
    return "%d%d" % (c10, c11)


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_check(ddmmyy, nnn):
    return HETU_CHARS[int(ddmmyy + nnn) % 31]


def china_id_check(d17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(d17, w)) % 11]


def rrn_check(d12):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return str((11 - sum(int(a) * b for a, b in zip(d12, w)) % 11) % 10)


def mynumber_check(d11):
    # 行政手続における特定の個人を識別するための番号の利用等に関する法律施行令 / 総務省令 第5条
    digits = [int(c) for c in reversed(d11)]  # P1 is the rightmost of the 11
    tot = 0
    for n, p in enumerate(digits, start=1):
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    r = tot % 11
    return "0" if r <= 1 else str(11 - r)


def teudat_zehut_valid(s):
    s = s.zfill(9)
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v if v < 10 else v - 9
    return tot % 10 == 0


_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(digits):
    c = 0
    for i, ch in enumerate(reversed(digits)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(_VERHOEFF_INV[c])


def verhoeff_valid(number):
    c = 0
    for i, ch in enumerate(reversed(number)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def snils_check(d9):
    tot = sum(int(d9[i]) * (9 - i) for i in range(9))
    if tot < 100:
        return "%02d" % tot
    if tot in (100, 101):
        return "00"
    r = tot % 101
    return "00" if r == 100 else "%02d" % r


def thai_id_check(d12):
    tot = sum(int(d12[i]) * (13 - i) for i in range(12))
    return str((11 - tot % 11) % 10)


def steuer_id_check(d10):
    # ISO/IEC 7064 MOD 11,10 as used for the German Steuerliche Identifikationsnummer
    product = 10
    for ch in d10:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def fnr_checks(d9):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    k1 = 11 - sum(int(a) * b for a, b in zip(d9, w1)) % 11
    if k1 == 11:
        k1 = 0
    if k1 == 10:
        return None
    d10 = d9 + str(k1)
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k2 = 11 - sum(int(a) * b for a, b in zip(d10, w2)) % 11
    if k2 == 11:
        k2 = 0
    if k2 == 10:
        return None
    return str(k1) + str(k2)


def checksum_selftests():
    """Known published examples plus construct/verify round trips. Returns list of failures."""
    fails = []

    def t(name, cond):
        if not cond:
            fails.append(name)
    t("luhn 79927398713", luhn_valid("79927398713"))
    t("luhn reject 79927398710", not luhn_valid("79927398710"))
    t("iban GB82WEST12345698765432", iban_valid("GB82WEST12345698765432"))
    t("iban DE89370400440532013000", iban_valid("DE89370400440532013000"))
    t("iban make DE", iban_make("DE", "370400440532013000") == "DE89370400440532013000")
    t("iban reject", not iban_valid("DE88370400440532013000"))
    t("pesel 44051401359", pesel_check("4405140135") == "9")
    t("bsn 111222333", bsn_valid("111222333"))
    t("bsn reject 111222334", not bsn_valid("111222334"))
    t("dni 12345678Z", dni_letter("12345678") == "Z")
    t("cpf 111.444.777-35", cpf_digits("111444777") == "35")
    t("tckn 10000000146", tckn_digits("100000001") == "46")
    t("hetu 131052-308T", hetu_check("131052", "308") == "T")
    t("china 11010519491231002X", china_id_check("11010519491231002") == "X")
    t("personnummer 811218-9876", luhn_check_digit("811218987") == "6")
    t("verhoeff 2363", verhoeff_check("236") == "3" and verhoeff_valid("2363"))
    t("snils 112-233-445 95", snils_check("112233445") == "95")
    t("teudat zehut 000000018", teudat_zehut_valid("000000018"))
    t("nir key round trip", (97 - int("1840176451089") % 97) == int(nir_key("1840176451089")))
    t("steuer-id 86095742719", steuer_id_check("8609574271") == "9")
    t("mynumber 123456789018", mynumber_check("12345678901") == "8")
    t("rrn round trip", rrn_check("850101123456") == str((11 - sum(int(a) * b for a, b in zip("850101123456", [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10))
    t("thai id 1101700230708", thai_id_check("110170023070") == "8")
    t("fnr 01010750160", fnr_checks("010107501") == "60")
    return fails


# --------------------------------------------------------------------------
# generic generators

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def password(rng, n=None, symbols="!#%+-=@^_~", avoid=""):
    n = n or rng.randint(12, 18)
    alpha = "".join(c for c in ALNUM + symbols if c not in avoid)
    while True:
        p = "".join(rng.choice(alpha) for _ in range(n))
        if (any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                and any(c.islower() for c in p) and (not symbols or any(c in symbols for c in p))):
            return p


TOKEN_SHAPES = [
    ("ghp_", 36, ALNUM),          # GitHub classic PAT shape
    ("glpat-", 20, ALNUM + "-_"),  # GitLab PAT shape
    ("xoxb-", None, None),        # Slack bot token shape (built below)
    ("c30k_live_", 28, ALNUM),    # invented
    ("lgr_sk_", 32, LOWER_ALNUM),  # invented
    ("tok_", 24, ALNUM),          # invented
    ("qz-api-", 32, string.hexdigits[:16]),  # invented, hex body
    ("npx_", 30, ALNUM),          # invented
]


def token(rng, shape=None):
    shape = shape or rng.choice(TOKEN_SHAPES)
    prefix, n, alpha = shape
    if prefix == "xoxb-":
        return "xoxb-%s-%s-%s" % (rs(rng, 12, string.digits), rs(rng, 13, string.digits), rs(rng, 24, ALNUM))
    return prefix + rs(rng, n, alpha)


def hex_secret(rng, nbytes=20, upper=False):
    s = "".join("%02x" % rng.randrange(256) for _ in range(nbytes))
    return s.upper() if upper else s


def b32_seed(rng, nbytes=20):
    raw = bytes(rng.randrange(256) for _ in range(nbytes))
    return base64.b32encode(raw).decode().rstrip("=")


# --------------------------------------------------------------------------
# infrastructure identifiers

DOMAINS = ["corp-intra.example", "lab.invalid", "svc.test", "int.example", "dc1.corp.example", "ops.invalid"]
HOST_WORDS = ["db", "pg", "mq", "ledger", "vault", "ci", "build", "cache", "ldap", "mail", "kafka", "etl",
              "billing", "auth", "nfs", "backup", "proxy", "git", "hr", "crm"]


def hostname(rng, domain=None):
    return "%s-%02d.%s" % (rng.choice(HOST_WORDS), rng.randint(1, 48), domain or rng.choice(DOMAINS))


def ipv4_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(1, 254), rng.randint(0, 254), rng.randint(11, 249))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(11, 249))
    return "192.168.%d.%d" % (rng.randint(1, 254), rng.randint(11, 249))


def ipv4_doc(rng):
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, rng.randint(11, 249))


def ipv6_ula(rng):
    g = [0xfd00 | rng.randrange(256)] + [rng.randrange(1, 65536) for _ in range(2)]
    tail = [rng.randrange(1, 65536) for _ in range(rng.choice([1, 2]))]
    return str(ipaddress.IPv6Address("%x:%x:%x::%s" % (g[0], g[1], g[2], ":".join("%x" % t for t in tail))))


def ipv6_doc(rng):
    return str(ipaddress.IPv6Address("2001:db8:%x:%x::%x" % (rng.randrange(1, 65536), rng.randrange(1, 65536), rng.randrange(1, 65536))))


def mac_local(rng):
    first = (rng.randrange(256) & 0xFC) | 0x02
    return ":".join("%02x" % b for b in [first] + [rng.randrange(256) for _ in range(5)])


def mac_eui64_iid(mac):
    b = [int(x, 16) for x in mac.split(":")]
    b[0] ^= 0x02
    e = b[:3] + [0xff, 0xfe] + b[3:]
    return ":".join("%02x%02x" % (e[i], e[i + 1]) for i in range(0, 8, 2))


def mac_link_local(mac):
    return str(ipaddress.IPv6Address("fe80::" + mac_eui64_iid(mac)))


def slaac(prefix64, mac):
    """prefix64 like 'fd12:3456:789a:1' (four groups)."""
    return str(ipaddress.IPv6Address(prefix64 + ":" + mac_eui64_iid(mac)))


# --------------------------------------------------------------------------
# personal data (non-US locales)

PEOPLE = {
    "de_DE": ["Jürgen Weiß", "Käthe Müller", "Björn Großmann", "Ilse Schäfer-Köhler", "Günther Bräuer", "Dörte Fuß", "Ulrich Löwe"],
    "fr_FR": ["Élodie Lefèvre", "François Dupré", "Hélène Garçon", "Jérôme Bœuf", "Maëlle Château", "Noël Leclère"],
    "es_ES": ["José Núñez Ortega", "María Peña Ibáñez", "Íñigo Muñoz", "Begoña Gallardo Sáez"],
    "pl_PL": ["Łukasz Wiśniewski", "Zofia Żółkiewska", "Grzegorz Brzęczek", "Małgorzata Dąbrowska"],
    "tr_TR": ["Çağla Yıldız", "Şükrü Öztürk", "Gülşen Aydın", "İsmail Çelik"],
    "sv_SE": ["Åsa Lindström", "Örjan Håkansson", "Zoë Ångström", "Märta Sjögren"],
    "fi_FI": ["Päivi Jääskeläinen", "Väinö Määttä", "Sirkka Hämäläinen"],
    "nl_NL": ["Sjoerd van der Meulen", "Anouk de Vries-Bakker", "Joëlle IJzerman"],
    "el_GR": ["Σοφία Παπαδοπούλου", "Γιώργος Νικολάου", "Ελένη Κωνσταντίνου", "Δημήτρης Αλεξίου"],
    "ru_RU": ["Иван Петров", "Ольга Смирнова", "Дмитрий Кузнецов", "Екатерина Соколова"],
    "uk_UA": ["Олександр Шевченко", "Ірина Коваленко", "Богдан Ткаченко"],
    "zh_CN": ["王小明", "李静", "张伟", "刘洋", "陈晓燕"],
    "ja_JP": ["山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 美咲"],
    "ko_KR": ["김민준", "이서연", "박지훈", "최수아"],
    "he_IL": ["דוד כהן", "מיכל לוי", "יוסי מזרחי"],
    "ar_EG": ["محمد عبد الله", "فاطمة الزهراء", "أحمد السيد"],
    "hi_IN": ["राजेश कुमार", "प्रिया शर्मा", "अमित वर्मा"],
    "th_TH": ["สมชาย ใจดี", "สุดารัตน์ วงศ์ไทย"],
    "pt_BR": ["João Conceição", "Ana Luíza Gonçalves", "Sebastião Araújo"],
    "cs_CZ": ["Jiří Dvořák", "Věra Čermáková", "Přemysl Růžička"],
    "vi_VN": ["Nguyễn Thị Hương", "Trần Văn Đức", "Lê Hoàng Yến"],
    "ka_GE": ["გიორგი ბერიძე", "ნინო კაპანაძე"],
}

ADDRESSES = {
    "de_DE": lambda r: ("%s %d" % (r.choice(["Hauptstraße", "Lindenallee", "Mühlenweg", "Schloßstraße"]), r.randint(1, 120)), "%05d" % r.randint(10115, 99998), r.choice(["Berlin", "München", "Köln", "Düsseldorf"]), "Deutschland"),
    "fr_FR": lambda r: ("%d %s" % (r.randint(1, 90), r.choice(["rue de la Paix", "avenue Jean-Jaurès", "place de l'Église", "boulevard Haussmann"])), "%05d" % r.randint(1000, 95999), r.choice(["Paris", "Lyon", "Nîmes", "Besançon"]), "France"),
    "es_ES": lambda r: ("%s %d, %dº %s" % (r.choice(["Calle Mayor", "Avenida de la Constitución", "Calle Alcalá"]), r.randint(1, 99), r.randint(1, 9), r.choice("ABCD")), "%05d" % r.randint(1001, 52999), r.choice(["Madrid", "Sevilla", "Logroño", "A Coruña"]), "España"),
    "pl_PL": lambda r: ("ul. %s %d/%d" % (r.choice(["Świętokrzyska", "Żeromskiego", "Długa"]), r.randint(1, 80), r.randint(1, 40)), "%02d-%03d" % (r.randint(0, 99), r.randint(0, 999)), r.choice(["Warszawa", "Łódź", "Kraków", "Gdańsk"]), "Polska"),
    "tr_TR": lambda r: ("%s Cad. No:%d D:%d" % (r.choice(["Atatürk", "İstiklal", "Bağdat"]), r.randint(1, 200), r.randint(1, 30)), "%05d" % r.randint(1000, 81999), r.choice(["İstanbul", "Ankara", "İzmir"]), "Türkiye"),
    "sv_SE": lambda r: ("%s %d" % (r.choice(["Storgatan", "Drottninggatan", "Kungsvägen"]), r.randint(1, 99)), "%03d %02d" % (r.randint(100, 984), r.randint(0, 99)), r.choice(["Uppsala", "Göteborg", "Malmö", "Västerås"]), "Sverige"),
    "fi_FI": lambda r: ("%s %d" % (r.choice(["Mannerheimintie", "Hämeenkatu", "Itäinen Pitkäkatu"]), r.randint(1, 99)), "%05d" % r.randint(100, 99999), r.choice(["Helsinki", "Tampere", "Jyväskylä"]), "Suomi"),
    "nl_NL": lambda r: ("%s %d" % (r.choice(["Keizersgracht", "Oudegracht", "Laan van Meerdervoort"]), r.randint(1, 400)), "%04d %s" % (r.randint(1000, 9999), rs(r, 2, string.ascii_uppercase)), r.choice(["Amsterdam", "Utrecht", "Den Haag"]), "Nederland"),
    "el_GR": lambda r: ("%s %d" % (r.choice(["Οδός Ερμού", "Λεωφόρος Αλεξάνδρας", "Οδός Πατησίων"]), r.randint(1, 150)), "%03d %02d" % (r.randint(100, 851), r.randint(0, 99)), r.choice(["Αθήνα", "Θεσσαλονίκη", "Πάτρα"]), "Ελλάδα"),
    "ru_RU": lambda r: ("ул. %s, д. %d, кв. %d" % (r.choice(["Ленина", "Тверская", "Садовая"]), r.randint(1, 99), r.randint(1, 300)), "%06d" % r.randint(101000, 692999), r.choice(["Москва", "Казань", "Новосибирск"]), "Россия"),
    "uk_UA": lambda r: ("вул. %s, %d" % (r.choice(["Хрещатик", "Шевченка", "Грушевського"]), r.randint(1, 99)), "%05d" % r.randint(1001, 99999), r.choice(["Київ", "Львів", "Харків"]), "Україна"),
    "zh_CN": lambda r: ("%s%d号" % (r.choice(["朝阳区建国路", "海淀区中关村大街", "浦东新区世纪大道"]), r.randint(1, 300)), "%06d" % r.randint(100000, 850000), r.choice(["北京市", "上海市", "深圳市"]), "中国"),
    "ja_JP": lambda r: ("%s%d-%d-%d" % (r.choice(["千代田区丸の内", "新宿区西新宿", "大阪市北区梅田"]), r.randint(1, 9), r.randint(1, 20), r.randint(1, 30)), "〒%03d-%04d" % (r.randint(100, 999), r.randint(0, 9999)), r.choice(["東京都", "大阪府"]), "日本"),
    "ko_KR": lambda r: ("%s %d" % (r.choice(["중구 세종대로", "강남구 테헤란로", "종로구 율곡로"]), r.randint(1, 300)), "%05d" % r.randint(1000, 63999), r.choice(["서울특별시", "부산광역시"]), "대한민국"),
    "he_IL": lambda r: ("%s %d" % (r.choice(["רחוב הרצל", "שדרות רוטשילד", "רחוב יפו"]), r.randint(1, 120)), "%07d" % r.randint(1000000, 9999999), r.choice(["תל אביב", "ירושלים", "חיפה"]), "ישראל"),
    "ar_EG": lambda r: ("%d %s" % (r.randint(1, 99), r.choice(["شارع التحرير", "شارع الهرم", "كورنيش النيل"])), "%05d" % r.randint(11511, 11999), r.choice(["القاهرة", "الإسكندرية", "الجيزة"]), "مصر"),
    "hi_IN": lambda r: ("%d, %s" % (r.randint(1, 300), r.choice(["महात्मा गांधी मार्ग", "नेहरू नगर", "शिवाजी रोड"])), "%06d" % r.randint(110001, 855999), r.choice(["नई दिल्ली", "मुंबई", "पुणे"]), "भारत"),
    "th_TH": lambda r: ("%d %s" % (r.randint(1, 999), r.choice(["ถนนสุขุมวิท", "ถนนสีลม"])), "%05d" % r.randint(10100, 96999), r.choice(["กรุงเทพมหานคร", "เชียงใหม่"]), "ประเทศไทย"),
    "pt_BR": lambda r: ("%s, %d - apto %d" % (r.choice(["Rua da Consolação", "Avenida Paulista", "Rua São João"]), r.randint(1, 3000), r.randint(11, 250)), "%05d-%03d" % (r.randint(1000, 99999), r.randint(0, 999)), r.choice(["São Paulo", "Florianópolis", "Belém"]), "Brasil"),
    "cs_CZ": lambda r: ("%s %d/%d" % (r.choice(["Václavské náměstí", "Husova", "Nádražní"]), r.randint(1, 999), r.randint(1, 40)), "%03d %02d" % (r.randint(100, 799), r.randint(0, 99)), r.choice(["Praha", "Brno", "České Budějovice"]), "Česko"),
    "vi_VN": lambda r: ("Số %d %s" % (r.randint(1, 300), r.choice(["Phố Huế", "Đường Lê Lợi", "Đường Nguyễn Trãi"])), "%06d" % r.randint(100000, 999999), r.choice(["Hà Nội", "Đà Nẵng", "Huế"]), "Việt Nam"),
    "ka_GE": lambda r: ("%s %d" % (r.choice(["რუსთაველის გამზირი", "ჭავჭავაძის გამზირი"]), r.randint(1, 99)), "%04d" % r.randint(100, 6000), r.choice(["თბილისი", "ბათუმი"]), "საქართველო"),
}


def _digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def _date6(rng, y0=1950, y1=2003):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


PHONES = {
    "de_DE": lambda r: r.choice(["+49 30 %s %s", "+49 151 %s%s", "030 %s%s"]) % (_digits(r, 4), _digits(r, 4)),
    "fr_FR": lambda r: "+33 6 %s %s %s %s" % (_digits(r, 2), _digits(r, 2), _digits(r, 2), _digits(r, 2)),
    "es_ES": lambda r: "+34 6%s %s %s" % (_digits(r, 2), _digits(r, 3), _digits(r, 3)),
    "pl_PL": lambda r: "+48 5%s %s %s" % (_digits(r, 2), _digits(r, 3), _digits(r, 3)),
    "tr_TR": lambda r: "+90 53%s %s %s %s" % (_digits(r, 1), _digits(r, 3), _digits(r, 2), _digits(r, 2)),
    "sv_SE": lambda r: "+46 70 %s %s %s" % (_digits(r, 3), _digits(r, 2), _digits(r, 2)),
    "fi_FI": lambda r: "+358 40 %s %s" % (_digits(r, 3), _digits(r, 4)),
    "nl_NL": lambda r: "+31 6 %s %s" % (_digits(r, 4), _digits(r, 4)),
    "el_GR": lambda r: "+30 69%s %s %s" % (_digits(r, 1), _digits(r, 3), _digits(r, 4)),
    "ru_RU": lambda r: "+7 9%s %s-%s-%s" % (_digits(r, 2), _digits(r, 3), _digits(r, 2), _digits(r, 2)),
    "uk_UA": lambda r: "+380 67 %s %s" % (_digits(r, 3), _digits(r, 4)),
    "zh_CN": lambda r: "+86 138 %s %s" % (_digits(r, 4), _digits(r, 4)),
    "ja_JP": lambda r: "090-%s-%s" % (_digits(r, 4), _digits(r, 4)),
    "ko_KR": lambda r: "010-%s-%s" % (_digits(r, 4), _digits(r, 4)),
    "he_IL": lambda r: "+972 52-%s-%s" % (_digits(r, 3), _digits(r, 4)),
    "ar_EG": lambda r: "+20 10 %s %s" % (_digits(r, 4), _digits(r, 4)),
    "hi_IN": lambda r: "+91 9%s %s" % (_digits(r, 4), _digits(r, 5)),
    "th_TH": lambda r: "+66 81 %s %s" % (_digits(r, 3), _digits(r, 4)),
    "pt_BR": lambda r: "+55 11 9%s-%s" % (_digits(r, 4), _digits(r, 4)),
    "cs_CZ": lambda r: "+420 6%s %s %s" % (_digits(r, 2), _digits(r, 3), _digits(r, 3)),
    "vi_VN": lambda r: "+84 91%s %s %s" % (_digits(r, 1), _digits(r, 3), _digits(r, 3)),
    "ka_GE": lambda r: "+995 555 %s %s %s" % (_digits(r, 2), _digits(r, 2), _digits(r, 2)),
}


def national_id(rng, locale):
    """Returns (label, value) with valid check digits where the scheme has them."""
    if locale == "pl_PL":
        y, m, d = _date6(rng, 1950, 1999)
        d10 = "%02d%02d%02d%s" % (y % 100, m, d, _digits(rng, 4))
        return "PESEL", d10 + pesel_check(d10)
    if locale == "nl_NL":
        while True:
            d8 = str(rng.randint(1, 9)) + _digits(rng, 7)
            for last in range(10):
                if bsn_valid(d8 + str(last)):
                    return "BSN", d8 + str(last)
    if locale == "es_ES":
        n = "%08d" % rng.randint(10000000, 99999999)
        return "DNI", n + dni_letter(n)
    if locale == "fr_FR":
        y, m, d = _date6(rng)
        nir13 = "%d%02d%02d%02d%03d%03d" % (rng.choice([1, 2]), y % 100, m, rng.randint(1, 95), rng.randint(1, 990), rng.randint(1, 999))
        return "NIR", nir13 + nir_key(nir13)
    if locale == "pt_BR":
        d9 = _digits(rng, 9)
        v = d9 + cpf_digits(d9)
        return "CPF", "%s.%s.%s-%s" % (v[:3], v[3:6], v[6:9], v[9:])
    if locale == "tr_TR":
        d9 = str(rng.randint(1, 9)) + _digits(rng, 8)
        return "TCKN", d9 + tckn_digits(d9)
    if locale == "sv_SE":
        y, m, d = _date6(rng)
        d9 = "%02d%02d%02d%s" % (y % 100, m, d, _digits(rng, 3))
        v = d9 + luhn_check_digit(d9)
        return "personnummer", "%s-%s" % (v[:6], v[6:])
    if locale == "fi_FI":
        y, m, d = _date6(rng)
        dd = "%02d%02d%02d" % (d, m, y % 100)
        nnn = "%03d" % rng.randint(2, 899)
        return "HETU", "%s-%s%s" % (dd, nnn, hetu_check(dd, nnn))
    if locale == "zh_CN":
        y, m, d = _date6(rng)
        d17 = "%s%04d%02d%02d%s" % (rng.choice(["110105", "310104", "440305"]), y, m, d, _digits(rng, 3))
        return "身份证号", d17 + china_id_check(d17)
    if locale == "ko_KR":
        y, m, d = _date6(rng, 1950, 1999)
        d12 = "%02d%02d%02d%d%s" % (y % 100, m, d, rng.choice([1, 2]), _digits(rng, 5))
        v = d12 + rrn_check(d12)
        return "주민등록번호", "%s-%s" % (v[:6], v[6:])
    if locale == "ja_JP":
        d11 = str(rng.randint(1, 9)) + _digits(rng, 10)
        v = d11 + mynumber_check(d11)
        return "個人番号", "%s %s %s" % (v[:4], v[4:8], v[8:])
    if locale == "he_IL":
        while True:
            d8 = _digits(rng, 8)
            for last in range(10):
                if teudat_zehut_valid(d8 + str(last)):
                    return "ת.ז.", d8 + str(last)
    if locale == "hi_IN":
        d11 = str(rng.randint(2, 9)) + _digits(rng, 10)
        v = d11 + verhoeff_check(d11)
        return "आधार", "%s %s %s" % (v[:4], v[4:8], v[8:])
    if locale == "ru_RU":
        d9 = "%03d%s" % (rng.randint(2, 999), _digits(rng, 6))
        v = d9 + snils_check(d9)
        return "СНИЛС", "%s-%s-%s %s" % (v[:3], v[3:6], v[6:9], v[9:])
    if locale == "th_TH":
        d12 = str(rng.randint(1, 8)) + _digits(rng, 11)
        return "เลขประจำตัวประชาชน", d12 + thai_id_check(d12)
    if locale == "de_DE":
        while True:
            d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(9)]
            s = "".join(map(str, d))
            counts = [s.count(c) for c in set(s)]
            if max(counts) in (2, 3) and len([c for c in counts if c > 1]) == 1:
                return "Steuer-IdNr.", s + steuer_id_check(s)
    if locale == "el_GR":
        y, m, d = _date6(rng)
        d10 = "%02d%02d%02d%s" % (d, m, y % 100, _digits(rng, 4))
        return "ΑΜΚΑ", d10 + luhn_check_digit(d10)
    # locales without a check-digit id used here: an internal customer number
    return "customer_no", "C" + _digits(rng, 8)


NATIONAL_ID_VALIDATORS = {
    "PESEL": lambda v: pesel_check(v[:10]) == v[10],
    "BSN": bsn_valid,
    "DNI": lambda v: dni_letter(v[:8]) == v[8],
    "NIR": lambda v: nir_key(v[:13]) == v[13:],
    "CPF": lambda v: cpf_digits(re.sub(r"\D", "", v)[:9]) == re.sub(r"\D", "", v)[9:],
    "TCKN": lambda v: tckn_digits(v[:9]) == v[9:],
    "personnummer": lambda v: luhn_valid(v.replace("-", "")),
    "HETU": lambda v: hetu_check(v[:6], v[7:10]) == v[10],
    "身份证号": lambda v: china_id_check(v[:17]) == v[17],
    "주민등록번호": lambda v: rrn_check(v.replace("-", "")[:12]) == v[-1],
    "個人番号": lambda v: mynumber_check(v.replace(" ", "")[:11]) == v[-1],
    "ת.ז.": teudat_zehut_valid,
    "आधार": lambda v: verhoeff_valid(v.replace(" ", "")),
    "СНИЛС": lambda v: snils_check(re.sub(r"\D", "", v)[:9]) == re.sub(r"\D", "", v)[9:],
    "เลขประจำตัวประชาชน": lambda v: thai_id_check(v[:12]) == v[12],
    "Steuer-IdNr.": lambda v: steuer_id_check(v[:10]) == v[10],
    "ΑΜΚΑ": luhn_valid,
    "customer_no": lambda v: True,
}

IBAN_BBAN = {
    "de_DE": ("DE", lambda r: _digits(r, 18)),
    "fr_FR": ("FR", lambda r: _digits(r, 10) + rs(r, 11, string.ascii_uppercase + string.digits) + _digits(r, 2)),
    "es_ES": ("ES", lambda r: _digits(r, 20)),
    "pl_PL": ("PL", lambda r: _digits(r, 24)),
    "tr_TR": ("TR", lambda r: _digits(r, 5) + "0" + _digits(r, 16)),
    "sv_SE": ("SE", lambda r: _digits(r, 20)),
    "fi_FI": ("FI", lambda r: _digits(r, 14)),
    "nl_NL": ("NL", lambda r: rs(r, 4, string.ascii_uppercase) + _digits(r, 10)),
    "el_GR": ("GR", lambda r: _digits(r, 23)),
    "pt_BR": ("BR", lambda r: _digits(r, 23) + "C" + rs(r, 1, string.digits)),
    "cs_CZ": ("CZ", lambda r: _digits(r, 20)),
    "uk_UA": ("UA", lambda r: _digits(r, 25)),
    "he_IL": ("IL", lambda r: _digits(r, 19)),
    "ar_EG": ("EG", lambda r: _digits(r, 25)),
    "ka_GE": ("GE", lambda r: rs(r, 2, string.ascii_uppercase) + _digits(r, 16)),
}


def iban(rng, locale, spaced=False):
    country, gen = IBAN_BBAN.get(locale, ("DE", lambda r: _digits(r, 18)))
    v = iban_make(country, gen(rng))
    if spaced:
        v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    return v


def pan(rng):
    d15 = rng.choice(["4", "51", "52", "37"]) 
    d15 = d15 + _digits(rng, 15 - len(d15))
    return d15 + luhn_check_digit(d15)


def email_for(rng, name_ascii, domain=None):
    return "%s@%s" % (name_ascii, domain or rng.choice(["mail.example", "post.test", "corp.example", "kunden.example", "users.invalid"]))


def ascii_local(rng):
    return rng.choice(["k.m", "s.p", "a.l", "j.w", "o.s", "z.a", "h.g", "m.d", "n.l", "e.k"]) + _digits(rng, 3)


def person(rng, locale=None):
    locale = locale or rng.choice(sorted(PEOPLE))
    name = rng.choice(PEOPLE[locale])
    street, zipc, city, country = ADDRESSES[locale](rng)
    idlabel, idval = national_id(rng, locale)
    p = {
        "locale": locale,
        "name": name,
        "email": email_for(rng, ascii_local(rng)),
        "phone": PHONES[locale](rng),
        "street": street,
        "zip": zipc,
        "city": city,
        "country": country,
        "id_label": idlabel,
        "national_id": idval,
        "iban": iban(rng, locale) if locale in IBAN_BBAN else None,
        "birth_date": "%04d-%02d-%02d" % _date6(rng),
    }
    return p


# --------------------------------------------------------------------------
# OTP (used to cross-check oathtool)


def hotp(key_bytes, counter, digits=6, algo="sha1"):
    mac = hmac.new(key_bytes, struct.pack(">Q", counter), algo).digest()
    off = mac[-1] & 0x0F
    code = (struct.unpack(">I", mac[off:off + 4])[0] & 0x7FFFFFFF) % (10 ** digits)
    return "%0*d" % (digits, code)


# --------------------------------------------------------------------------
# CVS password scrambling (cvs/src/scramble.c, table for printable ASCII)

_CVS_SHIFTS = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    114, 120, 53, 79, 96, 109, 72, 108, 70, 64, 76, 67, 116, 74, 68, 87,
    111, 52, 75, 119, 49, 34, 82, 81, 95, 65, 112, 86, 118, 110, 122, 105,
    41, 57, 83, 43, 46, 102, 40, 89, 38, 103, 45, 50, 42, 123, 91, 35,
    125, 55, 54, 66, 124, 126, 59, 47, 92, 71, 115, 78, 88, 107, 106, 56,
    36, 121, 117, 104, 101, 100, 69, 73, 99, 63, 94, 93, 39, 37, 61, 48,
    58, 113, 32, 90, 44, 98, 60, 51, 33, 97, 62, 77, 84, 80, 85, 223]


def cvs_scramble(s):
    return "A" + "".join(chr(_CVS_SHIFTS[ord(c)]) for c in s)


# --------------------------------------------------------------------------
# encoded forms


def _uu_line(b, backtick=False):
    return binascii.b2a_uu(b, backtick=backtick).decode().rstrip("\n")


def _nonascii_map(s, fn):
    return "".join(fn(c) if ord(c) > 127 else c for c in s)


def _bytes_map(s, fn, keep):
    out = []
    for b in s.encode("utf-8"):
        ch = chr(b)
        out.append(ch if keep(b) else fn(b))
    return "".join(out)


def _printable(b):
    return 32 <= b < 127


def fossil_encode(s):
    return s.replace("\\", "\\\\").replace(" ", "\\s").replace("\n", "\\n").replace("\t", "\\t")


def html_named(s, escape_markup=True):
    out = []
    for c in s:
        if escape_markup and c in "&<>\"":
            out.append({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"}[c])
        elif ord(c) > 127:
            name = html.entities.codepoint2name.get(ord(c))
            out.append("&%s;" % name if name else "&#%d;" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def _b64_variants(b):
    out = set()
    e = base64.b64encode(b).decode()
    out |= {e, e.rstrip("=")}
    u = base64.urlsafe_b64encode(b).decode()
    out |= {u, u.rstrip("=")}
    t = base64.b32encode(b).decode()
    out |= {t, t.rstrip("="), t.lower(), t.rstrip("=").lower()}
    return out


def _ip_forms(v):
    out = set()
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return out
    if ip.version == 6:
        out.add(ip.exploded)
        out.add(ip.compressed)
        out.add(":".join(str(int(g, 16)) if False else "%x" % int(g, 16) for g in ip.exploded.split(":")))
        out.add(ip.exploded.upper())
    else:
        out.add(str(int(ip)))
        out.add("%X" % int(ip))
        out.add("%x" % int(ip))
    return out


_MAC_RE = re.compile(r"^[0-9a-f]{2}(:[0-9a-f]{2}){5}$")


def _mac_forms(v):
    if not _MAC_RE.match(v):
        return set()
    parts = v.split(":")
    out = {v, v.upper(), "-".join(parts), "-".join(parts).upper(), "".join(parts), "".join(parts).upper(),
           "%s%s.%s%s.%s%s" % tuple(parts), mac_eui64_iid(v), mac_eui64_iid(v).upper()}
    # ifconfig / ip show the link-local address built from the MAC
    out.add(mac_link_local(v).split("fe80::", 1)[1])
    return out


def forms(value):
    """All printed representations searched for a planted value."""
    v = value
    out = {v}
    b = v.encode("utf-8")
    # JSON
    j1 = json.dumps(v)[1:-1]
    j2 = json.dumps(v, ensure_ascii=False)[1:-1]
    out |= {j1, j2, re.sub(r"\\u([0-9a-f]{4})", lambda m: "\\u" + m.group(1).upper(), j1)}
    out.add(j1.replace("/", "\\/"))
    # double JSON (JSON string inside a JSON string)
    jj = json.dumps(json.dumps(v)[1:-1])[1:-1]
    out.add(jj)
    out.add(json.dumps(json.dumps(v, ensure_ascii=False)[1:-1], ensure_ascii=False)[1:-1])
    # Python repr
    out.add(repr(v)[1:-1])
    out.add(repr(b)[2:-1])
    # percent-encoding
    for safe in ("", "/", "/:", "/:@", "-_.~", "-_.!~*'()", "@:/+"):
        q = urllib.parse.quote(v, safe=safe)
        out.add(q)
        out.add(re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), q))
    out.add(urllib.parse.quote_plus(v))
    out.add(urllib.parse.quote_plus(v, safe="@:/"))
    # base64 / base32 / hex
    out |= _b64_variants(b)
    # RFC 2047 encoded words put the separating space inside the encoded text
    sp = base64.b64encode(b" " + b).decode()
    out |= {sp, sp.rstrip("=")}
    h = b.hex()
    out |= {h, h.upper(), " ".join(h[i:i + 2] for i in range(0, len(h), 2)),
            " ".join(h[i:i + 2] for i in range(0, len(h), 2)).upper(),
            ":".join(h[i:i + 2] for i in range(0, len(h), 2))}
    # quoted-printable and RFC 2047 Q
    qp = quopri.encodestring(b, quotetabs=False).decode().replace("=\n", "")
    out.add(qp.rstrip("\n"))
    out.add(quopri.encodestring(b, quotetabs=True).decode().replace("=\n", "").rstrip("\n"))
    out.add(quopri.encodestring(b, header=True).decode())
    # HTML / XML
    out.add(html.escape(v, quote=True))
    out.add(html.escape(v, quote=True).replace("&#x27;", "&#39;"))
    out.add(html.escape(v, quote=False))
    out.add(html.escape(v, quote=True).replace("&#x27;", "&apos;"))
    for fn in (lambda c: "&#%d;" % ord(c), lambda c: "&#x%X;" % ord(c), lambda c: "&#x%x;" % ord(c),
               lambda c: "&#x%04X;" % ord(c), lambda c: "&#%04d;" % ord(c)):
        out.add(_nonascii_map(v, fn))
        out.add(_nonascii_map(html.escape(v, quote=False), fn))
        out.add(_nonascii_map(html.escape(v, quote=True).replace("&#x27;", "&#39;"), fn))
    out.add(html_named(v))
    out.add(html_named(v, escape_markup=False))
    # \u, {U+}, <U>, \x{} escapes of non-ASCII code points
    for fn in (lambda c: "\\u%04X" % ord(c) if ord(c) < 0x10000 else "\\U%08X" % ord(c),
               lambda c: "\\u%04x" % ord(c) if ord(c) < 0x10000 else "\\U%08x" % ord(c),
               lambda c: "{U+%04X}" % ord(c), lambda c: "<U%04X>" % ord(c),
               lambda c: "\\x{%04X}" % ord(c), lambda c: "\\x{%x}" % ord(c), lambda c: "U+%04X" % ord(c)):
        out.add(_nonascii_map(v, fn))
    # per-byte escapes of non-ASCII UTF-8 bytes
    out.add(_bytes_map(v, lambda x: "\\%03o" % x, lambda x: x < 128))
    out.add(_bytes_map(v, lambda x: "\\x%02x" % x, lambda x: x < 128))
    out.add(_bytes_map(v, lambda x: "\\x%02X" % x, lambda x: x < 128))
    out.add(_bytes_map(v, lambda x: "%%%02X" % x, lambda x: x < 128))
    # tdbdump style (\XX upper for non-printable, '"' and '\\')
    out.add(_bytes_map(v, lambda x: "\\%02X" % x, lambda x: _printable(x) and chr(x) not in "\"\\"))
    # Berkeley DB print format (\xx lower for non-printable, '\\' doubled)
    out.add(_bytes_map(v, lambda x: "\\%02x" % x, lambda x: _printable(x)).replace("\\\\", "\\\\"))
    out.add(_bytes_map(v.replace("\\", "\\\\"), lambda x: "\\%02x" % x, lambda x: _printable(x)))
    # CSV / SQL quote doubling, backslash escaping, shell quoting
    out.add(v.replace('"', '""'))
    out.add(v.replace("'", "''"))
    out.add(v.replace("\\", "\\\\").replace('"', '\\"'))
    out.add(v.replace("\\", "\\\\").replace("'", "\\'"))
    out.add(re.sub(r"([\\\"'$` !&|;<>(){}*?#~\[\]])", r"\\\1", v))
    out.add(v.replace("'", "'\\''"))
    out.add(v.replace("'", "'\"'\"'"))
    out.add(v.replace("\\", "\\\\"))
    # expect / Tcl style escaping of control characters
    out.add(v.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "\\r").replace("\n", "\\n"))
    # RFC 4514 style (certtool prints attribute strings this way)
    out.add(re.sub(r'([,+"\\<>;])', r"\\\1", v))
    # fossil artifact encoding
    out.add(fossil_encode(v))
    # uuencode (a single line for short values)
    if len(b) <= 45:
        out.add(_uu_line(b))
        out.add(_uu_line(b, backtick=True))
    # CVS scrambling (printable ASCII only)
    if all(32 <= ord(c) < 127 for c in v):
        out.add(cvs_scramble(v))
    # addresses
    out |= _ip_forms(v)
    out |= _mac_forms(v)
    return {f for f in out if len(f) >= 3}


# --------------------------------------------------------------------------
# span search


def find_spans(text, values):
    """values: list of (value, cls).  Returns list of (start, end, cls) maximal merged spans."""
    hits = []
    for value, cls in values:
        for f in forms(value):
            digit_only = f.isdigit()
            start = 0
            while True:
                i = text.find(f, start)
                if i < 0:
                    break
                j = i + len(f)
                ok = True
                if digit_only:
                    if (i > 0 and text[i - 1].isdigit()) or (j < len(text) and text[j].isdigit()):
                        ok = False
                if ok:
                    hits.append((i, j, cls))
                start = i + 1
    hits.sort()
    merged = []
    for i, j, cls in hits:
        if merged and i < merged[-1][1]:
            a, b, c = merged[-1]
            merged[-1] = (a, max(b, j), "secret" if "secret" in (c, cls) else c)
        else:
            merged.append((i, j, cls))
    return merged


INTL_CHARS = "äöüßéèñçøåłśżğışčřžΩЖдяλπ€"


def password_intl(rng, n=None, avoid=""):
    """A password that contains a few non-ASCII characters."""
    base = list(password(rng, n or rng.randint(11, 15), avoid=avoid))
    for _ in range(rng.randint(2, 3)):
        base.insert(rng.randrange(1, len(base)), rng.choice(INTL_CHARS))
    return "".join(base)


def urllib_quote(s):
    return urllib.parse.quote(s, safe="")


def zsh_sq(s):
    """Quote a word for a POSIX-ish shell script (what a script author would write)."""
    if re.fullmatch(r"[A-Za-z0-9_@%+=:,./-]+", s):
        return s
    return "'" + s.replace("'", "'\\''") + "'"


def tcl_escape(s):
    return "".join("\\" + c if c in "\\\"[]$" else c for c in s)


def b64(s):
    return base64.b64encode(s.encode()).decode()


def bdb_print(s):
    """Berkeley DB db_load -T/print format: printable bytes as is, backslash doubled, others as \\xx."""
    out = []
    for b in s.encode("utf-8"):
        c = chr(b)
        if c == "\\":
            out.append("\\\\")
        elif 32 <= b < 127:
            out.append(c)
        else:
            out.append("\\%02x" % b)
    return "".join(out)
