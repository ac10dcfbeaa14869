"""Deterministic generators for corpus23 (independent redaction corpus).

Every generator takes a `random.Random` built by `R(seed_string)`, so the same
seed string always yields the same value.  Secrets come from a mix of
generators (base64, hex, base62, vendor token shapes, passphrases, PINs,
shell-safe passwords).  Personal data covers many locales and scripts; every
check-digit scheme used here has a validator and a self-test (`selftest()`),
which generate.py runs and which must pass.
"""
import base64
import hashlib
import random
import string
import uuid as _uuid

B62 = string.ascii_letters + string.digits
HEXD = "0123456789abcdef"


def R(seed):
    """string-seeded RNG"""
    h = hashlib.sha256(("corpus23|" + seed).encode("utf-8")).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


# ---------------------------------------------------------------- secrets
def s_b64(r, nbytes=24, urlsafe=False, pad=True):
    raw = bytes(r.getrandbits(8) for _ in range(nbytes))
    v = (base64.urlsafe_b64encode if urlsafe else base64.b64encode)(raw).decode()
    return v if pad else v.rstrip("=")


def s_hex(r, n=32):
    return "".join(r.choice(HEXD) for _ in range(n))


def s_b62(r, n=32):
    while True:
        v = "".join(r.choice(B62) for _ in range(n))
        # make sure it has letters of both cases and a digit (looks random)
        if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v):
            return v


def s_password(r, n=14, symbols="!#%*-_.+="):
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, symbols]
    chars = [r.choice(p) for p in pools]
    allc = "".join(pools)
    chars += [r.choice(allc) for _ in range(n - len(chars))]
    r.shuffle(chars)
    # do not start with '-' (would look like an option) or a symbol
    while not chars[0].isalnum():
        r.shuffle(chars)
    return "".join(chars)


WORDS = ("orbit maple quartz velvet harbor lantern cobalt meadow falcon ember "
         "glacier saffron tundra pebble violet canyon thistle walnut juniper "
         "marble zephyr copper nectar basalt willow tangle origami sprocket "
         "kestrel lagoon mosaic paprika quiver rustic sequoia tarragon umber "
         "vortex wombat yonder zigzag anvil bramble cactus dynamo").split()


def s_base32(r, n=32):
    """TOTP-style base32 seed"""
    return "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))


def s_passphrase(r, n=4, sep="-"):
    words = r.sample(WORDS, n)
    if sep == "-":
        words[r.randrange(n)] += str(r.randrange(10, 99))
    return sep.join(words)


def s_pin(r, n=6):
    while True:
        v = "".join(r.choice(string.digits) for _ in range(n))
        if len(set(v)) >= 3 and v[0] != "0":
            return v


def tok_github(r):
    return "ghp_" + s_b62(r, 36)


def tok_github_fine(r):
    return "github_pat_" + s_b62(r, 22) + "_" + s_b62(r, 59)


def tok_gitlab(r):
    return "glpat-" + s_b62(r, 20)


def tok_slack_bot(r):
    return "xoxb-%d-%d-%s" % (r.randrange(10**11, 10**12), r.randrange(10**12, 10**13), s_b62(r, 24))


def tok_slack_hook_path(r):
    up = string.ascii_uppercase + string.digits
    return "T%s/B%s/%s" % ("".join(r.choice(up) for _ in range(8)),
                          "".join(r.choice(up) for _ in range(10)), s_b62(r, 24))


def tok_aws_akid(r):
    return "AKIA" + "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(16))


def tok_aws_secret(r):
    return "".join(r.choice(B62 + "+/") for _ in range(40))


def tok_stripe(r):
    return "sk_live_" + s_b62(r, 24)


def tok_sendgrid(r):
    return "SG." + s_b62(r, 22) + "." + s_b62(r, 43)


def tok_npm(r):
    return "npm_" + s_b62(r, 36)


def tok_vault(r):
    return "hvs." + s_b62(r, 24)


def tok_google(r):
    return "AIza" + "".join(r.choice(B62 + "-_") for _ in range(35))


def tok_twilio(r):
    return "SK" + s_hex(r, 32)


def tok_mailgun(r):
    return "key-" + s_hex(r, 32)


def tok_shopify(r):
    return "shpat_" + s_hex(r, 32)


def tok_digitalocean(r):
    return "dop_v1_" + s_hex(r, 64)


def tok_telegram(r):
    return "%d:%s" % (r.randrange(10**9, 10**10), "".join(r.choice(B62 + "_-") for _ in range(35)))


def tok_jwt(r, sub="svc"):
    import json
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = json.dumps({"sub": sub, "iat": 1700000000 + r.randrange(10**7), "scope": "rw"},
                      separators=(",", ":")).encode()
    pl = base64.urlsafe_b64encode(body).decode().rstrip("=")
    return hdr + "." + pl + "." + s_b64(r, 32, urlsafe=True, pad=False)


def tok_azure_key(r):
    return s_b64(r, 64)


def tok_openai_like(r):
    return "sk-proj-" + s_b62(r, 48)


def tok_datadog(r):
    return s_hex(r, 32)


VENDOR = [tok_github, tok_github_fine, tok_gitlab, tok_slack_bot, tok_aws_akid, tok_stripe,
          tok_sendgrid, tok_npm, tok_vault, tok_google, tok_twilio, tok_mailgun, tok_shopify,
          tok_digitalocean, tok_telegram, tok_openai_like]


def s_any(r, kind=None):
    """pick a secret generator (mix)"""
    kinds = ["b64", "hex", "b62", "vendor", "passphrase", "password", "jwt"]
    k = kind or r.choice(kinds)
    if k == "b64":
        return s_b64(r, r.choice([18, 24, 32]))
    if k == "hex":
        return s_hex(r, r.choice([32, 40, 64]))
    if k == "b62":
        return s_b62(r, r.choice([24, 32, 40]))
    if k == "vendor":
        return r.choice(VENDOR)(r)
    if k == "passphrase":
        return s_passphrase(r)
    if k == "password":
        return s_password(r, r.choice([12, 14, 16]))
    if k == "jwt":
        return tok_jwt(r)
    if k == "pin":
        return s_pin(r)
    raise ValueError(k)


