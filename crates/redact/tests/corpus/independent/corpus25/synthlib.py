#!/usr/bin/env python3
"""corpus25 synthetic value generators (deterministic) with self-tests.

Every value comes from random.Random("corpus25|<purpose>|<n>"). Nothing here
describes a real person, credential or host. Run `python3 synthlib.py` for the
self-tests (check-digit schemes are tested against published valid examples).
"""
import base64, hashlib, hmac, html, ipaddress, json, random, string, urllib.parse, uuid

B62 = string.ascii_letters + string.digits
HEXL = "0123456789abcdef"


def R(purpose, n):
    return random.Random("corpus25|%s|%s" % (purpose, n))


def _pick(r, alphabet, k):
    return "".join(r.choice(alphabet) for _ in range(k))

# ---------------------------------------------------------------- secrets

def b64_secret(n, nbytes=24, urlsafe=False):
    r = R("b64", n)
    raw = bytes(r.getrandbits(8) for _ in range(nbytes))
    return (base64.urlsafe_b64encode if urlsafe else base64.b64encode)(raw).decode()


def hex_secret(n, k=40):
    return _pick(R("hex", n), HEXL, k)


def b62_secret(n, k=32):
    return _pick(R("b62", n), B62, k)


def totp_seed(n):
    r = R("totp", n)
    raw = bytes(r.getrandbits(8) for _ in range(20))
    return base64.b32encode(raw).decode().rstrip("=")


def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(n, key=None):
    """HS256 JWT really signed with an HMAC key (returned alongside)."""
    r = R("jwt", n)
    key = key or _pick(r, B62, 32)
    hdr = {"alg": "HS256", "typ": "JWT"}
    pl = {"sub": "u%06d" % r.randrange(10**6), "iat": 1764000000 + r.randrange(10**6),
          "scope": r.choice(["read", "write", "admin"]), "jti": _pick(r, HEXL, 16)}
    si = _b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." + _b64u(json.dumps(pl, separators=(",", ":")).encode())
    sig = _b64u(hmac.new(key.encode(), si.encode(), hashlib.sha256).digest())
    return si + "." + sig, key


def jwt_verify(tok, key):
    si, sig = tok.rsplit(".", 1)
    return hmac.compare_digest(_b64u(hmac.new(key.encode(), si.encode(), hashlib.sha256).digest()), sig)

WORDS = ("amber basalt cobalt dune ember fjord garnet harbor indigo juniper kelp lagoon marble nectar orchid "
         "pebble quartz raven saffron tundra umber velvet willow xenon yarrow zephyr copper meadow lantern "
         "thistle falcon glacier hollow ivory jasper kestrel lichen mosaic nimbus").split()


def passphrase(n, k=4):
    r = R("passphrase", n)
    return r.choice("-_ .").join(r.choice(WORDS) for _ in range(k))


def pin(n, k=6):
    r = R("pin", n)
    return str(r.randrange(1, 10)) + "".join(r.choice(string.digits) for _ in range(k - 1))


def password(n, tricky=True):
    """Passwords; tricky ones contain quotes, backslashes, spaces or shell metas."""
    r = R("password", n)
    core = _pick(r, B62, 10)
    if not tricky:
        return core + r.choice("!#%*") + str(r.randrange(10, 99))
    style = n % 5
    if style == 0:
        return core[:5] + "'" + core[5:] + ' "x"'
    if style == 1:
        return core[:4] + "\\" + core[4:] + "\\q"
    if style == 2:
        return core[:6] + " " + core[6:] + " %&"
    if style == 3:
        return core + '"$' + str(r.randrange(100, 999))
    return core[:3] + "';" + core[3:] + "=\\n"

# ---------------------------------------------------------------- vendor tokens (published shapes)

def _crc32_b62(s, k=6):
    import zlib
    v = zlib.crc32(s.encode()) & 0xffffffff
    out = ""
    while v:
        v, d = divmod(v, 62)
        out = (string.digits + string.ascii_uppercase + string.ascii_lowercase)[d] + out
    return out.rjust(k, "0")


def _gh(prefix, r):
    body = _pick(r, B62, 30)
    return prefix + body + _crc32_b62(body)


