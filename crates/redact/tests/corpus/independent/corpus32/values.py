"""Deterministic synthetic value generators for corpus32.

Every value is derived from seed = sha256("c32|<key>|<n>").  No value is a real
credential or a real person's data.
"""
import hashlib
import random
import string

def rng(key, n):
    return random.Random(hashlib.sha256(f"c32|{key}|{n}".encode()).digest())

A = string.ascii_letters
AN = string.ascii_letters + string.digits
LO = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

def _s(r, alphabet, k):
    return "".join(r.choice(alphabet) for _ in range(k))

# ---------------------------------------------------------------- secrets
def password(key, n, length=None, punct="!#%&*+-.:=?@^_~"):
    r = rng("pw:" + key, n)
    k = length or r.randint(11, 18)
    while True:
        s = [r.choice(AN) for _ in range(k)]
        for _ in range(r.randint(2, 3)):
            s[r.randrange(k)] = r.choice(punct)
        s[0] = r.choice(A)
        p = "".join(s)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p

def token(key, n, style=None):
    r = rng("tok:" + key, n)
    styles = ["ghp", "glpat", "xoxb", "sk_live", "npm", "hf", "sg", "akia", "dop", "pat_hex", "shpat", "jwtish",
              "ya29", "rk_live", "pypi", "lin_api", "sq0atp", "dapi", "figd", "ops"]
    st = style or r.choice(styles)
    if st == "ghp": return "ghp_" + _s(r, AN, 36)
    if st == "glpat": return "glpat-" + _s(r, AN + "-_", 20)
    if st == "xoxb": return f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**11, 10**12)}-{_s(r, AN, 24)}"
    if st == "sk_live": return "sk_live_" + _s(r, AN, 24)
    if st == "rk_live": return "rk_live_" + _s(r, AN, 28)
    if st == "npm": return "npm_" + _s(r, AN, 36)
    if st == "hf": return "hf_" + _s(r, A, 34)
    if st == "sg": return "SG." + _s(r, AN + "-_", 22) + "." + _s(r, AN + "-_", 43)
    if st == "akia": return "AKIA" + _s(r, B32, 16)
    if st == "dop": return "dop_v1_" + _s(r, HEX, 64)
    if st == "pat_hex": return _s(r, HEX, 40)
    if st == "shpat": return "shpat_" + _s(r, HEX, 32)
    if st == "jwtish": return "eyJhbGciOiJIUzI1NiJ9." + _s(r, AN + "-_", 30) + "." + _s(r, AN + "-_", 43)
    if st == "ya29": return "ya29." + _s(r, AN + "-_", 60)
    if st == "pypi": return "pypi-AgEIcHlwaS5vcmc" + _s(r, AN + "-_", 50)
    if st == "lin_api": return "lin_api_" + _s(r, AN, 40)
    if st == "sq0atp": return "sq0atp-" + _s(r, AN + "-_", 22)
    if st == "dapi": return "dapi" + _s(r, HEX, 32)
    if st == "figd": return "figd_" + _s(r, AN + "-_", 40)
    if st == "ops": return "ops_" + _s(r, AN, 43)
    raise ValueError(st)

def aws_secret(key, n):
    r = rng("awss:" + key, n)
    return _s(r, AN + "/+", 40)

def session_id(key, n):
    r = rng("sid:" + key, n)
    return r.choice(["", "s%3A", "sess_", ""]) + _s(r, AN, r.choice([26, 32, 40]))

def hexkey(key, n, nbytes=32):
    r = rng("hex:" + key, n)
    return _s(r, HEX, 2 * nbytes)

def otp_code(key, n):
    r = rng("otp:" + key, n)
    return "".join(r.choice(string.digits) for _ in range(6))

def b32seed(key, n):
    r = rng("seed:" + key, n)
    return _s(r, B32, 32)

def short_secret(key, n, k=8):
    r = rng("short:" + key, n)
    while True:
        s = _s(r, AN + "#%+=@", k)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s

