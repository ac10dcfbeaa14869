"""Run real software on this machine with planted values; write raw output to captured/.

Programs: sqlite3 CLI, GnuPG (gpg), Erlang/OTP erl (logger, proc_lib crash reports),
Tcl tclsh (errorInfo, http::formatQuery), nginx (access/error log, basic auth, proxy errors),
Flask/werkzeug dev server + requests/urllib3/http.client debug output,
boto3/botocore debug logging against a local moto server (fake keys),
Python smtplib debug output against a minimal local SMTP responder.
All traffic is on 127.0.0.1. Re-running overwrites captured/ (timestamps, pids and
generated keys change; generate.py only reads what is in captured/).
"""
import json
import os
import random
import shutil
import socket
import socketserver
import subprocess
import sys
import tempfile
import threading
import time

import synthlib as S

HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, "captured")
os.makedirs(CAP, exist_ok=True)
rng = random.Random(120012)

P = {}  # planted values


def w(name, data):
    with open(os.path.join(CAP, name), "w", encoding="utf-8") as f:
        f.write(data)


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    return r


def version(cmd):
    try:
        r = run(cmd)
        return (r.stdout + r.stderr).strip().splitlines()[0]
    except Exception as e:  # noqa
        return "unavailable: %s" % e


VERS = {}

# ------------------------------------------------------------------ sqlite3
def cap_sqlite():
    VERS["sqlite3"] = version(["sqlite3", "--version"])
    tmp = tempfile.mkdtemp()
    db = os.path.join(tmp, "crm.db")
    people = []
    specs = [("SE", S.se_personnummer), ("NL", S.nl_bsn), ("FR", S.fr_nir), ("JP", S.jp_my_number),
             ("SG", S.sg_nric), ("MX", S.mx_curp), ("PL", S.pl_pesel), ("BE", S.be_nn)]
    for i, (cc, idf) in enumerate(specs, start=1):
        login = S.ascii_login(rng)
        people.append({
            "id": i, "full_name": S.name(rng, cc), "email": S.email(rng, login + str(i)), "phone": S.phone(rng, cc),
            "national_id": idf(rng), "iban": S.iban(rng, rng.choice(["DE", "NL", "FR", "SE", "PL", "BE"]), spaced=False),
            "card_pan": S.card(rng, rng.choice(["visa", "mc2"])).replace(" ", ""),
            "pw_hash": S.bcrypt_hash(rng), "api_token": "tok_" + S.token(rng, 32),
            "country": cc, "status": rng.choice(["active", "locked", "pending_kyc"]),
            "created_at": "2026-0%d-%02d 0%d:%02d:%02d" % (rng.randint(1, 9), rng.randint(1, 28), rng.randint(0, 9), rng.randint(0, 59), rng.randint(0, 59)),
        })
    builds = []
    for i in range(1, 7):
        builds.append({"build_id": "bld-%06d" % rng.randint(1, 999999), "git_sha": S.hexs(rng, 40),
                       "image_digest": "sha256:" + S.hexs(rng, 64), "artifact_md5": S.hexs(rng, 32),
                       "trace_id": S.hexs(rng, 32), "status": rng.choice(["SUCCESS", "FAILED", "FLAKY"]),
                       "duration_ms": rng.randint(900, 900000)})
    P["sqlite_people"] = people
    P["sqlite_builds"] = builds

    def q(v):
        return "NULL" if v is None else (str(v) if isinstance(v, int) else "'" + str(v).replace("'", "''") + "'")
    sql = ["CREATE TABLE customers(id INTEGER PRIMARY KEY, full_name TEXT, email TEXT, phone TEXT, national_id TEXT, iban TEXT, card_pan TEXT, pw_hash TEXT, api_token TEXT, country TEXT, status TEXT, created_at TEXT);",
           "CREATE TABLE builds(build_id TEXT, git_sha TEXT, image_digest TEXT, artifact_md5 TEXT, trace_id TEXT, status TEXT, duration_ms INTEGER);"]
    for p in people:
        sql.append("INSERT INTO customers VALUES(%s);" % ",".join(q(p[k]) for k in ["id", "full_name", "email", "phone", "national_id", "iban", "card_pan", "pw_hash", "api_token", "country", "status", "created_at"]))
    for b in builds:
        sql.append("INSERT INTO builds VALUES(%s);" % ",".join(q(b[k]) for k in ["build_id", "git_sha", "image_digest", "artifact_md5", "trace_id", "status", "duration_ms"]))
    r = run(["sqlite3", db], input="\n".join(sql))
    assert r.returncode == 0, r.stderr
    modes = {
        "csv": ".headers on\n.mode csv\nSELECT * FROM customers;\n",
        "line": ".mode line\nSELECT id, full_name, email, phone, national_id, pw_hash, status FROM customers WHERE id <= 4;\n",
        "json": ".mode json\nSELECT id, full_name, email, iban, api_token, status FROM customers;\n",
        "insert": ".mode insert customers_backup\nSELECT id, email, card_pan, pw_hash, created_at FROM customers;\n",
        "box": ".mode box\nSELECT id, full_name, phone, status FROM customers WHERE id > 4;\n",
        "builds_csv": ".headers on\n.mode csv\nSELECT * FROM builds;\n",
        "builds_line": ".mode line\nSELECT * FROM builds LIMIT 3;\n",
        "error": "SELECT password FROM customers WHERE email = '%s';\n" % people[0]["email"],
    }
    for m, script in modes.items():
        r = run(["sqlite3", db], input=script)
        w("sqlite_%s.txt" % m, r.stdout + r.stderr)
    shutil.rmtree(tmp)


