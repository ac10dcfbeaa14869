#!/usr/bin/env python3
"""corpus26 synthlib: deterministic generators of planted values, validators, derived forms.

Every value comes from random.Random("corpus26|<purpose>|<n>").  No real person, credential or host.
Run `python3 synthlib.py` for the self-tests.
"""
import base64
import hashlib
import hmac
import ipaddress
import json
import random
import string
import struct
import time
import urllib.parse
import html

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = B62 + "-_"
B64STD = B62 + "+/"
UPALNUM = string.ascii_uppercase + string.digits


def R(purpose, n):
    return random.Random("corpus26|%s|%s" % (purpose, n))


def rs(r, alphabet, k):
    return "".join(r.choice(alphabet) for _ in range(k))


# ----------------------------------------------------------------------------------------------------------
# secrets
# ----------------------------------------------------------------------------------------------------------
def b64_secret(n, nbytes=32):
    r = R("b64", n)
    return base64.b64encode(bytes(r.getrandbits(8) for _ in range(nbytes))).decode()


def hex_secret(n, nbytes=32):
    r = R("hex", n)
    return bytes(r.getrandbits(8) for _ in range(nbytes)).hex()


def b62_secret(n, k=40):
    return rs(R("b62", n), B62, k)


def totp_seed(n, nbytes=20):
    r = R("totp", n)
    return base64.b32encode(bytes(r.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")


def totp(seed_b32, t, digits=6, step=30, algo="sha1"):
    pad = "=" * (-len(seed_b32) % 8)
    key = base64.b32decode(seed_b32 + pad)
    msg = struct.pack(">Q", int(t) // step)
    d = hmac.new(key, msg, algo).digest()
    o = d[-1] & 15
    code = (struct.unpack(">I", d[o:o + 4])[0] & 0x7FFFFFFF) % (10 ** digits)
    return str(code).zfill(digits)


def _b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_hs256(n):
    r = R("jwt", n)
    key = bytes(r.getrandbits(8) for _ in range(32))
    header = {"alg": "HS256", "typ": "JWT"}
    iat = 1796000000 + r.randint(0, 900000)
    payload = {"sub": "svc-%s" % rs(r, string.ascii_lowercase, 6), "iat": iat, "exp": iat + 3600,
               "scope": r.choice(["read", "write", "admin"])}
    si = _b64u(json.dumps(header, separators=(",", ":")).encode()) + "." + \
        _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = _b64u(hmac.new(key, si.encode(), hashlib.sha256).digest())
    return si + "." + sig, key.hex()


def jwt_verify(token, key_hex):
    si, sig = token.rsplit(".", 1)
    exp = _b64u(hmac.new(bytes.fromhex(key_hex), si.encode(), hashlib.sha256).digest())
    return hmac.compare_digest(exp, sig)


WORDS = ("amber anchor basalt beacon bramble canyon cobalt copper dahlia ember falcon fennel glacier harbor "
         "hazel indigo juniper kestrel lantern linden marble meadow nectar nimbus orchid pebble quartz raven "
         "saffron sequoia thistle tundra umber velvet walnut willow yarrow zephyr").split()


def passphrase(n, k=4):
    r = R("passphrase", n)
    sep = r.choice(["-", " ", ".", "_"])
    return sep.join(r.choice(WORDS) for _ in range(k)) + sep + str(r.randint(10, 99))


def pin(n, k=None):
    r = R("pin", n)
    k = k or r.choice([4, 6, 6, 8])
    while True:
        v = "".join(r.choice(string.digits) for _ in range(k))
        if v[0] != "0" and len(set(v)) > 2:
            return v


def password(n, tricky=None):
    r = R("password", n)
    if tricky is None:
        tricky = R("password-tricky", n).random() < 0.5
    core = rs(r, B62, r.randint(10, 14))
    if not tricky:
        return core[:4] + r.choice("!#%*-_=") + core[4:]
    kind = r.choice(["dq", "sq", "bs", "sp", "mix"])
    pos = r.randint(3, len(core) - 3)
    ins = {"dq": '"', "sq": "'", "bs": "\\", "sp": " ", "mix": "'\\ \""}[kind]
    return core[:pos] + ins + core[pos:]


def simple_password(n):
    """password without quotes, backslashes or spaces (for positions where the tool splits on them)"""
    r = R("spassword", n)
    core = rs(r, B62, r.randint(11, 15))
    return core[:5] + r.choice("!%*-_=.") + core[5:]


# ----------------------------------------------------------------------------------------------------------
# vendor tokens (published shapes)
# ----------------------------------------------------------------------------------------------------------
def _d(r, k):
    return "".join(r.choice(string.digits) for _ in range(k))


VENDORS = {
    "github_classic": lambda r: "ghp_" + rs(r, B62, 36),
    "github_oauth": lambda r: "gho_" + rs(r, B62, 36),
    "github_server": lambda r: "ghs_" + rs(r, B62, 36),
    "github_user": lambda r: "ghu_" + rs(r, B62, 36),
    "github_fine": lambda r: "github_pat_" + rs(r, B62, 22) + "_" + rs(r, B62, 59),
    "gitlab_pat": lambda r: "glpat-" + rs(r, B62 + "_-", 20),
    "slack_bot": lambda r: "xoxb-" + _d(r, 12) + "-" + _d(r, 13) + "-" + rs(r, B62, 24),
    "slack_user": lambda r: "xoxp-" + _d(r, 12) + "-" + _d(r, 12) + "-" + _d(r, 13) + "-" + rs(r, HEX, 32),
    "slack_webhook_path": lambda r: "T" + rs(r, UPALNUM, 10) + "/B" + rs(r, UPALNUM, 10) + "/" + rs(r, B62, 24),
    "stripe_live": lambda r: "sk_live_" + rs(r, B62, 99),
    "stripe_restricted": lambda r: "rk_live_" + rs(r, B62, 99),
    "stripe_webhook": lambda r: "whsec_" + rs(r, B62, 32),
    "aws_access_key_id": lambda r: "AKIA" + rs(r, string.ascii_uppercase + "234567", 16),
    "aws_secret_key": lambda r: rs(r, B64STD, 40),
    "google_api": lambda r: "AIza" + rs(r, B62 + "_-", 35),
    "twilio_api_key": lambda r: "SK" + rs(r, HEX, 32),
    "sendgrid": lambda r: "SG." + rs(r, B62 + "_-", 22) + "." + rs(r, B62 + "_-", 43),
    "mailgun": lambda r: "key-" + rs(r, HEX, 32),
    "npm": lambda r: "npm_" + rs(r, B62, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 60),
    "shopify_admin": lambda r: "shpat_" + rs(r, HEX, 32),
    "digitalocean": lambda r: "dop_v1_" + rs(r, HEX, 64),
    "huggingface": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "openai_legacy": lambda r: "sk-" + rs(r, B62, 20) + "T3BlbkFJ" + rs(r, B62, 20),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA",
    "telegram_bot": lambda r: str(r.randint(100000000, 9999999999)) + ":AA" + rs(r, B64URL, 33),
    "discord_bot": lambda r: _b64u(str(r.randint(10 ** 17, 10 ** 18)).encode()) + "." + rs(r, B64URL, 6) + "."
    + rs(r, B64URL, 38),
    "newrelic_user": lambda r: "NRAK-" + rs(r, UPALNUM, 27),
    "linear": lambda r: "lin_api_" + rs(r, B62, 40),
    "doppler": lambda r: "dp.pt." + rs(r, B62, 43),
    "postman": lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34),
    "vault_service": lambda r: "hvs." + rs(r, B62 + "_-", 90),
    "databricks": lambda r: "dapi" + rs(r, HEX, 32),
    "grafana_sa": lambda r: "glsa_" + rs(r, B62, 32) + "_" + rs(r, HEX, 8),
    "planetscale": lambda r: "pscale_tkn_" + rs(r, B62 + "_", 43),
    "notion": lambda r: "secret_" + rs(r, B62, 43),
    "square_access": lambda r: "EAAA" + rs(r, B62 + "-_", 60),
    "atlassian": lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 170) + "=" + rs(r, HEX.upper(), 8),
    "figma": lambda r: "figd_" + rs(r, B64URL, 40),
    "azure_storage_key": lambda r: rs(r, B64STD, 86) + "==",
    "sentry_user": lambda r: "sntryu_" + rs(r, HEX, 64),
    "supabase": lambda r: "sbp_" + rs(r, HEX, 40),
    "buildkite": lambda r: "bkua_" + rs(r, HEX, 40),
}
VENDOR_NAMES = sorted(VENDORS)


def vendor_token(name, n):
    return VENDORS[name](R("vendor:" + name, n))


def any_vendor(n, purpose="any"):
    r = R("vendorpick:" + purpose, n)
    name = r.choice(VENDOR_NAMES)
    return name, vendor_token(name, "%s-%s" % (purpose, n))


# ----------------------------------------------------------------------------------------------------------
# check-digit schemes (validators + generators)
# ----------------------------------------------------------------------------------------------------------
def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(prefix):
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in t)
    return int(num) % 97 == 1


