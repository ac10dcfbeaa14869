"""corpus31 planted values per template (part of the planted-value library).

plant(key, n) -> dict name -> (value, role) with role in {"secret", "private"}.
Values are fed into the software by capture.py; generate.py searches their forms.
NOT_PRINTED[key][name] = reason, for planted values the software does not print.
"""
import base64
import json
import urllib.parse

from values import (rng, password, alnum, hexs, token, b64secret, otp_seed, hostname, shorthost, podname,
                    nodename, ipv4, ipv6, mac, person, email, phone, birthdate, national_id, ID_LOCALE,
                    iban, iban_grouped, address, asciify, LOCALES)

T = {}
NOT_PRINTED = {}


def tpl(cls, prog, pkg, notprinted=None):
    def deco(fn):
        key = "c31-%s-%s" % (cls, prog)
        T[key] = dict(cls=cls, prog=prog, pkg=pkg, plant=fn)
        NOT_PRINTED[key] = notprinted or {}
        return fn
    return deco


def plant(key, n):
    return T[key]["plant"](rng(key, n))


def S(v):
    return (v, "secret")


def P(v):
    return (v, "private")


def login(r):
    loc, f, l = person(r)
    return (asciify(f)[0] + "." + asciify(l).replace(" ", "")).lower()


def html_pw(r):
    base = password(r, 12)
    i = r.randint(1, 10)
    return base[:i] + r.choice(["&", "<", '"', ">"]) + base[i:] + r.choice(["&", "<>", '"'])


def umlaut_pw(r):
    words = ["Kürbis", "Ölfeld", "Straße", "Bärlauch", "Fähre", "Größe", "Möwe", "Übersee", "Käsebrot", "Zwölf"]
    return "%s-%s=%d-%s" % (r.choice(words), r.choice(words), r.randint(10, 99), r.choice(words))


# ============================================================ encoded
@tpl("encoded", "httpie", "httpie", {"password": "only inside the Basic credential blob",
                                     "user": "only inside the Basic credential blob"})
def _(r):
    u, p = login(r), password(r)
    return {"user": P(u), "password": S(p), "basic": S(u + ":" + p), "host": P(hostname(r)),
            "client_secret": S(alnum(r, 32)), "sig": S(b64secret(r, 24))}


@tpl("encoded", "cmark", "cmark")
def _(r):
    return {"host": P(hostname(r)), "user": P(login(r)), "password": S(html_pw(r)), "token": S(token(r))}


@tpl("encoded", "qprint", "qprint")
def _(r):
    loc, f, l = person(r, r.choice(["de", "pl", "se", "fi", "tr"]))
    return {"first": P(f), "passphrase": S(umlaut_pw(r)), "apikey": S(b64secret(r, 18)), "host": P(hostname(r))}


@tpl("encoded", "hexdump", "bsdextrautils")
def _(r):
    return {"session": S(alnum(r, 16)), "user": P(login(r)[:8])}


@tpl("encoded", "jsonnet", "jsonnet", {"user": "printed only inside encoded blobs", "password": "printed only inside encoded blobs"})
def _(r):
    u, p, h = login(r), password(r), hostname(r)
    auth = base64.b64encode((u + ":" + p).encode()).decode()
    dcj = json.dumps({"auths": {h: {"auth": auth, "password": p, "username": u}}}, separators=(",", ":"), sort_keys=True)
    dsn = "postgres://%s:%s@%s:5432/ledger" % (u, urllib.parse.quote(p, safe=""), h)
    return {"user": P(u), "password": S(p), "host": P(h), "dockerconfigjson": S(dcj), "dsn": S(dsn),
            "webhook": S(alnum(r, 40))}


# ============================================================ infra
@tpl("infra", "tshark", "tshark")
def _(r):
    return {"mac1": P(mac(r)), "mac2": P(mac(r)), "ip1": P(ipv4(r)), "ip2": P(ipv4(r)), "dns": P(ipv4(r)),
            "host": P(hostname(r)), "ip6": P(ipv6(r)), "ip3": P(ipv4(r))}


