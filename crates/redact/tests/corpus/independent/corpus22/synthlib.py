"""corpus22 synthetic value library.

Every planted value comes from random.Random("corpus22:" + seed) with a
string seed, so capture.py can re-create exactly the same values.
Check-digit algorithms are verified against published examples in self_test().
"""
import base64
import hashlib
import hmac
import json
import random
import string

B62 = string.ascii_letters + string.digits
HEXD = "0123456789abcdef"


def R(seed):
    return random.Random("corpus22:" + str(seed))


# ---------------------------------------------------------------- secrets
def s_base62(r, n=None):
    return "".join(r.choice(B62) for _ in range(n or r.randint(18, 40)))


def s_base64(r, nbytes=None):
    raw = bytes(r.randrange(256) for _ in range(nbytes or r.choice([18, 24, 32, 48])))
    return base64.b64encode(raw).decode()


def s_hex(r, n=None):
    return "".join(r.choice(HEXD) for _ in range(n or r.choice([24, 32, 40, 48, 64])))


WORDS = ["amber", "falcon", "orbit", "tundra", "velvet", "quartz", "harbor", "lantern",
         "meadow", "cobalt", "pepper", "saffron", "glacier", "willow", "ember", "nimbus",
         "copper", "juniper", "marble", "pixel", "raven", "sierra", "tango", "walnut"]


def s_passphrase(r):
    sep = r.choice(["-", "_", ".", "+"])
    ws = [r.choice(WORDS) for _ in range(r.randint(3, 5))]
    if r.random() < 0.5:
        ws[r.randrange(len(ws))] = ws[0].capitalize()
    return sep.join(ws) + sep + str(r.randint(10, 99))


FIRST = ["Marta", "Jonas", "Pieter", "Ingrid", "Tomasz", "Aylin", "Giulia", "Ravi", "Camila", "Oskar", "Liisa", "Henrik"]


def s_human(r):
    return r.choice(FIRST) + str(r.randint(1961, 2019)) + r.choice("!#$%&*?@")


WALKS = ["qwertz", "asdfgh", "zxcvbn", "1qaz2wsx", "qazwsx", "poiuyt", "mnbvcx", "1q2w3e4r", "wsxedc"]


def s_walk(r):
    w = r.choice(WALKS) + r.choice(WALKS)
    return w[:1].upper() + w[1:] + str(r.randint(100, 999)) + r.choice("!$#")


def s_pin(r):
    return "".join(r.choice(string.digits) for _ in range(r.choice([4, 6, 8])))


def s_otp(r):
    return "".join(r.choice(string.digits) for _ in range(6))


def _b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def s_jwt(r):
    hdr = _b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = _b64u(json.dumps({"sub": s_base62(r, 10), "iat": 1700000000 + r.randint(0, 9999999),
                             "scope": r.choice(["read", "admin", "ops"])}, separators=(",", ":")).encode())
    key = s_base62(r, 32).encode()
    sig = _b64u(hmac.new(key, (hdr + "." + body).encode(), hashlib.sha256).digest())
    return hdr + "." + body + "." + sig


def s_session(r):
    return r.choice(["", "sess_", "SID-"]) + s_hex(r, 32)


def s_vendor(r, kind=None):
    kinds = ["ghp", "github_pat", "glpat", "xoxb", "sk_live", "AKIA", "npm", "SG", "hf", "pypi", "shpat", "dop"]
    k = kind or r.choice(kinds)
    if k == "ghp":
        return "ghp_" + s_base62(r, 36)
    if k == "github_pat":
        return "github_pat_" + s_base62(r, 22) + "_" + s_base62(r, 59)
    if k == "glpat":
        return "glpat-" + "".join(r.choice(B62 + "_-") for _ in range(20))
    if k == "xoxb":
        return "xoxb-%d-%d-%s" % (r.randint(10**10, 10**11), r.randint(10**12, 10**13), s_base62(r, 24))
    if k == "sk_live":
        return "sk_live_" + s_base62(r, 24)
    if k == "AKIA":
        return "AKIA" + "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(16))
    if k == "npm":
        return "npm_" + s_base62(r, 36)
    if k == "SG":
        return "SG." + "".join(r.choice(B62 + "_-") for _ in range(22)) + "." + "".join(r.choice(B62 + "_-") for _ in range(43))
    if k == "hf":
        return "hf_" + "".join(r.choice(string.ascii_letters) for _ in range(34))
    if k == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + "".join(r.choice(B62 + "_-") for _ in range(60))
    if k == "shpat":
        return "shpat_" + s_hex(r, 32)
    if k == "dop":
        return "dop_v1_" + s_hex(r, 64)
    raise ValueError(k)


