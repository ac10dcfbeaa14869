"""Deterministic synthetic values for corpus35.

Every unit (template, n) gets its own random.Random seeded from sha256("c35|<template>|<n>").
Nothing here is real: secrets are random strings of realistic shapes, personal data is
assembled from small built-in lists and random digits with valid check digits.
"""
import base64, hashlib, hmac, json, random, string, uuid as _uuid

B62 = string.ascii_letters + string.digits


def seed(template, n):
    return int(hashlib.sha256(f"c35|{template}|{n}".encode()).hexdigest(), 16)


def rng_for(template, n):
    return random.Random(seed(template, n))


def _s(r, alphabet, k):
    return "".join(r.choice(alphabet) for _ in range(k))


# ---------------------------------------------------------------- secrets
PUNCT_SAFE = "!#%*+-=?@^_~.,"   # no quotes, backslash, pipe, $, `, space, &<>
PUNCT_HTML = "&<>!#%*+-=?@^_~"


def password(r, punct=PUNCT_SAFE, lo=12, hi=18):
    k = r.randint(lo, hi)
    while True:
        s = _s(r, string.ascii_letters + string.digits + punct * 2, k)
        if (any(c in punct for c in s) and any(c.isdigit() for c in s)
                and any(c.isupper() for c in s) and s[0].isalnum() and s[-1].isalnum()):
            return s


def api_key(r):
    kind = r.choice(["sk_live_", "rk_test_", "ghp_", "glpat-", "xoxb-", "npm_", "hf_", "pat_", "AKIA", "SG.", "none"])
    if kind == "AKIA":
        return "AKIA" + _s(r, string.ascii_uppercase + string.digits, 16)
    if kind == "xoxb-":
        return "xoxb-%d-%d-%s" % (r.randint(10**10, 10**11), r.randint(10**11, 10**12), _s(r, B62, 24))
    if kind == "SG.":
        return "SG." + _s(r, B62 + "_-", 22) + "." + _s(r, B62 + "_-", 43)
    if kind == "none":
        return _s(r, B62, r.choice([32, 40]))
    return kind + _s(r, B62, r.choice([24, 32, 36]))


def hex_token(r, k=None):
    return _s(r, "0123456789abcdef", k or r.choice([32, 40, 48, 64]))


def b64_token(r, nbytes=None):
    return base64.b64encode(bytes(r.getrandbits(8) for _ in range(nbytes or r.choice([24, 30, 33])))).decode()


def b62_token(r):
    return _s(r, B62, r.choice([20, 26, 30]))


def recovery_codes(r, k=4):
    return ["%s-%s" % (_s(r, "abcdefghjkmnpqrstuvwxyz23456789", 5), _s(r, "abcdefghjkmnpqrstuvwxyz23456789", 5)) for _ in range(k)]


WORDS = ["orbit", "maple", "quartz", "velvet", "harbor", "ember", "lantern", "cobalt", "willow", "saffron",
         "glacier", "tundra", "falcon", "pepper", "meadow", "copper", "raven", "delta", "juniper", "nectar",
         "pixel", "marble", "thistle", "obsidian", "walnut", "zephyr", "bramble", "cinder", "lagoon", "fjord"]


def passphrase(r):
    return r.choice(["-", " ", "."]).join(r.sample(WORDS, r.choice([4, 5])))


