#!/usr/bin/env python3
"""Independent held-out redaction corpus (corpus7) generator.

Python 3 standard library only. Deterministic: fixed seed, no set/dict-order
dependence on hashing, output written with sorted-free explicit key order.
Run:  python3 generate.py   -> writes heldout.jsonl next to this file.
"""
import base64
import hashlib
import json
import os
import random
import string
import sys
import urllib.parse
import quopri

SEED = 70707
R = random.Random(SEED)

HEX = "0123456789abcdef"
B62 = string.ascii_letters + string.digits
B64URL = string.ascii_letters + string.digits + "-_"
UPPER32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
DIG = string.digits


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hexs(n):
    return rs(HEX, n)


def digs(n, first_nonzero=False):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def ts_iso(day=None, ms=True, z=True):
    d = day if day is not None else R.randint(1, 28)
    s = f"2024-{R.randint(1, 12):02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"
    if ms:
        s += f".{R.randint(0, 999):03d}"
    return s + ("Z" if z else "")


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def ts_syslog():
    return f"{R.choice(MONTHS)} {R.randint(1, 28):2d} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def ts_clf():
    return f"{R.randint(1, 28):02d}/{R.choice(MONTHS)}/2024:{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d} +0000"


def ip_doc():
    net = R.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{R.randint(2, 254)}"


def ip_priv():
    k = R.randint(0, 2)
    if k == 0:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    if k == 1:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    return f"192.168.{R.randint(0, 255)}.{R.randint(2, 254)}"


def ip6_doc():
    return "2001:db8:" + ":".join(f"{R.randint(0, 0xffff):x}" for _ in range(3)) + "::" + f"{R.randint(1, 0xffff):x}"


def pw(n=14):
    alpha = string.ascii_letters + string.digits + "!#%*+-_.~^"
    while True:
        s = rs(alpha, n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c in "!#%*+-_.~^" for c in s):
            return s


def pw_alnum(n=16):
    while True:
        s = rs(B62, n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s

# ---------------------------------------------------------------- checksums


def luhn_sum_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_sum_ok(partial + c):
            return c
    raise AssertionError


def gen_card(prefix, length):
    body = prefix + digs(length - len(prefix) - 1)
    return body + luhn_digit(body)


def valid_card(s):
    n = s.replace(" ", "").replace("-", "")
    return n.isdigit() and 12 <= len(n) <= 19 and luhn_sum_ok(n)


def iban_check_ok(iban):
    s = iban.replace(" ", "").upper()
    if len(s) < 15 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    r = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in r)
    return int(num) % 97 == 1


IBAN_FMT = {  # country: (length, bban pattern: n=digit a=upper c=alnum upper)
    "DE": "n" * 18, "FR": "n" * 10 + "c" * 11 + "n" * 2, "GB": "aaaa" + "n" * 14,
    "KZ": "nnn" + "c" * 13, "RS": "n" * 18, "LT": "n" * 16, "EE": "n" * 16,
    "LV": "aaaa" + "c" * 13, "TR": "n" * 5 + "0" + "c" * 16, "SA": "nn" + "c" * 18,
    "AE": "n" * 19, "PK": "aaaa" + "c" * 16, "BR": "n" * 23 + "a" + "c",
    "EG": "n" * 25, "BG": "aaaa" + "n" * 6 + "c" * 8, "UA": "n" * 6 + "c" * 19,
    "GE": "aa" + "n" * 16, "AZ": "aaaa" + "c" * 20, "PL": "n" * 24, "ES": "n" * 20,
    "JO": "aaaa" + "n" * 4 + "c" * 18, "BA": "n" * 16, "MK": "nnn" + "c" * 10 + "nn",
}


def gen_iban(cc):
    pat = IBAN_FMT[cc]
    out = []
    for p in pat:
        if p == "n":
            out.append(R.choice(DIG))
        elif p == "a":
            out.append(R.choice(string.ascii_uppercase))
        elif p == "c":
            out.append(R.choice(string.ascii_uppercase + DIG))
        else:
            out.append(p)
    bban = "".join(out)
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_grouped(iban):
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))

# national IDs --------------------------------------------------------------


def pesel_ok(s):
    if len(s) != 11 or not s.isdigit():
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])


def gen_pesel():
    y, m, d = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    b = f"{y:02d}{m:02d}{d:02d}{digs(4)}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * c for a, c in zip(b, w)) % 10) % 10)


def ee_check(b10):
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    c = sum(int(a) * w for a, w in zip(b10, w1)) % 11
    if c == 10:
        c = sum(int(a) * w for a, w in zip(b10, w2)) % 11
        if c == 10:
            c = 0
    return str(c)


def ee_ok(s):
    return len(s) == 11 and s.isdigit() and ee_check(s[:10]) == s[10]


def gen_ee():  # Estonian / Lithuanian personal code share the algorithm
    b = f"{R.choice('3456')}{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{digs(3)}"
    return b + ee_check(b)


def dni_letter(n):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def dni_ok(s):
    return len(s) == 9 and s[:8].isdigit() and dni_letter(int(s[:8])) == s[8]


def gen_dni():
    n = digs(8)
    return n + dni_letter(int(n))


def cn_ok(s):
    if len(s) != 18:
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def gen_cn():
    b = f"{R.choice(['110105', '310104', '440305', '510107'])}19{R.randint(60, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{digs(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * c for a, c in zip(b, w)) % 11]


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def gen_aadhaar():
    b = str(R.randint(2, 9)) + digs(10)
    return b + verhoeff_digit(b)


def tc_ok(s):
    if len(s) != 11 or not s.isdigit() or s[0] == "0":
        return False
    d = [int(c) for c in s]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d10 == d[9] and sum(d[:10]) % 10 == d[10]


def gen_tc():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


FI_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_ok(s):
    return len(s) == 11 and s[6] in "+-A" and FI_CHARS[int(s[:6] + s[7:10]) % 31] == s[10]


def gen_fi():
    b = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}"
    n = f"{R.randint(2, 899):03d}"
    return f"{b}-{n}{FI_CHARS[int(b + n) % 31]}"


def se_ok(s):
    n = s.replace("-", "")
    return len(n) == 10 and luhn_sum_ok(n)


def gen_se():
    b = f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{digs(3)}"
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def za_ok(s):
    return len(s) == 13 and s.isdigit() and luhn_sum_ok(s)


def gen_za():
    b = f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{R.randint(0, 9999):04d}{R.choice('01')}8"
    return b + luhn_digit(b)


def cpf_ok(s):
    n = s.replace(".", "").replace("-", "")
    if len(n) != 11 or not n.isdigit() or n == n[0] * 11:
        return False
    d = [int(c) for c in n]
    v1 = (sum(d[i] * (10 - i) for i in range(9)) * 10) % 11 % 10
    v2 = (sum(d[i] * (11 - i) for i in range(10)) * 10) % 11 % 10
    return v1 == d[9] and v2 == d[10]


def gen_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    d.append((sum(d[i] * (10 - i) for i in range(9)) * 10) % 11 % 10)
    d.append((sum(d[i] * (11 - i) for i in range(10)) * 10) % 11 % 10)
    n = "".join(map(str, d))
    return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"


def nric_ok(s):
    if len(s) != 9 or s[0] not in "ST":
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(s[1:8], w)) + (4 if s[0] == "T" else 0)
    return "JZIHGFEDCBA"[t % 11] == s[8]


def gen_nric():
    p = R.choice("ST")
    b = digs(7)
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * c for a, c in zip(b, w)) + (4 if p == "T" else 0)
    return p + b + "JZIHGFEDCBA"[t % 11]


def bsn_ok(s):
    if len(s) != 9 or not s.isdigit():
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def gen_bsn():
    while True:
        b = str(R.randint(1, 9)) + digs(7)
        t = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return b + str(t)


def egn_ok(s):
    if len(s) != 10 or not s.isdigit():
        return False
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * b for a, b in zip(s, w)) % 11
    return (0 if c == 10 else c) == int(s[9])


def gen_egn():
    b = f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{digs(3)}"
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * x for a, x in zip(b, w)) % 11
    return b + str(0 if c == 10 else c)


def jmbg_ok(s):
    if len(s) != 13 or not s.isdigit():
        return False
    d = [int(c) for c in s]
    m = 11 - (7 * (d[0] + d[6]) + 6 * (d[1] + d[7]) + 5 * (d[2] + d[8]) + 4 * (d[3] + d[9]) + 3 * (d[4] + d[10]) + 2 * (d[5] + d[11])) % 11
    return (0 if m > 9 else m) == d[12]


def gen_jmbg():
    while True:
        b = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(960, 999)}{R.choice(['71', '80', '17', '45'])}{digs(3)}"
        d = [int(c) for c in b]
        m = 11 - (7 * (d[0] + d[6]) + 6 * (d[1] + d[7]) + 5 * (d[2] + d[8]) + 4 * (d[3] + d[9]) + 3 * (d[4] + d[10]) + 2 * (d[5] + d[11])) % 11
        if m == 10:
            continue
        return b + str(0 if m == 11 else m)


def cnpj_ok(s):
    n = "".join(c for c in s if c.isdigit())
    if len(n) != 14:
        return False
    d = [int(c) for c in n]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    w2 = [6] + w1
    r1 = sum(a * b for a, b in zip(d, w1)) % 11
    v1 = 0 if r1 < 2 else 11 - r1
    r2 = sum(a * b for a, b in zip(d, w2)) % 11
    v2 = 0 if r2 < 2 else 11 - r2
    return v1 == d[12] and v2 == d[13]


def self_test_validators():
    pub = [
        (luhn_sum_ok, "79927398713"), (valid_card, "4111 1111 1111 1111"), (valid_card, "5555555555554444"),
        (valid_card, "378282246310005"),
        (iban_check_ok, "GB82 WEST 1234 5698 7654 32"), (iban_check_ok, "DE89370400440532013000"),
        (iban_check_ok, "FR1420041010050500013M02606"), (iban_check_ok, "SA0380000000608010167519"),
        (iban_check_ok, "TR330006100519786457841326"), (iban_check_ok, "BG80BNBG96611020345678"),
        (pesel_ok, "44051401359"), (ee_ok, "37605030299"), (dni_ok, "12345678Z"),
        (cn_ok, "11010519491231002X"), (verhoeff_ok, "2363"), (tc_ok, "10000000146"),
        (fi_ok, "131052-308T"), (se_ok, "811218-9876"), (za_ok, "8001015009087"),
        (cpf_ok, "111.444.777-35"), (nric_ok, "S1234567D"), (bsn_ok, "111222333"),
        (egn_ok, "7523169263"), (cnpj_ok, "11.222.333/0001-81"), (jmbg_ok, "0101006500006"),
        (iban_check_ok, "RS35260005601001611379"), (iban_check_ok, "KZ86125KZT5004100100"),
        (iban_check_ok, "LT121000011101001000"), (iban_check_ok, "EE382200221020145685"),
        (iban_check_ok, "PK36SCBL0000001123456702"), (iban_check_ok, "BR1800360305000010009795493C1"),
        (iban_check_ok, "UA213223130000026007233566001"),
    ]
    for fn, s in pub:
        assert fn(s), (fn.__name__, s)
    neg = [(luhn_sum_ok, "79927398710"), (iban_check_ok, "GB82WEST12345698765433"), (pesel_ok, "44051401358"),
           (dni_ok, "12345678A"), (cn_ok, "110105194912310021"), (tc_ok, "10000000147"), (cpf_ok, "111.444.777-36"),
           (nric_ok, "S1234567A"), (fi_ok, "131052-308U"), (egn_ok, "7523169264")]
    for fn, s in neg:
        assert not fn(s), ("negative accepted", fn.__name__, s)
    assert verhoeff_digit("236") == "3"

# ---------------------------------------------------------------- records
RECORDS = []
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual"]


