#!/usr/bin/env python3
"""Generator for the dev2 independent redaction evaluation corpus.

Standard library only, fixed seed. Writes dev.jsonl next to this script.
Every record is validated (values present, lengths, no keep/sensitive
overlap, token boundaries); a record that fails is regenerated with fresh
random values from the same seeded stream, so output is deterministic.
"""
import base64, datetime, hashlib, json, os, random, re, string, sys, unicodedata, urllib.parse, uuid as _uuid

SEED = 7310592
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

# ----------------------------------------------------------------- basics
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEXL = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
BCRYPT64 = "./" + string.ascii_uppercase + string.ascii_lowercase + string.digits

def pick(seq): return R.choice(seq)
def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
def hexs(n, upper=False):
    s = rs(HEXL, n); return s.upper() if upper else s
def digits(n): return rs(string.digits, n)
def rbytes(n): return bytes(R.getrandbits(8) for _ in range(n))
def b64(bs, pad=True):
    s = base64.b64encode(bs).decode(); return s if pad else s.rstrip("=")
def b64u(bs): return base64.urlsafe_b64encode(bs).decode().rstrip("=")
def uuid4(): return str(_uuid.UUID(int=R.getrandbits(128), version=4))
def guid_upper(): return "{" + uuid4().upper() + "}"

BASE = datetime.datetime(2024, 3, 11, 9, 12, 44, tzinfo=datetime.timezone.utc)
def rdt():
    return BASE + datetime.timedelta(seconds=R.randint(-3_000_000, 9_000_000), microseconds=R.randint(0, 999999))
def iso_ms(d): return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond//1000:03d}Z"
def iso_us(d): return d.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
def iso_s(d): return d.strftime("%Y-%m-%dT%H:%M:%SZ")
def iso_7(d): return d.strftime("%Y-%m-%dT%H:%M:%S.%f") + str(R.randint(0, 9)) + "Z"
def sysl(d): return d.strftime("%b ") + f"{d.day:2d}" + d.strftime(" %H:%M:%S")
def epoch(d): return int(d.timestamp())
def epoch_ms(d): return int(d.timestamp() * 1000)
def sqlts(d): return d.strftime("%Y-%m-%d %H:%M:%S")

# ----------------------------------------------------------------- people
NAMES = {
 "de": (["Jürgen", "Anna", "Lukas", "Katrin", "Matthias", "Sabine", "Felix", "Ute", "Björn", "Henrike"],
        ["Müller", "Schmidt", "Weiß", "Becker", "Hoffmann", "Schäfer", "Köhler", "Bräuer", "Lange", "Vogt"],
        ["gmx-mail.de", "web-post.de", "t-online-mail.de", "schulz-spedition.de", "posteo-box.de"]),
 "fr": (["Élodie", "Mathieu", "Camille", "Théo", "Léa", "Nicolas", "Gaëlle", "Hervé"],
        ["Dubois", "Lefèvre", "Moreau", "Girard", "Rousseau", "Fontaine", "Chevalier", "Lemaître"],
        ["orange-mail.fr", "free-courrier.fr", "laposte-box.net", "cabinet-durand.fr"]),
 "es": (["Lucía", "Javier", "Carmen", "Álvaro", "Pilar", "Íñigo", "Begoña"],
        ["García", "Fernández", "López", "Martínez", "Sánchez", "Muñoz", "Ibáñez"],
        ["telefonica-correo.es", "correo-hispano.es", "gestoria-lopez.es"]),
 "it": (["Giulia", "Marco", "Francesca", "Lorenzo", "Chiara", "Niccolò"],
        ["Rossi", "Bianchi", "Esposito", "Colombo", "Ricci", "De Luca"],
        ["libero-posta.it", "tiscali-mail.it", "studio-ferrari.it"]),
 "pl": (["Zofia", "Krzysztof", "Agnieszka", "Tomasz", "Łukasz", "Małgorzata"],
        ["Wiśniewska", "Kowalski", "Nowak", "Wójcik", "Zieliński", "Dąbrowska"],
        ["wp-poczta.pl", "onet-mail.pl", "o2-skrzynka.pl", "firma-kowalczyk.pl"]),
 "nl": (["Sanne", "Daan", "Femke", "Bram", "Joost", "Lieke"],
        ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smits"],
        ["ziggo-mail.nl", "kpn-post.nl", "bakker-installatie.nl"]),
 "se": (["Linnea", "Erik", "Astrid", "Oskar", "Saga", "Måns"],
        ["Lindqvist", "Johansson", "Åberg", "Nyström", "Sjöberg"],
        ["telia-post.se", "bredband-mail.se"]),
 "fi": (["Aino", "Juha", "Elina", "Mikko", "Päivi"],
        ["Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Häkkinen"],
        ["elisa-posti.fi", "kolumbus-mail.fi"]),
 "br": (["João", "Mariana", "Thiago", "Ana Luísa", "Gonçalo"],
        ["Silva", "Souza", "Oliveira", "Pereira", "Conceição"],
        ["uol-mail.com.br", "bol-correio.com.br"]),
 "in": (["Priya", "Arjun", "Ananya", "Rohan", "Kavya"],
        ["Sharma", "Iyer", "Reddy", "Banerjee", "Nair"],
        ["rediff-mail.in", "sify-post.in"]),
 "jp": (["Haruto", "Yui", "Sota", "Aoi", "Ren"],
        ["Tanaka", "Suzuki", "Takahashi", "Watanabe", "Yamamoto"],
        ["docomo-mail.ne.jp", "ybb-post.ne.jp"]),
 "uk": (["Oliver", "Amelia", "Harry", "Isla", "Rhys"],
        ["Whitfield", "Pemberton", "Ashworth", "Llewellyn"],
        ["btinternet-mail.co.uk", "sky-post.co.uk"]),
 "no": (["Ingrid", "Magnus", "Sigrid", "Håkon"], ["Hansen", "Bakken", "Solberg", "Strøm"], ["online-post.no"]),
 "be": (["Wout", "Elise", "Jef", "Marieke"], ["Peeters", "Claes", "Maes", "Wouters"], ["telenet-mail.be", "skynet-post.be"]),
 "cn": (["Wei", "Xiaoling", "Jun", "Mei"], ["Zhang", "Wang", "Liu", "Chen"], ["163-mail.cn", "qq-post.cn"]),
}
CORP_DOMAINS = ["northwind-logistik.de", "acme-retail.eu", "fabrikam-hq.fr", "contoso-bank.nl", "globex-pl.com", "initech-nordic.se"]
TRANS = str.maketrans({"ß": "ss", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d"})
def ascii_fold(s):
    s = s.translate(TRANS)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
LOCALES = list(NAMES)
def person(loc=None):
    loc = loc or pick(LOCALES)
    f, l, doms = NAMES[loc]
    first, last = pick(f), pick(l)
    return loc, first, last
def email_for(first, last, dom=None, loc=None):
    fa = ascii_fold(first).lower().replace(" ", ""); la = ascii_fold(last).lower().replace(" ", "")
    pat = R.randint(0, 4)
    local = [f"{fa}.{la}", f"{fa[0]}.{la}", f"{fa}{la}{R.randint(1,99)}", f"{la}.{fa[0]}", f"{fa}_{la}"][pat]
    if dom is None:
        dom = pick(NAMES[loc][2]) if loc and R.random() < 0.6 else pick(CORP_DOMAINS)
    return f"{local}@{dom}"
def username_for(first, last):
    fa = ascii_fold(first).lower().replace(" ", ""); la = ascii_fold(last).lower().replace(" ", "")
    u = pick([f"{fa[0]}{la}", f"{la}{fa[0]}", f"{fa[0]}.{la}", f"{fa}.{la[:1]}", f"{la[:6]}{fa[:2]}"])
    while len(u) < 6: u += str(R.randint(0, 9))
    return u
def svc_user():
    return pick(["svc_", "svc-", "app_", "sa_", "etl_", "ci-"]) + pick(["backup", "reporting", "orders", "sqlagent", "ldapbind", "deploy", "scanner", "payroll", "crm_sync", "monitor"]) + pick(["", str(R.randint(1, 9)), "_rw", "_ro"])

def phone_nat(loc):
    # national or 00-prefixed formats, mostly without '+'
    if loc == "de": return pick([f"0151 {digits(8)}", f"030 {digits(8)}", f"0049 171 {digits(7)}", f"0176-{digits(8)}", f"089/{digits(7)}"])
    if loc == "fr": return pick([f"06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}", f"0033 6 {digits(2)} {digits(2)} {digits(2)} {digits(2)}", f"07{digits(8)}"])
    if loc == "es": return pick([f"6{digits(2)} {digits(3)} {digits(3)}", f"0034 6{digits(8)}", f"91 {digits(3)} {digits(2)} {digits(2)}"])
    if loc == "it": return pick([f"347 {digits(3)} {digits(4)}", f"0039 333 {digits(7)}", f"06 {digits(8)}"])
    if loc == "pl": return pick([f"5{digits(2)} {digits(3)} {digits(3)}", f"0048 6{digits(2)} {digits(3)} {digits(3)}", f"22 {digits(3)} {digits(2)} {digits(2)}"])
    if loc == "nl": return pick([f"06-{digits(8)}", f"0031 6 {digits(8)}", f"020 {digits(3)} {digits(4)}"])
    if loc == "se": return pick([f"070-{digits(3)} {digits(2)} {digits(2)}", f"0046 70 {digits(3)} {digits(2)} {digits(2)}"])
    if loc == "fi": return pick([f"040 {digits(3)} {digits(4)}", f"050{digits(7)}"])
    if loc == "br": return pick([f"(11) 9{digits(4)}-{digits(4)}", f"(21) 9{digits(4)}-{digits(4)}", f"0055 11 9{digits(8)}"])
    if loc == "in": return pick([f"0{R.randint(7,9)}{digits(4)} {digits(5)}", f"{R.randint(7,9)}{digits(9)}"])
    if loc == "jp": return pick([f"090-{digits(4)}-{digits(4)}", f"080-{digits(4)}-{digits(4)}", f"03-{digits(4)}-{digits(4)}"])
    if loc == "uk": return pick([f"07700 {digits(6)}", f"020 {digits(4)} {digits(4)}", f"0044 7{digits(3)} {digits(6)}"])
    if loc == "no": return pick([f"4{digits(2)} {digits(2)} {digits(3)}", f"0047 9{digits(7)}"])
    if loc == "be": return pick([f"0470 {digits(2)} {digits(2)} {digits(2)}", f"0032 4{digits(2)} {digits(6)}"])
    if loc == "cn": return pick([f"13{digits(1)} {digits(4)} {digits(4)}", f"0086 139{digits(8)}"])
    return f"0{digits(9)}"
CC = {"de": "49", "fr": "33", "es": "34", "it": "39", "pl": "48", "nl": "31", "se": "46", "fi": "358", "br": "55", "in": "91", "jp": "81", "uk": "44", "no": "47", "be": "32", "cn": "86"}
def phone_e164(loc):
    return "+" + CC.get(loc, "49") + pick(["15", "17", "6", "7", "9"]) + digits(8)

# ----------------------------------------------------------------- check-digit ids
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
    s = re.sub(r"\D", "", s); return luhn_digit(s[:-1]) == s[-1]
def card(brand=None, fmt=None):
    brand = brand or pick(["visa", "mc", "amex", "visa", "mc", "maestro"])
    if brand == "visa": body = "4" + digits(14)
    elif brand == "mc": body = pick(["51", "52", "53", "54", "55", "2221", "2720"]); body += digits(15 - len(body))
    elif brand == "amex": body = pick(["34", "37"]) + digits(12)
    else: body = pick(["6759", "5018", "6304"]) + digits(14)
    n = body + luhn_digit(body)
    fmt = fmt if fmt is not None else pick(["plain", "plain", "space", "dash"])
    if fmt == "plain": return n
    sep = " " if fmt == "space" else "-"
    if len(n) == 15: return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i:i+4] for i in range(0, len(n), 4))

def _iban_check(cc, bban):
    conv = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    return f"{98 - int(conv) % 97:02d}"
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
def _cf_even(c): return int(c) if c.isdigit() else ord(c) - 65
def _cf_check(s):
    tot = sum(CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(s))
    return chr(65 + tot % 26)
def _es_ctrl(ds):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
    return {11: 0, 10: 1}.get(v, v)
