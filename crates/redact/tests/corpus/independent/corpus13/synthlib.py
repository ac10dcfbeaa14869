"""Deterministic generators for corpus13 (synthetic identities, identifiers with
valid check digits, vendor-format tokens, password hashes).

Rules kept here:
  * every generator takes an explicit ``random.Random``; nothing uses ``hash()``,
    the process-wide random state, the clock, or set iteration order;
  * check-digit algorithms are checked by ``self_test()`` against example values
    published in public references (listed next to each test vector).

Synthetic record templates live at the end of this file (``build_synthetic()``),
so that generate.py needs only this module and captured/.
"""
import base64
import hashlib
import hmac
import json
import string
import warnings
import zlib

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import crypt  # libxcrypt: md5-crypt, sha256/512-crypt, bcrypt with explicit salt

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
BCRYPT64 = "./" + string.ascii_uppercase + string.ascii_lowercase + string.digits


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rdigits(rng, n):
    return rstr(rng, string.digits, n)


# ---------------------------------------------------------------- check digits
def luhn_checksum(num):
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10


def luhn_valid(num):
    return luhn_checksum(num) == 0


def luhn_complete(partial):
    """Append the Luhn check digit to a digit string."""
    for c in string.digits:
        if luhn_valid(partial + c):
            return partial + c
    raise AssertionError


def iban_valid(iban):
    s = iban.replace(" ", "").upper()
    s = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in s)
    return int(n) % 97 == 1


def iban_make(country, bban):
    s = bban + country + "00"
    n = "".join(str(int(c, 36)) for c in s.upper())
    check = 98 - int(n) % 97
    return "%s%02d%s" % (country, check, bban)


def iban_group(iban):
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def fr_nir_key(nir13):
    """INSEE NIR: key = 97 - (13-digit number mod 97) (Corsica 2A/2B -> 19/18)."""
    n = nir13.replace("2A", "19").replace("2B", "18")
    return 97 - int(n) % 97


def es_dni_letter(num8):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(num8) % 23]


_CF_ODD = {c: v for c, v in zip(
    string.digits + string.ascii_uppercase,
    [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
    [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])}
_CF_EVEN = {c: v for c, v in zip(string.digits + string.ascii_uppercase,
                                 list(range(10)) + list(range(26)))}


def it_cf_check(cf15):
    total = 0
    for i, c in enumerate(cf15):
        total += _CF_ODD[c] if i % 2 == 0 else _CF_EVEN[c]
    return string.ascii_uppercase[total % 26]


def fi_hetu_check(ddmmyy, zzz):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + zzz) % 31]


def nl_bsn_valid(bsn):
    d = [int(c) for c in bsn]
    s = sum(w * x for w, x in zip([9, 8, 7, 6, 5, 4, 3, 2, -1], d))
    return s % 11 == 0


def pl_pesel_check(first10):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(a * int(b) for a, b in zip(w, first10))
    return (10 - s % 10) % 10


def cn_rid_check(first17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(a * int(b) for a, b in zip(w, first17))
    return "10X98765432"[s % 11]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(num):
    c = 0
    for i, d in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(d)]]
    return str(_VINV[c])


def verhoeff_valid(num):
    c = 0
    for i, d in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(d)]]
    return c == 0


