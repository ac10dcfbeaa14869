"""Deterministic generators for corpus17 (seeded random.Random with string seeds).

Every generator takes an explicit random.Random.  self_test() checks the
check-digit generators against published example numbers.
"""
import base64, hashlib, hmac, json, random, string

B62 = string.digits + string.ascii_letters
HEX = "0123456789abcdef"

def rng(seed):
    return random.Random("corpus17:" + seed)

# ---------------------------------------------------------------- secrets
WORDS = ("anchor apple arctic badge bamboo banjo basil beacon birch bison blanket bramble "
         "cactus candle canyon carbon cedar cobalt comet copper coral cotton cricket crystal "
         "dahlia delta denim dune eagle ember falcon fennel fjord flint fossil garnet geyser "
         "ginger glacier granite gravel harbor hazel heron hollow indigo iris ivory jasper "
         "juniper kayak kettle lagoon lantern lemon lilac linen lotus magnet mango maple marble "
         "meadow melon mint mosaic nectar nickel nutmeg oasis olive onyx orbit orchid otter "
         "oyster paddle pebble pepper pillow pine plume polar poppy quartz quill radish raven "
         "reef ribbon river saffron salmon sapphire shadow sierra silver sparrow spruce summit "
         "tango thistle thunder timber topaz tulip tundra umber velvet violet walnut willow "
         "zephyr zinc").split()
FIRST_LATIN = ["anna", "marek", "sofia", "lukas", "ines", "tomasz", "giulia", "henrik", "yuki",
               "mehmet", "olga", "diego", "priya", "jonas", "lea", "kenji", "amara", "piet"]
WALKS = ["qwerty", "asdfgh", "zxcvbn", "qazwsx", "1qaz2wsx", "poiuyt", "wsxedc", "azerty", "qwertz"]
SUBS = {"a": "@", "s": "$", "o": "0", "e": "3", "i": "1"}

def rand_str(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))

def b64_token(r, nbytes, urlsafe=False):
    raw = bytes(r.getrandbits(8) for _ in range(nbytes))
    f = base64.urlsafe_b64encode if urlsafe else base64.b64encode
    return f(raw).decode().rstrip("=") if urlsafe else f(raw).decode()

def pw_human(r):
    k = r.randrange(4)
    if k == 0:  # name + year
        n = r.choice(FIRST_LATIN)
        return n.capitalize() + str(r.randrange(1961, 2012)) + r.choice(["", "!", "#", "."])
    if k == 1:  # keyboard walk with substitutions
        w = r.choice(WALKS)
        w = "".join(SUBS.get(c, c) if r.random() < 0.5 else c for c in w)
        return w + str(r.randrange(10, 999))
    if k == 2:  # short mixed 8-10
        return rand_str(r, B62 + "!#%&*+-", r.randrange(8, 11))
    n = r.choice(WORDS)  # word + digits, capitalised differently
    return n.upper()[:1] + n[1:] + r.choice(["_", "", "-"]) + str(r.randrange(100, 99999))

def diceware(r, n=None, sep=None):
    n = n or r.randrange(3, 6)
    sep = sep if sep is not None else r.choice(["-", " ", ".", "_"])
    return sep.join(r.choice(WORDS) for _ in range(n))

def jwt(r, sub=None):
    h = {"alg": "HS256", "typ": "JWT"}
    p = {"sub": sub or rand_str(r, string.digits, 8), "iat": 1796000000 + r.randrange(10**6),
         "scope": r.choice(["read", "read write", "admin"])}
    enc = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    si = enc(h) + "." + enc(p)
    key = bytes(r.getrandbits(8) for _ in range(32))
    sig = base64.urlsafe_b64encode(hmac.new(key, si.encode(), hashlib.sha256).digest()).decode().rstrip("=")
    return si + "." + sig