def s_hash(r, pw=None):
    """password hashes in several textual formats (deterministic)."""
    pw = pw or s_human(r)
    salt = s_base62(r, 16)
    kind = r.choice(["pbkdf2", "ssha", "sha256hex", "sha512b64"])
    if kind == "pbkdf2":
        it = r.choice([260000, 600000, 120000])
        dk = hashlib.pbkdf2_hmac("sha256", pw.encode(), salt.encode(), 1000)
        return "pbkdf2_sha256$%d$%s$%s" % (it, salt[:12], base64.b64encode(dk).decode())
    if kind == "ssha":
        s = salt[:8].encode()
        return "{SSHA}" + base64.b64encode(hashlib.sha1(pw.encode() + s).digest() + s).decode()
    if kind == "sha256hex":
        return hashlib.sha256((salt + pw).encode()).hexdigest()
    return "sha512:" + base64.b64encode(hashlib.sha512((salt + pw).encode()).digest()).decode()


SECRET_GENS = [
    ("base62", s_base62), ("base64", s_base64), ("hex", s_hex), ("passphrase", s_passphrase),
    ("human", s_human), ("walk", s_walk), ("pin", s_pin), ("otp", s_otp), ("jwt", s_jwt),
    ("session", s_session), ("vendor", s_vendor), ("hash", s_hash),
]


def secret(seed, kind=None):
    r = R(seed)
    if kind is None:
        name, fn = r.choice(SECRET_GENS)
    else:
        fn = dict(SECRET_GENS)[kind]
    return fn(r)


def password(seed):
    """a password-like secret that is safe inside command lines / URLs (mixed generators)."""
    r = R(seed)
    kind = r.choice(["base62", "passphrase", "human", "walk", "base62"])
    v = dict(SECRET_GENS)[kind](r)
    return v


# ------------------------------------------------------------ check digits
def luhn_ok(num):
    ds = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return c


def dni_letter(n):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def pesel_check(d10):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(d10, w)) % 10) % 10)


def bsn_ok(s):
    if len(s) != 9:
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def cpf_digits(d9):
    ds = [int(c) for c in d9]
    s1 = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    ds.append(c1)
    s2 = sum(d * w for d, w in zip(ds, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    return "%d%d" % (c1, c2)


def cn_check(d17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(d17, w)) % 11]


def tckn_digits(d9):
    d = [int(c) for c in d9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "%d%d" % (d10, d11)


def hetu_check(ddmmyy, nnn):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + nnn) % 31]


_CF_ODD = {c: v for c, v in zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])}


def cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            tot += _CF_ODD[c]
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, d in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(d)]]
    return c == 0


def verhoeff_digit(body):
    c = 0
    for i, d in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(d)]]
    return str(_VINV[c])


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban_make(cc, bban):
    s = bban + cc + "00"
    chk = 98 - int("".join(str(int(c, 36)) for c in s)) % 97
    return "%s%02d%s" % (cc, chk, bban)


# ------------------------------------------------------------ personal data
def _digits(r, n):
    return "".join(r.choice(string.digits) for _ in range(n))


def nid_es(r):
    n = "%08d" % r.randint(10000000, 99999999)
    return n + dni_letter(n)


def nid_pl(r):
    y, m, d = r.randint(50, 99), r.randint(1, 12), r.randint(1, 28)
    b = "%02d%02d%02d%s" % (y, m, d, _digits(r, 4))
    return b + pesel_check(b)


def nid_nl(r):
    while True:
        s = str(r.randint(1, 9)) + _digits(r, 8)
        if bsn_ok(s):
            return s


def nid_br(r):
    d9 = _digits(r, 9)
    c = cpf_digits(d9)
    return "%s.%s.%s-%s" % (d9[:3], d9[3:6], d9[6:], c)


