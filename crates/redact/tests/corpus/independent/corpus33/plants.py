"""Per-template planted values for corpus33 (deterministic; see values.py).

plant(template, n) -> dict with
  values: list of {name, value, kind: secret|private, type}
  + template specific parameters used by capture.py
"""
import base64
import ipaddress
import values as V

TEMPLATES = [
    # class, program, debian package
    ("encoded", "mhonarc", "mhonarc"),
    ("encoded", "txt2html", "txt2html"),
    ("encoded", "lwp-request", "libwww-perl"),
    ("encoded", "iconv", "libc-bin"),
    ("encoded", "ldbsearch", "ldb-tools"),
    ("infra", "dhcp-lease-list", "isc-dhcp-server"),
    ("infra", "nsd-checkzone", "nsd"),
    ("infra", "httpry", "httpry"),
    ("infra", "rasort", "argus-client"),
    ("infra", "ldns-compare-zones", "ldnsutils"),
    ("positional", "tcsh", "tcsh"),
    ("positional", "yash", "yash"),
    ("positional", "busybox", "busybox"),
    ("positional", "remake", "remake"),
    ("positional", "wget2", "wget2"),
    ("key_unusual", "yq", "yq"),
    ("key_unusual", "xmlindent", "xmlindent"),
    ("key_unusual", "doveconf", "dovecot-core"),
    ("key_unusual", "fish", "fish"),
    ("key_unusual", "testparm", "samba-common-bin"),
    ("lookalike", "keepassxc-cli", "keepassxc"),
    ("lookalike", "named-checkconf", "bind9-utils"),
    ("lookalike", "dumpasn1", "dumpasn1"),
    ("lookalike", "readmsg", "mailutils"),
    ("lookalike", "html2text", "html2text"),
    ("no_key", "elinks", "elinks"),
    ("no_key", "pdftotext", "poppler-utils"),
    ("no_key", "odt2txt", "odt2txt"),
    ("no_key", "docx2txt", "docx2txt"),
    ("no_key", "unrtf", "unrtf"),
    ("pii_locale", "birthday", "birthday"),
    ("pii_locale", "phonenumbers", "python3-phonenumbers"),
    ("pii_locale", "stdnum", "python3-stdnum"),
    ("pii_locale", "vobject", "python3-vobject"),
    ("pii_locale", "aha", "aha"),
    ("rows", "spatialite", "spatialite-bin"),
    ("rows", "xlsx2csv", "xlsx2csv"),
    ("rows", "lnav", "lnav"),
    ("rows", "agate", "python3-agate"),
    ("rows", "bean-query", "beancount"),
]


def tname(cls, prog):
    return f"c33-{cls}-{prog}"


class P(dict):
    def __init__(self):
        super().__init__(values=[])

    def add(self, name, value, kind, typ="text"):
        self["values"].append(dict(name=name, value=value, kind=kind, type=typ))
        return value

    def s(self, name, value, typ="text"):
        return self.add(name, value, "secret", typ)

    def p(self, name, value, typ="text"):
        return self.add(name, value, "private", typ)


LOCS8 = ["de", "fr", "pl", "ru", "es", "tr", "sv", "el"]
LATIN8 = ["de", "fr", "pl", "es", "tr", "sv", "cs", "pt"]
CC8 = ["DE", "FR", "PL", "ES", "GB", "SE", "NL", "IT"]


def email_of(r, first, last, dom=None):
    return f"{V.translit(first).lower().replace(' ', '')}.{V.translit(last).lower().replace(' ', '')}@{dom or V.pick(r, ['acme-logistik.de', 'nordlicht.example', 'kunden.example.org'])}"


def plant(tpl, n):
    r = V.rng(tpl, n)
    p = P()
    cls, prog = tpl.split("-", 2)[1], tpl.split("-", 2)[2]
    f = globals()["p_" + prog.replace("-", "_")]
    f(p, r, n)
    return p


