#!/usr/bin/env python3
"""Generator for the independent "logs-docs" redaction evaluation corpus.

Every record is a NEW log line / block written in a format taken from the
public documentation of a logging library, server, platform or vendor (see
README.md).  All planted values (passwords, tokens, keys, personal data,
infrastructure names) are random and generated here; check digits (Luhn,
mod-97, ISO 7064, Verhoeff, ...) are computed, not copied.

Deterministic: fixed seed, Python standard library only.

    python3 generate.py          # writes dev.jsonl, heldout.jsonl, prints stats
"""
import base64
import datetime as dt
import hashlib
import json
import os
import random
import string
import sys
import urllib.parse
import uuid

SEED = 20260315
R = random.Random(SEED)
OUT = os.path.dirname(os.path.abspath(__file__))

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = string.ascii_letters + DG
LOALNUM = LO + DG
HEXD = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
K8S_ALPHA = "bcdfghjklmnpqrstvwxz2456789"
CLASSES = ["encoded", "positional", "key_unusual", "no_key", "pii_locale", "hashes", "infra", "mixed"]


# ----------------------------------------------------------------------------
# basic random helpers
# ----------------------------------------------------------------------------
def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def rhex(n):
    return rs(n, HEXD)


def rHEX(n):
    return rs(n, HEXD.upper())


def rd(n):
    return rs(n, DG)


def rdn(n):  # no leading zero
    return R.choice("123456789") + rd(n - 1)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n, pad=True):
    s = base64.b64encode(rbytes(n)).decode()
    return s if pad else s.rstrip("=")


def b64url(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def b64s(text):
    return base64.b64encode(text.encode()).decode()


def ruuid():
    return str(uuid.UUID(bytes=rbytes(16), version=4))


def trace_id():
    return rhex(32)


def span_id():
    return rhex(16)


def sha40():
    return rhex(40)


def digest():
    return "sha256:" + rhex(64)


def pick(seq):
    return R.choice(seq)


def q(s, safe=""):
    return urllib.parse.quote(s, safe=safe)


def qp(s):
    return urllib.parse.quote_plus(s)


def jd(obj):
    """compact JSON, non-ASCII kept literally"""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jds(obj):
    """JSON with ', ' / ': ' separators (Python json default)"""
    return json.dumps(obj, ensure_ascii=False)


# ----------------------------------------------------------------------------
# time helpers
# ----------------------------------------------------------------------------
BASE = dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)


def T():
    return BASE + dt.timedelta(seconds=R.randint(0, 150 * 86400), microseconds=R.randint(0, 999999))


def iso(t, frac=3, z="Z"):
    s = t.strftime("%Y-%m-%dT%H:%M:%S")
    if frac:
        s += "." + (f"{t.microsecond:06d}" + "000")[:frac]
    return s + z


def clf(t):
    return t.strftime("%d/%b/%Y:%H:%M:%S +0000")


def s3164(t):
    return t.strftime("%b ") + f"{t.day:>2}" + t.strftime(" %H:%M:%S")


def sp(t, frac=3, sep=","):
    s = t.strftime("%Y-%m-%d %H:%M:%S")
    if frac:
        s += sep + (f"{t.microsecond:06d}" + "000")[:frac]
    return s


def epoch(t):
    return t.timestamp()


def epoch_ms(t):
    return int(t.timestamp() * 1000)


def klog_ts(t, lvl="I"):
    return f"{lvl}{t.strftime('%m%d %H:%M:%S')}.{t.microsecond:06d}"


# ----------------------------------------------------------------------------
# passwords / people / places
# ----------------------------------------------------------------------------
WORDS = ["kestrel", "harbor", "velvet", "quartz", "meadow", "falcon", "cobalt", "saffron", "tundra",
         "lantern", "orchid", "granite", "willow", "ember", "nimbus", "pepper", "glacier", "copper",
         "juniper", "marble", "sparrow", "thistle", "zephyr", "bramble", "canyon", "fjord", "gazelle",
         "hollow", "ivory", "lagoon", "mistral", "nectar", "obsidian", "paprika", "quiver", "rampart",
         "sequoia", "tamarind", "umber", "vortex", "walnut", "yarrow"]


def pw(style=None, sym="!#%*-_.@"):
    style = style or pick(["random", "words", "human", "random", "pass"])
    if style == "random":
        while True:
            s = rs(R.randint(12, 20), ALNUM + sym)
            if any(c.isdigit() for c in s) and any(c in sym for c in s) and s[0] not in "-":
                return s
    if style == "words":
        return pick(WORDS).capitalize() + pick(sym) + rd(R.randint(2, 4)) + pick(WORDS)
    if style == "human":
        return pick(WORDS).capitalize() + str(R.randint(1970, 2025)) + pick(sym)
    # "pass": passphrase-ish without spaces
    return "-".join(pick(WORDS) for _ in range(3)) + rd(2)


def pw_safe():
    """password safe in shells/URLs/JSON without quoting"""
    return pw(sym="_.-")


FIRST = ["anna", "lukas", "sofia", "mateo", "yuki", "haruto", "priya", "arjun", "chloe", "louis", "lena",
         "jonas", "camille", "wei", "mei", "oliver", "amelia", "joao", "beatriz", "sven", "ingrid", "marta",
         "pablo", "giulia", "marco", "fatima", "omar", "noah", "emma", "daan", "sanne", "elif", "olga",
         "minji", "jisoo", "aarav", "ananya", "thiago", "larissa", "kenji", "sakura", "matteo", "chiara"]
LAST = ["keller", "schmidt", "dubois", "moreau", "tanaka", "suzuki", "sharma", "patel", "silva", "santos",
        "rossi", "bianchi", "garcia", "lopez", "nilsson", "berg", "devries", "jansen", "kowalski", "novak",
        "wang", "zhang", "li", "kim", "park", "yilmaz", "fischer", "weber", "martin", "bernard", "oliveira",
        "costa", "ferrari", "romano", "andersson", "lindqvist", "bakker", "visser", "nakamura", "kobayashi"]
MAILDOM = ["gmail.com", "web.de", "gmx.net", "orange.fr", "yahoo.co.jp", "outlook.com", "qq.com", "163.com",
           "uol.com.br", "rediffmail.com", "libero.it", "telefonica.net", "ziggo.nl", "telia.com", "naver.com",
           "hotmail.co.uk", "proton.me", "icloud.com", "t-online.de", "free.fr", "docomo.ne.jp", "bol.com.br"]
CORPDOM = ["nordwind-logistik.de", "helios-pay.net", "kawasemi.co.jp", "lumenbank.io", "tiendaverde.com.br",
           "oakridge-health.org", "bluefjord.se", "marisol-energia.es", "quokkapay.in", "veloce-assicura.it",
           "grachtenhuis.nl", "zhiyuan-tech.cn"]
IDN_MAILS = ["jürgen.weiß@bücherei-süd.de", "josé.pérez@correo-españa.es", "françois.lefèvre@société-générale-ex.fr",
             "müller.anna@straßenbau-köln.de", "søren.kjær@bølgen.dk", "zoë.çelik@örnek-şirket.com.tr",
             "renée.dupré@crème-brûlée.fr", "ángel.núñez@añejo-café.mx"]


def email(kind=None):
    kind = kind or pick(["plain", "plain", "sub", "num", "corp", "idn"])
    f, l = pick(FIRST), pick(LAST)
    if kind == "plain":
        return f"{f}.{l}@{pick(MAILDOM)}"
    if kind == "sub":
        return f"{f}.{l}+{pick(['shop', 'news', 'bank', 'jira', 'test', 'billing', 'spam'])}@{pick(MAILDOM)}"
    if kind == "num":
        return f"{f}{l}{R.randint(1960, 2008)}@{pick(MAILDOM)}"
    if kind == "corp":
        return f"{f[0]}.{l}@{pick(CORPDOM)}"
    base = pick(IDN_MAILS)
    user, dom = base.split("@")
    return f"{user}{R.randint(2, 99)}@{dom}"


def fullname():
    return f"{pick(FIRST).capitalize()} {pick(LAST).capitalize()}"


def username():
    return pick([f"{pick(FIRST)}.{pick(LAST)}", f"{pick(FIRST)[0]}{pick(LAST)}", f"svc-{pick(['report', 'etl', 'batch', 'deploy', 'backup', 'sync', 'monitor'])}"])


# ----------------------------------------------------------------------------
# infrastructure identifiers
# ----------------------------------------------------------------------------
ROLES = ["web", "api", "db", "pg", "mysql", "redis", "kafka", "es", "worker", "batch", "gw", "auth", "ldap",
         "mq", "cache", "etl", "vault", "runner", "bastion", "nfs", "mail", "proxy", "lb", "mongo", "zk", "app"]
ENVS = ["prod", "stg", "dev", "qa", "prd", "live", "eu1", "use1", "dr"]
DOMAINS = ["int.nordwind-logistik.de", "prod.helios-pay.net", "infra.kawasemi.co.jp", "dc1.lumenbank.io",
           "svc.tiendaverde.com.br", "lan.oakridge-health.org", "ops.bluefjord.se", "core.marisol-energia.es",
           "backend.quokkapay.in", "corp.veloce-assicura.it", "net.grachtenhuis.nl", "idc.zhiyuan-tech.cn"]


def host(role=None):
    role = role or pick(ROLES)
    style = R.random()
    if style < 0.6:
        return f"{role}-{pick(ENVS)}-{R.randint(1, 40):02d}"
    if style < 0.8:
        return f"{role}{R.randint(1, 120):02d}{pick(['fra', 'ams', 'nrt', 'gru', 'bom', 'sto', 'mad', 'sha'])}"
    return f"{pick(['lx', 'srv', 'vm', 'ap'])}{pick(ENVS)}{role}{R.randint(1, 99):02d}"


def fqdn(role=None):
    return f"{host(role)}.{pick(DOMAINS)}"


def ip_priv():
    k = R.random()
    if k < 0.55:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    if k < 0.8:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    return f"192.168.{R.randint(0, 255)}.{R.randint(2, 254)}"


PUB_FIRST = [31, 37, 46, 62, 77, 78, 79, 80, 81, 84, 85, 86, 87, 89, 90, 91, 92, 93, 94, 95, 109, 145, 151,
             176, 178, 185, 188, 194, 195, 212, 213, 217, 24, 67, 71, 73, 98, 174, 49, 58, 110, 116, 121, 180, 201]


def ip_pub():
    return f"{pick(PUB_FIRST)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def ip_any():
    return ip_pub() if R.random() < 0.5 else ip_priv()


def ipv6():
    pre = pick(["2a02:8108", "2a01:4f8", "2001:16b8", "2a00:1450", "2604:a880", "2406:da14", "2804:14c"])
    groups = [f"{R.randint(0, 0xffff):x}" for _ in range(6 - pre.count(":"))]
    return pre + ":" + ":".join(groups) + "::" + f"{R.randint(1, 0xffff):x}"


def ipv6_ll():
    return "fe80::" + ":".join(f"{R.randint(0, 0xffff):x}" for _ in range(4))


def mac(sep=":", upper=False):
    b = [R.randint(0, 255) for _ in range(6)]
    b[0] &= 0xFE
    s = sep.join(f"{x:02x}" for x in b)
    return s.upper() if upper else s


def mac_cisco():
    h = rhex(12)
    return f"{h[0:4]}.{h[4:8]}.{h[8:12]}"


def pid():
    return str(R.randint(100000, 4194303))


def port():
    return str(R.randint(32768, 60999))


def pod(app):
    return f"{app}-{rs(R.choice([9, 10]), K8S_ALPHA)}-{rs(5, K8S_ALPHA)}"


def ec2_node(ip=None):
    ip = ip or f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    suffix = pick([".ec2.internal", ".eu-central-1.compute.internal", ".ap-northeast-1.compute.internal", ".eu-west-1.compute.internal"])
    return "ip-" + ip.replace(".", "-") + suffix, ip


def gke_node():
    return f"gke-{pick(['prod', 'core', 'payments', 'data'])}-{pick(['pool-1', 'default-pool', 'highmem', 'spot-pool'])}-{rhex(8)}-{rs(4, LOALNUM)}"


def aks_node():
    return f"aks-{pick(['nodepool1', 'system', 'userpool', 'gpu'])}-{rd(8)}-vmss{R.randint(0, 40):06x}"


APPS = ["payments-api", "orders-svc", "checkout", "auth-gateway", "billing-worker", "search-indexer",
        "notification-svc", "ledger", "inventory-api", "kyc-service", "mailer", "reporting"]
NS = ["payments", "orders", "platform", "checkout", "identity", "data", "default", "billing"]

UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
       "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
       "okhttp/4.12.0", "python-requests/2.32.3", "curl/8.5.0", "Go-http-client/2.0", "axios/1.7.7",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
       "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240905.003)"]


def ua():
    return pick(UAS)


# ----------------------------------------------------------------------------
# personal data with check digits
# ----------------------------------------------------------------------------
def luhn_digit(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def card(brand=None):
    brand = brand or pick(["visa", "visa", "mc", "mc2", "amex", "discover", "jcb", "unionpay"])
    pref, ln = {"visa": ("4", 16), "mc": (str(R.randint(51, 55)), 16), "mc2": (str(R.randint(2221, 2720)), 16),
                "amex": (pick(["34", "37"]), 15), "discover": ("6011", 16), "jcb": (str(R.randint(3528, 3589)), 16),
                "unionpay": ("62" + rd(1), 16)}[brand]
    body = pref + rd(ln - 1 - len(pref))
    return body + luhn_digit(body)


def card_fmt(num, sep=" "):
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, 16, 4))


def cn_id():
    area = pick(["110105", "310104", "440305", "510107", "330106", "320102", "420106", "610113", "370202", "500103"])
    birth = dt.date(R.randint(1958, 2004), R.randint(1, 12), R.randint(1, 28)).strftime("%Y%m%d")
    body = area + birth + rd(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def cpf(fmt=True):
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    s = sum(d[i] * (10 - i) for i in range(9))
    d.append((s * 10 % 11) % 10)
    s = sum(d[i] * (11 - i) for i in range(10))
    d.append((s * 10 % 11) % 10)
    x = "".join(map(str, d))
    return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}" if fmt else x


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(fmt=True):
    body = R.choice("23456789") + rd(10)
    x = body + verhoeff_digit(body)
    assert verhoeff_ok(x)
    return f"{x[:4]} {x[4:8]} {x[8:]}" if fmt else x


def dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie():
    p = R.choice("XYZ")
    n = rd(7)
    v = int(str("XYZ".index(p)) + n)
    return f"{p}{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[v % 23]}"


_CF_ODD = {"0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21, "A": 1, "B": 0,
           "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21, "K": 2, "L": 4, "M": 18, "N": 20,
           "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14, "U": 16, "V": 10, "W": 22, "X": 25, "Y": 24, "Z": 23}


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        tot += _CF_ODD[c] if i % 2 == 0 else _cf_even(c)
    return chr(65 + tot % 26)


def _cf_part(name, given=False):
    name = name.upper()
    cons = [c for c in name if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in name if c in "AEIOU"]
    if given and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


IT_SURN = ["Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "Mancini"]
IT_GIVEN_M = ["Marco", "Luca", "Giuseppe", "Alessandro", "Matteo", "Francesco", "Davide", "Lorenzo"]
IT_GIVEN_F = ["Giulia", "Chiara", "Francesca", "Sara", "Martina", "Elena", "Valentina", "Alessia"]


def codice_fiscale():
    fem = R.random() < 0.5
    s = _cf_part(pick(IT_SURN)) + _cf_part(pick(IT_GIVEN_F if fem else IT_GIVEN_M), True)
    y = R.randint(1950, 2003)
    s += f"{y % 100:02d}" + "ABCDEHLMPRST"[R.randint(0, 11)] + f"{R.randint(1, 28) + (40 if fem else 0):02d}"
    s += pick(["H501", "F205", "F839", "L219", "G273", "A944", "D612", "L736"])
    return s + cf_check(s)


def nino(fmt=True):
    bad = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}
    while True:
        p = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in bad:
            break
    d = rd(6)
    suf = R.choice("ABCD")
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}" if fmt else f"{p}{d}{suf}"


def bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        s = sum(d[i] * (9 - i) for i in range(8))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def personnummer(century=False):
    y = R.randint(1955, 2004)
    m, dd = R.randint(1, 12), R.randint(1, 28)
    n = rd(3)
    core = f"{y % 100:02d}{m:02d}{dd:02d}{n}"
    c = luhn_digit(core + "0")  # luhn over 9 digits: compute check such that total valid
    # recompute properly: weights 2,1,2,... from the left over 9 digits
    tot = 0
    for i, ch in enumerate(core):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        tot += v - 9 if v > 9 else v
    c = str((10 - tot % 10) % 10)
    pre = str(y // 100) if century else ""
    return f"{pre}{core[:6]}-{core[6:]}{c}"


def iban_from(cc, bban):
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def _es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - sum(int(a) * b for a, b in zip(digits10, w)) % 11
    return {11: 0, 10: 1}.get(v, v)


def _fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def _it_cin(s22):
    tot = 0
    for i, c in enumerate(s22):
        tot += _CF_ODD[c] if i % 2 == 0 else _cf_even(c)
    return chr(65 + tot % 26)


def iban(cc=None, spaced=None):
    cc = cc or pick(["DE", "FR", "GB", "ES", "NL", "IT", "BE", "CH", "PL", "SE", "AT", "PT"])
    if cc == "DE":
        bban = rdn(8) + rd(10)
    elif cc == "FR":
        b, g, a = rd(5), rd(5), rd(11)
        bban = b + g + a + f"{_fr_rib_key(b, g, a):02d}"
    elif cc == "GB":
        bban = pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]) + rd(6) + rd(8)
    elif cc == "ES":
        b, o, a = rd(4), rd(4), rd(10)
        bban = b + o + f"{_es_dc('00' + b + o)}{_es_dc(a)}" + a
    elif cc == "NL":
        bban = pick(["ABNA", "RABO", "INGB", "TRIO", "SNSB", "KNAB"]) + rd(10)
    elif cc == "IT":
        rest = rd(5) + rd(5) + rd(12)
        bban = _it_cin(rest) + rest
    elif cc == "BE":
        f10 = rd(10)
        c = int(f10) % 97 or 97
        bban = f10 + f"{c:02d}"
    elif cc == "CH":
        bban = rd(5) + rd(12)
    elif cc == "PL":
        bban = rd(24)
    elif cc == "SE":
        bban = rd(20)
    elif cc == "AT":
        bban = rd(16)
    else:  # PT
        bban = rd(21)
    ib = iban_from(cc, bban)
    if spaced is None:
        spaced = R.random() < 0.5
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4)) if spaced else ib


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


# phones --------------------------------------------------------------------
def cn_mobile(e164=False):
    n = "1" + pick(["38", "39", "35", "36", "37", "50", "51", "52", "58", "59", "86", "87", "88", "89", "77", "99", "66", "47"]) + rd(8)
    return ("+86 " + n) if e164 else n


def uk_mobile(e164=False):
    n = "7" + pick(["4", "5", "7", "8", "9"]) + rd(2) + rd(6)
    if n.startswith("7700900"):
        n = "7812" + n[4:]
    return f"+44 {n[:4]} {n[4:]}" if e164 else f"0{n[:4]} {n[4:]}"


def de_mobile(e164=False):
    p = pick(["151", "152", "157", "160", "170", "171", "172", "176", "179", "162"])
    n = rd(pick([7, 8]))
    return f"+49 {p} {n}" if e164 else f"0{p} {n}"


def fr_mobile(e164=False):
    d = pick(["6", "7"]) + rd(8)
    if e164:
        return "+33 " + d[0] + " " + " ".join(d[i:i + 2] for i in range(1, 9, 2))
    d = "0" + d
    return " ".join(d[i:i + 2] for i in range(0, 10, 2))


def jp_mobile(e164=False):
    p = pick(["90", "80", "70"])
    a, b = rd(4), rd(4)
    return f"+81-{p}-{a}-{b}" if e164 else f"0{p}-{a}-{b}"


def in_mobile(e164=False):
    n = R.choice("6789") + rd(9)
    return f"+91 {n[:5]} {n[5:]}" if e164 else n


def br_mobile(e164=False):
    ddd = pick(["11", "21", "31", "41", "51", "61", "71", "81", "85", "19"])
    a, b = "9" + rd(4), rd(4)
    return f"+55 {ddd} {a}-{b}" if e164 else f"({ddd}) {a}-{b}"


PHONES = [cn_mobile, uk_mobile, de_mobile, fr_mobile, jp_mobile, in_mobile, br_mobile]


def phone(e164=None):
    f = pick(PHONES)
    return f(R.random() < 0.4 if e164 is None else e164)


# ----------------------------------------------------------------------------
# password hashes
# ----------------------------------------------------------------------------
BCRYPT_A = "./" + UP + LO + DG
CRYPT_A = "./" + DG + UP + LO


def h_bcrypt(v="2b", cost=12):
    return f"${v}${cost:02d}$" + rs(53, BCRYPT_A)


def h_argon2id():
    return f"$argon2id$v=19$m={pick([65536, 19456, 47104])},t={pick([2, 3])},p={pick([1, 4])}$" + b64(16, False) + "$" + b64(32, False)


def h_scrypt_werkzeug():
    return "scrypt:32768:8:1$" + rs(16) + "$" + rhex(128)


def h_pbkdf2_werkzeug():
    return "pbkdf2:sha256:600000$" + rs(16) + "$" + rhex(64)


def h_sha512crypt():
    return "$6$" + rs(16, CRYPT_A) + "$" + rs(86, CRYPT_A)


def h_sha512crypt_rounds():
    return "$6$rounds=656000$" + rs(16, CRYPT_A) + "$" + rs(86, CRYPT_A)


def h_yescrypt():
    return "$y$j9T$" + rs(22, CRYPT_A) + "$" + rs(43, CRYPT_A)


def h_md5crypt():
    return "$1$" + rs(8, CRYPT_A) + "$" + rs(22, CRYPT_A)


def h_apr1():
    return "$apr1$" + rs(8, CRYPT_A) + "$" + rs(22, CRYPT_A)


def h_mysql_native():
    return "*" + rHEX(40)


def h_caching_sha2():
    return "$A$005$" + rs(20, ALNUM + "./") + rs(43, CRYPT_A)


def h_django():
    return "pbkdf2_sha256$" + pick(["600000", "870000", "720000"]) + "$" + rs(22) + "$" + b64(32)


def h_django_argon():
    return "argon2" + h_argon2id()


def h_scram():
    return "SCRAM-SHA-256$4096:" + b64(16) + "$" + b64(32) + ":" + b64(32)


def h_phpass():
    return "$P$B" + rs(30, CRYPT_A)


def h_drupal():
    return "$S$E" + rs(51, CRYPT_A)


def h_ssha():
    return "{SSHA}" + b64(24)


def h_ssha512():
    return "{SSHA512}" + b64(72)


def h_aspnet_v3():
    # ASP.NET Core Identity v3: 0x01 | PRF=HMACSHA512 | iter=100000 | saltlen=16 | salt | subkey
    return base64.b64encode(b"\x01\x00\x00\x00\x02\x00\x01\x86\xa0\x00\x00\x00\x10" + rbytes(48)).decode()


def h_cisco9():
    return "$9$" + rs(14, CRYPT_A) + "$" + rs(43, CRYPT_A)


def h_cisco8():
    return "$8$" + rs(14, CRYPT_A) + "$" + rs(43, CRYPT_A)


def h_pbkdf2_sha512_passlib():
    return "$pbkdf2-sha512$25000$" + rs(22, ALNUM + "./") + "$" + rs(86, ALNUM + "./")


def h_keycloak():
    return b64(64), b64(16)


# ----------------------------------------------------------------------------
# vendor / cloud tokens (formats from vendors' published docs / gitleaks rules)
# ----------------------------------------------------------------------------
def aws_akid(prefix="AKIA"):
    return prefix + rs(16, B32)


def aws_secret():
    return rs(40, B64STD)


def aws_session():
    return pick(["FwoGZXIvYXdzE", "IQoJb3JpZ2luX2VjE"]) + rs(R.randint(330, 400), B64STD) + pick(["", "=", "=="])


def jwt(claims=None, alg="RS256", sig_bytes=256):
    hdr = {"alg": alg, "typ": "JWT", "kid": rs(20, B64URL)}
    t0 = int(epoch(T()))
    claims = claims or {"sub": ruuid(), "iat": t0, "exp": t0 + 3600, "scope": "openid profile"}
    e = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    return e(hdr) + "." + e(claims) + "." + b64url(sig_bytes)


def pem_body(nlines=8):
    lines = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(14, B64STD)]
    for _ in range(nlines - 2):
        lines.append(rs(64, B64STD))
    lines.append(rs(R.randint(20, 44), B64STD) + "=")
    return lines


VENDOR = [
    ("GitHub PAT", lambda: "ghp_" + rs(36)),
    ("GitHub fine-grained PAT", lambda: "github_pat_" + rs(22) + "_" + rs(59)),
    ("GitHub OAuth token", lambda: "gho_" + rs(36)),
    ("GitHub App installation token", lambda: "ghs_" + rs(36)),
    ("GitLab PAT", lambda: "glpat-" + rs(20, ALNUM + "_-")),
    ("GitLab runner token", lambda: "glrt-" + rs(20, ALNUM + "_-")),
    ("GitLab deploy token", lambda: "gldt-" + rs(20, ALNUM + "_-")),
    ("Slack bot token", lambda: f"xoxb-{rd(11)}-{rd(13)}-{rs(24)}"),
    ("Slack user token", lambda: f"xoxp-{rd(11)}-{rd(11)}-{rd(13)}-{rhex(32)}"),
    ("Slack app token", lambda: f"xapp-1-A{rs(10, UP + DG)}-{rd(13)}-{rhex(64)}"),
    ("Stripe secret key", lambda: "sk_live_51" + rs(97)),
    ("Stripe restricted key", lambda: "rk_live_51" + rs(97)),
    ("Stripe webhook secret", lambda: "whsec_" + rs(32)),
    ("Twilio API key SID", lambda: "SK" + rhex(32)),
    ("SendGrid API key", lambda: "SG." + rs(22, B64URL) + "." + rs(43, B64URL)),
    ("Mailgun API key", lambda: "key-" + rhex(32)),
    ("Shopify access token", lambda: "shpat_" + rhex(32)),
    ("Shopify shared secret", lambda: "shpss_" + rhex(32)),
    ("Atlassian API token", lambda: "ATATT3xFfGF0" + rs(171, B64URL) + "=" + rHEX(8)),
    ("New Relic user key", lambda: "NRAK-" + rs(27, UP + DG)),
    ("New Relic insert key", lambda: "NRII-" + rs(32, B64URL)),
    ("Sentry user token", lambda: "sntryu_" + rhex(64)),
    ("npm token", lambda: "npm_" + rs(36)),
    ("PyPI upload token", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(120, 160), B64URL)),
    ("Docker Hub PAT", lambda: "dckr_pat_" + rs(27, B64URL)),
    ("HashiCorp Vault service token", lambda: "hvs.CAESI" + rs(R.randint(86, 100), B64URL)),
    ("Terraform Cloud token", lambda: rs(14, LOALNUM) + ".atlasv1." + rs(67, LOALNUM + "-_")),
    ("Heroku API key v2", lambda: "HRKU-AA" + rs(58, B64URL)),
    ("DigitalOcean PAT", lambda: "dop_v1_" + rhex(64)),
    ("Linear API key", lambda: "lin_api_" + rs(40)),
    ("Notion integration token", lambda: "ntn_" + rd(11) + rs(35)),
    ("Airtable PAT", lambda: "pat" + rs(14) + "." + rhex(64)),
    ("Anthropic API key", lambda: "sk-ant-api03-" + rs(93, B64URL) + "AA"),
    ("OpenAI project key", lambda: "sk-proj-" + rs(74, B64URL) + "T3BlbkFJ" + rs(74, B64URL)),
    ("Hugging Face token", lambda: "hf_" + rs(34, string.ascii_letters)),
    ("Cloudflare origin CA key", lambda: "v1.0-" + rhex(24) + "-" + rhex(146)),
    ("Azure AD client secret", lambda: rs(3, ALNUM) + R.choice(DG) + "Q~" + rs(34, ALNUM + "_~.-")),
    ("GCP API key", lambda: "AIza" + rs(35, B64URL)),
    ("Firebase FCM server key", lambda: "AAAA" + rs(7, B64URL) + ":APA91b" + rs(134, B64URL)),
    ("Supabase PAT", lambda: "sbp_" + rhex(40)),
    ("Netlify PAT", lambda: "nfp_" + rs(36)),
    ("Fly.io token", lambda: "fm2_" + rs(R.randint(160, 220), B64STD) + "=="),
    ("Doppler token", lambda: "dp.pt." + rs(43)),
    ("1Password service account token", lambda: "ops_eyJ" + rs(R.randint(260, 320), B64STD) + "="),
    ("age secret key", lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")),
    ("Discord bot token", lambda: base64.b64encode(rdn(18).encode()).decode().rstrip("=") + "." + rs(6, B64URL) + "." + rs(38, B64URL)),
    ("Telegram bot token", lambda: rdn(10) + ":AA" + rs(33, B64URL)),
    ("Grafana service account token", lambda: "glsa_" + rs(32) + "_" + rhex(8)),
    ("Postman API key", lambda: "PMAK-" + rhex(24) + "-" + rhex(34)),
    ("Pulumi token", lambda: "pul-" + rhex(40)),
    ("Databricks token", lambda: "dapi" + rhex(32)),
    ("PlanetScale password", lambda: "pscale_pw_" + rs(43, ALNUM + "_")),
    ("RubyGems API key", lambda: "rubygems_" + rhex(48)),
    ("Square access token", lambda: "EAAA" + rs(60, B64URL)),
    ("Shippo live token", lambda: "shippo_live_" + rhex(40)),
    ("Dynatrace token", lambda: "dt0c01." + rs(24, UP + DG) + "." + rs(64, UP + DG)),
    ("Alibaba access key id", lambda: "LTAI" + rs(20)),
    ("Okta API token", lambda: "00" + rs(40, B64URL)),
    ("Artifactory API key", lambda: "AKCp" + rs(69)),
    ("Perplexity API key", lambda: "pplx-" + rs(48)),
    ("Prefect API key", lambda: "pnu_" + rs(36)),
    ("AWS access key id", lambda: aws_akid("AKIA")),
    ("AWS session token", aws_session),
    ("Sendinblue API key", lambda: "xkeysib-" + rhex(64) + "-" + rs(16)),
    ("EasyPost API key", lambda: "EZAK" + rs(54)),
]
_vendor_i = [0]


VENDOR_ISSUED = []  # (name, token) in issue order, used for the coverage report


def vendor():
    """cycle deterministically through all vendor formats"""
    name, f = VENDOR[_vendor_i[0] % len(VENDOR)]
    _vendor_i[0] += 1
    tok = f()
    VENDOR_ISSUED.append((name, tok))
    return name, tok


def vendor_named(name):
    f = dict(VENDOR)[name]
    tok = f()
    VENDOR_ISSUED.append((name, tok))
    return name, tok


def rand_token(kind=None):
    kind = kind or pick(["b64", "hex", "b62", "b64url"])
    if kind == "b64":
        return b64(R.choice([24, 32, 48]))
    if kind == "hex":
        return rhex(R.choice([40, 48, 64]))
    if kind == "b62":
        return rs(R.choice([32, 40, 48]))
    return b64url(R.choice([24, 32, 48]))


# ----------------------------------------------------------------------------
# record helpers + validation
# ----------------------------------------------------------------------------
def L(text, cls, s=(), p=(), k=(), dup=()):
    return {"kind": "line", "text": text, "secrets": list(s), "private": list(p), "keep": list(k), "class": cls, "_dup": list(dup)}


def B(lines, cls, s=(), p=(), k=(), dup=()):
    return {"kind": "block", "lines": list(lines), "secrets": list(s), "private": list(p), "keep": list(k), "class": cls, "_dup": list(dup)}


class Invalid(Exception):
    pass


def body(rec):
    return rec["text"] if rec["kind"] == "line" else "\n".join(rec["lines"])


def validate(rec):
    txt = body(rec)
    if rec["class"] not in CLASSES:
        raise Invalid("class " + rec["class"])
    sens = rec["secrets"] + rec["private"]
    if not sens:
        raise Invalid("nothing planted")
    if len(set(sens)) != len(sens):
        raise Invalid("duplicate listed value")
    for v in sens:
        if len(v) < 6:
            raise Invalid(f"too short: {v!r}")
        c = txt.count(v)
        if c == 0:
            raise Invalid(f"not in text: {v!r}")
        if c > 1 and v not in rec["_dup"]:
            raise Invalid(f"occurs {c}x: {v!r}")
        if rec["kind"] == "block" and "\n" in v:
            raise Invalid("multi-line value")
    for v in sens:
        for w in sens:
            if v != w and v in w:
                raise Invalid(f"{v!r} inside {w!r}")
    keep = []
    for k in rec["keep"]:
        if k not in txt:
            raise Invalid(f"keep not in text: {k!r}")
        if any(k in v or v in k for v in sens):
            continue  # conflicting keep token: drop it
        if k not in keep:
            keep.append(k)
    if len(keep) < 2:
        raise Invalid("too few keep tokens")
    rec["keep"] = keep
    return rec


def build(tpl):
    last = None
    for _ in range(60):
        try:
            rec = validate(tpl())
            rec.pop("_dup", None)
            return rec
        except Invalid as e:
            last = e
    raise RuntimeError(f"template {tpl.__name__} keeps failing: {last}")


SOURCES = []  # (source name, doc reference, [templates])


def source(name, ref):
    def deco(fn):
        SOURCES.append((name, ref, fn))
        return fn
    return deco


# ============================================================================
# SOURCES -- web servers / proxies / load balancers
# ============================================================================
IDPS = ["login.microsoftonline.com", "accounts.google.com", "auth.helios-pay.net", "sso.nordwind-logistik.de", "id.kawasemi.co.jp"]
APPHOSTS = ["app.helios-pay.net", "portal.nordwind-logistik.de", "shop.tiendaverde.com.br", "my.lumenbank.io", "kyc.quokkapay.in", "cliente.marisol-energia.es"]


