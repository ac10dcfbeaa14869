"""Deterministic generators for corpus18 (seeded random.Random, string seeds only)."""
import random, string, base64, hashlib, hmac, json

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"

def rng(*parts):
    return random.Random("c18|" + "|".join(str(p) for p in parts))

def rand_str(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))

# ---------------- secrets ----------------
WORDS = ("amber anvil basket cactus cobalt delta ember falcon glacier harbor ivory jasper kettle lantern marble nectar "
         "orbit pepper quartz raven saddle timber umber velvet walnut yonder zephyr bramble cinder drizzle fennel "
         "gravel hollow island juniper kiwi lilac meadow nutmeg otter pebble quiver ripple spruce thistle").split()
FIRST = ["marta", "jonas", "elif", "kenji", "priya", "olek", "sanne", "diego", "ayla", "tomas", "ines", "ravi"]
WALKS = ["qwerty", "asdfgh", "zxcvbn", "1qaz2wsx", "qazwsx", "poiuyt", "mnbvcx"]

def s_base62(r, n=None): return rand_str(r, B62, n or r.choice([20, 24, 32, 40]))
def s_hex(r, n=None): return rand_str(r, HEX, n or r.choice([32, 40, 48, 64]))
def s_b64(r, n=None):
    raw = bytes(r.randrange(256) for _ in range(n or r.choice([18, 24, 33, 48])))
    return base64.b64encode(raw).decode()
def s_b64url(r, n=24):
    raw = bytes(r.randrange(256) for _ in range(n))
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")
def s_diceware(r):
    sep = r.choice(["-", ".", "_", " ", "+", "~"])
    return sep.join(r.choice(WORDS) for _ in range(r.choice([4, 5, 6])))
def s_human(r):
    k = r.randrange(3)
    if k == 0:
        return r.choice(FIRST).capitalize() + str(r.randrange(1965, 2012)) + r.choice("!#$%?*")
    if k == 1:
        w = r.choice(WALKS)
        w = w.replace("a", "@").replace("s", "$").replace("o", "0").replace("e", "3")
        return w.capitalize() + str(r.randrange(10, 99))
    return rand_str(r, string.ascii_letters + string.digits + "!@#%&*", r.randrange(8, 11))
def s_pin(r): return "".join(r.choice(string.digits) for _ in range(r.choice([6, 7, 8])))
# Vendor formats (documented prefixes/lengths):
#  GitHub PAT classic: "ghp_" + 36 base62 (GitHub blog 2021-04-05 "Behind GitHub's new authentication token formats")
#  GitLab PAT: "glpat-" + 20 chars (GitLab docs, "Personal access tokens", token prefixes)
#  Slack bot token: "xoxb-" digits-digits-24 alnum (Slack API docs "Token types")
#  Stripe secret key (test mode): "sk_test_" + 24+ base62 (Stripe docs "API keys")
#  npm access token: "npm_" + 36 base62 (npm docs "About access tokens", GitHub changelog 2021-09-23)
#  AWS access key id: "AKIA" + 16 [A-Z2-7] (AWS IAM docs, "Understanding unique ID prefixes")
def s_vendor(r, kind=None):
    kind = kind or r.choice(["ghp", "glpat", "xoxb", "sk_test", "npm", "akia"])
    if kind == "ghp": return "ghp_" + rand_str(r, B62, 36)
    if kind == "glpat": return "glpat-" + rand_str(r, B62 + "-_", 20)
    if kind == "xoxb": return "xoxb-%d-%d-%s" % (r.randrange(10**11, 10**12), r.randrange(10**12, 10**13), rand_str(r, B62, 24))
    if kind == "sk_test": return "sk_test_" + rand_str(r, B62, 24 + r.randrange(0, 76, 8))
    if kind == "npm": return "npm_" + rand_str(r, B62, 36)
    if kind == "akia": return "AKIA" + rand_str(r, string.ascii_uppercase + "234567", 16)
    raise ValueError(kind)
def s_jwt(r, sub="user"):
    h = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": sub, "iat": 1790000000 + r.randrange(10**6), "jti": s_hex(r, 16)},
                                            separators=(",", ":")).encode()).decode().rstrip("=")
    key = s_base62(r, 32).encode()
    sig = base64.urlsafe_b64encode(hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest()).decode().rstrip("=")
    return h + "." + p + "." + sig
