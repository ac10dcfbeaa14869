#!/usr/bin/env python3
"""Deterministic generator of a redaction-evaluation corpus (standard library only).

Writes dev.jsonl and heldout.jsonl next to this file.  Every record is checked:
all secrets/private/keep strings must occur verbatim in the record text, and no
keep string may contain (or be contained in) a secret/private string.
Run:  python3 generate.py
"""
import base64
import datetime as dt
import hashlib
import hmac
import json
import os
import random
import string
import sys
import urllib.parse
import uuid

OUT = os.path.dirname(os.path.abspath(__file__))
L = string.ascii_letters
UP = string.ascii_uppercase
LO = string.ascii_lowercase
D = string.digits
B62 = L + D
HEX = '0123456789abcdef'
B64URL = B62 + '-_'
B64 = B62 + '+/'
CRYPT64 = './' + D + UP + LO


def rs(r, n, a=B62):
    return ''.join(r.choice(a) for _ in range(n))


def dig(r, n):
    return ''.join(r.choice(D) for _ in range(n))


def hx(r, n):
    return rs(r, n, HEX)


def uid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def when(r):
    return dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(
        seconds=r.randrange(0, 2 * 365 * 86400), milliseconds=r.randrange(1000))


def iso(r):
    t = when(r)
    return t.strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (t.microsecond // 1000)


def sqlts(r):
    return when(r).strftime('%Y-%m-%d %H:%M:%S')


def sysl(r):
    t = when(r)
    return t.strftime('%b ') + '%2d' % t.day + t.strftime(' %H:%M:%S')


def clf(r):
    return when(r).strftime('%d/%b/%Y:%H:%M:%S +0000')


def jd(o):
    return json.dumps(o, ensure_ascii=False)


def b64(s):
    return base64.b64encode(s.encode() if isinstance(s, str) else s).decode()


def b64u(s):
    return base64.urlsafe_b64encode(s.encode() if isinstance(s, str) else s).decode().rstrip('=')


# ---------------------------------------------------------------------------
# check-digit algorithms (published specifications)
# ---------------------------------------------------------------------------

def luhn_ok(num):
    s = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(partial):
    for c in D:
        if luhn_ok(partial + c):
            return partial + c


def bsn(r):  # NL Burgerservicenummer, 11-test
    while True:
        d = [r.randrange(10) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            return ''.join(map(str, d + [c]))


def be_nrn(r):  # Belgian rijksregisternummer YY.MM.DD-SSS.CC
    y = r.randrange(1950, 2010)
    m, dd = r.randrange(1, 13), r.randrange(1, 29)
    seq = r.randrange(1, 998)
    base = '%02d%02d%02d%03d' % (y % 100, m, dd, seq)
    n = int(('2' + base) if y >= 2000 else base)
    cc = 97 - n % 97
    return '%02d.%02d.%02d-%03d.%02d' % (y % 100, m, dd, seq, cc)


def pt_nif(r):
    while True:
        d = [r.choice([1, 2, 3])] + [r.randrange(10) for _ in range(7)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        c = 11 - s % 11
        c = 0 if c >= 10 else c
        return ''.join(map(str, d + [c]))


def dk_cpr(r):  # modulus-11 CPR (pre-2007 rule, still satisfied by most numbers)
    while True:
        y, m, dd = r.randrange(1940, 2000), r.randrange(1, 13), r.randrange(1, 29)
        body = '%02d%02d%02d' % (dd, m, y % 100) + str(r.choice([0, 1, 2, 3])) + dig(r, 2)
        w = [4, 3, 2, 7, 6, 5, 4, 3, 2]
        s = sum(int(c) * x for c, x in zip(body, w))
        c = (11 - s % 11) % 11
        if c == 10:
            continue
        full = body + str(c)
        return full[:6] + '-' + full[6:]


def no_fnr(r):  # Norwegian fødselsnummer, two mod-11 digits
    while True:
        y, m, dd = r.randrange(1940, 2000), r.randrange(1, 13), r.randrange(1, 29)
        ind = r.randrange(0, 500)
        d = [int(c) for c in '%02d%02d%02d%03d' % (dd, m, y % 100, ind)]
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return ''.join(map(str, d + [k2]))


def fi_hetu(r):
    y, m, dd = r.randrange(1940, 2010), r.randrange(1, 13), r.randrange(1, 29)
    z = r.randrange(2, 900)
    sign = '-' if y < 2000 else 'A'
    n = int('%02d%02d%02d%03d' % (dd, m, y % 100, z))
    return '%02d%02d%02d%s%03d%s' % (dd, m, y % 100, sign, z, '0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31])


def cl_rut(r):
    n = r.randrange(5_000_000, 26_000_000)
    s, w = 0, 2
    for c in reversed(str(n)):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    dv = 11 - s % 11
    dv = {11: '0', 10: 'K'}.get(dv, str(dv))
    return '{:,}'.format(n).replace(',', '.') + '-' + dv


def ar_cuit(r):
    while True:
        pre = r.choice(['20', '23', '27', '30'])
        d = pre + dig(r, 8)
        s = sum(int(a) * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        c = 11 - s % 11
        c = 0 if c == 11 else c
        if c == 10:
            continue
        return '%s-%s-%d' % (d[:2], d[2:], c)


CURP_CH = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'


def mx_curp(r):
    cons = 'BCDFGHJKLMNPRSTVZ'
    y = r.randrange(1950, 2006)
    s = (r.choice(cons) + r.choice('AEIOU') + r.choice(cons) + r.choice(cons) +
         '%02d%02d%02d' % (y % 100, r.randrange(1, 13), r.randrange(1, 29)) + r.choice('HM') +
         r.choice(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'MC', 'YN']) + rs(r, 3, cons) +
         (r.choice(D) if y < 2000 else r.choice(UP)))
    tot = sum(CURP_CH.index(c) * (18 - i) for i, c in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def tr_tckn(r):
    d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def il_id(r):
    body = dig(r, 8)
    for c in D:
        cand = body + c
        s = 0
        for i, ch in enumerate(cand):
            x = int(ch) * (1 if i % 2 == 0 else 2)
            s += x - 9 if x > 9 else x
        if s % 10 == 0:
            return cand


def za_id(r):
    y, m, dd = r.randrange(1950, 2005), r.randrange(1, 13), r.randrange(1, 29)
    return luhn_complete('%02d%02d%02d%04d%d8' % (y % 100, m, dd, r.randrange(0, 10000), r.choice([0, 0, 1])))


def jp_mynumber(r):
    body = dig(r, 11)
    p = [int(c) for c in reversed(body)]  # P1 .. P11 from the right
    s = sum(p[n - 1] * ((n + 1) if n <= 6 else (n - 5)) for n in range(1, 12))
    rem = s % 11
    return body + str(0 if rem <= 1 else 11 - rem)


def sg_nric(r):
    pre = r.choice('ST')
    d = dig(r, 7)
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre == 'T' else 0)
    return pre + d + 'JZIHGFEDCBA'[s % 11]


def hk_id(r):
    letter = r.choice(UP)
    d = dig(r, 6)
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(a) * b for a, b in zip(d, range(7, 1, -1)))
    c = 11 - s % 11
    c = {11: '0', 10: 'A'}.get(c, str(c))
    return '%s%s(%s)' % (letter, d, c)


TW_CODES = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO',
                    [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def tw_id(r):
    letter = r.choice('ABCDEFGHJKLMNPQRSTUVXYWZ')
    body = r.choice('12') + dig(r, 7)
    code = TW_CODES[letter]
    s = code // 10 + (code % 10) * 9 + sum(int(a) * b for a, b in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + body + str((10 - s % 10) % 10)


def de_steuerid_check(d10):
    prod = 10
    for c in d10:
        s = (int(c) + prod) % 10
        s = 10 if s == 0 else s
        prod = (s * 2) % 11
    c = 11 - prod
    return 0 if c == 10 else c


def de_steuerid(r):
    while True:
        ds = list(D)
        r.shuffle(ds)
        ds = ds[:9]
        ds.append(r.choice(ds))
        r.shuffle(ds)
        if ds[0] == '0':
            continue
        b = ''.join(ds)
        return b + str(de_steuerid_check(b))


def br_cnpj(r):
    b = dig(r, 8) + '0001'

    def dv(x, w):
        s = sum(int(a) * b_ for a, b_ in zip(x, w)) % 11
        return '0' if s < 2 else str(11 - s)
    b += dv(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    b += dv(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return '%s.%s.%s/%s-%s' % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def br_cpf(r):
    b = dig(r, 9)
    for n in (10, 11):
        s = sum(int(a) * w for a, w in zip(b, range(n, 1, -1))) % 11
        b += '0' if s < 2 else str(11 - s)
    return '%s.%s.%s-%s' % (b[:3], b[3:6], b[6:9], b[9:])


def es_nie(r):
    p = r.choice('XYZ')
    n = dig(r, 7)
    return p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + n) % 23]


def es_dni(r):
    n = '%08d' % r.randrange(10_000_000, 80_000_000)
    return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]


def us_ssn(r):
    while True:
        a = r.randrange(1, 900)
        if a == 666:
            continue
        return '%03d-%02d-%04d' % (a, r.randrange(1, 100), r.randrange(1, 10000))


def in_pan(r):
    return rs(r, 3, UP) + r.choice('PPPCHF') + rs(r, 1, UP) + dig(r, 4) + rs(r, 1, UP)


def pl_pesel(r):
    y, m, dd = r.randrange(1950, 2008), r.randrange(1, 13), r.randrange(1, 29)
    mm = m + (20 if y >= 2000 else 0)
    b = '%02d%02d%02d' % (y % 100, mm, dd) + dig(r, 4)
    s = sum(int(a) * w for a, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return b + str((10 - s % 10) % 10)


def se_pnr(r):
    y, m, dd = r.randrange(1940, 2005), r.randrange(1, 13), r.randrange(1, 29)
    full = luhn_complete('%02d%02d%02d%03d' % (y % 100, m, dd, r.randrange(0, 1000)))
    return full[:6] + '-' + full[6:]


def fr_nir(r):
    body = '%d%02d%02d%02d%03d%03d' % (r.choice([1, 2]), r.randrange(50, 100), r.randrange(1, 13),
                                       r.choice([75, 69, 13, 33, 59, 31, 44]), r.randrange(1, 990), r.randrange(1, 999))
    key = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def ca_sin(r):
    s = luhn_complete(r.choice('12345679') + dig(r, 7))
    return '%s %s %s' % (s[:3], s[3:6], s[6:])


IBAN_BBAN = {  # country: (total length, bban pattern: n=digit, a=upper letter, c=alnum)
    'DE': 'n' * 18, 'FR': 'n' * 10 + 'n' * 11 + 'nn', 'GB': 'aaaa' + 'n' * 14, 'NL': 'aaaa' + 'n' * 10,
    'ES': 'n' * 20, 'IT': 'a' + 'n' * 10 + 'n' * 12, 'BE': 'n' * 12, 'PL': 'n' * 24, 'CH': 'n' * 17,
    'AT': 'n' * 16, 'PT': 'n' * 21, 'SA': 'nn' + 'n' * 18, 'TR': 'n' * 5 + '0' + 'n' * 16, 'NO': 'n' * 11,
    'IE': 'aaaa' + 'n' * 14, 'SE': 'n' * 20, 'DK': 'n' * 14, 'FI': 'n' * 14,
}
BANK_CODES = {'GB': ['NWBK', 'BARC', 'MIDL', 'LOYD'], 'NL': ['ABNA', 'INGB', 'RABO', 'TRIO'], 'IE': ['AIBK', 'BOFI']}


def iban_check(cc, bban):
    rearr = bban + cc + '00'
    num = ''.join(str(int(c, 36)) for c in rearr)
    return '%02d' % (98 - int(num) % 97)


def iban_ok(s):
    s = s.replace(' ', '')
    num = ''.join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1


def iban(r, cc, spaced=True):
    pat = IBAN_BBAN[cc]
    if cc in BANK_CODES:
        bban = r.choice(BANK_CODES[cc]) + ''.join(r.choice(D) for _ in pat[4:])
    else:
        bban = ''.join(r.choice(D) if p == 'n' else r.choice(UP) if p == 'a' else p for p in pat)
    if cc == 'BE':  # national check: first 10 mod 97
        m = int(bban[:10]) % 97
        bban = bban[:10] + '%02d' % (m or 97)
    s = cc + iban_check(cc, bban) + bban
    assert iban_ok(s)
    if spaced:
        return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


CARD_PREFIX = {'visa': (['4'], 16), 'mastercard': (['51', '52', '53', '54', '55', '2221', '2720'], 16),
               'amex': (['34', '37'], 15), 'discover': (['6011', '65'], 16), 'jcb': (['3528', '3566', '3589'], 16),
               'unionpay': (['62'], 16), 'diners': (['36'], 14)}


def card(r, brand=None, sep=None):
    brand = brand or r.choice(list(CARD_PREFIX))
    pre, n = CARD_PREFIX[brand]
    p = r.choice(pre)
    num = luhn_complete(p + dig(r, n - len(p) - 1))
    assert luhn_ok(num)
    sep = r.choice([' ', '-', '']) if sep is None else sep
    if n == 15:
        g = [num[:4], num[4:10], num[10:]]
    elif n == 14:
        g = [num[:4], num[4:10], num[10:]]
    else:
        g = [num[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(g), brand


def _selftest():
    assert iban_ok('GB82 WEST 1234 5698 7654 32')
    assert luhn_ok('4111111111111111') and luhn_ok('046454286') and luhn_ok('8112189876')
    assert luhn_ok('8001015009087')
    assert de_steuerid_check('8609574271') == 9
    r = random.Random(1)
    for _ in range(200):
        assert iban_ok(iban(r, r.choice(list(IBAN_BBAN))))
    # published examples recomputed through the same code paths
    assert 'JZIHGFEDCBA'[sum(int(a) * b for a, b in zip('1234567', [2, 7, 6, 5, 4, 3, 2])) % 11] == 'D'
    assert '0123456789ABCDEFHJKLMNPRSTUVWXY'[131052308 % 31] == 'T'
    assert 'TRWAGMYFPDXBNJZSQVHLCKE'[1234567 % 23] == 'L'


# ---------------------------------------------------------------------------
# independent validators, checked against published example numbers and
# against every generated value (run from _selftest)
# ---------------------------------------------------------------------------
def v_bsn(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (sum(x * w for x, w in zip(d[:8], range(9, 1, -1))) - d[8]) % 11 == 0


def v_cpf(s):
    d = [int(c) for c in s if c.isdigit()]
    for n in (9, 10):
        t = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1))) * 10 % 11 % 10
        if t != d[n]:
            return False
    return True


def v_cnpj(s):
    d = [int(c) for c in s if c.isdigit()]
    for n, w in ((12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]), (13, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])):
        t = sum(x * y for x, y in zip(d[:n], w)) % 11
        if (0 if t < 2 else 11 - t) != d[n]:
            return False
    return True


def v_tckn(s):
    d = [int(c) for c in s]
    return d[0] != 0 and ((sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]) and sum(d[:10]) % 10 == d[10]


def v_tw(s):
    n = TW_CODES[s[0]]
    d = [n // 10, n % 10] + [int(c) for c in s[1:]]
    return sum(x * w for x, w in zip(d, [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 == 0


def v_hk(s):
    letter, digits_, chk = s[0], s[1:7], s[8]
    t = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(a) * b for a, b in zip(digits_, range(7, 1, -1))) + (10 if chk == 'A' else int(chk))
    return t % 11 == 0


def v_rut(s):
    body, dv = s.replace('.', '').split('-')
    tot = sum(int(c) * w for c, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 3))
    return '0123456789K0'[11 - tot % 11] == dv if tot % 11 else dv == '0'


def v_pesel(s):
    return sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1])) % 10 == 0


def v_nric(s):
    t = sum(int(a) * b for a, b in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] == 'T' else 0)
    return 'JZIHGFEDCBA'[t % 11] == s[8]


def v_mynum(s):
    return jp_mynumber_check(s[:11]) == int(s[11])


def jp_mynumber_check(body):
    t = sum(int(c) * ((n + 1) if n <= 6 else (n - 5)) for n, c in enumerate(reversed(body), 1))
    return 0 if t % 11 <= 1 else 11 - t % 11


def v_fnr(s):
    d = [int(c) for c in s]
    return (sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1])) % 11 == 0 and
            sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0)


def v_hetu(s):
    return '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(s[:6] + s[7:10]) % 31] == s[10]


def v_cuit(s):
    d = [int(c) for c in s if c.isdigit()]
    t = sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11
    return t == 0


def v_ilid(s):
    return luhn_ok(s[::-1]) if False else sum((lambda x: x - 9 if x > 9 else x)(int(c) * (1 + i % 2)) for i, c in enumerate(s)) % 10 == 0


def v_benrn(s):
    d = ''.join(c for c in s if c.isdigit())
    return 97 - int(d[:9]) % 97 == int(d[9:]) or 97 - int('2' + d[:9]) % 97 == int(d[9:])


def v_nif(s):
    t = sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, 1])) % 11
    return t == 0 or (t == 1 and s[8] == '0')