# ---------------------------------------------------------------- people
LOCALES = {
    "de": (["Jürgen", "Sabine", "Dieter", "Annegret", "Lukas", "Heike"], ["Müller", "Schäfer", "Weiß", "Köhler", "Groß"], ["Hauptstraße", "Lindenallee", "Schillerweg"], ["Köln", "Dresden", "Bamberg"]),
    "fr": (["Amélie", "François", "Hélène", "Jérôme", "Océane"], ["Lefèvre", "Girard", "Moreau", "Chevalier"], ["rue des Lilas", "avenue Jean-Jaurès", "boulevard Gambetta"], ["Lyon", "Nantes", "Rennes"]),
    "es": (["José", "María", "Íñigo", "Nuria", "Begoña"], ["García", "Núñez", "Ibáñez", "Fernández"], ["Calle Mayor", "Avenida de la Constitución", "Calle Alcalá"], ["Sevilla", "Zaragoza", "Málaga"]),
    "pl": (["Łukasz", "Małgorzata", "Zbigniew", "Agnieszka"], ["Wiśniewski", "Wójcik", "Kowalczyk", "Zieliński"], ["ul. Marszałkowska", "ul. Długa", "ul. Piotrkowska"], ["Kraków", "Łódź", "Gdańsk"]),
    "se": (["Åsa", "Björn", "Märta", "Göran"], ["Lindqvist", "Öberg", "Åkesson", "Sjöström"], ["Drottninggatan", "Storgatan", "Kungsvägen"], ["Göteborg", "Malmö", "Uppsala"]),
    "fi": (["Jyrki", "Päivi", "Tuomas", "Sirkka"], ["Mäkinen", "Järvinen", "Hämäläinen"], ["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu"], ["Tampere", "Espoo", "Oulu"]),
    "nl": (["Sanne", "Joost", "Femke", "Pieter"], ["de Vries", "van den Berg", "Bakker", "Visser"], ["Kerkstraat", "Prinsengracht", "Dorpsstraat"], ["Utrecht", "Eindhoven", "Groningen"]),
    "it": (["Giulia", "Alessandro", "Chiara", "Niccolò"], ["Esposito", "Ricci", "Marino", "Bianchi"], ["Via Garibaldi", "Corso Vittorio Emanuele", "Via Roma"], ["Bologna", "Torino", "Palermo"]),
    "br": (["João", "Conceição", "Thiago", "Luíza"], ["Gonçalves", "Araújo", "Ribeiro", "Magalhães"], ["Rua das Laranjeiras", "Avenida Paulista", "Rua Augusta"], ["Curitiba", "Recife", "Belo Horizonte"]),
    "tr": (["Çağla", "Oğuz", "Şebnem", "İlker"], ["Yılmaz", "Öztürk", "Çelik", "Şahin"], ["Atatürk Caddesi", "İstiklal Caddesi", "Bağdat Caddesi"], ["İzmir", "Bursa", "Eskişehir"]),
    "cz": (["Jiří", "Šárka", "Tomáš", "Věra"], ["Dvořák", "Novotná", "Procházka", "Černý"], ["Vinohradská", "Národní", "Husova"], ["Brno", "Plzeň", "Olomouc"]),
    "dk": (["Søren", "Mette", "Rasmus", "Kirsten"], ["Jørgensen", "Mølgaard", "Nielsen", "Østergaard"], ["Nørregade", "Strøget", "Vesterbrogade"], ["Aarhus", "Odense", "Aalborg"]),
    "no": (["Ola", "Ingrid", "Håkon", "Solveig"], ["Hansen", "Bråthen", "Løvås", "Haugen"], ["Karl Johans gate", "Storgata", "Bygdøy allé"], ["Bergen", "Trondheim", "Stavanger"]),
    "jp": (["Haruto", "Yui", "Sōta", "Aoi"], ["Satō", "Takahashi", "Itō", "Watanabe"], ["Chūō-dōri", "Meiji-dōri"], ["Ōsaka", "Sapporo", "Fukuoka"]),
    "ru": (["Дмитрий", "Ольга", "Сергей", "Наталья"], ["Кузнецов", "Смирнова", "Попов", "Волкова"], ["ул. Ленина", "пр. Мира", "ул. Садовая"], ["Казань", "Самара", "Пермь"]),
    "gr": (["Γιώργος", "Ελένη", "Νίκος"], ["Παπαδόπουλος", "Οικονόμου", "Γεωργίου"], ["οδός Ερμού", "Λεωφόρος Αλεξάνδρας"], ["Θεσσαλονίκη", "Πάτρα"]),
    "in": (["Priya", "Arjun", "Ananya", "Rahul"], ["Sharma", "Iyer", "Banerjee", "Reddy"], ["MG Road", "Linking Road", "Park Street"], ["Bengaluru", "Pune", "Chennai"]),
    "ie": (["Siobhán", "Pádraig", "Aoife", "Ciarán"], ["Ó Briain", "Mac Cárthaigh", "Ní Dhomhnaill", "Byrne"], ["Grafton Street", "O'Connell Street"], ["Cork", "Galway", "Limerick"]),
}
PHONE = {
    "de": lambda r: f"+49 {r.choice(['151','160','172','176'])} {r.randint(1000000, 9999999)}",
    "fr": lambda r: "+33 " + r.choice("67") + " " + " ".join(f"{r.randint(0,99):02d}" for _ in range(4)),
    "es": lambda r: f"+34 6{r.randint(10,99)} {r.randint(100,999)} {r.randint(100,999)}",
    "pl": lambda r: f"+48 {r.randint(500,799)} {r.randint(100,999)} {r.randint(100,999)}",
    "se": lambda r: f"+46 70-{r.randint(100,999)} {r.randint(10,99)} {r.randint(10,99)}",
    "fi": lambda r: f"+358 40 {r.randint(100,999)} {r.randint(1000,9999)}",
    "nl": lambda r: f"+31 6 {r.randint(10000000, 99999999)}",
    "it": lambda r: f"+39 3{r.randint(20,49)} {r.randint(100,999)} {r.randint(1000,9999)}",
    "br": lambda r: f"+55 11 9{r.randint(1000,9999)}-{r.randint(1000,9999)}",
    "tr": lambda r: f"+90 5{r.randint(30,59)} {r.randint(100,999)} {r.randint(10,99)} {r.randint(10,99)}",
    "cz": lambda r: f"+420 {r.randint(601,799)} {r.randint(100,999)} {r.randint(100,999)}",
    "dk": lambda r: f"+45 {r.randint(20,31)} {r.randint(10,99)} {r.randint(10,99)} {r.randint(10,99)}",
    "no": lambda r: f"+47 {r.randint(400,999)} {r.randint(10,99)} {r.randint(100,999)}",
    "jp": lambda r: f"+81 90-{r.randint(1000,9999)}-{r.randint(1000,9999)}",
    "ru": lambda r: f"+7 9{r.randint(10,99)} {r.randint(100,999)}-{r.randint(10,99)}-{r.randint(10,99)}",
    "gr": lambda r: f"+30 69{r.randint(10,99)} {r.randint(100000,999999)}",
    "in": lambda r: f"+91 {r.randint(70000,99999)} {r.randint(10000,99999)}",
    "ie": lambda r: f"+353 8{r.randint(3,9)} {r.randint(100,999)} {r.randint(1000,9999)}",
}
POSTCODE = {
    "de": lambda r: f"{r.randint(10000, 99999)}", "fr": lambda r: f"{r.randint(10000, 95999)}",
    "es": lambda r: f"{r.randint(10000, 52999)}", "pl": lambda r: f"{r.randint(10,99)}-{r.randint(100,999)}",
    "se": lambda r: f"{r.randint(100,999)} {r.randint(10,99)}", "fi": lambda r: f"{r.randint(10000, 99999)}",
    "nl": lambda r: f"{r.randint(1000,9999)} {r.choice('ABCDEFGHJKLMNPRSTVWXZ')}{r.choice('ABCDEFGHJKLMNPRSTVWXZ')}",
    "it": lambda r: f"{r.randint(10000, 98999)}", "br": lambda r: f"{r.randint(10000,99999)}-{r.randint(100,999)}",
    "tr": lambda r: f"{r.randint(10000, 81999)}", "cz": lambda r: f"{r.randint(100,799)} {r.randint(10,99)}",
    "dk": lambda r: f"{r.randint(1000, 9990)}", "no": lambda r: f"{r.randint(1000, 9990):04d}",
    "jp": lambda r: f"〒{r.randint(100,999)}-{r.randint(1000,9999)}", "ru": lambda r: f"{r.randint(101000, 692999)}",
    "gr": lambda r: f"{r.randint(100,850)} {r.randint(10,99)}", "in": lambda r: f"{r.randint(110001, 855999)}",
    "ie": lambda r: f"{r.choice(['D02','D04','T12','H91','V94'])} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(100,999)}",
}

