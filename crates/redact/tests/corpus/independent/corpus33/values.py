"""Deterministic synthetic value generators for corpus33.

Every generator takes a random.Random seeded with sha256("c33|<key>|<n>").
Nothing here is real personal data or a real credential.
"""
import hashlib
import random
import string
import datetime

ALNUM = string.ascii_letters + string.digits


def rng(key, n):
    h = hashlib.sha256(f"c33|{key}|{n}".encode()).digest()
    return random.Random(int.from_bytes(h, "big"))


def pick(r, seq):
    return seq[r.randrange(len(seq))]


def password(r, n=None, symbols="-_.+"):
    n = n or r.randint(12, 18)
    while True:
        s = "".join(r.choice(ALNUM + symbols) for _ in range(n))
        if (any(c.isdigit() for c in s) and any(c.islower() for c in s)
                and any(c.isupper() for c in s) and s[0].isalnum() and s[-1].isalnum()):
            return s


def alnum(r, n):
    return "".join(r.choice(ALNUM) for _ in range(n))


def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def uuid4(r):
    h = hexs(r, 32)
    h = h[:12] + "4" + h[13:16] + pick(r, "89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def token(r, style=None):
    style = style or pick(r, ["ghp", "glpat", "xoxb", "sk_live", "npm", "hf", "aws", "sg"])
    if style == "ghp":
        return "ghp_" + alnum(r, 36)
    if style == "glpat":
        return "glpat-" + alnum(r, 20)
    if style == "xoxb":
        return f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**10, 10**11)}-{alnum(r, 24)}"
    if style == "sk_live":
        return "sk_live_" + alnum(r, 28)
    if style == "npm":
        return "npm_" + alnum(r, 36)
    if style == "hf":
        return "hf_" + alnum(r, 34)
    if style == "sg":
        return "SG." + alnum(r, 22) + "." + alnum(r, 43)
    if style == "aws":
        return "AKIA" + "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(16))
    if style == "plain":
        return alnum(r, 32)
    raise ValueError(style)


def recovery_code(r):
    a = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(r.choice(a) for _ in range(5)) + "-" + "".join(r.choice(a) for _ in range(5))


# ---------------------------------------------------------------- people
PEOPLE = {
    "de": (["Jürgen", "Anke", "Sören", "Bärbel", "Lukas", "Friederike"], ["Weiß", "Müller", "Schröder", "Kowalczyk", "Groß", "Bäcker"]),
    "fr": (["Éloïse", "Françoise", "Gaëtan", "Hélène", "Noël"], ["Lefèvre", "Dubois", "Girard", "Chevalier", "Bézier"]),
    "es": (["Begoña", "Íñigo", "Nuria", "Joaquín", "Araceli"], ["Muñoz", "Ibáñez", "Castaño", "Peña", "Quiñones"]),
    "pl": (["Małgorzata", "Łukasz", "Zofia", "Wojciech", "Grażyna"], ["Wiśniewski", "Kowalczyk", "Zieliński", "Dąbrowska", "Żak"]),
    "ru": (["Анастасия", "Дмитрий", "Ольга", "Сергей", "Ксения"], ["Смирнова", "Кузнецов", "Попова", "Волков", "Соколова"]),
    "el": (["Αικατερίνη", "Γιώργος", "Δήμητρα", "Νικόλαος"], ["Παπαδοπούλου", "Οικονόμου", "Γεωργίου", "Βλαχάκης"]),
    "ja": (["陽菜", "蓮", "さくら", "翔太"], ["佐藤", "高橋", "渡辺", "伊藤"]),
    "zh": (["伟", "秀英", "建国", "丽娟"], ["王", "李", "张", "刘"]),
    "ko": (["서연", "민준", "지우", "하은"], ["김", "이", "박", "최"]),
    "ar": (["فاطمة", "محمد", "ليلى", "يوسف"], ["الحسيني", "منصور", "العلي", "حداد"]),
    "he": (["נועה", "איתי", "תמר", "יונתן"], ["כהן", "לוי", "מזרחי", "פרץ"]),
    "hi": (["प्रिया", "अर्जुन", "अनन्या", "राहुल"], ["शर्मा", "वर्मा", "गुप्ता", "सिंह"]),
    "tr": (["Çağla", "Şükrü", "Gülşen", "İsmail"], ["Yılmaz", "Öztürk", "Kılıç", "Doğan"]),
    "vi": (["Nguyệt", "Đức", "Thảo", "Quốc"], ["Nguyễn", "Trần", "Lê", "Phạm"]),
    "sv": (["Åsa", "Björn", "Linnéa", "Örjan"], ["Lindqvist", "Öberg", "Åkesson", "Sjöberg"]),
    "fi": (["Päivi", "Jyrki", "Aino", "Väinö"], ["Mäkinen", "Virtanen", "Häkkinen", "Kärkkäinen"]),
    "nl": (["Sanne", "Joost", "Femke", "Thijs"], ["van der Berg", "de Vries", "Bakker", "Janssen"]),
    "pt": (["João", "Conceição", "Sebastião", "Luíza"], ["Gonçalves", "Araújo", "Magalhães", "Simões"]),
    "cs": (["Jiří", "Kateřina", "Přemysl", "Zdeňka"], ["Dvořák", "Novotná", "Černý", "Procházková"]),
    "en": (["Olivia", "Ethan", "Grace", "Marcus"], ["Thornton", "Ashworth", "Pembroke", "Whitfield"]),
}
ASCII_NAMES = (["erik", "maja", "tobias", "lena", "jonas", "clara", "felix", "ida", "nils", "greta"],
               ["lindholm", "brandt", "keller", "hartmann", "vogel", "richter", "sommer", "krause"])

