"""Planted-value generator shared by all drivers.

Every value handed out is recorded in reg/<driver>.jsonl as {"value", "kind", "cat"}
so that the labeller knows which substrings of the captured logs were planted.
cat is "secret" or "private".  Values are random (seeded per driver so a re-run
reproduces the same values).
"""
import base64, hashlib, hmac, json, os, random, string, time

ROOT = os.environ.get("LOGS_REAL", "/tmp/logs-real")

SECRET_KINDS = {"password", "ghp", "github_pat", "xoxb", "xoxp", "stripe", "aws_akid", "aws_secret",
                "jwt", "hex", "b64", "session", "cookie", "oauth_code", "otp", "totp", "api_key",
                "basic", "bearer", "hash_bcrypt", "hash_argon2", "hash_mysql", "hash_django",
                "npm", "gitlab", "sendgrid", "google_api", "twilio", "private_key", "dsn"}
PRIVATE_KINDS = {"email", "phone_cn", "phone_uk", "phone_e164", "card", "iban", "cnid", "ip",
                 "host", "pod", "user", "name", "ssn", "mac", "address"}


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


class Pool:
    def __init__(self, driver, seed=None):
        self.driver = driver
        self.r = random.Random(seed if seed is not None else hash(driver) & 0xFFFFFFFF)
        self.r = random.Random(int(hashlib.sha256(driver.encode()).hexdigest()[:12], 16))
        os.makedirs(f"{ROOT}/reg", exist_ok=True)
        self.path = f"{ROOT}/reg/{driver}.jsonl"
        open(self.path, "w").close()

    def reg(self, value, kind, cat=None):
        if cat is None:
            cat = "secret" if kind in SECRET_KINDS else "private"
        with open(self.path, "a") as f:
            f.write(json.dumps({"value": value, "kind": kind, "cat": cat}) + "\n")
        return value

    def _s(self, n, alphabet=string.ascii_letters + string.digits):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ---- credentials ----
    def password(self):
        # mixed, with some punctuation that is safe inside SQL quotes / shell single quotes
        core = self._s(self.r.randint(12, 18), string.ascii_letters + string.digits + "!#%^*-_.@")
        return self.reg(core, "password")

    def ghp(self):
        return self.reg("ghp_" + self._s(36), "ghp")

    def github_pat(self):
        return self.reg("github_pat_" + self._s(22) + "_" + self._s(59), "github_pat")

    def xoxb(self):
        return self.reg(f"xoxb-{self.r.randint(10**10, 10**11)}-{self.r.randint(10**11, 10**12)}-{self._s(24)}", "xoxb")

    def xoxp(self):
        return self.reg(f"xoxp-{self.r.randint(10**10, 10**11)}-{self.r.randint(10**10, 10**11)}-{self.r.randint(10**11, 10**12)}-{self._s(32, '0123456789abcdef')}", "xoxp")

    def stripe(self, prefix="sk_live_"):
        return self.reg(prefix + self._s(24), "stripe")

    def aws(self):
        akid = "AKIA" + self._s(16, string.ascii_uppercase + "234567")
        sec = self._s(40, string.ascii_letters + string.digits + "+/")
        return self.reg(akid, "aws_akid"), self.reg(sec, "aws_secret")

    def npm(self):
        return self.reg("npm_" + self._s(36), "npm")

    def gitlab(self):
        return self.reg("glpat-" + self._s(20, string.ascii_letters + string.digits + "-_"), "gitlab")

    def sendgrid(self):
        return self.reg("SG." + self._s(22, string.ascii_letters + string.digits + "-_") + "." + self._s(43, string.ascii_letters + string.digits + "-_"), "sendgrid")

    def google_api(self):
        return self.reg("AIza" + self._s(35, string.ascii_letters + string.digits + "-_"), "google_api")

    def twilio(self):
        return self.reg("SK" + self._s(32, "0123456789abcdef"), "twilio")

    def hex(self, n=32):
        return self.reg(self._s(n, "0123456789abcdef"), "hex")

    def b64(self, nbytes=24, urlsafe=False):
        raw = bytes(self.r.getrandbits(8) for _ in range(nbytes))
        v = b64url(raw) if urlsafe else base64.b64encode(raw).decode()
        return self.reg(v, "b64")

    def session(self):
        return self.reg(self._s(32, string.ascii_lowercase + string.digits), "session")

    def cookie(self):
        return self.reg(b64url(bytes(self.r.getrandbits(8) for _ in range(27))), "cookie")

    def oauth_code(self):
        return self.reg(self._s(6, "0123456789abcdef") + "-" + b64url(bytes(self.r.getrandbits(8) for _ in range(24))), "oauth_code")

    def otp(self):
        return self.reg(str(self.r.randint(100000, 999999)), "otp")

    def totp(self):
        return self.reg(self._s(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), "totp")

    def api_key(self):
        return self.reg(self._s(40, string.ascii_letters + string.digits), "api_key")

    def jwt(self, sub=None):
        hdr = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        body = {"sub": sub or str(self.r.randint(1000, 99999)), "iat": 1754000000 + self.r.randint(0, 10**6),
                "exp": 1754100000 + self.r.randint(0, 10**6), "scope": self.r.choice(["read", "read write", "admin"])}
        pl = b64url(json.dumps(body, separators=(",", ":")).encode())
        sig = b64url(hmac.new(os.urandom(16), f"{hdr}.{pl}".encode(), hashlib.sha256).digest())
        return self.reg(f"{hdr}.{pl}.{sig}", "jwt")

    def basic(self, user, pw):
        return self.reg(base64.b64encode(f"{user}:{pw}".encode()).decode(), "basic")

    # ---- hashes ----
    def hash_bcrypt(self):
        import bcrypt
        pw = self._s(14).encode()
        return self.reg(bcrypt.hashpw(pw, bcrypt.gensalt(rounds=4)).decode().replace("$2b$04$", "$2b$12$"), "hash_bcrypt")

    def hash_argon2(self):
        from argon2 import PasswordHasher
        return self.reg(PasswordHasher(time_cost=1, memory_cost=1024).hash(self._s(14)).replace("m=1024,t=1", "m=65536,t=3"), "hash_argon2")

    def hash_mysql(self, pw=None):
        pw = pw or self._s(14)
        return self.reg("*" + hashlib.sha1(hashlib.sha1(pw.encode()).digest()).hexdigest().upper(), "hash_mysql")

    def hash_django(self):
        salt = self._s(22)
        dk = hashlib.pbkdf2_hmac("sha256", self._s(12).encode(), salt.encode(), 1000)
        return self.reg(f"pbkdf2_sha256$600000${salt}${base64.b64encode(dk).decode()}", "hash_django")

    # ---- personal ----
    def email(self):
        first = self.r.choice(["li.wei", "sarah.connor", "j.smith", "maria.garcia", "olivia.brown", "zhang.min",
                               "hans.mueller", "amelie.dubois", "raj.patel", "yuki.tanaka", "noah.wilson", "chen.jing"])
        dom = self.r.choice(["example.com", "mail.example.org", "corp.example.net", "example.co.uk", "example.cn"])
        return self.reg(f"{first}{self.r.randint(1, 999)}@{dom}", "email")

    def phone_cn(self):
        return self.reg("1" + self.r.choice("3456789") + self._s(9, string.digits), "phone_cn")

    def phone_uk(self, style=0):
        d = "07" + self.r.choice("3456789") + self._s(8, string.digits)
        v = d if style == 0 else f"{d[:5]} {d[5:]}"
        return self.reg(v, "phone_uk")

    def phone_e164(self, cc=None):
        cc = cc or self.r.choice(["1", "44", "49", "33", "86", "91", "81", "61", "34"])
        n = {"1": 10, "44": 10, "49": 11, "33": 9, "86": 11, "91": 10, "81": 10, "61": 9, "34": 9}[cc]
        first = {"1": "415", "44": "7", "49": "15", "33": "6", "86": "13", "91": "9", "81": "90", "61": "4", "34": "6"}[cc]
        return self.reg("+" + cc + first + self._s(n - len(first), string.digits), "phone_e164")

    def card(self, sep="", brand=None):
        brand = brand or self.r.choice(["4", "51", "52", "55", "37", "6011"])
        length = 15 if brand == "37" else 16
        digits = brand + self._s(length - len(brand) - 1, string.digits)
        s = 0
        for i, ch in enumerate(reversed(digits)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
        num = digits + str((10 - s % 10) % 10)
        if sep:
            groups = [num[0:4], num[4:10], num[10:]] if length == 15 else [num[i:i + 4] for i in range(0, 16, 4)]
            num = sep.join(groups)
        return self.reg(num, "card")

    def iban(self, country=None, spaced=False):
        country = country or self.r.choice(["DE", "GB", "FR", "NL", "ES"])
        bban = {"DE": lambda: self._s(18, string.digits),
                "GB": lambda: self.r.choice(["NWBK", "BARC", "HBUK"]) + self._s(14, string.digits),
                "FR": lambda: self._s(23, string.digits),
                "NL": lambda: self.r.choice(["ABNA", "INGB", "RABO"]) + self._s(10, string.digits),
                "ES": lambda: self._s(20, string.digits)}[country]()
        conv = "".join(str(int(c, 36)) for c in bban + country + "00")
        chk = 98 - int(conv) % 97
        v = f"{country}{chk:02d}{bban}"
        if spaced:
            v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        return self.reg(v, "iban")

    def cnid(self):
        area = self.r.choice(["110101", "310104", "440305", "330106", "510107", "320102"])
        y = self.r.randint(1960, 2004)
        m = self.r.randint(1, 12)
        d = self.r.randint(1, 28)
        body = f"{area}{y}{m:02d}{d:02d}{self.r.randint(0, 999):03d}"
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        chk = "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]
        return self.reg(body + chk, "cnid")

    def ssn(self):
        return self.reg(f"{self.r.randint(100, 665):03d}-{self.r.randint(10, 99)}-{self.r.randint(1000, 9999)}", "ssn")

    def ip(self):
        v = self.r.choice([f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(2, 254)}",
                           f"192.168.{self.r.randint(0, 255)}.{self.r.randint(2, 254)}",
                           f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(2, 254)}",
                           f"203.0.113.{self.r.randint(2, 254)}", f"198.51.100.{self.r.randint(2, 254)}"])
        return self.reg(v, "ip")

    def host(self):
        v = self.r.choice([f"db-prod-{self.r.randint(1, 9):02d}.internal.example.net",
                           f"ip-10-{self.r.randint(0, 255)}-{self.r.randint(0, 255)}-{self.r.randint(2, 254)}.ec2.internal",
                           f"cache{self.r.randint(1, 9)}.eu-west-1.example.com",
                           f"worker-{self._s(5, string.ascii_lowercase + string.digits)}.corp.example.org",
                           f"mq-{self.r.randint(1, 3)}.prod.example.io"])
        return self.reg(v, "host")

    def pod(self):
        app = self.r.choice(["api-gateway", "billing-worker", "auth-service", "checkout-web", "ingest"])
        return self.reg(f"{app}-{self._s(10, 'bcdfghjklmnpqrstvwxz2456789')}-{self._s(5, 'bcdfghjklmnpqrstvwxz2456789')}", "pod")

    def user(self):
        v = self.r.choice(["alice", "bob", "carol", "deploy", "svc", "backup", "analyst", "ops", "jenkins", "mallory"])
        return self.reg(f"{v}_{self._s(4, string.ascii_lowercase + string.digits)}", "user")

    def name(self):
        return self.reg(self.r.choice(["Li Wei", "Sarah Connor", "Hans Müller", "Amélie Dubois", "Raj Patel",
                                       "Yuki Tanaka", "Olivia Brown", "Zhang Min", "María García"]), "name")

    def choice(self, xs):
        return self.r.choice(xs)

    def randint(self, a, b):
        return self.r.randint(a, b)
