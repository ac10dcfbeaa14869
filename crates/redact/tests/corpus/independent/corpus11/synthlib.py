"""Seeded synthetic-value generators for corpus11.

Everything takes an explicit random.Random so output is deterministic.
No hash(), no set iteration. Python 3 standard library only.
"""
import base64
import binascii
import hashlib
import hmac
import json
import random
import string
import uuid
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    try:
        import crypt as _crypt  # deprecated, removed in 3.13
    except ImportError:  # pragma: no cover
        _crypt = None

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64URL = ALNUM + "-_"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
BCRYPT64 = "./" + string.ascii_uppercase + string.ascii_lowercase + string.digits


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rhex(rng, n):
    return rs(rng, HEX, n)


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def ruuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


# ---------------------------------------------------------------- vendor tokens
def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def github_pat(rng, prefix="ghp_"):
    """GitHub token format (github.blog 2021-04-05): prefix + 30 base62 + 6-char base62 CRC32."""
    body = rs(rng, ALNUM, 30)
    return prefix + body + _b62(binascii.crc32(body.encode()) & 0xFFFFFFFF, 6)


def github_fine_grained(rng):
    return "github_pat_" + rs(rng, ALNUM, 22) + "_" + rs(rng, ALNUM, 59)


def gitlab_pat(rng):
    return "glpat-" + rs(rng, ALNUM + "-_", 20)


def gitlab_runner_token(rng):
    return "glrt-" + rs(rng, ALNUM + "-_", 20)


def slack_bot(rng):
    return "xoxb-%d-%d-%s" % (rng.randint(10**10, 10**11), rng.randint(10**12, 10**13), rs(rng, ALNUM, 24))


def slack_webhook(rng):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, B32[:26] + "0123456789", 8), rs(rng, B32[:26] + "0123456789", 10), rs(rng, ALNUM, 24))


def stripe_key(rng, kind="sk_live_"):
    return kind + rs(rng, ALNUM, 24)


def stripe_whsec(rng):
    return "whsec_" + rs(rng, ALNUM, 32)


def aws_access_key(rng, prefix="AKIA"):
    return prefix + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret_key(rng):
    return rs(rng, ALNUM + "+/", 40)


def google_api_key(rng):
    return "AIza" + rs(rng, ALNUM + "-_", 35)


def sendgrid_key(rng):
    return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)


def twilio_sid(rng, prefix="AC"):
    return prefix + rhex(rng, 32)


def npm_token(rng):
    return "npm_" + rs(rng, ALNUM, 36)


def pypi_token(rng):
    return "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, 60)


def openai_key(rng):
    return "sk-proj-" + rs(rng, B64URL, 48) + "T3BlbkFJ" + rs(rng, B64URL, 48)


def anthropic_key(rng):
    return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"


def shopify_token(rng):
    return "shpat_" + rhex(rng, 32)


def mailgun_key(rng):
    return "key-" + rhex(rng, 32)


def do_token(rng):
    return "dop_v1_" + rhex(rng, 64)


def vault_token(rng):
    return "hvs." + rs(rng, ALNUM + "_-", 24)


def azure_storage_key(rng):
    return base64.b64encode(rbytes(rng, 64)).decode()


def telegram_bot(rng):
    return "%d:AA%s" % (rng.randint(10**8, 10**10 - 1), rs(rng, B64URL, 33))


def sentry_dsn(rng):
    return "https://%s@o%d.ingest.sentry.io/%d" % (rhex(rng, 32), rng.randint(10**5, 10**6), rng.randint(10**6, 10**7))


def jwt_hs256(rng, claims, key=None):
    key = key or rbytes(rng, 32)
    enc = lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    h = enc(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = enc(json.dumps(claims, separators=(",", ":")).encode())
    sig = enc(hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + sig


def session_id(rng, n=32):
    return rs(rng, ALNUM, n)


def totp_seed(rng):
    return rs(rng, B32, 32)


def recovery_codes(rng, n=4):
    return ["%s-%s" % (rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 5), rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 5)) for _ in range(n)]


def password(rng):
    words = ["Quokka", "Ladrillo", "Zebu", "Mango", "Kettle", "Orca", "Baobab", "Tundra", "Nimbus", "Jacaranda"]
    sym = "!#%&*?@^~"
    return rng.choice(words) + rs(rng, string.digits, 3) + rng.choice(sym) + rs(rng, ALNUM, 5)