# ------------------------------------------------------------------ gpg
def cap_gpg():
    VERS["gpg"] = version(["gpg", "--version"])
    home = tempfile.mkdtemp()
    home2 = tempfile.mkdtemp()
    os.chmod(home, 0o700)
    os.chmod(home2, 0o700)
    uids = [("Jürgen Groß", "juergen.gross@example.org"), (S.name(rng, "PL"), "z.wojcik@corp.example.net")]
    P["gpg_uids"] = uids
    env = dict(os.environ, GNUPGHOME=home)
    for nm, em in uids:
        r = run(["gpg", "--batch", "--pinentry-mode", "loopback", "--passphrase", "", "--quick-gen-key", "%s <%s>" % (nm, em), "ed25519", "sign", "never"], env=env)
        w("gpg_genkey_%s.txt" % em.split("@")[0], r.stdout + r.stderr)
    r = run(["gpg", "--list-secret-keys", "--keyid-format", "long"], env=env)
    w("gpg_list_secret.txt", r.stdout)
    r = run(["gpg", "--list-keys", "--with-colons"], env=env)
    w("gpg_list_colons.txt", r.stdout)
    r = run(["gpg", "--batch", "--pinentry-mode", "loopback", "--passphrase", "", "--armor", "--export-secret-keys", uids[0][1]], env=env)
    w("gpg_export_secret.asc", r.stdout)
    r = run(["gpg", "--armor", "--export", uids[1][1]], env=env)
    w("gpg_export_public.asc", r.stdout)
    env2 = dict(os.environ, GNUPGHOME=home2)
    r = run(["gpg", "--batch", "--import", os.path.join(CAP, "gpg_export_public.asc")], env=env2)
    w("gpg_import.txt", r.stderr)
    for h in (home, home2):
        run(["gpgconf", "--kill", "all"], env=dict(os.environ, GNUPGHOME=h))
        shutil.rmtree(h, ignore_errors=True)


# ------------------------------------------------------------------ erlang
def cap_erl():
    VERS["erl"] = "Erlang/OTP " + run(["erl", "-noshell", "-eval", "io:format(\"~s~n\",[erlang:system_info(otp_release)]),halt()."]).stdout.strip()
    e = {"user": "svc_" + S.ascii_login(rng).replace(".", ""), "pw": S.password(rng), "host": S.host(rng),
         "token": S.token(rng, 40), "email": S.email(rng), "phone": S.phone(rng, "NG"), "cookie": S.token(rng, 20, S.UP)}
    P["erl"] = e
    code = r'''
logger:set_primary_config(level, info),
logger:error("auth failed for ~s: ~p", ["%(user)s", #{user => <<"%(user)s">>, password => <<"%(pw)s">>, attempt => 3}]),
logger:warning("retrying connection to ~s after ~p", ["%(host)s", {error, econnrefused}]),
proc_lib:spawn(fun() -> exit({db_connect_failed, "postgres://%(user)s:%(pw)s@%(host)s:5432/ledger"}) end),
timer:sleep(150),
spawn(fun() -> erlang:error({badmatch, [{api_token, "%(token)s"}, {owner, "%(email)s"}]}) end),
timer:sleep(150),
logger:notice("sms gateway accepted msisdn=~s ref=~s", ["%(phone)s", "MSG-0042"]),
logger:info(#{event => session_started, cookie => '%(cookie)s', node => 'ledger@%(host)s'}),
timer:sleep(100),
erlang:halt().
''' % e
    r = run(["erl", "-noshell", "-eval", code.replace("\n", " ")])
    w("erl_output.txt", r.stdout + r.stderr)


