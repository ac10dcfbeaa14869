#!/usr/bin/env python3
"""Generator for the corpus6 held-out redaction corpus.

Python 3 standard library only.  Fixed seed, deterministic output.
Writes heldout.jsonl next to this file and prints the count per class.

Every record is checked before anything is written:
  * exactly the schema keys, in a fixed order;
  * every secrets/private/keep substring occurs verbatim in the text
    (for blocks: inside a single line);
  * every line is shorter than 600 characters;
  * at least two keep entries;
  * a perfect redaction exists: after replacing every secrets and private
    substring by "X", every keep substring still occurs.
National identifiers, IBANs and card numbers are produced by generator
functions and re-checked by separate validator functions.
"""
import base64
import binascii
import collections
import json
import os
import random
import string
import struct
import sys
from datetime import date, datetime, timedelta, timezone

SEED = 0x5EC6_C0DE
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "heldout.jsonl")
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key",
           "lookalike", "key_unusual"]
RECORDS = []


def add(cls, source, text=None, lines=None, secrets=(), private=(), keep=()):
    rec = {"kind": "line" if lines is None else "block"}
    if lines is None:
        rec["text"] = text
    else:
        rec["lines"] = list(lines)
    rec["secrets"] = list(secrets)
    rec["private"] = list(private)
    rec["keep"] = list(keep)
    rec["class"] = cls
    rec["source"] = source
    RECORDS.append(rec)


# --------------------------------------------------------------------------
# random helpers
# --------------------------------------------------------------------------
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = DIG + UP + LO
B64URL = B62 + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def P(*opts):
    return rng.choice(opts)


def password(n=None, symbols="!#%*+-_.=~^"):
    """Human-set password: mixed classes, no quotes/backslash/space."""
    n = n or rng.randint(12, 20)
    while True:
        pw = rs(B62 + symbols, n)
        if (any(c in DIG for c in pw) and any(c in UP for c in pw)
                and any(c in LO for c in pw) and any(c in symbols for c in pw)
                and pw[0] not in "-=~"):
            return pw


def url_password(n=None):
    """Password that may sit unencoded in a URL userinfo (RFC 3986 unreserved)."""
    return password(n, symbols="-_.~")


def uuid4():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def b64(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def rbytes(n):
    return bytes(rng.randrange(256) for _ in range(n))


BASE_T = datetime(2024, 10, 1, tzinfo=timezone.utc)


def dt():
    return BASE_T + timedelta(seconds=rng.randrange(0, 200 * 86400),
                              microseconds=rng.randrange(0, 1_000_000))


def iso_ms(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond // 1000:03d}Z"


def iso_s(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def dob(y0=1950, y1=2003):
    return date(rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28))


def ipv4_private():
    return P(f"10.{rng.randint(0, 60)}.{rng.randint(0, 30)}.{rng.randint(2, 250)}",
             f"172.{rng.randint(16, 31)}.{rng.randint(0, 30)}.{rng.randint(2, 250)}",
             f"192.168.{rng.randint(0, 60)}.{rng.randint(2, 250)}")


def ipv4_public():
    return P(f"203.0.113.{rng.randint(2, 250)}", f"198.51.100.{rng.randint(2, 250)}",
             f"192.0.2.{rng.randint(2, 250)}")


def pid():
    return str(rng.randint(1200, 98000))


# --------------------------------------------------------------------------
# check-digit generators and independent validators
# --------------------------------------------------------------------------
def only_digits(s):
    return "".join(c for c in s if c.isdigit())


def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    num = only_digits(num)
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def make_iban(cc, bban):
    return f"{cc}{98 - _iban_int(bban + cc + '00') % 97:02d}{bban}"


def iban_ok(iban):
    s = iban.replace(" ", "")
    return len(s) >= 15 and _iban_int(s[4:] + s[:4]) % 97 == 1


def grp4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_de():
    return make_iban("DE", P("10070000", "37040044", "50010517", "20050550") + rs(DIG, 10))


def iban_fr():
    bank, branch, acct = P("30004", "20041", "30003"), rs(DIG, 5), rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return make_iban("FR", f"{bank}{branch}{acct}{key:02d}")


def fr_rib_ok(iban):
    b = iban.replace(" ", "")[4:]
    return (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21]) + int(b[21:23])) % 97 == 0


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def iban_es():
    bank, branch, acct = P("2100", "0049", "0182", "2085"), rs(DIG, 4), rs(DIG, 10)
    return make_iban("ES", f"{bank}{branch}{_es_dc('00' + bank + branch)}{_es_dc(acct)}{acct}")


def es_ccc_ok(iban):
    b = iban.replace(" ", "")[4:]
    return int(b[8]) == _es_dc("00" + b[:8]) and int(b[9]) == _es_dc(b[10:])


def iban_be():
    acct10 = P("310", "001", "068") + rs(DIG, 7)
    chk = int(acct10) % 97 or 97
    return make_iban("BE", f"{acct10}{chk:02d}")


def iban_nl():
    while True:
        acct = rs(DIG, 10)
        if acct[0] != "0" and sum(int(c) * (10 - i) for i, c in enumerate(acct)) % 11 == 0:
            return make_iban("NL", P("INGB", "ABNA", "RABO") + acct)


def iban_no():
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = P("1503", "9710", "1206") + rs(DIG, 6)
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if c == 11:
            c = 0
        if c != 10:
            return make_iban("NO", b + str(c))


def iban_pl():
    w = [3, 9, 7, 1, 3, 9, 7]
    sort7 = P("1140", "1020", "1090") + rs(DIG, 3)
    c = (10 - sum(int(a) * x for a, x in zip(sort7, w)) % 10) % 10
    return make_iban("PL", sort7 + str(c) + rs(DIG, 16))


def iban_tr():
    return make_iban("TR", P("00062", "00010", "00046") + "0" + rs(DIG, 16))


def iban_sa():
    return make_iban("SA", P("80", "10", "45") + rs(DIG, 18))


def iban_gb():
    return make_iban("GB", P("NWBK", "BARC", "LOYD") + rs(DIG, 6) + rs(DIG, 8))


def iban_pt():
    bank, branch, acct = P("0035", "0033", "0007"), rs(DIG, 4), rs(DIG, 11)
    nib = bank + branch + acct
    return make_iban("PT", nib + f"{98 - (int(nib) * 100) % 97:02d}")


def pt_nib_ok(iban):
    return int(iban.replace(" ", "")[4:]) % 97 == 1


def iban_ch():
    return make_iban("CH", P("00700", "00230", "00767") + rs(DIG, 12))


def iban_ie():
    return make_iban("IE", "AIBK" + P("931152", "930064") + rs(DIG, 8))


def mod11_10(digits):
    """ISO/IEC 7064 MOD 11,10 check digit."""
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10 or 10
        p = (2 * s) % 11
    c = 11 - p
    return 0 if c == 10 else c


def mod11_10_ok(num):
    p = 10
    for ch in num[:-1]:
        s = (int(ch) + p) % 10 or 10
        p = (2 * s) % 11
    return (p + int(num[-1])) % 10 == 1


def de_steuerid():
    while True:
        d = str(rng.randint(1, 9)) + rs(DIG, 9)
        cnt = collections.Counter(d)
        multi = [c for c in cnt.values() if c > 1]
        if len(multi) == 1 and multi[0] in (2, 3) and not any(
                d[i] == d[i + 1] == d[i + 2] for i in range(8)):
            return d + str(mod11_10(d))


def es_dni():
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def es_nie():
    p = rng.choice("XYZ")
    n = rs(DIG, 7)
    return f"{p}{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + n) % 23]}"


def es_dni_ok(s):
    body = s[:-1]
    if body[0] in "XYZ":
        body = str("XYZ".index(body[0])) + body[1:]
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(body) % 23] == s[-1]


def fr_nir(female, d, dept):
    base = f"{2 if female else 1}{d.year % 100:02d}{d.month:02d}{dept}{rng.randint(1, 899):03d}{rng.randint(1, 999):03d}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def fr_nir_ok(s):
    d = only_digits(s)
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def be_nn(d, female):
    while True:
        serial = rng.randint(1, 997)
        if (serial % 2 == 0) == female:
            break
    base = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{serial:03d}"
    num = int(("2" if d.year >= 2000 else "") + base)
    chk = 97 - num % 97
    return f"{base[0:2]}.{base[2:4]}.{base[4:6]}-{base[6:9]}.{chk:02d}"


def be_nn_ok(s):
    d = only_digits(s)
    return 97 - int(d[:9]) % 97 == int(d[9:]) or 97 - int("2" + d[:9]) % 97 == int(d[9:])


def nl_bsn():
    while True:
        d = str(rng.randint(1, 9)) + rs(DIG, 7)
        c = sum(int(x) * w for x, w in zip(d, range(9, 1, -1))) % 11
        if c < 10:
            return d + str(c)