def _luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)

def national_id(loc, r, birth):
    y, m, d = birth
    if loc == "pl":  # PESEL
        mm = m + (20 if y >= 2000 else 0)
        base = f"{y%100:02d}{mm:02d}{d:02d}{r.randint(0,9999):04d}"
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
        return "PESEL", base + str(c)
    if loc == "se":
        base = f"{y%100:02d}{m:02d}{d:02d}{r.randint(0,999):03d}"
        return "personnummer", f"{y%100:02d}{m:02d}{d:02d}-{base[6:]}{_luhn_digit(base)}"
    if loc == "fi":
        ind = r.randint(2, 899)
        num = int(f"{d:02d}{m:02d}{y%100:02d}{ind:03d}")
        ch = "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31]
        sep = "-" if y < 2000 else "A"
        return "henkilötunnus", f"{d:02d}{m:02d}{y%100:02d}{sep}{ind:03d}{ch}"
    if loc == "es":
        num = r.randint(10000000, 99999999)
        return "DNI", f"{num}{'TRWAGMYFPDXBNJZSQVHLCKE'[num % 23]}"
    if loc == "nl":
        while True:
            ds = [r.randint(0, 9) for _ in range(8)]
            s = sum((9 - i) * ds[i] for i in range(8))
            last = s % 11
            if last < 10 and ds[0] != 0:
                return "BSN", "".join(map(str, ds)) + str(last)
    if loc == "br":
        ds = [r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(dd * w for dd, w in zip(ds, range(k, 1, -1)))
            dv = (s * 10) % 11 % 10
            ds.append(dv)
        s = "".join(map(str, ds))
        return "CPF", f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"
    if loc == "fr":
        sexe = r.choice("12")
        dep = f"{r.randint(1, 95):02d}"
        base = f"{sexe}{y%100:02d}{m:02d}{dep}{r.randint(1,999):03d}{r.randint(1,999):03d}"
        key = 97 - int(base) % 97
        return "NIR", f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"
    if loc == "it":
        return "codice fiscale", _codice_fiscale(r, y, m, d)
    if loc == "dk":
        return "CPR-nummer", f"{d:02d}{m:02d}{y%100:02d}-{r.randint(1000,9999)}"
    if loc == "no":
        while True:
            ind = r.randint(0, 499) if y < 2000 else r.randint(500, 999)
            ds = [int(c) for c in f"{d:02d}{m:02d}{y%100:02d}{ind:03d}"]
            k1 = 11 - sum(a * b for a, b in zip(ds, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
            k1 = 0 if k1 == 11 else k1
            if k1 == 10: continue
            ds.append(k1)
            k2 = 11 - sum(a * b for a, b in zip(ds, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            k2 = 0 if k2 == 11 else k2
            if k2 == 10: continue
            return "fødselsnummer", "".join(map(str, ds)) + str(k2)
    if loc == "tr":
        while True:
            ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
            d10 = ((sum(ds[0:9:2]) * 7) - sum(ds[1:8:2])) % 10
            d11 = (sum(ds) + d10) % 10
            return "T.C. Kimlik No", "".join(map(str, ds)) + f"{d10}{d11}"
    if loc == "de":
        return "Steuer-IdNr", _de_steuerid(r)
    if loc == "cz":
        while True:
            mm = m + (50 if r.random() < .5 else 0)
            base = int(f"{y%100:02d}{mm:02d}{d:02d}{r.randint(0,999):03d}")
            c = base % 11
            if c == 10: continue
            s = f"{base:09d}{c}"
            return "rodné číslo", f"{s[:6]}/{s[6:]}"
    if loc == "in":
        return "Aadhaar", _aadhaar(r)
    if loc == "ie":
        ds = [r.randint(0, 9) for _ in range(7)]
        s = sum(a * b for a, b in zip(ds, range(8, 1, -1)))
        return "PPS", "".join(map(str, ds)) + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23]
    if loc == "ru":
        ds = [r.randint(0, 9) for _ in range(9)]
        s = sum(a * b for a, b in zip(ds, range(9, 0, -1)))
        c = s % 101
        c = 0 if c in (100, 101) else c
        t = "".join(map(str, ds))
        return "СНИЛС", f"{t[:3]}-{t[3:6]}-{t[6:9]} {c:02d}"
    if loc == "gr":
        ds = [r.randint(0, 9) for _ in range(8)]
        s = sum(dd * 2 ** (8 - i) for i, dd in enumerate(ds)) % 11 % 10
        return "ΑΦΜ", "".join(map(str, ds)) + str(s)
    if loc == "jp":
        ds = [r.randint(0, 9) for _ in range(11)]
        s = sum(dd * (n + 1 if n <= 5 else n - 5) for n, dd in enumerate(reversed(ds), start=1))
        rem = s % 11
        c = 0 if rem <= 1 else 11 - rem
        t = "".join(map(str, ds)) + str(c)
        return "マイナンバー", f"{t[:4]} {t[4:8]} {t[8:]}"
    raise ValueError(loc)

def _luhn_check(base):
    return _luhn_digit(base)

def _de_steuerid(r):
    while True:
        ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(9)]
        if len(set(ds)) != 9: continue
        p = 10
        for dd in ds:
            s = (dd + p) % 10 or 10
            p = (2 * s) % 11
        c = (11 - p) % 10
        return "".join(map(str, ds)) + str(c)

_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_VI = [0,4,3,2,1,5,6,7,8,9]

def _aadhaar(r):
    ds = [r.randint(2, 9)] + [r.randint(0, 9) for _ in range(10)]
    c = 0
    for i, dd in enumerate(reversed(ds)):
        c = _VD[c][_VP[(i + 1) % 8][dd]]
    t = "".join(map(str, ds)) + str(_VI[c])
    return f"{t[:4]} {t[4:8]} {t[8:]}"

def _codice_fiscale(r, y, m, d):
    cons = "BCDFGHLMNPRSTVZ"
    s = "".join(r.choice(cons) for _ in range(6)) + f"{y%100:02d}" + "ABCDEHLMPRST"[m - 1] + f"{d + r.choice([0, 40]):02d}"
    s += r.choice("ABCDEFGHILMZ") + f"{r.randint(1,999):03d}"
    odd = {**{str(i): v for i, v in enumerate([1,0,5,7,9,13,15,17,19,21])}, **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))}
    even = {**{str(i): i for i in range(10)}, **{ch: i for i, ch in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ")}}
    tot = sum(odd[ch] if i % 2 == 0 else even[ch] for i, ch in enumerate(s))
    return s + chr(65 + tot % 26)

IBAN_FMT = {"de": ("DE", 18, "n"), "fr": ("FR", 23, "fr"), "es": ("ES", 20, "n"), "pl": ("PL", 24, "n"), "se": ("SE", 20, "n"),
            "fi": ("FI", 14, "n"), "nl": ("NL", 14, "nl"), "it": ("IT", 23, "it"), "br": ("BR", 25, "br"), "tr": ("TR", 22, "n"),
            "cz": ("CZ", 20, "n"), "dk": ("DK", 14, "n"), "no": ("NO", 11, "n"), "ie": ("IE", 18, "ie"), "gr": ("GR", 23, "n")}

def iban(loc, r):
    cc, ln, kind = IBAN_FMT.get(loc, ("DE", 18, "n"))
    if kind == "nl": bban = r.choice(["ABNA", "INGB", "RABO"]) + "".join(str(r.randint(0, 9)) for _ in range(10))
    elif kind == "ie": bban = r.choice(["AIBK", "BOFI"]) + "".join(str(r.randint(0, 9)) for _ in range(14))
    elif kind == "it": bban = r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "".join(str(r.randint(0, 9)) for _ in range(22))
    elif kind == "br": bban = "".join(str(r.randint(0, 9)) for _ in range(23)) + "C1"
    elif kind == "fr": bban = "".join(str(r.randint(0, 9)) for _ in range(21)) + f"{r.randint(10,96)}"
    else: bban = "".join(str(r.randint(0, 9)) for _ in range(ln))
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    raw = f"{cc}{chk:02d}{bban}"
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))

def translit(s):
    table = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "é": "e", "è": "e", "ê": "e", "à": "a", "á": "a", "í": "i", "ó": "o", "ú": "u", "ñ": "n", "ç": "c", "ł": "l", "Ł": "L", "ś": "s", "ń": "n", "ż": "z", "ź": "z", "ą": "a", "ę": "e", "å": "a", "Å": "A", "ø": "o", "Ø": "O", "æ": "ae", "ğ": "g", "ş": "s", "Ş": "S", "ı": "i", "İ": "I", "Ç": "C", "Ö": "O", "ō": "o", "ū": "u", "Ō": "O", "ã": "a", "õ": "o", "â": "a", "ô": "o", "î": "i", "ř": "r", "š": "s", "č": "c", "ž": "z", "ě": "e", "ý": "y", "ů": "u", "Š": "S", "Č": "C", "Ř": "R", "Ž": "Z", "Í": "I", "Ó": "O", "É": "E", "Á": "A", "Ú": "U", "Ñ": "N"})
    return s.translate(table)

