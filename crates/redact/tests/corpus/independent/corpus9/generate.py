#!/usr/bin/env python3
"""corpus9 -- independent held-out corpus for a log / result-row redaction engine.

Python 3 standard library only.  Deterministic: a fixed seed, no use of hash(),
no iteration over sets, no clock.  Writes dev.jsonl and heldout.jsonl next to
this file and checks every record (see check_record / main).

Records from real software are built from the raw logs in captured/ (produced
by capture.py on this machine); everything else is synthetic.
"""
import base64
import datetime
import hashlib
import hmac
import html
import json
import os
import quopri
import random
import re
import shlex
import string
import sys
import urllib.parse

SEED = 9_2025_0609
HERE = os.path.dirname(os.path.abspath(__file__))
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
KEY_ORDER_LINE = ["kind", "text", "secrets", "private", "keep", "class", "source"]
KEY_ORDER_BLOCK = ["kind", "lines", "secrets", "private", "keep", "class", "source"]

# ---------------------------------------------------------------------------
# published sample numbers: used only to self-test the validators; they must
# never occur in any record (checked).
# ---------------------------------------------------------------------------
PUBLISHED_SAMPLES = {
    "us_ssn": ["078-05-1120", "219-09-9999"],
    "de_steuerid": ["86095742719"],
    "fr_nir": ["255081416802538"],
    "es_dni": ["12345678Z"],
    "it_cf": ["RSSMRA85T10A562S"],
    "nl_bsn": ["111222333", "123456782"],
    "pl_pesel": ["44051401359"],
    "se_pnr": ["811218-9876"],
    "fi_hetu": ["131052-308T"],
    "br_cpf": ["111.444.777-35"],
    "cn_ric": ["11010519491231002X"],
    "verhoeff": ["2363"],
    "ca_sin": ["046 454 286"],
    "au_tfn": ["123 456 782"],
    "za_id": ["8001015009087"],
    "tr_tckn": ["10000000146"],
    "cl_rut": ["12.345.678-5"],
    "sg_nric": ["S1234567D"],
    "iban": ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432",
             "DE89370400440532013000", "FR1420041010050500013M02606"],
    "card": ["4111 1111 1111 1111", "4111111111111111", "5555555555554444", "378282246310005",
             "4242424242424242", "4012888888881881", "6011111111111117"],
    "totp": ["JBSWY3DPEHPK3PXP"],
    "aws": ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
}
# ints/strings that are published but invalid under my rules (negative self tests)
PUBLISHED_INVALID = {"nl_bsn": ["111222334"], "es_dni": ["12345678A"], "card": ["4111111111111112"]}


# ---------------------------------------------------------------------------
# VALIDATORS (written separately from the generators below)
# ---------------------------------------------------------------------------
def _digits(s):
    return [int(c) for c in s if c.isdigit()]


