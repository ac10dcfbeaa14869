#!/usr/bin/env python3
"""corpus27 synthetic value generators.

Every value is drawn from random.Random("corpus27|<purpose>|<n>") so that runs are
reproducible.  Values describe no real person, credential or host: host names live
under reserved names (*.example, *.test, *.invalid, example.com/net/org), addresses are
RFC 1918 / RFC 5737 / RFC 3849 / ULA, MACs are locally administered, phones come from
ranges reserved for fiction, cards use documented test prefixes, and tokens are random.

`python3 synthlib.py` runs the self-tests (check-digit algorithms against published
valid examples, derived_forms sanity).
"""
import base64
import ipaddress
import json
import random
import string
import urllib.parse

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rng(purpose, n):
    return random.Random(f"corpus27|{purpose}|{n}")


def _s(r, alphabet, k):
    return "".join(r.choice(alphabet) for _ in range(k))


# ---------------------------------------------------------------- names / people
GIVEN = {
    "de": ["Jörg", "Sabine", "Ulrike", "Matthias", "Björn", "Änne"],
    "fr": ["Amélie", "François", "Hélène", "Benoît", "Gaëlle", "Loïc"],
    "es": ["Begoña", "Íñigo", "Nuria", "Sebastián", "Maité", "Ramón"],
    "pl": ["Łucja", "Grzegorz", "Zofia", "Wojciech", "Bożena", "Jędrzej"],
    "sv": ["Åsa", "Pär", "Linnéa", "Göran", "Maja", "Örjan"],
    "fi": ["Aino", "Väinö", "Kerttu", "Eetu", "Siiri", "Jyrki"],
    "ru": ["Светлана", "Дмитрий", "Ольга", "Аркадий", "Ксения", "Тимофей"],
    "el": ["Ελένη", "Γιώργος", "Δήμητρα", "Νικόλαος", "Αθηνά", "Σπύρος"],
    "ja": ["陽菜", "蓮", "結衣", "湊", "葵", "大和"],
    "nl": ["Anouk", "Joost", "Femke", "Sjoerd", "Lieke", "Bram"],
}
FAMILY = {
    "de": ["Weißmüller", "Oberhäuser", "Kranzbühler", "Dörrfeld", "Liebknecht-Sand", "Quastler"],
    "fr": ["Duvalière", "d'Aubigné-Lefébvre", "Pommeraie", "Chastenet", "Brossolette", "Vauquelin"],
    "es": ["Ibarrondo", "Peñalosa", "Castañeda Ruiz", "Olabarría", "Zubiaurre", "Méndez-Trujillo"],
    "pl": ["Wróblewska", "Szczęśniak", "Kołodziej", "Grzybowski", "Żmijewska", "Pietrzykowski"],
    "sv": ["Lindqvist", "Åkerlund", "Bergström", "Östlund", "Sjöholm", "Hägglöf"],
    "fi": ["Kivistö", "Mäkeläinen", "Hyvärinen", "Laaksonen", "Räsänen", "Peltonen"],
    "ru": ["Воронцова", "Кузнецов", "Белоусова", "Замятин", "Орлова", "Лебедев"],
    "el": ["Παπαδοπούλου", "Κωνσταντίνου", "Αλεξίου", "Μαυρίδης", "Σταθοπούλου", "Καραγιάννης"],
    "ja": ["高橋", "渡辺", "小林", "佐々木", "山本", "中村"],
    "nl": ["van der Sluijs", "Bakhuizen", "de Wijngaert", "Oosterhout", "Verbeek", "Hoogendijk"],
}
LOCALES = list(GIVEN)
TRANS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e", "ç": "c",
                       "ë": "e", "ï": "i", "í": "i", "ñ": "n", "á": "a", "ó": "o", "ł": "l",
                       "ę": "e", "ż": "z", "ą": "a", "ś": "s", "å": "a", "Å": "a", "Ä": "ae",
                       "Ö": "o", "Í": "i", "Ł": "l", "Ż": "z", "Ö": "o", " ": "", "-": ""})
MAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example", "post.test", "kunden.example"]


def person(n, locale=None):
    r = rng("person", n)
    loc = locale or LOCALES[n % len(LOCALES)]
    g = r.choice(GIVEN[loc])
    f = r.choice(FAMILY[loc])
    if loc in ("ja",):
        full = f + " " + g
    else:
        full = g + " " + f
    if loc in ("ru", "el", "ja"):
        local = r.choice(["svetla", "dmitri", "eleni", "giorgos", "hina", "ren", "yui", "aoi"]) + str(r.randint(10, 99))
    else:
        local = (g.lower().translate(TRANS) + "." + f.split()[0].lower().translate(TRANS))
    local = "".join(c for c in local if c.isascii() and (c.isalnum() or c == "."))
    email = f"{local}@{r.choice(MAIL_DOMAINS)}"
    return {"locale": loc, "given": g, "family": f, "name": full, "email": email,
            "phone": phone(n, loc), "birth": birth_date(n), "address": address(n, loc)}


def phone(n, loc=None):
    """Numbers in ranges reserved for drama/fiction or documentation."""
    r = rng("phone", n)
    k = r.randint(0, 999)
    choice = loc or ["gb", "us", "fr", "au", "de"][n % 5]
    if choice in ("gb", "nl", "fi", "sv"):
        national = f"07700 900{k:03d}"
        intl = f"+44 7700 900{k:03d}"
    elif choice in ("us", "ja"):
        national = f"(202) 555-01{k % 100:02d}"
        intl = f"+1-202-555-01{k % 100:02d}"
    elif choice in ("fr", "es", "el"):
        national = f"01 99 00 {k // 10 % 100:02d} {k % 100:02d}"
        intl = f"+33 1 99 00 {k // 10 % 100:02d} {k % 100:02d}"
    elif choice in ("au",):
        national = f"0491 570 {k % 1000:03d}"
        intl = f"+61 491 570 {k % 1000:03d}"
    else:  # de, pl, ru: German range reserved for drama 0176 / 030 23125 xxx
        national = f"030 23125{k:03d}"
        intl = f"+49 30 23125{k:03d}"
    return intl if n % 2 else national


def birth_date(n):
    r = rng("birth", n)
    return f"{r.randint(1950, 2001)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


STREETS = {
    "de": ("Lindenallee", "{no}", "{zip} Musterstadt"),
    "fr": ("rue des Glycines", "{no}", "{zip} Villefictive"),
    "es": ("Calle de la Almendra", "{no}", "{zip} Villaficticia"),
    "pl": ("ul. Jaśminowa", "{no}", "{zip} Przykładowo"),
    "sv": ("Björkvägen", "{no}", "{zip} Exempelby"),
    "fi": ("Koivukuja", "{no}", "{zip} Esimerkkilä"),
    "ru": ("ул. Примерная", "д. {no}", "{zip} Образцово"),
    "el": ("Οδός Παραδείγματος", "{no}", "{zip} Υποθετική"),
    "ja": ("架空町", "{no}-{no2}", "〒{zip}"),
    "nl": ("Voorbeeldstraat", "{no}", "{zip} Fictiefdorp"),
}


def address(n, loc="de"):
    r = rng("address", n)
    st, no, city = STREETS.get(loc, STREETS["de"])
    no_v = str(r.randint(2, 180))
    zip_v = f"{r.randint(10000, 99999)}"
    if loc == "pl":
        zip_v = f"{r.randint(10, 99)}-{r.randint(100, 999)}"
    if loc == "nl":
        zip_v = f"{r.randint(1000, 9999)} {r.choice('ABCDEFGH')}{r.choice('KLMNPRST')}"
    if loc == "ja":
        zip_v = f"{r.randint(100, 999)}-{r.randint(1000, 9999)}"
    return f"{st} {no.format(no=no_v, no2=r.randint(1, 30))}, {city.format(zip=zip_v)}"