# ---------------------------------------------------------------- check digits
def luhn_check_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_valid(num):
    return num[-1] == luhn_check_digit(num[:-1])


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_valid(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def mod11_10_check_digit(payload):
    """ISO 7064 MOD 11,10 (German Steuer-IdNr)"""
    p = 10
    for ch in payload:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    return str((11 - p) % 10)


def iban_check(country, bban):
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return "%02d" % (98 - int(num) % 97)


def iban_valid(iban):
    s = iban.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97 == 1


# BBAN layouts: (length pattern as list of (count, charset))
_IBAN_FMT = {
    "DE": [(8, "n"), (10, "n")], "FR": [(5, "n"), (5, "n"), (11, "n"), (2, "n")],
    "ES": [(4, "n"), (4, "n"), (2, "n"), (10, "n")], "NL": [(4, "A"), (10, "n")],
    "PL": [(24, "n")], "PT": [(21, "n")], "GR": [(7, "n"), (16, "n")], "BE": [(12, "n")],
    "AT": [(16, "n")], "SE": [(20, "n")], "FI": [(14, "n")], "TR": [(5, "n"), (1, "0"), (16, "n")],
    "CZ": [(20, "n")], "HU": [(24, "n")], "BR": [(8, "n"), (5, "n"), (10, "n"), (1, "A"), (1, "c")],
}
_NL_BANKS = ["ABNA", "RABO", "INGB", "TRIO", "SNSB", "BUNQ"]


def gen_iban(r, country):
    parts = []
    for cnt, cs in _IBAN_FMT[country]:
        if country == "NL" and cs == "A":
            parts.append(r.choice(_NL_BANKS))
            continue
        if cs == "0":
            parts.append("0" * cnt)
            continue
        pool = string.digits if cs == "n" else (string.ascii_uppercase if cs == "A" else string.digits + string.ascii_uppercase)
        parts.append("".join(r.choice(pool) for _ in range(cnt)))
    bban = "".join(parts)
    return country + iban_check(country, bban) + bban


def iban_grouped(iban):
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


# --- national identifiers (generator, validator)
def gen_de_steuerid(r):
    while True:
        d = [r.choice("123456789")] + [r.choice(string.digits) for _ in range(9)]
        counts = {x: d.count(x) for x in set(d)}
        multi = [c for c in counts.values() if c > 1]
        if len(multi) == 1 and multi[0] in (2, 3):
            p = "".join(d)
            return p + mod11_10_check_digit(p)


def val_de_steuerid(v):
    return len(v) == 11 and v.isdigit() and v[0] != "0" and mod11_10_check_digit(v[:10]) == v[10]


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def gen_es_dni(r):
    n = r.randrange(10**7, 10**8)
    return "%08d%s" % (n, _DNI[n % 23])


def val_es_dni(v):
    return len(v) == 9 and v[:8].isdigit() and _DNI[int(v[:8]) % 23] == v[8]


def gen_fr_nir(r):
    sex = r.choice("12")
    yy = "%02d" % r.randrange(50, 100)
    mm = "%02d" % r.randrange(1, 13)
    dep = "%02d" % r.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93])
    com = "%03d" % r.randrange(1, 990)
    ordn = "%03d" % r.randrange(1, 999)
    base = sex + yy + mm + dep + com + ordn
    return base + "%02d" % (97 - int(base) % 97)


def val_fr_nir(v):
    return len(v) == 15 and v.isdigit() and int(v[13:]) == 97 - int(v[:13]) % 97


def fr_nir_spaced(v):
    return " ".join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])


_PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def gen_pl_pesel(r):
    yy = r.randrange(60, 100)
    mm = r.randrange(1, 13)
    dd = r.randrange(1, 29)
    p = "%02d%02d%02d%04d" % (yy, mm, dd, r.randrange(0, 10000))
    s = sum(int(a) * w for a, w in zip(p, _PESEL_W))
    return p + str((10 - s % 10) % 10)


def val_pl_pesel(v):
    s = sum(int(a) * w for a, w in zip(v[:10], _PESEL_W))
    return len(v) == 11 and v.isdigit() and str((10 - s % 10) % 10) == v[10]


def gen_nl_bsn(r):
    while True:
        d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(7)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def val_nl_bsn(v):
    if len(v) != 9 or not v.isdigit():
        return False
    s = sum(int(x) * w for x, w in zip(v[:8], range(9, 1, -1))) - int(v[8])
    return s % 11 == 0


def _cpf_digit(digits):
    n = len(digits) + 1
    s = sum(int(d) * w for d, w in zip(digits, range(n, 1, -1)))
    rem = s % 11
    return "0" if rem < 2 else str(11 - rem)


def gen_br_cpf(r):
    while True:
        b = "".join(r.choice(string.digits) for _ in range(9))
        if len(set(b)) > 1:
            break
    d1 = _cpf_digit(b)
    d2 = _cpf_digit(b + d1)
    return b + d1 + d2


def val_br_cpf(v):
    v = v.replace(".", "").replace("-", "")
    return len(v) == 11 and _cpf_digit(v[:9]) == v[9] and _cpf_digit(v[:10]) == v[10]


def br_cpf_fmt(v):
    return "%s.%s.%s-%s" % (v[:3], v[3:6], v[6:9], v[9:])


def gen_se_pnr(r):
    p = "%02d%02d%02d%03d" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), r.randrange(1000))
    return p[:6] + "-" + p[6:] + luhn_check_digit(p)


def val_se_pnr(v):
    d = v.replace("-", "")
    return len(d) == 10 and luhn_valid(d)


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def gen_fi_hetu(r):
    dd, mm, yy = r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 100)
    ind = r.randrange(2, 900)
    n = int("%02d%02d%02d%03d" % (dd, mm, yy, ind))
    return "%02d%02d%02d-%03d%s" % (dd, mm, yy, ind, _HETU[n % 31])


def val_fi_hetu(v):
    n = int(v[:6] + v[7:10])
    return len(v) == 11 and _HETU[n % 31] == v[10]


