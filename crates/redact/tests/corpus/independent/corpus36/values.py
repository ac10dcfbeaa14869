"""Deterministic synthetic value generators and printed-form encoders for corpus36.

Every unit seeds a random.Random with sha256("c36|<template>|<n>").  Nothing here reads
the redaction engine or any other corpus.
"""
import base64, hashlib, hmac, json, random, string, urllib.parse, uuid, quopri

B62 = string.digits + string.ascii_letters


def seed_hex(template, n):
    return hashlib.sha256(f"c36|{template}|{n}".encode()).hexdigest()


class Gen(random.Random):
    def __init__(self, template, n):
        super().__init__(int(seed_hex(template, n), 16))
        self.template, self.n = template, n

    # ---------- generic pieces
    def s(self, alphabet, k):
        return "".join(self.choice(alphabet) for _ in range(k))

    def bytes_(self, k):
        return bytes(self.getrandbits(8) for _ in range(k))

    def uuid(self):
        return str(uuid.UUID(int=self.getrandbits(128), version=4))

    def hexd(self, k):
        return self.s("0123456789abcdef", k)

    # ---------- secrets
    def tok_b64(self, k=30):
        return base64.b64encode(self.bytes_(k)).decode()

    def tok_b64url(self, k=32):
        return base64.urlsafe_b64encode(self.bytes_(k)).decode().rstrip("=")

    def tok_hex(self, k=40):
        return self.hexd(k)

    def tok_b62(self, k=32):
        return self.s(B62, k)

    def vendor(self):
        kind = self.choice(["gh", "gl", "slack", "stripe", "aws", "npm", "hf", "sg", "do", "pypi"])
        if kind == "gh":
            return "ghp_" + self.s(B62, 36)
        if kind == "gl":
            return "glpat-" + self.s(B62 + "-_", 20)
        if kind == "slack":
            return "xoxb-%d-%d-%s" % (self.randint(10**10, 10**11), self.randint(10**11, 10**12), self.s(B62, 24))
        if kind == "stripe":
            return "sk_live_" + self.s(B62, 24)
        if kind == "aws":
            return "AKIA" + self.s(string.ascii_uppercase + "234567", 16)
        if kind == "npm":
            return "npm_" + self.s(B62, 36)
        if kind == "hf":
            return "hf_" + self.s(string.ascii_letters, 34)
        if kind == "sg":
            return "SG." + self.s(B62 + "-_", 22) + "." + self.s(B62 + "-_", 43)
        if kind == "do":
            return "dop_v1_" + self.hexd(64)
        return "pypi-AgEIcHlwaS5vcmc" + self.s(B62 + "-_", 50)

    def aws_secret(self):
        return self.s(B62 + "/+", 40)

    def jwt(self):
        def b64u(b):
            return base64.urlsafe_b64encode(b).decode().rstrip("=")
        h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        p = b64u(json.dumps({"sub": str(self.randint(1000, 99999)), "iat": 1718000000 + self.randint(0, 10**6),
                             "scope": self.choice(["read", "admin", "sync"])}, separators=(",", ":")).encode())
        sig = b64u(hmac.new(self.bytes_(32), (h + "." + p).encode(), hashlib.sha256).digest())
        return f"{h}.{p}.{sig}"

    def pw_hash(self):
        c = "./" + string.digits + string.ascii_letters
        kind = self.choice(["sha512crypt", "bcrypt", "argon2", "pbkdf2", "ssha", "yescrypt", "apr1"])
        if kind == "sha512crypt":
            return "$6$" + self.s(c, 16) + "$" + self.s(c, 86)
        if kind == "bcrypt":
            return "$2b$12$" + self.s(c, 53)
        if kind == "argon2":
            return "$argon2id$v=19$m=65536,t=3,p=4$" + self.tok_b64(16).rstrip("=") + "$" + self.tok_b64(32).rstrip("=")
        if kind == "pbkdf2":
            return "pbkdf2_sha256$600000$" + self.s(B62, 22) + "$" + self.tok_b64(32)
        if kind == "ssha":
            return "{SSHA}" + self.tok_b64(24)
        if kind == "yescrypt":
            return "$y$j9T$" + self.s(c, 22) + "$" + self.s(c, 43)
        return "$apr1$" + self.s(c, 8) + "$" + self.s(c, 22)

    WORDS = ["anchor", "velvet", "quarry", "lantern", "bison", "copper", "meadow", "orbit", "walnut", "falcon",
             "glacier", "pepper", "harbor", "tundra", "violet", "saffron", "kettle", "marble", "nectar", "osprey",
             "kuchen", "fenster", "apfel", "wolke", "nuage", "citron", "jardin", "trigo", "luna", "zorro"]

    def passphrase(self, sep=None):
        sep = sep if sep is not None else self.choice(["-", " ", ".", "_"])
        return sep.join(self.sample(self.WORDS, self.randint(4, 5)))

    def password(self, symbols="!#%+-=@^", k=None):
        k = k or self.randint(12, 18)
        while True:
            p = self.s(string.ascii_letters + string.digits + symbols, k)
            if any(ch in symbols for ch in p) and any(ch.isdigit() for ch in p):
                return p

    def otp(self):
        return "%06d" % self.randint(100000, 999999)

    def recovery(self):
        a = "abcdefghjkmnpqrstuvwxyz23456789"
        return self.s(a, 4) + "-" + self.s(a, 4) + "-" + self.s(a, 4)

    def cookie(self):
        return self.s(B62, 40)

    def pem_line(self):
        return base64.b64encode(b"openssh-key-v1\x00" + self.bytes_(33)).decode()[:64]

    def signed_url(self, host="assets-eu.example-cdn.net"):
        return (f"https://{host}/exports/{self.hexd(8)}.csv?Expires={1718000000 + self.randint(0, 10**6)}"
                f"&KeyId={self.s(string.ascii_uppercase + string.digits, 14)}&Signature={self.tok_b64url(32)}")

    def secret(self, kinds=None, symbols="!#%+-=@^"):
        kinds = kinds or ["b64", "b64url", "hex", "b62", "vendor", "jwt", "hash", "pass", "phrase", "pw"]
        k = self.choice(kinds)
        return {"b64": self.tok_b64, "b64url": self.tok_b64url, "hex": self.tok_hex, "b62": self.tok_b62,
                "vendor": self.vendor, "jwt": self.jwt, "hash": self.pw_hash,
                "pass": lambda: self.password(symbols), "phrase": self.passphrase,
                "pw": lambda: self.password(symbols), "otp": self.otp, "recovery": self.recovery,
                "cookie": self.cookie, "aws": self.aws_secret}[k]()

    # ---------- infra
    SITES = ["corp.example", "int.example.net", "lan.firma.example", "intra.societe.example", "prod.kaisha.example"]
    ROLES = ["db", "pg", "mq", "cache", "ldap", "vault", "ci", "build", "nas", "fs", "mx", "proxy", "k8s-node", "bastion"]

    def host(self):
        return "%s%02d" % (self.choice(self.ROLES), self.randint(1, 40))

    def fqdn(self, h=None):
        return (h or self.host()) + "." + self.choice(self.SITES)

    def ipv4(self):
        return self.choice(["10.%d.%d.%d" % (self.randint(0, 255), self.randint(0, 255), self.randint(2, 250)),
                            "172.%d.%d.%d" % (self.randint(16, 31), self.randint(0, 255), self.randint(2, 250)),
                            "192.168.%d.%d" % (self.randint(0, 255), self.randint(2, 250))])

    def ipv6(self):
        return "fd%02x:%x:%x::%x" % (self.randint(0, 255), self.randint(1, 0xffff), self.randint(1, 0xffff),
                                      self.randint(2, 0xfff))

    def mac(self):
        b = [0x02 | (self.randint(0, 63) << 2)] + [self.randint(0, 255) for _ in range(5)]
        return ":".join("%02x" % x for x in b)

    def user(self):
        return self.choice(["svc_", "app_", "ops.", "bk_", "adm-"]) + self.choice(
            ["backup", "deploy", "ledger", "sync", "report", "ingest", "billing"]) + str(self.randint(1, 99))

    def pod(self):
        return "%s-%s-%s" % (self.choice(["api", "worker", "billing", "auth"]), self.hexd(9), self.s("bcdfghjklmnpqrstvwxz2456789", 5))

    # ---------- keep values
    def ticket(self):
        return "%s-%d" % (self.choice(["OPS", "INC", "CHG", "SEC", "REL"]), self.randint(1000, 99999))

    def version(self):
        return "%d.%d.%d" % (self.randint(0, 9), self.randint(0, 30), self.randint(0, 40))

    def sha256(self, data=None):
        return hashlib.sha256(data if data is not None else self.bytes_(16)).hexdigest()

    def commit(self):
        return self.hexd(40)