def iban(cc=None, grouped=None):
    cc = cc or pick(["DE", "FR", "ES", "IT", "NL", "PL", "BE", "GB", "AT", "CH", "SE", "FI", "PT", "IE", "NO", "DK"])
    if cc == "DE": bban = digits(18)
    elif cc == "FR":
        bank, br, acct = digits(5), digits(5), digits(11)
        key = 97 - ((89 * int(bank) + 15 * int(br) + 3 * int(acct)) % 97)
        bban = bank + br + acct + f"{key:02d}"
    elif cc == "ES":
        bank, br, acct = digits(4), digits(4), digits(10)
        bban = bank + br + str(_es_ctrl("00" + bank + br)) + str(_es_ctrl(acct)) + acct
    elif cc == "IT":
        rest = digits(5) + digits(5) + digits(12)
        bban = _cf_check(rest) + rest
    elif cc == "NL": bban = pick(["ABNA", "RABO", "INGB", "TRIO", "SNSB", "KNAB"]) + digits(10)
    elif cc == "PL":
        b7 = digits(7); w = [3, 9, 7, 1, 3, 9, 7]
        b8 = b7 + str((10 - sum(int(a) * x for a, x in zip(b7, w)) % 10) % 10)
        bban = b8 + digits(16)
    elif cc == "BE":
        ten = digits(10); c = int(ten) % 97 or 97; bban = ten + f"{c:02d}"
    elif cc == "GB": bban = pick(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + digits(14)
    elif cc == "AT": bban = digits(16)
    elif cc == "CH": bban = digits(17)
    elif cc == "SE": bban = digits(20)
    elif cc == "FI": b = digits(13); bban = b + luhn_digit(b)
    elif cc == "PT": b = digits(19); bban = b + f"{98 - int(b + '00') % 97:02d}"
    elif cc == "IE": bban = pick(["AIBK", "BOFI", "IPBS"]) + digits(14)
    elif cc == "NO":
        b = digits(10); w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if k == 10: return iban(cc, grouped)
        bban = b + str(0 if k == 11 else k)
    elif cc == "BR": bban = digits(8) + digits(5) + digits(10) + pick("CP") + pick("1ABC")
    else: bban = digits(14)
    ib = cc + _iban_check(cc, bban) + bban
    grouped = grouped if grouped is not None else R.random() < 0.45
    return " ".join(ib[i:i+4] for i in range(0, len(ib), 4)) if grouped else ib
LOC_IBAN = {"de": "DE", "fr": "FR", "es": "ES", "it": "IT", "pl": "PL", "nl": "NL", "be": "BE", "se": "SE", "fi": "FI", "no": "NO", "uk": "GB", "br": "BR"}
def iban_for(loc, grouped=None): return iban(LOC_IBAN.get(loc) or pick(["DE", "FR", "AT", "CH", "PT", "IE", "DK"]), grouped)
def iban_ok(s):
    s = s.replace(" ", ""); r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1

def dob():
    return datetime.date(R.randint(1950, 2004), R.randint(1, 12), R.randint(1, 28))
def nid(kind=None):
    kind = kind or pick(["es_dni", "es_nie", "nl_bsn", "pl_pesel", "fr_nir", "se_pnr", "fi_hetu", "br_cpf", "in_aadhaar", "it_cf", "uk_nino", "be_nn", "cn_rid", "no_fnr", "dk_cpr"])
    d = dob()
    if kind == "es_dni":
        n = R.randint(10000000, 99999999); return kind, f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    if kind == "es_nie":
        p = R.randint(0, 2); n = R.randint(1000000, 9999999)
        return kind, f"{'XYZ'[p]}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str(p) + f'{n:07d}') % 23]}"
    if kind == "nl_bsn":
        while True:
            ds = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
            c = sum(x * (9 - i) for i, x in enumerate(ds)) % 11
            if c < 10: return kind, "".join(map(str, ds)) + str(c)
    if kind == "pl_pesel":
        mm = d.month + (20 if d.year >= 2000 else 0)
        b = f"{d.year % 100:02d}{mm:02d}{d.day:02d}{digits(4)}"
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return kind, b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)
    if kind == "fr_nir":
        b = f"{R.randint(1,2)}{d.year % 100:02d}{d.month:02d}{R.randint(1,95):02d}{R.randint(1,999):03d}{R.randint(1,999):03d}"
        k = 97 - int(b) % 97
        if R.random() < 0.5: return kind, b + f"{k:02d}"
        return kind, f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"
    if kind == "se_pnr":
        b = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{digits(3)}"
        return kind, f"{b[:6]}-{b[6:]}{luhn_digit(b)}"
    if kind == "fi_hetu":
        b = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}"; n = f"{R.randint(2, 899):03d}"
        return kind, b + ("A" if d.year >= 2000 else "-") + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + n) % 31]
    if kind == "br_cpf":
        ds = [R.randint(0, 9) for _ in range(9)]
        for L in (9, 10):
            s = sum(x * (L + 1 - i) for i, x in enumerate(ds)); r = (s * 10) % 11; ds.append(0 if r == 10 else r)
        s = "".join(map(str, ds))
        return kind, f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"
    if kind == "in_aadhaar":
        dt = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
        pt = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
        inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
        b = str(R.randint(2, 9)) + digits(10); c = 0
        for i, ch in enumerate(reversed(b)): c = dt[c][pt[(i + 1) % 8][int(ch)]]
        s = b + str(inv[c])
        return kind, pick([s, f"{s[:4]} {s[4:8]} {s[8:]}"])
    if kind == "it_cf":
        cons = "BCDFGHLMNPRSTVZ"
        b = rs(cons, 3) + rs(cons, 3) + f"{d.year % 100:02d}" + "ABCDEHLMPRST"[d.month - 1] + f"{d.day + pick([0, 40]):02d}" + pick(["H501", "F205", "L219", "G273", "A944", "F839"])
        return kind, b + _cf_check(b)
    if kind == "uk_nino":
        a = pick("ABCEGHJKLMNOPRSTWXYZ"); b2 = pick("ABCEGHJKLMNPRSTWXYZ")
        if a + b2 in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): return nid(kind)
        n = digits(6)
        return kind, pick([f"{a}{b2}{n}{pick('ABCD')}", f"{a}{b2} {n[:2]} {n[2:4]} {n[4:]} {pick('ABCD')}"])
    if kind == "be_nn":
        b = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{R.randint(1, 997):03d}"
        c = 97 - (int(("2" + b) if d.year >= 2000 else b) % 97)
        return kind, f"{b[:2]}.{b[2:4]}.{b[4:6]}-{b[6:9]}.{c:02d}"
    if kind == "cn_rid":
        b = pick(["110101", "310104", "440305", "510107", "330106"]) + d.strftime("%Y%m%d") + digits(3)
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return kind, b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]
    if kind == "no_fnr":
        b = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{digits(3)}"
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]; k1 = 11 - sum(int(a) * x for a, x in zip(b, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10: return nid(kind)
        b += str(k1); w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]; k2 = 11 - sum(int(a) * x for a, x in zip(b, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10: return nid(kind)
        return kind, b + str(k2)
    if kind == "dk_cpr":
        return kind, f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-{digits(4)}"
    raise ValueError(kind)
NID_LOC = {"es_dni": "es", "es_nie": "es", "nl_bsn": "nl", "pl_pesel": "pl", "fr_nir": "fr", "se_pnr": "se", "fi_hetu": "fi", "br_cpf": "br", "in_aadhaar": "in", "it_cf": "it", "uk_nino": "uk", "be_nn": "be", "cn_rid": "cn", "no_fnr": "no", "dk_cpr": "de"}

# ----------------------------------------------------------------- infra
PUB_FIRST = [31, 37, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 109, 141, 145, 151, 176, 178, 185, 188, 193, 194, 195, 212, 213, 217]
def ip_pub(): return f"{pick(PUB_FIRST)}.{R.randint(1, 254)}.{R.randint(1, 254)}.{R.randint(2, 254)}"
def ip_priv():
    k = R.randint(0, 2)
    if k == 0: return f"10.{R.randint(0, 254)}.{R.randint(0, 254)}.{R.randint(2, 254)}"
    if k == 1: return f"172.{R.randint(16, 31)}.{R.randint(0, 254)}.{R.randint(2, 254)}"
    return f"192.168.{R.randint(0, 254)}.{R.randint(2, 254)}"
def ip_any(): return ip_pub() if R.random() < 0.5 else ip_priv()
def ip6(): return "2a02:" + ":".join(f"{R.randint(0, 65535):x}" for _ in range(3)) + "::" + f"{R.randint(1, 65535):x}"
def mac(sep=":", upper=False):
    m = sep.join(f"{R.randint(0, 255):02x}" for _ in range(6)); return m.upper() if upper else m
ENVS = ["prod", "prd", "stg", "int", "dev"]
ROLES = ["db", "app", "web", "api", "mq", "cache", "fs", "dc", "mail", "vpn", "fw", "lb", "es-data", "kafka", "zk", "etl", "ora", "pg", "mongo", "ch", "ldap", "jump", "sftp", "cass", "spark"]
INT_DOMS = ["corp.example.net", "int.northwind-logistik.de", "srv.acme-retail.eu", "dc1.fabrikam-hq.fr", "lan.contoso-bank.nl", "infra.globex-pl.com"]
def host(role=None, fq=None):
    role = role or pick(ROLES)
    h = f"{role}-{pick(ENVS)}-{R.randint(1, 40):02d}"
    fq = fq if fq is not None else R.random() < 0.6
    return f"{h}.{pick(INT_DOMS)}" if fq else h
def winhost():
    return pick([f"WS-{pick(['FIN', 'HR', 'OPS', 'DEV', 'SAL'])}-{R.randint(100, 9999):04d}", f"LAPTOP-{rs(string.ascii_uppercase + string.digits, 8)}",
                 f"DESKTOP-{rs(string.ascii_uppercase + string.digits, 7)}", f"SRV-{pick(['SQL', 'FS', 'APP', 'RDS'])}-{R.randint(1, 40):02d}"])
def pod(app=None):
    app = app or pick(["payments-api", "checkout", "orders-worker", "auth-gateway", "ledger-sync", "notifier"])
    return f"{app}-{rs('bcdfghjklmnpqrstvwxz2456789', 9)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"
def pid6(): return str(R.randint(100000, 4194303))
NETBIOS = ["CORP", "NORTHWIND", "ACMEDE", "FABRIKAM", "CONTOSO"]
def sid_user(): return f"S-1-5-21-{R.randint(1000000000, 4294967295)}-{R.randint(1000000000, 4294967295)}-{R.randint(1000000000, 4294967295)}-{R.randint(1100, 99999)}"

# ----------------------------------------------------------------- secrets
WORDS = ["Sommer", "Winter", "Herbst", "Kaffee", "Tiger", "Falcon", "Nordlicht", "Bahnhof", "Soleil", "Maison", "Cielo", "Dragon", "Piotrek", "Zamek", "Fjord", "Sakura", "Lotus", "Orkan", "Gletscher", "Castor", "Polaris", "Viento", "Mariposa", "Kwiatek", "Zebra", "Ankara", "Bergamo"]
def password(kind=None):
    kind = kind or R.randint(0, 5)
    if kind == 0: return pick(WORDS) + str(R.randint(2019, 2025)) + pick("!#$%?*")
    if kind == 1: return rs(ALNUM, R.randint(12, 20))
    if kind == 2: return rs(ALNUM + "!#%*-_+=", R.randint(14, 22))
    if kind == 3: return pick(WORDS).lower() + pick(["-", ".", "_"]) + pick(WORDS).lower() + str(R.randint(10, 99))
    if kind == 4: return pick(WORDS) + pick("@#") + digits(4) + pick(string.ascii_uppercase) + pick("xyzqk")
    return rs(string.ascii_letters, 3) + digits(2) + pick("!%") + rs(string.ascii_letters + string.digits, 6)
def pw_url_safe():  # no chars needing escaping inside URLs / JSON
    return pick([rs(ALNUM, R.randint(12, 20)), pick(WORDS) + digits(4) + pick(string.ascii_uppercase) + rs(string.ascii_lowercase, 3)])
def pw_special():  # forces URL-encoding
    return pick(WORDS) + pick(["@", "#", "&", "+", "%"]) + digits(3) + pick(["!", "/", "=", "?"]) + rs(ALNUM, 4)

def tok(kind):
    if kind == "ghp": return "ghp_" + rs(ALNUM, 36)
    if kind == "gho": return "gho_" + rs(ALNUM, 36)
    if kind == "ghpat": return "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(ALNUM, 59)
    if kind == "glpat": return "glpat-" + rs(ALNUM + "-_", 20)
    if kind == "slack": return "xoxb-" + digits(12) + "-" + digits(13) + "-" + rs(ALNUM, 24)
    if kind == "slackhook": return f"https://hooks.slack.com/services/T{rs(string.ascii_uppercase + string.digits, 10)}/B{rs(string.ascii_uppercase + string.digits, 10)}/{rs(ALNUM, 24)}"
    if kind == "sk_live": return "sk_live_" + rs(ALNUM, R.choice([24, 99]))
    if kind == "rk_live": return "rk_live_" + rs(ALNUM, 99)
    if kind == "whsec": return "whsec_" + rs(ALNUM, 32)
    if kind == "sendgrid": return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    if kind == "twilio_auth": return hexs(32)
    if kind == "akia": return "AKIA" + rs(string.ascii_uppercase + "234567", 16)
    if kind == "asia": return "ASIA" + rs(string.ascii_uppercase + "234567", 16)
    if kind == "aws_secret": return rs(ALNUM + "/+", 40)
    if kind == "aws_session": return "IQoJb3JpZ2luX2VjE" + rs(ALNUM, 3) + "aCXVzLWVhc3QtMSJ" + rs(B64, R.randint(300, 420))
    if kind == "gapi": return "AIza" + rs(ALNUM + "-_", 35)
    if kind == "okta": return "00" + rs(ALNUM + "-_", 40)
    if kind == "npm": return "npm_" + rs(ALNUM, 36)
    if kind == "dd": return hexs(32)
    if kind == "shopify": return "shpat_" + hexs(32)
    if kind == "mailgun": return "key-" + hexs(32)
    if kind == "mailchimp": return hexs(32) + "-us" + str(R.randint(2, 21))
    if kind == "telegram": return str(R.randint(100000000, 9999999999)) + ":AA" + rs(ALNUM + "-_", 33)
    if kind == "hubspot": return "pat-eu1-" + uuid4()
    if kind == "sf_session": return "00D" + rs(ALNUM, 12) + "!" + rs(ALNUM, 4) + "." + rs(ALNUM + "._", 90)
    if kind == "vault": return "hvs." + rs(ALNUM + "_-", 24)
    if kind == "vault_long": return "hvs.CAESI" + rs(ALNUM + "_-", 86)
    if kind == "vault_batch": return "hvb.AAAAAQ" + rs(ALNUM + "_-", 100)
    if kind == "tfc": return rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    if kind == "dockerhub": return "dckr_pat_" + rs(ALNUM + "-_", 27)
    if kind == "pypi": return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 64)
    if kind == "sentry_auth": return "sntrys_" + b64(rbytes(60), pad=False)
    if kind == "jsession": return hexs(32, upper=True)
    if kind == "aspnet_sid": return rs(string.ascii_lowercase + "012345", 24)
    if kind == "aspxauth": return hexs(R.choice([192, 224, 320]), upper=True)
    if kind == "aspnetcore_cookie": return "CfDJ8" + rs(B64URL, R.randint(180, 260))
    if kind == "otp_seed": return rs(string.ascii_uppercase + "234567", 32)
    if kind == "wg": return b64(rbytes(32))
    if kind == "azure_secret": return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 34)
    if kind == "azure_key": return b64(rbytes(64))
    if kind == "segment": return rs(ALNUM, 32)
    if kind == "fcm": return rs(ALNUM + "-_", 22) + ":APA91b" + rs(ALNUM + "-_", 134)
    if kind == "rand32": return rs(ALNUM, 32)
    if kind == "hex40": return hexs(40)
    if kind == "hex64": return hexs(64)
    if kind == "b64_32": return b64(rbytes(32))
    raise ValueError(kind)

def jwt(claims=None, alg="RS256"):
    hdr = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS"): hdr["kid"] = rs(ALNUM + "-_", 43)
    now = epoch(rdt())
    body = {"iss": pick(["https://login.example-idp.eu/", "https://auth.northwind-logistik.de/realms/main", "https://acme-retail.eu.auth0.com/"]),
            "sub": pick([uuid4(), "auth0|" + hexs(24)]), "aud": pick(["orders-api", "https://api.acme-retail.eu"]), "iat": now, "exp": now + 3600,
            "scope": pick(["openid profile email", "orders:read orders:write", "offline_access"])}
    if claims: body.update(claims)
    sig = rbytes(256 if alg.startswith("RS") else 32)
    return b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." + b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + b64u(sig)

def pem(kind="RSA PRIVATE KEY", nbytes=1190):
    body = b64(rbytes(nbytes))
    return [f"-----BEGIN {kind}-----"] + [body[i:i+64] for i in range(0, len(body), 64)] + [f"-----END {kind}-----"]

# ---- hashes
def h_md5crypt(prefix="$1$"): return prefix + rs(CRYPT64, 8 if prefix == "$apr1$" else R.choice([4, 8])) + "$" + rs(CRYPT64, 22)
def h_cisco8(): return "$8$" + rs(CRYPT64, 14) + "$" + rs(CRYPT64, 43)
def h_cisco9(): return "$9$" + rs(CRYPT64, 14) + "$" + rs(CRYPT64, 43)
def h_bcrypt(v="$2y$", cost=10): return f"{v}{cost:02d}$" + rs(BCRYPT64, 53)
def h_sha512crypt(rounds=False): return "$6$" + ("rounds=10000$" if rounds else "") + rs(CRYPT64, 16) + "$" + rs(CRYPT64, 86)
def h_sha256crypt(): return "$5$" + rs(CRYPT64, 16) + "$" + rs(CRYPT64, 43)
def h_argon2id(): return "$argon2id$v=19$m=65536,t=4,p=1$" + b64(rbytes(16), False) + "$" + b64(rbytes(32), False)
def h_pbkdf2_passlib(alg="sha512", it=25000):
    ab = lambda bs: b64(bs, False).replace("+", ".")
    return f"$pbkdf2-{alg}${it}$" + ab(rbytes(16)) + "$" + ab(rbytes(64 if alg == "sha512" else 32))
def h_ntlm(upper=False): return hexs(32, upper)
def h_ssha(): return "{SSHA}" + b64(rbytes(28))
def h_ssha512(): return "{SSHA512}" + b64(rbytes(72))
def h_pkcs5s2(): return "{PKCS5S2}" + b64(rbytes(48))
def h_magento(argon=False):
    if argon: return hexs(64) + ":" + rs(ALNUM, 32) + ":3_32_2_67108864"
    return hexs(64) + ":" + rs(ALNUM, 32) + ":1"
def h_juniper9(): return "$9$" + rs("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./-", R.randint(18, 40))
def h_forti_sh2(): return "SH2" + b64(rbytes(44))
def cisco7(pw):
    xl = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"
    seed = R.randint(0, 15)
    return f"{seed:02d}" + "".join(f"{ord(c) ^ ord(xl[(seed + i) % len(xl)]):02X}" for i, c in enumerate(pw))
def asa_pw(): return rs(ALNUM + "./", 16)

# ----------------------------------------------------------------- records
WORDCH = re.compile(r"[A-Za-z0-9_]")
class Rec:
    def __init__(self):
        self.sec, self.pri, self.kp = [], [], []
    def S(self, v): v = str(v); self.sec.append(v); return v
    def P(self, v): v = str(v); self.pri.append(v); return v
    def K(self, v): v = str(v); self.kp.append(v); return v
    def _lists(self):
        dd = lambda xs: list(dict.fromkeys(xs))
        return dd(self.sec), dd(self.pri), dd(self.kp)
    def line(self, text, cls, source):
        s, p, k = self._lists()
        return {"kind": "line", "text": text, "secrets": s, "private": p, "keep": k, "class": cls, "source": source}
    def block(self, lines, cls, source):
        s, p, k = self._lists()
        return {"kind": "block", "lines": lines, "secrets": s, "private": p, "keep": k, "class": cls, "source": source}
    def row(self, table, columns, row, cls, source):
        s, p, k = self._lists()
        assert len(columns) == len(row), (table, len(columns), len(row))
        return {"kind": "row", "table": table, "columns": columns, "row": row, "secrets": s, "private": p, "keep": k, "class": cls, "source": source}

def haystacks(rec):
    if rec["kind"] == "line": return [rec["text"]]
    if rec["kind"] == "block": return ["\n".join(rec["lines"])]
    return [json.dumps(c, ensure_ascii=False) for c in rec["row"]]

def occurrences(h, v):
    out, i = [], h.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = h.find(v, i + 1)
    return out

def validate(rec):
    errs = []
    sens = rec["secrets"] + rec["private"]
    keep = rec["keep"]
    if set(rec["secrets"]) & set(rec["private"]): errs.append("secret/private overlap")
    if set(sens) & set(keep): errs.append("sensitive/keep overlap")
    hs = haystacks(rec)
    if rec["kind"] == "row":
        hs_ascii = [json.dumps(c) for c in rec["row"]]
    for v in sens + keep:
        if not v: errs.append("empty value"); continue
        if not any(v in h for h in hs): errs.append(f"missing: {v[:60]!r}")
        if rec["kind"] == "row" and not any(v in h for h in hs_ascii): errs.append(f"missing(ascii json): {v[:60]!r}")
    for v in sens:
        if len(v) < 6: errs.append(f"too short: {v!r}")
        for k in keep:
            if v in k or k in v: errs.append(f"substring sens/keep: {v[:40]!r} ~ {k[:40]!r}")
    for h in hs:
        spans = []
        for v in sens:
            for a, b in occurrences(h, v):
                spans.append((a, b))
                if WORDCH.match(v[0]) and a > 0 and WORDCH.match(h[a - 1]): errs.append(f"left boundary: {v[:40]!r}")
                if WORDCH.match(v[-1]) and b < len(h) and WORDCH.match(h[b]): errs.append(f"right boundary: {v[:40]!r}")
        for k in keep:
            for a, b in occurrences(h, k):
                if any(a < y and x < b for x, y in spans): errs.append(f"keep overlaps sensitive span: {k[:40]!r}")
    if rec["class"] not in CLASSES: errs.append("bad class " + rec["class"])
    if rec["class"] == "clean" and sens: errs.append("clean record with sensitive values")
    if rec["class"] != "clean" and rec["class"] != "lookalike" and not sens: errs.append("non-clean record without sensitive values")
    return errs

CLASSES = ["encoded", "positional", "key_unusual", "no_key", "pii_locale", "hashes", "infra", "mixed", "clean", "lookalike"]

# ================================================================= NETWORK / SECURITY
def asa_ts(d): return d.strftime("%b %d %Y %H:%M:%S")
def t_asa_conn():
    r = Rec(); d = rdt(); fw = host("fw", False)
    src, dst, nat = ip_pub(), ip_priv(), ip_pub()
    cid = str(R.randint(100000, 99999999)); sp = R.randint(1024, 65535); dp = pick([443, 22, 3389, 8443, 25])
    text = (f"<166>{r.K(asa_ts(d))} {r.P(fw)} : {r.K('%ASA-6-302013')}: Built inbound TCP connection {r.K(cid)} for outside:{r.P(src)}/{sp} "
            f"({src}/{sp}) to inside:{r.P(dst)}/{dp} ({r.P(nat)}/{dp})")
    return r.line(text, "infra", "Cisco ASA syslog %ASA-6-302013 (Built inbound TCP connection)")
def t_asa_user():
    r = Rec(); d = rdt(); loc, f, l = person(); u = username_for(f, l); ip = ip_pub(); ip2 = ip_priv()
    v = R.randint(0, 3)
    if v == 0:
        text = f"<166>{r.K(asa_ts(d))}: {r.K('%ASA-6-113004')}: AAA user authentication Successful : server =  {r.P(ip2)} : user = {r.P(u)}"
    elif v == 1:
        text = f"<164>{r.K(asa_ts(d))}: {r.K('%ASA-4-722051')}: Group <GP_AnyConnect_Staff> User <{r.P(u)}> IP <{r.P(ip)}> IPv4 Address <{r.P(ip2)}> assigned to session"
    elif v == 2:
        text = f"<166>{r.K(asa_ts(d))}: {r.K('%ASA-6-605005')}: Login permitted from {r.P(ip2)}/{R.randint(1024,65535)} to inside:{r.P(ip_priv())}/ssh for user \"{r.P(u)}\""
    else:
        text = f"<165>{r.K(asa_ts(d))}: {r.K('%ASA-5-111008')}: User '{r.P(u)}' executed the 'username {r.P(svc_user())} password ***** privilege 0' command."
    return r.line(text, "infra", "Cisco ASA syslog AAA / AnyConnect / SSH login messages")
def t_asa_config():
    r = Rec(); fw = host("fw", False); u1, u2 = svc_user(), username_for(*person()[1:])
    psk = pw_url_safe(); peer = ip_pub()
    lines = [f"ASA Version {r.K('9.16(4)')} ", "!", f"hostname {r.P(fw)}", f"enable password {r.S(asa_pw())} encrypted",
             f"username {r.P(u1)} password {r.S(asa_pw())} encrypted privilege 15",
             f"username {r.P(u2)} password {r.S(h_sha512crypt())} pbkdf2 privilege 3",
             f"tunnel-group {r.P(peer)} type ipsec-l2l", f"tunnel-group {peer} ipsec-attributes",
             f" ikev2 remote-authentication pre-shared-key {r.S(psk)}", f" ikev2 local-authentication pre-shared-key {psk}",
             f"aaa-server ISE (inside) host {r.P(ip_priv())}", f" key {r.S(pw_url_safe())}", f"Cryptochecksum:{r.K(hexs(32))}", ": end"]
    return r.block(lines, "positional", "Cisco ASA 'more system:running-config' dump (unmasked keys)")
def t_ios_config():
    r = Rec(); sw = host(pick(["core-sw", "dist-sw", "rtr", "wan-rtr"]), False); v = R.randint(0, 2)
    lines = ["Building configuration...", "", f"Current configuration : {r.K(str(R.randint(4000, 40000)) + ' bytes')}", "!",
             f"version {r.K(pick(['15.2', '16.12', '17.9']))}", f"hostname {r.P(sw)}", "!"]
    if v == 0:
        lines += [f"enable secret 5 {r.S(h_md5crypt())}", f"username {r.P(svc_user())} privilege 15 secret 5 {r.S(h_md5crypt())}"]
        cls = "hashes"
    elif v == 1:
        lines += [f"enable secret 9 {r.S(h_cisco9())}", f"username {r.P(username_for(*person()[1:]))} privilege 15 secret 8 {r.S(h_cisco8())}",
                  f"username {r.P(svc_user())} privilege 1 secret 9 {r.S(h_cisco9())}"]
        cls = "hashes"
    else:
        p1, p2 = pw_url_safe(), pw_url_safe()
        lines += [f"enable password 7 {r.S(cisco7(p1))}", f"username {r.P(svc_user())} password 7 {r.S(cisco7(p2))}",
                  "service password-encryption"]
        cls = "encoded"
    lines += ["!", f"snmp-server community {r.S(rs(ALNUM, 12))} RO 10", f"tacacs-server host {r.P(ip_priv())} key 7 {r.S(cisco7(pw_url_safe()))}",
              f"crypto isakmp key {r.S(pw_url_safe())} address {r.P(ip_pub())}", "!", "line vty 0 4", " transport input ssh", "end"]
    return r.block(lines, cls, "Cisco IOS 'show running-config' (enable secret / username secret / type 7)")
def t_junos_flow():
    r = Rec(); d = rdt(); fw = host("srx", False); src, dst = ip_priv(), ip_pub(); loc, f, l = person()
    u = f"{pick(NETBIOS)}\\{username_for(f, l)}"; sid = str(R.randint(10000000, 99999999))
    text = (f"<14>1 {r.K(iso_ms(d))} {r.P(fw)} RT_FLOW - {r.K('RT_FLOW_SESSION_CREATE')} [junos@2636.1.1.1.2.129 source-address=\"{r.P(src)}\" source-port=\"{R.randint(1024,65535)}\" "
            f"destination-address=\"{r.P(dst)}\" destination-port=\"443\" connection-tag=\"0\" service-name=\"junos-https\" nat-source-address=\"{r.P(ip_pub())}\" "
            f"nat-source-port=\"{R.randint(1024,65535)}\" nat-destination-address=\"{dst}\" nat-destination-port=\"443\" src-nat-rule-type=\"source rule\" src-nat-rule-name=\"r-out-1\" "
            f"protocol-id=\"6\" policy-name=\"trust-to-untrust-web\" source-zone-name=\"trust\" destination-zone-name=\"untrust\" session-id-32=\"{r.K(sid)}\" "
            f"username=\"{r.P(u)}\" roles=\"N/A\" packet-incoming-interface=\"ge-0/0/1.0\" application=\"SSL\" nested-application=\"UNKNOWN\" encrypted=\"No\"]")
    return r.line(text, "infra", "Juniper SRX RT_FLOW_SESSION_CREATE structured-data syslog")
def t_junos_login():
    r = Rec(); d = rdt(); rt = host(pick(["mx", "ex", "srx"]), False); u = username_for(*person()[1:]); ip = ip_priv()
    if R.random() < 0.5:
        text = f"<165>1 {r.K(iso_ms(d))} {r.P(rt)} mgd {pid6()} {r.K('UI_LOGIN_EVENT')} [junos@2636.1.1.1.2.18 username=\"{r.P(u)}\" source-address=\"{r.P(ip)}\"] User '{u}' login, class 'j-super-user' [{R.randint(1000,99999)}], ssh-connection '{ip} {R.randint(1024,65535)} {ip_priv()} 22', client-mode 'cli'"
        # the nested repeat of ip in ssh-connection is planted too
    else:
        text = f"{r.K(sysl(d))} {r.P(rt)} sshd[{R.randint(1000, 99999)}]: Failed password for {r.P(u)} from {r.P(ip)} port {R.randint(1024,65535)} ssh2"
    rec = r.line(text, "infra", "Juniper Junos syslog UI_LOGIN_EVENT / sshd")
    for m in re.findall(r"\d+\.\d+\.\d+\.\d+", text):
        if m not in rec["private"]: rec["private"].append(m)
    return rec
def t_junos_config():
    r = Rec(); rt = host(pick(["srx", "mx"]), False); u = username_for(*person()[1:])
    v = R.randint(0, 1)
    lines = [f"set system host-name {r.P(rt)}", f"set system root-authentication encrypted-password \"{r.S(h_sha512crypt())}\"",
             f"set system login user {r.P(u)} uid 2001", f"set system login user {u} class super-user",
             f"set system login user {u} authentication encrypted-password \"{r.S(h_sha512crypt())}\""]
    if v:
        lines += [f"set security ike policy ike-pol-dc2 pre-shared-key ascii-text \"{r.S(h_juniper9())}\"",
                  f"set system radius-server {r.P(ip_priv())} secret \"{r.S(h_juniper9())}\""]
        cls = "encoded"
    else:
        lines += [f"set snmp community {r.S(rs(ALNUM, 14))} authorization read-only", f"set system ntp server {r.P(ip_priv())}"]
        cls = "hashes"
    lines.append(f"set system syslog host {r.P(ip_priv())} any notice")
    return r.block(lines, cls, "Juniper Junos 'show configuration | display set'")
PAN_FIELDS = 104
def t_pan_traffic():
    r = Rec(); d = rdt(); dev = "PA-" + pick(["3260", "5220", "850", "440"]) + "-" + pick(["fra", "waw", "ams", "mad"]) + f"{R.randint(1,9):02d}"
    src, dst, nsrc = ip_priv(), ip_pub(), ip_pub(); loc, f, l = person(); u = f"{pick(NETBIOS).lower()}\\{username_for(f, l)}"
    ts = d.strftime("%Y/%m/%d %H:%M:%S"); sess = str(R.randint(100000, 9999999)); ruleuuid = uuid4(); hn = winhost(); mc = mac()
    F = [""] * PAN_FIELDS
    F[0] = "1"; F[1] = ts; F[2] = "0" + digits(11); F[3] = "TRAFFIC"; F[4] = "end"; F[5] = "2561"; F[6] = ts
    F[7], F[8], F[9], F[10] = src, dst, nsrc, "0.0.0.0"; F[11] = "Allow-Outbound-Web"; F[12] = u; F[14] = pick(["ssl", "web-browsing", "ms-office365-base"])
    F[15] = "vsys1"; F[16] = "trust"; F[17] = "untrust"; F[18] = "ethernet1/2"; F[19] = "ethernet1/1"; F[20] = "Forward-to-Panorama"; F[21] = ts
    F[22] = sess; F[23] = "1"; F[24] = str(R.randint(1024, 65535)); F[25] = "443"; F[26] = str(R.randint(1024, 65535)); F[27] = "443"; F[28] = "0x400053"
    F[29] = "tcp"; F[30] = "allow"; F[31] = str(R.randint(2000, 900000)); F[32] = str(R.randint(500, 9000)); F[33] = str(R.randint(500, 900000)); F[34] = str(R.randint(8, 900))
    F[35] = ts; F[36] = str(R.randint(0, 300)); F[37] = "computer-and-internet-info"; F[38] = "0"; F[39] = str(R.randint(10**9, 10**10)); F[40] = "0x8000000000000000"
    F[41] = "10.0.0.0-10.255.255.255"; F[42] = pick(["Germany", "Netherlands", "United States", "Ireland"]); F[43] = "0"; F[44] = str(R.randint(4, 400)); F[45] = str(R.randint(4, 400))
    F[46] = "tcp-fin"; F[47:51] = ["12", "0", "0", "0"]; F[52] = dev; F[53] = "from-policy"; F[58] = "0"; F[60] = "N/A"; F[61] = "0"; F[62:65] = ["0", "0", "0"]; F[65] = ruleuuid
    F[66] = "0"; F[67] = "0"; F[68] = "0"; F[69] = "0"; F[76] = "Workstation"; F[80] = "Windows"; F[82] = hn; F[83] = mc; F[103] = d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond//1000:03d}+01:00"
    r.K(sess); r.K(ruleuuid); r.K("TRAFFIC"); [r.P(x) for x in (src, dst, nsrc, u, dev, hn, mc)]
    text = f"<14>{sysl(d)} {dev} " + ",".join(F)
    return r.line(text, "infra", "Palo Alto Networks PAN-OS 10.x traffic log (syslog CSV)")
def t_pan_gp():
    r = Rec(); d = rdt(); dev = "PA-" + pick(["3260", "5220"]) + "-gw" + str(R.randint(1, 9)); ip = ip_pub(); loc, f, l = person()
    u = f"{pick(NETBIOS).lower()}\\{username_for(f, l)}"; ts = d.strftime("%Y/%m/%d %H:%M:%S"); hn = winhost()
    text = (f"<14>{sysl(d)} {r.P(dev)} 1,{ts},0{digits(11)},SYSTEM,globalprotect,0,{ts},,{r.K('globalprotectgateway-auth-succ')},GP-GW-N,0,0,general,informational,"
            f"\"GlobalProtect gateway user authentication succeeded. Login from: {r.P(ip)}, Source region: {pick(['DE','PL','NL','FR'])}, User name: {r.P(u)}, Client OS version: Microsoft Windows 11 Enterprise , 64-bit, "
            f"Machine name: {r.P(hn)}, Auth type: profile.\",{R.randint(10**6,10**8)},0x0,0,0,0,0,,{dev}")
    return r.line(text, "infra", "Palo Alto PAN-OS GlobalProtect system log (globalprotectgateway-auth-succ)")
def t_pan_xml():
    r = Rec(); u = username_for(*person()[1:])
    lines = ["<users>", f"  <entry name=\"{r.P(u)}\">", f"    <phash>{r.S(h_sha256crypt())}</phash>", "    <permissions><role-based><superuser>yes</superuser></role-based></permissions>", "  </entry>",
             "  <entry name=\"admin\">", f"    <phash>{r.S(h_md5crypt())}</phash>", "  </entry>", "</users>",
             f"<api-key-lifetime>{r.K('525600')}</api-key-lifetime>"]
    return r.block(lines, "hashes", "Palo Alto PAN-OS running-config.xml mgt-config users")
def t_f5_ltm():
    r = Rec(); d = rdt(); lb = host("bigip", False); mem = ip_priv(); v = R.randint(0, 1)
    if v == 0:
        text = (f"{r.K(sysl(d))} {r.P(lb)} notice mcpd[{r.P(pid6())}]: {r.K('01070638:5:')} Pool /Common/pool_orders_https member /Common/{r.P(mem)}:8443 monitor status down. "
                f"[ /Common/https_orders_mon: down; last error: /Common/https_orders_mon: Response Code: 503 (Service Unavailable) @{d.strftime('%Y/%m/%d %H:%M:%S')}. ]  [ was up for 4hrs:12mins:8sec ]")
        return r.line(text, "infra", "F5 BIG-IP /var/log/ltm mcpd pool member monitor status")
    text = f"{r.K(sysl(d))} {r.P(lb)} info tmm2[{r.P(pid6())}]: {r.K('01260013:4:')} SSL Handshake failed for TCP {r.P(ip_pub())}:{R.randint(1024,65535)} -> {r.P(mem)}:443"
    return r.line(text, "infra", "F5 BIG-IP /var/log/ltm tmm SSL handshake")
def t_f5_apm():
    r = Rec(); d = rdt(); lb = host("bigip-apm", False); sess = hexs(8); loc, f, l = person(); u = username_for(f, l); v = R.randint(0, 2)
    if v == 0:
        text = f"{r.K(sysl(d))} {r.P(lb)} notice apmd[{r.P(pid6())}]: {r.K('01490010:5:')} /Common/ap_vpn:Common:{sess}: Username '{r.P(u)}'"
    elif v == 1:
        text = (f"{r.K(sysl(d))} {r.P(lb)} notice apmd[{r.P(pid6())}]: {r.K('01490115:5:')} /Common/ap_vpn:Common:{sess}: Received client info - Hostname: {r.P(winhost())} "
                f"Type: Mozilla Version: 5 Platform: Win10 CPU: x64 UI Mode: Full Javascript Support: 1 ActiveX Support: 0 Plugin Support: 0")
    else:
        text = f"{r.K(sysl(d))} {r.P(lb)} notice tmm1[{r.P(pid6())}]: {r.K('01490500:5:')} /Common/ap_vpn:Common:{sess}: New session from client IP {r.P(ip_pub())} (ST={pick(['Bayern','Mazowieckie','Noord-Holland'])}/CC={pick(['DE','PL','NL'])}/C=EU) at VIP {r.P(ip_pub())} Listener /Common/vs_vpn_443 (Reputation=Unknown)"
    return r.line(text, "infra", "F5 BIG-IP APM /var/log/apm access policy messages")
def t_f5_conf():
    r = Rec(); u = username_for(*person()[1:]); pw = password()
    lines = [f"auth user {r.P(u)} {{", "    description \"NetOps\"", f"    encrypted-password {r.S(h_sha512crypt())}", "    partition-access {", "        all-partitions { role admin }", "    }", "    shell tmsh", "}",
             "ltm monitor mysql /Common/mysql_orders_mon {", "    count 0", "    database orders", "    defaults-from /Common/mysql", "    interval 10",
             f"    password {r.S(pw.replace(' ', ''))}", "    recv \"1\"", "    send \"select 1\"", f"    username {r.P(svc_user())}", "}"]
    return r.block(lines, "positional", "F5 BIG-IP /config/bigip.conf and bigip_user.conf (tmsh list)")
def t_forti_traffic():
    r = Rec(); d = rdt(); dev = "FGT-" + pick(["HQ", "WAW", "LYO", "MAD"]) + "-" + f"{R.randint(1,9):02d}"; src = ip_priv(); dst = ip_pub(); loc, f, l = person(); u = username_for(f, l); hn = winhost()
    text = (f"date={r.K(d.strftime('%Y-%m-%d'))} time={r.K(d.strftime('%H:%M:%S'))} devname=\"{r.P(dev)}\" devid=\"FG100F{rs(string.ascii_uppercase+string.digits,10)}\" eventtime={epoch(d)}{digits(9)} tz=\"+0100\" "
            f"logid=\"{r.K('0000000013')}\" type=\"traffic\" subtype=\"forward\" level=\"notice\" vd=\"root\" srcip={r.P(src)} srcname=\"{r.P(hn)}\" srcport={R.randint(1024,65535)} srcintf=\"port2\" srcintfrole=\"lan\" "
            f"dstip={r.P(dst)} dstport=443 dstintf=\"wan1\" dstintfrole=\"wan\" srcuuid=\"{uuid4()}\" sessionid={R.randint(10000,9999999)} proto=6 action=\"close\" policyid=12 policytype=\"policy\" "
            f"poluuid=\"{r.K(uuid4())}\" service=\"HTTPS\" dstcountry=\"Germany\" srccountry=\"Reserved\" trandisp=\"snat\" transip={r.P(ip_pub())} transport={R.randint(1024,65535)} "
            f"user=\"{r.P(u)}\" group=\"SSO_Staff\" authserver=\"FSSO_AD\" srcmac=\"{r.P(mac())}\" duration={R.randint(1,900)} sentbyte={R.randint(100,90000)} rcvdbyte={R.randint(100,900000)} sentpkt={R.randint(1,900)} rcvdpkt={R.randint(1,900)} appcat=\"unscanned\"")
    return r.line(text, "infra", "Fortinet FortiGate traffic log (key=value, logid 0000000013)")
def t_forti_event():
    r = Rec(); d = rdt(); dev = "FGT-" + pick(["HQ", "BRU", "OSL"]) + "-01"; loc, f, l = person(); u = username_for(f, l); ip = ip_pub()
    ok = R.random() < 0.5
    text = (f"date={r.K(d.strftime('%Y-%m-%d'))} time={r.K(d.strftime('%H:%M:%S'))} devname=\"{r.P(dev)}\" devid=\"FG200E{rs(string.digits, 10)}\" eventtime={epoch(d)}{digits(9)} tz=\"+0100\" "
            f"logid=\"{r.K('0102043008' if ok else '0102043009')}\" type=\"event\" subtype=\"user\" level=\"{'notice' if ok else 'alert'}\" vd=\"root\" logdesc=\"{r.K('Authentication success' if ok else 'Authentication failed')}\" "
            f"srcip={r.P(ip)} dstip={r.P(ip_pub())} policyid=0 interface=\"wan1\" user=\"{r.P(u)}\" group=\"{'VPN_Users' if ok else 'N/A'}\" authproto=\"SSL-VPN({ip})\" action=\"authentication\" "
            f"status=\"{'success' if ok else 'failure'}\" reason=\"{'N/A' if ok else 'No matched user'}\" msg=\"User {u} {'succeeded' if ok else 'failed'} in authentication\"")
    return r.line(text, "infra", "Fortinet FortiGate event/user log (logid 0102043008/9)")
def t_forti_conf():
    r = Rec(); u = username_for(*person()[1:]); v = R.randint(0, 1)
    lines = ["config system admin", f"    edit \"{r.P(u)}\"", "        set accprofile \"super_admin\"", "        set vdom \"root\"", f"        set password ENC {r.S(h_forti_sh2())}", "    next", "end",
             "config user local", f"    edit \"{r.P(svc_user())}\"", "        set type password", f"        set passwd ENC {r.S(b64(rbytes(R.choice([60, 84]))))}", "    next", "end"]
    if v:
        lines += ["config vpn ipsec phase1-interface", "    edit \"to-dc2\"", "        set interface \"wan1\"", f"        set remote-gw {r.P(ip_pub())}",
                  f"        set psksecret ENC {r.S(b64(rbytes(R.choice([72, 96]))))}", "    next", "end"]
    return r.block(lines, "hashes", "Fortinet FortiOS 'show full-configuration' (ENC SH2 / ENC secrets)")
def t_pfsense_filter():
    r = Rec(); d = rdt(); fw = host("fw", False); src, dst = ip_pub(), ip_priv(); tr = str(R.randint(1000000000, 1000009999))
    text = (f"{r.K(sysl(d))} {r.P(fw)} filterlog[{R.randint(1000,99999)}]: 5,,,{r.K(tr)},igb{R.randint(0,3)},match,block,in,4,0x0,,{R.randint(40,128)},{R.randint(1,65535)},0,DF,6,tcp,60,"
            f"{r.P(src)},{r.P(dst)},{R.randint(1024,65535)},{pick([22,23,445,3389,8080])},0,S,{R.randint(10**8,4*10**9)},,64240,,mss;sackOK;TS;nop;wscale")
    return r.line(text, "infra", "pfSense filterlog raw CSV (IPv4 TCP)")
def t_pfsense_auth():
    r = Rec(); d = rdt(); fw = host("fw", False); u = pick(["admin", username_for(*person()[1:])]); ip = ip_any()
    if R.random() < 0.5:
        text = f"{r.K(sysl(d))} {r.P(fw)} php-fpm[{R.randint(300, 9999)}]: /index.php: Successful login for user '{u}' from: {r.P(ip)} (Local Database)"
    else:
        text = f"{r.K(sysl(d))} {r.P(fw)} php-fpm[{R.randint(300, 9999)}]: /index.php: webConfigurator authentication error for user '{u}' from: {r.P(ip)}"
    if len(u) >= 6: r.P(u)
    return r.line(text, "infra", "pfSense system.log webConfigurator login")
def t_pfsense_xml():
    r = Rec(); u = username_for(*person()[1:]); key = "\n".join(["#", "# 2048 bit OpenVPN static key", "#", "-----BEGIN OpenVPN Static key V1-----"] + [hexs(32) for _ in range(16)] + ["-----END OpenVPN Static key V1-----"])
    enc = b64(key.encode())
    lines = ["<user>", f"\t<name>{r.P(u)}</name>", "\t<descr><![CDATA[Network Operations]]></descr>", "\t<scope>user</scope>", "\t<groupname>admins</groupname>",
             f"\t<bcrypt-hash>{r.S(h_bcrypt())}</bcrypt-hash>", f"\t<uid>{r.K(str(R.randint(2000, 2100)))}</uid>", "</user>", "<openvpn-server>", f"\t<vpnid>{R.randint(1,9)}</vpnid>",
             f"\t<tls>{r.S(enc)}</tls>", "\t<dev_mode>tun</dev_mode>", "</openvpn-server>"]
    return r.block(lines, "encoded", "pfSense /conf/config.xml (bcrypt-hash, base64 OpenVPN TLS key)")
def t_openvpn():
    r = Rec(); d = rdt(); loc, f, l = person(); u = username_for(f, l); ip = ip_pub(); port = R.randint(1024, 65535); vip = f"10.8.{R.randint(0,3)}.{R.randint(2,250)}"
    ts = d.strftime("%Y-%m-%d %H:%M:%S"); v = R.randint(0, 2)
    if v == 0:
        text = f"{r.K(ts)} {r.P(ip)}:{port} TLS: Username/Password authentication succeeded for username '{r.P(u)}'"
        cls = "infra"
    elif v == 1:
        text = f"{r.K(ts)} {r.P(u)}/{r.P(ip)}:{port} MULTI_sva: pool returned IPv4={r.P(vip)}, IPv6=(Not enabled)"
        cls = "infra"
    else:
        at = "SESS_ID_AT_" + b64(rbytes(R.choice([30, 33])))
        text = (f"{r.K(ts)} {r.P(u)}/{r.P(ip)}:{port} SENT CONTROL [{u}]: 'PUSH_REPLY,route 10.20.0.0 255.255.0.0,dhcp-option DNS 10.20.0.53,route-gateway 10.8.0.1,topology subnet,"
                f"ping 10,ping-restart 120,ifconfig {r.P(vip)} 255.255.255.0,peer-id 0,cipher AES-256-GCM,auth-token {r.S(at)}' (status=1)")
        cls = "no_key"
    return r.line(text, cls, "OpenVPN server log (verb 3)")
def t_openvpn_mgmt():
    r = Rec(); u = username_for(*person()[1:]); pw = pw_url_safe()
    lines = [">INFO:OpenVPN Management Interface Version 5 -- type 'help' for more info", ">PASSWORD:Need 'Auth' username/password", f"username \"Auth\" {r.P(u)}",
             "SUCCESS: 'Auth' username entered, but not yet verified", f"password \"Auth\" {r.S(pw)}", "SUCCESS: 'Auth' password entered, but not yet verified",
             f">STATE:{r.K(str(epoch(rdt())))},CONNECTED,SUCCESS,{r.P(f'10.8.0.{R.randint(2,250)}')},{r.P(ip_pub())},1194,,"]
    return r.block(lines, "positional", "OpenVPN management interface session transcript")
def t_openvpn_ovpn():
    r = Rec(); rem = "vpn." + pick(CORP_DOMAINS)
    key = [hexs(32) for _ in range(16)]
    lines = ["client", "dev tun", "proto udp", f"remote {r.P(rem)} 1194", "cipher AES-256-GCM", f"verify-x509-name {r.P('vpn-gw.' + pick(CORP_DOMAINS))} name", "<tls-crypt>",
             "-----BEGIN OpenVPN Static key V1-----"] + [r.S(k) for k in key] + ["-----END OpenVPN Static key V1-----", "</tls-crypt>"]
    return r.block(lines, "no_key", "OpenVPN client profile (.ovpn) with inline tls-crypt key")
def t_wg_conf():
    r = Rec(); pub = tok("wg")
    lines = ["[Interface]", f"PrivateKey = {r.S(tok('wg'))}", f"Address = {r.P(f'10.66.{R.randint(0,9)}.{R.randint(2,250)}')}/32", "DNS = 10.66.0.1", "",
             "[Peer]", f"PublicKey = {r.K(pub)}", f"PresharedKey = {r.S(tok('wg'))}", f"Endpoint = {r.P('wg.' + pick(CORP_DOMAINS))}:51820", "AllowedIPs = 10.66.0.0/16, 10.20.0.0/16", "PersistentKeepalive = 25"]
    return r.block(lines, "mixed", "WireGuard wg-quick configuration (wg0.conf)")
def t_wg_show():
    r = Rec(); lines = ["interface: wg0", f"  public key: {r.K(tok('wg'))}", "  private key: (hidden)", f"  listening port: {r.K('51820')}", ""]
    for _ in range(R.randint(1, 2)):
        lines += [f"peer: {r.K(tok('wg'))}", "  preshared key: (hidden)", f"  endpoint: {r.P(ip_pub())}:{R.randint(1024,65535)}", f"  allowed ips: {r.P(f'10.66.0.{R.randint(2,250)}')}/32",
                  f"  latest handshake: {R.randint(1,59)} seconds ago", f"  transfer: {R.randint(1,900)}.{R.randint(10,99)} MiB received, {R.randint(1,900)}.{R.randint(10,99)} MiB sent", ""]
    return r.block(lines[:-1], "lookalike", "WireGuard 'wg show' output (keys hidden, public keys only)")
def t_wg_kernel():
    r = Rec(); t = f"{R.randint(100,99999)}.{digits(6)}"
    text = f"[{r.K(t)}] wireguard: wg0: Handshake for peer {R.randint(1,40)} ({r.P(ip_pub())}:{R.randint(1024,65535)}) did not complete after 5 seconds, retrying (try {R.randint(2,9)})"
    return r.line(text, "infra", "WireGuard kernel dynamic debug (dmesg)")
def t_strongswan():
    r = Rec(); d = rdt(); gw = host("vpn", False); loc, f, l = person(); ip = ip_pub(); th = R.randint(1, 16); v = R.randint(0, 2)
    pre = f"{r.K(sysl(d))} {r.P(gw)} charon[{R.randint(1000,9999)}]: {th:02d}"
    if v == 0:
        text = f"{pre}[IKE] received EAP identity '{r.P(username_for(f, l))}'"
    elif v == 1:
        em = email_for(f, l, loc=loc)
        text = f"{pre}[IKE] IKE_SA eap[{R.randint(1,99)}] established between {r.P(ip_priv())}[vpn.{pick(CORP_DOMAINS)}]...{r.P(ip)}[{r.P(em)}]"
    else:
        text = f"{pre}[IKE] {r.P(ip)} is initiating an IKE_SA"
    return r.line(text, "infra", "strongSwan charon syslog (IKE daemon)")
def t_ipsec_secrets():
    r = Rec(); u1 = username_for(*person()[1:]); psk = rbytes(24)
    lines = ["# /etc/ipsec.secrets", f": RSA vpn-gw-key.pem", f"{r.P(ip_pub())} {r.P(ip_pub())} : PSK {r.S('0s' + b64(psk))}", f"{r.P(u1)} : EAP \"{r.S(pw_url_safe())}\"",
             f"{r.P(svc_user())} : XAUTH \"{r.S(password(3))}\""]
    return r.block(lines, "positional", "strongSwan ipsec.secrets (PSK 0s-base64, EAP, XAUTH)")
def t_fail2ban():
    r = Rec(); d = rdt(); ip = ip_pub(); ts = d.strftime("%Y-%m-%d %H:%M:%S,") + f"{d.microsecond//1000:03d}"; jail = pick(["sshd", "postfix-sasl", "dovecot", "nginx-http-auth"])
    v = R.randint(0, 1)
    if v: text = f"{r.K(ts)} fail2ban.actions        [{R.randint(300,9999)}]: NOTICE  [{jail}] Ban {r.P(ip)}"
    else: text = f"{r.K(ts)} fail2ban.filter         [{R.randint(300,9999)}]: INFO    [{jail}] Found {r.P(ip)} - {d.strftime('%Y-%m-%d %H:%M:%S')}"
    return r.line(text, "infra", "fail2ban.log (filter/actions)")

# ================================================================= WINDOWS
def t_win4624_xml():
    r = Rec(); d = rdt(); comp = winhost() + "." + pick(INT_DOMS); loc, f, l = person(); u = username_for(f, l); dom = pick(NETBIOS); ip = ip_priv(); ws = winhost()
    rid = str(R.randint(10**6, 10**9)); lt = pick(["2", "3", "10"])
    text = ("<Event xmlns='http://schemas.microsoft.com/win/2004/08/events/event'><System><Provider Name='Microsoft-Windows-Security-Auditing' Guid='{54849625-5478-4994-A5BA-3E3B0328C30D}'/>"
            f"<EventID>{r.K('4624')}</EventID><Version>2</Version><Level>0</Level><Task>12544</Task><Opcode>0</Opcode><Keywords>0x8020000000000000</Keywords>"
            f"<TimeCreated SystemTime='{r.K(iso_7(d))}'/><EventRecordID>{r.K(rid)}</EventRecordID><Correlation ActivityID='{guid_upper()}'/><Execution ProcessID='{R.randint(600,900)}' ThreadID='{R.randint(1000,9000)}'/>"
            f"<Channel>Security</Channel><Computer>{r.P(comp)}</Computer><Security/></System><EventData><Data Name='SubjectUserSid'>S-1-5-18</Data><Data Name='SubjectUserName'>{comp.split('.')[0]}$</Data>"
            f"<Data Name='SubjectDomainName'>{dom}</Data><Data Name='SubjectLogonId'>0x3e7</Data><Data Name='TargetUserSid'>{r.P(sid_user())}</Data><Data Name='TargetUserName'>{r.P(u)}</Data>"
            f"<Data Name='TargetDomainName'>{dom}</Data><Data Name='TargetLogonId'>0x{hexs(7)}</Data><Data Name='LogonType'>{lt}</Data><Data Name='LogonProcessName'>NtLmSsp </Data>"
            f"<Data Name='AuthenticationPackageName'>NTLM</Data><Data Name='WorkstationName'>{r.P(ws)}</Data><Data Name='LogonGuid'>{{00000000-0000-0000-0000-000000000000}}</Data>"
            f"<Data Name='TransmittedServices'>-</Data><Data Name='LmPackageName'>NTLM V2</Data><Data Name='KeyLength'>128</Data><Data Name='ProcessId'>0x0</Data><Data Name='ProcessName'>-</Data>"
            f"<Data Name='IpAddress'>{r.P(ip)}</Data><Data Name='IpPort'>{R.randint(1024,65535)}</Data><Data Name='ImpersonationLevel'>%%1833</Data></EventData></Event>")
    return r.line(text, "infra", "Windows Security Event 4624 (EventLog XML)")
def t_win4625_text():
    r = Rec(); d = rdt(); comp = winhost(); u = pick([username_for(*person()[1:]), "Administrator", svc_user()]); ip = ip_pub(); ws = winhost()
    lines = [f"Log Name:      Security", "Source:        Microsoft-Windows-Security-Auditing", f"Date:          {r.K(d.strftime('%m/%d/%Y %I:%M:%S %p'))}", f"Event ID:      {r.K('4625')}",
             "Task Category: Logon", "Level:         Information", "Keywords:      Audit Failure", "User:          N/A", f"Computer:      {r.P(comp)}", "Description:",
             "An account failed to log on.", "", "Subject:", "\tSecurity ID:\t\tNULL SID", "\tAccount Name:\t\t-", "", "Logon Type:\t\t\t3", "",
             "Account For Which Logon Failed:", "\tSecurity ID:\t\tNULL SID", f"\tAccount Name:\t\t{u}", f"\tAccount Domain:\t\t{pick(NETBIOS)}", "",
             "Failure Information:", f"\tFailure Reason:\t\t{r.K('Unknown user name or bad password.')}", f"\tStatus:\t\t\t{r.K('0xC000006D')}", f"\tSub Status:\t\t{r.K('0xC000006A')}", "",
             "Network Information:", f"\tWorkstation Name:\t{r.P(ws)}", f"\tSource Network Address:\t{r.P(ip)}", f"\tSource Port:\t\t{R.randint(1024,65535)}"]
    if len(u) >= 6: r.P(u)
    return r.block(lines, "infra", "Windows Security Event 4625 (Event Viewer text rendering)")
CMDLINES = [
    lambda u, p, h: (f"\"C:\\Windows\\system32\\net.exe\" use \\\\{h}\\finance$ /user:{u} {p}", "net use"),
    lambda u, p, h: (f"sqlcmd.exe -S {h},1433 -U {u} -P {p} -Q \"EXEC sp_who2\"", "sqlcmd"),
    lambda u, p, h: (f"schtasks.exe /create /tn \"NightlyExport\" /tr C:\\jobs\\export.cmd /sc daily /st 02:00 /ru {u} /rp {p}", "schtasks"),
    lambda u, p, h: (f"PsExec64.exe \\\\{h} -accepteula -u {u} -p {p} cmd /c ipconfig /all", "psexec"),
    lambda u, p, h: (f"cmdkey.exe /add:{h} /user:{u} /pass:{p}", "cmdkey"),
    lambda u, p, h: (f"wmic.exe /node:{h} /user:{u} /password:{p} process call create \"cmd.exe /c whoami\"", "wmic"),
    lambda u, p, h: (f"mysql.exe -h {h} -u{u} -p{p} billing -e \"select count(*) from invoices\"", "mysql"),
    lambda u, p, h: (f"curl.exe -s -u {u}:{p} https://{h}/api/v2/export", "curl"),
    lambda u, p, h: (f"net.exe user {u} {p} /add /y", "net user"),
    lambda u, p, h: (f"rclone.exe copy C:\\exports sftp:backup --sftp-host {h} --sftp-user {u} --sftp-pass {p}", "rclone"),
]
def t_win4688():
    r = Rec(); d = rdt(); comp = winhost(); u = f"{pick(NETBIOS)}\\{svc_user()}"; p = pw_url_safe(); h = host(pick(["fs", "db", "app", "sftp"]))
    f = pick(CMDLINES); cmd, tool = f(u, p, h)
    r.P(u); r.S(p); r.P(h)
    uu = username_for(*person()[1:])
    lines = ["A new process has been created.", "", "Creator Subject:", f"\tSecurity ID:\t\t{r.P(sid_user())}", f"\tAccount Name:\t\t{r.P(uu)}", f"\tAccount Domain:\t\t{pick(NETBIOS)}",
             f"\tLogon ID:\t\t0x{hexs(7).upper()}", "", "Process Information:", f"\tNew Process ID:\t\t0x{hexs(4)}", f"\tNew Process Name:\tC:\\Windows\\System32\\{tool.split()[0]}.exe",
             "\tToken Elevation Type:\t%%1936", "\tMandatory Label:\t\tMandatory Label\\High Mandatory Level", f"\tCreator Process ID:\t0x{hexs(4)}",
             "\tCreator Process Name:\tC:\\Windows\\System32\\cmd.exe", f"\tProcess Command Line:\t{cmd}"]
    lines = [f"{r.K(d.strftime('%m/%d/%Y %I:%M:%S %p'))}  Event ID {r.K('4688')}  {r.P(comp)}"] + lines
    return r.block(lines, "positional", "Windows Security Event 4688 with command-line auditing")
def ps_enc(script): return base64.b64encode(script.encode("utf-16-le")).decode()
def t_sysmon1():
    r = Rec(); d = rdt(); comp = winhost() + "." + pick(INT_DOMS); u = f"{pick(NETBIOS)}\\{username_for(*person()[1:])}"; p = pw_url_safe(); h = host(pick(["sql", "fs", "app"]))
    script = f"$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force; $c = New-Object System.Management.Automation.PSCredential('{svc_user()}', $pw); Invoke-Command -ComputerName {h} -Credential $c -ScriptBlock {{ Get-Service MSSQLSERVER }}"
    enc = ps_enc(script); sha = hexs(64, True); md5 = hexs(32, True); imp = hexs(32, True); pguid = "{" + uuid4() + "}"
    lines = [f"Log Name:      Microsoft-Windows-Sysmon/Operational", "Event ID:      1", f"Computer:      {r.P(comp)}", r.K("Process Create:"), "RuleName: technique_id=T1059.001,technique_name=PowerShell",
             f"UtcTime: {r.K(d.strftime('%Y-%m-%d %H:%M:%S.') + f'{d.microsecond//1000:03d}')}", f"ProcessGuid: {r.K(pguid)}", f"ProcessId: {R.randint(1000, 30000)}",
             "Image: C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe", "FileVersion: 10.0.22621.2506 (WinBuild.160101.0800)", "OriginalFileName: PowerShell.EXE",
             f"CommandLine: powershell.exe -NoProfile -NonInteractive -EncodedCommand {r.S(enc)}", "CurrentDirectory: C:\\Windows\\system32\\", f"User: {r.P(u)}",
             f"LogonGuid: {{{uuid4()}}}", f"LogonId: 0x{hexs(6).upper()}", "IntegrityLevel: High", f"Hashes: SHA256={r.K(sha)},MD5={r.K(md5)},IMPHASH={r.K(imp)}",
             f"ParentProcessGuid: {{{uuid4()}}}", f"ParentProcessId: {R.randint(1000,30000)}", "ParentImage: C:\\Windows\\System32\\svchost.exe", "ParentCommandLine: C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule"]
    return r.block(lines, "encoded", "Sysmon Event ID 1 ProcessCreate (-EncodedCommand UTF-16LE base64)")
def t_sysmon3():
    r = Rec(); d = rdt(); comp = winhost(); u = f"{pick(NETBIOS)}\\{username_for(*person()[1:])}"
    text = (f"Network connection detected: RuleName: - UtcTime: {r.K(d.strftime('%Y-%m-%d %H:%M:%S.') + f'{d.microsecond//1000:03d}')} ProcessGuid: {r.K('{' + uuid4() + '}')} ProcessId: {R.randint(1000,30000)} "
            f"Image: C:\\Program Files\\Mozilla Firefox\\firefox.exe User: {r.P(u)} Protocol: tcp Initiated: true SourceIsIpv6: false SourceIp: {r.P(ip_priv())} SourceHostname: {r.P(comp + '.' + pick(INT_DOMS))} "
            f"SourcePort: {R.randint(1024,65535)} SourcePortName: - DestinationIsIpv6: false DestinationIp: {r.P(ip_pub())} DestinationHostname: - DestinationPort: 443 DestinationPortName: https")
    return r.line(text, "infra", "Sysmon Event ID 3 NetworkConnect (rendered message)")
def t_ps_transcript():
    r = Rec(); d = rdt(); loc, f, l = person(); uu = username_for(f, l); dom = pick(NETBIOS); m = winhost(); tenant = uuid4(); app = uuid4(); sec = tok("azure_secret")
    lines = ["**********************", "Windows PowerShell transcript start", f"Start time: {r.K(d.strftime('%Y%m%d%H%M%S'))}", f"Username: {r.P(dom + chr(92) + uu)}", f"RunAs User: {dom}\\{uu}",
             "Configuration Name: ", f"Machine: {r.P(m)} (Microsoft Windows NT 10.0.22631.0)", "Host Application: C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe",
             f"Process ID: {r.P(pid6())}", f"PSVersion: {r.K('5.1.22621.2506')}", "PSEdition: Desktop", "BuildVersion: 10.0.22621.2506", "CLRVersion: 4.0.30319.42000",
             "**********************", f"PS C:\\Users\\{uu}> az login --service-principal -u {r.K(app)} -p {r.S(sec)} --tenant {r.K(tenant)}", "[", "  {",
             "    \"cloudName\": \"AzureCloud\",", f"    \"tenantId\": \"{tenant}\",", "    \"state\": \"Enabled\",", "    \"user\": {", f"      \"name\": \"{app}\",", "      \"type\": \"servicePrincipal\"", "    }", "  }", "]",
             "**********************", "Windows PowerShell transcript end", f"End time: {r.K((d + datetime.timedelta(minutes=R.randint(1,50))).strftime('%Y%m%d%H%M%S'))}", "**********************"]
    return r.block(lines, "positional", "Windows PowerShell transcript (Start-Transcript)")
def t_ps_4104():
    r = Rec(); d = rdt(); comp = winhost(); p = password(); sb = uuid4(); u = svc_user()
    text = (f"{r.K(iso_7(d))} {r.P(comp)} Microsoft-Windows-PowerShell/Operational {r.K('4104')} Creating Scriptblock text (1 of 1): "
            f"$secure = ConvertTo-SecureString -String '{r.S(p)}' -AsPlainText -Force; Set-ADAccountPassword -Identity {r.P(u)} -NewPassword $secure -Reset "
            f"ScriptBlock ID: {r.K(sb)} Path: C:\\ops\\reset-svc.ps1")
    if "'" in p: return t_ps_4104()
    return r.line(text, "positional", "Windows PowerShell Operational Event 4104 (script block logging)")
IIS_FIELDS = "date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Cookie) cs(Referer) sc-status sc-substatus sc-win32-status time-taken"
def t_iis():
    r = Rec(); d = rdt(); sip = ip_priv(); cip = ip_pub(); v = R.randint(0, 3)
    user = "-"; cookie = "-"; ref = "-"
    if v == 0:
        q = f"code={r.S(rs(ALNUM + '-_', 43))}&state={r.K(hexs(32))}&session_state={uuid4()}"; stem = "/signin-oidc"; cls = "no_key"
    elif v == 1:
        q = f"t={r.S(jwt())}&format=json"; stem = "/api/reports/export"; cls = "no_key"
    elif v == 2:
        q = f"email={r.P(urllib.parse.quote(email_for(*person()[1:])))}&phone={r.P(urllib.parse.quote_plus(phone_e164(pick(LOCALES))))}"; stem = "/Account/Lookup.aspx"; cls = "encoded"
    else:
        q = "-"; stem = "/owa/"; user = f"{pick(NETBIOS)}\\{username_for(*person()[1:])}"; r.P(user)
        cookie = f"ASP.NET_SessionId={r.S(tok('aspnet_sid'))};+.ASPXAUTH={r.S(tok('aspxauth'))}"; cls = "mixed"
    ua = "Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64)+AppleWebKit/537.36+(KHTML,+like+Gecko)+Chrome/122.0.0.0+Safari/537.36"
    entry = f"{d.strftime('%Y-%m-%d %H:%M:%S')} {r.P(sip)} GET {stem} {q} 443 {user} {r.P(cip)} {ua} {cookie} {ref} {pick(['200','302','401'])} 0 0 {R.randint(1,900)}"
    lines = ["#Software: Microsoft Internet Information Services 10.0", "#Version: 1.0", f"#Date: {r.K(d.strftime('%Y-%m-%d %H:%M:%S'))}", f"#Fields: {IIS_FIELDS}", entry]
    return r.block(lines, cls, "IIS W3C Extended Log File Format (u_ex*.log)")
def dc_parts(): return pick([("corp", "example"), ("northwind", "local"), ("ad", "contoso-bank", "nl"), ("fabrikam", "fr")])
def t_ldapsearch():
    r = Rec(); dc = dc_parts(); base = ",".join("DC=" + x for x in dc); dchost = f"dc{R.randint(1,4):02d}." + ".".join(dc); su = svc_user(); pw = pw_url_safe()
    bind = f"CN={su},OU=Service Accounts,OU=Tier1,{base}"; who = username_for(*person()[1:])
    text = f"ldapsearch -x -H ldaps://{r.P(dchost)}:636 -D \"{r.P(bind)}\" -w '{r.S(pw)}' -b \"{base}\" \"(sAMAccountName={r.P(who)})\" memberOf userAccountControl pwdLastSet"
    return r.line(text, "positional", "OpenLDAP ldapsearch command line (shell history / CI log)")
def t_slapd():
    r = Rec(); d = rdt(); conn = str(R.randint(1000, 99999)); loc, f, l = person(); uid = username_for(f, l); dn = f"uid={uid},ou=people,dc={pick(['northwind','acme','fabrikam'])},dc={pick(['de','eu','fr'])}"
    ldh = host("ldap", False)
    lines = [f"{r.K(sysl(d))} {r.P(ldh)} slapd[{R.randint(300,9999)}]: conn={r.K(conn)} fd=14 ACCEPT from IP={r.P(ip_priv())}:{R.randint(1024,65535)} (IP=0.0.0.0:636)",
             f"{sysl(d)} {ldh} slapd[{R.randint(300,9999)}]: conn={conn} op=0 BIND dn=\"{r.P(dn)}\" method=128",
             f"{sysl(d)} {ldh} slapd[{R.randint(300,9999)}]: conn={conn} op=0 RESULT tag=97 err={r.K(pick(['0','49']))} qtime=0.000012 etime=0.061203 text="]
    return r.block(lines, "infra", "OpenLDAP slapd stats log (loglevel stats)")
def t_ldif():
    r = Rec(); loc, f, l = person(); uid = username_for(f, l); dn = f"uid={uid},ou=people,dc=acme-retail,dc=eu"; em = email_for(f, l, loc=loc)
    inner = pick([h_ssha(), h_ssha512(), "{CRYPT}" + h_sha512crypt()])
    lines = [f"# extended LDIF", f"dn: {r.P(dn)}", "objectClass: inetOrgPerson", "objectClass: posixAccount", f"uid: {uid}", f"cn: {r.P(ascii_fold(f + ' ' + l))}", f"mail: {r.P(em)}",
             f"telephoneNumber: {r.P(phone_nat(loc))}", f"uidNumber: {R.randint(10000,60000)}", f"userPassword:: {r.S(b64(inner.encode()))}", f"modifyTimestamp: {r.K(rdt().strftime('%Y%m%d%H%M%SZ'))}"]
    return r.block(lines, "encoded", "LDIF export (ldapsearch -LLL) with base64 userPassword::")
def t_ad_2889():
    r = Rec(); d = rdt(); dc = f"DC{R.randint(1,4):02d}"; ip = ip_priv(); u = f"{pick(NETBIOS)}\\{svc_user()}"
    lines = [f"Log Name:      Directory Service", f"Date:          {r.K(d.strftime('%m/%d/%Y %I:%M:%S %p'))}", f"Event ID:      {r.K('2889')}", f"Computer:      {r.P(dc + '.' + pick(INT_DOMS))}",
             "The following client performed a SASL (Negotiate/Kerberos/NTLM/Digest) LDAP bind without requesting signing (integrity verification), or performed a simple bind over a clear text (non-SSL/TLS-encrypted) LDAP connection.",
             f"Client IP address:", f"{r.P(ip)}:{R.randint(1024,65535)}", "Identity the client attempted to authenticate as:", f"{r.P(u)}", "Binding Type:", "0"]
    return r.block(lines, "infra", "Active Directory Directory Service Event 2889 (unsigned LDAP bind)")
def t_ldap3_debug():
    r = Rec(); dn = f"CN={svc_user()},OU=Service Accounts,DC=corp,DC=example"
    text = f"DEBUG:ldap3:BASIC:{r.K('BIND request')} <{{'version': 3, 'name': '{r.P(dn)}', 'authentication': {{'sasl': None, 'simple': '<stripped 14 characters of sensitive data>'}}}}> sent via <ldaps://{r.P(host('dc'))}:636 - ssl - user: {dn}>"
    return r.line(text, "lookalike", "Python ldap3 library debug log (password stripped)")

# ================================================================= MAIL / DNS / DHCP
def qid(): return rs("0123456789ABCDEF", R.choice([10, 11, 12]))
def t_postfix():
    r = Rec(); d = rdt(); mx = host("mail", False); loc, f, l = person(); em = email_for(f, l, loc=loc); ip = ip_pub(); q = qid(); v = R.randint(0, 3)
    pre = f"{r.K(sysl(d))} {r.P(mx)} postfix"
    if v == 0:
        text = f"{pre}/smtpd[{R.randint(1000,99999)}]: {r.K(q)}: client=unknown[{r.P(ip)}], sasl_method=LOGIN, sasl_username={r.P(em)}"
    elif v == 1:
        text = f"{pre}/qmgr[{R.randint(1000,99999)}]: {r.K(q)}: from=<{r.P(em)}>, size={R.randint(1000,90000)}, nrcpt=1 (queue active)"
    elif v == 2:
        lo, f2, l2 = person(); em2 = email_for(f2, l2, loc=lo); rel = "mx." + em2.split("@")[1]
        text = (f"{pre}/smtp[{R.randint(1000,99999)}]: {r.K(q)}: to=<{r.P(em2)}>, relay={r.P(rel)}[{r.P(ip)}]:25, delay=1.{R.randint(1,9)}, delays=0.1/0/0.{R.randint(1,9)}/0.{R.randint(1,9)}, "
                f"dsn={r.K('2.0.0')}, status=sent (250 2.0.0 Ok: queued as {rs('0123456789BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz', 12)})")
    else:
        text = f"{pre}/smtpd[{R.randint(1000,99999)}]: warning: unknown[{r.P(ip)}]: SASL LOGIN authentication failed: {r.K('UGFzc3dvcmQ6')}"
    return r.line(text, "infra", "Postfix maillog (smtpd/qmgr/smtp)")
def t_postfix_debug():
    r = Rec(); d = rdt(); mx = host("mail", False); u = email_for(*person()[1:], dom=pick(CORP_DOMAINS)); p = pw_url_safe(); relay = "smtp-relay." + pick(CORP_DOMAINS)
    blob = b64(b"\0" + u.encode() + b"\0" + p.encode())
    lines = [f"{r.K(sysl(d))} {r.P(mx)} postfix/smtp[{R.randint(1000,99999)}]: > {r.P(relay)}[{r.P(ip_pub())}]:587: EHLO {mx}",
             f"{sysl(d)} {mx} postfix/smtp[{R.randint(1000,99999)}]: < {relay}[{ip_pub()}]:587: 250-AUTH PLAIN LOGIN",
             f"{sysl(d)} {mx} postfix/smtp[{R.randint(1000,99999)}]: > {relay}:587: AUTH PLAIN {r.S(blob)}",
             f"{sysl(d)} {mx} postfix/smtp[{R.randint(1000,99999)}]: < {relay}:587: {r.K('235 2.7.0 Authentication successful')}"]
    rec = r.block(lines, "encoded", "Postfix smtp client debug_peer_list transcript (AUTH PLAIN base64)")
    for m in re.findall(r"\[(\d+\.\d+\.\d+\.\d+)\]", "\n".join(lines)):
        if m not in rec["private"]: rec["private"].append(m)
    return rec
def t_dovecot():
    r = Rec(); d = rdt(); mh = host("mail", False); loc, f, l = person(); em = email_for(f, l, loc=loc); rip = ip_pub(); lip = ip_priv(); v = R.randint(0, 2)
    sess = b64(rbytes(12))
    if v == 0:
        text = (f"{r.K(sysl(d))} {r.P(mh)} dovecot: imap-login: Login: user=<{r.P(em)}>, method=PLAIN, rip={r.P(rip)}, lip={r.P(lip)}, mpid={r.P(pid6())}, TLS, session=<{r.K(sess)}>")
        cls = "infra"
    elif v == 1:
        text = f"{r.K(sysl(d))} {r.P(mh)} dovecot: auth: passwd-file({r.P(em)},{r.P(rip)},<{r.K(sess)}>): Password mismatch"
        cls = "infra"
    else:
        p = pw_url_safe(); resp = b64(b"\0" + em.encode() + b"\0" + p.encode())
        text = (f"{r.K(sysl(d))} {r.P(mh)} dovecot: auth: Debug: client in: AUTH\t1\tPLAIN\tservice=imap\tsecured=tls\tsession={r.K(sess)}\tlip={r.P(lip)}\trip={r.P(rip)}\t"
                f"lport=993\trport={R.randint(1024,65535)}\tresp={r.S(resp)} (previous base64 data may contain sensitive data)")
        cls = "encoded"
    return r.line(text, cls, "Dovecot mail.log (imap-login / auth, auth_debug_passwords)")
def t_exim():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); ip = ip_pub(); mid = f"{rs(ALNUM,6)}-{rs(ALNUM,6)}-{rs(ALNUM,2)}"; v = R.randint(0, 1)
    ts = d.strftime("%Y-%m-%d %H:%M:%S")
    if v == 0:
        lo, f2, l2 = person(); em2 = email_for(f2, l2, loc=lo)
        text = (f"{r.K(ts)} {r.K(mid)} <= {r.P(em)} H=({r.P(winhost())}) [{r.P(ip)}]:{R.randint(1024,65535)} I=[{r.P(ip_priv())}]:587 P=esmtpsa X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=no "
                f"A=dovecot_plain:{em} S={R.randint(1000,99999)} id={hexs(16)}@{em.split('@')[1]} T=\"{pick(['Factura marzo', 'Rechnung 2024-117', 'Devis signé', 'Umowa najmu'])}\" from <{em}> for {r.P(em2)}")
    else:
        text = f"{r.K(ts)} dovecot_login authenticator failed for ({pick(['User', 'ylmf-pc', 'localhost'])}) [{r.P(ip)}]:{R.randint(1024,65535)} I=[{r.P(ip_priv())}]:587: {r.K('535 Incorrect authentication data')} (set_id={r.P(em)})"
    return r.line(text, "infra", "Exim mainlog (message arrival <= / authenticator failed)")
