"""corpus28 planted-value generators, derived-form encoders and self-tests.

Everything here is synthetic: random secrets, fictitious people (random combinations of common
given/family names), reserved domains (.example / .invalid / example.net), private or documentation
IP ranges, locally administered MACs, TEST IBANs / national ids with valid check digits.
"""
import base64
import binascii
import datetime
import hashlib
import html
import json
import quopri
import random
import re
import string
import urllib.parse
import uuid

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
PUNCT_SAFE = "!#%*+-.:=?@^_~,"          # no quotes, backslash, spaces, $ or & (shell/format friendly)
PUNCT_ALL = "!#$%&*+-.:;=?@^_~,()[]{}<>/|"


class Rng(random.Random):
    def s(self, alphabet, n):
        return "".join(self.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- secrets
def password(r, punct=PUNCT_SAFE, lo=12, hi=20, nonascii=False):
    n = r.randint(lo, hi)
    chars = [r.choice(string.ascii_lowercase), r.choice(string.ascii_uppercase),
             r.choice(string.digits), r.choice(punct), r.choice(punct)]
    if nonascii:
        chars.append(r.choice("äöüßéñøçłśžÆ€§"))
    while len(chars) < n:
        chars.append(r.choice(B62 + punct))
    r.shuffle(chars)
    if chars[0] in "-+#!=": chars[0] = r.choice(string.ascii_letters)
    if chars[-1] in "=.": chars[-1] = r.choice(string.ascii_letters)
    return "".join(chars)


def jwt(r):
    def b64u(d):
        return base64.urlsafe_b64encode(d).rstrip(b"=").decode()
    hdr = b64u(json.dumps({"alg": r.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}).encode())
    pl = b64u(json.dumps({"sub": r.s(B62, 10), "iat": r.randint(1.6e9, 1.8e9),
                          "scope": r.choice(["read", "admin", "deploy"])}).encode())
    sig = b64u(bytes(r.getrandbits(8) for _ in range(32)))
    return f"{hdr}.{pl}.{sig}"


def api_token(r, kind=None):
    kinds = ["ghp", "github_pat", "glpat", "xoxb", "xoxp", "sk_live", "rk_live", "akia", "sg", "aiza",
             "npm", "hf", "twilio", "sk_proj", "doo", "shpat", "pypi", "tg"]
    kind = kind or r.choice(kinds)
    if kind == "ghp": return "ghp_" + r.s(B62, 36)
    if kind == "github_pat": return "github_pat_11" + r.s(string.ascii_uppercase + string.digits, 20) + "_" + r.s(B62, 59)
    if kind == "glpat": return "glpat-" + r.s(B62 + "-_", 20)
    if kind == "xoxb": return f"xoxb-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{r.s(B62, 24)}"
    if kind == "xoxp": return f"xoxp-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{r.s(HEX, 32)}"
    if kind == "sk_live": return "sk_live_" + r.s(B62, r.choice([24, 34, 99]))
    if kind == "rk_live": return "rk_live_" + r.s(B62, 24)
    if kind == "akia": return "AKIA" + r.s(string.ascii_uppercase + "234567", 16)
    if kind == "sg": return "SG." + r.s(B62 + "-_", 22) + "." + r.s(B62 + "-_", 43)
    if kind == "aiza": return "AIza" + r.s(B62 + "-_", 35)
    if kind == "npm": return "npm_" + r.s(B62, 36)
    if kind == "hf": return "hf_" + r.s(string.ascii_letters, 34)
    if kind == "twilio": return "SK" + r.s(HEX, 32)
    if kind == "sk_proj": return "sk-proj-" + r.s(B62 + "-_", 48)
    if kind == "doo": return "dop_v1_" + r.s(HEX, 64)
    if kind == "shpat": return "shpat_" + r.s(HEX, 32)
    if kind == "pypi": return "pypi-AgEIcHlwaS5vcmc" + r.s(B62 + "-_", 60)
    if kind == "tg": return f"{r.randint(10**8, 10**10)}:AA{r.s(B62 + '-_', 33)}"
    raise ValueError(kind)


def aws_secret(r):
    return r.s(B62 + "/+", 40)


def session_cookie(r):
    return r.choice(["", "s%3A", "gAAAAA"]) + r.s(B62 + "-_", r.randint(32, 48))


def hexsecret(r, n=32):
    return r.s(HEX, n)


def otp(r):
    return "%06d" % r.randint(10000, 999999)


def slack_hook_path(r):
    return f"T0{r.s(string.ascii_uppercase + string.digits, 8)}/B0{r.s(string.ascii_uppercase + string.digits, 8)}/{r.s(B62, 24)}"


def pem_private_key(r):
    """A real (random) Ed25519 key in OpenSSH PEM form; returns list of lines."""
    from cryptography.hazmat.primitives.asymmetric import ed25519
    from cryptography.hazmat.primitives import serialization
    seed = bytes(r.getrandbits(8) for _ in range(32))
    k = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    pem = k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH,
                          serialization.NoEncryption()).decode()
    return pem.strip().splitlines()