LATIN_LOCALES = ["de", "fr", "es", "pl", "tr", "vi", "sv", "fi", "nl", "pt", "cs", "en"]


def person(r, loc):
    f, l = PEOPLE[loc]
    first, last = pick(r, f), pick(r, l)
    if loc in ("ja", "zh", "ko"):
        full = last + first
    else:
        full = first + " " + last
    return first, last, full


def ascii_login(r):
    return pick(r, ASCII_NAMES[0]) + "." + pick(r, ASCII_NAMES[1])


def translit(s):
    import unicodedata
    repl = {"ß": "ss", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "đ": "d", "Đ": "D", "ı": "i"}
    s = "".join(repl.get(c, c) for c in s)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def birthdate(r):
    start = datetime.date(1948, 1, 1).toordinal()
    return datetime.date.fromordinal(start + r.randrange(55 * 365))


# ---------------------------------------------------------------- national ids (valid check digits)
def dni_es(r):
    n = r.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def pesel_pl(r, d):
    yy, mm, dd = d.year % 100, d.month + (20 if d.year >= 2000 else 0), d.day
    base = f"{yy:02d}{mm:02d}{dd:02d}{r.randint(0, 9999):04d}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
    return base + str(c)


def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return str((10 - tot % 10) % 10)


def personnummer_se(r, d):
    base = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{r.randint(0, 999):03d}"
    return f"{base[:6]}-{base[6:]}{luhn_digit(base)}"


def hetu_fi(r, d):
    ind = r.randint(2, 899)
    num = int(f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{ind:03d}")
    sep = "-" if d.year < 2000 else "A"
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{sep}{ind:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31]}"


def bsn_nl(r):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10 and d[0] != 0:
            return "".join(map(str, d)) + str(c)