def vendor_token(r, kind=None):
    """Vendor formats by documented prefix/length:
    github: ghp_/gho_/ghs_ + 36 base62 (GitHub "Behind GitHub's new authentication token formats", 2021)
    gitlab: glpat- + 20 (GitLab docs, personal access token prefix)
    slack: xoxb-/xoxp- numeric-numeric-24 alnum (Slack token types docs)
    stripe: sk_live_/rk_live_ + 24..99 base62 (Stripe API keys docs)
    aws: AKIA + 16 [A-Z2-7] access key id (AWS IAM identifiers docs)
    google: AIza + 35 [A-Za-z0-9_-] (Google API keys docs)
    npm: npm_ + 36 base62 (npm granular access tokens)
    sendgrid: SG.<22>.<43> (SendGrid API keys docs)
    twilio: SK + 32 hex (Twilio API keys SID)
    pypi: pypi-AgEIcHlwaS5vcmc + base64url (PyPI API tokens, macaroon)"""
    kinds = ["github", "gitlab", "slack", "stripe", "aws", "google", "npm", "sendgrid", "twilio", "pypi"]
    kind = kind or r.choice(kinds)
    if kind == "github":
        return r.choice(["ghp_", "gho_", "ghs_"]) + rand_str(r, B62, 36)
    if kind == "gitlab":
        return "glpat-" + rand_str(r, B62 + "_-", 20)
    if kind == "slack":
        return r.choice(["xoxb-", "xoxp-"]) + rand_str(r, string.digits, 12) + "-" + rand_str(r, string.digits, 13) + "-" + rand_str(r, B62, 24)
    if kind == "stripe":
        return r.choice(["sk_live_", "rk_live_"]) + rand_str(r, B62, r.choice([24, 34, 99]))
    if kind == "aws":
        return "AKIA" + rand_str(r, string.ascii_uppercase + "234567", 16)
    if kind == "google":
        return "AIza" + rand_str(r, B62 + "_-", 35)
    if kind == "npm":
        return "npm_" + rand_str(r, B62, 36)
    if kind == "sendgrid":
        return "SG." + rand_str(r, B62 + "_-", 22) + "." + rand_str(r, B62 + "_-", 43)
    if kind == "twilio":
        return "SK" + rand_str(r, HEX, 32)
    return "pypi-AgEIcHlwaS5vcmc" + b64_token(r, 48, urlsafe=True)

def pem_private_key(r):
    body = base64.b64encode(bytes(r.getrandbits(8) for _ in range(r.choice([121, 160])))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return ["-----BEGIN PRIVATE KEY-----"] + lines + ["-----END PRIVATE KEY-----"]

def otp(r):
    return rand_str(r, string.digits, r.choice([6, 6, 7, 8]))

def session_id(r):
    k = r.randrange(3)
    if k == 0:
        return rand_str(r, "0123456789abcdefghijklmnopqrstuv", 26)   # PHP session id alphabet
    if k == 1:
        return rand_str(r, "0123456789ABCDEF", 32)                    # servlet JSESSIONID style
    return b64_token(r, 24, urlsafe=True)

def secret(r, kind=None):
    kinds = ["b62", "b64", "hex", "dice", "human", "human", "vendor", "jwt", "otp", "session"]
    kind = kind or r.choice(kinds)
    if kind == "b62":
        return rand_str(r, B62, r.choice([16, 20, 24, 32, 40]))
    if kind == "b64":
        return b64_token(r, r.choice([12, 18, 24, 33]))
    if kind == "hex":
        return rand_str(r, HEX, r.choice([20, 32, 40, 64]))
    if kind == "dice":
        return diceware(r)
    if kind == "human":
        return pw_human(r)
    if kind == "vendor":
        return vendor_token(r)
    if kind == "jwt":
        return jwt(r)
    if kind == "otp":
        return otp(r)
    return session_id(r)

def password(r):
    """A password-ish secret (no JWT/vendor), mixed generators."""
    return secret(r, r.choice(["b62", "b64", "hex", "dice", "human", "human", "human", "otp"]))

# ---------------------------------------------------------------- check digits
def luhn_digit(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)

def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]

def cn_id(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420111"])
    y = r.randrange(1955, 2004); m = r.randrange(1, 13); d = r.randrange(1, 29)
    body = "%s%04d%02d%02d%03d" % (area, y, m, d, r.randrange(1, 999))
    return body + cn_check(body)

def cn_check(body17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, w)) % 11]

def nl_bsn(r):
    while True:
        d = [r.randrange(10) for _ in range(8)]
        if d[0] == 0: continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10: return "".join(map(str, d)) + str(c)

def bsn_ok(s):
    return (sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0

DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def es_dni(r):
    n = r.randrange(10**7, 10**8)
    return "%08d%s" % (n, DNI_L[n % 23])

def es_nie(r):
    p = r.randrange(3); n = r.randrange(10**7)
    return "XYZ"[p] + "%07d" % n + DNI_L[int(str(p) + "%07d" % n) % 23]

def pl_pesel(r):
    y = r.randrange(1950, 2010); m = r.randrange(1, 13); d = r.randrange(1, 29)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%04d" % (y % 100, mm, d, r.randrange(10000))
    return body + pesel_check(body)

def pesel_check(b):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * c for a, c in zip(b, w)) % 10) % 10)

def br_cpf_digits(b9):
    d = [int(c) for c in b9]
    s = sum(x * w for x, w in zip(d, range(10, 1, -1))); c1 = (s * 10 % 11) % 10
    d.append(c1)
    s = sum(x * w for x, w in zip(d, range(11, 1, -1))); c2 = (s * 10 % 11) % 10
    return "%d%d" % (c1, c2)