def pem_private_key_body(rng, lines=3):
    return [base64.b64encode(rbytes(rng, 48)).decode() for _ in range(lines)]


def ssh_ed25519_pub(rng):
    raw = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(rng, 32)
    return "ssh-ed25519 " + base64.b64encode(raw).decode()


def ssh_fingerprint(rng):
    return "SHA256:" + base64.b64encode(rbytes(rng, 32)).decode().rstrip("=")


# ---------------------------------------------------------------- password hashes
def pbkdf2_django(rng, pw, iterations=260000):
    salt = rs(rng, ALNUM, 22)
    dk = hashlib.pbkdf2_hmac("sha256", pw.encode(), salt.encode(), iterations)
    return "pbkdf2_sha256$%d$%s$%s" % (iterations, salt, base64.b64encode(dk).decode())


def werkzeug_scrypt(rng, pw):
    salt = rs(rng, ALNUM, 16)
    dk = hashlib.scrypt(pw.encode(), salt=salt.encode(), n=16384, r=8, p=1, maxmem=64 * 1024 * 1024)
    return "scrypt:16384:8:1$%s$%s" % (salt, dk.hex())


def scram_sha256(rng, pw, iterations=4096):
    """PostgreSQL SCRAM-SHA-256 verifier (RFC 5802/7677, as stored in pg_authid)."""
    salt = rbytes(rng, 16)
    salted = hashlib.pbkdf2_hmac("sha256", pw.encode(), salt, iterations)
    ck = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    sk = hmac.new(salted, b"Server Key", hashlib.sha256).digest()
    stored = hashlib.sha256(ck).digest()
    b = lambda x: base64.b64encode(x).decode()
    return "SCRAM-SHA-256$%d:%s$%s:%s" % (iterations, b(salt), b(stored), b(sk))


def mysql_native(pw):
    return "*" + hashlib.sha1(hashlib.sha1(pw.encode()).digest()).hexdigest().upper()


def crypt_hash(rng, pw, method):
    """method: 'sha512' | 'sha256' | 'md5' | 'bcrypt' | 'yescrypt'."""
    if _crypt is None:
        raise RuntimeError("crypt module unavailable")
    if method == "sha512":
        salt = "$6$" + rs(rng, CRYPT64, 16)
    elif method == "sha256":
        salt = "$5$" + rs(rng, CRYPT64, 16)
    elif method == "md5":
        salt = "$1$" + rs(rng, CRYPT64, 8)
    elif method == "bcrypt":
        salt = "$2b$10$" + rs(rng, BCRYPT64, 21) + rng.choice(".Oeu")
    elif method == "yescrypt":
        for _ in range(20):
            out = _crypt.crypt(pw, "$y$j9T$" + rs(rng, CRYPT64, 16) + "$")
            if out and out[0] != "*":
                return out
        raise RuntimeError("crypt failed for yescrypt")
    else:
        raise ValueError(method)
    out = _crypt.crypt(pw, salt)
    if not out or out[0] == "*":
        raise RuntimeError("crypt failed for " + method)
    return out


# ---------------------------------------------------------------- national ids
def cpf(rng, formatted=True):
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]) if formatted else s


def rut_cl(rng):
    n = rng.randint(8_000_000, 25_999_999)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return "{:,}".format(n).replace(",", ".") + "-" + dv


def cuit_ar(rng):
    base = rng.choice(["20", "27", "23"]) + "".join(str(rng.randint(0, 9)) for _ in range(8))
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = 11 - sum(int(a) * b for a, b in zip(base, w)) % 11
    if r == 10:
        return cuit_ar(rng)
    dv = 0 if r == 11 else r
    return "%s-%s-%d" % (base[:2], base[2:], dv)


def luhn_digit(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def sa_id(rng):
    yy, mm, dd = rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28)
    base = "%02d%02d%02d%04d%d8" % (yy, mm, dd, rng.randint(0, 9999), rng.randint(0, 1))
    return base + luhn_digit(base)


_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_VINV = [0,4,3,2,1,5,6,7,8,9]


