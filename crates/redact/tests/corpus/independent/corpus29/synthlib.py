"""corpus29 synthetic value library (written from scratch for corpus29).

Deterministic generators for planted values (tokens, passwords, people, phones,
national ids, IBANs, hosts, IPs, MACs) plus the derived-form expansion used by
generate.py for labelling.  Only the Python standard library is used.
"""
import base64
import hashlib
import html
import json
import quopri
import random
import re
import string
from urllib.parse import quote, quote_plus

B62 = string.ascii_letters + string.digits


def rng_for(seed):
    return random.Random(int.from_bytes(hashlib.sha256(seed.encode()).digest()[:8], "big"))


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def iban_check(country, bban):
    s = bban + country + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return "%02d" % (98 - n % 97)


def iban_ok(iban):
    s = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def dni_letter(num):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(num) % 23]


def pesel_check(d10):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(d10, w)) % 10) % 10)


def bsn_ok(bsn):
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(bsn, w)) % 11 == 0


def cpf_checks(d9):
    s1 = sum(int(d) * w for d, w in zip(d9, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d10 = d9 + str(c1)
    s2 = sum(int(d) * w for d, w in zip(d10, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    return str(c1) + str(c2)


def hetu_check(ddmmyy, nnn):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + nnn) % 31]


def cn_id_check(d17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(d17, w)) % 11]


def self_test():
    assert iban_ok("GB82WEST12345698765432")
    assert iban_check("GB", "WEST12345698765432") == "82"
    assert dni_letter("12345678") == "Z"
    assert pesel_check("4405140135") == "9"
    assert bsn_ok("111222333")
    assert cpf_checks("111444777") == "35"
    assert hetu_check("131052", "308") == "T"
    assert luhn_ok("79927398713")
    assert cn_id_check("11010519491231002") == "X"
    return True


# ---------------------------------------------------------------- people
# (display name, ascii handle, locale)
PEOPLE = [
    ("José Álvarez", "jose.alvarez", "es"), ("Lukas Schmidt", "lukas.schmidt", "de"),
    ("Camille Dubois", "camille.dubois", "fr"), ("Giulia Rossi", "giulia.rossi", "it"),
    ("João Pereira", "joao.pereira", "pt"), ("Anna Kowalska", "anna.kowalska", "pl"),
    ("Олег Иванов", "oleg.ivanov", "ru"), ("Ελένη Παπαδοπούλου", "eleni.papadopoulou", "el"),
    ("محمد الحسن", "m.alhassan", "ar"), ("יעל כהן", "yael.cohen", "he"),
    ("王志强", "wang.zhiqiang", "zh"), ("佐藤陽菜", "hina.sato", "ja"), ("김민준", "minjun.kim", "ko"),
    ("Nguyễn Văn An", "an.nguyen", "vi"), ("प्रिया शर्मा", "priya.sharma", "hi"),
    ("Ayşe Yılmaz", "ayse.yilmaz", "tr"), ("Siobhán Murphy", "siobhan.murphy", "ga"),
    ("Kwame Mensah", "kwame.mensah", "gh"), ("Oluwaseun Adeyemi", "seun.adeyemi", "ng"),
    ("Jiří Novák", "jiri.novak", "cs"), ("Eszter Nagy", "eszter.nagy", "hu"),
    ("Mikko Virtanen", "mikko.virtanen", "fi"), ("Ingrid Johansen", "ingrid.johansen", "no"),
    ("Sanne de Vries", "sanne.devries", "nl"), ("Björn Lindqvist", "bjorn.lindqvist", "sv"),
    ("Thandiwe Dlamini", "thandi.dlamini", "za"), ("Mateus Costa", "mateus.costa", "br"),
    ("Zeynep Kaya", "zeynep.kaya", "tr"), ("Dmitri Sokolov", "d.sokolov", "ru"),
    ("Aoife Byrne", "aoife.byrne", "ie"), ("Rafael Núñez", "rafael.nunez", "mx"),
    ("Chloé Lefèvre", "chloe.lefevre", "fr"),
]
MAIL_DOMAINS = ["mail.example", "post.example.net", "corp.example", "inbox.invalid",
                "example.net", "kunden.example", "users.example.org"]


def person(rng):
    name, handle, loc = rng.choice(PEOPLE)
    email = "%s%d@%s" % (handle, rng.randint(1, 99), rng.choice(MAIL_DOMAINS))
    return name, handle, loc, email


def phone(rng, cc=None):
    cc = cc or rng.choice(["de", "fr", "gb", "us", "jp", "br", "in", "es", "kr", "pl", "au"])
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    if cc == "de":
        return "+49 30 %s %s" % (d(4), d(4))
    if cc == "fr":
        return "+33 6 %s %s %s %s" % (d(2), d(2), d(2), d(2))
    if cc == "gb":
        return "+44 20 7946 0%s" % d(3)
    if cc == "us":
        return "+1 (%d%s) 555-01%s" % (rng.randint(2, 9), d(2), d(2))
    if cc == "jp":
        return "+81 3-%s-%s" % (d(4), d(4))
    if cc == "br":
        return "+55 11 9%s-%s" % (d(4), d(4))
    if cc == "in":
        return "+91 98%s %s" % (d(3), d(5))
    if cc == "es":
        return "+34 6%s %s %s" % (d(2), d(3), d(3))
    if cc == "kr":
        return "+82 10-%s-%s" % (d(4), d(4))
    if cc == "pl":
        return "+48 5%s %s %s" % (d(2), d(3), d(3))
    return "+61 4%s %s %s" % (d(2), d(3), d(3))


def national_id(rng, kind=None):
    kind = kind or rng.choice(["dni", "pesel", "bsn", "cpf", "hetu", "cnid", "personnummer"])
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    if kind == "dni":
        n = d(8)
        return kind, n + dni_letter(n)
    if kind == "pesel":
        n = "%02d%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)) + d(4)
        return kind, n + pesel_check(n)
    if kind == "bsn":
        while True:
            n = str(rng.randint(1, 9)) + d(8)
            if bsn_ok(n):
                return kind, n
    if kind == "cpf":
        n = d(9)
        c = cpf_checks(n)
        return kind, "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], c)
    if kind == "hetu":
        dd = "%02d%02d%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(50, 99))
        nnn = "%03d" % rng.randint(2, 899)
        return kind, "%s-%s%s" % (dd, nnn, hetu_check(dd, nnn))
    if kind == "cnid":
        n = "110105" + "19%02d%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)) + d(3)
        return kind, n + cn_id_check(n)
    n = "%02d%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)) + d(3)
    return "personnummer", "%s-%s%s" % (n[:6], n[6:], luhn_digit(n))


def iban(rng, country=None):
    country = country or rng.choice(["DE", "FR", "GB", "NL", "ES", "PL", "IT"])
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    L = lambda n: "".join(rng.choice(string.ascii_uppercase) for _ in range(n))
    bban = {"DE": lambda: d(18), "FR": lambda: d(10) + L(1) + d(10) + d(2),
            "GB": lambda: L(4) + d(14), "NL": lambda: L(4) + d(10), "ES": lambda: d(20),
            "PL": lambda: d(24), "IT": lambda: L(1) + d(22)}[country]()
    return country + iban_check(country, bban) + bban


# ---------------------------------------------------------------- secrets
VENDOR_PREFIXES = ["qx_live_", "zpk-", "ntrx.", "mbt_", "orc1_", "wlk-", "ghp_", "glpat-", "AKIA"]


def tok(rng, shape=None):
    shape = shape or rng.choice(["b64", "b62", "hex", "vendor", "jwt", "b64url"])
    if shape == "b64":
        return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(rng.choice([24, 30, 33])))).decode()
    if shape == "b64url":
        return base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(27))).decode()
    if shape == "b62":
        return "".join(rng.choice(B62) for _ in range(rng.randint(28, 40)))
    if shape == "hex":
        return "".join(rng.choice("0123456789abcdef") for _ in range(rng.choice([32, 40, 48])))
    if shape == "jwt":
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
        p = base64.urlsafe_b64encode(json.dumps({"sub": "u%d" % rng.randint(1000, 9999),
                                                 "exp": 1700000000 + rng.randint(0, 10 ** 7)}).encode()).rstrip(b"=").decode()
        s = base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(32))).rstrip(b"=").decode()
        return "%s.%s.%s" % (h, p, s)
    pre = rng.choice(VENDOR_PREFIXES)
    if pre == "AKIA":
        return pre + "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(16))
    if pre == "ghp_":
        return pre + "".join(rng.choice(B62) for _ in range(36))
    if pre == "glpat-":
        return pre + "".join(rng.choice(B62 + "-_") for _ in range(20))
    return pre + "".join(rng.choice(B62) for _ in range(rng.randint(24, 34)))