def iban_make(cc, bban):
    t = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in t)
    return cc + "%02d" % (98 - int(num) % 97) + bban


IBAN_FMT = {"DE": "18n", "FR": "23n", "ES": "20n", "IT": "1a22n", "NL": "4a10n", "PL": "24n", "SE": "20n",
            "FI": "14n", "BR": "23n1a1c", "PT": "21n", "TR": "22n", "GR": "23n", "IL": "19n", "BE": "12n",
            "AT": "16n", "CZ": "20n", "NO": "11n", "DK": "14n"}


def iban_gen(cc, r):
    fmt = IBAN_FMT[cc]
    out = ""
    import re
    for cnt, typ in re.findall(r"(\d+)([nac])", fmt):
        for _ in range(int(cnt)):
            out += r.choice({"n": string.digits, "a": string.ascii_uppercase, "c": UPALNUM}[typ])
    if cc == "NL":
        out = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + out[4:]
    return iban_make(cc, out)


def dni_ok(s):
    return len(s) == 9 and s[:8].isdigit() and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def dni_gen(r):
    n = r.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        v = int(c) if c.isdigit() else ord(c) - 65
        tot += _CF_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def cf_ok(s):
    return len(s) == 16 and _cf_check(s[:15]) == s[15]


def cf_gen(r):
    L = string.ascii_uppercase
    s = rs(r, "BCDFGHLMNPRSTVZ", 6) + "%02d" % r.randint(50, 99) + r.choice("ABCDEHLMPRST") + \
        "%02d" % r.choice([r.randint(1, 28), r.randint(41, 68)]) + r.choice("ABCDEFGHLM") + "%03d" % r.randint(1, 999)
    return s + _cf_check(s)


def bsn_ok(s):
    if len(s) != 9 or not s.isdigit():
        return False
    tot = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return tot % 11 == 0 and s[0] != "0"


def bsn_gen(r):
    while True:
        s = str(r.randint(100000000, 699999999))
        if bsn_ok(s):
            return s


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(s) == 11 and s.isdigit() and (10 - sum(int(s[i]) * w[i] for i in range(10)) % 10) % 10 == int(s[10])


def pesel_gen(r):
    y, m, d = r.randint(50, 99), r.randint(1, 12), r.randint(1, 28)
    s = "%02d%02d%02d%04d" % (y, m, d, r.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(s[i]) * w[i] for i in range(10)) % 10) % 10)