def t_bind():
    r = Rec(); d = rdt(); cl = ip_priv(); q = host(None, True); v = R.randint(0, 1)
    ts = d.strftime("%d-%b-%Y %H:%M:%S.") + f"{d.microsecond//1000:03d}"
    if v == 0:
        text = f"{r.K(ts)} queries: info: client @0x7f{hexs(10)} {r.P(cl)}#{R.randint(1024,65535)} ({r.P(q)}): query: {q} IN {pick(['A','AAAA','SRV'])} +E(0)K ({r.P(ip_priv())})"
        cls = "infra"
    else:
        text = f"{r.K(ts)} update-security: info: client @0x7f{hexs(10)} {r.P(cl)}#{R.randint(1024,65535)}/key ddns-dhcp: signer \"ddns-dhcp\" approved"
        cls = "infra"
    return r.line(text, cls, "ISC BIND 9 query/update-security log")
def t_bind_key():
    r = Rec(); lines = ["key \"ddns-dhcp\" {", "\talgorithm hmac-sha256;", f"\tsecret \"{r.S(b64(rbytes(32)))}\";", "};", "zone \"corp.example.net\" {", "\ttype primary;",
                        "\tfile \"/var/lib/bind/db.corp.example.net\";", "\tallow-update { key ddns-dhcp; };", f"\tallow-transfer {{ {r.P(ip_priv())}; }};", "};"]
    return r.block(lines, "mixed", "ISC BIND named.conf TSIG key statement (rndc/ddns)")