def aadhaar(rng, spaced=True):
    base = str(rng.randint(2, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(10))
    c = 0
    for i, ch in enumerate(reversed(base)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    s = base + str(_VINV[c])
    return "%s %s %s" % (s[:4], s[4:8], s[8:]) if spaced else s


def china_rid(rng):
    area = rng.choice(["110105", "310104", "440305", "510107", "330106"])
    body = area + "%04d%02d%02d" % (rng.randint(1965, 2003), rng.randint(1, 12), rng.randint(1, 28)) + "%03d" % rng.randint(0, 999)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def pesel(rng):
    yy, mm, dd = rng.randint(0, 99), rng.randint(1, 12), rng.randint(1, 28)
    if yy < 10:
        mm += 20
    base = "%02d%02d%02d%04d" % (yy, mm, dd, rng.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def cnp_ro(rng):
    base = "%d%02d%02d%02d%02d%03d" % (rng.choice([1, 2, 5, 6]), rng.randint(0, 99), rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 40), rng.randint(1, 999))
    r = sum(int(a) * int(b) for a, b in zip(base, "279146358279")) % 11
    return base + ("1" if r == 10 else str(r))


def tc_kimlik(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def israel_id(rng):
    base = "".join(str(rng.randint(0, 9)) for _ in range(8))
    t = 0
    for i, ch in enumerate(base):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        t += v - 9 if v > 9 else v
    return base + str((10 - t % 10) % 10)


def korea_rrn(rng):
    base = "%02d%02d%02d%d%05d" % (rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28), rng.choice([1, 2]), rng.randint(0, 99999))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(base, w)) % 11) % 10
    s = base + str(c)
    return s[:6] + "-" + s[6:]


def thai_id(rng):
    base = str(rng.randint(1, 8)) + "".join(str(rng.randint(0, 9)) for _ in range(11))
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(base)) % 11) % 10
    s = base + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def ukraine_rnokpp(rng):
    base = "".join(str(rng.randint(0, 9)) for _ in range(9))
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return base + str(sum(int(a) * b for a, b in zip(base, w)) % 11 % 10)


def spain_dni(rng):
    n = rng.randint(10_000_000, 99_999_999)
    return "%d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


# ---------------------------------------------------------------- iban / cards
IBAN_LEN = {"BR": 29, "PL": 28, "RO": 24, "TR": 26, "SA": 24, "AE": 23, "UA": 29, "IL": 23, "PK": 24, "EG": 29, "MU": 30, "KZ": 20}