# ------------------------------------------------------------------ tcl
def cap_tcl():
    VERS["tclsh"] = "Tcl " + run(["tclsh"], input="puts [info patchlevel]\n").stdout.strip()
    t = {"user": S.ascii_login(rng).replace(".", "_"), "pw": S.password(rng).replace("$", "").replace("[", "").replace("\\", ""),
         "host": S.host(rng), "name": S.name(rng, "FR"), "email": S.email(rng), "otp": S.otp(rng), "key": S.token(rng, 32)}
    P["tcl"] = t
    script = r'''
package require http
proc connect {dsn} { error "connection refused: $dsn (errno 111)" }
proc login {user pass} { connect "mysql://$user:$pass@%(host)s:3306/crm" }
if {[catch {login %(user)s {%(pw)s}} msg]} { puts $::errorInfo }
puts "query: [http::formatQuery username {%(email)s} password {%(pw)s} otp %(otp)s lang fr]"
set rec [dict create name {%(name)s} email {%(email)s} api_key %(key)s role admin]
puts "record: $rec"
proc charge {amount} { return -code error -errorcode {PAYMENT DECLINED E402} "declined amount=$amount for {%(name)s}" }
if {[catch {charge 42.50} m opts]} { puts "errorcode=[dict get $opts -errorcode] msg=$m" }
''' % t
    r = run(["tclsh"], input=script)
    w("tcl_output.txt", r.stdout + r.stderr)


# ------------------------------------------------------------------ nginx
def cap_nginx():
    import requests
    VERS["nginx"] = version(["nginx", "-v"])
    pre = tempfile.mkdtemp()
    os.makedirs(os.path.join(pre, "logs"))
    os.makedirs(os.path.join(pre, "html", "admin"))
    with open(os.path.join(pre, "html", "admin", "index.html"), "w") as f:
        f.write("ok\n")
    n = {"user_ok": S.ascii_login(rng).replace(".", ""), "pw_ok": S.password(rng), "pw_bad": S.password(rng),
         "user_unknown": S.ascii_login(rng).replace(".", "") + "x", "server": S.host(rng), "vhost": S.host(rng),
         "xff": [S.doc_ip(rng) for _ in range(6)], "api_key": S.token(rng, 32), "reset_tok": S.token(rng, 48, S.HEX),
         "email": S.email(rng), "device": S.uuid4(rng).upper(), "req_id": S.hexs(rng, 32), "sess": S.token(rng, 26, "abcdefghijklmnopqrstuv0123456789")}
    P["nginx"] = n
    with open(os.path.join(pre, "htpasswd"), "w") as f:
        f.write("%s:{PLAIN}%s\n" % (n["user_ok"], n["pw_ok"]))
    conf = r'''
worker_processes 1;
pid %(pre)s/nginx.pid;
error_log %(pre)s/logs/error.log info;
events { worker_connections 64; }
http {
  access_log off;
  log_format main '$http_x_forwarded_for - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" rt=$request_time req_id=$http_x_request_id host=$host';
  client_body_temp_path %(pre)s/tmp;
  proxy_temp_path %(pre)s/tmp;
  fastcgi_temp_path %(pre)s/tmp;
  uwsgi_temp_path %(pre)s/tmp;
  scgi_temp_path %(pre)s/tmp;
  server {
    listen 127.0.0.1:18431;
    server_name %(server)s;
    access_log %(pre)s/logs/access.log main;
    root %(pre)s/html;
    location /admin/ { auth_basic "ops"; auth_basic_user_file %(pre)s/htpasswd; }
    location /api/ { proxy_pass http://127.0.0.1:9; }
    location / { return 200 "ok\n"; }
  }
}
''' % dict(n, pre=pre)
    os.chmod(pre, 0o755)
    os.chmod(os.path.join(pre, "htpasswd"), 0o644)
    cpath = os.path.join(pre, "nginx.conf")
    with open(cpath, "w") as f:
        f.write(conf)
    r = run(["nginx", "-c", cpath, "-p", pre])
    assert r.returncode == 0, r.stderr
    time.sleep(0.5)
    base = "http://127.0.0.1:18431"
    ua = "ShopApp/5.3.1 (Android 14; device-id=%s)" % n["device"]
    reqs = [
        ("get", "/admin/", dict(auth=(n["user_ok"], n["pw_ok"]))),
        ("get", "/admin/", dict(auth=(n["user_ok"], n["pw_bad"]))),
        ("get", "/admin/", dict(auth=(n["user_unknown"], n["pw_bad"]))),
        ("get", "/api/v2/orders?api_key=%s&limit=50" % n["api_key"], {}),
        ("get", "/account/reset?token=%s&email=%s" % (n["reset_tok"], n["email"]), {}),
        ("post", "/api/v1/session", dict(data={"session": n["sess"]})),
        ("get", "/healthz", {}),
    ]
    for i, (m, path, kw) in enumerate(reqs):
        h = {"X-Forwarded-For": n["xff"][i % 6], "User-Agent": ua, "X-Request-Id": n["req_id"][:24] + "%08d" % i,
             "Host": n["vhost"] if i % 2 else n["server"], "Referer": "https://portal.example.com/login?next=/admin"}
        try:
            getattr(requests, m)(base + path, headers=h, timeout=5, **kw)
        except Exception as e:  # noqa
            print("req error", e)
    time.sleep(0.3)
    run(["nginx", "-c", cpath, "-p", pre, "-s", "stop"])
    time.sleep(0.5)
    shutil.copy(os.path.join(pre, "logs", "access.log"), os.path.join(CAP, "nginx_access.log"))
    shutil.copy(os.path.join(pre, "logs", "error.log"), os.path.join(CAP, "nginx_error.log"))
    shutil.rmtree(pre)