def t_unbound():
    r = Rec(); d = rdt(); cl = ip_priv(); q = host(None, True)
    text = f"[{r.K(str(epoch(d)))}] unbound[{R.randint(300,9999)}:0] info: {r.P(cl)} {r.P(q)}. {pick(['A','AAAA','MX','TXT'])} IN"
    return r.line(text, "infra", "Unbound log-queries output")
def t_dhcpd():
    r = Rec(); d = rdt(); srv = host("dhcp", False); ip = f"10.{R.randint(0,254)}.{R.randint(0,254)}.{R.randint(2,254)}"; m = mac(); hn = pick([winhost(), f"MBP-{ascii_fold(person()[2]).replace(' ','')}", f"iPhone-{ascii_fold(person()[1])}", f"Galaxy-S23-{rs(string.ascii_uppercase,4)}"])
    text = f"{r.K(sysl(d))} {r.P(srv)} dhcpd[{R.randint(300,9999)}]: {r.K(pick(['DHCPACK', 'DHCPREQUEST']))} {'on' if R.random()<0.5 else 'for'} {r.P(ip)} to {r.P(m)} ({r.P(hn)}) via eth{R.randint(0,2)}"
    return r.line(text, "infra", "ISC dhcpd syslog (DHCPREQUEST/DHCPACK)")
def t_kea():
    r = Rec(); d = rdt(); m = mac(); ip = ip_priv(); tid = "0x" + hexs(8)
    text = (f"{r.K(d.strftime('%Y-%m-%d %H:%M:%S.') + f'{d.microsecond//1000:03d}')} INFO  [kea-dhcp4.leases/{R.randint(300,9999)}.{R.randint(10**14,10**15)}] {r.K('DHCP4_LEASE_ALLOC')} [hwtype=1 {r.P(m)}], cid=[01:{m}], tid={r.K(tid)}: "
            f"lease {r.P(ip)} has been allocated for 4000 seconds")
    return r.line(text, "infra", "ISC Kea DHCPv4 server log (DHCP4_LEASE_ALLOC)")
def t_windhcp():
    r = Rec(); d = rdt(); ip = ip_priv(); hn = winhost() + "." + pick(INT_DOMS); m = mac("", True)
    text = f"10,{r.K(d.strftime('%m/%d/%y'))},{r.K(d.strftime('%H:%M:%S'))},Assign,{r.P(ip)},{r.P(hn)},{r.P(m)},,{R.randint(10**8,10**9)},0,,,,0x4D53465420352E30,MSFT 5.0,,,,0"
    return r.line(text, "infra", "Windows Server DHCP audit log (DhcpSrvLog CSV)")

# ================================================================= JAVA / .NET APP SERVERS
def tc_ts(d): return d.strftime("%d-%b-%Y %H:%M:%S.") + f"{d.microsecond//1000:03d}"
JVM_FLAGS = [("-Djavax.net.ssl.keyStorePassword=", "positional"), ("-Dspring.datasource.password=", "positional"), ("-Ddb.kennwort=", "key_unusual"),
             ("-Dapp.ldap.bindCredential=", "key_unusual"), ("-Dcom.sun.management.jmxremote.password=", "positional"), ("-Dsmtp.mot_de_passe=", "key_unusual")]
def t_tomcat_args():
    r = Rec(); d = rdt(); flag, cls = pick(JVM_FLAGS); p = password(pick([0, 1, 3, 4]))
    text = f"{r.K(tc_ts(d))} INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Command line argument: {flag}{r.S(p)}"
    return r.line(text, cls, "Apache Tomcat catalina.out VersionLoggerListener JVM arguments")
def t_tomcat_severe():
    r = Rec(); d = rdt(); u = svc_user(); ip = ip_priv(); v = R.randint(0, 1)
    if v == 0:
        text = (f"{r.K(tc_ts(d))} SEVERE [http-nio-8080-exec-{R.randint(1,40)}] org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() for servlet [dispatcherServlet] in context with path [/shop] threw exception "
                f"[Request processing failed; nested exception is org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is "
                f"{r.K('java.sql.SQLException')}: Access denied for user '{r.P(u)}'@'{r.P(ip)}' (using password: YES)] with root cause")
        cls = "infra"
    else:
        url = f"jdbc:postgresql://{host('pg')}:5432/orders?user={u}&password={pw_url_safe()}&ssl=true"
        text = (f"{r.K(tc_ts(d))} WARNING [main] org.apache.tomcat.jdbc.pool.ConnectionPool.init Unable to create initial connections of pool. {r.K('org.postgresql.util.PSQLException')}: "
                f"Connection to {url.split('//')[1].split(':')[0]}:5432 refused. url={url}")
        h = url.split("//")[1].split(":")[0]; r.P(h); r.P(u); r.S(url.split("password=")[1].split("&")[0])
        cls = "positional"
    return r.line(text, cls, "Apache Tomcat catalina.out (JULI OneLineFormatter) SEVERE/WARNING")
def t_tomcat_access():
    r = Rec(); d = rdt(); ip = ip_pub(); u = username_for(*person()[1:]); sid = tok("jsession"); v = R.randint(0, 1)
    if v == 0:
        req = f"GET /portal/api/session/refresh HTTP/1.1"; cls = "no_key"
        text = f"{r.P(ip)} - {r.P(u)} [{r.K(d.strftime('%d/%b/%Y:%H:%M:%S +0000'))}] \"{req}\" 200 {R.randint(80,9000)} {R.randint(1,900)} {r.S(sid)}"
    else:
        tk = rs(ALNUM, 40); req = f"GET /reset-password/confirm?uid={R.randint(1000,99999)}&t={tk} HTTP/1.1"; cls = "no_key"
        text = f"{r.P(ip)} - - [{r.K(d.strftime('%d/%b/%Y:%H:%M:%S +0000'))}] \"{req}\" 302 - {R.randint(1,900)} {r.S(sid)}"; r.S(tk)
    return r.line(text, cls, "Apache Tomcat AccessLogValve pattern '%h %l %u %t \"%r\" %s %b %D %S'")
def t_tomcat_users():
    r = Rec(); u1 = svc_user(); u2 = username_for(*person()[1:])
    lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<tomcat-users xmlns=\"http://tomcat.apache.org/xml\" version=\"1.0\">", "  <role rolename=\"manager-script\"/>",
             f"  <user username=\"{r.P(u1)}\" password=\"{r.S(pw_url_safe())}\" roles=\"manager-script\"/>",
             f"  <user username=\"{r.P(u2)}\" password=\"{r.S(hexs(32) + '$' + str(pick([1, 1000, 10000])) + '$' + hexs(64))}\" roles=\"manager-gui,admin-gui\"/>", "</tomcat-users>"]
    rec = r.block(lines, "mixed", "Apache Tomcat conf/tomcat-users.xml (plain and digested credentials)")
    return rec
def wls_ts(d): return d.strftime("%b %d, %Y %I:%M:%S,") + f"{d.microsecond//1000:03d} " + d.strftime("%p") + " CET"
def t_weblogic():
    r = Rec(); d = rdt(); h = host("wls", True); srv = pick(["AdminServer", "ms_orders_1", "ms_portal_2"]); v = R.randint(0, 2)
    pre = f"####<{r.K(wls_ts(d))}> <{'Info' if v==0 else 'Notice' if v==1 else 'Error'}> <Security> <{r.P(h)}> <{srv}> <[ACTIVE] ExecuteThread: '{R.randint(0,30)}' for queue: 'weblogic.kernel.Default (self-tuning)'> <<WLS Kernel>> <> <> <{epoch_ms(d)}> "
    if v == 0:
        return _wls_clean(d, srv)
    elif v == 1:
        u = username_for(*person()[1:])
        text = pre + f"<{r.K('BEA-090078')}> <User {r.P(u)} in security realm myrealm has had 5 invalid login attempts, locking account for 30 minutes.>"; cls = "infra"
    else:
        u = svc_user()
        text = pre + f"<{r.K('BEA-001129')}> <Received exception while creating connection for pool \"OrdersDS\": ORA-01017: invalid username/password; logon denied (user={r.P(u)}, url=jdbc:oracle:thin:@//{r.P(host('ora'))}:1521/ORDERSPDB)>"; cls = "infra"
    return r.line(text, cls, "Oracle WebLogic Server log (####<...> format)")
def _wls_clean(d, srv):
    r = Rec()
    text = (f"####<{r.K(wls_ts(d))}> <Notice> <WebLogicServer> <wls-node> <{srv}> <main> <<WLS Kernel>> <> <> <{r.K(str(epoch_ms(d)))}> <{r.K('BEA-000365')}> "
            f"<Server state changed to {r.K('RUNNING')}.>")
    return r.line(text, "clean", "Oracle WebLogic Server log (####<...> format)")
def t_weblogic_conf():
    r = Rec(); v = R.randint(0, 1)
    if v == 0:
        lines = ["<jdbc-driver-params>", f"  <url>jdbc:oracle:thin:@//{r.P(host('ora'))}:1521/ORDERSPDB</url>", "  <driver-name>oracle.jdbc.OracleDriver</driver-name>", "  <properties>",
                 f"    <property><name>user</name><value>{r.P(svc_user())}</value></property>", "  </properties>",
                 f"  <password-encrypted>{{AES256}}{r.S(b64(rbytes(48)))}</password-encrypted>", "</jdbc-driver-params>"]
        return r.block(lines, "encoded", "Oracle WebLogic JDBC module descriptor (password-encrypted {AES256})")
    u = svc_user(); p = pw_url_safe()
    text = f"wls:/offline> connect('{r.P(u)}','{r.S(p)}','t3://{r.P(host('wls'))}:7001')"
    return r.line(text, "positional", "Oracle WebLogic WLST session (connect(user, password, url))")
def wf_ts(d): return d.strftime("%Y-%m-%d %H:%M:%S,") + f"{d.microsecond//1000:03d}"
def t_wildfly():
    r = Rec(); d = rdt(); v = R.randint(0, 3)
    if v == 0:
        text = f"{r.K(wf_ts(d))} INFO  [org.jboss.as.connector.subsystems.datasources] (MSC service thread 1-{R.randint(1,8)}) {r.K('WFLYJCA0001')}: Bound data source [java:jboss/datasources/OrdersDS]"
        return r.line(text, "clean", "WildFly / JBoss EAP server.log")
    if v == 1:
        u = svc_user()
        text = (f"{r.K(wf_ts(d))} WARN  [org.jboss.jca.core.connectionmanager.pool.strategy.OnePool] (JCA PoolFiller) {r.K('IJ000610')}: Unable to fill pool: java:jboss/datasources/OrdersDS: "
                f"javax.resource.ResourceException: IJ031084: Unable to create connection ... FATAL: password authentication failed for user \"{r.P(u)}\" (host={r.P(host('pg'))})")
        return r.line(text, "infra", "WildFly / JBoss EAP server.log")
    if v == 2:
        text = f"$ ./bin/jboss-cli.sh --connect --controller={r.P(host('jboss'))}:9990 --user={r.P(svc_user())} --password={r.S(pw_url_safe())} --command=\":reload\""
        return r.line(text, "positional", "WildFly jboss-cli.sh invocation (CI job log)")
    lines = ["<datasource jndi-name=\"java:jboss/datasources/OrdersDS\" pool-name=\"OrdersDS\">", f"    <connection-url>jdbc:postgresql://{r.P(host('pg'))}:5432/orders</connection-url>",
             "    <driver>postgresql</driver>", "    <security>", f"        <user-name>{r.P(svc_user())}</user-name>", f"        <password>{r.K('${VAULT::ds_OrdersDS::password::1}')}</password>", "    </security>", "</datasource>"]
    return r.block(lines, "lookalike", "WildFly standalone.xml datasource using vault expression")
SPRING_UNMASKED = ["app.erp.zugangsdaten.kennwort", "partner.api.clave", "sms.gateway.mot-de-passe", "ldap.bind-pw", "hub.jdbc.passwort", "mail.smtp.pwd", "payment.psp.geheim", "export.sftp.haslo"]
def t_spring_env():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    props = {"spring.datasource.url": {"value": f"jdbc:postgresql://{r.P(host('pg'))}:5432/shop", "origin": "class path resource [application-prod.yml] - 4:10"},
             "spring.datasource.username": {"value": r.P(svc_user()), "origin": "class path resource [application-prod.yml] - 5:15"},
             "spring.datasource.password": {"value": "******", "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""},
             "stripe.api-key": {"value": "******"}, "management.endpoints.web.exposure.include": {"value": "health,info,env"}}
    if v == 0:
        cls = "lookalike"
    elif v == 1:
        k = pick(SPRING_UNMASKED); props[k] = {"value": r.S(password(pick([0, 1, 3, 4]))), "origin": "class path resource [application-prod.yml] - 31:17"}; cls = "key_unusual"
    else:
        u = svc_user(); p = pw_url_safe(); hh = host("mq")
        props["spring.rabbitmq.addresses"] = {"value": f"amqps://{u}:{p}@{hh}:5671/orders"}; r.P(u); r.S(p); r.P(hh); cls = "positional"
    body = {"activeProfiles": ["prod"], "propertySources": [{"name": "server.ports", "properties": {"local.server.port": {"value": 8080}}},
            {"name": "Config resource 'class path resource [application-prod.yml]' via location 'optional:classpath:/'", "properties": props}]}
    text = json.dumps(body, ensure_ascii=False)
    r.K("******") if v == 0 else None
    return r.line(text, cls, "Spring Boot Actuator GET /actuator/env response (sanitized '******' values)")
def t_kestrel():
    r = Rec(); v = R.randint(0, 2)
    if v == 0:
        k = tok(pick(["rand32", "hex40"])); h = "api." + pick(CORP_DOMAINS)
        lines = ["info: Microsoft.AspNetCore.Hosting.Diagnostics[1]", f"      Request starting HTTP/1.1 POST https://{r.P(h)}/hooks/incoming/{r.S(k)} application/json {R.randint(100, 4000)}"]
        cls = "no_key"
    elif v == 1:
        loc, f, l = person(); em = email_for(f, l, loc=loc)
        lines = [f"dbug: {r.K('Microsoft.EntityFrameworkCore.Database.Command[20100]')}",
                 f"      Executing DbCommand [Parameters=[@__email_0='{r.P(em)}' (Size = 256), @__iban_1='{r.P(iban_for(loc, grouped=False))}' (Size = 34)], CommandType='Text', CommandTimeout='30']",
                 "      SELECT TOP(1) [c].[Id], [c].[DisplayName] FROM [Customers] AS [c] WHERE [c].[Email] = @__email_0 AND [c].[Iban] = @__iban_1"]
        cls = "pii_locale"
    else:
        u = svc_user(); p = pw_url_safe(); h = f"sql-{pick(ENVS)}-{R.randint(1,9)}.database.windows.net"
        lines = [f"fail: Microsoft.EntityFrameworkCore.Database.Connection[{r.K('20004')}]",
                 f"      An error occurred using the connection to database 'orders' on server 'tcp:{r.P(h)},1433'.",
                 f"      Connection string: Server=tcp:{h},1433;Initial Catalog=orders;Persist Security Info=False;User ID={r.P(u)};Password={r.S(p)};MultipleActiveResultSets=False;Encrypt=True;"]
        cls = "positional"
    return r.block(lines, cls, "ASP.NET Core / Kestrel console logger output")
def t_serilog():
    r = Rec(); d = rdt(); rid = "0HM" + rs(string.ascii_uppercase + string.digits, 10) + ":0000000" + str(R.randint(1, 9)); trace = hexs(32); span = hexs(16); v = R.randint(0, 3)
    ev = {"@t": r.K(iso_7(d)), "@l": None}
    if v == 0:
        loc, f, l = person(); em = email_for(f, l, loc=loc); c = card()
        ev.update({"@mt": "Payment authorized for {CustomerEmail} using card {CardNumber}", "@l": "Information", "CustomerEmail": r.P(em), "CardNumber": r.P(c), "SourceContext": "Shop.Payments.Authorizer"}); cls = "pii_locale"
    elif v == 1:
        hdrs = json.dumps({"Authorization": "Bearer " + r.S(jwt()), "X-Correlation-Id": r.K(uuid4())})
        ev.update({"@mt": "Outgoing request {Method} {Uri} headers {Headers}", "@l": "Debug", "Method": "POST", "Uri": "https://" + r.P("billing." + pick(INT_DOMS)) + "/v2/invoices", "Headers": hdrs}); cls = "encoded"
    elif v == 2:
        u = svc_user(); p = pw_url_safe(); h = host("sql")
        ev.update({"@mt": "Database migration failed", "@l": "Error", "@x": f"Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user '{r.P(u)}'.\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception)\n   ConnectionString: Data Source={r.P(h)};Initial Catalog=Ledger;User Id={u};Password={r.S(p)};TrustServerCertificate=True",
                   "SourceContext": "Ledger.Migrations.Runner"}); cls = "positional"
    else:
        ev.update({"@mt": "Hosting started in {ElapsedMs} ms", "@l": "Information", "ElapsedMs": R.randint(80, 9000), "SourceContext": "Microsoft.Hosting.Lifetime"}); cls = "clean"
    if ev["@l"] == "Information": del ev["@l"]
    ev.update({"RequestId": r.K(rid), "@tr": r.K(trace), "@sp": r.K(span), "MachineName": None})
    if cls == "clean": ev.pop("MachineName")
    else: ev["MachineName"] = r.P(pod())
    text = json.dumps(ev, ensure_ascii=False, separators=(",", ":"))
    return r.line(text, cls, "Serilog CompactJsonFormatter (CLEF: @t/@mt/@l/@x)")
def t_hangfire_log():
    r = Rec(); d = rdt(); jid = str(R.randint(10000, 9999999))
    text = (f"{r.K(d.strftime('%Y-%m-%d %H:%M:%S.') + f'{d.microsecond//1000:03d}')} +00:00 [WRN] {r.K('Hangfire.AutomaticRetryAttribute')}: Failed to process the job '{r.K(jid)}': an exception occurred. "
            f"Retry attempt {R.randint(1,9)} of 10 will be performed in 00:0{R.randint(1,9)}:{R.randint(10,59)}. System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).")
    return r.line(text, "clean", "Hangfire (Serilog console sink) retry warning")

# ================================================================= HASHICORP / CI / DEVOPS
def hmac_v(): return "hmac-sha256:" + hexs(64)
def t_vault_audit():
    r = Rec(); d = rdt(); rid = uuid4(); v = R.randint(0, 2); ip = ip_priv()
    if v == 0:
        ent = {"time": r.K(iso_us(d)), "type": "request", "auth": {"client_token": r.K(hmac_v()), "accessor": r.K(hmac_v()), "display_name": "approle", "policies": ["default", "orders-read"],
               "token_policies": ["default", "orders-read"], "metadata": {"role_name": "orders-api"}, "entity_id": r.K(uuid4()), "token_type": "service", "token_ttl": 2764800, "token_issue_time": iso_s(d)},
               "request": {"id": r.K(rid), "client_id": uuid4(), "operation": "read", "mount_type": "kv", "client_token": hmac_v(), "client_token_accessor": hmac_v(), "namespace": {"id": "root"},
               "path": "secret/data/orders/db", "remote_address": r.P(ip), "remote_port": R.randint(1024, 65535)}}
        cls = "infra"
    elif v == 1:
        tokv = tok(pick(["vault", "vault_long"])); acc = rs(ALNUM, 24); dbp = password(1)
        ent = {"time": r.K(iso_us(d)), "type": "response", "auth": {"client_token": r.S(tokv), "accessor": r.S(acc), "display_name": "kubernetes-payments-payments-api", "policies": ["default", "payments"],
               "token_type": "service"}, "request": {"id": r.K(rid), "operation": "read", "mount_type": "kv", "client_token": tokv, "client_token_accessor": acc, "path": "kv/data/payments/postgres",
               "remote_address": r.P(ip), "remote_port": R.randint(1024, 65535)}, "response": {"mount_type": "kv", "data": {"data": {"username": r.P(svc_user()), "password": r.S(dbp)},
               "metadata": {"created_time": iso_s(d), "version": R.randint(1, 30)}}}}
        cls = "mixed"
    else:
        ent = {"time": r.K(iso_us(d)), "type": "request", "auth": {"token_type": "default"}, "request": {"id": r.K(rid), "operation": "update", "mount_type": "userpass", "client_token": "",
               "path": "auth/userpass/login/" + r.P(username_for(*person()[1:])), "data": {"password": r.K(hmac_v())}, "remote_address": r.P(ip), "remote_port": R.randint(1024, 65535)},
               "error": "invalid username or password"}
        cls = "infra"
    return r.line(json.dumps(ent, separators=(",", ":")), cls, "HashiCorp Vault file audit device JSON (hmac-sha256 / log_raw)")
def t_vault_init():
    r = Rec(); lines = []
    for i in range(1, 6): lines.append(f"Unseal Key {i}: {r.S(b64(rbytes(33)))}")
    lines += ["", f"Initial Root Token: {r.S(tok('vault'))}", "", "Vault initialized with 5 key shares and a key threshold of 3. Please securely", "distribute the key shares printed above."]
    return r.block(lines, "no_key", "HashiCorp Vault 'vault operator init' output")
def hclog_ts(d): return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond//1000:03d}Z"
def t_vault_server():
    r = Rec(); d = rdt()
    text = pick([f"{r.K(hclog_ts(d))} [INFO]  core: successfully unsealed with stored key(s): stored_keys_used=1",
                 f"{r.K(hclog_ts(d))} [INFO]  core: post-unseal setup complete",
                 f"{r.K(hclog_ts(d))} [INFO]  expiration: revoked lease: lease_id=database/creds/orders-ro/{rs(ALNUM, 24)}"])
    return r.line(text, "clean", "HashiCorp Vault server log (hclog)")
def t_consul():
    r = Rec(); d = rdt(); v = R.randint(0, 3)
    if v == 0:
        text = f"{r.K(hclog_ts(d))} [INFO]  agent: Synced node info"; cls = "clean"
    elif v == 1:
        tk = uuid4(); text = f"{r.K(hclog_ts(d))} [DEBUG] agent.http: Request finished: method=GET url=/v1/kv/config/orders?token={r.S(tk)} from={r.P(ip_priv())}:{R.randint(1024,65535)} latency={R.randint(50,9000)}.{R.randint(100,999)}µs"; cls = "no_key"
    elif v == 2:
        text = f"{r.K(hclog_ts(d))} [WARN]  agent: Check is now critical: check=service:orders-{R.randint(1,9)} node={r.P(host('app', False))}"; cls = "infra"
    else:
        lines = [f"AccessorID:       {r.K(uuid4())}", f"SecretID:         {r.S(uuid4())}", "Description:      Bootstrap Token (Global Management)", "Local:            false",
                 f"Create Time:      {r.K(d.strftime('%Y-%m-%d %H:%M:%S.') + digits(9) + ' +0000 UTC')}", "Policies:", "   00000000-0000-0000-0000-000000000001 - global-management"]
        return r.block(lines, "no_key", "HashiCorp Consul 'consul acl bootstrap' output")
    return r.line(text, cls, "HashiCorp Consul agent log (hclog)")
def t_nomad():
    r = Rec(); d = rdt(); v = R.randint(0, 1)
    if v == 0:
        aid = uuid4()
        text = f"{r.K(hclog_ts(d))} [INFO]  client.alloc_runner.task_runner: Task event: alloc_id={r.K(aid)} task=web type=Started msg=\"Task started by client\" failed=false"
        return r.line(text, "clean", "HashiCorp Nomad client log (hclog)")
    job = {"Job": {"ID": "orders-api", "TaskGroups": [{"Name": "api", "Tasks": [{"Name": "web", "Driver": "docker", "Config": {"image": "registry.example.com/orders-api:2.14.1"},
           "Env": {"DB_HOST": r.P(host("pg")), "DB_PASS": r.S(password(1)), "STRIPE_KEY": r.S(tok("sk_live")), "LOG_LEVEL": "info"}}]}], "Version": R.randint(1, 90), "ModifyIndex": r.K(str(R.randint(10000, 999999)))}}
    return r.line(json.dumps(job), "mixed", "HashiCorp Nomad 'nomad job inspect' JSON")
def t_terraform_plan():
    r = Rec(); lines = ["Terraform will perform the following actions:", "", "  # aws_db_instance.orders will be created", "  + resource \"aws_db_instance\" \"orders\" {",
                        f"      + allocated_storage     = {pick([50, 100, 200, 500])}", "      + engine                = \"postgres\"", f"      + engine_version        = \"{r.K(pick(['15.6', '16.2', '16.3']))}\"", f"      + identifier            = \"{pick(['orders', 'ledger', 'crm', 'billing'])}-{pick(ENVS)}\"",
                        "      + password              = (sensitive value)", f"      + username              = \"dbadmin\"", "      + storage_encrypted     = true", "    }", "",
                        f"Plan: {r.K(str(R.randint(1, 9)) + ' to add, ' + str(R.randint(0, 4)) + ' to change, 0 to destroy.')}"]
    return r.block(lines, "lookalike", "Terraform plan output (sensitive value masked)")
def t_terraform_debug():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        ak = tok("akia"); sig = hexs(64)
        text = (f"{r.K(hclog_ts(d))} [DEBUG] provider.terraform-provider-aws_v5.40.0_x5: HTTP Request Sent: aws.region=eu-central-1 aws.sdk=aws-sdk-go-v2 aws.service=STS http.method=POST "
                f"http.request.header.authorization=\"AWS4-HMAC-SHA256 Credential={r.S(ak)}/{d.strftime('%Y%m%d')}/eu-central-1/sts/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-date, Signature={r.S(sig)}\" "
                f"http.request.header.x_amz_security_token=\"{r.S(tok('aws_session'))}\"")
        cls = "no_key"
    elif v == 1:
        cs = tok("azure_secret"); body = urllib.parse.urlencode({"client_id": uuid4(), "client_secret": cs, "grant_type": "client_credentials", "scope": "https://management.azure.com/.default"})
        text = f"{r.K(hclog_ts(d))} [DEBUG] provider.terraform-provider-azurerm_v3.94.0_x5: AzureRM Request: POST /{uuid4()}/oauth2/v2.0/token HTTP/1.1 Body: {body}"
        r.S(urllib.parse.quote_plus(cs)); cls = "encoded"
    else:
        p = password(pick([0, 1, 3]))
        text = f"+ export TF_VAR_db_master_password='{r.S(p)}'" if "'" not in p else f"+ export TF_VAR_db_master_password=\"{r.S(p)}\""
        cls = "key_unusual"
        return r.line(text, cls, "CI job shell trace (set -x) exporting TF_VAR_ variables")
    return r.line(text, cls, "Terraform TF_LOG=DEBUG provider output")
def t_terraform_output():
    r = Rec(); body = {"db_endpoint": {"sensitive": False, "type": "string", "value": r.P(host("pg")) + ":5432"},
                       "db_password": {"sensitive": True, "type": "string", "value": r.S(password(1))},
                       "vpc_id": {"sensitive": False, "type": "string", "value": r.K("vpc-" + hexs(17))}}
    return r.line(json.dumps(body), "mixed", "Terraform 'terraform output -json'")
def t_ansible():
    r = Rec(); v = R.randint(0, 2); h = host("db"); u = svc_user()
    if v == 0:
        p = pw_url_safe()
        lines = [f"TASK [mysql_users : Create application users] {'*'*40}", f"changed: [{r.P(h)}] => (item={{'name': '{r.P(u)}', 'password': '{r.S(p)}', 'priv': 'shop.*:SELECT,INSERT,UPDATE', 'host': '10.%'}})"]
        cls = "mixed"
    elif v == 1:
        p = pw_url_safe()
        lines = [f"TASK [postgres : ensure replication role] {'*'*40}", f"ok: [{r.P(h)}] => {{\"changed\": false, \"invocation\": {{\"module_args\": {{\"login_host\": \"localhost\", \"login_user\": \"postgres\", \"db_kennwort\": \"{r.S(p)}\", \"name\": \"{r.P(u)}\", \"role_attr_flags\": \"REPLICATION\"}}}}, \"user\": \"{u}\"}}"]
        cls = "key_unusual"
    else:
        ip = ip_priv()
        lines = [f"<{r.P(ip)}> ESTABLISH SSH CONNECTION FOR USER: {r.P(svc_user())}",
                 f"<{ip}> SSH: EXEC sshpass -d12 ssh -C -o ControlMaster=auto -o ControlPersist=60s -o StrictHostKeyChecking=no -o 'User=\"deploy\"' -o ConnectTimeout=10 {ip} '/bin/sh -c '\"'\"'echo ~deploy && sleep 0'\"'\"''",
                 f"<{ip}> (0, b'/home/deploy\\n', b'')"]
        cls = "infra"
    return r.block(lines, cls, "Ansible playbook output (-vvv, no_log absent)")
def t_jenkins():
    r = Rec(); v = R.randint(0, 3); agent = f"agent-linux-{R.randint(1,30):02d}"
    if v == 0:
        lines = ["[Pipeline] withCredentials", f"Masking supported pattern matches of ${pick(['REGISTRY_PASS', 'NEXUS_PSW', 'HARBOR_TOKEN'])}", "[Pipeline] {", "[Pipeline] sh",
                 f"+ docker login -u ci-bot -p **** {pick(['registry', 'harbor', 'cr'])}.{pick(CORP_DOMAINS)}", "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", f"{r.K('Login Succeeded')}", "[Pipeline] }"]
        cls = "lookalike"
    elif v == 1:
        t = tok("glpat"); lines = ["[Pipeline] sh", f"+ git clone https://oauth2:{r.S(t)}@{r.P('gitlab.' + pick(CORP_DOMAINS))}/platform/deploy-config.git", "Cloning into 'deploy-config'..."]
        cls = "positional"
    elif v == 2:
        u = svc_user(); p = pw_url_safe(); lines = ["[Pipeline] sh", f"+ curl -sf -u {r.P(u)}:{r.S(p)} --upload-file target/orders-2.14.1.jar https://{r.P('nexus.' + pick(INT_DOMS))}/repository/releases/",
                                                   f"[Pipeline] echo", f"Uploaded artifact, HTTP {r.K('201')}"]
        cls = "positional"
    else:
        loc, f, l = person()
        lines = [f"Started by user {r.P(f + ' ' + l)}", f"Running in Durability level: MAX_SURVIVABILITY", f"[Pipeline] node", f"Running on {r.P(agent)} in /home/jenkins/workspace/orders-api_main",
                 f"[Pipeline] {{", f"Finished: {r.K('SUCCESS')}"]
        cls = "infra"
    return r.block(lines, cls, "Jenkins Pipeline console output (consoleText)")
def t_github_webhook():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); sha = hexs(40); dl = uuid4(); sig = hexs(64)
    payload = {"ref": "refs/heads/main", "before": hexs(40), "after": r.K(sha), "repository": {"full_name": "acme-retail/orders-api", "private": True},
               "pusher": {"name": r.P(username_for(f, l)), "email": r.P(em)}, "head_commit": {"id": sha, "message": "Fix rounding in VAT calculation", "timestamp": iso_s(d)}}
    text = f"{r.K(iso_ms(d))} INFO webhook-receiver: delivery={r.K(dl)} event=push X-Hub-Signature-256={r.S('sha256=' + sig)} payload={json.dumps(payload)}"
    return r.line(text, "mixed", "GitHub webhook delivery log (X-GitHub-Delivery, X-Hub-Signature-256, push payload)")