# ---------- PII of non-US locales
PEOPLE = [
    ("de", "Jürgen", "Weißmüller"), ("de", "Anneliese", "Großkopf"), ("fr", "Hélène", "Lefèvre"),
    ("fr", "François", "Dubœuf"), ("pl", "Małgorzata", "Wiśniewska"), ("pl", "Grzegorz", "Brzęczyszczykiewicz"),
    ("cz", "Jiří", "Dvořák"), ("se", "Åsa", "Öberg"), ("no", "Bjørn", "Kjærsgaard"), ("es", "Íñigo", "Muñoz Peña"),
    ("pt", "João", "Conceição"), ("it", "Niccolò", "Garibaldi"), ("nl", "Joost", "van der Meulen"),
    ("tr", "Çağla", "Yıldırım"), ("gr", "Γιώργος", "Παπαδόπουλος"), ("ru", "Ольга", "Кузнецова"),
    ("ua", "Олександр", "Шевченко"), ("jp", "田中", "美咲"), ("cn", "王", "小明"), ("kr", "김", "민준"),
    ("il", "נועה", "כהן"), ("ar", "ليلى", "حداد"), ("in", "अनन्या", "शर्मा"), ("vn", "Nguyễn", "Thị Hương"),
    ("fi", "Väinö", "Mäkelä"), ("dk", "Søren", "Bækgaard"), ("hu", "Erzsébet", "Szőke"), ("ro", "Ștefan", "Țiriac"),
]

