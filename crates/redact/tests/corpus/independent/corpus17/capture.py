#!/usr/bin/env python3
"""Run real programs with planted values; write raw outputs to captured/ and captured/planted.json.

Run with the venv python (/tmp/c17venv/bin/python).  All daemons listen on 127.0.0.1 ports
18780-18799, keep config/data under /tmp/c17run, are started with subprocess.Popen under nice
and stopped with SIGTERM (SIGKILL after 10 s) in finally blocks.
"""
import base64, shlex, json, os, shutil, signal, socket, subprocess, sys, time, threading, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S

RUN = "/tmp/c17run"
CAP = os.path.join(HERE, "captured")
PY = "/tmp/c17venv/bin/python"
NODE_DIR = os.path.join(RUN, "node")
SCEN = []
VERS = {}
PROCS = []

def plant(sid, cls, src, file, unit, secrets=(), private=(), anchor=None, **kw):
    d = {"id": sid, "class": cls, "source": src, "file": file, "unit": unit,
         "secrets": [v for v in secrets if v], "private": [v for v in private if v]}
    d["anchor"] = anchor or (d["secrets"] + d["private"])[0]
    d.update(kw)
    SCEN.append(d)
    return d

def out(path):
    p = os.path.join(CAP, path)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p

def start(args, log, cwd=RUN, env=None):
    f = open(log, "wb")
    p = subprocess.Popen(["nice"] + args, stdout=f, stderr=subprocess.STDOUT, cwd=cwd, env=env)
    PROCS.append(p)
    return p

def stop(p):
    if p.poll() is None:
        p.send_signal(signal.SIGTERM)
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill(); p.wait()

def wait_port(port, udp=False, t=20):
    end = time.time() + t
    while time.time() < end:
        try:
            with socket.create_connection(("127.0.0.1", port), 0.5):
                return True
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("port %d not up" % port)

def ver(cmd):
    r = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return (r.stdout + r.stderr).strip().splitlines()[0]

def http_get(port, path, headers=()):
    s = socket.create_connection(("127.0.0.1", port), 5)
    req = "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUser-Agent: c17-probe/1.0\r\nConnection: close\r\n" % (path, port)
    for k, v in headers:
        req += "%s: %s\r\n" % (k, v)
    s.sendall((req + "\r\n").encode("utf-8"))
    data = b""
    while True:
        b = s.recv(65536)
        if not b: break
        data += b
    s.close()
    return data

Q = lambda v: urllib.parse.quote(v, safe="")

# ====================================================================== bash / dash xtrace
def run_xtrace():
    r = S.rng("xtrace")
    VERS["bash"] = ver("bash --version"); VERS["dash"] = "dash (Debian " + ver("dpkg-query -W -f='${Version}' dash") + ")"
    stubs = "mysql(){ :; }; mysqldump(){ :; }; sshpass(){ :; }; smbclient(){ :; }; redis_cli(){ :; }; pg_dump(){ :; }; " \
            "htpasswd(){ :; }; lftp(){ :; }; mongosh(){ :; }; openssl_enc(){ :; }; rclone(){ :; }; restic(){ :; }; " \
            "ldapsearch(){ :; }; kinit(){ :; }; net_ads(){ :; }; ftp_put(){ :; }; vault(){ :; }; amqp_publish(){ :; }\n"
    sh_stubs = stubs.replace("; ", "\n")
    T = lambda *a: list(a)
    templates = [
        lambda u, p, h: ("mysql", T("mysql", "-h", h, "-u", u, "-p" + p, "--ssl-mode=REQUIRED", "ledger"), [p], [h, u]),
        lambda u, p, h: ("mysqldump", T("mysqldump", "--user=" + u, "--password=" + p, "--host=" + h, "--single-transaction", "billing"), [p], [h, u]),
        lambda u, p, h: ("sshpass", T("sshpass", "-p", p, "ssh", "-o", "StrictHostKeyChecking=no", u + "@" + h, "uptime"), [p], [h, u]),
        lambda u, p, h: ("smbclient", T("smbclient", "//%s/finance" % h, "-U", "%s%%%s" % (u, p), "-c", "ls"), [p], [h, u]),
        lambda u, p, h: ("pg_dump", T("pg_dump", "postgresql://%s:%s@%s:5432/orders" % (u, Q(p), h), "-Fc", "-f", "/var/backups/orders.dump"), [Q(p)], [h, u]),
        lambda u, p, h: ("htpasswd", T("htpasswd", "-b", "-B", "/etc/web/.htpasswd", u, p), [p], [u]),
        lambda u, p, h: ("lftp", T("lftp", "-u", "%s,%s" % (u, p), "-e", "mirror -R /srv/out /in; bye", "ftp://" + h), [p], [h, u]),
        lambda u, p, h: ("mongosh", T("mongosh", "mongodb://%s:%s@%s:27017/admin" % (u, Q(p), h), "--quiet", "--eval", "db.stats()"), [Q(p)], [h, u]),
        lambda u, p, h: ("rclone", T("rclone", "copy", "/data", "remote:bkt", "--sftp-host", h, "--sftp-user", u, "--sftp-pass", p, "-vv"), [p], [h, u]),
        lambda u, p, h: ("restic", T("restic", "-r", "sftp:%s@%s:/srv/restic" % (u, h), "--password-command", "echo " + p, "backup", "/home"), [p], [h, u]),
        lambda u, p, h: ("ldapsearch", T("ldapsearch", "-x", "-H", "ldap://" + h, "-D", "uid=%s,ou=people,dc=example,dc=org" % u, "-w", p, "-b", "dc=example,dc=org"), [p], [h, u]),
        lambda u, p, h: ("vault", T("vault", "login", "-method=userpass", "username=" + u, "password=" + p, "-address=https://%s:8200" % h), [p], [h, u]),
        lambda u, p, h: ("amqp_publish", T("amqp_publish", "--url", "amqp://%s:%s@%s:5672/prod" % (u, Q(p), h), "-r", "jobs", "-b", "ping"), [Q(p)], [h, u]),
        lambda u, p, h: ("redis_cli", T("redis_cli", "-h", h, "-p", "6380", "--user", u, "--pass", p, "PING"), [p], [h, u]),
    ]
    # bash: with PS4 variants
    lines, sh_lines = [], []
    for i in range(20):
        u = S.user_name(r); p = S.password(r) if i % 3 else S.secret(r, r.choice(["b62", "hex", "dice"]))
        h = S.hostname(r) if i % 2 else S.ip_private(r)
        name, cmd, sec, priv = templates[i % len(templates)](u, p, h)
        cmd = shlex.join(cmd)
        (sh_lines if i >= 13 else lines).append(cmd)
        plant("xtrace-%02d" % i, "positional", None, "xtrace/bash.trace" if i < 13 else "xtrace/dash.trace", "line",
              secrets=sec, private=priv, prog="dash" if i >= 13 else "bash")
    bash_script = "PS4='+ ${BASH_SOURCE##*/}:${LINENO}: '\n" + stubs + "set -x\n" + "\n".join(lines) + "\n"
    open(os.path.join(RUN, "deploy_backup.sh"), "w").write(bash_script)
    sh_script = sh_stubs + "\nset -x\n" + "\n".join(sh_lines) + "\n"
    open(os.path.join(RUN, "rotate.sh"), "w").write(sh_script)
    with open(out("xtrace/bash.trace"), "wb") as f:
        subprocess.run(["nice", "bash", os.path.join(RUN, "deploy_backup.sh")], stderr=f, check=True)
    with open(out("xtrace/dash.trace"), "wb") as f:
        subprocess.run(["nice", "dash", os.path.join(RUN, "rotate.sh")], stderr=f, check=True)
    for s in SCEN:
        if s["id"].startswith("xtrace"):
            s["source"] = VERS["bash"] if s["prog"] == "bash" else VERS["dash"]
            s["source"] += " xtrace (set -x)"

