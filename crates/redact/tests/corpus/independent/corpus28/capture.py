#!/usr/bin/env python3
"""corpus28 capture: runs real programs on this machine with planted values and stores what they print,
verbatim, under captured/<program-key>/.  Scratch space: /tmp/c28run.  Ports: 127.0.0.1:19801-19899 only.

captured/<key>/units.json   planted values per unit (secrets / private / keep candidates / params)
captured/<key>/unitN.<stream>.txt   raw bytes printed by the program for unit N
captured/<key>/version.txt  the program's version as printed by the program itself
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import zlib
import hashlib
import base64
import ipaddress

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c28run"
NICE = ["nice", "-n", "10"]
PY = sys.executable
PG_UID = 101
PG_GID = 104
try:
    import pwd
    PG_UID = pwd.getpwnam("postgres").pw_uid
    PG_GID = pwd.getpwnam("postgres").pw_gid
except Exception:
    pass

UNITS = {}       # key -> list of unit dicts
STARTED = []     # Popen objects to stop in finally
TOUCHED = set()  # keys captured in this run


def U(secrets=(), private=(), keep=(), **params):
    return {"secrets": [s for s in secrets if s], "private": [p for p in private if p],
            "keep": list(keep), "params": params}


def kdir(key):
    d = os.path.join(CAP, key)
    os.makedirs(d, exist_ok=True)
    return d


def save(key, i, stream, data):
    if isinstance(data, str):
        data = data.encode()
    TOUCHED.add(key)
    with open(os.path.join(kdir(key), f"unit{i}.{stream}.txt"), "wb") as f:
        f.write(data)


def save_version(key, text):
    with open(os.path.join(kdir(key), "version.txt"), "w") as f:
        f.write(text.strip() + "\n")


def run(cmd, env=None, input=None, timeout=60, cwd=None, preexec=None):
    p = subprocess.run(NICE + list(cmd), input=input, capture_output=True, timeout=timeout, env=env,
                       cwd=cwd, preexec_fn=preexec)
    return p


def vout(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, env=env)
    return (p.stdout + p.stderr).decode("utf-8", "replace")


def rng(key, i):
    return S.Rng(f"corpus28/{key}/{i}")


def mkrun(sub):
    d = os.path.join(RUN, sub)
    os.makedirs(d, exist_ok=True)
    return d


# ============================================================== small peers (answer real clients only)
class LinePeer(threading.Thread):
    """Tiny line-protocol peer.  handler(line)->reply bytes; greeting sent first."""

    def __init__(self, port, greeting, handler):
        super().__init__(daemon=True)
        self.s = socket.socket()
        self.s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.s.bind(("127.0.0.1", port))
        self.s.listen(8)
        self.s.settimeout(0.5)
        self.greeting, self.handler, self.stop = greeting, handler, False

    def run(self):
        while not self.stop:
            try:
                c, _ = self.s.accept()
            except socket.timeout:
                continue
            except OSError:
                break
            threading.Thread(target=self.serve, args=(c,), daemon=True).start()

    def serve(self, c):
        try:
            c.settimeout(10)
            if self.greeting:
                c.sendall(self.greeting)
            f = c.makefile("rb")
            for line in f:
                rep = self.handler(line.rstrip(b"\r\n"))
                if rep is None:
                    break
                c.sendall(rep)
                if rep.endswith(b"#CLOSE"):
                    break
        except Exception:
            pass
        finally:
            c.close()

    def close(self):
        self.stop = True
        self.s.close()


class HttpPeer(LinePeer):
    def serve(self, c):
        try:
            c.settimeout(10)
            data = b""
            while b"\r\n\r\n" not in data:
                d = c.recv(4096)
                if not d:
                    break
                data += d
            c.sendall(b"HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n")
        except Exception:
            pass
        finally:
            c.close()


def imap_handler(line):
    parts = line.split(b" ", 2)
    if len(parts) < 2:
        return b"* BAD\r\n"
    tag, cmd = parts[0], parts[1].upper()
    if cmd == b"CAPABILITY":
        return b"* CAPABILITY IMAP4rev1 AUTH=PLAIN LOGINDISABLED-NOT\r\n" + tag + b" OK CAPABILITY completed\r\n"
    if cmd == b"LOGIN":
        return tag + b" OK [CAPABILITY IMAP4rev1 IDLE] LOGIN completed\r\n"
    if cmd in (b"SELECT", b"EXAMINE"):
        return b"* 12 EXISTS\r\n* 0 RECENT\r\n* FLAGS (\\Seen \\Deleted)\r\n" + tag + b" OK [READ-WRITE] SELECT completed\r\n"
    if cmd == b"LOGOUT":
        return b"* BYE logging out\r\n" + tag + b" OK LOGOUT completed\r\n"
    return tag + b" BAD unknown\r\n"


def nntp_handler(line):
    u = line.upper()
    if u.startswith(b"CAPABILITIES"):
        return b"101 Capability list:\r\nVERSION 2\r\nREADER\r\nAUTHINFO USER\r\n.\r\n"
    if u.startswith(b"AUTHINFO USER"):
        return b"381 Password required\r\n"
    if u.startswith(b"AUTHINFO PASS"):
        return b"281 Authentication accepted\r\n"
    if u.startswith(b"MODE READER"):
        return b"200 Posting allowed\r\n"
    if u.startswith(b"GROUP"):
        return b"211 1204 3001 4204 " + line.split(b" ", 1)[1] + b"\r\n"
    if u.startswith(b"QUIT"):
        return b"205 closing connection\r\n"
    return b"500 What?\r\n"


# ============================================================== unit builders
def build_units():
    B = {}

    # ---------------- encoded
    def enc_email(r, i):
        p = S.person(r); frm = S.email(r, p); to = S.email(r)
        pw = S.password(r, nonascii=True, punct=S.PUNCT_SAFE + "&$/")
        tok = S.api_token(r, r.choice(["ghp", "glpat", "akia", "npm", "hf", "sk_live"]))
        if len(tok) > 57: tok = tok[:57]
        user = S.username(r, p)
        return U([pw, tok], [frm, to, user], ["Content-Transfer-Encoding", "quoted-printable", "base64",
                                            "multipart/mixed", "application/octet-stream", "MIME-Version"],
                 frm=frm, to=to, user=user, pw=pw, tok=tok, fname=r.choice(["deploy.key", "api-token.txt", "vault.key"]))
    B["py-email"] = ("encoded", enc_email)

    def enc_url(r, i):
        host = S.hostname(r); user = S.username(r)
        pw = S.password(r, punct="!@#$%^&*:/?=[]|;", lo=12, hi=18)
        tok = r.choice([S.aws_secret(r), S.api_token(r, "sg"), S.session_cookie(r) + "/+=" + S.hexsecret(r, 8)])
        sig = S.jwt(r) if r.random() < 0.5 else S.password(r, punct=" +&=%/", lo=14, hi=22)
        return U([pw, tok, sig], [host, user], ["/api/v2/export", "access_token", "format=ndjson", "https://"],
                 host=host, user=user, pw=pw, tok=tok, sig=sig)
    B["node-url"] = ("encoded", enc_url)

    def enc_mime(r, i):
        pw1 = S.password(r, nonascii=True, punct=S.PUNCT_SAFE + "=")
        pw2 = S.password(r, nonascii=True, punct="=?_!*")
        user = S.username(r); pw3 = S.password(r, punct=S.PUNCT_SAFE)
        basic = base64.b64encode(f"{user}:{pw3}".encode()).decode()
        host = S.hostname(r)
        return U([pw1, pw2, basic], [host], ["quoted-printable", "Authorization: Basic", "smtp.port = 587",
                                             "[mailer]"],
                 pw1=pw1, pw2=pw2, user=user, pw3=pw3, host=host)
    B["perl-mime"] = ("encoded", enc_mime)

    def enc_xmerl(r, i):
        host = S.hostname(r); user = S.username(r)
        pw = S.password(r, punct="&<>\"'!#", lo=12, hi=18)
        tok = S.api_token(r) + r.choice(["&scope=<all>", "", "&v=2"])
        key = S.hexsecret(r, 64)
        return U([pw, tok, key], [host, user], ["<?xml version=\"1.0\"?>", "credentials", "rotation", "ldaps"],
                 host=host, user=user, pw=pw, tok=tok, key=key)
    B["erl-xmerl"] = ("encoded", enc_xmerl)

    def enc_orjson(r, i):
        p = S.person(r); em = S.email(r, p)
        sec = S.password(r, punct="\"\\/!#", lo=16, hi=24)
        rt = r.choice([S.jwt(r), S.session_cookie(r), S.api_token(r, "xoxp")])
        tid = S.trace_id(r)
        return U([sec, rt], [p["full"], em], ["oauth.refresh", tid, "invalid_grant", "401"],
                 name=p["full"], email=em, sec=sec, rt=rt, tid=tid)
    B["orjson"] = ("encoded", enc_orjson)

    # ---------------- infra
    def inf_node(r, i):
        host = S.hostname(r); ip = S.ip_private(r); pod = S.pod_name(r); node = S.node_name(r); mac = S.mac(r)
        return U([], [host, ip, pod, node, mac], ["createConnection", "keepAlive", "scheduling", "lifo",
                                                  "HTTP", "noDelay"],
                 host=host, ip=ip, pod=pod, node=node, mac=mac)
    B["node-http-debug"] = ("infra", inf_node)

    def inf_jstack(r, i):
        pod = S.pod_name(r); ip = S.ip_private(r); mac = S.mac(r, upper=r.random() < 0.5)
        host = S.hostname(r); port = r.choice([5432, 6379, 9092, 8443, 636])
        return U([], [pod, ip, mac, host], ["TIMED_WAITING", "java.lang.Thread.State", "prio=5", "daemon"],
                 pod=pod, ip=ip, mac=mac, host=host, port=port)
    B["jstack"] = ("infra", inf_jstack)

    def inf_tiny(r, i):
        proxy = S.hostname(r); ip = S.ip_private(r); path = r.choice(["/healthz", "/metrics", "/v1/status"])
        return U([], [proxy, ip], ["599", "Internal Exception", "Could not connect to", path],
                 proxy=proxy, ip=ip, path=path, port=r.choice([3128, 8080, 8888]))
    B["perl-http-tiny"] = ("infra", inf_tiny)

    def inf_javainet(r, i):
        h1 = S.hostname(r); ip1 = S.ip_private(r); h2 = S.hostname(r); h3 = S.short_host(r); ip6 = S.ipv6(r)
        jip6 = ":".join("%x" % int(g, 16) for g in ipaddress.IPv6Address(ip6).exploded.split(":"))
        scope = r.randint(1, 9)
        return U([], [h1, ip1, h2, h3, jip6], ["<unresolved>", "HTTP @", "SOCKS @", "%" + str(scope)],
                 h1=h1, ip1=ip1, h2=h2, h3=h3, ip6=ip6, jip6=jip6, scope=scope,
                 p1=r.choice([5432, 3306, 1521]), p2=r.choice([3128, 1080]))
    B["java-inet"] = ("infra", inf_javainet)

    def inf_httpc(r, i):
        host = S.hostname(r); proxy = S.hostname(r); ip = S.ip_octets(r)
        return U([], [host, proxy, "{%d,%d,%d,%d}" % tuple(ip)], ["failed_connect", "to_address", "nxdomain", "inet"],
                 host=host, proxy=proxy, ip=ip)
    B["erl-httpc"] = ("infra", inf_httpc)

    # ---------------- positional
    def pos_imap(r, i):
        user = S.email(r) if r.random() < 0.5 else S.username(r)
        pw = S.password(r, punct=S.PUNCT_SAFE + "()[]{}$&")
        return U([pw], [user], ["LOGIN", "CAPABILITY", "IMAP4rev1", "SELECT", "INBOX", "LOGOUT"],
                 user=user, pw=pw)
    B["py-imaplib"] = ("positional", pos_imap)

    def pos_nntp(r, i):
        user = S.username(r); pw = S.password(r, punct=S.PUNCT_SAFE + "$&()")
        grp = r.choice(["corp.ops.alerts", "de.comp.db", "intern.release"])
        return U([pw], [user], ["*put*", "*resp*", "AUTHINFO USER", "AUTHINFO PASS", grp, "281"],
                 user=user, pw=pw, grp=grp)
    B["py-nntplib"] = ("positional", pos_nntp)

    def pos_jcmd(r, i):
        host = S.hostname(r); user = S.username(r)
        pw = S.password(r, punct="!#%*+-.:=?@^_~,"); ks = S.password(r)
        tok = r.choice([S.api_token(r, "ghp"), "hvs." + r.s(S.B62, 24), S.api_token(r, "glpat")])
        pw2 = S.password(r, punct="!%*-_~"); host2 = S.hostname(r)
        return U([pw, ks, tok, pw2], [host, user, host2], ["jvm_args:", "java_command:", "J28Svc", "-Xmx64m",
                                                           "java_class_path"],
                 host=host, user=user, pw=pw, ks=ks, tok=tok, pw2=pw2, host2=host2)
    B["jcmd"] = ("positional", pos_jcmd)

    def pos_pg(r, i):
        user = S.username(r).replace(".", "_")
        pw = S.password(r, punct="!#%*+-.:=?@^_~,$")
        ruser = S.username(r).replace(".", "_"); rpw = S.password(r, punct="!#%*+-.:=?@^_~,")
        ip = S.ip_private(r); host = S.hostname(r); pw3 = S.password(r, punct="!#%*+-.:?@^_~")
        return U([pw, rpw, pw3], [user, ruser, ip, host], ["LOG:", "statement:", "ERROR:", "CREATE ROLE",
                                                            "USER MAPPING"],
                 user=user, pw=pw, ruser=ruser, rpw=rpw, ip=ip, host=host, pw3=pw3)
    B["postgres-log"] = ("positional", pos_pg)

    def pos_pyd(r, i):
        user = r.choice(["etl", "app", "svc", "rw", "ro", "bi"]) + str(r.randint(2, 99))
        pw = S.password(r, punct="!*-_~.", lo=10, hi=12)
        host = S.short_host(r)
        rpw = S.password(r, punct="!*-_~", lo=10, hi=13); rhost = S.short_host(r)
        while len(f"postgres://{user}:{pw}@{host}:99999/l") > 47:
            pw = S.password(r, punct="!*-_~.", lo=10, hi=11); host = S.short_host(r)
        while len(f"http://:{rpw}@{rhost}:6380") > 47:
            rpw = S.password(r, punct="!*-_~", lo=10, hi=11); rhost = S.short_host(r)
        return U([pw, rpw], [user, host, rhost], ["url_parsing", "validation errors", "input_type=str",
                                                  "database_url", "cache_url"],
                 user=user, pw=pw, host=host, rpw=rpw, rhost=rhost, badport=r.choice(["99999", "5x32", "65536"]))
    B["pydantic"] = ("positional", pos_pyd)

    # ---------------- key_unusual
    PWKEYS = ["Kennwort", "mot_de_passe", "contraseña", "parola_d_ordine", "wachtwoord", "hasło", "пароль",
              "パスワード", "密码", "şifre", "lösenord", "salasana", "heslo", "κωδικός"]
    TOKKEYS = ["X-Geheimer-Schlüssel", "clé_secrète", "ZUGRIFFS_TOKEN", "llave-de-acceso", "アクセストークン",
               "toegangssleutel", "ключ_доступа", "klucz.api", "APIsalaisuus", "Bearer_Wert"]

    def ku_cfg(r, i):
        host = S.hostname(r); user = S.username(r)
        pw = S.password(r, punct=S.PUNCT_SAFE + "$&/"); tok = S.api_token(r)
        otpseed = base64.b32encode(bytes(r.getrandbits(8) for _ in range(20))).decode().rstrip("=")
        return U([pw, tok, otpseed], [host, user], ["[Datenbank]", "[API]", "port = 5432", "sslmode = require"],
                 host=host, user=user, pw=pw, tok=tok, otpseed=otpseed, pk=r.choice(PWKEYS), tk=r.choice(TOKKEYS))
    B["py-configparser"] = ("key_unusual", ku_cfg)

    def ku_yaml(r, i):
        user = S.username(r); pw = S.password(r, punct=":#'&*!|>%@", lo=12, hi=18)
        pin = "%04d" % r.randint(1000, 9999) + "%02d" % r.randint(10, 99)
        tok = S.api_token(r); pw2 = S.password(r, nonascii=True)
        return U([pw, pin, tok, pw2], [user], ["eu-central-1", "retries", "timeout_s", "replicas"],
                 user=user, pw=pw, pin=pin, tok=tok, pw2=pw2, pk=r.choice(PWKEYS), tk=r.choice(TOKKEYS))
    B["pyyaml"] = ("key_unusual", ku_yaml)

    def ku_xml(r, i):
        user = S.username(r); pw = S.password(r, punct="&<>!#@"); tok = S.api_token(r)
        sec = S.hexsecret(r, 40)
        return U([pw, tok, sec], [user], ['<?xml version="1.0" encoding="utf-8"?>', "umgebung", "Konfiguration",
                                          "zeitlimit"],
                 user=user, pw=pw, tok=tok, sec=sec, tk=r.choice(TOKKEYS))
    B["xmltodict"] = ("key_unusual", ku_xml)

    def ku_jinfo(r, i):
        pw = S.password(r, punct="!#%*+-.:=?@^_~,"); tok = S.api_token(r)
        sec = S.aws_secret(r); pin = S.password(r, lo=10, hi=12)
        return U([pw, tok, sec, pin], [], ["java.vm.version", "java.specification.version", "17"],
                 pw=pw, tok=tok, sec=sec, pin=pin, pk=r.choice(["Kennwort", "wachtwoord", "motDePasse", "haslo",
                                                                "contrasenia", "losenord"]),
                 tk=r.choice(["Zugangsschluessel", "cleSecrete", "ToegangsSleutel", "llaveAcceso"]))
    B["jinfo"] = ("key_unusual", ku_jinfo)

    def ku_node(r, i):
        user = S.username(r); pw = S.password(r); tok = S.api_token(r); sess = S.session_cookie(r)
        pw2 = S.password(r, nonascii=True)
        return U([pw, tok, sess, pw2], [user], ["eu-west-3", "503", "Map(2)", "retryAfterMs"],
                 user=user, pw=pw, tok=tok, sess=sess, pw2=pw2, pk=r.choice(PWKEYS), tk=r.choice(TOKKEYS))
    B["node-console-dir"] = ("key_unusual", ku_node)

    # ---------------- lookalike
    def la_cgitb(r, i):
        c = S.commit(r); u = S.uuid4(r); _, sha = S.sha256_of_public(r); v = S.version(r)
        tok = S.api_token(r)
        return U([tok], [], [c, u, sha, v, "RuntimeError", "upload_artifact"],
                 commit=c, uuid=u, sha=sha, ver=v, tok=tok)
    B["py-cgitb"] = ("lookalike", la_cgitb)

    def la_unzip(r, i):
        c = S.commit(r); name, sha = S.sha256_of_public(r); v = S.version(r); tok = S.api_token(r)
        return U([tok], [], [c, sha, v, "Defl:N", "CRC-32"], commit=c, sha=sha, ver=v, tok=tok, pub=name)
    B["unzip"] = ("lookalike", la_unzip)

    def la_javap(r, i):
        c = S.commit(r); u = S.uuid4(r); tok = S.api_token(r); pw = S.password(r)
        return U([tok, pw], [], [c, u, "SHA-256 checksum", "major version: 61", "ConstantValue"],
                 commit=c, uuid=u, tok=tok, pw=pw)
    B["javap"] = ("lookalike", la_javap)

    def la_readelf(r, i):
        c = S.commit(r); u = S.uuid4(r); v = S.version(r); tok = S.api_token(r)
        return U([tok], [], [c, u, v, "NT_GNU_BUILD_ID", "Build ID"], commit=c, uuid=u, ver=v, tok=tok)
    B["readelf"] = ("lookalike", la_readelf)

    def la_report(r, i):
        c = S.commit(r); u = S.uuid4(r); tok = S.api_token(r); pw = S.password(r)
        return U([tok, pw], [], [c, u, "nodejsVersion", "v20.20.2", "11.3.244.8-node.38", "environmentVariables"],
                 commit=c, uuid=u, tok=tok, pw=pw)
    B["node-report"] = ("lookalike", la_report)

    # ---------------- no_key
    def nk_httpd(r, i):
        hook = S.slack_hook_path(r); reset = S.session_cookie(r); tg = S.api_token(r, "tg"); j = S.jwt(r)
        return U([hook, reset, tg, j], [], ["GET", "HTTP/1.1", "404", "/sendMessage"],
                 hook=hook, reset=reset, tg=tg, jwt=j)
    B["erl-inets-httpd"] = ("no_key", nk_httpd)

    def nk_jhttp(r, i):
        tok = r.choice([S.session_cookie(r), S.hexsecret(r, 40), S.api_token(r, "sk_live")])
        hook = S.slack_hook_path(r); u = S.uuid4(r)
        return U([tok, hook], [], ["REQUEST HEADERS", "User-Agent", "Java-http-client/17.0.15", "HTTP/1.1"],
                 tok=tok, hook=hook, uuid=u)
    B["java-httpclient"] = ("no_key", nk_jhttp)

    def nk_diff(r, i):
        if i % 2 == 0:
            a = S.pem_private_key(r); b = S.pem_private_key(r)
            sec = S.pem_body_lines(a) + S.pem_body_lines(b)
            kind = "pem"
        else:
            a = [S.api_token(r) for _ in range(3)]; b = [a[0], S.api_token(r), S.api_token(r)]
            sec = sorted(set(a + b)); kind = "list"
        return U(sec, [], ["@@", "BEGIN OPENSSH PRIVATE KEY" if kind == "pem" else "+++", "---"],
                 a=a, b=b, kind=kind)
    B["gnu-diff"] = ("no_key", nk_diff)

    def nk_trace(r, i):
        toks = [S.api_token(r), S.jwt(r) if r.random() < 0.5 else S.api_token(r, "xoxb"), S.hexsecret(r, 64)]
        return U(toks, [], ["modulename", "funcname", "c28job.py", "<module>"], toks=toks)
    B["py-trace"] = ("no_key", nk_trace)

    def nk_tar(r, i):
        sess = [r.s("abcdefghijklmnopqrstuv0123456789", 26) for _ in range(2)]
        tok = S.api_token(r, r.choice(["ghp", "npm", "glpat"]))
        owner = S.username(r).replace(".", "")
        return U(sess + [tok], [owner], ["-rw-------", "www-data", "sessions/", "2024-01-01"],
                 sess=sess, tok=tok, owner=owner)
    B["gnu-tar"] = ("no_key", nk_tar)

    # ---------------- pii_locale
    def pii_column(r, i):
        ppl = [S.person(r) for _ in range(3)]
        rows = [(p["full"], S.email(r, p), S.phone(r), S.birthdate(r), S.address(r)) for p in ppl]
        priv = [x for row in rows for x in row]
        return U([], priv, ["NAME", "E-MAIL", "TELEFON", "GEBURTSDATUM", "ANSCHRIFT"], rows=rows)
    B["column"] = ("pii_locale", pii_column)

    def pii_jsonschema(r, i):
        p = S.person(r)
        nid = r.choice([S.pesel, S.dni, S.personnummer, S.bsn, S.cpf, S.cn_id, S.nir])(r)
        inst = {"name": p["full"], "iban": S.iban(r, spaced=True), "phone": S.phone(r),
                "national_id": nid, "email": S.email(r, p).replace("@", " at "), "birthdate": S.birthdate(r)}
        return U([], list(inst.values()), ["Failed validating", "pattern", "instance", "does not match"],
                 inst=inst)
    B["jsonschema"] = ("pii_locale", pii_jsonschema)

    def pii_jinja(r, i):
        loc = r.choice(["de", "fr", "es", "pl", "pt", "sv", "tr", "cs"])
        p = S.person(r, loc)
        d = {"name": p["full"], "addr": S.address(r), "iban": S.iban(r), "phone": S.phone(r),
             "email": S.email(r, p), "birth": S.birthdate(r),
             "nid": r.choice([S.pesel, S.dni, S.bsn, S.nir, S.personnummer])(r)}
        case = f"CASE-{r.randint(2023, 2026)}-{r.randint(10000, 99999)}"
        return U([], list(d.values()), [case, "SEPA", "Ticket"], d=d, case=case)
    B["jinja2"] = ("pii_locale", pii_jinja)

    def pii_gml(r, i):
        ppl = [S.person(r) for _ in range(2)]
        nodes = [{"name": p["full"], "email": S.email(r, p), "phone": S.phone(r), "city": S.address(r)} for p in ppl]
        priv = [v for n in nodes for v in n.values()]
        return U([], priv, ["graph", "directed", "source", "target", "knows"], nodes=nodes)
    B["networkx-gml"] = ("pii_locale", pii_gml)

    def pii_jsondiff(r, i):
        p = S.person(r)
        new = {"name": p["full"], "phone": S.phone(r), "address": S.address(r), "email": S.email(r, p),
               "iban": S.iban(r), "tax_id": r.choice([S.pesel, S.dni, S.cpf, S.cn_id, S.bsn])(r)}
        return U([], list(new.values()), ["replace", "add", "op", "path", "/kontakt/telefon"], new=new)
    B["jsondiff"] = ("pii_locale", pii_jsondiff)

    # ---------------- rows
    def rows_single(r, i):
        p = S.person(r); login = S.username(r, p)
        row = {"id": str(r.randint(100, 99999)), "login": login, "full_name": p["full"], "email": S.email(r, p),
               "api_token": S.api_token(r), "last_ip": S.ip_private(r), "status": r.choice(["active", "locked"])}
        return U([row["api_token"]], [login, p["full"], row["email"], row["last_ip"]],
                 ["id", "login", "api_token", "last_ip", "status"], row=row)
    B["postgres-single"] = ("rows", rows_single)

    def rows_copy(r, i):
        p = S.person(r)
        row = {"kunde_id": str(r.randint(10000, 99999)), "name": p["full"], "iban": S.iban(r), "telefon": S.phone(r),
               "anschrift": S.address(r), "reset_token": S.session_cookie(r),
               "totp_secret": base64.b32encode(bytes(r.getrandbits(8) for _ in range(10))).decode()}
        return U([row["reset_token"], row["totp_secret"]], [row["name"], row["iban"], row["telefon"], row["anschrift"]],
                 ["kunde_id", "iban", "reset_token", "totp_secret", "anschrift"], row=row)
    B["postgres-copy"] = ("rows", rows_copy)

    def rows_csv(r, i):
        p = S.person(r)
        row = {"user_name": S.username(r, p), "mail": S.email(r, p), "pwd": S.password(r, punct='!#,;"%*'),
               "mfa_backup_code": "%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)),
               "last_login_ip": S.ip_private(r), "device_mac": S.mac(r, sep="-", upper=True),
               "plan": r.choice(["pro", "free", "team"])}
        return U([row["pwd"], row["mfa_backup_code"]], [row["user_name"], row["mail"], row["last_login_ip"], row["device_mac"]],
                 ["user_name", "mail", "pwd", "device_mac", "plan"], row=row)
    B["py-csv"] = ("rows", rows_csv)

    def rows_dbi(r, i):
        p = S.person(r, r.choice(["de", "fr", "es", "pl", "sv", "cs", "tr"]))
        while any(ord(c) > 0xff or 0xc0 <= ord(c) <= 0xdf for c in p["full"]):   # DBI::neat prints UTF-8 bytes 0x80-0x9f as '.'
            p = S.person(r, r.choice(["de", "fr", "es", "sv", "pt"]))
        row = {"id": str(r.randint(1, 999)), "owner": p["full"], "host": S.hostname(r),
               "db_user": S.username(r).replace(".", "_"), "db_pass": S.password(r, punct="!#%*+-.:=?@^_~"),
               "ssh_key_fp": "SHA256:" + base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode().rstrip("=")}
        return U([row["db_pass"]], [row["owner"], row["host"], row["db_user"]],
                 ["id", "owner", "db_pass", "ssh_key_fp", row["ssh_key_fp"]], row=row)
    B["perl-dbi"] = ("rows", rows_dbi)

    def rows_mnesia(r, i):
        p = S.person(r)
        row = {"id": str(r.randint(1, 9999)), "login": S.username(r, p), "display": p["ascii_given"].title() + " " + p["ascii_family"].title(),
               "node_ip": S.ip_private(r), "api_secret": S.api_token(r), "role": r.choice(["admin", "ops", "viewer"])}
        return U([row["api_secret"]], [row["login"], row["display"], row["node_ip"]],
                 ["login", "node_ip", "api_secret", "role"], row=row)
    B["erl-mnesia"] = ("rows", rows_mnesia)

    classes = {}
    for key, (cls, fn) in B.items():
        UNITS[key] = [fn(rng(key, i), i) for i in range(8)]
        classes[key] = cls
    return classes


# ============================================================== runners
def r_py_email():
    key = "py-email"
    save_version(key, vout([PY, "-c", "import sys,email;print('Python', sys.version.split()[0], 'email package')"]))
    code = r'''
import sys, json
from email.message import EmailMessage
u = json.loads(sys.argv[1])
m = EmailMessage()
m["From"] = u["frm"]; m["To"] = u["to"]
m["Subject"] = "Zugangsdaten für Staging"
m.set_content("Hallo,\nBenutzer: %s\nKennwort: %s\nGruß\n" % (u["user"], u["pw"]), cte="quoted-printable")
m.add_attachment(u["tok"].encode(), maintype="application", subtype="octet-stream", filename=u["fname"])
sys.stdout.write(m.as_string())
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


def r_node_url():
    key = "node-url"
    save_version(key, vout(["node", "--version"]))
    code = r'''
const u0 = JSON.parse(process.argv[1]);
const u = new URL("https://" + u0.host + "/api/v2/export");
u.username = u0.user; u.password = u0.pw;
u.searchParams.set("access_token", u0.tok);
u.searchParams.set("format", "ndjson");
u.searchParams.set("sig", u0.sig);
console.log(u.href);
'''
    for i, u in enumerate(UNITS[key]):
        p = run(["node", "-e", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


def r_perl_mime():
    key = "perl-mime"
    save_version(key, vout(["perl", "-MMIME::QuotedPrint", "-MMIME::Base64", "-e",
                            'printf "perl %vd MIME::QuotedPrint %s MIME::Base64 %s\n", $^V, $MIME::QuotedPrint::VERSION, $MIME::Base64::VERSION']))
    code = r'''
use MIME::QuotedPrint; use MIME::Base64;
my ($pw1,$pw2,$user,$pw3,$host) = @ARGV;
print "Content-Transfer-Encoding: quoted-printable\n\n";
print encode_qp("[mailer]\nsmtp.host = $host\nsmtp.port = 587\nsmtp.pass = $pw1\narchive.pass = $pw2\n");
print "Authorization: Basic " . encode_base64("$user:$pw3", "") . "\n";
'''
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        p = run(["perl", "-e", code, q["pw1"], q["pw2"], q["user"], q["pw3"], q["host"]])
        save(key, i, "stdout", p.stdout)


def erl_str(s):
    return "[" + ",".join(str(ord(c)) for c in s) + "]"


def r_erl_xmerl():
    key = "erl-xmerl"
    d = mkrun("erl")
    save_version(key, vout(["erl", "-noshell", "-eval",
                            'application:load(xmerl),{ok,V}=application:get_key(xmerl,vsn),io:format("Erlang/OTP ~s xmerl ~s~n",[erlang:system_info(otp_release),V]),halt().']))
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        expr = ("io:setopts(standard_io,[{encoding,unicode}]),"
                "X=xmerl:export_simple([{credentials,[{host,%s},{rotation,\"90d\"}],[{user,[%s]},{password,[%s]},"
                "{token,[{scheme,\"ldaps\"}],[%s]},{signing_key,[%s]}]}],xmerl_xml),"
                "io:put_chars(standard_io,unicode:characters_to_binary(X)),io:nl(),halt()."
                % (erl_str(q["host"]), erl_str(q["user"]), erl_str(q["pw"]), erl_str(q["tok"]), erl_str(q["key"])))
        p = run(["erl", "-noshell", "-eval", expr], cwd=d)
        save(key, i, "stdout", p.stdout)


def r_orjson():
    key = "orjson"
    save_version(key, vout([PY, "-c", "import orjson;print('orjson', orjson.__version__)"]))
    code = r'''
import sys, json, orjson
u = json.loads(sys.argv[1])
inner = json.dumps({"client_secret": u["sec"], "refresh_token": u["rt"], "subject": {"name": u["name"], "email": u["email"]}})
sys.stdout.buffer.write(orjson.dumps({"event": "oauth.refresh", "status": 401, "error": "invalid_grant", "trace_id": u["tid"], "request_body": inner}) + b"\n")
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


def r_node_http():
    key = "node-http-debug"
    save_version(key, vout(["node", "--version"]))
    code = r'''
const http = require("http");
const u = JSON.parse(process.argv[1]);
const srv = http.createServer((q, r) => { r.writeHead(204); r.end(); }).listen(19801, "127.0.0.1", () => {
  const req = http.request({ host: u.host, port: 19801, path: "/internal/v1/ping",
    lookup: (h, o, cb) => { if (o && o.all) cb(null, [{ address: "127.0.0.1", family: 4 }]); else cb(null, "127.0.0.1", 4); },
    headers: { "X-Forwarded-For": u.ip, "X-Pod-Name": u.pod, "X-Node-Name": u.node, "X-Client-Mac": u.mac } },
    res => { res.resume(); res.on("end", () => srv.close()); });
  req.end();
});
'''
    env = dict(os.environ, NODE_DEBUG="http")
    for i, u in enumerate(UNITS[key]):
        p = subprocess.Popen(NICE + ["node", "-e", code, json.dumps(u["params"])], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env)
        out, err = p.communicate(timeout=30)
        u["private"].append(str(p.pid))
        u["params"]["pid"] = p.pid
        save(key, i, "stderr", err)


JAVA_SVC = r'''
public class J28Svc {
  public static void main(String[] a) throws Exception {
    // a[0..3]: thread names
    for (int k = 0; k < 4; k++) {
      final boolean d = (k % 2 == 0);
      Thread t = new Thread(() -> { try { Thread.sleep(120000); } catch (Exception e) {} }, a[k]);
      t.setDaemon(d); t.start();
    }
    System.out.println("ready"); System.out.flush();
    Thread.sleep(120000);
  }
}
'''

JAVA_INET = r'''
import java.net.*;
public class J28Inet {
  public static void main(String[] a) throws Exception {
    String[] o = a[1].split("\\.");
    byte[] b = new byte[4];
    for (int k = 0; k < 4; k++) b[k] = (byte) Integer.parseInt(o[k]);
    InetAddress ia = InetAddress.getByAddress(a[0], b);
    InetSocketAddress isa = new InetSocketAddress(ia, Integer.parseInt(a[5]));
    System.out.println(ia);
    System.out.println(isa);
    System.out.println(InetSocketAddress.createUnresolved(a[2], Integer.parseInt(a[6])));
    System.out.println(new Proxy(Proxy.Type.HTTP, isa));
    System.out.println(new Proxy(Proxy.Type.SOCKS, InetSocketAddress.createUnresolved(a[2], Integer.parseInt(a[6]))));
    byte[] b6 = InetAddress.getByName(a[4]).getAddress();
    System.out.println(Inet6Address.getByAddress(a[3], b6, Integer.parseInt(a[7])));
  }
}
'''

JAVA_HTTP = r'''
import java.net.http.*; import java.net.*;
public class J28Http {
  public static void main(String[] a) throws Exception {
    HttpClient c = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    HttpRequest q = HttpRequest.newBuilder(URI.create(a[0])).header("X-Request-Id", a[1]).build();
    try { c.send(q, HttpResponse.BodyHandlers.discarding()); } catch (Exception e) { System.out.println(e); }
  }
}
'''


def javac(d, name, src):
    with open(os.path.join(d, name + ".java"), "w") as f:
        f.write(src)
    p = subprocess.run(NICE + ["javac", "-d", d, os.path.join(d, name + ".java")], capture_output=True)
    if p.returncode:
        raise RuntimeError(p.stderr.decode())


def r_java_trio():
    """One JVM per unit index serves jstack (infra), jcmd VM.command_line (positional), jinfo (key_unusual)."""
    d = mkrun("java")
    javac(d, "J28Svc", JAVA_SVC)
    jv = vout(["java", "-version"])
    for k in ("jstack", "jcmd", "jinfo"):
        save_version(k, jv)
    for i in range(8):
        js, jc, ji = UNITS["jstack"][i]["params"], UNITS["jcmd"][i]["params"], UNITS["jinfo"][i]["params"]
        names = [f"pool-{js['pod']}", f"grpc-client-{js['ip']}:{js['port']}", f"arp-refresh {js['mac']}",
                 f"replica-sync[{js['host']}]"]
        jvm = ["-Xmx64m", f"-Dspring.datasource.url=jdbc:postgresql://{jc['host']}:5432/ledger?user={jc['user']}&password={jc['pw']}",
               f"-Djavax.net.ssl.keyStorePassword={jc['ks']}",
               f"-Dapp.db.{ji['pk']}={ji['pw']}", f"-Dapp.oauth.{ji['tk']}={ji['tok']}",
               f"-Dcloud.geheimerZugriffsSchluessel={ji['sec']}", f"-DPIN_Tresor={ji['pin']}"]
        args = names + ["--vault-token", jc["tok"], f"--replica-dsn=mysql://repl:{jc['pw2']}@{jc['host2']}:3306/orders"]
        p = subprocess.Popen(NICE + ["java", "-cp", d] + jvm + ["J28Svc"] + args, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=d)
        STARTED.append(p)
        try:
            p.stdout.readline()
            time.sleep(0.5)
            pid = str(p.pid)
            o1 = subprocess.run(NICE + ["jstack", pid], capture_output=True, timeout=60)
            o2 = subprocess.run(NICE + ["jcmd", pid, "VM.command_line"], capture_output=True, timeout=60)
            o3 = subprocess.run(NICE + ["jinfo", "-sysprops", pid], capture_output=True, timeout=60)
            save("jstack", i, "stdout", o1.stdout)
            save("jcmd", i, "stdout", o2.stdout)
            save("jinfo", i, "stdout", o3.stdout)
            UNITS["jcmd"][i]["private"].append(pid)
            UNITS["jcmd"][i]["params"]["pid"] = p.pid
        finally:
            p.kill(); p.wait()


def r_java_inet():
    key = "java-inet"
    d = mkrun("java")
    javac(d, "J28Inet", JAVA_INET)
    save_version(key, vout(["java", "-version"]))
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        p = run(["java", "-cp", d, "J28Inet", q["h1"], q["ip1"], q["h2"], q["h3"], q["ip6"], str(q["p1"]),
                 str(q["p2"]), str(q["scope"])])
        save(key, i, "stdout", p.stdout + p.stderr)


def r_java_http():
    key = "java-httpclient"
    d = mkrun("java")
    javac(d, "J28Http", JAVA_HTTP)
    save_version(key, vout(["java", "-version"]))
    peer = HttpPeer(19810, None, None); peer.start()
    try:
        for i, u in enumerate(UNITS[key]):
            q = u["params"]
            url = f"http://127.0.0.1:19810/v1/invite/{q['tok']}/accept?via=/hooks/{q['hook']}"
            p = run(["java", "-Djdk.httpclient.HttpClient.log=requests,headers", "-cp", d, "J28Http", url, q["uuid"]])
            save(key, i, "stderr", p.stderr)
    finally:
        peer.close()


def r_perl_tiny():
    key = "perl-http-tiny"
    save_version(key, vout(["perl", "-MHTTP::Tiny", "-e", 'printf "perl %vd HTTP::Tiny %s\n", $^V, $HTTP::Tiny::VERSION']))
    code = r'''
use HTTP::Tiny;
my ($proxy,$port,$ip,$path) = @ARGV;
my $r = HTTP::Tiny->new(timeout => 3, proxy => "http://$proxy:$port", agent => "c28-probe/1.0")->get("http://$ip:19811$path");
print "$r->{status} $r->{reason} $r->{url}\n$r->{content}";
'''
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        p = run(["perl", "-e", code, q["proxy"], str(q["port"]), q["ip"], q["path"]])
        save(key, i, "stdout", p.stdout)


def r_erl_httpc():
    key = "erl-httpc"
    d = mkrun("erl")
    save_version(key, vout(["erl", "-noshell", "-eval",
                            'application:load(inets),{ok,V}=application:get_key(inets,vsn),io:format("Erlang/OTP ~s inets ~s~n",[erlang:system_info(otp_release),V]),halt().']))
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        ip = "%d.%d.%d.%d" % tuple(q["ip"])
        expr = ("inets:start(),"
                "erlang:display(httpc:request(get,{%s,[]},[{timeout,3000}],[])),"
                "{ok,A}=inet:parse_address(%s),erlang:display({peer,A}),"
                "httpc:set_options([{proxy,{{%s,3128},[]}}]),"
                "erlang:display(httpc:request(get,{%s,[]},[{timeout,3000}],[])),halt()."
                % (erl_str(f"http://{q['host']}:19812/metrics"), erl_str(ip), erl_str(q["proxy"]),
                   erl_str(f"http://{ip}:19812/status")))
        p = run(["erl", "-noshell", "-eval", expr], cwd=d)
        save(key, i, "stdout", p.stdout)


def r_imaplib():
    key = "py-imaplib"
    save_version(key, vout([PY, "-c", "import sys,imaplib;print('Python', sys.version.split()[0], 'imaplib', imaplib.__version__)"]))
    peer = LinePeer(19808, b"* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] c28 IMAP ready\r\n", imap_handler); peer.start()
    code = r'''
import sys, json, imaplib
u = json.loads(sys.argv[1])
imaplib.Debug = 4
M = imaplib.IMAP4("127.0.0.1", 19808)
M.login(u["user"], u["pw"])
M.select("INBOX")
M.logout()
'''
    try:
        for i, u in enumerate(UNITS[key]):
            p = run([PY, "-c", code, json.dumps(u["params"])])
            save(key, i, "stderr", p.stderr)
    finally:
        peer.close()


def r_nntplib():
    key = "py-nntplib"
    save_version(key, vout([PY, "-W", "ignore", "-c", "import sys,nntplib;print('Python', sys.version.split()[0], 'nntplib')"]))
    peer = LinePeer(19809, b"200 news.c28 NNRP service ready\r\n", nntp_handler); peer.start()
    code = r'''
import sys, json, warnings
warnings.simplefilter("ignore")
import nntplib
u = json.loads(sys.argv[1])
n = nntplib.NNTP("127.0.0.1", 19809, readermode=False, usenetrc=False)
n.set_debuglevel(2)
n.login(u["user"], u["pw"], usenetrc=False)
n.group(u["grp"])
n.quit()
'''
    try:
        for i, u in enumerate(UNITS[key]):
            p = run([PY, "-c", code, json.dumps(u["params"])])
            save(key, i, "stdout", p.stdout)
            if p.returncode:
                save(key, i, "stderr", p.stderr)
    finally:
        peer.close()


# ---------------------------------------------------------------- postgres (private cluster, single-user mode)
PGDATA = os.path.join(RUN, "pg", "data")


def pg_preexec():
    os.setgid(PG_GID)
    os.setuid(PG_UID)


def pg_init():
    d = os.path.join(RUN, "pg")
    os.makedirs(d, exist_ok=True)
    os.chown(d, PG_UID, PG_GID)
    if not os.path.exists(os.path.join(PGDATA, "PG_VERSION")):
        p = run(["initdb", "-D", PGDATA, "-A", "trust", "-U", "c28admin", "-E", "UTF8", "--locale=C.UTF-8"],
                preexec=pg_preexec, cwd=d)
        if p.returncode:
            raise RuntimeError(p.stderr.decode())
    for k in ("postgres-log", "postgres-single", "postgres-copy"):
        save_version(k, vout(["postgres", "--version"]))


def pg_single(sql, extra=()):
    p = subprocess.Popen(NICE + ["postgres", "--single", "-D", PGDATA, "-c", "listen_addresses=", *extra, "postgres"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         preexec_fn=pg_preexec, cwd=os.path.join(RUN, "pg"))
    out, err = p.communicate(sql.encode(), timeout=60)
    return p.pid, out, err


def sqlq(s):
    return "'" + s.replace("'", "''") + "'"


def r_pg_log():
    key = "postgres-log"
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        sql = (f"CREATE ROLE {q['user']} LOGIN PASSWORD {sqlq(q['pw'])};\n"
               f"CREATE USER MAPPING FOR {q['user']} SERVER ledger_remote OPTIONS (user {sqlq(q['ruser'])}, password {sqlq(q['rpw'])});\n"
               f"SELECT dblink_connect('host={q['host']} hostaddr={q['ip']} port=5432 dbname=ledger user={q['ruser']} password={q['pw3']}');\n"
               f"DROP ROLE {q['user']};\n")
        pid, out, err = pg_single(sql, ["-c", "log_statement=all", "-c", "log_line_prefix=%m [%p] %q%u@%d "])
        u["private"].append(str(pid)); q["pid"] = pid
        save(key, i, "stdout", out)
        save(key, i, "stderr", err)


def r_pg_single():
    key = "postgres-single"
    for i, u in enumerate(UNITS[key]):
        row = u["params"]["row"]
        sql = ("CREATE TABLE c28_accounts (id int, login text, full_name text, email text, api_token text, last_ip inet, status text);\n"
               "INSERT INTO c28_accounts VALUES (%s, %s, %s, %s, %s, %s, %s);\n" % (
                   row["id"], sqlq(row["login"]), sqlq(row["full_name"]), sqlq(row["email"]), sqlq(row["api_token"]),
                   sqlq(row["last_ip"]), sqlq(row["status"])) +
               "SELECT * FROM c28_accounts;\nDROP TABLE c28_accounts;\n")
        pid, out, err = pg_single(sql)
        save(key, i, "stdout", out)


def r_pg_copy():
    key = "postgres-copy"
    for i, u in enumerate(UNITS[key]):
        row = u["params"]["row"]
        path = os.path.join(RUN, "pg", f"copy{i}.csv")
        cols = list(row)
        sql = ("CREATE TABLE c28_kunden (kunde_id int, name text, iban text, telefon text, anschrift text, reset_token text, totp_secret text);\n"
               "INSERT INTO c28_kunden VALUES (%s);\n" % ", ".join(row["kunde_id"] if c == "kunde_id" else sqlq(row[c]) for c in cols) +
               f"COPY c28_kunden TO '{path}' WITH (FORMAT csv, HEADER true);\nDROP TABLE c28_kunden;\n")
        pid, out, err = pg_single(sql)
        with open(path, "rb") as f:
            save(key, i, "stdout", f.read())
        os.unlink(path)


def r_pydantic():
    key = "pydantic"
    save_version(key, vout([PY, "-c", "import pydantic;print('pydantic', pydantic.VERSION)"]))
    code = r'''
import sys, json
from pydantic import BaseModel, PostgresDsn, RedisDsn, ValidationError
u = json.loads(sys.argv[1])
class Settings(BaseModel):
    database_url: PostgresDsn
    cache_url: RedisDsn
try:
    Settings(database_url="postgres://%s:%s@%s:%s/l" % (u["user"], u["pw"], u["host"], u["badport"]),
             cache_url="http://:%s@%s:6380" % (u["rpw"], u["rhost"]))
except ValidationError as e:
    print(e)
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


# ---------------------------------------------------------------- key_unusual
def r_configparser():
    key = "py-configparser"
    save_version(key, vout([PY, "-c", "import sys;print('Python', sys.version.split()[0], 'configparser')"]))
    code = r'''
import sys, json, configparser
u = json.loads(sys.argv[1])
cp = configparser.ConfigParser(interpolation=None)
cp["Datenbank"] = {"Gastgeber": u["host"], "port": "5432", "Benutzerkennung": u["user"], u["pk"]: u["pw"], "sslmode": "require"}
cp["API"] = {u["tk"]: u["tok"], "Einmal-Passwort-Saat": u["otpseed"], "zeitlimit": "30"}
cp.write(sys.stdout)
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])], env=dict(os.environ, PYTHONIOENCODING="utf-8"))
        save(key, i, "stdout", p.stdout)


def r_pyyaml():
    key = "pyyaml"
    save_version(key, vout([PY, "-c", "import yaml;print('PyYAML', yaml.__version__)"]))
    code = r'''
import sys, json, yaml
u = json.loads(sys.argv[1])
doc = {"region": "eu-central-1", "retries": 3, "timeout_s": 12,
       "Zugangsdaten": {"Nutzer": u["user"], u["pk"]: u["pw"], "PIN-Kode": u["pin"]},
       "integraciones": [{"nombre": "pagos", u["tk"]: u["tok"]}, {"nombre": "archivo", "Geheimwort (alt)": u["pw2"]}],
       "replicas": 2}
sys.stdout.write(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False))
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])], env=dict(os.environ, PYTHONIOENCODING="utf-8"))
        save(key, i, "stdout", p.stdout)


def r_xmltodict():
    key = "xmltodict"
    save_version(key, vout([PY, "-c", "import importlib.metadata as m;print('xmltodict', m.version('xmltodict'))"]))
    code = r'''
import sys, json, xmltodict
u = json.loads(sys.argv[1])
doc = {"Konfiguration": {"@umgebung": "produktion", "zeitlimit": "30",
       "Anmeldung": {"Benutzer": u["user"], "Losungswort": u["pw"]},
       u["tk"]: u["tok"], "GeheimnisHex": {"@alg": "HS512", "#text": u["sec"]}}}
sys.stdout.write(xmltodict.unparse(doc, pretty=True) + "\n")
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])], env=dict(os.environ, PYTHONIOENCODING="utf-8"))
        save(key, i, "stdout", p.stdout)


def r_node_dir():
    key = "node-console-dir"
    save_version(key, vout(["node", "--version"]))
    code = r'''
const u = JSON.parse(process.argv[1]);
const cfg = { region: "eu-west-3", upstream: { status: 503, retryAfterMs: 1500 },
  creds: { Benutzer: u.user, [u.pk]: u.pw, "Secret Access Key": u.tok },
  vault: new Map([["geheimnis", u.pw2], ["sitzungs-id", u.sess]]) };
console.dir(cfg, { depth: 4 });
'''
    for i, u in enumerate(UNITS[key]):
        p = run(["node", "-e", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


# ---------------------------------------------------------------- lookalike
def r_cgitb():
    key = "py-cgitb"
    save_version(key, vout([PY, "-W", "ignore", "-c", "import sys,cgitb;print('Python', sys.version.split()[0], 'cgitb')"]))
    d = mkrun("cgitb")
    code = r'''
import sys, json, warnings
warnings.simplefilter("ignore")
import cgitb
u = json.loads(sys.argv[1])
def upload_artifact(release, build_sha, artifact_sha256, request_id, token):
    raise RuntimeError("upload rejected for request %s" % request_id)
try:
    upload_artifact(u["ver"], u["commit"], u["sha"], u["uuid"], u["tok"])
except RuntimeError:
    sys.stdout.write(cgitb.text(sys.exc_info(), context=1))
'''
    with open(os.path.join(d, "c28upload.py"), "w") as f:
        f.write(code)
    for i, u in enumerate(UNITS[key]):
        p = run([PY, os.path.join(d, "c28upload.py"), json.dumps(u["params"])], cwd=d)
        save(key, i, "stdout", p.stdout)


def r_unzip():
    key = "unzip"
    save_version(key, vout(["unzip", "-v"]).splitlines()[0])
    d = mkrun("zip")
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        w = os.path.join(d, f"u{i}"); shutil.rmtree(w, ignore_errors=True); os.makedirs(os.path.join(w, "build"))
        files = {"build/manifest.json": json.dumps({"version": q["ver"], "commit": q["commit"]}) + "\n",
                 "build/SHA256SUMS": f"{q['sha']}  {q['pub']}\n"}
        for n, t in files.items():
            with open(os.path.join(w, n), "w") as f:
                f.write(t)
            os.utime(os.path.join(w, n), (1704067200, 1704067200))
            u["keep"].append("%08x" % (zlib.crc32(t.encode()) & 0xffffffff))
        comment = f"release {q['ver']} commit {q['commit']}\nupload with {q['tok']}\n"
        subprocess.run(NICE + ["zip", "-q", "-X", "-z", "art.zip", "build/manifest.json", "build/SHA256SUMS"],
                       input=comment.encode(), cwd=w, check=True)
        p = run(["unzip", "-v", "art.zip"], cwd=w)
        save(key, i, "stdout", p.stdout)


def r_javap():
    key = "javap"
    save_version(key, vout(["javap", "-version"]))
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        d = mkrun(f"javap/u{i}")
        src = ("public class Release%d {\n  public static final String BUILD_COMMIT = \"%s\";\n"
               "  public static final String REQUEST_ID = \"%s\";\n  static final String UPLOAD_KEY = \"%s\";\n"
               "  static final String DB_PW = \"%s\";\n}\n" % (i, q["commit"], q["uuid"], q["tok"], q["pw"].replace("\\", "\\\\")))
        javac(d, f"Release{i}", src)
        p = run(["javap", "-v", "-constants", "-p", os.path.join(d, f"Release{i}.class")], cwd=d)
        out = p.stdout.decode()
        for line in out.splitlines():
            if "SHA-256 checksum" in line:
                u["keep"].insert(0, line.split()[-1])
        save(key, i, "stdout", p.stdout)


def r_readelf():
    key = "readelf"
    save_version(key, vout(["readelf", "--version"]).splitlines()[0])
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        d = mkrun(f"elf/u{i}")
        src = ('#include <stdio.h>\nstatic const char build[] = "c28agent %s (%s)";\n'
               'static const char req[] = "%s";\nstatic const char key[] = "%s";\n'
               'int main(void){ puts(build); puts(req); return key[0] == 0; }\n' % (q["ver"], q["commit"], q["uuid"], q["tok"]))
        with open(os.path.join(d, "agent.c"), "w") as f:
            f.write(src)
        subprocess.run(NICE + ["gcc", "-O0", "-Wl,--build-id=sha1", "-o", "agent", "agent.c"], cwd=d, check=True)
        p = run(["readelf", "-n", "-p", ".rodata", "agent"], cwd=d)
        for line in p.stdout.decode().splitlines():
            if "Build ID:" in line:
                u["keep"].insert(0, line.split()[-1])
        save(key, i, "stdout", p.stdout)


def r_node_report():
    key = "node-report"
    save_version(key, vout(["node", "--version"]))
    d = mkrun("report")
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        path = os.path.join(d, f"report{i}.json")
        env = {"PATH": "/usr/bin:/bin", "DEPLOY_COMMIT": q["commit"], "REQUEST_ID": q["uuid"],
               "UPLOAD_TOKEN": q["tok"], "LANG": "C.UTF-8"}
        run(["node", "-e", f"process.report.excludeNetwork = true; process.report.writeReport({json.dumps(path)})", "--", "--db-password", q["pw"]],
            env=env, cwd=d)
        with open(path, "rb") as f:
            save(key, i, "stdout", f.read())
        os.unlink(path)


# ---------------------------------------------------------------- no_key
def r_inets_httpd():
    key = "erl-inets-httpd"
    d = mkrun("httpd")
    os.makedirs(os.path.join(d, "www"), exist_ok=True)
    with open(os.path.join(d, "www", "index.html"), "w") as f:
        f.write("ok\n")
    log = os.path.join(d, "access.log")
    save_version(key, vout(["erl", "-noshell", "-eval",
                            'application:load(inets),{ok,V}=application:get_key(inets,vsn),io:format("Erlang/OTP ~s inets ~s (httpd)~n",[erlang:system_info(otp_release),V]),halt().']))
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        if os.path.exists(log):
            os.unlink(log)
        paths = [f"/hooks/{q['hook']}", f"/account/reset/{q['reset']}", f"/bot{q['tg']}/sendMessage",
                 f"/dl/{q['jwt']}"]
        reqs = ",".join("httpc:request(get,{%s,[]},[],[])" % erl_str("http://127.0.0.1:19803" + pth) for pth in paths)
        expr = ("inets:start(),{ok,P}=inets:start(httpd,[{port,19803},{bind_address,{127,0,0,1}},{server_name,\"c28\"},"
                "{server_root,%s},{document_root,%s},{transfer_log,%s},{modules,[mod_alias,mod_get,mod_log]}]),"
                "%s,inets:stop(httpd,P),halt()." % (erl_str(d), erl_str(os.path.join(d, "www")), erl_str(log), reqs))
        run(["erl", "-noshell", "-eval", expr], cwd=d)
        with open(log, "rb") as f:
            save(key, i, "log", f.read())
    os.unlink(log)


def r_diff():
    key = "gnu-diff"
    save_version(key, vout(["diff", "--version"]).splitlines()[0])
    d = mkrun("diff")
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        a, b = os.path.join(d, "a"), os.path.join(d, "b")
        with open(a, "w") as f:
            f.write("\n".join(q["a"]) + "\n")
        with open(b, "w") as f:
            f.write("\n".join(q["b"]) + "\n")
        name = "deploy/id_ed25519" if q["kind"] == "pem" else "ci/tokens.txt"
        p = run(["diff", "-u", "--label", "a/" + name, "--label", "b/" + name, a, b], cwd=d)
        save(key, i, "stdout", p.stdout)


def r_trace():
    key = "py-trace"
    save_version(key, vout([PY, "-c", "import sys;print('Python', sys.version.split()[0], 'trace')"]))
    d = mkrun("trace")
    for i, u in enumerate(UNITS[key]):
        t = u["params"]["toks"]
        src = ("def push(*a):\n    return len(a)\n\nqueue = []\nqueue.append(push(%r))\nqueue.append(push(%r, 3))\n"
               "queue.append(push(%r))\n" % (t[0], t[1], t[2]))
        with open(os.path.join(d, "c28job.py"), "w") as f:
            f.write(src)
        p = run([PY, "-m", "trace", "--trace", "--ignore-dir", os.path.dirname(os.__file__), "c28job.py"], cwd=d)
        save(key, i, "stdout", p.stdout)


def r_tar():
    key = "gnu-tar"
    save_version(key, vout(["tar", "--version"]).splitlines()[0])
    d = mkrun("tar")
    for i, u in enumerate(UNITS[key]):
        q = u["params"]
        w = os.path.join(d, f"u{i}"); shutil.rmtree(w, ignore_errors=True)
        os.makedirs(os.path.join(w, "sessions")); os.makedirs(os.path.join(w, "npm-cache"))
        names = [f"sessions/sess_{s}" for s in q["sess"]] + [f"npm-cache/{q['tok']}.json"]
        for n in names:
            with open(os.path.join(w, n), "w") as f:
                f.write("x" * (len(n) % 17 + 3))
            os.chmod(os.path.join(w, n), 0o600)
        subprocess.run(NICE + ["tar", "-cf", "s.tar", f"--owner={q['owner']}:1001", "--group=www-data:33",
                               "--mtime=2024-01-01 00:00:00", "--sort=name"] + names, cwd=w, check=True)
        p = run(["tar", "-tvf", "s.tar"], cwd=w, env=dict(os.environ, TZ="UTC"))
        save(key, i, "stdout", p.stdout)


# ---------------------------------------------------------------- pii_locale
def r_column():
    key = "column"
    save_version(key, vout(["column", "--version"]))
    for i, u in enumerate(UNITS[key]):
        data = "\n".join(";".join(row) for row in u["params"]["rows"]) + "\n"
        p = run(["column", "-t", "-s", ";", "-N", "NAME,E-MAIL,TELEFON,GEBURTSDATUM,ANSCHRIFT", "-o", " | "],
                input=data.encode(), env=dict(os.environ, LC_ALL="C.UTF-8"))
        save(key, i, "stdout", p.stdout)


def r_jsonschema():
    key = "jsonschema"
    save_version(key, vout([PY, "-c", "import importlib.metadata as m;print('jsonschema', m.version('jsonschema'))"]))
    code = r'''
import sys, json, jsonschema
u = json.loads(sys.argv[1])
schema = {"type": "object", "properties": {
  "iban": {"type": "string", "pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},
  "phone": {"type": "string", "pattern": "^\\+[0-9]{7,15}$"},
  "email": {"type": "string", "pattern": "^[^@ ]+@[^@ ]+$"},
  "national_id": {"type": "integer"},
  "name": {"type": "string", "maxLength": 2},
  "birthdate": {"type": "string", "maxLength": 8}}}
v = jsonschema.Draft202012Validator(schema)
errs = sorted(v.iter_errors(u["inst"]), key=lambda e: list(e.path))
for e in errs:
    print(e.message)
print()
print(jsonschema.exceptions.best_match(errs))
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])], env=dict(os.environ, PYTHONIOENCODING="utf-8"))
        save(key, i, "stdout", p.stdout)


def r_jinja():
    key = "jinja2"
    save_version(key, vout([PY, "-c", "import jinja2;print('Jinja2', jinja2.__version__)"]))
    code = r'''
import sys, json, jinja2
u = json.loads(sys.argv[1])
t = jinja2.Template("""Ticket {{ case }}
{% for k, v in fields %}{{ "%-14s"|format(k ~ ":") }}{{ v }}
{% endfor %}SEPA-Lastschriftmandat: aktiv
""")
labels = [("Name", "name"), ("Anschrift", "addr"), ("IBAN", "iban"), ("Telefon", "phone"), ("E-Mail", "email"),
          ("Geburtsdatum", "birth"), ("Ausweis-Nr.", "nid")]
sys.stdout.write(t.render(case=u["case"], fields=[(a, u["d"][b]) for a, b in labels]))
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])], env=dict(os.environ, PYTHONIOENCODING="utf-8"))
        save(key, i, "stdout", p.stdout)


def r_gml():
    key = "networkx-gml"
    save_version(key, vout([PY, "-c", "import networkx;print('networkx', networkx.__version__)"]))
    code = r'''
import sys, json, networkx as nx
u = json.loads(sys.argv[1])
G = nx.DiGraph()
for k, n in enumerate(u["nodes"]):
    G.add_node("p%d" % k, **n)
G.add_edge("p0", "p1", relation="knows")
sys.stdout.write("\n".join(nx.generate_gml(G)) + "\n")
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


def r_jsondiff():
    key = "jsondiff"
    save_version(key, vout([PY, "-c", "import importlib.metadata as m;print('jsonpatch', m.version('jsonpatch'), '(jsondiff)')"]))
    d = mkrun("jsondiff")
    for i, u in enumerate(UNITS[key]):
        n = u["params"]["new"]
        old = {"kunde": {"name": "N.N.", "adresse": "unbekannt"}, "kontakt": {"telefon": "-"}, "status": "aktiv"}
        new = {"kunde": {"name": n["name"], "adresse": n["address"], "steuer_id": n["tax_id"]},
               "kontakt": {"telefon": n["phone"], "email": n["email"]}, "bank": {"iban": n["iban"]}, "status": "aktiv"}
        with open(os.path.join(d, "old.json"), "w") as f:
            json.dump(old, f)
        with open(os.path.join(d, "new.json"), "w") as f:
            json.dump(new, f)
        p = run(["jsondiff", "--indent", "1", "old.json", "new.json"], cwd=d)
        save(key, i, "stdout", p.stdout)


# ---------------------------------------------------------------- rows
def r_csv():
    key = "py-csv"
    save_version(key, vout([PY, "-c", "import sys,csv;print('Python', sys.version.split()[0], 'csv', csv.__version__)"]))
    code = r'''
import sys, json, csv
row = json.loads(sys.argv[1])["row"]
w = csv.DictWriter(sys.stdout, fieldnames=list(row))
w.writeheader(); w.writerow(row)
'''
    for i, u in enumerate(UNITS[key]):
        p = run([PY, "-c", code, json.dumps(u["params"])])
        save(key, i, "stdout", p.stdout)


def r_dbi():
    key = "perl-dbi"
    save_version(key, vout(["perl", "-MDBI", "-MDBD::Mem", "-e", 'printf "perl %vd DBI %s DBD::Mem %s\n", $^V, $DBI::VERSION, $DBD::Mem::VERSION']))
    code = r'''
use DBI;
my @v = @ARGV;
my $d = DBI->connect("dbi:Mem:", undef, undef, {RaiseError => 1});
$d->do("CREATE TABLE c28_hosts (id INTEGER, owner TEXT, host TEXT, db_user TEXT, db_pass TEXT, ssh_key_fp TEXT)");
$d->do("INSERT INTO c28_hosts VALUES (?,?,?,?,?,?)", undef, @v);
my $s = $d->prepare("SELECT * FROM c28_hosts"); $s->execute;
print DBI::neat_list($s->{NAME}), "\n";
$s->dump_results(200);
'''
    for i, u in enumerate(UNITS[key]):
        row = u["params"]["row"]
        p = run(["perl", "-e", code] + [row[c] for c in ("id", "owner", "host", "db_user", "db_pass", "ssh_key_fp")])
        save(key, i, "stdout", p.stdout)


def r_mnesia():
    key = "erl-mnesia"
    d = mkrun("mnesia")
    save_version(key, vout(["erl", "-noshell", "-eval",
                            'application:load(mnesia),{ok,V}=application:get_key(mnesia,vsn),io:format("Erlang/OTP ~s mnesia ~s~n",[erlang:system_info(otp_release),V]),halt().']))
    for i, u in enumerate(UNITS[key]):
        row = u["params"]["row"]
        out = os.path.join(d, f"dump{i}.txt")
        expr = ("mnesia:start(),{atomic,ok}=mnesia:create_table(c28_operator,[{attributes,[id,login,display,node_ip,api_secret,role]}]),"
                "ok=mnesia:dirty_write({c28_operator,%s,%s,%s,%s,%s,%s}),mnesia:dump_to_textfile(%s),halt()."
                % (row["id"], erl_str(row["login"]), erl_str(row["display"]), erl_str(row["node_ip"]),
                   "list_to_binary(%s)" % erl_str(row["api_secret"]), row["role"], erl_str(out)))
        run(["erl", "-noshell", "-mnesia", "dir", erl_str(os.path.join(d, "db")).replace(" ", ""), "-eval", expr], cwd=d)
        with open(out, "rb") as f:
            save(key, i, "stdout", f.read())
        os.unlink(out)


RUNNERS = [r_py_email, r_node_url, r_perl_mime, r_erl_xmerl, r_orjson,
           r_node_http, r_java_trio, r_java_inet, r_perl_tiny, r_erl_httpc,
           r_imaplib, r_nntplib, r_pydantic,
           r_configparser, r_pyyaml, r_xmltodict, r_node_dir,
           r_cgitb, r_unzip, r_javap, r_readelf, r_node_report,
           r_inets_httpd, r_java_http, r_diff, r_trace, r_tar,
           r_column, r_jsonschema, r_jinja, r_gml, r_jsondiff,
           r_csv, r_dbi, r_mnesia]
PG_RUNNERS = [r_pg_log, r_pg_single, r_pg_copy]


def main():
    only = set(sys.argv[1:])
    os.makedirs(RUN, exist_ok=True)
    classes = build_units()
    try:
        for fn in RUNNERS:
            if only and fn.__name__ not in only:
                continue
            t = time.time()
            fn()
            print(f"{fn.__name__}: {time.time() - t:.1f}s", flush=True)
        if not only or only & {f.__name__ for f in PG_RUNNERS}:
            pg_init()
            for fn in PG_RUNNERS:
                if only and fn.__name__ not in only:
                    continue
                fn()
                print(f"{fn.__name__} done", flush=True)
    finally:
        for p in STARTED:
            if p.poll() is None:
                p.kill(); p.wait()
    for key, units in UNITS.items():
        if key not in TOUCHED:
            continue
        with open(os.path.join(kdir(key), "units.json"), "w") as f:
            json.dump({"key": key, "class": classes[key], "units": units}, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
