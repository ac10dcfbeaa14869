"""Synthetic value generators (Python 3 standard library only).

Every function takes an explicit random.Random instance so that callers stay
fully deterministic.  Formats follow public specifications; check digits are
computed with the published algorithms (sources noted per function).
"""
import base64
import binascii
import hashlib
import hmac
import json
import string

ALNUM = string.ascii_letters + string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
HEXL = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"
B64URL = string.ascii_uppercase + string.ascii_lowercase + string.digits + "-_"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase


def pick(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r, n):
    return pick(r, HEXL, n)


def rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


def b64(r, nbytes, pad=True):
    s = base64.b64encode(rbytes(r, nbytes)).decode()
    return s if pad else s.rstrip("=")


def b64url(r, nbytes):
    return base64.urlsafe_b64encode(rbytes(r, nbytes)).decode().rstrip("=")


def b64u_of(data):
    if isinstance(data, str):
        data = data.encode()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4(r):
    h = list(hexs(r, 32))
    h[12] = "4"
    h[16] = r.choice("89ab")
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ulid(r):
    return pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def objectid(r):
    return hexs(r, 24)


def b62_encode(n, width):
    out = ""
    while n:
        n, d = divmod(n, 62)
        out = B62[d] + out
    return out.rjust(width, "0")


# ---------------------------------------------------------------- vendor tokens
def github_token(r, prefix="ghp_"):
    # GitHub: prefix + 30 base62 random + 6 char base62 CRC32 of the random part
    body = pick(r, ALNUM, 30)
    crc = binascii.crc32(body.encode()) & 0xFFFFFFFF
    return prefix + body + b62_encode(crc, 6)


def github_fine_grained(r):
    return "github_pat_" + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)


def gitlab_pat(r, prefix="glpat-"):
    return prefix + pick(r, ALNUM + "-_", 20)


def slack_token(r, kind="xoxb"):
    return f"{kind}-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-{pick(r, ALNUM, 24)}"


def slack_webhook(r):
    return (f"https://hooks.slack.com/services/T{pick(r, UPPER + string.digits, 8)}"
            f"/B{pick(r, UPPER + string.digits, 10)}/{pick(r, ALNUM, 24)}")


def stripe_key(r, prefix="sk_live_"):
    return prefix + pick(r, ALNUM, 99 if prefix.startswith(("sk_", "rk_")) else 24)


def stripe_short(r, prefix):
    return prefix + pick(r, ALNUM, 24)


def aws_key_id(r, prefix="AKIA"):
    return prefix + pick(r, UPPER + "234567", 16)


def aws_secret(r):
    return pick(r, ALNUM + "/+", 40)


def google_api_key(r):
    return "AIza" + pick(r, ALNUM + "-_", 35)


def sendgrid_key(r):
    return "SG." + pick(r, ALNUM + "-_", 22) + "." + pick(r, ALNUM + "-_", 43)


def npm_token(r):
    return "npm_" + pick(r, ALNUM, 36)


def pypi_token(r):
    # PyPI macaroon: "pypi-" + base64url(macaroon) which always starts AgEIcHlwaS5vcmc
    return "pypi-AgEIcHlwaS5vcmc" + pick(r, ALNUM + "-_", 160)


def twilio_key(r):
    return "SK" + hexs(r, 32)


def hf_token(r):
    return "hf_" + pick(r, string.ascii_letters, 34)


def openai_key(r):
    return "sk-proj-" + pick(r, ALNUM + "-_", 156)


def anthropic_key(r):
    return "sk-ant-api03-" + pick(r, ALNUM + "-_", 93) + "AA"


def do_token(r):
    return "dop_v1_" + hexs(r, 64)


def vault_token(r):
    return "hvs." + pick(r, ALNUM + "_-", 90)


def shopify_token(r, prefix="shpat_"):
    return prefix + hexs(r, 32)


def grafana_sa(r):
    return "glsa_" + pick(r, ALNUM, 32) + "_" + hexs(r, 8)