# ====================================================================== msmtp + aiosmtpd
def run_smtp():
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult
    import email.message, email.policy, email.charset
    VERS["msmtp"] = ver("msmtp --version"); VERS["aiosmtpd"] = "aiosmtpd " + __import__("aiosmtpd").__version__
    got = []
    class H:
        async def handle_DATA(self, server, session, envelope):
            got.append(envelope.original_content or envelope.content)
            return "250 OK"
    def authn(server, session, envelope, mechanism, auth_data):
        return AuthResult(success=True)
    ctl = Controller(H(), hostname="127.0.0.1", port=18784, auth_require_tls=False, authenticator=authn)
    ctl.start()
    r = S.rng("msmtp")
    try:
        for i in range(16):
            loc, name = S.person(r)
            user = S.email(r, loc, name) if i % 2 else S.user_name(r)
            pw = S.password(r)
            mech = "plain" if i % 3 else "login"
            ehlo = S.hostname(r)
            frm = "noreply@%s" % r.choice(["example.com", "example.org"])
            rcpt = S.email(S.rng("rcpt%d" % i), loc, name)
            msg = email.message.EmailMessage(policy=email.policy.SMTP)
            msg["From"] = frm; msg["To"] = "%s <%s>" % (name, rcpt)
            msg["Subject"] = "Temporary access"
            tmp = S.password(r) if i < 8 else S.otp(r)
            msg.set_content("Bonjour %s,\nvotre mot de passe temporaire : %s\n— l'équipe sécurité, réf. %s\n" % (name, tmp, S.uuid4(r)),
                            charset="utf-8", cte="quoted-printable")
            raw = msg.as_bytes()
            pwf = os.path.join(RUN, "pw%d" % i); open(pwf, "w").write(pw)
            logf = out("msmtp/session%02d.log" % i)
            with open(logf, "wb") as f:
                subprocess.run(["nice", "msmtp", "--debug", "--host=127.0.0.1", "--port=18784", "--tls=off",
                                "--auth=" + mech, "--user=" + user, "--passwordeval=cat " + pwf,
                                "--domain=" + ehlo, "--from=" + frm, rcpt], input=raw, stdout=f, stderr=subprocess.STDOUT)
            os.unlink(pwf)
            if mech == "plain":
                blob = base64.b64encode(("\0%s\0%s" % (user, pw)).encode()).decode()
                plant("msmtp-plain-%02d" % i, "encoded", VERS["msmtp"] + " --debug (AUTH PLAIN) against aiosmtpd",
                      "msmtp/session%02d.log" % i, "window:-1:1", secrets=[blob], private=[], anchor=blob,
                      planted_raw=[user, pw], also_private=[ehlo, rcpt, name])
            else:
                bu = base64.b64encode(user.encode()).decode(); bp = base64.b64encode(pw.encode()).decode()
                plant("msmtp-login-%02d" % i, "encoded", VERS["msmtp"] + " --debug (AUTH LOGIN) against aiosmtpd",
                      "msmtp/session%02d.log" % i, "window:-4:1", secrets=[bp], private=[bu], anchor=bp,
                      planted_raw=[user, pw], also_private=[ehlo, rcpt, name])
            time.sleep(0.3)
            # the message body as received (Python email package, quoted-printable)
            if got:
                open(out("msmtp/message%02d.eml" % i), "wb").write(got[-1])
                import quopri
                qp = quopri.encodestring(tmp.encode()).decode()
                plant("qp-%02d" % i, "encoded", "Python %s email package (quoted-printable body) received by %s" % (sys.version.split()[0], VERS["aiosmtpd"]),
                      "msmtp/message%02d.eml" % i, "file", secrets=[tmp, qp], private=[name, rcpt, frm], anchor=qp if qp != tmp else tmp)
    finally:
        ctl.stop()