def _uniq(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def add(cls, source, text=None, lines=None, secrets=(), private=(), keep=()):
    assert cls in CLASSES, cls
    rec = {"kind": "line" if lines is None else "block"}
    if lines is None:
        rec["text"] = text
    else:
        rec["lines"] = list(lines)
    rec["secrets"] = _uniq(secrets)
    rec["private"] = _uniq(private)
    rec["keep"] = _uniq(keep)
    rec["class"] = cls
    rec["source"] = source
    RECORDS.append(rec)
    return rec


def jd(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jds(obj):
    return json.dumps(obj, ensure_ascii=False)

# ---------------------------------------------------------------- locales
# Each profile returns a dict with local-language keys (k_*) and values.


CHECKED = []  # (what, validator, value) for every checksummed value generated
ID_VALIDATORS = {"RS": jmbg_ok, "BA": jmbg_ok, "MK": jmbg_ok, "BG": egn_ok, "EE": ee_ok, "LT": ee_ok, "SG": nric_ok,
                 "BR": cpf_ok, "ZA": za_ok, "IN": lambda s: verhoeff_ok(s.replace(" ", "")), "TR": tc_ok, "CN": cn_ok,
                 "PL": pesel_ok, "FI": fi_ok, "ES": dni_ok, "SE": se_ok, "NL": bsn_ok}


def _p(cc, country, names, phone, addr, email_user, keys, idf=None, idlabel=None, iban_cc=None, card=None, msg=None, dobfmt="iso"):
    d = {"cc": cc, "country": country, "name": R.choice(names), "phone": phone(), "addr": addr(),
         "keys": keys, "msg": msg or "order created"}
    d["email"] = f"{email_user}.{R.randint(10, 99)}@{R.choice(['example.com', 'example.org', 'example.net'])}"
    y, m, dd = R.randint(1955, 2003), R.randint(1, 12), R.randint(1, 28)
    d["dob"] = {"iso": f"{y}-{m:02d}-{dd:02d}", "dmy.": f"{dd:02d}.{m:02d}.{y}", "dmy/": f"{dd:02d}/{m:02d}/{y}",
                "ymd/": f"{y}/{m:02d}/{dd:02d}", "cjk": f"{y}年{m}月{dd}日"}[dobfmt]
    d["id"] = idf() if idf else None
    d["idlabel"] = idlabel
    d["iban"] = gen_iban(iban_cc) if iban_cc else None
    d["card"] = card() if card else None
    if d["id"] and cc in ID_VALIDATORS:
        CHECKED.append((cc + " national id", ID_VALIDATORS[cc], d["id"]))
    if d["iban"]:
        CHECKED.append(("IBAN", iban_check_ok, d["iban"]))
    if d["card"]:
        CHECKED.append(("card", valid_card, d["card"]))
    return d


def ph(fmt):
    """fmt with # for random digit."""
    def f():
        return "".join(R.choice(DIG) if c == "#" else c for c in fmt)
    return f


def profiles():
    P = []
    P.append(_p("KZ", "Kazakhstan", ["Серикбаева Айгерим Нурлановна", "Жақсылықов Ерлан Болатұлы"],
                ph("8 (70#) ###-##-##"), lambda: f"0500{R.randint(10, 99)}, г. Алматы, пр. Достык, д. {R.randint(1, 200)}, кв. {R.randint(1, 120)}",
                "aigerim.s", {"name": "ФИО", "phone": "тел", "addr": "адрес", "email": "почта", "dob": "дата_рождения", "iban": "счет"},
                iban_cc="KZ", msg="заказ оформлен", dobfmt="dmy."))
    P.append(_p("UZ", "Uzbekistan", ["Karimova Dilnoza Rustamovna", "Toshmatov Jasur Alisher o‘g‘li"],
                ph("9# ### ## ##"), lambda: f"Toshkent sh., Yunusobod tumani, Amir Temur ko‘chasi {R.randint(1, 150)}-uy, {R.randint(1, 90)}-xonadon, 1000{R.randint(10, 99)}",
                "dilnoza.k", {"name": "ism_familiya", "phone": "telefon", "addr": "manzil", "email": "pochta", "dob": "tugilgan_sana", "card": "karta"},
                card=lambda: gen_card("9860", 16), msg="buyurtma qabul qilindi", dobfmt="dmy."))
    P.append(_p("KG", "Kyrgyzstan", ["Асанов Бакыт Жумабекович", "Мамытова Айпери Таалайбековна"],
                ph("0555 ### ###"), lambda: f"7200{R.randint(10, 80)}, г. Бишкек, ул. Киевская, {R.randint(1, 200)}",
                "bakyt.asanov", {"name": "аты_жөнү", "phone": "телефон", "addr": "дареги", "email": "email", "dob": "туулган_күнү"},
                msg="төлөм кабыл алынды", dobfmt="dmy."))
    P.append(_p("RS", "Serbia", ["Марко Јовановић", "Јелена Петровић"], ph("064 ### ####"),
                lambda: f"Булевар краља Александра {R.randint(1, 300)}, 11000 Београд", "marko.j",
                {"name": "име_презиме", "phone": "телефон", "addr": "адреса", "id": "ЈМБГ", "email": "е-пошта", "dob": "датум_рођења", "iban": "рачун"},
                idf=gen_jmbg, idlabel="ЈМБГ", iban_cc="RS", msg="поруџбина креирана", dobfmt="dmy."))
    P.append(_p("BA", "Bosnia and Herzegovina", ["Amra Hadžić", "Emir Delić"], ph("061 ### ###"),
                lambda: f"Ferhadija {R.randint(1, 40)}, 71000 Sarajevo", "amra.h",
                {"name": "ime_i_prezime", "phone": "telefon", "addr": "adresa", "id": "JMB", "email": "email", "dob": "datum_rodjenja", "iban": "racun"},
                idf=gen_jmbg, idlabel="JMB", iban_cc="BA", msg="narudžba kreirana", dobfmt="dmy."))
    P.append(_p("MK", "North Macedonia", ["Елена Стојановска", "Никола Трајковски"], ph("070 ### ###"),
                lambda: f"ул. Македонија бр. {R.randint(1, 80)}, 1000 Скопје", "elena.s",
                {"name": "име_и_презиме", "phone": "телефон", "addr": "адреса", "id": "ЕМБГ", "email": "е-пошта", "dob": "датум_на_раѓање", "iban": "сметка"},
                idf=gen_jmbg, idlabel="ЕМБГ", iban_cc="MK", msg="нарачката е креирана", dobfmt="dmy."))
    P.append(_p("BG", "Bulgaria", ["Иван Петров Георгиев", "Мария Димитрова Николова"], ph("0888 ### ###"),
                lambda: f"ул. „Витоша“ {R.randint(1, 150)}, ет. {R.randint(1, 9)}, 1000 София", "ivan.g",
                {"name": "име", "phone": "телефон", "addr": "адрес", "id": "ЕГН", "email": "имейл", "dob": "дата_на_раждане", "iban": "IBAN"},
                idf=gen_egn, idlabel="ЕГН", iban_cc="BG", msg="поръчката е създадена", dobfmt="dmy."))
    P.append(_p("EE", "Estonia", ["Kadri Tamm", "Jaanus Kask"], ph("5### ####"),
                lambda: f"Pärnu mnt {R.randint(1, 150)}-{R.randint(1, 40)}, 10141 Tallinn", "kadri.tamm",
                {"name": "nimi", "phone": "telefon", "addr": "aadress", "id": "isikukood", "email": "e_post", "dob": "sünniaeg", "iban": "arveldusarve"},
                idf=gen_ee, idlabel="isikukood", iban_cc="EE", msg="tellimus loodud", dobfmt="dmy."))
    P.append(_p("LT", "Lithuania", ["Žydrūnas Kazlauskas", "Rūta Petrauskienė"], ph("8 6## #####"),
                lambda: f"Gedimino pr. {R.randint(1, 60)}-{R.randint(1, 30)}, LT-01103 Vilnius", "ruta.p",
                {"name": "vardas_pavarde", "phone": "tel", "addr": "adresas", "id": "asmens_kodas", "email": "el_pastas", "dob": "gimimo_data", "iban": "saskaita"},
                idf=gen_ee, idlabel="asmens kodas", iban_cc="LT", msg="užsakymas sukurtas"))
    P.append(_p("LV", "Latvia", ["Līga Bērziņa", "Andris Kalniņš"], ph("2# ### ###"),
                lambda: f"Brīvības iela {R.randint(1, 200)}-{R.randint(1, 40)}, Rīga, LV-10{R.randint(10, 99)}", "liga.b",
                {"name": "vārds_uzvārds", "phone": "tālrunis", "addr": "adrese", "email": "e_pasts", "dob": "dzimšanas_datums", "iban": "konts"},
                iban_cc="LV", msg="pasūtījums izveidots", dobfmt="dmy."))
    P.append(_p("VN", "Vietnam", ["Nguyễn Thị Hương", "Trần Văn Minh"], ph("09## ### ###"),
                lambda: f"Số {R.randint(1, 99)} Ngõ {R.randint(1, 200)} Phố Huế, Phường Ngô Thì Nhậm, Quận Hai Bà Trưng, Hà Nội", "huong.nt",
                {"name": "ho_ten", "phone": "sdt", "addr": "dia_chi", "id": "so_cccd", "email": "email", "dob": "ngay_sinh"},
                idf=lambda: "0" + digs(11), idlabel="CCCD", msg="đơn hàng đã tạo", dobfmt="dmy/"))
    P.append(_p("ID", "Indonesia", ["Budi Santoso", "Dewi Lestari"], ph("0812-####-####"),
                lambda: f"Jl. Merdeka No. {R.randint(1, 200)}, RT 0{R.randint(1, 9)}/RW 0{R.randint(1, 9)}, Kel. Gambir, Kec. Gambir, Jakarta Pusat 10110", "budi.s",
                {"name": "nama", "phone": "no_hp", "addr": "alamat", "id": "nik", "email": "surel", "dob": "tgl_lahir"},
                idf=lambda: "3171" + digs(12), idlabel="NIK", msg="pesanan dibuat", dobfmt="dmy/"))
    P.append(_p("TH", "Thailand", ["สมชาย ใจดี", "สุภาพร แสงทอง"], ph("08# ### ####"),
                lambda: f"{R.randint(1, 300)}/{R.randint(1, 30)} ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110", "somchai.j",
                {"name": "ชื่อ", "phone": "โทรศัพท์", "addr": "ที่อยู่", "email": "อีเมล", "dob": "วันเกิด"}, msg="สร้างคำสั่งซื้อแล้ว", dobfmt="dmy/"))
    P.append(_p("PH", "Philippines", ["Maria Clara Dela Cruz", "Jose Miguel Santos"], ph("0917 ### ####"),
                lambda: f"Unit {R.randint(1, 20)}B, {R.randint(10, 999)} Rizal St., Brgy. San Antonio, Makati City, 1203 Metro Manila", "mc.delacruz",
                {"name": "pangalan", "phone": "mobile_no", "addr": "tirahan", "email": "email", "dob": "kaarawan"}, msg="order placed", dobfmt="dmy/"))
    P.append(_p("SG", "Singapore", ["Tan Wei Ling", "Muhammad Faris bin Rahman"], ph("9### ####"),
                lambda: f"Blk {R.randint(100, 700)} Ang Mo Kio Ave 3, #{R.randint(2, 20):02d}-{R.randint(10, 999)}, Singapore 560{R.randint(100, 999)}", "weiling.tan",
                {"name": "name", "phone": "hp", "addr": "address", "id": "nric", "email": "email", "dob": "dob"},
                idf=gen_nric, idlabel="NRIC", msg="order placed", dobfmt="dmy/"))
    P.append(_p("MY", "Malaysia", ["Nurul Aisyah binti Abdullah", "Lim Chee Keong"], ph("012-### ####"),
                lambda: f"No. {R.randint(1, 90)}, Jalan SS 2/{R.randint(10, 99)}, 47300 Petaling Jaya, Selangor", "nurul.a",
                {"name": "nama", "phone": "tel_bimbit", "addr": "alamat", "id": "no_kp", "email": "emel", "dob": "tarikh_lahir"},
                idf=lambda: f"{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}-14-{digs(4)}", idlabel="MyKad", msg="pesanan diterima", dobfmt="dmy/"))
    P.append(_p("BR", "Brazil", ["João da Silva Pereira", "Ana Beatriz Souza"], ph("(11) 9####-####"),
                lambda: f"Rua Augusta, {R.randint(100, 2999)}, apto {R.randint(11, 199)} - Consolação, São Paulo - SP, 01304-{digs(3)}", "joao.pereira",
                {"name": "nome", "phone": "celular", "addr": "endereco", "id": "cpf", "email": "email", "dob": "data_nascimento", "iban": "conta"},
                idf=gen_cpf, idlabel="CPF", iban_cc="BR", msg="pedido criado", dobfmt="dmy/"))
    P.append(_p("MX", "Mexico", ["María Guadalupe Hernández López", "José Luis Ramírez"], ph("55 #### ####"),
                lambda: f"Av. Insurgentes Sur {R.randint(100, 3000)}, Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX", "lupita.h",
                {"name": "nombre", "phone": "telefono", "addr": "domicilio", "email": "correo", "dob": "fecha_nacimiento"},
                card=lambda: gen_card("5", 16), msg="pedido creado", dobfmt="dmy/"))
    P.append(_p("AR", "Argentina", ["Sofía Fernández", "Martín Gutiérrez"], ph("11 15-####-####"),
                lambda: f"Av. Corrientes {R.randint(100, 5000)}, piso {R.randint(1, 20)} dto. B, C1043AAZ CABA", "sofi.fernandez",
                {"name": "nombre", "phone": "cel", "addr": "direccion", "id": "dni", "email": "mail", "dob": "fecha_nac"},
                idf=lambda: f"{R.randint(20, 45)}.{digs(3)}.{digs(3)}", idlabel="DNI", msg="pedido generado", dobfmt="dmy/"))
    P.append(_p("CO", "Colombia", ["Andrés Felipe Gómez", "Valentina Ríos Mejía"], ph("310 ### ####"),
                lambda: f"Calle {R.randint(10, 140)} # {R.randint(1, 99)}-{R.randint(1, 99)}, Bogotá D.C., 1103{R.randint(10, 99)}", "andres.gomez",
                {"name": "nombre", "phone": "celular", "addr": "direccion", "id": "cedula", "email": "correo", "dob": "fecha_nacimiento"},
                idf=lambda: f"{R.randint(10, 99)}.{digs(3)}.{digs(3)}", idlabel="C.C.", msg="pedido creado", dobfmt="dmy/"))
    P.append(_p("NG", "Nigeria", ["Chukwuemeka Okafor", "Adéwálé Ọláòyè"], ph("0803 ### ####"),
                lambda: f"{R.randint(1, 90)} Adeola Odeku Street, Victoria Island, Lagos 101241", "emeka.okafor",
                {"name": "name", "phone": "phone", "addr": "address", "id": "nin", "email": "email", "dob": "dob"},
                idf=lambda: digs(11, True), idlabel="NIN", msg="order placed", dobfmt="dmy/"))
    P.append(_p("KE", "Kenya", ["Wanjiru Kamau", "Otieno Ochieng"], ph("0712 ######"),
                lambda: f"P.O. Box {R.randint(1000, 99999)}-00100, Nairobi", "wanjiru.k",
                {"name": "jina", "phone": "simu", "addr": "anwani", "email": "barua_pepe", "dob": "tarehe_ya_kuzaliwa"}, msg="malipo yamepokelewa", dobfmt="dmy/"))
    P.append(_p("ZA", "South Africa", ["Thandiwe Nkosi", "Pieter van der Merwe"], ph("082 ### ####"),
                lambda: f"{R.randint(1, 200)} Long Street, Cape Town, 8001", "thandi.nkosi",
                {"name": "name", "phone": "cell", "addr": "address", "id": "id_number", "email": "email", "dob": "dob"},
                idf=gen_za, idlabel="ID", msg="order placed"))
    P.append(_p("ET", "Ethiopia", ["አበበ በቀለ", "ትዕግሥት ኃይሉ"], ph("091 ### ####"),
                lambda: f"ቦሌ ክፍለ ከተማ፣ ወረዳ 0{R.randint(1, 9)}፣ የቤት ቁጥር {R.randint(100, 2999)}፣ አዲስ አበባ", "abebe.b",
                {"name": "ስም", "phone": "ስልክ", "addr": "አድራሻ", "email": "ኢሜይል", "dob": "የትውልድ_ቀን"}, msg="ትዕዛዝ ተፈጥሯል", dobfmt="dmy/"))
    P.append(_p("EG", "Egypt", ["محمد أحمد عبد الله", "منى حسن إبراهيم"], ph("010 #### ####"),
                lambda: f"{R.randint(1, 99)} شارع التحرير، الدقي، الجيزة 12611", "mona.hassan",
                {"name": "الاسم", "phone": "الهاتف", "addr": "العنوان", "id": "الرقم_القومي", "email": "البريد", "dob": "تاريخ_الميلاد", "iban": "الحساب"},
                idf=lambda: "2" + f"{R.randint(60, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + "01" + digs(5), idlabel="الرقم القومي", iban_cc="EG", msg="تم إنشاء الطلب"))
    P.append(_p("SA", "Saudi Arabia", ["عبدالله بن فهد العتيبي", "نورة سعد القحطاني"], ph("055 ### ####"),
                lambda: f"{digs(4, True)} طريق الملك فهد، حي العليا، الرياض 12214 - {digs(4, True)}", "abdullah.o",
                {"name": "الاسم", "phone": "الجوال", "addr": "العنوان_الوطني", "email": "البريد", "dob": "تاريخ_الميلاد", "iban": "الآيبان"},
                iban_cc="SA", msg="تم استلام الدفع"))
    P.append(_p("AE", "United Arab Emirates", ["Fatima Al Mansoori", "Khalid Al Nuaimi"], ph("050 ### ####"),
                lambda: f"Villa {R.randint(1, 90)}, Street {R.randint(1, 40)}, Al Wasl, Dubai, P.O. Box {R.randint(1000, 99999)}", "fatima.m",
                {"name": "name", "phone": "mobile", "addr": "address", "email": "email", "dob": "dob", "iban": "iban"},
                iban_cc="AE", msg="payment received", dobfmt="dmy/"))
    P.append(_p("PK", "Pakistan", ["Muhammad Ali Khan", "Ayesha Siddiqui"], ph("0300 #######"),
                lambda: f"House {R.randint(1, 99)}, Street {R.randint(1, 50)}, F-7/2, Islamabad 44000", "ali.khan",
                {"name": "naam", "phone": "mobile", "addr": "pata", "id": "cnic", "email": "email", "dob": "tareekh_paidaish", "iban": "iban"},
                idf=lambda: f"35202-{digs(7)}-{R.randint(1, 9)}", idlabel="CNIC", iban_cc="PK", msg="order confirm", dobfmt="dmy/"))
    P.append(_p("IN", "India", ["प्रिया शर्मा", "अनिल कुमार वर्मा"], ph("098## #####"),
                lambda: f"Flat {R.randint(101, 999)}, Sai Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 5600{R.randint(10, 99)}", "priya.sharma",
                {"name": "naam", "phone": "mobile", "addr": "pata", "id": "aadhaar", "email": "email", "dob": "janm_tithi"},
                idf=lambda: (lambda a: f"{a[:4]} {a[4:8]} {a[8:]}")(gen_aadhaar()), idlabel="Aadhaar", msg="order booked", dobfmt="dmy/"))
    P.append(_p("BD", "Bangladesh", ["মোহাম্মদ রহিম উদ্দিন", "ফাতেমা খাতুন"], ph("017##-######"),
                lambda: f"বাড়ি {R.randint(1, 99)}, রোড {R.randint(1, 30)}, ধানমন্ডি, ঢাকা ১২০৫", "rahim.u",
                {"name": "নাম", "phone": "মোবাইল", "addr": "ঠিকানা", "email": "ইমেইল", "dob": "জন্ম_তারিখ"}, msg="অর্ডার নেওয়া হয়েছে", dobfmt="dmy/"))
    P.append(_p("TR", "Türkiye", ["Ayşe Yılmaz", "Mehmet Öztürk"], ph("05## ### ## ##"),
                lambda: f"Atatürk Cad. No:{R.randint(1, 200)} D:{R.randint(1, 20)}, 06420 Çankaya/Ankara", "ayse.yilmaz",
                {"name": "ad_soyad", "phone": "telefon", "addr": "adres", "id": "tckn", "email": "eposta", "dob": "dogum_tarihi", "iban": "iban"},
                idf=gen_tc, idlabel="T.C. Kimlik No", iban_cc="TR", msg="sipariş oluşturuldu", dobfmt="dmy."))
    P.append(_p("CN", "China", ["王秀英", "李伟"], ph("13# #### ####"),
                lambda: f"北京市朝阳区建国路{R.randint(1, 200)}号院{R.randint(1, 9)}号楼{R.randint(1, 30)}0{R.randint(1, 9)}室 100022", "wang.xy",
                {"name": "姓名", "phone": "手机号", "addr": "地址", "id": "身份证号", "email": "邮箱", "dob": "出生日期"},
                idf=gen_cn, idlabel="身份证", card=lambda: gen_card("62", 16), msg="订单已创建", dobfmt="cjk"))
    P.append(_p("JP", "Japan", ["佐藤 花子", "鈴木 一郎"], ph("090-####-####"),
                lambda: f"〒150-00{R.randint(1, 99):02d} 東京都渋谷区神南{R.randint(1, 2)}丁目{R.randint(1, 30)}-{R.randint(1, 20)} メゾン渋谷{R.randint(101, 909)}号室", "hanako.sato",
                {"name": "氏名", "phone": "電話番号", "addr": "住所", "email": "メール", "dob": "生年月日"}, msg="注文を受け付けました", dobfmt="ymd/"))
    P.append(_p("KR", "South Korea", ["김민준", "이서연"], ph("010-####-####"),
                lambda: f"서울특별시 강남구 테헤란로 {R.randint(1, 500)}, {R.randint(2, 30)}층 (역삼동) 062{R.randint(10, 99)}", "minjun.kim",
                {"name": "이름", "phone": "휴대폰", "addr": "주소", "email": "이메일", "dob": "생년월일"}, msg="주문이 생성되었습니다"))
    P.append(_p("PL", "Poland", ["Agnieszka Wiśniewska", "Krzysztof Wójcik"], ph("5## ### ###"),
                lambda: f"ul. Marszałkowska {R.randint(1, 150)}/{R.randint(1, 90)} m. {R.randint(1, 60)}, 00-{R.randint(100, 999)} Warszawa", "a.wisniewska",
                {"name": "imie_nazwisko", "phone": "telefon", "addr": "adres", "id": "pesel", "email": "email", "dob": "data_urodzenia", "iban": "nr_konta"},
                idf=gen_pesel, idlabel="PESEL", iban_cc="PL", msg="zamówienie utworzone", dobfmt="dmy."))
    P.append(_p("FI", "Finland", ["Matti Virtanen", "Aino Korhonen"], ph("040 ### ####"),
                lambda: f"Mannerheimintie {R.randint(1, 100)} B {R.randint(1, 60)}, 00100 Helsinki", "aino.k",
                {"name": "nimi", "phone": "puhelin", "addr": "osoite", "id": "henkilötunnus", "email": "sähköposti", "dob": "syntymäaika"},
                idf=gen_fi, idlabel="hetu", msg="tilaus luotu", dobfmt="dmy."))
    P.append(_p("GE", "Georgia", ["ნინო ბერიძე", "გიორგი კაპანაძე"], ph("5## ## ## ##"),
                lambda: f"რუსთაველის გამზ. {R.randint(1, 60)}, თბილისი 0108", "nino.beridze",
                {"name": "სახელი_გვარი", "phone": "ტელეფონი", "addr": "მისამართი", "email": "ელფოსტა", "dob": "დაბადების_თარიღი", "iban": "ანგარიში"},
                iban_cc="GE", msg="შეკვეთა შეიქმნა", dobfmt="dmy."))
    P.append(_p("AM", "Armenia", ["Արամ Պետրոսյան", "Անի Սարգսյան"], ph("09# ######"),
                lambda: f"Աբովյան փ. {R.randint(1, 60)}, բն. {R.randint(1, 90)}, Երևան 0001", "aram.p",
                {"name": "անուն", "phone": "հեռախոս", "addr": "հասցե", "email": "էլփոստ", "dob": "ծննդյան_ամսաթիվ"}, msg="պատվերը ստեղծված է", dobfmt="dmy."))
    P.append(_p("GR", "Greece", ["Γιώργος Παπαδόπουλος", "Ελένη Νικολάου"], ph("69# ### ####"),
                lambda: f"Οδός Ερμού {R.randint(1, 120)}, 105 63 Αθήνα", "g.papadopoulos",
                {"name": "ονοματεπώνυμο", "phone": "τηλέφωνο", "addr": "διεύθυνση", "email": "email", "dob": "ημερομηνία_γέννησης"}, msg="η παραγγελία δημιουργήθηκε", dobfmt="dmy/"))
    P.append(_p("UA", "Ukraine", ["Олена Коваленко", "Тарас Шевчук"], ph("067 ### ## ##"),
                lambda: f"вул. Хрещатик, {R.randint(1, 50)}, кв. {R.randint(1, 200)}, м. Київ, 01001", "olena.k",
                {"name": "ПІБ", "phone": "телефон", "addr": "адреса", "email": "пошта", "dob": "дата_народження", "iban": "рахунок"},
                iban_cc="UA", msg="замовлення створено", dobfmt="dmy."))
    P.append(_p("MN", "Mongolia", ["Батболдын Энхжаргал", "Ганбаатарын Тэмүүлэн"], ph("99## ####"),
                lambda: f"Улаанбаатар, Сүхбаатар дүүрэг, {R.randint(1, 9)}-р хороо, Энхтайваны өргөн чөлөө {R.randint(1, 90)}", "enkhjargal.b",
                {"name": "нэр", "phone": "утас", "addr": "хаяг", "email": "имэйл", "dob": "төрсөн_огноо"}, msg="захиалга үүслээ", dobfmt="ymd/"))
    P.append(_p("ES", "Spain", ["Lucía García Martínez", "Javier Fernández Ruiz"], ph("6## ## ## ##"),
                lambda: f"Calle de Alcalá {R.randint(1, 300)}, {R.randint(1, 8)}º {R.choice('ABCD')}, 28009 Madrid", "lucia.gm",
                {"name": "nombre", "phone": "movil", "addr": "direccion", "id": "dni", "email": "correo", "dob": "fecha_nacimiento", "iban": "iban"},
                idf=gen_dni, idlabel="DNI", iban_cc="ES", msg="pedido creado", dobfmt="dmy/"))
    P.append(_p("SE", "Sweden", ["Astrid Lindqvist", "Erik Johansson"], ph("070-### ## ##"),
                lambda: f"Drottninggatan {R.randint(1, 120)}, 111 {R.randint(20, 60)} Stockholm", "astrid.l",
                {"name": "namn", "phone": "mobil", "addr": "adress", "id": "personnummer", "email": "epost", "dob": "födelsedatum"},
                idf=gen_se, idlabel="personnummer", msg="order skapad"))
    P.append(_p("NL", "Netherlands", ["Sanne de Vries", "Daan Bakker"], ph("06-########"),
                lambda: f"Keizersgracht {R.randint(1, 800)}-{R.choice(['H', '1', '2'])}, 1015 CJ Amsterdam", "sanne.dv",
                {"name": "naam", "phone": "mobiel", "addr": "adres", "id": "bsn", "email": "e_mail", "dob": "geboortedatum"},
                idf=gen_bsn, idlabel="BSN", msg="bestelling aangemaakt", dobfmt="dmy-" if False else "dmy/"))
    return P

# ---------------------------------------------------------------- pii_locale


def oid():
    return f"ORD-{R.randint(2024000, 2024999)}-{rs(UPPER32[:26], 3)}"


def extra_fields(p, keys):
    """Optional id/iban/card/dob/email (key, value) pairs, each private."""
    out = []
    if p["id"]:
        out.append((keys.get("id", "id"), p["id"]))
    if p["iban"]:
        out.append((keys.get("iban", "iban"), p["iban"]))
    if p["card"]:
        out.append((keys.get("card", "card"), p["card"]))
    return out


def pii_record(i, p, q):
    k = p["keys"]
    t = i % 8
    ts = ts_iso()
    src_cc = f"{p['country']} ({p['cc']})"
    ex = extra_fields(p, k)
    priv = [p["name"], p["phone"], p["addr"]] + [v for _, v in ex]
    if t == 0:
        o = oid()
        lat = R.randint(5, 900)
        obj = {"ts": ts, "level": "INFO", "svc": "checkout", "msg": p["msg"], "order_id": o,
               k["name"]: p["name"], k["phone"]: p["phone"], k["addr"]: p["addr"]}
        for kk, v in ex:
            obj[kk] = v
        obj["latency_ms"] = lat
        add("pii_locale", f"JSON-lines application log (one object per line, RFC 8259), {src_cc} national phone/postal formats",
            text=jd(obj), private=priv, keep=[ts, '"level":"INFO"', o, f'"latency_ms":{lat}'])
    elif t == 1:
        rid = uuid4()
        dur = R.randint(3, 400)
        parts = [ts, "level=WARN", "svc=kyc", f"req_id={rid}", f'{k["name"]}="{p["name"]}"', f'{k["phone"]}="{p["phone"]}"',
                 f'{k["email"]}={p["email"]}']
        parts += [f'{kk}={v}' if " " not in v else f'{kk}="{v}"' for kk, v in ex]
        parts += ["status=422", f"dur={dur}ms", "err=DOCUMENT_MISMATCH"]
        add("pii_locale", f"key=value application log with local-language keys, {src_cc}",
            text=" ".join(parts), private=priv[:2] + [p["email"]] + [v for _, v in ex],
            keep=[ts, "status=422", f"dur={dur}ms", "err=DOCUMENT_MISMATCH", rid])
    elif t == 2:
        trace = hexs(32)
        parts = [f"time={ts}", "level=info", f'msg="{p["msg"]}: {p["name"]}, {p["phone"]}"',
                 f'{k["dob"]}={p["dob"]}', f'{k["addr"]}="{p["addr"]}"']
        for kk, v in ex:
            parts.append(f'{kk}="{v}"')
        parts += [f"trace_id={trace}", "http.status=201"]
        add("pii_locale", f"logfmt (github.com/go-logfmt) application log, {src_cc}", text=" ".join(parts),
            private=priv + [p["dob"]], keep=[f"time={ts}", "level=info", f"trace_id={trace}", "http.status=201"])
    elif t == 3:
        import csv
        import io
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["row", "created_at", k["name"], k["phone"], k["email"], k["addr"], "status"] + ([k.get("id", "id")] if p["id"] else []))
        rows = []
        for n, pp in enumerate([p, q]):
            c = ts_iso(ms=False)
            st = R.choice(["ACTIVE", "PENDING_KYC", "CLOSED"])
            w.writerow([n + 1, c, pp["name"], pp["phone"], pp["email"], pp["addr"], st] + ([pp["id"]] if p["id"] else []))
            rows.append((c, st))
        lines = buf.getvalue().rstrip("\n").split("\n")
        add("pii_locale", f"CSV export (RFC 4180) with local-language header, {src_cc}", lines=lines,
            private=[p["name"], p["phone"], p["email"], p["addr"], q["name"], q["phone"], q["email"], q["addr"]] + ([p["id"], q["id"]] if p["id"] else []),
            keep=[rows[0][0], rows[1][0], "created_at", "status"] + [f",{rows[0][1]}"])
    elif t == 4:
        tk = f"SUP-{R.randint(10000, 99999)}"
        amt = f"{R.randint(10, 900)}.{R.randint(0, 99):02d}"
        lines = [f"Ticket {tk} | opened {ts} | priority P2 | queue=refunds",
                 f"Note: customer {p['name']} called from {p['phone']}, refund of {amt} failed with E-4012.",
                 f"Ship-to confirmed: {p['addr']}; e-mail on file {p['email']}."]
        pv = [p["name"], p["phone"], p["addr"], p["email"]]
        if ex:
            lines.append(f"Identity checked against {p['idlabel'] or ex[0][0]} {ex[0][1]} (match score 0.97).")
            pv.append(ex[0][1])
        add("pii_locale", f"help-desk ticket notes (free text), {src_cc}", lines=lines, private=pv,
            keep=[tk, ts, "E-4012", amt, "priority P2"])
    elif t == 5:
        h = R.randint(8, 20)
        t1, t2, t3 = f"[{h}:0{R.randint(0, 4)}:{R.randint(10, 59)}]", f"[{h}:0{R.randint(5, 7)}:{R.randint(10, 59)}]", f"[{h}:{R.randint(10, 59)}:{R.randint(10, 59)}]"
        conv = f"conv_{hexs(10)}"
        lines = [f"--- chat transcript {conv} started {ts} ---",
                 f"{t1} Customer: hi, it's {p['name']}, package not delivered",
                 f"{t2} Customer: {p['addr']}, call me {p['phone']}",
                 f"{t3} Agent: thanks, reshipment created, waybill WB{digs(10)} (SLA 48h)"]
        if p["id"]:
            lines.insert(3, f"{t2} Customer: {p['idlabel']} {p['id']} if you need it")
        add("pii_locale", f"customer-support chat transcript export, {src_cc}", lines=lines,
            private=[p["name"], p["addr"], p["phone"]] + ([p["id"]] if p["id"] else []), keep=[conv, ts, t1, "SLA 48h"])
    elif t == 6:
        ms = R.randint(40, 900)
        msgid = f"SM{hexs(32)}"
        idt = f" ref {p['id']}" if p["id"] else ""
        add("pii_locale", f"SMS gateway delivery log free-text line, {src_cc} national number without +",
            text=f"{ts} INFO sms.dispatch sent to {p['phone']} ({p['name']}{idt}) template=delivery_v3 provider_status=DELIVERED msg_id={msgid} {ms}ms",
            private=[p["phone"], p["name"]] + ([p["id"]] if p["id"] else []), keep=[ts, "provider_status=DELIVERED", msgid, f"{ms}ms", "template=delivery_v3"])
    else:
        c = ts_iso(ms=False)
        row = [f"C{R.randint(100000, 999999)}", p["name"], p["dob"], p["phone"], p["email"]]
        pv = [p["name"], p["dob"], p["phone"], p["email"]]
        if ex:
            row.append(ex[0][1])
            pv.append(ex[0][1])
        row += ["v2.3.1", c]
        add("pii_locale", f"TSV export row without header/keys, {src_cc}", text="\t".join(row), private=pv,
            keep=[row[0], "v2.3.1", c])


def gen_pii():
    P = profiles()
    Q = profiles()
    for i, (p, q) in enumerate(zip(P, Q)):
        pii_record(i, p, q)
    # extra mixed-script free-text and export lines
    for j, idx in enumerate([1, 10, 20, 31, 24, 12]):
        p = Q[idx]
        pii_record(i + 1 + j + (idx % 3), p, P[(idx + 5) % len(P)])

# ---------------------------------------------------------------- positional
USERS = ["jkowalski", "svc_billing", "deploy_ci", "m.ivanova", "backup_rw", "report_ro", "a.nguyen", "etl_loader",
         "ops-amara", "tkaur", "replicator", "hr_app", "s.okonkwo", "webmaster2", "dchen", "payroll_svc"]
HOSTP = ["db-prod", "pg-main", "mysql-ledger", "cache", "mq", "ldap", "files", "ci-runner", "edge", "vault", "bastion", "smtp-relay"]


def user():
    return R.choice(USERS) + (str(R.randint(1, 9)) if R.random() < 0.3 else "")


def host(prefix=None):
    return f"{prefix or R.choice(HOSTP)}-{R.randint(1, 40):02d}"


def fqdn(prefix=None, dom=None):
    return f"{host(prefix)}.{dom or R.choice(['corp.example.com', 'prod.example.net', 'internal.example.org', 'example.com'])}"


def pid():
    return str(R.randint(300, 65000))


def gen_positional():
    C = "positional"
    # 1 mysql client flags (mysql(1): --password / -pPASS without space)
    h, u, p = fqdn("mysql-ledger"), user(), pw()
    add(C, "bash history / ps listing of mysql(1) client; -p<password> has no space per MySQL client manual",
        lines=[f"  512  mysql -h {h} -P 3306 -u {u} -p{p} ledger -e \"SELECT COUNT(*) FROM invoices WHERE status='OPEN'\"",
               "mysql: [Warning] Using a password on the command line interface can be insecure.",
               "ERROR 1045 (28000): Access denied for user '" + u + "'@'" + (ip := ip_priv()) + "' (using password: YES)"],
        secrets=[p], private=[h, u, ip], keep=["-P 3306", "SELECT COUNT(*) FROM invoices WHERE status='OPEN'", "ERROR 1045 (28000)", "(using password: YES)"])
    # 2 psql URI
    u, p, ip = user(), pw_alnum(18), ip_priv()
    add(C, "psql(1) connection URI (PostgreSQL libpq docs, 34.1.1 Connection URIs) and libpq error text",
        lines=[f"$ psql \"postgresql://{u}:{p}@{ip}:5432/orders?sslmode=verify-full&connect_timeout=10\"",
               f"psql: error: connection to server at \"{ip}\", port 5432 failed: FATAL:  password authentication failed for user \"{u}\""],
        secrets=[p], private=[u, ip], keep=["5432", "sslmode=verify-full", "FATAL:  password authentication failed for user"])
    # 3 mongodb+srv
    u, p = user(), pw_alnum(20)
    cl = f"cluster{R.randint(0, 9)}.{rs('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.example.net"
    ts = ts_iso()
    add(C, "MongoDB connection string (mongodb+srv URI, MongoDB manual 'Connection String URI Format') in app startup log",
        text=f"{ts} INFO  [main] o.s.d.m.MongoClientFactory - connecting to mongodb+srv://{u}:{p}@{cl}/analytics?retryWrites=true&w=majority&appName=reporter",
        secrets=[p], private=[u, cl], keep=[ts, "retryWrites=true&w=majority", "INFO", "[main]"])
    # 4 redis-cli -a
    h, p = fqdn("cache"), pw_alnum(24)
    add(C, "redis-cli(1) -a <password> with the client's own warning line (redis-cli 7.x)",
        lines=[f"$ redis-cli -h {h} -p 6380 --tls -a {p} INFO replication",
               "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.",
               "# Replication", "role:master", "connected_slaves:2"],
        secrets=[p], private=[h], keep=["-p 6380", "role:master", "connected_slaves:2", "# Replication"])
    # 5 redis MONITOR AUTH
    ip, p, u = ip_priv(), pw_alnum(32), user()
    t0 = 1717000000 + R.randint(0, 9999999)
    add(C, "Redis MONITOR output (redis.io MONITOR command docs): AUTH arguments are positional",
        lines=[f"{t0}.{R.randint(100000, 999999)} [0 {ip}:{R.randint(30000, 60000)}] \"AUTH\" \"{u}\" \"{p}\"",
               f"{t0}.{R.randint(100000, 999999)} [0 {ip}:{R.randint(30000, 60000)}] \"HGETALL\" \"cart:9f2c\""],
        secrets=[p], private=[ip, u], keep=[str(t0), "\"HGETALL\" \"cart:9f2c\"", "\"AUTH\""])
    # 6 redis ACL SETUSER
    u, p = user(), pw_alnum(22)
    add(C, "Redis ACL SETUSER rule syntax (>password) in redis-cli session / ACL file (redis.io ACL docs)",
        text=f"127.0.0.1:6379> ACL SETUSER {u} on >{p} ~cached:* &notify:* +get +set -@dangerous",
        secrets=[p], private=[u], keep=["ACL SETUSER", "~cached:*", "+get +set -@dangerous", "127.0.0.1:6379>"])
    # 7 IMAP LOGIN
    u, p, h = user(), pw(), fqdn("imap")
    add(C, "IMAP4rev1 session transcript, RFC 3501 section 6.2.3 LOGIN",
        lines=[f"S: * OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ STARTTLS AUTH=PLAIN] {h} ready.",
               f"C: a001 LOGIN {u} {p}", "S: a001 OK [CAPABILITY IMAP4rev1 SORT THREAD=REFERENCES] Logged in",
               "C: a002 SELECT INBOX", "S: * 172 EXISTS", "S: a002 OK [READ-WRITE] Select completed (0.002 + 0.000 secs)."],
        secrets=[p], private=[u, h], keep=["a001 OK", "* 172 EXISTS", "Select completed (0.002 + 0.000 secs).", "a002 SELECT INBOX"])
    # 8 FTP
    u, p, ip = user(), pw(), ip_doc()
    add(C, "FTP control-connection transcript, RFC 959 USER/PASS with vsftpd reply texts",
        lines=[f"Connected to {ip}.", "220 (vsFTPd 3.0.5)", f"USER {u}", "331 Please specify the password.", f"PASS {p}",
               "230 Login successful.", "227 Entering Passive Mode (192,0,2,15,195,149).", "226 Transfer complete."],
        secrets=[p], private=[ip, u], keep=["220 (vsFTPd 3.0.5)", "331 Please specify the password.", "230 Login successful.", "226 Transfer complete."])
    # 9 POP3
    u, p = user(), pw()
    add(C, "POP3 transcript, RFC 1939 USER/PASS commands",
        lines=["+OK Dovecot ready.", f"USER {u}", "+OK", f"PASS {p}", "+OK Logged in.", "STAT", "+OK 12 48213"],
        secrets=[p], private=[u], keep=["+OK Dovecot ready.", "+OK Logged in.", "+OK 12 48213"])
    # 10 .pgpass
    h1, h2, u1, u2, p1, p2 = fqdn("pg-main"), fqdn("pg-replica"), user(), user(), pw_alnum(16), pw(12)
    add(C, "~/.pgpass password file, PostgreSQL docs 34.16 (hostname:port:database:username:password)",
        lines=["# hostname:port:database:username:password", f"{h1}:5432:billing:{u1}:{p1}", f"{h2}:6432:*:{u2}:{p2}"],
        secrets=[p1, p2], private=[h1, h2, u1, u2], keep=[":5432:billing:", ":6432:*:", "# hostname:port:database:username:password"])
    # 11 .netrc
    h, u, p = fqdn("artifacts"), user(), pw_alnum(20)
    add(C, "~/.netrc, netrc(5) / curl --netrc 'machine login password' tokens",
        lines=[f"machine {h} login {u} password {p}", "default login anonymous password guest@"],
        secrets=[p], private=[h, u], keep=["machine", "default login anonymous"])
    # 12 htpasswd
    u1, u2 = user(), user()
    hsh1 = "$apr1$" + rs(B62, 8) + "$" + rs(B62 + "./", 22)
    hsh2 = "$2y$10$" + rs(B62 + "./", 53)
    add(C, "Apache htpasswd file lines (htpasswd(1): $apr1$ MD5 and $2y$ bcrypt formats)",
        lines=["==> /etc/apache2/.htpasswd <==", f"{u1}:{hsh1}", f"{u2}:{hsh2}", "AH01617: user authentication failure for \"/admin\": Password Mismatch"],
        secrets=[hsh1, hsh2], private=[u1, u2], keep=["/etc/apache2/.htpasswd", "AH01617", "Password Mismatch"])
    # 13 shadow
    u = user()
    hs = "$6$" + rs(B62 + "./", 16) + "$" + rs(B62 + "./", 86)
    add(C, "/etc/shadow entry, shadow(5) with SHA-512 crypt(3) hash",
        lines=[f"# getent shadow {u}", f"{u}:{hs}:19842:0:99999:7:::"], secrets=[hs], private=[u], keep=[":19842:0:99999:7:::", "# getent shadow"])
    # 14 sshd accepted / failed
    hn, ip, pi, u = host("bastion"), ip_doc(), pid(), user()
    fp = "SHA256:" + base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
    ts = ts_syslog()
    add(C, "OpenSSH sshd auth.log lines (RFC 3164 syslog header; sshd 'Accepted publickey for USER from IP port N')",
        lines=[f"{ts} {hn} sshd[{pi}]: Accepted publickey for {u} from {ip} port 52144 ssh2: ED25519 {fp}",
               f"{ts} {hn} sshd[{pi}]: pam_unix(sshd:session): session opened for user {u}(uid=1003) by (uid=0)"],
        private=[hn, ip, f"[{pi}]", u], keep=[ts, "port 52144 ssh2", fp, "session opened for user", "(uid=1003)"])
    # 15 sudo with password in COMMAND
    hn, u, p = host("app"), user(), pw()
    ts = ts_syslog()
    add(C, "sudo(8) syslog line (TTY ; PWD ; USER ; COMMAND) with a password in the logged command",
        text=f"{ts} {hn} sudo:   {u} : TTY=pts/2 ; PWD=/home/{u} ; USER=postgres ; COMMAND=/usr/bin/pg_dump --dbname=postgresql://dump:{p}@localhost/crm -Fc",
        secrets=[p], private=[hn, u], keep=[ts, "TTY=pts/2", "COMMAND=/usr/bin/pg_dump", "-Fc"])
    # 16 cron
    hn, pi, u, p = host("batch"), pid(), user(), pw()
    ts = ts_syslog()
    add(C, "cron(8) syslog CMD line (Debian cron) running mysqldump -u USER -pPASS",
        text=f"{ts} {hn} CRON[{pi}]: ({u}) CMD (/usr/bin/mysqldump --single-transaction -u {u} -p{p} shop | gzip > /var/backups/shop.sql.gz)",
        secrets=[p], private=[hn, f"[{pi}]", u], keep=[ts, "--single-transaction", "/var/backups/shop.sql.gz", "CMD ("])
    # 17 PAM failure
    hn, pi, ip, u = host("bastion"), pid(), ip_doc(), user()
    ts = ts_syslog()
    add(C, "pam_unix authentication failure line (Linux-PAM pam_unix(8)) in auth.log",
        text=f"{ts} {hn} sshd[{pi}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={u}",
        private=[hn, f"[{pi}]", ip, u], keep=[ts, "pam_unix(sshd:auth): authentication failure", "tty=ssh"])
    # 18 MySQL general log CREATE USER
    u, p, ip, u2 = user(), pw(), ip_priv(), user()
    ts = ts_iso(ms=False)
    add(C, "MySQL 8 general query log (Id Command Argument) with CREATE USER ... IDENTIFIED BY",
        lines=[f"{ts}\t   41 Connect\t{u2}@{ip} on  using TCP/IP",
               f"{ts}\t   41 Query\tCREATE USER '{u}'@'10.%' IDENTIFIED BY '{p}' PASSWORD EXPIRE INTERVAL 90 DAY"],
        secrets=[p], private=[u, u2, ip], keep=[ts, "41 Connect", "PASSWORD EXPIRE INTERVAL 90 DAY", "using TCP/IP"])
    # 19 PostgreSQL log ALTER ROLE
    u, p = user(), pw_alnum(18)
    ts = ts_iso(ms=True, z=False).replace("T", " ")
    pi = pid()
    add(C, "PostgreSQL server log, log_line_prefix='%m [%p] %q%u@%d ' with log_statement=ddl",
        text=f"{ts} UTC [{pi}] postgres@crm LOG:  statement: ALTER ROLE {u} WITH LOGIN PASSWORD '{p}' VALID UNTIL '2025-12-31'",
        secrets=[p], private=[f"[{pi}]", u], keep=[ts, "LOG:  statement: ALTER ROLE", "VALID UNTIL '2025-12-31'"])
    # 20 pgaudit
    u, p = user(), pw_alnum(16)
    add(C, "pgAudit session audit record (AUDIT: SESSION,statement_id,substatement_id,class,command,...) per pgaudit README",
        text=f"AUDIT: SESSION,7,1,ROLE,CREATE ROLE,,,CREATE ROLE {u} LOGIN PASSWORD '{p}' CONNECTION LIMIT 5,<not logged>",
        secrets=[p], private=[u], keep=["AUDIT: SESSION,7,1,ROLE,CREATE ROLE", "CONNECTION LIMIT 5", "<not logged>"])
    # 21 sqlplus
    u, p, h = user(), pw_alnum(12), fqdn("ora")
    add(C, "Oracle SQL*Plus command line user/password@//host:port/service (Easy Connect naming)",
        lines=[f"$ sqlplus -S {u}/{p}@//{h}:1521/ORCLPDB1 @nightly_close.sql",
               "ORA-28001: the password has expired"],
        secrets=[p], private=[u, h], keep=[":1521/ORCLPDB1", "ORA-28001", "@nightly_close.sql"])
    # 22 git clone with credentials
    u, tok, h = user(), pw_alnum(28), fqdn("git")
    add(C, "git clone over HTTPS with userinfo in URL (git-clone(1) GIT URLS) and git progress output",
        lines=[f"+ git clone --depth 1 https://{u}:{tok}@{h}/platform/billing-api.git", "Cloning into 'billing-api'...",
               "remote: Enumerating objects: 1843, done.", "Receiving objects: 100% (1843/1843), 2.41 MiB | 11.02 MiB/s, done."],
        secrets=[tok], private=[u, h], keep=["Cloning into 'billing-api'...", "1843/1843", "--depth 1", "/platform/billing-api.git"])
    # 23 docker login
    u, p, h = user(), pw_alnum(20), fqdn("registry")
    add(C, "docker login -u/-p CLI with Docker's own insecure-password warning",
        lines=[f"$ docker login -u {u} -p {p} {h}", "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
               "Login Succeeded"], secrets=[p], private=[u, h], keep=["WARNING! Using --password via the CLI is insecure.", "Login Succeeded"])
    # 24 ldapsearch
    u, p, h = user(), pw(), fqdn("ldap")
    add(C, "ldapsearch(1) with -D binddn -w passwd (OpenLDAP client manual)",
        lines=[f"ldapsearch -x -H ldaps://{h}:636 -D \"uid={u},ou=svc,dc=example,dc=com\" -w '{p}' -b \"ou=people,dc=example,dc=com\" \"(mail=*)\" cn",
               "ldap_bind: Invalid credentials (49)"],
        secrets=[p], private=[u, h], keep=["ldap_bind: Invalid credentials (49)", "\"(mail=*)\"", ":636"])
    # 25 smbclient user%pass
    u, p, h = user(), pw(), host("files")
    add(C, "smbclient(1) -U DOMAIN\\user%password (Samba manual)",
        lines=[f"smbclient //{h}/finance -U 'CORP\\{u}%{p}' -c 'ls'", "session setup failed: NT_STATUS_LOGON_FAILURE"],
        secrets=[p], private=[u, h], keep=["NT_STATUS_LOGON_FAILURE", "-c 'ls'", "/finance"])
    # 26 postfix sasl_passwd
    u, p = f"relay{R.randint(1, 9)}@example.com", pw()
    add(C, "Postfix sasl_passwd table ([host]:port user:password) per SASL_README",
        lines=["# /etc/postfix/sasl_passwd", f"[smtp.example.net]:587 {u}:{p}"],
        secrets=[p], private=[u, "smtp.example.net"], keep=["]:587", "# /etc/postfix/sasl_passwd"])
    # 27 OpenVPN auth-user-pass file
    u, p = user(), pw()
    add(C, "OpenVPN --auth-user-pass file (username on line 1, password on line 2, openvpn(8))",
        lines=["==> /etc/openvpn/client/auth.txt <==", u, p, "==> /etc/openvpn/client/client.conf (excerpt) <==", "auth-user-pass /etc/openvpn/client/auth.txt", "remote-cert-tls server"],
        secrets=[p], private=[u], keep=["auth-user-pass /etc/openvpn/client/auth.txt", "remote-cert-tls server"])
    # 28 amqp url
    u, p, h = user(), pw_alnum(18), fqdn("mq")
    ts = ts_iso()
    add(C, "AMQP 0-9-1 URI (RabbitMQ URI spec amqps://user:pass@host:port/vhost) in a worker log",
        text=f"[{ts}] celery.worker.consumer INFO: Connected to amqps://{u}:{p}@{h}:5671/%2Fprod",
        secrets=[p], private=[u, h], keep=[ts, ":5671/%2Fprod", "celery.worker.consumer INFO: Connected to"])
    # 29 snmp community
    comm, ip = pw_alnum(14), ip_doc()
    add(C, "snmpwalk(1) -c community (Net-SNMP) and its output line",
        lines=[f"snmpwalk -v2c -c {comm} {ip} 1.3.6.1.2.1.1.3.0", "DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (81234567) 9 days, 9:39:05.67"],
        secrets=[comm], private=[ip], keep=["-v2c", "1.3.6.1.2.1.1.3.0", "Timeticks: (81234567)"])
    # 30 Cisco IOS running-config
    u = user()
    h5 = "$1$" + rs(B62, 4) + "$" + rs(B62 + "./", 22)
    h9 = "$9$" + rs(B62 + "./", 14) + "$" + rs(B62 + "./", 43)
    comm = pw_alnum(12)
    add(C, "Cisco IOS running-config lines (username ... secret 5/9, snmp-server community) per IOS command reference",
        lines=["!", f"username {u} privilege 15 secret 5 {h5}", f"enable secret 9 {h9}", f"snmp-server community {comm} RO 10",
               "interface GigabitEthernet0/1", " ip address 192.168.10.1 255.255.255.0"],
        secrets=[h5, h9, comm], private=[u], keep=["privilege 15 secret 5", "interface GigabitEthernet0/1", "RO 10", "255.255.255.0"])
    # 31 ipmitool
    ip, u, p = ip_priv(), user(), pw_alnum(12)
    add(C, "ipmitool(1) -I lanplus -H -U -P invocation and output",
        lines=[f"ipmitool -I lanplus -H {ip} -U {u} -P {p} chassis power status", "Chassis Power is on"],
        secrets=[p], private=[ip, u], keep=["chassis power status", "Chassis Power is on", "-I lanplus"])
    # 32 htpasswd -b
    u, p = user(), pw()
    add(C, "htpasswd(1) batch mode (-b passwdfile username password)",
        text=f"root@web-03:~# htpasswd -bB /etc/nginx/.htpasswd {u} '{p}'  # Adding password for user {u}",
        secrets=[p], private=[u, "web-03"], keep=["-bB", "/etc/nginx/.htpasswd"])
    # 33 mosquitto_pub
    h, u, p = fqdn("mqtt"), user(), pw_alnum(16)
    add(C, "mosquitto_pub(1) -u username -P password",
        lines=[f"mosquitto_pub -h {h} -p 8883 --cafile ca.crt -u {u} -P {p} -t plant/line4/temp -m 71.5 -q 1",
               "Connection error: Connection Refused: not authorised."],
        secrets=[p], private=[h, u], keep=["-p 8883", "plant/line4/temp", "Connection Refused: not authorised."])
    # 34 openssl pass:
    p1, p2 = pw(), pw()
    add(C, "openssl(1) pass phrase arguments (openssl-passphrase-options: pass:password)",
        text=f"openssl pkcs12 -export -in svc.crt -inkey svc.key -passin pass:{p1} -out svc.p12 -passout pass:{p2} -macalg sha256",
        secrets=[p1, p2], keep=["pkcs12 -export", "-macalg sha256", "svc.p12"])
    # 35 ssh -v
    h, u = fqdn("bastion"), user()
    ip = ip_doc()
    add(C, "ssh(1) -v client debug output (OpenSSH 9.x 'Authenticating to HOST:PORT as USER')",
        lines=[f"debug1: Connecting to {h} [{ip}] port 2222.", "debug1: Connection established.",
               "debug1: Remote protocol version 2.0, remote software version OpenSSH_9.6",
               f"debug1: Authenticating to {h}:2222 as '{u}'", "debug1: Authentication succeeded (publickey)."],
        private=[h, ip, u], keep=["port 2222", "OpenSSH_9.6", "Authentication succeeded (publickey).", "debug1: Connection established."])
    # 36 JDBC SQL Server
    h, u, p = fqdn("sql"), user(), pw()
    add(C, "Microsoft JDBC driver connection URL (jdbc:sqlserver://host:port;prop=value;...) in HikariCP startup log",
        text=f"HikariPool-1 - Starting... url=jdbc:sqlserver://{h}:1433;databaseName=hr;user={u};password={p};encrypt=true;loginTimeout=30",
        secrets=[p], private=[h, u], keep=["HikariPool-1 - Starting...", ":1433;databaseName=hr", "encrypt=true;loginTimeout=30"])

# ---------------------------------------------------------------- infra


def podname(app):
    return f"{app}-{rs('bcdfghjklmnpqrstvwxz2456789', 10)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"


def ec2node():
    ip = ip_priv().split(".")
    return f"ip-10-{ip[1]}-{ip[2]}-{ip[3]}.eu-west-1.compute.internal"


def acct():
    return digs(12, True)


def gen_infra():
    C = "infra"
    # 1 RFC 5424
    hn, pi = fqdn("api"), pid()
    ts = ts_iso()
    add(C, "RFC 5424 syslog message (PRI VERSION TIMESTAMP HOSTNAME APP-NAME PROCID MSGID [SD])",
        text=f"<165>1 {ts} {hn} billingd {pi} ID47 [exampleSDID@32473 iut=\"3\" eventSource=\"Application\"] invoice batch finished in 812ms, 4096 rows",
        private=[hn, pi], keep=[ts, "<165>1", "ID47", "812ms", "4096 rows"])
    # 2 RFC 3164 kernel OOM
    hn, pi = host("worker"), pid()
    ts = ts_syslog()
    add(C, "RFC 3164 BSD syslog, Linux kernel OOM-killer message",
        lines=[f"{ts} {hn} kernel: [{R.randint(100000, 999999)}.{R.randint(100000, 999999)}] Out of memory: Killed process {pi} (java) total-vm:8388608kB, anon-rss:6291456kB, file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:13200kB oom_score_adj:0"],
        private=[hn, pi], keep=[ts, "Out of memory: Killed process", "anon-rss:6291456kB", "oom_score_adj:0"])
    # 3 kubectl get pods -o wide
    rows = []
    pv = []
    for st, rst in [("Running", "0"), ("CrashLoopBackOff", "7 (41s ago)"), ("Running", "1 (3h12m ago)")]:
        pn, ip, nd = podname("checkout-api"), f"10.244.{R.randint(0, 9)}.{R.randint(2, 250)}", ec2node()
        rows.append(f"{pn:<38}{'1/1' if st == 'Running' else '0/1':<8}{st:<19}{rst:<16}{R.randint(2, 40)}d   {ip:<14}{nd:<48}<none>           <none>")
        pv += [pn, ip, nd]
    add(C, "kubectl get pods -o wide table output (kubectl reference)",
        lines=["NAME                                  READY   STATUS             RESTARTS        AGE   IP            NODE                                            NOMINATED NODE   READINESS GATES"] + rows,
        private=pv, keep=["CrashLoopBackOff", "7 (41s ago)", "READINESS GATES", "Running"])
    # 4 kubectl describe events
    pn, nd = podname("payments-worker"), ec2node()
    add(C, "kubectl describe pod Events section (scheduler/kubelet event reasons)",
        lines=["Events:", "  Type     Reason            Age   From               Message", "  ----     ------            ----  ----               -------",
               f"  Normal   Scheduled         3m    default-scheduler  Successfully assigned payments/{pn} to {nd}",
               "  Warning  FailedScheduling  4m    default-scheduler  0/12 nodes are available: 3 Insufficient memory, 9 node(s) had untolerated taint {dedicated: gpu}.",
               "  Warning  BackOff           12s   kubelet            Back-off restarting failed container worker in pod " + pn + "_payments(" + (uid := uuid4()) + ")"],
        private=[pn, nd], keep=["0/12 nodes are available: 3 Insufficient memory", "FailedScheduling", "Back-off restarting failed container", uid])
    # 5 klog kubelet
    pn, pi = podname("search-indexer"), pid()
    add(C, "klog header format (Lmmdd hh:mm:ss.uuuuuu threadid file:line] msg) from kubelet",
        text=f"E0{R.randint(1, 9)}{R.randint(10, 28)} 14:02:{R.randint(10, 59)}.{digs(6)} {pi:>7} pod_workers.go:1298] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"indexer\\\" with ImagePullBackOff\" pod=\"search/{pn}\" podUID=\"{(u2 := uuid4())}\"",
        private=[pn, pi], keep=["pod_workers.go:1298]", "ImagePullBackOff", u2, "Error syncing pod, skipping"])
    # 6 CloudTrail
    ac, usr, ip = acct(), user(), ip_doc()
    ev, rq = uuid4(), uuid4()
    obj = {"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "principalId": "AIDA" + rs(UPPER32, 17), "arn": f"arn:aws:iam::{ac}:user/{usr}",
           "accountId": ac, "userName": usr}, "eventTime": (et := ts_iso(ms=False)), "eventSource": "s3.amazonaws.com", "eventName": "DeleteBucketPolicy",
           "awsRegion": "eu-central-1", "sourceIPAddress": ip, "userAgent": "aws-cli/2.15.30", "errorCode": "AccessDenied", "requestID": rq, "eventID": ev}
    add(C, "AWS CloudTrail record (CloudTrail record contents, userIdentity element)", text=jd(obj),
        private=[ac, usr, ip, obj["userIdentity"]["principalId"]], keep=[et, "DeleteBucketPolicy", "AccessDenied", rq, ev, "aws-cli/2.15.30"])
    # 7 GCP audit log
    proj = f"acme-prod-{R.randint(100, 999)}"
    em, ip = f"{user()}@example.com", ip_doc()
    obj = {"protoPayload": {"@type": "type.googleapis.com/google.cloud.audit.AuditLog", "status": {"code": 7, "message": "PERMISSION_DENIED"},
           "authenticationInfo": {"principalEmail": em}, "requestMetadata": {"callerIp": ip, "callerSuppliedUserAgent": "google-cloud-sdk gcloud/467.0.0"},
           "serviceName": "compute.googleapis.com", "methodName": "v1.compute.instances.delete",
           "resourceName": f"projects/{proj}/zones/europe-west4-a/instances/{(vm := host('vm-batch'))}"},
           "insertId": (iid := rs("abcdefghijklmnopqrstuvwxyz0123456789", 12)), "severity": "ERROR", "timestamp": (t := ts_iso())}
    add(C, "Google Cloud Audit Logs LogEntry with AuditLog protoPayload", text=jd(obj), private=[em, ip, proj, vm],
        keep=["PERMISSION_DENIED", "v1.compute.instances.delete", iid, t, "gcloud/467.0.0"])
    # 8 ALB access log (field order from AWS ELB docs)
    ac, cip, tip = acct(), ip_doc(), ip_priv()
    lb = f"app/{host('shop-alb')}/{hexs(16)}"
    root = f"Root=1-{hexs(8)}-{hexs(24)}"
    t = ts_iso(ms=False).replace("Z", f".{digs(6)}Z")
    tg = f"arn:aws:elasticloadbalancing:eu-west-1:{ac}:targetgroup/{host('tg-web')}/{hexs(16)}"
    add(C, "AWS Application Load Balancer access log entry (documented field order)",
        text=f"h2 {t} {lb} {cip}:{R.randint(1024, 65000)} {tip}:8080 0.001 0.214 0.000 502 502 118 451 \"GET https://shop.example.com:443/api/v2/cart HTTP/2.0\" \"Mozilla/5.0\" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 {tg} \"{root}\" \"shop.example.com\" \"arn:aws:acm:eu-west-1:{ac}:certificate/{uuid4()}\" 0 {t} \"forward\" \"-\" \"-\" \"{tip}:8080\" \"502\" \"-\" \"-\"",
        private=[lb, cip, tip, ac, tg.split('/')[1]], keep=[root, "0.001 0.214 0.000 502 502", "GET https://shop.example.com:443/api/v2/cart HTTP/2.0", "TLSv1.2"])
    # 9 nginx combined
    ip, u = ip_doc(), user()
    tsl = ts_clf()
    add(C, "nginx 'combined' log_format ($remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent ...)",
        text=f"{ip} - {u} [{tsl}] \"POST /v1/reports/export?format=csv HTTP/1.1\" 504 167 \"-\" \"python-requests/2.31.0\" rt=60.001 uct=\"0.000\" urt=\"60.000\"",
        private=[ip, u], keep=[tsl, "POST /v1/reports/export?format=csv HTTP/1.1", "\" 504 167", "rt=60.001"])
    # 10 HAProxy
    hn, pi, cip = host("lb"), pid(), ip_doc()
    srv = host("web")
    add(C, "HAProxy HTTP log format (haproxy configuration manual 8.2.3)",
        text=f"{ts_syslog()} {hn} haproxy[{pi}]: {cip}:{R.randint(1024, 65000)} [{(hts := '12/Mar/2024:10:14:14.655')}] https-in~ be_app/{srv} 10/0/30/5069/5109 503 212 - - sH-- 12/11/3/1/0 0/0 \"GET /healthz HTTP/1.1\"",
        private=[hn, f"[{pi}]", cip, srv], keep=[hts, "10/0/30/5069/5109", "sH--", "GET /healthz HTTP/1.1"])
    # 11 Envoy default access log
    up, rid = f"{ip_priv()}:8080", uuid4()
    add(C, "Envoy default access log format (envoy docs: access log 'Default format string')",
        text=f"[{ts_iso()}] \"GET /reviews/0 HTTP/1.1\" 503 UF,URX 0 91 3001 - \"-\" \"Go-http-client/1.1\" \"{rid}\" \"reviews.bookinfo.svc.cluster.local:9080\" \"{up}\" outbound|9080||reviews.bookinfo.svc.cluster.local - {ip_priv()}:9080 {(dip := ip_priv())}:51562 - default",
        private=[up, dip, "reviews.bookinfo.svc.cluster.local"], keep=[rid, "503 UF,URX", "GET /reviews/0 HTTP/1.1", "outbound|9080||"])
    # 12 Slurm
    jid = R.randint(100000, 999999)
    nl = f"gpu-node[{R.randint(10, 40):03d}-{R.randint(41, 60):03d}]"
    hn = host("slurmctl")
    add(C, "Slurm slurmctld log lines (sched: Allocate JobId= NodeList=) and sacct --format output",
        lines=[f"[{ts_iso(z=False)}] sched: Allocate JobId={jid} NodeList={nl} #CPUs=256 Partition=a100", 
               f"[{ts_iso(z=False)}] _job_complete: JobId={jid} WEXITSTATUS 137",
               f"$ ssh {hn} sacct -j {jid} --format=JobID,State,ExitCode,Elapsed,NodeList",
               f"{jid}         OUT_OF_ME+    0:125   02:14:07 {nl}"],
        private=[nl, hn], keep=[f"JobId={jid}", "WEXITSTATUS 137", "Partition=a100", "02:14:07", "OUT_OF_ME+"])
    # 13 Cisco IOS syslog
    dip, hn = ip_priv(), host("core-sw")
    seq = R.randint(1000, 9999)
    add(C, "Cisco IOS syslog message format (seq: timestamp: %FACILITY-SEVERITY-MNEMONIC: text) relayed via RFC 3164",
        text=f"{ts_syslog()} {dip} {seq}: {hn}: *Mar 12 10:14:02.331 UTC: %LINEPROTO-5-UPDOWN: Line protocol on Interface TenGigabitEthernet1/0/24, changed state to down",
        private=[dip, hn], keep=["%LINEPROTO-5-UPDOWN", "TenGigabitEthernet1/0/24", "*Mar 12 10:14:02.331 UTC", "changed state to down"])
    # 14 Junos BGP
    hn, peer, pi = host("edge-rtr"), ip_doc(), pid()
    add(C, "Junos OS rpd syslog (BGP_IO_ERROR_CLOSE_SESSION style event tags)",
        text=f"{ts_syslog()} {hn} rpd[{pi}]: BGP_PREFIX_THRESH_EXCEEDED: {peer} (External AS 64511): Configured maximum prefix-limit threshold(800000) exceeded for inet-unicast nlri: 812344 (instance master)",
        private=[hn, f"[{pi}]", peer], keep=["BGP_PREFIX_THRESH_EXCEEDED", "threshold(800000)", "812344", "AS 64511"])
    # 15 GitLab runner job log
    rn = host("docker-runner")
    rshort = rs(B62, 8)
    add(C, "GitLab Runner job log header (gitlab-runner 16.x 'Running with ... on NAME SHORTTOKEN')",
        lines=["Running with gitlab-runner 16.9.1 (782c6ecb)", f"  on {rn} {rshort}, system ID: s_{hexs(12)}",
               "Preparing the \"docker\" executor", "Using Docker executor with image golang:1.22.1-bookworm ...",
               f"Running on runner-{rshort.lower()}-project-4211-concurrent-0 via {(vm := host('gl-ci-vm'))}..."],
        private=[rn, rshort, vm, f"runner-{rshort.lower()}-project-4211-concurrent-0"], keep=["gitlab-runner 16.9.1 (782c6ecb)", "golang:1.22.1-bookworm", "Preparing the \"docker\" executor"])
    # 16 GitHub Actions runner
    rn, mn = host("gh-runner-ci"), f"fv-az{R.randint(100, 999)}-{R.randint(100, 999)}"
    add(C, "GitHub Actions runner 'Set up job' log lines",
        lines=[f"{(t := ts_iso(ms=False))} Current runner version: '2.314.1'", f"{t} Runner name: '{rn}'", f"{t} Machine name: '{mn}'",
               f"{t} ##[group]GITHUB_TOKEN Permissions", f"{t} Contents: read"],
        private=[rn, mn], keep=["'2.314.1'", "##[group]GITHUB_TOKEN Permissions", t])
    # 17 docker ps
    cn1, cn2 = f"{host('billing')}_worker_1", f"{host('billing')}_redis_1"
    c1, c2 = hexs(12), hexs(12)
    add(C, "docker ps table output (docker CLI reference)",
        lines=["CONTAINER ID   IMAGE                   COMMAND                  CREATED        STATUS                      PORTS                    NAMES",
               f"{c1}   registry.example.com/billing:4.2.0   \"/entrypoint.sh work…\"   2 hours ago    Restarting (1) 8 seconds ago                            {cn1}",
               f"{c2}   redis:7.2.4-alpine      \"docker-entrypoint.s…\"   2 hours ago    Up 2 hours (healthy)        0.0.0.0:6379->6379/tcp   {cn2}"],
        private=[cn1, cn2], keep=["Restarting (1) 8 seconds ago", "redis:7.2.4-alpine", "0.0.0.0:6379->6379/tcp", "billing:4.2.0"])
    # 18 etcd json
    mid = hexs(16)
    peer = f"https://{fqdn('etcd')}:2380"
    add(C, "etcd structured (zap JSON) server log",
        text=jd({"level": "warn", "ts": ts_iso(), "caller": "etcdserver/util.go:170", "msg": "apply request took too long", "took": "312.54ms",
                 "expected-duration": "100ms", "prefix": "read-only range ", "request": "key:\"/registry/leases/kube-node-lease/\" range_end:\"/registry/leases/kube-node-lease0\" ",
                 "local-member-id": mid, "peer-url": peer}),
        private=[peer.split("//")[1].split(":")[0]], keep=["apply request took too long", "\"took\":\"312.54ms\"", mid, "etcdserver/util.go:170"])
    # 19 Elasticsearch
    m, d, ip = host("es-master"), host("es-data"), ip_priv()
    nid = rs(B62 + "-_", 22)
    add(C, "Elasticsearch server log (log4j pattern [ts][LEVEL][logger] [node] msg)",
        text=f"[{ts_iso(z=False)}][INFO ][o.e.c.s.MasterService    ] [{m}] node-join[{{{d}}}{{{nid}}}{{{ip}}}{{{ip}:9300}}{{dim}} reason: joining after restart, removed [41.2s] ago with reason [disconnected]], term: 12, version: 88201",
        private=[m, d, ip], keep=[nid, "term: 12, version: 88201", ":9300", "removed [41.2s] ago"])
    # 20 Kafka
    b = fqdn("kafka")
    add(C, "Apache Kafka broker server.log (log4j '[ts] LEVEL message (logger)')",
        lines=[f"[2024-03-12 10:14:02,331] INFO [KafkaServer id=2] started (kafka.server.KafkaServer)",
               f"[2024-03-12 10:14:02,512] INFO Registered broker 2 at path /brokers/ids/2 with addresses: PLAINTEXT://{b}:9092, czxid (broker epoch): 4294971212 (kafka.zk.KafkaZkClient)",
               "[2024-03-12 10:14:07,004] WARN [ReplicaFetcher replicaId=2, leaderId=1, fetcherId=0] Error in response for fetch request (kafka.server.ReplicaFetcherThread)"],
        private=[b], keep=["[2024-03-12 10:14:02,331]", ":9092", "4294971212", "replicaId=2, leaderId=1"])
    # 21 terraform
    iid = "i-0" + hexs(16)
    add(C, "Terraform plan/apply CLI output (Refreshing state... [id=...])",
        lines=[f"aws_instance.batch[0]: Refreshing state... [id={iid}]", f"aws_route53_record.api: Refreshing state... [id=Z{rs(UPPER32, 13)}_{(fq := fqdn('api'))}_A]",
               "Plan: 2 to add, 1 to change, 0 to destroy."],
        private=[iid, fq], keep=["Plan: 2 to add, 1 to change, 0 to destroy.", "aws_instance.batch[0]", "aws_route53_record.api"])
    # 22 ansible
    h1, h2, ip = fqdn("web"), host("db"), ip_priv()
    add(C, "Ansible playbook output (ok:/fatal: [host]: UNREACHABLE! => {...})",
        lines=["TASK [common : ensure chrony is running] *****************************************", f"ok: [{h1}]",
               f"fatal: [{h2}]: UNREACHABLE! => {{\"changed\": false, \"msg\": \"Failed to connect to the host via ssh: ssh: connect to host {ip} port 22: Connection timed out\", \"unreachable\": true}}",
               f"PLAY RECAP *********************************************************************", f"{h2:<26}: ok=0    changed=0    unreachable=1    failed=0"],
        private=[h1, h2, ip], keep=["UNREACHABLE!", "port 22: Connection timed out", "unreachable=1", "TASK [common : ensure chrony is running]"])
    # 23 Alertmanager webhook
    inst, cl = f"{host('node')}:9100", f"prod-{R.choice(['eu', 'ap', 'us'])}-{R.randint(1, 4)}"
    add(C, "Prometheus Alertmanager webhook payload (alerts[].labels / startsAt / fingerprint)",
        text=jd({"status": "firing", "labels": {"alertname": "NodeFilesystemAlmostOutOfSpace", "cluster": cl, "instance": inst, "mountpoint": "/var/lib/containerd", "severity": "critical"},
                 "annotations": {"summary": "Filesystem has less than 5% space left."}, "startsAt": (t := ts_iso()), "fingerprint": (fpp := hexs(16))}),
        private=[inst, cl], keep=["NodeFilesystemAlmostOutOfSpace", t, fpp, "/var/lib/containerd", "less than 5% space left"])
    # 24 NFS dmesg
    hn, nas = host("render"), fqdn("nas")
    add(C, "Linux kernel NFS client messages (dmesg -T)",
        lines=[f"[Tue Mar 12 10:14:02 2024] nfs: server {nas} not responding, still trying", f"[Tue Mar 12 10:16:40 2024] nfs: server {nas} OK",
               f"root@{hn}:~# uptime", " 10:17:01 up 41 days,  3:12,  2 users,  load average: 38.12, 20.40, 9.88"],
        private=[nas, hn], keep=["[Tue Mar 12 10:14:02 2024]", "not responding, still trying", "load average: 38.12, 20.40, 9.88"])
    # 25 VPC flow log
    ac, eni, s, d = acct(), "eni-0" + hexs(16), ip_priv(), ip_priv()
    add(C, "Amazon VPC Flow Logs default format version 2 record",
        text=f"2 {ac} {eni} {s} {d} 49761 3306 6 20 4249 1710238442 1710238502 REJECT OK",
        private=[ac, eni, s, d], keep=["1710238442 1710238502", "REJECT OK", "49761 3306 6"])
    # 26 Windows 4625
    u, ws, ip = user(), f"WKS-{R.randint(1000, 9999)}", ip_priv()
    add(C, "Windows Security event 4625 rendered text (wevtutil qe /f:text)",
        lines=["Event ID: 4625", "An account failed to log on.", f"\tAccount Name:\t\t{u}", f"\tAccount Domain:\t\tCORP", "\tFailure Reason:\t\tUnknown user name or bad password.",
               "\tStatus:\t\t\t0xC000006D", "\tSub Status:\t\t0xC000006A", f"\tWorkstation Name:\t{ws}", f"\tSource Network Address:\t{ip}", "\tLogon Type:\t\t3"],
        private=[u, ws, ip], keep=["Event ID: 4625", "0xC000006D", "0xC000006A", "Logon Type:\t\t3"])
    # 27 Caddy JSON access
    ip = ip_doc()
    add(C, "Caddy v2 structured access log (logger http.log.access)",
        text=jd({"level": "error", "ts": 1710238442.5123, "logger": "http.log.access.log0", "msg": "handled request",
                 "request": {"remote_ip": ip, "remote_port": "51512", "proto": "HTTP/2.0", "method": "PUT", "host": (hh := fqdn("admin", "example.org")), "uri": "/api/v1/flags/beta-checkout"},
                 "bytes_read": 88, "duration": 0.031822, "size": 0, "status": 502}),
        private=[ip, hh], keep=["\"status\":502", "\"duration\":0.031822", "/api/v1/flags/beta-checkout", "1710238442.5123"])
    # 28 Nagios
    hn = host("web")
    add(C, "Nagios Core nagios.log SERVICE ALERT format ([epoch] SERVICE ALERT: host;service;state;type;attempt;output)",
        text=f"[1710238442] SERVICE ALERT: {hn};HTTPS;CRITICAL;HARD;3;CRITICAL - Socket timeout after 10 seconds",
        private=[hn], keep=["[1710238442]", "CRITICAL;HARD;3", "Socket timeout after 10 seconds"])
    # 29 Kubernetes audit
    sa, ip, pn = f"system:serviceaccount:ci:{host('deployer')}", ip_priv(), podname("ledger")
    add(C, "Kubernetes API server audit event (audit.k8s.io/v1 Event)",
        text=jd({"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Metadata", "auditID": (aid := uuid4()), "stage": "ResponseComplete",
                 "requestURI": f"/api/v1/namespaces/ledger/pods/{pn}/exec?command=sh&container=app&stdin=true&tty=true", "verb": "create",
                 "user": {"username": sa}, "sourceIPs": [ip], "responseStatus": {"code": 403}}),
        private=[sa.split(":")[-1], ip, pn], keep=[aid, "\"code\":403", "ResponseComplete", "command=sh&container=app"])
    # 30 DHCP
    hn, ip = host("dhcp"), ip_priv()
    mac = ":".join(f"{R.randint(0, 255):02x}" for _ in range(6))
    cl = f"LAPTOP-{rs(UPPER32[:26], 6)}"
    add(C, "ISC dhcpd syslog (DHCPACK on IP to MAC (client-hostname) via iface)",
        text=f"{ts_syslog()} {hn} dhcpd[{(pi := pid())}]: DHCPACK on {ip} to {mac} ({cl}) via eth1",
        private=[hn, f"[{pi}]", ip, mac, cl], keep=["DHCPACK on", "via eth1"])
    # 31 systemd / containerd
    hn, pi = host("k8s-node"), pid()
    add(C, "systemd journal short-iso output from containerd",
        text=f"{ts_iso(ms=False).replace('Z', '+0000')} {hn} containerd[{pi}]: time=\"{(t := ts_iso())}\" level=error msg=\"ContainerStatus for \\\"{(cid := hexs(64))}\\\" failed\" error=\"rpc error: code = NotFound desc = an error occurred when try to find container\"",
        private=[hn, f"[{pi}]"], keep=[t, cid, "code = NotFound", "level=error"])
    # 32 Postgres replica
    h = fqdn("pg-main")
    add(C, "PostgreSQL standby log (walreceiver)",
        lines=["2024-03-12 10:14:02.331 UTC [27] LOG:  started streaming WAL from primary at 5A/3E000000 on timeline 3",
               f"2024-03-12 10:19:44.018 UTC [27] FATAL:  could not receive data from WAL stream: connection to server at \"{h}\" ({(ip := ip_priv())}), port 5432 failed: server closed the connection unexpectedly"],
        private=[h, ip], keep=["5A/3E000000", "timeline 3", "port 5432", "FATAL:  could not receive data from WAL stream"])
    # 33 Consul
    nd, ip = host("consul-agent"), ip_priv()
    add(C, "HashiCorp Consul agent log (hclog: timestamp [LEVEL] component: message: key=value)",
        text=f"{ts_iso(z=False)}+0000 [WARN]  agent.server.memberlist.lan: memberlist: Refuting a suspect message (from: {nd}) addr={ip}:8301 node={nd}.dc1",
        private=[nd, ip], keep=["[WARN]", "Refuting a suspect message", ":8301"])
    # 34 Windows IIS W3C
    ip, sip = ip_doc(), ip_priv()
    add(C, "IIS W3C extended log (#Fields directive + record)",
        lines=["#Software: Microsoft Internet Information Services 10.0",
               "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status sc-substatus sc-win32-status time-taken",
               f"2024-03-12 10:14:02 {sip} GET /owa/auth/logon.aspx replaceCurrent=1 443 CORP\\{(u := user())} {ip} Mozilla/5.0 401 1 2148074254 15"],
        private=[sip, u, ip], keep=["401 1 2148074254 15", "/owa/auth/logon.aspx", "2024-03-12 10:14:02", "#Fields:"])
    # 35 Nomad
    al, nd = uuid4(), host("nomad-client")
    add(C, "HashiCorp Nomad client log (alloc_id / task / node)",
        text=f"{ts_iso(z=False)}Z [ERROR] client.alloc_runner.task_runner: running driver failed: alloc_id={al} task=api error=\"Failed to pull `registry.example.com/api:5.1.0`: context deadline exceeded\" node={nd}",
        private=[nd], keep=[al, "running driver failed", "context deadline exceeded", "api:5.1.0"])

# ---------------------------------------------------------------- token shapes (published prefixes/lengths)


def t_ghp():
    return "ghp_" + rs(B62, 36)


def t_ghpat():
    return "github_pat_11" + rs(UPPER32[:26] + DIG, 20) + "_" + rs(B62, 59)


def t_glpat():
    return "glpat-" + rs(B62 + "-_", 20)


def t_slack():
    return f"xoxb-{digs(12, True)}-{digs(13, True)}-{rs(B62, 24)}"


def t_akia():
    return "AKIA" + rs(UPPER32, 16)


def t_awssecret():
    return rs(B62 + "/+", 40)


def t_stripe():
    return "sk_live_" + rs(B62, 99)[:R.choice([24, 99])]


def t_gapi():
    return "AIza" + rs(B64URL, 35)


def t_npm():
    return "npm_" + rs(B62, 36)


def t_sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def t_vault():
    return "hvs." + rs(B62 + "_-", 24)


def t_shopify():
    return "shpat_" + hexs(32)


def t_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60)


def t_anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def t_jwt(claims=None, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    c = claims or {"sub": uuid4(), "iat": 1710238442, "exp": 1710242042, "scope": "orders:read"}
    p = b64u(json.dumps(c, separators=(",", ":")).encode())
    s = b64u(bytes(R.randrange(256) for _ in range(32 if alg.startswith("HS") else 256)))
    return f"{h}.{p}.{s}"


def pem_body(nbytes, width=64):
    b = base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()
    return [b[i:i + width] for i in range(0, len(b), width)]


def b64(s):
    return base64.b64encode(s.encode()).decode()

# ---------------------------------------------------------------- encoded


def gen_encoded():
    C = "encoded"
    # 1 JSON in JSON
    u, p = user(), pw()
    inner = json.dumps({"username": u, "password": p, "grant_type": "password"}, separators=(",", ":"))
    t = ts_iso()
    add(C, "JSON log whose 'body' field is a JSON document serialized as a string (RFC 8259 string escaping)",
        text=jd({"ts": t, "level": "DEBUG", "logger": "http.client", "msg": "request body", "method": "POST", "path": "/oauth/token", "body": inner, "status": 400}),
        secrets=[p], private=[u], keep=[t, "/oauth/token", "\"status\":400", "\"level\":\"DEBUG\""])
    # 2 doubly nested JSON string
    tok = pw_alnum(40)
    lvl2 = json.dumps({"headers": {"X-Session": tok}, "route": "/v3/sync"}, separators=(",", ":"))
    lvl1 = json.dumps({"event": "proxy_error", "upstream": lvl2}, separators=(",", ":"))
    t = ts_iso()
    add(C, "JSON-in-JSON-in-JSON (escaped twice) as produced by log shippers re-wrapping container stdout",
        text=jd({"time": t, "stream": "stdout", "log": lvl1 + "\n", "err_code": "UPSTREAM_RESET"}),
        secrets=[tok], keep=[t, "UPSTREAM_RESET", "proxy_error", "/v3/sync"])
    # 3 percent-encoded form body
    u, p = f"{user()}@example.com", pw()
    pe = urllib.parse.quote(p, safe="")
    body = f"grant_type=password&username={urllib.parse.quote(u, safe='')}&password={pe}&client_id=web-portal"
    t = ts_iso()
    add(C, "application/x-www-form-urlencoded request body (WHATWG URL, RFC 3986 percent-encoding) in a debug log",
        text=f"{t} DEBUG [req {(rid := hexs(16))}] POST /auth/login body={body} -> 401 in 38ms",
        secrets=[pe], private=[urllib.parse.quote(u, safe='')], keep=[t, rid, "-> 401 in 38ms", "client_id=web-portal"])
    # 4 Basic auth header
    u, p = user(), pw()
    bb = b64(f"{u}:{p}")
    add(C, "HTTP Authorization: Basic credentials (RFC 7617, base64 of user-id:password) in curl -v output",
        lines=["> GET /api/v1/metrics HTTP/1.1", f"> Host: {(h := fqdn('grafana'))}", f"> Authorization: Basic {bb}", "> User-Agent: curl/8.5.0",
               "< HTTP/1.1 403 Forbidden", "< X-Request-Id: " + (rid := uuid4())],
        secrets=[bb], private=[h], keep=["HTTP/1.1 403 Forbidden", "curl/8.5.0", rid, "GET /api/v1/metrics"])
    # 5 Proxy-Authorization in access log
    u, p = user(), pw()
    bb = b64(f"{u}:{p}")
    add(C, "Squid access.log with logged request headers (log_mime_hdrs) carrying Proxy-Authorization: Basic",
        text=f"1710238442.512    112 {(ip := ip_priv())} TCP_DENIED/407 4120 CONNECT api.example.net:443 - HIER_NONE/- text/html [Proxy-Authorization: Basic {bb}\\r\\nUser-Agent: pip/24.0\\r\\n]",
        secrets=[bb], private=[ip], keep=["TCP_DENIED/407", "CONNECT api.example.net:443", "1710238442.512", "pip/24.0"])
    # 6 SMTP AUTH PLAIN
    u, p = f"{user()}@example.org", pw()
    bb = base64.b64encode(f"\0{u}\0{p}".encode()).decode()
    add(C, "SMTP AUTH PLAIN transcript (RFC 4954 with SASL PLAIN RFC 4616, base64 of authzid NUL authcid NUL passwd)",
        lines=["S: 220 mx.example.org ESMTP Postfix", "C: EHLO client.example.org", "S: 250-AUTH PLAIN LOGIN", f"C: AUTH PLAIN {bb}",
               "S: 535 5.7.8 Error: authentication failed: authentication failure"],
        secrets=[bb], keep=["535 5.7.8", "250-AUTH PLAIN LOGIN", "220 mx.example.org ESMTP Postfix"])
    # 7 SMTP AUTH LOGIN
    u, p = f"{user()}@example.net", pw()
    bu, bp = b64(u), b64(p)
    add(C, "SMTP AUTH LOGIN exchange (server prompts 'VXNlcm5hbWU6'/'UGFzc3dvcmQ6' are base64 of Username:/Password:)",
        lines=["C: AUTH LOGIN", "S: 334 VXNlcm5hbWU6", f"C: {bu}", "S: 334 UGFzc3dvcmQ6", f"C: {bp}", "S: 235 2.7.0 Authentication successful"],
        secrets=[bp], private=[bu], keep=["334 VXNlcm5hbWU6", "334 UGFzc3dvcmQ6", "235 2.7.0 Authentication successful"])
    # 8 dockerconfigjson
    u, p, reg = user(), pw_alnum(24), fqdn("registry")
    dcj = base64.b64encode(json.dumps({"auths": {reg: {"username": u, "password": p, "auth": b64(f'{u}:{p}')}}}, separators=(",", ":")).encode()).decode()
    add(C, "Kubernetes Secret of type kubernetes.io/dockerconfigjson (kubectl get secret -o yaml), data is base64",
        lines=["apiVersion: v1", "data:", f"  .dockerconfigjson: {dcj}", "kind: Secret", "metadata:", "  name: regcred",
               "  resourceVersion: \"884213\"", "type: kubernetes.io/dockerconfigjson"],
        secrets=[dcj], keep=["type: kubernetes.io/dockerconfigjson", "resourceVersion: \"884213\"", "kind: Secret"])
    # 9 quoted-printable
    p = pw(10) + "=" + pw_alnum(5)
    qp = quopri.encodestring(f"Ihr vorläufiges Passwort lautet: {p}".encode("utf-8")).decode()
    assert "\n" not in qp
    pq = quopri.encodestring(p.encode()).decode()
    assert pq in qp
    add(C, "MIME body part with Content-Transfer-Encoding: quoted-printable (RFC 2045 6.7) captured by a mail archiver",
        lines=[f"Message-ID: <{hexs(20)}@mail.example.com>", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable", "", qp],
        secrets=[pq], keep=["Content-Transfer-Encoding: quoted-printable", "charset=utf-8", "Message-ID: <"])
    # 10 python repr
    h, u, p = fqdn("pg-main"), user(), pw()
    add(C, "Python logging of a dict repr() (single-quoted, as printed by %r)",
        text=f"2024-03-12 10:14:02,331 WARNING sqlalchemy.pool: reconnect attempt 3/5 with params {{'host': '{h}', 'port': 5432, 'user': '{u}', 'password': '{p}', 'connect_timeout': 5}}",
        secrets=[p], private=[h, u], keep=["2024-03-12 10:14:02,331", "reconnect attempt 3/5", "'port': 5432", "WARNING"])
    # 11 python bytes repr
    tok = pw_alnum(32)
    add(C, "Python bytes repr of a raw HTTP request buffer (b'...\\r\\n...')",
        text=f"DEBUG:urllib3.connectionpool:sent b'GET /v2/export HTTP/1.1\\r\\nHost: api.example.com\\r\\nX-Access: {tok}\\r\\nAccept: */*\\r\\n\\r\\n' (182 bytes)",
        secrets=[tok], keep=["GET /v2/export HTTP/1.1", "(182 bytes)", "DEBUG:urllib3.connectionpool"])
    # 12 ruby inspect
    k, s = t_akia(), t_awssecret()
    add(C, "Ruby Hash#inspect (=> syntax) in a Rails log line",
        text=f"I, [2024-03-12T10:14:02.331204 #{(pi := pid())}]  INFO -- : S3 client init {{\"region\"=>\"eu-west-1\", \"access_key_id\"=>\"{k}\", \"secret_access_key\"=>\"{s}\", \"retry_limit\"=>3}}",
        secrets=[k, s], private=[pi], keep=["2024-03-12T10:14:02.331204", "\"region\"=>\"eu-west-1\"", "\"retry_limit\"=>3"])
    # 13 URL in URL
    tok = pw_alnum(43)
    inner = f"https://app.example.com/callback?code={tok}&state={(st := hexs(16))}"
    outer = "https://sso.example.com/logout?redirect_uri=" + urllib.parse.quote(inner, safe="")
    add(C, "redirect URL nested inside a query parameter (percent-encoded URL-in-URL, RFC 3986)",
        text=f"{(ip := ip_doc())} - - [{(tt := ts_clf())}] \"GET {outer.split('example.com', 1)[1]} HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"",
        secrets=[tok], private=[ip], keep=[tt, "\" 302 0", st, "/logout?redirect_uri="])
    # 14 percent-encoded userinfo within URL-in-URL
    u, p = user(), pw()
    inner = f"https://{u}:{urllib.parse.quote(p, safe='')}@files.example.com/export.zip"
    enc = urllib.parse.quote(inner, safe="")
    pe2 = urllib.parse.quote(urllib.parse.quote(p, safe=""), safe="")
    add(C, "webhook target URL with userinfo, itself percent-encoded as a query value (double percent-encoding)",
        text=f"level=warn msg=\"fetch failed\" url=https://fetcher.example.net/v1/pull?src={enc} status=401 attempt=2",
        secrets=[pe2], private=[urllib.parse.quote(u, safe="")], keep=["status=401", "attempt=2", "/v1/pull?src="])
    # 15 base64 JSON document
    u, p = user(), pw()
    doc = base64.b64encode(json.dumps({"user": u, "pass": p, "otp": digs(6)}).encode()).decode()
    add(C, "base64-encoded JSON document in a message-queue dead-letter log",
        text=f"{(t := ts_iso())} ERROR dlq: message {(mid := uuid4())} moved to dead-letter after 5 deliveries payload_b64={doc}",
        secrets=[doc], keep=[t, mid, "after 5 deliveries", "ERROR"])
    # 16 XML escaped WS-Security
    u, p = user(), pw(8) + "&<" + pw_alnum(6)
    px = p.replace("&", "&amp;").replace("<", "&lt;")
    add(C, "SOAP WS-Security UsernameToken (OASIS WSS UsernameToken Profile) with XML-escaped PasswordText",
        text=f"<wsse:UsernameToken><wsse:Username>{u}</wsse:Username><wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{px}</wsse:Password></wsse:UsernameToken> <!-- faultcode=wsse:FailedAuthentication -->",
        secrets=[px], private=[u], keep=["faultcode=wsse:FailedAuthentication", "#PasswordText"])
    # 17 Go json \u0026 escaping
    p = pw_alnum(8) + "&" + pw_alnum(6) + "<" + pw_alnum(3)
    pj = p.replace("&", "\\u0026").replace("<", "\\u003c")
    add(C, "Go encoding/json output (HTML-safe escaping of & < > as \\u0026 \\u003c \\u003e)",
        text='{"level":"error","ts":"' + (t := ts_iso()) + '","caller":"store/conn.go:88","msg":"dial failed","dsn_password":"' + pj + '","retry_in":"2s"}',
        secrets=[pj], keep=[t, "store/conn.go:88", "\"retry_in\":\"2s\""])
    # 18 JSON \u-escaped personal data (ensure_ascii)
    nm = R.choice(["Ержан Сейтқали", "Nguyễn Văn An", "Zoë Ødegård", "جميلة الحسن"])
    ph_ = ph("8 7## ### ## ##")()
    esc = json.dumps(nm)[1:-1]
    add(C, "JSON with \\uXXXX-escaped non-ASCII personal name (ensure_ascii serializers, RFC 8259 section 7)",
        text=json.dumps({"ts": (t := ts_iso()), "event": "profile_update", "full_name": nm, "phone": ph_, "result": "OK", "took_ms": 17}),
        private=[esc, ph_], keep=[t, "profile_update", "\"took_ms\": 17"])
    # 19 MIME encoded-word From header
    nm = R.choice(["Ђорђе Марковић", "José Ñúñez", "Ιωάννης Παππάς"])
    ew = "=?UTF-8?B?" + base64.b64encode(nm.encode()).decode() + "?="
    em = f"{user()}@example.com"
    add(C, "RFC 2047 MIME encoded-word in a mail header, logged by a mail gateway",
        text=f"{(t := ts_iso())} accept from=\"{ew} <{em}>\" size=48213 spam_score=1.2 msgid=<{(mid := hexs(16))}@example.com> action=deliver",
        private=[ew, em], keep=[t, "spam_score=1.2", mid, "action=deliver"])
    # 20 docker config.json auth
    u, p = user(), pw()
    a = b64(f"{u}:{p}")
    add(C, "~/.docker/config.json 'auths' entry (auth = base64 of username:password), printed by cat in a CI job",
        lines=["$ cat ~/.docker/config.json", "{", "  \"auths\": {", f"    \"{(reg := fqdn('registry'))}\": {{", f"      \"auth\": \"{a}\"", "    }", "  },", "  \"credsStore\": \"\"", "}", "Job succeeded"],
        secrets=[a], private=[reg], keep=["\"credsStore\": \"\"", "Job succeeded", "$ cat ~/.docker/config.json"])
    # 21 html entities
    p = pw(8) + "&\"" + pw_alnum(5)
    ph_ = p.replace("&", "&amp;").replace('"', "&quot;")
    add(C, "HTML form re-rendered into an error page (HTML character references), captured by a WAF log",
        text=f"{(t := ts_iso())} waf rule=942100 action=block uri=/account/settings snippet=<input type=\"password\" name=\"pw\" value=\"{ph_}\"> score=8",
        secrets=[ph_], keep=[t, "rule=942100", "action=block", "score=8"])

# ---------------------------------------------------------------- no_key


def gen_no_key():
    C = "no_key"
    t = ts_iso()
    tok = t_ghp()
    add(C, "GitHub classic personal access token (published prefix ghp_, 36 base62 chars) pasted into a CI step log",
        text=f"{t} ##[error]Process completed with exit code 128. fatal: could not read Username for 'https://github.com': {tok} rejected (HTTP 401)",
        secrets=[tok], keep=[t, "exit code 128", "(HTTP 401)", "##[error]"])
    tok = t_ghpat()
    add(C, "GitHub fine-grained PAT (github_pat_ prefix) echoed by a shell script",
        lines=["+ echo 'using token' " + tok, "+ gh api /repos/example/infra/actions/runs --jq '.total_count'", "gh: Bad credentials (HTTP 401)"],
        secrets=[tok], keep=["gh: Bad credentials (HTTP 401)", "/repos/example/infra/actions/runs", "--jq '.total_count'"])
    tok = t_slack()
    add(C, "Slack bot token (xoxb- prefix, Slack token types docs) inside an exception message",
        text=f"slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage) {tok} -> {{'ok': False, 'error': 'invalid_auth'}}",
        secrets=[tok], keep=["SlackApiError", "'error': 'invalid_auth'", "chat.postMessage"])
    k, s = t_akia(), t_awssecret()
    add(C, "AWS access key id (AKIA + 16 base32) and 40-char secret access key as a bare CSV row",
        lines=["$ tail -n1 exported_creds.csv", f"{k},{s}", "$ wc -l exported_creds.csv", "2 exported_creds.csv"],
        secrets=[k, s], keep=["tail -n1 exported_creds.csv", "2 exported_creds.csv"])
    tok = t_stripe()
    add(C, "Stripe secret key (sk_live_ prefix) in a Python traceback line",
        text=f"  File \"/srv/app/billing/charge.py\", line 142, in create_charge: stripe.error.AuthenticationError: Invalid API Key provided: {tok}",
        secrets=[tok], keep=["line 142", "stripe.error.AuthenticationError", "/srv/app/billing/charge.py"])
    jwt = t_jwt()
    add(C, "JWT (RFC 7519 compact serialization) as a bare path segment in an access log",
        text=f"{(ip := ip_doc())} - - [{(tt := ts_clf())}] \"GET /magic/{jwt} HTTP/1.1\" 410 23 \"-\" \"Slackbot-LinkExpanding 1.0\"",
        secrets=[jwt], private=[ip], keep=[tt, "\" 410 23", "Slackbot-LinkExpanding 1.0"])
    body = pem_body(1190)
    add(C, "PEM-encoded PKCS#1 RSA private key (RFC 7468 textual encoding) leaked in a deployment log",
        lines=[f"{(t := ts_iso())} INFO render template tls.key (2048 bit)", "-----BEGIN RSA PRIVATE KEY-----"] + body[:6] + ["-----END RSA PRIVATE KEY-----", f"{t} INFO wrote /etc/nginx/tls/tls.key mode=0600"],
        secrets=body[:6], keep=[t, "mode=0600", "(2048 bit)"])
    ob = pem_body(400, 70)
    ob[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    add(C, "OpenSSH private key format (PROTOCOL.key, 70-col base64 lines beginning b3BlbnNzaC1rZXktdjE) printed by cat in a CI job",
        lines=["$ cat $DEPLOY_KEY_FILE", "-----BEGIN OPENSSH PRIVATE KEY-----"] + ob + ["-----END OPENSSH PRIVATE KEY-----", "Job failed: exit code 1"],
        secrets=ob, keep=["Job failed: exit code 1", "$ cat $DEPLOY_KEY_FILE"])
    tok = rs(B62, 48)
    add(C, "long random bearer-like token alone in a free-text message (no key)",
        text=f"{(t := ts_iso())} INFO invites: accepted invite {tok} for team 4412 (expires in 72h)",
        secrets=[tok], keep=[t, "team 4412", "(expires in 72h)"])
    tok = t_gapi()
    add(C, "Google API key (AIza prefix, 39 chars) inside a browser console error forwarded to logs",
        text=f"[client-error] Google Maps JavaScript API error: RefererNotAllowedMapError {tok} https://developers.google.com/maps/documentation/javascript/error-messages#referer-not-allowed-map-error",
        secrets=[tok], keep=["RefererNotAllowedMapError", "#referer-not-allowed-map-error", "[client-error]"])
    tok = t_npm()
    add(C, "npm granular access token (npm_ prefix) in npm CLI debug log",
        text=f"{R.randint(10, 99)} verbose stack HttpErrorGeneral: 403 Forbidden - PUT https://registry.npmjs.org/@example%2fui-kit - token {tok} lacks publish scope",
        secrets=[tok], keep=["403 Forbidden", "@example%2fui-kit", "HttpErrorGeneral"])
    tok = t_sendgrid()
    add(C, "SendGrid API key (SG.<22>.<43>) in a mailer start-up line",
        text=f"{(t := ts_iso())} mailer[{(pi := pid())}]: transport=sendgrid v3 using {tok} sandbox=false",
        secrets=[tok], private=[pi], keep=[t, "transport=sendgrid v3", "sandbox=false"])
    tok = t_vault()
    add(C, "HashiCorp Vault service token (hvs. prefix) given positionally to vault login",
        lines=[f"$ vault login {tok}", "Error authenticating: error looking up token: Error making API request.", "Code: 403. Errors:", "* permission denied"],
        secrets=[tok], keep=["Code: 403. Errors:", "* permission denied", "Error authenticating"])
    tok = t_anthropic()
    add(C, "Anthropic API key (sk-ant-api03- prefix) in a dumped request line",
        text=f"{(t := ts_iso())} WARN llm-gateway: upstream 401 authentication_error for key {tok} model=claude-3-haiku-20240307 request_id=req_{rs(B62, 24)}",
        secrets=[tok], keep=[t, "401 authentication_error", "model=claude-3-haiku-20240307"])
    tok = t_pypi()
    add(C, "PyPI API token (pypi-AgEIcHlwaS5vcmc macaroon prefix) in twine upload output",
        lines=["$ twine upload -u __token__ -p " + tok + " dist/*", "Uploading example_pkg-1.4.2-py3-none-any.whl", "HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/"],
        secrets=[tok], keep=["example_pkg-1.4.2-py3-none-any.whl", "403 Forbidden", "https://upload.pypi.org/legacy/"])
    tok = t_glpat()
    add(C, "GitLab personal access token (glpat- prefix) inside a pasted chat line",
        text=f"[{(t := ts_iso())}] #ops-chat: try this one {tok} it has read_api only, pipeline 88213 still red",
        secrets=[tok], keep=[t, "read_api", "pipeline 88213"])
    seed = rs(UPPER32, 32)
    grouped = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
    add(C, "TOTP shared secret (RFC 6238 / RFC 4648 base32, grouped by 4) shown in an enrollment audit trail",
        text=f"{(t := ts_iso())} mfa.enroll step=2/3 display {grouped} algo=SHA1 digits=6 period=30",
        secrets=[grouped], keep=[t, "step=2/3", "algo=SHA1 digits=6 period=30"])
    otp = digs(6, True)
    add(C, "SMS one-time code inside free text (no key), SMS gateway log",
        text=f"{(t := ts_iso())} sms.out to={(pn := ph('09## ### ###')())} body=\"{otp} is your Example verification code. Valid 10 min.\" segments=1 status=queued",
        secrets=[otp], private=[pn], keep=[t, "segments=1", "status=queued", "Valid 10 min."])
    tok = rs(B62 + "+/", 86) + "=="
    add(C, "Azure Storage account key (88-char base64) as last argument of az CLI",
        text=f"az storage blob upload --account-name {(an := 'st' + rs('abcdefghijklmnopqrstuvwxyz0123456789', 10))} -c backups -f db.bak -n 2024/03/db.bak --account-key {tok}",
        secrets=[tok], private=[an], keep=["-c backups", "2024/03/db.bak", "az storage blob upload"])
    tok = "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)
    add(C, "age X25519 identity (AGE-SECRET-KEY-1 Bech32, age spec) printed by age-keygen",
        lines=[f"# created: {(t := '2024-03-12T10:14:02Z')}", f"# public key: age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}", tok],
        secrets=[tok], keep=[t, "# public key: age1"])
    tok = t_shopify()
    add(C, "Shopify Admin API access token (shpat_ + 32 hex) in a webhook-worker error",
        text=f"{(t := ts_iso())} ERROR sync: GraphQL 401 [API] Invalid API key or access token (unrecognized login or wrong password) {tok} shop=demo-store",
        secrets=[tok], keep=[t, "GraphQL 401", "Invalid API key or access token"])

# ---------------------------------------------------------------- lookalike


def gen_lookalike():
    C = "lookalike"
    tid, sid = hexs(32), hexs(16)
    jwt = t_jwt()
    add(C, "W3C Trace Context traceparent (version-traceid-parentid-flags) beside a real bearer token",
        lines=[f"traceparent: 00-{tid}-{sid}-01", f"tracestate: vendor={hexs(16)}", f"authorization: Bearer {jwt}", f"x-request-id: {(rid := uuid4())}"],
        secrets=[jwt], keep=[f"00-{tid}-{sid}-01", rid, "traceparent:"])
    d1, d2 = hexs(64), hexs(64)
    reg = fqdn("registry")
    add(C, "docker pull output with layer and manifest sha256 digests (OCI image spec digests)",
        lines=[f"1.27.4: Pulling from {reg}/library/nginx", f"{d1[:12]}: Pull complete", f"Digest: sha256:{d1}",
               f"Status: Downloaded newer image for {reg}/library/nginx:1.27.4", f"sha256:{d2}"],
        private=[reg], keep=[f"sha256:{d1}", f"sha256:{d2}", "Status: Downloaded newer image", "1.27.4"])
    c1, c2 = hexs(40), hexs(40)
    tok = t_ghp()
    add(C, "git fetch / git log output with 40-hex commit ids beside a PAT in the remote URL",
        lines=[f"From https://x-access-token:{tok}@github.com/example/payments", f"   {c1[:7]}..{c2[:7]}  main       -> origin/main",
               f"commit {c2}", "Author: CI Bot <ci-bot@example.com>", "    fix: retry idempotent POSTs (#4412)"],
        secrets=[tok], private=["ci-bot@example.com"], keep=[f"commit {c2}", f"{c1[:7]}..{c2[:7]}", "(#4412)"])
    rid = rs(UPPER32[:26] + DIG, 16)
    id2 = base64.b64encode(bytes(R.randrange(256) for _ in range(56))).decode()
    ak = t_akia()
    sig = hexs(64)
    add(C, "Amazon S3 response headers x-amz-request-id / x-amz-id-2 (base64) beside a presigned URL signature (SigV4 query auth)",
        lines=[f"GET /exports/q1.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20240312%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240312T101402Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
               "HTTP/1.1 403 Forbidden", f"x-amz-request-id: {rid}", f"x-amz-id-2: {id2}", "<Code>SignatureDoesNotMatch</Code>"],
        secrets=[ak, sig], keep=[rid, id2, "SignatureDoesNotMatch", "X-Amz-Expires=900"])
    et, sess = hexs(32), hexs(32)
    add(C, "HTTP ETag (RFC 9110 entity-tag) and a same-shape 32-hex session cookie",
        lines=["HTTP/1.1 200 OK", f"ETag: \"{et}\"", "Cache-Control: private, max-age=0", f"Set-Cookie: sid={sess}; Path=/; HttpOnly; Secure; SameSite=Lax", "Content-Length: 5123"],
        secrets=[sess], keep=[f"ETag: \"{et}\"", "Content-Length: 5123", "HTTP/1.1 200 OK"])
    ik = uuid4()
    sk = t_stripe()
    add(C, "Stripe-style Idempotency-Key header (UUID) beside the secret API key",
        lines=["POST /v1/payment_intents HTTP/1.1", f"Idempotency-Key: {ik}", f"Authorization: Bearer {sk}", "HTTP/1.1 409 Conflict", f"Request-Id: req_{(rq := rs(B62, 14))}"],
        secrets=[sk], keep=[ik, f"req_{rq}", "409 Conflict"])
    ev = hexs(32)
    pk = hexs(32)
    add(C, "Sentry event id (32 hex) beside a Sentry DSN whose public key is also 32 hex",
        text=f"{(t := ts_iso())} sentry_sdk.transport: sent event {ev} to https://{pk}@o{digs(6)}.ingest.sentry.example.com/{digs(7)} status=200",
        secrets=[pk], keep=[t, f"sent event {ev}", "status=200"])
    integ = "sha512-" + base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
    nt = t_npm()
    add(C, "package-lock.json integrity (SRI sha512-base64) beside an npm auth token in .npmrc",
        lines=["\"node_modules/left-pad\": {", "  \"version\": \"1.3.0\",", f"  \"integrity\": \"{integ}\"", "}", f"//registry.npmjs.org/:_authToken={nt}"],
        secrets=[nt], keep=[integ, "\"version\": \"1.3.0\"", "node_modules/left-pad"])
    uid, rv = uuid4(), str(R.randint(10 ** 7, 10 ** 8))
    satok = t_jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "sub": "system:serviceaccount:ci:builder"}, "RS256")
    dg = hexs(64)
    add(C, "Kubernetes object metadata (uid, resourceVersion, imageID digest) beside a service-account token",
        lines=["metadata:", f"  uid: {uid}", f"  resourceVersion: \"{rv}\"", "status:", f"  imageID: docker.io/library/busybox@sha256:{dg}", f"token: {satok}"],
        secrets=[satok], keep=[uid, rv, f"sha256:{dg}"])
    fp = "SHA256:" + base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
    p = pw()
    add(C, "ssh host key fingerprint (SHA256 base64) next to a password typed into the wrong prompt (shell history)",
        lines=[f"ED25519 key fingerprint is {fp}.", "Are you sure you want to continue connecting (yes/no/[fingerprint])? " + p,
               "Please type 'yes', 'no' or the fingerprint: yes"],
        secrets=[p], keep=[fp, "(yes/no/[fingerprint])?", "Please type 'yes', 'no' or the fingerprint"])
    tid, sid = hexs(32), hexs(16)
    tok = pw_alnum(40)
    add(C, "OpenTelemetry span exported as JSON (OTLP/JSON traceId/spanId hex) with a captured header attribute",
        text=jd({"traceId": tid, "spanId": sid, "name": "GET /api/orders", "kind": 2, "startTimeUnixNano": "1710238442512000000",
                 "attributes": [{"key": "http.response.status_code", "value": {"intValue": "500"}}, {"key": "http.request.header.x-api-token", "value": {"stringValue": tok}}]}),
        secrets=[tok], keep=[tid, sid, "1710238442512000000", "\"intValue\":\"500\""])
    oid_ = hexs(64)
    add(C, "Git LFS pointer file (version / oid sha256 / size) — all diagnostic; plus the fetching host",
        lines=["version https://git-lfs.github.com/spec/v1", f"oid sha256:{oid_}", "size 48213377",
               f"batch response: Authentication required: Authorization error: https://{(h := fqdn('git'))}/ml/weights.git/info/lfs/objects/batch"],
        private=[h], keep=[f"oid sha256:{oid_}", "size 48213377", "/info/lfs/objects/batch"])
    ray = hexs(16) + "-AMS"
    cft = rs(B64URL, 40)
    add(C, "Cloudflare Ray ID (16 hex + colo) beside a 40-char Cloudflare API token",
        text=f"{(t := ts_iso())} cf-sync: purge_cache zone=example.com status=403 cf-ray={ray} error=10000 'Authentication error' token={cft}",
        secrets=[cft], keep=[t, f"cf-ray={ray}", "error=10000", "status=403"])
    ulid = rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)
    key = rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)
    add(C, "ULID request id (Crockford base32, 26 chars) next to a same-alphabet 26-char API key",
        text=f"{(t := ts_iso())} INFO api req={ulid} route=/v2/quotes status=429 retry_after=12s client_key={key}",
        secrets=[key], keep=[t, ulid, "status=429", "retry_after=12s"])
    s1, s2 = hexs(64), hexs(64)
    hs = "$2b$12$" + rs(B62 + "./", 53)
    add(C, "sha256sum(1) check output beside a bcrypt password hash from a user-table dump",
        lines=[f"{s1}  release-4.2.0.tar.gz", f"{s2}  release-4.2.0.tar.gz.sig", f"42|{(u := user())}|{hs}|2024-03-12"],
        secrets=[hs], private=[u], keep=[s1, s2, "release-4.2.0.tar.gz"])
    lease = f"database/creds/readonly/{rs(B62, 24)}"
    vu, vp = f"v-token-readonly-{rs(B62, 20)}-{digs(10)}", rs(B62 + "-", 20)
    add(C, "HashiCorp Vault 'vault read database/creds/ROLE' table (lease_id is diagnostic; username/password are the issued credentials)",
        lines=["Key                Value", "---                -----", f"lease_id           {lease}", "lease_duration     1h", "lease_renewable    true",
               f"password           {vp}", f"username           {vu}"],
        secrets=[vp], private=[vu], keep=[lease, "lease_duration     1h", "lease_renewable    true"])
    lin = uuid4()
    dbp = pw_alnum(24)
    add(C, "Terraform state JSON (lineage UUID, serial) with a sensitive attribute value",
        text=jd({"version": 4, "terraform_version": "1.7.4", "serial": 212, "lineage": lin, "resources": [{"type": "aws_db_instance", "name": "main",
                 "instances": [{"attributes": {"engine": "postgres", "engine_version": "16.2", "master_password_value": dbp}}]}]}),
        secrets=[dbp], keep=[lin, "\"serial\":212", "\"terraform_version\":\"1.7.4\"", "\"engine_version\":\"16.2\""])
    cid = rs(B64URL, 22)
    kp = rs(B64URL, 22)
    add(C, "Kafka cluster id (22-char base64url UUID) beside a SASL/SCRAM password of the same length and alphabet",
        lines=[f"[2024-03-12 10:14:02,331] INFO Cluster ID: {cid} (org.apache.kafka.clients.Metadata)",
               f"sasl.jaas.config = org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{(u := user())}\" password=\"{kp}\";"],
        secrets=[kp], private=[u], keep=[f"Cluster ID: {cid}", "[2024-03-12 10:14:02,331]", "ScramLoginModule"])
    oid1 = hexs(24)
    ak = hexs(24)
    add(C, "MongoDB ObjectId (24 hex) beside a 24-hex API key",
        text=f"{(t := ts_iso())} DEBUG repo.find _id=ObjectId('{oid1}') took 3ms; outbound x-partner-key {ak}",
        secrets=[ak], keep=[t, f"ObjectId('{oid1}')", "took 3ms"])
    md5 = base64.b64encode(hashlib.md5(str(R.random()).encode()).digest()).decode()
    sig = base64.b64encode(bytes(R.randrange(256) for _ in range(16))).decode()
    add(C, "Content-MD5 header (RFC 1864, base64 of 16 bytes) beside a same-shape shared secret in a signing debug line",
        lines=[f"Content-MD5: {md5}", "Content-Type: application/json", f"signing with shared secret {sig} (HMAC-SHA1)", "HTTP/1.1 201 Created"],
        secrets=[sig], keep=[f"Content-MD5: {md5}", "HTTP/1.1 201 Created", "(HMAC-SHA1)"])
    corr = hexs(40)
    gtok = "gho_" + rs(B62, 36)
    add(C, "GitHub X-GitHub-Request-Id / commit SHA beside an OAuth token (gho_ prefix)",
        lines=[f"X-GitHub-Request-Id: {(gr := 'C' + rs(UPPER32[:26] + DIG, 3) + ':' + rs(HEX.upper(), 6) + ':' + rs(HEX.upper(), 7))}", f"check_run head_sha={corr} conclusion=failure",
               f"token in use: {gtok}"],
        secrets=[gtok], keep=[gr, f"head_sha={corr}", "conclusion=failure"])