def v_cpr(s):
    return sum(int(c) * w for c, w in zip(s.replace('-', ''), [4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0


def v_nie(s):
    return 'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(s[0])) + s[1:8]) % 23] == s[8]


def v_curp(s):
    return (10 - sum(CURP_CH.index(c) * (18 - i) for i, c in enumerate(s[:17])) % 10) % 10 == int(s[17])


def v_nir(s):
    d = s.replace(' ', '')
    return 97 - int(d[:13]) % 97 == int(d[13:])


def _selftest_ids():
    pub = [(v_bsn, '111222333'), (v_cpf, '529.982.247-25'), (v_cnpj, '11.222.333/0001-81'), (v_tckn, '10000000146'),
           (v_tw, 'A123456789'), (v_hk, 'A123456(3)'), (v_rut, '12.345.678-5'), (v_pesel, '44051401359'), (v_nric, 'S1234567D'),
           (v_mynum, '123456789018'), (v_hetu, '131052-308T'), (v_ilid, '000000018'), (v_nif, '123456789'), (v_cpr, '070761-4285'),
           (v_nie, 'X1234567L')]
    for f, ex in pub:
        assert f(ex), (f.__name__, ex)
    r = random.Random(7)
    pairs = [(v_bsn, bsn), (v_cpf, br_cpf), (v_cnpj, br_cnpj), (v_tckn, tr_tckn), (v_tw, tw_id), (v_hk, hk_id), (v_rut, cl_rut),
             (v_pesel, pl_pesel), (v_nric, sg_nric), (v_mynum, jp_mynumber), (v_fnr, no_fnr), (v_hetu, fi_hetu), (v_cuit, ar_cuit),
             (v_ilid, il_id), (v_benrn, be_nrn), (v_nif, pt_nif), (v_cpr, dk_cpr), (v_nie, es_nie), (v_curp, mx_curp), (v_nir, fr_nir),
             (lambda s: luhn_ok(s), za_id), (lambda s: luhn_ok(s.replace('-', '')), se_pnr), (lambda s: luhn_ok(s.replace(' ', '')), ca_sin),
             (lambda s: de_steuerid_check(s[:10]) == int(s[10]), de_steuerid)]
    for f, g in pairs:
        for _ in range(300):
            v = g(r)
            assert f(v), (g.__name__, v)


# ---------------------------------------------------------------------------
# phone numbers: national / international layouts after libphonenumber metadata
# ('#' = random digit; both layouts carry the same digits)
# ---------------------------------------------------------------------------
PHONES = {
    # dev countries
    'DE': [('030 #######', '+49 30 #######'), ('0151# #######', '+49 151# #######'),
           ('0171 #######', '+49 171 #######'), ('089 ########', '+49 89 ########')],
    'FR': [('01 ## ## ## ##', '+33 1 ## ## ## ##'), ('06 ## ## ## ##', '+33 6 ## ## ## ##'),
           ('07 ## ## ## ##', '+33 7 ## ## ## ##')],
    'GB': [('0121 ### ####', '+44 121 ### ####'), ('020 7### ####', '+44 20 7### ####'),
           ('077## ######', '+44 77## ######'), ('074## ######', '+44 74## ######')],
    'IT': [('02 #### ####', '+39 02 #### ####'), ('33# ### ####', '+39 33# ### ####'),
           ('06 #### ####', '+39 06 #### ####')],
    'ES': [('91# ## ## ##', '+34 91# ## ## ##'), ('6## ## ## ##', '+34 6## ## ## ##')],
    'NL': [('010 ### ####', '+31 10 ### ####'), ('06 ########', '+31 6 ########'), ('020 ### ####', '+31 20 ### ####')],
    'PL': [('22 ### ## ##', '+48 22 ### ## ##'), ('5## ### ###', '+48 5## ### ###'), ('6## ### ###', '+48 6## ### ###')],
    'BR': [('(11) 3###-####', '+55 11 3###-####'), ('(11) 9####-####', '+55 11 9####-####'),
           ('(21) 9####-####', '+55 21 9####-####')],
    'MX': [('55 #### ####', '+52 55 #### ####'), ('33 #### ####', '+52 33 #### ####'), ('81 #### ####', '+52 81 #### ####')],
    'IN': [('09#### #####', '+91 9#### #####'), ('08#### #####', '+91 8#### #####'), ('011 2### ####', '+91 11 2### ####')],
    'CN': [('13# #### ####', '+86 13# #### ####'), ('18# #### ####', '+86 18# #### ####'), ('010 #### ####', '+86 10 #### ####')],
    'JP': [('03-####-####', '+81 3-####-####'), ('090-####-####', '+81 90-####-####'), ('080-####-####', '+81 80-####-####')],
    'US': [('(415) 2##-####', '+1 415-2##-####'), ('(212) 5##-####', '+1 212-5##-####'), ('(312) 8##-####', '+1 312-8##-####')],
    # held-out countries
    'AR': [('011 4###-####', '+54 11 4###-####'), ('011 15-####-####', '+54 9 11 ####-####')],
    'KR': [('02-###-####', '+82 2-###-####'), ('010-####-####', '+82 10-####-####')],
    'ID': [('021-####-###', '+62 21-####-###'), ('0812-####-####', '+62 812-####-####')],
    'VN': [('091 ### ## ##', '+84 91 ### ## ##'), ('024 #### ####', '+84 24 #### ####')],
    'TR': [('0212 ### ## ##', '+90 212 ### ## ##'), ('053# ### ## ##', '+90 53# ### ## ##')],
    'RU': [('8 (495) ###-##-##', '+7 495 ###-##-##'), ('8 (91#) ###-##-##', '+7 91# ###-##-##')],
    'ZA': [('011 ### ####', '+27 11 ### ####'), ('082 ### ####', '+27 82 ### ####')],
    'NG': [('0803 ### ####', '+234 803 ### ####'), ('01 ### ####', '+234 1 ### ####')],
    'EG': [('010# ### ####', '+20 10# ### ####'), ('02 ########', '+20 2 ########')],
    'SA': [('05# ### ####', '+966 5# ### ####'), ('011 ### ####', '+966 11 ### ####')],
    'AU': [('(02) #### ####', '+61 2 #### ####'), ('04## ### ###', '+61 4## ### ###')],
    'CH': [('044 ### ## ##', '+41 44 ### ## ##'), ('079 ### ## ##', '+41 79 ### ## ##')],
}


def phone(r, cc, style=None):
    nat, intl = r.choice(PHONES[cc])
    assert nat.count('#') == intl.count('#')
    ds = dig(r, nat.count('#'))
    it = iter(ds)
    nat_s = ''.join(next(it) if c == '#' else c for c in nat)
    it = iter(ds)
    intl_s = ''.join(next(it) if c == '#' else c for c in intl)
    style = style or r.choices(['nat', 'intl', 'e164', '00'], [5, 3, 2, 1])[0]
    if style == 'nat':
        return nat_s
    if style == 'intl':
        return intl_s
    e = '+' + ''.join(c for c in intl_s if c.isdigit())
    return e if style == 'e164' else '00' + e[1:]


# ---------------------------------------------------------------------------
# people, addresses, e-mail
# ---------------------------------------------------------------------------
NAMES = {
    'DE': (['Jürgen', 'Sabine', 'Lukas', 'Anja', 'Matthias', 'Katrin'], ['Weiß', 'Schäfer', 'Krüger', 'Hoffmann', 'Becker', 'Günther']),
    'FR': (['Étienne', 'Camille', 'Hélène', 'Mathis', 'Océane'], ['Lefèvre', 'Dubois', 'Moreau', 'Girard', 'Rousseau']),
    'GB': (['Oliver', 'Amelia', 'Harry', 'Isla'], ['Whitfield', 'Pemberton', 'Okafor', 'Hughes']),
    'IT': (['Giulia', 'Lorenzo', 'Chiara', 'Matteo'], ['Esposito', 'Bianchi', 'Colombo', 'Ricci']),
    'ES': (['José', 'María', 'Lucía', 'Álvaro'], ['García Pérez', 'Núñez', 'Fernández Ruiz', 'Ibáñez']),
    'NL': (['Sanne', 'Daan', 'Femke', 'Joris'], ['de Vries', 'van den Berg', 'Bakker', 'Jansen']),
    'PL': (['Łukasz', 'Agnieszka', 'Paweł', 'Małgorzata'], ['Wójcik', 'Kowalczyk', 'Wiśniewski', 'Dąbrowska']),
    'BR': (['João', 'Ana Beatriz', 'Thiago', 'Luíza'], ['Conceição', 'Araújo', 'Gonçalves', 'Simões']),
    'MX': (['Ximena', 'Guadalupe', 'Rodrigo'], ['Hernández López', 'Ramírez', 'Cárdenas']),
    'US': (['Tyler', 'Brittany', 'Marcus', 'Megan'], ['Whitaker', 'Delgado', 'Nguyen', 'Kowalski']),
    'IN': (['Priya', 'Arjun', 'Ananya'], ['Raghunathan', 'Iyer', 'Chatterjee']),
    'CN_NATIVE': ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊'],
    'JP_NATIVE': ['佐藤 花子', '鈴木 一郎', '高橋 美咲', '渡辺 健太'],
    'RU_NATIVE': ['Иванов Иван Петрович', 'Смирнова Анна Сергеевна', 'Кузнецов Дмитрий', 'Попова Ольга'],
    # held-out
    'KR_NATIVE': ['김민준', '이서연', '박지훈', '최수아'],
    'AR_NATIVE': ['محمد العتيبي', 'فاطمة الزهراء', 'عبدالله القحطاني', 'نورة الشمري'],
    'EL_NATIVE': ['Γιώργος Παπαδόπουλος', 'Ελένη Κωνσταντίνου', 'Νίκος Οικονόμου'],
    'HE_NATIVE': ['דוד כהן', 'נועה לוי', 'יוסי מזרחי'],
    'HI_NATIVE': ['राहुल शर्मा', 'प्रिया वर्मा', 'अमित कुमार'],
    'TH_NATIVE': ['สมชาย ใจดี', 'สุดารัตน์ ทองดี'],
    'VI': (['Nguyễn Văn', 'Trần Thị', 'Lê Hoàng'], ['An', 'Bích Ngọc', 'Minh Tuấn']),
    'TR': (['Ayşe', 'Mehmet', 'Çağla', 'Oğuz'], ['Yılmaz', 'Öztürk', 'Şahin', 'Çelik']),
    'FI': (['Aino', 'Juha', 'Päivi'], ['Mäkinen', 'Virtanen', 'Hämäläinen']),
    'NO': (['Øystein', 'Ingrid', 'Bjørn'], ['Haugen', 'Bråthen', 'Solberg']),
    'ZA': (['Thabo', 'Naledi', 'Pieter'], ['Mokoena', 'van der Merwe', 'Dlamini']),
    'AR': (['Facundo', 'Milagros', 'Agustina'], ['Fernández', 'Gómez', 'Sosa']),
    'ID': (['Budi', 'Siti', 'Putri'], ['Santoso', 'Rahmawati', 'Wijaya']),
    'NG': (['Chinedu', 'Ngozi', 'Oluwaseun'], ['Okonkwo', 'Adeyemi', 'Eze']),
    'AU': (['Lachlan', 'Chloe'], ['McAllister', 'Nguyen']),
}


def person(r, loc):
    v = NAMES[loc]
    if isinstance(v, list):
        return r.choice(v)
    return r.choice(v[0]) + ' ' + r.choice(v[1])


def translit(s):
    import unicodedata
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if c.isascii() and (c.isalnum() or c in ' -'))
    return s.lower().replace(' ', '.').replace('-', '')


MAILDOM = ['gmail.com', 'web.de', 'orange.fr', 'libero.it', 'hotmail.es', 'outlook.com', 'yahoo.co.jp', 'qq.com',
           'mail.ru', 'naver.com', 'uol.com.br', 'wp.pl', 'gmx.net', 'icloud.com', 'example-corp.com']


def email(r, name=None):
    local = translit(name) if name and translit(name).strip('.') else rs(r, 1, LO) + '.' + rs(r, 6, LO)
    if not local or local == '.':
        local = rs(r, 7, LO)
    if r.random() < 0.4:
        local += str(r.randrange(1, 99))
    return local + '@' + r.choice(MAILDOM)


def address(r, cc):
    n = r.randrange(1, 180)
    if cc == 'DE':
        return '%s %d, %05d %s' % (r.choice(['Hauptstraße', 'Lindenallee', 'Schloßstraße', 'Am Mühlbach']), n, r.randrange(10115, 99999), r.choice(['Berlin', 'München', 'Köln', 'Leipzig']))
    if cc == 'FR':
        return '%d %s, %05d %s' % (n, r.choice(['rue de la Roquette', 'avenue Jean Jaurès', 'boulevard Saint-Michel']), r.choice([75011, 69003, 13006, 31000]), r.choice(['Paris', 'Lyon', 'Marseille', 'Toulouse']))
    if cc == 'GB':
        return '%d %s, %s %s%d %d%s' % (n, r.choice(['Kingsway Road', 'Albion Street', 'Mill Lane']), r.choice(['Leeds', 'Bristol', 'Manchester']), r.choice(['LS', 'BS', 'M']), r.randrange(1, 20), r.randrange(1, 10), rs(r, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if cc == 'ES':
        return 'Calle %s, %d, %d.º %s, %05d %s' % (r.choice(['de Alcalá', 'Mayor', 'de Serrano']), n, r.randrange(1, 9), r.choice('ABCD'), r.randrange(28001, 28055), 'Madrid')
    if cc == 'IT':
        return 'Via %s %d, %05d %s' % (r.choice(['Garibaldi', 'dei Mille', 'Roma']), n, r.choice([20121, 10123, 50122]), r.choice(['Milano (MI)', 'Torino (TO)', 'Firenze (FI)']))
    if cc == 'NL':
        return '%s %d, %04d %s %s' % (r.choice(['Keizersgracht', 'Oudegracht', 'Coolsingel']), n, r.randrange(1011, 9999), rs(r, 2, 'ABCDEGHJKLNPRSTVWXZ'), r.choice(['Amsterdam', 'Utrecht', 'Rotterdam']))
    if cc == 'BR':
        return 'Rua %s, %d - %s, São Paulo - SP, %05d-%03d' % (r.choice(['Augusta', 'da Consolação', 'Oscar Freire']), n, r.choice(['Apto 42', 'Bloco B', 'Sala 3']), r.randrange(1000, 9999), r.randrange(0, 999))
    if cc == 'US':
        return '%d %s, %s, %s %05d' % (r.randrange(100, 9999), r.choice(['Maple Ave Apt 4B', 'W Harrison St', 'Sunset Blvd']), r.choice(['Springfield', 'Oak Park', 'Pasadena']), r.choice(['IL', 'CA', 'OR']), r.randrange(10000, 99999))
    if cc == 'JP':
        return '〒%03d-%04d 東京都%s%d-%d-%d' % (r.randrange(100, 199), r.randrange(0, 9999), r.choice(['渋谷区神南', '新宿区西新宿', '港区六本木']), r.randrange(1, 9), r.randrange(1, 30), r.randrange(1, 20))
    if cc == 'CN':
        return '上海市%s%s路%d号%d室' % (r.choice(['浦东新区', '徐汇区', '静安区']), r.choice(['张杨', '淮海中', '南京西']), n, r.randrange(101, 2505))
    if cc == 'KR':
        return '서울특별시 %s %s %d, %d동 %d호' % (r.choice(['강남구', '마포구', '송파구']), r.choice(['테헤란로', '월드컵북로', '올림픽로']), n, r.randrange(101, 120), r.randrange(101, 2404))
    if cc == 'RU':
        return '%06d, г. Москва, ул. %s, д. %d, кв. %d' % (r.randrange(101000, 129999), r.choice(['Тверская', 'Арбат', 'Пятницкая']), n, r.randrange(1, 300))
    if cc == 'AU':
        return 'Unit %d, %d %s, %s %s %04d' % (r.randrange(1, 40), n, r.choice(['George St', 'Collins St', 'Queen St']), r.choice(['Sydney', 'Melbourne', 'Brisbane']), r.choice(['NSW', 'VIC', 'QLD']), r.randrange(2000, 4999))
    if cc == 'TR':
        return '%s Mah. %s Cad. No:%d D:%d, %05d %s/İstanbul' % (r.choice(['Moda', 'Bebek', 'Caferağa']), r.choice(['Bağdat', 'Halitağa']), n, r.randrange(1, 20), r.randrange(34000, 34999), r.choice(['Kadıköy', 'Beşiktaş']))
    if cc == 'ZA':
        return '%d %s, %s, Johannesburg, %04d' % (n, r.choice(['Jan Smuts Ave', 'Rivonia Rd']), r.choice(['Parktown North', 'Sandton']), r.randrange(2000, 2199))
    if cc == 'AR':
        return 'Av. %s %d, Piso %d Dto. %s, C%04d%s CABA' % (r.choice(['Corrientes', 'Santa Fe', 'Rivadavia']), r.randrange(100, 5000), r.randrange(1, 15), r.choice('ABCD'), r.randrange(1000, 1499), rs(r, 3, UP))
    if cc == 'IN':
        return 'Flat %d, %s, Koramangala, Bengaluru, Karnataka %06d' % (r.randrange(101, 999), r.choice(['Prestige Residency', 'Sobha Apartments']), r.randrange(560001, 560100))
    if cc == 'SA':
        return 'طريق الملك فهد، حي العليا، الرياض %05d' % r.randrange(11000, 14999)
    raise KeyError(cc)


# keep-token helpers: look like phone numbers / ids on purpose (over-redaction check)
def order_no(r):
    return r.choice([lambda: dig(r, 10), lambda: dig(r, 11), lambda: 'ORD-' + dig(r, 9),
                     lambda: '%d-%s' % (r.randrange(2024, 2026), dig(r, 7)), lambda: 'INV/%d/%s' % (r.randrange(2024, 2026), dig(r, 6)),
                     lambda: '#' + dig(r, 8)])()


CURRENCY = {
    'DE': '%d,%02d €', 'FR': '%d,%02d €', 'IT': '€ %d,%02d', 'ES': '%d,%02d €', 'NL': '€ %d,%02d', 'BE': '%d,%02d EUR', 'PT': '%d,%02d €',
    'FI': '%d,%02d €', 'CH': 'CHF %d.%02d', 'GB': '£%d.%02d', 'PL': '%d,%02d zł', 'BR': 'R$ %d,%02d', 'MX': '$%d.%02d MXN', 'AR': '$ %d,%02d ARS',
    'CL': '$%d CLP', 'US': 'USD %d.%02d', 'CA': 'CAD %d.%02d', 'IN': '₹%d.%02d', 'CN': '¥%d.%02d', 'JP': '¥%d', 'KR': '₩%d', 'RU': '%d ₽',
    'TR': '₺%d,%02d', 'ZA': 'R %d.%02d', 'NG': '₦%d', 'EG': 'EGP %d.%02d', 'SA': '%d.%02d SAR', 'AU': 'A$%d.%02d', 'ID': 'Rp %d', 'VN': '%d ₫',
    'DK': '%d,%02d kr.', 'NO': 'kr %d,%02d', 'SE': '%d,%02d kr', 'SG': 'S$%d.%02d', 'HK': 'HK$%d.%02d', 'TW': 'NT$%d', 'IL': '₪%d.%02d', 'GR': '%d,%02d €',
}


def amt(r, cc=None):
    f = CURRENCY.get(cc) or r.choice(['EUR %d.%02d', 'USD %d.%02d'])
    n = f.count('%')
    vals = (r.randrange(5, 9000) * (1000 if cc in ('KR', 'ID', 'VN') else 1), r.randrange(0, 100))[:n]
    return f % vals


# ---------------------------------------------------------------------------
# infrastructure helpers
# ---------------------------------------------------------------------------
ROLES = ['web', 'api', 'db', 'cache', 'mq', 'ldap', 'build', 'edge', 'kafka', 'es', 'vault', 'mail']
CORP = ['acme', 'globex', 'initech', 'umbrella', 'hooli', 'contoso', 'wayne', 'stark']


def host(r, fqdn=None):
    h = '%s-%s%02d' % (r.choice(ROLES), r.choice(['prod-', 'stg-', '', 'fra1-', 'use1-']), r.randrange(1, 40))
    if fqdn is None:
        fqdn = r.random() < 0.5
    if fqdn:
        h += '.%s.%s.%s' % (r.choice(['prod', 'dc1', 'corp', 'int']), r.choice(CORP), r.choice(['internal', 'lan', 'local', 'net']))
    return h


def ip4(r, private=None):
    if private is None:
        private = r.random() < 0.7
    if private:
        return r.choice(['10.%d.%d.%d' % (r.randrange(256), r.randrange(256), r.randrange(1, 255)),
                         '192.168.%d.%d' % (r.randrange(256), r.randrange(1, 255)),
                         '172.%d.%d.%d' % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))])
    return '%d.%d.%d.%d' % (r.choice([23, 31, 45, 62, 81, 91, 104, 141, 185, 193, 203]), r.randrange(256), r.randrange(256), r.randrange(1, 255))


def ip6(r):
    pre = r.choice(['2a02:%s' % hx(r, 4), '2001:%s' % hx(r, 4), 'fd%s' % hx(r, 2)])
    return '%s:%s:%s::%s:%s' % (pre, hx(r, 4), hx(r, 3), hx(r, 4), hx(r, 4))


def mac(r, sep=':'):
    b = ['%02x' % (r.randrange(256) & 0xFC)] + [hx(r, 2) for _ in range(5)]  # unicast, globally administered
    if sep == '.':
        s = ''.join(b)
        return '%s.%s.%s' % (s[:4], s[4:8], s[8:])
    return sep.join(b)


APPS = ['checkout', 'payments-api', 'user-service', 'search-indexer', 'notification-worker', 'cart', 'ledger', 'auth-gateway']


def pod(r):
    return '%s-%s-%s' % (r.choice(APPS), rs(r, 10, 'bcdfghjklmnpqrstvwxz2456789'), rs(r, 5, 'bcdfghjklmnpqrstvwxz2456789'))


def node(r):
    return r.choice([lambda: 'gke-prod-%s-pool-%s-%s' % (r.choice(CORP), hx(r, 8), rs(r, 4, LO + D)),
                     lambda: 'ip-10-%d-%d-%d.ec2.internal' % (r.randrange(256), r.randrange(256), r.randrange(256)),
                     lambda: 'aks-nodepool1-%s-vmss%06d' % (dig(r, 8), r.randrange(20)),
                     lambda: 'k8s-worker-%02d.%s.lan' % (r.randrange(1, 30), r.choice(CORP))])()


USERS = ['jsmith', 'm.rossi', 'svc_backup', 'akowalski', 'ana.garcia', 'deploy_ci', 'lwagner', 'h.tanaka', 'etl_loader',
         'bpetrov', 'nkhumalo', 'olga.s', 'reporting_ro', 'jdoe', 'priya.r', 'kmueller', 'svc-jenkins', 'fbaptiste']


def user(r):
    return r.choice(USERS) + (str(r.randrange(2, 99)) if r.random() < 0.3 else '')


WORDS = ['Sommer', 'Winter', 'Falcon', 'Orange', 'Tiger', 'Purple', 'Rocket', 'Maple', 'Ocean', 'Dragon', 'Harbor',
         'Cobalt', 'Velvet', 'Pepper', 'Lantern', 'Meadow']


def pw(r, url=False):
    sym = '-_.!*~' if url else '!#%*-_.?$&^'
    k = r.randrange(4)
    if k == 0:
        return r.choice(WORDS) + str(r.randrange(1990, 2027)) + r.choice(sym)
    if k == 1:
        return rs(r, r.randrange(12, 22), B62 + sym)
    if k == 2:
        return r.choice(WORDS).lower() + r.choice(sym) + r.choice(WORDS) + dig(r, 2)
    return rs(r, 4, L) + r.choice(sym) + dig(r, 3) + rs(r, 6, B62)


def pid(r):
    return str(r.randrange(300, 4_000_000))


def sha(r):
    return hx(r, 40)


def sha256(r):
    return hx(r, 64)


# ---------------------------------------------------------------------------
# generator registry
# ---------------------------------------------------------------------------
GENS = []  # (class, half, name, fn)


def gen(cls, half, name):
    def deco(fn):
        GENS.append((cls, half, name, fn))
        return fn
    return deco


def R(text=None, lines=None, row=None, table=None, columns=None, S=(), P=(), K=(), src=''):
    d = {}
    if text is not None:
        d['kind'] = 'line'
        d['text'] = text
    elif lines is not None:
        d['kind'] = 'block'
        d['lines'] = lines
    else:
        d['kind'] = 'row'
        d['table'] = table
        d['columns'] = columns
        d['row'] = row
    d['secrets'] = list(dict.fromkeys(S))
    d['private'] = list(dict.fromkeys(P))
    d['keep'] = list(dict.fromkeys(K))
    d['source'] = src
    return d


def record_text(d):
    if d['kind'] == 'line':
        return d['text']
    if d['kind'] == 'block':
        return '\n'.join(d['lines'])
    return '\n'.join(c if isinstance(c, str) else json.dumps(c) for c in d['row']) + '\n' + d['table'] + '\n' + '\n'.join(d['columns'])


def validate(d):
    t = record_text(d)
    if d['kind'] == 'row':
        assert len(d['columns']) == len(d['row']), d
    for k in ('secrets', 'private', 'keep'):
        for v in d[k]:
            if not v or v not in t:
                return 'missing %s %r' % (k, v)
    for k in d['keep']:
        for s in d['secrets'] + d['private']:
            if k in s or s in k:
                return 'keep %r overlaps %r' % (k, s)
    for s in d['secrets']:
        if s in d['private']:
            return 'dup %r' % s
    return None




# ===========================================================================
# pii_locale generators
# ===========================================================================
PHONES.update({
    'PT': [('21# ### ###', '+351 21# ### ###'), ('91# ### ###', '+351 91# ### ###')],
    'DK': [('2# ## ## ##', '+45 2# ## ## ##'), ('3# ## ## ##', '+45 3# ## ## ##')],
    'CL': [('9 #### ####', '+56 9 #### ####'), ('2 2### ####', '+56 2 2### ####')],
    'SG': [('8### ####', '+65 8### ####'), ('6### ####', '+65 6### ####')],
    'BE': [('04## ## ## ##', '+32 4## ## ## ##'), ('02 ### ## ##', '+32 2 ### ## ##')],
    'HK': [('9### ####', '+852 9### ####'), ('2### ####', '+852 2### ####')],
    'TW': [('0912-###-###', '+886 912-###-###'), ('02-####-####', '+886 2-####-####')],
    'IL': [('050-###-####', '+972 50-###-####'), ('03-###-####', '+972 3-###-####')],
    'NO': [('4## ## ###', '+47 4## ## ###'), ('22 ## ## ##', '+47 22 ## ## ##')],
    'FI': [('040 ### ####', '+358 40 ### ####'), ('09 ### ####', '+358 9 ### ####')],
    'SE': [('070-### ## ##', '+46 70-### ## ##'), ('08-### ### ##', '+46 8-### ### ##')],
    'CA': [('(416) 5##-####', '+1 416-5##-####'), ('(604) 7##-####', '+1 604-7##-####')],
})
NAMES.update({
    'PT': (['Inês', 'Gonçalo', 'Leonor'], ['Magalhães', 'Sousa', 'Brandão']),
    'DK': (['Søren', 'Mette', 'Jørgen'], ['Nørgaard', 'Kjær', 'Østergaard']),
    'CL': (['Ignacio', 'Catalina', 'Benjamín'], ['Muñoz Soto', 'Contreras', 'Valdés']),
    'SG': (['Wei Ling', 'Muthu', 'Nur Aisyah'], ['Tan', 'Ramasamy', 'Binte Ismail']),
    'BE': (['Wouter', 'Anaïs', 'Koen'], ['Peeters', 'Janssens', 'Dupont']),
    'IL': (['Noa', 'Yossi'], ['Mizrahi', 'Ben-David']),
    'SE': (['Åsa', 'Linnéa', 'Björn'], ['Lindström', 'Åberg', 'Söderberg']),
    'CA': (['Geneviève', 'Liam'], ['Tremblay', 'Gagnon']),
    'HK_NATIVE': ['陳大文', '黃美玲', '李嘉欣'],
    'TW_NATIVE': ['林志明', '王怡君', '張家豪'],
})

# locale: (phone country, name source, keys, id list, iban countries, address country)
# keys: name, phone, email, addr, iban, card, order, amount, ts
K_DE = dict(name='Name', phone='Telefonnummer', email='E-Mail', addr='Anschrift', iban='IBAN', card='Kartennummer', order='Bestellnummer', amount='Betrag', ts='Zeitpunkt')
K_FR = dict(name='nom', phone='téléphone', email='courriel', addr='adresse', iban='iban', card='numero_carte', order='numero_commande', amount='montant', ts='horodatage')
K_ES = dict(name='nombre', phone='teléfono', email='correo', addr='dirección', iban='iban', card='tarjeta', order='pedido', amount='importe', ts='fecha')
K_IT = dict(name='nominativo', phone='numero_cellulare', email='email', addr='indirizzo', iban='iban', card='carta', order='ordine', amount='importo', ts='data')
K_NL = dict(name='naam', phone='telefoon', email='e-mailadres', addr='adres', iban='rekeningnummer', card='kaartnummer', order='bestelnummer', amount='bedrag', ts='tijdstip')
K_PL = dict(name='imię_nazwisko', phone='telefon', email='email', addr='adres', iban='numer_konta', card='karta', order='zamówienie', amount='kwota', ts='czas')
K_BR = dict(name='nome_completo', phone='celular', email='email', addr='endereço', iban='iban', card='cartao', order='pedido', amount='valor', ts='data_hora')
K_PT = dict(name='nome', phone='telemóvel', email='email', addr='morada', iban='iban', card='cartão', order='encomenda', amount='valor', ts='data')
K_EN = dict(name='full_name', phone='phone', email='email', addr='shipping_address', iban='iban', card='card_number', order='order_id', amount='amount', ts='timestamp')
K_ZH = dict(name='姓名', phone='电话', email='邮箱', addr='地址', iban='账号', card='银行卡号', order='订单号', amount='金额', ts='时间')
K_JA = dict(name='氏名', phone='電話番号', email='メールアドレス', addr='住所', iban='口座番号', card='カード番号', order='注文番号', amount='金額', ts='日時')
K_RU = dict(name='ФИО', phone='телефон', email='эл_почта', addr='адрес', iban='счёт', card='номер_карты', order='номер_заказа', amount='сумма', ts='время')
K_DA = dict(name='navn', phone='telefon', email='email', addr='adresse', iban='iban', card='kortnummer', order='ordrenummer', amount='beløb', ts='tidspunkt')
K_TR = dict(name='ad_soyad', phone='telefon', email='e_posta', addr='adres', iban='iban', card='kart_no', order='sipariş_no', amount='tutar', ts='zaman')
K_KO = dict(name='이름', phone='전화번호', email='이메일', addr='주소', iban='계좌번호', card='카드번호', order='주문번호', amount='금액', ts='일시')
K_ID = dict(name='nama_lengkap', phone='nomor_hp', email='surel', addr='alamat', iban='rekening', card='nomor_kartu', order='no_pesanan', amount='jumlah', ts='waktu')
K_VI = dict(name='họ_tên', phone='số_điện_thoại', email='email', addr='địa_chỉ', iban='số_tài_khoản', card='số_thẻ', order='mã_đơn_hàng', amount='số_tiền', ts='thời_gian')
K_AR = dict(name='الاسم', phone='رقم_الهاتف', email='البريد_الإلكتروني', addr='العنوان', iban='الآيبان', card='رقم_البطاقة', order='رقم_الطلب', amount='المبلغ', ts='الوقت')
K_EL = dict(name='όνομα', phone='τηλέφωνο', email='email', addr='διεύθυνση', iban='iban', card='κάρτα', order='παραγγελία', amount='ποσό', ts='χρόνος')
K_HE = dict(name='שם', phone='טלפון', email='דואל', addr='כתובת', iban='iban', card='כרטיס', order='הזמנה', amount='סכום', ts='זמן')
K_HI = dict(name='नाम', phone='फ़ोन', email='ईमेल', addr='पता', iban='खाता', card='कार्ड', order='ऑर्डर_संख्या', amount='राशि', ts='समय')
K_NO = dict(name='navn', phone='mobilnummer', email='epost', addr='adresse', iban='kontonummer', card='kortnummer', order='ordrenummer', amount='beløp', ts='tid')
K_FI = dict(name='nimi', phone='puhelin', email='sähköposti', addr='osoite', iban='tilinumero', card='korttinumero', order='tilausnumero', amount='summa', ts='aika')
K_SV = dict(name='namn', phone='mobilnummer', email='e-post', addr='adress', iban='kontonummer', card='kortnummer', order='ordernummer', amount='belopp', ts='tid')
K_TW = dict(name='姓名', phone='手機', email='電子郵件', addr='地址', iban='帳號', card='信用卡號', order='訂單編號', amount='金額', ts='時間')

LOCALES_DEV = {
    'de': ('DE', 'DE', K_DE, [('steuer_id', de_steuerid)], ['DE'], 'DE'),
    'fr': ('FR', 'FR', K_FR, [], ['FR'], 'FR'),
    'es': ('ES', 'ES', K_ES, [('nie', es_nie), ('dni', es_dni)], ['ES'], 'ES'),
    'it': ('IT', 'IT', K_IT, [], ['IT'], 'IT'),
    'nl': ('NL', 'NL', K_NL, [('bsn', bsn)], ['NL'], 'NL'),
    'be': ('BE', 'BE', K_NL, [('rijksregisternummer', be_nrn)], [], 'NL'),
    'pl': ('PL', 'PL', K_PL, [('pesel', pl_pesel)], ['PL'], None),
    'br': ('BR', 'BR', K_BR, [('cpf', br_cpf)], [], 'BR'),
    'pt': ('PT', 'PT', K_PT, [('nif', pt_nif)], ['PT'], None),
    'mx': ('MX', 'MX', K_ES, [('curp', mx_curp)], [], None),
    'cl': ('CL', 'CL', K_ES, [('rut', cl_rut)], [], None),
    'us': ('US', 'US', K_EN, [('ssn', us_ssn)], [], 'US'),
    'gb': ('GB', 'GB', K_EN, [], ['GB'], 'GB'),
    'dk': ('DK', 'DK', K_DA, [('cpr', dk_cpr)], ['DK'], None),
    'sg': ('SG', 'SG', K_EN, [('nric', sg_nric)], [], None),
    'tr': (None, 'TR', K_TR, [('tc_kimlik_no', tr_tckn)], [], None),
    'cn': ('CN', 'CN_NATIVE', K_ZH, [], [], 'CN'),
    'jp': ('JP', 'JP_NATIVE', K_JA, [], [], 'JP'),
    'ru': (None, 'RU_NATIVE', K_RU, [], [], None),
    'in': ('IN', 'IN', K_EN, [], [], 'IN'),
}
LOCALES_HELD = {
    'kr': ('KR', 'KR_NATIVE', K_KO, [], [], 'KR'),
    'ru': ('RU', 'RU_NATIVE', K_RU, [], [], 'RU'),
    'id': ('ID', 'ID', K_ID, [], [], None),
    'vn': ('VN', 'VI', K_VI, [], [], None),
    'tr': ('TR', 'TR', K_TR, [], ['TR'], 'TR'),
    'za': ('ZA', 'ZA', K_EN, [('id_number', za_id)], [], 'ZA'),
    'ng': ('NG', 'NG', K_EN, [], [], None),
    'eg': ('EG', 'AR_NATIVE', K_AR, [], [], None),
    'sa': ('SA', 'AR_NATIVE', K_AR, [], ['SA'], 'SA'),
    'au': ('AU', 'AU', K_EN, [], [], 'AU'),
    'ch': ('CH', 'DE', K_DE, [], ['CH'], None),
    'ar': ('AR', 'AR', K_ES, [('cuit', ar_cuit)], [], 'AR'),
    'no': ('NO', 'NO', K_NO, [('fodselsnummer', no_fnr)], ['NO'], None),
    'fi': ('FI', 'FI', K_FI, [('henkilotunnus', fi_hetu)], ['FI'], None),
    'il': ('IL', 'HE_NATIVE', K_HE, [('teudat_zehut', il_id)], [], None),
    'jp': ('JP', 'JP_NATIVE', K_JA, [('個人番号', jp_mynumber)], [], 'JP'),
    'hk': ('HK', 'HK_NATIVE', K_TW, [('hkid', hk_id)], [], None),
    'tw': ('TW', 'TW_NATIVE', K_TW, [('身分證字號', tw_id)], [], None),
    'brc': ('BR', 'BR', K_BR, [('cnpj', br_cnpj)], [], 'BR'),
    'in': ('IN', 'HI_NATIVE', K_HI, [('pan', in_pan)], [], 'IN'),
    'se': ('SE', 'SE', K_SV, [('personnummer', se_pnr)], ['SE'], None),
    'fr': ('FR', 'FR', K_FR, [('nir', fr_nir)], [], 'FR'),
    'ca': ('CA', 'CA', K_EN, [('sin', ca_sin)], [], None),
    'gr': (None, 'EL_NATIVE', K_EL, [], [], None),
    'be': ('BE', 'BE', K_FR, [], ['BE', 'AT'], None),
    'pl': ('PL', 'PL', K_PL, [], ['PL'], None),
}


def pii_items(r, loc, n):
    """Return list of (key, value, [private strings], type)."""
    pcc, nsrc, keys, ids, ibans, acc = loc
    pool = []
    if pcc:
        pool += ['phone', 'phone']
    pool += ['name']
    if ids:
        pool += ['id', 'id']
    if ibans:
        pool += ['iban']
    if acc:
        pool += ['addr']
    pool += ['card', 'email']
    chosen = []
    must = 'phone' if pcc else ('id' if ids else 'name')
    types = [must] + r.sample([p for p in dict.fromkeys(pool) if p != must], min(n - 1, len(set(pool)) - 1))
    nm = person(r, nsrc)
    for t in types:
        if t == 'phone':
            v = phone(r, pcc)
            chosen.append((keys['phone'], v, [v], t))
        elif t == 'name':
            chosen.append((keys['name'], nm, [nm], t))
        elif t == 'id':
            k, f = r.choice(ids)
            v = f(r)
            chosen.append((k, v, [v], t))
        elif t == 'iban':
            v = iban(r, r.choice(ibans), spaced=r.random() < 0.5)
            chosen.append((keys['iban'], v, [v], t))
        elif t == 'addr':
            v = address(r, acc)
            chosen.append((keys['addr'], v, [v], t))
        elif t == 'card':
            v, _ = card(r)
            chosen.append((keys['card'], v, [v], t))
        elif t == 'email':
            v = email(r, nm if r.random() < 0.6 else None)
            chosen.append((keys['email'], v, [v], t))
    return chosen, nm


def keep_items(r, keys, n, cc=None):
    out = [(keys['order'], order_no(r))]
    opts = [(keys['amount'], amt(r, cc)), (keys['ts'], iso(r)), ('invoice', 'INV-%s' % dig(r, 10)),
            ('tracking', '1Z%s' % rs(r, 16, UP + D)), ('sku', '%s-%s' % (rs(r, 3, UP), dig(r, 5)))]
    out += r.sample(opts, n - 1)
    return out


NSRC_CC = {'TR': 'TR', 'RU_NATIVE': 'RU', 'EL_NATIVE': 'GR'}


def _cc(loc):
    return loc[0] or NSRC_CC.get(loc[1])


def _loc(r, half):
    L_ = LOCALES_DEV if half == 'dev' else LOCALES_HELD
    name = r.choice(sorted(L_))
    return name, L_[name]


SRC_PII = 'libphonenumber PhoneNumberMetadata.xml national/international layouts; check digits per published national algorithms; ISO 13616 IBAN mod-97; ISO/IEC 7812 Luhn'


def _collect(items, keeps):
    P = [p for it in items for p in it[2]]
    K = [k[1] for k in keeps]
    return P, K


def pii_json(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(2, 4))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=r.randrange(1, 3))
    body = {'ts': iso(r), 'level': r.choice(['info', 'INFO', 'debug']), 'logger': r.choice(['crm.sync', 'order-service', 'kyc.verify', 'billing']),
            'msg': r.choice(['customer record updated', 'checkout completed', 'kyc document accepted', 'profile export'])}
    body['customer'] = {k: v for k, v, _, _ in items}
    for k, v in keeps:
        body[k] = v
    P, K = _collect(items, keeps)
    return R(text=jd(body), P=P, K=K + [body['ts']], src='structured JSON application log (%s); %s' % (ln, SRC_PII))


def pii_logfmt(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(1, 3))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=2)
    ts = iso(r)
    parts = ['time=%s' % ts, 'level=info', 'svc=%s' % r.choice(['crm', 'shop', 'kyc'])]
    for k, v, _, _ in items + [(k, v, None, None) for k, v in keeps]:
        parts.append('%s=%s' % (k, jd(v) if (' ' in v or '"' in v) else v))
    P, K = _collect(items, keeps)
    return R(text=' '.join(parts), P=P, K=K + [ts], src='logfmt key=value log (brandur.org/logfmt) (%s); %s' % (ln, SRC_PII))