def pnr_se_ok(s):
    d = s.replace("-", "").replace("+", "")
    return len(d) == 10 and luhn_ok(d)


def pnr_se_gen(r):
    p = "%02d%02d%02d%03d" % (r.randint(50, 99), r.randint(1, 12), r.randint(1, 28), r.randint(0, 999))
    full = luhn_complete(p)
    return full[:6] + "-" + full[6:]


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    return len(s) == 11 and _HETU[int(s[:6] + s[7:10]) % 31] == s[10]


def hetu_gen(r):
    dd, mm, yy, ind = r.randint(1, 28), r.randint(1, 12), r.randint(50, 99), r.randint(2, 899)
    base = "%02d%02d%02d" % (dd, mm, yy)
    return base + "-" + "%03d" % ind + _HETU[int(base + "%03d" % ind) % 31]


def cpf_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for k in (9, 10):
        v = sum(d[i] * (k + 1 - i) for i in range(k)) * 10 % 11 % 10
        if v != d[k]:
            return False
    return True


def cpf_gen(r):
    d = [r.randint(0, 9) for _ in range(9)]
    for k in (9, 10):
        d.append(sum(d[i] * (k + 1 - i) for i in range(k)) * 10 % 11 % 10)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def nir_ok(s):
    d = s.replace(" ", "")
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def nir_gen(r):
    b = "%d%02d%02d%02d%03d%03d" % (r.randint(1, 2), r.randint(50, 99), r.randint(1, 12), r.randint(1, 95),
                                     r.randint(1, 990), r.randint(1, 999))
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def steuerid_ok(s):
    if len(s) != 11 or not s.isdigit() or s[0] == "0":
        return False
    p = 10
    for c in s[:10]:
        t = (int(c) + p) % 10
        if t == 0:
            t = 10
        p = t * 2 % 11
    c = 11 - p
    if c == 10:
        c = 0
    return c == int(s[10])


def steuerid_gen(r):
    while True:
        digits = r.sample(range(10), 9)
        if digits[0] == 0:
            continue
        rep = r.choice(digits[1:])
        pos = r.randint(1, 9)
        ten = digits[:pos] + [rep] + digits[pos:]
        if any(ten[i] == ten[i + 1] for i in range(9)):
            continue
        s = "".join(map(str, ten))
        p = 10
        for c in s:
            t = (int(c) + p) % 10
            if t == 0:
                t = 10
            p = t * 2 % 11
        c = 11 - p
        if c == 10:
            c = 0
        return s + str(c)


def ric_cn_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return len(s) == 18 and "10X98765432"[sum(int(s[i]) * w[i] for i in range(17)) % 11] == s[17]