def t_gitlab_webhook():
    r = Rec(); d = rdt(); tk = rs(ALNUM, 32); loc, f, l = person()
    text = (f"{r.K(iso_ms(d))} level=info msg=\"incoming hook\" headers=\"map[Content-Type:[application/json] User-Agent:[GitLab/16.9.1] X-Gitlab-Event:[Merge Request Hook] X-Gitlab-Token:[{r.S(tk)}] "
            f"X-Gitlab-Event-Uuid:[{r.K(uuid4())}]]\" user_email={r.P(email_for(f, l, loc=loc))} project=platform/payments")
    return r.line(text, "mixed", "GitLab webhook receiver log (X-Gitlab-Token header)")
def t_argocd():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        t = tok("ghp"); text = f"$ argocd repo add https://github.com/acme-retail/deploy-manifests.git --username {r.P(svc_user())} --password {r.S(t)} --project payments"
        return r.line(text, "positional", "Argo CD CLI 'argocd repo add' (CI job log)")
    if v == 1:
        ent = {"level": "info", "msg": "Sync operation to " + r.K(hexs(40)) + " succeeded", "application": "argocd/payments-api", "dest-namespace": "payments",
               "dest-server": "https://" + r.P(ip_priv()) + ":6443", "reason": "OperationCompleted", "time": r.K(iso_s(d)), "type": "Normal"}
        return r.line(json.dumps(ent), "infra", "Argo CD application-controller JSON log (--logformat json)")
    bc = h_bcrypt("$2a$"); lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: argocd-secret", "  namespace: argocd", "type: Opaque", "data:",
                                   f"  admin.password: {r.S(b64(bc.encode()))}", f"  admin.passwordMtime: {r.K(b64(iso_s(d).encode()))}", f"  server.secretkey: {r.S(b64(rbytes(32)))}"]
    return r.block(lines, "encoded", "Argo CD argocd-secret manifest (kubectl get -o yaml)")
def t_helm():
    r = Rec(); v = R.randint(0, 1)
    if v == 0:
        p1, p2 = pw_url_safe(), pw_url_safe()
        text = f"+ helm upgrade --install orders-db bitnami/postgresql --namespace data --version 14.3.1 --set auth.postgresPassword={r.S(p1)} --set auth.username={r.P(svc_user())} --set auth.password={r.S(p2)} --wait"
        return r.line(text, "positional", "Helm CLI invocation in CI shell trace (--set credentials)")
    p = password(1); lines = ["---", "# Source: orders/templates/secret.yaml", "apiVersion: v1", "kind: Secret", "metadata:", "  name: orders-db", "type: Opaque", "data:",
                             f"  DB_USER: {r.P(b64(svc_user().encode()))}", f"  DB_PASSWORD: {r.S(b64(p.encode()))}", f"  DB_HOST: {r.P(b64(host('pg').encode()))}"]
    return r.block(lines, "encoded", "Helm 'helm template' rendered Kubernetes Secret (base64 data)")

# ================================================================= IDENTITY PROVIDERS / SAAS WEBHOOKS
UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"]
CITIES = {"de": ("Hamburg", "Germany"), "fr": ("Lyon", "France"), "es": ("Valencia", "Spain"), "it": ("Torino", "Italy"), "pl": ("Kraków", "Poland"), "nl": ("Utrecht", "Netherlands"),
          "se": ("Göteborg", "Sweden"), "fi": ("Tampere", "Finland"), "br": ("Curitiba", "Brazil"), "in": ("Pune", "India"), "jp": ("Osaka", "Japan"), "uk": ("Leeds", "United Kingdom"),
          "no": ("Bergen", "Norway"), "be": ("Gent", "Belgium"), "cn": ("Hangzhou", "China")}
def t_okta():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); ip = ip_pub(); city, country = CITIES[loc]; v = R.randint(0, 1)
    ev = {"actor": {"id": "00u" + rs(ALNUM, 17), "type": "User", "alternateId": r.P(em), "displayName": r.P(f + " " + l), "detail": None},
          "client": {"userAgent": {"rawUserAgent": pick(UAS), "os": "Windows 10", "browser": "CHROME"}, "zone": "null", "device": "Computer", "id": None, "ipAddress": r.P(ip),
                     "geographicalContext": {"city": city, "state": None, "country": country, "postalCode": None}},
          "authenticationContext": {"authenticationProvider": None, "credentialProvider": None, "credentialType": None, "issuer": None, "interface": None, "authenticationStep": 0,
                                    "externalSessionId": r.S(rs(ALNUM, 25))},
          "displayMessage": "User login to Okta", "eventType": r.K("user.session.start"), "outcome": {"result": r.K("SUCCESS" if v == 0 else "FAILURE"), "reason": None if v == 0 else "INVALID_CREDENTIALS"},
          "published": r.K(iso_ms(d)), "severity": "INFO", "debugContext": {"debugData": {"requestId": r.K(rs(ALNUM + "-", 27)), "requestUri": "/idp/idx/identify", "threatSuspected": "false",
          "url": "/idp/idx/identify?"}}, "legacyEventType": "core.user_auth.login_success", "transaction": {"type": "WEB", "id": rs(ALNUM + "-", 27), "detail": {}},
          "uuid": r.K(uuid4()), "version": "0", "target": None}
    if v == 1:
        st = "20111" + rs(ALNUM + "_-", 48)
        ev["debugContext"]["debugData"]["url"] = f"/login/sessionCookieRedirect?checkAccountSetupComplete=true&token={r.S(st)}&redirectUrl=https%3A%2F%2Facme-retail.okta.com%2Fapp%2FUserHome"
    return r.line(json.dumps(ev, ensure_ascii=False), "mixed", "Okta System Log API event (LogEvent JSON)")
def t_azuread():
    r = Rec(); d = rdt(); loc, f, l = person(); upn = email_for(f, l, dom=pick(CORP_DOMAINS)); ip = ip_pub(); city, country = CITIES[loc]; rt = pick(["0", "50126", "50074", "53003"])
    ev = {"id": r.K(uuid4()), "createdDateTime": r.K(iso_s(d)), "userDisplayName": r.P(f + " " + l), "userPrincipalName": r.P(upn), "userId": uuid4(), "appId": r.K(uuid4()),
          "appDisplayName": pick(["Office 365 Exchange Online", "Azure Portal", "Microsoft Teams"]), "ipAddress": r.P(ip), "clientAppUsed": "Browser", "correlationId": r.K(uuid4()),
          "conditionalAccessStatus": "success" if rt == "0" else "notApplied", "isInteractive": True, "riskLevelDuringSignIn": "none",
          "status": {"errorCode": int(rt), "failureReason": {"0": "Other.", "50126": "Error validating credentials due to invalid username or password.", "50074": "Strong Authentication is required.", "53003": "Access has been blocked by Conditional Access policies."}[rt]},
          "deviceDetail": {"deviceId": "", "displayName": r.P(winhost()), "operatingSystem": "Windows10", "browser": "Edge 122.0.0", "isCompliant": True, "trustType": "Azure AD joined"},
          "location": {"city": city, "countryOrRegion": country[:2].upper(), "geoCoordinates": {"latitude": round(R.uniform(35, 60), 4), "longitude": round(R.uniform(-5, 30), 4)}}}
    r.K('"errorCode": ' + rt) if rt != "0" else None
    return r.line(json.dumps(ev, ensure_ascii=False), "infra", "Microsoft Entra ID (Azure AD) sign-in log (Graph signIns resource JSON)")
def t_auth0():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); ip = ip_pub(); typ = pick(["s", "f", "fp", "slo"])
    desc = {"s": "Successful login", "f": "Failed login", "fp": "Wrong email or password.", "slo": "User successfully logged out"}[typ]
    ev = {"date": r.K(iso_ms(d)), "type": r.K(typ) if len(typ) > 5 else typ, "description": desc, "connection": "Username-Password-Authentication", "connection_id": "con_" + rs(ALNUM, 16),
          "client_id": rs(ALNUM, 32), "client_name": "Shop Web", "ip": r.P(ip), "user_agent": "Chrome 122.0.0 / Windows 10.0.0", "details": {"prompts": [], "initiatedAt": epoch_ms(d), "completedAt": epoch_ms(d) + R.randint(100, 5000),
          "elapsedTime": R.randint(100, 5000), "session_id": r.S(rs(ALNUM + "-_", 32))}, "hostname": "acme-retail.eu.auth0.com", "user_id": "auth0|" + hexs(24), "user_name": r.P(em),
          "strategy": "auth0", "strategy_type": "database", "log_id": r.K("900" + digits(53)), "tenant_name": "acme-retail"}
    return r.line(json.dumps(ev), "mixed", "Auth0 tenant log event (Management API /api/v2/logs)")
def t_keycloak_event():
    r = Rec(); d = rdt(); v = R.randint(0, 1); loc, f, l = person(); u = username_for(f, l); em = email_for(f, l, loc=loc)
    if v == 0:
        p = password(1)
        rep = json.dumps({"username": u, "enabled": True, "email": em, "firstName": ascii_fold(f), "lastName": ascii_fold(l), "credentials": [{"type": "password", "value": p, "temporary": True}]}, separators=(",", ":"))
        ev = {"id": uuid4(), "time": epoch_ms(d), "realmId": r.K(uuid4()), "authDetails": {"realmId": "master", "clientId": uuid4(), "userId": uuid4(), "ipAddress": r.P(ip_priv())},
              "operationType": r.K("CREATE"), "resourcePath": "users/" + uuid4(), "representation": rep, "resourceType": "USER"}
        r.P(u); r.P(em); r.S(p)
        return r.line(json.dumps(ev, separators=(",", ":")), "encoded", "Keycloak admin event JSON (GET /admin/realms/{realm}/admin-events, representation included)")
    text = (f"{r.K(wf_ts(d))} WARN  [org.keycloak.events] (executor-thread-{R.randint(1,90)}) type=\"{r.K('LOGIN_ERROR')}\", realmId=\"{uuid4()}\", realmName=\"customers\", clientId=\"shop-web\", userId=\"null\", "
            f"sessionId=\"null\", ipAddress=\"{r.P(ip_pub())}\", error=\"user_not_found\", auth_method=\"openid-connect\", auth_type=\"code\", redirect_uri=\"https://shop.acme-retail.eu/callback\", "
            f"code_id=\"{uuid4()}\", username=\"{r.P(em)}\"")
    return r.line(text, "infra", "Keycloak (Quarkus) jboss-logging event listener output")
def t_salesforce():
    r = Rec(); d = rdt(); v = R.randint(0, 1); loc, f, l = person(); em = email_for(f, l, loc=loc)
    if v == 0:
        sid = tok("sf_session")
        lines = ["<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body><notifications xmlns=\"http://soap.sforce.com/2005/09/outbound\">",
                 f"<OrganizationId>00D{rs(ALNUM,15)}</OrganizationId><ActionId>04k{rs(ALNUM,15)}</ActionId><SessionId>{r.S(sid)}</SessionId>",
                 f"<Notification><Id>04l{rs(ALNUM,15)}</Id><sObject xsi:type=\"sf:Contact\" xmlns:sf=\"urn:sobject.enterprise.soap.sforce.com\"><sf:Id>003{rs(ALNUM,15)}</sf:Id>",
                 f"<sf:Email>{r.P(em)}</sf:Email><sf:FirstName>{r.P(f) if len(f) >= 6 else f}</sf:FirstName><sf:LastName>{r.P(l) if len(l) >= 6 else l}</sf:LastName><sf:MobilePhone>{r.P(phone_nat(loc))}</sf:MobilePhone></sObject></Notification>",
                 "</notifications></soapenv:Body></soapenv:Envelope>"]
        return r.block(lines, "mixed", "Salesforce Outbound Message SOAP notification (logged by receiver)")
    t = tok("sf_session")
    text = f"{r.K(d.strftime('%H:%M:%S.') + str(R.randint(100,999)))} ({R.randint(10**7,10**9)})|{r.K('USER_DEBUG')}|[{R.randint(10,400)}]|DEBUG|callout headers: {{Authorization=Bearer {r.S(t)}, Content-Type=application/json}}"
    return r.line(text, "no_key", "Salesforce Apex debug log (USER_DEBUG line)")
def t_hubspot():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); sig = b64(rbytes(32))
    body = [{"objectId": R.randint(10**6, 10**9), "propertyName": "email", "propertyValue": r.P(em), "changeSource": "CRM", "eventId": r.K(str(R.randint(10**9, 10**10))), "subscriptionId": R.randint(10, 9999),
             "portalId": R.randint(10**5, 10**8), "appId": R.randint(10**5, 10**7), "occurredAt": epoch_ms(d), "subscriptionType": "contact.propertyChange", "attemptNumber": 0},
            {"objectId": R.randint(10**6, 10**9), "propertyName": "phone", "propertyValue": r.P(phone_nat(loc)), "changeSource": "FORM", "eventId": R.randint(10**9, 10**10), "subscriptionId": R.randint(10, 9999),
             "portalId": R.randint(10**5, 10**8), "appId": R.randint(10**5, 10**7), "occurredAt": epoch_ms(d), "subscriptionType": "contact.propertyChange", "attemptNumber": 0}]
    text = f"{r.K(iso_ms(d))} webhook hubspot sig_v3={r.S(sig)} ts={epoch_ms(d)} body={json.dumps(body)}"
    return r.line(text, "pii_locale", "HubSpot webhook v3 payload (contact.propertyChange) as logged by receiver")
def t_stripe():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); v = R.randint(0, 1)
    if v == 0:
        ev = {"id": r.K("evt_" + rs(ALNUM, 24)), "object": "event", "api_version": "2023-10-16", "created": epoch(d), "type": "charge.succeeded",
              "data": {"object": {"id": "ch_" + rs(ALNUM, 24), "amount": R.randint(500, 90000), "currency": pick(["eur", "pln", "sek"]),
                       "billing_details": {"address": {"city": CITIES[loc][0], "country": loc.upper()[:2], "line1": None, "postal_code": digits(5)}, "email": r.P(em), "name": r.P(f + " " + l), "phone": r.P(phone_nat(loc))},
                       "payment_method_details": {"card": {"brand": "visa", "country": "DE", "exp_month": R.randint(1, 12), "exp_year": R.randint(2025, 2031), "fingerprint": rs(ALNUM, 16), "last4": digits(4)}, "type": "card"}}},
              "livemode": True}
        text = f"Stripe-Signature: t={epoch(d)},v1={r.S(hexs(64))} | {json.dumps(ev, ensure_ascii=False)}"
        return r.line(text, "pii_locale", "Stripe webhook event (charge.succeeded) with Stripe-Signature header")
    text = f"{r.K(iso_ms(d))} DEBUG stripe-go: Requesting POST api.stripe.com/v1/payment_intents with key {r.S(tok(pick(['sk_live', 'rk_live'])))} idempotency_key={r.K(uuid4())}"
    return r.line(text, "no_key", "stripe-go client debug log line")
def t_twilio():
    r = Rec(); d = rdt(); loc = pick(["de", "pl", "fr", "es", "it", "nl"]); code = digits(6); frm = phone_e164(loc); to = phone_e164(loc)
    msg = {"de": "Ihr Code lautet", "pl": "Twoj kod to", "fr": "Votre code est", "es": "Tu codigo es", "it": "Il tuo codice e", "nl": "Uw code is"}[loc]
    params = [("ToCountry", loc.upper()), ("SmsMessageSid", "SM" + hexs(32)), ("NumMedia", "0"), ("SmsSid", "SM" + hexs(32)), ("SmsStatus", "received"),
              ("Body", f"{msg} {code}"), ("FromCountry", loc.upper()), ("To", to), ("NumSegments", "1"), ("MessageSid", "SM" + hexs(32)), ("AccountSid", "AC" + hexs(32)), ("From", frm), ("ApiVersion", "2010-04-01")]
    body = urllib.parse.urlencode(params)
    r.P(urllib.parse.quote_plus(frm)); r.P(urllib.parse.quote_plus(to)); r.S(code)
    text = f"{r.K(iso_ms(d))} POST /twilio/inbound-sms X-Twilio-Signature={r.S(b64(rbytes(20)))} body={body}"
    return r.line(text, "encoded", "Twilio Programmable Messaging inbound webhook (form-encoded body)")
def t_sendgrid():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc)
    ev = [{"email": r.P(em), "timestamp": epoch(d), "smtp-id": f"<{rs(ALNUM, 22)}@ismtpd0{R.randint(1,9)}p1mdw1.sendgrid.net>", "event": pick(["open", "click", "delivered"]),
           "category": ["invoice"], "sg_event_id": r.K(rs(ALNUM + "-_", 22)), "sg_message_id": r.K(rs(ALNUM + "-_", 22) + ".filter0001p1las1-" + digits(5) + "-" + hexs(8) + "-0.0"),
           "useragent": pick(UAS), "ip": r.P(ip_pub())}]
    return r.line(json.dumps(ev), "pii_locale", "Twilio SendGrid Event Webhook payload")
def t_segment():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); wk = tok("segment"); v = R.randint(0, 1)
    if v == 0:
        text = f"{r.K(iso_ms(d))} http POST https://api.segment.io/v1/batch authorization=\"Basic {r.S(b64((wk + ':').encode()))}\" status={r.K('200')} bytes={R.randint(200,9000)}"
        return r.line(text, "encoded", "Segment HTTP Tracking API client log (Basic auth writeKey)")
    ev = {"type": "identify", "messageId": r.K(uuid4()), "userId": "usr_" + rs(ALNUM, 12), "traits": {"email": r.P(em), "name": r.P(f + " " + l), "phone": r.P(phone_nat(loc)), "plan": "premium"},
          "context": {"ip": r.P(ip_pub()), "locale": f"{loc}-{loc.upper()}", "library": {"name": "analytics.js", "version": "4.1.0"}}, "timestamp": iso_ms(d)}
    return r.line(json.dumps(ev, ensure_ascii=False), "pii_locale", "Segment identify call (Tracking API spec)")

# ================================================================= DATA PLATFORMS
def af_ts(d): return d.strftime("[%Y-%m-%d, %H:%M:%S UTC]")
def t_airflow():
    r = Rec(); d = rdt(); v = R.randint(0, 3)
    if v == 0:
        text = f"{r.K(af_ts(d))} {{base.py:84}} INFO - Using connection ID '{r.K('dwh_postgres')}' for task execution."
        return r.line(text, "clean", "Apache Airflow task log (file task handler)")
    if v == 1:
        u = svc_user(); p = pw_url_safe(); h = host("pg")
        text = f"{r.K(af_ts(d))} {{subprocess.py:93}} INFO - + psql postgresql://{r.P(u)}:{r.S(p)}@{r.P(h)}:5432/analytics -v ON_ERROR_STOP=1 -f /opt/airflow/sql/load_orders.sql"
        return r.line(text, "positional", "Apache Airflow task log (BashOperator subprocess output)")
    if v == 2:
        u = svc_user(); h = host("pg"); ip = ip_priv()
        lines = [f"{r.K(af_ts(d))} {{taskinstance.py:2731}} ERROR - Task failed with exception", "Traceback (most recent call last):",
                 "  File \"/home/airflow/.local/lib/python3.11/site-packages/sqlalchemy/engine/base.py\", line 145, in __init__", "    self._dbapi_connection = engine.raw_connection()",
                 f"{r.K('sqlalchemy.exc.OperationalError')}: (psycopg2.OperationalError) connection to server at \"{r.P(h)}\" ({r.P(ip)}), port 5432 failed: FATAL:  password authentication failed for user \"{r.P(u)}\""]
        return r.block(lines, "infra", "Apache Airflow task log with Python traceback")
    ak = tok("akia"); sk = tok("aws_secret")
    text = f"+ export AIRFLOW_CONN_S3_RAW='aws://{r.S(ak)}:{r.S(urllib.parse.quote(sk, safe=''))}@/?region_name=eu-central-1'"
    return r.line(text, "encoded", "Airflow worker entrypoint shell trace (AIRFLOW_CONN_* URI, URL-encoded secret)")
def spark_ts(d): return d.strftime("%y/%m/%d %H:%M:%S")
def t_spark():
    r = Rec(); d = rdt(); v = R.randint(0, 3)
    if v == 0:
        text = f"{r.K(spark_ts(d))} INFO SparkContext: Running Spark version {r.K('3.5.1')}"
        return r.line(text, "clean", "Apache Spark driver log (log4j2 default Spark pattern)")
    if v == 1:
        lines = [f"{r.K(spark_ts(d))} INFO SparkContext: Spark configuration:", "spark.app.name=orders-daily-agg", f"spark.hadoop.fs.s3a.access.key={r.K('*********(redacted)')}",
                 "spark.hadoop.fs.s3a.secret.key=*********(redacted)", "spark.executor.memory=8g", "spark.sql.shuffle.partitions=400"]
        return r.block(lines, "lookalike", "Apache Spark driver log (spark.redaction.regex masks config)")
    if v == 2:
        k = pick(["spark.hadoop.fs.azure.sas.fixed.token", "spark.jdbc.orders.kennwort", "spark.es.net.http.auth.pass"])
        sec = tok("azure_key") if "sas" in k else pw_url_safe()
        text = f"{r.K(spark_ts(d))} INFO SparkContext: Spark configuration: {k}={r.S(sec)}"
        return r.line(text, "key_unusual", "Apache Spark driver log (config key outside spark.redaction.regex)")
    u = svc_user(); p = pw_url_safe(); h = host("pg")
    text = (f"{r.K(spark_ts(d))} INFO JDBCRelation: Number of partitions: 16, WHERE clauses of these partitions: ... options=Map(url -> jdbc:postgresql://{r.P(h)}:5432/orders, "
            f"dbtable -> public.order_lines, user -> {r.P(u)}, password -> {r.S(p)}, fetchsize -> 10000)")
    return r.line(text, "positional", "Apache Spark driver log (JDBC data source options)")
def t_flink():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    pre = f"{r.K(wf_ts(d))} INFO  org.apache.flink.configuration.GlobalConfiguration           [] - Loading configuration property: "
    if v == 0:
        text = pre + f"{pick(['s3.secret-key', 'security.ssl.internal.keystore-password', 'properties.sasl.jaas.config'])}, {r.K('******')}"
        return r.line(text, "lookalike", "Apache Flink JobManager log (GlobalConfiguration, sensitive keys hidden)")
    if v == 1:
        text = pre + f"{pick(['table.exec.jdbc.pwd', 'orders.sink.kennwort', 'es.connector.clave'])}, {r.S(pw_url_safe())}"
        return r.line(text, "key_unusual", "Apache Flink JobManager log (GlobalConfiguration)")
    u = svc_user(); p = pw_url_safe()
    text = (f"{r.K(wf_ts(d))} INFO  org.apache.flink.table.gateway.service.operation.OperationExecutor [] - Executing: CREATE TABLE orders_sink (id BIGINT, email STRING) WITH ('connector' = 'jdbc', "
            f"'url' = 'jdbc:mysql://{r.P(host('db'))}:3306/shop', 'table-name' = 'orders', 'username' = '{r.P(u)}', 'password' = '{r.S(p)}')")
    return r.line(text, "positional", "Apache Flink SQL Gateway log (CREATE TABLE WITH options)")
def kc_ts(d): return d.strftime("[%Y-%m-%d %H:%M:%S,") + f"{d.microsecond//1000:03d}]"
def t_kafka_connect():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        lines = [f"{r.K(kc_ts(d))} INFO JdbcSourceConnectorConfig values: ", "\tbatch.max.rows = 100", "\tconnection.attempts = 3", "\tconnection.backoff.ms = 10000",
                 f"\tconnection.password = {r.K('[hidden]')}", f"\tconnection.url = jdbc:postgresql://{r.P(host('pg'))}:5432/orders", f"\tconnection.user = {r.P(svc_user())}",
                 "\tmode = timestamp+incrementing", "\ttopic.prefix = pg.orders.", " (io.confluent.connect.jdbc.source.JdbcSourceConnectorConfig:376)"]
        return r.block(lines, "lookalike", "Kafka Connect worker log (AbstractConfig values dump, PASSWORD type hidden)")
    if v == 1:
        u = svc_user(); p = pw_url_safe()
        text = (f"{r.K(kc_ts(d))} ERROR [orders-sink|worker] Failed to create client for connector: sasl.mechanism=PLAIN, security.protocol=SASL_SSL, "
                f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{r.P(u)}\" password=\"{r.S(p)}\"; (org.apache.kafka.connect.runtime.Worker:1021)")
        return r.line(text, "positional", "Kafka Connect worker log (JAAS config echoed in error)")
    cfg = {"connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector", "tasks.max": "4", "topics": r.K("pg.orders.order_lines"),
           "connection.url": f"jdbc:postgresql://{r.P(host('pg'))}:5432/dwh", "connection.user": r.P(svc_user()), "connection.password": r.S(password(1)), "auto.create": "true"}
    text = f"{r.K(kc_ts(d))} INFO Creating connector orders-sink of type io.confluent.connect.jdbc.JdbcSinkConnector with config {json.dumps(cfg)} (org.apache.kafka.connect.runtime.rest.resources.ConnectorsResource:142)"
    return r.line(text, "mixed", "Kafka Connect REST request log (connector config JSON)")
