#!/usr/bin/env python3
"""Deterministic generator for the independent ROW redaction corpus (standard library only).

    python3 generate.py          # (re)writes dev.jsonl and heldout.jsonl, then self-checks both files
    python3 generate.py --check  # only re-validates the two files on disk

All randomness comes from random.Random(SEED); every row template draws from its own
sub-generator seeded from the master stream, and is retried with a fresh seed until it
passes validate() (values present in a cell, no quote/backslash in listed values, length
limits, no listed value a substring of another listed value of the same row).

Sections: 1 value factories/checksums/encoders, 2 name pools, 3 row builder + validator,
4 dev templates (Django, DRF, django-oauth-toolkit, Laravel family, Keycloak, MySQL/MariaDB,
Spring Security OAuth2, app schema A), 5 heldout templates (Rails family, WordPress/WooCommerce,
Drupal, PostgreSQL, GitLab, Gitea, oauth2-server-php, Celery, app schema B), 6 driver.
"""
import base64
import collections
import hashlib
import json
import os
import random
import re
import string
import sys
import uuid
import zlib
from datetime import datetime, timedelta, timezone


# ==============================================================================
# section 1: common
# ==============================================================================
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEXD = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BCRYPT = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
ITOA64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
PW_SYMS = "!@#$%^&*-_+=?."
URLSAFE_PW = ALNUM + "-_.~"
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase

# Invented organisation names used for host names / e-mail domains.
COMPANIES = ["brivanta", "kelomar", "zentrify", "orvello", "quanmira", "teldrassa",
             "vynexa", "maruvia", "calixto", "ostrevo", "pelluna", "ardexia",
             "solvane", "tirelba", "umbrika", "fennoro"]
TLDS = ["io", "com", "net", "de", "fr", "com.br", "co.uk", "cn", "jp", "in", "nl", "ru", "es"]
MAIL_PUBLIC = {
    "cn": ["qq.com", "163.com", "126.com", "sina.cn", "foxmail.com"],
    "br": ["uol.com.br", "bol.com.br", "gmail.com", "terra.com.br", "hotmail.com"],
    "in": ["gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"],
    "uk": ["btinternet.com", "gmail.com", "outlook.com", "sky.com"],
    "de": ["web.de", "gmx.de", "t-online.de", "posteo.de"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "gmail.com"],
    "jp": ["yahoo.co.jp", "docomo.ne.jp", "gmail.com", "icloud.com"],
    "es": ["gmail.com", "telefonica.net", "hotmail.es"],
    "nl": ["ziggo.nl", "kpnmail.nl", "gmail.com"],
    "ru": ["yandex.ru", "mail.ru", "rambler.ru"],
    "xx": ["gmail.com", "outlook.com", "proton.me", "icloud.com"],
}


