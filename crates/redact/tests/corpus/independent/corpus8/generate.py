#!/usr/bin/env python3
"""corpus8 generator: independent redaction test corpus.

Python 3 standard library only.  A fixed seed drives one random.Random
instance; no set/dict iteration depends on hashing, so the output is
byte-for-byte identical for any PYTHONHASHSEED.

Usage: python3 generate.py            (writes dev.jsonl, heldout.jsonl here)
"""
import datetime
import json
import os
import random
import re
import sys
import unicodedata

SEED = 8_2024_0808
R = random.Random(SEED)
OUT = os.path.dirname(os.path.abspath(__file__))

DIG = '0123456789'
UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
LO = UP.lower()
ALNUM = UP + LO + DIG
HEX = '0123456789abcdef'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
CLASSES = ['pii_locale', 'infra', 'positional', 'encoded', 'no_key', 'lookalike', 'key_unusual']
KEYS = ['kind', 'text', 'secrets', 'private', 'keep', 'class', 'source']
KEYS_B = ['kind', 'lines', 'secrets', 'private', 'keep', 'class', 'source']


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def fmt(p):
    """'#' digit, '@' non-zero digit, '%' upper letter, '&' lower hex; others literal."""
    out = []
    for c in p:
        if c == '#':
            out.append(R.choice(DIG))
        elif c == '@':
            out.append(R.choice('123456789'))
        elif c == '%':
            out.append(R.choice(UP))
        elif c == '&':
            out.append(R.choice(HEX))
        else:
            out.append(c)
    return ''.join(out)


def pick(seq):
    return R.choice(seq)


# ---------------------------------------------------------------- time helpers
MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']


def rdt():
    return (2024, R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59),
            R.randint(0, 59), R.randint(0, 999))


def ts_iso(t=None):
    t = t or rdt()
    return '%04d-%02d-%02dT%02d:%02d:%02d.%03dZ' % t


def ts_sec(t=None):
    t = t or rdt()
    return '%04d-%02d-%02dT%02d:%02d:%02dZ' % t[:6]


def ts_sp(t=None):
    t = t or rdt()
    return '%04d-%02d-%02d %02d:%02d:%02d' % t[:6]


def ts_syslog(t=None):
    t = t or rdt()
    return '%s %2d %02d:%02d:%02d' % (MON[t[1] - 1], t[2], t[3], t[4], t[5])


def ts_clf(t=None):
    t = t or rdt()
    return '%02d/%s/%04d:%02d:%02d:%02d +0000' % (t[2], MON[t[1] - 1], t[0], t[3], t[4], t[5])


def hms():
    return '%02d:%02d:%02d' % (R.randint(7, 21), R.randint(0, 59), R.randint(0, 59))


# ---------------------------------------------------------------- network helpers
def ip_pub():
    return pick(['192.0.2.', '198.51.100.', '203.0.113.']) + str(R.randint(2, 254))


def ip_priv():
    k = R.randint(0, 2)
    if k == 0:
        return '10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    if k == 1:
        return '172.%d.%d.%d' % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))
    return '192.168.%d.%d' % (R.randint(0, 255), R.randint(2, 254))


def mac(sep=':', upper=False):
    b = [R.randint(0, 255) & 0xFE] + [R.randint(0, 255) for _ in range(5)]
    s = sep.join('%02x' % x for x in b)
    return s.upper() if upper else s


def pid():
    return str(R.randint(1000, 65000))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def trace_id():
    return rs(HEX, 32)


def span_id():
    return rs(HEX, 16)


def sha1():
    return rs(HEX, 40)


def sha256():
    return rs(HEX, 64)


def pw(n=None):
    """Synthetic password with punctuation."""
    n = n or R.randint(10, 18)
    base = rs(ALNUM, n - 2)
    pos = R.randint(1, len(base) - 1)
    return base[:pos] + pick('!#*+-.=^_~') + base[pos:] + pick(DIG)


EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com',
                 'post.example.net', 'webmail.example.org']


def email(handle):
    if R.random() < 0.3:
        handle = handle + str(R.randint(2, 98))
    return handle + '@' + pick(EMAIL_DOMAINS)


# ---------------------------------------------------------------- validators
def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise ValueError


def iban_ok(s):
    s = s.replace(' ', '')
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1


def iban_make(cc, bban):
    n = int(''.join(str(int(c, 36)) for c in bban + cc + '00'))
    return '%s%02d%s' % (cc, 98 - n % 97, bban)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def v_es_dni(s):
    return len(s) == 9 and s[:8].isdigit() and DNI_L[int(s[:8]) % 23] == s[8]


def v_nl_bsn(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (sum(d[i] * (9 - i) for i in range(8)) - d[8]) % 11 == 0


def v_pl_pesel(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    d = [int(c) for c in s]
    return len(d) == 11 and (10 - sum(a * b for a, b in zip(w, d)) % 10) % 10 == d[10]


def v_se_pnr(s):
    s = s.replace('-', '').replace('+', '')
    return len(s) == 10 and luhn_ok(s)


FI_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def v_fi_hetu(s):
    return len(s) == 11 and FI_C[int(s[:6] + s[7:10]) % 31] == s[10]


def v_br_cpf(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11:
        return False
    r = sum(d[i] * (10 - i) for i in range(9)) % 11
    c1 = 0 if r < 2 else 11 - r
    r = sum(d[i] * (11 - i) for i in range(10)) % 11
    c2 = 0 if r < 2 else 11 - r
    return d[9] == c1 and d[10] == c2


def rut_dv(body):
    tot, w = 0, 2
    for c in reversed(body):
        tot += int(c) * w
        w = 2 if w == 7 else w + 1
    r = 11 - tot % 11
    return '0' if r == 11 else 'K' if r == 10 else str(r)


def v_cl_rut(s):
    body, dv = s.replace('.', '').split('-')
    return rut_dv(body) == dv


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(body):
    return '10X98765432'[sum(int(c) * w for c, w in zip(body, CN_W)) % 11]


def v_cn_id(s):
    return len(s) == 18 and cn_check(s[:17]) == s[17]


def tr_checks(d9):
    d = [int(c) for c in d9]
    c10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    c11 = (sum(d) + c10) % 10
    return '%d%d' % (c10, c11)


def v_tr_tckn(s):
    return len(s) == 11 and s[0] != '0' and tr_checks(s[:9]) == s[9:]


def v_il_tz(s):
    tot = 0
    for i, c in enumerate(s):
        x = int(c) * (1 + i % 2)
        tot += x - 9 if x > 9 else x
    return len(s) == 9 and tot % 10 == 0


def mod11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def v_de_stid(s):
    return len(s) == 11 and s[0] != '0' and mod11_10(s[:10]) == int(s[10])


def sg_letter(prefix, d7):
    w = [2, 7, 6, 5, 4, 3, 2]
    tot = sum(int(c) * x for c, x in zip(d7, w)) + (4 if prefix in 'TG' else 0)
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[tot % 11]


def v_sg_nric(s):
    return len(s) == 9 and sg_letter(s[0], s[1:8]) == s[8]


IT_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                   11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def it_check(body15):
    tot = 0
    for i, c in enumerate(body15):
        if i % 2 == 0:
            tot += IT_ODD[c]
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26)


def v_it_cf(s):
    return len(s) == 16 and it_check(s[:15]) == s[15]


def ean13_check(d12):
    tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return str((10 - tot % 10) % 10)


def v_ch_ahv(s):
    d = s.replace('.', '')
    return len(d) == 13 and d.startswith('756') and ean13_check(d[:12]) == d[12]


def v_fr_nir(s):
    d = s.replace(' ', '')
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


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


def v_in_aadhaar(s):
    d = s.replace(' ', '')
    return len(d) == 12 and d[0] not in '01' and verhoeff_ok(d)


def ee_check(d10):
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    r = sum(int(c) * w for c, w in zip(d10, w1)) % 11
    if r == 10:
        r = sum(int(c) * w for c, w in zip(d10, w2)) % 11
        if r == 10:
            r = 0
    return str(r)


def v_ee_ik(s):
    return len(s) == 11 and ee_check(s[:10]) == s[10]


def v_hr_oib(s):
    return len(s) == 11 and mod11_10(s[:10]) == int(s[10])


def pt_check(d8):
    r = sum(int(c) * (9 - i) for i, c in enumerate(d8)) % 11
    return '0' if r < 2 else str(11 - r)


def v_pt_nif(s):
    return len(s) == 9 and pt_check(s[:8]) == s[8]


def uy_check(d7):
    tot = sum(int(c) * w for c, w in zip(d7, [2, 9, 8, 7, 6, 3, 4]))
    return str((10 - tot % 10) % 10)


def v_uy_ci(s):
    body, dv = s.replace('.', '').split('-')
    return len(body) == 7 and uy_check(body) == dv


def v_be_nn(s):
    d = s.replace('.', '').replace('-', '')
    if len(d) != 11:
        return False
    c = int(d[9:])
    return 97 - int(d[:9]) % 97 == c or 97 - int('2' + d[:9]) % 97 == c


def at_check(serial3, dob6):
    w = [3, 7, 9, 5, 8, 4, 2, 1, 6]
    tot = sum(int(c) * x for c, x in zip(serial3 + dob6, w))
    return tot % 11


def v_at_svnr(s):
    d = s.replace(' ', '')
    return len(d) == 10 and at_check(d[:3], d[4:]) == int(d[3])


IE_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def v_ie_ppsn(s):
    tot = sum(int(c) * (8 - i) for i, c in enumerate(s[:7]))
    if len(s) == 9:
        tot += (ord(s[8]) - 64) * 9
    return IE_L[tot % 23] == s[7]


TW_CODE = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO',
                   [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
                    31, 32, 33, 34, 35]))


def tw_check(prefix9):
    code = TW_CODE[prefix9[0]]
    tot = code // 10 + (code % 10) * 9 + sum(int(c) * w for c, w in zip(prefix9[1:], [8, 7, 6, 5, 4, 3, 2, 1]))
    return str((10 - tot % 10) % 10)


def v_tw_id(s):
    return len(s) == 10 and tw_check(s[:9]) == s[9]


CURP_CH = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'


def curp_check(b17):
    tot = sum(CURP_CH.index(c) * (18 - i) for i, c in enumerate(b17))
    return str((10 - tot % 10) % 10)


def v_mx_curp(s):
    return len(s) == 18 and curp_check(s[:17]) == s[17]


# Published sample numbers (used ONLY here, in self-tests).
SAMPLES = [
    ('luhn', luhn_ok, '4111111111111111'), ('luhn', luhn_ok, '79927398713'),
    ('iban', iban_ok, 'GB82WEST12345698765432'), ('iban', iban_ok, 'DE89370400440532013000'),
    ('iban', iban_ok, 'NL91ABNA0417164300'), ('iban', iban_ok, 'BE68539007547034'),
    ('es_dni', v_es_dni, '12345678Z'), ('nl_bsn', v_nl_bsn, '111222333'),
    ('pl_pesel', v_pl_pesel, '44051401359'), ('se_pnr', v_se_pnr, '811218-9876'),
    ('fi_hetu', v_fi_hetu, '131052-308T'), ('br_cpf', v_br_cpf, '111.444.777-35'),
    ('cl_rut', v_cl_rut, '12.345.678-5'), ('cn_id', v_cn_id, '11010519491231002X'),
    ('tr_tckn', v_tr_tckn, '10000000146'), ('il_tz', v_il_tz, '123456782'),
    ('za_id', luhn_ok, '8001015009087'), ('ca_sin', luhn_ok, '046454286'),
    ('de_stid', v_de_stid, '86095742719'), ('sg_nric', v_sg_nric, 'S1234567D'),
    ('it_cf', v_it_cf, 'RSSMRA85T10A562S'), ('ch_ahv', v_ch_ahv, '756.9217.0769.85'),
    ('fr_nir', v_fr_nir, '255081416802538'), ('verhoeff', verhoeff_ok, '2363'),
    ('ee_ik', v_ee_ik, '37605030299'), ('hr_oib', v_hr_oib, '69435151530'),
    ('pt_nif', v_pt_nif, '123456789'), ('uy_ci', v_uy_ci, '1.234.567-2'),
    ('be_nn', v_be_nn, '93.05.18-223.61'), ('at_svnr', v_at_svnr, '1237 010180'),
    ('ie_ppsn', v_ie_ppsn, '1234567T'), ('tw_id', v_tw_id, 'A123456789'),
    ('mx_curp', v_mx_curp, 'HEGG560427MVZRRL04'),
]
SAMPLE_STRINGS = [s for _, _, s in SAMPLES] + ['12345678']
DISABLED = []


def self_test():
    for name, fn, s in SAMPLES:
        ok = fn(s)
        if not ok:
            DISABLED.append(name)
            sys.stderr.write('validator self-test FAILED for %s on %s: scheme disabled\n' % (name, s))
    # negative tests: flipping the last character must fail
    for name, fn, s in SAMPLES:
        if name in DISABLED or name == 'verhoeff':
            continue
        last = s[-1]
        alt = '0' if last != '0' else '1'
        if fn(s[:-1] + alt):
            sys.stderr.write('validator negative test passed unexpectedly for %s\n' % name)
            DISABLED.append(name)


# ---------------------------------------------------------------- ID generators
def g_es_dni(y, m, d):
    n = R.randint(10 ** 7, 10 ** 8 - 1)
    return '%08d%s' % (n, DNI_L[n % 23])


def g_nl_bsn(y, m, d):
    while True:
        s = str(R.randint(1, 9)) + fmt('########')
        if v_nl_bsn(s):
            return s


def g_pl_pesel(y, m, d):
    mm = m + (20 if y >= 2000 else 0)
    b = '%02d%02d%02d' % (y % 100, mm, d) + fmt('####')
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(c) * x for c, x in zip(b, w)) % 10) % 10)


def g_se_pnr(y, m, d):
    b = '%02d%02d%02d' % (y % 100, m, d) + fmt('###')
    s = luhn_complete(b)
    return s[:6] + '-' + s[6:]


def g_fi_hetu(y, m, d):
    z = '%03d' % R.randint(2, 899)
    b = '%02d%02d%02d' % (d, m, y % 100)
    return b + ('-' if y < 2000 else 'A') + z + FI_C[int(b + z) % 31]


def g_br_cpf(y, m, d):
    b = [R.randint(0, 9) for _ in range(9)]
    r = sum(b[i] * (10 - i) for i in range(9)) % 11
    b.append(0 if r < 2 else 11 - r)
    r = sum(b[i] * (11 - i) for i in range(10)) % 11
    b.append(0 if r < 2 else 11 - r)
    s = ''.join(map(str, b))
    return '%s.%s.%s-%s' % (s[:3], s[3:6], s[6:9], s[9:])


def g_cl_rut(y, m, d):
    body = str(R.randint(6_000_000, 24_999_999))
    dotted = '{:,}'.format(int(body)).replace(',', '.')
    return dotted + '-' + rut_dv(body)


def g_cn_id(y, m, d):
    area = pick(['110105', '310115', '440305', '510107', '330106', '420111'])
    b = area + '%04d%02d%02d' % (y, m, d) + fmt('###')
    return b + cn_check(b)


def g_tr_tckn(y, m, d):
    b = str(R.randint(1, 9)) + fmt('########')
    return b + tr_checks(b)


def g_il_tz(y, m, d):
    b = fmt('########')
    for c in DIG:
        if v_il_tz(b + c):
            return b + c


def g_za_id(y, m, d):
    b = '%02d%02d%02d' % (y % 100, m, d) + fmt('####') + '08'
    return luhn_complete(b)


def g_ca_sin(y, m, d):
    s = luhn_complete(str(R.randint(1, 7)) + fmt('#######'))
    return '%s %s %s' % (s[:3], s[3:6], s[6:])


def g_de_stid(y, m, d):
    while True:
        ds = R.sample(DIG, 9)
        ds.append(pick(ds))
        R.shuffle(ds)
        if ds[0] != '0':
            b = ''.join(ds)
            return b + str(mod11_10(b))


def g_sg_nric(y, m, d):
    p = 'S' if y < 2000 else 'T'
    b = '%02d' % (y % 100) + fmt('#####')
    return p + b + sg_letter(p, b)


def _fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if c.isalpha() and ord(c) < 128).upper()


def _cf_part(s, first):
    cons = [c for c in s if c not in 'AEIOU']
    vow = [c for c in s if c in 'AEIOU']
    if first and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return (''.join(cons + vow) + 'XXX')[:3]


def g_it_cf(y, m, d, name='Mario Rossi', female=False):
    parts = name.split(' ', 1)
    b = (_cf_part(_fold(parts[1]), False) + _cf_part(_fold(parts[0]), True) + '%02d' % (y % 100)
         + 'ABCDEHLMPRST'[m - 1] + '%02d' % (d + (40 if female else 0))
         + pick(['F205', 'H501', 'F839', 'L219', 'G273']))
    return b + it_check(b)


def g_ch_ahv(y, m, d):
    b = '756' + fmt('#########')
    s = b + ean13_check(b)
    return '%s.%s.%s.%s' % (s[:3], s[3:7], s[7:11], s[11:])


def g_fr_nir(y, m, d):
    b = pick('12') + '%02d%02d' % (y % 100, m) + '%02d' % R.randint(1, 95) + fmt('######')
    if b[5:7] == '20':
        b = b[:5] + '75' + b[7:]
    k = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def g_in_aadhaar(y, m, d):
    b = str(R.randint(2, 9)) + fmt('##########')
    s = b + verhoeff_digit(b)
    return '%s %s %s' % (s[:4], s[4:8], s[8:])


def g_ee_ik(y, m, d):
    c = pick('34') if y < 2000 else pick('56')
    b = c + '%02d%02d%02d' % (y % 100, m, d) + fmt('###')
    return b + ee_check(b)


def g_hr_oib(y, m, d):
    b = str(R.randint(1, 9)) + fmt('#########')
    return b + str(mod11_10(b))


def g_pt_nif(y, m, d):
    b = pick('12') + fmt('#######')
    return b + pt_check(b)


def g_uy_ci(y, m, d):
    b = str(R.randint(1, 6)) + fmt('######')
    return '%s.%s.%s-%s' % (b[0], b[1:4], b[4:], uy_check(b))


def g_be_nn(y, m, d):
    b = '%02d%02d%02d' % (y % 100, m, d) + '%03d' % R.randint(1, 997)
    c = 97 - int(('2' if y >= 2000 else '') + b) % 97
    return '%s.%s.%s-%s.%02d' % (b[:2], b[2:4], b[4:6], b[6:9], c)


def g_at_svnr(y, m, d):
    dob6 = '%02d%02d%02d' % (d, m, y % 100)
    while True:
        serial = str(R.randint(1, 9)) + fmt('##')
        c = at_check(serial, dob6)
        if c < 10:
            return '%s%d %s' % (serial, c, dob6)


def g_ie_ppsn(y, m, d):
    b = fmt('#######')
    tot = sum(int(c) * (8 - i) for i, c in enumerate(b))
    return b + IE_L[tot % 23]


def g_tw_id(y, m, d):
    b = pick('ABCDEFHKLMNPRT') + pick('12') + fmt('#######')
    return b + tw_check(b)


def g_mx_curp(y, m, d):
    st = pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'YN'])
    b = (pick('BCDFGHJLMNPRSTV') + pick('AEIOU') + rs('BCDFGHJLMNPRSTVZ', 2) + '%02d%02d%02d' % (y % 100, m, d)
         + pick('HM') + st + rs('BCDFGHJLMNPRSTVZ', 3) + (pick(DIG) if y < 2000 else pick(UP)))
    return b + curp_check(b)


def g_gb_nino(y, m, d):
    while True:
        a = pick('ABCEGHJKLMNOPRSTWXYZ')
        b = pick('ABCEGHJKLMNPRSTWXYZ')
        if a + b not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            break
    n = fmt('######')
    return '%s%s %s %s %s %s' % (a, b, n[:2], n[2:4], n[4:], pick('ABCD'))


def g_us_ssn(y, m, d):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return '%03d-%02d-%04d' % (a, R.randint(1, 99), R.randint(1, 9999))


def g_ar_dni(y, m, d):
    return '{:,}'.format(R.randint(20_000_000, 45_999_999)).replace(',', '.')


def g_co_cc(y, m, d):
    return '{:,}'.format(R.randint(1_000_000_000, 1_100_000_000)).replace(',', '.')


def g_id_nik(y, m, d):
    return pick(['3171', '3273', '3578', '5171']) + fmt('##') + '%02d%02d%02d' % (d, m, y % 100) + fmt('####')


def g_ru_pass(y, m, d):
    return fmt('## ## ######')


GEN = {  # scheme -> (generator, validator or None)
    'es_dni': (g_es_dni, v_es_dni), 'nl_bsn': (g_nl_bsn, v_nl_bsn), 'pl_pesel': (g_pl_pesel, v_pl_pesel),
    'se_pnr': (g_se_pnr, v_se_pnr), 'fi_hetu': (g_fi_hetu, v_fi_hetu), 'br_cpf': (g_br_cpf, v_br_cpf),
    'cl_rut': (g_cl_rut, v_cl_rut), 'cn_id': (g_cn_id, v_cn_id), 'tr_tckn': (g_tr_tckn, v_tr_tckn),
    'il_tz': (g_il_tz, v_il_tz), 'za_id': (g_za_id, luhn_ok), 'ca_sin': (g_ca_sin, luhn_ok),
    'de_stid': (g_de_stid, v_de_stid), 'sg_nric': (g_sg_nric, v_sg_nric), 'it_cf': (g_it_cf, v_it_cf),
    'ch_ahv': (g_ch_ahv, v_ch_ahv), 'fr_nir': (g_fr_nir, v_fr_nir), 'in_aadhaar': (g_in_aadhaar, v_in_aadhaar),
    'ee_ik': (g_ee_ik, v_ee_ik), 'hr_oib': (g_hr_oib, v_hr_oib), 'pt_nif': (g_pt_nif, v_pt_nif),
    'uy_ci': (g_uy_ci, v_uy_ci), 'be_nn': (g_be_nn, v_be_nn), 'at_svnr': (g_at_svnr, v_at_svnr),
    'ie_ppsn': (g_ie_ppsn, v_ie_ppsn), 'tw_id': (g_tw_id, v_tw_id), 'mx_curp': (g_mx_curp, v_mx_curp),
    # schemes without a check digit: format only
    'gb_nino': (g_gb_nino, None), 'us_ssn': (g_us_ssn, None), 'ar_dni': (g_ar_dni, None),
    'co_cc': (g_co_cc, None), 'id_nik': (g_id_nik, None), 'ru_pass': (g_ru_pass, None),
}
VALIDATOR_SAMPLE = {'za_id': 'za_id', 'ca_sin': 'ca_sin', 'in_aadhaar': 'verhoeff'}


def card():
    b = pick(['4', '51', '52', '53', '54', '55']) + ''
    b = b + fmt('#' * (15 - len(b)))
    s = luhn_complete(b)
    assert luhn_ok(s)
    return s if R.random() < 0.4 else ' '.join(s[i:i + 4] for i in range(0, 16, 4))


# ---------------------------------------------------------------- locales
# words: name|phone|address|dob|email|id-label|free-text message|otp sms
def LOC(code, country, region, names, nat, intl, addrs, dob, words, nid=None, iban=None):
    w = words.split('|')
    assert len(w) == 8, (code, len(w))
    return dict(code=code, country=country, region=region, names=names, nat=nat, intl=intl, addrs=addrs,
                dob=dob, w=dict(zip(['name', 'phone', 'addr', 'dob', 'mail', 'id', 'msg', 'otp'], w)),
                nid=nid, iban=iban)