# ------------------------------------------------------------------ encoded
def p_mhonarc(p, r, n):
    loc = LATIN8[n]
    first, last, full = V.person(r, loc)
    p.p("name", full)
    p.p("email", email_of(r, first, last))
    p["qp"] = n % 2 == 1
    p.s("token", V.token(r, ["ghp", "glpat", "sk_live", "plain"][n % 4]))
    p.s("password", V.password(r, symbols="&<>\"'") if n % 3 else V.password(r))
    p.p("phone", V.phone(r, CC8[n]))
    p.p("host", V.hostname(r) + "." + V.int_domain(r))


def p_txt2html(p, r, n):
    loc = LATIN8[(n + 3) % 8]
    first, last, full = V.person(r, loc)
    p.p("name", full)
    p.p("email", email_of(r, first, last))
    p.s("token", V.token(r, ["hf", "npm", "xoxb", "sg"][n % 4]))
    p.s("password", V.password(r, symbols="&<>_-"))
    p.p("address", V.address(r, ["de", "fr", "es", "pl", "tr", "sv", "el", "en"][n])[0])
    p["opts"] = [[], ["--xhtml"], ["--make_anchors"], ["--extract"]][n % 4]


def p_lwp_request(p, r, n):
    loc = LATIN8[n]
    first, last, full = V.person(r, loc)
    user = V.ascii_login(r)
    pw = V.password(r, symbols="._-!")
    p.p("user", user)
    p.s("password", pw)
    p.s("basic", base64.b64encode(f"{user}:{pw}".encode()).decode(), "b64blob")
    p.p("name", full)
    p.p("email", email_of(r, first, last))
    p.s("api_key", V.token(r, "plain"))
    p["port"] = 19910 + n
    p["opts"] = [["-USse"], ["-USe"], ["-Ue"], ["-USsed"]][n % 4]


def p_iconv(p, r, n):
    loc = ["de", "fr", "pl", "ru", "el", "tr", "ja", "cs"][n]
    first, last, full = V.person(r, loc)
    p.p("name", full)
    p.s("password", V.password(r, 8) + V.pick(r, ["äöü", "éè", "żł", "жю", "ßÆ", "ğş", "ñç", "řů"]))
    p.p("city", V.address(r, ["de", "fr", "pl", "ru", "el", "tr", "ja", "sv"][n])[2])
    p.s("token", V.token(r, "glpat"))
    p["target"] = ["UTF-7", "UTF-7", "UTF-7", "UTF-7", "UTF-7-IMAP", "UTF-7-IMAP", "UTF-7", "UTF-7-IMAP"][n]


def p_ldbsearch(p, r, n):
    loc = ["ru", "el", "de", "ja", "pl", "he", "tr", "ko"][n]
    first, last, full = V.person(r, loc)
    p.p("name", full)
    p.p("uid", V.ascii_login(r))
    p.s("password", V.password(r, 10) + V.pick(r, ["ä", "é", "ł", "ж", "ß", "ğ"]))
    p.s("leading", ":" + V.password(r, 12))
    p.p("phone", V.phone(r, ["RU", "GR", "DE", "JP", "PL", "IL", "TR", "KR"][n]))
    p.p("mail", email_of(r, V.pick(r, V.ASCII_NAMES[0]), V.pick(r, V.ASCII_NAMES[1])))


# ------------------------------------------------------------------ infra
def p_dhcp_lease_list(p, r, n):
    leases = []
    for i in range(3):
        h = V.hostname(r)
        if n % 2 == 0:
            h = h[:14].rstrip("-")
        leases.append(dict(ip=p.p(f"ip{i}", V.ipv4_private(r)), mac=p.p(f"mac{i}", V.mac(r), "mac"), host=p.p(f"host{i}", h)))
    p["leases"] = leases
    p["parsable"] = n % 2 == 1


