#!/usr/bin/env python3
"""corpus21 capture: runs real software under RUNDIR, plants values, copies real output to captured/.

Installs nothing (see README for the apt/pip commands).  Every daemon is started by this
script, bound to 127.0.0.1:19100-19199, and stopped in `finally:` (SIGTERM, SIGKILL after 10 s).
"""
import base64
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.parse as up

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

RUNDIR = "/tmp/c21run"
CAP = os.path.join(HERE, "captured")
VENV_PY = os.path.join(RUNDIR, "venv/bin/python")
H2JAR = "/usr/share/java/h2.jar"
LBCP = ":".join("/usr/share/java/" + j for j in ["logback-classic.jar", "logback-core.jar", "slf4j-api.jar"])
N = 8  # units per template

PROCS = []
TEMPLATES = {}


def pkgver(p):
    return subprocess.run(["dpkg-query", "-W", "-f=${Version}", p], capture_output=True, text=True).stdout.strip()


def tpl(name, program, version, cls, kind, keep):
    TEMPLATES[name] = dict(program=program, version=version, **{"class": cls}, kind=kind, keep=keep, units=[], files=[])
    return TEMPLATES[name]


def it(value, cat, kind):
    assert value, (cat, kind)
    return dict(value=value, cat=cat, kind=kind)


def start(argv, logname, cwd=None, env=None):
    f = open(os.path.join(RUNDIR, logname), "wb")
    p = subprocess.Popen(argv, stdout=f, stderr=subprocess.STDOUT, cwd=cwd or RUNDIR, env=env,
                         start_new_session=True)
    PROCS.append((p, f, argv[0]))
    return p