def br_cpf(r, fmt=True):
    b = rand_str(r, string.digits, 9)
    full = b + br_cpf_digits(b)
    return "%s.%s.%s-%s" % (full[:3], full[3:6], full[6:9], full[9:]) if fmt else full

FI_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"
def fi_hetu(r):
    y = r.randrange(1950, 2005); m = r.randrange(1, 13); d = r.randrange(1, 29)
    ind = r.randrange(2, 900)
    sep = "-" if y < 2000 else "A"
    return "%02d%02d%02d%s%03d%s" % (d, m, y % 100, sep, ind, FI_C[int("%02d%02d%02d%03d" % (d, m, y % 100, ind)) % 31])

def tr_tckn(r):
    d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
    return tckn_complete(d)

def tckn_complete(d):
    d = list(d)
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10); d.append(sum(d) % 10)
    return "".join(map(str, d))

def se_pnr(r):
    y = r.randrange(1950, 2005); m = r.randrange(1, 13); d = r.randrange(1, 29)
    b = "%02d%02d%02d%03d" % (y % 100, m, d, r.randrange(1000))
    return b[:6] + "-" + b[6:] + luhn_digit(b)

VERHOEFF_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
              [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
              [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VERHOEFF_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
              [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VERHOEFF_INV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])

def in_aadhaar(r):
    b = str(r.randrange(2, 10)) + rand_str(r, string.digits, 10)
    full = b + verhoeff_digit(b)
    return "%s %s %s" % (full[:4], full[4:8], full[8:])

def fr_nir(r):
    b = "%d%02d%02d%02d%03d%03d" % (r.choice([1, 2]), r.randrange(50, 100), r.randrange(1, 13),
                                   r.choice([75, 69, 13, 33, 59, 67]), r.randrange(1, 990), r.randrange(1, 999))
    return b + "%02d" % (97 - int(b) % 97)

def be_nn(r):
    y = r.randrange(1950, 2000); b = "%02d%02d%02d%03d" % (y % 100, r.randrange(1, 13), r.randrange(1, 29), r.randrange(1, 998))
    c = 97 - int(b) % 97
    return "%s.%s.%s-%s.%02d" % (b[:2], b[2:4], b[4:6], b[6:9], c)

def pt_nif(r):
    b = str(r.choice([1, 2])) + rand_str(r, string.digits, 7)
    return b + pt_nif_check(b)

def pt_nif_check(b):
    s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
    c = 11 - s % 11
    return "0" if c >= 10 else str(c)

def ean13_digit(b12):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(b12))
    return str((10 - s % 10) % 10)

def ch_ahv(r):
    b = "756" + rand_str(r, string.digits, 9)
    f = b + ean13_digit(b)
    return "%s.%s.%s.%s" % (f[:3], f[3:7], f[7:11], f[11:])

def za_id(r):
    b = "%02d%02d%02d%04d%d8" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), r.randrange(10000), r.randrange(2))
    return b + luhn_digit(b)

def il_tz(r):
    b = rand_str(r, string.digits, 8)
    return b + il_check(b)

def il_check(b8):
    s = 0
    for i, c in enumerate(b8):
        d = int(c) * (1 if i % 2 == 0 else 2)
        s += d - 9 if d > 9 else d
    return str((10 - s % 10) % 10)

IBAN_FMT = {"DE": (22, "8n10n"), "FR": (27, "10n11c2n"), "ES": (24, "20n"), "NL": (18, "4a10n"),
            "PL": (28, "24n"), "IT": (27, "1a10n12c"), "BE": (16, "12n"), "PT": (25, "21n"),
            "FI": (18, "14n"), "SE": (24, "20n"), "CH": (21, "5n12c"), "TR": (26, "6n16c"), "NO": (15, "11n")}

def iban_check(cc, bban):
    s = "".join(str(int(ch, 36)) for ch in (bban + cc + "00"))
    return "%02d" % (98 - int(s) % 97)

def iban_ok(iban):
    x = iban.replace(" ", "")
    s = "".join(str(int(ch, 36)) for ch in (x[4:] + x[:4]))
    return int(s) % 97 == 1

def iban(r, cc=None, grouped=None):
    import re
    cc = cc or r.choice(sorted(IBAN_FMT))
    spec = IBAN_FMT[cc][1]
    bban = ""
    for n, t in re.findall(r"(\d+)([nac])", spec):
        alpha = {"n": string.digits, "a": string.ascii_uppercase, "c": string.digits + string.ascii_uppercase}[t]
        bban += rand_str(r, alpha, int(n))
    full = cc + iban_check(cc, bban) + bban
    grouped = r.random() < 0.5 if grouped is None else grouped
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4)) if grouped else full

def card(r):
    b = r.choice(["4", "51", "37"]) ; n = 15 if b == "37" else 16
    b += rand_str(r, string.digits, n - 1 - len(b))
    return b + luhn_digit(b)