# ====================================================================== named + dig
def run_named():
    VERS["named"] = ver("named -V"); VERS["dig"] = ver("dig -v")
    r = S.rng("named")
    zd = os.path.join(RUN, "named"); os.makedirs(zd, exist_ok=True)
    zone = "corp17.example.net"
    recs = []
    hosts = []
    for i in range(14):
        ip = "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(2, 255))
        k = i % 4
        if k == 0:
            h = "db-%02d.prod" % r.randrange(1, 40)
        elif k == 1:
            h = S.pod_name(r)
        elif k == 2:
            h = S.node_name(r).split(".")[0]
        else:
            h = "vault-%s" % S.rand_str(r, "abcdefghijkmnpqrstuvwxyz", 5)
        hosts.append((h, ip, k))
    lines = ["$TTL 300", "@ IN SOA ns1.%s. hostmaster.%s. (2026120601 3600 600 86400 300)" % (zone, zone),
             "  IN NS ns1.%s." % zone, "ns1 IN A 127.0.0.1"]
    for h, ip, k in hosts:
        lines.append("%s IN A %s" % (h, ip))
        if k == 1:
            lines.append('%s IN TXT "node=%s" "ns=payments"' % (h, S.node_name(r)))
    lines.append("_postgresql._tcp IN SRV 10 50 5432 %s.%s." % (hosts[0][0], zone))
    open(os.path.join(zd, "db.corp17"), "w").write("\n".join(lines) + "\n")
    rev = ["$TTL 300", "@ IN SOA ns1.%s. hostmaster.%s. (2026120601 3600 600 86400 300)" % (zone, zone), "  IN NS ns1.%s." % zone]
    for h, ip, k in hosts:
        o = ip.split(".")
        rev.append("%s.%s.%s IN PTR %s.%s." % (o[3], o[2], o[1], h, zone))
    open(os.path.join(zd, "db.10"), "w").write("\n".join(rev) + "\n")
    conf = """options { directory "%s"; listen-on port 18787 { 127.0.0.1; }; listen-on-v6 { none; };
  pid-file "%s/named.pid"; session-keyfile "%s/session.key"; recursion no; allow-transfer { 127.0.0.1; };
  dnssec-validation no; };
controls { };
zone "%s" { type primary; file "db.corp17"; };
zone "10.in-addr.arpa" { type primary; file "db.10"; };
""" % (zd, zd, zd, zone)
    open(os.path.join(zd, "named.conf"), "w").write(conf)
    p = start(["named", "-g", "-c", os.path.join(zd, "named.conf"), "-n", "1"], out("named/named.log"))
    try:
        time.sleep(3)
        for i, (h, ip, k) in enumerate(hosts):
            fq = "%s.%s" % (h, zone)
            if i % 3 == 2:
                o = ip.split("."); q = ["-x", ip]
            elif k == 1 and i % 2:
                q = [fq, "TXT"]
            else:
                q = [fq, "A"]
            args = ["dig", "@127.0.0.1", "-p", "18787", "+nocmd", "+nostats"] + q
            if i % 4 == 3:
                args.insert(5, "+noall"); args.insert(6, "+answer"); args.insert(7, "+comments")
            res = subprocess.run(["nice"] + args, capture_output=True, text=True)
            open(out("named/dig%02d.txt" % i), "w").write(res.stdout)
            priv = [fq, h, ip, ".".join(reversed(ip.split("."))) + ".in-addr.arpa"]
            plant("dig-%02d" % i, "infra", VERS["dig"] + " against " + VERS["named"], "named/dig%02d.txt" % i, "file",
                  private=priv, anchor=h)
    finally:
        stop(p)
    # secret-free zone check output (not used as records unless selected)

# ====================================================================== FreeRADIUS
def run_radius():
    VERS["radiusd"] = ver("freeradius -v | sed -n 1p")
    r = S.rng("radius")
    rd = os.path.join(RUN, "raddb")
    shutil.copytree("/etc/freeradius/3.0", rd, symlinks=True)
    for f in ["sites-enabled/inner-tunnel"]:
        try: os.unlink(os.path.join(rd, f))
        except FileNotFoundError: pass
    d = open(os.path.join(rd, "sites-available/default")).read()
    d = d.replace("\tport = 0", "\tport = 18785", 1)
    d = d.replace("\tport = 0", "\tport = 18786", 1)
    d = d.replace("\tipaddr = *", "\tipaddr = 127.0.0.1")
    d = d.replace("\tport = 0", "\tport = 18793", 1).replace("\tport = 0", "\tport = 18794", 1)
    d = d.replace("\tipv6addr = ::", "\tipaddr = 127.0.0.1 #")
    os.unlink(os.path.join(rd, "sites-enabled/default"))
    open(os.path.join(rd, "sites-enabled/default"), "w").write(d)
    shared = S.secret(r, "b62")
    c = open(os.path.join(rd, "clients.conf")).read().replace("secret = testing123", "secret = " + shared)
    open(os.path.join(rd, "clients.conf"), "w").write(c)
    users = []
    for i in range(10):
        u = S.user_name(r) if i % 2 else S.email(r, *S.person(r))
        pw = S.password(r).replace('"', "")
        users.append((u, pw))
    auth = os.path.join(rd, "mods-config/files/authorize")
    a = "".join('"%s" Cleartext-Password := "%s"\n\tReply-Message := "welcome"\n\n' % (u, p) for u, p in users)
    open(auth, "w").write(a + open(auth).read())
    subprocess.run(["chown", "-R", "freerad:freerad", rd])
    p = start(["freeradius", "-X", "-d", rd], out("radius/radiusd-X.log"))
    try:
        time.sleep(4)
        for i, (u, pw) in enumerate(users):
            res = subprocess.run(["nice", "radtest", "-t", "pap" if i % 3 else "chap", u, pw, "127.0.0.1:18785", "7", shared],
                                 capture_output=True, text=True)
            open(out("radius/radtest%02d.txt" % i), "w").write(res.stdout + res.stderr)
            if i % 3:
                plant("radiusd-%02d" % i, "positional", VERS["radiusd"] + " radiusd -X", "radius/radiusd-X.log", "window:-1:3",
                      secrets=[pw, shared], private=[u], anchor='"%s"' % pw, match_anchor_line=True)
            plant("radtest-%02d" % i, "positional", "radtest (%s) output" % VERS["radiusd"], "radius/radtest%02d.txt" % i, "window:0:5",
                  secrets=[pw, shared], private=[u], anchor='User-Name = "%s"' % u, match_anchor_line=True)
            time.sleep(0.3)
    finally:
        stop(p)

