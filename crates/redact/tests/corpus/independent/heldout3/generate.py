#!/usr/bin/env python3
"""Rebuild heldout.jsonl (held-out redaction corpus #3) next to this file.

Standard library only, fixed seed: output is byte-identical on every run.
"""
import base64, hashlib, json, os, random, re, string, sys

SEED = 99173
R = random.Random(SEED)

# ---------------------------------------------------------------- primitives
B62 = string.ascii_letters + string.digits
B64 = B62 + "+/"
B64U = B62 + "-_"
HEXL = "0123456789abcdef"
CRYPT = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase

def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
def hexs(n): return rs(HEXL, n)
def HEX(n): return rs("0123456789ABCDEF", n)
def b62(n): return rs(B62, n)
def digits(n): return rs(string.digits, n)
def b64b(n):  # base64 text of n random bytes
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(n))).decode()
def b64u(n): return base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(n))).decode().rstrip("=")
def uuid4():
    h = hexs(32); h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
def pick(*a): return R.choice(a)
def pw(n=None):
    n = n or R.randint(10, 18)
    while True:
        s = rs(B62 + "!#%^*-_+=~", n)
        if s[0].isalnum() and s[-1].isalnum() and any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s
def pw_alnum(n=None): 
    n = n or R.randint(10, 18)
    while True:
        s = b62(n)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s): return s

# timestamps -----------------------------------------------------------------
MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
def tparts():
    return (2026, R.randint(1, 11), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999999))
def iso(z=True, frac=3):
    y, mo, d, h, mi, s, us = tparts()
    f = "" if frac == 0 else "." + f"{us:06d}"[:frac]
    return f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}{f}" + ("Z" if z else "+00:00")
def ts_space(frac=3, sep=","):
    y, mo, d, h, mi, s, us = tparts()
    return f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}" + (sep + f"{us:06d}"[:frac] if frac else "")
def syslog_ts():
    y, mo, d, h, mi, s, us = tparts()
    return f"{MON[mo-1]} {d:2d} {h:02d}:{mi:02d}:{s:02d}"
def clf_ts():
    y, mo, d, h, mi, s, us = tparts()
    return f"{d:02d}/{MON[mo-1]}/{y}:{h:02d}:{mi:02d}:{s:02d} +0000"
def epoch(frac=6):
    v = R.randint(1767225600, 1795000000)
    return f"{v}.{digits(frac)}" if frac else str(v)
def klog_ts():
    y, mo, d, h, mi, s, us = tparts()
    return f"{mo:02d}{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}"

# people and infrastructure ---------------------------------------------------
FIRST = ["Margarethe","Sebastián","Aleksandra","Thibault","Oluwaseun","Francesca","Kristoffer","Annelies","Bartholomew","Zhiyuan",
         "Yoshiko","Rosalind","Marcelino","Svetlana","Henrietta","Ignacio","Wilhelmina","Dmitrij","Joaquim","Priyanka",
         "Lorenzo","Evangeline","Cornelius","Hyun-woo","Gwendolyn","Rashida","Anastasia","Florentin","Siobhan","Matthias"]
LAST = ["Kowalczyk","Fernández","Lindqvist","Oyelaran","Rossignol","Vanderberg","Nakamura","Castellanos","Abernathy","Srinivasan",
        "Haugland","Petrovski","Dubrovnik","Montgomery","Schreiber","Takahashi","Villanueva","Bergström","Chowdhury","Gallagher",
        "Hofstetter","Mwangi","Papadakis","Quintero","Rasmussen","Okonkwo","Zielinski","Delacroix","Yamamoto","Pellegrini"]
def fold(s):
    import unicodedata
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
def person(): return R.choice(FIRST), R.choice(LAST)
def uname():
    f, l = person(); f = fold(f).lower().replace("-", ""); l = fold(l).lower()
    return pick(f"{f[0]}{l}{R.randint(2,99)}", f"{f}.{l}", f"{f}_{l[:4]}{R.randint(1,9)}", f"{l}{f[:2]}")
DOMS = ["example.org","mail-test.net","acme-corp.io","kundenservice.de","exemple.fr","ejemplo.es","przyklad.pl","esempio.it","voorbeeld.nl","corp.internal"]
def email(u=None):
    u = u or uname()
    return f"{u}@{R.choice(DOMS)}"
def ip_internal():
    k = R.randint(0, 2)
    if k == 0: return f"10.{R.randint(0,255)}.{R.randint(0,255)}.{R.randint(2,254)}"
    if k == 1: return f"172.{R.randint(16,31)}.{R.randint(0,255)}.{R.randint(2,254)}"
    return f"192.168.{R.randint(0,255)}.{R.randint(2,254)}"
def ip_public():
    return f"{R.choice([81,84,91,94,109,141,151,176,185,193,195,212,217])}.{R.randint(0,255)}.{R.randint(0,255)}.{R.randint(2,254)}"
WORDS = ["orders","billing","ledger","catalog","checkout","payments","search","ingest","notify","gateway","profile","invoice","auth","reports","shipping","pricing","inventory","kyc","fraud","media"]
def host():
    return pick(f"{R.choice(['prd','stg','db','app','web','edge','k8s','mq'])}-{R.choice(WORDS)}-{R.randint(1,40):02d}",
                f"{R.choice(WORDS)}{R.randint(1,9)}.{R.choice(['dc1','fra1','ams3','sgp1','use1'])}.{R.choice(['corp.internal','int.acme-corp.io','lan'])}",
                f"srv{R.randint(100,999)}-{R.choice(['ora','pg','mysql','redis','kafka','es'])}")
def fqdn_internal():
    return f"{R.choice(WORDS)}-{R.choice(['db','api','cache','mq'])}{R.randint(1,9)}.{R.choice(['prod','stage'])}.{R.choice(['corp.internal','acme-corp.local','svc.cluster.local'])}"
def pod():
    return f"{R.choice(WORDS)}-{R.choice(['api','worker','web','consumer'])}-{rs('bcdfghjklmnpqrstvwxz2456789', 10)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"
def node():
    return pick(f"ip-10-{R.randint(0,255)}-{R.randint(0,255)}-{R.randint(2,254)}.{R.choice(['ec2.internal','eu-west-1.compute.internal'])}",
                f"gke-prod-{R.choice(WORDS)}-pool-{hexs(8)}-{rs('abcdefghijklmnopqrstuvwxyz0123456789',4)}",
                f"aks-nodepool{R.randint(1,3)}-{digits(8)}-vmss{R.randint(0,30):06d}",
                f"worker-{R.randint(1,60):02d}.k8s.{R.choice(['fra','ams','sha'])}.corp.internal")
def pid6(): return str(R.randint(100000, 4194303))
def gitsha(): return hexs(40)
def traceid(): return hexs(32)
def spanid(): return hexs(16)
def digest(): return "sha256:" + hexs(64)
def ver(): return f"{R.randint(1,17)}.{R.randint(0,30)}.{R.randint(0,20)}"
def dur_ms(): return f"{R.randint(2,9000)}ms"
def ulid(): return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)
def objid(): return hexs(24)

# ---------------------------------------------------------------- check digits
def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)
def luhn_ok(s):
    s = re.sub(r"\D", "", s); tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return tot % 10 == 0
def card(sep=None):
    kind = R.choice(["visa","mc","mc2","amex","disc","jcb","cup","maestro"])
    if kind == "visa": p, n = "4", 16
    elif kind == "mc": p, n = str(R.randint(51, 55)), 16
    elif kind == "mc2": p, n = str(R.randint(2221, 2720)), 16
    elif kind == "amex": p, n = R.choice(["34","37"]), 15
    elif kind == "disc": p, n = "6011", 16
    elif kind == "jcb": p, n = str(R.randint(3528, 3589)), 16
    elif kind == "cup": p, n = "62" + str(R.randint(2126, 2925))[:2], 16
    else: p, n = R.choice(["6759","5018","5020"]), 16
    body = p + digits(n - 1 - len(p)); num = body + luhn_digit(body)
    if sep is None: sep = R.choice(["", " ", "-"])
    if not sep: return num
    if n == 15: return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i+4] for i in range(0, 16, 4))
IBAN_FMT = {"DE": "8n10n", "GB": "4a6n8n", "NL": "4a10n", "CH": "5n12c", "AT": "5n11n", "IE": "4a6n8n", "DK": "4n9n1n",
            "LU": "3n13c", "AE": "3n16n", "SA": "2n18c", "TR": "5n1n16c", "LT": "5n11n", "NO": "4n6n1n", "FI": "3n11n"}
def _fill(fmt):
    out = ""
    for cnt, t in re.findall(r"(\d+)([anc])", fmt):
        a = {"a": string.ascii_uppercase, "n": string.digits, "c": string.ascii_uppercase + string.digits}[t]
        out += rs(a, int(cnt))
    return out
def iban_check(cc, bban):
    s = bban + cc + "00"; num = "".join(str(int(ch, 36)) for ch in s)
    return f"{98 - int(num) % 97:02d}"