def atlassian_token(r):
    return "ATATT3xFfGF0" + pick(r, ALNUM + "-_", 170) + "=" + hexs(r, 8).upper()


def databricks_token(r):
    return "dapi" + hexs(r, 32)


def newrelic_key(r):
    return "NRAK-" + pick(r, UPPER + string.digits, 27)


def telegram_bot(r):
    return f"{r.randrange(10**9, 7 * 10**9)}:AA{pick(r, ALNUM + '-_', 33)}"


def discord_bot(r):
    first = b64u_of(str(r.randrange(10**17, 10**18)))
    return f"{first}.{pick(r, ALNUM + '-_', 6)}.{pick(r, ALNUM + '-_', 38)}"


def age_secret(r):
    return "AGE-SECRET-KEY-1" + pick(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def azure_storage_key(r):
    return b64(r, 64)


def mailgun_key(r):
    return "key-" + hexs(r, 32)


def sentry_token(r):
    return "sntrys_" + b64url(r, 96)


def pulumi_token(r):
    return "pul-" + hexs(r, 40)


def postman_key(r):
    return "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34)


def linear_key(r):
    return "lin_api_" + pick(r, ALNUM, 40)


def figma_token(r):
    return "figd_" + pick(r, ALNUM + "-_", 40)


def square_token(r):
    return "EAAA" + pick(r, ALNUM + "-_", 60)


def okta_token(r):
    return "00" + pick(r, ALNUM + "-_", 40)


def heroku_key(r):
    return "HRKU-" + uuid4(r)


def tfc_token(r):
    return pick(r, ALNUM, 14) + ".atlasv1." + pick(r, ALNUM, 67)


def doppler_token(r):
    return "dp.st.prd." + pick(r, ALNUM, 43)


def notion_token(r):
    return "ntn_" + pick(r, string.digits, 11) + pick(r, ALNUM, 35)


def cloudflare_token(r):
    return pick(r, ALNUM + "-_", 40)


def generic_hex(r, n=32):
    return hexs(r, n)


def totp_seed(r, n=32):
    return pick(r, B32, n)


def recovery_codes(r, n=4):
    return [f"{pick(r, LOWER + string.digits, 5)}-{pick(r, LOWER + string.digits, 5)}" for _ in range(n)]


def jwt(r, payload, key=None, alg="HS256", kid=None):
    header = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    h = b64u_of(json.dumps(header, separators=(",", ":")))
    p = b64u_of(json.dumps(payload, separators=(",", ":")))
    if alg == "HS256":
        key = key or rbytes(r, 32)
        sig = b64u_of(hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest())
    elif alg == "ES256":  # P-256 signature: 64 random bytes (r||s)
        sig = b64u_of(rbytes(r, 64))
    else:  # RS256 look: 256 random bytes
        sig = b64u_of(rbytes(r, 256))
    return f"{h}.{p}.{sig}"


# --------------------------------------------------------------- password hashes
def bcrypt_like(r, cost=12, ident="2b"):
    return f"${ident}${cost:02d}$" + pick(r, CRYPT64, 53)


def argon2id_like(r):
    return f"$argon2id$v=19$m=65536,t=3,p=4${b64(r, 16, pad=False)}${b64(r, 32, pad=False)}"


def sha512crypt_like(r):
    return "$6$" + pick(r, CRYPT64, 16) + "$" + pick(r, CRYPT64, 86)


def yescrypt_like(r):
    return "$y$j9T$" + pick(r, CRYPT64, 22) + "$" + pick(r, CRYPT64, 43)


def md5crypt_apr1_like(r):
    return "$apr1$" + pick(r, CRYPT64, 8) + "$" + pick(r, CRYPT64, 22)


def django_pbkdf2(r, password, iterations=600000):
    salt = pick(r, ALNUM, 22)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), iterations)
    return f"pbkdf2_sha256${iterations}${salt}${base64.b64encode(dk).decode()}"


def mysql_native(password):
    return "*" + hashlib.sha1(hashlib.sha1(password.encode()).digest()).hexdigest().upper()