def iban(rng, cc, spaced=False):
    n = IBAN_LEN[cc] - 4
    if cc == "RO":
        bban = rs(rng, string.ascii_uppercase, 4) + rs(rng, string.digits + string.ascii_uppercase, 16)
    elif cc == "PK":
        bban = rs(rng, string.ascii_uppercase, 4) + rs(rng, string.digits, 16)
    elif cc == "BR":
        bban = rs(rng, string.digits, 23) + "C1"
    else:
        bban = rs(rng, string.digits, n)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    s = "%s%02d%s" % (cc, chk, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def card(rng, brand="visa", sep=""):
    pref = {"visa": "4", "mc": "5" + str(rng.randint(1, 5)), "amex": rng.choice(["34", "37"]), "unionpay": "62", "jcb": "35", "mir": "220" + str(rng.randint(0, 4))}[brand]
    ln = 15 if brand == "amex" else 16
    base = pref + rs(rng, string.digits, ln - 1 - len(pref))
    s = base + luhn_digit(base)
    if sep:
        if ln == 15:
            return sep.join([s[:4], s[4:10], s[10:]])
        return sep.join(s[i:i + 4] for i in range(0, 16, 4))
    return s


# ---------------------------------------------------------------- phones / names / addresses
def phone(rng, region, intl=True):
    d = lambda n: rs(rng, string.digits, n)
    fm = {
        "BR": ("+55 11 9%s-%s" % (d(4), d(4)), "(11) 9%s-%s" % (d(4), d(4))),
        "MX": ("+52 55 %s %s" % (d(4), d(4)), "55 %s %s" % (d(4), d(4))),
        "AR": ("+54 9 11 %s-%s" % (d(4), d(4)), "011 15-%s-%s" % (d(4), d(4))),
        "NG": ("+234 803 %s %s" % (d(3), d(4)), "0803 %s %s" % (d(3), d(4))),
        "KE": ("+254 712 %s%s" % (d(3), d(3)), "0712 %s %s" % (d(3), d(3))),
        "ZA": ("+27 82 %s %s" % (d(3), d(4)), "082 %s %s" % (d(3), d(4))),
        "IN": ("+91 98%s %s" % (d(3), d(5)), "098%s%s" % (d(3), d(5))),
        "ID": ("+62 812-%s-%s" % (d(4), d(4)), "0812%s%s" % (d(4), d(4))),
        "VN": ("+84 91 %s %s" % (d(3), d(4)), "091 %s %s" % (d(3), d(4))),
        "TH": ("+66 81 %s %s" % (d(3), d(4)), "081-%s-%s" % (d(3), d(4))),
        "PL": ("+48 601 %s %s" % (d(3), d(3)), "601-%s-%s" % (d(3), d(3))),
        "UA": ("+380 67 %s %s %s" % (d(3), d(2), d(2)), "067 %s %s %s" % (d(3), d(2), d(2))),
        "RO": ("+40 721 %s %s" % (d(3), d(3)), "0721.%s.%s" % (d(3), d(3))),
        "TR": ("+90 532 %s %s %s" % (d(3), d(2), d(2)), "0532 %s %s %s" % (d(3), d(2), d(2))),
        "SA": ("+966 50 %s %s" % (d(3), d(4)), "050 %s %s" % (d(3), d(4))),
        "EG": ("+20 10 %s %s" % (d(4), d(4)), "010%s%s" % (d(4), d(4))),
        "IL": ("+972-52-%s-%s" % (d(3), d(4)), "052-%s%s" % (d(3), d(4))),
        "JP": ("+81 90-%s-%s" % (d(4), d(4)), "090-%s-%s" % (d(4), d(4))),
        "KR": ("+82 10-%s-%s" % (d(4), d(4)), "010-%s-%s" % (d(4), d(4))),
        "CN": ("+86 138 %s %s" % (d(4), d(4)), "138%s%s" % (d(4), d(4))),
        "PH": ("+63 917 %s %s" % (d(3), d(4)), "0917 %s %s" % (d(3), d(4))),
        "PK": ("+92 300 %s" % d(7), "0300-%s" % d(7)),
        "IR": ("+98 912 %s %s" % (d(3), d(4)), "0912 %s %s" % (d(3), d(4))),
    }[region]
    return fm[0] if intl else fm[1]


NAMES = {
    "pt_BR": ["João Batista Gonçalves", "Maria Aparecida dos Santos", "Luíza Fernandes Araújo"],
    "es_MX": ["Guadalupe Hernández Ríos", "José Ángel Cuauhtémoc Pérez", "Ximena Olvera Zúñiga"],
    "es_AR": ["Facundo Agustín Iñíguez", "María Belén Ferreyra"],
    "yo_NG": ["Adébáyọ̀ Ọlátúnjí", "Olúwaseun Àjàyí"],
    "ig_NG": ["Chukwuemeka Okonkwo", "Ngozi Adaeze Eze"],
    "sw_KE": ["Wanjiru Kamau", "Otieno Ochieng' Odhiambo"],
    "am_ET": ["አበበ ቢቂላ", "ፀሐይ ገብረመድኅን"],
    "zu_ZA": ["Thandeka Dlamini", "Sipho Mthembu"],
    "hi_IN": ["राजेश कुमार शर्मा", "प्रिया वर्मा"],
    "ta_IN": ["முருகன் சுப்பிரமணியம்", "Lakshmi Venkataraman"],
    "bn_BD": ["রহিম উদ্দিন", "Fatema Begum Chowdhury"],
    "th_TH": ["สมชาย ใจดี", "ณัฐวุฒิ ศรีสุข"],
    "vi_VN": ["Nguyễn Thị Hồng Nhung", "Trần Văn Đức"],
    "id_ID": ["Siti Nurhaliza Rahmawati", "Bambang Susilo"],
    "fil_PH": ["Maria Clara dela Cruz", "Jose Rizal Macaraeg"],
    "pl_PL": ["Grzegorz Brzęczyszczykiewicz", "Małgorzata Wiśniewska"],
    "uk_UA": ["Олександр Коваленко", "Оксана Шевчук"],
    "ru_RU": ["Дмитрий Иванович Соколов", "Екатерина Смирнова"],
    "ro_RO": ["Ștefan Munteanu", "Ioana Țăranu"],
    "ar_SA": ["عبد الله بن محمد القحطاني", "نورة الشمري"],
    "ar_EG": ["محمود عبد الفتاح", "Yasmin El-Sayed"],
    "he_IL": ["יוסף כהן", "מיכל לוי"],
    "fa_IR": ["علی رضایی", "زهرا محمدی"],
    "tr_TR": ["Ayşe Yılmaz", "Mehmet Çağlar Öztürk"],
    "zh_CN": ["王秀英", "李志强"],
    "ja_JP": ["佐藤 花子", "高橋 健太"],
    "ko_KR": ["김민준", "이서연"],
}

ADDRESSES = {
    "pt_BR": "Rua Augusta, 1508, apto 42 - Consolação, São Paulo - SP, 01304-001",
    "es_MX": "Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX",
    "es_AR": "Av. Corrientes 3247, Piso 5 Dto B, C1193AAE CABA",
    "en_NG": "14 Adeola Odeku Street, Victoria Island, Lagos 101241",
    "en_KE": "Kenyatta Avenue, ICEA Building 4th Floor, P.O. Box 30100-00100, Nairobi",
    "hi_IN": "फ्लैट 302, शांति अपार्टमेंट, सेक्टर 15, नोएडा, उत्तर प्रदेश 201301",
    "en_IN": "No. 12, 3rd Cross, Indiranagar 2nd Stage, Bengaluru 560038",
    "th_TH": "99/45 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย กรุงเทพฯ 10110",
    "vi_VN": "Số 25 Phố Hàng Bài, Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội",
    "pl_PL": "ul. Marszałkowska 84/92 m. 17, 00-514 Warszawa",
    "uk_UA": "вул. Хрещатик, 22, кв. 7, Київ, 01001",
    "ru_RU": "ул. Тверская, д. 13, кв. 58, Москва, 125009",
    "ro_RO": "Str. Mihai Eminescu nr. 7, bl. A2, sc. 1, ap. 14, Cluj-Napoca 400000",
    "ar_SA": "حي العليا، شارع التحلية، مبنى 7421، الرياض 12214",
    "he_IL": "רחוב הרצל 45 דירה 6, תל אביב-יפו 6578201",
    "tr_TR": "Bağdat Cad. No:312 D:9, Caddebostan, 34728 Kadıköy/İstanbul",
    "zh_CN": "上海市浦东新区世纪大道100号环球金融中心23楼",
    "ja_JP": "〒150-0002 東京都渋谷区渋谷2丁目21-1 ヒカリエ12F",
    "ko_KR": "서울특별시 강남구 테헤란로 152, 12층 1203호",
    "id_ID": "Jl. Jend. Sudirman Kav. 52-53, RT.5/RW.3, Senayan, Jakarta Selatan 12190",
}


def mac(rng, sep=":"):
    b = rbytes(rng, 6)
    b = bytes([b[0] & 0xFC]) + b[1:]
    return sep.join("%02x" % x for x in b)


def private_ip(rng, kind=None):
    kind = kind or rng.choice(["10", "172", "192"])
    if kind == "10":
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if kind == "172":
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


def doc_ip(rng):
    return "%s.%d" % (rng.choice(["192.0.2", "198.51.100", "203.0.113"]), rng.randint(1, 254))


# ---------------------------------------------------------------- diagnostic look-alikes (keep)
def sha256_of(text):
    return hashlib.sha256(text.encode()).hexdigest()


def git_sha(rng):
    blob = rbytes(rng, 40)
    return hashlib.sha1(b"blob %d\0" % len(blob) + blob).hexdigest()


def traceparent(rng):
    return "00-%s-%s-01" % (rhex(rng, 32), rhex(rng, 16))


def trace_id(rng):
    return rhex(rng, 32)


def span_id(rng):
    return rhex(rng, 16)


def oci_digest(rng):
    return "sha256:" + hashlib.sha256(rbytes(rng, 64)).hexdigest()


def sri_sha512(rng):
    return "sha512-" + base64.b64encode(hashlib.sha512(rbytes(rng, 64)).digest()).decode()


def go_h1(rng):
    return "h1:" + base64.b64encode(hashlib.sha256(rbytes(rng, 64)).digest()).decode()


def etag(rng):
    return '"%s"' % hashlib.md5(rbytes(rng, 32)).hexdigest()


def build_id(rng):
    return hashlib.sha1(rbytes(rng, 20)).hexdigest()


def ulid(rng):
    return rs(rng, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def xray_trace(rng):
    return "1-%08x-%s" % (rng.randint(0x60000000, 0x6fffffff), rhex(rng, 24))


def b64_public(text):
    return base64.b64encode(text.encode()).decode()