def stop(p):
    if p.poll() is None:
        try:
            os.killpg(p.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait(5)


def wait_port(port, udp=False, t=15):
    end = time.time() + t
    while time.time() < end:
        if udp:
            out = subprocess.run(["ss", "-lun"], capture_output=True, text=True).stdout
            if ":%d " % port in out:
                return
        else:
            try:
                socket.create_connection(("127.0.0.1", port), 0.5).close()
                return
            except OSError:
                pass
        time.sleep(0.2)
    raise RuntimeError("port %d did not open" % port)


def wfile(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def cap_copy(src, rel):
    dst = os.path.join(CAP, rel)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copyfile(src, dst)
    return rel


def read_lines(rel):
    with open(os.path.join(CAP, rel), encoding="utf-8", errors="replace") as f:
        return [l.rstrip("\n").rstrip("\r") for l in f.read().split("\n")]


def find(lines, needle, pred=lambda l: True, start=0):
    for i in range(start, len(lines)):
        if needle in lines[i] and pred(lines[i]):
            return i
    raise RuntimeError("needle not found: %r" % needle)


def add_unit(t, rel, a, b, items, needle):
    T = TEMPLATES[t]
    if rel not in T["files"]:
        T["files"].append(rel)
    T["units"].append(dict(loc=dict(file=rel, start=a, end=b), items=items, needle=needle))


def http_raw(port, req):
    c = socket.create_connection(("127.0.0.1", port), 5)
    c.sendall(req.encode("utf-8"))
    c.settimeout(5)
    try:
        while c.recv(65536):
            pass
    except OSError:
        pass
    c.close()
    time.sleep(0.05)


def q(s):
    return up.quote_plus(s, safe="")


# =================================================================== upstream for privoxy
UPSTREAM = r'''
import socket, threading
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 19111)); s.listen(64)
def h(c):
    d = b""
    while b"\r\n\r\n" not in d:
        x = c.recv(65536)
        if not x: break
        d += x
    c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"); c.close()
while True:
    c, _ = s.accept(); threading.Thread(target=h, args=(c,), daemon=True).start()
'''


def run_privoxy():
    ver = pkgver("privoxy")
    d = os.path.join(RUNDIR, "privoxy")
    os.makedirs(d, exist_ok=True)
    wfile(d + "/upstream.py", UPSTREAM)
    conf = ("listen-address 127.0.0.1:19110\nconfdir %s\nlogdir %s\ndebug 1\ndebug 8\ndebug 512\n"
            "forward / 127.0.0.1:19111\ntoggle 0\n" % (d, d))
    wfile(d + "/privoxy.conf", conf)
    up_p = start([sys.executable, d + "/upstream.py"], "privoxy/upstream.out")
    wait_port(19111)
    pv = start(["privoxy", "--no-daemon", d + "/privoxy.conf"], "privoxy/privoxy.out")
    wait_port(19110)
    TS = [r"\d{4}-\d{2}-\d{2}", r"\d{2}:\d{2}:\d{2}\.\d{3}"]
    tpl("privoxy/request_pii", "Privoxy", ver, "pii_locale", "line", TS + [r"Request:", r"/api/v\d/[a-z]+"])
    tpl("privoxy/proxy_auth", "Privoxy", ver, "positional", "line", TS + [r"Header:", r"scan:", r"Proxy-Authorization:"])
    tpl("privoxy/cookie_encoded", "Privoxy", ver, "encoded", "line", TS + [r"Header:", r"scan:", r"Cookie:"])
    tpl("privoxy/fwd_headers", "Privoxy", ver, "infra", "block", TS + [r"Header:", r"scan:", r"X-Forwarded-For:", r"HTTP/1\.1"])
    tpl("privoxy/token_paths", "Privoxy", ver, "no_key", "line",
        [r"\[\d{2}/\w{3}/\d{4}:\d{2}:\d{2}:\d{2} \+0000\]", r"\"GET", r"HTTP/1\.1\"", r"\" 200 \d+"])
    tpl("privoxy/lookalike", "Privoxy", ver, "lookalike", "block",
        TS + [r"X-Request-Id:", r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", r"If-None-Match:"])
    tpl("privoxy/custom_headers", "Privoxy", ver, "key_unusual", "line", TS + [r"Header:", r"scan:"])
    plan = []
    try:
        for i in range(N):
            r = S.R("privoxy/request_pii:%d" % i)
            p = S.person("privoxy/request_pii:%d" % i)
            h = S.host(r)
            qs = "vorname=%s&tel=%s&mail=%s&%s=%s" % (q(p["full"]), q(p["phone_intl"]), q(p["email"]),
                                                     q((p["id_name"] or "card").lower().replace(" ", "_")),
                                                     q(p["national_id"] or p["card"]))
            if p["iban"]:
                qs += "&iban=" + q(p["iban"])
            http_raw(19110, "GET http://%s/api/v2/kunden?%s HTTP/1.1\r\nHost: %s\r\n\r\n" % (h, qs, h))
            items = [it(h, "private", "host"), it(p["full"], "private", "name"), it(p["phone_intl"], "private", "phone"),
                     it(p["email"], "private", "email"), it(p["national_id"] or p["card"], "private", "national_id")]
            if p["iban"]:
                items.append(it(p["iban"], "private", "iban"))
            plan.append(("privoxy/request_pii", h, " Request: ", items))
        for i in range(N):
            r = S.R("privoxy/proxy_auth:%d" % i)
            u, pw = S.username(r), [S.human_password, S.passphrase, S.keyboard_walk][i % 3](r)
            comp = u + ":" + pw
            b = base64.b64encode(comp.encode()).decode()
            http_raw(19110, "GET http://%s/status HTTP/1.1\r\nHost: %s\r\nProxy-Authorization: Basic %s\r\n\r\n"
                     % ("cdn.jsdelivr.net", "cdn.jsdelivr.net", b))
            plan.append(("privoxy/proxy_auth", b, "Proxy-Authorization", [it(u, "private", "user"), it(pw, "secret", "password"),
                                                                        it(comp, "secret", "basic_credential")]))
        for i in range(N):
            r = S.R("privoxy/cookie_encoded:%d" % i)
            u, tok, sid = S.username(r), S.any_secret(r), S.session_id(r)
            blob = json.dumps({"u": u, "tok": tok}, separators=(",", ":"))
            if i % 2 == 0:
                ck = "prefs=%s; sid=%s; lang=de" % (up.quote(blob, safe=""), sid)
            else:
                ck = "auth=%s; _sid=%s" % (base64.b64encode(blob.encode()).decode(), sid)
            http_raw(19110, "GET http://portal.gitlab.com/-/profile HTTP/1.1\r\nHost: portal.gitlab.com\r\nCookie: %s\r\n\r\n" % ck)
            plan.append(("privoxy/cookie_encoded", sid, "Cookie:", [it(u, "private", "user"), it(tok, "secret", "token"),
                                                                   it(sid, "secret", "session_id"), it(blob, "secret", "cookie_json")]))
        for i in range(N):
            r = S.R("privoxy/fwd_headers:%d" % i)
            h, ip1, ip2, nd = S.host(r), S.private_ip(r), S.private_ip(r), S.node(r)
            http_raw(19110, "GET http://%s/healthz HTTP/1.1\r\nHost: %s\r\nX-Forwarded-For: %s, %s\r\nX-Origin-Node: %s\r\n"
                            "Accept: */*\r\n\r\n" % (h, h, ip1, ip2, nd))
            plan.append(("privoxy/fwd_headers", h, "scan: GET http://", [it(h, "private", "host"), it(ip1, "private", "ip"),
                                                                        it(ip2, "private", "ip"), it(nd, "private", "node")]))
        for i in range(N):
            r = S.R("privoxy/token_paths:%d" % i)
            tok = [lambda: S.vendor_token(r, "xoxb"), lambda: S.b62(r, 32), lambda: S.jwt_hs256(r),
                   lambda: S.vendor_token(r, "sk_live"), lambda: S.hexs(r, 40), lambda: S.vendor_token(r, "glpat"),
                   lambda: S.b64tok(r, 24, urlsafe=True, pad=False), lambda: S.vendor_token(r, "hf")][i]()
            host = ["hooks.slack.com", "api.telegram.org", "registry.npmjs.org", "api.stripe.com", "discord.com",
                    "gitlab.com", "files.pythonhosted.org", "huggingface.co"][i]
            path = ["/services/T0%s/B0%s/%s" % (S.b62(r, 7).upper(), S.b62(r, 8).upper(), tok), "/bot%s/getUpdates" % tok,
                    "/-/v1/login/%s" % tok, "/v1/charges/%s" % tok, "/api/webhooks/%d/%s" % (r.randrange(10 ** 17, 10 ** 18), tok),
                    "/api/v4/runners/verify/%s" % tok, "/share/%s" % tok, "/api/whoami-v2/%s" % tok][i]
            http_raw(19110, "GET http://%s%s HTTP/1.1\r\nHost: %s\r\n\r\n" % (host, path, host))
            plan.append(("privoxy/token_paths", tok, "\"GET http://", [it(tok, "secret", "token")]))
        for i in range(N):
            r = S.R("privoxy/lookalike:%d" % i)
            u, dg, gs = S.uuid4(r), S.sha256_hex(r), S.git_sha(r)
            host = ["registry.npmjs.org", "pypi.org", "proxy.golang.org", "repo1.maven.org", "index.docker.io",
                    "crates.io", "rubygems.org", "api.nuget.org"][i]
            http_raw(19110, "GET http://%s/v2/blobs/sha256:%s?rev=%s HTTP/1.1\r\nHost: %s\r\nX-Request-Id: %s\r\n"
                            "If-None-Match: \"%s\"\r\nX-Build: 4.%d.%d+%s\r\n\r\n"
                     % (host, dg, gs[:12], host, u, gs, r.randrange(20), r.randrange(99), gs[:7]))
            plan.append(("privoxy/lookalike", u, None, []))
        hdrs = ["X-Sip-Secret", "X-Totp-Seed", "X-Recovery-Codes", "X-Pin-Code", "X-Api-Tok", "X-Passwd", "X-Kennwort",
                "X-Clave-Acceso"]
        for i in range(N):
            r = S.R("privoxy/custom_headers:%d" % i)
            v = [lambda: S.b62(r, 20), lambda: base64.b32encode(bytes(r.randrange(256) for _ in range(20))).decode().rstrip("="),
                 lambda: "-".join(S.hexs(r, 5) for _ in range(4)), lambda: S.pin(r, 6), lambda: S.b64tok(r, 30),
                 lambda: S.human_password(r), lambda: S.passphrase(r), lambda: S.keyboard_walk(r)][i]()
            http_raw(19110, "GET http://api.%s/v1/me HTTP/1.1\r\nHost: api.twilio.com\r\n%s: %s\r\n\r\n" % ("twilio.com", hdrs[i], v))
            plan.append(("privoxy/custom_headers", v, hdrs[i] + ":", [it(v, "secret", "credential")]))
        time.sleep(1)
    finally:
        stop(pv)
        stop(up_p)
    rel = cap_copy(os.path.join(RUNDIR, "privoxy/privoxy.out"), "privoxy/privoxy.log")
    cap_copy(d + "/privoxy.conf", "privoxy/privoxy.conf")
    cap_copy(d + "/upstream.py", "privoxy/upstream.py")
    lines = read_lines(rel)
    for t, needle, ctx, items in plan:
        if t == "privoxy/lookalike":
            a = find(lines, "X-Request-Id: " + needle)
            while "scan: GET http://" not in lines[a]:
                a -= 1
            b = a
            while b < len(lines) and "Header: scan:" in lines[b]:
                b += 1
            add_unit(t, rel, a, b, items, needle)
        elif t == "privoxy/fwd_headers":
            a = find(lines, needle, lambda l: ctx in l)
            b = a
            while b < len(lines) and "Header: scan:" in lines[b]:
                b += 1
            add_unit(t, rel, a, b, items, needle)
        elif t == "privoxy/token_paths":
            a = find(lines, needle, lambda l: l.startswith("127.0.0.1 - - ["))
            add_unit(t, rel, a, a + 1, items, needle)
        else:
            a = find(lines, needle, lambda l: ctx in l)
            add_unit(t, rel, a, a + 1, items, needle)


# =================================================================== uWSGI
def run_uwsgi():
    ver = pkgver("uwsgi-core")
    d = os.path.join(RUNDIR, "uwsgi")
    os.makedirs(d, exist_ok=True)
    wfile(d + "/app.py", "def application(env, sr):\n    sr('200 OK', [('Content-Type', 'text/plain')])\n    return [b'ok']\n")
    fmt = '%(ltime) uwsgi "%(method) %(uri) %(proto)" status=%(status) size=%(size) msecs=%(msecs) ua="%(uagent)" auth="%(var.HTTP_AUTHORIZATION)"'
    base = ["uwsgi", "--plugin", "python3", "--wsgi-file", d + "/app.py", "--master", "--processes", "1",
            "--log-master", "--die-on-term"]
    u1 = start(base + ["--http-socket", "127.0.0.1:19120", "--logformat", fmt], "uwsgi/custom.out")
    u2 = start(base + ["--http-socket", "127.0.0.1:19121", "--log-x-forwarded-for"], "uwsgi/default.out")
    wait_port(19120)
    wait_port(19121)
    time.sleep(1)
    CK = [r"\d{2}/\w{3}/\d{4}:\d{2}:\d{2}:\d{2} \+0000", r"\"GET", r"HTTP/1\.1\"", r"status=200", r"msecs=\d+", r"size=\d+"]
    tpl("uwsgi/query_pii", "uWSGI", ver, "pii_locale", "line", CK)
    tpl("uwsgi/auth_header", "uWSGI", ver, "positional", "line", CK)
    tpl("uwsgi/query_encoded", "uWSGI", ver, "encoded", "line", CK)
    tpl("uwsgi/path_token", "uWSGI", ver, "no_key", "line", CK)
    tpl("uwsgi/lookalike", "uWSGI", ver, "lookalike", "line", CK + [r"sha256:[0-9a-f]{64}"])
    tpl("uwsgi/short_keys", "uWSGI", ver, "key_unusual", "line", CK)
    tpl("uwsgi/default_infra", "uWSGI", ver, "infra", "line",
        [r"app: 0", r"req: \d+/\d+", r"\{\d+ vars in \d+ bytes\}", r"generated \d+ bytes", r"\(HTTP/1\.1 200\)", r"GET"])
    plan = []

    def req(port, path, extra=""):
        http_raw(port, "GET %s HTTP/1.1\r\nHost: app.local\r\nUser-Agent: %s\r\n%s\r\n" % (path, "okhttp/4.12.0", extra))
    try:
        for i in range(N):
            p = S.person("uwsgi/query_pii:%d" % i)
            keys = [("nombre", "full"), ("telefono", "phone_local"), ("correo", "email"), ("direccion", "address")]
            qs = "&".join("%s=%s" % (k, q(p[f])) for k, f in keys)
            items = [it(p[f], "private", f) for _, f in keys]
            if p["national_id"]:
                qs += "&doc=" + q(p["national_id"])
                items.append(it(p["national_id"], "private", "national_id"))
            else:
                qs += "&tarjeta=" + q(p["card"])
                items.append(it(p["card"], "private", "card"))
            req(19120, "/alta/cliente?" + qs)
            plan.append(("uwsgi/query_pii", "custom", q(p["email"]), items))
        for i in range(N):
            r = S.R("uwsgi/auth_header:%d" % i)
            u, pw = S.username(r), [S.human_password, S.passphrase, S.keyboard_walk, lambda rr: S.b62(rr, 16)][i % 4](r)
            if i % 2 == 0:
                comp = u + ":" + pw
                a = "Basic " + base64.b64encode(comp.encode()).decode()
                items = [it(u, "private", "user"), it(pw, "secret", "password"), it(comp, "secret", "basic_credential")]
                nd = a.split()[1]
            else:
                jw = S.jwt_hs256(r, sub=u)
                a = "Bearer " + jw
                items = [it(jw, "secret", "jwt")]
                nd = jw
            req(19120, "/api/v1/session", "Authorization: %s\r\n" % a)
            plan.append(("uwsgi/auth_header", "custom", nd, items))
        for i in range(N):
            r = S.R("uwsgi/query_encoded:%d" % i)
            tok, u = S.any_secret(r), S.username(r)
            if i % 2 == 0:
                inner = "https://callback.%s/cb?user=%s&token=%s" % ("zapier.com", q(u), q(tok))
                path = "/oauth/authorize?redirect_uri=%s&state=%s" % (q(inner), S.hexs(r, 16))
            else:
                st = json.dumps({"user": u, "access_token": tok}, separators=(",", ":"))
                path = "/oauth/return?state=%s&ok=1" % q(base64.urlsafe_b64encode(st.encode()).decode())
                plan_items = [it(st, "secret", "state_json")]
            items = [it(u, "private", "user"), it(tok, "secret", "token")]
            if i % 2 == 1:
                items += plan_items
            req(19120, path)
            plan.append(("uwsgi/query_encoded", "custom", path[-40:], items))
        for i in range(N):
            r = S.R("uwsgi/path_token:%d" % i)
            tok = [lambda: S.b62(r, 43), lambda: S.jwt_hs256(r), lambda: S.vendor_token(r, "npm"), lambda: S.hexs(r, 64),
                   lambda: S.b64tok(r, 32, urlsafe=True, pad=False), lambda: S.vendor_token(r, "dop"),
                   lambda: S.vendor_token(r, "shpat"), lambda: S.session_id(r)][i]()
            path = ["/invite/%s", "/dl/%s/report.pdf", "/r/%s", "/reset/%s", "/magic/%s", "/v/%s", "/install/%s", "/s/%s"][i] % tok
            req(19120, path)
            plan.append(("uwsgi/path_token", "custom", tok, [it(tok, "secret", "token")]))
        for i in range(N):
            r = S.R("uwsgi/lookalike:%d" % i)
            dg, gs, u = S.sha256_hex(r), S.git_sha(r), S.uuid4(r)
            path = "/v2/library/app-%d/blobs/sha256:%s?build=%s&trace=%s&attempt=%d" % (i, dg, gs, u, r.randrange(1, 5))
            req(19120, path)
            plan.append(("uwsgi/lookalike", "custom", dg, []))
        keys = ["pw", "tok", "sk", "pinCode", "totpSeed", "passwd", "apiKy", "geheim"]
        for i in range(N):
            r = S.R("uwsgi/short_keys:%d" % i)
            v = [lambda: S.human_password(r), lambda: S.b62(r, 30), lambda: S.vendor_token(r, "sk_live"), lambda: S.pin(r, 6),
                 lambda: base64.b32encode(bytes(r.randrange(256) for _ in range(10))).decode(), lambda: S.keyboard_walk(r),
                 lambda: S.hexs(r, 32), lambda: S.passphrase(r)][i]()
            u = S.username(r)
            path = "/api/login?user=%s&%s=%s&lang=en" % (q(u), keys[i], q(v))
            req(19120, path)
            plan.append(("uwsgi/short_keys", "custom", q(u), [it(u, "private", "user"), it(v, "secret", "credential")]))
        for i in range(N):
            r = S.R("uwsgi/default_infra:%d" % i)
            ip, nd, pd = S.private_ip(r), S.node(r), S.pod(r)
            req(19121, "/api/v1/nodes/%s/pods/%s/status" % (nd, pd), "X-Forwarded-For: %s\r\n" % ip)
            plan.append(("uwsgi/default_infra", "default", pd, [it(ip, "private", "ip"), it(nd, "private", "node"), it(pd, "private", "pod")]))
        time.sleep(1)
    finally:
        stop(u1)
        stop(u2)
    rc = cap_copy(os.path.join(RUNDIR, "uwsgi/custom.out"), "uwsgi/custom.log")
    rd = cap_copy(os.path.join(RUNDIR, "uwsgi/default.out"), "uwsgi/default.log")
    cap_copy(d + "/app.py", "uwsgi/app.py")
    wfile(os.path.join(CAP, "uwsgi/logformat.txt"), fmt + "\n")
    Lc, Ld = read_lines(rc), read_lines(rd)
    for t, which, needle, items in plan:
        lines, rel = (Lc, rc) if which == "custom" else (Ld, rd)
        a = find(lines, needle, lambda l: " uwsgi \"GET " in l or "[pid: " in l)
        if which == "default":
            m = re.search(r"\[pid: (\d+)\|", lines[a])
            items = items + [it(m.group(1), "private", "pid")]
        add_unit(t, rel, a, a + 1, items, needle)


# =================================================================== Kamailio
KCFG = r'''#!KAMAILIO
debug=2
log_stderror=yes
fork=yes
children=1
listen=udp:127.0.0.1:19130
mpath="/usr/lib/x86_64-linux-gnu/kamailio/modules/"
loadmodule "sl.so"
loadmodule "pv.so"
loadmodule "xlog.so"
loadmodule "textops.so"
request_route {
  if (is_present_hf("X-Subscriber")) {
    xlog("L_INFO", "$rm fn=[$fn] fu=$fu sub=[$hdr(X-Subscriber)] cseq=$cs\n");
  } else if (is_present_hf("X-Node")) {
    xlog("L_INFO", "$rm ci=$ci via=[$hdr(Via)] ct=[$ct] node=[$hdr(X-Node)] ua=[$ua]\n");
  } else {
    xlog("L_NOTICE", "message dump follows\n$mb\n");
  }
  sl_send_reply("401", "Unauthorized");
}
'''


def run_kamailio():
    ver = pkgver("kamailio")
    d = os.path.join(RUNDIR, "kamailio")
    os.makedirs(d, exist_ok=True)
    wfile(d + "/kamailio.cfg", KCFG)
    kp = start(["kamailio", "-f", d + "/kamailio.cfg", "-DD", "-E", "-P", d + "/k.pid", "-Y", d], "kamailio/kamailio.out")
    wait_port(19130, udp=True)
    time.sleep(0.5)
    XL = [r"INFO:", r"<script>:", r"\b(REGISTER|OPTIONS|INVITE)\b", r"cseq=\d+"]
    DUMP = [r"SIP/2\.0", r"CSeq: \d+ [A-Z]+", r"Max-Forwards: \d+", r"branch=z9hG4bK[0-9a-f]+", r"Content-Length: \d+"]
    tpl("kamailio/register_pii", "Kamailio", ver, "pii_locale", "line", XL)
    tpl("kamailio/via_infra", "Kamailio", ver, "infra", "line", XL + [r"ci=[0-9a-f-]{36}"])
    tpl("kamailio/digest_dump", "Kamailio", ver, "positional", "block", DUMP)
    tpl("kamailio/message_body", "Kamailio", ver, "encoded", "block", DUMP + [r"Content-Type: [a-z/+-]+"])
    tpl("kamailio/custom_headers", "Kamailio", ver, "key_unusual", "block", DUMP)
    tpl("kamailio/options_dump", "Kamailio", ver, "lookalike", "block", DUMP + [r"Call-ID: [0-9a-f-]+"])
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    plan = []

    def send(msg):
        s.sendto(msg.replace("\n", "\r\n").encode("utf-8"), ("127.0.0.1", 19130))
        time.sleep(0.08)

    def hdrs(r, method, ruri, fr, to, via_ip, extra, body="", ctype=None):
        ci = S.uuid4(r)
        m = "%s %s SIP/2.0\nVia: SIP/2.0/UDP %s:5060;branch=z9hG4bK%s\nMax-Forwards: 70\nFrom: %s;tag=%s\nTo: %s\n" \
            "Call-ID: %s\nCSeq: %d %s\n%s" % (method, ruri, via_ip, S.hexs(r, 12), fr, S.hexs(r, 8), to, ci,
                                             r.randrange(1, 90), method, extra)
        if ctype:
            m += "Content-Type: %s\n" % ctype
        b = body.replace("\n", "\r\n").encode("utf-8")
        m += "Content-Length: %d\n\n" % len(b)
        return m + body, ci
    try:
        for i in range(N):
            r = S.R("kamailio/register_pii:%d" % i)
            p = S.person("kamailio/register_pii:%d" % i)
            dom = S.host(r)
            fr = "\"%s\" <sip:%s@%s>" % (p["full"], p["phone_e164"], dom)
            m, ci = hdrs(r, "REGISTER", "sip:" + dom, fr, "<sip:%s@%s>" % (p["phone_e164"], dom), "127.0.0.1",
                         "X-Subscriber: %s; %s\nContact: <sip:%s@127.0.0.1:5060>\n" % (p["email"], p["address"], p["phone_e164"]))
            send(m)
            plan.append(("kamailio/register_pii", "xlog", p["email"], [it(p["full"], "private", "name"), it(p["phone_e164"], "private", "phone"),
                                                                        it(p["email"], "private", "email"), it(p["address"], "private", "address"),
                                                                        it(dom, "private", "host")]))
        for i in range(N):
            r = S.R("kamailio/via_infra:%d" % i)
            ip, ip2, mc, nd, u = S.private_ip(r), S.private_ip(r), S.mac(r), S.pod(r), S.username(r)
            extra = "Contact: <sip:%s@%s:5062;transport=udp>;+sip.instance=\"<urn:uuid:%s>\";mac=%s\nX-Node: %s\nUser-Agent: Yealink SIP-T46U 108.86.0.45\n" % (
                u, ip2, S.uuid4(r), mc, nd)
            m, ci = hdrs(r, "REGISTER", "sip:127.0.0.1", "<sip:%s@127.0.0.1>" % u, "<sip:%s@127.0.0.1>" % u, ip, extra)
            send(m)
            plan.append(("kamailio/via_infra", "xlog", ci, [it(ip, "private", "ip"), it(ip2, "private", "ip"), it(mc, "private", "mac"),
                                                            it(nd, "private", "pod"), it(u, "private", "user")]))
        for i in range(N):
            r = S.R("kamailio/digest_dump:%d" % i)
            u, dom, ip, pw = S.username(r), S.host(r), S.private_ip(r), S.human_password(r)
            nonce = S.hexs(r, 24)
            ha1 = hashlib.md5(("%s:%s:%s" % (u, dom, pw)).encode()).hexdigest()
            ha2 = hashlib.md5(("REGISTER:sip:%s" % dom).encode()).hexdigest()
            resp = hashlib.md5(("%s:%s:%s" % (ha1, nonce, ha2)).encode()).hexdigest()
            extra = ("Authorization: Digest username=\"%s\", realm=\"%s\", nonce=\"%s\", uri=\"sip:%s\", response=\"%s\", algorithm=MD5\n"
                     "Contact: <sip:%s@%s:5060>\nExpires: 3600\n" % (u, dom, nonce, dom, resp, u, ip))
            m, ci = hdrs(r, "REGISTER", "sip:" + dom, "<sip:%s@%s>" % (u, dom), "<sip:%s@%s>" % (u, dom), ip, extra)
            send(m)
            plan.append(("kamailio/digest_dump", "dump", ci, [it(u, "private", "user"), it(dom, "private", "host"), it(ip, "private", "ip"),
                                                              it(resp, "secret", "digest_response"), it(pw, "secret", "password")]))
        for i in range(N):
            r = S.R("kamailio/message_body:%d" % i)
            u, pw, o = S.username(r), S.any_secret(r), S.otp(r)
            if i % 2 == 0:
                body = "login=%s&password=%s&otp=%s&remember=1" % (q(u), q(pw), o)
                ct = "application/x-www-form-urlencoded"
            else:
                esc = pw.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&apos;")
                body = "<?xml version=\"1.0\"?>\n<provision><account>%s</account><secret>%s</secret><otp>%s</otp></provision>" % (u, esc, o)
                ct = "application/vnd.acme.provision+xml"
            m, ci = hdrs(r, "MESSAGE", "sip:provisioning@127.0.0.1", "<sip:device@127.0.0.1>", "<sip:provisioning@127.0.0.1>",
                         "127.0.0.1", "", body, ct)
            send(m)
            plan.append(("kamailio/message_body", "dump", ci, [it(u, "private", "user"), it(pw, "secret", "password"), it(o, "secret", "otp")]))
        names = [("X-Sip-Secret", S.b62), ("X-Voicemail-Pin", None), ("X-Provisioning-Passwort", None), ("X-Ha1", None),
                 ("X-Auth-Tok", None), ("X-Clave-Sip", None), ("X-Mot-De-Passe", None), ("X-Sbc-Psk", None)]
        for i in range(N):
            r = S.R("kamailio/custom_headers:%d" % i)
            v = [lambda: S.b62(r, 18), lambda: S.pin(r, 6), lambda: S.human_password(r), lambda: S.hexs(r, 32),
                 lambda: S.jwt_hs256(r), lambda: S.keyboard_walk(r), lambda: S.passphrase(r), lambda: S.b64tok(r, 32)][i]()
            u = S.username(r)
            m, ci = hdrs(r, "REGISTER", "sip:127.0.0.1", "<sip:%s@127.0.0.1>" % u, "<sip:%s@127.0.0.1>" % u, "127.0.0.1",
                         "%s: %s\nExpires: 600\n" % (names[i][0], v))
            send(m)
            plan.append(("kamailio/custom_headers", "dump", ci, [it(u, "private", "user"), it(v, "secret", "credential")]))
        for i in range(N):
            r = S.R("kamailio/options_dump:%d" % i)
            m, ci = hdrs(r, "OPTIONS", "sip:127.0.0.1:19130", "<sip:ping@127.0.0.1>", "<sip:127.0.0.1:19130>", "127.0.0.1",
                         "User-Agent: kamailio-probe/5.6.%d build-%s\nX-Trace-Id: %s\n" % (r.randrange(10), S.git_sha(r)[:10], S.trace_id(r)))
            send(m)
            plan.append(("kamailio/options_dump", "dump", ci, []))
        time.sleep(1)
    finally:
        s.close()
        stop(kp)
    rel = cap_copy(os.path.join(RUNDIR, "kamailio/kamailio.out"), "kamailio/kamailio.log")
    cap_copy(d + "/kamailio.cfg", "kamailio/kamailio.cfg")
    lines = read_lines(rel)
    pref = re.compile(r"^\s*\d+\((\d+)\) [A-Z]+:")
    for t, how, needle, items in plan:
        if how == "xlog":
            a = find(lines, needle, lambda l: "<script>:" in l)
            m = pref.match(lines[a])
            add_unit(t, rel, a, a + 1, items + [it(m.group(1), "private", "pid")], needle)
        else:
            c = find(lines, "Call-ID: " + needle)
            a = c
            while "message dump follows" not in lines[a]:
                a -= 1
            a += 1
            b = c
            while b < len(lines) and not pref.match(lines[b]):
                b += 1
            while lines[b - 1].strip() == "":
                b -= 1
            add_unit(t, rel, a, b, items, needle)


# =================================================================== ngIRCd
def run_ngircd():
    ver = pkgver("ngircd")
    d = os.path.join(RUNDIR, "ngircd")
    os.makedirs(d, exist_ok=True)
    tpl("ngircd/global_section", "ngIRCd", ver, "pii_locale", "block", [r"\[GLOBAL\]", r"HelpFile", r"MotdFile", r"ServerGID", r"Ports = 6667"])
    tpl("ngircd/server_section", "ngIRCd", ver, "key_unusual", "block", [r"\[SERVER\]", r"Port = \d+", r"Passive = \w+", r"SSLConnect", r"ServiceMask"])
    tpl("ngircd/registered", "ngIRCd", ver, "infra", "line", [r"\bregistered\b", r"\(connection \d+\)", r"\bUser\b"])
    for i in range(N):
        r = S.R("ngircd/config:%d" % i)
        p = S.person("ngircd/config:%d" % i)
        sname, peer, pip = S.host(r), S.host(r), S.private_ip(r)
        spw, mypw, peerpw = S.passphrase(r), S.b62(r, 24), S.human_password(r)
        conf = ("[Global]\nName = %s\nInfo = regional chat\nAdminInfo1 = %s\nAdminInfo2 = %s\nAdminEMail = %s\nPassword = %s\n"
                "[Options]\nDNS = no\nIdent = no\nPAM = no\n[Server]\nName = %s\nHost = %s\nPort = 6697\nMyPassword = %s\n"
                "PeerPassword = %s\nPassive = yes\n" % (sname, p["full"], p["address"], p["email"], spw, peer, pip, mypw, peerpw))
        cf = "%s/ngircd-%d.conf" % (d, i)
        wfile(cf, conf)
        out = subprocess.run(["ngircd", "-f", cf, "-t"], capture_output=True, text=True, timeout=30)
        rel = "ngircd/configtest-%d.txt" % i
        wfile(os.path.join(CAP, rel), out.stdout + out.stderr)
        cap_copy(cf, "ngircd/ngircd-%d.conf" % i)
        lines = read_lines(rel)
        for t, hdr, items in [("ngircd/global_section", "[GLOBAL]", [it(sname, "private", "host"), it(p["full"], "private", "name"),
                                                                     it(p["address"], "private", "address"), it(p["email"], "private", "email"),
                                                                     it(spw, "secret", "password")]),
                              ("ngircd/server_section", "[SERVER]", [it(peer, "private", "host"), it(pip, "private", "ip"),
                                                                     it(mypw, "secret", "password"), it(peerpw, "secret", "password")])]:
            a = find(lines, hdr, lambda l: l.strip() == hdr)
            b = a
            while b < len(lines) and lines[b].strip():
                b += 1
            add_unit(t, rel, a, b, items, hdr)
    # runtime
    os.makedirs(d + "/run", exist_ok=True)
    os.chmod(d + "/run", 0o1777)
    spw = S.passphrase(S.R("ngircd/runtime"))
    wfile(d + "/ngircd-run.conf", "[Global]\nName = irc.c21.test\nInfo = corpus21\nAdminInfo1 = ops\nAdminInfo2 = ops\nAdminEMail = ops\n"
          "Listen = 127.0.0.1\nPorts = 19150\nPassword = %s\nPidFile = %s/run/ngircd.pid\n[Limits]\nMaxNickLength = 30\n"
          "MaxConnectionsIP = 50\n[Options]\nDNS = no\nIdent = no\nPAM = no\n" % (spw, d))
    ng = start(["ngircd", "-f", d + "/ngircd-run.conf", "-n"], "ngircd/runtime.out")
    plan = []
    try:
        wait_port(19150)
        for i in range(N):
            t = "ngircd/registered"
            r = S.R("%s:%d" % (t, i))
            nick = S.username(r).replace(".", "_").replace("-", "_")[:24]
            ident = "u" + S.hexs(r, 6)
            c = socket.create_connection(("127.0.0.1", 19150), 5)
            for l in ["PASS " + spw, "NICK " + nick, "USER %s 0 * :corpus user" % ident]:
                c.sendall((l + "\r\n").encode())
                time.sleep(0.05)
            time.sleep(0.3)
            items = [it(nick, "private", "user"), it(ident, "private", "user")]
            if t == "ngircd/quit_prose":
                tok = [lambda: S.vendor_token(r, "ghp"), lambda: S.vendor_token(r, "akia"), lambda: S.vendor_token(r, "xoxb"),
                       lambda: S.password_hash(r, "bcrypt"), lambda: S.vendor_token(r, "npm"), lambda: S.b62(r, 40),
                       lambda: S.vendor_token(r, "SG".lower()), lambda: S.vendor_token(r, "github_pat")][i - N]()
                msg = ["oops wrong window, that was %s", "rotating now: %s", "ignore %s pls", "paste: %s",
                       "new one is %s, old revoked", "%s <- do not use", "brb (%s)", "lol my clipboard %s"][i - N] % tok
                c.sendall(("QUIT :%s\r\n" % msg).encode())
                items.append(it(tok, "secret", "token"))
            else:
                c.sendall(b"QUIT\r\n")
            time.sleep(0.3)
            c.close()
            plan.append((t, nick, items))
        time.sleep(0.5)
    finally:
        stop(ng)
    rel = cap_copy(os.path.join(RUNDIR, "ngircd/runtime.out"), "ngircd/runtime.log")
    cap_copy(d + "/ngircd-run.conf", "ngircd/ngircd-run.conf")
    lines = read_lines(rel)
    for t, nick, items in plan:
        kw = "\" registered (" if t == "ngircd/registered" else "\" unregistered ("
        a = find(lines, "\"%s!~" % nick, lambda l: kw in l)
        m = re.match(r"^\[(\d+):", lines[a])
        add_unit(t, rel, a, a + 1, items + [it(m.group(1), "private", "pid")], nick)


# =================================================================== coturn
def run_coturn():
    ver = pkgver("coturn")
    d = os.path.join(RUNDIR, "coturn")
    os.makedirs(d, exist_ok=True)
    r = S.R("coturn/realm")
    realm = S.host(r, "voip.corp.lan")
    users = []
    for i in range(N):
        rr = S.R("coturn/session_users:%d" % i)
        users.append((S.username(rr), S.b62(rr, 14)))
    tpl("coturn/session_users", "coturn turnserver", ver, "infra", "line",
        [r"session \d{18}", r"incoming packet ALLOCATE processed, success", r"ALLOCATE"])
    for k, (u, p) in enumerate(users):
        argv = ["turnserver", "-n", "--listening-ip=127.0.0.1", "--listening-port=19140", "--relay-ip=127.0.0.1",
                "--min-port=19160", "--max-port=19199", "--lt-cred-mech", "--realm=" + realm,
                "--log-file=%s/turn-%d.log" % (d, k), "--simple-log", "--verbose", "--no-tls", "--no-dtls", "--no-cli",
                "--pidfile=" + d + "/turn.pid", "-b", d + "/turndb", "--user=%s:%s" % (u, p)]
        ts = start(argv, "coturn/turnserver-%d.out" % k)
        try:
            wait_port(19140, udp=True)
            subprocess.run(["turnutils_uclient", "-u", u, "-w", p, "-p", "19140", "-n", "1", "-m", "1", "-y", "127.0.0.1"],
                           capture_output=True, timeout=30)
            time.sleep(0.3)
        finally:
            stop(ts)
        time.sleep(0.3)
        wfile(os.path.join(CAP, "coturn/turnserver-argv-%d.txt" % k), " ".join(a if not a.startswith("--user=") else "--user=<planted>" for a in argv) + "\n")
        rel = cap_copy("%s/turn-%d.log" % (d, k), "coturn/turn-%d.log" % k)
        lines = read_lines(rel)
        a = find(lines, "user <%s>: incoming packet ALLOCATE processed, success" % u)
        add_unit("coturn/session_users", rel, a, a + 1, [it(u, "private", "user"), it(realm, "private", "host"),
                                                        it(p, "secret", "password")], u)


# =================================================================== wpa_passphrase
def run_wpa():
    ver = pkgver("wpasupplicant")
    tpl("wpa/network_block", "wpa_passphrase (wpasupplicant)", ver, "key_unusual", "block", [r"network=\{", r"\bssid=", r"(?<!#)psk=", r"#psk="])
    for i in range(N):
        r = S.R("wpa/network_block:%d" % i)
        ssid = ["Büro-WLAN %dOG" % r.randrange(1, 6), "Kantoor-%s" % S.b62(r, 4), "Famiglia_%s" % S.b62(r, 3),
                "Lindqvist hemma", "Yılmaz-5G", "mesh-%s-iot" % S.hexs(r, 4), "Aino_koti", "Dom-Kowalczyk"][i]
        pw = [S.passphrase, S.human_password, S.keyboard_walk, lambda rr: S.b62(rr, 20)][i % 4](r)
        out = subprocess.run(["wpa_passphrase", ssid, pw], capture_output=True, text=True, timeout=10).stdout
        rel = "wpa_passphrase/out-%d.txt" % i
        wfile(os.path.join(CAP, rel), out)
        lines = read_lines(rel)
        psk = re.search(r"^\s*psk=([0-9a-f]{64})$", out, re.M).group(1)
        a = find(lines, "network={")
        b = find(lines, "}", lambda l: l.strip() == "}") + 1
        add_unit("wpa/network_block", rel, a, b, [it(ssid, "private", "ssid"), it(pw, "secret", "passphrase"), it(psk, "secret", "psk")], ssid)


# =================================================================== H2 (JDBC trace + Shell + CSVWRITE)
H2EXEC = r'''
import java.nio.file.*; import java.sql.*; import java.util.*;
public class H2Exec {
  public static void main(String[] a) throws Exception {
    try (Connection c = DriverManager.getConnection(a[0], "sa", "")) {
      Statement st = c.createStatement();
      for (String l : Files.readAllLines(Paths.get(a[1]), java.nio.charset.StandardCharsets.UTF_8)) {
        if (l.isBlank()) continue;
        try { st.execute(l); } catch (SQLException e) { System.out.println("ERR " + e.getSQLState()); }
      }
    }
  }
}
'''


def sqls(v):
    return "'" + str(v).replace("'", "''") + "'"


def run_h2():
    ver = "2.1.214 (libh2-java %s)" % pkgver("libh2-java")
    d = os.path.join(RUNDIR, "h2")
    os.makedirs(d, exist_ok=True)
    wfile(d + "/H2Exec.java", H2EXEC)
    TR = [r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}", r"jdbc\[\d+\]:", r"/\*SQL[^*]*\*/", r"\b(INSERT INTO|CREATE USER|ALTER USER|SELECT)\b"]
    tpl("h2trace/insert_pii", "H2 Database trace", ver, "pii_locale", "block", TR)
    tpl("h2trace/create_user", "H2 Database trace", ver, "positional", "block", TR)
    tpl("h2trace/json_escaped", "H2 Database trace", ver, "encoded", "block", TR)
    tpl("h2trace/hash_values", "H2 Database trace", ver, "no_key", "block", TR)
    tpl("h2trace/lookalike", "H2 Database trace", ver, "lookalike", "block", TR + [r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"])
    stm = ["CREATE TABLE kunden(id INT PRIMARY KEY, name VARCHAR, telefon VARCHAR, email VARCHAR, adresse VARCHAR, ausweis VARCHAR, iban VARCHAR)",
           "CREATE TABLE events(id INT PRIMARY KEY, payload VARCHAR)",
           "CREATE TABLE cred_archive(id INT PRIMARY KEY, a VARCHAR, b VARCHAR)",
           "CREATE TABLE builds(id VARCHAR, digest VARCHAR, commit_sha VARCHAR, version VARCHAR)"]
    plan = []
    for i in range(N):
        p = S.person("h2trace/insert_pii:%d" % i)
        vals = [p["full"], p["phone_intl"], p["email"], p["address"], p["national_id"] or p["card"], p["iban"] or ""]
        stm.append("INSERT INTO kunden VALUES(%d, %s)" % (i + 1, ", ".join(sqls(v) for v in vals)))
        plan.append(("h2trace/insert_pii", "INSERT INTO kunden VALUES(%d, " % (i + 1),
                     [it(v, "private", k) for v, k in zip(vals, ["name", "phone", "email", "address", "national_id", "iban"]) if v]))
    for i in range(N):
        r = S.R("h2trace/create_user:%d" % i)
        u = "svc_" + S.username(r).replace(".", "_").replace("-", "_")
        pw = [S.human_password, S.passphrase, S.keyboard_walk, lambda rr: S.b62(rr, 22)][i % 4](r)
        if i % 2 == 0:
            stm.append("CREATE USER IF NOT EXISTS %s PASSWORD %s" % (u, sqls(pw)))
            nd = "CREATE USER IF NOT EXISTS %s " % u
        else:
            stm.append("CREATE USER IF NOT EXISTS %s PASSWORD 'x'" % u)
            stm.append("ALTER USER %s SET PASSWORD %s" % (u, sqls(pw)))
            nd = "ALTER USER %s SET" % u
        plan.append(("h2trace/create_user", nd, [it(u, "private", "user"), it(pw, "secret", "password")]))
    for i in range(N):
        r = S.R("h2trace/json_escaped:%d" % i)
        u, pw, tok = S.username(r), S.any_secret(r) + "'x", S.vendor_token(r)
        inner = json.dumps({"user": u, "password": pw}, ensure_ascii=False)
        payload = json.dumps({"event": "login.attempt", "request_body": inner, "auth": "Basic " + base64.b64encode(("%s:%s" % (u, tok)).encode()).decode()})
        stm.append("INSERT INTO events VALUES(%d, %s)" % (100 + i, sqls(payload)))
        plan.append(("h2trace/json_escaped", "INSERT INTO events VALUES(%d, " % (100 + i),
                     [it(u, "private", "user"), it(pw, "secret", "password"), it(tok, "secret", "token"), it("%s:%s" % (u, tok), "secret", "basic_credential")]))
    for i in range(N):
        r = S.R("h2trace/hash_values:%d" % i)
        h1 = S.password_hash(r, ["bcrypt", "sha512crypt", "argon2", "pbkdf2", "md5crypt", "sha1hex", "bcrypt", "argon2"][i])
        h2 = S.vendor_token(r) if i % 2 else S.hexs(r, 64)
        stm.append("INSERT INTO cred_archive VALUES(%d, %s, %s)" % (200 + i, sqls(h1), sqls(h2)))
        plan.append(("h2trace/hash_values", "INSERT INTO cred_archive VALUES(%d, " % (200 + i), [it(h1, "secret", "password_hash"), it(h2, "secret", "token")]))
    for i in range(N):
        r = S.R("h2trace/lookalike:%d" % i)
        u, dg, gs = S.uuid4(r), S.sha256_hex(r), S.git_sha(r)
        stm.append("SELECT COUNT(*) FROM builds WHERE id = '%s' AND digest = 'sha256:%s' AND commit_sha = '%s' AND version = '3.%d.%d'"
                   % (u, dg, gs, r.randrange(30), r.randrange(30)))
        plan.append(("h2trace/lookalike", u, []))
    # ---- tables for Shell / CSVWRITE (rows class)
    RT = {}
    rows = {"accounts": ["id", "login", "passwort_hash", "email", "telefon", "last_login", "status"],
            "api_clients": ["client_id", "client_secret", "owner_mail", "scopes", "created_at", "rate_limit"],
            "personen": ["pid", "vollname", "geburtsort_adresse", "ausweisnr", "iban_or_card", "kontakt", "land"],
            "sip_peers": ["ext", "sipSecret", "ha1", "contact_ip", "mac_addr", "user_agent", "expires"],
            "wifi_devices": ["device_id", "hostname", "mac", "ssid", "wpa_psk", "fw_version"],
            "oauth_tokens": ["token_id", "usr", "refresh_tok", "access_jwt", "expires_in", "scope"]}
    for tname, cols in rows.items():
        stm.append("CREATE TABLE %s(%s)" % (tname, ", ".join("\"%s\" VARCHAR" % c if c != c.lower() else "%s VARCHAR" % c for c in cols)))
        RT[tname] = []
        for i in range(N):
            r = S.R("rows/%s:%d" % (tname, i))
            p = S.person("rows/%s:%d" % (tname, i))
            if tname == "accounts":
                u, hsh = S.username(r), S.password_hash(r)
                v = [str(i + 1), u, hsh, p["email"], p["phone_local"], "2025-0%d-1%d 0%d:1%d:22" % (i % 9 + 1, i, i, i), ["active", "locked"][i % 2]]
                items = [it(u, "private", "user"), it(hsh, "secret", "password_hash"), it(p["email"], "private", "email"), it(p["phone_local"], "private", "phone")]
            elif tname == "api_clients":
                sec, cid = [S.vendor_token(r), S.b62(r, 40), S.b64tok(r, 30)][i % 3], S.uuid4(r)
                v = [cid, sec, p["email"], "read:orders write:refunds", "2025-1%d-0%d" % (i % 3, i + 1), str(100 * (i + 1))]
                items = [it(sec, "secret", "client_secret"), it(p["email"], "private", "email")]
            elif tname == "personen":
                idv = p["national_id"] or p["phone_intl"]
                fin = p["iban"] or p["card"]
                v = ["P-%04d" % (i + 17), p["full"], p["address"], idv, fin, p["phone_intl"] if p["national_id"] else p["email"], p["locale"][-2:]]
                items = [it(p["full"], "private", "name"), it(p["address"], "private", "address"), it(idv, "private", "national_id"),
                         it(fin, "private", "iban_or_card"), it(v[5], "private", "contact")]
            elif tname == "sip_peers":
                ext, sec, ip, mc = str(2100 + 7 * i), S.b62(r, 16), S.private_ip(r), S.mac(r)
                ha1 = hashlib.md5(("%s:pbx:%s" % (ext, sec)).encode()).hexdigest()
                v = [ext, sec, ha1, ip, mc, "Grandstream GXP2170 1.0.11.%d" % i, str(3600 - i)]
                items = [it(sec, "secret", "sip_secret"), it(ha1, "secret", "ha1"), it(ip, "private", "ip"), it(mc, "private", "mac")]
            elif tname == "wifi_devices":
                hn = "%s-%s.home.lan" % (["tv", "printer", "cam", "nas"][i % 4], S.hexs(r, 6))
                mc, ss, psk = S.mac(r), "Home-%s" % S.b62(r, 5), S.passphrase(r)
                v = [S.uuid4(r), hn, mc, ss, psk, "v%d.%d.%d" % (i, i + 2, 17)]
                items = [it(hn, "private", "host"), it(mc, "private", "mac"), it(ss, "private", "ssid"), it(psk, "secret", "psk")]
            else:
                u, rt, jw = S.username(r), S.b64tok(r, 40, urlsafe=True, pad=False), S.jwt_hs256(r)
                v = [S.uuid4(r), u, rt, jw, "3600", "openid profile"]
                items = [it(u, "private", "user"), it(rt, "secret", "refresh_token"), it(jw, "secret", "jwt")]
            stm.append("INSERT INTO %s VALUES(%s)" % (tname, ", ".join(sqls(x) for x in v)))
            RT[tname].append((v[0], items))
    wfile(d + "/statements.sql", "\n".join(stm) + "\n")
    url = "jdbc:h2:%s/c21db" % d
    subprocess.run(["java", "-cp", H2JAR, d + "/H2Exec.java", url + ";TRACE_LEVEL_FILE=3", d + "/statements.sql"], check=True,
                   capture_output=True, timeout=180)
    for tname in ["accounts", "api_clients", "personen", "sip_peers"]:
        out = subprocess.run(["java", "-cp", H2JAR, "org.h2.tools.Shell", "-url", url, "-user", "sa", "-password", ""],
                             input="maxwidth 5000\nSELECT * FROM %s ORDER BY 1;\nexit\n" % tname, capture_output=True, text=True,
                             timeout=120).stdout
        wfile(os.path.join(CAP, "h2/shell_%s.txt" % tname), out)
    for tname in ["wifi_devices", "oauth_tokens"]:
        subprocess.run(["java", "-cp", H2JAR, "org.h2.tools.Shell", "-url", url, "-user", "sa", "-password", "", "-sql",
                        "CALL CSVWRITE('%s/%s.csv', 'SELECT * FROM %s ORDER BY 1', 'charset=UTF-8')" % (d, tname, tname)],
                       check=True, capture_output=True, timeout=120)
        cap_copy("%s/%s.csv" % (d, tname), "h2/csvwrite_%s.csv" % tname)
    rel = cap_copy(d + "/c21db.trace.db", "h2/c21db.trace.db")
    cap_copy(d + "/H2Exec.java", "h2/H2Exec.java")
    cap_copy(d + "/statements.sql", "h2/statements.sql")
    lines = read_lines(rel)
    for t, needle, items in plan:
        a = find(lines, needle, lambda l: l.startswith("/*SQL"))
        add_unit(t, rel, a - 1, a + 1, items, needle)
    for tname, kindname in [("accounts", "shell"), ("api_clients", "shell"), ("personen", "shell"), ("sip_peers", "shell"),
                            ("wifi_devices", "csv"), ("oauth_tokens", "csv")]:
        prog = "H2 Shell" if kindname == "shell" else "H2 CSVWRITE"
        tn = "h2%s/%s" % (kindname, tname)
        tpl(tn, prog, ver, "rows", "row", [])
        rel = "h2/shell_%s.txt" % tname if kindname == "shell" else "h2/csvwrite_%s.csv" % tname
        T = TEMPLATES[tn]
        T["files"].append(rel)
        for key, items in RT[tname]:
            T["units"].append(dict(loc=dict(file=rel, format=kindname, key=key), items=items, needle=key))


# =================================================================== logback
LOGGEN = r'''
import org.slf4j.*; import java.nio.file.*; import java.util.*;
public class LogGen {
  public static void main(String[] a) throws Exception {
    for (String l : Files.readAllLines(Paths.get(a[0]), java.nio.charset.StandardCharsets.UTF_8)) {
      String[] f = l.split("\t", -1);
      Logger log = LoggerFactory.getLogger(f[0]);
      MDC.clear();
      if (!f[2].isEmpty()) for (String kv : f[2].split("\u001f")) { String[] p = kv.split("\u001e", 2); MDC.put(p[0], p[1]); }
      switch (f[1]) { case "WARN": log.warn(f[3]); break; case "ERROR": log.error(f[3]); break; case "DEBUG": log.debug(f[3]); break; default: log.info(f[3]); }
      Thread.sleep(3);
    }
  }
}
'''
LBXML = '''<configuration>
  <appender name="OUT" class="ch.qos.logback.core.ConsoleAppender">
    <encoder><charset>UTF-8</charset><pattern>%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread] %logger{36} {%X} - %msg%n</pattern></encoder>
  </appender>
  <root level="DEBUG"><appender-ref ref="OUT"/></root>
</configuration>
'''


def run_logback():
    ver = "1.2.11 (liblogback-java %s, slf4j 1.7.32)" % pkgver("liblogback-java")
    d = os.path.join(RUNDIR, "logback")
    os.makedirs(d, exist_ok=True)
    wfile(d + "/LogGen.java", LOGGEN)
    wfile(d + "/logback.xml", LBXML)
    LB = [r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}", r"\b(INFO|WARN|ERROR|DEBUG)\b", r"\[main\]", r"[a-z]+(\.[a-z]+)+\.[A-Z][A-Za-z]+"]
    for t, cls in [("logback/customer_pii", "pii_locale"), ("logback/dsn_cli", "positional"), ("logback/mdc_infra", "infra"),
                   ("logback/json_payload", "encoded"), ("logback/prose_tokens", "no_key"), ("logback/lookalike", "lookalike"),
                   ("logback/foreign_keys", "key_unusual")]:
        tpl(t, "Logback (SLF4J)", ver, cls, "line", LB + ([r"traceId=[0-9a-f]{32}", r"build=[0-9a-f]{40}"] if cls == "lookalike" else []))
    recs = []
    for i in range(N):
        p = S.person("logback/customer_pii:%d" % i)
        msg = "created customer profile name=%s phone=%s email=%s address=\"%s\"" % (p["full"], p["phone_intl"] if i % 2 else p["phone_local"], p["email"], p["address"])
        items = [it(p["full"], "private", "name"), it(p["phone_intl"] if i % 2 else p["phone_local"], "private", "phone"),
                 it(p["email"], "private", "email"), it(p["address"], "private", "address")]
        if p["national_id"]:
            msg += " %s=%s" % (p["id_name"].replace(" ", "_"), p["national_id"])
            items.append(it(p["national_id"], "private", "national_id"))
        if p["iban"]:
            msg += " iban=%s" % S.iban_group(p["iban"])
            items.append(it(S.iban_group(p["iban"]), "private", "iban"))
        else:
            msg += " card=%s" % S.card_fmt(p["card"])
            items.append(it(S.card_fmt(p["card"]), "private", "card"))
        recs.append(("logback/customer_pii", "com.acme.crm.CustomerService", "INFO", "", msg, items))
    for i in range(N):
        r = S.R("logback/dsn_cli:%d" % i)
        u, pw, h = S.username(r), [S.human_password, S.passphrase, S.keyboard_walk, lambda rr: S.b62(rr, 18)][i % 4](r), S.host(r)
        pwu = up.quote(pw, safe="")
        msg = ["connecting to postgresql://%s:%s@%s:5432/ledger" % (u, pwu, h),
               "exec [mysqldump, -h, %s, -u, %s, -p%s, --single-transaction, shop]" % (h, u, pw),
               "running: pg_dump --host=%s --username=%s --password=%s -Fc crm" % (h, u, pw),
               "broker url amqp://%s:%s@%s:5672/billing" % (u, pwu, h),
               "mount -t cifs //%s/backup /mnt/b -o username=%s,password=%s" % (h, u, pw),
               "redis-cli -h %s -a %s --user %s PING" % (h, pw, u),
               "ldapsearch -H ldap://%s -D uid=%s,ou=svc -w %s" % (h, u, pw),
               "smbclient //%s/share -U %s%%%s" % (h, u, pw)][i]
        items = [it(u, "private", "user"), it(pw, "secret", "password"), it(h, "private", "host")]
        recs.append(("logback/dsn_cli", "org.acme.backup.JobRunner", ["INFO", "DEBUG"][i % 2], "", msg, items))
    for i in range(N):
        r = S.R("logback/mdc_infra:%d" % i)
        pd, nd, ip, mc, u = S.pod(r), S.node(r), S.private_ip(r), S.mac(r), S.username(r)
        pid = str(r.randrange(1200, 65000))
        mdc = "\x1f".join(["pod\x1e" + pd, "node\x1e" + nd])
        msg = "heartbeat from %s (%s) worker pid %s running as %s" % (ip, mc, pid, u)
        recs.append(("logback/mdc_infra", "io.acme.cluster.Heartbeat", "INFO", mdc, msg,
                     [it(pd, "private", "pod"), it(nd, "private", "node"), it(ip, "private", "ip"), it(mc, "private", "mac"),
                      it(pid, "private", "pid"), it(u, "private", "user")]))
    for i in range(N):
        r = S.R("logback/json_payload:%d" % i)
        u, pw, tok = S.username(r), S.any_secret(r), S.vendor_token(r)
        if i % 2 == 0:
            body = json.dumps({"event": "login", "body": json.dumps({"username": u, "password": pw, "api_key": tok})})
            msg = "webhook payload=%s" % body
            items = [it(u, "private", "user"), it(pw, "secret", "password"), it(tok, "secret", "token")]
        else:
            plain = "\0%s\0%s" % (u, pw)
            msg = "SASL PLAIN initial response %s (client=%s)" % (base64.b64encode(plain.encode()).decode(), "thunderbird-128")
            form = "grant_type=password&username=%s&password=%s&client_secret=%s" % (q(u), q(pw), q(tok))
            msg += " form=%s" % form
            items = [it(u, "private", "user"), it(pw, "secret", "password"), it(tok, "secret", "token"), it(plain, "secret", "sasl_plain")]
        recs.append(("logback/json_payload", "com.acme.edge.RequestDump", "DEBUG", "", msg, items))
    for i in range(N):
        r = S.R("logback/prose_tokens:%d" % i)
        a, b = S.vendor_token(r, ["akia", "ghp", "glpat", "pypi", "hf", "twilio", "aiza", "xapp"][i]), S.any_secret(r)
        msg = ["credential rotated; new value %s is active, previous %s revoked",
               "found %s in build log of job, also %s",
               "user pasted %s into support ticket together with %s",
               "fallback to %s because %s was rejected",
               "migrating %s -> %s",
               "cached %s (old: %s)",
               "%s and %s were both seen in the request",
               "please remove %s; %s too"][i] % (a, b)
        if i == 0:
            aws = S.aws_secret(r)
            msg += " secret %s" % aws
            extra = [it(aws, "secret", "aws_secret")]
        else:
            extra = []
        recs.append(("logback/prose_tokens", "com.acme.sec.Auditor", "WARN", "", msg, [it(a, "secret", "token"), it(b, "secret", "token")] + extra))
    for i in range(N):
        r = S.R("logback/lookalike:%d" % i)
        msg = ("login ok user=<redacted> password=*** traceId=%s build=%s version=%d.%d.%d port=%d attempt=%d/5 took %dms requestId=%s"
               % (S.trace_id(r), S.git_sha(r), r.randrange(1, 9), r.randrange(30), r.randrange(30), r.choice([8443, 9090, 5432, 6443]),
                  r.randrange(1, 5), r.randrange(10, 5000), S.uuid4(r)))
        recs.append(("logback/lookalike", "com.acme.auth.LoginAudit", "INFO", "", msg, []))
    fk = ["contraseña", "Passwort", "mot_de_passe", "wachtwoord", "hasło", "şifre", "пароль", "密码"]
    fk2 = ["totpSeed", "recoveryCodes", "pinCode", "sipSecret", "salasana", "パスワード", "비밀번호", "senha"]
    for i in range(N):
        r = S.R("logback/foreign_keys:%d" % i)
        v1 = [S.human_password, S.passphrase, S.keyboard_walk, lambda rr: S.b62(rr, 16)][i % 4](r)
        k2 = fk2[i]
        if k2 == "totpSeed":
            v2 = base64.b32encode(bytes(r.randrange(256) for _ in range(20))).decode()
        elif k2 == "recoveryCodes":
            v2 = ",".join(S.hexs(r, 4) + "-" + S.hexs(r, 4) for _ in range(3))
        elif k2 == "pinCode":
            v2 = S.pin(r, 6)
        else:
            v2 = S.any_secret(r)
        u = S.username(r)
        msg = "benutzer=%s %s=%s %s=%s" % (u, fk[i], v1, k2, v2)
        items = [it(u, "private", "user"), it(v1, "secret", "password")]
        if k2 == "recoveryCodes":
            items += [it(c, "secret", "recovery_code") for c in v2.split(",")]
        else:
            items.append(it(v2, "secret", "credential"))
        recs.append(("logback/foreign_keys", "de.acme.konto.Anmeldung", "INFO", "", msg, items))
    for rr in recs:
        assert "\t" not in rr[4] and "\n" not in rr[4]
    wfile(d + "/input.tsv", "\n".join("\t".join(x[1:5]) for x in recs) + "\n")
    out = subprocess.run(["java", "-Dlogback.configurationFile=" + d + "/logback.xml", "-cp", LBCP, d + "/LogGen.java", d + "/input.tsv"],
                         capture_output=True, text=True, timeout=180, check=True)
    wfile(os.path.join(CAP, "logback/loggen.out"), out.stdout)
    for f in ["LogGen.java", "logback.xml", "input.tsv"]:
        cap_copy(d + "/" + f, "logback/" + f)
    rel = "logback/loggen.out"
    lines = read_lines(rel)
    for t, lg, lvl, mdc, msg, items in recs:
        a = find(lines, msg, lambda l: l.endswith(msg))
        add_unit(t, rel, a, a + 1, items, msg[:30])


# =================================================================== eliot
ELIOT = r'''
import json, sys
from eliot import log_message, to_file
to_file(open(sys.argv[2], "a"))
for line in open(sys.argv[1], encoding="utf-8"):
    spec = json.loads(line)
    log_message(**spec)
'''


def run_eliot():
    import importlib.metadata  # noqa
    ver = subprocess.run([VENV_PY, "-c", "import eliot;print(eliot.__version__)"], capture_output=True, text=True).stdout.strip()
    d = os.path.join(RUNDIR, "eliot")
    os.makedirs(d, exist_ok=True)
    EL = [r"\"task_uuid\": ?\"[0-9a-f-]{36}\"", r"\"message_type\": ?\"[a-z_:]+\"", r"\"task_level\": ?\[1\]", r"\"timestamp\": ?\d+\.\d+"]
    for t, cls in [("eliot/person_record", "pii_locale"), ("eliot/argv_action", "positional"), ("eliot/nested_json", "encoded"),
                   ("eliot/prose", "no_key"), ("eliot/lookalike", "lookalike"), ("eliot/unusual_keys", "key_unusual")]:
        tpl(t, "Eliot (Python)", ver, cls, "line", EL)
    specs = []
    for i in range(N):
        p = S.person("eliot/person_record:%d" % i)
        sp = dict(message_type="crm:contact_imported", contact={"name": p["full"], "tel": p["phone_intl"], "mail": p["email"],
                                                                "addr": p["address"]}, row=i + 1)
        items = [it(p["full"], "private", "name"), it(p["phone_intl"], "private", "phone"), it(p["email"], "private", "email"),
                 it(p["address"], "private", "address")]
        if p["national_id"]:
            sp["contact"]["doc"] = {"type": p["id_name"], "number": p["national_id"]}
            items.append(it(p["national_id"], "private", "national_id"))
        if p["iban"]:
            sp["contact"]["iban"] = p["iban"]
            items.append(it(p["iban"], "private", "iban"))
        specs.append(("eliot/person_record", sp, items))
    for i in range(N):
        r = S.R("eliot/argv_action:%d" % i)
        u, pw, h = S.username(r), [S.human_password, S.passphrase, S.keyboard_walk, lambda rr: S.b62(rr, 20)][i % 4](r), S.host(r)
        argv = [["mysql", "-h", h, "-u", u, "-p" + pw, "inventory"], ["psql", "postgresql://%s:%s@%s/app" % (u, up.quote(pw, safe=""), h)],
                ["sshpass", "-p", pw, "ssh", "%s@%s" % (u, h)], ["lftp", "-u", "%s,%s" % (u, pw), "sftp://" + h],
                ["mongosh", "mongodb://%s:%s@%s:27017/admin" % (u, up.quote(pw, safe=""), h)], ["rsync", "--password-file=/dev/stdin", "rsync://%s@%s/bk" % (u, h), pw],
                ["svn", "checkout", "--username", u, "--password", pw, "https://%s/repo" % h], ["zabbix_sender", "-z", h, "-s", u, "-k", "auth", "-o", pw]][i]
        specs.append(("eliot/argv_action", dict(message_type="jobs:spawn", argv=argv, exit_code=i % 3),
                      [it(u, "private", "user"), it(pw, "secret", "password"), it(h, "private", "host")]))
    for i in range(N):
        r = S.R("eliot/nested_json:%d" % i)
        u, pw, tok = S.username(r), S.any_secret(r), S.vendor_token(r)
        inner = json.dumps({"username": u, "password": pw, "token": tok}, separators=(",", ":"))
        specs.append(("eliot/nested_json", dict(message_type="http:request_body", body=inner, content_length=len(inner)),
                      [it(u, "private", "user"), it(pw, "secret", "password"), it(tok, "secret", "token")]))
    for i in range(N):
        r = S.R("eliot/prose:%d" % i)
        a, b = S.vendor_token(r, ["ghp", "sg", "npm", "github_pat", "rk_live", "dop", "glpat", "akia"][i]), S.password_hash(r)
        txt = ["teammate shared %s in chat; hash on file %s", "old deploy used %s, stored as %s", "%s leaked; matching record %s",
               "revoking %s now (%s)", "%s found in notebook next to %s", "%s, %s - both in .env.bak", "scanner hit: %s / %s",
               "ticket says %s and %s"][i] % (a, b)
        specs.append(("eliot/prose", dict(message_type="chat:message", text=txt, channel="#ops"),
                      [it(a, "secret", "token"), it(b, "secret", "password_hash")]))
    for i in range(N):
        r = S.R("eliot/lookalike:%d" % i)
        specs.append(("eliot/lookalike", dict(message_type="ci:artifact", digest="sha256:" + S.sha256_hex(r), commit=S.git_sha(r),
                                               version="2.%d.%d-rc%d" % (r.randrange(9), r.randrange(20), r.randrange(1, 4)),
                                               request_id=S.uuid4(r), port=r.choice([443, 8080, 9000]), password="<redacted>",
                                               token="***", retries=r.randrange(5)), []))
    ks = [("totpSeed", "pinCode"), ("recoveryCodes", "pw"), ("sipSecret", "tok"), ("sk", "passwd"), ("kennwort", "geheimzahl"),
          ("clave", "pin_code"), ("salasana", "tunnuskoodi"), ("wachtwoord", "pincode")]
    for i in range(N):
        r = S.R("eliot/unusual_keys:%d" % i)
        k1, k2 = ks[i]
        if k1 == "totpSeed":
            v1 = base64.b32encode(bytes(r.randrange(256) for _ in range(20))).decode()
        elif k1 == "recoveryCodes":
            v1 = [S.hexs(r, 5) + "-" + S.hexs(r, 5) for _ in range(4)]
        else:
            v1 = S.any_secret(r)
        v2 = S.pin(r, 6) if "pin" in k2.lower() or k2 in ("geheimzahl", "tunnuskoodi") else S.any_secret(r)
        u = S.username(r)
        items = [it(u, "private", "user"), it(v2, "secret", "credential")]
        items += [it(c, "secret", "recovery_code") for c in v1] if isinstance(v1, list) else [it(v1, "secret", "credential")]
        specs.append(("eliot/unusual_keys", {"message_type": "account:update", "account": u, k1: v1, k2: v2}, items))
    wfile(d + "/specs.jsonl", "".join(json.dumps(s[1], ensure_ascii=False) + "\n" for s in specs))
    wfile(d + "/emit.py", ELIOT)
    subprocess.run([VENV_PY, d + "/emit.py", d + "/specs.jsonl", d + "/eliot.log"], check=True, timeout=60)
    rel = cap_copy(d + "/eliot.log", "eliot/eliot.log")
    cap_copy(d + "/emit.py", "eliot/emit.py")
    cap_copy(d + "/specs.jsonl", "eliot/specs.jsonl")
    lines = read_lines(rel)
    for k, (t, sp, items) in enumerate(specs):
        assert json.loads(lines[k])["message_type"] == sp["message_type"]
        add_unit(t, rel, k, k + 1, items, sp["message_type"])


def main():
    if os.path.exists(CAP):
        shutil.rmtree(CAP)
    os.makedirs(CAP)
    os.makedirs(RUNDIR, exist_ok=True)
    for sub in ["privoxy", "uwsgi", "kamailio", "ngircd", "coturn", "h2", "logback", "eliot"]:
        shutil.rmtree(os.path.join(RUNDIR, sub), ignore_errors=True)
        os.makedirs(os.path.join(RUNDIR, sub))
    try:
        for fn in [run_privoxy, run_uwsgi, run_kamailio, run_ngircd, run_coturn, run_wpa, run_h2, run_logback, run_eliot]:
            t0 = time.time()
            fn()
            print("%-14s ok %.1fs" % (fn.__name__, time.time() - t0), flush=True)
    finally:
        for p, f, name in PROCS:
            stop(p)
            f.close()
    shutil.copyfile(os.path.abspath(__file__), os.path.join(CAP, "capture.py.copy"))
    with open(os.path.join(CAP, "planted.json"), "w", encoding="utf-8") as f:
        json.dump(TEMPLATES, f, ensure_ascii=False, indent=1, sort_keys=True)
    print("templates:", len(TEMPLATES), "units:", sum(len(t["units"]) for t in TEMPLATES.values()))


if __name__ == "__main__":
    main()