# ---------------------------------------------------------------- people
PEOPLE = {
    "zh": (["王", "李", "张", "刘", "陈", "杨", "赵"], ["秀英", "伟", "静", "磊", "婷婷", "建华", "子涵"], "{f}{g}"),
    "ja": (["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤"], ["陽菜", "蓮", "美咲", "大翔", "結衣", "悠真"], "{f} {g}"),
    "ko": (["김", "이", "박", "최", "정"], ["민준", "서연", "지호", "하은", "도윤"], "{f}{g}"),
    "ru": (["Иванова", "Смирнов", "Кузнецова", "Попов", "Соколов"], ["Анна", "Дмитрий", "Ольга", "Сергей", "Екатерина"], "{g} {f}"),
    "uk": (["Шевченко", "Бондаренко", "Коваленко", "Ткаченко"], ["Олена", "Тарас", "Оксана", "Богдан"], "{g} {f}"),
    "el": (["Παπαδόπουλος", "Γεωργίου", "Οικονόμου"], ["Ελένη", "Γιώργος", "Δημήτρης", "Μαρία"], "{g} {f}"),
    "ar": (["العتيبي", "الحربي", "المصري", "حداد"], ["فاطمة", "محمد", "ليلى", "يوسف"], "{g} {f}"),
    "he": (["כהן", "לוי", "מזרחי", "פרץ"], ["נועה", "איתי", "תמר", "יונתן"], "{g} {f}"),
    "hi": (["शर्मा", "वर्मा", "गुप्ता", "सिंह"], ["अनन्या", "राहुल", "प्रिया", "अर्जुन"], "{g} {f}"),
    "th": (["สมบูรณ์", "ศรีสุข", "วงศ์ใหญ่"], ["สมชาย", "มาลี", "ปิยะ"], "{g} {f}"),
    "vi": (["Nguyễn", "Trần", "Lê", "Phạm"], ["Thị Hương", "Văn Minh", "Ngọc Lan", "Đức Anh"], "{f} {g}"),
    "pl": (["Wiśniewska", "Kowalczyk", "Wójcik", "Zieliński"], ["Małgorzata", "Łukasz", "Zofia", "Paweł"], "{g} {f}"),
    "tr": (["Yılmaz", "Şahin", "Öztürk", "Çelik"], ["Ayşe", "Mehmet", "Gülşen", "İbrahim"], "{g} {f}"),
    "de": (["Müller", "Schröder", "Weiß", "Groß"], ["Jürgen", "Käthe", "Sören", "Anneliese"], "{g} {f}"),
    "fr": (["Lefèvre", "Girard", "Bérénice", "Dubois"], ["Hélène", "François", "Amélie", "Loïc"], "{g} {f}"),
    "es": (["García Núñez", "Martínez", "Peña", "Ibáñez"], ["José", "María Ángeles", "Iñigo", "Lucía"], "{g} {f}"),
    "pt": (["Gonçalves", "Conceição", "Araújo", "Simões"], ["João", "Inês", "Conceição", "Tomás"], "{g} {f}"),
    "fi": (["Virtanen", "Mäkinen", "Häkkinen", "Järvinen"], ["Aino", "Eero", "Päivi", "Jyrki"], "{g} {f}"),
    "sv": (["Lindström", "Åberg", "Öberg", "Nyström"], ["Åsa", "Björn", "Märta", "Linnéa"], "{g} {f}"),
    "nl": (["de Vries", "van den Berg", "Jansen", "Bakker"], ["Sanne", "Joost", "Femke", "Daan"], "{g} {f}"),
    "it": (["Rossi", "Esposito", "Bianchi", "Colombo"], ["Chiara", "Niccolò", "Francesca", "Matteo"], "{g} {f}"),
}

def person(r, loc=None):
    loc = loc or r.choice(sorted(PEOPLE))
    fam, giv, fmt = PEOPLE[loc]
    return loc, fmt.format(f=r.choice(fam), g=r.choice(giv))