def s_pem_lines(r):
    body = base64.b64encode(bytes(r.randrange(256) for _ in range(r.choice([120, 180])))).decode()
    return ["-----BEGIN PRIVATE KEY-----"] + [body[i:i + 64] for i in range(0, len(body), 64)] + ["-----END PRIVATE KEY-----"]
def s_session(r): return r.choice([s_hex(r, 32), s_base62(r, 26), s_b64url(r, 24)])
def s_any(r):
    return r.choice([s_base62, s_hex, s_b64, s_diceware, s_human, s_human, s_vendor, s_jwt, s_session])(r)

# ---------------- national ids ----------------
def cn_check(d17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(d17, w)) % 11]
def cn_id(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106"])
    d = area + "%04d%02d%02d" % (r.randrange(1950, 2004), r.randrange(1, 13), r.randrange(1, 29)) + "%03d" % r.randrange(1000)
    return d + cn_check(d)
def nl_bsn_ok(s): return sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0
def nl_bsn(r):
    while True:
        s = str(r.randrange(1, 10)) + "".join(r.choice(string.digits) for _ in range(8))
        if nl_bsn_ok(s): return s
def es_dni_letter(n): return "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]
def es_dni(r): n = r.randrange(10**7, 10**8); return "%08d%s" % (n, es_dni_letter(n))
def es_nie(r):
    p = r.choice("XYZ"); n = r.randrange(10**7)
    return "%s%07d%s" % (p, n, es_dni_letter(int(str("XYZ".index(p)) + "%07d" % n)))
def pl_pesel_check(d10): return str((10 - sum(int(a) * b for a, b in zip(d10, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10)
def pl_pesel(r):
    y = r.randrange(1950, 2006); m = r.randrange(1, 13) + (20 if y >= 2000 else 0)
    d = "%02d%02d%02d%04d" % (y % 100, m, r.randrange(1, 29), r.randrange(10000))
    return d + pl_pesel_check(d)
def br_cpf_digits(d9):
    s = sum(int(a) * b for a, b in zip(d9, range(10, 1, -1))); c1 = (s * 10 % 11) % 10
    s = sum(int(a) * b for a, b in zip(d9 + str(c1), range(11, 1, -1))); c2 = (s * 10 % 11) % 10
    return "%d%d" % (c1, c2)
def br_cpf(r):
    d = "".join(r.choice(string.digits) for _ in range(9)); c = d + br_cpf_digits(d)
    return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])
def fi_hetu_check(dob6, ind3): return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(dob6 + ind3) % 31]
def fi_hetu(r):
    y = r.randrange(1950, 2005); dob = "%02d%02d%02d" % (r.randrange(1, 29), r.randrange(1, 13), y % 100)
    ind = "%03d" % r.randrange(2, 900)
    return dob + ("-" if y < 2000 else "A") + ind + fi_hetu_check(dob, ind)
def tr_tckn_digits(d9):
    o = sum(int(d9[i]) for i in range(0, 9, 2)); e = sum(int(d9[i]) for i in range(1, 8, 2))
    c10 = (o * 7 - e) % 10; c11 = (sum(int(c) for c in d9) + c10) % 10
    return "%d%d" % (c10, c11)
def tr_tckn(r):
    d = str(r.randrange(1, 10)) + "".join(r.choice(string.digits) for _ in range(8)); return d + tr_tckn_digits(d)
def luhn_check(payload):
    s = 0
    for i, c in enumerate(reversed(payload)):
        v = int(c)
        if i % 2 == 0:
            v *= 2
            if v > 9: v -= 9
        s += v
    return str((10 - s % 10) % 10)
def luhn_ok(num): return luhn_check(num[:-1]) == num[-1]
def se_pnr(r):
    d = "%02d%02d%02d%03d" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), r.randrange(1000))
    return d[:6] + "-" + d[6:] + luhn_check(d)
def za_id(r):
    d = "%02d%02d%02d%04d%d8" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), r.randrange(10000), r.randrange(2))
    return d + luhn_check(d)
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_check(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def in_aadhaar(r):
    d = str(r.randrange(2, 10)) + "".join(r.choice(string.digits) for _ in range(10)); c = d + verhoeff_check(d)
    return "%s %s %s" % (c[:4], c[4:8], c[8:])
def fr_nir_key(d13): return "%02d" % (97 - int(d13) % 97)
def fr_nir(r):
    d = "%d%02d%02d%02d%03d%03d" % (r.randrange(1, 3), r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 96), r.randrange(1, 990), r.randrange(1, 999))
    return "%s %s %s %s %s %s %s" % (d[0], d[1:3], d[3:5], d[5:7], d[7:10], d[10:13], fr_nir_key(d))
