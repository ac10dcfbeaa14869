"""corpus31 planted-value library.

Every planted value is synthetic and deterministic: the generator for unit n of
template <key> is seeded with sha256("c31|<key>|<n>").  `forms()` enumerates the
printed forms a value can take (used by generate.py for labelling).
"""
import base64
import binascii
import hashlib
import html
import json
import quopri
import random
import string
import urllib.parse

ALNUM = string.ascii_letters + string.digits


def rng(key, n):
    seed = hashlib.sha256(f"c31|{key}|{n}".encode()).digest()
    return random.Random(int.from_bytes(seed, "big"))


# ---------------------------------------------------------------- secrets
def password(r, n=None):
    n = n or r.randint(14, 20)
    sym = "._-!#+"
    while True:
        s = "".join(r.choice(ALNUM + sym) for _ in range(n))
        if (any(c.isdigit() for c in s) and any(c.isupper() for c in s)
                and any(c.islower() for c in s) and any(c in sym for c in s)
                and s[0] not in "-#" and s[-1] not in "."):
            return s


def alnum(r, n):
    while True:
        s = "".join(r.choice(ALNUM) for _ in range(n))
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def token(r, style=None):
    style = style or r.choice(["stripe", "gh", "slack", "aws", "generic", "glpat", "hex", "npm"])
    if style == "stripe":
        return "sk_live_" + alnum(r, 28)
    if style == "gh":
        return "ghp_" + alnum(r, 36)
    if style == "slack":
        return "xoxb-%d-%d-%s" % (r.randint(10**10, 10**11), r.randint(10**11, 10**12), alnum(r, 24))
    if style == "aws":
        return "AKIA" + "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(16))
    if style == "glpat":
        return "glpat-" + alnum(r, 20)
    if style == "hex":
        return hexs(r, 40)
    if style == "npm":
        return "npm_" + alnum(r, 36)
    return "tk_" + alnum(r, 32)


def b64secret(r, nbytes=24):
    return base64.b64encode(bytes(r.randrange(256) for _ in range(nbytes))).decode()


def otp_seed(r):
    return "".join(r.choice(string.ascii_uppercase + "234567") for _ in range(32))


# ---------------------------------------------------------------- infra
ROLES = ["db", "pg", "redis", "kafka", "api", "auth", "vault", "ldap", "mq", "etcd", "cache", "build", "ci", "mx", "ns"]
ZONES = ["fra1", "ams3", "waw2", "mad1", "hel1", "sto2", "par4", "mil1"]
CORP = ["corp.example", "int.acme-logistik", "lan.fincaluz", "svc.nordbank", "priv.kettu"]


def hostname(r):
    return "%s-%02d.%s.%s.internal" % (r.choice(ROLES), r.randint(1, 40), r.choice(ZONES), r.choice(CORP))


def shorthost(r):
    return "%s%02d-%s" % (r.choice(ROLES), r.randint(1, 40), r.choice(ZONES))


def podname(r):
    app = r.choice(["checkout", "billing", "ledger", "notifier", "search", "gateway", "payroll"])
    return "%s-%s-%s" % (app, "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(10)),
                         "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5)))


def nodename(r):
    return "ip-10-%d-%d-%d.%s.compute.internal" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254),
                                                   r.choice(["eu-central-1", "eu-west-3", "eu-north-1"]))


def ipv4(r):
    k = r.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (r.randint(1, 254), r.randint(0, 255), r.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))
    return "192.168.%d.%d" % (r.randint(1, 254), r.randint(2, 254))


def ipv6(r):
    g = [0xfd00 | r.randint(0, 255)] + [r.randint(0, 0xffff) for _ in range(3)] + [0, 0, r.randint(1, 0xffff), r.randint(1, 0xffff)]
    import ipaddress
    return str(ipaddress.IPv6Address(":".join("%x" % x for x in g)))


def mac(r):
    b = [r.randint(0, 255) for _ in range(6)]
    b[0] = (b[0] & 0xfc) | 0x02
    return ":".join("%02x" % x for x in b)


def pid(r):
    return r.randint(3000, 60000)


