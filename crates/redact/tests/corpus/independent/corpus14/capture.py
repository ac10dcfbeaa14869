"""Runs real programs on this machine with planted (invented) values and
writes their raw output to captured/ plus captured/planted.json.

Servers started here listen on 127.0.0.1 ports 18601-18606 and are stopped
at the end.  Work files live in /tmp/c14run.
"""
import base64
import json
import logging
import os
import random
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c14run"
P_FLASK, P_SQUID, P_LIGHTTPD, P_SYSLOG, P_IMAP = 18601, 18602, 18603, 18604, 18605
PLANTED = {"versions": {}, "runs": {}}
STARTED = []


def sh(cmd, **kw):
    return subprocess.run(cmd, shell=isinstance(cmd, str), capture_output=True, text=True, **kw)


def version(name, cmd):
    out = sh(cmd)
    PLANTED["versions"][name] = (out.stdout + out.stderr).strip().splitlines()[0]


def wait_port(port, t=15):
    end = time.time() + t
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), 0.3).close()
            return True
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"port {port} did not open")


def wfile(name, text):
    with open(os.path.join(CAP, name), "w", encoding="utf-8") as f:
        f.write(text)


# ------------------------------------------------------------------ flask app
FLASK_APP = r'''
import hashlib, logging, sys
from flask import Flask, jsonify, request
from werkzeug.middleware.proxy_fix import ProxyFix
logging.basicConfig(filename=sys.argv[2], level=logging.INFO, format="%(message)s")
app = Flask("c14")
app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1)
@app.route("/", defaults={"p": ""}, methods=["GET", "POST", "PUT"])
@app.route("/<path:p>", methods=["GET", "POST", "PUT"])
def any_(p):
    h = hashlib.sha256(request.full_path.encode()).hexdigest()
    rid = h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:32]
    code = 401 if "deny" in p else (404 if "missing" in p else 200)
    r = jsonify(ok=code == 200, path="/" + p)
    r.status_code = code
    r.headers["X-Request-Id"] = rid
    r.headers["ETag"] = '"' + h[32:64] + '"'
    r.headers["X-Trace-Id"] = hashlib.sha1(h.encode()).hexdigest()[:32]
    return r
app.run(host="127.0.0.1", port=int(sys.argv[1]))
'''