# ====================================================================== uvicorn + FastAPI
APP = r'''
from fastapi import FastAPI, Request
app = FastAPI()
@app.get("/{full_path:path}")
async def any_(full_path: str, request: Request):
    return {"ok": True}
'''
def run_uvicorn():
    import uvicorn, fastapi, starlette
    VERS["uvicorn"] = "uvicorn %s + FastAPI %s (Starlette %s)" % (uvicorn.__version__, fastapi.__version__, starlette.__version__)
    open(os.path.join(RUN, "app_fastapi.py"), "w").write(APP)
    p = start([PY, "-m", "uvicorn", "app_fastapi:app", "--port", "18789", "--host", "127.0.0.1", "--proxy-headers",
               "--forwarded-allow-ips", "*", "--app-dir", RUN], out("uvicorn/uvicorn.log"))
    r = S.rng("uvicorn")
    try:
        wait_port(18789)
        for i in range(16):   # no_key: tokens in path segments
            tok = S.secret(r, r.choice(["b62", "hex", "vendor", "session", "b64"]))
            tok_u = tok.replace("/", "_").replace("+", "-").rstrip("=")
            ip = S.ip_private(r)
            path = r.choice(["/password-reset/%s", "/invite/accept/%s", "/v2/hooks/%s/deliver", "/dl/%s/report.pdf",
                             "/magic/%s", "/unsubscribe/%s?list=weekly"]) % tok_u
            http_get(18789, path, [("X-Forwarded-For", ip)])
            plant("uv-tok-%02d" % i, "no_key", VERS["uvicorn"] + " access log", "uvicorn/uvicorn.log", "line",
                  secrets=[tok_u], private=[ip], anchor=tok_u)
        for i in range(12):   # lookalike: request ids, digests
            rid = S.uuid4(r); dg = S.sha_hex(r, r.choice([40, 64]))
            path = r.choice(["/v1/requests/%s/status?digest=%s", "/artifacts/sha256:%s?req=%s", "/traces/%s/spans?build=%s"])
            path = path % ((rid, dg) if path.startswith("/v1") else (dg, rid))
            http_get(18789, path, [("X-Forwarded-For", "127.0.0.1")])
            plant("uv-look-%02d" % i, "lookalike", VERS["uvicorn"] + " access log", "uvicorn/uvicorn.log", "line",
                  anchor=rid, keep_hint=[rid, dg])
        time.sleep(0.5)
    finally:
        stop(p)

# ====================================================================== tornado
TORNADO = r'''
import logging, sys, tornado.web, tornado.ioloop, tornado.httpserver
logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
class H(tornado.web.RequestHandler):
    def get(self, *a):
        if "fail" in self.request.uri: raise tornado.web.HTTPError(403)
        self.write("ok")
app = tornado.web.Application([(r"/(.*)", H)])
srv = tornado.httpserver.HTTPServer(app, xheaders=True)
srv.listen(18790, "127.0.0.1")
tornado.ioloop.IOLoop.current().start()
'''
def run_tornado():
    import tornado
    VERS["tornado"] = "Tornado " + tornado.version
    open(os.path.join(RUN, "tornado_app.py"), "w").write(TORNADO)
    p = start([PY, "-u", os.path.join(RUN, "tornado_app.py")], out("tornado/tornado.log"))
    r = S.rng("tornado")
    try:
        wait_port(18790)
        for i in range(16):
            ip = S.ip_private(r)
            kind = i % 4
            if kind == 0:
                u = S.user_name(r); pw = S.password(r)
                path = "/login/callback?user=%s&password=%s&next=%%2Fdashboard" % (Q(u), Q(pw)); sec = [Q(pw), pw]; pv = [Q(u), u]
            elif kind == 1:
                tok = S.jwt(r); path = "/api/embed?redirect=%s" % Q("https://app.example.com/cb?access_token=" + tok)
                sec = [Q(Q(tok)), Q(tok), tok]; pv = []
            elif kind == 2:
                dsn = "postgresql://%s:%s@%s:5432/ledger" % (S.user_name(r), S.password(r), S.hostname(r))
                user = dsn.split("//")[1].split(":")[0]; pw = dsn.split(":")[2].split("@")[0]; host = dsn.split("@")[1].split(":")[0]
                path = "/admin/datasource/test?dsn=%s%s" % (Q(dsn), "&fail=1" if i % 8 == 2 else "")
                sec = [Q(pw), pw]; pv = [Q(user), user, Q(host), host]
            else:
                key = S.vendor_token(r); path = "/proxy?target=%s" % Q(Q("https://api.example.org/v1/items?api_key=" + key))
                sec = [Q(Q(Q(key))), Q(Q(key)), Q(key), key]; pv = []
            http_get(18790, path, [("X-Real-Ip", ip)])
            plant("tornado-%02d" % i, "encoded", VERS["tornado"] + " access log (xheaders)", "tornado/tornado.log", "line",
                  secrets=sec, private=pv + [ip], anchor=sec[0])
        time.sleep(0.5)
    finally:
        stop(p)