def pii_row(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(2, 4))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=2)
    cols = ['id'] + [k for k, _, _, _ in items] + [k for k, _ in keeps] + ['created_at', 'status']
    ts = sqlts(r)
    row = [r.randrange(1000, 900000)] + [v for _, v, _, _ in items] + [v for _, v in keeps] + [ts, r.choice(['active', 'pending', 'verified'])]
    P, K = _collect(items, keeps)
    return R(table=r.choice(['customers', 'kyc_records', 'orders', 'clientes', 'kunden']), columns=cols, row=row, P=P, K=K + [ts],
             src='SQL result row (%s); %s' % (ln, SRC_PII))


PROSE = {
    'de': 'Kunde {name} (Tel. {phone}) hat Bestellung {order} storniert, Erstattung {amount} veranlasst',
    'fr': 'Rappel client : {name} joignable au {phone}, commande {order} en attente ({amount})',
    'es': 'El cliente {name} llamó desde el {phone} por el pedido {order}; importe {amount}',
    'it': 'Il cliente {name} ha richiesto assistenza al numero {phone} per l\'ordine {order}',
    'nl': 'Klant {name} belde vanaf {phone} over bestelling {order} (bedrag {amount})',
    'pl': 'Klient {name} prosi o kontakt pod numerem {phone} w sprawie zamówienia {order}',
    'br': 'Cliente {name} ligou do número {phone} sobre o pedido {order}, valor {amount}',
    'pt': 'Cliente {name} contactou-nos pelo {phone} sobre a encomenda {order}',
    'mx': 'Cliente {name} solicita factura del pedido {order}, teléfono de contacto {phone}',
    'cl': 'Cliente {name} pide devolución del pedido {order}; fono {phone}',
    'us': 'Callback requested by {name} at {phone} regarding order {order} ({amount})',
    'gb': 'Customer {name} rang from {phone} about order {order}, refund of {amount} issued',
    'dk': 'Kunde {name} ringede fra {phone} vedrørende ordre {order}',
    'sg': 'Customer {name} ({phone}) collected order {order} at counter 3',
    'cn': '客户{name}来电（{phone}）查询订单{order}，金额{amount}',
    'jp': '{name}様（{phone}）より注文{order}についてお問い合わせ',
    'in': 'Customer {name} called from {phone} regarding order {order}',
    'kr': '{name} 고객님({phone})께서 주문 {order} 배송 문의',
    'ru': 'Клиент {name} звонил с номера {phone} по заказу {order}, сумма {amount}',
    'id': 'Pelanggan {name} menghubungi dari {phone} terkait pesanan {order}',
    'vn': 'Khách hàng {name} gọi từ số {phone} về đơn hàng {order}',
    'tr': 'Müşteri {name} {phone} numarasından {order} numaralı sipariş için aradı',
    'za': 'Customer {name} called from {phone} about order {order}',
    'ng': 'Customer {name} ({phone}) reported failed delivery of order {order}',
    'eg': 'العميل {name} اتصل من الرقم {phone} بخصوص الطلب {order}',
    'sa': 'العميل {name} اتصل من الرقم {phone} بخصوص الطلب {order}',
    'au': 'Customer {name} rang from {phone} re order {order}, refund {amount}',
    'ch': 'Kunde {name} (Tel. {phone}) fragt nach Lieferung {order}',
    'ar': 'El cliente {name} llamó desde el {phone} por el pedido {order}',
    'no': 'Kunde {name} ringte fra {phone} angående ordre {order}',
    'fi': 'Asiakas {name} soitti numerosta {phone} tilauksesta {order}',
    'il': 'הלקוח {name} התקשר מהמספר {phone} בנוגע להזמנה {order}',
    'hk': '客戶{name}（{phone}）查詢訂單{order}',
    'tw': '客戶{name}（{phone}）查詢訂單{order}',
    'brc': 'Cliente {name} ligou do número {phone} sobre o pedido {order}',
    'se': 'Kund {name} ringde från {phone} angående order {order}',
    'fr2': '',
    'ca': 'Customer {name} called from {phone} about order {order}',
    'be': 'Client {name} joignable au {phone}, commande {order}',
    'pl2': '',
}