LOCALES = [
    LOC('DE', 'Germany', 'Europe', [('Jürgen Weißmüller', 'j.weissmueller'), ('Anna-Lena von Ahlefeldt', 'a.ahlefeldt'), ('Mehmet Öztürk', 'm.oeztuerk')],
        ['0151 ########', '030 ########', '(089) #######', '0171/#######'], ['+49 151 ########', '+49 30 ########'],
        [('Goethestraße {n}, {pc} Berlin', '10###'), ('Am Mühlbach {n}a, {pc} München', '80###'), ('Hauptstr. {n}, {pc} Köln', '50###')],
        'dmy.', 'Name|Telefon|Anschrift|Geburtsdatum|E-Mail|Steuer-ID|Anruf von {name}: bittet um Rückruf unter {phone}, Lieferadresse: {addr}.|Ihr Bestätigungscode lautet {otp}. Nicht weitergeben.',
        'de_stid', ('DE', '##################')),
    LOC('AT', 'Austria', 'Europe', [('Johanna Grünberger', 'j.gruenberger'), ('Florian Hofstätter', 'f.hofstaetter'), ('Ivana Kovačević', 'i.kovacevic')],
        ['0664 #######', '01 ### ## ##', '0676/### ## ##'], ['+43 664 #######', '+43 1 ### ## ##'],
        [('Mariahilfer Straße {n}/{apt}, {pc} Wien', '1###'), ('Herrengasse {n}, {pc} Graz', '80##'), ('Landstraße {n}/Top {apt}, {pc} Linz', '40##')],
        'dmy.', 'Name|Tel.|Adresse|Geb.-Datum|E-Mail|SVNR|Anruf {name} wegen Zählerablesung, Tel. {phone}, Adresse {addr}.|Ihr TAN-Code: {otp}',
        'at_svnr', ('AT', '################')),
    LOC('CH', 'Switzerland', 'Europe', [('Reto Zürcher', 'r.zuercher'), ('Chiara Bernasconi', 'c.bernasconi'), ('Noémie Favre', 'n.favre')],
        ['079 ### ## ##', '044 ### ## ##', '076 ### ## ##'], ['+41 79 ### ## ##', '+41 44 ### ## ##'],
        [('Bahnhofstrasse {n}, {pc} Zürich', '80##'), ('Via Nassa {n}, {pc} Lugano', '69##'), ('Rue du Rhône {n}, {pc} Genève', '12##')],
        'dmy.', 'Name|Telefon|Adresse|Geburtsdatum|E-Mail|AHV-Nr.|Bitte {name} zurückrufen ({phone}); Paket an {addr}.|Ihr Code lautet {otp}',
        'ch_ahv', ('CH', '#################')),
    LOC('FR', 'France', 'Europe', [('Benoît Lefèvre', 'benoit.lefevre'), ('Amélie de La Roche', 'amelie.delaroche'), ('Karim Benali', 'k.benali')],
        ['06 ## ## ## ##', '01.##.##.##.##', '07 ## ## ## ##'], ['+33 6 ## ## ## ##', '+33 (0)1 ## ## ## ##'],
        [('{n} rue de la République, {pc} Lyon', '6900#'), ('{n} avenue Jean-Jaurès, {pc} Paris', '750##'), ('{n} bis boulevard Voltaire, {pc} Marseille', '130##')],
        'dmy/', 'Nom|Téléphone|Adresse|Date de naissance|Courriel|NIR|Le client {name} demande à être rappelé au {phone}, adresse de livraison : {addr}.|Votre code de vérification est {otp}.',
        'fr_nir', ('FR', '#######################')),
    LOC('BE', 'Belgium', 'Europe', [('Pieter Van den Bossche', 'pieter.vandenbossche'), ('Sophie Dubois', 'sophie.dubois'), ('Lotte De Smet', 'lotte.desmet')],
        ['0470 ## ## ##', '02 ### ## ##', '09/### ## ##'], ['+32 470 ## ## ##', '+32 2 ### ## ##'],
        [('Kerkstraat {n}, {pc} Gent', '9000'), ('Rue Royale {n} bte {apt}, {pc} Bruxelles', '1000'), ('Meir {n}, {pc} Antwerpen', '2000')],
        'dmy/', 'Naam|Telefoon|Adres|Geboortedatum|E-mail|Rijksregisternummer|Klant {name} vraagt om teruggebeld te worden op {phone}, leveradres {addr}.|Uw verificatiecode is {otp}',
        'be_nn', ('BE', '############')),
    LOC('NL', 'Netherlands', 'Europe', [('Sanne van der Meer', 's.vandermeer'), ('Daan de Vries', 'daan.devries'), ('Fatima el Amrani', 'f.elamrani')],
        ['06-########', '020 ### ####', '010-#######'], ['+31 6 ########', '+31 20 ### ####'],
        [('Kalverstraat {n}, {pc} Amsterdam', '10## %%'), ('Oudegracht {n}-bis, {pc} Utrecht', '35## %%'), ('Coolsingel {n}, {pc} Rotterdam', '30## %%')],
        'dmy-', 'Naam|Telefoonnummer|Adres|Geboortedatum|E-mail|BSN|{name} belde over het pakket, bereikbaar op {phone}, adres: {addr}.|Je inlogcode is {otp}',
        'nl_bsn', ('NL', '%%%%##########')),
    LOC('ES', 'Spain', 'Europe', [('María José García Núñez', 'mj.garcia'), ('Íñigo Etxeberria Goñi', 'i.etxeberria'), ('Lucía Fernández de la Torre', 'lucia.fdeztorre')],
        ['6## ### ###', '91 ### ## ##', '6## ## ## ##'], ['+34 6## ### ###', '+34 93 ### ## ##'],
        [('C/ Mayor, {n}, {fl}º B, {pc} Madrid', '280##'), ('Avda. de la Constitución {n}, {pc} Sevilla', '410##'), ('Kale Nagusia {n}, {fl}º izda., {pc} Bilbao', '480##')],
        'dmy/', 'Nombre|Teléfono|Dirección|Fecha de nacimiento|Correo|DNI|Cliente {name} solicita que le llamen al {phone}; dirección de entrega: {addr}.|Tu código de verificación es {otp}',
        'es_dni', ('ES', '####################')),
    LOC('PT', 'Portugal', 'Europe', [('João Conceição dos Santos', 'joao.santos'), ('Inês Magalhães', 'ines.magalhaes'), ('Tiago Gonçalves', 't.goncalves')],
        ['9## ### ###', '21 ### ####', '22 ### ####'], ['+351 9## ### ###', '+351 21 ### ####'],
        [('Rua Augusta, {n}, {fl}º Esq., {pc} Lisboa', '1100-###'), ('Rua de Santa Catarina {n}, {pc} Porto', '4000-###')],
        'dmy/', 'Nome|Telemóvel|Morada|Data de nascimento|E-mail|NIF|O cliente {name} pediu contacto pelo {phone}, morada {addr}.|O seu código é {otp}',
        'pt_nif', ('PT', '#####################')),
    LOC('IT', 'Italy', 'Europe', [('Giuseppe Dell\'Acqua', 'g.dellacqua'), ('Francesca Esposito', 'f.esposito'), ('Lorenzo De Luca', 'l.deluca')],
        ['3## ### ####', '06 #### ####', '02 ########'], ['+39 3## ### ####', '+39 06 #### ####'],
        [('Via Roma {n}, {pc} Milano (MI)', '201##'), ('Via Toledo {n}, {pc} Napoli (NA)', '801##'), ('Piazza Navona {n}, int. {apt}, {pc} Roma (RM)', '001##')],
        'dmy/', 'Nome|Telefono|Indirizzo|Data di nascita|Email|Codice fiscale|Il sig. {name} chiede di essere richiamato al {phone}, indirizzo di consegna {addr}.|Il tuo codice di verifica è {otp}',
        'it_cf', ('IT', '%######################')),
    LOC('GB', 'United Kingdom', 'Europe', [('Siobhan O\'Connor', 's.oconnor'), ('Rhys ap Gwilym', 'rhys.apgwilym'), ('Priya Chaudhary', 'p.chaudhary')],
        ['07### ######', '020 #### ####', '0161 ### ####'], ['+44 7### ######', '+44 (0)20 #### ####'],
        [('{n} High Street, Manchester {pc}', 'M@ #%%'), ('Flat {apt}, {n} Station Road, Cardiff {pc}', 'CF1# #%%'), ('{n} Leith Walk, Edinburgh {pc}', 'EH@ #%%')],
        'dmy/', 'Name|Phone|Address|DOB|Email|NI number|Customer {name} asked for a callback on {phone}; delivery address {addr}.|Your verification code is {otp}. Do not share it.',
        'gb_nino', ('GB', '%%%%##############')),
    LOC('IE', 'Ireland', 'Europe', [('Seán Ó Briain', 'sean.obriain'), ('Aoife Ní Bhriain', 'aoife.nibhriain'), ('Ciarán MacCarthy', 'c.maccarthy')],
        ['08# ### ####', '(01) ### ####', '(021) ### ####'], ['+353 8# ### ####', '+353 1 ### ####'],
        [('{n} Grafton Street, Dublin 2, {pc}', 'D02 %#%#'), ('{n} Patrick Street, Cork, {pc}', 'T12 %#%#')],
        'dmy/', 'Name|Phone|Address|DOB|Email|PPSN|Caller {name} rang about the meter reading, contact {phone}, address {addr}.|Your code is {otp}',
        'ie_ppsn', ('IE', '%%%%##############')),
    LOC('PL', 'Poland', 'Europe', [('Łukasz Wiśniewski', 'l.wisniewski'), ('Małgorzata Krzyżanowska', 'm.krzyzanowska'), ('Grzegorz Bąk', 'g.bak')],
        ['5## ### ###', '22 ### ## ##', '6##-###-###'], ['+48 5## ### ###', '+48 22 ### ## ##'],
        [('ul. Marszałkowska {n}/{apt}, {pc} Warszawa', '00-###'), ('ul. Floriańska {n}, {pc} Kraków', '31-###'), ('al. Grunwaldzka {n} m. {apt}, {pc} Gdańsk', '80-###')],
        'dmy.', 'Imię i nazwisko|Telefon|Adres|Data urodzenia|E-mail|PESEL|Klient {name} prosi o kontakt pod numerem {phone}, adres dostawy: {addr}.|Twój kod weryfikacyjny to {otp}',
        'pl_pesel', ('PL', '########################')),
    LOC('CZ', 'Czechia', 'Europe', [('Jiří Dvořák', 'jiri.dvorak'), ('Kateřina Nováková', 'k.novakova'), ('Ondřej Šťastný', 'o.stastny')],
        ['6## ### ###', '7## ### ###', '2## ### ###'], ['+420 6## ### ###', '+420 2## ### ###'],
        [('Vinohradská {n}/{apt}, {pc} Praha 2', '120 ##'), ('Masarykova {n}, {pc} Brno', '602 ##')],
        'cz', 'Jméno|Telefon|Adresa|Datum narození|E-mail|Číslo OP|Zákazník {name} žádá o zpětné volání na {phone}, adresa doručení: {addr}.|Váš ověřovací kód je {otp}',
        None, ('CZ', '####################')),
    LOC('SE', 'Sweden', 'Europe', [('Åsa Lindqvist', 'asa.lindqvist'), ('Björn Ekström', 'b.ekstrom'), ('Linnéa Sjöberg', 'l.sjoberg')],
        ['07#-### ## ##', '08-### ### ##', '031-## ## ##'], ['+46 7# ### ## ##', '+46 8 ### ### ##'],
        [('Drottninggatan {n}, {pc} Stockholm', '111 ##'), ('Avenyn {n} lgh 1{apt}, {pc} Göteborg', '411 ##')],
        'ymd-', 'Namn|Telefon|Adress|Födelsedatum|E-post|Personnummer|Kunden {name} vill bli uppringd på {phone}, leveransadress {addr}.|Din engångskod är {otp}',
        'se_pnr', ('SE', '####################')),
    LOC('NO', 'Norway', 'Europe', [('Øyvind Kjærgaard', 'oyvind.k'), ('Ingrid Solberg', 'ingrid.solberg'), ('Håkon Bråten', 'h.braten')],
        ['4## ## ###', '9## ## ###', '22 ## ## ##'], ['+47 4## ## ###', '+47 9## ## ###'],
        [('Karl Johans gate {n}, {pc} Oslo', '01##'), ('Bryggen {n}, {pc} Bergen', '50##')],
        'dmy.', 'Navn|Telefon|Adresse|Fødselsdato|E-post|Fødselsnummer|Kunden {name} ber om å bli ringt opp på {phone}, adresse {addr}.|Engangskoden din er {otp}',
        None, ('NO', '###########')),
    LOC('DK', 'Denmark', 'Europe', [('Søren Østergaard', 'soren.o'), ('Mette Frederiksen-Holm', 'm.fholm'), ('Rasmus Bæk', 'r.baek')],
        ['2# ## ## ##', '3# ## ## ##', '4# ## ## ##'], ['+45 2# ## ## ##', '+45 3# ## ## ##'],
        [('Nørrebrogade {n}, {fl}. tv., {pc} København N', '2200'), ('Strøget {n}, {pc} Aarhus C', '8000')],
        'dmy-', 'Navn|Telefon|Adresse|Fødselsdato|E-mail|CPR|Kunden {name} ønsker opkald på {phone}, leveringsadresse {addr}.|Din kode er {otp}',
        None, ('DK', '##############')),
    LOC('FI', 'Finland', 'Europe', [('Päivi Mäkelä', 'paivi.makela'), ('Jussi Häkkinen', 'j.hakkinen'), ('Aino Järvinen', 'aino.jarvinen')],
        ['04# ### ####', '050 ### ####', '09 ### ####'], ['+358 4# ### ####', '+358 9 ### ####'],
        [('Mannerheimintie {n} A {apt}, {pc} Helsinki', '00###'), ('Hämeenkatu {n} B {apt}, {pc} Tampere', '33###')],
        'dmy.', 'Nimi|Puhelin|Osoite|Syntymäaika|Sähköposti|Henkilötunnus|Asiakas {name} pyytää soittoa numeroon {phone}, toimitusosoite {addr}.|Vahvistuskoodisi on {otp}',
        'fi_hetu', ('FI', '##############')),
    LOC('EE', 'Estonia', 'Europe', [('Kärt Tamm', 'kart.tamm'), ('Jüri Saar', 'juri.saar'), ('Liis Õunapuu', 'liis.ounapuu')],
        ['5### ####', '5## ####', '6## ####'], ['+372 5### ####', '+372 6## ####'],
        [('Narva mnt {n}-{apt}, {pc} Tallinn', '10###'), ('Rüütli {n}, {pc} Tartu', '51###')],
        'dmy.', 'Nimi|Telefon|Aadress|Sünniaeg|E-post|Isikukood|Klient {name} palub tagasihelistamist numbril {phone}, aadress {addr}.|Teie kinnituskood on {otp}',
        'ee_ik', ('EE', '################')),
    LOC('HR', 'Croatia', 'Europe', [('Marija Horvat', 'm.horvat'), ('Dražen Kovačić', 'd.kovacic'), ('Ivana Jurić', 'i.juric')],
        ['09# ### ####', '01 #### ###', '021 ### ###'], ['+385 9# ### ####', '+385 1 #### ###'],
        [('Ilica {n}, {pc} Zagreb', '10000'), ('Marmontova {n}, {pc} Split', '21000')],
        'dmy.', 'Ime i prezime|Telefon|Adresa|Datum rođenja|E-pošta|OIB|Korisnik {name} traži povratni poziv na {phone}, adresa dostave: {addr}.|Vaš kod za potvrdu je {otp}',
        'hr_oib', ('HR', '#################')),
    LOC('GR', 'Greece', 'Europe', [('Γιώργος Παπαδόπουλος', 'g.papadopoulos'), ('Ελένη Κωνσταντίνου', 'e.konstantinou'), ('Δημήτρης Αλεξίου', 'd.alexiou')],
        ['69# ### ####', '21# ### ####', '2310 ######'], ['+30 69# ### ####', '+30 21# ### ####'],
        [('Ερμού {n}, {pc} Αθήνα', '105 ##'), ('Εγνατίας {n}, {pc} Θεσσαλονίκη', '546 ##')],
        'dmy/', 'Ονοματεπώνυμο|Τηλέφωνο|Διεύθυνση|Ημερομηνία γέννησης|Email|ΑΦΜ|Ο πελάτης {name} ζητά να τον καλέσουμε στο {phone}, διεύθυνση παράδοσης: {addr}.|Ο κωδικός επαλήθευσης είναι {otp}',
        None, ('GR', '#######################')),
    LOC('TR', 'Türkiye', 'Europe/Asia', [('Ayşe Yılmaz', 'ayse.yilmaz'), ('Mustafa Çelik', 'm.celik'), ('Gülşen Öztürk', 'g.ozturk')],
        ['0 (5##) ### ## ##', '05## ### ## ##', '0212 ### ## ##'], ['+90 5## ### ## ##', '+90 212 ### ## ##'],
        [('Bağdat Cad. No:{n} D:{apt}, {pc} Kadıköy/İstanbul', '347##'), ('Atatürk Blv. No:{n} Kat:{fl}, {pc} Çankaya/Ankara', '06###')],
        'dmy.', 'Ad Soyad|Telefon|Adres|Doğum tarihi|E-posta|TC Kimlik No|Müşteri {name} {phone} numarasından geri aranmak istiyor, teslimat adresi: {addr}.|Doğrulama kodunuz: {otp}',
        'tr_tckn', ('TR', '#####0################')),
    LOC('RU', 'Russia', 'Europe', [('Алексей Смирнов', 'a.smirnov'), ('Екатерина Кузнецова', 'e.kuznetsova'), ('Дмитрий Соколов', 'd.sokolov')],
        ['8 (9##) ###-##-##', '8 (495) ###-##-##', '8-9##-###-##-##'], ['+7 9## ###-##-##', '+7 (812) ###-##-##'],
        [('{pc}, г. Москва, ул. Тверская, д. {n}, кв. {apt}', '125###'), ('{pc}, г. Санкт-Петербург, Невский пр-т, д. {n}, кв. {apt}', '191###')],
        'dmy.', 'ФИО|Телефон|Адрес|Дата рождения|Эл. почта|Паспорт|Клиент {name} просит перезвонить по номеру {phone}, адрес доставки: {addr}.|Ваш код подтверждения: {otp}. Никому не сообщайте.',
        'ru_pass', None),
    LOC('UA', 'Ukraine', 'Europe', [('Олена Шевченко', 'o.shevchenko'), ('Тарас Коваленко', 't.kovalenko'), ('Ірина Бондаренко', 'i.bondarenko')],
        ['067 ### ## ##', '(044) ###-##-##', '050-###-##-##'], ['+380 67 ### ## ##', '+380 44 ### ## ##'],
        [('вул. Хрещатик, {n}, кв. {apt}, м. Київ, {pc}', '01###'), ('вул. Шевченка, {n}, м. Львів, {pc}', '79###')],
        'dmy.', 'ПІБ|Телефон|Адреса|Дата народження|Ел. пошта|РНОКПП|Клієнтка {name} просить передзвонити за номером {phone}, адреса: {addr}.|Ваш код підтвердження: {otp}',
        None, ('UA', '######' + '#' * 19)),
    LOC('RO', 'Romania', 'Europe', [('Ștefan Popescu', 'stefan.popescu'), ('Ioana Țărănu', 'ioana.taranu'), ('Mihai Dumitrescu', 'm.dumitrescu')],
        ['07## ### ###', '021 ### ####', '0264 ### ###'], ['+40 7## ### ###', '+40 21 ### ####'],
        [('Str. Lipscani nr. {n}, bl. {fl}, ap. {apt}, București {pc}', '030###'), ('Str. Memorandumului nr. {n}, Cluj-Napoca {pc}', '400###')],
        'dmy.', 'Nume|Telefon|Adresă|Data nașterii|E-mail|CNP|Clientul {name} solicită să fie sunat la {phone}, adresa de livrare: {addr}.|Codul tău de verificare este {otp}',
        None, ('RO', '%%%%################')),
    LOC('HU', 'Hungary', 'Europe', [('Nagy Zsófia', 'zsofia.nagy'), ('Kovács Bálint', 'balint.kovacs'), ('Szabó Ödön', 'odon.szabo')],
        ['06 (30) ### ####', '06 1 ### ####', '06-20-###-####'], ['+36 30 ### ####', '+36 1 ### ####'],
        [('{pc} Budapest, Andrássy út {n}. {fl}/{apt}', '10##'), ('{pc} Debrecen, Piac utca {n}.', '40##')],
        'hu', 'Név|Telefonszám|Cím|Születési dátum|E-mail|Adóazonosító|{name} ügyfél visszahívást kér a {phone} számon, szállítási cím: {addr}.|Az ellenőrző kódod: {otp}',
        None, ('HU', '########################')),
    LOC('CN', 'China', 'Asia', [('王秀英', 'wang.xiuying'), ('李建国', 'li.jianguo'), ('欧阳娜娜', 'ouyang.nana')],
        ['13# #### ####', '(010) ####-####', '18#-####-####'], ['+86 13# #### ####', '+86 10 ####-####'],
        [('上海市浦东新区世纪大道{n}号{fl}栋{apt}室', '000'), ('北京市朝阳区建国路{n}号院{fl}号楼', '000'), ('广东省深圳市南山区科技园路{n}号', '000')],
        'cjk', '姓名|电话|地址|出生日期|邮箱|身份证号|客户{name}要求回电，电话{phone}，收货地址：{addr}。|您的验证码是{otp}，5分钟内有效。',
        'cn_id', None),
    LOC('TW', 'Taiwan', 'Asia', [('陳怡君', 'chen.yijun'), ('林志明', 'lin.zhiming'), ('黃淑芬', 'huang.shufen')],
        ['09##-###-###', '(02) ####-####', '09## ### ###'], ['+886 9## ### ###', '+886 2 #### ####'],
        [('{pc}臺北市大安區忠孝東路四段{n}號{fl}樓', '106'), ('{pc}高雄市前鎮區中山二路{n}號', '806')],
        'ymd/', '姓名|電話|地址|出生日期|電子郵件|身分證字號|客戶{name}來電詢問訂單，聯絡電話{phone}，地址：{addr}。|您的驗證碼為{otp}',
        'tw_id', None),
    LOC('JP', 'Japan', 'Asia', [('佐藤 健太', 'k.sato'), ('高橋 美咲', 'm.takahashi'), ('渡辺 翔', 's.watanabe')],
        ['090-####-####', '03-####-####', '06-####-####'], ['+81 90-####-####', '+81 3-####-####'],
        [('〒{pc} 東京都渋谷区神宮前{fl}-{n}-{apt}', '150-####'), ('〒{pc} 大阪府大阪市北区梅田{fl}丁目{n}-{apt}', '530-####')],
        'cjk', '氏名|電話番号|住所|生年月日|メール|マイナンバー|{name}様より折り返しのご依頼。電話番号：{phone}、お届け先：{addr}|認証コード：{otp}',
        None, None),
    LOC('KR', 'South Korea', 'Asia', [('김민준', 'minjun.kim'), ('이서연', 'seoyeon.lee'), ('박지훈', 'jihoon.park')],
        ['010-####-####', '02-###-####', '010 #### ####'], ['+82 10-####-####', '+82 2-###-####'],
        [('서울특별시 강남구 테헤란로 {n}, {fl}동 {apt}호 ({pc})', '06###'), ('부산광역시 해운대구 해운대로 {n} ({pc})', '48###')],
        'kr', '이름|전화번호|주소|생년월일|이메일|주민등록번호|고객 {name}님이 {phone}로 회신 요청, 배송지: {addr}|[인증번호] {otp}',
        None, None),
    LOC('IN', 'India', 'Asia', [('अनीता शर्मा', 'anita.sharma'), ('Rajesh Kumar Iyer', 'rajesh.iyer'), ('Venkatesh Subramanian', 'v.subramanian')],
        ['9#### #####', '022-2### ####', '080 2### ####'], ['+91 9#### #####', '+91 80 2### ####'],
        [('Flat {fl}B, {n} MG Road, Indiranagar, Bengaluru - {pc}', '5600##'), ('{n}, Linking Road, Bandra West, Mumbai - {pc}', '4000##')],
        'dmy-', 'नाम|मोबाइल|पता|जन्म तिथि|ईमेल|आधार|ग्राहक {name} ने {phone} पर कॉल बैक का अनुरोध किया, पता: {addr}|{otp} is your OTP. Do not share it with anyone.',
        'in_aadhaar', None),
    LOC('TH', 'Thailand', 'Asia', [('สมชาย ใจดี', 'somchai.j'), ('สุดารัตน์ ทองดี', 'sudarat.t'), ('ประยุทธ์ ศรีสุข', 'prayut.s')],
        ['08#-###-####', '02-###-####', '09# ### ####'], ['+66 8# ### ####', '+66 2 ### ####'],
        [('{n}/{apt} ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร {pc}', '10110'), ('{n} ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมือง เชียงใหม่ {pc}', '50200')],
        'th', 'ชื่อ|โทรศัพท์|ที่อยู่|วันเกิด|อีเมล|เลขประจำตัว|ลูกค้า {name} ขอให้โทรกลับที่ {phone} ที่อยู่จัดส่ง {addr}|รหัส OTP ของคุณคือ {otp}',
        None, None),
    LOC('VN', 'Vietnam', 'Asia', [('Nguyễn Thị Hồng', 'hong.nguyen'), ('Trần Văn Minh', 'minh.tran'), ('Lê Thị Thu Hà', 'ha.le')],
        ['09# ### ## ##', '028 #### ####', '091.###.####'], ['+84 9# ### ## ##', '+84 28 #### ####'],
        [('Số {n} Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', '000'), ('Số {n} ngõ {apt} Hàng Bông, Quận Hoàn Kiếm, Hà Nội', '000')],
        'dmy/', 'Họ tên|Điện thoại|Địa chỉ|Ngày sinh|Email|CCCD|Khách hàng {name} yêu cầu gọi lại số {phone}, địa chỉ giao hàng: {addr}.|Ma xac thuc cua ban la {otp}',
        None, None),
    LOC('ID', 'Indonesia', 'Asia', [('Siti Nurhaliza', 'siti.nur'), ('Budi Santoso', 'budi.santoso'), ('Dewi Lestari', 'dewi.lestari')],
        ['08##-####-####', '(021) ####-####', '0812 #### ####'], ['+62 8## #### ####', '+62 21 #### ####'],
        [('Jl. Sudirman No. {n}, RT 0{fl}/RW 0{fl}, Kebayoran Baru, Jakarta Selatan {pc}', '121##'), ('Jl. Malioboro No. {n}, Yogyakarta {pc}', '552##')],
        'dmy-', 'Nama|Telepon|Alamat|Tanggal lahir|Email|NIK|Pelanggan {name} minta dihubungi kembali di {phone}, alamat pengiriman: {addr}.|Kode verifikasi Anda {otp}. JANGAN berikan kode ini ke siapa pun.',
        'id_nik', None),
    LOC('PH', 'Philippines', 'Asia', [('Maria Clara dela Cruz', 'mc.delacruz'), ('Jose Rizal Mercado', 'j.mercado'), ('Andres Bonifacio Jr.', 'a.bonifacio')],
        ['09## ### ####', '(02) 8### ####', '0917-###-####'], ['+63 9## ### ####', '+63 2 8### ####'],
        [('{n} Rizal Ave., Brgy. {apt}, Santa Cruz, Manila, {pc} Metro Manila', '10##'), ('Unit {apt}, {n} Ayala Ave., Makati City {pc}', '12##')],
        'mdy/', 'Pangalan|Mobile|Tirahan|Kaarawan|Email|PhilSys|Paki-tawagan si {name} sa {phone}, delivery address: {addr}.|Your OTP is {otp}',
        None, None),
    LOC('SG', 'Singapore', 'Asia', [('Tan Wei Ming', 'weiming.tan'), ('Nur Aisyah binte Rahman', 'aisyah.r'), ('Rajendran s/o Krishnan', 'rajendran.k')],
        ['9### ####', '8### ####', '6### ####'], ['+65 9### ####', '+65 6### ####'],
        [('Blk {n} Ang Mo Kio Ave 3 #{fl}-{apt}, Singapore {pc}', '56####'), ('{n} Orchard Road #{fl}-{apt}, Singapore {pc}', '238###')],
        'dmy/', 'Name|Contact|Address|DOB|Email|NRIC|Customer {name} ask to call back at {phone}, address {addr}.|Your OTP is {otp}. Valid for 5 min.',
        'sg_nric', None),
    LOC('MY', 'Malaysia', 'Asia', [('Ahmad Faizal bin Abdullah', 'faizal.a'), ('Lim Mei Ling', 'meiling.lim'), ('Siti Aminah binti Yusof', 'aminah.y')],
        ['01#-### ####', '03-#### ####', '012-### ####'], ['+60 1#-### ####', '+60 3-#### ####'],
        [('No. {n}, Jalan SS 2/{apt}, {pc} Petaling Jaya, Selangor', '47###'), ('No. {n}, Lorong Burma, {pc} George Town, Pulau Pinang', '10###')],
        'dmy/', 'Nama|No. Telefon|Alamat|Tarikh lahir|E-mel|No. MyKad|Pelanggan {name} minta panggilan semula di {phone}, alamat: {addr}.|Kod pengesahan anda {otp}',
        None, None),
    LOC('SA', 'Saudi Arabia', 'Middle East', [('محمد بن عبدالله القحطاني', 'm.alqahtani'), ('نورة العتيبي', 'n.alotaibi'), ('فهد الدوسري', 'f.aldosari')],
        ['05# ### ####', '011 ### ####', '05#-###-####'], ['+966 5# ### ####', '+966 11 ### ####'],
        [('{n} طريق الملك فهد، حي العليا، الرياض {pc}', '12###'), ('{n} شارع التحلية، حي الروضة، جدة {pc}', '23###')],
        'dmy/', 'الاسم|الجوال|العنوان|تاريخ الميلاد|البريد الإلكتروني|رقم الهوية|العميل {name} يطلب معاودة الاتصال على {phone}، عنوان التوصيل: {addr}|رمز التحقق: {otp}',
        None, ('SA', '####################')),
    LOC('AE', 'United Arab Emirates', 'Middle East', [('خالد المنصوري', 'k.almansoori'), ('مريم الشامسي', 'm.alshamsi'), ('Aisha Al Marzooqi', 'a.almarzooqi')],
        ['05# ### ####', '04 ### ####', '050-###-####'], ['+971 5# ### ####', '+971 4 ### ####'],
        [('Villa {n}, Street {apt}, Al Barsha 2, Dubai', '000'), ('فيلا {n}، شارع {apt}، الخالدية، أبوظبي', '000')],
        'dmy/', 'الاسم|الهاتف|العنوان|تاريخ الميلاد|البريد|رقم الهوية|Customer {name} requested a call back on {phone}, delivery to {addr}|Your verification code is {otp}',
        None, ('AE', '###################')),
    LOC('IL', 'Israel', 'Middle East', [('יוסי כהן', 'yossi.cohen'), ('מיכל לוי', 'michal.levi'), ('אבי מזרחי', 'avi.mizrahi')],
        ['05#-###-####', '03-###-####', '02-###-####'], ['+972 5#-###-####', '+972 3-###-####'],
        [('רחוב הרצל {n}, דירה {apt}, תל אביב-יפו {pc}', '61#####'), ('רחוב יפו {n}, ירושלים {pc}', '94#####')],
        'dmy/', 'שם|טלפון|כתובת|תאריך לידה|דוא"ל|ת.ז.|הלקוח {name} מבקש שיחזרו אליו ל-{phone}, כתובת למשלוח: {addr}|קוד האימות שלך: {otp}',
        'il_tz', ('IL', '###################')),
    LOC('IR', 'Iran', 'Middle East', [('محمدرضا حسینی', 'm.hosseini'), ('زهرا احمدی', 'z.ahmadi'), ('علی رضایی', 'a.rezaei')],
        ['fa:0912 ### ####', '021 #### ####', '0935-###-####'], ['+98 912 ### ####', '+98 21 #### ####'],
        [('تهران، خیابان ولیعصر، کوچه {apt}، پلاک {n}، واحد {fl}', '000'), ('اصفهان، خیابان چهارباغ، پلاک {n}', '000')],
        'fa', 'نام|تلفن|نشانی|تاریخ تولد|ایمیل|کد ملی|مشتری {name} درخواست تماس با شماره {phone} دارد، نشانی: {addr}|کد تایید شما: {otp}',
        None, None),
    LOC('EG', 'Egypt', 'Africa', [('أحمد عبد الفتاح', 'a.abdelfattah'), ('منى السيد', 'mona.elsayed'), ('Mahmoud Abdel Aziz', 'm.abdelaziz')],
        ['ar:01# #### ####', '01#-####-####', '02 #### ####'], ['+20 1# #### ####', '+20 2 #### ####'],
        [('{n} شارع التحرير، الدقي، الجيزة', '000'), ('{n} Abbas El Akkad St, Nasr City, Cairo {pc}', '117##')],
        'ar', 'الاسم|الموبايل|العنوان|تاريخ الميلاد|البريد الإلكتروني|الرقم القومي|العميل {name} اتصل بخصوص الشحنة، رقم الموبايل {phone}، العنوان: {addr}|كود التفعيل {otp}',
        None, ('EG', '#########################')),
    LOC('NG', 'Nigeria', 'Africa', [('Chukwuemeka Okonkwo', 'c.okonkwo'), ('Oluwaseun Adeyemi', 's.adeyemi'), ('Aisha Bello', 'aisha.bello')],
        ['080# ### ####', '0703 ### ####', '0813-###-####'], ['+234 80# ### ####', '+234 703 ### ####'],
        [('{n} Awolowo Road, Ikoyi, Lagos', '000'), ('Plot {n}, Aminu Kano Crescent, Wuse II, Abuja', '000')],
        'dmy/', 'Name|Phone|Address|Date of birth|Email|NIN|Customer {name} called, reach on {phone}, deliver to {addr}.|Your OTP is {otp}. Expires in 10 mins.',
        None, None),
    LOC('KE', 'Kenya', 'Africa', [('Wanjiku Kamau', 'w.kamau'), ('Otieno Ochieng', 'o.ochieng'), ('Achieng Atieno', 'a.atieno')],
        ['07## ######', '0722 ### ###', '020 #######'], ['+254 7## ######', '+254 20 #######'],
        [('House {n}, Ngong Road, P.O. Box {n}{apt}-{pc}, Nairobi', '00100'), ('{n} Moi Avenue, Mombasa', '000')],
        'dmy/', 'Jina|Simu|Anwani|Tarehe ya kuzaliwa|Barua pepe|Kitambulisho|Mteja {name} ameomba apigiwe simu kwa {phone}, anwani: {addr}.|Nambari yako ya uthibitisho ni {otp}',
        None, None),
    LOC('ZA', 'South Africa', 'Africa', [('Thabo Mokoena', 't.mokoena'), ('Annelie van Wyk', 'a.vanwyk'), ('Sipho Dlamini', 's.dlamini')],
        ['08# ### ####', '021 ### ####', '011-###-####'], ['+27 8# ### ####', '+27 21 ### ####'],
        [('{n} Long Street, Gardens, Cape Town, {pc}', '8001'), ('{n} Jan Smuts Ave, Rosebank, Johannesburg, {pc}', '2196')],
        'ymd/', 'Naam|Selfoon|Adres|Geboortedatum|E-pos|ID-nommer|Kliënt {name} vra om teruggebel te word by {phone}, adres: {addr}.|Your OTP is {otp}',
        'za_id', None),
    LOC('MA', 'Morocco', 'Africa', [('Youssef El Idrissi', 'y.elidrissi'), ('Fatima-Zahra Benjelloun', 'fz.benjelloun'), ('يوسف الإدريسي', 'y.idrissi')],
        ['06 ## ## ## ##', '05 22 ## ## ##', '06########'], ['+212 6 ## ## ## ##', '+212 5 22 ## ## ##'],
        [('{n}, Rue Ibn Batouta, Quartier Gauthier, {pc} Casablanca', '20###'), ('{n} زنقة الحرية، الرباط', '000')],
        'dmy/', 'Nom|Tél|Adresse|Date de naissance|E-mail|CIN|Le client {name} demande un rappel au {phone}, adresse : {addr}.|Votre code est {otp}',
        None, None),
    LOC('ET', 'Ethiopia', 'Africa', [('አበበ ቢቂላ', 'abebe.b'), ('ትዕግሥት ኃይሌ', 'tigist.h'), ('Dawit Tesfaye', 'd.tesfaye')],
        ['09# ### ####', '011 ### ####', '09########'], ['+251 9# ### ####', '+251 11 ### ####'],
        [('Bole Sub-City, Woreda 03, House No. {n}, Addis Ababa', '000'), ('ቦሌ ክፍለ ከተማ ወረዳ 0{fl} የቤት ቁጥር {n}፣ አዲስ አበባ', '000')],
        'dmy/', 'ስም|ስልክ|አድራሻ|የትውልድ ቀን|ኢሜይል|መታወቂያ|ደንበኛ {name} በ{phone} እንዲደወልላቸው ጠይቀዋል፣ አድራሻ፦ {addr}|Your code is {otp}',
        None, None),
    LOC('GH', 'Ghana', 'Africa', [('Kwame Mensah', 'k.mensah'), ('Akosua Asantewaa', 'a.asantewaa'), ('Kofi Boateng', 'k.boateng')],
        ['024 ### ####', '020-###-####', '030 ### ####'], ['+233 24 ### ####', '+233 30 ### ####'],
        [('House No. {n}, Oxford Street, Osu, Accra ({pc})', 'GA-###-####'), ('Plot {n}, Adum, Kumasi ({pc})', 'AK-###-####')],
        'dmy/', 'Name|Phone|Address|DOB|Email|Ghana Card|Customer {name} says call {phone}, location {addr}.|Your verification code is {otp}',
        None, None),
    LOC('BR', 'Brazil', 'Latin America', [('João Pedro dos Santos', 'jp.santos'), ('Ana Beatriz Conceição', 'ana.conceicao'), ('Luís Fernando de Oliveira', 'lf.oliveira')],
        ['(11) 9####-####', '(21) ####-####', '(41) 9 ####-####'], ['+55 11 9####-####', '+55 21 ####-####'],
        [('Rua das Flores, {n}, apto {apt} - Centro, Curitiba - PR, {pc}', '80020-###'), ('Av. Paulista, {n}, conj. {apt} - Bela Vista, São Paulo - SP, {pc}', '01310-###')],
        'dmy/', 'Nome|Telefone|Endereço|Data de nascimento|E-mail|CPF|Cliente {name} pediu retorno no {phone}, endereço de entrega: {addr}.|Seu código de verificação é {otp}',
        'br_cpf', ('BR', '#######################%#')),
    LOC('MX', 'Mexico', 'Latin America', [('José Luis Hernández García', 'jl.hernandez'), ('Guadalupe Martínez Ríos', 'g.martinez'), ('Ximena Peña', 'x.pena')],
        ['55 #### ####', '(33) #### ####', '81-####-####'], ['+52 55 #### ####', '+52 1 33 #### ####'],
        [('Calle Durango {n} Int. {apt}, Col. Roma Norte, {pc} Ciudad de México, CDMX', '06700'), ('Av. Chapultepec {n}, Col. Americana, {pc} Guadalajara, Jal.', '44160')],
        'dmy/', 'Nombre|Teléfono|Domicilio|Fecha de nacimiento|Correo|CURP|El cliente {name} pide que le marquen al {phone}, domicilio de entrega: {addr}.|Tu código es {otp}',
        'mx_curp', None),
    LOC('AR', 'Argentina', 'Latin America', [('Martín Fernández', 'm.fernandez'), ('Lucía Giménez', 'l.gimenez'), ('Santiago Di Stéfano', 's.distefano')],
        ['011 15-####-####', '(0351) 15-###-####', '11 ####-####'], ['+54 9 11 ####-####', '+54 9 351 ###-####'],
        [('Av. Corrientes {n}, Piso {fl} Dto. B, {pc} CABA', 'C1043%%%'), ('Bv. San Juan {n}, {pc} Córdoba', 'X5000%%%')],
        'dmy/', 'Nombre|Celular|Domicilio|Fecha de nacimiento|Email|DNI|El cliente {name} pide que lo llamen al {phone}, domicilio: {addr}.|Tu código de verificación es {otp}',
        'ar_dni', None),
    LOC('CL', 'Chile', 'Latin America', [('Francisca Muñoz', 'f.munoz'), ('Matías Rojas Soto', 'm.rojas'), ('Catalina Núñez', 'c.nunez')],
        ['9 #### ####', '(2) 2### ####', '09-#### ####'], ['+56 9 #### ####', '+56 2 2### ####'],
        [('Av. Providencia {n}, depto. {apt}, Providencia, Santiago', '000'), ('Calle Prat {n}, Valparaíso', '000')],
        'dmy-', 'Nombre|Teléfono|Dirección|Fecha de nacimiento|Correo|RUT|La clienta {name} solicita que la llamen al {phone}, dirección: {addr}.|Tu código es {otp}',
        'cl_rut', None),
    LOC('CO', 'Colombia', 'Latin America', [('Andrés Felipe Gómez', 'af.gomez'), ('Valentina Rodríguez', 'v.rodriguez'), ('Juan Camilo Ospina', 'jc.ospina')],
        ['3## ### ####', '(601) ### ####', '310 #######'], ['+57 3## ### ####', '+57 601 ### ####'],
        [('Carrera 7 # {n}-{apt}, Chapinero, Bogotá', '000'), ('Calle 10 # {n}-{apt}, El Poblado, Medellín', '000')],
        'dmy/', 'Nombre|Celular|Dirección|Fecha de nacimiento|Correo|Cédula|El cliente {name} solicita devolución de llamada al {phone}, dirección: {addr}.|Tu código es {otp}',
        'co_cc', None),
    LOC('PE', 'Peru', 'Latin America', [('Rosa Quispe Mamani', 'r.quispe'), ('Jorge Huamán', 'j.huaman'), ('Milagros Chávez', 'm.chavez')],
        ['9## ### ###', '(01) ### ####', '9########'], ['+51 9## ### ###', '+51 1 ### ####'],
        [('Av. Arequipa {n}, Dpto. {apt}, Miraflores, Lima {pc}', '150##'), ('Calle Mercaderes {n}, Cusco', '000')],
        'dmy/', 'Nombre|Celular|Dirección|Fecha de nacimiento|Correo|DNI|La señora {name} pide que la llamen al {phone}, dirección: {addr}.|Tu código es {otp}',
        None, None),
    LOC('UY', 'Uruguay', 'Latin America', [('Federico Pereira', 'f.pereira'), ('Camila Suárez', 'c.suarez'), ('Diego Olivera', 'd.olivera')],
        ['09# ### ###', '2### ####', '099 ### ###'], ['+598 9# ### ###', '+598 2### ####'],
        [('Av. 18 de Julio {n} apto {apt}, {pc} Montevideo', '11###'), ('Rambla Williman {n}, {pc} Punta del Este', '20###')],
        'dmy/', 'Nombre|Celular|Dirección|Fecha de nacimiento|Correo|CI|El cliente {name} pide que lo llamen al {phone}, dirección: {addr}.|Tu código es {otp}',
        'uy_ci', None),
    LOC('US', 'United States', 'North America', [('Jennifer McAllister', 'jmcallister'), ('DeShawn Washington', 'dwashington'), ('Emily Nguyen-Parker', 'enguyenparker')],
        ['(@##) 555-01##', '@##-555-01##', '@##.555.01##'], ['+1 @##-555-01##', '+1 (@##) 555-01##'],
        [('{n} Maple Ave Apt {apt}, Springfield, IL {pc}', '627##'), ('{n} W 34th St, New York, NY {pc}', '100##')],
        'mdy/', 'Name|Phone|Address|DOB|Email|SSN|Customer {name} requested a callback at {phone}; ship to {addr}.|Your verification code is {otp}',
        'us_ssn', None),
    LOC('CA', 'Canada', 'North America', [('Geneviève Tremblay', 'g.tremblay'), ('Liam MacDonald', 'l.macdonald'), ('Harpreet Sandhu', 'h.sandhu')],
        ['(@##) 555-01##', '@##-555-01##'], ['+1 @##-555-01##'],
        [('{n} rue Sainte-Catherine O, app. {apt}, Montréal QC {pc}', 'H3G #%#'), ('{n} Yonge St, Toronto ON {pc}', 'M5B #%#')],
        'ymd-', 'Nom/Name|Tél./Phone|Adresse|DOB|Courriel|SIN/NAS|Le client {name} demande un rappel au {phone}, adresse : {addr}.|Your code is {otp}',
        'ca_sin', None),
    LOC('AU', 'Australia', 'Oceania', [('Jacinta Nguyen', 'j.nguyen'), ('Lachlan O\'Brien', 'l.obrien'), ('Mia Papadakis', 'm.papadakis')],
        ['04## ### ###', '(02) 9### ####', '(03) 9### ####'], ['+61 4## ### ###', '+61 2 9### ####'],
        [('Unit {apt}, {n} George Street, Parramatta NSW {pc}', '2150'), ('{n} Lygon St, Carlton VIC {pc}', '3053')],
        'dmy/', 'Name|Mobile|Address|DOB|Email|TFN|Customer {name} wants a call back on {phone}, deliver to {addr}.|Your code is {otp}',
        None, None),
]

