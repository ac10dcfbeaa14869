"""Deterministic generators of planted values for corpus20.

Every generator takes a random.Random seeded with a string, so the same seed
always yields the same value.  Check-digit generators are verified against
published examples in self_test().
"""
import base64
import hashlib
import hmac
import json
import random
import string

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rng(seed):
    return random.Random("corpus20:" + seed)


# ---------------------------------------------------------------- secrets
def base62(r, n):
    return "".join(r.choice(B62) for _ in range(n))


def hexs(r, n):
    return "".join(r.choice(HEX) for _ in range(n))


def b64(r, nbytes, urlsafe=False):
    raw = bytes(r.randrange(256) for _ in range(nbytes))
    s = base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)
    return s.decode().rstrip("=") if urlsafe else s.decode()


WORDS = ("amber anchor basil cobalt dune ember fjord garnet harbor iris juniper kelp lantern "
         "meadow nectar orbit pebble quartz raven saffron tundra umber velvet willow xenon yarrow zephyr "
         "copper falcon glacier hollow meteor prism ripple spruce thistle violet walnut").split()
FIRST = "Lena Marco Ines Tomas Greta Pavel Nora Jonas Elif Kenji Sofia Mateo Ayla Rui Freya Oskar".split()
SYMS = "!#$%&*+?@^~"
WALKS = ["qwerty", "asdfgh", "zxcvbn", "1qaz2wsx", "qazwsx", "poiuyt", "mnbvcx", "wsxedc", "azerty", "qwertz"]


def passphrase(r):
    sep = r.choice("-_.+")
    return sep.join(r.choice(WORDS) for _ in range(r.choice((3, 4)))) + sep + str(r.randrange(10, 99))


def human_password(r):
    return r.choice(FIRST) + str(r.randrange(1970, 2024)) + r.choice(SYMS) + r.choice(("", str(r.randrange(10))))


def keyboard_walk(r):
    w = r.choice(WALKS)
    return (w.capitalize() if r.random() < .5 else w) + r.choice(SYMS) + str(r.randrange(100, 999))


def pin(r, n=None):
    n = n or r.choice((4, 5, 6, 8))
    return "".join(r.choice(string.digits) for _ in range(n))


def otp(r):
    return pin(r, 6)


def jwt(r):
    def enc(o):
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    h = enc({"alg": "HS256", "typ": "JWT"})
    p = enc({"sub": "u" + pin(r, 6), "iat": 1700000000 + r.randrange(10**7), "scope": r.choice(["read", "write", "admin"])})
    key = base62(r, 24).encode()
    sig = base64.urlsafe_b64encode(hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest()).decode().rstrip("=")
    return h + "." + p + "." + sig


def session_id(r):
    return r.choice([lambda: hexs(r, 32), lambda: base62(r, 26), lambda: b64(r, 24, True)])()


VENDOR = [
    ("ghp_", lambda r: base62(r, 36)),
    ("github_pat_", lambda r: base62(r, 22) + "_" + base62(r, 59)),
    ("glpat-", lambda r: base62(r, 20)),
    ("xoxb-", lambda r: pin(r, 12) + "-" + pin(r, 13) + "-" + base62(r, 24)),
    ("sk_live_", lambda r: base62(r, 24)),
    ("AKIA", lambda r: "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(16))),
    ("npm_", lambda r: base62(r, 36)),
    ("SG.", lambda r: b64(r, 16, True)[:22] + "." + b64(r, 32, True)[:43]),
    ("hf_", lambda r: base62(r, 34)),
    ("pypi-", lambda r: "AgEIcHlwaS5vcmc" + base62(r, 40)),
]


def vendor_token(r):
    pre, f = r.choice(VENDOR)
    return pre + f(r)


def secret(r, kind=None):
    kinds = ["b62", "b64", "hex", "phrase", "human", "walk", "jwt", "session", "vendor"]
    kind = kind or r.choice(kinds)
    return {
        "b62": lambda: base62(r, r.choice((16, 20, 24, 32, 40))),
        "b64": lambda: b64(r, r.choice((18, 24, 30, 33))),
        "hex": lambda: hexs(r, r.choice((24, 32, 40, 48, 64))),
        "phrase": lambda: passphrase(r),
        "human": lambda: human_password(r),
        "walk": lambda: keyboard_walk(r),
        "jwt": lambda: jwt(r),
        "session": lambda: session_id(r),
        "vendor": lambda: vendor_token(r),
        "pin": lambda: pin(r),
        "otp": lambda: otp(r),
    }[kind]()


def pem_body(r, n=64):
    return b64(r, 48)[:n]


# ------------------------------------------------------------ lookalikes
def uuid4(r):
    h = list(hexs(r, 32))
    h[12] = "4"
    h[16] = r.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def trace_id(r):
    return hexs(r, 32)


def span_id(r):
    return hexs(r, 16)


def sha256hex(r):
    return hashlib.sha256(base62(r, 20).encode()).hexdigest()


def commit_id(r):
    return hashlib.sha1(base62(r, 20).encode()).hexdigest()


def ulid(r):
    return "".join(r.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(26))


# ------------------------------------------------------- check digits
def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def dni_es(r):
    n = r.randrange(10**7, 10**8)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def pesel_pl(r):
    y, m, d = r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 29)
    base = "%02d%02d%02d%04d" % (y, m, d, r.randrange(10000))
    return base + pesel_check(base)


