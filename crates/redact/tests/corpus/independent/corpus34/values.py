"""Deterministic synthetic values for corpus34. seed = sha256("c34|<template>|<n>")."""
import hashlib, random, string, uuid as _uuid

def rng_for(template, n):
    h = hashlib.sha256(f"c34|{template}|{n}".encode()).hexdigest()
    return random.Random(int(h, 16)), h

ALNUM = string.ascii_letters + string.digits

def token(r, k=24, alphabet=ALNUM):
    return "".join(r.choice(alphabet) for _ in range(k))

def code(r, groups=2, k=4):
    return "-".join(token(r, k, string.ascii_lowercase + string.digits) for _ in range(groups))

SYL = ["ka", "lo", "mi", "ru", "te", "zo", "vin", "dra", "pel", "quo", "sne", "bli", "tor", "fex", "gam", "wup"]
def pseudo_word(r, syl=3):
    return "".join(r.choice(SYL) for _ in range(syl))

def passphrase(r, words=4):
    return " ".join(pseudo_word(r) for _ in range(words))

def hexs(r, k):
    return "".join(r.choice("0123456789abcdef") for _ in range(k))

def uuid4(r):
    return str(_uuid.UUID(int=r.getrandbits(128), version=4))

# ---- names per locale -------------------------------------------------
NAMES = {
    "el": (["Ολγα", "Νίκος", "Ελένη", "Γιώργος", "Δήμητρα"], ["Παπαδοπούλου", "Κωνσταντίνου", "Αλεξίου", "Βλάχος"]),
    "ru": (["Ольга", "Дмитрий", "Наталья", "Сергей", "Ирина"], ["Петрова", "Кузнецов", "Смирнова", "Волков"]),
    "uk": (["Олена", "Тарас", "Юлія", "Богдан"], ["Шевченко", "Коваленко", "Мельник", "Ткачук"]),
    "pl": (["Małgorzata", "Łukasz", "Zofia", "Paweł", "Grażyna"], ["Wiśniewska", "Krzyżanowski", "Żółkowska", "Dąbrowski"]),
    "cs": (["Jiří", "Zdeňka", "Tomáš", "Růžena"], ["Dvořák", "Černá", "Procházka", "Šťastná"]),
    "de": (["Jürgen", "Bärbel", "Jörg", "Günther", "Käthe"], ["Müller", "Groß", "Schäfer", "Köhler", "Weiß"]),
    "tr": (["Ayşe", "Çağrı", "Gülşen", "İbrahim", "Şükrü"], ["Yılmaz", "Öztürk", "Çelik", "Doğan"]),
    "vi": (["Nguyễn", "Trần", "Phạm", "Lê"], ["Thị Hương", "Văn Đức", "Minh Tuấn", "Ngọc Ánh"]),
    "ja": (["太郎", "花子", "健一", "美咲", "直樹"], ["山田", "佐藤", "鈴木", "高橋", "渡辺"]),
    "zh": (["小明", "丽华", "建国", "晓燕", "志强"], ["王", "李", "张", "刘", "陈"]),
    "ko": (["민준", "서연", "지훈", "하은"], ["김", "이", "박", "최"]),
    "ar": (["ليلى", "أحمد", "فاطمة", "يوسف"], ["الحسن", "منصور", "حداد", "عبدالله"]),
    "he": (["נועה", "יוסי", "מיכל", "אבי"], ["כהן", "לוי", "מזרחי", "פרץ"]),
    "hi": (["अनिल", "प्रिया", "राहुल", "सुनीता"], ["शर्मा", "वर्मा", "पटेल", "गुप्ता"]),
    "th": (["สมชาย", "สุดา", "วิชัย", "มาลี"], ["ใจดี", "ศรีสุข", "วงศ์ไทย", "บุญมา"]),
}

def name(r, loc):
    g, f = NAMES[loc]
    if loc in ("ja", "zh", "ko"):
        return r.choice(f) + r.choice(g) if loc != "ko" else r.choice(f) + r.choice(g)
    if loc == "vi":
        return r.choice(g) + " " + r.choice(f)
    return r.choice(g) + " " + r.choice(f)

LAT = {"el": "olga", "ru": "o.petrova"}
def email(r, stem=None):
    stem = stem or (pseudo_word(r, 2) + "." + pseudo_word(r, 2))
    dom = r.choice(["posteo-mail.de", "kunden-lager.pl", "mailbox.cz", "correo-empresa.es", "inbox.gr"])
    return f"{stem}{r.randint(1, 99)}@{dom}"

def user(r):
    return r.choice(["ola", "jmueller", "kpetrova", "zdvorak", "ayilmaz", "twatanabe", "lnguyen", "mdabrowski"]) + str(r.randint(1, 9))

# ---- phones ---------------------------------------------------------------
def phone(r, loc):
    d = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
    return {
        "de": f"+49 30 {d(3)} {d(4)}", "pl": f"+48 {r.randint(5,8)}{d(2)} {d(3)} {d(3)}",
        "ru": f"+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}", "uk": f"+380 67 {d(3)} {d(2)} {d(2)}",
        "el": f"+30 69{d(1)} {d(3)} {d(4)}", "cs": f"+420 6{d(2)} {d(3)} {d(3)}",
        "tr": f"+90 5{d(2)} {d(3)} {d(2)} {d(2)}", "ja": f"090-{d(4)}-{d(4)}",
        "zh": f"13{d(1)}{d(8)}", "ko": f"010-{d(4)}-{d(4)}", "vi": f"+84 9{d(1)} {d(3)} {d(4)}",
        "ar": f"+971 50 {d(3)} {d(4)}", "he": f"+972 52-{d(3)}-{d(4)}", "hi": f"+91 98{d(3)} {d(5)}",
        "th": f"+66 8{d(1)} {d(3)} {d(4)}",
    }[loc]

