#!/usr/bin/env python3
"""Run real software on this machine with planted synthetic values and store the
raw output in captured/.  Run once; generate.py only reads captured/.

Services touched (all on 127.0.0.1, all restored afterwards):
  redis      -- redis-cli MONITOR in one process, redis-cli commands in another;
                keys prefixed "corpus9:", deleted at the end.
  mariadb    -- general log switched to /tmp temporarily, database corpus9_tmp,
                both restored / dropped at the end.
  postgres   -- session-level SET log_statement (no server change), temp tables.
  mosquitto  -- QoS 0 non-retained publish, debug client output + server log lines.
  nats       -- raw protocol transcript (CONNECT/PUB/PING).
Local-only programs: python logging / http.server / urllib / requests / botocore
(with moto, no network), curl, openssl, ssh-keygen, sqlite3, node, java.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate as G  # noqa: E402

CAP = os.path.join(HERE, "captured")
os.makedirs(CAP, exist_ok=True)
v = G.V(424242)
P = {}  # name -> {"value":..., "cat": "secret"|"private"}


def plant(name, value, cat):
    P[name] = {"value": value, "cat": cat}
    return value


def run(cmd, inp=None, env=None, timeout=60, shell=False):
    e = dict(os.environ)
    if env:
        e.update(env)
    p = subprocess.run(cmd, input=inp, capture_output=True, text=True, env=e, timeout=timeout, shell=shell)
    return p.stdout, p.stderr, p.returncode


def urlpw():
    return "".join(c for c in v.password() if c not in "#%?@/&:$")


def save(name, text):
    with open(os.path.join(CAP, name), "w", encoding="utf-8") as f:
        f.write(text)


# ---------------------------------------------------------------- redis
def cap_redis():
    r_name = plant("redis_name", v.person("de"), "private")
    r_email = plant("redis_email", v.email(r_name), "private")
    r_phone = plant("redis_phone", v.phone("de"), "private")
    r_ja = plant("redis_ja_name", v.person("ja"), "private")
    r_ja_mail = plant("redis_ja_email", v.email(), "private")
    r_jwt = plant("redis_jwt", v.jwt(), "secret")
    r_csrf = plant("redis_csrf", v.hex(40), "secret")
    r_sk = plant("redis_stripe", v.token("stripe_sk")[:40], "secret")
    r_otp = plant("redis_otp", v.token("otp"), "secret")
    r_otp_phone = plant("redis_otp_phone", v.phone("gb", intl=True), "private")
    r_reset = plant("redis_reset_token", v.b64(24, url=True, pad=False), "secret")
    r_card = plant("redis_card", v.card("visa"), "private")
    r_ru = plant("redis_ru_name", v.person("ru"), "private")
    r_ip = plant("redis_client_ip", v.ip(public=True), "private")
    r_user = plant("redis_username", v.username(r_name), "private")
    sid = plant("redis_session_id", v.hex(32), "secret")
    uid = v.digits(6)
    mon = subprocess.Popen(["redis-cli", "-h", "127.0.0.1", "monitor"], stdout=open("/tmp/corpus9_monitor.txt", "w"),
                           stderr=subprocess.STDOUT)
    time.sleep(0.7)
    cmds = [
        ["HSET", "corpus9:user:%s" % uid, "name", r_name, "email", r_email, "phone", r_phone, "login", r_user],
        ["SET", "corpus9:session:%s" % sid, json.dumps({"user_id": int(uid), "csrf": r_csrf, "access_token": r_jwt,
                                                       "ip": r_ip}), "EX", "3600"],
        ["SET", "corpus9:tenant:acme:stripe_key", r_sk],
        ["HSET", "corpus9:otp:%s" % r_otp_phone.replace(" ", ""), "code", r_otp, "attempts", "0"],
        ["EXPIRE", "corpus9:otp:%s" % r_otp_phone.replace(" ", ""), "300"],
        ["LPUSH", "corpus9:queue:mail", json.dumps({"to": r_ja_mail, "name": r_ja, "template": "welcome"}, ensure_ascii=False)],
        ["SETEX", "corpus9:pwreset:%s" % r_reset, "900", r_email],
        ["HSET", "corpus9:checkout:%s" % v.hex(12), "pan", r_card, "holder", r_ru, "amount", "129.90", "currency", "EUR"],
        ["AUTH", r_user, "not-a-real-password-just-redacted"],
        ["GET", "corpus9:tenant:acme:stripe_key"],
        ["HGETALL", "corpus9:user:%s" % uid],
    ]
    for c in cmds:
        run(["redis-cli", "-h", "127.0.0.1", "--no-auth-warning"] + c)
        time.sleep(0.05)
    out, _, _ = run("redis-cli -h 127.0.0.1 --scan --pattern 'corpus9:*'", shell=True)
    for k in out.split():
        run(["redis-cli", "-h", "127.0.0.1", "DEL", k])
    time.sleep(0.5)
    mon.send_signal(signal.SIGINT)
    mon.wait(5)
    save("redis_monitor.log", open("/tmp/corpus9_monitor.txt", encoding="utf-8", errors="replace").read())
    os.remove("/tmp/corpus9_monitor.txt")


# ---------------------------------------------------------------- mariadb
def cap_mariadb():
    logf = "/tmp/corpus9_mariadb_general.log"
    name = plant("my_name", v.person("fr"), "private")
    email = plant("my_email", v.email(name), "private")
    phone = plant("my_phone", v.phone("fr"), "private")
    nir = plant("my_nir", v.nat_id("fr_nir"), "private")
    iban = plant("my_iban", v.iban("FR"), "private")
    name2 = plant("my_name2", v.person("es"), "private")
    email2 = plant("my_email2", v.email(name2), "private")
    dni = plant("my_dni", v.nat_id("es_dni"), "private")
    pw_plain = plant("my_plain_pw", v.password(), "secret")
    appuser = plant("my_appuser", v.username(name), "private")
    appuser2 = plant("my_appuser2", v.username(name2), "private")
    apikey = plant("my_apikey", v.token("sendgrid"), "secret")
    badpw = plant("my_badpw", v.password(), "secret")
    bad_user = plant("my_bad_user", v.username(), "private")
    dob = plant("my_dob", v.dob("iso"), "private")
    sql_setup = [
        "SET GLOBAL general_log_file='%s'" % logf,
        "SET GLOBAL general_log=ON",
    ]
    run(["mariadb", "-h", "127.0.0.1", "-uroot", "-e", ";".join(sql_setup)])
    try:
        script = """