WORDS = ["Harbor", "velvet", "Quarz", "lantern", "Mistral", "orchid", "Tundra", "pepper", "Kobalt",
         "saffron", "Granit", "meteor", "Falke", "cobalt", "Zephyr", "walnut"]


def password(rng, punct="!#$%&*+-.:;?@^~(),=_"):
    w1, w2 = rng.sample(WORDS, 2)
    p = [w1, rng.choice(punct), str(rng.randint(10, 999)), w2.lower(), rng.choice(punct)]
    if rng.random() < 0.5:
        p.insert(3, rng.choice(punct))
    return "".join(p)


# ---------------------------------------------------------------- infrastructure
def ip4(rng, kind=None):
    kind = kind or rng.choice(["10", "172", "192", "doc1", "doc2", "doc3"])
    r = lambda a, b: rng.randint(a, b)
    return {"10": lambda: "10.%d.%d.%d" % (r(0, 255), r(0, 255), r(2, 254)),
            "172": lambda: "172.%d.%d.%d" % (r(16, 31), r(0, 255), r(2, 254)),
            "192": lambda: "192.168.%d.%d" % (r(0, 255), r(2, 254)),
            "doc1": lambda: "192.0.2.%d" % r(2, 254),
            "doc2": lambda: "198.51.100.%d" % r(2, 254),
            "doc3": lambda: "203.0.113.%d" % r(2, 254)}[kind]()