def t_debezium():
    r = Rec(); d = rdt(); loc, f, l = person(); em = email_for(f, l, loc=loc); v = R.randint(0, 1)
    if v == 0:
        ev = {"before": None, "after": {"id": R.randint(1000, 99999), "first_name": f, "last_name": l, "email": r.P(em), "iban": r.P(iban_for(loc, grouped=False)), "phone": r.P(phone_nat(loc))},
              "source": {"version": r.K("2.5.2.Final"), "connector": "postgresql", "name": "dbserver1", "ts_ms": epoch_ms(d), "snapshot": "false", "db": "crm", "schema": "public", "table": "customers",
                         "txId": R.randint(10**5, 10**7), "lsn": R.randint(10**7, 10**10)}, "op": "c", "ts_ms": epoch_ms(d) + 12}
        return r.line(json.dumps(ev, ensure_ascii=False), "pii_locale", "Debezium PostgreSQL change event value (JSON converter, schemas.enable=false)")
    lines = [f"{r.K(wf_ts(d))} INFO   Postgres|dbserver1|snapshot  Starting PostgresConnectorTask with configuration: [io.debezium.connector.common.BaseSourceTask]",
             "   connector.class = io.debezium.connector.postgresql.PostgresConnector", f"   database.hostname = {r.P(host('pg'))}", f"   database.user = {r.P(svc_user())}",
             f"   database.password = {r.K('********')}", "   database.dbname = crm", "   topic.prefix = dbserver1", "   plugin.name = pgoutput"]
    return r.block(lines, "lookalike", "Debezium connector task startup log (configuration dump)")
def t_elasticsearch():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        ev = {"type": "audit", "timestamp": r.K(d.strftime("%Y-%m-%dT%H:%M:%S,") + f"{d.microsecond//1000:03d}+0000"), "cluster.name": "logs-prod", "node.name": r.P(host("es-data", False)),
              "event.type": "rest", "event.action": r.K("authentication_failed"), "user.name": r.P(svc_user()), "origin.type": "rest", "origin.address": r.P(ip_priv()) + ":" + str(R.randint(1024, 65535)),
              "url.path": "/_bulk", "request.method": "POST", "request.id": r.K(rs(ALNUM + "-_", 22))}
        return r.line(json.dumps(ev), "infra", "Elasticsearch security audit log (<cluster>_audit.json)")
    if v == 1:
        kid, key = rs(ALNUM, 20), rs(ALNUM + "-_", 22)
        text = f"+ curl -sS -H \"Authorization: ApiKey {r.S(b64((kid + ':' + key).encode()))}\" -H 'Content-Type: application/x-ndjson' https://{r.P(host('es-data'))}:9200/_bulk --data-binary @batch.ndjson"
        return r.line(text, "encoded", "Elasticsearch bulk ingest shell trace (ApiKey base64(id:api_key))")
    loc, f, l = person(); em = email_for(f, l, loc=loc)
    ev = {"@timestamp": r.K(iso_ms(d)), "log.level": "WARN", "message": f"[customers][2] took[1.2s], took_millis[{R.randint(1000,9000)}], total_hits[1 hits], search_type[QUERY_THEN_FETCH], total_shards[5], "
          f"source[{{\"query\":{{\"term\":{{\"email.keyword\":{{\"value\":\"{em}\"}}}}}}}}]", "ecs.version": "1.2.0", "service.name": "ES_ECS", "event.dataset": "elasticsearch.index_search_slowlog",
          "elasticsearch.node.name": r.P(host("es-data", False)), "elasticsearch.cluster.name": "search-prod"}
    r.P(em)
    return r.line(json.dumps(ev), "pii_locale", "Elasticsearch search slow log (ECS JSON)")
def t_opensearch():
    r = Rec(); d = rdt(); u = pick(["admin", "kibanaserver", svc_user()])
    text = f"[{r.K(d.strftime('%Y-%m-%dT%H:%M:%S,') + f'{d.microsecond//1000:03d}')}][WARN ][o.o.s.a.BackendRegistry  ] [{r.P(host('os-node', False))}] Authentication finally failed for {u} from {r.P(ip_priv())}:{R.randint(1024,65535)}"
    if len(u) >= 6: r.P(u)
    return r.line(text, "infra", "OpenSearch security plugin log (BackendRegistry)")