# ---------------------------------------------------------------- national ids
def dni_letter(num):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23]


def dni(n):
    r = rng("dni", n)
    num = r.randint(10000000, 99999999)
    return f"{num}{dni_letter(num)}"


def bsn_valid(s):
    if len(s) != 9 or not s.isdigit():
        return False
    total = sum(int(d) * w for d, w in zip(s[:8], range(9, 1, -1))) - int(s[8])
    return total % 11 == 0


def bsn(n):
    r = rng("bsn", n)
    while True:
        s = str(r.randint(100000000, 699999999))
        if bsn_valid(s):
            return s


def pesel_check(s10):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(s10, w)) % 10) % 10


def pesel(n):
    r = rng("pesel", n)
    y, m, d = r.randint(50, 99), r.randint(1, 12), r.randint(1, 28)
    s10 = f"{y:02d}{m:02d}{d:02d}{r.randint(0, 9999):04d}"
    return s10 + str(pesel_check(s10))


def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


def luhn_ok(s):
    digits = "".join(c for c in s if c.isdigit())
    return luhn_digit(digits[:-1]) == int(digits[-1])


def personnummer(n):
    r = rng("personnummer", n)
    s9 = f"{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(200, 999):03d}"
    return f"{s9[:6]}-{s9[6:]}{luhn_digit(s9)}"


def hetu(n):
    r = rng("hetu", n)
    d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(50, 99)
    ind = r.randint(2, 899)
    num = int(f"{d:02d}{m:02d}{y:02d}{ind:03d}")
    return f"{d:02d}{m:02d}{y:02d}-{ind:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31]}"


def national_id(n):
    kind = ["dni", "bsn", "pesel", "personnummer", "hetu"][n % 5]
    return kind, {"dni": dni, "bsn": bsn, "pesel": pesel, "personnummer": personnummer, "hetu": hetu}[kind](n)


def iban_check(country, bban):
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return f"{98 - int(num) % 97:02d}"


def iban_valid(iban):
    s = iban.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97 == 1


def iban(n, grouped=False):
    r = rng("iban", n)
    country = ["DE", "FR", "ES", "NL", "PL", "FI"][n % 6]
    if country == "DE":
        bban = "1009" + f"{r.randint(0, 9999):04d}" + f"{r.randint(0, 10**10 - 1):010d}"
    elif country == "FR":
        bban = f"{r.randint(10000, 99999)}{r.randint(10000, 99999)}{r.randint(0, 10**11 - 1):011d}{r.randint(10, 96)}"
    elif country == "ES":
        bban = f"{r.randint(0, 10**20 - 1):020d}"
    elif country == "NL":
        bban = "TEST" + f"{r.randint(0, 10**10 - 1):010d}"
    elif country == "PL":
        bban = f"{r.randint(0, 10**24 - 1):024d}"
    else:
        bban = f"{r.randint(0, 10**14 - 1):014d}"
    s = country + iban_check(country, bban) + bban
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def card(n, grouped=False):
    r = rng("card", n)
    prefix = ["400000", "424242", "555555", "222300", "378282"][n % 5]
    length = 15 if prefix.startswith("37") else 16
    body = prefix + "".join(r.choice(string.digits) for _ in range(length - len(prefix) - 1))
    s = body + str(luhn_digit(body))
    if grouped:
        if length == 15:
            return f"{s[:4]} {s[4:10]} {s[10:]}"
        return " ".join(s[i:i + 4] for i in range(0, 16, 4))
    return s


# ---------------------------------------------------------------- infrastructure
HOST_WORDS = ["ledger", "kestrel", "orchard", "quarry", "tundra", "bramble", "falcon", "meadow", "cobalt", "juniper"]
ZONES = ["corp.example", "int.example.net", "svc.test", "prod.example.org", "lab.invalid", "eu-west.example.com"]