def ip6(rng):
    return "2001:db8:%x:%x::%x" % (rng.randint(1, 0xffff), rng.randint(1, 0xffff), rng.randint(2, 0xfff))


def mac(rng):
    first = rng.choice([0x02, 0x06, 0x0a, 0x0e, 0x12, 0x1a, 0x22, 0x2e]) | 0x02
    return ":".join("%02x" % b for b in [first] + [rng.randint(0, 255) for _ in range(5)])


SVC = ["billing", "ledger", "authz", "ingest", "search", "payments", "notify", "orders", "geo", "kyc"]
ZONES = ["eu-central", "us-east", "ap-south", "sa-east", "eu-north"]


def host(rng):
    return "%s-%02d.%s.%s" % (rng.choice(SVC), rng.randint(1, 40), rng.choice(ZONES),
                              rng.choice(["example.net", "corp.example", "svc.invalid", "internal.example"]))


def pod(rng):
    a = "".join(rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(10))
    b = "".join(rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))
    return "%s-%s-%s" % (rng.choice(SVC), a, b)


def node(rng):
    return "node-%s-%s%02d" % (rng.choice(ZONES), rng.choice("abc"), rng.randint(1, 60))


def username(rng):
    return rng.choice(["svc_", "app_", "ops-", "deploy", "etl_", "rpt_"]) + \
        "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 6)))


# ---------------------------------------------------------------- unit record
class Unit:
    def __init__(self, key, n):
        self.key, self.n = key, n
        self.rng = rng_for("c29|%s|%d" % (key, n))
        self.secrets, self.private = {}, {}
        self.optional = []

    def s(self, name, value, required=True):
        """Plant a secret.  required=False: a component that is only printed inside another
        planted value's encoded form (still searched for, but not required to be found)."""
        self.secrets[name] = value
        if not required:
            self.optional.append(name)
        return value

    def p(self, name, value):
        self.private[name] = value
        return value

    def to_json(self):
        return {"unit": self.n, "secrets": self.secrets, "private": self.private, "optional": self.optional}


# ---------------------------------------------------------------- derived forms
def _c_octal(v, keep=lambda ch: 32 <= ord(ch) < 127):
    out = []
    for ch in v:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif keep(ch):
            out.append(ch)
        else:
            out.extend("\\%03o" % b for b in ch.encode())
    return "".join(out)


def _x_escape(v, upper=False):
    out = []
    for ch in v:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.extend(("\\x%02X" if upper else "\\x%02x") % b for b in ch.encode())
    return "".join(out)


def _u_escape(v, upper):
    out = []
    for ch in v:
        o = ord(ch)
        if o < 128:
            out.append(ch)
        elif o < 0x10000:
            out.append(("\\u%04X" if upper else "\\u%04x") % o)
        else:
            hi, lo = 0xD800 + ((o - 0x10000) >> 10), 0xDC00 + ((o - 0x10000) & 0x3FF)
            out.append(("\\u%04X\\u%04X" if upper else "\\u%04x\\u%04x") % (hi, lo))
    return "".join(out)