STREETS = {
    "de": ("Lindenstraße %d", "%05d Berlin"), "fr": ("%d rue des Écoles", "%05d Lyon"),
    "pl": ("ul. Żeromskiego %d", "%02d-%03d Kraków"), "cz": ("Na Příkopě %d", "110 00 Praha"),
    "se": ("Storgatan %d", "%03d 21 Malmö"), "no": ("Kirkeveien %d", "%04d Oslo"),
    "es": ("Calle Mayor %d", "%05d Madrid"), "pt": ("Rua Augusta %d", "1100-%03d Lisboa"),
    "it": ("Via Roma %d", "%05d Torino"), "nl": ("Keizersgracht %d", "1015 CJ Amsterdam"),
    "jp": ("東京都港区芝公園%d丁目", "〒105-0011"), "ru": ("ул. Ленина, д. %d", "Москва %06d"),
}


def person(g: Gen):
    loc, a, b = g.choice(PEOPLE)
    if loc in ("jp", "cn", "kr", "vn", "hu"):
        name = a + ("" if loc in ("jp", "cn", "kr") else " ") + b
    else:
        name = a + " " + b
    return loc, name


def email_for(g, name_ascii_hint=None):
    user = g.choice(["j.weiss", "helene.lefevre", "m.wisniewska", "jiri.dvorak", "asa.oberg", "tanaka.misaki",
                     "olga.kuz", "inigo.munoz", "joao.c", "caglay", "sbaekgaard", "anna.k"])
    dom = g.choice(["posteo.example", "firma.example.de", "courriel.example.fr", "poczta.example.pl",
                    "mail.example.jp", "correo.example.es"])
    return f"{user}{g.randint(1, 99)}@{dom}"


def phone(g, loc=None):
    loc = loc or g.choice(["de", "fr", "pl", "jp", "ru", "es", "it", "se", "nl", "uk"])
    d = lambda k: "".join(str(g.randint(0, 9)) for _ in range(k))
    return {
        "de": g.choice(["+49 30 " + d(8), "030 " + d(7), "0171 " + d(7)]),
        "fr": g.choice(["+33 6 %s %s %s %s" % (d(2), d(2), d(2), d(2)), "06 %s %s %s %s" % (d(2), d(2), d(2), d(2))]),
        "pl": "+48 %s %s %s" % ("5" + d(2), d(3), d(3)),
        "jp": g.choice(["090-%s-%s" % (d(4), d(4)), "+81 3-%s-%s" % (d(4), d(4))]),
        "ru": "+7 9%s %s-%s-%s" % (d(2), d(3), d(2), d(2)),
        "es": "+34 6%s %s %s" % (d(2), d(3), d(3)),
        "it": "+39 3%s %s %s" % (d(2), d(3), d(4)),
        "se": "070-%s %s %s" % (d(3), d(2), d(2)),
        "nl": "06-%s" % d(8),
        "uk": "+44 7700 %s" % d(6),
    }.get(loc, "+49 30 " + d(8))