# ---------------------------------------------------------------- PII
LOCALES = {
    "pl": (["Zofia", "Wojciech", "Małgorzata", "Krzysztof", "Agnieszka", "Paweł", "Jadwiga", "Łukasz"],
           ["Wiśniewska", "Kowalczyk", "Zieliński", "Szymańska", "Woźniak", "Dąbrowski", "Lewandowska", "Kamiński"]),
    "de": (["Jürgen", "Annegret", "Lukas", "Friederike", "Matthias", "Sönke", "Hannelore", "Tobias"],
           ["Müller", "Schröder", "Weißmann", "Hoffmann", "Krüger", "Bäcker", "Zimmermann", "Köhler"]),
    "es": (["Lucía", "Álvaro", "María José", "Íñigo", "Begoña", "Sergio", "Nuria", "Andrés"],
           ["García Peña", "Martínez", "Ibáñez", "Fernández Ruiz", "Castaño", "López", "Núñez", "Domínguez"]),
    "fr": (["Élodie", "François", "Hélène", "Benoît", "Amélie", "Jérôme", "Maëlle", "Grégoire"],
           ["Lefèvre", "Dubois", "Moreau", "Girard", "Rousseau", "Bérenger", "Faure", "Mercier"]),
    "nl": (["Sanne", "Joost", "Femke", "Maarten", "Lieke", "Bram", "Anouk", "Thijs"],
           ["de Vries", "van den Berg", "Jansen", "Bakker", "van Dijk", "Visser", "Smit", "de Jong"]),
    "se": (["Åsa", "Björn", "Ingrid", "Göran", "Linnéa", "Måns", "Sofia", "Henrik"],
           ["Lindqvist", "Öberg", "Johansson", "Åkesson", "Nyström", "Bergström", "Ekdahl", "Sjögren"]),
    "fi": (["Aino", "Eero", "Päivi", "Juhani", "Sanna", "Mikko", "Helmi", "Jyrki"],
           ["Virtanen", "Mäkinen", "Häkkinen", "Korhonen", "Nieminen", "Järvinen", "Lehtonen", "Heikkilä"]),
    "br": (["João", "Ana Clara", "Luíza", "Sebastião", "Mariana", "Conceição", "Thiago", "Gabriel"],
           ["da Silva", "Gonçalves", "Araújo", "Sousa", "Magalhães", "Conceição", "Ribeiro", "Barbosa"]),
    "tr": (["Ayşe", "Mehmet", "Gülşen", "Çağlar", "Şükrü", "Elif", "Oğuz", "İrem"],
           ["Yılmaz", "Öztürk", "Şahin", "Çelik", "Doğan", "Aydın", "Güneş", "Kılıç"]),
}

STREETS = {
    "pl": (["ul. Marszałkowska", "ul. Piotrkowska", "ul. Długa", "al. Grunwaldzka"], ["Warszawa", "Łódź", "Gdańsk", "Kraków"]),
    "de": (["Hauptstraße", "Lindenallee", "Schillerstraße", "Am Mühlbach"], ["München", "Köln", "Düsseldorf", "Lübeck"]),
    "es": (["Calle de Alcalá", "Avenida Diagonal", "Calle Mayor", "Paseo de Gràcia"], ["Madrid", "Barcelona", "Sevilla", "Málaga"]),
    "fr": (["rue de la Roquette", "boulevard Voltaire", "avenue Jean-Jaurès", "rue des Écoles"], ["Paris", "Lyon", "Nîmes", "Orléans"]),
    "nl": (["Keizersgracht", "Oudegracht", "Hoofdstraat", "Dorpsweg"], ["Amsterdam", "Utrecht", "Groningen", "Zwolle"]),
    "se": (["Drottninggatan", "Storgatan", "Kungsgatan", "Östra Hamngatan"], ["Stockholm", "Göteborg", "Malmö", "Umeå"]),
    "fi": (["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu", "Kauppakatu"], ["Helsinki", "Tampere", "Turku", "Jyväskylä"]),
    "br": (["Rua das Flores", "Avenida Paulista", "Rua São Bento", "Travessa do Comércio"], ["São Paulo", "Curitiba", "Belém", "Niterói"]),
    "tr": (["İstiklal Caddesi", "Atatürk Bulvarı", "Bağdat Caddesi", "Cumhuriyet Sokak"], ["İstanbul", "Ankara", "İzmir", "Eskişehir"]),
}