def pem_body_lines(lines):
    return [l for l in lines if not l.startswith("-----")]


# ---------------------------------------------------------------- people / locales
NAMES = {
    "de": (["Jörg", "Sabine", "Ulrike", "Matthias", "Käthe", "Björn", "Günther", "Anneliese"],
           ["Müller", "Schröder", "Weiß", "Hoffmann", "Böhm", "Krüger", "Scholz", "Faßbender"]),
    "fr": (["Anaïs", "Théo", "Clémence", "François", "Zoé", "Loïc", "Hélène", "Noël"],
           ["Lefèvre", "Dubois", "Moreau", "Bézier", "Girard", "Fontaine", "Mercier", "Lécuyer"]),
    "es": (["Iñaki", "María José", "Begoña", "Álvaro", "Núria", "Joaquín", "Íñigo", "Ramón"],
           ["Muñoz", "Ibáñez", "García Peña", "Castaño", "Rodríguez", "Núñez", "Olabarría", "Sáez"]),
    "pl": (["Łukasz", "Małgorzata", "Zbigniew", "Wojciech", "Agnieszka", "Grzegorz", "Żaneta", "Jędrzej"],
           ["Wiśniewski", "Kowalczyk", "Zieliński", "Szymańska", "Woźniak", "Dąbrowski", "Kamińska", "Lewandowski"]),
    "tr": (["Çağla", "Oğuz", "Şebnem", "Gökhan", "İlkay", "Ümit", "Ayşegül", "Barış"],
           ["Yılmaz", "Öztürk", "Şahin", "Çelik", "Aydın", "Doğan", "Kılıç", "Güneş"]),
    "el": (["Δημήτρης", "Ελένη", "Γιώργος", "Αικατερίνη", "Νίκος", "Σοφία", "Παναγιώτης", "Ιωάννα"],
           ["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Καραγιάννη", "Βλάχος", "Μαυρίδου", "Αντωνίου", "Ζαχαρίου"]),
    "ru": (["Алексей", "Наталья", "Дмитрий", "Ольга", "Сергей", "Екатерина", "Михаил", "Татьяна"],
           ["Смирнов", "Кузнецова", "Попов", "Васильева", "Соколов", "Морозова", "Новиков", "Фёдорова"]),
    "uk": (["Олександр", "Ганна", "Євген", "Ірина", "Тарас", "Оксана", "Юрій", "Марʼяна"],
           ["Шевченко", "Коваленко", "Бондаренко", "Ткачук", "Мельник", "Гнатюк", "Кравчук", "Їжакевич"]),
    "ar": (["محمد", "فاطمة", "يوسف", "ليلى", "عمر", "نور", "خالد", "سارة"],
           ["الحسيني", "العتيبي", "بن سالم", "الخطيب", "المصري", "حداد", "الشامي", "القاسم"]),
    "he": (["נועה", "אורי", "תמר", "יונתן", "מיכל", "דניאל", "שירה", "איתי"],
           ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "שפירא"]),
    "hi": (["अर्जुन", "प्रिया", "राहुल", "अनन्या", "विक्रम", "स्नेहा", "आदित्य", "काव्या"],
           ["शर्मा", "वर्मा", "गुप्ता", "पटेल", "सिंह", "मेहता", "अय्यर", "चौधरी"]),
    "zh": (["秀英", "建国", "丽娟", "志强", "静怡", "子涵", "浩然", "雨桐"],
           ["王", "李", "张", "刘", "陈", "欧阳", "司马", "诸葛"]),
    "ja": (["陽翔", "結衣", "蓮", "さくら", "大輝", "美咲", "翔太", "花子"],
           ["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"]),
    "ko": (["민준", "서연", "도윤", "하은", "지호", "수아", "예준", "지민"],
           ["김", "이", "박", "최", "정", "강", "조", "윤"]),
    "th": (["สมชาย", "สุดารัตน์", "ประยุทธ", "กาญจนา", "วีระ", "อรุณี", "ธนพล", "พิมพ์ชนก"],
           ["ศรีสุข", "วงศ์สวัสดิ์", "ทองดี", "แก้วมณี", "บุญมา", "จันทร์เพ็ญ", "สุขใจ", "เพชรรัตน์"]),
    "vi": (["Nguyễn Thị", "Trần Văn", "Lê Hoàng", "Phạm Minh", "Đặng Thu", "Vũ Quốc", "Bùi Ngọc", "Hồ Thanh"],
           ["Hương", "Dũng", "Phương", "Tuấn", "Hà", "Bảo", "Lan", "Trí"]),
    "sv": (["Åsa", "Björn", "Märta", "Örjan", "Ingrid", "Sören", "Linnéa", "Håkan"],
           ["Lindqvist", "Åberg", "Sjöström", "Ekström", "Nyström", "Bäckman", "Holmgren", "Öberg"]),
    "pt": (["João", "Conceição", "Gonçalo", "Luísa", "Sebastião", "Inês", "Caetano", "Ana Clara"],
           ["Gonçalves", "Araújo", "Magalhães", "Simões", "Conceição", "Brandão", "Assunção", "Falcão"]),
    "cs": (["Jiří", "Růžena", "Přemysl", "Květa", "Ondřej", "Zdeňka", "Luboš", "Šárka"],
           ["Dvořák", "Novotná", "Černý", "Procházková", "Kučera", "Řezníček", "Horáková", "Šťastný"]),
}
ORDER_FAMILY_FIRST = {"zh", "ja", "ko", "vi_no"}
ASCII_FALLBACK = {"zh": "wang", "ja": "sato", "ko": "kim", "ar": "alhusseini", "he": "cohen", "hi": "sharma",
                  "th": "srisuk", "el": "papadopoulos", "ru": "smirnov", "uk": "shevchenko"}