def nl_bsn_ok(s):
    return (sum(int(x) * w for x, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


def pl_pesel(d, female):
    mm = d.month + (20 if d.year >= 2000 else 0)
    sexd = rng.choice("02468" if female else "13579")
    base = f"{d.year % 100:02d}{mm:02d}{d.day:02d}{rng.randint(0, 999):03d}{sexd}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def pl_pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def se_pnr(d):
    base = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{rng.randint(0, 999):03d}"
    return f"{base[:6]}-{base[6:]}{luhn_digit(base)}"


def no_fnr(d, female):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        ind = rng.randint(500, 999) if d.year >= 2000 else rng.randint(0, 499)
        if (ind % 2 == 0) != female:
            continue
        base = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{ind:03d}"
        k1 = 11 - sum(int(a) * b for a, b in zip(base, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(base, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def no_fnr_ok(s):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return (sum(int(a) * b for a, b in zip(s, w1)) % 11 == 0
            and sum(int(a) * b for a, b in zip(s, w2)) % 11 == 0)


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(d):
    n = rng.randint(2, 899)
    s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}"
    return f"{s}{'-' if d.year < 2000 else 'A'}{n:03d}{HETU_CHARS[int(s + f'{n:03d}') % 31]}"


def fi_hetu_ok(s):
    return HETU_CHARS[int(s[:6] + s[7:10]) % 31] == s[10]


def dk_cpr(d, female):
    w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        seq = rng.randint(0, 3999)
        s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{seq:04d}"
        if (int(s[-1]) % 2 == 0) == female and sum(int(a) * b for a, b in zip(s, w)) % 11 == 0:
            return f"{s[:6]}-{s[6:]}"


def dk_cpr_ok(s):
    d = only_digits(s)
    return sum(int(a) * b for a, b in zip(d, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0


def ee_ik(d, female):
    g = (3 if d.year < 2000 else 5) + (1 if female else 0)
    base = f"{g}{d.year % 100:02d}{d.month:02d}{d.day:02d}{rng.randint(0, 999):03d}"
    return base + str(_ee_chk(base))


def _ee_chk(base):
    r = sum(int(a) * b for a, b in zip(base, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if r == 10:
        r = sum(int(a) * b for a, b in zip(base, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        r = 0 if r == 10 else r
    return r


def ee_ik_ok(s):
    return _ee_chk(s[:10]) == int(s[10])


def gr_amka(d):
    base = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{rs(DIG, 4)}"
    return base + luhn_digit(base)


def ru_inn12():
    d = "77" + f"{rng.randint(1, 51):02d}" + rs(DIG, 6)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d += str(sum(int(a) * b for a, b in zip(d, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return d + str(sum(int(a) * b for a, b in zip(d, w2)) % 11 % 10)


def ru_inn12_ok(s):
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return (sum(int(a) * b for a, b in zip(s, w1)) % 11 % 10 == int(s[10])
            and sum(int(a) * b for a, b in zip(s, w2)) % 11 % 10 == int(s[11]))


def _snils_chk(n9):
    s = sum(int(c) * (9 - i) for i, c in enumerate(n9))
    if s < 100:
        return s
    if s in (100, 101):
        return 0
    c = s % 101
    return 0 if c == 100 else c


def ru_snils():
    while True:
        n = rs(DIG, 9)
        if int(n) > 1_001_998:
            return f"{n[:3]}-{n[3:6]}-{n[6:]} {_snils_chk(n):02d}"


def ru_snils_ok(s):
    d = only_digits(s)
    return _snils_chk(d[:9]) == int(d[9:])


def tr_tckn():
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_tckn_ok(s):
    d = [int(c) for c in s]
    return (d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
         [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
         [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
         [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
         [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
         [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 9, 8, 7, 6]


def verhoeff_digit(num):
    c = 0
    for i, n in enumerate(reversed(num)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(n)]]
    return str(VER_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, n in enumerate(reversed(only_digits(num))):
        c = VER_D[c][VER_P[i % 8][int(n)]]
    return c == 0


def in_aadhaar():
    b = str(rng.randint(2, 9)) + rs(DIG, 10)
    n = b + verhoeff_digit(b)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id(area, d, female):
    while True:
        seq = rng.randint(1, 999)
        if (seq % 2 == 0) == female:
            break
    b = f"{area}{d.year:04d}{d.month:02d}{d.day:02d}{seq:03d}"
    return b + "10X98765432"[sum(int(a) * w for a, w in zip(b, CN_W)) % 11]


def cn_id_ok(s):
    return "10X98765432"[sum(int(a) * w for a, w in zip(s[:17], CN_W)) % 11] == s[17]


def _jp_chk(d11):
    s = sum(int(d11[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return 0 if r <= 1 else 11 - r


def jp_mynumber():
    d = str(rng.randint(1, 9)) + rs(DIG, 10)
    n = d + str(_jp_chk(d))
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def jp_mynumber_ok(s):
    d = only_digits(s)
    return _jp_chk(d[:11]) == int(d[11])


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def kr_rrn(d, female):
    g = (1 if d.year < 2000 else 3) + (1 if female else 0)
    b = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{g}{rs(DIG, 5)}"
    c = (11 - sum(int(a) * w for a, w in zip(b, KR_W)) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def kr_rrn_ok(s):
    d = only_digits(s)
    return (11 - sum(int(a) * w for a, w in zip(d, KR_W)) % 11) % 10 == int(d[12])


TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
            N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id(letter, female):
    body = ("2" if female else "1") + rs(DIG, 7)
    v = TW_L[letter]
    s = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + body + str((10 - s % 10) % 10)


def tw_id_ok(s):
    v = TW_L[s[0]]
    return (v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))) % 10 == 0


def th_id():
    d = str(rng.randint(1, 8)) + rs(DIG, 11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(d)) % 11) % 10
    n = d + str(c)
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"


def th_id_ok(s):
    d = only_digits(s)
    return (11 - sum(int(x) * (13 - i) for i, x in enumerate(d[:12])) % 11) % 10 == int(d[12])


def sg_nric(prefix):
    d = rs(DIG, 7)
    s = sum(int(a) * w for a, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in "TG" else 0)
    letters = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + letters[s % 11]


def sg_nric_ok(s):
    t = sum(int(a) * w for a, w in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] in "TG" else 0)
    return ("JZIHGFEDCBA" if s[0] in "ST" else "XWUTRQPNMLK")[t % 11] == s[8]


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def au_tfn():
    while True:
        d = str(rng.randint(1, 9)) + rs(DIG, 8)
        if sum(int(a) * w for a, w in zip(d, TFN_W)) % 11 == 0:
            return f"{d[:3]} {d[3:6]} {d[6:]}"


def au_tfn_ok(s):
    return sum(int(a) * w for a, w in zip(only_digits(s), TFN_W)) % 11 == 0


def _ird_chk(b8):
    for w in ([3, 2, 7, 6, 5, 4, 3, 2], [7, 4, 3, 2, 5, 2, 7, 6]):
        r = sum(int(a) * x for a, x in zip(b8, w)) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return c
    return None


def nz_ird():
    while True:
        b = str(rng.randint(10_000_000, 14_999_999))
        c = _ird_chk(b)
        if c is not None:
            n = b + str(c)
            return f"{n[:3]}-{n[3:6]}-{n[6:]}"


def nz_ird_ok(s):
    d = only_digits(s)
    return _ird_chk(d[:8]) == int(d[8])


def za_id(d, female):
    seq = rng.randint(0, 4999) if female else rng.randint(5000, 9999)
    b = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{seq:04d}08"
    return b + luhn_digit(b)


def _cpf_digits(d):
    for n in (10, 11):
        r = sum(x * w for x, w in zip(d, range(n, 1, -1))) % 11
        d = d + [0 if r < 2 else 11 - r]
    return d


def br_cpf():
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    s = "".join(map(str, _cpf_digits(d)))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def br_cpf_ok(s):
    d = [int(c) for c in only_digits(s)]
    return _cpf_digits(d[:9]) == d


def ar_cuil(female):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        pre = "27" if female else "20"
        dni = str(rng.randint(20_000_000, 44_999_999))
        r = 11 - sum(int(a) * b for a, b in zip(pre + dni, w)) % 11
        r = 0 if r == 11 else r
        if r != 10:
            return f"{pre}-{dni}-{r}", dni


def ar_cuil_ok(s):
    d = only_digits(s)
    r = 11 - sum(int(a) * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return (0 if r == 11 else r) == int(d[10])


def _rut_dv(n):
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    return "0" if r == 11 else "K" if r == 10 else str(r)


def cl_rut():
    n = rng.randint(8_000_000, 24_999_999)
    return f"{n:,}".replace(",", ".") + "-" + _rut_dv(n)


def cl_rut_ok(s):
    body, dv = s.split("-")
    return _rut_dv(int(body.replace(".", ""))) == dv


CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _curp_chk(s17):
    return str((10 - sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(s17)) % 10) % 10)


def mx_curp(pat, mat, nom, d, female, state):
    v = "AEIOU"
    iv = next((c for c in pat[1:] if c in v), "X")

    def ic(w):
        return next((c for c in w[1:] if c not in v), "X")
    s = (pat[0] + iv + mat[0] + nom[0] + f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
         + ("M" if female else "H") + state + ic(pat) + ic(mat) + ic(nom)
         + ("0" if d.year < 2000 else "A"))
    return s + _curp_chk(s)


def mx_curp_ok(s):
    return _curp_chk(s[:17]) == s[17]


def us_ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def ca_sin():
    b = str(rng.randint(1, 7)) + rs(DIG, 7)
    n = b + luhn_digit(b)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def uk_nhs():
    while True:
        d = P("4", "6", "7") + rs(DIG, 8)
        r = 11 - sum(int(c) * (10 - i) for i, c in enumerate(d)) % 11
        r = 0 if r == 11 else r
        if r != 10:
            n = d + str(r)
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def uk_nhs_ok(s):
    d = only_digits(s)
    r = 11 - sum(int(c) * (10 - i) for i, c in enumerate(d[:9])) % 11
    return (0 if r == 11 else r) == int(d[9])


def uk_nino():
    while True:
        p = rng.choice("ABCEGHJKLMNOPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            d = rs(DIG, 6)
            return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


def ie_ppsn():
    d = rs(DIG, 7)
    return d + "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(c) * (8 - i) for i, c in enumerate(d)) % 23]


def ie_ppsn_ok(s):
    return "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(c) * (8 - i) for i, c in enumerate(s[:7])) % 23] == s[7]


def pt_nif():
    d = str(rng.randint(1, 2)) + rs(DIG, 7)
    c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(d)) % 11
    return d + str(0 if c >= 10 else c)


def pt_nif_ok(s):
    c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(s[:8])) % 11
    return (0 if c >= 10 else c) == int(s[8])


def ean13_digit(d12):
    return str((10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12)) % 10) % 10)


def ch_ahv():
    n = "756" + rs(DIG, 9)
    n += ean13_digit(n)
    return f"{n[:3]}.{n[3:7]}.{n[7:11]}.{n[11:]}"


def ch_ahv_ok(s):
    d = only_digits(s)
    return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10 == 0


AT_W = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]


def at_svnr(d):
    while True:
        serial = str(rng.randint(100, 999))
        tail = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}"
        c = sum(int(a) * w for a, w in zip(serial + "0" + tail, AT_W)) % 11
        if c != 10:
            return f"{serial}{c} {tail}"


def at_svnr_ok(s):
    d = only_digits(s)
    return sum(int(a) * w for a, w in zip(d, AT_W)) % 11 == int(d[3])


def cz_rc(d, female):
    base = f"{d.year % 100:02d}{d.month + (50 if female else 0):02d}{d.day:02d}"
    while True:
        seq = rng.randint(0, 999)
        c = int(base + f"{seq:03d}") % 11
        if c != 10:
            return f"{base}/{seq:03d}{c}"


def cz_rc_ok(s):
    return int(only_digits(s)) % 11 == 0


def ro_cnp(d, female, county):
    s = (1 if d.year < 2000 else 5) + (1 if female else 0)
    b = f"{s}{d.year % 100:02d}{d.month:02d}{d.day:02d}{county}{rng.randint(1, 999):03d}"
    r = sum(int(a) * int(w) for a, w in zip(b, "279146358279")) % 11
    return b + ("1" if r == 10 else str(r))


def ro_cnp_ok(s):
    r = sum(int(a) * int(w) for a, w in zip(s, "279146358279")) % 11
    return ("1" if r == 10 else str(r)) == s[12]


def hr_oib():
    d = str(rng.randint(1, 9)) + rs(DIG, 9)
    return d + str(mod11_10(d))


def is_kt(d):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{rng.randint(20, 99)}"
        r = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        r = 0 if r == 11 else r
        if r != 10:
            return f"{b[:6]}-{b[6:]}{r}{'9' if d.year < 2000 else '0'}"


def is_kt_ok(s):
    d = only_digits(s)
    return sum(int(a) * x for a, x in zip(d, [3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0


def hu_taj():
    d = str(rng.randint(0, 9)) + rs(DIG, 7)
    c = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(d)) % 10
    n = d + str(c)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def hu_taj_ok(s):
    d = only_digits(s)
    return sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(d[:8])) % 10 == int(d[8])


def il_tz():
    b = rs(DIG, 8)
    return b + luhn_digit(b)


def sa_nid():
    b = "1" + rs(DIG, 8)
    return b + luhn_digit(b)


def ae_eid(d):
    b = f"784{d.year}" + rs(DIG, 7)
    n = b + luhn_digit(b)
    return f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}"


def card(prefix, length):
    b = prefix + rs(DIG, length - len(prefix) - 1)
    return b + luhn_digit(b)


def _selftest():
    """Published sample numbers must pass the validators."""
    assert luhn_ok("79927398713")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89370400440532013000")
    assert es_dni_ok("12345678Z")
    assert nl_bsn_ok("111222333")
    assert pl_pesel_ok("44051401359")
    assert luhn_ok("8112189876")
    assert fi_hetu_ok("131052-308T")
    assert tr_tckn_ok("10000000146")
    assert br_cpf_ok("529.982.247-25")
    assert cl_rut_ok("12.345.678-5")
    assert sg_nric_ok("S1234567D")
    assert cn_id_ok("11010519491231002X")
    assert uk_nhs_ok("943 476 5919")
    assert au_tfn_ok("123 456 782")
    assert luhn_ok("046 454 286")
    assert ru_snils_ok("112-233-445 95")
    assert verhoeff_ok("2363")
    assert jp_mynumber_ok("1234 5678 9018")
    assert tw_id_ok("A123456789")
    assert mod11_10_ok("86095742719") and mod11_10_ok("69435151530")
    assert ee_ik_ok("37605030299")
    assert ie_ppsn_ok("1234567T")
    assert ru_inn12_ok("500100732259")


_selftest()


def jd(obj, compact=False):
    if compact:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False)


def chk(ok, value):
    assert ok, f"check digit validation failed for {value!r}"
    return value


# ==========================================================================
# pii_locale
# ==========================================================================
def gen_pii():
    C = "pii_locale"

    # --- Germany: JSON log, Steuer-ID, mobile, address --------------------
    t = dt()
    name = P("Jürgen Weiß", "Katharina Köhler", "Mehmet Öztürk", "Anja Schäfer")
    sid = chk(mod11_10_ok(s := de_steuerid()), s)
    addr = f"{P('Lindenstraße', 'Schillerstraße', 'Am Mühlbach', 'Goethestraße')} {rng.randint(2, 98)}, {P('10969 Berlin', '80331 München', '50667 Köln', '04109 Leipzig')}"
    tel = f"0{P('151', '160', '170', '176')} {rs(DIG, 8)}"
    rid = uuid4()
    add(C, "JSON application log with German keys; Steuerliche Identifikationsnummer (§139b AO) check digit ISO/IEC 7064 MOD 11,10; address per DIN 5008",
        text=jd({"ts": iso_ms(t), "level": "INFO", "logger": "kundenkonto.adresse", "msg": "Adresse geändert",
                 "kunde": {"name": name, "anschrift": addr, "mobil": tel, "steuer_id": sid}, "request_id": rid}),
        private=[name, addr, sid, tel], keep=[iso_ms(t), '"level": "INFO"', rid])

    # --- Germany: SEPA direct-debit return CSV export ------------------------
    rows, priv = [], []
    for _ in range(2):
        nm = P("Lena Hartmann", "Tobias Krüger", "Aylin Demir", "Frank Zimmermann", "Ursula Bäcker")
        ib = chk(iban_ok(i := iban_de()), i)
        gb = dob()
        ref = f"MR-{rng.randint(100000, 999999)}"
        code = P("AC01", "AC04", "MD06", "AM04")
        rows.append(f"{ref};{nm};{grp4(ib)};{gb.strftime('%d.%m.%Y')};Rücklastschrift {code}")
        priv += [nm, grp4(ib), gb.strftime("%d.%m.%Y")]
        last_code = code
    add(C, "SEPA return CSV export (semicolon, German headers); IBAN ISO 13616 mod-97; SEPA reason codes (EPC)",
        lines=["Mandatsreferenz;Kontoinhaber;IBAN;Geburtsdatum;Status"] + rows,
        private=priv, keep=["Mandatsreferenz;Kontoinhaber;IBAN;Geburtsdatum;Status", rows[0].split(";")[0], f"Rücklastschrift {last_code}"])

    # --- Austria: support ticket note, SVNR --------------------------------
    gb = dob()
    sv = chk(at_svnr_ok(s := at_svnr(gb)), s)
    nm = P("Anna Gruber", "Florian Huber", "Theresa Wimmer")
    tel = f"0{P('664', '660', '676', '699')} {rs(DIG, 7)}"
    adr = f"{P('Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Herrengasse')} {rng.randint(3, 120)}/{rng.randint(1, 30)}, {P('1060 Wien', '1030 Wien', '8010 Graz')}"
    tk = f"#{rng.randint(200000, 299999)}"
    add(C, "Helpdesk ticket note (free German text); Austrian Sozialversicherungsnummer check digit (weights 3,7,9,5,8,4,2,1,6 mod 11)",
        text=f"Ticket {tk} – Rückruf erbeten: {nm}, SV-Nr. {sv}, erreichbar unter {tel}, wohnhaft {adr}. Status: wartet auf Kunde (SLA 48h)",
        private=[nm, sv, tel, adr], keep=[f"Ticket {tk}", "SLA 48h"])

    # --- Switzerland: AHV number in Java log ----------------------------------
    t = dt()
    ahv = chk(ch_ahv_ok(s := ch_ahv()), s)
    nm = P("Lukas Meier", "Séverine Favre", "Noah Keller")
    adr = P("Bahnhofstrasse 10, 8001 Zürich", "Rue du Rhône 42, 1204 Genève", "Spitalgasse 4, 3011 Bern")
    ts = t.strftime("%Y-%m-%d %H:%M:%S,") + f"{t.microsecond // 1000:03d}"
    add(C, "log4j PatternLayout line; Swiss AHV/AVS number 756.xxxx.xxxx.xc with EAN-13 check digit",
        text=f"{ts} WARN  [ahv-register-sync] c.h.i.AhvLookup - Versichertennummer {ahv} für {nm} ({adr}) nicht im ZAS-Register gefunden, code=E404-AHV",
        private=[ahv, nm, adr], keep=[ts, "WARN", "code=E404-AHV"])

    # --- France: SAV note with NIR, DOB, phone, address -----------------------
    gb = dob(1960, 1999)
    fem = True
    nir = chk(fr_nir_ok(s := fr_nir(fem, gb, P("69", "75", "13", "33"))), s)
    nm = P("Camille Durand", "Élodie Lefèvre", "Inès Benali")
    tel = f"0{P('6', '7')} {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)}"
    adr = P("12 rue des Lilas, 69003 Lyon", "5 bis avenue Jean Jaurès, 75019 Paris", "48 cours Julien, 13006 Marseille")
    dos = f"SAV-2025-{rng.randint(10000, 99999)}"
    add(C, "Customer-service free-text note (French); NIR (numéro de sécurité sociale) key = 97 − (NIR mod 97); French postal address (La Poste norme NF Z10-011)",
        text=f"Dossier {dos} : Mme {nm} (née le {gb.strftime('%d/%m/%Y')}), NIR {nir}, tél. {tel}, domiciliée {adr} — escaladé niveau 2 après 3 relances",
        private=[nm, gb.strftime("%d/%m/%Y"), nir, tel, adr], keep=[f"Dossier {dos}", "niveau 2", "3 relances"])

    # --- France: SEPA credit transfer rejected --------------------------------
    t = dt()
    ib = iban_fr()
    assert iban_ok(ib) and fr_rib_ok(ib)
    ibf = grp4(ib)
    nm = P("Élodie Martin", "Thomas Girard", "Mathis Rousseau")
    ts = t.strftime("[%Y-%m-%d %H:%M:%S]")
    amt = f"{rng.randint(100, 4000)}.{rs(DIG, 2)} EUR"
    add(C, "Payment gateway text log (French keys); French IBAN with RIB key and ISO 13616 mod-97; SEPA reject reason AC04",
        text=f"{ts} virement SEPA rejeté motif=AC04 titulaire=\"{nm}\" iban={ibf} bic=BNPAFRPPXXX montant={amt} ref=VIR{rs(DIG, 10)}",
        private=[nm, ibf], keep=[ts, "motif=AC04", f"montant={amt}"])

    # --- Belgium: rijksregisternummer, IBAN BE (Dutch keys) ---------------------
    gb = dob()
    fem = P(True, False)
    nn = chk(be_nn_ok(s := be_nn(gb, fem)), s)
    ib = chk(iban_ok(i := iban_be()), i)
    nm = P("Sofie Peeters", "Wouter Janssens", "Lotte Maes") if fem or True else ""
    adr = P("Wetstraat 16, 1000 Brussel", "Meir 24 bus 3, 2000 Antwerpen", "Veldstraat 57, 9000 Gent")
    t = dt()
    add(C, "key=value application log with Dutch keys; Belgian rijksregisternummer check = 97 − (n mod 97); Belgian IBAN with internal mod-97 account check",
        text=f"{iso_s(t)} niveau=FOUT module=terugbetaling naam=\"{nm}\" rijksregisternummer={nn} rekening={grp4(ib)} adres=\"{adr}\" fout=REKENING_GEBLOKKEERD",
        private=[nm, nn, grp4(ib), adr], keep=[iso_s(t), "niveau=FOUT", "fout=REKENING_GEBLOKKEERD"])

    # --- Netherlands: BSN, mobile, address (pipe separated export) -------------
    bsn = chk(nl_bsn_ok(s := nl_bsn()), s)
    nm = P("Sanne de Vries", "Daan van den Berg", "Fleur Bakker")
    tel = f"06-{rs(DIG, 8)}"
    adr = P("Keizersgracht 123-2, 1015 CJ Amsterdam", "Oudegracht 231, 3511 NK Utrecht", "Coolsingel 40, 3011 AD Rotterdam")
    add(C, "Pipe-separated export row (Dutch labels); BSN elfproef (11-check); Dutch postcode format NNNN AA",
        text=f"klantnr 88{rs(DIG, 5)} | naam: {nm} | bsn: {bsn} | adres: {adr} | mobiel: {tel} | status: verificatie mislukt (code V-112)",
        private=[nm, bsn, adr, tel], keep=["status: verificatie mislukt", "code V-112"])

    # --- Spain: DNI, phone, address in an error line ---------------------------
    dni = chk(es_dni_ok(s := es_dni()), s)
    nm = P("María José García López", "Javier Fernández Ruiz", "Lucía Martín Sánchez")
    tel = f"6{rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)}"
    adr = P("C/ Mayor, 5, 3º B, 28013 Madrid", "Carrer de Mallorca, 401, 2º 1ª, 08013 Barcelona", "Av. de la Constitución, 12, 41004 Sevilla")
    tr = hx(16)
    add(C, "Application error line (Spanish); DNI letter = TRWAGMYFPDXBNJZSQVHLCKE[n mod 23]; Correos address format",
        text=f"ERROR validación KYC: el DNI {dni} no coincide con el titular \"{nm}\"; teléfono {tel}; domicilio {adr} [codigo=VAL-017] [traza={tr}]",
        private=[dni, nm, tel, adr], keep=["codigo=VAL-017", f"traza={tr}", "ERROR"])

    # --- Spain: NIE + IBAN ES JSON ----------------------------------------------
    nie = chk(es_dni_ok(s := es_nie()), s)
    ib = iban_es()
    assert iban_ok(ib) and es_ccc_ok(ib)
    nm = P("Andrei Popescu", "Olena Shevchenko", "Youssef El Amrani")
    t = dt()
    add(C, "JSON onboarding event (Spanish keys); NIE (X/Y/Z + 7 digits + DNI letter); Spanish IBAN with CCC control digits",
        text=jd({"fecha": iso_ms(t), "evento": "alta_cliente", "resultado": "pendiente_revision", "titular": nm, "nie": nie, "cuenta": ib, "canal": "app-ios", "version": "5.12.0"}, compact=True),
        private=[nm, nie, ib], keep=[iso_ms(t), '"resultado":"pendiente_revision"', '"version":"5.12.0"'])

    # --- Portugal: NIF, phone, address, IBAN PT ------------------------------
    nif = chk(pt_nif_ok(s := pt_nif()), s)
    ib = iban_pt()
    assert iban_ok(ib) and pt_nib_ok(ib)
    nm = P("João Pedro Carvalho", "Ana Rita Gonçalves", "Tiago Fernandes")
    tel = f"9{P('1', '2', '3', '6')}{rs(DIG, 1)} {rs(DIG, 3)} {rs(DIG, 3)}"
    adr = P("Rua Augusta 100, 2.º Esq., 1100-053 Lisboa", "Rua de Santa Catarina 312, 4000-443 Porto", "Avenida Fernão de Magalhães 45, 3000-175 Coimbra")
    t = dt()
    add(C, "Semicolon CSV row from a billing export (Portuguese); NIF mod-11 check; Portuguese IBAN with NIB check digits (ISO 7064 MOD 97-10); CTT postcode NNNN-NNN",
        lines=["data;cliente;nif;iban;morada;telemóvel;estado",
               f"{t.strftime('%Y-%m-%d')};{nm};{nif};{grp4(ib)};{adr};{tel};débito recusado (MS03)"],
        private=[nm, nif, grp4(ib), adr, tel], keep=["data;cliente;nif;iban;morada;telemóvel;estado", t.strftime("%Y-%m-%d"), "débito recusado (MS03)"])

    # --- Italy: codice fiscale ---------------------------------------------------
    gb = dob(1955, 2000)
    fem = P(True, False)
    first, last = (P(("Giulia", "Bianchi"), ("Chiara", "Colombo")) if fem else P(("Marco", "Esposito"), ("Luca", "Ferrari")))
    cf = it_cf(last, first, gb, fem, P("H501", "F205", "F839", "L219"))
    assert it_cf_ok(cf)
    nm = f"{first} {last}"
    tel = f"3{P('47', '33', '39', '20')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Via Roma 10, 00184 Roma RM", "Corso Buenos Aires 33, 20124 Milano MI", "Via Toledo 256, 80134 Napoli NA")
    t = dt()
    add(C, "Syslog-style app line (Italian text); codice fiscale with check character (D.M. 23/12/1976 odd/even tables); Poste Italiane address format",
        text=f"{t.strftime('%b %d %H:%M:%S')} anagrafe-svc: richiesta rimborso respinta per {nm}, C.F. {cf}, cell. {tel}, residenza {adr} - esito=KO motivo=IBAN_NON_INTESTATO",
        private=[nm, cf, tel, adr], keep=[t.strftime("%b %d %H:%M:%S"), "esito=KO", "motivo=IBAN_NON_INTESTATO"])

    # --- Poland: PESEL, phone, address, IBAN PL ---------------------------------
    gb = dob(1950, 2005)
    fem = P(True, False)
    pesel = chk(pl_pesel_ok(s := pl_pesel(gb, fem)), s)
    ib = chk(iban_ok(i := iban_pl()), i)
    nm = P("Katarzyna Wiśniewska", "Małgorzata Zając") if fem else P("Paweł Kowalczyk", "Grzegorz Wójcik")
    tel = f"{P('5', '6', '7', '8')}{rs(DIG, 2)} {rs(DIG, 3)} {rs(DIG, 3)}"
    adr = P("ul. Marszałkowska 84/92 m. 12, 00-514 Warszawa", "ul. Floriańska 15/3, 31-019 Kraków", "ul. Piotrkowska 102, 90-004 Łódź")
    t = dt()
    add(C, "JSON log with Polish keys; PESEL (weights 1,3,7,9 mod 10); Polish IBAN with sort-code check digit; Poczta Polska address",
        text=jd({"czas": iso_ms(t), "poziom": "WARN", "komunikat": "Niezgodność danych klienta", "imie_nazwisko": nm, "pesel": pesel, "telefon": tel, "adres": adr, "rachunek": f"PL{ib[2:]}", "kod_bledu": "KYC-207"}),
        private=[nm, pesel, tel, adr, f"PL{ib[2:]}"], keep=[iso_ms(t), '"poziom": "WARN"', '"kod_bledu": "KYC-207"'])

    # --- Czechia: rodné číslo --------------------------------------------------
    gb = dob(1954, 1999)
    fem = True
    rc = chk(cz_rc_ok(s := cz_rc(gb, fem)), s)
    nm = P("Tereza Nováková", "Lucie Dvořáková", "Petra Černá")
    tel = f"{P('602', '604', '737', '777')} {rs(DIG, 3)} {rs(DIG, 3)}"
    adr = P("Václavské náměstí 832/19, 110 00 Praha 1", "Masarykova 427/31, 602 00 Brno", "Nádražní 1234/5, 702 00 Ostrava")
    add(C, "Support ticket free text (Czech); rodné číslo divisible by 11 (female month +50); Czech Post address",
        text=f"Požadavek HD-{rng.randint(30000, 39999)}: paní {nm}, r.č. {rc}, tel. {tel}, trvalé bydliště {adr}; priorita P2, přiděleno 2. linii",
        private=[nm, rc, tel, adr], keep=["priorita P2", "2. linii"])

    # --- Hungary: TAJ, family-name-first --------------------------------------
    taj = chk(hu_taj_ok(s := hu_taj()), s)
    nm = P("Nagy Eszter", "Kovács Bence", "Tóth Zsófia")
    adr = P("1052 Budapest, Váci utca 12. 3. em. 4.", "6720 Szeged, Kárász utca 9.", "4024 Debrecen, Piac utca 21. fsz. 2.")
    tel = f"06 {P('20', '30', '70')} {rs(DIG, 3)} {rs(DIG, 4)}"
    gb = dob()
    t = dt()
    add(C, "Appointment-system log (Hungarian); TAJ number check digit (weights 3/7 mod 10); Hungarian address order postcode-city-street",
        text=f"{t.strftime('%Y.%m.%d. %H:%M:%S')} INFO időpont lefoglalva: beteg={nm}; TAJ={taj}; szül.={gb.strftime('%Y.%m.%d.')}; lakcím={adr}; tel={tel}; rendelő=R-{rng.randint(10, 99)}",
        private=[nm, taj, gb.strftime("%Y.%m.%d."), adr, tel], keep=[t.strftime("%Y.%m.%d. %H:%M:%S"), "INFO", "időpont lefoglalva"])

    # --- Romania: CNP -----------------------------------------------------------
    gb = dob()
    fem = P(True, False)
    cnp = chk(ro_cnp_ok(s := ro_cnp(gb, fem, P("40", "43", "12", "22"))), s)
    nm = P("Ioana Popa", "Elena Dumitrescu") if fem else P("Andrei Ionescu", "Mihai Stan")
    adr = P("Str. Lipscani nr. 12, bl. A, sc. 1, ap. 5, sector 3, 030031 București", "Bd. Eroilor nr. 7, ap. 14, 400129 Cluj-Napoca")
    add(C, "CSV row (Romanian header) from HR export; CNP control digit (weights 279146358279 mod 11)",
        lines=["nume,cnp,adresa,departament,stare", f"\"{nm}\",{cnp},\"{adr}\",Logistică,contract suspendat (cod HR-44)"],
        private=[nm, cnp, adr], keep=["nume,cnp,adresa,departament,stare", "contract suspendat (cod HR-44)"])

    # --- Croatia: OIB -------------------------------------------------------------
    oib = chk(mod11_10_ok(s := hr_oib()), s)
    nm = P("Ivana Horvat", "Marko Kovačević", "Ana Babić")
    adr = P("Ilica 15, 10000 Zagreb", "Marmontova 3, 21000 Split", "Korzo 22, 51000 Rijeka")
    tel = f"09{P('1', '2', '5', '8')} {rs(DIG, 3)} {rs(DIG, 4)}"
    t = dt()
    add(C, "logfmt line (Croatian values); OIB check digit ISO/IEC 7064 MOD 11,10",
        text=f"ts={iso_s(t)} lvl=warn svc=e-racun msg=\"račun vraćen\" kupac=\"{nm}\" oib={oib} adresa=\"{adr}\" mob=\"{tel}\" http_status=422 trajanje_ms=184",
        private=[nm, oib, adr, tel], keep=[f"ts={iso_s(t)}", "http_status=422", "trajanje_ms=184"])

    # --- Sweden: personnummer -------------------------------------------------
    gb = dob()
    pnr = chk(luhn_ok(s := se_pnr(gb)), s)
    nm = P("Linnéa Johansson", "Oskar Lindqvist", "Astrid Nyström")
    tel = f"07{P('0', '2', '3', '6')}-{rs(DIG, 3)} {rs(DIG, 2)} {rs(DIG, 2)}"
    adr = P("Drottninggatan 53, 111 21 Stockholm", "Kungsportsavenyn 10, 411 36 Göteborg", "Stortorget 8, 211 22 Malmö")
    add(C, "Free-text CRM note (Swedish, no keys); personnummer YYMMDD-NNNC with Luhn check (Skatteverket SKV 704)",
        text=f"Ringde {nm} ({pnr}) på {tel} angående ärende 2025-{rng.randint(1000, 9999)}; ny adress {adr}. Återkoppling inom 3 arbetsdagar.",
        private=[nm, pnr, tel, adr], keep=["3 arbetsdagar", "ärende 2025-"])

    # --- Norway: fødselsnummer + IBAN NO -----------------------------------
    gb = dob()
    fem = P(True, False)
    fnr = chk(no_fnr_ok(s := no_fnr(gb, fem)), s)
    ib = chk(iban_ok(i := iban_no()), i)
    nm = P("Ingrid Solberg", "Sigrid Haugen") if fem else P("Magnus Berg", "Henrik Dahl")
    adr = P("Karl Johans gate 22, 0159 Oslo", "Bryggen 15, 5003 Bergen", "Munkegata 26, 7011 Trondheim")
    t = dt()
    add(C, "JSON payroll event (Norwegian keys); fødselsnummer with two mod-11 control digits; Norwegian IBAN with mod-11 account check",
        text=jd({"tidspunkt": iso_s(t), "hendelse": "lønnsutbetaling_feilet", "ansatt": nm, "fnr": fnr, "kontonummer": grp4(ib), "adresse": adr, "feilkode": "NO-ACC-03", "forsøk": 3}, compact=True),
        private=[nm, fnr, grp4(ib), adr], keep=[iso_s(t), '"feilkode":"NO-ACC-03"', '"forsøk":3'])

    # --- Finland: HETU ------------------------------------------------------
    gb = dob(1950, 2006)
    hetu = chk(fi_hetu_ok(s := fi_hetu(gb)), s)
    nm = P("Aino Virtanen", "Eetu Mäkinen", "Siiri Korhonen")
    tel = f"04{P('0', '4', '5', '6')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Mannerheimintie 5 A 7, 00100 Helsinki", "Hämeenkatu 12 B 24, 33100 Tampere", "Aurakatu 8, 20100 Turku")
    t = dt()
    add(C, "Key: value log (Finnish keys); henkilötunnus with mod-31 control character (DVV)",
        text=f"{t.strftime('%d.%m.%Y %H:%M:%S')} VIRHE asiakas: {nm}, henkilötunnus: {hetu}, puhelin: {tel}, osoite: {adr}, virhekoodi: KELA-409",
        private=[nm, hetu, tel, adr], keep=[t.strftime("%d.%m.%Y %H:%M:%S"), "VIRHE", "virhekoodi: KELA-409"])

    # --- Denmark: CPR --------------------------------------------------------
    gb = dob(1950, 1999)
    fem = P(True, False)
    cpr = chk(dk_cpr_ok(s := dk_cpr(gb, fem)), s)
    nm = P("Mette Sørensen", "Freja Kjær") if fem else P("Rasmus Østergaard", "Mikkel Nørgaard")
    adr = P("Nørrebrogade 34, 2. th., 2200 København N", "Strøget 18, 1. sal, 1160 København K", "Søndergade 40, 8000 Aarhus C")
    t = dt()
    add(C, "Audit line (Danish); CPR number with legacy modulus-11 check; Danish address with floor/side designation",
        text=f"[{t.strftime('%Y-%m-%d %H:%M:%S')}] revision: sagsbehandler åbnede journal for {nm}, CPR {cpr}, bopæl {adr}; handling=LÆS resultat=OK",
        private=[nm, cpr, adr], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), "handling=LÆS", "resultat=OK"])

    # --- Iceland: kennitala ------------------------------------------------
    gb = dob()
    kt = chk(is_kt_ok(s := is_kt(gb)), s)
    nm = P("Guðrún Sigurðardóttir", "Jón Þórsson", "Sólveig Björnsdóttir")
    adr = P("Laugavegur 26, 101 Reykjavík", "Hafnarstræti 99, 600 Akureyri")
    add(C, "Booking confirmation log (Icelandic); kennitala with mod-11 check digit and century digit",
        text=f"bókun BK-{rs(UP + DIG, 6)} staðfest: {nm}, kt. {kt}, heimilisfang {adr}, greiðsla samþykkt (kóði 00)",
        private=[nm, kt, adr], keep=["staðfest", "greiðsla samþykkt (kóði 00)"])

    # --- Estonia: isikukood -------------------------------------------------
    gb = dob()
    fem = P(True, False)
    ik = chk(ee_ik_ok(s := ee_ik(gb, fem)), s)
    nm = P("Kadri Tamm", "Liis Saar") if fem else P("Priit Mägi", "Rasmus Kask")
    tel = f"5{rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Narva mnt 7-12, 10117 Tallinn", "Rüütli 21, 51007 Tartu")
    t = dt()
    add(C, "Tab-separated log (Estonian keys); isikukood two-stage mod-11 check",
        text=f"{iso_ms(t)}\tERROR\tisik={nm}\tisikukood={ik}\ttelefon={tel}\taadress={adr}\tviga=MID_SIGN_TIMEOUT\tkestus=30012ms",
        private=[nm, ik, tel, adr], keep=[iso_ms(t), "viga=MID_SIGN_TIMEOUT", "kestus=30012ms"])

    # --- Greece: AMKA, Greek script -----------------------------------------
    gb = dob()
    amka = chk(luhn_ok(s := gr_amka(gb)), s)
    nm = P("Γιώργος Παπαδόπουλος", "Ελένη Κωνσταντίνου", "Δημήτρης Νικολάου")
    tel = f"69{P('4', '7', '8')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Οδός Ερμού 25, 105 63 Αθήνα", "Εγνατίας 112, 546 30 Θεσσαλονίκη")
    t = dt()
    add(C, "JSON log with Greek keys; ΑΜΚΑ (DOB prefix + Luhn); ΕΛΤΑ address format",
        text=jd({"χρόνος": iso_s(t), "επίπεδο": "ERROR", "ασθενής": nm, "αμκα": amka, "τηλέφωνο": tel, "διεύθυνση": adr, "σφάλμα": "EOPYY-503", "διάρκεια_ms": 2210}),
        private=[nm, amka, tel, adr], keep=[iso_s(t), '"σφάλμα": "EOPYY-503"', '"διάρκεια_ms": 2210'])

    # --- Russia: INN + SNILS, Cyrillic -----------------------------------------
    inn = chk(ru_inn12_ok(s := ru_inn12()), s)
    snils = chk(ru_snils_ok(s := ru_snils()), s)
    nm = P("Иванова Мария Сергеевна", "Смирнов Алексей Павлович", "Кузнецова Ольга Игоревна")
    tel = f"8 ({P('912', '916', '926', '903')}) {rs(DIG, 3)}-{rs(DIG, 2)}-{rs(DIG, 2)}"
    adr = P("125009, г. Москва, ул. Тверская, д. 7, кв. 15", "191186, г. Санкт-Петербург, Невский пр-т, д. 28, кв. 4")
    t = dt()
    add(C, "Free-text application log (Russian); ИНН физлица (12 digits, two checksums); СНИЛС checksum; Почта России address order",
        text=f"{t.strftime('%d.%m.%Y %H:%M:%S')} [WARN] Заявка №{rng.randint(100000, 999999)}: ФИО {nm}, ИНН {inn}, СНИЛС {snils}, тел. {tel}, адрес регистрации {adr} — статус ОТКЛОНЕНА (код 4021)",
        private=[nm, inn, snils, tel, adr], keep=[t.strftime("%d.%m.%Y %H:%M:%S"), "[WARN]", "ОТКЛОНЕНА (код 4021)"])

    # --- Ukraine: free text, no keys ---------------------------------------
    nm = P("Олена Коваленко", "Тарас Бондаренко", "Ірина Мельник")
    tel = f"0{P('67', '50', '63', '97')} {rs(DIG, 3)} {rs(DIG, 2)} {rs(DIG, 2)}"
    adr = P("вул. Хрещатик, 22, кв. 5, м. Київ, 01001", "вул. Дерибасівська, 14, кв. 9, м. Одеса, 65026")
    add(C, "Courier-service chat transcript (Ukrainian free text, no keys); Ukrposhta address order",
        text=f"Оператор: посилку 20450{rs(DIG, 9)} не доставлено (причина: адресата немає вдома). Отримувач {nm}, {adr}, просить передзвонити на {tel} після 18:00.",
        private=[nm, adr, tel], keep=["посилку 20450", "не доставлено", "після 18:00"])

    # --- Türkiye: TCKN, IBAN TR ---------------------------------------------
    tc = chk(tr_tckn_ok(s := tr_tckn()), s)
    ib = chk(iban_ok(i := iban_tr()), i)
    nm = P("Ayşe Yılmaz", "Mehmet Çelik", "Zeynep Şahin")
    tel = f"05{P('32', '33', '42', '55')} {rs(DIG, 3)} {rs(DIG, 2)} {rs(DIG, 2)}"
    adr = P("Caferağa Mah. Moda Cad. No:15 D:4, 34710 Kadıköy/İstanbul", "Kızılay Mah. Atatürk Blv. No:102 D:7, 06420 Çankaya/Ankara")
    t = dt()
    add(C, "JSON log with Turkish keys; T.C. Kimlik No (10th/11th digit rules); Turkish IBAN mod-97; PTT address format",
        text=jd({"zaman": iso_ms(t), "seviye": "HATA", "mesaj": "EFT reddedildi", "ad_soyad": nm, "tckn": tc, "iban": grp4(ib), "cep": tel, "adres": adr, "hata_kodu": "EFT-0917"}, compact=True),
        private=[nm, tc, grp4(ib), tel, adr], keep=[iso_ms(t), '"seviye":"HATA"', '"hata_kodu":"EFT-0917"'])

    # --- Israel: Teudat Zehut, Hebrew -----------------------------------------
    tz = chk(luhn_ok(s := il_tz()), s)
    nm = P("דוד כהן", "מיכל לוי", "יוסי מזרחי")
    tel = f"05{P('0', '2', '4', '8')}-{rs(DIG, 3)}-{rs(DIG, 4)}"
    adr = P("רחוב הרצל 15, תל אביב-יפו 6578401", "שדרות רוטשילד 40 דירה 6, תל אביב-יפו 6688312", "רחוב יפו 97, ירושלים 9434204")
    t = dt()
    add(C, "Support CRM line (Hebrew values, English keys); Teudat Zehut 9-digit check (weights 1,2 alternating, Luhn)",
        text=f"{iso_s(t)} INFO crm.update customer=\"{nm}\" id_number={tz} phone={tel} address=\"{adr}\" change=address ticket=IL-{rng.randint(10000, 99999)} result=applied",
        private=[nm, tz, tel, adr], keep=[iso_s(t), "result=applied", "change=address"])

    # --- Saudi Arabia: national ID, IBAN SA, Arabic --------------------------------
    nid = chk(luhn_ok(s := sa_nid()), s)
    ib = chk(iban_ok(i := iban_sa()), i)
    nm = P("محمد عبدالله العتيبي", "نورة سعد القحطاني", "فهد خالد الدوسري")
    tel = f"05{P('0', '3', '5', '6')} {rs(DIG, 3)} {rs(DIG, 4)}"
    t = dt()
    add(C, "Payment API JSON (Arabic keys); Saudi national ID (leading 1, Luhn); Saudi IBAN mod-97",
        text=jd({"الوقت": iso_s(t), "الحالة": "مرفوض", "الاسم": nm, "رقم_الهوية": nid, "الآيبان": ib, "الجوال": tel, "رمز_الخطأ": "SARIE-51"}),
        private=[nm, nid, ib, tel], keep=[iso_s(t), '"رمز_الخطأ": "SARIE-51"', '"الحالة": "مرفوض"'])

    # --- UAE: Emirates ID ---------------------------------------------------
    gb = dob(1960, 2000)
    eid = chk(luhn_ok(s := ae_eid(gb)), s)
    nm = P("Aisha Al Mansoori", "Omar Al Hashimi", "Priya Menon")
    tel = f"05{P('0', '2', '5', '6')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Villa 12, Street 7, Al Barsha 1, Dubai", "Flat 1804, Marina Heights Tower, Dubai Marina, Dubai", "Building 23, Hamdan Street, Al Danah, Abu Dhabi")
    add(C, "Visa-processing log (English, no keys for name); Emirates ID 784-YYYY-NNNNNNN-C with Luhn check",
        text=f"application VA-{rs(DIG, 8)} flagged: Emirates ID {eid} belongs to {nm} (mobile {tel}, residence {adr}); reason=EID_EXPIRED step=biometrics",
        private=[eid, nm, tel, adr], keep=["reason=EID_EXPIRED", "step=biometrics"])

    # --- Egypt: Arabic free text --------------------------------------------
    nm = P("أحمد محمود عبد الفتاح", "منى إبراهيم السيد", "كريم حسن مصطفى")
    tel = f"01{P('0', '1', '2', '5')} {rs(DIG, 4)} {rs(DIG, 4)}"
    adr = P("15 شارع التحرير، الدقي، الجيزة", "22 شارع مصطفى النحاس، مدينة نصر، القاهرة")
    add(C, "Delivery-app free text (Egyptian Arabic, no keys); Egyptian mobile format 01X XXXX XXXX",
        text=f"الطلب رقم 7{rs(DIG, 7)} تأخر 45 دقيقة؛ العميل {nm} طلب التوصيل إلى {adr} والتواصل على {tel}",
        private=[nm, adr, tel], keep=["الطلب رقم 7", "45 دقيقة"])

    # --- India: Aadhaar ----------------------------------------------------------
    aad = chk(verhoeff_ok(s := in_aadhaar()), s)
    nm = P("Priya Venkataraman", "Arjun Nair", "Sneha Kulkarni")
    adr = P("Flat 302, Sai Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 560038",
            "B-47, Sector 62, Noida, Uttar Pradesh 201309", "12/3 Anna Salai, Teynampet, Chennai, Tamil Nadu 600018")
    t = dt()
    add(C, "eKYC service log (English); Aadhaar 12 digits with Verhoeff check (UIDAI); Indian address with PIN code",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S.%f')[:-3]} ERROR ekyc.verify uid={aad} name=\"{nm}\" addr=\"{adr}\" err=K-100 (OTP validation failed) txn=UKC:{rs(DIG, 12)}",
        private=[aad, nm, adr], keep=[t.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3], "err=K-100", "OTP validation failed"])

    # --- India: Devanagari name, mobile, PAN, DOB -----------------------
    nm = P("राहुल शर्मा", "अंजलि वर्मा", "विकास गुप्ता")
    pan = f"{rs(UP, 3)}P{P('S', 'V', 'G')}{rs(DIG, 4)}{rs(UP, 1)}"
    tel = f"{P('98', '97', '91', '70')}{rs(DIG, 3)} {rs(DIG, 5)}"
    gb = dob()
    add(C, "Loan-application note (Hindi free text); PAN format AAAPA9999A (4th char P = individual, ITD); Indian 10-digit mobile",
        text=f"आवेदन LN{rs(DIG, 9)}: आवेदक {nm}, जन्म तिथि {gb.strftime('%d-%m-%Y')}, पैन {pan}, मोबाइल {tel} — स्थिति: दस्तावेज़ लंबित (कोड D-12)",
        private=[nm, gb.strftime("%d-%m-%Y"), pan, tel], keep=["स्थिति: दस्तावेज़ लंबित", "कोड D-12"])

    # --- China: resident ID -------------------------------------------------
    gb = dob()
    fem = P(True, False)
    cid = chk(cn_id_ok(s := cn_id(P("110105", "310115", "440305"), gb, fem)), s)
    nm = P("王芳", "李娜", "张伟", "刘洋")
    tel = f"1{P('38', '39', '58', '86')}{rs(DIG, 8)}"
    adr = P("北京市朝阳区建国路88号SOHO现代城2号楼1503室", "上海市浦东新区世纪大道100号环球金融中心35层", "广东省深圳市南山区科技园南区深南大道10000号")
    t = dt()
    add(C, "JSON log with Chinese keys; 居民身份证号码 GB 11643-1999 (ISO 7064 MOD 11-2 check); 11-digit mobile",
        text=jd({"时间": t.strftime("%Y-%m-%d %H:%M:%S"), "级别": "ERROR", "事件": "实名认证失败", "姓名": nm, "身份证号": cid, "手机号": tel, "地址": adr, "错误码": "RN-3002"}),
        private=[nm, cid, tel, adr], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), '"错误码": "RN-3002"', '"事件": "实名认证失败"'])

    # --- Taiwan ------------------------------------------------------------
    fem = P(True, False)
    tid = chk(tw_id_ok(s := tw_id(P("A", "F", "B", "E"), fem)), s)
    nm = P("陳怡君", "林雅婷") if fem else P("黃志明", "吳承翰")
    tel = f"09{rs(DIG, 2)}-{rs(DIG, 3)}-{rs(DIG, 3)}"
    adr = P("110台北市信義區信義路五段7號89樓", "407台中市西屯區台灣大道三段99號", "806高雄市前鎮區中山二路2號")
    add(C, "Support note (Traditional Chinese free text); 中華民國國民身分證 letter+9 digits checksum; Chunghwa Post address order",
        text=f"客服單號 TW-{rs(DIG, 7)}：{nm} 小姐/先生 來電，身分證字號 {tid}，手機 {tel}，通訊地址 {adr}，要求更正帳單，處理狀態：已轉二線",
        private=[nm, tid, tel, adr], keep=["客服單號 TW-", "處理狀態：已轉二線"])

    # --- Japan: My Number ----------------------------------------------------
    mn = chk(jp_mynumber_ok(s := jp_mynumber()), s)
    nm = P("佐藤 花子", "鈴木 一郎", "高橋 美咲")
    tel = f"0{P('90', '80', '70')}-{rs(DIG, 4)}-{rs(DIG, 4)}"
    adr = P("〒150-0002 東京都渋谷区渋谷2丁目21-1 渋谷ヒカリエ 12階", "〒530-0001 大阪府大阪市北区梅田3丁目1-3", "〒460-0008 愛知県名古屋市中区栄3丁目5-1")
    gb = dob()
    t = dt()
    add(C, "Batch log (Japanese keys); 個人番号 (My Number) check digit per 総務省令 Art. 5; Japan Post address with 〒 code",
        text=f"{t.strftime('%Y/%m/%d %H:%M:%S')} [警告] 年末調整バッチ: 氏名={nm} 個人番号={mn} 生年月日={gb.year}年{gb.month}月{gb.day}日 電話={tel} 住所={adr} 結果=要確認 (E2041)",
        private=[nm, mn, f"{gb.year}年{gb.month}月{gb.day}日", tel, adr], keep=[t.strftime("%Y/%m/%d %H:%M:%S"), "[警告]", "結果=要確認 (E2041)"])

    # --- Korea: RRN --------------------------------------------------------
    gb = dob(1950, 1999)
    fem = P(True, False)
    rrn = chk(kr_rrn_ok(s := kr_rrn(gb, fem)), s)
    nm = P("김서연", "이지은") if fem else P("김민준", "박도윤")
    tel = f"010-{rs(DIG, 4)}-{rs(DIG, 4)}"
    adr = P("서울특별시 강남구 테헤란로 152, 12층 (역삼동) 06236", "부산광역시 해운대구 센텀중앙로 97, 1203호 48058")
    t = dt()
    add(C, "Key: value log (Korean keys); 주민등록번호 YYMMDD-GNNNNNC with legacy weighted mod-11 check; road-name address with 5-digit postcode",
        text=f"[{t.strftime('%Y-%m-%d %H:%M:%S')}] WARN 본인인증 실패 - 이름: {nm}, 주민등록번호: {rrn}, 휴대폰: {tel}, 주소: {adr}, 오류코드: AUTH-5103",
        private=[nm, rrn, tel, adr], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), "WARN", "오류코드: AUTH-5103"])

    # --- Thailand ----------------------------------------------------------
    thid = chk(th_id_ok(s := th_id()), s)
    nm = P("สมชาย ใจดี", "สุดารัตน์ ทองคำ", "ณัฐวุฒิ ศรีสุข")
    tel = f"0{P('81', '89', '92', '95')}-{rs(DIG, 3)}-{rs(DIG, 4)}"
    adr = P("99/12 ถนนสุขุมวิท ซอย 21 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110", "45 หมู่ 3 ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200")
    add(C, "Insurance claim log (Thai keys); เลขประจำตัวประชาชน 13 digits with mod-11 check; Thailand Post address",
        text=f"เคลม CLM-{rs(DIG, 8)} สถานะ=รอเอกสาร ผู้เอาประกัน={nm} เลขบัตรประชาชน={thid} โทร={tel} ที่อยู่={adr} รหัส=TH-DOC-02",
        private=[nm, thid, tel, adr], keep=["สถานะ=รอเอกสาร", "รหัส=TH-DOC-02"])

    # --- Vietnam ---------------------------------------------------------
    nm = P("Nguyễn Thị Mai", "Trần Văn Hùng", "Lê Hoàng Anh")
    tel = f"0{P('91', '98', '90', '35')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Số 12 Ngõ 34 Phố Huế, Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội", "123 Đường Lê Lợi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh")
    gb = dob()
    t = dt()
    add(C, "Order-service log (Vietnamese keys); Vietnamese mobile 0XX XXX XXXX; address order house-alley-street-ward-district-city",
        text=f"{iso_s(t)} WARN don_hang=DH{rs(DIG, 9)} khach_hang=\"{nm}\" ngay_sinh={gb.strftime('%d/%m/%Y')} sdt=\"{tel}\" dia_chi=\"{adr}\" loi=GIAO_HANG_THAT_BAI lan_thu=2",
        private=[nm, gb.strftime("%d/%m/%Y"), tel, adr], keep=[iso_s(t), "loi=GIAO_HANG_THAT_BAI", "lan_thu=2"])

    # --- Indonesia: NIK (structure only) ----------------------------------
    gb = dob()
    fem = P(True, False)
    nik = P("3171", "3273", "3578") + f"{rng.randint(1, 9):02d}" + f"{gb.day + (40 if fem else 0):02d}{gb.month:02d}{gb.year % 100:02d}" + f"{rng.randint(1, 999):04d}"
    nm = P("Siti Nurhaliza", "Dewi Lestari") if fem else P("Budi Santoso", "Agus Prasetyo")
    tel = f"08{P('12', '13', '21', '57')}-{rs(DIG, 4)}-{rs(DIG, 4)}"
    adr = P("Jl. Sudirman No. 45, RT 003/RW 005, Kel. Karet Semanggi, Kec. Setiabudi, Jakarta Selatan 12930",
            "Jl. Braga No. 12, Kel. Braga, Kec. Sumur Bandung, Kota Bandung 40111")
    add(C, "Fintech onboarding log (Indonesian keys); NIK 16 digits: region code + DDMMYY (+40 for women) + serial (Permendagri; no check digit); RT/RW address",
        text=f"verifikasi_ekyc gagal: nama=\"{nm}\" nik={nik} hp={tel} alamat=\"{adr}\" kode_galat=DUKCAPIL-404 percobaan=3",
        private=[nm, nik, tel, adr], keep=["kode_galat=DUKCAPIL-404", "percobaan=3"])

    # --- Singapore: NRIC ----------------------------------------------------
    nric = chk(sg_nric_ok(s := sg_nric(P("S", "T"))), s)
    nm = P("Tan Wei Ling", "Muhammad Hafiz bin Ismail", "Priya d/o Rajendran")
    tel = f"{P('8', '9')}{rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P(f"Blk {rng.randint(100, 699)} Ang Mo Kio Ave 3, #{rng.randint(2, 20):02d}-{rng.randint(10, 99)}, Singapore 560{rs(DIG, 3)}",
            f"Blk {rng.randint(100, 699)} Tampines St 21, #{rng.randint(2, 20):02d}-{rng.randint(100, 500)}, Singapore 520{rs(DIG, 3)}")
    t = dt()
    add(C, "Clinic booking JSON (English keys); NRIC S/T + 7 digits + checksum letter (ICA); HDB block address",
        text=jd({"time": iso_s(t), "clinic": "AMK-02", "patient": nm, "nric": nric, "mobile": tel, "address": adr, "status": "NO_SHOW", "retries": 2}, compact=True),
        private=[nm, nric, tel, adr], keep=[iso_s(t), '"status":"NO_SHOW"', '"retries":2'])

    # --- Malaysia: MyKad ----------------------------------------------------
    gb = dob()
    mykad = f"{gb.year % 100:02d}{gb.month:02d}{gb.day:02d}-{P('14', '10', '08', '01')}-{rs(DIG, 4)}"
    nm = P("Nurul Aisyah binti Abdullah", "Lim Chee Keong", "Kavitha a/p Subramaniam")
    tel = f"01{P('2', '3', '7', '9')}-{rs(DIG, 3)} {rs(DIG, 4)}"
    add(C, "Courier SMS gateway log (Malay text); MyKad YYMMDD-PB-###G (JPN structure, no check digit); Malaysian mobile 01X-XXX XXXX",
        text=f"SMS dihantar ke {tel}: \"Hai {nm}, bungkusan anda MY{rs(DIG, 10)} sedia diambil.\" pengesahan_ic={mykad} status=DELIVERED kos=RM0.12",
        private=[tel, nm, mykad], keep=["status=DELIVERED", "kos=RM0.12"])

    # --- Philippines: free text --------------------------------------------
    nm = P("Maria Clara Santos", "Jose Miguel Reyes", "Angelica Dela Cruz")
    tel = f"09{P('17', '18', '27', '55')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Unit 12B, 88 Ayala Avenue, Makati City, 1226 Metro Manila", "Blk 5 Lot 12, Phase 2, Camella Homes, Bacoor, 4102 Cavite")
    add(C, "Taglish support chat line (no keys); Philippine mobile 09XX XXX XXXX; PHLPost address",
        text=f"Agent Carla: Hi po, I confirmed with {nm} na yung bagong address niya ay {adr}, contact {tel}. Refund RF-{rs(DIG, 6)} will be processed in 5-7 banking days.",
        private=[nm, adr, tel], keep=["5-7 banking days", "Refund RF-"])

    # --- Australia: TFN -----------------------------------------------------
    tfn = chk(au_tfn_ok(s := au_tfn()), s)
    nm = P("Olivia Nguyen", "Jack Thompson", "Charlotte O'Brien")
    tel = f"04{rs(DIG, 2)} {rs(DIG, 3)} {rs(DIG, 3)}"
    adr = P("Unit 4, 27 Smith Street, Fitzroy VIC 3065", "12 Ocean Parade, Coogee NSW 2034", "3/45 Adelaide Terrace, Perth WA 6000")
    t = dt()
    add(C, "Payroll integration log (English); Tax File Number weighted mod-11 (ATO); Australia Post address with state and postcode",
        text=f"{t.strftime('%d/%m/%Y %I:%M:%S %p')} STP submission rejected for employee {nm} TFN {tfn} addr '{adr}' ph {tel} - ATO error CMN.ATO.PAYEVNT.EM92",
        private=[nm, tfn, adr, tel], keep=[t.strftime("%d/%m/%Y %I:%M:%S %p"), "CMN.ATO.PAYEVNT.EM92", "STP submission rejected"])

    # --- New Zealand: IRD --------------------------------------------------
    ird = chk(nz_ird_ok(s := nz_ird()), s)
    nm = P("Aroha Ngata", "Liam Walker", "Mere Tuhiwai")
    tel = f"02{P('1', '2', '7')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Flat 2, 15 Cuba Street, Te Aro, Wellington 6011", "24 Ponsonby Road, Grey Lynn, Auckland 1021")
    add(C, "KiwiSaver enrolment CSV row; IRD number with primary/secondary weight mod-11 (Inland Revenue); NZ Post address",
        lines=["event,member,ird_number,address,phone,result", f"enrol,{nm},{ird},\"{adr}\",{tel},KS-ERR-17 duplicate scheme"],
        private=[nm, ird, adr, tel], keep=["event,member,ird_number,address,phone,result", "KS-ERR-17 duplicate scheme"])

    # --- South Africa: ID -------------------------------------------------
    gb = dob()
    fem = P(True, False)
    zid = chk(luhn_ok(s := za_id(gb, fem)), s)
    nm = P("Thandiwe Nkosi", "Lerato Mokoena") if fem else P("Sipho Dlamini", "Pieter van der Merwe")
    tel = f"0{P('82', '83', '72', '61')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("14 Long Street, Cape Town City Centre, Cape Town, 8001", "27 Vilakazi Street, Orlando West, Soweto, 1804")
    t = dt()
    add(C, "RICA registration log (English); SA ID YYMMDDSSSSCAZ with Luhn check (DHA); SA address with 4-digit code",
        text=f"{iso_ms(t)} WARN rica.register msisdn={tel} subscriber=\"{nm}\" id_number={zid} address=\"{adr}\" outcome=PENDING_DOCS code=R-09",
        private=[tel, nm, zid, adr], keep=[iso_ms(t), "outcome=PENDING_DOCS", "code=R-09"])

    # --- Nigeria: free text ------------------------------------------------
    nm = P("Chukwuemeka Okafor", "Oluwaseun Adeyemi", "Aisha Bello")
    tel = f"0{P('803', '806', '813', '905')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("15 Adeola Odeku Street, Victoria Island, Lagos 101241", "22 Awolowo Road, Ikoyi, Lagos 106104", "7 Aminu Kano Crescent, Wuse II, Abuja 904101")
    add(C, "Call-centre note (English free text, no keys); Nigerian mobile 0XXX XXX XXXX; NIPOST address",
        text=f"Spoke with {nm} this morning; she confirmed her new number is {tel} and asked us to deliver the replacement card to {adr}. Case NG-{rs(DIG, 6)} closed at 10:42.",
        private=[nm, tel, adr], keep=["Case NG-", "closed at 10:42"])

    # --- Kenya: M-PESA confirmation SMS ------------------------------------
    nm = P("WANJIRU KAMAU", "OTIENO OCHIENG", "AKINYI ODHIAMBO")
    tel = f"07{rs(DIG, 8)}"
    code = rs(UP + DIG, 10)
    add(C, "M-PESA confirmation SMS as stored by an SMS-forwarder log; Safaricom MSISDN 07XXXXXXXX",
        text=f"{code} Confirmed. Ksh1,250.00 sent to {nm} {tel} on 3/2/25 at 4:15 PM. New M-PESA balance is Ksh3,410.50. Transaction cost, Ksh23.00.",
        private=[nm, tel], keep=[code, "Ksh1,250.00", "Transaction cost, Ksh23.00"])

    # --- Ghana: digital address ---------------------------------------------
    nm = P("Kwame Mensah", "Akosua Boateng", "Yaw Asante")
    tel = f"0{P('24', '54', '20', '55')} {rs(DIG, 3)} {rs(DIG, 4)}"
    gps = f"GA-{rng.randint(100, 599)}-{rs(DIG, 4)}"
    add(C, "Ride-hailing dispatch log (English); Ghana mobile 0XX XXX XXXX; GhanaPostGPS digital address",
        text=f"dispatch trip=GH{rs(DIG, 8)} rider={nm} phone={tel} pickup={gps} (Osu, Accra) eta=7m driver_assigned=false reason=NO_SUPPLY",
        private=[nm, tel, gps], keep=["eta=7m", "reason=NO_SUPPLY"])

    # --- Brazil: CPF --------------------------------------------------------
    cpf = chk(br_cpf_ok(s := br_cpf()), s)
    nm = P("Ana Paula Ferreira", "João Victor Souza", "Larissa Oliveira")
    tel = f"({P('11', '21', '31')}) 9{rs(DIG, 4)}-{rs(DIG, 4)}"
    adr = P("Rua Augusta, 1508, apto 42, Consolação, São Paulo - SP, 01304-001", "Av. Atlântica, 2000, apto 701, Copacabana, Rio de Janeiro - RJ, 22021-001")
    t = dt()
    add(C, "E-commerce order log (Portuguese keys); CPF with two mod-11 check digits (Receita Federal); Correios CEP",
        text=f"{t.strftime('%d/%m/%Y %H:%M:%S')} ERRO pedido=BR{rs(DIG, 9)} cliente=\"{nm}\" cpf={cpf} celular=\"{tel}\" endereco=\"{adr}\" motivo=ANTIFRAUDE_REPROVADO",
        private=[nm, cpf, tel, adr], keep=[t.strftime("%d/%m/%Y %H:%M:%S"), "ERRO", "motivo=ANTIFRAUDE_REPROVADO"])

    # --- Brazil: PIX JSON, key is CPF digits --------------------------------
    cpf2 = chk(br_cpf_ok(s := br_cpf()), s)
    cpf2d = only_digits(cpf2)
    nm = P("Mariana Costa Lima", "Rafael Almeida Santos")
    e2e = f"E{rs(DIG, 8)}{(BASE_T + timedelta(days=rng.randint(0, 150))).strftime('%Y%m%d')}{rs(DIG, 4)}{rs(B62, 11)}"
    add(C, "PIX webhook JSON (BCB API Pix field names); CPF as PIX key; endToEndId format E+ISPB+timestamp+seq",
        text=jd({"endToEndId": e2e, "valor": "89.90", "chave": cpf2d, "pagador": {"nome": nm, "cpf": cpf2d}, "infoPagador": "pedido 5521", "status": "DEVOLVIDO", "motivo": "MD06"}, compact=True),
        private=[cpf2d, nm], keep=[e2e, '"status":"DEVOLVIDO"', '"motivo":"MD06"'])

    # --- Argentina: CUIL -------------------------------------------------
    fem = P(True, False)
    cuil, dni = ar_cuil(fem)
    assert ar_cuil_ok(cuil)
    nm = P("Florencia Gómez", "Valentina Díaz") if fem else P("Martín Rodríguez", "Santiago Pereyra")
    tel = f"11 15-{rs(DIG, 4)}-{rs(DIG, 4)}"
    adr = P("Av. Corrientes 1234, piso 5 depto B, C1043AAZ CABA", "Bv. San Juan 850, X5000ATQ Córdoba")
    add(C, "Free-text onboarding note (Argentine Spanish); CUIL XX-DNI-D mod-11 (AFIP); CPA postcode",
        text=f"Alta rechazada: {nm} (DNI {dni}, CUIL {cuil}) con domicilio en {adr}; tel. {tel}. Error AFIP 1003: CUIL inexistente en padrón. Reintentar en 24 h.",
        private=[nm, dni, cuil, adr, tel], keep=["Error AFIP 1003", "24 h"])

    # --- Chile: RUT -------------------------------------------------------
    rut = chk(cl_rut_ok(s := cl_rut()), s)
    nm = P("Camila Muñoz Rojas", "Benjamín Soto Fuentes", "Josefa Contreras")
    tel = f"9 {rs(DIG, 4)} {rs(DIG, 4)}"
    adr = P("Av. Providencia 1234, Depto. 501, Providencia, Santiago", "Calle Prat 827, Of. 12, Valparaíso")
    t = dt()
    add(C, "Pipe-delimited boleta log (Chilean Spanish); RUT with mod-11 DV (0-9/K, SII)",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S')}|BOLETA|rechazada|receptor={nm}|rut={rut}|fono={tel}|dir={adr}|sii_estado=RCH|glosa=RUT receptor no autorizado",
        private=[nm, rut, tel, adr], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), "sii_estado=RCH", "glosa=RUT receptor no autorizado"])

    # --- Colombia: free text ------------------------------------------------
    nm = P("Juan Sebastián Restrepo", "Daniela Ospina", "Carlos Andrés Gaviria")
    tel = f"3{P('10', '15', '20', '00')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Calle 93 # 13-24, Apto 502, Bogotá", "Carrera 43A # 1 Sur-100, Medellín", "Avenida 6N # 28N-45, Cali")
    cc = f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"
    add(C, "Claims free text (Colombian Spanish); cédula de ciudadanía with thousands dots (no check digit); Colombian grid address (Calle/Carrera #)",
        text=f"Reclamo PQR-{rs(DIG, 7)}: el señor/la señora {nm}, C.C. {cc}, reporta cobro doble; contacto {tel}, dirección {adr}. Respuesta en máximo 15 días hábiles.",
        private=[nm, cc, tel, adr], keep=["Reclamo PQR-", "15 días hábiles"])

    # --- Mexico: CURP --------------------------------------------------------
    gb = dob()
    fem = P(True, False)
    pat, mat, nom = (P(("HERNANDEZ", "LOPEZ", "GUADALUPE"), ("RAMIREZ", "TORRES", "FERNANDA")) if fem
                     else P(("GONZALEZ", "MARTINEZ", "RICARDO"), ("SANCHEZ", "CRUZ", "EDUARDO")))
    curp = mx_curp(pat, mat, nom, gb, fem, P("DF", "JC", "NL", "PL"))
    assert mx_curp_ok(curp)
    nm = f"{nom.title()} {pat.title().replace('Hernandez', 'Hernández').replace('Gonzalez', 'González').replace('Ramirez', 'Ramírez').replace('Sanchez', 'Sánchez')} {mat.title().replace('Lopez', 'López').replace('Martinez', 'Martínez')}"
    tel = f"55 {rs(DIG, 4)} {rs(DIG, 4)}"
    adr = P("Av. Insurgentes Sur 1602, Piso 4, Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX",
            "Calle Morelos 245, Col. Centro, 44100 Guadalajara, Jal.")
    t = dt()
    add(C, "JSON log (Mexican Spanish keys); CURP 18 chars with RENAPO check digit; SEPOMEX address",
        text=jd({"fecha": iso_ms(t), "nivel": "error", "mensaje": "CURP no coincide con RENAPO", "nombre": nm, "curp": curp, "telefono": tel, "domicilio": adr, "codigo": "RENAPO-06"}),
        private=[nm, curp, tel, adr], keep=[iso_ms(t), '"nivel": "error"', '"codigo": "RENAPO-06"'])

    # --- USA: SSN, DOB, CSV ------------------------------------------------
    rows, priv = [], []
    for _ in range(2):
        nm = P("Emily Johnson", "DeShawn Williams", "Madison Clarke", "Carlos Ramirez", "Hannah Kim")
        ssn = us_ssn()
        gb = dob()
        adr = P(f"{rng.randint(100, 9999)} Oak Ave Apt {rng.randint(1, 9)}B, Springfield, IL 62704",
                f"{rng.randint(100, 9999)} W Main St, Boise, ID 83702", f"{rng.randint(10, 999)} Peachtree St NE, Atlanta, GA 30303")
        tel = f"({P('217', '208', '404', '312')}) {rng.randint(200, 989)}-{rs(DIG, 4)}"
        rows.append(f"\"{nm}\",{ssn},{gb.strftime('%m/%d/%Y')},\"{adr}\",{tel},W2_MISMATCH")
        priv += [nm, ssn, gb.strftime("%m/%d/%Y"), adr, tel]
    add(C, "CSV export (RFC 4180) from payroll; SSN area/group/serial ranges (SSA, no check digit); USPS Publication 28 address",
        lines=["employee_name,ssn,dob,mailing_address,phone,error_code"] + rows,
        private=priv, keep=["employee_name,ssn,dob,mailing_address,phone,error_code", "W2_MISMATCH"])

    # --- USA: HL7 v2 ADT message -------------------------------------------
    t = dt()
    gb = dob()
    ln, fn = P(("WASHINGTON", "GRACE"), ("MARTINEZ", "SOFIA"), ("OKONKWO", "DANIEL"))
    mrn = rs(DIG, 8)
    ctrl = f"MSG{rs(DIG, 9)}"
    street = f"{rng.randint(100, 9999)} Evergreen Ter"
    tel = f"({P('217', '312', '773')}){rng.randint(200, 989)}-{rs(DIG, 4)}"
    ssn = us_ssn()
    add(C, "HL7 v2.5.1 ADT^A04 message (MSH and PID segments, pipe/caret encoding)",
        lines=[f"MSH|^~\\&|EPIC|MERCY_ED|LAB|MERCY|{t.strftime('%Y%m%d%H%M%S')}||ADT^A04^ADT_A01|{ctrl}|P|2.5.1",
               f"PID|1||{mrn}^^^MERCY^MR||{ln}^{fn}^Q||{gb.strftime('%Y%m%d')}|F|||{street}^^Springfield^IL^62704^USA||{tel}|||||||{ssn}"],
        private=[mrn, f"{ln}^{fn}^Q", gb.strftime("%Y%m%d"), street, tel, ssn], keep=[ctrl, "ADT^A04^ADT_A01", "2.5.1", t.strftime("%Y%m%d%H%M%S")])

    # --- Canada: SIN, Québec address -----------------------------------------
    sin = chk(luhn_ok(s := ca_sin()), s)
    nm = P("Émilie Tremblay", "Olivier Gagnon", "Chloé Bouchard")
    tel = f"{P('514', '438', '418')} {rng.randint(200, 989)}-{rs(DIG, 4)}"
    adr = P("1234, rue Sainte-Catherine Ouest, app. 56, Montréal (Québec)  H3G 1P1", "88, rue Saint-Jean, Québec (Québec)  G1R 1N4")
    t = dt()
    add(C, "Payroll log (Canadian French keys); SIN 9 digits with Luhn (ESDC); Canada Post civic address with two spaces before postal code",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S')} AVERT employé=\"{nm}\" NAS={sin} adresse=\"{adr}\" tél={tel} T4 rejeté code=ARC-0412",
        private=[nm, sin, adr, tel], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), "T4 rejeté", "code=ARC-0412"])

    # --- UK: NHS number ----------------------------------------------------
    nhs = chk(uk_nhs_ok(s := uk_nhs()), s)
    nm = P("Olivia Bennett", "Harry Patel", "Siobhan McCarthy")
    tel = f"07{rs(DIG, 3)} {rs(DIG, 6)}"
    adr = P("Flat 3, 27 Baker Street, London W1U 8EW", "14 Deansgate, Manchester M3 2EN", "9 Rose Street, Edinburgh EH2 2PR")
    gb = dob()
    t = dt()
    add(C, "NHS referral service log (English); NHS number weighted mod-11 (NHS Data Dictionary); Royal Mail PAF address",
        text=f"{t.strftime('%d/%m/%Y %H:%M:%S')} ERROR e-RS referral UBRN {rs(DIG, 12)} failed PDS trace: patient {nm}, NHS No {nhs}, DOB {gb.strftime('%d-%b-%Y')}, {adr}, mobile {tel} (reason: DEMOGRAPHICS_MISMATCH)",
        private=[nm, nhs, gb.strftime("%d-%b-%Y"), adr, tel], keep=[t.strftime("%d/%m/%Y %H:%M:%S"), "DEMOGRAPHICS_MISMATCH", "failed PDS trace"])

    # --- UK: NINO + IBAN GB --------------------------------------------------
    nino = uk_nino()
    ib = chk(iban_ok(i := iban_gb()), i)
    nm = P("Rhys Evans", "Amelia Hughes", "Mohammed Hussain")
    add(C, "HR system JSON (English keys); National Insurance number format (HMRC NIM39110 prefix rules); UK IBAN mod-97",
        text=jd({"event": "payroll.bank_change", "employee": nm, "ni_number": nino, "new_iban": grp4(ib), "approved_by": "workflow", "result": "held_for_review", "rule": "BANK_CHANGE_WITHIN_7D"}),
        private=[nm, nino, grp4(ib)], keep=['"result": "held_for_review"', '"rule": "BANK_CHANGE_WITHIN_7D"'])

    # --- Ireland: PPSN, Eircode -----------------------------------------------
    pps = chk(ie_ppsn_ok(s := ie_ppsn()), s)
    nm = P("Aoife Byrne", "Ciarán Ó Súilleabháin", "Niamh Kelly")
    tel = f"08{P('3', '5', '6', '7')} {rs(DIG, 3)} {rs(DIG, 4)}"
    adr = P("Apartment 12, The Maltings, Bow Street, Dublin 7, D07 N2X4", "4 Shop Street, Galway, H91 E2KP")
    add(C, "Grant-application log (English); PPSN 7 digits + mod-23 check letter (DSP); Eircode",
        text=f"application GR-{rs(DIG, 6)} incomplete: applicant {nm} PPSN {pps} address \"{adr}\" phone {tel}; missing=P60 status=AWAITING_DOCS",
        private=[nm, pps, adr, tel], keep=["missing=P60", "status=AWAITING_DOCS"])

    # --- Japan: card payment (JCB, katakana) ---------------------------------
    cn = chk(luhn_ok(c := card("35" + P("28", "41", "61"), 16)), c)
    nm = P("ヤマダ タロウ", "タナカ ユキ", "ナカムラ ケンジ")
    t = dt()
    add(C, "Payment gateway log (Japanese); JCB PAN 16 digits with Luhn (ISO/IEC 7812-1); cardholder name in katakana",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S')} 決済エラー 注文番号=JP{rs(DIG, 10)} カード番号={cn} 名義={nm} 有効期限={rng.randint(1, 12):02d}/{rng.randint(26, 30)} 応答コード=G12 (取引判定保留)",
        private=[cn, nm], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), "応答コード=G12"])

    # --- vCard (RFC 6350) --------------------------------------------------
    nm = P(("Leila", "Haddad", "ليلى حداد"), ("Kenji", "Watanabe", "渡辺 健二"), ("Ewa", "Nowicka", "Ewa Nowicka"))
    tel = f"06 {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)}"
    gb = dob()
    em = f"{nm[0].lower()}.{nm[1].lower()}@{P('orange.fr', 'free.fr', 'laposte.net')}"
    adrv = f";;{rng.randint(1, 99)} rue de la République;Lyon;;69002;France"
    uid = uuid4()
    add(C, "vCard 4.0 (RFC 6350) contact exported into a sync-service debug log",
        lines=["BEGIN:VCARD", "VERSION:4.0", f"UID:urn:uuid:{uid}", f"FN:{nm[2]}", f"N:{nm[1]};{nm[0]};;;", f"BDAY:{gb.strftime('%Y%m%d')}",
               f"TEL;TYPE=cell:{tel}", f"EMAIL:{em}", f"ADR;TYPE=home:{adrv}", f"REV:{dt().strftime('%Y%m%dT%H%M%SZ')}", "END:VCARD"],
        private=[nm[2], f"{nm[1]};{nm[0]}", gb.strftime("%Y%m%d"), tel, em, adrv[2:]], keep=["VERSION:4.0", f"urn:uuid:{uid}", "END:VCARD"])

    # --- iCalendar (RFC 5545) ------------------------------------------------
    t = dt()
    cn1 = P("Dr. Fatima Zahra Benali", "Dr. Søren Kierkegaard-Holm", "Dr. Chidinma Eze")
    em1 = f"rdv.{cn1.split()[-1].lower().replace('ø', 'o')}@{P('chu-rouen.fr', 'klinik-nord.de', 'luth.ng')}"
    cn2 = P("Hiroshi Yamamoto", "Beatriz Nascimento", "Tomasz Lewandowski")
    em2 = f"{cn2.split()[0].lower()}{rng.randint(10, 99)}@gmail.com"
    uidc = f"{uuid4()}@booking"
    add(C, "iCalendar VEVENT (RFC 5545) for a medical appointment, as logged by a calendar sync",
        lines=["BEGIN:VEVENT", f"UID:{uidc}", f"DTSTAMP:{t.strftime('%Y%m%dT%H%M%SZ')}", f"DTSTART;TZID=Europe/Paris:{(t + timedelta(days=3)).strftime('%Y%m%dT%H%M%S')}",
               "SUMMARY:Consultation cardiologie", f"ORGANIZER;CN=\"{cn1}\":mailto:{em1}", f"ATTENDEE;CN={cn2};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:{em2}", "STATUS:TENTATIVE", "END:VEVENT"],
        private=[cn1, em1, cn2, em2], keep=[uidc, f"DTSTAMP:{t.strftime('%Y%m%dT%H%M%SZ')}", "STATUS:TENTATIVE", "PARTSTAT=NEEDS-ACTION"])

    # --- RFC 5322 mail headers ---------------------------------------------
    t = dt()
    fn = P(("Björn Äström", "bjorn.astrom", "telia.se"), ("Małgorzata Kołodziej", "m.kolodziej", "wp.pl"), ("Ngozi Eze", "ngozi.eze", "yahoo.com"))
    to = ("Rechnungsstelle Müller GmbH", "rechnung", "mueller-gmbh.de")
    mid = f"<{hx(16)}.{rs(DIG, 6)}@{P('mail.gmail.com', 'smtp.wp.pl')}>"
    date_h = t.strftime("%a, %d %b %Y %H:%M:%S +0000")
    add(C, "Internet Message Format headers (RFC 5322) from a mail-gateway quarantine log",
        lines=[f"Date: {date_h}", f"From: \"{fn[0]}\" <{fn[1]}@{fn[2]}>", f"To: {to[0]} <{to[1]}@{to[2]}>",
               f"Subject: Re: Rechnung 2025-{rs(DIG, 4)} – Mahnung", f"Message-ID: {mid}", "X-Spam-Status: Yes, score=7.4 required=5.0"],
        private=[fn[0], f"{fn[1]}@{fn[2]}", f"{to[1]}@{to[2]}"], keep=[f"Date: {date_h}", "score=7.4 required=5.0", mid])


