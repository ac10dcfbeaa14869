"""corpus21 synthetic value library.

Every planted value is drawn from random.Random("corpus21:" + seed) with a string seed,
so the same seed always yields the same value.  Check-digit algorithms are verified
against published examples in self_test().
"""
import base64
import hashlib
import hmac
import json
import random
import string

B62 = string.ascii_letters + string.digits


def R(seed):
    return random.Random("corpus21:" + seed)


# ---------------------------------------------------------------- check digits
def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(prefix_digits):
    for c in "0123456789":
        if luhn_ok(prefix_digits + c):
            return prefix_digits + c
    raise AssertionError


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    return len(s) == 9 and s[:8].isdigit() and DNI_LETTERS[int(s[:8]) % 23] == s[8]


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(s) == 11 and (10 - sum(int(a) * b for a, b in zip(s[:10], w)) % 10) % 10 == int(s[10])


def bsn_ok(s):
    if len(s) != 9 or not s.isdigit():
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def cpf_digits(nine):
    d = [int(c) for c in nine]
    s = sum(x * (10 - i) for i, x in enumerate(d))
    c1 = (s * 10 % 11) % 10
    d.append(c1)
    s = sum(x * (11 - i) for i, x in enumerate(d))
    c2 = (s * 10 % 11) % 10
    return "%d%d" % (c1, c2)


def cpf_ok(s):
    d = "".join(c for c in s if c.isdigit())
    return len(d) == 11 and cpf_digits(d[:9]) == d[9:]


def pnr_ok(s):  # Swedish personnummer YYMMDD-NNNC
    d = "".join(c for c in s if c.isdigit())
    return len(d) == 10 and luhn_ok(d)


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(s17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def cn_ok(s):
    return len(s) == 18 and cn_check(s[:17]) == s[17]


def tckn_check(n9):
    d = [int(c) for c in n9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "%d%d" % (d10, d11)


def tckn_ok(s):
    return len(s) == 11 and s[0] != "0" and tckn_check(s[:9]) == s[9:]


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    return len(s) == 11 and HETU_CHARS[int(s[:6] + s[7:10]) % 31] == s[10]


CF_ODD = {
    **dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
    **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
               [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])),
}


def cf_check(s15):
    t = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + t % 26)


def cf_ok(s):
    return len(s) == 16 and cf_check(s[:15]) == s[15]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, x in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(x)]]
    return c == 0


def verhoeff_check(s):
    c = 0
    for i, x in enumerate(reversed(s)):
        c = V_D[c][V_P[(i + 1) % 8][int(x)]]
    return str(V_INV[c])


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in r)
    return int(n) % 97 == 1


def iban_make(cc, bban):
    r = bban + cc + "00"
    n = "".join(str(int(c, 36)) for c in r)
    return "%s%02d%s" % (cc, 98 - int(n) % 97, bban)