# ---- national ids with valid check digits --------------------------------
def pesel(r):
    y, m, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    s = f"{y:02d}{m:02d}{dd:02d}" + "".join(str(r.randint(0, 9)) for _ in range(4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    return s + str(c)

def dni(r):
    n = r.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

def bsn(r):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10 and d[0] != 0:
            return "".join(map(str, d)) + str(last)

def luhn_digit(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9: v -= 9
        t += v
    return str((10 - t % 10) % 10)

def personnummer(r):
    s = f"{r.randint(60,99):02d}{r.randint(1,12):02d}{r.randint(1,28):02d}{r.randint(0,999):03d}"
    return f"{s[:6]}-{s[6:]}{luhn_digit(s)}"

def hetu(r):
    dd, mm, yy, nnn = r.randint(1, 28), r.randint(1, 12), r.randint(60, 99), r.randint(2, 899)
    num = int(f"{dd:02d}{mm:02d}{yy:02d}{nnn:03d}")
    return f"{dd:02d}{mm:02d}{yy:02d}-{nnn:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31]}"

def cn_id(r):
    s = f"110105{r.randint(1960,1999)}{r.randint(1,12):02d}{r.randint(1,28):02d}{r.randint(0,999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]

def tc_kimlik(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))

def national_id(r, loc):
    return {"pl": pesel, "zh": cn_id, "tr": tc_kimlik}.get(loc, r.choice([dni, bsn, personnummer, hetu]))(r)

def iban(r, cc=None):
    cc = cc or r.choice(["DE", "NL", "PL", "CZ", "GR", "FR"])
    ln = {"DE": 18, "NL": 14, "PL": 24, "CZ": 20, "GR": 23, "FR": 23}[cc]
    if cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO"]) + "".join(str(r.randint(0, 9)) for _ in range(10))
    else:
        bban = "".join(str(r.randint(0, 9)) for _ in range(ln))
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"

def birth(r):
    return f"{r.randint(1950, 2003)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"

ADDR = {
    "de": lambda r: f"Schönhauser Allee {r.randint(1,200)}, {r.randint(10115,14199)} Berlin",
    "pl": lambda r: f"ul. Świętokrzyska {r.randint(1,90)}/{r.randint(1,40)}, 00-{r.randint(100,999)} Warszawa",
    "ru": lambda r: f"ул. Тверская, д. {r.randint(1,30)}, кв. {r.randint(1,200)}, Москва {r.randint(101000,129999)}",
    "el": lambda r: f"Οδός Ερμού {r.randint(1,99)}, {r.randint(10551,11855)} Αθήνα",
    "cs": lambda r: f"Náměstí Míru {r.randint(1,99)}, 120 00 Praha 2",
    "tr": lambda r: f"İstiklal Cad. No:{r.randint(1,400)}, Beyoğlu, İstanbul",
    "ja": lambda r: f"東京都新宿区西新宿{r.randint(1,8)}-{r.randint(1,20)}-{r.randint(1,30)}",
    "zh": lambda r: f"北京市朝阳区建国路{r.randint(1,200)}号",
    "vi": lambda r: f"{r.randint(1,300)} Đường Lê Lợi, Quận 1, TP. Hồ Chí Minh",
    "uk": lambda r: f"вул. Хрещатик, {r.randint(1,50)}, Київ",
    "ko": lambda r: f"서울특별시 강남구 테헤란로 {r.randint(1,500)}",
    "ar": lambda r: f"شارع الملك فهد {r.randint(1,99)}، الرياض",
    "he": lambda r: f"רחוב הרצל {r.randint(1,99)}, תל אביב",
    "hi": lambda r: f"{r.randint(1,99)} एम जी रोड, बेंगलुरु",
    "th": lambda r: f"{r.randint(1,99)} ถนนสุขุมวิท กรุงเทพฯ",
}
def address(r, loc):
    return ADDR[loc](r)

# ---- infrastructure -----------------------------------------------------
def ipv4(r):
    k = r.randint(0, 2)
    if k == 0: return f"10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(2,254)}"
    if k == 1: return f"172.{r.randint(16,31)}.{r.randint(0,255)}.{r.randint(2,254)}"
    return f"192.168.{r.randint(0,255)}.{r.randint(2,254)}"

def ipv6(r):
    return "fd%02x:%x:%x:%x::%x" % (r.randint(0, 255), r.randint(1, 0xffff), r.randint(1, 0xffff), r.randint(1, 0xff), r.randint(2, 0xfff))

def mac(r):
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] | 2) & 0xFE
    return ":".join(f"{x:02x}" for x in b)

SITES = ["fra2", "waw1", "ath3", "prg1", "ist2", "osa1"]
ROLES = ["db", "kafka", "ldap", "vault", "mq", "build", "nfs", "erp"]
def host(r):
    return f"{r.choice(ROLES)}-{r.choice(['lager','kasse','lohn','crm'])}{r.randint(1,40):02d}.{r.choice(SITES)}.corp.internal"

def short_host(r):
    return f"{r.choice(ROLES)}-{r.choice(['lager','kasse','lohn','crm'])}{r.randint(1,40):02d}"

def pod(r):
    return f"{r.choice(['checkout','lohnbuchung','lagerbestand'])}-{hexs(r,10)[:9]}-{token(r,5,string.ascii_lowercase+string.digits)}"

def node(r):
    return f"k8s-{r.choice(SITES)}-wrk-{r.randint(1,60):03d}"