def p_nsd_checkzone(p, r, n):
    dom = ["corp.internal", "int.nordlicht.lan", "office.lan", "prod.acme-intra.net"][n % 4]
    p.p("zone", dom)
    recs = []
    for i in range(3):
        h = p.p(f"host{i}", V.hostname(r))
        recs.append((h, "A", p.p(f"ip{i}", V.ipv4_private(r))))
    h6 = p.p("host6", V.hostname(r))
    recs.append((h6, "AAAA", p.p("ip6", str(ipaddress.IPv6Address(V.ipv6_ula(r))), "ipv6")))
    p["recs"] = recs
    p["ns"] = p.p("ns", "ns-" + V.pick(r, V.SITES) + f"-{n:02d}")
    p["nsip"] = p.p("nsip", V.ipv4_private(r))


def p_httpry(p, r, n):
    v6 = n in (3, 6)
    p["v6"] = v6
    if v6:
        p["cli"] = p.p("cli", str(ipaddress.IPv6Address(V.ipv6_ula(r))), "ipv6")
        p["srv"] = p.p("srv", str(ipaddress.IPv6Address(V.ipv6_ula(r))), "ipv6")
    else:
        p["cli"] = p.p("cli", V.ipv4_private(r))
        p["srv"] = p.p("srv", V.ipv4_private(r))
    p["host"] = p.p("host", V.hostname(r) + "." + V.int_domain(r))
    p["tok"] = p.s("tok", V.token(r, "plain"))
    p["macs"] = (V.mac(r), V.mac(r))
    p["fmt"] = [None, "timestamp,source-ip,dest-ip,method,host,request-uri,status-code",
                "source-ip,host,request-uri", None, "dest-ip,direction,method,host,request-uri,http-version",
                None, "timestamp,source-ip,host,request-uri,status-code,reason-phrase", "source-ip,dest-ip,method,host"][n]


def p_rasort(p, r, n):
    flows = []
    for i in range(3):
        flows.append(dict(src=p.p(f"src{i}", V.ipv4_private(r)), dst=p.p(f"dst{i}", V.ipv4_private(r)),
                          smac=p.p(f"smac{i}", V.mac(r), "mac"), dmac=p.p(f"dmac{i}", V.mac(r), "mac"),
                          proto=V.pick(r, ["tcp", "udp"]), sport=r.randint(30000, 60000), dport=V.pick(r, [5432, 6379, 389, 53, 8443, 3306])))
    p["flows"] = flows
    p["fields"] = [["stime", "saddr", "daddr", "dport", "proto"], ["saddr", "smac", "daddr", "dmac", "dport"],
                   ["proto", "saddr", "sport", "daddr", "dport", "pkts"], ["smac", "dmac", "saddr", "daddr"],
                   ["saddr", "daddr", "bytes", "state"], ["dmac", "daddr", "dport", "proto", "pkts"],
                   ["saddr", "smac", "dport"], ["stime", "smac", "saddr", "daddr", "dmac", "proto"]][n]


def p_ldns_compare_zones(p, r, n):
    dom = ["corp.internal", "int.nordlicht.lan", "office.lan", "prod.acme-intra.net"][(n + 1) % 4]
    p.p("zone", dom)
    p["same"] = [(p.p(f"same{i}", V.hostname(r)), p.p(f"sameip{i}", V.ipv4_private(r))) for i in range(2)]
    p["old"] = (p.p("oldh", V.hostname(r)), p.p("oldip", V.ipv4_private(r)))
    p["new"] = (p.p("newh", V.hostname(r)), p.p("newip", V.ipv4_private(r)))
    p["chg"] = (p.p("chgh", V.hostname(r)), p.p("chgip1", V.ipv4_private(r)), p.p("chgip2", V.ipv4_private(r)))
    p["v6"] = (p.p("v6h", V.hostname(r)), p.p("v6ip", str(ipaddress.IPv6Address(V.ipv6_ula(r))), "ipv6"))
    p["opts"] = [["-a", "-u"], ["-a"], ["-c"], ["-i"], ["-d", "-s"], ["-a", "-c"], ["-c", "-i", "-U"], ["-a", "-d", "-z"]][n]