def mongo_t(d): return {"$date": d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond//1000:03d}+00:00"}
def t_mongodb():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        ev = {"t": mongo_t(d), "s": "I", "c": "ACCESS", "id": 20250, "ctx": "conn" + str(R.randint(100, 99999)), "msg": r.K("Authentication succeeded"),
              "attr": {"mechanism": "SCRAM-SHA-256", "speculative": True, "principalName": r.P(svc_user()), "authenticationDatabase": "admin", "remote": r.P(ip_priv()) + ":" + str(R.randint(1024, 65535)), "extraInfo": {}}}
        cls = "infra"
    elif v == 1:
        loc, f, l = person(); em = email_for(f, l, loc=loc)
        ev = {"t": mongo_t(d), "s": "I", "c": "COMMAND", "id": 51803, "ctx": "conn" + str(R.randint(100, 99999)), "msg": r.K("Slow query"),
              "attr": {"type": "command", "ns": "crm.customers", "command": {"find": "customers", "filter": {"email": r.P(em), "nationalId": r.P(nid()[1])}, "limit": 1, "$db": "crm"},
                       "planSummary": "COLLSCAN", "keysExamined": 0, "docsExamined": R.randint(10**4, 10**6), "nreturned": 1, "durationMillis": R.randint(100, 5000)}}
        cls = "pii_locale"
    else:
        ev = {"t": mongo_t(d), "s": "I", "c": "NETWORK", "id": 22943, "ctx": "listener", "msg": r.K("Connection accepted"),
              "attr": {"remote": r.P(ip_priv()) + ":" + str(R.randint(1024, 65535)), "uuid": r.K(uuid4()), "connectionId": R.randint(100, 99999), "connectionCount": R.randint(1, 900)}}
        cls = "infra"
    return r.line(json.dumps(ev, ensure_ascii=False), cls, "MongoDB 4.4+ structured JSON log")
def t_mongo_uri():
    r = Rec(); d = rdt(); u = svc_user(); p = pw_special(); cl = f"cluster{R.randint(0,9)}.{rs(LOWER_ALNUM,5)}.mongodb.net"
    text = f"{r.K(iso_ms(d))} ERROR orders-worker MongoServerSelectionError: connection <monitor> to {r.P(ip_pub())}:27017 closed (uri=mongodb+srv://{r.P(u)}:{r.S(urllib.parse.quote(p, safe=''))}@{r.P(cl)}/orders?retryWrites=true&w=majority)"
    return r.line(text, "encoded", "Node.js MongoDB driver error log (connection string with URL-encoded password)")
def t_cassandra():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    ts = d.strftime("%Y-%m-%d %H:%M:%S,") + f"{d.microsecond//1000:03d}"
    if v == 0:
        text = f"INFO  [GossipStage:1] {r.K(ts)} StorageService.java:{R.randint(1000,3000)} - Node /{r.P(ip_priv())}:7000 state jump to NORMAL"; cls = "infra"
    elif v == 1:
        text = f"INFO  [CompactionExecutor:{R.randint(1,16)}] {r.K(ts)} CompactionTask.java:{R.randint(200,300)} - Compacted (task id: {r.K(uuid4())}) 4 sstables to [/var/lib/cassandra/data/shop/orders-{hexs(32)}/nb-{R.randint(10,9999)}-big,] to level=0. 1.21 GiB to 1.18 GiB (~97% of original)"; cls = "clean"
    else:
        text = f"$ cqlsh {r.P(ip_priv())} 9042 -u {r.P(svc_user())} -p '{r.S(pw_url_safe())}' --ssl -e \"SELECT count(*) FROM shop.orders\""; cls = "positional"
    return r.line(text, cls, "Apache Cassandra system.log / cqlsh invocation")
def ch_ts(d): return d.strftime("%Y.%m.%d %H:%M:%S.%f")
def t_clickhouse():
    r = Rec(); d = rdt(); qid_ = uuid4(); v = R.randint(0, 2)
    pre = f"{r.K(ch_ts(d))} [ {R.randint(1000, 99999)} ] {{{r.K(qid_)}}} <Debug> executeQuery: (from {r.P(ip_priv())}:{R.randint(1024,65535)}, user: {r.P(svc_user())}) "
    if v == 0:
        loc, f, l = person()
        text = pre + f"SELECT order_id, total FROM shop.orders WHERE customer_email = '{r.P(email_for(f, l, loc=loc))}' AND card_number = '{r.P(card('visa', 'plain'))}' (stage: Complete)"; cls = "pii_locale"
    elif v == 1:
        text = pre + f"CREATE USER {r.P(svc_user())} IDENTIFIED WITH sha256_password BY {r.K(chr(39) + '[HIDDEN]' + chr(39))} HOST IP '10.0.0.0/8' (stage: Complete)"; cls = "lookalike"
    else:
        loc, f, l = person()
        text = pre + f"INSERT INTO shop.customers (id, name, iban) VALUES ({R.randint(1000,99999)}, '{ascii_fold(f)}', '{r.P(iban_for(loc, grouped=False))}') (stage: Complete)"; cls = "pii_locale"
    return r.line(text, cls, "ClickHouse server log (executeQuery, query masking rules)")
def t_dbt():
    r = Rec(); d = rdt(); v = R.randint(0, 2); ts = d.strftime("%H:%M:%S")
    if v == 0:
        n = R.randint(1, 40); m = pick(["dim_customers", "fct_orders", "stg_payments"])
        text = f"{r.K(ts)}  {n} of 48 OK created sql table model analytics.{r.K(m)} {'.'*22} [{r.K('SELECT ' + str(R.randint(1000, 900000)))} in {R.randint(1,90)}.{R.randint(10,99)}s]"
        return r.line(text, "clean", "dbt Core run output")
    if v == 1:
        acct = rs(string.ascii_lowercase, 2) + digits(5) + ".eu-central-1"
        lines = [f"{r.K(ts)}  Encountered an error:", "Database Error", f"  {r.K('250001 (08001)')}: Failed to connect to DB: {r.P(acct + '.snowflakecomputing.com')}:443. Incorrect username or password was specified.",
                 f"{ts}  user: {r.P(svc_user().upper())}", f"{ts}  role: TRANSFORMER"]
        return r.block(lines, "infra", "dbt Core 'dbt debug' / run error output")
    lines = [f"{r.K(ts)}  Running with dbt={r.K('1.7.9')}", f"{ts}  Registered adapter: snowflake=1.7.2", f"{ts}  Found 48 models, 112 tests, 9 sources, 0 exposures, 0 metrics, 512 macros, 0 groups, 0 semantic models",
             f"{ts}  Concurrency: 8 threads (target='prod')"]
    return r.block(lines, "clean", "dbt Core run output")

# ================================================================= MOBILE / RUNTIMES
def t_logcat():
    r = Rec(); d = rdt(); v = R.randint(0, 3); api = "api." + pick(["mojabank-app.pl", "fahrschein-app.de", "mabanque-mobile.fr", "acme-retail.eu"])
    if v == 0:
        lines = [f"D/OkHttp: --> POST https://{r.P(api)}/v2/auth/token", "D/OkHttp: Content-Type: application/json; charset=UTF-8", f"D/OkHttp: Authorization: Bearer {r.S(jwt())}",
                 "D/OkHttp: --> END POST (312-byte body)"]
        return r.block(lines, "no_key", "Android logcat brief format (OkHttp HttpLoggingInterceptor Level.HEADERS)")
    if v == 1:
        loc, f, l = person(); p = pw_url_safe()
        lines = [f"D/OkHttp: --> POST https://{r.P(api)}/v1/login", f"D/OkHttp: {{\"phone\":\"{r.P(phone_nat(loc))}\",\"pin\":\"{r.S(digits(6))}\",\"secret\":\"{r.S(p)}\"}}", "D/OkHttp: --> END POST (88-byte body)",
                 f"D/OkHttp: <-- {r.K('200')} https://{api}/v1/login ({R.randint(50,900)}ms)"]
        return r.block(lines, "mixed", "Android logcat brief format (OkHttp Level.BODY)")
    ts = d.strftime("%m-%d %H:%M:%S.") + f"{d.microsecond//1000:03d}"; pid, tid = R.randint(2000, 32000), R.randint(2000, 32000)
    if v == 2:
        text = f"{r.K(ts)}  {pid}  {tid} D OkHttp  : Cookie: session_id={r.S(rs(ALNUM, 40))}; device_id={r.K(uuid4())}"
        return r.line(text, "no_key", "Android logcat threadtime format (OkHttp)")
    text = f"{r.K(ts)}  {pid}  {tid} I FirebaseMessaging: FCM registration token: {r.S(tok('fcm'))}"
    return r.line(text, "no_key", "Android logcat threadtime format (Firebase Messaging)")
def t_unified():
    r = Rec(); d = rdt(); v = R.randint(0, 2); ts = d.strftime("%Y-%m-%d %H:%M:%S.%f") + "+0100"; pid = pid6()
    if v == 0:
        text = f"{r.K(ts)} 0x{hexs(6)}   Default     0x0                  {r.P(pid)} 0    MyBankApp: (CFNetwork) [com.apple.CFNetwork:Summary] Task <{r.K(uuid4().upper())}>.<1> summary for task success {{transaction_duration_ms={R.randint(20,900)}, response_status=200}}"
        return r.line(text, "infra", "Apple unified log ('log show' default style)")
    if v == 1:
        text = f"{r.K(ts)}  localhost MyBankApp[{r.P(pid)}]: (Auth) [com.example.mybank:auth] refresh token stored: <private>, expires_in={R.randint(600,86400)}"
        return r.line(text, "lookalike", "Apple unified log ('log show --style syslog', %{private} redaction)")
    text = f"{r.K(ts)}  localhost MyBankApp[{r.P(pid)}]: (Networking) [com.example.mybank:net] Authorization header: Bearer {r.S(rs(ALNUM, 48))}"
    return r.line(text, "no_key", "Apple unified log ('log show --style syslog', %{public} string)")
def t_go_panic():
    r = Rec(); u = svc_user(); p = pw_url_safe(); h = host("pg"); ip = ip_priv()
    lines = [f"panic: {r.K('failed to connect to database')}: dial tcp {r.P(ip)}:5432: connect: connection refused (dsn=\"postgres://{r.P(u)}:{r.S(p)}@{r.P(h)}:5432/orders?sslmode=require\")", "",
             f"{r.K('goroutine 1 [running]:')}", f"main.mustOpenDB({{0xc0000{hexs(5)}, 0x{hexs(2)}}})", "\t/src/cmd/orders-api/main.go:57 +0x1a5", "main.main()", "\t/src/cmd/orders-api/main.go:31 +0x8c", "exit status 2"]
    return r.block(lines, "positional", "Go runtime panic with goroutine dump")
def t_go_panic2():
    r = Rec(); tk = tok("ghp")
    lines = [f"panic: {r.K('runtime error: invalid memory address or nil pointer dereference')}", f"[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x{hexs(6)}]", "",
             f"{r.K('goroutine 42 [running]:')}", f"github.com/acme-retail/syncer/internal/gh.(*Client).ListRepos(0x0, {{0xc000{hexs(6)}, 0x28}}, {{0x{hexs(6)}, 0x4}})",
             "\t/build/internal/gh/client.go:88 +0x3c", f"main.run(0xc00001e0c0)", "\t/build/cmd/syncer/main.go:64 +0x2f1",
             f"created by main.main in goroutine 1", "\t/build/cmd/syncer/main.go:40 +0x1b8", "exit status 2"]
    lines.insert(0, f"{r.K(iso_ms(rdt()))} level=error msg=\"git fetch failed\" remote=https://x-access-token:{r.S(tk)}@github.com/acme-retail/syncer.git")
    return r.block(lines, "positional", "Go runtime panic (SIGSEGV) with goroutine dump, preceded by a failing git fetch")
def t_rust_tracing():
    r = Rec(); d = rdt(); v = R.randint(0, 2); rid = uuid4()
    if v == 0:
        loc, f, l = person(); em = email_for(f, l, loc=loc)
        text = f"{r.K(iso_us(d))}  INFO http_request{{method=POST path=/api/v1/signup request_id={r.K(rid)}}}: signup::handler: account created email={r.P(em)} phone=\"{r.P(phone_nat(loc))}\" country={loc.upper()}"
        return r.line(text, "pii_locale", "Rust tracing-subscriber fmt (Full format)")
    if v == 1:
        u = svc_user(); p = pw_url_safe(); h = host("pg")
        text = f"{r.K(iso_us(d))} ERROR sqlx::pool::inner: error occurred while testing the connection on-release error=pool timed out url=postgres://{r.P(u)}:{r.S(p)}@{r.P(h)}:5432/ledger"
        return r.line(text, "positional", "Rust tracing-subscriber fmt (Full format)")
    text = f"{r.K(iso_us(d))}  WARN tower_http::trace::on_failure: response failed classification=Status code: 503 Service Unavailable latency={R.randint(1,900)} ms"
    return r.line(text, "clean", "Rust tracing-subscriber fmt (Full format)")
def t_elixir():
    r = Rec(); d = rdt(); v = R.randint(0, 3); ts = d.strftime("%H:%M:%S.") + f"{d.microsecond//1000:03d}"; rid = rs(ALNUM + "-_", 20)
    if v == 0:
        text = f"{r.K(ts)} request_id={r.K(rid)} [info] Sent 200 in {R.randint(1,900)}ms"
        return r.line(text, "clean", "Elixir Logger console backend (Phoenix)")
    if v == 1:
        loc, f, l = person(); em = email_for(f, l, loc=loc)
        lines = [f"{r.K(ts)} request_id={r.K(rid)} [info] POST /api/users", f"{ts} request_id={rid} [debug] Processing with ShopWeb.UserController.create/2",
                 f"  Parameters: %{{\"user\" => %{{\"email\" => \"{r.P(em)}\", \"iban\" => \"{r.P(iban_for(loc, grouped=False))}\", \"card_number\" => \"{r.P(card())}\", \"password\" => \"[FILTERED]\"}}}}", "  Pipelines: [:api]"]
        return r.block(lines, "pii_locale", "Elixir Logger console backend (Phoenix parameter logging, filter_parameters default)")
    if v == 2:
        lines = [f"{r.K(ts)} request_id={r.K(rid)} [info] POST /api/2fa/verify", f"  Parameters: %{{\"otp_code\" => \"{r.S(digits(6))}\", \"device_token\" => \"{r.S(rs(ALNUM, 32))}\", \"password\" => \"[FILTERED]\"}}"]
        return r.block(lines, "no_key", "Elixir Logger console backend (Phoenix parameter logging)")
    u = svc_user(); p = pw_url_safe(); h = host("mq")
    lines = [f"=CRASH REPORT==== {r.K(d.strftime('%d-%b-%Y::%H:%M:%S.%f'))} ===", "  crasher:", "    initial call: amqp_gen_connection:init/1", f"    pid: <0.{R.randint(100,9999)}.0>",
             "    registered_name: []", f"    exception exit: {{{{badmatch,{{error,{{auth_failure,<<\"amqp://{r.P(u)}:{r.S(p)}@{r.P(h)}:5672/orders\">>}}}}}},[{{amqp_gen_connection,init,1,[]}}]}}"]
    return r.block(lines, "positional", "Erlang/OTP SASL crash report")
def t_py_locals():
    r = Rec(); v = R.randint(0, 1); u = svc_user(); p = password(pick([1, 3])); h = host("db")
    if v == 0:
        dsn = f"host={h} port=5432 dbname=billing user={u}"
        lines = ["Traceback (most recent call last):", "  File \"/srv/billing/jobs/export.py\", line 88, in run", "    conn = connect_db(cfg)",
                 "    cfg = {'host': '" + r.P(h) + "', 'user': '" + r.P(u) + "', 'password': '" + r.S(p) + "'}", "    self = <billing.jobs.export.ExportJob object at 0x7f3a2c1d5e10>",
                 "  File \"/srv/billing/db.py\", line 21, in connect_db", "    return psycopg2.connect(dsn, password=cfg['password'])", f"    dsn = '{dsn}'",
                 f"{r.K('psycopg2.OperationalError')}: connection to server at \"{h}\" ({r.P(ip_priv())}), port 5432 failed: timeout expired"]
        return r.block(lines, "mixed", "Python traceback with captured locals (traceback.TracebackException(capture_locals=True))")
    k = pick(["geheimes_wort", "mot_de_passe", "contrasena", "haslo", "sleutel"])
    lines = ["Traceback (most recent call last):", "  File \"/app/sync/sftp_push.py\", line 41, in push", "    client.connect(host, username=user, password=" + k + ")",
             f"    host = '{r.P(host('sftp'))}'", f"    user = '{r.P(u)}'", f"    {k} = '{r.S(p)}'", f"{r.K('paramiko.ssh_exception.AuthenticationException')}: Authentication failed."]
    return r.block(lines, "key_unusual", "Python traceback with captured locals (non-English variable names)")
def t_node_report():
    r = Rec(); d = rdt(); pid = pid6(); h = pod()
    env = {"NODE_ENV": "production", "PORT": "8080", "STRIPE_SECRET": r.S(tok("sk_live")), "DATABASE_URL": None, "HOSTNAME": r.P(h)}
    u = svc_user(); p = pw_url_safe(); dbh = host("pg")
    env["DATABASE_URL"] = f"postgres://{r.P(u)}:{r.S(p)}@{r.P(dbh)}:5432/shop"
    rep = {"header": {"reportVersion": 3, "event": "Exception", "trigger": "Exception", "filename": f"report.{d.strftime('%Y%m%d.%H%M%S')}.{pid}.0.001.json", "dumpEventTime": r.K(d.strftime("%Y-%m-%dT%H:%M:%SZ")),
           "processId": int(pid), "cwd": "/srv/app", "commandLine": ["node", "dist/server.js"], "nodejsVersion": r.K("v20.11.1"), "host": h}, "environmentVariables": env}
    r.P(pid)
    return r.line(json.dumps(rep), "mixed", "Node.js diagnostic report (process.report JSON, environmentVariables section)")
def t_node_crash():
    r = Rec(); ip = ip_priv()
    lines = ["node:internal/process/promises:289", "            triggerUncaughtException(err, true /* fromPromise */);", "            ^", "",
             f"Error: connect ECONNREFUSED {r.P(ip)}:6379", f"    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {{", f"  errno: -111,", f"  code: '{r.K('ECONNREFUSED')}',", "  syscall: 'connect',",
             f"  address: '{ip}',", "  port: 6379", "}", "", f"Node.js {r.K('v20.11.1')}"]
    return r.block(lines, "infra", "Node.js uncaught exception crash output")

# ================================================================= DATABASE ROWS
def rp(loc=None):
    loc, f, l = person(loc); return loc, ascii_fold(f), ascii_fold(l)
def t_mage_admin():
    r = Rec(); loc, f, l = rp(); em = email_for(f, l, loc=loc); u = username_for(f, l); d = rdt()
    cols = ["user_id", "firstname", "lastname", "email", "username", "password", "created", "modified", "logdate", "lognum", "reload_acl_flag", "is_active", "extra", "rp_token", "rp_token_created_at", "interface_locale", "failures_num", "first_failure", "lock_expires"]
    rpt = rs(LOWER_ALNUM, 32) if R.random() < 0.4 else None
    row = [R.randint(1, 90), f, r.P(l) if len(l) >= 6 else l, r.P(em), r.P(u), r.S(h_magento(R.random() < 0.5)), sqlts(d - datetime.timedelta(days=400)), r.K(sqlts(d)), sqlts(d), R.randint(1, 900), 0, 1,
           '{"configState":{"admin_system_config_changed":"1"}}', r.S(rpt) if rpt else None, sqlts(d) if rpt else None, pick(["en_US", "de_DE", "fr_FR", "pl_PL"]), 0, None, None]
    return r.row("admin_user", cols, row, "hashes", "Magento 2 admin_user table (hash:salt:version password)")
def t_mage_customer():
    r = Rec(); loc, f, l = rp(); em = email_for(f, l, loc=loc); d = rdt(); db_ = dob()
    cols = ["entity_id", "website_id", "email", "group_id", "store_id", "created_at", "updated_at", "is_active", "created_in", "firstname", "lastname", "dob", "password_hash", "rp_token", "rp_token_created_at", "default_billing", "taxvat", "gender", "failures_num"]
    vat = pick([None, "DE" + digits(9), "PL" + digits(10), "FR" + digits(11), "NL" + digits(9) + "B0" + str(R.randint(1, 9))])
    row = [R.randint(1000, 999999), 1, r.P(em), 1, 1, sqlts(d - datetime.timedelta(days=300)), r.K(sqlts(d)), 1, "Default Store View", f, r.P(l) if len(l) >= 6 else l, r.P(db_.isoformat()),
           r.S(h_magento(R.random() < 0.6)), r.S(rs(LOWER_ALNUM, 32)), sqlts(d), R.randint(1000, 99999), r.P(vat) if vat else None, R.randint(0, 3), 0]
    return r.row("customer_entity", cols, row, "hashes", "Magento 2 customer_entity table")
def t_mage_oauth():
    r = Rec(); d = rdt(); v = R.randint(0, 1)
    if v == 0:
        cols = ["entity_id", "consumer_id", "admin_id", "customer_id", "type", "token", "secret", "verifier", "callback_url", "revoked", "authorized", "user_type", "created_at"]
        row = [R.randint(1, 999), R.randint(1, 40), None, None, r.K("access"), r.S(rs(LOWER_ALNUM, 32)), r.S(rs(LOWER_ALNUM, 32)), rs(LOWER_ALNUM, 32), "oob", 0, 1, 1, r.K(sqlts(d))]
        return r.row("oauth_token", cols, row, "no_key", "Magento 2 oauth_token table")
    cols = ["entity_id", "created_at", "updated_at", "name", "key", "secret", "callback_url", "rejected_callback_url"]
    row = [R.randint(1, 99), sqlts(d), r.K(sqlts(d)), pick(["ERP Connector", "PIM Sync", "Marketplace Bridge"]), r.S(rs(LOWER_ALNUM, 32)), r.S(rs(LOWER_ALNUM, 32)), "https://" + r.P("erp." + pick(INT_DOMS)) + "/magento/callback", ""]
    return r.row("oauth_consumer", cols, row, "no_key", "Magento 2 oauth_consumer table")
def t_mage_config():
    r = Rec(); v = R.randint(0, 2); d = rdt()
    cols = ["config_id", "scope", "scope_id", "path", "value", "updated_at"]
    if v == 0:
        path = pick(["payment/braintree/private_key", "carriers/dhl/password", "carriers/ups/access_license_number", "payment/paypal_express/api_password"])
        row = [R.randint(1, 9000), "default", 0, path, r.S("0:3:" + b64(rbytes(R.choice([36, 48, 60])))), r.K(sqlts(d))]
        return r.row("core_config_data", cols, row, "encoded", "Magento 2 core_config_data (encrypted 0:3: values)")
    if v == 1:
        path = pick(["smtp/general/pwd", "catalog/search/opensearch_password", "amasty_feed/ftp/passwd", "klarna/api/shared_secret_de"])
        row = [R.randint(1, 9000), "default", 0, path, r.S(pw_url_safe()), r.K(sqlts(d))]
        return r.row("core_config_data", cols, row, "key_unusual", "Magento 2 core_config_data (third-party module stored plaintext)")
    path = pick(["web/secure/base_url", "general/store_information/name", "catalog/search/engine", "admin/security/password_lifetime"])
    val = {"web/secure/base_url": "https://shop.acme-retail.eu/", "general/store_information/name": "ACME Retail EU", "catalog/search/engine": "opensearch", "admin/security/password_lifetime": "90"}[path]
    row = [R.randint(1, 9000), "default", 0, r.K(path), val, r.K(sqlts(d))]
    return r.row("core_config_data", cols, row, "lookalike", "Magento 2 core_config_data")
def t_odoo_users():
    r = Rec(); loc, f, l = rp(); em = email_for(f, l, loc=loc); d = rdt()
    cols = ["id", "login", "password", "partner_id", "active", "create_date", "write_date", "share", "notification_type", "totp_secret", "signature"]
    tot = tok("otp_seed") if R.random() < 0.5 else None
    row = [R.randint(2, 900), r.P(em), r.S(h_pbkdf2_passlib("sha512", 600000)), R.randint(3, 9000), True, sqlts(d - datetime.timedelta(days=90)), r.K(sqlts(d)), False, "email", r.S(tot) if tot else None,
           f"<p>{f} {l}</p>"]
    return r.row("res_users", cols, row, "hashes", "Odoo res_users table (passlib pbkdf2-sha512, totp_secret)")
def t_odoo_partner():
    r = Rec(); loc, f, l = rp(); em = email_for(f, l, loc=loc); d = rdt()
    cols = ["id", "name", "display_name", "email", "phone", "mobile", "vat", "street", "zip", "city", "country_id", "is_company", "active", "write_date"]
    vat = pick([loc.upper()[:2] + digits(9), None]); nm = f"{f} {l}"
    row = [R.randint(3, 99999), r.P(nm), nm, r.P(em), r.P(phone_nat(loc)), r.P(phone_nat(loc)), vat, f"{ {'de': 'Hauptstrasse', 'fr': 'Rue Victor Hugo', 'pl': 'ul. Dluga', 'es': 'Calle Mayor', 'nl': 'Kerkstraat', 'it': 'Via Roma', 'be': 'Kerkstraat', 'se': 'Storgatan', 'fi': 'Hameenkatu', 'no': 'Storgata', 'uk': 'High Street'}.get(loc, 'Main Road') } {R.randint(1,180)}",
           digits(5), CITIES.get(loc, ("Berlin", ""))[0].replace("ó", "o").replace("ö", "o"), R.randint(1, 250), False, True, r.K(sqlts(d))]
    if vat: r.P(vat)
    return r.row("res_partner", cols, row, "pii_locale", "Odoo res_partner table")
def t_odoo_param():
    r = Rec(); v = R.randint(0, 2); d = rdt()
    cols = ["id", "key", "value", "create_uid", "create_date", "write_uid", "write_date"]
    if v == 0: row = [R.randint(1, 90), "database.secret", r.S(uuid4()), 1, sqlts(d), 1, r.K(sqlts(d))]; cls = "no_key"
    elif v == 1: row = [R.randint(1, 90), r.K("database.uuid"), r.K(uuid4()), 1, sqlts(d), 1, r.K(sqlts(d))]; cls = "lookalike"
    else: row = [R.randint(1, 90), "ocn.ocn_push_notification.uuid_token", r.S(rs(ALNUM, 40)), 1, sqlts(d), 1, r.K(sqlts(d))]; cls = "key_unusual"
    return r.row("ir_config_parameter", cols, row, cls, "Odoo ir_config_parameter table")
def t_moodle_user():
    r = Rec(); loc, f, l = rp(); em = email_for(f, l, loc=loc); u = username_for(f, l); d = rdt()
    cols = ["id", "auth", "confirmed", "mnethostid", "username", "password", "idnumber", "firstname", "lastname", "email", "phone1", "institution", "city", "country", "lang", "lastip", "secret", "lastlogin", "timemodified"]
    pw = pick([h_bcrypt("$2y$", 10), h_sha512crypt(True)])
    row = [R.randint(2, 99999), pick(["manual", "manual", "ldap"]), 1, 1, r.P(u), r.S(pw), r.P(nid()[1]), f, r.P(l) if len(l) >= 6 else l, r.P(em), r.P(phone_nat(loc)), "Universitet", "", loc.upper()[:2],
           loc if loc in ("de", "fr", "es", "it", "pl", "nl") else "en", r.P(ip_pub()), r.S(rs(ALNUM, 15)), r.K(str(epoch(d))), epoch(d)]
    return r.row("mdl_user", cols, row, "hashes", "Moodle mdl_user table")
def t_moodle_config():
    r = Rec(); v = R.randint(0, 3)
    cols = ["id", "name", "value"]
    if v == 0: row = [R.randint(1, 900), "smtppass", r.S(pw_url_safe())]; cls = "key_unusual"
    elif v == 1: row = [R.randint(1, 900), "passwordsaltmain", r.S(rs(ALNUM + "#%&*+-=?@^_~", 32))]; cls = "key_unusual"
    elif v == 2: row = [R.randint(1, 900), "cronremotepassword", r.S(pw_url_safe())]; cls = "key_unusual"
    else: row = [R.randint(1, 900), r.K("siteidentifier"), r.K(rs(ALNUM, 32) + "moodle." + pick(CORP_DOMAINS))]; cls = "lookalike"
    return r.row("mdl_config", cols, row, cls, "Moodle mdl_config table")
def t_moodle_tokens():
    r = Rec(); d = rdt()
    cols = ["id", "token", "privatetoken", "tokentype", "userid", "externalserviceid", "sid", "contextid", "creatorid", "iprestriction", "validuntil", "timecreated", "lastaccess", "name"]
    row = [R.randint(1, 9999), r.S(hexs(32)), r.S(rs(ALNUM, 64)), "0", R.randint(2, 9999), R.randint(1, 9), None, 1, 2, None, 0, epoch(d), r.K(str(epoch(d) + 3600)), "FLAVOURED_" + rs(ALNUM, 6)]
    return r.row("mdl_external_tokens", cols, row, "no_key", "Moodle mdl_external_tokens table")
def t_nc_users():
    r = Rec(); loc, f, l = rp(); u = username_for(f, l)
    cols = ["uid", "displayname", "password", "uid_lower"]
    pw = pick(["3|" + h_argon2id(), "2|" + "$argon2i$v=19$m=65536,t=4,p=1$" + b64(rbytes(16), False) + "$" + b64(rbytes(32), False), "1|" + h_bcrypt("$2y$", 10)])
    row = [r.P(u), f"{f} {l}", r.S(pw), u.lower()]
    return r.row("oc_users", cols, row, "hashes", "Nextcloud oc_users table (versioned hash prefix)")
def t_nc_appconfig():
    r = Rec(); v = R.randint(0, 2)
    cols = ["appid", "configkey", "configvalue"]
    if v == 0:
        row = ["user_ldap", pick(["ldap_agent_password", "s01ldap_agent_password"]), r.S(b64(pw_url_safe().encode()))]; cls = "encoded"
    elif v == 1:
        row = ["user_ldap", pick(["ldap_dn", "s01ldap_dn"]), r.P(f"CN={svc_user()},OU=Service Accounts,DC=corp,DC=example")]; cls = "infra"
    else:
        row = ["core", r.K("installedat"), r.K(f"{epoch(rdt())}.{digits(4)}")]; cls = "lookalike"
    return r.row("oc_appconfig", cols, row, cls, "Nextcloud oc_appconfig table")
def t_nc_authtoken():
    r = Rec(); loc, f, l = rp(); u = username_for(f, l); d = rdt()
    cols = ["id", "uid", "login_name", "password", "name", "token", "type", "remember", "last_activity", "last_check", "scope", "expires", "private_key", "public_key", "version", "password_invalid", "password_hash"]
    pubbody = b64(rbytes(270)); pub = "-----BEGIN PUBLIC KEY-----\n" + pubbody + "\n-----END PUBLIC KEY-----"
    row = [R.randint(1, 99999), r.P(u), u, r.S(b64(rbytes(96))), pick(["Firefox (Windows)", "Nextcloud Desktop (Linux)", "iOS (Nextcloud-iOS)"]), r.S(hexs(128)), 0, 1, r.K(str(epoch(d))), epoch(d),
           '{"filesystem":true}', None, r.S(b64(rbytes(200)) + "|" + hexs(64) + "|" + hexs(128) + "|3"), r.K(pubbody), 2, False, r.S(h_argon2id())]
    row[13] = pub
    return r.row("oc_authtoken", cols, row, "no_key", "Nextcloud oc_authtoken table")
def t_mastodon_users():
    r = Rec(); loc, f, l = rp(); em = email_for(f, l, loc=loc); d = rdt()
    cols = ["id", "email", "created_at", "updated_at", "encrypted_password", "reset_password_token", "sign_in_count", "current_sign_in_at", "last_sign_in_at", "admin", "confirmation_token", "locale", "otp_required_for_login", "otp_secret", "sign_up_ip", "role_id"]
    otp = tok("otp_seed") if R.random() < 0.5 else None
    row = [r.K(str(R.randint(10**17, 10**18))), r.P(em), sqlts(d - datetime.timedelta(days=200)), r.K(sqlts(d)), r.S(h_bcrypt("$2a$", 10)), None, R.randint(1, 900), sqlts(d), sqlts(d), False, None, loc,
           bool(otp), r.S(otp) if otp else None, r.P(ip_pub()), None]
    return r.row("users", cols, row, "hashes", "Mastodon users table (Devise bcrypt, otp_secret)")
def t_mastodon_tokens():
    r = Rec(); d = rdt(); v = R.randint(0, 1)
    if v == 0:
        cols = ["id", "token", "refresh_token", "expires_in", "revoked_at", "created_at", "scopes", "application_id", "resource_owner_id", "last_used_at", "last_used_ip"]
        row = [R.randint(1, 10**6), r.S(rs(B64URL, 43)), None, None, None, r.K(sqlts(d)), "read write follow push", R.randint(1, 9999), R.randint(1, 10**6), sqlts(d), r.P(ip_pub())]
        return r.row("oauth_access_tokens", cols, row, "no_key", "Mastodon oauth_access_tokens table (Doorkeeper)")
    cols = ["id", "name", "uid", "secret", "redirect_uri", "scopes", "created_at", "updated_at", "superapp", "website", "owner_type", "owner_id", "confidential"]
    row = [R.randint(1, 9999), pick(["Tusky", "Ivory", "Elk", "Phanpy"]), r.K(rs(B64URL, 43)), r.S(rs(B64URL, 43)), "urn:ietf:wg:oauth:2.0:oob", "read write push", sqlts(d), r.K(sqlts(d)), False, None, None, None, True]
    return r.row("oauth_applications", cols, row, "no_key", "Mastodon oauth_applications table (Doorkeeper uid/secret)")
def t_discourse():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        cols = ["id", "user_id", "client_id", "application_name", "push_url", "created_at", "updated_at", "revoked_at", "scopes", "last_used_at", "key_hash"]
        row = [R.randint(1, 9999), R.randint(1, 9999), r.K(hexs(32)), "DiscourseHub", None, sqlts(d), r.K(sqlts(d)), None, '{"read","write","notifications"}', sqlts(d), r.S(hexs(64))]
        return r.row("user_api_keys", cols, row, "hashes", "Discourse user_api_keys table (SHA-256 key_hash)")
    if v == 1:
        loc, f, l = rp(); em = email_for(f, l, loc=loc)
        cols = ["id", "user_id", "email", "confirmed", "expired", "created_at", "updated_at", "token_hash", "scope"]
        row = [R.randint(1, 99999), R.randint(1, 9999), r.P(em), False, False, sqlts(d), r.K(sqlts(d)), r.S(hexs(64)), 1]
        return r.row("email_tokens", cols, row, "hashes", "Discourse email_tokens table")
    cols = ["id", "user_id", "auth_token", "prev_auth_token", "user_agent", "client_ip", "rotated_at", "created_at", "updated_at", "seen_at", "auth_token_seen"]
    row = [R.randint(1, 99999), R.randint(1, 9999), r.S(b64(rbytes(32))), r.S(b64(rbytes(32))), pick(UAS), r.P(ip_pub()), sqlts(d), sqlts(d), r.K(sqlts(d)), sqlts(d), True]
    return r.row("user_auth_tokens", cols, row, "no_key", "Discourse user_auth_tokens table (hashed auth tokens)")
def t_redmine_users():
    r = Rec(); loc, f, l = rp(); u = username_for(f, l); d = rdt()
    cols = ["id", "login", "hashed_password", "firstname", "lastname", "admin", "status", "last_login_on", "language", "auth_source_id", "created_on", "updated_on", "type", "mail_notification", "salt", "must_change_passwd", "passwd_changed_on", "twofa_scheme", "twofa_totp_key"]
    tk = tok("otp_seed") if R.random() < 0.4 else None
    row = [R.randint(1, 9999), r.P(u), r.S(hexs(40)), f, r.P(l) if len(l) >= 6 else l, False, 1, sqlts(d), loc, None, sqlts(d - datetime.timedelta(days=700)), r.K(sqlts(d)), "User", "only_my_events", r.S(hexs(32)), False,
           sqlts(d), "totp" if tk else None, r.S(tk) if tk else None]
    return r.row("users", cols, row, "hashes", "Redmine users table (SHA1(salt+SHA1(pw)) + salt)")
def t_redmine_tokens():
    r = Rec(); d = rdt(); act = pick(["api", "feeds", "session", "autologin", "recovery"])
    cols = ["id", "user_id", "action", "value", "created_on", "updated_on"]
    row = [R.randint(1, 99999), R.randint(1, 9999), act, r.S(hexs(40)), sqlts(d), r.K(sqlts(d))]
    return r.row("tokens", cols, row, "no_key", "Redmine tokens table")
def t_redmine_email():
    r = Rec(); loc, f, l = rp(); d = rdt()
    cols = ["id", "user_id", "address", "is_default", "notify", "created_on", "updated_on"]
    row = [R.randint(1, 99999), R.randint(1, 9999), r.P(email_for(f, l, loc=loc)), True, True, sqlts(d), r.K(sqlts(d))]
    return r.row("email_addresses", cols, row, "pii_locale", "Redmine email_addresses table")
def t_jenkins_creds():
    r = Rec(); d = rdt(); u = svc_user(); v = R.randint(0, 1)
    if v == 0:
        xml = (f"<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl><scope>GLOBAL</scope><id>nexus-deploy</id><description>Nexus deploy user</description>"
               f"<username>{u}</username><password>{{{'AQAAABAAAAAQ' + b64(rbytes(R.choice([48, 64])))}}}</password><usernameSecret>false</usernameSecret></com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>")
        sec = "{" + xml.split("<password>{")[1].split("}</password>")[0] + "}"
        r.P(u); r.S(sec)
    else:
        pk = "\n".join(pem("OPENSSH PRIVATE KEY", 300))
        xml = (f"<com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey><scope>GLOBAL</scope><id>git-deploy-key</id><username>{u}</username>"
               f"<privateKeySource class=\"com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey$DirectEntryPrivateKeySource\"><privateKey>{{{'AQAAABAAAAIQ' + b64(rbytes(400))}}}</privateKey></privateKeySource>"
               f"</com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>")
        sec = "{" + xml.split("<privateKey>{")[1].split("}</privateKey>")[0] + "}"
        r.P(u); r.S(sec)
    cols = ["id", "job_path", "file_name", "revision", "changed_by", "changed_at", "content"]
    row = [R.randint(1, 99999), "/", "credentials.xml", r.K(str(R.randint(100, 9999))), "admin", r.K(sqlts(d)), xml]
    return r.row("jenkins_config_history", cols, row, "encoded", "Jenkins credentials.xml (hudson.util.Secret {AQAAAB...}) stored in a config-history table")
def t_airflow_conn():
    r = Rec(); v = R.randint(0, 3); h = host(pick(["pg", "db", "sftp", "ch"]))
    cols = ["id", "conn_id", "conn_type", "description", "host", "schema", "login", "password", "port", "is_encrypted", "is_extra_encrypted", "extra"]
    if v == 0:
        row = [R.randint(1, 500), "dwh_postgres", "postgres", None, r.P(h), "analytics", r.P(svc_user()), r.S(pw_url_safe()), 5432, False, False, None]; cls = "mixed"
    elif v == 1:
        row = [R.randint(1, 500), "aws_raw", "aws", None, None, None, r.S(tok("akia")), r.S(tok("aws_secret")), None, False, False, json.dumps({"region_name": "eu-central-1", "role_arn": "arn:aws:iam::" + digits(12) + ":role/airflow-raw"})]; cls = "no_key"
    elif v == 2:
        ex = json.dumps({"key_file": "/opt/airflow/keys/sftp_rsa", "no_host_key_check": "true", "private_key_passphrase": r.S(pw_url_safe())})
        row = [R.randint(1, 500), "partner_sftp", "sftp", None, r.P(h), None, r.P(svc_user()), None, 22, False, False, ex]; cls = "key_unusual"
    else:
        row = [R.randint(1, 500), "dwh_postgres", "postgres", None, r.P(h), "analytics", r.P(svc_user()), r.S("gAAAAA" + b64u(rbytes(R.choice([70, 88])))), 5432, True, False, None]; cls = "encoded"
    return r.row("connection", cols, row, cls, "Apache Airflow metadata DB connection table")
def t_grafana():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        cols = ["id", "org_id", "version", "type", "name", "access", "url", "password", "user", "database", "basic_auth", "basic_auth_user", "basic_auth_password", "is_default", "json_data", "created", "updated", "with_credentials", "secure_json_data", "read_only", "uid"]
        sj = json.dumps({"password": b64(rbytes(R.choice([40, 52]))), "tlsClientKey": b64(rbytes(R.choice([120, 160])))})
        sec1 = json.loads(sj)["password"]; sec2 = json.loads(sj)["tlsClientKey"]
        row = [R.randint(1, 99), 1, R.randint(1, 40), "postgres", "Orders DB", "proxy", r.P(host("pg")) + ":5432", "", r.P(svc_user()), "orders", False, "", "", False, json.dumps({"sslmode": "require", "postgresVersion": 1500}),
               sqlts(d), r.K(sqlts(d)), False, sj, False, r.K(rs(ALNUM, 14))]
        r.S(sec1); r.S(sec2)
        return r.row("data_source", cols, row, "encoded", "Grafana data_source table (secure_json_data encrypted, base64)")
    if v == 1:
        cols = ["id", "org_id", "version", "type", "name", "access", "url", "password", "user", "database", "basic_auth", "basic_auth_user", "basic_auth_password", "is_default", "json_data", "created", "updated", "with_credentials", "secure_json_data", "read_only", "uid"]
        row = [R.randint(1, 99), 1, 3, "elasticsearch", "Logs (legacy)", "proxy", "https://" + r.P(host("es-data")) + ":9200", "", "", "logs-*", True, r.P(svc_user()), r.S(pw_url_safe()), False, "{}", sqlts(d), r.K(sqlts(d)), False, "{}", False, rs(ALNUM, 14)]
        return r.row("data_source", cols, row, "mixed", "Grafana data_source table (legacy plaintext basic_auth_password)")
    loc, f, l = rp(); em = email_for(f, l, loc=loc)
    cols = ["id", "version", "login", "email", "name", "password", "salt", "rands", "company", "org_id", "is_admin", "email_verified", "theme", "created", "updated", "help_flags1", "last_seen_at", "is_disabled", "is_service_account"]
    row = [R.randint(1, 999), 0, r.P(username_for(f, l)), r.P(em), f"{f} {l}", r.S(hexs(100)), r.S(rs(ALNUM, 10)), r.S(rs(ALNUM, 10)), "", 1, False, True, "dark", sqlts(d), r.K(sqlts(d)), 0, sqlts(d), False, False]
    return r.row("user", cols, row, "hashes", "Grafana user table (PBKDF2 hex password, salt, rands)")
def t_grafana_apikey():
    r = Rec(); d = rdt()
    cols = ["id", "org_id", "name", "key", "role", "created", "updated", "expires", "service_account_id", "last_used_at", "is_revoked"]
    row = [R.randint(1, 999), 1, pick(["terraform", "ci-dashboards", "oncall-sync"]), r.S(hexs(100)), "Admin", sqlts(d), r.K(sqlts(d)), None, R.randint(1, 90), sqlts(d), False]
    return r.row("api_key", cols, row, "hashes", "Grafana api_key table (hashed service account token)")
def t_superset():
    r = Rec(); d = rdt(); u = svc_user(); h = host("pg"); v = R.randint(0, 1)
    cols = ["id", "database_name", "sqlalchemy_uri", "password", "cache_timeout", "extra", "expose_in_sqllab", "allow_run_async", "encrypted_extra", "impersonate_user", "created_on", "changed_on", "uuid"]
    if v == 0:
        row = [R.randint(1, 99), "Orders DWH", f"postgresql://{u}:XXXXXXXXXX@{h}:5432/dwh", r.S(b64(rbytes(R.choice([32, 48])))), None, '{"allows_virtual_table_explore":true}', True, False, None, False, sqlts(d), r.K(sqlts(d)), r.K(uuid4())]
        r.P(u); r.P(h); r.K("XXXXXXXXXX")
        return r.row("dbs", cols, row, "encoded", "Apache Superset dbs table (masked URI, encrypted password)")
    row = [R.randint(1, 99), "BigQuery EU", "bigquery://acme-retail-dwh", None, None, "{}", True, False, r.S(b64(rbytes(R.choice([300, 420])))), False, sqlts(d), r.K(sqlts(d)), r.K(uuid4())]
    return r.row("dbs", cols, row, "encoded", "Apache Superset dbs table (encrypted_extra service account JSON)")
def t_n8n():
    r = Rec(); d = rdt()
    cols = ["id", "name", "data", "type", "createdAt", "updatedAt", "isManaged"]
    row = [rs(ALNUM, 16), pick(["Postgres account", "Slack OAuth2", "Gmail account", "HubSpot Private App"]), r.S("U2FsdGVkX1" + b64(rbytes(R.choice([96, 144, 208])))),
           pick(["postgres", "slackOAuth2Api", "gmailOAuth2", "hubspotAppToken"]), sqlts(d), r.K(sqlts(d)), False]
    return r.row("credentials_entity", cols, row, "encoded", "n8n credentials_entity table (CryptoJS AES 'U2FsdGVkX1' data)")
def t_metabase():
    r = Rec(); d = rdt(); v = R.randint(0, 2)
    if v == 0:
        loc, f, l = rp(); em = email_for(f, l, loc=loc)
        cols = ["id", "email", "first_name", "last_name", "password", "password_salt", "date_joined", "last_login", "is_superuser", "is_active", "reset_token", "reset_triggered", "locale", "sso_source"]
        row = [R.randint(1, 999), r.P(em), f, r.P(l) if len(l) >= 6 else l, r.S(h_bcrypt("$2a$", 10)), r.S(uuid4()), sqlts(d), r.K(sqlts(d)), False, True, None, None, loc, None]
        return r.row("core_user", cols, row, "hashes", "Metabase core_user table (bcrypt + password_salt)")
    if v == 1:
        cols = ["id", "user_id", "created_at", "anti_csrf_token", "key_hashed"]
        row = [r.S(uuid4()), R.randint(1, 999), r.K(sqlts(d)), r.S(hexs(32)), None]
        return r.row("core_session", cols, row, "no_key", "Metabase core_session table (session id is the bearer cookie)")
    cols = ["id", "created_at", "updated_at", "name", "details", "engine", "is_sample", "is_full_sync", "timezone"]
    det = {"host": host("pg"), "port": 5432, "dbname": "sales", "user": svc_user(), "password": pw_url_safe(), "ssl": True, "tunnel-enabled": False}
    r.P(det["host"]); r.P(det["user"]); r.S(det["password"])
    row = [R.randint(1, 99), sqlts(d), r.K(sqlts(d)), "Sales", json.dumps(det), "postgres", False, True, "Europe/Berlin"]
    return r.row("metabase_database", cols, row, "mixed", "Metabase metabase_database table (details JSON, unencrypted)")
def t_sentry_key():
    r = Rec(); d = rdt()
    cols = ["id", "project_id", "label", "public_key", "secret_key", "roles", "status", "date_added", "rate_limit_count", "rate_limit_window", "data"]
    row = [R.randint(1, 9999), R.randint(1, 999), "Default", r.K(hexs(32)), r.S(hexs(32)), 1, 0, r.K(sqlts(d)), None, None, '{"dynamicSdkLoaderOptions":{}}']
    return r.row("sentry_projectkey", cols, row, "no_key", "Sentry sentry_projectkey table (DSN public/secret key)")
def t_zabbix():
    r = Rec(); d = rdt(); v = R.randint(0, 3)
    if v == 0:
        loc, f, l = rp()
        cols = ["userid", "username", "name", "surname", "passwd", "url", "autologin", "autologout", "lang", "refresh", "theme", "attempt_failed", "attempt_ip", "attempt_clock", "rows_per_page", "timezone", "roleid"]
        pw = pick([h_bcrypt("$2y$", 10), hexs(32)])
        row = [R.randint(1, 999), r.P(username_for(f, l)), f, r.P(l) if len(l) >= 6 else l, r.S(pw), "", 0, "15m", "en_GB", "30s", "default", R.randint(0, 3), r.P(ip_priv()), r.K(str(epoch(d))), 50, "Europe/Warsaw", 3]
        return r.row("users", cols, row, "hashes", "Zabbix users table")
    if v == 1:
        cols = ["tokenid", "name", "description", "userid", "token", "lastaccess", "status", "expires_at", "created_at", "creator_userid"]
        row = [R.randint(1, 999), pick(["grafana-plugin", "ansible-inventory", "ticket-bridge"]), "", R.randint(1, 99), r.S(hexs(128)), epoch(d), 0, 0, r.K(str(epoch(d))), 1]
        return r.row("token", cols, row, "hashes", "Zabbix token table (sha512 of API token)")
    if v == 2:
        cols = ["globalmacroid", "macro", "value", "description", "type"]
        if R.random() < 0.5:
            row = [R.randint(1, 999), pick(["{$MSSQL.PASSWORD}", "{$VMWARE.PASSWORD}", "{$SNMP_COMMUNITY}"]), r.S(pw_url_safe()), "", r.K("1")]; cls = "key_unusual"
        else:
            row = [R.randint(1, 999), r.K(pick(["{$VAULT.TOKEN.PATH}", "{$PASSWORD.EXPIRY.DAYS}"])), pick(["secret/zabbix/mssql:password", "90"]), "", r.K("0")]; cls = "lookalike"
        return r.row("globalmacro", cols, row, cls, "Zabbix globalmacro table (type 1 = secret text)")
    cols = ["interfaceid", "hostid", "main", "type", "useip", "ip", "dns", "port", "available"]
    row = [R.randint(1, 9999), R.randint(10000, 99999), 1, 1, 1, r.P(ip_priv()), r.P(host()), "10050", 1]
    return r.row("interface", cols, row, "infra", "Zabbix interface table")
def t_nagios():
    r = Rec(); v = R.randint(0, 1)
    if v == 0:
        cols = ["command_id", "instance_id", "config_type", "object_id", "command_line"]
        u = svc_user(); p = pw_url_safe(); h = "$HOSTADDRESS$"
        cl = pick([f"$USER1$/check_mysql -H {h} -u {u} -p {p} -d shop", f"$USER1$/check_http -H {h} -S -a {u}:{p} -u /health", f"$USER1$/check_ldap -H {h} -b dc=corp,dc=example -D cn={u},ou=svc,dc=corp,dc=example -P {p}"])
        r.P(u); r.S(p)
        row = [R.randint(1, 999), 1, 1, R.randint(1, 9999), cl]
        return r.row("nagios_commands", cols, row, "positional", "Nagios NDOUtils nagios_commands table")
    cols = ["host_id", "instance_id", "config_type", "host_object_id", "alias", "display_name", "address", "check_interval", "max_check_attempts"]
    hn = host(); row = [R.randint(1, 999), 1, 1, R.randint(1, 9999), hn.split(".")[0], r.P(hn), r.P(ip_priv()), 5, 3]
    return r.row("nagios_hosts", cols, row, "infra", "Nagios NDOUtils nagios_hosts table")
def t_hangfire_job():
    r = Rec(); d = rdt(); loc, f, l = rp(); em = email_for(f, l, loc=loc); v = R.randint(0, 1)
    cols = ["Id", "StateId", "StateName", "InvocationData", "Arguments", "CreatedAt", "ExpireAt"]
    inv = json.dumps({"t": "Shop.Jobs.MailJobs, Shop.Jobs", "m": "SendPasswordReset", "p": ["System.String", "System.String"]}, separators=(",", ":"))
    if v == 0:
        tk = rs(B64URL, 64); args = json.dumps([json.dumps(em), json.dumps(tk)], separators=(",", ":"))
        r.P(em); r.S(tk); cls = "encoded"
    else:
        c = card(fmt="plain"); args = json.dumps([json.dumps(em), json.dumps(c), json.dumps(iban(grouped=False))], separators=(",", ":"))
        r.P(em); r.P(c); r.P(json.loads(json.loads(args)[2])); cls = "pii_locale"
    row = [R.randint(1000, 999999), R.randint(1000, 999999), r.K(pick(["Succeeded", "Failed", "Enqueued"])), inv, args, r.K(d.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]), None]
    return r.row("[HangFire].[Job]", cols, row, cls, "Hangfire SQL Server storage [HangFire].[Job] table (JSON-in-JSON Arguments)")
def t_lookalike_rows():
    r = Rec(); d = rdt(); v = R.randint(0, 4)
    if v == 0:
        cols = ["user_id", "is_password_set", "password_algorithm", "password_changed_at", "password_expires_days", "failed_password_attempts", "mfa_enabled", "last_login_at"]
        row = [R.randint(1, 99999), True, r.K(pick(["pbkdf2_sha256", "bcrypt", "argon2id", "scrypt"])), r.K(sqlts(d)), 90, R.randint(0, 4), True, r.K(sqlts(d + datetime.timedelta(days=3)))]
        return r.row("account_security_state", cols, row, "lookalike", "Application account security state table (password metadata only)")
    if v == 1:
        cols = ["key_id", "algorithm", "public_key", "created_at", "rotated_at", "status"]
        row = [r.K("kid-" + d.strftime("%Y%m") + "-" + hexs(6)), "RS256", r.K("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(rbytes(210))), r.K(sqlts(d)), None, "active"]
        return r.row("jwks_signing_keys", cols, row, "lookalike", "OIDC provider JWKS signing key table (public keys only)")
    if v == 2:
        cols = ["request_id", "trace_id", "span_id", "token_type", "expires_in", "scope", "status_code", "duration_ms"]
        row = [r.K(uuid4()), r.K(hexs(32)), r.K(hexs(16)), r.K("Bearer"), 3600, "orders:read", 200, R.randint(1, 900)]
        return r.row("oauth_token_audit", cols, row, "lookalike", "API gateway OAuth token issuance audit table (no token values)")
    if v == 3:
        cols = ["artifact", "version", "sha256", "size_bytes", "signed_by_key_id", "built_at", "commit_sha"]
        row = [pick(["orders-api.jar", "ledger-svc.tar.gz", "agent-win-x64.msi"]), r.K(f"2.{R.randint(0,20)}.{R.randint(0,9)}"), r.K(hexs(64)), R.randint(10**5, 10**8), r.K("0x" + hexs(16).upper()), r.K(sqlts(d)), r.K(hexs(40))]
        return r.row("release_artifacts", cols, row, "lookalike", "Release artifact registry table (content hashes, key ids)")
    cols = ["secret_name", "secret_ref", "last_rotated", "rotation_days", "owner_team", "token_count"]
    row = [r.K(pick(["orders-db-password", "stripe-api-key", "smtp-relay-credentials"])), r.K("vault:kv/data/" + pick(["orders", "payments", "mail"]) + "#" + pick(["password", "api_key"])), r.K(sqlts(d)), 30, "platform", R.randint(0, 9)]
    return r.row("secret_inventory", cols, row, "lookalike", "Secret-rotation inventory table (references only)")
def t_snowflake_qh():
    r = Rec(); d = rdt(); v = R.randint(0, 2); qid_ = f"01b{hexs(5)}-0{R.randint(100,999)}-{hexs(4)}-0000-{hexs(12)}"
    cols = ["QUERY_ID", "QUERY_TEXT", "DATABASE_NAME", "USER_NAME", "ROLE_NAME", "WAREHOUSE_NAME", "EXECUTION_STATUS", "ERROR_CODE", "ERROR_MESSAGE", "START_TIME", "TOTAL_ELAPSED_TIME", "ROWS_PRODUCED"]
    un = r.P(svc_user().upper())
    if v == 0:
        loc, f, l = rp(); em = email_for(f, l, loc=loc); c = card(fmt="plain")
        q = f"INSERT INTO RAW.PAYMENTS (ORDER_ID, EMAIL, PAN, CREATED_AT) VALUES ({R.randint(10**5,10**7)}, '{em}', '{c}', CURRENT_TIMESTAMP())"
        r.P(em); r.P(c); row = [r.K(qid_), q, "RAW", un, "LOADER", r.K("LOAD_WH"), r.K("SUCCESS"), None, None, r.K(d.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3] + " +0000"), R.randint(10, 9000), 1]; cls = "pii_locale"
    elif v == 1:
        p = pw_url_safe(); nu = svc_user().upper()
        q = f"CREATE USER {nu} PASSWORD = '{p}' DEFAULT_ROLE = TRANSFORMER MUST_CHANGE_PASSWORD = FALSE"
        r.P(nu); r.S(p); row = [r.K(qid_), q, None, un, "USERADMIN", None, r.K("SUCCESS"), None, None, r.K(d.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3] + " +0000"), R.randint(10, 900), 1]; cls = "positional"
    else:
        nu = svc_user().upper(); q = f"ALTER USER {nu} SET RSA_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(rbytes(120))}'"
        r.P(nu); r.K(q.split("'")[1]); row = [r.K(qid_), q, None, un, "SECURITYADMIN", None, r.K("SUCCESS"), None, None, r.K(d.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3] + " +0000"), R.randint(10, 900), 1]; cls = "lookalike"
    return r.row("SNOWFLAKE.ACCOUNT_USAGE.QUERY_HISTORY", cols, row, cls, "Snowflake ACCOUNT_USAGE.QUERY_HISTORY view")