def hostname(n, purpose="host"):
    r = rng(purpose, n)
    return f"{r.choice(HOST_WORDS)}-{r.randint(2, 98):02d}"


def fqdn(n, purpose="fqdn"):
    r = rng(purpose, n)
    return f"{r.choice(HOST_WORDS)}{r.randint(1, 9)}-{r.choice(['db', 'mq', 'api', 'cache', 'vault'])}.{r.choice(ZONES)}"


def ipv4(n, purpose="ipv4"):
    r = rng(purpose, n)
    k = n % 4
    if k == 0:
        return f"10.{r.randint(1, 254)}.{r.randint(0, 254)}.{r.randint(2, 253)}"
    if k == 1:
        return f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(2, 253)}"
    if k == 2:
        return f"192.168.{r.randint(1, 254)}.{r.randint(2, 253)}"
    return f"{r.choice(['192.0.2', '198.51.100', '203.0.113'])}.{r.randint(2, 253)}"


def ipv6(n, purpose="ipv6"):
    r = rng(purpose, n)
    pre = "2001:db8" if n % 2 else f"fd{r.randint(0, 255):02x}:{r.randint(0, 65535):x}"
    return str(ipaddress.IPv6Address(f"{pre}:{r.randint(1, 65535):x}:{r.randint(0, 65535):x}::{r.randint(1, 65535):x}"))


def mac(n, purpose="mac"):
    r = rng(purpose, n)
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] & 0xFC) | 0x02  # locally administered, unicast
    return ":".join(f"{x:02x}" for x in b)


def link_local(mac_):
    """IPv6 link-local address the kernel derives from a MAC (modified EUI-64)."""
    b = [int(x, 16) for x in mac_.split(":")]
    b[0] ^= 0x02
    e = b[:3] + [0xFF, 0xFE] + b[3:]
    return str(ipaddress.IPv6Address("fe80::" + ":".join(f"{e[i]:02x}{e[i + 1]:02x}" for i in range(0, 8, 2))))


def pid(n, purpose="pid"):
    return rng(purpose, n).randint(2100, 29999)


# ---------------------------------------------------------------- secrets
def password(n, purpose="password"):
    r = rng(purpose, n)
    parts = [_s(r, string.ascii_letters, 4), r.choice("!#%*+-_.?@^~"), _s(r, string.digits, 2),
             _s(r, string.ascii_letters + string.digits, 4), r.choice("&$/=:;,"), _s(r, B62, 3)]
    return "".join(parts)


def plain_password(n, purpose="plainpw"):
    """Password without characters that change under common escaping."""
    r = rng(purpose, n)
    return _s(r, string.ascii_letters, 5) + _s(r, string.digits, 3) + _s(r, B62, 5)


def pin(n, purpose="pin", k=6):
    r = rng(purpose, n)
    return str(r.randint(10 ** (k - 1), 10 ** k - 1))


def hex_token(n, k=40, purpose="hex"):
    return _s(rng(purpose, n), HEX, k)


def b64_token(n, k=43, purpose="b64"):
    r = rng(purpose, n)
    raw = bytes(r.randint(0, 255) for _ in range(k))
    return base64.b64encode(raw).decode()


def vendor_token(n, purpose="vendor"):
    r = rng(purpose, n)
    kind = ["github", "slack", "stripe", "aws", "gitlab", "npm", "google", "sendgrid", "hf", "ghfine"][n % 10]
    if kind == "github":
        return "ghp_" + _s(r, B62, 36)
    if kind == "slack":
        return f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**10, 10**11)}-{_s(r, B62, 24)}"
    if kind == "stripe":
        return "sk_live_" + _s(r, B62, 24)
    if kind == "aws":
        return "AKIA" + _s(r, string.ascii_uppercase + "234567", 16)
    if kind == "gitlab":
        return "glpat-" + _s(r, B62 + "-_", 20)
    if kind == "npm":
        return "npm_" + _s(r, B62, 36)
    if kind == "google":
        return "AIza" + _s(r, B62 + "-_", 35)
    if kind == "sendgrid":
        return "SG." + _s(r, B62 + "-_", 22) + "." + _s(r, B62 + "-_", 43)
    if kind == "hf":
        return "hf_" + _s(r, string.ascii_letters, 34)
    return "github_pat_" + _s(r, B62, 22) + "_" + _s(r, B62, 59)