# --- Italian codice fiscale -------------------------------------------------
CF_ODD = {**{str(i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
          **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}
CF_EVEN = {**{str(i): i for i in range(10)}, **{c: i for i, c in enumerate(UP)}}


def _cf_chk(s15):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s15))
    return UP[t % 26]


def it_cf(surname, name, d, female, comune):
    v = "AEIOU"

    def parts(w):
        w = w.upper()
        return [c for c in w if c.isalpha() and c not in v], [c for c in w if c in v]
    sc, sv = parts(surname)
    sur = "".join(sc + sv + ["X"] * 3)[:3]
    nc, nv = parts(name)
    if len(nc) >= 4:
        nm = nc[0] + nc[2] + nc[3]
    else:
        nm = "".join(nc + nv + ["X"] * 3)[:3]
    s = f"{sur}{nm}{d.year % 100:02d}{'ABCDEHLMPRST'[d.month - 1]}{d.day + (40 if female else 0):02d}{comune}"
    return s + _cf_chk(s)


def it_cf_ok(s):
    return _cf_chk(s[:15]) == s[15]


assert it_cf_ok("RSSMRA85T10A562S")
assert it_cf("Rossi", "Mario", date(1985, 12, 10), False, "A562") == "RSSMRA85T10A562S"


def host(*roles, domain=None):
    r = rng.choice(roles)
    h = f"{r}-{P('prod', 'prd', 'stg', 'eu1', 'use1', 'fra')}-{rng.randint(1, 24):02d}"
    if domain:
        h += "." + domain
    return h