def translit(s):
    import unicodedata
    t = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
    t = re.sub(r"[^a-z]+", "", t.replace("ß", "ss").replace("ł", "l"))
    return t


def person(r, loc=None):
    loc = loc or r.choice(sorted(NAMES))
    g = r.choice(NAMES[loc][0]); f = r.choice(NAMES[loc][1])
    if loc in ("zh", "ja", "ko"):
        full = f + g
    else:
        full = g + " " + f
    gl = translit(g) or ASCII_FALLBACK.get(loc, "user")
    fl = translit(f) or ASCII_FALLBACK.get(loc, "x") + str(r.randint(2, 99))
    return {"loc": loc, "given": g, "family": f, "full": full, "ascii_given": gl, "ascii_family": fl}


def email(r, p=None):
    p = p or person(r)
    dom = r.choice(["example.net", "corp.example", "mail.example.org", "post.invalid", "kunden.example",
                    "example.com"])
    lp = r.choice(["{g}.{f}", "{g}{n}", "{gi}{f}", "{f}.{g}{n}", "{g}_{f}"]).format(
        g=p["ascii_given"][:12], f=p["ascii_family"][:14], gi=p["ascii_given"][:1], n=r.randint(2, 98))
    return f"{lp}@{dom}"


def username(r, p=None):
    p = p or person(r)
    return r.choice(["{gi}{f}", "{g}.{f}", "svc_{w}", "{f}{n}", "{g}_{w}"]).format(
        gi=p["ascii_given"][:1], g=p["ascii_given"][:10], f=p["ascii_family"][:10],
        w=r.choice(["backup", "etl", "billing", "reports", "deploy", "ledger", "crm"]), n=r.randint(2, 99))