def v_luhn(s):
    ds = _digits(s)
    if len(ds) < 2:
        return False
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def v_us_ssn(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and n != "0000"


def v_de_steuerid(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    counts = [s[:10].count(c) for c in "0123456789"]
    if not (counts.count(2) + counts.count(3) == 1 and max(counts) <= 3):
        return False
    product = 10
    for c in s[:10]:
        sm = (int(c) + product) % 10
        if sm == 0:
            sm = 10
        product = (sm * 2) % 11
    chk = 11 - product
    if chk == 10:
        chk = 0
    return chk == int(s[10])


def v_fr_nir(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def v_es_dni(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    if not m:
        m2 = re.fullmatch(r"([XYZ])(\d{7})-?([A-Z])", s)  # NIE
        if not m2:
            return False
        n = int("XYZ".index(m2.group(1)).__str__() + m2.group(2))
        return "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23] == m2.group(3)
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(m.group(1)) % 23] == m.group(2)


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                    11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def v_it_cf(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    tot = 0
    for i, c in enumerate(s[:15]):
        if i % 2 == 0:
            tot += _CF_ODD[c]
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26) == s[15]


def v_nl_bsn(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    ws = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(c) * w for c, w in zip(s, ws)) % 11 == 0


def v_pl_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    ws = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(c) * w for c, w in zip(s, ws)) % 10) % 10 == int(s[10])


def v_se_pnr(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and v_luhn(m.group(1) + m.group(2))


def v_fi_hetu(s):
    m = re.fullmatch(r"(\d{6})[-+A-FYXWVU](\d{3})([0-9A-Y])", s)
    if not m:
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def v_br_cpf(s):
    d = _digits(s)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        tot = sum(d[i] * (n + 1 - i) for i in range(n))
        r = (tot * 10) % 11 % 10
        if r != d[n]:
            return False
    return True


def v_cn_ric(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    ws = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * w for c, w in zip(s, ws)) % 11] == s[17]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def v_verhoeff(s):
    c = 0
    for i, d in enumerate(reversed(_digits(s))):
        c = _VD[c][_VP[i % 8][d]]
    return c == 0


def v_in_aadhaar(s):
    return bool(re.fullmatch(r"[2-9]\d{3} \d{4} \d{4}|[2-9]\d{11}", s)) and v_verhoeff(s)


def v_ca_sin(s):
    return bool(re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{3}", s)) and v_luhn(s)


def v_au_tfn(s):
    d = _digits(s)
    return len(d) == 9 and sum(a * b for a, b in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def v_za_id(s):
    return bool(re.fullmatch(r"\d{13}", s)) and v_luhn(s)


def v_tr_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_cl_rut(s):
    m = re.fullmatch(r"(\d{1,2}(?:\.\d{3}){2}|\d{7,8})-([\dK])", s)
    if not m:
        return False
    body = m.group(1).replace(".", "")
    tot, w = 0, 2
    for c in reversed(body):
        tot += int(c) * w
        w = 2 if w == 7 else w + 1
    r = 11 - tot % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == m.group(2)


def v_sg_nric(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    tot = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        tot += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[tot % 11] == m.group(3)


def v_iban(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    lens = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "CH": 21, "PL": 28,
            "AT": 20, "PT": 25, "SE": 24, "IE": 22, "NO": 15, "DK": 18, "FI": 18}
    if lens.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


VALIDATORS = {
    "us_ssn": v_us_ssn, "de_steuerid": v_de_steuerid, "fr_nir": v_fr_nir, "es_dni": v_es_dni,
    "it_cf": v_it_cf, "nl_bsn": v_nl_bsn, "pl_pesel": v_pl_pesel, "se_pnr": v_se_pnr,
    "fi_hetu": v_fi_hetu, "br_cpf": v_br_cpf, "cn_ric": v_cn_ric, "verhoeff": v_verhoeff,
    "in_aadhaar": v_in_aadhaar, "ca_sin": v_ca_sin, "au_tfn": v_au_tfn, "za_id": v_za_id,
    "tr_tckn": v_tr_tckn, "cl_rut": v_cl_rut, "sg_nric": v_sg_nric, "iban": v_iban, "card": v_luhn,
}


def selftest_validators():
    for kind, samples in PUBLISHED_SAMPLES.items():
        if kind in ("totp", "aws"):
            continue
        for s in samples:
            if not VALIDATORS[kind](s):
                raise SystemExit("validator %s rejects published sample %r" % (kind, s))
    for kind, samples in PUBLISHED_INVALID.items():
        for s in samples:
            if VALIDATORS[kind](s):
                raise SystemExit("validator %s accepts published invalid %r" % (kind, s))


# ---------------------------------------------------------------------------
# GENERATORS of synthetic values
# ---------------------------------------------------------------------------
ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"


def _luhn_check_digit(body):
    """generator-side Luhn: the digit that completes `body` (independent of v_luhn)"""
    total = 0
    for pos, ch in enumerate(reversed(body)):
        d = int(ch)
        if pos % 2 == 0:          # these get doubled once the check digit is appended
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return str((10 - total % 10) % 10)


def _sens(fn):
    """record every value a sensitive generator returns (audited after build)"""
    def wrapper(self, *a, **k):
        out = fn(self, *a, **k)
        for x in (out if isinstance(out, list) else [out]):
            self.sensitive.append((fn.__name__, x))
        return out
    wrapper.__name__ = fn.__name__
    return wrapper


class V:
    """Synthetic value factory around one seeded random.Random."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.used = []          # every generated value, to avoid accidental repeats
        self._used_set = {}
        self.sensitive = []     # (generator, value) for personal / secret generators

    # -- basic --------------------------------------------------------------
    def uniq(self, fn):
        for _ in range(50):
            v = fn()
            if v not in self._used_set:
                self._used_set[v] = 1
                self.used.append(v)
                return v
        raise RuntimeError("could not make a unique value")

    def chars(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hex(self, n):
        return self.uniq(lambda: self.chars(HEX, n))

    def HEX(self, n):
        return self.hex(n).upper()

    def alnum(self, n):
        # make sure mixed classes so it does not look like a word
        def f():
            s = self.chars(ALNUM, n)
            return s if any(c.isdigit() for c in s) and any(c.isupper() for c in s) else s[:-1] + "7"
        return self.uniq(f)

    def b64(self, nbytes, pad=True, url=False):
        def f():
            raw = bytes(self.r.getrandbits(8) for _ in range(nbytes))
            s = (base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)).decode()
            return s if pad else s.rstrip("=")
        return self.uniq(f)

    def b32(self, n):
        return self.uniq(lambda: self.chars(B32, n))

    def digits(self, n, first_nonzero=True):
        def f():
            s = self.chars(string.digits, n)
            if first_nonzero and s[0] == "0":
                s = str(self.r.randint(1, 9)) + s[1:]
            return s
        return self.uniq(f)

    def uuid(self):
        def f():
            n = self.r.getrandbits(128)
            h = "%032x" % n
            h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
            return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
        return self.uniq(f)

    def pick(self, seq):
        return self.r.choice(seq)

    def randint(self, a, b):
        return self.r.randint(a, b)

    # -- time ----------------------------------------------------------------
    def dt(self):
        base = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
        return base + datetime.timedelta(seconds=self.r.randint(0, 330 * 86400), microseconds=self.r.randint(0, 999999))

    def iso(self, d=None, ms=True, z=True):
        d = d or self.dt()
        s = d.strftime("%Y-%m-%dT%H:%M:%S") + (".%03d" % (d.microsecond // 1000) if ms else "")
        return s + ("Z" if z else "+00:00")

    def ts_space(self, d=None, ms=True):
        d = d or self.dt()
        return d.strftime("%Y-%m-%d %H:%M:%S") + (",%03d" % (d.microsecond // 1000) if ms else "")

    def syslog_ts(self, d=None):
        d = d or self.dt()
        return d.strftime("%b ") + ("%2d" % d.day) + d.strftime(" %H:%M:%S")

    def clf_ts(self, d=None):
        d = d or self.dt()
        return d.strftime("%d/%b/%Y:%H:%M:%S +0000")

    def epoch(self, d=None, frac=3):
        d = d or self.dt()
        e = int(d.timestamp())
        return "%d.%0*d" % (e, frac, d.microsecond // (10 ** (6 - frac))) if frac else str(e)

    # -- network / infra ---------------------------------------------------
    @_sens
    def ip(self, public=None):
        nets = ["192.0.2.", "198.51.100.", "203.0.113."]
        if public is False or (public is None and self.r.random() < 0.4):
            k = self.r.randint(0, 2)
            if k == 0:
                return self.uniq(lambda: "10.%d.%d.%d" % (self.r.randint(0, 254), self.r.randint(0, 254), self.r.randint(2, 254)))
            if k == 1:
                return self.uniq(lambda: "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 254), self.r.randint(2, 254)))
            return self.uniq(lambda: "192.168.%d.%d" % (self.r.randint(0, 254), self.r.randint(2, 254)))
        return self.uniq(lambda: self.r.choice(nets) + str(self.r.randint(2, 254)))

    @_sens
    def ip6(self):
        return self.uniq(lambda: "2001:db8:%x:%x::%x" % (self.r.randint(1, 0xffff), self.r.randint(1, 0xffff), self.r.randint(1, 0xffff)))

    @_sens
    def mac(self, sep=":"):
        def f():
            b = [self.r.randint(0, 255) for _ in range(6)]
            b[0] = b[0] & 0xfc | 0x02  # locally administered unicast
            return sep.join("%02x" % x for x in b)
        return self.uniq(f)

    def domain(self):
        return self.pick(["example.com", "example.org", "example.net"])

    @_sens
    def host(self, fq=True):
        roles = ["db", "pg", "mysql", "redis", "kafka", "api", "web", "edge", "auth", "mq", "etl", "batch",
                 "ldap", "vault", "mail", "smtp", "cache", "es", "worker", "ci", "build", "git", "nfs", "bastion"]
        envs = ["prod", "stg", "qa", "dr", "int", "eu1", "us2", "ap3"]

        def f():
            h = "%s-%s-%02d" % (self.pick(roles), self.pick(envs), self.r.randint(1, 40))
            if fq:
                h += "." + self.pick(["corp", "internal", "dc1", "svc", "ops", "lan"]) + "." + self.domain()
            return h
        return self.uniq(f)

    @_sens
    def pod(self, app=None):
        app = app or self.pick(["checkout", "payments-api", "ledger", "notifier", "search-indexer", "billing-worker",
                                "auth-gateway", "cart", "orders", "profile-svc", "reco-engine", "ingest"])
        return self.uniq(lambda: "%s-%s-%s" % (app, self.chars("bcdfghjklmnpqrstvwxz2456789", 10),
                                              self.chars("bcdfghjklmnpqrstvwxz2456789", 5)))

    @_sens
    def node(self):
        return self.uniq(lambda: self.pick([
            "gke-prod-pool-%d-%s-%s" % (self.r.randint(1, 4), self.hex(8), self.chars("abcdefghijklmnopqrstuvwxyz0123456789", 4)),
            "aks-nodepool%d-%s-vmss%06d" % (self.r.randint(1, 3), self.digits(8), self.r.randint(0, 40)),
            "k8s-worker-%02d.%s" % (self.r.randint(1, 60), self.pick(["dc1", "dc2", "lab"]) + "." + self.domain()),
            "node-%s-%d" % (self.pick(["blue", "green", "amber"]), self.r.randint(10, 99)),
        ]))

    @_sens
    def aws_account(self):
        return self.digits(12)

    @_sens
    def pid(self):
        return self.uniq(lambda: str(self.r.randint(10000, 4194000)))

    # -- people --------------------------------------------------------------
    NAMES = {
        "en": (["Olivia", "Liam", "Amelia", "Noah", "Harriet", "Oscar", "Imogen", "Theodore", "Beatrix", "Rupert"],
               ["Whitfield", "Ashworth", "Pemberton", "Cartwright", "Holloway", "Fairbairn", "Thistlewood", "Lockhart"]),
        "de": (["Jürgen", "Annegret", "Friederike", "Lukas", "Maximilian", "Hannelore", "Björn", "Käthe"],
               ["Müller", "Schröder", "Weißenborn", "Großmann", "Köhler", "Dreßler", "Hüttenrauch", "Lindemann"]),
        "fr": (["Éloïse", "Benoît", "Gaëlle", "François", "Léa", "Anaïs", "Hervé", "Clémence"],
               ["Lefèvre", "Dubois-Maréchal", "Rousseau", "Garnier", "Lemaître", "Bérenger", "Chevalier"]),
        "es": (["José Manuel", "Begoña", "Iñaki", "Nuria", "Álvaro", "Mónica", "Ainhoa"],
               ["García Fernández", "Muñoz", "Ibáñez Ortega", "Castaño", "Peñalver", "Sáez de Urabain"]),
        "it": (["Giuseppe", "Chiara", "Niccolò", "Federica", "Gianluca", "Beatrice"],
               ["Esposito", "Bianchi", "De Luca", "Lombardi", "Fontana", "D'Angelo"]),
        "pt": (["João", "Conceição", "Thiago", "Luíza", "Gonçalo", "Marília"],
               ["Gonçalves", "Araújo", "Conceição Lima", "Magalhães", "Sequeira"]),
        "nl": (["Sanne", "Joost", "Femke", "Maarten", "Lieke"], ["van der Berg", "de Vries", "Bakker", "van Dijk", "Jansen"]),
        "pl": (["Małgorzata", "Grzegorz", "Wojciech", "Agnieszka", "Łukasz", "Katarzyna"],
               ["Wiśniewski", "Kowalczyk", "Wójcik", "Zieliński", "Szymańska", "Dąbrowski"]),
        "tr": (["Şükrü", "Gülşen", "Çağlar", "Öznur", "İlker"], ["Yılmaz", "Öztürk", "Çelik", "Aydın", "Doğan"]),
        "sv": (["Åsa", "Björn", "Linnéa", "Sören"], ["Lindqvist", "Åberg", "Sjöström", "Nyström"]),
        "fi": (["Aino", "Eetu", "Päivi", "Jyrki"], ["Virtanen", "Mäkinen", "Häkkinen", "Korhonen"]),
        "vi": (["Nguyễn Thị", "Trần Văn", "Phạm Minh", "Lê Hoàng"], ["Hương", "Quân", "Thảo", "Dũng"]),
        "ru": (["Алексей", "Наталья", "Дмитрий", "Екатерина", "Сергей", "Ольга"],
               ["Смирнов", "Кузнецова", "Волков", "Соколова", "Лебедев", "Морозова"]),
        "uk": (["Олександр", "Ірина", "Богдан", "Оксана"], ["Шевченко", "Коваленко", "Бондаренко", "Ткачук"]),
        "el": (["Γιώργος", "Ελένη", "Δημήτρης", "Αικατερίνη"], ["Παπαδόπουλος", "Νικολάου", "Καραγιάννη", "Οικονόμου"]),
        "ar": (["محمد", "فاطمة", "يوسف", "ليلى", "عمر"], ["العتيبي", "الحربي", "بن سالم", "الزهراني"]),
        "he": (["נועה", "איתי", "תמר", "אורי"], ["כהן", "לוי", "מזרחי", "פרץ"]),
        "hi": (["राहुल", "प्रिया", "अमित", "सुनीता"], ["शर्मा", "वर्मा", "गुप्ता", "पटेल"]),
        "zh": (["伟", "秀英", "建国", "丽娟", "志强"], ["王", "李", "张", "刘", "陈", "欧阳"]),
        "ja": (["陽翔", "結衣", "蓮", "さくら", "大輝"], ["佐藤", "鈴木", "高橋", "田中", "渡辺"]),
        "ko": (["민준", "서연", "지호", "하은"], ["김", "이", "박", "최", "정"]),
        "th": (["สมชาย", "สุดารัตน์", "ประยุทธ"], ["ศรีสุข", "วงศ์สวัสดิ์", "ทองดี"]),
        "in_en": (["Priya", "Arjun", "Lakshmi", "Venkatesh", "Ananya"], ["Raghunathan", "Iyer", "Chatterjee", "Reddy"]),
        "ng": (["Chukwuemeka", "Ngozi", "Oluwaseun", "Adaeze"], ["Okonkwo", "Adeyemi", "Nwachukwu", "Balogun"]),
    }
    FAMILY_FIRST = ("zh", "ja", "ko", "vi", "hu")

    @_sens
    def person(self, loc):
        firsts, lasts = self.NAMES[loc]

        def f():
            fi, la = self.pick(firsts), self.pick(lasts)
            if loc in ("zh", "ko"):
                return la + fi
            if loc in self.FAMILY_FIRST:
                return la + " " + fi if loc == "ja" else fi + " " + la
            return fi + " " + la
        name = self.uniq(f)
        return name

    def ascii_slug(self, s):
        tbl = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "å": "a", "ø": "o", "æ": "ae", "ł": "l", "Ł": "L",
               "ı": "i", "İ": "I", "ş": "s", "ğ": "g", "ç": "c", "đ": "d", "Đ": "D"}
        import unicodedata
        out = []
        for c in s:
            c = tbl.get(c, c)
            c = unicodedata.normalize("NFKD", c).encode("ascii", "ignore").decode()
            out.append(c)
        return re.sub(r"[^a-z]+", ".", "".join(out).lower()).strip(".")

    @_sens
    def email(self, name=None):
        def f():
            base = self.ascii_slug(name) if name else ""
            if not base:
                base = self.pick(["kim", "sam", "alex", "jo", "robin", "mika", "ari", "noor"]) + "." + self.chars("abcdefghjkmnpqrstuvwxyz", 5)
            return base + self.pick(["", str(self.r.randint(1, 99))]) + "@" + self.pick(
                ["example.com", "example.org", "example.net", "mail.example.com", "corp.example.org"])
        return self.uniq(f)

    @_sens
    def username(self, name=None):
        def f():
            base = self.ascii_slug(name) if name else ""
            if not base:
                base = self.pick(["jdoe", "mkowalski", "asmith", "tnguyen", "rpatel", "lgarcia", "hmueller", "ychen"])
            parts = base.split(".")
            style = self.r.randint(0, 3)
            if style == 0 and len(parts) > 1:
                return parts[0][0] + parts[-1] + str(self.r.randint(1, 99))
            if style == 1:
                return base.replace(".", "_")
            if style == 2 and len(parts) > 1:
                return parts[0] + "." + parts[-1][:6]
            return base.replace(".", "") + str(self.r.randint(10, 999))
        return self.uniq(f)

    @_sens
    def dob(self, fmt="iso"):
        y, m, d = self.r.randint(1948, 2004), self.r.randint(1, 12), self.r.randint(1, 28)
        return {"iso": "%04d-%02d-%02d" % (y, m, d), "de": "%02d.%02d.%04d" % (d, m, y), "us": "%02d/%02d/%04d" % (m, d, y),
                "fr": "%02d/%02d/%04d" % (d, m, y), "jp": "%04d年%d月%d日" % (y, m, d), "cn": "%04d年%02d月%02d日" % (y, m, d),
                "ko": "%04d. %d. %d." % (y, m, d), "nl": "%02d-%02d-%04d" % (d, m, y)}[fmt]

    # -- phones (random digits in the country's usual written formats) ------
    @_sens
    def phone(self, cc, intl=False):
        d = lambda n: self.chars(string.digits, n)
        r = self.r

        def f():
            if cc == "us":
                a = "%d%s" % (r.randint(2, 9), d(2))
                n = "555-01%s" % d(2)
                return ("+1 %s-%s" % (a, n)) if intl else "(%s) %s" % (a, n)
            if cc == "gb":
                if r.random() < 0.6:
                    n = "7700 900%s" % d(3)
                    return "+44 " + n if intl else "0" + n
                n = "20 7946 0%s" % d(3)
                return "+44 " + n if intl else "0" + n
            if cc == "de":
                a, n = r.choice(["30", "40", "89", "69", "221", "151", "176", "160"]), d(r.choice([7, 8]))
                return ("+49 %s %s" % (a, n)) if intl else "0%s %s" % (a, n) if r.random() < .5 else "0%s/%s" % (a, n)
            if cc == "fr":
                g = "%d %s %s %s %s" % (r.choice([1, 4, 6, 7]), d(2), d(2), d(2), d(2))
                return "+33 " + g if intl else "0" + g
            if cc == "es":
                g = "%d%s %s %s %s" % (r.choice([6, 7, 9]), d(2), d(2), d(2), d(2))
                return "+34 " + g if intl else g
            if cc == "it":
                g = "3%s %s %s" % (d(2), d(3), d(4))
                return "+39 " + g if intl else g
            if cc == "nl":
                n = d(8)
                return "+31 6 %s" % n if intl else "06-%s" % n
            if cc == "pl":
                g = "%d%s %s %s" % (r.choice([5, 6, 7, 8]), d(2), d(3), d(3))
                return "+48 " + g if intl else g
            if cc == "ru":
                a = "9%s" % d(2)
                return ("+7 %s %s-%s-%s" % (a, d(3), d(2), d(2))) if intl else "8 (%s) %s-%s-%s" % (a, d(3), d(2), d(2))
            if cc == "jp":
                g = "%s-%s-%s" % (r.choice(["90", "80", "70"]), d(4), d(4))
                return "+81 " + g if intl else "0" + g
            if cc == "cn":
                g = "1%d%s %s %s" % (r.choice([3, 5, 8]), r.randint(0, 9), d(4), d(4))
                return "+86 " + g if intl else g
            if cc == "kr":
                g = "10-%s-%s" % (d(4), d(4))
                return "+82 " + g if intl else "0" + g
            if cc == "in":
                g = "%d%s %s" % (r.choice([6, 7, 8, 9]), d(4), d(5))
                return "+91 " + g if intl else "0" + g
            if cc == "br":
                a = r.choice(["11", "21", "31", "41", "51", "61", "71", "81"])
                return ("+55 %s 9%s-%s" % (a, d(4), d(4))) if intl else "(%s) 9%s-%s" % (a, d(4), d(4))
            if cc == "au":
                g = "4%s %s %s" % (d(2), d(3), d(3))
                return "+61 " + g if intl else "0" + g
            if cc == "mx":
                g = "%s %s %s" % (r.choice(["55", "33", "81"]), d(4), d(4))
                return "+52 " + g if intl else g
            if cc == "za":
                g = "%d%s %s %s" % (r.choice([6, 7, 8]), d(1), d(3), d(4))
                return "+27 " + g if intl else "0" + g
            if cc == "se":
                g = "7%d-%s %s %s" % (r.choice([0, 2, 3, 6]), d(3), d(2), d(2))
                return "+46 " + g.replace("-", " ") if intl else "0" + g
            if cc == "ch":
                g = "7%d %s %s %s" % (r.choice([6, 7, 8, 9]), d(3), d(2), d(2))
                return "+41 " + g if intl else "0" + g
            if cc == "tr":
                g = "5%s %s %s %s" % (d(2), d(3), d(2), d(2))
                return "+90 " + g if intl else "0" + g
            if cc == "ng":
                g = "80%s %s %s" % (d(1), d(3), d(4))
                return "+234 " + g if intl else "0" + g
            if cc == "il":
                g = "5%d-%s-%s" % (r.randint(0, 8), d(3), d(4))
                return "+972 " + g if intl else "0" + g
            if cc == "th":
                g = "8%d-%s-%s" % (r.randint(0, 9), d(3), d(4))
                return "+66 " + g if intl else "0" + g
            if cc == "fi":
                g = "4%d %s %s" % (r.choice([0, 4, 5]), d(3), d(4))
                return "+358 " + g if intl else "0" + g
            if cc == "ua":
                g = "%s %s %s %s" % (r.choice(["67", "50", "93", "97"]), d(3), d(2), d(2))
                return "+380 " + g if intl else "0" + g
            if cc == "sa":
                g = "5%d %s %s" % (r.randint(0, 9), d(3), d(4))
                return "+966 " + g if intl else "0" + g
            if cc == "vn":
                g = "9%d %s %s" % (r.randint(0, 9), d(3), d(4))
                return "+84 " + g if intl else "0" + g
            if cc == "cl":
                g = "9 %s %s" % (d(4), d(4))
                return "+56 " + g if intl else g
            if cc == "sg":
                g = "%d%s %s" % (r.choice([8, 9]), d(3), d(4))
                return "+65 " + g if intl else g
            if cc == "be":
                g = "4%d%d %s %s %s" % (r.choice([7, 8, 9]), r.randint(0, 9), d(2), d(2), d(2))
                return "+32 " + g if intl else "0" + g
            if cc == "at":
                g = "6%s %s" % (r.choice(["64", "60", "76", "99"]), d(7))
                return "+43 " + g if intl else "0" + g
            if cc == "gr":
                g = "69%s %s %s" % (d(1), d(3), d(4))
                return "+30 " + g if intl else g
            raise KeyError(cc)
        return self.uniq(f)

    # -- postal addresses (whole) -------------------------------------------
    @_sens
    def address(self, cc):
        r = self.r
        n = r.randint(1, 180)
        A = {
            "us": lambda: "%d %s %s, %s, %s %05d" % (n * 7, r.choice(["Sycamore", "Larkspur", "Juniper", "Old Mill"]),
                                                     r.choice(["Ave", "St", "Rd", "Ln"]), r.choice(["Springfield", "Fairview", "Riverton"]),
                                                     r.choice(["IL", "OR", "TX", "NC"]), r.randint(10000, 99899)),
            "gb": lambda: "Flat %d, %d %s, %s %s %d%s" % (r.randint(1, 20), n, r.choice(["Acacia Avenue", "Wellington Road", "Mill Lane"]),
                                                       r.choice(["Leeds", "Bristol", "York"]), r.choice(["LS6", "BS8", "YO1"]),
                                                       r.randint(1, 9), r.choice(["AB", "DX", "QT", "NW"])),
            "de": lambda: "%s %d, %05d %s" % (r.choice(["Lindenstraße", "Am Weinberg", "Schillerweg", "Hauptstraße"]), n,
                                             r.randint(10115, 99998), r.choice(["Leipzig", "Köln", "München", "Görlitz"])),
            "fr": lambda: "%d %s, %05d %s" % (n, r.choice(["rue des Lilas", "avenue Jean-Jaurès", "boulevard Voltaire", "impasse du Moulin"]),
                                             r.randint(1000, 95999), r.choice(["Lyon", "Nantes", "Besançon", "Saint-Étienne"])),
            "es": lambda: "C/ %s, %d, %dº %s, %05d %s" % (r.choice(["Mayor", "de Alcalá", "San Bernardo"]), n, r.randint(1, 9),
                                                       r.choice("ABCD"), r.randint(1001, 52999), r.choice(["Madrid", "Zaragoza", "Cádiz"])),
            "it": lambda: "Via %s %d, %05d %s (%s)" % (r.choice(["Garibaldi", "dei Mille", "Roma"]), n, r.randint(10, 98168),
                                                     r.choice(["Torino", "Bologna", "Bari"]), r.choice(["TO", "BO", "BA"])),
            "nl": lambda: "%s %d, %04d %s %s" % (r.choice(["Prinsengracht", "Dorpsstraat", "Kerkweg"]), n, r.randint(1000, 9999),
                                                 r.choice(["AB", "KL", "ZX"]), r.choice(["Utrecht", "Haarlem", "Zwolle"])),
            "pl": lambda: "ul. %s %d/%d, %02d-%03d %s" % (r.choice(["Kwiatowa", "Długa", "Mickiewicza"]), n, r.randint(1, 60),
                                                       r.randint(0, 99), r.randint(0, 999), r.choice(["Kraków", "Łódź", "Gdańsk"])),
            "jp": lambda: "〒%03d-%04d 東京都%s%d丁目%d-%d" % (r.randint(100, 208), r.randint(0, 9999), r.choice(["新宿区西新宿", "世田谷区北沢", "港区芝浦"]),
                                                      r.randint(1, 9), r.randint(1, 30), r.randint(1, 20)),
            "cn": lambda: "%s%s路%d号%d室" % (r.choice(["上海市浦东新区", "北京市朝阳区", "广州市天河区"]), r.choice(["世纪大道", "建国", "天河"]), n, r.randint(101, 2808)),
            "kr": lambda: "서울특별시 %s %s %d, %d동 %d호" % (r.choice(["강남구", "마포구", "송파구"]), r.choice(["테헤란로", "월드컵로", "올림픽로"]),
                                                     n, r.randint(101, 120), r.randint(101, 1503)),
            "ru": lambda: "г. %s, ул. %s, д. %d, кв. %d, %06d" % (r.choice(["Москва", "Казань", "Новосибирск"]),
                                                               r.choice(["Ленина", "Садовая", "Пушкина"]), n, r.randint(1, 300), r.randint(101000, 690000)),
            "br": lambda: "Rua %s, %d, Apto %d - %s, %s - %s, %05d-%03d" % (r.choice(["das Flores", "Augusta", "XV de Novembro"]), n,
                                                                           r.randint(11, 1204), r.choice(["Centro", "Moema", "Savassi"]),
                                                                           r.choice(["São Paulo", "Curitiba", "Belo Horizonte"]),
                                                                           r.choice(["SP", "PR", "MG"]), r.randint(1000, 99999), r.randint(0, 999)),
            "in": lambda: "Flat %d%02d, %s, %s, %s %06d" % (r.randint(1, 9), r.randint(1, 20), r.choice(["Lakeview Residency", "Sai Krupa Apartments"]),
                                                           r.choice(["Koramangala 5th Block", "Andheri East", "T. Nagar"]),
                                                           r.choice(["Bengaluru", "Mumbai", "Chennai"]), r.randint(400001, 600099)),
            "au": lambda: "Unit %d, %d %s, %s %s %04d" % (r.randint(1, 40), n, r.choice(["Wattle Street", "Banksia Crescent"]),
                                                       r.choice(["Fitzroy", "Paddington", "Fremantle"]), r.choice(["VIC", "NSW", "WA"]), r.randint(2000, 6999)),
            "ar": lambda: "%s، حي %s، الرياض %05d" % (r.choice(["شارع الملك فهد", "طريق العليا"]), r.choice(["النخيل", "الملز"]), r.randint(11000, 14999)),
            "tr": lambda: "%s Mah. %s Sok. No:%d D:%d, %05d %s/%s" % (r.choice(["Caferağa", "Bahçelievler"]), r.choice(["Güneşli", "Çınar"]), n,
                                                                     r.randint(1, 20), r.randint(34000, 34999), r.choice(["Kadıköy", "Üsküdar"]), "İstanbul"),
            "se": lambda: "%s %d, %03d %02d %s" % (r.choice(["Storgatan", "Björkvägen"]), n, r.randint(100, 999), r.randint(10, 99), r.choice(["Umeå", "Malmö", "Västerås"])),
        }
        return self.uniq(A[cc])

    # -- national ids (generators) ------------------------------------------
    @_sens
    def nat_id(self, kind):
        r, d = self.r, lambda n: self.chars(string.digits, n)

        def f():
            if kind == "us_ssn":
                a = r.choice([x for x in range(1, 900) if x != 666])
                return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))
            if kind == "de_steuerid":
                while True:
                    digs = list("0123456789")
                    r.shuffle(digs)
                    first = [c for c in digs if c != "0"][0]
                    rest = [c for c in digs if c != first]
                    body = [first] + rest[:8]
                    body.append(r.choice(body[1:]))  # one digit twice
                    s = "".join(body)
                    prod = 10
                    for c in s:
                        sm = (int(c) + prod) % 10 or 10
                        prod = sm * 2 % 11
                    chk = (11 - prod) % 10
                    return s + str(chk)
            if kind == "fr_nir":
                body = "%d%02d%02d%02d%03d%03d" % (r.randint(1, 2), r.randint(50, 99), r.randint(1, 12), r.randint(1, 95),
                                                  r.randint(1, 899), r.randint(1, 999))
                return body + "%02d" % (97 - int(body) % 97)
            if kind == "es_dni":
                n = r.randint(10000000, 79999999)
                return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
            if kind == "it_cf":
                s = "".join(r.choice("BCDFGHLMNPRSTVZ") for _ in range(6)) + d(2) + r.choice("ABCDEHLMPRST") + \
                    "%02d" % r.choice([r.randint(1, 28), r.randint(41, 68)]) + r.choice("ABCDEFGHLM") + d(3)
                odd = {c: v for c, v in zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                                            [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])}
                tot = sum(odd[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65) for i, c in enumerate(s))
                return s + chr(65 + tot % 26)
            if kind == "nl_bsn":
                while True:
                    s = str(r.randint(1, 6)) + d(7)
                    t = sum(int(c) * w for c, w in zip(s, range(9, 1, -1))) % 11
                    if t < 10:
                        return s + str(t)
            if kind == "pl_pesel":
                s = "%02d%02d%02d%s" % (r.randint(50, 99), r.randint(1, 12), r.randint(1, 28), d(4))
                return s + str((10 - sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9] * 3)) % 10) % 10)
            if kind == "se_pnr":
                s = "%02d%02d%02d%s" % (r.randint(50, 99), r.randint(1, 12), r.randint(1, 28), d(3))
                c = _luhn_check_digit(s)
                return s[:6] + "-" + s[6:] + c
            if kind == "fi_hetu":
                s, n = "%02d%02d%02d" % (r.randint(1, 28), r.randint(1, 12), r.randint(50, 99)), "%03d" % r.randint(2, 899)
                return s + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s + n) % 31]
            if kind == "br_cpf":
                ds = [r.randint(0, 9) for _ in range(9)]
                for n in (9, 10):
                    ds.append(sum(ds[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10)
                s = "".join(map(str, ds))
                return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
            if kind == "cn_ric":
                s = "%s%04d%02d%02d%s" % (r.choice(["110101", "310115", "440106", "510104"]), r.randint(1950, 2003),
                                          r.randint(1, 12), r.randint(1, 28), d(3))
                ws = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
                return s + "10X98765432"[sum(int(c) * w for c, w in zip(s, ws)) % 11]
            if kind == "in_aadhaar":
                s = str(r.randint(2, 9)) + d(10)
                c = 0
                for i, x in enumerate(reversed(s)):
                    c = _VD[c][_VP[(i + 1) % 8][int(x)]]
                chk = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9][c]
                s += str(chk)
                return "%s %s %s" % (s[:4], s[4:8], s[8:])
            if kind == "ca_sin":
                s = str(r.choice([1, 2, 3, 4, 5, 6, 7])) + d(7)
                c = _luhn_check_digit(s)
                return "%s %s %s" % (s[:3], s[3:6], s[6:] + c)
            if kind == "au_tfn":
                while True:
                    s = [r.randint(0, 9) for _ in range(8)]
                    ws = [1, 4, 3, 7, 5, 8, 6, 9]
                    rem = sum(a * b for a, b in zip(s, ws)) % 11
                    for c in range(10):
                        if (rem + c * 10) % 11 == 0:
                            t = "".join(map(str, s)) + str(c)
                            return "%s %s %s" % (t[:3], t[3:6], t[6:])
            if kind == "za_id":
                s = "%02d%02d%02d%04d%d8" % (r.randint(50, 99), r.randint(1, 12), r.randint(1, 28), r.randint(0, 9999), r.randint(0, 1))
                return s + _luhn_check_digit(s)
            if kind == "tr_tckn":
                ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
                ds.append(((ds[0] + ds[2] + ds[4] + ds[6] + ds[8]) * 7 - (ds[1] + ds[3] + ds[5] + ds[7])) % 10)
                ds.append(sum(ds) % 10)
                return "".join(map(str, ds))
            if kind == "cl_rut":
                n = r.randint(5000000, 25999999)
                tot, w = 0, 2
                for c in reversed(str(n)):
                    tot += int(c) * w
                    w = 2 if w == 7 else w + 1
                k = 11 - tot % 11
                dv = {11: "0", 10: "K"}.get(k, str(k))
                s = "{:,}".format(n).replace(",", ".")
                return s + "-" + dv
            if kind == "sg_nric":
                p, s = r.choice("ST"), d(7)
                tot = sum(int(c) * w for c, w in zip(s, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
                return p + s + "JZIHGFEDCBA"[tot % 11]
            raise KeyError(kind)
        v = self.uniq(f)
        assert VALIDATORS[kind](v), (kind, v)
        return v

    @_sens
    def iban(self, cc, spaced=False):
        r, d = self.r, lambda n: self.chars(string.digits, n)
        bban = {"DE": lambda: d(18), "GB": lambda: r.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + d(14), "FR": lambda: d(10) + d(11) + d(2),
                "ES": lambda: d(20), "IT": lambda: r.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") + d(22), "NL": lambda: r.choice(["ABNA", "INGB", "RABO"]) + d(10),
                "BE": lambda: d(12), "CH": lambda: d(17), "PL": lambda: d(24), "AT": lambda: d(16), "PT": lambda: d(21),
                "SE": lambda: d(20), "IE": lambda: r.choice(["AIBK", "BOFI"]) + d(14), "FI": lambda: d(14), "NO": lambda: d(11), "DK": lambda: d(14)}[cc]

        def f():
            b = bban()
            num = int("".join(str(int(c, 36)) for c in b + cc + "00"))
            s = cc + "%02d" % (98 - num % 97) + b
            return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s
        v = self.uniq(f)
        assert v_iban(v), v
        return v

    @_sens
    def card(self, brand=None, spaced=False):
        r = self.r
        brand = brand or r.choice(["visa", "mc", "amex", "discover", "jcb"])

        def f():
            pre, ln = {"visa": (r.choice(["4539", "4716", "4929", "4024"]), 16), "mc": ("5%d" % r.randint(1, 5), 16),
                       "amex": (r.choice(["34", "37"]), 15), "discover": ("6011", 16), "jcb": ("35%d" % r.randint(28, 89), 16)}[brand]
            s = pre + self.chars(string.digits, ln - len(pre) - 1)
            s += _luhn_check_digit(s)
            if not spaced:
                return s
            if ln == 15:
                return "%s %s %s" % (s[:4], s[4:10], s[10:])
            return " ".join(s[i:i + 4] for i in range(0, 16, 4))
        v = self.uniq(f)
        assert v_luhn(v)
        return v

    # -- secrets --------------------------------------------------------------
    @_sens
    def password(self):
        def f():
            words = ["Tangerine", "Marlin", "Quokka", "Granite", "Saffron", "Nimbus", "Falcon", "Juniper", "Ember", "Cobalt"]
            st = self.r.randint(0, 3)
            if st == 0:
                return self.pick(words) + self.pick("!#%&*?@$") + str(self.r.randint(10, 9999)) + self.pick(words).lower()
            if st == 1:
                return self.chars(ALNUM + "!#%*-_.~", 16)
            if st == 2:
                return "%s-%s-%s-%d" % (self.pick(words).lower(), self.pick(words).lower(), self.pick(words).lower(), self.r.randint(1, 99))
            return self.chars(ALNUM, 6) + self.pick("!$&") + self.chars(ALNUM, 6)
        return self.uniq(f)

    @_sens
    def aws_key_id(self, prefix="AKIA"):
        return self.uniq(lambda: prefix + self.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))

    @_sens
    def aws_secret(self):
        return self.uniq(lambda: self.chars(ALNUM + "+/", 40))

    @_sens
    def jwt(self, claims=None, alg="HS256"):
        hdr = base64.urlsafe_b64encode(json.dumps({"alg": alg, "typ": "JWT", "kid": self.hex(8)}, separators=(",", ":")).encode()).decode().rstrip("=")
        claims = claims or {"sub": self.uuid(), "iat": 1735000000 + self.r.randint(0, 10 ** 7), "scope": "read write"}
        body = base64.urlsafe_b64encode(json.dumps(claims, separators=(",", ":"), ensure_ascii=False).encode()).decode().rstrip("=")
        sig = self.b64(32 if alg.startswith("HS") else 64, pad=False, url=True)
        return "%s.%s.%s" % (hdr, body, sig)

    @_sens
    def token(self, kind):
        a, c = self.alnum, self.chars
        T = {
            "ghp": lambda: "ghp_" + c(ALNUM, 36), "gho": lambda: "gho_" + c(ALNUM, 36), "ghs": lambda: "ghs_" + c(ALNUM, 36),
            "ghu": lambda: "ghu_" + c(ALNUM, 36),
            "github_pat": lambda: "github_pat_11" + c(UPPER_ALNUM, 20) + "_" + c(ALNUM, 59),
            "glpat": lambda: "glpat-" + c(ALNUM + "-_", 20), "glrt": lambda: "glrt-" + c(ALNUM + "-_", 20),
            "slack_bot": lambda: "xoxb-%s-%s-%s" % (c(string.digits, 12), c(string.digits, 13), c(ALNUM, 24)),
            "slack_user": lambda: "xoxp-%s-%s-%s-%s" % (c(string.digits, 12), c(string.digits, 12), c(string.digits, 13), c(HEX, 32)),
            "slack_webhook_path": lambda: "T%s/B%s/%s" % (c(UPPER_ALNUM, 10), c(UPPER_ALNUM, 10), c(ALNUM, 24)),
            "stripe_sk": lambda: "sk_live_" + c(ALNUM, 99), "stripe_rk": lambda: "rk_live_" + c(ALNUM, 99),
            "stripe_whsec": lambda: "whsec_" + c(ALNUM, 32),
            "twilio_sk": lambda: "SK" + c(HEX, 32), "twilio_auth": lambda: c(HEX, 32),
            "sendgrid": lambda: "SG." + c(ALNUM + "-_", 22) + "." + c(ALNUM + "-_", 43),
            "mailgun": lambda: "key-" + c(HEX, 32),
            "openai": lambda: "sk-proj-" + c(ALNUM + "-_", 74) + "T3BlbkFJ" + c(ALNUM + "-_", 74),
            "anthropic": lambda: "sk-ant-api03-" + c(ALNUM + "-_", 93) + "AA",
            "google_api": lambda: "AIza" + c(ALNUM + "-_", 35),
            "npm": lambda: "npm_" + c(ALNUM, 36), "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + c(B64URL, 120),
            "dockerhub": lambda: "dckr_pat_" + c(ALNUM + "-_", 27),
            "dd_api": lambda: c(HEX, 32), "dd_app": lambda: c(HEX, 40),
            "newrelic": lambda: "NRAK-" + c(UPPER_ALNUM, 27), "newrelic_ingest": lambda: c(HEX, 36) + "NRAL",
            "vault": lambda: "hvs." + c(ALNUM + "_-", 90), "vault_batch": lambda: "hvb." + c(ALNUM + "_-", 130),
            "tfc": lambda: c(ALNUM, 14) + ".atlasv1." + c(ALNUM, 67),
            "shopify": lambda: "shpat_" + c(HEX, 32), "shopify_ss": lambda: "shpss_" + c(HEX, 32),
            "square": lambda: "EAAA" + c(ALNUM + "-_", 60),
            "braintree": lambda: "access_token$production$%s$%s" % (c("abcdefghijklmnopqrstuvwxyz0123456789", 16), c(HEX, 32)),
            "telegram": lambda: "%s:AA%s" % (c(string.digits, 10), c(ALNUM + "-_", 33)),
            "discord": lambda: "%s.%s.%s" % (base64.b64encode(c(string.digits, 18).encode()).decode().rstrip("="), c(ALNUM + "-_", 6), c(ALNUM + "-_", 38)),
            "digitalocean": lambda: "dop_v1_" + c(HEX, 64), "linear": lambda: "lin_api_" + c(ALNUM, 40),
            "notion": lambda: "ntn_" + c(string.digits, 11) + c(ALNUM, 35),
            "atlassian": lambda: "ATATT3xFfGF0" + c(ALNUM + "-_", 180) + "=" + c(HEX.upper(), 8),
            "figma": lambda: "figd_" + c(ALNUM + "-_", 40), "hf": lambda: "hf_" + c(ALNUM, 34),
            "postman": lambda: "PMAK-" + c(HEX, 24) + "-" + c(HEX, 34), "doppler": lambda: "dp.st.prd." + c(ALNUM, 43),
            "pulumi": lambda: "pul-" + c(HEX, 40), "circleci": lambda: "CCIPAT_" + c(ALNUM, 22) + "_" + c(HEX, 40),
            "buildkite": lambda: "bkua_" + c(HEX, 40), "databricks": lambda: "dapi" + c(HEX, 32),
            "grafana_sa": lambda: "glsa_" + c(ALNUM, 32) + "_" + c(HEX, 8),
            "grafana_cloud": lambda: "glc_" + base64.b64encode(json.dumps({"o": c(string.digits, 6), "n": "stack-" + c(string.digits, 6), "k": c(ALNUM, 24), "m": {"r": "prod-eu-west-2"}}, separators=(",", ":")).encode()).decode().rstrip("="),
            "age": lambda: "AGE-SECRET-KEY-1" + c("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58),
            "okta": lambda: "00" + c(ALNUM + "-_", 40), "cloudflare": lambda: c(ALNUM + "-_", 40),
            "sentry_auth": lambda: "sntrys_" + base64.b64encode(json.dumps({"iat": 1735000000, "url": "https://sentry.example.com", "org": "acme"}).encode()).decode().rstrip("=") + "_" + c(ALNUM + "+/", 43),
            "heroku": lambda: "HRKU-AA" + c(ALNUM + "-_", 58),
            "azure_storage_key": lambda: base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(64))).decode(),
            "azure_client_secret": lambda: c(ALNUM, 3) + "8Q~" + c(ALNUM + "~._-", 34),
            "gcp_oauth": lambda: "ya29.a0" + c(ALNUM + "-_", 150),
            "fly": lambda: "fm2_" + c(ALNUM + "+/", 120),
            "rubygems": lambda: "rubygems_" + c(HEX, 48), "nuget": lambda: "oy2" + c("abcdefghijklmnopqrstuvwxyz0123456789", 43),
            "snyk": lambda: self.uuid(), "airtable": lambda: "pat" + c(ALNUM, 14) + "." + c(HEX, 64),
            "mapbox": lambda: "sk.eyJ1Ijoi" + c(ALNUM, 40) + "." + c(ALNUM + "-_", 22),
            "planetscale": lambda: "pscale_pw_" + c(ALNUM + "_", 43), "supabase": lambda: "sbp_" + c(HEX, 40),
            "vercel": lambda: c(ALNUM, 24), "openrouter": lambda: "sk-or-v1-" + c(HEX, 64),
            "groq": lambda: "gsk_" + c(ALNUM, 52), "replicate": lambda: "r8_" + c(ALNUM, 37),
            "hubspot": lambda: "pat-na1-" + self.uuid(), "intercom": lambda: "dG9rOj" + c(ALNUM, 54) + "=",
            "twitch": lambda: c("abcdefghijklmnopqrstuvwxyz0123456789", 30),
            "otp": lambda: "%06d" % self.r.randint(0, 999999), "totp_seed": lambda: c(B32, 32),
            "bcrypt": lambda: "$2b$%02d$%s" % (self.r.choice([10, 11, 12, 13]), c(ALNUM + "./", 53)),
            "bcrypt_y": lambda: "$2y$10$" + c(ALNUM + "./", 53),
            "argon2": lambda: "$argon2id$v=19$m=65536,t=3,p=4$%s$%s" % (self.b64(16, pad=False), self.b64(32, pad=False)),
            "sha512crypt": lambda: "$6$%s$%s" % (c(ALNUM + "./", 16), c(ALNUM + "./", 86)),
            "yescrypt": lambda: "$y$j9T$%s$%s" % (c(ALNUM + "./", 24), c(ALNUM + "./", 43)),
            "pbkdf2_django": lambda: "pbkdf2_sha256$%d$%s$%s" % (self.r.choice([600000, 720000, 870000]), c(ALNUM, 22), self.b64(32)),
            "mysql_native": lambda: "*" + c("0123456789ABCDEF", 40),
            "pg_scram": lambda: "SCRAM-SHA-256$4096:%s$%s:%s" % (self.b64(16), self.b64(32), self.b64(32)),
            "pg_md5": lambda: "md5" + c(HEX, 32), "ssha": lambda: "{SSHA}" + self.b64(24),
            "ntlm": lambda: c("0123456789ABCDEF", 32),
            "session_hex32": lambda: c("0123456789ABCDEF", 32), "phpsessid": lambda: c("abcdefghijklmnopqrstuv0123456789", 26),
            "django_session": lambda: c("abcdefghijklmnopqrstuvwxyz0123456789", 32),
            "hmac_hex": lambda: c(HEX, 64),
        }
        return self.uniq(T[kind])

    @_sens
    def pem_body(self, nlines=4, width=64):
        raw = bytes(self.r.getrandbits(8) for _ in range(width * 3 // 4 * nlines))
        s = base64.b64encode(raw).decode()
        return [s[i:i + width] for i in range(0, len(s), width)][:nlines]

    # -- diagnostic ids ------------------------------------------------------
    def trace_id(self):
        return self.hex(32)

    def span_id(self):
        return self.hex(16)

    def sha1(self):
        return self.hex(40)

    def sha256(self):
        return self.hex(64)

    def req_id(self):
        return self.uuid()


# ---------------------------------------------------------------------------
# RECORDS and CHECKS
# ---------------------------------------------------------------------------
def _dedupe(xs):
    out = []
    for x in xs:
        if x and x not in out:
            out.append(x)
    return out


def rec(text, secrets, private, keep, cls, source):
    assert cls in CLASSES, cls
    if isinstance(text, (list, tuple)):
        d = {"kind": "block", "lines": list(text)}
    else:
        d = {"kind": "line", "text": text}
    d["secrets"] = _dedupe(secrets)
    d["private"] = _dedupe(private)
    d["keep"] = _dedupe(keep)
    d["class"] = cls
    d["source"] = source
    return d


def _lines(r):
    return r["lines"] if r["kind"] == "block" else [r["text"]]


def check_record(r, all_samples):
    err = []
    order = KEY_ORDER_BLOCK if r["kind"] == "block" else KEY_ORDER_LINE
    if list(r.keys()) != order:
        err.append("key order %r" % list(r.keys()))
    if r["class"] not in CLASSES:
        err.append("class")
    lines = _lines(r)
    if r["kind"] == "block" and len(lines) < 2:
        err.append("block with <2 lines")
    for ln in lines:
        if len(ln) >= 600:
            err.append("line too long (%d)" % len(ln))
        if "\n" in ln or "\r" in ln:
            err.append("raw newline inside a line")
    for field in ("secrets", "private", "keep"):
        xs = r[field]
        if len(xs) != len(set(xs)):
            err.append("duplicate in " + field)
        for x in xs:
            if not isinstance(x, str) or not x:
                err.append("empty value in " + field)
            elif not any(x in ln for ln in lines):
                err.append("%s value not found within a single line: %r" % (field, x))
    if len(r["keep"]) < 2:
        err.append("fewer than 2 keep")
    if not r["secrets"] and not r["private"]:
        err.append("nothing to redact")
    red = r["secrets"] + r["private"]
    for a in red:
        for k in r["keep"]:
            if a in k:
                err.append("redact value %r is a substring of keep %r" % (a, k))
        if a in r["secrets"] and a in r["private"]:
            err.append("value both secret and private: %r" % a)
    # perfect redaction exists
    out = []
    for ln in lines:
        for a in sorted(red, key=lambda s: (-len(s), s)):
            ln = ln.replace(a, "X")
        out.append(ln)
    for k in r["keep"]:
        if not any(k in ln for ln in out):
            err.append("keep value lost by perfect redaction: %r" % k)
    for a in red:
        if any(a in ln for ln in out):
            err.append("redact value survives perfect redaction: %r" % a)
    joined = "\n".join(lines)
    for s in all_samples:
        # long samples: anywhere; short ones (the 4-digit Verhoeff example) as a whole token
        if (len(s) >= 8 and s in joined) or (len(s) < 8 and re.search(r"(?<![0-9A-Za-z])" + re.escape(s) + r"(?![0-9A-Za-z])", joined)):
            err.append("published sample number occurs: %r" % s)
        # also without separators (e.g. a spaced sample written compactly)
        compact = re.sub(r"[ .-]", "", s)
        if len(compact) >= 9 and compact != s and compact in re.sub(r"(?<=[0-9A-Z])[ .-](?=[0-9A-Z])", "", joined):
            err.append("published sample number occurs (compact form): %r" % s)
    if not r["source"]:
        err.append("empty source")
    return err


# ---------------------------------------------------------------------------
# REAL SOFTWARE records (from captured/, see capture.py)
# ---------------------------------------------------------------------------
CAP = os.path.join(HERE, "captured")


def cap_text(name):
    with open(os.path.join(CAP, name), encoding="utf-8") as f:
        return f.read()


def cap_lines(name):
    return cap_text(name).rstrip("\n").split("\n")


def _variants(val):
    out = [val]
    esc = "".join(c if ord(c) < 128 else "".join("\\x%02x" % b for b in c.encode()) for c in val)
    ju = json.dumps(val)[1:-1]
    out += [esc, ju, ju.replace("\\", "\\\\"), val.replace(" ", ""), urllib.parse.quote_plus(val),
            urllib.parse.quote(val, safe=""), html.escape(val)]
    return _dedupe(out)


class Real:
    def __init__(self):
        with open(os.path.join(CAP, "planted.json"), encoding="utf-8") as f:
            self.P = json.load(f)
        self.out = []

    def label(self, lines, cls, source, keep, secrets=(), private=(), skip=()):
        """auto-label planted values (in every encoded form found) + explicit extras."""
        S, Pv = list(secrets), list(private)
        K = list(keep)
        for name in sorted(self.P):
            if name in skip:
                continue
            item = self.P[name]
            for var in _variants(item["value"]):
                if len(var) >= 3 and any(var in ln for ln in lines):
                    if item["cat"] == "secret":
                        S.append(var)
                    elif item["cat"] == "private":
                        Pv.append(var)
                    elif item["cat"] == "keep":
                        K.append(var)
        # drop a value that is a strict substring of another listed value of the same
        # kind only when it never occurs outside that longer value
        def prune(xs):
            res = []
            for x in _dedupe(xs):
                longer = [y for y in xs if y != x and x in y]
                if longer:
                    tmp = list(lines)
                    for y in sorted(longer, key=len, reverse=True):
                        tmp = [t.replace(y, "") for t in tmp]
                    if not any(x in t for t in tmp):
                        continue
                res.append(x)
            return res
        S, Pv = prune(S), prune(Pv)
        text = lines if len(lines) > 1 else lines[0]
        r = rec(text, S, Pv, K, cls, source + " [real software run on this machine, see captured/]")
        self.out.append(r)
        return r


def real_records():
    R = Real()
    # ---- redis MONITOR ----------------------------------------------------------
    mon = cap_lines("redis_monitor.log")
    src_r = "Redis 7.0 MONITOR output (redis-cli monitor) while redis-cli ran commands"

    def mline(cmd_substr):
        return [l for l in mon if cmd_substr in l][0]

    def mts(l):
        return l.split(" ")[0]
    l = mline('"HSET" "corpus9:user:')
    R.label([l], "encoded", src_r + "; non-ASCII bytes shown as \\xNN escapes", [mts(l), '"HSET"', re.search(r'corpus9:user:\d+', l).group(0)])
    l = mline('"SET" "corpus9:session:')
    R.label([l], "encoded", src_r + "; JSON value with \\\" escapes; session id in key name", [mts(l), '"EX" "3600"', '\\"user_id\\"'])
    l = mline('"SET" "corpus9:tenant:')
    R.label([l], "positional", src_r + "; secret as bare SET argument", [mts(l), '"SET"', "corpus9:tenant:acme:stripe_key"])
    l = mline('"HSET" "corpus9:otp:')
    R.label([l], "positional", src_r + "; phone number inside key, OTP as hash field value", [mts(l), '"attempts" "0"', '"HSET"'])
    l = mline('"LPUSH"')
    R.label([l], "encoded", src_r + "; JSON with \\\" escapes and UTF-8 shown as \\xNN", [mts(l), "corpus9:queue:mail", '\\"template\\": \\"welcome\\"'])
    l = mline('"SETEX"')
    R.label([l], "positional", src_r + "; reset token in key, e-mail as value", [mts(l), '"SETEX"', '"900"'])
    l = mline('"HSET" "corpus9:checkout:')
    R.label([l], "encoded", src_r + "; Cyrillic card holder as \\xNN escapes", [mts(l), '"amount" "129.90"', '"currency" "EUR"',
                                                                                   re.search(r"corpus9:checkout:[0-9a-f]+", l).group(0)])
    dels = [x for x in mon if '"DEL"' in x][:5]
    ck = re.search(r"corpus9:checkout:([0-9a-f]+)", "\n".join(dels)).group(1)
    R.label(dels, "lookalike", src_r + "; DEL of keys named by random ids: checkout id (diagnostic) beside session id and reset token (secret)",
            [ck, mts(dels[0]), mts(dels[-1]), "corpus9:queue:mail"])
    # ---- MariaDB general log ------------------------------------------------------
    gl = cap_lines("mariadb_general.log")
    src_m = "MariaDB 10.11 general query log (general_log=ON, log_output=FILE)"
    i = [k for k, x in enumerate(gl) if "INSERT INTO customers" in x][0]
    hdr = gl[3]
    R.label([gl[2], hdr] + [gl[i]], "pii_locale", src_m + "; French customer (NIR, IBAN FR, phone 0x xx xx xx xx)",
            ["Time\t\t    Id Command\tArgument", hdr.split("\t")[0], "INSERT INTO customers", re.search(r"\d+ Query", gl[i]).group(0)])
    R.label([gl[i + 1]], "pii_locale", src_m + "; Spanish customer with DNI", ["INSERT INTO customers", "NULL,NULL)", re.search(r"\d+ Query", gl[i + 1]).group(0)])
    l = [x for x in gl if "PASSWORD('" in x and "UPDATE" in x][0]
    R.label([l], "positional", src_m + "; plaintext password as argument of PASSWORD()", ["UPDATE user_copy SET authentication_string = PASSWORD(", "WHERE User=", "Query"])
    l = [x for x in gl if "INSERT INTO api_keys" in x][0]
    R.label([l], "positional", src_m + "; SQL VALUES tuple, no column names", ["INSERT INTO api_keys VALUES (7,'acme-eu'", "2026-12-01 14:22:09"])
    k = [j for j, x in enumerate(gl) if "Access denied" in x][0]
    R.label(gl[k - 1:k + 1], "infra", src_m + "; failed login with a planted user name", ["Connect", "Access denied for user", "(using password: YES)", "using TCP/IP"])
    R.label(cap_lines("mariadb_client_error.txt"), "no_key", "mariadb client 10.11 error on stderr", ["ERROR 1045 (28000)", "Access denied for user", "(using password: YES)"])
    R.label(cap_lines("mariadb_batch.tsv"), "rows", "mariadb client --batch (TSV) result rows", ["id\tfull_name\temail\tphone\tnational_id\tiban\tbirth_date", "NULL"])
    R.label(cap_lines("mariadb_vertical.txt"), "rows", "mariadb client vertical (\\G) result of a mysql.user-like table",
            ["1. row", "2. row", "mysql_native_password", "authentication_string:"],
            secrets=re.findall(r"\*[0-9A-F]{40}", cap_text("mariadb_vertical.txt")))
    xml = [x for x in cap_lines("mariadb_xml.txt") if x.strip()]
    R.label(xml, "rows", "mariadb client --xml result set", ['<field name="id">7</field>', '<field name="last_used">2026-12-01 14:22:09</field>', '<resultset statement="SELECT * FROM corpus9_tmp.api_keys'])
    R.label(cap_lines("mariadb_table.txt"), "rows", "mariadb client --table result", ["| id | full_name", "NULL", "+----+"])
    # ---- PostgreSQL server log + psql --------------------------------------------
    pg = cap_lines("postgres_server.log")
    src_p = "PostgreSQL 15 server log (log_line_prefix '%m [%p] %q%u@%d ', session SET log_statement='all')"

    def pgk(l):
        return [re.match(r"\S+ \S+ UTC", l).group(0), "postgres@postgres"]

    def pid(l):
        return [re.search(r"\[(\d+)\]", l).group(1)]
    l = [x for x in pg if "INSERT INTO app_users (login, full_name, email, phone, pesel, iban, password_hash)" in x][0]
    R.label([l], "pii_locale", src_p + "; Polish user (PESEL, IBAN PL, SCRAM hash)", pgk(l) + ["LOG:  statement: INSERT INTO app_users"], private=pid(l))
    l = [x for x in pg if "INSERT INTO app_users (login, full_name, email, phone, pesel, iban) " in x][0]
    R.label([l], "pii_locale", src_p + "; Chinese user (resident id, mobile)", pgk(l) + ["LOG:  statement:", "NULL);"], private=pid(l))
    k = [j for j, x in enumerate(pg) if "ERROR:  duplicate key" in x][0]
    R.label(pg[k:k + 3], "no_key", src_p + "; unique violation echoes the e-mail in DETAIL/STATEMENT",
            pgk(pg[k]) + ['ERROR:  duplicate key value violates unique constraint "app_users_email_key"', "already exists."], private=pid(pg[k]))
    l = [x for x in pg if "INSERT INTO oauth_tokens" in x][0]
    R.label([l], "positional", src_p + "; tokens as bare VALUES", pgk(l) + ["'mobile-ios'", "'2026-12-05 09:00:00+00'"], private=pid(l))
    l = [x for x in pg if "set_config" in x][0]
    R.label([l], "key_unusual", src_p + "; key given as a GUC name argument of set_config()", pgk(l) + ["set_config('app.openai_key'", "IS NOT NULL AS ok"], private=pid(l))
    l = [x for x in pg if "FATAL:" in x][0]
    R.label([l], "infra", src_p + "; connection as a planted unknown role", [re.match(r"\S+ \S+ UTC", l).group(0), "FATAL:", "does not exist"], private=pid(l))
    R.label(cap_lines("psql_conn_error.txt"), "no_key", "psql 15 connection error (URI with planted credentials)", ['connection to server at "127.0.0.1", port 5432 failed', "FATAL:", "does not exist"])
    po = cap_lines("psql_out.txt")
    a = [j for j, x in enumerate(po) if x.startswith(" id |")][0]
    R.label(po[a:a + 4], "rows", "psql 15 aligned output", ["(1 row)", "password_hash", " id |"])
    c = [j for j, x in enumerate(po) if x.startswith("id,login")][0]
    R.label(po[c:c + 3], "rows", "psql 15 \\pset format csv", ["id,login,full_name", "email,phone,pesel,iban"])
    t = [j for j, x in enumerate(po) if x.startswith("user_id\t")][0]
    R.label(po[t:t + 3], "rows", "psql 15 unaligned, tab field separator", ["user_id\tclient_id\taccess_token\trefresh_token\texpires_at", "mobile-ios", "2026-12-05 09:00:00+00", "(1 row)"])
    x = [j for j, y in enumerate(po) if y.startswith("-[ RECORD 1 ]")][0]
    R.label(po[x:x + 5], "rows", "psql 15 expanded display (\\x)", ["-[ RECORD 1 ]", "password_hash |", "id            | 1"])
    js = [y for y in po if y.startswith(' {"id" :')]
    R.label(js, "rows", "psql 15 aligned output of json_build_object()", ['{"id" : 1', '{"id" : 2', '"phone" : '])
    # ---- sqlite3 ----------------------------------------------------------------------
    R.label(cap_lines("sqlite_json.txt"), "rows", "sqlite3 3.40 -json", ['"id":101', '"created_at":"2026-03-10 10:00:00"', '"id":104'])
    R.label(cap_lines("sqlite_csv.txt"), "rows", "sqlite3 3.40 -csv -header, Django auth_user with pbkdf2_sha256 hashes",
            ["id,password,last_login,is_superuser,username,email,date_joined", '"2026-11-20 17:44:00"', '"2024-02-03 09:00:00"'])
    R.label(cap_lines("sqlite_line.txt"), "rows", "sqlite3 -line, django_session row (session_key is the credential; session_data left unlabelled)",
            ["expire_date = 2026-12-10 00:00:00", "session_key = "])
    R.label(cap_lines("sqlite_box.txt"), "rows", "sqlite3 -box, audit_log table", ["login.success", "password.change", "mfa.disable", "403", "2026-12-03T02:12:22Z", "9002"])
    R.label(cap_lines("sqlite_tabs.txt"), "rows", "sqlite3 -tabs -header, django_session keys", ["session_key\texpire_date", "2026-12-12 00:00:00"])
    R.label(cap_lines("sqlite_insert.txt"), "rows", "sqlite3 .mode insert", ["INSERT INTO customers VALUES(103,", "'2026-06-13 10:03:00');"])
    # ---- python: urllib debug, http.server, logging, urllib3 ----------------------------
    py = cap_lines("python_stdout.log")
    src_py = "CPython 3.11 "
    l = [x for x in py if x.startswith("send: b'GET")][0]
    basic = re.search(r"Authorization: Basic (\S+?)\\r", l).group(1)
    j = py.index(l)
    R.label(py[j:j + 5] + [[x for x in py if "Set-Cookie" in x][0]], "encoded",
            src_py + "http.client debuglevel=1 (urllib) request bytes repr + reply headers; Basic credentials base64",
            ["GET /api/v2/reports?", "&format=csv HTTP/1.1", "reply: 'HTTP/1.0 200 OK\\r\\n'", "Python-urllib/3.11", "HttpOnly; Path=/; SameSite=Lax"], secrets=[basic])
    l = [x for x in py if x.startswith("send: b'grant_type")][0]
    R.label([py[py.index(l) - 1], l, py[py.index(l) + 1]], "encoded", src_py + "http.client debuglevel=1, form body percent-encoded (UTF-8 password)",
            ["POST /oauth/token HTTP/1.1", "grant_type=password", "client_id=cli-web", "401 Unauthorized"])
    l = [x for x in py if "user profile loaded" in x][0]
    R.label([l], "pii_locale", src_py + "logging basicConfig, dict repr with Turkish name and phone", [l[:23], "INFO [corpus9.app]", "'user_id': 4711"])
    l = [x for x in py if "raw payload" in x][0]
    R.label([l], "encoded", src_py + "logging %r of bytes: JSON \\uXXXX escapes doubled by repr", [l[:23], "INFO [corpus9.app] raw payload"])
    l = [x for x in py if "webhook config" in x][0]
    R.label([l], "no_key", src_py + "logging dict repr; Slack webhook path under a plain 'url' key", [l[:23], "DEBUG [corpus9.app]", "'channel': '#ops-alerts'"])
    k = [j for j, x in enumerate(py) if "db pool init failed" in x][0]
    R.label(py[k:k + 4], "positional", src_py + "logging.exception traceback with a DSN in the message",
            [py[k][:23], "db pool init failed (attempt 3/5)", "Traceback (most recent call last):", ":5432/orders"])
    l = [x for x in py if "/oauth/callback?code=" in x][0]
    R.label([l], "key_unusual", src_py + "urllib3 connectionpool DEBUG; OAuth authorization code under key 'code'", [l[:23], "[urllib3.connectionpool]", "HTTP/1.1\" 200 11"])
    ps = cap_lines("python_stderr.log")
    R.label([ps[0], ps[1]], "encoded", src_py + "http.server BaseHTTPRequestHandler access log (query string token)",
            ["\"GET /api/v2/reports?", "&format=csv HTTP/1.1\" 200 -", "\"POST /oauth/token HTTP/1.1\" 401 -"])
    # ---- botocore -----------------------------------------------------------------------------
    bl = cap_lines("botocore_debug.log")
    k = [j for j, x in enumerate(bl) if "StringToSign" in x][0]
    blk = bl[k:k + 7]
    sig = blk[6]
    assert re.fullmatch(r"[0-9a-f]{64}", sig) and re.fullmatch(r"[0-9a-f]{64}", blk[4])
    R.label(blk, "lookalike", "botocore 1.43 DEBUG (botocore.auth) SigV4 StringToSign: canonical-request hash (diagnostic) beside signature (secret)",
            [blk[0][:23], "AWS4-HMAC-SHA256", blk[2], blk[3], blk[4], "botocore.auth [DEBUG] Signature:", blk[5][:23]], secrets=[sig])
    l = [x for x in bl if x.startswith("PRESIGNED ")][0]
    sig2 = re.search(r"X-Amz-Signature=([0-9a-f]+)", l).group(1)
    R.label([l], "encoded", "botocore 1.43 generate_presigned_url (SigV4) printed by the program; credential percent-encoded",
            ["/corpus9-reports/exports/2026-12/customers.csv", "X-Amz-Expires=900", re.search(r"X-Amz-Date=\w+", l).group(0), "X-Amz-Algorithm=AWS4-HMAC-SHA256"], secrets=[sig2])
    # ---- curl -v --------------------------------------------------------------------------------
    cv = cap_text("curl_verbose.txt").split("\n#----\n")
    c1 = [x for x in cv[0].split("\n") if x.startswith(("* Server auth", "> GET", "> Authorization", "< HTTP"))]
    R.label(c1, "encoded", "curl 7.88 -v -u user:password against python http.server; Basic credentials base64",
            ["> GET /metrics HTTP/1.1", "< HTTP/1.0 404 File not found", "Server auth using Basic with user"],
            secrets=[re.search(r"Authorization: Basic (\S+)", cv[0]).group(1)])
    c2 = [x for x in cv[1].split("\n") if x.startswith(("> GET", "> Cookie", "> Authorization", "< HTTP"))]
    R.label(c2, "positional", "curl 7.88 -v with -H 'Authorization: Bearer ...' -b cookie", ["> GET /api/v4/projects?per_page=20 HTTP/1.1", "< HTTP/1.0 404 File not found"])
    c3 = [x for x in cv[2].split("\n") if x.startswith(("> POST", "> X-Api-Key", "> Content-Length", "< HTTP"))]
    R.label(c3, "key_unusual", "curl 7.88 -v with a custom X-Api-Key header", ["> POST /models/infer HTTP/1.1", "501 Unsupported method ('POST')", "> Content-Length: 18"])
    # ---- openssl / ssh-keygen ------------------------------------------------------------------
    pem = cap_lines("openssl_rsa1024.pem")
    R.label(pem, "encoded", "openssl 3.0 genrsa 1024 (PKCS#8 PEM); every base64 body line is secret",
            ["-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"], secrets=pem[1:-1])
    pem2 = cap_lines("openssl_ed25519.pem")
    R.label(["$ openssl genpkey -algorithm ed25519 | tee /run/secrets/signing.pem"] + pem2, "encoded", "openssl 3.0 genpkey ed25519 output (command line added)",
            ["-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "openssl genpkey -algorithm ed25519"], secrets=pem2[1:-1])
    sk = cap_lines("sshkeygen_private.txt")
    R.label(sk, "encoded", "OpenSSH 9.2 ssh-keygen -t ed25519 private key file", ["-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"], secrets=sk[1:-1])
    so = cap_lines("sshkeygen_stdout.txt")
    pub = cap_lines("sshkeygen_public.txt")[0]
    R.label(so[:5] + [pub], "infra", "OpenSSH 9.2 ssh-keygen stdout + .pub line; user@host comment is personal/infra",
            ["Generating public/private ed25519 key pair.", so[4].split(" ")[0], "ssh-ed25519", "The key fingerprint is:"])
    enc = cap_lines("openssl_enc_P.txt")
    R.label(["$ openssl enc -aes-256-cbc -pbkdf2 -pass pass:%s -P" % R.P["ossl_enc_pw"]["value"]] + enc, "positional",
            "openssl 3.0 enc -P (prints derived key/iv); password positional after pass:",
            ["openssl enc -aes-256-cbc -pbkdf2", enc[0], enc[2]], secrets=[enc[1].split("=", 1)[1]])
    R.label(["+ useradd -m -s /bin/bash -p '%s' deploy" % cap_lines("openssl_passwd.txt")[0], "useradd: warning: the home directory /home/deploy already exists."],
            "positional", "openssl 3.0 passwd -6 output embedded in a bash -x trace (useradd -p HASH)",
            ["useradd -m -s /bin/bash -p", "the home directory /home/deploy already exists"])
    # ---- mosquitto ------------------------------------------------------------------------------
    ml = cap_lines("mosquitto_server.log")
    mm = [x for x in ml if "u'" in x or ("New connection" in x and ml.index(x) + 1 < len(ml) and "u'" in ml[ml.index(x) + 1])]
    R.label(mm, "infra", "Mosquitto 2.0 broker log (client connected with a username)",
            [mm[0].split(":")[0], "on port 1883.", "(p2, c1, k60, u'"[:12]])
    R.label(cap_lines("mosquitto_sub.txt"), "key_unusual", "mosquitto_sub -v output (topic + JSON payload, Wi-Fi PSK under 'wifi_psk')",
            ['"fw": "4.2.1"', '"rssi": -61', "/telemetry"])
    # ---- NATS --------------------------------------------------------------------------------------
    nt = cap_lines("nats_transcript.txt")
    R.label(nt[1:], "key_unusual", "NATS 2.9 client protocol transcript (CONNECT with user/pass/auth_token, PUB payload); lines prefixed >>/<<",
            ["SUB corpus9.payments.> 1", "+OK", "<< PONG", '"name":"billing-worker"', "PUB corpus9.payments.authorized 70"])
    # ---- node --------------------------------------------------------------------------------------
    nd = cap_lines("node_stdout.txt")
    R.label(nd[:8] + [nd[9]], "positional", "Node.js 20 console.log(new URL(mongodb+srv URI)) (util.inspect of URL)",
            ["protocol: 'mongodb+srv:'", "retryWrites=true&w=majority", "pathname: '/app'", "origin: 'null'"])
    R.label([nd[-2]], "pii_locale", "Node.js 20 util.inspect of a log object (Hindi name, Bearer JWT)", ["msg: 'login ok'", "id: 918", "level: 'info'"])
    R.label([nd[-1]], "encoded", "Node.js 20 JSON.stringify of a pino-style log (percent-encoded connect.sid)",
            ['"msg":"request completed"', '"url":"/v1/me"', '"responseTime":17', '"time":1796421000123'], private=["4242"])
    R.label(cap_lines("node_stderr.txt"), "positional", "Node.js 20 Error.stack with an AMQP URL", ["Error: ECONNREFUSED connecting to", ":5672/%2Fprod", "at runScriptInThisContext"])
    # ---- java ---------------------------------------------------------------------------------------
    jl = cap_lines("java_jul.txt")
    R.label(jl[0:2], "pii_locale", "OpenJDK 17 java.util.logging SimpleFormatter (two-line records)", [jl[0].split(" PM")[0] + " PM", "Corpus9 main", "amount=42.00 EUR"])
    R.label(jl[2:4], "no_key", "OpenJDK 17 java.util.logging SimpleFormatter", ["WARNING: SMTP relay rejected AUTH for", "(535 5.7.8 Authentication credentials invalid)"])
    R.label(jl[4:8], "positional", "OpenJDK 17 java.util.logging SEVERE with SQLException stack", ["SEVERE: Could not open JDBC connection", "(using password: YES)", ":3306/ledger", "at Corpus9.main(Corpus9.java:8)"])
    return R.out


# ---------------------------------------------------------------------------
# SYNTHETIC templates
# ---------------------------------------------------------------------------
TEMPLATES = []  # (class, count, function)


def T(cls, n=1):
    def deco(fn):
        TEMPLATES.append((cls, n, fn))
        return fn
    return deco


PROFILES = [
    dict(loc="de", cc="de", addr="de", nid="de_steuerid", iban="DE", dob="de", lang="de"),
    dict(loc="fr", cc="fr", addr="fr", nid="fr_nir", iban="FR", dob="fr", lang="fr"),
    dict(loc="es", cc="es", addr="es", nid="es_dni", iban="ES", dob="fr", lang="es"),
    dict(loc="it", cc="it", addr="it", nid="it_cf", iban="IT", dob="fr", lang="it"),
    dict(loc="nl", cc="nl", addr="nl", nid="nl_bsn", iban="NL", dob="nl", lang="nl"),
    dict(loc="pl", cc="pl", addr="pl", nid="pl_pesel", iban="PL", dob="de", lang="pl"),
    dict(loc="sv", cc="se", addr="se", nid="se_pnr", iban="SE", dob="iso", lang="sv"),
    dict(loc="fi", cc="fi", addr=None, nid="fi_hetu", iban="FI", dob="de", lang="fi"),
    dict(loc="pt", cc="br", addr="br", nid="br_cpf", iban=None, dob="fr", lang="pt"),
    dict(loc="zh", cc="cn", addr="cn", nid="cn_ric", iban=None, dob="cn", lang="zh"),
    dict(loc="ja", cc="jp", addr="jp", nid=None, iban=None, dob="jp", lang="ja"),
    dict(loc="ko", cc="kr", addr="kr", nid=None, iban=None, dob="ko", lang="ko"),
    dict(loc="in_en", cc="in", addr="in", nid="in_aadhaar", iban=None, dob="fr", lang="en"),
    dict(loc="hi", cc="in", addr="in", nid="in_aadhaar", iban=None, dob="fr", lang="hi"),
    dict(loc="en", cc="us", addr="us", nid="us_ssn", iban=None, dob="us", lang="en"),
    dict(loc="en", cc="gb", addr="gb", nid=None, iban="GB", dob="fr", lang="en"),
    dict(loc="en", cc="au", addr="au", nid="au_tfn", iban=None, dob="fr", lang="en"),
    dict(loc="en", cc="us", addr=None, nid="ca_sin", iban=None, dob="iso", lang="en"),
    dict(loc="ng", cc="ng", addr=None, nid=None, iban=None, dob="fr", lang="en"),
    dict(loc="ru", cc="ru", addr="ru", nid=None, iban=None, dob="de", lang="ru"),
    dict(loc="uk", cc="ua", addr=None, nid=None, iban=None, dob="de", lang="uk"),
    dict(loc="el", cc="gr", addr=None, nid=None, iban=None, dob="fr", lang="el"),
    dict(loc="ar", cc="sa", addr="ar", nid=None, iban=None, dob="iso", lang="ar"),
    dict(loc="he", cc="il", addr=None, nid=None, iban=None, dob="fr", lang="he"),
    dict(loc="th", cc="th", addr=None, nid=None, iban=None, dob="fr", lang="th"),
    dict(loc="tr", cc="tr", addr="tr", nid="tr_tckn", iban=None, dob="de", lang="tr"),
    dict(loc="vi", cc="vn", addr=None, nid=None, iban=None, dob="fr", lang="vi"),
    dict(loc="en", cc="za", addr=None, nid="za_id", iban=None, dob="iso", lang="en"),
    dict(loc="es", cc="cl", addr=None, nid="cl_rut", iban=None, dob="fr", lang="es"),
    dict(loc="en", cc="sg", addr=None, nid="sg_nric", iban=None, dob="fr", lang="en"),
    dict(loc="es", cc="mx", addr=None, nid=None, iban=None, dob="fr", lang="es"),
    dict(loc="de", cc="ch", addr=None, nid=None, iban="CH", dob="de", lang="de"),
    dict(loc="nl", cc="be", addr=None, nid=None, iban="BE", dob="fr", lang="nl"),
    dict(loc="de", cc="at", addr=None, nid=None, iban="AT", dob="de", lang="de"),
    dict(loc="pt", cc="br", addr="br", nid="br_cpf", iban="PT", dob="fr", lang="pt"),
]
NID_NAMES = {"de_steuerid": "Steuer-ID", "fr_nir": "NIR", "es_dni": "DNI", "it_cf": "codice fiscale", "nl_bsn": "BSN",
             "pl_pesel": "PESEL", "se_pnr": "personnummer", "fi_hetu": "HETU", "br_cpf": "CPF", "cn_ric": "resident ID",
             "in_aadhaar": "Aadhaar", "us_ssn": "SSN", "au_tfn": "TFN", "ca_sin": "SIN", "za_id": "ZA ID", "tr_tckn": "TC Kimlik",
             "cl_rut": "RUT", "sg_nric": "NRIC"}


class Person:
    def __init__(self, v, prof):
        self.v, self.p = v, prof
        self.name = v.person(prof["loc"])
        latin = v.ascii_slug(self.name)
        self.email = v.email(self.name if latin and len(latin) > 3 else None)
        self.phone = v.phone(prof["cc"])
        self.phone_intl = v.phone(prof["cc"], intl=True)
        self.user = v.username(self.name if latin and len(latin) > 3 else None)
        self._addr = self._nid = self._iban = self._dob = None

    @property
    def addr(self):
        if self._addr is None:
            self._addr = self.v.address(self.p["addr"] or "us")
        return self._addr

    @property
    def nid(self):
        if self._nid is None:
            self._nid = self.v.nat_id(self.p["nid"] or "us_ssn")
        return self._nid

    @property
    def nid_kind(self):
        return NID_NAMES[self.p["nid"] or "us_ssn"]

    @property
    def iban(self):
        if self._iban is None:
            self._iban = self.v.iban(self.p["iban"] or "DE", spaced=self.v.r.random() < 0.4)
        return self._iban

    @property
    def dob(self):
        if self._dob is None:
            self._dob = self.v.dob(self.p["dob"])
        return self._dob

    def split(self):
        """(given, family) as written in the name string"""
        if self.p["loc"] in ("zh", "ko"):
            return self.name[1:], self.name[:1]
        parts = self.name.split(" ", 1)
        if self.p["loc"] == "ja":
            return parts[1], parts[0]
        return parts[0], parts[1]


class ProfileCycler:
    def __init__(self, v):
        self.v = v
        self.order = list(range(len(PROFILES)))
        v.r.shuffle(self.order)
        self.i = 0

    def next(self, need=()):
        for _ in range(len(PROFILES) * 2):
            p = PROFILES[self.order[self.i % len(self.order)]]
            self.i += 1
            if all(p.get(k) for k in need):
                return Person(self.v, p)
        raise RuntimeError("no profile with %r" % (need,))


PC = None  # set in main


def lvl(v, *opts):
    return v.pick(opts or ("INFO", "WARN", "ERROR", "DEBUG"))


# ============================== pii_locale ==================================
@T("pii_locale", 3)
def t_py_logging(v, i):
    p = PC.next()
    ts = v.ts_space()
    t = "%s INFO [accounts.signup] customer registered name=%s email=%s phone=%s plan=pro-annual" % (ts, p.name, p.email, p.phone)
    return rec(t, [], [p.name, p.email, p.phone], [ts, "INFO", "[accounts.signup]", "plan=pro-annual"], "pii_locale",
               "Python logging, format '%(asctime)s %(levelname)s [%(name)s] %(message)s'")


@T("pii_locale", 3)
def t_spring_boot(v, i):
    p = PC.next(need=("addr",))
    ts, pid, cid = v.iso(z=True), v.pid(), v.digits(6)
    t = "%s  INFO %s --- [nio-8080-exec-%d] c.e.crm.web.CustomerController   : Updated contact for customerId=%s: phone=%s, address=%s" % (
        ts, pid, v.randint(1, 9), cid, p.phone, p.addr)
    return rec(t, [], [pid, p.phone, p.addr], [ts, "INFO", "customerId=" + cid, "c.e.crm.web.CustomerController"], "pii_locale",
               "Spring Boot 3 default console log pattern (logback)")


@T("pii_locale", 3)
def t_serilog(v, i):
    p = PC.next(need=("iban",))
    ts, rid = v.iso(), "0HN" + v.chars(UPPER_ALNUM, 10) + ":0000000" + str(v.randint(1, 9))
    d = {"@t": ts, "@mt": "Payout account added for {Holder} ({Iban})", "@l": "Information", "Holder": p.name, "Iban": p.iban,
         "SourceContext": "Payouts.Api.AccountsController", "RequestId": rid, "ElapsedMs": v.randint(5, 300)}
    t = json.dumps(d, ensure_ascii=False)
    return rec(t, [], [p.name, p.iban], [ts, "Information", rid, "Payouts.Api.AccountsController"], "pii_locale",
               "Serilog compact JSON (CLEF, Serilog.Formatting.Compact)")


@T("pii_locale", 3)
def t_zap(v, i):
    p = PC.next(need=("nid",))
    ts, tr = v.epoch(frac=6), v.trace_id()
    d = {"level": "info", "ts": float(ts), "caller": "kyc/verify.go:88", "msg": "kyc check passed", "id_type": p.nid_kind,
         "national_id": p.nid, "dob": p.dob, "full_name": p.name, "trace_id": tr, "latency": "212.4ms"}
    t = json.dumps(d, ensure_ascii=False)
    return rec(t, [], [p.nid, p.dob, p.name], ["kyc/verify.go:88", "kyc check passed", tr, "212.4ms"], "pii_locale",
               "uber-go/zap production JSON encoder")


@T("pii_locale", 3)
def t_slog(v, i):
    p = PC.next()
    ts = v.iso()
    ms = v.randint(40, 900)
    t = 'time=%s level=INFO msg="sms sent" to="%s" recipient="%s" provider=twilio status=queued latency=%dms' % (ts, p.phone_intl, p.name, ms)
    return rec(t, [], [p.phone_intl, p.name], ["time=" + ts, "level=INFO", 'msg="sms sent"', "latency=%dms" % ms], "pii_locale",
               "Go log/slog TextHandler")


@T("pii_locale", 3)
def t_winston(v, i):
    p = PC.next(need=("addr",))
    ts = v.iso()
    d = {"level": "warn", "message": "address validation failed: postcode/city mismatch", "customer": p.name, "address": p.addr,
         "service": "checkout", "code": "ADDR_422", "timestamp": ts}
    return rec(json.dumps(d, ensure_ascii=False), [], [p.name, p.addr], ["address validation failed: postcode/city mismatch", "ADDR_422", ts],
               "pii_locale", "winston JSON format (Node.js)")


@T("pii_locale", 3)
def t_rails(v, i):
    p = PC.next()
    ip, d = v.ip(public=True), v.dt()
    ts = d.strftime("%Y-%m-%d %H:%M:%S +0000")
    ms = v.randint(20, 300)
    lines = ['Started POST "/users" for %s at %s' % (ip, ts),
             "Processing by UsersController#create as HTML",
             '  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"name"=>"%s", "email"=>"%s", "phone"=>"%s", "password"=>"[FILTERED]"}, "commit"=>"Sign up"}' % (p.name, p.email, p.phone),
             "Completed 302 Found in %dms (ActiveRecord: %.1fms | Allocations: %d)" % (ms, ms / 3, v.randint(2000, 9000))]
    return rec(lines, [], [ip, p.name, p.email, p.phone], ['Started POST "/users"', ts, "UsersController#create", "Completed 302 Found in %dms" % ms, "[FILTERED]"],
               "pii_locale", "Ruby on Rails 7 development/production log (ActionController)")


@T("pii_locale", 3)
def t_laravel(v, i):
    p = PC.next(need=("iban",))
    ts = v.ts_space(ms=False)
    t = '[%s] production.ERROR: Customer export failed {"customer":{"name":"%s","iban":"%s","birth_date":"%s"},"exception":"[object] (RuntimeException(code: 0): S3 upload timed out after 30s at /var/www/app/Exports/CustomerExport.php:41)"}' % (
        ts, p.name, p.iban, p.dob)
    return rec(t, [], [p.name, p.iban, p.dob], ["[%s]" % ts, "production.ERROR", "S3 upload timed out after 30s", "CustomerExport.php:41"],
               "pii_locale", "Laravel (Monolog LineFormatter) storage/logs/laravel.log")


@T("pii_locale", 3)
def t_go_std(v, i):
    p = PC.next(need=("addr",))
    d = v.dt()
    ts = d.strftime("%Y/%m/%d %H:%M:%S")
    oid = v.digits(7)
    t = "%s courier: assigned order %s to route R-%d; recipient=%s addr=%q tel=%s" .replace("%q", "\"%s\"") % (ts, oid, v.randint(10, 99), p.name, p.addr, p.phone)
    return rec(t, [], [p.name, p.addr, p.phone], [ts, "courier: assigned order " + oid], "pii_locale", "Go standard library log package (LstdFlags)")


@T("pii_locale", 3)
def t_syslog_app(v, i):
    p = PC.next()
    ts, host, pid = v.syslog_ts(), v.host(fq=False), v.pid()
    t = "%s %s crm[%s]: contact created: %s <%s>, tel %s, source=webform" % (ts, host, pid, p.name, p.email, p.phone_intl)
    return rec(t, [], [host, pid, p.name, p.email, p.phone_intl], [ts, "contact created:", "source=webform"], "pii_locale",
               "RFC 3164 syslog line (rsyslog default template)")


@T("pii_locale", 3)
def t_hl7(v, i):
    p = PC.next(need=("addr",))
    given, family = p.split()
    d = v.dt()
    msh_ts = d.strftime("%Y%m%d%H%M%S")
    ctrl = "MSG" + v.digits(8)
    mrn = v.digits(8)
    dob = "%04d%02d%02d" % (v.randint(1940, 2004), v.randint(1, 12), v.randint(1, 28))
    name = "%s^%s" % (family.upper() if p.p["loc"] in ("en", "de", "fr", "nl", "es", "it", "pl", "sv", "fi", "tr") else family, given)
    addr = p.addr.replace(", ", "^")
    lines = ["MSH|^~\\&|ADT1|MERCY-GEN|LABADT|MERCY-GEN|%s||ADT^A01^ADT_A01|%s|P|2.5.1" % (msh_ts, ctrl),
             "EVN|A01|%s" % msh_ts,
             "PID|1||%s^^^MERCY-GEN^MR||%s||%s|%s|||%s||%s" % (mrn, name, dob, v.pick("FMU"), addr, p.phone)]
    return rec(lines, [], [mrn, name, dob, addr, p.phone], ["ADT^A01^ADT_A01", ctrl, "2.5.1", msh_ts], "pii_locale",
               "HL7 v2.5.1 ADT^A01 message (MSH/EVN/PID segments) as logged by an interface engine")


@T("pii_locale", 3)
def t_fhir(v, i):
    p = PC.next()
    given, family = p.split()
    ts = v.iso()
    pid = "pat-" + v.hex(10)
    d = {"resourceType": "Patient", "id": pid, "meta": {"versionId": "3", "lastUpdated": ts},
         "name": [{"family": family, "given": [given]}], "telecom": [{"system": "phone", "value": p.phone_intl, "use": "mobile"}],
         "birthDate": "%04d-%02d-%02d" % (v.randint(1940, 2004), v.randint(1, 12), v.randint(1, 28))}
    t = "fhir-gw PUT /fhir/R4/Patient/%s 200 body=%s" % (pid, json.dumps(d, ensure_ascii=False, separators=(",", ":")))
    return rec(t, [], [json.dumps(family, ensure_ascii=False), json.dumps(given, ensure_ascii=False), p.phone_intl, d["birthDate"]],
               ["PUT /fhir/R4/Patient/" + pid, '"resourceType":"Patient"', ts, '"versionId":"3"'], "pii_locale",
               "HL7 FHIR R4 Patient resource JSON in a gateway log (family/given listed with their JSON quotes)")


@T("pii_locale", 3)
def t_vcard(v, i):
    p = PC.next(need=("addr",))
    ts = v.iso()
    lines = ["%s DEBUG contacts.import row=%d parsed vCard:" % (ts, v.randint(2, 400)), "BEGIN:VCARD", "VERSION:4.0", "FN:" + p.name,
             "TEL;TYPE=cell:" + p.phone_intl, "EMAIL;TYPE=work:" + p.email, "ADR;TYPE=home:;;" + p.addr.replace(",", "\\,"), "END:VCARD"]
    return rec(lines, [], [p.name, p.phone_intl, p.email, p.addr.replace(",", "\\,")], [ts, "BEGIN:VCARD", "VERSION:4.0", "END:VCARD"], "pii_locale",
               "vCard 4.0 (RFC 6350) dumped by a contacts importer; ADR commas escaped per RFC")


@T("pii_locale", 3)
def t_chat(v, i):
    p = PC.next(need=("addr",))
    L = {
        "de": "Hallo, hier ist {n}. Meine neue Nummer ist {ph} und die Lieferadresse lautet {a}.",
        "fr": "Bonjour, c'est {n}. Mon nouveau numéro est le {ph}, adresse de livraison : {a}.",
        "es": "Hola, soy {n}. Mi número nuevo es {ph} y vivo en {a}.",
        "it": "Buongiorno, sono {n}. Il mio numero è {ph}, indirizzo: {a}.",
        "pt": "Olá, sou {n}. Meu telefone é {ph} e o endereço é {a}.",
        "ja": "{n}です。電話番号は{ph}、住所は{a}です。",
        "zh": "我是{n}，电话{ph}，地址{a}。",
        "ko": "{n}입니다. 연락처는 {ph}이고 주소는 {a}입니다.",
        "ru": "Здравствуйте, это {n}. Мой номер {ph}, адрес: {a}.",
        "pl": "Dzień dobry, tu {n}. Mój numer to {ph}, adres: {a}.",
        "nl": "Hoi, met {n}. Mijn nummer is {ph} en mijn adres is {a}.",
        "sv": "Hej, det är {n}. Mitt nummer är {ph}, adress: {a}.",
        "tr": "Merhaba, ben {n}. Numaram {ph}, adresim {a}.",
        "ar": "مرحبا، أنا {n}. رقمي {ph} وعنواني {a}.",
        "hi": "नमस्ते, मैं {n} हूँ। मेरा नंबर {ph} है और पता {a} है।",
        "en": "Hi, this is {n}. My new number is {ph} and the delivery address is {a}.",
    }
    msg = L.get(p.p["lang"], L["en"]).format(n=p.name, ph=p.phone, a=p.addr)
    d = v.dt()
    t1, t2 = d.strftime("%H:%M:%S"), (d + datetime.timedelta(seconds=41)).strftime("%H:%M:%S")
    tk = "TCK-%d" % v.randint(100000, 999999)
    lines = ["[%s] %s agent(bot): ticket opened, channel=whatsapp lang=%s" % (t1, tk, p.p["lang"]), "[%s] %s customer: %s" % (t2, tk, msg)]
    return rec(lines, [], [p.name, p.phone, p.addr], ["[%s]" % t1, "[%s]" % t2, tk, "channel=whatsapp"], "pii_locale",
               "customer-support chat transcript export (local-language free text)")


@T("pii_locale", 2)
def t_kafka_dump(v, i):
    p = PC.next()
    off = v.digits(7)
    key = "cust-" + v.digits(6)
    val = json.dumps({"customerId": key, "displayName": p.name, "mobile": p.phone_intl, "email": p.email, "locale": p.p["lang"]}, ensure_ascii=False)
    t = "Consumed record topic=customers.v1 partition=%d offset=%s key=%s value=%s" % (v.randint(0, 11), off, key, val)
    return rec(t, [], [p.name, p.phone_intl, p.email], ["topic=customers.v1", "offset=" + off, "key=" + key], "pii_locale",
               "Kafka consumer debug line (kcat-like) with JSON value")


@T("pii_locale", 2)
def t_django(v, i):
    p = PC.next()
    pid, thr = v.pid(), v.digits(15)
    ts = v.ts_space()
    t = "INFO %s views %s %s Profile updated for user %s (%s), birth_date=%s" % (ts, pid, thr, p.user, p.email, p.dob)
    return rec(t, [], [pid, p.user, p.email, p.dob], ["INFO", ts, "Profile updated for user", thr], "pii_locale",
               "Django LOGGING 'verbose' formatter '{levelname} {asctime} {module} {process:d} {thread:d} {message}'")


@T("pii_locale", 2)
def t_es_slowlog(v, i):
    p = PC.next()
    d = v.dt()
    ts = d.strftime("%Y-%m-%dT%H:%M:%S,") + "%03d" % (d.microsecond // 1000)
    node = "es-data-%d" % v.randint(1, 9) + "-" + v.pick(["eu1", "us2"]) + "-" + v.hex(4)
    took = v.randint(1001, 4000)
    src = json.dumps({"query": {"bool": {"should": [{"match": {"full_name": p.name}}, {"term": {"phone": p.phone}}]}}}, ensure_ascii=False, separators=(",", ":"))
    t = "[%s][WARN ][index.search.slowlog.query] [%s] [customers][3] took[%.1fs], took_millis[%d], total_hits[2 hits], search_type[QUERY_THEN_FETCH], total_shards[5], source[%s]" % (
        ts, node, took / 1000, took, src)
    return rec(t, [], [node, p.name, p.phone], [ts, "index.search.slowlog.query", "took_millis[%d]" % took, "[customers][3]"], "pii_locale",
               "Elasticsearch search slow log")


@T("pii_locale", 3)
def t_soap(v, i):
    p = PC.next(need=("nid",))
    ts = v.ts_space()
    mid = v.uuid()
    t = '%s DEBUG o.a.c.s.LoggingOutInterceptor - Outbound Message ID: %s Payload: <soap:Envelope><soap:Body><ns2:registerCustomer><ns2:Name>%s</ns2:Name><ns2:NationalId type="%s">%s</ns2:NationalId><ns2:Phone>%s</ns2:Phone></ns2:registerCustomer></soap:Body></soap:Envelope>' % (
        ts, mid, html.escape(p.name), p.nid_kind, p.nid, p.phone)
    return rec(t, [], [html.escape(p.name), p.nid, p.phone], [ts, mid, "LoggingOutInterceptor", "<ns2:registerCustomer>"], "pii_locale",
               "Apache CXF LoggingOutInterceptor SOAP payload")


@T("pii_locale", 3)
def t_graphql(v, i):
    p = PC.next(need=("nid",))
    ms = v.randint(20, 400)
    rid = v.uuid()
    var = json.dumps({"input": {"fullName": p.name, "birthDate": p.dob, "nationalId": p.nid, "phone": p.phone}}, ensure_ascii=False)
    t = "graphql op=UpdateProfile status=ok duration=%dms request_id=%s variables=%s" % (ms, rid, var)
    return rec(t, [], [p.name, p.dob, p.nid, p.phone], ["op=UpdateProfile", "duration=%dms" % ms, rid], "pii_locale",
               "GraphQL server operation log (Apollo-style plugin) with variables")


@T("pii_locale", 3)
def t_datadog(v, i):
    p = PC.next()
    tr, sp = str(v.r.getrandbits(63)), str(v.r.getrandbits(63))
    d = {"status": "info", "service": "web-store", "message": "checkout completed", "usr": {"id": "u_" + v.digits(6), "name": p.name, "email": p.email},
         "http": {"status_code": 200, "method": "POST", "url_details": {"path": "/checkout/confirm"}}, "dd": {"trace_id": tr, "span_id": sp}}
    return rec(json.dumps(d, ensure_ascii=False), [], [p.name, p.email], ["checkout completed", '"status_code": 200', tr, sp, "/checkout/confirm"],
               "pii_locale", "Datadog JSON log with standard usr.* attributes and dd.trace_id")


@T("pii_locale", 3)
def t_lambda(v, i):
    p = PC.next(need=("addr",))
    rid = v.uuid()
    ts = v.iso()
    dur = "%d.%02d" % (v.randint(20, 900), v.randint(0, 99))
    lines = ["START RequestId: %s Version: $LATEST" % rid,
             "%s\t%s\tINFO\tOrder placed by %s, ship to %s" % (ts, rid, p.name, p.addr),
             "END RequestId: %s" % rid,
             "REPORT RequestId: %s\tDuration: %s ms\tBilled Duration: %d ms\tMemory Size: 512 MB\tMax Memory Used: 87 MB" % (rid, dur, int(float(dur)) + 1)]
    return rec(lines, [], [p.name, p.addr], ["START RequestId: " + rid, ts, "Duration: %s ms" % dur, "Version: $LATEST"], "pii_locale",
               "AWS Lambda CloudWatch Logs (Node.js/Python runtime, text format)")


@T("pii_locale", 3)
def t_payment(v, i):
    p = PC.next()
    card = v.card(spaced=v.r.random() < 0.5)
    ts = v.iso()
    amt = "%d.%02d" % (v.randint(5, 900), v.randint(0, 99))
    auth = v.chars(UPPER_ALNUM, 6)
    t = "%s [payment-gw] authorised card=%s holder=\"%s\" amount=%s EUR auth_code=%s rrn=%s" % (ts, card, p.name, amt, auth, v.digits(12))
    return rec(t, [], [card, p.name], [ts, "amount=%s EUR" % amt, "auth_code=" + auth, "[payment-gw] authorised"], "pii_locale",
               "payment gateway application log (PAN unmasked)")


# ================================ infra =====================================
@T("infra")
def t_k8s_events(v, i):
    pod, node = v.pod("checkout"), v.node()
    lines = ["LAST SEEN   TYPE      REASON      OBJECT                 MESSAGE",
             "2m14s       Normal    Scheduled   pod/%s   Successfully assigned payments/%s to %s" % (pod, pod, node),
             "97s         Warning   BackOff     pod/%s   Back-off restarting failed container app in pod %s_payments(%s)" % (pod, pod, v.uuid())]
    return rec(lines, [], [pod, node], ["Successfully assigned payments/", "Back-off restarting failed container app", "BackOff", "2m14s"], "infra",
               "kubectl get events (Kubernetes 1.29)")


@T("infra")
def t_kubelet(v, i):
    d = v.dt()
    host, pid, pod = v.node(), v.pid(), v.pod()
    uid = v.uuid()
    t = '%s %s kubelet[%s]: E%s %s    %s pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff" pod="payments/%s" podUID="%s"' % (
        d.strftime("%b %d %H:%M:%S"), host, pid, d.strftime("%m%d"), d.strftime("%H:%M:%S.%f"), pid, pod, uid)
    return rec(t, [], [host, pid, pod], ["pod_workers.go:1298", "Error syncing pod, skipping", "CrashLoopBackOff", uid], "infra",
               "kubelet klog line in the systemd journal (short format)")


@T("infra")
def t_envoy(v, i):
    d = v.dt()
    ts = d.strftime("[%Y-%m-%dT%H:%M:%S.") + "%03dZ]" % (d.microsecond // 1000)
    cip, up, rid, host = v.ip(public=True), v.ip(public=False), v.uuid(), v.host()
    t = '%s "GET /api/v1/orders?page=2 HTTP/1.1" 503 UF 0 91 1002 - "%s" "okhttp/4.12.0" "%s" "%s" "%s:8080"' % (ts, cip, rid, host, up)
    return rec(t, [], [cip, host, up], [ts, "/api/v1/orders?page=2", "503 UF", rid, ":8080"], "infra",
               "Envoy default access log format")


@T("infra")
def t_traefik(v, i):
    cip, up, user = v.ip(public=True), v.ip(public=False), v.username()
    ts = v.clf_ts()
    t = '%s - %s [%s] "GET /dashboard/ HTTP/2.0" 200 3412 "-" "Mozilla/5.0 (X11; Linux x86_64)" 1532 "websecure-dashboard@docker" "http://%s:8080" 12ms' % (cip, user, ts, up)
    return rec(t, [], [cip, user, up], [ts, '"GET /dashboard/ HTTP/2.0" 200', "websecure-dashboard@docker", "12ms"], "infra",
               "Traefik v2 access log (CLF with router/backend/duration)")


@T("infra")
def t_caddy(v, i):
    cip = v.ip(public=True)
    host = "portal." + v.pick(["eu", "us", "ap"]) + "-" + str(v.randint(1, 9)) + "." + v.domain()
    ts = v.epoch(frac=6)
    d = {"level": "info", "ts": float(ts), "logger": "http.log.access.log0", "msg": "handled request",
         "request": {"remote_ip": cip, "remote_port": str(v.randint(30000, 65000)), "client_ip": cip, "proto": "HTTP/2.0", "method": "GET",
                     "host": host, "uri": "/login?next=%2Fbilling"}, "bytes_read": 0, "duration": 0.012345, "size": 5120, "status": 200}
    return rec(json.dumps(d), [], [cip, host], ['"msg": "handled request"', '"status": 200', "/login?next=%2Fbilling", '"duration": 0.012345'], "infra",
               "Caddy 2 JSON access log")


@T("infra")
def t_kong(v, i):
    cip, uhost, cons = v.ip(public=True), v.host(), "partner-" + v.pick(["globex", "initech", "umbrella", "hooli"]) + "-" + v.digits(3)
    d = {"client_ip": cip, "started_at": int(v.dt().timestamp() * 1000), "consumer": {"username": cons, "id": v.uuid()},
         "request": {"method": "POST", "uri": "/v2/quotes", "size": 812}, "response": {"status": 429, "size": 143},
         "service": {"host": uhost, "port": 8443, "name": "quotes-svc"}, "latencies": {"request": 41, "kong": 3, "proxy": 38}}
    return rec(json.dumps(d), [], [cip, cons, uhost], ['"uri": "/v2/quotes"', '"status": 429', '"name": "quotes-svc"', '"kong": 3'], "infra",
               "Kong Gateway http-log / file-log plugin JSON")


@T("infra")
def t_haproxy(v, i):
    host, pid, cip, srv = v.host(fq=False), v.pid(), v.ip(public=True), v.host(fq=False)
    d = v.dt()
    ts2 = d.strftime("%d/%b/%Y:%H:%M:%S.") + "%03d" % (d.microsecond // 1000)
    t = '%s %s haproxy[%s]: %s:%d [%s] fe_https~ be_api/%s 0/0/1/23/24 200 1532 - - ---- 312/300/12/3/0 0/0 "GET /v1/health HTTP/1.1"' % (
        v.syslog_ts(d), host, pid, cip, v.randint(30000, 65000), ts2, srv)
    return rec(t, [], [host, pid, cip, srv], [ts2, "fe_https~ be_api/", "0/0/1/23/24 200 1532", '"GET /v1/health HTTP/1.1"'], "infra",
               "HAProxy HTTP log format via syslog")


@T("infra")
def t_nginx_error(v, i):
    d = v.dt()
    pid, cip, up, host = v.pid(), v.ip(public=True), v.ip(public=False), "shop." + v.domain()
    conn = v.digits(5)
    t = '%s [error] %s#%s: *%s connect() failed (111: Connection refused) while connecting to upstream, client: %s, server: %s, request: "GET /cart HTTP/1.1", upstream: "http://%s:9000/cart", host: "%s"' % (
        d.strftime("%Y/%m/%d %H:%M:%S"), pid, pid, conn, cip, host, up, host)
    return rec(t, [], [pid, cip, host, up], [d.strftime("%Y/%m/%d %H:%M:%S"), "[error]", "*" + conn, "(111: Connection refused)", ":9000/cart"], "infra",
               "nginx error_log")


@T("infra")
def t_sshd_ok(v, i):
    d = v.dt()
    host, pid, ip, user = v.host(fq=False), v.pid(), v.ip(public=True), v.username()
    fp = "SHA256:" + v.b64(32, pad=False)
    port = str(v.randint(30000, 65000))
    lines = ["%s %s sshd[%s]: Accepted publickey for %s from %s port %s ssh2: ED25519 %s" % (v.syslog_ts(d), host, pid, user, ip, port, fp),
             "%s %s sshd[%s]: pam_unix(sshd:session): session opened for user %s(uid=%d) by (uid=0)" % (v.syslog_ts(d), host, pid, user, v.randint(1001, 1999))]
    return rec(lines, [], [host, pid, user, ip], [v.syslog_ts(d), "Accepted publickey for", fp, "port " + port, "pam_unix(sshd:session): session opened"], "infra",
               "OpenSSH sshd auth.log")


@T("infra")
def t_sshd_fail(v, i):
    d = v.dt()
    host, pid, ip, user = v.host(fq=False), v.pid(), v.ip(public=True), v.username()
    t = "%s %s sshd[%s]: Failed password for invalid user %s from %s port %d ssh2" % (v.syslog_ts(d), host, pid, user, ip, v.randint(30000, 65000))
    return rec(t, [], [host, pid, user, ip], [v.syslog_ts(d), "Failed password for invalid user", "ssh2"], "infra", "OpenSSH sshd auth.log (failed login)")


@T("infra")
def t_dhcpd(v, i):
    d = v.dt()
    host, pid, ip, mac = v.host(fq=False), v.pid(), v.ip(public=False), v.mac()
    client = "laptop-" + v.username()
    t = "%s %s dhcpd[%s]: DHCPACK on %s to %s (%s) via eth0" % (v.syslog_ts(d), host, pid, ip, mac, client)
    return rec(t, [], [host, pid, ip, mac, client], [v.syslog_ts(d), "DHCPACK on", "via eth0"], "infra", "ISC dhcpd syslog")


@T("infra")
def t_netfilter(v, i):
    d = v.dt()
    host = v.host(fq=False)
    m1, m2 = v.mac(), v.mac()
    src, dst = v.ip(public=True), v.ip(public=False)
    up = "%d.%06d" % (v.randint(1000, 999999), v.randint(0, 999999))
    t = "%s %s kernel: [%s] IPTABLES-DROP: IN=eth0 OUT= MAC=%s:%s:08:00 SRC=%s DST=%s LEN=60 TOS=0x00 PREC=0x00 TTL=52 ID=%d DF PROTO=TCP SPT=%d DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0" % (
        v.syslog_ts(d), host, up, m1, m2, src, dst, v.randint(1, 65000), v.randint(30000, 65000))
    return rec(t, [], [host, m1, m2, src, dst], [up, "IPTABLES-DROP:", "DPT=22", "PROTO=TCP"], "infra", "Linux netfilter LOG target (kernel log)")


@T("infra")
def t_cloudtrail(v, i):
    acct, user = v.aws_account(), v.username()
    pid = "AIDA" + v.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)
    ip, rid, eid = v.ip(public=True), v.HEX(16), v.uuid()
    ts = v.iso(ms=False)
    d = {"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "principalId": pid, "arn": "arn:aws:iam::%s:user/%s" % (acct, user),
                                                  "accountId": acct, "userName": user},
         "eventTime": ts, "eventSource": "s3.amazonaws.com", "eventName": "PutBucketPolicy", "awsRegion": "eu-west-1",
         "sourceIPAddress": ip, "errorCode": "AccessDenied", "requestID": rid, "eventID": eid}
    return rec(json.dumps(d, separators=(",", ":")), [], [pid, acct, user, ip], [ts, '"eventName":"PutBucketPolicy"', rid, eid, '"errorCode":"AccessDenied"'], "infra",
               "AWS CloudTrail event record")


@T("infra")
def t_gcp_audit(v, i):
    em, ip = v.email(v.person("en")), v.ip(public=True)
    proj = "acme-prod-" + v.digits(6)
    ts = v.iso()
    iid = v.chars("abcdefghijklmnopqrstuvwxyz0123456789", 12)
    d = {"protoPayload": {"@type": "type.googleapis.com/google.cloud.audit.AuditLog", "status": {"code": 7, "message": "PERMISSION_DENIED"},
                          "authenticationInfo": {"principalEmail": em}, "requestMetadata": {"callerIp": ip},
                          "methodName": "storage.buckets.setIamPolicy", "resourceName": "projects/_/buckets/%s-exports" % proj},
         "insertId": iid, "resource": {"type": "gcs_bucket", "labels": {"project_id": proj}}, "severity": "ERROR", "timestamp": ts}
    return rec(json.dumps(d), [], [em, ip, proj], ["storage.buckets.setIamPolicy", "PERMISSION_DENIED", ts, iid], "infra", "Google Cloud Audit Log (LogEntry JSON)")


@T("infra")
def t_azure_activity(v, i):
    sub, cor = v.uuid(), v.uuid()
    vm = "VM-SQL-%02d" % v.randint(1, 40)
    rg = "RG-PROD-" + v.pick(["WEU", "NEU", "EUS"])
    upn, ip = v.email(v.person("de")), v.ip(public=True)
    ts = v.iso()
    d = {"time": ts, "resourceId": "/SUBSCRIPTIONS/%s/RESOURCEGROUPS/%s/PROVIDERS/MICROSOFT.COMPUTE/VIRTUALMACHINES/%s" % (sub.upper(), rg, vm),
         "operationName": "MICROSOFT.COMPUTE/VIRTUALMACHINES/START/ACTION", "category": "Administrative", "resultType": "Success",
         "callerIpAddress": ip, "correlationId": cor, "identity": {"claims": {"upn": upn}}}
    return rec(json.dumps(d), [], [sub.upper(), vm, upn, ip], [ts, "MICROSOFT.COMPUTE/VIRTUALMACHINES/START/ACTION", cor, '"resultType": "Success"'], "infra",
               "Azure Monitor activity log record (resource group left as judgement)")


@T("infra")
def t_journal_export(v, i):
    d = v.dt()
    host, pid = v.host(fq=False), v.pid()
    boot, mid = v.hex(32), v.hex(32)
    rt = str(int(d.timestamp() * 1e6))
    lines = ["__CURSOR=s=%s;i=%x;b=%s;m=%x;t=%x;x=%s" % (v.hex(32), v.randint(1, 10 ** 6), boot, v.randint(1, 10 ** 9), int(rt), v.hex(16)),
             "__REALTIME_TIMESTAMP=" + rt, "_BOOT_ID=" + boot, "_MACHINE_ID=" + mid, "_HOSTNAME=" + host, "_PID=" + pid,
             "_UID=0", "_COMM=systemd-logind", "PRIORITY=6", "MESSAGE=New session 412 of user %s." % v.username()]
    user = lines[-1].split("user ")[1].rstrip(".")
    return rec(lines, [], [host, pid, user], ["__REALTIME_TIMESTAMP=" + rt, "_BOOT_ID=" + boot, "_COMM=systemd-logind", "MESSAGE=New session 412 of user"], "infra",
               "systemd journal export format (journalctl -o export), one entry")


@T("infra")
def t_auditd(v, i):
    d = v.dt()
    ev = "%s:%d" % (v.epoch(d, frac=3), v.randint(100, 99999))
    pid, user, ip, host = v.pid(), v.username(), v.ip(public=True), v.host(fq=False)
    hexacct = user.encode().hex().upper()
    lines = ["type=USER_AUTH msg=audit(%s): pid=%s uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=PAM:authentication grantors=? acct=%s exe=\"/usr/sbin/sshd\" hostname=%s addr=%s terminal=ssh res=failed'" % (ev, pid, hexacct, ip, ip),
             "node=%s type=USER_LOGIN msg=audit(%s): pid=%s uid=0 auid=4294967295 ses=4294967295 msg='op=login acct=\"%s\" exe=\"/usr/sbin/sshd\" hostname=? addr=%s terminal=sshd res=failed'" % (host, ev, pid, user, ip)]
    return rec(lines, [], [pid, hexacct, ip, host, user], ["msg=audit(%s)" % ev, "type=USER_AUTH", "op=PAM:authentication", "res=failed"], "infra",
               "Linux auditd audit.log (acct once as hex, the encoding auditd uses for untrusted strings, once quoted)")


@T("infra")
def t_win4625(v, i):
    d = v.dt()
    user, dom, ws, ip = v.username(), v.pick(["ACMEEU", "GLOBEXNA", "INITECH"]), "WS-%04d" % v.randint(1, 9999), v.ip(public=False)
    pid = "0x%x" % v.randint(0x100, 0xfff0)
    lines = ["Log Name:      Security", "Source:        Microsoft-Windows-Security-Auditing", "Date:          %s" % d.strftime("%m/%d/%Y %I:%M:%S %p"),
             "Event ID:      4625", "Computer:      %s.%s.%s" % (ws.lower(), dom.lower(), v.domain()), "An account failed to log on.",
             "Account For Which Logon Failed:", "\tAccount Name:\t\t%s" % user, "\tAccount Domain:\t\t%s" % dom,
             "Failure Information:", "\tFailure Reason:\t\tUnknown user name or bad password.", "\tStatus:\t\t\t0xC000006D", "\tSub Status:\t\t0xC000006A",
             "Process Information:", "\tCaller Process ID:\t%s" % pid, "Network Information:", "\tWorkstation Name:\t%s" % ws, "\tSource Network Address:\t%s" % ip]
    comp = lines[4].split(None, 1)[1]
    return rec(lines, [], [comp, user, dom, ws, ip, pid], ["Event ID:      4625", "0xC000006D", "0xC000006A", "Unknown user name or bad password.", "Microsoft-Windows-Security-Auditing"], "infra",
               "Windows Security event 4625 as rendered by Event Viewer / wevtutil (text)")


@T("infra")
def t_postfix(v, i):
    d = v.dt()
    host, pid, em, relay, rip = v.host(fq=False), v.pid(), v.email(v.person("fr")), "mx2." + v.domain(), v.ip(public=True)
    qid = v.chars("0123456789ABCDEF", 10)
    t = "%s %s postfix/smtp[%s]: %s: to=<%s>, relay=%s[%s]:25, delay=1.2, delays=0.1/0/0.5/0.6, dsn=2.0.0, status=sent (250 2.0.0 OK %s)" % (
        v.syslog_ts(d), host, pid, qid, em, relay, rip, v.epoch(d, frac=0))
    return rec(t, [], [host, pid, em, relay, rip], [qid, "dsn=2.0.0", "status=sent", "delays=0.1/0/0.5/0.6"], "infra", "Postfix smtp delivery log")


@T("infra")
def t_dovecot(v, i):
    d = v.dt()
    host, em, rip, lip, mpid = v.host(fq=False), v.email(v.person("nl")), v.ip(public=True), v.ip(public=False), v.pid()
    sess = v.b64(12, pad=False)
    t = "%s %s dovecot: imap-login: Login: user=<%s>, method=PLAIN, rip=%s, lip=%s, mpid=%s, TLS, session=<%s>" % (v.syslog_ts(d), host, em, rip, lip, mpid, sess)
    return rec(t, [], [host, em, rip, lip, mpid], [v.syslog_ts(d), "imap-login: Login:", "method=PLAIN", "session=<%s>" % sess], "infra", "Dovecot 2.3 login log")


@T("infra")
def t_bind(v, i):
    d = v.dt()
    cip, q, srv = v.ip(public=False), "intranet." + v.pick(["corp", "hq", "lab"]) + "." + v.domain(), v.ip(public=False)
    ts = d.strftime("%d-%b-%Y %H:%M:%S.") + "%03d" % (d.microsecond // 1000)
    t = "%s client @0x7f%s %s#%d (%s): query: %s IN A +E(0)K (%s)" % (ts, v.hex(9), cip, v.randint(30000, 65000), q, q, srv)
    return rec(t, [], [cip, q, srv], [ts, "IN A +E(0)K", "query:"], "infra", "BIND 9 query log")


@T("infra")
def t_consul(v, i):
    d = v.dt()
    n1, n2, ip = "consul-client-%02d" % v.randint(1, 60), "consul-server-%d" % v.randint(1, 5), v.ip(public=False)
    ts = v.iso(d)
    lines = ["%s [INFO]  agent: Synced node info: node=%s" % (ts, n1),
             "%s [WARN]  agent.server.memberlist.lan: memberlist: Refuting a suspect message (from: %s)" % (ts, n2),
             "%s [ERROR] agent.client: RPC failed to server: method=Catalog.Register server=%s:8300 error=\"rpc error: EOF\"" % (ts, ip)]
    return rec(lines, [], [n1, n2, ip], [ts, "Refuting a suspect message", "method=Catalog.Register", ":8300", 'error="rpc error: EOF"'], "infra", "HashiCorp Consul agent log (hclog)")


@T("infra")
def t_etcd(v, i):
    pod = v.pod("ledger")
    ts = v.iso()
    took = "%d.%dms" % (v.randint(101, 900), v.randint(0, 9))
    d = {"level": "warn", "ts": ts, "caller": "etcdserver/util.go:170", "msg": "apply request took too long", "took": took, "expected-duration": "100ms",
         "prefix": "read-only range ", "request": "key:\"/registry/pods/payments/%s\" " % pod, "response": "range_response_count:1 size:4321"}
    return rec(json.dumps(d), [], [pod], ["apply request took too long", took, "etcdserver/util.go:170", "range_response_count:1 size:4321"], "infra", "etcd 3.5 zap JSON log")


@T("infra")
def t_kafka_broker(v, i):
    host = "kafka-prod-%02d.%s.%s" % (v.randint(1, 12), v.pick(["dc1", "dc2"]), v.domain())
    ts = v.ts_space()
    t = "[%s] INFO [Controller id=2] Broker 3 with address %s:9092 is now offline; reassigning 42 partitions (kafka.controller.KafkaController)" % (ts, host)
    return rec(t, [], [host], ["[%s]" % ts, "[Controller id=2]", "reassigning 42 partitions", "kafka.controller.KafkaController", ":9092"], "infra", "Apache Kafka broker server.log")


@T("infra")
def t_rabbitmq(v, i):
    d = v.dt()
    ts = d.strftime("%Y-%m-%d %H:%M:%S.%f") + "+00:00"
    c, s = v.ip(public=False), v.ip(public=False)
    erl = "<0.%d.0>" % v.randint(1000, 99999)
    user = "svc-" + v.username()
    port = v.randint(30000, 65000)
    lines = ["%s [info] %s accepting AMQP connection %s (%s:%d -> %s:5672)" % (ts, erl, erl, c, port, s),
             "%s [info] %s connection %s (%s:%d -> %s:5672): user '%s' authenticated and granted access to vhost '/prod'" % (ts, erl, erl, c, port, s, user)]
    return rec(lines, [], [c, s, user], [ts, erl, "accepting AMQP connection", "authenticated and granted access to vhost"], "infra", "RabbitMQ 3.12 log")


@T("infra")
def t_gha_runner(v, i):
    d = v.dt()
    ts = d.strftime("%Y-%m-%dT%H:%M:%S.") + "%07dZ" % v.randint(0, 9999999)
    runner, mach = "gha-runner-prod-" + v.chars("abcdefghijklmnopqrstuvwxyz0123456789", 5), v.node()
    sha = v.sha1()
    lines = ["%s Current runner version: '2.317.0'" % ts, "%s Runner name: '%s'" % (ts, runner), "%s Machine name: '%s'" % (ts, mach),
             "%s ##[group]Checking out %s" % (ts, sha)]
    return rec(lines, [], [runner, mach], [ts, "'2.317.0'", sha, "##[group]Checking out"], "infra", "GitHub Actions job log (self-hosted runner)")


@T("infra")
def t_ansible(v, i):
    h1, h2, ip = v.host(), v.host(), v.ip(public=False)
    lines = ["TASK [nginx : restart nginx] ***************************************************",
             "changed: [%s]" % h1,
             'fatal: [%s]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host %s port 22: Connection timed out", "unreachable": true}' % (h2, ip),
             "PLAY RECAP *********************************************************************"]
    return rec(lines, [], [h1, h2, ip], ["TASK [nginx : restart nginx]", "UNREACHABLE!", "Connection timed out", "PLAY RECAP", "port 22"], "infra", "Ansible playbook output")


@T("infra")
def t_terraform(v, i):
    acct = v.aws_account()
    lines = ["  # aws_iam_role_policy_attachment.ci_deployer will be created",
             '  + resource "aws_iam_role_policy_attachment" "ci_deployer" {',
             '      + policy_arn = "arn:aws:iam::%s:policy/ci-deploy-ecr"' % acct,
             '      + role       = "ci-deployer"', "    }", "Plan: 1 to add, 0 to change, 0 to destroy."]
    return rec(lines, [], [acct], ["aws_iam_role_policy_attachment.ci_deployer", "Plan: 1 to add, 0 to change, 0 to destroy.", "policy/ci-deploy-ecr"], "infra",
               "Terraform plan output (account id inside an ARN)")


@T("infra")
def t_openvpn(v, i):
    ts = v.ts_space(ms=False)
    user, ip, vip = v.username(), v.ip(public=True), "10.8.%d.%d" % (v.randint(0, 254), v.randint(2, 254))
    port = v.randint(30000, 65000)
    lines = ["%s %s:%d [%s] Peer Connection Initiated with [AF_INET]%s:%d" % (ts, ip, port, user, ip, port),
             "%s %s/%s:%d MULTI_sva: pool returned IPv4=%s, IPv6=(Not enabled)" % (ts, user, ip, port, vip)]
    return rec(lines, [], [user, ip, vip], [ts, "Peer Connection Initiated with [AF_INET]", "MULTI_sva: pool returned", "IPv6=(Not enabled)"], "infra", "OpenVPN 2.6 server log")


@T("infra")
def t_wg(v, i):
    pub = v.b64(32)
    ep, aip = v.ip(public=True), "10.9.0.%d/32" % v.randint(2, 254)
    lines = ["interface: wg0", "  public key: " + v.b64(32), "  listening port: 51820", "", "peer: " + pub,
             "  endpoint: %s:%d" % (ep, v.randint(30000, 65000)), "  allowed ips: " + aip, "  latest handshake: 1 minute, 12 seconds ago",
             "  transfer: 41.27 MiB received, 3.91 MiB sent"]
    lines = [l for l in lines if l]
    return rec(lines, [], [ep, aip.split("/")[0]], ["interface: wg0", "listening port: 51820", "latest handshake: 1 minute, 12 seconds ago", "41.27 MiB received"], "infra",
               "wg show (WireGuard tools); public keys left unlabelled (not secret)")


@T("infra")
def t_pfsense(v, i):
    d = v.dt()
    host, pid, src, dst = "fw%02d" % v.randint(1, 9), v.pid(), v.ip(public=True), v.ip(public=False)
    rid = "1000000%03d" % v.randint(100, 999)
    t = "%s %s filterlog[%s]: 5,,,%s,igb0,match,block,in,4,0x0,,64,0,0,DF,6,tcp,60,%s,%s,%d,22,0,S,%d,,64240,,mss;sackOK;TS;nop;wscale" % (
        v.syslog_ts(d), host, pid, rid, src, dst, v.randint(30000, 65000), v.randint(10 ** 8, 10 ** 9))
    return rec(t, [], [host, pid, src, dst], [rid, "match,block,in", "mss;sackOK;TS;nop;wscale"], "infra", "pfSense filterlog (CSV in syslog)")


@T("infra")
def t_fortigate(v, i):
    d = v.dt()
    dev, sn, user = "FGT-EDGE-%02d" % v.randint(1, 20), "FG100F" + v.chars(UPPER_ALNUM, 10), v.username()
    src, dst = v.ip(public=False), v.ip(public=True)
    t = 'date=%s time=%s devname="%s" devid="%s" logid="0000000013" type="traffic" subtype="forward" level="notice" srcip=%s srcport=%d srcintf="port2" dstip=%s dstport=443 action="accept" policyid=12 user="%s" sentbyte=1532 rcvdbyte=48211 duration=31' % (
        d.strftime("%Y-%m-%d"), d.strftime("%H:%M:%S"), dev, sn, src, v.randint(30000, 65000), dst, user)
    return rec(t, [], [dev, sn, src, dst, user], ['logid="0000000013"', 'action="accept"', "policyid=12", "dstport=443", "date=" + d.strftime("%Y-%m-%d")], "infra",
               "FortiGate FortiOS traffic log (key=value)")


@T("infra")
def t_radius(v, i):
    d = v.dt()
    user, mac, nas = v.username(), v.mac("-").upper(), "ap-floor%d-%s" % (v.randint(1, 9), v.pick(["north", "south"]))
    t = "%s : Auth: (%d) Login OK: [%s] (from client %s port 0 cli %s)" % (d.strftime("%a %b %d %H:%M:%S %Y"), v.randint(1000, 99999), user, nas, mac)
    return rec(t, [], [user, nas, mac], [d.strftime("%a %b %d %H:%M:%S %Y"), "Auth:", "Login OK:", "port 0"], "infra", "FreeRADIUS 3 radius.log")


@T("infra")
def t_slapd(v, i):
    d = v.dt()
    host, pid, uid = v.host(fq=False), v.pid(), v.username()
    conn = v.randint(1000, 99999)
    lines = ['%s %s slapd[%s]: conn=%d op=1 BIND dn="uid=%s,ou=people,dc=example,dc=com" method=128' % (v.syslog_ts(d), host, pid, conn, uid),
             "%s %s slapd[%s]: conn=%d op=1 RESULT tag=97 err=49 qtime=0.000012 etime=0.001822 text=" % (v.syslog_ts(d), host, pid, conn)]
    return rec(lines, [], [host, pid, uid], ["conn=%d op=1" % conn, "RESULT tag=97 err=49", "method=128", "ou=people,dc=example,dc=com"], "infra", "OpenLDAP slapd stats log")


@T("infra")
def t_asa(v, i):
    d = v.dt()
    a, b, c = v.ip(public=True), v.ip(public=False), v.ip(public=True)
    cid = v.digits(9)
    t = "%s: %%ASA-6-302013: Built inbound TCP connection %s for outside:%s/%d (%s/%d) to inside:%s/443 (%s/443)" % (
        d.strftime("%b %d %Y %H:%M:%S"), cid, a, 52144, a, 52144, b, c)
    return rec(t, [], [a, b, c], ["%ASA-6-302013", "Built inbound TCP connection " + cid, d.strftime("%b %d %Y %H:%M:%S")], "infra", "Cisco ASA syslog message 302013")


@T("infra")
def t_alertmanager(v, i):
    ip, node, pod = v.ip(public=False), v.node(), v.pod("orders")
    ts = v.iso()
    d = {"status": "firing", "labels": {"alertname": "KubePodCrashLooping", "severity": "critical", "namespace": "shop", "pod": pod, "node": node, "instance": ip + ":9100"},
         "annotations": {"summary": "Pod is crash looping"}, "startsAt": ts, "fingerprint": v.hex(16)}
    return rec(json.dumps(d), [], [pod, node, ip], ["KubePodCrashLooping", ts, d["fingerprint"], ":9100"], "infra", "Prometheus Alertmanager webhook payload (one alert)")


def urlpw(v):
    return "".join(c for c in v.password() if c not in "#%?@/&:$'\"\\ ")


# ============================== positional ==================================
@T("positional")
def t_bash_psql(v, i):
    u, pw, h = v.username(), urlpw(v), v.host()
    ts = v.iso()
    lines = ["%s + psql postgresql://%s:%s@%s:5432/analytics -c '\\copy daily_sales TO STDOUT CSV'" % (ts, u, pw, h),
             "%s psql: error: connection to server at \"%s\" (10.44.3.9), port 5432 failed: timeout expired" % (ts, h)]
    return rec(lines, [pw], [u, h, "10.44.3.9"], [ts, ":5432/analytics", "timeout expired", "\\copy daily_sales TO STDOUT CSV"], "positional",
               "GitLab CI job log with bash -x trace; libpq URI")


@T("positional")
def t_mysql_cli(v, i):
    u, pw, h = v.username(), urlpw(v), v.host()
    t = "+ mysqldump -h %s -u %s -p%s --single-transaction --routines shop_prod > /backup/shop_prod_20250601.sql" % (h, u, pw)
    return rec(t, [pw], [h, u], ["mysqldump", "--single-transaction --routines shop_prod", "/backup/shop_prod_20250601.sql"], "positional",
               "mysqldump command line (password glued to -p) in a backup script trace")


@T("positional")
def t_sqlplus(v, i):
    u, pw, h = "app_" + v.username(), urlpw(v), v.host()
    lines = ["$ sqlplus -s %s/%s@//%s:1521/ORCLPDB1 @purge_sessions.sql" % (u, pw, h),
             "ERROR:", "ORA-12541: TNS:no listener"]
    return rec(lines, [pw], [u, h], ["ORA-12541: TNS:no listener", ":1521/ORCLPDB1", "@purge_sessions.sql"], "positional",
               "Oracle SQL*Plus connect string user/password@//host:port/service")


@T("positional")
def t_redis_cli(v, i):
    h, pw = v.host(), v.password()
    ts = v.iso()
    lines = ["%s [cron] running: redis-cli -h %s -p 6380 -a %s --no-auth-warning --scan --pattern 'sess:*' | wc -l" % (ts, h, shlex.quote(pw)),
             "%s [cron] exit=0 output=48211" % ts]
    return rec(lines, [pw], [h], [ts, "--scan --pattern 'sess:*'", "exit=0 output=48211", "-p 6380"], "positional",
               "redis-cli with -a PASSWORD in a cron wrapper log (shell-quoted as shlex would)")


@T("positional")
def t_smtp_plain(v, i):
    u, pw = v.email(v.person("de")), v.password()
    blob = base64.b64encode(("\0%s\0%s" % (u, pw)).encode()).decode()
    host = v.host()
    lines = ["S: 220 %s ESMTP Postfix" % host, "C: EHLO app-worker", "S: 250-AUTH PLAIN LOGIN", "C: AUTH PLAIN " + blob,
             "S: 235 2.7.0 Authentication successful", "C: MAIL FROM:<%s>" % u, "S: 250 2.1.0 Ok"]
    return rec(lines, [blob], [host, u], ["235 2.7.0 Authentication successful", "ESMTP Postfix", "250-AUTH PLAIN LOGIN", "250 2.1.0 Ok"], "positional",
               "SMTP transcript (RFC 4954 AUTH PLAIN, base64 of \\0user\\0password)")


@T("positional")
def t_smtp_login(v, i):
    u, pw = v.email(v.person("es")), v.password()
    bu, bp = base64.b64encode(u.encode()).decode(), base64.b64encode(pw.encode()).decode()
    lines = ["C: AUTH LOGIN", "S: 334 VXNlcm5hbWU6", "C: " + bu, "S: 334 UGFzc3dvcmQ6", "C: " + bp, "S: 535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6"]
    return rec(lines, [bp], [bu], ["334 VXNlcm5hbWU6", "535 5.7.8 Error: authentication failed", "AUTH LOGIN"], "positional",
               "SMTP AUTH LOGIN transcript (each line base64; server prompts are fixed strings)")


@T("positional")
def t_imap(v, i):
    u, pw = v.username(), v.password().replace('"', "")
    lines = ['a001 LOGIN %s "%s"' % (u, pw), "a001 OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE] Logged in", "a002 SELECT INBOX", "* 172 EXISTS"]
    return rec(lines, [pw], [u], ["a001 OK", "Logged in", "a002 SELECT INBOX", "* 172 EXISTS"], "positional", "IMAP4rev1 protocol trace (RFC 3501 LOGIN)")


@T("positional")
def t_ftp(v, i):
    u, pw, h = v.username(), v.password(), v.ip(public=False)
    lines = ["Connected to %s." % h, "220 (vsFTPd 3.0.5)", "USER " + u, "331 Please specify the password.", "PASS " + pw, "230 Login successful.", "TYPE I", "200 Switching to Binary mode."]
    return rec(lines, [pw], [h, u], ["220 (vsFTPd 3.0.5)", "331 Please specify the password.", "230 Login successful.", "200 Switching to Binary mode."], "positional",
               "FTP control-connection transcript (RFC 959 USER/PASS)")


@T("positional")
def t_sshpass(v, i):
    pw, u, h = v.password(), v.username(), v.host()
    t = "Jun  3 02:00:01 backup01 CRON[%s]: (root) CMD (sshpass -p %s rsync -az /srv/data/ %s@%s:/backups/ >> /var/log/rsync-backup.log 2>&1)" % (v.pid(), shlex.quote(pw), u, h)
    pid = re.search(r"CRON\[(\d+)\]", t).group(1)
    sp = shlex.quote(pw)
    return rec(t, [pw], [pid, u, h, "backup01"], ["(root) CMD", "rsync -az /srv/data/", "/var/log/rsync-backup.log"], "positional",
               "cron syslog line with sshpass -p PASSWORD")


@T("positional")
def t_curl_u(v, i):
    u, pw = v.username(), urlpw(v)
    h = "jenkins." + v.domain()
    lines = ["$ curl -sf -u %s:%s https://%s/job/payments-deploy/buildWithParameters -d ENV=prod" % (u, pw, h), "curl: (22) The requested URL returned error: 403"]
    return rec(lines, [pw], [u, h], ["/job/payments-deploy/buildWithParameters", "curl: (22) The requested URL returned error: 403", "ENV=prod"], "positional",
               "shell history / CI step using curl -u user:password")


@T("positional")
def t_git_clone(v, i):
    u = v.username()
    tok = v.token(v.pick(["ghp", "glpat", "github_pat"]))
    h = "git." + v.domain()
    ts = v.iso()
    lines = ["%s Cloning into 'infra-live'..." % ts,
             "%s + git clone https://%s:%s@%s/platform/infra-live.git" % (ts, u, tok, h),
             "%s fatal: unable to access 'https://%s/platform/infra-live.git/': The requested URL returned error: 403" % (ts, h)]
    return rec(lines, [tok], [u, h], [ts, "/platform/infra-live.git", "The requested URL returned error: 403", "Cloning into 'infra-live'..."], "positional",
               "git over HTTPS with credentials in the URL, CI log")


@T("positional")
def t_docker_login(v, i):
    u, pw = v.username(), v.token("dockerhub")
    reg = "registry." + v.domain()
    lines = ["+ docker login -u %s -p %s %s" % (u, pw, reg), "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "Login Succeeded"]
    return rec(lines, [pw], [u, reg], ["WARNING! Using --password via the CLI is insecure.", "Login Succeeded", "docker login"], "positional", "docker CLI login output")


@T("positional")
def t_mongo_uri(v, i):
    u, pw = v.username(), urlpw(v)
    h1, h2 = v.host(), v.host()
    ts = v.iso()
    t = '{"t":{"$date":"%s"},"s":"I","c":"NETWORK","id":4333208,"ctx":"ReplicaSetMonitor-TaskExecutor","msg":"RSM host selection timeout","attr":{"uri":"mongodb://%s:%s@%s:27017,%s:27017/orders?replicaSet=rs0&authSource=admin"}}' % (ts, u, pw, h1, h2)
    return rec(t, [pw], [u, h1, h2], [ts, '"id":4333208', "RSM host selection timeout", "replicaSet=rs0&authSource=admin"], "positional",
               "MongoDB 6 structured log with a connection string")


@T("positional")
def t_htpasswd(v, i):
    u, pw = v.username(), v.password()
    lines = ["$ htpasswd -b -B /etc/nginx/.htpasswd %s %s" % (u, shlex.quote(pw)), "Adding password for user " + u]
    sp = shlex.quote(pw)
    return rec(lines, [pw], [u], ["htpasswd -b -B /etc/nginx/.htpasswd", "Adding password for user"], "positional", "Apache htpasswd batch mode (-b) command and output")


@T("positional")
def t_net_use(v, i):
    host, dom, u, pw = "fs%02d" % v.randint(1, 30), v.pick(["ACMEEU", "GLOBEXNA"]), v.username(), v.password()
    lines = ["C:\\> net use Z: \\\\%s\\finance$ %s /user:%s\\%s /persistent:no" % (host, pw, dom, u), "System error 1326 has occurred.",
             "The user name or password is incorrect."]
    return rec(lines, [pw], [host, dom, u], ["System error 1326 has occurred.", "The user name or password is incorrect.", "/persistent:no"], "positional",
               "Windows net use with password as positional argument")


@T("positional")
def t_ldapsearch(v, i):
    u, pw = v.username(), v.password()
    h = "ldap." + v.domain()
    lines = ["$ ldapsearch -x -H ldaps://%s -D \"uid=%s,ou=svc,dc=example,dc=com\" -w %s -b ou=people,dc=example,dc=com \"(mail=*)\"" % (h, u, shlex.quote(pw)),
             "ldap_bind: Invalid credentials (49)"]
    return rec(lines, [pw], [h, u], ["ldap_bind: Invalid credentials (49)", "-b ou=people,dc=example,dc=com", "(mail=*)"], "positional",
               "OpenLDAP ldapsearch -w PASSWORD")


@T("positional")
def t_sqlcmd(v, i):
    h, pw = v.host(), v.password()
    lines = ["> sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT @@VERSION\"" % (h, shlex.quote(pw)),
             "Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'.."]
    return rec(lines, [pw], [h], ["Login failed for user 'sa'", "SELECT @@VERSION", "ODBC Driver 18 for SQL Server"], "positional",
               "sqlcmd -U sa -P PASSWORD (built-in 'sa' left unlabelled)")


@T("positional")
def t_create_user_sql(v, i):
    u, pw = v.username(), v.password().replace("'", "")
    ts = v.ts_space(ms=False)
    pid = v.pid()
    t = "%s.%03d UTC [%s] admin@appdb LOG:  statement: CREATE ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-01-01'" % (ts, v.randint(0, 999), pid, u, pw)
    return rec(t, [pw], [pid, u], [ts, "LOG:  statement: CREATE ROLE", "VALID UNTIL '2026-01-01'", "admin@appdb"], "positional",
               "PostgreSQL log_statement=ddl line leaking a role password")


@T("positional")
def t_vault_login(v, i):
    tok = v.token("vault")
    lines = ["$ vault login " + tok, "Success! You are now authenticated. The token information displayed below", "token_accessor       " + v.alnum(24),
             "token_duration       768h", "token_policies       [\"default\" \"ci-deploy\"]"]
    return rec(lines, [tok], [], ["Success! You are now authenticated.", "token_duration       768h", "ci-deploy"], "positional",
               "HashiCorp Vault CLI 'vault login TOKEN' (accessor left unlabelled)")


@T("positional")
def t_bearer_proxy(v, i):
    tok = v.token(v.pick(["openai", "anthropic", "groq", "openrouter"]))
    ts = v.iso()
    t = '%s level=debug component=egress msg="forwarding" method=POST url=/v1/chat/completions header.authorization="Bearer %s" status=200 dur=1.84s' % (ts, tok)
    return rec(t, [tok], [], [ts, "url=/v1/chat/completions", "status=200", "dur=1.84s"], "positional",
               "egress proxy debug line, Authorization Bearer scheme (RFC 6750)")


# ================================ encoded ===================================
@T("encoded")
def t_json_in_json(v, i):
    p = PC.next()
    tok = v.token("slack_bot")
    inner = json.dumps({"user": {"name": p.name, "email": p.email}, "slack_token": tok}, ensure_ascii=False)
    ts = v.iso()
    outer = json.dumps({"ts": ts, "level": "error", "msg": "webhook replay failed", "payload": inner, "attempt": 3}, ensure_ascii=False)
    return rec(outer, [tok], [p.name, p.email], [ts, "webhook replay failed", '"attempt": 3'], "encoded", "JSON log whose 'payload' field is a JSON string (escaped quotes)")


@T("encoded")
def t_json_ascii_escape(v, i):
    p = PC.next()
    ph = p.phone_intl
    ts = v.iso()
    d = {"time": ts, "level": "INFO", "msg": "otp dispatched", "to": ph, "name": p.name, "code": v.token("otp"), "channel": "sms", "gateway_ms": 231}
    t = json.dumps(d)  # ensure_ascii=True: \uXXXX escapes
    nm = json.dumps(p.name)[1:-1]
    return rec(t, [d["code"]], [ph, nm], [ts, "otp dispatched", '"gateway_ms": 231'], "encoded",
               "JSON log written with ASCII-only escaping (\\uXXXX), e.g. Python json.dumps default")


@T("encoded")
def t_double_percent(v, i):
    tok = v.token("ghs")
    em = v.email(v.person("fr"))
    apphost = "sso-%s.%s" % (v.pick(["eu", "us", "ap"]) + str(v.randint(1, 9)), v.domain())
    inner = "https://%s/sso/callback?token=%s&email=%s" % (apphost, tok, urllib.parse.quote(em, safe=""))
    once = urllib.parse.quote(inner, safe="")
    ts = v.clf_ts()
    ip = v.ip(public=True)
    t = '%s - - [%s] "GET /login?redirect_uri=%s HTTP/1.1" 302 0 "-" "Mozilla/5.0"' % (ip, ts, once)
    em2 = urllib.parse.quote(urllib.parse.quote(em, safe=""), safe="")
    return rec(t, [tok], [ip, em2, apphost], [ts, "GET /login?redirect_uri=", "HTTP/1.1\" 302 0", "%2Fsso%2Fcallback%3Ftoken%3D"], "encoded",
               "nginx combined access log; redirect_uri carrying a percent-encoded URL (email double-encoded)")


@T("encoded")
def t_form_body(v, i):
    u, pw = v.email(v.person("pl")), v.password() + "ł€"
    body = urllib.parse.urlencode({"username": u, "password": pw, "remember_me": "1", "csrfmiddlewaretoken": v.alnum(64)})
    ts = v.ts_space()
    t = "%s DEBUG request body (application/x-www-form-urlencoded): %s" % (ts, body)
    pw_e, u_e = urllib.parse.quote_plus(pw), urllib.parse.quote_plus(u)
    csrf = body.split("csrfmiddlewaretoken=")[1]
    return rec(t, [pw_e, csrf], [u_e], [ts, "request body (application/x-www-form-urlencoded)", "remember_me=1"], "encoded",
               "HTML form body (application/x-www-form-urlencoded) logged verbatim; CSRF token treated as secret")


@T("encoded")
def t_basic_auth_header(v, i):
    u, pw = v.username(), v.password()
    b = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
    ts = v.iso()
    rid = v.uuid()
    t = '%s http_request method=GET path=/api/admin/users status=401 request_id=%s headers={"Authorization":"Basic %s","Accept":"application/json"}' % (ts, rid, b)
    return rec(t, [b], [], [ts, "path=/api/admin/users", "status=401", rid], "encoded", "HTTP Basic authentication header (RFC 7617, base64 user:password)")


@T("encoded")
def t_html_entities(v, i):
    p = PC.next()
    tok = v.token("shopify")
    ts = v.iso()
    nm = html.escape(p.name, quote=True).encode("ascii", "xmlcharrefreplace").decode()
    t = '%s WARN render: template error in &lt;div data-customer=&quot;%s&quot; data-email=&quot;%s&quot; data-key=&quot;%s&quot;&gt; (line 88)' % (ts, nm, html.escape(p.email), tok)
    return rec(t, [tok], [nm, p.email], [ts, "template error in &lt;div", "(line 88)"], "encoded", "HTML-escaped fragment in a template error (numeric character references)")


@T("encoded")
def t_xml_entities(v, i):
    p = PC.next(need=("addr",))
    pw = v.password() + "&<"
    pwx = html.escape(pw, quote=False)
    ts = v.ts_space()
    t = '%s INFO  SoapClient request: <Login><User>%s</User><Password>%s</Password><Address>%s</Address></Login>' % (ts, html.escape(p.email), pwx, html.escape(p.addr))
    return rec(t, [pwx], [p.email, html.escape(p.addr)], [ts, "SoapClient request:", "<Login><User>"], "encoded", "XML with entity-escaped password (&amp; &lt;)")


@T("encoded")
def t_quoted_printable(v, i):
    p = PC.next()
    code = v.token("otp")
    txt = "Hallo %s,\nIhr Bestätigungscode lautet %s.\nRückfragen: %s" % (p.name, code, p.phone)
    qp = quopri.encodestring(txt.encode("utf-8")).decode()
    qplines = qp.split("\n")
    lines = ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable", ""] + qplines
    lines = [l for l in lines if l != ""]
    enc_name = quopri.encodestring(p.name.encode()).decode()
    privs = [x for x in [enc_name, quopri.encodestring(p.phone.encode()).decode()] if any(x in l for l in lines)]
    secs = [code] if any(code in l for l in lines) else []
    return rec(lines, secs, privs, ["Content-Transfer-Encoding: quoted-printable", "charset=utf-8"], "encoded", "MIME quoted-printable body (RFC 2045) in a mail log dump")


@T("encoded")
def t_mime_header(v, i):
    p = PC.next()
    enc = "=?UTF-8?B?%s?=" % base64.b64encode(p.name.encode()).decode()
    mid = "<%s@mail.example.com>" % v.hex(20)
    d = v.dt()
    mx = v.host(fq=False)
    t = "%s %s postfix/cleanup[%s]: %s: header From: %s <%s> from localhost[127.0.0.1]; message-id=%s" % (v.syslog_ts(d), mx, v.pid(), v.chars("0123456789ABCDEF", 10), enc, p.email, mid)
    pid = re.search(r"cleanup\[(\d+)\]", t).group(1)
    return rec(t, [], [mx, pid, enc, p.email], ["postfix/cleanup", "header From:", mid], "encoded", "Postfix header_checks log; RFC 2047 encoded-word display name")


@T("encoded")
def t_shell_ansi_c(v, i):
    pw = v.password()
    u, h = v.username(), v.host()
    s = "$'%s\\n'" % pw.replace("'", "\\'")
    t = "+ printf %%s %s | ssh %s@%s 'sudo -S systemctl restart billing'" % (s, u, h)
    return rec(t, [pw], [u, h], ["sudo -S systemctl restart billing", "+ printf %s"], "encoded", "bash -x trace with ANSI-C quoting $'...\\n'")


@T("encoded")
def t_k8s_secret_yaml(v, i):
    pw, u = v.password(), v.username()
    h = v.host()
    b_pw, b_u, b_url = (base64.b64encode(x.encode()).decode() for x in (pw, u, "postgres://%s:%s@%s:5432/app" % (u, urlpw(v), h)))
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: app-db", "  namespace: billing", "type: Opaque", "data:",
             "  DB_USER: " + b_u, "  DB_PASSWORD: " + b_pw, "  DATABASE_URL: " + b_url]
    return rec(lines, [b_pw, b_url], [b_u], ["kind: Secret", "type: Opaque", "name: app-db"], "encoded", "Kubernetes Secret manifest (data values base64)")


@T("encoded")
def t_docker_config(v, i):
    u, pw = v.username(), v.token("dockerhub")
    a = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
    reg = "registry." + v.domain()
    t = '%s DEBUG loaded ~/.docker/config.json: {"auths":{"%s":{"auth":"%s"}},"credsStore":"","currentContext":"default"}' % (v.iso(), reg, a)
    return rec(t, [a], [reg], ["loaded ~/.docker/config.json", '"currentContext":"default"'], "encoded", "Docker config.json auths (base64 user:token)")


@T("encoded")
def t_gcp_sa_key(v, i):
    body = v.pem_body(3)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n-----END PRIVATE KEY-----\\n"
    proj = "acme-data-" + v.digits(6)
    em = "etl-runner@%s.iam.gserviceaccount.com" % proj
    kid = v.hex(40)
    t = '{"type": "service_account", "project_id": "%s", "private_key_id": "%s", "private_key": "%s", "client_email": "%s"}' % (proj, kid, pk, em)
    return rec(t, body + [kid], [proj], ['"type": "service_account"', "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"], "encoded",
               "Google service-account key JSON (PEM inside a JSON string with \\n escapes); body chunks and key id secret")


@T("encoded")
def t_laravel_cookie(v, i):
    iv, val, mac = v.b64(16), v.b64(48), v.hex(64)
    c = base64.b64encode(json.dumps({"iv": iv, "value": val, "mac": mac, "tag": ""}, separators=(",", ":")).encode()).decode()
    ce = urllib.parse.quote(c, safe="")
    ts = v.clf_ts()
    t = '%s - - [%s] "GET /dashboard HTTP/1.1" 200 5123 "-" "Mozilla/5.0" cookie="XSRF-TOKEN=%s; laravel_session=%s"' % (v.ip(public=True), ts, urllib.parse.quote(base64.b64encode(v.hex(30).encode()).decode(), safe=""), ce)
    ip = t.split(" ")[0]
    xsrf = re.search(r"XSRF-TOKEN=([^;]+);", t).group(1)
    return rec(t, [ce, xsrf], [ip], [ts, '"GET /dashboard HTTP/1.1" 200 5123'], "encoded", "Apache/nginx log with cookie header: Laravel encrypted session cookie (percent-encoded base64 JSON)")


@T("encoded")
def t_totp_uri(v, i):
    em = v.email(v.person("sv"))
    seed = v.token("totp_seed")
    uri = "otpauth://totp/Acme%%20Cloud:%s?secret=%s&issuer=Acme%%20Cloud&algorithm=SHA1&digits=6&period=30" % (urllib.parse.quote(em, safe=""), seed)
    ts = v.iso()
    t = "%s DEBUG mfa.enroll qr_payload=%s user_id=%s" % (ts, uri, v.digits(7))
    return rec(t, [seed], [urllib.parse.quote(em, safe="")], [ts, "mfa.enroll", "digits=6&period=30"], "encoded", "otpauth:// Key URI (Google Authenticator format) with percent-encoded label")


@T("encoded")
def t_csv_quoted(v, i):
    p = PC.next(need=("addr",))
    note = 'VIP - said "use card %s"' % v.card()
    card = note.split("card ")[1].rstrip('"')
    cells = [v.digits(6), p.name, p.addr, note]
    line = ",".join('"' + c.replace('"', '""') + '"' for c in cells)
    lines = ["customer_id,name,address,notes", line]
    return rec(lines, [], [p.name, p.addr, card], ["customer_id,name,address,notes", '"' + cells[0] + '"', 'VIP - said ""use card'], "encoded",
               "RFC 4180 CSV export with embedded doubled quotes")


@T("encoded")
def t_jwt_in_cookie_json(v, i):
    p = PC.next()
    jwt = v.jwt({"sub": p.email, "name": p.name, "iat": 1735000000 + v.randint(0, 10 ** 7)})
    ts = v.iso()
    d = {"@timestamp": ts, "event": "session.refresh", "http": {"request": {"headers": {"cookie": "id_token=" + jwt + "; Path=/; Secure"}}}, "outcome": "success"}
    return rec(json.dumps(d), [jwt], [], [ts, "session.refresh", '"outcome": "success"'], "encoded",
               "ECS-style JSON log; JWT (RFC 7519) whose payload base64url-encodes e-mail and name")


# ================================ no_key ====================================
@T("no_key", 2)
def t_nk_retry_token(v, i):
    tok = v.token(v.pick(["ghp", "github_pat", "glpat", "npm"]))
    ts = v.iso()
    t = "%s WARN uploader: retrying with %s after 401 Bad credentials (attempt 2/5, backoff 4s)" % (ts, tok)
    return rec(t, [tok], [], [ts, "401 Bad credentials", "attempt 2/5", "backoff 4s"], "no_key", "free-text warning containing a bare token")


@T("no_key")
def t_nk_invoice(v, i):
    p = PC.next()
    inv = "INV-%d-%05d" % (2025, v.randint(1, 99999))
    ts = v.ts_space()
    t = "%s INFO billing: sent %s to %s <%s> (%d.%02d EUR, due in 14 days)" % (ts, inv, p.name, p.email, v.randint(10, 900), v.randint(0, 99))
    return rec(t, [], [p.name, p.email], [ts, inv, "due in 14 days"], "no_key", "free-text log message with name and e-mail, no keys")


@T("no_key")
def t_nk_slack_err(v, i):
    tok = v.token("slack_bot")
    ts = v.iso()
    t = "%s ERROR notify: chat.postMessage failed for %s: invalid_auth (channel C0%s)" % (ts, tok, v.chars(UPPER_ALNUM, 8))
    return rec(t, [tok], [], [ts, "chat.postMessage failed", "invalid_auth"], "no_key", "Slack Web API error echoing the bot token")


@T("no_key")
def t_nk_commit(v, i):
    k = v.token(v.pick(["stripe_sk", "stripe_rk"]))[:60]
    sha = v.sha1()
    p = Person(v, PROFILES[15])
    lines = ["commit " + sha, "Author: %s <%s>" % (p.name, p.email), "Date:   Tue Jun 3 14:02:11 2025 +0200", "",
             "    fix(payments): stop hardcoding %s in settings.py" % k]
    lines = [l for l in lines if l]
    return rec(lines, [k], [p.name, p.email], [sha, "Date:   Tue Jun 3 14:02:11 2025 +0200", "fix(payments): stop hardcoding"], "no_key", "git log output with a key pasted in the subject")


@T("no_key", 2)
def t_nk_phone_note(v, i):
    p = PC.next()
    tk = "CS-%d" % v.randint(10000, 99999)
    ts = v.iso()
    t = "%s note on %s by agent: call back %s on %s re: refund, prefers mornings" % (ts, tk, p.name, p.phone)
    return rec(t, [], [p.name, p.phone], [ts, tk, "re: refund"], "no_key", "CRM note free text (national phone format)")


@T("no_key")
def t_nk_card_valueerror(v, i):
    card = v.card(spaced=True)
    lines = ["Traceback (most recent call last):", '  File "/app/billing/import.py", line 57, in parse_row', "    amount = int(row[3])",
             "ValueError: invalid literal for int() with base 10: '%s'" % card]
    return rec(lines, [], [card], ['File "/app/billing/import.py", line 57, in parse_row', "ValueError: invalid literal for int() with base 10"], "no_key",
               "Python traceback echoing a card number")


@T("no_key")
def t_nk_iban_remit(v, i):
    p = PC.next(need=("iban",))
    ts = v.ts_space()
    e2e = "E2E" + v.digits(12)
    t = "%s SEPA credit transfer returned AC04 (account closed): %s %s, end-to-end id %s" % (ts, p.name, p.iban, e2e)
    return rec(t, [], [p.name, p.iban], [ts, "AC04 (account closed)", e2e], "no_key", "SEPA return reason free text (ISO 20022 reason code)")


@T("no_key")
def t_nk_cjk(v, i):
    p = Person(v, PROFILES[9]) if i % 2 == 0 else Person(v, PROFILES[10])
    ts = v.ts_space()
    msg = {"zh": "用户%s已完成实名认证，手机号%s", "ja": "%sさんの本人確認が完了しました。携帯 %s"}[p.p["loc"]] % (p.name, p.phone)
    t = "%s [INFO] kyc-service - %s (耗时 %dms)" % (ts, msg, v.randint(10, 900))
    return rec(t, [], [p.name, p.phone], [ts, "[INFO] kyc-service", "ms)"], "no_key", "CJK free-text log message")


@T("no_key")
def t_nk_otp_sms(v, i):
    code = v.token("otp")
    p = PC.next()
    sid = "SM" + v.hex(32)
    ts = v.iso()
    t = '%s sms-out %s -> %s body="Your Acme verification code is %s. It expires in 10 minutes." status=delivered' % (ts, sid, p.phone_intl, code)
    return rec(t, [code], [p.phone_intl], [ts, sid, "It expires in 10 minutes.", "status=delivered"], "no_key", "SMS gateway outbound log (OTP in message body)")


@T("no_key")
def t_nk_pem_chat(v, i):
    body = v.pem_body(3)
    ts = v.dt()
    lines = ["[%s] <ops-oncall> here is the key for the staging box, delete after use:" % ts.strftime("%H:%M"), "-----BEGIN OPENSSH PRIVATE KEY-----"] + body + ["-----END OPENSSH PRIVATE KEY-----"]
    return rec(lines, body, [], ["-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", "[%s]" % ts.strftime("%H:%M")], "no_key", "chat log with a pasted private key")


@T("no_key")
def t_nk_aws_pair(v, i):
    ak, sk = v.aws_key_id(), v.aws_secret()
    ts = v.iso()
    t = "%s WARN config: falling back to static credentials %s %s for region eu-central-1" % (ts, ak, sk)
    return rec(t, [ak, sk], [], [ts, "falling back to static credentials", "eu-central-1"], "no_key", "bare AWS access key id + secret access key")


@T("no_key")
def t_nk_ssh_accept(v, i):
    u, ip = v.username(), v.ip(public=True)
    t = "login: %s via %s at %s (tty pts/3)" % (u, ip, v.ts_space(ms=False))
    ts = t.split(" at ")[1].split(" (")[0]
    return rec(t, [], [u, ip], [ts, "tty pts/3"], "no_key", "last/utmp-style free text")


@T("no_key", 2)
def t_nk_api_key_error(v, i):
    k = v.token(v.pick(["anthropic", "openai", "hf", "replicate", "groq"]))
    ts = v.iso()
    rid = "req_" + v.alnum(24)
    t = "%s ERROR llm-client: 401 from provider: invalid x-api-key %s (request %s)" % (ts, k, rid)
    return rec(t, [k], [], [ts, "401 from provider", rid], "no_key", "provider error message echoing the key")


@T("no_key", 2)
def t_nk_address_note(v, i):
    p = PC.next(need=("addr",))
    ts = v.iso()
    oid = "ORD-" + v.digits(8)
    t = "%s delivery exception %s: courier could not find %s, %s - parcel returned to depot" % (ts, oid, p.name, p.addr)
    return rec(t, [], [p.name, p.addr], [ts, oid, "parcel returned to depot"], "no_key", "courier exception free text with full postal address")


@T("no_key")
def t_nk_password_reset(v, i):
    pw = v.password()
    u = v.username()
    ts = v.ts_space()
    t = "%s helpdesk: temporary password for %s set to %s, must change at next logon" % (ts, u, pw)
    return rec(t, [pw], [u], [ts, "must change at next logon"], "no_key", "helpdesk ticket log with temporary password in prose")


@T("no_key")
def t_nk_dob(v, i):
    p = PC.next(need=("nid",))
    ts = v.iso()
    t = "%s KYC mismatch: document says %s born %s, %s %s; applicant typed something else" % (ts, p.name, p.dob, p.nid_kind, p.nid)
    return rec(t, [], [p.name, p.dob, p.nid], [ts, "KYC mismatch", "applicant typed something else"], "no_key", "free-text KYC message with DOB and national id")


@T("no_key")
def t_nk_jwt_stack(v, i):
    jwt = v.jwt()
    lines = ["io.jsonwebtoken.ExpiredJwtException: JWT expired at 2025-05-31T23:59:59Z. Current time: 2025-06-01T08:12:03Z",
             "\tat io.jsonwebtoken.impl.DefaultJwtParser.parse(DefaultJwtParser.java:427)", "\tat com.example.auth.TokenFilter.doFilter(TokenFilter.java:61) [token=%s]" % jwt]
    return rec(lines, [jwt], [], ["ExpiredJwtException: JWT expired at 2025-05-31T23:59:59Z", "DefaultJwtParser.java:427", "TokenFilter.java:61"], "no_key",
               "Java stack trace with a JWT appended by a filter")


@T("no_key")
def t_nk_mixed_free(v, i):
    p, q = PC.next(), PC.next()
    ts = v.iso()
    t = "%s audit: %s shared folder /finance/q2 with %s (%s) - permission editor" % (ts, p.email, q.name, q.email)
    return rec(t, [], [p.email, q.name, q.email], [ts, "/finance/q2", "permission editor"], "no_key", "audit free text")


@T("no_key")
def t_nk_webhook_url(v, i):
    path = v.token("slack_webhook_path")
    ts = v.iso()
    t = "%s ERROR alerting: POST https://hooks.slack.com/services/%s returned 404 no_service" % (ts, path)
    return rec(t, [path], [], [ts, "returned 404 no_service", "ERROR alerting"], "no_key", "Slack incoming-webhook URL (secret path; public host left unlabelled)")


@T("no_key")
def t_nk_ip_user(v, i):
    p = PC.next()
    ip = v.ip(public=True)
    ts = v.iso()
    t = "%s %s logged in from %s using Firefox 126 on Windows, new device" % (ts, p.name, ip)
    return rec(t, [], [p.name, ip], [ts, "Firefox 126 on Windows", "new device"], "no_key", "security notification text")


@T("no_key")
def t_nk_seed_phrase(v, i):
    seed = v.token("totp_seed")
    u = v.email(v.person("en"))
    ts = v.iso()
    t = "%s support: user %s cannot scan QR, manual entry %s given over chat" % (ts, u, " ".join(seed[j:j + 4] for j in range(0, 32, 4)))
    spaced = " ".join(seed[j:j + 4] for j in range(0, 32, 4))
    return rec(t, [spaced], [u], [ts, "cannot scan QR"], "no_key", "TOTP seed in groups of four (as authenticator apps display it)")


# =============================== lookalike ==================================
@T("lookalike")
def t_la_dd(v, i):
    tr, key = v.trace_id(), v.token("dd_api")
    ts = v.iso()
    t = "%s DEBUG dd-trace: flushing 12 spans trace_id=%s via intake with DD-API-KEY %s (payload 4.1kB)" % (ts, tr, key)
    return rec(t, [key], [], [ts, tr, "flushing 12 spans", "payload 4.1kB"], "lookalike", "32-hex trace id (diagnostic) beside a 32-hex Datadog API key (secret)")


@T("lookalike")
def t_la_git_sha(v, i):
    sha, app = v.sha1(), v.token("dd_app")
    ts = v.iso()
    t = "%s deploy: release %s marked in Datadog (app key %s) version=2.41.0 env=prod" % (ts, sha, app)
    return rec(t, [app], [], [ts, sha, "version=2.41.0"], "lookalike", "40-hex commit SHA vs 40-hex Datadog application key")


@T("lookalike")
def t_la_digest_sig(v, i):
    dg = "sha256:" + v.sha256()
    ak = v.aws_key_id()
    sig = v.token("hmac_hex")
    url = "https://artifacts.s3.eu-west-1.amazonaws.com/images/app.tar?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250601%%2Feu-west-1%%2Fs3%%2Faws4_request&X-Amz-Date=20250601T101500Z&X-Amz-Expires=600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (ak, sig)
    t = "pulled image digest %s from %s" % (dg, url)
    return rec(t, [ak, sig], [], [dg, "X-Amz-Date=20250601T101500Z", "X-Amz-Expires=600", "/images/app.tar"], "lookalike", "image digest (keep) and S3 presigned URL signature (secret), both 64 hex")


@T("lookalike")
def t_la_uuid_key(v, i):
    rid, key = v.uuid(), v.uuid()
    ts = v.iso()
    t = '%s INFO heroku-client GET /apps/billing-prod/releases status=200 request_id=%s auth="Bearer %s"' % (ts, rid, key)
    return rec(t, [key], [], [ts, rid, "/apps/billing-prod/releases", "status=200"], "lookalike", "request-id UUID (keep) vs Heroku-style UUID API key (secret)")


@T("lookalike")
def t_la_aws_reqid(v, i):
    ak, sk = v.aws_key_id(), v.aws_secret()
    rid, id2 = v.HEX(16), v.b64(57)
    ts = v.iso()
    lines = ["%s boto: AccessDenied on PutObject x-amz-request-id=%s x-amz-id-2=%s" % (ts, rid, id2),
             "%s boto: credentials in use aws_access_key_id=%s aws_secret_access_key=%s" % (ts, ak, sk)]
    return rec(lines, [ak, sk], [], [ts, rid, id2, "AccessDenied on PutObject"], "lookalike", "S3 request id / x-amz-id-2 (keep) vs access key id / secret key (secret)")


@T("lookalike")
def t_la_stripe(v, i):
    sk = v.token("stripe_sk")[:50]
    pi = "pi_" + v.alnum(24)
    cs = pi + "_secret_" + v.alnum(25)
    req = "req_" + v.alnum(14)
    evt = "evt_" + v.alnum(24)
    ts = v.iso()
    t = "%s stripe: created %s (client_secret=%s) request=%s event=%s using key %s" % (ts, pi, cs, req, evt, sk)
    return rec(t, [cs, sk], [], [ts, pi, req, evt], "lookalike", "Stripe object/request ids (keep) vs PaymentIntent client_secret and secret key")


@T("lookalike")
def t_la_twilio(v, i):
    ac, tok, sm = "AC" + v.hex(32), v.token("twilio_auth"), "SM" + v.hex(32)
    ts = v.iso()
    t = "%s twilio: message %s queued for account %s (basic auth %s:%s)" % (ts, sm, ac, ac, tok)
    return rec(t, [tok], [ac], [ts, sm, "queued for account"], "lookalike", "Twilio Message SID (keep), Account SID (cloud account id), auth token (secret)")


@T("lookalike")
def t_la_k8s_sa(v, i):
    jwt = v.jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "sub": "system:serviceaccount:ci:deployer"}, alg="RS256")
    cid = "containerd://" + v.sha256()
    uid = v.uuid()
    pod = v.pod("deployer")
    t = "pod=%s uid=%s containerID=%s mounted token %s" % (pod, uid, cid, jwt)
    return rec(t, [jwt], [pod], [uid, cid], "lookalike", "pod UID and container ID (keep) vs service-account JWT (secret)")


@T("lookalike")
def t_la_sentry(v, i):
    key, eid = v.hex(32), v.hex(32)
    org = "o" + v.digits(6)
    t = "sentry: captured event %s; transport https://%s@%s.ingest.sentry.example.com/%s failed: 429 rate limited" % (eid, key, org, v.digits(7))
    return rec(t, [key], [org + ".ingest.sentry.example.com"], [eid, "429 rate limited", "captured event"], "lookalike", "Sentry event_id (keep) vs DSN public key (treated as secret), both 32 hex")


@T("lookalike")
def t_la_etag_cookie(v, i):
    et, sess = v.hex(32), v.hex(32)
    ts = v.clf_ts()
    t = '%s - - [%s] "GET /static/app.js HTTP/1.1" 304 0 etag="%s" cookie="JSESSIONID=%s"' % (v.ip(public=True), ts, et, sess.upper())
    ip = t.split(" ")[0]
    return rec(t, [sess.upper()], [ip], [ts, et, '"GET /static/app.js HTTP/1.1" 304'], "lookalike", "ETag MD5 (keep) vs JSESSIONID (secret)")


@T("lookalike")
def t_la_gha(v, i):
    ghs, sha = v.token("ghs"), v.sha1()
    run = v.digits(10)
    lines = ["GITHUB_RUN_ID=%s" % run, "GITHUB_SHA=%s" % sha, "GITHUB_TOKEN=%s" % ghs, "GITHUB_REF=refs/heads/main"]
    return rec(lines, [ghs], [], ["GITHUB_RUN_ID=" + run, sha, "GITHUB_REF=refs/heads/main"], "lookalike", "GitHub Actions env dump (run id, commit sha keep; installation token secret)")


@T("lookalike")
def t_la_traceparent(v, i):
    tp = "00-%s-%s-01" % (v.trace_id(), v.span_id())
    k = v.hex(48)
    ts = v.iso()
    t = "%s otel-collector: export failed traceparent=%s x-honeycomb-team=%s status=401" % (ts, tp, k)
    return rec(t, [k], [], [ts, tp, "status=401"], "lookalike", "W3C traceparent (keep) vs Honeycomb-style hex API key (secret)")


@T("lookalike")
def t_la_vault_audit(v, i):
    acc = "hmac-sha256:" + v.sha256()
    tok = v.token("vault")
    rid = v.uuid()
    ts = v.iso()
    t = '{"time":"%s","type":"request","auth":{"client_token":"%s","accessor":"%s"},"request":{"id":"%s","operation":"read","path":"secret/data/billing"}}' % (ts, tok, acc, rid)
    return rec(t, [tok], [], [ts, acc, rid, "secret/data/billing"], "lookalike", "Vault audit device record: HMAC-ed accessor (keep) beside a raw client token (secret; hmac_accessor disabled)")


@T("lookalike")
def t_la_mongo_oid(v, i):
    oid, key = v.hex(24), v.alnum(24)
    ts = v.iso()
    t = "%s order %s updated by integration (x-partner-key: %s)" % (ts, oid, key)
    return rec(t, [key], [], [ts, oid, "updated by integration"], "lookalike", "MongoDB ObjectId (keep) beside 24-char partner key (secret)")


@T("lookalike")
def t_la_md5_pw(v, i):
    fmd5, pwmd5 = v.hex(32), "md5" + v.hex(32)
    u = v.username()
    t = "backup: wrote pg_authid.csv md5sum=%s rows=1; row[0]=%s,%s" % (fmd5, u, pwmd5)
    return rec(t, [pwmd5], [u], [fmd5, "rows=1", "backup: wrote pg_authid.csv"], "lookalike", "file md5sum (keep) vs PostgreSQL md5 password hash (secret)")


@T("lookalike")
def t_la_ulid(v, i):
    ulid = "01J" + v.chars("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)
    k = v.token("linear")
    ts = v.iso()
    t = "%s job %s enqueued by webhook; linear api key %s" % (ts, ulid, k)
    return rec(t, [k], [], [ts, ulid, "enqueued by webhook"], "lookalike", "ULID job id (keep) vs Linear API key")


@T("lookalike")
def t_la_idem(v, i):
    ik, tok = v.uuid(), v.token("square")
    ts = v.iso()
    t = '%s POST /v2/payments Idempotency-Key: %s Authorization: Bearer %s -> 200 (payment_id=%s)' % (ts, ik, tok, v.alnum(29))
    pid = t.split("payment_id=")[1].rstrip(")")
    return rec(t, [tok], [], [ts, ik, pid, "POST /v2/payments"], "lookalike", "Idempotency-Key UUID and payment id (keep) vs Square access token")


@T("lookalike")
def t_la_kafka(v, i):
    cid = v.b64(16, pad=False, url=True)
    pw = v.b64(24)
    u = "svc-" + v.username()
    ts = v.ts_space()
    t = "[%s] INFO [AdminClient clientId=adminclient-1] cluster.id=%s sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"%s\";" % (ts, cid, u, pw)
    return rec(t, [pw], [u], [ts, "cluster.id=" + cid, "ScramLoginModule required"], "lookalike", "Kafka cluster.id base64 (keep) vs SASL/SCRAM password base64 (secret)")


@T("lookalike")
def t_la_docker_ids(v, i):
    cid = v.hex(12)
    auth = base64.b64encode(("%s:%s" % (v.username(), v.token("dockerhub"))).encode()).decode()
    ts = v.iso()
    t = '%s dockerd: container %s pulled with X-Registry-Auth %s' % (ts, cid, auth)
    return rec(t, [auth], [], [ts, cid, "pulled with"], "lookalike", "short container id (keep) vs base64 X-Registry-Auth (secret)")


@T("lookalike")
def t_la_csp_nonce(v, i):
    nonce, sid = v.b64(16), v.b64(32, url=True, pad=False)
    t = "response headers: content-security-policy=\"script-src 'nonce-%s' 'strict-dynamic'\" set-cookie=\"__Host-sid=%s; Secure; HttpOnly\"" % (nonce, sid)
    return rec(t, [sid], [], ["'nonce-%s'" % nonce, "'strict-dynamic'", "Secure; HttpOnly"], "lookalike", "CSP nonce base64 (keep; single-use, public in HTML) vs session cookie (secret)")


@T("lookalike")
def t_la_jwt_kid(v, i):
    jwt = v.jwt(alg="RS256")
    kid = v.hex(40)
    ts = v.iso()
    t = "%s auth: signature verification failed kid=%s alg=RS256 token=%s" % (ts, kid, jwt)
    return rec(t, [jwt], [], [ts, "kid=" + kid, "signature verification failed"], "lookalike", "JWKS key id (keep) vs the JWT itself")


@T("lookalike")
def t_la_cf_ray(v, i):
    ray = v.hex(16) + "-FRA"
    tok = v.token("cloudflare")
    ts = v.iso()
    t = "%s cf-api: PATCH /zones/%s/settings/ssl 403 cf-ray=%s token=%s" % (ts, v.hex(32), ray, tok)
    zone = t.split("/zones/")[1].split("/")[0]
    return rec(t, [tok], [], [ts, ray, zone, "403"], "lookalike", "Cloudflare zone id / cf-ray (keep) vs API token (secret)")


@T("lookalike")
def t_la_gitlab(v, i):
    tok = v.token("glrt")
    job, pipe = v.digits(10), v.digits(9)
    sha = v.sha1()[:8]
    t = "Running with gitlab-runner 17.0.0 (%s) on runner-%s  job=%s pipeline=%s registration %s" % (sha, v.hex(8), job, pipe, tok)
    rn = re.search(r"runner-[0-9a-f]{8}", t).group(0)
    return rec(t, [tok], [rn], ["gitlab-runner 17.0.0 (%s)" % sha, "job=" + job, "pipeline=" + pipe], "lookalike", "GitLab runner line: job/pipeline ids and short sha (keep) vs runner token")


# ============================== key_unusual =================================
PW_KEYS = [("de", "passwort"), ("de", "Kennwort"), ("fr", "mot_de_passe"), ("es", "contraseña"), ("pt", "senha"), ("nl", "wachtwoord"),
           ("pl", "hasło"), ("tr", "şifre"), ("ru", "пароль"), ("zh", "密码"), ("ja", "パスワード"), ("ko", "비밀번호"), ("fi", "salasana"),
           ("sv", "lösenord"), ("hu", "jelszó"), ("cs", "heslo"), ("it", "parola_d_ordine"), ("he", "סיסמה"), ("ar", "كلمة_المرور"), ("el", "κωδικός")]


@T("key_unusual", 6)
def t_ku_pw_foreign(v, i):
    lang, key = PW_KEYS[(i * 3) % len(PW_KEYS)]
    pw, u = v.password(), v.username()
    ts = v.ts_space()
    style = i % 3
    if style == 0:
        t = "%s WARN login-svc: anmeldung fehlgeschlagen benutzer=%s %s=%s versuch=3" % (ts, u, key, pw) if lang == "de" else \
            "%s WARN login-svc: auth failed user=%s %s=%s attempt=3" % (ts, u, key, pw)
    elif style == 1:
        t = json.dumps({"ts": ts, "evt": "config.load", "db": {"usuario" if lang in ("es", "pt") else "user": u, key: pw}, "ok": False}, ensure_ascii=False)
    else:
        t = "%s INFO settings: %s: %s | %s: %s | timeout: 30s" % (ts, "utilisateur" if lang == "fr" else "login", u, key, pw)
    keep = [ts, "attempt=3" if "attempt=3" in t else ("versuch=3" if "versuch=3" in t else ("config.load" if "config.load" in t else "timeout: 30s")), key]
    return rec(t, [pw], [u], keep, "key_unusual", "password under a non-English key (%s '%s')" % (lang, key))


@T("key_unusual")
def t_ku_pii_jp(v, i):
    p = Person(v, PROFILES[10])
    ts = v.ts_space()
    t = "%s [INFO] 会員登録完了: 氏名=%s 電話番号=%s 住所=%s 生年月日=%s" % (ts, p.name, p.phone, p.addr, p.dob)
    return rec(t, [], [p.name, p.phone, p.addr, p.dob], [ts, "会員登録完了", "[INFO]"], "key_unusual", "Japanese keys (氏名/電話番号/住所/生年月日)")


@T("key_unusual")
def t_ku_pii_de(v, i):
    p = Person(v, PROFILES[0])
    ts = v.iso()
    given, fam = p.split()
    t = "%s Kundendaten geändert: Vorname=%s; Nachname=%s; Telefonnummer=%s; Anschrift=%s; Geburtsdatum=%s; Steuer-ID=%s" % (ts, given, fam, p.phone, p.addr, p.dob, p.nid)
    return rec(t, [], [given, fam, p.phone, p.addr, p.dob, p.nid], [ts, "Kundendaten geändert"], "key_unusual", "German keys (Vorname/Nachname/Telefonnummer/Anschrift/Geburtsdatum/Steuer-ID)")


@T("key_unusual")
def t_ku_pii_ru(v, i):
    p = Person(v, PROFILES[19])
    ts = v.iso()
    t = json.dumps({"время": ts, "уровень": "INFO", "сообщение": "заявка создана", "ФИО": p.name, "номер_телефона": p.phone, "адрес": p.addr}, ensure_ascii=False)
    return rec(t, [], [p.name, p.phone, p.addr], [ts, "заявка создана", '"уровень": "INFO"'], "key_unusual", "JSON with Russian keys")


@T("key_unusual")
def t_ku_pii_zh(v, i):
    p = Person(v, PROFILES[9])
    ts = v.ts_space()
    t = "%s 订单创建成功 收件人:%s 手机号:%s 身份证号:%s 收货地址:%s 订单号:%s" % (ts, p.name, p.phone, p.nid, p.addr, v.digits(18))
    oid = t.split("订单号:")[1]
    return rec(t, [], [p.name, p.phone, p.nid, p.addr], [ts, "订单创建成功", oid], "key_unusual", "Chinese keys (收件人/手机号/身份证号/收货地址)")


@T("key_unusual")
def t_ku_pii_es(v, i):
    p = Person(v, PROFILES[2])
    ts = v.iso()
    t = "%s alta_cliente nombre_completo=\"%s\" dirección=\"%s\" teléfono_móvil=\"%s\" fecha_nacimiento=%s DNI=%s resultado=OK" % (ts, p.name, p.addr, p.phone, p.dob, p.nid)
    return rec(t, [], [p.name, p.addr, p.phone, p.dob, p.nid], [ts, "alta_cliente", "resultado=OK"], "key_unusual", "Spanish keys with accents")


@T("key_unusual")
def t_ku_pii_ko(v, i):
    p = Person(v, PROFILES[11])
    ts = v.iso()
    t = "%s 회원정보 수정 이름=%s 휴대폰=%s 주소=%s" % (ts, p.name, p.phone, p.addr)
    return rec(t, [], [p.name, p.phone, p.addr], [ts, "회원정보 수정"], "key_unusual", "Korean keys (이름/휴대폰/주소)")


@T("key_unusual")
def t_ku_odd_en(v, i):
    k = v.token(v.pick(["sendgrid", "mailgun", "postman", "pulumi", "doppler"]))
    ts = v.iso()
    key = v.pick(["x-upstream-cred", "auth_blob", "sekret", "creds_v2", "shh", "magic", "SECRET_SAUCE"])
    t = "%s level=info msg=\"provider configured\" provider=mailer %s=%s region=eu" % (ts, key, k)
    return rec(t, [k], [], [ts, 'msg="provider configured"', "region=eu", key], "key_unusual", "unusual English key name for a credential")


@T("key_unusual")
def t_ku_env_suffix(v, i):
    pw, h = urlpw(v), v.host()
    ts = v.iso()
    lines = ["%s env: DB_HOST__PRIMARY=%s" % (ts, h), "%s env: DB_PASS__PRIMARY=%s" % (ts, pw), "%s env: DB_POOL__MAX=20" % ts]
    return rec(lines, [pw], [h], [ts, "DB_POOL__MAX=20", "DB_PASS__PRIMARY="], "key_unusual", "environment dump with double-underscore nested keys (ASP.NET Core style)")


@T("key_unusual")
def t_ku_passphrase(v, i):
    pp = "%s %s %s %s" % tuple(v.pick(["correct", "violet", "harbor", "engine", "lantern", "pebble", "orbit", "meadow", "signal", "walnut"]) for _ in range(4))
    ts = v.iso()
    t = "%s gpg-agent: preset passphrase for keygrip %s: \"%s\" (cache ttl 600s)" % (ts, v.HEX(40), pp)
    kg = re.search(r"keygrip ([0-9A-F]{40})", t).group(1)
    return rec(t, [pp], [], [ts, kg, "cache ttl 600s"], "key_unusual", "passphrase with spaces (multi-word)")


@T("key_unusual")
def t_ku_client_assertion(v, i):
    jwt = v.jwt(alg="RS256")
    ts = v.iso()
    t = "%s POST /oauth2/v2.0/token grant_type=client_credentials&client_id=%s&client_assertion_type=urn%%3Aietf%%3Aparams%%3Aoauth%%3Aclient-assertion-type%%3Ajwt-bearer&client_assertion=%s -> 400 AADSTS700027" % (ts, v.uuid(), jwt)
    return rec(t, [jwt], [], [ts, "AADSTS700027", "grant_type=client_credentials", "/oauth2/v2.0/token"], "key_unusual", "OAuth 2.0 client_assertion (RFC 7523) in a token request")


@T("key_unusual")
def t_ku_wifi(v, i):
    psk = v.password()
    ssid = "ACME-Staff-%d" % v.randint(1, 9)
    lines = ["network={", '\tssid="%s"' % ssid, '\tpsk="%s"' % psk, "\tkey_mgmt=WPA-PSK", "}"]
    return rec(lines, [psk], [], ["key_mgmt=WPA-PSK", "network={"], "key_unusual", "wpa_supplicant.conf network block (psk)")


@T("key_unusual")
def t_ku_mima(v, i):
    pw, u = v.password(), v.username()
    ts = v.ts_space()
    t = "%s DEBUG 登录请求 yonghuming=%s mima=%s yanzhengma=%s" % (ts, u, pw, v.token("otp"))
    otp = t.split("yanzhengma=")[1]
    return rec(t, [pw, otp], [u], [ts, "登录请求"], "key_unusual", "pinyin keys (yonghuming/mima/yanzhengma = username/password/verification code)")


@T("key_unusual")
def t_ku_netrc(v, i):
    pw, u, h = v.token(v.pick(["ghp", "glpat"])), v.username(), "git." + v.domain()
    lines = ["$ cat ~/.netrc", "machine %s" % h, "  login %s" % u, "  password %s" % pw, "$ git fetch origin", "From %s:platform/api" % h, " * branch            main       -> FETCH_HEAD"]
    return rec(lines, [pw], [h, u], ["$ cat ~/.netrc", "* branch            main       -> FETCH_HEAD", "$ git fetch origin"], "key_unusual", ".netrc file (machine/login/password tokens)")


@T("key_unusual")
def t_ku_xml_attr(v, i):
    pw, u = v.password().replace('"', ""), v.username()
    h = v.host()
    t = '<add name="Billing" connectionString="Data Source=%s,1433;Initial Catalog=Billing;User ID=%s;Pwd=%s;Encrypt=True" providerName="System.Data.SqlClient" />' % (h, u, html.escape(pw))
    return rec(t, [html.escape(pw)], [h, u], ['providerName="System.Data.SqlClient"', "Initial Catalog=Billing", "Encrypt=True"], "key_unusual",
               "ADO.NET connection string in web.config (Pwd=, XML-escaped)")


# ================================== rows ====================================
def jrow(d):
    return json.dumps(d, ensure_ascii=False)


@T("rows", 2)
def t_rows_users(v, i):
    ps = [PC.next() for _ in range(2)]
    lines, S, P = [], [], []
    for p in ps:
        h = v.token(v.pick(["bcrypt", "argon2"]))
        ip = v.ip(public=True)
        lines.append(jrow({"id": int(v.digits(5)), "email": p.email, "full_name": p.name, "password_hash": h, "last_login_ip": ip,
                           "created_at": v.iso(), "is_active": True}))
        S.append(h)
        P += [p.email, p.name, ip]
    return rec(lines, S, P, ['"is_active": true', '"created_at": "' + lines[0].split('"created_at": "')[1][:10]], "rows", "users table rows as JSON objects (tool output), bcrypt/argon2id hashes")


@T("rows")
def t_rows_api_keys(v, i):
    lines, S, P, K = [], [], [], []
    for name, kind in (("ci-deploy", "stripe_sk"), ("zapier", "openai"), ("grafana", "grafana_sa")):
        sec = v.token(kind)[:70]
        pref = sec[:12]
        em = v.email(v.person("en"))
        lines.append(jrow({"id": int(v.digits(4)), "name": name, "key_prefix": pref, "secret": sec, "owner_email": em, "revoked": False}))
        S.append(sec)
        P.append(em)
        K.append('"key_prefix": "%s"' % pref)
    return rec(lines, S, P, K + ['"name": "ci-deploy"'], "rows", "api_keys rows (JSON); displayed key_prefix kept, full secret redacted")


@T("rows")
def t_rows_payments_tsv(v, i):
    hdr = "payment_id\tcustomer\tcard_number\texp\tamount\tcurrency\tstatus"
    lines, P = [hdr], []
    for _ in range(3):
        p = PC.next()
        c = v.card()
        pid = "pay_" + v.alnum(14)
        lines.append("%s\t%s\t%s\t%02d/%02d\t%d.%02d\tEUR\t%s" % (pid, p.name, c, v.randint(1, 12), v.randint(26, 31), v.randint(1, 999), v.randint(0, 99), v.pick(["captured", "refunded", "failed"])))
        P += [p.name, c]
    return rec(lines, [], P, [hdr, lines[1].split("\t")[0], "\tEUR\t"], "rows", "payments table as TSV (mysql --batch style)")


@T("rows")
def t_rows_customers_csv(v, i):
    hdr = "id,name,national_id,iban,phone,birth_date"
    lines, P = [hdr], []
    for _ in range(3):
        p = PC.next(need=("nid", "iban"))
        iban = p.iban.replace(" ", "")
        lines.append("%s,%s,%s,%s,%s,%s" % (v.digits(5), p.name, p.nid, iban, p.phone, v.dob("iso")))
        P += [p.name, p.nid, iban, p.phone, lines[-1].split(",")[-1]]
    return rec(lines, [], P, [hdr, lines[1].split(",")[0] + ","], "rows", "customers table exported as CSV")


@T("rows")
def t_rows_mysql_user(v, i):
    lines, S, P = [], [], []
    for _ in range(2):
        u = "app_" + v.username()
        h = v.token("mysql_native")
        lines.append(jrow({"Host": "10.%d.%%" % v.randint(0, 254), "User": u, "plugin": "mysql_native_password", "authentication_string": h,
                           "password_expired": "N", "password_last_changed": v.ts_space(ms=False)}))
        S.append(h)
        P.append(u)
    lines.append(jrow({"Host": "localhost", "User": "root", "plugin": "auth_socket", "authentication_string": "", "password_expired": "N", "password_last_changed": v.ts_space(ms=False)}))
    return rec(lines, S, P, ['"plugin": "auth_socket"', '"password_expired": "N"', '"User": "root"'], "rows", "SELECT * FROM mysql.user as JSON rows (root left unlabelled)")


@T("rows")
def t_rows_pg_authid(v, i):
    hdr = " rolname | rolcanlogin | rolpassword"
    lines, S, P = [hdr, "---------+-------------+------------"], [], []
    for _ in range(2):
        u, h = v.username(), v.token(v.pick(["pg_scram", "pg_md5"]))
        lines.append(" %s | t | %s" % (u, h))
        S.append(h)
        P.append(u)
    lines.append("(2 rows)")
    return rec(lines, S, P, [hdr, "(2 rows)"], "rows", "psql output of SELECT rolname, rolcanlogin, rolpassword FROM pg_authid")


@T("rows")
def t_rows_oauth(v, i):
    lines, S, P = [], [], []
    for _ in range(2):
        at, rt = v.token("gcp_oauth")[:80], v.b64(32, url=True, pad=False)
        cs = v.alnum(32)
        em = v.email(v.person("nl"))
        lines.append(jrow({"client_id": "web-" + v.digits(4), "client_secret": cs, "user_email": em, "access_token": at, "refresh_token": rt, "expires_in": 3599, "scope": "openid email"}))
        S += [cs, at, rt]
        P.append(em)
    return rec(lines, S, P, ['"expires_in": 3599', '"scope": "openid email"'], "rows", "oauth_tokens rows (JSON)")


@T("rows")
def t_rows_sessions(v, i):
    hdr = "session_id\tuser_id\tip\tuser_agent\texpires_at"
    lines, S, P = [hdr], [], []
    for _ in range(3):
        sid, ip = v.token(v.pick(["session_hex32", "phpsessid", "django_session"])), v.ip()
        lines.append("%s\t%s\t%s\tMozilla/5.0 (Macintosh; Intel Mac OS X 14_5)\t%s" % (sid, v.digits(6), ip, v.ts_space(ms=False)))
        S.append(sid)
        P.append(ip)
    return rec(lines, S, P, [hdr, "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)"], "rows", "sessions table TSV")


@T("rows")
def t_rows_wp_users(v, i):
    hdr = "ID,user_login,user_pass,user_email,display_name,user_registered"
    lines, S, P = [hdr], [], []
    for _ in range(2):
        p = PC.next()
        h = "$P$B" + v.chars(ALNUM + "./", 30)
        lines.append('%s,%s,%s,%s,"%s",%s' % (v.digits(3), p.user, h, p.email, p.name, v.ts_space(ms=False)))
        S.append(h)
        P += [p.user, p.email, p.name]
    return rec(lines, S, P, [hdr, lines[1].split(",")[0] + ","], "rows", "WordPress wp_users CSV export (phpass $P$ hashes)")


@T("rows")
def t_rows_keycloak(v, i):
    val, salt = v.b64(64), v.b64(16)
    sd = json.dumps({"value": val, "salt": salt, "additionalParameters": {}}, separators=(",", ":"))
    cd = json.dumps({"hashIterations": 27500, "algorithm": "pbkdf2-sha256", "additionalParameters": {}}, separators=(",", ":"))
    uid, cid = v.uuid(), v.uuid()
    t = jrow({"ID": cid, "TYPE": "password", "USER_ID": uid, "CREATED_DATE": int(v.dt().timestamp() * 1000), "SECRET_DATA": sd, "CREDENTIAL_DATA": cd})
    return rec(t, [val, salt], [], [cid, uid, '\\"hashIterations\\":27500', '"TYPE": "password"'], "rows",
               "Keycloak CREDENTIAL table row (JSON-in-JSON SECRET_DATA; hash value and salt both listed as secret)")


@T("rows")
def t_rows_devise(v, i):
    p = PC.next()
    bc, rpt, otp = v.token("bcrypt"), v.hex(64), v.token("totp_seed")
    t = jrow({"id": int(v.digits(5)), "email": p.email, "encrypted_password": bc, "reset_password_token": rpt, "otp_secret": otp,
              "sign_in_count": v.randint(1, 400), "current_sign_in_ip": v.ip(public=True), "confirmed_at": v.iso()})
    ip = json.loads(t)["current_sign_in_ip"]
    return rec(t, [bc, rpt, otp], [p.email, ip], ['"sign_in_count"', '"confirmed_at": "'], "rows", "Rails/Devise users row (bcrypt, reset token, TOTP seed)")


@T("rows")
def t_rows_audit(v, i):
    lines, P, K = [], [], []
    for act in ("user.update_phone", "user.export_data"):
        p = PC.next()
        rid = v.uuid()
        ip = v.ip(public=True)
        lines.append(jrow({"id": int(v.digits(7)), "at": v.iso(), "actor": p.email, "action": act, "ip": ip, "request_id": rid,
                           "details": {"new_phone": p.phone_intl} if act == "user.update_phone" else {"format": "zip", "rows": 1802}}))
        P += [p.email, ip] + ([p.phone_intl] if act == "user.update_phone" else [])
        K += [rid, act]
    return rec(lines, [], P, K + ['"rows": 1802'], "rows", "audit_events rows (JSON)")


@T("rows")
def t_rows_webhooks(v, i):
    hdr = "id|url|signing_secret|created_by|created_at"
    lines, S, P = [hdr], [], []
    for _ in range(2):
        sec = v.token(v.pick(["stripe_whsec", "shopify_ss"]))
        em = v.email(v.person("fi"))
        hh = "hooks.%s.%s" % (v.pick(["globex", "initech", "hooli", "umbrella", "acme"]) + str(v.randint(1, 99)), v.domain())
        url = "https://%s/in/%s" % (hh, v.hex(8))
        lines.append("%s|%s|%s|%s|%s" % (v.digits(3), url, sec, em, v.ts_space(ms=False)))
        S.append(sec)
        P += [hh, em]
    return rec(lines, S, P, [hdr, "/in/"], "rows", "webhook_endpoints rows, sqlite3 list mode (| separator)")


@T("rows")
def t_rows_pat(v, i):
    lines, S, P = [], [], []
    for name in ("deploy-bot", "analytics"):
        h = v.sha256()
        lines.append(jrow({"id": int(v.digits(4)), "tokenable_type": "App\\Models\\User", "tokenable_id": int(v.digits(5)), "name": name, "token": h,
                           "abilities": "[\"*\"]", "last_used_at": v.ts_space(ms=False)}))
        S.append(h)
    return rec(lines, S, P, ['"name": "deploy-bot"', '"tokenable_type": "App\\\\Models\\\\User"'], "rows", "Laravel Sanctum personal_access_tokens rows (token column is a SHA-256 of the token; treated as secret like a password hash)")


@T("rows")
def t_rows_customers_local(v, i):
    lines, P = [], []
    for _ in range(2):
        p = PC.next(need=("addr",))
        lines.append(jrow({"customer_id": "C" + v.digits(7), "name": p.name, "phone": p.phone, "address": p.addr, "dob": p.dob, "segment": "retail"}))
        P += [p.name, p.phone, p.addr, p.dob]
    return rec(lines, [], P, ['"segment": "retail"', '"customer_id": "' + json.loads(lines[0])["customer_id"]], "rows", "customers rows with local-script names and local address formats (JSON)")


# ---------------------------------------------------------------------------
# MAIN
# ---------------------------------------------------------------------------
def build():
    global PC
    selftest_validators()
    v = V(SEED)
    PC = ProfileCycler(v)
    synth = []
    for cls, n, fn in TEMPLATES:
        for i in range(n):
            r = fn(v, i)
            if r["class"] != cls:
                raise SystemExit("template %s produced class %s" % (fn.__name__, r["class"]))
            r["source"] = r["source"] + " [synthetic]"
            synth.append(r)
    real = real_records()
    return synth, real, v


def audit_unlabelled(synth, v):
    """every value produced by a personal/secret generator that still occurs after the
    perfect redaction of a synthetic record is a labelling miss"""
    errs = []
    vals = []
    for gen, x in v.sensitive:
        if isinstance(x, str) and len(x) >= 4 and x not in vals:
            vals.append(x)
    short = [x for x in vals if len(x) < 8]
    longv = [x for x in vals if len(x) >= 8]
    short_re = [re.compile(r"(?<![\w.])" + re.escape(x) + r"(?![\w])") for x in short]
    for r in synth:
        red = sorted(r["secrets"] + r["private"], key=lambda s: (-len(s), s))
        for ln in _lines(r):
            for a in red:
                ln = ln.replace(a, "\x00")
            for x in longv:
                if x in ln:
                    errs.append("unlabelled generated value %r in %s" % (x, r["source"][:60]))
            for x, rx in zip(short, short_re):
                if rx.search(ln):
                    errs.append("unlabelled generated value %r in %s" % (x, r["source"][:60]))
    return errs


def main():
    synth, real, v = build()
    allrecs = synth + real
    samples = [s for xs in PUBLISHED_SAMPLES.values() for s in xs]
    errors = audit_unlabelled(synth, v)
    seen = {}
    for n, r in enumerate(allrecs):
        for e in check_record(r, samples):
            errors.append("record %d (%s, %s): %s" % (n, r["class"], r["source"][:70], e))
        key = json.dumps(_lines(r), ensure_ascii=False)
        if key in seen:
            errors.append("record %d duplicates record %d" % (n, seen[key]))
        seen[key] = n
    if errors:
        for e in errors:
            print("CHECK FAILED:", e, file=sys.stderr)
        raise SystemExit("%d check failures" % len(errors))
    rng = random.Random(SEED + 1)
    dev, held = [], []
    counts = {}
    for cls in CLASSES:
        rs = [r for r in allrecs if r["class"] == cls]
        rng.shuffle(rs)
        h = len(rs) // 2
        dev += rs[:h]
        held += rs[h:]
        counts[cls] = (len(rs), h, len(rs) - h, sum(1 for r in rs if "[real software" in r["source"]))
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("%-12s %5s %5s %7s %5s" % ("class", "total", "dev", "heldout", "real"))
    for cls in CLASSES:
        t, d, h, rl = counts[cls]
        print("%-12s %5d %5d %7d %5d" % (cls, t, d, h, rl))
    print("%-12s %5d %5d %7d %5d" % ("all", len(allrecs), len(dev), len(held), len(real)))
    for name in ("dev.jsonl", "heldout.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            print(name, hashlib.sha256(f.read()).hexdigest())


if __name__ == "__main__":
    main()