def pii_prose(r, half):
    L_ = LOCALES_DEV if half == 'dev' else LOCALES_HELD
    ln = r.choice(sorted(k for k in L_ if L_[k][0] and PROSE.get(k)))
    loc = L_[ln]
    nm = person(r, loc[1])
    ph = phone(r, loc[0])
    o, a = order_no(r), amt(r, loc[0])
    ts = iso(r)
    lvl = r.choice(['INFO', 'WARN', 'NOTE'])
    txt = '%s %s support-desk: %s' % (ts, lvl, PROSE[ln].format(name=nm, phone=ph, order=o, amount=a))
    K = [ts, o] + ([a] if a in txt else [])
    return R(text=txt, P=[nm, ph], K=K, src='free-text support log in local language (%s); %s' % (ln, SRC_PII))


def pii_kvblock(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(3, 5))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=2)
    ts = iso(r)
    lines = ['%s DEBUG form submission received path=/api/v2/checkout status=201' % ts]
    for k, v, _, _ in items + [(k, v, None, None) for k, v in keeps]:
        lines.append('    %s: %s' % (k, v))
    P, K = _collect(items, keeps)
    return R(lines=lines, P=P, K=K + [ts, '/api/v2/checkout'], src='multi-line debug dump of submitted form (%s); %s' % (ln, SRC_PII))


def pii_card_iban(r, half):
    """Payment log: card / IBAN with explicit brand, amount keep."""
    ts = iso(r)
    c, brand = card(r)
    ib = iban(r, r.choice(['DE', 'FR', 'GB', 'NL', 'ES', 'IT'] if half == 'dev' else ['BE', 'PL', 'CH', 'AT', 'PT', 'SA', 'TR', 'NO', 'IE', 'SE']), spaced=r.random() < 0.5)
    o = order_no(r)
    ref = 'pi_' + rs(r, 24)
    if half == 'dev':
        t = '%s WARN payments: charge declined brand=%s pan="%s" order=%s amount=%s decline_code=insufficient_funds; fallback SEPA debit from %s' % (ts, brand, c, o, amt(r, ib[:2]), ib)
        return R(text=t, P=[c, ib], K=[ts, o, 'insufficient_funds', brand], src='payment gateway log; ISO/IEC 7812 Luhn card numbers; ISO 13616 IBAN')
    t = '<PmtInf><PmtInfId>%s</PmtInfId><ReqdColltnDt>%s</ReqdColltnDt><DrctDbtTxInf><InstdAmt Ccy="EUR">%d.%02d</InstdAmt><Dbtr><Nm>%s</Nm></Dbtr><DbtrAcct><Id><IBAN>%s</IBAN></Id></DbtrAcct></DrctDbtTxInf></PmtInf>' % (
        o, ts[:10], r.randrange(5, 900), r.randrange(100), person(r, r.choice(['TR', 'NO', 'FI', 'SE', 'ZA'])), ib.replace(' ', ''))
    nm = t.split('<Nm>')[1].split('</Nm>')[0]
    return R(text=t, P=[ib.replace(' ', ''), nm], K=[o, ts[:10]], src='ISO 20022 pain.008 SEPA direct debit XML fragment; ISO 13616 IBAN mod-97')


def pii_xml(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(2, 4))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=2)
    inner = ''.join('<%s>%s</%s>' % (('f%d' % i) if not k.isidentifier() else k, v, ('f%d' % i) if not k.isidentifier() else k) for i, (k, v, _, _) in enumerate(items))
    kin = ''.join('<%s>%s</%s>' % (k if k.isidentifier() else 'ref', v, k if k.isidentifier() else 'ref') for k, v in keeps)
    t = '<customer>%s%s</customer>' % (inner, kin)
    P, K = _collect(items, keeps)
    return R(text=t, P=P, K=K, src='XML payload logged by SOAP/REST client (%s); %s' % (ln, SRC_PII))


def pii_vcard(r, half):
    ln, loc = _loc(r, half)
    while not loc[0]:
        ln, loc = _loc(r, half)
    nm = person(r, loc[1])
    ph = phone(r, loc[0], style=r.choice(['intl', 'e164']))
    em = email(r, nm)
    lines = ['BEGIN:VCARD', 'VERSION:4.0', 'FN:%s' % nm, 'TEL;VALUE=uri;TYPE=cell:tel:%s' % ph.replace(' ', '-'), 'EMAIL:%s' % em]
    P = [nm, ph.replace(' ', '-'), em]
    if loc[5]:
        a = address(r, loc[5])
        lines.append('LABEL:%s' % a)
        P.append(a)
    rev = iso(r).replace('-', '').replace(':', '')[:15] + 'Z'
    lines += ['REV:%s' % rev, 'END:VCARD']
    return R(lines=lines, P=P, K=['VERSION:4.0', rev], src='vCard 4.0 (RFC 6350) exported contact (%s)' % ln)


def pii_yaml(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(2, 4))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=2)
    lines = ['- event: customer.updated', '  occurred_at: "%s"' % iso(r), '  data:']
    for k, v, _, _ in items:
        lines.append('    %s: "%s"' % (k, v))
    for k, v in keeps:
        lines.append('    %s: "%s"' % (k, v))
    P, K = _collect(items, keeps)
    return R(lines=lines, P=P, K=K + [lines[1].split('"')[1]], src='YAML event dump (%s); %s' % (ln, SRC_PII))


def pii_csv(r, half):
    ln, loc = _loc(r, half)
    items, _ = pii_items(r, loc, r.randrange(2, 4))
    keeps = keep_items(r, loc[2], cc=_cc(loc), n=2)
    hdr = [k for k, _, _, _ in items] + [k for k, _ in keeps]
    val = ['"%s"' % v for _, v, _, _ in items] + ['"%s"' % v for _, v in keeps]
    P, K = _collect(items, keeps)
    return R(lines=[';'.join(hdr), ';'.join(val)], P=P, K=K, src='CSV export (RFC 4180, semicolon-separated) (%s); %s' % (ln, SRC_PII))


def pii_shopify(r, half):
    ln, loc = _loc(r, half)
    while not loc[0] or not loc[5]:
        ln, loc = _loc(r, half)
    nm = person(r, loc[1])
    first, _, last = nm.partition(' ')
    ph = phone(r, loc[0], style='e164')
    a = address(r, loc[5])
    oid = int(dig(r, 13))
    body = {'id': oid, 'order_number': r.randrange(1000, 99999), 'total_price': '%d.%02d' % (r.randrange(5, 900), r.randrange(100)),
            'shipping_address': {'first_name': first, 'last_name': last or first, 'address1': a, 'phone': ph, 'country_code': loc[0]}}
    ts = iso(r)
    t = '%s webhook orders/create received: %s' % (ts, jd(body))
    P = [first, ph, a] + ([last] if last else [])
    return R(text=t, P=P, K=[ts, str(oid), 'orders/create', body['total_price']], src='Shopify orders/create webhook payload (shopify.dev/docs/api/admin-rest Order resource) (%s)' % ln)


def pii_cdr(r, half):
    ln, loc = _loc(r, half)
    while not loc[0]:
        ln, loc = _loc(r, half)
    src_n = phone(r, loc[0], style='e164')
    dst = phone(r, loc[0], style='nat').replace(' ', '').replace('-', '')
    uniq = '%d.%d' % (r.randrange(1700000000, 1760000000), r.randrange(1, 999))
    dur = r.randrange(5, 900)
    return R(table='cdr', columns=['calldate', 'src', 'dst', 'dcontext', 'duration', 'billsec', 'disposition', 'uniqueid'],
             row=[sqlts(r), src_n, dst, 'from-trunk', dur, max(0, dur - 7), 'ANSWERED', uniq], P=[src_n, dst], K=[uniq, 'ANSWERED', 'from-trunk'],
             src='Asterisk CDR table (docs.asterisk.org CDR fields) (%s); libphonenumber layouts' % ln)


def pii_native_name(r, half):
    if half == 'dev':
        opts = [('CN_NATIVE', '姓名', 'CN'), ('JP_NATIVE', '氏名', 'JP'), ('RU_NATIVE', 'имя', None), ('RU_NATIVE', 'ФИО', None), ('ES', 'nombre', 'ES'), ('MX', 'nombre', None)]
    else:
        opts = [('KR_NATIVE', '이름', 'KR'), ('AR_NATIVE', 'الاسم', 'SA'), ('EL_NATIVE', 'όνομα', None), ('HE_NATIVE', 'שם', None), ('HI_NATIVE', 'नाम', 'IN'),
                ('TH_NATIVE', 'ชื่อ', None), ('TW_NATIVE', '姓名', None), ('VI', 'họ_tên', None)]
    src, key, acc = r.choice(opts)
    nm = person(r, src)
    ts = iso(r)
    o = order_no(r)
    d = {key: nm, 'order': o, 'ts': ts}
    P = [nm]
    if acc and r.random() < 0.6:
        a = address(r, acc)
        d['addr'] = a
        P.append(a)
    return R(text='%s INFO shipment label printed %s' % (ts, jd(d)), P=P, K=[ts, o], src='JSON log with native-script personal name under local-language key')


for _h, _fns in (('dev', [pii_json, pii_logfmt, pii_row, pii_prose, pii_kvblock, pii_card_iban, pii_native_name, pii_json, pii_prose, pii_row]),
                 ('heldout', [pii_xml, pii_vcard, pii_yaml, pii_csv, pii_shopify, pii_cdr, pii_card_iban, pii_native_name, pii_prose, pii_xml])):
    for _f in _fns:
        gen('pii_locale', _h, _f.__name__)((lambda f, h: lambda r: f(r, h))(_f, _h))


# ===========================================================================
# infra generators
# ===========================================================================
def inf_rfc3164(r):
    h, p, u, ip = host(r, fqdn=False), pid(r), user(r), ip4(r)
    ts = sysl(r)
    k = r.randrange(3)
    if k == 0:
        fp = 'SHA256:' + b64(r.randbytes(32)).rstrip('=')
        t = '<38>%s %s sshd[%s]: Accepted publickey for %s from %s port %d ssh2: ED25519 %s' % (ts, h, p, u, ip, r.randrange(1024, 65535), fp)
        return R(text=t, P=[h, p, u, ip], K=[ts, 'Accepted publickey', fp], src='BSD syslog RFC 3164 header + OpenSSH sshd auth message')
    if k == 1:
        t = "<34>%s %s su[%s]: 'su root' failed for %s on /dev/pts/%d" % (ts, h, p, u, r.randrange(9))
        return R(text=t, P=[h, p, u], K=[ts], src='RFC 3164 section 5.4 example format (su failure)')
    t = '<86>%s %s sshd[%s]: Failed password for invalid user %s from %s port %d ssh2' % (ts, h, p, u, ip, r.randrange(1024, 65535))
    return R(text=t, P=[h, p, u, ip], K=[ts, 'Failed password for invalid user'], src='RFC 3164 + OpenSSH auth.log')