PHONE_FMT = {
    "de": lambda r: f"+49 {r.choice(['30', '89', '40', '221'])} {r.randint(1000000, 9999999)}",
    "fr": lambda r: "+33 6 " + " ".join("%02d" % r.randint(0, 99) for _ in range(4)),
    "gb": lambda r: f"+44 20 7946 0{r.randint(100, 999)}",
    "us": lambda r: f"+1 (555) 01{r.randint(0, 99):02d}",
    "jp": lambda r: f"+81 90-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
    "pl": lambda r: f"+48 {r.randint(500, 799)} {r.randint(100, 999)} {r.randint(100, 999)}",
    "tr": lambda r: f"+90 5{r.randint(30, 59)} {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}",
    "in": lambda r: f"+91 9{r.randint(1000, 9999)} {r.randint(10000, 99999)}",
    "ru": lambda r: f"+7 9{r.randint(10, 99)} {r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)}",
    "br": lambda r: f"+55 11 9{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
    "es": lambda r: f"+34 6{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
    "kr": lambda r: f"+82 10-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
}


def phone(r, cc=None):
    return PHONE_FMT[cc or r.choice(sorted(PHONE_FMT))](r)


# national ids with check digits
def pesel(r):
    y = r.randint(1950, 2005); m = r.randint(1, 12); d = r.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = "%02d%02d%02d%04d" % (y % 100, mm, d, r.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
    return base + str(c)


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(s) == 11 and (10 - sum(int(a) * b for a, b in zip(s[:10], w)) % 10) % 10 == int(s[10])


def dni(r):
    n = r.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]


def personnummer(r):
    base = "%02d%02d%02d%03d" % (r.randint(50, 99), r.randint(1, 12), r.randint(1, 28), r.randint(0, 999))
    return f"{base[:6]}-{base[6:]}{luhn_digit(base)}"


def bsn(r):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        d[0] = r.randint(1, 9)
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def bsn_ok(s):
    return (sum(int(x) * w for x, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


def cpf(r):
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        d.append((s * 10) % 11 % 10)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cpf_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    for n in (9, 10):
        if (sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1))) * 10) % 11 % 10 != d[n]:
            return False
    return True


def cn_id(r):
    area = r.choice(["110101", "310104", "440305", "510107", "330106"])
    b = datetime.date(r.randint(1955, 2004), r.randint(1, 12), r.randint(1, 28)).strftime("%Y%m%d")
    s = area + b + "%03d" % r.randint(0, 999)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def nir(r):
    s = "%d%02d%02d%02d%03d%03d" % (r.randint(1, 2), r.randint(50, 99), r.randint(1, 12), r.randint(1, 95),
                                  r.randint(1, 990), r.randint(1, 999))
    return f"{s} {97 - int(s) % 97:02d}"


def nir_ok(s):
    a, k = s.split(" ")
    return 97 - int(a) % 97 == int(k)


IBAN_SPEC = {"DE": (8, 10, "n"), "FR": (10, 13, "fr"), "NL": (4, 10, "nl"), "ES": (8, 12, "n"),
             "IT": (1, 22, "it"), "PL": (8, 16, "n"), "GB": (4, 14, "gb"), "BE": (3, 9, "n"),
             "AT": (5, 11, "n"), "CH": (5, 12, "n"), "SE": (3, 17, "n"), "PT": (8, 13, "n")}