def aws_secret(n):
    return _s(rng("awssecret", n), B62 + "/+", 40)


# ---------------------------------------------------------------- look-alike diagnostics (keep)
def uuid4(n, purpose="uuid"):
    r = rng(purpose, n)
    h = _s(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def trace_id(n):
    return hex_token(n, 32, "trace")


def span_id(n):
    return hex_token(n, 16, "span")


def commit_sha(n):
    return hex_token(n, 40, "commit")


def digest(n):
    return "sha256:" + hex_token(n, 64, "digest")


def version(n):
    r = rng("version", n)
    return f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 40)}"


def build_id(n):
    r = rng("build", n)
    return f"b{r.randint(2020, 2024)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}.{r.randint(1, 999)}"


def request_id(n):
    return "req_" + _s(rng("reqid", n), HEX, 20)


# ---------------------------------------------------------------- derived forms
def _json_inner(v, ascii_):
    return json.dumps(v, ensure_ascii=ascii_)[1:-1]


def _mac_variants(v):
    parts = v.replace("-", ":").split(":")
    if len(parts) != 6 or not all(len(p) == 2 for p in parts):
        return []
    out = []
    for p in (parts, [x.upper() for x in parts]):
        out += [":".join(p), "-".join(p), "".join(p),
                ".".join("".join(p[i:i + 2]) for i in (0, 2, 4))]
    out.append(":".join(x.lstrip("0") or "0" for x in parts))  # Java/BSD style without leading zeros
    return out