def iban_ok(ib):
    ib = ib.replace(" ", ""); s = ib[4:] + ib[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1
def es_dc(digs):
    w = [1,2,4,8,5,10,9,7,3,6]; v = 11 - sum(int(d)*w[i] for i, d in enumerate(digs)) % 11
    return {10: 1, 11: 0}.get(v, v)
def iban(spaced=None):
    cc = R.choice(list(IBAN_FMT) + ["ES", "FR", "BE", "ES", "FR"])
    if cc == "ES":
        bank, br, acc = digits(4), digits(4), digits(10)
        bban = bank + br + str(es_dc("00" + bank + br)) + str(es_dc(acc)) + acc
    elif cc == "FR":
        bank, br, acc = digits(5), digits(5), digits(11)
        key = 97 - ((89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97)
        bban = bank + br + acc + f"{key:02d}"
    elif cc == "BE":
        f = digits(10); c = int(f) % 97 or 97; bban = f + f"{c:02d}"
    elif cc == "NO":
        f = digits(10); w = [5,4,3,2,7,6,5,4,3,2]; r = sum(int(d)*w[i] for i, d in enumerate(f)) % 11
        if r == 1: return iban(spaced)
        bban = f + str(0 if r == 0 else 11 - r)
    elif cc == "FI":
        f = digits(13); bban = f + luhn_digit(f)
    else:
        bban = _fill(IBAN_FMT[cc])
    ib = cc + iban_check(cc, bban) + bban
    if spaced is None: spaced = R.random() < 0.5
    return " ".join(ib[i:i+4] for i in range(0, len(ib), 4)) if spaced else ib

def birth():
    return R.randint(1950, 2005), R.randint(1, 12), R.randint(1, 28)
def cn_id():
    y, m, d = birth(); area = R.choice(["110105","310115","440305","330106","510107","320102","420106","610113"])
    body = f"{area}{y}{m:02d}{d:02d}{digits(3)}"
    w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
    return body + "10X98765432"[sum(int(c)*w[i] for i, c in enumerate(body)) % 11]
def cpf(fmt=True):
    while True:
        b = [R.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1: break
    for n in (10, 11):
        s = sum(v * (n - i) for i, v in enumerate(b)); r = (s * 10) % 11; b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if fmt else s
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_gen(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar(sep=None):
    b = str(R.randint(2, 9)) + digits(10); n = b + verhoeff_gen(b)
    if sep is None: sep = R.choice(["", " ", "-"])
    return sep.join([n[:4], n[4:8], n[8:]])
def dni():
    n = R.randint(10000000, 99999999); return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
def nie():
    p = R.choice("XYZ"); n = R.randint(1000000, 9999999)
    return f"{p}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + f'{n:07d}') % 23]}"
def pesel():
    y, m, d = birth(); mm = m + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{mm:02d}{d:02d}{digits(4)}"; w = [1,3,7,9,1,3,7,9,1,3]
    return b + str((10 - sum(int(c)*w[i] for i, c in enumerate(b)) % 10) % 10)
def personnummer(long=False):
    y, m, d = birth(); b = f"{y % 100:02d}{m:02d}{d:02d}{digits(3)}"
    c = luhn_digit(b)
    return (str(y)[:2] if long else "") + f"{b[:6]}-{b[6:]}{c}"
def kr_rrn():
    y, m, d = R.randint(1950, 1999), R.randint(1, 12), R.randint(1, 28)
    b = f"{y % 100:02d}{m:02d}{d:02d}{R.choice('12')}{digits(5)}"; w = [2,3,4,5,6,7,8,9,2,3,4,5]
    c = (11 - sum(int(x)*w[i] for i, x in enumerate(b)) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"
def bsn():
    while True:
        b = digits(8)
        if b[0] == "0": continue
        s = sum(int(x)*(9 - i) for i, x in enumerate(b))
        for c in range(10):
            if (s - c) % 11 == 0: return b + str(c)
def hetu():
    y, m, d = birth(); n = R.randint(2, 899); sep = "-" if y < 2000 else "A"
    return f"{d:02d}{m:02d}{y % 100:02d}{sep}{n:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d:02d}{m:02d}{y % 100:02d}{n:03d}") % 31]
def my_number():
    b = str(R.randint(1, 9)) + digits(10); s = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5; s += p * q
    r = s % 11; c = 0 if r <= 1 else 11 - r
    return b + str(c)
TWL = dict(A=10,B=11,C=12,D=13,E=14,F=15,G=16,H=17,I=34,J=18,K=19,L=20,M=21,N=22,O=35,P=23,Q=24,R=25,S=26,T=27,U=28,V=29,W=32,X=30,Y=31,Z=33)
def tw_id():
    L = R.choice("ABCDEFGHJKLMNPQRSTUVXYWZIO"); b = R.choice("12") + digits(7); v = TWL[L]
    s = v // 10 + (v % 10) * 9 + sum(int(x) * (8 - i) for i, x in enumerate(b))
    return L + b + str((10 - s % 10) % 10)
def za_id():
    y, m, d = birth(); b = f"{y % 100:02d}{m:02d}{d:02d}{digits(4)}{R.choice('01')}8"
    return b + luhn_digit(b)
def cl_rut():
    n = R.randint(5000000, 25999999); s = 0; w = 2
    for ch in reversed(str(n)): s += int(ch) * w; w = 2 if w == 7 else w + 1
    v = 11 - s % 11; dv = {11: "0", 10: "K"}.get(v, str(v))
    return f"{n:,}".replace(",", ".") + "-" + dv
def tc_kimlik():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10; d.append(d10); d.append(sum(d) % 10)
    return "".join(map(str, d))
def nir():
    y, m, d = birth(); b = f"{R.choice('12')}{y % 100:02d}{m:02d}{R.randint(1,95):02d}{digits(3)}{digits(3)}"
    k = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"
def nino():
    return R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ") + digits(6) + R.choice("ABCD")
def ssn():
    a = R.choice([x for x in range(1, 899) if x != 666]); return f"{a:03d}-{R.randint(1,99):02d}-{R.randint(1,9999):04d}"

PHONES = {
 "DE": lambda p: (("+49 " if p else "0") + f"15{R.randint(1,9)}{R.randint(0,9)} {digits(7)}"),
 "FR": lambda p: (("+33 " if p else "0") + f"{R.choice('67')} {digits(2)} {digits(2)} {digits(2)} {digits(2)}"),
 "GB": lambda p: (("+44 " if p else "0") + f"7{digits(3)} {digits(6)}"),
 "JP": lambda p: (("+81-" if p else "0") + f"{R.choice(['90','80','70'])}-{digits(4)}-{digits(4)}"),
 "CN": lambda p: (("+86 " if p else "") + f"1{R.choice('3589')}{digits(1)} {digits(4)} {digits(4)}"),
 "IN": lambda p: (("+91 " if p else "0") + f"{R.choice('6789')}{digits(4)} {digits(5)}"),
 "BR": lambda p: (("+55 " if p else "") + f"({R.choice(['11','21','31','41','61'])}) 9{digits(4)}-{digits(4)}"),
 "ES": lambda p: (("+34 " if p else "") + f"6{digits(2)} {digits(3)} {digits(3)}"),
 "PL": lambda p: (("+48 " if p else "") + f"{R.choice('5678')}{digits(2)} {digits(3)} {digits(3)}"),
 "SE": lambda p: (("+46 " if p else "0") + f"7{R.choice('0236')}-{digits(3)} {digits(2)} {digits(2)}"),
 "KR": lambda p: (("+82-" if p else "0") + f"10-{digits(4)}-{digits(4)}"),
 "RU": lambda p: (("+7 " if p else "8 ") + f"9{digits(2)} {digits(3)}-{digits(2)}-{digits(2)}"),
 "MX": lambda p: (("+52 " if p else "") + f"55 {digits(4)} {digits(4)}"),
 "ZA": lambda p: (("+27 " if p else "0") + f"{R.choice(['71','72','82','83'])} {digits(3)} {digits(4)}"),
 "AU": lambda p: (("+61 " if p else "0") + f"4{digits(2)} {digits(3)} {digits(3)}"),
 "US": lambda p: (("+1 " if p else "") + f"({R.randint(201,989)}) {R.randint(201,989)}-{digits(4)}"),
 "TR": lambda p: (("+90 " if p else "0") + f"5{digits(2)} {digits(3)} {digits(2)} {digits(2)}"),
 "ID": lambda p: (("+62 " if p else "0") + f"8{digits(2)}-{digits(4)}-{digits(4)}"),
 "NG": lambda p: (("+234 " if p else "0") + f"80{digits(1)} {digits(3)} {digits(4)}"),
 "EG": lambda p: (("+20 " if p else "0") + f"10 {digits(4)} {digits(4)}"),
 "IT": lambda p: (("+39 " if p else "") + f"3{digits(2)} {digits(3)} {digits(4)}"),
 "NL": lambda p: (("+31 " if p else "0") + f"6 {digits(8)}"),
 "VN": lambda p: (("+84 " if p else "0") + f"9{digits(1)} {digits(3)} {digits(4)}"),
 "AR": lambda p: (("+54 9 " if p else "") + f"11 {digits(4)}-{digits(4)}"),
}
def phone(cc=None, plus=None, compact=None):
    cc = cc or R.choice(list(PHONES))
    if plus is None: plus = R.random() < 0.6
    v = PHONES[cc](plus)
    if compact is None: compact = R.random() < 0.3
    if compact: v = re.sub(r"[ ()\-]", "", v)
    return v
def e164(cc=None): return phone(cc, True, True)

# ---------------------------------------------------------------- hashes
def bcrypt(v="2b"): return f"${v}${R.choice([10,11,12,13]):02d}$" + rs(CRYPT, 53)
def argon2id(): return f"$argon2id$v=19$m={R.choice([65536,19456,47104])},t={R.choice([2,3])},p={R.choice([1,4])}${b64b(16).rstrip('=')}${b64b(32).rstrip('=')}"
def django_pbkdf2(): return f"pbkdf2_sha256${R.choice([600000,720000,870000,1000000])}${b62(22)}${b64b(32)}"
def sha512crypt(): return "$6$" + rs(CRYPT, 16) + "$" + rs(CRYPT, 86)
def sha256crypt(): return "$5$rounds=" + str(R.choice([5000, 535000])) + "$" + rs(CRYPT, 16) + "$" + rs(CRYPT, 43)
def yescrypt(): return "$y$j9T$" + rs(CRYPT, 22) + "$" + rs(CRYPT, 43)
def md5crypt(): return "$1$" + rs(CRYPT, 8) + "$" + rs(CRYPT, 22)
def mysql_native(): return "*" + HEX(40)
def mysql_sha2(): return "$A$005$" + rs(CRYPT, 20) + rs(CRYPT, 43)
def scram(): return f"SCRAM-SHA-256$4096:{b64b(16)}${b64b(32)}:{b64b(32)}"
def ssha(): return "{SSHA}" + b64b(24)
def ssha512(): return "{SSHA512}" + b64b(72)
def pkcs5s2(): return "{PKCS5S2}" + b64b(48)
def werkzeug_pbkdf2(): return f"pbkdf2:sha256:{R.choice([260000,600000])}${b62(16)}${hexs(64)}"
def werkzeug_scrypt(): return f"scrypt:32768:8:1${b62(16)}${hexs(128)}"
def passlib_scrypt(): return f"$scrypt$ln=16,r=8,p=1${b64b(16).rstrip('=')}${b64b(32).rstrip('=')}"
def pbkdf2_sha512_passlib(): return f"$pbkdf2-sha512$600000${b64b(16).rstrip('=').replace('+','.')}${b64b(64).rstrip('=').replace('+','.')}"
def phpass(): return "$P$B" + rs(CRYPT, 8) + rs(CRYPT, 22)
def drupal7(): return "$S$E" + rs(CRYPT, 8) + rs(CRYPT, 43)

# ---------------------------------------------------------------- vendor tokens
def aws_akid(): return "AKIA" + rs(string.ascii_uppercase + "234567", 16)
def aws_asia(): return "ASIA" + rs(string.ascii_uppercase + "234567", 16)
def aws_secret(): return rs(B62 + "+/", 40)
def aws_session(): return "IQoJb3JpZ2luX2Vj" + rs(B64, R.randint(300, 380)) + "="
def gh_pat(): return "ghp_" + b62(36)
def gh_fine(): return "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + b62(59)
def gh_app(): return pick("ghs_", "gho_", "ghu_") + b62(36)
def glpat(): return "glpat-" + rs(B62 + "-_", 20)
def slack_bot(): return f"xoxb-{digits(12)}-{digits(13)}-{b62(24)}"
def slack_user(): return f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hexs(32)}"
def slack_hook(): return f"https://hooks.slack.com/services/T{rs(string.ascii_uppercase+string.digits,10)}/B{rs(string.ascii_uppercase+string.digits,10)}/{b62(24)}"
def stripe_sk(): return pick("sk_live_", "rk_live_") + b62(R.choice([24, 99]))
def stripe_whsec(): return "whsec_" + b62(32)
def sendgrid(): return "SG." + b64u(16)[:22] + "." + b64u(32)[:43]
def gcp_key(): return "AIza" + rs(B62 + "-_", 35)
def ya29(): return "ya29." + rs(B62 + "-_", R.randint(120, 180))
def npm_tok(): return "npm_" + b62(36)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmc" + rs(B62 + "-_", 140)
def hf_tok(): return "hf_" + rs(string.ascii_letters, 34)
def openai_key(): return "sk-proj-" + rs(B62 + "-_", 120)
def anthropic_key(): return "sk-ant-api03-" + rs(B62 + "-_", 93) + "AA"
def jwt():
    h = base64.urlsafe_b64encode(json.dumps({"alg": pick("RS256", "HS256", "ES256"), "typ": "JWT", "kid": hexs(8)}, separators=(",", ":")).encode()).decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": digits(8), "iat": int(epoch(0)), "exp": int(epoch(0)), "scope": pick("read write", "openid profile", "admin")}, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64u(R.choice([32, 64, 256]))}"
def azure_key(): return b64b(64)
def ali_akid(): return "LTAI5t" + b62(18)
def ali_secret(): return b62(30)
def tc_secretid(): return "AKID" + b62(32)
def tc_secretkey(): return b62(32)
def hw_ak(): return rs(string.ascii_uppercase + string.digits, 20)
def hw_sk(): return b62(40)
def dd_api(): return hexs(32)
def nr_key(): return "NRAK-" + rs(string.ascii_uppercase + string.digits, 27)
def tg_bot(): return f"{R.randint(100000000, 7999999999)}:AA{rs(B62 + '-_', 33)}"
def discord_bot(): return b64u(18)[:24] + "." + b62(6) + "." + rs(B62 + "-_", 38)
def shopify(): return "shpat_" + hexs(32)
def mailgun(): return "key-" + hexs(32)
def vault_tok(): return "hvs." + b62(24) + pick("", b62(66))
def do_tok(): return "dop_v1_" + hexs(64)
def tfc_tok(): return b62(14) + ".atlasv1." + b62(67)
def pulumi_tok(): return "pul-" + hexs(40)
def linear_tok(): return "lin_api_" + b62(40)
def atlassian_tok(): return "ATATT3xFfGF0" + rs(B62 + "-_", 180) + "=" + HEX(8)
def twilio_auth(): return hexs(32)
def square_tok(): return "EAAA" + rs(B62 + "-_", 60)
def fernet(): return "gAAAAAB" + rs(B64U, 93) + "=="
def sess_hex(n=32): return hexs(n)
def sas_sig(): return b64b(32)
def dockerhub_pat(): return "dckr_pat_" + rs(B62 + "-_", 27)
def figma_tok(): return "figd_" + rs(B62 + "-_", 40)
def sentry_auth(): return "sntrys_" + b64u(90)
def grafana_sa(): return "glsa_" + b62(32) + "_" + hexs(8)
def age_key(): return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
def pem_rsa_lines():
    return ["-----BEGIN RSA PRIVATE KEY-----"] + [b64b(48) for _ in range(R.randint(4, 7))] + [b64b(R.randint(10, 40)), "-----END RSA PRIVATE KEY-----"]
def totp_seed(): return rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", R.choice([16, 26, 32]))
def otp6(): return digits(6)

# ---------------------------------------------------------------- record builder
class C:
    """Collects planted values for one record."""
    def __init__(self):
        self.S, self.P, self.K = [], [], []
        self.glue = set()   # values allowed directly after a CLI flag like -p
    def s(self, v):
        if v not in self.S: self.S.append(v)
        return v
    def p(self, v):
        if v not in self.P: self.P.append(v)
        return v
    def k(self, v):
        if v not in self.K: self.K.append(v)
        return v
    def _tail(self, d, cls, src):
        d.update({"secrets": self.S, "private": self.P, "keep": self.K, "class": cls, "source": src})
        if self.glue: d["_glue"] = sorted(self.glue)
        return d
    def line(self, text, cls, src):
        return self._tail({"kind": "line", "text": text}, cls, src)
    def block(self, lines, cls, src):
        return self._tail({"kind": "block", "lines": lines}, cls, src)
    def row(self, table, cols, row, cls, src):
        assert len(cols) == len(row), (table, cols, row)
        return self._tail({"kind": "row", "table": table, "columns": cols, "row": row}, cls, src)

WORDCH = set(string.ascii_letters + string.digits + "_")
def _glued(text, i, j, v, glue):
    if i >= 3 and re.fullmatch(r"%[0-9A-Fa-f]{2}", text[i-3:i]): i_ok = True
    else: i_ok = False
    b = " " if i_ok else (text[i-1] if i > 0 else " ")
    a = text[j] if j < len(text) else " "
    if b in WORDCH:
        if not (v in glue and text[max(0, i-3):i] in (" -p", "'-p", "\"-p")):
            return True
    if b in ".-" and i > 1 and text[i-2].isalnum() and not v[0] in "$*{": return True
    if a in WORDCH: return True
    if a == "@" and not (i > 0 and text[i-1] in ":/") and v not in glue: return True   # user name glued to an e-mail domain
    if a in ".-" and j + 1 < len(text) and text[j+1].isalnum(): return True
    return False

def spans(text, v):
    out, st = [], 0
    while True:
        i = text.find(v, st)
        if i < 0: return out
        out.append((i, i + len(v))); st = i + 1

def validate(rec, glue=()):
    errs = []
    if rec["kind"] == "line": texts = [rec["text"]]
    elif rec["kind"] == "block": texts = ["\n".join(rec["lines"])]
    else:
        texts = [json.dumps(c) for c in rec["row"]]
        for c in rec["row"]:
            if json.dumps(c) != json.dumps(c, ensure_ascii=False) and any(v in json.dumps(c, ensure_ascii=False) for v in rec["secrets"] + rec["private"]):
                pass
    sens = rec["secrets"] + rec["private"]
    if rec["class"] == "clean" and sens: errs.append("clean has sensitive")
    if len(set(sens)) != len(sens): errs.append("dup across secrets/private")
    for v in sens:
        if len(v) < 6: errs.append(f"short {v!r}")
        if rec["kind"] == "row":
            if not v.isascii() or '"' in v or "\\" in v: errs.append(f"row value not plain ascii {v!r}")
    for v in sens + rec["keep"]:
        if not v: errs.append("empty"); continue
        hits = [t for t in texts if v in t]
        if not hits: errs.append(f"missing {v!r}")
    for v in sens:
        for kv in rec["keep"]:
            if v in kv or kv in v: errs.append(f"overlap {v!r} ~ {kv!r}")
        for t in texts:
            for i, j in spans(t, v):
                if _glued(t, i, j, v, glue): errs.append(f"glued {v!r}")
    for t in texts:
        ss = [sp for v in sens for sp in spans(t, v)]
        for kv in rec["keep"]:
            for i, j in spans(t, kv):
                for a, b in ss:
                    if i < b and a < j: errs.append(f"keep {kv!r} overlaps sensitive span")
    return errs

def pn(c, name):
    """Person name: labelled private only when at least 6 characters."""
    return c.p(name) if len(name) >= 6 else name

TEMPLATES = []   # (fn, weight)
def T(n=3):
    def deco(fn):
        TEMPLATES.append((fn, n)); return fn
    return deco

# ============================================================ INFRA
@T(4)
def t_sshd_3164():
    c = C(); h = c.p(host()); u = c.p(uname()); ip = c.p(ip_internal()); pid = c.p(pid6())
    fp = c.k("SHA256:" + b64b(32).rstrip("="))
    return c.line(f"{syslog_ts()} {h} sshd[{pid}]: Accepted publickey for {u} from {ip} port {R.randint(30000,65000)} ssh2: ED25519 {fp}", "infra", "syslog RFC 3164 / OpenSSH sshd auth.log")
@T(3)
def t_syslog_5424():
    c = C(); h = c.p(fqdn_internal()); pid = c.p(pid6()); t = c.k(iso(frac=6)); rid = c.k(uuid4())
    return c.line(f"<{R.choice([134,142,165])}>1 {t} {h} {R.choice(WORDS)}-svc {pid} ID{R.randint(10,99)} [origin ip=\"{c.p(ip_internal())}\"][meta requestId=\"{rid}\"] upstream timeout after {c.k(dur_ms())}", "infra", "syslog RFC 5424 with structured data")
@T(3)
def t_journal_oom():
    c = C(); h = c.p(host()); pid = c.p(pid6())
    return c.line(f"{syslog_ts()} {h} kernel: Out of memory: Killed process {pid} (java) total-vm:{R.randint(4,16)*1048576}kB, anon-rss:{R.randint(1,9)*1048576}kB, file-rss:0kB, shmem-rss:0kB, UID:{R.randint(1000,1999)} pgtables:{R.randint(2000,9000)}kB oom_score_adj:0", "infra", "Linux kernel OOM killer via journalctl")
@T(3)
def t_journal_unit():
    c = C(); h = c.p(host()); pid = c.p(pid6()); unit = c.k(f"{R.choice(WORDS)}-worker.service")
    y, mo, d, hh, mi, s, us = tparts()
    return c.line(f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mi:02d}:{s:02d}+0000 {h} systemd[1]: {unit}: Main process exited, code=exited, status=1/FAILURE (pid {pid})", "infra", "systemd journal (journalctl -o short-iso)")
@T(3)
def t_kubectl_describe_pod():
    c = C(); p = c.p(pod()); n = c.p(node()); nip = c.p(ip_internal()); pip = c.p(f"10.244.{R.randint(0,255)}.{R.randint(2,254)}")
    uid = c.k(uuid4()); img = c.k(f"registry.acme-corp.io/{R.choice(WORDS)}@{digest()}")
    cid = c.k("containerd://" + hexs(64))
    return c.block([f"Name:             {p}", "Namespace:        production", "Priority:         0", f"Node:             {n}/{nip}",
        f"Start Time:       {R.choice(['Mon','Tue','Wed'])}, 0{R.randint(1,9)} {R.choice(MON)} 2026 10:{R.randint(10,59)}:03 +0000", "Status:           Running", f"IP:               {pip}",
        "Containers:", "  app:", f"    Container ID:   {cid}", f"    Image ID:       {img}", "    State:          Running", f"    Restart Count:  {R.randint(0,9)}",
        "Events:", "  Type     Reason     Age   From     Message", f"  Warning  Unhealthy  2m    kubelet  Readiness probe failed: Get \"http://{pip}:8080/ready\": context deadline exceeded (pod uid {uid})"],
        "infra", "kubectl describe pod")
@T(3)
def t_kubectl_get_wide():
    c = C(); rows = ["NAME                                READY   STATUS             RESTARTS      AGE   IP             NODE"]
    for _ in range(R.randint(2, 4)):
        rows.append(f"{c.p(pod()):<36}1/1     {R.choice(['Running','CrashLoopBackOff','Running'])}   {R.randint(0,12)}   {R.randint(1,40)}d   {c.p('10.244.' + str(R.randint(0,255)) + '.' + str(R.randint(2,254)))}   {c.p(node())}")
    return c.block(rows, "infra", "kubectl get pods -o wide")
@T(3)
def t_klog_kubelet():
    c = C(); p = c.p(pod()); cid = c.k(hexs(64)); uid = c.k(uuid4())
    return c.line(f"I{klog_ts()}    {R.randint(1000,9999)} kubelet.go:{R.randint(2000,2600)}] \"SyncLoop (PLEG): event for pod\" pod=\"production/{p}\" event={{ID:{uid} Type:ContainerDied Data:{cid}}}", "infra", "kubelet klog (structured)")
@T(3)
def t_klog_sched():
    c = C(); p = c.p(pod()); n = c.p(node())
    return c.line(f"I{klog_ts()}       1 schedule_one.go:{R.randint(250,320)}] \"Successfully bound pod to node\" pod=\"payments/{p}\" node=\"{n}\" evaluatedNodes={R.randint(3,30)} feasibleNodes={R.randint(1,3)}", "infra", "kube-scheduler klog")
@T(3)
def t_envoy_default():
    c = C(); rid = c.k(uuid4()); up = c.p(ip_internal()); xff = c.p(ip_public())
    code = c.k(str(R.choice([503, 504, 200]))) if R.random() < 0.5 else str(R.choice([201, 404]))
    return c.line(f"[{iso()}] \"GET /api/v2/{R.choice(WORDS)}/{R.randint(100,99999)} HTTP/1.1\" {code} {R.choice(['UF,URX','UT','-'])} 0 {R.randint(0,900)} {R.randint(1,3000)} - \"{xff}\" \"okhttp/4.12.0\" \"{rid}\" \"{R.choice(WORDS)}.svc.cluster.local\" \"{up}:{R.choice([8080,9090,3000])}\"", "infra", "Envoy default access log format")
@T(3)
def t_nginx_upstream():
    c = C(); cl = c.p(ip_public()); up = c.p(ip_internal()); u = c.p(uname()) if R.random() < 0.4 else "-"
    return c.line(f"{cl} - {u} [{clf_ts()}] \"POST /v1/{R.choice(WORDS)} HTTP/2.0\" {R.choice([200,502,499])} {R.randint(0,9000)} \"-\" \"Mozilla/5.0\" rt={R.randint(0,9)}.{digits(3)} uct=0.001 upstream={up}:{R.choice([8000,8080])} urt={R.randint(0,9)}.{digits(3)}", "infra", "nginx log_format with $upstream_addr")
@T(3)
def t_haproxy_http():
    c = C(); pid = c.p(pid6()); cl = c.p(ip_public()); srv = c.p(f"{R.choice(WORDS)}-app-{R.randint(1,20):02d}"); h = c.p(host())
    return c.line(f"{syslog_ts()} {h} haproxy[{pid}]: {cl}:{R.randint(1024,65535)} [{clf_ts()[:-6]}.{digits(3)}] fe_https~ be_{R.choice(WORDS)}/{srv} 0/0/{R.randint(0,5)}/{R.randint(1,900)}/{R.randint(1,999)} {R.choice([200,503,404])} {R.randint(100,9999)} - - ---- {R.randint(1,99)}/{R.randint(1,99)}/0/0/0 0/0 \"GET /health HTTP/1.1\"", "infra", "HAProxy HTTP log format (option httplog)")
@T(3)
def t_traefik_clf():
    c = C(); cl = c.p(ip_public()); be = c.p(ip_internal()); u = c.p(uname())
    return c.line(f"{cl} - {u} [{clf_ts()}] \"GET /dashboard/ HTTP/1.1\" {R.choice([200,401])} {R.randint(100,9000)} \"-\" \"curl/8.5.0\" {R.randint(1,99999)} \"{R.choice(WORDS)}@docker\" \"http://{be}:{R.choice([80,8080])}\" {R.randint(1,900)}ms", "infra", "Traefik access log (Common Log Format)")
@T(3)
def t_caddy_json():
    c = C(); rip = c.p(ip_public()); h = c.p(fqdn_internal()); t = epoch(6)
    d = {"level": "info", "ts": float(t), "logger": "http.log.access.log0", "msg": "handled request",
         "request": {"remote_ip": rip, "remote_port": str(R.randint(1024, 65535)), "client_ip": rip, "proto": "HTTP/2.0", "method": "GET", "host": h, "uri": f"/assets/app.{c.k(hexs(8))}.js",
                     "headers": {"Accept-Encoding": ["gzip, br"], "User-Agent": ["Mozilla/5.0"]}, "tls": {"resumed": False, "version": 772, "cipher_suite": 4865, "proto": "h2", "server_name": h}},
         "bytes_read": 0, "user_id": "", "duration": float("0." + digits(6)), "size": R.randint(100, 90000), "status": 200}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "Caddy structured access log (JSON)")
@T(3)
def t_pg_conn():
    c = C(); pid = c.p(pid6()); u = c.p(uname()); c.glue.add(u); ip = c.p(ip_internal()); db = c.k(R.choice(WORDS) + "_prod")
    t = ts_space(3, ".") + " UTC"
    return c.block([f"{t} [{pid}] [unknown]@[unknown] LOG:  connection received: host={ip} port={R.randint(30000,65000)}",
                    f"{t} [{pid}] {u}@{db} LOG:  connection authorized: user={u} database={db} application_name=psql SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)"],
                   "infra", "PostgreSQL log_line_prefix '%m [%p] %q%u@%d ' with log_connections")
@T(3)
def t_mongo_accept():
    c = C(); ip = c.p(ip_internal()); u = c.k(uuid4())
    d = {"t": {"$date": iso(z=False)}, "s": "I", "c": "NETWORK", "id": 22943, "ctx": "listener", "msg": "Connection accepted",
         "attr": {"remote": f"{ip}:{R.randint(30000,65000)}", "isLoadBalanced": False, "uuid": {"uuid": {"$uuid": u}}, "connectionId": R.randint(100, 99999), "connectionCount": R.randint(1, 900)}}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "MongoDB 4.4+ structured JSON log (id 22943)")
@T(3)
def t_kafka_server():
    c = C(); h = c.p(f"kafka-{R.randint(0,5)}.kafka-headless.{R.choice(['prod','data'])}.svc.cluster.local"); t = ts_space(3, ",")
    return c.line(f"[{t}] INFO [Partition {R.choice(WORDS)}-events-{R.randint(0,23)} broker={R.randint(0,5)}] ISR updated to {R.randint(0,5)},{R.randint(0,5)} and version updated to {R.randint(10,900)} (kafka.cluster.Partition) leader={h}:9092", "infra", "Apache Kafka server.log (log4j)")
@T(3)
def t_es_json():
    c = C(); n = c.p(f"es-data-{R.randint(0,9)}"); ip = c.p(ip_internal()); nid = b64u(16)[:22]; cu = c.k(b64u(16)[:22])
    d = {"@timestamp": iso(), "log.level": "INFO", "message": f"added {{{{{n}}}{{{nid}}}{{{b64u(16)[:22]}}}{{{n}}}{{{ip}}}{{{ip}:9300}}{{dimrt}}}}, term: {R.randint(1,99)}, version: {R.randint(100,9999)}, reason: Publication{{term={R.randint(1,9)}}}",
         "ecs.version": "1.2.0", "service.name": "ES_ECS", "event.dataset": "elasticsearch.server", "process.thread.name": "elasticsearch[es-master-0][clusterApplierService#updateTask][T#1]",
         "log.logger": "org.elasticsearch.cluster.service.ClusterApplierService", "elasticsearch.cluster.uuid": cu, "elasticsearch.cluster.name": "prod-logs"}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "Elasticsearch 8 ECS JSON server log")