@source("nginx log_format combined", "https://nginx.org/en/docs/http/ngx_http_log_module.html#log_format")
def src_nginx_combined():
    def oauth_cb():
        t, ip = T(), ip_pub()
        code, state = rs(pick([32, 43]), B64URL), b64url(24)
        txt = f'{ip} - - [{clf(t)}] "GET /oauth2/callback?code={code}&state={state} HTTP/1.1" 302 0 "https://{pick(IDPS)}/" "{ua()}"'
        return L(txt, "key_unusual", [code, state], [ip], [clf(t), "GET /oauth2/callback", "302", "HTTP/1.1"])

    def redirect_enc():
        t, ip = T(), ip_pub()
        tok = b64(33)  # base64 with + / -> encoded inside the inner URL, then the whole URL encoded again
        tok_enc = q(q(tok))
        inner2 = f"https://{pick(APPHOSTS)}/sso/complete?token={q(tok)}&lang=de"
        enc = q(inner2)
        txt = f'{ip} - - [{clf(t)}] "GET /login?next={enc} HTTP/2.0" 200 5123 "-" "{ua()}"'
        return L(txt, "encoded", [tok_enc], [ip], [clf(t), "GET /login?next=", "HTTP/2.0", "5123"])

    def unsub_email():
        t, ip = T(), ip_pub()
        em = email("sub")
        sig = rhex(40)
        txt = f'{ip} - - [{clf(t)}] "GET /newsletter/unsubscribe?email={q(em)}&sig={sig} HTTP/1.1" 200 1432 "-" "{ua()}"'
        return L(txt, "encoded", [sig], [q(em), ip], [clf(t), "/newsletter/unsubscribe", "1432"])

    def reset_path():
        t, ip = T(), ip_pub()
        tok = b64url(32)
        txt = f'{ip} - - [{clf(t)}] "GET /account/password/reset/{tok} HTTP/1.1" 200 3871 "-" "{ua()}"'
        return L(txt, "no_key", [tok], [ip], [clf(t), "/account/password/reset/", "3871", "HTTP/1.1"])

    def probe_xff():
        t = T()
        a, b, c = ip_priv(), ip_pub(), ip_priv()
        txt = f'{a} - - [{clf(t)}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29" "{b}, {c}"'
        return L(txt, "infra", [], [a, b, c], [clf(t), "GET /healthz HTTP/1.1", "kube-probe/1.29"])

    def pan_query():
        t, ip = T(), ip_pub()
        c = card_fmt(card("visa"), " ")
        txt = f'{ip} - - [{clf(t)}] "GET /checkout/confirm?pan={q(c)}&exp=0927&amount=129.90 HTTP/1.1" 400 87 "https://{pick(APPHOSTS)}/checkout" "{ua()}"'
        return L(txt, "pii_locale", [], [q(c), ip], [clf(t), "/checkout/confirm", "amount=129.90", "400"])

    def sms_cn():
        t, ip = T(), ip_pub()
        m = cn_mobile()
        txt = f'{ip} - - [{clf(t)}] "POST /api/sms/send?mobile={m}&scene=login HTTP/1.1" 200 41 "-" "{pick(UAS[-2:])}"'
        return L(txt, "pii_locale", [], [m, ip], [clf(t), "POST /api/sms/send", "scene=login", "HTTP/1.1"])

    def basic_user_ipv6():
        t, ip = T(), ipv6()
        key = rs(40)
        txt = f'{ip} - deploy [{clf(t)}] "GET /artifacts/releases/v2.14.3/app.tar.gz?private_token={key} HTTP/1.1" 200 48213377 "-" "Wget/1.21.4"'
        return L(txt, "mixed", [key], [ip], [clf(t), "/artifacts/releases/v2.14.3/app.tar.gz", "48213377", "Wget/1.21.4"])

    return [oauth_cb, oauth_cb, redirect_enc, unsub_email, reset_path, probe_xff, pan_query, sms_cn, basic_user_ipv6, redirect_enc]


@source("nginx error_log", "https://nginx.org/en/docs/ngx_core_module.html#error_log")
def src_nginx_error():
    def ts(t):
        return t.strftime("%Y/%m/%d %H:%M:%S")

    def upstream_refused():
        t, p, cli, up = T(), pid(), ip_pub(), ip_priv()
        srv = fqdn("api")
        cid = R.randint(1, 99999)
        txt = (f'{ts(t)} [error] {p}#{p}: *{cid} connect() failed (111: Connection refused) while connecting to upstream, '
               f'client: {cli}, server: {srv}, request: "GET /v1/orders HTTP/1.1", upstream: "http://{up}:8080/v1/orders", host: "{srv}"')
        return L(txt, "infra", [], [p, cli, srv, up], [ts(t), "[error]", "(111: Connection refused)", "GET /v1/orders HTTP/1.1"], dup=[p, srv])

    def big_header_cb():
        t, p, cli = T(), pid(), ip_pub()
        code, state = rs(40, B64URL), rs(32)
        h = pick(APPHOSTS)
        txt = (f'{ts(t)} [error] {p}#{p}: *{R.randint(1, 99999)} upstream sent too big header while reading response header from upstream, '
               f'client: {cli}, server: {h}, request: "GET /auth/callback?state={state}&code={code} HTTP/2.0", upstream: "http://unix:/run/app.sock:/auth/callback", host: "{h}"')
        return L(txt, "key_unusual", [state, code], [p, cli], [ts(t), "upstream sent too big header", "/auth/callback", "HTTP/2.0"], dup=[p])

    def env_probe():
        t, p, cli = T(), pid(), ip_pub()
        txt = (f'{ts(t)} [error] {p}#{p}: *{R.randint(1, 99999)} open() "/var/www/html/.env" failed (2: No such file or directory), '
               f'client: {cli}, server: _, request: "GET /.env HTTP/1.1", host: "{ip_pub()}"')
        hostip = txt.split('host: "')[1].rstrip('"')
        return L(txt, "infra", [], [p, cli, hostip], [ts(t), '"/var/www/html/.env"', "(2: No such file or directory)"], dup=[p])

    def limit_req():
        t, p, cli = T(), pid(), ipv6()
        srv = pick(APPHOSTS)
        txt = (f'{ts(t)} [error] {p}#{p}: *{R.randint(1, 99999)} limiting requests, excess: 20.{R.randint(100, 999)} by zone "login", '
               f'client: {cli}, server: {srv}, request: "POST /api/v1/auth/login HTTP/1.1", host: "{srv}"')
        return L(txt, "infra", [], [p, cli], [ts(t), 'by zone "login"', "POST /api/v1/auth/login HTTP/1.1"], dup=[p])

    def token_query():
        t, p, cli, up = T(), pid(), ip_pub(), ip_priv()
        tok = rs(48)
        txt = (f'{ts(t)} [warn] {p}#{p}: *{R.randint(1, 99999)} an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/4/21/0000000214 while reading upstream, '
               f'client: {cli}, server: files.{pick(CORPDOM)}, request: "GET /download/export.csv?access_token={tok} HTTP/1.1", upstream: "http://{up}:9000/download/export.csv?access_token={tok}"')
        return L(txt, "mixed", [tok], [p, cli, up], [ts(t), "[warn]", "/var/cache/nginx/proxy_temp/4/21/0000000214", "export.csv"], dup=[p, tok])

    def ssl_hs():
        t, p, cli = T(), pid(), ip_pub()
        txt = f'{ts(t)} [crit] {p}#{p}: *{R.randint(1, 99999)} SSL_do_handshake() failed (SSL: error:0A00010B:SSL routines::wrong version number) while SSL handshaking, client: {cli}, server: 0.0.0.0:443'
        return L(txt, "infra", [], [p, cli], [ts(t), "error:0A00010B:SSL routines::wrong version number", "0.0.0.0:443"], dup=[p])

    return [upstream_refused, big_header_cb, env_probe, limit_req, token_query, ssl_hs, upstream_refused]


@source("Apache httpd LogFormat combined", "https://httpd.apache.org/docs/2.4/logs.html#combined")
def src_apache_access():
    def foreign_key():
        t, ip = T(), ip_pub()
        key, val = pick([("passwort", pw_safe()), ("mot_de_passe", pw_safe()), ("senha", pw_safe()), ("wachtwoord", pw_safe()),
                         ("contrase%C3%B1a", pw_safe()), ("losenord", pw_safe()), ("parola", pw_safe())])
        user = pick(FIRST)
        txt = f'{ip} - - [{clf(t)}] "GET /legacy/login.php?benutzer={user}&{key}={val} HTTP/1.1" 302 - "-" "{ua()}"'
        return L(txt, "key_unusual", [val], [ip], [clf(t), "/legacy/login.php", "302", f"{key}="])

    def basic_auth_user():
        t, ip = T(), ip_pub()
        sess = rhex(32)
        txt = f'{ip} - admin [{clf(t)}] "GET /server-status?auto&sid={sess} HTTP/1.1" 401 381 "-" "{ua()}"'
        return L(txt, "key_unusual", [sess], [ip], [clf(t), "/server-status?auto", "401", "381"])

    def phone_form():
        t, ip = T(), ip_pub()
        ph = br_mobile()
        txt = f'{ip} - - [{clf(t)}] "GET /cadastro/confirmar?celular={qp(ph)}&cpf={cpf(False)} HTTP/1.1" 200 2210 "-" "{ua()}"'
        c = txt.split("cpf=")[1].split(" ")[0]
        return L(txt, "pii_locale", [], [qp(ph), c, ip], [clf(t), "/cadastro/confirmar", "2210"])

    def wp_login_probe():
        t, ip = T(), ip_pub()
        txt = f'{ip} - - [{clf(t)}] "POST /wp-login.php HTTP/1.1" 200 4421 "https://{pick(CORPDOM)}/wp-login.php" "{ua()}"'
        return L(txt, "infra", [], [ip], [clf(t), "POST /wp-login.php HTTP/1.1", "4421"])

    def sig_link():
        t, ip = T(), ip_pub()
        sig = b64(32)
        exp = int(epoch(t)) + 86400
        txt = f'{ip} - - [{clf(t)}] "GET /files/invoice-2025-11.pdf?expires={exp}&signature={q(sig)} HTTP/1.1" 200 88123 "-" "{ua()}"'
        return L(txt, "encoded", [q(sig)], [ip], [clf(t), "/files/invoice-2025-11.pdf", f"expires={exp}", "88123"])

    return [foreign_key, foreign_key, foreign_key, basic_auth_user, phone_form, wp_login_probe, sig_link]


@source("Apache httpd 2.4 error log (default ErrorLogFormat)", "https://httpd.apache.org/docs/2.4/mod/core.html#errorlogformat")
def src_apache_error():
    def ts(t):
        return t.strftime("%a %b %d %H:%M:%S.") + f"{t.microsecond:06d}" + t.strftime(" %Y")

    def auth_fail():
        t, p, ip = T(), pid(), ip_pub()
        tid = rd(15)
        txt = f'[{ts(t)}] [auth_basic:error] [pid {p}:tid {tid}] [client {ip}:{port()}] AH01617: user admin: authentication failure for "/admin": Password Mismatch'
        return L(txt, "infra", [], [p, ip], [ts(t), "[auth_basic:error]", "AH01617", "Password Mismatch"])

    def pdo():
        t, p, ip, db = T(), pid(), ip_pub(), ip_priv()
        txt = (f"[{ts(t)}] [php:error] [pid {p}] [client {ip}:{port()}] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] "
               f"Access denied for user 'shop'@'{db}' (using password: YES) in /var/www/shop/lib/Db.php:14")
        return L(txt, "infra", [], [p, ip, db], [ts(t), "PDOException", "SQLSTATE[HY000] [1045]", "/var/www/shop/lib/Db.php:14"])

    def proxy_pw():
        t, p, ip = T(), pid(), ip_pub()
        pwd = pw_safe()
        txt = (f"[{ts(t)}] [proxy_fcgi:error] [pid {p}] [client {ip}:{port()}] AH01071: Got error 'PHP message: PHP Warning:  "
               f"ftp_login(): Login incorrect. in /srv/sync/push.php on line 31; PHP message: ftp://backup:{pwd}@{ip_priv()}/outgoing'")
        dbip = txt.split("@")[1].split("/")[0]
        return L(txt, "positional", [pwd], [p, ip, dbip], [ts(t), "AH01071", "/srv/sync/push.php"])

    def ssl_warn():
        t, p = T(), pid()
        h = fqdn("web")
        txt = f"[{ts(t)}] [ssl:warn] [pid {p}] AH01909: {h}:443:0 server certificate does NOT include an ID which matches the server name"
        return L(txt, "infra", [], [p, h], [ts(t), "[ssl:warn]", "AH01909"])

    return [auth_fail, pdo, proxy_pw, ssl_warn, auth_fail]


@source("HAProxy option httplog via syslog", "https://docs.haproxy.org/2.8/configuration.html#8.2.3")
def src_haproxy():
    def base(t, lb, p, cli):
        return f"{s3164(t)} {lb} haproxy[{p}]: {cli}:{port()} [{t.strftime('%d/%b/%Y:%H:%M:%S')}.{t.microsecond // 1000:03d}]"

    def bearer_capture():
        t, lb, p, cli = T(), host("lb"), pid(), ip_pub()
        srv = host("api")
        tok = jwt()
        txt = f'{base(t, lb, p, cli)} https-in~ be_api/{srv} 0/0/1/23/24 200 1532 - - ---- 12/12/3/1/0 0/0 {{{pick(APPHOSTS)}|Bearer {tok}}} "GET /v2/accounts/me HTTP/1.1"'
        return L(txt, "mixed", [tok], [lb, p, cli, srv], ["0/0/1/23/24", "----", "be_api", "GET /v2/accounts/me HTTP/1.1"])

    def cookie_capture():
        t, lb, p, cli = T(), host("lb"), pid(), ip_pub()
        srv = host("web")
        sid = rs(32, LOALNUM)
        txt = f'{base(t, lb, p, cli)} www-in www_back/{srv} 2/0/0/41/43 200 8812 SERVERID={srv} - --VN 4/4/1/1/0 0/0 {{PHPSESSID={sid}}} "GET /cart HTTP/1.1"'
        return L(txt, "key_unusual", [sid], [lb, p, cli, srv], ["2/0/0/41/43", "--VN", "www_back", "GET /cart HTTP/1.1"], dup=[srv])

    def nosrv():
        t, lb, p, cli = T(), host("lb"), pid(), ip_pub()
        txt = f'{base(t, lb, p, cli)} http-in http-in/<NOSRV> -1/-1/-1/-1/0 503 216 - - SC-- 7/7/0/0/0 0/0 "GET /status HTTP/1.1"'
        return L(txt, "infra", [], [lb, p, cli], ["<NOSRV>", "503", "SC--", "-1/-1/-1/-1/0"])

    def sig_query():
        t, lb, p, cli = T(), host("lb"), pid(), ipv6()
        srv = host("cdn")
        sig = rhex(64)
        txt = f'{base(t, lb, p, cli)} media-in media/{srv} 0/0/0/5/5 200 53211 - - ---- 1/1/0/0/0 0/0 "GET /img/2025/cover.webp?w=640&sig={sig} HTTP/1.1"'
        return L(txt, "key_unusual", [sig], [lb, p, cli, srv], ["0/0/0/5/5", "/img/2025/cover.webp", "w=640"])

    def tcp_log():
        t, lb, p, cli = T(), host("lb"), pid(), ip_pub()
        srv = host("pg")
        txt = f"{base(t, lb, p, cli)} pg-in pg_primary/{srv} 1/0/36012 1921 -- 2/2/2/1/0 0/0"
        return L(txt, "infra", [], [lb, p, cli, srv], ["pg_primary", "1/0/36012", "1921"])

    return [bearer_capture, cookie_capture, nosrv, sig_query, tcp_log, bearer_capture]


@source("Envoy default access log format", "https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#default-format-string")
def src_envoy():
    def line(t, method, path, code, flags, xff, ua_, rid, auth, up, dur=None):
        dur = dur or R.randint(2, 900)
        return (f'[{iso(t)}] "{method} {path} HTTP/1.1" {code} {flags} {R.randint(0, 4000)} {R.randint(0, 90000)} {dur} {max(dur - 1, 0)} '
                f'"{xff}" "{ua_}" "{rid}" "{auth}" "{up}"')

    def grpc_ok():
        t, c, up, rid = T(), ip_pub(), ip_priv(), ruuid()
        txt = line(t, "POST", "/payments.v1.Charges/Create", 200, "-", c, "grpc-go/1.62.1", rid, "payments.payments.svc.cluster.local:8080", up + ":8080")
        return L(txt, "infra", [], [c, up], [rid, "/payments.v1.Charges/Create", "grpc-go/1.62.1", "payments.payments.svc.cluster.local:8080"])

    def uf503():
        t, c, c2, rid = T(), ip_pub(), ip_priv(), ruuid()
        up = ip_priv()
        txt = line(t, "GET", "/api/v1/profile", 503, "UF,URX", f"{c},{c2}", ua(), rid, pick(APPHOSTS), up + ":8443")
        return L(txt, "infra", [], [c, c2, up], [rid, "UF,URX", "503", "/api/v1/profile"])

    def hook_path():
        t, c, up, rid = T(), ip_pub(), ip_priv(), ruuid()
        sec = rs(32)
        txt = line(t, "POST", f"/hooks/incoming/{sec}", 204, "-", c, "GitHub-Hookshot/7f2c1d3", rid, "hooks." + pick(CORPDOM), up + ":3000")
        return L(txt, "no_key", [sec], [c, up], [rid, "/hooks/incoming/", "GitHub-Hookshot/7f2c1d3", "204"])

    def apikey_q():
        t, c, up, rid = T(), ip_pub(), ip_priv(), ruuid()
        k = "AIza" + rs(35, B64URL)
        txt = line(t, "GET", f"/maps/api/geocode/json?address=Hauptstr.+5&key={k}", 200, "-", c, "okhttp/4.12.0", rid, "geo-proxy:8080", up + ":8080")
        return L(txt, "key_unusual", [k], [c, up], [rid, "/maps/api/geocode/json", "okhttp/4.12.0"])

    return [grpc_ok, uf503, hook_path, apikey_q, grpc_ok]


@source("Traefik access log (Common Log Format)", "https://doc.traefik.io/traefik/observability/access-logs/")
def src_traefik():
    def line(t, ip, user, req, code, size, ref, ua_, n, router, url, ms):
        return f'{ip} - {user} [{clf(t)}] "{req}" {code} {size} "{ref}" "{ua_}" {n} "{router}" "{url}" {ms}ms'

    def grafana_auth():
        t, ip, up = T(), ip_pub(), ip_priv()
        tok = rs(32)
        txt = line(t, ip, "-", f"GET /d-solo/x7k2p/ops?orgId=1&render=1&renderKey={tok} HTTP/1.1", 200, 23451, "-", "Grafana/11.3.0", R.randint(1000, 90000), "websecure-grafana@docker", f"http://{up}:3000", R.randint(5, 900))
        return L(txt, "key_unusual", [tok], [ip, up], ["websecure-grafana@docker", "Grafana/11.3.0", "/d-solo/x7k2p/ops"])

    def basic_user():
        t, ip, up = T(), ip_pub(), ip_priv()
        txt = line(t, ip, "ops-admin", "GET /dashboard/ HTTP/2.0", 200, 1423, "-", ua(), R.randint(1000, 90000), "dashboard@internal", "-", 1)
        return L(txt, "infra", [], [ip], ["dashboard@internal", "GET /dashboard/ HTTP/2.0", "1423"])

    def magic_link():
        t, ip, up = T(), ip_pub(), ip_priv()
        tok = b64url(32)
        txt = line(t, ip, "-", f"GET /auth/magic/{tok}?redirect=%2Finbox HTTP/1.1", 302, 0, "-", ua(), R.randint(1000, 90000), "app-secure@kubernetescrd", f"http://{up}:8080", R.randint(5, 90))
        return L(txt, "no_key", [tok], [ip, up], ["app-secure@kubernetescrd", "/auth/magic/", "redirect=%2Finbox"])

    return [grafana_auth, basic_user, magic_link, magic_link]


@source("AWS Application Load Balancer access log entry", "https://docs.aws.amazon.com/elasticloadbalancing/latest/application/load-balancer-access-logs.html")
def src_alb():
    def entry(t, cli, tgt, req, code, uagent):
        lbid = rhex(16)
        tr = f"Root=1-{rhex(8)}-{rhex(24)}"
        return (f'https {iso(t, 6)} app/prod-public-alb/{lbid} {cli}:{port()} {tgt}:8080 0.001 0.{R.randint(10, 999):03d} 0.000 {code} {code} '
                f'{R.randint(200, 900)} {R.randint(200, 90000)} "{req}" "{uagent}" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 '
                f'arn:aws:elasticloadbalancing:eu-central-1:{rd(12)}:targetgroup/api-tg/{rhex(16)} "{tr}" "{req.split("//")[1].split(":")[0]}" '
                f'"arn:aws:acm:eu-central-1:{rd(12)}:certificate/{ruuid()}" 0 {iso(t, 6)} "forward" "-" "-" "{tgt}:8080" "{code}" "-" "-"'), tr

    def apitoken():
        t, cli, tgt = T(), ip_pub(), ip_priv()
        k = rs(40)
        h = pick(APPHOSTS)
        txt, tr = entry(t, cli, tgt, f"GET https://{h}:443/v1/export?format=csv&apitoken={k} HTTP/1.1", 200, "python-requests/2.32.3")
        return L(txt, "mixed", [k], [cli, tgt], [tr, "ECDHE-RSA-AES128-GCM-SHA256", "TLSv1.2", "format=csv"], dup=[tgt])

    def email_q():
        t, cli, tgt = T(), ip_pub(), ip_priv()
        em = email()
        h = pick(APPHOSTS)
        txt, tr = entry(t, cli, tgt, f"GET https://{h}:443/api/users/lookup?email={q(em)} HTTP/2.0", 404, ua())
        return L(txt, "pii_locale", [], [q(em), cli, tgt], [tr, "/api/users/lookup", "TLSv1.2"], dup=[tgt])

    def plain():
        t, cli, tgt = T(), ip_pub(), ip_priv()
        h = pick(APPHOSTS)
        txt, tr = entry(t, cli, tgt, f"POST https://{h}:443/api/v2/orders HTTP/1.1", 201, "okhttp/4.12.0")
        return L(txt, "infra", [], [cli, tgt], [tr, "POST", "/api/v2/orders", "TLSv1.2"], dup=[tgt])

    return [apitoken, email_q, plain, plain]


@source("Microsoft IIS W3C extended log", "https://learn.microsoft.com/en-us/windows/win32/http/w3c-logging")
def src_iis():
    def line(t, sip, method, stem, query, user, cip, uagent, code, taken):
        return f"{t.strftime('%Y-%m-%d %H:%M:%S')} {sip} {method} {stem} {query} 443 {user} {cip} {uagent.replace(' ', '+')} - {code} 0 0 {taken}"

    def returnurl():
        t, sip, cip = T(), ip_priv(), ip_pub()
        tok = rs(43, B64URL)
        txt = line(t, sip, "GET", "/Account/ExternalLoginCallback", f"ReturnUrl=%2Fadmin&code={tok}&session_state={ruuid()}", "-", cip, UAS[0], 302, 187)
        return L(txt, "key_unusual", [tok], [sip, cip], ["/Account/ExternalLoginCallback", "ReturnUrl=%2Fadmin", "Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64)"])

    def domain_user():
        t, sip, cip = T(), ip_priv(), ip_pub()
        txt = line(t, sip, "POST", "/EWS/Exchange.asmx", "-", f"CORP\\{pick(FIRST)}.{pick(LAST)}", cip, "Microsoft+Office/16.0", 200, 45)
        return L(txt, "infra", [], [sip, cip], ["/EWS/Exchange.asmx", "Microsoft+Office/16.0"])

    def pwd_q():
        t, sip, cip = T(), ip_priv(), ip_pub()
        p_ = pw("random", "!*-_")
        txt = line(t, sip, "GET", "/legacy/api/auth.aspx", f"usr=kiosk07&pwd={qp(p_)}", "-", cip, "Mozilla/4.0 (compatible; MSIE 8.0)", 200, 12)
        return L(txt, "encoded", [qp(p_)], [sip, cip], ["/legacy/api/auth.aspx", t.strftime("%Y-%m-%d %H:%M:%S"), "Mozilla/4.0+(compatible;+MSIE+8.0)"])

    return [returnurl, domain_user, pwd_q]


@source("Apache Tomcat AccessLogValve (common pattern)", "https://tomcat.apache.org/tomcat-10.1-doc/config/valve.html#Access_Log_Valve")
def src_tomcat():
    def jsession():
        t, ip = T(), ip_priv()
        sid = rHEX(32)
        txt = f'{ip} - - [{clf(t)}] "GET /shop/cart;jsessionid={sid}?add={R.randint(100, 999)} HTTP/1.1" 200 {R.randint(1000, 9000)}'
        return L(txt, "key_unusual", [sid], [ip], [clf(t), "/shop/cart;jsessionid=", "HTTP/1.1"])

    def jsession_node():
        t, ip = T(), ip_pub()
        sid = rHEX(32)
        node = host("app").replace("-", "")
        txt = f'{ip} - - [{clf(t)}] "POST /portal/j_security_check;jsessionid={sid}.{node} HTTP/1.1" 302 -'
        return L(txt, "key_unusual", [sid], [ip, node], [clf(t), "/portal/j_security_check", "302"])

    def catalina():
        t = T()
        ms = R.randint(900, 9000)
        h = fqdn("app")
        txt = f"{t.strftime('%d-%b-%Y %H:%M:%S')}.{t.microsecond // 1000:03d} INFO [main] org.apache.catalina.startup.Catalina.start Server startup in [{ms}] milliseconds on {h}"
        return L(txt, "infra", [], [h], ["org.apache.catalina.startup.Catalina.start", f"[{ms}] milliseconds", "INFO [main]"])

    return [jsession, jsession_node, catalina]


@source("Heroku router log format", "https://devcenter.heroku.com/articles/http-routing#heroku-router-log-format")
def src_heroku():
    def router(path, code="302", extra="at=info"):
        t = T()
        fwd = ip_pub()
        rid = ruuid()
        app = pick(["acme-prod", "helios-api", "shopfront-eu"])
        txt = (f'{iso(t, 6, "+00:00")} heroku[router]: {extra} method=GET path="{path}" host={app}.herokuapp.com request_id={rid} '
               f'fwd="{fwd}" dyno=web.{R.randint(1, 6)} connect=0ms service={R.randint(3, 900)}ms status={code} bytes={R.randint(200, 9000)} protocol=https')
        return txt, fwd, rid

    def cb():
        code, state = rs(20, LOALNUM), rs(40)
        txt, fwd, rid = router(f"/auth/github/callback?code={code}&state={state}")
        return L(txt, "key_unusual", [code, state], [fwd], [rid, "heroku[router]:", "/auth/github/callback", "protocol=https"])

    def h12():
        tok = rs(64, HEXD)
        txt, fwd, rid = router(f"/reports/export?token={tok}", "503", 'at=error code=H12 desc="Request timeout"')
        return L(txt, "mixed", [tok], [fwd], [rid, "code=H12", 'desc="Request timeout"', "status=503"])

    return [cb, h12, cb]


@source("AWS Signature V4 presigned URL (query-string auth) in app logs", "https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html")
def src_s3_presigned():
    def url(t, session=True):
        akid = aws_akid("ASIA" if session else "AKIA")
        tok = aws_session()
        sig = rhex(64)
        bucket = pick(["acme-exports-prod", "helios-reports", "kyc-uploads-eu", "nw-invoices"])
        key = pick(["reports/2025/11/q3.pdf", "exports/customers-2025-11-30.csv.gz", "kyc/selfie-7731.jpg", "invoices/INV-20251130-0042.pdf"])
        d = t.strftime("%Y%m%d")
        u = (f"https://{bucket}.s3.eu-central-1.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
             f"&X-Amz-Credential={akid}%2F{d}%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date={d}T{t.strftime('%H%M%S')}Z&X-Amz-Expires=3600"
             + (f"&X-Amz-Security-Token={q(tok)}" if session else "") + f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        return u, akid, q(tok), sig, key

    def py_info():
        t = T()
        u, akid, tok, sig, key = url(t)
        txt = f"{sp(t)} INFO exporter.s3 presigned download link for user 4412: {u}"
        return L(txt, "encoded", [akid, tok, sig], [], ["X-Amz-Algorithm=AWS4-HMAC-SHA256", "X-Amz-Expires=3600", key, "exporter.s3"])

    def node_warn():
        t = T()
        u, akid, tok, sig, key = url(t, session=False)
        txt = jd({"level": "warn", "time": epoch_ms(t), "msg": "upload URL reused after expiry", "url": u, "status": 403, "code": "AccessDenied"})
        return L(txt, "mixed", [akid, sig], [], ["AccessDenied", "X-Amz-SignedHeaders=host", key, "upload URL reused after expiry"])

    return [py_info, py_info, node_warn]


@source("Azure Storage SAS URI / connection string in application logs", "https://learn.microsoft.com/en-us/rest/api/storageservices/create-service-sas")
def src_azure_sas():
    def sas_url():
        t = T()
        acct = "st" + pick(["prodlogs", "exports", "backups", "kycdocs"]) + rd(2)
        sig = b64(32)
        se = (t + dt.timedelta(hours=24)).strftime("%Y-%m-%dT%H:%M:%SZ")
        u = (f"https://{acct}.blob.core.windows.net/exports/{t.strftime('%Y-%m-%d')}/dump.csv.gz?sv=2022-11-02&ss=b&srt=co&sp=rl"
             f"&se={q(se)}&st={q(t.strftime('%Y-%m-%dT%H:%M:%SZ'))}&spr=https&sig={q(sig)}")
        txt = f"{iso(t, 7)} [Information] Exporter.BlobPublisher: SAS link issued {u}"
        return L(txt, "encoded", [q(sig)], [acct + ".blob.core.windows.net"], ["sv=2022-11-02", "sp=rl", "spr=https", "Exporter.BlobPublisher"])

    def conn_str():
        t = T()
        acct = "st" + pick(["prodlogs", "exports", "backups"]) + rd(2)
        key = b64(64)
        txt = (f"{iso(t, 7)} [Error] Azure.Storage.Blobs: Failed to create container 'audit' using DefaultEndpointsProtocol=https;AccountName={acct};"
               f"AccountKey={key};EndpointSuffix=core.windows.net -> Status: 403 (Server failed to authenticate the request.) ErrorCode: AuthenticationFailed")
        return L(txt, "positional", [key], [acct], ["ErrorCode: AuthenticationFailed", "Status: 403", "EndpointSuffix=core.windows.net", "Azure.Storage.Blobs"])

    return [sas_url, conn_str, sas_url]


@source("AWS CloudTrail record (and `aws cloudtrail lookup-events` output)", "https://docs.aws.amazon.com/awscloudtrail/latest/userguide/cloudtrail-event-reference-record-contents.html")
def src_cloudtrail():
    acct = rd(12)

    def console_login():
        t, ip = T(), ip_pub()
        ev = {"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "principalId": "AIDA" + rs(17, UP + DG), "arn": f"arn:aws:iam::{acct}:user/ops-breakglass",
              "accountId": acct, "userName": "ops-breakglass"}, "eventTime": iso(t, 0), "eventSource": "signin.amazonaws.com",
              "eventName": "ConsoleLogin", "awsRegion": "us-east-1", "sourceIPAddress": ip, "userAgent": UAS[1],
              "requestParameters": None, "responseElements": {"ConsoleLogin": "Failure"},
              "additionalEventData": {"LoginTo": "https://console.aws.amazon.com/console/home", "MobileVersion": "No", "MFAUsed": "Yes"},
              "errorMessage": "Failed authentication", "eventID": ruuid(), "readOnly": False, "eventType": "AwsConsoleSignIn",
              "managementEvent": True, "recipientAccountId": acct}
        return L(jd(ev), "infra", [], [ip], [ev["eventID"], "ConsoleLogin", "Failed authentication", "signin.amazonaws.com"])

    def assume_role():
        t, ip = T(), ip_priv()
        akid, tok = aws_akid("ASIA"), aws_session()
        src_akid = aws_akid("ASIA")
        ev = {"eventVersion": "1.08", "userIdentity": {"type": "AWSService", "invokedBy": "ecs-tasks.amazonaws.com"}, "eventTime": iso(t, 0),
              "eventSource": "sts.amazonaws.com", "eventName": "AssumeRole", "awsRegion": "eu-central-1", "sourceIPAddress": "ecs-tasks.amazonaws.com",
              "userAgent": "ecs-tasks.amazonaws.com", "requestParameters": {"roleArn": f"arn:aws:iam::{acct}:role/orders-task", "roleSessionName": rhex(32)},
              "responseElements": {"credentials": {"accessKeyId": akid, "sessionToken": tok, "expiration": (t + dt.timedelta(hours=6)).strftime("%b %d, %Y, %I:%M:%S %p")},
                                   "assumedRoleUser": {"assumedRoleId": "AROA" + rs(17, UP + DG), "arn": f"arn:aws:sts::{acct}:assumed-role/orders-task"}},
              "requestID": ruuid(), "eventID": ruuid(), "readOnly": True, "eventType": "AwsApiCall", "recipientAccountId": acct,
              "tlsDetails": {"clientProvidedHostHeader": "sts.eu-central-1.amazonaws.com"}, "vpcEndpointId": "vpce-" + rhex(17),
              "sourceVpcIp": ip, "sharedEventID": ruuid(), "accessKeyId": src_akid}
        return L(jd(ev), "mixed", [akid, tok, src_akid], [ip], [ev["eventID"], ev["requestID"], "AssumeRole", "sts.amazonaws.com"])

    def lookup_events():
        t, ip = T(), ip_pub()
        akid = aws_akid("AKIA")
        inner = {"eventVersion": "1.08", "userIdentity": {"type": "IAMUser", "principalId": "AIDA" + rs(17, UP + DG), "arn": f"arn:aws:iam::{acct}:user/ci-deployer",
                 "accountId": acct, "accessKeyId": akid, "userName": "ci-deployer"}, "eventTime": iso(t, 0), "eventSource": "s3.amazonaws.com",
                 "eventName": "PutBucketPolicy", "awsRegion": "eu-central-1", "sourceIPAddress": ip, "userAgent": "[aws-cli/2.17.12 Python/3.11.9 Linux/6.8.0]",
                 "requestParameters": {"bucketName": "acme-public-assets"}, "responseElements": None, "requestID": rHEX(16), "eventID": ruuid(), "readOnly": False,
                 "eventType": "AwsApiCall", "recipientAccountId": acct}
        outer = {"EventId": inner["eventID"], "EventName": "PutBucketPolicy", "ReadOnly": "false", "AccessKeyId": akid, "EventTime": iso(t, 0, "+00:00"),
                 "EventSource": "s3.amazonaws.com", "Username": "ci-deployer", "CloudTrailEvent": json.dumps(inner, separators=(",", ":"))}
        txt = jd(outer)
        return L(txt, "encoded", [akid], [ip], [inner["eventID"], "PutBucketPolicy", "aws-cli/2.17.12", "acme-public-assets"], dup=[akid])

    def create_key():
        t, ip = T(), ip_pub()
        newk = aws_akid("AKIA")
        ev = {"eventVersion": "1.09", "eventTime": iso(t, 0), "eventSource": "iam.amazonaws.com", "eventName": "CreateAccessKey", "awsRegion": "us-east-1",
              "sourceIPAddress": ip, "userAgent": "aws-cli/2.17.12", "requestParameters": {"userName": "svc-backup"},
              "responseElements": {"accessKey": {"accessKeyId": newk, "status": "Active", "userName": "svc-backup", "createDate": t.strftime("%b %d, %Y %I:%M:%S %p")}},
              "requestID": ruuid(), "eventID": ruuid(), "eventType": "AwsApiCall", "recipientAccountId": acct}
        return L(jd(ev), "mixed", [newk], [ip], [ev["eventID"], "CreateAccessKey", "iam.amazonaws.com", '"status":"Active"'])

    return [console_login, assume_role, lookup_events, create_key, lookup_events]