# ------------------------------------------------------------------ positional
def _shellish(p, r, n):
    p["dbuser"] = p.p("dbuser", V.ascii_login(r))
    p["dbpw"] = p.s("dbpw", V.password(r, symbols="._-"))
    p["dbhost"] = p.p("dbhost", V.hostname(r) + "." + V.int_domain(r))
    p["apiuser"] = p.p("apiuser", V.pick(r, V.ASCII_NAMES[0]) + str(r.randint(10, 99)))
    p["apipw"] = p.s("apipw", V.password(r, symbols="_-"))
    p["tok"] = p.s("tok", V.token(r, V.pick(r, ["ghp", "glpat", "npm", "hf"])))
    p["ip"] = p.p("ip", V.ipv4_private(r))
    p["variant"] = n


def p_tcsh(p, r, n):
    _shellish(p, r, n)


def p_yash(p, r, n):
    _shellish(p, r, n)


def p_busybox(p, r, n):
    _shellish(p, r, n)


def p_remake(p, r, n):
    _shellish(p, r, n)


def p_wget2(p, r, n):
    p["user"] = p.p("user", V.ascii_login(r))
    p["pw"] = p.s("pw", V.password(r, symbols="_-."))
    p["tok"] = p.s("tok", V.token(r, "plain"))
    p.s("basic", base64.b64encode(f"{p['user']}:{p['pw']}".encode()).decode(), "b64blob")
    first, last, full = V.person(r, LATIN8[n])
    p["email"] = p.p("email", email_of(r, first, last))
    p["port"] = 19920 + n
    p["mode"] = n % 4


# ------------------------------------------------------------------ key_unusual
def p_yq(p, r, n):
    loc = LOCS8[n]
    first, last, full = V.person(r, loc)
    p["name"] = p.p("name", full)
    p["login"] = p.p("login", V.ascii_login(r))
    p["pw"] = p.s("pw", V.password(r))
    p["tok"] = p.s("tok", V.token(r))
    p["pin"] = p.s("pin", str(r.randint(100000, 999999)))
    p["host"] = p.p("host", V.hostname(r) + "." + V.int_domain(r))
    p["opts"] = [["-y", "."], ["-y", ".konfiguration"], ["-y", "--indentless", "."], ["-Y", "."],
                 ["-y", "-w", "60", "."], ["-y", ".konfiguration"], ["-y", "."], ["-y", "--indentless", "."]][n]


def p_xmlindent(p, r, n):
    first, last, full = V.person(r, LATIN8[(n + 2) % 8])
    p["name"] = p.p("name", V.translit(full))
    p["pin"] = p.s("pin", str(r.randint(100000, 99999999)))
    p["login"] = p.p("login", V.ascii_login(r))
    p["pw"] = p.s("pw", V.password(r, symbols="_-.!"))
    p["tok"] = p.s("tok", V.token(r))
    p["host"] = p.p("host", V.hostname(r) + "." + V.int_domain(r))
    p["opts"] = [[], ["-i", "2"], ["-t"], ["-i", "8"], ["-l", "60"], ["-nbe"], ["-i", "3"], ["-t", "-l", "70"]][n]


def p_doveconf(p, r, n):
    p["pw1"] = p.s("pw1", V.password(r, symbols="_-.+"))
    p["pw2"] = p.s("pw2", V.password(r, symbols="_-.+"))
    p["tok"] = p.s("tok", V.token(r, "plain"))
    p["ip"] = p.p("ip", V.ipv4_private(r))
    p["host"] = p.p("host", V.hostname(r) + "." + V.int_domain(r))
    p["pm"] = p.p("pm", "postmaster." + V.ascii_login(r) + "@nordlicht.example")
    p["showpw"] = n % 2 == 0


def p_fish(p, r, n):
    p["pw"] = p.s("pw", V.password(r, symbols="_-.+"))
    p["tok"] = p.s("tok", V.token(r))
    p["pin"] = p.s("pin", str(r.randint(10000000, 99999999)))
    first, last, full = V.person(r, LATIN8[n])
    p["name"] = p.p("name", full)
    p["host"] = p.p("host", V.hostname(r) + "." + V.int_domain(r))
    p["variant"] = n