@T(3)
def t_win_4776():
    c = C(); u = c.p(uname()); ws = c.p(f"WS-{HEX(7)}"); dc = c.p(f"DC{R.randint(1,4):02d}.corp.acme-corp.local")
    return c.block([f"Log Name:      Security", "Source:        Microsoft-Windows-Security-Auditing", f"Date:          {ts_space(0)}", "Event ID:      4776",
                    "Task Category: Credential Validation", "Level:         Information", "Keywords:      Audit Failure", f"Computer:      {dc}",
                    "Description:", "The computer attempted to validate the credentials for an account.", "", "Authentication Package:\tMICROSOFT_AUTHENTICATION_PACKAGE_V1_0",
                    f"Logon Account:\t{u}", f"Source Workstation:\t{ws}", f"Error Code:\t{c.k('0xC000006A')}"], "infra", "Windows Security event 4776 (Event Viewer text)")
@T(3)
def t_macos_log_show():
    c = C(); pid = c.p(pid6()); t = ts_space(6, ".") + "+0100"
    return c.line(f"{t} 0x{hexs(6)}   Default     0x0                  {pid}  0    sshd-session: Accepted keyboard-interactive/pam for {c.p(uname())} from {c.p(ip_internal())} port {R.randint(40000,65000)} ssh2", "infra", "macOS unified log (log show, default style)")
@T(3)
def t_apache_error():
    c = C(); pid = c.p(pid6()); be = c.p(ip_internal()); bh = c.p(fqdn_internal()); cl = c.p(ip_public())
    y, mo, d, h, mi, s, us = tparts()
    return c.line(f"[Tue {MON[mo-1]} {d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d} 2026] [proxy:error] [pid {pid}:tid {R.randint(139000000000000,140999999999999)}] (111)Connection refused: {c.k('AH00957')}: http: attempt to connect to {be}:8080 ({bh}:8080) failed [client {cl}:{R.randint(1024,65535)}]", "infra", "Apache httpd 2.4 error_log (mod_proxy)")
@T(3)
def t_consul_hclog():
    c = C(); n = c.p(host()); ip = c.p(ip_internal())
    return c.line(f"{iso(z=False, frac=3)} [INFO]  agent.server.serf.lan: serf: EventMemberJoin: {n} {ip}", "infra", "HashiCorp Consul agent (hclog)")
@T(3)
def t_etcd_zap():
    c = C(); n = c.p(f"etcd-{R.choice(['a','b','c'])}{R.randint(1,3)}"); ip = c.p(ip_internal()); mid = c.k(hexs(16)); cid = c.k(hexs(16))
    d = {"level": "info", "ts": iso(z=False, frac=6), "caller": "etcdserver/server.go:2068", "msg": "published local member to cluster through raft",
         "local-member-id": mid, "local-member-attributes": f"{{Name:{n} ClientURLs:[https://{ip}:2379]}}", "request-path": "/0/members/" + mid + "/attributes", "cluster-id": cid, "publish-timeout": "7s"}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "etcd 3.5 zap JSON log")
@T(3)
def t_coredns():
    c = C(); ip = c.p(f"10.244.{R.randint(0,255)}.{R.randint(2,254)}"); q = c.p(f"{R.choice(WORDS)}-db.prod.svc.cluster.local")
    return c.line(f"[INFO] {ip}:{R.randint(30000,65000)} - {R.randint(1000,65000)} \"A IN {q}. udp 52 false 512\" NOERROR qr,aa,rd 106 {c.k('0.000' + digits(3) + 's')}", "infra", "CoreDNS log plugin")
@T(3)
def t_rabbitmq():
    c = C(); a = c.p(ip_internal()); b = c.p(ip_internal()); u = c.p(uname()); erl = f"<0.{R.randint(1000,99999)}.0>"
    t = ts_space(6, ".") + "+00:00"
    return c.block([f"{t} [info] {erl} accepting AMQP connection {erl} ({a}:{R.randint(30000,65000)} -> {b}:5672)",
                    f"{t} [info] {erl} connection {erl} ({a}:{R.randint(30000,65000)} -> {b}:5672): user '{u}' authenticated and granted access to vhost '/{R.choice(WORDS)}'"], "infra", "RabbitMQ 3.x log")
@T(3)
def t_squid():
    c = C(); ip = c.p(ip_internal()); u = c.p(uname()); up = c.p(ip_public())
    return c.line(f"{epoch(3)}    {R.randint(5,9000)} {ip} TCP_MISS/200 {R.randint(300,99999)} CONNECT api.{R.choice(['github.com','stripe.com','slack.com'])}:443 {u} HIER_DIRECT/{up} -", "infra", "Squid native access.log")
@T(3)
def t_zeek_conn():
    c = C(); uid = c.k("C" + b62(17)); a = c.p(ip_internal()); b = c.p(ip_internal())
    return c.line("\t".join([epoch(6), uid, a, str(R.randint(30000, 65000)), b, str(R.choice([445, 3389, 88, 389])), "tcp", "-", f"{R.randint(0,9)}.{digits(6)}", str(R.randint(0, 9999)), str(R.randint(0, 9999)), "SF", "T", "T", "0", "ShADadFf", str(R.randint(5, 40))]), "infra", "Zeek conn.log (TSV)")
@T(3)
def t_suricata():
    c = C(); a = c.p(ip_internal()); b = c.p(ip_internal()); sid = R.choice([2013028, 2024897, 2027865])
    d = {"timestamp": iso(z=False, frac=6), "flow_id": int(digits(15)), "in_iface": "ens192", "event_type": "alert", "src_ip": a, "src_port": R.randint(30000, 65000), "dest_ip": b, "dest_port": 80, "proto": "TCP",
         "alert": {"action": "allowed", "gid": 1, "signature_id": sid, "rev": R.randint(2, 9), "signature": c.k("ET POLICY curl User-Agent Outbound"), "category": "Attempted Information Leak", "severity": 2}, "community_id": c.k("1:" + b64b(20))}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "Suricata eve.json alert")
@T(3)
def t_docker_logrus():
    c = C(); cid = c.k(hexs(64)); h = c.p(host())
    return c.line(f"time=\"{iso(z=False, frac=9)}\" level=error msg=\"Handler for POST /v1.45/containers/{cid}/start returned error: driver failed programming external connectivity on endpoint {R.choice(WORDS)}-web-1: Bind for 0.0.0.0:443 failed: port is already allocated\" hostname={h}", "infra", "dockerd (logrus text)")
@T(3)
def t_vpc_flow():
    c = C(); a = c.p(ip_internal()); b = c.p(ip_internal())
    return c.line(f"2 {digits(12)} eni-{hexs(17)} {a} {b} {R.randint(30000,65000)} {R.choice([5432,3306,6379,443])} 6 {R.randint(1,90)} {R.randint(40,90000)} {epoch(0)} {epoch(0)} {R.choice(['ACCEPT','REJECT'])} OK", "infra", "AWS VPC Flow Logs version 2 default format")
@T(3)
def t_zookeeper():
    c = C(); h = c.p(f"zk-{R.randint(0,4)}.zk-hs.{R.choice(['kafka','data'])}.svc.cluster.local"); myid = R.randint(1, 5)
    return c.line(f"{ts_space(3, ',')} [myid:{myid}] - INFO  [QuorumPeer[myid={myid}](plain=[0:0:0:0:0:0:0:0]:2181)(secure=disabled):o.a.z.s.q.Learner@{R.randint(300,800)}] - Following leader {h}/{c.p(ip_internal())}:2888 sid: {R.randint(1,5)}, zxid: 0x{hexs(9)}", "infra", "Apache ZooKeeper log4j")
@T(3)
def t_gcp_logentry_infra():
    c = C(); inst = c.p(f"{R.choice(WORDS)}-vm-{rs('abcdefghijklmnopqrstuvwxyz0123456789',4)}"); ip = c.p(ip_internal()); iid = c.k(digits(19))
    d = {"insertId": c.k(b62(14).lower()), "jsonPayload": {"message": f"healthcheck failed for backend {ip}:8443", "localTimestamp": iso()},
         "resource": {"type": "gce_instance", "labels": {"instance_id": iid, "zone": "europe-west3-b", "project_id": f"acme-prod-{digits(6)}"}},
         "timestamp": iso(frac=9), "severity": "WARNING", "labels": {"compute.googleapis.com/resource_name": inst}, "logName": "projects/acme/logs/google-fluentd"}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "Google Cloud Logging LogEntry (gce_instance)")
@T(3)
def t_openvpn_status_row():
    c = C(); cn = c.p(uname()); real = c.p(ip_public()); virt = c.p(f"10.8.{R.randint(0,3)}.{R.randint(2,254)}")
    return c.row("openvpn_status_client_list", ["common_name", "real_address", "virtual_address", "bytes_received", "bytes_sent", "connected_since"],
                 [cn, f"{real}:{R.randint(1024,65535)}", virt, R.randint(1000, 9999999), R.randint(1000, 9999999), c.k(ts_space(0))], "infra", "OpenVPN status file CLIENT_LIST imported as table")
@T(3)
def t_k8s_nodes_row():
    c = C(); n = c.p(node()); ip = c.p(ip_internal()); uid = c.k(uuid4())
    return c.row("kube_node_info", ["node", "internal_ip", "kubelet_version", "os_image", "container_runtime_version", "system_uuid", "provider_id"],
                 [n, ip, c.k(f"v1.{R.randint(27,31)}.{R.randint(0,9)}"), "Ubuntu 22.04.4 LTS", f"containerd://1.7.{R.randint(1,20)}", uid, f"aws:///eu-west-1a/i-{hexs(17)}"], "infra", "kube-state-metrics kube_node_info exported to table")
@T(3)
def t_nagios_host_row():
    c = C(); h = c.p(host()); ip = c.p(ip_internal())
    return c.row("nagios_hosts", ["host_object_id", "display_name", "address", "check_command", "notes_url"],
                 [R.randint(100, 9999), h, ip, "check-host-alive", f"https://wiki.corp.internal/hosts/{h}"], "infra", "Nagios NDOUtils nagios_hosts")

# ============================================================ CLEAN
@T(3)
def t_spring_started():
    c = C(); t = c.k(iso(z=False, frac=3)); v = c.k(f"{R.randint(3,3)}.{R.randint(2,5)}.{R.randint(0,9)}")
    return c.line(f"{t}  INFO 1 --- [           main] c.a.{R.choice(WORDS)}.Application          : Started Application in {c.k(str(R.randint(2,29)) + '.' + digits(3) + ' seconds')} (process running for {R.randint(31,40)}.{digits(3)}) [Spring Boot v{v}]", "clean", "Spring Boot 3 default console log")
@T(3)
def t_flyway():
    c = C(); v = c.k(f"V{R.randint(1,300)}__add_{R.choice(WORDS)}_index.sql")
    return c.block([f"Flyway Community Edition 10.{R.randint(0,20)}.0 by Redgate", f"Successfully validated {R.randint(10,300)} migrations (execution time {c.k('00:00.' + digits(3) + 's')})",
                    f"Migrating schema \"public\" to version \"{R.randint(10,300)} - add {R.choice(WORDS)} index\"", f"Successfully applied 1 migration to schema \"public\", now at version v{R.randint(10,300)} ({v})"], "clean", "Flyway migrate output")
@T(3)
def t_pytest():
    c = C(); f = c.k(f"tests/test_{R.choice(WORDS)}.py::test_{R.choice(['retry','parse','refund','rollover'])}_{R.choice(['ok','timeout','empty'])}")
    return c.block([f"FAILED {f} - AssertionError: assert {R.randint(200,204)} == {R.choice([409,422,500])}",
                    f"========== 1 failed, {R.randint(40,900)} passed, {R.randint(0,9)} skipped in {c.k(str(R.randint(3,300)) + '.' + digits(2) + 's')} =========="], "clean", "pytest short test summary")
@T(3)
def t_go_test():
    c = C(); pkg = c.k(f"github.com/acme/{R.choice(WORDS)}/internal/{R.choice(['store','queue','http'])}")
    return c.block([f"--- FAIL: TestReconcile{R.choice(['Timeout','Conflict','Drift'])} ({R.randint(0,9)}.{digits(2)}s)", f"    reconcile_test.go:{R.randint(20,400)}: expected 3 replicas, got 2",
                    "FAIL", f"FAIL\t{pkg}\t{c.k(str(R.randint(0,30)) + '.' + digits(3) + 's')}"], "clean", "go test -v output")
@T(3)
def t_prom_metrics():
    c = C(); m = c.k(f"http_server_requests_seconds_bucket{{le=\"0.25\",method=\"GET\",status=\"{R.choice([200,500])}\",uri=\"/api/{R.choice(WORDS)}\"}}")
    return c.block(["# HELP http_server_requests_seconds Duration of HTTP server request handling", "# TYPE http_server_requests_seconds histogram",
                    f"{m} {R.randint(100,99999)}.0", f"process_resident_memory_bytes {R.randint(10**8, 10**9)}", f"jvm_gc_pause_seconds_max{{action=\"end of minor GC\"}} {c.k('0.0' + digits(2))}"], "clean", "Prometheus text exposition format")
@T(3)
def t_tf_plan_clean():
    c = C(); r = c.k(f"aws_s3_bucket.{R.choice(WORDS)}_artifacts")
    return c.block([f"  # {r} will be updated in-place", f"  ~ resource \"aws_s3_bucket\" \"{r.split('.')[1]}\" {{", "      ~ tags = {", f"          ~ \"cost-center\" = \"{R.randint(1000,9999)}\" -> \"{R.randint(1000,9999)}\"", "        }", "    }",
                    "", f"Plan: 0 to add, 1 to change, 0 to destroy."], "clean", "terraform plan output")
@T(3)
def t_redis_info_stats():
    c = C(); v = c.k("redis_version:7.0.15")
    return c.block(["# Server", v, "redis_mode:standalone", "# Stats", f"total_connections_received:{R.randint(10,99999)}", f"total_commands_processed:{R.randint(1000,9999999)}",
                    f"instantaneous_ops_per_sec:{R.randint(0,900)}", f"keyspace_hits:{R.randint(0,99999)}", f"keyspace_misses:{R.randint(0,9999)}", f"{c.k('evicted_keys:0')}"], "clean", "redis-cli INFO (run locally, Redis 7.0.15)")
@T(3)
def t_pg_explain():
    c = C(); idx = c.k(f"{R.choice(WORDS)}_created_at_idx")
    return c.block([f"Index Scan using {idx} on {R.choice(WORDS)}  (cost=0.43..{R.randint(10,900)}.{digits(2)} rows={R.randint(1,900)} width={R.randint(20,200)}) (actual time=0.0{digits(2)}..{R.randint(1,90)}.{digits(3)} rows={R.randint(1,900)} loops=1)",
                    f"  Index Cond: (created_at > (now() - '1 day'::interval))", f"Planning Time: 0.{digits(3)} ms", f"Execution Time: {c.k(str(R.randint(1,900)) + '.' + digits(3) + ' ms')}"], "clean", "PostgreSQL EXPLAIN ANALYZE")
@T(3)
def t_jvm_gc():
    c = C()
    return c.line(f"[{R.randint(10,99999)}.{digits(3)}s][info][gc] GC({R.randint(1,9999)}) Pause Young (Normal) (G1 Evacuation Pause) {R.randint(100,900)}M->{R.randint(50,400)}M({R.randint(1,8)*512}M) {c.k(str(R.randint(1,99)) + '.' + digits(3) + 'ms')}", "clean", "JDK unified logging -Xlog:gc")
@T(3)
def t_kafka_lag():
    c = C(); g = c.k(f"{R.choice(WORDS)}-consumer")
    rows = ["GROUP           TOPIC           PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG"]
    for p in range(R.randint(2, 4)):
        o = R.randint(1000, 9999999); rows.append(f"{g}  {R.choice(WORDS)}-events  {p}  {o}  {o + R.randint(0,5000)}  {R.randint(0,5000)}")
    return c.block(rows, "clean", "kafka-consumer-groups.sh --describe")
@T(3)
def t_alembic():
    c = C(); a, b = c.k(hexs(12)), c.k(hexs(12))
    return c.block(["INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.", "INFO  [alembic.runtime.migration] Will assume transactional DDL.",
                    f"INFO  [alembic.runtime.migration] Running upgrade {a} -> {b}, add {R.choice(WORDS)} status column"], "clean", "Alembic upgrade log")
@T(3)
def t_airflow_success():
    c = C(); rid = c.k(f"scheduled__{iso(z=False, frac=0)}")
    return c.line(f"[{ts_space(3, ',')}] {{taskinstance.py:1206}} INFO - Marking task as SUCCESS. dag_id={R.choice(WORDS)}_daily, task_id=load_{R.choice(WORDS)}, run_id={rid}, execution_date={iso(z=False,frac=0).replace('-','').replace(':','')}, start_date={iso(z=False,frac=0).replace('-','').replace(':','')}", "clean", "Apache Airflow task log")
@T(3)
def t_node_deprecation():
    c = C(); code = c.k(R.choice(["DEP0005", "DEP0040", "DEP0106"]))
    return c.line(f"(node:{R.randint(10,99)}) [{code}] DeprecationWarning: {R.choice(['Buffer() is deprecated due to security and usability issues.','The `punycode` module is deprecated.'])} Please use an alternative instead.", "clean", "Node.js deprecation warning")
@T(3)
def t_helm_status():
    c = C(); ch = c.k(f"{R.choice(WORDS)}-{R.randint(0,9)}.{R.randint(0,40)}.{R.randint(0,9)}")
    return c.block([f"NAME: {R.choice(WORDS)}", f"LAST DEPLOYED: {R.choice(['Mon','Tue'])} {R.choice(MON)} {R.randint(1,28)} 10:{R.randint(10,59)}:01 2026", "NAMESPACE: production", "STATUS: deployed", f"REVISION: {R.randint(2,90)}", f"CHART: {ch}", "TEST SUITE: None"], "clean", "helm status")
@T(3)
def t_rust_panic_clean():
    c = C(); f = c.k(f"src/{R.choice(['ingest','codec','index'])}/{R.choice(['reader','writer','frame'])}.rs:{R.randint(10,900)}:{R.randint(5,60)}")
    return c.block([f"thread 'tokio-runtime-worker' panicked at {f}:", f"called `Result::unwrap()` on an `Err` value: Os {{ code: 28, kind: StorageFull, message: \"No space left on device\" }}", "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"], "clean", "Rust panic message (std)")
@T(2)
def t_http_health_row():
    c = C()
    return c.row("health_checks", ["check_name", "status", "latency_ms", "checked_at", "detail"], [f"{R.choice(WORDS)}-readiness", c.k(R.choice(["passing", "critical"])), R.randint(1, 900), c.k(iso()), json.dumps({"code": c.k(R.choice(["ECONNRESET", "ETIMEDOUT"])), "attempts": R.randint(1, 5)})], "clean", "service health-check history table")
@T(2)
def t_schema_migrations_row():
    c = C(); v = c.k(f"2026{digits(10)}")
    return c.row("schema_migrations", ["version"], [v], "clean", "Rails schema_migrations")

# ============================================================ LOOKALIKE (keep-heavy)
@T(3)
def t_otel_span():
    c = C(); tid = c.k(traceid()); sid = c.k(spanid()); psid = c.k(spanid())
    d = {"name": f"GET /api/{R.choice(WORDS)}", "context": {"trace_id": "0x" + tid, "span_id": "0x" + sid, "trace_state": "[]"}, "kind": "SpanKind.SERVER", "parent_id": "0x" + psid,
         "start_time": iso(frac=6), "end_time": iso(frac=6), "status": {"status_code": "ERROR", "description": "upstream 503"}, "attributes": {"http.status_code": 503, "http.route": f"/api/{R.choice(WORDS)}"}}
    return c.block(json.dumps(d, indent=4).split("\n"), "lookalike", "OpenTelemetry Python ConsoleSpanExporter")