FA_DIG = '۰۱۲۳۴۵۶۷۸۹'
AR_DIG = '٠١٢٣٤٥٦٧٨٩'


def to_digits(s, table):
    return ''.join(table[int(c)] if c.isdigit() and c in DIG else c for c in s)


def phone(L, intl=False):
    p = pick(L['intl'] if intl else L['nat'])
    if p.startswith('fa:'):
        return to_digits(fmt(p[3:]), FA_DIG)
    if p.startswith('ar:'):
        return to_digits(fmt(p[3:]), AR_DIG)
    return fmt(p)


def address(L):
    t, pc = pick(L['addrs'])
    return t.format(n=R.randint(2, 199), apt=R.randint(2, 60), fl=R.randint(1, 9), pc=fmt(pc))


def dob_str(L, y, m, d):
    f = L['dob']
    if f == 'dmy.':
        return '%02d.%02d.%04d' % (d, m, y)
    if f == 'dmy/':
        return '%02d/%02d/%04d' % (d, m, y)
    if f == 'mdy/':
        return '%02d/%02d/%04d' % (m, d, y)
    if f == 'ymd-':
        return '%04d-%02d-%02d' % (y, m, d)
    if f == 'dmy-':
        return '%02d-%02d-%04d' % (d, m, y)
    if f == 'ymd/':
        return '%04d/%02d/%02d' % (y, m, d)
    if f == 'cjk':
        return '%d年%d月%d日' % (y, m, d)
    if f == 'kr':
        return '%d년 %d월 %d일' % (y, m, d)
    if f == 'hu':
        return '%04d. %02d. %02d.' % (y, m, d)
    if f == 'cz':
        return '%d. %d. %04d' % (d, m, y)
    if f == 'th':
        return '%02d/%02d/%04d' % (d, m, y + 543)
    if f == 'fa':  # Solar Hijri year, Persian digits
        return to_digits('%04d/%02d/%02d' % (y - 621, R.randint(1, 12), R.randint(1, 29)), FA_DIG)
    if f == 'ar':
        return to_digits('%02d/%02d/%04d' % (d, m, y), AR_DIG)
    raise ValueError(f)


def person(L, exclude=()):
    choices = [x for x in L['names'] if x[0] not in exclude]
    name, handle = pick(choices)
    y, m, d = R.randint(1950, 2004), R.randint(1, 12), R.randint(1, 28)
    p = dict(name=name, handle=handle, email=email(handle), phone=phone(L), intl=phone(L, True),
             addr=address(L), dob=dob_str(L, y, m, d), nid=None, iban=None, ymd=(y, m, d))
    sch = L['nid']
    if sch and sch not in DISABLED and VALIDATOR_SAMPLE.get(sch, sch) not in DISABLED:
        g, v = GEN[sch]
        val = g(y, m, d, name, R.random() < 0.5) if sch == 'it_cf' else g(y, m, d)
        if v is not None:
            assert v(val), (sch, val)
        p['nid'] = val
    if L['iban']:
        cc, pat = L['iban']
        ib = iban_make(cc, fmt(pat))
        assert iban_ok(ib)
        p['iban'] = ib if R.random() < 0.5 else ' '.join(ib[i:i + 4] for i in range(0, len(ib), 4))
    return p


# ---------------------------------------------------------------- record checks
DOMAIN_RE = re.compile(r'(?<![\w.-])(?:[A-Za-z0-9-]+\.)+(?:com|org|net|io|de|fr|dev|app|co|uk|ai)\b')
PUBLIC_OK = ('example.com', 'example.org', 'example.net', 'github.com', 'api.github.com', 'hooks.slack.com',
             'api.stripe.com', 'slack.com', 'gitlab.com', 'ingest.sentry.io', 'sentry.io', 'amazonaws.com',
             'discord.com', 'api.telegram.org', 'docker.io', 'quay.io', 'ghcr.io', 'googleapis.com',
             'gserviceaccount.com', 'pypi.org', 'registry.npmjs.org', 'api.openai.com', 'api.anthropic.com',
             'api.sendgrid.com', 'api.twilio.com', 'cloudflare.com', 'azure.com', 'windows.net', 'api.mailgun.net',
             'myshopify.com', 'k8s.io', 'atlassian.net', 'cloud.databricks.com', 'api.digitalocean.com', 'circleci.com', 'blob.core.windows.net', 'npmjs.org')


def problems(r):
    keys = list(r.keys())
    if keys != (KEYS if r['kind'] == 'line' else KEYS_B):
        return 'key order %s' % keys
    lines = [r['text']] if r['kind'] == 'line' else r['lines']
    if not isinstance(lines, list) or not lines:
        return 'no lines'
    for ln in lines:
        if not isinstance(ln, str) or '\n' in ln or '\r' in ln:
            return 'bad line %r' % ln
        if len(ln) >= 600:
            return 'line too long (%d)' % len(ln)
    if r['class'] not in CLASSES or not r['source']:
        return 'class/source'
    if len(r['keep']) < 2:
        return 'fewer than 2 keep'
    for k in ('secrets', 'private', 'keep'):
        vals = r[k]
        if len(vals) != len(list(dict.fromkeys(vals))):
            return 'duplicate in %s' % k
        for v in vals:
            if not isinstance(v, str) or not v.strip():
                return 'empty value in %s' % k
            if not any(v in ln for ln in lines):
                return '%s value not in text: %r' % (k, v)
    sens = r['secrets'] + r['private']
    if len(sens) != len(list(dict.fromkeys(sens))):
        return 'value both secret and private'
    if not sens and r['class'] != 'lookalike':
        return 'nothing sensitive'
    for s in sens:
        for kv in r['keep']:
            if s in kv:
                return 'sensitive %r inside keep %r' % (s, kv)
    text = '\n'.join(lines)
    red = text
    for s in sorted(sens, key=lambda x: (-len(x), x)):
        red = red.replace(s, 'X')
    for kv in r['keep']:
        if kv not in red:
            return 'keep %r lost after redaction' % kv
    for s in sens:
        if s in red:
            return 'sensitive %r survives redaction' % s
    for smp in SAMPLE_STRINGS:
        if smp in text or smp.replace('.', '').replace('-', '').replace(' ', '') in text:
            return 'published sample number %r used' % smp
    for m in DOMAIN_RE.finditer(text):
        d = m.group(0).lower()
        if not any(d == p or d.endswith('.' + p) for p in PUBLIC_OK):
            return 'non-example domain %r' % d
    return None


