"""Deterministic synthetic value generators for corpus37 (seeded per template/unit)."""
import hashlib, random, string, base64, uuid, datetime

def seed_hex(template, n):
    return hashlib.sha256(f"c37|{template}|{n}".encode()).hexdigest()

class V:
    def __init__(self, template, n):
        self.template, self.n = template, n
        self.seed = seed_hex(template, n)
        self.r = random.Random(int(self.seed, 16))

    # ---- primitives
    def choice(self, xs): return self.r.choice(xs)
    def rs(self, k, alpha=string.ascii_letters + string.digits):
        return "".join(self.r.choice(alpha) for _ in range(k))
    def hexs(self, k): return self.rs(k, "0123456789abcdef")
    def b32(self, k): return self.rs(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    def digits(self, k): return self.rs(k, "0123456789")
    def b64url(self, nbytes):
        return base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")
    def b64(self, nbytes):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()

    # ---- secrets of vendor shapes
    def token(self, kind=None):
        kinds = ["ghp", "glpat", "xoxb", "sk_live", "akia", "aiza", "sk-proj", "sg", "npm", "hf", "dop", "shpat", "rk_live", "xapp", "twilio", "pat_ado", "doppler", "lin"]
        k = kind or self.choice(kinds)
        if k == "ghp": return "ghp_" + self.rs(36)
        if k == "glpat": return "glpat-" + self.rs(20, string.ascii_letters + string.digits + "_-")
        if k == "xoxb": return f"xoxb-{self.digits(12)}-{self.digits(13)}-{self.rs(24)}"
        if k == "sk_live": return "sk_live_" + self.rs(24)
        if k == "rk_live": return "rk_live_" + self.rs(28)
        if k == "akia": return "AKIA" + self.rs(16, string.ascii_uppercase + "234567")
        if k == "aiza": return "AIza" + self.rs(35, string.ascii_letters + string.digits + "_-")
        if k == "sk-proj": return "sk-proj-" + self.rs(48, string.ascii_letters + string.digits + "_-")
        if k == "sg": return "SG." + self.rs(22, string.ascii_letters + string.digits + "_-") + "." + self.rs(43, string.ascii_letters + string.digits + "_-")
        if k == "npm": return "npm_" + self.rs(36)
        if k == "hf": return "hf_" + self.rs(34)
        if k == "dop": return "dop_v1_" + self.hexs(64)
        if k == "shpat": return "shpat_" + self.hexs(32)
        if k == "xapp": return f"xapp-1-A{self.rs(10, string.ascii_uppercase+string.digits)}-{self.digits(13)}-{self.hexs(64)}"
        if k == "twilio": return "SK" + self.hexs(32)
        if k == "pat_ado": return self.rs(52, string.ascii_lowercase + "234567")
        if k == "doppler": return "dp.st.prd." + self.rs(40)
        if k == "lin": return "lin_api_" + self.rs(40)
        raise ValueError(k)
    def aws_secret(self): return self.rs(40, string.ascii_letters + string.digits + "+/")
    def jwt(self):
        import json
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        p = base64.urlsafe_b64encode(json.dumps({"sub": self.digits(7), "iat": 1733500000 + self.r.randint(0, 99999), "scope": "admin"}, separators=(",", ":")).encode()).decode().rstrip("=")
        return f"{h}.{p}.{self.b64url(32)}"
    def password(self):
        words = ["Sommer", "Winter", "Frühling", "Kaffee", "Bärchen", "Tigre", "Soleil", "Mariposa", "dragon", "Lighthouse",
                 "Krokodil", "Pingwin", "Estrella", "Gato", "Hamster", "Valentina", "Orchidee", "Moskva", "Zebra", "Forelle",
                 "Copacabana", "Edelweiss", "Pumpkin", "Sakura", "Nordlicht", "Tulipan", "Kangaroo", "Bonjour"]
        w = self.choice(words); w2 = self.choice(words).lower()
        sym = self.choice("!#$%&*?@+-_.")
        pat = self.r.randint(0, 4)
        if pat == 0: return f"{w}{self.r.randint(1970, 2025)}{sym}"
        if pat == 1: return f"{w}{sym}{w2}{self.digits(2)}"
        if pat == 2: return f"{self.rs(4)}{sym}{w}{self.digits(3)}"
        if pat == 3: return f"{w2}.{w}{sym}{self.digits(4)}"
        return self.rs(6) + sym + self.rs(7) + self.digits(2)
    def recovery_codes(self, k=4):
        return [f"{self.rs(5, string.ascii_lowercase + string.digits)}-{self.rs(5, string.ascii_lowercase + string.digits)}" for _ in range(k)]
    def totp_seed(self): return self.b32(32)
    def pin(self): return self.digits(self.choice([4, 6, 8]))
    def wifi_psk(self): return self.password() + self.digits(2)

    # ---- public lookalikes
    def sha256(self): return self.hexs(64)
    def sha1(self): return self.hexs(40)
    def gitsha(self): return self.hexs(40)
    def uuid(self): return str(uuid.UUID(int=self.r.getrandbits(128), version=4))
    def fpr_ssh(self): return "SHA256:" + self.b64(32).rstrip("=")
    def fpr_pgp(self): return self.rs(40, "0123456789ABCDEF")

    # ---- infra
    def ipv4_priv(self):
        a = self.choice(["10", "172", "192"])
        if a == "10": return f"10.{self.r.randint(0,255)}.{self.r.randint(0,255)}.{self.r.randint(2,254)}"
        if a == "172": return f"172.{self.r.randint(16,31)}.{self.r.randint(0,255)}.{self.r.randint(2,254)}"
        return f"192.168.{self.r.randint(0,255)}.{self.r.randint(2,254)}"
    def ipv4_pub(self):
        while True:
            a = self.r.randint(11, 223)
            if a not in (127, 169, 172, 192, 100): break
        return f"{a}.{self.r.randint(0,255)}.{self.r.randint(0,255)}.{self.r.randint(2,254)}"
    def ipv6(self):
        pfx = self.choice(["2a01:4f8", "2001:db8", "2600:1f18", "2a02:6b8", "fd12:3456"])
        return pfx + ":" + ":".join(f"{self.r.randint(0,0xffff):x}" for _ in range(6 if pfx.count(":") == 1 else 5))
    def mac(self):
        oui = self.choice(["3c:52:82", "00:1a:2b", "f4:8e:38", "b8:27:eb", "dc:a6:32", "00:50:56", "52:54:00", "a4:83:e7"])
        return oui + ":" + ":".join(f"{self.r.randint(0,255):02x}" for _ in range(3))
    def host(self):
        kind = self.r.randint(0, 4)
        if kind == 0: return f"ip-{self.r.randint(10,10)}-{self.r.randint(0,255)}-{self.r.randint(0,255)}-{self.r.randint(2,254)}.eu-west-1.compute.internal"
        if kind == 1: return f"{self.choice(['db','pg','redis','kafka','api','vault','ldap','mx'])}{self.r.randint(1,9):02d}.{self.choice(['prod','stg','corp','int'])}.{self.choice(['acme-logistics','nordwind','helvetia-pay','kobayashi-labs','marisol'])}.{self.choice(['com','net','de','io','co.jp'])}"
        if kind == 2: return f"node-{self.choice(['gpu','cpu','mem'])}-{self.rs(5, string.ascii_lowercase + string.digits)}.k8s.{self.choice(['fra1','ams3','nyc2','sgp1'])}.internal"
        if kind == 3: return f"{self.choice(['WS','LT','SRV'])}-{self.choice(['BER','MUC','OSA','SAO','LYS'])}-{self.digits(4)}.corp.local"
        return f"{self.choice(['build','ci','edge','gw'])}-{self.rs(6, string.ascii_lowercase)}.{self.choice(['lan','home.arpa','internal'])}"
    def pod(self):
        app = self.choice(["checkout", "payments-api", "ledger-worker", "auth", "search-indexer", "notifier"])
        return f"{app}-{self.rs(10, 'bcdfghjklmnpqrstvwxz2456789')}-{self.rs(5, 'bcdfghjklmnpqrstvwxz2456789')}"
    def pid(self): return str(self.r.randint(1200, 99999))

    # ---- PII
    PEOPLE = [
        ("de", "Jürgen", "Weißmüller"), ("de", "Anneliese", "Großkopf"), ("fr", "Éloïse", "Lefèvre"), ("fr", "François", "Dupré"),
        ("es", "María José", "Núñez Peña"), ("es", "Íñigo", "Zubiaurre"), ("pl", "Zbigniew", "Łukaszewski"), ("pl", "Małgorzata", "Wójcik"),
        ("ru", "Екатерина", "Смирнова"), ("ru", "Дмитрий", "Кузнецов"), ("gr", "Παναγιώτης", "Παπαδόπουλος"), ("jp", "陽菜", "佐藤"),
        ("jp", "健太", "高橋"), ("cn", "伟", "王"), ("cn", "秀英", "李"), ("kr", "지훈", "김"), ("kr", "서연", "박"),
        ("in", "Priya", "Raghunathan"), ("in", "अर्जुन", "शर्मा"), ("ar", "محمد", "العتيبي"), ("il", "נועה", "כהן"),
        ("tr", "Çağlar", "Öztürk"), ("br", "João", "Conceição"), ("br", "Luíza", "Gonçalves"), ("se", "Åsa", "Lindqvist"),
        ("fi", "Väinö", "Mäkelä"), ("nl", "Sanne", "van der Berg"), ("it", "Giuseppe", "Esposito"), ("us", "Tyler", "McAllister"),
        ("gb", "Siobhan", "O'Donnell"), ("vn", "Nguyễn Thị", "Hương"), ("th", "สมชาย", "ใจดี"), ("za", "Thandiwe", "Nkosi"),
        ("cz", "Jiří", "Dvořák"), ("hu", "Erzsébet", "Szőke"), ("ua", "Олена", "Шевченко"),
    ]
    CITIES = {"de": ("Schillerstraße 14", "10627 Berlin"), "fr": ("27 rue des Écoles", "75005 Paris"), "es": ("Calle de Alcalá 112, 3º B", "28009 Madrid"),
              "pl": ("ul. Piotrkowska 88/4", "90-004 Łódź"), "ru": ("ул. Тверская, д. 7, кв. 12", "125009 Москва"), "gr": ("Οδός Ερμού 45", "105 63 Αθήνα"),
              "jp": ("東京都渋谷区神南1-2-3", "〒150-0041"), "cn": ("北京市朝阳区建国路88号", "100022"), "kr": ("서울특별시 강남구 테헤란로 152", "06236"),
              "in": ("14 MG Road, Indiranagar", "Bengaluru 560038"), "ar": ("طريق الملك فهد 221", "الرياض 12214"), "il": ("רחוב דיזנגוף 50", "תל אביב 6433222"),
              "tr": ("İstiklal Cd. No:12", "34433 Beyoğlu/İstanbul"), "br": ("Rua Augusta, 1508 - apto 42", "01304-001 São Paulo"), "se": ("Drottninggatan 53", "111 21 Stockholm"),
              "fi": ("Mannerheimintie 12 B 7", "00100 Helsinki"), "nl": ("Keizersgracht 221", "1016 DV Amsterdam"), "it": ("Via Toledo 156", "80134 Napoli"),
              "us": ("4821 Maple Ridge Dr", "Columbus, OH 43215"), "gb": ("Flat 3, 22 Leith Walk", "Edinburgh EH6 5AA"), "vn": ("12 Lý Thường Kiệt", "Hoàn Kiếm, Hà Nội"),
              "th": ("99/1 ถนนสุขุมวิท", "กรุงเทพฯ 10110"), "za": ("17 Long Street", "Cape Town 8001"), "cz": ("Vinohradská 1511/230", "100 00 Praha 10"),
              "hu": ("Andrássy út 61.", "1062 Budapest"), "ua": ("вул. Хрещатик, 22", "01001 Київ")}
    def person(self, locale=None):
        cands = [p for p in self.PEOPLE if locale is None or p[0] == locale]
        loc, given, family = self.choice(cands)
        east = loc in ("jp", "cn", "kr", "hu")
        full = f"{family}{given}" if loc in ("jp", "cn", "kr") else (f"{family} {given}" if east else f"{given} {family}")
        return {"locale": loc, "given": given, "family": family, "full": full}
    def phone(self, loc):
        d = self.digits
        f = {"de": lambda: f"+49 30 {d(4)} {d(4)}", "fr": lambda: f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}", "es": lambda: f"+34 6{d(2)} {d(3)} {d(3)}",
             "pl": lambda: f"+48 5{d(2)} {d(3)} {d(3)}", "ru": lambda: f"+7 (9{d(2)}) {d(3)}-{d(2)}-{d(2)}", "gr": lambda: f"+30 69{d(1)} {d(3)} {d(4)}",
             "jp": lambda: f"090-{d(4)}-{d(4)}", "cn": lambda: f"+86 13{d(1)} {d(4)} {d(4)}", "kr": lambda: f"010-{d(4)}-{d(4)}",
             "in": lambda: f"+91 98{d(3)} {d(5)}", "ar": lambda: f"+966 5{d(1)} {d(3)} {d(4)}", "il": lambda: f"+972-54-{d(3)}-{d(4)}",
             "tr": lambda: f"+90 532 {d(3)} {d(2)} {d(2)}", "br": lambda: f"+55 11 9{d(4)}-{d(4)}", "se": lambda: f"+46 70 {d(3)} {d(2)} {d(2)}",
             "fi": lambda: f"+358 40 {d(3)} {d(4)}", "nl": lambda: f"+31 6 {d(8)}", "it": lambda: f"+39 333 {d(3)} {d(4)}",
             "us": lambda: f"(614) 555-{d(4)}", "gb": lambda: f"+44 7700 {d(6)}", "vn": lambda: f"+84 91 {d(3)} {d(4)}",
             "th": lambda: f"+66 81 {d(3)} {d(4)}", "za": lambda: f"+27 82 {d(3)} {d(4)}", "cz": lambda: f"+420 6{d(2)} {d(3)} {d(3)}",
             "hu": lambda: f"+36 30 {d(3)} {d(4)}", "ua": lambda: f"+380 67 {d(3)} {d(2)} {d(2)}"}
        return f[loc]()
    def address(self, loc): return self.CITIES[loc]
    def birth(self):
        return datetime.date(self.r.randint(1948, 2003), self.r.randint(1, 12), self.r.randint(1, 28))
    def email(self, person):
        import unicodedata
        base = unicodedata.normalize("NFKD", person["given"].split()[0] + "." + person["family"].split()[-1]).encode("ascii", "ignore").decode().lower().replace("'", "")
        if len(base) < 4: base = f"user{self.digits(5)}"
        return f"{base}{self.choice(['', self.digits(2)])}@{self.choice(['gmail.com','web.de','yandex.ru','naver.com','outlook.fr','qq.com','proton.me','uol.com.br'])}"

    # national ids with valid check digits
    def national_id(self, loc):
        d = lambda k: [self.r.randint(0, 9) for _ in range(k)]
        if loc == "br":
            n = d(9)
            for _ in range(2):
                s = sum(v * w for v, w in zip(n, range(len(n) + 1, 1, -1)))
                c = (s * 10) % 11 % 10; n.append(c)
            t = "".join(map(str, n)); return ("CPF", f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}")
        if loc == "pl":
            b = self.birth(); y = b.year % 100; m = b.month + (20 if b.year >= 2000 else 0)
            n = [int(c) for c in f"{y:02d}{m:02d}{b.day:02d}"] + d(4)
            w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
            c = (10 - sum(a * b_ for a, b_ in zip(n, w)) % 10) % 10
            return ("PESEL", "".join(map(str, n + [c])))
        if loc == "nl":
            while True:
                n = d(8); s = sum(v * w for v, w in zip(n, range(9, 1, -1)))
                c = s % 11
                if c < 10 and n[0] != 0:
                    return ("BSN", "".join(map(str, n + [c])))
        if loc == "es":
            num = self.r.randint(10000000, 99999999)
            return ("DNI", f"{num}{'TRWAGMYFPDXBNJZSQVHLCKE'[num % 23]}")
        if loc == "se":
            b = self.birth(); base = f"{b.year % 100:02d}{b.month:02d}{b.day:02d}{self.digits(3)}"
            s = 0
            for i, ch in enumerate(base):
                v = int(ch) * (2 if i % 2 == 0 else 1); s += v - 9 if v > 9 else v
            return ("personnummer", f"{base[:6]}-{base[6:]}{(10 - s % 10) % 10}")
        if loc == "fi":
            b = self.birth(); ind = self.r.randint(2, 899)
            num = int(f"{b.day:02d}{b.month:02d}{b.year % 100:02d}{ind:03d}")
            sep = "-" if b.year < 2000 else "A"
            return ("HETU", f"{b.day:02d}{b.month:02d}{b.year % 100:02d}{sep}{ind:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31]}")
        if loc == "fr":
            b = self.birth(); sx = self.choice("12")
            body = f"{sx}{b.year % 100:02d}{b.month:02d}{self.r.randint(1,95):02d}{self.r.randint(1,999):03d}{self.r.randint(1,999):03d}"
            key = 97 - int(body) % 97
            return ("NIR", f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}")
        if loc == "in":
            # Verhoeff
            dt = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
            pt = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
            inv = [0,4,3,2,1,5,6,7,8,9]
            n = [self.r.randint(2, 9)] + d(10)
            c = 0
            for i, v in enumerate(reversed(n)): c = dt[c][pt[(i + 1) % 8][v]]
            t = "".join(map(str, n + [inv[c]])); return ("Aadhaar", f"{t[:4]} {t[4:8]} {t[8:]}")
        if loc == "cn":
            b = self.birth()
            body = f"110105{b.year:04d}{b.month:02d}{b.day:02d}{self.digits(3)}"
            w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
            c = "10X98765432"[sum(int(a) * x for a, x in zip(body, w)) % 11]
            return ("居民身份证", body + c)
        if loc == "kr":
            b = self.birth(); g = "1" if b.year < 2000 else "3"
            body = f"{b.year % 100:02d}{b.month:02d}{b.day:02d}{g}{self.digits(5)}"
            w = [2,3,4,5,6,7,8,9,2,3,4,5]
            c = (11 - sum(int(a) * x for a, x in zip(body, w)) % 11) % 10
            return ("주민등록번호", f"{body[:6]}-{body[6:]}{c}")
        if loc == "jp":
            n = d(11); s = sum(n[10 - i] * ((i + 1) + 1 if i + 1 <= 6 else (i + 1) - 5) for i in range(11))
            r = s % 11; c = 0 if r <= 1 else 11 - r
            t = "".join(map(str, n + [c])); return ("マイナンバー", f"{t[:4]} {t[4:8]} {t[8:]}")
        if loc == "za":
            b = self.birth(); body = f"{b.year % 100:02d}{b.month:02d}{b.day:02d}{self.digits(4)}08"
            s = 0
            for i, ch in enumerate(reversed(body)):
                v = int(ch) * (2 if i % 2 == 0 else 1); s += v - 9 if v > 9 else v
            return ("ID", body + str((10 - s % 10) % 10))
        if loc == "it":
            return ("Codice fiscale", self.rs(6, "BCDFGLMNPRSTVZ") + self.digits(2) + self.choice("ABCDEHLMPRST") + self.digits(2) + self.choice("FHLZ") + self.digits(3) + self.choice(string.ascii_uppercase))
        if loc == "gb":
            return ("NINO", f"{self.choice('ABCEGHJKLMNPRSTWXYZ')}{self.choice('ABCEGHJKLMNPRSTWXYZ')} {self.digits(2)} {self.digits(2)} {self.digits(2)} {self.choice('ABCD')}")
        if loc == "us":
            return ("SSN", f"{self.r.randint(101, 665)}-{self.r.randint(10, 99)}-{self.r.randint(1000, 9999)}")
        # default: IBAN-only locales get a tax number
        return ("ID", self.digits(10))
    def iban(self, cc=None):
        specs = {"DE": 18, "FR": 23, "ES": 20, "NL": None, "GB": None, "IT": None, "PL": 24, "SE": 20, "FI": 14, "BR": None, "TR": None, "CZ": 20, "HU": 24, "GR": 23}
        cc = cc or self.choice(["DE", "FR", "ES", "NL", "PL", "IT", "GB", "SE", "FI", "CZ", "HU", "GR", "TR", "BR"])
        if cc == "NL": bban = self.choice(["ABNA", "INGB", "RABO"]) + self.digits(10)
        elif cc == "GB": bban = self.choice(["NWBK", "BARC", "MIDL"]) + self.digits(14)
        elif cc == "IT": bban = self.choice("ABCX") + self.digits(10) + self.rs(12, string.digits + string.ascii_uppercase)
        elif cc == "BR": bban = self.digits(23) + "C1"
        elif cc == "TR": bban = self.digits(22)
        else: bban = self.digits(specs[cc])
        conv = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
        chk = 98 - int(conv) % 97
        raw = f"{cc}{chk:02d}{bban}"
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