def gen_tr_tckn(r):
    d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
    d10 = ((sum(d[0:9:2]) * 7) - sum(d[1:8:2])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def val_tr_tckn(v):
    if len(v) != 11 or not v.isdigit() or v[0] == "0":
        return False
    d = list(map(int, v))
    return ((sum(d[0:9:2]) * 7) - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


_RIC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_RIC_C = "10X98765432"


def gen_cn_ric(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420111"])
    birth = "%04d%02d%02d" % (r.randrange(1960, 2002), r.randrange(1, 13), r.randrange(1, 29))
    seq = "%03d" % r.randrange(1, 999)
    b = area + birth + seq
    return b + _RIC_C[sum(int(a) * w for a, w in zip(b, _RIC_W)) % 11]


def val_cn_ric(v):
    return len(v) == 18 and _RIC_C[sum(int(a) * w for a, w in zip(v[:17], _RIC_W)) % 11] == v[17]


def gen_in_aadhaar(r):
    p = str(r.randrange(2, 10)) + "".join(r.choice(string.digits) for _ in range(10))
    return p + verhoeff_check_digit(p)


def val_in_aadhaar(v):
    v = v.replace(" ", "")
    return len(v) == 12 and v[0] not in "01" and verhoeff_valid(v)


def aadhaar_fmt(v):
    return "%s %s %s" % (v[:4], v[4:8], v[8:])


def gen_il_tz(r):
    p = "".join(r.choice(string.digits) for _ in range(8))
    for c in string.digits:
        if val_il_tz(p + c):
            return p + c


def val_il_tz(v):
    if len(v) != 9 or not v.isdigit():
        return False
    s = 0
    for i, ch in enumerate(v):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x if x < 10 else x - 9
    return s % 10 == 0


def _snils_cs(p):
    s = sum(int(d) * w for d, w in zip(p, range(9, 0, -1)))
    if s < 100:
        return s
    if s in (100, 101):
        return 0
    s %= 101
    return 0 if s == 100 else s


def gen_ru_snils(r):
    p = "%09d" % r.randrange(2000000, 999999999)
    return p + "%02d" % _snils_cs(p)


def val_ru_snils(v):
    d = v.replace("-", "").replace(" ", "")
    return len(d) == 11 and int(d[9:]) == _snils_cs(d[:9])


def snils_fmt(v):
    return "%s-%s-%s %s" % (v[:3], v[3:6], v[6:9], v[9:])


_KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def _kr_cd(p):
    return str((11 - sum(int(a) * w for a, w in zip(p, _KR_W)) % 11) % 10)


def gen_kr_rrn(r):
    p = "%02d%02d%02d%d%05d" % (r.randrange(60, 100), r.randrange(1, 13), r.randrange(1, 29),
                                r.choice([1, 2]), r.randrange(0, 100000))
    v = p + _kr_cd(p)
    return v[:6] + "-" + v[6:]


def val_kr_rrn(v):
    d = v.replace("-", "")
    return len(d) == 13 and _kr_cd(d[:12]) == d[12]


def _jp_cd(p):
    # P_n counted from the right end of the 11 payload digits, Q_n = n+1 (n<=6) else n-5
    s = 0
    for n in range(1, 12):
        pn = int(p[11 - n])
        qn = n + 1 if n <= 6 else n - 5
        s += pn * qn
    rem = s % 11
    return "0" if rem <= 1 else str(11 - rem)


def gen_jp_mynumber(r):
    p = "".join(r.choice(string.digits) for _ in range(11))
    return p + _jp_cd(p)


def val_jp_mynumber(v):
    return len(v) == 12 and v.isdigit() and _jp_cd(v[:11]) == v[11]


def _pt_nif_cd(p):
    s = sum(int(d) * w for d, w in zip(p, range(9, 1, -1)))
    c = 11 - s % 11
    return "0" if c >= 10 else str(c)


def gen_pt_nif(r):
    p = r.choice("12") + "".join(r.choice(string.digits) for _ in range(7))
    return p + _pt_nif_cd(p)


def val_pt_nif(v):
    return len(v) == 9 and _pt_nif_cd(v[:8]) == v[8]


def gen_gr_amka(r):
    p = "%02d%02d%02d%04d" % (r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 100), r.randrange(10000))
    return p + luhn_check_digit(p)


def val_gr_amka(v):
    return len(v) == 11 and luhn_valid(v)


def gen_cz_rc(r):
    while True:
        p = "%02d%02d%02d%03d" % (r.randrange(54, 100), r.choice([r.randrange(1, 13), r.randrange(51, 63)]),
                                  r.randrange(1, 29), r.randrange(1000))
        c = int(p) % 11
        if c < 10:
            return p[:6] + "/" + p[6:] + str(c)


def val_cz_rc(v):
    d = v.replace("/", "")
    return len(d) == 10 and int(d) % 11 == 0


def gen_card(r, prefix="4"):
    p = prefix + "".join(r.choice(string.digits) for _ in range(15 - len(prefix)))
    return p + luhn_check_digit(p)


def card_fmt(v):
    return " ".join(v[i:i + 4] for i in range(0, 16, 4))


_UA_W = [-1, 5, 7, 9, 4, 6, 10, 5, 7]


def _ua_cd(p):
    return str(sum(int(d) * w for d, w in zip(p, _UA_W)) % 11 % 10)


def gen_ua_rnokpp(r):
    p = "%05d" % r.randrange(18000, 38000) + "".join(r.choice(string.digits) for _ in range(4))
    return p + _ua_cd(p)


def val_ua_rnokpp(v):
    return len(v) == 10 and v.isdigit() and _ua_cd(v[:9]) == v[9]


def gen_sa_nid(r):
    p = r.choice("12") + "".join(r.choice(string.digits) for _ in range(8))
    return p + luhn_check_digit(p)


def val_sa_nid(v):
    return len(v) == 10 and v[0] in "12" and luhn_valid(v)


def _th_cd(p):
    return str((11 - sum(int(d) * w for d, w in zip(p, range(13, 1, -1))) % 11) % 10)


def gen_th_id(r):
    p = r.choice("12358") + "".join(r.choice(string.digits) for _ in range(11))
    return p + _th_cd(p)


def val_th_id(v):
    d = v.replace("-", "").replace(" ", "")
    return len(d) == 13 and _th_cd(d[:12]) == d[12]


def th_id_fmt(v):
    return "%s-%s-%s-%s-%s" % (v[0], v[1:5], v[5:10], v[10:12], v[12])


def gen_hu_taj(r):
    p = "".join(r.choice(string.digits) for _ in range(8))
    s = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(p))
    return p + str(s % 10)


def val_hu_taj(v):
    d = v.replace(" ", "")
    s = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(d[:8]))
    return len(d) == 9 and s % 10 == int(d[8])