def nid_se(r):
    b = "%02d%02d%02d%s" % (r.randint(40, 99), r.randint(1, 12), r.randint(1, 28), _digits(r, 3))
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def nid_cn(r):
    b = r.choice(["110105", "310104", "440305", "510107"]) + "%04d%02d%02d" % (r.randint(1950, 2000), r.randint(1, 12), r.randint(1, 28)) + _digits(r, 3)
    return b + cn_check(b)


def nid_tr(r):
    d9 = str(r.randint(1, 9)) + _digits(r, 8)
    return d9 + tckn_digits(d9)


def nid_fi(r):
    dd = "%02d%02d%02d" % (r.randint(1, 28), r.randint(1, 12), r.randint(50, 99))
    n = "%03d" % r.randint(2, 899)
    return dd + "-" + n + hetu_check(dd, n)


def nid_it(r):
    cons = "BCDFGLMNPRSTVZ"
    s = "".join(r.choice(cons) for _ in range(3)) + "".join(r.choice(cons) for _ in range(3))
    s += "%02d" % r.randint(50, 99) + r.choice("ABCDEHLMPRST") + "%02d" % r.choice([r.randint(1, 28), r.randint(41, 68)])
    s += r.choice("ABCDEFGHLMZ") + "%03d" % r.randint(100, 999)
    return s + cf_check(s)


def nid_in(r):
    b = str(r.randint(2, 9)) + _digits(r, 10)
    v = b + verhoeff_digit(b)
    return v[:4] + " " + v[4:8] + " " + v[8:]


def card(r):
    b = r.choice(["4", "51", "37"]) 
    n = 16 if b != "37" else 15
    body = b + _digits(r, n - 1 - len(b))
    return body + luhn_digit(body)


LOCALES = {
    "es_ES": dict(names=["Lucía Fernández Ruiz", "Javier Morales Ortega", "Ana Belén Castillo"], cc="34", ibcc="ES", nid=nid_es,
                  street=["Calle de Alcalá %d, 28014 Madrid", "Avinguda Diagonal %d, 08019 Barcelona"], dom="correo.es"),
    "pl_PL": dict(names=["Zofia Wiśniewska", "Marek Kowalczyk", "Paweł Dąbrowski"], cc="48", ibcc="PL", nid=nid_pl,
                  street=["ul. Marszałkowska %d, 00-624 Warszawa", "ul. Długa %d, 80-827 Gdańsk"], dom="poczta.pl"),
    "nl_NL": dict(names=["Sanne de Vries", "Joost van der Berg", "Femke Jansen"], cc="31", ibcc="NL", nid=nid_nl,
                  street=["Keizersgracht %d, 1015 CJ Amsterdam", "Coolsingel %d, 3011 AD Rotterdam"], dom="mail.nl"),
    "pt_BR": dict(names=["João Pereira da Silva", "Mariana Conceição Alves", "Thiago Gonçalves"], cc="55", ibcc="BR", nid=nid_br,
                  street=["Rua Augusta %d, São Paulo - SP, 01305-000", "Av. Atlântica %d, Rio de Janeiro - RJ"], dom="email.com.br"),
    "sv_SE": dict(names=["Åsa Lindqvist", "Björn Sjöberg", "Elin Håkansson"], cc="46", ibcc="SE", nid=nid_se,
                  street=["Drottninggatan %d, 111 51 Stockholm", "Kungsportsavenyen %d, 411 36 Göteborg"], dom="post.se"),
    "zh_CN": dict(names=["王秀英", "李建国", "张伟"], cc="86", ibcc=None, nid=nid_cn,
                  street=["北京市朝阳区建国路%d号", "上海市浦东新区世纪大道%d号"], dom="mail.cn"),
    "tr_TR": dict(names=["Ayşe Yılmaz", "Mehmet Öztürk", "Elif Şahin"], cc="90", ibcc="TR", nid=nid_tr,
                  street=["İstiklal Caddesi No:%d, Beyoğlu, İstanbul", "Atatürk Bulvarı No:%d, Çankaya, Ankara"], dom="posta.com.tr"),
    "fi_FI": dict(names=["Aino Virtanen", "Mikko Häkkinen", "Liisa Mäkelä"], cc="358", ibcc="FI", nid=nid_fi,
                  street=["Mannerheimintie %d, 00100 Helsinki", "Hämeenkatu %d, 33100 Tampere"], dom="posti.fi"),
    "it_IT": dict(names=["Giulia Esposito", "Lorenzo Bianchi", "Francesca Romano"], cc="39", ibcc="IT", nid=nid_it,
                  street=["Via del Corso %d, 00186 Roma", "Corso Buenos Aires %d, 20124 Milano"], dom="posta.it"),
    "en_IN": dict(names=["Priya Raghunathan", "Arjun Mehta", "अनन्या शर्मा"], cc="91", ibcc=None, nid=nid_in,
                  street=["%d MG Road, Bengaluru 560001", "Flat %d, Bandra West, Mumbai 400050"], dom="mail.in"),
    "ja_JP": dict(names=["佐藤 花子", "高橋 健太", "山本 美咲"], cc="81", ibcc=None, nid=None,
                  street=["東京都千代田区丸の内%d-1-1", "大阪府大阪市北区梅田%d-2-2"], dom="mail.jp"),
    "ru_RU": dict(names=["Анна Смирнова", "Дмитрий Иванов", "Екатерина Волкова"], cc="7", ibcc=None, nid=None,
                  street=["ул. Тверская, д. %d, Москва", "Невский пр., д. %d, Санкт-Петербург"], dom="pochta.ru"),
    "el_GR": dict(names=["Γιώργος Παπαδόπουλος", "Μαρία Κωνσταντίνου"], cc="30", ibcc="GR", nid=None,
                  street=["Οδός Ερμού %d, Αθήνα 10563"], dom="mail.gr"),
    "de_DE": dict(names=["Jürgen Müller", "Sabine Weiß", "Lukas Schäfer"], cc="49", ibcc="DE", nid=None,
                  street=["Müllerstraße %d, 13353 Berlin", "Königsallee %d, 40212 Düsseldorf"], dom="mailbox.de"),
}