RECS = []
CLASS_GENS = []


def rec(cls, source, secrets, private, keep, text=None, lines=None):
    r = {'kind': 'line' if lines is None else 'block'}
    if lines is None:
        r['text'] = text
    else:
        r['lines'] = lines
    r['secrets'] = list(dict.fromkeys(secrets))
    r['private'] = list(dict.fromkeys(private))
    r['keep'] = list(dict.fromkeys(keep))
    r['class'] = cls
    r['source'] = source
    return r


def build(fn, *args):
    err = None
    for _ in range(40):
        r = fn(*args)
        err = problems(r)
        if err is None:
            RECS.append(r)
            return r
    raise SystemExit('cannot build %s%r: %s' % (fn.__name__, tuple(a['code'] if isinstance(a, dict) else a for a in args), err))


# ---------------------------------------------------------------- pii_locale templates
def otp():
    return fmt('######')


def pl_ticket(L):
    p = person(L)
    t = ts_iso()
    tid = 'TCK-' + fmt('@####')
    msg = L['w']['msg'].format(name=p['name'], phone=p['phone'], addr=p['addr'])
    text = '%s INFO  [helpdesk-worker-%d] ticket=%s queue=%s-support status=NEW channel=email body="%s"' % (
        t, R.randint(1, 8), tid, L['code'].lower(), msg)
    return rec('pii_locale', 'helpdesk worker log, key=value with free-text body (logfmt convention, brandur.org/logfmt)',
               [], [p['name'], p['phone'], p['addr']], [t, tid, 'status=NEW'], text=text)


def pl_chat(L):
    p = person(L)
    w = L['w']
    cid = 'chat_' + rs(LO + DIG, 10)
    base = R.randint(7 * 3600, 20 * 3600)
    tt = []
    for _ in range(5):
        base += R.randint(5, 240)
        tt.append('%02d:%02d:%02d' % (base // 3600, base // 60 % 60, base % 60))
    t0 = tt[0]
    lines = ['[%s] system: conversation %s started (channel=webchat, locale=%s)' % (t0, cid, L['code'].lower()),
             '[%s] visitor(%s): %s: %s' % (tt[1], p['handle'], w['name'], p['name']),
             '[%s] visitor(%s): %s %s / %s %s' % (tt[2], p['handle'], w['phone'], p['intl'], w['mail'], p['email']),
             '[%s] agent#%d: %s: %s' % (tt[3], R.randint(100, 999), w['addr'], p['addr']),
             '[%s] system: conversation %s closed reason=RESOLVED' % (tt[4], cid)]
    return rec('pii_locale', 'live-chat transcript export (plain text, one message per line)', [],
               [p['handle'], p['name'], p['intl'], p['email'], p['addr']], ['[%s]' % t0, cid, 'reason=RESOLVED'], lines=lines)


def pl_email(L):
    p = person(L)
    sup = 'support@' + pick(['shop', 'kundenservice', 'help', 'care']) + '.example.com'
    case = fmt('@#####')
    mlocal = '%s.%s' % (rs(HEX, 16), fmt('@#####'))
    mid = '<%s@mx%d.example.net>' % (mlocal, R.randint(1, 9))
    t = rdt()
    wd = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][datetime.date(t[0], t[1], t[2]).weekday()]
    date = 'Date: %s, %02d %s %04d %02d:%02d:%02d +0100' % (wd, t[2], MON[t[1] - 1], t[0], t[3], t[4], t[5])
    lines = ['From: "%s" <%s>' % (p['name'], p['email']), 'To: <%s>' % sup, date,
             'Subject: [Case #%s] %s' % (case, L['w']['addr']), 'Message-ID: %s' % mid, '',
             L['w']['msg'].format(name=p['name'], phone=p['phone'], addr=p['addr']), '--', p['name'],
             '%s: %s' % (L['w']['phone'], p['intl'])]
    return rec('pii_locale', 'RFC 5322 Internet Message Format (headers + body)', [],
               [p['name'], p['email'], sup, p['phone'], p['addr'], p['intl'], mid[1:-1].split('@')[1]],
               [date, 'Case #' + case, mlocal], lines=lines)


def pl_sms(L):
    p = person(L)
    code = otp()
    t = ts_iso()
    mid = fmt('@#########')
    pd = pid()
    body = L['w']['otp'].format(otp=code)
    text = '%s sms-gw[%s]: OUT msg_id=%s to=%s route=smpp-%s status=DELIVERED dlr=DELIVRD err=000 latency=%dms text="%s"' % (
        t, pd, mid, p['intl'], L['code'].lower(), R.randint(200, 4000), body)
    return rec('pii_locale', 'SMS gateway log with SMPP delivery receipt fields (SMPP v3.4 spec, DLR stat/err)', [code],
               [pd, p['intl']], [t, 'msg_id=' + mid, 'dlr=DELIVRD', 'err=000'], text=text)


def pl_call(L):
    p = person(L)
    w = L['w']
    t = rdt()
    dur = '00:%02d:%02d' % (R.randint(1, 40), R.randint(0, 59))
    parts = ['%s: %s' % (w['name'], p['name']), '%s: %s' % (w['dob'], p['dob'])]
    priv = [p['name'], p['dob']]
    if p['nid']:
        parts.append('%s: %s' % (w['id'], p['nid']))
        priv.append(p['nid'])
    parts.append('%s %s' % (w['phone'], p['phone']))
    priv.append(p['phone'])
    R.shuffle(parts)
    text = '%s CALL inbound queue=%s agent=A-%d dur=%s disp=VERIFIED_RESOLVED note="%s"' % (
        ts_sp(t), L['code'], R.randint(100, 999), dur, '; '.join(parts))
    return rec('pii_locale', 'call-centre CDR/notes export (key=value, agent free-text note)', [], priv,
               [ts_sp(t), 'dur=' + dur, 'disp=VERIFIED_RESOLVED'], text=text)


def pl_courier(L):
    p = person(L)
    t = ts_iso()
    awb = fmt('JD0146000###########')
    text = '%s tracking=%s event=OUT_FOR_DELIVERY depot=%s-%s attempt=1 note="%s, %s, %s"' % (
        t, awb, L['code'], fmt('###'), p['addr'], p['name'], p['phone'])
    return rec('pii_locale', 'courier tracking event log (key=value, driver note free text)', [],
               [p['addr'], p['name'], p['phone']], [t, awb, 'event=OUT_FOR_DELIVERY'], text=text)


def pl_booking(L):
    p = person(L)
    w = L['w']
    pnr = rs('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)
    t = ts_sec()
    lines = ['BOOKING CONFIRMED ref=%s issued=%s' % (pnr, t), '  %s: %s' % (w['name'], p['name']),
             '  %s: %s' % (w['dob'], p['dob']), '  %s: %s' % (w['phone'], p['intl']),
             '  %s: %s' % (w['mail'], p['email']), '  segment=1 status=HK1 fare_basis=%s' % fmt('%%%##')]
    return rec('pii_locale', 'booking confirmation (PNR summary, IATA status codes HK1)', [],
               [p['name'], p['dob'], p['intl'], p['email']], ['ref=' + pnr, t, 'status=HK1'], lines=lines)


def pl_hr_csv(L):
    w = L['w']
    a = person(L)
    b = person(L, exclude=(a['name'],))
    sep = pick([';', ',', '\t']) if L['code'] not in ('DE', 'FR', 'ES', 'IT', 'PL') else ';'
    hdr = ['#', w['name'], w['dob'], w['mail']]
    rows = []
    priv = []
    use_id = a['nid'] is not None
    use_iban = a['iban'] is not None
    if use_id:
        hdr.append(w['id'])
    if use_iban:
        hdr.append('IBAN')
    hdr.append('gross')
    for i, p in enumerate((a, b)):
        row = [str(1000 + R.randint(1, 999)), p['name'], p['dob'], p['email']]
        priv += [p['name'], p['dob'], p['email']]
        if use_id:
            row.append(p['nid'])
            priv.append(p['nid'])
        if use_iban:
            row.append(p['iban'])
            priv.append(p['iban'])
        row.append('%d.%02d' % (R.randint(1800, 9000), R.randint(0, 99)))
        rows.append(sep.join(row))
    t = ts_sec()
    foot = '# exported %s rows=2 sha256=%s' % (t, sha256())
    lines = [sep.join(hdr)] + rows + [foot]
    return rec('pii_locale', 'payroll CSV export, local-language header (RFC 4180 CSV; semicolon variant)', [], priv,
               [t, 'rows=2', foot.split('sha256=')[1]], lines=lines)


def pl_crm_json(L):
    p = person(L)
    w = L['w']
    t = ts_iso()
    nid = 'note_' + rs(LO + DIG, 12)
    obj = {'ts': t, 'level': 'info', 'event': 'crm.note.created', 'note_id': nid,
           w['name']: p['name'], w['phone']: p['phone'], w['addr']: p['addr'], w['mail']: p['email']}
    text = json.dumps(obj, ensure_ascii=False)
    return rec('pii_locale', 'CRM webhook JSON log with local-language keys (RFC 8259 JSON)', [],
               [p['name'], p['phone'], p['addr'], p['email']], [t, 'crm.note.created', nid], text=text)


def pl_medical(L):
    p = person(L)
    w = L['w']
    t = ts_iso()
    appt = 'APT-' + fmt('@######')
    slot = '2024-%02d-%02dT%02d:%s' % (R.randint(1, 12), R.randint(1, 28), R.randint(8, 17), pick(['00', '15', '30', '45']))
    text = ('%s level=INFO svc=reminder-sender appt_id=%s slot=%s "%s"="%s" "%s"=%s "%s"="%s" channel=sms result=QUEUED'
            % (t, appt, slot, w['name'], p['name'], w['dob'], '"%s"' % p['dob'],
               w['phone'], p['phone']))
    return rec('pii_locale', 'medical appointment reminder sender log (logfmt key=value, quoted local keys)', [],
               [p['name'], p['dob'], p['phone']], [t, appt, 'result=QUEUED'], text=text)


def pl_psql(L):
    p = person(L)
    w = L['w']
    cols = [w['name'], w['mail'], w['phone']]
    vals = [p['name'], p['email'], p['phone']]
    widths = [max(len(a), len(b)) for a, b in zip(cols, vals)]
    rid = str(R.randint(10000, 99999))
    ms = '%d.%03d ms' % (R.randint(0, 40), R.randint(0, 999))
    lines = ['  id   | ' + ' | '.join(c.ljust(x) for c, x in zip(cols, widths)),
             '-------+-' + '-+-'.join('-' * x for x in widths),
             ' ' + rid + ' | ' + ' | '.join(v.ljust(x) for v, x in zip(vals, widths)),
             '(1 row)', '', 'Time: ' + ms]
    return rec('pii_locale', 'psql aligned result output (PostgreSQL psql docs, \\timing)', [], vals,
               ['(1 row)', 'Time: ' + ms], lines=lines)


def pl_tsv(L):
    p = person(L)
    t = ts_sec()
    st = pick(['ACTIVE', 'SUSPENDED', 'PENDING_KYC'])
    f = [p['name'], p['email'], p['phone'], p['addr'], p['dob'], st, t]
    return rec('pii_locale', 'headerless TSV result row (IANA text/tab-separated-values)', [],
               [p['name'], p['email'], p['phone'], p['addr'], p['dob']], [st, t], text='\t'.join(f))


def pl_kv_dup(L):
    p = person(L)
    w = L['w']
    t = ts_iso()
    rid = 'req_' + rs(HEX, 20)
    kv = ['%s="%s"' % (w['name'], p['name']), '%s=%s' % (w['mail'], p['email']), '%s="%s"' % (w['dob'], p['dob'])]
    priv = [p['name'], p['email'], p['dob']]
    if p['nid']:
        kv.append('%s="%s"' % (w['id'], p['nid']))
        priv.append(p['nid'])
    text = '%s WARN customer-svc request_id=%s code=E_DUPLICATE_CUSTOMER http=409 %s' % (t, rid, ' '.join(kv))
    return rec('pii_locale', 'service warning log, key=value with local-language keys', [], priv,
               [t, rid, 'code=E_DUPLICATE_CUSTOMER', 'http=409'], text=text)


def pl_payment(L):
    p = person(L)
    t = ts_iso()
    c = card()
    order = 'ORD-' + fmt('@#######')
    ref = rs(HEX, 24)
    extra = ' iban=%s' % p['iban'] if p['iban'] else ''
    text = '%s ERROR payment declined order=%s holder="%s" pan=%s%s reason=05_DO_NOT_HONOR psp_ref=%s elapsed=%dms' % (
        t, order, p['name'], c, extra, ref, R.randint(80, 2500))
    priv = [p['name'], c] + ([p['iban']] if p['iban'] else [])
    return rec('pii_locale', 'payment service error log (ISO 8583 response code 05)', [], priv,
               [t, order, 'reason=05_DO_NOT_HONOR', ref], text=text)


def pl_mysql_g(L):
    p = person(L)
    w = L['w']
    keys = ['id', w['name'], w['addr'], w['dob'], w['phone']]
    vals = [str(R.randint(100, 9999)), p['name'], p['addr'], p['dob'], p['phone']]
    width = max(len(k) for k in keys)
    sec = '0.0%d sec' % R.randint(0, 9)
    lines = ['*************************** 1. row ***************************'] + \
            ['%s: %s' % (k.rjust(width), v) for k, v in zip(keys, vals)] + ['1 row in set (%s)' % sec]
    return rec('pii_locale', 'mysql client vertical (\\G) result output (MySQL 8.0 Reference Manual, mysql client)', [],
               vals[1:], ['1. row', '1 row in set (%s)' % sec], lines=lines)


def pl_sms_inbound(L):
    p = person(L)
    t = ts_iso()
    mid = 'MO' + fmt('@#########')
    text = '%s INFO inbound-sms id=%s from=%s to=short:%s encoding=UCS2 segments=1 body="%s"' % (
        t, mid, p['phone'], fmt('@####'), L['w']['msg'].format(name=p['name'], phone=p['intl'], addr=p['addr']))
    return rec('pii_locale', 'SMS gateway mobile-originated message log (UCS-2 body, SMPP deliver_sm)', [],
               [p['phone'], p['name'], p['intl'], p['addr']], [t, mid, 'encoding=UCS2'], text=text)


def _vesc(s):
    return s.replace('\\', '\\\\').replace(',', '\\,').replace(';', '\\;')


def pl_vcard(L):
    p = person(L)
    uid = uuid4()
    t = ts_iso()
    lab = _vesc(p['addr'])
    rev = '%04d%02d%02dT%02d%02d%02dZ' % rdt()[:6]
    lines = ['%s carddav PUT /dav/addressbooks/sync/%s.vcf -> 201 Created' % (t, uid), 'BEGIN:VCARD', 'VERSION:3.0',
             'FN:%s' % _vesc(p['name']), 'TEL;TYPE=CELL:%s' % p['intl'], 'EMAIL;TYPE=INTERNET:%s' % p['email'],
             'LABEL;TYPE=HOME:%s' % lab, 'BDAY:%04d-%02d-%02d' % p['ymd'], 'REV:%s' % rev, 'UID:urn:uuid:%s' % uid, 'END:VCARD']
    return rec('pii_locale', 'vCard 3.0 contact synced over CardDAV (RFC 2426 vCard 3.0, RFC 6352 CardDAV)', [],
               [_vesc(p['name']), p['intl'], p['email'], lab, '%04d-%02d-%02d' % p['ymd']], [t, uid, 'REV:' + rev, '201 Created'], lines=lines)


def pl_ical(L):
    p = person(L)
    w = L['w']
    uid = uuid4()
    st = '2024%02d%02dT%02d%s00' % (R.randint(1, 12), R.randint(1, 28), R.randint(8, 17), pick(['00', '15', '30', '45']))
    stamp = '%04d%02d%02dT%02d%02d%02dZ' % rdt()[:6]
    loc = _vesc(p['addr'])
    lines = ['BEGIN:VEVENT', 'UID:%s@clinic.example.org' % uid, 'DTSTAMP:%s' % stamp, 'DTSTART:%s' % st, 'DURATION:PT20M',
             'SUMMARY:Appointment / %s' % w['name'], 'ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT:mailto:%s' % (p['name'], p['email']),
             'LOCATION:%s' % loc, 'DESCRIPTION:%s: %s' % (w['phone'], p['phone']), 'STATUS:CONFIRMED', 'END:VEVENT']
    return rec('pii_locale', 'medical appointment as iCalendar VEVENT (RFC 5545)', [], [p['name'], p['email'], loc, p['phone']],
               [uid, 'DTSTAMP:' + stamp, 'DTSTART:' + st, 'STATUS:CONFIRMED'], lines=lines)


PII_T = [pl_vcard, pl_ical, pl_ticket, pl_chat, pl_email, pl_sms, pl_call, pl_courier, pl_booking, pl_hr_csv, pl_crm_json,
         pl_medical, pl_psql, pl_tsv, pl_kv_dup, pl_payment, pl_mysql_g, pl_sms_inbound]


def gen_pii():
    n = 90
    for i in range(n):
        L = LOCALES[i % len(LOCALES)]
        T = PII_T[(i * 5 + i // len(LOCALES)) % len(PII_T)]
        build(T, L)


# ---------------------------------------------------------------- positional templates
def P(src, sec, priv, keep, text=None, lines=None):
    return rec('positional', src, sec, priv, keep, text=text, lines=lines)


def shell_prefix():
    t = ts_iso()
    return t, '%s audit: tty=pts/%d cmd=' % (t, R.randint(0, 9))


def po_mysql():
    t, pre = shell_prefix()
    u, p, h = user(), pw(), fqdn('db')
    text = pre + "mysql -h %s -u %s -p%s orders -e 'SELECT COUNT(*) FROM invoices WHERE status=\"open\"'" % (h, u, p)
    return P('mysql client command line, -p<password> with no space (MySQL Reference Manual, mysql client options)', [p], [h, u],
             [t, 'SELECT COUNT(*) FROM invoices WHERE status="open"'], text=text)


def po_curl_u():
    t, pre = shell_prefix()
    u, p = user(), pw()
    text = pre + 'curl -sS -u %s:%s -X POST https://ci.example.com/job/nightly/buildWithParameters?DELAY=0sec' % (u, p)
    return P('curl -u user:password (curl(1) man page)', [p], [u], [t, '/job/nightly/buildWithParameters?DELAY=0sec', '-X POST'], text=text)


def po_pg_uri():
    u, p, h = user(), pw(), fqdn('pg')
    t = ts_iso()
    text = '%s ERROR migrate: dial failed uri=postgresql://%s:%s@%s:5432/orders?sslmode=require err="FATAL: 57P03 the database system is starting up"' % (t, u, p, h)
    return P('PostgreSQL connection URI (PostgreSQL docs, libpq 34.1.1 Connection URIs)', [p], [u, h], [t, '57P03', ':5432/orders?sslmode=require'], text=text)


def po_sshpass():
    t, pre = shell_prefix()
    p, u, h = pw(), user(), ip_priv()
    text = pre + "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'systemctl restart nginx'" % (p, u, h)
    return P('sshpass -p password (sshpass(1) man page)', [p], [u, h], [t, 'StrictHostKeyChecking=no', "systemctl restart nginx"], text=text)


def po_redis_cli():
    t, pre = shell_prefix()
    p, h = pw(), ip_priv()
    text = pre + 'redis-cli -h %s -p 6380 -a %s --no-auth-warning INFO replication' % (h, p)
    return P('redis-cli -a <password> (Redis docs, redis-cli)', [p], [h], [t, '-p 6380', 'INFO replication'], text=text)


def po_mongosh():
    u, p = user(), pw()
    c = 'cluster0.%s.mongodb.example.net' % rs(LO + DIG, 5)
    t = ts_iso()
    text = '%s WARN connect retry=3 target="mongodb+srv://%s:%s@%s/analytics?retryWrites=true&w=majority" err=MongoServerSelectionError' % (t, u, p, c)
    return P('MongoDB SRV connection string (MongoDB Manual, Connection String Formats)', [p], [u, c], [t, 'retryWrites=true&w=majority', 'MongoServerSelectionError'], text=text)


def po_ftp():
    u, p = user(), pw()
    lines = ['220 (vsFTPd 3.0.5)', 'USER %s' % u, '331 Please specify the password.', 'PASS %s' % p, '230 Login successful.', 'TYPE I', '200 Switching to Binary mode.']
    return P('FTP control transcript USER/PASS (RFC 959)', [p], [u], ['331 Please specify the password.', '230 Login successful.', '220 (vsFTPd 3.0.5)'], lines=lines)


def po_smtp_auth_login():
    import base64
    u = pick(['noreply', 'alerts', 'billing']) + '@' + pick(['shop', 'corp']) + '.example.com'
    p = pw()
    bu, bp = base64.b64encode(u.encode()).decode(), base64.b64encode(p.encode()).decode()
    lines = ['250-AUTH PLAIN LOGIN', 'AUTH LOGIN', '334 VXNlcm5hbWU6', bu, '334 UGFzc3dvcmQ6', bp, '235 2.7.0 Authentication successful']
    return P('SMTP AUTH LOGIN exchange (RFC 4954; LOGIN SASL mechanism draft-murchison-sasl-login)', [bp], [bu],
             ['334 VXNlcm5hbWU6', '334 UGFzc3dvcmQ6', '235 2.7.0 Authentication successful'], lines=lines)


def po_imap():
    u, p = pick(['h.tanaka', 'olga.p', 'sven']) + '@example.org', pw()
    tag = 'a%03d' % R.randint(1, 999)
    lines = ['* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE AUTH=PLAIN] Dovecot ready.', '%s LOGIN %s "%s"' % (tag, u, p),
             '%s OK [CAPABILITY IMAP4rev1] Logged in' % tag]
    return P('IMAP LOGIN command (RFC 9051 section 6.2.3)', [p], [u], ['Dovecot ready.', '%s OK [CAPABILITY IMAP4rev1] Logged in' % tag], lines=lines)


def po_pop3():
    u, p = user(), pw()
    lines = ['+OK POP3 server ready <%d.%d@pop.example.net>' % (R.randint(1000, 9999), R.randint(10 ** 9, 2 * 10 ** 9)), 'USER %s' % u, '+OK', 'PASS %s' % p, '+OK maildrop has 2 messages (320 octets)']
    return P('POP3 USER/PASS (RFC 1939 section 7)', [p], [u], ['+OK maildrop has 2 messages (320 octets)', 'POP3 server ready'], lines=lines)


def po_net_use():
    t, pre = shell_prefix()
    s, p, u = 'FS' + fmt('0#'), pw(), pick(['CORP', 'ACME']) + '\\' + user()
    text = pre + 'net use Z: \\\\%s\\finance %s /user:%s /persistent:no' % (s, p, u)
    return P('net use \\\\server\\share password /user:domain\\user (Microsoft Learn, net use)', [p], [s, u], [t, '/persistent:no', '\\finance'], text=text)


def po_htpasswd():
    t, pre = shell_prefix()
    u, p = user(), pw()
    text = pre + 'htpasswd -b -B /etc/nginx/.htpasswd %s %s' % (u, p)
    return P('htpasswd -b passwordfile username password (Apache httpd docs, htpasswd)', [p], [u], [t, '/etc/nginx/.htpasswd', '-b -B'], text=text)


def po_docker_login():
    t, pre = shell_prefix()
    u, p = user(), pw(20)
    text = pre + 'docker login -u %s -p %s registry.example.com:5000' % (u, p)
    return P('docker login -u -p (Docker CLI reference, docker login)', [p], [u], [t, 'registry.example.com:5000', 'docker login'], text=text)


def po_git_clone():
    u, tok = user(), rs(ALNUM, 20)
    t = ts_iso()
    text = "%s [step 2/7] git clone --depth 1 https://%s:%s@git.example.com/platform/infra.git failed: exit status 128 (fatal: Authentication failed)" % (t, u, tok)
    return P('credentials in git remote URL userinfo (RFC 3986 section 3.2.1; git-clone(1))', [tok], [u],
             [t, 'exit status 128', 'fatal: Authentication failed', '/platform/infra.git'], text=text)


def po_netrc():
    h, u, p = fqdn('api'), user(), pw()
    lines = ['# ~/.netrc', 'machine %s login %s password %s' % (h, u, p), 'machine ftp.example.org login anonymous password guest@']
    return P('.netrc machine/login/password tokens (netrc(5), GNU inetutils ftp manual)', [p], [h, u], ['# ~/.netrc', 'login anonymous'], lines=lines)


def po_pgpass():
    h, u, p = fqdn('pg'), user(), pw()
    lines = ['# hostname:port:database:username:password', '%s:5432:orders:%s:%s' % (h, u, p), 'localhost:5432:*:postgres:%s' % (p[::-1])]
    return P('.pgpass file format (PostgreSQL docs, libpq 34.16 The Password File)', [p, p[::-1]], [h, u], ['# hostname:port:database:username:password', ':5432:orders:'], lines=lines)


def po_openssl():
    t, pre = shell_prefix()
    p1, p2 = pw(), pw()
    text = pre + 'openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passin pass:%s -passout pass:%s' % (p1, p2)
    return P('openssl pass:password argument (openssl-passphrase-options(1ssl))', [p1, p2], [], [t, 'openssl pkcs12 -export', '-out bundle.p12'], text=text)


def po_snmpwalk():
    t, pre = shell_prefix()
    c, h = rs(LO + DIG, 10), ip_priv()
    text = pre + 'snmpwalk -v2c -c %s %s IF-MIB::ifOperStatus' % (c, h)
    return P('snmpwalk -c community (Net-SNMP snmpcmd(1))', [c], [h], [t, 'IF-MIB::ifOperStatus', '-v2c'], text=text)


def po_jdbc_oracle():
    u, p, h = user(), pw(), fqdn('ora')
    t = ts_iso()
    text = '%s ERROR HikariPool-1 - Exception during pool initialization: jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1 ORA-12541: TNS:no listener' % (t, u, p, h)
    return P('Oracle JDBC thin URL user/password@//host:port/service (Oracle JDBC Developer\'s Guide)', [p], [u, h], [t, 'ORA-12541: TNS:no listener', 'HikariPool-1'], text=text)


def po_sqlplus():
    t, pre = shell_prefix()
    u, p, h = user(), pw(), ip_priv()
    text = pre + 'sqlplus -S %s/%s@%s:1521/ORCLPDB1 @/opt/etl/nightly.sql' % (u, p, h)
    return P('SQL*Plus logon user/password@connect_identifier (SQL*Plus User\'s Guide)', [p], [u, h], [t, ':1521/ORCLPDB1', '@/opt/etl/nightly.sql'], text=text)


def po_smbclient():
    t, pre = shell_prefix()
    h, u, p = 'nas' + fmt('0#'), user(), pw()
    text = pre + "smbclient //%s/backup -U %s%%%s -c 'ls'" % (h, u, p)
    return P('smbclient -U username%password (smbclient(1))', [p], [h, u], [t, "-c 'ls'", '/backup'], text=text)


def po_ldapsearch():
    t, pre = shell_prefix()
    p, h = pw(), fqdn('ldap')
    text = pre + 'ldapsearch -x -H ldaps://%s:636 -D "cn=admin,dc=example,dc=com" -w %s -b "ou=people,dc=example,dc=com" "(uid=*)" mail' % (h, p)
    return P('ldapsearch -w passwd (ldapsearch(1), OpenLDAP)', [p], [h], [t, '"(uid=*)"', ':636'], text=text)


def po_xfreerdp():
    t, pre = shell_prefix()
    u, p, h = user(), pw(), ip_priv()
    text = pre + 'xfreerdp /v:%s /u:%s /p:%s /cert:ignore +clipboard' % (h, u, p)
    return P('FreeRDP /u: /p: options (xfreerdp(1))', [p], [h, u], [t, '/cert:ignore', '+clipboard'], text=text)


def po_ipmitool():
    t, pre = shell_prefix()
    h, p = ip_priv(), pw(12)
    text = pre + 'ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status' % (h, p)
    return P('ipmitool -U user -P password (ipmitool(1))', [p], [h], [t, 'chassis power status', '-I lanplus'], text=text)


def po_ios_config():
    p = pw(12)
    h = 'F' + rs(HEX.upper(), 5)
    salt, hsh = rs(ALNUM + './', 4), rs(ALNUM + './', 22)
    mh = '$1$%s$%s' % (salt, hsh)
    c = rs(LO + DIG, 9)
    lines = ['hostname edge-rtr-%s' % fmt('0#'), 'enable secret 5 %s' % mh, 'username netops privilege 15 password 0 %s' % p,
             'snmp-server community %s RO 10' % c, 'ip ssh version 2', '!', 'end']
    hn = lines[0].split()[1]
    return P('Cisco IOS running-config (Cisco IOS Security Command Reference: enable secret, username, snmp-server community)',
             [mh, p, c], [hn, 'netops'], ['ip ssh version 2', 'privilege 15'], lines=lines)


def po_shadow():
    u = user()
    salt, h = rs(ALNUM + './', 16), rs(ALNUM + './', 86)
    hh = '$6$%s$%s' % (salt, h)
    text = '%s:%s:19%d:0:99999:7:::' % (u, hh, R.randint(100, 999))
    return P('/etc/shadow entry with SHA-512 crypt hash (shadow(5), crypt(5))', [hh], [u], [':0:99999:7:::', text.split(':')[2]], text=text)


def po_amqp():
    u, p, h = user(), pw(), fqdn('mq')
    t = ts_iso()
    text = '%s celery.worker.consumer ERROR consumer: Cannot connect to amqp://%s:%s@%s:5672/billing: [Errno 111] Connection refused. Trying again in 4.00 seconds...' % (t, u, p, h)
    return P('AMQP URI amqp://user:pass@host:port/vhost (RabbitMQ URI Specification)', [p], [u, h], [t, '[Errno 111] Connection refused', 'Trying again in 4.00 seconds'], text=text)


def po_keytool():
    t, pre = shell_prefix()
    p1, p2 = pw(), pw()
    text = pre + 'keytool -importkeystore -srckeystore old.jks -srcstorepass %s -destkeystore new.p12 -deststoretype PKCS12 -deststorepass %s' % (p1, p2)
    return P('keytool -srcstorepass/-deststorepass (JDK keytool documentation)', [p1, p2], [], [t, '-deststoretype PKCS12', 'keytool -importkeystore'], text=text)


def po_proxy_env():
    u, p, h = user(), pw(), ip_priv()
    t = ts_iso()
    text = '%s env dump: HTTPS_PROXY=http://%s:%s@%s:3128 NO_PROXY=localhost,127.0.0.1,.svc LANG=C.UTF-8' % (t, u, p, h)
    return P('proxy URL with userinfo in HTTPS_PROXY (curl(1) ENVIRONMENT; RFC 3986)', [p], [u, h], [t, ':3128', 'NO_PROXY=localhost,127.0.0.1,.svc'], text=text)


def po_sqlcmd():
    t, pre = shell_prefix()
    h, p = fqdn('sql'), pw()
    text = pre + 'sqlcmd -S %s,1433 -U sa -P %s -Q "SELECT @@VERSION"' % (h, p)
    return P('sqlcmd -U login_id -P password (Microsoft Learn, sqlcmd utility)', [p], [h], [t, 'SELECT @@VERSION', ',1433'], text=text)


def po_rsync_daemon():
    u, p = user(), pw()
    h = fqdn('backup')
    lines = ['$ cat /etc/rsyncd.secrets', '%s:%s' % (u, p), '$ rsync -av --password-file=/etc/rsync.pass %s@%s::nightly /srv/restore/' % (u, h),
             'sent 1,204 bytes  received 88,301,553 bytes  11,774,123.47 bytes/sec']
    return P('rsyncd secrets file user:password (rsyncd.conf(5) "secrets file")', [p], [u, h], ['sent 1,204 bytes', '::nightly', '/etc/rsyncd.secrets'], lines=lines)


POS_T = [po_mysql, po_curl_u, po_pg_uri, po_sshpass, po_redis_cli, po_mongosh, po_ftp, po_smtp_auth_login, po_imap, po_pop3,
         po_net_use, po_htpasswd, po_docker_login, po_git_clone, po_netrc, po_pgpass, po_openssl, po_snmpwalk, po_jdbc_oracle,
         po_sqlplus, po_smbclient, po_ldapsearch, po_xfreerdp, po_ipmitool, po_ios_config, po_shadow, po_amqp, po_keytool,
         po_proxy_env, po_sqlcmd, po_rsync_daemon]


def gen_positional():
    for fn in POS_T[:30]:
        build(fn)


CLASS_GENS.append(gen_positional)

# ---------------------------------------------------------------- encoded templates
import base64 as _b64
import quopri as _qp
import urllib.parse as _up
import html as _html


def E(src, sec, priv, keep, text=None, lines=None):
    return rec('encoded', src, sec, priv, keep, text=text, lines=lines)


def b64(s):
    return _b64.b64encode(s.encode('utf-8')).decode()


def pct(s):
    return _up.quote(s, safe='')


def any_person():
    return person(pick(LOCALES))


def en_json_in_json():
    p = any_person()
    pwd = pw() + '"/'
    inner = json.dumps({'email': p['email'], 'password': pwd, 'name': p['name']})
    outer = json.dumps({'ts': ts_iso(), 'level': 'debug', 'msg': 'webhook payload', 'payload': inner, 'trace_id': trace_id()})
    enc_pw = json.dumps(json.dumps(pwd))[3:-3]
    enc_name = json.dumps(json.dumps(p['name']))[3:-3]
    obj = json.loads(outer)
    return E('JSON string containing serialized JSON (RFC 8259 section 7 string escaping)', [enc_pw], [p['email'], enc_name],
             [obj['ts'], obj['trace_id'], 'webhook payload'], text=outer)


def en_form_urlencoded():
    p = any_person()
    pwd = pw() + '&='
    body = 'grant_type=password&username=%s&password=%s&client_id=web-portal' % (pct(p['email']), pct(pwd))
    t = ts_iso()
    text = '%s DEBUG oauth POST /oauth/token body="%s" status=400 error=invalid_grant' % (t, body)
    return E('application/x-www-form-urlencoded OAuth 2.0 password grant body (RFC 6749 section 4.3; WHATWG URL)', [pct(pwd)], [pct(p['email'])],
             [t, 'error=invalid_grant', 'grant_type=password', 'client_id=web-portal'], text=text)


def en_basic_header():
    u, p = user(), pw()
    blob = b64('%s:%s' % (u, p))
    t = ts_iso()
    text = '%s WARN upstream rejected credentials req_id=%s headers={"Authorization": "Basic %s", "User-Agent": "okhttp/4.12.0"} status=401' % (t, uuid4(), blob)
    rid = text.split('req_id=')[1].split()[0]
    return E('HTTP Basic authentication header base64(user:pass) (RFC 7617)', [blob], [], [t, rid, 'status=401', 'okhttp/4.12.0'], text=text)


def en_k8s_secret():
    u, p, h = user(), pw(), fqdn('pg')
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: orders-db', '  namespace: shop', 'type: Opaque', 'data:',
             '  DB_HOST: %s' % b64(h), '  DB_USER: %s' % b64(u), '  DB_PASSWORD: %s' % b64(p)]
    return E('Kubernetes Secret manifest, base64 data values (Kubernetes docs, Secrets)', [b64(p)], [b64(h), b64(u)], ['kind: Secret', 'type: Opaque'], lines=lines)


def en_dict_repr():
    p = any_person()
    key = 'sk_live_' + rs(ALNUM, 24)
    d = {'customer': p['name'], 'email': p['email'], 'api_key': key, 'retries': 3}
    t = ts_iso()
    text = '%s ERROR billing.sync failed kwargs=%r exc=HTTPError(429)' % (t, d)
    nm = repr(p['name'])[1:-1]
    return E('Python dict repr in log message (Python docs, repr / logging)', [key], [nm, p['email']], [t, 'HTTPError(429)', "'retries': 3"], text=text)


def en_xml_entities():
    p = any_person()
    pwd = pw()[:6] + '&<' + pw()[:5] + '>"'
    ep = _html.escape(pwd)
    t = ts_iso()
    text = '%s SOAP fault: <soapenv:Body><ns:Login><ns:user>%s</ns:user><ns:pass>%s</ns:pass></ns:Login></soapenv:Body> faultcode=soap:Client' % (t, _html.escape(p['email']), ep)
    return E('XML character/entity references in SOAP body (XML 1.0 section 4.6 predefined entities)', [ep], [p['email']], [t, 'faultcode=soap:Client', '<ns:Login>'], text=text)


def en_html_numeric():
    p = any_person()
    ent = ''.join('&#%d;' % ord(c) for c in p['email'])
    t = ts_iso()
    text = '%s crawler stored page fragment: <a href="mailto:%s">%s</a> http_status=200 bytes=%d' % (t, ent, _html.escape(p['name']), R.randint(1000, 90000))
    return E('HTML numeric character references obfuscating an e-mail (HTML Living Standard, character references)', [], [ent, _html.escape(p['name'])],
             [t, 'http_status=200'], text=text)


def en_quoted_printable():
    L = pick([x for x in LOCALES if x['code'] in ('DE', 'FR', 'ES', 'PL', 'SE', 'CZ', 'TR', 'HU', 'RO', 'PT')])
    p = person(L)
    pwd = pick(['Grüße', 'Ça-va', 'Señal', 'Łódź', 'Smörgås']) + fmt('####') + '!'
    qn = _qp.encodestring(p['name'].encode()).decode().strip()
    qpw = _qp.encodestring(pwd.encode()).decode().strip()
    lines = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '',
             'Hallo %s,' % qn, 'Ihr neues Passwort lautet: %s' % qpw, 'Message-Id: <%s@mail.example.com>' % rs(HEX, 20)]
    mid = lines[-1].split('<')[1].split('@')[0]
    return E('MIME quoted-printable body (RFC 2045 section 6.7)', [qpw], [qn], ['Content-Transfer-Encoding: quoted-printable', mid], lines=lines)


def en_unicode_escape():
    L = pick([x for x in LOCALES if x['code'] in ('RU', 'CN', 'JP', 'KR', 'GR', 'SA', 'IL', 'TH', 'UA', 'IR')])
    p = person(L)
    obj = {'event': 'profile.update', 'user': p['name'], 'address': p['addr'], 'at': ts_iso()}
    text = json.dumps(obj)
    en = json.dumps(p['name'])[1:-1]
    ea = json.dumps(p['addr'])[1:-1]
    return E('JSON \\uXXXX escapes of non-ASCII personal data (RFC 8259 section 7; json.dumps ensure_ascii)', [], [en, ea], ['profile.update', obj['at']], text=text)


def en_redirect_url():
    tok = rs(B64URL, 43)
    cb = 'https://app.example.com/callback?code=%s&state=%s' % (tok, rs(HEX, 16))
    t = ts_iso()
    text = '%s INFO GET /login?redirect_uri=%s 302 %dms' % (t, pct(cb), R.randint(2, 90))
    st = cb.split('state=')[1]
    return E('percent-encoded redirect_uri carrying an OAuth authorization code (RFC 6749 section 4.1.2; RFC 3986)', [tok], [], [t, ' 302 ', st], text=text)


def en_jwt():
    p = any_person()
    hdr = _b64.urlsafe_b64encode(b'{"alg":"RS256","typ":"JWT","kid":"k1"}').decode().rstrip('=')
    pl = _b64.urlsafe_b64encode(json.dumps({'sub': p['email'], 'name': p['name'], 'exp': R.randint(1700000000, 1800000000)}, ensure_ascii=False).encode()).decode().rstrip('=')
    sig = rs(B64URL, 342)
    jwt = '%s.%s.%s' % (hdr, pl, sig)
    t = ts_iso()
    text = '%s WARN authz denied path=/api/v2/admin reason=insufficient_scope token=%s' % (t, jwt)
    return E('JSON Web Token, base64url JOSE header.payload.signature (RFC 7519)', [jwt], [], [t, 'reason=insufficient_scope', '/api/v2/admin'], text=text)


def en_double_pct():
    p = any_person()
    e2 = pct(pct(p['email']))
    t = ts_iso()
    text = '%s 404 GET /unsubscribe?next=%%2Fprefs%%3Femail%%3D%s rt=%dms' % (t, e2, R.randint(1, 99))
    return E('double percent-encoding of a query parameter (RFC 3986 section 2.4)', [], [e2], [t, '/unsubscribe', '404 GET'], text=text)


def en_hex():
    pwd = pw()
    hx = pwd.encode().hex()
    t = ts_iso()
    text = '%s TRACE radius: Access-Request id=%d User-Password=0x%s NAS-Port=%d' % (t, R.randint(1, 255), hx, R.randint(1, 60))
    return E('RADIUS attribute dump with hex-encoded value (RFC 2865 section 5.2, FreeRADIUS debug output)', [hx], [], [t, 'Access-Request'], text=text)


def en_properties_escape():
    pwd = pick(['pässwört', 'contraseña', 'пароль']) + fmt('###')
    esc = pwd.encode('ascii', 'backslashreplace').decode().replace('\\x', '\\u00')
    if any(ord(c) > 255 for c in pwd):
        esc = ''.join(c if ord(c) < 128 else '\\u%04x' % ord(c) for c in pwd)
    h = fqdn('db')
    lines = ['# application.properties', 'spring.datasource.url=jdbc:postgresql://%s:5432/app' % h, 'spring.datasource.password=%s' % esc, 'server.port=8443']
    return E('Java .properties \\uXXXX escapes (java.util.Properties.load documentation)', [esc], [h], ['server.port=8443', ':5432/app'], lines=lines)


def en_go_quoted():
    pwd = pw() + '"x'
    q = json.dumps(pwd)[1:-1]
    t = ts_iso()
    text = '%s level=error msg="config reload failed" err="invalid dsn \\"user=etl password=%s sslmode=disable\\": parse error" ' % (t, q.replace('\\', '\\\\').replace('"', '\\"'))
    enc = q.replace('\\', '\\\\').replace('"', '\\"')
    return E('logfmt value containing a Go %q-quoted string (Go fmt docs; logfmt)', [enc], ['etl'], [t, 'config reload failed', 'parse error'], text=text.rstrip())


def en_sql_escape():
    L = pick([x for x in LOCALES if "'" in ''.join(n for n, _ in x['names'])])
    name = [n for n, _ in L['names'] if "'" in n][0]
    pwd = pw()[:7] + "'" + pw()[:5]
    t = ts_sp()
    text = "%s UTC [%s] LOG:  statement: INSERT INTO users(name, pw_plain) VALUES ('%s', '%s')" % (t, pid(), name.replace("'", "''"), pwd.replace("'", "''"))
    pd = re.search(r'\[(\d+)\]', text).group(1)
    return E('SQL string literal with doubled single quotes (PostgreSQL docs 4.1.2.1 String Constants)', [pwd.replace("'", "''")], [name.replace("'", "''"), pd],
             [t, 'LOG:  statement: INSERT INTO users(name, pw_plain) VALUES'], text=text)


def en_shell_escape():
    pwd = pw()[:6] + "'" + pw()[:6]
    esc = pwd.replace("'", "'\\''")
    t, pre = shell_prefix()
    text = pre + "mysql --user=backup --password='%s' -e 'FLUSH TABLES WITH READ LOCK'" % esc
    return E('POSIX shell single-quote escaping \'\\\'\' (POSIX Shell Command Language 2.2.2)', [esc], ['backup'], [t, 'FLUSH TABLES WITH READ LOCK'], text=text)


def en_mime_word():
    L = pick([x for x in LOCALES if x['code'] in ('CN', 'JP', 'KR', 'RU', 'GR', 'DE', 'PL')])
    p = person(L)
    ew = '=?UTF-8?B?%s?=' % b64(p['name'])
    t = ts_sp()
    text = '%s postfix/cleanup[%s]: %s: info: header From: %s <%s> from %s[%s]; proto=ESMTP helo=<%s>' % (
        t, pid(), rs('0123456789ABCDEF', 10), ew, p['email'], 'mail.example.org', ip_pub(), 'mail.example.org')
    pd = re.search(r'cleanup\[(\d+)\]', text).group(1)
    qid = text.split(']: ')[1].split(':')[0]
    ip = re.search(r'\[([\d.]+)\]', text).group(1)
    return E('MIME encoded-word in a From header (RFC 2047) logged by postfix header_checks INFO', [], [ew, p['email'], pd, ip, 'mail.example.org'],
             [t, qid, 'proto=ESMTP'], text=text)


def en_punycode():
    uni = pick(['müller-bau', 'bücher-kraus', 'çiçekçi-ayşe', 'señora-lópez'])
    puny = 'xn--' + uni.encode('punycode').decode()
    h = puny + '.example.com'
    t = ts_iso()
    text = '%s TLS handshake failed sni=%s alert=unknown_ca (48) peer=%s:443' % (t, h, ip_pub())
    ip = text.split('peer=')[1].split(':')[0]
    return E('IDNA punycode A-label host name (RFC 3492, RFC 5891)', [], [h, ip], [t, 'alert=unknown_ca (48)', ':443'], text=text)


def en_data_uri():
    u, p = user(), pw()
    cfg = '[client]\nuser=%s\npassword=%s\n' % (u, p)
    blob = b64(cfg)
    t = ts_iso()
    text = '%s DEBUG mounting config from data:text/plain;base64,%s mode=0400' % (t, blob)
    return E('data: URI with base64 payload holding credentials (RFC 2397)', [blob], [], [t, 'mode=0400', 'data:text/plain;base64,'], text=text)


def en_docker_config():
    u, p = user(), pw(24)
    a = b64('%s:%s' % (u, p))
    text = json.dumps({'auths': {'registry.example.com:5000': {'auth': a}}, 'credsStore': '', 'HttpHeaders': {'User-Agent': 'Docker-Client/24.0.7 (linux)'}})
    return E('Docker config.json auths.auth base64(user:pass) (Docker CLI reference, docker login)', [a], [], ['registry.example.com:5000', 'Docker-Client/24.0.7 (linux)'], text=text)


def en_cookie_pct():
    sid = 's:' + rs(B64URL, 32) + '.' + rs(B64, 43)
    enc = pct(sid)
    t = ts_iso()
    text = '%s http req method=GET path=/account status=200 cookie="connect.sid=%s; lang=de" dur=%dms' % (t, enc, R.randint(1, 200))
    return E('percent-encoded signed session cookie (express-session connect.sid; RFC 6265)', [enc], [], [t, 'path=/account', 'lang=de'], text=text)


def en_ldap_dn():
    L = pick([x for x in LOCALES if x['code'] in ('DE', 'FR', 'SE', 'ES', 'PL', 'CZ', 'FI')])
    p = person(L)
    esc = ''.join(c if ord(c) < 128 else ''.join('\\%02X' % b for b in c.encode()) for c in p['name'])
    fam = esc.split(' ')[-1]
    giv = esc.split(' ')[0]
    dn = 'cn=%s\\, %s,ou=Staff,dc=corp,dc=example,dc=com' % (fam, giv)
    t = ts_syslog()
    text = '%s ldap02 slapd[%s]: conn=%d op=3 SRCH base="%s" scope=0 deref=0 filter="(objectClass=*)"' % (t, '4120', R.randint(1000, 9999), dn)
    return E('LDAP DN with hex-escaped UTF-8 and escaped comma (RFC 4514 section 2.4)', [], ['ldap02', '4120', 'cn=%s\\, %s' % (fam, giv)], [t, 'filter="(objectClass=*)"', 'ou=Staff,dc=corp,dc=example,dc=com'], text=text)


def en_strace():
    u, p = user(), pw()
    wx = ''.join('\\x%02x' % ord(c) for c in p)
    t = '%02d:%02d:%02d.%06d' % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999999))
    lines = ['%s write(5, "USER %s\\r\\n", %d) = %d' % (t, u, len(u) + 7, len(u) + 7),
             '%s write(5, "PASS %s\\r\\n", %d) = %d' % (t, wx, len(p) + 7, len(p) + 7)]
    return E('strace -xx output with hex-escaped buffer (strace(1) -x/-xx)', [wx], [u], [t, 'write(5, "USER '], lines=lines)