CHECK_SCHEMES = {
    "iban": (None, iban_valid), "de_steuerid": (gen_de_steuerid, val_de_steuerid),
    "es_dni": (gen_es_dni, val_es_dni), "fr_nir": (gen_fr_nir, val_fr_nir),
    "pl_pesel": (gen_pl_pesel, val_pl_pesel), "nl_bsn": (gen_nl_bsn, val_nl_bsn),
    "br_cpf": (gen_br_cpf, val_br_cpf), "se_pnr": (gen_se_pnr, val_se_pnr),
    "fi_hetu": (gen_fi_hetu, val_fi_hetu), "tr_tckn": (gen_tr_tckn, val_tr_tckn),
    "cn_ric": (gen_cn_ric, val_cn_ric), "in_aadhaar": (gen_in_aadhaar, val_in_aadhaar),
    "il_tz": (gen_il_tz, val_il_tz), "ru_snils": (gen_ru_snils, val_ru_snils),
    "kr_rrn": (gen_kr_rrn, val_kr_rrn), "jp_mynumber": (gen_jp_mynumber, val_jp_mynumber),
    "pt_nif": (gen_pt_nif, val_pt_nif), "gr_amka": (gen_gr_amka, val_gr_amka),
    "cz_rc": (gen_cz_rc, val_cz_rc), "ua_rnokpp": (gen_ua_rnokpp, val_ua_rnokpp),
    "sa_nid": (gen_sa_nid, val_sa_nid), "th_id": (gen_th_id, val_th_id), "card": (gen_card, luhn_valid), "hu_taj": (gen_hu_taj, val_hu_taj),
}

# published / widely used valid example values
KNOWN_VALID = {
    "iban": ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
             "NL91ABNA0417164300", "ES9121000418450200051332", "BE68539007547034",
             "GR1601101250000000012300695", "PL61109010140000071219812874", "PT50000201231234567890154",
             "SE4550000000058398257466", "FI2112345600000785", "TR330006100519786457841326"],
    "de_steuerid": ["86095742719"], "es_dni": ["12345678Z"], "pl_pesel": ["44051401359"],
    "nl_bsn": ["111222333"], "br_cpf": ["11144477735"], "se_pnr": ["811228-9874"],
    "fi_hetu": ["131052-308T"], "tr_tckn": ["10000000146"], "cn_ric": ["11010519491231002X"],
    "il_tz": ["123456782"], "ru_snils": ["11223344595"], "pt_nif": ["123456789"],
    "card": ["4111111111111111", "79927398713"],
}


def _mutate_check(v, r):
    """change the final check character to a different valid-alphabet one"""
    last = v[-1]
    alpha = string.digits if last.isdigit() else (_HETU if len(v) == 11 and v[6] == "-" else string.ascii_uppercase)
    if last == "X":
        alpha = string.digits
    alts = [c for c in alpha if c != last]
    return v[:-1] + r.choice(alts)


def selftest():
    r = R("selftest")
    # verhoeff reference: check digit of 236 is 3
    assert verhoeff_check_digit("236") == "3" and verhoeff_valid("2363") and not verhoeff_valid("2364")
    assert mod11_10_check_digit("8609574271") == "9"
    for name, vals in KNOWN_VALID.items():
        val = CHECK_SCHEMES[name][1]
        for v in vals:
            assert val(v), (name, v)
            assert not val(_mutate_check(v, r)), ("mutation not detected", name, v)
    for name, (gen, val) in CHECK_SCHEMES.items():
        if gen is None:
            continue
        for i in range(300):
            v = gen(r)
            assert val(v), (name, v)
            m = _mutate_check(v, r)
            assert not val(m), ("mutation not detected", name, v, m)
    for c in _IBAN_FMT:
        for i in range(50):
            v = gen_iban(r, c)
            assert iban_valid(v), v
            assert not iban_valid(v[:2] + ("%02d" % ((int(v[2:4]) + 1) % 100)) + v[4:]), v
    return True