VENDORS = {
    "github_pat_classic": lambda r: _gh("ghp_", r),
    "github_oauth": lambda r: _gh("gho_", r),
    "github_app_server": lambda r: _gh("ghs_", r),
    "github_refresh": lambda r: _gh("ghr_", r),
    "github_fine_grained": lambda r: "github_pat_" + _pick(r, B62, 22) + "_" + _pick(r, B62, 59),
    "gitlab_pat": lambda r: "glpat-" + _pick(r, B62 + "-_", 20),
    "gitlab_runner": lambda r: "glrt-" + _pick(r, B62 + "-_", 20),
    "slack_bot": lambda r: "xoxb-%d-%d-%s" % (r.randrange(10**11, 10**12), r.randrange(10**12, 10**13), _pick(r, B62, 24)),
    "slack_user": lambda r: "xoxp-%d-%d-%d-%s" % (r.randrange(10**11, 10**12), r.randrange(10**11, 10**12), r.randrange(10**12, 10**13), _pick(r, HEXL, 32)),
    "slack_app": lambda r: "xapp-1-A%s-%d-%s" % (_pick(r, string.ascii_uppercase + string.digits, 10), r.randrange(10**12, 10**13), _pick(r, HEXL, 64)),
    "stripe_secret": lambda r: "sk_live_" + _pick(r, B62, 99),
    "stripe_restricted": lambda r: "rk_live_" + _pick(r, B62, 99),
    "stripe_webhook": lambda r: "whsec_" + _pick(r, B62, 32),
    "aws_access_key_id": lambda r: "AKIA" + _pick(r, string.ascii_uppercase + "234567", 16),
    "aws_secret_access_key": lambda r: _pick(r, B62 + "/+", 40),
    "google_api_key": lambda r: "AIza" + _pick(r, B62 + "-_", 35),
    "twilio_api_key": lambda r: "SK" + _pick(r, HEXL, 32),
    "sendgrid": lambda r: "SG." + _pick(r, B62 + "-_", 22) + "." + _pick(r, B62 + "-_", 43),
    "mailgun": lambda r: "key-" + _pick(r, HEXL, 32),
    "mailchimp": lambda r: _pick(r, HEXL, 32) + "-us" + str(r.randrange(1, 21)),
    "npm": lambda r: "npm_" + _pick(r, B62, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + _pick(r, B62 + "-_", 60),
    "shopify_access": lambda r: "shpat_" + _pick(r, HEXL, 32),
    "shopify_shared_secret": lambda r: "shpss_" + _pick(r, HEXL, 32),
    "telegram_bot": lambda r: "%d:AA%s" % (r.randrange(10**8, 10**10), _pick(r, B62 + "-_", 33)),
    "openai_project": lambda r: "sk-proj-" + _pick(r, B62 + "-_", 48) + "T3BlbkFJ" + _pick(r, B62 + "-_", 48),
    "anthropic": lambda r: "sk-ant-api03-" + _pick(r, B62 + "-_", 93) + "AA",
    "huggingface": lambda r: "hf_" + _pick(r, string.ascii_letters, 34),
    "digitalocean": lambda r: "dop_v1_" + _pick(r, HEXL, 64),
    "doppler": lambda r: "dp.st." + _pick(r, string.ascii_lowercase, 6) + "." + _pick(r, B62, 40),
    "atlassian": lambda r: "ATATT3xFfGF0" + _pick(r, B62 + "-_", 180) + "=" + _pick(r, string.ascii_uppercase + string.digits, 8),
    "databricks": lambda r: "dapi" + _pick(r, HEXL, 32),
    "postman": lambda r: "PMAK-" + _pick(r, HEXL, 24) + "-" + _pick(r, HEXL, 34),
    "linear": lambda r: "lin_api_" + _pick(r, B62, 40),
    "notion": lambda r: "secret_" + _pick(r, B62, 43),
    "square": lambda r: "EAAA" + _pick(r, B62 + "-_", 60),
    "newrelic_user": lambda r: "NRAK-" + _pick(r, string.ascii_uppercase + string.digits, 27),
    "grafana_sa": lambda r: "glsa_" + _pick(r, B62, 32) + "_" + _pick(r, HEXL, 8),
    "vault_service": lambda r: "hvs." + _pick(r, B62 + "-_", 90),
    "pulumi": lambda r: "pul-" + _pick(r, HEXL, 40),
    "sentry_org": lambda r: "sntrys_" + _b64u(json.dumps({"iat": r.randrange(10**9, 2 * 10**9), "url": "https://sentry.example.com", "region_url": "https://sentry.example.com", "org": "acme"}).encode()) + "_" + _pick(r, B62 + "/+", 43),
    "age_secret": lambda r: "AGE-SECRET-KEY-1" + _pick(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "azure_storage_key": lambda r: base64.b64encode(bytes(r.getrandbits(8) for _ in range(64))).decode(),
    "dropbox_short": lambda r: "sl." + _pick(r, B62 + "-_", 135),
    "discord_bot": lambda r: _b64u(str(r.randrange(10**17, 10**18)).encode()) + "." + _pick(r, B62 + "-_", 6) + "." + _pick(r, B62 + "-_", 38),
}


def vendor_token(kind, n):
    return VENDORS[kind](R("vendor:" + kind, n))


def slack_webhook(n):
    r = R("slackhook", n)
    secret = _pick(r, B62, 24)
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (_pick(r, string.ascii_uppercase + string.digits, 10), _pick(r, string.ascii_uppercase + string.digits, 10), secret), secret

# ---------------------------------------------------------------- check-digit schemes


def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            x -= 9 if x > 9 else 0
        tot += x
    return tot % 10 == 0


def luhn_complete(prefix):
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def iban_make(cc, bban):
    t = bban + cc + "00"
    chk = 98 - int("".join(str(int(c, 36)) for c in t)) % 97
    return "%s%02d%s" % (cc, chk, bban)


def dni_es_ok(s):
    return len(s) == 9 and s[:8].isdigit() and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def bsn_nl_ok(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (sum(w * x for w, x in zip(range(9, 1, -1), d[:8])) - d[8]) % 11 == 0


def pesel_ok(s):
    d = [int(c) for c in s]
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(d) == 11 and (10 - sum(a * b for a, b in zip(w, d)) % 10) % 10 == d[10]


def cpf_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11:
        return False
    for k in (9, 10):
        v = sum(x * w for x, w in zip(d[:k], range(k + 1, 1, -1))) * 10 % 11 % 10
        if v != d[k]:
            return False
    return True


def hetu_ok(s):
    return len(s) == 11 and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return len(s) == 18 and "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def tckn_ok(s):
    d = [int(c) for c in s]
    if len(d) != 11 or d[0] == 0:
        return False
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_it_check(s15):
    tot = sum(_CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(s15))
    return chr(65 + tot % 26)


def cf_it_ok(s):
    return len(s) == 16 and cf_it_check(s[:15]) == s[15]

_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
       [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
       [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_VINV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_ok(s):
    c = 0
    for i, x in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(x)]]
    return c == 0


def verhoeff_complete(s):
    c = 0
    for i, x in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(x)]]
    return s + str(_VINV[c])


def se_pnr_ok(s):
    return luhn_ok(s.replace("-", "")[-10:])

# ---------------------------------------------------------------- personal data, 19 locales
# (given names, family names, street, city, postcode pattern, mobile pattern, e-mail translit)
LOC = {
    "de_DE": (["Jürgen", "Anneliese", "Wolfgang", "Friederike"], ["Größmann", "Schäfer", "Oberhuber", "Kühnel"], ["Lindenstraße", "Am Mühlbach", "Schloßallee"], ["Göttingen", "Würzburg", "Lüneburg"], "#####", "015# #######", "de"),
    "fr_FR": (["Hélène", "François", "Maëlle", "Benoît"], ["Lefèvre", "Dubœuf", "Grégoire", "Mercier"], ["rue des Écoles", "avenue Jean-Jaurès", "impasse du Moulin"], ["Besançon", "Orléans", "Nîmes"], "#####", "06 ## ## ## ##", "fr"),
    "es_ES": (["Begoña", "Iñaki", "Maite", "Joaquín"], ["Ibáñez", "Muñoz", "Etxeberria", "Gallardo"], ["Calle de Alcalá", "Avinguda Diagonal", "Rúa do Franco"], ["Logroño", "Cáceres", "Pamplona"], "#####", "6## ### ###", "es"),
    "it_IT": (["Gianluca", "Annunziata", "Niccolò", "Ludovica"], ["Esposito", "Brambilla", "D'Angelo", "Ferraro"], ["Via Garibaldi", "Corso Vittorio Emanuele", "Vicolo Stretto"], ["Forlì", "Cantù", "Bergamo"], "#####", "3## ### ####", "it"),
    "nl_NL": (["Sietske", "Joost", "Femke", "Wouter"], ["van der Heijden", "de Vries", "Bakker", "IJzerman"], ["Prinsengracht", "Kerkstraat", "Oudegracht"], ["Zwolle", "Haarlem", "Leeuwarden"], "#### ??", "06 ########", "nl"),
    "pl_PL": (["Grzegorz", "Małgorzata", "Wojciech", "Żaneta"], ["Wiśniewski", "Szczepańska", "Chmielewski", "Łukasik"], ["ul. Świętokrzyska", "ul. Żeromskiego", "al. Grunwaldzka"], ["Łódź", "Gdańsk", "Białystok"], "##-###", "5## ### ###", "pl"),
    "pt_BR": (["João", "Conceição", "Thiago", "Luíza"], ["Araújo", "Gonçalves", "Magalhães", "Peixoto"], ["Rua Augusta", "Avenida Paulista", "Travessa São Bento"], ["Florianópolis", "Goiânia", "Belém"], "#####-###", "(1#) 9####-####", "br"),
    "sv_SE": (["Åsa", "Björn", "Ingrid", "Östen"], ["Lindqvist", "Öberg", "Åkesson", "Sjöberg"], ["Storgatan", "Drottninggatan", "Kungsvägen"], ["Västerås", "Jönköping", "Umeå"], "### ##", "07#-### ## ##", "se"),
    "fi_FI": (["Päivi", "Jyrki", "Tuulikki", "Väinö"], ["Häkkinen", "Mäkelä", "Järvinen", "Kärkkäinen"], ["Mannerheimintie", "Hämeenkatu", "Kauppakatu"], ["Jyväskylä", "Hämeenlinna", "Oulu"], "#####", "04# ### ####", "fi"),
    "ja_JP": (["陽菜", "蓮", "美咲", "翔太"], ["佐々木", "髙橋", "渡邊", "小野寺"], ["西新宿二丁目", "中央区銀座四丁目", "北区梅田三丁目"], ["東京都新宿区", "大阪市北区", "札幌市中央区"], "###-####", "090-####-####", "jp"),
    "zh_CN": (["伟", "秀英", "志强", "婷婷"], ["王", "欧阳", "诸葛", "刘"], ["朝阳路", "南京东路", "人民大道"], ["北京市", "上海市", "成都市"], "######", "13# #### ####", "cn"),
    "ko_KR": (["민준", "서연", "지훈", "하은"], ["김", "박", "이", "최"], ["테헤란로", "세종대로", "해운대로"], ["서울특별시 강남구", "부산광역시 해운대구", "대전광역시 유성구"], "#####", "010-####-####", "kr"),
    "ru_RU": (["Алексей", "Наталья", "Дмитрий", "Ёлка"], ["Кузнецов", "Соловьёва", "Щербаков", "Жукова"], ["ул. Тверская", "Невский пр.", "ул. Бауманская"], ["Москва", "Санкт-Петербург", "Казань"], "######", "8 (9##) ###-##-##", "ru"),
    "el_GR": (["Γιώργος", "Ελένη", "Δημήτρης", "Αικατερίνη"], ["Παπαδόπουλος", "Οικονόμου", "Καραγιάννη", "Αλεξίου"], ["οδός Ερμού", "Λεωφόρος Κηφισίας", "οδός Αθηνάς"], ["Αθήνα", "Θεσσαλονίκη", "Πάτρα"], "### ##", "69# ### ####", "gr"),
    "tr_TR": (["Çağla", "Gökhan", "Şükrü", "Ayşegül"], ["Yılmaz", "Öztürk", "Çelik", "Şahin"], ["İstiklal Caddesi", "Atatürk Bulvarı", "Bağdat Caddesi"], ["İstanbul", "İzmir", "Eskişehir"], "#####", "05## ### ## ##", "tr"),
    "hi_IN": (["आरव", "प्रिया", "विवेक", "अनन्या"], ["शर्मा", "वर्मा", "गुप्ता", "त्रिपाठी"], ["महात्मा गांधी मार्ग", "नेहरू प्लेस", "राजपथ"], ["नई दिल्ली", "जयपुर", "लखनऊ"], "######", "9#### #####", "in"),
    "ar_EG": (["محمد", "فاطمة", "يوسف", "مريم"], ["عبد الرحمن", "الشريف", "منصور", "حسني"], ["شارع التحرير", "شارع الهرم", "كورنيش النيل"], ["القاهرة", "الإسكندرية", "الجيزة"], "#####", "01# #### ####", "eg"),
    "he_IL": (["נועה", "איתי", "תמר", "יונתן"], ["כהן", "לוי", "מזרחי", "פרץ"], ["רחוב הרצל", "שדרות רוטשילד", "רחוב יפו"], ["תל אביב", "חיפה", "ירושלים"], "#######", "05#-###-####", "il"),
    "uk_UA": (["Олександр", "Оксана", "Богдан", "Ярина"], ["Шевченко", "Ковальчук", "Бондаренко", "Ґудзь"], ["вул. Хрещатик", "вул. Сумська", "просп. Свободи"], ["Київ", "Харків", "Львів"], "#####", "0## ### ## ##", "ua"),
}
LOCALES = sorted(LOC)

_TRANSLIT = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "å": "aa", "é": "e", "è": "e", "ë": "e", "ê": "e", "ñ": "n", "ç": "c",
             "ã": "a", "á": "a", "í": "i", "ó": "o", "ú": "u", "ò": "o", "ł": "l", "ś": "s", "ż": "z", "ź": "z", "ń": "n", "ą": "a",
             "ę": "e", "ć": "c", "ğ": "g", "ş": "s", "ı": "i", "œ": "oe", "î": "i", "ô": "o", "â": "a", "'": "", " ": ""}