def en_bytes_repr():
    L = pick([x for x in LOCALES if x['code'] in ('FR', 'ES', 'DE', 'VN', 'TR')])
    p = person(L)
    br = repr(p['name'].encode())[2:-1]
    t = ts_iso()
    text = "%s ERROR UnicodeDecodeError while exporting row: b'%s' position 4: invalid continuation byte" % (t, br)
    return E('Python bytes repr with \\xNN escapes (Python docs, bytes literals)', [], [br], [t, 'UnicodeDecodeError', 'invalid continuation byte'], text=text)


def en_otpauth():
    p = any_person()
    seed = rs(B32, 32)
    uri = 'otpauth://totp/Acme%%20VPN:%s?secret=%s&issuer=Acme%%20VPN&algorithm=SHA1&digits=6&period=30' % (pct(p['email']), seed)
    t = ts_iso()
    text = '%s DEBUG mfa.enroll qr_uri=%s enrollment_id=%s' % (t, uri, uuid4())
    eid = text.split('enrollment_id=')[1]
    return E('otpauth:// Key URI with base32 TOTP seed (Google Authenticator Key Uri Format; RFC 6238)', [seed], [pct(p['email'])], [t, eid, 'digits=6&period=30'], text=text)


def en_saml():
    p = any_person()
    assertion = '<saml:Assertion><saml:Subject><saml:NameID>%s</saml:NameID></saml:Subject><saml:AttributeValue>%s</saml:AttributeValue></saml:Assertion>' % (p['email'], _html.escape(p['name']))
    blob = b64(assertion)
    t = ts_iso()
    text = '%s sso POST /saml/acs SAMLResponse=%s... status=urn:oasis:names:tc:SAML:2.0:status:Success' % (t, blob[:200])
    return E('base64 SAMLResponse form field (SAML 2.0 HTTP-POST binding, saml-bindings-2.0-os section 3.5)', [blob[:200]], [],
             [t, 'urn:oasis:names:tc:SAML:2.0:status:Success', '/saml/acs'], text=text)