def br_cpf_digits(first9):
    d = [int(c) for c in first9]
    s1 = sum(a * b for a, b in zip(d, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d.append(c1)
    s2 = sum(a * b for a, b in zip(d, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    return "%d%d" % (c1, c2)


def au_tfn_valid(tfn):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    return sum(a * int(b) for a, b in zip(w, tfn)) % 11 == 0


def be_nn_check(first9, born_2000=False):
    n = int(("2" if born_2000 else "") + first9)
    return 97 - n % 97


def no_fnr_checks(first9):
    d = [int(c) for c in first9]
    k1 = 11 - sum(a * b for a, b in zip([3, 7, 6, 1, 8, 9, 4, 5, 2], d)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    d.append(k1)
    k2 = 11 - sum(a * b for a, b in zip([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], d)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return "%d%d" % (k1, k2)


def kr_rrn_check(first12):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(a * int(b) for a, b in zip(w, first12))
    return (11 - s % 11) % 10


def jp_mynumber_check(first11):
    # Check digit per the Ordinance of the Ministry of Internal Affairs (My Number)
    d = [int(c) for c in reversed(first11)]
    s = 0
    for n, p in enumerate(d, start=1):
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return 0 if r <= 1 else 11 - r


# ----------------------------------------------------- identifier generators
def gen_card(rng, prefix="4", length=16):
    body = prefix + rdigits(rng, length - len(prefix) - 1)
    return luhn_complete(body)


def fmt_card(num, sep=" "):
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, len(num), 4))


def gen_fr_nir(rng):
    while True:
        body = "%d%02d%02d%02d%03d%03d" % (rng.choice([1, 2]), rng.randint(50, 99), rng.randint(1, 12),
                                         rng.randint(1, 95), rng.randint(1, 990), rng.randint(1, 999))
        if len(body) == 13:
            return body, "%02d" % fr_nir_key(body)


def gen_es_dni(rng):
    n = rdigits(rng, 8)
    return n + es_dni_letter(n)


def gen_se_pnr(rng):
    yymmdd = "%02d%02d%02d" % (rng.randint(40, 99), rng.randint(1, 12), rng.randint(1, 28))
    nnn = rdigits(rng, 3)
    full = luhn_complete(yymmdd + nnn)
    return full[:6] + "-" + full[6:]


def gen_fi_hetu(rng):
    ddmmyy = "%02d%02d%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(50, 99))
    zzz = "%03d" % rng.randint(2, 899)
    return ddmmyy + "-" + zzz + fi_hetu_check(ddmmyy, zzz)


def gen_nl_bsn(rng):
    while True:
        b = str(rng.randint(1, 9)) + rdigits(rng, 8)
        if nl_bsn_valid(b):
            return b


def gen_pl_pesel(rng):
    f = "%02d%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)) + rdigits(rng, 4)
    return f + str(pl_pesel_check(f))


def gen_cn_rid(rng):
    f = rng.choice(["110105", "310104", "440305", "510107"]) + "%04d%02d%02d" % (
        rng.randint(1960, 2000), rng.randint(1, 12), rng.randint(1, 28)) + rdigits(rng, 3)
    return f + cn_rid_check(f)


def gen_aadhaar(rng):
    f = str(rng.randint(2, 9)) + rdigits(rng, 10)
    full = f + verhoeff_check(f)
    return " ".join([full[:4], full[4:8], full[8:]])


def gen_br_cpf(rng):
    f = rdigits(rng, 9)
    full = f + br_cpf_digits(f)
    return "%s.%s.%s-%s" % (full[:3], full[3:6], full[6:9], full[9:])


def gen_ca_sin(rng):
    full = luhn_complete(str(rng.randint(1, 7)) + rdigits(rng, 7))
    return "%s %s %s" % (full[:3], full[3:6], full[6:])


def gen_au_tfn(rng):
    while True:
        t = rdigits(rng, 9)
        if t[0] != "0" and au_tfn_valid(t):
            return "%s %s %s" % (t[:3], t[3:6], t[6:])


def gen_it_cf(rng):
    cons = "BCDFGLMNPRSTVZ"
    months = "ABCDEHLMPRST"
    body = (rstr(rng, cons, 3) + rstr(rng, cons, 3) + "%02d" % rng.randint(50, 99) + rng.choice(months) +
            "%02d" % rng.randint(1, 28) + rng.choice("ABCDEFGHL") + rdigits(rng, 3))
    return body + it_cf_check(body)


def gen_no_fnr(rng):
    while True:
        f = "%02d%02d%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(50, 99)) + rdigits(rng, 3)
        c = no_fnr_checks(f)
        if c:
            return f + c


def gen_kr_rrn(rng):
    f = "%02d%02d%02d" % (rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28)) + str(rng.randint(1, 2)) + rdigits(rng, 5)
    return f[:6] + "-" + f[6:] + str(kr_rrn_check(f))


def gen_jp_mynumber(rng):
    f = rdigits(rng, 11)
    full = f + str(jp_mynumber_check(f))
    return "%s %s %s" % (full[:4], full[4:8], full[8:])


def gen_be_nn(rng):
    f = "%02d%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)) + "%03d" % rng.randint(1, 997)
    return "%s.%s.%s-%s.%02d" % (f[:2], f[2:4], f[4:6], f[6:9], be_nn_check(f))


def gen_imei(rng):
    return luhn_complete(rng.choice(["35", "86", "49"]) + rdigits(rng, 12))


IBAN_BBAN = {  # country: (bban builder)
    "DE": lambda r: rdigits(r, 18),
    "FR": lambda r: rdigits(r, 10) + rstr(r, string.ascii_uppercase + string.digits, 11) + rdigits(r, 2),
    "GB": lambda r: rstr(r, string.ascii_uppercase, 4) + rdigits(r, 14),
    "ES": lambda r: rdigits(r, 20),
    "IT": lambda r: rstr(r, string.ascii_uppercase, 1) + rdigits(r, 10) + rdigits(r, 12),
    "NL": lambda r: rstr(r, string.ascii_uppercase, 4) + rdigits(r, 10),
    "PL": lambda r: rdigits(r, 24),
    "BE": lambda r: rdigits(r, 12),
    "CH": lambda r: rdigits(r, 17),
    "NO": lambda r: rdigits(r, 11),
}


def gen_iban(rng, country):
    return iban_make(country, IBAN_BBAN[country](rng))


# ------------------------------------------------------------- vendor tokens
def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def github_token(rng, prefix="ghp_"):
    """GitHub format (github.blog 2021-04-05): prefix + 30 random base62 chars
    + 6-char base62 CRC32 checksum."""
    body = rstr(rng, B62, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def github_fine_grained(rng):
    return "github_pat_" + rstr(rng, B62, 22) + "_" + rstr(rng, B62, 59)


def gitlab_pat(rng):
    return "glpat-" + rstr(rng, ALNUM + "-_", 20)


def slack_token(rng, kind="xoxb"):
    return "%s-%s-%s-%s" % (kind, rdigits(rng, 12), rdigits(rng, 13), rstr(rng, ALNUM, 24))


def slack_webhook_path(rng):
    return "/services/T%s/B%s/%s" % (rstr(rng, B32[:26] + "0123456789", 8), rstr(rng, B32[:26] + "0123456789", 10), rstr(rng, ALNUM, 24))


def stripe_key(rng, kind="sk_live_"):
    return kind + rstr(rng, ALNUM, 24)


def aws_access_key_id(rng, prefix="AKIA"):
    return prefix + rstr(rng, B32, 16)


def aws_secret_key(rng):
    return rstr(rng, string.ascii_letters + string.digits + "+/", 40)


def google_api_key(rng):
    return "AIza" + rstr(rng, ALNUM + "-_", 35)


def sendgrid_key(rng):
    return "SG." + rstr(rng, ALNUM + "-_", 22) + "." + rstr(rng, ALNUM + "-_", 43)


def npm_token(rng):
    return "npm_" + rstr(rng, ALNUM, 36)


def twilio_sid(rng):
    return "AC" + rstr(rng, HEX, 32)


def twilio_key(rng):
    return "SK" + rstr(rng, HEX, 32)


def openai_key(rng):
    return "sk-proj-" + rstr(rng, ALNUM + "-_", 48)


def azure_sas_sig(rng):
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()


def hex_token(rng, n=32):
    return rstr(rng, HEX, n)


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt_hs256(payload, key):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = hmac.new(key.encode(), (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64url(sig)


def password(rng, n=14):
    return rstr(rng, ALNUM + "!#%*+-=?@^_", n)


def uuid4(rng):
    b = bytearray(rng.randrange(256) for _ in range(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def trace_id(rng):
    return rstr(rng, HEX, 32)


def span_id(rng):
    return rstr(rng, HEX, 16)


def git_sha(rng):
    return rstr(rng, HEX, 40)


def sha256_digest(rng):
    return "sha256:" + rstr(rng, HEX, 64)


# --------------------------------------------------------- password hashes
def hash_sha512_crypt(pw, rng):
    return crypt.crypt(pw, "$6$" + rstr(rng, CRYPT64, 16) + "$")


def hash_sha256_crypt(pw, rng):
    return crypt.crypt(pw, "$5$" + rstr(rng, CRYPT64, 16) + "$")


def hash_md5_crypt(pw, rng):
    return crypt.crypt(pw, "$1$" + rstr(rng, CRYPT64, 8) + "$")


def hash_bcrypt(pw, rng, cost=8):
    salt = rstr(rng, BCRYPT64, 21) + rng.choice(".Oeu")  # last char carries only 2 bits
    return crypt.crypt(pw, "$2b$%02d$%s" % (cost, salt))


def hash_django_pbkdf2(pw, rng, iterations=600000):
    salt = rstr(rng, ALNUM, 22)
    dk = hashlib.pbkdf2_hmac("sha256", pw.encode(), salt.encode(), iterations)
    return "pbkdf2_sha256$%d$%s$%s" % (iterations, salt, base64.b64encode(dk).decode())


def hash_pg_scram(pw, rng, iterations=4096):
    """PostgreSQL SCRAM-SHA-256 verifier (RFC 5803 / PostgreSQL docs 'Password Authentication')."""
    salt = bytes(rng.randrange(256) for _ in range(16))
    salted = hashlib.pbkdf2_hmac("sha256", pw.encode(), salt, iterations)
    ck = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    sk = hmac.new(salted, b"Server Key", hashlib.sha256).digest()
    stored = hashlib.sha256(ck).digest()
    return "SCRAM-SHA-256$%d:%s$%s:%s" % (iterations, base64.b64encode(salt).decode(),
                                          base64.b64encode(stored).decode(), base64.b64encode(sk).decode())


def hash_mysql_native(pw):
    return "*" + hashlib.sha1(hashlib.sha1(pw.encode()).digest()).hexdigest().upper()


def hash_ldap_ssha(pw, rng):
    salt = bytes(rng.randrange(256) for _ in range(8))
    return "{SSHA}" + base64.b64encode(hashlib.sha1(pw.encode() + salt).digest() + salt).decode()


def hash_werkzeug_scrypt_like(pw, rng):
    salt = rstr(rng, ALNUM, 16)
    dk = hashlib.scrypt(pw.encode(), salt=salt.encode(), n=2 ** 14, r=8, p=1, dklen=64)
    return "scrypt:32768:8:1$%s$%s" % (salt, dk.hex())


# ------------------------------------------------------------------ self test
def self_test():
    # Luhn: Wikipedia "Luhn algorithm" example 79927398713; Visa test PAN.
    assert luhn_valid("79927398713") and not luhn_valid("79927398710")
    assert luhn_valid("4111111111111111")
    assert luhn_complete("7992739871") == "79927398713"
    # IMEI example from Wikipedia "International Mobile Equipment Identity".
    assert luhn_valid("490154203237518")
    # Canadian SIN example from the Government of Canada (046 454 286).
    assert luhn_valid("046454286")
    # IBAN: Wikipedia "International Bank Account Number" examples.
    assert iban_valid("GB82 WEST 1234 5698 7654 32")
    assert iban_valid("DE89 3704 0044 0532 0130 00")
    assert not iban_valid("GB82 WEST 1234 5698 7654 33")
    assert iban_make("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    assert iban_make("DE", "370400440532013000") == "DE89370400440532013000"
    # French NIR, Wikipedia (fr) "Numéro de sécurité sociale en France": 2 55 08 14 168 025 key 38.
    assert fr_nir_key("2550814168025") == 38
    # Spanish DNI: Ministerio del Interior algorithm; 12345678Z is the standard example.
    assert es_dni_letter("12345678") == "Z"
    # Italian codice fiscale: Wikipedia (it) example RSSMRA85T10A562S.
    assert it_cf_check("RSSMRA85T10A562") == "S"
    # Swedish personnummer: Wikipedia (sv/en) example 811228-9874 (Luhn over 10 digits).
    assert luhn_valid("8112289874")
    # Finnish HETU: Wikipedia example 131052-308T.
    assert fi_hetu_check("131052", "308") == "T"
    # Dutch BSN: 11-proof; 111222333 is the Dutch government's documented test number.
    assert nl_bsn_valid("111222333") and not nl_bsn_valid("111222334")
    # Polish PESEL: Wikipedia (pl) example 44051401359.
    assert pl_pesel_check("4405140135") == 9
    # Chinese resident ID (GB 11643-1999), commonly cited example 11010519491231002X.
    assert cn_rid_check("11010519491231002") == "X"
    # Verhoeff: Wikipedia example 236 -> check digit 3.
    assert verhoeff_check("236") == "3" and verhoeff_valid("2363")
    # Brazilian CPF: Receita Federal algorithm; example 529.982.247-25.
    assert br_cpf_digits("529982247") == "25"
    # Australian TFN: ATO weights; 123 456 782 is the commonly cited valid example.
    assert au_tfn_valid("123456782")
    # Norwegian fødselsnummer: Wikipedia (no) example 15076500565 (two mod-11 digits).
    assert no_fnr_checks("150765005") == "65"
    # Belgian national register number: example 85.07.30-033.28 (Wikipedia nl).
    assert be_nn_check("850730033") == 28
    # Token checksum + JWT sanity.
    t = github_token(__import__("random").Random(1))
    assert len(t) == 40 and t.startswith("ghp_")
    # Verify JWT against RFC 7519-style recomputation.
    j = jwt_hs256({"sub": "x"}, "k")
    h, p, s = j.split(".")
    assert s == b64url(hmac.new(b"k", (h + "." + p).encode(), hashlib.sha256).digest())
    # mysql_native_password of 'password' (well-known value from MySQL docs / forums).
    assert hash_mysql_native("password") == "*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19"
    return True




# =====================================================================
# Synthetic records.  Formats follow public documentation (see README):
# log4j2 JsonTemplateLayout/JsonLayout, .NET Microsoft.Extensions.Logging
# console + JSON formatters, structlog ConsoleRenderer, zap/zerolog/slog,
# Lograge, Laravel (Monolog LineFormatter), Django, AWS CloudTrail, GCP
# Cloud Audit Logs, Azure Activity Log, GitHub Actions / GitLab CI job logs,
# kubectl / Helm / Terraform output, syslog (RFC 3164 / RFC 5424).
# Labels are given explicitly because every value is placed by the template.
# =====================================================================
import random as _random

SYN = " [synthetic]"

LOCALES = [
    # code, full name, email, phone, id kind, id generator, address
    ("de_DE", "Annegret Schäfer", "annegret.schaefer@example.net", "+49 30 1234567", "iban_de", None,
     "Friedrichstraße 123, 10117 Berlin"),
    ("fr_FR", "Hélène Lefèvre", "helene.lefevre@example.com", "06 12 34 56 78", "nir", gen_fr_nir,
     "8 avenue Jean-Jaurès, 31000 Toulouse"),
    ("es_ES", "Íñigo Fernández Ruiz", "inigo.fernandez@example.org", "+34 699 123 456", "dni", gen_es_dni,
     "Calle de Alcalá 45, 28014 Madrid"),
    ("it_IT", "Giulia Bianchi", "giulia.bianchi@example.net", "+39 347 123 4567", "codice_fiscale", gen_it_cf,
     "Via Garibaldi 12, 10122 Torino"),
    ("sv_SE", "Åsa Lindqvist", "asa.lindqvist@example.com", "+46 70 123 45 67", "personnummer", gen_se_pnr,
     "Drottninggatan 71, 111 36 Stockholm"),
    ("fi_FI", "Väinö Mäkelä", "vaino.makela@example.org", "+358 40 123 4567", "hetu", gen_fi_hetu,
     "Mannerheimintie 14 A 5, 00100 Helsinki"),
    ("nl_NL", "Daan de Vries", "daan.devries@example.net", "06-12345678", "bsn", gen_nl_bsn,
     "Keizersgracht 221, 1016 DV Amsterdam"),
    ("pl_PL", "Zofia Wójcik", "zofia.wojcik@example.com", "+48 512 345 678", "pesel", gen_pl_pesel,
     "ul. Długa 5 m. 3, 80-831 Gdańsk"),
    ("zh_CN", "王芳", "wang.fang@example.org", "139 1234 5678", "resident_id", gen_cn_rid,
     "北京市朝阳区建国路88号"),
    ("hi_IN", "प्रिया शर्मा", "priya.sharma@example.net", "+91 98765 43210", "aadhaar", gen_aadhaar,
     "12 MG Road, Bengaluru 560001"),
    ("pt_BR", "João Conceição", "joao.conceicao@example.com", "+55 11 91234-5678", "cpf", gen_br_cpf,
     "Rua Augusta 1500, São Paulo - SP, 01304-001"),
    ("fr_CA", "Chloé Tremblay", "chloe.tremblay@example.org", "+1 514 555 0142", "sin", gen_ca_sin,
     "455 rue Sainte-Catherine O, Montréal QC H3B 1B1"),
    ("en_AU", "Liam O'Connor", "liam.oconnor@example.net", "0412 345 678", "tfn", gen_au_tfn,
     "17 Beach Rd, Bondi NSW 2026"),
    ("ja_JP", "高橋 健太", "kenta.takahashi@example.com", "080-2345-6789", "my_number", gen_jp_mynumber,
     "大阪府大阪市北区梅田3-1-1"),
    ("ko_KR", "김민준", "minjun.kim@example.org", "010-1234-5678", "rrn", gen_kr_rrn,
     "서울특별시 강남구 테헤란로 152"),
    ("nb_NO", "Øystein Håland", "oystein.haland@example.net", "+47 912 34 567", "fodselsnummer", gen_no_fnr,
     "Karl Johans gate 22, 0159 Oslo"),
    ("nl_BE", "Lotte Peeters", "lotte.peeters@example.com", "+32 470 12 34 56", "rijksregisternummer", gen_be_nn,
     "Meir 50, 2000 Antwerpen"),
    ("ar_EG", "محمد عبد الله", "m.abdullah@example.org", "+20 100 123 4567", None, None,
     "15 شارع التحرير، القاهرة"),
    ("he_IL", "נועה כהן", "noa.cohen@example.net", "+972 52-123-4567", None, None,
     "רחוב הרצל 10, תל אביב"),
    ("el_GR", "Γιώργος Νικολάου", "g.nikolaou@example.com", "+30 694 123 4567", None, None,
     "Λεωφόρος Αλεξάνδρας 40, 114 73 Αθήνα"),
    ("ru_RU", "Екатерина Смирнова", "e.smirnova@example.org", "+7 (916) 123-45-67", None, None,
     "ул. Тверская, д. 7, кв. 12, Москва"),
    ("tr_TR", "Çağla Öztürk", "cagla.ozturk@example.net", "+90 532 123 45 67", None, None,
     "Bağdat Cad. No: 210, Kadıköy, İstanbul"),
    ("th_TH", "สมชาย ใจดี", "somchai.j@example.com", "+66 81 234 5678", None, None,
     "99 ถนนสุขุมวิท กรุงเทพฯ 10110"),
    ("vi_VN", "Trần Thị Hương", "huong.tran@example.org", "+84 912 345 678", None, None,
     "25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội"),
]


def _loc(rng, entry):
    code, name, email, phone, kind, gen, addr = entry
    nid = None
    if kind == "iban_de":
        nid = iban_group(gen_iban(rng, "DE"))
    elif kind == "nir":
        b, k = gen_fr_nir(rng)
        nid = "%s %s %s %s %s %s %s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
    elif gen is not None:
        nid = gen(rng)
    return dict(code=code, name=name, email=email, phone=phone, id_kind=kind, nid=nid, addr=addr)


def _ts(rng, fmt="iso"):
    d, h, m, s_, ms = rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999)
    if fmt == "iso":
        return "2026-11-%02dT%02d:%02d:%02d.%03dZ" % (d, h, m, s_, ms)
    if fmt == "laravel":
        return "2026-11-%02d %02d:%02d:%02d" % (d, h, m, s_)
    if fmt == "django":
        return "2026-11-%02d %02d:%02d:%02d,%03d" % (d, h, m, s_, ms)
    if fmt == "syslog":
        return "Nov %2d %02d:%02d:%02d" % (d, h, m, s_)
    if fmt == "epoch":
        return "%d.%06d" % (1795000000 + rng.randint(0, 2000000), rng.randint(0, 999999))
    raise ValueError(fmt)


def _r(kind, payload, secrets, private, keep, cls, source):
    rec = {"kind": kind}
    if kind == "line":
        rec["text"] = payload
    elif kind == "block":
        rec["lines"] = list(payload)
    else:
        rec["columns"], rec["row"] = payload
    rec["secrets"] = [x for x in (secrets or []) if x]
    rec["private"] = [x for x in (private or []) if x]
    rec["keep"] = list(keep or [])
    rec["class"] = cls
    rec["source"] = source + SYN
    return rec


def _pii_records(rng):
    out = []
    locs = [_loc(rng, e) for e in LOCALES]
    templates = []

    def log4j(L):
        ts = 1795000000 + rng.randint(0, 999999)
        rid = uuid4(rng)
        msg = "KYC check passed for %s (%s %s)" % (L["name"], L["id_kind"], L["nid"])
        obj = {"instant": {"epochSecond": ts, "nanoOfSecond": rng.randint(0, 999999) * 1000}, "thread": "http-nio-8080-exec-7",
               "level": "INFO", "loggerName": "com.example.kyc.VerificationService", "message": msg,
               "endOfBatch": False, "loggerFqcn": "org.apache.logging.log4j.spi.AbstractLogger",
               "contextMap": {"requestId": rid}, "threadId": 41, "threadPriority": 5}
        return ("line", json.dumps(obj, ensure_ascii=False, separators=(",", ":")), [], [L["name"], L["nid"]],
                ["com.example.kyc.VerificationService", rid, "http-nio-8080-exec-7", "INFO"],
                "log4j2 JsonLayout (compact, contextMap)")

    def dotnet(L):
        eid = rng.randint(1000, 1099)
        return ("block", ["info: Example.Billing.CustomerService[%d]" % eid,
                          "      Customer %s changed contact phone to %s (address: %s)" % (L["name"], L["phone"], L["addr"])],
                [], [L["name"], L["phone"], L["addr"]], ["Example.Billing.CustomerService[%d]" % eid, "info"],
                ".NET Microsoft.Extensions.Logging SimpleConsoleFormatter")

    def structlog_(L):
        ts, rid = _ts(rng), uuid4(rng)
        line = "%s [info     ] address_changed                customer=%s email=%s new_address='%s' request_id=%s" % (
            ts, repr(L["name"]), L["email"], L["addr"], rid)
        return ("line", line, [], [repr(L["name"])[1:-1], L["email"], L["addr"]], [ts, "address_changed", rid, "info"],
                "Python structlog ConsoleRenderer")

    def zap(L):
        tid = trace_id(rng)
        obj = {"level": "info", "ts": float(_ts(rng, "epoch")), "caller": "kyc/verify.go:88", "msg": "document verified",
               "holder": L["name"], "document": L["nid"], "dob": "19%02d-%02d-%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)),
               "trace_id": tid}
        dob = obj["dob"]
        return ("line", json.dumps(obj, ensure_ascii=False, separators=(",", ":")), [], [L["name"], L["nid"], dob],
                ["kyc/verify.go:88", tid, "document verified"], "Go zap production JSON encoder")

    def slog_(L):
        ts = _ts(rng)
        iban = gen_iban(rng, rng.choice(["DE", "FR", "ES", "IT", "NL", "PL", "BE", "CH", "NO"]))
        line = 'time=%s level=WARN msg="iban rejected" holder="%s" iban=%s phone="%s" error_code=IBAN_COUNTRY_BLOCKED' % (
            ts, L["name"], iban, L["phone"])
        return ("line", line, [], [L["name"], iban, L["phone"]], [ts, "IBAN_COUNTRY_BLOCKED", "WARN"],
                "Go log/slog TextHandler")

    def laravel(L):
        ts = _ts(rng, "laravel")
        oid = rng.randint(10000, 99999)
        ctx = json.dumps({"order_id": oid, "customer": L["name"], "phone": L["phone"], "email": L["email"],
                          "ship_to": L["addr"]}, ensure_ascii=False)
        line = "[%s] production.INFO: Order shipped %s []" % (ts, ctx)
        return ("line", line, [], [L["name"], L["phone"], L["email"], L["addr"]], [ts, "production.INFO", '"order_id": %d' % oid],
                "Laravel 11 daily log (Monolog LineFormatter, context JSON)")

    templates = [log4j, dotnet, structlog_, zap, slog_, laravel]
    idx = 0
    for L in locs[:18]:
        t = templates[idx % len(templates)]
        if t in (log4j, zap) and not L["nid"]:
            t = dotnet
        kind, payload, sec, priv, keep, src = t(L)
        out.append(_r(kind, payload, sec, priv, keep, "pii_locale", src))
        idx += 1
    return out, locs


def _positional(rng, locs):
    out = []
    pw = [password(rng, 16) for _ in range(12)]
    host = "pg-main-1.int.example.net"
    out.append(_r("line", "postgres  48213  0.0  0.1 221432  9876 ?  Ss  10:02  0:00 psql postgresql://ledger_app:%s@%s:5432/ledger?sslmode=require" % (pw[0], host),
                  [pw[0]], ["ledger_app", host], ["psql", "sslmode=require", "5432"], "positional", "ps aux output (procps)"))
    tok = github_token(rng)
    out.append(_r("block", ["##[group]Run curl -sS -u ci-bot:%s https://api.example.com/v1/deploy" % tok,
                            "curl -sS -u ci-bot:%s https://api.example.com/v1/deploy" % tok,
                            "shell: /usr/bin/bash -e {0}", "##[endgroup]"],
                  [tok], ["ci-bot"], ["##[group]", "##[endgroup]", "/usr/bin/bash -e {0}"], "positional",
                  "GitHub Actions job log (run step echo)"))
    out.append(_r("line", "1712345678.123456 [0 10.20.3.14:51544] \"AUTH\" \"%s\"" % pw[1], [pw[1]], ["10.20.3.14"],
                  ['"AUTH"', "1712345678.123456"], "positional", "Redis-style MONITOR line for AUTH (format per redis.io MONITOR docs)"))
    user, mpw = "ops_reader", pw[2]
    out.append(_r("line", "+ mysql -h db-replica-2.int.example.org -u %s -p%s -e 'SHOW SLAVE STATUS\\G'" % (user, mpw),
                  [mpw], ["db-replica-2.int.example.org", user], ["SHOW SLAVE STATUS", "mysql"], "positional",
                  "bash xtrace (set -x) in a GitLab CI job"))
    dsn = "mongodb+srv://analytics:%s@cluster0.mongo.example.net/reports?retryWrites=true&w=majority" % pw[3]
    out.append(_r("line", '{"level":"error","time":"%s","component":"exporter","error":"connection refused","dsn":"%s"}' % (_ts(rng), dsn),
                  [pw[3]], ["analytics", "cluster0.mongo.example.net"], ['"level":"error"', "connection refused", "exporter"],
                  "positional", "Go zerolog JSON"))
    b = base64.b64encode(b"\x00mailer@example.com\x00" + pw[4].encode()).decode()
    out.append(_r("block", ["<- 220 smtp.example.net ESMTP ready", "-> EHLO app-mail-2", "<- 250-AUTH PLAIN LOGIN",
                            "-> AUTH PLAIN %s" % b, "<- 235 2.7.0 Authentication successful"],
                  [b], ["app-mail-2"], ["EHLO", "235 2.7.0", "AUTH PLAIN"], "positional", "SMTP client transcript (RFC 4954 AUTH PLAIN)"))
    out.append(_r("line", "kubectl create secret generic ledger-db --from-literal=username=svc_ledger --from-literal=password=%s -n prod" % pw[5],
                  [pw[5]], ["svc_ledger"], ["kubectl create secret generic", "ledger-db", "-n prod"], "positional", "shell history (kubectl)"))
    amqp = "amqps://orders:%s@mq-2.int.example.com:5671/%%2Fprod" % pw[6]
    out.append(_r("line", "%s ERROR [celery.worker.consumer] consumer: Cannot connect to %s: [Errno 111] Connection refused." % (_ts(rng, "laravel"), amqp),
                  [pw[6]], ["orders", "mq-2.int.example.com"], ["celery.worker.consumer", "[Errno 111]", "ERROR"],
                  "positional", "Celery worker log"))
    bb = base64.b64encode(("proxyuser:" + pw[7]).encode()).decode()
    out.append(_r("block", ["CONNECT api.example.org:443 HTTP/1.1", "Host: api.example.org:443", "Proxy-Authorization: Basic %s" % bb,
                            "User-Agent: Go-http-client/1.1"], [bb], [], ["CONNECT", "HTTP/1.1", "Go-http-client/1.1"],
                  "positional", "HTTP proxy request dump (Go httputil.DumpRequestOut)"))
    out.append(_r("line", "docker login -u deploy -p %s registry.example.com" % pw[8], [pw[8]], ["deploy"],
                  ["docker login", "registry.example.com"], "positional", "shell history (docker CLI)"))
    return out


def _infra(rng, locs):
    out = []
    pod = "billing-api-7f9c8d6b5-x2kqp"
    node = "gke-prod-pool-a-3f2k9c1d-w7n2"
    out.append(_r("line", "12m  Warning  BackOff  pod/%s  Back-off restarting failed container api in pod %s_prod(%s)" % (pod, pod, uuid4(rng)),
                  [], [pod], ["BackOff", "Warning", "12m"], "infra", "kubectl get events"))
    out.append(_r("line", "%s   1/1     Running   3 (2m ago)   41h   10.48.3.17   %s   <none>   <none>" % (pod, node),
                  [], [pod, "10.48.3.17", node], ["Running", "41h", "3 (2m ago)"], "infra", "kubectl get pods -o wide"))
    ts = _ts(rng, "syslog")
    out.append(_r("line", "%s mx-edge-02 postfix/smtpd[31877]: connect from unknown[203.0.113.77]" % ts,
                  [], ["mx-edge-02", "31877", "203.0.113.77"], [ts, "postfix/smtpd", "connect from unknown"], "infra",
                  "syslog RFC 3164 (Postfix smtpd)"))
    ts = _ts(rng, "syslog")
    out.append(_r("line", "%s fw-gw-01 kernel: [UFW BLOCK] IN=eth0 OUT= MAC=52:54:00:12:34:56:52:54:00:ab:cd:ef:08:00 SRC=198.51.100.23 DST=10.0.4.5 LEN=60 PROTO=TCP SPT=51812 DPT=22" % ts,
                  [], ["fw-gw-01", "198.51.100.23", "10.0.4.5"], [ts, "[UFW BLOCK]", "PROTO=TCP", "DPT=22"], "infra",
                  "syslog RFC 3164 (kernel UFW)"))
    out.append(_r("line", "<86>1 2026-11-21T08:14:02.481Z batch-worker-5.int.example.net CRON 40213 - - (svc_export) CMD (/opt/export/run.sh --full)",
                  [], ["batch-worker-5.int.example.net", "40213", "svc_export"], ["2026-11-21T08:14:02.481Z", "CRON", "/opt/export/run.sh"],
                  "infra", "syslog RFC 5424 (cron)"))
    L = locs[4]
    ct = {"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "principalId": "AIDA" + rstr(rng, B32, 17),
                                                    "arn": "arn:aws:iam::123456789012:user/asa.lindqvist", "accountId": "123456789012",
                                                    "userName": "asa.lindqvist"},
          "eventTime": "2026-11-21T09:30:11Z", "eventSource": "s3.amazonaws.example.com", "eventName": "DeleteObject",
          "awsRegion": "eu-north-1", "sourceIPAddress": "203.0.113.140", "userAgent": "aws-cli/2.15.30",
          "requestID": rstr(rng, "ABCDEF0123456789", 16), "eventID": uuid4(rng)}
    out.append(_r("line", json.dumps(ct, separators=(",", ":")), [], ["asa.lindqvist", "203.0.113.140"],
                  ["DeleteObject", ct["eventID"], "2026-11-21T09:30:11Z", "eu-north-1"], "infra",
                  "AWS CloudTrail record (eventSource host rewritten under example.com)"))
    ga = {"protoPayload": {"@type": "type.googleapis.example.com/google.cloud.audit.AuditLog",
                           "authenticationInfo": {"principalEmail": "chloe.tremblay@example.org"},
                           "requestMetadata": {"callerIp": "198.51.100.61", "callerSuppliedUserAgent": "google-cloud-sdk gcloud/470.0.0"},
                           "methodName": "SetIamPolicy", "resourceName": "projects/billing-prod"},
          "severity": "NOTICE", "logName": "projects/billing-prod/logs/cloudaudit.googleapis.example.com%2Factivity",
          "insertId": rstr(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 12), "timestamp": "2026-11-21T11:02:33.120Z"}
    out.append(_r("line", json.dumps(ga, separators=(",", ":")), [], ["chloe.tremblay@example.org", "198.51.100.61"],
                  ["SetIamPolicy", "NOTICE", "2026-11-21T11:02:33.120Z", "gcloud/470.0.0"], "infra",
                  "GCP Cloud Audit Log entry (service hosts rewritten under example.com)"))
    az = {"caller": "daan.devries@example.net", "eventTimestamp": "2026-11-21T12:00:05.8Z", "operationName": "Microsoft.Compute/virtualMachines/restart/action",
          "status": "Succeeded", "correlationId": uuid4(rng), "claims": {"ipaddr": "192.0.2.211"}}
    out.append(_r("line", json.dumps(az, separators=(",", ":")), [], ["daan.devries@example.net", "192.0.2.211"],
                  ["Microsoft.Compute/virtualMachines/restart/action", "Succeeded", az["correlationId"]], "infra",
                  "Azure Activity Log event (subset)"))
    out.append(_r("block", ["Release \"billing\" has been upgraded. Happy Helming!", "NAME: billing", "LAST DEPLOYED: Sat Nov 21 10:12:44 2026",
                            "NAMESPACE: prod", "STATUS: deployed", "REVISION: 42",
                            "NOTES: API reachable at https://billing-api.int.example.com from node worker-07.k8s.example.net"],
                  [], ["billing-api.int.example.com", "worker-07.k8s.example.net"], ["STATUS: deployed", "REVISION: 42", "Sat Nov 21 10:12:44 2026"],
                  "infra", "helm upgrade output"))
    out.append(_r("line", '192.0.2.77 - frank.miller [21/Nov/2026:10:00:01 +0000] "POST /api/v1/sessions HTTP/2.0" 201 512 "-" "okhttp/4.12.0" rt=0.041 uct="0.001" upstream=app-billing-3:8080',
                  [], ["192.0.2.77", "frank.miller", "app-billing-3"], ["21/Nov/2026:10:00:01 +0000", "HTTP/2.0", "201", "okhttp/4.12.0"],
                  "infra", "Envoy/ingress-style combined access log with upstream"))
    return out


def _encoded(rng, locs):
    out = []
    pw = [password(rng, 15) for _ in range(10)]
    # JSON-in-JSON (CloudWatch Logs subscription / Fluent Bit record)
    inner = json.dumps({"event": "login_failed", "user": "zofia.wojcik@example.com", "password": pw[0], "ip": "203.0.113.19"})
    outer = json.dumps({"@timestamp": "2026-11-21T10:22:01.005Z", "log": inner, "kubernetes": {"namespace_name": "auth"}})
    out.append(_r("line", outer, [json_dumps_inner(pw[0])], ["zofia.wojcik@example.com", "203.0.113.19"],
                  ["2026-11-21T10:22:01.005Z", "login_failed", "namespace_name"], "encoded", "Fluent Bit JSON record with escaped JSON log field"))
    # base64 Basic in a Python repr of headers
    bb = base64.b64encode(("etl-runner:" + pw[1]).encode()).decode()
    out.append(_r("line", "DEBUG:urllib3.connectionpool:headers={'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Basic %s', 'X-Request-ID': '%s'}" % (bb, "5d0b3c2e-8e1b-4c55-9b1f-2a7d6c1e0f44"),
                  [bb], [], ["DEBUG", "urllib3.connectionpool", "5d0b3c2e-8e1b-4c55-9b1f-2a7d6c1e0f44", "python-requests/2.32.3"], "encoded",
                  "Python logging of a headers dict repr"))
    # Lograge with percent-encoded params
    L = locs[10]
    enc = quote_plus_str(L["email"])
    encname = quote_plus_str(L["name"])
    out.append(_r("line", "method=POST path=/signup format=html controller=UsersController action=create status=302 duration=48.21 view=0.00 db=12.04 params=email=%s&name=%s&password=%s" % (enc, encname, quote_plus_str(pw[2])),
                  [quote_plus_str(pw[2])], [enc, encname], ["UsersController", "status=302", "duration=48.21"], "encoded",
                  "Ruby Lograge key=value (custom params field, form-encoded)"))
    # Kubernetes Secret YAML (base64 data)
    pv = base64.b64encode(pw[3].encode()).decode()
    uv = base64.b64encode(b"ledger_rw").decode()
    out.append(_r("block", ["apiVersion: v1", "kind: Secret", "metadata:", "  name: ledger-db", "  namespace: prod", "type: Opaque",
                            "data:", "  password: %s" % pv, "  username: %s" % uv],
                  [pv], [uv], ["apiVersion: v1", "kind: Secret", "type: Opaque", "ledger-db"], "encoded", "kubectl get secret -o yaml"))
    # docker config.json auth
    da = base64.b64encode(("ci-pusher:" + pw[4]).encode()).decode()
    out.append(_r("block", ["{", '  "auths": {', '    "registry.example.com": {', '      "auth": "%s"' % da, "    }", "  }", "}"],
                  [da], [], ['"auths"', "registry.example.com"], "encoded", "Docker config.json (cat ~/.docker/config.json in a CI log)"))
    # RFC 2047 encoded-word in a mail header log
    L = locs[13]
    ew = "=?UTF-8?B?%s?=" % base64.b64encode(L["name"].encode()).decode()
    out.append(_r("line", "%s mx-out-1 postfix/cleanup[2231]: 4Xk2Lq1ZzQz9sHf: header From: %s <%s> from local; from=<noreply@example.com> to=<%s>" % (
        _ts(rng, "syslog"), ew, L["email"], L["email"]),
                  [], [ew, L["email"], "mx-out-1", "2231"], ["postfix/cleanup", "4Xk2Lq1ZzQz9sHf", "from local"], "encoded",
                  "Postfix header_checks log with RFC 2047 encoded-word"))
    # Go %q with escaped UTF-8
    L = locs[14]
    q = json.dumps(L["name"])[1:-1]
    out.append(_r("line", '%s ERROR payout failed: account holder mismatch: got "%s", want "%s" (payout_id=po_%s)' % (
        _ts(rng), q, "KIM MINJUN", rstr(rng, ALNUM, 14)), [], [q, "KIM MINJUN"], ["ERROR", "payout failed"], "encoded",
                  "Go log with %+q (strconv.QuoteToASCII)"))
    # Python bytes repr with UTF-8 escapes
    L = locs[20]
    br = repr(L["name"].encode())[2:-1]
    out.append(_r("line", "WARNING:ingest.parser:undecodable row b'%s;%s;%s'" % (br, L["phone"], L["email"]),
                  [], [br, L["phone"], L["email"]], ["WARNING", "ingest.parser", "undecodable row"], "encoded",
                  "Python logging of a bytes repr"))
    # URL-encoded redirect with token
    at = rstr(rng, ALNUM, 40)
    redir = quote_str("https://app.example.com/cb#access_token=%s&token_type=Bearer&expires_in=3600" % at)
    out.append(_r("line", '203.0.113.50 - - [21/Nov/2026:10:31:07 +0000] "GET /logout?next=%s HTTP/1.1" 302 0 "-" "Mozilla/5.0"' % redir,
                  [at], ["203.0.113.50"], ["21/Nov/2026:10:31:07 +0000", "HTTP/1.1", "302", "GET"], "encoded",
                  "nginx-style access log with percent-encoded redirect target"))
    # Java Map.toString
    L = locs[3]
    out.append(_r("line", "2026-11-21 10:40:12.331  WARN 1 --- [nio-8080-exec-2] c.e.p.PaymentController : rejected payload {holder=%s, codiceFiscale=%s, card=%s, cvv=%s}" % (
        L["name"], L["nid"], fmt_card(gen_card(rng, "4"), ""), "%03d" % rng.randint(100, 999)),
                  None, None, None, "encoded", "Spring Boot default console log with Map.toString()"))
    last = out[-1]
    txt = last["text"]
    card = txt.split("card=")[1].split(",")[0]
    cvv = txt.split("cvv=")[1].rstrip("}")
    last["secrets"] = [cvv]
    last["private"] = [L["name"], L["nid"], card]
    last["keep"] = ["2026-11-21 10:40:12.331", "c.e.p.PaymentController", "nio-8080-exec-2", "WARN"]
    # GitLab CI masked variable leak through base64 -d
    sec = aws_secret_key(rng)
    b = base64.b64encode(sec.encode()).decode()
    out.append(_r("block", ["$ echo \"$AWS_CREDS_B64\" | head -c 80", b, "$ aws sts get-caller-identity",
                            "Job succeeded"], [b], [], ["$ aws sts get-caller-identity", "Job succeeded"], "encoded",
                  "GitLab CI job log (base64 of a secret echoed)"))
    # .NET JSON console formatter with nested State
    L = locs[15]
    st = {"Timestamp": "2026-11-21T10:50:00.123Z", "EventId": 2101, "LogLevel": "Information", "Category": "Example.Kyc.Worker",
          "Message": "Verified", "State": {"Message": "Verified", "Payload": json.dumps({"nn": L["nid"], "name": L["name"]}, ensure_ascii=True)}}
    s = json.dumps(st, ensure_ascii=True)
    nm = json_dumps_inner(L["name"])
    out.append(_r("line", s, [], [L["nid"], nm], ['"EventId": 2101', "Example.Kyc.Worker", "Information"], "encoded",
                  ".NET Microsoft.Extensions.Logging JsonConsoleFormatter with a JSON string in State"))
    # Quoted-printable body snippet
    L = locs[1]
    qp = "".join("=%02X" % b_ if b_ > 127 else chr(b_) for b_ in L["name"].encode())
    out.append(_r("block", ["Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: quoted-printable", "",
                            "Bonjour %s,=0A" % qp, "votre num=C3=A9ro de s=C3=A9curit=C3=A9 sociale : %s" % L["nid"]],
                  [], [qp, L["nid"]], ["Content-Transfer-Encoding: quoted-printable", "charset=UTF-8"], "encoded",
                  "MIME part dump (RFC 2045 quoted-printable)"))
    # hex-encoded token in a debug dump
    tok = "xoxp-" + rdigits(rng, 12) + "-" + rdigits(rng, 12) + "-" + rstr(rng, HEX, 32)
    hx = tok.encode().hex()
    out.append(_r("line", "TRACE grpc.metadata: authorization-bin=%s (len=%d)" % (hx, len(tok)), [hx], [],
                  ["TRACE", "grpc.metadata", "len=%d" % len(tok)], "encoded", "gRPC metadata trace with hex-encoded binary header"))
    # double-encoded email in a query string
    L = locs[7]
    de = quote_str(quote_str(L["email"]))
    out.append(_r("line", 'GET /unsubscribe?u=%s&list=weekly HTTP/1.1" 200 "%s"' % (de, uuid4(rng)), None, None, None, "encoded",
                  "reverse-proxy log with double percent-encoded e-mail"))
    last = out[-1]
    last["secrets"], last["private"] = [], [de]
    last["keep"] = ["HTTP/1.1", "list=weekly", last["text"].split('"')[-2]]
    return out


def json_dumps_inner(v):
    """How a string value appears once JSON is embedded in a JSON string (escaped twice)."""
    return json.dumps(json.dumps(v))[3:-3]


def quote_str(s):
    from urllib.parse import quote
    return quote(s, safe="")


def quote_plus_str(s):
    from urllib.parse import quote_plus
    return quote_plus(s)


def _no_key(rng, locs):
    out = []
    ts = lambda: _ts(rng)
    t1 = github_token(rng)
    out.append(_r("line", "%s WARN git fetch failed, retrying with %s (attempt 2/3)" % (ts(), t1), [t1], [], ["WARN", "attempt 2/3", "git fetch failed"],
                  "no_key", "generic application log"))
    path = slack_webhook_path(rng)
    secret_part = path.rsplit("/", 1)[1]
    out.append(_r("line", "%s ERROR notifier: POST https://hooks.slack.example.com%s -> 404 no_team" % (ts(), path), [secret_part], [],
                  ["ERROR", "notifier", "no_team", "404"], "no_key", "notifier log with webhook URL"))
    bot = "%s:%s" % (rdigits(rng, 10), rstr(rng, ALNUM + "_-", 35))
    out.append(_r("line", "httpx INFO HTTP Request: POST https://api.telegram.example.org/bot%s/sendMessage \"HTTP/1.1 200 OK\"" % bot, [bot], [],
                  ["httpx", "HTTP/1.1 200 OK", "sendMessage"], "no_key", "python httpx INFO log"))
    ak, sk = aws_access_key_id(rng), aws_secret_key(rng)
    out.append(_r("block", ["User name,Password,Access key ID,Secret access key,Console login link",
                            "ci-deployer,,%s,%s,https://123456789012.signin.aws.example.com/console" % (ak, sk)],
                  [ak, sk], ["ci-deployer"], ["Access key ID", "Console login link"], "no_key", "AWS IAM credentials CSV (as pasted in a ticket)"))
    pw = password(rng, 12)
    out.append(_r("line", "%s INFO search query=\"%s\" results=0 took_ms=3" % (ts(), pw), [pw], [], ["INFO", "results=0", "took_ms=3"],
                  "no_key", "search service log (user typed a password into the search box)"))
    j = jwt_hs256({"sub": "u_%s" % rdigits(rng, 6), "role": "admin", "exp": 1795100000}, rstr(rng, ALNUM, 24))
    out.append(_r("line", "%s DEBUG cache miss for %s, refreshing upstream" % (ts(), j), [j], [], ["DEBUG", "cache miss", "refreshing upstream"],
                  "no_key", "generic application log (bare JWT)"))
    h = hash_bcrypt("correct horse", rng, 10)
    out.append(_r("line", "%s ERROR auth: compare failed for stored %s (cost mismatch)" % (ts(), h), [h], [], ["ERROR", "compare failed", "cost mismatch"],
                  "no_key", "auth service log"))
    gr = "glrt-" + rstr(rng, ALNUM + "_-", 20)
    out.append(_r("line", "Runtime platform  arch=amd64 os=linux pid=%d revision=%s version=17.5.0; registering runner %s" % (
        rng.randint(1000, 9999), rstr(rng, HEX, 8), gr), [gr], [], ["arch=amd64", "version=17.5.0", "Runtime platform"],
                  "no_key", "gitlab-runner register output"))
    sig = azure_sas_sig(rng)
    from urllib.parse import quote
    out.append(_r("line", "%s INFO blob upload ok https://stacct.blob.example.net/exports/2026-11.csv?sv=2022-11-02&ss=b&srt=o&sp=rw&se=2026-12-01T00:00:00Z&%s" % (
        ts(), quote(sig, safe="")), [quote(sig, safe="")], [], ["INFO", "blob upload ok", "sv=2022-11-02", "2026-11.csv"],
                  "no_key", "Azure SDK log with SAS URL (signature parameter only, no key name in front)"))
    for i in range(11):
        kind = i % 6
        if kind == 0:
            t = stripe_key(rng)
            txt = "%s ERROR stripe: request failed for %s: rate limited (req_%s)" % (ts(), t, rstr(rng, ALNUM, 14))
            keep = ["ERROR", "rate limited"]
        elif kind == 1:
            t = hex_token(rng, 64)
            txt = "%s INFO GET /api/v1/export/%s/download 200 1.2MB" % (ts(), t)
            keep = ["INFO", "/download", "1.2MB"]
        elif kind == 2:
            t = npm_token(rng)
            txt = "npm ERR! 403 403 Forbidden - PUT https://registry.example.org/@example%%2fui (%s)" % t
            keep = ["npm ERR!", "403 Forbidden", "PUT"]
        elif kind == 3:
            t = "sk-proj-" + rstr(rng, ALNUM + "-_", 48)
            txt = "%s WARN llm-gateway: upstream 401 for %s, disabling" % (ts(), t)
            keep = ["WARN", "llm-gateway", "upstream 401"]
        elif kind == 4:
            t = sendgrid_key(rng)
            txt = "mailer[%d]: smtp relay rejected %s (535 5.7.8)" % (rng.randint(100, 999), t)
            keep = ["535 5.7.8", "smtp relay rejected"]
        else:
            t = rstr(rng, ALNUM, 32)
            txt = "%s INFO webhook delivered to https://partner.example.net/hooks/%s status=204 attempt=1" % (ts(), t)
            keep = ["INFO", "webhook delivered", "status=204"]
        priv = []
        if txt.startswith("mailer["):
            priv = [txt.split("[")[1].split("]")[0]]
        out.append(_r("line", txt, [t], priv, keep, "no_key", "generic application log (bare credential)"))
    return out


def _key_unusual(rng, locs):
    out = []
    keys = [
        ("clave", "es"), ("passwort", "de"), ("mot_de_passe", "fr"), ("contraseña", "es"), ("пароль", "ru"),
        ("密码", "zh"), ("パスワード", "ja"), ("şifre", "tr"), ("hasło", "pl"), ("salasana", "fi"),
        ("lösenord", "sv"), ("wachtwoord", "nl"),
    ]
    fmts = ["laravel", "slog", "yaml", "env", "dotnet", "zap"]
    for i, (k, lang) in enumerate(keys):
        pw = password(rng, 14)
        f = fmts[i % len(fmts)]
        rid = uuid4(rng)
        if f == "laravel":
            txt = '[%s] production.WARNING: Import user failed {"usuario":"import-bot","%s":"%s","request_id":"%s"} []' % (
                _ts(rng, "laravel"), k, pw, rid)
            keep = ["production.WARNING", "Import user failed", rid]
            src = "Laravel log (Monolog LineFormatter)"
        elif f == "slog":
            txt = 'time=%s level=ERROR msg="ldap sync failed" %s=%s dn_count=12 request_id=%s' % (_ts(rng), k, pw, rid)
            keep = ["ldap sync failed", "dn_count=12", rid, "ERROR"]
            src = "Go log/slog TextHandler"
        elif f == "yaml":
            txt = None
            blk = ["# rendered config (debug)", "smtp:", "  host: smtp.example.net", "  port: 587", "  %s: %s" % (k, pw), "  starttls: true"]
            out.append(_r("block", blk, [pw], [], ["# rendered config (debug)", "port: 587", "starttls: true"], "key_unusual",
                          "YAML config dump in a startup log"))
            continue
        elif f == "env":
            txt = "DB_HOST=10.30.0.12 DB_NAME=erp DB_%s=%s APP_ENV=production" % (k.upper(), pw)
            keep = ["DB_NAME=erp", "APP_ENV=production"]
            out.append(_r("line", txt, [pw], ["10.30.0.12"], keep, "key_unusual", "env dump (printenv) in a CI log"))
            continue
        elif f == "dotnet":
            blk = ["warn: Example.Erp.Sync[7]", "      => SpanId:%s => TraceId:%s" % (span_id(rng), trace_id(rng)),
                   "      Upstream rejected credentials %s=%s" % (k, pw)]
            out.append(_r("block", blk, [pw], [], ["Example.Erp.Sync[7]", blk[1].split("=> ")[1].strip(), "warn"], "key_unusual",
                          ".NET Microsoft.Extensions.Logging console with scopes"))
            continue
        else:
            obj = {"level": "warn", "ts": float(_ts(rng, "epoch")), "caller": "sync/client.go:142", "msg": "retrying login", k: pw, "attempt": 2}
            txt = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
            keep = ["sync/client.go:142", "retrying login", '"attempt":2']
            src = "Go zap JSON"
        out.append(_r("line", txt, [pw], [], keep, "key_unusual", src))
    # unusual English keys
    extra = [
        ("sesskey", rstr(rng, ALNUM, 10), "Moodle-style request log"),
        ("x-amz-security-token", "IQoJb3JpZ2luX2VjE" + rstr(rng, ALNUM + "/+", 120), "AWS SDK debug header dump"),
        ("client_assertion", jwt_hs256({"iss": "svc-reporting", "aud": "https://login.example.com/token", "jti": uuid4(rng)}, rstr(rng, ALNUM, 20)), "OAuth token request log"),
        ("otp_seed", rstr(rng, B32, 32), "2FA enrollment debug log"),
        ("recovery_codes", ",".join(rstr(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10) for _ in range(3)), "2FA enrollment debug log"),
        ("_authToken", npm_token(rng), "npm config list output"),
        ("X-Vault-Token", "hvs." + rstr(rng, ALNUM + "_-", 90), "Vault client debug log"),
        ("PGPASSWORD", password(rng, 16), "bash xtrace"),
        ("sig", hex_token(rng, 64), "webhook verification log"),
    ]
    for k, v, src in extra:
        rid = uuid4(rng)
        if src == "npm config list output":
            # npm itself masks tokens in `npm config list`; the raw .npmrc as cat'ed in a CI log is used instead
            blk = ["$ cat ~/.npmrc", "//registry.example.org/:%s=%s" % (k, v), "always-auth=true", "$ npm ci --prefer-offline"]
            out.append(_r("block", blk, [v], [], ["$ cat ~/.npmrc", "always-auth=true", "npm ci --prefer-offline"], "key_unusual", "CI log (cat ~/.npmrc)"))
            continue
        if k == "PGPASSWORD":
            out.append(_r("line", "+ PGPASSWORD=%s pg_dump -h 10.40.1.9 -U reporting -Fc ledger -f /backup/ledger.dump" % v, [v], ["10.40.1.9", "reporting"],
                          ["pg_dump", "-Fc", "/backup/ledger.dump"], "key_unusual", "bash xtrace (set -x) in a backup job"))
            continue
        if k == "x-amz-security-token":
            out.append(_r("block", ["DEBUG:botocore.endpoint:Sending http request: <AWSPreparedRequest stream_output=False, method=GET, url=https://s3.eu-west-1.amazonaws.example.com/exports,",
                                    "headers={'x-amz-date': b'20261121T101500Z', 'x-amz-content-sha256': b'UNSIGNED-PAYLOAD', '%s': b'%s'}>" % (k, v)],
                          [v], [], ["DEBUG", "botocore.endpoint", "UNSIGNED-PAYLOAD", "20261121T101500Z"], "key_unusual",
                          "botocore DEBUG request dump (endpoint host rewritten under example.com)"))
            continue
        txt = "%s INFO %s %s=%s request_id=%s" % (_ts(rng), {"sesskey": "GET /course/view.php?id=42", "client_assertion": "POST /oauth/token grant_type=client_credentials",
                                                           "otp_seed": "enroll user=u_8812", "recovery_codes": "enroll user=u_8812",
                                                           "X-Vault-Token": "vault request", "sig": "webhook verify"}[k], k, v, rid)
        out.append(_r("line", txt, [v], [], ["INFO", rid], "key_unusual", src))
    return out


def _lookalike(rng, locs):
    out = []
    tid, sid = trace_id(rng), span_id(rng)
    out.append(_r("line", '{"timestamp":"2026-11-21T10:00:00.512Z","level":"INFO","trace_id":"%s","span_id":"%s","msg":"request completed","status":200,"duration_ms":41}' % (tid, sid),
                  [], [], [tid, sid, '"status":200', "request completed"], "lookalike", "OpenTelemetry-correlated JSON log"))
    d1, d2 = sha256_digest(rng), sha256_digest(rng)
    out.append(_r("block", ["Successfully pulled image \"registry.example.com/billing/api@%s\" in 2.431s" % d1,
                            "Created container api", "Started container api", "Container image digest: %s" % d2],
                  [], [], [d1, d2, "Created container api", "Started container api"], "lookalike", "kubectl describe pod events"))
    g1, g2 = git_sha(rng), git_sha(rng)
    out.append(_r("block", ["Run actions/checkout@%s" % g1[:40], "  with:", "    ref: %s" % g2, "HEAD is now at %s Merge pull request #4412" % g2[:7]],
                  [], [], [g1, g2, "actions/checkout", "#4412"], "lookalike", "GitHub Actions job log (checkout step)"))
    out.append(_r("block", ["  # aws_s3_bucket.exports will be updated in-place", "  ~ resource \"aws_s3_bucket\" \"exports\" {",
                            "        id     = \"billing-exports-%s\"" % rstr(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 8),
                            "      ~ tags   = {", "          + \"cost-center\" = \"cc-4471\"", "        }",
                            "Plan: 0 to add, 1 to change, 0 to destroy."],
                  [], [], ["aws_s3_bucket.exports", "Plan: 0 to add, 1 to change, 0 to destroy.", "cc-4471"], "lookalike", "terraform plan output"))
    ulid = rstr(rng, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)
    ch = "ch_" + rstr(rng, ALNUM, 24)
    out.append(_r("line", "%s INFO charge.succeeded id=evt_%s object=%s idempotency_key=%s" % (_ts(rng), rstr(rng, ALNUM, 24), ch, ulid),
                  [], [], ["charge.succeeded", ch, ulid, "INFO"], "lookalike", "payment webhook handler log (object ids only)"))
    ev = hex_token(rng, 32)
    out.append(_r("line", "Sentry event %s captured (release billing-api@4.2.1+%s, environment=production)" % (ev, git_sha(rng)[:12]),
                  [], [], [ev, "billing-api@4.2.1", "environment=production"], "lookalike", "sentry-cli output"))
    fp = ":".join(rstr(rng, "0123456789ABCDEF", 2) for _ in range(32))
    out.append(_r("block", ["pub   ed25519 2025-03-02 [SC]", "      %s" % rstr(rng, "0123456789ABCDEF", 40), "uid           [ultimate] Release Signing Key (CI)",
                            "SHA256 fingerprint: %s" % fp], [], [], ["ed25519", "[ultimate]", fp], "lookalike", "key listing of a public signing key"))
    ids = [uuid4(rng) for _ in range(3)]
    out.append(_r("line", "consul: index=%d modify_index=%d session=%s node_id=%s check_id=service:%s" % (rng.randint(10 ** 6, 10 ** 7), rng.randint(10 ** 6, 10 ** 7), ids[0], ids[1], ids[2]),
                  [], [], ids + ["check_id=service:"], "lookalike", "Consul-style debug line (ids only)"))
    ck = hex_token(rng, 64)
    out.append(_r("block", ["Resolving dependencies...", "Downloaded serde v1.0.215", "  checksum = \"%s\"" % ck, "Compiling serde v1.0.215"],
                  [], [], ["serde v1.0.215", ck, "Compiling"], "lookalike", "Cargo.lock checksum in build log"))
    run_id = rdigits(rng, 11)
    out.append(_r("line", "##[debug]Evaluating: github.run_id => %s; github.sha => %s; runner.os => Linux" % (run_id, git_sha(rng)),
                  [], [], ["##[debug]", run_id, "runner.os => Linux"], "lookalike", "GitHub Actions debug log"))
    return out


def _rows(rng, locs):
    out = []
    cols = ["user_id", "provider", "access_token", "refresh_token", "expires_at", "scope"]
    for i in range(3):
        at = "ya29." + rstr(rng, ALNUM + "-_", 60)
        rt = "1//" + rstr(rng, ALNUM + "-_", 45)
        out.append(_r("row", (cols, [5000 + i, "google", at, rt, "2026-11-21 1%d:00:00" % i, "openid email profile"]),
                      [at, rt], [], ["user_id", "access_token", "refresh_token", "openid email profile"], "rows",
                      "SQL result row (oauth_tokens table, SQLAlchemy-style dict rendered as columns)"))
    cols = ["EmployeeID", "FullName", "NationalId", "Iban", "Salary", "HiredOn"]
    for L in (locs[0], locs[4], locs[7], locs[16]):
        iban = gen_iban(rng, {"de_DE": "DE", "sv_SE": "NO", "pl_PL": "PL", "nl_BE": "BE"}[L["code"]])
        nid = L["nid"] if L["id_kind"] != "iban_de" else None
        row = ["E%05d" % rng.randint(1, 99999), L["name"], nid, iban, rng.randint(40000, 90000), "2021-0%d-01" % rng.randint(1, 9)]
        out.append(_r("row", (cols, row), [], [L["name"], iban] + ([nid] if nid else []), ["EmployeeID", "FullName", "Salary", "HiredOn"],
                      "rows", "SQL Server result row (sqlcmd -s, parsed)"))
    cols = ["id", "email", "password_digest", "last_sign_in_ip", "otp_secret", "created_at"]
    for L in (locs[11], locs[12], locs[15]):
        dg = hash_bcrypt("pw-" + L["code"], rng, 10)
        otp = rstr(rng, B32, 32)
        ip = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 250))
        out.append(_r("row", (cols, [rng.randint(100, 999), L["email"], dg, ip, otp, "2026-10-0%d 12:00:00" % rng.randint(1, 9)]),
                      [dg, otp], [L["email"], ip], ["password_digest", "last_sign_in_ip", "otp_secret", "created_at"], "rows",
                      "Rails ActiveRecord row (rails console, pp)"))
    return out


def build_synthetic():
    rng = _random.Random(20261313)
    recs, locs = _pii_records(rng)
    recs += _positional(rng, locs)
    recs += _infra(rng, locs)
    recs += _encoded(rng, locs)
    recs += _no_key(rng, locs)
    recs += _key_unusual(rng, locs)
    recs += _lookalike(rng, locs)
    recs += _rows(rng, locs)
    return recs


if __name__ == "__main__":
    print("self_test:", self_test())
    print("synthetic records:", len(build_synthetic()))