# ---------------------------------------------------------------- locale data
# (native_given, native_family, ascii_given, ascii_family) per locale; order 'gf' or 'fg'
LOCALES = {
    "de_DE": ("gf", ["Jürgen", "Käthe", "Björn", "Sören", "Hannelore", "Günther"],
              ["Weiß", "Müller", "Schröder", "Großmann", "Köhler", "Bäcker"],
              ["juergen", "kaethe", "bjoern", "soeren", "hannelore", "guenther"],
              ["weiss", "mueller", "schroeder", "grossmann", "koehler", "baecker"]),
    "fr_FR": ("gf", ["Amélie", "Hélène", "François", "Gaëlle", "Jérôme", "Noël"],
              ["Lefèvre", "Dubois", "Bérenger", "Moreau", "Châtelain", "Girard"],
              ["amelie", "helene", "francois", "gaelle", "jerome", "noel"],
              ["lefevre", "dubois", "berenger", "moreau", "chatelain", "girard"]),
    "es_ES": ("gf", ["José", "María", "Begoña", "Íñigo", "Nuria", "Agustín"],
              ["García Ortega", "Muñoz", "Pérez Lindo", "Ibáñez", "Núñez", "Sáez"],
              ["jose", "maria", "begona", "inigo", "nuria", "agustin"],
              ["garcia", "munoz", "perez", "ibanez", "nunez", "saez"]),
    "pt_BR": ("gf", ["João", "Conceição", "Luíza", "Thiago", "Sebastião", "Aurélio"],
              ["Gonçalves", "Araújo", "Simões", "Magalhães", "Brandão", "Lourenço"],
              ["joao", "conceicao", "luiza", "thiago", "sebastiao", "aurelio"],
              ["goncalves", "araujo", "simoes", "magalhaes", "brandao", "lourenco"]),
    "pl_PL": ("gf", ["Małgorzata", "Łukasz", "Grzegorz", "Zofia", "Wojciech", "Agnieszka"],
              ["Wójcik", "Grzybowski", "Łuczak", "Kowalczyk", "Zieliński", "Dąbrowska"],
              ["malgorzata", "lukasz", "grzegorz", "zofia", "wojciech", "agnieszka"],
              ["wojcik", "grzybowski", "luczak", "kowalczyk", "zielinski", "dabrowska"]),
    "cs_CZ": ("gf", ["Jiří", "Zdeňka", "Přemysl", "Věra", "Tomáš", "Kateřina"],
              ["Dvořák", "Novotná", "Černý", "Procházková", "Kříž", "Šťastný"],
              ["jiri", "zdenka", "premysl", "vera", "tomas", "katerina"],
              ["dvorak", "novotna", "cerny", "prochazkova", "kriz", "stastny"]),
    "tr_TR": ("gf", ["Çağla", "Gökhan", "Şebnem", "Ömer", "Ayşe", "Ertuğrul"],
              ["Yılmaz", "Öztürk", "Şahin", "Güneş", "Çelik", "Aydın"],
              ["cagla", "gokhan", "sebnem", "omer", "ayse", "ertugrul"],
              ["yilmaz", "ozturk", "sahin", "gunes", "celik", "aydin"]),
    "nl_NL": ("gf", ["Sanne", "Joost", "Femke", "Bram", "Ingrid", "Maarten"],
              ["de Vries", "van den Berg", "Bakker", "Visser", "van Dijk", "Kuijpers"],
              ["sanne", "joost", "femke", "bram", "ingrid", "maarten"],
              ["devries", "vandenberg", "bakker", "visser", "vandijk", "kuijpers"]),
    "sv_SE": ("gf", ["Åsa", "Björn", "Märta", "Sven", "Linnéa", "Örjan"],
              ["Lindqvist", "Åberg", "Sjöberg", "Nyström", "Ekström", "Öhman"],
              ["asa", "bjorn", "marta", "sven", "linnea", "orjan"],
              ["lindqvist", "aberg", "sjoberg", "nystrom", "ekstrom", "ohman"]),
    "fi_FI": ("gf", ["Päivi", "Jyrki", "Sini", "Väinö", "Aino", "Tapani"],
              ["Mäkinen", "Häkkinen", "Virtanen", "Järvinen", "Heikkilä", "Nieminen"],
              ["paivi", "jyrki", "sini", "vaino", "aino", "tapani"],
              ["makinen", "hakkinen", "virtanen", "jarvinen", "heikkila", "nieminen"]),
    "el_GR": ("gf", ["Ελένη", "Γιώργος", "Αικατερίνη", "Δημήτρης", "Σοφία", "Νικόλαος"],
              ["Παπαδοπούλου", "Κωνσταντίνου", "Αλεξίου", "Οικονόμου", "Γεωργίου", "Μαυρίδης"],
              ["eleni", "giorgos", "aikaterini", "dimitris", "sofia", "nikolaos"],
              ["papadopoulou", "konstantinou", "alexiou", "oikonomou", "georgiou", "mavridis"]),
    "ru_RU": ("gf", ["Анастасия", "Дмитрий", "Екатерина", "Сергей", "Ольга", "Владимир"],
              ["Смирнова", "Кузнецов", "Волкова", "Попов", "Соколова", "Лебедев"],
              ["anastasia", "dmitry", "ekaterina", "sergey", "olga", "vladimir"],
              ["smirnova", "kuznetsov", "volkova", "popov", "sokolova", "lebedev"]),
    "uk_UA": ("gf", ["Олена", "Тарас", "Ганна", "Богдан", "Оксана", "Андрій"],
              ["Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Кравчук", "Мельник"],
              ["olena", "taras", "hanna", "bohdan", "oksana", "andrii"],
              ["shevchenko", "kovalenko", "bondarenko", "tkachenko", "kravchuk", "melnyk"]),
    "ar_SA": ("gf", ["محمد", "فاطمة", "أحمد", "ليلى", "يوسف", "نورة"],
              ["العتيبي", "الحسيني", "منصور", "الشريف", "حداد", "القحطاني"],
              ["mohammed", "fatimah", "ahmed", "layla", "yousef", "noura"],
              ["alotaibi", "alhusseini", "mansour", "alsharif", "haddad", "alqahtani"]),
    "he_IL": ("gf", ["נועה", "יונתן", "מיכל", "אורי", "תמר", "איתי"],
              ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם"],
              ["noa", "yonatan", "michal", "uri", "tamar", "itai"],
              ["cohen", "levi", "mizrahi", "peretz", "biton", "avraham"]),
    "hi_IN": ("gf", ["प्रिया", "अर्जुन", "अनन्या", "राहुल", "सुनीता", "विक्रम"],
              ["शर्मा", "वर्मा", "पटेल", "गुप्ता", "सिंह", "अय्यर"],
              ["priya", "arjun", "ananya", "rahul", "sunita", "vikram"],
              ["sharma", "verma", "patel", "gupta", "singh", "iyer"]),
    "zh_CN": ("fg", ["秀英", "伟", "静", "建国", "丽娟", "志强"],
              ["王", "李", "张", "刘", "陈", "杨"],
              ["xiuying", "wei", "jing", "jianguo", "lijuan", "zhiqiang"],
              ["wang", "li", "zhang", "liu", "chen", "yang"]),
    "ja_JP": ("fg", ["花子", "健太", "美咲", "翔太", "由美", "大輔"],
              ["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤"],
              ["hanako", "kenta", "misaki", "shota", "yumi", "daisuke"],
              ["sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito"]),
    "ko_KR": ("fg", ["민준", "서연", "지훈", "하은", "도윤", "수빈"],
              ["김", "이", "박", "최", "정", "강"],
              ["minjun", "seoyeon", "jihoon", "haeun", "doyoon", "subin"],
              ["kim", "lee", "park", "choi", "jung", "kang"]),
    "th_TH": ("gf", ["สมชาย", "สุดารัตน์", "ประเสริฐ", "วิภาวดี", "ธนพล", "กาญจนา"],
              ["ศรีสุข", "วงศ์ใหญ่", "แก้วมณี", "บุญมา", "ทองดี", "สุขสวัสดิ์"],
              ["somchai", "sudarat", "prasert", "wipawadee", "thanaphon", "kanchana"],
              ["srisuk", "wongyai", "kaewmanee", "boonma", "thongdee", "suksawat"]),
    "vi_VN": ("fg", ["Thị Hương", "Văn Minh", "Ngọc Ánh", "Đức Thắng", "Thu Trang", "Quốc Bảo"],
              ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Đặng"],
              ["huong", "minh", "anh", "thang", "trang", "bao"],
              ["nguyen", "tran", "le", "pham", "hoang", "dang"]),
    "it_IT": ("gf", ["Niccolò", "Giulia", "Lorenzo", "Chiara", "Pietro", "Francesca"],
              ["Rossi", "Esposito", "Bianchi", "Romano", "De Luca", "Ferraresi"],
              ["niccolo", "giulia", "lorenzo", "chiara", "pietro", "francesca"],
              ["rossi", "esposito", "bianchi", "romano", "deluca", "ferraresi"]),
    "hu_HU": ("fg", ["Zsófia", "Bálint", "Réka", "Levente", "Ágnes", "Gergő"],
              ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga"],
              ["zsofia", "balint", "reka", "levente", "agnes", "gergo"],
              ["nagy", "kovacs", "toth", "szabo", "horvath", "varga"]),
}