def inf_rfc5424(r):
    h, p = host(r, fqdn=True), pid(r)
    ts = iso(r)
    app = r.choice(['postfix/smtpd', 'nginx', 'payments', 'evntslog'])
    ip = ip4(r)
    t = '<165>1 %s %s %s %s ID47 [exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"][origin ip="%s"] connection reset by peer after %dms' % (
        ts, h, app, p, ip, r.randrange(2, 30000))
    return R(text=t, P=[h, p, ip], K=[ts, 'eventID="1011"', 'connection reset by peer'], src='RFC 5424 syslog (section 6.5 example structure, origin SD-ID section 7.2)')


def inf_journald(r):
    h, p, u, ip = host(r), pid(r), user(r), ip4(r)
    mid = hx(r, 32)
    rt = str(r.randrange(1700000000000000, 1760000000000000))
    d = {'__REALTIME_TIMESTAMP': rt, '_HOSTNAME': h, '_MACHINE_ID': mid, '_PID': p, '_UID': '0', '_COMM': 'sshd',
         '_SYSTEMD_UNIT': 'ssh.service', 'SYSLOG_IDENTIFIER': 'sshd', 'PRIORITY': '6',
         'MESSAGE': 'Connection closed by authenticating user %s %s port %d [preauth]' % (u, ip, r.randrange(1024, 65535))}
    return R(text=jd(d), P=[h, mid, p, u, ip], K=[rt, 'ssh.service', 'Connection closed by authenticating user'], src='journalctl -o json (systemd.journal-fields(7))')


def inf_kubectl_pods(r):
    lines = ['NAME                                   READY   STATUS             RESTARTS      AGE   IP             NODE                                 NOMINATED NODE   READINESS GATES']
    P = []
    K = ['CrashLoopBackOff']
    for _ in range(r.randrange(2, 5)):
        pn, ip, nd = pod(r), ip4(r, True), node(r)
        st = r.choice(['Running', 'Running', 'CrashLoopBackOff', 'Pending'])
        lines.append('%-38s %-7s %-18s %-13s %-5s %-14s %-36s <none>           <none>' % (pn, '1/1' if st == 'Running' else '0/1', st, str(r.randrange(0, 30)), '%dd' % r.randrange(1, 90), ip, nd))
        P += [pn, ip, nd]
    if not any('CrashLoopBackOff' in l for l in lines):
        K = []
    return R(lines=lines, P=P, K=K + ['READINESS GATES'], src='kubectl get pods -o wide (kubernetes.io/docs/reference/kubectl)')


def inf_alertmanager(r):
    h = host(r, fqdn=True)
    ip = ip4(r, True)
    pn = pod(r)
    ts = iso(r)
    fp = hx(r, 16)
    d = {'version': '4', 'groupKey': '{}:{alertname="HighErrorRate"}', 'status': 'firing', 'receiver': 'pagerduty-sre',
         'alerts': [{'status': 'firing', 'labels': {'alertname': 'HighErrorRate', 'instance': '%s:9100' % ip, 'pod': pn, 'node': h, 'severity': 'critical'},
                     'annotations': {'summary': 'error rate 7.3% > 5% for 10m'}, 'startsAt': ts, 'fingerprint': fp}]}
    return R(text=jd(d), P=[ip, pn, h], K=[ts, 'HighErrorRate', fp, '7.3% > 5%'], src='Prometheus Alertmanager webhook payload (prometheus.io/docs/alerting/latest/configuration/#webhook_config)')


def inf_haproxy(r):
    p, ip = pid(r), ip4(r, False)
    srv = 'srv-%s%02d' % (r.choice(['web', 'api']), r.randrange(1, 20))
    h = host(r, False)
    ts = sysl(r)
    t = '%s %s haproxy[%s]: %s:%d [%s] http-in~ be_app/%s 10/0/30/69/%d 200 2750 - - ---- 1/1/1/1/0 0/0 "GET /api/v1/health HTTP/1.1"' % (
        ts, h, p, ip, r.randrange(1024, 65535), clf(r).replace(' +0000', '.%03d' % r.randrange(1000)), srv, r.randrange(100, 900))
    return R(text=t, P=[h, p, ip, srv], K=[ts, 'GET /api/v1/health HTTP/1.1', 'be_app'], src='HAProxy HTTP log format (docs.haproxy.org configuration.html section 8.2.3)')


def inf_dhcpd(r):
    ip, m = ip4(r, True), mac(r)
    hn = '%s-%s' % (r.choice(['laptop', 'DESKTOP', 'iphone', 'printer']), r.choice(['jsmith', 'mrossi', 'akowalski', rs(r, 7, UP + D)]))
    s, e = when(r), None
    e = s + dt.timedelta(hours=12)
    f = '%w %Y/%m/%d %H:%M:%S'
    lines = ['lease %s {' % ip, '  starts %s;' % s.strftime(f), '  ends %s;' % e.strftime(f), '  binding state active;',
             '  hardware ethernet %s;' % m, '  uid "\\001%s";' % ''.join('\\%03o' % r.randrange(256) for _ in range(2)), '  client-hostname "%s";' % hn, '}']
    return R(lines=lines, P=[ip, m, hn], K=['binding state active', s.strftime(f)], src='ISC dhcpd.leases(5)')


def inf_hosts(r):
    lines = ['127.0.0.1\tlocalhost', '::1\tlocalhost ip6-localhost ip6-loopback']
    P = []
    for _ in range(r.randrange(2, 4)):
        ip, h = ip4(r, True), host(r, True)
        short = h.split('.')[0]
        lines.append('%s\t%s %s' % (ip, h, short))
        P += [ip, h]
    if r.random() < 0.5:
        v6, h = ip6(r), host(r, True)
        lines.append('%s\t%s' % (v6, h))
        P += [v6, h]
    return R(lines=lines, P=P, K=['localhost'], src='/etc/hosts (hosts(5))')


def inf_known_hosts(r):
    h, ip = host(r, True), ip4(r)
    key = 'AAAAC3NzaC1lZDI1NTE5AAAAI' + b64(r.randbytes(32))[:43]
    t = '%s,%s ssh-ed25519 %s' % (h, ip, key)
    return R(text=t, P=[h, ip], K=['ssh-ed25519'], src='OpenSSH known_hosts (sshd(8) SSH_KNOWN_HOSTS FILE FORMAT)')


def inf_winevent(r):
    u, ws, ip, p = user(r), 'WS-%s' % rs(r, 6, UP + D), ip4(r, True), r.randrange(300, 20000)
    dom = r.choice(CORP).upper()
    lid = '0x%X' % r.randrange(0x100000, 0xFFFFFF)
    ts = when(r).strftime('%m/%d/%Y %I:%M:%S %p')
    lines = ['Log Name:      Security', 'Source:        Microsoft-Windows-Security-Auditing', 'Date:          %s' % ts,
             'Event ID:      4625', 'Task Category: Logon', 'Level:         Information', 'Keywords:      Audit Failure',
             'Computer:      %s.%s.local' % (ws, dom.lower()), 'Description:', 'An account failed to log on.', '',
             'Account For Which Logon Failed:', '\tSecurity ID:\t\tNULL SID', '\tAccount Name:\t\t%s' % u, '\tAccount Domain:\t\t%s' % dom, '',
             'Failure Information:', '\tFailure Reason:\t\tUnknown user name or bad password.', '\tStatus:\t\t\t0xC000006D', '\tSub Status:\t\t0xC000006A', '',
             'Process Information:', '\tCaller Process ID:\t0x%x' % p, '', 'Network Information:', '\tWorkstation Name:\t%s' % ws,
             '\tSource Network Address:\t%s' % ip, '\tSource Port:\t\t%d' % r.randrange(1024, 65535), '', '\tLogon ID:\t\t%s' % lid]
    return R(lines=lines, P=[u, ws, ip, '0x%x' % p, dom], K=['4625', '0xC000006D', '0xC000006A', ts, 'Unknown user name or bad password.'],
             src='Windows Security event 4625 (learn.microsoft.com/windows/security/threat-protection/auditing/event-4625)')


def inf_describe_node(r):
    nd = node(r)
    ip = ip4(r, True)
    ext = ip4(r, False)
    pods = [pod(r) for _ in range(2)]
    lines = ['Name:               %s' % nd, 'Roles:              <none>', 'Labels:             kubernetes.io/hostname=%s' % nd,
             '                    topology.kubernetes.io/zone=eu-west-1b', 'Conditions:',
             '  Type             Status  LastHeartbeatTime                 Reason                       Message',
             '  MemoryPressure   True    Mon, 04 Mar 2024 10:21:07 +0000   KubeletHasInsufficientMemory  kubelet has insufficient memory available',
             'Addresses:', '  InternalIP:  %s' % ip, '  ExternalIP:  %s' % ext, '  Hostname:    %s' % nd, 'System Info:',
             '  Kernel Version:             5.15.0-1051-aws', '  Kubelet Version:            v1.28.5', 'Non-terminated Pods:          (2 in total)',
             '  Namespace  Name  CPU Requests', '  default    %s  250m (12%%)' % pods[0], '  payments   %s  500m (25%%)' % pods[1]]
    return R(lines=lines, P=[nd, ip, ext] + pods, K=['KubeletHasInsufficientMemory', 'v1.28.5', '5.15.0-1051-aws', 'eu-west-1b'], src='kubectl describe node output')


def inf_nagios(r):
    h = host(r, False)
    ip = ip4(r, True)
    ts = str(r.randrange(1700000000, 1760000000))
    k = r.randrange(2)
    if k:
        t = '[%s] SERVICE ALERT: %s;HTTP;CRITICAL;HARD;3;CRITICAL - Socket timeout after 10 seconds' % (ts, h)
        return R(text=t, P=[h], K=[ts, 'CRITICAL - Socket timeout after 10 seconds'], src='Nagios Core nagios.log SERVICE ALERT format')
    t = '[%s] HOST NOTIFICATION: oncall-sre;%s;DOWN;notify-host-by-email;PING CRITICAL - Packet loss = 100%% (%s)' % (ts, h, ip)
    return R(text=t, P=[h, ip], K=[ts, 'Packet loss = 100%'], src='Nagios/Icinga 1.x HOST NOTIFICATION log format')


def inf_systemd(r):
    h = host(r, False)
    ts = sysl(r)
    p = pid(r)
    k = r.randrange(3)
    if k == 0:
        t = '%s %s systemd[1]: postgresql@15-main.service: Main process exited, code=exited, status=1/FAILURE' % (ts, h)
        return R(text=t, P=[h], K=[ts, 'status=1/FAILURE', 'postgresql@15-main.service'], src='systemd unit messages in journalctl short format')
    if k == 1:
        t = '%s %s systemd[1]: nginx.service: Killing process %s (nginx) with signal SIGKILL.' % (ts, h, p)
        return R(text=t, P=[h, p], K=[ts, 'nginx.service', 'SIGKILL'], src='systemd unit stop-timeout message')
    t = '%s %s kernel: Out of memory: Killed process %s (java) total-vm:%dkB, anon-rss:%dkB, UID:%d' % (ts, h, p, r.randrange(10**6, 10**7), r.randrange(10**5, 10**6), r.randrange(1000, 2000))
    return R(text=t, P=[h, p], K=[ts, 'Out of memory: Killed process'], src='Linux kernel OOM killer message via journald')


def inf_ansible(r):
    hs = [host(r, True) for _ in range(3)]
    ip = ip4(r, True)
    lines = ['TASK [common : install base packages] ******************************************',
             'ok: [%s]' % hs[0], 'changed: [%s]' % hs[1],
             'fatal: [%s]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host %s port 22: Connection timed out", "unreachable": true}' % (hs[2], ip),
             '', 'PLAY RECAP *********************************************************************',
             '%s : ok=12   changed=0    unreachable=0    failed=0' % hs[0], '%s : ok=12   changed=3    unreachable=0    failed=0' % hs[1],
             '%s : ok=0    changed=0    unreachable=1    failed=0' % hs[2]]
    return R(lines=lines, P=hs + [ip], K=['UNREACHABLE!', 'Connection timed out', 'PLAY RECAP'], src='ansible-playbook default callback output')


def inf_terraform(r):
    ip, ip2 = ip4(r, True), ip4(r, False)
    h = host(r, True)
    ami = 'ami-' + hx(r, 17)
    lines = ['  # aws_instance.bastion will be created', '  + resource "aws_instance" "bastion" {', '      + ami                          = "%s"' % ami,
             '      + instance_type                = "t3.micro"', '      + private_ip                   = "%s"' % ip, '      + public_ip                    = "%s"' % ip2,
             '      + private_dns                  = "%s"' % h, '      + availability_zone            = "eu-central-1a"', '    }', '',
             'Plan: 1 to add, 0 to change, 0 to destroy.']
    return R(lines=lines, P=[ip, ip2, h], K=[ami, 't3.micro', 'eu-central-1a', 'Plan: 1 to add, 0 to change, 0 to destroy.'], src='terraform plan human-readable output (developer.hashicorp.com/terraform/cli/commands/plan)')


def inf_bind(r):
    ip = ip4(r, True)
    q = '%s.%s.internal' % (r.choice(ROLES), r.choice(CORP))
    srv = ip4(r, True)
    t = '%s queries: info: client @0x7f%s %s#%d (%s): query: %s IN A +E(0)K (%s)' % (
        when(r).strftime('%d-%b-%Y %H:%M:%S.') + '%03d' % r.randrange(1000), hx(r, 10), ip, r.randrange(1024, 65535), q, q, srv)
    return R(text=t, P=[ip, q, srv], K=['IN A +E(0)K'], src='BIND 9 querylog format (bind9.readthedocs.io logging categories)')


def inf_ipaddr(r):
    m, ip, v6 = mac(r), ip4(r, True), ip6(r)
    lines = ['2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9001 qdisc mq state UP group default qlen 1000',
             '    link/ether %s brd ff:ff:ff:ff:ff:ff' % m, '    inet %s/24 brd %s.255 scope global dynamic eth0' % (ip, ip.rsplit('.', 1)[0]),
             '       valid_lft 3209sec preferred_lft 3209sec', '    inet6 %s/64 scope global dynamic mngtmpaddr' % v6]
    return R(lines=lines, P=[m, ip, v6], K=['mtu 9001', 'ff:ff:ff:ff:ff:ff'], src='iproute2 `ip addr show` output')


def inf_arp(r):
    lines = []
    P = []
    for _ in range(3):
        ip, m = ip4(r, True), mac(r)
        h = host(r, True)
        lines.append('%s (%s) at %s [ether] on eth0' % (h, ip, m))
        P += [h, ip, m]
    return R(lines=lines, P=P, K=['[ether] on eth0'], src='net-tools `arp -a` output')


def inf_cisco_log(r):
    h = host(r, False)
    m = mac(r, '.')
    ts = sysl(r)
    t = '%s: %s: %%SW_MATM-4-MACFLAP_NOTIF: Host %s in vlan %d is flapping between port Gi1/0/%d and port Gi1/0/%d' % (h, ts, m, r.randrange(2, 400), r.randrange(1, 48), r.randrange(1, 48))
    return R(text=t, P=[h, m], K=['%SW_MATM-4-MACFLAP_NOTIF', ts], src='Cisco IOS system message format (facility-severity-MNEMONIC)')


for _f in (inf_rfc3164, inf_rfc5424, inf_journald, inf_kubectl_pods, inf_alertmanager, inf_haproxy, inf_dhcpd, inf_hosts, inf_known_hosts):
    gen('infra', 'dev', _f.__name__)(_f)
for _f in (inf_winevent, inf_describe_node, inf_nagios, inf_systemd, inf_ansible, inf_terraform, inf_bind, inf_ipaddr, inf_arp, inf_cisco_log):
    gen('infra', 'heldout', _f.__name__)(_f)


# ===========================================================================
# positional credentials
# ===========================================================================
def pos_ftp(r):
    u, p, ip = user(r), pw(r), ip4(r, False)
    pd = pid(r)
    lines = ['(%s) %s - (not logged in) (%s)> Connected on port 21, sending welcome message...' % (pd, iso(r)[:19].replace('T', ' '), ip),
             '(%s) (not logged in) (%s)> USER %s' % (pd, ip, u), '(%s) (not logged in) (%s)> 331 Password required for %s' % (pd, ip, u),
             '(%s) (not logged in) (%s)> PASS %s' % (pd, ip, p), '(%s) %s (%s)> 230 Logged on' % (pd, u, ip)]
    return R(lines=lines, S=[p], P=[u, ip, pd], K=['331 Password required for', '230 Logged on'], src='FTP protocol transcript (RFC 959 USER/PASS), FileZilla Server log layout')


def pos_smtp_plain(r):
    u = email(r)
    p = pw(r)
    tok = b64('\0%s\0%s' % (u, p))
    h = host(r, True)
    lines = ['S: 220 %s ESMTP Postfix' % h, 'C: EHLO client.example', 'S: 250-AUTH PLAIN LOGIN', 'C: AUTH PLAIN %s' % tok, 'S: 235 2.7.0 Authentication successful']
    return R(lines=lines, S=[tok], P=[h], K=['235 2.7.0 Authentication successful', '250-AUTH PLAIN LOGIN'], src='SMTP AUTH PLAIN transcript (RFC 4954, RFC 4616 PLAIN)')


def pos_netuser(r):
    u, p = user(r), pw(r)
    ts = iso(r)
    t = '%s CommandLine: "C:\\Windows\\system32\\net.exe" user %s %s /add /domain' % (ts, u, p)
    return R(text=t, S=[p], P=[u], K=[ts, 'net.exe'], src='Windows `net user <name> <password> /add` (learn.microsoft.com net user), Sysmon Event 1 CommandLine')


def pos_htpasswd(r):
    lines, S, P = [], [], []
    for _ in range(r.randrange(2, 4)):
        u = user(r)
        hsh = '$apr1$' + rs(r, 8, CRYPT64) + '$' + rs(r, 22, CRYPT64)
        lines.append('%s:%s' % (u, hsh))
        S.append(hsh)
        P.append(u)
    return R(lines=lines, S=S, P=P, K=[], src='Apache htpasswd file, APR1-MD5 (httpd.apache.org/docs/2.4/misc/password_encryptions.html)')