CREATE DATABASE corpus9_tmp;
USE corpus9_tmp;
CREATE TABLE customers (id INT PRIMARY KEY AUTO_INCREMENT, full_name VARCHAR(100), email VARCHAR(100), phone VARCHAR(40),
  national_id VARCHAR(20), iban VARCHAR(40), birth_date DATE, created_at TIMESTAMP DEFAULT '2026-11-30 08:15:02') DEFAULT CHARSET=utf8mb4;
INSERT INTO customers (full_name,email,phone,national_id,iban,birth_date) VALUES ('%(name)s','%(email)s','%(phone)s','%(nir)s','%(iban)s','%(dob)s');
INSERT INTO customers (full_name,email,phone,national_id,iban,birth_date) VALUES ('%(name2)s','%(email2)s',NULL,'%(dni)s',NULL,NULL);
CREATE TABLE user_copy (User CHAR(128), Host CHAR(255), authentication_string TEXT, plugin CHAR(64));
INSERT INTO user_copy VALUES ('%(appuser)s','10.20.%%','*' ,'mysql_native_password');
UPDATE user_copy SET authentication_string = PASSWORD('%(pw)s') WHERE User='%(appuser)s';
INSERT INTO user_copy SELECT '%(appuser2)s','%%',PASSWORD('%(pw2)s'),'mysql_native_password';
CREATE TABLE api_keys (id INT, tenant VARCHAR(40), secret VARCHAR(200), created_by VARCHAR(60), last_used DATETIME);
INSERT INTO api_keys VALUES (7,'acme-eu','%(apikey)s','%(email)s','2026-12-01 14:22:09');
SELECT id, full_name, email FROM customers WHERE email = '%(email)s';
""" % dict(name=name, email=email, phone=phone, nir=nir, iban=iban, dob=dob, name2=name2, email2=email2, dni=dni,
           appuser=appuser, appuser2=appuser2, pw=pw_plain, pw2=v.password(), apikey=apikey)
        o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-uroot"], inp=script)
        assert rc == 0, e
        o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-u", bad_user, "-p" + badpw, "-e", "select 1"])
        save("mariadb_client_error.txt", e)
        # result rows in several client formats
        q1 = "SELECT id, full_name, email, phone, national_id, iban, birth_date FROM corpus9_tmp.customers"
        o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-uroot", "-B", "-e", q1])
        save("mariadb_batch.tsv", o)
        o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-uroot", "-e",
                        "SELECT User, Host, authentication_string, plugin FROM corpus9_tmp.user_copy\\G"])
        save("mariadb_vertical.txt", o)
        o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-uroot", "-X", "-e", "SELECT * FROM corpus9_tmp.api_keys"])
        save("mariadb_xml.txt", o)
        o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-uroot", "-t", "-e", q1 + " WHERE id = 2"])
        save("mariadb_table.txt", o)
    finally:
        run(["mariadb", "-h", "127.0.0.1", "-uroot", "-e", "DROP DATABASE IF EXISTS corpus9_tmp"])
        run(["mariadb", "-h", "127.0.0.1", "-uroot", "-e", "SET GLOBAL general_log=OFF; SET GLOBAL general_log_file='vm.log'"])
    o, e, rc = run(["mariadb", "-h", "127.0.0.1", "-uroot", "-B", "-e", "show variables like 'general_log%'"])
    assert "OFF" in o and "vm.log" in o, o
    save("mariadb_general.log", open(logf, encoding="utf-8", errors="replace").read())
    os.remove(logf)


# ---------------------------------------------------------------- postgres
def cap_postgres():
    logf = "/var/log/postgresql/postgresql-15-main.log"
    start = os.path.getsize(logf)
    name = plant("pg_name", v.person("pl"), "private")
    email = plant("pg_email", v.email(name), "private")
    pesel = plant("pg_pesel", v.nat_id("pl_pesel"), "private")
    phone = plant("pg_phone", v.phone("pl"), "private")
    iban = plant("pg_iban", v.iban("PL"), "private")
    name2 = plant("pg_name2", v.person("zh"), "private")
    email2 = plant("pg_email2", v.email(), "private")
    phone2 = plant("pg_phone2", v.phone("cn"), "private")
    ric = plant("pg_ric", v.nat_id("cn_ric"), "private")
    scram = plant("pg_scram", v.token("pg_scram"), "secret")
    refresh = plant("pg_refresh", v.b64(48, url=True, pad=False), "secret")
    access = plant("pg_access", v.token("gcp_oauth")[:90], "secret")
    set_key = plant("pg_setcfg_key", v.token("openai")[:60], "secret")
    login = plant("pg_login", v.username(name), "private")
    login2 = plant("pg_login2", v.username(), "private")
    ghost = plant("pg_ghost_role", v.username(), "private")
    ghost_pw = plant("pg_ghost_pw", urlpw(), "secret")
    script = r"""