# locale -> (national id scheme, formatter) ; iban country
NATID = {
    "de_DE": ("de_steuerid", None), "fr_FR": ("fr_nir", fr_nir_spaced), "es_ES": ("es_dni", None),
    "pt_BR": ("br_cpf", br_cpf_fmt), "pl_PL": ("pl_pesel", None), "cs_CZ": ("cz_rc", None),
    "tr_TR": ("tr_tckn", None), "nl_NL": ("nl_bsn", None), "sv_SE": ("se_pnr", None),
    "fi_FI": ("fi_hetu", None), "el_GR": ("gr_amka", None), "ru_RU": ("ru_snils", snils_fmt),
    "he_IL": ("il_tz", None), "hi_IN": ("in_aadhaar", aadhaar_fmt), "zh_CN": ("cn_ric", None),
    "ja_JP": ("jp_mynumber", None), "ko_KR": ("kr_rrn", None), "hu_HU": ("hu_taj", None),
    "uk_UA": ("ua_rnokpp", None), "ar_SA": ("sa_nid", None), "th_TH": ("th_id", th_id_fmt),
    "vi_VN": ("card", None), "it_IT": ("card", None),
}
IBAN_C = {"de_DE": "DE", "fr_FR": "FR", "es_ES": "ES", "pt_BR": "BR", "pl_PL": "PL", "cs_CZ": "CZ",
          "tr_TR": "TR", "nl_NL": "NL", "sv_SE": "SE", "fi_FI": "FI", "el_GR": "GR", "hu_HU": "HU"}

MAILDOM = {
    "de_DE": ["posteo-mail.example", "web-postfach.example"], "fr_FR": ["courriel-orange.example", "laposte-mel.example"],
    "es_ES": ["correo-ibero.example", "telefonica-mail.example"], "pt_BR": ["caixapostal.example.br", "uol-mail.example"],
    "pl_PL": ["poczta-onet.example", "wp-skrzynka.example"], "cs_CZ": ["seznam-posta.example"],
    "tr_TR": ["eposta-ttnet.example"], "nl_NL": ["ziggo-mail.example", "kpn-post.example"],
    "sv_SE": ["telia-post.example"], "fi_FI": ["elisa-posti.example"], "el_GR": ["otenet-mail.example"],
    "ru_RU": ["yandex-pochta.example"], "uk_UA": ["ukrnet-poshta.example"], "ar_SA": ["stc-mail.example"],
    "he_IL": ["walla-doar.example"], "hi_IN": ["rediff-dak.example"], "zh_CN": ["qq-youxiang.example"],
    "ja_JP": ["docomo-mail.example.jp"], "ko_KR": ["naver-mail.example"], "th_TH": ["true-mail.example"],
    "vi_VN": ["vnpt-thu.example"], "it_IT": ["libero-posta.example"], "hu_HU": ["freemail-posta.example"],
}


def person(r, loc=None):
    loc = loc or r.choice(sorted(LOCALES))
    order, g, f, ga, fa = LOCALES[loc]
    i, j = r.randrange(len(g)), r.randrange(len(f))
    given, family = g[i], f[j]
    if order == "fg":
        sep = "" if loc in ("zh_CN", "ja_JP", "ko_KR") else " "
        full = family + sep + given
    else:
        full = given + " " + family
    ag = ga[i].replace(" ", "")
    af = fa[j].replace(" ", "")
    style = r.choice(["{g}.{f}", "{g}{f}", "{gi}.{f}", "{f}.{g}", "{g}_{f}{n}"])
    local = style.format(g=ag, f=af, gi=ag[0], n=r.randrange(1, 99))
    email = local + "@" + r.choice(MAILDOM[loc])
    return {"loc": loc, "given": given, "family": family, "full": full, "email": email,
            "ascii_given": ag, "ascii_family": af, "ascii_full": ag.capitalize() + " " + af.capitalize(),
            "user": (ag[0] + af)[:12]}