def otp_seed(r):
    return _s(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", r.choice([16, 32]))


def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(r):
    h = _b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64u(json.dumps({"sub": str(r.randint(1000, 99999)), "iat": 1765000000 + r.randint(0, 10**6),
                          "scope": r.choice(["deploy", "read:all", "admin"])}, separators=(",", ":")).encode())
    sig = _b64u(hmac.new(bytes(r.getrandbits(8) for _ in range(32)), (h + "." + p).encode(), "sha256").digest())
    return h + "." + p + "." + sig


def privkey_line(r):
    return "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + base64.b64encode(bytes(r.getrandbits(8) for _ in range(24))).decode()


SECRET_KINDS = ["password", "api_key", "hex", "b64", "b62", "passphrase", "otp", "jwt", "recovery", "privkey"]


def secret(r, kind=None, punct=PUNCT_SAFE, no_space=False):
    kind = kind or r.choice(SECRET_KINDS)
    if kind == "password":
        return password(r, punct)
    if kind == "api_key":
        return api_key(r)
    if kind == "hex":
        return hex_token(r)
    if kind == "b64":
        return b64_token(r)
    if kind == "b62":
        return b62_token(r)
    if kind == "passphrase":
        p = passphrase(r)
        return p.replace(" ", "-") if no_space else p
    if kind == "otp":
        return otp_seed(r)
    if kind == "jwt":
        return jwt(r)
    if kind == "recovery":
        return recovery_codes(r, 1)[0]
    if kind == "privkey":
        return privkey_line(r)
    raise ValueError(kind)


# ---------------------------------------------------------------- keep-type diagnostics
def uuid(r):
    return str(_uuid.UUID(int=r.getrandbits(128), version=4))


def commit(r):
    return hex_token(r, 40)


def sha256hex(r):
    return hex_token(r, 64)


def version(r):
    return "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 40))


def port(r):
    return str(r.choice([5432, 6379, 8443, 9092, 3306, 27017, 8080, 9200, 11211, 5672]))


# ---------------------------------------------------------------- personal data
NAMES = {
    "de": (["Jürgen", "Anneliese", "Björn", "Gisela", "Maximilian", "Käthe"], ["Müller", "Weißbach", "Schröder", "Großmann", "Köhler"]),
    "fr": (["Héloïse", "François", "Anaïs", "Benoît", "Maëlle"], ["Lefèvre", "Dubois", "Château", "Rousseau", "Bérnard"]),
    "es": (["José", "Begoña", "Íñigo", "Lucía", "Ramón"], ["Núñez", "García", "Ibáñez", "Fernández", "Muñoz"]),
    "pl": (["Wojciech", "Małgorzata", "Zbigniew", "Łucja", "Grzegorz"], ["Wiśniewski", "Zając", "Kowalczyk", "Dąbrowska", "Szymański"]),
    "ru": (["Дмитрий", "Наталья", "Сергей", "Екатерина", "Алексей"], ["Смирнов", "Кузнецова", "Волков", "Соколова", "Морозов"]),
    "el": (["Γιώργος", "Ελένη", "Νίκος", "Κατερίνα"], ["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Δημητρίου"]),
    "ja": (["太郎", "花子", "健一", "由美"], ["山田", "佐藤", "鈴木", "高橋"]),
    "zh": (["伟", "秀英", "静", "磊"], ["王", "李", "张", "刘"]),
    "ko": (["민준", "서연", "지훈", "하은"], ["김", "이", "박", "최"]),
    "ar": (["محمد", "فاطمة", "يوسف", "ليلى"], ["الحسن", "العمري", "النجار", "الخطيب"]),
    "tr": (["Ayşe", "Mehmet", "Gülşen", "Çağrı"], ["Yılmaz", "Öztürk", "Şahin", "Çelik"]),
    "sv": (["Åsa", "Björn", "Märta", "Linnéa"], ["Lindqvist", "Åkesson", "Sjöberg", "Nyström"]),
    "fi": (["Päivi", "Jyrki", "Sanna", "Eetu"], ["Mäkinen", "Heikkilä", "Järvinen", "Virtanen"]),
    "nl": (["Sanne", "Joost", "Marijke", "Pieter"], ["de Vries", "van Dijk", "Bakker", "Visser"]),
    "cs": (["Jiří", "Kateřina", "Lukáš", "Zdeňka"], ["Dvořák", "Novotná", "Černý", "Procházka"]),
    "hi": (["अमित", "प्रिया", "राहुल", "सुनीता"], ["शर्मा", "वर्मा", "गुप्ता", "सिंह"]),
}
EAST = {"ja", "zh", "ko"}


def person(r, loc=None):
    loc = loc or r.choice(sorted(NAMES))
    g, f = r.choice(NAMES[loc][0]), r.choice(NAMES[loc][1])
    full = (f + g if loc in ("ja", "zh") else f + " " + g) if loc in EAST else g + " " + f
    return {"loc": loc, "given": g, "family": f, "full": full}


def phone(r, loc):
    d = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
    return {
        "de": lambda: "+49 30 %s" % d(7), "fr": lambda: "+33 6 %s %s %s %s" % (d(2), d(2), d(2), d(2)),
        "es": lambda: "+34 6%s %s %s" % (d(2), d(3), d(3)), "pl": lambda: "+48 5%s %s %s" % (d(2), d(3), d(3)),
        "ru": lambda: "+7 9%s %s-%s-%s" % (d(2), d(3), d(2), d(2)), "el": lambda: "+30 69%s %s" % (d(2), d(6)),
        "ja": lambda: "+81 90-%s-%s" % (d(4), d(4)), "zh": lambda: "+86 138 %s %s" % (d(4), d(4)),
        "ko": lambda: "+82 10-%s-%s" % (d(4), d(4)), "ar": lambda: "+971 50 %s %s" % (d(3), d(4)),
        "tr": lambda: "+90 53%s %s %s %s" % (d(1), d(3), d(2), d(2)), "sv": lambda: "+46 70 %s %s %s" % (d(3), d(2), d(2)),
        "fi": lambda: "+358 40 %s %s" % (d(3), d(4)), "nl": lambda: "+31 6 %s" % d(8),
        "cs": lambda: "+420 6%s %s %s" % (d(2), d(3), d(3)), "hi": lambda: "+91 98%s %s" % (d(3), d(5)),
    }[loc]()


def _digits(r, k):
    return [r.randint(0, 9) for _ in range(k)]


def nid_es(r):
    n = r.randint(10**7, 10**8 - 1)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def nid_nl(r):  # BSN, 11-proof
    while True:
        d = _digits(r, 8)
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10 and d[0] != 0:
            return "".join(map(str, d)) + str(c)


def nid_pl(r, y, m, dd):  # PESEL
    mm = m + (20 if y >= 2000 else 0)
    d = [int(c) for c in "%02d%02d%02d" % (y % 100, mm, dd)] + _digits(r, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(a * b for a, b in zip(d, w)) % 10) % 10
    return "".join(map(str, d)) + str(c)


def _luhn_digit(ds):
    tot = 0
    for i, x in enumerate(reversed(ds)):
        x = x * 2 if i % 2 == 0 else x
        tot += x - 9 if x > 9 else x
    return (10 - tot % 10) % 10


def nid_se(r, y, m, dd):  # personnummer YYMMDD-NNNC
    d = [int(c) for c in "%02d%02d%02d" % (y % 100, m, dd)] + _digits(r, 3)
    return "%02d%02d%02d-%s%d" % (y % 100, m, dd, "".join(map(str, d[6:])), _luhn_digit(d))


def nid_fi(r, y, m, dd):  # HETU
    ind = r.randint(2, 899)
    sep = "-" if y < 2000 else "A"
    n = int("%02d%02d%02d%03d" % (dd, m, y % 100, ind))
    return "%02d%02d%02d%s%03d%s" % (dd, m, y % 100, sep, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def nid_fr(r, y, m):  # NIR + cle
    body = "%d%02d%02d%02d%03d%03d" % (r.choice([1, 2]), y % 100, m, r.randint(1, 95), r.randint(1, 999), r.randint(1, 999))
    return body + "%02d" % (97 - int(body) % 97)


def nid_be(r, y, m, dd):  # rijksregisternummer
    base = "%02d%02d%02d%03d" % (y % 100, m, dd, r.randint(1, 997))
    n = int(("2" if y >= 2000 else "") + base)
    return "%s.%s.%s-%s.%02d" % (base[0:2], base[2:4], base[4:6], base[6:9], 97 - n % 97)


def national_id(r, loc, y, m, dd):
    f = {"es": lambda: ("DNI", nid_es(r)), "nl": lambda: ("BSN", nid_nl(r)), "pl": lambda: ("PESEL", nid_pl(r, y, m, dd)),
         "sv": lambda: ("personnummer", nid_se(r, y, m, dd)), "fi": lambda: ("HETU", nid_fi(r, y, m, dd)),
         "fr": lambda: ("NIR", nid_fr(r, y, m))}
    if loc not in f:
        loc = r.choice(sorted(f))
    return f[loc]()


IBAN_FMT = {"DE": "n18", "FR": "n23", "ES": "n20", "NL": "a4n10", "PL": "n24", "BE": "n12", "AT": "n16", "IT": "a1n22",
            "FI": "n14", "SE": "n20", "CZ": "n20", "GR": "n23", "TR": "n22"}


def iban(r, cc=None, grouped=None):
    cc = cc or r.choice(sorted(IBAN_FMT))
    fmt = IBAN_FMT[cc]
    bban = ""
    i = 0
    while i < len(fmt):
        t = fmt[i]; j = i + 1
        while j < len(fmt) and fmt[j].isdigit():
            j += 1
        k = int(fmt[i + 1:j]); i = j
        bban += _s(r, string.ascii_uppercase, k) if t == "a" else _s(r, string.digits, k)
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    s = "%s%02d%s" % (cc, chk, bban)
    assert int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1
    if grouped is None:
        grouped = r.random() < 0.5
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if grouped else s


STREETS = {
    "de": ("Lindenstraße", "10115 Berlin"), "fr": ("rue de la République", "69002 Lyon"), "es": ("Calle de Alcalá", "28014 Madrid"),
    "pl": ("ul. Marszałkowska", "00-624 Warszawa"), "ru": ("ул. Тверская", "125009 Москва"), "el": ("οδός Ερμού", "105 63 Αθήνα"),
    "ja": ("東京都新宿区西新宿2-8-1", "〒163-8001"), "zh": ("北京市朝阳区建国路", "100022"), "ko": ("서울특별시 강남구 테헤란로", "06236"),
    "ar": ("شارع الشيخ زايد", "دبي"), "tr": ("İstiklal Caddesi", "34433 Beyoğlu/İstanbul"), "sv": ("Drottninggatan", "111 51 Stockholm"),
    "fi": ("Mannerheimintie", "00100 Helsinki"), "nl": ("Keizersgracht", "1015 CJ Amsterdam"), "cs": ("Vodičkova", "110 00 Praha 1"),
    "hi": ("महात्मा गांधी मार्ग", "नई दिल्ली 110001"),
}


def address(r, loc):
    st, city = STREETS[loc]
    no = r.randint(1, 180)
    if loc in ("ja", "zh", "ko"):
        return "%s %s %d" % (city, st, no) if loc != "ja" else "%s %s-%d" % (city, st, no)
    if loc in ("fr", "es", "ar"):
        return "%d %s, %s" % (no, st, city) if loc == "fr" else "%s %d, %s" % (st, no, city)
    return "%s %d, %s" % (st, no, city)


def birth(r):
    y, m, dd = r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28)
    return y, m, dd


def fmt_date(r, y, m, dd):
    return r.choice(["%02d.%02d.%d" % (dd, m, y), "%d-%02d-%02d" % (y, m, dd), "%02d/%02d/%d" % (dd, m, y)])


ASCII = {"ü": "ue", "ö": "oe", "ä": "ae", "ß": "ss", "é": "e", "è": "e", "ë": "e", "ï": "i", "ç": "c", "ñ": "n", "í": "i",
         "á": "a", "ó": "o", "ú": "u", "ł": "l", "ś": "s", "ż": "z", "ź": "z", "ą": "a", "ę": "e", "ć": "c", "ń": "n",
         "å": "a", "ı": "i", "ş": "s", "ğ": "g", "ř": "r", "č": "c", "ě": "e", "ů": "u", "ž": "z", "š": "s", "ý": "y", "ň": "n",
         "â": "a", "ô": "o", "î": "i", "ê": "e", "û": "u", "Å": "A", "Ö": "O", "Ä": "A", "Ü": "U", "Ł": "L", "Ç": "C", "Ş": "S",
         "Í": "I", "Ñ": "N", "İ": "I", "Č": "C", "Ž": "Z", "Š": "S", "Ř": "R", "Ú": "U", "Á": "A", "É": "E", "Ó": "O", "Ś": "S", "Ż": "Z"}


def email_for(r, p):
    base = "".join(ASCII.get(c, c) for c in (p["given"] + "." + p["family"]).lower().replace(" ", ""))
    if not base.replace(".", "").isascii():
        base = "user%d" % r.randint(100, 9999)
    return "%s@%s" % (base, r.choice(["example.de", "example.fr", "example.com", "mail.example.org", "example.net"]))


def pii(r, loc=None):
    p = person(r, loc)
    y, m, dd = birth(r)
    kind, nid = national_id(r, p["loc"], y, m, dd)
    cc = {"de": "DE", "fr": "FR", "es": "ES", "nl": "NL", "pl": "PL", "fi": "FI", "sv": "SE", "cs": "CZ", "el": "GR", "tr": "TR"}.get(p["loc"])
    return dict(p, phone=phone(r, p["loc"]), nid_kind=kind, nid=nid, iban=iban(r, cc), address=address(r, p["loc"]),
                birth=fmt_date(r, y, m, dd), email=email_for(r, p))


# ---------------------------------------------------------------- infrastructure
SVC = ["checkout", "billing", "ledger", "auth", "search", "ingest", "notify", "payments", "catalog", "reports"]
DOM = ["corp.internal", "prod.acme-intra.net", "svc.cluster.local", "lan.example-ops.io", "dc2.internal"]


def private_ip(r):
    k = r.choice([10, 172, 192])
    if k == 10:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    if k == 172:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))


def mac(r):
    return ":".join(["02"] + ["%02x" % r.randint(0, 255) for _ in range(5)])


def hostname(r, short=False):
    h = "%s-%s-%02d" % (r.choice(SVC), r.choice(["db", "app", "worker", "cache", "mq", "gw"]), r.randint(1, 40))
    return h if short else h + "." + r.choice(DOM)


def pod(r):
    return "%s-%s-%s-%s" % (r.choice(SVC), r.choice(["api", "worker", "cron"]), _s(r, "0123456789bcdfghjklmnpqrstvwxz", 9), _s(r, "bcdfghjklmnpqrstvwxz2456789", 5))


def node(r):
    ip = private_ip(r)
    return "ip-%s.%s.compute.internal" % (ip.replace(".", "-"), r.choice(["eu-west-1", "eu-central-1", "ap-northeast-1"]))