# ====================================================================== Twisted
TWISTED_WEB = r'''
import sys
from twisted.web import server, resource, http
from twisted.internet import reactor
from twisted.python import log
class R(resource.Resource):
    isLeaf = True
    def render_GET(self, request):
        return b"ok"
site = server.Site(R(), logPath=sys.argv[1], logFormatter=http.proxiedLogFormatter)
reactor.listenTCP(18791, site, interface="127.0.0.1")
reactor.run()
'''
TWISTED_EV = r'''
import io, json, sys
from twisted.logger import Logger, jsonFileLogObserver, textFileLogObserver, globalLogBeginner, LogLevel
spec = json.load(open(sys.argv[1]))
jf = io.open(sys.argv[2], "a", encoding="utf-8")
tf = io.open(sys.argv[3], "a", encoding="utf-8")
globalLogBeginner.beginLoggingTo([jsonFileLogObserver(jf), textFileLogObserver(tf)], redirectStandardIO=False)
for ev in spec:
    log = Logger(namespace=ev.pop("_ns"))
    fmt = ev.pop("_fmt"); lvl = ev.pop("_lvl")
    getattr(log, lvl)(fmt, **ev)
'''
def run_twisted():
    import twisted
    VERS["twisted"] = "Twisted " + twisted.__version__
    open(os.path.join(RUN, "tw_web.py"), "w").write(TWISTED_WEB)
    open(os.path.join(RUN, "tw_ev.py"), "w").write(TWISTED_EV)
    acc = out("twisted/access.log")
    p = start([PY, os.path.join(RUN, "tw_web.py"), acc], out("twisted/web.stdout"))
    r = S.rng("twisted")
    try:
        wait_port(18791)
        for i in range(14):
            ip = S.ip_private(r)
            tok = S.secret(r, r.choice(["b62", "hex", "vendor", "session", "jwt"]))
            t = tok.replace("/", "_").replace("+", "-").rstrip("=")
            path = r.choice(["/share/%s", "/files/%s/raw", "/webhook/%s", "/api/v1/sso/%s/consume", "/r/%s"]) % t
            ref = r.choice(["-", "https://portal.example.com/home", "https://docs.example.org/guide"])
            http_get(18791, path, [("X-Forwarded-For", ip), ("Referer", ref)] if ref != "-" else [("X-Forwarded-For", ip)])
            plant("tw-acc-%02d" % i, "no_key", VERS["twisted"] + " twisted.web access log (proxiedLogFormatter)", "twisted/access.log",
                  "line", secrets=[t], private=[ip], anchor=t)
        time.sleep(1.5)
    finally:
        stop(p)
    # log events: key_unusual (JSON observer) and lookalike (text observer)
    spec = []
    keys = ["clé", "contraseña", "パスワード", "mật_khẩu", "hasło", "otp", "sig", "recovery_codes", "lösenord", "пароль",
            "şifre", "senha", "wachtwoord", "salasana", "密码", "비밀번호", "apiSecretKey", "refresh-token", "x_auth_pin", "totpSeed"]
    for i in range(20):
        k = keys[i]
        if k == "recovery_codes":
            v = ["%s-%s" % (S.rand_str(r, "0123456789abcdef", 5), S.rand_str(r, "0123456789abcdef", 5)) for _ in range(4)]
            sec = v
        elif k in ("otp", "x_auth_pin"):
            v = S.otp(r); sec = [v]
        elif k == "sig":
            v = S.b64_token(r, 32); sec = [v]
        elif k == "totpSeed":
            v = S.rand_str(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32); sec = [v]
        else:
            v = S.password(r) if i % 3 else S.secret(r); sec = [v]
        u = S.user_name(r)
        spec.append({"_ns": r.choice(["auth.rotation", "accounts.service", "sso.bridge"]), "_lvl": r.choice(["info", "warn", "debug"]),
                     "_fmt": "credential update for {account}", "account": u, k: v, "request_id": S.uuid4(r)})
        js = [json.dumps(x, ensure_ascii=True)[1:-1] for x in sec]
        plant("tw-key-%02d" % i, "key_unusual", VERS["twisted"] + " twisted.logger jsonFileLogObserver", "twisted/events.json",
              "line", secrets=sec + js, private=[u], anchor=js[0], strip_rs=True)
    for i in range(12):
        tid = S.rand_str(r, S.HEX, 32); sid = S.rand_str(r, S.HEX, 16); commit = S.rand_str(r, S.HEX, 40)
        spec.append({"_ns": r.choice(["deploy.pipeline", "build.cache", "tracing.export"]), "_lvl": "info",
                     "_fmt": "span {trace_id}/{span_id} finished for build {commit} in {ms}ms (image sha256:{digest})",
                     "trace_id": tid, "span_id": sid, "commit": commit, "ms": r.randrange(3, 9000), "digest": S.sha_hex(r)})
        plant("tw-look-%02d" % i, "lookalike", VERS["twisted"] + " twisted.logger textFileLogObserver", "twisted/events.txt",
              "line", anchor=tid)
    sp = os.path.join(RUN, "tw_spec.json"); json.dump(spec, open(sp, "w"), ensure_ascii=False)
    subprocess.run(["nice", PY, os.path.join(RUN, "tw_ev.py"), sp, out("twisted/events.json"), out("twisted/events.txt")], check=True)