def phone(r, cc):
    d = lambda n: rand_str(r, string.digits, n)
    f = {
        "de": lambda: "01%s %s" % (r.choice(["51", "52", "60", "70", "76"]), d(7 + r.randrange(2))),
        "fr": lambda: "0%s %s %s %s %s" % (r.choice("67"), d(2), d(2), d(2), d(2)),
        "pl": lambda: "%s%s %s %s" % (r.choice("5678"), d(2), d(3), d(3)),
        "ja": lambda: "0%s0-%s-%s" % (r.choice("789"), d(4), d(4)),
        "zh": lambda: "1%s%s %s %s" % (r.choice("3589"), d(1), d(4), d(4)),
        "ko": lambda: "010-%s-%s" % (d(4), d(4)),
        "pt": lambda: "9%s %s %s" % (r.choice("1236"), d(3), d(3)),
        "br": lambda: "(%s) 9%s-%s" % (r.choice(["11", "21", "31", "41"]), d(4), d(4)),
        "hi": lambda: "%s%s %s" % (r.choice("6789"), d(4), d(5)),
        "nl": lambda: "06-%s" % d(8),
        "es": lambda: "6%s %s %s %s" % (d(2), d(2), d(2), d(2)),
        "tr": lambda: "05%s %s %s %s" % (d(2), d(3), d(2), d(2)),
        "ru": lambda: "8 (9%s) %s-%s-%s" % (d(2), d(3), d(2), d(2)),
        "uk": lambda: "0%s %s %s %s" % (r.choice(["50", "67", "93"]), d(3), d(2), d(2)),
        "it": lambda: "3%s %s %s" % (d(2), d(3), d(4)),
        "fi": lambda: "04%s %s" % (d(1), d(7)),
        "sv": lambda: "07%s-%s %s %s" % (d(1), d(3), d(2), d(2)),
        "el": lambda: "69%s %s %s" % (d(1), d(3), d(4)),
        "he": lambda: "05%s-%s-%s" % (d(1), d(3), d(4)),
        "ar": lambda: "05%s %s %s" % (d(1), d(3), d(4)),
        "th": lambda: "0%s-%s-%s" % (r.choice("689"), d(3), d(4)),
        "vi": lambda: "09%s %s %s" % (d(1), d(3), d(3)),
    }
    return f.get(cc, f["de"])()

NATID = {"zh": ("居民身份证", cn_id), "nl": ("BSN", nl_bsn), "es": ("DNI", es_dni), "pl": ("PESEL", pl_pesel),
         "pt": ("NIF", pt_nif), "fi": ("HETU", fi_hetu), "tr": ("TCKN", tr_tckn), "sv": ("personnummer", se_pnr),
         "hi": ("Aadhaar", in_aadhaar), "fr": ("NIR", fr_nir), "de": ("IBAN", lambda r: iban(r, "DE")),
         "it": ("IBAN", lambda r: iban(r, "IT")), "he": ("ת.ז.", il_tz), "ja": ("IBAN", lambda r: iban(r, "CH")),
         "br": ("CPF", br_cpf)}

def national_id(r, loc):
    fns = {"zh": cn_id, "nl": nl_bsn, "es": es_dni if r.random() < 0.7 else es_nie, "pl": pl_pesel,
           "pt": pt_nif, "fi": fi_hetu, "tr": tr_tckn, "sv": se_pnr, "hi": in_aadhaar, "fr": fr_nir,
           "he": il_tz}
    if loc in fns:
        return fns[loc](r)
    return r.choice([ch_ahv, za_id, be_nn, br_cpf])(r)

STREETS = {"de": "Lindenstraße {n}, {z} Köln", "fr": "{n} rue de la Paix, {z} Lyon", "pl": "ul. Żurawia {n}, {z} Kraków",
           "es": "Calle Mayor {n}, {z} Zaragoza", "ja": "東京都世田谷区桜丘{n}-4-2", "zh": "上海市浦东新区世纪大道{n}号",
           "ru": "ул. Ленина, д. {n}, Казань", "it": "Via Garibaldi {n}, {z} Torino", "nl": "Prinsengracht {n}, {z} Utrecht",
           "tr": "Atatürk Cad. No:{n}, Kadıköy", "ko": "서울특별시 마포구 월드컵로 {n}", "pt": "Rua Augusta {n}, {z} Porto",
           "sv": "Storgatan {n}, {z} Umeå", "fi": "Hämeenkatu {n}, {z} Tampere", "el": "Οδός Ερμού {n}, Αθήνα",
           "vi": "{n} Lê Lợi, Quận 1, TP.HCM", "he": "רחוב הרצל {n}, חיפה", "ar": "شارع الملك فهد {n}، الرياض",
           "hi": "{n}, एमजी रोड, पुणे", "th": "{n} ถนนสุขุมวิท กรุงเทพฯ", "uk": "вул. Хрещатик, {n}, Київ"}

def address(r, loc):
    return STREETS.get(loc, STREETS["de"]).format(n=r.randrange(2, 180), z=rand_str(r, string.digits, 5))

TRANSLIT = {"zh": "wang.j", "ja": "sato.y", "ko": "kim.mj", "ru": "ivanova", "uk": "shevchenko", "el": "papadopoulos",
            "ar": "alharbi", "he": "cohen.n", "hi": "sharma.a", "th": "somchai", "vi": "nguyen.h"}

def email(r, loc, name):
    import unicodedata
    base = TRANSLIT.get(loc)
    if not base:
        n = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
        base = ".".join(n.replace("ł", "l").split())
    return "%s%s@%s" % (base, r.choice(["", str(r.randrange(2, 99))]), r.choice(["example.com", "mail.example.org", "example.net"]))