def be_nn_check(d9, y2000=False): return "%02d" % (97 - int(("2" if y2000 else "") + d9) % 97)
def be_nn(r):
    d = "%02d%02d%02d%03d" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), r.randrange(1, 998))
    return "%s.%s.%s-%s.%s" % (d[:2], d[2:4], d[4:6], d[6:9], be_nn_check(d))
def pt_nif_check(d8):
    s = sum(int(a) * b for a, b in zip(d8, range(9, 1, -1))); c = 11 - s % 11
    return "0" if c >= 10 else str(c)
def pt_nif(r): d = str(r.choice([1, 2])) + "".join(r.choice(string.digits) for _ in range(7)); return d + pt_nif_check(d)
def ean13_check(d12): return str((10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d12)) % 10) % 10)
def ch_ahv(r):
    d = "756" + "".join(r.choice(string.digits) for _ in range(9)); c = d + ean13_check(d)
    return "%s.%s.%s.%s" % (c[:3], c[3:7], c[7:11], c[11:])
def iban_check(cc, bban):
    num = "".join(str(int(ch, 36)) for ch in (bban + cc + "00"))
    return "%02d" % (98 - int(num) % 97)
def iban_ok(iban):
    s = iban.replace(" ", ""); s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1
IBAN_FMT = {"DE": "8n10n", "FR": "5n5n11c2n", "ES": "4n4n2n10n", "NL": "4a10n", "PL": "8n16n", "IT": "1a5n5n12c", "PT": "4n4n11n2n", "BE": "3n7n2n", "FI": "3n11n"}
def iban(r, cc=None, spaced=None):
    cc = cc or r.choice(sorted(IBAN_FMT))
    bban = ""
    import re
    for n, t in re.findall(r"(\d+)([nac])", IBAN_FMT[cc]):
        al = {"n": string.digits, "a": string.ascii_uppercase, "c": string.ascii_uppercase + string.digits}[t]
        bban += rand_str(r, al, int(n))
    s = cc + iban_check(cc, bban) + bban
    if spaced is None: spaced = r.random() < 0.5
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
def it_cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0: t += CF_ODD[ch]
        else: t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)
def it_cf(r):
    s = (rand_str(r, "BCDFGLMNPRSTVZ", 6) + "%02d" % r.randrange(50, 100) + r.choice("ABCDEHLMPRST") +
         "%02d" % r.randrange(1, 29) + r.choice("ABCDEFGHLM") + "%03d" % r.randrange(1, 999))
    return s + it_cf_check(s)