@source("Google Cloud Logging LogEntry (JSON)", "https://cloud.google.com/logging/docs/reference/v2/rest/v2/LogEntry")
def src_gcp():
    proj = pick(["helios-prod-4412", "nw-logistics-prod", "kyc-platform-eu"])

    def http_key():
        t, rip, sip = T(), ip_pub(), ip_priv()
        k = "AIza" + rs(35, B64URL)
        tr = trace_id()
        ent = {"insertId": rs(14, LOALNUM), "httpRequest": {"requestMethod": "GET", "requestUrl": f"https://maps-proxy.{pick(CORPDOM)}/v1/route?origin=52.52,13.40&key={k}",
               "status": 200, "responseSize": str(R.randint(500, 90000)), "userAgent": "okhttp/4.12.0", "remoteIp": rip, "serverIp": sip, "latency": f"0.{R.randint(10, 999)}s", "protocol": "HTTP/1.1"},
               "resource": {"type": "http_load_balancer", "labels": {"project_id": proj, "forwarding_rule_name": "fr-maps", "url_map_name": "um-maps"}},
               "timestamp": iso(t, 6), "severity": "INFO", "logName": f"projects/{proj}/logs/requests", "trace": f"projects/{proj}/traces/{tr}", "receiveTimestamp": iso(t, 9)}
        return L(jd(ent), "key_unusual", [k], [rip, sip], [tr, '"status":200', "http_load_balancer", "/v1/route"])

    def k8s_text():
        t = T()
        app = pick(APPS)
        pn = pod(app)
        node = gke_node()
        pwd = pw_safe()
        dbh = ip_priv()
        ent = {"insertId": rs(14, LOALNUM), "textPayload": f"FATAL: could not connect: postgres://{app.replace('-', '_')}:{pwd}@{dbh}:5432/{app.split('-')[0]}?sslmode=require (dial tcp {dbh}:5432: i/o timeout)",
               "resource": {"type": "k8s_container", "labels": {"project_id": proj, "location": "europe-west3", "cluster_name": "prod-gke-1", "namespace_name": pick(NS), "pod_name": pn, "container_name": "app"}},
               "timestamp": iso(t, 9), "severity": "ERROR", "labels": {"compute.googleapis.com/resource_name": node, "k8s-pod/app": app}, "logName": f"projects/{proj}/logs/stderr",
               "receiveTimestamp": iso(t, 9)}
        return L(jd(ent), "mixed", [pwd], [dbh, pn, node], ["k8s_container", "i/o timeout", "europe-west3", "prod-gke-1"], dup=[dbh])

    def json_payload():
        t = T()
        em, ph = email(), phone(True)
        sp_, tr = span_id(), trace_id()
        ent = {"insertId": rs(14, LOALNUM), "jsonPayload": {"message": "otp dispatched", "channel": "sms", "recipient": ph, "account": em, "provider": "twilio", "latency_ms": R.randint(40, 900)},
               "resource": {"type": "cloud_run_revision", "labels": {"service_name": "notify", "revision_name": "notify-00042-xoz", "location": "europe-west1", "project_id": proj}},
               "timestamp": iso(t, 6), "severity": "INFO", "logName": f"projects/{proj}/logs/run.googleapis.com%2Fstdout", "trace": f"projects/{proj}/traces/{tr}", "spanId": sp_}
        return L(jd(ent), "pii_locale", [], [ph, em], [tr, sp_, "notify-00042-xoz", "otp dispatched"])

    return [http_key, k8s_text, json_payload, k8s_text]


# ============================================================================
# SOURCES -- Kubernetes
# ============================================================================
@source("klog text format (kubelet / kube-apiserver structured messages)", "https://kubernetes.io/docs/concepts/cluster-administration/system-logs/")
def src_klog():
    def tid():
        return str(R.randint(1, 9999))

    def sync_add():
        t = T()
        ns, app = pick(NS), pick(APPS)
        pn = pod(app)
        txt = f'{klog_ts(t)}    {tid()} kubelet.go:2425] "SyncLoop ADD" source="api" pods=["{ns}/{pn}"]'
        return L(txt, "infra", [], [pn], [klog_ts(t), "kubelet.go:2425", '"SyncLoop ADD"', 'source="api"'])

    def kill_container():
        t = T()
        ns, app = pick(NS), pick(APPS)
        pn, uid, cid = pod(app), ruuid(), rhex(64)
        txt = (f'{klog_ts(t)}    {tid()} kuberuntime_container.go:809] "Killing container with a grace period" pod="{ns}/{pn}" '
               f'podUID="{uid}" containerName="app" containerID="containerd://{cid}" gracePeriod=30')
        return L(txt, "infra", [], [pn], [klog_ts(t), uid, cid, "kuberuntime_container.go:809", "gracePeriod=30"])

    def pull_401():
        t = T()
        ns, app = pick(NS), pick(APPS)
        pn, uid = pod(app), ruuid()
        reg = f"registry.{pick(CORPDOM)}"
        txt = (f'{klog_ts(t, "E")}    {tid()} log.go:32] "Failed to pull image" err="rpc error: code = Unknown desc = failed to pull and unpack image '
               f'\\"{reg}/{ns}/{app}:v2.14.3\\": failed to resolve reference: unexpected status from HEAD request to https://{reg}/v2/{ns}/{app}/manifests/v2.14.3: 401 Unauthorized" '
               f'image="{reg}/{ns}/{app}:v2.14.3" pod="{ns}/{pn}" podUID="{uid}"')
        return L(txt, "infra", [], [pn], [klog_ts(t, "E"), uid, "401 Unauthorized", "log.go:32", "v2.14.3"])

    def scheduled_event():
        t = T()
        ns = pick(["kafka", "data", "search"])
        pn = f"{pick(['kafka-broker', 'zookeeper', 'es-data', 'redis-node'])}-{R.randint(0, 9)}"
        node, nip = ec2_node()
        uid = ruuid()
        txt = (f'{klog_ts(t)}       1 event.go:389] "Event occurred" object="{ns}/{pn}" fieldPath="" kind="Pod" apiVersion="v1" type="Normal" '
               f'reason="Scheduled" message="Successfully assigned {ns}/{pn} to {node}" uid="{uid}"')
        return L(txt, "infra", [], [pn, node], [klog_ts(t), uid, "event.go:389", 'reason="Scheduled"'], dup=[pn])

    def node_notready():
        t = T()
        node = pick([gke_node(), aks_node()])
        txt = (f'{klog_ts(t)}       1 controller_utils.go:150] "Recording status change event message for node" status="NodeNotReady" '
               f'node="{node}"')
        return L(txt, "infra", [], [node], [klog_ts(t), "controller_utils.go:150", 'status="NodeNotReady"'])

    def httplog():
        t = T()
        src = ip_priv()
        aid = ruuid()
        ns = pick(NS)
        txt = (f'{klog_ts(t)}      {R.randint(10, 99)} httplog.go:134] "HTTP" verb="GET" URI="/api/v1/namespaces/{ns}/secrets/db-credentials" '
               f'latency="3.{R.randint(100, 999)}ms" userAgent="kubectl/v1.30.4 (linux/amd64) kubernetes/a51b3b7" audit-ID="{aid}" srcIP="{src}:{port()}" resp=200')
        return L(txt, "infra", [], [src], [klog_ts(t), aid, "httplog.go:134", "kubectl/v1.30.4", "resp=200"])

    def probe_fail():
        t = T()
        ns, app = pick(NS), pick(APPS)
        pn = pod(app)
        pip = ip_priv()
        txt = (f'{klog_ts(t)}    {tid()} prober.go:107] "Probe failed" probeType="Readiness" pod="{ns}/{pn}" podUID="{ruuid()}" containerName="app" '
               f'probeResult="failure" output="Get \\"http://{pip}:8080/ready\\": dial tcp {pip}:8080: connect: connection refused"')
        return L(txt, "infra", [], [pn, pip], [klog_ts(t), "prober.go:107", 'probeType="Readiness"', "connection refused"], dup=[pip])

    def env_leak():
        t = T()
        ns, app = pick(NS), pick(APPS)
        pn = pod(app)
        k = "sk_live_51" + rs(97)
        txt = (f'{klog_ts(t, "E")}    {tid()} pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with '
               f'CreateContainerConfigError: \\"env STRIPE_KEY={k}: invalid value\\"" pod="{ns}/{pn}" podUID="{ruuid()}"')
        return L(txt, "mixed", [k], [pn], [klog_ts(t, "E"), "pod_workers.go:1298", "CreateContainerConfigError"])

    return [sync_add, kill_container, pull_401, scheduled_event, node_notready, httplog, probe_fail, env_leak, scheduled_event, sync_add]


@source("Kubernetes audit Event (audit.k8s.io/v1) JSON line", "https://kubernetes.io/docs/reference/config-api/apiserver-audit.v1/")
def src_k8s_audit():
    def ev(t, verb, uri, user, ips, obj, level="Request", extra=None):
        e = {"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": level, "auditID": ruuid(), "stage": "ResponseComplete",
             "requestURI": uri, "verb": verb, "user": {"username": user, "groups": ["system:authenticated"]}, "sourceIPs": ips,
             "userAgent": "kubectl/v1.30.4 (linux/amd64) kubernetes/a51b3b7", "objectRef": obj,
             "responseStatus": {"metadata": {}, "code": 201 if verb == "create" else 200},
             "requestReceivedTimestamp": iso(t, 6), "stageTimestamp": iso(t + dt.timedelta(milliseconds=7), 6)}
        if extra:
            e.update(extra)
        return e

    def secret_create():
        t, ip = T(), ip_pub()
        ns = pick(NS)
        pwd = pw()
        b = b64s(pwd)
        api_k = rs(40)
        bk = b64s(api_k)
        e = ev(t, "create", f"/api/v1/namespaces/{ns}/secrets?fieldManager=kubectl-create&fieldValidation=Strict", "anna.keller@" + pick(CORPDOM), [ip],
               {"resource": "secrets", "namespace": ns, "name": "payments-db", "apiVersion": "v1"},
               extra={"requestObject": {"kind": "Secret", "apiVersion": "v1", "metadata": {"name": "payments-db", "namespace": ns, "creationTimestamp": None},
                                        "data": {"password": b, "api-key": bk}, "type": "Opaque"}})
        em = e["user"]["username"]
        return L(jd(e), "encoded", [b, bk], [ip, em], [e["auditID"], "ResponseComplete", "kubectl-create", '"code":201'])

    def string_data():
        t, ip = T(), ip_priv()
        ns = pick(NS)
        pwd = pw_safe()
        e = ev(t, "patch", f"/api/v1/namespaces/{ns}/secrets/smtp-relay?fieldManager=helm", "system:serviceaccount:argocd:argocd-application-controller", [ip],
               {"resource": "secrets", "namespace": ns, "name": "smtp-relay", "apiVersion": "v1"},
               extra={"requestObject": {"stringData": {"SMTP_PASSWORD": pwd, "SMTP_USER": "relay@" + pick(CORPDOM)}}})
        return L(jd(e), "mixed", [pwd], [ip], [e["auditID"], "fieldManager=helm", "argocd-application-controller", "smtp-relay"])

    def token_request():
        t, ip = T(), ip_priv()
        tok = jwt({"aud": ["https://kubernetes.default.svc"], "exp": int(epoch(t)) + 3600, "iss": "https://kubernetes.default.svc", "sub": "system:serviceaccount:ci:deployer"})
        e = ev(t, "create", "/api/v1/namespaces/ci/serviceaccounts/deployer/token", "gitlab-runner", [ip],
               {"resource": "serviceaccounts", "subresource": "token", "namespace": "ci", "name": "deployer", "apiVersion": "v1"}, level="RequestResponse",
               extra={"responseObject": {"kind": "TokenRequest", "apiVersion": "authentication.k8s.io/v1", "spec": {"audiences": ["https://kubernetes.default.svc"], "expirationSeconds": 3600},
                                         "status": {"token": tok, "expirationTimestamp": iso(t + dt.timedelta(hours=1), 0)}}})
        return L(jd(e), "mixed", [tok], [ip], [e["auditID"], "TokenRequest", '"expirationSeconds":3600', "RequestResponse"])

    def exec_cmd():
        t, ip = T(), ip_pub()
        ns = pick(NS)
        pn = pod("mysql-client") if R.random() < 0.3 else f"mysql-{R.randint(0, 2)}-primary"
        pwd = pw_safe()
        cmd = f"command=mysql&command=-uroot&command=-p{pwd}&command=-e&command=SHOW%20PROCESSLIST&container=mysql&stdin=true&stdout=true&tty=true"
        e = ev(t, "create", f"/api/v1/namespaces/{ns}/pods/{pn}/exec?{cmd}", "oncall-" + pick(FIRST), [ip],
               {"resource": "pods", "subresource": "exec", "namespace": ns, "name": pn, "apiVersion": "v1"}, level="Metadata")
        return L(jd(e), "positional", [pwd], [ip, pn], [e["auditID"], "SHOW%20PROCESSLIST", '"subresource":"exec"', "Metadata"], dup=[pn])

    def list_cm():
        t = T()
        ips = [ip_pub(), ip_priv()]
        e = ev(t, "list", "/api/v1/configmaps?limit=500", "system:node:" + gke_node(), ips, {"resource": "configmaps", "apiVersion": "v1"}, level="Metadata")
        node = e["user"]["username"].split(":", 2)[2]
        return L(jd(e), "infra", [], ips + [node], [e["auditID"], "/api/v1/configmaps?limit=500", '"verb":"list"'])

    return [secret_create, string_data, token_request, exec_cmd, list_cm, secret_create, exec_cmd]


@source("kubectl describe pod / node output", "https://kubernetes.io/docs/reference/kubectl/generated/kubectl_describe/")
def src_kubectl_describe():
    def describe_pod():
        t = T()
        ns, app = pick(NS), pick(APPS)
        pn = pod(app)
        rs_name = pn.rsplit("-", 1)[0]
        if R.random() < 0.5:
            node, nip = ec2_node()
        else:
            node, nip = pick([gke_node(), aks_node()]), ip_priv()
        pip = ip_priv()
        cid, dig, uid = rhex(64), rhex(64), ruuid()
        reg = f"registry.{pick(CORPDOM)}"
        leak = "sk_live_51" + rs(97) if R.random() < 0.5 else "xoxb-" + rd(11) + "-" + rd(13) + "-" + rs(24)
        lines = [
            f"Name:             {pn}",
            f"Namespace:        {ns}",
            "Priority:         0",
            f"Service Account:  {app}",
            f"Node:             {node}/{nip}",
            f"Start Time:       {t.strftime('%a, %d %b %Y %H:%M:%S +0000')}",
            f"Labels:           app={app}",
            "Status:           Running",
            f"IP:               {pip}",
            "IPs:",
            f"  IP:           {pip}",
            f"Controlled By:  ReplicaSet/{rs_name}",
            "Containers:",
            "  app:",
            f"    Container ID:   containerd://{cid}",
            f"    Image:          {reg}/{ns}/{app}:v2.14.3",
            f"    Image ID:       {reg}/{ns}/{app}@sha256:{dig}",
            "    Port:           8080/TCP",
            "    State:          Running",
            "    Ready:          True",
            f"    Restart Count:  {R.randint(0, 7)}",
            "    Environment:",
            "      SPRING_PROFILES_ACTIVE:  prod",
            "      DB_PASSWORD:             <set to the key 'password' in secret 'app-db'>  Optional: false",
            f"      PAYMENT_PROVIDER_KEY:    {leak}",
            "Events:",
            "  Type    Reason     Age   From               Message",
            "  ----    ------     ----  ----               -------",
            f"  Normal  Scheduled  12m   default-scheduler  Successfully assigned {ns}/{pn} to {node}",
            f"  Normal  Pulled     12m   kubelet            Container image \"{reg}/{ns}/{app}:v2.14.3\" already present on machine",
        ]
        return B(lines, "infra", [leak], [pn, node, nip, pip], [cid, "sha256:" + dig, "8080/TCP", "default-scheduler", "Restart Count:"], dup=[pn, node, pip])

    def describe_node():
        node, nip = ec2_node()
        ext = ip_pub()
        inst = "i-0" + rhex(16)
        pods = [pod(pick(APPS)) for _ in range(3)]
        lines = [
            f"Name:               {node}",
            "Roles:              <none>",
            "Labels:             node.kubernetes.io/instance-type=m6i.2xlarge",
            "                    topology.kubernetes.io/zone=eu-central-1a",
            "Addresses:",
            f"  InternalIP:   {nip}",
            f"  ExternalIP:   {ext}",
            f"  Hostname:     {node}",
            f"ProviderID:                   aws:///eu-central-1a/{inst}",
            "System Info:",
            f"  Machine ID:                 {rhex(32)}",
            "  Kernel Version:             6.1.112-124.190.amzn2023.x86_64",
            "  Container Runtime Version:  containerd://1.7.22",
            "  Kubelet Version:            v1.30.4-eks-a737599",
            "Non-terminated Pods:          (3 in total)",
            "  Namespace   Name                                CPU Requests  Memory Requests",
        ] + [f"  {pick(NS):<11} {p:<35} 250m (3%)     512Mi (1%)" for p in pods]
        return B(lines, "infra", [], [node, nip, ext, inst] + pods, ["m6i.2xlarge", "containerd://1.7.22", "v1.30.4-eks-a737599", "6.1.112-124.190.amzn2023.x86_64"], dup=[node])

    return [describe_pod, describe_node, describe_pod]


@source("CoreDNS log plugin (common log format)", "https://coredns.io/plugins/log/")
def src_coredns():
    def q_():
        cip = ip_priv()
        name = f"{host()}.{pick(NS)}.svc.cluster.local."
        qid = R.randint(1, 65535)
        txt = f'[INFO] {cip}:{port()} - {qid} "A IN {name} udp {R.randint(40, 90)} false 512" NOERROR qr,aa,rd {R.randint(90, 200)} 0.000{R.randint(100, 999)}s'
        return L(txt, "infra", [], [cip, name.rstrip(".")], ["[INFO]", "NOERROR", "qr,aa,rd", '"A IN'])

    def nx():
        cip = ip_priv()
        name = fqdn()
        txt = f'[INFO] {cip}:{port()} - {R.randint(1, 65535)} "AAAA IN {name}. udp 45 false 1232" NXDOMAIN qr,rd,ra 143 0.0{R.randint(1000, 9999)}s'
        return L(txt, "infra", [], [cip, name], ["NXDOMAIN", "qr,rd,ra", '"AAAA IN'])

    return [q_, nx, q_]


# ============================================================================
# SOURCES -- syslog / system
# ============================================================================
@source("syslog RFC 3164 (BSD) lines: sshd, sudo, CRON, su, systemd", "https://datatracker.ietf.org/doc/html/rfc3164")
def src_rfc3164():
    def sshd_accept():
        t, h, p, ip = T(), host(), pid(), ip_pub()
        fp = b64(32, False)
        txt = f"{s3164(t)} {h} sshd[{p}]: Accepted publickey for deploy from {ip} port {port()} ssh2: ED25519 SHA256:{fp}"
        return L(txt, "infra", [], [h, p, ip], [s3164(t), "Accepted publickey", "ssh2", "SHA256:" + fp])

    def sshd_fail():
        t, h, p, ip = T(), host("bastion"), pid(), pick([ip_pub(), ipv6()])
        txt = f"{s3164(t)} {h} sshd[{p}]: Failed password for invalid user oracle from {ip} port {port()} ssh2"
        return L(txt, "infra", [], [h, p, ip], [s3164(t), "Failed password for invalid user", "ssh2"])

    def sudo_cmd():
        t, h = T(), host("db")
        pwd = pw_safe()
        u = pick(FIRST)
        txt = f"{s3164(t)} {h} sudo:    {u} : TTY=pts/2 ; PWD=/home/{u} ; USER=root ; COMMAND=/usr/bin/mysql -u root -p{pwd} -e SHOW\\x20SLAVE\\x20STATUS"
        return L(txt, "positional", [pwd], [h], [s3164(t), "TTY=pts/2", "USER=root", "COMMAND=/usr/bin/mysql"])

    def cron_pg():
        t, h, p = T(), host("pg"), pid()
        pwd = pw_safe()
        dbh = fqdn("pg")
        txt = f"{s3164(t)} {h} CRON[{p}]: (postgres) CMD (PGPASSWORD={pwd} pg_dump -h {dbh} -U backup -Fc orders > /backup/orders-$(date +\\%F).dump)"
        return L(txt, "positional", [pwd], [h, p, dbh], [s3164(t), "(postgres) CMD", "pg_dump", "-Fc orders"])

    def su_fail():
        t, h, p = T(), host(), pid()
        txt = f"{s3164(t)} {h} su[{p}]: pam_unix(su:auth): authentication failure; logname=deploy uid=1001 euid=0 tty=pts/0 ruser=deploy rhost=  user=root"
        return L(txt, "infra", [], [h, p], [s3164(t), "pam_unix(su:auth): authentication failure", "uid=1001"])

    def systemd_session():
        t, h = T(), host()
        txt = f"{s3164(t)} {h} systemd[1]: Started session-{R.randint(1000, 99999)}.scope - Session {R.randint(1000, 99999)} of User deploy."
        return L(txt, "infra", [], [h], [s3164(t), "systemd[1]:", "of User deploy."])

    def pri_prefixed():
        t, h, p = T(), host("mail"), pid()
        ip = ip_pub()
        txt = f"<34>{s3164(t)} {h} login[{p}]: FAILED LOGIN (3) on '/dev/tty1' FROM '{ip}' FOR 'root', Authentication failure"
        return L(txt, "infra", [], [h, p, ip], [s3164(t), "<34>", "FAILED LOGIN (3)", "Authentication failure"])

    def curl_cron():
        t, h, p = T(), host("worker"), pid()
        u, pwd = "monitor", pw_safe()
        txt = f"{s3164(t)} {h} CRON[{p}]: (www-data) CMD (curl -fsS -u {u}:{pwd} https://status.{pick(CORPDOM)}/api/heartbeat >/dev/null)"
        return L(txt, "positional", [pwd], [h, p], [s3164(t), "(www-data) CMD", "curl -fsS", "/api/heartbeat"])

    return [sshd_accept, sshd_fail, sudo_cmd, cron_pg, su_fail, systemd_session, pri_prefixed, curl_cron, sshd_accept, sshd_fail]


@source("syslog RFC 5424 with STRUCTURED-DATA", "https://datatracker.ietf.org/doc/html/rfc5424#section-6.5")
def src_rfc5424():
    def sd_token():
        t, h, p = T(), fqdn("app"), pid()
        tok = rs(40)
        rid = ruuid()
        txt = f'<165>1 {iso(t, 6)} {h} payments-api {p} AUDIT [meta@32473 requestId="{rid}" sessionToken="{tok}"][origin ip="{ip_priv()}"] user 4412 confirmed transfer'
        oip = txt.split('origin ip="')[1].split('"')[0]
        return L(txt, "key_unusual", [tok], [h, p, oip], [iso(t, 6), rid, "AUDIT", "meta@32473"])

    def plain():
        t, h, p = T(), fqdn("auth"), pid()
        em = email("corp")
        txt = f"<86>1 {iso(t, 3)} {h} sshd {p} - - pam_unix(sshd:session): session opened for user {em.split('@')[0]} by (uid=0)"
        return L(txt, "infra", [], [h, p], [iso(t, 3), "<86>1", "pam_unix(sshd:session): session opened"])

    def app_pii():
        t, h, p = T(), fqdn("kyc"), pid()
        nid = pick([dni(), nie(), codice_fiscale(), nino(), bsn(), personnummer()])
        txt = f'<134>1 {iso(t, 3)} {h} kyc-worker {p} VERIFY [kyc@41058 doc="id_card" result="mismatch" country="EU"] document number {nid} did not match registry'
        return L(txt, "pii_locale", [], [h, p, nid], [iso(t, 3), "kyc@41058", 'result="mismatch"', "VERIFY"])

    return [sd_token, plain, app_pii, app_pii, sd_token]


@source("systemd journal JSON export (journalctl -o json)", "https://www.freedesktop.org/software/systemd/man/latest/systemd.journal-fields.html")
def src_journald():
    def entry(t, h, p, comm, cmdline, msg, unit, prio="6"):
        boot, mid = rhex(32), rhex(32)
        e = {"__CURSOR": f"s={rhex(32)};i={R.randint(1, 999999):x};b={boot};m={R.randint(1, 99999999):x};t={int(epoch(t) * 1e6):x};x={rhex(16)}",
             "__REALTIME_TIMESTAMP": str(int(epoch(t) * 1e6)), "__MONOTONIC_TIMESTAMP": str(R.randint(10 ** 9, 10 ** 12)), "_BOOT_ID": boot,
             "_MACHINE_ID": mid, "_HOSTNAME": h, "PRIORITY": prio, "_UID": "0", "_GID": "0", "_COMM": comm, "_EXE": "/usr/bin/" + comm,
             "_CMDLINE": cmdline, "_PID": p, "_SYSTEMD_UNIT": unit, "SYSLOG_IDENTIFIER": comm, "MESSAGE": msg}
        return e, mid

    def pgdump():
        t, h, p = T(), host("backup"), pid()
        pwd = pw_safe()
        dbip = ip_priv()
        e, mid = entry(t, h, p, "pg_dump", f"pg_dump --dbname=postgresql://backup:{pwd}@{dbip}:5432/orders -Fc -f /srv/backup/orders.dump",
                       "pg_dump: error: connection to server failed: timeout expired", "backup-orders.service", "3")
        return L(jd(e), "positional", [pwd], [h, p, dbip, mid], ["backup-orders.service", "timeout expired", '"PRIORITY":"3"'])

    def java_opts():
        t, h, p = T(), host("app"), pid()
        pwd = pw_safe()
        e, mid = entry(t, h, p, "java", f"/usr/bin/java -Xmx2g -Dspring.datasource.password={pwd} -Djavax.net.ssl.trustStorePassword=changeit -jar /opt/app/app.jar",
                       "Started Application in 12.443 seconds (process running for 13.1)", "orders-app.service")
        return L(jd(e), "positional", [pwd], [h, p, mid], ["orders-app.service", "12.443 seconds", "-Xmx2g", "changeit"])

    def ssh_msg():
        t, h, p = T(), host("bastion"), pid()
        ip = ip_pub()
        e, mid = entry(t, h, p, "sshd", "sshd: deploy [priv]", f"Accepted password for deploy from {ip} port {port()} ssh2", "ssh.service")
        return L(jd(e), "infra", [], [h, p, ip, mid], ["ssh.service", "Accepted password for", "ssh2"])

    return [pgdump, java_opts, ssh_msg, pgdump]


@source("Linux audit (auditd) records: USER_CMD / EXECVE / PROCTITLE / USER_AUTH", "https://access.redhat.com/documentation/en-us/red_hat_enterprise_linux/9/html/security_hardening/auditing-the-system_security-hardening")
def src_auditd():
    def hx(s):
        return s.encode().hex().upper()

    def user_cmd():
        t, p = T(), pid()
        pwd = pw_safe()
        cmd = f"mysql -u root -p{pwd} orders"
        stamp = f"{epoch(t):.3f}:{R.randint(100, 99999)}"
        txt = (f"type=USER_CMD msg=audit({stamp}): pid={p} uid=1000 auid=1000 ses={R.randint(1, 400)} subj=unconfined msg='cwd=\"/home/deploy\" "
               f"cmd={hx(cmd)} exe=\"/usr/bin/sudo\" terminal=pts/0 res=success'UID=\"deploy\" AUID=\"deploy\"")
        return L(txt, "encoded", [hx(pwd)], [p], [f"audit({stamp})", "type=USER_CMD", 'exe="/usr/bin/sudo"', "res=success"])

    def execve():
        t = T()
        pwd = pw_safe()
        stamp = f"{epoch(t):.3f}:{R.randint(100, 99999)}"
        dbh = host("mysql")
        txt = f'type=EXECVE msg=audit({stamp}): argc=6 a0="mysqldump" a1="-h" a2="{dbh}" a3="-uroot" a4="-p{pwd}" a5="shop"'
        return L(txt, "positional", [pwd], [dbh], [f"audit({stamp})", "type=EXECVE", "argc=6", 'a0="mysqldump"'])

    def proctitle():
        t = T()
        u, pwd = "svc-sync", pw_safe()
        argv = ["curl", "-s", "-u", f"{u}:{pwd}", f"https://dav.{pick(CORPDOM)}/remote.php/webdav/"]
        stamp = f"{epoch(t):.3f}:{R.randint(100, 99999)}"
        txt = f"type=PROCTITLE msg=audit({stamp}): proctitle={'00'.join(hx(a) for a in argv)}"
        return L(txt, "encoded", [hx(pwd)], [], [f"audit({stamp})", "type=PROCTITLE", "proctitle=" + hx("curl")])

    def user_auth():
        t, p, ip = T(), pid(), ip_pub()
        stamp = f"{epoch(t):.3f}:{R.randint(100, 99999)}"
        txt = (f"type=USER_AUTH msg=audit({stamp}): pid={p} uid=0 auid=4294967295 ses=4294967295 subj=system_u:system_r:sshd_t:s0-s0:c0.c1023 "
               f"msg='op=PAM:authentication grantors=? acct=\"root\" exe=\"/usr/sbin/sshd\" hostname={ip} addr={ip} terminal=ssh res=failed'")
        return L(txt, "infra", [], [p, ip], [f"audit({stamp})", "op=PAM:authentication", "res=failed", 'exe="/usr/sbin/sshd"'], dup=[ip])

    return [user_cmd, execve, proctitle, user_auth, user_cmd]


@source("netfilter/iptables LOG target via kernel syslog", "https://www.netfilter.org/documentation/HOWTO/packet-filtering-HOWTO-7.html")
def src_iptables():
    def drop():
        t, h = T(), host("gw")
        dm, sm = mac(), mac()
        s, d = ip_pub(), ip_priv()
        txt = (f"{s3164(t)} {h} kernel: [{R.randint(10000, 9999999)}.{rd(6)}] IPTABLES-DROP: IN=eth0 OUT= MAC={dm}:{sm}:08:00 SRC={s} DST={d} LEN=60 "
               f"TOS=0x00 PREC=0x00 TTL={R.randint(40, 64)} ID={R.randint(1, 65535)} DF PROTO=TCP SPT={port()} DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0")
        return L(txt, "infra", [], [h, dm, sm, s, d], [s3164(t), "IPTABLES-DROP:", "PROTO=TCP", "DPT=22", "WINDOW=64240"])

    def v6():
        t, h = T(), host("gw")
        dm, sm = mac(), mac()
        s, d = ipv6(), ipv6()
        txt = f"{s3164(t)} {h} kernel: [{R.randint(10000, 9999999)}.{rd(6)}] nft-in-reject: IN=wan0 OUT= MAC={dm}:{sm}:86:dd SRC={s} DST={d} LEN=80 TC=0 HOPLIMIT=57 FLOWLBL=0 PROTO=TCP SPT={port()} DPT=3389 SYN"
        return L(txt, "infra", [], [h, dm, sm, s, d], [s3164(t), "nft-in-reject:", "DPT=3389", "HOPLIMIT=57"])

    return [drop, v6, drop]


@source("ISC dhcpd / dnsmasq-dhcp syslog lines", "https://kb.isc.org/docs/isc-dhcp-44-manual-pages-dhcpdconf")
def src_dhcp():
    def isc():
        t, h, p = T(), host("dhcp"), pid()
        ip, m = ip_priv(), mac()
        cn = pick(["LAPTOP-", "DESKTOP-", "iPhone-von-", "Galaxy-S24-", "MacBook-"]) + pick(FIRST).capitalize() + rs(3, UP + DG)
        txt = f"{s3164(t)} {h} dhcpd[{p}]: DHCPACK on {ip} to {m} ({cn}) via eth1"
        return L(txt, "infra", [], [h, p, ip, m, cn], [s3164(t), "DHCPACK on", "via eth1"])

    def dnsmasq():
        t, h, p = T(), pick(["fritz-box", "openwrt-gw", "edge-router"]) + str(R.randint(1, 9)), pid()
        ip, m = "192.168." + f"{R.randint(0, 9)}.{R.randint(2, 254)}", mac()
        cn = pick(FIRST) + "s-" + pick(["iphone", "pixel", "thinkpad", "ipad"])
        txt = f"{s3164(t)} {h} dnsmasq-dhcp[{p}]: DHCPACK(br-lan) {ip} {m} {cn}"
        return L(txt, "infra", [], [h, p, ip, m, cn], [s3164(t), "DHCPACK(br-lan)"])

    return [isc, dnsmasq, isc]