# ---------------------------------------------------------------- infra
def ip_private(r):
    k = r.randrange(5)
    if k == 0: return "192.0.2.%d" % r.randrange(2, 255)
    if k == 1: return "198.51.100.%d" % r.randrange(2, 255)
    if k == 2: return "203.0.113.%d" % r.randrange(2, 255)
    if k == 3: return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(2, 255))
    return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(2, 255))

def hostname(r):
    role = r.choice(["db", "api", "cache", "mq", "edge", "auth", "batch", "ldap", "vault", "ci-runner"])
    return "%s-%02d.%s.%s" % (role, r.randrange(1, 40), r.choice(["prod", "stg", "eu-west", "ap-ne1", "dc2"]),
                              r.choice(["example.com", "example.net", "corp.example.org"]))

def pod_name(r):
    app = r.choice(["checkout", "billing-api", "ledger", "notifier", "ingest", "authz"])
    return "%s-%s-%s" % (app, rand_str(r, "bcdfghjklmnpqrstvwxz2456789", 10), rand_str(r, "bcdfghjklmnpqrstvwxz2456789", 5))

def node_name(r):
    return r.choice(["ip-10-%d-%d-%d.ec2.example.internal" % (r.randrange(256), r.randrange(256), r.randrange(2, 255)),
                     "gke-pool-%s-%s" % (rand_str(r, HEX, 8), rand_str(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4)),
                     "k8s-worker-%02d.example.net" % r.randrange(1, 60)])

def user_name(r):
    return r.choice(["svc_", "", "ops.", "app_"]) + r.choice(FIRST_LATIN) + r.choice(["", str(r.randrange(1, 99)), "_rw"])

# ---------------------------------------------------------------- lookalikes
def sha_hex(r, n=64):
    return rand_str(r, HEX, n)

def uuid4(r):
    import uuid
    return str(uuid.UUID(int=r.getrandbits(128), version=4))

# ---------------------------------------------------------------- self-test
def self_test():
    assert cn_check("11010519491231002") == "X"                 # GB 11643-1999 example 11010519491231002X
    assert bsn_ok("111222333")                                   # BSN 11-proof example
    assert DNI_L[12345678 % 23] == "Z"                           # DNI 12345678Z
    assert pesel_check("4405140135") == "9"                      # PESEL 44051401359 (Wikipedia)
    assert br_cpf_digits("111444777") == "35"                    # CPF 111.444.777-35
    assert FI_C[131052308 % 31] == "T"                           # HETU 131052-308T
    assert tckn_complete([1, 0, 0, 0, 0, 0, 0, 0, 1]) == "10000000146"  # TCKN 10000000146
    assert luhn_digit("811228987") == "4"                        # personnummer 811228-9874
    assert verhoeff_digit("236") == "3"                          # Verhoeff example 2363
    assert 97 - int("1841276451089") % 97 == 46                  # NIR 1 84 12 76 451 089 46
    assert 97 - int("930518223") % 97 == 61                      # Belgian NN 93.05.18-223.61
    assert pt_nif_check("12345678") == "9"                       # NIF 123456789
    assert ean13_digit("756921707698") == "5"                    # AHV 756.9217.0769.85
    assert luhn_ok("8001015009087")                              # ZA ID 8001015009087
    assert il_check("00000001") == "8"                           # Teudat Zehut 000000018
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert iban_check("DE", "370400440532013000") == "89"
    assert luhn_ok("4111111111111111")
    r = rng("selftest")
    for _ in range(200):
        assert iban_ok(iban(r)); assert bsn_ok(nl_bsn(r)); assert luhn_ok(card(r))
        c = cn_id(r); assert cn_check(c[:17]) == c[17]
        t = tr_tckn(r); assert tckn_complete([int(x) for x in t[:9]]) == t
    return True

if __name__ == "__main__":
    print("self_test", self_test())

# ---------------------------------------------------------------- synthetic templates
# Each returns dict(kind, text|lines, secrets, private, fmt) following a named public format.
def _ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randrange(1, 12), r.randrange(1, 28), r.randrange(24), r.randrange(60), r.randrange(60), r.randrange(1000))

def syn_vcard(r):
    loc, name = person(r); ph = phone(r, loc); em = email(r, loc, name); adr = address(r, loc); bd = "19%02d-%02d-%02d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 28))
    nid = national_id(r, loc)
    lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + name, "TEL;TYPE=cell:" + ph, "EMAIL:" + em, "ADR;TYPE=home:;;" + adr + ";;;;",
             "BDAY:" + bd, "NOTE:id " + nid, "REV:" + _ts(r).replace("-", "").replace(":", "")[:15] + "Z", "END:VCARD"]
    return dict(kind="block", lines=lines, secrets=[], private=[name, ph, em, adr, bd, nid], fmt="vCard 4.0 (RFC 6350)")