SET log_statement = 'all';
SET application_name = 'corpus9-capture';
CREATE TEMP TABLE app_users (id serial PRIMARY KEY, login text UNIQUE, full_name text, email text UNIQUE, phone text, pesel text, iban text, password_hash text);
INSERT INTO app_users (login, full_name, email, phone, pesel, iban, password_hash) VALUES ('%(login)s', '%(name)s', '%(email)s', '%(phone)s', '%(pesel)s', '%(iban)s', '%(scram)s');
INSERT INTO app_users (login, full_name, email, phone, pesel, iban) VALUES ('%(login2)s', '%(name2)s', '%(email2)s', '%(phone2)s', '%(ric)s', NULL);
INSERT INTO app_users (login, full_name, email) VALUES ('%(login)s-2', 'dup', '%(email)s');
CREATE TEMP TABLE oauth_tokens (id bigserial, user_id int, client_id text, access_token text, refresh_token text, expires_at timestamptz);
INSERT INTO oauth_tokens (user_id, client_id, access_token, refresh_token, expires_at) VALUES (1, 'mobile-ios', '%(access)s', '%(refresh)s', '2026-12-05 09:00:00+00');
SELECT set_config('app.openai_key', '%(setkey)s', false) IS NOT NULL AS ok;
SELECT * FROM app_users WHERE email = '%(email)s' AND pesel = '%(pesel)s';
\pset format csv
SELECT id, login, full_name, email, phone, pesel, iban FROM app_users ORDER BY id;
\pset format unaligned
\pset fieldsep '\t'
SELECT user_id, client_id, access_token, refresh_token, expires_at FROM oauth_tokens;
\pset format aligned
\x on
SELECT id, login, email, password_hash FROM app_users WHERE id = 1;
\x off
SELECT json_build_object('id', id, 'login', login, 'full_name', full_name, 'email', email, 'phone', phone) FROM app_users ORDER BY id;
""" % dict(login=login, name=name, email=email, phone=phone, pesel=pesel, iban=iban, scram=scram, login2=login2,
           name2=name2, email2=email2, phone2=phone2, ric=ric, access=access, refresh=refresh, setkey=set_key)
    o, e, rc = run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-X", "-q"], inp=script)
    save("psql_out.txt", o)
    save("psql_err.txt", e)
    o, e, rc = run(["psql", "postgresql://%s:%s@127.0.0.1:5432/postgres?sslmode=disable&application_name=corpus9" % (ghost, ghost_pw),
                    "-c", "select 1"])
    save("psql_conn_error.txt", e)
    time.sleep(1.0)
    with open(logf, "rb") as f:
        f.seek(start)
        save("postgres_server.log", f.read().decode("utf-8", "replace"))


# ---------------------------------------------------------------- sqlite3
def cap_sqlite():
    db = "/tmp/corpus9.sqlite3"
    if os.path.exists(db):
        os.remove(db)
    rows = []
    for loc, cc in (("ko", "kr"), ("ar", "in"), ("sv", "se"), ("en", "gb")):
        n = plant("sq_name_%s" % loc, v.person(loc), "private")
        m = plant("sq_email_%s" % loc, v.email(n if loc not in ("ko", "ar") else None), "private")
        ph = plant("sq_phone_%s" % loc, v.phone(cc), "private")
        rows.append((n, m, ph))
    sess = [plant("sq_sess_%d" % i, v.token("django_session"), "secret") for i in range(3)]
    pbk = [plant("sq_pbkdf2_%d" % i, v.token("pbkdf2_django"), "secret") for i in range(2)]
    usernames = [plant("sq_user_%d" % i, v.username(rows[i][0] if i >= 2 else None), "private") for i in range(2)]
    ips = [plant("sq_ip_%d" % i, v.ip(), "private") for i in range(3)]
    sql = ["CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, email TEXT, phone TEXT, created_at TEXT);"]
    for i, (n, m, ph) in enumerate(rows):
        sql.append("INSERT INTO customers VALUES (%d, '%s', '%s', '%s', '2026-0%d-1%d 10:0%d:00');" % (i + 101, n, m, ph, i + 3, i, i))
    sql.append("CREATE TABLE django_session (session_key TEXT, session_data TEXT, expire_date TEXT);")
    for i, s in enumerate(sess):
        data = G.base64.b64encode(json.dumps({"_auth_user_id": str(40 + i), "_auth_user_backend": "django.contrib.auth.backends.ModelBackend"}).encode()).decode()
        sql.append("INSERT INTO django_session VALUES ('%s', '%s', '2026-12-1%d 00:00:00');" % (s, data, i))
    sql.append("CREATE TABLE auth_user (id INTEGER, password TEXT, last_login TEXT, is_superuser INTEGER, username TEXT, email TEXT, date_joined TEXT);")
    for i in range(2):
        sql.append("INSERT INTO auth_user VALUES (%d, '%s', '2026-11-2%d 17:44:0%d', %d, '%s', '%s', '2024-0%d-0%d 09:00:00');" % (
            40 + i, pbk[i], i, i, i % 2, usernames[i], rows[i][1], i + 1, i + 2))
    sql.append("CREATE TABLE audit_log (id INTEGER, at TEXT, actor TEXT, action TEXT, ip TEXT, status INTEGER);")
    for i in range(3):
        sql.append("INSERT INTO audit_log VALUES (%d, '2026-12-0%dT0%d:1%d:22Z', '%s', '%s', '%s', %d);" % (
            9000 + i, i + 1, i, i, rows[i][1], ["login.success", "password.change", "mfa.disable"][i], ips[i], [200, 204, 403][i]))
    run(["sqlite3", db], inp="\n".join(sql))
    out = {}
    out["sqlite_json.txt"] = run(["sqlite3", "-json", db, "SELECT * FROM customers;"])[0]
    out["sqlite_csv.txt"] = run(["sqlite3", "-csv", "-header", db, "SELECT * FROM auth_user;"])[0]
    out["sqlite_line.txt"] = run(["sqlite3", "-line", db, "SELECT * FROM django_session LIMIT 1;"])[0]
    out["sqlite_box.txt"] = run(["sqlite3", "-box", db, "SELECT * FROM audit_log;"])[0]
    out["sqlite_tabs.txt"] = run(["sqlite3", "-tabs", "-header", db, "SELECT session_key, expire_date FROM django_session;"])[0]
    out["sqlite_insert.txt"] = run(["sqlite3", "-cmd", ".mode insert customers", db, "SELECT * FROM customers WHERE id > 102;"])[0]
    for k, t in out.items():
        save(k, t)
    os.remove(db)


# ---------------------------------------------------------------- python (logging, http.server, urllib, requests)
PY_PROG = r'''
import http.server, threading, urllib.request, logging, sys, json, io, base64, time
planted = json.loads(sys.argv[1])
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{"ok":true}'
        self.send_response(200); self.send_header("Content-Type", "application/json")
        self.send_header("Set-Cookie", "sessionid=%s; HttpOnly; Path=/; SameSite=Lax" % planted["py_cookie"])
        self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def do_POST(self):
        n = int(self.headers.get("Content-Length", 0)); self.rfile.read(n)
        self.send_response(401); self.send_header("Content-Length", "0"); self.end_headers()
srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
port = srv.server_address[1]
threading.Thread(target=srv.serve_forever, daemon=True).start()
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="%(asctime)s %(levelname)s [%(name)s] %(message)s")
log = logging.getLogger("corpus9.app")
opener = urllib.request.build_opener(urllib.request.HTTPHandler(debuglevel=1))
req = urllib.request.Request("http://127.0.0.1:%d/api/v2/reports?access_token=%s&format=csv" % (port, planted["py_qtoken"]))
req.add_header("Authorization", "Basic " + base64.b64encode(("%s:%s" % (planted["py_basic_user"], planted["py_basic_pw"])).encode()).decode())
sys.stdout.flush()
opener.open(req).read()
sys.stdout.flush()
body = ("grant_type=password&username=%s&password=%s&client_id=cli-web" % (planted["py_form_user_enc"], planted["py_form_pw_enc"])).encode()
try:
    opener.open(urllib.request.Request("http://127.0.0.1:%d/oauth/token" % port, data=body, headers={"Content-Type": "application/x-www-form-urlencoded"}))
except Exception as e:
    log.warning("token request failed: %r", e)
sys.stdout.flush()
log.info("user profile loaded: %s", {"user_id": 4711, "name": planted["py_name"], "email": planted["py_email"], "phone": planted["py_phone"]})
log.info("raw payload: %r", json.dumps({"name": planted["py_name"], "token": planted["py_gh"]}).encode())
log.debug("webhook config %r", {"url": "https://hooks.slack.com/services/" + planted["py_slack"], "channel": "#ops-alerts"})
try:
    raise ConnectionError("could not connect to %s" % planted["py_dsn"])
except Exception:
    log.exception("db pool init failed (attempt %d/%d)", 3, 5)
import requests
logging.getLogger("urllib3").setLevel(logging.DEBUG)
requests.get("http://127.0.0.1:%d/oauth/callback" % port, params={"code": planted["py_code"], "state": planted["py_state"]}, timeout=5)
s = requests.Session()
r = s.get("http://127.0.0.1:%d/me" % port, headers={"X-Api-Key": planted["py_xapikey"]}, timeout=5)
log.debug("response cookies: %s", s.cookies.get_dict())
srv.shutdown()
'''


def cap_python():
    import urllib.parse as up
    name = plant("py_name", v.person("tr"), "private")
    form_user = plant("py_form_user", v.email(v.person("fr")), "private")
    form_pw = plant("py_form_pw", "Ünïcødé&Pässwörd=" + str(v.randint(100, 999)) + " ok", "secret")
    vals = {
        "py_cookie": plant("py_cookie", v.token("django_session"), "secret"),
        "py_qtoken": plant("py_qtoken", v.b64(30, url=True, pad=False), "secret"),
        "py_basic_user": plant("py_basic_user", v.username(), "private"),
        "py_basic_pw": plant("py_basic_pw", v.password(), "secret"),
        "py_form_user_enc": plant("py_form_user_enc", up.quote_plus(form_user), "private"),
        "py_form_pw_enc": plant("py_form_pw_enc", up.quote_plus(form_pw), "secret"),
        "py_name": name,
        "py_email": plant("py_email", v.email(name), "private"),
        "py_phone": plant("py_phone", v.phone("tr"), "private"),
        "py_gh": plant("py_gh", v.token("ghp"), "secret"),
        "py_slack": plant("py_slack", v.token("slack_webhook_path"), "secret"),
        "py_code": plant("py_code", v.b64(24, url=True, pad=False), "secret"),
        "py_state": v.hex(16),
        "py_xapikey": plant("py_xapikey", v.token("dd_api"), "secret"),
    }
    dsn_user, dsn_pw, dsn_host = v.username(), v.password(), v.host()
    plant("py_dsn_user", dsn_user, "private")
    plant("py_dsn_pw", dsn_pw, "secret")
    plant("py_dsn_host", dsn_host, "private")
    vals["py_dsn"] = "postgresql://%s:%s@%s:5432/orders" % (dsn_user, dsn_pw, dsn_host)
    P["py_state"] = {"value": vals["py_state"], "cat": "keep"}
    o, e, rc = run([sys.executable, "-c", PY_PROG, json.dumps(vals)], timeout=60)
    assert rc == 0, e
    save("python_stdout.log", o)
    save("python_stderr.log", e)


# ---------------------------------------------------------------- botocore with moto (no network)
BOTO_PROG = r'''
import logging, sys, threading, http.server, boto3
from botocore.config import Config
class H(http.server.BaseHTTPRequestHandler):
    def do_PUT(self):
        n = int(self.headers.get("Content-Length", 0) or 0); self.rfile.read(n)
        self.send_response(200); self.send_header("ETag", '"5d41402abc4b2a76b9719d911017c592"')
        self.send_header("x-amz-request-id", "4442587FB7D0A2F9"); self.send_header("Content-Length", "0"); self.end_headers()
    def log_message(self, *a): pass
srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
threading.Thread(target=srv.serve_forever, daemon=True).start()
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="%(asctime)s %(name)s [%(levelname)s] %(message)s")
for n in ("boto3", "s3transfer", "urllib3", "botocore"): logging.getLogger(n).setLevel(logging.WARNING)
for n in ("botocore.auth", "botocore.endpoint"): logging.getLogger(n).setLevel(logging.DEBUG)
s3 = boto3.client("s3", region_name="eu-west-1", endpoint_url="http://127.0.0.1:%d" % srv.server_address[1],
                  config=Config(signature_version="s3v4", s3={"addressing_style": "path"}, retries={"max_attempts": 1}))
s3.put_object(Bucket="corpus9-reports", Key="exports/2026-12/customers.csv", Body=b"id,name\n")
url = s3.generate_presigned_url("get_object", Params={"Bucket": "corpus9-reports", "Key": "exports/2026-12/customers.csv"}, ExpiresIn=900)
print("PRESIGNED " + url)
srv.shutdown()
'''


def cap_boto():
    akid = plant("boto_akid", v.aws_key_id("AKIA"), "secret")
    sk = plant("boto_secret", v.aws_secret(), "secret")
    o, e, rc = run([sys.executable, "-c", BOTO_PROG], env={"AWS_ACCESS_KEY_ID": akid, "AWS_SECRET_ACCESS_KEY": sk,
                                                          "AWS_DEFAULT_REGION": "eu-west-1", "AWS_CONFIG_FILE": "/dev/null",
                                                          "AWS_SHARED_CREDENTIALS_FILE": "/dev/null"}, timeout=300)
    assert rc == 0, e
    save("botocore_debug.log", o)


# ---------------------------------------------------------------- curl against a local http.server
def cap_curl():
    os.makedirs("/tmp/corpus9_www", exist_ok=True)
    port_srv = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", "/tmp/corpus9_www"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = port_srv.stdout.readline()
    port = int(line.split("port ")[1].split(" ")[0])
    u = plant("curl_user", v.username(), "private")
    pw = plant("curl_pw", v.password().replace("'", ""), "secret")
    bearer = plant("curl_bearer", v.token("glpat"), "secret")
    ck = plant("curl_cookie", v.token("phpsessid"), "secret")
    k = plant("curl_apikey", v.token("hf"), "secret")
    outs = []
    for args in (["-u", "%s:%s" % (u, pw), "http://127.0.0.1:%d/metrics" % port],
                 ["-H", "Authorization: Bearer " + bearer, "-b", "PHPSESSID=" + ck, "http://127.0.0.1:%d/api/v4/projects?per_page=20" % port],
                 ["-H", "X-Api-Key: " + k, "-d", "{\"inputs\":\"hello\"}", "http://127.0.0.1:%d/models/infer" % port]):
        o, e, rc = run(["curl", "-sS", "-v", "-o", "/dev/null"] + args)
        outs.append(e)
    port_srv.send_signal(signal.SIGINT)
    try:
        _, srv_err = port_srv.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        port_srv.kill()
        _, srv_err = port_srv.communicate()
    save("curl_verbose.txt", "\n#----\n".join(outs))
    save("http_server_stderr.log", srv_err)
    shutil.rmtree("/tmp/corpus9_www", ignore_errors=True)


# ---------------------------------------------------------------- openssl / ssh-keygen
def cap_keys():
    o, e, rc = run(["openssl", "genpkey", "-algorithm", "ed25519"])
    save("openssl_ed25519.pem", o)
    o, e, rc = run(["openssl", "genrsa", "1024"])
    save("openssl_rsa1024.pem", o)
    pw = plant("ossl_pw", v.password(), "secret")
    salt = v.chars(G.ALNUM, 16)
    o, e, rc = run(["openssl", "passwd", "-6", "-salt", salt, pw])
    plant("ossl_sha512crypt", o.strip(), "secret")
    save("openssl_passwd.txt", o)
    encpw = plant("ossl_enc_pw", v.password(), "secret")
    o, e, rc = run(["openssl", "enc", "-aes-256-cbc", "-pbkdf2", "-pass", "pass:" + encpw, "-P"])
    save("openssl_enc_P.txt", o)
    kf = "/tmp/corpus9_id_ed25519"
    for p in (kf, kf + ".pub"):
        if os.path.exists(p):
            os.remove(p)
    cu = plant("ssh_comment_user", v.username(), "private")
    ch = plant("ssh_comment_host", v.host(), "private")
    o, e, rc = run(["ssh-keygen", "-t", "ed25519", "-N", "", "-f", kf, "-C", "%s@%s" % (cu, ch)])
    save("sshkeygen_stdout.txt", o)
    save("sshkeygen_private.txt", open(kf).read())
    save("sshkeygen_public.txt", open(kf + ".pub").read())
    os.remove(kf)
    os.remove(kf + ".pub")


# ---------------------------------------------------------------- mosquitto
def cap_mqtt():
    logf = "/var/log/mosquitto/mosquitto.log"
    start = os.path.getsize(logf)
    u = plant("mq_user", "dev-" + v.mac("").upper()[6:], "private")
    pw = plant("mq_pw", v.b64(18, url=True, pad=False), "secret")
    mac = plant("mq_mac", v.mac(), "private")
    imei_like = v.digits(15)
    payload = json.dumps({"device": mac, "fw": "4.2.1", "wifi_psk": plant("mq_psk", v.password(), "secret"),
                          "owner": plant("mq_owner_email", v.email(), "private"), "rssi": -61})
    topic = "corpus9/devices/%s/telemetry" % u
    sub = subprocess.Popen(["mosquitto_sub", "-h", "127.0.0.1", "-v", "-C", "1", "-W", "10", "-t", "corpus9/#"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(0.8)
    o, e, rc = run(["mosquitto_pub", "-d", "-h", "127.0.0.1", "-u", u, "-P", pw, "-i", "corpus9-" + imei_like[:8],
                    "-t", topic, "-m", payload, "-q", "0"])
    so, se = sub.communicate(timeout=15)
    save("mosquitto_pub_debug.txt", o + e)
    save("mosquitto_sub.txt", so)
    time.sleep(0.5)
    with open(logf, "rb") as f:
        f.seek(start)
        save("mosquitto_server.log", f.read().decode("utf-8", "replace"))


# ---------------------------------------------------------------- nats raw protocol
def cap_nats():
    u = plant("nats_user", v.username(), "private")
    pw = plant("nats_pass", v.password(), "secret")
    tok = plant("nats_token", v.b64(24, url=True, pad=False), "secret")
    card = plant("nats_card", v.card("mc"), "private")
    s = socket.create_connection(("127.0.0.1", 4222), timeout=5)
    transcript = []
    info = s.recv(4096).decode()
    transcript.append("<< " + info.strip())
    connect = "CONNECT " + json.dumps({"verbose": True, "pedantic": False, "user": u, "pass": pw, "auth_token": tok,
                                       "name": "billing-worker", "lang": "python3", "version": "2.6.0", "protocol": 1}, separators=(",", ":"))
    msg = json.dumps({"order": "ord_" + v.hex(10), "pan": card, "amount": 4200})
    for line in (connect, "SUB corpus9.payments.> 1", "PUB corpus9.payments.authorized %d" % len(msg.encode()), msg, "PING"):
        transcript.append(">> " + line)
        s.sendall((line + "\r\n").encode())
        time.sleep(0.2)
    time.sleep(0.3)
    transcript.append("<< " + s.recv(8192).decode().replace("\r\n", "\n<< ").rstrip("<< \n"))
    s.close()
    save("nats_transcript.txt", "\n".join(transcript) + "\n")


# ---------------------------------------------------------------- node
NODE_PROG = r'''
const util = require('util');
const p = JSON.parse(process.argv[1]);
const u = new URL(p.url);
console.log(u);
console.log(util.inspect({ level: 'info', msg: 'login ok', user: { id: 918, name: p.name, email: p.email }, headers: { authorization: 'Bearer ' + p.bearer, 'x-request-id': p.rid } }, { depth: 4, breakLength: Infinity }));
console.log(JSON.stringify({ level: 30, time: 1796421000123, pid: 4242, hostname: p.host, req: { method: 'GET', url: '/v1/me', headers: { cookie: 'connect.sid=' + p.sid } }, msg: 'request completed', responseTime: 17 }));
const e = new Error('ECONNREFUSED connecting to ' + p.amqp);
console.error(e.stack.split('\n').slice(0, 3).join('\n'));
'''


def cap_node():
    vals = {
        "url": "mongodb+srv://%s:%s@%s/app?retryWrites=true&w=majority" % (
            plant("node_mongo_user", v.username(), "private"), plant("node_mongo_pw", urlpw(), "secret"),
            plant("node_mongo_host", "cluster0." + v.chars("abcdefghijklmnopqrstuvwxyz0123456789", 5) + ".mongo.example.net", "private")),
        "name": plant("node_name", v.person("hi"), "private"),
        "email": plant("node_email", v.email(), "private"),
        "bearer": plant("node_bearer", v.jwt(), "secret"),
        "rid": v.uuid(),
        "host": plant("node_host", v.pod("api"), "private"),
        "sid": plant("node_sid", "s%3A" + v.b64(24, url=True, pad=False) + "." + v.b64(32, pad=False).replace("/", "%2F").replace("+", "%2B"), "secret"),
        "amqp": "amqp://%s:%s@%s:5672/%%2Fprod" % (plant("node_amqp_user", v.username(), "private"),
                                                   plant("node_amqp_pw", urlpw(), "secret"),
                                                   plant("node_amqp_host", v.host(), "private")),
    }
    P["node_rid"] = {"value": vals["rid"], "cat": "keep"}
    o, e, rc = run(["node", "-e", NODE_PROG, json.dumps(vals)])
    assert rc == 0, e
    save("node_stdout.txt", o)
    save("node_stderr.txt", e)


# ---------------------------------------------------------------- java.util.logging
JAVA_SRC = r'''
import java.util.logging.*;
public class Corpus9 {
  public static void main(String[] a) throws Exception {
    Logger log = Logger.getLogger("com.example.billing.PaymentService");
    log.info("charge ok customer=" + a[0] + " card=" + a[1] + " amount=42.00 EUR");
    log.warning("SMTP relay rejected AUTH for " + a[2] + " (535 5.7.8 Authentication credentials invalid)");
    try { throw new java.sql.SQLException("Access denied for user '" + a[3] + "'@'" + a[4] + "' (using password: YES)", "28000", 1045); }
    catch (Exception e) { log.log(Level.SEVERE, "Could not open JDBC connection jdbc:mysql://" + a[5] + ":3306/ledger?user=" + a[3] + "&password=" + a[6], e); }
  }
}
'''


def cap_java():
    d = "/tmp/corpus9_java"
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "Corpus9.java")
    open(src, "w").write(JAVA_SRC)
    args = [plant("java_name", v.person("it"), "private"), plant("java_card", v.card("amex", spaced=True), "private"),
            plant("java_smtp_user", v.email(), "private"), plant("java_db_user", v.username(), "private"),
            plant("java_client_ip", v.ip(public=False), "private"), plant("java_db_host", v.host(), "private"),
            plant("java_db_pw", urlpw(), "secret")]
    o, e, rc = run(["java", "-Duser.language=en", "-Duser.country=US", src] + args, timeout=180)
    save("java_jul.txt", e)
    shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    steps = sys.argv[1:] or ["redis", "mariadb", "postgres", "sqlite", "python", "boto", "curl", "keys", "mqtt", "nats", "node", "java"]
    pf = os.path.join(CAP, "planted.json")
    for s in steps:
        print("capturing", s, flush=True)
        globals()["cap_" + s]()
    with open(pf, "w", encoding="utf-8") as f:
        json.dump(P, f, ensure_ascii=False, indent=1, sort_keys=True)