ASCII_MAP = str.maketrans({"ł": "l", "Ł": "L", "ß": "ss", "ı": "i", "İ": "I", "ø": "o", "æ": "ae"})


def asciify(s):
    import unicodedata
    s = s.translate(ASCII_MAP)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def person(r, loc=None):
    loc = loc or r.choice(sorted(LOCALES))
    first, last = LOCALES[loc]
    return loc, r.choice(first), r.choice(last)


def email(r, first, last):
    dom = r.choice(["posteo.example", "mail.example.org", "kontor.example.net", "correo.example.es", "firma.example.de"])
    f = asciify(first).lower().replace(" ", "")
    l = asciify(last).lower().replace(" ", "")
    return r.choice(["%s.%s@%s", "%s%s@%s", "%s_%s@%s"]) % (f, l, dom)


def phone(r, loc):
    d = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
    return {
        "pl": lambda: "+48 %s %s %s" % (r.choice("5678") + d(2), d(3), d(3)),
        "de": lambda: "+49 %s %s" % (r.choice(["30", "89", "221", "151"]), d(7)),
        "es": lambda: "+34 6%s %s %s" % (d(2), d(3), d(3)),
        "fr": lambda: "+33 6 %s %s %s %s" % (d(2), d(2), d(2), d(2)),
        "nl": lambda: "+31 6 %s" % d(8),
        "se": lambda: "+46 70 %s %s %s" % (d(3), d(2), d(2)),
        "fi": lambda: "+358 40 %s %s" % (d(3), d(4)),
        "br": lambda: "+55 11 9%s-%s" % (d(4), d(4)),
        "tr": lambda: "+90 5%s %s %s %s" % (d(2), d(3), d(2), d(2)),
    }[loc]()


def birthdate(r):
    return "%04d-%02d-%02d" % (r.randint(1950, 2003), r.randint(1, 12), r.randint(1, 28))


def national_id(r, loc, bd):
    y, m, dd = int(bd[:4]), int(bd[5:7]), int(bd[8:10])
    dig = lambda k: [r.randint(0, 9) for _ in range(k)]
    if loc == "pl":  # PESEL
        mm = m + (20 if y >= 2000 else 0)
        ds = [int(c) for c in "%02d%02d%02d" % (y % 100, mm, dd)] + dig(4)
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(a * b for a, b in zip(ds, w)) % 10) % 10
        return "".join(map(str, ds + [c]))
    if loc == "es":  # DNI
        num = r.randint(10000000, 99999999)
        return "%08d%s" % (num, "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23])
    if loc == "nl":  # BSN 11-proef
        while True:
            ds = dig(8)
            s = sum(a * b for a, b in zip(ds, [9, 8, 7, 6, 5, 4, 3, 2]))
            c = s % 11
            if c < 10 and ds[0] != 0:
                return "".join(map(str, ds + [c]))
    if loc in ("se", "de"):  # Swedish personnummer YYMMDD-NNNC (Luhn); used for de too? no: de gets Steuer-ID-like? keep se
        ds = [int(c) for c in "%02d%02d%02d" % (y % 100, m, dd)] + dig(3)
        tot = 0
        for i, v in enumerate(ds):
            v = v * (2 if i % 2 == 0 else 1)
            tot += v // 10 + v % 10
        c = (10 - tot % 10) % 10
        s = "".join(map(str, ds + [c]))
        return s[:6] + "-" + s[6:]
    if loc == "fi":  # HETU
        ind = r.randint(2, 899)
        sep = "-" if y < 2000 else "A"
        num = int("%02d%02d%02d%03d" % (dd, m, y % 100, ind))
        return "%02d%02d%02d%s%03d%s" % (dd, m, y % 100, sep, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31])
    if loc == "br":  # CPF
        ds = dig(9)
        for k in (10, 11):
            s = sum(a * b for a, b in zip(ds, range(k, 1, -1)))
            c = (s * 10) % 11 % 10
            ds.append(c)
        s = "".join(map(str, ds))
        return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
    if loc == "fr":  # NIR
        base = "%d%02d%02d%02d%03d%03d" % (r.randint(1, 2), y % 100, m, r.randint(1, 95), r.randint(1, 990), r.randint(1, 999))
        key = 97 - int(base) % 97
        return "%s %s %s %s %s %s %02d" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], key)
    if loc == "tr":  # T.C. Kimlik No
        ds = [r.randint(1, 9)] + dig(8)
        c10 = ((ds[0] + ds[2] + ds[4] + ds[6] + ds[8]) * 7 - (ds[1] + ds[3] + ds[5] + ds[7])) % 10
        ds.append(c10)
        ds.append(sum(ds) % 10)
        return "".join(map(str, ds))
    raise KeyError(loc)