def _iban_check(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%02d" % (98 - int(num) % 97)


def iban(r, cc=None, spaced=None):
    cc = cc or r.choice(sorted(IBAN_SPEC))
    a, b, kind = IBAN_SPEC[cc]
    if kind == "nl":
        bban = r.choice(["ABNA", "INGB", "RABO"]) + r.s(string.digits, 10)
    elif kind == "gb":
        bban = r.choice(["NWBK", "BARC", "MIDL"]) + r.s(string.digits, 14)
    elif kind == "it":
        bban = r.choice(string.ascii_uppercase) + r.s(string.digits, 10) + r.s(string.digits, 12)
    elif kind == "fr":
        bban = r.s(string.digits, 21) + "%02d" % r.randint(0, 99)
    else:
        bban = r.s(string.digits, a + b)
    s = cc + _iban_check(cc, bban) + bban
    if spaced if spaced is not None else r.random() < 0.5:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1


ADDR = {
    "de": lambda r: f"{r.choice(['Lindenstraße', 'Am Mühlbach', 'Kastanienallee', 'Schloßweg'])} {r.randint(1, 140)}, {r.randint(10115, 99998)} {r.choice(['Köln', 'München', 'Görlitz', 'Lübeck'])}",
    "fr": lambda r: f"{r.randint(1, 90)} {r.choice(['rue des Écoles', 'allée Gambetta', 'boulevard Saint-Michel', 'impasse du Moulin'])}, {r.randint(10, 95)}{r.randint(100, 999)} {r.choice(['Besançon', 'Nîmes', 'Orléans', 'Évreux'])}",
    "jp": lambda r: f"〒{r.randint(100, 999)}-{r.randint(1000, 9999)} 東京都{r.choice(['世田谷区', '目黒区', '中野区'])}{r.choice(['三軒茶屋', '自由が丘', '中央'])}{r.randint(1, 5)}-{r.randint(1, 30)}-{r.randint(1, 20)}",
    "ru": lambda r: f"г. {r.choice(['Казань', 'Самара', 'Тверь'])}, ул. {r.choice(['Ленина', 'Садовая', 'Пушкина'])}, д. {r.randint(1, 99)}, кв. {r.randint(1, 300)}",
    "es": lambda r: f"C/ {r.choice(['Mayor', 'de la Peña', 'del Olivo'])}, {r.randint(1, 99)}, {r.randint(1, 9)}º {r.choice('ABCD')}, {r.randint(10000, 52999):05d} {r.choice(['Cádiz', 'León', 'Logroño'])}",
    "pl": lambda r: f"ul. {r.choice(['Żółkiewskiego', 'Kościuszki', 'Długa'])} {r.randint(1, 99)}/{r.randint(1, 40)}, {r.randint(10, 99)}-{r.randint(100, 999)} {r.choice(['Łódź', 'Gdańsk', 'Kraków'])}",
    "gr": lambda r: f"Οδός {r.choice(['Ερμού', 'Αθηνάς', 'Πανεπιστημίου'])} {r.randint(1, 120)}, {r.randint(100, 999)} {r.randint(10, 99)} {r.choice(['Αθήνα', 'Θεσσαλονίκη', 'Πάτρα'])}",
    "us": lambda r: f"{r.randint(100, 9999)} {r.choice(['Maple Ave', 'Elm Street', 'Oak Ridge Rd'])}, Apt {r.randint(1, 40)}, Springfield, IL {r.randint(62701, 62799)}",
    "cn": lambda r: f"{r.choice(['北京市朝阳区', '上海市徐汇区', '深圳市南山区'])}{r.choice(['建国路', '漕溪北路', '科技园路'])}{r.randint(1, 300)}号",
    "br": lambda r: f"Rua {r.choice(['das Acácias', 'São João', 'Conceição'])}, {r.randint(1, 999)} - {r.choice(['Pinheiros', 'Tijuca', 'Savassi'])}, {r.randint(10000, 99999)}-{r.randint(100, 999)}",
}


def address(r, loc=None):
    return ADDR[loc or r.choice(sorted(ADDR))](r)


def birthdate(r):
    d = datetime.date(r.randint(1940, 2005), r.randint(1, 12), r.randint(1, 28))
    return r.choice([d.strftime("%Y-%m-%d"), d.strftime("%d.%m.%Y"), d.strftime("%m/%d/%Y"),
                     f"{d.year}年{d.month}月{d.day}日", d.strftime("%d/%m/%Y")])


# ---------------------------------------------------------------- infrastructure
def ip_private(r):
    return r.choice([
        lambda: f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
        lambda: f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
        lambda: f"192.168.{r.randint(0, 255)}.{r.randint(2, 254)}",
        lambda: f"203.0.113.{r.randint(2, 254)}",
        lambda: f"198.51.100.{r.randint(2, 254)}",
    ])()


def ip_octets(r):
    return [int(x) for x in ip_private(r).split(".")]


def ipv6(r):
    pre = r.choice(["2001:db8", "fd12:3456", "fdab:cd"])
    return pre + ":" + ":".join("%x" % r.randint(1, 0xffff) for _ in range(r.choice([2, 3, 4]))) + "::" + "%x" % r.randint(1, 0xfff)


def mac(r, sep=":", upper=False):
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] | 2) & 0xFE
    s = sep.join("%02x" % x for x in b)
    return s.upper() if upper else s