def person(key, n, loc=None):
    r = rng("person:" + key, n)
    loc = loc or r.choice(sorted(LOCALES))
    firsts, lasts, streets, cities = LOCALES[loc]
    first, last = r.choice(firsts), r.choice(lasts)
    y, m, d = r.randint(1948, 2003), r.randint(1, 12), r.randint(1, 28)
    idname, nid = national_id(loc, r, (y, m, d))
    asc = translit(first).lower() if all(ord(c) < 0x250 for c in first) else f"user{r.randint(10,99)}"
    asl = translit(last).lower().replace(" ", "").replace("'", "") if all(ord(c) < 0x250 for c in last) else f"k{r.randint(100,999)}"
    dom = r.choice(["example.org", "example.net", "mail.example.com", "post.example"])
    email = f"{asc}.{asl}{r.choice(['', str(r.randint(1, 99))])}@{dom}"
    return {
        "loc": loc, "first": first, "last": last, "name": f"{first} {last}",
        "birth": f"{y:04d}-{m:02d}-{d:02d}", "birth_tuple": (y, m, d),
        "id_name": idname, "national_id": nid, "phone": PHONE[loc](r), "email": email,
        "street": f"{r.choice(streets)} {r.randint(1, 180)}", "postcode": POSTCODE[loc](r), "city": r.choice(cities),
        "iban": iban(loc, r), "login": (asc[:1] + asl)[:12],
    }