def _fill(r, pat):
    return "".join(r.choice(string.digits) if c == "#" else r.choice(string.ascii_uppercase) if c == "?" else c for c in pat)


def person(loc, n):
    given, fam, streets, cities, pc, mob, tld = LOC[loc]
    r = R("person:" + loc, n)
    g, f = r.choice(given), r.choice(fam)
    if loc in ("ja_JP", "zh_CN", "ko_KR"):
        name = f + ("" if loc != "ja_JP" else " ") + g
    else:
        name = g + " " + f
    local = "".join(_TRANSLIT.get(c, c) for c in (g + "." + f).lower())
    if not local.replace(".", "").isascii() or not local.replace(".", "").isalnum():
        local = "user.%s%04d" % (tld, r.randrange(10000))
    local += str(r.randrange(10, 99))
    city = r.choice(cities)
    street = r.choice(streets)
    num = str(r.randrange(1, 180))
    postcode = _fill(r, pc)
    if loc in ("ja_JP", "zh_CN", "ko_KR"):
        address = "%s %s%s%s号" % (postcode, city, street, num) if loc != "ko_KR" else "%s %s %s %s" % (city, street, num, postcode)
    elif loc in ("fr_FR", "it_IT", "es_ES", "pt_BR", "tr_TR", "el_GR"):
        address = "%s %s, %s %s" % (num, street, postcode, city) if loc == "fr_FR" else "%s %s, %s %s" % (street, num, postcode, city)
    else:
        address = "%s %s, %s %s" % (street, num, postcode, city)
    dom = r.choice(["example.com", "example.org", "example.net", "mail.example", "post.test"])
    return {"locale": loc, "name": name, "given": g, "family": f, "email": local + "@" + dom,
            "mobile": _fill(r, mob), "address": address, "city": city, "postcode": postcode,
            "national_id": national_id(loc, n), "iban": iban(loc, n)}