def hostname(r):
    role = r.choice(["db", "pg", "redis", "kafka", "api", "auth", "ldap", "vault", "batch", "mq", "git", "ci"])
    n = r.randint(1, 40)
    env = r.choice(["prod", "stg", "eu1", "us2", "dc3", "ams", "fra"])
    dom = r.choice(["corp.example", "int.example.net", "lan.invalid", "infra.example.org", "svc.example"])
    return r.choice([f"{role}-{n}.{env}.{dom}", f"{role}{n:02d}-{env}.{dom}", f"{env}-{role}-{n}.{dom}"])


def short_host(r):
    return r.choice(["srv", "node", "wrk", "edge", "bastion", "db"]) + "-" + r.s(string.ascii_lowercase, 3) + "-" + str(r.randint(1, 60))


def pod_name(r):
    app = r.choice(["checkout-api", "ledger-worker", "auth-gateway", "search-indexer", "billing-cron", "mailer"])
    return f"{app}-{r.s('bcdfghjklmnpqrstvwxz2456789', 10)}-{r.s('bcdfghjklmnpqrstvwxz2456789', 5)}"


def node_name(r):
    o = ip_octets(r)
    return r.choice([f"ip-{o[0]}-{o[1]}-{o[2]}-{o[3]}.eu-central-1.compute.internal",
                     f"gke-{r.choice(['prod', 'core'])}-pool-{r.randint(1, 3)}-{r.s(HEX, 8)}-{r.s(string.ascii_lowercase + string.digits, 4)}",
                     f"aks-nodepool{r.randint(1, 4)}-{r.randint(10000000, 99999999)}-vmss{r.randint(0, 99):06d}"])


# ---------------------------------------------------------------- diagnostic look-alikes (keep)
def uuid4(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def commit(r):
    return r.s(HEX, 40)


def trace_id(r):
    return r.s(HEX, 32)


def version(r):
    return f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 99)}"


def sha256_of_public(r):
    """sha256 of a public-file stand-in text (e.g. a released tarball name) -> diagnostic checksum."""
    name = f"release-{version(r)}.tar.gz"
    return name, hashlib.sha256(name.encode()).hexdigest()


# ---------------------------------------------------------------- derived forms
WHATWG_USERINFO = set(' "#<>?`{}/:;=@[\\]^|')
WHATWG_QUERY = set(' "#<>\'')


def pct_set(v, unsafe, space_plus=False, keep=None):
    out = []
    for ch in v:
        if keep is not None:
            if ch.isascii() and (ch.isalnum() or ch in keep):
                out.append(ch); continue
            if ch == " " and space_plus:
                out.append("+"); continue
            out.extend("%%%02X" % b for b in ch.encode()); continue
        if ord(ch) < 0x21 or ord(ch) > 0x7e or ch in unsafe:
            out.extend("%%%02X" % b for b in ch.encode())
        else:
            out.append(ch)
    return "".join(out)


def props_escape(v, ascii_only=False):
    out = []
    for i, ch in enumerate(v):
        if ch in "\\": out.append("\\\\")
        elif ch in ":=#!": out.append("\\" + ch)
        elif ch == " " and i == 0: out.append("\\ ")
        elif ascii_only and ord(ch) > 0x7e: out.append("\\u%04X" % ord(ch))
        else: out.append(ch)
    return "".join(out)


def _qp(v):
    return quopri.encodestring(v.encode(), quotetabs=False).decode().replace("=\n", "")


def _b64(v):
    return base64.b64encode(v.encode()).decode()