# ====================================================================== Node: bunyan + log4js
BUNYAN = r'''
const bunyan = require('bunyan'); const fs = require('fs');
const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const ev of spec) {
  const log = bunyan.createLogger({name: ev.name, hostname: ev.hostname, streams: [{stream: process.stdout, level: 'trace'}]});
  log[ev.level](ev.fields, ev.msg);
}
'''
LOG4JS = r'''
const log4js = require('log4js'); const fs = require('fs');
const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
log4js.configure({appenders: {out: {type: 'stdout', layout: {type: 'pattern', pattern: '[%d{ISO8601_WITH_TZ_OFFSET}] [%p] %c - %m'}}},
                  categories: {default: {appenders: ['out'], level: 'trace'}}});
for (const ev of spec) { log4js.getLogger(ev.cat)[ev.level](...ev.args); }
log4js.shutdown(() => {});
'''
def run_node():
    VERS["bunyan"] = "bunyan " + json.load(open(os.path.join(NODE_DIR, "node_modules/bunyan/package.json")))["version"] + " (Node " + ver("node --version") + ")"
    VERS["log4js"] = "log4js " + json.load(open(os.path.join(NODE_DIR, "node_modules/log4js/package.json")))["version"] + " (Node " + ver("node --version") + ")"
    open(os.path.join(NODE_DIR, "b.js"), "w").write(BUNYAN)
    open(os.path.join(NODE_DIR, "l.js"), "w").write(LOG4JS)
    r = S.rng("bunyan")
    spec = []
    J = lambda v: json.dumps(v, ensure_ascii=False)[1:-1]
    JJ = lambda v: J(J(v))
    # pii_locale
    for i in range(14):
        loc, name = S.person(r)
        nid = S.national_id(r, loc); ph = S.phone(r, loc); em = S.email(r, loc, name); adr = S.address(r, loc)
        ib = S.iban(r) if i % 2 else None
        f = {"customer": {"name": name, "phone": ph, "email": em}, "kyc": {"national_id": nid, "country": loc.upper()},
             "req_id": S.uuid4(r)}
        if ib: f["payout"] = {"iban": ib}
        else: f["customer"]["address"] = adr
        spec.append({"name": "kyc-service", "hostname": "kyc-%d.example.net" % (i % 3), "level": "info", "fields": f, "msg": "kyc check passed"})
        priv = [name, J(name), ph, em, nid, ib or adr, J(ib or adr)]
        plant("bunyan-pii-%02d" % i, "pii_locale", None, "node/bunyan.jsonl", "line", private=priv, anchor=nid,
              also_private=["kyc-%d.example.net" % (i % 3)])
    # infra
    for i in range(10):
        pod = S.pod_name(r); node = S.node_name(r); ip = S.ip_private(r); host = S.hostname(r)
        f = {"k8s": {"pod": pod, "node": node, "podIP": ip}, "upstream": host, "latency_ms": r.randrange(2, 800)}
        spec.append({"name": "mesh-proxy", "hostname": pod, "level": r.choice(["warn", "info"]), "fields": f,
                     "msg": "upstream %s slow" % host})
        plant("bunyan-infra-%02d" % i, "infra", None, "node/bunyan.jsonl", "line", private=[pod, node, ip, host], anchor=pod)
    # key_unusual
    keys = ["パスワード", "contraseña", "mật_khẩu", "hasło", "clé_api", "pinCode", "otp-code", "backupCodes", "signing_sig",
            "kennwort", "passwort_neu", "parola", "lozinka", "암호", "口令", "סיסמה", "كلمة_المرور", "passPhrase"]
    for i in range(18):
        k = keys[i]; u = S.user_name(r)
        if k in ("pinCode", "otp-code"):
            v = S.otp(r)
        elif k == "backupCodes":
            v = " ".join(S.rand_str(r, S.string.digits, 8) for _ in range(3))
        elif k == "passPhrase":
            v = S.diceware(r)
        else:
            v = S.password(r) if i % 2 else S.secret(r)
        spec.append({"name": "account-api", "hostname": "acct-%d.example.org" % (i % 2), "level": "debug",
                     "fields": {"user": u, "update": {k: v}, "trace": S.rand_str(r, S.HEX, 32)}, "msg": "profile update"})
        plant("bunyan-key-%02d" % i, "key_unusual", None, "node/bunyan.jsonl", "line", secrets=[v, J(v)], private=[u],
              anchor=J(v), also_private=["acct-%d.example.org" % (i % 2)])
    # encoded: JSON-in-JSON
    for i in range(10):
        tok = S.secret(r, r.choice(["jwt", "vendor", "b64", "human", "dice"])); u = S.user_name(r)
        inner = json.dumps({"grant_type": "password", "username": u, "password": tok} if i % 2 else
                           {"headers": {"Authorization": "Bearer " + tok}, "url": "https://api.example.com/v1/me"})
        spec.append({"name": "gateway", "hostname": "gw-%d.example.com" % (i % 2), "level": "trace",
                     "fields": {"upstream_body": inner, "status": r.choice([200, 401, 502])}, "msg": "forwarded request"})
        plant("bunyan-enc-%02d" % i, "encoded", None, "node/bunyan.jsonl", "line", secrets=[tok, J(tok), JJ(tok)],
              private=[u] if i % 2 else [], anchor=JJ(tok) if JJ(tok) != tok else tok, also_private=["gw-%d.example.com" % (i % 2)])
    sp = os.path.join(RUN, "bunyan_spec.json"); json.dump(spec, open(sp, "w"), ensure_ascii=False)
    with open(out("node/bunyan.jsonl"), "wb") as f:
        subprocess.run(["nice", "node", os.path.join(NODE_DIR, "b.js"), sp], stdout=f, check=True, cwd=NODE_DIR)
    bpid = str(json.loads(open(out("node/bunyan.jsonl"), encoding="utf-8").readline())["pid"])
    for s in SCEN:
        if s["id"].startswith("bunyan"):
            s["source"] = VERS["bunyan"] + " JSON log"
            s["private"].append(bpid); s["pid"] = bpid
    # ---------------- log4js
    r = S.rng("log4js")
    spec = []
    for i in range(14):   # no_key: tokens in prose
        tok = S.secret(r, r.choice(["vendor", "vendor", "b62", "jwt", "session", "dice", "hex"]))
        u = S.user_name(r)
        msg = r.choice(["copied %s into the runner cache for %s", "user %s pasted %s into the chat widget",
                        "received %s from %s via clipboard sync", "%s was sent to %s over the support channel"])
        args = [msg % ((tok, u) if msg.startswith(("copied", "received")) else (u, tok) if msg.startswith("user") else (tok, u))]
        spec.append({"cat": r.choice(["ci.runner", "support.chat", "sync.agent"]), "level": r.choice(["info", "warn", "debug"]), "args": args})
        plant("log4js-tok-%02d" % i, "no_key", None, "node/log4js.log", "line", secrets=[tok], private=[u], anchor=tok)
    for i in range(12):   # pii_locale in prose
        loc, name = S.person(r); ph = S.phone(r, loc); nid = S.national_id(r, loc)
        msg = r.choice(["callback requested by %s at %s (id %s)", "address change: %s, tel. %s, doc %s",
                        "delivery contact %s / %s / ref %s"]) % (name, ph, nid)
        spec.append({"cat": r.choice(["crm.callbacks", "shipping", "kyc"]), "level": "info", "args": [msg]})
        plant("log4js-pii-%02d" % i, "pii_locale", None, "node/log4js.log", "line", private=[name, ph, nid], anchor=nid)
    for i in range(10):   # lookalike
        commit = S.rand_str(r, S.HEX, 40); short = commit[:r.choice([7, 8, 12])]
        msg = r.choice(["deployed %s (commit %s) as release v%d.%d.%d, image digest sha256:%s",
                        "cache hit %s for tree %s, build %d.%d.%d, sha256:%s"]) % (
            S.uuid4(r), short, r.randrange(1, 9), r.randrange(30), r.randrange(60), S.sha_hex(r))
        spec.append({"cat": "deploy", "level": "info", "args": [msg]})
        plant("log4js-look-%02d" % i, "lookalike", None, "node/log4js.log", "line", anchor=short)
    sp = os.path.join(RUN, "log4js_spec.json"); json.dump(spec, open(sp, "w"), ensure_ascii=False)
    with open(out("node/log4js.log"), "wb") as f:
        subprocess.run(["nice", "node", os.path.join(NODE_DIR, "l.js"), sp], stdout=f, check=True, cwd=NODE_DIR)
    for s in SCEN:
        if s["id"].startswith("log4js"):
            s["source"] = VERS["log4js"] + " pattern layout"