def cpf_br(r):
    d = [r.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        c = (s * 10) % 11 % 10
        d.append(c)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def nir_fr(r, d):
    base = f"{r.choice('12')}{d.year % 100:02d}{d.month:02d}{r.randint(1, 95):02d}{r.randint(1, 999):03d}{r.randint(1, 999):03d}"
    key = 97 - int(base) % 97
    return f"{base} {key:02d}"


def cn_id(r, d):
    base = f"{r.choice(['110101', '310104', '440305', '510107'])}{d.year:04d}{d.month:02d}{d.day:02d}{r.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    c = "10X98765432"[sum(int(a) * b for a, b in zip(base, w)) % 11]
    return base + c


def be_nn(r, d):
    base = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{r.randint(1, 997):03d}"
    n = int(("2" if d.year >= 2000 else "") + base)
    return f"{base[:2]}.{base[2:4]}.{base[4:6]}-{base[6:]}.{97 - n % 97:02d}"


# ---------------------------------------------------------------- IBAN (valid mod-97)
IBAN_FMT = {"DE": "n18", "AT": "n16", "PL": "n24", "GB": "a4n14", "NL": "a4n10", "CH": "n17",
            "IT": "a1n22", "FR": "n23", "ES": "n20", "BE": "n12", "FI": "n14", "SE": "n20", "CZ": "n20", "PT": "n21"}
BANKS = {"GB": ["NWBK", "BARC", "MIDL"], "NL": ["ABNA", "INGB", "RABO"], "IT": ["X", "K"]}


def iban(r, cc):
    f = IBAN_FMT[cc]
    if f.startswith("a"):
        na = int(f[1:f.index("n")])
        bban = pick(r, BANKS[cc]) if cc in BANKS else "".join(r.choice(string.ascii_uppercase) for _ in range(na))
        bban += "".join(r.choice(string.digits) for _ in range(int(f[f.index("n") + 1:])))
    else:
        bban = "".join(r.choice(string.digits) for _ in range(int(f[1:])))
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_grouped(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- phones
PHONES = {
    "DE": lambda r: f"+49 30 {r.randint(2000000, 8999999)}",
    "FR": lambda r: "+33 6 " + " ".join(f"{r.randint(10, 99)}" for _ in range(4)),
    "ES": lambda r: f"+34 6{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
    "PL": lambda r: f"+48 5{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
    "GB": lambda r: f"+44 7700 900{r.randint(100, 999)}",
    "US": lambda r: f"+1 {pick(r, ['212', '415', '617', '312'])}-{r.randint(201, 989)}-{r.randint(1000, 9999)}",
    "JP": lambda r: f"+81 90-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
    "RU": lambda r: f"+7 912 {r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)}",
    "CN": lambda r: f"+86 138 {r.randint(1000, 9999)} {r.randint(1000, 9999)}",
    "IN": lambda r: f"+91 98{r.randint(100, 999)} {r.randint(10000, 99999)}",
    "BR": lambda r: f"+55 11 9{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
    "TR": lambda r: f"+90 532 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}",
    "SE": lambda r: f"+46 70 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}",
    "KR": lambda r: f"+82 10-{r.randint(2000, 9999)}-{r.randint(1000, 9999)}",
    "IL": lambda r: f"+972 52-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
    "GR": lambda r: f"+30 69{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
    "NL": lambda r: f"+31 6 {r.randint(10000000, 99999999)}",
    "IT": lambda r: f"+39 3{r.randint(20, 49)} {r.randint(100, 999)} {r.randint(1000, 9999)}",
    "FI": lambda r: f"+358 40 {r.randint(100, 999)} {r.randint(1000, 9999)}",
}


def phone(r, cc):
    return PHONES[cc](r)


ADDRESSES = {
    "de": lambda r: (f"{pick(r, ['Lindenstraße', 'Hauptstraße', 'Gartenweg', 'Am Mühlbach'])} {r.randint(1, 120)}", f"{r.randint(10115, 99998):05d}", pick(r, ["Berlin", "München", "Köln", "Lübeck"])),
    "fr": lambda r: (f"{r.randint(1, 90)} rue {pick(r, ['de la Paix', 'Émile Zola', 'des Écoles'])}", f"{r.randint(10000, 95999):05d}", pick(r, ["Lyon", "Orléans", "Besançon"])),
    "es": lambda r: (f"Calle {pick(r, ['Mayor', 'de Alcalá', 'Peñalara'])} {r.randint(1, 80)}", f"{r.randint(1000, 52999):05d}", pick(r, ["Madrid", "Cádiz", "Logroño"])),
    "pl": lambda r: (f"ul. {pick(r, ['Długa', 'Żeromskiego', 'Świętojańska'])} {r.randint(1, 99)}", f"{r.randint(0, 99):02d}-{r.randint(100, 999)}", pick(r, ["Kraków", "Gdańsk", "Łódź"])),
    "ru": lambda r: (f"ул. {pick(r, ['Ленина', 'Садовая', 'Пушкина'])}, д. {r.randint(1, 99)}", f"{r.randint(101000, 199999)}", pick(r, ["Москва", "Казань", "Новосибирск"])),
    "ja": lambda r: (f"{pick(r, ['千代田区丸の内', '渋谷区神南', '中央区銀座'])}{r.randint(1, 9)}-{r.randint(1, 20)}", f"{r.randint(100, 199)}-{r.randint(1000, 9999)}", pick(r, ["東京都", "大阪府"])),
    "tr": lambda r: (f"{pick(r, ['Atatürk Cd.', 'İstiklal Cd.', 'Gül Sk.'])} No:{r.randint(1, 99)}", f"{r.randint(10000, 81999)}", pick(r, ["İstanbul", "Eskişehir", "Muğla"])),
    "sv": lambda r: (f"{pick(r, ['Storgatan', 'Kungsvägen', 'Åsgränd'])} {r.randint(1, 80)}", f"{r.randint(100, 984)} {r.randint(10, 99)}", pick(r, ["Göteborg", "Malmö", "Västerås"])),
    "el": lambda r: (f"Οδός {pick(r, ['Ερμού', 'Αθηνάς', 'Σταδίου'])} {r.randint(1, 99)}", f"{r.randint(10431, 85100)}", pick(r, ["Αθήνα", "Πάτρα"])),
    "en": lambda r: (f"{r.randint(1, 250)} {pick(r, ['Kingsley Road', 'Baker Lane', 'Elm Grove'])}", f"{pick(r, ['SW1A', 'M14', 'LS6'])} {r.randint(1, 9)}{pick(r, ['AB', 'QT', 'HN'])}", pick(r, ["London", "Leeds", "Manchester"])),
}


def address(r, loc):
    return ADDRESSES[loc](r)


# ---------------------------------------------------------------- infrastructure
SITES = ["hh", "fra", "muc", "ber", "ams", "waw", "sto", "lon", "par", "mad"]
ROLES = ["db-primary", "kasse", "ldap", "pg", "redis-cache", "build-agent", "lager", "vpn-gw", "mail-relay", "etl-worker"]
INT_DOMAINS = ["corp.internal", "int.nordlicht.lan", "prod.acme-intra.net", "svc.cluster.local", "office.lan"]


def hostname(r, short=False):
    h = f"{pick(r, ROLES)}-{pick(r, SITES)}-{r.randint(1, 40):02d}"
    return h


def int_domain(r):
    return pick(r, INT_DOMAINS)


def ipv4_private(r):
    k = r.randrange(3)
    if k == 0:
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
    if k == 1:
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
    return f"192.168.{r.randint(0, 255)}.{r.randint(2, 254)}"


def ipv6_ula(r):
    g = [f"{r.randint(0, 0xffff):x}" for _ in range(7)]
    return "fd" + f"{r.randint(0, 255):02x}:" + ":".join(g)


def mac(r):
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] & 0xfc) | 0x02
    return ":".join(f"{x:02x}" for x in b)