def pos_pgpass(r):
    h, u, p = host(r, True), user(r), pw(r).replace(':', '').replace('\\', '')
    db = r.choice(['orders', 'billing', 'analytics'])
    t = '%s:5432:%s:%s:%s' % (h, db, u, p)
    return R(text=t, S=[p], P=[h, u], K=[], src='PostgreSQL .pgpass (postgresql.org/docs/current/libpq-pgpass.html)')


def pos_mysql_cli(r):
    u, p, h = user(r), pw(r), host(r, True)
    ts = iso(r)
    t = '%s + mysql -h %s -u %s -p%s -e "SELECT COUNT(*) FROM orders" shop_prod' % (ts, h, u, p)
    return R(text=t, S=[p], P=[h, u], K=[ts, 'SELECT COUNT(*) FROM orders'], src='mysql client command line (-u user -ppassword), shell xtrace output')


def pos_jdbc(r):
    u, p, h = user(r), pw(r, url=True), host(r, True)
    ts = iso(r)
    t = '%s ERROR [HikariPool-1] c.z.h.p.HikariPool - Exception during pool initialization: jdbc:postgresql://%s:5432/ledger?user=%s&password=%s&sslmode=require FATAL: remaining connection slots are reserved' % (ts, h, u, p)
    return R(text=t, S=[p], P=[h, u], K=[ts, 'HikariPool-1', 'remaining connection slots are reserved'], src='PgJDBC connection URL (jdbc.postgresql.org/documentation/use)')


def pos_mongo(r):
    u, p, h = user(r), pw(r, url=True), host(r, True)
    t = 'MongoServerSelectionError: connect ECONNREFUSED while connecting to mongodb://%s:%s@%s:27017/app?authSource=admin&replicaSet=rs0' % (u, p, h)
    return R(text=t, S=[p], P=[u, h], K=['MongoServerSelectionError', 'ECONNREFUSED'], src='MongoDB connection string URI (mongodb.com/docs/manual/reference/connection-string)')


def pos_create_user(r):
    u, p = user(r).replace('.', '_'), pw(r).replace("'", '')
    ts = sqlts(r)
    t = "%s 4182 Query\tCREATE USER '%s'@'%%' IDENTIFIED BY '%s'" % (ts, u, p)
    return R(text=t, S=[p], P=[u], K=[ts], src='MySQL general query log + CREATE USER ... IDENTIFIED BY (dev.mysql.com/doc/refman/8.0/en/create-user.html)')


def pos_dockerfile(r):
    p = pw(r).replace('$', '')
    u = user(r)
    lines = ['FROM python:3.12-slim', 'ENV APP_ENV=production', 'ENV DB_USER=%s' % u, 'ENV DB_PASS %s' % p, 'RUN pip install --no-cache-dir -r requirements.txt']
    return R(lines=lines, S=[p], P=[u], K=['python:3.12-slim'], src='Dockerfile ENV both syntaxes (docs.docker.com/reference/dockerfile/#env)')


def pos_apache_auth(r):
    u, ip = user(r), ip4(r)
    pd = pid(r)
    t = '[%s] [auth_basic:error] [pid %s] [client %s:%d] AH01617: user %s: authentication failure for "/admin/": Password Mismatch' % (
        when(r).strftime('%a %b %d %H:%M:%S.%f %Y'), pd, ip, r.randrange(1024, 65535), u)
    return R(text=t, P=[pd, ip, u], K=['AH01617', 'Password Mismatch'], src='Apache httpd 2.4 error log, mod_auth_basic AH01617')


def pos_imap(r):
    u, p = email(r), pw(r).replace('"', '')
    lines = ['* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE AUTH=PLAIN] Dovecot ready.', 'a001 LOGIN %s "%s"' % (u, p),
             'a001 OK [CAPABILITY IMAP4rev1] Logged in', 'a002 SELECT INBOX', '* 172 EXISTS']
    return R(lines=lines, S=[p], P=[u], K=['a001 OK', '* 172 EXISTS'], src='IMAP LOGIN command transcript (RFC 9051 section 6.2.3)')


def pos_smtp_login(r):
    u, p = email(r), pw(r)
    lines = ['C: AUTH LOGIN', 'S: 334 VXNlcm5hbWU6', 'C: %s' % b64(u), 'S: 334 UGFzc3dvcmQ6', 'C: %s' % b64(p), 'S: 235 2.7.0 Authentication successful']
    return R(lines=lines, S=[b64(p)], P=[b64(u)], K=['334 VXNlcm5hbWU6', '334 UGFzc3dvcmQ6', '235 2.7.0 Authentication successful'], src='SMTP AUTH LOGIN transcript (draft-murchison-sasl-login)')


def pos_chpasswd(r):
    lines, S, P = [], [], []
    for _ in range(r.randrange(2, 4)):
        u, p = user(r), pw(r).replace(':', '')
        lines.append('%s:%s' % (u, p))
        S.append(p)
        P.append(u)
    return R(lines=lines, S=S, P=P, K=[], src='chpasswd(8) batch input (user:password per line)')


def pos_netrc(r):
    h, u, p = host(r, True), user(r), pw(r).replace(' ', '')
    lines = ['machine %s' % h, '  login %s' % u, '  password %s' % p, 'default login anonymous password guest@']
    return R(lines=lines, S=[p], P=[h, u], K=[], src='.netrc (GNU inetutils ftp / curl netrc format)')


def pos_sshpass(r):
    p, u, h = pw(r).replace("'", ''), user(r), host(r, True)
    t = "%s CMD (sshpass -p '%s' rsync -az /var/backups/ %s@%s:/srv/backup/)" % (sysl(r), p, u, h)
    return R(text=t, S=[p], P=[u, h], K=['/var/backups/'], src='sshpass(1) -p in cron log')


def pos_amqp(r):
    u, p, h = user(r), pw(r, url=True), host(r, True)
    ts = iso(r)
    t = '%s [error] <0.%d.0> pika.adapters: AMQPConnectionError connecting to amqps://%s:%s@%s:5671/%%2Fprod: ACCESS_REFUSED - Login was refused' % (ts, r.randrange(100, 999), u, p, h)
    return R(text=t, S=[p], P=[u, h], K=[ts, 'ACCESS_REFUSED - Login was refused'], src='AMQP URI spec (rabbitmq.com/docs/uri-spec)')


def pos_redis(r):
    p, h = pw(r, url=True), host(r, True)
    t = 'celery.worker: Cannot connect to redis://:%s@%s:6379/0: Error 111 connecting. Connection refused.. Trying again in 2.00 seconds...' % (p, h)
    return R(text=t, S=[p], P=[h], K=['Error 111 connecting', 'Trying again in 2.00 seconds'], src='redis URL scheme (iana.org/assignments/uri-schemes/prov/redis), Celery log')


def pos_alter_role(r):
    u, p = user(r).replace('.', '_').replace('-', '_'), pw(r).replace("'", '')
    ts = sqlts(r)
    t = "%s.%03d UTC [%s] LOG:  statement: ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-01-01'" % (ts, r.randrange(1000), pid(r), u, p)
    pd = t.split('[')[1].split(']')[0]
    return R(text=t, S=[p], P=[u, pd], K=[ts], src='PostgreSQL log_statement=ddl + ALTER ROLE ... PASSWORD (postgresql.org/docs/current/sql-alterrole.html)')


def pos_cisco(r):
    u = user(r).replace('.', '')
    s5 = '$1$' + rs(r, 4, CRYPT64) + '$' + rs(r, 22, CRYPT64)
    t7 = ''.join('%02X' % r.randrange(256) for _ in range(r.randrange(8, 14)))
    t7 = '0' + str(r.randrange(0, 10)) + t7
    lines = ['hostname %s' % host(r, False), 'enable secret 5 %s' % s5, 'username %s privilege 15 password 7 %s' % (u, t7), 'ip domain-name corp.local']
    hn = lines[0].split()[1]
    return R(lines=lines, S=[s5, t7], P=[hn, u], K=[], src='Cisco IOS running-config (enable secret 5 / username password 7)')


def pos_crontab(r):
    u, p = user(r), pw(r).replace("'", '').replace('%', '')
    t = "30 2 * * * /usr/bin/mysqldump -u%s -p'%s' --single-transaction shop | gzip > /backup/shop-$(date +\\%%F).sql.gz" % (u, p)
    return R(text=t, S=[p], P=[u], K=['30 2 * * *', '--single-transaction'], src='crontab(5) entry with mysqldump credentials')


def pos_odbc(r):
    h, u, p = host(r, True), user(r), pw(r).replace(';', '')
    t = 'Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=Sales;Uid=%s;Pwd=%s;Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;' % (h, u, p)
    return R(text=t, S=[p], P=[h, u], K=['ODBC Driver 18 for SQL Server', 'Connection Timeout=30'], src='ODBC connection string (learn.microsoft.com/sql/connect/odbc)')


def pos_kerberos(r):
    u = user(r).replace('.', '')
    ip = ip4(r, True)
    realm = r.choice(CORP).upper() + '.LOCAL'
    ts = sysl(r)
    h = host(r, False)
    t = '%s %s krb5kdc[%s](info): AS_REQ (4 etypes {18 17 20 19}) %s: NEEDED_PREAUTH: %s@%s for krbtgt/%s@%s, Additional pre-authentication required' % (
        ts, h, pid(r), ip, u, realm, realm, realm)
    pd = t.split('[')[1].split(']')[0]
    return R(text=t, P=[h, pd, ip, u], K=[ts, 'NEEDED_PREAUTH', 'Additional pre-authentication required'], src='MIT krb5kdc log format')


for _f in (pos_ftp, pos_smtp_plain, pos_netuser, pos_htpasswd, pos_pgpass, pos_mysql_cli, pos_jdbc, pos_mongo, pos_create_user, pos_dockerfile, pos_apache_auth):
    gen('positional', 'dev', _f.__name__)(_f)
for _f in (pos_imap, pos_smtp_login, pos_chpasswd, pos_netrc, pos_sshpass, pos_amqp, pos_redis, pos_alter_role, pos_cisco, pos_crontab, pos_odbc, pos_kerberos):
    gen('positional', 'heldout', _f.__name__)(_f)


# ===========================================================================
# vendor tokens (formats as published by vendors)
# ===========================================================================
def crc32_b62(data):
    import zlib
    n = zlib.crc32(data.encode()) & 0xffffffff
    out = ''
    a = D + UP + LO
    while n:
        n, m = divmod(n, 62)
        out = a[m] + out
    return out.rjust(6, '0')


TOK = {
    'github_classic': lambda r: (lambda b: 'ghp_' + b + crc32_b62(b))(rs(r, 30)),
    'github_oauth': lambda r: 'gho_' + rs(r, 36),
    'slack_bot': lambda r: 'xoxb-%s-%s-%s' % (dig(r, 12), dig(r, 13), rs(r, 24)),
    'slack_user': lambda r: 'xoxp-%s-%s-%s-%s' % (dig(r, 12), dig(r, 12), dig(r, 13), hx(r, 32)),
    'stripe_secret': lambda r: 'sk_live_' + rs(r, 99),
    'stripe_restricted': lambda r: 'rk_live_' + rs(r, 99),
    'stripe_whsec': lambda r: 'whsec_' + rs(r, 32),
    'sendgrid': lambda r: 'SG.%s.%s' % (rs(r, 22, B64URL), rs(r, 43, B64URL)),
    'npm': lambda r: 'npm_' + rs(r, 36),
    'openai': lambda r: 'sk-proj-' + rs(r, 74, B64URL) + 'T3BlbkFJ' + rs(r, 74, B64URL),
    'google_api': lambda r: 'AIza' + rs(r, 35, B64URL),
    'telegram': lambda r: '%d:AA%s' % (r.randrange(10**9, 8 * 10**9), rs(r, 33, B64URL)),
    'digitalocean': lambda r: 'dop_v1_' + hx(r, 64),
    'gitlab': lambda r: 'glpat-' + rs(r, 20, B64URL),
    'twilio_token': lambda r: hx(r, 32),
    'shopify': lambda r: 'shpat_' + hx(r, 32),
    'pypi': lambda r: 'pypi-AgEIcHlwaS5vcmc' + rs(r, 160, B64URL),
    'huggingface': lambda r: 'hf_' + rs(r, 34, L),
    'anthropic': lambda r: 'sk-ant-api03-' + rs(r, 93, B64URL) + 'AA',
    'discord': lambda r: '%s.%s.%s' % (b64u(str(r.randrange(10**17, 10**18 + 5 * 10**17))), rs(r, 6, B64URL), rs(r, 38, B64URL)),
    'atlassian': lambda r: 'ATATT3xFfGF0' + rs(r, 180, B64URL) + '=' + hx(r, 8).upper(),
    'datadog_api': lambda r: hx(r, 32),
    'github_fine': lambda r: 'github_pat_11%s_%s' % (rs(r, 20, D + UP), rs(r, 59)),
}


def aws_pair(r):
    return 'AKIA' + rs(r, 16, UP + '234567'), rs(r, 40, B64)


NK_DEV_TPL = [
    ('github_classic', 'Revoked the PAT {t} after GitGuardian flagged it in commit {sha}'),
    ('github_oauth', '{ts} DEBUG git: cloning https://{t}@github.com/acme/infra-live.git into /workspace'),
    ('slack_bot', 'heads up: someone pasted {t} into #deploys at {ts}, rotate please'),
    ('slack_user', '{ts} WARN slack-export: legacy token {t} still in use by cron job nightly-digest'),
    ('stripe_secret', '{ts} stripe.error.AuthenticationError: Invalid API Key provided: {t} (request_id req_{rid})'),
    ('stripe_restricted', 'rotate {t} before Friday, it was shared in the vendor ticket {tk}'),
    ('stripe_whsec', 'Your webhook signing secret is {t} (shown once)'),
    ('sendgrid', '{ts} ERROR mailer: 401 Unauthorized using {t}'),
    ('npm', 'npm ERR! code E401  npm ERR! Unable to authenticate, your authentication token seems to be invalid: {t}'),
    ('openai', 'openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {t}.'),
    ('google_api', 'GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={t} -> 403 REQUEST_DENIED'),
    ('telegram', '{ts} INFO bot: polling https://api.telegram.org/bot{t}/getUpdates?offset={n}'),
    ('digitalocean', 'doctl auth init --access-token {t} failed: GET https://api.digitalocean.com/v2/account: 401'),
]
NK_HELD_TPL = [
    ('gitlab', '{ts} CI job {n} leaked {t} in job log, revoked'),
    ('twilio_token', '{ts} twilio: authenticating account AC{h32} with {t} -> HTTP 401 (error 20003)'),
    ('shopify', 'curl -X GET "https://shop-123.myshopify.com/admin/api/2024-01/orders.json" -H "X-Shopify-Access-Token: {t}"'),
    ('pypi', 'twine upload dist/* -u __token__ -p {t}'),
    ('huggingface', 'huggingface_hub.errors.HfHubHTTPError: 401 Client Error for url: https://huggingface.co/api/whoami-v2 token={t}'),
    ('anthropic', '{ts} anthropic.AuthenticationError: 401 invalid x-api-key {t} (request_id req_{rid})'),
    ('discord', '{ts} discord.errors.LoginFailure: Improper token has been passed: {t}'),
    ('atlassian', 'curl -u ops-bot@example-corp.com:{t} https://acme.atlassian.net/rest/api/3/myself -> 401'),
    ('datadog_api', '{ts} datadog-agent: API Key invalid, dropping transaction. key ending in ... full key {t}'),
    ('github_fine', 'gh auth login --with-token <<< {t}   # expires in 30 days'),
]


def nk(tpl_list, r, half):
    name, tpl = r.choice(tpl_list)
    t = TOK[name](r)
    ts = iso(r)
    sha_ = sha(r)
    rid = rs(r, 14)
    n = str(r.randrange(100000, 9999999))
    tk = 'SUP-%d' % r.randrange(1000, 99999)
    h32 = hx(r, 32)
    text = tpl.format(t=t, ts=ts, sha=sha_, rid=rid, n=n, tk=tk, h32=h32)
    K = [x for x in (ts, sha_, 'req_' + rid, tk) if x in text]
    P = ['AC' + h32] if 'AC' + h32 in text else []
    if 'ops-bot@example-corp.com' in text:
        P.append('ops-bot@example-corp.com')
    return R(text=text, S=[t], P=P, K=K, src='%s token format as documented by the vendor' % name)


def nk_aws_dev(r):
    a, s = aws_pair(r)
    ts = iso(r)
    t = '%s botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation; credentials %s / %s' % (ts, a, s)
    return R(text=t, S=[a, s], K=[ts, 'SignatureDoesNotMatch', 'GetCallerIdentity'], src='AWS access key id (AKIA...) + 40-char secret (docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html)')


def nk_aws_session(r):
    a = 'ASIA' + rs(r, 16, UP + '234567')
    s = rs(r, 40, B64)
    tok = 'IQoJb3JpZ2luX2VjE' + rs(r, 340, B64) + '=='
    lines = ['$ aws sts assume-role --role-arn arn:aws:iam::%s:role/deploy --role-session-name ci' % dig(r, 12), '{', '    "Credentials": {',
             '        "AccessKeyId": "%s",' % a, '        "SecretAccessKey": "%s",' % s, '        "SessionToken": "%s",' % tok,
             '        "Expiration": "%s"' % iso(r)[:19] + '+00:00', '    }', '}']
    return R(lines=lines, S=[a, s, tok], K=['arn:aws:iam::', lines[6].split('"')[3]], src='AWS STS AssumeRole CLI output (docs.aws.amazon.com/cli/latest/reference/sts/assume-role.html)')


def nk_azure_sas(r):
    sig = urllib.parse.quote(b64(r.randbytes(32)), safe='')
    acct = '%sstorage%d' % (r.choice(CORP), r.randrange(1, 99))
    se = iso(r)[:19] + 'Z'
    t = 'azcopy copy ./export.parquet "https://%s.blob.core.windows.net/exports/export.parquet?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=%s&st=%s&spr=https&sig=%s"' % (
        acct, urllib.parse.quote(se, safe=''), urllib.parse.quote(iso(r)[:19] + 'Z', safe=''), sig)
    return R(text=t, S=[sig], P=[acct], K=['sv=2022-11-02', 'export.parquet'], src='Azure Storage account SAS (learn.microsoft.com/rest/api/storageservices/create-account-sas)')