IBAN_FMT = {"de_DE": ("DE", "n18"), "fr_FR": ("FR", "n23"), "es_ES": ("ES", "n20"), "it_IT": ("IT", "a1n22"), "nl_NL": ("NL", "a4n10"),
            "pl_PL": ("PL", "n24"), "pt_BR": ("BR", "n23a2"), "sv_SE": ("SE", "n20"), "fi_FI": ("FI", "n14"), "el_GR": ("GR", "n23"),
            "tr_TR": ("TR", "n22"), "he_IL": ("IL", "n19"), "uk_UA": ("UA", "n25"), "ar_EG": ("EG", "n25"), "ru_RU": ("DE", "n18"),
            "ja_JP": ("DE", "n18"), "zh_CN": ("FR", "n23"), "ko_KR": ("NL", "a4n10"), "hi_IN": ("GB", "a4n14")}


def iban(loc, n):
    cc, fmt = IBAN_FMT[loc]
    r = R("iban:" + loc, n)
    out, i = "", 0
    import re
    for kind, cnt in re.findall(r"([an])(\d+)", fmt):
        out += _pick(r, string.ascii_uppercase if kind == "a" else string.digits, int(cnt))
    return iban_make(cc, out)


def national_id(loc, n):
    """Returns (scheme, value) or None for locales without a modelled id."""
    r = R("nid:" + loc, n)
    if loc == "es_ES":
        d = "%08d" % r.randrange(10**7, 10**8)
        return ("DNI", d + "TRWAGMYFPDXBNJZSQVHLCKE"[int(d) % 23])
    if loc == "nl_NL":
        while True:
            d = "%09d" % r.randrange(10**8, 10**9)
            if bsn_nl_ok(d):
                return ("BSN", d)
    if loc == "pl_PL":
        base = "%02d%02d%02d%04d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 29), r.randrange(10000))
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return ("PESEL", base + str((10 - sum(a * int(b) for a, b in zip(w, base)) % 10) % 10))
    if loc == "pt_BR":
        d = [r.randrange(10) for _ in range(9)]
        for k in (9, 10):
            d.append(sum(x * w for x, w in zip(d[:k], range(k + 1, 1, -1))) * 10 % 11 % 10)
        s = "".join(map(str, d))
        return ("CPF", "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]))
    if loc == "fi_FI":
        dd, mm, yy, ind = r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 99), r.randrange(2, 900)
        s = "%02d%02d%02d-%03d" % (dd, mm, yy, ind)
        return ("HETU", s + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31])
    if loc == "sv_SE":
        s = "%02d%02d%02d%03d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 29), r.randrange(1000))
        full = luhn_complete(s)
        return ("personnummer", full[:6] + "-" + full[6:])
    if loc == "zh_CN":
        s = "%06d%04d%02d%02d%03d" % (r.choice([110105, 310104, 510107]), r.randrange(1950, 2000), r.randrange(1, 13), r.randrange(1, 29), r.randrange(1000))
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return ("resident_id", s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11])
    if loc == "tr_TR":
        d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
        d.append((sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10)
        d.append(sum(d) % 10)
        return ("TCKN", "".join(map(str, d)))
    if loc == "it_IT":
        s = _pick(r, "BCDFGHLMNPRSTVZ", 6) + "%02d" % r.randrange(50, 99) + r.choice("ABCDEHLMPRST") + "%02d" % r.randrange(1, 29) + r.choice("ABFHLM") + "%03d" % r.randrange(1, 999)
        return ("codice_fiscale", s + cf_it_check(s))
    if loc == "hi_IN":
        return ("aadhaar", verhoeff_complete(str(r.randrange(2, 10)) + "".join(r.choice(string.digits) for _ in range(10))))
    return None


def card_pan(n):
    r = R("pan", n)
    pref = r.choice(["4", "51", "52", "53", "54", "55", "2221", "34", "37"])
    ln = 15 if pref in ("34", "37") else 16
    return luhn_complete(pref + "".join(r.choice(string.digits) for _ in range(ln - len(pref) - 1)))

# ---------------------------------------------------------------- infrastructure
HOSTWORDS = "atlas borealis cinder drover elkhorn ferrite gannet halyard isotope jetty krill lodestar mizzen nacelle ostrava pylon quillon rotunda sextant trawler".split()
ROLES = "db cache mq api edge batch vault ldap kafka ingest".split()


def hostname(n):
    r = R("host", n)
    return "%s-%s%02d" % (r.choice(ROLES), r.choice(HOSTWORDS), r.randrange(1, 99))


def fqdn(n):
    r = R("fqdn", n)
    return "%s.%s.%s" % (hostname(1000 + n), r.choice(["prod", "stg", "ops", "dc2", "eu-west"]), r.choice(["corp.example", "example.net", "internal.example.com", "lab.test", "svc.example.org"]))


def pod_name(n):
    r = R("pod", n)
    return "%s-%s-%s-%s" % (r.choice(["payments", "ledger", "checkout", "notifier", "search"]), r.choice(["api", "worker", "gateway"]),
                            _pick(r, "bcdfghjklmnpqrstvwxz2456789", 10), _pick(r, "bcdfghjklmnpqrstvwxz2456789", 5))


NETS = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"]


def ipv4(n, net=None):
    r = R("ipv4", n)
    nw = ipaddress.ip_network(net or NETS[n % len(NETS)])
    while True:
        a = nw[r.randrange(1, nw.num_addresses - 1)]
        if not str(a).endswith((".0", ".255", ".1")):
            return str(a)


def ipv6(n):
    r = R("ipv6", n)
    if n % 2:
        base = int(ipaddress.IPv6Address("fd00::")) | (r.getrandbits(40) << 80)
    else:
        base = int(ipaddress.IPv6Address("2001:db8::")) | (r.getrandbits(16) << 80)
    return str(ipaddress.IPv6Address(base | r.getrandbits(64)))


def mac(n):
    r = R("mac", n)
    b = [r.randrange(256) for _ in range(6)]
    b[0] = (b[0] | 0x02) & 0xFE
    return ":".join("%02x" % x for x in b)

# ---------------------------------------------------------------- look-alikes (must be kept)

def lk_uuid(n):
    return str(uuid.UUID(int=R("uuid", n).getrandbits(128), version=4))


def trace_id(n):
    return _pick(R("trace", n), HEXL, 32)


def span_id(n):
    return _pick(R("span", n), HEXL, 16)


def commit_sha(n):
    return hashlib.sha1(("corpus25-commit-%d" % n).encode()).hexdigest()


def sha256_digest(n):
    return hashlib.sha256(("corpus25-blob-%d" % n).encode()).hexdigest()


def version(n):
    r = R("version", n)
    return "%d.%d.%d" % (r.randrange(0, 9), r.randrange(0, 30), r.randrange(0, 40))

# ---------------------------------------------------------------- derived forms for labelling / audit

import re as _re


def _lowhex(q):
    return _re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), q)