ENCODERS = {
    "raw": lambda v: v,
    "json": lambda v: json.dumps(v, ensure_ascii=False)[1:-1],
    "json_ascii": lambda v: json.dumps(v)[1:-1],
    "pyrepr": lambda v: repr(v)[1:-1],
    "bytes_repr": lambda v: repr(v.encode())[2:-1],
    "pct": lambda v: urllib.parse.quote(v, safe=""),
    "pct_path": lambda v: urllib.parse.quote(v, safe="/:@"),
    "pct_plus": lambda v: urllib.parse.quote_plus(v),
    "pct_lower": lambda v: re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), urllib.parse.quote(v, safe="")),
    "whatwg_userinfo": lambda v: pct_set(v, WHATWG_USERINFO),
    "whatwg_query": lambda v: pct_set(v, WHATWG_QUERY),
    "form": lambda v: pct_set(v, None, space_plus=True, keep="*-._"),
    "b64": _b64,
    "b64_nopad": lambda v: _b64(v).rstrip("="),
    "b64url": lambda v: base64.urlsafe_b64encode(v.encode()).decode().rstrip("="),
    "b32": lambda v: base64.b32encode(v.encode()).decode(),
    "hex": lambda v: v.encode().hex(),
    "HEX": lambda v: v.encode().hex().upper(),
    "qp": _qp,
    "html": lambda v: html.escape(v, quote=True),
    "xml": lambda v: v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"),
    "xml_attr": lambda v: v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"),
    "xml_full": lambda v: v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;"),
    "charref": lambda v: v.encode("ascii", "xmlcharrefreplace").decode(),
    "gml": lambda v: re.sub(r'[^ -~]|[&"]', lambda m: "&#%d;" % ord(m.group(0)), v),
    "props": lambda v: props_escape(v),
    "props_ascii": lambda v: props_escape(v, True),
    "csv_dq": lambda v: v.replace('"', '""'),
    "sq_double": lambda v: v.replace("'", "''"),
    "c_escape": lambda v: v.replace("\\", "\\\\").replace('"', '\\"'),
    "js_sq": lambda v: v.replace("\\", "\\\\").replace("'", "\\'"),
    "ftp_addr": lambda v: v.replace(".", ",") if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", v) else v,
    "json_json": lambda v: json.dumps(json.dumps(v))[3:-3],
    "json_json_u": lambda v: json.dumps(json.dumps(v, ensure_ascii=True), ensure_ascii=False)[3:-3],
}


def forms(v):
    """All derived forms (>= 3 chars) of planted value v as the corpus programs print it."""
    out = set()
    if len(v) < 3:
        return out
    for name, f in ENCODERS.items():
        try:
            x = f(v)
        except Exception:
            continue
        if len(x) >= 3:
            out.add(x)
    return out


# ---------------------------------------------------------------- self-tests
def selftest():
    r = Rng(1234)
    for _ in range(200):
        assert pesel_ok(pesel(r))
        assert dni_ok(dni(r))
        p = personnummer(r); assert luhn_ok(p.replace("-", ""))
        assert bsn_ok(bsn(r))
        assert cpf_ok(cpf(r))
        assert cn_id_ok(cn_id(r))
        assert nir_ok(nir(r))
        assert iban_ok(iban(r))
        pw = password(r); assert len(pw) >= 12 and any(c in PUNCT_SAFE for c in pw)
        assert re.fullmatch(r"([0-9a-f]{2}:){5}[0-9a-f]{2}", mac(r))
        assert int(mac(r)[:2], 16) & 2
        assert len(person(r)["full"]) >= 3
    # known check values
    assert iban_ok("DE89 3704 0044 0532 0130 00") and iban_ok("GB82WEST12345698765432")
    assert not iban_ok("DE88370400440532013000")
    assert pesel_ok("44051401359") and dni_ok("12345678Z") and bsn_ok("111222333") and cpf_ok("529.982.247-25")
    assert cn_id_ok("11010519491231002X") and luhn_ok("8112289874")
    assert ENCODERS["whatwg_userinfo"]("p@s:s w") == "p%40s%3As%20w"
    assert ENCODERS["form"]("a b&c") == "a+b%26c"
    assert ENCODERS["props"]("a:b=c") == "a\\:b\\=c"
    assert ENCODERS["qp"]("x=ä") == "x=3D=C3=A4"
    assert ENCODERS["json_json"]('a"b') == 'a\\\\\\"b'
    assert forms("ab") == set() and "YWJj" in forms("abc")
    t = api_token(r, "ghp"); assert t.startswith("ghp_") and len(t) == 40
    assert len(pem_private_key(r)) >= 5
    return True


if __name__ == "__main__":
    print("selftest", selftest())