def no_fnr_checks(d9):
    k1 = 11 - sum(int(a) * b for a, b in zip(d9, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10: return None
    k2 = 11 - sum(int(a) * b for a, b in zip(d9 + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10: return None
    return "%d%d" % (k1, k2)
def no_fnr(r):
    while True:
        d = "%02d%02d%02d%03d" % (r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 100), r.randrange(0, 500))
        c = no_fnr_checks(d)
        if c: return d + c

# ---------------- people ----------------
PEOPLE = {
 "zh_CN": (["王", "李", "张", "刘", "陈", "杨"], ["秀英", "伟", "芳", "敏", "静", "磊", "洋", "婷"], True),
 "ja_JP": (["佐藤", "鈴木", "高橋", "田中", "渡辺", "山本"], ["陽菜", "蓮", "結衣", "大翔", "さくら", "悠真"], True),
 "ko_KR": (["김", "이", "박", "최", "정"], ["민준", "서연", "지우", "하은", "도윤"], True),
 "ru_RU": (["Иванова", "Смирнов", "Кузнецова", "Попов", "Соколова"], ["Анна", "Дмитрий", "Елена", "Сергей", "Ольга"], False),
 "el_GR": (["Παπαδοπούλου", "Γεωργίου", "Νικολάου"], ["Ελένη", "Γιώργος", "Μαρία", "Νίκος"], False),
 "ar_EG": (["الحسيني", "منصور", "عبد الله"], ["فاطمة", "أحمد", "مريم", "يوسف"], False),
 "he_IL": (["כהן", "לוי", "מזרחי"], ["נועה", "איתי", "תמר"], False),
 "hi_IN": (["शर्मा", "वर्मा", "पटेल"], ["अनन्या", "राहुल", "प्रिया", "अर्जुन"], False),
 "th_TH": (["ศรีสุข", "วงศ์ใหญ่"], ["สมชาย", "มาลี", "ปิยะ"], False),
 "vi_VN": (["Nguyễn", "Trần", "Phạm"], ["Thị Hương", "Văn Đức", "Minh Anh"], True),
 "pl_PL": (["Wiśniewska", "Wójcik", "Kowalczyk", "Dąbrowski"], ["Małgorzata", "Łukasz", "Zofia", "Paweł"], False),
 "tr_TR": (["Yılmaz", "Şahin", "Çelik", "Öztürk"], ["Ayşe", "Mehmet", "Gülşen", "Oğuz"], False),
 "de_DE": (["Müller", "Schröder", "Weiß", "Köhler"], ["Jürgen", "Lena", "Björn", "Anneliese"], False),
 "fr_FR": (["Lefèvre", "Dubois", "Girard", "Benoît"], ["Hélène", "François", "Maëlle", "Jérôme"], False),
 "es_ES": (["García", "Muñoz", "Pérez", "Ibáñez"], ["José", "Lucía", "Begoña", "Íñigo"], False),
 "pt_BR": (["Gonçalves", "Araújo", "Simões"], ["João", "Conceição", "Thaís", "Sebastião"], False),
 "nl_NL": (["de Vries", "van den Berg", "Bakker"], ["Sanne", "Joost", "Femke"], False),
 "sv_SE": (["Åkesson", "Lindström", "Öberg"], ["Björn", "Åsa", "Märta"], False),
 "fi_FI": (["Virtanen", "Mäkinen", "Hämäläinen"], ["Aino", "Eero", "Päivi"], False),
 "nb_NO": (["Hansen", "Bjørnstad", "Løvås"], ["Øystein", "Ingrid", "Kåre"], False),
 "it_IT": (["Rossi", "Esposito", "Bianchi"], ["Niccolò", "Giulia", "Lucrezia"], False),
}
def person(r, loc=None):
    loc = loc or r.choice(sorted(PEOPLE))
    fam, giv, fam_first = PEOPLE[loc]
    f, g = r.choice(fam), r.choice(giv)
    if fam_first:
        return loc, (f + g if loc in ("zh_CN", "ja_JP", "ko_KR") and r.random() < 0.5 else f + " " + g)
    return loc, g + " " + f
def d(r, n): return "".join(r.choice(string.digits) for _ in range(n))
def mobile(r, loc):
    if loc == "zh_CN": return r.choice(["138", "139", "186", "150", "177"]) + d(r, 8)
    if loc == "ja_JP": return r.choice(["090", "080", "070"]) + "-" + d(r, 4) + "-" + d(r, 4)
    if loc == "ko_KR": return "010-" + d(r, 4) + "-" + d(r, 4)
    if loc == "ru_RU": return "8 9%s %s-%s-%s" % (d(r, 2), d(r, 3), d(r, 2), d(r, 2))
    if loc == "pl_PL": return r.choice("5678") + d(r, 2) + " " + d(r, 3) + " " + d(r, 3)
    if loc == "tr_TR": return "05%s %s %s %s" % (d(r, 2), d(r, 3), d(r, 2), d(r, 2))
    if loc == "de_DE": return r.choice(["0151", "0160", "0172", "0176"]) + " " + d(r, 7)
    if loc == "fr_FR": return r.choice(["06", "07"]) + " " + " ".join(d(r, 2) for _ in range(4))
    if loc == "es_ES": return "6%s %s %s %s" % (d(r, 2), d(r, 2), d(r, 2), d(r, 2))
    if loc == "pt_BR": return "(%s) 9%s-%s" % (r.choice(["11", "21", "31", "71"]), d(r, 4), d(r, 4))
    if loc == "nl_NL": return "06-" + d(r, 8)
    if loc == "sv_SE": return "07%s-%s %s %s" % (r.choice("0236"), d(r, 3), d(r, 2), d(r, 2))
    if loc == "fi_FI": return "04%s %s %s" % (r.choice("0145"), d(r, 3), d(r, 4))
    if loc == "nb_NO": return r.choice("49") + d(r, 2) + " " + d(r, 2) + " " + d(r, 3)
    if loc == "it_IT": return "3%s %s %s" % (d(r, 2), d(r, 3), d(r, 4))
    if loc == "hi_IN": return r.choice("6789") + d(r, 4) + " " + d(r, 5)
    if loc == "vi_VN": return "09" + d(r, 1) + " " + d(r, 3) + " " + d(r, 4)
    if loc == "th_TH": return "08" + d(r, 1) + "-" + d(r, 3) + "-" + d(r, 4)
    if loc == "he_IL": return "05" + d(r, 1) + "-" + d(r, 3) + "-" + d(r, 4)
    if loc == "ar_EG": return "01" + r.choice("0125") + d(r, 8)
    if loc == "el_GR": return "69" + d(r, 8)
    raise ValueError(loc)
NATID = {"zh_CN": cn_id, "nl_NL": nl_bsn, "es_ES": es_dni, "pl_PL": pl_pesel, "pt_BR": br_cpf, "fi_FI": fi_hetu,
         "tr_TR": tr_tckn, "sv_SE": se_pnr, "hi_IN": in_aadhaar, "fr_FR": fr_nir, "it_IT": it_cf, "nb_NO": no_fnr,
         "de_DE": None, "ja_JP": None}
def natid(r, loc):
    f = NATID.get(loc)
    if f is None: f = r.choice([be_nn, ch_ahv, za_id, pt_nif, es_nie])
    return f(r)
ADDR = {
 "zh_CN": lambda r: "北京市朝阳区建国路%d号院%d号楼" % (r.randrange(1, 200), r.randrange(1, 20)),
 "ja_JP": lambda r: "東京都世田谷区太子堂%d-%d-%d" % (r.randrange(1, 6), r.randrange(1, 30), r.randrange(1, 20)),
 "ko_KR": lambda r: "서울특별시 마포구 월드컵로 %d" % r.randrange(1, 300),
 "ru_RU": lambda r: "г. Казань, ул. Баумана, д. %d, кв. %d" % (r.randrange(1, 90), r.randrange(1, 200)),
 "pl_PL": lambda r: "ul. Długa %d/%d, 80-%03d Gdańsk" % (r.randrange(1, 90), r.randrange(1, 40), r.randrange(1000)),
 "tr_TR": lambda r: "Atatürk Cad. No:%d D:%d, Çankaya/Ankara" % (r.randrange(1, 200), r.randrange(1, 30)),
 "de_DE": lambda r: "Königstraße %d, 70173 Stuttgart" % r.randrange(1, 120),
 "fr_FR": lambda r: "%d rue de la République, 69002 Lyon" % r.randrange(1, 150),
 "es_ES": lambda r: "Calle de Alcalá %d, %dº B, 28014 Madrid" % (r.randrange(1, 300), r.randrange(1, 9)),
 "pt_BR": lambda r: "Rua Augusta, %d - Consolação, São Paulo - SP, 01305-%03d" % (r.randrange(1, 2000), r.randrange(1000)),
 "nl_NL": lambda r: "Prinsengracht %d, 1016 HK Amsterdam" % r.randrange(1, 900),
 "sv_SE": lambda r: "Storgatan %d, 114 %02d Stockholm" % (r.randrange(1, 80), r.randrange(100)),
 "fi_FI": lambda r: "Mannerheimintie %d A %d, 00100 Helsinki" % (r.randrange(1, 150), r.randrange(1, 60)),
 "nb_NO": lambda r: "Karl Johans gate %d, 0154 Oslo" % r.randrange(1, 50),
 "it_IT": lambda r: "Via Roma %d, 20121 Milano" % r.randrange(1, 300),
 "hi_IN": lambda r: "फ्लैट %d, सेक्टर %d, नोएडा" % (r.randrange(1, 900), r.randrange(1, 130)),
 "vi_VN": lambda r: "Số %d Phố Huế, Hai Bà Trưng, Hà Nội" % r.randrange(1, 400),
 "th_TH": lambda r: "%d ถนนสุขุมวิท แขวงคลองเตย กรุงเทพฯ" % r.randrange(1, 999),
 "he_IL": lambda r: "רחוב הרצל %d, תל אביב" % r.randrange(1, 200),
 "ar_EG": lambda r: "%d شارع التحرير، الدقي، الجيزة" % r.randrange(1, 200),
 "el_GR": lambda r: "Οδός Ερμού %d, Αθήνα 105 63" % r.randrange(1, 150),
}
def address(r, loc): return ADDR[loc](r)
def email(r, stem=None):
    stem = stem or rand_str(r, string.ascii_lowercase, r.randrange(4, 9)) + r.choice([".", "_", ""]) + rand_str(r, string.ascii_lowercase, r.randrange(3, 7))
    return stem + "@" + r.choice(["example.com", "example.org", "example.net", "mail.example.com", "corp.example.org"])
def username(r): return rand_str(r, string.ascii_lowercase, r.randrange(3, 6)) + r.choice(["", ".", "_"]) + rand_str(r, string.ascii_lowercase, r.randrange(3, 7)) + r.choice(["", str(r.randrange(1, 99))])
def ipv4(r, kind=None):
    kind = kind or r.choice(["doc1", "doc2", "doc3", "p10", "p172", "p192"])
    return {"doc1": "192.0.2.%d", "doc2": "198.51.100.%d", "doc3": "203.0.113.%d", "p10": "10.%d.%d.%%d" % (r.randrange(256), r.randrange(256)),
            "p172": "172.%d.%d.%%d" % (r.randrange(16, 32), r.randrange(256)), "p192": "192.168.%d.%%d" % r.randrange(256)}[kind] % r.randrange(2, 254)
def hostname(r):
    return "%s-%s%02d.%s" % (r.choice(["db", "api", "web", "cache", "mq", "auth", "edge", "batch"]), r.choice(["eu", "ap", "us", "sa"]),
                             r.randrange(1, 40), r.choice(["example.com", "int.example.org", "prod.example.net", "dc1.example.com"]))
def podname(r):
    return "%s-%s-%s" % (r.choice(["checkout", "billing", "ledger", "notifier", "gateway"]), rand_str(r, "bcdfghjklmnpqrstvwxz2456789", 10), rand_str(r, "bcdfghjklmnpqrstvwxz2456789", 5))
def nodename(r): return "ip-10-%d-%d-%d.%s.compute.internal" % (r.randrange(256), r.randrange(256), r.randrange(256), r.choice(["eu-west-1", "ap-south-1"]))
def uuid4(r): return "%s-%s-4%s-%s%s-%s" % (s_hex(r, 8), s_hex(r, 4), s_hex(r, 3), r.choice("89ab"), s_hex(r, 3), s_hex(r, 12))

def self_test():
    assert cn_check("11010519491231002") == "X"                 # GB 11643-1999 example 11010519491231002X
    assert nl_bsn_ok("111222333")                               # common published test BSN
    assert es_dni_letter(12345678) == "Z"                       # Ministerio del Interior example 12345678Z
    assert pl_pesel_check("4405140135") == "9"                  # PESEL example 44051401359
    assert br_cpf_digits("529982247") == "25"                   # CPF example 529.982.247-25
    assert fi_hetu_check("131052", "308") == "T"                # DVV example 131052-308T
    assert tr_tckn_digits("100000001") == "46"                  # TCKN example 10000000146
    assert luhn_ok("8112189876")                                # Skatteverket example 811218-9876
    assert luhn_ok("4111111111111111")
    assert verhoeff_check("236") == "3"                         # Verhoeff example 2363
    assert fr_nir_key("2550814168025") == "38"                  # INSEE example 2 55 08 14 168 025 38
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89370400440532013000")  # ECBS examples
    assert iban_check("DE", "370400440532013000") == "89"
    assert pt_nif_check("12345678") == "9"                      # NIF 123456789
    assert ean13_check("756921707698") == "5"                   # AHV example 756.9217.0769.85
    assert luhn_ok("8001015009087")                             # ZA example 8001015009087
    assert it_cf_check("RSSMRA85T10A562") == "S"                # Agenzia delle Entrate example RSSMRA85T10A562S
    assert be_nn_check("850730033") == "28"                     # BE example 85.07.30-033.28
    r = rng("selftest")
    for f, ok in [(cn_id, lambda s: cn_check(s[:17]) == s[17]), (nl_bsn, nl_bsn_ok), (pl_pesel, lambda s: pl_pesel_check(s[:10]) == s[10]),
                  (iban, iban_ok), (za_id, luhn_ok), (it_cf, lambda s: it_cf_check(s[:15]) == s[15])]:
        for _ in range(20): assert ok(f(r))
    for _ in range(20):
        a = in_aadhaar(r).replace(" ", ""); assert verhoeff_check(a[:-1]) == a[-1]
        n = no_fnr(r); assert no_fnr_checks(n[:9]) == n[9:]
    assert s_vendor(r, "ghp").startswith("ghp_") and len(s_vendor(r, "ghp")) == 40
    assert len(s_jwt(r).split(".")) == 3
    return True

if __name__ == "__main__":
    print(self_test())