def _xesc(v, fmt):
    return "".join(c if ord(c) < 128 else "".join(fmt % b for b in c.encode()) for c in v)

# one layer of encoding each; forms() applies up to two layers
LAYERS = [
    lambda v: json.dumps(v)[1:-1],
    lambda v: json.dumps(v, ensure_ascii=False)[1:-1],
    lambda v: json.dumps(v).replace("/", "\\/")[1:-1],
    lambda v: repr(v)[1:-1],
    lambda v: repr(v.encode())[2:-1],
    lambda v: v.replace("\\", "\\\\").replace('"', '\\"'),
    lambda v: v.replace("\\", "\\\\").replace("'", "\\'"),
    lambda v: v.replace("\\", "\\\\"),
    lambda v: v.replace("'", "''"),
    lambda v: v.replace('"', '""'),
    lambda v: v.replace("'", "'\\''"),
    lambda v: v.replace("'", "'\"'\"'"),
    lambda v: html.escape(v),
    lambda v: html.escape(v, quote=False),
    lambda v: v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;").replace('"', "&quot;"),
    lambda v: _xesc(v, "\\x%02X"),
    lambda v: _xesc(v, "\\x%02x"),
    lambda v: urllib.parse.quote_plus(v),
    lambda v: _lowhex(urllib.parse.quote_plus(v)),
] + [(lambda safe: (lambda v: urllib.parse.quote(v, safe=safe)))(sf) for sf in ("", "/", ":/@", "-._~", "!*'()", "/:?=&@+$,;")] \
  + [(lambda safe: (lambda v: _lowhex(urllib.parse.quote(v, safe=safe))))(sf) for sf in ("", "/")]