def pesel_check(base):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def bsn_nl(r):
    while True:
        d = [r.randrange(10) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def bsn_valid(s):
    return sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) % 11 == int(s[8])


def cpf_digits(base):
    s1 = sum(int(c) * w for c, w in zip(base, range(10, 1, -1)))
    d1 = (s1 * 10) % 11 % 10
    s2 = sum(int(c) * w for c, w in zip(base + str(d1), range(11, 1, -1)))
    d2 = (s2 * 10) % 11 % 10
    return "%d%d" % (d1, d2)


def cpf_br(r):
    base = "%09d" % r.randrange(10**8, 10**9)
    c = base + cpf_digits(base)
    return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])


def personnummer_se(r):
    base = "%02d%02d%02d%03d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 29), r.randrange(1000))
    return base[:6] + "-" + base[6:] + luhn_digit(base)


def cn_id_check(s17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, w)) % 11]


def cn_id(r):
    s = "%06d%04d%02d%02d%03d" % (r.choice([110105, 310104, 440305, 510107]), r.randrange(1960, 2000),
                                  r.randrange(1, 13), r.randrange(1, 29), r.randrange(1000))
    return s + cn_id_check(s)


def tckn_check(d9):
    d = list(map(int, d9))
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "%d%d" % (d10, d11)


def tckn_tr(r):
    d9 = str(r.randrange(1, 10)) + "%08d" % r.randrange(10**8)
    return d9 + tckn_check(d9)


def hetu_check(ddmmyy, nnn):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + nnn) % 31]


def hetu_fi(r):
    dd, mm, yy, n = r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 99), r.randrange(2, 899)
    a = "%02d%02d%02d" % (dd, mm, yy)
    return a + "-" + "%03d" % n + hetu_check(a, "%03d" % n)


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            tot += CF_ODD[c]
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26)