def t_bigquery_jobs():
    r = Rec(); d = rdt(); loc, f, l = rp(); em = email_for(f, l, dom=pick(CORP_DOMAINS)); v = R.randint(0, 1)
    cols = ["creation_time", "project_id", "user_email", "job_id", "job_type", "statement_type", "state", "total_bytes_processed", "query", "error_result"]
    if v == 0:
        lo2, f2, l2 = rp(); cem = email_for(f2, l2, loc=lo2); ph = phone_nat(lo2)
        q = f"SELECT * FROM `acme-retail-dwh.crm.customers` WHERE email = '{cem}' OR phone = '{ph}'"
        r.P(cem); r.P(ph); cls = "pii_locale"
    else:
        p = pw_url_safe(); q = f"SELECT * FROM EXTERNAL_QUERY('acme-retail-dwh.eu.pg_orders', '''SELECT id FROM orders''') /* conn rotated pw {p} */"
        r.S(p); cls = "mixed"
    row = [r.K(d.strftime("%Y-%m-%d %H:%M:%S.%f UTC")), "acme-retail-dwh", r.P(em), r.K("bquxjob_" + hexs(8) + "_" + hexs(12)), "QUERY", "SELECT", r.K("DONE"), R.randint(10**6, 10**11), q, None]
    return r.row("region-eu.INFORMATION_SCHEMA.JOBS_BY_PROJECT", cols, row, cls, "BigQuery INFORMATION_SCHEMA.JOBS view")
def t_ch_querylog():
    r = Rec(); d = rdt(); loc, f, l = rp(); em = email_for(f, l, loc=loc)
    cols = ["type", "event_time", "query_duration_ms", "read_rows", "query_id", "query", "user", "address", "initial_user", "exception_code"]
    q = f"SELECT * FROM shop.customers WHERE email = '{em}' LIMIT 1"; r.P(em)
    row = [r.K("QueryFinish"), r.K(sqlts(d)), R.randint(1, 9000), R.randint(1, 10**7), r.K(uuid4()), q, r.P(svc_user()), "::ffff:" + r.P(ip_priv()), "default", 0]
    return r.row("system.query_log", cols, row, "pii_locale", "ClickHouse system.query_log table")
def t_sf_loginhistory():
    r = Rec(); d = rdt()
    cols = ["Id", "UserId", "LoginTime", "LoginType", "SourceIp", "LoginUrl", "Browser", "Platform", "Status", "Application", "ApiType", "CountryIso"]
    row = [r.K("0Ya" + rs(ALNUM, 15)), "005" + rs(ALNUM, 15), r.K(d.strftime("%Y-%m-%dT%H:%M:%S.000+0000")), "Application", r.P(ip_pub()), r.P(pick(["acme-retail.my.salesforce.com", "login.salesforce.com"]) if False else "acme-retail.my.salesforce.com"),
           "Chrome 122", "Windows 10", r.K(pick(["Success", "Invalid Password", "Failed: Computer activation required"])), "Browser", None, pick(["DE", "PL", "FR", "NL"])]
    return r.row("LoginHistory", cols, row, "infra", "Salesforce LoginHistory object (SOQL export)")
def t_kafka_configs_topic():
    r = Rec(); d = rdt()
    cols = ["topic", "partition", "offset", "timestamp", "key", "value"]
    cfg = {"properties": {"connector.class": "io.debezium.connector.mysql.MySqlConnector", "database.hostname": host("db"), "database.user": svc_user(), "database.password": password(1), "topic.prefix": "shop"}}
    r.P(cfg["properties"]["database.hostname"]); r.P(cfg["properties"]["database.user"]); r.S(cfg["properties"]["database.password"])
    row = [r.K("connect-configs"), 0, r.K(str(R.randint(100, 99999))), r.K(str(epoch_ms(d))), "connector-shop-mysql-cdc", json.dumps(cfg)]
    return r.row("connect-configs", cols, row, "mixed", "Kafka Connect config storage topic record (kcat -C -J)")
def t_stripe_events_table():
    r = Rec(); d = rdt(); loc, f, l = rp(); em = email_for(f, l, loc=loc)
    cols = ["id", "type", "api_version", "created", "livemode", "payload", "processed_at"]
    pl = {"object": {"id": "cus_" + rs(ALNUM, 14), "object": "customer", "email": em, "name": f"{f} {l}", "phone": phone_nat(loc), "invoice_settings": {"default_payment_method": "pm_" + rs(ALNUM, 24)}}}
    r.P(em); r.P(pl["object"]["phone"])
    row = [r.K("evt_" + rs(ALNUM, 24)), r.K("customer.updated"), "2023-10-16", epoch(d), True, json.dumps(pl), r.K(sqlts(d))]
    return r.row("stripe_webhook_events", cols, row, "pii_locale", "Application table storing Stripe webhook events (payload JSON)")
def t_pii_rows():
    r = Rec(); d = rdt(); kind, val = nid(); loc = NID_LOC[kind]; _, f, l = rp(loc)
    cols = ["customer_id", "full_name", "national_id", "id_type", "iban", "mobile", "email", "kyc_status", "verified_at"]
    row = [R.randint(10**5, 10**7), r.P(f"{f} {l}"), r.P(val), r.K(kind.upper()), r.P(iban_for(loc)), r.P(phone_nat(loc)), r.P(email_for(f, l, loc=loc)), r.K("VERIFIED"), r.K(sqlts(d))]
    return r.row("kyc_customers", cols, row, "pii_locale", "Fintech KYC customer table (check-digit national ids, IBAN)")

# ================================================================= EXTRA HASH / PII / CLEAN TEMPLATES
def t_dovecot_users():
    r = Rec(); lines = []
    for _ in range(R.randint(2, 3)):
        loc, f, l = person(); em = email_for(f, l, dom=pick(CORP_DOMAINS))
        h = pick(["{SHA512-CRYPT}" + h_sha512crypt(), "{BLF-CRYPT}" + h_bcrypt("$2y$", 5), "{ARGON2ID}" + h_argon2id(), "{SSHA256}" + b64(rbytes(40))])
        lines.append(f"{r.P(em)}:{r.S(h)}:{R.randint(5000,5999)}:{R.randint(5000,5999)}::/var/vmail/{em.split('@')[1]}/{em.split('@')[0]}::userdb_quota_rule=*:storage=2G")
    return r.block(lines, "hashes", "Dovecot passwd-file userdb/passdb (/etc/dovecot/users)")
def t_pwdump():
    r = Rec(); lines = [f"[*] Target system bootKey: 0x{r.K(hexs(32))}", "[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)"]
    for name, rid in [("Administrator", 500), ("Guest", 501), (username_for(*person()[1:]), R.randint(1001, 1010)), (svc_user(), R.randint(1011, 1020))]:
        nt = h_ntlm() if name != "Guest" else "31d6cfe0d16ae931b73c59d7e0c089c0"
        ln = f"{name}:{rid}:aad3b435b51404eeaad3b435b51404ee:{nt}:::"
        if name != "Guest": r.S(nt)
        if name not in ("Administrator", "Guest") and len(name) >= 6: r.P(name)
        lines.append(ln)
    r.K("aad3b435b51404eeaad3b435b51404ee"); r.K("31d6cfe0d16ae931b73c59d7e0c089c0")
    return r.block(lines, "hashes", "Impacket secretsdump.py output in incident-response ticket (SAM NTLM hashes)")
def t_htpasswd():
    r = Rec(); lines = []
    for _ in range(3):
        u = username_for(*person()[1:]); lines.append(f"{r.P(u)}:{r.S(pick([h_md5crypt('$apr1$'), h_bcrypt('$2y$', 5), '{SHA}' + b64(rbytes(20))]))}")
    return r.block(lines, "hashes", "Apache htpasswd file (apr1 / bcrypt / {SHA}) attached to a ticket")
def t_jira_cwd_user():
    r = Rec(); loc, f, l = ascii_fold(person()[1]), None, None
    lc, fn, ln = rp(); em = email_for(fn, ln, loc=lc); un = username_for(fn, ln); d = rdt()
    cols = ["ID", "directory_id", "user_name", "lower_user_name", "active", "created_date", "updated_date", "first_name", "last_name", "display_name", "email_address", "credential", "external_id"]
    row = [R.randint(10000, 99999), 1, r.P(un), un.lower(), 1, sqlts(d), r.K(sqlts(d)), fn, r.P(ln) if len(ln) >= 6 else ln, f"{fn} {ln}", r.P(em), r.S(h_pkcs5s2()), r.K(uuid4())]
    return r.row("cwd_user", cols, row, "hashes", "Atlassian Jira/Confluence cwd_user table ({PKCS5S2} credential)")
def t_df_head():
    r = Rec(); d = rdt(); lines = [f"{r.K(af_ts(d))} {{logging_mixin.py:188}} INFO -     customer_id           name                      iban            phone"]
    for i in range(3):
        loc, f, l = person(pick(["de", "fr", "es", "it", "pl", "nl", "be", "pt" if False else "fi"]))
        ib = iban(pick(["DE", "FR", "ES", "IT", "PL", "NL", "BE", "FI"]), grouped=False); ph = phone_nat(loc)
        lines.append(f"{i}        {R.randint(10**5, 10**6)}  {r.P(ascii_fold(f + ' ' + l)):<24}  {r.P(ib)}  {r.P(ph)}")
    lines.append(f"{af_ts(d)} {{logging_mixin.py:188}} INFO - [3 rows x 4 columns]")
    return r.block(lines, "pii_locale", "Apache Airflow task log printing a pandas DataFrame head()")
def t_spark_show():
    r = Rec(); rows = []
    for _ in range(3):
        kind, v = nid(pick(["es_dni", "pl_pesel", "nl_bsn", "fr_nir", "se_pnr", "fi_hetu", "it_cf", "be_nn", "no_fnr", "in_aadhaar", "br_cpf", "cn_rid"]))
        if " " in v: v = v.replace(" ", "")
        loc = NID_LOC[kind]; _, f, l = person(loc); em = email_for(f, l, loc=loc)
        rows.append((kind, v, em))
    w1 = max(len(x[1]) for x in rows); w2 = max(len(x[2]) for x in rows); w0 = max(len(x[0]) for x in rows)
    sep = f"+{'-'*(w0)}+{'-'*w1}+{'-'*w2}+"
    lines = [sep, f"|{'id_type':<{w0}}|{'national_id':<{w1}}|{'email':<{w2}}|", sep]
    for k, v, e in rows: lines.append(f"|{k:<{w0}}|{r.P(v):<{w1}}|{r.P(e):<{w2}}|")
    lines += [sep, "only showing top 3 rows"]
    return r.block(lines, "pii_locale", "Apache Spark DataFrame.show() output in driver stdout")
def t_pii_gateway():
    r = Rec(); d = rdt(); kind, val = nid(); loc = NID_LOC[kind]; _, f, l = person(loc)
    text = (f"{r.K(iso_us(d))}  INFO kyc_gateway::verify{{request_id={r.K(uuid4())} provider=\"idnow\"}}: kyc::provider: verification requested "
            f"document_type={kind} document_number=\"{r.P(val)}\" holder=\"{r.P(f + ' ' + l)}\" iban=\"{r.P(iban_for(loc))}\" card_pan={r.P(card(fmt='plain'))}")
    return r.line(text, "pii_locale", "Rust tracing-subscriber fmt (Full format) KYC service log")
CLEAN = [
    ("{ts_tc} INFO [main] org.apache.catalina.startup.Catalina.start Server startup in [{n} milliseconds]", "tc", "Apache Tomcat catalina.out"),
    ("{ts_tc} INFO [main] org.apache.coyote.AbstractProtocol.start Starting ProtocolHandler [\"http-nio-8080\"]", "tc", "Apache Tomcat catalina.out"),
    ("info: Microsoft.Hosting.Lifetime[14]\n      Now listening on: http://[::]:80{s}{s2}", None, "ASP.NET Core / Kestrel console logger output"),
    ("{kc} INFO [orders-sink|task-0] Committing offsets asynchronously using sequence number {n}: {{pg.orders.order_lines-0=OffsetAndMetadata{{offset={n2}, leaderEpoch=null, metadata=''}}}} (org.apache.kafka.connect.runtime.WorkerSinkTask:357)", "kc", "Kafka Connect worker log"),
    ("{wf} INFO  org.apache.flink.runtime.executiongraph.ExecutionGraph       [] - Job orders-agg ({h32}) switched from state RUNNING to FINISHED.", "wf", "Apache Flink JobManager log"),
    ("{wf} INFO  [org.jboss.as] (Controller Boot Thread) WFLYSRV0025: WildFly Full 31.0.1.Final (WildFly Core 23.0.3.Final) started in {n}ms - Started 512 of 733 services (371 services are lazy, passive or on-demand)", "wf", "WildFly / JBoss EAP server.log"),
    ("Apply complete! Resources: {s} added, {s2} changed, 0 destroyed.", None, "Terraform apply output"),
    ("{af} {{taskinstance.py:1138}} INFO - Marking task as SUCCESS. dag_id=orders_daily, task_id=load_orders, execution_date=20240310T000000, start_date=20240311T010203, end_date=20240311T010731", "af", "Apache Airflow task log"),
    ("I/ActivityManager: Displayed com.example.mybank/.ui.MainActivity: +{s}{s2}2ms", None, "Android logcat brief format"),
    ("{ch} [ {n} ] {{}} <Information> Application: Ready for connections.", "ch", "ClickHouse server log"),
    ("{{\"@timestamp\":\"{iso}\", \"log.level\": \"INFO\", \"message\":\"[orders-2024.03][0] update_mapping [_doc]\", \"ecs.version\": \"1.2.0\",\"service.name\":\"ES_ECS\",\"event.dataset\":\"elasticsearch.server\",\"log.logger\":\"org.elasticsearch.cluster.metadata.MetadataMappingService\"}}", "iso", "Elasticsearch server log (ECS JSON)"),
    ("{{\"t\":{{\"$date\":\"{mdate}\"}},\"s\":\"I\",\"c\":\"STORAGE\",\"id\":22430,\"ctx\":\"Checkpointer\",\"msg\":\"WiredTiger message\",\"attr\":{{\"message\":\"[{n}:{n2}][1:0x7f]: [WT_VERB_CHECKPOINT_PROGRESS] saving checkpoint snapshot min: {n}, snapshot max: {n}\"}}}}", "mdate", "MongoDB 4.4+ structured JSON log"),
    ("{wf} INFO   Postgres|dbserver1|snapshot  Snapshot completed   [io.debezium.pipeline.source.AbstractSnapshotChangeEventSource]", "wf", "Debezium connector log"),
    ("[Pipeline] End of Pipeline\nFinished: SUCCESS", None, "Jenkins Pipeline console output"),
    ("{hc} [INFO]  agent.server.raft: entering follower state: follower=\"Node at [::]:8300 [Follower]\" leader-address= leader-id=", "hc", "HashiCorp Consul agent log"),
    ("{hc} [WARN]  nomad.heartbeat: node TTL expired: node_id={u} ttl=19.8s", "hc", "HashiCorp Nomad server log"),
    ("{ts} fail2ban.server         [{n}]: INFO    Starting Fail2ban v1.0.2", "f2b", "fail2ban.log"),
    ("{spark} INFO DAGScheduler: Job {s} finished: count at OrdersAgg.scala:88, took {s}.{n} s", "spark", "Apache Spark driver log"),
    ("{iso} 200 GET /healthz 0.812ms trace_id={h32}", "iso", "Rust tracing-subscriber fmt (compact)"),
    ("{elx} [info] Running ShopWeb.Endpoint with Bandit 1.4.2 at :::4000 (http)", "elx", "Elixir Logger console backend (Phoenix)"),
]
def t_clean():
    r = Rec(); d = rdt(); tpl, kind, src = pick(CLEAN)
    vals = {"ts_tc": tc_ts(d), "kc": kc_ts(d), "wf": wf_ts(d), "af": af_ts(d), "ch": ch_ts(d), "iso": iso_ms(d), "mdate": d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond//1000:03d}+00:00",
            "hc": hclog_ts(d), "ts": d.strftime("%Y-%m-%d %H:%M:%S,") + f"{d.microsecond//1000:03d}", "spark": spark_ts(d), "elx": d.strftime("%H:%M:%S.") + f"{d.microsecond//1000:03d}",
            "n": R.randint(100, 99999), "n2": R.randint(100, 99999), "s": R.randint(1, 9), "s2": R.randint(0, 9), "h32": hexs(32), "u": uuid4()}
    text = tpl.format(**vals)
    for k in ("ts_tc", "kc", "wf", "af", "ch", "iso", "hc", "ts", "spark", "elx"):
        if "{" + k + "}" in tpl: r.K(vals[k])
    if "{mdate}" in tpl: r.K(vals["mdate"])
    if "{h32}" in tpl: r.K(vals["h32"])
    if "{u}" in tpl: r.K(vals["u"])
    for code in ("WFLYSRV0025", "WT_VERB_CHECKPOINT_PROGRESS", "Finished: SUCCESS", "RUNNING to FINISHED", "Ready for connections", "Marking task as SUCCESS", "Now listening on"):
        if code in text: r.K(code)
    if "\n" in text: return r.block(text.split("\n"), "clean", src)
    return r.line(text, "clean", src)
def t_moodle_plugins():
    r = Rec(); plugin, name = pick([("auth_ldap", "bind_pw"), ("enrol_database", "dbpass"), ("auth_db", "pass"), ("auth_cas", "bind_pw"), ("tool_objectfs", "s3_secret"), ("local_sms", "api_schluessel")])
    cols = ["id", "plugin", "name", "value"]
    row = [R.randint(1, 9000), plugin, name, r.S(pw_url_safe() if "s3" not in name else tok("aws_secret").replace("/", "x").replace("+", "y"))]
    return r.row("mdl_config_plugins", cols, row, "key_unusual", "Moodle mdl_config_plugins table (auth/enrol plugin settings)")
def t_odoo_studio():
    r = Rec(); d = rdt(); loc, f, l = rp()
    k = pick(["x_studio_kennwort", "x_studio_mot_de_passe", "x_studio_haslo", "x_studio_zugangscode", "x_studio_clave_portal"])
    cols = ["id", "x_name", "x_studio_partner_id", "x_studio_portal_url", "x_studio_benutzer", k, "create_date", "write_date"]
    row = [R.randint(1, 900), f"Portal {pick(['DHL', 'DATEV', 'ELSTER', 'Allegro', 'La Poste'])}", R.randint(3, 9000), "https://" + pick(["portal.dhl-geschaeftskunden.example", "kunden.datev-portal.example", "sprzedaz.allegro-firma.example"]),
           r.P(email_for(f, l, dom=pick(CORP_DOMAINS))), r.S(password(pick([0, 1, 4]))), sqlts(d), r.K(sqlts(d))]
    return r.row("x_zugangsdaten", cols, row, "key_unusual", "Odoo Studio custom model table (x_studio_* fields)")
def t_airflow_variable():
    r = Rec(); k = pick(["sftp_partner_kennwort", "dhl_api_geheimnis", "allegro_klucz", "sap_rfc_mdp", "erp_contrasena", "bi_tableau_pat"])
    v = tok("rand32") if "pat" in k or "klucz" in k else password(pick([0, 1, 3]))
    cols = ["id", "key", "val", "description", "is_encrypted"]
    row = [R.randint(1, 400), k, r.S(v), None, False]
    return r.row("variable", cols, row, "key_unusual", "Apache Airflow metadata DB variable table (is_encrypted = false)")
def t_vault_kv_unusual():
    r = Rec(); d = rdt(); k1, k2 = pick([("benutzer", "kennwort"), ("utilisateur", "mot_de_passe"), ("uzytkownik", "haslo"), ("usuario", "contrasena"), ("gebruiker", "wachtwoord")])
    ent = {"time": r.K(iso_us(d)), "type": "response", "auth": {"client_token": r.K(hmac_v()), "accessor": r.K(hmac_v()), "display_name": "approle", "token_type": "service"},
           "request": {"id": r.K(uuid4()), "operation": "read", "mount_type": "kv", "path": "kv/data/legacy/erp", "remote_address": r.P(ip_priv())},
           "response": {"mount_type": "kv", "data": {"data": {k1: r.P(svc_user()), k2: r.S(password(pick([0, 1, 4]))), "pin": r.S(digits(6))}}}}
    return r.line(json.dumps(ent, separators=(",", ":")), "key_unusual", "HashiCorp Vault file audit device JSON (audit-non-hmac-response-keys set for legacy keys)")
def t_ios_cfglog():
    r = Rec(); d = rdt(); sw = host(pick(["core-sw", "rtr", "dist-sw"]), False); adm = username_for(*person()[1:]); nu = username_for(*person()[1:]); v = R.randint(0, 2)
    if v == 0: cmd = f"username {r.P(nu)} privilege 15 secret 9 {r.S(h_cisco9())}"
    elif v == 1: cmd = f"enable secret 8 {r.S(h_cisco8())}"
    else: cmd = f"username {r.P(nu)} privilege 1 secret 5 {r.S(h_md5crypt())}"
    text = f"{R.randint(1000, 999999)}: {r.P(sw)}: {r.K(d.strftime('%b %d %H:%M:%S.') + f'{d.microsecond//1000:03d}')} CET: {r.K('%PARSER-5-CFGLOG_LOGGEDCMD')}: User:{r.P(adm)}  logged command:{cmd}"
    return r.line(text, "hashes", "Cisco IOS syslog %PARSER-5-CFGLOG_LOGGEDCMD (archive log config)")

# ================================================================= REGISTRY / MAIN
REGISTRY = [
    # network & security devices
    (t_asa_conn, 4), (t_asa_user, 5), (t_asa_config, 3), (t_ios_config, 6), (t_junos_flow, 3), (t_junos_login, 3), (t_junos_config, 3),
    (t_pan_traffic, 3), (t_pan_gp, 2), (t_pan_xml, 2), (t_f5_ltm, 3), (t_f5_apm, 3), (t_f5_conf, 2), (t_forti_traffic, 3), (t_forti_event, 3), (t_forti_conf, 3),
    (t_pfsense_filter, 3), (t_pfsense_auth, 2), (t_pfsense_xml, 2), (t_openvpn, 5), (t_openvpn_mgmt, 2), (t_openvpn_ovpn, 2), (t_wg_conf, 2), (t_wg_show, 2), (t_wg_kernel, 2),
    (t_strongswan, 4), (t_ipsec_secrets, 2), (t_fail2ban, 3),
    # windows
    (t_win4624_xml, 3), (t_win4625_text, 2), (t_win4688, 7), (t_sysmon1, 3), (t_sysmon3, 2), (t_ps_transcript, 2), (t_ps_4104, 3), (t_iis, 7),
    (t_ldapsearch, 3), (t_slapd, 2), (t_ldif, 3), (t_ad_2889, 2), (t_ldap3_debug, 2),
    # mail / dns / dhcp
    (t_postfix, 6), (t_postfix_debug, 2), (t_dovecot, 5), (t_exim, 3), (t_bind, 3), (t_bind_key, 2), (t_unbound, 2), (t_dhcpd, 3), (t_kea, 2), (t_windhcp, 2),
    # java / .net
    (t_tomcat_args, 5), (t_tomcat_severe, 3), (t_tomcat_access, 3), (t_tomcat_users, 2), (t_weblogic, 4), (t_weblogic_conf, 3), (t_wildfly, 5), (t_spring_env, 6),
    (t_kestrel, 6), (t_serilog, 7), (t_hangfire_log, 2),
    # hashicorp / devops
    (t_vault_audit, 6), (t_vault_init, 2), (t_vault_server, 3), (t_consul, 5), (t_nomad, 3), (t_terraform_plan, 2), (t_terraform_debug, 5), (t_terraform_output, 2),
    (t_ansible, 5), (t_jenkins, 6), (t_github_webhook, 3), (t_gitlab_webhook, 2), (t_argocd, 4), (t_helm, 3),
    # idp / saas
    (t_okta, 4), (t_azuread, 4), (t_auth0, 3), (t_keycloak_event, 4), (t_salesforce, 3), (t_hubspot, 3), (t_stripe, 4), (t_twilio, 3), (t_sendgrid, 3), (t_segment, 4),
    # data platforms
    (t_airflow, 6), (t_spark, 6), (t_flink, 4), (t_kafka_connect, 5), (t_debezium, 4), (t_elasticsearch, 5), (t_opensearch, 2), (t_mongodb, 5), (t_mongo_uri, 2),
    (t_cassandra, 3), (t_clickhouse, 4), (t_dbt, 4),
    # mobile / runtimes
    (t_logcat, 6), (t_unified, 4), (t_go_panic, 2), (t_go_panic2, 2), (t_rust_tracing, 4), (t_elixir, 5), (t_py_locals, 4), (t_node_report, 2), (t_node_crash, 2),
    # extra
    (t_dovecot_users, 2), (t_pwdump, 2), (t_htpasswd, 1), (t_df_head, 3), (t_spark_show, 2), (t_pii_gateway, 3), (t_clean, 42), (t_vault_kv_unusual, 3), (t_ios_cfglog, 4),
    # rows
    (t_mage_admin, 4), (t_mage_customer, 5), (t_mage_oauth, 4), (t_mage_config, 5), (t_odoo_users, 4), (t_odoo_partner, 5), (t_odoo_param, 4),
    (t_moodle_user, 5), (t_moodle_config, 5), (t_moodle_tokens, 3), (t_nc_users, 4), (t_nc_appconfig, 4), (t_nc_authtoken, 3), (t_mastodon_users, 4), (t_mastodon_tokens, 4),
    (t_discourse, 5), (t_redmine_users, 5), (t_redmine_tokens, 4), (t_redmine_email, 3), (t_jenkins_creds, 4), (t_airflow_conn, 6), (t_grafana, 6), (t_grafana_apikey, 2),
    (t_superset, 3), (t_n8n, 3), (t_metabase, 5), (t_sentry_key, 3), (t_zabbix, 7), (t_nagios, 4), (t_hangfire_job, 4), (t_lookalike_rows, 10), (t_snowflake_qh, 6),
    (t_bigquery_jobs, 4), (t_ch_querylog, 3), (t_sf_loginhistory, 3), (t_kafka_configs_topic, 2), (t_stripe_events_table, 2), (t_pii_rows, 8), (t_jira_cwd_user, 3), (t_moodle_plugins, 4), (t_odoo_studio, 3), (t_airflow_variable, 4),
]

def generate():
    out, retries, seen = [], 0, set()
    for fn, n in REGISTRY:
        for _ in range(n):
            for attempt in range(200):
                rec = fn(); errs = validate(rec)
                key = json.dumps([rec.get("text"), rec.get("lines"), rec.get("row")])
                if key in seen: errs = errs + ["duplicate record"]
                if not errs: break
                retries += 1
                if os.environ.get("DEBUG"): print(fn.__name__, errs[:3], file=sys.stderr)
            else:
                raise SystemExit(f"{fn.__name__}: could not produce a valid record: {errs}")
            seen.add(key); out.append(rec)
    R.shuffle(out)
    return out, retries

def main():
    recs, retries = generate()
    path = os.path.join(HERE, "dev.jsonl")
    with open(path, "w", encoding="utf-8") as fh:
        for rec in recs: fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    from collections import Counter
    kinds = Counter(r["kind"] for r in recs); classes = Counter(r["class"] for r in recs)
    nvals = sum(len(r["secrets"]) + len(r["private"]) for r in recs); nkeep = sum(len(r["keep"]) for r in recs)
    print(f"wrote {len(recs)} records to {path} (regenerated {retries} invalid drafts)")
    print("kinds:", dict(kinds)); print("classes:", dict(sorted(classes.items())))
    print(f"planted secret+private values: {nvals}  (secrets {sum(len(r['secrets']) for r in recs)}, private {sum(len(r['private']) for r in recs)}); keep values: {nkeep}")
    print("sources:", len(set(r["source"] for r in recs)))

if __name__ == "__main__":
    main()