def forms(v):
    """Every derived form in which a planted value may be printed (raw, one or two layers of escaping/encoding,
    hex, MAC and IP notations)."""
    one = {v} | {t(v) for t in LAYERS}
    out = set(one)
    for x in one:
        if x != v:
            out |= {t(x) for t in LAYERS}
    out.add(v.encode().hex().upper())
    out.add(v.encode().hex())
    if _re.fullmatch(r"([0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}", v):
        h = _re.sub(r"[:-]", "", v).lower()
        for hh in (h, h.upper()):
            out |= {":".join(hh[i:i + 2] for i in range(0, 12, 2)), "-".join(hh[i:i + 2] for i in range(0, 12, 2)), hh,
                    ".".join(hh[i:i + 4] for i in range(0, 12, 4))}
    try:
        ip = ipaddress.ip_address(v)
        out.add(ip.reverse_pointer)
        if ip.version == 6:
            out |= {ip.exploded, ip.compressed, ip.exploded.upper(), ip.compressed.upper()}
    except ValueError:
        pass
    return {f for f in out if f}

# ---------------------------------------------------------------- self-tests

def selftest():
    # published valid examples
    assert luhn_ok("4111111111111111") and luhn_ok("378282246310005") and not luhn_ok("4111111111111112")
    for ib in ("DE89370400440532013000", "GB82WEST12345698765432", "FR1420041010050500013M02606", "NL91ABNA0417164300",
               "ES9121000418450200051332", "PL61109010140000071219812874", "FI2112345600000785", "IT60X0542811101000000123456"):
        assert iban_ok(ib), ib
    assert iban_make("DE", "370400440532013000") == "DE89370400440532013000"
    assert dni_es_ok("12345678Z") and not dni_es_ok("12345678A")
    assert bsn_nl_ok("111222333") and not bsn_nl_ok("111222334")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36")
    assert hetu_ok("131052-308T") and not hetu_ok("131052-308U")
    assert cn_id_ok("11010519491231002X") and not cn_id_ok("110105194912310021")
    assert tckn_ok("10000000146") and not tckn_ok("10000000147")
    assert cf_it_ok("RSSMRA85T10A562S") and not cf_it_ok("RSSMRA85T10A562T")
    assert verhoeff_ok("2363") and verhoeff_complete("236") == "2363" and not verhoeff_ok("2364")
    assert se_pnr_ok("811228-9874") and not se_pnr_ok("811228-9875")
    # generated values validate
    checks = {"DNI": dni_es_ok, "BSN": bsn_nl_ok, "PESEL": pesel_ok, "CPF": cpf_ok, "HETU": hetu_ok, "resident_id": cn_id_ok,
              "TCKN": tckn_ok, "codice_fiscale": cf_it_ok, "aadhaar": verhoeff_ok, "personnummer": se_pnr_ok}
    schemes = set()
    for loc in LOCALES:
        for n in range(12):
            p = person(loc, n)
            assert iban_ok(p["iban"]), p["iban"]
            assert "+" not in p["mobile"]
            dom = p["email"].split("@")[1]
            assert dom.endswith((".example", ".test", "example.com", "example.org", "example.net")), dom
            if p["national_id"]:
                sch, val = p["national_id"]
                assert checks[sch](val), (sch, val)
                schemes.add(sch)
    assert len(LOCALES) >= 15 and len(schemes) >= 8
    scripts = {"Latin": "Jürgen", "Han": "陽菜", "Hangul": "민준", "Cyrillic": "Алексей", "Greek": "Ελένη", "Devanagari": "आरव", "Arabic": "محمد", "Hebrew": "נועה"}
    for loc in LOCALES:
        pass
    assert len(scripts) >= 6
    for n in range(20):
        assert luhn_ok(card_pan(n))
        t, k = jwt(n)
        assert jwt_verify(t, k) and t.count(".") == 2
        assert len(base64.b32decode(totp_seed(n))) == 20 and len(set(base64.b64decode(b64_secret(n)))) > 8
        a = ipaddress.ip_address(ipv4(n))
        assert a.is_private or a in ipaddress.ip_network("100.64.0.0/10")
        assert not a.is_loopback
        a6 = ipaddress.ip_address(ipv6(n))
        assert a6 in ipaddress.ip_network("fc00::/7") or a6 in ipaddress.ip_network("2001:db8::/32")
        m = int(mac(n)[:2], 16)
        assert m & 2 and not m & 1
        assert fqdn(n).endswith((".example", ".test", "example.com", "example.net", "example.org"))
        assert uuid.UUID(lk_uuid(n)).version == 4
        assert len(password(n)) >= 12
    assert len(VENDORS) >= 30
    for k in VENDORS:
        assert vendor_token(k, 1) == vendor_token(k, 1) and len(vendor_token(k, 1)) >= 20, k
    assert vendor_token("github_pat_classic", 3).startswith("ghp_") and len(vendor_token("github_pat_classic", 3)) == 40
    assert "%27" in "".join(forms("a'b")) and "5c" in "".join(forms("a\\b")).lower()
    assert "4.3.2.1.in-addr.arpa" in forms("1.2.3.4")
    assert "AA-BB-CC-DD-EE-FF" in forms("aa:bb:cc:dd:ee:ff")
    assert 'p\\\\\\"x' in forms('p\\"x')  # JSON inside JSON
    assert "a%2527b" in forms("a'b") and "a'\"'\"'b" in forms("a'b") and "J\\u00fcrgen" in forms("Jürgen")
    return True


if __name__ == "__main__":
    selftest()
    print("synthlib self-tests OK: %d vendor shapes, %d locales" % (len(VENDORS), len(LOCALES)))
