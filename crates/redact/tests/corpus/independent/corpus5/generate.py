#!/usr/bin/env python3
"""Generator for redaction test corpus5 (independent corpus).

Standard library only, deterministic (fixed seed). Writes dev.jsonl next to
this script. Every record lists substrings that must disappear ("secrets",
"private") and diagnostic substrings that must survive ("keep").

Written from public format documentation only (man pages, RFCs, vendor
docs, national ID specifications); the redaction engine and the other
corpora were not consulted.
"""
import base64
import csv
import hashlib
import io
import json
import os
import random
import string
import urllib.parse
import uuid
from collections import Counter
from datetime import date, datetime, timedelta, timezone

SEED = 20240505
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# generic random helpers
# --------------------------------------------------------------------------
B62 = string.ascii_letters + string.digits
B64 = B62 + "+/"
B64URL = B62 + "-_"


def ch(seq):
    return R.choice(seq)


def dg(n):
    return "".join(R.choice("0123456789") for _ in range(n))


def nz(n):
    return str(R.randint(1, 9)) + dg(n - 1)


def hx(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def HX(n):
    return hx(n).upper()


def b62(n):
    return "".join(R.choice(B62) for _ in range(n))


def b64s(n, alphabet=B64):
    return "".join(R.choice(alphabet) for _ in range(n))


def up_dg(n):
    return "".join(R.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def uid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def b64(s):
    if isinstance(s, str):
        s = s.encode()
    return base64.b64encode(s).decode()


def b64u(s):
    if isinstance(s, str):
        s = s.encode()
    return base64.urlsafe_b64encode(s).decode().rstrip("=")


BASE = datetime(2024, 2, 1, tzinfo=timezone.utc)


def rdt():
    return BASE + timedelta(seconds=R.randint(0, 86400 * 150), microseconds=R.randint(0, 999999))


def iso_ms(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (dt.microsecond // 1000)


def iso_s(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_us(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def sp_ms(dt=None, sep=","):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%d %H:%M:%S") + sep + "%03d" % (dt.microsecond // 1000)


def syslog_ts(dt=None):
    dt = dt or rdt()
    return dt.strftime("%b ") + "%2d" % dt.day + dt.strftime(" %H:%M:%S")


def clf_ts(dt=None, tz="+0000"):
    dt = dt or rdt()
    return dt.strftime("%d/%b/%Y:%H:%M:%S ") + tz


def epoch(dt=None):
    dt = dt or rdt()
    return int(dt.timestamp())


ROLES = ["web", "api", "db", "pg", "redis", "kafka", "worker", "batch", "cache", "ingest", "auth",
         "search", "mq", "gw", "etl", "mail", "vpn", "bastion", "ci", "nfs", "ldap", "vault", "mongo"]
ENVS = ["prod", "prd", "stg", "dev", "eu1", "use1", "fra", "ams", "sin"]
DOMAINS = ["acme-corp.net", "int.northwind.io", "corp.brightfield.de", "prod.kestrel.cloud",
           "lan.sundial-labs.com", "dc1.orbitbank.local", "eu.tessera-systems.net", "ops.halcyon-retail.co.uk",
           "infra.mizuho-tech.jp", "svc.parana-logistica.com.br"]
_used_hosts = set()


def short_host(role=None):
    while True:
        role_ = role or ch(ROLES)
        st = R.randint(0, 2)
        if st == 0:
            h = "%s-%s-%02d" % (role_, ch(ENVS), R.randint(1, 24))
        elif st == 1:
            h = "%s%02d" % (role_, R.randint(1, 40))
        else:
            h = "%s-%s%d" % (ch(ENVS), role_, R.randint(1, 9))
        if h not in _used_hosts:
            _used_hosts.add(h)
            return h


def fqdn(role=None):
    return short_host(role) + "." + ch(DOMAINS)


def ip_priv():
    k = R.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))
    return "192.168.%d.%d" % (R.randint(0, 255), R.randint(2, 254))


def ip_pub():
    return "%d.%d.%d.%d" % (ch([31, 37, 46, 62, 77, 81, 85, 91, 109, 145, 176, 185, 188, 212, 217]),
                            R.randint(1, 254), R.randint(0, 255), R.randint(2, 254))


def ipv6():
    return "2a02:%x:%x:%x::%x" % (R.randint(0x1000, 0xffff), R.randint(0, 0xffff), R.randint(0, 0xffff), R.randint(1, 0xfff))


K8S_ALNUM = "bcdfghjklmnpqrstvwxz2456789"


def k8s_rand(n):
    return "".join(R.choice(K8S_ALNUM) for _ in range(n))


def pod(app):
    return "%s-%s-%s" % (app, k8s_rand(R.choice([9, 10])), k8s_rand(5))


def node():
    k = R.randint(0, 3)
    if k == 0:
        return "gke-%s-%s-%s-%s" % (ch(["prod-eu", "core", "payments"]), ch(["default-pool", "highmem-pool", "spot-pool"]), hx(8), k8s_rand(4))
    if k == 1:
        return "ip-10-%d-%d-%d.%s.compute.internal" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254), ch(["eu-west-1", "us-east-2", "ap-northeast-1"]))
    if k == 2:
        return "aks-nodepool%d-%s-vmss%06d" % (R.randint(1, 3), dg(8), R.randint(0, 12))
    return "k8s-worker-%02d.%s" % (R.randint(1, 30), ch(DOMAINS))


WORDS = ["Sommer", "Falcon", "Marmot", "Orchid", "Granite", "Velvet", "Harbor", "Cobalt", "Juniper",
         "Quartz", "Tundra", "Saffron", "Lantern", "Pepper", "Meadow", "Glacier"]
PW_WORDS = ["tiger", "velvet", "harbor", "cobalt", "staple", "orbit", "canyon", "pickle", "maple",
            "lunar", "violet", "anchor", "drizzle", "fjord", "mango", "walnut"]


def pw():
    k = R.randint(0, 3)
    if k == 0:
        return ch(WORDS) + str(R.randint(1971, 2024)) + ch("!#%*?")
    if k == 1:
        return ch(B62) + "".join(R.choice(B62 + "!#%*+-_.") for _ in range(R.randint(13, 21)))
    if k == 2:
        return "-".join(R.sample(PW_WORDS, 4))
    return b62(R.randint(20, 28))


def pw_url():
    return ch(B62) + "".join(R.choice(B62 + "-._~") for _ in range(R.randint(14, 22)))


SVC_USERS = ["app_rw", "svc_backup", "deploy", "etl_loader", "report_ro", "grafana_ro", "replicator",
             "ci_bot", "billing_app", "orders_svc", "monitor", "airflow", "metabase", "keycloak"]
PERSON_USERS = ["jdoe", "m.kowalski", "tanaka.h", "sbrandt", "lgarcia", "okonkwo", "priya.n", "avasquez",
                "hkim", "fmueller", "ebakker", "rlindqvist", "cdupont", "nrossi", "yuki.sato", "akhan",
                "tnguyen", "ipetrova", "osilva", "dcohen"]
_used = {}


def uniq(kind, gen):
    s = _used.setdefault(kind, set())
    for _ in range(200):
        v = gen()
        if v not in s:
            s.add(v)
            return v
    return v


def svc_user():
    return uniq("svc", lambda: ch(SVC_USERS))


def person_user():
    return uniq("pu", lambda: ch(PERSON_USERS))


PERSON_EN = [("Jane", "Doe"), ("Michael", "Okafor"), ("Sarah", "Whitfield"), ("David", "Brennan"),
             ("Emily", "Nakamura"), ("Robert", "Castellanos"), ("Laura", "Fitzgerald"), ("Daniel", "Abernathy"),
             ("Hannah", "Lindqvist"), ("Thomas", "Osei"), ("Olivia", "Marchetti"), ("Kevin", "O'Donnell")]


def person_en():
    return uniq("pen", lambda: ch(PERSON_EN))


def email_of(first, last, dom=None):
    dom = dom or ch(["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "acme-corp.net"])
    return "%s.%s@%s" % (first.lower().replace("'", ""), last.lower().replace("'", ""), dom)


def ms():
    return R.randint(3, 9000)


def errcode(prefix=None):
    return "%s-%d" % (prefix or ch(["E", "ERR", "KYC", "PAY", "ACC", "CRM", "ORD", "ID"]), R.randint(1000, 9999))


def trace_id():
    return hx(32)


def span_id():
    return hx(16)


# --------------------------------------------------------------------------
# check-digit algorithms (each verified against a published example below)
# --------------------------------------------------------------------------
def luhn_digit(payload):
    total = 0
    for i, c in enumerate(reversed(payload)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, item in enumerate(reversed(payload)):
        c = V_D[c][V_P[(i + 1) % 8][int(item)]]
    return str(V_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, item in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(item)]]
    return c == 0


def rand_dob(lo=1952, hi=2004):
    return date(R.randint(lo, hi), R.randint(1, 12), R.randint(1, 28))


def cpf_digits(base9):
    b = [int(x) for x in base9]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(b, range(n, 1, -1)))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    return "".join(map(str, b))


def cpf():
    s = cpf_digits(dg(9))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def aadhaar():
    p = str(R.randint(2, 9)) + dg(10)
    s = p + verhoeff_digit(p)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, DNI_L[n % 23])


def nie():
    p = R.randint(0, 2)
    n = R.randint(0, 9999999)
    return "%s%07d%s" % ("XYZ"[p], n, DNI_L[int("%d%07d" % (p, n)) % 23])


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6,
                   8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = {c: (int(c) if c.isdigit() else ord(c) - 65) for c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def _cf_part(s, is_name):
    s = s.upper()
    cons = [c for c in s if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in s if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vow) + "XXX")[:3]


def cf_check(first15):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(first15))
    return chr(65 + t % 26)


def codice_fiscale(first, last, dob, female, belfiore):
    s = _cf_part(last, False) + _cf_part(first, True) + "%02d" % (dob.year % 100) + "ABCDEHLMPRST"[dob.month - 1] + \
        "%02d" % (dob.day + (40 if female else 0)) + belfiore
    return s + cf_check(s)


def nir(male, dob):
    dept = ch(["75", "69", "13", "33", "59", "31", "44", "67", "06", "35"])
    body = "%d%02d%02d%s%03d%03d" % (1 if male else 2, dob.year % 100, dob.month, dept, R.randint(1, 990), R.randint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        c = sum(x * w for x, w in zip(d, range(9, 1, -1))) % 11
        if c < 10:
            return "".join(map(str, d + [c]))


def bsn_ok(s):
    return (sum(int(x) * w for x, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(dob, male):
    m = dob.month + (20 if dob.year >= 2000 else 0)
    g = ch([1, 3, 5, 7, 9]) if male else ch([0, 2, 4, 6, 8])
    b = "%02d%02d%02d%s%d" % (dob.year % 100, m, dob.day, dg(3), g)
    return b + str((10 - sum(int(x) * w for x, w in zip(b, PESEL_W)) % 10) % 10)


def personnummer(dob):
    b = "%02d%02d%02d%s" % (dob.year % 100, dob.month, dob.day, dg(3))
    return "%s-%s%s" % (b[:6], b[6:], luhn_digit(b))


CPR_W = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]


def cpr(dob):
    while True:
        b = "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, dg(3))
        s = sum(int(x) * w for x, w in zip(b, CPR_W))
        c = (-s) % 11
        if c < 10:
            return "%s-%s%d" % (b[:6], b[6:], c)


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn(dob, male):
    g = (1 if male else 2) + (2 if dob.year >= 2000 else 0)
    b = "%02d%02d%02d%d%s" % (dob.year % 100, dob.month, dob.day, g, dg(5))
    c = (11 - sum(int(x) * w for x, w in zip(b, RRN_W)) % 11) % 10
    return "%s-%s%d" % (b[:6], b[6:], c)


def za_id(dob, male):
    b = "%02d%02d%02d%04d%d8" % (dob.year % 100, dob.month, dob.day,
                                 R.randint(5000, 9999) if male else R.randint(0, 4999), ch([0, 0, 0, 1]))
    return b + luhn_digit(b)


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(b17):
    return "10X98765432"[sum(int(x) * w for x, w in zip(b17, CN_W)) % 11]


def cn_id(dob, male):
    area = ch(["110105", "310104", "440305", "510107", "330106", "420106", "320102"])
    seq = R.randint(10, 99) * 10 + (ch([1, 3, 5, 7, 9]) if male else ch([0, 2, 4, 6, 8]))
    b = "%s%04d%02d%02d%03d" % (area, dob.year, dob.month, dob.day, seq)
    return b + cn_check(b)


def my_number():
    p = [R.randint(0, 9) for _ in range(11)]
    s = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        s += p[11 - n] * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    d = "".join(map(str, p)) + str(c)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


def _tz_sum(ds):
    t = 0
    for i, d in enumerate(ds):
        v = d * (1 if i % 2 == 0 else 2)
        t += v - 9 if v > 9 else v
    return t


def teudat_zehut():
    b = [R.randint(0, 9) for _ in range(8)]
    b[0] = ch([0, 2, 3])
    for c in range(10):
        if _tz_sum(b + [c]) % 10 == 0:
            return "".join(map(str, b + [c]))


TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35, P=23,
            Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_ok(s):
    n = TW_L[s[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(x) * w for x, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0


def tw_id(male):
    while True:
        s = ch("ABEFH") + ("1" if male else "2") + dg(7)
        for c in range(10):
            if tw_ok(s + str(c)):
                return s + str(c)


def thai_id():
    b = str(R.randint(1, 8)) + dg(11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(b)) % 11) % 10
    s = b + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def amka(dob):
    b = "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, dg(4))
    return b + luhn_digit(b)


def snils():
    while True:
        b = dg(9)
        if int(b) > 1001998:
            break
    s = sum(int(x) * (9 - i) for i, x in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def tc_kimlik():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def steuer_id():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
        cnt = Counter(d)
        multi = [v for v in cnt.values() if v > 1]
        if len(multi) == 1 and multi[0] in (2, 3):
            break
    product = 10
    for x in d:
        s = (x + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    if c == 10:
        c = 0
    s = "".join(map(str, d)) + str(c)
    return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu(dob, male):
    n = R.randint(2, 899)
    if (n % 2 == 1) != male:
        n += 1
    b = "%02d%02d%02d" % (dob.day, dob.month, dob.year % 100)
    return "%s%s%03d%s" % (b, "-" if dob.year < 2000 else "A", n, HETU_C[int(b + "%03d" % n) % 31])


def rnokpp(dob, male):
    days = (dob - date(1899, 12, 31)).days
    g = ch([1, 3, 5, 7, 9]) if male else ch([0, 2, 4, 6, 8])
    b = "%05d%s%d" % (days, dg(3), g)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str((sum(int(x) * y for x, y in zip(b, w)) % 11) % 10)


CNP_W = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]


def cnp(dob, male):
    s = (1 if male else 2) + (4 if dob.year >= 2000 else 0)
    b = "%d%02d%02d%02d%02d%03d" % (s, dob.year % 100, dob.month, dob.day, ch([12, 22, 40, 35, 32, 26]), R.randint(1, 999))
    c = sum(int(x) * w for x, w in zip(b, CNP_W)) % 11
    return b + str(1 if c == 10 else c)


def fnr(dob, male):
    while True:
        ind = R.randint(0, 499) if dob.year < 2000 else R.randint(500, 999)
        if (ind % 10 % 2 == 1) != male:
            continue
        b = "%02d%02d%02d%03d" % (dob.day, dob.month, dob.year % 100, ind)
        s1 = sum(int(x) * w for x, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]))
        k1 = 11 - s1 % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        s2 = sum(int(x) * w for x, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        k2 = 11 - s2 % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def saudi_id():
    b = "1" + dg(8)
    return b + luhn_digit(b)


def cccd(dob, male):
    cent = (0 if male else 1) + (2 if dob.year >= 2000 else 0)
    return "%s%d%02d%s" % (ch(["001", "079", "048", "031", "092"]), cent, dob.year % 100, dg(6))


def rut():
    n = R.randint(8000000, 24999999)
    s = 0
    for i, x in enumerate(reversed(str(n))):
        s += int(x) * (2 + i % 6)
    v = 11 - s % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    return "{:,}".format(n).replace(",", ".") + "-" + dv


def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def sin_ca():
    b = str(R.randint(1, 7)) + dg(7)
    s = b + luhn_digit(b)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def nino():
    return "%s%s%s %s %s %s" % (ch("ABCEGHJKLMNPRSTWXYZ"), ch("ABCEGHJKLMNPRSTWXYZ"), dg(2), dg(2), dg(2), ch("ABCD"))


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%s%02d%s" % (cc, 98 - int(num) % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def fmt4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_de():
    return iban("DE", dg(8) + dg(10))


def iban_pl():
    return iban("PL", dg(8) + dg(16))


def iban_nl():
    return iban("NL", ch(["INGB", "ABNA", "RABO", "TRIO"]) + dg(10))


def iban_gb():
    return iban("GB", ch(["NWBK", "BARC", "LOYD", "HBUK"]) + dg(6) + dg(8))


def iban_fr():
    bank, branch, acct = dg(5), dg(5), dg(11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return iban("FR", bank + branch + acct + "%02d" % key)


def iban_es():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        v = 11 - sum(int(x) * y for x, y in zip(s, w)) % 11
        return 0 if v == 11 else 1 if v == 10 else v
    bank, branch, acct = dg(4), dg(4), dg(10)
    return iban("ES", bank + branch + "%d%d" % (dc("00" + bank + branch), dc(acct)) + acct)


def iban_tr():
    return iban("TR", dg(5) + "0" + dg(16))


def card(kind=None):
    kind = kind or ch(["visa", "mc", "amex"])
    if kind == "visa":
        b = "4" + dg(14)
    elif kind == "mc":
        b = "5" + str(R.randint(1, 5)) + dg(13)
    else:
        b = "3" + ch("47") + dg(12)
    n = b + luhn_digit(b)
    if kind == "amex":
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    return fmt4(n)


# self-tests against published examples
assert cpf_digits("111444777") == "11144477735"
assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
assert codice_fiscale("Mario", "Rossi", date(1985, 12, 10), False, "A562") == "RSSMRA85T10A562S"
assert bsn_ok("111222333")
assert luhn_digit("811218987") == "6"          # Skatteverket example 811218-9876
assert luhn_ok("8001015009087")                # South African ID example
assert cn_check("11010519491231002") == "X"    # GB 11643-1999 example
assert tw_ok("A123456789")
assert HETU_C[int("131052308") % 31] == "T"    # DVV example 131052-308T
assert _tz_sum([0, 0, 0, 0, 0, 0, 0, 1, 8]) % 10 == 0
assert iban_ok("GB82 WEST 1234 5698 7654 32")  # ECBS example
assert sum(int(x) * w for x, w in zip("4405140135", PESEL_W)) % 10 == 1  # 44051401359


# --------------------------------------------------------------------------
# record helpers
# --------------------------------------------------------------------------
RECORDS = []


def rec(cls, source, text=None, lines=None, secrets=(), private=(), keep=()):
    r = {"kind": "line" if lines is None else "block"}
    if lines is None:
        r["text"] = text
    else:
        r["lines"] = list(lines)
    r["secrets"] = [s for s in dict.fromkeys(secrets)]
    r["private"] = [s for s in dict.fromkeys(private)]
    r["keep"] = [s for s in dict.fromkeys(keep)]
    r["class"] = cls
    r["source"] = source
    RECORDS.append(r)
    return r


def jd(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def jd_sp(o):
    return json.dumps(o, ensure_ascii=False)


# --------------------------------------------------------------------------
# pii_locale: person generators per locale
# --------------------------------------------------------------------------
def pick(kind, seq):
    return uniq(kind, lambda: ch(seq))


def P(name, phone, phone_intl, idv, dob, addr, email, male=True):
    return dict(name=name, phone=phone, phone_intl=phone_intl, id=idv, dob=dob, addr=addr, email=email, male=male)


def p_ja():
    fam = pick("ja_f", ["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村", "小林", "加藤"])
    giv, male = ch([("陽翔", True), ("結衣", False), ("蓮", True), ("美咲", False), ("大輝", True), ("さくら", False), ("健太", True), ("愛子", False)])
    mid = dg(4)
    tail = dg(4)
    pref = ch([("東京都", "世田谷区", "三軒茶屋"), ("大阪府", "大阪市北区", "梅田"), ("神奈川県", "横浜市中区", "山下町"),
               ("愛知県", "名古屋市中村区", "名駅"), ("福岡県", "福岡市博多区", "博多駅前")])
    addr = "〒%s-%s %s%s%s%d丁目%d-%d" % (dg(3), dg(4), pref[0], pref[1], pref[2], R.randint(1, 5), R.randint(1, 30), R.randint(1, 20))
    d = rand_dob()
    mob = ch(["090", "080", "070"])
    return P(fam + " " + giv, "%s-%s-%s" % (mob, mid, tail), "+81 %s-%s-%s" % (mob[1:], dg(4), dg(4)), my_number(),
             "%d年%d月%d日" % (d.year, d.month, d.day), addr,
             "%s%s@%s" % (ch(["yuki", "t.sato", "hiro", "saku", "kenta"]), dg(3), ch(["yahoo.co.jp", "docomo.ne.jp", "gmail.com"])), male)


def p_ko():
    fam = pick("ko_f", ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"])
    giv, male = ch([("민준", True), ("서연", False), ("지호", True), ("하은", False), ("도윤", True), ("수아", False), ("예준", True), ("지우", False)])
    d = rand_dob()
    addr = ch(["서울특별시 강남구 테헤란로%d길 %d" % (R.randint(1, 80), R.randint(1, 40)),
               "부산광역시 해운대구 해운대로 %d" % R.randint(100, 900),
               "경기도 성남시 분당구 판교역로 %d" % R.randint(100, 250)]) + " (%05d)" % R.randint(1000, 63999)
    return P(fam + giv, "010-%s-%s" % (dg(4), dg(4)), "+82 10-%s-%s" % (dg(4), dg(4)), rrn(d, male),
             "%d.%02d.%02d" % (d.year, d.month, d.day), addr, "%s%d@%s" % (ch(["minjun", "sy.park", "jihoo", "haeun"]), R.randint(10, 99), ch(["naver.com", "daum.net", "kakao.com"])), male)


def p_zhcn():
    fam = pick("zh_f", ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴"])
    giv, male = ch([("伟", True), ("芳", False), ("秀英", False), ("磊", True), ("子涵", False), ("浩然", True), ("静怡", False), ("志强", True)])
    d = rand_dob()
    addr = ch(["北京市朝阳区建国路%d号院%d号楼%d单元%d室" % (R.randint(1, 99), R.randint(1, 12), R.randint(1, 4), R.randint(101, 2405)),
               "上海市徐汇区漕溪北路%d弄%d号%d室" % (R.randint(10, 600), R.randint(1, 40), R.randint(101, 1802)),
               "广东省深圳市南山区科技园南路%d号%d栋" % (R.randint(1, 200), R.randint(1, 9))])
    m = ch(["138", "139", "186", "158", "177"])
    return P(fam + giv, "%s%s" % (m, dg(8)), "+86 %s %s %s" % (m, dg(4), dg(4)), cn_id(d, male),
             "%d年%02d月%02d日" % (d.year, d.month, d.day), addr, "%s@%s" % (nz(9), ch(["qq.com", "163.com", "126.com"])), male)


def p_zhtw():
    fam = pick("tw_f", ["陳", "林", "黃", "張", "李", "王", "吳", "劉"])
    giv, male = ch([("志明", True), ("淑芬", False), ("怡君", False), ("家豪", True), ("雅婷", False), ("俊傑", True)])
    d = rand_dob()
    addr = ch(["臺北市大安區忠孝東路四段%d號%d樓" % (R.randint(1, 300), R.randint(2, 15)),
               "高雄市前金區中正四路%d號" % R.randint(1, 250), "臺中市西屯區臺灣大道三段%d號" % R.randint(1, 900)])
    return P(fam + giv, "09%s-%s-%s" % (dg(2), dg(3), dg(3)), "+886 9%s %s %s" % (dg(2), dg(3), dg(3)), tw_id(male),
             "民國%d年%d月%d日" % (d.year - 1911, d.month, d.day), addr, "%s%d@gmail.com" % (ch(["chihming", "yating", "chunchieh"]), R.randint(1, 99)), male)


def p_ar():
    giv, male = ch([("محمد", True), ("عبدالله", True), ("فهد", True), ("نورة", False), ("سارة", False), ("ريم", False)])
    fam = pick("ar_f", ["القحطاني", "العتيبي", "الشمري", "الدوسري", "الغامدي", "الزهراني"])
    d = rand_dob()
    addr = "الرياض، حي %s، شارع %s، مبنى %d، الرمز البريدي %s" % (ch(["العليا", "الملقا", "النخيل"]), ch(["التحلية", "الأمير سلطان", "العروبة"]), R.randint(1000, 9999), "1" + dg(4))
    return P(giv + " " + fam, "05%d %s %s" % (R.randint(0, 9), dg(3), dg(4)), "+966 5%d %s %s" % (R.randint(0, 9), dg(3), dg(4)), saudi_id(),
             "%02d/%02d/%d" % (d.day, d.month, d.year), addr, "%s.%s@%s" % (ch(["m", "f", "n", "s"]), ch(["alqahtani", "alotaibi", "alshammari"]), ch(["gmail.com", "hotmail.com"])), male)


def p_he():
    giv, male = ch([("נועה", False), ("יוסף", True), ("תמר", False), ("אורי", True), ("מיכל", False), ("איתי", True)])
    fam = pick("he_f", ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן"])
    d = rand_dob()
    addr = "רחוב %s %d, %s %s" % (ch(["הרצל", "ביאליק", "דיזנגוף", "ז'בוטינסקי"]), R.randint(1, 180), ch(["תל אביב-יפו", "חיפה", "ירושלים", "רמת גן"]), dg(7))
    pre = ch(["050", "052", "054", "058"])
    return P(giv + " " + fam, "%s-%s-%s" % (pre, dg(3), dg(4)), "+972-%s-%s-%s" % (pre[1:], dg(3), dg(4)), teudat_zehut(),
             "%02d.%02d.%d" % (d.day, d.month, d.year), addr, "%s%d@walla.co.il" % (ch(["noa", "yossi", "tamar", "uri"]), R.randint(10, 99)), male)


def p_th():
    giv, male = ch([("สมชาย", True), ("สมหญิง", False), ("ณัฐวุฒิ", True), ("ปิยะพร", False), ("กิตติพงษ์", True), ("อรุณี", False)])
    fam = pick("th_f", ["ใจดี", "ศรีสุข", "วงศ์สวัสดิ์", "บุญมา", "แสงทอง", "พรหมมา"])
    d = rand_dob()
    addr = "%d/%d ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110" % (R.randint(1, 999), R.randint(1, 99))
    pre = ch(["081", "089", "062", "095"])
    return P(("นาย " if male else "นางสาว ") + giv + " " + fam, "%s-%s-%s" % (pre, dg(3), dg(4)), "+66 %s %s %s" % (pre[1:], dg(3), dg(4)), thai_id(),
             "%d/%d/%d" % (d.day, d.month, d.year + 543), addr, "%s.%s@hotmail.com" % (ch(["somchai", "piyaporn", "natt"]), dg(3)), male)


def p_el():
    (giv, fam), male = ch([(("Γιώργος", "Παπαδόπουλος"), True), (("Μαρία", "Παπαδοπούλου"), False), (("Δημήτρης", "Νικολάου"), True),
                           (("Ελένη", "Οικονόμου"), False), (("Νίκος", "Γεωργίου"), True), (("Κατερίνα", "Βασιλείου"), False)])
    d = rand_dob()
    addr = "Οδός %s %d, %s %s" % (ch(["Ερμού", "Πανεπιστημίου", "Τσιμισκή", "Αγίου Νικολάου"]), R.randint(1, 200), "%s %s" % (dg(3), dg(2)), ch(["Αθήνα", "Θεσσαλονίκη", "Πάτρα"]))
    return P(giv + " " + fam, "69%d %s %s" % (R.randint(0, 9), dg(3), dg(4)), "+30 69%d %s %s" % (R.randint(0, 9), dg(3), dg(4)), amka(d),
             "%02d/%02d/%d" % (d.day, d.month, d.year), addr, "%s%d@otenet.gr" % (ch(["gpap", "mariap", "dnik"]), R.randint(10, 99)), male)


def p_ru():
    name, male = ch([("Иванов Сергей Петрович", True), ("Смирнова Анна Викторовна", False), ("Кузнецов Дмитрий Олегович", True),
                     ("Попова Екатерина Андреевна", False), ("Соколов Алексей Игоревич", True), ("Лебедева Ольга Николаевна", False)])
    d = rand_dob()
    addr = "г. %s, ул. %s, д. %d, кв. %d, %s" % (ch(["Москва", "Санкт-Петербург", "Казань"]), ch(["Тверская", "Ленина", "Профсоюзная"]), R.randint(1, 120), R.randint(1, 300), "1" + dg(5))
    op = "9%s" % dg(2)
    return P(name, "8 (%s) %s-%s-%s" % (op, dg(3), dg(2), dg(2)), "+7 %s %s-%s-%s" % (op, dg(3), dg(2), dg(2)), snils(),
             "%02d.%02d.%d" % (d.day, d.month, d.year), addr, "%s%d@%s" % (ch(["s.ivanov", "anna.smirnova", "dkuz"]), R.randint(80, 99), ch(["mail.ru", "yandex.ru"])), male)


def p_hi():
    name, male = ch([("राहुल शर्मा", True), ("प्रिया वर्मा", False), ("अमित कुमार", True), ("सुनीता देवी", False), ("विकास गुप्ता", True), ("अंजलि सिंह", False)])
    d = rand_dob()
    city, pin = ch([("नोएडा, उत्तर प्रदेश", "201301"), ("गुरुग्राम, हरियाणा", "122018"), ("जयपुर, राजस्थान", "302017")])
    addr = "मकान नं. %d, सेक्टर %d, %s %s" % (R.randint(1, 999), R.randint(1, 120), city, pin)
    m = "%d%s" % (R.randint(6, 9), dg(4))
    return P(name, "%s %s" % (m, dg(5)), "+91 %s %s" % (m, dg(5)), aadhaar(), "%02d-%02d-%d" % (d.day, d.month, d.year), addr,
             "%s%d@%s" % (ch(["rahul.s", "priya.v", "amitk"]), R.randint(1, 99), ch(["gmail.com", "rediffmail.com"])), male)


def p_vi():
    name, male = ch([("Nguyễn Văn An", True), ("Trần Thị Bích Ngọc", False), ("Lê Hoàng Nam", True), ("Phạm Thị Hương", False),
                     ("Hoàng Đức Thắng", True), ("Võ Minh Khôi", True)])
    d = rand_dob()
    addr = ch(["Số %d Đường Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh" % R.randint(1, 200),
               "Số %d Phố Hàng Bài, Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội" % R.randint(1, 120),
               "Số %d Đường Nguyễn Văn Linh, Quận Hải Châu, Đà Nẵng" % R.randint(1, 400)])
    pre = ch(["091", "098", "090", "086"])
    return P(name, "%s %s %s" % (pre, dg(3), dg(4)), "+84 %s %s %s" % (pre[1:], dg(3), dg(4)), cccd(d, male),
             "%02d/%02d/%d" % (d.day, d.month, d.year), addr, "%s%d@gmail.com" % (ch(["an.nguyen", "ngoc.tran", "namlh"]), R.randint(80, 99)), male)


def p_tr():
    name, male = ch([("Ahmet Yılmaz", True), ("Ayşe Kaya", False), ("Mehmet Öztürk", True), ("Zeynep Çelik", False), ("Emre Şahin", True), ("Elif Aydın", False)])
    d = rand_dob()
    addr = "%s No:%d D:%d, %s" % (ch(["Atatürk Cad.", "Bağdat Cad.", "İstiklal Cad."]), R.randint(1, 400), R.randint(1, 30), ch(["34710 Kadıköy/İstanbul", "06420 Çankaya/Ankara", "35220 Konak/İzmir"]))
    m = ch(["532", "533", "535", "542", "505", "555", "544", "507"])
    return P(name, "0%s %s %s %s" % (m, dg(3), dg(2), dg(2)), "+90 %s %s %s %s" % (m, dg(3), dg(2), dg(2)), tc_kimlik(),
             "%02d.%02d.%d" % (d.day, d.month, d.year), addr, "%s%d@hotmail.com.tr" % (ch(["ahmet.y", "aysekaya", "emre.s"]), R.randint(1, 99)), male)


def p_pl():
    name, male = ch([("Krzysztof Wiśniewski", True), ("Małgorzata Wójcik", False), ("Łukasz Kamiński", True), ("Agnieszka Zając", False),
                     ("Paweł Dąbrowski", True), ("Katarzyna Lewandowska", False)])
    d = rand_dob(1955, 2006)
    addr = "ul. %s %d/%d, %s" % (ch(["Marszałkowska", "Piotrkowska", "Długa", "Świętokrzyska"]), R.randint(1, 150), R.randint(1, 60), ch(["00-%s Warszawa" % dg(3), "90-%s Łódź" % dg(3), "80-%s Gdańsk" % dg(3)]))
    m = ch(["501", "512", "531", "577", "602", "667", "693", "721", "790", "881"])
    return P(name, "%s %s %s" % (m, dg(3), dg(3)), "+48 %s %s %s" % (m, dg(3), dg(3)), pesel(d, male), "%02d.%02d.%d" % (d.day, d.month, d.year), addr,
             "%s%d@%s" % (ch(["k.wisniewski", "gosia.w", "lukasz.k"]), R.randint(1, 99), ch(["wp.pl", "onet.pl", "interia.pl"])), male)


def p_br():
    name, male = ch([("João Pedro da Silva", True), ("Maria Aparecida Santos", False), ("Luís Fernando Oliveira", True),
                     ("Ana Beatriz Souza", False), ("Gabriel Conceição Lima", True), ("Fernanda Araújo Gonçalves", False)])
    d = rand_dob()
    addr = ch(["Rua Augusta, %d - Consolação, São Paulo - SP, CEP 01305-%s" % (R.randint(1, 2800), dg(3)),
               "Av. Nossa Senhora de Copacabana, %d, apto %d - Rio de Janeiro - RJ, 22020-%s" % (R.randint(1, 1400), R.randint(101, 1204), dg(3)),
               "Rua da Bahia, %d - Centro, Belo Horizonte - MG, 30160-%s" % (R.randint(1, 2000), dg(3))])
    ddd = ch(["11", "21", "31", "41", "71"])
    return P(name, "(%s) 9%s-%s" % (ddd, dg(4), dg(4)), "+55 %s 9%s-%s" % (ddd, dg(4), dg(4)), cpf(), "%02d/%02d/%d" % (d.day, d.month, d.year), addr,
             "%s%d@%s" % (ch(["joaopedro", "mariaap", "lf.oliveira"]), R.randint(1, 99), ch(["uol.com.br", "bol.com.br", "gmail.com"])), male)


def p_es():
    name, male = ch([("José Antonio García López", True), ("María del Carmen Fernández Ruiz", False), ("Javier Martínez Sánchez", True),
                     ("Lucía Gómez Díaz", False), ("Álvaro Núñez Castaño", True)])
    d = rand_dob()
    addr = ch(["Calle de Alcalá %d, %dº %s, 28014 Madrid" % (R.randint(1, 400), R.randint(1, 9), ch("ABCD")),
               "Carrer de Mallorca %d, %dº %d.ª, 08036 Barcelona" % (R.randint(1, 600), R.randint(1, 8), R.randint(1, 4)),
               "Avenida de la Constitución %d, 41001 Sevilla" % R.randint(1, 60)])
    return P(name, "6%s %s %s %s" % (dg(2), dg(2), dg(2), dg(2)), "+34 6%s %s %s %s" % (dg(2), dg(2), dg(2), dg(2)), ch([dni(), nie()]),
             "%02d/%02d/%d" % (d.day, d.month, d.year), addr, "%s%d@%s" % (ch(["jagarcia", "mcarmen.fr", "javi.ms"]), R.randint(1, 99), ch(["telefonica.net", "gmail.com"])), male)


def p_it():
    (giv, fam), male = ch([(("Mario", "Rossi"), True), (("Giulia", "Bianchi"), False), (("Francesco", "Esposito"), True),
                           (("Chiara", "Romano"), False), (("Alessandro", "Colombo"), True), (("Federica", "Ricci"), False)])
    d = rand_dob()
    town, bel = ch([("Roma", "H501"), ("Milano", "F205"), ("Napoli", "F839"), ("Torino", "L219"), ("Firenze", "D612"), ("Bologna", "A944")])
    addr = "Via %s %d, %s %s %s" % (ch(["Giuseppe Garibaldi", "Roma", "Camillo Benso Cavour", "dei Mille"]), R.randint(1, 200),
                                   {"Roma": "00184", "Milano": "20121", "Napoli": "80132", "Torino": "10123", "Firenze": "50122", "Bologna": "40121"}[town], town,
                                   {"Roma": "RM", "Milano": "MI", "Napoli": "NA", "Torino": "TO", "Firenze": "FI", "Bologna": "BO"}[town])
    m = ch(["320", "328", "333", "338", "340", "347", "349", "366", "371", "393"])
    return P(giv + " " + fam, "%s %s %s" % (m, dg(3), dg(4)), "+39 %s %s %s" % (m, dg(3), dg(4)), codice_fiscale(giv, fam, d, not male, bel),
             "%02d/%02d/%d" % (d.day, d.month, d.year), addr, "%s.%s@%s" % (giv.lower(), fam.lower(), ch(["libero.it", "tiscali.it", "virgilio.it"])), male)


def p_fr():
    name, male = ch([("Jean-Baptiste Lefèvre", True), ("Élodie Moreau", False), ("François Girard", True), ("Céline Rousseau", False), ("Amélie Dubois", False), ("Hervé Mercier", True)])
    d = rand_dob()
    addr = "%d %s" % (R.randint(1, 180), ch(["rue de la République, 69002 Lyon", "boulevard Haussmann, 75009 Paris", "avenue Jean Médecin, 06000 Nice", "rue Sainte-Catherine, 33000 Bordeaux"]))
    m = ch(["06", "07"])
    return P(name, "%s %s %s %s %s" % (m, dg(2), dg(2), dg(2), dg(2)), "+33 %s %s %s %s %s" % (m[1], dg(2), dg(2), dg(2), dg(2)), nir(male, d),
             "%02d/%02d/%d" % (d.day, d.month, d.year), addr, "%s%d@%s" % (ch(["jb.lefevre", "elodie.m", "fgirard"]), R.randint(1, 99), ch(["orange.fr", "free.fr", "laposte.net"])), male)


def p_nl():
    name, male = ch([("Jan de Vries", True), ("Sanne van den Berg", False), ("Pieter Bakker", True), ("Femke Jansen", False), ("Daan van Dijk", True)])
    d = rand_dob()
    addr = ch(["Keizersgracht %d, 1015 %s Amsterdam" % (R.randint(1, 800), ch(["CJ", "CS", "DT"])),
               "Oudegracht %d, 3511 %s Utrecht" % (R.randint(1, 300), ch(["AP", "AX"])), "Coolsingel %d, 3012 %s Rotterdam" % (R.randint(1, 150), ch(["AA", "AD"]))])
    return P(name, "06-%s" % dg(8), "+31 6 %s" % dg(8), bsn(), "%02d-%02d-%d" % (d.day, d.month, d.year), addr,
             "%s%d@%s" % (ch(["jandevries", "sanne.vdb", "p.bakker"]), R.randint(1, 99), ch(["ziggo.nl", "kpnmail.nl", "hotmail.nl"])), male)


def p_sv():
    name, male = ch([("Lars Johansson", True), ("Åsa Lindqvist", False), ("Erik Andersson", True), ("Märta Sjögren", False), ("Björn Nyström", True)])
    d = rand_dob()
    addr = "%s %d, %s" % (ch(["Drottninggatan", "Kungsgatan", "Storgatan"]), R.randint(1, 120), ch(["111 51 Stockholm", "411 17 Göteborg", "211 22 Malmö"]))
    m = "07%d" % ch([0, 2, 3, 6])
    return P(name, "%s-%s %s %s" % (m, dg(3), dg(2), dg(2)), "+46 %s %s %s %s" % (m[1:], dg(3), dg(2), dg(2)), personnummer(d),
             "%d-%02d-%02d" % (d.year, d.month, d.day), addr, "%s%d@telia.com" % (ch(["lars.j", "asa.lindqvist", "bjorn.n"]), R.randint(1, 99)), male)


def p_da():
    name, male = ch([("Søren Kjærgaard", True), ("Jens Østergaard", True), ("Sofie Mølgaard", False), ("Anders Bækgaard", True), ("Ida Sørensen", False)])
    d = rand_dob()
    addr = "%s %d, %s" % (ch(["Nørrebrogade", "Vesterbrogade", "Østerbrogade"]), R.randint(1, 200), ch(["2. th., 2200 København N", "1. tv., 1620 København V", "st., 2100 København Ø"]))
    return P(name, "%s %s %s %s" % (dg(2), dg(2), dg(2), dg(2)), "+45 %s %s %s %s" % (dg(2), dg(2), dg(2), dg(2)), cpr(d),
             "%02d.%02d.%d" % (d.day, d.month, d.year), addr, "%s%d@mail.dk" % (ch(["soren.k", "idasor", "jens.o"]), R.randint(1, 99)), male)


def p_de():
    name, male = ch([("Jürgen Müller", True), ("Anja Schröder", False), ("Klaus-Dieter Weiß", True), ("Sabine Hoffmann", False), ("Lukas Groß", True)])
    d = rand_dob()
    addr = "%s %d, %s" % (ch(["Hauptstraße", "Bahnhofstraße", "Schillerstraße", "Friedrich-Ebert-Allee"]), R.randint(1, 140), ch(["10827 Berlin", "80331 München", "50667 Köln", "20095 Hamburg"]))
    m = "01%s" % ch(["51", "60", "70", "76"])
    return P(name, "%s %s" % (m, dg(7)), "+49 %s %s" % (m[1:], dg(7)), steuer_id(), "%02d.%02d.%d" % (d.day, d.month, d.year), addr,
             "%s%d@%s" % (ch(["j.mueller", "anja.schroeder", "kd.weiss"]), R.randint(1, 99), ch(["web.de", "gmx.de", "t-online.de"])), male)


def p_za():
    name, male = ch([("Thabo Mokoena", True), ("Nomvula Dlamini", False), ("Pieter van der Merwe", True), ("Sipho Ndlovu", True), ("Lerato Khumalo", False)])
    d = rand_dob()
    addr = "%d %s" % (R.randint(1, 300), ch(["Jan Smuts Avenue, Rosebank, Johannesburg, 2196", "Long Street, Cape Town City Centre, 8001", "Florida Road, Morningside, Durban, 4001"]))
    pre = ch(["082", "083", "072", "084"])
    return P(name, "%s %s %s" % (pre, dg(3), dg(4)), "+27 %s %s %s" % (pre[1:], dg(3), dg(4)), za_id(d, male), "%d/%02d/%02d" % (d.year, d.month, d.day), addr,
             "%s%d@%s" % (ch(["thabo.m", "nomvula.d", "pvdmerwe"]), R.randint(1, 99), ch(["webmail.co.za", "gmail.com"])), male)


def p_fi():
    name, male = ch([("Matti Virtanen", True), ("Aino Mäkinen", False), ("Juha Häkkinen", True), ("Päivi Korhonen", False), ("Jukka Nieminen", True)])
    d = rand_dob()
    addr = "%s %d %s %d, %s" % (ch(["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu"]), R.randint(1, 90), ch("ABC"), R.randint(1, 40), ch(["00100 Helsinki", "33100 Tampere", "20100 Turku"]))
    m = "04%d" % R.randint(0, 9)
    return P(name, "%s %s %s" % (m, dg(3), dg(4)), "+358 %s %s %s" % (m[1:], dg(3), dg(4)), hetu(d, male), "%d.%d.%d" % (d.day, d.month, d.year), addr,
             "%s%d@%s" % (ch(["matti.v", "aino.makinen", "juha.h"]), R.randint(1, 99), ch(["elisanet.fi", "luukku.com"])), male)


def p_uk():
    name, male = ch([("Шевченко Олександр Іванович", True), ("Коваленко Оксана Петрівна", False), ("Бондаренко Андрій Миколайович", True),
                     ("Ткаченко Ірина Василівна", False), ("Мельник Тарас Богданович", True)])
    d = rand_dob()
    addr = "м. %s, вул. %s, буд. %d, кв. %d, %s" % (ch(["Київ", "Львів", "Харків"]), ch(["Хрещатик", "Січових Стрільців", "Сумська"]), R.randint(1, 90), R.randint(1, 200), "0" + dg(4))
    op = ch(["67", "50", "63", "93"])
    return P(name, "0%s %s %s %s" % (op, dg(3), dg(2), dg(2)), "+380 %s %s %s %s" % (op, dg(3), dg(2), dg(2)), rnokpp(d, male),
             "%02d.%02d.%d" % (d.day, d.month, d.year), addr, "%s%d@ukr.net" % (ch(["o.shevchenko", "oksana.k", "taras.m"]), R.randint(1, 99)), male)


def p_ro():
    name, male = ch([("Andrei Popescu", True), ("Ioana Ionescu", False), ("Mihai Dumitrescu", True), ("Elena Stănescu", False), ("Ștefan Constantinescu", True)])
    d = rand_dob()
    addr = "Str. %s nr. %d, bl. %s%d, ap. %d, %s" % (ch(["Victoriei", "Mihai Eminescu", "Ștefan cel Mare"]), R.randint(1, 150), ch("ABCM"), R.randint(1, 20), R.randint(1, 80), ch(["Sector 1, 010063 București", "400001 Cluj-Napoca", "700259 Iași"]))
    m = "07%s" % dg(2)
    return P(name, "%s %s %s" % (m, dg(3), dg(3)), "+40 %s %s %s" % (m[1:], dg(3), dg(3)), cnp(d, male), "%02d.%02d.%d" % (d.day, d.month, d.year), addr,
             "%s%d@yahoo.ro" % (ch(["andrei.p", "ioana.ionescu", "mihaid"]), R.randint(1, 99)), male)


def p_nb():
    name, male = ch([("Kari Haugen", False), ("Ola Bakken", True), ("Ingrid Solberg", False), ("Håkon Lie", True), ("Sigrid Østby", False)])
    d = rand_dob()
    addr = "%s %d, %s" % (ch(["Karl Johans gate", "Bygdøy allé", "Kongens gate"]), R.randint(1, 90), ch(["0154 Oslo", "0257 Oslo", "7011 Trondheim"]))
    return P(name, "%s %s %s" % (ch(["4", "9"]) + dg(2), dg(2), dg(3)), "+47 %s %s %s" % (ch(["4", "9"]) + dg(2), dg(2), dg(3)), fnr(d, male),
             "%02d.%02d.%d" % (d.day, d.month, d.year), addr, "%s%d@online.no" % (ch(["kari.h", "ola.bakken", "hakon.lie"]), R.randint(1, 99)), male)


# code, person fn, labels (name, phone, addr, id, dob, email), log message, note template, id source
LOCALES = [
    ("ja_JP", p_ja, ("氏名", "電話番号", "住所", "個人番号", "生年月日", "メール"), "本人確認に失敗しました",
     "{name}様より電話あり（{phone}）。住所を{addr}に変更希望。個人番号{id}は確認済み。エラー{code}は再発せず。",
     "マイナンバー (行政手続における特定の個人を識別するための番号の利用等に関する法律, check digit per 総務省令 第85号)"),
    ("ko_KR", p_ko, ("이름", "전화번호", "주소", "주민등록번호", "생년월일", "이메일"), "본인 인증 실패",
     "{name} 고객님 문의: 연락처 {phone}, 배송지 {addr}. 주민등록번호 {id} 확인 완료. 오류 코드 {code} 재현되지 않음.",
     "주민등록번호 RRN (weights 2-9,2-5, mod 11)"),
    ("zh_CN", p_zhcn, ("姓名", "手机号", "地址", "身份证号", "出生日期", "邮箱"), "实名认证失败",
     "客户{name}来电（{phone}），要求将收货地址改为{addr}，身份证号{id}已核实，错误码{code}已处理。",
     "居民身份证号码 GB 11643-1999 (ISO 7064 MOD 11-2)"),
    ("zh_TW", p_zhtw, ("姓名", "手機", "地址", "身分證字號", "出生日期", "電子郵件"), "身分驗證失敗",
     "客戶{name}來電（{phone}），地址變更為{addr}，身分證字號{id}已核對，錯誤代碼{code}。",
     "中華民國國民身分證統一編號 (letter code + weighted checksum)"),
    ("ar_SA", p_ar, ("الاسم", "الهاتف", "العنوان", "رقم_الهوية", "تاريخ_الميلاد", "البريد"), "فشل التحقق من الهوية",
     "اتصل العميل {name} من الرقم {phone} وطلب تحديث العنوان إلى: {addr}. تم التحقق من رقم الهوية {id}. رمز الخطأ {code}.",
     "Saudi national ID (10 digits, Luhn)"),
    ("he_IL", p_he, ("שם", "טלפון", "כתובת", "ת.ז.", "תאריך_לידה", "דואל"), "אימות זהות נכשל",
     "הלקוח {name} התקשר מהמספר {phone} וביקש לעדכן כתובת: {addr}. מספר ת.ז. {id} אומת. קוד שגיאה {code}.",
     "Teudat Zehut (9 digits, Luhn-style 1-2 weights)"),
    ("th_TH", p_th, ("ชื่อ", "โทรศัพท์", "ที่อยู่", "เลขบัตรประชาชน", "วันเกิด", "อีเมล"), "ยืนยันตัวตนไม่สำเร็จ",
     "ลูกค้า {name} โทรจากเบอร์ {phone} ขอเปลี่ยนที่อยู่เป็น {addr} ตรวจสอบเลขประจำตัวประชาชน {id} แล้ว รหัสข้อผิดพลาด {code}",
     "Thai national ID (13 digits, mod 11)"),
    ("el_GR", p_el, ("όνομα", "τηλέφωνο", "διεύθυνση", "ΑΜΚΑ", "ημ_γέννησης", "email"), "Αποτυχία επαλήθευσης ταυτότητας",
     "Ο πελάτης {name} τηλεφώνησε από το {phone} και ζήτησε αλλαγή διεύθυνσης σε {addr}. Επιβεβαιώθηκε ΑΜΚΑ {id}. Κωδικός σφάλματος {code}.",
     "ΑΜΚΑ (DDMMYY + serial, Luhn)"),
    ("ru_RU", p_ru, ("ФИО", "телефон", "адрес", "СНИЛС", "дата_рождения", "email"), "Ошибка проверки личности",
     "Клиент {name} позвонил с номера {phone}, просит изменить адрес доставки на «{addr}». СНИЛС {id} проверен. Код ошибки {code}.",
     "СНИЛС (Pension Fund checksum)"),
    ("hi_IN", p_hi, ("नाम", "फ़ोन", "पता", "आधार", "जन्मतिथि", "ईमेल"), "पहचान सत्यापन विफल",
     "ग्राहक {name} ने {phone} से कॉल किया, पता बदलकर {addr} करना है। आधार संख्या {id} सत्यापित। त्रुटि कोड {code}।",
     "Aadhaar (UIDAI, Verhoeff check digit)"),
    ("vi_VN", p_vi, ("họ_tên", "sđt", "địa_chỉ", "cccd", "ngày_sinh", "email"), "Xác minh danh tính thất bại",
     "Khách hàng {name} gọi từ số {phone}, yêu cầu đổi địa chỉ giao hàng thành {addr}. Đã xác minh CCCD {id}. Mã lỗi {code}.",
     "Căn cước công dân (Thông tư 07/2016/TT-BCA layout)"),
    ("tr_TR", p_tr, ("ad_soyad", "telefon", "adres", "tckn", "doğum_tarihi", "eposta"), "Kimlik doğrulama başarısız",
     "Müşteri {name} {phone} numarasından aradı, teslimat adresini {addr} olarak güncellemek istiyor. T.C. Kimlik No {id} doğrulandı. Hata kodu {code}.",
     "T.C. Kimlik Numarası (10th/11th digit rules)"),
    ("pl_PL", p_pl, ("imię_nazwisko", "telefon", "adres", "pesel", "data_urodzenia", "email"), "Weryfikacja tożsamości nie powiodła się",
     "Klient {name} dzwonił z numeru {phone}, prosi o zmianę adresu na {addr}. PESEL {id} zweryfikowany. Kod błędu {code}.",
     "PESEL (weights 1-3-7-9)"),
    ("pt_BR", p_br, ("nome", "telefone", "endereço", "cpf", "data_nascimento", "email"), "Falha na verificação de identidade",
     "Cliente {name} ligou do {phone} pedindo alteração do endereço para {addr}. CPF {id} conferido. Código de erro {code}.",
     "CPF (Receita Federal, two mod-11 digits)"),
    ("es_ES", p_es, ("nombre", "teléfono", "dirección", "dni", "fecha_nacimiento", "correo"), "Error en la verificación de identidad",
     "El cliente {name} llamó desde el {phone} para cambiar la dirección a {addr}. Documento {id} verificado. Código de error {code}.",
     "DNI/NIE (Real Decreto 1553/2005, mod-23 letter)"),
    ("it_IT", p_it, ("nominativo", "telefono", "indirizzo", "codice_fiscale", "data_nascita", "email"), "Verifica identità non riuscita",
     "Il cliente {name} ha chiamato dal {phone}: nuovo indirizzo {addr}. Codice fiscale {id} verificato. Codice errore {code}.",
     "Codice fiscale (DM 23/12/1976, check character)"),
    ("fr_FR", p_fr, ("nom", "téléphone", "adresse", "nir", "date_naissance", "courriel"), "Échec de la vérification d'identité",
     "Le client {name} a appelé depuis le {phone} pour changer son adresse : {addr}. NIR {id} vérifié. Code d'erreur {code}.",
     "NIR / numéro de sécurité sociale (INSEE, clé 97)"),
    ("nl_NL", p_nl, ("naam", "telefoon", "adres", "bsn", "geboortedatum", "e-mail"), "Identiteitscontrole mislukt",
     "Klant {name} belde vanaf {phone} en wil het adres wijzigen naar {addr}. BSN {id} gecontroleerd. Foutcode {code}.",
     "BSN (elfproef / 11-test)"),
    ("sv_SE", p_sv, ("namn", "telefon", "adress", "personnummer", "födelsedatum", "e-post"), "Identitetskontroll misslyckades",
     "Kunden {name} ringde från {phone} och vill ändra adress till {addr}. Personnummer {id} kontrollerat. Felkod {code}.",
     "Personnummer (Skatteverket SKV 704, Luhn)"),
    ("da_DK", p_da, ("navn", "telefon", "adresse", "cpr", "fødselsdato", "e-mail"), "Identitetskontrol mislykkedes",
     "Kunden {name} ringede fra {phone} og ønsker adresseændring til {addr}. CPR-nr. {id} kontrolleret. Fejlkode {code}.",
     "CPR-nummer (modulus-11 weights 4-3-2-7-6-5-4-3-2-1)"),
    ("de_DE", p_de, ("name", "telefon", "anschrift", "steuer_id", "geburtsdatum", "e-mail"), "Identitätsprüfung fehlgeschlagen",
     "Kunde {name} rief von {phone} an und bittet um Adressänderung auf {addr}. Steuer-ID {id} geprüft. Fehlercode {code}.",
     "Steuerliche Identifikationsnummer (ISO 7064 MOD 11,10)"),
    ("en_ZA", p_za, ("full_name", "cell", "address", "id_number", "dob", "email"), "Identity verification failed",
     "Customer {name} called from {phone} to update the delivery address to {addr}. SA ID {id} verified. Error code {code}.",
     "South African ID number (YYMMDD SSSS C A Z, Luhn)"),
    ("fi_FI", p_fi, ("nimi", "puhelin", "osoite", "hetu", "syntymäaika", "sähköposti"), "Henkilöllisyyden tarkistus epäonnistui",
     "Asiakas {name} soitti numerosta {phone} ja haluaa vaihtaa osoitteeksi {addr}. Henkilötunnus {id} tarkistettu. Virhekoodi {code}.",
     "Henkilötunnus (DVV, mod 31 check character)"),
    ("uk_UA", p_uk, ("ПІБ", "телефон", "адреса", "РНОКПП", "дата_народження", "email"), "Помилка перевірки особи",
     "Клієнт {name} телефонував з номера {phone}, просить змінити адресу на «{addr}». РНОКПП {id} перевірено. Код помилки {code}.",
     "РНОКПП / ІПН (days since 1899-12-31, weighted mod 11)"),
    ("ro_RO", p_ro, ("nume", "telefon", "adresă", "cnp", "data_nașterii", "email"), "Verificarea identității a eșuat",
     "Clientul {name} a sunat de la {phone} și cere schimbarea adresei în {addr}. CNP {id} verificat. Cod eroare {code}.",
     "CNP (constant 279146358279, mod 11)"),
    ("nb_NO", p_nb, ("navn", "telefon", "adresse", "fødselsnummer", "fødselsdato", "e-post"), "Identitetskontroll mislyktes",
     "Kunden {name} ringte fra {phone} og ønsker ny adresse: {addr}. Fødselsnummer {id} kontrollert. Feilkode {code}.",
     "Fødselsnummer (Skatteetaten, two mod-11 control digits)"),
]

SVCS = ["kyc-gateway", "crm-sync", "onboarding", "billing-api", "delivery-svc", "support-desk", "loyalty", "claims-intake"]


def pii_log(loc, idx):
    code, fn, lab, msg, note, idsrc = loc
    p = fn()
    ts = iso_ms()
    ec = errcode()
    dur = "%dms" % ms()
    tid = trace_id()
    lay = idx % 4
    if lay == 0:
        text = 'time=%s level=error svc=%s msg="%s" %s="%s" %s="%s" %s=%s code=%s status=422 dur=%s trace_id=%s' % (
            ts, ch(SVCS), msg, lab[0], p["name"], lab[1], p["phone"], lab[3], p["id"], ec, dur, tid)
        priv = [p["name"], p["phone"], p["id"]]
        keep = [ts, ec, "status=422", dur, tid]
        src = "logfmt application log (brandur.org/logfmt), %s" % idsrc
    elif lay == 1:
        t2 = sp_ms()
        thr = "http-nio-8443-exec-%d" % R.randint(1, 40)
        text = "%s WARN  [%s] c.acme.kyc.VerifyController - %s: %s=%s, %s=%s, %s=%s (code=%s, %s)" % (
            t2, thr, msg, lab[0], p["name"], lab[4], p["dob"], lab[2], p["addr"], ec, dur.replace("ms", " ms"))
        priv = [p["name"], p["dob"], p["addr"]]
        keep = [t2, thr, "c.acme.kyc.VerifyController", ec]
        src = "log4j2 PatternLayout %%d %%-5p [%%t] %%c - %%m, %s" % idsrc
    elif lay == 2:
        t2 = sp_ms()
        ln = R.randint(80, 600)
        text = "[%s] ERROR in onboarding.py:%d: %s | %s | %s | %s | %s" % (t2, ln, msg, p["name"], p["phone_intl"], p["email"], ec)
        priv = [p["name"], p["phone_intl"], p["email"]]
        keep = [t2, "onboarding.py:%d" % ln, ec]
        src = "Python logging '[%%(asctime)s] %%(levelname)s in %%(module)s' (Flask default), %s" % idsrc
    else:
        rid = uid4()
        text = "%s [error] req=%s %s — %s: %s; %s: %s; %s: %s; retry_in=30s" % (
            ts, rid, msg, lab[0], p["name"], lab[1], p["phone_intl"], lab[3], p["id"])
        priv = [p["name"], p["phone_intl"], p["id"]]
        keep = [ts, rid, "retry_in=30s"]
        src = "free-form application log with localized keys, %s" % idsrc
    rec("pii_locale", "%s; locale %s" % (src, code), text=text, private=priv, keep=keep)


def pii_json(loc, idx):
    code, fn, lab, msg, note, idsrc = loc
    p = fn()
    ts = iso_ms()
    ec = errcode()
    rid = uid4()
    el = ms()
    cust = {lab[0]: p["name"], lab[3]: p["id"]}
    priv = [p["name"], p["id"]]
    extra = [(lab[1], "phone_intl"), (lab[2], "addr"), (lab[4], "dob"), (lab[5], "email")]
    R.shuffle(extra)
    for k, f in extra[:2 + idx % 2]:
        cust[k] = p[f]
        priv.append(p[f])
    status = ch([409, 422, 400, 403])
    ev = {"@timestamp": ts, "level": "warn", "logger": ch(["crm.sync", "kyc.verify", "orders.checkout", "support.ticket"]),
          "message": msg, "error.code": ec, "http.status_code": status, "elapsed_ms": el, "request_id": rid, "customer": cust}
    text = jd(ev)
    keep = [ts, ec, '"http.status_code":%d' % status, rid]
    rec("pii_locale", "JSON structured log (Elastic Common Schema field names), %s; locale %s" % (idsrc, code), text=text, private=priv, keep=keep)


def pii_note(loc, idx):
    code, fn, lab, msg, note, idsrc = loc
    p = fn()
    ts = iso_s()
    ec = errcode()
    tk = "#%d" % R.randint(100000, 999999)
    text = "Ticket %s %s queue=L2 note: " % (tk, ts) + note.format(name=p["name"], phone=p["phone"], addr=p["addr"], id=p["id"], code=ec)
    rec("pii_locale", "support-desk free-text note in the locale language, %s; locale %s" % (idsrc, code), text=text,
        private=[p["name"], p["phone"], p["addr"], p["id"]], keep=["Ticket " + tk, ts, ec])


def pii_csv(loc, idx):
    code, fn, lab, msg, note, idsrc = loc
    ts = iso_s()
    batch = "batch=%d" % R.randint(1000, 99999)
    hdr = [lab[0], lab[1], lab[3], lab[4], lab[2], "status", "error"]
    out = io.StringIO()
    w = csv.writer(out, lineterminator="")
    lines = ["# export %s %s rows=2" % (ts, batch)]
    out.truncate(0); out.seek(0); w.writerow(hdr); lines.append(out.getvalue())
    priv, codes = [], []
    for st in ("REJECTED", "DUPLICATE_ID"):
        p = fn()
        ec = errcode()
        codes.append(ec)
        out.truncate(0); out.seek(0)
        w.writerow([p["name"], p["phone"], p["id"], p["dob"], p["addr"], st, ec])
        lines.append(out.getvalue())
        priv += [p["name"], p["phone"], p["id"], p["dob"], p["addr"]]
    rec("pii_locale", "CSV export (RFC 4180) with localized header, %s; locale %s" % (idsrc, code), lines=lines,
        private=priv, keep=[ts, batch, "REJECTED", "DUPLICATE_ID"] + codes)


def build_pii():
    for i, loc in enumerate(LOCALES):
        pii_log(loc, i)
        pii_json(loc, i)
        (pii_note if i % 2 == 0 else pii_csv)(loc, i)
    # payments: IBANs and cards of several countries in one block
    ts = iso_ms()
    n1, n2 = person_en(), ("Sophie", "Lambert")
    ib1, ib2, ib3 = iban_de(), iban_fr(), iban_es()
    c1 = card("visa")
    lines = [
        "%s INFO  payout.sepa batch=PB-%d created entries=3" % (ts, R.randint(1000, 9999)),
        "  beneficiary=\"%s %s\" iban=%s amount=1250.00 EUR status=ACCEPTED" % (n1[0], n1[1], fmt4(ib1)),
        "  beneficiary=\"%s %s\" iban=%s amount=980.50 EUR status=ACCEPTED" % (n2[0], n2[1], ib2),
        "  refund card=%s exp=09/27 reason=AM04 status=RJCT" % c1,
        "  creditor_iban=%s end_to_end_id=E2E-%s" % (ib3, up_dg(12)),
    ]
    rec("pii_locale", "ISO 20022 pain.001 style payout log (IBAN per ISO 13616 mod-97, card PAN per ISO/IEC 7812 Luhn); locales de_DE/fr_FR/es_ES",
        lines=lines, private=["%s %s" % n1, "%s %s" % n2, fmt4(ib1), ib2, c1, ib3],
        keep=[ts, "status=ACCEPTED", "reason=AM04", "status=RJCT", "amount=1250.00 EUR"])
    # North America / UK HR import
    ts = iso_s()
    f, l = person_en()
    f2, l2 = person_en()
    s1, s2, ni = ssn(), sin_ca(), nino()
    ph = "(%d) %d%s-%s" % (R.randint(201, 989), R.randint(2, 9), dg(2), dg(4))
    text = ("%s hr-import WARN row 17: employee \"%s %s\" SSN %s phone %s address \"%d Maple Ave, Springfield, IL 62704\"; "
            "row 18: \"%s %s\" SIN %s; row 19: NINO %s postcode LS1 4DY — validation=E_DUP_TAXID rows_ok=212 rows_failed=3") % (
        ts, f, l, s1, ph, R.randint(10, 999), f2, l2, s2, ni)
    addr = text.split('address "')[1].split('"')[0]
    rec("pii_locale", "HR import log: US SSN (SSA area/group/serial), Canadian SIN (Luhn), UK NINO; locales en_US/en_CA/en_GB", text=text,
        private=["%s %s" % (f, l), s1, ph, addr, "%s %s" % (f2, l2), s2, ni, "LS1 4DY"], keep=[ts, "E_DUP_TAXID", "rows_ok=212", "rows_failed=3"])


# --------------------------------------------------------------------------
# positional: credentials identified by their position in documented formats
# --------------------------------------------------------------------------
POS = []


def pos(f):
    POS.append(f)
    return f


def shell_prefix():
    u = person_user()
    h = short_host()
    return "%s@%s:~$ " % (u, h), [u, h]


@pos
def _():
    u, p, h = svc_user(), pw_url(), fqdn("pg")
    t = iso_ms()
    text = '%s audit: exec psql "postgresql://%s:%s@%s:5432/orders?sslmode=verify-full" -c "SELECT count(*) FROM invoices WHERE status = \'open\'"' % (t, u, p, h)
    rec("positional", "psql connection URI (PostgreSQL docs libpq 34.1.1 Connection URIs)", text=text, secrets=[p], private=[u, h],
        keep=[t, ":5432/orders", "sslmode=verify-full", "SELECT count(*) FROM invoices"])


@pos
def _():
    p, h = pw(), fqdn("db")
    u = svc_user()
    pre, pr = shell_prefix()
    text = pre + "mysql -h %s -P 3306 -u %s -p%s --database=shop -e 'SHOW REPLICA STATUS\\G'" % (h, u, p)
    rec("positional", "mysql client -p<password> attached form (mysql(1))", text=text, secrets=[p], private=pr + [u, h],
        keep=["-P 3306", "SHOW REPLICA STATUS", "--database=shop"])


@pos
def _():
    p = pw()
    t = syslog_ts()
    h = short_host("backup")
    text = "%s %s CRON[%d]: (root) CMD (mysqldump --single-transaction --user=root --password='%s' --all-databases | gzip > /var/backups/mysql/all-$(date +\\%%F).sql.gz)" % (t, h, R.randint(1000, 60000), p)
    pid = text.split("CRON[")[1].split("]")[0]
    rec("positional", "cron(8) syslog line running mysqldump(1) --password", text=text, secrets=[p], private=[h, pid],
        keep=[t, "--single-transaction", "/var/backups/mysql/"])


@pos
def _():
    u, p = svc_user(), pw_url()
    c = "cluster%d.%s.mongodb.net" % (R.randint(0, 3), k8s_rand(5))
    text = 'Executing: mongosh "mongodb+srv://%s:%s@%s/admin?retryWrites=true&w=majority" --eval "db.runCommand({ping: 1})" -> MongoServerError: bad auth : authentication failed (code 8000)' % (u, p, c)
    rec("positional", "mongosh SRV connection string (MongoDB Connection String URI Format)", text=text, secrets=[p], private=[u, c],
        keep=["retryWrites=true&w=majority", "code 8000", "db.runCommand({ping: 1})"])


@pos
def _():
    p = b62(32)
    h = ip_priv()
    pre, pr = shell_prefix()
    text = pre + "redis-cli -h %s -p 6380 --tls -a %s --no-auth-warning INFO replication" % (h, p)
    rec("positional", "redis-cli -a <password> (redis-cli documentation)", text=text, secrets=[p], private=pr + [h],
        keep=["-p 6380", "--no-auth-warning", "INFO replication"])


@pos
def _():
    p = pw()
    h = fqdn("sql")
    t = sp_ms()
    text = "%s [job-runner] running: sqlcmd -S tcp:%s,1433 -U sa -P \"%s\" -d Reporting -Q \"EXEC dbo.usp_RebuildIndexes\" -b ; exit code 1 (Msg 18456, Level 14, State 1)" % (t, h, p)
    rec("positional", "sqlcmd -U -P (Microsoft sqlcmd utility docs)", text=text, secrets=[p], private=[h],
        keep=[t, "1433", "Msg 18456, Level 14, State 1", "exit code 1", "EXEC dbo.usp_RebuildIndexes"])


@pos
def _():
    p = pw()
    u = person_user()
    lh = fqdn("ldap")
    dc = lh.split(".", 1)[1].split(".")
    base = ",".join("dc=" + x for x in dc)
    text = 'ldapsearch -x -H ldaps://%s:636 -D "cn=svc-ldapsync,ou=Service Accounts,%s" -w %s -b "ou=people,%s" "(uid=%s)" mail telephoneNumber -> result: 49 Invalid credentials' % (lh, base, p, base, u)
    rec("positional", "ldapsearch -D binddn -w passwd (ldapsearch(1))", text=text, secrets=[p], private=[lh, "cn=svc-ldapsync", "(uid=%s)" % u],
        keep=["result: 49 Invalid credentials", ":636", "mail telephoneNumber"])


@pos
def _():
    u, p = person_user(), pw_url()
    h = fqdn("api")
    text = "+ curl -sS -u %s:%s -X POST https://%s/api/v2/deployments -H 'Content-Type: application/json' -d @payload.json -w '%%{http_code}'  => 401" % (u, p, h)
    rec("positional", "curl -u user:password (curl(1), bash xtrace)", text=text, secrets=[p], private=[u, h],
        keep=["-X POST", "/api/v2/deployments", "=> 401", "Content-Type: application/json"])


@pos
def _():
    u, p = svc_user(), pw_url()
    h = fqdn("nexus")
    t = sp_ms()
    text = "%s wget --user=%s --password=%s https://%s/repository/releases/com/acme/core/4.12.1/core-4.12.1.jar -> HTTP request sent, awaiting response... 403 Forbidden" % (t, u, p, h)
    rec("positional", "wget --user/--password (wget(1))", text=text, secrets=[p], private=[u, h],
        keep=[t, "core-4.12.1.jar", "403 Forbidden"])


@pos
def _():
    p = pw()
    ip = ip_priv()
    u = svc_user()
    text = "[deploy.sh:42] sshpass -p '%s' ssh -o StrictHostKeyChecking=no -p 2222 %s@%s 'sudo systemctl restart billing.service' returned 255" % (p, u, ip)
    rec("positional", "sshpass -p password (sshpass(1))", text=text, secrets=[p], private=[u, ip],
        keep=["deploy.sh:42", "-p 2222", "systemctl restart billing.service", "returned 255"])


@pos
def _():
    u, p = person_user(), pw()
    fs = short_host("fs")
    text = "smbclient //%s/finance -W CORP -U '%s%%%s' -c 'ls Q3/*.xlsx' : NT_STATUS_LOGON_FAILURE" % (fs, u, p)
    rec("positional", "smbclient -U user%password (smbclient(1))", text=text, secrets=[p], private=[fs, u],
        keep=["NT_STATUS_LOGON_FAILURE", "Q3/*.xlsx", "-W CORP"])


@pos
def _():
    p = pw_url()
    nas = short_host("nas")
    text = "RSYNC_PASSWORD=%s rsync -av --delete rsync://backup@%s:873/snapshots/2024-05/ /srv/restore/ : @ERROR: auth failed on module snapshots (code 5)" % (p, nas)
    rec("positional", "rsync daemon URL rsync://user@host:port/module with RSYNC_PASSWORD (rsync(1))", text=text, secrets=[p], private=[nas, "backup@"],
        keep=["@ERROR: auth failed on module snapshots", "code 5", ":873/snapshots/2024-05/"])


@pos
def _():
    tok = "glpat-" + b64s(20, B64URL)
    gl = fqdn("gitlab")
    text = "Cloning into 'billing'... git clone https://oauth2:%s@%s/platform/billing.git --branch release/2.18 --depth 1" % (tok, gl)
    rec("positional", "git remote URL with user:token@ (git-clone(1) GIT URLS)", text=text, secrets=[tok], private=[gl],
        keep=["release/2.18", "--depth 1", "/platform/billing.git"])


@pos
def _():
    u = person_user().replace(".", "")
    tok = "ghp_" + b62(36)
    text = "fatal: unable to access 'https://%s:%s@github.com/acme-inc/infra-live.git/': The requested URL returned error: 403" % (u, tok)
    rec("positional", "git fatal error echoing remote URL (git(1))", text=text, secrets=[tok], private=[u],
        keep=["The requested URL returned error: 403", "/acme-inc/infra-live.git/"])


@pos
def _():
    u, p = svc_user(), pw()
    reg = fqdn("registry")
    lines = ["+ docker login -u %s -p %s %s" % (u, p, reg),
             "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
             "Error response from daemon: Get \"https://%s/v2/\": unauthorized: incorrect username or password" % reg]
    rec("positional", "docker login -u -p (docker-login(1))", lines=lines, secrets=[p], private=[u, reg],
        keep=["Use --password-stdin.", "/v2/", "unauthorized: incorrect username or password"])


@pos
def _():
    u, p = person_user(), pw()
    text = "ansible.builtin.command: htpasswd -b -B -C 12 /etc/nginx/.htpasswd %s %s  rc=0 changed=true" % (u, p)
    rec("positional", "htpasswd -b file user password (htpasswd(1))", text=text, secrets=[p], private=[u],
        keep=["/etc/nginx/.htpasswd", "rc=0", "-C 12"])


@pos
def _():
    f, l = person_en()
    em = email_of(f, l, "acme-corp.net")
    p = "HRKU-" + b62(40)
    h2, p2 = fqdn("ftp"), pw()
    lines = ["machine api.heroku.com", "  login %s" % em, "  password %s" % p,
             "machine %s login %s password %s" % (h2, "mirror", p2), "default login anonymous password guest@"]
    rec("positional", "~/.netrc (netrc(5): machine/login/password tokens)", lines=lines, secrets=[p, p2], private=[em, h2],
        keep=["machine api.heroku.com", "default login anonymous"])


@pos
def _():
    h, u, p = fqdn("pg"), svc_user(), pw()
    h2, p2 = fqdn("pg"), pw()
    lines = ["# hostname:port:database:username:password", "%s:5432:orders:%s:%s" % (h, u, p), "%s:6432:*:postgres:%s" % (h2, p2)]
    rec("positional", ".pgpass (PostgreSQL docs libpq 34.16 The Password File)", lines=lines, secrets=[p, p2], private=[h, u, h2],
        keep=["# hostname:port:database:username:password", ":5432:orders:", ":6432:*:"])


@pos
def _():
    u, p, h = svc_user(), pw(), fqdn("mysql")
    lines = ["[client]", "user=%s" % u, "password=\"%s\"" % p, "host=%s" % h, "port=3307", "ssl-mode=REQUIRED"]
    rec("positional", "~/.my.cnf option file (MySQL Reference 6.2.2.2 Using Option Files)", lines=lines, secrets=[p], private=[u, h],
        keep=["[client]", "port=3307", "ssl-mode=REQUIRED"])


@pos
def _():
    u, p = person_user(), pw()
    mh = fqdn("mail")
    text = 'poll %s protocol IMAP port 993 user "%s" there with password "%s" is "%s" here options ssl keep fetchlimit 50' % (mh, u, p, u.split(".")[0])
    rec("positional", ".fetchmailrc poll entry (fetchmail(1) RC file)", text=text, secrets=[p], private=[mh, '"%s"' % u],
        keep=["protocol IMAP", "port 993", "fetchlimit 50"])


@pos
def _():
    f, l = person_en()
    em = email_of(f, l, "acme-corp.net")
    p = pw()
    sh = fqdn("smtp")
    lines = ["account work", "host %s" % sh, "port 587", "tls on", "auth on", "user %s" % em, "password %s" % p, "from %s" % em]
    rec("positional", "msmtprc account block (msmtp(1) configuration file)", lines=lines, secrets=[p], private=[sh, em],
        keep=["port 587", "tls on", "auth on"])


@pos
def _():
    ssid = ch(["Haugen-5G", "FRITZ!Box 7590 XY", "TP-Link_8F2A", "Wohnung_3OG", "Casa-Silva"])
    psk = pw()
    ident = person_user() + "@" + ch(DOMAINS)
    p2 = pw()
    lines = ["ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev", "network={", '    ssid="%s"' % ssid, '    psk="%s"' % psk, "    key_mgmt=WPA-PSK", "}",
             "network={", '    ssid="corp-eduroam"', "    key_mgmt=WPA-EAP", "    eap=PEAP", '    identity="%s"' % ident, '    password="%s"' % p2, "}"]
    rec("positional", "wpa_supplicant.conf (wpa_supplicant.conf(5))", lines=lines, secrets=[psk, p2], private=[ssid, ident],
        keep=["key_mgmt=WPA-PSK", "eap=PEAP", "/var/run/wpa_supplicant"])


@pos
def _():
    u1, s1 = person_user(), pw()
    u2, s2 = person_user(), pw()
    ip = ip_priv()
    lines = ["# Secrets for authentication using CHAP", "# client\tserver\tsecret\t\t\tIP addresses",
             "%s\tpptpd\t%s\t*" % (u1, s1), "\"%s\"\t*\t\"%s\"\t%s" % (u2, s2, ip)]
    rec("positional", "/etc/ppp/chap-secrets (pppd(8) AUTHENTICATION)", lines=lines, secrets=[s1, s2], private=[u1, u2, ip],
        keep=["# Secrets for authentication using CHAP", "pptpd"])


@pos
def _():
    u, p = person_user(), pw()
    lines = ["# /root/.smbcred (mode 0600)", "username=%s" % u, "password=%s" % p, "domain=CORP",
             "mount error(13): Permission denied", "Refer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)"]
    rec("positional", "cifs credentials file (mount.cifs(8) credentials=filename)", lines=lines, secrets=[p], private=[u],
        keep=["mount error(13): Permission denied", "domain=CORP"])


@pos
def _():
    ak = "AKIA" + up_dg(16)
    sk = b64s(40, B62 + "+/")
    lines = ["[s3-archive]", "type = s3", "provider = AWS", "access_key_id = %s" % ak, "secret_access_key = %s" % sk,
             "region = eu-central-1", "storage_class = GLACIER_IR"]
    rec("positional", "rclone.conf remote section (rclone docs: Amazon S3)", lines=lines, secrets=[ak, sk], private=[],
        keep=["type = s3", "region = eu-central-1", "storage_class = GLACIER_IR"])


@pos
def _():
    ak = "AKIA" + up_dg(16)
    sk = b64s(40, B62 + "+/")
    gp = pw()
    lines = ["[default]", "access_key = %s" % ak, "secret_key = %s" % sk, "gpg_passphrase = %s" % gp, "host_base = s3.amazonaws.com",
             "host_bucket = %(bucket)s.s3.amazonaws.com", "use_https = True"]
    rec("positional", "s3cmd ~/.s3cfg (s3cmd(1) --configure)", lines=lines, secrets=[ak, sk, gp], private=[],
        keep=["host_base = s3.amazonaws.com", "use_https = True"])


@pos
def _():
    u, p = svc_user(), pw()
    ip = ip_pub()
    t = sp_ms()
    lines = ["%s ftp: connected to %s:21" % (t, ip), "<-- 220 ProFTPD Server (Acme FTP) ready.", "--> USER %s" % u,
             "<-- 331 Password required for %s" % u, "--> PASS %s" % p, "<-- 530 Login incorrect.", "--> QUIT", "<-- 221 Goodbye."]
    rec("positional", "FTP control transcript USER/PASS (RFC 959 section 4.1.1)", lines=lines, secrets=[p], private=[ip, u],
        keep=[t, "530 Login incorrect.", "221 Goodbye.", "220 ProFTPD Server"])


@pos
def _():
    u, p = person_user(), pw()
    lines = ["S: +OK POP3 server ready", "C: USER %s" % u, "S: +OK", "C: PASS %s" % p, "S: +OK maildrop has 3 messages (7329 octets)",
             "C: STAT", "S: +OK 3 7329"]
    rec("positional", "POP3 USER/PASS session (RFC 1939 section 7)", lines=lines, secrets=[p], private=[u],
        keep=["+OK maildrop has 3 messages (7329 octets)", "+OK 3 7329"])


@pos
def _():
    u = person_user()
    ts = "<%d.%d@%s>" % (R.randint(1000, 99999), epoch(), fqdn("pop"))
    secret = pw()
    dig = hashlib.md5((ts + secret).encode()).hexdigest()
    lines = ["S: +OK POP3 server ready %s" % ts, "C: APOP %s %s" % (u, dig), "S: +OK %s's maildrop has 2 messages (320 octets)" % u]
    rec("positional", "POP3 APOP digest (RFC 1939 section 7, APOP name digest)", lines=lines, secrets=[dig], private=[u, ts.split("@")[1].rstrip(">")],
        keep=["+OK POP3 server ready", "has 2 messages (320 octets)"])


@pos
def _():
    f, l = person_en()
    em = email_of(f, l)
    p = pw()
    tok = b64("\0%s\0%s" % (em, p))
    lines = ["<<< 250-AUTH PLAIN LOGIN XOAUTH2", ">>> AUTH PLAIN %s" % tok, "<<< 535 5.7.8 Username and Password not accepted. Learn more at https://support.google.com/mail/?p=BadCredentials"]
    rec("positional", "SMTP AUTH PLAIN initial response (RFC 4954, RFC 4616)", lines=lines, secrets=[tok], private=[],
        keep=["250-AUTH PLAIN LOGIN XOAUTH2", "535 5.7.8", "p=BadCredentials"])


@pos
def _():
    u = person_user() + "@" + ch(DOMAINS)
    p = pw()
    bu, bp = b64(u), b64(p)
    lines = ["C: AUTH LOGIN", "S: 334 VXNlcm5hbWU6", "C: %s" % bu, "S: 334 UGFzc3dvcmQ6", "C: %s" % bp, "S: 235 2.7.0 Authentication successful"]
    rec("positional", "SMTP AUTH LOGIN exchange (draft-murchison-sasl-login, RFC 4954)", lines=lines, secrets=[bp], private=[bu],
        keep=["334 VXNlcm5hbWU6", "334 UGFzc3dvcmQ6", "235 2.7.0 Authentication successful"])


@pos
def _():
    p = b62(24)
    ip = ip_priv()
    e = epoch()
    text = '%d.%06d [0 %s:%d] "AUTH" "default" "%s"' % (e, R.randint(0, 999999), ip, R.randint(30000, 65000), p)
    rec("positional", "redis MONITOR output of AUTH (Redis MONITOR command docs)", text=text, secrets=[p], private=[ip],
        keep=['"AUTH" "default"', str(e)])


@pos
def _():
    u, p = person_user(), pw()
    lines = ["* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN] Dovecot ready.", "a001 LOGIN %s %s" % (u, p),
             "a001 NO [AUTHENTICATIONFAILED] Authentication failed."]
    rec("positional", "IMAP LOGIN command (RFC 3501 section 6.2.3)", lines=lines, secrets=[p], private=[u],
        keep=["[AUTHENTICATIONFAILED] Authentication failed.", "IMAP4rev1"])


@pos
def _():
    u = person_user()
    ip = ip_priv()
    c = R.randint(1000, 99999)
    t = syslog_ts()
    h = short_host("ldap")
    pid = str(R.randint(300, 9000))
    text = '%s %s slapd[%s]: conn=%d op=0 BIND dn="uid=%s,ou=people,dc=acme,dc=internal" method=128 ; conn=%d op=0 RESULT tag=97 err=49 text= ; conn=%d fd=14 ACCEPT from IP=%s:%d (IP=0.0.0.0:389)' % (
        t, h, pid, c, u, c, c, ip, R.randint(30000, 60000))
    rec("positional", "OpenLDAP slapd stats log BIND dn (slapd.conf(5) loglevel stats)", text=text, private=[h, pid, "uid=%s" % u, ip],
        keep=[t, "conn=%d op=0" % c, "method=128", "err=49", "IP=0.0.0.0:389"])


@pos
def _():
    u, p = "scott", pw()
    h = fqdn("ora")
    text = "%s java.sql.SQLException: ORA-01017: invalid username/password; logon denied [url=jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1]" % (sp_ms(), u, p, h)
    rec("positional", "Oracle JDBC thin URL user/password@//host:port/service (Oracle JDBC Developer's Guide)", text=text, secrets=[p], private=[h],
        keep=["ORA-01017", ":1521/ORCLPDB1", "java.sql.SQLException"])


@pos
def _():
    h, u, p = fqdn("sql"), svc_user(), pw()
    cs = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=Billing;Uid=%s;Pwd={%s};Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;" % (h, u, p)
    text = "%s [ERROR] pyodbc.InterfaceError: ('28000', \"[28000] Login failed for user '%s'. (18456)\") conn_str=%s" % (iso_ms(), u, cs)
    rec("positional", "ODBC connection string (Microsoft ODBC Driver for SQL Server DSN keywords)", text=text, secrets=[p], private=[h, u],
        keep=["'28000'", "(18456)", "Connection Timeout=30", "ODBC Driver 18 for SQL Server"])


@pos
def _():
    u, p, h = svc_user(), pw_url(), fqdn("mysql")
    t = sp_ms()
    text = "%s ERROR sqlalchemy.pool.impl.QueuePool: Exception during reset or similar / OperationalError: (pymysql.err.OperationalError) (1045, \"Access denied\") engine=mysql+pymysql://%s:%s@%s:3306/analytics?charset=utf8mb4" % (t, u, p, h)
    rec("positional", "SQLAlchemy database URL dialect+driver://user:password@host/db (SQLAlchemy Engine docs)", text=text, secrets=[p], private=[u, h],
        keep=[t, "(1045,", "charset=utf8mb4", ":3306/analytics"])


@pos
def _():
    u, p, h = svc_user(), pw_url(), short_host("rabbit")
    t = sp_ms()
    text = "%s WARNING celery.worker.consumer: consumer: Cannot connect to amqp://%s:%s@%s:5672/billing: [Errno 111] Connection refused. Trying again in 4.00 seconds... (2/100)" % (t, u, p, h)
    rec("positional", "AMQP URI amqp://user:pass@host:port/vhost (RabbitMQ URI spec)", text=text, secrets=[p], private=[u, h],
        keep=[t, "[Errno 111] Connection refused", "Trying again in 4.00 seconds", "(2/100)"])


@pos
def _():
    p = b62(32)
    h = fqdn("redis")
    text = "panic: dial redis: REDIS_URL=redis://:%s@%s:6379/3 : WRONGPASS invalid username-password pair or user is disabled. goroutine 1 [running]: main.main() /app/cmd/worker/main.go:57 +0x1e5" % (p, h)
    rec("positional", "redis URI with empty user redis://:password@host (IANA redis URI scheme)", text=text, secrets=[p], private=[h],
        keep=["WRONGPASS invalid username-password pair", "/app/cmd/worker/main.go:57", ":6379/3"])


@pos
def _():
    p = pw()
    h = fqdn("ora")
    pre, pr = shell_prefix()
    text = pre + "sqlplus -L system/%s@//%s:1521/XEPDB1 @/opt/migrations/V42__add_index.sql" % (p, h)
    rec("positional", "SQL*Plus logon user/password@connect_identifier (SQL*Plus User's Guide)", text=text, secrets=[p], private=pr + [h],
        keep=[":1521/XEPDB1", "/opt/migrations/V42__add_index.sql"])


@pos
def _():
    u, p, h = svc_user(), pw_url(), fqdn("mysql")
    text = '%s level=fatal msg="db ping failed" dsn="%s:%s@tcp(%s:3306)/inventory?parseTime=true&loc=UTC&tls=skip-verify" err="Error 1045 (28000): Access denied for user"' % (iso_s(), u, p, h)
    rec("positional", "Go go-sql-driver/mysql DSN user:password@tcp(host:port)/dbname (driver README)", text=text, secrets=[p], private=[u, h],
        keep=["parseTime=true&loc=UTC", "Error 1045 (28000)", "level=fatal"])


@pos
def _():
    u, p = svc_user(), pw()
    b = short_host("kafka")
    lines = ["KafkaClient {", '  org.apache.kafka.common.security.plain.PlainLoginModule required', '  username="%s"' % u, '  password="%s";' % p, "};",
             "bootstrap.servers=%s:9093" % b, "security.protocol=SASL_SSL"]
    rec("positional", "Kafka JAAS config PlainLoginModule (Apache Kafka docs: SASL/PLAIN)", lines=lines, secrets=[p], private=[u, b],
        keep=["PlainLoginModule required", "security.protocol=SASL_SSL", ":9093"])


@pos
def _():
    u, p = person_user(), pw()
    fs = short_host("fs")
    text = "C:\\> net use Z: \\\\%s\\projects %s /user:CORP\\%s /persistent:no\r System error 1326 has occurred. The user name or password is incorrect." % (fs, p, u)
    text = text.replace("\r", "")
    rec("positional", "Windows net use \\\\server\\share password /user:domain\\user (Microsoft net use docs)", text=text, secrets=[p], private=[fs, u],
        keep=["System error 1326", "/persistent:no"])


@pos
def _():
    p = pw()
    text = "openssl pkcs12 -export -in /etc/pki/tls/certs/api.crt -inkey /etc/pki/tls/private/api.key -out api.p12 -name api -passout pass:%s ; echo $? -> 0" % p
    rec("positional", "openssl -passout pass:phrase (openssl-passphrase-options(1))", text=text, secrets=[p], private=[],
        keep=["/etc/pki/tls/certs/api.crt", "-name api", "-> 0"])


@pos
def _():
    p1, p2 = pw(), pw()
    text = "keytool -genkeypair -alias tomcat -keyalg RSA -keysize 4096 -validity 825 -keystore /opt/tomcat/conf/keystore.p12 -storetype PKCS12 -storepass %s -keypass %s -dname \"CN=shop.acme-corp.net, O=Acme, C=DE\"" % (p1, p2)
    rec("positional", "keytool -storepass -keypass (keytool(1))", text=text, secrets=[p1, p2], private=[],
        keep=["-keysize 4096", "-validity 825", "/opt/tomcat/conf/keystore.p12"])


@pos
def _():
    p = pw()
    ip = ip_priv()
    text = "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status -> Error: Unable to establish IPMI v2 / RMCP+ session" % (ip, p)
    rec("positional", "ipmitool -U -P (ipmitool(1))", text=text, secrets=[p], private=[ip],
        keep=["chassis power status", "Unable to establish IPMI v2 / RMCP+ session"])


@pos
def _():
    a, x = pw(), pw()
    h = short_host("sw")
    text = "snmpwalk -v3 -l authPriv -u monitor -a SHA -A '%s' -x AES -X '%s' %s IF-MIB::ifOperStatus -> snmpwalk: Authentication failure (incorrect password, community or key)" % (a, x, h)
    rec("positional", "snmpwalk -A authpass -X privpass (snmpcmd(1))", text=text, secrets=[a, x], private=[h],
        keep=["IF-MIB::ifOperStatus", "Authentication failure", "authPriv"])


@pos
def _():
    c = b62(16)
    ip = ip_priv()
    text = "%s nagios: SERVICE ALERT: core-sw1;SNMP ifInErrors;CRITICAL;HARD;3;check_snmp -H %s -C %s -o IF-MIB::ifInErrors.7 -w 10 -c 100 -> Timeout: No Response from %s:161." % (
        syslog_ts(), ip, c, ip)
    rec("positional", "SNMP v2c community string in check_snmp -C (monitoring-plugins check_snmp)", text=text, secrets=[c], private=[ip, "core-sw1"],
        keep=["SERVICE ALERT", "CRITICAL;HARD;3", "IF-MIB::ifInErrors.7"])


@pos
def _():
    u, p = person_user(), pw()
    h = fqdn("ts")
    text = "xfreerdp /v:%s:3389 /u:%s /d:CORP /p:%s /cert:ignore /dynamic-resolution -> [ERROR][com.freerdp.core] - ERRCONNECT_LOGON_FAILURE [0x00020014]" % (h, u, p)
    rec("positional", "xfreerdp /u: /p: (xfreerdp(1))", text=text, secrets=[p], private=[h, u],
        keep=["ERRCONNECT_LOGON_FAILURE", "[0x00020014]", ":3389"])


@pos
def _():
    u, p = person_user(), pw()
    h = fqdn("mqtt")
    text = "mosquitto_pub -h %s -p 8883 --cafile /etc/ssl/certs/ca.pem -u %s -P %s -t 'plant/line3/temp' -m 21.4 -q 1 -> Connection error: Connection Refused: not authorised." % (h, u, p)
    rec("positional", "mosquitto_pub -u -P (mosquitto_pub(1))", text=text, secrets=[p], private=[h, u],
        keep=["-p 8883", "plant/line3/temp", "Connection Refused: not authorised."])


@pos
def _():
    u, p = person_user(), pw()
    h = fqdn("sftp")
    text = "lftp -u %s,%s sftp://%s -e 'mirror -R --parallel=4 dist/ /var/www/releases/v3.9.0; bye' -> mirror: Login failed: 530 Login authentication failed" % (u, p, h)
    rec("positional", "lftp -u user,password (lftp(1))", text=text, secrets=[p], private=[u, h],
        keep=["/var/www/releases/v3.9.0", "530 Login authentication failed", "--parallel=4"])


@pos
def _():
    p = pw()
    h = ip_priv()
    text = "cqlsh %s 9042 -u cassandra -p %s --ssl -e \"DESCRIBE KEYSPACES\" -> Connection error: ('Unable to connect to any servers', {'%s:9042': AuthenticationFailed('Failed to authenticate to %s:9042')})" % (h, p, h, h)
    rec("positional", "cqlsh host port -u -p (cqlsh docs)", text=text, secrets=[p], private=[h],
        keep=["DESCRIBE KEYSPACES", "Unable to connect to any servers", "9042"])


@pos
def _():
    u, p = svc_user(), pw()
    t = sp_ms(sep=".")
    pid = str(R.randint(1000, 60000))
    text = "%s UTC [%s] postgres@postgres LOG:  statement: ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2025-12-31';" % (t, pid, u, p)
    rec("positional", "PostgreSQL log_statement=ddl output of ALTER ROLE ... PASSWORD (PostgreSQL docs ALTER ROLE, log_line_prefix '%m [%p] %u@%d ')", text=text,
        secrets=[p], private=[pid, "ROLE %s" % u], keep=[t, "LOG:  statement: ALTER", "VALID UNTIL '2025-12-31'"])


@pos
def _():
    u, p = svc_user(), pw()
    ip = ip_priv()
    t = iso_us()
    text = "%s 18 [Note] [MY-010000] [Server] general_log: Query CREATE USER '%s'@'%s' IDENTIFIED WITH caching_sha2_password BY '%s' REQUIRE SSL" % (t, u, ip, p)
    rec("positional", "MySQL general query log CREATE USER ... IDENTIFIED BY (MySQL Reference CREATE USER)", text=text, secrets=[p], private=[u, ip],
        keep=[t, "[MY-010000]", "caching_sha2_password", "REQUIRE SSL"])


@pos
def _():
    u, p = person_user(), pw()
    text = "+ rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p /billing %s '.*' '.*' '.*'  -> Error: user_already_exists: %s" % (u, p, u, u)
    rec("positional", "rabbitmqctl add_user username password (rabbitmqctl(8))", text=text, secrets=[p], private=[u],
        keep=["set_permissions -p /billing", "Error: user_already_exists"])


@pos
def _():
    u = person_user()
    hsh = "$6$" + b64s(16, B62 + "./") + "$" + b64s(86, B62 + "./")
    text = "%s:%s:19782:0:99999:7:::" % (u, hsh)
    rec("positional", "/etc/shadow entry (shadow(5): login:encrypted password:lastchg:...)", text=text, secrets=[hsh], private=[u],
        keep=[":19782:0:99999:7:::", ":0:99999"])


@pos
def _():
    p = pw()
    lines = ["$ echo '%s' | sudo -S -p '' apt-get -y install postgresql-16" % p, "Reading package lists... Done",
             "E: Unable to locate package postgresql-16"]
    rec("positional", "password piped to sudo -S (sudo(8) -S option)", lines=lines, secrets=[p], private=[],
        keep=["apt-get -y install postgresql-16", "E: Unable to locate package postgresql-16"])


@pos
def _():
    u, p = person_user(), pw()
    lines = ["# /etc/openvpn/client/auth.txt (auth-user-pass file)", u, p,
             "%s AUTH: Received control message: AUTH_FAILED" % iso_s(), "SIGTERM[soft,auth-failure] received, process exiting"]
    rec("positional", "OpenVPN --auth-user-pass file: username on line 1, password on line 2 (openvpn(8))", lines=lines, secrets=[p], private=[u],
        keep=["AUTH_FAILED", "SIGTERM[soft,auth-failure]"])


@pos
def _():
    u1, u2 = svc_user(), svc_user()
    h1 = "md5" + hashlib.md5((pw() + u1).encode()).hexdigest()
    h2 = "SCRAM-SHA-256$4096:%s$%s:%s" % (b64s(24), b64s(44), b64s(44))
    lines = ['"%s" "%s"' % (u1, h1), '"%s" "%s"' % (u2, h2)]
    rec("positional", "PgBouncer auth_file userlist.txt (pgbouncer(5) auth_file)", lines=lines, secrets=[h1[3:], h2.split(":", 1)[1]], private=[u1, u2],
        keep=['" "md5', '" "SCRAM-SHA-256$4096:'])


@pos
def _():
    u, p = person_user(), pw()
    h = fqdn("svn")
    text = "svn checkout --username %s --password %s --non-interactive https://%s/repos/firmware/trunk fw -> svn: E170001: Authentication required for '<https://%s:443> Subversion'" % (u, p, h, h)
    rec("positional", "svn --username --password (svn help checkout, SVN book)", text=text, secrets=[p], private=[u, h],
        keep=["E170001", "/repos/firmware/trunk", "--non-interactive"])


@pos
def _():
    ssid = ch(["Buero-Gast", "Kafe_Lumi", "Oficina-2.4", "Home-Nowak"])
    p = pw()
    text = "nmcli device wifi connect '%s' password '%s' ifname wlp2s0 -> Error: Connection activation failed: (7) Secrets were required, but not provided." % (ssid, p)
    rec("positional", "nmcli device wifi connect SSID password PASSWORD (nmcli(1))", text=text, secrets=[p], private=[ssid],
        keep=["ifname wlp2s0", "(7) Secrets were required, but not provided."])


@pos
def _():
    u, p = person_user(), pw()
    text = "vault login -method=userpass username=%s password=%s -> Error authenticating: Error making API request. URL: PUT https://vault.service.consul:8200/v1/auth/userpass/login/%s Code: 400. Errors: * invalid username or password" % (u, p, u)
    rec("positional", "vault login -method=userpass username= password= (Vault CLI docs)", text=text, secrets=[p], private=[u],
        keep=["Code: 400.", "/v1/auth/userpass/login/", ":8200"])


@pos
def _():
    h, p = fqdn("influx"), pw()
    text = "influx -host %s -port 8086 -username admin -password '%s' -ssl -execute 'SHOW RETENTION POLICIES ON telegraf' -> ERR: authorization failed" % (h, p)
    rec("positional", "InfluxDB 1.x influx CLI -username -password (InfluxDB CLI docs)", text=text, secrets=[p], private=[h],
        keep=["-port 8086", "SHOW RETENTION POLICIES ON telegraf", "ERR: authorization failed"])


# --------------------------------------------------------------------------
# infra: host/node/pod/container/account names where real formats put them
# --------------------------------------------------------------------------
INF = []


def inf(f):
    INF.append(f)
    return f


def pid():
    return str(R.randint(200, 99999))


@inf
def _():
    h, u = short_host(), person_user()
    pri = "<34>"
    t = syslog_ts()
    text = "%s%s %s su: 'su root' failed for %s on /dev/pts/%d" % (pri, t, h, u, R.randint(0, 9))
    rec("infra", "BSD syslog RFC 3164 section 5.4 example layout <PRI>TIMESTAMP HOSTNAME TAG", text=text, private=[h, u], keep=[pri, t, "'su root' failed"])


@inf
def _():
    h = fqdn("app")
    t = iso_ms()
    p = pid()
    text = '<165>1 %s %s payments-api %s ID47 [exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"] charge declined code=card_declined latency_ms=%d' % (t, h, p, ms())
    rec("infra", "RFC 5424 syslog HEADER + STRUCTURED-DATA (RFC 5424 section 6.5 example 3)", text=text, private=[h, " %s ID47" % p],
        keep=["<165>1", t, 'eventID="1011"', "code=card_declined"])


@inf
def _():
    h, u, ip = short_host("bastion"), svc_user(), ip_pub()
    t = syslog_ts()
    p = pid()
    fp = "SHA256:" + b64s(43)
    text = "%s %s sshd[%s]: Accepted publickey for %s from %s port %d ssh2: ED25519 %s" % (t, h, p, u, ip, R.randint(30000, 65000), fp)
    rec("infra", "journalctl -o short (journalctl(1) OUTPUT OPTIONS) sshd auth line", text=text, private=[h, p, u, ip], keep=[t, "Accepted publickey", "ssh2: ED25519", fp])


@inf
def _():
    h = short_host("web")
    dt = rdt()
    t = dt.strftime("%Y-%m-%dT%H:%M:%S+0000")
    p = pid()
    text = "%s %s nginx[%s]: nginx: [emerg] bind() to 0.0.0.0:443 failed (98: Address already in use)" % (t, h, p)
    rec("infra", "journalctl -o short-iso (journalctl(1))", text=text, private=[h, p], keep=[t, "bind() to 0.0.0.0:443 failed", "(98: Address already in use)"])


@inf
def _():
    h = short_host("db")
    dt = rdt()
    t = dt.strftime("%b %d %H:%M:%S.%f")
    text = "%s %s kernel: Out of memory: Killed process %d (postgres) total-vm:8421340kB, anon-rss:6123008kB, file-rss:0kB, shmem-rss:1024kB, UID:26 pgtables:13120kB oom_score_adj:0" % (t, h, R.randint(1000, 90000))
    kp = text.split("Killed process ")[1].split(" ")[0]
    rec("infra", "journalctl -o short-precise kernel OOM killer message", text=text, private=[h, "process " + kp], keep=[t, "Out of memory", "total-vm:8421340kB", "oom_score_adj:0"])


@inf
def _():
    h = short_host("worker")
    mono = "[%6d.%06d]" % (R.randint(100, 900000), R.randint(0, 999999))
    p = pid()
    text = "%s %s systemd[1]: celery-worker.service: Main process exited, code=killed, status=9/KILL" % (mono, h)
    rec("infra", "journalctl -o short-monotonic systemd unit failure (systemd.exec(5) exit status)", text=text, private=[h], keep=[mono, "celery-worker.service", "status=9/KILL"])


@inf
def _():
    h, u = short_host(), person_user()
    p = pid()
    bid = hx(32)
    mid = hx(32)
    rt = str(epoch() * 1000000 + R.randint(0, 999999))
    lines = ["%s [s=%s;i=%x;b=%s;m=%x;t=%x]" % (iso_us(), hx(32), R.randint(1000, 99999), bid, R.randint(10 ** 8, 10 ** 11), R.randint(10 ** 14, 10 ** 15)),
             "    _TRANSPORT=syslog", "    PRIORITY=3", "    SYSLOG_IDENTIFIER=sudo", "    _PID=%s" % p, "    _UID=%d" % R.randint(1000, 1999),
             "    _COMM=sudo", "    _HOSTNAME=%s" % h, "    _BOOT_ID=%s" % bid, "    _MACHINE_ID=%s" % mid,
             "    MESSAGE=pam_unix(sudo:auth): authentication failure; logname=%s uid=1001 euid=0 tty=/dev/pts/1 ruser=%s rhost=  user=%s" % (u, u, u),
             "    _SOURCE_REALTIME_TIMESTAMP=%s" % rt]
    rec("infra", "journalctl -o verbose (systemd.journal-fields(7))", lines=lines, private=["_PID=" + p, h, "logname=" + u, "ruser=" + u, "user=" + u],
        keep=["SYSLOG_IDENTIFIER=sudo", "PRIORITY=3", "pam_unix(sudo:auth): authentication failure", bid])


@inf
def _():
    h, p = short_host("api"), pid()
    rt = str(epoch() * 1000000 + R.randint(0, 999999))
    o = {"__CURSOR": "s=%s;i=%x" % (hx(32), R.randint(1000, 99999)), "__REALTIME_TIMESTAMP": rt, "_HOSTNAME": h, "_PID": p,
         "_SYSTEMD_UNIT": "orders-api.service", "PRIORITY": "4", "MESSAGE": "upstream timeout after 30001ms route=/v1/orders/{id} status=504",
         "_BOOT_ID": hx(32)}
    rec("infra", "journalctl -o json (systemd.journal-fields(7))", text=jd(o), private=[h, '"_PID":"%s"' % p],
        keep=[rt, "orders-api.service", "30001ms", "status=504"])


@inf
def _():
    ns = ch(["payments", "checkout", "search"])
    rows = []
    priv = []
    for app, st, rs in [("api", "Running", "0"), ("worker", "CrashLoopBackOff", "14 (2m11s ago)"), ("cron-reconcile", "Completed", "0")]:
        pn, ip, nd = pod(app), "10.%d.%d.%d" % (R.randint(0, 60), R.randint(0, 255), R.randint(2, 254)), node()
        rows.append("%-38s %s/1   %-17s %-15s %-5s %-14s %-45s <none>           <none>" % (pn, "1" if st == "Running" else "0", st, rs, "3d4h", ip, nd))
        priv += [pn, ip, nd]
    lines = ["$ kubectl get pods -n %s -o wide" % ns,
             "NAME                                   READY   STATUS            RESTARTS         AGE   IP             NODE                                          NOMINATED NODE   READINESS GATES"] + rows
    rec("infra", "kubectl get pods -o wide (kubectl reference)", lines=lines, private=priv, keep=["CrashLoopBackOff", "14 (2m11s ago)", "READINESS GATES"])


@inf
def _():
    pn, nd, ip, hip = pod("checkout"), node(), "10.%d.%d.%d" % (R.randint(0, 60), R.randint(0, 255), R.randint(2, 254)), ip_priv()
    cid = hx(64)
    dig = "sha256:" + hx(64)
    lines = ["Name:             %s" % pn, "Namespace:        shop", "Priority:         0", "Node:             %s/%s" % (nd, hip),
             "Start Time:       Tue, 07 May 2024 09:12:44 +0000", "Status:           Running", "IP:               %s" % ip,
             "Containers:", "  checkout:", "    Container ID:   containerd://%s" % cid,
             "    Image:          registry.acme-corp.net/shop/checkout:2.31.0", "    Image ID:       registry.acme-corp.net/shop/checkout@%s" % dig,
             "    Last State:     Terminated", "      Reason:       OOMKilled", "      Exit Code:    137",
             "Events:", "  Type     Reason     Age                  From     Message", "  ----     ------     ----                 ----     -------",
             "  Warning  BackOff    3m (x41 over 2h)     kubelet  Back-off restarting failed container checkout in pod %s_shop(%s)" % (pn, uid4())]
    rec("infra", "kubectl describe pod (kubectl reference)", lines=lines, private=[pn, nd, hip, ip],
        keep=["OOMKilled", "Exit Code:    137", "checkout:2.31.0", dig, cid, "3m (x41 over 2h)"])


@inf
def _():
    p1, p2 = pod("ingest"), pod("ingest")
    nd = node()
    lines = ["LAST SEEN   TYPE      REASON             OBJECT                               MESSAGE",
             "4m12s       Warning   FailedScheduling   pod/%s   0/12 nodes are available: 3 Insufficient memory, 9 node(s) had untolerated taint {dedicated: gpu}." % p1,
             "2m1s        Normal    Scheduled          pod/%s   Successfully assigned data/%s to %s" % (p2, p2, nd),
             "58s         Warning   Unhealthy          pod/%s   Readiness probe failed: HTTP probe failed with statuscode: 503" % p2]
    rec("infra", "kubectl get events (Kubernetes Event API)", lines=lines, private=[p1, p2, nd],
        keep=["FailedScheduling", "0/12 nodes are available", "statuscode: 503", "Insufficient memory"])


@inf
def _():
    pn, nd = pod("ledger"), node()
    p = pid()
    uidv = uid4()
    dt = rdt()
    t = "E%s %s" % (dt.strftime("%m%d"), dt.strftime("%H:%M:%S.%f"))
    text = '%s %7s pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"ledger\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=ledger pod=%s_finance(%s)\\"" pod="finance/%s" podUID="%s"' % (t, p, pn, uidv, pn, uidv)
    rec("infra", "kubelet klog header Lmmdd hh:mm:ss.uuuuuu threadid file:line] (klog format)", text=text, private=[pn], keep=[t, "pod_workers.go:1298]", "back-off 5m0s", uidv])


@inf
def _():
    n1, n2 = ch(["frosty_hopper", "pensive_lovelace", "brave_turing"]), "billing-db-1"
    c1, c2 = hx(12), hx(12)
    h = ip_priv()
    lines = ["CONTAINER ID   IMAGE                      COMMAND                  CREATED        STATUS                     PORTS                      NAMES",
             "%s   nginx:1.25.4-alpine        \"/docker-entrypoint.…\"   2 hours ago    Up 2 hours                 %s:8443->443/tcp           %s" % (c1, h, n1),
             "%s   postgres:16.2              \"docker-entrypoint.s…\"   3 days ago     Exited (137) 5 minutes ago                            %s" % (c2, n2)]
    rec("infra", "docker ps (docker-ps(1))", lines=lines, private=[n1, n2, h], keep=[c1, c2, "Exited (137) 5 minutes ago", "nginx:1.25.4-alpine", "8443->443/tcp"])


@inf
def _():
    cid = hx(64)
    nm = ch(["gallant_noether", "relaxed_kalam", "ecstatic_morse"])
    t = iso_us().replace("Z", "000Z")
    text = "%s container die %s (com.docker.compose.project=reporting, exitCode=137, image=acme/report-worker:5.4.2, name=%s)" % (t, cid, nm)
    rec("infra", "docker events (docker-events(1))", text=text, private=[nm], keep=[t, cid, "exitCode=137", "acme/report-worker:5.4.2"])


@inf
def _():
    h, u = short_host(), person_user()
    t = syslog_ts()
    lines = ["%s %s systemd-logind[%d]: New session %d of user %s." % (t, h, R.randint(300, 2000), R.randint(1, 900), u),
             "%s %s systemd[1]: Started session-%d.scope - Session %d of User %s." % (t, h, 4242, 4242, u)]
    lp = lines[0].split("logind[")[1].split("]")[0]
    rec("infra", "systemd-logind(8) session messages in syslog", lines=lines, private=[h, u, lp], keep=[t, "session-4242.scope", "systemd[1]:"])


@inf
def _():
    h, u = short_host("bastion"), person_user()
    t = syslog_ts()
    text = "%s %s sudo:   %s : TTY=pts/3 ; PWD=/home/%s/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart haproxy.service" % (t, h, u, u)
    rec("infra", "sudo(8) syslog entry (sudoers(5) LOG FORMAT)", text=text, private=[h, u], keep=[t, "TTY=pts/3", "COMMAND=/usr/bin/systemctl restart haproxy.service", "/deploy"])


@inf
def _():
    h, u = short_host(), person_user()
    p = pid()
    t = syslog_ts()
    uidn = R.randint(1000, 1999)
    text = "%s %s su[%s]: pam_unix(su-l:session): session opened for user postgres(uid=26) by %s(uid=%d)" % (t, h, p, u, uidn)
    rec("infra", "su(1) PAM session log (pam_unix(8))", text=text, private=[h, p, " by %s(" % u], keep=[t, "pam_unix(su-l:session): session opened", "(uid=26)"])


@inf
def _():
    rh, ip = "laptop-" + person_user().replace(".", ""), ip_priv()
    ser = "%d.%03d:%d" % (epoch(), R.randint(0, 999), R.randint(1000, 99999))
    text = "type=USER_LOGIN msg=audit(%s): pid=%d uid=0 auid=1001 ses=12 subj=system_u:system_r:sshd_t:s0-s0:c0.c1023 msg='op=login id=1001 exe=\"/usr/sbin/sshd\" hostname=%s addr=%s terminal=ssh res=failed'UID=\"root\" AUID=\"unset\"" % (ser, R.randint(1000, 90000), rh, ip)
    rec("infra", "auditd USER_LOGIN record (auditd(8), ausearch(8) record format)", text=text, private=[rh, ip],
        keep=["msg=audit(%s)" % ser, "exe=\"/usr/sbin/sshd\"", "res=failed"])


@inf
def _():
    u = person_user()
    h = short_host()
    ser = "%d.%03d:%d" % (epoch(), R.randint(0, 999), R.randint(1000, 99999))
    lines = ["type=SYSCALL msg=audit(%s): arch=c000003e syscall=59 success=yes exit=0 a0=55d1 a1=55d2 a2=55d3 a3=0 items=2 ppid=%d pid=%d auid=1004 uid=0 gid=0 euid=0 tty=pts0 ses=7 comm=\"cat\" exe=\"/usr/bin/cat\" key=\"shadow_read\" AUID=\"%s\"" % (ser, R.randint(1000, 9999), R.randint(1000, 9999), u),
             "type=EXECVE msg=audit(%s): argc=2 a0=\"cat\" a1=\"/etc/shadow\"" % ser,
             "type=CWD msg=audit(%s): cwd=\"/home/%s\"" % (ser, u),
             "node=%s type=PROCTITLE msg=audit(%s): proctitle=636174002F6574632F736861646F77" % (h, ser)]
    rec("infra", "auditd SYSCALL/EXECVE/CWD event group (auditd.conf(5) log_format ENRICHED, name_format)", lines=lines, private=['AUID="%s"' % u, "/home/%s" % u, "node=" + h],
        keep=["msg=audit(%s)" % ser, "key=\"shadow_read\"", "syscall=59", "proctitle=636174002F6574632F736861646F77"])


@inf
def _():
    f, l = person_en()
    em = email_of(f, l, "acme-corp.net")
    ip = ip_pub()
    proj = "acme-prod-%d" % R.randint(100000, 999999)
    inst = short_host("vm")
    ins = hx(12)
    o = {"protoPayload": {"@type": "type.googleapis.com/google.cloud.audit.AuditLog", "status": {"code": 7, "message": "PERMISSION_DENIED"},
                          "authenticationInfo": {"principalEmail": em}, "requestMetadata": {"callerIp": ip, "callerSuppliedUserAgent": "google-cloud-sdk gcloud/472.0.0"},
                          "serviceName": "compute.googleapis.com", "methodName": "v1.compute.instances.delete",
                          "resourceName": "projects/%s/zones/europe-west3-b/instances/%s" % (proj, inst)},
         "insertId": ins, "severity": "ERROR", "timestamp": iso_us()}
    rec("infra", "GCP Cloud Audit Logs LogEntry/AuditLog (cloud.google.com/logging/docs/audit)", text=jd(o), private=[em, ip, proj, inst],
        keep=["PERMISSION_DENIED", "v1.compute.instances.delete", "gcloud/472.0.0", ins, o["timestamp"]])


@inf
def _():
    f, l = person_en()
    em = email_of(f, l, "contoso-labs.com")
    sub = uid4()
    corr = uid4()
    ip = ip_pub()
    vm = "vm-" + short_host("sql")
    o = {"time": iso_us(), "resourceId": "/subscriptions/%s/resourceGroups/rg-prod-weu/providers/Microsoft.Compute/virtualMachines/%s" % (sub, vm),
         "operationName": "MICROSOFT.COMPUTE/VIRTUALMACHINES/DEALLOCATE/ACTION", "category": "Administrative", "resultType": "Failure",
         "resultSignature": "Forbidden.403", "callerIpAddress": ip, "correlationId": corr, "identity": {"claims": {"name": "%s %s" % (f, l), "upn": em}},
         "level": "Error"}
    rec("infra", "Azure Activity Log event schema (learn.microsoft.com activity-log-schema)", text=jd(o), private=[vm, ip, "%s %s" % (f, l), em],
        keep=["MICROSOFT.COMPUTE/VIRTUALMACHINES/DEALLOCATE/ACTION", "Forbidden.403", corr, sub])


@inf
def _():
    acct = dg(12)
    u = person_user()
    ak = "ASIA" + up_dg(16)
    ip = ip_pub()
    rid, eid = uid4(), uid4()
    o = {"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "arn": "arn:aws:iam::%s:user/%s" % (acct, u),
                                                   "accountId": acct, "accessKeyId": ak, "userName": u},
         "eventTime": iso_s(), "eventSource": "s3.amazonaws.com", "eventName": "DeleteBucketPolicy", "awsRegion": "eu-central-1",
         "sourceIPAddress": ip, "userAgent": "aws-cli/2.15.40", "errorCode": "AccessDenied", "requestID": rid, "eventID": eid,
         "requestParameters": {"bucketName": "acme-invoices-prod", "policy": ""}}
    rec("infra", "AWS CloudTrail record (CloudTrail userIdentity element docs)", text=jd(o), secrets=[ak], private=[acct, u, ip],
        keep=["DeleteBucketPolicy", "AccessDenied", rid, eid, "aws-cli/2.15.40"])


@inf
def _():
    h1, h2 = fqdn("web"), fqdn("db")
    ip2 = ip_priv()
    u = svc_user()
    lines = ["TASK [nginx : reload configuration] *******************************************",
             "changed: [%s]" % h1,
             "fatal: [%s]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh: %s@%s: Permission denied (publickey).\", \"unreachable\": true}" % (h2, u, ip2),
             "PLAY RECAP *********************************************************************",
             "%s : ok=12   changed=1    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0" % h1,
             "%s : ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0" % h2]
    rec("infra", "ansible-playbook default callback output (Ansible docs: callback plugins)", lines=lines, private=[h1, h2, u, ip2],
        keep=["TASK [nginx : reload configuration]", "UNREACHABLE!", "Permission denied (publickey).", "ok=12   changed=1"])


@inf
def _():
    iid = "i-0" + hx(16)
    ip = ip_priv()
    pd = "ec2-%s.eu-west-1.compute.amazonaws.com" % ip_pub().replace(".", "-")
    lines = ["aws_instance.bastion: Creating...", "aws_instance.bastion: Still creating... [10s elapsed]",
             "aws_instance.bastion: Creation complete after 43s [id=%s]" % iid, "", "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.", "", "Outputs:", "",
             "bastion_private_ip = \"%s\"" % ip, "bastion_public_dns = \"%s\"" % pd]
    rec("infra", "terraform apply output (Terraform CLI docs)", lines=lines, private=[ip, pd],
        keep=["Creation complete after 43s", "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.", iid])


@inf
def _():
    h, p = short_host("lb"), pid()
    ip = ip_pub()
    srv = short_host("app")
    t = syslog_ts()
    dt = rdt()
    acc = dt.strftime("%d/%b/%Y:%H:%M:%S.") + "%03d" % R.randint(0, 999)
    text = '%s %s haproxy[%s]: %s:%d [%s] https-in~ be_app/%s 10/0/30/69/109 200 2750 - - ---- 1/1/1/1/0 0/0 "GET /api/v1/catalog?page=2 HTTP/1.1"' % (t, h, p, ip, R.randint(1024, 65535), acc, srv)
    rec("infra", "HAProxy HTTP log format (HAProxy Configuration Manual 8.2.3)", text=text, private=[h, p, ip, srv],
        keep=[acc, "10/0/30/69/109 200 2750", "GET /api/v1/catalog?page=2 HTTP/1.1", "be_app/"])


@inf
def _():
    rid = uid4()
    a = "orders.%s.svc.cluster.local:8080" % ch(["prod", "shop"])
    up = "10.%d.%d.%d:8080" % (R.randint(0, 60), R.randint(0, 255), R.randint(2, 254))
    xff = ip_pub()
    t = iso_ms()
    text = '[%s] "POST /api/v1/orders HTTP/2" 503 UF,URX 412 91 1001 - "%s" "okhttp/4.12.0" "%s" "%s" "%s"' % (t, xff, rid, a, up)
    rec("infra", "Envoy default access log format (Envoy docs: Access logging, format dictionaries)", text=text, private=[xff, a.split(":")[0], up.split(":")[0]],
        keep=[t, "503 UF,URX", rid, "POST /api/v1/orders HTTP/2"])


@inf
def _():
    peers = ["zk-%d.zk-hs.kafka.svc.cluster.local" % i for i in (0, 1, 2)]
    t = sp_ms()
    text = "%s [myid:2] - WARN  [QuorumConnectionThreadManager-%d:QuorumCnxManager@401] - Cannot open channel to 3 at election address %s/%s:3888" % (
        t, R.randint(1, 9), peers[2], "10.%d.%d.%d" % (R.randint(0, 60), R.randint(0, 255), R.randint(2, 254)))
    ip = text.rsplit("/", 1)[1].split(":")[0]
    rec("infra", "ZooKeeper log4j layout '%d{ISO8601} [myid:%X{myid}] - %-5p [%t:%C{1}@%L] - %m' (ZooKeeper Administrator's Guide)", text=text, private=[peers[2], ip],
        keep=[t, "[myid:2]", "QuorumCnxManager@401", ":3888"])


@inf
def _():
    b = "kafka-%d.kafka-headless.%s.svc.cluster.local" % (R.randint(0, 5), ch(["prod", "streaming"]))
    ip = "10.%d.%d.%d" % (R.randint(0, 60), R.randint(0, 255), R.randint(2, 254))
    t = sp_ms()
    text = "[%s] WARN [ReplicaFetcher replicaId=2, leaderId=1, fetcherId=0] Error in response for fetch request (type=FetchRequest, replicaId=2, maxWait=500, minBytes=1, maxBytes=10485760) to node 1 (%s/%s:9092) (kafka.server.ReplicaFetcherThread) java.io.IOException: Connection to 1 was disconnected before the response was read" % (t, b, ip)
    rec("infra", "Apache Kafka broker log4j server.log", text=text, private=[b, ip], keep=[t, "kafka.server.ReplicaFetcherThread", ":9092", "maxBytes=10485760"])


@inf
def _():
    cip, up = ip_pub(), ip_priv()
    srv = "shop." + ch(DOMAINS)
    dt = rdt()
    t = dt.strftime("%Y/%m/%d %H:%M:%S")
    text = '%s [error] %d#%d: *%d connect() failed (111: Connection refused) while connecting to upstream, client: %s, server: %s, request: "GET /api/cart HTTP/2.0", upstream: "http://%s:8080/api/cart", host: "%s"' % (
        t, R.randint(100, 9999), 0, R.randint(1000, 999999), cip, srv, up, srv)
    rec("infra", "nginx error_log format (nginx docs: core module error_log)", text=text, private=[cip, srv, up],
        keep=[t, "(111: Connection refused)", "GET /api/cart HTTP/2.0", ":8080/api/cart"])


@inf
def _():
    ip, u = ip_pub(), person_user()
    t = clf_ts(tz="+0200")
    text = '%s - %s [%s] "GET /admin/reports/export?fmt=csv HTTP/1.1" 401 381 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"' % (ip, u, t)
    rec("infra", "Apache combined log format %h %l %u %t (Apache httpd mod_log_config)", text=text, private=[ip, " %s [" % u], keep=[t, "401 381", "/admin/reports/export?fmt=csv", "Firefox/125.0"])


@inf
def _():
    h = short_host("mx")
    p = pid()
    f, l = person_en()
    rcpt = email_of(f, l, "wp.pl")
    rip = ip_pub()
    qid = up_dg(11)
    t = syslog_ts()
    text = "%s %s postfix/smtp[%s]: %s: to=<%s>, relay=mx.wp.pl[%s]:25, delay=1.4, delays=0.08/0.01/0.62/0.69, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as %s)" % (t, h, p, qid, rcpt, rip, up_dg(10))
    rec("infra", "Postfix smtp delivery log (postfix logging, MAILLOG_README)", text=text, private=[h, p, rcpt, rip],
        keep=[t, qid, "dsn=2.0.0", "status=sent", "delays=0.08/0.01/0.62/0.69"])


@inf
def _():
    u = person_user() + "@" + ch(DOMAINS)
    rip, lip = ip_pub(), ip_priv()
    sess = b64s(16, B62 + "+/")
    t = syslog_ts()
    h = short_host("mail")
    text = "%s %s dovecot: imap-login: Login: user=<%s>, method=PLAIN, rip=%s, lip=%s, mpid=%d, TLS, session=<%s>" % (t, h, u, rip, lip, R.randint(1000, 90000), sess)
    rec("infra", "Dovecot login log (Dovecot docs: login_log_format_elements)", text=text, private=[h, u, rip, lip], keep=[t, "imap-login: Login:", "method=PLAIN", sess])


@inf
def _():
    u = person_user()
    ws = "LAPTOP-" + up_dg(7)
    ip = ip_priv()
    t = iso_s()
    lines = ["%s Microsoft-Windows-Security-Auditing 4625: An account failed to log on." % t, "Account For Which Logon Failed:",
             "\tSecurity ID:\t\tS-1-0-0", "\tAccount Name:\t\t%s" % u, "\tAccount Domain:\t\tCORP", "Failure Information:",
             "\tFailure Reason:\t\tUnknown user name or bad password.", "\tStatus:\t\t\t0xC000006D", "\tSub Status:\t\t0xC000006A",
             "Network Information:", "\tWorkstation Name:\t%s" % ws, "\tSource Network Address:\t%s" % ip, "\tSource Port:\t\t%d" % R.randint(40000, 60000)]
    rec("infra", "Windows Security event 4625 text rendering (Microsoft docs: event-4625)", lines=lines, private=[u, ws, ip],
        keep=[t, "0xC000006D", "0xC000006A", "Unknown user name or bad password."])


@inf
def _():
    h, p, ip = short_host("bastion"), pid(), ip_pub()
    t = iso_us().replace("Z", "+00:00")
    text = "%s %s sshd[%s]: Failed password for invalid user oracle from %s port %d ssh2" % (t, h, p, ip, R.randint(30000, 65000))
    rec("infra", "rsyslog RSYSLOG_FileFormat (RFC 3339 timestamps) sshd failure", text=text, private=[h, p, ip], keep=[t, "Failed password for invalid user", "ssh2"])


@inf
def _():
    h, u = short_host(), person_user()
    p = pid()
    t = syslog_ts()
    text = "%s %s CRON[%s]: (%s) CMD (/home/%s/bin/rotate-exports.sh --keep 14 >/dev/null 2>&1)" % (t, h, p, u, u)
    rec("infra", "cron(8) syslog CMD line", text=text, private=[h, p, "(%s)" % u, "/home/%s/" % u], keep=[t, "rotate-exports.sh --keep 14", ">/dev/null 2>&1"])


@inf
def _():
    cid = hx(64)
    t = iso_ms()
    h = short_host("node")
    text = 'time="%s" level=info msg="StartContainer for \\"%s\\" returns successfully" host=%s' % (t, cid, h)
    rec("infra", "containerd logrus text output", text=text, private=[h], keep=[t, cid, "returns successfully"])


@inf
def _():
    n1, n2 = "consul-server-%d" % R.randint(0, 2), short_host("consul")
    ip = ip_priv()
    t = iso_ms()
    text = "%s [WARN]  agent.server.memberlist.lan: memberlist: Refuting a suspect message (from: %s) ; Suspect %s.dc1 has failed, no acks received addr=%s:8301" % (t, n1, n2, ip)
    rec("infra", "Consul agent hclog output (Consul docs: agent logs)", text=text, private=[n1, n2, ip], keep=[t, "no acks received", ":8301", "memberlist.lan"])


@inf
def _():
    n = "es-data-%d" % R.randint(0, 9)
    nid = b64s(22, B62 + "-_")
    t = "[%s]" % sp_ms()
    text = "%s[WARN ][o.e.c.r.a.DiskThresholdMonitor] [%s] high disk watermark [90%%] exceeded on [%s][%s][/var/lib/elasticsearch/nodes/0] free: 9.1gb[8.9%%], shards will be relocated away from this node" % (t, n, nid, n)
    rec("infra", "Elasticsearch log4j2 pattern [%d][%-5p][%-25c{1.}] [%node_name]", text=text, private=[n], keep=[t, "DiskThresholdMonitor", "high disk watermark [90%]", "free: 9.1gb[8.9%]"])


@inf
def _():
    t = sp_ms(sep=".") + " UTC"
    p = pid()
    u = svc_user()
    ip = ip_priv()
    text = '%s [%s] %s@orders FATAL:  password authentication failed for user "%s" ; connection authorized: host=%s port=%d' % (t, p, u, u, ip, R.randint(30000, 60000))
    rec("infra", "PostgreSQL log_line_prefix '%m [%p] %u@%d ' (postgresql.conf docs)", text=text, private=["[%s]" % p, u, ip],
        keep=[t, "FATAL:  password authentication failed", "@orders"])


@inf
def _():
    u, ip = svc_user(), ip_priv()
    t = iso_us()
    text = "%s 1842 [Note] [MY-010926] [Server] Access denied for user '%s'@'%s' (using password: YES)" % (t, u, ip)
    rec("infra", "MySQL 8 error log (MySQL Reference 7.4.2 The Error Log)", text=text, private=[u, ip], keep=[t, "[MY-010926]", "(using password: YES)"])


@inf
def _():
    acct = dg(12)
    eni = "eni-0" + hx(16)
    src, dst = ip_priv(), ip_pub()
    s = epoch()
    text = "2 %s %s %s %s 443 %d 6 20 4249 %d %d ACCEPT OK" % (acct, eni, src, dst, R.randint(32768, 60999), s, s + 60)
    rec("infra", "AWS VPC Flow Logs default format v2 (VPC User Guide: flow log records)", text=text, private=[acct, src, dst], keep=[eni, "ACCEPT OK", " 443 ", str(s)])


@inf
def _():
    ns = [node() for _ in range(3)]
    ips = [ip_priv() for _ in range(3)]
    lines = ["NAME                                            STATUS                     ROLES    AGE    VERSION   INTERNAL-IP    EXTERNAL-IP   OS-IMAGE                         KERNEL-VERSION    CONTAINER-RUNTIME"]
    for n, ip, st in zip(ns, ips, ["Ready", "NotReady", "Ready,SchedulingDisabled"]):
        lines.append("%-47s %-26s <none>   41d    v1.29.4   %-14s <none>        Ubuntu 22.04.4 LTS               5.15.0-1057-aws   containerd://1.7.13" % (n, st, ip))
    rec("infra", "kubectl get nodes -o wide (kubectl reference)", lines=lines, private=ns + ips, keep=["NotReady", "Ready,SchedulingDisabled", "v1.29.4", "5.15.0-1057-aws"])


@inf
def _():
    pn = pod("payments")
    text = 'Error from server (NotFound): pods "%s" not found' % pn
    rec("infra", "kubectl error output (Kubernetes API Status reason NotFound)", text=text, private=[pn], keep=["Error from server (NotFound)", "not found"])


@inf
def _():
    cid = hx(64)
    t = iso_us().replace("Z", "000Z")
    nm = "web_frontend_" + str(R.randint(1, 3))
    ip = ip_priv()
    text = 'time="%s" level=error msg="Handler for POST /v1.45/containers/%s/start returned error: driver failed programming external connectivity on endpoint %s (%s): Bind for %s:80 failed: port is already allocated"' % (t, cid[:12], nm, cid, ip)
    rec("infra", "dockerd log (dockerd(8) logrus output)", text=text, private=[nm, ip], keep=[t, "POST /v1.45/containers/", "port is already allocated", cid])


@inf
def _():
    ip, u = ip_priv(), person_user()
    up = ip_priv()
    e = "%d.%03d" % (epoch(), R.randint(0, 999))
    text = "%s    182 %s TCP_MISS/200 5123 GET http://intranet.%s/wiki/Runbooks %s HIER_DIRECT/%s text/html" % (e, ip, ch(DOMAINS), u, up)
    rec("infra", "Squid native access.log format (squid.conf logformat squid)", text=text, private=[ip, u, up, text.split("intranet.")[1].split("/")[0]],
        keep=[e, "TCP_MISS/200", "/wiki/Runbooks", "HIER_DIRECT/"])


@inf
def _():
    inst = "%s:9100" % short_host("db")
    f, l = person_en()
    o = {"receiver": "pagerduty-dba", "status": "firing", "alerts": [{"status": "firing", "labels": {"alertname": "NodeFilesystemAlmostOutOfSpace", "instance": inst,
         "mountpoint": "/var/lib/postgresql", "severity": "critical"}, "annotations": {"summary": "Filesystem has less than 5% space left", "owner": "%s %s" % (f, l)},
         "startsAt": iso_ms(), "fingerprint": hx(16)}]}
    rec("infra", "Alertmanager webhook payload (Prometheus Alertmanager docs: webhook_config)", text=jd(o), private=[inst.split(":")[0], "%s %s" % (f, l)],
        keep=["NodeFilesystemAlmostOutOfSpace", "/var/lib/postgresql", o["alerts"][0]["fingerprint"], ":9100"])


@inf
def _():
    jid = R.randint(100000, 999999)
    u = person_user()
    t = iso_s().rstrip("Z")
    text = "[%s] _job_complete: JobId=%d WEXITSTATUS 1 ; JobId=%d UserId=%s(%d) NodeList=cn[0%d-0%d],gpu%02d Partition=long ExitCode=1:0" % (t, jid, jid, u, R.randint(1000, 9999), R.randint(10, 20), R.randint(21, 40), R.randint(1, 16))
    nl = text.split("NodeList=")[1].split(" ")[0]
    rec("infra", "slurmctld log (slurm.conf(5) SlurmctldLogFile) job completion", text=text, private=["UserId=" + u, nl], keep=[t, "JobId=%d" % jid, "ExitCode=1:0", "Partition=long"])


@inf
def _():
    h, ip = "laptop-" + person_user().replace(".", "-"), "192.168.%d.%d" % (R.randint(0, 9), R.randint(2, 254))
    t = syslog_ts()
    hn = short_host("fw")
    p = pid()
    lines = ["%s %s NetworkManager[%s]: <info>  [%d.%04d] dhcp4 (wlp2s0): option host_name            => '%s'" % (t, hn, p, epoch(), R.randint(0, 9999), h),
             "%s %s NetworkManager[%s]: <info>  [%d.%04d] dhcp4 (wlp2s0): option ip_address           => '%s'" % (t, hn, p, epoch(), R.randint(0, 9999), ip),
             "%s %s NetworkManager[%s]: <info>  [%d.%04d] dhcp4 (wlp2s0): state changed new lease, address=%s" % (t, hn, p, epoch(), R.randint(0, 9999), ip)]
    rec("infra", "NetworkManager(8) DHCP lease log", lines=lines, private=[h, ip, hn, p], keep=[t, "dhcp4 (wlp2s0)", "state changed new lease"])


@inf
def _():
    u, ip = person_user(), ip_priv()
    h = "core-sw%d" % R.randint(1, 9)
    text = "%s: %s: %%SEC_LOGIN-5-LOGIN_SUCCESS: Login Success [user: %s] [Source: %s] [localport: 22] at 10:21:33 UTC Tue May 7 2024" % (R.randint(1000, 99999), h, u, ip)
    rec("infra", "Cisco IOS syslog message %FACILITY-SEVERITY-MNEMONIC (Cisco System Message Guide)", text=text, private=[h, u, ip], keep=["%SEC_LOGIN-5-LOGIN_SUCCESS", "[localport: 22]"])


@inf
def _():
    f, l = person_en()
    ag = "agent-linux-%02d" % R.randint(1, 30)
    lines = ["Started by user %s %s" % (f, l), "Running as SYSTEM", "Building remotely on %s (linux docker) in workspace /home/jenkins/agent/workspace/billing-pipeline" % ag,
             "[Pipeline] sh", "+ ./gradlew test --no-daemon", "BUILD FAILED in 3m 12s", "Finished: FAILURE"]
    rec("infra", "Jenkins console log (Jenkins docs: Pipeline console output)", lines=lines, private=["%s %s" % (f, l), ag],
        keep=["BUILD FAILED in 3m 12s", "Finished: FAILURE", "./gradlew test --no-daemon", "/workspace/billing-pipeline"])


@inf
def _():
    rn = "gh-runner-prod-%02d" % R.randint(1, 40)
    mn = "ip-10-0-%d-%d" % (R.randint(0, 255), R.randint(2, 254))
    t = iso_us()
    lines = ["%s Current runner version: '2.316.1'" % t, "%s Runner name: '%s'" % (t, rn), "%s Runner group name: 'Default'" % t,
             "%s Machine name: '%s'" % (t, mn), "%s ##[error]Process completed with exit code 2." % t]
    rec("infra", "GitHub Actions job log header (GitHub docs: using workflow run logs)", lines=lines, private=[rn, mn], keep=["'2.316.1'", "Process completed with exit code 2.", t])


@inf
def _():
    h = short_host("vault")
    u = person_user()
    ip = ip_priv()
    o = {"time": iso_us(), "type": "response", "auth": {"client_token": "hmac-sha256:" + hx(64), "accessor": "hmac-sha256:" + hx(64), "display_name": "ldap-" + u,
         "policies": ["default", "dba"], "metadata": {"username": u}}, "request": {"id": uid4(), "operation": "read", "path": "database/creds/readonly",
         "remote_address": ip, "client_host": h}, "response": {"mount_type": "database"}, "error": "permission denied"}
    rec("infra", "HashiCorp Vault audit device log (Vault docs: audit devices, HMAC-SHA256 hashed fields)", text=jd(o), private=[u, ip, h],
        keep=[o["request"]["id"], "database/creds/readonly", "permission denied", o["auth"]["client_token"]])


@inf
def _():
    h = short_host("nfs")
    cl = fqdn("web")
    t = syslog_ts()
    text = "%s %s rpc.mountd[%s]: refused mount request from %s for /srv/exports/home (/srv/exports): unmatched host" % (t, h, pid(), cl)
    p = text.split("mountd[")[1].split("]")[0]
    rec("infra", "rpc.mountd(8) log", text=text, private=[h, p, cl], keep=[t, "refused mount request", "/srv/exports/home", "unmatched host"])


@inf
def _():
    ip6 = ipv6()
    h = short_host("edge")
    t = iso_ms()
    text = '%s %s caddy[%s]: {"level":"error","ts":%d.%d,"logger":"http.log.error","msg":"dial tcp [%s]:9000: connect: no route to host","request":{"remote_ip":"%s","method":"GET","uri":"/healthz"},"status":502}' % (
        t, h, pid(), epoch(), R.randint(100, 999), ip6, ip_pub())
    p = text.split("caddy[")[1].split("]")[0]
    rip = text.split('"remote_ip":"')[1].split('"')[0]
    rec("infra", "Caddy JSON log inside journald short-iso line", text=text, private=[h, p, ip6, rip], keep=[t, "no route to host", '"status":502', "/healthz"])


# --------------------------------------------------------------------------
# encoded: secrets / personal data inside escaped, percent-encoded, base64 forms
# --------------------------------------------------------------------------
ENC = []


def enc(f):
    ENC.append(f)
    return f


def jwt(claims=None, siglen=None):
    h = b64u(json.dumps({"alg": ch(["RS256", "HS256", "ES256"]), "typ": "JWT", "kid": hx(8)}, separators=(",", ":")))
    c = claims or {"sub": uid4(), "iss": "https://id.acme-corp.net", "exp": epoch() + 3600, "scope": "openid profile"}
    p = b64u(json.dumps(c, separators=(",", ":")))
    return "%s.%s.%s" % (h, p, b64s(siglen or R.choice([43, 86, 342]), B64URL))


@enc
def _():
    at, rt = jwt(siglen=43), b64s(64, B64URL)
    body = json.dumps({"access_token": at, "token_type": "Bearer", "refresh_token": rt, "expires_in": 3600})
    t = iso_ms()
    text = jd({"ts": t, "level": "debug", "msg": "upstream response", "status": 200, "body": body})
    rec("encoded", "JSON-in-JSON: OAuth 2.0 token response (RFC 6749 section 5.1) logged as escaped string", text=text, secrets=[at, rt],
        keep=[t, "upstream response", '\\"expires_in\\": 3600', '"status":200'])


@enc
def _():
    code = "4/0A" + b64s(60, B64URL)
    st = b64s(22, B64URL)
    ip = ip_pub()
    t = clf_ts()
    q = urllib.parse.urlencode({"state": st, "code": code, "scope": "email openid https://www.googleapis.com/auth/userinfo.email", "authuser": "0", "prompt": "consent"})
    text = '%s - - [%s] "GET /oauth2/callback?%s HTTP/1.1" 302 0 "-" "Mozilla/5.0"' % (ip, t, q)
    ec = urllib.parse.quote_plus(code)
    rec("encoded", "URL-encoded OAuth authorization code in access log query string (RFC 6749 section 4.1.2, WHATWG urlencoded)", text=text, secrets=[ec], private=[ip],
        keep=[t, "/oauth2/callback?", '" 302 0', "prompt=consent"])


@enc
def _():
    f, l = person_en()
    em = email_of(f, l)
    p = pw()
    form = urllib.parse.urlencode({"grant_type": "password", "username": em, "password": p, "client_id": "mobile-app", "scope": "offline_access"})
    t = iso_ms()
    text = "%s DEBUG o.a.c.c.C.[Tomcat].[localhost] POST /oauth/token body=%s -> 400 invalid_grant" % (t, form)
    rec("encoded", "application/x-www-form-urlencoded request body (HTML Living Standard, RFC 6749 section 4.3)", text=text,
        secrets=[urllib.parse.quote_plus(p)], private=[urllib.parse.quote_plus(em)], keep=[t, "grant_type=password", "400 invalid_grant", "client_id=mobile-app"])


@enc
def _():
    u, p = svc_user(), pw()
    tok = b64("%s:%s" % (u, p))
    rid = uid4()
    lines = ["> GET /api/v4/projects?per_page=100 HTTP/1.1", "> Host: git.%s" % ch(DOMAINS), "> Authorization: Basic %s" % tok,
             "> X-Request-Id: %s" % rid, "< HTTP/1.1 401 Unauthorized"]
    rec("encoded", "HTTP Basic credentials base64(user:pass) (RFC 7617) in curl -v trace", lines=lines, secrets=[tok], private=[lines[1][8:]],
        keep=["GET /api/v4/projects?per_page=100", rid, "401 Unauthorized"])


@enc
def _():
    u, p = person_user(), pw()
    tok = b64("%s:%s" % (u, p))
    t = iso_ms()
    text = "%s squid debug: parseHttpRequest: headers={Proxy-Authorization: Basic %s\\r\\nUser-Agent: apt-http/1.3\\r\\nHost: deb.debian.org\\r\\n} result=TCP_DENIED/407" % (t, tok)
    rec("encoded", "Proxy-Authorization Basic (RFC 7235 section 4.4) with escaped CRLF", text=text, secrets=[tok], keep=[t, "TCP_DENIED/407", "apt-http/1.3"])


@enc
def _():
    sid = b64s(32, B62)
    csrf = b64s(64, B62)
    ga = "GA1.2.%d.%d" % (R.randint(10 ** 8, 10 ** 10), epoch())
    rid = uid4()
    text = '%s "GET /account/orders HTTP/2.0" 200 cookie="_ga=%s; sessionid=%s; csrftoken=%s; django_language=de" x_request_id=%s' % (iso_ms(), ga, sid, csrf, rid)
    rec("encoded", "Cookie header (RFC 6265 section 5.4) with Django session cookie", text=text, secrets=[sid, csrf], keep=[rid, "GET /account/orders HTTP/2.0", "django_language=de"])


@enc
def _():
    js = HX(32)
    t = iso_ms()
    text = "%s < Set-Cookie: JSESSIONID=%s.node%d; Path=/portal; Secure; HttpOnly; SameSite=Lax ; route=/portal/login status=302" % (t, js, R.randint(1, 4))
    rec("encoded", "Set-Cookie response header (RFC 6265 section 4.1) with servlet session id", text=text, secrets=[js], keep=[t, "Path=/portal", "SameSite=Lax", "status=302"])


@enc
def _():
    p, u = pw(), svc_user()
    pb, ub = b64(p), b64(u)
    url = "postgres://%s:%s@pg.db.svc:5432/app" % (u, urllib.parse.quote(p, safe=""))
    uu = b64(url)
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: app-db-credentials", "  namespace: billing", "type: Opaque", "data:",
             "  username: %s" % ub, "  password: %s" % pb, "  DATABASE_URL: %s" % uu]
    rec("encoded", "Kubernetes Secret manifest with base64 data values (Kubernetes docs: Secret)", lines=lines, secrets=[pb, uu], private=[ub],
        keep=["kind: Secret", "type: Opaque", "namespace: billing"])


@enc
def _():
    reg = "registry." + ch(DOMAINS)
    u, p = svc_user(), pw()
    a = b64("%s:%s" % (u, p))
    o = {"auths": {reg: {"auth": a}, "https://index.docker.io/v1/": {"auth": b64("acmebuild:dckr_pat_" + b62(27))}}, "credsStore": "", "HttpHeaders": {"User-Agent": "Docker-Client/26.1.1 (linux)"}}
    text = "cat ~/.docker/config.json -> " + jd(o)
    rec("encoded", "Docker config.json auths.<registry>.auth base64(user:pass) (docker-login(1) credential store docs)", text=text,
        secrets=[a, o["auths"]["https://index.docker.io/v1/"]["auth"]], private=[reg], keep=["Docker-Client/26.1.1 (linux)", "credsStore"])


@enc
def _():
    p = p_ja()
    nm = json.dumps(p["name"])[1:-1]
    addr = json.dumps(p["addr"])[1:-1]
    t = iso_ms()
    text = '{"ts":"%s","level":"INFO","event":"address.updated","order_id":"ORD-%d","shipping":{"name":"%s","address":"%s"},"took_ms":%d}' % (t, R.randint(10 ** 6, 10 ** 7), nm, addr, ms())
    rec("encoded", "JSON with \\uXXXX escapes of Japanese name/address (RFC 8259 section 7, ensure_ascii)", text=text, private=[nm, addr], keep=[t, "address.updated", '"order_id":"ORD-'])


@enc
def _():
    tok = b64s(40, B64URL)
    inner = "https://app.%s/cb?token=%s&next=/billing" % (ch(DOMAINS), tok)
    q = urllib.parse.quote(inner, safe="")
    t = clf_ts()
    text = '%s - - [%s] "GET /sso/logout?redirect_uri=%s HTTP/1.1" 302 154' % (ip_pub(), t, q)
    rec("encoded", "double-layer URL: token inside percent-encoded redirect_uri (RFC 3986 section 2.1)", text=text, secrets=[tok], private=[text.split(" ")[0]],
        keep=[t, "/sso/logout?redirect_uri=", '" 302 154'])


@enc
def _():
    u, p = person_user(), pw()
    t = iso_ms()
    lines = ["%s DEBUG org.apache.cxf.services.PaymentService.REQ_IN - Inbound Message" % t,
             '<soapenv:Header><wsse:Security><wsse:UsernameToken wsu:Id="UsernameToken-%d"><wsse:Username>%s</wsse:Username><wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">%s</wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header>' % (R.randint(10, 999), u, p)]
    rec("encoded", "WS-Security UsernameToken PasswordText in SOAP header (OASIS WSS UsernameToken Profile 1.0)", lines=lines, secrets=[p], private=[u],
        keep=[t, "PaymentService.REQ_IN", "UsernameToken-"])


@enc
def _():
    p = pw()
    y = "db:\\n  host: %s\\n  port: 5432\\n  user: %s\\n  password: \\\"%s\\\"\\npool: 20\\n" % (fqdn("pg"), svc_user(), p)
    text = '{"level":"info","msg":"loaded config","config_yaml":"%s","version":"3.4.1"}' % y
    host = y.split("host: ")[1].split("\\n")[0]
    user = y.split("user: ")[1].split("\\n")[0]
    rec("encoded", "YAML document embedded as JSON string with \\n escapes (YAML 1.2 inside RFC 8259 string)", text=text, secrets=[p], private=[host, user],
        keep=["loaded config", '"version":"3.4.1"', "pool: 20"])


@enc
def _():
    u, p = svc_user(), pw()
    bt = b64s(48, B64URL)
    t = sp_ms()
    text = "%s DEBUG requests: prepared request {'method': 'POST', 'url': 'https://api.%s/v1/sync', 'auth': ('%s', '%s'), 'headers': {'Authorization': 'Bearer %s', 'X-Retry': '2'}}" % (t, ch(DOMAINS), u, p, bt)
    rec("encoded", "Python repr() of dict/tuple in debug log", text=text, secrets=[p, bt], private=[u], keep=[t, "'method': 'POST'", "'X-Retry': '2'"])


@enc
def _():
    k = b62(32)
    t = iso_ms()
    url = "https://maps.googleapis.com/maps/api/geocode/json?address=%s&key=AIza%s" % (urllib.parse.quote_plus("Hauptstraße 5, 10827 Berlin"), b64s(35, B64URL))
    k = url.split("key=")[1]
    addr_q = url.split("address=")[1].split("&")[0]
    text = jd({"ts": t, "http": {"method": "GET", "url": url, "status": 200, "duration_ms": ms()}})
    rec("encoded", "URL with percent-encoded address and API key inside JSON field", text=text, secrets=[k], private=[addr_q], keep=[t, '"method":"GET"', "/maps/api/geocode/json"])


@enc
def _():
    bt = b64s(40, B64URL)
    rid = uid4()
    text = "%s grpc server: method=/billing.v1.Invoices/Create code=Unauthenticated metadata=map[:authority:[billing:50051] authorization:[Bearer %s] content-type:[application/grpc] x-request-id:[%s]]" % (iso_ms(), bt, rid)
    rec("encoded", "gRPC metadata printed as Go map (fmt %v of metadata.MD)", text=text, secrets=[bt], keep=[rid, "code=Unauthenticated", "/billing.v1.Invoices/Create"])


@enc
def _():
    u = person_user()
    realm = "ops@" + ch(DOMAINS)
    resp = hx(64)
    nonce = b64s(44)
    text = 'Authorization: Digest username="%s", realm="%s", uri="/dir/index.html", algorithm=SHA-256, nonce="%s", nc=00000001, cnonce="%s", qop=auth, response="%s", opaque="%s"' % (
        u, realm, nonce, hx(16), resp, hx(32))
    rec("encoded", "HTTP Digest Authorization header (RFC 7616 section 3.4)", text=text, secrets=[resp], private=['username="%s"' % u, realm],
        keep=['uri="/dir/index.html"', "algorithm=SHA-256", "qop=auth", "nc=00000001"])


@enc
def _():
    u, p = svc_user(), pw()
    h = fqdn("pg")
    t = sp_ms()
    text = "%s INFO  c.z.h.HikariDataSource - HikariPool-1 - Starting... config=DataSourceConfig{url='jdbc:postgresql://%s:5432/ledger', username='%s', password='%s', maximumPoolSize=20, connectionTimeout=30000}" % (t, h, u, p)
    rec("encoded", "Java toString() of config object in log (HikariCP startup)", text=text, secrets=[p], private=[h, u], keep=[t, "HikariPool-1 - Starting...", "maximumPoolSize=20", "connectionTimeout=30000"])


@enc
def _():
    p = pw()
    f, l = person_en()
    em = email_of(f, l)
    inner = json.dumps({"event": "login", "email": em, "password": p, "remember": True})
    t = iso_us()
    outer = {"log": inner + "\n", "stream": "stdout", "time": t}
    text = jd(outer)
    rec("encoded", "Docker json-file log driver line wrapping an app JSON line (docker docs: json-file)", text=text,
        secrets=[p], private=[em], keep=[t, '"stream":"stdout"', '\\"event\\": \\"login\\"'])


@enc
def _():
    u = person_user() + "@" + ch(DOMAINS)
    p = pw()
    px = "http://%s:%s@proxy.%s:3128" % (urllib.parse.quote(u, safe=""), urllib.parse.quote(p, safe=""), ch(DOMAINS))
    text = "+ export HTTPS_PROXY=%s NO_PROXY=.svc,.cluster.local,169.254.169.254" % px
    rec("encoded", "proxy URL with percent-encoded userinfo (RFC 3986 section 3.2.1)", text=text,
        secrets=[urllib.parse.quote(p, safe="")], private=[urllib.parse.quote(u, safe=""), px.split("@")[1].split(":")[0]],
        keep=[":3128", "NO_PROXY=.svc,.cluster.local,169.254.169.254"])


@enc
def _():
    at = jwt()
    t = clf_ts()
    ip = ip_pub()
    text = '%s - - [%s] "GET /ws/notifications?access_token=%s&v=2 HTTP/1.1" 101 0 "-" "Mozilla/5.0"' % (ip, t, at)
    rec("encoded", "JWT bearer in URI query parameter (RFC 6750 section 2.3)", text=text, secrets=[at], private=[ip], keep=[t, '" 101 0', "/ws/notifications?"])


@enc
def _():
    p = pw()
    bnd = "----WebKitFormBoundary" + b62(16)
    f, l = person_en()
    lines = ["--" + bnd, 'Content-Disposition: form-data; name="username"', "", "%s.%s" % (f.lower(), l.lower()), "--" + bnd,
             'Content-Disposition: form-data; name="password"', "", p, "--" + bnd + "--"]
    rec("encoded", "multipart/form-data body dump (RFC 7578)", lines=lines, secrets=[p], private=["%s.%s" % (f.lower(), l.lower())],
        keep=['Content-Disposition: form-data; name="password"', bnd])


@enc
def _():
    f, l = person_en()
    em = email_of(f, l)
    p = pw()
    o = {"operationName": "Login", "query": "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }",
         "variables": {"email": em, "password": p}}
    t = iso_ms()
    text = "%s graphql request %s -> errors[0].extensions.code=UNAUTHENTICATED" % (t, jd(o))
    rec("encoded", "GraphQL over HTTP request JSON with variables (GraphQL over HTTP spec)", text=text, secrets=[p], private=[em],
        keep=[t, "UNAUTHENTICATED", '"operationName":"Login"'])


@enc
def _():
    p, k = pw(), b62(40)
    o = {"name": "api", "image": "acme/api:7.2.0", "env": [{"name": "LOG_LEVEL", "value": "info"}, {"name": "DB_PASSWORD", "value": p},
                                                         {"name": "STRIPE_KEY", "value": "sk_live_" + k}, {"name": "PORT", "value": "8080"}]}
    rec("encoded", "container spec env list of name/value objects (Kubernetes EnvVar, kubectl get -o json)", text=jd(o), secrets=[p, "sk_live_" + k],
        keep=["acme/api:7.2.0", '{"name":"PORT","value":"8080"}', '"LOG_LEVEL"'])


@enc
def _():
    ak = "AKIA" + up_dg(16)
    sig = hx(64)
    d = rdt().strftime("%Y%m%d")
    cred = urllib.parse.quote("%s/%s/eu-west-1/s3/aws4_request" % (ak, d), safe="")
    url = "https://acme-exports.s3.eu-west-1.amazonaws.com/reports/q2.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s&X-Amz-Date=%sT101500Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (cred, d, sig)
    text = "%s presigned url issued: %s" % (iso_ms(), url)
    rec("encoded", "S3 SigV4 presigned URL query (AWS docs: Authenticating Requests: Using Query Parameters)", text=text, secrets=[sig, ak],
        keep=["X-Amz-Algorithm=AWS4-HMAC-SHA256", "X-Amz-Expires=900", "/reports/q2.csv"])


@enc
def _():
    sig = b64(bytes(R.getrandbits(8) for _ in range(32)))
    qsig = urllib.parse.quote(sig, safe="")
    acct = "st" + "".join(R.choice(string.ascii_lowercase) for _ in range(8)) + "prod"
    text = "%s AzCopy: INFO: Scanning... https://%s.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2024-06-30T00:00:00Z&st=2024-05-01T00:00:00Z&spr=https&sig=%s -> 403 AuthenticationFailed" % (iso_s(), acct, qsig)
    rec("encoded", "Azure Storage account SAS token, percent-encoded sig (Azure docs: Create an account SAS)", text=text, secrets=[qsig], private=[acct],
        keep=["sv=2022-11-02", "403 AuthenticationFailed", "se=2024-06-30T00:00:00Z"])


# --------------------------------------------------------------------------
# no_key: tokens with no key next to them
# --------------------------------------------------------------------------
NOK = []


def nok(f):
    NOK.append(f)
    return f


def _nk(src, text, secrets, keep, private=()):
    rec("no_key", src, text=text, secrets=secrets, private=private, keep=keep)


@nok
def _():
    t = "ghp_" + b62(36)
    ts = iso_s()
    _nk("GitHub personal access token ghp_ (GitHub docs: About authentication, token formats)",
        "%s WARN secret-scanner: commit %s added file scripts/release.sh containing %s at line 14" % (ts, hx(40), t), [t], [ts, "scripts/release.sh", "line 14"])


@nok
def _():
    t = "github_pat_" + b62(22) + "_" + b62(59)
    _nk("GitHub fine-grained PAT github_pat_", "Using %s for org acme-inc (expires in 7 days) -> GET /repos/acme-inc/api/actions/runs 200" % t, [t],
        ["/repos/acme-inc/api/actions/runs 200", "expires in 7 days"])


@nok
def _():
    t = "xoxb-%s-%s-%s" % (nz(11), nz(13), b62(24))
    ts = sp_ms()
    _nk("Slack bot token xoxb- (Slack API docs: token types)", "%s [notifier] posting to #ops-alerts with %s -> ok=false error=invalid_auth" % (ts, t), [t], [ts, "error=invalid_auth", "#ops-alerts"])


@nok
def _():
    w = "https://hooks.slack.com/services/T%s/B%s/%s" % (up_dg(8), up_dg(10), b62(24))
    sec = w.split("/services/")[1]
    _nk("Slack incoming webhook URL (Slack API docs: Incoming webhooks)", "alertmanager: Notify for alerts failed: Post \"%s\": context deadline exceeded num_retries=3" % w, [sec],
        ["context deadline exceeded", "num_retries=3"])


@nok
def _():
    ak, sk = "AKIA" + up_dg(16), b64s(40, B62 + "/+")
    _nk("AWS access key id + secret access key pair printed without labels (AWS IAM docs: access key format)",
        "bootstrap.sh: using credentials %s %s for region eu-west-1 -> An error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation" % (ak, sk),
        [ak, sk], ["SignatureDoesNotMatch", "GetCallerIdentity", "eu-west-1"])


@nok
def _():
    t = "sk_live_" + b62(24)
    rid = "req_" + b62(14)
    _nk("Stripe secret key sk_live_ (Stripe docs: API keys)", "stripe.error.AuthenticationError: Invalid API Key provided: %s (Request %s) http_status=401" % (t, rid), [t], [rid, "http_status=401", "AuthenticationError"])


@nok
def _():
    t = "AIza" + b64s(35, B64URL)
    _nk("Google API key AIza… (Google Cloud docs: API keys)", "%s maps client init %s quota_project=acme-web status=REQUEST_DENIED" % (iso_ms(), t), [t], ["status=REQUEST_DENIED", "quota_project=acme-web"])


@nok
def _():
    t = "glpat-" + b64s(20, B64URL)
    _nk("GitLab personal access token glpat- (GitLab docs: token prefixes)", "remote: HTTP Basic: Access denied. token %s revoked at 2024-04-30 ; fatal: Authentication failed for 'https://gitlab.com/acme/ops.git/'" % t, [t],
        ["HTTP Basic: Access denied.", "revoked at 2024-04-30", "fatal: Authentication failed"])


@nok
def _():
    t = "npm_" + b62(36)
    _nk("npm access token npm_ (npm docs: About access tokens)", "npm ERR! code E401 ; npm ERR! Unable to authenticate, your authentication token seems to be invalid: %s ; npm ERR! A complete log of this run can be found in: /root/.npm/_logs/2024-05-07T10_21_33_412Z-debug-0.log" % t,
        [t], ["npm ERR! code E401", "/root/.npm/_logs/2024-05-07T10_21_33_412Z-debug-0.log"])


@nok
def _():
    t = "pypi-AgEIcHlwaS5vcmc" + b64s(R.randint(120, 160), B64URL)
    _nk("PyPI API token pypi-AgEI… macaroon (PyPI docs: API tokens)", "Uploading distributions to https://upload.pypi.org/legacy/ ; twine upload -u __token__ -p %s dist/* ; HTTPError: 403 Forbidden" % t,
        [t], ["HTTPError: 403 Forbidden", "https://upload.pypi.org/legacy/"])


@nok
def _():
    t = "SG.%s.%s" % (b64s(22, B64URL), b64s(43, B64URL))
    _nk("SendGrid API key SG.x.y (Twilio SendGrid docs: API keys)", "%s mailer: provider=sendgrid %s -> 401 {\"errors\":[{\"message\":\"The provided authorization grant is invalid, expired, or revoked\"}]}" % (sp_ms(), t),
        [t], ["provider=sendgrid", "-> 401", "is invalid, expired, or revoked"])


@nok
def _():
    sid, tok = "AC" + hx(32), hx(32)
    _nk("Twilio Account SID + auth token pair (Twilio docs: Auth tokens)", "sms gateway config %s/%s loaded; send to queue=otp-eu result=20003 Authenticate" % (sid, tok), [tok], ["result=20003", "queue=otp-eu"], private=[sid])


@nok
def _():
    t = "sk-proj-" + b64s(74, B64URL) + "T3BlbkFJ" + b64s(74, B64URL)
    _nk("OpenAI project API key sk-proj-", "%s llm-proxy upstream=api.openai.com key=%s… -> %s model=gpt-4o status=429 retry_after=20s" % (iso_ms(), t[:12], t), [t],
        ["status=429", "retry_after=20s", "model=gpt-4o"])


@nok
def _():
    t = "sk-ant-api03-" + b64s(93, B64URL) + "AA"
    _nk("Anthropic API key sk-ant-api03-", "Traceback (most recent call last): anthropic.AuthenticationError: Error code: 401 - invalid x-api-key (%s)" % t, [t],
        ["anthropic.AuthenticationError", "Error code: 401"])


@nok
def _():
    t = "hvs." + b62(24)
    _nk("HashiCorp Vault service token hvs. (Vault docs: token prefixes)", "%s vault-agent: renewed %s ttl=768h policies=[default app-read] accessor_count=2" % (iso_ms(), t), [t], ["ttl=768h", "policies=[default app-read]"])


@nok
def _():
    t = "dop_v1_" + hx(64)
    _nk("DigitalOcean personal access token dop_v1_", "Error: GET https://api.digitalocean.com/v2/account: 401 (request \"%s\") Unable to authenticate you ; token %s" % (uid4(), t), [t],
        ["https://api.digitalocean.com/v2/account: 401", "Unable to authenticate you"])


@nok
def _():
    t = "shpat_" + hx(32)
    store = "%s.myshopify.com" % ch(["nordic-knits", "casa-verde-store", "tokyo-tea-house"])
    ts = iso_ms()
    _nk("Shopify Admin API access token shpat_", "%s shopify-sync store=%s %s GET /admin/api/2024-04/orders.json 401" % (ts, store, t), [t], [ts, "shopify-sync", "GET /admin/api/2024-04/orders.json 401"], private=[store])


@nok
def _():
    j = jwt({"sub": uid4(), "name": "svc-reporting", "iat": epoch(), "exp": epoch() + 900, "aud": "reports-api"})
    _nk("JWT compact serialization without key (RFC 7519 section 3)", "%s WARN  token validation failed: %s : exp claim in the past (clock skew 300s)" % (sp_ms(), j), [j], ["token validation failed", "(clock skew 300s)"])


@nok
def _():
    lines = ["-----BEGIN OPENSSH PRIVATE KEY-----"] + [b64s(70) for _ in range(4)] + [b64s(40) + "==", "-----END OPENSSH PRIVATE KEY-----",
                                                                                    "Load key \"/home/runner/.ssh/id_ed25519\": invalid format", "deploy@ci: Permission denied (publickey)."]
    rec("no_key", "OpenSSH private key PEM-like block echoed into CI log (PROTOCOL.key, RFC 7468 armor)", lines=lines, secrets=lines[1:6], private=[],
        keep=["-----BEGIN OPENSSH PRIVATE KEY-----", "invalid format", "Permission denied (publickey)."])


@nok
def _():
    body = [b64s(64) for _ in range(5)] + [b64s(28) + "=="]
    lines = ["%s cert-manager: parsing secret tls-shop failed:" % iso_s(), "-----BEGIN RSA PRIVATE KEY-----"] + body + ["-----END RSA PRIVATE KEY-----", "error: tls: private key does not match public key"]
    rec("no_key", "PKCS#1 RSA private key PEM (RFC 7468 section 2, RFC 8017)", lines=lines, secrets=body, keep=["-----END RSA PRIVATE KEY-----", "private key does not match public key"])


@nok
def _():
    t = "AGE-SECRET-KEY-1" + "".join(R.choice("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L") for _ in range(58))
    _nk("age X25519 identity AGE-SECRET-KEY-1 (age spec, Bech32)", "sops: decrypt failed with identity %s: no identity matched any of the recipients (file secrets/prod.enc.yaml)" % t, [t],
        ["no identity matched any of the recipients", "secrets/prod.enc.yaml"])


@nok
def _():
    t = "%s.atlasv1.%s" % (b62(14), b62(67))
    _nk("Terraform Cloud API token *.atlasv1.* (Terraform docs: API tokens)", "Error: Failed to request discovery document: 401 Unauthorized (token %s) on app.terraform.io" % t, [t], ["401 Unauthorized", "discovery document"])


@nok
def _():
    t = "hf_" + b62(34)
    _nk("Hugging Face user access token hf_", "%s huggingface_hub: 401 Client Error for url: https://huggingface.co/api/whoami-v2 (Request ID: Root=1-%s-%s) using %s" % (iso_ms(), hx(8), hx(24), t), [t],
        ["401 Client Error", "/api/whoami-v2"])


@nok
def _():
    k = hx(32)
    _nk("bare 32-hex API key (Datadog-style) with no label", "datadog-agent | CORE | ERROR | (pkg/forwarder/transaction/transaction.go:433 in internalProcess) | API Key invalid, dropping transaction for %s ; domain https://app.datadoghq.eu" % k, [k],
        ["transaction.go:433", "API Key invalid, dropping transaction"])


@nok
def _():
    code = dg(6)
    f, l = person_en()
    ph = "+44 7%s %s" % (dg(3), dg(6))
    _nk("one-time passcode in SMS provider log (RFC 6238 TOTP / 6-digit OTP)", "%s sms-out to=%s body=\"Your Acme verification code is %s. It expires in 10 minutes.\" provider_status=queued segments=1" % (iso_ms(), ph, code),
        [code], ["provider_status=queued", "segments=1", "expires in 10 minutes"], private=[ph])


@nok
def _():
    k = b64s(86) + "=="
    acct = "st" + "".join(R.choice(string.ascii_lowercase) for _ in range(9))
    _nk("Azure Storage account key (88-char base64) standing alone", "az storage blob upload --account-name %s --account-key %s -f build.zip -c artifacts -> ErrorCode:AuthenticationFailed" % (acct, k), [k],
        ["ErrorCode:AuthenticationFailed", "-c artifacts"], private=[acct])


@nok
def _():
    k = b64s(43, B64URL) + "="
    _nk("Fernet key (url-safe base64 32 bytes) in traceback (cryptography docs: Fernet)", "cryptography.fernet.InvalidToken raised while decrypting field ssn_enc with key %s (key_version=3)" % k, [k], ["cryptography.fernet.InvalidToken", "key_version=3"])


@nok
def _():
    t = "%s:AA%s" % (nz(10), b64s(33, B64URL))
    ts = iso_s()
    _nk("Telegram Bot API token <bot_id>:<secret> (Telegram Bot API docs)", "%s alerts-bot: POST https://api.telegram.org/bot%s/sendMessage -> 401 Unauthorized chat_id=-100%s" % (ts, t, dg(10)), [t], [ts, "alerts-bot:", "/sendMessage -> 401 Unauthorized"])


# --------------------------------------------------------------------------
# lookalike: high-entropy diagnostics that must be KEPT
# --------------------------------------------------------------------------
LKA = []


def lka(f):
    LKA.append(f)
    return f


def _lk(src, keep, text=None, lines=None, secrets=(), private=()):
    rec("lookalike", src, text=text, lines=lines, secrets=secrets, private=private, keep=keep)


@lka
def _():
    c1, c2, c3 = hx(40), hx(40), hx(40)
    lines = ["commit %s" % c1, "Merge: %s %s" % (c2[:7], c3[:7]), "Date:   Tue May 7 10:21:33 2024 +0000", "",
             "    Merge pull request #4821 from acme-inc/fix/retry-backoff", "", "    Revert \"cache: drop stale entries\" (reverts %s)" % c3]
    _lk("git log default format with merge commit (git-log(1) PRETTY FORMATS: medium)", [c1, c2[:7], c3, "Merge pull request #4821"], lines=lines)


@lka
def _():
    d = "sha256:" + hx(64)
    layers = [hx(12) for _ in range(3)]
    lines = ["1.25.4-alpine: Pulling from library/nginx"] + ["%s: Pull complete" % x for x in layers] + ["Digest: %s" % d, "Status: Downloaded newer image for nginx:1.25.4-alpine"]
    _lk("docker pull output with layer ids and manifest digest (docker-pull(1))", [d, "Status: Downloaded newer image"] + layers, lines=lines)


@lka
def _():
    h1, h2 = b64s(43) + "=", b64s(43) + "="
    text = "verifying golang.org/x/net@v0.24.0: checksum mismatch\n".rstrip("\n") + " downloaded: h1:%s go.sum: h1:%s SECURITY ERROR" % (h1, h2)
    _lk("Go module checksum mismatch (go help module-auth, go.sum h1: hashes)", ["h1:" + h1, "h1:" + h2, "golang.org/x/net@v0.24.0", "SECURITY ERROR"], text=text)


@lka
def _():
    i = "sha512-" + b64s(86) + "=="
    text = "npm WARN tarball tarball data for lodash@4.17.21 (%s) seems to be corrupted. Trying again." % i
    _lk("npm integrity Subresource Integrity string (W3C SRI, package-lock.json integrity)", [i, "lodash@4.17.21", "seems to be corrupted"], text=text)


@lka
def _():
    e, g = hx(64), hx(64)
    lines = ["ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.", "    urllib3==2.2.1 from https://files.pythonhosted.org/packages/a2/73/urllib3-2.2.1-py3-none-any.whl:",
             "        Expected sha256 %s" % e, "             Got        %s" % g]
    _lk("pip --require-hashes mismatch (pip docs: Secure installs / hash-checking mode)", [e, g, "urllib3==2.2.1"], lines=lines)


@lka
def _():
    tp = "00-%s-%s-01" % (hx(32), hx(16))
    u, p = person_user(), ip_pub()
    text = "%s GET /api/v2/quotes 200 31ms traceparent=%s tracestate=rojo=%s client=%s" % (iso_ms(), tp, hx(16), p)
    _lk("W3C Trace Context traceparent header (W3C Trace Context Level 1)", [tp, "GET /api/v2/quotes 200", "31ms"], text=text, private=[p])


@lka
def _():
    root = "1-%s-%s" % (hx(8), hx(24))
    rid = up_dg(16)
    id2 = b64s(76) + "="
    text = "%s s3 PutObject 503 SlowDown x-amz-request-id=%s x-amz-id-2=%s X-Amzn-Trace-Id=Root=%s;Parent=%s;Sampled=1" % (iso_ms(), rid, id2, root, hx(16))
    _lk("AWS request identifiers: x-amz-request-id, x-amz-id-2, X-Amzn-Trace-Id (AWS X-Ray docs: tracing header)", [rid, id2, root, "503 SlowDown"], text=text)


@lka
def _():
    et = '"%s"' % hx(40)
    wet = 'W/"%x-%x"' % (R.randint(10 ** 8, 10 ** 9), R.randint(1000, 99999))
    lines = ["< HTTP/1.1 304 Not Modified", "< ETag: %s" % et, "< Cache-Control: max-age=600", "> If-None-Match: %s" % wet]
    _lk("HTTP ETag strong/weak validators (RFC 9110 section 8.8.3)", [et, wet, "304 Not Modified", "max-age=600"], lines=lines)


@lka
def _():
    b = hx(40)
    text = "/usr/local/bin/ledgerd: ELF 64-bit LSB pie executable, x86-64, version 1 (SYSV), dynamically linked, interpreter /lib64/ld-linux-x86-64.so.2, BuildID[sha1]=%s, for GNU/Linux 3.2.0, stripped" % b
    _lk("file(1) output with GNU build-id (ld(1) --build-id)", ["BuildID[sha1]=" + b, "/usr/local/bin/ledgerd", "ELF 64-bit LSB pie executable"], text=text)


@lka
def _():
    ray = "%s-%s" % (hx(16), ch(["FRA", "AMS", "NRT", "GRU", "SIN"]))
    text = "%s edge 520 Web server is returning an unknown error cf-ray=%s cf-cache-status=DYNAMIC colo=%s" % (iso_s(), ray, ray[-3:])
    _lk("Cloudflare CF-RAY identifier (Cloudflare docs: Cloudflare HTTP headers)", [ray, "cf-cache-status=DYNAMIC", "520 Web server is returning an unknown error"], text=text)


@lka
def _():
    eid = hx(32)
    rel = "billing@%s" % hx(12)
    text = "%s sentry: event %s captured release=%s environment=production level=error exception=KeyError('currency')" % (iso_ms(), eid, rel)
    _lk("Sentry event id and release (Sentry docs: event payloads)", [eid, rel, "KeyError('currency')"], text=text)


@lka
def _():
    fp = "SHA256:" + b64s(43)
    h = fqdn("git")
    ip = ip_priv()
    lines = ["The authenticity of host '%s (%s)' can't be established." % (h, ip), "ED25519 key fingerprint is %s." % fp, "This key is not known by any other names."]
    _lk("ssh host key fingerprint prompt (ssh(1), ssh-keygen(1) -l)", [fp, "can't be established.", "ED25519 key fingerprint is"], lines=lines, private=[h, ip])


@lka
def _():
    kid = HX(16)
    f, l = person_en()
    em = email_of(f, l)
    lines = ["gpg: Signature made Tue 07 May 2024 10:21:33 AM UTC", "gpg:                using RSA key %s" % kid,
             "gpg: Good signature from \"%s %s <%s>\" [ultimate]" % (f, l, em)]
    _lk("gpg --verify output (gpg(1))", [kid, "Good signature from", "[ultimate]"], lines=lines, private=["%s %s" % (f, l), em])


@lka
def _():
    u = uid4()
    rv = str(R.randint(10 ** 7, 10 ** 9))
    text = jd({"kind": "Deployment", "apiVersion": "apps/v1", "metadata": {"name": "ledger", "namespace": "finance", "uid": u, "resourceVersion": rv, "generation": 42},
               "status": {"observedGeneration": 41, "conditions": [{"type": "Progressing", "reason": "ProgressDeadlineExceeded"}]}})
    _lk("Kubernetes object metadata uid/resourceVersion (Kubernetes API conventions)", [u, rv, "ProgressDeadlineExceeded"], text=text)


@lka
def _():
    lines = []
    keep = []
    for f in ["/usr/lib/app/vendor.tar.zst", "/usr/lib/app/config/default.toml", "/var/lib/app/empty.dat"]:
        d = hx(64) if "empty" not in f else "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        lines.append("%s  %s" % (d, f))
        keep.append(d)
    lines.append("sha256sum: WARNING: 1 computed checksum did NOT match")
    _lk("sha256sum -c listing (sha256sum(1), coreutils)", keep + ["1 computed checksum did NOT match"], lines=lines)


@lka
def _():
    h = "".join(R.choice("0123456789abcdfghijklmnpqrsvwxyz") for _ in range(32))
    text = "error: builder for '/nix/store/%s-openssl-3.0.13.drv' failed with exit code 2; last 10 log lines: make: *** [Makefile:2164: test] Error 1" % h
    _lk("Nix store path hash (Nix manual: store paths, base-32)", ["/nix/store/%s-openssl-3.0.13.drv" % h, "exit code 2", "Makefile:2164"], text=text)


@lka
def _():
    t, s = str(R.randint(10 ** 18, 9 * 10 ** 18)), str(R.randint(10 ** 18, 9 * 10 ** 18))
    text = "%s ERROR [payments] [dd.service=payments dd.env=prod dd.version=4.2.0 dd.trace_id=%s dd.span_id=%s] charge failed: card_declined" % (sp_ms(), t, s)
    _lk("Datadog log/trace correlation ids (Datadog docs: connect logs and traces)", ["dd.trace_id=" + t, "dd.span_id=" + s, "dd.version=4.2.0"], text=text)


@lka
def _():
    oid = hx(24)
    text = "%s W  QUERY    [conn%d] Slow query: { find: \"orders\", filter: { _id: ObjectId('%s') }, planSummary: IDHACK, durationMillis: 812 }" % (iso_ms(), R.randint(100, 99999), oid)
    _lk("MongoDB ObjectId in slow query log (MongoDB docs: ObjectId, log messages)", [oid, "planSummary: IDHACK", "durationMillis: 812"], text=text)


@lka
def _():
    rid = "req_" + b62(14)
    ik = uid4()
    pi = "pi_" + b62(24)
    text = "%s stripe POST /v1/payment_intents 402 request_id=%s idempotency_key=%s payment_intent=%s decline_code=insufficient_funds" % (iso_ms(), rid, ik, pi)
    _lk("Stripe request id / idempotency key / object id (Stripe API docs: request IDs, idempotent requests)", [rid, ik, pi, "decline_code=insufficient_funds"], text=text)


@lka
def _():
    cid = hx(64)
    pu = uid4().replace("-", "_")
    kh = short_host("node")
    text = "%s %s kernel: memory: usage 524288kB, limit 524288kB, failcnt 1182 ; oom-kill:constraint=CONSTRAINT_MEMCG,task_memcg=/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod%s.slice/cri-containerd-%s.scope,task=java" % (syslog_ts(), kh, pu, cid)
    _lk("cgroup v2 path with pod UID and container id in OOM report", [cid, pu, "CONSTRAINT_MEMCG", "failcnt 1182"], text=text, private=[kh])


@lka
def _():
    ser = ":".join(HX(2) for _ in range(16))
    sha1 = ":".join(HX(2) for _ in range(20))
    lines = ["        Serial Number:", "            %s" % ser, "        Signature Algorithm: ecdsa-with-SHA384",
             "SHA1 Fingerprint=%s" % sha1, "verify error:num=10:certificate has expired"]
    _lk("openssl x509 -text / -fingerprint output (openssl-x509(1))", [ser, sha1, "verify error:num=10:certificate has expired"], lines=lines)


@lka
def _():
    c = hx(40)
    tok = "ghp_" + b62(36)
    text = "%s ci: checkout %s (refs/pull/5521/merge) with token %s ; job 88123 exit 0" % (iso_s(), c, tok)
    _lk("mixed line: commit SHA (keep) beside a GitHub token (remove)", [c, "refs/pull/5521/merge", "job 88123 exit 0"], text=text, secrets=[tok])


@lka
def _():
    lin = uid4()
    text = "Error: Error acquiring the state lock: ConditionalCheckFailedException ; Lock Info: ID: %s Path: acme-tfstate/prod/network.tfstate Operation: OperationTypeApply Version: 1.8.2 lineage=%s serial=217" % (uid4(), lin)
    lid = text.split("ID: ")[1].split(" ")[0]
    _lk("Terraform state lock info (Terraform docs: state locking)", [lid, lin, "serial=217", "Version: 1.8.2"], text=text)


@lka
def _():
    h = hx(32)
    text = "rpm -V openssl-libs: S.5....T.  c /etc/pki/tls/openssl.cnf ; expected md5 %s ; package openssl-libs-3.0.7-27.el9.x86_64" % h
    _lk("rpm -V verify flags and file digest (rpm(8) VERIFY OPTIONS)", [h, "S.5....T.", "openssl-libs-3.0.7-27.el9.x86_64"], text=text)


# --------------------------------------------------------------------------
# build, check, write
# --------------------------------------------------------------------------
def main():
    build_pii()
    for group in (POS, INF, ENC, NOK, LKA):
        for f in group:
            f()
    problems = []
    for i, r in enumerate(RECORDS):
        assert set(r) == {"kind", "text" if r["kind"] == "line" else "lines", "secrets", "private", "keep", "class", "source"}, r
        lines = [r["text"]] if r["kind"] == "line" else r["lines"]
        for ln in lines:
            if len(ln) >= 600:
                problems.append((i, "line too long", len(ln)))
        for k in ("secrets", "private", "keep"):
            for s in r[k]:
                if not s or not any(s in ln for ln in lines):
                    problems.append((i, "missing", k, s))
        if len(r["keep"]) < 2:
            problems.append((i, "keep<2"))
        sens = sorted(r["secrets"] + r["private"], key=len, reverse=True)
        scrubbed = []
        for ln in lines:
            for s in sens:
                ln = ln.replace(s, "\x00")
            scrubbed.append(ln)
        for kv in r["keep"]:
            if not any(kv in ln for ln in scrubbed):
                problems.append((i, "keep destroyed by redaction", kv))
    if problems:
        for p in problems:
            print("PROBLEM", p)
        raise SystemExit(1)
    with open(os.path.join(HERE, "dev.jsonl"), "w", encoding="utf-8") as fh:
        for r in RECORDS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = Counter(r["class"] for r in RECORDS)
    print(len(RECORDS), dict(c))


if __name__ == "__main__":
    main()