def user(*names):
    return rng.choice(names)


def sha512crypt_like():
    return f"$6${rs(B62 + './', 16)}${rs(B62 + './', 86)}"


def bcrypt_like(cost=12, v="2b"):
    return f"${v}${cost:02d}${rs(B62 + './', 53)}"


# ==========================================================================
# positional
# ==========================================================================
def gen_positional():
    C = "positional"

    # mysql(1): -p<password> with no space, then server error
    h = host("db-orders", "mysql-main", "rds-shop", domain="int.example.net")
    u = user("app_orders", "svc_checkout", "reporting_ro")
    pw = password()
    ip = ipv4_private()
    add(C, "mysql(1) client options -h/-P/-u/-p<password> (MySQL 8.0 Reference Manual §6.5.1) and ER_ACCESS_DENIED_ERROR 1045 message",
        lines=[f"$ mysql -h {h} -P 3306 -u {u} -p{pw} orders -e \"SELECT COUNT(*) FROM orders WHERE status='PENDING'\"",
               f"ERROR 1045 (28000): Access denied for user '{u}'@'{ip}' (using password: YES)"],
        secrets=[pw], private=[h, u, ip], keep=["3306", "SELECT COUNT(*) FROM orders WHERE status='PENDING'", "ERROR 1045 (28000)", "(using password: YES)"])

    # PGPASSWORD env + psql
    pw = password()
    h = host("pg-analytics", "pgbouncer", domain="corp.example.com")
    u = user("etl_loader", "dbt_runner", "looker_ro")
    add(C, "psql(1) with PGPASSWORD environment variable (PostgreSQL docs §34.15 Environment Variables) and -h/-p/-U/-d options",
        lines=[f"+ PGPASSWORD={pw} psql -h {h} -p 6432 -U {u} -d warehouse -v ON_ERROR_STOP=1 -c 'VACUUM (VERBOSE, ANALYZE) staging.events;'",
               "ERROR:  permission denied for table events"],
        secrets=[pw], private=[h, u], keep=["6432", "VACUUM (VERBOSE, ANALYZE) staging.events;", "ERROR:  permission denied for table events"])

    # libpq keyword/value conninfo
    pw = password(symbols="!#%*+-_.~^")
    h = host("pg-primary", "pg-billing", domain="db.example.org")
    u = user("billing_app", "ledger_rw")
    ip = ipv4_private()
    add(C, "libpq keyword/value connection string (PostgreSQL docs §34.1.1) passed to psql",
        lines=[f"$ psql \"host={h} port=5432 dbname=billing user={u} password={pw} sslmode=verify-full connect_timeout=10\"",
               f"psql: error: connection to server at \"{h}\" ({ip}), port 5432 failed: timeout expired"],
        secrets=[pw], private=[h, u, ip], keep=["sslmode=verify-full", "connect_timeout=10", "timeout expired"])

    # PostgreSQL URI in a Python traceback line
    pw = url_password()
    h = host("pg", "timescale", domain="svc.cluster.local")
    u = user("ingest", "metrics_writer")
    t = dt()
    add(C, "PostgreSQL connection URI postgresql://user:password@host:port/db (libpq §34.1.1.2) echoed by SQLAlchemy OperationalError; SQLSTATE 28P01",
        text=f"{iso_ms(t)} ERROR sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{h}\", port 6432 failed: FATAL:  password authentication failed for user \"{u}\" [url: postgresql://{u}:{pw}@{h}:6432/metrics?sslmode=require] (Background on this error at: https://sqlalche.me/e/20/e3q8)",
        secrets=[pw], private=[h, u], keep=[iso_ms(t), "6432", "https://sqlalche.me/e/20/e3q8", "password authentication failed"])

    # redis-cli -a / --user
    pw = password()
    h = host("redis-cache", "redis-session", domain="cache.example.net")
    u = user("worker", "sessions_rw")
    add(C, "redis-cli(1) --tls -h/-p --user/-a options and its command-line password warning (redis.io redis-cli docs)",
        lines=[f"$ redis-cli --tls -h {h} -p 6380 --user {u} -a '{pw}' INFO replication",
               "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.",
               "AUTH failed: WRONGPASS invalid username-password pair or user is disabled."],
        secrets=[pw], private=[h, u], keep=["6380", "INFO replication", "WRONGPASS invalid username-password pair or user is disabled."])

    # Redis AUTH transcript
    pw = password()
    u = user("orders_rw", "ratelimiter")
    add(C, "Redis protocol AUTH <username> <password> command (Redis 6 ACL, redis.io/commands/auth) in an interactive redis-cli session",
        lines=["127.0.0.1:6379> SELECT 2", "OK", f"127.0.0.1:6379[2]> AUTH {u} {pw}", "(error) WRONGPASS invalid username-password pair or user is disabled.", "127.0.0.1:6379[2]> DBSIZE", "(integer) 48213"],
        secrets=[pw], private=[u], keep=["SELECT 2", "(integer) 48213", "WRONGPASS"])

    # redis.conf
    pw1, pw2 = password(24), password(24)
    ip = ipv4_private()
    add(C, "redis.conf directives requirepass / masteruser / masterauth / replicaof (redis.conf self-documented example)",
        lines=["# REPLICATION", f"replicaof {ip} 6379", "masteruser replica-sync", f"masterauth {pw1}", f"requirepass {pw2}", "repl-diskless-sync yes", "repl-backlog-size 64mb"],
        secrets=[pw1, pw2], private=[ip, "replica-sync"], keep=["6379", "repl-backlog-size 64mb", "repl-diskless-sync yes"])

    # Redis ACL file
    sha = hashlib_sha256(password())
    pw = password()
    add(C, "Redis ACL file users.acl: '#<sha256>' hashed and '>plaintext' password rules (redis.io ACL docs)",
        lines=[f"user jobs-worker on #{sha} ~jobs:* &jobs:* +@list +@connection -@dangerous", f"user reporting on >{pw} ~report:* resetchannels +get +mget +scan"],
        secrets=[sha, pw], private=["jobs-worker", "reporting"], keep=["~jobs:*", "+@list", "~report:*", "+get +mget +scan"])

    # mongosh SRV URI
    pw = url_password()
    u = user("appUser", "analytics", "svc-catalog")
    cl = f"cluster0.{rs(LO + DIG, 5)}.mongodb.net"
    add(C, "MongoDB connection string mongodb+srv://user:password@host/?options (MongoDB Manual: Connection String URI Format)",
        text=f"$ mongosh \"mongodb+srv://{u}:{pw}@{cl}/catalog?retryWrites=true&w=majority&appName=Cluster0\" --eval 'db.items.countDocuments()'  -> MongoServerError: bad auth : Authentication failed. (code 8000)",
        secrets=[pw], private=[u, cl], keep=["retryWrites=true&w=majority", "db.items.countDocuments()", "code 8000"])

    # sqlcmd
    pw = password()
    srv = host("sql", "mssql", domain=None).upper()
    add(C, "sqlcmd -S/-U/-P/-d/-Q options (Microsoft Learn: sqlcmd utility) and error 18456 output",
        lines=[f"C:\\> sqlcmd -S tcp:{srv},1433 -U sa -P \"{pw}\" -d Payroll -Q \"SELECT @@VERSION\"",
               f"Msg 18456, Level 14, State 1, Server {srv}, Line 1", "Login failed for user 'sa'."],
        secrets=[pw], private=[srv], keep=["1433", "SELECT @@VERSION", "Msg 18456, Level 14, State 1", "Login failed for user"])

    # sqlplus user/password@//host:port/service
    pw = password(symbols="_#")
    h = host("ora-db", "exa-scan", domain="example.com")
    u = user("hr_batch", "scott", "gl_interface")
    add(C, "SQL*Plus logon syntax user/password@//host:port/service_name (Oracle SQL*Plus User's Guide: CONNECT) and ORA-01017",
        lines=[f"$ sqlplus -S {u}/{pw}@//{h}:1521/ORCLPDB1 @/opt/etl/nightly_close.sql", "ERROR:", "ORA-01017: invalid username/password; logon denied"],
        secrets=[pw], private=[u, h], keep=["1521/ORCLPDB1", "nightly_close.sql", "ORA-01017: invalid username/password; logon denied"])

    # ldapsearch
    pw = password()
    h = f"dc0{rng.randint(1, 4)}.corp.example.com"
    add(C, "ldapsearch(1) simple bind -x -D binddn -w passwd -H ldaps:// (OpenLDAP manual page)",
        lines=[f"$ ldapsearch -x -H ldaps://{h}:636 -D \"cn=svc-ldapsync,ou=Service Accounts,dc=corp,dc=example,dc=com\" -w '{pw}' -b \"dc=corp,dc=example,dc=com\" \"(sAMAccountName=tmorales)\" mail",
               "ldap_bind: Invalid credentials (49)", "\tadditional info: 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563"],
        secrets=[pw], private=[h, "svc-ldapsync", "tmorales"], keep=["636", "ldap_bind: Invalid credentials (49)", "data 52e", "DSID-0C090439"])

    # curl -u user:password
    pw = password(symbols="!#%*+-_.~^")
    u = user("jenkins-trigger", "deploy-bot")
    h = f"ci.{P('example.org', 'acme.dev')}"
    add(C, "curl(1) -u/--user <user:password> option (curl manual page)",
        text=f"curl -sS -u {u}:{pw} -X POST \"https://{h}/job/deploy-payments/buildWithParameters?ENV=staging&TAG=v4.18.2\" -w '%{{http_code}}'  => 201",
        secrets=[pw], private=[u, h], keep=["/job/deploy-payments/buildWithParameters", "ENV=staging", "v4.18.2", "=> 201"])

    # git clone with PAT in URL
    tok = "glpat-" + rs(B62 + "-_", 20)
    h = f"gitlab.{P('example.com', 'internal.acme.io')}"
    add(C, "git-clone(1) over HTTPS with credentials in the URL https://user:token@host/path.git (Git docs: GIT URLS; GitLab PAT prefix glpat-)",
        lines=[f"$ git clone https://oauth2:{tok}@{h}/platform/terraform-modules.git", "Cloning into 'terraform-modules'...", "remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled", "fatal: Authentication failed"],
        secrets=[tok], private=[h], keep=["Cloning into 'terraform-modules'...", "fatal: Authentication failed", "platform/terraform-modules.git"])

    # docker login -p
    pw = password(20)
    reg = f"registry.{P('example.io', 'acme.cloud')}"
    add(C, "docker login -u/-p (Docker CLI reference: docker login) with its insecure-password warning",
        lines=[f"$ docker login {reg} -u ci-bot -p {pw}", "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "Login Succeeded"],
        secrets=[pw], private=[reg, "ci-bot"], keep=["WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "Login Succeeded"])

    # smbclient -U 'DOMAIN\user%password'
    pw = password(symbols="!#*+-_.=~^")
    u = user("jdoe", "a.kowalski", "mbrandt")
    srv = f"fs{rng.randint(1, 9):02d}"
    add(C, "smbclient(1) -U 'DOMAIN\\user%password' syntax (Samba manual page) and NT status code",
        lines=[f"$ smbclient //{srv}.corp.example.com/finance -U 'CORP\\{u}%{pw}' -c 'ls Q4'", "session setup failed: NT_STATUS_LOGON_FAILURE"],
        secrets=[pw], private=[f"{srv}.corp.example.com", u], keep=["-c 'ls Q4'", "NT_STATUS_LOGON_FAILURE"])

    # net use
    pw = password(symbols="!#*+-_.~^")
    u = user("jdoe", "lmartin", "pkumar")
    add(C, "Windows 'net use <drive> \\\\server\\share <password> /user:DOMAIN\\user' positional password (Microsoft Learn: net use)",
        lines=[f"C:\\>net use Z: \\\\FS02\\Projects {pw} /user:CORP\\{u} /persistent:no", "System error 1326 has occurred.", "", "The user name or password is incorrect."],
        secrets=[pw], private=["FS02", u], keep=["/persistent:no", "System error 1326 has occurred."])

    # sshpass
    pw = password()
    ip = ipv4_private()
    add(C, "sshpass(1) -p password option followed by an ssh(1) command with user@host",
        text=f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no -o ConnectTimeout=5 deploy@{ip} 'sudo systemctl restart payments-api' ; echo rc=$? -> rc=5",
        secrets=[pw], private=[ip, "deploy"], keep=["StrictHostKeyChecking=no", "ConnectTimeout=5", "rc=5"])

    # FTP transcript
    pw = password()
    u = user("uploader", "edi_partner17")
    add(C, "FTP control connection USER/PASS commands and reply codes (RFC 959 §4.1.1, §4.2)",
        lines=["220 ProFTPD Server (Example EDI) [::ffff:10.0.0.8]", f"USER {u}", f"331 Password required for {u}", f"PASS {pw}", "530 Login incorrect.", "QUIT", "221 Goodbye."],
        secrets=[pw], private=[u, "10.0.0.8"], keep=["331 Password required for", "530 Login incorrect.", "221 Goodbye."])

    # POP3
    pw = password()
    u = user("mkowalski", "helpdesk")
    add(C, "POP3 USER/PASS authorization state (RFC 1939 §7) with Dovecot response codes (RFC 3206)",
        lines=["+OK Dovecot ready.", f"USER {u}", "+OK", f"PASS {pw}", "-ERR [AUTH] Authentication failed."],
        secrets=[pw], private=[u], keep=["+OK Dovecot ready.", "-ERR [AUTH] Authentication failed."])

    # IMAP LOGIN
    pw = password(symbols="!#*+-_.=~^")
    em = f"{P('l.moreau', 'h.tanaka', 'b.okafor')}@{P('example.fr', 'mail.example.jp')}"
    add(C, "IMAP LOGIN command with astring arguments and tagged NO response (RFC 9051 §6.2.3, RFC 5530 response codes)",
        lines=["* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN] Dovecot ready.", f"a001 LOGIN {em} {pw}", "a001 NO [AUTHENTICATIONFAILED] Authentication failed."],
        secrets=[pw], private=[em], keep=["a001 NO [AUTHENTICATIONFAILED] Authentication failed.", "IMAP4rev1"])

    # ipmitool
    pw = password()
    bmc = f"bmc-r{rng.randint(10, 40)}-u{rng.randint(1, 42):02d}.oob.example.net"
    add(C, "ipmitool(1) -I lanplus -H/-U/-P options (ipmitool manual page)",
        lines=[f"$ ipmitool -I lanplus -H {bmc} -U ADMIN -P '{pw}' chassis power status", "Error: Unable to establish IPMI v2 / RMCP+ session"],
        secrets=[pw], private=[bmc], keep=["chassis power status", "Unable to establish IPMI v2 / RMCP+ session"])

    # snmpwalk v3
    a, x = password(16), password(16)
    ip = ipv4_private()
    add(C, "snmpwalk(1) SNMPv3 USM options -u/-l authPriv/-a/-A/-x/-X (Net-SNMP snmpcmd(1))",
        text=f"snmpwalk -v3 -l authPriv -u nms-poller -a SHA-256 -A '{a}' -x AES -X '{x}' {ip} IF-MIB::ifHCInOctets  -> snmpwalk: Authentication failure (incorrect password, community or key)",
        secrets=[a, x], private=["nms-poller", ip], keep=["IF-MIB::ifHCInOctets", "authPriv", "Authentication failure (incorrect password, community or key)"])

    # snmpget v2c community
    comm = rs(B62, 14)
    ip = ipv4_private()
    add(C, "snmpget(1) SNMPv2c community string -c (Net-SNMP snmpcmd(1); community as shared secret per RFC 3584)",
        lines=[f"$ snmpget -v2c -c {comm} {ip} SNMPv2-MIB::sysUpTime.0", "SNMPv2-MIB::sysUpTime.0 = Timeticks: (1294021133) 149 days, 18:30:11.33"],
        secrets=[comm], private=[ip], keep=["SNMPv2-MIB::sysUpTime.0", "Timeticks: (1294021133) 149 days, 18:30:11.33"])

    # mosquitto_pub
    pw = password()
    dev = f"sensor-gw-{rng.randint(10, 99)}"
    mq = f"mqtt.{P('plant.example.com', 'iot.example.net')}"
    add(C, "mosquitto_pub(1) -h/-p/-u/-P/-t/-m options (Eclipse Mosquitto manual) and CONNACK reason",
        lines=[f"$ mosquitto_pub -h {mq} -p 8883 --cafile ca.pem -u {dev} -P '{pw}' -t 'plant/line3/temperature' -m '21.4' -q 1",
               "Connection error: Connection Refused: not authorised."],
        secrets=[pw], private=[dev, mq], keep=["8883", "plant/line3/temperature", "Connection Refused: not authorised."])

    # openssl pkcs12 -passout pass:
    pw = password(symbols="-_.")
    add(C, "openssl-pkcs12(1) -passout pass:<password> argument syntax (openssl-passphrase-options(1))",
        text=f"openssl pkcs12 -export -in client.crt -inkey client.key -certfile chain.pem -name payments-mtls -out client.p12 -passout pass:{pw} && sha256sum client.p12",
        secrets=[pw], private=[], keep=["pkcs12 -export", "client.p12", "-name payments-mtls"])

    # gpg --passphrase
    pw = password(symbols="-_.#")
    add(C, "gpg(1) --batch --pinentry-mode loopback --passphrase <string> (GnuPG manual: OpenPGP options)",
        lines=[f"+ gpg --batch --yes --pinentry-mode loopback --passphrase '{pw}' --decrypt db-dump-20250301.sql.gz.gpg", "gpg: encrypted with cv25519 key, ID 3AF1C2D0B7E4A918, created 2024-06-11", "gpg: decryption failed: Bad session key"],
        secrets=[pw], private=[], keep=["ID 3AF1C2D0B7E4A918", "gpg: decryption failed: Bad session key", "db-dump-20250301.sql.gz.gpg"])

    # /etc/shadow
    hsh = sha512crypt_like()
    u = user("jdoe", "deploy", "nkarimi")
    add(C, "shadow(5) line: login:encrypted password:last change:min:max:warn::: with SHA-512 crypt $6$",
        text=f"{u}:{hsh}:19987:0:99999:7:::",
        secrets=[hsh], private=[u], keep=["19987", "99999:7:::"])

    # htpasswd file with apr1/bcrypt
    h1, h2 = f"$apr1${rs(B62 + './', 8)}${rs(B62 + './', 22)}", bcrypt_like(5, "2y")
    add(C, ".htpasswd file lines user:$apr1$… and user:$2y$… (Apache httpd docs: Password Formats)",
        lines=["$ cat /etc/httpd/conf/.htpasswd", f"prometheus:{h1}", f"k.schmidt:{h2}", "$ stat -c '%a %U:%G' /etc/httpd/conf/.htpasswd", "640 root:apache"],
        secrets=[h1, h2], private=["prometheus", "k.schmidt"], keep=["/etc/httpd/conf/.htpasswd", "640 root:apache"])

    # .pgpass
    pw = password(symbols="!#%*+-_.~^")
    h = host("pg-replica", "pg-report", domain="db.example.org")
    add(C, ".pgpass line hostname:port:database:username:password (PostgreSQL docs §34.16 The Password File)",
        lines=["# ~/.pgpass (mode 0600)", f"{h}:5433:reporting:report_reader:{pw}", "*:*:*:postgres:"],
        secrets=[pw], private=[h, "report_reader"], keep=["5433", "mode 0600", "reporting"])

    # .netrc in terminal transcript
    pw = password()
    h = f"nexus.{P('example.org', 'acme.dev')}"
    add(C, ".netrc 'machine login password' tokens (GNU inetutils ftp / curl --netrc-file docs) shown via cat, then curl -w http_code",
        lines=["$ cat ~/.netrc", f"machine {h} login ci-publisher password {pw}", f"$ curl --netrc-file ~/.netrc -sS -o /dev/null -w '%{{http_code}}\\n' https://{h}/service/rest/v1/status/writable", "401"],
        secrets=[pw], private=[h, "ci-publisher"], keep=["/service/rest/v1/status/writable", "401"])

    # ~/.my.cnf
    pw = password()
    h = host("mysql-ro", domain="example.net")
    add(C, "MySQL option file [client] group with user/password/host/port (MySQL Reference Manual §6.2.2.2 Using Option Files)",
        lines=["[client]", "user=nightly_report", f"password=\"{pw}\"", f"host={h}", "port=3306", "default-character-set=utf8mb4"],
        secrets=[pw], private=["nightly_report", h], keep=["[client]", "port=3306", "default-character-set=utf8mb4"])

    # JDBC MySQL URL in Spring Boot log
    pw = url_password()
    h = host("aurora-shop", domain="cluster-c9xyz.eu-west-1.rds.amazonaws.com")
    t = dt()
    add(C, "MySQL Connector/J JDBC URL with user and password properties (Connector/J Developer Guide §6.2) in a HikariCP startup error",
        text=f"{iso_ms(t)} ERROR 1 --- [main] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization. url=jdbc:mysql://{h}:3306/shop?user=shop_app&password={pw}&useSSL=true&serverTimezone=UTC",
        secrets=[pw], private=[h, "shop_app"], keep=[iso_ms(t), "HikariPool-1 - Exception during pool initialization.", "useSSL=true", "3306"])

    # JDBC SQL Server
    pw = password(symbols="!#%*+-_.~^")
    h = host("sqlprod", domain="example.com")
    add(C, "Microsoft JDBC Driver for SQL Server URL jdbc:sqlserver://host:port;property=value;... (Microsoft Learn: Building the connection URL)",
        text=f"jdbc:sqlserver://{h}:1433;databaseName=Payroll;user=payroll_svc;password={pw};encrypt=true;trustServerCertificate=false;loginTimeout=30",
        secrets=[pw], private=[h, "payroll_svc"], keep=["1433", "databaseName=Payroll", "loginTimeout=30"])

    # ADO.NET
    pw = password(symbols="!#%*+-_.~^")
    srv = f"{P('contoso', 'fabrikam', 'northwind')}-sql-{rs(LO + DIG, 6)}.database.windows.net"
    add(C, "ADO.NET SqlClient connection string keywords Server/Initial Catalog/User ID/Password (Microsoft Learn: SqlConnection.ConnectionString)",
        text=f"Server=tcp:{srv},1433;Initial Catalog=Inventory;Persist Security Info=False;User ID=inv_admin;Password={pw};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
        secrets=[pw], private=[srv, "inv_admin"], keep=["1433", "Initial Catalog=Inventory", "Connection Timeout=30;"])

    # ODBC with braces
    pw = password(symbols="!#%*+-_.=~^")
    h = host("sqlbi", domain="corp.example.com")
    add(C, "ODBC connection string DRIVER={...};SERVER=;UID=;PWD={...} with brace-quoted value (ODBC SQLDriverConnect syntax)",
        text=f"pyodbc.InterfaceError: ('28000', \"[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'bi_loader'. (18456)\") conn_str='DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h};DATABASE=DW;UID=bi_loader;PWD={{{pw}}};Encrypt=yes'",
        secrets=[pw], private=[h, "bi_loader"], keep=["ODBC Driver 18 for SQL Server", "(18456)", "'28000'"])

    # Celery broker_url AMQP
    pw = url_password()
    h = host("rabbit", domain="example.internal")
    add(C, "AMQP URI amqp://user:password@host:port/vhost (RabbitMQ URI Specification) as Celery broker_url setting",
        lines=["# celeryconfig.py", f"broker_url = 'amqp://orders_worker:{pw}@{h}:5672/prod'", "result_backend = 'rpc://'", "task_acks_late = True", "worker_prefetch_multiplier = 1"],
        secrets=[pw], private=[h, "orders_worker"], keep=["5672/prod", "task_acks_late = True", "worker_prefetch_multiplier = 1"])

    # Kafka SASL JAAS
    pw = password(24)
    add(C, "Kafka client properties sasl.jaas.config ScramLoginModule username/password (Apache Kafka docs §7.4.4 SASL/SCRAM)",
        lines=["security.protocol=SASL_SSL", "sasl.mechanism=SCRAM-SHA-512", f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"orders-producer\" password=\"{pw}\";", "ssl.endpoint.identification.algorithm=https"],
        secrets=[pw], private=["orders-producer"], keep=["security.protocol=SASL_SSL", "sasl.mechanism=SCRAM-SHA-512", "ScramLoginModule required"])

    # wpa_supplicant.conf
    psk = password(16, symbols="!#%*+-_.~^")
    ssid = P("Buero-5G", "WLAN-Lager-2", "Clinic-Staff")
    add(C, "wpa_supplicant.conf network block ssid/psk/key_mgmt (wpa_supplicant.conf(5))",
        lines=["ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev", "network={", f"\tssid=\"{ssid}\"", f"\tpsk=\"{psk}\"", "\tkey_mgmt=WPA-PSK", "\tpriority=5", "}"],
        secrets=[psk], private=[ssid], keep=["key_mgmt=WPA-PSK", "priority=5", "network={"])

    # docker run -e
    pw = password(20)
    add(C, "docker run -e KEY=value environment flags for the official postgres image (Docker Hub postgres: Environment Variables)",
        text=f"docker run -d --name ledger-db -e POSTGRES_USER=ledger_owner -e POSTGRES_PASSWORD={pw} -e PGDATA=/var/lib/postgresql/data/pgdata -p 5432:5432 postgres:16.2-bookworm",
        secrets=[pw], private=["ledger-db", "ledger_owner"], keep=["postgres:16.2-bookworm", "5432:5432", "PGDATA=/var/lib/postgresql/data/pgdata"])

    # vault login userpass
    pw = password()
    u = user("jdoe", "r.silva", "oncall")
    add(C, "vault login -method=userpass username=<u> password=<p> (HashiCorp Vault CLI docs: userpass auth)",
        lines=[f"$ vault login -method=userpass username={u} password='{pw}'", "Error authenticating: Error making API request.", "", "URL: PUT https://vault.example.internal:8200/v1/auth/userpass/login/" + u, "Code: 400. Errors:", "", "* invalid username or password"],
        secrets=[pw], private=[u, "vault.example.internal"], keep=["8200", "Code: 400. Errors:", "* invalid username or password", "/v1/auth/userpass/login/"])

    # az login service principal
    sec = rs(B62 + "~._-", 3) + "8Q~" + rs(B62 + "~._-", 34)
    app, ten = uuid4(), uuid4()
    add(C, "az login --service-principal -u <appId> -p <client-secret> --tenant <tenant> (Azure CLI reference; Entra client-secret 'xxx8Q~' format)",
        text=f"az login --service-principal -u {app} -p {sec} --tenant {ten} --output none  ERROR: AADSTS7000215: Invalid client secret provided.",
        secrets=[sec], private=[app, ten], keep=["AADSTS7000215: Invalid client secret provided.", "--output none"])

    # rsync daemon with RSYNC_PASSWORD
    pw = password()
    nas = f"nas{rng.randint(1, 9):02d}"
    add(C, "rsync(1) daemon syntax user@host::module with RSYNC_PASSWORD environment variable (rsync manual: ENVIRONMENT VARIABLES)",
        lines=[f"RSYNC_PASSWORD='{pw}' rsync -av --delete backup@{nas}::nightly /srv/restore/", "@ERROR: auth failed on module nightly", "rsync error: error starting client-server protocol (code 5) at main.c(1863) [Receiver=3.2.7]"],
        secrets=[pw], private=[nas], keep=["@ERROR: auth failed on module nightly", "(code 5)", "[Receiver=3.2.7]"])

    # pip --index-url with token
    tok = rs(B62, 32)
    h = f"pypi.{P('internal.example.com', 'artifacts.acme.io')}"
    add(C, "pip install --index-url https://user:token@host/simple/ (pip docs: Authentication, credentials in URL)",
        lines=[f"$ pip install --index-url https://__token__:{tok}@{h}/simple/ acme-utils==2.3.1", "ERROR: Could not find a version that satisfies the requirement acme-utils==2.3.1 (from versions: none)"],
        secrets=[tok], private=[h], keep=["acme-utils==2.3.1", "(from versions: none)"])

    # PostgreSQL log_statement leak
    pw = password(symbols="!#%*+-_.~^")
    t = dt()
    add(C, "PostgreSQL server log with log_statement='ddl' showing ALTER ROLE … PASSWORD (PostgreSQL docs: ALTER ROLE; log_line_prefix '%m [%p] %q%u@%d ')",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S.')}{t.microsecond // 1000:03d} UTC [{(pp := pid())}] dba_admin@postgres LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2026-01-01';",
        secrets=[pw], private=[pp, "dba_admin", "reporting"], keep=["LOG:  statement: ALTER ROLE", "WITH LOGIN PASSWORD", "VALID UNTIL '2026-01-01';"])

    # PHP stack trace with args
    pw = password(symbols="!#%*+-_.~^")
    h = host("db", domain=None)
    add(C, "PHP fatal error stack trace with arguments (zend.exception_ignore_args=Off) from mysqli::__construct($host,$user,$password,$database)",
        lines=["PHP Fatal error:  Uncaught mysqli_sql_exception: Access denied for user 'wp_user'@'10.0.4.17' (using password: YES) in /var/www/html/wp-includes/class-wpdb.php:1982",
               "Stack trace:", f"#0 /var/www/html/wp-includes/class-wpdb.php(1982): mysqli->real_connect('{h}', 'wp_user', '{pw}', 'wordpress', 3306, NULL, 0)", "#1 /var/www/html/wp-includes/class-wpdb.php(788): wpdb->db_connect()"],
        secrets=[pw], private=["wp_user", "10.0.4.17", h], keep=["class-wpdb.php:1982", "(using password: YES)", "#1 /var/www/html/wp-includes/class-wpdb.php(788): wpdb->db_connect()"])

    # Cisco IOS
    h9 = f"$9${rs(B62 + './', 14)}${rs(B62 + './', 43)}"
    comm = rs(B62, 12)
    add(C, "Cisco IOS configuration 'username … privilege 15 secret 9 <scrypt-hash>' and 'snmp-server community' (Cisco IOS Security Command Reference)",
        lines=["hostname edge-rtr-ams-02", f"username netops privilege 15 secret 9 {h9}", f"snmp-server community {comm} RO 10", "ip ssh version 2", "line vty 0 4", " transport input ssh"],
        secrets=[h9, comm], private=["edge-rtr-ams-02", "netops"], keep=["privilege 15", "ip ssh version 2", "line vty 0 4"])

    # clickhouse-client
    pw = password()
    h = host("clickhouse", domain="analytics.example.net")
    add(C, "clickhouse-client --host/--user/--password/--query options (ClickHouse docs: Command-Line Client) and error code 516",
        lines=[f"$ clickhouse-client --host {h} --secure --user grafana --password '{pw}' --query \"SELECT version()\"", "Code: 516. DB::Exception: grafana: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)"],
        secrets=[pw], private=[h, "grafana"], keep=["SELECT version()", "Code: 516.", "(AUTHENTICATION_FAILED)"])

    # mc alias set
    ak = rs(UP + DIG, 20)
    sk = rs(B62 + "+/", 40)
    add(C, "MinIO client 'mc alias set ALIAS URL ACCESSKEY SECRETKEY' positional keys (MinIO mc reference)",
        lines=[f"$ mc alias set backup https://{(s3 := 's3.' + P('storage.example.net', 'minio.acme.io'))} {ak} {sk} --api S3v4", "mc: <ERROR> Unable to initialize new alias from the provided credentials. The Access Key Id you provided does not exist in our records."],
        secrets=[ak, sk], private=[s3], keep=["--api S3v4", "mc: <ERROR> Unable to initialize new alias from the provided credentials."])

    # Ansible inventory
    pw1, pw2 = password(), password()
    ip = ipv4_private()
    hn = host("web", "app", domain=None)
    add(C, "Ansible INI inventory host line with behavioral parameters ansible_host/ansible_user/ansible_password/ansible_become_password (Ansible docs: How to build your inventory)",
        lines=["[webservers]", f"{hn} ansible_host={ip} ansible_port=2222 ansible_user=deploy ansible_password={pw1} ansible_become_password={pw2}"],
        secrets=[pw1, pw2], private=[hn, ip, "deploy"], keep=["[webservers]", "ansible_port=2222"])


def hashlib_sha256(s):
    import hashlib
    return hashlib.sha256(s.encode()).hexdigest()


# ==========================================================================
# validation
# ==========================================================================
KEYS_LINE = ["kind", "text", "secrets", "private", "keep", "class", "source"]
KEYS_BLOCK = ["kind", "lines", "secrets", "private", "keep", "class", "source"]


def validate(i, r):
    where = f"record {i} ({r.get('class')}, {r.get('source', '')[:60]!r})"
    keys = list(r.keys())
    assert keys in (KEYS_LINE, KEYS_BLOCK), f"{where}: keys {keys}"
    assert r["kind"] == ("line" if "text" in r else "block"), where
    assert r["class"] in CLASSES, where
    assert isinstance(r["source"], str) and r["source"], where
    lines = [r["text"]] if r["kind"] == "line" else r["lines"]
    assert lines and all(isinstance(x, str) for x in lines), where
    assert r["kind"] == "line" or len(lines) >= 2, where
    for ln in lines:
        assert len(ln) < 600, f"{where}: line of {len(ln)} chars"
        assert "\n" not in ln, f"{where}: newline inside a line"
    for field in ("secrets", "private", "keep"):
        vals = r[field]
        assert isinstance(vals, list), where
        for v in vals:
            assert isinstance(v, str) and v.strip(), f"{where}: empty {field} entry"
            assert any(v in ln for ln in lines), f"{where}: {field} {v!r} not found verbatim in one line"
        assert len(set(vals)) == len(vals), f"{where}: duplicate {field} entries"
    assert len(r["keep"]) >= 2, f"{where}: fewer than 2 keep entries"
    text = "\n".join(lines)
    red = text
    for v in sorted(r["secrets"] + r["private"], key=len, reverse=True):
        red = red.replace(v, "X")
    for k in r["keep"]:
        assert k in red, f"{where}: keep {k!r} does not survive perfect redaction"
    for v in r["secrets"] + r["private"]:
        for k in r["keep"]:
            assert v not in k, f"{where}: redacted value {v!r} sits inside keep {k!r}"


def syslog_ts(d):
    return d.strftime("%b ") + f"{d.day:2d}" + d.strftime(" %H:%M:%S")


def sha256_b64_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def k8s_pod(deploy):
    return f"{deploy}-{rs('bcdfghjklmnpqrstvwxz2456789', 10)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"


# ==========================================================================
# infra
# ==========================================================================
def gen_infra():
    C = "infra"

    # RFC 3164 syslog + sshd
    t = dt()
    hn, p, u, ip, port, fp = P("bastion-eu1", "jump-fra-02", "gw-ops-3"), pid(), P("ops-jlin", "svc-backup", "r.oyelaran"), ipv4_public(), str(rng.randint(40000, 65000)), sha256_b64_fp()
    add(C, "BSD syslog (RFC 3164) PRI/TIMESTAMP/HOSTNAME/TAG[pid] header with OpenSSH sshd 'Accepted publickey' message",
        text=f"<38>{syslog_ts(t)} {hn} sshd[{p}]: Accepted publickey for {u} from {ip} port {port} ssh2: ED25519 {fp}",
        private=[hn, p, u, ip], keep=["<38>", syslog_ts(t), fp, f"port {port}"])

    # RFC 5424
    t = dt()
    hn, p = host("app", "billing", domain="prod.example.net"), pid()
    add(C, "Syslog protocol (RFC 5424) header VERSION TIMESTAMP HOSTNAME APP-NAME PROCID MSGID with STRUCTURED-DATA",
        text=f"<165>1 {iso_ms(t)} {hn} billing-api {p} ID47 [exampleSDID@32473 iut=\"3\" eventSource=\"Application\" eventID=\"1011\"] invoice batch committed rows=412 duration_ms=873",
        private=[hn, p], keep=[iso_ms(t), "ID47", "eventID=\"1011\"", "rows=412", "duration_ms=873"])

    # journalctl + klog kubelet line
    t = dt()
    node = f"k8s-worker-{rng.randint(1, 40):02d}"
    p = pid()
    pod = k8s_pod("orders-api")
    uid = uuid4()
    add(C, "journalctl short format (HOST unit[pid]) wrapping a klog header (Lmmdd hh:mm:ss.uuuuuu threadid file:line]) from kubelet pod_workers",
        text=f"{t.strftime('%b %d %H:%M:%S')} {node} kubelet[{p}]: E{t.strftime('%m%d %H:%M:%S')}.{t.microsecond:06d}    {p} pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=api pod={pod}_shop({uid})\\\"\" pod=\"shop/{pod}\" podUID=\"{uid}\"",
        private=[node, p, pod], keep=["pod_workers.go:1301", "CrashLoopBackOff", "back-off 5m0s", uid])

    # kubectl get pods -o wide
    pod = k8s_pod("payments-worker")
    ip = f"10.244.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
    node = f"aks-nodepool1-{rs(DIG, 8)}-vmss{rng.randint(0, 9):06d}"
    add(C, "kubectl get pods -o wide table (kubectl reference: output formats)",
        lines=["NAME                                 READY   STATUS             RESTARTS      AGE   IP            NODE                                NOMINATED NODE   READINESS GATES",
               f"{pod}     0/1     CrashLoopBackOff   7 (92s ago)   18m   {ip}   {node}   <none>           <none>"],
        private=[pod, ip, node], keep=["CrashLoopBackOff", "7 (92s ago)", "0/1", "READINESS GATES"])

    # kubectl describe events
    pod = k8s_pod("checkout")
    node = f"gke-staging-pool-2-{hx(8)}-{rs(LO + DIG, 4)}"
    reg = f"registry.{P('example.io', 'acme.cloud')}"
    add(C, "kubectl describe pod Events table (Type Reason Age From Message) with scheduler and kubelet messages",
        lines=["Events:", "  Type     Reason     Age                From               Message", "  ----     ------     ----               ----               -------",
               f"  Normal   Scheduled  2m                 default-scheduler  Successfully assigned staging/{pod} to {node}",
               f"  Warning  Failed     96s (x3 over 2m)   kubelet            Failed to pull image \"{reg}/shop/checkout:2.14.0\": rpc error: code = NotFound desc = failed to pull and unpack image"],
        private=[pod, node, reg], keep=["shop/checkout:2.14.0", "code = NotFound", "96s (x3 over 2m)", "default-scheduler"])

    # docker ps
    cid = hx(12)
    name = P("ledger-db-primary", "billing_redis_1", "kafka-connect-s3")
    add(C, "docker ps table output (Docker CLI reference: docker container ls)",
        lines=["CONTAINER ID   IMAGE                  COMMAND                  CREATED       STATUS                    PORTS                    NAMES",
               f"{cid}   postgres:16.2          \"docker-entrypoint.s…\"   3 hours ago   Up 3 hours (healthy)      0.0.0.0:5432->5432/tcp   {name}"],
        private=[name], keep=[cid, "postgres:16.2", "Up 3 hours (healthy)", "5432->5432/tcp"])

    # CloudTrail
    t = dt()
    acct = rs(DIG, 12)
    un = P("alice.wong", "terraform-ci", "j.mbeki")
    pidn = "AIDA" + rs(UP + DIG, 17)
    ip = ipv4_public()
    eid = uuid4()
    add(C, "AWS CloudTrail record (CloudTrail User Guide: record contents, userIdentity element)",
        text=jd({"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "principalId": pidn, "arn": f"arn:aws:iam::{acct}:user/{un}", "accountId": acct, "userName": un},
                 "eventTime": iso_s(t), "eventSource": "s3.amazonaws.com", "eventName": "DeleteBucketPolicy", "awsRegion": "eu-central-1", "sourceIPAddress": ip,
                 "errorCode": "AccessDenied", "eventID": eid}, compact=True),
        private=[pidn, acct, un, ip], keep=[iso_s(t), '"eventName":"DeleteBucketPolicy"', '"errorCode":"AccessDenied"', eid])

    # GCP audit log
    t = dt()
    proj = f"{P('acme', 'shopco', 'northwind')}-{P('prod', 'data')}-{rs(DIG, 4)}"
    sa = f"{P('dataflow-runner', 'ci-deployer')}@{proj}.iam.gserviceaccount.com"
    ins = rs(LO + DIG, 12)
    ip = ipv4_public()
    add(C, "Google Cloud Audit Log entry (AuditLog protoPayload: authenticationInfo.principalEmail, requestMetadata.callerIp, status)",
        text=jd({"insertId": ins, "logName": f"projects/{proj}/logs/cloudaudit.googleapis.com%2Factivity", "protoPayload": {"@type": "type.googleapis.com/google.cloud.audit.AuditLog",
                 "status": {"code": 7, "message": "PERMISSION_DENIED"}, "authenticationInfo": {"principalEmail": sa}, "requestMetadata": {"callerIp": ip},
                 "methodName": "storage.buckets.setIamPolicy", "resourceName": f"projects/_/buckets/{proj}-exports"}, "severity": "ERROR", "timestamp": iso_ms(t)}, compact=True),
        private=[sa, proj, ip], keep=[ins, '"code":7', "storage.buckets.setIamPolicy", iso_ms(t)])

    # Azure activity log
    t = dt()
    sub = uuid4()
    caller = f"{P('m.schulz', 'k.osei', 'p.novak')}@{P('contoso.onmicrosoft.com', 'fabrikam.com')}"
    rg = P("rg-payments-prod", "rg-data-weu")
    corr = uuid4()
    add(C, "Azure Monitor activity log event (caller, correlationId, operationName, resourceId /subscriptions/…/resourceGroups/…)",
        text=jd({"time": iso_ms(t), "caller": caller, "correlationId": corr, "operationName": "MICROSOFT.COMPUTE/VIRTUALMACHINES/DELETE", "level": "Warning",
                 "resourceId": f"/subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.Compute/virtualMachines/vm-{P('jumpbox', 'etl')}-01", "status": "Failed", "subStatus": "Conflict"}, compact=True),
        private=[caller, sub, rg], keep=[corr, "MICROSOFT.COMPUTE/VIRTUALMACHINES/DELETE", '"status":"Failed"', '"subStatus":"Conflict"'])

    # Alertmanager notification
    inst = f"ip-10-{rng.randint(0, 30)}-{rng.randint(0, 30)}-{rng.randint(2, 250)}.eu-west-1.compute.internal"
    cl = P("prod-eks-blue", "eks-payments-prod")
    add(C, "Prometheus Alertmanager default notification title template [STATUS:count] alertname (labels) and node_exporter labels",
        lines=[f"[FIRING:2] NodeFilesystemAlmostOutOfSpace ({inst}:9100 /dev/nvme1n1 ext4 /var/lib/containerd {cl} critical)",
               "Summary: Filesystem has less than 5% space left.", f"Labels: alertname=NodeFilesystemAlmostOutOfSpace cluster={cl} instance={inst}:9100 severity=critical"],
        private=[inst, cl], keep=["[FIRING:2]", "NodeFilesystemAlmostOutOfSpace", "/dev/nvme1n1", "9100", "less than 5% space left"])

    # Nagios
    t = dt()
    hn = host("pg-replica", domain=None)
    add(C, "Nagios Core log SERVICE ALERT: host;service;state;state type;attempt;output (Nagios Core docs: log file format)",
        text=f"[{int(t.timestamp())}] SERVICE ALERT: {hn};PostgreSQL replication lag;CRITICAL;HARD;3;CRITICAL - replication lag 412s (threshold 300s)",
        private=[hn], keep=[f"[{int(t.timestamp())}]", "CRITICAL;HARD;3", "replication lag 412s (threshold 300s)"])

    # Zabbix problem message
    t = dt()
    hn = f"win-sql-{rng.randint(1, 20):02d}"
    ip = ipv4_private()
    add(C, "Zabbix default problem notification message template ({EVENT.TIME}, {HOST.NAME}, {EVENT.ID})",
        lines=[f"Problem started at {t.strftime('%H:%M:%S')} on {t.strftime('%Y.%m.%d')}", "Problem name: Zabbix agent is not available (for 3m)", f"Host: {hn}", f"Host IP: {ip}", "Severity: Average", "Operational data: not available (0)", f"Original problem ID: {rs(DIG, 8)}"],
        private=[hn, ip], keep=[f"Problem started at {t.strftime('%H:%M:%S')} on {t.strftime('%Y.%m.%d')}", "Zabbix agent is not available (for 3m)", "Severity: Average", "Original problem ID: "])

    # GitHub Actions runner header
    rn = f"gha-runner-{P('eu', 'us')}-{rng.randint(1, 40)}"
    mn = f"ip-172-31-{rng.randint(0, 40)}-{rng.randint(2, 250)}"
    add(C, "GitHub Actions job log 'Set up job' header for a self-hosted runner (Current runner version / Runner name / Machine name)",
        lines=["Current runner version: '2.321.0'", f"Runner name: '{rn}'", "Runner group name: 'Default'", f"Machine name: '{mn}'", "##[group]GITHUB_TOKEN Permissions", "Contents: read", "##[endgroup]"],
        private=[rn, mn], keep=["Current runner version: '2.321.0'", "Runner group name: 'Default'", "Contents: read"])

    # GitLab runner header
    rn = f"k8s-runner-{P('blue', 'green')}-{rng.randint(1, 9)}"
    add(C, "GitLab CI job log preamble 'Running with gitlab-runner <version> (<revision>) on <runner description> <short token>'",
        lines=["Running with gitlab-runner 17.8.3 (690ce25c)", f"  on {rn} zXy9{rs(LO + DIG, 4)}, system ID: s_{hx(12)}", "Preparing the \"kubernetes\" executor", f"Using Kubernetes namespace: gitlab-ci-{P('payments', 'infra')}", "Job succeeded"],
        private=[rn], keep=["gitlab-runner 17.8.3 (690ce25c)", "Preparing the \"kubernetes\" executor", "Job succeeded"])

    # Jenkins
    ag = P("build-agent-linux-12", "jnlp-agent-7xk2p", "mac-mini-builder-03")
    add(C, "Jenkins Pipeline console output 'Running on <agent> in <workspace>' and [Pipeline] step markers",
        lines=["[Pipeline] node", f"Running on {ag} in /home/jenkins/workspace/payments_main", "[Pipeline] sh", "+ ./gradlew test --no-daemon", "BUILD FAILED in 3m 12s", "Finished: FAILURE"],
        private=[ag], keep=["/home/jenkins/workspace/payments_main", "BUILD FAILED in 3m 12s", "Finished: FAILURE"])

    # nginx error log
    t = dt()
    p = pid()
    cip, up = ipv4_public(), ipv4_private()
    srv = f"shop.{P('example.de', 'example.co.uk')}"
    add(C, "nginx error_log line format 'YYYY/MM/DD HH:MM:SS [level] pid#tid: *cid message, client:, server:, request:, upstream:, host:' (nginx docs: ngx_core_module error_log)",
        text=f"{t.strftime('%Y/%m/%d %H:%M:%S')} [error] {p}#{p}: *{rs(DIG, 7)} connect() failed (111: Connection refused) while connecting to upstream, client: {cip}, server: {srv}, request: \"GET /api/cart HTTP/1.1\", upstream: \"http://{up}:8080/api/cart\", host: \"{srv}\"",
        private=[p, cip, up, srv], keep=[t.strftime("%Y/%m/%d %H:%M:%S"), "[error]", "(111: Connection refused)", "GET /api/cart HTTP/1.1", "8080"])

    # Apache combined log
    t = dt()
    ip = ipv4_public()
    u = P("kbauer", "mrossi", "tn.anh")
    ref = f"shop.{P('example.de', 'example.it')}"
    add(C, "Apache HTTP Server Combined Log Format %h %l %u %t \"%r\" %>s %b \"%{Referer}i\" \"%{User-agent}i\" (mod_log_config)",
        text=f"{ip} - {u} [{t.strftime('%d/%b/%Y:%H:%M:%S +0000')}] \"GET /api/v2/orders?page=3 HTTP/1.1\" 200 5123 \"https://{ref}/account/orders\" \"Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0\"",
        private=[ip, u, ref], keep=[t.strftime("%d/%b/%Y:%H:%M:%S +0000"), "GET /api/v2/orders?page=3 HTTP/1.1", "200 5123", "/account/orders"])

    # HAProxy HTTP log
    t = dt()
    p = pid()
    ip = ipv4_public()
    srv = f"api-srv-{rng.randint(1, 9):02d}"
    hn = P("lb-edge-01", "haproxy-fra-2")
    add(C, "HAProxy HTTP log format (HAProxy Configuration Manual §8.2.3): client:port [accept date] frontend backend/server Tq/Tw/Tc/Tr/Ta status bytes … termination state",
        text=f"{t.strftime('%b %d %H:%M:%S')} {hn} haproxy[{p}]: {ip}:{rng.randint(30000, 65000)} [{t.strftime('%d/%b/%Y:%H:%M:%S')}.{t.microsecond // 1000:03d}] fe_https~ be_api/{srv} 0/0/1/3012/3013 504 198 - - sH-- 212/198/12/3/0 0/0 \"POST /v1/payments/authorize HTTP/1.1\"",
        private=[hn, p, ip, srv], keep=["0/0/1/3012/3013", "504", "sH--", "POST /v1/payments/authorize HTTP/1.1", "be_api/"])

    # Postfix
    t = dt()
    p = pid()
    qid = rs("0123456789ABCDEF", 10)
    rcpt = f"{P('bob.nakamura', 'accounts', 'l.garcia')}@{P('example.org', 'example.jp')}"
    mx = f"mx{rng.randint(1, 3)}.{rcpt.split('@')[1]}"
    mxip = ipv4_public()
    hn = P("mail-out-2", "smtp-relay-fra")
    add(C, "Postfix smtp(8) delivery log: queue id, to=<>, relay=host[ip]:port, delay, delays, dsn, status (Postfix docs: logging)",
        text=f"{syslog_ts(t)} {hn} postfix/smtp[{p}]: {qid}: to=<{rcpt}>, relay={mx}[{mxip}]:25, delay=0.52, delays=0.02/0.01/0.21/0.28, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4Xk2Lm7Qz1)",
        private=[hn, p, rcpt, mx, mxip], keep=[qid, "dsn=2.0.0", "status=sent", "delays=0.02/0.01/0.21/0.28"])

    # Dovecot login
    t = dt()
    em = f"{P('a.nowak', 'p.duarte', 'y.suzuki')}@{P('example.pl', 'example.pt')}"
    rip, lip, mp = ipv4_public(), ipv4_private(), pid()
    sess = b64(rbytes(12))
    add(C, "Dovecot imap-login 'Login:' line with user=<>, method, rip, lip, mpid, TLS, session=<> (Dovecot docs: login_log_format_elements)",
        text=f"{syslog_ts(t)} mx-imap-3 dovecot: imap-login: Login: user=<{em}>, method=PLAIN, rip={rip}, lip={lip}, mpid={mp}, TLS, session=<{sess}>",
        private=["mx-imap-3", em, rip, lip, mp], keep=["method=PLAIN", f"session=<{sess}>", syslog_ts(t)])

    # Kafka broker
    t = dt()
    b = f"kafka-{rng.randint(0, 5)}.kafka-headless.data.svc.cluster.local"
    add(C, "Apache Kafka broker log4j line [yyyy-MM-dd HH:mm:ss,SSS] LEVEL [Context] message (logger) with broker endpoint",
        text=f"[{t.strftime('%Y-%m-%d %H:%M:%S')},{t.microsecond // 1000:03d}] WARN [ReplicaFetcher replicaId=3, leaderId=1, fetcherId=0] Error in response for fetch request (type=FetchRequest, replicaId=3, maxWait=500, minBytes=1) from node 1 ({b}:9092) (kafka.server.ReplicaFetcherThread)",
        private=[b], keep=[f"[{t.strftime('%Y-%m-%d %H:%M:%S')},{t.microsecond // 1000:03d}]", "9092", "(kafka.server.ReplicaFetcherThread)", "maxWait=500"])

    # Elasticsearch
    t = dt()
    m, dnode = f"es-master-{rng.randint(0, 2)}", f"es-data-{rng.randint(3, 9)}"
    nid, eph = b64u(rbytes(16))[:22], b64u(rbytes(16))[:22]
    ip = ipv4_private()
    add(C, "Elasticsearch server log pattern [timestamp][LEVEL][logger] [node.name] message with node-join/node-left descriptor {name}{id}{ephemeralId}{ip}{ip:port}",
        text=f"[{t.strftime('%Y-%m-%dT%H:%M:%S')},{t.microsecond // 1000:03d}][INFO ][o.e.c.s.MasterService    ] [{m}] node-left[{{{dnode}}}{{{nid}}}{{{eph}}}{{{ip}}}{{{ip}:9300}}{{dimr}} reason: disconnected], term: 14, version: 88213",
        private=[m, dnode, ip], keep=[nid, eph, "9300", "reason: disconnected", "version: 88213"])

    # MongoDB structured log
    t = dt()
    ip = ipv4_private()
    add(C, "MongoDB structured JSON log (MongoDB Manual: Log Messages) id 22943 'Connection accepted'",
        text=jd({"t": {"$date": t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}+00:00"}, "s": "I", "c": "NETWORK", "id": 22943, "ctx": "listener", "msg": "Connection accepted",
                 "attr": {"remote": f"{ip}:{rng.randint(30000, 65000)}", "uuid": {"uuid": {"$uuid": (u := uuid4())}}, "connectionId": 48213, "connectionCount": 712}}, compact=True),
        private=[ip], keep=['"id":22943', u, '"connectionCount":712'])

    # PostgreSQL connection authorized
    t = dt()
    p = pid()
    u = P("app_rw", "airflow", "metabase_ro")
    ip = ipv4_private()
    add(C, "PostgreSQL log with log_line_prefix='%m [%p] %q%u@%d ' and log_connections (PostgreSQL docs §19.8)",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S.')}{t.microsecond // 1000:03d} UTC [{p}] {u}@orders LOG:  connection authorized: user={u} database=orders host={ip} SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)",
        private=[p, u, ip], keep=["connection authorized", "protocol=TLSv1.3", "cipher=TLS_AES_256_GCM_SHA384", "database=orders"])

    # MySQL error log
    t = dt()
    ip = ipv4_private()
    add(C, "MySQL 8 error log format timestamp thread [Label] [MY-NNNNNN] [Subsystem] message (MySQL Reference Manual §7.4.2)",
        text=f"{t.strftime('%Y-%m-%dT%H:%M:%S')}.{t.microsecond:06d}Z 1812 [Warning] [MY-010055] [Server] IP address '{ip}' could not be resolved: Name or service not known",
        private=[ip], keep=["[Warning]", "[MY-010055]", "Name or service not known"])

    # Windows Security 4625
    t = dt()
    u = P("jsmith", "a.fernandes", "svc_sqlagent")
    ws = f"LT-FIN-{rng.randint(100, 999):04d}"
    ip = ipv4_private()
    add(C, "Windows Security event 4625 'An account failed to log on' rendered text (Microsoft Learn: 4625(F))",
        lines=[f"{t.strftime('%m/%d/%Y %I:%M:%S %p')}  Microsoft-Windows-Security-Auditing  4625  Logon  Failure", "An account failed to log on.", "Account For Which Logon Failed:",
               f"\tAccount Name:\t\t{u}", "\tAccount Domain:\t\tCORP", "Failure Information:", "\tStatus:\t\t\t0xC000006D", "\tSub Status:\t\t0xC000006A",
               f"\tWorkstation Name:\t{ws}", f"\tSource Network Address:\t{ip}", "\tLogon Type:\t\t\t3"],
        private=[u, ws, ip], keep=["4625", "0xC000006D", "0xC000006A", "Logon Type:\t\t\t3"])

    # Ansible play
    h1, ip = f"web-eu-{rng.randint(1, 9):02d}.prod.example.org", ipv4_private()
    add(C, "ansible-playbook output: TASK banner, changed: [host], fatal: [host]: UNREACHABLE! => {…} (Ansible default callback)",
        lines=["TASK [nginx : reload nginx] ****************************************************", f"changed: [{h1}]",
               f"fatal: [{ip}]: UNREACHABLE! => {{\"changed\": false, \"msg\": \"Failed to connect to the host via ssh: ssh: connect to host {ip} port 22: Connection timed out\", \"unreachable\": true}}"],
        private=[h1, ip], keep=["TASK [nginx : reload nginx]", "UNREACHABLE!", "port 22: Connection timed out"])

    # sudo
    t = dt()
    u, hn, p = P("mhansen", "aokafor", "lchen"), f"ops-jump-{rng.randint(1, 4)}", pid()
    add(C, "sudo(8) syslog entry user : TTY= ; PWD= ; USER= ; COMMAND= (sudoers(5) logging)",
        text=f"{syslog_ts(t)} {hn} sudo[{p}]:   {u} : TTY=pts/3 ; PWD=/home/{u} ; USER=root ; COMMAND=/usr/bin/systemctl restart haproxy",
        private=[hn, p, u], keep=["TTY=pts/3", "COMMAND=/usr/bin/systemctl restart haproxy", syslog_ts(t)])

    # auditd
    t = dt()
    ts = f"{int(t.timestamp())}.{rng.randint(100, 999)}:{rng.randint(1000, 99999)}"
    p, acct, hn, ip = pid(), P("mark", "deploy", "t.ivanov"), P("laptop-mk", "ws-0231"), ipv4_private()
    add(C, "Linux audit record type=USER_LOGIN msg=audit(epoch:serial): pid= uid= auid= ses= msg='op= acct= exe= hostname= addr= terminal= res=' (auditd / audit.rules docs)",
        text=f"type=USER_LOGIN msg=audit({ts}): pid={p} uid=0 auid=1001 ses=5 subj=unconfined msg='op=login acct=\"{acct}\" exe=\"/usr/sbin/sshd\" hostname={hn} addr={ip} terminal=ssh res=failed'",
        private=[p, acct, hn, ip], keep=[f"msg=audit({ts})", "res=failed", "exe=\"/usr/sbin/sshd\""])

    # Kubernetes audit event
    t = dt()
    au = uuid4()
    usr = f"oidc:{P('ana.silva', 'rk.sharma', 'jb.dupont')}@{P('example.com', 'example.io')}"
    ip = ipv4_private()
    add(C, "Kubernetes audit.k8s.io/v1 Event (auditID, stage, verb, requestURI, user.username, sourceIPs, responseStatus.code)",
        text=jd({"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Metadata", "auditID": au, "stage": "ResponseComplete", "requestURI": "/api/v1/namespaces/payments/secrets/stripe-keys",
                 "verb": "get", "user": {"username": usr, "groups": ["oidc:sre", "system:authenticated"]}, "sourceIPs": [ip], "responseStatus": {"code": 403}, "requestReceivedTimestamp": t.strftime("%Y-%m-%dT%H:%M:%S.%fZ")}, compact=True),
        private=[usr, ip], keep=[au, "/api/v1/namespaces/payments/secrets/stripe-keys", '"code":403', '"verb":"get"'])

    # Slurm
    jid = str(rng.randint(1_000_000, 9_999_999))
    nl = f"gpu-a100-[{rng.randint(10, 40):03d}-{rng.randint(41, 60):03d}]"
    u = P("rkapoor", "lmueller", "hsato")
    add(C, "slurmctld log sched: Allocate JobId= NodeList= #CPUs= Partition= and _job_complete (Slurm slurmctld log messages)",
        lines=[f"[2025-02-11T04:10:55.312] sched: Allocate JobId={jid} NodeList={nl} #CPUs=128 Partition=gpu",
               f"[2025-02-11T09:44:02.018] _job_complete: JobId={jid} WEXITSTATUS 137 uid=3{rs(DIG, 4)} user={u}"],
        private=[nl, u], keep=[f"JobId={jid}", "Partition=gpu", "WEXITSTATUS 137", "#CPUs=128"])

    # Ceph
    t = dt()
    h = f"ceph-osd-{rng.randint(1, 12):02d}"
    add(C, "Ceph cluster log (ceph -w): health checks OSD_DOWN with CRUSH location host=",
        lines=[f"{t.strftime('%Y-%m-%dT%H:%M:%S.')}{t.microsecond:06d}+0000 mon.a [WRN] Health check failed: 1 osds down (OSD_DOWN)",
               f"{t.strftime('%Y-%m-%dT%H:%M:%S.')}{t.microsecond:06d}+0000 mon.a [INF] osd.17 failed (root=default,host={h}) (connection refused reported by osd.3)"],
        private=[h], keep=["(OSD_DOWN)", "osd.17 failed", "connection refused reported by osd.3"])

    # vCenter alarm
    esx = f"esxi-r{rng.randint(1, 20):02d}-u{rng.randint(1, 42):02d}.dc2.corp.example"
    add(C, "VMware vCenter event/alarm text 'Alarm … on … changed from Green to Red' (vSphere Monitoring and Performance)",
        lines=[f"Host {esx} in DC2-Prod is not responding", f"Alarm 'Host connection and power state' on {esx} changed from Green to Red", "Event ID: 7731298 | Type: error"],
        private=[esx], keep=["Host connection and power state", "changed from Green to Red", "Event ID: 7731298"])

    # ISC dhcpd
    t = dt()
    ip = f"192.168.{rng.randint(10, 40)}.{rng.randint(2, 250)}"
    mac = ":".join(hx(2) for _ in range(6))
    cn = P("Annas-MacBook-Pro", "DESKTOP-7Q2LK9M", "Galaxy-S23-Jonas")
    add(C, "ISC dhcpd syslog DHCPACK on <ip> to <mac> (<client-hostname>) via <iface> (dhcpd(8))",
        text=f"{syslog_ts(t)} fw-office dhcpd[{(p := pid())}]: DHCPACK on {ip} to {mac} ({cn}) via eth1",
        private=["fw-office", p, ip, mac, cn], keep=["DHCPACK", "via eth1"])

    # BIND query log
    t = dt()
    ip = ipv4_private()
    q = f"{P('intranet', 'vpn', 'gitlab')}.corp.example"
    add(C, "BIND 9 query log: client @0x… ip#port (name): query: name IN type flags (ns) (BIND ARM: logging category queries)",
        text=f"{t.strftime('%d-%b-%Y %H:%M:%S.')}{t.microsecond // 1000:03d} queries: info: client @0x7f3a{hx(8)} {ip}#{rng.randint(30000, 65000)} ({q}): query: {q} IN AAAA +E(0)K (10.0.0.53)",
        private=[ip, q, "10.0.0.53"], keep=["queries: info:", "IN AAAA +E(0)K"])

    # Squid native access.log
    t = dt()
    ip, up = ipv4_private(), ipv4_public()
    u = P("jwalker", "s.haddad", "proxyuser17")
    add(C, "Squid native access.log: time elapsed client code/status bytes method URL user hierarchy/peer type (Squid wiki: SquidFaq/SquidLogs)",
        text=f"{int(t.timestamp())}.{rng.randint(100, 999)}    231 {ip} TCP_TUNNEL/200 5643 CONNECT api.stripe.com:443 {u} HIER_DIRECT/{up} -",
        private=[ip, u, up], keep=["TCP_TUNNEL/200", "HIER_DIRECT", "CONNECT api.stripe.com:443", "231"])

    # OpenVPN
    t = dt()
    cn = f"laptop-{P('rk', 'jm', 'al')}{rng.randint(10, 99)}"
    ip = ipv4_public()
    vip = f"10.8.0.{rng.randint(2, 250)}"
    add(C, "OpenVPN server log common-name/real-ip:port prefix with MULTI_sva pool assignment (OpenVPN 2.6 server log)",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S')} {cn}/{ip}:{rng.randint(30000, 65000)} MULTI_sva: pool returned IPv4={vip}, IPv6=(Not enabled)",
        private=[cn, ip, vip], keep=["MULTI_sva: pool returned", "IPv6=(Not enabled)", t.strftime("%Y-%m-%d %H:%M:%S")])

    # Redis replica log
    t = dt()
    ip = ipv4_private()
    rts = t.strftime("%d %b %Y %H:%M:%S.") + f"{t.microsecond // 1000:03d}"
    add(C, "Redis server log pid:role timestamp level-char message (redis.io: Redis logging) for replication",
        lines=[f"1:S {rts} * Connecting to MASTER {ip}:6379", f"1:S {rts} * MASTER <-> REPLICA sync started", f"1:S {rts} # Error condition on socket for SYNC: Connection refused"],
        private=[ip], keep=["6379", "MASTER <-> REPLICA sync started", "Error condition on socket for SYNC: Connection refused"])

    # RabbitMQ
    t = dt()
    c1, c2 = ipv4_private(), ipv4_private()
    u = P("orders_svc", "billing-consumer", "etl_user")
    add(C, "RabbitMQ 3.13 log: accepting AMQP connection / user authenticated and granted access to vhost (RabbitMQ docs: Logging)",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S.%f')}+00:00 [info] <0.8812.0> connection <0.8812.0> ({c1}:{rng.randint(30000, 65000)} -> {c2}:5672): user '{u}' authenticated and granted access to vhost '/prod'",
        private=[c1, c2, u], keep=["<0.8812.0>", "5672", "granted access to vhost '/prod'", "[info]"])

    # cron
    t = dt()
    hn, p, u = f"db-backup-{rng.randint(1, 3):02d}", pid(), P("pgbackup", "mysqlbak")
    add(C, "cron(8) syslog line CRON[pid]: (user) CMD (command) (Debian cron)",
        text=f"{syslog_ts(t)} {hn} CRON[{p}]: ({u}) CMD (/usr/local/bin/pg_basebackup.sh --full --compress=zstd)",
        private=[hn, p, u], keep=["CMD (/usr/local/bin/pg_basebackup.sh --full --compress=zstd)", syslog_ts(t)])

    # dockerd logrus
    t = dt()
    cid = hx(64)
    ep = P("billing-redis-1", "shop_web_3")
    add(C, "dockerd logrus text format time=… level=… msg=… (Docker Engine daemon logs) with container id and endpoint name",
        text=f"time=\"{t.strftime('%Y-%m-%dT%H:%M:%S.')}{t.microsecond:06d}Z\" level=error msg=\"Handler for POST /v1.45/containers/{cid}/start returned error: driver failed programming external connectivity on endpoint {ep} ({hx(64)}): Bind for 0.0.0.0:6379 failed: port is already allocated\"",
        private=[ep], keep=["level=error", "POST /v1.45/containers/", cid, "Bind for 0.0.0.0:6379 failed: port is already allocated"])

    # Envoy / Istio access log
    t = dt()
    rid = uuid4()
    dip, sip = f"10.1.{rng.randint(0, 9)}.{rng.randint(2, 250)}", f"10.1.{rng.randint(10, 19)}.{rng.randint(2, 250)}"
    svc = f"carts.{P('shop', 'checkout')}.svc.cluster.local"
    add(C, "Istio/Envoy default access log format [START_TIME] \"METHOD PATH PROTOCOL\" RESPONSE_CODE RESPONSE_FLAGS … X-REQUEST-ID AUTHORITY UPSTREAM_HOST (Istio docs: Envoy access logs)",
        text=f"[{iso_ms(t)}] \"GET /api/v1/carts/8812 HTTP/2\" 503 UF upstream_reset_before_response_started{{connection_failure}} - \"-\" 0 91 30001 - \"{sip}\" \"Go-http-client/2.0\" \"{rid}\" \"{svc}:8080\" \"{dip}:8080\" outbound|8080||{svc} - {dip}:8080 {sip}:44122 - default",
        private=[sip, dip, svc], keep=[iso_ms(t), "503 UF", rid, "GET /api/v1/carts/8812 HTTP/2", "30001"])

    # OpenStack nova
    t = dt()
    req = f"req-{uuid4()}"
    usr, prj = hx(32), hx(32)
    inst = uuid4()
    cn = f"compute-r{rng.randint(1, 9)}-{rng.randint(10, 40)}"
    add(C, "OpenStack nova-compute log with oslo.log context [request_id user_id project_id - domain domain] [instance: uuid] (oslo.log logging_context_format_string)",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S.')}{t.microsecond // 1000:03d} {pid()} ERROR nova.compute.manager [{req} {usr} {prj} - default default] [instance: {inst}] Instance failed to spawn on host {cn}: libvirt.libvirtError: internal error: qemu unexpectedly closed the monitor",
        private=[usr, prj, cn], keep=[req, f"[instance: {inst}]", "Instance failed to spawn", "libvirt.libvirtError"])

    # kubectl get nodes
    nn = f"ip-10-0-{rng.randint(0, 30)}-{rng.randint(2, 250)}.eu-central-1.compute.internal"
    add(C, "kubectl get nodes table (NAME STATUS ROLES AGE VERSION) with EKS node naming",
        lines=["NAME                                           STATUS     ROLES    AGE   VERSION", f"{nn}   NotReady   <none>   41d   v1.30.4-eks-a737599"],
        private=[nn], keep=["NotReady", "v1.30.4-eks-a737599", "41d"])

    # git push output
    org = P("acme-corp", "northwind-labs", "globex-it")
    a, b = hx(7), hx(7)
    add(C, "git-push(1) porcelain-ish output 'To <url>' and '<old>..<new>  <src> -> <dst>'",
        lines=["Enumerating objects: 17, done.", "Writing objects: 100% (9/9), 1.21 KiB | 1.21 MiB/s, done.", f"To github.com:{org}/payments-service.git", f"   {a}..{b}  main -> main"],
        private=[org], keep=[f"{a}..{b}", "main -> main", "Writing objects: 100% (9/9)"])

    # ssh -v
    h = f"bastion.{P('eu', 'ap')}.example.net"
    ip = ipv4_public()
    u = P("tdupont", "kwame.m", "svc-rsync")
    add(C, "ssh(1) -v debug1 output: Connecting to host [ip] port, Authenticating to host:port as 'user', Authentication succeeded (OpenSSH 9.x client)",
        lines=["OpenSSH_9.2p1 Debian-2+deb12u6, OpenSSL 3.0.15 3 Sep 2024", f"debug1: Connecting to {h} [{ip}] port 22.", f"debug1: Connection established.", f"debug1: Authenticating to {h}:22 as '{u}'", "debug1: Authentication succeeded (publickey)."],
        private=[h, ip, u], keep=["OpenSSH_9.2p1 Debian-2+deb12u6", "port 22.", "Authentication succeeded (publickey)."])


def pct(s, safe=""):
    import urllib.parse
    return urllib.parse.quote(s, safe=safe)


def qp_encode(s):
    return "".join(c if (33 <= ord(c) <= 126 and c != "=") else f"={ord(c):02X}" for c in s)


# ==========================================================================
# encoded
# ==========================================================================
def gen_encoded():
    C = "encoded"

    # JSON inside JSON string
    t = dt()
    u, pw = P("j.ramos", "m.okoro", "t.yamada"), password()
    inner = jd({"grant_type": "password", "username": u, "password": pw, "client_id": "mobile-app"}, compact=True)
    add(C, "Structured JSON log whose 'body' field holds a serialized OAuth 2.0 password-grant request (RFC 6749 §4.3.2) as an escaped JSON string",
        text=jd({"ts": iso_ms(t), "level": "error", "msg": "token endpoint rejected request", "status": 400, "body": inner, "error": "invalid_grant"}, compact=True),
        secrets=[pw], private=[u], keep=[iso_ms(t), '"status":400', '"error":"invalid_grant"', "grant_type"])

    # doubly escaped JSON
    t = dt()
    pw = password()
    h = host("pg", domain="internal")
    lvl2 = jd({"db": {"host": h, "user": "svc_reports", "password": pw, "port": 5432}}, compact=True)
    lvl1 = jd({"event": "config_loaded", "payload": lvl2}, compact=True)
    add(C, "Log shipper envelope: JSON message containing a JSON string that itself contains a serialized JSON config (two levels of backslash escaping)",
        text=jd({"@timestamp": iso_ms(t), "log.level": "debug", "message": lvl1, "service.name": "report-builder", "service.version": "3.4.1"}, compact=True),
        secrets=[pw], private=[h, "svc_reports"], keep=[iso_ms(t), '"service.version":"3.4.1"', "config_loaded", "5432"])

    # percent-encoded form body
    t = dt()
    em = f"{P('maria.lopez', 'anna.k', 'dieu.nguyen')}@{P('example.es', 'example.vn')}"
    pw = password(symbols="!#$%&+@")
    body = f"username={pct(em)}&password={pct(pw)}&remember_me=1&_csrf={hx(32)}"
    add(C, "WAF request-body log of an application/x-www-form-urlencoded login (WHATWG URL Standard: application/x-www-form-urlencoded; RFC 3986 percent-encoding)",
        text=f"{iso_s(t)} waf rule=942100 action=log uri=/login method=POST status=403 body=\"{body}\"",
        secrets=[pct(pw)], private=[pct(em)], keep=["rule=942100", "uri=/login", "status=403", iso_s(t)])

    # curl -v Basic
    u, pw = P("reporter", "api-client-7"), password()
    bb = b64(f"{u}:{pw}".encode())
    h = f"api.{P('example.com', 'partner.example.net')}"
    add(C, "curl -v request trace with Authorization: Basic base64(user:password) (RFC 7617 §2) and HTTP/2 401 response",
        lines=[f"> GET /v3/reports/daily?date=2025-02-28 HTTP/2", f"> Host: {h}", f"> Authorization: Basic {bb}", "> User-Agent: curl/8.5.0", "> Accept: */*", "< HTTP/2 401", "< www-authenticate: Basic realm=\"reports\""],
        secrets=[bb], private=[h], keep=["/v3/reports/daily?date=2025-02-28", "< HTTP/2 401", "curl/8.5.0", "Basic realm=\"reports\""])

    # SMTP AUTH LOGIN
    u, pw = f"{P('noreply', 'alerts', 'invoices')}@{P('example.de', 'example.fr')}", password()
    bu, bp = b64(u.encode()), b64(pw.encode())
    add(C, "SMTP AUTH LOGIN exchange (draft-murchison-sasl-login; RFC 4954 reply codes) with base64 username and password lines",
        lines=["EHLO app-01", "250-AUTH PLAIN LOGIN", "AUTH LOGIN", "334 VXNlcm5hbWU6", bu, "334 UGFzc3dvcmQ6", bp, "535 5.7.8 Authentication credentials invalid"],
        secrets=[bp], private=[bu], keep=["334 VXNlcm5hbWU6", "334 UGFzc3dvcmQ6", "535 5.7.8 Authentication credentials invalid"])

    # SMTP AUTH PLAIN
    u, pw = P("mailer", "crm-notify"), password()
    tok = b64(f"\0{u}\0{pw}".encode())
    add(C, "SMTP AUTH PLAIN initial response base64(authzid NUL authcid NUL passwd) (RFC 4616 §2, RFC 4954 §4)",
        lines=[f"C: AUTH PLAIN {tok}", "S: 235 2.7.0 Authentication successful", "C: MAIL FROM:<crm@example.com> SIZE=48213", "S: 250 2.1.0 Ok"],
        secrets=[tok], private=["crm@example.com"], keep=["235 2.7.0 Authentication successful", "SIZE=48213", "250 2.1.0 Ok"])

    # docker config.json
    u, pw = P("ci-bot", "robot$deployer"), password(24)
    au = b64(f"{u}:{pw}".encode())
    reg = f"registry.{P('example.io', 'acme.cloud')}"
    add(C, "Docker CLI config.json 'auths' entry with base64(username:password) 'auth' field (Docker docs: docker login credential store)",
        text=jd({"auths": {reg: {"auth": au}, "https://index.docker.io/v1/": {}}, "credsStore": "", "currentContext": "default", "HttpHeaders": {"User-Agent": "Docker-Client/27.3.1 (linux)"}}, compact=True),
        secrets=[au], private=[reg], keep=["Docker-Client/27.3.1 (linux)", '"currentContext":"default"'])

    # Kubernetes Secret YAML
    u, pw = "payments_app", password(20)
    add(C, "Kubernetes Secret manifest with base64 values under data: (Kubernetes docs: Secrets, type Opaque)",
        lines=["apiVersion: v1", "kind: Secret", "metadata:", "  name: payments-db", "  namespace: payments", "type: Opaque", "data:", f"  username: {b64(u.encode())}", f"  password: {b64(pw.encode())}"],
        secrets=[b64(pw.encode())], private=[b64(u.encode())], keep=["kind: Secret", "type: Opaque", "name: payments-db"])

    # .dockerconfigjson
    u, pw = "robot-pull", password(24)
    reg = f"harbor.{P('example.net', 'acme.io')}"
    inner = jd({"auths": {reg: {"username": u, "password": pw, "auth": b64(f'{u}:{pw}'.encode())}}}, compact=True)
    dcj = b64(inner.encode())
    add(C, "kubernetes.io/dockerconfigjson Secret: .dockerconfigjson holds base64 of a JSON document that itself holds base64(user:pass) (Kubernetes docs: Pull an Image from a Private Registry)",
        lines=["kind: Secret", "type: kubernetes.io/dockerconfigjson", "metadata:", "  name: regcred", "data:", f"  .dockerconfigjson: {dcj}"],
        secrets=[dcj], private=[], keep=["type: kubernetes.io/dockerconfigjson", "name: regcred"])

    # URL inside URL (percent-encoded userinfo)
    t = dt()
    pw = password(symbols="!#$@%")
    ih = f"admin.{P('internal.example', 'corp.example')}"
    nested = f"https://ops:{pct(pw)}@{ih}/dash?tab=alerts"
    outer = pct(nested)
    ip = ipv4_public()
    add(C, "nginx access log of a redirect endpoint whose next= parameter is a percent-encoded URL carrying percent-encoded userinfo (RFC 3986 §3.2.1, §2.1)",
        text=f"{ip} - - [{t.strftime('%d/%b/%Y:%H:%M:%S +0000')}] \"GET /sso/redirect?next={outer} HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"",
        secrets=[pct(pct(pw))], private=[ip, ih], keep=["GET /sso/redirect?next=", "302 0", t.strftime("%d/%b/%Y:%H:%M:%S +0000")])

    # OAuth implicit fragment
    at = b64u(rbytes(32))
    st = hx(16)
    add(C, "OAuth 2.0 implicit-grant redirect with access_token in the URI fragment (RFC 6749 §4.2.2) captured by a front-end error reporter",
        text=f"Uncaught TypeError: Cannot read properties of undefined (reading 'scope') at https://app.example.com/callback#access_token={at}&token_type=Bearer&expires_in=3600&state={st} (main.7f3c2a.js:1:48213)",
        secrets=[at], private=["app.example.com"], keep=["token_type=Bearer", "expires_in=3600", f"state={st}", "main.7f3c2a.js:1:48213"])

    # OAuth code
    t = dt()
    code = b64u(rbytes(24))
    ip = ipv4_public()
    add(C, "Access log of an OAuth 2.0 authorization-code callback GET /callback?code=…&state=… (RFC 6749 §4.1.2)",
        text=f"{ip} - - [{t.strftime('%d/%b/%Y:%H:%M:%S +0000')}] \"GET /oauth2/callback?code={code}&state=af0ifjsldkj&scope=openid%20email HTTP/1.1\" 500 612 \"https://accounts.google.com/\" \"Mozilla/5.0\" rt=0.412",
        secrets=[code], private=[ip], keep=["/oauth2/callback", "500 612", "rt=0.412", "scope=openid%20email"])

    # JWT in Go map print
    hdr = b64u(jd({"alg": "ES256", "kid": hx(8), "typ": "JWT"}, compact=True).encode())
    pl = b64u(jd({"sub": str(rng.randint(10 ** 6, 10 ** 7)), "iss": "https://auth.example.com", "exp": 1767225600, "scope": "orders:write"}, compact=True).encode())
    jwt = f"{hdr}.{pl}.{b64u(rbytes(64))}"
    t = dt()
    add(C, "Go log printing gRPC metadata.MD (map[string][]string) with 'authorization:[Bearer <JWT>]' (RFC 7519 compact serialization)",
        text=f"{t.strftime('%Y/%m/%d %H:%M:%S')} grpc: unary /orders.v1.OrderService/CreateOrder failed: code=Unauthenticated md=map[:authority:[orders:9090] authorization:[Bearer {jwt}] content-type:[application/grpc]]",
        secrets=[jwt], private=[], keep=["/orders.v1.OrderService/CreateOrder", "code=Unauthenticated", "orders:9090"])

    # Flask session cookie
    payload = b64u(jd({"_user_id": str(rng.randint(1000, 99999)), "_fresh": True, "csrf_token": hx(40)}, compact=True).encode())
    ts = b64u(struct.pack(">I", 1739000000 + rng.randint(0, 10 ** 6)))
    sig = b64u(rbytes(20))
    cookie = f"{payload}.{ts}.{sig}"
    add(C, "Set-Cookie header (RFC 6265) carrying a Flask/itsdangerous signed session: base64url(JSON).timestamp.signature",
        lines=["HTTP/1.1 302 FOUND", "Location: /dashboard", f"Set-Cookie: session={cookie}; Expires=Sat, 29 Mar 2025 10:12:44 GMT; HttpOnly; Path=/; SameSite=Lax", "Vary: Cookie"],
        secrets=[cookie], private=[], keep=["HTTP/1.1 302 FOUND", "Location: /dashboard", "SameSite=Lax"])

    # logfmt with escaped quotes DSN
    t = dt()
    pw = url_password()
    h = host("mysql", domain="svc")
    add(C, "logfmt line whose err value is a quoted string containing an escaped-quoted Go MySQL DSN user:password@tcp(host:port)/db (go-sql-driver/mysql DSN format)",
        text=f"ts={iso_s(t)} level=error caller=store.go:88 msg=\"open db\" err=\"dial failed: dsn=\\\"ledger:{pw}@tcp({h}:3306)/ledger?parseTime=true\\\": i/o timeout\"",
        secrets=[pw], private=[h], keep=["caller=store.go:88", "i/o timeout", "parseTime=true", "3306"])

    # SOAP WS-Security, XML-escaped
    u, pw = P("SVC_BILLING", "ws_partner17"), password(symbols="!#%*+-_.")
    add(C, "SOAP fault log with the request envelope HTML/XML-entity-escaped; WS-Security UsernameToken PasswordText (OASIS WSS UsernameToken Profile 1.1)",
        text=f"faultcode=wsse:FailedAuthentication request=&lt;wsse:UsernameToken&gt;&lt;wsse:Username&gt;{u}&lt;/wsse:Username&gt;&lt;wsse:Password Type=&quot;http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText&quot;&gt;{pw}&lt;/wsse:Password&gt;&lt;/wsse:UsernameToken&gt; elapsed=118ms",
        secrets=[pw], private=[u], keep=["faultcode=wsse:FailedAuthentication", "elapsed=118ms", "#PasswordText"])

    # quoted-printable temp password email
    pw = rs(B62, 4) + "=" + rs(B62, 5) + "=" + rs(B62, 3)
    qp = qp_encode(pw)
    add(C, "MIME body in Content-Transfer-Encoding: quoted-printable (RFC 2045 §6.7) where '=' in a temporary password becomes =3D",
        lines=["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable", "", f"Ihr tempor=C3=A4res Kennwort lautet: {qp}", "Es l=C3=A4uft in 24 Stunden ab. Ticket INC-20931."],
        secrets=[qp], private=[], keep=["Content-Transfer-Encoding: quoted-printable", "Ticket INC-20931", "24 Stunden"])

    # git credential helper
    tok = "ghp_" + rs(B62, 36)
    u = P("mkeller", "dev-ops-bot")
    add(C, "git credential helper protocol key=value lines (git-credential(1) INPUT/OUTPUT FORMAT) logged with GIT_TRACE",
        lines=["12:04:31.118204 run-command.c:657       trace: run_command: 'git credential-store get'", "protocol=https", "host=github.com", f"username={u}", f"password={tok}"],
        secrets=[tok], private=[u], keep=["protocol=https", "host=github.com", "run-command.c:657"])

    # double percent-encoding
    pw = password(symbols="@#!")
    add(C, "Proxy log where a query parameter was percent-encoded twice (%25 escapes the percent sign per RFC 3986 §2.4)",
        text=f"GET /api/legacy/login?user=svc-sync&pass={pct(pct(pw))}&format=json -> 401 in 37ms upstream=legacy-erp",
        secrets=[pct(pct(pw))], private=["svc-sync"], keep=["/api/legacy/login", "-> 401 in 37ms", "format=json"])

    # base64 JSON config in env
    pw = password(20)
    cfg = jd({"db": {"url": f"postgres://app@db-{rng.randint(1, 9)}:5432/app", "password": pw}, "featureFlags": ["new-checkout"]}, compact=True)
    enc = b64(cfg.encode())
    add(C, "Process environment dump (env(1)) with an application config delivered as base64-encoded JSON in one variable",
        lines=["HOSTNAME=web-7d9c", f"APP_CONFIG_B64={enc}", "NODE_ENV=production", "PORT=3000"],
        secrets=[enc], private=["web-7d9c"], keep=["NODE_ENV=production", "PORT=3000"])

    # PHP json_encode with escaped slashes
    pw = url_password()
    h = host("db", domain="example.lan")
    add(C, "PHP json_encode() output (default flags escape '/' as '\\/') of a PDO DSN with credentials (PHP manual: json_encode, JSON_UNESCAPED_SLASHES)",
        text=f"[2025-03-01 10:14:02] app.ERROR: DB connect failed {{\"dsn\":\"mysql:\\/\\/shop:{pw}@{h}:3306\\/shop?charset=utf8mb4\",\"code\":2002,\"file\":\"\\/var\\/www\\/src\\/Db.php:41\"}} []",
        secrets=[pw], private=[h], keep=["app.ERROR", "\"code\":2002", "Db.php:41"])

    # CSV doubled quotes
    u, pw = P("a.bianchi", "k.lee"), password()
    add(C, "CSV export (RFC 4180 §2.7: embedded double quotes doubled) of an audit table whose payload column holds JSON",
        lines=["ts,event,payload,status", f"2025-02-17T08:31:05Z,login,\"{{\"\"user\"\":\"\"{u}\"\",\"\"password\"\":\"\"{pw}\"\"}}\",401"],
        secrets=[pw], private=[u], keep=["ts,event,payload,status", "2025-02-17T08:31:05Z", ",401"])

    # multipart form-data
    b = "----WebKitFormBoundary" + rs(B62, 16)
    pw = password()
    add(C, "multipart/form-data request body (RFC 7578) logged by a debug middleware; each field on its own line",
        lines=[f"--{b}", "Content-Disposition: form-data; name=\"login\"", "", "bruno.costa", f"--{b}", "Content-Disposition: form-data; name=\"password\"", "", pw, f"--{b}--", "=> 302 /account (142 ms)"],
        secrets=[pw], private=["bruno.costa"], keep=["Content-Disposition: form-data; name=\"password\"", "=> 302 /account (142 ms)"])

    # percent-encoded userinfo (RFC 3986)
    pw = password(symbols="@:/#?")
    h = host("pg", domain="example.com")
    add(C, "PostgreSQL URI with reserved characters in the password percent-encoded (libpq §34.1.1.2, RFC 3986 §3.2.1)",
        text=f"DATABASE_URL=postgres://analytics:{pct(pw)}@{h}:5432/analytics?sslmode=require&application_name=superset",
        secrets=[pct(pw)], private=[h], keep=["5432", "sslmode=require", "application_name=superset"])

    # Python bytes repr of raw HTTP
    u, pw = P("amir", "kofi", "ines"), password()
    add(C, "Python repr() of a raw HTTP/1.1 request (bytes literal with \\r\\n escapes) printed by a debugging proxy",
        text=f"DEBUG raw request: b'POST /api/session HTTP/1.1\\r\\nHost: portal.internal\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\nContent-Length: {len(u) + len(pw) + 15}\\r\\n\\r\\nuser={u}&pass={pw}' -> 200 (0.084s)",
        secrets=[pw], private=[u, "portal.internal"], keep=["POST /api/session HTTP/1.1", "-> 200 (0.084s)"])

    # Proxy-Authorization
    u, pw = P("jdoe", "corp-build"), password()
    pb = b64(f"{u}:{pw}".encode())
    add(C, "curl -v through an HTTP proxy: Proxy-Authorization: Basic base64(user:pass) (RFC 9110 §11.7.2) and 407 response",
        lines=["* Connected to proxy.corp.example (10.10.0.8) port 3128", "> CONNECT registry.npmjs.org:443 HTTP/1.1", f"> Proxy-Authorization: Basic {pb}", "< HTTP/1.1 407 Proxy Authentication Required"],
        secrets=[pb], private=["proxy.corp.example", "10.10.0.8"], keep=["port 3128", "CONNECT registry.npmjs.org:443 HTTP/1.1", "407 Proxy Authentication Required"])


# --- bech32 (BIP-173) for age keys ----------------------------------------
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def bech32(hrp, data8):
    acc, bits, data = 0, 0, []
    for b in data8:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(exp + data + [0] * 6) ^ 1
    data += [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    s = hrp + "1" + "".join(BECH[d] for d in data)
    assert _bech_polymod(exp + [BECH.index(c) for c in s[len(hrp) + 1:]]) == 1
    return s


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    pub, seed, chk = rbytes(32), rbytes(32), rbytes(4)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    blob = (b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    enc = b64(blob)
    return [enc[i:i + 70] for i in range(0, len(enc), 70)]


def sec1_p256_lines():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
    assert len(der) == 121
    enc = b64(der)
    return [enc[i:i + 64] for i in range(0, len(enc), 64)]


# ==========================================================================
# no_key
# ==========================================================================
def gen_no_key():
    C = "no_key"

    tok = "ghp_" + rs(B62, 36)
    sha = hx(40)
    n = rng.randint(100, 999)
    add(C, "GitHub classic personal access token format ghp_ + 36 base62 (GitHub Docs: About authentication; 'Behind GitHub's new authentication token formats' blog)",
        text=f"Secret scanning alert #{n}: {tok} was pushed in commit {sha} (README.md, line 42). Revoked at 09:14 UTC by the on-call.",
        secrets=[tok], private=[], keep=[f"alert #{n}", sha, "line 42", "09:14 UTC"])

    tok = "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59)
    add(C, "GitHub fine-grained PAT format github_pat_<22>_<59> (GitHub Docs: Managing your personal access tokens)",
        text=f"can someone rotate {tok} ? it's been baked into the Dockerfile ARG since build 1832 and the image tag 2025.02.14-rc3 is public",
        secrets=[tok], private=[], keep=["build 1832", "2025.02.14-rc3", "Dockerfile ARG"])

    tok = "glpat-" + rs(B62 + "-_", 20)
    add(C, "GitLab personal access token prefix glpat- (GitLab Docs: Token prefixes)",
        text=f"Pipeline #88213 failed at stage 'publish' (job 412977, 2m 31s): {tok} expired on 2025-01-31 and nobody renewed it.",
        secrets=[tok], private=[], keep=["Pipeline #88213", "stage 'publish'", "job 412977", "2m 31s"])

    tok = f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(B62, 24)}"
    add(C, "Slack bot token xoxb-<team>-<bot>-<secret> (Slack API docs: Token types)",
        text=f"Disabled {tok} after the alerts bot started returning invalid_auth (HTTP 200, ok=false) for #alerts-prod at 03:12; 214 messages dropped.",
        secrets=[tok], private=[], keep=["invalid_auth", "HTTP 200, ok=false", "214 messages dropped", "#alerts-prod"])

    path = f"T{rs(UP + DIG, 9)}/B{rs(UP + DIG, 10)}/{rs(B62, 24)}"
    add(C, "Slack incoming-webhook URL https://hooks.slack.com/services/T…/B…/… (Slack API docs: Sending messages using incoming webhooks)",
        text=f"POST https://hooks.slack.com/services/{path} -> 404 no_service (retry 3/3, 1.8s)",
        secrets=[path], private=[], keep=["hooks.slack.com/services/", "404 no_service", "retry 3/3, 1.8s"])

    tok = "sk_live_51" + rs(B62, 97)
    add(C, "Stripe live secret key prefix sk_live_ (Stripe docs: API keys)",
        text=f"Support ticket 55123: the merchant pasted {tok} into the chat transcript; key rolled from the Dashboard at 14:02, webhooks re-verified (12 endpoints).",
        secrets=[tok], private=[], keep=["ticket 55123", "14:02", "12 endpoints"])

    ak = "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sk = rs(B62 + "/+", 40)
    add(C, "AWS access key ID (AKIA + 16 chars) and 40-char secret access key pair (AWS IAM User Guide: access key format)",
        text=f"trufflehog: found {ak} / {sk} in build.log of job 4412 (line 881); verified=true, account aliases hidden.",
        secrets=[ak, sk], private=[], keep=["job 4412", "line 881", "verified=true"])

    tok = "AIza" + rs(B62 + "-_", 35)
    add(C, "Google API key format AIza + 35 chars (Google Cloud docs: API keys)",
        text=f"Maps stopped rendering on checkout v5.3.0 because {tok} was restricted to the old referrer; console shows RefererNotAllowedMapError.",
        secrets=[tok], private=[], keep=["v5.3.0", "RefererNotAllowedMapError"])

    tok = "SG." + rs(B62 + "-_", 22) + "." + rs(B62 + "-_", 43)
    sha = hx(40)
    add(C, "SendGrid API key format SG.<22>.<43> (Twilio SendGrid docs: API Keys)",
        text=f"Automated notice: {tok} was found publicly exposed in commit {sha} and has been revoked. Mail sends returned 401 from 11:05 to 11:40.",
        secrets=[tok], private=[], keep=[sha, "401", "11:05 to 11:40"])

    tok = "npm_" + rs(B62, 36)
    add(C, "npm granular/automation access token prefix npm_ (npm Docs: About access tokens)",
        text=f"SECURITY: rotated {tok} (publish token for @acme/ui 4.2.0) after it appeared in a public gist; npm audit signatures OK for 318 packages.",
        secrets=[tok], private=[], keep=["@acme/ui 4.2.0", "318 packages"])

    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 140)
    add(C, "PyPI API token (macaroon, prefix pypi-AgEIcHlwaS5vcmc) (PyPI help: API tokens)",
        text=f"twine upload dist/acme_sdk-1.8.0.tar.gz failed with 403 Invalid or non-existent authentication information using {tok}",
        secrets=[tok], private=[], keep=["acme_sdk-1.8.0.tar.gz", "403 Invalid or non-existent authentication information"])

    tok = "shpat_" + hx(32)
    add(C, "Shopify Admin API access token prefix shpat_ (Shopify.dev: access tokens)",
        text=f"app install complete for scopes read_orders,write_products; admin token {tok} stored, first sync imported 1,204 orders in 48s",
        secrets=[tok], private=[], keep=["read_orders,write_products", "1,204 orders in 48s"])

    tok = "hvs.CAESI" + rs(B64URL, 86)
    rid = uuid4()
    add(C, "HashiCorp Vault service token prefix hvs. (Vault docs: Tokens, token prefixes)",
        text=f"revoked {tok} and 14 child tokens; request_id={rid} lease_duration=0",
        secrets=[tok], private=[], keep=[f"request_id={rid}", "14 child tokens", "lease_duration=0"])

    tok = rs(B62, 14) + ".atlasv1." + rs(B62, 67)
    add(C, "Terraform Cloud/HCP Terraform API token format <14>.atlasv1.<67> (HCP Terraform docs: API tokens)",
        text=f"╷ │ Error: Failed to read organization (401 Unauthorized). The token {tok} is no longer valid. ╵ terraform v1.9.8",
        secrets=[tok], private=[], keep=["401 Unauthorized", "terraform v1.9.8"])

    tok = "hf_" + rs(UP + LO, 34)
    snap = hx(40)
    add(C, "Hugging Face user access token prefix hf_ (Hugging Face Hub docs: User access tokens)",
        text=f"download succeeded after switching to {tok} (read scope): snapshot {snap}, 4.2 GB in 3m10s",
        secrets=[tok], private=[], keep=[snap, "4.2 GB in 3m10s"])

    tok = f"{rng.randint(10 ** 8, 10 ** 10 - 1)}:AA{rs(B64URL, 33)}"
    add(C, "Telegram Bot API token <bot_id>:<35 chars> embedded in the method URL https://api.telegram.org/bot<token>/METHOD (Telegram Bot API docs)",
        text=f"POST https://api.telegram.org/bot{tok}/sendMessage -> 401 Unauthorized {{\"ok\":false,\"error_code\":401}} (took 212ms)",
        secrets=[tok], private=[], keep=["/sendMessage", "\"error_code\":401", "took 212ms"])

    wid, wt = str(rng.randint(10 ** 17, 10 ** 19 - 1)), rs(B64URL, 68)
    add(C, "Discord webhook URL https://discord.com/api/webhooks/<id>/<token> (Discord developer docs: Webhook resource)",
        text=f"notify: https://discord.com/api/webhooks/{wid}/{wt} responded 429 (retry_after=1.137) for build #5521",
        secrets=[wt], private=[], keep=["429 (retry_after=1.137)", "build #5521", "discord.com/api/webhooks/"])

    tok = "glsa_" + rs(B62, 32) + "_" + hx(8)
    add(C, "Grafana service account token prefix glsa_ (Grafana docs: service accounts)",
        text=f"provisioner used {tok} to import 42 dashboards into folder 'SRE' (grafana 11.3.0) — 3 failed with 412 Precondition Failed",
        secrets=[tok], private=[], keep=["42 dashboards", "grafana 11.3.0", "412 Precondition Failed"])

    tok = "dapi" + hx(32)
    add(C, "Databricks personal access token prefix dapi + 32 hex (Databricks docs: personal access tokens)",
        text=f"Job run 771245 (cluster 0214-093311-x7k2m9ab) could not reach the workspace with {tok}: 403 Invalid access token.",
        secrets=[tok], private=[], keep=["Job run 771245", "0214-093311-x7k2m9ab", "403 Invalid access token."])

    tok = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    add(C, "Anthropic API key prefix sk-ant-api03- (Anthropic docs: API keys / GitHub secret-scanning partner pattern)",
        text=f"eval harness crashed: 401 authentication_error for {tok} (request req_011C{rs(B62, 18)}, 0.3s)",
        secrets=[tok], private=[], keep=["401 authentication_error", "req_011C"])

    # age-keygen output
    sk = bech32("age-secret-key-", rbytes(32)).upper()
    pk = bech32("age", rbytes(32))
    t = dt()
    add(C, "age-keygen(1) identity file: '# created:', '# public key: age1…', then AGE-SECRET-KEY-1… (age specification, bech32 BIP-173)",
        lines=[f"# created: {t.strftime('%Y-%m-%dT%H:%M:%SZ')}", f"# public key: {pk}", sk],
        secrets=[sk], private=[], keep=[f"# created: {t.strftime('%Y-%m-%dT%H:%M:%SZ')}", pk])

    # OpenSSH private key block
    t = dt()
    sha = hx(40)
    body = openssh_ed25519_lines("deploy@ci")
    add(C, "OpenSSH private key container (PROTOCOL.key: openssh-key-v1, ssh-ed25519, base64 wrapped at 70) found by a secret scanner",
        lines=[f"{iso_s(t)} WARN secret-scan: private key committed in {sha[:12]} at infra/ansible/files/id_ed25519", "-----BEGIN OPENSSH PRIVATE KEY-----"] + body + ["-----END OPENSSH PRIVATE KEY-----"],
        secrets=body, private=[], keep=[iso_s(t), sha[:12], "infra/ansible/files/id_ed25519"])

    # SEC1 EC private key
    body = sec1_p256_lines()
    add(C, "SEC1 / RFC 5915 ECPrivateKey for prime256v1 in PEM (RFC 7468 'EC PRIVATE KEY') printed by a misconfigured init container",
        lines=["+ cat /etc/tls/tls.key", "-----BEGIN EC PRIVATE KEY-----"] + body + ["-----END EC PRIVATE KEY-----", "+ exec /usr/bin/envoy --config-path /etc/envoy/envoy.yaml --log-level info"],
        secrets=body, private=[], keep=["/etc/tls/tls.key", "--log-level info", "/etc/envoy/envoy.yaml"])

    # PuTTY PPK v3
    pub = rbytes(32)
    pubb = b64(ssh_string(b"ssh-ed25519") + ssh_string(pub))
    privb = b64(ssh_string(rbytes(32)))
    add(C, "PuTTY private key file format PPK v3, Encryption: none (PuTTY manual Appendix C)",
        lines=["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none", "Comment: eddsa-key-20250301", "Public-Lines: 2", pubb[:64], pubb[64:], "Private-Lines: 1", privb, f"Private-MAC: {hx(64)}"],
        secrets=[privb], private=[], keep=["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none", "Private-Lines: 1"])

    # JWK with d
    kid = hx(16)
    x, y, d = b64u(rbytes(32)), b64u(rbytes(32)), b64u(rbytes(32))
    add(C, "JSON Web Key, EC P-256 private key with member 'd' (RFC 7517, RFC 7518 §6.2.2.1) dumped in a debug log",
        text=f"DEBUG jwks: loaded signing key {jd({'kty': 'EC', 'crv': 'P-256', 'kid': kid, 'use': 'sig', 'alg': 'ES256', 'x': x, 'y': y, 'd': d}, compact=True)} rotation_in=72h",
        secrets=[d], private=[], keep=[f'"kid":"{kid}"', '"alg":"ES256"', "rotation_in=72h"])

    # Reset link
    tok = b64u(rbytes(32))
    add(C, "Password-reset link with an opaque 256-bit token in the path (OWASP Forgot Password Cheat Sheet) logged by a mail preview tool",
        text=f"mail-preview: template=password_reset locale=pt-BR link=https://app.example.com/account/reset/{tok} expires_in=30m sent=true",
        secrets=[tok], private=["app.example.com"], keep=["template=password_reset", "/account/reset/", "expires_in=30m"])

    # Azure DevOps PAT (legacy 52-char base32)
    tok = rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    add(C, "Azure DevOps personal access token, legacy 52-character lowercase base32 form (Azure DevOps docs: Use personal access tokens)",
        text=f"Please stop sharing {tok} in Teams — it has Code (Read & write) on all 48 repos and expires 2025-06-30.",
        secrets=[tok], private=[], keep=["48 repos", "2025-06-30", "Code (Read & write)"])


NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


# ==========================================================================
# lookalike
# ==========================================================================
def gen_lookalike():
    import hashlib
    C = "lookalike"

    t = dt()
    tid, sid = hx(32), hx(16)
    add(C, "W3C Trace Context traceparent header version-traceid-parentid-flags (W3C Recommendation: Trace Context §3.2)",
        text=f"{iso_ms(t)} INFO http.request method=GET path=/api/orders/4821 status=200 dur=41ms traceparent=00-{tid}-{sid}-01",
        keep=[iso_ms(t), f"00-{tid}-{sid}-01", "status=200", "dur=41ms"])

    full = hx(40)
    add(C, "git checkout/reset output in a CI log with abbreviated and full commit object names (git-rev-parse(1))",
        lines=[f"Checking out {full}", f"HEAD is now at {full[:7]} Merge pull request #812 from acme/fix-idempotency", "Fetched in 2.31s"],
        keep=[full, f"HEAD is now at {full[:7]}", "#812", "2.31s"])

    dg = hx(64)
    add(C, "docker pull output with manifest digest sha256:<64 hex> (OCI Image Spec: Descriptor digests)",
        lines=["1.27.3: Pulling from library/nginx", f"Digest: sha256:{dg}", "Status: Downloaded newer image for nginx:1.27.3", "docker.io/library/nginx:1.27.3"],
        keep=[f"sha256:{dg}", "nginx:1.27.3", "Status: Downloaded newer image"])

    integ = "sha512-" + b64(rbytes(64))
    add(C, "npm package-lock.json v3 entry with Subresource-Integrity-style 'integrity' (npm docs: package-lock.json)",
        lines=['    "node_modules/lodash": {', '      "version": "4.17.21",', '      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",', f'      "integrity": "{integ}"', "    },"],
        keep=[integ, '"version": "4.17.21"', "lodash-4.17.21.tgz"])

    uid = uuid4()
    t = dt()
    add(C, "kubectl get deploy -o yaml metadata block with uid, resourceVersion, generation (Kubernetes API conventions: ObjectMeta)",
        lines=["metadata:", f"  creationTimestamp: \"{iso_s(t)}\"", "  generation: 17", "  name: checkout", "  namespace: shop", f"  resourceVersion: \"{rng.randint(10 ** 7, 10 ** 8)}\"", f"  uid: {uid}"],
        keep=[f"uid: {uid}", "generation: 17", iso_s(t)])

    rid = rs("0123456789ABCDEF", 16)
    id2 = b64(rbytes(57))
    etag = hx(32)
    add(C, "Amazon S3 response headers x-amz-request-id / x-amz-id-2 / ETag (Amazon S3 API Reference: Common Response Headers)",
        lines=["< HTTP/1.1 200 OK", f"< x-amz-id-2: {id2}", f"< x-amz-request-id: {rid}", f"< ETag: \"{etag}-12\"", "< Content-Length: 104857600"],
        keep=[id2, rid, f"\"{etag}-12\"", "Content-Length: 104857600"])

    t = dt()
    ip = ipv4_public()
    tr = f"Root=1-{int(t.timestamp()):08x}-{hx(24)}"
    add(C, "AWS Application Load Balancer access log entry with trace_id Root=1-<epoch hex>-<24 hex> (ELB User Guide: Access log entries, X-Amzn-Trace-Id)",
        text=f"https {t.strftime('%Y-%m-%dT%H:%M:%S.%fZ')} app/prod-web/{hx(16)} {ip}:{rng.randint(30000, 65000)} 10.0.4.12:8080 0.001 0.187 0.000 200 200 412 5123 \"GET https://shop.example.com:443/api/cart HTTP/1.1\" \"Mozilla/5.0\" TLS_AES_128_GCM_SHA256 TLSv1.3 arn:aws:elasticloadbalancing:eu-west-1:{(acct := rs(DIG, 12))}:targetgroup/web/{hx(16)} \"{tr}\"",
        private=[ip, "10.0.4.12", acct, "shop.example.com"], keep=[tr, "0.001 0.187 0.000 200 200", "TLSv1.3", "8080"])

    fp = sha256_b64_fp()
    h, ip = f"git.{P('example.com', 'acme.dev')}", ipv4_public()
    add(C, "ssh(1) first-connection host-key prompt with SHA256 fingerprint (OpenSSH ssh-keygen -l fingerprint format)",
        lines=[f"The authenticity of host '{h} ({ip})' can't be established.", f"ED25519 key fingerprint is {fp}.", "This key is not known by any other names."],
        private=[h, ip], keep=[fp, "ED25519 key fingerprint is", "This key is not known by any other names."])

    fpr = rs("0123456789ABCDEF", 40)
    nm = P("Release Bot", "Jana Novak")
    add(C, "gpg --verify output with 40-hex key fingerprint (GnuPG manual: --verify)",
        lines=["gpg: Signature made Tue 04 Mar 2025 10:12:44 AM UTC", f"gpg:                using RSA key {fpr}", f"gpg: Good signature from \"{nm} <release@example.org>\" [full]"],
        private=[nm, "release@example.org"], keep=[fpr, "gpg: Good signature from", "Tue 04 Mar 2025 10:12:44 AM UTC"])

    sp = rs(NIX32, 32)
    dv = rs(NIX32, 32)
    add(C, "Nix build log with store paths /nix/store/<32-char nix-base32 hash>-name (Nix manual: Store Path)",
        lines=[f"building '/nix/store/{dv}-openssl-3.0.14.drv'...", f"/nix/store/{sp}-openssl-3.0.14", "these 3 derivations will be built:"],
        keep=[f"/nix/store/{dv}-openssl-3.0.14.drv", f"/nix/store/{sp}-openssl-3.0.14", "3 derivations"])

    h1, h2 = b64(rbytes(32)), b64(rbytes(32))
    add(C, "go.sum lines '<module> <version>[/go.mod] h1:<base64 SHA-256>' (Go Modules Reference: go.sum files)",
        lines=[f"golang.org/x/net v0.33.0 h1:{h1}", f"golang.org/x/net v0.33.0/go.mod h1:{h2}"],
        keep=[f"h1:{h1}", f"h1:{h2}", "v0.33.0"])

    ck = hx(64)
    add(C, "Cargo.lock [[package]] entry with registry source and sha256 checksum (Cargo Book: Cargo.lock)",
        lines=["[[package]]", "name = \"serde_json\"", "version = \"1.0.138\"", "source = \"registry+https://github.com/rust-lang/crates.io-index\"", f"checksum = \"{ck}\""],
        keep=[f"checksum = \"{ck}\"", "version = \"1.0.138\"", "name = \"serde_json\""])

    a, b = hx(64), hx(64)
    add(C, "pip requirements file in hash-checking mode --hash=sha256:<hex> (pip docs: Secure installs)",
        lines=["requests==2.32.3 \\", f"    --hash=sha256:{a} \\", f"    --hash=sha256:{b}"],
        keep=[f"--hash=sha256:{a}", f"--hash=sha256:{b}", "requests==2.32.3"])

    sri = "sha384-" + b64(rbytes(48))
    add(C, "HTML script tag with Subresource Integrity attribute sha384-<base64> (W3C SRI §3.5)",
        text=f"<script src=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js\" integrity=\"{sri}\" crossorigin=\"anonymous\"></script>",
        keep=[sri, "bootstrap@5.3.3", "crossorigin=\"anonymous\""])

    key = b64(rbytes(16))
    acc = b64(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest())
    add(C, "WebSocket opening handshake: Sec-WebSocket-Key nonce and computed Sec-WebSocket-Accept (RFC 6455 §1.3, §4.2.2)",
        lines=["GET /ws/quotes HTTP/1.1", "Upgrade: websocket", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13", "HTTP/1.1 101 Switching Protocols", f"Sec-WebSocket-Accept: {acc}"],
        keep=[key, acc, "HTTP/1.1 101 Switching Protocols", "/ws/quotes"])

    body = jd({"order": rng.randint(1000, 9999), "status": "shipped"}, compact=True)
    cd = b64(hashlib.sha256(body.encode()).digest())
    add(C, "HTTP Content-Digest field sha-256=:<base64>: computed over the body (RFC 9530 §2, structured-field byte sequence)",
        lines=["HTTP/1.1 200 OK", "Content-Type: application/json", f"Content-Digest: sha-256=:{cd}:", "", body],
        keep=[f"sha-256=:{cd}:", "HTTP/1.1 200 OK", "\"status\":\"shipped\""])

    cid = b64u(rbytes(16))
    t = dt()
    add(C, "Kafka KRaft storage format / broker startup with a 22-char base64url cluster id (kafka-storage.sh random-uuid; Kafka docs: KRaft)",
        lines=[f"Formatting /var/lib/kafka/data with metadata.version 3.8-IV0.", f"[{t.strftime('%Y-%m-%d %H:%M:%S')},{rng.randint(100, 999)}] INFO [KafkaRaftServer nodeId=1] Kafka Server started (kafka.server.KafkaRaftServer)", f"Cluster ID: {cid}"],
        keep=[cid, "metadata.version 3.8-IV0", "nodeId=1"])

    oid = f"{int(dt().timestamp()):08x}{hx(16)}"
    add(C, "MongoDB slow-query structured log with ObjectId values (BSON ObjectId: 4-byte timestamp + 5-byte random + 3-byte counter)",
        text=jd({"s": "I", "c": "COMMAND", "id": 51803, "msg": "Slow query", "attr": {"ns": "shop.orders", "command": {"find": "orders", "filter": {"_id": {"$oid": oid}}}, "planSummary": "IXSCAN { _id: 1 }", "durationMillis": 212}}, compact=True),
        keep=[oid, '"durationMillis":212', "IXSCAN { _id: 1 }", '"id":51803'])

    ul = "01J" + rs(CROCK, 23)
    t = dt()
    add(C, "Structured log with ULID request identifiers (ULID spec: 26 chars Crockford base32, 48-bit time + 80-bit randomness)",
        text=f"{iso_ms(t)} level=warn request_id={ul} route=POST /v2/invoices status=409 conflict=duplicate_number latency=63ms",
        keep=[f"request_id={ul}", "status=409", "latency=63ms", "POST /v2/invoices"])

    ray = f"{hx(16)}-{P('FRA', 'AMS', 'NRT', 'GRU', 'JNB')}"
    add(C, "Cloudflare error page footer / response header cf-ray: <16 hex>-<IATA colo> (Cloudflare docs: Cloudflare Ray ID)",
        lines=["< HTTP/2 522", "< server: cloudflare", f"< cf-ray: {ray}", "Error 522: Connection timed out"],
        keep=[ray, "Error 522: Connection timed out", "< HTTP/2 522"])

    idem = uuid4()
    req = "req_" + rs(B62, 14)
    sk = "sk_live_51" + rs(B62, 97)
    add(C, "Stripe API request/response trace: Idempotency-Key and Request-Id (keep) next to the secret key bearer (Stripe API reference: Idempotent requests, Request IDs)",
        lines=["> POST /v1/payment_intents HTTP/1.1", f"> Authorization: Bearer {sk}", f"> Idempotency-Key: {idem}", "< HTTP/1.1 402 Payment Required", f"< Request-Id: {req}", "< Stripe-Version: 2024-06-20"],
        secrets=[sk], keep=[idem, req, "402 Payment Required", "2024-06-20"])

    tid, sid, key = hx(32), hx(16), hx(32)
    add(C, "OpenTelemetry span exported as OTLP/JSON: 32-hex traceId and 16-hex spanId (keep) beside a 32-hex API key in the http.url attribute (secret) (OTLP spec; semantic conventions url.full)",
        text=jd({"traceId": tid, "spanId": sid, "name": "GET /v1/geocode", "kind": 3, "attributes": [{"key": "url.full", "value": {"stringValue": f"https://maps.example-geo.com/v1/geocode?q=Rua+Augusta&api_key={key}"}}, {"key": "http.response.status_code", "value": {"intValue": 429}}]}, compact=True),
        secrets=[key], keep=[tid, sid, '"intValue":429', "GET /v1/geocode"])

    cl, mem = hx(16), hx(16)
    t = dt()
    add(C, "etcd zap JSON log with cluster-id and local-member-id (etcd docs: logging; member IDs as 16 hex)",
        text=jd({"level": "warn", "ts": t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), "caller": "etcdserver/server.go:2112", "msg": "apply request took too long", "took": "212.4ms", "expected-duration": "100ms", "cluster-id": cl, "local-member-id": mem}, compact=True),
        keep=[cl, mem, '"took":"212.4ms"', "etcdserver/server.go:2112"])

    serial = hx(32).upper()
    fpx = ":".join(rs("0123456789ABCDEF", 2) for _ in range(32))
    cn = f"api.{P('payments.example', 'shop.example')}"
    add(C, "openssl x509 -noout -subject -serial -fingerprint -sha256 output (openssl-x509(1))",
        lines=[f"subject=CN={cn}", f"serial={serial}", f"sha256 Fingerprint={fpx}", "notAfter=Jun 30 23:59:59 2025 GMT"],
        private=[cn], keep=[serial, fpx, "notAfter=Jun 30 23:59:59 2025 GMT"])

    ver = b64u(rbytes(32))
    chal = b64u(hashlib.sha256(ver.encode()).digest())
    code = b64u(rbytes(24))
    st = hx(16)
    add(C, "OAuth PKCE: code_challenge=BASE64URL(SHA256(code_verifier)) in the authorization request (keep) vs code_verifier and code in the token request (secret) (RFC 7636 §4.2, §4.5)",
        lines=[f"GET /authorize?response_type=code&client_id=mobile-ios&state={st}&code_challenge={chal}&code_challenge_method=S256 HTTP/1.1",
               f"POST /token grant_type=authorization_code&code={code}&code_verifier={ver}&client_id=mobile-ios -> 200 (88ms)"],
        secrets=[code, ver], keep=[chal, "code_challenge_method=S256", f"state={st}", "-> 200 (88ms)"])

    img = hx(64)
    add(C, "docker buildx (BuildKit) plain progress output with image config digest 'writing image sha256:…' (Docker docs: build output)",
        lines=["#12 exporting to image", "#12 exporting layers 2.4s done", f"#12 writing image sha256:{img} done", "#12 naming to registry.example.io/shop/api:2.14.0 done"],
        private=["registry.example.io"], keep=[f"sha256:{img}", "exporting layers 2.4s done", "shop/api:2.14.0"])


# ==========================================================================
# key_unusual
# ==========================================================================
def gen_key_unusual():
    C = "key_unusual"

    pw = password()
    h = host("mariadb", domain="intern.example.de")
    add(C, "dotenv file (12-factor config) with German-language key db_passwort",
        lines=["APP_ENV=produktion", f"DB_HOST={h}", "DB_PORT=3306", "db_benutzer=shop_rw", f"db_passwort={pw}", "LOG_LEVEL=warning"],
        secrets=[pw], private=[h, "shop_rw"], keep=["APP_ENV=produktion", "DB_PORT=3306", "LOG_LEVEL=warning"])

    pw = password()
    h = host("pg", domain="interno.example.es")
    add(C, "YAML configuration (YAML 1.2) with Spanish keys base_de_datos / servidor / usuario / clave",
        lines=["base_de_datos:", f"  servidor: {h}", "  puerto: 5432", "  usuario: facturacion", f"  clave: \"{pw}\"", "  tiempo_espera_s: 15"],
        secrets=[pw], private=[h, "facturacion"], keep=["base_de_datos:", "puerto: 5432", "tiempo_espera_s: 15"])

    pw = password()
    t = dt()
    u = P("c.lefebvre", "a.mbaye")
    add(C, "JSON audit log with French keys utilisateur / mot_de_passe",
        text=jd({"horodatage": iso_ms(t), "niveau": "AVERTISSEMENT", "action": "connexion", "utilisateur": u, "mot_de_passe": pw, "statut": "échec", "code": "AUTH-401", "tentatives": 4}, compact=True),
        secrets=[pw], private=[u], keep=[iso_ms(t), '"code":"AUTH-401"', '"tentatives":4'])

    tok = "gAAAAAB" + rs(B64URL, 176)
    rq = f"req-{uuid4()}"
    add(C, "OpenStack Identity X-Auth-Token request header carrying a Fernet token (Keystone API: Authentication and token management) and X-Openstack-Request-Id",
        lines=["> GET /v2.1/servers/detail?limit=50 HTTP/1.1", f"> X-Auth-Token: {tok}", "< HTTP/1.1 401 Unauthorized", f"< X-Openstack-Request-Id: {rq}"],
        secrets=[tok], keep=["/v2.1/servers/detail?limit=50", "401 Unauthorized", rq])

    codes = [f"{hx(5)}-{hx(5)}" for _ in range(6)]
    add(C, "JSON export of account security settings with recovery_codes list (GitHub-style xxxxx-xxxxx recovery codes)",
        text=jd({"user_id": 48213, "mfa": {"type": "totp", "enabled_at": "2024-11-02T08:12:00Z", "recovery_codes": codes, "recovery_codes_remaining": 6}}, compact=True),
        secrets=codes, keep=['"user_id":48213', '"recovery_codes_remaining":6', "2024-11-02T08:12:00Z"])

    pw = password(symbols="-_.~")
    u = P("joao.silva", "fernanda.m")
    t = dt()
    ip = ipv4_public()
    add(C, "nginx access log of a Portuguese-language login endpoint with usuario / senha in the query string",
        text=f"{ip} - - [{t.strftime('%d/%b/%Y:%H:%M:%S -0300')}] \"GET /api/v1/entrar?usuario={u}&senha={pw}&lembrar=1 HTTP/1.1\" 401 64 \"-\" \"okhttp/4.12.0\"",
        secrets=[pw], private=[ip, u], keep=["/api/v1/entrar", "\" 401 64 ", "okhttp/4.12.0"])

    k = rs(B62, 40)
    add(C, "TOML configuration (TOML v1.0.0) with Italian keys chiave_segreta / utente",
        lines=["[servizio.pagamenti]", "url = \"https://api.pagamenti.example.it/v2\"", "utente = \"negozio_042\"", f"chiave_segreta = \"{k}\"", "timeout_ms = 8000"],
        secrets=[k], private=["negozio_042"], keep=["[servizio.pagamenti]", "timeout_ms = 8000", "/v2"])

    pw = password()
    u = P("m.becker", "s.yilmaz")
    add(C, "Helpdesk ticket free text (German) with 'Benutzername:' / 'Kennwort:' labels",
        text=f"Ticket #58213 – VPN-Zugang eingerichtet. Benutzername: {u} / Kennwort: {pw} (bitte nach erster Anmeldung ändern). Gültig bis 31.03.2025.",
        secrets=[pw], private=[u], keep=["Ticket #58213", "Gültig bis 31.03.2025"])

    pw = password()
    add(C, "Dutch-language INI section with gebruikersnaam / wachtwoord keys",
        lines=["[koppeling_boekhouding]", "server = sftp.boekhouding.example.nl", "poort = 22", "gebruikersnaam = export_nl", f"wachtwoord = {pw}", "map = /uit/2025"],
        secrets=[pw], private=["sftp.boekhouding.example.nl", "export_nl"], keep=["[koppeling_boekhouding]", "poort = 22", "map = /uit/2025"])

    pw = password()
    t = dt()
    add(C, "Polish-language key=value log with login / hasło",
        text=f"{t.strftime('%Y-%m-%d %H:%M:%S')} BŁĄD logowanie nieudane login=k.nowak hasło={pw} próba=3/5 kod=LOGIN_ZABLOKOWANY",
        secrets=[pw], private=["k.nowak"], keep=[t.strftime("%Y-%m-%d %H:%M:%S"), "próba=3/5", "kod=LOGIN_ZABLOKOWANY"])

    pw = password()
    add(C, "Turkish JSON log with kullanici_adi / şifre keys",
        text=jd({"zaman": iso_s(dt()), "olay": "giriş_başarısız", "kullanici_adi": "emre.kaya", "şifre": pw, "ip_engellendi": False, "deneme": 2}, compact=True),
        secrets=[pw], private=["emre.kaya"], keep=['"olay":"giriş_başarısız"', '"deneme":2'])

    pw = password()
    add(C, "Russian-language log line with логин / пароль labels",
        text=f"[ОШИБКА] 2025-02-18 07:44:09 вход в 1С не выполнен: логин=buh_petrova пароль={pw} база=ERP_2025 код=401",
        secrets=[pw], private=["buh_petrova"], keep=["2025-02-18 07:44:09", "база=ERP_2025", "код=401"])

    pw = password()
    add(C, "Japanese setup note logged by a provisioning tool: ユーザー名 / パスワード labels with full-width colons",
        text=f"【アカウント発行】ユーザー名：tanaka.k パスワード：{pw} 初回ログイン期限：2025年3月10日 申請番号：REQ-20931",
        secrets=[pw], private=["tanaka.k"], keep=["2025年3月10日", "申請番号：REQ-20931"])

    pw = password()
    add(C, "Chinese JSON log with 用户名 / 密码 keys",
        text=jd({"时间": "2025-01-22 09:15:33", "模块": "登录", "用户名": "zhang.wei", "密码": pw, "结果": "失败", "错误码": 10031}),
        secrets=[pw], private=["zhang.wei"], keep=["2025-01-22 09:15:33", '"错误码": 10031'])

    pw = password()
    add(C, "Korean key: value log with 아이디 / 비밀번호 labels",
        text=f"[2025-02-02 11:20:45] 로그인 실패 - 아이디: minji.park, 비밀번호: {pw}, 실패 횟수: 5, 계정 잠금: 예",
        secrets=[pw], private=["minji.park"], keep=["2025-02-02 11:20:45", "실패 횟수: 5"])

    a, b, c = rs(B62, 32), password(24), password(20)
    add(C, "Front-end Redux state snapshot (JSON) with camelCase secret keys apiKeySecret / clientSecretValue / dbPassWord",
        text=jd({"config": {"apiBaseUrl": "/api/v3", "apiKeySecret": a, "clientSecretValue": b, "dbPassWord": c, "retryCount": 3, "featureFlags": {"newCheckout": True}}}, compact=True),
        secrets=[a, b, c], keep=['"apiBaseUrl":"/api/v3"', '"retryCount":3'])

    cs, ak = password(32, symbols="-_.~"), rs(B62, 40)
    add(C, "Kebab-case keys: Spring-style application.yml 'client-secret' and curl header 'x-api-key'",
        lines=["spring.security.oauth2.client.registration.keycloak:", "  client-id: orders-service", f"  client-secret: {cs}", f"$ curl -H 'x-api-key: {ak}' https://api.example.com/v1/health -> 200 OK (12ms)"],
        secrets=[cs, ak], private=["api.example.com"], keep=["client-id: orders-service", "-> 200 OK (12ms)", "/v1/health"])

    tok = "glpat-" + rs(B62 + "-_", 20)
    add(C, "GitLab REST API PRIVATE-TOKEN request header (GitLab Docs: REST API authentication)",
        text=f"curl --header \"PRIVATE-TOKEN: {tok}\" \"https://gitlab.example.com/api/v4/projects/412/pipelines?status=failed&per_page=20\"  -> HTTP 200, 7 pipelines",
        secrets=[tok], private=["gitlab.example.com"], keep=["/api/v4/projects/412/pipelines?status=failed&per_page=20", "HTTP 200, 7 pipelines"])

    k = hx(32)
    add(C, "Azure API Management subscription key header Ocp-Apim-Subscription-Key (Microsoft Learn: APIM subscriptions)",
        lines=["POST https://contoso-apim.azure-api.net/orders/v1/submit HTTP/1.1", f"Ocp-Apim-Subscription-Key: {k}", "Ocp-Apim-Trace: true", "HTTP/1.1 429 Too Many Requests", "Retry-After: 37"],
        secrets=[k], private=["contoso-apim.azure-api.net"], keep=["/orders/v1/submit", "429 Too Many Requests", "Retry-After: 37"])

    tok = "hvs.CAESI" + rs(B64URL, 86)
    add(C, "HashiCorp Vault HTTP API X-Vault-Token header (Vault API docs: Authentication)",
        text=f"curl -sS -H \"X-Vault-Token: {tok}\" -X LIST https://vault.example.internal:8200/v1/secret/metadata/payments  => {{\"errors\":[\"permission denied\"]}} 403",
        secrets=[tok], private=["vault.example.internal"], keep=["8200", "/v1/secret/metadata/payments", "permission denied"])

    sec = rs(B32, 32)
    add(C, "otpauth:// Key Uri Format with base32 secret= parameter (Google Authenticator wiki: Key Uri Format) logged by an enrolment service",
        text=f"mfa.enroll user=48213 uri=otpauth://totp/ACME:j.ferreira?secret={sec}&issuer=ACME&algorithm=SHA1&digits=6&period=30 qr=rendered",
        secrets=[sec], private=["j.ferreira"], keep=["user=48213", "digits=6&period=30", "qr=rendered"])

    seed = rs(B32, 32)
    add(C, "SQL result row (psql aligned output) with snake_case column totp_seed",
        lines=[" id   | login     | totp_seed                        | mfa_enabled", "------+-----------+----------------------------------+-------------", f" 4821 | r.almeida | {seed} | t", "(1 row)"],
        secrets=[seed], private=["r.almeida"], keep=["(1 row)", "mfa_enabled"])

    otp = f"{rng.randint(100000, 999999)}"
    add(C, "SMS gateway log with a one-time code under a Spanish label 'código de verificación' (OTP per RFC 6238 6 digits)",
        text=f"sms.sent to=+34 6** *** *41 plantilla=otp_login cuerpo=\"Tu código de verificación es {otp}. Caduca en 5 minutos.\" proveedor_id=SM{hx(32)} estado=delivered",
        secrets=[otp], keep=["plantilla=otp_login", "Caduca en 5 minutos.", "estado=delivered"])

    pp = password(28, symbols="-_.~ ").replace(" ", "-")
    add(C, "BorgBackup environment BORG_PASSPHRASE and BORG_REPO (Borg docs: Environment Variables) in a cron job trace",
        lines=["+ export BORG_REPO=ssh://borg@backup01.example.net:23/./repo", f"+ export BORG_PASSPHRASE='{pp}'", "+ borg create --stats ::daily-2025-03-01 /srv", "Duration: 4 minutes 12.33 seconds"],
        secrets=[pp], private=["backup01.example.net"], keep=["::daily-2025-03-01", "Duration: 4 minutes 12.33 seconds"])


# ==========================================================================
# main
# ==========================================================================
def main():
    for gen in (gen_pii, gen_positional, gen_infra, gen_encoded, gen_no_key, gen_lookalike, gen_key_unusual):
        gen()
    for i, r in enumerate(RECORDS):
        validate(i, r)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in RECORDS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = collections.Counter(r["class"] for r in RECORDS)
    for c in CLASSES:
        print(f"{c:12s} {counts[c]:4d}")
    print(f"{'total':12s} {len(RECORDS):4d}")
    kinds = collections.Counter(r["kind"] for r in RECORDS)
    print(f"(lines: {kinds['line']}, blocks: {kinds['block']}; "
          f"secrets: {sum(len(r['secrets']) for r in RECORDS)}, private: {sum(len(r['private']) for r in RECORDS)}, "
          f"keep: {sum(len(r['keep']) for r in RECORDS)})")


if __name__ == "__main__":
    main()