@T(3)
def t_traceparent():
    c = C(); tp = c.k(f"00-{traceid()}-{spanid()}-01"); rid = c.k(uuid4())
    return c.line(f"{iso()} WARN  outbound call slow traceparent={tp} x-request-id={rid} elapsed={c.k(dur_ms())}", "lookalike", "W3C Trace Context header logged by gateway")
@T(3)
def t_git_log():
    c = C(); sha = c.k(gitsha()); par = gitsha()
    return c.block([f"commit {sha}", f"Merge: {c.k(par[:7])} {hexs(7)}", f"Author: {c.p(' '.join(person()))} <{c.p(email())}>", f"Date:   Tue {R.choice(MON)} {R.randint(1,28)} 10:{R.randint(10,59)}:12 2026 +0100", "", f"    Merge pull request #{R.randint(100,9999)} from acme/fix-{R.choice(WORDS)}-retry"], "lookalike", "git log (medium)")
@T(3)
def t_docker_pull():
    c = C(); d = c.k(digest()); l = c.k(hexs(12))
    return c.block([f"{R.choice(['3.20','1.27','16-alpine'])}: Pulling from library/{R.choice(['alpine','nginx','postgres'])}", f"{l}: Pull complete", f"Digest: {d}", f"Status: Downloaded newer image for {R.choice(['alpine','nginx','postgres'])}:latest"], "lookalike", "docker pull output")
@T(3)
def t_s3_etag():
    c = C(); et = c.k(hexs(32)); rid = c.k(HEX(16)); h2 = c.k(b64b(54))
    return c.block(["HTTP/1.1 200 OK", f"x-amz-id-2: {h2}", f"x-amz-request-id: {rid}", f"ETag: \"{et}\"", f"x-amz-version-id: {b62(32)}", "Content-Type: application/octet-stream"], "lookalike", "Amazon S3 PutObject response headers")
@T(3)
def t_npm_lock():
    c = C(); integ = c.k("sha512-" + b64b(64)); v = c.k(ver())
    return c.block([f"    \"node_modules/{R.choice(['lodash','semver','debug','axios'])}\": {{", f"      \"version\": \"{v}\"," , f"      \"resolved\": \"https://registry.npmjs.org/x/-/x-{v}.tgz\",", f"      \"integrity\": \"{integ}\",", "      \"license\": \"MIT\"", "    },"], "lookalike", "npm package-lock.json v3")
@T(3)
def t_go_sum():
    c = C(); h1 = c.k("h1:" + b64b(32)); h2 = c.k("h1:" + b64b(32)); v = ver()
    return c.block([f"github.com/{R.choice(['klauspost/compress','google/uuid','spf13/cobra'])} v{v} {h1}", f"github.com/{R.choice(['klauspost/compress','google/uuid','spf13/cobra'])} v{v}/go.mod {h2}"], "lookalike", "Go go.sum")
@T(3)
def t_k8s_event_uid():
    c = C(); uid = c.k(uuid4()); rv = c.k(str(R.randint(10**6, 10**8)))
    d = {"apiVersion": "v1", "kind": "Event", "metadata": {"name": f"{R.choice(WORDS)}-deploy.{hexs(16)}", "namespace": "production", "uid": uid, "resourceVersion": rv},
         "involvedObject": {"kind": "Deployment", "name": f"{R.choice(WORDS)}-deploy", "uid": c.k(uuid4())}, "reason": "ScalingReplicaSet", "message": f"Scaled up replica set {R.choice(WORDS)}-deploy-{rs('bcdfghjklmnpqrstvwxz2456789',10)} to 3", "type": "Normal"}
    return c.line(json.dumps(d, separators=(",", ":")), "lookalike", "Kubernetes Event object (kubectl get events -o json)")
@T(3)
def t_sentry_event():
    c = C(); eid = c.k(hexs(32)); rel = c.k(gitsha())
    return c.line(f"{iso()} ERROR sentry_sdk.client: Sent event {eid} (release={rel}, environment=production, level=error) in {c.k(dur_ms())}", "lookalike", "Sentry Python SDK debug log")
@T(3)
def t_cloudflare_ray():
    c = C(); ray = c.k(hexs(16) + "-" + R.choice(["FRA", "AMS", "SJC", "NRT", "GRU"]))
    d = {"RayID": ray.split("-")[0], "EdgeResponseStatus": R.choice([520, 522, 200]), "EdgeStartTimestamp": int(epoch(0)) * 10**9, "CacheCacheStatus": "miss", "ClientRequestPath": f"/static/{c.k(hexs(20))}.css", "ClientRequestHost": "www.acme-corp.io"}
    return c.line(f"cf-ray: {ray} " + json.dumps(d, separators=(",", ":")), "lookalike", "Cloudflare Logpush http_requests fields")
@T(3)
def t_mongo_objid():
    c = C(); o = c.k(objid()); o2 = c.k(objid())
    return c.line(f"{iso()} [orders-sync] upsert ok _id=ObjectId('{o}') customerRef=ObjectId('{o2}') matched=1 modified=1 took={c.k(dur_ms())}", "lookalike", "MongoDB Node driver application log")
@T(3)
def t_stripe_ids():
    c = C(); req = c.k("req_" + b62(14)); pi = c.k("pi_" + b62(24)); evt = c.k("evt_" + b62(24))
    return c.line(f"{iso()} stripe: Request completed: method=POST path=/v1/payment_intents/{pi}/confirm status=402 request_id={req} idempotency_key={c.k(uuid4())} event={evt}", "lookalike", "stripe-go client logging")
@T(3)
def t_ssh_known_hosts_fp():
    c = C(); fp = c.k("SHA256:" + b64b(32).rstrip("=")); fp2 = c.k("MD5:" + ":".join(hexs(2) for _ in range(16)))
    return c.block(["The authenticity of host 'git.acme-corp.io' can't be established.", f"ED25519 key fingerprint is {fp}.", f"This key is not known by any other names. ({fp2})"], "lookalike", "OpenSSH client host key prompt")
@T(3)
def t_cert_fp():
    c = C(); fp = c.k(":".join(HEX(2) for _ in range(32))); ser = c.k(":".join(hexs(2) for _ in range(16)))
    return c.block(["Certificate:", "    Data:", "        Version: 3 (0x2)", f"        Serial Number:", f"            {ser}", "        Signature Algorithm: ecdsa-with-SHA384", f"SHA256 Fingerprint={fp}"], "lookalike", "openssl x509 -text -fingerprint")
@T(3)
def t_aws_cloudtrail_look():
    c = C(); eid = c.k(uuid4()); rid = c.k(uuid4())
    d = {"eventVersion": "1.09", "eventTime": iso(frac=0), "eventSource": "s3.amazonaws.com", "eventName": "GetObject", "awsRegion": "eu-central-1", "requestID": rid, "eventID": eid,
         "resources": [{"type": "AWS::S3::Object", "ARN": f"arn:aws:s3:::acme-artifacts/builds/{c.k(gitsha())}/app.tar.gz"}], "additionalEventData": {"x-amz-id-2": b64b(54), "bytesTransferredOut": R.randint(1000, 9999999)}, "readOnly": True}
    return c.line(json.dumps(d, separators=(",", ":")), "lookalike", "AWS CloudTrail data event (S3 GetObject)")
@T(3)
def t_argo_rollout_hash():
    c = C(); h = c.k(rs("bcdfghjklmnpqrstvwxz2456789", 10)); rev = c.k(gitsha())
    return c.line(f"time=\"{iso(z=False)}\" level=info msg=\"Sync operation to {rev} succeeded\" application=argocd/{R.choice(WORDS)} dest-namespace=production pod-template-hash={h} dest-server=\"https://kubernetes.default.svc\"", "lookalike", "Argo CD application controller log")
@T(3)
def t_ulid_row():
    c = C()
    return c.row("outbox_events", ["id", "aggregate_id", "event_type", "payload_sha256", "created_at", "trace_id"],
                 [c.k(ulid()), c.k(uuid4()), f"{R.choice(WORDS)}.updated", c.k(hexs(64)), c.k(iso()), c.k(traceid())], "lookalike", "transactional outbox table")
@T(3)
def t_ci_artifacts_row():
    c = C()
    return c.row("ci_job_artifacts", ["id", "project_id", "job_id", "file_type", "file_sha256", "size", "file_store"],
                 [R.randint(10**5, 10**8), R.randint(1, 9999), R.randint(10**6, 10**9), "archive", c.k(hexs(64)), R.randint(1000, 10**9), 2], "lookalike", "GitLab ci_job_artifacts")
@T(3)
def t_docker_images_row():
    c = C()
    return c.row("image_scan_results", ["repository", "tag", "digest", "image_id", "critical", "high", "scanned_at"],
                 [f"registry.acme-corp.io/{R.choice(WORDS)}", c.k(ver()), c.k(digest()), c.k("sha256:" + hexs(64)), R.randint(0, 5), R.randint(0, 30), c.k(iso())], "lookalike", "Trivy scan results table")
@T(3)
def t_request_log_row():
    c = C(); u = c.p(email())
    return c.row("api_request_log", ["request_id", "route", "status", "duration_ms", "user_email", "etag"],
                 [c.k(uuid4()), f"/v2/{R.choice(WORDS)}", c.k(str(R.choice([412, 304]))), R.randint(1, 999), u, 'W/"' + c.k(hexs(16)) + '"'], "lookalike", "application request-audit table")
@T(3)
def t_jaeger_b3():
    c = C(); t = c.k(hexs(16)); s = c.k(hexs(16))
    return c.line(f"{iso()} DEBUG [{R.choice(WORDS)}-service,{t},{s}] o.s.w.s.DispatcherServlet : Completed 200 OK uber-trace-id={t}:{s}:0:1", "lookalike", "Spring Cloud Sleuth / Micrometer tracing log pattern")

# ============================================================ ENCODED
from urllib.parse import quote, quote_plus
@T(4)
def t_py_logging_dict():  # shape captured from running Python 3.11 logging.basicConfig locally
    c = C(); u = c.p(uname()); p = c.s(pw()); h = c.p(fqdn_internal()); t = c.k(ts_space(3, ","))
    return c.line(f"{t} WARNING [{R.choice(WORDS)}.sync] retrying {{'user': '{u}', 'password': '{p}', 'host': '{h}', 'port': {R.choice([5432,3306])}, 'connect_timeout': 10}}", "encoded", "Python logging basicConfig + dict repr (run locally, CPython 3.11)")
@T(4)
def t_node_headers_obj():  # shape captured from running Node 20 console.log(req.headers)
    c = C(); tok = c.s(jwt()); sid = b64u(24); sig = b64u(32); c.s(f"s%3A{sid}.{sig}"); k = c.s(b62(32))
    return c.block([f"GET /v1/items?api_key={k}&page={R.randint(1,9)} {{", f"  authorization: 'Bearer {tok}',", f"  cookie: 'connect.sid=s%3A{sid}.{sig}',", f"  host: '127.0.0.1:{R.randint(30000,60000)}',", "  connection: 'keep-alive'", "}"], "encoded", "Node.js 20 console.log of IncomingMessage.headers (run locally)")
@T(3)
def t_json_in_json():
    c = C(); p = c.s(pw()); u = c.p(uname()); rid = c.k(uuid4())
    inner = json.dumps({"username": u, "password": p, "grant_type": "password"})
    outer = {"level": "debug", "time": iso(), "msg": "token request", "reqId": rid, "body": inner}
    return c.line(json.dumps(outer), "encoded", "pino JSON log with stringified request body")
@T(3)
def t_ruby_hash_inspect():
    c = C(); p = c.s(pw()); e = c.p(email()); rid = c.k(uuid4())
    return c.line(f"I, [{iso(z=False, frac=6)} #{R.randint(1,99)}]  INFO -- : [{rid}] Parameters: {{\"user\" => {{\"email\" => \"{e}\", \"password\" => \"{p}\", \"remember_me\" => \"1\"}}, \"commit\" => \"Log in\"}}", "encoded", "Ruby on Rails Logger with Ruby 3.4 Hash#inspect params")
@T(3)
def t_form_body():
    c = C(); p = c.s(pw_alnum()); u = c.p(email()); csrf = c.s(b64u(32))
    body = f"csrfmiddlewaretoken={csrf}&username={quote_plus(u)}&password={p}&next=%2Fadmin%2F"
    c.P[-1:] = []; c.p(quote_plus(u))
    return c.line(f"{iso()} DEBUG django.request: POST /admin/login/ body={body}", "encoded", "Django request body debug log (application/x-www-form-urlencoded)")