def en_pem_in_json():
    body = [rs(B64, 64) for _ in range(3)] + [rs(B64, 40) + '==']
    pem = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(body) + '\n-----END EC PRIVATE KEY-----\n'
    t = ts_iso()
    text = json.dumps({'ts': t, 'msg': 'loaded signing key', 'key_pem': pem, 'kid': rs(HEX, 16)})
    kid = json.loads(text)['kid']
    return E('PEM private key (RFC 7468) embedded as JSON string with \\n escapes', body, [], [t, kid, 'loaded signing key'], text=text)


ENC_T = [en_json_in_json, en_form_urlencoded, en_basic_header, en_k8s_secret, en_dict_repr, en_xml_entities, en_html_numeric,
         en_quoted_printable, en_unicode_escape, en_redirect_url, en_jwt, en_double_pct, en_hex, en_properties_escape, en_go_quoted,
         en_sql_escape, en_shell_escape, en_mime_word, en_punycode, en_data_uri, en_docker_config, en_cookie_pct, en_ldap_dn,
         en_strace, en_bytes_repr, en_otpauth, en_saml, en_pem_in_json]


def gen_encoded():
    for i in range(30):
        build(ENC_T[i % len(ENC_T)])


CLASS_GENS.append(gen_encoded)

# ---------------------------------------------------------------- no_key templates
def N(src, sec, priv, keep, text=None, lines=None):
    return rec('no_key', src, sec, priv, keep, text=text, lines=lines)


def tok_github():
    return pick([lambda: 'ghp_' + rs(ALNUM, 36), lambda: 'gho_' + rs(ALNUM, 36), lambda: 'ghs_' + rs(ALNUM, 36),
                 lambda: 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59)])()


VENDOR_TOKENS = [
    ('GitHub token (GitHub docs, About authentication to GitHub: token prefixes)', tok_github),
    ('GitLab personal access token glpat- (GitLab docs, Personal access tokens, token prefixes)', lambda: 'glpat-' + rs(ALNUM + '-_', 20)),
    ('Slack bot token xoxb- (Slack API docs, Token types)', lambda: 'xoxb-%s-%s-%s' % (fmt('@###########'), fmt('@############'), rs(ALNUM, 24))),
    ('Stripe secret key sk_live_ (Stripe docs, API keys)', lambda: 'sk_live_' + rs(ALNUM, 99)[:R.randint(24, 99)]),
    ('Stripe restricted key rk_live_ (Stripe docs, API keys)', lambda: 'rk_live_' + rs(ALNUM, 24)),
    ('AWS access key id AKIA (AWS IAM User Guide, access key ID prefixes)', lambda: 'AKIA' + rs(UP + '234567', 16)),
    ('Google API key AIza (Google Cloud docs, API keys)', lambda: 'AIza' + rs(ALNUM + '-_', 35)),
    ('OpenAI project key sk-proj- (OpenAI API reference, Authentication)', lambda: 'sk-proj-' + rs(ALNUM + '-_', 48)),
    ('Anthropic API key sk-ant-api03- (Anthropic API docs, authentication)', lambda: 'sk-ant-api03-' + rs(ALNUM + '-_', 93) + 'AA'),
    ('SendGrid API key SG. (Twilio SendGrid docs, API keys)', lambda: 'SG.' + rs(ALNUM + '-_', 22) + '.' + rs(ALNUM + '-_', 43)),
    ('npm access token npm_ (npm docs, About access tokens)', lambda: 'npm_' + rs(ALNUM, 36)),
    ('PyPI API token pypi- (PyPI help, API tokens)', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(B64URL, 60)),
    ('Shopify access token shpat_ (Shopify dev docs, access tokens)', lambda: 'shpat_' + rs(HEX, 32)),
    ('DigitalOcean token dop_v1_ (DigitalOcean docs, personal access tokens)', lambda: 'dop_v1_' + rs(HEX, 64)),
    ('HashiCorp Vault service token hvs. (Vault docs, Tokens: token prefixes)', lambda: 'hvs.' + rs(ALNUM + '_-', 24)),
    ('Databricks PAT dapi (Databricks docs, personal access tokens)', lambda: 'dapi' + rs(HEX, 32)),
    ('Postman API key PMAK- (Postman docs, API keys)', lambda: 'PMAK-' + rs(HEX, 24) + '-' + rs(HEX, 34)),
    ('Atlassian API token ATATT (Atlassian support, API tokens)', lambda: 'ATATT3xFfGF0' + rs(ALNUM + '-_', 180)[:170] + '=' + rs(HEX.upper(), 8)),
    ('Doppler service token dp.st. (Doppler docs, service tokens)', lambda: 'dp.st.prd.' + rs(ALNUM, 43)),
    ('Twilio API key SK (Twilio docs, API keys)', lambda: 'SK' + rs(HEX, 32)),
    ('Hugging Face user access token hf_ (Hugging Face Hub docs, User access tokens)', lambda: 'hf_' + rs(ALNUM, 34)),
    ('Grafana service account token glsa_ (Grafana docs, service accounts)', lambda: 'glsa_' + rs(ALNUM, 32) + '_' + rs(HEX, 8)),
    ('Linear API key lin_api_ (Linear developers docs)', lambda: 'lin_api_' + rs(ALNUM, 40)),
]


def nk_vendor(i):
    src, g = VENDOR_TOKENS[i % len(VENDOR_TOKENS)]
    tok = g()
    t = ts_iso()
    k = R.randint(0, 4)
    if k == 0:
        text = '%s ERROR deploy step "publish" failed: exit 1, last arg was %s (took %.1fs)' % (t, tok, R.uniform(0.5, 30))
        keep = [t, 'exit 1', 'publish']
    elif k == 1:
        text = '%s WARN secret scanner: committed file config/ci.env line %d contains %s commit=%s' % (t, R.randint(2, 80), tok, sha1())
        keep = [t, text.split('commit=')[1], 'config/ci.env']
    elif k == 2:
        text = '+ %s --quiet %s' % (pick(['./bin/upload', 'terraform apply -var', 'python3 sync.py', 'gh api /repos/acme/web/hooks']), tok)
        text = '%s [runner] %s' % (t, text)
        keep = [t, '--quiet']
    elif k == 3:
        text = '%s DEBUG argv=["worker", "--queue=default", "%s", "--concurrency=4"] pid=%s' % (t, tok, pid())
        keep = [t, '--queue=default', '--concurrency=4']
        return N(src, [tok], [text.split('pid=')[1]], keep, text=text)
    else:
        text = '%s INFO chat message from #ops: "use %s for now, will rotate tomorrow" msg_ts=%d.%06d' % (t, tok, R.randint(1700000000, 1730000000), R.randint(0, 999999))
        keep = [t, text.split('msg_ts=')[1]]
    return N(src, [tok], [], keep, text=text)


def nk_slack_webhook():
    path = 'T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24))
    t = ts_iso()
    text = '%s INFO notifier POST https://hooks.slack.com/services/%s -> 200 ok (%dms)' % (t, path, R.randint(50, 900))
    return N('Slack incoming webhook URL (Slack API docs, Sending messages using incoming webhooks)', [path], [], [t, '-> 200 ok', 'hooks.slack.com/services/'], text=text)


def nk_sentry_dsn():
    k = rs(HEX, 32)
    t = ts_iso()
    text = '%s sentry-sdk init dsn=https://%s@o%d.ingest.sentry.io/%d release=web@%d.%d.%d' % (t, k, R.randint(10000, 999999), R.randint(1000000, 9999999), R.randint(1, 9), R.randint(0, 30), R.randint(0, 9))
    rel = text.split('release=')[1]
    return N('Sentry DSN public key in URL userinfo (Sentry docs, Data Source Name)', [k], [], [t, rel], text=text)


def nk_telegram():
    tok = '%d:AA%s' % (R.randint(10 ** 9, 8 * 10 ** 9), rs(ALNUM + '-_', 33))
    t = ts_iso()
    text = '%s WARN httpx HTTP Request: POST https://api.telegram.org/bot%s/sendMessage "HTTP/1.1 429 Too Many Requests"' % (t, tok)
    return N('Telegram Bot API token in request path (Telegram Bot API docs, Authorizing your bot)', [tok], [], [t, '/sendMessage', 'HTTP/1.1 429 Too Many Requests'], text=text)


def nk_reset_link():
    p = any_person()
    tok = rs(B64URL, 43)
    t = ts_iso()
    text = '%s mailer sent template=password_reset to=%s link=https://account.example.com/reset/%s status=250' % (t, p['email'], tok)
    return N('password-reset link with bearer token in path (OWASP Forgot Password Cheat Sheet)', [tok], [p['email']], [t, 'template=password_reset', 'status=250'], text=text)


def nk_invite_link():
    tok = rs(ALNUM, 22)
    t = ts_iso()
    text = '%s INFO workspace %s invite created https://chat.example.org/join/%s expires_in=7d created_by=%s' % (t, fmt('W@#####'), tok, user())
    u = text.split('created_by=')[1]
    ws = text.split('workspace ')[1].split()[0]
    return N('invite link with random capability token', [tok], [u], [t, 'expires_in=7d', ws], text=text)


def nk_pem_dump():
    body = [rs(B64, 64) for _ in range(5)] + [rs(B64, 28) + '==']
    lines = ['%s ERROR tls: failed to parse private key, dumping input:' % ts_iso(), '-----BEGIN RSA PRIVATE KEY-----'] + body + ['-----END RSA PRIVATE KEY-----', 'caused by: asn1: structure error: tags don\'t match']
    return N('PEM private key armour and base64 body lines (RFC 7468)', body, [], [lines[0][:24], 'asn1: structure error', '-----BEGIN RSA PRIVATE KEY-----'], lines=lines)


def nk_bcrypt():
    u = user()
    h = '$2b$12$' + rs(ALNUM + './', 53)
    t = ts_iso()
    text = "%s DEBUG sql=\"UPDATE accounts SET pw = '%s' WHERE login = '%s'\" rows=1 dur=%dms" % (t, h, u, R.randint(1, 50))
    return N('bcrypt password hash $2b$ (OpenBSD bcrypt; crypt(5))', [h], [u], [t, 'rows=1', 'UPDATE accounts SET pw = '], text=text)


def nk_random_query():
    tok = rs(ALNUM, 40)
    t = ts_iso()
    text = '%s %s - - "GET /export/download/%s/report.csv HTTP/1.1" 200 %d' % (t, ip_pub(), tok, R.randint(1000, 90000))
    ip = text.split()[1]
    return N('unguessable download URL token in access log path (capability URL, W3C TAG "Good Practices for Capability URLs")', [tok], [ip], [t, 'report.csv HTTP/1.1" 200'], text=text)


def nk_ssh_key():
    b = 'AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(B64, 43)
    t = ts_iso()
    text = '%s cloud-init: authorized_keys += ssh-ed25519 %s %s@%s' % (t, b, user(), host('laptop'))
    u, h = text.rsplit(' ', 1)[1].split('@')
    return N('OpenSSH public key line (sshd(8) AUTHORIZED_KEYS FILE FORMAT) - key itself not secret; user@host comment is', [], [u, h], [t, b, 'ssh-ed25519'], text=text)


def gen_no_key():
    extra = [nk_slack_webhook, nk_sentry_dsn, nk_telegram, nk_reset_link, nk_invite_link, nk_pem_dump, nk_bcrypt, nk_random_query]
    for i in range(22):
        build(nk_vendor, i)
    for fn in extra:
        build(fn)


CLASS_GENS.append(gen_no_key)


# ---------------------------------------------------------------- lookalike templates
def LK(src, sec, priv, keep, text=None, lines=None):
    return rec('lookalike', src, sec, priv, keep, text=text, lines=lines)


def lk_trace_vs_apikey():
    tr, sp, key = trace_id(), span_id(), rs(HEX, 32)
    t = ts_iso()
    text = '%s INFO outbound call trace_id=%s span_id=%s url=https://api.example.com/v1/rates?apikey=%s status=200' % (t, tr, sp, key)
    return LK('W3C Trace Context ids (W3C Trace Context, traceparent) beside a 32-hex API key in query', [key], [], [t, tr, sp], text=text)


def lk_digest_vs_token():
    d, tok = sha256(), rs(HEX, 64)
    t = ts_iso()
    text = '%s pulled image registry.example.com/shop/api@sha256:%s; auth via registry token %s' % (t, d, tok)
    return LK('OCI image digest (OCI Image Spec, Descriptor digest) beside a 64-hex registry token', [tok], [], [t, 'sha256:' + d], text=text)


def lk_commit_vs_classic():
    c, tok = sha1(), rs(HEX, 40)
    t = ts_iso()
    text = '%s ci: checkout %s ok; GITHUB_OAUTH=%s (legacy 40-hex OAuth token) exported' % (t, c, tok)
    return LK('git commit SHA-1 (git docs) beside legacy 40-hex GitHub OAuth token', [tok], [], [t, c], text=text)


def lk_uuid_vs_heroku():
    rid, key = uuid4(), uuid4()
    t = ts_iso()
    text = '%s at=info method=POST path="/apps/%s/releases" request_id=%s fwd="%s" status=201 heroku_api_key=%s' % (t, 'shop-api', rid, ip_pub(), key)
    ip = text.split('fwd="')[1].split('"')[0]
    return LK('Heroku router-style request_id UUID beside a UUID-shaped Heroku API key (Heroku Dev Center)', [key], [ip], [t, rid, 'status=201'], text=text)


def lk_etag_vs_session():
    et, sid = rs(HEX, 32), rs(HEX, 32)
    t = ts_iso()
    lines = ['%s > GET /static/app.js HTTP/1.1' % t, '> Cookie: PHPSESSID=%s' % sid, '< HTTP/1.1 304 Not Modified', '< ETag: "%s"' % et]
    return LK('HTTP ETag (RFC 9110 section 8.8.3) beside a PHP session id cookie (PHP session docs)', [sid], [], ['"%s"' % et, '304 Not Modified', t], lines=lines)


def lk_md5_vs_password_hash():
    md5, pwh = rs(HEX, 32), rs(HEX, 32)
    u = user()
    t = ts_iso()
    text = '%s backup verify file=/var/backups/users.sql md5=%s OK; row: login=%s pass_md5=%s' % (t, md5, u, pwh)
    return LK('file checksum md5 beside an unsalted MD5 password hash in a dumped row', [pwh], [u], [t, md5, 'OK'], text=text)


def lk_reqid_vs_otp():
    rid = fmt('######')
    code = fmt('######')
    t = ts_iso()
    text = '%s sms verify attempt=%d req=%s code=%s result=MATCH' % (t, R.randint(1, 3), rid, code)
    return LK('numeric request id beside a six-digit OTP of the same shape', [code], [], [t, 'req=' + rid, 'result=MATCH'], text=text)


def lk_b64_nonce_vs_secret():
    nonce, sec = rs(B64, 22) + '==', rs(B64, 22) + '=='
    t = ts_iso()
    text = '%s websocket upgrade Sec-WebSocket-Key: %s client_secret: %s 101 Switching Protocols' % (t, nonce, sec)
    return LK('Sec-WebSocket-Key nonce (RFC 6455 section 4.1) beside a same-length base64 client secret', [sec], [], [t, nonce, '101 Switching Protocols'], text=text)


def lk_xray_vs_awssecret():
    xr = '1-%s-%s' % (rs(HEX, 8), rs(HEX, 24))
    sk = rs(ALNUM + '+/', 40)
    ak = 'AKIA' + rs(UP + '234567', 16)
    t = ts_iso()
    text = '%s X-Amzn-Trace-Id: Root=%s; signing with %s / %s' % (t, xr, ak, sk)
    return LK('AWS X-Ray trace id (AWS X-Ray docs, tracing header) beside access key id and 40-char secret key', [ak, sk], [], [t, 'Root=' + xr], text=text)


def lk_sha256_sri_vs_key():
    sri = 'sha384-' + rs(B64, 64)
    k = rs(B64, 64)
    t = ts_iso()
    text = '%s csp report: script integrity=%s blocked; inline config had webhook_signing_secret=whsec_%s' % (t, sri, k)
    return LK('Subresource Integrity hash (W3C SRI) beside Stripe webhook signing secret whsec_', ['whsec_' + k], [], [t, sri, 'blocked'], text=text)


def lk_ulid_vs_token():
    ul = '01' + rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)
    tok = rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)
    t = ts_iso()
    text = '%s order %s created; payment link token %s' % (t, ul, tok)
    return LK('ULID order id (ULID spec) beside a 26-char Crockford base32 bearer token', [tok], [], [t, ul, 'created'], text=text)


def lk_span_vs_apikey_header():
    tp = '00-%s-%s-01' % (trace_id(), span_id())
    key = rs(HEX, 32)
    t = ts_iso()
    lines = ['%s -> POST /v3/mail/send' % t, 'traceparent: %s' % tp, 'x-request-id: %s' % uuid4(), 'api-key: %s' % key, '<- 202 Accepted']
    rid = lines[2].split(': ')[1]
    return LK('W3C traceparent header beside 32-hex api-key header', [key], [], [tp, rid, '202 Accepted'], lines=lines)


def lk_gpg_fpr_vs_seed():
    fp = rs(HEX.upper(), 40)
    seed = rs(B32, 32)
    t = ts_iso()
    text = '%s release signed by key %s; 2FA backup seed for release bot: %s' % (t, fp, seed)
    return LK('OpenPGP v4 fingerprint (RFC 4880 section 12.2) beside a base32 TOTP seed', [seed], [], [t, fp], text=text)


def lk_git_tree_vs_pat():
    c = sha1()
    pat = 'ghp_' + rs(ALNUM, 36)
    t = ts_iso()
    text = '%s remote: Resolving deltas: 100%% (%d/%d), done. HEAD is now at %s; git push https://x-access-token:%s@github.com/acme/web.git' % (t, R.randint(10, 99), R.randint(100, 999), c[:12], pat)
    return LK('abbreviated commit id beside a GitHub classic PAT in remote URL', [pat], [], [t, c[:12], 'Resolving deltas: 100%'], text=text)


def lk_session_vs_correlation():
    corr, sess = uuid4(), uuid4()
    t = ts_iso()
    text = '%s level=info correlation_id=%s msg="login ok" Set-Cookie: sid=%s; Path=/; HttpOnly; Secure' % (t, corr, sess)
    return LK('correlation id UUID beside UUID session cookie (RFC 6265 Set-Cookie)', [sess], [], [t, corr, 'HttpOnly; Secure'], text=text)


def lk_blob_etag_vs_sas():
    et = '0x8DC' + rs(HEX.upper(), 12)
    sig = pct(rs(B64, 43) + '=')
    acc = pick(['acmeprodlogs', 'shopbackups']) + fmt('##')
    t = ts_iso()
    text = '%s PUT https://%s.blob.core.windows.net/backup/db.bak?sv=2022-11-02&se=2024-12-31T00%%3A00%%3A00Z&sr=b&sp=cw&sig=%s 201 ETag: "%s" x-ms-request-id: %s' % (t, acc, sig, et, uuid4())
    rid = text.split('x-ms-request-id: ')[1]
    return LK('Azure Blob SAS URL sig parameter (Microsoft Learn, Create a service SAS) beside blob ETag and request id', [sig], [acc], [t, et, rid, 'sv=2022-11-02'], text=text)


def lk_s3_presigned():
    ak = 'AKIA' + rs(UP + '234567', 16)
    sig = rs(HEX, 64)
    b = pick(['acme-invoices', 'shop-exports']) + '-' + fmt('####')
    amz = '2024%02d%02dT%02d%02d%02dZ' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    et = rs(HEX, 32)
    t = ts_iso()
    text = '%s GET https://%s.s3.eu-west-1.amazonaws.com/2024/inv.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Feu-west-1%%2Fs3%%2Faws4_request&X-Amz-Date=%s&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=%s -> 200 ETag "%s"' % (
        t, b, ak, amz[:8], amz, sig, et)
    return LK('S3 presigned URL, SigV4 query parameters (AWS S3 docs, Authenticating Requests: Using Query Parameters) beside object ETag', [ak, sig], [b], [t, '"%s"' % et, 'X-Amz-Expires=900'], text=text)


def lk_container_digest_vs_pull_secret():
    d = sha256()
    a = b64('%s:%s' % (user(), pw()))
    t = ts_iso()
    text = '%s kubelet: Pulling image "registry.example.com/api@sha256:%s" with imagePullSecret auth=%s' % (t, d, a)
    return LK('image digest beside base64 dockerconfig auth in kubelet message', [a], [], [t, d, 'Pulling image'], text=text)


def lk_hmac_vs_checksum():
    body_sha, hmac = sha256(), sha256()
    t = ts_iso()
    text = '%s webhook recv id=%s x-hub-signature-256=sha256=%s payload_sha256=%s verified=false' % (t, uuid4(), hmac, body_sha)
    rid = text.split('id=')[1].split()[0]
    return LK('GitHub webhook HMAC signature header (GitHub docs, Validating webhook deliveries) beside payload checksum', [hmac], [], [t, rid, body_sha, 'verified=false'], text=text)


def lk_span_hex_vs_pin():
    sp = span_id()
    pin = fmt('####')
    t = ts_iso()
    text = '%s atm auth span=%s card_last4=%s pin_block=%s resp=00' % (t, sp, fmt('####'), rs(HEX.upper(), 16))
    pb = text.split('pin_block=')[1].split()[0]
    return LK('hex span id beside an ISO 9564 PIN block of the same shape', [pb], [], [t, sp, 'resp=00'], text=text)


def lk_kid_vs_secret():
    kid, sec = rs(HEX, 40), rs(HEX, 40)
    t = ts_iso()
    lines = ['%s jwks rotated' % t, '{"kid": "%s", "alg": "HS256", "k_hex": "%s", "use": "sig"}' % (kid, sec)]
    return LK('JWK key id (RFC 7517 "kid") beside symmetric key material of the same shape', [sec], [], [t, kid, '"alg": "HS256"'], lines=lines)


def lk_cf_ray_vs_token():
    ray = rs(HEX, 16) + '-FRA'
    tok = rs(ALNUM + '_-', 40)
    t = ts_iso()
    text = '%s cf-ray=%s 403 WAF block; header X-Deploy-Key %s present' % (t, ray, tok)
    return LK('Cloudflare CF-RAY id (Cloudflare docs, Cloudflare HTTP headers) beside a 40-char deploy key', [tok], [], [t, ray, '403 WAF block'], text=text)


def lk_docker_id_vs_vault():
    cid = rs(HEX, 12)
    vt = 'hvs.' + rs(ALNUM, 24)
    t = ts_iso()
    text = '%s container %s exited code=137 (OOMKilled); env VAULT_TOKEN=%s' % (t, cid, vt)
    return LK('short container id beside Vault token (Vault docs, token prefixes)', [vt], [cid], [t, 'code=137 (OOMKilled)'], text=text)


def lk_build_id_vs_npm():
    bid = uuid4()
    npm = 'npm_' + rs(ALNUM, 36)
    t = ts_iso()
    text = '%s build %s: //registry.npmjs.org/:_authToken=%s written to .npmrc; integrity sha512-%s' % (t, bid, npm, rs(B64, 86) + '==')
    integ = text.split('integrity ')[1]
    return LK('npm .npmrc _authToken (npm docs, npmrc) beside build UUID and sha512 integrity', [npm], [], [t, bid, integ], text=text)


def lk_nothing_secret():
    tr, d, c, u = trace_id(), sha256(), sha1(), uuid4()
    t = ts_iso()
    text = '%s release ok commit=%s image=sha256:%s trace=%s deployment=%s' % (t, c, d, tr, u)
    return LK('identifiers only, no secret: commit, digest, trace id, UUID (negative control)', [], [], [t, c, d, tr, u], text=text)


LK_T = [lk_trace_vs_apikey, lk_digest_vs_token, lk_commit_vs_classic, lk_uuid_vs_heroku, lk_etag_vs_session, lk_md5_vs_password_hash,
        lk_reqid_vs_otp, lk_b64_nonce_vs_secret, lk_xray_vs_awssecret, lk_sha256_sri_vs_key, lk_ulid_vs_token, lk_span_vs_apikey_header,
        lk_gpg_fpr_vs_seed, lk_git_tree_vs_pat, lk_session_vs_correlation, lk_blob_etag_vs_sas, lk_s3_presigned,
        lk_container_digest_vs_pull_secret, lk_hmac_vs_checksum, lk_span_hex_vs_pin, lk_kid_vs_secret, lk_cf_ray_vs_token,
        lk_docker_id_vs_vault, lk_build_id_vs_npm, lk_nothing_secret]


def gen_lookalike():
    for fn in LK_T:
        build(fn)


CLASS_GENS.append(gen_lookalike)

# ---------------------------------------------------------------- key_unusual templates
def K(src, sec, priv, keep, text=None, lines=None):
    return rec('key_unusual', src, sec, priv, keep, text=text, lines=lines)