gen('no_key', 'dev', 'nk_dev')(lambda r: nk(NK_DEV_TPL, r, 'dev'))
gen('no_key', 'dev', 'nk_dev2')(lambda r: nk(NK_DEV_TPL, r, 'dev'))
gen('no_key', 'dev', 'nk_aws')(nk_aws_dev)
gen('no_key', 'heldout', 'nk_held')(lambda r: nk(NK_HELD_TPL, r, 'heldout'))
gen('no_key', 'heldout', 'nk_held2')(lambda r: nk(NK_HELD_TPL, r, 'heldout'))
gen('no_key', 'heldout', 'nk_aws_session')(nk_aws_session)
gen('no_key', 'heldout', 'nk_azure_sas')(nk_azure_sas)


# ===========================================================================
# unusual keys
# ===========================================================================
def ku_dev(r):
    ts = iso(r)
    u = user(r)
    k = r.randrange(9)
    if k == 0:
        p = pw(r)
        return R(text='%s WARN registro: usuario=%s contraseña=%s intento=3' % (ts, u, p), S=[p], P=[u], K=[ts], src='Spanish key contraseña in key=value log')
    if k == 1:
        p = pw(r)
        return R(text=jd({'horodatage': ts, 'utilisateur': u, 'mot_de_passe': p, 'statut': 'échec'}), S=[p], P=[u], K=[ts, 'échec'], src='French key mot_de_passe in JSON log')
    if k == 2:
        p = pw(r)
        return R(lines=['[Datenbank]', 'Benutzer = %s' % u, 'Kennwort = %s' % p, 'Zeitlimit = 30'], S=[p], P=[u], K=['Zeitlimit = 30'], src='German INI keys Benutzer/Kennwort')
    if k == 3:
        p = pw(r)
        return R(text='%s ОШИБКА авторизации: логин=%s пароль=%s код=AUTH_401' % (ts, u, p), S=[p], P=[u], K=[ts, 'AUTH_401'], src='Russian keys логин/пароль')
    if k == 4:
        pin = dig(r, r.choice([4, 6]))
        o = order_no(r)
        return R(text='%s DEBUG card-activation card_last4=%s pin=%s order=%s' % (ts, dig(r, 4), pin, o), S=[pin], K=[ts, o], src='PIN under key pin (secret)')
    if k == 5:
        cs = rs(r, 40, B64URL)
        cid = uid(r)
        return R(text=jd({'tenantId': uid(r), 'clientId': cid, 'clientSecret': cs, 'authority': 'https://login.microsoftonline.com/'}), S=[cs], K=[cid], src='MSAL/Azure AD app config: clientSecret secret, clientId (public app id) kept')
    if k == 6:
        tok = rs(r, 32, HEX)
        rq = uid(r)
        return R(text='%s > GET /v1/reports/daily HTTP/1.1 > X-Auth-Token: %s > X-Request-Id: %s' % (ts, tok, rq), S=[tok], K=[ts, rq, '/v1/reports/daily'], src='X-Auth-Token header (OpenStack Keystone style) in curl -v trace')
    if k == 7:
        hdr = b64u(jd({'alg': 'HS256', 'typ': 'JWT'}))
        pl = b64u(jd({'sub': u, 'iat': r.randrange(1700000000, 1760000000)}))
        j = '%s.%s.%s' % (hdr, pl, b64u(r.randbytes(32)))
        return R(text='%s level=debug msg="session restored" jwt=%s ttl=900s' % (ts, j), S=[j], K=[ts, 'ttl=900s'], src='JWT (RFC 7519) under key jwt')
    code = dig(r, 6)
    nonce = rs(r, 22, B64URL)
    return R(text='%s INFO verificación: codigo_verificacion=%s enviado; oidc nonce=%s' % (ts, code, nonce), S=[code], K=[ts, nonce],
             src='OTP code under Spanish key (secret); OIDC nonce (OpenID Connect Core 3.1.2.1, public, kept)')


def ku_held(r):
    ts = iso(r)
    u = user(r)
    k = r.randrange(10)
    if k == 0:
        p = pw(r)
        return R(text=jd({'ユーザー名': u, 'パスワード': p, '日時': ts}), S=[p], P=[u], K=[ts], src='Japanese key パスワード')
    if k == 1:
        p = pw(r)
        return R(text='%s 登录失败 用户名=%s 密码=%s 错误码=E1002' % (ts, u, p), S=[p], P=[u], K=[ts, 'E1002'], src='Chinese keys 用户名/密码')
    if k == 2:
        p = pw(r)
        return R(lines=['kullanici_adi: %s' % u, 'şifre: "%s"' % p, 'zaman_aşımı: 30s'], S=[p], P=[u], K=['zaman_aşımı: 30s'], src='Turkish YAML key şifre')
    if k == 3:
        p = pw(r)
        return R(text='gebruikersnaam=%s;wachtwoord=%s;server=localhost;poort=1433' % (u, p), S=[p], P=[u], K=['poort=1433'], src='Dutch connection-string keys')
    if k == 4:
        p = pw(r)
        return R(text='%s BŁĄD logowania: login=%s hasło=%s powód=nieprawidłowe_dane' % (ts, u, p), S=[p], P=[u], K=[ts, 'nieprawidłowe_dane'], src='Polish key hasło')
    if k == 5:
        p = pw(r)
        return R(text=jd({'usuario': u, 'senha': p, 'status_http': 401, 'data_hora': ts}), S=[p], P=[u], K=[ts], src='Portuguese key senha')
    if k == 6:
        pc = dig(r, 6)
        return R(text='%s [mfa] user=%s passcode=%s factor=totp result=rejected' % (ts, u, pc), S=[pc], P=[u], K=[ts, 'result=rejected'], src='TOTP passcode (RFC 6238)')
    if k == 7:
        sak = rs(r, 40, B64)
        ak = 'AKIA' + rs(r, 16, UP + '234567')
        return R(text="const s3 = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: '%s', secretAccessKey: '%s' } });" % (ak, sak), S=[ak, sak], K=["region: 'eu-west-1'"],
                 src='AWS SDK for JavaScript v3 credentials object')
    if k == 8:
        sig = hx(r, 64)
        cred = 'AKIA' + rs(r, 16, UP + '234567')
        t = 'GET https://%s-exports.s3.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20240311%%2Feu-west-1%%2Fs3%%2Faws4_request&X-Amz-Date=20240311T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s 200' % (
            r.choice(CORP), cred, sig)
        return R(text=t, S=[sig, cred], K=['X-Amz-Expires=3600', 'report.csv'], src='S3 presigned URL (SigV4 query auth); signature is a bearer capability until expiry')
    wh = TOK['stripe_whsec'](r)
    tsn = str(r.randrange(1700000000, 1760000000))
    v1 = hx(r, 64)
    evt = 'evt_' + rs(r, 24)
    t = '%s webhook verify failed: Stripe-Signature: t=%s,v1=%s endpoint_secret=%s event=%s' % (ts, tsn, v1, wh, evt)
    return R(text=t, S=[wh], K=[ts, evt], src='Stripe webhook: endpoint secret is a credential; the per-payload v1 signature is not (left unlisted)')


for _i in range(3):
    gen('key_unusual', 'dev', 'ku_dev%d' % _i)(ku_dev)
    gen('key_unusual', 'heldout', 'ku_held%d' % _i)(ku_held)


# ===========================================================================
# password hashes
# ===========================================================================
import warnings  # noqa: E402
warnings.filterwarnings('ignore', category=DeprecationWarning)
try:
    import crypt as _crypt  # removed in Python 3.13; fallback produces random but well-formed hashes
except ImportError:
    _crypt = None


def ccrypt(r, prefix, salt_len, hash_len):
    salt = rs(r, salt_len, CRYPT64)
    p = pw(r)
    fallback = prefix + salt + '$' + rs(r, hash_len, CRYPT64)  # drawn in both paths: same RNG stream everywhere
    if _crypt is not None:
        out = _crypt.crypt(p, prefix + salt)
        if out and out.startswith(prefix):
            return out
    return fallback


def h_sha512(r):
    return ccrypt(r, '$6$', 16, 86)


def h_sha256c(r):
    return ccrypt(r, '$5$rounds=535000$', 16, 43)


def h_md5c(r):
    return ccrypt(r, '$1$', 8, 22)


def h_bcrypt(r):
    salt = rs(r, 22, CRYPT64)
    salt = salt[:21] + r.choice('.Oeu')
    p = pw(r)
    fallback = '$2b$12$' + salt + rs(r, 31, CRYPT64)
    if _crypt is not None:
        out = _crypt.crypt(p, '$2b$12$' + salt)
        if out and out.startswith('$2b$'):
            return out
    return fallback


def h_argon2(r):
    return '$argon2id$v=19$m=65536,t=3,p=4$%s$%s' % (b64(r.randbytes(16)).rstrip('='), b64(r.randbytes(32)).rstrip('='))


def h_yescrypt(r):
    return '$y$j9T$%s$%s' % (rs(r, 22, CRYPT64), rs(r, 43, CRYPT64))


def h_django(r):
    salt = rs(r, 22)
    dk = hashlib.pbkdf2_hmac('sha256', pw(r).encode(), salt.encode(), 870000)
    return 'pbkdf2_sha256$870000$%s$%s' % (salt, b64(dk))


def h_werkzeug(r):
    salt = rs(r, 16)
    if r.random() < 0.5:
        return 'pbkdf2:sha256:600000$%s$%s' % (salt, hashlib.pbkdf2_hmac('sha256', pw(r).encode(), salt.encode(), 600000).hex())
    return 'scrypt:32768:8:1$%s$%s' % (salt, hashlib.scrypt(pw(r).encode(), salt=salt.encode(), n=32768, r=8, p=1, maxmem=64 * 1024 * 1024, dklen=64).hex())


def ab64(b):
    return b64(b).rstrip('=').replace('+', '.')


def h_passlib(r):
    salt = r.randbytes(16)
    return '$pbkdf2-sha256$29000$%s$%s' % (ab64(salt), ab64(hashlib.pbkdf2_hmac('sha256', pw(r).encode(), salt, 29000)))


def h_ssha(r):
    salt = r.randbytes(8)
    return '{SSHA}' + b64(hashlib.sha1(pw(r).encode() + salt).digest() + salt)


def h_mysql(r):
    return '*' + hashlib.sha1(hashlib.sha1(pw(r).encode()).digest()).hexdigest().upper()


def h_scram(r):
    p = pw(r).encode()
    salt = r.randbytes(16)
    salted = hashlib.pbkdf2_hmac('sha256', p, salt, 4096)
    ck = hmac.new(salted, b'Client Key', 'sha256').digest()
    sk = hmac.new(salted, b'Server Key', 'sha256').digest()
    return 'SCRAM-SHA-256$4096:%s$%s:%s' % (b64(salt), b64(hashlib.sha256(ck).digest()), b64(sk))


def hash_shadow(r, fn, src):
    u = user(r)
    h = fn(r)
    days = r.randrange(19000, 20400)
    return R(text='%s:%s:%d:0:99999:7:::' % (u, h, days), S=[h], P=[u], K=[], src=src)


def hs_dev(r):
    k = r.randrange(7)
    if k == 0:
        return hash_shadow(r, h_sha512, '/etc/shadow sha512crypt $6$ (shadow(5), crypt(5))')
    if k == 1:
        u, e, h = r.randrange(1, 90000), email(r), h_bcrypt(r)
        ts = sqlts(r)
        return R(table='users', columns=['id', 'email', 'encrypted_password', 'sign_in_count', 'updated_at'], row=[u, e, h, r.randrange(0, 400), ts], S=[h], P=[e], K=[ts],
                 src='Devise users table, bcrypt $2b$ (OpenBSD bcrypt)')
    if k == 2:
        h = h_argon2(r)
        e = email(r)
        return R(text=jd({'event': 'user.password_changed', 'email': e, 'password_hash': h, 'at': iso(r)}), S=[h], P=[e], K=['user.password_changed'],
                 src='argon2id PHC string format (RFC 9106, P-H-C string format)')
    if k == 3:
        h = h_django(r)
        u = user(r)
        ts = sqlts(r)
        return R(table='auth_user', columns=['id', 'password', 'last_login', 'is_superuser', 'username', 'date_joined'], row=[r.randrange(1, 5000), h, ts, False, u, sqlts(r)],
                 S=[h], P=[u], K=[ts], src='Django auth_user.password pbkdf2_sha256 (docs.djangoproject.com/en/5.1/topics/auth/passwords)')
    if k == 4:
        u = user(r)
        h = h_ssha(r)
        dn = 'uid=%s,ou=people,dc=%s,dc=com' % (u, r.choice(CORP))
        return R(lines=['dn: %s' % dn, 'objectClass: inetOrgPerson', 'uid: %s' % u, 'userPassword: %s' % h], S=[h], P=[u], K=['objectClass: inetOrgPerson'],
                 src='LDIF (RFC 2849) userPassword {SSHA} (RFC 2307 scheme)')
    if k == 5:
        u, h = user(r), h_mysql(r)
        return R(table='mysql.user', columns=['Host', 'User', 'plugin', 'authentication_string'], row=['%', u, 'mysql_native_password', h], S=[h], P=[u], K=['mysql_native_password'],
                 src='MySQL mysql.user mysql_native_password (*SHA1(SHA1(pw)))')
    u = user(r)
    rid = r.randrange(1000, 9999)
    nt = hx(r, 32)
    return R(text='%s:%d:aad3b435b51404eeaad3b435b51404ee:%s:::' % (u, rid, nt), S=[nt], P=[u], K=['aad3b435b51404eeaad3b435b51404ee'],
             src='pwdump/secretsdump format; NTLM hash; the LM value is the well-known empty-LM constant')


def hs_held(r):
    k = r.randrange(8)
    if k == 0:
        return hash_shadow(r, h_yescrypt, '/etc/shadow yescrypt $y$ (Debian 11+/Fedora 35+ default)')
    if k == 1:
        return hash_shadow(r, h_sha256c, '/etc/shadow sha256crypt with rounds= (crypt(5))')
    if k == 2:
        h = h_werkzeug(r)
        e = email(r)
        return R(table='user', columns=['id', 'email', 'password_hash', 'active'], row=[r.randrange(1, 9999), e, h, True], S=[h], P=[e], K=[],
                 src='Flask/Werkzeug generate_password_hash (werkzeug.palletsprojects.com security)')
    if k == 3:
        h = h_passlib(r)
        u = user(r)
        return R(text="%s INFO auth: stored hash for %s -> %s" % (iso(r), u, h), S=[h], P=[u], K=[], src='Passlib pbkdf2_sha256 modular crypt format')
    if k == 4:
        u = user(r).replace('.', '_')
        h = h_scram(r)
        return R(table='pg_authid', columns=['rolname', 'rolsuper', 'rolcanlogin', 'rolpassword', 'rolvaliduntil'], row=[u, False, True, h, None], S=[h], P=[u], K=[],
                 src='PostgreSQL pg_authid SCRAM-SHA-256 verifier (postgresql.org/docs/current/catalog-pg-authid.html)')
    if k == 5:
        u = user(r).replace('.', '_')
        h = 'md5' + hashlib.md5((pw(r) + u).encode()).hexdigest()
        return R(text="%s LOG:  duration: 1.234 ms  statement: ALTER ROLE %s ENCRYPTED PASSWORD '%s'" % (sqlts(r), u, h), S=[h], P=[u], K=['duration: 1.234 ms'],
                 src='PostgreSQL legacy md5 password (md5(password||username))')
    if k == 6:
        u = user(r)
        h = '$A$005$' + rs(r, 20, CRYPT64) + rs(r, 43, CRYPT64)
        return R(table='mysql.user', columns=['Host', 'User', 'plugin', 'authentication_string', 'password_last_changed'], row=['%', u, 'caching_sha2_password', h, sqlts(r)],
                 S=[h], P=[u], K=['caching_sha2_password'], src='MySQL 8 caching_sha2_password ($A$005$ salt+hash)')
    h = h_md5c(r)
    u = user(r)
    return R(lines=['# /etc/ppp/chap-secrets is not hashed; below is /etc/shadow from an old router', '%s:%s:18500:0:99999:7:::' % (u, h)], S=[h], P=[u], K=[],
             src='md5crypt $1$ in shadow (crypt(5))')


for _i in range(2):
    gen('hashes', 'dev', 'hs_dev%d' % _i)(hs_dev)
    gen('hashes', 'heldout', 'hs_held%d' % _i)(hs_held)


# ===========================================================================
# encoded
# ===========================================================================
def en_dev(r):
    k = r.randrange(4)
    ts = iso(r)
    if k == 0:
        u, p = email(r), pw(r)
        inner = jd({'username': u, 'password': p, 'remember': True})
        rq = uid(r)
        outer = jd({'ts': ts, 'level': 'debug', 'msg': 'request body', 'request_id': rq, 'body': inner})
        return R(text=outer, S=[p], P=[u], K=[ts, rq], src='JSON log whose body field is a JSON string (escaped quotes)')
    if k == 1:
        u, p = user(r), pw(r)
        bt = b64('%s:%s' % (u, p))
        return R(text='%s > POST /api/v1/import HTTP/1.1\r\n> Authorization: Basic %s\r\n< HTTP/1.1 403 Forbidden' % (ts, bt), S=[bt], K=[ts, '/api/v1/import', '403 Forbidden'],
                 src='HTTP Basic auth (RFC 7617) base64(user:pass) in curl -v trace')
    if k == 2:
        u, p = user(r), pw(r)
        lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: db-credentials', '  namespace: payments', 'type: Opaque', 'data:',
                 '  username: %s' % b64(u), '  password: %s' % b64(p)]
        return R(lines=lines, S=[b64(p)], P=[b64(u)], K=['db-credentials', 'payments'], src='Kubernetes Secret manifest, base64 data (kubernetes.io/docs/concepts/configuration/secret)')
    u, p = email(r), pw(r)
    eu, ep = urllib.parse.quote_plus(u), urllib.parse.quote_plus(p)
    body = 'grant_type=password&username=%s&password=%s&client_id=web-spa&scope=openid' % (eu, ep)
    return R(text='%s DEBUG oauth token request body: %s' % (ts, body), S=[ep], P=[eu], K=[ts, 'grant_type=password', 'client_id=web-spa'],
             src='application/x-www-form-urlencoded OAuth 2.0 password grant (RFC 6749 4.3)')