def phone(r, loc):
    d = lambda n: "".join(r.choice(string.digits) for _ in range(n))
    fm = {
        "de_DE": lambda: "01%s %s" % (r.choice(["51", "52", "60", "62", "70", "76"]), d(8)),
        "fr_FR": lambda: "0%s %s %s %s %s" % (r.choice("67"), d(2), d(2), d(2), d(2)),
        "es_ES": lambda: "6%s %s %s" % (d(2), d(3), d(3)),
        "pt_BR": lambda: "(%s) 9%s-%s" % (r.choice(["11", "21", "31", "51"]), d(4), d(4)),
        "pl_PL": lambda: "%s%s %s %s" % (r.choice("5678"), d(2), d(3), d(3)),
        "cs_CZ": lambda: "%s%s %s %s" % (r.choice(["60", "72", "77"]), d(1), d(3), d(3)),
        "tr_TR": lambda: "05%s %s %s %s" % (d(2), d(3), d(2), d(2)),
        "nl_NL": lambda: "06-%s" % d(8),
        "sv_SE": lambda: "07%s-%s %s %s" % (r.choice("0236"), d(3), d(2), d(2)),
        "fi_FI": lambda: "04%s %s %s" % (d(1), d(3), d(4)),
        "el_GR": lambda: "69%s %s %s" % (d(1), d(3), d(4)),
        "ru_RU": lambda: "8 (9%s) %s-%s-%s" % (d(2), d(3), d(2), d(2)),
        "uk_UA": lambda: "0%s %s %s %s" % (r.choice(["50", "67", "93"]), d(3), d(2), d(2)),
        "ar_SA": lambda: "05%s %s %s" % (d(1), d(3), d(4)),
        "he_IL": lambda: "05%s-%s-%s" % (d(1), d(3), d(4)),
        "hi_IN": lambda: "%s%s %s" % (r.choice("9876"), d(4), d(5)),
        "zh_CN": lambda: "1%s %s %s" % (r.choice(["38", "39", "58", "86"]), d(4), d(4)),
        "ja_JP": lambda: "0%s0-%s-%s" % (r.choice("789"), d(4), d(4)),
        "ko_KR": lambda: "010-%s-%s" % (d(4), d(4)),
        "th_TH": lambda: "0%s-%s-%s" % (r.choice("89"), d(3), d(4)),
        "vi_VN": lambda: "09%s %s %s" % (d(1), d(3), d(3)),
        "it_IT": lambda: "3%s %s %s" % (d(2), d(3), d(4)),
        "hu_HU": lambda: "06 %s %s %s" % (r.choice(["20", "30", "70"]), d(3), d(4)),
    }
    return fm[loc]()


def national_id(r, loc):
    scheme, fmt = NATID[loc]
    v = CHECK_SCHEMES[scheme][0](r)
    return scheme, (fmt(v) if fmt else v)


def iban_for(r, loc):
    c = IBAN_C.get(loc) or r.choice(["DE", "FR", "NL", "ES"])
    return gen_iban(r, c)


STREETS = {
    "de_DE": lambda r: "%s %d, %05d %s" % (r.choice(["Lindenstraße", "Schloßallee", "Am Mühlbach", "Rosenweg"]), r.randrange(1, 120), r.randrange(10115, 99999), r.choice(["Würzburg", "Köln", "Lübeck", "Görlitz"])),
    "fr_FR": lambda r: "%d %s, %05d %s" % (r.randrange(1, 90), r.choice(["rue des Églantiers", "avenue Jean-Jaurès", "impasse du Moulin"]), r.randrange(10000, 95999), r.choice(["Besançon", "Nîmes", "Orléans"])),
    "es_ES": lambda r: "%s %d, %d.º %s, %05d %s" % (r.choice(["Calle de Alcalá", "Avenida de la Constitución", "Calle Mayor"]), r.randrange(1, 200), r.randrange(1, 9), r.choice("ABCD"), r.randrange(10000, 52999), r.choice(["Cádiz", "León", "Málaga"])),
    "pt_BR": lambda r: "%s, %d - %s, %s - %s, %05d-%03d" % (r.choice(["Rua das Acácias", "Avenida Paulista", "Travessa São João"]), r.randrange(1, 3000), r.choice(["Bela Vista", "Jardim Botânico"]), r.choice(["São Paulo", "Belo Horizonte"]), r.choice(["SP", "MG"]), r.randrange(10000, 99999), r.randrange(1000)),
    "pl_PL": lambda r: "ul. %s %d/%d, %02d-%03d %s" % (r.choice(["Żeromskiego", "Piękna", "Świętokrzyska"]), r.randrange(1, 99), r.randrange(1, 40), r.randrange(0, 99), r.randrange(1000), r.choice(["Łódź", "Kraków", "Gdańsk"])),
    "ru_RU": lambda r: "ул. %s, д. %d, кв. %d, %s, %06d" % (r.choice(["Ленина", "Садовая", "Пушкина"]), r.randrange(1, 99), r.randrange(1, 300), r.choice(["Москва", "Казань", "Самара"]), r.randrange(100000, 699999)),
    "el_GR": lambda r: "%s %d, %s %s" % (r.choice(["Οδός Ερμού", "Λεωφόρος Συγγρού", "Οδός Αιόλου"]), r.randrange(1, 150), "%03d %02d" % (r.randrange(100, 999), r.randrange(0, 99)), r.choice(["Αθήνα", "Θεσσαλονίκη"])),
    "ja_JP": lambda r: "〒%03d-%04d %s%d丁目%d-%d" % (r.randrange(100, 999), r.randrange(10000), r.choice(["東京都千代田区丸の内", "大阪府大阪市北区梅田", "京都府京都市中京区"]), r.randrange(1, 9), r.randrange(1, 30), r.randrange(1, 20)),
    "zh_CN": lambda r: "%s%d号%d室" % (r.choice(["上海市浦东新区世纪大道", "北京市朝阳区建国路", "广州市天河区体育西路"]), r.randrange(1, 999), r.randrange(101, 2999)),
    "ko_KR": lambda r: "%s %d, %d동 %d호" % (r.choice(["서울특별시 강남구 테헤란로", "부산광역시 해운대구 센텀로"]), r.randrange(1, 500), r.randrange(101, 120), r.randrange(101, 2504)),
    "tr_TR": lambda r: "%s No:%d D:%d, %05d %s/%s" % (r.choice(["Atatürk Cad.", "Gül Sok.", "İstiklal Cad."]), r.randrange(1, 200), r.randrange(1, 30), r.randrange(1000, 81999), r.choice(["Kadıköy", "Çankaya"]), r.choice(["İstanbul", "Ankara"])),
    "nl_NL": lambda r: "%s %d, %04d %s %s" % (r.choice(["Prinsengracht", "Keizersgracht", "Dorpsstraat"]), r.randrange(1, 900), r.randrange(1000, 9999), "".join(r.choice("ABCDEGHJKLMNPRSTVWXZ") for _ in range(2)), r.choice(["Amsterdam", "Utrecht", "Zwolle"])),
    "hi_IN": lambda r: "%d, %s, %s - %06d" % (r.randrange(1, 400), r.choice(["एम.जी. रोड", "नेहरू नगर", "सेक्टर 21"]), r.choice(["पुणे", "जयपुर", "लखनऊ"]), r.randrange(110001, 855999)),
    "he_IL": lambda r: "%s %d, %s %07d" % (r.choice(["רחוב הרצל", "שדרות רוטשילד", "רחוב יפו"]), r.randrange(1, 200), r.choice(["תל אביב", "חיפה", "ירושלים"]), r.randrange(1000000, 9999999)),
    "th_TH": lambda r: "%d/%d %s %s %s %05d" % (r.randrange(1, 999), r.randrange(1, 99), r.choice(["ถนนสุขุมวิท", "ถนนพหลโยธิน", "ถนนรัชดาภิเษก"]), r.choice(["แขวงคลองเตย", "แขวงจตุจักร"]), r.choice(["กรุงเทพมหานคร", "เชียงใหม่"]), r.randrange(10000, 50999)),
    "uk_UA": lambda r: "вул. %s, буд. %d, кв. %d, %s, %05d" % (r.choice(["Хрещатик", "Шевченка", "Січових Стрільців"]), r.randrange(1, 120), r.randrange(1, 200), r.choice(["Київ", "Львів", "Харків"]), r.randrange(1000, 99999)),
    "cs_CZ": lambda r: "%s %d/%d, %03d %02d %s" % (r.choice(["Václavské náměstí", "Křižíkova", "Údolní"]), r.randrange(100, 2999), r.randrange(1, 60), r.randrange(100, 799), r.randrange(0, 99), r.choice(["Praha 1", "Brno", "Plzeň"])),
    "ar_SA": lambda r: "%s %d، %s %05d" % (r.choice(["شارع الملك فهد", "طريق العليا", "شارع التحلية"]), r.randrange(1, 9999), r.choice(["الرياض", "جدة"]), r.randrange(11000, 23999)),
}