def address(g, loc=None):
    loc = loc if loc in STREETS else g.choice(list(STREETS))
    a, b = STREETS[loc]
    n = g.randint(1, 120)
    street = a % n if "%d" in a else a
    import re as _re
    widths = [int(w) for w in _re.findall(r"%0(\d)d", b)]
    city = b % tuple(g.randint(10 ** (w - 1), 10 ** w - 1) for w in widths) if widths else b
    return street + ", " + city


def birth_date(g):
    y, m, d = g.randint(1950, 2004), g.randint(1, 12), g.randint(1, 28)
    return g.choice(["%02d.%02d.%04d" % (d, m, y), "%02d/%02d/%04d" % (d, m, y), "%04d年%d月%d日" % (y, m, d),
                     "%04d-%02d-%02d" % (y, m, d)])


def _mod97(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


IBAN_FMT = {"DE": 18, "FR": 23, "ES": 20, "IT": 23, "NL": 14, "PL": 24, "AT": 16, "BE": 12, "CH": 17, "SE": 20,
            "NO": 11, "PT": 21, "FI": 14, "DK": 14}


def iban(g, cc=None, spaced=None):
    cc = cc or g.choice(list(IBAN_FMT))
    ln = IBAN_FMT[cc]
    if cc == "NL":
        bban = g.choice(["ABNA", "INGB", "RABO"]) + "".join(str(g.randint(0, 9)) for _ in range(10))
    elif cc in ("FR", "IT"):
        bban = ("X" if cc == "IT" else "") + "".join(str(g.randint(0, 9)) for _ in range(ln - (1 if cc == "IT" else 0)))
    else:
        bban = "".join(str(g.randint(0, 9)) for _ in range(ln))
    chk = 98 - _mod97(bban + cc + "00")
    ib = f"{cc}{chk:02d}{bban}"
    assert _mod97(ib[4:] + ib[:4]) == 1
    spaced = g.random() < 0.5 if spaced is None else spaced
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4)) if spaced else ib


def national_id(g):
    kind = g.choice(["pesel", "dni", "bsn", "personnummer", "nir", "cpf", "hetu", "tckn", "codfis_like_nie"])
    d = lambda k: [g.randint(0, 9) for _ in range(k)]
    if kind == "pesel":
        y, m, dd = g.randint(50, 99), g.randint(1, 12), g.randint(1, 28)
        ds = [int(c) for c in "%02d%02d%02d" % (y, m, dd)] + d(4)
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(a * b for a, b in zip(ds, w)) % 10) % 10
        return "PESEL", "".join(map(str, ds + [c]))
    if kind in ("dni", "codfis_like_nie"):
        n = g.randint(10000000, 99999999)
        return "DNI", "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
    if kind == "bsn":
        while True:
            ds = d(8)
            s = sum((9 - i) * x for i, x in enumerate(ds))
            c = s % 11
            if c < 10:
                return "BSN", "".join(map(str, ds + [c]))
    if kind == "personnummer":
        y, m, dd = g.randint(50, 99), g.randint(1, 12), g.randint(1, 28)
        ds = [int(c) for c in "%02d%02d%02d" % (y, m, dd)] + d(3)
        tot = 0
        for i, x in enumerate(ds):
            v = x * (2 if i % 2 == 0 else 1)
            tot += v // 10 + v % 10
        c = (10 - tot % 10) % 10
        s = "".join(map(str, ds + [c]))
        return "personnummer", s[:6] + "-" + s[6:]
    if kind == "nir":
        base = "%d%02d%02d%02d%03d%03d" % (g.randint(1, 2), g.randint(50, 99), g.randint(1, 12), g.randint(1, 95),
                                         g.randint(1, 999), g.randint(1, 999))
        key = 97 - int(base) % 97
        return "NIR", "%s %s %s %s %s %s %02d" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], key)
    if kind == "cpf":
        ds = d(9)
        s1 = sum((10 - i) * x for i, x in enumerate(ds)) * 10 % 11 % 10
        ds2 = ds + [s1]
        s2 = sum((11 - i) * x for i, x in enumerate(ds2)) * 10 % 11 % 10
        s = "".join(map(str, ds2 + [s2]))
        return "CPF", f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"
    if kind == "hetu":
        dd, m, y = g.randint(1, 28), g.randint(1, 12), g.randint(50, 99)
        ind = g.randint(2, 899)
        num = int("%02d%02d%02d%03d" % (dd, m, y, ind))
        return "HETU", "%02d%02d%02d-%03d%s" % (dd, m, y, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31])
    # tckn
    ds = [g.randint(1, 9)] + d(8)
    d10 = ((sum(ds[0:9:2]) * 7) - sum(ds[1:8:2])) % 10
    d11 = (sum(ds) + d10) % 10
    return "TCKN", "".join(map(str, ds + [d10, d11]))