@T(3)
def t_pct_url_in_param():
    c = C(); tok = c.s(b62(40)); e = c.p(email())
    inner = f"https://app.acme-corp.io/sso/finish?access_token={tok}&email={e}"
    c.P[-1:] = []; c.p(quote(e, safe=""))
    t = c.k(clf_ts())
    return c.line(f"{ip_public()} - - [{t}] \"GET /logout?redirect_uri={quote(inner, safe='')} HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"", "encoded", "Apache combined log with percent-encoded redirect_uri")
@T(3)
def t_basic_auth():
    c = C(); u = uname(); p = pw_alnum(); enc = c.s(base64.b64encode(f"{u}:{p}".encode()).decode()); rid = c.k(uuid4())
    return c.block([f"> GET /artifactory/api/npm/npm-remote/ HTTP/1.1", f"> Host: artifactory.corp.internal", f"> Authorization: Basic {enc}", "> User-Agent: npm/10.8.2 node/v20.20.2", "> ", f"< HTTP/1.1 401 Unauthorized", f"< X-Request-Id: {rid}"], "encoded", "curl -v request/response trace with Basic auth")
@T(3)
def t_python_repr_request():
    c = C(); k = c.s(b62(40)); s = c.s(hexs(64))
    return c.line(f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.{R.choice(['binance.com','kraken.com','bitstamp.net'])}:443 headers={{'User-Agent': 'python-requests/2.32.3', 'X-MBX-APIKEY': '{k}', 'signature': '{s}'}}", "encoded", "python-requests/urllib3 debug with headers dict repr")
@T(3)
def t_php_serialize():
    c = C(); p = c.s(pw_alnum()); u = c.p(uname())
    ser = f'a:3:{{s:8:"username";s:{len(u)}:"{u}";s:8:"password";s:{len(p)}:"{p}";s:6:"remember";b:1;}}'
    return c.line(f"[{iso(z=False)}] app.DEBUG: session payload {ser} [] {{\"uid\":{R.randint(1,999999)}}}", "encoded", "PHP Monolog LineFormatter with serialize() payload")
@T(3)
def t_k8s_secret_yaml():
    c = C(); p = pw_alnum(); u = uname()
    ep, eu = c.s(base64.b64encode(p.encode()).decode()), c.p(base64.b64encode(u.encode()).decode())
    return c.block(["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {R.choice(WORDS)}-db", "  namespace: production", f"  uid: {c.k(uuid4())}", "type: Opaque", "data:", f"  password: {ep}", f"  username: {eu}"], "encoded", "kubectl get secret -o yaml")
@T(3)
def t_elixir_inspect():
    c = C(); p = c.s(pw()); t = c.s(b64u(32)); rid = c.k(b64u(15)[:20])
    return c.line(f"{ts_space(3, '.')[11:]} request_id={rid} [info] Parameters: %{{\"_csrf_token\" => \"{t}\", \"user\" => %{{\"email\" => \"{c.p(email())}\", \"password\" => \"{p}\"}}}}", "encoded", "Elixir Logger console format with Phoenix params inspect")
@T(3)
def t_dotnet_anon():
    c = C(); p = c.s(pw()); u = c.p(uname()); t = iso(z=False); c.k(t[11:19])
    return c.line(f"[{t[11:19]} INF] Login attempt {{ UserName = {u}, Password = {p}, RememberMe = True }} from {c.p(ip_internal())}", "encoded", "Serilog console sink with C# anonymous-object destructuring")
@T(3)
def t_go_struct_v():
    c = C(); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.line(f"{iso(z=False)} INFO config loaded cfg=&{{Host:{h} Port:5432 User:app Password:{p} SSLMode:verify-full MaxConns:{R.randint(5,50)}}}", "encoded", "Go slog TextHandler with %+v of struct pointer")
@T(3)
def t_smtp_auth_login():
    c = C(); u = email(); p = pw_alnum()
    eu = c.p(base64.b64encode(u.encode()).decode()); ep = c.s(base64.b64encode(p.encode()).decode())
    return c.block(["C: AUTH LOGIN", "S: 334 VXNlcm5hbWU6", f"C: {eu}", "S: 334 UGFzc3dvcmQ6", f"C: {ep}", f"S: 235 {c.k('2.7.0')} Authentication successful"], "encoded", "SMTP AUTH LOGIN transcript (smtplib debuglevel=1)")
@T(3)
def t_airflow_conn_row():
    c = C(); p = c.s(pw_alnum()); ak = c.s(aws_akid()); sk = c.s(aws_secret()); h = c.p(fqdn_internal())
    extra = json.dumps({"aws_access_key_id": ak, "aws_secret_access_key": sk, "region_name": "eu-west-1"})
    return c.row("connection", ["id", "conn_id", "conn_type", "host", "schema", "login", "password", "port", "extra", "is_encrypted", "is_extra_encrypted"],
                 [R.randint(1, 300), f"{R.choice(WORDS)}_s3", "aws", h, "", "", p, None, extra, False, False], "encoded", "Apache Airflow connection table (unencrypted extra JSON)")
@T(3)
def t_grafana_ds_row():
    c = C(); p = c.s(pw_alnum()); tok = c.s(b62(40)); u = c.p(uname()); h = c.p(fqdn_internal())
    return c.row("data_source", ["id", "org_id", "type", "name", "url", "user", "json_data", "secure_json_data", "uid"],
                 [R.randint(1, 99), 1, "postgres", f"{R.choice(WORDS)}-pg", f"{h}:5432", u, json.dumps({"sslmode": "require", "postgresVersion": 1500}),
                  json.dumps({"password": p, "httpHeaderValue1": f"Bearer {tok}"}), c.k(b62(14))], "encoded", "Grafana data_source (legacy plaintext secure_json_data)")
@T(3)
def t_kafka_connect_cfg_row():
    c = C(); p = c.s(pw_alnum()); u = c.p(uname()); h = c.p(fqdn_internal())
    cfg = json.dumps({"properties": {"connector.class": "io.debezium.connector.mysql.MySqlConnector", "database.hostname": h, "database.user": u, "database.password": p, "topic.prefix": R.choice(WORDS)}})
    return c.row("connect_configs", ["key", "value", "offset", "partition"], [f"connector-{R.choice(WORDS)}-cdc", cfg, R.randint(1, 9999), 0], "encoded", "Kafka Connect connect-configs topic dumped with kcat")
@T(3)
def t_hasura_env_row():
    c = C(); p = c.s(pw_alnum()); h = c.p(fqdn_internal()); s = c.s(b62(32))
    meta = json.dumps({"version": 3, "sources": [{"name": "default", "kind": "postgres", "configuration": {"connection_info": {"database_url": f"postgres://hasura:{p}@{h}:5432/app", "isolation_level": "read-committed"}}}], "webhook_secret": s})
    return c.row("hdb_metadata", ["id", "metadata", "resource_version"], [1, meta, R.randint(1, 900)], "encoded", "Hasura hdb_catalog.hdb_metadata")
@T(3)
def t_n8n_cred_row():
    c = C(); blob = c.s("U2FsdGVkX1" + b64b(R.choice([48, 96]))); 
    return c.row("credentials_entity", ["id", "name", "data", "type", "createdAt"], [b62(16), f"{R.choice(WORDS)} SMTP", blob, "smtp", c.k(iso())], "encoded", "n8n credentials_entity (AES encrypted data)")
@T(3)
def t_wp_options_row():
    c = C(); k = c.s(b62(32)); s = c.s(b62(40)); e = c.p(email())
    val = f'a:3:{{s:7:"api_key";s:32:"{k}";s:10:"api_secret";s:40:"{s}";s:12:"sender_email";s:{len(e)}:"{e}";}}'
    return c.row("wp_options", ["option_id", "option_name", "option_value", "autoload"], [R.randint(100, 9999), "wp_mail_smtp", val, "yes"], "encoded", "WordPress wp_options (PHP-serialized plugin settings)")
@T(3)
def t_superset_extra_row():
    c = C(); key = c.s(b64b(R.choice([48, 64]))); em = c.p(f"{R.choice(WORDS)}-bi@acme-prod-{digits(6)}.iam.gserviceaccount.com")
    extra = json.dumps({"engine_params": {"credentials_info": {"type": "service_account", "client_email": em, "private_key_id": c.k(hexs(40)), "private_key": "-----BEGIN PRIVATE KEY-----" + key + "-----END PRIVATE KEY-----"}}})
    return c.row("dbs", ["id", "database_name", "sqlalchemy_uri", "encrypted_extra", "expose_in_sqllab"], [R.randint(1, 40), "bigquery-prod", "bigquery://acme-prod", extra, True], "encoded", "Apache Superset dbs.encrypted_extra (decrypted export)")
@T(3)
def t_odbc_urlenc():
    c = C(); p = c.s(pw_alnum()); h = c.p(fqdn_internal()); u = c.p(uname())
    odbc = quote_plus(f"DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h},1433;DATABASE=sales;UID={u};PWD={p};Encrypt=yes")
    return c.line(f"{ts_space(3, ',')} INFO sqlalchemy.engine.Engine create_engine('mssql+pyodbc:///?odbc_connect={odbc}')", "encoded", "SQLAlchemy mssql+pyodbc odbc_connect (URL-encoded)")
@T(3)
def t_jenkins_secret_blob():
    c = C(); b = c.s("{AQAAABAAAAAQ" + b64b(48) + "}"); u = c.p(uname())
    return c.block(["<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>", "  <scope>GLOBAL</scope>", f"  <id>{c.k(uuid4())}</id>", f"  <username>{u}</username>", f"  <password>{b}</password>", "</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>"], "encoded", "Jenkins credentials.xml (encrypted secret)")

# ============================================================ POSITIONAL
@T(4)
def t_java_jdbc_nodriver():  # captured from running OpenJDK 17 DriverManager locally
    c = C(); h = c.p(fqdn_internal()); u = c.p(uname()); p = c.s(pw_alnum()); db = R.choice(WORDS)
    return c.block([f"java.sql.SQLException: No suitable driver found for jdbc:mysql://{h}:3306/{db}?user={u}&password={p}&useSSL=true",
                    "\tat java.sql/java.sql.DriverManager.getConnection(DriverManager.java:706)", "\tat java.sql/java.sql.DriverManager.getConnection(DriverManager.java:252)",
                    f"\tat {c.k('com.acme.' + db + '.DataSourceFactory.open(DataSourceFactory.java:' + str(R.randint(20,300)) + ')')}"], "positional", "OpenJDK 17 SQLException stack trace (run locally)")
@T(3)
def t_jul_sqlserver():  # captured from running java.util.logging SimpleFormatter locally
    c = C(); h = c.p(host()); u = c.p(uname()); p = c.s(pw())
    return c.block([f"{R.choice(MON)} {R.randint(1,28):02d}, 2026 {R.randint(1,12)}:{R.randint(10,59)}:{R.randint(10,59)} PM com.acme.pool.HikariBridge init", f"WARNING: pool init failed for jdbc:sqlserver://{h}:1433;databaseName=erp;user={u};password={p};encrypt=true;trustServerCertificate=false"], "positional", "java.util.logging SimpleFormatter (run locally, OpenJDK 17)")
@T(3)
def t_go_mysql_dsn():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.line(f"{iso(z=False)} ERROR db.Open failed dsn=\"{u}:{p}@tcp({h}:3306)/{R.choice(WORDS)}?parseTime=true&loc=UTC\" err=\"dial tcp: lookup {h}: no such host\"", "positional", "Go go-sql-driver/mysql DSN in logrus error")
@T(3)
def t_dotnet_connstr():
    c = C(); h = c.p(fqdn_internal()); u = c.p(uname()); p = c.s(pw())
    return c.block([f"fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]", f"      An error occurred using the connection to database 'Orders' on server 'tcp:{h},1433'.",
                    f"      ConnectionString: Server=tcp:{h},1433;Initial Catalog=Orders;Persist Security Info=False;User ID={u};Password={p};MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;"], "positional", ".NET Microsoft.Extensions.Logging console (EF Core connection error)")
@T(3)
def t_mysql_cli_p():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal()); c.glue.add(p); pid = c.p(pid6())
    return c.line(f"root      {pid}  0.0  0.1  {R.randint(10000,99999)}  {R.randint(1000,9999)} pts/{R.randint(0,5)}    S+   10:{R.randint(10,59)}   0:00 mysql -h {h} -u {u} -p{p} --ssl-mode=REQUIRED {R.choice(WORDS)}", "positional", "ps aux showing mysql client command line")
@T(3)
def t_redis_cli_a():  # warning text captured from running redis-cli 7.0.15 locally
    c = C(); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.block([f"$ redis-cli -h {h} -p 6379 -a {p} --no-auth-warning INFO replication" if R.random() < 0.4 else f"$ redis-cli -h {h} -a {p} PING", "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.", "PONG"], "positional", "redis-cli -a (run locally, redis-cli 7.0.15)")
@T(3)
def t_redis_auth_shell():
    c = C(); p = c.s(pw_alnum()); u = c.p(uname())
    return c.block([f"127.0.0.1:6379> AUTH {u} {p}", "(error) WRONGPASS invalid username-password pair or user is disabled.", f"127.0.0.1:6379> CONFIG SET masterauth {c.s(pw_alnum())}", "OK"], "positional", "redis-cli interactive AUTH / CONFIG SET")
@T(3)
def t_identified_by():
    c = C(); u = c.p(uname()); p = c.s(pw()); h = c.p(ip_internal())
    return c.line(f"{iso(z=False, frac=6)} {R.randint(10,9999)} Query\tCREATE USER '{u}'@'{h}' IDENTIFIED BY '{p}'", "positional", "MySQL general query log (CREATE USER IDENTIFIED BY)")
@T(3)
def t_pg_alter_role():
    c = C(); u = c.p(uname()); p = c.s(pw()); pid = c.p(pid6())
    return c.line(f"{ts_space(3, '.')} UTC [{pid}] postgres@postgres LOG:  statement: ALTER ROLE {u} WITH LOGIN PASSWORD '{p}' VALID UNTIL '2027-01-01'", "positional", "PostgreSQL log_statement=ddl")
@T(3)
def t_curl_u():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.line(f"+ curl -sS -f -u {u}:{p} -X POST https://{h}:8443/api/v1/reload -H 'Content-Type: application/json'", "positional", "bash set -x trace of curl -u")
@T(3)
def t_ftp_url():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(host())
    sch = R.choice(["ftp", "sftp", "ftps"])
    return c.line(f"{ts_space(0)} [backup] ERROR upload failed: {sch}://{u}:{p}@{h}/backups/{R.choice(WORDS)}-{digits(8)}.tar.gz: 530 Login incorrect.", "positional", "lftp/duplicity-style backup log with ftp URL")
@T(3)
def t_ldapsearch_w():
    c = C(); u = c.p(uname()); p = c.s(pw()); h = c.p(fqdn_internal())
    return c.line(f"ldapsearch -x -H ldaps://{h}:636 -D \"uid={u},ou=people,dc=acme,dc=local\" -w '{p}' -b \"ou=groups,dc=acme,dc=local\" \"(member=uid={u})\"", "positional", "OpenLDAP ldapsearch command line")
@T(3)
def t_slapd_bind():
    c = C(); u = c.p(uname()); ip = c.p(ip_internal()); h = c.p(host()); pid = c.p(pid6())
    return c.block([f"{syslog_ts()} {h} slapd[{pid}]: conn={R.randint(1000,99999)} fd={R.randint(10,99)} ACCEPT from IP={ip}:{R.randint(30000,65000)} (IP=0.0.0.0:389)",
                    f"{syslog_ts()} {h} slapd[{pid}]: conn={R.randint(1000,99999)} op=0 BIND dn=\"uid={u},ou=people,dc=acme,dc=local\" method=128",
                    f"{syslog_ts()} {h} slapd[{pid}]: conn={R.randint(1000,99999)} op=0 RESULT tag=97 err=49 text="], "positional", "OpenLDAP slapd stats log (BIND)")
@T(3)
def t_mongo_uri():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h1, h2 = c.p(host()), c.p(host())
    return c.line(f"MongoServerSelectionError: connection <monitor> to {c.p(ip_internal())}:27017 closed (uri=mongodb://{u}:{p}@{h1}:27017,{h2}:27017/admin?replicaSet=rs0&authSource=admin)", "positional", "MongoDB Node.js driver error with connection URI")
@T(3)
def t_docker_login_p():
    c = C(); u = c.p(uname()); p = c.s(dockerhub_pat() if R.random() < 0.5 else pw_alnum())
    return c.line(f"[{R.choice(WORDS)}-build] $ docker login -u {u} -p {p} registry.acme-corp.io", "positional", "Jenkins console echo of docker login -p")
@T(3)
def t_psql_conninfo():
    c = C(); u = c.p(uname()); p = c.s(pw()); h = c.p(fqdn_internal())
    return c.line(f"psql: error: connection to server at \"{h}\" ({c.p(ip_internal())}), port 5432 failed: FATAL:  password authentication failed for user \"{u}\" (conninfo: host={h} user={u} password={p} dbname=app sslmode=require)", "positional", "psql conninfo keyword/value string")
@T(3)
def t_wget_password():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum())
    return c.line(f"{ts_space(0)} CRON[{c.p(pid6())}]: ({R.choice(['root','backup'])}) CMD (wget -q --user={u} --password={p} -O /var/tmp/feed.xml https://feeds.partner.example/export)", "positional", "cron syslog CMD line (wget --password)")
@T(3)
def t_sqlcmd():
    c = C(); u = c.p(uname()); p = c.s(pw()); h = c.p(host())
    return c.line(f"PS C:\\deploy> sqlcmd -S {h}\\SQLEXPRESS -U {u} -P \"{p}\" -Q \"EXEC dbo.usp_rebuild_indexes\"", "positional", "PowerShell transcript with sqlcmd -P")
@T(3)
def t_amqp_url():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.line(f"[{ts_space(3, ',')}: ERROR/MainProcess] consumer: Cannot connect to amqp://{u}:{p}@{h}:5672//: [Errno 111] Connection refused.", "positional", "Celery worker log (broker URL)")
@T(3)
def t_jdbc_oracle():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(host())
    return c.line(f"{ts_space(3, ',')} ERROR [main] o.h.e.j.s.SqlExceptionHelper - Listener refused the connection with the following error: ORA-12505 url=jdbc:oracle:thin:{u}/{p}@//{h}:1521/ORCLPDB1", "positional", "Hibernate + Oracle thin JDBC URL with user/password")
@T(3)
def t_smbclient():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(host())
    return c.line(f"smbclient //{h}/finance -U 'CORP\\{u}%{p}' -c 'get Q3-report.xlsx'", "positional", "Samba smbclient -U user%password")
@T(3)
def t_odoo_conf():
    c = C(); p = c.s(pw_alnum()); ap = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.block(["[options]", f"admin_passwd = {ap}", f"db_host = {h}", "db_port = 5432", "db_user = odoo", f"db_password = {p}", "addons_path = /opt/odoo/addons"], "key_unusual", "Odoo odoo.conf")
@T(3)
def t_pgpass():
    c = C(); h = c.p(fqdn_internal()); u = c.p(uname()); p = c.s(pw_alnum())
    return c.line(f"{h}:5432:{R.choice(WORDS)}:{u}:{p}", "positional", "PostgreSQL .pgpass line")
@T(3)
def t_rclone_row():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(host())
    return c.row("backup_targets", ["id", "name", "target_uri", "schedule", "last_status"], [R.randint(1, 99), f"{R.choice(WORDS)}-offsite", f"sftp://{u}:{p}@{h}:22/srv/backup", "0 3 * * *", c.k("exit status 23")], "positional", "backup job table with sftp target URI")
@T(3)
def t_jira_dbconfig_row():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.row("propertytext", ["id", "propertyvalue"], [R.randint(10000, 99999), f"<jdbc-datasource><url>jdbc:postgresql://{h}:5432/jiradb</url><username>{u}</username><password>{p}</password><pool-max-size>40</pool-max-size></jdbc-datasource>"], "positional", "Jira propertytext holding dbconfig.xml fragment")
@T(3)
def t_metabase_details_row():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    det = json.dumps({"host": h, "port": 5432, "dbname": "analytics", "user": u, "password": p, "ssl": True, "tunnel-enabled": False})
    return c.row("metabase_database", ["id", "name", "engine", "details", "created_at"], [R.randint(1, 90), "Analytics", "postgres", det, c.k(iso())], "mixed", "Metabase metabase_database.details")

# ============================================================ KEY_UNUSUAL
@T(4)
def t_http_server_oauth():  # shape captured from running Python http.server + urllib locally
    c = C(); code = c.s(b64u(R.choice([24, 32]))); st = c.s(b62(R.randint(16, 32)))
    return c.line(f"127.0.0.1 - - [{clf_ts()[:-6]}] \"GET /oauth/callback?code={code}&state={st} HTTP/1.1\" {R.choice([302,404,500])} -", "key_unusual", "Python http.server BaseHTTPRequestHandler.log_message (run locally)")
@T(3)
def t_urllib_httperror():  # captured from running urllib locally
    c = C(); code = c.s(b62(R.choice([20, 40]))); st = c.s(b62(24)); t = c.k(ts_space(3, ","))
    return c.line(f"{t} ERROR [auth.callback] callback failed: HTTP Error 400: Bad Request url=http://127.0.0.1:{R.randint(30000,60000)}/oauth/callback?code={code}&state={st}", "key_unusual", "Python urllib.error.HTTPError logged (run locally)")
NONENG = [("passwort", "de"), ("kennwort", "de"), ("contraseña", "es"), ("clave", "es"), ("mot_de_passe", "fr"), ("mdp", "fr"), ("senha", "pt"), ("haslo", "pl"),
          ("parola", "it/ro"), ("wachtwoord", "nl"), ("losenord", "sv"), ("salasana", "fi"), ("sifre", "tr"), ("密码", "zh"), ("口令", "zh"), ("パスワード", "ja"), ("비밀번호", "ko"), ("пароль", "ru"), ("jelszo", "hu"), ("heslo", "cs")]
USERKEY = {"de": "benutzer", "es": "usuario", "fr": "utilisateur", "pt": "usuario", "pl": "uzytkownik", "it/ro": "utente", "nl": "gebruiker", "sv": "anvandare",
           "fi": "kayttaja", "tr": "kullanici", "zh": "用户名", "ja": "ユーザー名", "ko": "사용자", "ru": "пользователь", "hu": "felhasznalo", "cs": "uzivatel"}
NONENG_I = [0]
@T(26)
def t_noneng_kv():
    k, lang = NONENG[NONENG_I[0] % len(NONENG)]; NONENG_I[0] += 1
    c = C(); p = c.s(pw()); u = c.p(uname()); uk = USERKEY[lang]
    style = 3 if lang == "zh" and R.random() < 0.5 else R.randint(0, 2)
    if style == 0: txt = f"{iso(z=False)} INFO  [{R.choice(WORDS)}] login {uk}={u} {k}={p} result=ERROR_401"
    elif style == 1: txt = json.dumps({"time": iso(), "level": "warn", "msg": "auth payload", uk: u, k: p}, ensure_ascii=False)
    elif style == 2: txt = f"[{ts_space(0)}] local.DEBUG: login failed {{\"{uk}\":\"{u}\",\"{k}\":\"{p}\"}} []"
    else: txt = f"{ts_space(3, '.')} 用户登录失败 用户名: {u} {k}: {p} 错误码: {c.k('E' + digits(5))}"
    return c.line(txt, "key_unusual", f"application log with non-English password key ({lang})")
@T(3)
def t_totp_secret_row():
    c = C(); seed = c.s(totp_seed()); e = c.p(email()); rc = [c.s(f"{b62(5).lower()}-{b62(5).lower()}") for _ in range(3)]
    return c.row("user_2fa", ["user_id", "email", "totp_secret", "recovery_codes", "enabled_at"], [R.randint(1, 99999), e, seed, json.dumps(rc), c.k(iso())], "key_unusual", "two-factor table (totp_secret, recovery_codes)")
@T(3)
def t_otpauth_uri():
    c = C(); seed = c.s(totp_seed()); e = email(); c.p(quote(e, safe=""))
    return c.line(f"{iso()} DEBUG mfa.enroll provisioning_uri=otpauth://totp/Acme:{quote(e, safe='')}?secret={seed}&issuer=Acme&algorithm=SHA1&digits=6&period=30", "key_unusual", "pyotp provisioning URI logged at enrolment")
@T(3)
def t_otp_code_sms():
    c = C(); otp = c.s(otp6()); ph = c.p(e164(R.choice(["IN", "BR", "ID", "NG", "VN"])))
    return c.line(f"{iso()} INFO  sms.dispatch to={ph} template=login_otp vars={{\"otp\":\"{otp}\",\"ttl\":\"5m\"}} provider_msg_id={c.k(uuid4())}", "key_unusual", "SMS gateway dispatch log (OTP variable)")
@T(3)
def t_sig_query():
    c = C(); sig = c.s(quote(b64b(32), safe="")); sv = "2024-11-04"; acct = f"{R.choice(WORDS)}prod{digits(3)}"; c.p(acct + ".blob.core.windows.net")
    return c.line(f"{ip_public()} - - [{clf_ts()}] \"GET /{R.choice(WORDS)}/invoice-{R.randint(1000,99999)}.pdf?sv={sv}&ss=b&srt=o&sp=r&se=2026-12-31T23:59:59Z&sig={sig} HTTP/1.1\" 403 221 \"-\" \"azsdk-python-storage-blob/12.23.0\" host={acct}.blob.core.windows.net", "key_unusual", "Azure Storage SAS URL in access log (sig=)")
@T(3)
def t_sid_cookie():
    c = C(); sid = c.s(b62(32)); rid = c.k(uuid4())
    return c.line(f"{iso()} WARN  csrf mismatch path=/account/settings sid={sid} _gat=1 lang=de-DE request_id={rid}", "key_unusual", "web framework CSRF warning with sid cookie value")
@T(3)
def t_id_card_row():
    c = C(); n = c.p(cn_id()); nm = c.p(fold(" ".join(person())))
    return c.row("kyc_applicant", ["applicant_id", "real_name", "id_card", "shenfenzheng_verified", "updated_at"], [R.randint(1, 9999999), nm, n, True, c.k(iso())], "key_unusual", "KYC table with id_card column (Chinese resident ID)")
@T(3)
def t_spark_conf_odd():
    c = C(); k = c.s(b62(R.choice([32, 40]))); acct = f"{R.choice(WORDS)}lake{digits(3)}"
    return c.line(f"{ts_space(0)[2:].replace('-','/')} INFO SparkContext: Spark configuration: spark.hadoop.fs.azure.account.key.{acct}.dfs.core.windows.net={k}", "key_unusual", "Apache Spark driver log (spark.hadoop.fs.azure.account.key.*)")
@T(3)
def t_hmac_key_odd():
    c = C(); s = c.s(hexs(64)); rid = c.k(uuid4())
    return c.line(f"{iso()} level=debug component=webhook-relay signing_material={s} algo=HMAC-SHA256 delivery={rid}", "key_unusual", "webhook relay debug log (signing_material)")
@T(3)
def t_keycloak_client_secret_kv():
    c = C(); s = c.s(b62(32)); u = c.p(uname())
    return c.line(f"{ts_space(3, ',')} WARN  [org.keycloak.events] (executor-thread-{R.randint(1,40)}) type=\"CLIENT_LOGIN_ERROR\", realmId=\"{c.k(uuid4())}\", clientId=\"{R.choice(WORDS)}-backend\", userId=\"null\", ipAddress=\"{c.p(ip_internal())}\", error=\"invalid_client_credentials\", grant_type=\"client_credentials\", client_auth_method=\"client-secret\", cred=\"{s}\", username=\"{u}\"", "key_unusual", "Keycloak event logger (org.keycloak.events)")