FOREIGN_PW_KEYS = [
    ('passwort', 'German'), ('Kennwort', 'German'), ('mot_de_passe', 'French'), ('contraseña', 'Spanish'), ('senha', 'Portuguese'),
    ('wachtwoord', 'Dutch'), ('lösenord', 'Swedish'), ('hasło', 'Polish'), ('пароль', 'Russian'), ('密码', 'Chinese'),
    ('パスワード', 'Japanese'), ('비밀번호', 'Korean'), ('şifre', 'Turkish'), ('salasana', 'Finnish'), ('jelszó', 'Hungarian'),
    ('heslo', 'Czech'), ('κωδικός', 'Greek'), ('סיסמה', 'Hebrew'), ('كلمة_المرور', 'Arabic'), ('رمز_عبور', 'Persian'),
    ('mật_khẩu', 'Vietnamese'), ('รหัสผ่าน', 'Thai'), ('kata_sandi', 'Indonesian'), ('parola', 'Italian/Romanian'), ('adgangskode', 'Danish'),
]


def ku_foreign(i):
    k, lang = FOREIGN_PW_KEYS[i]
    p = pw()
    u = user()
    t = ts_iso()
    style = i % 4
    if style == 0:
        text = '%s WARN login fehlgeschlagen benutzer=%s %s=%s code=AUTH_401 versuch=3' % (t, u, k, p) if lang == 'German' else \
            '%s WARN auth failed user=%s %s=%s code=AUTH_401 attempt=3' % (t, u, k, p)
        keep = [t, 'code=AUTH_401']
    elif style == 1:
        text = json.dumps({'time': t, 'level': 'error', 'user': u, k: p, 'code': 'E1045'}, ensure_ascii=False)
        keep = [t, 'E1045']
    elif style == 2:
        text = '%s [config] %s: "%s"  # %s key, loaded from /etc/app/local.yaml line %d' % (t, k, p, lang, R.randint(3, 90))
        keep = [t, '/etc/app/local.yaml']
        return K('%s-language password key in YAML-ish config dump' % lang, [p], [], keep, text=text)
    else:
        text = '%s DEBUG form submitted fields: login=%s&%s=%s&remember=1 -> 302' % (t, u, k, p)
        keep = [t, '-> 302', 'remember=1']
    return K('%s-language password key (%s)' % (lang, k), [p], [u], keep, text=text)


VENDOR_HEADERS = [
 ('PRIVATE-TOKEN', lambda: 'glpat-' + rs(ALNUM, 20), 'GitLab REST API PRIVATE-TOKEN header (GitLab docs, REST API authentication)'),
    ('X-Vault-Token', lambda: 'hvs.' + rs(ALNUM, 24), 'HashiCorp Vault X-Vault-Token header (Vault API docs)'),
    ('Ocp-Apim-Subscription-Key', lambda: rs(HEX, 32), 'Azure API Management subscription key header (Microsoft Learn, APIM subscriptions)'),
    ('X-Shopify-Access-Token', lambda: 'shpat_' + rs(HEX, 32), 'Shopify Admin API access token header (Shopify dev docs)'),
    ('DD-API-KEY', lambda: rs(HEX, 32), 'Datadog API key header (Datadog API reference, authentication)'),
    ('X-Goog-Api-Key', lambda: 'AIza' + rs(ALNUM + '-_', 35), 'Google APIs X-Goog-Api-Key header (Google Cloud docs, using API keys)'),
    ('Circle-Token', lambda: 'CCIPAT_' + rs(ALNUM, 22) + '_' + rs(HEX, 40), 'CircleCI API Circle-Token header (CircleCI API v2 docs)'),
    ('X-Postmark-Server-Token', uuid4, 'Postmark server token header (Postmark API docs)'),
    ('X-Auth-Token', lambda: 'gAAAAA' + rs(B64URL, 180), 'OpenStack Keystone X-Auth-Token header, Fernet token (OpenStack Identity API)'),
    ('X-RapidAPI-Key', lambda: rs(HEX, 50), 'RapidAPI key header (RapidAPI docs)'),
    ('X-Algolia-API-Key', lambda: rs(HEX, 32), 'Algolia X-Algolia-API-Key header (Algolia REST API docs)'),
    ('X-Cisco-Meraki-API-Key', lambda: rs(HEX, 40), 'Cisco Meraki Dashboard API key header (Meraki API docs)'),
]


HEADER_PATHS = ['/api/v4/projects?per_page=100', '/v1/secret/data/app', '/echo/resource?api-version=2022-08-01',
                '/admin/api/2024-01/orders.json', '/api/v1/validate', '/v1/projects/acme/locations', '/api/v2/me',
                '/email/batch', '/v3/servers/detail', '/v1/search', '/1/indexes/products/query', '/api/v1/organizations']


def ku_header(i):
    h, g, src = VENDOR_HEADERS[i]
    v = g()
    t = ts_iso()
    rid = uuid4()
    lines = ['%s http.client request id=%s' % (t, rid), '> GET %s HTTP/1.1' % HEADER_PATHS[i], '> %s: %s' % (h, v), '< HTTP/1.1 401 Unauthorized']
    return K(src, [v], [], [rid, '401 Unauthorized', t], lines=lines)


ABBREV = [
    ('pwd', 'abbreviation pwd'), ('passwd', 'abbreviation passwd'), ('pw', 'abbreviation pw'), ('psk', 'Wi-Fi pre-shared key psk (wpa_supplicant.conf(5))'),
    ('tok', 'abbreviation tok'), ('sk', 'abbreviation sk'), ('creds', 'user:password pair under creds'), ('secret_key_base', 'Rails secret_key_base (Rails guides, credentials)'),
]


def ku_abbrev(i):
    k, src = ABBREV[i]
    t = ts_iso()
    if k == 'psk':
        ss, v = pick(['ACME-Guest', 'Lager-WLAN', 'Office5G']), pw(14)
        lines = ['network={', '    ssid="%s"' % ss, '    psk="%s"' % v, '    key_mgmt=WPA-PSK', '}']
        return K(src, [v], [ss], ['key_mgmt=WPA-PSK', 'network={'], lines=lines)
    if k == 'creds':
        u, v = user(), pw()
        text = '%s job=sync-ldap creds=%s:%s target=%s result=FAILED(49)' % (t, u, v, fqdn('ldap'))
        h = text.split('target=')[1].split()[0]
        return K(src, [v], [u, h], [t, 'result=FAILED(49)', 'job=sync-ldap'], text=text)
    if k == 'secret_key_base':
        v = rs(HEX, 128)
        text = '%s boot env RAILS_ENV=production secret_key_base=%s PORT=3000 WEB_CONCURRENCY=2' % (t, v)
        return K(src, [v], [], [t, 'RAILS_ENV=production', 'PORT=3000'], text=text)
    v = pw() if k in ('pwd', 'passwd', 'pw') else rs(ALNUM, 32)
    u = user()
    text = '%s cron[%s]: (%s) CMD (/opt/bin/rotate.sh --usr %s --%s %s --keep 14)' % (t, pid(), 'root', u, k, v)
    pd = re.search(r'cron\[(\d+)\]', text).group(1)
    return K(src + ' in a cron command line (cron(8) syslog)', [v], [pd, u], [t, '--keep 14', '/opt/bin/rotate.sh'], text=text)


def ku_cookies():
    names = ['laravel_session', '_gitlab_session', 'JSESSIONID', 'ASP.NET_SessionId', '__Host-next-auth.session-token']
    lines = []
    secs = []
    t = ts_iso()
    for nm in names[:3]:
        v = rs(ALNUM, 40) if nm != 'JSESSIONID' else rs(HEX.upper(), 32)
        secs.append(v)
        lines.append('%s=%s' % (nm, v))
    text = '%s access path=/admin status=302 cookie_header="%s"' % (t, '; '.join(lines))
    return K('framework session cookie names (Laravel, GitLab, Java Servlet JSESSIONID; RFC 6265)', secs, [], [t, 'status=302', 'path=/admin'], text=text)


def gen_key_unusual():
    for i in range(10):
        build(ku_foreign, i * 2 + (1 if i % 3 == 0 else 0))
    for i in range(8):
        build(ku_header, i)
    for i in range(6):
        build(ku_abbrev, [0, 3, 4, 6, 7, 1][i])
    build(ku_cookies)


CLASS_GENS.append(gen_key_unusual)

# ---------------------------------------------------------------- infra templates
def host(prefix=None):
    return (prefix or pick(['db', 'web', 'api', 'mq', 'cache', 'batch', 'etl', 'gw'])) + '-' + pick(['prd', 'stg', 'fra', 'ams', 'sin']) + '-' + fmt('@#')


def fqdn(prefix=None):
    return host(prefix) + '.' + pick(['corp', 'prod', 'int', 'dc1']) + '.' + pick(['example.net', 'example.com', 'acme-corp.example.org'])


def user():
    return pick(['svc_', 'app_', '', '']) + pick(['jdoe', 'mkowalski', 'aturing', 'billing', 'etl_loader', 'reporting', 'hkim', 'pnovak', 'deploy', 'rsingh']) + pick(['', str(R.randint(1, 99))])


def pod(app=None):
    app = app or pick(['checkout', 'payments-api', 'orders-worker', 'search-indexer', 'auth-gateway'])
    return '%s-%s-%s' % (app, rs('bcdfghjklmnpqrstvwxz2456789', 10), rs('bcdfghjklmnpqrstvwxz2456789', 5))


def node_aws():
    ip = '10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    return 'ip-%s.%s.compute.internal' % (ip.replace('.', '-'), pick(['eu-west-1', 'us-east-2', 'ap-southeast-1']))


def acct():
    return str(R.randint(10 ** 11, 10 ** 12 - 1))


def I(src, sec, priv, keep, text=None, lines=None):
    return rec('infra', src, sec, priv, keep, text=text, lines=lines)


def in_postgres():
    t = ts_sp() + '.%03d UTC' % R.randint(0, 999)
    pd, u, ip = pid(), user(), ip_priv()
    port = str(R.randint(30000, 65000))
    text = '%s [%s] %s@orders LOG:  connection authorized: user=%s database=orders application_name=psql SSL enabled (protocol=TLSv1.3)' % (t, pd, u, u)
    text2 = '%s [%s] LOG:  connection received: host=%s port=%s' % (t, pd, ip, port)
    return I('PostgreSQL server log, log_line_prefix \'%m [%p] %q%u@%d \' (PostgreSQL docs, Error Reporting and Logging)', [],
             [pd, u, ip], [t, 'LOG:  connection authorized', 'protocol=TLSv1.3', 'port=' + port], lines=[text2, text])


def in_mysql():
    t = '2024-%02d-%02dT%02d:%02d:%02d.%06dZ' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999999))
    cid, u, ip = str(R.randint(100, 99999)), user(), ip_priv()
    text = "%s %s [Note] [MY-010914] [Server] Aborted connection %s to db: 'shop' user: '%s' host: '%s' (Got an error reading communication packets)." % (t, cid, cid, u, ip)
    return I('MySQL 8.0 error log (MySQL Reference Manual, The Error Log; error MY-010914)', [], [u, ip],
             [t, '[MY-010914]', 'Got an error reading communication packets'], text=text)


def in_haproxy():
    t = rdt()
    h, pd, cip, srv = host('lb'), pid(), ip_pub(), 'api-' + fmt('0#')
    timers = '0/0/%d/%d/%d' % (R.randint(0, 3), R.randint(5, 90), R.randint(100, 200))
    text = '%s %s haproxy[%s]: %s:%d [%02d/%s/%04d:%02d:%02d:%02d.%03d] fe_https~ be_api/%s %s 200 %d - - ---- 12/12/3/1/0 0/0 "GET /v1/orders/%d HTTP/1.1"' % (
        ts_syslog(t), h, pd, cip, R.randint(30000, 65000), t[2], MON[t[1] - 1], t[0], t[3], t[4], t[5], t[6], srv, timers, R.randint(200, 9000), R.randint(1000, 9999))
    return I('HAProxy HTTP log format (HAProxy Configuration Manual, section 8.2.3 HTTP log format)', [], [h, pd, cip, srv],
             [timers, ' 200 ', '---- 12/12/3/1/0', 'fe_https~'], text=text)


def in_nginx_err():
    pd, ip, up = pid(), ip_pub(), ip_priv()
    srv = 'shop.' + pick(['acme-retail', 'nordwind']) + '.example.com'
    conn = str(R.randint(1000, 999999))
    text = '%s [error] %s#%s: *%s connect() failed (111: Connection refused) while connecting to upstream, client: %s, server: %s, request: "GET /api/cart HTTP/1.1", upstream: "http://%s:8080/api/cart", host: "%s"' % (
        ts_sp().replace('-', '/'), pd, pd, conn, ip, srv, up, srv)
    return I('nginx error_log format (nginx docs, ngx_core_module error_log)', [], [pd, ip, srv, up],
             ['[error]', '(111: Connection refused)', 'GET /api/cart HTTP/1.1', ':8080/api/cart'], text=text)


def in_k8s_events():
    ns = pick(['shop', 'payments', 'default'])
    p1, n1 = pod(), node_aws()
    lines = ['LAST SEEN   TYPE      REASON      OBJECT                          MESSAGE',
             '%dm         Warning   BackOff     pod/%s   Back-off restarting failed container api in pod %s_%s(%s)' % (R.randint(1, 50), p1, p1, ns, uuid4()),
             '%dm         Normal    Scheduled   pod/%s   Successfully assigned %s/%s to %s' % (R.randint(1, 50), p1, ns, p1, n1)]
    u = lines[1].split('(')[1].rstrip(')')
    return I('kubectl get events output (Kubernetes docs, kubectl get events)', [], [p1, n1],
             ['BackOff', 'Back-off restarting failed container', 'Successfully assigned', u], lines=lines)


def in_kubectl_wide():
    rows = []
    priv = []
    for _ in range(2):
        p, ip, n = pod('orders-worker'), '10.244.%d.%d' % (R.randint(0, 40), R.randint(2, 254)), 'gke-prod-pool-1-' + rs(HEX, 8) + '-' + rs('abcdefghijklmnopqrstuvwxyz', 4)
        rows.append('%s   1/1     Running   %d          %dd   %s   %s   <none>           <none>' % (p, R.randint(0, 4), R.randint(1, 30), ip, n))
        priv += [p, ip, n]
    lines = ['NAME                                  READY   STATUS    RESTARTS   AGE   IP             NODE                                  NOMINATED NODE   READINESS GATES'] + rows
    return I('kubectl get pods -o wide output (Kubernetes docs, kubectl get)', [], priv, ['Running', 'READINESS GATES'], lines=lines)


def in_slurm():
    t = '[%s]' % ts_iso()[:-1]
    job = str(R.randint(100000, 9999999))
    u, uid = user(), str(R.randint(10000, 60000))
    nl = 'cn[%03d-%03d]' % ((lambda a: (a, a + 3))(R.randint(100, 400)))
    lines = ['%s sched: Allocate JobId=%s NodeList=%s #CPUs=128 Partition=gpu' % (t, job, nl),
             '%s _job_complete: JobId=%s WEXITSTATUS 0 UserId=%s(%s)' % (t, job, u, uid),
             '%s _job_complete: JobId=%s done' % (t, job)]
    return I('Slurm slurmctld log (slurm.conf SlurmctldLogFile; sched/_job_complete messages)', [], [nl, u, uid],
             ['JobId=' + job, 'WEXITSTATUS 0', 'Partition=gpu', t], lines=lines)


def in_pbs():
    t = '%02d/%02d/2024 %02d:%02d:%02d' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    job = fmt('@####')
    srv, u, ex = 'pbs-head' + fmt('0#'), user(), 'node%03d' % R.randint(1, 300)
    wt = '%02d:%02d:%02d' % (R.randint(0, 48), R.randint(0, 59), R.randint(0, 59))
    text = '%s;E;%s.%s;user=%s group=physics jobname=relax_%d queue=batch exec_host=%s/0-15 Exit_status=0 resources_used.walltime=%s' % (t, job, srv, u, R.randint(1, 99), ex, wt, )
    return I('PBS Professional accounting log record type E (PBS Professional Reference Guide, accounting log)', [], [srv, u, ex],
             [t, 'Exit_status=0', 'resources_used.walltime=' + wt], text=text)


def in_jenkins():
    agent = 'agent-linux-' + fmt('0#')
    u = pick(['Jane Doe', 'Kenji Watanabe', 'Olga Ivanova'])
    bn = str(R.randint(100, 9999))
    lines = ['Started by user %s' % u, 'Running as SYSTEM',
             'Building remotely on %s (linux docker) in workspace /home/jenkins/workspace/payments-pipeline' % agent,
             'Finished: SUCCESS']
    return I('Jenkins console output (Jenkins user docs, Pipeline console log)', [], [u, agent], ['Finished: SUCCESS', 'Running as SYSTEM'], lines=lines)


def in_gitlab_runner():
    runner, sid = 'runner-' + pick(['prod', 'ci']) + '-' + fmt('0#'), 's_' + rs(HEX, 12)
    ver = '16.%d.%d' % (R.randint(0, 11), R.randint(0, 5))
    com = rs(HEX, 8)
    lines = ['Running with gitlab-runner %s (%s)' % (ver, com), '  on %s %s, system ID: %s' % (runner, rs(ALNUM, 8), sid),
             'Preparing the "docker" executor', 'Job succeeded']
    tok = lines[1].split()[2].rstrip(',')
    return I('GitLab Runner job log header (GitLab Runner docs)', [], [runner, sid, tok], ['gitlab-runner ' + ver, com, 'Job succeeded'], lines=lines)


def in_gha():
    rn, mn = 'gha-runner-' + rs(LO + DIG, 5), 'fv-az%d-%d' % (R.randint(100, 999), R.randint(100, 999))
    ver = '2.3%02d.0' % R.randint(10, 30)
    lines = ['Current runner version: \'%s\'' % ver, 'Runner name: \'%s\'' % rn, 'Machine name: \'%s\'' % mn,
             'Runner group name: \'Default\'', '##[group]Operating System']
    return I('GitHub Actions job log "Set up job" section (GitHub Actions docs)', [], [rn, mn], [ver, '##[group]Operating System'], lines=lines)


def in_cloudtrail():
    a, ak, ip = acct(), 'AKIA' + rs(UP + '234567', 16), ip_pub()
    u = 'deploy-' + pick(['bot', 'ci', 'svc'])
    ev, rq = uuid4(), uuid4()
    obj = {'eventVersion': '1.09', 'userIdentity': {'type': 'IAMUser', 'principalId': 'AIDA' + rs(UP + '234567', 17),
           'arn': 'arn:aws:iam::%s:user/%s' % (a, u), 'accountId': a, 'accessKeyId': ak, 'userName': u},
           'eventTime': ts_sec(), 'eventSource': 's3.amazonaws.com', 'eventName': 'PutBucketPolicy', 'awsRegion': 'eu-west-1',
           'sourceIPAddress': ip, 'errorCode': 'AccessDenied', 'requestID': rq, 'eventID': ev}
    text = json.dumps(obj)
    return I('AWS CloudTrail record (AWS CloudTrail User Guide, CloudTrail record contents)', [ak],
             [a, u, ip, obj['userIdentity']['principalId']], [obj['eventTime'], 'PutBucketPolicy', 'AccessDenied', rq, ev], text=text)


def in_gcp_audit():
    proj = pick(['acme-prod', 'shop-analytics', 'ml-train']) + '-' + fmt('@####')
    ip = ip_pub()
    sa = 'ci-deployer@%s.example.com' % proj
    ins = str(R.randint(10 ** 18, 10 ** 19 - 1))
    obj = {'protoPayload': {'status': {'code': 7, 'message': 'PERMISSION_DENIED'},
           'authenticationInfo': {'principalEmail': sa}, 'requestMetadata': {'callerIp': ip},
           'serviceName': 'compute.googleapis.com', 'methodName': 'v1.compute.instances.delete',
           'resourceName': 'projects/%s/zones/europe-west4-a/instances/vm-%s' % (proj, rs(LO + DIG, 6))},
           'insertId': rs(LO + DIG, 12), 'resource': {'type': 'gce_instance', 'labels': {'instance_id': ins, 'project_id': proj}},
           'timestamp': ts_iso(), 'severity': 'ERROR'}
    vm = obj['protoPayload']['resourceName'].split('/')[-1]
    text = json.dumps(obj)
    return I('Google Cloud Audit Logs LogEntry/AuditLog (Cloud Logging docs)', [], [proj, sa, ip, ins, vm],
             ['PERMISSION_DENIED', 'v1.compute.instances.delete', obj['insertId'], obj['timestamp']], text=text)


def in_azure_activity():
    sub, rg, vm = uuid4(), 'rg-' + pick(['payments', 'crm']) + '-prod', 'vm-' + rs(LO, 4) + fmt('0#')
    cor = uuid4()
    caller = pick(['a.kowalska', 'r.mehta', 'opsbot']) + '@contoso.example.com'
    obj = {'time': ts_iso(), 'resourceId': '/subscriptions/%s/resourceGroups/%s/providers/Microsoft.Compute/virtualMachines/%s' % (sub, rg, vm),
           'operationName': 'MICROSOFT.COMPUTE/VIRTUALMACHINES/DEALLOCATE/ACTION', 'category': 'Administrative', 'resultType': 'Success',
           'correlationId': cor, 'caller': caller, 'callerIpAddress': ip_pub(), 'level': 'Information'}
    return I('Azure Monitor activity log schema (Microsoft Learn, Azure activity log event schema)', [],
             [sub, rg, vm, caller, obj['callerIpAddress']], [obj['time'], 'MICROSOFT.COMPUTE/VIRTUALMACHINES/DEALLOCATE/ACTION', cor], text=json.dumps(obj))


def in_cisco():
    h = 'core-sw-' + fmt('0#')
    src, dst = ip_priv(), ip_pub()
    seq = str(R.randint(1000, 99999))
    lines = ['%s: %s %s: %%LINEPROTO-5-UPDOWN: Line protocol on Interface GigabitEthernet1/0/%d, changed state to down' % (seq, h, ts_syslog(), R.randint(1, 48)),
             '%s: %s %s: %%SEC-6-IPACCESSLOGP: list 101 denied tcp %s(%d) -> %s(22), 1 packet' % (str(int(seq) + 1), h, ts_syslog(), src, R.randint(30000, 65000), dst)]
    return I('Cisco IOS system message format %FACILITY-SEVERITY-MNEMONIC (Cisco IOS System Message Guide)', [], [h, src, dst],
             ['%LINEPROTO-5-UPDOWN', '%SEC-6-IPACCESSLOGP', 'changed state to down'], lines=lines)


def in_junos():
    h = 'srx-edge-' + fmt('0#')
    s, d = ip_priv(), ip_pub()
    sid = str(R.randint(10 ** 6, 10 ** 8))
    text = '%s %s RT_FLOW: RT_FLOW_SESSION_CREATE: session created %s/%d->%s/443 0x0 junos-https %s/%d->%s/443 0x0 N/A N/A N/A N/A 6 trust-to-untrust trust untrust %s N/A(N/A) ge-0/0/1.0 UNKNOWN' % (
        ts_syslog(), h, s, R.randint(30000, 65000), d, s, R.randint(30000, 65000), d, sid)
    return I('Junos OS RT_FLOW_SESSION_CREATE system log message (Juniper System Log Explorer)', [], [h, s, d],
             ['RT_FLOW_SESSION_CREATE', 'junos-https', 'ge-0/0/1.0'], text=text)


def in_dhcpd():
    h = 'dhcp' + fmt('0#')
    pd, ip, m = pid(), '10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)), mac()
    cl = pick(['laptop', 'LT', 'iphone']) + '-' + pick(['mgarcia', 'tnguyen', 'pschmidt'])
    text = '%s %s dhcpd[%s]: DHCPACK on %s to %s (%s) via eth1' % (ts_syslog(), h, pd, ip, m, cl)
    return I('ISC dhcpd syslog messages (ISC DHCP dhcpd(8))', [], [h, pd, ip, m, cl], ['DHCPACK', 'via eth1'], text=text)


def in_postfix():
    h, pd, pd2 = 'mx' + fmt('@'), pid(), pid()
    qid = rs('0123456789ABCDEF', 10)
    cl, cip, u = fqdn('mail'), ip_pub(), user()
    rcpt = pick(['alice.m', 'b.schulz', 'k.tanaka']) + '@example.org'
    rip = ip_pub()
    lines = ['%s %s postfix/smtpd[%s]: %s: client=%s[%s], sasl_method=PLAIN, sasl_username=%s' % (ts_syslog(), h, pd, qid, cl, cip, u),
             '%s %s postfix/smtp[%s]: %s: to=<%s>, relay=mx.example.org[%s]:25, delay=1.2, delays=0.1/0/0.5/0.6, dsn=2.0.0, status=sent (250 2.0.0 OK)' % (ts_syslog(), h, pd2, qid, rcpt, rip)]
    return I('Postfix smtpd/smtp logging (Postfix docs, MAILLOG_README and DEBUG_README)', [], [h, pd, pd2, cl, cip, u, rcpt, rip],
             [qid, 'dsn=2.0.0', 'status=sent (250 2.0.0 OK)', 'delays=0.1/0/0.5/0.6'], lines=lines)


def in_exim():
    mid = '%s-%s-%s' % (rs(ALNUM, 6), rs(ALNUM, 6), rs(ALNUM, 2))
    snd = pick(['bob', 'h.meyer']) + '@example.com'
    hn, ip = fqdn('client'), ip_pub()
    text = '%s %s <= %s H=%s [%s] P=esmtpsa X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=no A=dovecot_plain:%s S=%d id=%s@%s' % (
        ts_sp(), mid, snd, hn, ip, snd, R.randint(1000, 90000), rs(HEX, 16), hn)
    return I('Exim main log "<=" message arrival line (Exim Specification, chapter Log files)', [], [snd, hn, ip],
             [mid, 'P=esmtpsa', 'X=TLS1.3:TLS_AES_256_GCM_SHA384:256'], text=text)