# ---------------------------------------------------------------- key_unusual


def gen_key_unusual():
    C = "key_unusual"
    cases = [
        ("Kennwort", pw(), "German config key 'Kennwort' in a key=value log"),
        ("mot_de_passe", pw(), "French key 'mot_de_passe' in a key=value log"),
        ("contraseña", pw(), "Spanish key 'contraseña' in a key=value log"),
        ("senha", pw(), "Portuguese key 'senha' in a key=value log"),
        ("пароль", pw(), "Russian key 'пароль' in a key=value log"),
        ("パスワード", pw(), "Japanese key 'パスワード' in a key=value log"),
        ("密码", pw(), "Chinese key '密码' in a key=value log"),
        ("şifre", pw(), "Turkish key 'şifre' in a key=value log"),
        ("hasło", pw(), "Polish key 'hasło' in a key=value log"),
        ("kata_sandi", pw(), "Indonesian key 'kata_sandi' in a key=value log"),
        ("mat_khau", pw(), "Vietnamese key 'mat_khau' (unaccented) in a key=value log"),
        ("كلمة_المرور", pw(), "Arabic key 'كلمة_المرور' in a key=value log"),
    ]
    for i, (k, v, src) in enumerate(cases):
        t = ts_iso()
        u = user()
        if i % 3 == 0:
            add(C, src, text=f"{t} level=error svc=legacy-import login={u} {k}={v} code=AUTH_FAILED elapsed=41ms",
                secrets=[v], private=[u], keep=[t, "code=AUTH_FAILED", "elapsed=41ms"])
        elif i % 3 == 1:
            add(C, src.replace("in a key=value log", "in a JSON request log"),
                text=jd({"zeit": t, "stufe": "WARN", "route": "/api/v1/sessions", "body": {"benutzer": u, k: v}, "status": 401, "dauer_ms": 63}),
                secrets=[v], private=[u], keep=[t, "/api/v1/sessions", "\"status\":401", "\"dauer_ms\":63"])
        else:
            add(C, src.replace("in a key=value log", "in a dumped YAML config file"),
                lines=[f"# rendered {t} by config-renderer v0.9.4", "datenbank:", "  host: 127.0.0.1", "  port: 5433", f"  nutzer: {u}", f"  {k}: \"{v}\"", "  pool: 12"],
                secrets=[v], private=[u], keep=[t, "config-renderer v0.9.4", "port: 5433", "pool: 12"])
    v = hexs(32)
    add(C, "Azure API Management subscription header (Ocp-Apim-Subscription-Key) in a request dump",
        lines=["POST /translator/text/v3.0/translate?to=de HTTP/1.1", f"Ocp-Apim-Subscription-Key: {v}", "Ocp-Apim-Subscription-Region: westeurope", "HTTP/1.1 401 PermissionDenied"],
        secrets=[v], keep=["HTTP/1.1 401 PermissionDenied", "to=de", "Ocp-Apim-Subscription-Region: westeurope"])
    v = t_glpat()
    add(C, "GitLab REST API PRIVATE-TOKEN header (GitLab API docs)",
        text=f"curl --fail --header \"PRIVATE-TOKEN: {v}\" \"https://gitlab.example.com/api/v4/projects/4211/pipelines?status=failed\" -> curl: (22) The requested URL returned error: 404",
        secrets=[v], keep=["/api/v4/projects/4211/pipelines?status=failed", "curl: (22)", "error: 404"])
    v = hexs(32)
    add(C, "Datadog intake header DD-API-KEY in an agent forwarder log",
        text=f"{(t := ts_iso())} | CORE | ERROR | (pkg/forwarder/worker.go:184 in process) | Error while processing transaction: error \"403 Forbidden\" while sending transaction to \"https://api.datadoghq.eu/api/v1/series\", DD-API-KEY={v}",
        secrets=[v], keep=[t, "pkg/forwarder/worker.go:184", "\"403 Forbidden\""])
    v = pw_alnum(20)
    add(C, "MYSQL_PWD environment variable (documented by MySQL 'End-User Guidelines for Password Security') in a process environment dump",
        text=f"environ[{(pi := pid())}]: PATH=/usr/local/bin:/usr/bin HOME=/var/lib/etl MYSQL_PWD={v} TZ=UTC LANG=C.UTF-8",
        secrets=[v], private=[pi], keep=["TZ=UTC", "LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin"])
    v = pw()
    add(C, "rsync daemon RSYNC_PASSWORD and sshpass SSHPASS env vars in a CI variable dump",
        lines=["export RSYNC_PASSWORD='" + v + "'", f"export SSHPASS='{(v2 := pw())}'", "rsync -av --delete ./site/ rsync://" + (ru := user()) + "@" + (h := fqdn("mirror")) + "/www/", "@ERROR: auth failed on module www", "rsync error: error starting client-server protocol (code 5) at main.c(1863) [sender=3.2.7]"],
        secrets=[v, v2], private=[h, ru], keep=["@ERROR: auth failed on module www", "(code 5)", "[sender=3.2.7]"])
    v = rs(B62, 30)
    add(C, "abbreviated ad-hoc keys (tkn, k) in a mobile client debug log",
        text=f"{(t := ts_iso())} D/SyncAdapter: hs ok v=3.18.0 tkn={v} k={(v2 := hexs(20))} rtt=212ms",
        secrets=[v, v2], keep=[t, "v=3.18.0", "rtt=212ms"])
    v = pw_alnum(32)
    add(C, "X-Postmark-Server-Token header (Postmark API docs) in an outbound-mail log",
        text=f"{(t := ts_iso())} WARN postmark: 422 ErrorCode=300 Invalid email request X-Postmark-Server-Token={v} MessageStream=outbound",
        secrets=[v], keep=[t, "ErrorCode=300", "MessageStream=outbound"])
    v = rs(B62 + "-", 43)
    add(C, "Figma REST API X-Figma-Token header (Figma API docs) in an exporter log",
        text=f"{(t := ts_iso())} figma-export: GET /v1/files/{rs(B62, 22)}/images?format=svg X-Figma-Token: {v} -> 403 Invalid token",
        secrets=[v], keep=[t, "format=svg", "-> 403 Invalid token"])