@T(3)
def t_php_ini_odd():
    c = C(); p = c.s(pw_alnum()); u = c.p(uname())
    return c.block(["[database]", "driver = pdo_mysql", f"host = {c.p(fqdn_internal())}", f"usuario = {u}", f"clave = {p}", "charset = utf8mb4"], "key_unusual", "PHP parse_ini_file config (Spanish keys)")
@T(3)
def t_zabbix_macro_row():
    c = C(); p = c.s(pw_alnum())
    return c.row("globalmacro", ["globalmacroid", "macro", "value", "description", "type"], [R.randint(1, 99), R.choice(["{$MYSQL.DSNPASS}", "{$VMWARE.PASS}", "{$SNMP.AUTHKEY}"]), p, "", 0], "key_unusual", "Zabbix globalmacro (text-type secret macro)")
@T(3)
def t_gitea_two_factor_row():
    c = C(); sec = c.s(b64b(R.choice([48, 64]))); scr = b62(10)
    return c.row("two_factor", ["id", "uid", "secret", "scratch_salt", "scratch_hash", "last_used_passcode", "created_unix"], [R.randint(1, 999), R.randint(1, 99999), sec, scr, c.s(hexs(64)), otp6(), int(epoch(0))], "key_unusual", "Gitea two_factor table")
@T(3)
def t_pam_env_odd():
    c = C(); p = c.s(pw_alnum())
    return c.line(f"{syslog_ts()} {c.p(host())} {R.choice(WORDS)}-agent[{c.p(pid6())}]: loaded env BIND_PW={p} LDAP_URI=ldaps://{c.p(fqdn_internal())}", "key_unusual", "syslog line of agent dumping env (BIND_PW)")
@T(3)
def t_mattermost_cfg_row():
    c = C(); salt = c.s(b62(32)); ps = c.s(b62(32))
    val = json.dumps({"SqlSettings": {"AtRestEncryptKey": salt, "DriverName": "postgres"}, "FileSettings": {"PublicLinkSalt": ps, "DriverName": "local"}})
    return c.row("configurations", ["id", "value", "createat", "active"], [b62(26).lower(), val, int(epoch(0)) * 1000, True], "key_unusual", "Mattermost configurations table (AtRestEncryptKey, PublicLinkSalt)")

# ============================================================ NO_KEY
@T(4)
def t_aws_sts_env():
    c = C(); ak = c.s(aws_asia()); sk = c.s(aws_secret()); st = c.s(aws_session())
    return c.block([f"{{", f"    \"Credentials\": {{", f"        \"AccessKeyId\": \"{ak}\",", f"        \"SecretAccessKey\": \"{sk}\",", f"        \"SessionToken\": \"{st}\",", f"        \"Expiration\": \"{c.k(iso(frac=0))}\"", "    },",
                    f"    \"AssumedRoleUser\": {{ \"Arn\": \"arn:aws:sts::{digits(12)}:assumed-role/ci-deploy/{c.p(uname())}\" }}", "}"], "no_key", "aws sts assume-role JSON output")
@T(3)
def t_bare_token_in_msg():
    c = C(); gen = R.choice([gh_pat, glpat, slack_bot, stripe_sk, sendgrid, gcp_key, npm_tok, hf_tok, openai_key, anthropic_key, shopify, do_tok, dockerhub_pat, figma_tok, grafana_sa, linear_tok, pulumi_tok])
    t = c.s(gen())
    return c.line(f"{iso()} ERROR {R.choice(WORDS)}.client request rejected (401) while using {t} against upstream; retry={R.randint(1,5)}", "no_key", "application error log with vendor token (published prefix formats)")
@T(3)
def t_git_remote_token():
    c = C(); t = c.s(R.choice([gh_pat, gh_app, glpat])())
    return c.block([f"$ git push origin HEAD", f"remote: Invalid username or token. Password authentication is not supported for Git operations.", f"fatal: Authentication failed for 'https://{t}@github.com/acme/{R.choice(WORDS)}.git/'"], "no_key", "git push with token in remote URL")
@T(3)
def t_bearer_header():
    c = C(); t = c.s(R.choice([jwt, ya29, vault_tok, tfc_tok])())
    return c.line(f"{iso()} DEBUG httpx - HTTP Request: GET https://api.{R.choice(['internal','acme-corp.io'])}/v1/{R.choice(WORDS)} \"HTTP/1.1 403 Forbidden\" headers=[('authorization', 'Bearer {t}')]", "no_key", "httpx debug log with Authorization header")
@T(3)
def t_standalone_b64():
    c = C(); t = c.s(b64b(R.choice([32, 48, 64])))
    return c.line(f"{ts_space(3, ',')} INFO  bootstrap generated {t} for tenant {R.randint(1000,9999)} (store it now, it will not be shown again)", "no_key", "bootstrap log printing generated secret")
@T(3)
def t_telegram_url():
    c = C(); t = tg_bot(); c.s("bot" + t)
    return c.line(f"{iso()} WARNING requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.telegram.org', port=443): Read timed out. (url: /bot{t}/sendMessage)", "no_key", "python-telegram-bot / requests timeout")
@T(3)
def t_slack_webhook():
    c = C(); u = slack_hook(); tokpart = c.s(u.rsplit("/", 1)[1])
    return c.line(f"{ts_space(3, ',')} ERROR alertmanager notify: Post \"{u}\": context deadline exceeded integration=slack[0] receiver={R.choice(WORDS)}-oncall", "no_key", "Prometheus Alertmanager notify error (Slack webhook URL)")
@T(3)
def t_docker_env_inspect():
    c = C(); t = c.s(R.choice([dd_api, nr_key, mailgun, twilio_auth])()); t2 = c.s(b62(40))
    return c.block(["        \"Env\": [", "            \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\",", f"            \"DD_API_KEY={t}\",", f"            \"APP_MASTER={t2}\",", f"            \"NODE_VERSION={c.k('20.20.2')}\"", "        ],"], "no_key", "docker inspect Config.Env")
@T(3)
def t_alibaba_sdk():
    c = C(); ak = c.s(ali_akid()); sig = c.s(quote(b64b(20), safe="")); rid = c.k(str(uuid4()).upper())
    return c.line(f"{ts_space(3, '.')} DEBUG [aliyun-sdk] GET https://ecs.cn-hangzhou.aliyuncs.com/?AccessKeyId={ak}&Action=DescribeInstances&Format=JSON&RegionId=cn-hangzhou&SignatureMethod=HMAC-SHA1&SignatureNonce={uuid4()}&SignatureVersion=1.0&Timestamp={quote(iso(frac=0))}&Version=2014-05-26&Signature={sig} RequestId={rid}", "no_key", "Alibaba Cloud RPC-style signed request (SDK debug)")
@T(3)
def t_tencent_sdk():
    c = C(); sid = c.s(tc_secretid()); sig = c.s(hexs(64)); rid = c.k(uuid4())
    return c.block([f"{ts_space(3, ',')} DEBUG tencentcloud_sdk_common: POST https://cvm.tencentcloudapi.com/ action=DescribeInstances region=ap-guangzhou",
                    f"Authorization: TC3-HMAC-SHA256 Credential={sid}/{ts_space(0)[:10]}/cvm/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature={sig}",
                    f"response: {{\"Response\":{{\"Error\":{{\"Code\":\"AuthFailure.SignatureExpire\",\"Message\":\"签名过期\"}},\"RequestId\":\"{rid}\"}}}}"], "no_key", "Tencent Cloud API 3.0 TC3-HMAC-SHA256 (SDK debug)")
@T(3)
def t_huawei_obs():
    c = C(); ak = c.s(hw_ak()); sig = c.s(b64b(20))
    return c.line(f"{ts_space(3, ' ')}|{R.randint(10000,99999)}|INFO|HTTP(s)+XML|_make_request|OBS request: PUT /{R.choice(WORDS)}-bucket/export.csv Authorization: OBS {ak}:{sig}", "no_key", "Huawei Cloud OBS Python SDK log")
@T(3)
def t_stripe_webhook_secret_row():
    c = C(); ws = c.s(stripe_whsec()); url = f"https://api.acme-corp.io/hooks/stripe/{R.randint(1,9)}"
    return c.row("webhook_endpoints", ["id", "url", "secret", "enabled_events", "created_at"], [c.k("we_" + b62(24)), url, ws, json.dumps(["charge.succeeded", "invoice.paid"]), c.k(iso())], "no_key", "Stripe webhook endpoint mirror table")
@T(3)
def t_gl_pat_row():
    c = C(); d = c.s(b64b(32)); u = c.p(uname())
    return c.row("personal_access_tokens", ["id", "user_id", "name", "token_digest", "scopes", "expires_at", "last_used_at"], [R.randint(1, 99999), R.randint(1, 9999), f"ci for {u}", d, "---\n- api\n- read_repository\n", c.k(ts_space(0)[:10]), c.k(iso())], "no_key", "GitLab personal_access_tokens (token_digest)")
@T(3)
def t_oauth_tokens_row():
    c = C(); at = c.s(b64u(32)); rt = c.s(b64u(32))
    return c.row("oauth_access_tokens", ["id", "resource_owner_id", "application_id", "token", "refresh_token", "expires_in", "scopes", "created_at"],
                 [R.randint(1, 999999), R.randint(1, 99999), R.randint(1, 50), at, rt, 7200, "read write", c.k(iso())], "no_key", "Doorkeeper oauth_access_tokens (Rails)")
@T(3)
def t_nextcloud_app_pw_row():
    c = C(); tok = c.s(hexs(128)); u = c.p(uname())
    return c.row("oc_authtoken", ["id", "uid", "login_name", "password", "name", "token", "type", "last_activity"], [R.randint(1, 99999), u, u, c.s(b64b(R.choice([96, 128]))), "Nextcloud Desktop (Linux)", tok, 1, int(epoch(0))], "no_key", "Nextcloud oc_authtoken")
@T(3)
def t_django_session_row():
    c = C(); k = c.s(rs(string.ascii_lowercase + string.digits, 32)); data = c.s(b64u(48) + ":" + b62(6) + ":" + b64u(32))
    return c.row("django_session", ["session_key", "session_data", "expire_date"], [k, data, c.k(iso())], "no_key", "Django django_session")
@T(3)
def t_api_keys_row():
    c = C(); k = c.s(R.choice([stripe_sk, sendgrid, openai_key, dd_api])())
    return c.row("integrations", ["id", "tenant_id", "provider", "credential", "status", "rotated_at"], [R.randint(1, 9999), c.k(uuid4()), R.choice(["stripe", "sendgrid", "openai", "datadog"]), k, "active", c.k(iso())], "no_key", "SaaS integrations table (vendor credential column)")
@T(3)
def t_metabase_session_row():
    c = C(); sid = c.s(uuid4())
    return c.row("core_session", ["id", "user_id", "created_at", "anti_csrf_token"], [sid, R.randint(1, 999), c.k(iso()), c.s(hexs(32))], "no_key", "Metabase core_session (UUID session id)")
@T(3)
def t_pem_in_log():
    c = C(); lines = pem_rsa_lines(); [c.s(l) for l in lines[1:-1]]
    return c.block([f"{iso()} DEBUG loaded signing key from env:"] + lines, "no_key", "PEM RSA private key dumped into log")
@T(3)
def t_age_key():
    c = C(); k = c.s(age_key())
    return c.block(["# created: " + iso(z=False, frac=0), f"# public key: {c.k('age1' + rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58))}", k], "no_key", "age-keygen output")

# ============================================================ HASHES
@T(4)
def t_mysql_user_row():
    c = C(); u = c.p(uname()); h = R.choice(["%", ip_internal(), "localhost"])
    if h not in ("%", "localhost"): c.p(h)
    plugin, hsh = R.choice([("caching_sha2_password", mysql_sha2), ("mysql_native_password", mysql_native)])
    return c.row("mysql.user", ["Host", "User", "plugin", "authentication_string", "password_last_changed", "account_locked"], [h, u, plugin, c.s(hsh()), c.k(ts_space(0)), "N"], "hashes", "MySQL 8 mysql.user")
@T(3)
def t_show_create_user():
    c = C(); u = c.p(uname()); hsh = c.s(mysql_native())
    return c.line(f"CREATE USER `{u}`@`%` IDENTIFIED WITH 'mysql_native_password' AS '{hsh}' REQUIRE NONE PASSWORD EXPIRE DEFAULT ACCOUNT UNLOCK PASSWORD HISTORY DEFAULT", "hashes", "MySQL SHOW CREATE USER output")
@T(4)
def t_django_auth_user_row():
    c = C(); u = c.p(uname()); e = c.p(email()); f, l = person()
    return c.row("auth_user", ["id", "password", "last_login", "is_superuser", "username", "first_name", "last_name", "email", "is_staff", "is_active", "date_joined"],
                 [R.randint(1, 99999), c.s(django_pbkdf2() if R.random() < 0.7 else "argon2" + argon2id()), c.k(iso()), False, u, pn(c, fold(f)), pn(c, fold(l)), e, False, True, iso()], "hashes", "Django auth_user")
@T(3)
def t_rails_users_row():
    c = C(); e = c.p(email()); tok = c.s(b64u(15)[:20])
    return c.row("users", ["id", "email", "encrypted_password", "reset_password_token", "sign_in_count", "current_sign_in_ip", "created_at"], [R.randint(1, 99999), e, c.s(bcrypt("2a")), tok, R.randint(0, 900), c.p(ip_public()), c.k(iso())], "hashes", "Rails Devise users")
@T(3)
def t_keycloak_credential_row():
    c = C(); salt = c.s(b64b(16)); val = c.s(b64b(64))
    return c.row("credential", ["id", "salt", "type", "user_id", "created_date", "user_label", "secret_data", "credential_data", "priority"],
                 [c.k(uuid4()), None, "password", c.k(uuid4()), int(epoch(0)) * 1000, None, json.dumps({"value": val, "salt": salt, "additionalParameters": {}}), json.dumps({"hashIterations": R.choice([27500, 210000]), "algorithm": "pbkdf2-sha512", "additionalParameters": {}}), 10], "hashes", "Keycloak CREDENTIAL table")
@T(3)
def t_pg_authid_row():
    c = C(); r = c.p(uname())
    return c.row("pg_authid", ["rolname", "rolsuper", "rolcanlogin", "rolpassword", "rolvaliduntil"], [r, False, True, c.s(scram()), None], "hashes", "PostgreSQL pg_authid (SCRAM-SHA-256)")
@T(3)
def t_shadow_line():
    c = C(); u = c.p(uname()); h = c.s(R.choice([sha512crypt, yescrypt, sha256crypt, md5crypt])())
    return c.line(f"{u}:{h}:{R.randint(19000,20400)}:0:99999:7:::", "hashes", "/etc/shadow entry")
@T(3)
def t_ldif_ssha():
    c = C(); u = c.p(uname()); f, l = person(); cn = f"{f} {l}"
    return c.block([f"dn: uid={u},ou=people,dc=acme,dc=local", "objectClass: inetOrgPerson", f"cn: {c.p(cn)}", f"mail: {c.p(email())}", f"userPassword: {c.s(R.choice([ssha, ssha512])())}"], "hashes", "OpenLDAP slapcat LDIF")
@T(3)
def t_htpasswd():
    c = C(); u = c.p(uname()); h = c.s(R.choice([lambda: bcrypt("2y"), lambda: "$apr1$" + rs(CRYPT, 8) + "$" + rs(CRYPT, 22), lambda: "{SHA}" + b64b(20)])())
    return c.line(f"{u}:{h}", "hashes", "Apache htpasswd file line")
@T(3)
def t_wp_users_row():
    c = C(); u = c.p(uname()); e = c.p(email()); hsh = c.s(R.choice([phpass, lambda: "$wp" + bcrypt("2y")])())
    return c.row("wp_users", ["ID", "user_login", "user_pass", "user_nicename", "user_email", "user_registered", "user_activation_key"], [R.randint(1, 9999), u, hsh, u, e, c.k(ts_space(0)), ""], "hashes", "WordPress wp_users")
@T(3)
def t_magento_admin_row():
    c = C(); u = c.p(uname()); e = c.p(email())
    h = f"{hexs(64)}:{b62(32)}:{R.choice([2,3])}"
    return c.row("admin_user", ["user_id", "firstname", "lastname", "email", "username", "password", "created", "lognum"], [R.randint(1, 99), pn(c, fold(person()[0])), pn(c, fold(person()[1])), e, u, c.s(h), c.k(ts_space(0)), R.randint(0, 900)], "hashes", "Magento 2 admin_user (sha256 hash:salt:version)")
@T(3)
def t_gitea_user_row():
    c = C(); u = c.p(uname()); e = c.p(email())
    return c.row("user", ["id", "lower_name", "name", "email", "passwd", "passwd_hash_algo", "salt", "rands"], [R.randint(1, 9999), u, u, e, c.s(hexs(100)), "pbkdf2$50000$50", c.s(b62(32)), c.s(b62(32))], "hashes", "Gitea user table (pbkdf2 passwd, salt, rands)")
@T(3)
def t_mattermost_users_row():
    c = C(); u = c.p(uname()); e = c.p(email())
    return c.row("users", ["id", "createat", "username", "password", "authservice", "email", "emailverified", "mfasecret"], [rs(string.ascii_lowercase + string.digits, 26), int(epoch(0)) * 1000, u, c.s(bcrypt("2a")), "", e, True, c.s(totp_seed()) if R.random() < 0.5 else ""], "hashes", "Mattermost users")
@T(3)
def t_odoo_res_users_row():
    c = C(); lg = c.p(email())
    return c.row("res_users", ["id", "login", "password", "partner_id", "active", "totp_secret", "share"], [R.randint(2, 9999), lg, c.s(pbkdf2_sha512_passlib()), R.randint(3, 99999), True, None, False], "hashes", "Odoo res_users (passlib pbkdf2-sha512)")
@T(3)
def t_superset_ab_user_row():
    c = C(); u = c.p(uname()); e = c.p(email())
    return c.row("ab_user", ["id", "first_name", "last_name", "username", "password", "active", "email", "last_login", "login_count"], [R.randint(1, 999), pn(c, fold(person()[0])), pn(c, fold(person()[1])), u, c.s(R.choice([werkzeug_pbkdf2, werkzeug_scrypt])()), True, e, c.k(iso()), R.randint(0, 900)], "hashes", "Superset / Airflow FAB ab_user (werkzeug hash)")
@T(3)
def t_jira_cwd_user_row():
    c = C(); u = c.p(uname()); e = c.p(email()); f, l = person(); dn = c.p(fold(f"{f} {l}"))
    return c.row("cwd_user", ["id", "directory_id", "user_name", "lower_user_name", "active", "display_name", "email_address", "credential"], [R.randint(10000, 99999), 1, u, u, 1, dn, e, c.s(pkcs5s2())], "hashes", "Jira/Confluence cwd_user ({PKCS5S2})")
@T(3)
def t_grafana_user_row():
    c = C(); lg = c.p(uname()); e = c.p(email())
    return c.row("user", ["id", "version", "email", "name", "login", "password", "salt", "rands", "is_admin", "last_seen_at"], [R.randint(1, 999), 0, e, lg, lg, c.s(hexs(100)), c.s(b62(10)), c.s(b62(10)), False, c.k(iso())], "hashes", "Grafana user table (pbkdf2 hex, salt, rands)")
@T(3)
def t_nextcloud_users_row():
    c = C(); u = c.p(uname())
    return c.row("oc_users", ["uid", "displayname", "password", "uid_lower"], [u, None, c.s("3|" + argon2id()), u], "hashes", "Nextcloud oc_users (argon2id, version prefix 3|)")