# ====================================================================== SysLogHandler -> socat
SYSLOG_SENDER = r'''
import logging, logging.handlers, json, sys
ident, msgs = sys.argv[1], json.loads(sys.argv[2])
h = logging.handlers.SysLogHandler(address=("127.0.0.1", 18792), facility=logging.handlers.SysLogHandler.LOG_DAEMON)
h.append_nul = False
h.setFormatter(logging.Formatter(ident + "[%(process)d]: %(levelname)s %(message)s\n"))
lg = logging.getLogger(ident); lg.addHandler(h); lg.setLevel(logging.DEBUG)
for lvl, m in msgs: lg.log(getattr(logging, lvl), m)
print(__import__("os").getpid())
'''
def run_syslog():
    VERS["socat"] = ver("socat -V | grep 'socat version'")
    open(os.path.join(RUN, "syslog_sender.py"), "w").write(SYSLOG_SENDER)
    f = out("syslog/udp18792.log")
    p = start(["socat", "-u", "UDP-RECV:18792,bind=127.0.0.1", "OPEN:%s,creat,append" % f], out("syslog/socat.stderr"))
    r = S.rng("syslog")
    try:
        time.sleep(1)
        for i in range(14):
            ident = r.choice(["billing-worker", "ingest-agent", "pgbouncer-sidecar", "node-drainer", "cert-rotator"])
            host = S.hostname(r); ip = S.ip_private(r); pod = S.pod_name(r); node = S.node_name(r)
            m = r.choice(["connected to %s (%s:5432) from pod %s on %s", "lease for %s at %s renewed; evicting %s from %s",
                          "health probe %s [%s] failed, pod %s node %s"]) % (host, ip, pod, node)
            res = subprocess.run(["nice", PY, os.path.join(RUN, "syslog_sender.py"), ident, json.dumps([[r.choice(["INFO", "WARNING", "ERROR"]), m]])],
                                 capture_output=True, text=True, check=True)
            pid = res.stdout.strip()
            plant("syslog-%02d" % i, "infra", "Python %s logging.handlers.SysLogHandler (UDP) received by %s" % (sys.version.split()[0], VERS["socat"]),
                  "syslog/udp18792.log", "line", private=[host, ip, pod, node, pid], anchor=pod, pid=pid)
        time.sleep(1)
    finally:
        stop(p)