def p_testparm(p, r, n):
    p["pw"] = p.s("pw", V.password(r, symbols="_-.+"))
    p["tok"] = p.s("tok", V.token(r, "plain"))
    p["nb"] = p.p("nb", (V.hostname(r)[:15]).upper().rstrip("-"))
    p["ip"] = p.p("ip", V.ipv4_private(r))
    p["wins"] = p.p("wins", V.ipv4_private(r))
    p["u1"] = p.p("u1", V.ascii_login(r).replace(".", ""))
    p["u2"] = p.p("u2", V.ascii_login(r).replace(".", ""))
    p["variant"] = n


# ------------------------------------------------------------------ lookalike
def p_keepassxc_cli(p, r, n):
    p["dbpw"] = p.s("dbpw", V.password(r))
    p["pw"] = p.s("pw", V.password(r, symbols="_-.!#"))
    p["user"] = p.p("user", V.ascii_login(r))
    p["code"] = p.s("code", V.recovery_code(r))
    p["sha"] = V.hexs(r, 40)
    p["reqid"] = V.uuid4(r)
    p["title"] = V.pick(r, ["Git host", "Build server", "Mail relay", "Backup vault", "DB admin", "VPN"])
    p["host"] = p.p("host", V.hostname(r) + "." + V.int_domain(r))
    p["mode"] = n % 4


def p_named_checkconf(p, r, n):
    p["secret"] = p.s("secret", base64.b64encode(r.randbytes(32)).decode(), "b64blob")
    p["secret2"] = p.s("secret2", base64.b64encode(r.randbytes(32)).decode(), "b64blob")
    p["ds"] = V.hexs(r, 64).upper()
    p["keytag"] = r.randint(1000, 65000)
    p["sid"] = p.p("sid", V.hostname(r) + "." + V.int_domain(r))
    p["prim"] = p.p("prim", V.ipv4_private(r))
    p["zone"] = p.p("zone", V.int_domain(r))
    p["obscure"] = n in (3, 7)
    if p["obscure"]:
        p["not_printed"] = ["secret", "secret2"]


def p_dumpasn1(p, r, n):
    key = r.randbytes(32)
    p["key"] = key.hex()
    p.s("key", key.hex(), "bytes")
    p["serial"] = bytes([r.randint(0x10, 0x7f)]).hex() + r.randbytes(11).hex()
    p["ski"] = r.randbytes(20).hex()
    p["name"] = p.p("name", V.translit(" ".join(V.person(r, LATIN8[n])[2:])))
    p["email"] = p.p("email", V.ascii_login(r) + "@acme-logistik.de")
    p["opts"] = [[], ["-a"], ["-p"], ["-x"], ["-a", "-p"], ["-i"], ["-l"], ["-t"]][n]


def p_readmsg(p, r, n):
    first, last, full = V.person(r, LATIN8[n])
    p["name"] = p.p("name", full)
    p["email"] = p.p("email", email_of(r, first, last))
    p["tok"] = p.s("tok", V.alnum(r, 24))
    p["otp"] = p.s("otp", str(r.randint(100000, 999999)))
    p["msgid"] = V.hexs(r, 20)
    p["reqid"] = V.uuid4(r)
    p["bh"] = base64.b64encode(r.randbytes(32)).decode()
    p["opts"] = [["-h"], ["-h"], [], ["-h"], ["-n"], ["-h"], [], ["-h"]][n]


def p_html2text(p, r, n):
    first, last, full = V.person(r, LATIN8[(n + 5) % 8])
    p["name"] = p.p("name", full)
    p["tok"] = p.s("tok", V.token(r, V.pick(r, ["glpat", "ghp", "npm"])))
    p["pw"] = p.s("pw", V.password(r))
    p["digest"] = V.hexs(r, 64)
    p["sha"] = V.hexs(r, 40)
    p["uuid"] = V.uuid4(r)
    p["opts"] = [[], ["-style", "pretty"], ["-width", "100"], ["-ascii"], ["-utf8"], ["-style", "pretty", "-width", "120"], ["-nobs"], ["-width", "60"]][n]