def ric_cn_gen(r):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = r.choice(["110105", "310104", "440106", "510107", "330106"]) + "%04d%02d%02d%03d" % (
        r.randint(1955, 2000), r.randint(1, 12), r.randint(1, 28), r.randint(1, 999))
    return s + "10X98765432"[sum(int(s[i]) * w[i] for i in range(17)) % 11]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s.replace(" ", ""))):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_check(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar_gen(r):
    s = str(r.randint(2, 9)) + _d(r, 10)
    s += verhoeff_check(s)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def tckn_ok(s):
    if len(s) != 11 or not s.isdigit() or s[0] == "0":
        return False
    d = [int(c) for c in s]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def tckn_gen(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d.append((sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def mynumber_ok(s):
    s = s.replace(" ", "").replace("-", "")
    if len(s) != 12 or not s.isdigit():
        return False
    p = [int(c) for c in s[:11]][::-1]
    tot = sum(p[i] * ((i + 2) if i < 6 else (i - 4)) for i in range(11))
    rem = tot % 11
    return int(s[11]) == (0 if rem <= 1 else 11 - rem)


def mynumber_gen(r):
    s = _d(r, 11)
    p = [int(c) for c in s][::-1]
    rem = sum(p[i] * ((i + 2) if i < 6 else (i - 4)) for i in range(11)) % 11
    s += str(0 if rem <= 1 else 11 - rem)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def tz_il_ok(s):
    s = s.zfill(9)
    tot = 0
    for i, c in enumerate(s):
        v = int(c) * (1 + i % 2)
        tot += v - 9 if v > 9 else v
    return tot % 10 == 0


def tz_il_gen(r):
    while True:
        s = "%09d" % r.randint(10000000, 399999999)
        if tz_il_ok(s):
            return s


def snils_ok(s):
    d = s.replace("-", "").replace(" ", "")
    tot = sum(int(d[i]) * (9 - i) for i in range(9))
    c = tot if tot < 100 else (0 if tot in (100, 101) else tot % 101)
    if c == 100:
        c = 0
    return c == int(d[9:])


def snils_gen(r):
    d = _d(r, 9)
    tot = sum(int(d[i]) * (9 - i) for i in range(9))
    c = tot if tot < 100 else (0 if tot in (100, 101) else tot % 101)
    if c == 100:
        c = 0
    return "%s-%s-%s %02d" % (d[:3], d[3:6], d[6:9], c)


def afm_gr_ok(s):
    tot = sum(int(s[i]) * 2 ** (8 - i) for i in range(8))
    return tot % 11 % 10 == int(s[8])


def afm_gr_gen(r):
    s = _d(r, 8)
    return s + str(sum(int(s[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10)


def nif_pt_ok(s):
    tot = sum(int(s[i]) * (9 - i) for i in range(8))
    c = 11 - tot % 11
    return (0 if c >= 10 else c) == int(s[8])


def nif_pt_gen(r):
    s = str(r.choice([1, 2])) + _d(r, 7)
    c = 11 - sum(int(s[i]) * (9 - i) for i in range(8)) % 11
    return s + str(0 if c >= 10 else c)


def rrn_kr_ok(s):
    d = s.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(d[i]) * w[i] for i in range(12)) % 11) % 10 == int(d[12])


def rrn_kr_gen(r):
    d = "%02d%02d%02d%d%s" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28), r.choice([1, 2]), _d(r, 5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    d += str((11 - sum(int(d[i]) * w[i] for i in range(12)) % 11) % 10)
    return d[:6] + "-" + d[6:]


# scheme -> (validator, published valid example, source of the example)
CHECK_SCHEMES = {
    "luhn (card PAN)": (luhn_ok, "4111111111111111", "Visa test card number"),
    "iban mod-97": (iban_ok, "DE89370400440532013000", "ISO 13616 / ECBS example"),
    "es DNI mod-23": (dni_ok, "12345678Z", "Spanish DNI letter table example"),
    "it codice fiscale": (cf_ok, "RSSMRA85T10A562S", "Agenzia delle Entrate example (Mario Rossi)"),
    "nl BSN 11-proef": (bsn_ok, "111222333", "BSN test number"),
    "pl PESEL": (pesel_ok, "44051401359", "PESEL example (Wikipedia)"),
    "se personnummer luhn": (pnr_se_ok, "811228-9874", "Skatteverket example"),
    "fi HETU mod-31": (hetu_ok, "131052-308T", "DVV example"),
    "br CPF mod-11": (cpf_ok, "529.982.247-25", "commonly published valid CPF"),
    "fr NIR key 97": (nir_ok, "2 55 08 14 168 025 38", "INSEE NIR example (Wikipedia)"),
    "de Steuer-ID ISO7064": (steuerid_ok, "86095742719", "BZSt example"),
    "cn RIC ISO7064 MOD 11-2": (ric_cn_ok, "11010519491231002X", "GB 11643 example"),
    "in Aadhaar Verhoeff": (verhoeff_ok, "2363", "Verhoeff example 236 -> 3 (Wikipedia)"),
    "tr TCKN": (tckn_ok, "10000000146", "commonly published valid TCKN"),
    "jp My Number": (mynumber_ok, "123456789018", "commonly published valid My Number"),
    "il Teudat Zehut": (tz_il_ok, "123456782", "commonly published valid ID"),
    "ru SNILS": (snils_ok, "112-233-445 95", "PFR SNILS example"),
    "gr AFM": (afm_gr_ok, "090000045", "AADE AFM (published)"),
    "pt NIF mod-11": (nif_pt_ok, "123456789", "commonly published valid NIF"),
    "kr RRN": (rrn_kr_ok, "900101-1234568", "unverified example"),
}


def card_pan(n, grouped=False):
    r = R("pan", n)
    kind = r.choice(["visa", "mc", "amex", "mc2"])
    if kind == "visa":
        p = "4" + _d(r, 14)
    elif kind == "mc":
        p = "5" + str(r.randint(1, 5)) + _d(r, 13)
    elif kind == "mc2":
        p = "22" + str(r.randint(21, 71)) + _d(r, 11)
    else:
        p = r.choice(["34", "37"]) + _d(r, 12)
    s = luhn_complete(p)
    if grouped:
        if len(s) == 15:
            return "%s %s %s" % (s[:4], s[4:10], s[10:])
        return " ".join(s[i:i + 4] for i in range(0, 16, 4))
    return s


# ----------------------------------------------------------------------------------------------------------
# personal data, 18 locales
# ----------------------------------------------------------------------------------------------------------
LOC = {
    "de_DE": dict(first=["Jürgen", "Anneliese", "Torsten", "Hildegard", "Björn", "Käthe"],
                  last=["Weiß", "Müller", "Schäfer", "Großmann", "Köhler", "Bäcker"], order="fl",
                  streets=["Lindenstraße", "Am Mühlbach", "Königsallee", "Schloßweg"],
                  cities=[("10115", "Berlin"), ("80331", "München"), ("50667", "Köln")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "01" + r.choice("567") + str(r.randint(0, 9)) + " " + _d(r, 7),
                  iban="DE", nid=("Steuer-ID", steuerid_gen)),
    "fr_FR": dict(first=["Sébastien", "Hélène", "François", "Gaëlle", "Jérôme"],
                  last=["Lefèvre", "Dubois", "Moreau", "Bénard", "Rousseau"], order="fl",
                  streets=["rue de la Paix", "avenue Jean-Jaurès", "boulevard Voltaire"],
                  cities=[("75011", "Paris"), ("69003", "Lyon"), ("13006", "Marseille")],
                  addr="{no} {street}, {pc} {city}", mobile=lambda r: "0" + r.choice("67") + " " + " ".join(_d(r, 2) for _ in range(4)),
                  iban="FR", nid=("NIR", nir_gen)),
    "es_ES": dict(first=["Íñigo", "María José", "Begoña", "Joaquín"], last=["Muñoz Ibáñez", "García Peña", "Núñez Roldán"],
                  order="fl", streets=["Calle de Alcalá", "Avenida de la Constitución", "Calle Mayor"],
                  cities=[("28014", "Madrid"), ("41001", "Sevilla"), ("08002", "Barcelona")],
                  addr="{street}, {no}, {pc} {city}", mobile=lambda r: "6" + _d(r, 2) + " " + _d(r, 3) + " " + _d(r, 3),
                  iban="ES", nid=("DNI", dni_gen)),
    "it_IT": dict(first=["Niccolò", "Ludovica", "Gianluca", "Beatrice"], last=["Esposito", "De Luca", "Ferrari", "Colombo"],
                  order="fl", streets=["Via Garibaldi", "Corso Vittorio Emanuele II", "Piazza Navona"],
                  cities=[("00186", "Roma"), ("20121", "Milano"), ("80132", "Napoli")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "3" + _d(r, 2) + " " + _d(r, 3) + " " + _d(r, 4),
                  iban="IT", nid=("codice fiscale", cf_gen)),
    "nl_NL": dict(first=["Maarten", "Femke", "Sjoerd", "Lieke"], last=["van der Berg", "de Vries", "Bakker", "Visser"],
                  order="fl", streets=["Keizersgracht", "Prinsengracht", "Herengracht"],
                  cities=[("1015 CJ", "Amsterdam"), ("3011 AB", "Rotterdam")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "06-" + _d(r, 8), iban="NL", nid=("BSN", bsn_gen)),
    "pl_PL": dict(first=["Małgorzata", "Grzegorz", "Żaneta", "Wojciech"], last=["Kowalska", "Wiśniewski", "Dąbrowska", "Łukaszewicz"],
                  order="fl", streets=["ul. Marszałkowska", "ul. Piotrkowska", "al. Jerozolimskie"],
                  cities=[("00-624", "Warszawa"), ("90-406", "Łódź")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "5" + _d(r, 2) + " " + _d(r, 3) + " " + _d(r, 3),
                  iban="PL", nid=("PESEL", pesel_gen)),
    "sv_SE": dict(first=["Åsa", "Björn", "Märta", "Östen"], last=["Lindqvist", "Åkesson", "Ström", "Sjöberg"], order="fl",
                  streets=["Drottninggatan", "Storgatan", "Sveavägen"], cities=[("111 51", "Stockholm"), ("411 06", "Göteborg")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "07" + r.choice("0236") + "-" + _d(r, 3) + " " + _d(r, 2) + " " + _d(r, 2),
                  iban="SE", nid=("personnummer", pnr_se_gen)),
    "fi_FI": dict(first=["Päivi", "Jyrki", "Sääde", "Väinö"], last=["Mäkinen", "Heikkilä", "Järvinen", "Nieminen"], order="fl",
                  streets=["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu"], cities=[("00100", "Helsinki"), ("33100", "Tampere")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "04" + r.choice("0145") + " " + _d(r, 3) + " " + _d(r, 4),
                  iban="FI", nid=("HETU", hetu_gen)),
    "pt_BR": dict(first=["João Vítor", "Conceição", "Luíza", "Sebastião"], last=["Gonçalves", "Araújo", "Magalhães", "Conceição"],
                  order="fl", streets=["Rua Augusta", "Avenida Paulista", "Rua das Laranjeiras"],
                  cities=[("01310-100", "São Paulo"), ("22240-003", "Rio de Janeiro")],
                  addr="{street}, {no} - {city}, CEP {pc}", mobile=lambda r: "(%d) 9%s-%s" % (r.choice([11, 21, 31, 41]), _d(r, 4), _d(r, 4)),
                  iban="BR", nid=("CPF", cpf_gen)),
    "pt_PT": dict(first=["Gonçalo", "Inês", "Tomás", "Leonor"], last=["Sá Carneiro", "Guimarães", "Simões", "Patrício"],
                  order="fl", streets=["Rua Augusta", "Avenida da Liberdade", "Rua de Santa Catarina"],
                  cities=[("1100-053", "Lisboa"), ("4000-447", "Porto")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "9" + r.choice("1236") + _d(r, 1) + " " + _d(r, 3) + " " + _d(r, 3),
                  iban="PT", nid=("NIF", nif_pt_gen)),
    "tr_TR": dict(first=["Çağrı", "Gülşen", "Şükrü", "İpek"], last=["Yılmaz", "Öztürk", "Çelik", "Doğan"], order="fl",
                  streets=["İstiklal Caddesi", "Atatürk Bulvarı", "Bağdat Caddesi"],
                  cities=[("34430", "Beyoğlu/İstanbul"), ("06420", "Çankaya/Ankara")],
                  addr="{street} No:{no}, {pc} {city}", mobile=lambda r: "05" + _d(r, 2) + " " + _d(r, 3) + " " + _d(r, 2) + " " + _d(r, 2),
                  iban="TR", nid=("TCKN", tckn_gen)),
    "ru_RU": dict(first=["Анастасия", "Дмитрий", "Екатерина", "Святослав"], last=["Кузнецова", "Смирнов", "Волкова", "Соколов"],
                  order="lf", streets=["ул. Тверская", "Невский проспект", "ул. Арбат"],
                  cities=[("125009", "Москва"), ("191025", "Санкт-Петербург")],
                  addr="{pc}, г. {city}, {street}, д. {no}", mobile=lambda r: "8 (9%s) %s-%s-%s" % (_d(r, 2), _d(r, 3), _d(r, 2), _d(r, 2)),
                  iban=None, nid=("СНИЛС", snils_gen)),
    "el_GR": dict(first=["Γιώργος", "Ελένη", "Δημήτρης", "Κατερίνα"], last=["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Καραγιάννη"],
                  order="fl", streets=["Οδός Ερμού", "Λεωφόρος Συγγρού", "Οδός Αθηνάς"],
                  cities=[("105 63", "Αθήνα"), ("546 24", "Θεσσαλονίκη")],
                  addr="{street} {no}, {pc} {city}", mobile=lambda r: "69" + _d(r, 1) + " " + _d(r, 3) + " " + _d(r, 4),
                  iban="GR", nid=("ΑΦΜ", afm_gr_gen)),
    "ja_JP": dict(first=["太郎", "花子", "翔太", "美咲"], last=["山田", "佐藤", "鈴木", "高橋"], order="lf_nosp",
                  streets=["千代田区丸の内", "渋谷区神南", "大阪市北区梅田"], cities=[("100-0005", "東京都"), ("530-0001", "大阪府")],
                  addr="〒{pc} {city}{street}{no}丁目", mobile=lambda r: "0" + r.choice("789") + "0-" + _d(r, 4) + "-" + _d(r, 4),
                  iban=None, nid=("マイナンバー", mynumber_gen)),
    "zh_CN": dict(first=["秀英", "志强", "丽娟", "建国"], last=["王", "李", "张", "刘"], order="lf_nosp",
                  streets=["朝阳区建国路", "浦东新区世纪大道", "天河区天河路"], cities=[("100022", "北京市"), ("200120", "上海市")],
                  addr="{city}{street}{no}号 邮编{pc}", mobile=lambda r: "1" + r.choice("3589") + _d(r, 1) + " " + _d(r, 4) + " " + _d(r, 4),
                  iban=None, nid=("居民身份证", ric_cn_gen)),
    "ko_KR": dict(first=["민준", "서연", "지훈", "하은"], last=["김", "이", "박", "최"], order="lf_nosp",
                  streets=["강남구 테헤란로", "종로구 세종대로", "해운대구 해운대로"], cities=[("06236", "서울특별시"), ("48094", "부산광역시")],
                  addr="{city} {street} {no} ({pc})", mobile=lambda r: "010-" + _d(r, 4) + "-" + _d(r, 4),
                  iban=None, nid=("주민등록번호", rrn_kr_gen)),
    "hi_IN": dict(first=["अनन्या", "राहुल", "प्रिया", "विक्रम"], last=["शर्मा", "वर्मा", "गुप्ता", "पटेल"], order="fl",
                  streets=["महात्मा गांधी मार्ग", "नेहरू प्लेस", "एम.जी. रोड"], cities=[("110019", "नई दिल्ली"), ("560001", "बेंगलुरु")],
                  addr="{no}, {street}, {city} {pc}", mobile=lambda r: r.choice("6789") + _d(r, 4) + " " + _d(r, 5),
                  iban=None, nid=("Aadhaar", aadhaar_gen)),
    "he_IL": dict(first=["נועה", "איתי", "מיכל", "יונתן"], last=["כהן", "לוי", "מזרחי", "פרץ"], order="fl",
                  streets=["רחוב הרצל", "שדרות רוטשילד", "רחוב יפו"], cities=[("6688101", "תל אביב-יפו"), ("9414201", "ירושלים")],
                  addr="{street} {no}, {city} {pc}", mobile=lambda r: "05" + r.choice("02348") + "-" + _d(r, 3) + "-" + _d(r, 4),
                  iban="IL", nid=("תעודת זהות", tz_il_gen)),
    "ar_EG": dict(first=["محمد", "فاطمة", "أحمد", "مريم"], last=["عبد الرحمن", "الشافعي", "منصور", "السيد"], order="fl",
                  streets=["شارع التحرير", "شارع جامعة الدول العربية", "كورنيش النيل"], cities=[("11511", "القاهرة"), ("21500", "الإسكندرية")],
                  addr="{no} {street}، {city} {pc}", mobile=lambda r: "01" + r.choice("0125") + " " + _d(r, 4) + " " + _d(r, 4),
                  iban=None, nid=None),
}
LOCALES = sorted(LOC)

TRANSLIT_LOGIN = {
    "de_DE": "jweiss", "fr_FR": "slefevre", "es_ES": "imunoz", "it_IT": "nesposito", "nl_NL": "mvdberg",
    "pl_PL": "mkowalska", "sv_SE": "alindqvist", "fi_FI": "pmakinen", "pt_BR": "jgoncalves", "pt_PT": "gsimoes",
    "tr_TR": "cyilmaz", "ru_RU": "akuznetsova", "el_GR": "gpapadopoulos", "ja_JP": "tyamada", "zh_CN": "xwang",
    "ko_KR": "mjkim", "hi_IN": "asharma", "he_IL": "ncohen", "ar_EG": "mabdelrahman",
}
RESERVED_DOMAINS = ["example.com", "example.org", "example.net", "mail.example", "corp.example", "post.test",
                    "kunden.example", "invalid.example.org"]


def person(locale, n):
    r = R("person:" + locale, n)
    L = LOC[locale]
    f, l = r.choice(L["first"]), r.choice(L["last"])
    if L["order"] == "fl":
        name = f + " " + l
    elif L["order"] == "lf":
        name = l + " " + f
    else:
        name = l + f
    pc, city = r.choice(L["cities"])
    addr = L["addr"].format(street=r.choice(L["streets"]), no=r.randint(2, 199), pc=pc, city=city)
    login = TRANSLIT_LOGIN[locale] + str(r.randint(2, 97))
    email = login.replace(TRANSLIT_LOGIN[locale], TRANSLIT_LOGIN[locale][0] + "." + TRANSLIT_LOGIN[locale][1:]) + \
        "@" + r.choice(RESERVED_DOMAINS)
    p = dict(locale=locale, name=name, mobile=L["mobile"](r), address=addr, email=email, login=login)
    if L["iban"]:
        p["iban"] = iban_gen(L["iban"], r)
    if L["nid"]:
        p["nid_kind"] = L["nid"][0]
        p["nid"] = L["nid"][1](r)
    p["pan"] = card_pan("%s-%s" % (locale, n))
    return p


# ----------------------------------------------------------------------------------------------------------
# infrastructure
# ----------------------------------------------------------------------------------------------------------
HOSTW = ["db", "api", "cache", "mq", "edge", "ldap", "vault", "build", "mail", "kafka", "etl", "grafana", "ci", "nas"]
ZONES = ["corp.example", "prod.example.net", "eu-west.internal.example", "lab.test", "dc2.example.org", "svc.home.arpa",
         "stg.example.com"]


def hostname(n):
    r = R("host", n)
    return "%s-%s%02d" % (r.choice(HOSTW), r.choice(["fra", "ams", "par", "waw", "osl", "mad", "sto"]), r.randint(1, 40))


def fqdn(n):
    r = R("fqdn", n)
    return hostname("f%s" % n) + "." + r.choice(ZONES)


def pod_name(n):
    r = R("pod", n)
    dep = r.choice(["payments-api", "ledger-worker", "checkout-web", "auth-gateway", "report-cron", "search-indexer"])
    return "%s-%s-%s" % (dep, rs(r, "bcdfghjklmnpqrstvwxz2456789", 10), rs(r, "bcdfghjklmnpqrstvwxz2456789", 5))


def ipv4(n, kind=None):
    r = R("ipv4", n)
    kind = kind or r.choice(["10", "172", "192", "cgnat", "tn1", "tn2", "tn3"])
    if kind == "10":
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    if kind == "172":
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))
    if kind == "192":
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))
    if kind == "cgnat":
        return "100.%d.%d.%d" % (r.randint(64, 127), r.randint(0, 255), r.randint(2, 254))
    return {"tn1": "192.0.2.", "tn2": "198.51.100.", "tn3": "203.0.113."}[kind] + str(r.randint(10, 254))


def ipv6(n):
    r = R("ipv6", n)
    if r.random() < 0.5:
        net = "fd%02x:%x:%x" % (r.randint(0, 255), r.randint(0, 0xffff), r.randint(0, 0xffff))
    else:
        net = "2001:db8:%x" % r.randint(1, 0xffff)
    a = ipaddress.IPv6Address(net + "::%x:%x" % (r.randint(1, 0xffff), r.randint(1, 0xffff)))
    return a.compressed


def mac(n):
    r = R("mac", n)
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] | 2) & 0xFE
    return ":".join("%02x" % x for x in b)


def planted_pid(n):
    return R("pid", n).randint(2000, 32000)


# ----------------------------------------------------------------------------------------------------------
# look-alikes (keep)
# ----------------------------------------------------------------------------------------------------------
def uuid4(n):
    r = R("uuid", n)
    h = list(rs(r, HEX, 32))
    h[12] = "4"
    h[16] = r.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def trace_id(n):
    return rs(R("trace", n), HEX, 32)


def span_id(n):
    return rs(R("span", n), HEX, 16)


def commit_sha(n):
    return rs(R("sha1", n), HEX, 40)


def sha256_digest(n):
    return "sha256:" + hashlib.sha256(("corpus26|digest|%s" % n).encode()).hexdigest()


def version(n):
    r = R("version", n)
    return r.choice(["v", ""]) + "%d.%d.%d" % (r.randint(0, 9), r.randint(0, 40), r.randint(0, 99)) + \
        r.choice(["", "-rc.%d" % r.randint(1, 5), "+build.%d" % r.randint(100, 999)])


# ----------------------------------------------------------------------------------------------------------
# derived forms
# ----------------------------------------------------------------------------------------------------------
def _mac_variants(v):
    h = v.replace(":", "").replace("-", "").replace(".", "")
    out = set()
    for hh in (h.lower(), h.upper()):
        pairs = [hh[i:i + 2] for i in range(0, 12, 2)]
        out |= {":".join(pairs), "-".join(pairs), hh, ".".join(hh[i:i + 4] for i in range(0, 12, 4))}
    return out


def _layer1(v):
    out = {v}
    out.add(json.dumps(v, ensure_ascii=False)[1:-1])
    out.add(json.dumps(v, ensure_ascii=True)[1:-1])
    out.add(repr(v)[1:-1])
    out.add(v.encode("unicode_escape").decode("ascii"))
    out.add(v.replace("\\", "\\\\").replace('"', '\\"'))
    out.add(v.replace("\\", "\\\\").replace("'", "\\'"))
    out.add(v.replace("\\", "\\\\").replace(" ", "\\ "))
    out.add(v.replace("'", "''"))
    out.add(v.replace('"', '""'))
    out.add(v.replace("'", "'\\''"))
    out.add(html.escape(v, quote=True))
    out.add(html.escape(v, quote=False))
    out.add(v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;"))
    return out


def _pct(v):
    out = set()
    for safe in ("", "/", ":/@", "/:@!$&'()*+,;=", "-._~"):
        out.add(urllib.parse.quote(v, safe=safe))
        out.add(urllib.parse.quote_plus(v, safe=safe))
    low = set()
    for x in out:
        import re
        low.add(re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), x))
    return out | low


def derived_forms(v, kind=None):
    """all textual forms under which the planted value v may appear"""
    forms = set()
    base = {v}
    try:
        ip = ipaddress.ip_address(v)
        if ip.version == 4:
            base.add(".".join(reversed(v.split("."))) + ".in-addr.arpa")
        else:
            base.add(ip.exploded)
            base.add(ip.compressed)
            base.add(ip.reverse_pointer)
            base.add(ip.exploded.upper())
    except ValueError:
        pass
    import re
    if re.fullmatch(r"[0-9a-fA-F]{2}([:-])[0-9a-fA-F]{2}(\1[0-9a-fA-F]{2}){4}", v):
        base |= _mac_variants(v)
    for b in base:
        for l1 in _layer1(b):
            forms.add(l1)
            for p in _pct(l1):
                forms.add(p)
                forms.add(urllib.parse.quote(p, safe=""))  # double-encoded
        forms.add(b.encode("utf-8").hex())
    forms.add(json.dumps(json.dumps(v))[3:-3])  # JSON inside a JSON string
    forms.add(json.dumps(json.dumps(v, ensure_ascii=False), ensure_ascii=False)[3:-3])
    forms.add(json.dumps(json.dumps(json.dumps(v)))[7:-7])  # three JSON layers
    esc = [lambda x: json.dumps(x)[1:-1], lambda x: json.dumps(x, ensure_ascii=False)[1:-1], lambda x: repr(x)[1:-1],
           lambda x: x.replace("\\", "\\\\").replace('"', '\\"'), lambda x: repr(x)[1:-1].replace('"', '\\"')]
    for e1 in esc:
        for e2 in esc:
            forms.add(e2(e1(v)))
    return {f for f in forms if f}


def find_all(text, form):
    """occurrences of form in text; digit-only forms only between non-digits"""
    res = []
    start = 0
    digit_only = form.isdigit()
    while True:
        i = text.find(form, start)
        if i < 0:
            return res
        j = i + len(form)
        if not digit_only or ((i == 0 or not text[i - 1].isdigit()) and (j == len(text) or not text[j].isdigit())):
            res.append((i, j))
        start = i + 1


# ----------------------------------------------------------------------------------------------------------
# self-tests
# ----------------------------------------------------------------------------------------------------------
def selftest():
    fails = []
    for name, (fn, ex, src) in CHECK_SCHEMES.items():
        if not fn(ex):
            fails.append("published example fails: %s %s" % (name, ex))
    for ex in ["GB82WEST12345698765432", "FR1420041010050500013M02606", "ES9121000418450200051332",
               "NL91ABNA0417164300", "PL61109010140000071219812874", "FI2112345600000785"]:
        if not iban_ok(ex):
            fails.append("iban example " + ex)
    # generated values validate
    gens = [(steuerid_gen, steuerid_ok), (nir_gen, nir_ok), (dni_gen, dni_ok), (cf_gen, cf_ok), (bsn_gen, bsn_ok),
            (pesel_gen, pesel_ok), (pnr_se_gen, pnr_se_ok), (hetu_gen, hetu_ok), (cpf_gen, cpf_ok),
            (ric_cn_gen, ric_cn_ok), (aadhaar_gen, verhoeff_ok), (tckn_gen, tckn_ok), (mynumber_gen, mynumber_ok),
            (tz_il_gen, tz_il_ok), (snils_gen, snils_ok), (afm_gr_gen, afm_gr_ok), (nif_pt_gen, nif_pt_ok),
            (rrn_kr_gen, rrn_kr_ok)]
    for g, ok in gens:
        for i in range(50):
            v = g(R("selftest:" + g.__name__, i))
            if not ok(v):
                fails.append("%s generated invalid %s" % (g.__name__, v))
    for loc in LOCALES:
        for i in range(5):
            p = person(loc, i)
            if "iban" in p and not iban_ok(p["iban"]):
                fails.append("iban " + p["iban"])
            if not luhn_ok(p["pan"]):
                fails.append("pan " + p["pan"])
            if "+" in p["mobile"]:
                fails.append("mobile with +")
            dom = p["email"].split("@")[1]
            if not any(dom == d or dom.endswith("." + d) or dom == d for d in RESERVED_DOMAINS):
                fails.append("email domain " + dom)
    if len(LOCALES) < 15:
        fails.append("locales")
    # TOTP: RFC 6238 SHA1 vector
    seed = base64.b32encode(b"12345678901234567890").decode()
    if totp(seed, 59, digits=8) != "94287082":
        fails.append("totp rfc6238")
    for i in range(5):
        t, k = jwt_hs256(i)
        if not jwt_verify(t, k):
            fails.append("jwt")
        if len(totp_seed(i)) != 32:
            fails.append("totp seed len")
    if len(VENDORS) < 30:
        fails.append("vendors")
    for name in VENDOR_NAMES:
        if vendor_token(name, 1) != vendor_token(name, 1):
            fails.append("determinism " + name)
    for i in range(30):
        a = ipaddress.ip_address(ipv4(i))
        if a.is_loopback or not (a.is_private or a in ipaddress.ip_network("100.64.0.0/10")):
            fails.append("ipv4 " + str(a))
        b = ipaddress.ip_address(ipv6(i))
        if not (b in ipaddress.ip_network("fc00::/7") or b in ipaddress.ip_network("2001:db8::/32")):
            fails.append("ipv6 " + str(b))
        m = int(mac(i).split(":")[0], 16)
        if not (m & 2) or (m & 1):
            fails.append("mac " + mac(i))
        if not any(fqdn(i).endswith(z) for z in ZONES):
            fails.append("fqdn")
    for i in range(10):
        p = password(i, tricky=True)
        if not any(c in p for c in "\"'\\ "):
            fails.append("tricky password " + p)
    # derived forms sanity
    f = derived_forms("p'a\"s s\\w")
    for need in ["p%27a%22s+s%5Cw", "p'a\\\"s s\\\\w", "p'\\''a\"s s\\w", "p&#x27;a&quot;s s\\w"]:
        if need not in f:
            fails.append("derived form missing " + need)
    if "7.2.0.192.in-addr.arpa" not in derived_forms("192.0.2.7"):
        fails.append("in-addr")
    if "02-ab-cd-ef-01-23" not in derived_forms("02:ab:cd:ef:01:23"):
        fails.append("mac variants")
    if find_all("x12345y 123456", "12345") != [(1, 6)]:
        fails.append("digit boundary")
    return fails


if __name__ == "__main__":
    fl = selftest()
    if fl:
        print("SELFTEST FAILED:")
        for x in fl:
            print("  ", x)
        raise SystemExit(1)
    print("synthlib self-tests passed: %d check schemes, %d vendor token shapes, %d locales"
          % (len(CHECK_SCHEMES), len(VENDORS), len(LOCALES)))