def iban_group(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- secrets
def rand_str(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def b62(r, n):
    return rand_str(r, B62, n)


def hexs(r, n):
    return rand_str(r, "0123456789abcdef", n)


def b64tok(r, nbytes, urlsafe=False, pad=True):
    raw = bytes(r.randrange(256) for _ in range(nbytes))
    s = base64.urlsafe_b64encode(raw).decode() if urlsafe else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


WORDS = ("amber anvil basalt beacon birch cobalt comet copper coral delta ember falcon fern fjord garnet glacier "
         "harbor hazel indigo juniper kestrel lagoon lantern maple meadow nebula nickel oasis onyx orchid otter "
         "pebble quartz raven saffron sierra spruce tundra umber velvet walnut willow yarrow zephyr").split()


def passphrase(r, n=4):
    sep = r.choice("-_.+")
    return sep.join(r.choice(WORDS) for _ in range(n)) + sep + str(r.randrange(10, 99))


HUMAN = ["Marisol", "Krzysztof", "Annelies", "Joaquim", "Sigrid", "Meihua", "Emre", "Aino", "Giulia", "Ravi",
         "Henrike", "Margaux", "Haruto", "Svetlana", "Eleni", "Jiwoo"]


def human_password(r):
    return r.choice(HUMAN) + str(r.randrange(1961, 2009)) + r.choice("!#$%&*?@")


WALKS = ["1qaz2wsx3edc", "qwertz123!", "zaq1@WSX", "asdfghjkl;'", "1q2w3e4r5t", "qazwsxedc!", "!QAZ2wsx#EDC",
         "poiuytrewq9", "zxcvbnm,./1", "1234qwerASDF"]


def keyboard_walk(r):
    return r.choice(WALKS) + str(r.randrange(100, 999))


def pin(r, n=6):
    return "".join(r.choice("123456789") for _ in range(n))


def otp(r):
    return "%06d" % r.randrange(100000, 999999)


def jwt_hs256(r, sub=None):
    def enc(b):
        return base64.urlsafe_b64encode(b).decode().rstrip("=")
    h = enc(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1761000000 + r.randrange(0, 5000000)
    p = enc(json.dumps({"sub": sub or "u" + str(r.randrange(10 ** 5, 10 ** 6)), "iat": iat, "exp": iat + 3600,
                        "jti": hexs(r, 16)}, separators=(",", ":")).encode())
    key = b62(r, 32).encode()
    sig = enc(hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + sig


def session_id(r):
    k = r.randrange(3)
    if k == 0:
        return hexs(r, 32).upper()
    if k == 1:
        return rand_str(r, string.ascii_lowercase + string.digits, 26)
    return b64tok(r, 24, urlsafe=True, pad=False)


def vendor_token(r, kind=None):
    kinds = ["ghp", "github_pat", "glpat", "xoxb", "sk_live", "akia", "npm", "sg", "hf", "pypi", "shpat", "dop",
             "aiza", "twilio", "xapp", "rk_live"]
    k = kind or r.choice(kinds)
    up = string.ascii_uppercase + string.digits
    if k == "ghp":
        return "ghp_" + b62(r, 36)
    if k == "github_pat":
        return "github_pat_11" + rand_str(r, up, 20) + "_" + b62(r, 59)
    if k == "glpat":
        return "glpat-" + rand_str(r, B62 + "-_", 20)
    if k == "xoxb":
        return "xoxb-%d-%d-%s" % (r.randrange(10 ** 11, 10 ** 12), r.randrange(10 ** 12, 10 ** 13), b62(r, 24))
    if k == "sk_live":
        return "sk_live_51" + b62(r, 30)
    if k == "akia":
        return "AKIA" + rand_str(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    if k == "npm":
        return "npm_" + b62(r, 36)
    if k == "sg":
        return "SG." + rand_str(r, B62 + "-_", 22) + "." + rand_str(r, B62 + "-_", 43)
    if k == "hf":
        return "hf_" + rand_str(r, string.ascii_letters, 34)
    if k == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rand_str(r, B62 + "-_", 60)
    if k == "shpat":
        return "shpat_" + hexs(r, 32)
    if k == "dop":
        return "dop_v1_" + hexs(r, 64)
    if k == "aiza":
        return "AIza" + rand_str(r, B62 + "-_", 35)
    if k == "twilio":
        return "SK" + hexs(r, 32)
    if k == "xapp":
        return "xapp-1-A%s-%d-%s" % (rand_str(r, up, 10), r.randrange(10 ** 12, 10 ** 13), hexs(r, 64))
    if k == "rk_live":
        return "rk_live_51" + b62(r, 40)
    raise KeyError(k)


AWS_SECRET_ALPHA = B62 + "/+"


def aws_secret(r):
    return rand_str(r, AWS_SECRET_ALPHA, 40)


BCRYPT_ALPHA = "./" + string.ascii_uppercase + string.ascii_lowercase + string.digits


def password_hash(r, kind=None):
    k = kind or r.choice(["bcrypt", "sha512crypt", "argon2", "pbkdf2", "sha1hex", "md5crypt"])
    if k == "bcrypt":
        return "$2b$%02d$" % r.choice([10, 12, 13]) + rand_str(r, BCRYPT_ALPHA, 53)
    if k == "sha512crypt":
        return "$6$" + rand_str(r, BCRYPT_ALPHA, 16) + "$" + rand_str(r, BCRYPT_ALPHA, 86)
    if k == "md5crypt":
        return "$1$" + rand_str(r, BCRYPT_ALPHA, 8) + "$" + rand_str(r, BCRYPT_ALPHA, 22)
    if k == "argon2":
        return "$argon2id$v=19$m=65536,t=3,p=4$%s$%s" % (b64tok(r, 16, pad=False), b64tok(r, 32, pad=False))
    if k == "pbkdf2":
        pw = human_password(r).encode()
        salt = b62(r, 22)
        dk = hashlib.pbkdf2_hmac("sha256", pw, salt.encode(), 1000)
        return "pbkdf2_sha256$1000$%s$%s" % (salt, base64.b64encode(dk).decode())
    if k == "sha1hex":
        return hashlib.sha1(human_password(r).encode()).hexdigest()
    raise KeyError(k)


def any_secret(r):
    k = r.randrange(9)
    return [lambda: b62(r, r.randrange(24, 44)), lambda: b64tok(r, r.choice([18, 24, 33])),
            lambda: hexs(r, r.choice([32, 40, 48])), lambda: passphrase(r), lambda: human_password(r),
            lambda: keyboard_walk(r), lambda: jwt_hs256(r), lambda: session_id(r), lambda: vendor_token(r)][k]()


# ---------------------------------------------------------------- people
LOCALES = {
    "es_ES": dict(given=["Lucía", "Alejandro", "Martina", "Íñigo", "Nerea", "Álvaro"],
                  family=["García Núñez", "Fernández", "Muñoz Ortega", "Iglesias", "Peña"], cc="34", dom="correo.es",
                  city=["Calle de Alcalá {n}, 28014 Madrid", "Carrer de Mallorca {n}, 08036 Barcelona"]),
    "pl_PL": dict(given=["Łukasz", "Zofia", "Grzegorz", "Małgorzata", "Wojciech"],
                  family=["Wójcik", "Szymańska", "Kowalczyk", "Dąbrowski", "Zieliński"], cc="48", dom="poczta.pl",
                  city=["ul. Marszałkowska {n}, 00-624 Warszawa", "ul. Długa {n}, 80-827 Gdańsk"]),
    "nl_NL": dict(given=["Sanne", "Daan", "Femke", "Joost", "Maartje"],
                  family=["de Vries", "van den Berg", "Bakker", "Jansen", "van Dijk"], cc="31", dom="mailbox.nl",
                  city=["Keizersgracht {n}, 1015 CJ Amsterdam", "Oudegracht {n}, 3511 AP Utrecht"]),
    "pt_BR": dict(given=["João", "Ana Clara", "Thiago", "Luíza", "Gonçalo"],
                  family=["da Silva", "Conceição", "Araújo", "Gonçalves", "Magalhães"], cc="55", dom="provedor.com.br",
                  city=["Rua Augusta {n}, São Paulo - SP, 01305-000", "Av. Atlântica {n}, Rio de Janeiro - RJ"]),
    "sv_SE": dict(given=["Åsa", "Björn", "Linnéa", "Göran", "Ingrid"],
                  family=["Lindqvist", "Öberg", "Åkesson", "Sjöberg", "Nyström"], cc="46", dom="brevlada.se",
                  city=["Drottninggatan {n}, 111 51 Stockholm", "Kungsportsavenyen {n}, 411 36 Göteborg"]),
    "zh_CN": dict(given=["伟", "秀英", "志强", "静怡", "建华"], family=["王", "李", "张", "刘", "陈"], cc="86",
                  dom="youxiang.cn", native_order=True,
                  city=["北京市朝阳区建国路{n}号", "上海市浦东新区世纪大道{n}号"]),
    "tr_TR": dict(given=["Şükrü", "Ayşe", "Çağlar", "Gülşen", "İsmail"],
                  family=["Öztürk", "Yılmaz", "Çelik", "Doğan", "Şahin"], cc="90", dom="eposta.com.tr",
                  city=["İstiklal Cad. No:{n}, 34433 Beyoğlu/İstanbul", "Atatürk Bulvarı No:{n}, Çankaya/Ankara"]),
    "fi_FI": dict(given=["Aino", "Jyrki", "Päivi", "Ville", "Sanna"],
                  family=["Mäkinen", "Virtanen", "Hämäläinen", "Korhonen", "Järvinen"], cc="358", dom="posti.fi",
                  city=["Mannerheimintie {n}, 00100 Helsinki", "Hämeenkatu {n}, 33100 Tampere"]),
    "it_IT": dict(given=["Giulia", "Lorenzo", "Chiara", "Niccolò", "Federica"],
                  family=["Rossi", "Esposito", "Bianchi", "Ricci", "De Luca"], cc="39", dom="posta.it",
                  city=["Via del Corso {n}, 00186 Roma", "Corso Buenos Aires {n}, 20124 Milano"]),
    "hi_IN": dict(given=["अनिल", "प्रिया", "राहुल", "सुनीता", "विक्रम"],
                  family=["शर्मा", "वर्मा", "गुप्ता", "सिंह", "पटेल"], cc="91", dom="dakghar.in",
                  city=["MG Road {n}, Bengaluru 560001", "Linking Road {n}, Mumbai 400050"]),
    "ru_RU": dict(given=["Дмитрий", "Екатерина", "Сергей", "Ольга", "Алексей"],
                  family=["Смирнов", "Кузнецова", "Попов", "Волкова", "Соколов"], cc="7", dom="pochta.ru",
                  city=["ул. Тверская, д. {n}, Москва, 125009", "Невский пр., д. {n}, Санкт-Петербург"]),
    "el_GR": dict(given=["Γιώργος", "Ελένη", "Νίκος", "Μαρία", "Δημήτρης"],
                  family=["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Βασιλείου", "Καραγιάννης"], cc="30",
                  dom="taxydromeio.gr", city=["Οδός Ερμού {n}, 105 63 Αθήνα", "Εγνατία {n}, 546 30 Θεσσαλονίκη"]),
    "ja_JP": dict(given=["花子", "翔太", "美咲", "大輔", "陽菜"], family=["佐藤", "鈴木", "高橋", "田中", "渡辺"],
                  cc="81", dom="meiru.jp", native_order=True,
                  city=["東京都千代田区丸の内{n}-1-1", "大阪府大阪市北区梅田{n}-2-3"]),
    "ko_KR": dict(given=["민준", "서연", "지훈", "하은", "도윤"], family=["김", "이", "박", "최", "정"], cc="82",
                  dom="pyeonji.kr", native_order=True, city=["서울특별시 강남구 테헤란로 {n}", "부산광역시 해운대구 센텀로 {n}"]),
    "de_DE": dict(given=["Jürgen", "Anneliese", "Maximilian", "Göksu", "Friederike"],
                  family=["Müller", "Schröder", "Weiß", "Schmitz", "Krüger"], cc="49", dom="postfach.de",
                  city=["Friedrichstraße {n}, 10117 Berlin", "Königsallee {n}, 40212 Düsseldorf"]),
    "fr_FR": dict(given=["Émilie", "François", "Anaïs", "Loïc", "Hélène"],
                  family=["Lefèvre", "Dubois", "Girard", "Rousseau", "Benoît"], cc="33", dom="courriel.fr",
                  city=["12 rue de Rivoli, 75004 Paris".replace("12", "{n}"), "{n} cours Mirabeau, 13100 Aix"]),
}

TRANSLIT = str.maketrans({"ł": "l", "Ł": "L", "ó": "o", "ą": "a", "ę": "e", "ś": "s", "ż": "z", "ź": "z", "ć": "c",
                          "ń": "n", "á": "a", "é": "e", "í": "i", "ú": "u", "ñ": "n", "Í": "I", "Á": "A", "ã": "a",
                          "ç": "c", "ô": "o", "Å": "A", "å": "a", "ö": "o", "Ö": "O", "ä": "a", "Ä": "A", "ü": "u",
                          "Ü": "U", "ş": "s", "Ş": "S", "ğ": "g", "ı": "i", "İ": "I", "Ç": "C", "ò": "o", "ß": "ss",
                          "ï": "i", "è": "e", "ë": "e", "É": "E", "î": "i", "ê": "e", "ë": "e", " ": ""})
ROMAN = {"zh_CN": ["wei", "xiuying", "zhiqiang", "jingyi", "jianhua"], "ja_JP": ["hanako", "shota", "misaki", "daisuke", "hina"],
         "ko_KR": ["minjun", "seoyeon", "jihoon", "haeun", "doyoon"], "hi_IN": ["anil", "priya", "rahul", "sunita", "vikram"],
         "ru_RU": ["dmitry", "ekaterina", "sergey", "olga", "alexey"], "el_GR": ["giorgos", "eleni", "nikos", "maria", "dimitris"]}

IBAN_BBAN = {"es_ES": ("ES", 20), "pl_PL": ("PL", 24), "nl_NL": ("NL", None), "pt_BR": ("BR", None),
             "sv_SE": ("SE", 20), "tr_TR": ("TR", None), "fi_FI": ("FI", 14), "it_IT": ("IT", None),
             "de_DE": ("DE", 18), "fr_FR": ("FR", 23), "el_GR": ("GR", 23)}


def make_iban(r, loc):
    cc, n = IBAN_BBAN[loc]
    if cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO"]) + "".join(r.choice(string.digits) for _ in range(10))
    elif cc == "BR":
        bban = "".join(r.choice(string.digits) for _ in range(23)) + "C1"
    elif cc == "TR":
        bban = "".join(r.choice(string.digits) for _ in range(22))
    elif cc == "IT":
        bban = r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "".join(r.choice(string.digits) for _ in range(22))
    else:
        bban = "".join(r.choice(string.digits) for _ in range(n))
    return iban_make(cc, bban)


def national_id(r, loc, female=False):
    y, m, d = r.randrange(1950, 2004), r.randrange(1, 13), r.randrange(1, 29)
    if loc == "es_ES":
        n = r.randrange(10 ** 7, 10 ** 8)
        return "DNI", "%08d%s" % (n, DNI_LETTERS[n % 23])
    if loc == "pl_PL":
        mm = m + (20 if y >= 2000 else 0)
        base = "%02d%02d%02d%03d%d" % (y % 100, mm, d, r.randrange(1000), r.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return "PESEL", base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)
    if loc == "nl_NL":
        while True:
            s = str(r.randrange(1, 10)) + "".join(r.choice(string.digits) for _ in range(8))
            if bsn_ok(s):
                return "BSN", s
    if loc == "pt_BR":
        nine = "".join(r.choice(string.digits) for _ in range(9))
        c = nine + cpf_digits(nine)
        return "CPF", "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])
    if loc == "sv_SE":
        base = "%02d%02d%02d%03d" % (y % 100, m, d, r.randrange(1000))
        full = luhn_complete(base)
        return "personnummer", full[:6] + "-" + full[6:]
    if loc == "zh_CN":
        s17 = r.choice(["110105", "310115", "440305", "510107"]) + "%04d%02d%02d" % (y, m, d) + "%03d" % r.randrange(1000)
        return "身份证", s17 + cn_check(s17)
    if loc == "tr_TR":
        n9 = str(r.randrange(1, 10)) + "".join(r.choice(string.digits) for _ in range(8))
        return "TCKN", n9 + tckn_check(n9)
    if loc == "fi_FI":
        sign = "-" if y < 2000 else "A"
        nnn = "%03d" % r.randrange(2, 900)
        ds = "%02d%02d%02d" % (d, m, y % 100)
        return "HETU", ds + sign + nnn + HETU_CHARS[int(ds + nnn) % 31]
    if loc == "it_IT":
        return "codice fiscale", None  # built in person()
    if loc == "hi_IN":
        s = str(r.randrange(2, 10)) + "".join(r.choice(string.digits) for _ in range(10))
        s = s + verhoeff_check(s)
        return "Aadhaar", "%s %s %s" % (s[:4], s[4:8], s[8:])
    return None, None


CF_MONTHS = "ABCDEHLMPRST"


def cf_part(name, is_given):
    u = name.upper().translate(TRANSLIT).replace("'", "")
    u = "".join(c for c in u if c.isalpha())
    cons = [c for c in u if c not in "AEIOU"]
    vow = [c for c in u if c in "AEIOU"]
    if is_given and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join((cons + vow + ["X", "X", "X"])[:3])


def codice_fiscale(r, given, family, female):
    y, m, d = r.randrange(1950, 2004), r.randrange(1, 13), r.randrange(1, 29)
    s15 = cf_part(family, False) + cf_part(given, True) + "%02d" % (y % 100) + CF_MONTHS[m - 1] + \
        "%02d" % (d + (40 if female else 0)) + r.choice(["H501", "F205", "A562", "L219", "G273"])
    return s15 + cf_check(s15)


def card(r):
    k = r.randrange(3)
    if k == 0:
        return luhn_complete("4" + "".join(r.choice(string.digits) for _ in range(14)))
    if k == 1:
        return luhn_complete("5" + r.choice("12345") + "".join(r.choice(string.digits) for _ in range(13)))
    return luhn_complete("3" + r.choice("47") + "".join(r.choice(string.digits) for _ in range(12)))


def card_fmt(c):
    if len(c) == 15:
        return "%s %s %s" % (c[:4], c[4:10], c[10:])
    return " ".join(c[i:i + 4] for i in range(0, 16, 4))


def person(seed, loc=None):
    r = R("person:" + seed)
    loc = loc or r.choice(sorted(LOCALES))
    L = LOCALES[loc]
    gi = r.randrange(len(L["given"]))
    given, family = L["given"][gi], r.choice(L["family"])
    female = gi % 2 == 1
    full = family + given if L.get("native_order") and loc != "ko_KR" else (
        family + given if loc == "ko_KR" else given + " " + family)
    if loc in ROMAN:
        handle = ROMAN[loc][gi % len(ROMAN[loc])]
    else:
        handle = given.translate(TRANSLIT).lower()
    fam_ascii = family.translate(TRANSLIT).lower()
    if not fam_ascii.isascii() or not fam_ascii:
        fam_ascii = "u%d" % r.randrange(100, 999)
    email = "%s.%s%d@%s" % (handle, fam_ascii, r.randrange(10, 99), L["dom"])
    nsn = str(r.randrange(6, 10)) + "".join(r.choice(string.digits) for _ in range(8))
    phone_intl = "+%s %s %s %s" % (L["cc"], nsn[:3], nsn[3:6], nsn[6:])
    phone_local = "0" + nsn
    addr = r.choice(L["city"]).format(n=r.randrange(2, 180))
    idname, nid = national_id(r, loc, female)
    if loc == "it_IT":
        nid = codice_fiscale(r, given, family, female)
    iban = make_iban(r, loc) if loc in IBAN_BBAN else None
    return dict(locale=loc, given=given, family=family, full=full, email=email, phone_intl=phone_intl,
                phone_local=phone_local, phone_e164="+" + L["cc"] + nsn, address=addr, id_name=idname,
                national_id=nid, iban=iban, card=card(r))


# ---------------------------------------------------------------- infra
def host(r, zone=None):
    zone = zone or r.choice(["corp.lan", "int.acme-gmbh.de", "prod.internal", "svc.cluster.local", "lan.kantoor.nl",
                             "dc2.hq.local"])
    return "%s-%s%02d.%s" % (r.choice(["db", "api", "ldap", "pbx", "git", "vault", "kafka", "build", "mx", "nfs"]),
                             r.choice(["eu", "fra", "ams", "waw", "core", "edge"]), r.randrange(1, 40), zone)


def private_ip(r):
    k = r.randrange(4)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    if k == 2:
        return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))
    return r.choice(["192.0.2.%d", "198.51.100.%d", "203.0.113.%d"]) % r.randrange(1, 255)


def mac(r):
    return ":".join("%02x" % r.randrange(256) for _ in range(6))


def pod(r):
    return "%s-%s-%s" % (r.choice(["payments-api", "ledger-worker", "auth-gateway", "search-indexer", "sip-proxy"]),
                         rand_str(r, "bcdfghjklmnpqrstvwxz2456789", 10), rand_str(r, "bcdfghjklmnpqrstvwxz2456789", 5))


def node(r):
    return "ip-%d-%d-%d-%d.eu-central-1.compute.internal" % (10, r.randrange(256), r.randrange(256), r.randrange(1, 255)) \
        if r.random() < 0.5 else "k8s-worker-%s-%02d" % (r.choice(["fra", "ams", "waw"]), r.randrange(1, 60))


def username(r):
    return r.choice(["svc_", "adm-", "", "ops."]) + r.choice(["jkowalczyk", "mdevries", "asjoberg", "eyilmaz",
                                                              "gbianchi", "lmakinen", "hmueller", "tsilva", "backup",
                                                              "deploy", "replicator", "etl"]) + str(r.randrange(2, 99))


# ---------------------------------------------------------------- lookalikes
def uuid4(r):
    h = hexs(r, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:32])


def sha256_hex(r):
    return hashlib.sha256(b62(r, 20).encode()).hexdigest()


def git_sha(r):
    return hashlib.sha1(b62(r, 20).encode()).hexdigest()


def trace_id(r):
    return hexs(r, 32)


# ---------------------------------------------------------------- self test
def self_test():
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert dni_ok("12345678Z") and not dni_ok("12345678A")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36")
    assert pnr_ok("811218-9876") and not pnr_ok("811218-9875")
    assert cn_ok("11010519491231002X") and not cn_ok("110105194912310021")
    assert tckn_ok("10000000146") and not tckn_ok("10000000147")
    assert hetu_ok("131052-308T") and not hetu_ok("131052-308U")
    assert cf_ok("RSSMRA85T10A562S") and not cf_ok("RSSMRA85T10A562T")
    assert cf_part("Rossi", False) == "RSS" and cf_part("Mario", True) == "MRA"
    assert verhoeff_check("236") == "3" and verhoeff_ok("2363") and not verhoeff_ok("2364")
    assert iban_ok("GB82WEST12345698765432") and not iban_ok("GB83WEST12345698765432")
    assert iban_make("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    checks = {"DNI": dni_ok, "PESEL": pesel_ok, "BSN": bsn_ok, "CPF": cpf_ok, "personnummer": pnr_ok,
              "身份证": cn_ok, "TCKN": tckn_ok, "HETU": hetu_ok, "codice fiscale": cf_ok,
              "Aadhaar": lambda s: verhoeff_ok(s.replace(" ", ""))}
    seen = set()
    for loc in sorted(LOCALES):
        for i in range(5):
            p = person("selftest:%s:%d" % (loc, i), loc)
            if p["id_name"]:
                assert checks[p["id_name"]](p["national_id"]), (loc, p["national_id"])
                seen.add(p["id_name"])
            if p["iban"]:
                assert iban_ok(p["iban"]), p["iban"]
            assert luhn_ok(p["card"]), p["card"]
    assert seen == set(checks), seen
    assert len(LOCALES) >= 12
    assert R("x").random() == R("x").random()
    return "self_test ok: 12 published examples, %d locales, %d national-id kinds re-validated" % (len(LOCALES), len(seen))


if __name__ == "__main__":
    print(self_test())