@T(3)
def t_drupal_users_row():
    c = C(); u = c.p(uname()); e = c.p(email())
    return c.row("users_field_data", ["uid", "langcode", "name", "pass", "mail", "status", "created", "access"], [R.randint(1, 9999), "en", u, c.s(R.choice([drupal7, lambda: bcrypt("2y")])()), e, 1, int(epoch(0)), int(epoch(0))], "hashes", "Drupal users_field_data")
@T(3)
def t_ansible_vault_hash():
    c = C(); u = c.p(uname()); h = c.s(sha512crypt())
    return c.block([f"TASK [users : create {u}] ***", f"changed: [{c.p(host())}] => (item={{'name': '{u}', 'password': '{h}', 'groups': ['wheel']}})"], "hashes", "ansible-playbook output (user module with password hash)")
@T(3)
def t_scrypt_log():
    c = C(); e = c.p(email()); h = c.s(passlib_scrypt())
    return c.line(f"{iso()} DEBUG auth.migrate rehashed credential for {e}: {h} (was md5)", "hashes", "passlib scrypt hash logged during rehash")
@T(3)
def t_pg_scram_dump():
    c = C(); r = c.p(uname()); h = c.s(scram())
    return c.line(f"ALTER ROLE {r} WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD '{h}';", "hashes", "pg_dumpall --roles-only output")
@T(3)
def t_vaultwarden_row():
    c = C(); e = c.p(email())
    return c.row("users", ["uuid", "email", "name", "password_hash", "salt", "password_iterations", "akey", "security_stamp"],
                 [c.k(uuid4()), e, pn(c, fold(person()[0])), c.s(b64b(32)), c.s(b64b(64)), 600000, c.s("2." + b64b(16) + "|" + b64b(64) + "|" + b64b(32)), uuid4()], "hashes", "Vaultwarden users table")

# ============================================================ PII_LOCALE
@T(3)
def t_logcat_sms():
    c = C(); ph = c.p(phone(R.choice(["DE", "IN", "BR", "KR", "JP"]), True, True))
    return c.line(f"{ts_space(3, '.')[5:]}  {R.randint(1000,9999)}  {R.randint(1000,9999)} D SmsReceiver: onReceive pdu from={ph} len={R.randint(40,160)} subId=1", "pii_locale", "Android logcat threadtime")
@T(3)
def t_cpf_row():
    c = C(); f, l = person(); nm = c.p(fold(f + " " + l))
    return c.row("clientes", ["id", "nome", "cpf", "telefone", "email", "criado_em"], [R.randint(1, 999999), nm, c.p(cpf(R.random() < 0.7)), c.p(phone("BR")), c.p(email()), c.k(iso())], "pii_locale", "Brazilian e-commerce clientes table (CPF)")
@T(3)
def t_aadhaar_api():
    c = C(); a = c.p(aadhaar()); ph = c.p(phone("IN")); tx = c.k(uuid4())
    d = {"txn": tx, "uid": a, "mobile": ph, "consent": "Y", "ts": iso(z=False), "status": "OTP_SENT", "errCode": None}
    return c.line(f"{ts_space(3, ',')} INFO  [ekyc-gateway] request={json.dumps(d)}", "pii_locale", "Indian e-KYC gateway request log (Aadhaar, Verhoeff)")
@T(3)
def t_dni_es():
    c = C(); d = c.p(R.choice([dni, nie])()); f, l = person(); tel = c.p(phone("ES"))
    return c.line(f"{ts_space(3, ',')} WARN  [altas-clientes] Validación fallida: documento={d} nombre=\"{c.p(f + ' ' + l)}\" teléfono={tel} motivo=DUPLICADO código={c.k('VAL-' + digits(4))}", "pii_locale", "Spanish Spring Boot service log (DNI/NIE)")
@T(3)
def t_pesel_row():
    c = C(); f, l = person()
    return c.row("pacjenci", ["id", "imie", "nazwisko", "pesel", "telefon", "data_rejestracji"], [R.randint(1, 99999), pn(c, fold(f)), pn(c, fold(l)), c.p(pesel()), c.p(phone("PL")), c.k(ts_space(0))], "pii_locale", "Polish clinic pacjenci table (PESEL)")
@T(3)
def t_se_bankid():
    c = C(); pn_ = c.p(personnummer(R.random() < 0.5)); oref = c.k(uuid4())
    return c.line(f"{iso()} INFO  bankid.collect orderRef={oref} status=complete personalNumber={pn_} name=\"{c.p(' '.join(person()))}\" device.ipAddress={c.p(ip_public())}", "pii_locale", "Swedish BankID collect response log (personnummer)")
@T(3)
def t_kr_rrn():
    c = C(); r = c.p(kr_rrn()); ph = c.p(phone("KR"))
    return c.line(f"[{ts_space(3, '.')}] [http-nio-8080-exec-{R.randint(1,20)}] INFO  c.a.m.MemberService - 본인인증 완료 주민등록번호={r} 휴대폰={ph} 결과코드={c.k('0000')}", "pii_locale", "Korean Java service log (RRN)")
@T(3)
def t_jp_mynumber_row():
    c = C(); f, l = person()
    return c.row("employees_jp", ["emp_no", "shimei", "my_number", "denwa", "nyusha_bi"], [f"E{digits(6)}", c.p(fold(l + " " + f)), c.p(my_number()), c.p(phone("JP")), c.k(ts_space(0)[:10])], "pii_locale", "Japanese HR table (My Number)")
@T(3)
def t_tw_id_row():
    c = C()
    return c.row("members_tw", ["member_id", "national_id", "mobile", "email", "created_at"], [R.randint(1, 999999), c.p(tw_id()), c.p("09" + digits(8)), c.p(email()), c.k(iso())], "pii_locale", "Taiwanese membership table (national ID)")
@T(3)
def t_za_id():
    c = C(); z = c.p(za_id()); ph = c.p(phone("ZA"))
    return c.line(f"{iso()} level=info msg=\"FICA verification passed\" id_number={z} msisdn={ph} branch=JHB-{R.randint(1,90)} ref={c.k(ulid())}", "pii_locale", "South African FICA check (logfmt)")
@T(3)
def t_cl_rut():
    c = C(); r = c.p(cl_rut()); ph = c.p(phone("AR") if R.random() < 0.2 else "+56 9 " + digits(4) + " " + digits(4))
    return c.line(f"{ts_space(3, ',')} INFO  boleta emitida rut_receptor={r} telefono={ph} folio={R.randint(1000,999999)} sii_track={c.k(digits(10))}", "pii_locale", "Chilean e-invoice (boleta) log (RUT mod 11)")
@T(3)
def t_tc_row():
    c = C(); f, l = person()
    return c.row("musteriler", ["id", "ad_soyad", "tc_kimlik_no", "cep_telefonu", "iban"], [R.randint(1, 99999), c.p(fold(f + " " + l)), c.p(tc_kimlik()), c.p(phone("TR")), c.p(iban(False))], "pii_locale", "Turkish customer table (TC Kimlik No)")
@T(3)
def t_nir_row():
    c = C()
    return c.row("assures", ["id", "nom", "nir", "telephone", "iban"], [R.randint(1, 99999), pn(c, fold(person()[1])), c.p(nir()), c.p(phone("FR")), c.p(iban())], "pii_locale", "French insurer assures table (NIR key mod 97)")
@T(3)
def t_bsn_log():
    c = C(); b = c.p(bsn()); ib = c.p(iban(True))
    return c.line(f"{iso()} [WARN] toeslagen.koppeling: BSN {b} heeft afwijkend rekeningnummer {ib}; dossier={c.k('DOS-' + digits(7))}", "pii_locale", "Dutch government-style service log (BSN 11-test, IBAN)")
@T(3)
def t_hetu():
    c = C(); h = c.p(hetu()); ph = c.p(phone(R.choice(["SE", "NL"])))
    return c.line(f"{ts_space(3, '.')} INFO  kanta.request henkilötunnus={h} puhelin={ph} status={c.k('HTTP 409')}", "pii_locale", "Finnish health-service log (HETU)")
@T(3)
def t_card_decline():
    c = C(); cd = c.p(card()); e = c.p(email())
    return c.line(f"{iso()} ERROR payments.charge declined card={cd} exp={R.randint(1,12):02d}/{R.randint(27,31)} email={e} decline_code={c.k(R.choice(['insufficient_funds','do_not_honor','expired_card']))}", "pii_locale", "payment service error log (card PAN, Luhn)")
@T(3)
def t_sepa_xml():
    c = C(); ib = c.p(iban(False)); nm = c.p(" ".join(person())); e2e = c.k("E2E-" + digits(12))
    return c.block(["<CdtTrfTxInf>", f"  <PmtId><EndToEndId>{e2e}</EndToEndId></PmtId>", f"  <Amt><InstdAmt Ccy=\"EUR\">{R.randint(10,9999)}.{digits(2)}</InstdAmt></Amt>", f"  <Cdtr><Nm>{nm}</Nm></Cdtr>", f"  <CdtrAcct><Id><IBAN>{ib}</IBAN></Id></CdtrAcct>", "</CdtTrfTxInf>"], "pii_locale", "ISO 20022 pain.001 credit transfer")
@T(3)
def t_whatsapp_webhook():
    c = C(); wa = c.p(phone(R.choice(["BR", "IN", "ID", "MX", "NG", "EG"]), False, True).lstrip("0")); nm = c.p(" ".join(person()))
    if not wa.isdigit() or len(wa) < 6: wa = c.p(digits(11))
    d = {"object": "whatsapp_business_account", "entry": [{"id": digits(15), "changes": [{"value": {"messaging_product": "whatsapp", "contacts": [{"profile": {"name": nm}, "wa_id": wa}], "messages": [{"from": wa, "id": c.k("wamid." + b64b(30)), "timestamp": epoch(0), "type": "text"}]}, "field": "messages"}]}]}
    return c.line(json.dumps(d, ensure_ascii=False), "pii_locale", "WhatsApp Cloud API webhook payload")
@T(3)
def t_ssn_row():
    c = C(); f, l = person()
    return c.row("hr_employees", ["employee_id", "legal_name", "ssn", "phone", "dob", "dept"], [f"EMP{digits(5)}", c.p(fold(f + " " + l)), c.p(ssn()), c.p(phone("US")), c.p(f"{R.randint(1950,2004)}-{R.randint(1,12):02d}-{R.randint(1,28):02d}"), "Finance"], "pii_locale", "US HRIS employee table (SSN)")
@T(3)
def t_nino_row():
    c = C()
    return c.row("payroll_gb", ["payroll_id", "surname", "ni_number", "mobile", "tax_code"], [R.randint(1000, 99999), pn(c, fold(person()[1])), c.p(nino()), c.p(phone("GB")), c.k(f"{R.randint(1100,1300)}L")], "pii_locale", "UK payroll export (NINO)")
@T(3)
def t_aliyun_sms():
    c = C(); ph = c.p("1" + R.choice("3589") + digits(9)); rid = c.k(str(uuid4()).upper()); biz = c.k(digits(15) + "^" + digits(10))
    return c.line(f"{ts_space(3, '.')} INFO  [dysmsapi] SendSms PhoneNumbers={ph} SignName=阿里云短信测试 TemplateCode=SMS_{digits(9)} Code=OK Message=OK RequestId={rid} BizId={biz}", "pii_locale", "Alibaba Cloud SMS SendSms response log")
@T(3)
def t_cn_id_log():
    c = C(); i = c.p(cn_id()); ph = c.p(phone("CN")); f, l = R.choice(["王","李","张","刘","陈"]), R.choice(["建国","秀英","志强","丽华","海燕"])
    return c.line(f"{ts_space(3, '.')} [http-nio-8080-exec-{R.randint(1,30)}] INFO  c.a.u.RealNameService - 实名认证请求 姓名={f}{l} 身份证号={i} 手机号={ph} traceId={c.k(hexs(32))}", "pii_locale", "Chinese Spring Boot service log (resident ID mod 11-2)")
@T(3)
def t_shopify_order():
    c = C(); f, l = person(); cc = R.choice(["DE", "FR", "IT", "NL", "AU", "MX"])
    d = {"id": int(digits(13)), "email": c.p(email()), "phone": c.p(e164(cc)), "shipping_address": {"first_name": f, "last_name": l, "address1": f"{R.randint(1,200)} {R.choice(['Hauptstraße','Rue de la Paix','Via Roma','Keizersgracht'])}", "phone": c.p(phone(cc)), "country_code": cc}, "total_price": f"{R.randint(10,900)}.{digits(2)}", "admin_graphql_api_id": c.k(f"gid://shopify/Order/{digits(13)}")}
    pn(c, f); pn(c, l)
    return c.line(json.dumps(d, ensure_ascii=False), "pii_locale", "Shopify orders/create webhook")
@T(3)
def t_phones_csv_row():
    c = C(); ccs = R.sample(list(PHONES), 3)
    return c.row("contact_import_staging", ["batch_id", "raw_line", "parsed_ok"], [c.k(uuid4()), ";".join(c.p(phone(x)) for x in ccs), True], "pii_locale", "CRM contact import staging table (raw CSV line)")
@T(3)
def t_card_row():
    c = C(); cd = c.p(card(R.choice(["", " ", "-"]))); nm = c.p(fold(" ".join(person())).upper())
    return c.row("legacy_payments", ["id", "cardholder", "pan", "exp", "amount", "auth_code"], [R.randint(1, 999999), nm, cd, f"{R.randint(1,12):02d}{R.randint(27,31)}", f"{R.randint(1,900)}.{digits(2)}", c.k(digits(6))], "pii_locale", "legacy POS payments table with clear PAN")
@T(3)
def t_iban_row():
    c = C()
    return c.row("sepa_mandates", ["mandate_id", "debtor_name", "debtor_iban", "bic", "signed_on"], [c.k("MNDT-" + digits(9)), c.p(fold(" ".join(person()))), c.p(iban(R.random() < 0.5)), R.choice(["DEUTDEFF", "BNPAFRPP", "INGBNL2A", "CAIXESBB"]), c.k(ts_space(0)[:10])], "pii_locale", "SEPA direct-debit mandates table")
@T(3)
def t_mx_phone_ru():
    c = C(); a = c.p(phone("RU")); b = c.p(phone("MX")); d = c.p(phone("VN"))
    return c.line(f"{iso()} INFO  notifier.fanout recipients=[{a}, {b}, {d}] campaign={c.k('cmp_' + digits(6))} channel=sms", "pii_locale", "notification fan-out log (multi-country phones)")

# ============================================================ MIXED
@T(4)
def t_redis_monitor():  # line shapes captured from `redis-cli MONITOR` against local redis-server 7.0.15
    c = C(); ip1, ip2 = c.p(ip_internal()), c.p(ip_internal()); sid = c.s(b62(32)); e = c.p(email()); ph = c.p(e164()); red = '"' + c.k("(redacted)") + '"' 
    t = float(epoch(0)); L = []
    def ts():
        nonlocal t; t += R.random() / 50; return f"{t:.6f}"
    L.append(f"{ts()} [0 {ip1}:{R.randint(30000,60000)}] \"AUTH\" {red}")
    L.append(f"{ts()} [0 {ip1}:{R.randint(30000,60000)}] \"SET\" \"sess:{sid}\" \"{R.randint(1,99999)}\" \"EX\" \"1800\"")
    L.append(f"{ts()} [0 {ip2}:{R.randint(30000,60000)}] \"HSET\" \"user:{R.randint(1,99999)}\" \"email\" \"{e}\" \"phone\" \"{ph}\"")
    L.append(f"{ts()} [0 {ip2}:{R.randint(30000,60000)}] \"HELLO\" \"3\" \"AUTH\" \"(redacted)\" \"(redacted)\"")
    return c.block(L, "mixed", "redis-cli MONITOR (run locally, redis-server 7.0.15)")
@T(3)
def t_redis_client_list():  # field layout captured from CLIENT LIST on local redis 7.0.15
    c = C(); L = []; srv = c.p(ip_internal())
    for i in range(R.randint(2, 3)):
        ip = c.p(ip_internal()); nm = c.p(pod()) if R.random() < 0.7 else ""
        u = c.p(uname()) if R.random() < 0.5 else "default"
        L.append(f"id={R.randint(10,99999)} addr={ip}:{R.randint(30000,60000)} laddr={srv}:6379 fd={R.randint(8,900)} name={nm} age={R.randint(0,99999)} idle={R.randint(0,999)} flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 qbuf=0 qbuf-free=0 argv-mem=0 multi-mem=0 rbs=1024 rbp=0 obl=0 oll=0 omem=0 tot-mem={R.randint(20000,90000)} events=r cmd={R.choice(['get','hset','evalsha','client|list'])} user={u} redir=-1 resp={R.choice([2,3])}")
    return c.block(L, "mixed" if len(c.P) else "infra", "redis CLIENT LIST (run locally, redis 7.0.15)")
@T(3)
def t_node_econnrefused():  # shape captured from running Node 20 http.get locally
    c = C(); ip = c.p(ip_internal()); port = R.choice([5432, 6379, 9200, 8080])
    return c.block([f"Error: connect ECONNREFUSED {ip}:{port}", "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16) {", "  errno: -111,", f"  code: {c.k(chr(39) + 'ECONNREFUSED' + chr(39))},", "  syscall: 'connect',", f"  address: '{ip}',", f"  port: {port}", "}"], "infra", "Node.js 20 uncaught error inspect (run locally)")
@T(3)
def t_py_traceback_token():  # frames captured from running CPython 3.11 urllib locally
    c = C(); h = c.p(fqdn_internal()); tok = c.s(b62(40)); t = c.k(ts_space(3, ","))
    return c.block([f"{t} ERROR [{R.choice(WORDS)}.fetch] fetch failed", "Traceback (most recent call last):",
                    f"  File \"{c.k('/srv/app/' + R.choice(WORDS) + '/fetch.py')}\", line {R.randint(10,300)}, in pull", f"    urllib.request.urlopen(\"http://{h}:8080/api/export?token={tok}\", timeout=5)",
                    "  File \"/usr/lib/python3.11/urllib/request.py\", line 216, in urlopen", "    return opener.open(url, data, timeout)", "urllib.error.URLError: <urlopen error [Errno 111] Connection refused>"], "mixed", "CPython 3.11 logging.exception traceback (run locally)")
@T(3)
def t_gitlab_prod_json():
    c = C(); cid = c.k(b62(26)); u = c.p(uname()); ip = c.p(ip_public())
    d = {"method": "POST", "path": f"/api/v4/projects/{R.randint(1,9999)}/pipeline", "format": "json", "controller": None, "status": R.choice([201, 401, 500]), "time": iso(), "params": [{"key": "ref", "value": "main"}, {"key": "private_token", "value": "[FILTERED]"}],
         "remote_ip": ip, "user_id": R.randint(1, 9999), "username": u, "ua": "python-gitlab/4.4.0", "correlation_id": cid, "meta.user": u, "meta.caller_id": "POST /api/:version/projects/:id/pipeline", "duration_s": float(f"0.{digits(5)}"), "db_count": R.randint(1, 90)}
    c.k("[FILTERED]")
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "GitLab api_json.log")
@T(3)
def t_gitlab_shell():
    c = C(); cid = c.k(b62(26)); u = c.p(uname()); ip = c.p(ip_public())
    d = {"command": "git-upload-pack", "correlation_id": cid, "git_protocol": "version=2", "gl_key_id": R.randint(1, 9999), "gl_key_type": "key", "gl_project_path": f"acme/{R.choice(WORDS)}", "gl_repository": f"project-{R.randint(1,9999)}", "level": "info", "msg": "executing git command", "remote_ip": ip, "time": iso(z=False, frac=0), "user_id": f"user-{R.randint(1,9999)}", "username": u}
    return c.line(json.dumps(d, separators=(",", ":")), "infra", "gitlab-shell JSON log")