@source("Cisco ASA syslog messages / IOS running-config in logs", "https://www.cisco.com/c/en/us/td/docs/security/asa/syslog/b_syslog.html")
def src_cisco():
    def login_permitted():
        t, h = T(), host("fw")
        a, b = ip_priv(), ip_priv()
        txt = f'{s3164(t)} {h} : %ASA-6-605005: Login permitted from {a}/{port()} to inside:{b}/ssh for user "netadmin"'
        return L(txt, "infra", [], [h, a, b], ["%ASA-6-605005", "Login permitted", "inside:"])

    def deny():
        t, h = T(), host("fw")
        a, b = ip_pub(), ip_priv()
        txt = f'{s3164(t)} {h} : %ASA-4-106023: Deny tcp src outside:{a}/{port()} dst inside:{b}/22 by access-group "outside_in" [0x0, 0x0]'
        return L(txt, "infra", [], [h, a, b], ["%ASA-4-106023", 'access-group "outside_in"', "[0x0, 0x0]"])

    def aaa_reject():
        t, h = T(), host("fw")
        a, b = ip_priv(), ip_pub()
        txt = f"{s3164(t)} {h} : %ASA-6-113015: AAA user authentication Rejected : reason = AAA failure : server = {a} : user = ***** : user IP = {b}"
        return L(txt, "infra", [], [h, a, b], ["%ASA-6-113015", "user = *****", "AAA failure"])

    def ios_config():
        t, h = T(), host("core-sw")
        h9 = h_cisco9()
        h8 = h_cisco8()
        comm = pw_safe()
        lines = [f"{s3164(t)} {h} config-archive: --- running-config diff (archive 42) ---",
                 f"+username netadmin privilege 15 secret 9 {h9}",
                 f"+enable secret 8 {h8}",
                 f"+snmp-server community {comm} RO 99",
                 "+ntp server 10.0.0.1 prefer"]
        return B(lines, "hashes", [h9, h8, comm], [h], ["running-config diff", "privilege 15", "ntp server 10.0.0.1 prefer"])

    return [login_permitted, deny, aaa_reject, ios_config, ios_config]


# ============================================================================
# SOURCES -- containers / CI / infrastructure-as-code / shells
# ============================================================================
@source("Docker daemon log (logrus text formatter)", "https://docs.docker.com/engine/daemon/logs/")
def src_dockerd():
    def ts(t):
        return iso(t, 9)

    def pull_unauth():
        t = T()
        reg = f"registry.{pick(CORPDOM)}"
        txt = (f'time="{ts(t)}" level=info msg="Attempting next endpoint for pull after error: Head \\"https://{reg}/v2/payments/api/manifests/v2.14.3\\": '
               f'unauthorized: authentication required" spanID={span_id()} traceID={trace_id()}')
        sid, tid = txt.split("spanID=")[1].split(" ")[0], txt.split("traceID=")[1]
        return L(txt, "infra", [], [reg], [ts(t), "level=info", "unauthorized: authentication required", sid, tid])

    def proxy_creds():
        t = T()
        u, pwd = "proxyuser", pw_safe()
        ph = fqdn("proxy")
        txt = f'time="{ts(t)}" level=info msg="Using proxy configuration" HTTPSProxy="http://{u}:{pwd}@{ph}:3128" NoProxy="localhost,127.0.0.1,.svc,.cluster.local"'
        return L(txt, "positional", [pwd], [ph], [ts(t), "Using proxy configuration", "localhost,127.0.0.1,.svc,.cluster.local"])

    def container_exit():
        t = T()
        cid = rhex(64)
        h = host()
        txt = f'time="{ts(t)}" level=warning msg="cleaning up after shim disconnected" host={h} id={cid} namespace=moby'
        return L(txt, "infra", [], [h], [ts(t), cid, "namespace=moby", "level=warning"])

    return [pull_unauth, proxy_creds, container_exit, proxy_creds]


@source("Docker json-file logging driver line", "https://docs.docker.com/engine/logging/drivers/json-file/")
def src_docker_jsonfile():
    def inner_json():
        t = T()
        pwd = pw_safe()
        dbh = ip_priv()
        app = {"level": "error", "ts": round(epoch(t), 6), "caller": "store/pg.go:61", "msg": "db ping failed",
               "dsn": f"postgres://orders:{pwd}@{dbh}:5432/orders?sslmode=disable", "error": "pq: password authentication failed for user \"orders\""}
        rec = {"log": json.dumps(app, separators=(",", ":")) + "\n", "stream": "stderr", "time": iso(t, 9)}
        return L(jd(rec), "encoded", [pwd], [dbh], ["store/pg.go:61", "db ping failed", "pq: password authentication failed", '"stream":"stderr"'])

    def inner_headers():
        t = T()
        tok = rs(40)
        ip = ip_pub()
        app = {"time": iso(t), "level": "INFO", "msg": "incoming webhook", "headers": {"X-Gitlab-Token": tok, "X-Forwarded-For": ip, "X-Gitlab-Event": "Push Hook"}}
        rec = {"log": json.dumps(app) + "\n", "stream": "stdout", "time": iso(t, 9)}
        return L(jd(rec), "encoded", [tok], [ip], ["incoming webhook", "Push Hook", '"stream":"stdout"'])

    def plain_stack():
        t = T()
        ip = ip_priv()
        rec = {"log": f"Error: connect ECONNREFUSED {ip}:6379\n", "stream": "stderr", "time": iso(t, 9)}
        return L(jd(rec), "infra", [], [ip], ["ECONNREFUSED", ":6379", '"stream":"stderr"'])

    return [inner_json, inner_headers, plain_stack, inner_json]


@source("CRI container log format (containerd/CRI-O)", "https://github.com/kubernetes/design-proposals-archive/blob/main/node/kubelet-cri-logging.md")
def src_cri():
    def full():
        t = T()
        em = email()
        ph = phone()
        txt = f'{iso(t, 9)} stdout F {{"level":"info","msg":"customer updated","customer":{{"email":"{em}","phone":"{ph}"}},"request_id":"{ruuid()}"}}'
        rid = txt.split('request_id":"')[1].split('"')[0]
        return L(txt, "pii_locale", [], [em, ph], [iso(t, 9), "stdout F", rid, "customer updated"])

    def partial():
        t = T()
        tok = vendor()[1]
        txt = f"{iso(t, 9)} stderr P WARN  loaded fallback credential {tok} from /etc/app/fallback.env (mode 0644) - rotate "
        return L(txt, "no_key", [tok], [], [iso(t, 9), "stderr P", "/etc/app/fallback.env", "(mode 0644)"])

    return [full, partial, partial, full]


@source("GitHub Actions runner job log", "https://docs.github.com/en/actions/monitoring-and-troubleshooting-workflows/monitoring-workflows/using-workflow-run-logs")
def src_gha():
    def ts(t):
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + rd(7) + "Z"

    def clone_token():
        t = T()
        tok = "ghs_" + rs(36)
        repo = f"{pick(['acme', 'helios', 'nordwind'])}/{pick(APPS)}"
        txt = f"{ts(t)} [command]/usr/bin/git clone https://x-access-token:{tok}@github.com/{repo}.git deps/{repo.split('/')[1]}"
        return L(txt, "positional", [tok], [], ["[command]/usr/bin/git clone", "github.com/" + repo + ".git"])

    def head_sha():
        t = T()
        sha = sha40()
        ghp = "ghp_" + rs(36)
        lines = [f"{ts(t)} ##[group]Run actions/checkout@v4",
                 f"{ts(t)} with:",
                 f"{ts(t)}   repository: {pick(['acme', 'helios'])}/{pick(APPS)}",
                 f"{ts(t)}   token: {ghp}",
                 f"{ts(t)}   ssh-strict: true",
                 f"{ts(t)} ##[endgroup]",
                 f"{ts(t)} HEAD is now at {sha[:7]} chore(deps): bump golang.org/x/net to v0.33.0",
                 f"{ts(t)} [command]/usr/bin/git log -1 --format=%H",
                 f"{ts(t)} {sha}"]
        return B(lines, "mixed", [ghp], [], [sha, "##[group]Run actions/checkout@v4", "ssh-strict: true", "v0.33.0"])

    def aws_inputs():
        t = T()
        ak, sk = aws_akid(), aws_secret()
        lines = [f"{ts(t)} ##[group]Run aws-actions/configure-aws-credentials@v4",
                 f"{ts(t)} with:",
                 f"{ts(t)}   aws-access-key-id: {ak}",
                 f"{ts(t)}   aws-secret-access-key: ***",
                 f"{ts(t)}   aws-region: eu-central-1",
                 f"{ts(t)} env:",
                 f"{ts(t)}   LEGACY_SECRET: {sk}",
                 f"{ts(t)} ##[endgroup]"]
        return B(lines, "mixed", [ak, sk], [], ["configure-aws-credentials@v4", "aws-secret-access-key: ***", "aws-region: eu-central-1"])

    def curl_verbose():
        t = T()
        u, pwd = "ci-bot", pw()
        bb = b64s(f"{u}:{pwd}")
        rid = ruuid()
        lines = [f"{ts(t)} > POST /service/rest/v1/components?repository=releases HTTP/1.1",
                 f"{ts(t)} > Host: nexus.{pick(CORPDOM)}",
                 f"{ts(t)} > Authorization: Basic {bb}",
                 f"{ts(t)} > User-Agent: curl/8.5.0",
                 f"{ts(t)} < HTTP/1.1 204 No Content",
                 f"{ts(t)} < X-Request-Id: {rid}"]
        return B(lines, "encoded", [bb], [], [rid, "HTTP/1.1 204 No Content", "repository=releases", "curl/8.5.0"])

    def npmrc():
        t = T()
        tok = "npm_" + rs(36)
        txt = f"{ts(t)} //registry.npmjs.org/:_authToken={tok}"
        return L(txt, "mixed", [tok], [], ["//registry.npmjs.org/:_authToken=", "registry.npmjs.org"])

    def masked():
        t = T()
        tok = vendor()[1]
        txt = f"{ts(t)} ##[warning]Value for input 'fallback' looks like a credential and is printed unmasked: {tok}"
        return L(txt, "no_key", [tok], [], ["##[warning]", "printed unmasked"])

    return [clone_token, head_sha, aws_inputs, curl_verbose, npmrc, masked, masked, clone_token]


@source("GitLab CI/CD job log (gitlab-runner)", "https://docs.gitlab.com/ci/jobs/job_logs/")
def src_gitlab():
    def header():
        rh = host("runner")
        sha = sha40()
        lines = [f"Running with gitlab-runner 17.5.2 (c6eae8f8)",
                 f"  on {rh} t3_{rs(8)}, system ID: s_{rhex(12)}",
                 "Preparing the \"docker\" executor",
                 "Using Docker executor with image golang:1.23.3-bookworm ...",
                 f"Checking out {sha[:8]} as detached HEAD (ref is main)...",
                 "Skipping Git submodules setup"]
        return B(lines, "infra", [], [rh], ["gitlab-runner 17.5.2", "golang:1.23.3-bookworm", sha[:8], "detached HEAD (ref is main)"])

    def clone():
        tok = "glcbt-" + rs(2, DG) + "_" + rs(20, ALNUM + "_-")
        txt = f"$ git clone https://gitlab-ci-token:{tok}@gitlab.{pick(CORPDOM)}/platform/shared-charts.git /tmp/charts"
        return L(txt, "positional", [tok], [], ["git clone", "platform/shared-charts.git", "/tmp/charts"])

    def private_token():
        tok = "glpat-" + rs(20, ALNUM + "_-")
        txt = f'$ curl --fail --header "PRIVATE-TOKEN: {tok}" "https://gitlab.{pick(CORPDOM)}/api/v4/projects/{R.randint(10, 9999)}/packages/generic/cli/1.8.2/cli.tar.gz"'
        return L(txt, "key_unusual", [tok], [], ["curl --fail", "/packages/generic/cli/1.8.2/cli.tar.gz", "PRIVATE-TOKEN:"])

    def helm_set():
        pwd, k = pw_safe(), rs(32)
        txt = f"$ helm upgrade --install orders ./chart --namespace orders --set image.tag=v2.14.3 --set db.password={pwd} --set sentry.dsnKey={k} --wait --timeout 5m0s"
        return L(txt, "positional", [pwd, k], [], ["helm upgrade --install orders", "image.tag=v2.14.3", "--timeout 5m0s"])

    def docker_login():
        pwd = pw_safe()
        reg = f"registry.{pick(CORPDOM)}"
        lines = [f"$ echo \"{pwd}\" | docker login -u deploy-bot --password-stdin {reg}",
                 "WARNING! Your password will be stored unencrypted in /root/.docker/config.json.",
                 "Login Succeeded"]
        return B(lines, "positional", [pwd], [reg], ["Login Succeeded", "/root/.docker/config.json", "--password-stdin"])

    return [header, clone, private_token, helm_set, docker_login, private_token]


@source("Jenkins Pipeline console output (sh step with set -x)", "https://www.jenkins.io/doc/pipeline/steps/workflow-durable-task-step/#sh-shell-script")
def src_jenkins():
    def mysql_cmd():
        dbh = fqdn("mysql")
        pwd = pw_safe()
        lines = ["[Pipeline] sh", f"+ mysql -h {dbh} -u deploy -p{pwd} -e 'SELECT 1' orders",
                 "mysql: [Warning] Using a password on the command line interface can be insecure.", "1"]
        return B(lines, "positional", [pwd], [dbh], ["[Pipeline] sh", "Using a password on the command line interface can be insecure."])

    def sshpass():
        ip = ip_priv()
        pwd = pw("random", "_.-#%")
        lines = ["[Pipeline] withCredentials", "Masking supported pattern matches of $DEPLOY_KEY",
                 f"+ sshpass -p '{pwd}' ssh -o StrictHostKeyChecking=no deploy@{ip} 'sudo systemctl restart orders'"]
        return B(lines, "positional", [pwd], [ip], ["Masking supported pattern matches of $DEPLOY_KEY", "StrictHostKeyChecking=no", "systemctl restart orders"])

    def htpasswd():
        pwd = pw_safe()
        txt = f"+ htpasswd -b -c /etc/nginx/.htpasswd metrics {pwd}"
        return L(txt, "positional", [pwd], [], ["htpasswd -b -c", "/etc/nginx/.htpasswd"])

    def docker_login_p():
        tok = "dckr_pat_" + rs(27, B64URL)
        lines = [f"+ docker login -u acmeci -p {tok}",
                 "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
                 "Login Succeeded", "Finished: SUCCESS"]
        return B(lines, "positional", [tok], [], ["Using --password via the CLI is insecure", "Finished: SUCCESS"])

    return [mysql_cmd, sshpass, htpasswd, docker_login_p, mysql_cmd]


@source("Terraform TF_LOG=DEBUG output / plan output", "https://developer.hashicorp.com/terraform/internals/debugging")
def src_terraform():
    def sigv4():
        t = T()
        ak = aws_akid()
        sig = rhex(64)
        d = t.strftime("%Y%m%d")
        txt = (f'{iso(t, 3)} [DEBUG] provider.terraform-provider-aws_v5.76.0_x5: HTTP Request Sent: tf_aws.sdk=aws-sdk-go-v2 tf_aws.signing_region="" '
               f'http.method=POST http.url=https://sts.eu-central-1.amazonaws.com/ rpc.method=GetCallerIdentity '
               f'http.request.header.authorization="AWS4-HMAC-SHA256 Credential={ak}/{d}/eu-central-1/sts/aws4_request, SignedHeaders=amz-sdk-invocation-id;content-type;host;x-amz-date, Signature={sig}" '
               f'tf_req_id={ruuid()} @module=aws')
        rid = txt.split("tf_req_id=")[1].split(" ")[0]
        return L(txt, "mixed", [ak, sig], [], ["terraform-provider-aws_v5.76.0_x5", "GetCallerIdentity", rid, "[DEBUG]"])

    def sec_token():
        t = T()
        tok = aws_session()
        txt = f'{iso(t, 3)} [DEBUG] provider.terraform-provider-aws_v5.76.0_x5: HTTP Request Sent: http.request.header.x_amz_security_token="{tok}" rpc.service=S3 rpc.method=ListBuckets @module=aws'
        return L(txt, "key_unusual", [tok], [], ["rpc.method=ListBuckets", "rpc.service=S3", "[DEBUG]"])

    def plan():
        pwd = pw_safe()
        srv = f"sql-{pick(ENVS)}-{R.randint(1, 9):02d}"
        lines = ['  # azurerm_mssql_database.billing will be created',
                 '  + resource "azurerm_mssql_database" "billing" {',
                 '      + administrator_login_password = (sensitive value)',
                 f'      + connection_string            = "Server=tcp:{srv}.database.windows.net,1433;Initial Catalog=billing;User ID=billing_admin;Password={pwd};Encrypt=True;"',
                 '      + sku_name                     = "S1"',
                 '    }',
                 'Plan: 1 to add, 0 to change, 0 to destroy.']
        return B(lines, "positional", [pwd], [srv + ".database.windows.net"], ["(sensitive value)", "Plan: 1 to add, 0 to change, 0 to destroy.", '"S1"'])

    return [sigv4, sec_token, plan, plan]


@source("Ansible ansible-playbook output (default callback, -v)", "https://docs.ansible.com/ansible/latest/collections/ansible/builtin/default_callback.html")
def src_ansible():
    def ok_host():
        h = host()
        lines = ["TASK [common : ensure chrony is running] ***************************************", f"ok: [{h}]"]
        return B(lines, "infra", [], [h], ["TASK [common : ensure chrony is running]", "ok: ["])

    def fatal_cmd():
        h = host("db")
        pwd = pw_safe()
        d = {"changed": True, "cmd": f"mysql -uroot -p'{pwd}' -e \"CREATE DATABASE IF NOT EXISTS shop\"", "rc": 1,
             "stderr": "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/run/mysqld/mysqld.sock' (2)"}
        txt = f'fatal: [{h}]: FAILED! => {jds(d)}'
        return L(txt, "positional", [pwd], [h], ["FAILED!", "ERROR 2002 (HY000)", "/run/mysqld/mysqld.sock", '"rc": 1'])

    def item_repr():
        ip = ip_priv()
        pwd = pw()
        txt = f"changed: [{ip}] => (item={{'name': 'app_rw', 'password': '{pwd}', 'priv': 'shop.*:ALL'}})"
        return L(txt, "encoded", [pwd], [ip], ["changed:", "'priv': 'shop.*:ALL'", "=> (item="])

    def recap():
        h1, h2 = host("web"), host("db")
        lines = ["PLAY RECAP *********************************************************************",
                 f"{h1:<26}: ok=12   changed=3    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0",
                 f"{h2:<26}: ok=7    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0"]
        return B(lines, "infra", [], [h1, h2], ["PLAY RECAP", "unreachable=1", "ok=12"])

    def shadow_diff():
        h = host()
        hh = pick([h_sha512crypt(), h_yescrypt(), h_sha512crypt_rounds()])
        lines = [f"TASK [users : set password for deploy] *****************************************",
                 f"--- before: /etc/shadow",
                 f"+++ after: /etc/shadow",
                 f"@@ -21 +21 @@",
                 f"-deploy:!:20041:0:99999:7:::",
                 f"+deploy:{hh}:20422:0:99999:7:::",
                 f"changed: [{h}]"]
        return B(lines, "hashes", [hh], [h], ["/etc/shadow", "@@ -21 +21 @@", "0:99999:7:::"])

    return [ok_host, fatal_cmd, item_repr, recap, shadow_diff, shadow_diff, item_repr]