# ------------------------------------------------------------------ flask + requests
FLASK_APP = r'''
import logging, sys
from flask import Flask, request
logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s [%(name)s] %(message)s")
app = Flask("billing")
@app.post("/api/login")
def login():
    body = request.get_json()
    app.logger.info("login attempt payload=%r", body)
    return {"ok": False, "error": "AUTH_INVALID_CREDENTIALS"}, 401
@app.get("/api/reset")
def reset():
    return {"ok": True}
@app.post("/api/charge")
def charge():
    f = request.form.to_dict()
    raise ValueError("card declined (E_CARD_DECLINED): %r" % f)
@app.get("/api/profile")
def profile():
    app.logger.warning("profile lookup for %s from %s", request.args.get("email"), request.headers.get("X-Real-IP"))
    return {"name": request.args.get("name")}
app.run(host="127.0.0.1", port=18432)
'''

FLASK_CLIENT = r'''
import http.client, logging, sys, json, requests
http.client.HTTPConnection.debuglevel = 1
logging.basicConfig(level=logging.DEBUG, stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s %(message)s")
P = json.loads(sys.argv[1])
b = "http://127.0.0.1:18432"
s = requests.Session()
s.cookies.set("sessionid", P["sess"])
s.post(b + "/api/login", json={"username": P["user"], "password": P["pw"], "otp": P["otp"]}, headers={"Authorization": "Bearer " + P["bearer"]})
s.get(b + "/api/reset", params={"token": P["reset"], "email": P["email"]})
s.post(b + "/api/charge", data={"pan": P["card"], "cvv": P["cvv"], "holder": P["name"]})
s.get(b + "/api/profile", params={"email": P["email"], "name": P["name"]}, headers={"X-Real-IP": P["ip"]}, auth=(P["user"], P["pw"]))
'''


def wait_port(port, t=20):
    end = time.time() + t
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return True
        except OSError:
            time.sleep(0.2)
    return False