def codice_fiscale_it(r):
    L = string.ascii_uppercase
    s = ("".join(r.choice("BCDFGLMNPRSTVZ") for _ in range(6)) + "%02d" % r.randrange(50, 99) +
         r.choice("ABCDEHLMPRST") + "%02d" % r.randrange(1, 29) + r.choice("ABCDEFGHLM") + "%03d" % r.randrange(100, 999))
    return s + cf_check(s)


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
              [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
              [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
              [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def aadhaar_in(r):
    s = str(r.randrange(2, 10)) + "%010d" % r.randrange(10**10)
    s += verhoeff_digit(s)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


# -------------------------------------------------------------- locales
LOCALES = {
    "de": dict(names=["Jürgen Weißmüller", "Käthe Schröder", "Lutz Großkopf", "Anneliese Bäcker"],
               mobile=lambda r: "+49 15%d %s" % (r.randrange(1, 8), pin(r, 8)),
               addr=lambda r: "%s %d, %05d %s" % (r.choice(["Mühlenstraße", "Lindenallee", "Schloßweg"]), r.randrange(1, 120),
                                                   r.randrange(10000, 99999), r.choice(["Köln", "München", "Lübeck"]))),
    "es": dict(names=["María José Fernández", "Íñigo Martínez", "Begoña Núñez", "Jesús Peñalver"],
               mobile=lambda r: "+34 6%s %s %s" % (pin(r, 2), pin(r, 3), pin(r, 3)), nid=dni_es,
               addr=lambda r: "Calle de %s %d, %d.º %s, %05d %s" % (r.choice(["Alcalá", "Núñez de Balboa", "Cervantes"]), r.randrange(1, 200),
                                                                  r.randrange(1, 9), r.choice("ABCD"), r.randrange(28001, 28055), "Madrid")),
    "pl": dict(names=["Łukasz Wróblewski", "Małgorzata Żak", "Zbigniew Kołodziej", "Agnieszka Szczęsna"],
               mobile=lambda r: "+48 %s %s %s" % (r.choice(["501", "602", "790"]), pin(r, 3), pin(r, 3)), nid=pesel_pl,
               addr=lambda r: "ul. %s %d/%d, %02d-%03d %s" % (r.choice(["Złota", "Świętokrzyska", "Źródlana"]), r.randrange(1, 90), r.randrange(1, 40),
                                                               r.randrange(0, 99), r.randrange(1000), r.choice(["Łódź", "Kraków", "Gdańsk"]))),
    "nl": dict(names=["Sjoerd van der Berg", "Anneke de Vries", "Joris van 't Hek", "Femke IJzerman"],
               mobile=lambda r: "+31 6 %s %s" % (pin(r, 4), pin(r, 4)), nid=bsn_nl,
               addr=lambda r: "%s %d, %04d %s %s" % (r.choice(["Prinsengracht", "Keizersgracht", "Oudegracht"]), r.randrange(1, 400),
                                                      r.randrange(1000, 9999), r.choice(["AB", "KL", "XR"]), r.choice(["Amsterdam", "Utrecht"]))),
    "br": dict(names=["João Gonçalves", "Conceição Araújo", "Luís Magalhães", "Antônia Simões"],
               mobile=lambda r: "+55 11 9%s-%s" % (pin(r, 4), pin(r, 4)), nid=cpf_br,
               addr=lambda r: "Rua %s, %d, apto %d, São Paulo - SP, %05d-%03d" % (r.choice(["Augusta", "da Consolação", "Haddock Lobo"]), r.randrange(1, 3000),
                                                                               r.randrange(11, 199), r.randrange(1000, 9999), r.randrange(1000))),
    "se": dict(names=["Åsa Lindqvist", "Björn Söderström", "Märta Ångström", "Göran Öberg"],
               mobile=lambda r: "+46 70 %s %s %s" % (pin(r, 3), pin(r, 2), pin(r, 2)), nid=personnummer_se,
               addr=lambda r: "%s %d, %03d %02d %s" % (r.choice(["Drottninggatan", "Götgatan", "Sveavägen"]), r.randrange(1, 150),
                                                        r.randrange(100, 999), r.randrange(100), r.choice(["Göteborg", "Malmö", "Västerås"]))),
    "cn": dict(names=["王秀英", "李建国", "张伟", "刘芳芳"],
               mobile=lambda r: "+86 1%s %s %s" % (r.choice(["38", "39", "58", "86"]), pin(r, 4), pin(r, 4)), nid=cn_id,
               addr=lambda r: "%s%s路%d号%d室" % (r.choice(["上海市徐汇区", "北京市朝阳区", "深圳市南山区"]), r.choice(["淮海中", "建国", "科技"]), r.randrange(1, 999), r.randrange(101, 2999))),
    "tr": dict(names=["Şükrü Öztürk", "Gülşen Çelik", "İbrahim Yıldırım", "Ayşegül Karaağaç"],
               mobile=lambda r: "+90 5%s %s %s %s" % (pin(r, 2), pin(r, 3), pin(r, 2), pin(r, 2)), nid=tckn_tr,
               addr=lambda r: "%s Mah. %s Sok. No:%d D:%d, %s" % (r.choice(["Moda", "Bağdat", "Çiçek"]), r.choice(["Güneş", "Işık", "Öğretmen"]),
                                                                 r.randrange(1, 80), r.randrange(1, 20), r.choice(["Kadıköy/İstanbul", "Çankaya/Ankara"]))),
    "fi": dict(names=["Päivi Hämäläinen", "Jyrki Mäkelä", "Sirkka Väisänen", "Eero Kärkkäinen"],
               mobile=lambda r: "+358 40 %s %s" % (pin(r, 3), pin(r, 4)), nid=hetu_fi,
               addr=lambda r: "%s %d A %d, %05d %s" % (r.choice(["Mannerheimintie", "Hämeenkatu", "Yliopistonkatu"]), r.randrange(1, 90), r.randrange(1, 30),
                                                        r.randrange(100, 99999), r.choice(["Helsinki", "Tampere", "Jyväskylä"]))),
    "it": dict(names=["Niccolò Bellucci", "Gabriella D'Angelo", "Ludovica Santoro", "Pierluigi Cattaneo"],
               mobile=lambda r: "+39 3%s %s %s" % (pin(r, 2), pin(r, 3), pin(r, 4)), nid=codice_fiscale_it,
               addr=lambda r: "Via %s %d, %05d %s" % (r.choice(["Garibaldi", "dei Mille", "San Vitale"]), r.randrange(1, 200), r.randrange(10000, 99999),
                                                     r.choice(["Bologna", "Torino", "Firenze"]))),
    "in": dict(names=["अनन्या शर्मा", "राजेश कुमार", "Priyanka Raghunathan", "Venkatesh Iyer"],
               mobile=lambda r: "+91 9%s %s" % (pin(r, 4), pin(r, 5)), nid=aadhaar_in,
               addr=lambda r: "Flat %d, %s, %s - %06d" % (r.randrange(101, 1200), r.choice(["Koramangala 5th Block", "Andheri West", "T. Nagar"]),
                                                         r.choice(["Bengaluru", "Mumbai", "Chennai"]), r.randrange(400001, 600099))),
    "ru": dict(names=["Екатерина Смирнова", "Дмитрий Кузнецов", "Ольга Воробьёва", "Сергей Павлов"],
               mobile=lambda r: "+7 9%s %s-%s-%s" % (pin(r, 2), pin(r, 3), pin(r, 2), pin(r, 2)),
               addr=lambda r: "ул. %s, д. %d, кв. %d, %s" % (r.choice(["Тверская", "Ленина", "Садовая"]), r.randrange(1, 99), r.randrange(1, 300),
                                                           r.choice(["Москва", "Казань", "Новосибирск"]))),
    "gr": dict(names=["Γεώργιος Παπαδόπουλος", "Ελένη Κωνσταντίνου", "Δημήτρης Οικονόμου", "Μαρία Αθανασίου"],
               mobile=lambda r: "+30 69%s %s %s" % (pin(r, 1), pin(r, 3), pin(r, 4)),
               addr=lambda r: "Οδός %s %d, %03d %02d %s" % (r.choice(["Ερμού", "Σταδίου", "Πανεπιστημίου"]), r.randrange(1, 150), r.randrange(100, 999),
                                                          r.randrange(100), r.choice(["Αθήνα", "Θεσσαλονίκη"]))),
    "jp": dict(names=["佐藤 花子", "鈴木 一郎", "高橋 美咲", "渡辺 健太"],
               mobile=lambda r: "+81 90-%s-%s" % (pin(r, 4), pin(r, 4)),
               addr=lambda r: "〒%03d-%04d 東京都%s%d丁目%d-%d" % (r.randrange(100, 199), r.randrange(10000), r.choice(["港区六本木", "新宿区西新宿", "渋谷区神宮前"]),
                                                           r.randrange(1, 9), r.randrange(1, 30), r.randrange(1, 20))),
    "kr": dict(names=["김민준", "이서연", "박지훈", "최유진"],
               mobile=lambda r: "+82 10-%s-%s" % (pin(r, 4), pin(r, 4)),
               addr=lambda r: "서울특별시 %s %s %d" % (r.choice(["강남구", "마포구", "종로구"]), r.choice(["테헤란로", "월드컵로", "세종대로"]), r.randrange(1, 500))),
    "ar": dict(names=["محمد العتيبي", "فاطمة الزهراء بنعلي", "يوسف الحداد", "ليلى منصور"],
               mobile=lambda r: "+971 50 %s %s" % (pin(r, 3), pin(r, 4)),
               addr=lambda r: "شارع %s، مبنى %d، %s" % (r.choice(["الشيخ زايد", "الملك فهد", "الجامعة"]), r.randrange(1, 90), r.choice(["دبي", "الرياض", "عمّان"]))),
}
LOCALE_ORDER = sorted(LOCALES)


def person(r, loc=None):
    loc = loc or r.choice(LOCALE_ORDER)
    L = LOCALES[loc]
    p = {"locale": loc, "name": r.choice(L["names"]), "mobile": L["mobile"](r), "address": L["addr"](r)}
    if "nid" in L:
        p["national_id"] = L["nid"](r)
    return p


# ------------------------------------------------------------- infra
def host(r, zone=None):
    role = r.choice(["db", "api", "cache", "files", "print", "mq", "auth", "edge", "build", "ldap"])
    zone = zone or r.choice(["corp.example.com", "prod.example.net", "int.example.org", "lab.example.com"])
    return "%s-%02d.%s" % (role, r.randrange(1, 40), zone)


def short_host(r):
    return r.choice(["srv", "ws", "nas", "prn", "dc", "fs", "hv"]) + "-" + r.choice(["ber", "waw", "osl", "lis", "sel", "gru"]) + "-%02d" % r.randrange(1, 60)


def private_ip(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


def doc_ip(r):
    return r.choice(["192.0.2", "198.51.100", "203.0.113"]) + ".%d" % r.randrange(1, 255)


def pod(r):
    app = r.choice(["checkout", "billing", "ingest", "search", "notifier", "gateway"])
    return "%s-%s-%s" % (app, "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(10)),
                         "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5)))


def node(r):
    return "ip-%d-%d-%d-%d.eu-central-1.compute.internal" % (10, r.randrange(256), r.randrange(256), r.randrange(1, 255)) \
        if r.random() < 0.0 else "gke-prod-pool-%s-%s" % (hexs(r, 8), base62(r, 4).lower())


def email(r, name_ascii=None):
    u = name_ascii or r.choice(["k.nowak", "j.tanaka", "m.rossi", "a.yilmaz", "s.olsen", "p.dubois"]) + str(r.randrange(10, 99))
    return u + "@" + r.choice(["example.com", "mail.example.org", "example.net"])


# ------------------------------------------------------------ encodings
def pct(s, safe=""):
    from urllib.parse import quote
    return quote(s, safe=safe)


def json_escape(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def basic(user, pw):
    return base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()


# ------------------------------------------------------------ self test
def self_test():
    assert luhn_digit("7992739871") == "3"              # Wikipedia Luhn example 79927398713
    assert "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"   # DNI 12345678Z (Spanish interior ministry example)
    assert pesel_check("4405140135") == "9"            # PESEL 44051401359 (Wikipedia)
    assert bsn_valid("111222333")                      # BSN 111222333 (Dutch test number)
    assert cpf_digits("111444777") == "35"             # CPF 111.444.777-35 (Wikipedia)
    assert luhn_digit("811218987") == "6"              # personnummer 811218-9876 (Skatteverket example)
    assert cn_id_check("11010519491231002") == "X"     # 11010519491231002X (GB 11643 example)
    assert tckn_check("100000001") == "46"             # TCKN 10000000146 (published test number)
    assert hetu_check("131052", "308") == "T"          # HETU 131052-308T (DVV example)
    assert cf_check("RSSMRA85T10A562") == "S"          # codice fiscale RSSMRA85T10A562S (Wikipedia)
    assert verhoeff_digit("236") == "3"                # Verhoeff example 2363 (Wikipedia)
    r = rng("selftest")
    for loc in LOCALE_ORDER:
        p = person(r, loc)
        if "national_id" in p:
            v = p["national_id"]
            if loc == "es":
                assert v[8] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23]
            elif loc == "pl":
                assert pesel_check(v[:10]) == v[10]
            elif loc == "nl":
                assert bsn_valid(v)
            elif loc == "br":
                d = v.replace(".", "").replace("-", "")
                assert cpf_digits(d[:9]) == d[9:]
            elif loc == "se":
                d = v.replace("-", "")
                assert luhn_digit(d[:9]) == d[9]
            elif loc == "cn":
                assert cn_id_check(v[:17]) == v[17]
            elif loc == "tr":
                assert tckn_check(v[:9]) == v[9:]
            elif loc == "fi":
                assert hetu_check(v[:6], v[7:10]) == v[10]
            elif loc == "it":
                assert cf_check(v[:15]) == v[15]
            elif loc == "in":
                d = v.replace(" ", "")
                assert verhoeff_digit(d[:11]) == d[11]
    assert rng("x").random() == rng("x").random()
    return True


if __name__ == "__main__":
    print(self_test())