# ------------------------------------------------------------------ no_key
def _nokey(p, r, n, k=3):
    p["codes"] = [p.s(f"code{i}", V.recovery_code(r)) for i in range(k)]
    p["tok"] = p.s("tok", V.token(r, V.pick(r, ["ghp", "glpat", "sk_live", "hf", "npm", "plain"])))
    p["pw"] = p.s("pw", V.password(r, symbols="_-."))
    first, last, full = V.person(r, LATIN8[n])
    p["name"] = p.p("name", full)


def p_elinks(p, r, n):
    _nokey(p, r, n)


def p_pdftotext(p, r, n):
    _nokey(p, r, n)
    p["name"] = None
    p["values"] = [v for v in p["values"] if v["name"] != "name"]
    p["name"] = p.p("name", V.translit(" ".join([V.pick(r, V.ASCII_NAMES[0]).title(), V.pick(r, V.ASCII_NAMES[1]).title()])))


def p_odt2txt(p, r, n):
    _nokey(p, r, n)


def p_docx2txt(p, r, n):
    _nokey(p, r, n)


def p_unrtf(p, r, n):
    _nokey(p, r, n)


# ------------------------------------------------------------------ pii_locale
def p_birthday(p, r, n):
    people = []
    for i, loc in enumerate([LOCS8[n], ["ja", "zh", "ko", "ar", "he", "hi", "vi", "fi"][n], ["nl", "pt", "cs", "en", "de", "fr", "es", "pl"][n]]):
        full = V.person(r, loc)[2]
        p.p(f"name{i}", full)
        people.append(full)
    p["people"] = people


def p_phonenumbers(p, r, n):
    ccs = [["DE", "JP", "BR"], ["FR", "IN", "KR"], ["PL", "CN", "US"], ["ES", "RU", "IL"],
           ["GB", "TR", "GR"], ["SE", "FI", "NL"], ["IT", "DE", "JP"], ["BR", "KR", "FR"]][n]
    ccs = [c if c in V.PHONES else "DE" for c in ccs]
    p["phones"] = [(cc, p.p(f"ph{i}", V.phone(r, cc), "phone")) for i, cc in enumerate(ccs)]


def p_stdnum(p, r, n):
    d = V.birthdate(r)
    ids = []
    kinds = [["pl.pesel", "iban:DE"], ["es.dni", "iban:AT"], ["se.personnummer", "iban:SE"], ["fi.hetu", "iban:FI"],
             ["nl.bsn", "iban:NL"], ["br.cpf", "iban:PT"], ["fr.nir", "iban:FR"], ["cn.ric", "iban:PL"]][n]
    for k in kinds:
        if k.startswith("iban:"):
            v = V.iban(r, k[5:])
            ids.append(("iban", p.p("iban", v, "iban")))
        else:
            fn = {"pl.pesel": lambda: V.pesel_pl(r, d), "es.dni": lambda: V.dni_es(r), "se.personnummer": lambda: V.personnummer_se(r, d),
                  "fi.hetu": lambda: V.hetu_fi(r, d), "nl.bsn": lambda: V.bsn_nl(r), "br.cpf": lambda: V.cpf_br(r),
                  "fr.nir": lambda: V.nir_fr(r, d), "cn.ric": lambda: V.cn_id(r, d)}[k]
            ids.append((k, p.p("natid", fn(), "natid")))
    p["ids"] = ids
    p["birth"] = d.isoformat()
    p.p("birth", d.isoformat(), "date")