@source("Shell command lines: bash history / `ps auxww` / bash xtrace", "https://www.gnu.org/software/bash/manual/bash.html#The-Set-Builtin")
def src_cli():
    def hist():
        pwd = pw_safe()
        h = fqdn(pick(["pg", "mysql", "redis", "mongo", "ldap"]))
        ip = ip_priv()
        u = pick(FIRST)
        opts = [
            (f"mysql -h {h} -u root -p{pwd} shop < /tmp/patch.sql", [pwd], [h]),
            (f"PGPASSWORD={pwd} psql -h {h} -U report -d analytics -c '\\dt'", [pwd], [h]),
            (f"curl -u {u}:{pwd} https://{h}/api/v1/health", [pwd], [h]),
            (f"docker login -u {u} -p {pwd} {h}", [pwd], [h]),
            (f"sshpass -p {pwd} ssh -p 2222 {u}@{ip}", [pwd], [ip]),
            (f"htpasswd -b /etc/apache2/.htpasswd {u} {pwd}", [pwd], []),
            (f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pwd}", [pwd], []),
            (f"keytool -importkeystore -srckeystore old.jks -srcstorepass {pwd} -destkeystore new.p12 -deststoretype PKCS12", [pwd], []),
            (f"smbclient //{h}/finance -U CORP/{u}%{pwd} -c 'ls'", [pwd], [h]),
            (f"sqlcmd -S {h},1433 -U sa -P {pwd} -Q \"SELECT @@VERSION\"", [pwd], [h]),
            (f"ldapsearch -H ldaps://{h} -D \"cn=admin,dc=corp,dc=lan\" -w {pwd} -b \"ou=people,dc=corp,dc=lan\"", [pwd], [h]),
            (f"redis-cli -h {h} -p 6380 -a {pwd} --no-auth-warning INFO replication", [pwd], [h]),
            (f"mysqldump --host={h} --user=backup --password={pwd} --single-transaction shop > shop.sql", [pwd], [h]),
            (f"wget --user={u} --password={pwd} https://{h}/exports/latest.tar.gz", [pwd], [h]),
            (f"ipmitool -I lanplus -H {ip} -U ADMIN -P {pwd} chassis power status", [pwd], [ip]),
            (f"mosquitto_pub -h {h} -u sensor-gw -P {pwd} -t plant/line3/temp -m 21.4", [pwd], [h]),
            (f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A {pwd} -x AES -X {pwd[::-1]} {ip} 1.3.6.1.2.1.1", [pwd, pwd[::-1]], [ip]),
            (f"kubectl create secret generic app-db --from-literal=username=app --from-literal=password={pwd} -n orders", [pwd], []),
            (f"export MYSQL_PWD={pwd}; mysql -h {h} -u etl", [pwd], [h]),
            (f"net use \\\\{h}\\share /user:CORP\\{u} {pwd}", [pwd], [h]),
        ]
        cmd, s, p = pick(opts)
        if len(set(s)) != len(s):
            s = s[:1]
        n, t = R.randint(100, 2000), T()
        txt = f"  {n}  {sp(t, 0)} {cmd}"  # HISTTIMEFORMAT="%F %T "
        return L(txt, "positional", s, p, [sp(t, 0), cmd.split(" ")[0]])

    def ps():
        p, h = pid(), fqdn("db")
        pwd = pw_safe()
        t = T()
        txt = (f"etl       {p}  2.1  1.4 1288340 231044 ?      Sl   {t.strftime('%H:%M')}   0:41 /usr/bin/python3 /opt/etl/run.py --source-db {h} "
               f"--db-user etl --db-password={pwd} --batch 5000")
        return L(txt, "positional", [pwd], [p, h], ["/opt/etl/run.py", "--batch 5000", "Sl"])

    def xtrace_git():
        tok = pick([lambda: "ghp_" + rs(36), lambda: "glpat-" + rs(20, ALNUM + "_-"), lambda: "github_pat_" + rs(22) + "_" + rs(59)])()
        u = pick(FIRST)
        txt = f"+ git clone https://{u}:{tok}@{pick(['github.com', 'gitlab.com'])}/{pick(['acme', 'helios'])}/infra-live.git"
        return L(txt, "positional", [tok], [], ["+ git clone", "infra-live.git"])

    def az_login():
        appid, tenant = ruuid(), ruuid()
        sec = rs(3, ALNUM) + R.choice(DG) + "Q~" + rs(34, ALNUM + "_~.-")
        txt = f"+ az login --service-principal -u {appid} -p {sec} --tenant {tenant} --output none"
        return L(txt, "positional", [sec], [], [appid, tenant, "--service-principal", "--output none"])

    return [hist, hist, hist, hist, hist, hist, hist, hist, ps, xtrace_git, az_login, hist, hist]


@source("Windows process-creation command line (Sysmon Event ID 1 / Security 4688 / PowerShell 4104)", "https://learn.microsoft.com/en-us/sysinternals/downloads/sysmon#event-id-1-process-creation")
def src_windows():
    def sysmon():
        t = T()
        h = pick(["WKS-", "SRV-", "LT-"]) + rs(6, UP + DG)
        pwd = pw_safe()
        g = "{" + ruuid().upper() + "}"
        lines = ["Process Create:", "RuleName: -", f"UtcTime: {sp(t, 3, '.')}", f"ProcessGuid: {g}", f"ProcessId: {pid()}",
                 "Image: C:\\Program Files\\Microsoft SQL Server\\Client SDK\\ODBC\\170\\Tools\\Binn\\SQLCMD.EXE",
                 f"CommandLine: sqlcmd -S {h}\\SQLEXPRESS -U sa -P {pwd} -i C:\\ops\\reindex.sql",
                 f"User: CORP\\svc-sqlops", f"Hashes: SHA256={rHEX(64)}"]
        procid = lines[4].split(": ")[1]
        sha = lines[-1].split("=")[1]
        return B(lines, "positional", [pwd], [h, procid], [g, sha, "Process Create:", "SQLCMD.EXE"])

    def netuse_4688():
        t = T()
        pwd = pw_safe()
        fs = "fs" + rd(2) + "." + pick(DOMAINS)
        txt = (f"{t.strftime('%m/%d/%Y %I:%M:%S %p')} Microsoft-Windows-Security-Auditing 4688 Process Creation: New Process Name: C:\\Windows\\System32\\net.exe "
               f"Process Command Line: net use \\\\{fs}\\finance /user:CORP\\{pick(FIRST)} {pwd} /persistent:no")
        return L(txt, "positional", [pwd], [fs], ["4688", "C:\\Windows\\System32\\net.exe", "/persistent:no"])

    def ps4104():
        pwd = pw("random", "!#%*-_.@")
        bid = ruuid()
        txt = (f"Creating Scriptblock text (1 of 1): $sec = ConvertTo-SecureString '{pwd}' -AsPlainText -Force; "
               f"$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc-backup', $sec) ScriptBlock ID: {bid}")
        return L(txt, "positional", [pwd], [], [bid, "ConvertTo-SecureString", "-AsPlainText -Force"])

    return [sysmon, netuse_4688, ps4104, ps4104]


# ============================================================================
# SOURCES -- Python
# ============================================================================
@source("Python logging default / basicConfig format", "https://docs.python.org/3/library/logging.html#logrecord-attributes")
def src_py_logging():
    def root_dict():
        pwd, otp = pw(), rd(6)
        u = username()
        txt = f"WARNING:root:retrying login for {{'username': '{u}', 'password': '{pwd}', 'otp': '{otp}', 'attempt': 2}}"
        return L(txt, "encoded", [pwd, otp], [], ["WARNING:root:retrying login", "'attempt': 2"])

    def basic_card():
        t = T()
        c = card()
        txt = f"{sp(t)} - app.payments - ERROR - charge declined card={c} exp=09/27 reason=do_not_honor code=05"
        return L(txt, "pii_locale", [], [c], [sp(t), "app.payments", "reason=do_not_honor", "ERROR"])

    def bytes_repr():
        t = T()
        tok = rs(48)
        txt = f"{sp(t)} DEBUG app.ws recv b'{{\"type\":\"auth\",\"token\":\"{tok}\",\"client\":\"ios/4.12.1\"}}\\r\\n'"
        return L(txt, "encoded", [tok], [], [sp(t), "app.ws", "ios/4.12.1", "DEBUG"])

    def invalid_secret():
        t = T()
        cid = "svc-" + pick(["reporting", "billing", "export"])
        sec = rs(32)
        txt = f"{sp(t)} - oauth.server - WARNING - invalid secret for client_id={cid}; presented secret {sec!r} does not match (token expired=False)"
        return L(txt, "mixed", [sec], [], [sp(t), "invalid secret", "token expired=False", "oauth.server"])

    def pii_aadhaar():
        t = T()
        a = aadhaar(R.random() < 0.5)
        ph = in_mobile(R.random() < 0.5)
        txt = f"{sp(t)} - kyc.ekyc - INFO - e-KYC request accepted aadhaar={a} mobile={ph} txn={ruuid()}"
        txn = txt.split("txn=")[1]
        return L(txt, "pii_locale", [], [a, ph], [sp(t), txn, "e-KYC request accepted", "kyc.ekyc"])

    def vendor_prose():
        t = T()
        name, tok = vendor()
        txt = f"{sp(t)} - deploy.publish - INFO - uploading build artifacts with {tok} (attempt 1 of 3)"
        return L(txt, "no_key", [tok], [], [sp(t), "deploy.publish", "attempt 1 of 3"])

    return [root_dict, basic_card, bytes_repr, invalid_secret, pii_aadhaar, vendor_prose, vendor_prose, vendor_prose, root_dict, pii_aadhaar]


@source("Python traceback (SQLAlchemy / psycopg)", "https://docs.python.org/3/library/traceback.html")
def src_py_traceback():
    def sqla():
        ip = ip_priv()
        pwd = pw_safe()
        lines = ["Traceback (most recent call last):",
                 '  File "/srv/app/db.py", line 42, in connect',
                 f'    engine = create_engine("postgresql+psycopg2://orders_app:{pwd}@{ip}:5432/orders", pool_pre_ping=True)',
                 '  File "/srv/venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 146, in __init__',
                 "    self._dbapi_connection = engine.raw_connection()",
                 f'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "{ip}", port 5432 failed: FATAL:  password authentication failed for user "orders_app"',
                 "(Background on this error at: https://sqlalche.me/e/20/e3q8)"]
        return B(lines, "positional", [pwd], [ip], ['File "/srv/app/db.py", line 42, in connect', "sqlalchemy.exc.OperationalError", "https://sqlalche.me/e/20/e3q8"], dup=[ip])

    def redis_url():
        h = fqdn("redis")
        pwd = pw_safe()
        lines = ["Traceback (most recent call last):",
                 '  File "/app/worker/tasks.py", line 18, in <module>',
                 f"    r = redis.from_url('rediss://:{pwd}@{h}:6380/2')",
                 "redis.exceptions.ConnectionError: Error 111 connecting to " + h + ":6380. Connection refused."]
        return B(lines, "positional", [pwd], [h], ['File "/app/worker/tasks.py", line 18', "redis.exceptions.ConnectionError", "Error 111"], dup=[h])

    return [sqla, redis_url, sqla]


@source("structlog renderers (ConsoleRenderer / JSONRenderer / KeyValueRenderer)", "https://www.structlog.org/en/stable/api.html#structlog.dev.ConsoleRenderer")
def src_structlog():
    def console():
        t = T()
        tok, ip = rs(43, B64URL), ip_pub()
        txt = f"{sp(t, 0)} [info     ] login succeeded                user_id={R.randint(100, 99999)} session_token={tok} ip={ip}"
        return L(txt, "mixed", [tok], [ip], [sp(t, 0), "[info     ]", "login succeeded"])

    def json_sig():
        t = T()
        sig = rhex(64)
        d = {"event": "webhook received", "delivery": ruuid(), "headers": {"x-hub-signature-256": "sha256=" + sig, "x-github-event": "push"}, "level": "info", "timestamp": iso(t, 6)}
        return L(jds(d), "key_unusual", [sig], [], [d["delivery"], "webhook received", "x-github-event"])

    def kv():
        t = T()
        rt = rs(64, B64URL)
        txt = f"event='token refreshed' refresh_token='{rt}' expires_in=3600 tokens_used=1500 logger='auth.client' level='debug' timestamp='{iso(t)}'"
        return L(txt, "mixed", [rt], [], ["token refreshed", "expires_in=3600", "tokens_used=1500", iso(t)])

    def pii_dni():
        t = T()
        doc, ph = pick([dni(), nie()]), pick([fr_mobile(), de_mobile(), uk_mobile()])
        txt = f"{sp(t, 0)} [warning  ] identity check failed          document={doc} phone='{ph}' reason=expired_document"
        return L(txt, "pii_locale", [], [doc, ph], [sp(t, 0), "[warning  ]", "reason=expired_document"])

    return [console, json_sig, kv, pii_dni, json_sig, pii_dni]


@source("loguru default format", "https://loguru.readthedocs.io/en/stable/api/logger.html#record")
def src_loguru():
    def otp():
        t = T()
        ph, code = cn_mobile(R.random() < 0.5), rd(6)
        txt = f"{sp(t, 3, '.')} | INFO     | app.auth:send_otp:42 - OTP sent to {ph} code={code}"
        return L(txt, "pii_locale", [code], [ph], [sp(t, 3, "."), "app.auth:send_otp:42", "| INFO     |"])

    def mfa_seed():
        t = T()
        seed = rs(32, B32)
        txt = f"{sp(t, 3, '.')} | DEBUG    | app.mfa:enroll:88 - generated mfa_seed={seed} for user 4412 (issuer=HeliosPay)"
        return L(txt, "key_unusual", [seed], [], [sp(t, 3, "."), "app.mfa:enroll:88", "issuer=HeliosPay"])

    def recovery():
        t = T()
        codes = [f"{rs(5, LOALNUM)}-{rs(5, LOALNUM)}" for _ in range(4)]
        txt = f"{sp(t, 3, '.')} | SUCCESS  | app.mfa:recovery:19 - recovery_codes={codes}"
        return L(txt, "key_unusual", codes, [], [sp(t, 3, "."), "app.mfa:recovery:19", "| SUCCESS  |"])

    def no_key():
        t = T()
        tok = rand_token()
        txt = f"{sp(t, 3, '.')} | WARNING  | cache.sessions:evict:131 - evicting stale entry {tok} (idle 3600s)"
        return L(txt, "no_key", [tok], [], [sp(t, 3, "."), "cache.sessions:evict:131", "(idle 3600s)"])

    return [otp, mfa_seed, recovery, no_key, otp, no_key]


@source("urllib3 / http.client debug output (requests)", "https://docs.python.org/3/library/http.client.html#http.client.HTTPConnection.set_debuglevel")
def src_http_debug():
    def pool():
        h = "api." + pick(CORPDOM)
        k = rs(40)
        since = iso(T(), 0)
        txt = f'DEBUG:urllib3.connectionpool:https://{h}:443 "GET /v3/orders?api_key={k}&since={q(since)} HTTP/1.1" 200 4521'
        return L(txt, "mixed", [k], [], ["DEBUG:urllib3.connectionpool", "/v3/orders", "HTTP/1.1", "4521"])

    def send_basic():
        cid, sec = rs(24, LOALNUM), rs(40, B64URL)
        bb = b64s(f"{cid}:{sec}")
        cs = rs(32)
        txt = (f"send: b'POST /oauth/token HTTP/1.1\\r\\nHost: auth.{pick(CORPDOM)}\\r\\nUser-Agent: python-requests/2.32.3\\r\\nAuthorization: Basic {bb}\\r\\n"
               f"Content-Type: application/x-www-form-urlencoded\\r\\nContent-Length: 97\\r\\n\\r\\ngrant_type=client_credentials&scope=read+write&client_secret={cs}'")
        return L(txt, "encoded", [bb, cs], [], ["POST /oauth/token HTTP/1.1", "python-requests/2.32.3", "grant_type=client_credentials"])

    def header_cookie():
        sid = rs(32, LOALNUM)
        txt = f"header: Set-Cookie: sessionid={sid}; expires={T().strftime('%a, %d %b %Y %H:%M:%S GMT')}; HttpOnly; Max-Age=1209600; Path=/; SameSite=Lax"
        return L(txt, "hashes", [sid], [], ["header: Set-Cookie:", "Max-Age=1209600", "SameSite=Lax"])

    def reply():
        em, pwd = email(), pw()
        body_ = json.dumps({"email": em, "password": pwd}, ensure_ascii=True)
        lines = [f"send: b'POST /api/v1/session HTTP/1.1\\r\\nHost: {pick(APPHOSTS)}\\r\\nContent-Type: application/json\\r\\nContent-Length: {len(body_)}\\r\\n\\r\\n'",
                 f"send: b'{body_}'",
                 "reply: 'HTTP/1.1 401 Unauthorized\\r\\n'",
                 "header: WWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\""]
        em_j = json.dumps(em, ensure_ascii=True)[1:-1]
        return B(lines, "encoded", [pwd], [em_j], ["POST /api/v1/session HTTP/1.1", "reply: 'HTTP/1.1 401 Unauthorized", 'error="invalid_token"'])

    return [pool, send_basic, header_cookie, reply, send_basic]


@source("Django runserver / django.request / django.db.backends logging", "https://docs.djangoproject.com/en/5.1/ref/logging/")
def src_django():
    def reset():
        t = T()
        uid = R.randint(100, 99999)
        uidb64 = base64.urlsafe_b64encode(str(uid).encode()).decode().rstrip("=")
        tok = f"{rs(6, LOALNUM)}-{rhex(32)}"
        txt = f'[{t.strftime("%d/%b/%Y %H:%M:%S")}] "GET /accounts/reset/{uidb64}/{tok}/ HTTP/1.1" 302 0'
        return L(txt, "no_key", [tok], [], [t.strftime("%d/%b/%Y %H:%M:%S"), "/accounts/reset/" + uidb64 + "/", "302"])

    def sql_hash():
        h = pick([h_django(), h_django_argon()])
        uid = R.randint(100, 99999)
        txt = f'(0.002) UPDATE "auth_user" SET "password" = \'{h}\' WHERE "auth_user"."id" = {uid}; args=(\'{h}\', {uid}); alias=default'
        return L(txt, "hashes", [h], [], ['UPDATE "auth_user"', "alias=default", "(0.002)"], dup=[h])

    def disallowed():
        ip = ip_priv()
        txt = f"Invalid HTTP_HOST header: '{ip}:8000'. You may need to add '{ip}' to ALLOWED_HOSTS."
        return L(txt, "infra", [], [ip], ["Invalid HTTP_HOST header", "ALLOWED_HOSTS"], dup=[ip])

    def meta_repr():
        tok, csrf, sid = jwt(), rs(32), rs(32, LOALNUM)
        ip = ip_pub()
        txt = (f"Internal Server Error: /api/v1/orders/ META={{'HTTP_AUTHORIZATION': 'Bearer {tok}', 'HTTP_COOKIE': 'csrftoken={csrf}; sessionid={sid}', "
               f"'REMOTE_ADDR': '{ip}', 'REQUEST_METHOD': 'POST', 'SERVER_PROTOCOL': 'HTTP/1.1'}}")
        return L(txt, "encoded", [tok, csrf, sid], [ip], ["Internal Server Error: /api/v1/orders/", "'REQUEST_METHOD': 'POST'"])

    def sql_pii():
        em, bsn_ = email(), bsn()
        txt = f'(0.001) SELECT "crm_customer"."id", "crm_customer"."email" FROM "crm_customer" WHERE ("crm_customer"."bsn" = \'{bsn_}\' OR "crm_customer"."email" = \'{em}\') LIMIT 21; args=(\'{bsn_}\', \'{em}\'); alias=default'
        return L(txt, "pii_locale", [], [bsn_, em], ['"crm_customer"', "LIMIT 21", "alias=default"], dup=[bsn_, em])

    return [reset, sql_hash, disallowed, meta_repr, sql_pii, sql_hash, reset]


@source("Gunicorn error log / access log (default access_log_format)", "https://docs.gunicorn.org/en/stable/settings.html#access-log-format")
def src_gunicorn():
    def boot():
        t, p1, p2 = T(), pid(), pid()
        txt = f"[{t.strftime('%Y-%m-%d %H:%M:%S')} +0000] [{p1}] [INFO] Booting worker with pid: {p2}"
        return L(txt, "infra", [], [p1, p2], [t.strftime("%Y-%m-%d %H:%M:%S") + " +0000", "[INFO]", "Booting worker with pid:"])

    def access():
        t, ip = T(), ip_priv()
        otp, sess = rd(6), rs(32, LOALNUM)
        txt = f'{ip} - - [{clf(t)}] "GET /api/v1/verify?otp={otp}&session={sess} HTTP/1.1" 200 57 "-" "okhttp/4.12.0"'
        return L(txt, "key_unusual", [otp, sess], [ip], [clf(t), "/api/v1/verify", "okhttp/4.12.0"])

    def timeout():
        t, p = T(), pid()
        txt = f"[{t.strftime('%Y-%m-%d %H:%M:%S')} +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:{p})"
        return L(txt, "infra", [], [p], ["[CRITICAL]", "WORKER TIMEOUT"])

    return [boot, access, timeout, access]


@source("Uvicorn access log / Werkzeug dev server log", "https://www.uvicorn.org/settings/#logging")
def src_uvicorn():
    def uv():
        ip = ip_pub()
        tok = b64url(32)
        txt = f'INFO:     {ip}:{port()} - "GET /auth/magic?token={tok} HTTP/1.1" 307 Temporary Redirect'
        return L(txt, "mixed", [tok], [ip], ["INFO:", "/auth/magic", "307 Temporary Redirect"])

    def werk():
        t = T()
        otp = rd(R.choice([6, 8]))
        txt = f'127.0.0.1 - - [{t.strftime("%d/%b/%Y %H:%M:%S")}] "GET /verify?otp={otp}&channel=email HTTP/1.1" 200 -'
        return L(txt, "key_unusual", [otp], [], [t.strftime("%d/%b/%Y %H:%M:%S"), "/verify", "channel=email"])

    return [uv, werk, werk]


@source("Celery worker log format", "https://docs.celeryq.dev/en/stable/userguide/configuration.html#worker-log-format")
def src_celery():
    def ok():
        t = T()
        tid = ruuid()
        ph, code = phone(True), rd(6)
        txt = f"[{sp(t)}: INFO/ForkPoolWorker-3] Task mailer.send_otp[{tid}] succeeded in 0.{R.randint(100, 999)}s: {{'to': '{ph}', 'code': '{code}', 'provider': 'twilio'}}"
        return L(txt, "pii_locale", [code], [ph], [tid, "mailer.send_otp", "INFO/ForkPoolWorker-3"])

    def recv():
        t = T()
        tid = ruuid()
        broker = f"amqp://celery:{pw_safe()}@{fqdn('mq')}:5672//"
        pwd = broker.split(":")[2].split("@")[0]
        h = broker.split("@")[1].split(":")[0]
        txt = f"[{sp(t)}: ERROR/MainProcess] consumer: Cannot connect to {broker}: [Errno 111] Connection refused."
        return L(txt, "positional", [pwd], [h], ["ERROR/MainProcess", "[Errno 111] Connection refused."])

    return [ok, recv, ok]


# ============================================================================
# SOURCES -- Java
# ============================================================================
@source("log4j2 PatternLayout (%d [%t] %-5level %logger{36} - %msg%n) with Map.toString / toString()", "https://logging.apache.org/log4j/2.x/manual/pattern-layout.html")
def src_log4j_pattern():
    def ts(t):
        return sp(t, 3, ".")

    def map_tostring():
        t = T()
        pwd = pw()
        u = username()
        txt = f"{ts(t)} [http-nio-8080-exec-{R.randint(1, 40)}] INFO  c.h.p.auth.LoginController - login attempt {{username={u}, password={pwd}, rememberMe=true, ip={ip_pub()}}}"
        ip = txt.split("ip=")[1].rstrip("}")
        return L(txt, "encoded", [pwd], [ip], [ts(t), "c.h.p.auth.LoginController", "rememberMe=true"])

    def lombok():
        t = T()
        em = email()
        h = h_bcrypt(pick(["2a", "2b", "2y"]), pick([10, 12]))
        txt = f"{ts(t)} [main] DEBUG c.h.p.user.UserService - loaded UserEntity(id={R.randint(100, 99999)}, email={em}, passwordHash={h}, roles=[USER], locked=false)"
        return L(txt, "hashes", [h], [em], [ts(t), "c.h.p.user.UserService", "roles=[USER]", "locked=false"])

    def record():
        t = T()
        pwd, totp = pw(), rd(6)
        txt = f"{ts(t)} [grpc-default-executor-2] WARN  c.h.p.sso.MfaService - rejected LoginRequest[username=svc-batch, password={pwd}, totp={totp}, clientIp=10.0.0.1]"
        return L(txt, "encoded", [pwd, totp], [], [ts(t), "c.h.p.sso.MfaService", "LoginRequest[", "grpc-default-executor-2"])

    def iban_map():
        t = T()
        ib = iban()
        nm = fullname()
        txt = f"{ts(t)} [sepa-batch-1] INFO  c.h.p.sepa.MandateWriter - mandate created {{debtorName={nm}, debtorIban={ib}, mandateId=MNDT-{rd(8)}, sequenceType=FRST}}"
        return L(txt, "pii_locale", [], [ib, nm], [ts(t), "c.h.p.sepa.MandateWriter", "sequenceType=FRST"])

    def cf():
        t = T()
        c = codice_fiscale()
        txt = f"{ts(t)} [kafka-consumer-7] INFO  i.v.polizze.AnagraficaSync - aggiornato cliente codiceFiscale={c} esito=OK"
        return L(txt, "pii_locale", [], [c], [ts(t), "i.v.polizze.AnagraficaSync", "esito=OK"])

    return [map_tostring, lombok, record, iban_map, cf, map_tostring, lombok]


@source("log4j2 JsonTemplateLayout (EcsLayout.json)", "https://logging.apache.org/log4j/2.x/manual/json-template-layout.html")
def src_log4j_json():
    def nested():
        t = T()
        rt = rs(R.choice([43, 64]), B64URL)
        inner = json.dumps({"error": "invalid_grant", "error_description": "Token is not active", "refresh_token": rt})
        d = {"@timestamp": iso(t), "ecs.version": "1.2.0", "log.level": "ERROR", "message": f"Upstream call failed: {inner}",
             "process.thread.name": "reactor-http-epoll-3", "log.logger": "com.helios.gateway.TokenRelayFilter",
             "error.type": "java.net.SocketTimeoutException", "error.message": "Read timed out", "trace.id": trace_id(), "span.id": span_id()}
        return L(jd(d), "encoded", [rt], [], [d["trace.id"], d["span.id"], "java.net.SocketTimeoutException", "invalid_grant", "Token is not active"])

    def host_fields():
        t = T()
        h = fqdn("app")
        ip = ip_priv()
        d = {"@timestamp": iso(t), "ecs.version": "1.2.0", "log.level": "INFO", "message": "Started OrdersApplication in 9.812 seconds",
             "process.thread.name": "main", "log.logger": "com.helios.orders.OrdersApplication", "host.name": h, "host.ip": ip, "process.pid": int(pid())}
        return L(jd(d), "infra", [], [h, ip, str(d["process.pid"])], ["9.812 seconds", "com.helios.orders.OrdersApplication", '"log.level":"INFO"'])

    return [nested, host_fields, nested]


@source("Java exception stack trace (JDBC / PostgreSQL / Oracle / SQL Server drivers)", "https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/lang/Throwable.html#printStackTrace()")
def src_java_stack():
    def hikari():
        h = fqdn("pg")
        pwd = pw_safe()
        lines = [f"com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to initialize pool: FATAL: password authentication failed for user \"orders_app\"",
                 "\tat com.zaxxer.hikari.pool.HikariPool.throwPoolInitializationException(HikariPool.java:606)",
                 "\tat com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:118)",
                 f"Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"orders_app\" (jdbcUrl=jdbc:postgresql://{h}:5432/orders?user=orders_app&password={pwd}&sslmode=require)",
                 "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                 "\t... 42 common frames omitted"]
        return B(lines, "positional", [pwd], [h], ["org.postgresql.util.PSQLException", "HikariPool.java:606", "ConnectionFactoryImpl.java:693", "... 42 common frames omitted"])

    def oracle():
        h = fqdn("ora")
        pwd = pw_safe()
        lines = [f"java.sql.SQLException: ORA-01017: invalid username/password; logon denied (url=jdbc:oracle:thin:scott/{pwd}@//{h}:1521/ORCLPDB1)",
                 "\tat oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:709)",
                 "\tat oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:1035)"]
        return B(lines, "positional", [pwd], [h], ["ORA-01017", "java.sql.SQLException", "T4CTTIoer11.java:709"])

    def mssql():
        h = host("sql")
        pwd = pw_safe()
        lines = [f"com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'sa'. ClientConnectionId:{ruuid()}",
                 f"\tat com.microsoft.sqlserver.jdbc.SQLServerConnection.connect(SQLServerConnection.java:3421) [connectionUrl=jdbc:sqlserver://{h}:1433;databaseName=billing;user=sa;password={pwd};encrypt=true]"]
        cc = lines[0].split("ClientConnectionId:")[1]
        return B(lines, "positional", [pwd], [h], [cc, "SQLServerException", "SQLServerConnection.java:3421"])

    def timeout():
        ip = ip_priv()
        lines = [f"java.net.SocketTimeoutException: Connect timed out (host={ip}, port=9200)",
                 "\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:546)",
                 "\tat org.apache.http.impl.nio.client.CloseableHttpAsyncClient.execute(CloseableHttpAsyncClient.java:75)"]
        return B(lines, "infra", [], [ip], ["java.net.SocketTimeoutException", "NioSocketImpl.java:546", "port=9200"])

    return [hikari, oracle, mssql, timeout, hikari]


@source("Spring Boot default console log (Logback)", "https://docs.spring.io/spring-boot/reference/features/logging.html#features.logging.log-format")
def src_spring():
    def line(t, lvl, p, thread, logger, msg, app="orders"):
        return f"{iso(t)}  {lvl:>5} {p} --- [{app}] [{thread:>15}] {logger:<40} : {msg}"

    def payload_card():
        t, p, ip = T(), pid(), ip_pub()
        c = card_fmt(card(), pick(["-", " ", ".", ""]))
        txt = line(t, "INFO", p, "nio-8080-exec-3", "c.h.p.web.RequestLoggingFilter", f'POST /api/v1/cards, client={ip}, payload={{"cardNumber":"{c}","holder":"{fullname()}"}}')
        nm = txt.split('"holder":"')[1].split('"')[0]
        return L(txt, "pii_locale", [], [p, ip, c, nm], [iso(t), "c.h.p.web.RequestLoggingFilter", "POST /api/v1/cards"])

    def hikari_url():
        t, p = T(), pid()
        h = host("mysql")
        pwd = pw_safe()
        txt = line(t, "DEBUG", p, "main", "com.zaxxer.hikari.HikariConfig", f"jdbcUrl.........................jdbc:mysql://shop:{pwd}@{h}:3306/shop?useSSL=true")
        return L(txt, "positional", [pwd], [p, h], [iso(t), "com.zaxxer.hikari.HikariConfig", "useSSL=true"])

    def security_ctx():
        t, p, ip = T(), pid(), ip_pub()
        sid = rHEX(32)
        txt = line(t, "DEBUG", p, "nio-8080-exec-9", "o.s.s.w.a.AnonymousAuthenticationFilter",
                   f"Set SecurityContextHolder to UsernamePasswordAuthenticationToken [Principal=anna.keller, Credentials=[PROTECTED], Authenticated=true, "
                   f"Details=WebAuthenticationDetails [RemoteIpAddress={ip}, SessionId={sid}], Granted Authorities=[ROLE_USER]]")
        return L(txt, "key_unusual", [sid], [p, ip], [iso(t), "Credentials=[PROTECTED]", "Granted Authorities=[ROLE_USER]"])

    def started():
        t, p = T(), pid()
        h = host("app")
        txt = line(t, "INFO", p, "main", "c.h.orders.OrdersApplication", f"Starting OrdersApplication v3.4.1 using Java 21.0.5 with PID {p} (/opt/app/app.jar started by app in /opt/app) on {h}")
        return L(txt, "infra", [], [p, h], [iso(t), "v3.4.1", "Java 21.0.5", "/opt/app/app.jar"], dup=[p])

    def kebab():
        t, p = T(), pid()
        pwd = pw_safe()
        txt = line(t, "WARN", p, "main", "o.s.b.c.c.ConfigDataEnvironment", f"Property 'spring.datasource.db-password' with value '{pwd}' is deprecated; use 'spring.datasource.password' (origin: class path resource [application-prod.yml] - 14:18)")
        return L(txt, "key_unusual", [pwd], [p], [iso(t), "o.s.b.c.c.ConfigDataEnvironment", "application-prod.yml"])

    return [payload_card, hikari_url, security_ctx, started, kebab, payload_card]


@source("java.util.logging SimpleFormatter (default two-line format)", "https://docs.oracle.com/en/java/javase/21/docs/api/java.logging/java/util/logging/SimpleFormatter.html")
def src_jul():
    def ts(t):
        return t.strftime("%b %d, %Y %I:%M:%S %p").replace(" 0", " ", 1)

    def ldap_bind():
        t = T()
        pwd = pw()
        h = fqdn("ldap")
        lines = [f"{ts(t)} com.acme.ldap.LdapAuthenticator bind",
                 f"SEVERE: LDAP bind failed for cn=svc-portal,ou=services,dc=corp,dc=lan with credentials '{pwd}' at ldaps://{h}:636 [LDAP: error code 49 - Invalid Credentials]"]
        return B(lines, "mixed", [pwd], [h], ["com.acme.ldap.LdapAuthenticator bind", "LDAP: error code 49 - Invalid Credentials", "SEVERE:"])

    def info():
        t = T()
        ip = ip_priv()
        lines = [f"{ts(t)} org.apache.catalina.core.StandardService startInternal", f"INFO: Starting service [Catalina] on {ip}"]
        return B(lines, "infra", [], [ip], ["org.apache.catalina.core.StandardService startInternal", "Starting service [Catalina]"])

    return [ldap_bind, info, ldap_bind]


@source("Keycloak event logging (jboss-logging listener; plain and JSON console)", "https://www.keycloak.org/docs/latest/server_admin/#event-listener")
def src_keycloak():
    def login_error():
        t = T()
        ip, em = ip_pub(), email("corp")
        txt = (f"{t.strftime('%H:%M:%S')},{t.microsecond // 1000:03d} WARN  [org.keycloak.events] (executor-thread-{R.randint(1, 99)}) type=LOGIN_ERROR, realmId={ruuid()}, "
               f"clientId=portal, userId=null, ipAddress={ip}, error=user_not_found, auth_method=openid-connect, auth_type=code, "
               f"redirect_uri=https://{pick(APPHOSTS)}/sso/callback, code_id={ruuid()}, username={em}")
        cid = txt.split("code_id=")[1].split(",")[0]
        return L(txt, "infra", [], [ip, em], [cid, "type=LOGIN_ERROR", "error=user_not_found", "org.keycloak.events"])

    def json_code_to_token():
        t = T()
        ip = ip_priv()
        msg = (f'type="CODE_TO_TOKEN_ERROR", realmId="{ruuid()}", realmName="customers", clientId="mobile-app", userId="null", ipAddress="{ip}", '
               f'error="invalid_client_credentials", grant_type="authorization_code", client_secret="{rs(32)}"')
        sec = msg.split('client_secret="')[1].rstrip('"')
        d = {"timestamp": iso(t, 9), "sequence": R.randint(1000, 99999), "loggerClassName": "org.jboss.logging.Logger", "loggerName": "org.keycloak.events",
             "level": "WARN", "message": msg, "threadName": "executor-thread-54", "threadId": R.randint(10, 400), "mdc": {}, "ndc": "",
             "hostName": f"keycloak-{R.randint(0, 2)}.keycloak-headless.identity.svc", "processName": "/opt/java/openjdk/bin/java", "processId": int(pid())}
        return L(jd(d), "encoded", [sec], [ip, d["hostName"], str(d["processId"])], ["CODE_TO_TOKEN_ERROR", "invalid_client_credentials", "org.keycloak.events"])

    def admin_rep():
        t = T()
        pwd, em = pw(), email()
        rep = json.dumps({"username": em.split("@")[0], "email": em, "enabled": True, "credentials": [{"type": "password", "value": pwd, "temporary": False}]}, separators=(",", ":"))
        txt = (f"{t.strftime('%H:%M:%S')},{t.microsecond // 1000:03d} DEBUG [org.keycloak.events] (executor-thread-3) operationType=CREATE, realmId={ruuid()}, "
               f"clientId={ruuid()}, userId={ruuid()}, ipAddress=10.0.0.1, resourceType=USER, resourcePath=users/{ruuid()}, representation={rep}")
        return L(txt, "mixed", [pwd], [em], ["operationType=CREATE", "resourceType=USER", '"temporary":false'])

    def keycloak_hash():
        t = T()
        val, salt = h_keycloak()
        txt = (f"{t.strftime('%H:%M:%S')},{t.microsecond // 1000:03d} DEBUG [org.keycloak.models.jpa.JpaUserCredentialStore] (executor-thread-7) persisted credential "
               f"type=password secretData={{\"value\":\"{val}\",\"salt\":\"{salt}\",\"additionalParameters\":{{}}}} credentialData={{\"hashIterations\":27500,\"algorithm\":\"pbkdf2-sha256\"}}")
        return L(txt, "hashes", [val, salt], [], ['"hashIterations":27500', "pbkdf2-sha256", "JpaUserCredentialStore"])

    return [login_error, json_code_to_token, admin_rep, keycloak_hash, login_error, keycloak_hash]


# ============================================================================
# SOURCES -- Go
# ============================================================================
@source("Go zap production JSON encoder / development console encoder", "https://pkg.go.dev/go.uber.org/zap#NewProductionConfig")
def src_zap():
    def dsn():
        t = T()
        ip = ip_priv()
        pwd = pw_safe()
        d = {"level": "error", "ts": round(epoch(t), 6), "caller": "db/pool.go:88", "msg": "failed to connect",
             "dsn": f"orders:{pwd}@tcp({ip}:3306)/orders?parseTime=true&tls=skip-verify",
             "error": f"dial tcp {ip}:3306: connect: connection refused", "stacktrace": "main.main\n\t/app/cmd/api/main.go:41\nruntime.main\n\t/usr/local/go/src/runtime/proc.go:272"}
        return L(jd(d), "positional", [pwd], [ip], ["db/pool.go:88", "connection refused", "parseTime=true", "/app/cmd/api/main.go:41"], dup=[ip])

    def dev_sid():
        t = T()
        sid, ip = rs(32), ip_pub()
        txt = f'{iso(t, 3, "+0000")}\tINFO\tauth/handler.go:57\tissued session\t{{"user": {R.randint(100, 99999)}, "sid": "{sid}", "ip": "{ip}"}}'
        return L(txt, "key_unusual", [sid], [ip], [iso(t, 3, "+0000"), "auth/handler.go:57", "issued session"])

    def struct_v():
        t = T()
        pwd, jws = pw_safe(), rs(48)
        h = host("redis")
        d = {"level": "info", "ts": round(epoch(t), 6), "caller": "config/load.go:112",
             "msg": f"config loaded: {{Addr::8080 RedisURL:redis://:{pwd}@{h}:6379/0 JWTSigningKey:{jws} LogLevel:info}}"}
        return L(jd(d), "encoded", [pwd, jws], [h], ["config/load.go:112", "Addr::8080", "LogLevel:info"])

    def prose_vendor():
        t = T()
        name, tok = vendor()
        d = {"level": "warn", "ts": round(epoch(t), 6), "caller": "notify/sender.go:203", "msg": f"retrying delivery with fallback credential {tok}", "attempt": 2, "backoff": "1.5s"}
        return L(jd(d), "no_key", [tok], [], ["notify/sender.go:203", '"attempt":2', '"backoff":"1.5s"'])

    return [dsn, dev_sid, struct_v, prose_vendor, prose_vendor, dsn]


@source("Go zerolog JSON output", "https://github.com/rs/zerolog#readme")
def src_zerolog():
    def hdr():
        t = T()
        k, ip = rs(40), ip_pub()
        d = {"level": "info", "service": "gateway", "remote_ip": ip, "method": "POST", "path": "/v1/ingest",
             "headers": {"X-Api-Key": [k], "Content-Type": ["application/json"]}, "status": 202, "latency_ms": round(R.uniform(1, 90), 2), "time": iso(t, 0), "message": "request"}
        return L(jd(d), "key_unusual", [k], [ip], ['"status":202', "/v1/ingest", '"service":"gateway"'])

    def pii():
        t = T()
        ph, em = jp_mobile(R.random() < 0.5), email()
        d = {"level": "info", "customer_phone": ph, "customer_email": em, "order_id": f"ORD-{rd(9)}", "time": iso(t, 0), "message": "order confirmed"}
        return L(jd(d), "pii_locale", [], [ph, em], [d["order_id"], "order confirmed"])

    def nokey():
        t = T()
        name, tok = vendor()
        d = {"level": "debug", "component": "secrets-sync", "time": iso(t, 0), "message": f"cached value {tok} for 15m"}
        return L(jd(d), "no_key", [tok], [], ['"component":"secrets-sync"', "for 15m"])

    return [hdr, pii, nokey, nokey]


@source("Go log/slog TextHandler and JSONHandler", "https://pkg.go.dev/log/slog#TextHandler")
def src_slog():
    def text_totp():
        t = T()
        sec = rs(32, B32)
        txt = f'time={iso(t, 3)} level=WARN source=/app/internal/auth/mfa.go:71 msg="mfa challenge failed" user_id={R.randint(100, 99999)} totp_secret={sec} drift=2'
        return L(txt, "key_unusual", [sec], [], [iso(t, 3), "/app/internal/auth/mfa.go:71", 'msg="mfa challenge failed"', "drift=2"])

    def json_dsn():
        t = T()
        pwd = pw_safe()
        h = fqdn("pg")
        d = {"time": iso(t, 9), "level": "INFO", "msg": "db connected", "dsn": f"host={h} port=5432 user=ledger password={pwd} dbname=ledger sslmode=verify-full", "pool_max": 20}
        return L(jd(d), "positional", [pwd], [h], ["db connected", '"pool_max":20', "sslmode=verify-full"])

    def text_url():
        t = T()
        k = rs(32)
        txt = f'time={iso(t, 3)} level=ERROR msg="upstream call" url="https://api.{pick(CORPDOM)}/v1/rates?sig={k}&ts={int(epoch(t))}" status=502 err="context deadline exceeded"'
        return L(txt, "key_unusual", [k], [], [iso(t, 3), "status=502", 'err="context deadline exceeded"'])

    def passphrase():
        t = T()
        pp = pw("pass")
        txt = f'time={iso(t, 3)} level=DEBUG msg="unlocking keystore" path=/etc/app/signing.p12 passphrase={pp}'
        return L(txt, "key_unusual", [pp], [], [iso(t, 3), "/etc/app/signing.p12", 'msg="unlocking keystore"'])

    return [text_totp, json_dsn, text_url, passphrase]


@source("logrus TextFormatter", "https://github.com/sirupsen/logrus#formatters")
def src_logrus():
    def basic_reg():
        t = T()
        u, pwd = "robot$deployer", pw()
        bb = b64s(f"{u}:{pwd}")
        reg = f"registry.{pick(CORPDOM)}:5000"
        txt = f'time="{iso(t, 0)}" level=error msg="registry auth failed" auth="Basic {bb}" registry={reg} status=401'
        return L(txt, "encoded", [bb], [reg], [iso(t, 0), "level=error", "status=401"])

    def host_pid():
        t = T()
        h, p = host(), pid()
        txt = f'time="{iso(t, 0)}" level=info msg="agent started" hostname={h} pid={p} version=v0.44.1'
        return L(txt, "infra", [], [h, p], [iso(t, 0), "version=v0.44.1", 'msg="agent started"'])

    return [basic_reg, host_pid, basic_reg]


@source("go-sql-driver/mysql DSN and error log", "https://github.com/go-sql-driver/mysql#dsn-data-source-name")
def src_gomysql():
    def eof():
        t = T()
        h, p = host("app"), pid()
        txt = f"{s3164(t)} {h} orders-api[{p}]: [mysql] {t.strftime('%Y/%m/%d %H:%M:%S')} connection.go:49: closing bad idle connection: unexpected EOF"
        return L(txt, "infra", [], [h, p], ["connection.go:49", "closing bad idle connection: unexpected EOF", "[mysql]"])

    def denied():
        t = T()
        ip = ip_priv()
        txt = f"{t.strftime('%Y/%m/%d %H:%M:%S')} ping failed: Error 1045 (28000): Access denied for user 'reporting'@'{ip}' (using password: YES)"
        return L(txt, "infra", [], [ip], ["Error 1045 (28000)", "using password: YES"])

    def dsn_log():
        t = T()
        pwd = pw_safe()
        h = fqdn("mysql")
        txt = f"{t.strftime('%Y/%m/%d %H:%M:%S')} using dsn svc_report:{pwd}@tcp({h}:3306)/reporting?charset=utf8mb4&parseTime=True&loc=Local"
        return L(txt, "positional", [pwd], [h], ["charset=utf8mb4", "parseTime=True", "using dsn"])

    def unix_dsn():
        t = T()
        pwd = pw_safe()
        txt = f"{t.strftime('%Y/%m/%d %H:%M:%S')} migrate: open root:{pwd}@unix(/var/run/mysqld/mysqld.sock)/shop?multiStatements=true: dial unix: connect: permission denied"
        return L(txt, "positional", [pwd], [], ["/var/run/mysqld/mysqld.sock", "multiStatements=true", "permission denied"])

    return [eof, denied, dsn_log, unix_dsn, dsn_log]


# ============================================================================
# SOURCES -- Node.js
# ============================================================================
@source("pino JSON output and pino-pretty", "https://getpino.io/#/docs/api?id=logger")
def src_pino():
    def req():
        t, p, h = T(), pid(), host("api")
        tok, sid, ip = jwt(), rs(32), ip_priv()
        d = {"level": 30, "time": epoch_ms(t), "pid": int(p), "hostname": h,
             "req": {"id": R.randint(1, 9999), "method": "POST", "url": "/v1/session", "headers": {"host": pick(APPHOSTS), "authorization": f"Bearer {tok}", "cookie": f"sid={sid}; theme=dark"},
                     "remoteAddress": f"::ffff:{ip}", "remotePort": int(port())}, "msg": "incoming request"}
        return L(jd(d), "mixed", [tok, sid], [p, h, ip], ['"level":30', "/v1/session", "incoming request", "theme=dark"])

    def redacted():
        t, p, h = T(), pid(), host("api")
        em = email()
        d = {"level": 40, "time": epoch_ms(t), "pid": int(p), "hostname": h, "req": {"headers": {"authorization": "[Redacted]"}}, "user": {"email": em}, "msg": "token expired"}
        return L(jd(d), "infra", [], [p, h, em], ["[Redacted]", "token expired", '"level":40'])

    def pretty():
        t, p, h = T(), pid(), host("worker")
        ip = ip_priv()
        txt = f"[{t.strftime('%H:%M:%S')}.{t.microsecond // 1000:03d}] ERROR ({p} on {h}): connect ECONNREFUSED {ip}:5672"
        return L(txt, "infra", [], [p, h, ip], ["ERROR", "ECONNREFUSED", ":5672"])

    return [req, redacted, pretty, req]


@source("bunyan JSON record", "https://github.com/trentm/node-bunyan#core-fields")
def src_bunyan():
    def err():
        t, p, h, ip = T(), pid(), host("billing"), ip_priv()
        d = {"name": "billing", "hostname": h, "pid": int(p), "level": 50,
             "err": {"message": f"connect ECONNREFUSED {ip}:5432", "name": "Error", "stack": f"Error: connect ECONNREFUSED {ip}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)", "code": "ECONNREFUSED"},
             "msg": "db connection failed", "time": iso(t), "v": 0}
        return L(jd(d), "infra", [], [h, p, ip], ["ECONNREFUSED", "node:net:1607:16", '"level":50'], dup=[ip])

    def iban_():
        t, p, h = T(), pid(), host("billing")
        ib = iban()
        d = {"name": "billing", "hostname": h, "pid": int(p), "level": 30, "debtor": {"iban": ib, "bic": pick(["COBADEFFXXX", "BNPAFRPPXXX", "INGBNL2A", "BSCHESMM"])}, "msg": "SEPA direct debit scheduled", "time": iso(t), "v": 0}
        return L(jd(d), "pii_locale", [], [h, p, ib], ["SEPA direct debit scheduled", '"level":30'])

    return [err, iban_, iban_]


@source("winston (json / simple formats) and util.inspect object output", "https://github.com/winstonjs/winston#formats")
def src_winston():
    def simple_otp():
        ph, otp = in_mobile(True), rd(6)
        txt = f'info: OTP verification requested {{"phone":"{ph}","otp":"{otp}","channel":"sms","service":"auth"}}'
        return L(txt, "pii_locale", [otp], [ph], ["info: OTP verification requested", '"channel":"sms"'])

    def inspect_login():
        em, pwd = email(), pw()
        txt = f"Login payload: {{ email: '{em}', password: '{pwd}', remember: true, device: {{ os: 'iOS', version: '18.1' }} }}"
        return L(txt, "encoded", [pwd], [em], ["Login payload:", "remember: true", "version: '18.1'"])

    def inspect_headers():
        tok, k = jwt(), rs(32, LOALNUM)
        txt = (f"[axios] request failed {{ status: 401, headers: {{ authorization: 'Bearer {tok}', 'x-api-key': '{k}', "
               f"'user-agent': 'axios/1.7.7' }}, code: 'ERR_BAD_REQUEST' }}")
        return L(txt, "encoded", [tok, k], [], ["status: 401", "ERR_BAD_REQUEST", "axios/1.7.7"])

    def json_fmt():
        t = T()
        ph = pick([uk_mobile(), fr_mobile(), de_mobile(), br_mobile()])
        d = {"level": "warn", "message": "delivery address unverified", "meta": {"phone": ph, "postcode": pick(["SW1A 2AA", "75011", "10115", "01310-100"])}, "timestamp": iso(t)}
        return L(jd(d), "pii_locale", [], [ph], ["delivery address unverified", '"level":"warn"'])

    def inspect_pin():
        pin_ = rd(6)
        txt = f"{{ cardholder: 'present', pin: '{pin_}', terminalId: 'T-0042', result: 'PIN_TRIES_EXCEEDED' }}"
        return L(txt, "key_unusual", [pin_], [], ["PIN_TRIES_EXCEEDED", "terminalId: 'T-0042'"])

    return [simple_otp, inspect_login, inspect_headers, json_fmt, inspect_pin, inspect_login]


# ============================================================================
# SOURCES -- .NET
# ============================================================================
@source("Serilog compact JSON (CLEF) / console sink", "https://github.com/serilog/serilog-formatting-compact#format-details")
def src_serilog():
    def clef():
        t = T()
        tok, ip = rs(43, B64URL), ip_pub()
        d = {"@t": iso(t, 7), "@mt": "User {UserId} signed in from {ClientIp} with token {Token}", "@l": "Information", "UserId": R.randint(100, 99999),
             "ClientIp": ip, "Token": tok, "SourceContext": "Acme.Auth.SignInHandler", "RequestId": f"0H{rs(11, UP + DG)}:0000000{R.randint(1, 9)}", "TraceId": trace_id(), "SpanId": span_id()}
        return L(jd(d), "mixed", [tok], [ip], [d["TraceId"], d["SpanId"], d["RequestId"], "Acme.Auth.SignInHandler"])

    def console_ado():
        t = T()
        pwd = pw_safe()
        h = host("sql")
        txt = f"[{t.strftime('%H:%M:%S')} ERR] Connection failed using Server={h},1433;Database=Billing;User Id=billing_app;Password={pwd};TrustServerCertificate=True"
        return L(txt, "positional", [pwd], [h], ["ERR]", "Database=Billing", "TrustServerCertificate=True"])

    def destructured():
        t = T()
        em, pwd = email(), pw()
        txt = f'[{t.strftime("%H:%M:%S")} DBG] Binding request LoginRequest {{ Email: "{em}", Password: "{pwd}", RememberMe: False }}'
        return L(txt, "encoded", [pwd], [em], ["DBG]", "Binding request LoginRequest", "RememberMe: False"])

    def nino_():
        t = T()
        n = nino(R.random() < 0.6)
        d = {"@t": iso(t, 7), "@mt": "Payroll record {EmployeeId} updated (NINO {Nino})", "EmployeeId": f"E{rd(6)}", "Nino": n}
        return L(jd(d), "pii_locale", [], [n], [d["EmployeeId"], "Payroll record"])

    return [clef, console_ado, destructured, nino_, console_ado]


@source("Microsoft.Extensions.Logging SimpleConsole (EF Core / Kestrel / HttpLogging)", "https://learn.microsoft.com/en-us/dotnet/core/extensions/console-log-formatter")
def src_ilogger():
    def efcore():
        em = email()
        h = h_aspnet_v3()
        lines = ["info: Microsoft.EntityFrameworkCore.Database.Command[20101]",
                 f"      Executed DbCommand (14ms) [Parameters=[@p0='{em}' (Nullable = false) (Size = 256), @p1='{h}' (Size = 84)], CommandType='Text', CommandTimeout='30']",
                 "      INSERT INTO [AspNetUsers] ([Email], [PasswordHash]) VALUES (@p0, @p1);"]
        return B(lines, "hashes", [h], [em], ["Microsoft.EntityFrameworkCore.Database.Command[20101]", "Executed DbCommand (14ms)", "CommandTimeout='30'"])

    def httplog():
        tok, cookie = jwt(), rs(R.randint(200, 260), B64URL)
        lines = ["info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1]", "      Request:", "      Protocol: HTTP/1.1", "      Method: GET",
                 "      Path: /api/orders", f"      Authorization: Bearer {tok}", f"      Cookie: .AspNetCore.Identity.Application={cookie}", "      X-Forwarded-Proto: [Redacted]"]
        return B(lines, "mixed", [tok, cookie], [], ["HttpLoggingMiddleware[1]", "Path: /api/orders", "[Redacted]"])

    def kestrel():
        ip = ip_pub()
        cid = "0H" + rs(11, UP + DG)
        lines = ["dbug: Microsoft.AspNetCore.Server.Kestrel.Connections[39]", f'      Connection id "{cid}" accepted from {ip}:{port()}.']
        return B(lines, "infra", [], [ip], ["Microsoft.AspNetCore.Server.Kestrel.Connections[39]", cid])

    return [efcore, httplog, kestrel, efcore]


@source("NLog default layout (${longdate}|${level}|${logger}|${message})", "https://github.com/NLog/NLog/wiki/Layouts")
def src_nlog():
    def sftp():
        t = T()
        pwd = pw_safe()
        txt = f"{sp(t, 4, '.')}|ERROR|Acme.Sync.SftpClient|Login failed for sftp://partner:{pwd}@sftp.{pick(CORPDOM)}:22/inbound (SSH_MSG_USERAUTH_FAILURE)"
        return L(txt, "positional", [pwd], [], [sp(t, 4, "."), "Acme.Sync.SftpClient", "SSH_MSG_USERAUTH_FAILURE"])

    def pii():
        t = T()
        pn = personnummer(R.random() < 0.5)
        txt = f"{sp(t, 4, '.')}|INFO|Acme.Hr.Onboarding|Created employee record personnummer={pn} start=2026-01-05"
        return L(txt, "pii_locale", [], [pn], [sp(t, 4, "."), "Acme.Hr.Onboarding", "start=2026-01-05"])

    return [sftp, pii, pii]


# ============================================================================
# SOURCES -- PHP / Ruby
# ============================================================================
@source("Monolog LineFormatter (Laravel / Symfony)", "https://github.com/Seldaek/monolog/blob/main/doc/01-usage.md")
def src_monolog():
    def registered():
        t = T()
        em, ph, ip = email(), fr_mobile(R.random() < 0.5), ip_pub()
        txt = f'[{iso(t, 6, "+00:00")}] app.INFO: User registered {{"email":"{em}","phone":"{ph}","ip":"{ip}"}} []'
        return L(txt, "pii_locale", [], [em, ph, ip], ["app.INFO: User registered", "[]"])

    def laravel_sqlstate():
        t = T()
        ip = ip_priv()
        txt = (f"[{t.strftime('%Y-%m-%d %H:%M:%S')}] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user 'forge'@'{ip}' (using password: YES) "
               f"(Connection: mysql, SQL: select * from `users` where `id` = 4412 limit 1) {{\"exception\":\"[object] (Illuminate\\\\Database\\\\QueryException(code: 1045): "
               f"at /var/www/app/vendor/laravel/framework/src/Illuminate/Database/Connection.php:829)\"}}")
        return L(txt, "infra", [], [ip], ["production.ERROR", "SQLSTATE[HY000] [1045]", "Connection.php:829"])

    def session():
        t = T()
        tok = rs(40)
        cls_hash = sha40()
        txt = f'[{iso(t, 6, "+00:00")}] app.DEBUG: session payload _token|s:40:"{tok}";login_web_{cls_hash}|i:{R.randint(100, 9999)}; [] []'
        return L(txt, "key_unusual", [tok], [], ["app.DEBUG: session payload", "login_web_" + cls_hash, "|s:40:"])

    def ctx_secret():
        t = T()
        wh = "whsec_" + rs(32)
        txt = f'[{iso(t, 6, "+00:00")}] app.WARNING: Stripe signature verification failed {{"endpoint_secret":"{wh}","tolerance":300}} {{"uid":"{rhex(7)}"}}'
        return L(txt, "mixed", [wh], [], ["Stripe signature verification failed", '"tolerance":300'])

    return [registered, laravel_sqlstate, session, ctx_secret, registered]


@source("PHP error_log format (WordPress / Drupal)", "https://www.php.net/manual/en/errorfunc.configuration.php#ini.error-log")
def src_php_errorlog():
    def mysqli():
        t = T()
        ip = ip_priv()
        txt = f"[{t.strftime('%d-%b-%Y %H:%M:%S')} UTC] PHP Warning:  mysqli_real_connect(): (HY000/1045): Access denied for user 'wp_user'@'{ip}' (using password: YES) in /var/www/html/wp-includes/class-wpdb.php on line 1982"
        return L(txt, "infra", [], [ip], ["PHP Warning:", "(HY000/1045)", "class-wpdb.php on line 1982"])

    def phpass():
        t = T()
        h = h_phpass()
        em = email()
        txt = f"[{t.strftime('%d-%b-%Y %H:%M:%S')} UTC] WordPress database error Duplicate entry '{em}' for key 'user_email' for query INSERT INTO `wp_users` (`user_login`, `user_pass`, `user_email`) VALUES ('{em.split('@')[0]}', '{h}', '{em}')"
        return L(txt, "hashes", [h], [em], ["WordPress database error Duplicate entry", "for key 'user_email'", "INSERT INTO `wp_users`"], dup=[em])

    def drupal():
        t = T()
        h = h_drupal()
        txt = f"[{t.strftime('%d-%b-%Y %H:%M:%S')} UTC] Drupal\\Core\\Database\\IntegrityConstraintViolationException: SQLSTATE[23000]: UPDATE users_field_data SET pass = '{h}' WHERE uid = {R.randint(2, 9999)} in Drupal\\Core\\Database\\StatementWrapperIterator->execute()"
        return L(txt, "hashes", [h], [], ["IntegrityConstraintViolationException", "SQLSTATE[23000]", "users_field_data"])

    return [mysqli, phpass, drupal, phpass]


@source("Ruby on Rails request log (ActionController / ActiveRecord) and Ruby Logger default format", "https://guides.rubyonrails.org/debugging_rails_applications.html#the-logger")
def src_rails():
    def filtered():
        t, ip = T(), ip_pub()
        em = email()
        lines = [f'Started POST "/users/sign_in" for {ip} at {t.strftime("%Y-%m-%d %H:%M:%S +0000")}',
                 "Processing by Users::SessionsController#create as HTML",
                 f'  Parameters: {{"authenticity_token"=>"[FILTERED]", "user"=>{{"email"=>"{em}", "password"=>"[FILTERED]", "remember_me"=>"0"}}, "commit"=>"Log in"}}',
                 f"Completed 302 Found in {R.randint(40, 900)}ms (ActiveRecord: {R.uniform(1, 40):.1f}ms | Allocations: {R.randint(1000, 90000)})"]
        return B(lines, "infra", [], [ip, em], ["Users::SessionsController#create", "[FILTERED]", "Completed 302 Found"])

    def unfiltered_otp():
        t, ip = T(), ip_pub()
        otp, tok = rd(6), rs(32)
        txt = f'  Parameters: {{"user"=>{{"otp_attempt"=>"{otp}"}}, "api_token"=>"{tok}", "authenticity_token"=>"[FILTERED]"}}'
        return L(txt, "encoded", [otp, tok], [], ["Parameters:", "[FILTERED]", "otp_attempt"])

    def cpf_params():
        c, ph = cpf(R.random() < 0.7), br_mobile(R.random() < 0.5)
        txt = f'  Parameters: {{"cliente"=>{{"nome"=>"{fullname()}", "cpf"=>"{c}", "celular"=>"{ph}", "senha"=>"[FILTERED]"}}}}'
        nm = txt.split('"nome"=>"')[1].split('"')[0]
        return L(txt, "pii_locale", [], [c, ph, nm], ["Parameters:", '"senha"=>"[FILTERED]"'])

    def pin_params():
        pin_ = rd(6)
        c = card_fmt(card(), " ")
        txt = f'  Parameters: {{"card"=>{{"number"=>"{c}", "pin"=>"{pin_}", "cvc"=>"[FILTERED]"}}, "amount"=>"49.90"}}'
        return L(txt, "mixed", [pin_], [c], ["Parameters:", '"amount"=>"49.90"', "[FILTERED]"])

    def ar_update():
        t = T()
        h = h_bcrypt("2a", 12)
        txt = f'  User Update ({R.uniform(0.2, 9):.1f}ms)  UPDATE "users" SET "encrypted_password" = $1, "updated_at" = $2 WHERE "users"."id" = $3  [["encrypted_password", "{h}"], ["updated_at", "{t.strftime("%Y-%m-%d %H:%M:%S")}.{t.microsecond:06d}"], ["id", {R.randint(1, 99999)}]]'
        return L(txt, "hashes", [h], [], ['UPDATE "users" SET "encrypted_password"', '"updated_at"'])

    def logger_pid():
        t, p = T(), pid()
        rid = ruuid()
        ip = ip_pub()
        txt = f'I, [{iso(t, 6, "")} #{p}]  INFO -- : [{rid}] Started GET "/api/v1/me" for {ip} at {t.strftime("%Y-%m-%d %H:%M:%S +0000")}'
        return L(txt, "infra", [], [p, ip], [rid, 'Started GET "/api/v1/me"', "INFO --"])

    def ar_pii():
        em = email()
        txt = f'  User Load (0.6ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "{em}"], ["LIMIT", 1]]'
        return L(txt, "pii_locale", [], [em], ['User Load (0.6ms)', '["LIMIT", 1]'])

    return [filtered, unfiltered_otp, cpf_params, pin_params, ar_update, logger_pid, ar_pii, cpf_params, unfiltered_otp]


# ============================================================================
# SOURCES -- databases / brokers / search
# ============================================================================
@source("PostgreSQL server log with log_line_prefix '%m [%p] %q%u@%d ' (and '%t:%r:%u@%d:[%p]:')", "https://www.postgresql.org/docs/current/runtime-config-logging.html#GUC-LOG-LINE-PREFIX")
def src_postgres():
    def pre(t, p, u="postgres", d="postgres"):
        return f"{sp(t, 3, '.')} UTC [{p}] {u}@{d} "

    def alter_role():
        t, p = T(), pid()
        pwd = pw(sym="!#%*-_.@")
        txt = pre(t, p) + f"LOG:  statement: ALTER ROLE app_rw WITH PASSWORD '{pwd}';"
        return L(txt, "positional", [pwd], [p], [sp(t, 3, "."), "LOG:  statement: ALTER ROLE", "WITH PASSWORD"])

    def create_scram():
        t, p = T(), pid()
        h = h_scram()
        txt = pre(t, p) + f"LOG:  statement: CREATE ROLE report LOGIN PASSWORD '{h}' VALID UNTIL '2026-12-31';"
        return L(txt, "hashes", [h], [p], [sp(t, 3, "."), "LOG:  statement: CREATE ROLE", "VALID UNTIL '2026-12-31'"])

    def auth_fail():
        t, p = T(), pid()
        lines = [pre(t, p, "orders_app", "orders") + 'FATAL:  password authentication failed for user "orders_app"',
                 pre(t, p, "orders_app", "orders") + 'DETAIL:  Connection matched file "/etc/postgresql/16/main/pg_hba.conf" line 98: "hostssl all all 10.0.0.0/8 scram-sha-256"']
        return B(lines, "infra", [], [p], ["FATAL:  password authentication failed", "pg_hba.conf", "scram-sha-256"], dup=[p])

    def conn_recv():
        t, p, ip = T(), pid(), ip_priv()
        txt = f"{sp(t, 3, '.')} UTC [{p}] [unknown]@[unknown] LOG:  connection received: host={ip} port={port()}"
        return L(txt, "infra", [], [p, ip], [sp(t, 3, "."), "LOG:  connection received"])

    def dup_key():
        t, p = T(), pid()
        em = email()
        lines = [pre(t, p, "crm", "crm") + 'ERROR:  duplicate key value violates unique constraint "customers_email_key"',
                 pre(t, p, "crm", "crm") + f"DETAIL:  Key (email)=({em}) already exists."]
        return B(lines, "pii_locale", [], [p, em], ['"customers_email_key"', "already exists.", "ERROR:  duplicate key value"], dup=[p])

    def duration_params():
        t, p, ip = T(), pid(), ip_priv()
        ph = pick([br_mobile(), cn_mobile(), in_mobile()])
        pre2 = f"{t.strftime('%Y-%m-%d %H:%M:%S')} UTC:{ip}({port()}):orders_app@orders:[{p}]:"
        lines = [pre2 + f"LOG:  duration: {R.uniform(500, 4000):.3f} ms  execute <unnamed>: SELECT id, name FROM customers WHERE phone = $1",
                 pre2 + f"DETAIL:  parameters: $1 = '{ph}'"]
        return B(lines, "pii_locale", [], [p, ip, ph], ["execute <unnamed>", "DETAIL:  parameters: $1 ="], dup=[p, ip])

    def pgaudit():
        t, p = T(), pid()
        pwd = pw_safe()
        txt = pre(t, p) + f"LOG:  AUDIT: SESSION,{R.randint(1, 99)},1,ROLE,ALTER ROLE,,,\"ALTER ROLE svc_etl WITH PASSWORD '{pwd}'\",<not logged>"
        return L(txt, "positional", [pwd], [p], ["AUDIT: SESSION", "<not logged>", "ROLE,ALTER ROLE"])

    def sqlstate():
        t, p = T(), pid()
        txt = pre(t, p, "ledger", "ledger") + "ERROR:  could not serialize access due to concurrent update (SQLSTATE 40001)"
        return L(txt, "infra", [], [p], ["SQLSTATE 40001", "could not serialize access", sp(t, 3, ".")])

    return [alter_role, create_scram, auth_fail, conn_recv, dup_key, duration_params, pgaudit, sqlstate, alter_role, create_scram]


@source("libpq connection strings (keyword/value and URI) in client error messages", "https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING")
def src_libpq():
    def kv():
        t = T()
        pwd, h = pw_safe(), fqdn("pg")
        txt = f'{iso(t)} ERROR [migrate] could not connect using "host={h} port=5432 dbname=orders user=orders_app password={pwd} sslmode=verify-full connect_timeout=5": timeout expired'
        return L(txt, "positional", [pwd], [h], ["[migrate]", "connect_timeout=5", "timeout expired"])

    def uri():
        t = T()
        pwd = pw()
        ip = ip_priv()
        enc = q(pwd)
        txt = f"{iso(t)} WARN pgbouncer-probe: dial postgresql://stats:{enc}@{ip}:6432/pgbouncer?application_name=probe failed: server closed the connection unexpectedly"
        return L(txt, "positional", [enc], [ip], ["pgbouncer-probe", "application_name=probe", "server closed the connection unexpectedly"])

    return [kv, uri, kv]


@source("MySQL general query log", "https://dev.mysql.com/doc/refman/8.4/en/query-log.html")
def src_mysql_general():
    def ts(t):
        return iso(t, 6)

    def connect():
        t, ip = T(), ip_priv()
        tid = R.randint(10, 99999)
        txt = f"{ts(t)}\t{tid:>5} Connect\torders@{ip} on orders using TCP/IP"
        return L(txt, "infra", [], [ip], [ts(t), "Connect", "using TCP/IP"])

    def create_user():
        t = T()
        pwd = pw(sym="!#%*-_.@")
        txt = f"{ts(t)}\t{R.randint(10, 99999):>5} Query\tCREATE USER 'report'@'%' IDENTIFIED BY '{pwd}' PASSWORD EXPIRE INTERVAL 90 DAY"
        return L(txt, "positional", [pwd], [], [ts(t), "Query", "PASSWORD EXPIRE INTERVAL 90 DAY"])

    def caching_sha2():
        t = T()
        h = h_caching_sha2()
        txt = f"{ts(t)}\t{R.randint(10, 99999):>5} Query\tALTER USER 'app'@'10.%' IDENTIFIED WITH 'caching_sha2_password' AS '{h}'"
        return L(txt, "hashes", [h], [], [ts(t), "caching_sha2_password", "ALTER USER"])

    def native():
        t = T()
        h = h_mysql_native()
        txt = f"{ts(t)}\t{R.randint(10, 99999):>5} Query\tCREATE USER IF NOT EXISTS 'legacy_app'@'%' IDENTIFIED WITH mysql_native_password AS '{h}'"
        return L(txt, "hashes", [h], [], [ts(t), "mysql_native_password", "CREATE USER IF NOT EXISTS"])

    def set_password():
        t = T()
        pwd = pw_safe()
        txt = f"{ts(t)}\t{R.randint(10, 99999):>5} Query\tSET PASSWORD FOR 'wp_user'@'localhost' = '{pwd}'"
        return L(txt, "positional", [pwd], [], [ts(t), "SET PASSWORD FOR"])

    def pii_select():
        t = T()
        cid = cn_id()
        txt = f"{ts(t)}\t{R.randint(10, 99999):>5} Query\tSELECT id, real_name FROM member_kyc WHERE id_card_no = '{cid}' LIMIT 1"
        return L(txt, "pii_locale", [], [cid], [ts(t), "member_kyc", "LIMIT 1"])

    return [connect, create_user, caching_sha2, native, set_password, pii_select, caching_sha2, pii_select]


@source("MySQL slow query log", "https://dev.mysql.com/doc/refman/8.4/en/slow-query-log.html")
def src_mysql_slow():
    def slow():
        t = T()
        h, ip = host("app"), ip_priv()
        ph, cid = cn_mobile(), cn_id()
        lines = [f"# Time: {iso(t, 6)}",
                 f"# User@Host: app[app] @ {h} [{ip}]  Id: {R.randint(10, 99999)}",
                 f"# Query_time: {R.uniform(1, 9):.6f}  Lock_time: 0.000{R.randint(100, 999)} Rows_sent: 1  Rows_examined: {R.randint(100000, 9999999)}",
                 f"SET timestamp={int(epoch(t))};",
                 f"SELECT * FROM users WHERE mobile = '{ph}' OR id_card = '{cid}';"]
        return B(lines, "pii_locale", [], [h, ip, ph, cid], ["# Query_time:", "Rows_sent: 1", f"SET timestamp={int(epoch(t))};"])

    def slow_card():
        t = T()
        h, ip = host("app"), ip_priv()
        c = card()
        lines = [f"# Time: {iso(t, 6)}",
                 f"# User@Host: billing[billing] @ {h} [{ip}]  Id: {R.randint(10, 99999)}",
                 f"# Query_time: {R.uniform(1, 9):.6f}  Lock_time: 0.000{R.randint(100, 999)} Rows_sent: 0  Rows_examined: {R.randint(100000, 9999999)}",
                 f"UPDATE payment_methods SET last_used = NOW() WHERE pan = '{c}';"]
        return B(lines, "pii_locale", [], [h, ip, c], ["# Query_time:", "Rows_sent: 0", "UPDATE payment_methods"])

    return [slow, slow_card]


@source("MariaDB error log", "https://mariadb.com/docs/server/server-management/server-monitoring-logs/error-log")
def src_mariadb():
    def denied():
        t, ip = T(), ip_pub()
        txt = f"{t.strftime('%Y-%m-%d %H:%M:%S')} {R.randint(10, 9999)} [Warning] Access denied for user 'root'@'{ip}' (using password: YES)"
        return L(txt, "infra", [], [ip], ["[Warning] Access denied for user", "using password: YES"])

    def aborted():
        t, ip = T(), ip_priv()
        txt = f"{t.strftime('%Y-%m-%d %H:%M:%S')} {R.randint(10, 9999)} [Warning] Aborted connection {R.randint(10, 9999)} to db: 'shop' user: 'shop' host: '{ip}' (Got timeout reading communication packets)"
        return L(txt, "infra", [], [ip], ["Aborted connection", "Got timeout reading communication packets"])

    def startup():
        t = T()
        h = host("mysql")
        txt = f"{t.strftime('%Y-%m-%d %H:%M:%S')} 0 [Note] /usr/sbin/mariadbd: ready for connections. Version: '10.11.6-MariaDB-0+deb12u1-log'  socket: '/run/mysqld/mysqld.sock'  port: 3306  Debian 12 on {h}"
        return L(txt, "infra", [], [h], ["10.11.6-MariaDB-0+deb12u1-log", "ready for connections", "port: 3306"])

    return [denied, aborted, startup]


@source("Redis MONITOR output / redis-server log", "https://redis.io/docs/latest/commands/monitor/")
def src_redis():
    def mon(t, ip):
        return f"{epoch(t):.6f} [0 {ip}:{port()}]"

    def auth2():
        t, ip = T(), ip_priv()
        pwd = pw_safe()
        txt = f'{mon(t, ip)} "AUTH" "svc-cache" "{pwd}"'
        return L(txt, "positional", [pwd], [ip], ['"AUTH"', f"{epoch(t):.6f}"])

    def auth1():
        t, ip = T(), ip_priv()
        pwd = rs(32)
        txt = f'{mon(t, ip)} "auth" "{pwd}"'
        return L(txt, "positional", [pwd], [ip], ['"auth"', f"{epoch(t):.6f}"])

    def hello():
        t, ip = T(), ip_priv()
        pwd = pw_safe()
        txt = f'{mon(t, ip)} "HELLO" "3" "AUTH" "default" "{pwd}" "SETNAME" "orders-api-7"'
        return L(txt, "positional", [pwd], [ip], ['"HELLO" "3" "AUTH"', '"SETNAME" "orders-api-7"'])

    def migrate():
        t, ip, dst = T(), ip_priv(), ip_priv()
        pwd = pw_safe()
        txt = f'{mon(t, ip)} "MIGRATE" "{dst}" "6379" "" "0" "5000" "AUTH2" "replicator" "{pwd}" "KEYS" "cart:4412" "cart:4413"'
        return L(txt, "positional", [pwd], [ip, dst], ['"MIGRATE"', '"AUTH2"', '"KEYS"'])

    def set_json():
        t, ip = T(), ip_priv()
        csrf, otok = rs(32), "ya29." + rs(R.randint(150, 200), B64URL)
        sid = rhex(32)
        txt = f'{mon(t, ip)} "SET" "session:{sid}" "{{\\"uid\\":4412,\\"csrf\\":\\"{csrf}\\",\\"oauth_token\\":\\"{otok}\\"}}" "EX" "3600"'
        return L(txt, "encoded", [sid, csrf, otok], [ip], ['"SET"', '"EX" "3600"'])

    def server_log():
        t, p = T(), pid()
        ip = ip_priv()
        txt = f"{p}:M {t.strftime('%d %b %Y %H:%M:%S')}.{t.microsecond // 1000:03d} * Replica {ip}:6379 asks for synchronization"
        return L(txt, "infra", [], [p, ip], ["asks for synchronization", ":6379"])

    def acl_log():
        t, ip = T(), ip_priv()
        pwd = pw_safe()
        txt = f'{mon(t, ip)} "CLIENT" "SETINFO" "LIB-NAME" "redis-py" "AUTH" "worker" "{pwd}"'
        return L(txt, "positional", [pwd], [ip], ['"CLIENT" "SETINFO"', '"redis-py"'])

    return [auth2, auth1, hello, migrate, set_json, server_log, set_json, auth2]


@source("MongoDB structured JSON log (4.4+)", "https://www.mongodb.com/docs/manual/reference/log-messages/")
def src_mongo():
    def auth_failed():
        t, ip = T(), ip_priv()
        d = {"t": {"$date": iso(t, 3, "+00:00")}, "s": "I", "c": "ACCESS", "id": 20249, "ctx": f"conn{R.randint(100, 99999)}", "msg": "Authentication failed",
             "attr": {"mechanism": "SCRAM-SHA-256", "speculative": False, "principalName": "orders", "authenticationDatabase": "admin", "remote": f"{ip}:{port()}",
                      "extraInfo": {}, "error": "AuthenticationFailed: SCRAM authentication failed, storedKey mismatch"}}
        return L(jd(d), "infra", [], [ip], ["Authentication failed", "storedKey mismatch", '"id":20249'])

    def slow_pii():
        t = T()
        em, b = email(), bsn()
        d = {"t": {"$date": iso(t, 3, "+00:00")}, "s": "I", "c": "COMMAND", "id": 51803, "ctx": f"conn{R.randint(100, 99999)}", "msg": "Slow query",
             "attr": {"type": "command", "ns": "crm.customers", "command": {"find": "customers", "filter": {"$or": [{"email": em}, {"bsn": b}]}, "limit": 1}, "planSummary": "COLLSCAN", "durationMillis": R.randint(200, 9000)}}
        return L(jd(d), "pii_locale", [], [em, b], ['"id":51803', "COLLSCAN", "crm.customers"])

    def client_meta():
        t, ip = T(), ip_priv()
        pn = pod("orders-api")
        d = {"t": {"$date": iso(t, 3, "+00:00")}, "s": "I", "c": "NETWORK", "id": 51800, "ctx": f"conn{R.randint(100, 99999)}", "msg": "client metadata",
             "attr": {"remote": f"{ip}:{port()}", "client": "conn", "doc": {"driver": {"name": "nodejs", "version": "6.10.0"}, "os": {"type": "Linux", "name": "linux", "architecture": "x64"}, "application": {"name": pn}}}}
        return L(jd(d), "infra", [], [ip, pn], ['"id":51800', "client metadata", '"version":"6.10.0"'])

    def srv_uri():
        t = T()
        pwd = pw()
        enc = q(pwd)
        cl = f"cluster0.{rs(5, LOALNUM)}.mongodb.net"
        txt = f"{iso(t)} ERROR MongoServerSelectionError: Server selection timed out after 30000 ms (uri=mongodb+srv://orders:{enc}@{cl}/orders?retryWrites=true&w=majority)"
        return L(txt, "positional", [enc], [cl], ["MongoServerSelectionError", "30000 ms", "retryWrites=true"])

    return [auth_failed, slow_pii, client_meta, srv_uri, srv_uri]


@source("Apache Kafka broker/client log4j output and ZooKeeper log", "https://kafka.apache.org/documentation/#security_sasl")
def src_kafka():
    def k_ts(t):
        return f"[{sp(t)}]"

    def failed_auth():
        t = T()
        a, b = ip_priv(), ip_priv()
        txt = (f"{k_ts(t)} INFO [SocketServer listenerType=BROKER, nodeId={R.randint(0, 5)}] Failed authentication with /{a} "
               f"(channelId={b}:9093-{a}:{port()}-{R.randint(1, 99)}) (Authentication failed: Invalid username or password) (org.apache.kafka.common.network.Selector)")
        return L(txt, "infra", [], [a, b], ["Failed authentication", "org.apache.kafka.common.network.Selector", "Invalid username or password"], dup=[a])

    def jaas():
        t = T()
        pwd = pw_safe()
        txt = (f"{k_ts(t)} WARN [Producer clientId=orders-producer] sasl.jaas.config = org.apache.kafka.common.security.scram.ScramLoginModule required "
               f"username=\"orders-producer\" password=\"{pwd}\"; (org.apache.kafka.clients.producer.ProducerConfig)")
        return L(txt, "mixed", [pwd], [], ["ScramLoginModule required", "(org.apache.kafka.clients.producer.ProducerConfig)", k_ts(t)])

    def hidden():
        t = T()
        h = fqdn("kafka")
        txt = f"{k_ts(t)} INFO ProducerConfig values: bootstrap.servers = [{h}:9093] sasl.jaas.config = [hidden] sasl.mechanism = SCRAM-SHA-512 (org.apache.kafka.clients.producer.ProducerConfig)"
        return L(txt, "infra", [], [h], ["[hidden]", "SCRAM-SHA-512", "ProducerConfig values"])

    def zk_session():
        t = T()
        ip = ip_priv()
        txt = f"{sp(t)} [myid:{R.randint(1, 5)}] - INFO  [NIOWorkerThread-{R.randint(1, 8)}:o.a.z.s.ZooKeeperServer@1032] - Client attempting to establish new session at /{ip}:{port()}"
        return L(txt, "infra", [], [ip], ["ZooKeeperServer@1032", "establish new session"])

    def zk_digest():
        pwd = pw_safe()
        h = host("zk")
        txt = f"[zk: {h}:2181(CONNECTED) 3] addauth digest kafka-admin:{pwd}"
        return L(txt, "positional", [pwd], [h], ["(CONNECTED)", "addauth digest"])

    def msg_dump():
        t = T()
        pn = personnummer(R.random() < 0.5)
        txt = f"{k_ts(t)} DEBUG [Consumer clientId=hr-sync, groupId=hr] Received record topic=hr.employees partition=3 offset={R.randint(1000, 99999999)} value={{\"personnummer\":\"{pn}\",\"status\":\"ACTIVE\"}}"
        return L(txt, "pii_locale", [], [pn], ["topic=hr.employees", "partition=3", '"status":"ACTIVE"'])

    return [failed_auth, jaas, hidden, zk_session, zk_digest, msg_dump]


@source("Elasticsearch ECS JSON server log / audit log", "https://www.elastic.co/guide/en/elasticsearch/reference/current/logging.html")
def src_es():
    def auth_fail():
        t = T()
        node = f"es-data-{pick(ENVS)}-{R.randint(1, 9)}"
        d = {"@timestamp": iso(t), "log.level": "WARN", "message": "Authentication to realm file1 failed - Password authentication failed for elastic",
             "ecs.version": "1.2.0", "service.name": "ES_ECS", "event.dataset": "elasticsearch.server", "process.thread.name": f"elasticsearch[{node}][transport_worker][T#3]",
             "log.logger": "org.elasticsearch.xpack.security.authc.RealmsAuthenticator", "elasticsearch.cluster.uuid": rs(22, B64URL), "elasticsearch.node.id": rs(22, B64URL),
             "elasticsearch.node.name": node, "elasticsearch.cluster.name": "logging-prod"}
        return L(jd(d), "infra", [], [node], [d["elasticsearch.cluster.uuid"], "RealmsAuthenticator", "Password authentication failed"], dup=[node])

    def apikey_audit():
        t = T()
        kid, key = rs(20, B64URL), rs(22, B64URL)
        hdr = b64s(f"{kid}:{key}")
        ip = ip_priv()
        d = {"type": "audit", "timestamp": iso(t, 3, "+0000"), "event.type": "rest", "event.action": "authentication_failed", "origin.type": "rest",
             "origin.address": f"{ip}:{port()}", "url.path": "/_bulk", "request.method": "POST", "request.id": rs(22, B64URL),
             "request.headers": {"authorization": f"ApiKey {hdr}"}}
        return L(jd(d), "encoded", [hdr], [ip], [d["request.id"], "authentication_failed", "/_bulk"])

    def old_fmt():
        t = T()
        node = f"es-master-{R.randint(1, 3):02d}"
        txt = f"[{t.strftime('%Y-%m-%dT%H:%M:%S')},{t.microsecond // 1000:03d}][INFO ][o.e.c.m.MetadataCreateIndexService] [{node}] [orders-{t.strftime('%Y.%m.%d')}] creating index, cause [auto(bulk api)], templates [orders], shards [3]/[1]"
        return L(txt, "infra", [], [node], ["MetadataCreateIndexService", "cause [auto(bulk api)]", "shards [3]/[1]"])

    def slowlog():
        t = T()
        em = email()
        d = {"@timestamp": iso(t), "log.level": "WARN", "elasticsearch.slowlog.took": f"{R.randint(1, 9)}.{R.randint(1, 9)}s", "elasticsearch.slowlog.source": json.dumps({"query": {"term": {"customer.email": em}}}, ensure_ascii=False),
             "event.dataset": "elasticsearch.index_search_slowlog", "elasticsearch.slowlog.search_type": "QUERY_THEN_FETCH"}
        return L(jd(d), "pii_locale", [], [em], ["QUERY_THEN_FETCH", "elasticsearch.index_search_slowlog"])

    return [auth_fail, apikey_audit, old_fmt, slowlog]


@source("RabbitMQ log format (3.9+)", "https://www.rabbitmq.com/docs/logging#log-message-format")
def src_rabbitmq():
    def ts(t):
        return f"{t.strftime('%Y-%m-%d %H:%M:%S')}.{t.microsecond:06d}+00:00"

    def accepting():
        t, a, b = T(), ip_priv(), ip_priv()
        pidr = f"<0.{R.randint(100, 99999)}.0>"
        txt = f"{ts(t)} [info] {pidr} accepting AMQP connection {pidr} ({a}:{port()} -> {b}:5672)"
        return L(txt, "infra", [], [a, b], [ts(t), "accepting AMQP connection", ":5672"])

    def refused():
        t, a, b = T(), ip_priv(), ip_priv()
        pidr = f"<0.{R.randint(100, 99999)}.0>"
        txt = f"{ts(t)} [error] {pidr} Error on AMQP connection {pidr} ({a}:{port()} -> {b}:5672, state: starting): PLAIN login refused: user 'orders' - invalid credentials"
        return L(txt, "infra", [], [a, b], [ts(t), "PLAIN login refused", "state: starting"])

    def app_uri():
        t = T()
        pwd = pw_safe()
        h = fqdn("mq")
        txt = f"{iso(t)} INFO  [amqp] Connecting to amqp://orders:{pwd}@{h}:5672/%2Forders (heartbeat=60s)"
        return L(txt, "positional", [pwd], [h], ["[amqp] Connecting", "%2Forders", "heartbeat=60s"])

    return [accepting, refused, app_uri]


# ============================================================================
# SOURCES -- mail / VPN / IoT
# ============================================================================
@source("Postfix / Dovecot maillog", "https://doc.dovecot.org/main/core/summaries/settings.html#login_log_format_elements")
def src_mail():
    def sasl_fail():
        t, h, p, ip = T(), host("mail"), pid(), ip_pub()
        txt = f"{s3164(t)} {h} postfix/smtpd[{p}]: warning: unknown[{ip}]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"
        return L(txt, "infra", [], [h, p, ip], ["SASL LOGIN authentication failed", "UGFzc3dvcmQ6", "postfix/smtpd"])

    def dovecot_login():
        t, h, p = T(), host("mail"), pid()
        em, rip, lip = email("corp"), ip_pub(), ip_priv()
        sess = rs(16, B64URL)
        txt = f"{s3164(t)} {h} dovecot: imap-login: Login: user=<{em}>, method=PLAIN, rip={rip}, lip={lip}, mpid={p}, TLS, session=<{sess}>"
        return L(txt, "key_unusual", [sess], [h, em, rip, lip, p], ["imap-login: Login:", "method=PLAIN", "TLS"])

    def sent():
        t, h, p = T(), host("mail"), pid()
        to, mx = email(), ip_pub()
        qid = rHEX(10)
        txt = f"{s3164(t)} {h} postfix/smtp[{p}]: {qid}: to=<{to}>, relay=mx.{to.split('@')[1]}[{mx}]:25, delay=0.42, delays=0.01/0/0.2/0.21, dsn=2.0.0, status=sent (250 2.0.0 OK)"
        return L(txt, "pii_locale", [], [h, p, to, mx], [qid, "dsn=2.0.0", "status=sent"])

    def auth_plain():
        u, pwd = email("corp"), pw()
        bb = b64s(f"\0{u}\0{pwd}")
        txt = f"smtp debug: > AUTH PLAIN {bb}"
        return L(txt, "encoded", [bb], [], ["smtp debug:", "AUTH PLAIN"])

    return [sasl_fail, dovecot_login, sent, auth_plain, dovecot_login]


@source("OpenVPN server log / Mosquitto broker log", "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-6/")
def src_vpn_mqtt():
    def ovpn():
        t = T()
        ip = ip_pub()
        m = mac()
        txt = f"{t.strftime('%Y-%m-%d %H:%M:%S')} {ip}:{port()} peer info: IV_HWADDR={m}"
        return L(txt, "infra", [], [ip, m], [t.strftime("%Y-%m-%d %H:%M:%S"), "peer info: IV_HWADDR="])

    def ovpn_auth():
        t = T()
        ip = ip_pub()
        u = pick(FIRST) + "." + pick(LAST)
        txt = f"{t.strftime('%Y-%m-%d %H:%M:%S')} {ip}:{port()} TLS: Username/Password authentication succeeded for username '{u}' [CN SET]"
        return L(txt, "infra", [], [ip], ["TLS: Username/Password authentication succeeded", "[CN SET]"])

    def mosq():
        t = T()
        ip = ip_priv()
        cid = "sensor-" + rHEX(6)
        txt = f"{int(epoch(t))}: New client connected from {ip}:{port()} as {cid} (p2, c1, k60, u'device_{R.randint(10, 999)}')."
        return L(txt, "infra", [], [ip, cid], ["New client connected from", "(p2, c1, k60"])

    return [ovpn, ovpn_auth, mosq]


# ============================================================================
# SOURCES -- serverless / payments / identity / HTTP dumps
# ============================================================================
@source("AWS Lambda function log (START/REPORT and tab-separated application lines)", "https://docs.aws.amazon.com/lambda/latest/dg/monitoring-cloudwatchlogs.html")
def src_lambda():
    def event():
        t = T()
        rid = ruuid()
        tok, ip, otp = jwt(), ip_pub(), rd(6)
        ev = {"headers": {"Authorization": f"Bearer {tok}", "X-Forwarded-For": ip}, "queryStringParameters": {"otp": otp}, "requestContext": {"requestId": rid}}
        txt = f"{iso(t)}\t{rid}\tINFO\tReceived event: {jd(ev)}"
        return L(txt, "mixed", [tok, otp], [ip], [rid, "Received event:", "INFO"], dup=[])

    def report():
        rid = ruuid()
        em = email()
        lines = [f"START RequestId: {rid} Version: $LATEST",
                 f"{iso(T())}\t{rid}\tWARN\tbounce from {em}; suppressing further mail",
                 f"END RequestId: {rid}",
                 f"REPORT RequestId: {rid}\tDuration: {R.uniform(1, 900):.2f} ms\tBilled Duration: {R.randint(2, 901)} ms\tMemory Size: 128 MB\tMax Memory Used: {R.randint(40, 128)} MB"]
        return B(lines, "pii_locale", [], [em], [rid, "Version: $LATEST", "Memory Size: 128 MB"])

    return [event, report, event]


@source("Stripe webhook handling logs (Stripe-Signature header, stripe-cli)", "https://docs.stripe.com/webhooks#verify-events")
def src_stripe():
    def sig_header():
        t = T()
        v1, v0 = rhex(64), rhex(64)
        evt = "evt_" + rs(24)
        txt = f"{iso(t)} INFO  webhooks: received {evt} type=payment_intent.succeeded Stripe-Signature: t={int(epoch(t))},v1={v1},v0={v0}"
        return L(txt, "key_unusual", [v1, v0], [], [evt, "payment_intent.succeeded", "webhooks: received"])

    def cli_listen():
        wh = "whsec_" + rs(R.choice([32, 64]))
        txt = f"> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {wh} (^C to quit)"
        return L(txt, "no_key", [wh], [], ["Stripe API Version [2024-06-20]", "(^C to quit)"])

    def masked():
        t = T()
        rid = "req_" + rs(14)
        c = card_fmt(card(pick(["visa", "mc", "amex"])), pick([" ", "-", ""]))
        txt = f"{iso(t)} ERROR Stripe::AuthenticationError: Invalid API Key provided: sk_live_****{rs(4)} (Request {rid}) while tokenizing card {c}"
        return L(txt, "pii_locale", [], [c], [rid, "Stripe::AuthenticationError", "Invalid API Key provided"])

    def form_card():
        t = T()
        c = card()
        body_ = f"amount=4990&currency=eur&payment_method_data%5Btype%5D=card&payment_method_data%5Bcard%5D%5Bnumber%5D={c}&payment_method_data%5Bcard%5D%5Bexp_month%5D=9"
        txt = f"{iso(t)} DEBUG http.client POST https://api.stripe.com/v1/payment_intents body={body_}"
        return L(txt, "encoded", [], [c], ["https://api.stripe.com/v1/payment_intents", "currency=eur", "DEBUG"])

    return [sig_header, cli_listen, masked, form_card, sig_header]


@source("PayPal webhook / REST OAuth request logs", "https://developer.paypal.com/api/rest/webhooks/rest/#link-eventheadervalidation")
def src_paypal():
    def headers():
        sig = b64(256)
        tid = ruuid()
        lines = [f"PAYPAL-TRANSMISSION-ID: {tid}", f"PAYPAL-TRANSMISSION-TIME: {iso(T(), 0)}",
                 f"PAYPAL-CERT-URL: https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-{rhex(8)}", "PAYPAL-AUTH-ALGO: SHA256withRSA",
                 f"PAYPAL-TRANSMISSION-SIG: {sig}"]
        return B(lines, "key_unusual", [sig], [], [tid, "SHA256withRSA", "PAYPAL-CERT-URL:"])

    def oauth():
        cid, sec = "A" + rs(79, B64URL), "E" + rs(79, B64URL)
        bb = b64s(f"{cid}:{sec}")
        txt = f"POST https://api-m.paypal.com/v1/oauth2/token -H Authorization: Basic {bb} -d grant_type=client_credentials -> 200 (312ms)"
        return L(txt, "encoded", [bb], [], ["https://api-m.paypal.com/v1/oauth2/token", "grant_type=client_credentials", "(312ms)"])

    def token_prose():
        tok = "A21AA" + rs(R.randint(90, 100), B64URL)
        txt = f"paypal-sdk: obtained {tok} (expires_in=32400, app_id=APP-80W284485P519543T)"
        return L(txt, "no_key", [tok], [], ["expires_in=32400", "APP-80W284485P519543T"])

    def payer():
        em = email()
        txt = f'paypal-webhook: PAYMENT.CAPTURE.COMPLETED capture_id={rHEX(17)} payer={{"email_address":"{em}","payer_id":"{rs(13, UP + DG)}"}} amount=EUR 49.90'
        return L(txt, "pii_locale", [], [em], ["PAYMENT.CAPTURE.COMPLETED", "amount=EUR 49.90"])

    return [headers, oauth, token_prose, payer]


@source("OAuth 2.0 / OIDC traffic in logs (oauth2-proxy auth log, callbacks, token requests)", "https://oauth2-proxy.github.io/oauth2-proxy/configuration/overview#auth-log-format")
def src_oauth():
    def o2p():
        t = T()
        ip, em = ip_pub(), email("corp")
        rid = ruuid()
        txt = (f"{ip}:{port()} - {rid} - {em} [{t.strftime('%Y/%m/%d %H:%M:%S')}] [AuthSuccess] Authenticated via OAuth2: Session{{email:{em} user:{rd(10)} "
               f"PreferredUsername:{em.split('@')[0]} token:true id_token:true created:{iso(t, 0)} expires:{iso(t + dt.timedelta(hours=1), 0)} refresh_token:true}}")
        return L(txt, "infra", [], [ip, em], [rid, "[AuthSuccess]", "Authenticated via OAuth2"], dup=[em])

    def fragment():
        at, it = jwt(), jwt()
        st = b64url(16)
        txt = f"window.onerror: unhandled redirect https://{pick(APPHOSTS)}/callback#access_token={at}&token_type=Bearer&expires_in=3600&scope=openid%20profile&id_token={it}&state={st}"
        return L(txt, "key_unusual", [at, it, st], [], ["token_type=Bearer", "expires_in=3600", "scope=openid%20profile"])

    def token_body():
        code, cs, cv = rs(43, B64URL), rs(40), rs(64, B64URL)
        app = pick(APPHOSTS)
        body_ = (f"grant_type=authorization_code&code={code}&redirect_uri={q('https://' + app + '/auth/callback')}&client_id=web-portal"
                 f"&client_secret={cs}&code_verifier={cv}")
        txt = f"DEBUG o.s.s.o.c.e.DefaultAuthorizationCodeTokenResponseClient - POST /oauth2/token body: {body_}"
        return L(txt, "encoded", [code, cs, cv], [], ["grant_type=authorization_code", "client_id=web-portal", "DefaultAuthorizationCodeTokenResponseClient"])

    def device_code():
        uc = f"{rs(4, 'BCDFGHJKLMNPQRSTVWXZ')}-{rs(4, 'BCDFGHJKLMNPQRSTVWXZ')}"
        dc = rs(40, B64URL)
        txt = f'device authorization issued {{"device_code":"{dc}","user_code":"{uc}","verification_uri":"https://{pick(IDPS)}/device","expires_in":900,"interval":5}}'
        return L(txt, "key_unusual", [dc, uc], [], ['"expires_in":900', '"interval":5', "device authorization issued"])

    def saml():
        xml = f'<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_{rhex(32)}"><saml:Assertion><saml:NameID>{email("corp")}</saml:NameID><ds:SignatureValue>{b64(128)}</ds:SignatureValue></saml:Assertion></samlp:Response>'
        sr = base64.b64encode(xml.encode()).decode()
        rs_ = b64url(12)
        txt = f"POST /saml/acs SAMLResponse={q(sr)}&RelayState={rs_}"
        return L(txt, "encoded", [q(sr), rs_], [], ["POST /saml/acs", "SAMLResponse=", "RelayState="])

    return [o2p, fragment, token_body, device_code, saml, fragment]


@source("HTTP header dumps (curl -v, OkHttp HttpLoggingInterceptor, Go httputil.DumpRequestOut)", "https://square.github.io/okhttp/3.x/logging-interceptor/okhttp3/logging/HttpLoggingInterceptor.Level.html")
def src_http_dump():
    def curl_v():
        tok = pick([jwt(), vendor()[1], rs(40)])
        sess, rem = rs(48, B64URL), rs(64, B64URL)
        rid = ruuid()
        lines = ["> GET /v1/me HTTP/2", f"> Host: api.{pick(CORPDOM)}", f"> authorization: Bearer {tok}", "> accept: */*", ">",
                 "< HTTP/2 200", f"< set-cookie: __Host-session={sess}; Path=/; Secure; HttpOnly; SameSite=Lax",
                 f"< set-cookie: remember_user_token={rem}; Max-Age=1209600", f"< x-request-id: {rid}"]
        return B(lines, "mixed", [tok, sess, rem], [], [rid, "> GET /v1/me HTTP/2", "< HTTP/2 200", "Max-Age=1209600"])

    def okhttp():
        tok, pwd = rs(40), pw()
        u = username()
        body_ = jd({"username": u, "password": pwd})
        lines = [f"--> POST https://api.{pick(CORPDOM)}/v2/login", "Content-Type: application/json; charset=utf-8", f"Content-Length: {len(body_)}",
                 f"X-Auth-Token: {tok}", "", body_, f"--> END POST ({len(body_)}-byte body)", f"<-- 401 https://api.x/v2/login ({R.randint(40, 900)}ms)"]
        return B(lines, "mixed", [tok, pwd], [], ["--> POST", "--> END POST", "<-- 401"])

    def digest():
        resp, nonce, cn = rhex(32), b64(24), rhex(16)
        lines = ["POST /api/v2/token HTTP/1.1", f"Host: pbx.{pick(CORPDOM)}",
                 f'Authorization: Digest username="svc-voice", realm="api@pbx", nonce="{nonce}", uri="/api/v2/token", algorithm=MD5, response="{resp}", qop=auth, nc=00000001, cnonce="{cn}"',
                 "Content-Length: 0"]
        return B(lines, "key_unusual", [resp, nonce, cn], [], ["POST /api/v2/token HTTP/1.1", "algorithm=MD5", "nc=00000001"])

    def cookie_hdr():
        ga = f"GA1.2.{rd(10)}.{int(epoch(T()))}"
        sess, csrf = rs(32, LOALNUM), rs(64, B64URL)
        txt = f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sess}; django_language=de"
        return L(txt, "hashes", [csrf, sess], [], ["django_language=de", "Cookie:"])

    def apikey_hdrs():
        k1, k2 = rs(32, LOALNUM), rHEX(40)
        lines = ["GET /v1/rates HTTP/1.1", f"X-Api-Key: {k1}", f"X-Auth-Token: {k2}", "X-Request-ID: " + ruuid(), "Accept: application/json"]
        rid = lines[3].split(": ")[1]
        return B(lines, "key_unusual", [k1, k2], [], [rid, "GET /v1/rates HTTP/1.1", "Accept: application/json"])

    return [curl_v, okhttp, digest, cookie_hdr, apikey_hdrs, curl_v]


# ============================================================================
# SOURCES -- platform tools / observability
# ============================================================================
@source("HashiCorp Vault CLI output / Consul & Vault hclog lines", "https://developer.hashicorp.com/vault/docs/commands/login")
def src_hashicorp():
    def vault_login():
        tok = "hvs.CAESI" + rs(R.randint(86, 100), B64URL)
        acc = rs(24)
        lines = ["Success! You are now authenticated. The token information displayed below", "is already stored in the token helper.", "",
                 "Key                  Value", "---                  -----", f"token                {tok}", f"token_accessor       {acc}",
                 "token_duration       768h", "token_renewable      true", 'token_policies       ["default" "deploy"]']
        return B(lines, "mixed", [tok], [], ["token_duration       768h", "token_renewable      true", "Success! You are now authenticated."])

    def consul_acl():
        t = T()
        tok, ip = ruuid(), ip_priv()
        txt = f'{iso(t)} [ERROR] agent.http: Request error: method=GET url=/v1/kv/app/config?token={tok} from={ip}:{port()} error="ACL not found"'
        return L(txt, "key_unusual", [tok], [ip], ["agent.http: Request error", 'error="ACL not found"', "[ERROR]"])

    def vault_unseal():
        t = T()
        keys = [b64(32) for _ in range(3)]
        lines = [f"Unseal Key 1: {keys[0]}", f"Unseal Key 2: {keys[1]}", f"Unseal Key 3: {keys[2]}", "",
                 "Vault initialized with 3 key shares and a key threshold of 2."]
        return B(lines, "mixed", keys, [], ["Vault initialized with 3 key shares", "key threshold of 2"])

    return [vault_login, consul_acl, vault_unseal]


@source("Prometheus / Alertmanager logfmt logs", "https://prometheus.io/docs/alerting/latest/configuration/")
def src_prom():
    def am_slack():
        t = T()
        url = f"https://hooks.slack.com/services/T{rs(8, UP + DG)}/B{rs(10, UP + DG)}/{rs(24)}"
        txt = (f'ts={iso(t)} caller=notify.go:848 level=warn component=dispatcher receiver=slack-critical integration=slack[0] '
               f'aggrGroup="{{}}:{{alertname=\\"HighErrorRate\\"}}" msg="Notify attempt failed, will retry later" attempts=3 err="Post \\"{url}\\": context deadline exceeded"')
        return L(txt, "no_key", [url.split("/services/")[1]], [], ["notify.go:848", "receiver=slack-critical", "attempts=3", "context deadline exceeded"])

    def scrape():
        t = T()
        pwd, ip = pw_safe(), ip_priv()
        txt = f'ts={iso(t)} caller=scrape.go:1400 level=debug component="scrape manager" scrape_pool=node target=http://admin:{pwd}@{ip}:9100/metrics msg="Scrape failed" err="server returned HTTP status 401 Unauthorized"'
        return L(txt, "positional", [pwd], [ip], ["scrape.go:1400", "scrape_pool=node", "401 Unauthorized"])

    return [am_slack, scrape, am_slack]


@source("Grafana server log (logfmt)", "https://grafana.com/docs/grafana/latest/setup-grafana/configure-grafana/#log")
def src_grafana():
    def req():
        t = T()
        ip = ip_priv()
        key = rs(32)
        txt = (f'logger=context userId=0 orgId=1 uname= t={iso(t)} level=info msg="Request Completed" method=GET path=/render/d-solo/x7k2p/ops '
               f'status=200 remote_addr={ip} time_ms={R.randint(100, 9000)} duration={R.uniform(0.1, 9):.3f}s size={R.randint(1000, 90000)} referer= handler=/render/* '
               f'url="/render/d-solo/x7k2p/ops?orgId=1&panelId=4&render=1&renderKey={key}"')
        return L(txt, "key_unusual", [key], [ip], ['msg="Request Completed"', "handler=/render/*", "logger=context"])

    def sa_token():
        t = T()
        tok = "glsa_" + rs(32) + "_" + rhex(8)
        txt = f'logger=authn.service t={iso(t)} level=warn msg="Failed to authenticate request" client=auth.client.api-key error="api-key has expired" token={tok}'
        return L(txt, "mixed", [tok], [], ["logger=authn.service", 'error="api-key has expired"', "auth.client.api-key"])

    return [req, sa_token]


@source("OpenTelemetry Collector debug exporter (detailed verbosity)", "https://github.com/open-telemetry/opentelemetry-collector/blob/main/exporter/debugexporter/README.md")
def src_otel():
    def span():
        tr, par, sid = trace_id(), span_id(), span_id()
        h = host("checkout")
        pn = pod("checkout")
        tok = jwt()
        em, ip = email(), ip_pub()
        lines = ["ResourceSpans #0", "Resource SchemaURL: https://opentelemetry.io/schemas/1.24.0", "Resource attributes:",
                 "     -> service.name: Str(checkout)", f"     -> host.name: Str({h})", f"     -> k8s.pod.name: Str({pn})",
                 "Span #0", f"    Trace ID       : {tr}", f"    Parent ID      : {par}", f"    ID             : {sid}", "    Name           : POST /api/v1/pay",
                 "Attributes:", f'     -> http.request.header.authorization: Slice(["Bearer {tok}"])', f"     -> enduser.id: Str({em})",
                 f"     -> client.address: Str({ip})", "     -> http.response.status_code: Int(402)"]
        return B(lines, "mixed", [tok], [h, pn, em, ip], [tr, par, sid, "Int(402)", "POST /api/v1/pay"])

    return [span, span]


@source("LLM API client logs (OpenAI/Anthropic SDK + httpx)", "https://github.com/openai/openai-python#logging")
def src_llm():
    def httpx_ok():
        t = T()
        txt = f'{sp(t)} INFO httpx HTTP Request: POST https://api.openai.com/v1/chat/completions "HTTP/1.1 200 OK" prompt_tokens=812 completion_tokens=230 total_tokens=1042'
        k = "sk-proj-" + rs(74, B64URL) + "T3BlbkFJ" + rs(74, B64URL)
        txt += f" key={k}"
        return L(txt, "mixed", [k], [], ['"HTTP/1.1 200 OK"', "prompt_tokens=812", "total_tokens=1042"])

    def masked_err():
        t = T()
        name, tok = vendor()
        txt = (f"{sp(t)} ERROR app.llm openai.AuthenticationError: Error code: 401 - {{'error': {{'message': 'Incorrect API key provided: sk-proj-****{rs(4)}.', "
               f"'type': 'invalid_request_error', 'code': 'invalid_api_key'}}}} (fallback credential {tok} also rejected)")
        return L(txt, "no_key", [tok], [], ["openai.AuthenticationError", "invalid_api_key", "Error code: 401"])

    def anthropic():
        t = T()
        k = "sk-ant-api03-" + rs(93, B64URL) + "AA"
        txt = f"{sp(t)} DEBUG anthropic._base_client Request options: {{'method': 'post', 'url': '/v1/messages', 'headers': {{'x-api-key': '{k}', 'anthropic-version': '2023-06-01'}}, 'json_data': {{'max_tokens': 1024}}}}"
        return L(txt, "encoded", [k], [], ["anthropic._base_client", "'anthropic-version': '2023-06-01'", "'max_tokens': 1024"])

    return [httpx_ok, masked_err, anthropic]


# ============================================================================
# more PII helpers
# ============================================================================
def my_number():
    """Japanese Individual Number (12 digits, check digit per MIC ordinance)"""
    body = rd(11)
    r = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        qn = n + 1 if n <= 6 else n - 5
        r += p * qn
    r %= 11
    c = 0 if r <= 1 else 11 - r
    x = body + str(c)
    return f"{x[:4]} {x[4:8]} {x[8:]}" if R.random() < 0.5 else x


def korean_rrn():
    y, m, d = R.randint(1955, 1999), R.randint(1, 12), R.randint(1, 28)
    s = R.choice("12")
    core = f"{y % 100:02d}{m:02d}{d:02d}{s}{rd(5)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(core, w)) % 11) % 10
    return f"{core[:6]}-{core[6:]}{c}"


def nokey_phrase(tok):
    return pick([f"retrying with {tok}", f"cached {tok} for 15m", f"evicting stale entry {tok}", f"received {tok} from upstream",
                 f"{tok} scheduled for rotation", f"invalidating {tok} after logout", f"loaded {tok} from /etc/app/runtime.conf",
                 f"using {tok}", f"fallback -> {tok}", f"[{tok}] accepted", f"value={tok!r} (len={len(tok)})"])


# ============================================================================
# SOURCES -- more formats
# ============================================================================
@source("nginx log_format with $request_body (escape=default and escape=json)", "https://nginx.org/en/docs/http/ngx_http_log_module.html#log_format")
def src_nginx_body():
    def esc_default():
        t, ip = T(), ip_pub()
        em, pwd = email("plain"), pw_safe()
        body_ = f'{{\\x22email\\x22:\\x22{em}\\x22,\\x22password\\x22:\\x22{pwd}\\x22,\\x22remember\\x22:true}}'
        txt = f'{ip} - [{clf(t)}] "POST /api/v1/login HTTP/1.1" 401 64 "{body_}" {R.uniform(0.001, 0.9):.3f}'
        return L(txt, "encoded", [pwd], [ip, em], [clf(t), "POST /api/v1/login HTTP/1.1", "\\x22remember\\x22:true"])

    def esc_json():
        t, ip = T(), ip_pub()
        otp, ph = rd(6), phone(True)
        inner = json.dumps({"phone": ph, "otp": otp}, separators=(",", ":"))
        d = {"time_local": clf(t), "remote_addr": ip, "request": "POST /api/v1/otp/verify HTTP/2.0", "status": "200", "request_body": inner, "request_time": f"{R.uniform(0.001, 0.9):.3f}"}
        return L(jd(d), "encoded", [otp], [ip, ph], [clf(t), "POST /api/v1/otp/verify HTTP/2.0", '"status":"200"'])

    def form_plus():
        t, ip = T(), ip_pub()
        pwd = pick(WORDS).capitalize() + " " + pick(WORDS) + " " + rd(3)
        nm = fullname()
        body_ = f"name={qp(nm)}&email={q(email())}&password={qp(pwd)}&accept_terms=on"
        em_enc = body_.split("email=")[1].split("&")[0]
        txt = f'{ip} - [{clf(t)}] "POST /signup HTTP/1.1" 302 0 "{body_}"'
        return L(txt, "encoded", [qp(pwd)], [ip, qp(nm), em_enc], [clf(t), "POST /signup HTTP/1.1", "accept_terms=on"])

    def card_body():
        t, ip = T(), ip_pub()
        c = card()
        c_enc = q(card_fmt(c, " "))
        txt = f'{ip} - [{clf(t)}] "POST /pay HTTP/1.1" 402 91 "cc_number={c_enc}&cc_exp=11%2F28&amount=89.00"'
        return L(txt, "pii_locale", [], [ip, c_enc], [clf(t), "POST /pay HTTP/1.1", "amount=89.00"])

    return [esc_default, esc_json, form_plus, card_body, esc_default, form_plus]


@source("Set-Cookie headers emitted by framework session middleware", "https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Set-Cookie")
def src_cookies():
    def exp():
        return T().strftime("%a, %d %b %Y %H:%M:%S GMT")

    def express():
        sid = rs(32, B64URL)
        sig = b64(32, False)
        val = "s%3A" + sid + "." + q(sig)
        txt = f"< Set-Cookie: connect.sid={val}; Path=/; Expires={exp()}; HttpOnly; SameSite=Strict"
        return L(txt, "hashes", [val], [], ["connect.sid=", "SameSite=Strict", "HttpOnly"])

    def rails():
        val = f"{b64(R.randint(180, 260))}--{b64(12)}--{b64(16)}"
        txt = f"Set-Cookie: _storefront_session={q(val)}; path=/; secure; httponly; samesite=lax"
        return L(txt, "hashes", [q(val)], [], ["_storefront_session=", "samesite=lax"])

    def laravel():
        payload = base64.b64encode(json.dumps({"iv": b64(16), "value": b64(48), "mac": rhex(64), "tag": ""}, separators=(",", ":")).encode()).decode()
        txt = f"Set-Cookie: laravel_session={q(payload)}; expires={exp()}; Max-Age=7200; path=/; httponly; samesite=lax"
        return L(txt, "hashes", [q(payload)], [], ["laravel_session=", "Max-Age=7200"])

    def flask():
        data = base64.urlsafe_b64encode(json.dumps({"_user_id": str(R.randint(1, 9999)), "_fresh": True, "csrf_token": rhex(40)}).encode()).decode().rstrip("=")
        val = f"{data}.{rs(6, B64URL)}.{rs(27, B64URL)}"
        txt = f"Set-Cookie: session={val}; HttpOnly; Path=/"
        return L(txt, "hashes", [val], [], ["HttpOnly; Path=/", "Set-Cookie:"])

    def php():
        sid = rs(26, LO + "0123456789,-")[:26].replace(",", "a").replace("-", "b")
        txt = f"Set-Cookie: PHPSESSID={sid}; path=/; secure; HttpOnly"
        return L(txt, "hashes", [sid], [], ["PHPSESSID=", "secure; HttpOnly"])

    def aspnet():
        val = "CfDJ8" + rs(R.randint(150, 220), B64URL)
        txt = f"Set-Cookie: .AspNetCore.Session={val}; path=/; samesite=lax; httponly"
        return L(txt, "hashes", [val], [], [".AspNetCore.Session=", "samesite=lax"])

    def gitlab():
        val = rhex(32)
        txt = f"Set-Cookie: _gitlab_session={val}; path=/; expires={exp()}; secure; HttpOnly; SameSite=None"
        return L(txt, "hashes", [val], [], ["_gitlab_session=", "SameSite=None"])

    return [express, rails, laravel, flask, php, aspnet, gitlab, express, flask]


@source("LDIF output (ldapsearch / slapcat) with userPassword and Samba hashes", "https://www.rfc-editor.org/rfc/rfc2849")
def src_ldif():
    def ssha_b64():
        uid = pick(FIRST) + "." + pick(LAST)
        h = pick([h_ssha(), h_ssha512(), h_sha512crypt().replace("$6$", "{CRYPT}$6$", 1)])
        hb = base64.b64encode(h.encode()).decode()
        lines = [f"dn: uid={uid},ou=people,dc=corp,dc=lan", "objectClass: inetOrgPerson", f"uid: {uid}", f"userPassword:: {hb}"]
        return B(lines, "hashes", [hb], [], ["objectClass: inetOrgPerson", "ou=people,dc=corp,dc=lan"])

    def plain():
        uid = pick(FIRST) + "." + pick(LAST)
        h = pick([h_ssha(), h_ssha512()])
        nt = rHEX(32)
        em = f"{uid}@{pick(CORPDOM)}"
        lines = [f"dn: uid={uid},ou=people,dc=corp,dc=lan", f"mail: {em}", f"userPassword: {h}", f"sambaNTPassword: {nt}", "sambaPwdLastSet: 1764496801"]
        return B(lines, "hashes", [h, nt], [em], ["sambaPwdLastSet: 1764496801", "ou=people,dc=corp,dc=lan"])

    return [ssha_b64, plain, ssha_b64]


@source("Apache htpasswd file contents (printed in CI/config-management output)", "https://httpd.apache.org/docs/2.4/misc/password_encryptions.html")
def src_htpasswd():
    def block():
        hs = [h_apr1(), h_bcrypt("2y", 5), "{SHA}" + b64(20)]
        users = ["admin", "metrics", "legacy-sync"]
        lines = ["+ wc -l /etc/nginx/.htpasswd", "3 /etc/nginx/.htpasswd", "+ cat /etc/nginx/.htpasswd"] + [f"{u}:{h}" for u, h in zip(users, hs)]
        return B(lines, "hashes", hs, [], ["+ cat /etc/nginx/.htpasswd", "3 /etc/nginx/.htpasswd"])

    def md5crypt_shadow():
        h = h_md5crypt()
        h2 = h_yescrypt()
        lines = ["--- /etc/shadow (before)", f"backup:{h}:19001:0:99999:7:::", "+++ /etc/shadow (after)", f"backup:{h2}:20422:0:99999:7:::"]
        return B(lines, "hashes", [h, h2], [], ["--- /etc/shadow (before)", ":0:99999:7:::"])

    return [block, md5crypt_shadow, block]


@source("Flask app.logger default format ([%(asctime)s] %(levelname)s in %(module)s: %(message)s)", "https://flask.palletsprojects.com/en/stable/logging/#basic-configuration")
def src_flask():
    def ts(t):
        return f"[{sp(t)}]"

    def created():
        t = T()
        h = pick([h_scrypt_werkzeug(), h_pbkdf2_werkzeug(), h_pbkdf2_sha512_passlib(), h_argon2id()])
        txt = f"{ts(t)} INFO in auth: created user {R.randint(100, 99999)} password_hash={h}"
        return L(txt, "hashes", [h], [], [ts(t), "INFO in auth", "created user"])

    def nokey():
        t = T()
        name, tok = vendor()
        txt = f"{ts(t)} WARNING in integrations: {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [], [ts(t), "WARNING in integrations"])

    def i18n_key():
        t = T()
        k, v = pick([("mot_de_passe", pw()), ("contraseña", pw()), ("passwort", pw()), ("senha", pw()), ("wachtwoord", pw()),
                     ("пароль", pw()), ("密码", pw()), ("mima", pw()), ("パスワード", pw()), ("비밀번호", pw()), ("lösenord", pw()), ("hasło", pw())])
        txt = f"{ts(t)} DEBUG in forms: form data {{'utilisateur': '{pick(FIRST)}', '{k}': '{v}', 'locale': 'fr_FR'}}"
        return L(txt, "key_unusual", [v], [], [ts(t), "DEBUG in forms", "'locale': 'fr_FR'"])

    def mynumber():
        t = T()
        mn = my_number()
        txt = f"{ts(t)} INFO in kyc: マイナンバー確認 OK individual_number={mn} 氏名=山田花子"
        return L(txt, "pii_locale", [], [mn], [ts(t), "INFO in kyc", "マイナンバー確認 OK"])

    return [created, created, nokey, nokey, nokey, nokey, i18n_key, i18n_key, mynumber, created, nokey]


@source("logstash-logback-encoder JSON (LogstashEncoder) with structured arguments", "https://github.com/logfellow/logstash-logback-encoder#standard-fields")
def src_logstash():
    def base(t, msg, lvl="INFO", **kw):
        d = {"@timestamp": iso(t, 3, "+00:00"), "@version": "1", "message": msg, "logger_name": "com.kawasemi.member.SignupService",
             "thread_name": f"http-nio-8080-exec-{R.randint(1, 40)}", "level": lvl, "level_value": {"INFO": 20000, "WARN": 30000, "DEBUG": 10000}[lvl]}
        d.update(kw)
        return d

    def jp_keys():
        t = T()
        pwd, ph = pw(), jp_mobile()
        d = base(t, "会員登録リクエスト", "DEBUG", **{"メールアドレス": email(), "パスワード": pwd, "電話番号": ph})
        em = d["メールアドレス"]
        return L(jd(d), "key_unusual", [pwd], [ph, em], ["会員登録リクエスト", '"level_value":10000', "com.kawasemi.member.SignupService"])

    def zh_keys():
        t = T()
        pwd, ph, cid = pw(), cn_mobile(), cn_id()
        d = base(t, "用户注册", "INFO", **{"用户名": pick(FIRST) + rd(3), "密码": pwd, "手机号": ph, "身份证号": cid})
        return L(jd(d), "key_unusual", [pwd], [ph, cid], ["用户注册", '"level_value":20000'])

    def ko_keys():
        t = T()
        pwd = pw()
        rrn = korean_rrn()
        d = base(t, "회원 가입", "WARN", **{"비밀번호": pwd, "주민등록번호": rrn})
        return L(jd(d), "key_unusual", [pwd], [rrn], ["회원 가입", '"level_value":30000'])

    def ru_keys():
        t = T()
        pwd = pw()
        d = base(t, "попытка входа", "WARN", **{"логин": pick(FIRST), "пароль": pwd, "ip": ip_pub()})
        return L(jd(d), "key_unusual", [pwd], [d["ip"]], ["попытка входа", '"level_value":30000'])

    def camel():
        t = T()
        ts_, hsh = rs(32, B32), h_bcrypt()
        d = base(t, "mfa enrollment", "DEBUG", totpSecret=ts_, passwordHash=hsh, userId=R.randint(100, 9999))
        return L(jd(d), "key_unusual", [ts_, hsh], [], ["mfa enrollment", '"level_value":10000'])

    def nokey():
        t = T()
        name, tok = vendor()
        d = base(t, nokey_phrase(tok), "WARN")
        return L(jd(d), "no_key", [tok], [], ['"level_value":30000', "com.kawasemi.member.SignupService"])

    return [jp_keys, zh_keys, ko_keys, ru_keys, camel, nokey, nokey, nokey, nokey, zh_keys, camel]


@source("Elixir Logger default console format / Phoenix request logging", "https://hexdocs.pm/logger/Logger.html")
def src_phoenix():
    def ts(t):
        return f"{t.strftime('%H:%M:%S')}.{t.microsecond // 1000:03d}"

    def params_filtered():
        t = T()
        em = email()
        lines = [f"{ts(t)} [info] POST /api/session", f"{ts(t)} [debug] Processing with MyAppWeb.SessionController.create/2",
                 f'  Parameters: %{{"session" => %{{"email" => "{em}", "password" => "[FILTERED]"}}}}', "  Pipelines: [:api]",
                 f"{ts(t)} [info] Sent 201 in {R.randint(2, 90)}ms"]
        return B(lines, "pii_locale", [], [em], ["MyAppWeb.SessionController.create/2", "[FILTERED]", "Pipelines: [:api]"])

    def params_unfiltered():
        t = T()
        ts_, pin_ = rs(32, B32), rd(6)
        txt = f'  Parameters: %{{"mfa" => %{{"totpSecret" => "{ts_}", "backup_pin" => "{pin_}"}}, "user_id" => "4412"}}'
        return L(txt, "key_unusual", [ts_, pin_], [], ["Parameters:", '"user_id" => "4412"'])

    def ecto():
        t = T()
        h = h_argon2id()
        txt = f'{ts(t)} [debug] QUERY OK source="users" db={R.uniform(0.1, 9):.1f}ms\nUPDATE "users" SET "hashed_password" = $1 WHERE "id" = $2 ["{h}", {R.randint(1, 9999)}]'.replace("\n", " ")
        return L(txt, "hashes", [h], [], ['QUERY OK source="users"', 'UPDATE "users" SET "hashed_password"'])

    def nokey():
        t = T()
        name, tok = vendor()
        txt = f"{ts(t)} [warning] {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [], [ts(t), "[warning]"])

    return [params_filtered, params_unfiltered, ecto, nokey, nokey, nokey, params_unfiltered]


@source("Rust tracing-subscriber fmt (default Full format) with Debug-formatted values", "https://docs.rs/tracing-subscriber/latest/tracing_subscriber/fmt/format/struct.Full.html")
def src_rust():
    def ts(t):
        return iso(t, 6)

    def debug_struct():
        t = T()
        pwd, h = pw_safe(), fqdn("pg")
        txt = f'{ts(t)}  INFO api::config: loaded config=Config {{ listen: "0.0.0.0:8080", database: DatabaseConfig {{ host: "{h}", user: "api", password: "{pwd}", pool: 16 }} }}'
        return L(txt, "encoded", [pwd], [h], [ts(t), "api::config", 'listen: "0.0.0.0:8080"', "pool: 16"])

    def span_fields():
        t = T()
        ip = ip_pub()
        sid = rs(40)
        txt = f'{ts(t)}  WARN request{{method=POST uri=/v1/login version=HTTP/1.1 client_ip={ip}}}: api::auth: rejected session_id="{sid}" reason=TokenExpired'
        return L(txt, "key_unusual", [sid], [ip], [ts(t), "api::auth", "reason=TokenExpired", "uri=/v1/login"])

    def secret_wrapper():
        t = T()
        name, tok = vendor()
        txt = f'{ts(t)} DEBUG hyper_util::client::legacy::pool: reuse idle connection for ("https", api.{pick(CORPDOM)}) auth=Some({tok!r})'
        return L(txt, "no_key", [tok], [], [ts(t), "hyper_util::client::legacy::pool", "reuse idle connection"])

    def nokey():
        t = T()
        name, tok = vendor()
        txt = f"{ts(t)} ERROR worker::sync: {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [], [ts(t), "worker::sync"])

    return [debug_struct, span_fields, secret_wrapper, nokey, nokey, nokey, debug_struct]


@source("Kubernetes Secret manifest (kubectl get secret -o yaml)", "https://kubernetes.io/docs/concepts/configuration/secret/")
def src_k8s_secret():
    def yaml():
        t = T()
        ns = pick(NS)
        pwd = pw()
        name, tok = vendor()
        bp, bt = b64s(pwd), b64s(tok)
        uid = ruuid()
        lines = ["apiVersion: v1", "data:", f"  password: {bp}", f"  api-token: {bt}", "  username: " + b64s("app"), "kind: Secret", "metadata:",
                 f"  creationTimestamp: \"{iso(t, 0)}\"", "  name: app-credentials", f"  namespace: {ns}", f"  resourceVersion: \"{R.randint(100000, 9999999)}\"",
                 f"  uid: {uid}", "type: Opaque"]
        return B(lines, "encoded", [bp, bt], [], [uid, "kind: Secret", "type: Opaque"])

    def dockercfg():
        u, pwd = "robot$ci", pw()
        reg = f"registry.{pick(CORPDOM)}"
        auth = b64s(f"{u}:{pwd}")
        cfg = json.dumps({"auths": {reg: {"username": u, "password": pwd, "auth": auth}}}, separators=(",", ":"))
        b = b64s(cfg)
        lines = ["apiVersion: v1", "data:", f"  .dockerconfigjson: {b}", "kind: Secret", "metadata:", "  name: regcred", "type: kubernetes.io/dockerconfigjson"]
        return B(lines, "encoded", [b], [], ["type: kubernetes.io/dockerconfigjson", "name: regcred"])

    return [yaml, dockercfg, yaml]


@source("PEM-encoded private key printed into logs (RFC 7468 textual encoding)", "https://www.rfc-editor.org/rfc/rfc7468")
def src_pem():
    def pem():
        t = T()
        body_ = pem_body(R.randint(6, 10))
        lines = [f"{iso(t)} DEBUG tls: loaded client key from env TLS_KEY:", "-----BEGIN PRIVATE KEY-----"] + body_ + ["-----END PRIVATE KEY-----"]
        return B(lines, "no_key", body_, [], ["-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "DEBUG tls"])

    def gcp_sa():
        t = T()
        kid = rhex(40)
        em = f"deployer@{pick(['helios-prod-4412', 'nw-logistics-prod'])}.iam.gserviceaccount.com"
        body_ = pem_body(4)
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body_) + "\\n-----END PRIVATE KEY-----\\n"
        d = {"type": "service_account", "project_id": em.split("@")[1].split(".")[0], "private_key_id": kid, "private_key": pk, "client_email": em, "client_id": rd(21),
             "token_uri": "https://oauth2.googleapis.com/token"}
        txt = f"{iso(t)} ERROR credentials parse failed for " + json.dumps(d).replace("\\\\n", "\\n")
        return L(txt, "mixed", [kid] + body_, [], ['"type": "service_account"', "https://oauth2.googleapis.com/token", "credentials parse failed"])

    return [pem, gcp_sa]


@source("netrc / git-credential-store file format (dumped in CI debug output)", "https://everything.curl.dev/usingcurl/netrc.html")
def src_netrc():
    def netrc():
        tok = "HRKU-AA" + rs(58, B64URL)
        pwd = pw_safe()
        em = email()
        lines = ["+ cat ~/.netrc", f"machine api.heroku.com login {em} password {tok}", f"machine ftp.{pick(CORPDOM)} login mirror password {pwd}"]
        return B(lines, "positional", [tok, pwd], [em], ["+ cat ~/.netrc", "machine api.heroku.com"])

    def gitcred():
        tok = pick(["ghp_" + rs(36), "glpat-" + rs(20, ALNUM + "_-"), "github_pat_" + rs(22) + "_" + rs(59)])
        u = pick(FIRST)
        lines = ["+ cat ~/.git-credentials", f"https://{u}:{tok}@github.com", f"https://oauth2:{rs(20)}@gitlab.{pick(CORPDOM)}"]
        t2 = lines[2].split("oauth2:")[1].split("@")[0]
        return B(lines, "positional", [tok, t2], [], ["+ cat ~/.git-credentials", "@github.com"])

    return [netrc, gitcred, netrc]


@source("Twilio Messaging webhook / REST request logs", "https://www.twilio.com/docs/usage/webhooks/webhooks-security")
def src_twilio():
    def inbound():
        sig = b64(20)
        frm, to = phone(True), phone(True)
        sid = "SM" + rhex(32)
        body_ = f"ToCountry=DE&SmsSid={sid}&From={q(frm)}&To={q(to)}&Body=Hallo+ich+brauche+Hilfe&NumMedia=0"
        lines = [f"X-Twilio-Signature: {sig}", "Content-Type: application/x-www-form-urlencoded", body_]
        return B(lines, "key_unusual", [sig], [q(frm), q(to)], [sid, "NumMedia=0", "ToCountry=DE"])

    def outbound():
        acc = "AC" + rhex(32)
        tok = rhex(32)
        bb = b64s(f"{acc}:{tok}")
        code = rd(6)
        to = phone(True)
        txt = f"POST https://api.twilio.com/2010-04-01/Accounts/{acc}/Messages.json Authorization: Basic {bb} body=To={q(to)}&From=%2B4915888866666&Body=Your+verification+code+is+{code}"
        return L(txt, "encoded", [bb, code], [q(to)], ["/Messages.json", "Body=Your+verification+code+is+", "From=%2B4915888866666"])

    return [inbound, outbound, outbound]


@source("SendGrid Event Webhook payload", "https://www.twilio.com/docs/sendgrid/for-developers/tracking-events/event")
def src_sendgrid():
    def bounce():
        em = email()
        ev = [{"email": em, "timestamp": int(epoch(T())), "smtp-id": f"<{rhex(20)}@ismtpd0001p1lon1.sendgrid.net>", "event": "bounce", "category": ["otp"],
               "sg_event_id": rs(22, B64URL), "sg_message_id": rs(22, B64URL) + ".filterdrecv-" + rd(3), "reason": "550 5.1.1 The email account that you tried to reach does not exist.", "status": "5.1.1", "type": "bounce"}]
        return L(jd(ev), "pii_locale", [], [em], [ev[0]["sg_event_id"], '"status":"5.1.1"', '"event":"bounce"'])

    def click():
        em = email()
        tok = b64url(24)
        ev = [{"email": em, "event": "click", "url": f"https://{pick(APPHOSTS)}/verify-email?t={tok}", "useragent": UAS[0], "ip": ip_pub()}]
        return L(jd(ev), "mixed", [tok], [em, ev[0]["ip"]], ['"event":"click"', "/verify-email"])

    return [bounce, click]


@source("Sentry SDK debug output / DSN configuration", "https://docs.sentry.io/concepts/key-terms/dsn-explainer/")
def src_sentry():
    def dsn():
        key = rhex(32)
        org, proj = rd(7), rd(16)
        txt = f" [sentry] DEBUG: Setting up integrations (with default = True); dsn=https://{key}@o{org}.ingest.de.sentry.io/{proj} release=orders@3.4.1"
        return L(txt, "positional", [key], [], [" [sentry] DEBUG: Setting up integrations", "release=orders@3.4.1"])

    def envelope():
        eid = rhex(32)
        tok = "sntryu_" + rhex(64)
        txt = f" [sentry] DEBUG: Sending envelope [envelope with 1 items (error)] project:{rd(16)} host:o{rd(7)}.ingest.sentry.io event_id={eid} auth={tok}"
        return L(txt, "mixed", [tok], [], [eid, "Sending envelope", "(error)"])

    return [dsn, envelope]


@source("journalctl -o short-iso output (service stdout/stderr)", "https://www.freedesktop.org/software/systemd/man/latest/journalctl.html#short-iso")
def src_journal_short():
    def pre(t, h, app, p):
        return f"{t.strftime('%Y-%m-%dT%H:%M:%S')}+0000 {h} {app}[{p}]:"

    def nokey():
        t, h, p = T(), host(), pid()
        name, tok = vendor()
        app = pick(["sync-agent", "billing-worker", "exporter", "notifier", "deployd", "backup.sh"])
        txt = f"{pre(t, h, app, p)} {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [h, p], [t.strftime("%Y-%m-%dT%H:%M:%S") + "+0000", app + "["])

    def randtok():
        t, h, p = T(), host(), pid()
        tok = rand_token()
        txt = f"{pre(t, h, 'session-gc', p)} purged {tok} (expired 2h ago)"
        return L(txt, "no_key", [tok], [h, p], ["session-gc[", "(expired 2h ago)"])

    def ipv6_conn():
        t, h, p = T(), host("mail"), pid()
        ip = ipv6()
        txt = f"{pre(t, h, 'postfix/smtpd', p)} connect from unknown[{ip}]"
        return L(txt, "infra", [], [h, p, ip], ["postfix/smtpd[", "connect from unknown"])

    return [nokey] * 14 + [randtok, randtok, randtok, ipv6_conn]


@source("Odoo server log format", "https://www.odoo.com/documentation/18.0/administration/on_premise/deploy.html")
def src_odoo():
    def pre(t, p, lvl, db, logger):
        return f"{sp(t)} {p} {lvl} {db} {logger}:"

    def login():
        t, p, ip = T(), pid(), ip_priv()
        em = email("corp")
        txt = f"{pre(t, p, 'INFO', 'prod', 'odoo.addons.base.models.res_users')} Login successful for db:prod login:{em} from {ip}"
        return L(txt, "infra", [], [p, em, ip], ["odoo.addons.base.models.res_users", "Login successful for db:prod"])

    def partner():
        t, p = T(), pid()
        ib = iban(pick(["FR", "BE", "DE", "ES", "IT", "NL"]))
        vat = pick(["FR", "BE", "DE"]) + rd(9)
        ph = pick([fr_mobile(True), de_mobile(True), uk_mobile(True)])
        txt = f"{pre(t, p, 'INFO', 'prod', 'odoo.addons.account.models.partner')} res.partner({R.randint(1, 9999)},) write: {{'vat': '{vat}', 'acc_number': '{ib}', 'mobile': '{ph}'}}"
        return L(txt, "pii_locale", [], [p, ib, vat, ph], ["odoo.addons.account.models.partner", "write:"])

    def pwd_hash():
        t, p = T(), pid()
        h = h_pbkdf2_sha512_passlib()
        txt = f"{pre(t, p, 'DEBUG', 'prod', 'odoo.sql_db')} query: UPDATE res_users SET password='{h}' WHERE id IN (7)"
        return L(txt, "hashes", [h], [p], ["odoo.sql_db", "UPDATE res_users SET password="])

    def nokey():
        t, p = T(), pid()
        name, tok = vendor()
        txt = f"{pre(t, p, 'WARNING', 'prod', 'odoo.addons.payment_stripe.models')} {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [p], ["odoo.addons.payment_stripe.models", "WARNING"])

    return [login, partner, pwd_hash, nokey, nokey, partner, pwd_hash]


@source("Salesforce Apex debug log lines", "https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_debugging_debug_log.htm")
def src_sfdc():
    def pre(t):
        return f"{t.strftime('%H:%M:%S')}.{t.microsecond // 1000} ({R.randint(10 ** 6, 10 ** 9)})"

    def user_debug():
        t = T()
        em, ph = email(), phone(True)
        txt = f"{pre(t)}|USER_DEBUG|[{R.randint(10, 400)}]|DEBUG|Lead inserted: Lead:{{Email={em}, MobilePhone={ph}, Company=Acme GmbH, Status=Open}}"
        return L(txt, "pii_locale", [], [em, ph], ["|USER_DEBUG|", "Company=Acme GmbH", "Status=Open"])

    def callout():
        t = T()
        tok = "00D" + rs(12) + "!" + rs(96, ALNUM + "._")
        txt = f"{pre(t)}|CALLOUT_REQUEST|[{R.randint(10, 400)}]|System.HttpRequest[Endpoint=callout:ERP/api/v1/sync, Method=POST] Authorization=OAuth {tok}"
        return L(txt, "mixed", [tok], [], ["|CALLOUT_REQUEST|", "Method=POST"])

    def iban_debug():
        t = T()
        ib = iban()
        txt = f"{pre(t)}|USER_DEBUG|[{R.randint(10, 400)}]|DEBUG|Payment__c:{{IBAN__c={ib}, Amount__c=1200.00, Currency__c=EUR}}"
        return L(txt, "pii_locale", [], [ib], ["|USER_DEBUG|", "Amount__c=1200.00"])

    return [user_debug, callout, iban_debug, user_debug]


@source("MongoDB system.users document (mongosh / mongoexport Extended JSON)", "https://www.mongodb.com/docs/manual/reference/system-users-collection/")
def src_mongo_users():
    def doc():
        salt, sk, svk = b64(28), b64(32), b64(32)
        s1, k1, v1 = b64(16), b64(20), b64(20)
        d = {"_id": "admin.orders_app", "userId": {"$binary": {"base64": b64(16), "subType": "04"}}, "user": "orders_app", "db": "admin",
             "credentials": {"SCRAM-SHA-1": {"iterationCount": 10000, "salt": s1, "storedKey": k1, "serverKey": v1},
                             "SCRAM-SHA-256": {"iterationCount": 15000, "salt": salt, "storedKey": sk, "serverKey": svk}},
             "roles": [{"role": "readWrite", "db": "orders"}]}
        return L(jd(d), "hashes", [s1, k1, v1, salt, sk, svk], [], ['"iterationCount":15000', '"role":"readWrite"', '"iterationCount":10000'])

    return [doc, doc]


@source("Redis ACL LIST / ACL GETUSER output", "https://redis.io/docs/latest/operate/oss_and_stack/management/security/acl/")
def src_redis_acl():
    def acl_list():
        h1, h2 = rhex(64), rhex(64)
        lines = ['127.0.0.1:6379> ACL LIST', f'1) "user default on sanitize-payload #{h1} ~* &* +@all"',
                 f'2) "user worker on sanitize-payload #{h2} ~queue:* resetchannels -@all +@list +@connection"']
        return B(lines, "hashes", [h1, h2], [], ["ACL LIST", "sanitize-payload", "+@connection"])

    def acl_setuser():
        h = host("redis")
        pwd = pw_safe()
        lines = [f"{h}:6379> ACL SETUSER reporting on >{pwd} ~report:* +@read", "OK", f"{h}:6379> ACL SAVE", "OK"]
        return B(lines, "positional", [pwd], [h], ["ACL SETUSER", "~report:* +@read", "ACL SAVE"], dup=[h])

    return [acl_list, acl_setuser, acl_list]


@source("Heroku Logplex application log lines (app[web.N])", "https://devcenter.heroku.com/articles/logging#log-format")
def src_heroku_app():
    def nokey():
        t = T()
        name, tok = vendor()
        txt = f"{iso(t, 6, '+00:00')} app[{pick(['web', 'worker', 'clock'])}.{R.randint(1, 4)}]: {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [], [iso(t, 6, "+00:00"), "app["])

    def pii():
        t = T()
        em, ph = email(), phone()
        txt = f"{iso(t, 6, '+00:00')} app[worker.1]: [ActiveJob] [SmsReminderJob] Performing for {em} / {ph}"
        return L(txt, "pii_locale", [], [em, ph], [iso(t, 6, "+00:00"), "[SmsReminderJob]"])

    return [nokey] * 10 + [pii, pii]


@source("Cloud Foundry `cf logs` output", "https://docs.cloudfoundry.org/devguide/deploy-apps/streaming-logs.html#format")
def src_cf():
    def nokey():
        t = T()
        name, tok = vendor()
        ts = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 10000:02d}+0000"
        txt = f"   {ts} [APP/PROC/WEB/{R.randint(0, 3)}] OUT {nokey_phrase(tok)}"
        return L(txt, "no_key", [tok], [], [ts, "[APP/PROC/WEB/", "OUT"])

    def rtr():
        t = T()
        ts = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 10000:02d}+0000"
        ip, bk = ip_pub(), ip_priv()
        vid = ruuid()
        txt = (f'   {ts} [RTR/{R.randint(0, 3)}] OUT orders.apps.{pick(CORPDOM)} - [{iso(t)}] "GET /v1/orders HTTP/1.1" 200 0 1532 "-" "okhttp/4.12.0" '
               f'"{ip}:{port()}" "{bk}:61012" x_forwarded_for:"{ip}" x_forwarded_proto:"https" vcap_request_id:"{vid}" response_time:0.0{R.randint(10, 99)}')
        return L(txt, "infra", [], [ip, bk], [vid, "[RTR/", "GET /v1/orders HTTP/1.1"], dup=[ip])

    return [nokey] * 8 + [rtr, rtr]


@source("Fluent Bit stdout output plugin (msgpack record printed)", "https://docs.fluentbit.io/manual/pipeline/outputs/standard-output")
def src_fluentbit():
    def rec():
        t = T()
        name, tok = vendor()
        pn = pod(pick(APPS))
        txt = (f'[0] kube.var.log.containers.{pn}_{pick(NS)}_app-{rhex(64)}.log: [{epoch(t):.9f}, {{"log"=>"{nokey_phrase(tok)}", '
               f'"stream"=>"stdout", "time"=>"{iso(t, 9)}"}}]')
        return L(txt, "no_key", [tok], [pn], ['"stream"=>"stdout"', "kube.var.log.containers."])

    def rec_pwd():
        t = T()
        pwd = pw_safe()
        txt = f'[0] app.audit: [{epoch(t):.9f}, {{"event"=>"password_change", "old_password"=>"{pwd}", "user_id"=>"{R.randint(100, 9999)}", "source"=>"admin-ui"}}]'
        return L(txt, "encoded", [pwd], [], ['"event"=>"password_change"', '"source"=>"admin-ui"'])

    def rec_named(vname):
        def tpl():
            t = T()
            name, tok = vendor_named(vname)
            txt = f'[0] sync.worker: [{epoch(t):.9f}, {{"message"=>"{nokey_phrase(tok)}", "level"=>"warn"}}]'
            return L(txt, "no_key", [tok], [], ['"level"=>"warn"', "sync.worker"])
        tpl.__name__ = "rec_" + vname.split()[0].lower()
        return tpl

    return [rec, rec, rec, rec_pwd, rec_pwd, rec_named("Airtable PAT"), rec_named("Notion integration token")]


@source("Debezium change event (JSON, value with before/after/source/op)", "https://debezium.io/documentation/reference/stable/connectors/postgresql.html#postgresql-change-events-value")
def src_debezium():
    kinds = [("national_insurance_no", lambda: nino(R.random() < 0.5)), ("codice_fiscale", codice_fiscale), ("rrn", korean_rrn),
             ("my_number", my_number), ("dni", dni), ("bsn", bsn), ("personnummer", personnummer), ("cpf", cpf),
             ("aadhaar", aadhaar), ("resident_id", cn_id), ("nie", nie), ("iban", iban)]
    state = [0]

    def ev():
        col, f = kinds[state[0] % len(kinds)]
        state[0] += 1
        v = f()
        t = T()
        em = email()
        d = {"before": None, "after": {"id": R.randint(1000, 999999), "email": em, col: v, "updated_at": epoch_ms(t)},
             "source": {"version": "2.7.3.Final", "connector": "postgresql", "name": "crm", "ts_ms": epoch_ms(t), "db": "crm", "schema": "public",
                        "table": "customers", "txId": R.randint(10 ** 5, 10 ** 7), "lsn": R.randint(10 ** 8, 10 ** 10)},
             "op": pick(["c", "u"]), "ts_ms": epoch_ms(t) + 12}
        return L(jd(d), "pii_locale", [], [v, em], ['"version":"2.7.3.Final"', '"connector":"postgresql"', '"table":"customers"'])

    return [ev] * 12


# ============================================================================
# build, split by source, write, self-check
# ============================================================================
FIELD_ORDER = ["kind", "text", "lines", "secrets", "private", "keep", "class", "source"]


def build_all():
    out = []
    for idx, (name, ref, fn) in enumerate(SOURCES):
        recs = []
        for tpl in fn():
            r = build(tpl)
            r["source"] = name
            recs.append({k: r[k] for k in FIELD_ORDER if k in r})
        out.append((idx, name, ref, recs))
    return out


def split(sources):
    """assign every source to one half, greedily balancing per-class counts"""
    halves = {"dev": {c: 0 for c in CLASSES}, "heldout": {c: 0 for c in CLASSES}}
    tot = {"dev": 0, "heldout": 0}
    assign = {}
    order = sorted(sources, key=lambda s: (-len(s[3]), s[0]))
    for i, (idx, name, ref, recs) in enumerate(order):
        cnt = {c: 0 for c in CLASSES}
        for r in recs:
            cnt[r["class"]] += 1
        best = None
        for h in (["dev", "heldout"] if i % 2 == 0 else ["heldout", "dev"]):  # alternate on ties
            o = "heldout" if h == "dev" else "dev"
            cost = sum(abs(halves[h][c] + cnt[c] - halves[o][c]) for c in CLASSES) + abs(tot[h] + len(recs) - tot[o])
            if best is None or cost < best[0]:
                best = (cost, h)
        h = best[1]
        assign[idx] = h
        for c in CLASSES:
            halves[h][c] += cnt[c]
        tot[h] += len(recs)
    return assign, halves, tot


def selfcheck(paths):
    problems, n, planted = [], 0, 0
    for p in paths:
        with open(p, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                n += 1
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as e:
                    problems.append(f"{p}:{ln}: invalid JSON ({e})")
                    continue
                txt = r["text"] if r["kind"] == "line" else "\n".join(r["lines"])
                if not r["keep"]:
                    problems.append(f"{p}:{ln}: empty keep")
                if r["class"] not in CLASSES:
                    problems.append(f"{p}:{ln}: bad class")
                sens = r["secrets"] + r["private"]
                planted += len(sens)
                for v in sens + r["keep"]:
                    if v not in txt:
                        problems.append(f"{p}:{ln}: value not in text: {v!r}")
                for v in sens:
                    if len(v) < 6:
                        problems.append(f"{p}:{ln}: short value {v!r}")
                    for k in r["keep"]:
                        if k in v or v in k:
                            problems.append(f"{p}:{ln}: keep/sensitive overlap {k!r} / {v!r}")
    return n, planted, problems


def main():
    sources = build_all()
    assign, halves, tot = split(sources)
    files = {"dev": os.path.join(OUT, "dev.jsonl"), "heldout": os.path.join(OUT, "heldout.jsonl")}
    for h, path in files.items():
        with open(path, "w", encoding="utf-8") as f:
            for idx, name, ref, recs in sources:
                if assign[idx] == h:
                    for r in recs:
                        f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n, planted, problems = selfcheck(files.values())
    # vendor coverage: which vendor formats ended up in a written record
    alltext = "\n".join((r.get("text") or "\n".join(r["lines"])) for _, _, _, recs in sources for r in recs)
    covered = sorted({name for name, tok in VENDOR_ISSUED if tok in alltext})
    print(f"records={n} planted={planted} sources={len(SOURCES)} vendor_formats={len(covered)}/{len(VENDOR)}")
    for h in ("dev", "heldout"):
        print(f"  {h:8s} total={tot[h]:4d} " + " ".join(f"{c}={halves[h][c]}" for c in CLASSES))
    missing = sorted({n_ for n_, _ in VENDOR} - set(covered))
    if missing:
        print("  vendor formats not covered:", ", ".join(missing))
    for p in problems[:50]:
        print("PROBLEM", p)
    if "--readme" in sys.argv:
        write_readme(sources, assign, halves, tot, n, planted, covered)
    return 1 if problems else 0


def write_readme(sources, assign, halves, tot, n, planted, covered):
    L_ = []
    L_.append("# logs-docs: independent log-line redaction corpus\n")
    L_.append("Realistic log lines and blocks written in formats documented by logging libraries, servers, platforms and vendors, "
              "with planted random credentials, personal data and infrastructure names (to remove) and diagnostic tokens (to keep). "
              "Written without looking at the redaction engine, its tests or its samples.\n")
    L_.append("* `generate.py` - deterministic generator (fixed seed, standard library only). `python3 generate.py --readme` rewrites "
              "`dev.jsonl`, `heldout.jsonl` and this README, then self-checks the output (JSON validity, every listed value present in its text, "
              "non-empty `keep`, no keep/sensitive overlap, values >= 6 chars).\n"
              "* `dev.jsonl`, `heldout.jsonl` - JSON Lines, split **by source** (all records of one documented format go to the same file), "
              "greedily balanced so that both halves cover every class.\n")
    L_.append("## Record format\n")
    L_.append('`{"kind": "line"|"block", "text"|"lines", "secrets": [...], "private": [...], "keep": [...], "class": ..., "source": ...}` - '
              "`secrets` = anything granting access (passwords, tokens, keys, cookies/session ids, signatures, OTPs, OAuth codes/state, password hashes, private keys); "
              "`private` = personal data and infrastructure identifiers (e-mails, phones, national ids, cards, IBANs, IPs, host/node/pod names, pids, MACs); "
              "`keep` = diagnostic tokens that must survive. Values are listed exactly as they appear in the text (percent-encoded / JSON-escaped / hex / base64 "
              "forms are listed in that encoded form). A value occurs in its text only where it was planted.\n")
    L_.append("## Counts\n")
    L_.append(f"Total: {n} records, {planted} planted values (secrets + private), {len(SOURCES)} documented sources, "
              f"{len(covered)} of {len(VENDOR)} vendor token formats present.\n")
    L_.append("| class | dev | heldout | total |\n|---|---:|---:|---:|")
    for c in CLASSES:
        L_.append(f"| {c} | {halves['dev'][c]} | {halves['heldout'][c]} | {halves['dev'][c] + halves['heldout'][c]} |")
    L_.append(f"| **all** | {tot['dev']} | {tot['heldout']} | {tot['dev'] + tot['heldout']} |\n")
    L_.append("## Sources and split\n")
    L_.append("`reference` is the canonical documentation of each format; the subset actually retrieved during writing is listed under *Notes on method*.\n")
    L_.append("| source (`source` field) | reference | records | half |\n|---|---|---:|---|")
    for idx, name, ref, recs in sources:
        L_.append(f"| {name} | {ref} | {len(recs)} | {assign[idx]} |")
    L_.append("")
    L_.append("## Notes on method\n")
    L_.append("* Formats were checked against documentation / published examples found with the `docs` and `pages` search corpora "
              "(nginx log_format, PostgreSQL log_line_prefix, Redis MONITOR, MongoDB log messages, klog/system-logs, Kubernetes audit v1, RFC 5424, "
              "zap, HAProxy httplog, Envoy default format, MariaDB general log, Keycloak events, Elasticsearch/ECS, Spring Boot log format, pino, loguru, "
              "CloudTrail records and lookup-events output, Azure SAS, Stripe-Signature, Rails filter_parameters, GCP LogEntry, Traefik CLF, PayPal webhook headers, "
              "GitHub/GitLab/Slack token prefixes). Vendor token shapes follow the vendors' published prefixes and the public gitleaks rule set "
              "(read from an auto-generated copy, `Wicker25/PromptGuard:src/core/secrets.ts`).\n"
              "* Check digits are computed: Luhn (cards, Swedish personnummer), ISO 13616 mod-97 (IBAN; plus national BBAN keys for FR RIB, ES DC, IT CIN, BE), "
              "ISO 7064 MOD 11-2 (Chinese resident ID), Verhoeff (Aadhaar), CPF mod-11, DNI/NIE mod-23 letter, codice fiscale odd/even table, BSN 11-proof, "
              "Japanese My Number, Korean RRN.\n"
              "* Redis >= 6.2 redacts AUTH arguments in MONITOR output; the AUTH/HELLO/MIGRATE lines model older servers, as requested.\n"
              "* Tricky keepers are included on purpose: trace/span ids, 40-hex commit SHAs, `sha256:` image digests, container ids, UUIDs, "
              "Kubernetes UIDs, `UGFzc3dvcmQ6` (base64 of `Password:` in Postfix), `uidb64` of Django reset links, `login_web_<sha1>` session keys, "
              "masked values (`***`, `[FILTERED]`, `[Redacted]`, `<masked>`, `sk_live_****`), words such as `token expired`, `invalid secret`.\n")
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L_) + "\n")


if __name__ == "__main__":
    sys.exit(main())