def syn_rfc5424_pii(r):
    loc, name = person(r); ph = phone(r, loc); nid = national_id(r, loc); host = hostname(r)
    t = '<134>1 %s %s crm 4721 CB01 [origin@32473 ip="%s"][contact@32473 name="%s" phone="%s" doc="%s"] callback scheduled' % (_ts(r), host, "192.0.2.%d" % r.randrange(2, 250), name, ph, nid)
    ip = t.split('ip="')[1].split('"')[0]
    return dict(kind="line", text=t, secrets=[], private=[host, ip, name, ph, nid], fmt="RFC 5424 syslog with structured data")

def syn_imap_login(r):
    u = user_name(r); p = password(r).replace('"', "").replace(" ", "-")
    tag = "a%03d" % r.randrange(1, 999)
    lines = ["S: * OK [CAPABILITY IMAP4rev1 LITERAL+ AUTH=PLAIN] imap.example.org ready", "C: %s CAPABILITY" % tag,
             "C: %s LOGIN %s %s" % ("b" + tag[1:], u, p), "S: %s OK [CAPABILITY IMAP4rev1 IDLE] Logged in" % ("b" + tag[1:])]
    return dict(kind="block", lines=lines, secrets=[p], private=[u], fmt="IMAP LOGIN transcript (RFC 3501 6.2.3)")

def syn_ftp(r):
    u = user_name(r); p = password(r).replace(" ", "")
    lines = ["220 ftp.example.net FTP server ready", "USER " + u, "331 Password required for " + u, "PASS " + p, "230 User logged in", "TYPE I", "200 Type set to I"]
    return dict(kind="block", lines=lines, secrets=[p], private=[u], fmt="FTP USER/PASS transcript (RFC 959)")

def syn_pop3(r):
    u = email(r, *person(r)); p = password(r).replace(" ", "")
    lines = ["+OK POP3 pop.example.com ready", "USER " + u, "+OK", "PASS " + p, "+OK maildrop has %d messages (%d octets)" % (r.randrange(1, 40), r.randrange(1000, 90000))]
    return dict(kind="block", lines=lines, secrets=[p], private=[u], fmt="POP3 USER/PASS transcript (RFC 1939)")

def syn_resp_monitor(r):
    u = user_name(r); p = password(r).replace('"', "").replace(" ", "-")
    t = '%d.%06d [0 %s:%d] "AUTH" "%s" "%s"' % (1796500000 + r.randrange(10**5), r.randrange(10**6), ip_private(r), 40000 + r.randrange(20000), u, p)
    ip = t.split("[0 ")[1].split(":")[0]
    return dict(kind="line", text=t, secrets=[p], private=[u, ip], fmt="Redis MONITOR output format (redis.io MONITOR docs)")

def syn_k8s_audit(r):
    pod = pod_name(r); node = node_name(r); ip = ip_private(r); u = user_name(r)
    ev = {"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Metadata", "auditID": uuid4(r), "stage": "ResponseComplete",
          "requestURI": "/api/v1/namespaces/payments/pods/%s/exec" % pod, "verb": "create", "user": {"username": u + "@example.com"},
          "sourceIPs": [ip], "objectRef": {"resource": "pods", "namespace": "payments", "name": pod}, "responseStatus": {"code": 101},
          "annotations": {"node": node}, "requestReceivedTimestamp": _ts(r)}
    return dict(kind="line", text=json.dumps(ev), secrets=[], private=[pod, node, ip, u + "@example.com"], fmt="Kubernetes audit event (audit.k8s.io/v1)")

def syn_rfc5424_infra(r):
    host = hostname(r); pid = str(r.randrange(300, 65000)); ip = ip_private(r); pod = pod_name(r)
    t = "<30>1 %s %s kubelet %s - - Killing container with id containerd://%s in pod %s (%s)" % (_ts(r), host, pid, sha_hex(r, 64), pod, ip)
    return dict(kind="line", text=t, secrets=[], private=[host, pid, pod, ip], fmt="RFC 5424 syslog (HOSTNAME, PROCID fields)")

def syn_har(r):
    u = user_name(r); p = password(r)
    b = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    e = {"startedDateTime": _ts(r), "time": r.randrange(5, 900), "request": {"method": "GET", "url": "https://api.example.com/v2/reports", "httpVersion": "HTTP/1.1",
         "headers": [{"name": "Authorization", "value": "Basic " + b}, {"name": "X-Request-Id", "value": uuid4(r)}]}, "response": {"status": 200}}
    return dict(kind="line", text=json.dumps(e), secrets=[b], private=[], fmt="HAR 1.2 entry (W3C HTTP Archive draft)")