NID_LOCALES = [k for k, v in LOCALES.items() if v["nid"]]
class _Fold(dict):
    def __missing__(self, k):
        import unicodedata
        c = chr(k)
        sp = {"ł": "l", "Ł": "L", "ß": "ss", "ı": "i", "ø": "o", "Ø": "O"}
        if c in sp:
            return sp[c]
        d = "".join(x for x in unicodedata.normalize("NFKD", c) if not unicodedata.combining(x))
        return d


ASCII_FOLD = _Fold()

IBAN_LEN = {"ES": 20, "PL": 24, "NL": None, "BR": None, "SE": 20, "TR": 22, "FI": 14, "IT": None, "GR": 23, "DE": 18}


def iban_for(r, cc):
    if cc == "NL":
        bban = r.choice(["ABNA", "RABO", "INGB"]) + _digits(r, 10)
    elif cc == "IT":
        bban = r.choice(string.ascii_uppercase) + _digits(r, 10) + _digits(r, 12)
    elif cc == "BR":
        bban = _digits(r, 8) + _digits(r, 5) + _digits(r, 10) + "C1"
    else:
        bban = _digits(r, IBAN_LEN[cc])
    return iban_make(cc, bban)


def phone_for(r, cc, plus=None):
    plus = r.random() < 0.5 if plus is None else plus
    body = _digits(r, 9 if cc not in ("7", "86", "91", "55") else 10)
    if plus:
        return "+%s %s %s %s" % (cc, body[:3], body[3:6], body[6:])
    return "00%s%s" % (cc, body) if r.random() < 0.5 else "0" + body[:3] + "-" + body[3:]


def person(seed, locale=None, ascii_only=False):
    r = R(seed)
    loc = locale or r.choice(sorted(LOCALES))
    L = LOCALES[loc]
    name = r.choice(L["names"])
    if ascii_only:
        name = name.translate(ASCII_FOLD)
    user = name.split()[0].lower().translate(ASCII_FOLD)
    if not user.isascii() or not user.isalpha():
        user = "u" + _digits(r, 5)
    local = user + "." + _digits(r, 2)
    p = dict(locale=loc, name=name, email="%s@%s" % (local, L["dom"]), phone=phone_for(r, L["cc"]),
             address=r.choice(L["street"]) % r.randint(2, 180), card=card(r), login=user + _digits(r, 2))
    if ascii_only:
        p["address"] = p["address"].translate(ASCII_FOLD)
    if L["nid"]:
        p["nid"] = L["nid"](r)
    if L["ibcc"]:
        p["iban"] = iban_for(r, L["ibcc"])
    return p