# ---------------------------------------------------------------- infra
def ipv4(key, n):
    r = rng("ip4:" + key, n)
    c = r.choice(["10", "172", "192"])
    if c == "10": return f"10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(2,254)}"
    if c == "172": return f"172.{r.randint(16,31)}.{r.randint(0,255)}.{r.randint(2,254)}"
    return f"192.168.{r.randint(0,255)}.{r.randint(2,254)}"

def ipv6(key, n):
    r = rng("ip6:" + key, n)
    return "fd%02x:%x:%x:%x::%x" % (r.randint(0, 255), r.randint(0x100, 0xffff), r.randint(0x100, 0xffff), r.randint(1, 0xffff), r.randint(0x10, 0xffff))

def mac(key, n):
    r = rng("mac:" + key, n)
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] & 0xfc) | 0x02  # locally administered unicast
    return ":".join(f"{x:02x}" for x in b)

def hostname(key, n):
    r = rng("host:" + key, n)
    a = r.choice(["db", "api", "kafka", "ldap", "vault", "ci-runner", "pg-replica", "mq", "etl", "cache", "wms", "erp"])
    b = r.choice(["fra1", "ams3", "waw2", "sto1", "hel2", "mad1", "gru1", "nrt4", "bom2", "dub1"])
    d = r.choice(["corp.internal", "prod.lan", "infra.example.net", "svc.cluster.local", "int.example.org"])
    return f"{a}-{r.randint(1, 29):02d}.{b}.{d}"

def podname(key, n):
    r = rng("pod:" + key, n)
    return f"{r.choice(['checkout','billing','ledger','auth','search','notifier'])}-{_s(r, 'bcdfghjklmnpqrstvwxz2456789', 10)}-{_s(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}"

def nodename(key, n):
    r = rng("node:" + key, n)
    return f"ip-10-{r.randint(0,255)}-{r.randint(0,255)}-{r.randint(1,254)}.eu-central-1.compute.internal" if r.random() < .5 else f"gke-prod-pool-{_s(r, LO, 4)}-{_s(r, HEX, 8)}-{_s(r, LO, 4)}"

def login(key, n):
    r = rng("login:" + key, n)
    return r.choice(["svc_", "ops.", "", "adm-"]) + r.choice(["backup", "etl", "kowalski", "jmueller", "asato", "dlefevre", "nyilmaz", "hmakinen", "reporting", "deploy"]) + str(r.randint(1, 99))