def syn_imap_authenticate(r):
    u = email(r, *person(r)); p = password(r)
    b = base64.b64encode(("\0%s\0%s" % (u, p)).encode()).decode()
    lines = ["C: A01 AUTHENTICATE PLAIN", "S: + ", "C: " + b, "S: A01 OK AUTHENTICATE completed"]
    return dict(kind="block", lines=lines, secrets=[b], private=[], fmt="IMAP AUTHENTICATE PLAIN (RFC 3501 + RFC 4616)")

def syn_cef(r):
    tok = secret(r, r.choice(["vendor", "b62", "jwt", "session"])); ip = ip_private(r)
    t = "CEF:0|ExampleCorp|DLP|4.2.1|100%d|Clipboard content uploaded|7|rt=%s src=%s msg=pasted %s into ticket comment" % (r.randrange(10, 99), _ts(r), ip, tok)
    return dict(kind="line", text=t, secrets=[tok], private=[ip], fmt="ArcSight CEF 0 (Common Event Format rev 25)")

def syn_w3c_nokey(r):
    tok = secret(r, r.choice(["b62", "hex", "vendor"])).replace("/", "_").replace("+", "-").rstrip("="); ip = ip_private(r)
    t = "%s %s GET /files/share/%s - 443 - %s Mozilla/5.0 200 0 0 %d" % (_ts(r)[:10], _ts(r)[11:19], tok, ip, r.randrange(3, 900))
    return dict(kind="line", text=t, secrets=[tok], private=[ip], fmt="W3C Extended Log File Format (IIS field order)")

def syn_w3c_look(r):
    rid = uuid4(r); dg = sha_hex(r, 64)
    t = "%s %s GET /v1/builds/%s/artifacts sha256=%s 443 - 127.0.0.1 curl/8.5.0 200 0 0 %d" % (_ts(r)[:10], _ts(r)[11:19], rid, dg, r.randrange(3, 900))
    return dict(kind="line", text=t, secrets=[], private=[], fmt="W3C Extended Log File Format (IIS field order)")

def syn_cloudtrail_look(r):
    ev = {"eventVersion": "1.09", "eventTime": _ts(r)[:19] + "Z", "eventSource": "s3.amazonaws.com", "eventName": "GetObject",
          "requestID": rand_str(r, "0123456789ABCDEF", 16), "eventID": uuid4(r), "readOnly": True,
          "resources": [{"type": "AWS::S3::Object", "ARN": "arn:aws:s3:::build-cache/%s.tar.zst" % sha_hex(r, 40)}], "eventType": "AwsApiCall"}
    return dict(kind="line", text=json.dumps(ev), secrets=[], private=[], fmt="AWS CloudTrail record (eventVersion 1.09)")

def syn_gelf(r):
    k = r.choice(["_contraseña", "_mot_de_passe", "_parool", "_geslo", "_jelszó", "_pwd_reset_pin", "_oneTimeCode", "_heslo"])
    v = otp(r) if "pin" in k.lower() or "Code" in k else password(r)
    host = hostname(r); u = user_name(r)
    ev = {"version": "1.1", "host": host, "short_message": "account recovery", "timestamp": 1796500000 + r.randrange(10**5), "level": 6,
          "_user": u, k: v, "_trace": sha_hex(r, 32)}
    t = json.dumps(ev, ensure_ascii=False)
    return dict(kind="line", text=t, secrets=[v], private=[host, u], fmt="GELF 1.1 (Graylog Extended Log Format, additional _fields)")

def syn_leef(r):
    k = r.choice(["kodeord", "passord", "lösen", "sifra", "heslo", "salasana"])
    v = password(r).replace("\t", "").replace(" ", "-"); ip = ip_private(r); u = user_name(r)
    t = "LEEF:2.0|ExampleCorp|IdP|3.1|PWCHANGE|^|devTime=%s^src=%s^usrName=%s^%s=%s^sev=3" % (_ts(r), ip, u, k, v)
    return dict(kind="line", text=t, secrets=[v], private=[ip, u], fmt="IBM QRadar LEEF 2.0 (custom delimiter ^)")

SYNTH = {
    "pii_locale": [syn_vcard, syn_rfc5424_pii],
    "positional": [syn_imap_login, syn_ftp, syn_pop3, syn_resp_monitor],
    "infra": [syn_k8s_audit, syn_rfc5424_infra],
    "encoded": [syn_har, syn_imap_authenticate],
    "no_key": [syn_cef, syn_w3c_nokey],
    "lookalike": [syn_w3c_look, syn_cloudtrail_look],
    "key_unusual": [syn_gelf, syn_leef],
    "rows": [],
}

def synthetic(cls, n):
    r = rng("synthetic:" + cls)
    fns = SYNTH[cls]
    return [dict(fns[i % len(fns)](r)) for i in range(n)] if fns else []