# ---------- printed forms
def _pct(v, safe):
    return urllib.parse.quote(v, safe=safe)


def enc(v, form):
    if form == "raw":
        return v
    if form == "json":
        return json.dumps(v, ensure_ascii=False)[1:-1]
    if form == "jsonascii":
        return json.dumps(v)[1:-1]
    if form == "json2":
        return json.dumps(json.dumps(v, ensure_ascii=False)[1:-1], ensure_ascii=False)[1:-1]
    if form == "pct":
        return _pct(v, "")
    if form == "pct_unres":
        return _pct(v, "-._~")
    if form == "uric":
        return _pct(v, "-_.!~*'()")
    if form == "pctplus":
        return urllib.parse.quote_plus(v)
    if form == "b64":
        return base64.b64encode(v.encode()).decode()
    if form == "b64url":
        return base64.urlsafe_b64encode(v.encode()).decode().rstrip("=")
    if form == "hex":
        return v.encode().hex()
    if form == "HEX":
        return v.encode().hex().upper()
    if form == "hexspace":
        return " ".join("%02x" % b for b in v.encode())
    if form == "html":
        return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if form == "htmlq":
        return enc(v, "html").replace('"', "&quot;")
    if form == "xmlapos":
        return enc(v, "html").replace("'", "&apos;")
    if form == "c":
        return v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    if form == "cx":
        out = []
        for ch in enc(v, "c"):
            out.append(ch if ord(ch) < 128 else "".join("\\x%02x" % b for b in ch.encode()))
        return "".join(out)
    if form == "yamlx":
        out = []
        for ch in v.replace("\\", "\\\\").replace('"', '\\"'):
            o = ord(ch)
            out.append(ch if o < 128 else ("\\x%02X" % o if o < 0x100 else ("\\u%04X" % o if o < 0x10000 else "\\U%08X" % o)))
        return "".join(out)
    if form == "jx":
        out = []
        for ch in enc(v, "json"):
            o = ord(ch)
            out.append(ch if o < 128 else ("\\x%02x" % o if o < 0x100 else "\\u%04x" % o))
        return "".join(out)
    if form == "jsescape":
        out = []
        for ch in v:
            o = ord(ch)
            if ch.isascii() and (ch.isalnum() or ch in "@*_+-./"):
                out.append(ch)
            elif o < 256:
                out.append("%%%02X" % o)
            else:
                out.append("%%u%04X" % o)
        return "".join(out)
    if form == "vu8":
        return " ".join(str(b) for b in v.encode())
    if form == "codes":
        return ",".join(str(ord(c)) for c in v)
    if form == "codes_sp":
        return ", ".join(str(ord(c)) for c in v)
    if form == "qp":
        return quopri.encodestring(v.encode()).decode()
    if form == "luaq":
        return v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\\n")
    if form == "prolog":
        return v.replace("\\", "\\\\").replace("'", "\\'")
    if form == "capdata_hex":
        out = []
        for b in bytes.fromhex(v):
            c = chr(b)
            out.append(c if 0x20 <= b < 0x7f and c not in '"\\' else "\\%03o" % b)
        return "".join(out)
    if form == "hexb64":
        return base64.b64encode(bytes.fromhex(v)).decode()
    if form == "hexspace_hex":
        return " ".join(v[i:i + 2] for i in range(0, len(v), 2))
    if form == "macspace":
        return v.replace(":", " ")
    if form == "mac_nolz":
        return ":".join("%x" % int(x, 16) for x in v.split(":"))
    if form == "ipv4bin":
        return " . ".join("{:08b}".format(int(x)) for x in v.split("."))
    if form == "upper":
        return v.upper()
    if form == "nospace":
        return v.replace(" ", "")
    raise KeyError(form)


def forms(v, names):
    out = []
    for f in ["raw"] + list(names):
        try:
            e = enc(v, f)
        except Exception:
            continue
        if e and e not in out:
            out.append(e)
    return out