def p_vobject(p, r, n):
    loc = ["de", "ru", "ja", "fr", "el", "tr", "pl", "sv"][n]
    first, last, full = V.person(r, loc)
    p["first"], p["last"], p["full"] = first, last, full
    p.p("full", full)
    p.p("first", first)
    p.p("last", last)
    aloc = loc if loc in V.ADDRESSES else "de"
    st, pc, city = V.address(r, aloc)
    p["adr"] = (st, pc, city)
    p.p("street", st)
    p.p("pc", pc)
    p.p("city", city)
    p["tel"] = p.p("tel", V.phone(r, ["DE", "RU", "JP", "FR", "GR", "TR", "PL", "SE"][n]), "phone")
    p["email"] = p.p("email", email_of(r, first if loc in V.LATIN_LOCALES else "kontakt", last if loc in V.LATIN_LOCALES else f"{n}x"))
    d = V.birthdate(r)
    p["bday"] = p.p("bday", d.isoformat(), "date")
    p["mode"] = n % 2


def p_aha(p, r, n):
    rows = []
    for i, loc in enumerate([LOCS8[n], ["ja", "zh", "ko", "ar", "he", "hi", "vi", "fi"][n]]):
        full = p.p(f"name{i}", V.person(r, loc)[2])
        ph = p.p(f"ph{i}", V.phone(r, ["DE", "FR", "PL", "RU", "ES", "TR", "SE", "GR", "JP", "CN", "KR", "IL", "IL", "IN", "NL", "FI"][n + 8 * i]), "phone")
        ib = p.p(f"iban{i}", V.iban(r, ["DE", "FR", "PL", "CZ", "ES", "BE", "SE", "AT"][(n + i) % 8]), "iban")
        rows.append((full, ph, ib))
    p["rows"] = rows
    p["opts"] = [[], ["--black"], ["--no-header"], ["--title", "Kundenliste"], ["--pink"], ["-w"], ["--stylesheet"], ["--no-header", "--black"]][n]


# ------------------------------------------------------------------ rows
def _person_row(p, r, n, loc):
    first, last, full = V.person(r, loc)
    p["name"] = p.p("name", full)
    p["email"] = p.p("email", email_of(r, first if loc in V.LATIN_LOCALES else "user", last if loc in V.LATIN_LOCALES else f"{n}k"))
    p["phone"] = p.p("phone", V.phone(r, ["DE", "RU", "FR", "JP", "PL", "TR", "ES", "SE"][n]), "phone")
    p["iban"] = p.p("iban", V.iban(r, ["DE", "AT", "FR", "PL", "NL", "ES", "GB", "SE"][n]), "iban")
    p["pw"] = p.s("pw", V.password(r))
    p["tok"] = p.s("tok", V.token(r))
    p["uuid"] = V.uuid4(r)
    p["id"] = r.randint(1000, 99999)


def p_spatialite(p, r, n):
    _person_row(p, r, n, LOCS8[n])
    p["mode"] = n % 4


def p_xlsx2csv(p, r, n):
    _person_row(p, r, n, LOCS8[(n + 1) % 8])
    p["delim"] = [",", ";", "\t", ",", "|", ",", ";", ","][n]


def p_lnav(p, r, n):
    p["ip"] = p.p("ip", V.ipv4_private(r))
    p["user"] = p.p("user", V.ascii_login(r))
    p["tok"] = p.s("tok", V.alnum(r, 32))
    p["sid"] = p.s("sid", V.hexs(r, 32))
    p["reqid"] = V.uuid4(r)
    p["variant"] = n


def p_agate(p, r, n):
    _person_row(p, r, n, LOCS8[(n + 2) % 8])


def p_bean_query(p, r, n):
    first, last, full = V.person(r, LOCS8[(n + 3) % 8])
    p["name"] = p.p("name", full)
    p["iban"] = p.p("iban", V.iban(r, ["DE", "AT", "FR", "PL", "NL", "ES", "GB", "SE"][(n + 2) % 8]), "iban")
    p["ref"] = p.s("ref", "TAN-" + str(r.randint(100000, 999999)))
    p["tok"] = p.s("tok", V.alnum(r, 20))
    p["amount"] = f"{r.randint(10, 4000)}.{r.randint(0, 99):02d}"
    p["variant"] = n