@tpl("infra", "pstree", "psmisc")
def _(r):
    return {"node": P(nodename(r)), "nodeip": P(ipv4(r)), "pod1": P(podname(r)), "pod2": P(podname(r)),
            "apiserver": P(hostname(r))}


@tpl("infra", "traceroute", "traceroute")
def _(r):
    return {"host1": P(hostname(r)), "ip1": P(ipv4(r)), "host2": P(shorthost(r)), "ip2": P(ipv4(r)),
            "host6": P(hostname(r)), "ip6": P(ipv6(r))}


@tpl("infra", "fping", "fping")
def _(r):
    return {"host1": P(hostname(r)), "ip1": P(ipv4(r)), "host2": P(hostname(r)), "ip2": P(ipv4(r)),
            "ip3": P(ipv4(r)), "ip6": P(ipv6(r))}


@tpl("infra", "birdc", "bird2", {"localip": "local address of the BGP session; BIRD prints it only once the session is up"})
def _(r):
    return {"routerid": P(ipv4(r)), "peer1": P(ipv4(r)), "peer1host": P(hostname(r)), "peer2": P(ipv6(r)),
            "peer2host": P(shorthost(r)), "localip": P(ipv4(r))}


# ============================================================ positional
def _pos(r):
    d = {"user": P(login(r)), "password": S(password(r)), "host": P(hostname(r))}
    return d


@tpl("positional", "time", "time")
def _(r):
    return _pos(r)


@tpl("positional", "valgrind", "valgrind")
def _(r):
    return _pos(r)


@tpl("positional", "tcpflow", "tcpflow", {"user": "in AUTH PLAIN/LOGIN units only inside base64 credential blobs",
                                           "password": "in AUTH PLAIN/LOGIN units only inside base64 credential blobs",
                                           "authplain": "only used by the AUTH PLAIN unit",
                                           "host": "the client connects by address; the name is not part of the transcript"})
def _(r):
    d = _pos(r)
    d["authplain"] = S("\0%s\0%s" % (d["user"][0], d["password"][0]))
    d["srv"] = P(ipv4(r))
    d["cli"] = P(ipv4(r))
    return d


@tpl("positional", "mksh", "mksh")
def _(r):
    d = _pos(r)
    d["token"] = S(token(r))
    return d


@tpl("positional", "ninja", "ninja-build")
def _(r):
    d = _pos(r)
    d["token"] = S(token(r))
    return d


# ============================================================ key_unusual
@tpl("key_unusual", "augtool", "augeas-tools")
def _(r):
    return {"password": S(password(r)), "token": S(token(r)), "host": P(hostname(r)), "otp": S(otp_seed(r))}


@tpl("key_unusual", "ncdump", "netcdf-bin")
def _(r):
    loc, f, l = person(r)
    return {"password": S(password(r)), "token": S(token(r)), "name": P(f + " " + l), "host": P(hostname(r))}


@tpl("key_unusual", "metaflac", "flac")
def _(r):
    loc, f, l = person(r)
    return {"password": S(password(r)), "token": S(token(r)), "name": P(f + " " + l), "email": P(email(r, f, l))}


@tpl("key_unusual", "pngcheck", "pngcheck")
def _(r):
    loc, f, l = person(r)
    return {"password": S(password(r)), "token": S(token(r)), "name": P(f + " " + l), "host": P(hostname(r))}


@tpl("key_unusual", "confget", "confget")
def _(r):
    return {"password": S(password(r)), "token": S(token(r)), "host": P(hostname(r)), "user": P(login(r)),
            "otp": S(otp_seed(r))}


# ============================================================ lookalike
@tpl("lookalike", "brz", "brz")
def _(r):
    loc, f, l = person(r)
    return {"name": P(f + " " + l), "email": P(email(r, f, l)), "token": S(token(r)), "password": S(password(r))}


@tpl("lookalike", "darcs", "darcs")
def _(r):
    loc, f, l = person(r)
    return {"name": P(f + " " + l), "email": P(email(r, f, l)), "token": S(token(r)), "password": S(password(r))}


@tpl("lookalike", "dkimsign", "python3-dkim")
def _(r):
    loc, f, l = person(r)
    return {"name": P(f + " " + l), "email": P(email(r, f, l)), "token": S(alnum(r, 43)), "otp": S("%06d" % r.randint(0, 999999))}