_COOKIE_UNRESERVED = set(string.ascii_letters + string.digits + "!#$%&'*+-.^_`|~:" + " ()/<=>?@[]{}")


def _cookie_quote(v):
    out = []
    for ch in v:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch in _COOKIE_UNRESERVED or ord(ch) > 255:
            out.append(ch)
        else:
            out.append("\\%03o" % ord(ch))
    return "".join(out)


def _mime_q(v, extra=""):
    out = []
    for b in v.encode():
        ch = chr(b)
        if ch == " ":
            out.append("_")
        elif (ch.isalnum() and b < 128) or ch in extra:
            out.append(ch)
        else:
            out.append("=%02X" % b)
    return "".join(out)


def _xml_charref(v, hexa=False):
    s = html.escape(v, quote=False)
    return "".join(ch if ord(ch) < 128 else (("&#x%x;" % ord(ch)) if hexa else ("&#%d;" % ord(ch))) for ch in s)


def forms(v):
    """All printed forms of a planted value that the labeller searches for."""
    if not v:
        return set()
    b = v.encode()
    f = {v}
    f.add(json.dumps(v)[1:-1])
    f.add(json.dumps(v, ensure_ascii=False)[1:-1])
    f.add(json.dumps(v, ensure_ascii=False)[1:-1].replace("/", "\\/"))
    for q in (quote(v, safe=""), quote(v), quote_plus(v), quote(v, safe="@:/+"),
              quote(v, safe="!$&'()*+,;=:@/"), quote(v, safe="~!*()'")):
        f.add(q)
        f.add(re.sub(r"%[0-9A-F]{2}", lambda m: m.group().lower(), q))
    for e in (base64.b64encode(b), base64.urlsafe_b64encode(b), base64.b32encode(b)):
        e = e.decode()
        f.add(e)
        f.add(e.rstrip("="))
    f.add(b.hex())
    f.add(b.hex().upper())
    f.add(" ".join("%02x" % x for x in b))
    f.add(" ".join("%02X" % x for x in b))
    f.add(quopri.encodestring(b).decode().replace("=\n", ""))
    f.add(quopri.encodestring(b, quotetabs=True, header=True).decode())
    f.add(_mime_q(v))
    f.add(_mime_q(v, "!*+-/"))
    f.add(quote_plus(v, safe="*").replace("~", "%7E"))
    f.add(v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"))
    f.add(v.replace(",", "\\,").replace(";", "\\;"))
    f.add(html.escape(v, quote=True))
    f.add(html.escape(v, quote=False))
    f.add(html.escape(v, quote=True).replace("&#x27;", "&apos;"))
    f.add(html.escape(v, quote=True).replace("&#x27;", "&#39;"))
    f.add(_xml_charref(v))
    f.add(_xml_charref(v, True))
    f.add(_c_octal(v))
    f.add(_x_escape(v))
    f.add(_x_escape(v, True))
    f.add(_u_escape(v, False))
    f.add(_u_escape(v, True))
    f.add(_cookie_quote(v))
    f.add(v.replace('"', '""'))
    f.add(v.replace("'", "''"))
    f.add(v.replace("\\", "\\\\").replace('"', '\\"'))
    f.add(v.replace("\\", "\\\\").replace("'", "\\'"))
    f.add(repr(v)[1:-1])
    f.add(repr(b)[2:-1])
    if ":" in v and "::" in v:
        try:
            import ipaddress
            a = ipaddress.IPv6Address(v)
            f.add(a.exploded)
            f.add(":".join("%x" % int(g, 16) for g in a.exploded.split(":")))
        except ValueError:
            pass
    return {x for x in f if len(x) >= 3}


def find_spans(text, values):
    """values: list of (value, is_secret). Return merged spans [(start, end, is_secret)]."""
    hits = []
    for v, sec in values:
        for fv in forms(v):
            digit_only = fv.isdigit()
            start = 0
            while True:
                i = text.find(fv, start)
                if i < 0:
                    break
                j = i + len(fv)
                if digit_only and ((i > 0 and text[i - 1].isdigit()) or (j < len(text) and text[j].isdigit())):
                    start = i + 1
                    continue
                hits.append((i, j, sec))
                start = i + 1
    hits.sort()
    merged = []
    for i, j, sec in hits:
        if merged and i < merged[-1][1]:
            a, b, s = merged[-1]
            merged[-1] = (a, max(b, j), s or sec)
        else:
            merged.append((i, j, sec))
    return merged