def cap_flask():
    import flask, requests, urllib3  # noqa
    from importlib.metadata import version as pv
    VERS["flask"] = "Flask %s, Werkzeug %s, requests %s, urllib3 %s" % (pv("flask"), pv("werkzeug"), pv("requests"), pv("urllib3"))
    f = {"user": S.ascii_login(rng), "pw": S.password(rng), "otp": S.otp(rng), "bearer": S.jwt(rng),
         "reset": S.token(rng, 43, S.B62 + "-_"), "email": S.email(rng), "card": S.card(rng, "visa"), "cvv": S.digits(rng, 3),
         "name": S.name(rng, "VN"), "ip": S.doc_ip(rng), "sess": S.token(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")}
    P["flask"] = f
    tmp = tempfile.mkdtemp()
    ap = os.path.join(tmp, "app.py")
    cp = os.path.join(tmp, "client.py")
    open(ap, "w").write(FLASK_APP)
    open(cp, "w").write(FLASK_CLIENT)
    errf = open(os.path.join(CAP, "flask_server.log"), "w")
    srv = subprocess.Popen([sys.executable, ap], stdout=errf, stderr=errf, cwd=tmp)
    try:
        assert wait_port(18432)
        r = run([sys.executable, cp, json.dumps(f)])
        w("requests_client_stdout.txt", r.stdout)
        w("requests_client_stderr.txt", r.stderr)
        time.sleep(0.3)
    finally:
        srv.terminate()
        srv.wait(10)
        errf.close()
    shutil.rmtree(tmp)


# ------------------------------------------------------------------ boto3 / moto
BOTO_CLIENT = r'''
import json, logging, sys, boto3
from moto.server import ThreadedMotoServer
P = json.loads(sys.argv[1])
srv = ThreadedMotoServer(ip_address="127.0.0.1", port=18433)
srv.start()
logging.basicConfig(level=logging.DEBUG, stream=sys.stderr, format="%(asctime)s %(name)s [%(levelname)s] %(message)s")
for n in ["botocore.hooks", "botocore.loaders", "botocore.regions", "botocore.credentials", "botocore.utils", "botocore.client", "botocore.retryhandler", "botocore.httpchecksum", "botocore.endpoint_provider", "werkzeug", "urllib3", "botocore.configprovider", "botocore.parsers"]:
    logging.getLogger(n).setLevel(logging.WARNING)
kw = dict(endpoint_url="http://127.0.0.1:18433", region_name="eu-west-1", aws_access_key_id=P["akid"], aws_secret_access_key=P["secret"], aws_session_token=P["session"])
sm = boto3.client("secretsmanager", **kw)
sm.create_secret(Name="prod/billing/db", SecretString=json.dumps({"username": P["dbuser"], "password": P["dbpw"], "host": P["dbhost"]}))
sm.get_secret_value(SecretId="prod/billing/db")
s3 = boto3.client("s3", **kw)
s3.create_bucket(Bucket="invoices-archive", CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
s3.put_object(Bucket="invoices-archive", Key="2026/11/" + P["email"] + "/INV-20931.pdf", Body=b"%PDF-1.4", Metadata={"owner-phone": P["phone"]})
try:
    s3.get_object(Bucket="invoices-archive", Key="missing/INV-00000.pdf")
except Exception as e:
    logging.getLogger("app").error("download failed: %s", e)
srv.stop()
'''


def cap_boto():
    from importlib.metadata import version as pv
    VERS["boto"] = "boto3 %s, botocore %s, moto %s" % (pv("boto3"), pv("botocore"), pv("moto"))
    b = {"akid": S.aws_akid(rng), "secret": S.aws_secret(rng), "session": "IQoJb3JpZ2luX2VjE" + S.token(rng, 120, S.B62 + "/+"),
         "dbuser": "billing_" + S.ascii_login(rng).replace(".", ""), "dbpw": S.password(rng), "dbhost": S.host(rng),
         "email": S.email(rng), "phone": S.phone(rng, "DE")}
    P["boto"] = b
    tmp = tempfile.mkdtemp()
    cp = os.path.join(tmp, "client.py")
    open(cp, "w").write(BOTO_CLIENT)
    r = run([sys.executable, cp, json.dumps(b)], cwd=tmp, timeout=300)
    w("botocore_debug.log", r.stderr)
    w("botocore_stdout.txt", r.stdout)
    shutil.rmtree(tmp)


# ------------------------------------------------------------------ smtplib
class SMTPH(socketserver.StreamRequestHandler):
    def handle(self):
        self.wfile.write(b"220 mx-test.example.net ESMTP ready\r\n")
        data_mode = False
        auth_login = 0
        while True:
            line = self.rfile.readline()
            if not line:
                return
            if data_mode:
                if line == b".\r\n":
                    data_mode = False
                    self.wfile.write(b"250 2.0.0 Ok: queued as 4F2A91C03B\r\n")
                continue
            if auth_login:
                auth_login += 1
                self.wfile.write(b"334 UGFzc3dvcmQ6\r\n" if auth_login == 2 else b"535 5.7.8 Error: authentication failed\r\n")
                if auth_login > 2:
                    auth_login = 0
                continue
            u = line.upper()
            if u.startswith(b"EHLO"):
                self.wfile.write(b"250-mx-test.example.net\r\n250-SIZE 10240000\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n")
            elif u.startswith(b"AUTH PLAIN"):
                self.wfile.write(b"235 2.7.0 Authentication successful\r\n")
            elif u.startswith(b"AUTH LOGIN"):
                auth_login = 1
                self.wfile.write(b"334 VXNlcm5hbWU6\r\n")
            elif u.startswith(b"DATA"):
                data_mode = True
                self.wfile.write(b"354 End data with <CR><LF>.<CR><LF>\r\n")
            elif u.startswith(b"QUIT"):
                self.wfile.write(b"221 2.0.0 Bye\r\n")
                return
            else:
                self.wfile.write(b"250 2.1.0 Ok\r\n")


SMTP_CLIENT = r'''
import smtplib, sys, json
P = json.loads(sys.argv[1])
s = smtplib.SMTP("127.0.0.1", 18434, local_hostname=P["helo"])
s.set_debuglevel(1)
s.ehlo(P["helo"])
s.login(P["user"], P["pw"])
msg = "From: %s <%s>\r\nTo: %s\r\nSubject: Your verification code\r\n\r\nHello %s, your code is %s. Call %s if this was not you.\r\n" % ("Support", "noreply@example.com", P["rcpt"], P["name"], P["otp"], P["phone"])
s.sendmail("noreply@example.com", [P["rcpt"]], msg.encode("utf-8"))
s.quit()
s = smtplib.SMTP("127.0.0.1", 18434, local_hostname=P["helo"])
s.set_debuglevel(1)
s.ehlo(P["helo"])
s.esmtp_features["auth"] = "LOGIN"
try:
    s.login(P["user2"], P["pw2"])
except smtplib.SMTPAuthenticationError as e:
    print("auth error", e.smtp_code, file=sys.stderr)
s.quit()
'''


def cap_smtp():
    VERS["smtplib"] = "CPython %s smtplib" % sys.version.split()[0]
    m = {"helo": S.short_host(rng) + ".corp.example.net", "user": S.email(rng), "pw": S.password(rng), "rcpt": S.email(rng),
         "name": S.name(rng, "ID"), "otp": S.otp(rng), "phone": S.phone(rng, "ID"), "user2": S.ascii_login(rng) + "_relay", "pw2": S.password(rng)}
    P["smtp"] = m
    socketserver.ThreadingTCPServer.allow_reuse_address = True
    srv = socketserver.ThreadingTCPServer(("127.0.0.1", 18434), SMTPH)
    th = threading.Thread(target=srv.serve_forever, daemon=True)
    th.start()
    tmp = tempfile.mkdtemp()
    cp = os.path.join(tmp, "c.py")
    open(cp, "w").write(SMTP_CLIENT)
    r = run([sys.executable, cp, json.dumps(m, ensure_ascii=False)])
    w("smtplib_debug.txt", r.stderr + r.stdout)
    srv.shutdown()
    srv.server_close()
    shutil.rmtree(tmp)


if __name__ == "__main__":
    only = sys.argv[1:]
    steps = [("sqlite", cap_sqlite), ("gpg", cap_gpg), ("erl", cap_erl), ("tcl", cap_tcl), ("nginx", cap_nginx),
             ("flask", cap_flask), ("boto", cap_boto), ("smtp", cap_smtp)]
    for nm, fn in steps:
        # each step draws from rng in order, so always run all steps for stable planted values
        print("capturing", nm, flush=True)
        fn()
    P["_versions"] = VERS
    w("planted.json", json.dumps(P, ensure_ascii=False, indent=1, sort_keys=True))
    print("done")