def gen_all():
    gen_pii()
    gen_positional()
    gen_infra()
    gen_encoded()
    gen_no_key()
    gen_lookalike()
    gen_key_unusual()

# ---------------------------------------------------------------- verification


def check_record(r, n):
    keys = list(r.keys())
    want = ["kind", "text" if r["kind"] == "line" else "lines", "secrets", "private", "keep", "class", "source"]
    assert keys == want, (n, keys)
    lines = [r["text"]] if r["kind"] == "line" else r["lines"]
    assert lines and all(isinstance(x, str) for x in lines)
    for ln in lines:
        assert "\n" not in ln and len(ln) < 600, (n, len(ln))
    assert len(r["keep"]) >= 2, n
    assert r["secrets"] or r["private"], n
    for cat in ("secrets", "private", "keep"):
        for s in r[cat]:
            assert isinstance(s, str) and s, (n, cat)
            assert any(s in ln for ln in lines), (n, cat, s, lines)
    red = sorted(set(r["secrets"]) | set(r["private"]), key=lambda s: (-len(s), s))
    for v in red:
        for k in r["keep"]:
            assert v not in k, (n, "redacted value inside keep", v, k)
        assert v not in r["keep"], n
    out = []
    for ln in lines:
        for v in red:
            ln = ln.replace(v, "X")
        out.append(ln)
    for k in r["keep"]:
        assert any(k in ln for ln in out), (n, "keep lost after redaction", k, out)
    for v in red:
        assert not any(v in ln for ln in out), (n, "value survives", v)


def check_ids(r):
    """Re-check every checksummed identifier listed as private with separate validators."""
    for v in r["private"]:
        c = v.replace(" ", "")
        if len(c) >= 15 and c[:2].isalpha() and c[:2].isupper() and c[2:4].isdigit() and c[4:].isalnum():
            assert iban_check_ok(c), v


def main():
    self_test_validators()
    gen_all()
    for n, r in enumerate(RECORDS):
        check_record(r, n)
        check_ids(r)
    allpriv = []
    for r in RECORDS:
        allpriv += r["private"]
    used = {}
    for what, fn, v in CHECKED:
        if v in allpriv:
            assert fn(v), (what, v)
            used[what] = used.get(what, 0) + 1
    print("checksummed values re-validated:", ", ".join(f"{k}={used[k]}" for k in sorted(used)))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "heldout.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in RECORDS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for r in RECORDS:
        counts[r["class"]] = counts.get(r["class"], 0) + 1
    print(len(RECORDS), " ".join(f"{c}={counts.get(c, 0)}" for c in CLASSES))


if __name__ == "__main__":
    main()