def address(r, loc):
    f = STREETS.get(loc)
    if f is None:
        f = STREETS[r.choice(sorted(STREETS))]
    return f(r)


def birthdate(r, style="iso"):
    y, m, d = r.randrange(1950, 2003), r.randrange(1, 13), r.randrange(1, 29)
    return {"iso": "%04d-%02d-%02d" % (y, m, d), "eu": "%02d.%02d.%04d" % (d, m, y),
            "us": "%02d/%02d/%04d" % (m, d, y)}[style]


# ---------------------------------------------------------------- infrastructure
SITES = ["fra", "ams", "lis", "waw", "mad", "sto", "hel", "ath", "ist", "prg", "mil", "bud", "tyo", "sel", "sgp", "bom"]
ROLES = ["db", "pg", "redis", "kafka", "api", "web", "lb", "vpn", "mq", "ldap", "build", "vault", "etl", "cache", "bastion", "nfs"]
DOMAINS = ["corp.internal", "prod.acme-logistik.example", "intra.nordwind.example", "svc.bancoluz.example",
           "infra.kirschbaum.example", "dc1.heliotrope.example"]


def hostname(r, fqdn=True, role=None):
    h = "%s-%s-%02d" % (role or r.choice(ROLES), r.choice(SITES), r.randrange(1, 40))
    return h + "." + r.choice(DOMAINS) if fqdn else h


def pod_name(r, app=None):
    app = app or r.choice(["checkout", "ledger-api", "payments-worker", "search-indexer", "auth-gateway", "billing-cron"])
    alnum = "bcdfghjklmnpqrstvwxz2456789"
    return "%s-%s-%s" % (app, "".join(r.choice(alnum) for _ in range(r.choice([9, 10]))),
                         "".join(r.choice(alnum) for _ in range(5)))


def ipv4_private(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(2, 254))
    return "192.168.%d.%d" % (r.randrange(256), r.randrange(2, 254))


def ipv4_public(r):
    while True:
        a = r.choice([31, 37, 46, 62, 77, 85, 91, 94, 109, 141, 176, 185, 193, 195, 212, 217])
        v = "%d.%d.%d.%d" % (a, r.randrange(256), r.randrange(256), r.randrange(2, 254))
        return v


OUIS = ["52:54:00", "00:1b:21", "3c:fd:fe", "a4:bf:01", "b8:ce:f6", "0c:42:a1", "f8:f2:1e", "ac:1f:6b", "e4:43:4b"]


def mac(r):
    return r.choice(OUIS) + ":" + ":".join("%02x" % r.randrange(256) for _ in range(3))


def eui64_linklocal(m):
    b = [int(x, 16) for x in m.split(":")]
    b[0] ^= 2
    w = [(b[0] << 8) | b[1], (b[2] << 8) | 0xff, (0xfe << 8) | b[3], (b[4] << 8) | b[5]]
    return "fe80::" + ":".join("%x" % x for x in w)


def ipv6_ula(r):
    return "fd%02x:%x:%x::%x" % (r.randrange(256), r.randrange(1, 65535), r.randrange(1, 65535), r.randrange(2, 4095))


def iface(r):
    return r.choice(["ens", "enp", "eth-", "bond", "vl"]) + str(r.randrange(1, 40)) + r.choice(["", "f0", "s1"])


# ---------------------------------------------------------------- diagnostic look-alikes
def uuid4(r):
    return str(_uuid.UUID(int=r.getrandbits(128), version=4))


def git_sha(r):
    return s_hex(r, 40)


def sha256hex(r):
    return s_hex(r, 64)


def semver(r):
    return "%d.%d.%d%s" % (r.randrange(0, 9), r.randrange(0, 30), r.randrange(0, 40),
                           r.choice(["", "-rc.%d" % r.randrange(1, 5), "+build.%d" % r.randrange(100, 9999)]))


def traceparent(r):
    return "00-%s-%s-01" % (s_hex(r, 32), s_hex(r, 16))


def request_id(r):
    k = r.randrange(3)
    if k == 0:
        return "req_" + s_b62(r, 14)
    if k == 1:
        return s_hex(r, 8) + "-" + s_hex(r, 4) + "-" + s_hex(r, 4)
    return uuid4(r)


def image_digest(r):
    return "sha256:" + sha256hex(r)


if __name__ == "__main__":
    print("selftest", selftest())
    r = R("demo")
    for loc in sorted(LOCALES):
        p = person(r, loc)
        print(loc, p["full"], p["email"], phone(r, loc), national_id(r, loc), iban_for(r, loc))
    print(s_any(r), tok_jwt(r), hostname(r), pod_name(r), mac(r), eui64_linklocal("52:54:00:3a:9c:41"))