def start_flask():
    path = os.path.join(RUN, "app.py")
    with open(path, "w") as f:
        f.write(FLASK_APP)
    log = os.path.join(RUN, "werkzeug.log")
    p = subprocess.Popen([sys.executable, path, str(P_FLASK), log], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    STARTED.append(("flask", p.pid))
    wait_port(P_FLASK)
    return p, log


# ------------------------------------------------------------------ curl
VENDOR_HEADERS = ["X-Api-Schluessel", "Ocp-Apim-Subscription-Key", "PRIVATE-TOKEN", "X-Vault-Token",
                  "DD-API-KEY", "X-Auth-Jeton", "X-Clave-Acceso", "X-Shopify-Access-Token",
                  "X-Goog-Api-Key", "X-Algolia-API-Key", "X-Toegangssleutel", "X-Chiave-Api"]


def run_curl(rng):
    items, out_v, out_t = [], [], []
    for i in range(14):
        p = S.person(rng, S.LOCALE_ORDER[i % len(S.LOCALE_ORDER)])
        pw = S.password(rng)
        tok = S.jwt(rng, p["login"])
        sid = S.rstr(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")
        vh = VENDOR_HEADERS[i % len(VENDOR_HEADERS)]
        vk = S.rstr(rng, 32)
        xff = S.ip_client(rng)
        reset = S.rstr(rng, 43, S.ALNUM + "-_")
        email_q = urllib.parse.quote(p["email"], safe="")
        path = ["missing/account", "deny/admin", "api/v2/orders"][i % 3]
        url = f"http://127.0.0.1:{P_FLASK}/{path}/{reset}?email={email_q}&lang={p['loc']}"
        cmd = ["curl", "-s", "-o", "/dev/null", "-u", f"{p['login']}:{pw}", "-H", f"X-Forwarded-For: {xff}",
               "-H", f"{vh}: {vk}", "-b", f"sessionid={sid}; theme=dark", url]
        if i % 2:
            cmd[cmd.index("-u"):cmd.index("-u") + 2] = ["-H", f"Authorization: Bearer {tok}"]
        r = sh(cmd[:1] + ["-v"] + cmd[1:])
        out_v.append(f"### curl request {i}\n" + r.stderr)
        tfile = os.path.join(RUN, f"trace{i}.txt")
        sh(cmd[:1] + ["--trace-ascii", tfile] + cmd[1:])
        with open(tfile) as f:
            out_t.append(f"### curl request {i}\n" + f.read())
        basic = base64.b64encode(f"{p['login']}:{pw}".encode()).decode()
        items.append({"login": p["login"], "password": pw, "basic": basic if i % 2 == 0 else None,
                      "jwt": tok if i % 2 else None, "sessionid": sid, "vendor_header": vh, "vendor_key": vk,
                      "xff": xff, "reset_token": reset, "email": p["email"], "email_pct": email_q})
    wfile("curl_verbose.txt", "".join(out_v))
    wfile("curl_trace_ascii.txt", "".join(out_t))
    PLANTED["runs"]["curl"] = items


# ------------------------------------------------------------------ python requests / http.client
def run_requests(rng):
    code = r'''
import http.client, json, logging, sys
import requests
http.client.HTTPConnection.debuglevel = 1
logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)s %(name)s %(message)s", stream=sys.stdout)
items = json.load(open(sys.argv[1]))
for it in items:
    s = requests.Session()
    s.headers["User-Agent"] = "c14-probe/1.0"
    s.cookies.set("JSESSIONID", it["jsession"])
    r = s.post(it["url"], data={"username": it["login"], "passwort": it["password"], "telefon": it["phone"]},
               headers={"X-Forwarded-For": it["xff"], "X-Amz-Security-Token": it["sts"]})
    print("RESULT", r.status_code, r.headers.get("X-Request-Id"))
'''
    items = []
    for i in range(12):
        p = S.person(rng, S.LOCALE_ORDER[(i * 3) % len(S.LOCALE_ORDER)])
        it = {"login": p["login"], "password": S.password(rng), "phone": p["phone"],
              "jsession": S.rstr(rng, 32, "0123456789ABCDEF"), "xff": S.ip_client(rng),
              "sts": "IQoJb3JpZ2luX2VjE" + S.rstr(rng, 60, S.ALNUM + "/+"),
              "api_key": S.hexs(rng, 40)}
        it["url"] = f"http://127.0.0.1:{P_FLASK}/{['login', 'deny/login', 'v1/session'][i % 3]}?api_key={it['api_key']}"
        items.append(it)
    jf = os.path.join(RUN, "req_items.json")
    with open(jf, "w") as f:
        json.dump(items, f)
    cf = os.path.join(RUN, "req.py")
    with open(cf, "w") as f:
        f.write(code)
    r = sh([sys.executable, cf, jf])
    wfile("python_requests_debug.txt", r.stdout + r.stderr)
    PLANTED["runs"]["requests"] = items


# ------------------------------------------------------------------ squid
def run_squid(rng):
    d = os.path.join(RUN, "squid")
    os.makedirs(d, exist_ok=True)
    users = []
    for i in range(10):
        p = S.person(rng, S.LOCALE_ORDER[(i * 5 + 1) % len(S.LOCALE_ORDER)])
        users.append({"login": p["login"], "password": S.password(rng), "xff": S.ip_client(rng),
                      "email": p["email"], "token": S.rstr(rng, 40, S.ALNUM), "name": p["name"]})
    with open(os.path.join(d, "passwd"), "w") as f:
        for u in users:
            h = sh(["openssl", "passwd", "-apr1", u["password"]]).stdout.strip()
            f.write(f"{u['login']}:{h}\n")
    conf = f"""
http_port 127.0.0.1:{P_SQUID}
pid_filename {d}/squid.pid
cache deny all
cache_dir null /tmp
cache_log {d}/cache.log
access_log {d}/access.log squid
logformat c14 %ts.%03tu %tr %>a %{{X-Forwarded-For}}>h %un [%tl] "%rm %ru HTTP/%rv" %>Hs %<st "%{{User-Agent}}>h" %Ss:%Sh
access_log {d}/access_c14.log c14
strip_query_terms off
auth_param basic program /usr/lib/squid/basic_ncsa_auth {d}/passwd
auth_param basic realm c14
acl authed proxy_auth REQUIRED
http_access allow authed
http_access deny all
cache_effective_user proxy
coredump_dir {d}
shutdown_lifetime 1 seconds
debug_options ALL,1 29,9
"""
    with open(os.path.join(d, "squid.conf"), "w") as f:
        f.write(conf)
    sh(["chown", "-R", "proxy:proxy", d])
    r = sh(["squid", "-f", os.path.join(d, "squid.conf")])
    if r.returncode:
        raise RuntimeError(r.stderr)
    wait_port(P_SQUID)
    time.sleep(1)
    outv = []
    for i, u in enumerate(users):
        pw = u["password"] if i % 4 else u["password"] + "x"   # every 4th: wrong password
        url = (f"http://127.0.0.1:{P_FLASK}/{['track', 'missing/img', 'unsubscribe'][i % 3]}"
               f"?uid={urllib.parse.quote(u['email'])}&t={u['token']}")
        r = sh(["curl", "-sv", "-o", "/dev/null", "-x", f"http://127.0.0.1:{P_SQUID}", "--proxy-user",
                f"{u['login']}:{pw}", "-H", f"X-Forwarded-For: {u['xff']}", "-A", "Mozilla/5.0 (c14)", url])
        outv.append(f"### squid request {i}\n" + r.stderr)
        u["used_password"] = pw
        u["proxy_basic"] = base64.b64encode(f"{u['login']}:{pw}".encode()).decode()
        u["email_pct"] = urllib.parse.quote(u["email"])
    time.sleep(1)
    sh(["squid", "-f", os.path.join(d, "squid.conf"), "-k", "shutdown"])
    for _ in range(30):
        if not os.path.exists(os.path.join(d, "squid.pid")):
            break
        time.sleep(0.5)
    for n in ["access.log", "access_c14.log", "cache.log"]:
        shutil.copy(os.path.join(d, n), os.path.join(CAP, "squid_" + n))
    wfile("squid_curl_verbose.txt", "".join(outv))
    PLANTED["runs"]["squid"] = users


# ------------------------------------------------------------------ lighttpd
def run_lighttpd(rng):
    d = os.path.join(RUN, "lighttpd")
    os.makedirs(os.path.join(d, "www", "portal"), exist_ok=True)
    with open(os.path.join(d, "www", "portal", "index.html"), "w") as f:
        f.write("ok\n")
    users = []
    for i in range(10):
        p = S.person(rng, S.LOCALE_ORDER[(i * 7 + 2) % len(S.LOCALE_ORDER)])
        users.append({"login": p["login"], "password": S.password(rng), "xff": S.ip_client(rng),
                      "phone": p["phone"], "name": p["name"], "ref_token": S.hexs(rng, 32),
                      "cookie": S.rstr(rng, 26, "abcdefghijklmnopqrstuvwxyz0123456789")})
    with open(os.path.join(d, "users"), "w") as f:
        for u in users:
            f.write(f"{u['login']}:{u['password']}\n")
    conf = f"""
server.document-root = "{d}/www"
server.port = {P_LIGHTTPD}
server.bind = "127.0.0.1"
server.pid-file = "{d}/lighttpd.pid"
server.errorlog = "{d}/error.log"
server.modules = ("mod_auth", "mod_authn_file", "mod_accesslog")
accesslog.filename = "{d}/access.log"
accesslog.format = "%h %V %u %t \\"%r\\" %>s %b \\"%{{Referer}}i\\" \\"%{{X-Forwarded-For}}i\\" %D"
debug.log-request-header = "enable"
auth.backend = "plain"
auth.backend.plain.userfile = "{d}/users"
auth.require = ( "/portal/" => ( "method" => "basic", "realm" => "c14", "require" => "valid-user" ) )
"""
    cf = os.path.join(d, "lighttpd.conf")
    with open(cf, "w") as f:
        f.write(conf)
    r = sh(["lighttpd", "-f", cf])
    if r.returncode:
        raise RuntimeError(r.stderr)
    wait_port(P_LIGHTTPD)
    for i, u in enumerate(users):
        pw = u["password"] if i % 3 else "Wrong" + u["password"]
        u["used_password"] = pw
        u["basic"] = base64.b64encode(f"{u['login']}:{pw}".encode()).decode()
        ref = f"http://portal.example.com/confirm?tel={urllib.parse.quote(u['phone'])}&k={u['ref_token']}"
        u["phone_pct"] = urllib.parse.quote(u["phone"])
        sh(["curl", "-s", "-o", "/dev/null", "-u", f"{u['login']}:{pw}", "-e", ref, "-H", f"X-Forwarded-For: {u['xff']}",
            "-b", f"PHPSESSID={u['cookie']}", f"http://127.0.0.1:{P_LIGHTTPD}/portal/index.html?ref={u['ref_token'][:8]}"])
    time.sleep(0.5)
    with open(os.path.join(d, "lighttpd.pid")) as f:
        os.kill(int(f.read().strip()), signal.SIGTERM)
    time.sleep(1)
    for n in ["access.log", "error.log"]:
        shutil.copy(os.path.join(d, n), os.path.join(CAP, "lighttpd_" + n))
    PLANTED["runs"]["lighttpd"] = users


# ------------------------------------------------------------------ rsyslog
def run_rsyslog(rng):
    d = os.path.join(RUN, "rsyslog")
    os.makedirs(d, exist_ok=True)
    conf = f"""
global(workDirectory="{d}")
module(load="imudp")
input(type="imudp" address="127.0.0.1" port="{P_SYSLOG}")
template(name="c14json" type="list" option.jsonf="on") {{
  property(outname="@timestamp" name="timereported" dateFormat="rfc3339" format="jsonf")
  property(outname="host" name="hostname" format="jsonf")
  property(outname="program" name="programname" format="jsonf")
  property(outname="pid" name="procid" format="jsonf")
  property(outname="severity" name="syslogseverity-text" format="jsonf")
  property(outname="message" name="msg" format="jsonf")
}}
action(type="omfile" file="{d}/messages.log" template="RSYSLOG_TraditionalFileFormat")
action(type="omfile" file="{d}/messages.json" template="c14json")
action(type="omfile" file="{d}/messages5424.log" template="RSYSLOG_SyslogProtocol23Format")
"""
    cf = os.path.join(d, "rsyslog.conf")
    with open(cf, "w") as f:
        f.write(conf)
    r = sh(["rsyslogd", "-f", cf, "-i", os.path.join(d, "rsyslog.pid")])
    if r.returncode:
        raise RuntimeError(r.stderr)
    time.sleep(1.5)
    items = []
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    progs = ["sudo", "su", "sshd", "postfix/smtpd", "dovecot", "cron", "kubelet", "payments-api", "CRON", "pam_unix"]
    for i in range(24):
        loc = S.LOCALE_ORDER[(i * 2 + 3) % len(S.LOCALE_ORDER)]
        p = S.person(rng, loc)
        it = {"host": S.host(rng).split(".")[0] if i % 2 else S.host(rng), "pid": str(rng.randint(1100, 65000)),
              "prog": progs[i % len(progs)], "login": p["login"], "name": p["name"], "phone": p["phone"],
              "email": p["email"], "ip": S.ip_client(rng), "pw": S.password(rng), "otp": S.digits(rng, 6),
              "token": S.rstr(rng, 40, S.ALNUM), "sha": S.hexs(rng, 40), "req": S.uuid4(rng),
              "nid": S.national_id(rng, loc), "pod": S.pod(rng), "node": S.node(rng), "loc": loc,
              "build": str(rng.randint(100, 999))}
        kind = i % 8
        if kind == 0:
            msg = f"pam_unix(sudo:auth): authentication failure; logname={it['login']} uid=1004 euid=0 tty=/dev/pts/2 ruser={it['login']} rhost={it['ip']}  user={it['login']}"
        elif kind == 1:
            msg = f"{it['login']} : TTY=pts/1 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/bin/mysql -u svc_{it['login']} -p{it['pw']} billing"
        elif kind == 2:
            msg = f"Kundin {it['name']} hat Telefonnummer {it['phone']} hinterlegt (request_id={it['req']})"
        elif kind == 3:
            msg = f"verification code {it['otp']} sent to {it['phone']} trace={it['sha'][:32]}"
        elif kind == 4:
            msg = f"pod {it['pod']} on node {it['node']} restarted, exit code 137, image digest sha256:{S.sha256_of(it['sha'])}"
        elif kind == 5:
            msg = f"deploy ok commit={it['sha']} build=ci-{it['build']} request_id={it['req']} status=200"
        elif kind == 6:
            lbl, val = it["nid"] if it["nid"] else ("id", None)
            msg = (f"KYC check passed for {it['name']} {lbl}={val} event=KYC_OK" if val else
                   f"KYC check passed for {it['name']} mail={it['email']} event=KYC_OK")
        else:
            msg = f"session resumed with {it['token']} from {it['ip']} code=E_SESSION_RESUMED"
        it["msg"] = msg
        ts = f"Dec  5 22:{10 + i // 10:02d}:{(i * 7) % 60:02d}"
        raw = f"<{[86, 85, 38, 13, 30, 14, 134, 132][kind]}>{ts} {it['host']} {it['prog']}[{it['pid']}]: {msg}"
        sock.sendto(raw.encode("utf-8"), ("127.0.0.1", P_SYSLOG))
        items.append(it)
        time.sleep(0.05)
    # logger(1) with its own pid option
    for i in range(4):
        tok = S.jwt(rng, f"svc{i}")
        r = sh(["logger", "-n", "127.0.0.1", "-P", str(P_SYSLOG), "-d", "-t", "billing-worker", f"--id={31000 + i * 17}",
                "-p", "user.warning", f"retrying upstream call with bearer {tok} status=503 attempt={i + 1}"])
        items.append({"prog": "billing-worker", "pid": str(31000 + i * 17), "token": tok, "logger": True})
    time.sleep(1.5)
    with open(os.path.join(d, "rsyslog.pid")) as f:
        os.kill(int(f.read().strip()), signal.SIGTERM)
    time.sleep(1)
    for n in ["messages.log", "messages.json", "messages5424.log"]:
        shutil.copy(os.path.join(d, n), os.path.join(CAP, "rsyslog_" + n))
    PLANTED["runs"]["rsyslog"] = items


# ------------------------------------------------------------------ sqlite3 CLI
def run_sqlite(rng):
    db = os.path.join(RUN, "c14.db")
    if os.path.exists(db):
        os.remove(db)
    rows = []
    for i in range(24):
        loc = S.LOCALE_ORDER[i % len(S.LOCALE_ORDER)]
        p = S.person(rng, loc)
        nid = S.national_id(rng, loc)
        rows.append({"id": 1000 + i, "full_name": p["name"], "email": p["email"], "phone": p["phone"],
                     "national_id": nid[1] if nid else None, "iban": S.iban(rng) if i % 2 else None,
                     "card": S.card(rng) if i % 3 == 0 else None,
                     "password_hash": [S.bcrypt_hash, S.sha512crypt, S.argon2_hash][i % 3](rng),
                     "api_token": S.rstr(rng, 36, S.ALNUM) if i % 2 == 0 else None,
                     "status": ["active", "locked", "pending"][i % 3],
                     "created_at": f"2026-11-{1 + i:02d} 0{i % 10}:1{i % 6}:00",
                     "last_order": S.uuid4(rng)})
    cols = list(rows[0].keys())
    stmts = ["CREATE TABLE customers (" + ", ".join(c + (" INTEGER PRIMARY KEY" if c == "id" else " TEXT") for c in cols) + ");"]
    for r in rows:
        vals = ", ".join("NULL" if r[c] is None else (str(r[c]) if c == "id" else "'" + str(r[c]).replace("'", "''") + "'") for c in cols)
        stmts.append(f"INSERT INTO customers VALUES ({vals});")
    sh(["sqlite3", db], input="\n".join(stmts))
    q = "SELECT * FROM customers WHERE id BETWEEN {a} AND {b} ORDER BY id;"
    outs = {}
    for mode, (a, b) in [("box", (1000, 1005)), ("line", (1006, 1011)), ("json", (1012, 1017)),
                         ("csv", (1018, 1023)), ("markdown", (1000, 1003)), ("insert", (1004, 1007)),
                         ("quote", (1008, 1011)), ("tabs", (1012, 1015))]:
        hdr = ".headers on\n" if mode in ("csv", "tabs", "markdown", "quote") else ""
        r = sh(["sqlite3", db], input=f"{hdr}.mode {mode}\n.nullvalue NULL\n" + q.format(a=a, b=b))
        outs[mode] = r.stdout
        wfile(f"sqlite3_mode_{mode}.txt", r.stdout)
    PLANTED["runs"]["sqlite3"] = {"columns": cols, "rows": rows}


# ------------------------------------------------------------------ SQLAlchemy echo
def run_sqlalchemy(rng):
    code = r'''
import json, logging, sys
from sqlalchemy import create_engine, text
logging.basicConfig(stream=sys.stdout, format="%(asctime)s %(levelname)s %(name)s %(message)s")
items = json.load(open(sys.argv[1]))
eng = create_engine("sqlite:///" + sys.argv[2], echo=True)
logging.getLogger("sqlalchemy.engine.Engine").handlers.clear()
with eng.begin() as c:
    c.execute(text("CREATE TABLE IF NOT EXISTS app_users (id INTEGER PRIMARY KEY, login TEXT, email TEXT, pw_hash TEXT, reset_token TEXT, dob TEXT)"))
    for it in items:
        c.execute(text("INSERT INTO app_users (login, email, pw_hash, reset_token, dob) VALUES (:login, :email, :pw_hash, :reset_token, :dob)"), it)
    for it in items[:6]:
        c.execute(text("SELECT id, login FROM app_users WHERE email = :email AND reset_token = :tok"), {"email": it["email"], "tok": it["reset_token"]}).fetchall()
    for it in items[6:9]:
        c.execute(text("UPDATE app_users SET pw_hash = :h WHERE login = :login"), {"h": it["new_hash"], "login": it["login"]})
'''
    items = []
    for i in range(12):
        p = S.person(rng, S.LOCALE_ORDER[(i * 4 + 1) % len(S.LOCALE_ORDER)])
        items.append({"login": p["login"], "email": p["email"], "pw_hash": S.bcrypt_hash(rng),
                      "reset_token": S.rstr(rng, 32, S.ALNUM + "-_"),
                      "dob": f"19{rng.randint(50, 99)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                      "new_hash": S.argon2_hash(rng)})
    jf, cf, db = os.path.join(RUN, "sa.json"), os.path.join(RUN, "sa.py"), os.path.join(RUN, "sa.db")
    if os.path.exists(db):
        os.remove(db)
    with open(jf, "w") as f:
        json.dump(items, f)
    with open(cf, "w") as f:
        f.write(code)
    r = sh([sys.executable, cf, jf, db])
    wfile("sqlalchemy_echo.txt", r.stdout + r.stderr)
    PLANTED["runs"]["sqlalchemy"] = items


# ------------------------------------------------------------------ node util.inspect / URL
def run_node(rng):
    items = []
    keys = [("contraseña", "usuario"), ("mot_de_passe", "utilisateur"), ("wachtwoord", "gebruiker"),
            ("passwort", "benutzer"), ("пароль", "логин"), ("密码", "用户名"), ("パスワード", "ユーザー"),
            ("salasana", "käyttäjä"), ("lösenord", "användare"), ("senha", "usuário"), ("hasło", "użytkownik"),
            ("şifre", "kullanıcı")]
    for i, (kp, ku) in enumerate(keys):
        p = S.person(rng, S.LOCALE_ORDER[(i * 5 + 4) % len(S.LOCALE_ORDER)])
        items.append({"kp": kp, "ku": ku, "login": p["login"], "pw": S.password(rng), "name": p["name"],
                      "email": p["email"], "host": S.host(rng), "dbpw": S.password(rng), "req": S.uuid4(rng),
                      "apikey": S.rstr(rng, 32, S.ALNUM)})
    js = r'''
const util = require("util");
const items = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
items.forEach((it, i) => {
  const cfg = { [it.ku]: it.login, [it.kp]: it.pw, requestId: it.req, retries: 3, level: "warn" };
  console.log(util.inspect(cfg, { breakLength: Infinity }));
  const u = new URL(`postgres://${it.host}:5432/orders_${i}`);
  u.username = it.login;
  u.password = it.dbpw;
  u.searchParams.set("application_name", "billing");
  u.searchParams.set("contact", it.email);
  console.log("connecting", u.href, "errno=ECONNREFUSED");
  const inner = JSON.stringify({ user: it.name, apiKey: it.apikey, event: "USER_UPDATED" });
  console.log(JSON.stringify({ level: "info", ts: "2026-12-05T22:1" + (i % 10) + ":00Z", payload: inner, id: it.req }));
});
'''
    jf, cf = os.path.join(RUN, "node.json"), os.path.join(RUN, "insp.js")
    with open(jf, "w") as f:
        json.dump(items, f, ensure_ascii=False)
    with open(cf, "w") as f:
        f.write(js)
    r = sh(["node", cf, jf])
    wfile("node_inspect.txt", r.stdout + r.stderr)
    PLANTED["runs"]["node"] = items


# ------------------------------------------------------------------ dovecot
def run_dovecot(rng):
    d = os.path.join(RUN, "dovecot")
    os.makedirs(d, exist_ok=True)
    users = []
    for i in range(10):
        p = S.person(rng, S.LOCALE_ORDER[(i * 3 + 5) % len(S.LOCALE_ORDER)])
        users.append({"login": p["login"], "email": p["email"], "password": S.password(rng)})
    with open(os.path.join(d, "passwd"), "w") as f:
        for u in users:
            f.write(f"{u['email']}:{{PLAIN}}{u['password']}:1000:1000::{d}/home/{u['login']}\n")
    conf = f"""
base_dir = {d}/run
state_dir = {d}/state
log_path = {d}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_verbose = yes
auth_verbose_passwords = plain
auth_debug = yes
auth_debug_passwords = yes
mail_debug = yes
login_trusted_networks =
mail_location = maildir:{d}/mail/%n
default_internal_user = dovecot
default_login_user = dovenull
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {P_IMAP}
  }}
}}
service stats {{
  unix_listener stats-reader {{
    mode = 0666
  }}
  unix_listener stats-writer {{
    mode = 0666
  }}
}}
passdb {{
  driver = passwd-file
  args = {d}/passwd
}}
userdb {{
  driver = static
  args = uid=1000 gid=1000 home={d}/home/%n
}}
first_valid_uid = 1000
"""
    cf = os.path.join(d, "dovecot.conf")
    with open(cf, "w") as f:
        f.write(conf)
    os.makedirs(os.path.join(d, "home"), exist_ok=True)
    os.makedirs(os.path.join(d, "mail"), exist_ok=True)
    sh(["chown", "-R", "1000:1000", os.path.join(d, "home"), os.path.join(d, "mail")])
    rc = subprocess.run(["dovecot", "-c", cf], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL, timeout=20).returncode
    if rc:
        raise RuntimeError("dovecot failed to start")
    wait_port(P_IMAP)
    import imaplib
    for i, u in enumerate(users):
        pw = u["password"] if i % 3 else u["password"][::-1]
        u["used_password"] = pw
        try:
            m = imaplib.IMAP4("127.0.0.1", P_IMAP, timeout=8)
            if i % 2:
                m.login(u["email"], pw)
            else:
                blob = f"\0{u['email']}\0{pw}".encode()
                u["plain_b64"] = base64.b64encode(blob).decode()
                m.authenticate("PLAIN", lambda _: blob)
            m.logout()
        except Exception as e:  # failed logins are wanted
            u["error"] = str(e)[:80]
    time.sleep(1)
    with open(os.path.join(d, "run", "master.pid")) as f:
        os.kill(int(f.read().strip()), signal.SIGTERM)
    time.sleep(2)
    shutil.copy(os.path.join(d, "dovecot.log"), os.path.join(CAP, "dovecot.log"))
    PLANTED["runs"]["dovecot"] = users


# ------------------------------------------------------------------ ps auxww / env
def run_ps_env(rng):
    items, procs = [], []
    flags = [("--password={v}", "pw"), ("-p{v}", "pw"), ("--api-key {v}", "key"), ("--token={v}", "tok"),
             ("--db-url=postgresql://{u}:{v}@{h}:5432/app", "dsn"), ("-Dspring.datasource.password={v}", "pw"),
             ("--kennwort={v}", "pw"), ("--secret-access-key {v}", "aws"), ("--jeton {v}", "tok"),
             ("--pwd={v}", "pw")]
    for i, (fmt, kind) in enumerate(flags):
        p = S.person(rng, "en")
        v = S.aws_secret(rng) if kind == "aws" else (S.rstr(rng, 32) if kind in ("key", "tok") else S.password(rng))
        h = S.host(rng)
        arg = fmt.format(v=v, u=p["login"], h=h)
        items.append({"arg": arg, "value": v, "login": p["login"], "host": h if "{h}" in fmt else None})
        cmd = f"exec -a worker-{i} {sys.executable} -c 'import time; time.sleep(20)' " + " ".join(shlex.quote(x) for x in arg.split(" ")) + f" --user {p['login']}"
        procs.append(subprocess.Popen(["bash", "-c", cmd]))
    time.sleep(1.5)
    r = sh("ps auxww | grep 'worker-[0-9]'")
    wfile("ps_auxww.txt", r.stdout)
    for pp in procs:
        pp.kill()
        pp.wait()
    envs = {}
    env_items = []
    for i in range(8):
        p = S.person(rng, S.LOCALE_ORDER[(i * 6) % len(S.LOCALE_ORDER)])
        e = {"AWS_ACCESS_KEY_ID": S.aws_key_id(rng), "AWS_SECRET_ACCESS_KEY": S.aws_secret(rng),
             "PGPASSWORD": S.password(rng), "DB_HOST": S.host(rng), "MAINTAINER": p["name"],
             "MAINTAINER_EMAIL": p["email"], "BUILD_SHA": S.hexs(rng, 40), "LANG": "C.UTF-8",
             "SENHA_BANCO": S.password(rng), "SLACK_WEBHOOK": "https://hooks.example.com/services/T0" + S.rstr(rng, 8, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") + "/" + S.rstr(rng, 24)}
        r = sh(["env", "-i"] + [f"{k}={v}" for k, v in e.items()] + ["env"])
        envs[i] = r.stdout
        env_items.append(e)
    wfile("env_dump.txt", "".join(f"### env {i}\n{t}" for i, t in envs.items()))
    PLANTED["runs"]["ps"] = items
    PLANTED["runs"]["env"] = env_items


def main():
    if os.path.exists(RUN):
        shutil.rmtree(RUN)
    os.makedirs(RUN)
    os.makedirs(CAP, exist_ok=True)
    rng = random.Random(14014)
    version("curl", ["curl", "--version"])
    version("squid", ["squid", "-v"])
    version("lighttpd", ["lighttpd", "-v"])
    version("rsyslogd", ["rsyslogd", "-v"])
    version("sqlite3", ["sqlite3", "--version"])
    version("node", ["node", "--version"])
    version("dovecot", ["dovecot", "--version"])
    version("procps ps", ["ps", "--version"])
    version("coreutils env", ["env", "--version"])
    version("logger", ["logger", "--version"])
    version("python", [sys.executable, "--version"])
    version("python packages", [sys.executable, "-c",
            "import requests,urllib3,sqlalchemy,werkzeug,flask,importlib.metadata as m;"
            "print('requests',requests.__version__,'urllib3',urllib3.__version__,'SQLAlchemy',sqlalchemy.__version__,"
            "'Werkzeug',m.version('werkzeug'),'Flask',m.version('flask'))"])
    flask, wlog = start_flask()
    try:
        for fn in [run_curl, run_requests, run_squid, run_lighttpd, run_rsyslog, run_sqlite,
                   run_sqlalchemy, run_node, run_dovecot, run_ps_env]:
            sub = random.Random(rng.getrandbits(32))
            print("capturing", fn.__name__, flush=True)
            fn(sub)
    finally:
        flask.terminate()
        flask.wait()
    shutil.copy(wlog, os.path.join(CAP, "werkzeug.log"))
    with open(os.path.join(CAP, "planted.json"), "w", encoding="utf-8") as f:
        json.dump(PLANTED, f, ensure_ascii=False, indent=1)
    print("done")


if __name__ == "__main__":
    main()