ID_LOCALE = {"pl": "pl", "es": "es", "nl": "nl", "se": "se", "fi": "fi", "br": "br", "fr": "fr", "tr": "tr", "de": "se"}

IBAN_SPEC = {"de": ("DE", "n8n10"), "fr": ("FR", "n10a11n2"), "es": ("ES", "n20"), "nl": ("NL", "A4n10"),
             "pl": ("PL", "n24"), "se": ("SE", "n20"), "fi": ("FI", "n14"), "br": ("BR", "n23A1a1"), "tr": ("TR", "n5n1n16")}


def iban(r, loc):
    cc, spec = IBAN_SPEC[loc]
    import re
    bban = ""
    for kind, cnt in re.findall(r"([naA])(\d+)", spec):
        for _ in range(int(cnt)):
            if kind == "n":
                bban += str(r.randint(0, 9))
            elif kind == "A":
                bban += r.choice(string.ascii_uppercase)
            else:
                bban += r.choice(string.ascii_uppercase + string.digits)
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(conv) % 97
    return "%s%02d%s" % (cc, check, bban)


def iban_grouped(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def address(r, loc):
    streets, cities = STREETS[loc]
    st = r.choice(streets)
    no = r.randint(1, 180)
    city = r.choice(cities)
    pc = {"pl": lambda: "%02d-%03d" % (r.randint(0, 99), r.randint(0, 999)),
          "de": lambda: "%05d" % r.randint(1067, 99998), "es": lambda: "%05d" % r.randint(1001, 52080),
          "fr": lambda: "%05d" % r.randint(1000, 95999), "nl": lambda: "%04d %s" % (r.randint(1000, 9999), "".join(r.choice("ABCEGHJKLNPRTVXZ") for _ in range(2))),
          "se": lambda: "%03d %02d" % (r.randint(100, 984), r.randint(0, 99)), "fi": lambda: "%05d" % r.randint(100, 99999),
          "br": lambda: "%05d-%03d" % (r.randint(1000, 99999), r.randint(0, 999)), "tr": lambda: "%05d" % r.randint(1000, 81999)}[loc]()
    if loc in ("fr",):
        street = "%d %s" % (no, st)
    elif loc in ("br", "es"):
        street = "%s, %d" % (st, no)
    elif loc == "tr":
        street = "%s No:%d" % (st, no)
    else:
        street = "%s %d" % (st, no)
    return street, pc, city


# ---------------------------------------------------------------- forms
def _b64variants(b):
    out = set()
    for enc in (base64.b64encode(b).decode(), base64.urlsafe_b64encode(b).decode()):
        out.add(enc)
        out.add(enc.rstrip("="))
    out.add(base64.b32encode(b).decode())
    out.add(base64.b32encode(b).decode().rstrip("="))
    return out


def forms(value):
    """All forms in which software could print `value` (strings >= 3 chars)."""
    v = str(value)
    b = v.encode("utf-8")
    f = {v}
    js = json.dumps(v)[1:-1]
    f.add(js)
    f.add(json.dumps(v, ensure_ascii=False)[1:-1])
    f.add(json.dumps(js)[1:-1])  # JSON-in-JSON
    for safe in ("", "/", "/:@", "@:+", "-_.~"):
        f.add(urllib.parse.quote(v, safe=safe))
    f.add(urllib.parse.quote_plus(v))
    f.add(urllib.parse.quote(urllib.parse.quote(v, safe=""), safe=""))
    f |= _b64variants(b)
    f.add(b.hex())
    f.add(b.hex().upper())
    f.add(" ".join("%02x" % c for c in b))
    f.add(" ".join("%02X" % c for c in b))
    f.add("".join("\\x%02x" % c for c in b))
    f.add("".join("\\x%02X" % c for c in b))
    f.add(quopri.encodestring(b).decode().replace("=\n", ""))
    f.add(quopri.encodestring(b, header=True).decode())
    f.add(html.escape(v))
    f.add(html.escape(v, quote=False))
    f.add("".join(c if ord(c) < 128 else "&#%d;" % ord(c) for c in html.escape(v)))
    f.add("".join(c if ord(c) < 128 else "&#x%X;" % ord(c) for c in html.escape(v)))
    f.add("".join(c if ord(c) < 128 else "&#x%x;" % ord(c) for c in html.escape(v)))
    import shlex
    f.add(shlex.quote(v))
    f.add("'" + v.replace("'", "'\\''") + "'")
    f.add(v.replace('"', '""'))
    f.add(v.replace("\\", "\\\\").replace('"', '\\"'))
    f.add(v.replace("'", "''"))
    # C-style octal / hex escapes of non-ASCII bytes (tshark, ncdump, protoc-like, sed l)
    f.add("".join(chr(c) if 32 <= c < 127 else "\\%03o" % c for c in b))
    f.add("".join(chr(c) if 32 <= c < 127 else "\\x%02x" % c for c in b))
    f.add("".join(chr(c) if 32 <= c < 127 and chr(c) not in "\\\"" else "\\%03o" % c if c >= 127 or c < 32 else "\\" + chr(c) for c in b))
    # \uXXXX
    f.add("".join(c if ord(c) < 128 else "\\u%04x" % ord(c) for c in v))
    # cat -v / M- notation
    f.add("".join(chr(c) if c < 128 else "M-" + (chr(c - 128) if 32 <= c - 128 < 127 else "^" + chr((c - 128) + 64) if c - 128 < 32 else "^?") for c in b))
    # '.'-for-non-printable (hexdump -C / od ascii column)
    f.add("".join(chr(c) if 32 <= c < 127 else "." for c in b))
    # escaped characters inside values (ini/backslash, augeas, mksh)
    f.add(v.replace("\\", "\\\\").replace("'", "\\'"))
    f.add(v.replace("!", "\\!"))
    f.add(v.replace("#", "\\#"))
    f.add(v.replace("@", "%40"))
    f.add(v.replace(" ", "\\ "))
    f.add(v.replace(" ", "+"))
    f.add(v.replace(" ", "_"))
    f.add(v.lower())
    f.add(v.upper())
    f.add(asciify(v))
    import re
    if re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", v):
        f.add(".".join("%03d" % int(x) for x in v.split(".")))
    if 8 < len(b) <= 16:
        hx = ["%02x" % c for c in b]
        f.add(" ".join(hx[:8]) + "  " + " ".join(hx[8:]))
    f.add(html.escape(urllib.parse.quote(v, safe="!#$&'()*+,/:;=?@-._~")))
    # lmdb mdb_dump -p style: non-printable bytes as backslash + two hex digits
    f.add("".join(chr(c) if 32 <= c < 127 and c != 92 else "\\%02x" % c for c in b))
    # RFC 2047 Q encoding (encoded-word text)
    f.add("".join("_" if c == 32 else chr(c) if (chr(c).isalnum() and c < 128) or chr(c) in "!*+-/" else "=%02X" % c for c in b))
    # IBAN print format (groups of four)
    if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", v):
        f.add(" ".join(v[i:i + 4] for i in range(0, len(v), 4)))
    return {x for x in f if len(x) >= 3}