@tpl("lookalike", "aria2c", "aria2", {"password": "sent only inside the Basic credential, which aria2 logs as 'Authorization: <snip>'",
                                     "user": "sent only inside the Basic credential, which aria2 logs as 'Authorization: <snip>'",
                                     "basic": "aria2 logs the header as 'Authorization: <snip>'"})
def _(r):
    u, p = login(r), password(r)
    return {"user": P(u), "password": S(p), "basic": S(u + ":" + p), "session": S(hexs(r, 32)), "csrf": S(alnum(r, 40))}


@tpl("lookalike", "xmlsec1", "xmlsec1", {"hmackey": "HMAC signing key is read from a file and never printed"})
def _(r):
    loc, f, l = person(r)
    return {"hmackey": S(alnum(r, 32)), "token": S(token(r)), "password": S(password(r)), "name": P(f + " " + l)}


# ============================================================ no_key
@tpl("no_key", "cowsay", "cowsay")
def _(r):
    return {"token": S(token(r)), "password": S(password(r))}


def letters(r, n):
    import string
    while True:
        s = "".join(r.choice(string.ascii_letters) for _ in range(n))
        if any(c.isupper() for c in s[1:]) and any(c.islower() for c in s):
            return s


@tpl("no_key", "aspell", "aspell")
def _(r):
    return {"secret1": S(letters(r, 24)), "secret2": S(letters(r, 18)), "secret3": S(letters(r, 32))}


@tpl("no_key", "zbarimg", "zbar-tools")
def _(r):
    return {"token": S(token(r)), "password": S(password(r)), "otp": S(otp_seed(r))}


@tpl("no_key", "ripgrep", "ripgrep")
def _(r):
    return {"token": S(token(r, "gh")), "token2": S(token(r, "stripe")), "token3": S(token(r, "glpat"))}


@tpl("no_key", "w3m", "w3m")
def _(r):
    return {"token": S(token(r)), "password": S(password(r)), "code": S(alnum(r, 10))}


# ============================================================ pii_locale
LOC8 = ["pl", "es", "nl", "se", "fi", "br", "fr", "tr"]


def _pii(r, loc=None):
    loc, f, l = person(r, loc or r.choice(LOC8))
    bd = birthdate(r)
    st, pc, city = address(r, loc)
    return loc, {"name": P(f + " " + l), "email": P(email(r, f, l)), "phone": P(phone(r, loc)),
                 "natid": P(national_id(r, ID_LOCALE[loc], bd)), "iban": P(iban(r, loc)), "street": P(st),
                 "postcode": P(pc), "city": P(city), "birth": P(bd)}


@tpl("pii_locale", "exiftool", "libimage-exiftool-perl")
def _(r):
    return _pii(r)[1]


@tpl("pii_locale", "notmuch", "notmuch")
def _(r):
    return _pii(r)[1]


@tpl("pii_locale", "remind", "remind")
def _(r):
    return _pii(r)[1]


@tpl("pii_locale", "ledger", "ledger")
def _(r):
    return _pii(r)[1]


@tpl("pii_locale", "formail", "procmail")
def _(r):
    return _pii(r)[1]


# ============================================================ rows
def _row(r):
    loc, f, l = person(r)
    return {"name": P(f + " " + l), "email": P(email(r, f, l)), "phone": P(phone(r, loc)),
            "apikey": S(token(r)), "pwhash": S("$6$" + alnum(r, 16) + "$" + alnum(r, 86).replace("0", "/").replace("1", "."))}


@tpl("rows", "gdbmtool", "gdbmtool")
def _(r):
    return _row(r)


@tpl("rows", "mdb_dump", "lmdb-utils")
def _(r):
    return _row(r)


@tpl("rows", "kchashmgr", "kyotocabinet-utils")
def _(r):
    return _row(r)


@tpl("rows", "dbview", "dbview")
def _(r):
    d = _row(r)
    d["pwhash"] = S(hexs(r, 32))
    return d


@tpl("rows", "alasql", "node-alasql")
def _(r):
    d = _row(r)
    d["ip"] = P(ipv4(r))
    return d