def en_held(r):
    k = r.randrange(5)
    ts = iso(r)
    if k == 0:
        u, p = user(r), pw(r)
        a = b64('%s:%s' % (u, p))
        lines = ['{', '  "auths": {', '    "registry.%s.internal:5000": {' % r.choice(CORP), '      "auth": "%s"' % a, '    }', '  }', '}']
        reg = lines[2].split('"')[1]
        return R(lines=lines, S=[a], P=[reg], K=[], src='~/.docker/config.json auths (docs.docker.com/reference/cli/docker/login)')
    if k == 1:
        tok = rs(r, 40, B64URL)
        e = urllib.parse.quote(email(r), safe='')
        path = '/v2/export?access_token=%s&email=%s&format=csv' % (tok, e)
        ip = ip4(r, False)
        return R(text='%s - - [%s] "GET %s HTTP/1.1" 200 5120 "-" "python-requests/2.31.0"' % (ip, clf(r), path), S=[tok], P=[e, ip], K=['python-requests/2.31.0', '/v2/export'],
                 src='Combined Log Format with OAuth bearer token in query (RFC 6750 2.3)')
    if k == 2:
        e = email(r)
        j = '%s.%s.%s' % (b64u(jd({'alg': 'RS256', 'kid': hx(r, 8)})), b64u(jd({'email': e, 'sub': uid(r), 'exp': r.randrange(1700000000, 1760000000)})), b64u(r.randbytes(256)))
        return R(text='%s < Set-Cookie: id_token=%s; Path=/; HttpOnly; Secure; SameSite=Lax' % (ts, j), S=[j], K=[ts, 'SameSite=Lax'],
                 src='JWT (RFC 7519) in Set-Cookie (RFC 6265)')
    if k == 3:
        u = user(r)
        hv = b64(h_ssha(r))
        return R(lines=['dn: uid=%s,ou=people,dc=example,dc=org' % u, 'changetype: modify', 'replace: userPassword', 'userPassword:: %s' % hv], S=[hv], P=[u], K=['changetype: modify'],
                 src='LDIF base64 attribute value (RFC 2849 "::")')
    u, p = email(r), pw(r)
    inner = jd({'email': u, 'password': p})
    mid = jd({'payload': inner, 'queue': 'signup.events'})
    outer = jd({'@timestamp': ts, 'message': mid})
    return R(text=outer, S=[p], P=[u], K=[ts, 'signup.events'], src='doubly JSON-encoded message (Logstash/Elastic Common Schema message field)')


for _i in range(2):
    gen('encoded', 'dev', 'en_dev%d' % _i)(en_dev)
    gen('encoded', 'heldout', 'en_held%d' % _i)(en_held)


# ===========================================================================
# lookalikes (keep)
# ===========================================================================
def lk_dev(r):
    k = r.randrange(6)
    if k == 0:
        d = sha256(r)
        tag = '%d.%d.%d' % (r.randrange(1, 4), r.randrange(0, 30), r.randrange(0, 20))
        lines = ['%s: Pulling from library/nginx' % tag, '%s: Pull complete' % hx(r, 12), 'Digest: sha256:%s' % d, 'Status: Downloaded newer image for nginx:%s' % tag]
        return R(lines=lines, K=['sha256:' + d, 'nginx:' + tag, lines[1].split(':')[0]], src='docker pull output (image digest, layer id)')
    if k == 1:
        lines = ['%s %s' % (hx(r, 7), m) for m in ('fix(api): handle nil pointer in retry loop', 'chore(deps): bump golang.org/x/net to v0.23.0', 'Merge pull request #%d from feature/ledger' % r.randrange(100, 9999))]
        return R(lines=lines, K=[l.split()[0] for l in lines] + ['v0.23.0'], src='git log --oneline (abbreviated commit SHA)')
    if k == 2:
        t, s = hx(r, 32), hx(r, 16)
        tp = '00-%s-%s-01' % (t, s)
        return R(text='%s INFO http.server: GET /api/v2/orders 200 34ms traceparent=%s' % (iso(r), tp), K=[tp, '/api/v2/orders', '34ms'], src='W3C Trace Context traceparent (w3.org/TR/trace-context)')
    if k == 3:
        et = '"%s"' % hx(r, 32)
        return R(text='< HTTP/1.1 304 Not Modified\r\n< ETag: %s\r\n< Cache-Control: max-age=3600' % et, K=[et, '304 Not Modified', 'max-age=3600'], src='HTTP ETag (RFC 9110 8.8.3)')
    if k == 4:
        rq = uid(r)
        return R(text='%s ERROR upstream timeout request_id=%s duration_ms=30001 status=504' % (iso(r), rq), K=[rq, 'duration_ms=30001', 'status=504'], src='UUID request id (RFC 9562)')
    integ = 'sha512-' + b64(r.randbytes(64))
    lines = ['    "node_modules/lodash": {', '      "version": "4.17.21",', '      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",', '      "integrity": "%s"' % integ, '    },']
    return R(lines=lines, K=[integ, '4.17.21'], src='package-lock.json integrity (Subresource Integrity, docs.npmjs.com package-lock-json)')


def lk_held(r):
    k = r.randrange(8)
    if k == 0:
        x = '1-%08x-%s' % (r.randrange(1700000000, 1760000000), hx(r, 24))
        return R(text='X-Amzn-Trace-Id: Root=%s;Parent=%s;Sampled=1' % (x, hx(r, 16)), K=[x], src='AWS X-Ray trace header (docs.aws.amazon.com/xray)')
    if k == 1:
        b = sha(r)
        return R(text='/usr/local/bin/app: ELF 64-bit LSB pie executable, x86-64, version 1 (SYSV), dynamically linked, BuildID[sha1]=%s, not stripped' % b, K=['BuildID[sha1]=' + b],
                 src='file(1) output with GNU build-id')
    if k == 2:
        h1 = 'h1:' + b64(r.randbytes(32))
        return R(text='github.com/google/uuid v1.6.0 %s' % h1, K=[h1, 'v1.6.0'], src='go.sum line (go.dev/ref/mod#go-sum-files)')
    if k == 3:
        c = sha256(r)
        return R(lines=['[[package]]', 'name = "serde"', 'version = "1.0.197"', 'source = "registry+https://github.com/rust-lang/crates.io-index"', 'checksum = "%s"' % c],
                 K=[c, '1.0.197'], src='Cargo.lock package entry')
    if k == 4:
        et = '"%s-%d"' % (hx(r, 32), r.randrange(2, 20))
        vid = rs(r, 32, B62 + '._')
        return R(text=jd({'Key': 'exports/2024/report.parquet', 'ETag': et, 'VersionId': vid, 'Size': r.randrange(10**5, 10**9)}), K=[et, vid, 'exports/2024/report.parquet'],
                 src='S3 HeadObject output (multipart ETag, VersionId)')
    if k == 5:
        t, s = hx(r, 32), hx(r, 16)
        return R(text='X-B3-TraceId: %s X-B3-SpanId: %s X-B3-Sampled: 1' % (t, s), K=[t, s], src='Zipkin B3 propagation headers (github.com/openzipkin/b3-propagation)')
    if k == 6:
        c, l = sha256(r), sha256(r)
        return R(text=jd({'schemaVersion': 2, 'mediaType': 'application/vnd.oci.image.manifest.v1+json', 'config': {'digest': 'sha256:' + c, 'size': r.randrange(500, 9000)},
                          'layers': [{'digest': 'sha256:' + l, 'size': r.randrange(10**6, 10**8)}]}), K=['sha256:' + c, 'sha256:' + l], src='OCI image manifest (github.com/opencontainers/image-spec manifest.md)')
    ev = hx(r, 32)
    return R(text='%s sentry: Sending event %s to https://o0.ingest.sentry.io/api/0/store/ (level=error, release=backend@2.14.3)' % (iso(r), ev), K=[ev, 'backend@2.14.3'],
             src='Sentry SDK debug log, event id (develop.sentry.dev)')


for _i in range(2):
    gen('lookalike', 'dev', 'lk_dev%d' % _i)(lk_dev)
    gen('lookalike', 'heldout', 'lk_held%d' % _i)(lk_held)


# ===========================================================================
# clean
# ===========================================================================
def cl_dev(r):
    k = r.randrange(5)
    ts = sqlts(r)
    if k == 0:
        t = '%s.%03d UTC [%s] LOG:  checkpoint complete: wrote %d buffers (%.1f%%); 0 WAL file(s) added, 0 removed, %d recycled; write=%.3f s, sync=0.012 s, total=%.3f s' % (
            ts, r.randrange(1000), '1', r.randrange(100, 9000), r.random() * 30, r.randrange(0, 9), r.random() * 200, r.random() * 200 + 1)
        return R(text=t, K=[ts, 'checkpoint complete'], src='PostgreSQL checkpoint log (log_checkpoints)')
    if k == 1:
        lag = r.randrange(0, 50000)
        return R(text='%s INFO consumer-group=billing-projector topic=orders.v1 partition=%d lag=%d' % (iso(r), r.randrange(12), lag), K=['orders.v1', 'lag=%d' % lag, 'billing-projector'],
                 src='Kafka consumer lag log line')
    if k == 2:
        t = '[%ss][info][gc] GC(%d) Pause Young (Normal) (G1 Evacuation Pause) %dM->%dM(%dM) %.3fms' % ('%.3f' % (r.random() * 9000), r.randrange(1, 9999), r.randrange(200, 900), r.randrange(50, 199), 1024, r.random() * 40)
        return R(text=t, K=['Pause Young (Normal)'], src='JDK unified GC logging (-Xlog:gc)')
    if k == 3:
        return R(table='job_runs', columns=['job', 'started_at', 'duration_ms', 'rows_processed', 'status'], row=['nightly_rollup', ts, r.randrange(100, 900000), r.randrange(0, 10**7), 'succeeded'],
                 K=['nightly_rollup', ts, 'succeeded'], src='batch job history table')
    return R(text='%s INFO migrate: applied 20240301_add_index_orders_created_at in 1.82s (schema version 142)' % iso(r), K=['20240301_add_index_orders_created_at', 'schema version 142'],
             src='schema migration log')


def cl_held(r):
    k = r.randrange(5)
    if k == 0:
        lines = ['# Memory', 'used_memory:%d' % r.randrange(10**6, 10**9), 'used_memory_human:%.2fM' % (r.random() * 900), 'maxmemory_policy:allkeys-lru', 'mem_fragmentation_ratio:1.%02d' % r.randrange(100)]
        return R(lines=lines, K=['maxmemory_policy:allkeys-lru', lines[1]], src='Redis INFO memory section (redis.io/docs/latest/commands/info)')
    if k == 1:
        lines = ['=== RUN   TestLedgerBalance', '--- PASS: TestLedgerBalance (0.%02ds)' % r.randrange(100), 'PASS', 'ok  \tgithub.com/acme/ledger/internal/balance\t%.3fs' % (r.random() * 3)]
        return R(lines=lines, K=['--- PASS: TestLedgerBalance', 'github.com/acme/ledger/internal/balance'], src='go test -v output')
    if k == 2:
        return R(text='%s INFO DAGScheduler: Job %d finished: count at Aggregate.scala:%d, took %.6f s' % (sqlts(r), r.randrange(1, 500), r.randrange(10, 300), r.random() * 100),
                 K=['DAGScheduler', 'Aggregate.scala'], src='Apache Spark driver log')
    if k == 3:
        return R(table='http_metrics_5m', columns=['bucket', 'route', 'p50_ms', 'p99_ms', 'rps', 'error_ratio'], row=[sqlts(r), '/api/v2/orders/{id}', r.randrange(5, 80), r.randrange(80, 2000), round(r.random() * 900, 1), round(r.random() / 50, 4)],
                 K=['/api/v2/orders/{id}'], src='metrics rollup table row')
    return R(text='cluster.upstream_rq_5xx: %d cluster.upstream_rq_time P99: %dms cluster.upstream_cx_active: %d' % (r.randrange(0, 99), r.randrange(5, 900), r.randrange(0, 500)),
             K=['cluster.upstream_rq_5xx'], src='Envoy admin /stats output')


for _i in range(2):
    gen('clean', 'dev', 'cl_dev%d' % _i)(cl_dev)
    gen('clean', 'heldout', 'cl_held%d' % _i)(cl_held)


# ===========================================================================
# mixed
# ===========================================================================
def mx_dev(r):
    k = r.randrange(2)
    if k == 0:
        e, ip, rq, tp = email(r), ip4(r, False), uid(r), hx(r, 32)
        tok = '%s.%s.%s' % (b64u(jd({'alg': 'ES256', 'typ': 'JWT'})), b64u(jd({'sub': uid(r), 'scope': 'payments:write', 'exp': r.randrange(1700000000, 1760000000)})), b64u(r.randbytes(64)))
        ts = iso(r)
        d = {'ts': ts, 'level': 'error', 'msg': 'payment capture failed', 'error_code': 'card_declined', 'user_email': e, 'client_ip': ip,
             'headers': {'authorization': 'Bearer ' + tok, 'x-request-id': rq}, 'trace_id': tp, 'amount_cents': r.randrange(100, 100000)}
        return R(text=jd(d), S=[tok], P=[e, ip], K=[ts, 'card_declined', rq, tp], src='structured error log with bearer token (RFC 6750) and W3C trace id')
    h, u, p = host(r, True), user(r), pw(r, url=True)
    ts = iso(r)
    lines = ['%s ERROR [main] o.s.boot.SpringApplication - Application run failed' % ts,
             'org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; url=jdbc:mysql://%s:3306/shop?user=%s&password=%s' % (h, u, p),
             '\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)',
             'Caused by: java.sql.SQLException: Access denied for user \'%s\'@\'%s\' (using password: YES)' % (u, ip4(r, True))]
    ip = lines[3].split("'@'")[1].split("'")[0]
    return R(lines=lines, S=[p], P=[h, u, ip], K=[ts, 'CannotGetJdbcConnectionException', 'DataSourceUtils.java:84', 'Access denied for user'], src='Spring Boot stack trace, MySQL error 1045 text')


def mx_held(r):
    k = r.randrange(3)
    if k == 0:
        ns, pc = r.choice([('KR_NATIVE', 'KR'), ('TR', 'TR'), ('ZA', 'ZA'), ('AR', 'AR'), ('NG', 'NG'), ('ID', 'ID')])
        nm, ph = person(r, ns), phone(r, pc)
        tk = 'TCK-%s' % dig(r, 7)
        c, _ = card(r)
        body = 'Customer %s (%s) says card %s was charged twice, please refund' % (nm, ph, c)
        ts = sqlts(r)
        return R(table='support_tickets', columns=['ticket_no', 'created_at', 'priority', 'body'], row=[tk, ts, 'P2', body], P=[nm, ph, c], K=[tk, ts],
                 src='helpdesk ticket row with free-text PII')
    if k == 1:
        pn, nd = pod(r), node(r)
        tok = TOK['gitlab'](r)
        ts = iso(r)
        t = '%s Warning  BackOff  pod/%s  Back-off restarting failed container on node %s: git clone https://oauth2:%s@gitlab.%s.internal/platform/cfg.git exit 128' % (
            ts, pn, nd, tok, r.choice(CORP))
        gh = t.split('@')[1].split('/')[0]
        return R(text=t, S=[tok], P=[pn, nd, gh], K=[ts, 'Back-off restarting failed container', 'exit 128'], src='kubectl get events output with GitLab PAT in clone URL')
    ip = ip4(r, False)
    u = user(r)
    sid = hx(r, 32)
    ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0'
    t = '%s - %s [%s] "GET /account/settings HTTP/1.1" 200 8123 "https://shop.example/account" "%s" "PHPSESSID=%s"' % (ip, u, clf(r), ua, sid)
    return R(text=t, S=[sid], P=[ip, u], K=['/account/settings', 'Firefox/124.0'], src='Apache combined log with %{Cookie}i (httpd mod_log_config)')


for _i in range(2):
    gen('mixed', 'dev', 'mx_dev%d' % _i)(mx_dev)
    gen('mixed', 'heldout', 'mx_held%d' % _i)(mx_held)

TARGETS = {'pii_locale': 64, 'infra': 38, 'positional': 38, 'no_key': 26, 'key_unusual': 24,
           'hashes': 16, 'encoded': 14, 'lookalike': 14, 'clean': 10, 'mixed': 10}


STATS = {}


def build(half, seed):
    r = random.Random(seed)
    out, seen = [], set()
    for cls, target in TARGETS.items():
        gs = [g for g in GENS if g[0] == cls and g[1] in (half, 'both')]
        if not gs:
            raise SystemExit('no generators for %s/%s' % (cls, half))
        i, made, fails = 0, 0, 0
        while made < target:
            c, h, name, fn = gs[i % len(gs)]
            i += 1
            d = fn(r)
            err = validate(d)
            key = record_text(d)
            STATS.setdefault((half, name), [0, 0])[1 if (err or key in seen) else 0] += 1
            if err or key in seen:
                fails += 1
                if fails > 2000:
                    raise SystemExit('too many failures in %s: %s' % (name, err))
                continue
            seen.add(key)
            d['class'] = cls
            d = {k: d[k] for k in [x for x in ('kind', 'text', 'lines', 'table', 'columns', 'row', 'secrets', 'private', 'keep', 'class', 'source') if x in d]}
            out.append(d)
            made += 1
    r.shuffle(out)
    return out


def main():
    _selftest()
    _selftest_ids()
    summary = {}
    for half, seed in (('dev', 20240611), ('heldout', 99173)):
        recs = build(half, seed)
        for d in recs:  # final hard check
            err = validate(d)
            if err:
                raise SystemExit('invalid record: %s %s' % (err, d))
        with open(os.path.join(OUT, half + '.jsonl'), 'w', encoding='utf-8') as f:
            for d in recs:
                f.write(json.dumps(d, ensure_ascii=False) + '\n')
        cnt = {}
        for d in recs:
            cnt[d['class']] = cnt.get(d['class'], 0) + 1
        summary[half] = cnt
        print(half, len(recs), json.dumps(cnt, sort_keys=True))
    for (h, n), (ok, bad) in sorted(STATS.items()):
        if bad > ok * 0.3:
            print('note: generator %s/%s rejected %d of %d attempts' % (h, n, bad, ok + bad))
    return summary


if __name__ == '__main__':
    main()