def _arpa(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return []
    rp = ip.reverse_pointer
    out = [rp, rp + "."]
    if ip.version == 6:
        out.append(":".join(f"{int(g, 16):x}" for g in ip.exploded.split(":")))  # Java style
        out.append(ip.exploded)
    return out


def derived_forms(value):
    """All printed forms of `value` we look for.  Ordered, de-duplicated."""
    v = str(value)
    forms = [v]
    j1, j2 = _json_inner(v, True), _json_inner(v, False)
    forms += [j1, j2]
    forms += [_json_inner(j1, True), _json_inner(j2, False)]  # JSON inside JSON strings
    forms.append(repr(v)[1:-1])
    forms.append(v.encode("unicode_escape").decode())
    forms.append(v.replace("\\", "\\\\").replace('"', '\\"'))  # C / Ruby / Perl style
    forms.append(v.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("@", "\\@"))  # Perl "..." (Carp)
    forms.append(v.replace("'", "''"))
    forms.append(v.replace('"', '""'))
    forms.append(v.replace("'", "'\\''"))
    forms.append(v.replace("\\", "\\\\").replace("'", "\\'"))  # PHP var_export / Erlang
    x = v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    forms += [x, x.replace('"', "&quot;"), x.replace('"', "&quot;").replace("'", "&#x27;"),
              x.replace('"', "&quot;").replace("'", "&#39;"), x.replace("'", "&apos;").replace('"', "&quot;")]
    q = urllib.parse.quote(v, safe="")
    qp = urllib.parse.quote_plus(v, safe="")
    forms += [q, qp, urllib.parse.quote(v, safe="/:@"), urllib.parse.quote(v, safe="-_.~!*'()"),
              q.lower() if "%" in q else q]
    forms += [_lower_pct(q), _lower_pct(qp), urllib.parse.quote(q, safe=""), urllib.parse.quote_plus(qp, safe="")]
    b = v.encode("utf-8")
    forms += [b.hex(), b.hex().upper(), " ".join(f"{c:02x}" for c in b), " ".join(f"{c:02X}" for c in b)]
    forms += [base64.b64encode(b).decode(), base64.b64encode(b).decode().rstrip("="),
              base64.urlsafe_b64encode(b).decode().rstrip("=")]
    forms += _mac_variants(v)
    forms += _arpa(v)
    seen, out = set(), []
    for f in forms:
        if f and f not in seen:
            seen.add(f)
            out.append(f)
    return out


def _lower_pct(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "%" and i + 2 < len(s) + 0 and len(s) >= i + 3:
            out.append("%" + s[i + 1:i + 3].lower())
            i += 3
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


# ---------------------------------------------------------------- self tests
def selftest():
    # Spanish DNI: published example 12345678Z
    assert dni_letter(12345678) == "Z"
    # Dutch BSN: 111222333 is the published valid test number (11-proef)
    assert bsn_valid("111222333") and not bsn_valid("111222334")
    # Polish PESEL: 44051401359 (Wikipedia example)
    assert pesel_check("4405140135") == 9
    # Swedish personnummer: 811218-9876 (Skatteverket example)
    assert luhn_digit("811218987") == 6
    # Finnish HETU: 131052-308T (official example)
    assert "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T"
    # IBAN: GB82WEST12345698765432 and DE89370400440532013000 (ECBS examples)
    assert iban_valid("GB82WEST12345698765432") and iban_valid("DE89 3704 0044 0532 0130 00")
    assert iban_check("DE", "370400440532013000") == "89"
    # Luhn: documented test PANs
    assert luhn_ok("4111111111111111") and luhn_ok("5555555555554444") and luhn_ok("378282246310005")
    assert not luhn_ok("4111111111111112")
    for n in range(60):
        assert len(dni(n)) == 9 and dni_letter(int(dni(n)[:8])) == dni(n)[8]
        assert bsn_valid(bsn(n))
        p = pesel(n); assert pesel_check(p[:10]) == int(p[10])
        s = personnummer(n).replace("-", ""); assert luhn_ok(s)
        h = hetu(n); assert "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(h[:6] + h[7:10]) % 31] == h[10]
        assert iban_valid(iban(n)) and iban_valid(iban(n, True))
        assert luhn_ok(card(n)) and luhn_ok(card(n, True))
        assert ipaddress.ip_address(ipv4(n)).is_private
        assert ipaddress.ip_address(ipv6(n)).is_private
        assert int(mac(n)[:2], 16) & 2
    # determinism
    assert password(3) == password(3) and vendor_token(1) != vendor_token(11)
    # derived forms
    f = derived_forms('a"b&c d')
    assert 'a\\"b&c d' in f and "a&quot;b&amp;c d" in f and "a%22b%26c+d" in f and "a%22b%26c%20d" in f
    assert "a\\\\\\\"b&c d" in f  # JSON in JSON
    assert "O''Brien" in derived_forms("O'Brien") and "O'\\''Brien" in derived_forms("O'Brien")
    assert "Gr%C3%BC%C3%9F" in derived_forms("Grüß") and "Gr%c3%bc%c3%9f" in derived_forms("Grüß")
    assert "Gr\\u00fc\\u00df" in derived_forms("Grüß")
    assert "02-ab-cd-ef-01-23".upper() in derived_forms("02:ab:cd:ef:01:23")
    assert "4.3.2.10.in-addr.arpa" in derived_forms("10.2.3.4")
    assert base64.b64encode(b"\0u\0p").decode() in derived_forms("\0u\0p")
    assert "70 77" in derived_forms("pw")
    assert "ab\\$c\\@d" in derived_forms("ab$c@d")
    assert link_local("ee:95:fc:87:f1:21") == "fe80::ec95:fcff:fe87:f121"
    print("synthlib self-tests: OK")


if __name__ == "__main__":
    selftest()