def validate_nid(locale, v):
    s = v.replace(" ", "").replace(".", "").replace("-", "")
    if locale == "es_ES":
        return dni_letter(s[:8]) == s[8]
    if locale == "pl_PL":
        return pesel_check(s[:10]) == s[10]
    if locale == "nl_NL":
        return bsn_ok(s)
    if locale == "pt_BR":
        return cpf_digits(s[:9]) == s[9:]
    if locale == "sv_SE":
        return luhn_ok(s)
    if locale == "zh_CN":
        return cn_check(s[:17]) == s[17]
    if locale == "tr_TR":
        return tckn_digits(s[:9]) == s[9:]
    if locale == "fi_FI":
        return hetu_check(v[:6], v[7:10]) == v[10]
    if locale == "it_IT":
        return cf_check(s[:15]) == s[15]
    if locale == "en_IN":
        return verhoeff_ok(s)
    raise ValueError(locale)


# ------------------------------------------------------------ infra values
def host(seed, domain="corp.internal"):
    r = R(seed)
    role = r.choice(["db", "kafka", "ci-runner", "vault", "ldap", "build", "edge-gw", "pg-replica", "mq", "ws"])
    return "%s-%s%02d.%s" % (role, r.choice(["fra", "ams", "waw", "sto", "hel", "mad"]), r.randint(1, 40), domain)


def ip_private(seed):
    r = R(seed)
    k = r.choice(["10", "172", "192", "doc1", "doc2", "doc3"])
    if k == "10":
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    if k == "172":
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))
    if k == "192":
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))
    return {"doc1": "192.0.2.%d", "doc2": "198.51.100.%d", "doc3": "203.0.113.%d"}[k] % r.randint(2, 254)


def mac(seed):
    r = R(seed)
    return ":".join(["52", "54", "00"] + ["%02x" % r.randrange(256) for _ in range(3)])


def pod(seed):
    r = R(seed)
    return "%s-%s-%s" % (r.choice(["billing-api", "auth-svc", "ingest-worker", "reports"]),
                         "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(10)),
                         "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5)))


def username(seed):
    r = R(seed)
    return r.choice(["svc_", "ops.", "", "adm-"]) + r.choice(["jnovak", "mlindqvist", "akaya", "pkowal", "lrossi", "tvirtanen", "svdberg", "rmehta"]) + str(r.randint(1, 99))


# ------------------------------------------------------------ lookalike values
def uuid4(seed):
    r = R(seed)
    h = s_hex(r, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:32])


def digest(seed, n=64):
    return s_hex(R(seed), n)


# ------------------------------------------------------------ self test
def self_test():
    assert luhn_ok("79927398713")
    assert dni_letter("12345678") == "Z"
    assert pesel_check("4405140135") == "9"
    assert bsn_ok("111222333")
    assert cpf_digits("111444777") == "35"
    assert luhn_ok("8112189876")  # personnummer 811218-9876
    assert cn_check("11010519491231002") == "X"
    assert tckn_digits("100000001") == "46"
    assert hetu_check("131052", "308") == "T"
    assert cf_check("RSSMRA85T10A562") == "S"
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert iban_ok("GB82WEST12345698765432")
    assert iban_make("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    # generated values per locale re-validated
    for i, loc in enumerate(sorted(LOCALES)):
        for k in range(5):
            p = person("selftest:%s:%d" % (loc, k), loc)
            if "nid" in p:
                assert validate_nid(loc, p["nid"]), (loc, p["nid"])
            if "iban" in p:
                assert iban_ok(p["iban"]), p["iban"]
            assert luhn_ok(p["card"]), p["card"]
    assert R("x").random() == R("x").random()
    return "self_test ok: 13 published examples + %d locales re-validated" % len(LOCALES)


if __name__ == "__main__":
    print(self_test())