@T(3)
def t_cloudtrail_console():
    c = C(); u = c.p(uname()); ip = c.p(ip_public()); acct = digits(12)
    d = {"eventVersion": "1.09", "userIdentity": {"type": "IAMUser", "principalId": "AIDA" + rs(string.ascii_uppercase + "234567", 17), "arn": f"arn:aws:iam::{acct}:user/{u}", "accountId": acct, "userName": u},
         "eventTime": c.k(iso(frac=0)), "eventSource": "signin.amazonaws.com", "eventName": "ConsoleLogin", "awsRegion": "us-east-1", "sourceIPAddress": ip, "userAgent": "Mozilla/5.0",
         "responseElements": {"ConsoleLogin": "Failure"}, "additionalEventData": {"MFAUsed": "No", "LoginTo": "https://console.aws.amazon.com/console/home"}, "errorMessage": "Failed authentication", "eventID": c.k(uuid4())}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "AWS CloudTrail ConsoleLogin event")
@T(3)
def t_gcp_audit():
    c = C(); e = c.p(email()); ip = c.p(ip_public())
    d = {"protoPayload": {"@type": "type.googleapis.com/google.cloud.audit.AuditLog", "status": {"code": 7, "message": "PERMISSION_DENIED"}, "authenticationInfo": {"principalEmail": e}, "requestMetadata": {"callerIp": ip, "callerSuppliedUserAgent": "google-cloud-sdk gcloud/489.0.0"},
         "serviceName": "secretmanager.googleapis.com", "methodName": "google.cloud.secretmanager.v1.SecretManagerService.AccessSecretVersion", "resourceName": f"projects/{digits(12)}/secrets/{R.choice(WORDS)}-db-password/versions/latest"},
         "insertId": c.k(b62(12).lower()), "severity": "ERROR", "logName": "projects/acme-prod/logs/cloudaudit.googleapis.com%2Fdata_access", "timestamp": iso(frac=6)}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Google Cloud Audit Logs (data_access)")
@T(3)
def t_azure_activity():
    c = C(); e = c.p(email()); ip = c.p(ip_public()); corr = c.k(uuid4())
    d = {"time": iso(frac=7), "resourceId": f"/SUBSCRIPTIONS/{str(uuid4()).upper()}/RESOURCEGROUPS/RG-{R.choice(WORDS).upper()}/PROVIDERS/MICROSOFT.KEYVAULT/VAULTS/KV-{R.choice(WORDS).upper()}", "operationName": "MICROSOFT.KEYVAULT/VAULTS/WRITE", "category": "Administrative", "resultType": "Success", "correlationId": corr, "callerIpAddress": ip,
         "identity": {"claims": {"http://schemas.xmlsoap.org/ws/2005/05/identity/claims/upn": e, "ipaddr": ip, "name": " ".join(person())}}, "level": "Information"}
    c.p(d["identity"]["claims"]["name"])
    return c.line(json.dumps(d, ensure_ascii=False, separators=(",", ":")), "mixed", "Azure Activity Log (resource log schema)")
@T(3)
def t_actiontrail():
    c = C(); la = c.p(email()); ip = c.p(ip_public()); ak = c.s("STS." + b62(25)); eid = c.k(str(uuid4()).upper())
    d = {"eventId": eid, "eventVersion": 1, "eventSource": "signin.aliyun.com", "sourceIpAddress": ip, "userAgent": "Mozilla/5.0", "eventType": "ConsoleSignin",
         "userIdentity": {"accountId": digits(16), "principalId": digits(16), "type": "ram-user", "userName": c.p(uname()), "accessKeyId": ak}, "serviceName": "AasSub",
         "additionalEventData": {"loginAccount": la, "isMFAChecked": "false"}, "requestId": c.k(str(uuid4()).upper()), "eventTime": iso(frac=0), "isGlobal": True, "acsRegion": "cn-hangzhou", "eventName": "ConsoleSignin"}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Alibaba Cloud ActionTrail ConsoleSignin event")
@T(3)
def t_serilog_clef():
    c = C(); e = c.p(email()); ip = c.p(ip_internal()); k = c.s(b62(32))
    d = {"@t": iso(frac=7), "@mt": "API key {ApiKey} rejected for {UserEmail} from {ClientIp}", "@l": "Warning", "ApiKey": k, "UserEmail": e, "ClientIp": ip, "SourceContext": "Acme.Api.Auth.ApiKeyHandler", "RequestId": c.k(f"0HN{rs(string.ascii_uppercase + string.digits, 10)}:0000000{R.randint(1,9)}"), "MachineName": c.p(f"WEB{R.randint(1,9)}-{HEX(6)}")}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Serilog compact JSON (CLEF)")
@T(3)
def t_zap_json():
    c = C(); e = c.p(email()); t = c.s(jwt()); p = c.p(pod())
    d = {"level": "error", "ts": float(epoch(6)), "caller": f"auth/middleware.go:{R.randint(20,300)}", "msg": "token verification failed", "user": e, "token": t, "pod": p, "error": "crypto/rsa: verification error", "stacktrace": f"github.com/acme/{R.choice(WORDS)}/auth.(*Verifier).Verify"}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Go uber-go/zap production JSON encoder")
@T(3)
def t_logrus_text():
    c = C(); u = c.p(uname()); ip = c.p(ip_internal()); p = c.s(pw())
    return c.line(f"time=\"{iso(z=False)}\" level=warning msg=\"login failed\" attempt={R.randint(1,5)} password=\"{p}\" remote_addr=\"{ip}:{R.randint(30000,60000)}\" user={u}", "mixed", "Go sirupsen/logrus TextFormatter")
@T(3)
def t_slog_json():
    c = C(); e = c.p(email()); h = c.p(host()); s = c.s(b64u(32))
    d = {"time": iso(z=False, frac=9), "level": "INFO", "source": {"function": "main.(*server).login", "file": c.k("/app/cmd/server/login.go"), "line": R.randint(20, 300)}, "msg": "session issued", "user": e, "session": s, "host": h}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Go log/slog JSONHandler with AddSource")
@T(3)
def t_rust_tracing():
    c = C(); e = c.p(email()); ip = c.p(ip_internal()); rid = c.k(uuid4())
    return c.line(f"{iso(frac=6)}  WARN request{{method=POST uri=/v1/login version=HTTP/1.1 request_id={rid}}}: auth::handlers: login rejected email={e} peer={ip}:{R.randint(30000,60000)} reason=\"invalid credentials\" elapsed={c.k(dur_ms())}", "mixed", "Rust tracing-subscriber fmt (full) with span fields")
@T(3)
def t_pino():
    c = C(); e = c.p(email()); h = c.p(pod()); pid = c.p(pid6()); ck = c.s(b64u(32))
    d = {"level": 40, "time": int(epoch(0)) * 1000 + R.randint(0, 999), "pid": int(pid), "hostname": h, "req": {"id": R.randint(1, 9999), "method": "POST", "url": "/api/checkout", "headers": {"cookie": f"sid={ck}"}}, "user": e, "msg": "cart locked"}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Node pino JSON (default serializers)")
@T(3)
def t_winston():
    c = C(); e = c.p(email()); k = c.s(R.choice([stripe_sk, sendgrid])())
    d = {"level": "error", "message": f"mail provider rejected key {k}", "service": "notifier", "recipient": e, "timestamp": iso()}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Node winston JSON format")
@T(3)
def t_monolog_laravel():
    c = C(); e = c.p(email()); u = c.p(uname())
    return c.line(f"[{ts_space(0)}] production.ERROR: SQLSTATE[{c.k('23000')}]: Integrity constraint violation: 1062 Duplicate entry '{e}' for key 'users_email_unique' (Connection: mysql, SQL: insert into `users` (`name`, `email`, `password`) values ({u}, {e}, {c.s(bcrypt('2y'))})) {{\"exception\":\"[object] (Illuminate\\\\Database\\\\UniqueConstraintViolationException(code: 23000)\"}}", "mixed", "Laravel 11 Monolog stack channel (QueryException)")
@T(3)
def t_pg_unique():
    c = C(); e = c.p(email()); pid = c.p(pid6()); tt = c.k(ts_space(3, '.') + " UTC")
    return c.block([f"{tt} [{pid}] app@shop ERROR:  duplicate key value violates unique constraint \"customers_email_key\"", f"{tt} [{pid}] app@shop DETAIL:  Key (email)=({e}) already exists.",
                    f"{tt} [{pid}] app@shop STATEMENT:  INSERT INTO customers (email, phone) VALUES ('{e}', '{c.p(phone())}')"], "mixed", "PostgreSQL error with DETAIL and STATEMENT")
@T(3)
def t_mysql_access_denied():
    c = C(); u = c.p(uname()); ip = c.p(ip_internal())
    return c.line(f"{iso(frac=6)} {R.randint(10,99999)} [Note] [{c.k('MY-010926')}] [Server] Access denied for user '{u}'@'{ip}' (using password: YES)", "infra", "MySQL 8 error log (MY-010926)")
@T(3)
def t_kestrel_apikey():
    c = C(); k = c.s(b62(32)); h = c.p(fqdn_internal())
    return c.block(["info: Microsoft.AspNetCore.Hosting.Diagnostics[1]", f"      Request starting HTTP/1.1 GET http://{h}:5000/api/v2/reports?apikey={k}&format=csv - - -",
                    "info: Microsoft.AspNetCore.Hosting.Diagnostics[2]", f"      Request finished HTTP/1.1 GET http://{h}:5000/api/v2/reports?apikey={k}&format=csv - 401 0 - {c.k(str(R.randint(1,99)) + '.' + digits(4) + 'ms')}"], "mixed", "ASP.NET Core Kestrel console logger (Hosting.Diagnostics)")
@T(3)
def t_logcat_okhttp():
    c = C(); t = c.s(jwt()); ph = c.p(e164()); base = ts_space(3, '.')[5:17]; ms = R.randint(100, 500); pid, tid = R.randint(1000, 32000), R.randint(1000, 32000)
    pre = lambda k: f"{base}.{ms + k:03d}  {pid}  {tid} I okhttp.OkHttpClient:"
    L = [f"{pre(0)} --> POST https://api.acme-corp.io/v3/verify", f"{pre(1)} Authorization: Bearer {t}",
         f"{pre(1)} {{\"msisdn\":\"{ph}\",\"channel\":\"sms\"}}", f"{pre(R.randint(90, 400))} <-- 429 https://api.acme-corp.io/v3/verify ({c.k(dur_ms())})"]
    return c.block(L, "mixed", "Android logcat threadtime (OkHttp HttpLoggingInterceptor BODY)")
@T(3)
def t_ps_4104():
    c = C(); p = c.s(pw()); u = c.p(uname()); h = c.p(host())
    return c.block(["Creating Scriptblock text (1 of 1):", f"$sec = ConvertTo-SecureString '{p}' -AsPlainText -Force", f"$cred = New-Object System.Management.Automation.PSCredential('CORP\\{u}', $sec)", f"Invoke-Command -ComputerName {h} -Credential $cred -ScriptBlock {{ Restart-Service W3SVC }}", "", f"ScriptBlock ID: {c.k(uuid4())}", "Path: "], "mixed", "Windows PowerShell event 4104 (Script Block Logging)")
@T(3)
def t_jenkins_masked():
    c = C(); t = c.s(R.choice([gh_pat, npm_tok, glpat])()); n = c.p(node() if R.random() < 0.5 else host())
    return c.block([f"Running on {n} in /home/jenkins/agent/workspace/{R.choice(WORDS)}-release", "[Pipeline] withCredentials", "Masking supported pattern matches of $NPM_TOKEN", f"+ echo //registry.npmjs.org/:_authToken={c.k('****')}", f"+ curl -s -H 'PRIVATE-TOKEN: {t}' https://gitlab.corp.internal/api/v4/version", f"Finished: {c.k('FAILURE')}"], "mixed", "Jenkins pipeline console output")
@T(3)
def t_keycloak_admin_event():
    c = C(); u = c.p(uname()); e = c.p(email()); p = c.s(pw()); ip = c.p(ip_internal())
    rep = json.dumps({"username": u, "email": e, "enabled": True, "credentials": [{"type": "password", "value": p, "temporary": True}]})
    d = {"time": int(epoch(0)) * 1000, "realmId": c.k(uuid4()), "authDetails": {"realmId": "master", "clientId": c.k(uuid4()), "userId": c.k(uuid4()), "ipAddress": ip}, "operationType": "CREATE", "resourceType": "USER", "resourcePath": f"users/{uuid4()}", "representation": rep}
    return c.line(json.dumps(d, separators=(",", ":")), "mixed", "Keycloak AdminEvent with includeRepresentation")
@T(3)
def t_airflow_task_uri():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum()); h = c.p(fqdn_internal())
    return c.line(f"[{ts_space(3, ',')}] {{base.py:84}} INFO - Retrieving connection 'warehouse': postgres://{u}:{p}@{h}:5432/dwh?sslmode=require", "mixed", "Apache Airflow task log (BaseHook connection retrieval)")
@T(3)
def t_macos_mail():
    c = C(); e = c.p(email()); pid = c.p(pid6())
    return c.line(f"{ts_space(6, '.')}+0200 0x{hexs(6)}   Error       0x0                  {pid}  0    accountsd: [com.apple.accounts:Authentication] Credential renewal failed for account {e} (error: -{R.randint(7000,7099)}, {c.k('ACErrorDomain')})", "mixed", "macOS unified log (accountsd)")
@T(3)
def t_elixir_plug():
    c = C(); ip = c.p(ip_internal()); e = c.p(email()); rid = c.k(b64u(15)[:20]); tt = ts_space(3, '.')[11:]
    return c.block([f"{tt} request_id={rid} remote_ip={ip} [info] POST /users/log_in", f"{tt} request_id={rid} remote_ip={ip} [warning] login failure for {e}", f"{tt} request_id={rid} remote_ip={ip} [info] Sent 302 in {c.k(str(R.randint(1,90)) + 'ms')}"], "mixed", "Elixir Logger console with Plug.Logger / Phoenix")
@T(3)
def t_kafka_jaas():
    c = C(); u = c.p(uname()); p = c.s(pw_alnum())
    return c.block([f"[{ts_space(3, ',')}] INFO ProducerConfig values: ", "\tbootstrap.servers = [" + c.p(fqdn_internal()) + ":9093]", "\tsasl.mechanism = SCRAM-SHA-512",
                    f"\tsasl.jaas.config = org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{u}\" password=\"{p}\";", "\tsecurity.protocol = SASL_SSL", f"\tclient.id = {c.k('producer-' + str(R.randint(1,99)))}"], "mixed", "Kafka producer ProducerConfig dump (unmasked JAAS)")
@T(3)
def t_audit_diff_row():
    c = C(); e_old = c.p(email()); e_new = c.p(email()); ph = c.p(phone())
    ch = json.dumps({"email": [e_old, e_new], "phone": [None, ph], "encrypted_password": ["[FILTERED]", "[FILTERED]"]})
    c.k("[FILTERED]")
    return c.row("versions", ["id", "item_type", "item_id", "event", "whodunnit", "object_changes", "created_at"], [R.randint(1, 10**7), "User", R.randint(1, 99999), "update", str(R.randint(1, 999)), ch, c.k(iso())], "mixed", "PaperTrail versions table (Rails)")
@T(3)
def t_user_sessions_row():
    c = C(); tok = c.s(b64u(32)); ip = c.p(ip_public()); e = c.p(email())
    return c.row("user_sessions", ["id", "user_email", "session_token", "ip_address", "user_agent", "created_at", "last_seen_at"], [R.randint(1, 10**6), e, tok, ip, "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", c.k(iso()), iso()], "mixed", "application user_sessions table")
@T(3)
def t_auth0_log_row():
    c = C(); e = c.p(email()); ip = c.p(ip_public())
    det = json.dumps({"type": "f", "description": "Wrong email or password.", "connection": "Username-Password-Authentication", "client_name": "Acme Web", "ip": ip, "user_name": e, "log_id": c.k(digits(56))})
    return c.row("auth0_logs", ["log_id", "date", "type", "data"], [digits(20), c.k(iso()), "f", det], "mixed", "Auth0 tenant logs exported to warehouse")
@T(3)
def t_keycloak_user_entity_row():
    c = C(); u = c.p(uname()); e = c.p(email()); f, l = person()
    return c.row("user_entity", ["id", "email", "email_verified", "enabled", "first_name", "last_name", "realm_id", "username", "created_timestamp"], [c.k(uuid4()), e, True, True, pn(c, fold(f)), pn(c, fold(l)), c.k(uuid4()), u, int(epoch(0)) * 1000], "mixed", "Keycloak user_entity")
@T(3)
def t_hangfire_job_row():
    c = C(); e = c.p(email()); p = c.s(pw_alnum())
    args = json.dumps([json.dumps({"To": e, "SmtpPassword": p, "Template": "reset"})])
    return c.row("HangFire.Job", ["Id", "StateName", "InvocationData", "Arguments", "CreatedAt"], [R.randint(1, 10**6), "Failed", json.dumps({"Type": "Acme.Mail.Sender, Acme", "Method": "Send"}), args, c.k(iso())], "encoded", "Hangfire [HangFire].[Job] (JSON-in-JSON Arguments)")
@T(3)
def t_airflow_log_row():
    c = C(); u = c.p(uname()); e = c.p(email())
    extra = json.dumps([["dag_id", f"{R.choice(WORDS)}_daily"], ["conf", json.dumps({"notify": e, "api_token": c.s(b62(40))})]])
    return c.row("log", ["id", "dttm", "dag_id", "event", "owner", "extra"], [R.randint(1, 10**7), c.k(iso()), f"{R.choice(WORDS)}_daily", "trigger", u, extra], "mixed", "Apache Airflow log table (trigger with conf)")

# ---------------------------------------------------------------- main
CLASS_TARGET = {"clean": 46, "encoded": 58, "hashes": 58, "infra": 64, "key_unusual": 64, "lookalike": 52,
                "mixed": 62, "no_key": 58, "pii_locale": 64, "positional": 60}

def plan():
    """Spread each class's target over its templates (rows weighted up so that about a third are rows)."""
    R.seed(SEED + 1)
    info = []
    for fn, n in TEMPLATES:
        rec = fn(); info.append((fn, n, rec["class"], rec["kind"]))
    R.seed(SEED); NONENG_I[0] = 0
    out = []
    for cls, target in CLASS_TARGET.items():
        items = [x for x in info if x[2] == cls]
        w = [(1.45 if k == "row" else 1.0) * (n / 3.0) for fn, n, c_, k in items]
        tot = sum(w); acc = 0.0; prev = 0
        for (fn, n, c_, k), wi in zip(items, w):
            acc += wi * target / tot; cur = round(acc)
            out.append((fn, max(1, cur - prev))); prev = cur
    order = {fn: i for i, (fn, n) in enumerate(TEMPLATES)}
    out.sort(key=lambda x: order[x[0]])
    return out

TS_RES = [re.compile(p) for p in (r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?",
                                  r"\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}", r"[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}")]
def add_ts_keep(rec):
    """Timestamps are diagnostic: when a record lists no keep value, keep its first timestamp."""
    if rec["keep"]: return
    if rec["kind"] == "row":
        texts = [c for c in rec["row"] if isinstance(c, str)]
    else:
        texts = [rec["text"]] if rec["kind"] == "line" else rec["lines"]
    for t in texts:
        for rx in TS_RES:
            m = rx.search(t)
            if m and all(m.group(0) not in v and v not in m.group(0) for v in rec["secrets"] + rec["private"]):
                rec["keep"].append(m.group(0)); return

def build():
    out, seen, fails = [], set(), 0
    for fn, n in plan():
        made = 0; tries = 0
        while made < n and tries < 60:
            tries += 1
            rec = fn()
            glue = rec.pop("_glue", [])
            add_ts_keep(rec)
            errs = validate(rec, glue)
            key = json.dumps({k: rec[k] for k in ("kind", "text", "lines", "table", "columns", "row") if k in rec}, sort_keys=True)
            if errs or key in seen:
                fails += 1; continue
            seen.add(key); out.append(rec); made += 1
        if made < n:
            sys.stderr.write(f"warning: {fn.__name__} produced {made}/{n}\n")
    R.shuffle(out)
    return out, fails

def main():
    recs, fails = build()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "heldout.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    sys.stderr.write(f"{len(recs)} records written ({fails} redraws)\n")

if __name__ == "__main__":
    main()