def in_dovecot():
    u = pick(['maria', 'p.lefebvre', 'tanaka.y']) + '@example.com'
    rip, lip, mp = ip_pub(), ip_priv(), pid()
    text = '%s mail01 dovecot: imap-login: Login: user=<%s>, method=PLAIN, rip=%s, lip=%s, mpid=%s, TLS, session=<%s>' % (
        ts_syslog(), u, rip, lip, mp, rs(ALNUM + '+/', 16))
    return I('Dovecot login log (Dovecot docs, login_log_format_elements)', [], ['mail01', u, rip, lip, mp],
             ['imap-login: Login', 'method=PLAIN'], text=text)


def in_rabbitmq():
    t = '2024-%02d-%02d %02d:%02d:%02d.%06d+00:00' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999999))
    erl = '<0.%d.0>' % R.randint(1000, 99999)
    c, s, u = ip_priv(), ip_priv(), user()
    lines = ['%s [info] %s accepting AMQP connection %s (%s:%d -> %s:5672)' % (t, erl, erl, c, R.randint(30000, 65000), s),
             '%s [info] %s connection %s (%s:%d -> %s:5672): user \'%s\' authenticated and granted access to vhost \'/\'' % (t, erl, erl, c, R.randint(30000, 65000), s, u)]
    return I('RabbitMQ 3.x server log (RabbitMQ docs, Logging)', [], [c, s, u], [t, '[info]', erl, 'accepting AMQP connection', ':5672'], lines=lines)


def in_kafka():
    t = '[2024-%02d-%02d %02d:%02d:%02d,%03d]' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
    b = 'kafka-%d.kafka-headless.streaming.svc.cluster.local' % R.randint(0, 5)
    bid = R.randint(0, 5)
    text = '%s INFO [Controller id=%d] Newly added brokers: %d, deleted brokers: , bouncing brokers: , all live brokers: 0,1,2 endpoint=%s:9092 (kafka.controller.KafkaController)' % (t, bid, bid, b)
    return I('Apache Kafka broker log4j log (Kafka docs, broker configs / controller log)', [], [b], [t, 'kafka.controller.KafkaController', ':9092'], text=text)


def in_ceph():
    t = ts_iso()[:-1] + '+0000'
    osd = 'osd.%d' % R.randint(0, 200)
    ip = ip_priv()
    ph = 'ceph-osd-' + fmt('0#')
    text = '%s 7f%s  0 log_channel(cluster) log [WRN] : Health check failed: 1 osds down (OSD_DOWN); %s [v2:%s:6800/%s,v1:%s:6801/%s] on host %s' % (
        t, rs(HEX, 10), osd, ip, pid(), ip, pid(), ph)
    pids = re.findall(r':680[01]/(\d+)', text)
    return I('Ceph cluster log (Ceph docs, health checks OSD_DOWN)', [], [ip, ph] + pids, [t, 'log [WRN]', '(OSD_DOWN)', osd], text=text)


def in_nfs():
    f = fqdn('filer')
    text = '%s %s kernel: [%d.%06d] nfs: server %s not responding, still trying' % (ts_syslog(), host('batch'), R.randint(1000, 999999), R.randint(0, 999999), f)
    h = text.split()[3]
    return I('Linux NFS client kernel message via syslog (nfs(5))', [], [h, f], ['nfs: server', 'not responding, still trying'], text=text)


def in_win4625():
    u, d, w, ip = user(), pick(['CORP', 'ACMEHQ']), 'WKS-' + fmt('@###'), ip_priv()
    lines = ['An account failed to log on.', 'Account For Which Logon Failed:', '\tAccount Name:\t\t%s' % u, '\tAccount Domain:\t\t%s' % d,
             'Failure Information:', '\tFailure Reason:\t\tUnknown user name or bad password.', '\tStatus:\t\t\t0xC000006D', '\tSub Status:\t\t0xC000006A',
             'Network Information:', '\tWorkstation Name:\t%s' % w, '\tSource Network Address:\t%s' % ip, '\tSource Port:\t\t%d' % R.randint(30000, 65000),
             'Event ID: 4625  Logon Type: 3']
    return I('Windows Security event 4625 (Microsoft Learn, 4625(F) An account failed to log on)', [], [u, d, w, ip],
             ['0xC000006D', '0xC000006A', 'Event ID: 4625', 'Unknown user name or bad password.'], lines=lines)


def in_win4624_xml():
    u, c, ip = user(), 'WKS-' + fmt('@###'), ip_priv()
    sid = 'S-1-5-21-%d-%d-%d-%d' % (R.randint(10 ** 9, 4 * 10 ** 9), R.randint(10 ** 9, 4 * 10 ** 9), R.randint(10 ** 9, 4 * 10 ** 9), R.randint(1100, 9999))
    text = '<Event><System><EventID>4624</EventID><TimeCreated SystemTime="%s"/><Computer>%s.corp.example.com</Computer></System><EventData><Data Name="TargetUserSid">%s</Data><Data Name="TargetUserName">%s</Data><Data Name="LogonType">10</Data><Data Name="IpAddress">%s</Data></EventData></Event>' % (
        ts_iso(), c, sid, u, ip)
    return I('Windows Security event 4624 XML rendering (Microsoft Learn, 4624(S))', [], [c + '.corp.example.com', sid, u, ip],
             ['<EventID>4624</EventID>', '<Data Name="LogonType">10</Data>'], text=text)


def in_sshd():
    h, pd, u, ip = host('bastion'), pid(), user(), ip_pub()
    fp = 'SHA256:' + rs(B64, 43)
    text = '%s %s sshd[%s]: Accepted publickey for %s from %s port %d ssh2: ED25519 %s' % (ts_syslog(), h, pd, u, ip, R.randint(30000, 65000), fp)
    return I('OpenSSH sshd auth log (sshd(8), LogLevel INFO)', [], [h, pd, u, ip], ['Accepted publickey', fp, 'ssh2: ED25519'], text=text)


def in_redis():
    pd, pd2 = pid(), pid()
    t = '%02d %s 2024 %02d:%02d:%02d.%03d' % (R.randint(1, 28), pick(MON), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
    lines = ['%s:M %s * Background saving started by pid %s' % (pd, t, pd2), '%s:C %s * DB saved on disk' % (pd2, t),
             '%s:M %s * Background saving terminated with success' % (pd, t)]
    return I('Redis server log line format pid:role timestamp level (Redis docs, redis.conf loglevel)', [], [pd, pd2],
             [t, 'Background saving terminated with success', 'DB saved on disk'], lines=lines)


def in_mongo():
    ip = ip_priv()
    cid = R.randint(1000, 99999)
    obj = {'t': {'$date': ts_iso()[:-1] + '+00:00'}, 's': 'I', 'c': 'NETWORK', 'id': 22943, 'ctx': 'listener', 'msg': 'Connection accepted',
           'attr': {'remote': '%s:%d' % (ip, R.randint(30000, 65000)), 'uuid': uuid4(), 'connectionId': cid, 'connectionCount': R.randint(2, 400)}}
    return I('MongoDB structured log (MongoDB Manual, Log Messages, id 22943)', [], [ip],
             ['"id": 22943', 'Connection accepted', obj['attr']['uuid']], text=json.dumps(obj))


def in_apache():
    ip, u = ip_pub(), user()
    t = ts_clf()
    text = '%s - %s [%s] "GET /admin/reports?year=2024 HTTP/1.1" 403 %d "-" "Mozilla/5.0 (X11; Linux x86_64)"' % (ip, u, t, R.randint(200, 2000))
    return I('Apache httpd Combined Log Format (Apache HTTP Server docs, Log Files)', [], [ip, u], [t, '" 403 ', 'GET /admin/reports?year=2024 HTTP/1.1'], text=text)


def in_squid():
    c, up = ip_priv(), ip_priv()
    intr = 'intranet.' + pick(['corp', 'hq']) + '.example.com'
    el = str(R.randint(5, 2000))
    text = '%d.%03d %6s %s TCP_MISS/200 %d GET http://%s/wiki/Runbook - HIER_DIRECT/%s text/html' % (R.randint(1700000000, 1730000000), R.randint(0, 999), el, c, R.randint(500, 90000), intr, up)
    return I('Squid native access.log format (Squid wiki, SquidFaq/SquidLogs)', [], [c, intr, up], ['TCP_MISS/200', 'HIER_DIRECT', '/wiki/Runbook'], text=text)


def in_bind():
    c = ip_priv()
    q = fqdn('db')
    srv = ip_priv()
    text = '%s queries: info: client @0x7f%s %s#%d (%s): query: %s IN A +E(0)K (%s)' % (
        ts_sp(), rs(HEX, 9), c, R.randint(30000, 65000), q, q, srv)
    return I('BIND 9 query log (BIND 9 ARM, logging category queries)', [], [c, q, srv], ['queries: info:', 'IN A +E(0)K'], text=text)


def in_openvpn():
    cn, ip, vip = pick(['laptop-', 'client-']) + pick(['hmueller', 'sokafor', 'jpark']), ip_pub(), '10.8.%d.%d' % (R.randint(0, 3), R.randint(2, 254))
    text = '%s %s/%s:%d MULTI_sva: pool returned IPv4=%s, IPv6=(Not enabled)' % (ts_sp(), cn, ip, R.randint(30000, 65000), vip)
    return I('OpenVPN server log (openvpn(8), --ifconfig-pool)', [], [cn, ip, vip], ['MULTI_sva: pool returned', 'IPv6=(Not enabled)'], text=text)


def in_vpcflow():
    a, eni = acct(), 'eni-' + rs(HEX, 17)
    s, d = ip_priv(), ip_priv()
    st = R.randint(1700000000, 1730000000)
    text = '2 %s %s %s %s 443 %d 6 %d %d %d %d ACCEPT OK' % (a, eni, s, d, R.randint(30000, 65000), R.randint(2, 90), R.randint(100, 90000), st, st + 60)
    return I('Amazon VPC Flow Logs default format v2 (Amazon VPC User Guide, Flow log records)', [], [a, eni, s, d], ['ACCEPT OK', str(st)], text=text)


def in_elb():
    lb = 'app/%s/%s' % (pick(['shop-alb', 'api-prod']), rs(HEX, 16))
    c, t = ip_pub(), ip_priv()
    tid = 'Root=1-%s-%s' % (rs(HEX, 8), rs(HEX, 24))
    acc = acct()
    tg = 'arn:aws:elasticloadbalancing:eu-west-1:%s:targetgroup/api-tg/%s' % (acc, rs(HEX, 16))
    text = 'https %s %s %s:%d %s:8080 0.001 0.214 0.000 502 502 %d 345 "GET https://shop.example.com:443/api/cart HTTP/1.1" "curl/8.5.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 %s "%s"' % (
        ts_iso()[:-4] + '%06dZ' % R.randint(0, 999999), lb, c, R.randint(30000, 65000), t, R.randint(100, 900), tg, tid)
    return I('Application Load Balancer access log entry (Elastic Load Balancing docs, ALB access logs)', [], [lb, c, t, acc],
             [tid, '502 502', 'ECDHE-RSA-AES128-GCM-SHA256', '0.001 0.214 0.000'], text=text)


def in_k8s_audit():
    ip, p = ip_priv(), pod('payments-api')
    obj = {'kind': 'Event', 'apiVersion': 'audit.k8s.io/v1', 'level': 'Metadata', 'auditID': uuid4(), 'stage': 'ResponseComplete',
           'requestURI': '/api/v1/namespaces/payments/pods/%s/exec?command=sh&stdin=true' % p, 'verb': 'create',
           'user': {'username': 'oidc:%s@example.com' % pick(['l.fischer', 'a.rossi']), 'groups': ['system:authenticated']},
           'sourceIPs': [ip], 'responseStatus': {'code': 101}, 'requestReceivedTimestamp': ts_iso()}
    un = obj['user']['username'][5:]
    return I('Kubernetes audit event audit.k8s.io/v1 (Kubernetes docs, Auditing)', [], [p, un, ip],
             [obj['auditID'], 'ResponseComplete', '"code": 101', obj['requestReceivedTimestamp']], text=json.dumps(obj))


def in_containerd():
    cid = rs(HEX, 64)
    p = pod('search-indexer')
    t = ts_iso()
    text = 'time="%s" level=info msg="StartContainer for \\"%s\\" returns successfully" container=indexer pod=%s namespace=search' % (t, cid, p)
    return I('containerd CRI plugin log (logrus text formatter)', [], [p], [t, 'returns successfully', 'level=info', cid], text=text)


def in_zookeeper():
    t = '%s,%03d' % (ts_sp(), R.randint(0, 999))
    ip = ip_priv()
    sid = '0x%s' % rs(HEX, 16)
    text = '%s [myid:%d] - INFO  [NIOWorkerThread-%d:ZooKeeperServer@%d] - Established session %s with negotiated timeout 40000 for client /%s:%d' % (
        t, R.randint(1, 5), R.randint(1, 16), R.randint(600, 1200), sid, ip, R.randint(30000, 65000))
    return I('Apache ZooKeeper server log4j output (ZooKeeper Administrator\'s Guide)', [], [ip], [t, 'Established session', 'negotiated timeout 40000'], text=text)


def in_lsf():
    rows, priv = [], []
    for _ in range(2):
        u, fh, eh = user(), 'login' + fmt('0#'), '%d*hpc-c%03d' % (R.randint(1, 64), R.randint(1, 500))
        rows.append('%-7s %-8s RUN   normal     %-10s %-16s relax_%d   %s %2d %02d:%02d' % (fmt('@#####'), u, fh, eh, R.randint(1, 99), pick(MON), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59)))
        priv += [u, fh, eh.split('*')[1]]
    lines = ['JOBID   USER     STAT  QUEUE      FROM_HOST  EXEC_HOST        JOB_NAME   SUBMIT_TIME'] + rows
    return I('IBM Spectrum LSF bjobs default output (IBM docs, bjobs)', [], priv, ['RUN   normal', 'SUBMIT_TIME'], lines=lines)


def in_oracle_listener():
    t = '%02d-%s-2024 %02d:%02d:%02d' % (R.randint(1, 28), pick(MON).upper(), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    h, u, ip = 'wks-' + fmt('0##'), user(), ip_priv()
    text = '%s * (CONNECT_DATA=(SERVICE_NAME=ORCLPDB1)(CID=(PROGRAM=sqlplus)(HOST=%s)(USER=%s))) * (ADDRESS=(PROTOCOL=tcp)(HOST=%s)(PORT=%d)) * establish * ORCLPDB1 * 0' % (
        t, h, u, ip, R.randint(30000, 65000))
    return I('Oracle Net listener.log connect record (Oracle Net Services Administrator\'s Guide)', [], [h, u, ip], [t, 'SERVICE_NAME=ORCLPDB1', '* establish *'], text=text)


def in_mssql():
    t = ts_sp() + '.%02d' % R.randint(0, 99)
    u, ip = user(), ip_priv()
    lines = ['%s Logon       Error: 18456, Severity: 14, State: 8.' % t,
             '%s Logon       Login failed for user \'%s\'. Reason: Password did not match that for the login provided. [CLIENT: %s]' % (t, u, ip)]
    return I('SQL Server error log, error 18456 (Microsoft Learn, MSSQLSERVER_18456)', [], [u, ip], ['Error: 18456, Severity: 14, State: 8.', t], lines=lines)


def in_cassandra():
    t = '%s,%03d' % (ts_sp(), R.randint(0, 999))
    ip = ip_priv()
    text = 'INFO  [GossipStage:1] %s Gossiper.java:%d - Node /%s:7000 is now part of the cluster' % (t, R.randint(1000, 1500), ip)
    return I('Apache Cassandra system.log (Cassandra docs, logging)', [], [ip], [t, 'is now part of the cluster', 'Gossiper.java'], text=text)


def in_ansible():
    h, ip = fqdn('web'), ip_priv()
    text = 'fatal: [%s]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host %s port 22: Connection timed out", "unreachable": true}' % (h, ip)
    return I('Ansible playbook output, UNREACHABLE host result (Ansible docs)', [], [h, ip], ['UNREACHABLE!', 'Connection timed out', 'port 22'], text=text)


def in_es():
    t = '[%s,%03d]' % (ts_sp().replace(' ', 'T'), R.randint(0, 999))
    n1, n2, ip = 'es-data-' + fmt('0#'), 'es-data-' + fmt('1#'), ip_priv()
    nid = rs(ALNUM + '-_', 22)
    text = '%s[INFO ][o.e.c.s.MasterService    ] [%s] node-join[{%s}{%s}{%s}{%s}{%s:9300}{dimr} joining], term: %d, version: %d' % (
        t, n1, n2, nid, rs(ALNUM, 22), ip, ip, R.randint(2, 40), R.randint(100, 99999))
    return I('Elasticsearch server log, MasterService node-join (Elasticsearch Guide, logging)', [], [n1, n2, ip],
             [t, 'o.e.c.s.MasterService', 'node-join'], text=text)


def in_datadog():
    t = ts_sp() + ' UTC'
    h = host('k8s-node')
    text = '%s | CORE | WARN | (pkg/collector/corechecks/embed/process/process_agent.go:%d in run) | Error running check: hostname=%s ip=%s: timeout after 15s' % (t, R.randint(50, 400), h, ip_priv())
    ip = text.split('ip=')[1].split(':')[0]
    return I('Datadog Agent log format (Datadog docs, Agent log files)', [], [h, ip], [t, '| CORE | WARN |', 'timeout after 15s'], text=text)


def in_prom_alert():
    inst, node = ip_priv() + ':9100', host('k8s-node')
    fp = rs(HEX, 16)
    text = 'level=warn ts=%s caller=dispatch.go:%d component=dispatcher msg="Notify for alerts failed" num_alerts=1 alert=NodeFilesystemAlmostFull[%s] labels="{instance=\\"%s\\", job=\\"node\\", nodename=\\"%s\\", severity=\\"warning\\"}"' % (
        ts_iso(), R.randint(300, 400), fp, inst, node)
    return I('Prometheus Alertmanager logfmt log (Alertmanager docs; go-kit log)', [], [inst.split(':')[0], node],
             ['Notify for alerts failed', 'NodeFilesystemAlmostFull', fp, ':9100'], text=text)


def in_nomad():
    nn, nid = 'nomad-client-' + fmt('0#'), uuid4()
    ip = ip_priv()
    t = ts_iso()
    text = '%s [INFO]  client: node registration complete: node_name=%s node_id=%s address=%s:4647 datacenter=dc1' % (t, nn, nid, ip)
    return I('HashiCorp Nomad client agent log (Nomad docs, agent configuration log_level)', [], [nn, ip], [t, 'node registration complete', nid, ':4647'], text=text)


def in_snmptrap():
    h, ip, m = 'access-sw-' + fmt('0#'), ip_priv(), mac('.', False)
    m = m.replace(':', '')
    m = '%s.%s.%s' % (m[:4], m[4:8], m[8:12]) if '.' not in m else m
    text = '%s %s snmptrapd[%s]: <UNKNOWN> [UDP: [%s]:%d->[%s]:162]: iso.3.6.1.2.1.1.3.0 = Timeticks: (%d) iso.3.6.1.6.3.1.1.4.1.0 = OID: iso.3.6.1.6.3.1.1.5.3 ifDescr=Gi1/0/7 mac=%s' % (
        ts_syslog(), 'nms01', pid(), ip, R.randint(30000, 65000), ip_priv(), R.randint(10 ** 6, 10 ** 9), m)
    pd = re.search(r'snmptrapd\[(\d+)\]', text).group(1)
    dst = re.search(r'->\[([\d.]+)\]', text).group(1)
    return I('Net-SNMP snmptrapd default output (snmptrapd(8)); IF-MIB linkDown trap', [], ['nms01', pd, ip, dst, m],
             ['iso.3.6.1.6.3.1.1.5.3', 'ifDescr=Gi1/0/7'], text=text)


def in_proxmox_ha():
    vm, n1, n2 = str(R.randint(100, 999)), 'pve' + fmt('0#'), 'pve' + fmt('1#')
    t = ts_syslog()
    text = '%s %s pve-ha-crm[%s]: service \'vm:%s\' - migration from node \'%s\' to node \'%s\' finished (exit code 0)' % (t, n1, pid(), vm, n1, n2)
    pd = re.search(r'crm\[(\d+)\]', text).group(1)
    return I('Proxmox VE HA manager syslog (Proxmox VE Administration Guide, ha-manager)', [], [n1, n2, pd], [t, 'finished (exit code 0)', "vm:" + vm], text=text)


def in_veeam_smart():
    h = 'stor-' + fmt('0#')
    ser = rs(UP + DIG, 12)
    t = ts_syslog()
    text = '%s %s smartd[%s]: Device: /dev/sdc [SAT], %s, 5 Currently unreadable (pending) sectors, serial=%s' % (t, h, pid(), pick(['ST8000NM0055', 'WDC WUH721816ALE6L4']), ser)
    pd = re.search(r'smartd\[(\d+)\]', text).group(1)
    return I('smartmontools smartd syslog warnings (smartd(8))', [], [h, pd, ser], [t, 'Currently unreadable (pending) sectors', '/dev/sdc [SAT]'], text=text)


def in_ldap():
    conn = str(R.randint(1000, 99999))
    ip, dn = ip_priv(), 'uid=%s,ou=people,dc=example,dc=com' % pick(['kwalker', 'mlopez', 'ychen'])
    t = ts_syslog()
    lines = ['%s ldap01 slapd[%s]: conn=%s fd=%d ACCEPT from IP=%s:%d (IP=0.0.0.0:636)' % (t, '2211', conn, R.randint(10, 90), ip, R.randint(30000, 65000)),
             '%s ldap01 slapd[%s]: conn=%s op=0 BIND dn="%s" method=128' % (t, '2211', conn, dn),
             '%s ldap01 slapd[%s]: conn=%s op=0 RESULT tag=97 err=49 text=' % (t, '2211', conn)]
    return I('OpenLDAP slapd stats log (slapd.conf(5) loglevel stats)', [], ['ldap01', '2211', ip, dn], ['conn=' + conn, 'RESULT tag=97 err=49', 'method=128'], lines=lines)


INFRA_T = [in_postgres, in_mysql, in_haproxy, in_nginx_err, in_k8s_events, in_kubectl_wide, in_slurm, in_pbs, in_jenkins,
           in_gitlab_runner, in_gha, in_cloudtrail, in_gcp_audit, in_azure_activity, in_cisco, in_junos, in_dhcpd, in_postfix,
           in_exim, in_dovecot, in_rabbitmq, in_kafka, in_ceph, in_nfs, in_win4625, in_win4624_xml, in_sshd, in_redis, in_mongo,
           in_apache, in_squid, in_bind, in_openvpn, in_vpcflow, in_elb, in_k8s_audit, in_containerd, in_zookeeper, in_lsf,
           in_oracle_listener, in_mssql, in_cassandra, in_ansible, in_es, in_datadog, in_prom_alert, in_nomad, in_snmptrap,
           in_proxmox_ha, in_veeam_smart, in_ldap]


def gen_infra():
    for fn in INFRA_T[:50]:
        build(fn)


CLASS_GENS.append(gen_infra)

# (end of class templates)


# === MAIN ===
def main():
    self_test()
    gen_pii()
    for name in CLASS_GENS:
        name()
    split_r = random.Random(SEED + 1)
    dev, held = [], []
    for cls in CLASSES:
        idx = [i for i, r in enumerate(RECS) if r['class'] == cls]
        split_r.shuffle(idx)
        h = (len(idx) + 1) // 2
        dev += idx[:h]
        held += idx[h:]
    dev.sort()
    held.sort()
    for fname, ids in (('dev.jsonl', dev), ('heldout.jsonl', held)):
        with open(os.path.join(OUT, fname), 'w', encoding='utf-8', newline='\n') as f:
            for i in ids:
                f.write(json.dumps(RECS[i], ensure_ascii=False) + '\n')
    # re-read the written files and re-check every record
    seen = 0
    for fname in ('dev.jsonl', 'heldout.jsonl'):
        with open(os.path.join(OUT, fname), encoding='utf-8') as f:
            for line in f:
                r = json.loads(line)
                err = problems(r)
                if err:
                    raise SystemExit('re-check failed in %s: %s' % (fname, err))
                seen += 1
    assert seen == len(RECS)
    counts = {}
    for cls in CLASSES:
        d = sum(1 for i in dev if RECS[i]['class'] == cls)
        h = sum(1 for i in held if RECS[i]['class'] == cls)
        counts[cls] = (d, h)
    for cls in CLASSES:
        print('%-12s dev=%3d heldout=%3d total=%3d' % (cls, counts[cls][0], counts[cls][1], sum(counts[cls])))
    print('total dev=%d heldout=%d all=%d' % (len(dev), len(held), len(RECS)))
    if DISABLED:
        print('disabled schemes:', DISABLED)


if __name__ == '__main__':
    main()