# ====================================================================== recutils + table printers + coreutils
def run_tables():
    VERS["recutils"] = ver("recsel --version"); VERS["rec2csv"] = ver("rec2csv --version")
    r = S.rng("recutils")
    recs = []
    for i in range(26):
        loc, name = S.person(r)
        rec = {"Id": "C-%05d" % r.randrange(10000, 99999), "Created": "2026-%02d-%02dT%02d:%02d:00Z" % (r.randrange(1, 12), r.randrange(1, 28), r.randrange(24), r.randrange(60)),
               "Status": r.choice(["active", "pending_review", "closed"]), "Name": name, "Phone": S.phone(r, loc),
               "National_Id": S.national_id(r, loc), "Iban": S.iban(r, grouped=False), "Address": S.address(r, loc),
               "Locale": loc}
        recs.append(rec)
    txt = "%rec: Customer\n%key: Id\n\n" + "\n".join("".join("%s: %s\n" % kv for kv in rec.items()) for rec in recs)
    rf = os.path.join(RUN, "customers.rec"); open(rf, "w").write(txt)
    for i, rec in enumerate(recs[:12]):
        res = subprocess.run(["nice", "recsel", "-e", "Id = '%s'" % rec["Id"], "-p", "Id,Created,Status,Name,Phone,National_Id,Iban,Address", rf],
                             capture_output=True, text=True, check=True)
        open(out("recutils/recsel%02d.txt" % i), "w").write(res.stdout)
        plant("recsel-%02d" % i, "pii_locale", VERS["recutils"] + " recsel", "recutils/recsel%02d.txt" % i, "file",
              private=[rec["Name"], rec["Phone"], rec["National_Id"], rec["Iban"], rec["Address"]], anchor=rec["Name"])
    res = subprocess.run(["nice", "rec2csv", "-t", "Customer", rf], capture_output=True, text=True, check=True)
    open(out("recutils/customers.csv"), "w").write(res.stdout)
    for i, rec in enumerate(recs[12:]):
        plant("rec2csv-%02d" % i, "rows", VERS["rec2csv"], "recutils/customers.csv", "csv_row",
              private=[rec["Name"], rec["Phone"], rec["National_Id"], rec["Iban"], rec["Address"]], anchor=rec["National_Id"])
    # python table printers
    import prettytable, texttable, rich
    VERS["prettytable"] = "prettytable " + prettytable.__version__
    VERS["texttable"] = "texttable " + texttable.__version__
    from importlib.metadata import version as _v
    VERS["rich"] = "rich " + _v("rich")
    r = S.rng("tables")
    script = [
        "import json,sys", "import prettytable, texttable", "from rich.console import Console", "from rich.table import Table",
        "spec=json.load(open(sys.argv[1]))",
        "t=prettytable.PrettyTable(spec['pt']['cols']); [t.add_row(x) for x in spec['pt']['rows']]; open(sys.argv[2],'w').write(t.get_string()+'\\n')",
        "tt=texttable.Texttable(max_width=0); tt.set_deco(texttable.Texttable.HEADER|texttable.Texttable.VLINES|texttable.Texttable.BORDER); tt.set_cols_dtype(['t']*len(spec['tt']['cols'])); tt.add_rows([spec['tt']['cols']]+spec['tt']['rows']); open(sys.argv[3],'w').write(tt.draw()+'\\n')",
        "c=Console(file=open(sys.argv[4],'w'),width=400,color_system=None); rt=Table(*spec['rt']['cols']); [rt.add_row(*[str(v) for v in x]) for x in spec['rt']['rows']]; c.print(rt)",
    ]
    open(os.path.join(RUN, "tables.py"), "w").write("\n".join(script) + "\n")
    spec = {}
    # prettytable: service accounts with secrets
    cols = ["id", "created_at", "service", "username", "api_key", "last_seen_ip", "state"]
    rows = []
    for i in range(12):
        u = S.user_name(r); k = S.secret(r, r.choice(["vendor", "b62", "hex", "b64"])); ip = S.ip_private(r)
        rows.append([r.randrange(100, 9999), "2026-11-%02d %02d:%02d:%02d" % (r.randrange(1, 30), r.randrange(24), r.randrange(60), r.randrange(60)),
                     r.choice(["billing", "search", "ledger", "mailer"]), u, k, ip, r.choice(["enabled", "revoked"])])
        plant("pt-%02d" % i, "rows", None, "tables/prettytable.txt", "table_row", secrets=[k], private=[u, ip], anchor=k)
    spec["pt"] = {"cols": cols, "rows": rows}
    cols = ["user_id", "full_name", "phone", "password_hash", "otp_secret", "updated", "status"]
    rows = []
    for i in range(10):
        loc, name = S.person(r)
        ph = S.phone(r, loc); salt = S.b64_token(r, 12).rstrip("="); hsh = "$argon2id$v=19$m=65536,t=3,p=4$%s$%s" % (salt, S.b64_token(r, 32).rstrip("="))
        ot = S.rand_str(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        rows.append([str(r.randrange(10**5, 10**6)), name, ph, hsh, ot, "2026-10-%02d" % r.randrange(1, 31), r.choice(["ok", "locked"])])
        plant("tt-%02d" % i, "rows", None, "tables/texttable.txt", "table_row", secrets=[hsh, ot], private=[name, ph], anchor=hsh)
    spec["tt"] = {"cols": cols, "rows": rows}
    cols = ["session_id", "user", "email", "client_ip", "started", "ttl_s"]
    rows = []
    for i in range(10):
        loc, name = S.person(r); em = S.email(r, loc, name); sid = S.session_id(r); ip = S.ip_private(r)
        rows.append([sid, S.user_name(r), em, ip, "2026-12-0%dT0%d:%02d:00Z" % (r.randrange(1, 6), r.randrange(10), r.randrange(60)), r.choice([900, 3600, 86400])])
        plant("rich-%02d" % i, "rows", None, "tables/rich.txt", "table_row", secrets=[sid], private=[rows[-1][1], em, ip], anchor=sid)
    spec["rt"] = {"cols": cols, "rows": rows}
    sp = os.path.join(RUN, "tables.json"); json.dump(spec, open(sp, "w"), ensure_ascii=False)
    subprocess.run(["nice", PY, os.path.join(RUN, "tables.py"), sp, out("tables/prettytable.txt"), out("tables/texttable.txt"), out("tables/rich.txt")], check=True)
    for s in SCEN:
        if s["id"].startswith("pt-"): s["source"] = VERS["prettytable"] + " PrettyTable.get_string()"
        if s["id"].startswith("tt-"): s["source"] = VERS["texttable"] + " Texttable.draw()"
        if s["id"].startswith("rich-"): s["source"] = VERS["rich"] + " rich.table.Table"
    # coreutils digests (lookalike)
    VERS["coreutils"] = ver("sha256sum --version")
    r = S.rng("digests")
    ad = os.path.join(RUN, "artifacts"); os.makedirs(os.path.join(ad, "dist"), exist_ok=True)
    names = []
    for i in range(14):
        n = "dist/%s-%d.%d.%d-%s.%s" % (r.choice(["ledger", "ingest", "authz", "notifier"]), r.randrange(1, 5), r.randrange(20), r.randrange(40),
                                        r.choice(["linux-amd64", "linux-arm64", "darwin-arm64"]), r.choice(["tar.gz", "zip", "deb"]))
        open(os.path.join(ad, n), "wb").write(bytes(r.getrandbits(8) for _ in range(2048 + i)))
        names.append(n)
    for tool in ["sha256sum", "b2sum", "md5sum", "sha1sum", "sha512sum"]:
        res = subprocess.run(["nice", tool, "--tag" if tool in ("b2sum", "sha512sum") else "--binary"] + names, cwd=ad, capture_output=True, text=True, check=True)
        open(out("digests/%s.txt" % tool), "w").write(res.stdout)
    for i, n in enumerate(names):
        tool = ["sha256sum", "b2sum", "md5sum", "sha1sum", "sha512sum"][i % 5]
        if tool == "sha512sum" and i > 10: continue
        plant("dig-sum-%02d" % i, "lookalike", VERS["coreutils"].replace("sha256sum", tool), "digests/%s.txt" % tool, "line", anchor=n)

def main():
    if os.path.exists(CAP): shutil.rmtree(CAP)
    os.makedirs(CAP)
    os.makedirs(RUN, exist_ok=True)
    steps = [run_xtrace, run_smtp, run_named, run_radius, run_uvicorn, run_tornado, run_twisted, run_node, run_syslog, run_tables]
    only = sys.argv[1:]
    try:
        for st in steps:
            if only and st.__name__ not in only: continue
            print("==", st.__name__, flush=True)
            st()
    finally:
        for p in PROCS: stop(p)
    VERS["python"] = "Python " + sys.version.split()[0]
    json.dump({"versions": VERS, "scenarios": SCEN, "note": "planted values are synthetic (synthlib.py, seeded random.Random)"},
              open(os.path.join(CAP, "planted.json"), "w"), ensure_ascii=False, indent=1, sort_keys=True)
    print("scenarios", len(SCEN))

if __name__ == "__main__":
    main()