def pg_scram(r, password, iterations=4096):
    salt = rbytes(r, 16)
    salted = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations)
    ck = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    stored = hashlib.sha256(ck).digest()
    server = hmac.new(salted, b"Server Key", hashlib.sha256).digest()
    e = lambda b: base64.b64encode(b).decode()
    return f"SCRAM-SHA-256${iterations}:{e(salt)}${e(stored)}:{e(server)}"


def pg_md5(password, user):
    return "md5" + hashlib.md5((password + user).encode()).hexdigest()


def ldap_ssha(r, password):
    salt = rbytes(r, 8)
    return "{SSHA}" + base64.b64encode(hashlib.sha1(password.encode() + salt).digest() + salt).decode()


def ntlm_like(r):
    return hexs(r, 32).upper()


def password(r, n=None):
    n = n or r.randrange(12, 20)
    alpha = ALNUM + "!#%*+-.=?@^_~"
    while True:
        p = pick(r, alpha, n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p


def human_password(r):
    words = ["Sommer", "Tigre", "Maple", "Kirsche", "Sakura", "Nordlys", "Brisa", "Falcon", "Orzech", "Lumi"]
    return r.choice(words) + str(r.randrange(1970, 2025)) + r.choice("!?#$%&*")


# ------------------------------------------------------------- check digit algs
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(r, brand="visa"):
    if brand == "visa":
        p = "4" + pick(r, string.digits, 14)
    elif brand == "mc":
        p = str(r.randrange(51, 56)) + pick(r, string.digits, 13)
    elif brand == "amex":
        p = r.choice(["34", "37"]) + pick(r, string.digits, 12)
    elif brand == "jcb":
        p = "35" + str(r.randrange(28, 90)) + pick(r, string.digits, 11)
    elif brand == "unionpay":
        p = "62" + pick(r, string.digits, 13)
    else:
        raise ValueError(brand)
    return p + luhn_digit(p)


IBAN_BBAN = {
    # country: (length of BBAN, generator spec)
    "DE": lambda r: pick(r, string.digits, 18),
    "FR": lambda r: pick(r, string.digits, 10) + pick(r, UPPER + string.digits, 11) + pick(r, string.digits, 2),
    "ES": lambda r: pick(r, string.digits, 20),
    "IT": lambda r: r.choice(UPPER) + pick(r, string.digits, 10) + pick(r, UPPER + string.digits, 12),
    "NL": lambda r: r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + pick(r, string.digits, 10),
    "PL": lambda r: pick(r, string.digits, 24),
    "BE": lambda r: pick(r, string.digits, 12),
    "SE": lambda r: pick(r, string.digits, 20),
    "NO": lambda r: pick(r, string.digits, 11),
    "FI": lambda r: pick(r, string.digits, 14),
    "PT": lambda r: pick(r, string.digits, 21),
    "GB": lambda r: r.choice(["NWBK", "BARC", "MIDL"]) + pick(r, string.digits, 14),
    "CH": lambda r: pick(r, string.digits, 5) + pick(r, UPPER + string.digits, 12),
    "TR": lambda r: pick(r, string.digits, 5) + "0" + pick(r, UPPER + string.digits, 16),
    "GR": lambda r: pick(r, string.digits, 7) + pick(r, UPPER + string.digits, 16),
    "BR": lambda r: pick(r, string.digits, 23) + r.choice("CP") + r.choice(UPPER + string.digits),
    "SA": lambda r: pick(r, string.digits, 2) + pick(r, UPPER + string.digits, 18),
    "AT": lambda r: pick(r, string.digits, 16),
    "IE": lambda r: r.choice(["AIBK", "BOFI"]) + pick(r, string.digits, 14),
    "DK": lambda r: pick(r, string.digits, 14),
    "UA": lambda r: pick(r, string.digits, 6) + pick(r, UPPER + string.digits, 19),
}


def iban_checksum_ok(iban):
    s = iban[4:] + iban[:4]
    n = "".join(str(int(c, 36)) for c in s)
    return int(n) % 97 == 1


def iban(r, country):
    bban = IBAN_BBAN[country](r)
    s = bban + country + "00"
    n = "".join(str(int(c, 36)) for c in s)
    check = 98 - int(n) % 97
    out = f"{country}{check:02d}{bban}"
    assert iban_checksum_ok(out)
    return out


def iban_grouped(i):
    return " ".join(i[k:k + 4] for k in range(0, len(i), 4))


def de_steuer_id(r):
    # ISO 7064 MOD 11,10; first 10 digits: one digit appears 2 or 3 times, first != 0
    while True:
        d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(9)]
        counts = [d.count(x) for x in set(d)]
        if sorted(counts, reverse=True)[0] in (2, 3) and sum(1 for c in counts if c > 1) == 1:
            break
    prod = 10
    for x in d:
        s = (x + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    return "".join(map(str, d)) + str(chk)


def fr_nir(r, sex=1, yy=84, mm=7):
    dept = r.choice(["75", "69", "13", "33", "59", "44"])
    body = f"{sex}{yy:02d}{mm:02d}{dept}{r.randrange(1, 999):03d}{r.randrange(1, 999):03d}"
    key = 97 - int(body) % 97
    return body, f"{key:02d}"


def es_dni(r):
    n = r.randrange(10**7, 10**8)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def es_nie(r):
    pre = r.choice("XYZ")
    n = r.randrange(10**6, 10**7)
    val = int(str("XYZ".index(pre)) + str(n))
    return f"{pre}{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[val % 23]}"


def nl_bsn(r):
    while True:
        d = [r.randrange(10) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def se_personnummer(r, yymmdd):
    body = yymmdd + f"{r.randrange(1000):03d}"
    return f"{yymmdd}-{body[6:]}{luhn_digit(body)}"


def no_fnr(r, ddmmyy):
    while True:
        ind = f"{r.randrange(500):03d}"
        d = [int(c) for c in ddmmyy + ind]
        k1 = 11 - sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return ddmmyy + ind + str(k1) + str(k2)


def fi_hetu(r, ddmmyy, century="-"):
    ind = r.randrange(2, 900)
    n = int(ddmmyy + f"{ind:03d}")
    return f"{ddmmyy}{century}{ind:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}"


def pl_pesel(r, yy, mm, dd):
    d = [int(c) for c in f"{yy:02d}{mm:02d}{dd:02d}{r.randrange(10000):04d}"]
    s = sum(x * w for x, w in zip(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def br_cpf(r, formatted=True):
    d = [r.randrange(10) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        c = (s * 10) % 11
        d.append(0 if c == 10 else c)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if formatted else s


def br_cnpj(r):
    d = [r.randrange(10) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        s = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if s < 2 else 11 - s)
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


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


def in_aadhaar(r):
    p = str(r.randrange(2, 10)) + pick(r, string.digits, 10)
    n = p + verhoeff_digit(p)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def in_pan(r):
    return pick(r, UPPER, 3) + "P" + r.choice(UPPER) + pick(r, string.digits, 4) + r.choice(UPPER)


def cn_resident_id(r, region="110105", birth="19880314"):
    body = region + birth + f"{r.randrange(1000):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + "10X98765432"[s % 11]


def jp_my_number(r):
    d = [r.randrange(10) for _ in range(11)]
    s = 0
    for n in range(1, 12):
        p = d[11 - n]
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    chk = 0 if rem <= 1 else 11 - rem
    n = "".join(map(str, d)) + str(chk)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def kr_rrn(r, yymmdd, sexdigit):
    body = yymmdd + str(sexdigit) + pick(r, string.digits, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(c) * x for c, x in zip(body, w))
    chk = (11 - s % 11) % 10
    return f"{body[:6]}-{body[6:]}{chk}"


def tr_tckn(r):
    d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def be_nn(r, yymmdd):
    seq = r.randrange(1, 998)
    body = f"{yymmdd}{seq:03d}"
    chk = 97 - int(body) % 97
    return f"{yymmdd[:2]}.{yymmdd[2:4]}.{yymmdd[4:]}-{seq:03d}.{chk:02d}"


def cl_rut(r):
    n = r.randrange(5_000_000, 25_000_000)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    v = 11 - s % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    return f"{n:,}".replace(",", ".") + "-" + dv


def za_id(r, yymmdd):
    p = yymmdd + f"{r.randrange(10000):04d}" + "0" + str(r.randrange(8, 10))
    return p + luhn_digit(p)


def il_id(r):
    p = pick(r, string.digits, 8)
    s = 0
    for i, c in enumerate(p):
        x = int(c) * (1 if i % 2 == 0 else 2)
        s += x - 9 if x > 9 else x
    return p + str((10 - s % 10) % 10)


def pt_nif(r):
    p = r.choice("1235") + pick(r, string.digits, 7)
    s = sum(int(c) * w for c, w in zip(p, range(9, 1, -1)))
    c = 11 - s % 11
    return p + ("0" if c >= 10 else str(c))


def ca_sin(r):
    p = r.choice("1245679") + pick(r, string.digits, 7)
    n = p + luhn_digit(p)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def au_tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        d = [r.randrange(10) for _ in range(9)]
        if sum(x * y for x, y in zip(d, w)) % 11 == 0:
            n = "".join(map(str, d))
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def ch_ahv(r):
    p = "756" + pick(r, string.digits, 9)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(p))
    n = p + str((10 - s % 10) % 10)
    return f"{n[:3]}.{n[3:7]}.{n[7:11]}.{n[11:]}"


def gb_nino(r):
    first = r.choice("ABCEGHJKLMNPRSTWXYZ")
    second = r.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
    return f"{first}{second} {r.randrange(10, 99)} {r.randrange(10, 99)} {r.randrange(10, 99)} {r.choice('ABCD')}"


def ie_ppsn(r):
    d = pick(r, string.digits, 7)
    s = sum(int(c) * w for c, w in zip(d, range(8, 1, -1)))
    return d + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23]


def ru_snils(r):
    while True:
        n = pick(r, string.digits, 9)
        if int(n) > 1001998:
            break
    s = sum(int(c) * w for c, w in zip(n, range(9, 0, -1)))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    return f"{n[:3]}-{n[3:6]}-{n[6:]} {c:02d}"


def gr_amka(r, ddmmyy):
    p = ddmmyy + pick(r, string.digits, 4)
    return p + luhn_digit(p)


def it_codice_fiscale(r, surname_code, name_code, yy, month_letter, day, comune):
    body = f"{surname_code}{name_code}{yy:02d}{month_letter}{day:02d}{comune}"
    odd = {**{str(i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
           **dict(zip(UPPER, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}
    even = {**{str(i): i for i in range(10)}, **{c: i for i, c in enumerate(UPPER)}}
    s = sum(odd[c] if i % 2 == 0 else even[c] for i, c in enumerate(body))
    return body + UPPER[s % 26]


def mx_curp_check(body17):
    alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    s = sum(alpha.index(c) * (18 - i) for i, c in enumerate(body17))
    return str((10 - s % 10) % 10)


def rs_jmbg(r, ddmmyyy, region="71"):
    # Serbian JMBG: DDMMYYY RR BBB K, weights 7..2 repeated, mod 11
    while True:
        body = ddmmyyy + region + f"{r.randrange(500):03d}"
        d = [int(c) for c in body]
        s = sum(x * w for x, w in zip(d, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        k = 11 - s % 11
        if k == 10:
            continue
        return body + str(0 if k == 11 else k)


def th_national_id(r):
    d = [r.randrange(1, 9)] + [r.randrange(10) for _ in range(11)]
    s = sum(x * (13 - i) for i, x in enumerate(d))
    n = "".join(map(str, d)) + str((11 - s % 11) % 10)
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"


def imei(r):
    p = pick(r, string.digits, 14)
    return p + luhn_digit(p)