class G:
    """Random value factory bound to one Random instance."""

    def __init__(self, rng):
        self.r = rng

    # -- primitives -------------------------------------------------------
    def s(self, n, alpha=ALNUM):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def hex(self, n):
        return self.s(n, HEXD)

    def HEX(self, n):
        return self.s(n, HEXD.upper())

    def digits(self, n, first_nonzero=False):
        d = self.s(n, string.digits)
        if first_nonzero and d[0] == "0":
            d = str(self.r.randint(1, 9)) + d[1:]
        return d

    def raw(self, n):
        return bytes(self.r.getrandbits(8) for _ in range(n))

    def b64(self, n, url=False, pad=True, prefix=b""):
        data = prefix + self.raw(n - len(prefix))
        out = (base64.urlsafe_b64encode(data) if url else base64.b64encode(data)).decode()
        return out if pad else out.rstrip("=")

    def int(self, a, b):
        return self.r.randint(a, b)

    def choice(self, seq):
        return self.r.choice(seq)

    def sample(self, seq, k):
        return self.r.sample(seq, k)

    def chance(self, p):
        return self.r.random() < p

    def uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    # -- time -------------------------------------------------------------
    def dt(self, y0=2022, y1=2025):
        start = datetime(y0, 1, 1, tzinfo=timezone.utc)
        span = int((datetime(y1, 12, 31, tzinfo=timezone.utc) - start).total_seconds())
        return start + timedelta(seconds=self.r.randint(0, span), microseconds=self.r.randint(0, 999999))

    def ts_mysql(self, d=None):
        return (d or self.dt()).strftime("%Y-%m-%d %H:%M:%S")

    def ts_pg(self, d=None):
        return (d or self.dt()).strftime("%Y-%m-%d %H:%M:%S.%f") + "+00"

    def ts_django(self, d=None):
        return (d or self.dt()).strftime("%Y-%m-%d %H:%M:%S.%f") + "+00:00"

    def ts_iso(self, d=None, ms=False):
        d = d or self.dt()
        if ms:
            return d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (d.microsecond // 1000)
        return d.strftime("%Y-%m-%dT%H:%M:%SZ")

    def epoch(self, d=None):
        return int((d or self.dt()).timestamp())

    def epoch_ms(self, d=None):
        return int((d or self.dt()).timestamp() * 1000)

    # -- secrets ----------------------------------------------------------
    def password(self, lo=10, hi=16, urlsafe=False):
        while True:
            n = self.r.randint(lo, hi)
            if urlsafe:
                p = self.s(n, URLSAFE_PW)
            else:
                p = self.s(n - 2, ALNUM) + self.s(1, PW_SYMS) + self.s(1, string.digits)
                p = "".join(self.r.sample(p, len(p)))
            if any(c.isdigit() for c in p) and any(c.isalpha() for c in p):
                return p

    def bcrypt(self, prefix="$2a$", cost=12):
        return f"{prefix}{cost:02d}${self.s(22, BCRYPT)}{self.s(31, BCRYPT)}"

    def phpass(self):
        return "$P$B" + self.s(30, ITOA64)

    def wp68(self):
        return "$wp" + self.bcrypt("$2y$", 10)

    def drupal7(self):
        return "$S$E" + self.s(51, ITOA64)

    def django_pbkdf2(self, iters=None, algo="pbkdf2_sha256"):
        iters = iters or self.choice([600000, 720000, 870000, 1000000])
        n = 32 if algo == "pbkdf2_sha256" else 20
        return f"{algo}${iters}${self.s(22)}${self.b64(n)}"

    def django_argon2(self):
        return ("argon2$argon2id$v=19$m=102400,t=2,p=8$" + self.b64(16, pad=False)
                + "$" + self.b64(32, pad=False))

    def django_bcrypt_sha256(self):
        return "bcrypt_sha256$" + self.bcrypt("$2b$", 12)

    def django_scrypt(self):
        return f"scrypt$16384${self.s(22)}$8$1${self.b64(64)}"

    def mysql_native(self):
        return "*" + self.HEX(40)

    def mysql_caching_sha2(self):
        return "$A$005$" + self.s(20, BCRYPT) + self.s(43, BCRYPT)

    def pg_scram(self):
        return (f"SCRAM-SHA-256$4096:{self.b64(16)}${self.b64(32)}:{self.b64(32)}")

    def pg_md5(self):
        return "md5" + self.hex(32)

    def jwt(self, claims=None):
        hdr = {"alg": self.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
        body = {"sub": str(self.int(10, 99999)), "iat": self.epoch(), "jti": self.hex(16)}
        body.update(claims or {})
        enc = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
        return enc(hdr) + "." + enc(body) + "." + self.b64(32 if hdr["alg"] == "HS256" else 64, url=True, pad=False)

    def totp_b32(self, n=32):
        return self.s(n, B32)

    def aws_key_id(self):
        return self.choice(["AKIA", "ASIA"]) + self.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")

    def aws_secret(self):
        return self.s(40, ALNUM + "+/")

    def stripe_sk(self, kind="sk"):
        return f"{kind}_live_" + self.s(self.choice([24, 99]), ALNUM)

    def ghp(self):
        return "ghp_" + self.s(36)

    def github_pat(self):
        return "github_pat_" + self.s(22) + "_" + self.s(59)

    def glpat(self):
        return "glpat-" + self.s(20, ALNUM + "-_")

    def slack_bot(self):
        return f"xoxb-{self.digits(12, True)}-{self.digits(13, True)}-{self.s(24)}"

    def sendgrid(self):
        return "SG." + self.s(22, ALNUM + "-_") + "." + self.s(43, ALNUM + "-_")

    def google_api(self):
        return "AIza" + self.s(35, ALNUM + "-_")

    def openai(self):
        return "sk-proj-" + self.s(48, ALNUM + "-_")

    # -- webhooks ------------------------------------------------------------
    def slack_webhook(self):
        tok = self.s(24)
        url = f"https://hooks.slack.com/services/T{self.s(10, UPPER_ALNUM)}/B{self.s(10, UPPER_ALNUM)}/{tok}"
        return url, tok

    def discord_webhook(self):
        tok = self.s(68, ALNUM + "-_")
        return f"https://discord.com/api/webhooks/{self.digits(19, True)}/{tok}", tok

    def teams_webhook(self, org):
        alt = self.hex(32)
        extra = "V2" + self.s(43, ALNUM + "-_")
        url = (f"https://{org}.webhook.office.com/webhookb2/{self.uuid()}@{self.uuid()}"
               f"/IncomingWebhook/{alt}/{self.uuid()}/{extra}")
        return url, alt, extra

    # -- PEM --------------------------------------------------------------------
    def pem(self, kind="PRIVATE KEY"):
        if kind == "PUBLIC KEY":
            der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + self.raw(257) + bytes.fromhex("0203010001")
        else:
            der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + self.raw(1180)
        body = base64.b64encode(der).decode()
        lines = [body[i:i + 64] for i in range(0, len(body), 64)]
        text = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----\n"
        return text, lines, body

    # -- infrastructure -----------------------------------------------------------
    def company(self):
        return self.choice(COMPANIES)

    def ip_public(self):
        first = self.choice([31, 37, 46, 62, 77, 78, 81, 82, 85, 86, 88, 89, 91, 93, 94, 95, 109,
                             151, 176, 177, 178, 179, 186, 187, 188, 189, 190, 191, 200, 201, 212, 217])
        return f"{first}.{self.int(1, 254)}.{self.int(0, 254)}.{self.int(2, 253)}"

    def ip_private(self):
        k = self.int(0, 2)
        if k == 0:
            return f"10.{self.int(0, 254)}.{self.int(0, 254)}.{self.int(2, 253)}"
        if k == 1:
            return f"172.{self.int(16, 31)}.{self.int(0, 254)}.{self.int(2, 253)}"
        return f"192.168.{self.int(0, 254)}.{self.int(2, 253)}"

    def ipv6(self):
        groups = [self.choice(["2a02", "2001", "2804", "240e", "2409"]), self.hex(4)] + [self.hex(4).lstrip("0") or "0" for _ in range(6)]
        return ":".join(groups)

    def host_internal(self, co=None):
        co = co or self.company()
        svc = self.choice(["db", "pg", "mysql", "redis", "api", "worker", "kafka", "es", "mq", "vault", "ldap", "smtp"])
        env = self.choice(["prd", "stg", "ops", "core"])
        reg = self.choice(["euw1", "use1", "apse1", "sa1", "fra", "ams", "gru", "sha"])
        return f"{svc}-{self.int(1, 24):02d}.{env}-{reg}.{co}.internal"

    def host_rds(self):
        name = self.choice(["billing", "core", "ledger", "crm", "analytics", "auth"]) + "-" + self.choice(["prd", "stg"])
        reg = self.choice(["eu-west-1", "us-east-1", "sa-east-1", "ap-northeast-1", "eu-central-1"])
        return f"{name}.c{self.s(12, LOWER_ALNUM)}.{reg}.rds.amazonaws.com"

    def host_public(self, co=None, sub=None):
        co = co or self.company()
        sub = sub or self.choice(["app", "api", "portal", "admin", "sso", "auth", "mail", "files"])
        return f"{sub}.{co}.{self.choice(['io', 'com', 'net', 'de', 'com.br', 'co.uk'])}"

    def email(self, loc="xx", first=None, last=None, corp=None):
        first = (first or self.s(self.int(3, 7), string.ascii_lowercase)).lower()
        last = (last or self.s(self.int(4, 8), string.ascii_lowercase)).lower()
        style = self.int(0, 3)
        local = [f"{first}.{last}", f"{first}{last[0]}{self.int(1, 99)}", f"{first[0]}{last}", f"{last}.{first}{self.int(70, 99)}"][style]
        dom = corp or self.choice(MAIL_PUBLIC.get(loc, MAIL_PUBLIC["xx"]))
        return f"{local}@{dom}"


# -- checksum helpers -------------------------------------------------------------

def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(g, prefix, length):
    body = prefix + g.digits(length - len(prefix) - 1)
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def pan(g):
    """Random Luhn-valid PAN of a random brand. Returns (digits, grouping)."""
    brand = g.choice(["visa", "mc", "mc2", "amex", "disc", "jcb", "up"])
    if brand == "visa":
        num = luhn_complete(g, "4" + g.digits(5), 16)
    elif brand == "mc":
        num = luhn_complete(g, str(g.int(51, 55)) + g.digits(4), 16)
    elif brand == "mc2":
        num = luhn_complete(g, str(g.int(2221, 2720)) + g.digits(2), 16)
    elif brand == "amex":
        num = luhn_complete(g, g.choice(["34", "37"]) + g.digits(4), 15)
    elif brand == "disc":
        num = luhn_complete(g, "6011" + g.digits(2), 16)
    elif brand == "jcb":
        num = luhn_complete(g, "35" + str(g.int(28, 89)) + g.digits(2), 16)
    else:
        num = luhn_complete(g, "62" + g.digits(4), 16)
    if num in ("4111111111111111", "4242424242424242", "5555555555554444"):
        return pan(g)
    return num


def pan_brand(num):
    if num[0] == "4":
        return "visa"
    if num[:2] in ("34", "37"):
        return "amex"
    if num[:2] in ("51", "52", "53", "54", "55") or 2221 <= int(num[:4]) <= 2720:
        return "mastercard"
    if num[:4] == "6011":
        return "discover"
    if num[:2] == "35":
        return "jcb"
    return "unionpay"


def pan_format(g, num):
    sep = g.choice([" ", "-", "", " ", ""])
    if len(num) == 15:
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(parts)


def pan_masked(num, style=0):
    if style == 0:
        return num[:6] + "*" * (len(num) - 10) + num[-4:]
    if style == 1:
        return "**** **** **** " + num[-4:]
    return num[:4] + " " + "X" * 4 + " " + "X" * 4 + " " + num[-4:]


CN_AREAS = ["110105", "110108", "310104", "310115", "440305", "440106", "510107", "330106",
            "420106", "320102", "370102", "610113", "500103", "120101", "350203", "430104"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id_check(first17):
    return "10X98765432"[sum(int(a) * w for a, w in zip(first17, CN_W)) % 11]


def cn_resident_id(g):
    d = g.dt(1952, 2004)
    first17 = g.choice(CN_AREAS) + d.strftime("%Y%m%d") + g.digits(3)
    return first17 + cn_id_check(first17)


def cn_id_ok(idn):
    return len(idn) == 18 and cn_id_check(idn[:17]) == idn[17]


def cn_mobile(g):
    p = g.choice(["130", "131", "132", "135", "136", "137", "138", "139", "150", "151", "152", "155",
                  "156", "157", "158", "159", "166", "176", "177", "180", "181", "182", "185", "186",
                  "187", "188", "189", "191", "198", "199"])
    num = p + g.digits(8)
    style = g.int(0, 3)
    disp = [num, f"{num[:3]} {num[3:7]} {num[7:]}", f"+86 {num[:3]} {num[3:7]} {num[7:]}", f"+86-{num}"][style]
    return disp


def cpf(g, formatted=True):
    while True:
        d = [g.int(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    s1 = sum(d[i] * (10 - i) for i in range(9)) % 11
    d.append(0 if s1 < 2 else 11 - s1)
    s2 = sum(d[i] * (11 - i) for i in range(10)) % 11
    d.append(0 if s2 < 2 else 11 - s2)
    raw = "".join(map(str, d))
    return f"{raw[:3]}.{raw[3:6]}.{raw[6:9]}-{raw[9:]}" if formatted else raw


def cpf_ok(c):
    d = [int(x) for x in c if x.isdigit()]
    if len(d) != 11:
        return False
    s1 = sum(d[i] * (10 - i) for i in range(9)) % 11
    s2 = sum(d[i] * (11 - i) for i in range(10)) % 11
    return d[9] == (0 if s1 < 2 else 11 - s1) and d[10] == (0 if s2 < 2 else 11 - s2)


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_ok(iban):
    s = iban.replace(" ", "")
    return int(_iban_num(s[4:] + s[:4])) % 97 == 1


def _rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def _es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(digits10, w)) % 11
    return {10: 1, 11: 0}.get(r, r)


def iban(g, cc=None, grouped=None):
    cc = cc or g.choice(["DE", "GB", "FR", "NL", "ES", "IT", "BE", "PT"])
    if cc == "DE":
        bban = g.digits(8, True) + g.digits(10)
    elif cc == "GB":
        bban = g.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG"]) + g.digits(6) + g.digits(8)
    elif cc == "FR":
        bank, branch, acct = g.digits(5, True), g.digits(5), g.digits(11)
        bban = bank + branch + acct + "%02d" % _rib_key(bank, branch, acct)
    elif cc == "NL":
        bban = g.choice(["ABNA", "RABO", "INGB", "SNSB", "TRIO"]) + g.digits(10)
    elif cc == "ES":
        bank, branch, acct = g.digits(4, True), g.digits(4), g.digits(10)
        bban = bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
    elif cc == "IT":
        bban = g.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") + g.digits(5, True) + g.digits(5) + g.digits(12)
    elif cc == "BE":
        b = g.digits(10, True)
        chk = int(b) % 97 or 97
        bban = b + "%02d" % chk
    else:  # PT
        bban = g.digits(21, True)
    check = 98 - int(_iban_num(bban + cc + "00")) % 97
    s = f"{cc}{check:02d}{bban}"
    assert iban_ok(s)
    if grouped is None:
        grouped = g.chance(0.5)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if grouped else s


# -- phones by locale (national formats) ---------------------------------------------

def phone(g, loc):
    d = g.digits
    if loc == "uk":
        return g.choice([f"07{g.int(400, 999)} {d(6)}", f"020 {g.int(3, 8)}{d(3)} {d(4)}",
                         f"0161 {g.int(200, 999)} {d(4)}", f"+44 7{g.int(400, 999)} {d(6)}",
                         f"0113 {g.int(200, 499)} {d(4)}"])
    if loc == "de":
        return g.choice([f"030 {g.int(2, 9)}{d(7)}", f"0151 {d(8)}", f"+49 170 {d(7)}",
                         f"089/{g.int(2, 9)}{d(6)}", f"0176-{d(8)}", f"+49 (0)40 {d(7)}"])
    if loc == "fr":
        mob = f"0{g.choice([6, 7])} {d(2)} {d(2)} {d(2)} {d(2)}"
        return g.choice([mob, f"01 {d(2)} {d(2)} {d(2)} {d(2)}", f"+33 {g.choice([6, 7])} {d(2)} {d(2)} {d(2)} {d(2)}",
                         f"04.{d(2)}.{d(2)}.{d(2)}.{d(2)}"])
    if loc == "jp":
        n = lambda: d(4, True)  # noqa: E731  subscriber groups do not start with 0
        return g.choice([f"090-{n()}-{d(4)}", f"080-{n()}-{d(4)}", f"03-{n()}-{d(4)}",
                         f"+81 90-{n()}-{d(4)}", f"06-{n()}-{d(4)}", f"070{n()}{d(4)}"])
    if loc == "in":
        m = str(g.choice([6, 7, 8, 9])) + d(9)
        return g.choice([f"+91 {m[:5]} {m[5:]}", f"0{m[:5]} {m[5:]}", m, f"+91-{m}", f"022 {d(4)} {d(4)}"])
    if loc == "br":
        return g.choice([f"({g.choice([11, 21, 31, 41, 51, 61, 71, 81])}) 9{d(4)}-{d(4)}",
                         f"+55 {g.choice([11, 21, 48, 19])} 9{d(4)}-{d(4)}",
                         f"({g.choice([11, 31, 41])}) {g.int(2, 5)}{d(3)}-{d(4)}",
                         f"55119{d(8)}"])
    if loc == "ru":
        return g.choice([f"+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}", f"8 (9{d(2)}) {d(3)}-{d(2)}-{d(2)}",
                         f"+7 (495) {d(3)}-{d(2)}-{d(2)}"])
    if loc == "es":
        return g.choice([f"6{d(2)} {d(2)} {d(2)} {d(2)}", f"+34 6{d(2)} {d(3)} {d(3)}", f"91 {d(3)} {d(2)} {d(2)}"])
    if loc == "nl":
        return g.choice([f"06-{d(8)}", f"+31 6 {d(8)}", f"020-{d(3)} {d(4)}", f"06 {d(2)} {d(2)} {d(2)} {d(2)}"])
    if loc == "cn":
        return cn_mobile(g)
    raise ValueError(loc)


# -- PHP / JSON encoders ------------------------------------------------------------

def php_ser(v):
    if v is None:
        return "N;"
    if isinstance(v, bool):
        return "b:%d;" % int(v)
    if isinstance(v, int):
        return "i:%d;" % v
    if isinstance(v, float):
        return "d:%s;" % repr(v)
    if isinstance(v, str):
        return 's:%d:"%s";' % (len(v.encode("utf-8")), v)
    if isinstance(v, PhpObj):
        body = "".join(php_ser(k) + php_ser(x) for k, x in v.props.items())
        return 'O:%d:"%s":%d:{%s}' % (len(v.cls.encode()), v.cls, len(v.props), body)
    if isinstance(v, list):
        v = {i: x for i, x in enumerate(v)}
    if isinstance(v, dict):
        body = "".join(php_ser(k) + php_ser(x) for k, x in v.items())
        return "a:%d:{%s}" % (len(v), body)
    raise TypeError(type(v))


class PhpObj:
    def __init__(self, cls, props):
        self.cls, self.props = cls, props


def php_json(obj):
    """json_encode() with default flags: escapes '/' and non-ASCII."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=True).replace("/", "\\/")


def laravel_encrypted(g, plaintext_len=40):
    iv = g.b64(16)
    val = g.b64(plaintext_len + 16 - plaintext_len % 16)
    blob = php_json({"iv": iv, "value": val, "mac": g.hex(64), "tag": ""})
    return base64.b64encode(blob.encode()).decode()


def b62(n):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out or "0"


def django_signed_session(g, payload):
    data = json.dumps(payload, separators=(",", ":")).encode()
    comp = zlib.compress(data)
    if len(comp) < len(data) - 1:
        body = "." + base64.urlsafe_b64encode(comp).decode().rstrip("=")
    else:
        body = base64.urlsafe_b64encode(data).decode().rstrip("=")
    return f"{body}:{b62(g.epoch())}:{g.b64(32, url=True, pad=False)}"


def django_legacy_session(g, payload):
    ser = json.dumps(payload, separators=(",", ":"))
    return base64.b64encode(f"{g.hex(40)}:{ser}".encode()).decode()


def sha256_hex(s):
    return hashlib.sha256(s.encode()).hexdigest()


# ==============================================================================
# section 2: names
# ==============================================================================
NAMES = {
    "cn": (["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭"],
           ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀英", "霞", "桂英", "建华", "晓东"]),
    "cn_py": (["wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "zhou", "wu", "xu", "sun"],
              ["wei", "fang", "na", "min", "jing", "li", "qiang", "lei", "jun", "yang", "yong", "yan", "jie", "tao", "ming", "chao"]),
    "br": (["João", "Maria", "Ana", "Pedro", "Lucas", "Juliana", "Gabriel", "Beatriz", "Rafael", "Larissa", "Thiago", "Camila"],
           ["Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Carvalho", "Ribeiro"]),
    "in": (["Aarav", "Priya", "Rohan", "Ananya", "Vikram", "Sneha", "Arjun", "Kavya", "Rahul", "Neha"],
           ["Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta", "Mehta", "Singh", "Kulkarni", "Desai"]),
    "uk": (["Oliver", "Amelia", "Harry", "Isla", "George", "Ava", "Jack", "Emily", "Charlie", "Sophie"],
           ["Smith", "Jones", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Roberts", "Walker"]),
    "de": (["Lukas", "Anna", "Jonas", "Lena", "Felix", "Marie", "Paul", "Sophie", "Leon", "Hannah"],
           ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer"]),
    "fr": (["Louis", "Camille", "Hugo", "Léa", "Arthur", "Chloé", "Jules", "Manon", "Lucas", "Inès"],
           ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau"]),
    "jp": (["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"],
           ["翔太", "美咲", "健一", "陽菜", "大輔", "さくら", "拓海", "結衣", "蓮", "葵"]),
    "es": (["Alejandro", "Lucía", "Pablo", "Martina", "Daniel", "Sofía", "Álvaro", "Carmen"],
           ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez"]),
    "nl": (["Daan", "Emma", "Sem", "Julia", "Lucas", "Tess", "Finn", "Sanne"],
           ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer"]),
    "ru": (["Алексей", "Мария", "Дмитрий", "Анна", "Иван", "Екатерина", "Сергей", "Ольга"],
           ["Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов"]),
}

ASCII_FOLD = str.maketrans("ãáàâäçéèêëíìîïñóòôöõúùûüÁÉÍÓÚÄÖÜß", "aaaaaceeeeiiiinooooouuuuAEIOUAOUs")


def person(g, loc):
    firsts, lasts = NAMES[loc]
    f, l = g.choice(firsts), g.choice(lasts)
    if loc in ("cn", "jp"):
        return f + l, None, None
    fa, la = f.translate(ASCII_FOLD), l.translate(ASCII_FOLD).replace(" ", "")
    if loc == "ru":
        fa = g.choice(["alexey", "maria", "dmitry", "anna", "ivan", "katya", "sergey", "olga"])
        la = g.choice(["ivanov", "smirnov", "kuznetsov", "popov", "vasiliev", "petrov", "sokolov"])
    return f + " " + l, fa.lower(), la.lower()


def pinyin(g):
    f, l = NAMES["cn_py"]
    return g.choice(f), g.choice(l)


# ==============================================================================
# section 3: rows
# ==============================================================================
CLASSES = {"encoded", "positional", "key_unusual", "no_key", "pii_locale", "hashes", "infra", "lookalike", "mixed"}
BAD_CHARS = set('"\\') | {chr(i) for i in range(32)}


class Row:
    def __init__(self, table, cls, source):
        assert cls in CLASSES, cls
        self.table, self.cls, self.source = table, cls, source
        self.cols, self.vals = [], []
        self.S, self.P, self.K = [], [], []

    def c(self, col, val, s=None, p=None, k=None):
        """Add a column. s/p/k: value(s) to list as secret/private/keep.
        k=True keeps the JSON-printed form of the whole value."""
        self.cols.append(col)
        self.vals.append(val)
        for lst, v in ((self.S, s), (self.P, p), (self.K, k)):
            if v is None or v is False:
                continue
            if v is True:
                v = val if isinstance(val, str) else json.dumps(val)
            if isinstance(v, (list, tuple)):
                lst.extend(v)
            else:
                lst.append(v)
        return self

    def add(self, s=None, p=None, k=None):
        for lst, v in ((self.S, s), (self.P, p), (self.K, k)):
            if v is None:
                continue
            if isinstance(v, (list, tuple)):
                lst.extend(v)
            else:
                lst.append(v)
        return self

    def record(self):
        return {"kind": "row", "table": self.table, "columns": self.cols, "row": self.vals,
                "secrets": self.S, "private": self.P, "keep": self.K,
                "class": self.cls, "source": self.source}


def cell_texts(cell):
    """The texts a listed value may be searched in: the raw cell text and its JSON-printed form."""
    printed = json.dumps(cell, ensure_ascii=False)
    raw = cell if isinstance(cell, str) else printed
    return raw, printed


def validate(rec):
    """Return a list of problems (empty list = OK)."""
    errs = []
    try:
        line = json.dumps(rec, ensure_ascii=False)
        json.loads(line)
    except Exception as e:  # noqa
        return [f"json: {e}"]
    if len(rec["columns"]) != len(rec["row"]):
        errs.append("columns/row length mismatch")
    if rec["class"] not in CLASSES:
        errs.append("bad class")
    texts = [cell_texts(c) for c in rec["row"]]
    listed = []
    for cat in ("secrets", "private", "keep"):
        for v in rec[cat]:
            if not isinstance(v, str):
                errs.append(f"{cat} value not a string: {v!r}")
                continue
            minlen = 3 if cat == "keep" else 6
            if len(v) < minlen:
                errs.append(f"{cat} value too short: {v!r}")
            if any(ch in BAD_CHARS for ch in v):
                errs.append(f"{cat} value has quote/backslash/control char: {v!r}")
            if not any(v in raw and v in printed for raw, printed in texts):
                errs.append(f"{cat} value not found in any cell: {v!r}")
            listed.append((cat, v))
    for i, (ca, a) in enumerate(listed):
        for j, (cb, b) in enumerate(listed):
            if i == j:
                continue
            if a == b:
                errs.append(f"duplicate listed value {a!r} ({ca}/{cb})")
            elif a in b:
                errs.append(f"{ca} {a!r} is a substring of {cb} {b!r}")
    return errs


# ==============================================================================
# section 4: dev
# ==============================================================================
# ---------------------------------------------------------------- Django ------------
SRC_DJ = "Django 5 contrib.auth auth_user (docs: Password management in Django)"


def dj_auth_user(g):
    r = Row("auth_user", "hashes", SRC_DJ)
    name, f, l = person(g, g.choice(["uk", "fr", "de", "br"]))
    kind = g.int(0, 4)
    pw = [g.django_pbkdf2, g.django_argon2, g.django_bcrypt_sha256, g.django_scrypt,
          lambda: g.django_pbkdf2(iters=30000, algo="pbkdf2_sha1")][kind]()
    uid = g.int(100, 99999)
    last = g.ts_django()
    joined = g.ts_django(g.dt(2019, 2021))
    r.c("id", uid, k=True).c("password", pw, s=pw).c("last_login", last, k=True)
    r.c("is_superuser", g.chance(0.1)).c("username", f + "." + l[:3] + str(g.int(1, 99)))
    r.c("first_name", name.split(" ")[0]).c("last_name", name.split(" ", 1)[1])
    em = g.email("xx", f, l)
    r.c("email", em, p=em).c("is_staff", g.chance(0.2)).c("is_active", True).c("date_joined", joined, k=True)
    return r


def dj_session(g):
    r = Row("django_session", "encoded", "Django 5 contrib.sessions django_session (AbstractBaseSession)")
    key = g.s(32, LOWER_ALNUM)
    payload = {"_auth_user_id": str(g.int(2, 90000)),
               "_auth_user_backend": "django.contrib.auth.backends.ModelBackend",
               "_auth_user_hash": g.hex(64)}
    if g.chance(0.5):
        payload["cart"] = {"items": [g.int(100, 999)], "coupon": g.s(8).upper()}
    data = django_signed_session(g, payload) if g.chance(0.6) else django_legacy_session(g, payload)
    exp = g.ts_django()
    r.c("session_key", key, s=key).c("session_data", data, s=data).c("expire_date", exp, k=True)
    return r


def drf_token(g):
    r = Row("authtoken_token", "positional", "Django REST framework authtoken_token (0001_initial migration)")
    key = g.hex(40)
    r.c("key", key, s=key).c("created", g.ts_django(), k=True).c("user_id", g.int(1000, 99999), k=True)
    return r


def dot_application(g):
    r = Row("oauth2_provider_application", "positional", "django-oauth-toolkit 2.x oauth2_provider_application")
    host = g.host_public()
    sec = g.django_pbkdf2() if g.chance(0.6) else g.s(128)
    r.c("id", g.int(10, 400)).c("client_id", g.s(40))
    r.c("redirect_uris", f"https://{host}/oauth/callback", p=host)
    r.c("client_type", "confidential", k=True).c("authorization_grant_type", "authorization-code", k=True)
    r.c("client_secret", sec, s=sec).c("name", g.choice(["Billing portal", "Mobile app", "Partner API", "BI export"]))
    r.c("user_id", g.int(1, 50)).c("skip_authorization", False)
    r.c("created", g.ts_django(), k=True).c("updated", g.ts_django(), k=True).c("algorithm", "RS256", k=True)
    return r


def dot_accesstoken(g):
    r = Row("oauth2_provider_accesstoken", "positional", "django-oauth-toolkit 2.x oauth2_provider_accesstoken")
    tok = g.s(30)
    r.c("id", g.int(1000, 900000)).c("token", tok, s=tok).c("expires", g.ts_django(), k=True)
    r.c("scope", "read write", k=True).c("application_id", g.int(10, 400)).c("user_id", g.int(1, 9000))
    r.c("created", g.ts_django(), k=True).c("source_refresh_token_id", None).c("id_token_id", None)
    chk = sha256_hex(tok)
    r.c("token_checksum", chk, s=chk)
    return r


def dj_admin_log(g):
    r = Row("django_admin_log", "lookalike", "Django 5 contrib.admin django_admin_log")
    fields = g.choice([["Password"], ["Password", "Last login"], ["Password", "Staff status"]])
    msg = json.dumps([{"changed": {"fields": fields}}])
    r.c("id", g.int(1000, 99999)).c("action_time", g.ts_django(), k=True).c("object_id", str(g.int(100, 9999)))
    r.c("object_repr", "user #" + str(g.int(100, 999))).c("action_flag", 2).c("change_message", msg, k="Password")
    r.c("content_type_id", 4).c("user_id", g.int(1, 9))
    return r


# ---------------------------------------------------------------- Laravel -----------
def lv_users(g):
    tfa = g.chance(0.45)
    r = Row("users", "encoded" if tfa else "hashes",
            "Laravel 11 users table (0001_01_01_000000_create_users_table" + (" + Fortify two-factor columns)" if tfa else ")"))
    name, f, l = person(g, g.choice(["in", "br", "uk", "fr"]))
    em = g.email("xx", f, l)
    pw = g.bcrypt("$2y$", 12)
    rt = g.s(60)
    r.c("id", g.int(100, 99999)).c("name", name).c("email", em, p=em).c("email_verified_at", g.ts_mysql(), k=True)
    r.c("password", pw, s=pw).c("remember_token", rt, s=rt)
    if tfa:
        sec = laravel_encrypted(g, 32)
        rec = laravel_encrypted(g, 8 * 23)
        r.c("two_factor_secret", sec, s=sec).c("two_factor_recovery_codes", rec, s=rec)
        r.c("two_factor_confirmed_at", g.ts_mysql(), k=True)
    r.c("created_at", g.ts_mysql(), k=True).c("updated_at", g.ts_mysql(), k=True)
    return r


def lv_password_reset(g):
    r = Row("password_reset_tokens", "positional", "Laravel 11 password_reset_tokens")
    name, f, l = person(g, g.choice(["in", "br", "uk"]))
    em = g.email("xx", f, l)
    tok = g.bcrypt("$2y$", 12)
    r.c("email", em, p=em).c("token", tok, s=tok).c("created_at", g.ts_mysql(), k=True)
    return r


def lv_pat(g):
    r = Row("personal_access_tokens", "positional", "Laravel Sanctum personal_access_tokens (token = sha256 of plain token)")
    plain = g.s(40)
    h = sha256_hex(plain)
    name = g.choice(["deploy-bot", "zapier", "mobile-ios", "ci-runner", "grafana"])
    ab = g.choice(['["*"]', '["server:read","server:update"]', '["invoices:read"]'])
    r.c("id", g.int(1, 9999)).c("tokenable_type", "App\\Models\\User").c("tokenable_id", g.int(1, 9999))
    r.c("name", name, k=True).c("token", h, s=h).c("abilities", ab)
    r.c("last_used_at", g.ts_mysql(), k=True).c("expires_at", None).c("created_at", g.ts_mysql(), k=True)
    return r


def lv_sessions(g):
    r = Row("sessions", "encoded", "Laravel 11 sessions table (database session driver)")
    sid = g.s(40)
    ip = g.choice([g.ip_public, g.ipv6])()
    host = g.host_public()
    data = {"_token": g.s(40), "_previous": {"url": f"https://{host}/dashboard"},
            "_flash": {"old": [], "new": []}, "login_web_" + g.hex(40): g.int(1, 9999)}
    if g.chance(0.4):
        data["password_hash_web"] = g.bcrypt("$2y$", 12)
    payload = base64.b64encode(php_ser(data).encode()).decode()
    ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
    la = g.epoch()
    r.c("id", sid, s=sid).c("user_id", g.int(1, 9999)).c("ip_address", ip, p=ip).c("user_agent", ua)
    r.c("payload", payload, s=payload).c("last_activity", la, k=True)
    return r


def lv_jobs(g):
    r = Row("jobs", "encoded", "Laravel 11 jobs table (database queue driver payload)")
    kind = g.int(0, 2)
    if kind == 0:
        key = g.s(32)
        cls = "App\\Jobs\\SyncCrmContact"
        props = {"apiKey": key, "contactId": g.int(1000, 99999), "tries": 3}
        listed = [key]
    elif kind == 1:
        url, tok = g.slack_webhook()
        cls = "App\\Jobs\\NotifySlack"
        props = {"webhook": url, "text": "Invoice batch exported"}
        listed = [tok]
    else:
        pw = g.password(urlsafe=True)
        cls = "App\\Jobs\\ImportLegacyOrders"
        props = {"connection": {"host": g.ip_private(), "user": "legacy_ro", "password": pw}, "since": "2023-01-01"}
        listed = [pw]
    cmd = php_ser(PhpObj(cls, props))
    uid = g.uuid()
    payload = php_json({"uuid": uid, "displayName": cls, "job": "Illuminate\\Queue\\CallQueuedHandler@call",
                        "maxTries": None, "maxExceptions": None, "failOnTimeout": False, "backoff": None,
                        "timeout": None, "retryUntil": None, "data": {"commandName": cls, "command": cmd}})
    r.c("id", g.int(1, 999999)).c("queue", "default").c("payload", payload, s=listed, k=uid)
    r.c("attempts", 0).c("reserved_at", None).c("available_at", g.epoch(), k=True).c("created_at", g.epoch())
    if kind == 2:
        r.add(p=props["connection"]["host"])
    return r


def lv_failed_jobs(g):
    r = Row("failed_jobs", "mixed", "Laravel 11 failed_jobs table")
    uid = g.uuid()
    user = g.choice(["app", "laravel", "forge"])
    ip = g.ip_private()
    host = g.host_rds()
    key = g.stripe_sk()
    cls = "App\\Jobs\\ChargeSubscription"
    cmd = php_ser(PhpObj(cls, {"subscriptionId": g.int(1000, 9999), "stripeSecret": key}))
    payload = php_json({"uuid": uid, "displayName": cls, "job": "Illuminate\\Queue\\CallQueuedHandler@call",
                        "data": {"commandName": cls, "command": cmd}})
    exc = (f"PDOException: SQLSTATE[HY000] [1045] Access denied for user '{user}'@'{ip}' (using password: YES) "
           f"in /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php:65\n"
           f"Stack trace:\n#0 /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(65): "
           f"PDO->__construct('mysql:host={host};port=3306;dbname=billing', '{user}', Object(SensitiveParameterValue), Array)")
    r.c("id", g.int(1, 99999)).c("uuid", uid, k=uid).c("connection", "database").c("queue", "default")
    r.c("payload", payload, s=key).c("exception", exc, p=[ip, host], k="SQLSTATE[HY000] [1045] Access denied")
    r.c("failed_at", g.ts_mysql(), k=True)
    return r


def lv_passport_clients(g):
    r = Row("oauth_clients", "positional", "Laravel Passport oauth_clients")
    host = g.host_public()
    sec = g.s(40) if g.chance(0.5) else g.bcrypt("$2y$", 10)
    r.c("id", g.uuid(), k=True).c("user_id", None).c("name", g.choice(["Laravel Password Grant Client", "Partner Portal", "Mobile"]))
    r.c("secret", sec, s=sec).c("provider", "users").c("redirect", f"https://{host}/auth/callback", p=host)
    r.c("personal_access_client", False).c("password_client", g.chance(0.5)).c("revoked", False)
    r.c("created_at", g.ts_mysql(), k=True)
    return r


def lv_activity_log(g):
    r = Row("activity_log", "encoded", "spatie/laravel-activitylog activity_log (properties JSON)")
    name, f, l = person(g, g.choice(["in", "br", "fr"]))
    old_tok, new_tok = g.s(60), g.s(60)
    em = g.email("xx", f, l)
    props = {"attributes": {"email": em, "api_token": new_tok, "plan": "pro"},
             "old": {"email": em, "api_token": old_tok, "plan": "starter"}}
    text = json.dumps(props)
    bu = g.uuid()
    r.c("id", g.int(1, 999999)).c("log_name", "default").c("description", "updated")
    r.c("subject_type", "App\\Models\\User").c("subject_id", g.int(1, 9999)).c("event", "updated")
    r.c("causer_type", "App\\Models\\User").c("causer_id", g.int(1, 50))
    r.c("properties", text if g.chance(0.6) else props, s=[old_tok, new_tok], p=em)
    r.c("batch_uuid", bu, k=bu).c("created_at", g.ts_mysql(), k=True)
    return r


# ---------------------------------------------------------------- Keycloak ----------
SRC_KC = "Keycloak 24 database (credential/client/component_config/realm_smtp_config/user_entity/event_entity)"


def kc_credential_pw(g):
    r = Row("credential", "hashes", SRC_KC)
    sha512 = g.chance(0.4)
    val = g.b64(64 if sha512 else 32)
    sd = json.dumps({"value": val, "salt": g.b64(16), "additionalParameters": {}}, separators=(",", ":"))
    it, alg = (210000, "pbkdf2-sha512") if sha512 else (27500, "pbkdf2-sha256")
    cd = json.dumps({"hashIterations": it, "algorithm": alg, "additionalParameters": {}}, separators=(",", ":"))
    cid, uid = g.uuid(), g.uuid()
    r.c("id", cid, k=cid).c("salt", None).c("type", "password").c("user_id", uid, k=uid)
    r.c("created_date", g.epoch_ms(), k=True).c("user_label", None).c("secret_data", sd, s=val)
    r.c("credential_data", cd, k=[alg, str(it)]).c("priority", 10)
    return r


def kc_credential_otp(g):
    r = Row("credential", "encoded", SRC_KC)
    sec = g.s(20)
    sd = json.dumps({"value": sec}, separators=(",", ":"))
    cd = json.dumps({"subType": "totp", "digits": 6, "counter": 0, "period": 30, "algorithm": "HmacSHA1"}, separators=(",", ":"))
    cid = g.uuid()
    r.c("id", cid, k=cid).c("salt", None).c("type", "otp").c("user_id", g.uuid()).c("created_date", g.epoch_ms(), k=True)
    r.c("user_label", g.choice(["Pixel 8", "iPhone", "Authy", "1Password"])).c("secret_data", sd, s=sec)
    r.c("credential_data", cd, k="HmacSHA1").c("priority", 20)
    return r


def kc_client(g):
    r = Row("client", "positional", SRC_KC)
    co = g.company()
    host = g.host_public(co)
    sec = g.s(32)
    cid = g.choice(["billing-service", "reporting-ui", "erp-connector", "grafana", "argocd"])
    r.c("id", g.uuid(), k=True).c("enabled", True).c("full_scope_allowed", True).c("client_id", cid, k=cid)
    r.c("not_before", 0).c("public_client", False).c("secret", sec, s=sec).c("base_url", f"https://{host}/", p=host)
    r.c("bearer_only", False).c("management_url", None).c("surrogate_auth_required", False)
    r.c("realm_id", g.uuid()).c("protocol", "openid-connect", k=True).c("client_authenticator_type", "client-secret", k=True)
    return r


def kc_component_secret(g):
    r = Row("component_config", "no_key", SRC_KC)
    kind = g.int(0, 2)
    if kind == 0:
        _, _, body = g.pem("PRIVATE KEY")
        name, val = "privateKey", body
        listed = [body[200:264], body[900:964]]
    elif kind == 1:
        name, val = "secret", g.b64(64, url=True, pad=False)
        listed = [val]
    else:
        name, val = "bindCredential", g.password()
        listed = [val]
    r.c("id", g.uuid(), k=True).c("component_id", g.uuid(), k=True).c("name", name).c("value", val, s=listed)
    return r


def kc_component_keep(g):
    r = Row("component_config", "lookalike", SRC_KC)
    kind = g.int(0, 4)
    if kind == 0:
        name, val, k = "kid", g.uuid(), True
    elif kind == 1:
        name, val, k = "algorithm", g.choice(["RS256", "HS512", "RSA-OAEP", "ES256"]), True
    elif kind == 2:
        name, val, k = "priority", str(g.int(100, 999)), True
    elif kind == 3:
        der = bytes.fromhex("308202a130820189a003020102020601") + g.raw(660)
        body = base64.b64encode(der).decode()
        name, val, k = "certificate", body, body[100:164]
    else:
        name, val, k = "keySize", g.choice(["2048", "4096"]), True
    r.c("id", g.uuid(), k=True).c("component_id", g.uuid(), k=True).c("name", name).c("value", val, k=k)
    return r


def kc_smtp(g):
    r = Row("realm_smtp_config", "no_key", SRC_KC)
    rid = g.uuid()
    kind = g.int(0, 3)
    if kind == 0:
        val = g.password()
        r.c("realm_id", rid, k=rid).c("value", val, s=val).c("name", "password")
    elif kind == 1:
        val = g.host_internal()
        r.c("realm_id", rid, k=rid).c("value", val, p=val).c("name", "host")
    elif kind == 2:
        val = "noreply@" + g.host_public(sub="mail").split(".", 1)[1]
        r.c("realm_id", rid, k=rid).c("value", val, p=val).c("name", "from")
    else:
        val = g.choice(["587", "465", "2525"])
        r.c("realm_id", rid, k=rid).c("value", val, k=val).c("name", "port")
        r.cls = "lookalike"
    return r


def kc_user_entity(g):
    r = Row("user_entity", "pii_locale", SRC_KC)
    loc = g.choice(["de", "fr", "cn", "br", "in"])
    name, f, l = person(g, loc)
    if f is None:
        f, l = pinyin(g)
    em = g.email(loc, f, l)
    uid = g.uuid()
    r.c("id", uid, k=uid).c("email", em, p=em).c("email_constraint", em).c("email_verified", True).c("enabled", True)
    r.c("federation_link", None).c("first_name", name.split(" ")[0]).c("last_name", name.split(" ")[-1])
    r.c("realm_id", g.uuid()).c("username", em).c("created_timestamp", g.epoch_ms(), k=True)
    return r


def kc_event(g):
    r = Row("event_entity", "mixed", SRC_KC)
    name, f, l = person(g, g.choice(["uk", "de", "br"]))
    em = g.email("xx", f, l)
    ip = g.ip_public()
    err = g.chance(0.4)
    det = {"auth_method": "openid-connect", "auth_type": "code", "redirect_uri": "https://" + g.host_public() + "/sso/callback",
           "code_id": g.uuid(), "username": em}
    host = det["redirect_uri"].split("/")[2]
    r.c("id", g.uuid(), k=True).c("client_id", "account-console").c("details_json", json.dumps(det), p=[em, host], k="openid-connect")
    r.c("error", "invalid_user_credentials" if err else None, k=("invalid_user_credentials" if err else None))
    r.c("ip_address", ip, p=ip).c("realm_id", g.uuid()).c("session_id", g.uuid(), k=True)
    r.c("event_time", g.epoch_ms(), k=True).c("type", "LOGIN_ERROR" if err else "LOGIN", k=True).c("user_id", g.uuid())
    return r


# ---------------------------------------------------------------- MySQL --------------
def my_user(g):
    r = Row("mysql.user", "hashes", "MySQL 8.0 mysql.user grant table (authentication_string)")
    plugin = g.choice(["caching_sha2_password", "mysql_native_password"])
    auth = g.mysql_caching_sha2() if plugin == "caching_sha2_password" else g.mysql_native()
    hk = g.int(0, 3)
    host = [g.ip_private(), g.host_internal(), "%", g.ip_private().rsplit(".", 1)[0] + ".%"][hk]
    r.c("Host", host, p=(host if hk in (0, 1) else None)).c("User", g.choice(["app_rw", "repl", "backup", "metabase", "etl"]))
    r.c("plugin", plugin, k=plugin).c("authentication_string", auth, s=auth)
    r.c("password_expired", "N").c("password_last_changed", g.ts_mysql(), k=True).c("password_lifetime", None)
    r.c("account_locked", "N")
    return r


def my_global_priv(g):
    r = Row("mysql.global_priv", "hashes", "MariaDB 10.11 mysql.global_priv (Priv JSON)")
    h = g.mysql_native()
    host = g.choice([g.ip_private(), g.host_internal()])
    priv = {"access": g.choice([0, 1073741823, 18446744073709551615]), "version_id": 101106,
            "plugin": "mysql_native_password", "authentication_string": h, "password_last_changed": g.epoch()}
    r.c("Host", host, p=host).c("User", g.choice(["wp", "nextcloud", "zabbix", "app"]))
    r.c("Priv", json.dumps(priv, separators=(",", ":")), s=h, k="mysql_native_password")
    return r


def my_master_info(g):
    r = Row("mysql.slave_master_info", "infra", "MySQL 8.0 mysql.slave_master_info (replication connection metadata)")
    host = g.choice([g.host_internal(), g.host_rds(), g.ip_private()])
    pw = g.password(urlsafe=True)
    uid = g.uuid()
    log = "binlog.%06d" % g.int(1, 9999)
    r.c("Number_of_lines", 33).c("Master_log_name", log, k=log).c("Master_log_pos", g.int(100000, 99999999), k=True)
    r.c("Host", host, p=host).c("User_name", "repl").c("User_password", pw, s=pw).c("Port", 3306, k="3306")
    r.c("Connect_retry", 60).c("Enabled_ssl", 1).c("Uuid", uid, k=uid).c("Channel_name", "")
    return r


def my_general_log(g):
    r = Row("mysql.general_log", "infra", "MySQL 8.0 mysql.general_log (log_output=TABLE)")
    host = g.host_internal()
    ip = g.ip_private()
    kind = g.int(0, 1)
    uh = f"app[app] @ {host} [{ip}]"
    if kind == 0:
        key = g.s(48)
        arg = f"SELECT id, tenant_id FROM api_clients WHERE api_key = '{key}' LIMIT 1"
        r.c("event_time", g.ts_mysql() + ".%06d" % g.int(0, 999999), k=True).c("user_host", uh, p=[host, ip])
        r.c("thread_id", g.int(1000, 99999)).c("server_id", 1).c("command_type", "Query").c("argument", arg, s=key)
    else:
        r.c("event_time", g.ts_mysql() + ".%06d" % g.int(0, 999999), k=True).c("user_host", uh, p=[host, ip])
        ip2 = g.ip_private()
        r.c("thread_id", g.int(1000, 99999)).c("server_id", 1).c("command_type", "Connect")
        r.c("argument", f"etl@{ip2} on warehouse using TCP/IP", p=ip2)
    return r


# ---------------------------------------------------------------- Spring ------------
def spring_client(g):
    r = Row("oauth_client_details", "positional", "Spring Security OAuth2 JdbcClientDetailsService oauth_client_details")
    host = g.host_public()
    noop = g.chance(0.4)
    pw = g.password() if noop else g.bcrypt("$2a$", 10)
    sec = ("{noop}" if noop else "{bcrypt}") + pw
    cid = g.choice(["reporting-ui", "mobile-android", "partner-gw", "ops-cli"])
    r.c("client_id", cid, k=cid).c("resource_ids", "api").c("client_secret", sec, s=pw).c("scope", "read,write", k=True)
    r.c("authorized_grant_types", "authorization_code,refresh_token", k=True)
    r.c("web_server_redirect_uri", f"https://{host}/login/oauth2/code/{cid}", p=host).c("authorities", "ROLE_CLIENT")
    r.c("access_token_validity", 3600, k="3600").c("refresh_token_validity", 2592000, k="2592000")
    r.c("additional_information", "{}").c("autoapprove", "true")
    return r


# ---------------------------------------------------------------- App schema A ------
SRC_A = "App schema A (custom SaaS; key/value settings, integrations, audit, logs, CRM, payments)"


def a_settings(g):
    r = Row("app_settings", "no_key", SRC_A + " app_settings(name,value)")
    kind = g.int(0, 9)
    if kind == 0:
        name, val, s, p = "smtp.password", g.password(), "v", None
    elif kind == 1:
        name, val, s, p = "stripe.secret", g.stripe_sk(), "v", None
    elif kind == 2:
        name, val, s, p = "aws.secret_access_key", g.aws_secret(), "v", None
    elif kind == 3:
        name, val, s, p = "aws.access_key_id", g.aws_key_id(), "v", None
    elif kind == 4:
        k = g.hex(32)
        host = f"o{g.digits(6, True)}.ingest.sentry.io"
        name, val = "sentry.dsn", f"https://{k}@{host}/{g.digits(7, True)}"
        s, p = [k], None
    elif kind == 5:
        name, val, s, p = "smtp.host", g.host_internal(), None, "v"
    elif kind == 6:
        name, val, s, p = "sendgrid.api_key", g.sendgrid(), "v", None
    elif kind == 7:
        name, val, s, p = "github.token", g.choice([g.ghp(), g.github_pat()]), "v", None
    elif kind == 8:
        name, val, s, p = "openai.api_key", g.openai(), "v", None
    else:
        name, val, s, p = "jwt.signing_key", g.b64(48), "v", None
    r.c("id", g.int(1, 999)).c("name", name)
    r.c("value", val, s=(val if s == "v" else s), p=(val if p == "v" else p))
    r.c("updated_at", g.ts_pg(), k=True).c("updated_by", g.int(1, 40))
    return r


def a_settings_keep(g):
    r = Row("app_settings", "lookalike", SRC_A + " app_settings(name,value)")
    name, val = g.choice([("smtp.port", "587"), ("password.min_length", "12"), ("token.ttl_seconds", "3600"),
                          ("session.idle_timeout_s", "1800"), ("api.rate_limit_per_min", "600"),
                          ("secret.rotation_days", "180"), ("auth.method", "password"), ("feature.passwordless", "false"),
                          ("ui.default_locale", "pt-BR"), ("uploads.max_mb", "250")])
    r.c("id", g.int(1, 999)).c("name", name, k=name).c("value", val, k=(val if len(val) >= 3 else None))
    r.c("updated_at", g.ts_pg(), k=True).c("updated_by", g.int(1, 40))
    return r


def a_api_keys(g):
    r = Row("api_keys", "positional", SRC_A + " api_keys")
    raw = "ak_live_" + g.s(32)
    h = sha256_hex(raw)
    ip = g.ip_public()
    r.c("id", g.uuid(), k=True).c("owner_id", g.int(1, 9999)).c("name", g.choice(["zapier", "backoffice", "n8n", "looker"]))
    r.c("key_prefix", raw[:12]).c("key_hash", h, s=h).c("scopes", "orders:read,invoices:write", k=True)
    r.c("last_used_ip", ip, p=ip).c("created_at", g.ts_pg(), k=True)
    return r


def a_webhooks(g):
    r = Row("webhooks", "infra", SRC_A + " webhooks")
    kind = g.int(0, 3)
    if kind == 0:
        url, tok = g.slack_webhook()
        listed = [tok]
    elif kind == 1:
        url, tok = g.discord_webhook()
        listed = [tok]
    elif kind == 2:
        org = g.company()
        url, alt, extra = g.teams_webhook(org)
        listed = [alt, extra]
    else:
        host = g.host_public()
        tok = g.s(40)
        url = f"https://{host}/hooks/ingest?source=billing&token={tok}"
        listed = [tok]
        r.add(p=host)
    sec = "whsec_" + g.s(32)
    r.c("id", g.int(1, 9999)).c("url", url, s=listed).c("event", g.choice(["invoice.paid", "user.created", "deploy.finished"]), k=True)
    r.c("signing_secret", sec, s=sec).c("active", True).c("created_at", g.ts_pg(), k=True)
    return r


def a_integrations(g):
    r = Row("integrations", "no_key", SRC_A + " integrations(credentials_json, config, extra)")
    kind = g.int(0, 2)
    if kind == 0:
        cs, rt = g.s(35, ALNUM + "-_"), "1//0" + g.s(60, ALNUM + "-_")
        cred = json.dumps({"client_id": g.digits(12, True) + "-" + g.s(32, LOWER_ALNUM) + ".apps.googleusercontent.com",
                           "client_secret": "GOCSPX-" + cs, "refresh_token": rt})
        r.c("id", g.int(1, 999)).c("provider", "google_workspace").c("credentials_json", cred, s=[cs, rt])
        r.c("config", json.dumps({"domain": "primary", "sync_interval_s": 900}), k="sync_interval_s")
    elif kind == 1:
        host = g.host_public(sub="crm")
        pw = g.password()
        inner = json.dumps({"type": "basic", "username": "svc_sync", "password": pw})
        cfg = json.dumps({"endpoint": f"https://{host}/api/v2", "auth": inner, "timeout_ms": 15000})
        r.c("id", g.int(1, 999)).c("provider", "legacy_crm").c("credentials_json", None)
        r.c("config", cfg, s=pw, p=host, k="timeout_ms")
    else:
        key = g.aws_key_id()
        sec = g.aws_secret()
        extra = {"bucket": "exports-" + g.s(6, LOWER_ALNUM), "region": "eu-central-1",
                 "aws": {"access_key_id": key, "secret_access_key": sec}}
        r.c("id", g.int(1, 999)).c("provider", "s3_export").c("credentials_json", None)
        r.c("config", json.dumps({"format": "parquet"}), k="parquet")
    r.c("extra", extra if kind == 2 else None, s=([key, sec] if kind == 2 else None))
    r.c("created_at", g.ts_pg(), k=True)
    return r


def a_audit_events(g):
    r = Row("audit_events", "encoded", SRC_A + " audit_events (payload jsonb; nested JSON strings)")
    name, f, l = person(g, g.choice(["br", "in", "fr", "uk"]))
    em = g.email("xx", f, l)
    ip = g.ip_public()
    kind = g.int(0, 2)
    if kind == 0:
        pw = g.password()
        body = json.dumps({"email": em, "password": pw, "remember": True})
        payload = {"path": "/api/v1/login", "method": "POST", "request_body": body, "ip": ip, "status": 401}
        listed, act = [pw], "auth.login_failed"
    elif kind == 1:
        key = "ak_live_" + g.s(32)
        payload = {"event": "api_key.created", "actor": em, "ip": ip,
                   "details": json.dumps({"key": {"plaintext": key, "scopes": ["orders:read"]}})}
        listed, act = [key], "api_key.created"
    else:
        tok = g.jwt({"email": em})
        inner = json.dumps({"headers": json.dumps({"Authorization": "Bearer " + tok, "X-Request-Id": g.uuid()}),
                            "query": "page=2"})
        payload = {"event": "http.request", "ip": ip, "raw": inner, "actor": em}
        listed, act = [tok], "http.request"
    cell = json.dumps(payload) if g.chance(0.6) else payload
    r.c("id", g.int(1, 9999999)).c("occurred_at", g.ts_pg(), k=True).c("actor_id", g.int(1, 9999))
    r.c("action", act, k=act).c("payload", cell, s=listed, p=[em, ip])
    return r


def a_logs(g):
    r = Row("app_logs", "mixed", SRC_A + " app_logs(message)")
    t = g.ts_iso(ms=True)
    kind = g.int(0, 6)
    name, f, l = person(g, g.choice(["uk", "br", "in", "de"]))
    em = g.email("xx", f, l)
    if kind == 0:
        ip, sess = g.ip_public(), g.s(40)
        msg = f"{t} INFO  [auth] login succeeded user={em} ip={ip} session={sess}"
        s, p, k, lvl = [sess], [em, ip], ["login succeeded"], "INFO"
    elif kind == 1:
        tok = g.s(43, ALNUM + "-_")
        msg = f"{t} WARN  [http] GET /api/v1/reports/export?token={tok}&format=csv 200 1843ms"
        s, p, k, lvl = [tok], [], ["/api/v1/reports/export"], "WARN"
    elif kind == 2:
        host, ip = g.host_internal(), g.ip_private()
        msg = (f"{t} ERROR [db] could not connect to server: Connection refused. Is the server running on host "
               f"\"{host}\" ({ip}) and accepting TCP/IP connections on port 5432?")
        s, p, k, lvl = [], [host, ip], ["Connection refused"], "ERROR"
    elif kind == 3:
        sk = g.stripe_sk()
        msg = f"{t} DEBUG [httpx] HTTP Request: POST https://api.stripe.com/v1/charges headers={{'Authorization': 'Bearer {sk}'}}"
        s, p, k, lvl = [sk], [], ["HTTP Request"], "DEBUG"
    elif kind == 4:
        host = g.host_internal()
        pw = g.password(urlsafe=True)
        msg = f"{t} ERROR [worker] job failed: redis.exceptions.AuthenticationError: invalid password (redis://:{pw}@{host}:6379/0)"
        s, p, k, lvl = [pw], [host], ["AuthenticationError"], "ERROR"
    elif kind == 5:
        user = f + str(g.int(1, 99))
        pw = g.password(urlsafe=True)
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        msg = f"{t} WARN  [proxy] upstream 401 for Authorization: Basic {b}"
        s, p, k, lvl = [b], [], ["upstream 401"], "WARN"
    else:
        host = g.host_internal()
        msg = f"{t} INFO  [mailer] SMTP AUTH LOGIN ok as {em} via {host}:587 (250 2.0.0 Ok)"
        s, p, k, lvl = [], [em, host], ["SMTP AUTH LOGIN"], "INFO"
    r.c("id", g.int(1, 99999999)).c("ts", t, k=True).c("level", lvl, k=lvl).c("logger", "app")
    r.c("message", msg, s=s, p=p, k=k)
    return r


def a_customers_cn(g):
    r = Row("customers", "pii_locale", SRC_A + " customers (zh-CN)")
    name, _, _ = person(g, "cn")
    f, l = pinyin(g)
    mob, idn = cn_mobile(g), cn_resident_id(g)
    em = g.email("cn", f, l)
    r.c("id", g.int(1, 999999)).c("name", name).c("手机号", mob, p=mob).c("shenfenzheng", idn, p=idn)
    r.c("email", em, p=em).c("city", g.choice(["北京", "上海", "深圳", "成都", "杭州"])).c("created_at", g.ts_pg(), k=True)
    return r


def a_customers_br(g):
    r = Row("clientes", "pii_locale", SRC_A + " clientes (pt-BR)")
    name, f, l = person(g, "br")
    c = cpf(g, g.chance(0.7))
    tel = phone(g, "br")
    em = g.email("br", f, l)
    r.c("id", g.int(1, 999999)).c("nome", name).c("cpf", c, p=c).c("telefone", tel, p=tel).c("email", em, p=em)
    r.c("criado_em", g.ts_pg(), k=True)
    return r


def a_customers_in(g):
    r = Row("customers", "pii_locale", SRC_A + " customers (en-IN, fr-FR)")
    loc = g.choice(["in", "fr"])
    name, f, l = person(g, loc)
    tel = phone(g, loc)
    em = g.email(loc, f, l)
    r.c("id", g.int(1, 999999)).c("full_name", name).c("phone", tel, p=tel).c("email", em, p=em)
    r.c("country", "IND" if loc == "in" else "FRA", k=True).c("created_at", g.ts_pg(), k=True)
    return r


def a_payments(g):
    r = Row("payments", "pii_locale", SRC_A + " payments")
    num = pan(g)
    disp = pan_format(g, num)
    masked = pan_masked(pan(g), 0)
    ib = iban(g)
    r.c("id", g.int(1, 9999999)).c("customer_id", g.int(1, 99999)).c("card_number", disp, p=disp)
    r.c("card_masked", masked, k=masked).c("cvv", g.digits(3)).c("expiry", "%02d/%02d" % (g.int(1, 12), g.int(26, 31)))
    r.c("iban", ib, p=ib).c("amount", g.int(500, 990000) / 100).c("currency", g.choice(["EUR", "BRL", "GBP"]))
    r.c("status", g.choice(["captured", "refunded", "pending"]), k=True).c("created_at", g.ts_pg(), k=True)
    return r


def a_users_2fa(g):
    r = Row("users", "positional", SRC_A + " users (totp_secret, recovery_codes, id_card)")
    name, f, l = person(g, g.choice(["cn", "br", "in"]))
    if f is None:
        f, l = pinyin(g)
    em = g.email("xx", f, l)
    tot = g.totp_b32(g.choice([16, 32]))
    codes = [g.s(5, LOWER_ALNUM) + "-" + g.s(5, LOWER_ALNUM) for _ in range(8)]
    rc = json.dumps(codes)
    idc = cn_resident_id(g)
    r.c("id", g.int(1, 99999)).c("email", em, p=em).c("totp_secret", tot, s=tot).c("recovery_codes", rc, s=codes)
    r.c("id_card", idc, p=idc).c("mfa_enabled_at", g.ts_pg(), k=True)
    return r


def a_benutzer(g):
    r = Row("benutzer", "key_unusual", SRC_A + " benutzer (de-DE column names)")
    name, f, l = person(g, "de")
    pw = g.password() if g.chance(0.5) else g.bcrypt()
    tel = phone(g, "de")
    em = g.email("de", f, l)
    r.c("id", g.int(1, 99999)).c("benutzername", f + l[:2]).c("passwort", pw, s=pw).c("e_mail", em, p=em)
    r.c("telefon", tel, p=tel).c("erstellt_am", g.ts_pg(), k=True)
    return r


def a_usuarios(g):
    r = Row("usuarios", "key_unusual", SRC_A + " usuarios (es-ES column names)")
    name, f, l = person(g, "es")
    pw = g.password()
    tel = phone(g, "es")
    em = g.email("es", f, l)
    r.c("id", g.int(1, 99999)).c("nombre", name).c("contraseña", pw, s=pw).c("correo", em, p=em)
    r.c("teléfono", tel, p=tel).c("fecha_alta", g.ts_pg(), k=True)
    return r


def a_utilisateurs(g):
    r = Row("utilisateurs", "key_unusual", SRC_A + " utilisateurs (fr-FR column names)")
    name, f, l = person(g, "fr")
    pw = g.password() if g.chance(0.6) else g.django_pbkdf2()
    tel = phone(g, "fr")
    em = g.email("fr", f, l)
    r.c("id", g.int(1, 99999)).c("nom", name).c("mot_de_passe", pw, s=pw).c("courriel", em, p=em)
    r.c("téléphone", tel, p=tel).c("date_creation", g.ts_pg(), k=True)
    return r


def a_yonghu_zh(g):
    r = Row("用户", "key_unusual", SRC_A + " 用户 (zh-CN column names)")
    name, _, _ = person(g, "cn")
    pw = g.choice([g.hex(32), g.password()])
    mob, idn = cn_mobile(g), cn_resident_id(g)
    r.c("编号", g.int(1, 99999)).c("用户名", name).c("密码", pw, s=pw).c("手机号", mob, p=mob)
    r.c("身份证号", idn, p=idn).c("注册时间", g.ts_mysql(), k=True)
    return r


def a_accounts_camel(g):
    r = Row("accounts", "key_unusual", SRC_A + " accounts (camelCase, Prisma-style)")
    name, f, l = person(g, g.choice(["uk", "in", "br"]))
    ph = g.bcrypt("$2b$", 10)
    ak = "key_" + g.s(40)
    ts = g.totp_b32()
    ip = g.ip_public()
    r.c("id", g.uuid(), k=True).c("userName", f + "_" + l).c("passwordHash", ph, s=ph).c("apiKey", ak, s=ak)
    r.c("totpSecret", ts, s=ts).c("lastLoginIp", ip, p=ip).c("createdAt", g.ts_iso(ms=True), k=True)
    return r


def a_tickets(g):
    r = Row("support_tickets", "no_key", SRC_A + " support_tickets(note)")
    pw = g.password()
    name, f, l = person(g, g.choice(["uk", "br"]))
    em = g.email("xx", f, l)
    note = g.choice([f"Customer locked out; set temporary password {pw} and asked to change it at next login.",
                     f"Vendor portal creds for refund: login {em} / {pw} (expires Friday)",
                     f"user shared their PIN+password in chat: {pw} -- asked them to rotate"])
    r.c("id", g.int(1, 999999)).c("subject", "Account access").c("requester", em, p=em).c("note", note, s=pw)
    r.c("status", "closed", k=True).c("created_at", g.ts_pg(), k=True)
    return r


def a_servers(g):
    r = Row("servers", "infra", SRC_A + " servers inventory")
    host = g.host_internal()
    ip, pub = g.ip_private(), g.ip_public()
    reg = g.choice(["eu-west-1", "sa-east-1", "ap-south-1"])
    r.c("id", g.int(1, 999)).c("hostname", host, p=host).c("private_ip", ip, p=ip).c("public_ip", pub, p=pub)
    r.c("role", g.choice(["db-primary", "worker", "bastion", "cache"]), k=True).c("region", reg, k=reg)
    r.c("os", "Ubuntu 22.04.4 LTS", k=True).c("provisioned_at", g.ts_pg(), k=True)
    return r


def a_db_connections(g):
    r = Row("db_connections", "infra", SRC_A + " db_connections (BI tool data sources)")
    host = g.choice([g.host_rds(), g.host_internal()])
    pw = g.password(urlsafe=True)
    kind = g.int(0, 1)
    r.c("id", g.int(1, 99)).c("name", g.choice(["warehouse", "orders-replica", "crm"]))
    if kind == 0:
        r.c("engine", "postgres", k="postgres").c("host", host, p=host).c("port", 5432, k="5432")
        r.c("username", "bi_reader").c("password", pw, s=pw).c("ssl_mode", "verify-full", k=True)
    else:
        dsn = f"postgresql://bi_reader:{pw}@{host}:5432/analytics?sslmode=require"
        r.c("engine", "postgres", k="postgres").c("dsn", dsn, s=pw, p=host)
    r.c("created_at", g.ts_pg(), k=True)
    return r


# lookalikes ---------------------------------------------------------------------------
def a_llm_usage(g):
    r = Row("llm_usage", "lookalike", SRC_A + " llm_usage")
    pt, ct = g.int(120, 9000), g.int(100, 4000)
    rid = "req_" + g.s(24)
    r.c("id", g.uuid(), k=True).c("request_id", rid, k=rid).c("model", g.choice(["gpt-4o-mini", "claude-3-5-sonnet", "llama-3.1-70b"]), k=True)
    r.c("prompt_tokens", pt, k=True).c("completion_tokens", ct, k=True).c("total_tokens", pt + ct, k=True)
    r.c("max_tokens", g.choice([1024, 4096, 8192]), k=True).c("cost_usd", round((pt + ct) * 0.0000031, 6))
    r.c("created_at", g.ts_pg(), k=True)
    return r


def a_password_policies(g):
    r = Row("password_policies", "lookalike", SRC_A + " password_policies")
    r.c("tenant_id", g.int(100, 9999), k=True).c("min_length", 12).c("password_expires_days", g.choice([180, 365, 120]), k=True)
    r.c("password_changed_at", g.ts_pg(), k=True).c("secret_rotation_days", g.choice([180, 270, 365]), k=True)
    am = g.choice(["password", "oidc", "saml"])
    r.c("auth_method", am, k=am).c("require_mfa", True).c("updated_at", g.ts_pg(), k=True)
    return r


def a_session_summary(g):
    r = Row("user_session_stats", "lookalike", SRC_A + " user_session_stats")
    r.c("user_id", g.int(1000, 99999), k=True).c("session_count", g.int(100, 999), k=True).c("active_tokens", g.int(100, 999), k=True)
    r.c("token_count", g.int(1000, 9999), k=True).c("last_login_ip_country", g.choice(["Brazil", "Germany", "India", "France"]), k=True)
    r.c("last_login_at", g.ts_pg(), k=True)
    return r


def a_auth_providers(g):
    r = Row("auth_providers", "lookalike", SRC_A + " auth_providers (token endpoint metadata)")
    _, lines, body = g.pem("PUBLIC KEY")
    kid = g.choice([g.uuid(), "k-%d-%02d-%s" % (g.int(2023, 2025), g.int(1, 12), g.s(4, LOWER_ALNUM))])
    r.c("id", g.int(1, 99)).c("auth_method", g.choice(["password", "oidc"]), k=True).c("token_type", "Bearer", k=True)
    r.c("expires_in", 3600, k="3600").c("kid", kid, k=kid).c("alg", "RS256", k=True)
    r.c("public_key", "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----", k=[lines[2], lines[4]])
    return r


def a_deploys(g):
    r = Row("deploys", "lookalike", SRC_A + " deploys")
    sha, dig = g.hex(40), "sha256:" + g.hex(64)
    ver = "%d.%d.%d" % (g.int(1, 4), g.int(0, 30), g.int(0, 20))
    r.c("id", g.int(1, 99999), k=True).c("service", g.choice(["billing-api", "web", "worker", "gateway"]), k=True)
    r.c("commit_sha", sha, k=sha).c("image_digest", dig, k=dig).c("version", ver, k=ver)
    r.c("environment", "production", k=True).c("status", g.choice(["succeeded", "failed", "rolled_back"]), k=True)
    r.c("started_at", g.ts_pg(), k=True).c("duration_s", g.int(100, 900), k=True)
    return r


def a_artifacts(g):
    r = Row("artifacts", "lookalike", SRC_A + " artifacts")
    ver = "%d.%d.%d" % (g.int(1, 4), g.int(0, 30), g.int(0, 20))
    fn = f"billing-api-{ver}-linux-amd64.tar.gz"
    sha, md5 = g.hex(64), g.hex(32)
    r.c("id", g.uuid(), k=True).c("file_name", fn, k=fn).c("sha256", sha, k=sha).c("md5", md5, k=md5)
    r.c("size_bytes", g.int(10 ** 6, 10 ** 9), k=True).c("created_at", g.ts_pg(), k=True)
    return r


def a_requests(g, with_ip=False):
    r = Row("requests", "mixed" if with_ip else "lookalike", SRC_A + " requests (tracing)")
    tid, sid = g.hex(32), g.hex(16)
    err = g.choice([("UPSTREAM_TIMEOUT", "upstream request timeout after 30000 ms", 504),
                    ("RATE_LIMITED", "too many requests for key prefix ak_live", 429),
                    ("VALIDATION_FAILED", "field 'password' must be at least 12 characters", 422),
                    ("TOKEN_EXPIRED", "access token expired at exp claim", 401)])
    path = g.choice(["/api/v1/invoices", "/api/v1/login", "/api/v1/tokens/refresh", "/api/v1/orders"])
    r.c("trace_id", tid, k=tid).c("span_id", sid, k=sid).c("method", "POST").c("path", path, k=path)
    r.c("status", err[2], k=str(err[2])).c("error_code", err[0], k=err[0]).c("error_message", err[1], k=err[1])
    r.c("duration_ms", g.int(1000, 31000), k=True).c("created_at", g.ts_pg(), k=True)
    if with_ip:
        ip = g.ip_public()
        host = g.host_internal()
        r.c("client_ip", ip, p=ip).c("upstream_host", host, p=host)
    return r


def a_requests_mixed(g):
    return a_requests(g, True)


DEV_PLAN = [
    (dj_auth_user, 15), (dj_session, 10), (drf_token, 7), (dot_application, 4), (dot_accesstoken, 5), (dj_admin_log, 4),
    (lv_users, 12), (lv_password_reset, 4), (lv_pat, 6), (lv_sessions, 7), (lv_jobs, 8), (lv_failed_jobs, 6),
    (lv_passport_clients, 4), (lv_activity_log, 6),
    (kc_credential_pw, 7), (kc_credential_otp, 4), (kc_client, 5), (kc_component_secret, 8), (kc_component_keep, 6),
    (kc_smtp, 8), (kc_user_entity, 5), (kc_event, 6),
    (my_user, 11), (my_global_priv, 4), (my_master_info, 3), (my_general_log, 5),
    (spring_client, 4),
    (a_settings, 16), (a_settings_keep, 8), (a_api_keys, 5), (a_webhooks, 9), (a_integrations, 7),
    (a_audit_events, 9), (a_logs, 18), (a_customers_cn, 10), (a_customers_br, 8), (a_customers_in, 6),
    (a_payments, 10), (a_users_2fa, 6), (a_benutzer, 6), (a_usuarios, 6), (a_utilisateurs, 4),
    (a_yonghu_zh, 4), (a_accounts_camel, 7), (a_tickets, 5), (a_servers, 6), (a_db_connections, 5),
    (a_llm_usage, 8), (a_password_policies, 5), (a_session_summary, 5), (a_auth_providers, 5),
    (a_deploys, 8), (a_artifacts, 5), (a_requests, 7), (a_requests_mixed, 7),
]


# ==============================================================================
# section 5: heldout
# ==============================================================================
# ---------------------------------------------------------------- Rails ----------------
SRC_DEV = "Rails 7 + Devise 4.9 users (devise migration template)"


def rails_users(g):
    r = Row("users", "hashes", SRC_DEV)
    name, f, l = person(g, g.choice(["uk", "de", "fr", "nl"]))
    em = g.email("xx", f, l)
    ep = g.bcrypt("$2a$", g.choice([11, 12]))
    ip1, ip2 = g.ip_public(), g.ip_public()
    r.c("id", g.int(1, 99999)).c("email", em, p=em).c("encrypted_password", ep, s=ep)
    if g.chance(0.5):
        rpt = g.hex(64)
        r.c("reset_password_token", rpt, s=rpt).c("reset_password_sent_at", g.ts_pg(), k=True)
    else:
        r.c("reset_password_token", None).c("reset_password_sent_at", None)
    r.c("sign_in_count", g.int(100, 4000), k=True).c("current_sign_in_at", g.ts_pg(), k=True)
    r.c("current_sign_in_ip", ip1, p=ip1).c("last_sign_in_ip", ip2, p=ip2)
    ct = g.s(20, ALNUM + "-_")
    r.c("confirmation_token", ct, s=ct).c("confirmed_at", g.ts_pg(), k=True).c("failed_attempts", 0)
    if g.chance(0.3):
        ut = g.hex(64)
        r.c("unlock_token", ut, s=ut).c("locked_at", g.ts_pg(), k=True)
    else:
        r.c("unlock_token", None).c("locked_at", None)
    return r


def rails_users_otp(g):
    r = Row("users", "positional", "devise-two-factor users (otp_secret / encrypted_otp_secret / otp_backup_codes)")
    name, f, l = person(g, g.choice(["uk", "de", "nl"]))
    em = g.email("xx", f, l)
    r.c("id", g.int(1, 99999)).c("email", em, p=em)
    v = g.int(0, 2)
    if v == 0:
        sec = g.totp_b32()
        r.c("otp_secret", sec, s=sec)
    elif v == 1:
        p = g.b64(32)
        enc = json.dumps({"p": p, "h": {"iv": g.b64(12), "at": g.b64(16)}}, separators=(",", ":"))
        r.c("otp_secret", enc, s=p)
    else:
        ct = g.b64(48)
        r.c("encrypted_otp_secret", ct, s=ct).c("encrypted_otp_secret_iv", g.b64(12)).c("encrypted_otp_secret_salt", "_" + g.hex(32))
    step = g.int(55000000, 59000000)
    r.c("consumed_timestep", step, k=True).c("otp_required_for_login", True)
    if g.chance(0.5):
        codes = [g.hex(10) for _ in range(g.choice([5, 10]))]
        r.c("otp_backup_codes", "{" + ",".join(codes) + "}", s=codes)
    else:
        codes = [g.bcrypt("$2a$", 10) for _ in range(3)]
        r.c("otp_backup_codes", "{" + ",".join('"%s"' % c for c in codes) + "}", s=codes)
    r.c("updated_at", g.ts_pg(), k=True)
    return r


def dk_application(g):
    r = Row("oauth_applications", "positional", "Doorkeeper 5 oauth_applications")
    host = g.host_public()
    sec = g.s(43, ALNUM + "-_") if g.chance(0.5) else g.bcrypt("$2a$", 12)
    r.c("id", g.int(1, 500)).c("name", g.choice(["iOS app", "Zapier", "Partner dashboard", "CLI"]))
    r.c("uid", g.s(43, ALNUM + "-_")).c("secret", sec, s=sec).c("redirect_uri", f"https://{host}/oauth/callback", p=host)
    r.c("scopes", "public write", k=True).c("confidential", True).c("created_at", g.ts_pg(), k=True)
    return r


def dk_token(g):
    r = Row("oauth_access_tokens", "positional", "Doorkeeper 5 oauth_access_tokens")
    hashed = g.chance(0.3)
    tok = g.hex(64) if hashed else g.s(43, ALNUM + "-_")
    rt = g.hex(64) if hashed else g.s(43, ALNUM + "-_")
    r.c("id", g.int(1, 9999999)).c("resource_owner_id", g.int(1, 99999)).c("application_id", g.int(1, 500))
    r.c("token", tok, s=tok).c("refresh_token", rt, s=rt).c("expires_in", 7200, k="7200").c("revoked_at", None)
    r.c("created_at", g.ts_pg(), k=True).c("scopes", "public", k=True).c("previous_refresh_token", "")
    return r


def dk_grant(g):
    r = Row("oauth_access_grants", "positional", "Doorkeeper 5 oauth_access_grants (PKCE)")
    host = g.host_public()
    tok = g.s(43, ALNUM + "-_")
    r.c("id", g.int(1, 9999999)).c("resource_owner_id", g.int(1, 99999)).c("application_id", g.int(1, 500))
    r.c("token", tok, s=tok).c("expires_in", 600, k="600").c("redirect_uri", f"https://{host}/cb", p=host)
    r.c("code_challenge", g.b64(32, url=True, pad=False)).c("code_challenge_method", "S256", k=True)
    r.c("created_at", g.ts_pg(), k=True).c("revoked_at", None)
    return r


def gj_jobs(g):
    r = Row("good_jobs", "encoded", "GoodJob 3 good_jobs (serialized_params jsonb)")
    jid = g.uuid()
    kind = g.int(0, 2)
    err = None
    if kind == 0:
        sk = g.stripe_sk()
        args = [{"customer_id": g.int(1, 99999), "stripe_key": sk, "_aj_ruby2_keywords": ["customer_id", "stripe_key"]}]
        jc, listed, priv = "SyncStripeCustomerJob", [sk], []
    elif kind == 1:
        url, tok = g.slack_webhook()
        args = [{"_aj_globalid": "gid://billing/Invoice/%d" % g.int(1, 99999)}, url]
        jc, listed, priv = "NotifyChannelJob", [tok], []
    else:
        host, ip = g.host_internal(), g.ip_private()
        pw = g.password(urlsafe=True)
        args = [f"postgres://etl:{pw}@{host}:5432/warehouse"]
        jc, listed, priv = "WarehouseExportJob", [pw], [host, ip]
        err = (f"ActiveRecord::ConnectionNotEstablished: connection to server at \"{host}\" ({ip}), port 5432 failed: "
               f"FATAL:  password authentication failed for user \"etl\"")
    params = {"job_id": jid, "locale": "en", "priority": None, "timezone": "UTC", "arguments": args, "job_class": jc,
              "executions": 1 if err else 0, "queue_name": "default", "enqueued_at": g.ts_iso(ms=True),
              "provider_job_id": None, "exception_executions": {}}
    cell = params if g.chance(0.5) else json.dumps(params)
    r.c("id", jid, k=jid).c("queue_name", "default").c("priority", 0).c("serialized_params", cell, s=listed, k=jc)
    r.c("scheduled_at", g.ts_pg(), k=True).c("finished_at", g.ts_pg()).c("error", err,
                                                                            k=("password authentication failed" if err else None))
    r.add(p=priv)
    return r


def sq_jobs(g):
    r = Row("solid_queue_jobs", "encoded", "Solid Queue 1.x solid_queue_jobs (arguments text)")
    ajid = g.uuid()
    name, f, l = person(g, g.choice(["uk", "fr"]))
    em = g.email("xx", f, l)
    tok = g.glpat() if g.chance(0.5) else g.ghp()
    args = {"job_class": "MirrorRepositoryJob", "job_id": ajid, "provider_job_id": None, "queue_name": "default",
            "priority": None, "arguments": [{"repo": "platform/api", "token": tok, "notify": em,
                                             "_aj_ruby2_keywords": ["repo", "token", "notify"]}],
            "executions": 0, "exception_executions": {}, "locale": "en", "timezone": "UTC", "enqueued_at": g.ts_iso(ms=True)}
    r.c("id", g.int(1, 9999999)).c("queue_name", "default").c("class_name", "MirrorRepositoryJob", k=True)
    r.c("arguments", json.dumps(args, separators=(",", ":")), s=tok, p=em).c("priority", 0)
    r.c("active_job_id", ajid, k=ajid).c("scheduled_at", g.ts_pg(), k=True).c("finished_at", None)
    return r


def pt_versions(g):
    r = Row("versions", "encoded", "PaperTrail 15 versions (object YAML, object_changes json)")
    name, f, l = person(g, g.choice(["uk", "de", "nl"]))
    em = g.email("xx", f, l)
    old, new = g.bcrypt("$2a$", 12), g.bcrypt("$2a$", 12)
    rpt = g.hex(64)
    obj = (f"---\nid: {g.int(1, 9999)}\nemail: {em}\nencrypted_password: \"{old}\"\nreset_password_token: {rpt}\n"
           f"sign_in_count: {g.int(3, 99)}\ncreated_at: {g.ts_pg()}\n")
    changes = json.dumps({"encrypted_password": [old, new], "reset_password_token": [rpt, None],
                          "updated_at": [g.ts_iso(ms=True), g.ts_iso(ms=True)]})
    r.c("id", g.int(1, 9999999)).c("item_type", "User").c("item_id", g.int(1, 9999)).c("event", "update")
    r.c("whodunnit", str(g.int(1, 99))).c("object", obj, s=rpt, p=em).c("object_changes", changes, s=[old, new])
    r.c("created_at", g.ts_pg(), k=True)
    return r


def as_blobs(g):
    r = Row("active_storage_blobs", "lookalike", "Rails 7 Active Storage active_storage_blobs")
    ck = g.b64(16)
    fn = g.choice(["invoice-2024-03.pdf", "avatar.png", "export.csv", "contract_v2.docx"])
    r.c("id", g.int(1, 999999), k=True).c("key", g.s(28, LOWER_ALNUM)).c("filename", fn, k=fn)
    r.c("content_type", {"pdf": "application/pdf", "png": "image/png", "csv": "text/csv", "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[fn.rsplit(".", 1)[1]], k=True)
    r.c("metadata", json.dumps({"identified": True, "analyzed": True}), k="identified")
    r.c("service_name", "amazon", k=True).c("byte_size", g.int(1000, 9000000), k=True).c("checksum", ck, k=ck)
    r.c("created_at", g.ts_pg(), k=True)
    return r


def sk_failures(g):
    r = Row("job_failures", "encoded", "Sidekiq job format (wiki 'Job Format') archived to an app table")
    jid = g.hex(24)
    kind = g.int(0, 1)
    if kind == 0:
        key = g.sendgrid()
        args = [g.int(1, 9999), {"api_key": key, "template": "welcome"}]
        cls, listed, em = "MailerWorker", [key], None
    else:
        name, f, l = person(g, g.choice(["uk", "de"]))
        em = g.email("xx", f, l)
        tok = g.slack_bot()
        args = [em, tok]
        cls, listed = "SlackInviteWorker", [tok]
    job = {"class": cls, "args": args, "retry": True, "queue": "default", "jid": jid, "created_at": g.epoch() + 0.123,
           "enqueued_at": g.epoch() + 0.456, "error_message": "Net::ReadTimeout with #<TCPSocket:(closed)>",
           "error_class": "Net::ReadTimeout", "failed_at": g.epoch() + 0.789, "retry_count": 2}
    r.c("id", g.int(1, 99999)).c("jid", jid, k=jid).c("payload", json.dumps(job), s=listed, p=em)
    r.c("error_class", "Net::ReadTimeout", k=True).c("failed_at", g.ts_pg(), k=True)
    return r


# ---------------------------------------------------------------- WordPress -------------
SRC_WP = "WordPress 6.x"


def wp_users(g):
    r = Row("wp_users", "hashes", SRC_WP + " wp_users (phpass $P$ / 6.8 bcrypt $wp$2y$)")
    name, f, l = person(g, g.choice(["uk", "fr", "de", "es"]))
    em = g.email("xx", f, l)
    pw = g.choice([g.phpass, g.wp68, g.phpass, lambda: g.bcrypt("$2y$", 10)])()
    r.c("ID", g.int(1, 99999)).c("user_login", f + l[:1]).c("user_pass", pw, s=pw).c("user_nicename", f + "-" + l)
    r.c("user_email", em, p=em).c("user_url", "").c("user_registered", g.ts_mysql(), k=True)
    if g.chance(0.4):
        ak = f"{g.epoch()}:" + g.phpass()
        r.c("user_activation_key", ak, s=ak.split(":", 1)[1])
    else:
        r.c("user_activation_key", "")
    r.c("user_status", 0).c("display_name", name)
    return r


def wp_usermeta_sessions(g):
    r = Row("wp_usermeta", "encoded", SRC_WP + " wp_usermeta session_tokens / _application_passwords (serialized PHP)")
    if g.chance(0.6):
        sess = {}
        verifiers, ips = [], []
        for _ in range(g.int(1, 2)):
            v, ip = g.hex(64), g.ip_public()
            verifiers.append(v)
            ips.append(ip)
            sess[v] = {"expiration": g.epoch(), "ip": ip,
                       "ua": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
                       "login": g.epoch()}
        r.c("umeta_id", g.int(1, 999999)).c("user_id", g.int(1, 9999)).c("meta_key", "session_tokens", k=True)
        r.c("meta_value", php_ser(sess), s=verifiers, p=ips)
    else:
        u = g.uuid()
        hp = g.phpass()
        ip = g.ip_public()
        ap = [{"uuid": u, "app_id": "", "name": g.choice(["Zapier", "Jetpack", "iOS app"]), "password": hp,
               "created": g.epoch(), "last_used": g.epoch(), "last_ip": ip}]
        r.c("umeta_id", g.int(1, 999999)).c("user_id", g.int(1, 9999)).c("meta_key", "_application_passwords", k=True)
        r.c("meta_value", php_ser(ap), s=hp, p=ip, k=u)
    return r


def wp_usermeta_keep(g):
    r = Row("wp_usermeta", "lookalike", SRC_WP + " wp_usermeta")
    k, v, keep = g.choice([("wp_capabilities", php_ser({"administrator": True}), "administrator"),
                           ("wp_capabilities", php_ser({"shop_manager": True}), "shop_manager"),
                           ("default_password_nag", "", None),
                           ("wp_user-settings", "libraryContent=browse&editor=tinymce", "libraryContent=browse"),
                           ("session_tokens_count", str(g.int(100, 999)), True),
                           ("wp_persisted_preferences", php_ser({"core": {"passwordStrength": "strong"}}), "passwordStrength")])
    r.c("umeta_id", g.int(1, 999999)).c("user_id", g.int(1, 9999)).c("meta_key", k, k=k).c("meta_value", v, k=keep)
    return r


def wc_customer_meta(g):
    r = Row("wp_usermeta", "pii_locale", SRC_WP + " + WooCommerce customer meta (billing_phone/billing_email)")
    loc = g.choice(["uk", "de", "fr", "jp", "es", "nl"])
    if g.chance(0.5):
        v = phone(g, loc)
        key = "billing_phone"
    else:
        name, f, l = person(g, loc)
        if f is None:
            f, l = g.s(6, "abcdefghijkmnoprstuvwyz"), g.s(7, "abcdefghijkmnoprstuvwyz")
        v = g.email(loc, f, l)
        key = "billing_email"
    r.c("umeta_id", g.int(1, 999999)).c("user_id", g.int(1, 9999)).c("meta_key", key, k=key).c("meta_value", v, p=v)
    return r


def wp_options(g):
    r = Row("wp_options", "no_key", SRC_WP + " wp_options (plugin settings in option_value)")
    kind = g.int(0, 5)
    if kind == 0:
        host = "smtp." + g.host_public().split(".", 1)[1]
        pw = g.password()
        user = "noreply@" + host.split(".", 1)[1]
        val = {"mail": {"from_email": user, "from_name": "Shop", "mailer": "smtp"},
               "smtp": {"host": host, "port": 587, "encryption": "tls", "auth": True, "user": user, "pass": pw}}
        name, s, p = "wp_mail_smtp", [pw], [host, user]
    elif kind == 1:
        sk, wh = g.stripe_sk(), "whsec_" + g.s(32)
        val = {"enabled": "yes", "testmode": "no", "publishable_key": "pk_live_" + g.s(24), "secret_key": sk,
               "webhook_secret": wh, "statement_descriptor": "SHOP"}
        name, s, p = "woocommerce_stripe_settings", [sk, wh], []
    elif kind == 2:
        key = g.hex(32) + "-us21"
        val = {"mailchimp_api_key": key, "mailchimp_list": g.hex(10)}
        name, s, p = "mailchimp-woocommerce", [key], []
    elif kind == 3:
        bt = g.s(32) + "." + g.s(32)
        ut = g.s(32) + "." + g.s(32) + ".1"
        val = {"blog_token": bt, "user_tokens": {1: ut}}
        name, s, p = "jetpack_private_options", [bt, ut], []
    elif kind == 4:
        salt = g.s(64, ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~")
        name, s, p = g.choice(["auth_salt", "logged_in_salt", "nonce_salt", "secure_auth_salt"]), [salt], []
        val = salt
    else:
        sec = g.s(40, ALNUM + "-_")
        val = {"site_key": g.s(40, ALNUM + "-_"), "secret_key": sec}
        name, s, p = "recaptcha_options", [sec], []
    ov = val if isinstance(val, str) else php_ser(val)
    r.c("option_id", g.int(1, 99999)).c("option_name", name, k=name).c("option_value", ov, s=s, p=p)
    r.c("autoload", g.choice(["yes", "on", "off"]))
    return r


def wp_options_keep(g):
    r = Row("wp_options", "lookalike", SRC_WP + " wp_options")
    name, val = g.choice([("db_version", str(g.int(50000, 58000))), ("initial_db_version", str(g.int(40000, 50000))),
                          ("permalink_structure", "/%year%/%monthnum%/%postname%/"), ("blog_charset", "UTF-8"),
                          ("admin_email_lifespan", str(g.epoch())), ("posts_per_page", "120"),
                          ("woocommerce_version", "%d.%d.%d" % (g.int(7, 9), g.int(0, 9), g.int(0, 5))),
                          ("users_can_register", "false")])
    r.c("option_id", g.int(1, 99999)).c("option_name", name, k=name).c("option_value", val, k=val).c("autoload", "yes")
    return r


def wc_api_keys(g):
    r = Row("wp_woocommerce_api_keys", "positional", "WooCommerce wp_woocommerce_api_keys")
    ck = g.hex(64)
    cs = "cs_" + g.hex(40)
    r.c("key_id", g.int(1, 999)).c("user_id", g.int(1, 50)).c("description", g.choice(["ERP sync", "Zapier", "ShipStation"]))
    r.c("permissions", "read_write", k=True).c("consumer_key", ck, s=ck).c("consumer_secret", cs, s=cs)
    r.c("nonces", None).c("truncated_key", g.hex(7)).c("last_access", g.ts_mysql(), k=True)
    return r


# ---------------------------------------------------------------- Drupal -------------
SRC_DR = "Drupal 10"


def dr_users(g):
    r = Row("users_field_data", "hashes", SRC_DR + " users_field_data (pass $S$)")
    name, f, l = person(g, g.choice(["de", "fr", "nl", "uk"]))
    em = g.email("xx", f, l)
    pw = g.drupal7()
    tz = g.choice(["Europe/Berlin", "Europe/Paris", "Europe/Amsterdam", "Europe/London"])
    r.c("uid", g.int(2, 99999)).c("langcode", "en").c("name", f + "." + l).c("pass", pw, s=pw).c("mail", em, p=em)
    r.c("timezone", tz, k=tz).c("status", 1).c("created", g.epoch(), k=True).c("changed", g.epoch(), k=True)
    r.c("access", g.epoch()).c("login", g.epoch()).c("init", em)
    return r


def dr_key_value(g):
    r = Row("key_value", "no_key", SRC_DR + " key_value (state collection, serialized value)")
    if g.chance(0.5):
        v = g.b64(32, url=True, pad=False)
        name = "system.cron_key"
    else:
        v = g.b64(55, url=True, pad=False)
        name = "system.private_key"
    r.c("collection", "state").c("name", name, k=name).c("value", php_ser(v), s=v)
    return r


def dr_key_value_keep(g):
    r = Row("key_value", "lookalike", SRC_DR + " key_value (state collection)")
    name = g.choice(["system.cron_last", "install_time", "update.last_check"])
    v = g.epoch()
    r.c("collection", "state").c("name", name, k=name).c("value", php_ser(v), k=str(v))
    return r


def dr_config(g):
    r = Row("config", "encoded", SRC_DR + " config (smtp.settings serialized data)")
    host = "mail." + g.host_public().split(".", 1)[1]
    user = g.s(8, LOWER_ALNUM) + "@" + host.split(".", 1)[1]
    pw = g.password()
    data = {"smtp_on": True, "smtp_host": host, "smtp_hostbackup": "", "smtp_port": "587", "smtp_protocol": "tls",
            "smtp_username": user, "smtp_password": pw, "smtp_from": user, "smtp_debugging": False}
    r.c("collection", "").c("name", "smtp.settings", k=True).c("data", php_ser(data), s=pw, p=[host, user])
    return r


def dr_sessions(g):
    r = Row("sessions", "encoded", SRC_DR + " sessions")
    sid = g.b64(32, url=True, pad=False)
    ip = g.ip_public()
    csrf = g.b64(32, url=True, pad=False)
    sess = ("_sf2_attributes|" + php_ser({"uid": str(g.int(2, 9999))}) + "_sf2_meta|"
            + php_ser({"u": g.epoch(), "c": g.epoch(), "l": 2000000, "s": csrf}))
    r.c("uid", g.int(2, 9999)).c("sid", sid, s=sid).c("hostname", ip, p=ip).c("timestamp", g.epoch(), k=True)
    r.c("session", sess, s=csrf)
    return r


# ---------------------------------------------------------------- PostgreSQL ---------
SRC_PG = "PostgreSQL 16 system catalogs"


def pg_authid(g):
    r = Row("pg_authid", "hashes", SRC_PG + " pg_authid (rolpassword SCRAM-SHA-256 / md5)")
    pw = g.pg_scram() if g.chance(0.7) else g.pg_md5()
    role = g.choice(["app_rw", "app_ro", "replicator", "metabase", "airflow", "debezium"])
    r.c("oid", g.int(16384, 99999), k=True).c("rolname", role).c("rolsuper", False).c("rolinherit", True)
    r.c("rolcreaterole", False).c("rolcreatedb", False).c("rolcanlogin", True).c("rolreplication", role == "replicator")
    r.c("rolbypassrls", False).c("rolconnlimit", -1).c("rolpassword", pw, s=pw).c("rolvaliduntil", None)
    return r


def pg_shadow(g):
    r = Row("pg_shadow", "hashes", SRC_PG + " pg_shadow view")
    pw = g.pg_scram()
    r.c("usename", g.choice(["grafana", "keycloak", "gitea", "n8n"])).c("usesysid", g.int(16384, 99999), k=True)
    r.c("usecreatedb", False).c("usesuper", False).c("userepl", False).c("usebypassrls", False)
    r.c("passwd", pw, s=pw).c("valuntil", None).c("useconfig", None)
    return r


def pg_user_mappings(g):
    r = Row("pg_user_mappings", "key_unusual", SRC_PG + " pg_user_mappings (umoptions)")
    pw = g.password(urlsafe=True)
    r.c("umid", g.int(16384, 99999)).c("srvid", g.int(16384, 99999)).c("srvname", g.choice(["legacy_mysql", "crm_pg", "warehouse"]))
    r.c("umuser", g.int(10, 99999)).c("usename", "etl").c("umoptions", "{user=etl_reader,password=%s}" % pw, s=pw)
    return r


def pg_foreign_server(g):
    r = Row("pg_foreign_server", "infra", SRC_PG + " pg_foreign_server (srvoptions)")
    host = g.choice([g.host_rds(), g.host_internal(), g.ip_private()])
    db = g.choice(["warehouse", "crm", "legacy"])
    r.c("oid", g.int(16384, 99999), k=True).c("srvname", db + "_srv").c("srvowner", 10).c("srvfdw", g.int(16384, 99999))
    r.c("srvtype", None).c("srvversion", None).c("srvacl", None)
    r.c("srvoptions", "{host=%s,port=5432,dbname=%s}" % (host, db), p=host, k="port=5432")
    return r


def pg_stat_activity(g):
    r = Row("pg_stat_activity", "mixed", SRC_PG + " pg_stat_activity (query text)")
    ip = g.ip_private()
    kind = g.int(0, 2)
    if kind == 0:
        pw = g.password(urlsafe=True)
        q = f"ALTER ROLE app_rw WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2026-01-01'"
        s, p, k = [pw], [], None
    elif kind == 1:
        host = g.host_internal()
        pw = g.password(urlsafe=True)
        q = f"SELECT * FROM dblink('host={host} user=reporting password={pw} dbname=crm', 'select id, email from contacts') AS t(id int, email text)"
        s, p, k = [pw], [host], None
    else:
        q = "SELECT count(*) FROM orders WHERE status = 'paid' AND created_at > now() - interval '1 day'"
        s, p, k = [], [], q
    r.c("datname", g.choice(["app", "crm", "billing"])).c("pid", g.int(1000, 99999), k=True).c("usename", "app_rw")
    r.c("application_name", g.choice(["psql", "rails", "metabase"])).c("client_addr", ip, p=ip).c("client_port", g.int(30000, 65000))
    r.c("backend_start", g.ts_pg(), k=True).c("state", "active", k=True).c("query", q, s=s, p=p, k=k)
    return r


def pg_settings(g):
    r = Row("pg_settings", "lookalike", SRC_PG + " pg_settings")
    name, setting, unit = g.choice([("password_encryption", "scram-sha-256", None), ("authentication_timeout", "60", "s"),
                                    ("max_connections", "200", None), ("ssl_key_file", "server.key", None),
                                    ("krb_server_keyfile", "FILE:/usr/local/pgsql/etc/krb5.keytab", None),
                                    ("idle_session_timeout", "600000", "ms")])
    r.c("name", name, k=name).c("setting", setting, k=(setting if len(setting) >= 3 else None)).c("unit", unit)
    r.c("category", "Connections and Authentication / Authentication", k=True).c("context", "sighup")
    return r


# ---------------------------------------------------------------- GitLab / Gitea -----
def gl_pat(g):
    r = Row("personal_access_tokens", "positional", "GitLab 16 personal_access_tokens (token_digest)")
    dig = g.b64(32)
    scopes = g.choice(["---\n- api\n", "---\n- read_repository\n- write_repository\n", "---\n- read_api\n"])
    r.c("id", g.int(1, 999999)).c("user_id", g.int(1, 9999)).c("name", g.choice(["ci-bot", "renovate", "backup"]), k=True)
    r.c("revoked", False).c("expires_at", "%d-%02d-%02d" % (g.int(2025, 2026), g.int(1, 12), g.int(1, 28)), k=True)
    r.c("scopes", scopes).c("impersonation", False).c("token_digest", dig, s=dig).c("last_used_at", g.ts_pg(), k=True)
    return r


def gl_users(g):
    r = Row("users", "mixed", "GitLab 16 users (encrypted_password, tokens, sign-in IPs)")
    name, f, l = person(g, g.choice(["de", "nl", "uk", "fr"]))
    em = g.email("xx", f, l)
    ep = g.bcrypt("$2a$", 10)
    it = g.s(26, LOWER_ALNUM)
    ft = g.s(20, ALNUM + "-_")
    ip = g.ip_public()
    r.c("id", g.int(1, 99999)).c("email", em, p=em).c("encrypted_password", ep, s=ep).c("sign_in_count", g.int(100, 999), k=True)
    r.c("current_sign_in_ip", ip, p=ip).c("username", f + l[:1]).c("state", "active", k=True)
    r.c("incoming_email_token", it, s=it).c("feed_token", ft, s=ft).c("otp_required_for_login", False)
    r.c("created_at", g.ts_pg(), k=True)
    return r


def gt_user(g):
    r = Row("user", "hashes", "Gitea 1.21 user (passwd pbkdf2)")
    name, f, l = person(g, g.choice(["de", "nl", "ru", "jp"]))
    if f is None:
        f, l = g.s(5, "abcdefghkmnprstu"), g.s(6, "abcdefghkmnprstu")
    em = g.email("xx", f, l)
    pw = g.hex(100)
    rands = g.hex(32)
    r.c("id", g.int(1, 9999)).c("lower_name", f + l[:2]).c("name", f + l[:2]).c("email", em, p=em)
    r.c("passwd", pw, s=pw).c("passwd_hash_algo", "pbkdf2$50000$50", k=True).c("rands", rands, s=rands).c("salt", g.hex(32))
    r.c("created_unix", g.epoch(), k=True).c("is_admin", g.chance(0.1))
    return r


def gt_access_token(g):
    r = Row("access_token", "hashes", "Gitea 1.21 access_token (token_hash, token_salt, token_last_eight)")
    h = g.hex(100)
    sc = g.choice(["write:repository,read:user", "read:package", "all"])
    r.c("id", g.int(1, 99999)).c("uid", g.int(1, 9999)).c("name", g.choice(["drone", "woodpecker", "renovate"]), k=True)
    r.c("token_hash", h, s=h).c("token_salt", g.s(10)).c("token_last_eight", g.hex(8))
    r.c("scope", sc, k=(sc if len(sc) > 3 else None)).c("created_unix", g.epoch(), k=True).c("updated_unix", g.epoch())
    return r


def gt_webhook(g):
    r = Row("webhook", "infra", "Gitea 1.21 webhook (url, secret, meta)")
    kind = g.int(0, 3)
    if kind == 0:
        url, tok = g.slack_webhook()
        typ, listed = "slack", [tok]
    elif kind == 1:
        url, tok = g.discord_webhook()
        typ, listed = "discord", [tok]
    elif kind == 2:
        org = g.company()
        url, alt, extra = g.teams_webhook(org)
        typ, listed = "msteams", [alt, extra]
    else:
        host = g.host_internal()
        tok = g.s(32)
        url = f"https://{host}/gitea-hook?token={tok}"
        typ, listed = "gitea", [tok]
        r.add(p=host)
    sec = g.s(24)
    ev = json.dumps({"push_only": True, "send_everything": False, "choose_events": False, "branch_filter": "main"})
    r.c("id", g.int(1, 9999)).c("repo_id", g.int(1, 9999)).c("url", url, s=listed).c("http_method", "POST")
    r.c("content_type", 1).c("secret", sec, s=sec).c("events", ev, k="branch_filter").c("is_active", True)
    r.c("type", typ).c("meta", json.dumps({"channel": "#deploys", "username": "gitea", "icon_url": "", "color": ""}) if typ == "slack" else "")
    r.c("created_unix", g.epoch(), k=True)
    return r


def gt_hook_task(g):
    r = Row("hook_task", "encoded", "Gitea 1.21 hook_task (payload_content, request_content)")
    name, f, l = person(g, g.choice(["de", "uk", "fr"]))
    em = g.email("xx", f, l)
    host = g.host_public(sub="git")
    sha = g.hex(40)
    payload = {"ref": "refs/heads/main", "before": g.hex(40), "after": sha,
               "repository": {"full_name": "platform/api", "html_url": f"https://{host}/platform/api"},
               "pusher": {"login": f, "email": em}}
    tok = g.s(40)
    hookhost = g.host_internal()
    req = {"url": f"https://{hookhost}/ci/trigger", "http_method": "POST",
           "headers": {"Content-Type": "application/json", "X-Gitea-Event": "push",
                       "X-Gitea-Signature": g.hex(64), "Authorization": "Bearer " + tok},
           "body": json.dumps(payload)}
    uid = g.uuid()
    r.c("id", g.int(1, 999999)).c("hook_id", g.int(1, 9999)).c("uuid", uid, k=uid)
    r.c("payload_content", json.dumps(payload), p=[em, host], k=sha).c("event_type", "push", k=None)
    r.c("is_delivered", True).c("request_content", json.dumps(req), s=tok, p=hookhost)
    r.c("delivered", g.epoch() * 1000000000, k=True)
    return r


# ---------------------------------------------------------------- oauth2-server-php ---
SRC_OS = "bshaffer/oauth2-server-php PDO storage schema"


def os_clients(g):
    r = Row("oauth_clients", "positional", SRC_OS + " oauth_clients")
    host = g.host_public()
    sec = g.s(40)
    cid = g.choice(["mobile-ios", "mobile-android", "partner-portal", "kiosk"])
    r.c("client_id", cid, k=cid).c("client_secret", sec, s=sec).c("redirect_uri", f"https://{host}/oauth/cb", p=host)
    r.c("grant_types", "authorization_code refresh_token", k=True).c("scope", "basic", k=True).c("user_id", None)
    return r


def os_tokens(g):
    kind = g.int(0, 2)
    table = ["oauth_access_tokens", "oauth_refresh_tokens", "oauth_authorization_codes"][kind]
    col = ["access_token", "refresh_token", "authorization_code"][kind]
    r = Row(table, "positional", SRC_OS + " " + table)
    tok = g.hex(40)
    r.c(col, tok, s=tok).c("client_id", g.choice(["mobile-ios", "partner-portal"]), k=True).c("user_id", str(g.int(1, 9999)))
    if kind == 2:
        host = g.host_public()
        r.c("redirect_uri", f"https://{host}/oauth/cb", p=host)
    r.c("expires", g.ts_mysql(), k=True).c("scope", "basic", k=True)
    if kind == 2:
        it = g.jwt({"aud": "mobile-ios"})
        r.c("id_token", it, s=it)
    return r


def os_users(g):
    r = Row("oauth_users", "hashes", SRC_OS + " oauth_users (sha1 password)")
    name, f, l = person(g, g.choice(["uk", "fr", "es"]))
    em = g.email("xx", f, l)
    pw = g.hex(40)
    r.c("username", f + "." + l).c("password", pw, s=pw).c("first_name", name.split(" ")[0]).c("last_name", name.split(" ")[-1])
    r.c("email", em, p=em).c("email_verified", True).c("scope", "basic", k=True)
    return r


def os_public_keys(g):
    r = Row("oauth_public_keys", "mixed", SRC_OS + " oauth_public_keys")
    pub, plines, _ = g.pem("PUBLIC KEY")
    prv, slines, _ = g.pem("PRIVATE KEY")
    r.c("client_id", g.choice(["mobile-ios", "partner-portal"]), k=True).c("public_key", pub, k=[plines[2], plines[4]])
    r.c("private_key", prv, s=[slines[3], slines[10], slines[17]]).c("encryption_algorithm", "RS256", k=True)
    return r


# ---------------------------------------------------------------- Celery -------------
def celery_taskmeta(g):
    r = Row("celery_taskmeta", "mixed", "Celery 5 SQLAlchemy result backend celery_taskmeta (result_extended)")
    tid = g.uuid()
    worker = "celery@" + g.host_internal()
    kind = g.int(0, 2)
    if kind == 0:
        url, tok = g.slack_webhook()
        args, kwargs = json.dumps([url, "nightly export done"]), json.dumps({})
        status, tb, name, s, p, k = "SUCCESS", None, "notify.slack", [tok], [], None
    elif kind == 1:
        key = g.google_api()
        args, kwargs = json.dumps([g.int(1, 9999)]), json.dumps({"api_key": key, "region": "BR"})
        status, tb, name, s, p, k = "SUCCESS", None, "geo.geocode_batch", [key], [], None
    else:
        host, ip = g.host_internal(), g.ip_private()
        pw = g.password(urlsafe=True)
        args, kwargs = json.dumps([]), json.dumps({"dsn": f"postgresql://etl:{pw}@{host}:5432/warehouse"})
        tb = ('Traceback (most recent call last):\n  File "/app/tasks/etl.py", line 88, in load\n    conn = psycopg.connect(dsn)\n'
              f'psycopg.OperationalError: connection failed: connection to server at "{ip}", port 5432 failed: timeout expired')
        status, name, s, p, k = "FAILURE", "etl.load_warehouse", [pw], [host, ip], "psycopg.OperationalError"
    r.c("id", g.int(1, 9999999)).c("task_id", tid, k=tid).c("status", status, k=True).c("result", json.dumps({"ok": status == "SUCCESS"}))
    r.c("date_done", g.ts_mysql(), k=True).c("traceback", tb, k=k).c("name", name, k=name).c("args", args).c("kwargs", kwargs)
    r.c("worker", worker, p=worker.split("@", 1)[1]).c("retries", 0).c("queue", "celery")
    r.add(s=s, p=p)
    return r


# ---------------------------------------------------------------- App schema B -------
SRC_B = "App schema B (custom multi-tenant SaaS; config, channels, credentials, events, syslog, CRM, payments)"


def b_config(g):
    r = Row("system_config", "no_key", SRC_B + " system_config(config_key, config_value)")
    kind = g.int(0, 8)
    host = g.host_internal()
    if kind == 0:
        key, val, s, p = "mail.smtp.password", g.password(), "v", None
    elif kind == 1:
        key, val, s, p = "payments.stripe.secret_key", g.stripe_sk("rk"), "v", None
    elif kind == 2:
        key, val, s, p = "sms.twilio.auth_token", g.hex(32), "v", None
    elif kind == 3:
        pw = g.password(urlsafe=True)
        key, val, s, p = "search.es.url", f"https://elastic:{pw}@{host}:9200", [pw], [host]
    elif kind == 4:
        pw = g.password(urlsafe=True)
        key, val, s, p = "cache.redis.url", f"redis://:{pw}@{host}:6379/2", [pw], [host]
    elif kind == 5:
        key, val, s, p = "auth.jwt.hmac_secret", g.b64(64, url=True, pad=False), "v", None
    elif kind == 6:
        key, val, s, p = "storage.s3.secret", g.aws_secret(), "v", None
    elif kind == 7:
        key, val, s, p = "ldap.bind_dn_password", g.password(), "v", None
    else:
        key, val, s, p = "vault.host", host, None, "v"
    r.c("config_key", key).c("config_value", val, s=(val if s == "v" else s), p=(val if p == "v" else p))
    r.c("scope", g.choice(["global", "tenant:%d" % g.int(100, 999)])).c("updated_at", g.ts_pg(), k=True)
    return r


def b_config_keep(g):
    r = Row("system_config", "lookalike", SRC_B + " system_config(config_key, config_value)")
    key, val = g.choice([("auth.token_ttl", "3600"), ("auth.refresh_token_ttl", "2592000"), ("password.expiry_days", "180"),
                         ("session.max_per_user", "250"), ("ui.theme", "dark-contrast"), ("auth.default_method", "password"),
                         ("secrets.rotation_days", "365"), ("api.max_tokens", "8192")])
    r.c("config_key", key, k=key).c("config_value", val, k=val).c("scope", "global").c("updated_at", g.ts_pg(), k=True)
    return r


def b_channels(g):
    r = Row("notification_channels", "infra", SRC_B + " notification_channels")
    kind = g.int(0, 4)
    if kind == 0:
        url, tok = g.discord_webhook()
        kd, listed = "discord", [tok]
    elif kind == 1:
        url, alt, extra = g.teams_webhook(g.company())
        kd, listed = "teams", [alt, extra]
    elif kind == 2:
        bot = g.digits(10, True) + ":" + g.s(35, ALNUM + "-_")
        url = f"https://api.telegram.org/bot{bot}/sendMessage?chat_id=-100{g.digits(10)}"
        kd, listed = "telegram", [bot]
    elif kind == 3:
        url, tok = g.slack_webhook()
        kd, listed = "slack", [tok]
    else:
        host = g.host_public()
        tok = g.s(32, LOWER_ALNUM)
        url = f"https://{host}/api/alerts?token={tok}&severity=critical"
        kd, listed = "webhook", [tok]
        r.add(p=host)
    r.c("id", g.int(1, 9999)).c("tenant_id", g.int(100, 999)).c("kind", kd).c("target_url", url, s=listed)
    r.c("created_at", g.ts_pg(), k=True)
    return r


def b_tenant_credentials(g):
    r = Row("tenant_credentials", "no_key", SRC_B + " tenant_credentials(data, extra, note)")
    kind = g.int(0, 2)
    r.c("id", g.int(1, 9999)).c("tenant_id", g.int(100, 999))
    if kind == 0:
        kid, sec = g.aws_key_id(), g.aws_secret()
        r.c("provider", "aws").c("data", json.dumps({"aws_access_key_id": kid, "aws_secret_access_key": sec, "region": "eu-central-1"}), s=[kid, sec])
        r.c("extra", None).c("note", None)
    elif kind == 1:
        pem, lines, _ = g.pem("PRIVATE KEY")
        proj = g.choice(["analytics", "ml", "exports"]) + "-" + g.digits(6, True)
        sa = f"etl-runner@{proj}.iam.gserviceaccount.com"
        data = {"type": "service_account", "project_id": proj, "private_key_id": g.hex(40), "private_key": pem,
                "client_email": sa, "client_id": g.digits(21, True), "token_uri": "https://oauth2.googleapis.com/token"}
        r.c("provider", "gcp").c("data", json.dumps(data), s=[lines[2], lines[9], lines[15]], p=sa)
        r.c("extra", {"rotated_by": "ops"}).c("note", None)
    else:
        host = "sftp." + g.host_public().split(".", 1)[1]
        pw = g.password()
        old = g.password()
        r.c("provider", "sftp").c("data", json.dumps({"host": host, "username": "acme_drop", "password": pw}), s=pw, p=host)
        r.c("extra", json.dumps({"legacy": {"password": old}})).add(s=old)
        r.c("note", "partner asked us to keep the previous password active until the cutover")
    r.c("updated_at", g.ts_pg(), k=True)
    return r


def b_event_store(g):
    r = Row("event_store", "encoded", SRC_B + " event_store (data with embedded JSON strings, metadata jsonb)")
    name, f, l = person(g, g.choice(["de", "fr", "uk", "nl"]))
    em = g.email("xx", f, l)
    ip = g.ip_public()
    kind = g.int(0, 1)
    if kind == 0:
        at = "00D" + g.s(15, ALNUM) + "!" + g.s(96, ALNUM + "._")
        rt = "5Aep" + g.s(83, ALNUM + "._")
        inst = g.company() + ".my.salesforce.com"
        raw = json.dumps({"access_token": at, "instance_url": f"https://{inst}", "refresh_token": rt, "token_type": "Bearer"})
        data = {"customer_id": g.int(1, 9999), "integration": "salesforce", "raw": raw}
        typ, s, p = "IntegrationConnected", [at, rt], [inst]
    else:
        pw = g.password()
        form = json.dumps({"fields": json.dumps({"email": em, "new_password": pw, "confirm": pw})})
        data = {"user_email": em, "form": form}
        typ, s, p = "PasswordChangeSubmitted", [pw], []
    meta = {"causation_id": g.uuid(), "correlation_id": g.uuid(), "ip": ip, "actor": em}
    eid = g.uuid()
    r.c("id", eid, k=eid).c("stream_id", "customer-%d" % g.int(1000, 9999)).c("type", typ, k=typ)
    r.c("data", json.dumps(data), s=s, p=p).c("metadata", meta if g.chance(0.5) else json.dumps(meta), p=[ip, em])
    r.c("created_at", g.ts_pg(), k=True)
    return r


def b_syslog(g):
    r = Row("syslog", "mixed", SRC_B + " syslog (rsyslog ommysql-style table)")
    host = g.host_internal()
    kind = g.int(0, 4)
    ip = g.ip_public()
    if kind == 0:
        fp = "SHA256:" + g.b64(32, pad=False)
        msg = f"Accepted publickey for deploy from {ip} port {g.int(30000, 65000)} ssh2: ED25519 {fp}"
        prog, s, p, k = "sshd", [], [ip], [fp]
    elif kind == 1:
        pw = g.password(urlsafe=True)
        msg = f"ops : TTY=pts/0 ; PWD=/home/ops ; USER=root ; COMMAND=/usr/bin/mysql -u root -p{pw} -e SHOW SLAVE STATUS"
        prog, s, p, k = "sudo", [pw], [], ["COMMAND=/usr/bin/mysql"]
    elif kind == 2:
        tok = g.s(40, ALNUM)
        msg = f'{ip} - - [14/May/2024:10:22:31 +0000] "GET /password/reset?token={tok} HTTP/1.1" 200 5120 "-" "Mozilla/5.0"'
        prog, s, p, k = "nginx", [tok], [ip], ["/password/reset"]
    elif kind == 3:
        dig = "sha256:" + g.hex(64)
        reg = "registry." + g.host_public().split(".", 1)[1]
        msg = f"Pulling image {reg}/platform/api@{dig}"
        prog, s, p, k = "dockerd", [], [reg], [dig]
    else:
        msg = "EXT4-fs (nvme0n1p1): re-mounted. Opts: errors=remount-ro. Quota mode: none."
        prog, s, p, k = "kernel", [], [], ["EXT4-fs (nvme0n1p1): re-mounted"]
    r.c("id", g.int(1, 99999999)).c("received_at", g.ts_mysql(), k=True).c("hostname", host, p=host)
    r.c("facility", g.choice(["auth", "daemon", "kern", "authpriv"])).c("severity", g.choice(["info", "notice", "warning"]))
    r.c("program", prog).c("message", msg, s=s, p=p, k=k)
    return r


def b_customers_eu(g):
    r = Row("customers", "pii_locale", SRC_B + " customers (en-GB, de-DE, fr-FR)")
    loc = g.choice(["uk", "de", "fr"])
    name, f, l = person(g, loc)
    tel = phone(g, loc)
    em = g.email(loc, f, l)
    r.c("id", g.int(1, 999999)).c("full_name", name).c("email", em, p=em).c("phone", tel, p=tel)
    r.c("country", {"uk": "GBR", "de": "DEU", "fr": "FRA"}[loc], k=True).c("created_at", g.ts_pg(), k=True)
    return r


def b_customers_jp(g):
    r = Row("顧客", "pii_locale", SRC_B + " 顧客 (ja-JP column names)")
    name, _, _ = person(g, "jp")
    tel = phone(g, "jp")
    em = g.email("jp", g.s(6, "abcdefghikmnorstuy"), g.s(5, "abcdefghikmnorstuy"))
    r.c("顧客ID", g.int(1, 999999)).c("氏名", name).c("メールアドレス", em, p=em).c("電話番号", tel, p=tel)
    r.c("登録日時", g.ts_mysql(), k=True)
    return r


def b_contacts_intl(g):
    r = Row("contacts", "pii_locale", SRC_B + " contacts (ru-RU, nl-NL, zh-CN, pt-BR)")
    loc = g.choice(["ru", "nl", "cn", "br"])
    name, f, l = person(g, loc)
    if f is None:
        f, l = pinyin(g)
    tel = phone(g, loc)
    em = g.email(loc, f, l)
    r.c("id", g.int(1, 999999)).c("name", name).c("mobile", tel, p=tel).c("email", em, p=em)
    if loc == "cn":
        idn = cn_resident_id(g)
        r.c("national_id", idn, p=idn)
    elif loc == "br":
        c = cpf(g, g.chance(0.5))
        r.c("national_id", c, p=c)
    else:
        r.c("national_id", None)
    r.c("locale", {"ru": "ru-RU", "nl": "nl-NL", "cn": "zh-CN", "br": "pt-BR"}[loc], k=True).c("updated_at", g.ts_pg(), k=True)
    return r


def b_payments(g):
    r = Row("payment_methods", "pii_locale", SRC_B + " payment_methods")
    num = pan(g)
    disp = pan_format(g, num)
    masked = pan_masked(pan(g), g.int(0, 2))
    ib = iban(g)
    r.c("id", g.uuid(), k=True).c("customer_id", g.int(1, 99999)).c("card_no", disp, p=disp).c("card_display", masked, k=masked)
    r.c("exp", "%02d/%d" % (g.int(1, 12), g.int(2026, 2031))).c("bank_account", ib, p=ib)
    r.c("brand", pan_brand(num)).c("status", "active", k=True).c("created_at", g.ts_pg(), k=True)
    return r


def b_gebruikers(g):
    r = Row("gebruikers", "key_unusual", SRC_B + " gebruikers (nl-NL column names)")
    name, f, l = person(g, "nl")
    pw = g.password()
    tel = phone(g, "nl")
    em = g.email("nl", f, l)
    r.c("id", g.int(1, 99999)).c("gebruikersnaam", f + l[:2]).c("wachtwoord", pw, s=pw).c("e-mailadres", em, p=em)
    r.c("telefoonnummer", tel, p=tel).c("aangemaakt_op", g.ts_pg(), k=True)
    return r


def b_polzovateli(g):
    r = Row("пользователи", "key_unusual", SRC_B + " пользователи (ru-RU column names)")
    name, f, l = person(g, "ru")
    pw = g.password() if g.chance(0.6) else g.hex(32)
    tel = phone(g, "ru")
    em = g.email("ru", f, l)
    r.c("ид", g.int(1, 99999)).c("логин", f + "_" + l).c("пароль", pw, s=pw).c("почта", em, p=em)
    r.c("телефон", tel, p=tel).c("создан", g.ts_pg(), k=True)
    return r


def b_yonghu_pinyin(g):
    r = Row("yonghu", "key_unusual", SRC_B + " yonghu (pinyin column names)")
    f, l = pinyin(g)
    pw = g.choice([g.hex(32), g.password()])
    mob, idn = cn_mobile(g), cn_resident_id(g)
    r.c("id", g.int(1, 99999)).c("yonghuming", l + f + str(g.int(1, 999))).c("mima", pw, s=pw)
    r.c("shouji", mob, p=mob).c("shenfenzheng", idn, p=idn).c("chuangjian_shijian", g.ts_mysql(), k=True)
    return r


def b_clientes_senha(g):
    r = Row("clientes", "key_unusual", SRC_B + " clientes (pt-BR column names)")
    name, f, l = person(g, "br")
    pw = g.password() if g.chance(0.5) else g.bcrypt("$2y$", 10)
    c = cpf(g, g.chance(0.5))
    tel = phone(g, "br")
    r.c("id", g.int(1, 99999)).c("nome", name).c("senha", pw, s=pw).c("cpf", c, p=c).c("celular", tel, p=tel)
    r.c("data_cadastro", g.ts_pg(), k=True)
    return r


def b_user_profiles_camel(g):
    r = Row("userProfiles", "key_unusual", SRC_B + " userProfiles (camelCase, Mongo-export style)")
    name, f, l = person(g, g.choice(["uk", "de", "nl"]))
    em = g.email("xx", f, l)
    ph = g.choice([g.django_argon2(), g.bcrypt("$2b$", 12)])
    ak = g.s(48)
    rt = g.jwt({"typ": "refresh"})
    ts = g.totp_b32(16)
    r.c("_id", g.hex(24), k=True).c("emailAddress", em, p=em).c("passwordHash", ph, s=ph).c("apiKey", ak, s=ak)
    r.c("refreshToken", rt, s=rt).c("totpSecret", ts, s=ts).c("updatedAt", g.ts_iso(ms=True), k=True)
    return r


def b_svc_accounts(g):
    r = Row("svc_accounts", "key_unusual", SRC_B + " svc_accounts (abbreviated column names)")
    pwd = g.password()
    tok = g.s(40)
    sec = g.b64(32)
    r.c("id", g.int(1, 999)).c("svc", g.choice(["backup", "ci", "monitoring", "billing-sync"])).c("usr", "svc_" + g.s(5, LOWER_ALNUM))
    r.c("pwd", pwd, s=pwd).c("tok", tok, s=tok).c("sec", sec, s=sec).c("upd", g.ts_pg(), k=True)
    return r


# lookalikes ---------------------------------------------------------------------------
def b_usage(g):
    r = Row("usage_metering", "lookalike", SRC_B + " usage_metering")
    pt, ct = g.int(200, 12000), g.int(100, 3000)
    rid = "msg_" + g.s(24)
    r.c("tenant_id", g.int(100, 999), k=True).c("request_id", rid, k=rid).c("model", g.choice(["gpt-4.1", "claude-sonnet-4", "mistral-large"]), k=True)
    r.c("prompt_tokens", pt, k=True).c("completion_tokens", ct, k=True).c("cached_tokens", g.int(100, 900), k=True)
    r.c("max_tokens", g.choice([2048, 4096, 16384]), k=True).c("billed_at", g.ts_pg(), k=True)
    return r


def b_security_policies(g):
    r = Row("security_policies", "lookalike", SRC_B + " security_policies")
    r.c("tenant_id", g.int(100, 999), k=True).c("password_expires_days", g.choice([120, 180, 365]), k=True)
    r.c("secret_rotation_days", g.choice([180, 365]), k=True).c("max_session_count", g.int(100, 500), k=True)
    r.c("auth_method", g.choice(["password", "oidc", "saml"]), k=True).c("password_changed_at", g.ts_pg(), k=True)
    return r


def b_oidc_clients(g):
    r = Row("oidc_clients", "lookalike", SRC_B + " oidc_clients (public metadata)")
    _, lines, _ = g.pem("PUBLIC KEY")
    kid = g.hex(16)
    cid = g.choice(["web-spa", "mobile", "cli"]) + "-" + g.s(6, LOWER_ALNUM)
    r.c("client_id", cid, k=cid).c("token_type", "Bearer", k=True).c("expires_in", g.choice([3600, 900]), k=True)
    r.c("id_token_signed_response_alg", "RS256", k=True).c("key_id", kid, k=kid)
    r.c("public_key", "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----", k=[lines[3], lines[5]])
    r.c("created_at", g.ts_pg(), k=True)
    return r


def b_releases(g):
    r = Row("releases", "lookalike", SRC_B + " releases")
    sha = g.hex(40)
    dig = "sha256:" + g.hex(64)
    ver = "v%d.%d.%d" % (g.int(1, 9), g.int(0, 40), g.int(0, 15))
    r.c("id", g.int(1, 9999), k=True).c("git_sha", sha, k=sha).c("image", "api@" + dig, k=dig).c("semver", ver, k=ver)
    r.c("channel", g.choice(["stable", "canary"]), k=True).c("released_at", g.ts_pg(), k=True)
    return r


def b_build_artifacts(g):
    r = Row("build_artifacts", "lookalike", SRC_B + " build_artifacts")
    sha = g.hex(64)
    s512 = g.hex(128)
    fn = g.choice(["agent", "cli", "worker"]) + "_%d.%d.%d_linux_arm64.deb" % (g.int(1, 3), g.int(0, 20), g.int(0, 9))
    r.c("id", g.int(1, 99999), k=True).c("filename", fn, k=fn).c("sha256", sha, k=sha).c("sha512", s512, k=s512)
    r.c("size", g.int(10 ** 5, 10 ** 8), k=True).c("built_at", g.ts_pg(), k=True)
    return r


def b_http_requests(g, with_ip=False):
    r = Row("http_requests", "mixed" if with_ip else "lookalike", SRC_B + " http_requests (tracing)")
    tid, sid = g.hex(32), g.hex(16)
    err = g.choice([("DB_POOL_EXHAUSTED", "could not obtain connection from pool within 5000 ms", 503),
                    ("INVALID_GRANT", "refresh token is expired or revoked", 400),
                    ("CSRF_MISMATCH", "csrf token missing or incorrect", 403),
                    ("PAYLOAD_TOO_LARGE", "request body exceeds 10485760 bytes", 413)])
    route = g.choice(["/oauth/token", "/v2/uploads", "/v2/sessions", "/v2/password/reset"])
    r.c("trace_id", tid, k=tid).c("span_id", sid, k=sid).c("route", route, k=route).c("status_code", err[2], k=str(err[2]))
    r.c("error_code", err[0], k=err[0]).c("message", err[1], k=err[1]).c("latency_ms", g.int(1000, 9000), k=True)
    r.c("ts", g.ts_iso(ms=True), k=True)
    if with_ip:
        ip = g.ip_public()
        host = g.host_internal()
        r.c("remote_addr", ip, p=ip).c("backend", host, p=host)
    return r


def b_http_requests_mixed(g):
    return b_http_requests(g, True)


HELDOUT_PLAN = [
    (rails_users, 10), (rails_users_otp, 6), (dk_application, 4), (dk_token, 8), (dk_grant, 4), (gj_jobs, 7),
    (sq_jobs, 4), (pt_versions, 5), (as_blobs, 5), (sk_failures, 5),
    (wp_users, 10), (wp_usermeta_sessions, 7), (wp_usermeta_keep, 5), (wc_customer_meta, 6), (wp_options, 12),
    (wp_options_keep, 6), (wc_api_keys, 3),
    (dr_users, 6), (dr_key_value, 4), (dr_key_value_keep, 3), (dr_config, 4), (dr_sessions, 4),
    (pg_authid, 7), (pg_shadow, 3), (pg_user_mappings, 4), (pg_foreign_server, 5), (pg_stat_activity, 7), (pg_settings, 5),
    (gl_pat, 7), (gl_users, 5), (gt_user, 4), (gt_access_token, 4), (gt_webhook, 9), (gt_hook_task, 4),
    (os_clients, 4), (os_tokens, 10), (os_users, 4), (os_public_keys, 3),
    (celery_taskmeta, 7),
    (b_config, 14), (b_config_keep, 7), (b_channels, 11), (b_tenant_credentials, 7), (b_event_store, 8), (b_syslog, 12),
    (b_customers_eu, 10), (b_customers_jp, 6), (b_contacts_intl, 8), (b_payments, 10),
    (b_gebruikers, 4), (b_polzovateli, 4), (b_yonghu_pinyin, 4), (b_clientes_senha, 4), (b_user_profiles_camel, 5),
    (b_svc_accounts, 4),
    (b_usage, 8), (b_security_policies, 5), (b_oidc_clients, 5), (b_releases, 8), (b_build_artifacts, 5),
    (b_http_requests, 7), (b_http_requests_mixed, 5),
]


# ==============================================================================
# section 6: driver
# ==============================================================================
HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20250611
MAX_TRIES = 200


def build(plan, master, half):
    out = []
    for fn, n in plan:
        for i in range(n):
            for attempt in range(MAX_TRIES):
                g = G(random.Random(master.getrandbits(64)))
                rec = fn(g).record()
                errs = validate(rec)
                if not errs:
                    out.append(rec)
                    break
            else:
                raise SystemExit(f"[{half}] {fn.__name__} #{i}: could not build a valid row: {errs}")
    return out


def checksum_audit(recs, counts):
    """Re-verify check digits of planted identifiers, by column."""
    problems = []
    for rec in recs:
        for col, val in zip(rec["columns"], rec["row"]):
            if not isinstance(val, str):
                continue
            if col in ("card_number", "card_no"):
                counts["luhn"] += 1
                if not luhn_ok(re.sub(r"[ -]", "", val)):
                    problems.append(("luhn", val))
            elif col in ("iban", "bank_account"):
                counts["iban"] += 1
                if not iban_ok(val):
                    problems.append(("iban", val))
            elif col in ("cpf",) or (col == "national_id" and len(re.sub(r"\D", "", val)) == 11):
                counts["cpf"] += 1
                if not cpf_ok(val):
                    problems.append(("cpf", val))
            elif col in ("shenfenzheng", "身份证号", "id_card") or (col == "national_id" and len(val) == 18):
                counts["cn_id"] += 1
                if not cn_id_ok(val):
                    problems.append(("cn_id", val))
    return problems


def check_files():
    ok = True
    seen_secret = {}
    summary = {}
    counts = collections.Counter()
    for half in ("dev", "heldout"):
        path = os.path.join(HERE, f"{half}.jsonl")
        recs = []
        with open(path, encoding="utf-8") as fh:
            for ln, line in enumerate(fh, 1):
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError as e:
                    print(f"{half}:{ln}: invalid JSON: {e}")
                    ok = False
                    continue
                for e in validate(rec):
                    print(f"{half}:{ln}: {e}")
                    ok = False
                for v in rec["secrets"]:
                    if v in seen_secret:
                        print(f"{half}:{ln}: secret reused from {seen_secret[v]}: {v!r}")
                        ok = False
                    seen_secret[v] = f"{half}:{ln}"
                recs.append(rec)
        for kind, v in checksum_audit(recs, counts):
            print(f"{half}: checksum failure {kind}: {v}")
            ok = False
        summary[half] = recs
    # schema split: no source family in both halves
    fam = lambda r: " ".join(r["source"].split(" ")[:3]) if r["source"].startswith("App schema") else r["source"].split(" ")[0]  # noqa: E731
    both = {fam(r) for r in summary["dev"]} & {fam(r) for r in summary["heldout"]}
    if both:
        print("source families present in both halves:", both)
        ok = False
    print("check digits verified:", dict(counts))
    return ok, summary


def report(summary):
    lines = ["| class | dev rows | heldout rows | dev planted | heldout planted |", "|---|---|---|---|---|"]
    tot = collections.Counter()
    for c in sorted(CLASSES):
        row = [c]
        for half in ("dev", "heldout"):
            n = sum(1 for r in summary[half] if r["class"] == c)
            row.append(str(n))
            tot[half] += n
        for half in ("dev", "heldout"):
            row.append(str(sum(len(r["secrets"]) + len(r["private"]) for r in summary[half] if r["class"] == c)))
        lines.append("| " + " | ".join(row) + " |")
    for half in ("dev", "heldout"):
        recs = summary[half]
        s = sum(len(r["secrets"]) for r in recs)
        p = sum(len(r["private"]) for r in recs)
        k = sum(len(r["keep"]) for r in recs)
        look = sum(1 for r in recs if r["class"] == "lookalike")
        lines.append(f"\n{half}: {len(recs)} rows, {s} secrets, {p} private, {k} keep values, "
                     f"{look} look-alike rows, {len({r['table'] for r in recs})} tables")
    return "\n".join(lines)


def main():
    if "--check" not in sys.argv:
        master = random.Random(SEED)
        dev = build(DEV_PLAN, master, "dev")
        held = build(HELDOUT_PLAN, master, "heldout")
        for half, recs in (("dev", dev), ("heldout", held)):
            with open(os.path.join(HERE, f"{half}.jsonl"), "w", encoding="utf-8") as fh:
                for rec in recs:
                    fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    ok, summary = check_files()
    print(report(summary))
    print("SELF-CHECK", "PASSED" if ok else "FAILED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
